"""Another process's write lock is waited out on the event loop, not on the connection's thread."""

from __future__ import annotations

import asyncio
import sqlite3
import time
from pathlib import Path

import aiosqlite
import pytest
from structlog.testing import capture_logs

from oncall.store import NewEvent, Store, patient
from oncall.store.patient import Patient


def _hold_write_lock(path: Path) -> sqlite3.Connection:
    """What another process's writer looks like from here: a connection inside BEGIN IMMEDIATE."""
    other = sqlite3.connect(path, isolation_level=None, timeout=0)
    other.execute("BEGIN IMMEDIATE")
    return other


async def test_an_append_waits_for_the_lock_while_reads_go_on(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "t.db")
    try:
        await store.create_run("r", "s", {})
        await store.append("r", [NewEvent("run_started", 0, {})])
        other = _hold_write_lock(tmp_path / "t.db")
        append = asyncio.ensure_future(store.append("r", [NewEvent("tool_call", 1, {})]))
        await asyncio.sleep(0.05)
        assert not append.done(), "the append must wait while another connection writes"
        # The connection's thread is free meanwhile: a read answers at once.
        started = time.monotonic()
        assert [e.kind for e in await store.events("r")] == ["run_started"]
        assert time.monotonic() - started < 1.0
        other.execute("COMMIT")
        other.close()
        appended = await asyncio.wait_for(append, 5)
        assert [e.seq for e in appended] == [2]
        assert [e.kind for e in await store.events("r")] == ["run_started", "tool_call"]
        waits, waited_s = store.busy_waits
        assert waits == 1 and waited_s >= 0.04
    finally:
        await store.close()


async def _patient(path: Path, timeout_s: float) -> Patient:
    """A bare table behind a Patient connection, set up as the store sets up its own."""
    conn = Patient(await aiosqlite.connect(path, isolation_level=None), timeout_s=timeout_s)
    await conn.execute("PRAGMA busy_timeout = 0")
    await conn.execute("PRAGMA journal_mode = WAL")
    await conn.execute("CREATE TABLE t (x)")
    return conn


async def test_a_lock_held_past_the_timeout_is_an_error_and_a_long_wait_is_logged(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(patient, "LONG_WAIT_S", 0.05)
    path = tmp_path / "t.db"
    conn = await _patient(path, timeout_s=0.1)
    try:
        other = _hold_write_lock(path)
        started = time.monotonic()
        with capture_logs() as logs, pytest.raises(sqlite3.OperationalError, match="locked"):
            await conn.execute("INSERT INTO t VALUES (1)")
        assert time.monotonic() - started >= 0.1
        [waited] = [e for e in logs if e["event"] == "sqlite_busy_wait"]
        assert waited["log_level"] == "warning" and waited["waited_s"] >= 0.1
        assert waited["statement"] == "INSERT INTO t VALUES (1)"
        other.execute("ROLLBACK")
        other.close()
        await conn.execute("INSERT INTO t VALUES (1)")
        assert list(await conn.execute_fetchall("SELECT x FROM t")) == [(1,)]
    finally:
        await conn.close()


async def test_a_stale_snapshot_is_raised_at_once_not_waited_for(tmp_path: Path) -> None:
    """SQLITE_BUSY_SNAPSHOT never clears by waiting: retrying it would only stall."""
    path = tmp_path / "t.db"
    conn = await _patient(path, timeout_s=30)
    try:
        await conn.execute("BEGIN")
        await conn.execute_fetchall("SELECT count(*) FROM t")  # the snapshot is taken here
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("INSERT INTO t VALUES (1)")  # commits past our snapshot
        other.close()
        with pytest.raises(sqlite3.OperationalError) as caught:
            await asyncio.wait_for(conn.execute("INSERT INTO t VALUES (2)"), 5)
        assert caught.value.sqlite_errorcode == 517  # SQLITE_BUSY_SNAPSHOT
        assert conn.waits == 0
        await conn.execute("ROLLBACK")
    finally:
        await conn.close()
