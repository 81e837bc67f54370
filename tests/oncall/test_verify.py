"""`oncall verify`: the hash chain catches an edited, a deleted and a reordered event."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from oncall.cli import main
from oncall.errors import StoreError
from oncall.store import NewEvent, Store
from oncall.store.migrations import APPLICATION_ID, MIGRATIONS
from oncall.store.opening import split_sql


def _write(db: Path, runs: int = 2, events: int = 5) -> None:
    async def go() -> None:
        async with await Store.open(db) as store:
            for r in range(runs):
                await store.create_run(f"r{r}", "s", {})
                for i in range(events):
                    await store.append(f"r{r}", [NewEvent("tool_call", i, {"i": i, "r": r})])
    asyncio.run(go())


def _tamper(db: Path, *statements: str) -> None:
    """Edit the file as an attacker would: triggers dropped, plain SQL."""
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("DROP TRIGGER events_refuse_update")
    conn.execute("DROP TRIGGER events_refuse_delete")
    for s in statements:
        conn.execute(s)
    conn.close()


def _verify(capsys: pytest.CaptureFixture[str], db: Path, *extra: str) -> tuple[int, str, str]:
    code = main(["verify", "--db", str(db), *extra])
    out = capsys.readouterr()
    return code, out.out.strip(), out.err.strip()


def test_an_untouched_log_verifies(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "v.db"
    _write(db)
    assert _verify(capsys, db) == (0, "ok: 2 runs, 10 events", "")
    assert _verify(capsys, db, "r1") == (0, "ok: 1 runs, 5 events", "")


@pytest.mark.tampers
@pytest.mark.parametrize(("what", "statements", "seq"), [
    ("edited", ["UPDATE events SET payload = '{\"i\": 9, \"r\": 1}'"
                " WHERE run_id = 'r1' AND seq = 3"], 3),
    ("edited kind", ["UPDATE events SET kind = 'model_call' WHERE run_id = 'r1' AND seq = 2"],
     2),
    ("deleted", ["DELETE FROM events WHERE run_id = 'r1' AND seq = 2"], 3),
    ("reordered", ["UPDATE events SET seq = 100 WHERE run_id = 'r1' AND seq = 2",
                   "UPDATE events SET seq = 2 WHERE run_id = 'r1' AND seq = 4",
                   "UPDATE events SET seq = 4 WHERE run_id = 'r1' AND seq = 100"], 2),
    ("renumbered", ["UPDATE events SET seq = seq + 10 WHERE run_id = 'r1' AND seq >= 4"], 14),
])
def test_a_tampered_event_is_named_by_run_and_seq(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], what: str, statements: list[str],
        seq: int) -> None:
    db = tmp_path / "v.db"
    _write(db)
    _tamper(db, *statements)
    code, out, err = _verify(capsys, db)
    assert code == 1, what
    assert out == ""
    assert f"run r1 seq {seq}:" in err and "\n" not in err
    # The untouched run still verifies on its own.
    assert _verify(capsys, db, "r0")[0] == 0
    # Reading the run (resume, handoff) refuses the tampered log instead of replaying it.
    async def read() -> None:
        async with await Store.open_readonly(db) as store:
            await store.events("r1")
    with pytest.raises(StoreError, match=f"run r1 seq {seq}:"):
        asyncio.run(read())


def test_verify_json_reports_heads(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import orjson

    db = tmp_path / "v.db"
    _write(db, runs=1, events=3)
    code, out, _ = _verify(capsys, db, "--json")
    body = orjson.loads(out)
    assert code == 0 and body["ok"] and body["events"] == 3
    assert len(body["heads"]["r0"]) == 64


@pytest.mark.tampers
def test_an_old_database_opens_and_verify_says_its_events_predate_the_chain(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "old.db"
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT "
                 "NULL, applied_at REAL NOT NULL)")
    for m in MIGRATIONS[:6]:
        for statement in split_sql(m.sql):
            conn.execute(statement)
        conn.execute("INSERT INTO schema_migrations VALUES (?, ?, 0)", (m.version, m.name))
    conn.execute("INSERT INTO run_specs VALUES ('old', 's', '{}', 0)")
    conn.execute("INSERT INTO events VALUES ('old', 1, 'run_started', 0, 0, '{}')")
    conn.close()
    # A reading command migrates a writable old file once; its old events stay unchained.
    assert _verify(capsys, db)[:2] == (
        0, "ok: 1 runs, 1 events (1 events of 1 runs predate the hash chain: not checked)")

    async def more() -> None:
        async with await Store.open(db) as store:  # migrates; the chain starts at seq 2
            await store.append("old", [NewEvent("run_finished", 0, {"outcome": "failed"})])
            assert [e.kind for e in await store.events("old")] == ["run_started",
                                                                  "run_finished"]
    asyncio.run(more())
    assert _verify(capsys, db)[:2] == (
        0, "ok: 1 runs, 2 events (1 events of 1 runs predate the hash chain: not checked)")
    # A chained event rewritten without its hash is not passed off as an old one.
    _tamper(db, "UPDATE events SET hash = NULL WHERE seq = 2")
    code, _, err = _verify(capsys, db)
    assert code == 1 and "run old seq 2: no hash, yet appended after the chain began" in err


@pytest.mark.tampers
def test_a_database_that_fails_integrity_check_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "v.db"
    _write(db, runs=3, events=200)
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    raw = bytearray(db.read_bytes())
    page = 4096
    for i in range(page * 2, len(raw) - 64, page):  # flip bytes inside every b-tree page
        raw[i + 40:i + 48] = b"\xff" * 8
    db.write_bytes(bytes(raw))
    code, out, err = _verify(capsys, db)
    assert code in (1, 2) and out == ""
    assert err.count("\n") == 0 and "v.db" in err
    with pytest.raises(StoreError, match=r"v\.db: .*malformed|v\.db: not a usable"):
        asyncio.run(Store.open(db))
    for argv in (["handoff", "r1"], ["resume", "r1"]):
        code = main([*argv, "--db", str(db)])
        err = capsys.readouterr().err.strip()
        assert code == 2 and err.startswith("error: ") and "\n" not in err, (argv, err)


@pytest.mark.tampers
def test_a_payload_that_is_not_json_is_named_by_every_reading_command(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "j.db"
    _write(db, runs=1, events=2)
    conn = sqlite3.connect(db, isolation_level=None)
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'"
                                " AND tbl_name = 'events'").fetchall():
        conn.execute(f"DROP TRIGGER {name}")  # the run index parses payloads on insert
    conn.execute("INSERT INTO events (run_id, seq, kind, step, ts, payload)"
                 " VALUES ('r0', 3, 'model_call', 1, 0, '{not json')")
    conn.close()
    for argv in (["ledger"], ["ledger", "--json"], ["handoff", "r0"], ["runs"]):
        code = main([*argv, "--db", str(db)])
        err = capsys.readouterr().err.strip()
        if argv == ["runs"]:  # the run index does not read payloads
            assert code == 0
            continue
        assert code == 2, argv
        assert err.startswith("error: ") and "\n" not in err
        assert "run r0 seq 3" in err, (argv, err)


def _write_finished(db: Path) -> None:
    """Two finished runs (the second resumed once) and one queued, as the runner leaves them."""
    async def go() -> None:
        async with await Store.open(db) as store:
            for rid, attempts in (("done", 1), ("twice", 2)):
                await store.create_run(rid, "s", {})
                for a in range(attempts):
                    await store.append(rid, [NewEvent("run_started", 0, {})])
                    await store.append(rid, [NewEvent("tool_call", 1, {"i": a})])
                    outcome = "resolved" if a == attempts - 1 else "failed"
                    await store.append(rid, [NewEvent("run_finished", 0, {"outcome": outcome})])
            await store.create_run("waiting", "s", {})
    asyncio.run(go())


@pytest.mark.tampers
@pytest.mark.parametrize(("what", "statements", "named"), [
    ("the last event", ["DELETE FROM events WHERE run_id = 'done' AND seq = 3"],
     "run done seq 2: the log ends with running after 1 attempt(s), yet the run index says "
     "resolved after 1 attempt(s)"),
    ("the last attempt", ["DELETE FROM events WHERE run_id = 'twice' AND seq >= 4"],
     "run twice seq 3: the log ends with failed after 1 attempt(s), yet the run index says "
     "resolved after 2 attempt(s)"),
    ("every event of a run", ["DELETE FROM events WHERE run_id = 'done'"],
     "run done: no events, yet the run index says resolved after 1 attempt(s)"),
    ("a run and its spec", ["DROP TRIGGER run_specs_refuse_delete",
                            "DELETE FROM events WHERE run_id = 'done'",
                            "DELETE FROM run_specs WHERE run_id = 'done'"],
     "run done: no events, yet the run index says resolved after 1 attempt(s), finished at "),
    ("a run index row", ["DELETE FROM run_index WHERE run_id = 'waiting'"],
     "run waiting: in run_specs but not in the run index"),
])
def test_a_cut_tail_or_a_vanished_run_is_caught_by_the_run_index(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], what: str, statements: list[str],
        named: str) -> None:
    db = tmp_path / "v.db"
    _write_finished(db)
    assert _verify(capsys, db) == (0, "ok: 3 runs, 9 events", "")
    _tamper(db, *statements)
    code, out, err = _verify(capsys, db)
    assert code == 1 and out == "", what
    assert named in err and "\n" not in err, (what, err)
    run = named.split()[1].rstrip(":")
    assert _verify(capsys, db, run)[0] == 1
    other = "waiting" if run != "waiting" else "done"
    assert _verify(capsys, db, other)[0] == 0


@pytest.mark.tampers
@pytest.mark.parametrize(("column", "value", "said"), [
    ("ts", "'2020-01-01T00:00:00.000Z'",
     "run done seq 2: ts is the text '2020-01-01T00:00:00.000Z', not unix seconds"),
    ("ts", "x'00ff'", "run done seq 2: ts is the blob b'\\x00\\xff', not unix seconds"),
    ("step", "'one'", "run done seq 2: step is the text 'one', not an integer"),
    ("payload", "x'7b7d'", None),  # a blob holding `{}` reads as its text: the hash decides
    ("kind", "7", None),  # stored as the text '7' (the column's affinity): the hash decides
])
def test_a_column_an_edit_retyped_is_named_not_a_traceback(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], column: str, value: str,
        said: str | None) -> None:
    db = tmp_path / "v.db"
    _write_finished(db)
    _tamper(db, f"UPDATE events SET {column} = {value} WHERE run_id = 'done' AND seq = 2")
    code, out, err = _verify(capsys, db)
    assert code == 1 and out == "" and "\n" not in err and "Traceback" not in err
    assert (said or "run done seq 2: hash does not match") in err, err

    async def read() -> None:  # what resume and handoff read first
        async with await Store.open_readonly(db) as store:
            await store.events("done")
    with pytest.raises(StoreError, match="run done seq 2: "):
        asyncio.run(read())


def test_archived_and_queued_runs_verify(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    import time

    from oncall.retention import archive

    db = tmp_path / "v.db"
    _write_finished(db)
    asyncio.run(archive(str(db), str(tmp_path / "a.db"), time.time() + 1))
    # Both finished runs moved out (their run index rows stay); the queued one never started.
    assert _verify(capsys, db) == (0, "ok: 3 runs, 0 events", "")
    assert _verify(capsys, tmp_path / "a.db") == (0, "ok: 2 runs, 9 events", "")
