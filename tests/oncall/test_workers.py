"""Leases, fences and workers: in-process with an injected clock, and as real processes."""

from __future__ import annotations

import argparse
import asyncio
import fcntl
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import anyio
import orjson
import pytest

from oncall import leases
from oncall.checkpoint import checkpoint, has_wal_reset_bug, lock_path
from oncall.config import Scenario
from oncall.errors import LeaseLost
from oncall.lab.chaos import audit
from oncall.runner import create_run, with_agent_model
from oncall.store import NewEvent, Store, db
from oncall.workers import Worker, WorkerConfig, status, status_command

ROOT = Path(__file__).resolve().parents[2]
FAST = "scripted:investigator?delay=0.01"


@dataclass
class Clock:
    """Time that moves only when the test says so."""

    t: float = 1_000.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def two(tmp_path: Path, clock: Clock) -> AsyncIterator[tuple[Store, Store]]:
    """Two stores on one file: two worker processes, as far as SQLite can tell."""
    async with await Store.open(tmp_path / "w.db", clock=clock) as a, \
            await Store.open(tmp_path / "w.db", clock=clock) as b:
        yield a, b


async def _queue(store: Store, scenario: Scenario, n: int) -> list[str]:
    scenario = with_agent_model(scenario, FAST)
    return [await create_run(store, scenario, run_id=f"run-{i}") for i in range(n)]


CLAIM_PATHS = pytest.mark.parametrize(
    "one_statement", [True, False], ids=["insert-returning", "immediate-transaction"])


