"""Leases: which worker process owns a run right now, and the fence that keeps others out.

A worker claims a run — abandoned work first (a lease that expired or was released), then the
oldest queued run — renews the lease by heartbeat while it works, and gives it up when done.
Every claim bumps the run's `epoch`. The store refuses an append to a fenced run unless this
process holds the lease at that epoch and it has not expired, checked in the same transaction
as the insert (`Store.fence`), so a worker that was only slow, not dead, cannot write another
event once someone else took the run over. The `(run_id, seq)` key stays the last line of
defence, not the first.

Every read-modify-write here runs in BEGIN IMMEDIATE: several processes share one database
and wait for each other (busy timeout) instead of failing or interleaving.
"""

from __future__ import annotations

import os
import secrets
import socket
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import aiosqlite

from oncall.store.fence import Fence

__all__ = ["Claim", "Fence", "Lease", "claim", "claim_some", "claimable", "holder", "leases",
           "new_worker_id", "pending", "release", "renew"]

if TYPE_CHECKING:
    from oncall.store.db import Store
    from oncall.store.patient import Patient


@dataclass(frozen=True, slots=True)
class Lease:
    """A row of `leases`: times are unix seconds on the store's clock."""

    run_id: str
    worker: str
    """host:pid:random of the holder; the random part tells a reused pid apart."""
    epoch: int
    """How many times the run was claimed: the fencing token."""
    acquired_at: float
    renewed_at: float
    expires_at: float
    released_at: float | None
    """Set when the holder gave the run up on purpose (SIGTERM)."""

    @property
    def fence(self) -> Fence:
        return Fence(self.run_id, self.worker, self.epoch)

    def free(self, now: float) -> bool:
        """Whether anyone may take the run over."""
        return self.released_at is not None or self.expires_at <= now


@dataclass(frozen=True, slots=True)
class Claim:
    """A run this worker now holds, and the lease it took over (None: a queued run)."""

    lease: Lease
    previous: Lease | None


def new_worker_id() -> str:
    """host:pid:random, unique across machines, processes and pid reuse."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"


_COLUMNS = "run_id, worker, epoch, acquired_at, renewed_at, expires_at, released_at"

# Not started and not claimed. A run started by a plain `oncall run` has a run_started event
# and no lease: it belongs to that process, and workers leave it alone. `run_index` says
# 'queued' exactly while a run has neither a run_started nor a run_finished event (its
# triggers), and its (status, created_at, run_id) index answers this in microseconds where
# the scan of every spec took 0.1 s per poll on 100,000 runs.
_QUEUED = """
    FROM run_index s
    WHERE s.status = 'queued'
      AND NOT EXISTS (SELECT 1 FROM leases l WHERE l.run_id = s.run_id)
