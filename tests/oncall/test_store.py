"""The event store: append-only by SQLite's own rule, group commit, clear errors on bad files."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from oncall.errors import StoreError
from oncall.store import NewEvent, Store
from oncall.store.migrations import MIGRATIONS


async def _store(tmp_path: Path) -> Store:
    return await Store.open(tmp_path / "t.db")


async def test_events_refuse_update_and_delete_at_the_database(tmp_path: Path) -> None:
    store = await _store(tmp_path)
    await store.create_run("r", "s", {})
    await store.append("r", [NewEvent("run_started", 0, {"attempt": 1})])
    await store.close()
    # A plain sqlite3 connection, not our code: the rule lives in the file.
    conn = sqlite3.connect(tmp_path / "t.db")
    with pytest.raises(sqlite3.IntegrityError, match="append-only: UPDATE refused"):
        conn.execute("UPDATE events SET kind = 'x'")
    with pytest.raises(sqlite3.IntegrityError, match="append-only: DELETE refused"):
        conn.execute("DELETE FROM events")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("DELETE FROM run_specs")
    assert conn.execute("SELECT count(*) FROM events").fetchone() == (1,)
    conn.close()


async def test_sequence_numbers_are_dense_per_run_under_concurrent_appends(tmp_path: Path) -> None:
    store = await _store(tmp_path)
    for r in ("a", "b"):
        await store.create_run(r, "s", {})
    await asyncio.gather(*(store.append(r, [NewEvent("tool_call", i, {"i": i})] * 2)
                           for i in range(50) for r in ("a", "b")))
    for r in ("a", "b"):
        seqs = [e.seq for e in await store.events(r)]
        assert seqs == list(range(1, 101))
    await store.close()


async def test_appends_that_meet_are_group_committed_and_a_lone_one_writes_alone(
        tmp_path: Path) -> None:
    store = await _store(tmp_path)
    try:
        inserts: list[str] = []
        # SQLite traces a statement again at the start of each trigger program it runs (the
        # run index and the totals have triggers on events): count each statement once.
        await store._conn.raw.set_trace_callback(
            lambda sql: inserts.append(sql) if sql.startswith("INSERT INTO events")
            and (not inserts or inserts[-1] != sql) else None)
        for i in range(100):
            await store.create_run(f"r{i}", "s", {})
            await store.append(f"r{i}", [NewEvent("x", 0, {})])
        # Each of those found the store idle: its own statement, no batch to join.
        assert len(inserts) == 100
        inserts.clear()
        await asyncio.gather(*(store.append(f"r{i}", [NewEvent("y", 1, {"i": i})])
                               for i in range(100)))
        # The first writes alone; the 99 that arrived meanwhile go in one batch behind it.
        assert len(inserts) == 2, inserts
        for i in range(100):
            assert [(e.seq, e.kind) for e in await store.events(f"r{i}")] == [(1, "x"), (2, "y")]
    finally:
        await store.close()


async def test_a_cancelled_append_leaves_the_log_dense_and_the_store_usable(
        tmp_path: Path) -> None:
    store = await _store(tmp_path)
    try:
        await store.create_run("r", "s", {})
        await store.append("r", [NewEvent("x", 0, {})])
        task = asyncio.ensure_future(store.append("r", [NewEvent("y", 0, {})]))
        await asyncio.sleep(0)  # the append is on its way to the connection's thread
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        await store.append("r", [NewEvent("z", 0, {})])  # whether "y" landed is re-read
        kinds = [e.kind for e in await store.events("r")]
        assert kinds in (["x", "y", "z"], ["x", "z"])
        assert [e.seq for e in await store.events("r")] == list(range(1, len(kinds) + 1))
    finally:
        await store.close()


async def test_a_second_writer_on_the_same_seq_is_refused_without_failing_neighbours(
        tmp_path: Path) -> None:
    first = await _store(tmp_path)
    second = await _store(tmp_path)
    for r in ("a", "b"):
        await first.create_run(r, "s", {})
    await first.append("a", [NewEvent("x", 0, {})])
    await second.append("a", [NewEvent("y", 0, {})])  # second learns seq 1 is taken: seq 2
    # first still believes the next seq of "a" is 2: its append collides on (run_id, seq).
    results = await asyncio.gather(first.append("a", [NewEvent("z", 0, {})]),
                                   first.append("b", [NewEvent("w", 0, {})]),
                                   return_exceptions=True)
    assert isinstance(results[0], StoreError) and "run a" in str(results[0])
    assert not isinstance(results[1], BaseException)
    assert [e.kind for e in await first.events("a")] == ["x", "y"]
    await first.append("a", [NewEvent("z", 0, {})])  # re-reads the tail and goes on
    assert [e.seq for e in await first.events("a")] == [1, 2, 3]
    await first.close()
    await second.close()


async def test_runs_view_derives_status_and_attempts_from_lifecycle_events(tmp_path: Path) -> None:
    store = await _store(tmp_path)
    await store.create_run("r", "demo", {})
    assert (await store.run("r")).status == "queued"
    await store.append("r", [NewEvent("run_started", 0, {"attempt": 1})])
    assert (await store.run("r")).status == "running"
    await store.append("r", [NewEvent("run_finished", 0, {"outcome": "failed"})])
    await store.append("r", [NewEvent("run_started", 0, {"attempt": 2})])
    await store.append("r", [NewEvent("run_finished", 0, {"outcome": "resolved"})])
    row = await store.run("r")
    assert (row.status, row.attempts) == ("resolved", 2)
    assert row.started_at is not None and row.finished_at is not None
    await store.close()


async def test_ledger_view_has_the_contract_columns(tmp_path: Path) -> None:
    store = await _store(tmp_path)
    await store.create_run("r", "demo", {})
    await store.append("r", [NewEvent("model_call", 1, {
        "role": "agent", "model": "m", "prompt_tokens": 10, "completion_tokens": 3,
        "latency_ms": 5.0, "cost_usd": 0.001, "attempt": 1, "run_attempt": 1})])
    await store.close()
    conn = sqlite3.connect(tmp_path / "t.db")
    cur = conn.execute("SELECT * FROM ledger")
    columns = [d[0] for d in cur.description]
    for needed in ("run_id", "step", "role", "model", "prompt_tokens", "completion_tokens",
                   "latency_ms", "cost_usd", "attempt"):
        assert needed in columns
    row = dict(zip(columns, cur.fetchone(), strict=True))
    assert (row["role"], row["prompt_tokens"], row["attempt"]) == ("agent", 10, 1)
    run_cols = [d[0] for d in conn.execute("SELECT * FROM runs").description]
    assert run_cols[:7] == ["run_id", "scenario", "status", "attempts", "created_at",
                            "started_at", "finished_at"]
    conn.close()


async def test_reopening_applies_no_migration_twice(tmp_path: Path) -> None:
    await (await _store(tmp_path)).close()
    await (await _store(tmp_path)).close()
    conn = sqlite3.connect(tmp_path / "t.db")
    versions = [v for (v,) in conn.execute("SELECT version FROM schema_migrations")]
    assert versions == [m.version for m in MIGRATIONS]
    assert conn.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    conn.close()


async def test_an_old_database_is_migrated_forward(tmp_path: Path) -> None:
    """A database made by the first migration alone gains the later ones on open."""
    conn = sqlite3.connect(tmp_path / "t.db", isolation_level=None)
    from oncall.store.db import _split_sql
    from oncall.store.migrations import APPLICATION_ID

    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT "
                 "NULL, applied_at REAL NOT NULL)")
    for statement in _split_sql(MIGRATIONS[0].sql):
        conn.execute(statement)
    conn.execute("INSERT INTO schema_migrations VALUES (1, 'events', 0)")
    conn.execute("INSERT INTO events VALUES ('old', 1, 'run_started', 0, 0, '{}')")
    conn.close()
    store = await _store(tmp_path)
    assert [e.kind for e in await store.events("old")] == ["run_started"]
    assert await store.ledger() == []
    await store.close()


async def test_foreign_corrupt_and_future_files_are_refused_by_name(tmp_path: Path) -> None:
    foreign = tmp_path / "foreign.db"
    conn = sqlite3.connect(foreign)
    conn.execute("CREATE TABLE users (id INTEGER)")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match=r"foreign\.db: not an oncall database"):
        await Store.open(foreign)

    corrupt = tmp_path / "corrupt.db"
    corrupt.write_bytes(b"this is not sqlite at all" * 100)
    with pytest.raises(StoreError, match=r"corrupt\.db: not a usable oncall database"):
        await Store.open(corrupt)

    future = tmp_path / "future.db"
    await (await Store.open(future)).close()
    conn = sqlite3.connect(future)
    conn.execute("INSERT INTO schema_migrations VALUES (999, 'from the future', 0)")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match="newer than this oncall"):
        await Store.open(future)


async def test_an_unreadable_payload_names_its_run_and_seq(tmp_path: Path) -> None:
    store = await _store(tmp_path)
    await store.close()
    conn = sqlite3.connect(tmp_path / "t.db")
    conn.execute("INSERT INTO events (run_id, seq, kind, step, ts, payload)"
                 " VALUES ('r', 1, 'x', 0, 0, '{not json')")
    conn.commit()
    conn.close()
    store = await _store(tmp_path)
    with pytest.raises(StoreError, match="run r seq 1: unreadable payload"):
        await store.events("r")
    await store.close()