@CLAIM_PATHS
async def test_a_queued_run_is_claimed_once_renewed_and_taken_over_after_expiry(
        two: tuple[Store, Store], clock: Clock, scenario: Scenario, one_statement: bool,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A queued run is claimed in one INSERT ... RETURNING (SQLite 3.35 and later) or in a
    BEGIN IMMEDIATE transaction (older SQLite); a takeover always in the transaction."""
    monkeypatch.setattr(db, "_RETURNING", one_statement)
    a, b = two
    [run] = await _queue(a, scenario, 1)
    got = await leases.claim(a, "A", lease_s=10)
    assert got is not None and got.previous is None
    assert (got.lease.run_id, got.lease.worker, got.lease.epoch) == (run, "A", 1)
    assert await leases.claim(b, "B", lease_s=10) is None  # held: nothing to take

    clock.t += 8
    renewed = await leases.renew(a, got.lease, lease_s=10)
    assert renewed is not None and renewed.expires_at == clock.t + 10
    clock.t += 9  # within the renewed lease
    assert await leases.claim(b, "B", lease_s=10) is None

    clock.t += 2  # past it: A's heartbeats stopped
    taken = await leases.claim(b, "B", lease_s=10)
    assert taken is not None and taken.previous is not None
    assert (taken.lease.worker, taken.lease.epoch, taken.previous.worker) == ("B", 2, "A")
    assert await leases.renew(a, renewed, lease_s=10) is None  # A learns it lost the run


@CLAIM_PATHS
async def test_abandoned_work_is_taken_before_new_work(
        two: tuple[Store, Store], clock: Clock, scenario: Scenario, one_statement: bool,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(db, "_RETURNING", one_statement)
    a, b = two
    first, second = await _queue(a, scenario, 2)
    got = await leases.claim(a, "A", lease_s=5)
    assert got is not None and got.lease.run_id == first
    clock.t += 6
    taken = await leases.claim(b, "B", lease_s=5)
    assert taken is not None and taken.lease.run_id == first and taken.previous is not None
    fresh = await leases.claim(b, "B", lease_s=5)
    assert fresh is not None and fresh.lease.run_id == second and fresh.previous is None


@CLAIM_PATHS
async def test_a_free_pool_is_filled_in_one_claim_oldest_first_abandoned_alone(
        two: tuple[Store, Store], clock: Clock, scenario: Scenario, one_statement: bool,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """`claim_some` leases several queued runs in one statement (one at a time on SQLite
    without RETURNING); an abandoned run is always taken alone, before any queued one."""
    monkeypatch.setattr(db, "_RETURNING", one_statement)
    a, b = two
    runs = await _queue(a, scenario, 5)
    got = await leases.claim_some(a, "A", 10, 3)
    assert [c.lease.run_id for c in got] == (runs[:3] if one_statement else runs[:1])
    assert all(c.lease.worker == "A" and c.lease.epoch == 1 for c in got)
    clock.t += 11  # A stopped renewing
    taken = await leases.claim_some(b, "B", 10, 5)
    assert [c.lease.run_id for c in taken] == [runs[0]] and taken[0].previous is not None
    # Next: A's second run, abandoned (alone, though five are free), or the oldest queued.
    assert [c.lease.run_id for c in await leases.claim_some(b, "B", 10, 5)] == [runs[1]]


@pytest.mark.parametrize("one_statement", [True, False],
                         ids=["insert-returning", "immediate-transaction"])
async def test_a_fenced_append_is_refused_after_a_takeover_and_spares_its_neighbours(
        two: tuple[Store, Store], clock: Clock, scenario: Scenario, one_statement: bool,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Both ways a fenced batch is written: one INSERT ... RETURNING (SQLite 3.35 and later,
    up to 1,000 rows), or a BEGIN IMMEDIATE transaction (older SQLite, larger batches)."""
    monkeypatch.setattr(db, "_RETURNING", one_statement)
    a, b = two
    slow, other = await _queue(a, scenario, 2)
    got = await leases.claim(a, "A", lease_s=5)
    mine = await leases.claim(a, "A", lease_s=60)
    assert got is not None and mine is not None
    a.fence(got.lease.fence)
    a.fence(mine.lease.fence)
    await a.append(slow, [NewEvent("run_started", 0, {"attempt": 1})])

    clock.t += 6  # A is slow, not dead: B takes the run over and writes to it
    taken = await leases.claim(b, "B", lease_s=5)
    assert taken is not None and taken.lease.run_id == slow
    b.fence(taken.lease.fence)
    await b.append(slow, [NewEvent("takeover", 0, {"worker": "B"})])

    refused, landed = await asyncio.gather(
        a.append(slow, [NewEvent("reminder", 1, {"text": "late"})]),
        a.append(other, [NewEvent("run_started", 0, {"attempt": 1})]),
        return_exceptions=True)
    assert isinstance(refused, LeaseLost)
    assert not isinstance(landed, BaseException)
    assert [e.kind for e in await b.events(slow)] == ["run_started", "takeover"]
    assert [e.kind for e in await a.events(other)] == ["run_started"]


async def test_an_unfenced_run_appends_as_before(store: Store, scenario: Scenario) -> None:
    [run] = await _queue(store, scenario, 1)
    await store.append(run, [NewEvent("run_started", 0, {"attempt": 1})])
    assert [e.seq for e in await store.events(run)] == [1]


async def test_a_released_lease_is_taken_over_at_once_and_a_finished_one_is_forgotten(
        two: tuple[Store, Store], scenario: Scenario) -> None:
    a, b = two
    [run] = await _queue(a, scenario, 1)
    got = await leases.claim(a, "A", lease_s=60)
    assert got is not None
    assert await leases.release(a, got.lease, finished=False)
    taken = await leases.claim(b, "B", lease_s=60)
    assert taken is not None and taken.previous is not None
    assert taken.previous.released_at is not None and taken.lease.epoch == 2
    await b.append(run, [NewEvent("run_started", 0, {}),
                         NewEvent("run_finished", 0, {"outcome": "resolved"})])
    assert await leases.release(b, taken.lease, finished=True)
    assert await leases.leases(b) == []
    assert not await leases.pending(b)


async def test_status_shows_queued_running_with_lease_age_and_finished_by_outcome(
        tmp_path: Path, clock: Clock, scenario: Scenario,
        capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "s.db"
    async with await Store.open(db, clock=clock) as store:
        done, running, _queued = await _queue(store, scenario, 3)
        await store.append(done, [NewEvent("run_started", 0, {}),
                                  NewEvent("run_finished", 0, {"outcome": "resolved"})])
        await leases.claim(store, "host:1:abc", lease_s=30)  # takes `running`
        clock.t += 4
        now = await status(store)
    assert now.queued == ["run-2"] and now.finished == {"resolved": 1}
    [r] = now.running
    assert (r.run_id, r.worker, r.epoch, r.lease_age_s, r.expires_in_s) == (
        running, "host:1:abc", 1, 4.0, 26.0)

    assert await status_command(argparse.Namespace(db=str(db), json=True)) == 0
    out = orjson.loads(capsys.readouterr().out)
    assert (out["queued"], out["finished"], out["outcomes"]) == (1, 1, {"resolved": 1})
    assert out["running"][0]["worker"] == "host:1:abc"
    assert await status_command(argparse.Namespace(db=str(db), json=False)) == 0
    text = capsys.readouterr().out
    assert "queued    1" in text and "host:1:abc" in text and "resolved 1" in text


async def test_a_worker_finishes_every_queued_run_and_exits_when_idle(
        tmp_path: Path, scenario: Scenario) -> None:
    async with await Store.open(tmp_path / "w.db") as store:
        runs = await _queue(store, scenario, 3)
        worker = Worker(store, WorkerConfig(concurrency=2, lease_s=5, heartbeat_s=0.2,
                                            exit_when_idle=True))
        with anyio.fail_after(60):
            stats = await worker.serve(anyio.Event())
        await worker.servers.aclose()
        assert (stats.claimed, stats.finished, stats.takeovers) == (3, 3, 0)
        assert {r.status for r in await store.runs()} == {"resolved"}
        assert await leases.leases(store) == []
        found = await audit(store)
    assert (found.runs, found.finished, found.duplicate_calls, found.lost_events) == (
        len(runs), 3, 0, 0)


def test_worker_config_refuses_a_heartbeat_that_cannot_keep_a_lease() -> None:
    from oncall.errors import ConfigError

    with pytest.raises(ConfigError, match="--heartbeat"):
        WorkerConfig(lease_s=5, heartbeat_s=5)


async def test_checkpoints_are_serialised_by_a_lock_file(store: Store) -> None:
    assert has_wal_reset_bug("3.40.1") and not has_wal_reset_bug("3.51.3")
    done = await checkpoint(store)
    assert done is not None and not done.busy
    fd = os.open(lock_path(store.path), os.O_RDWR)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)  # another process is checkpointing
        assert await checkpoint(store) is None
    finally:
        os.close(fd)


# -- real processes ------------------------------------------------------------------------


def _oncall(*args: str, **kw: object) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-m", "oncall", *args],  # type: ignore[call-overload]
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)


