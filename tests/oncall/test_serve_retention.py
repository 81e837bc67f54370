"""Retention: finished runs move to an archive file, verifiably; the live log stays
append-only; unfinished runs and undelivered findings stay."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from oncall import run_index
from oncall.config import load_scenario
from oncall.errors import ConfigError
from oncall.handoff import render_handoff
from oncall.retention import archive
from oncall.runner import create_run, execute
from oncall.store import Store

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "scenarios" / "checkout-payments-deploy.yaml"


def _oncall(*argv: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "oncall", *argv], cwd=cwd,
                          capture_output=True, text=True, timeout=120)


async def _three_finished_and_one_queued(db: Path) -> tuple[list[str], str]:
    async with await Store.open(db) as store:
        scenario = load_scenario(SCENARIO)
        done = []
        for _ in range(3):
            run_id = await create_run(store, scenario)
            await execute(store, run_id)
            done.append(run_id)
        queued = await create_run(store, scenario)
    return done, queued


async def test_archive_moves_finished_runs_and_verify_checks_them(tmp_path: Path) -> None:
    db, out = tmp_path / "oncall.db", tmp_path / "archive-2026-11.db"
    done, queued = await _three_finished_and_one_queued(db)
    async with await Store.open(db) as store:
        handoffs = {r: render_handoff(await store.events(r)) for r in done}
        counts = {r: len(await store.events(r)) for r in done}
    moved = await archive(str(db), str(out), time.time() + 1)
    assert moved.runs == 3 and moved.events == sum(counts.values())
    async with await Store.open(db) as store:
        assert [len(await store.events(r)) for r in done] == [0, 0, 0]
        assert [r.run_id for r in await store.runs()] == [queued]
        indexed = {r.run_id: r.status for r in await run_index.newest(store, limit=None)}
        assert indexed == {**dict.fromkeys(done, "resolved"), queued: "queued"}
        with pytest.raises(Exception, match="append-only"):
            await store.write("DELETE FROM run_specs")  # the queued run's spec is there
        triggers = await store.fetch("SELECT name FROM sqlite_master WHERE type = 'trigger'"
                                     " AND name LIKE '%refuse_delete' ORDER BY name")
        assert ("events_refuse_delete",) in triggers and ("run_specs_refuse_delete",) in triggers
    async with await Store.open(out) as arc:  # an archive is an oncall database of its own
        assert {r.run_id: r.status for r in await arc.runs()} == dict.fromkeys(done, "resolved")
        assert {r: render_handoff(await arc.events(r)) for r in done} == handoffs
    assert os.stat(out).st_mode & 0o777 == 0o400
    ok = _oncall("retention", "verify", "--db", str(db), cwd=tmp_path)
    assert ok.returncode == 0 and "reads back as the manifest says" in ok.stdout
    with pytest.raises(ConfigError, match="written once"):
        await archive(str(db), str(out), time.time() + 1)


@pytest.mark.tampers
async def test_verify_finds_an_edited_archive(tmp_path: Path) -> None:
    db, out = tmp_path / "oncall.db", tmp_path / "archive.db"
    done, _ = await _three_finished_and_one_queued(db)
    await archive(str(db), str(out), time.time() + 1)
    os.chmod(out, 0o600)
    conn = sqlite3.connect(out)
    conn.execute("DROP TRIGGER events_refuse_update")
    conn.execute("UPDATE events SET payload = '{}' WHERE run_id = ? AND kind = 'run_finished'",
                 (done[1],))
    conn.commit()
    conn.close()
    bad = _oncall("retention", "verify", "--db", str(db), cwd=tmp_path)
    assert bad.returncode == 1
    assert f"run {done[1]}: events differ from the manifest" in bad.stdout


def test_archive_command_needs_its_arguments(tmp_path: Path) -> None:
    (tmp_path / "oncall.db").touch()
    r = _oncall("retention", "archive", "--db", "oncall.db", cwd=tmp_path)
    assert r.returncode == 2 and "--before TIME and --out FILE are required" in r.stderr
    r = _oncall("retention", "archive", "--db", "nope.db", "--before", "x", "--out", "a.db",
                cwd=tmp_path)
    assert r.returncode == 2 and "nope.db: no such database" in r.stderr


async def test_runs_whose_findings_are_undelivered_stay(tmp_path: Path) -> None:
    db, out = tmp_path / "oncall.db", tmp_path / "archive.db"
    done, _ = await _three_finished_and_one_queued(db)
    async with await Store.open(db) as store:
        await store.write("INSERT INTO outbox (run_id, channel, state, attempts, next_at)"
                          " VALUES (?, 'webhook', 'pending', 0, 0)", (done[0],))
    moved = await archive(str(db), str(out), time.time() + 1)
    assert moved.runs == 2
    async with await Store.open(db) as store:
        assert len(await store.events(done[0])) > 0