"""


def _lease(row: tuple[Any, ...] | aiosqlite.Row) -> Lease:
    return Lease(str(row[0]), str(row[1]), int(row[2]), float(row[3]), float(row[4]),
                 float(row[5]), None if row[6] is None else float(row[6]))


async def _finished(conn: Patient, run_id: str) -> bool:
    rows = list(await conn.execute_fetchall(
        "SELECT kind FROM events WHERE run_id = ? AND kind IN ('run_started', 'run_finished')"
        " ORDER BY seq DESC LIMIT 1", (run_id,)))
    return bool(rows) and rows[0][0] == "run_finished"


async def claim(store: Store, worker: str, lease_s: float) -> Claim | None:
    """Take one run, abandoned work first; None when there is nothing to take."""
    got = await claim_some(store, worker, lease_s, 1)
    return got[0] if got else None


async def claim_some(store: Store, worker: str, lease_s: float, most: int) -> list[Claim]:
    """Take up to `most` runs: one abandoned run if there is any, else the oldest queued ones
    in one statement (a worker starting with a free pool fills it in one trip)."""
    now = store.now()
    if store.supports_returning and not await _abandoned(store, now):
        return await _claim_queued(store, worker, now, lease_s, most)
    got = await _claim_one(store, worker, now, lease_s)
    return [got] if got else []


async def _claim_one(store: Store, worker: str, now: float, lease_s: float) -> Claim | None:
    """Abandoned work first, then the oldest queued run, in one BEGIN IMMEDIATE transaction."""
    async with store.immediate() as conn:
        while True:
            rows = list(await conn.execute_fetchall(
                f"SELECT {_COLUMNS} FROM leases WHERE {_ABANDONED}"
                " ORDER BY expires_at, run_id LIMIT 1", (now,)))
            if not rows:
                break
            previous = _lease(rows[0])
            if await _finished(conn, previous.run_id):
                # Its holder died between finishing the run and giving the lease back.
                await conn.execute("DELETE FROM leases WHERE run_id = ?", (previous.run_id,))
                continue
            lease = Lease(previous.run_id, worker, previous.epoch + 1, now, now, now + lease_s,
                          None)
            await conn.execute(
                "UPDATE leases SET worker = ?, epoch = ?, acquired_at = ?, renewed_at = ?,"
                " expires_at = ?, released_at = NULL WHERE run_id = ?",
                (lease.worker, lease.epoch, now, now, lease.expires_at, lease.run_id))
            return Claim(lease, previous)
        rows = list(await conn.execute_fetchall(
            f"SELECT s.run_id {_QUEUED} ORDER BY s.created_at, s.run_id LIMIT 1"))
        if not rows:
            return None
        lease = Lease(str(rows[0][0]), worker, 1, now, now, now + lease_s, None)
        await conn.execute(f"INSERT INTO leases ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)",
                           (lease.run_id, worker, 1, now, now, lease.expires_at, None))
        return Claim(lease, None)


_ABANDONED = "expires_at <= ? OR released_at IS NOT NULL"


async def _abandoned(store: Store, now: float) -> bool:
    rows = await store.fetch(f"SELECT EXISTS (SELECT 1 FROM leases WHERE {_ABANDONED})", (now,))
    return bool(rows[0][0])


async def _claim_queued(store: Store, worker: str, now: float, lease_s: float,
                        most: int) -> list[Claim]:
    """The oldest queued runs, up to `most`, leased in one statement.

    The common claim, once per run: a transaction would hold the write lock across its four
    awaits (see `Store.write`). A lease that expires between the look for abandoned work and
    this statement is taken by the next claim instead."""
    rows = await store.write_returning(
        f"INSERT INTO leases ({_COLUMNS}) SELECT s.run_id, ?, 1, ?, ?, ?, NULL {_QUEUED}"
        " ORDER BY s.created_at, s.run_id LIMIT ? RETURNING run_id",
        (worker, now, now, now + lease_s, most))
    return [Claim(Lease(str(r[0]), worker, 1, now, now, now + lease_s, None), None)
            for r in rows]


async def claimable(store: Store) -> bool:
    """Whether `claim` would find something: a cheap read before taking the write lock."""
    rows = await store.fetch(
        f"SELECT EXISTS (SELECT 1 FROM leases WHERE {_ABANDONED})"
        f" OR EXISTS (SELECT 1 {_QUEUED})", (store.now(),))
    return bool(rows[0][0])


async def pending(store: Store) -> bool:
    """Whether any run is queued or leased: work that is or may become someone's."""
    rows = await store.fetch(f"SELECT EXISTS (SELECT 1 FROM leases) OR EXISTS (SELECT 1 {_QUEUED})")
    return bool(rows[0][0])


async def renew(store: Store, lease: Lease, lease_s: float) -> Lease | None:
    """Extend a held lease (a heartbeat); None if it was lost (expired, taken over)."""
    now = store.now()
    changed = await store.write(
        "UPDATE leases SET renewed_at = ?, expires_at = ? WHERE run_id = ? AND worker = ?"
        " AND epoch = ? AND released_at IS NULL AND expires_at > ?",
        (now, now + lease_s, lease.run_id, lease.worker, lease.epoch, now))
    return replace(lease, renewed_at=now, expires_at=now + lease_s) if changed == 1 else None


async def release(store: Store, lease: Lease, *, finished: bool) -> bool:
    """Give a run back: forget its lease when it finished, else free it for the next worker
    at once (no waiting for expiry). False if the lease was no longer ours."""
    now = store.now()
    if finished:
        changed = await store.write(
            "DELETE FROM leases WHERE run_id = ? AND worker = ? AND epoch = ?",
            (lease.run_id, lease.worker, lease.epoch))
    else:
        changed = await store.write(
            "UPDATE leases SET released_at = ?, expires_at = min(expires_at, ?)"
            " WHERE run_id = ? AND worker = ? AND epoch = ?",
            (now, now, lease.run_id, lease.worker, lease.epoch))
    return changed == 1


async def leases(store: Store) -> list[Lease]:
    """Every lease row, oldest claim first."""
    rows = await store.fetch(f"SELECT {_COLUMNS} FROM leases ORDER BY acquired_at, run_id")
    return [_lease(r) for r in rows]


async def holder(store: Store, run_id: str) -> Lease | None:
    """The lease that makes `run_id` some worker's right now (unreleased, unexpired), if any."""
    rows = await store.fetch(
        f"SELECT {_COLUMNS} FROM leases WHERE run_id = ? AND released_at IS NULL"
        " AND expires_at > ?", (run_id, store.now()))
    return _lease(rows[0]) if rows else None