def _rows(db: Path, sql: str) -> list[tuple[object, ...]]:
    conn = sqlite3.connect(db, timeout=30)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def test_two_worker_processes_share_a_database_and_finish_each_run_once(
        tmp_path: Path) -> None:
    db = tmp_path / "pool.db"
    scenario = ROOT / "scenarios" / "checkout-payments-deploy.yaml"
    for _ in range(6):
        subprocess.run([sys.executable, "-m", "oncall", "submit", str(scenario), "--db", str(db),
                        "--model", "scripted:investigator?delay=0.05"],
                       check=True, capture_output=True, timeout=60)
    workers = [_oncall("worker", "--db", str(db), "--concurrency", "2", "--lease", "10",
                       "--heartbeat", "1", "--exit-when-idle") for _ in range(2)]
    for w in workers:
        _, err = w.communicate(timeout=90)
        assert w.returncode == 0, err.decode()
    assert _rows(db, "SELECT status, attempts, count(*) FROM runs GROUP BY 1, 2") == [
        ("resolved", 1, 6)]
    assert _rows(db, "SELECT count(*) FROM events WHERE kind = 'run_finished'") == [(6,)]
    assert _rows(db, "SELECT count(*) FROM leases") == [(0,)]
    assert _rows(db, "PRAGMA integrity_check") == [("ok",)]
    done = subprocess.run([sys.executable, "-m", "oncall", "status", "--db", str(db), "--json"],
                          check=True, capture_output=True, timeout=60)
    assert orjson.loads(done.stdout)["outcomes"] == {"resolved": 6}


def test_sigterm_gives_the_lease_back_and_the_next_worker_takes_the_run_over(
        tmp_path: Path) -> None:
    db = tmp_path / "term.db"
    scenario = ROOT / "scenarios" / "checkout-payments-deploy.yaml"
    subprocess.run([sys.executable, "-m", "oncall", "submit", str(scenario), "--db", str(db),
                    "--model", "scripted:investigator?delay=0.5"],
                   check=True, capture_output=True, timeout=60)
    first = _oncall("worker", "--db", str(db), "--lease", "60", "--heartbeat", "5")
    deadline = time.monotonic() + 60
    while not _rows(db, "SELECT 1 FROM events WHERE kind = 'model_call'"):
        assert first.poll() is None and time.monotonic() < deadline
        time.sleep(0.05)
    first.send_signal(signal.SIGTERM)
    _, err = first.communicate(timeout=30)
    assert first.returncode == 0, err.decode()
    [(worker, released)] = _rows(db, "SELECT worker, released_at FROM leases")
    assert released is not None

    second = _oncall("worker", "--db", str(db), "--lease", "60", "--heartbeat", "5",
                     "--exit-when-idle")
    _, err = second.communicate(timeout=90)
    assert second.returncode == 0, err.decode()
    assert _rows(db, "SELECT status, attempts FROM runs") == [("resolved", 2)]
    [(payload,)] = _rows(db, "SELECT payload FROM events WHERE kind = 'takeover'")
    takeover = orjson.loads(str(payload))
    assert (takeover["previous_worker"], takeover["reason"]) == (worker, "released")
    assert _rows(db, "SELECT count(*) - count(DISTINCT step || role) FROM ledger") == [(0,)]
