"""The SQLite store: one writer connection per process, group commit, append-only events.

Appends from every run in the process are queued and written by one flusher task in a single
short transaction, so a hundred concurrent runs cost a handful of awaited statements per batch
instead of a handful per event. An append returns only once its transaction has committed.
Each event carries its hash in the run's chain (`oncall.store.chain`), checked whenever a run's
events are read.

The store knows rows and transactions, nothing above them: circuits (`oncall.guards.circuit`)
and leases (`oncall.leases`) are built on `immediate`, `write`, `fetch` and `fence`.
"""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal, Self

import anyio
import orjson
import structlog

from oncall.errors import LeaseLost, StoreError
from oncall.store.chain import GENESIS, link
from oncall.store.events import Event, NewEvent
from oncall.store.fence import Fence
from oncall.store.migrations import MIGRATIONS
from oncall.store.opening import open_reader, open_writer
from oncall.store.opening import split_sql as _split_sql
from oncall.store.owner_only import create_owner_only
from oncall.store.patient import Patient
from oncall.store.reads import _CHAIN_VERSION, LedgerRow, Reads, RunRow

log = structlog.get_logger("oncall.store")

__all__ = ["_CHAIN_VERSION", "LedgerRow", "RunRow", "Store", "_split_sql"]

Row = tuple[str, int, str, int, float, str, str]
"""run_id, seq, kind, step, ts, payload, hash: an event as it is inserted."""

Synchronous = Literal["NORMAL", "FULL"]


@dataclass(slots=True)
class _Pending:
    run_id: str
    rows: list[Row]
    done: asyncio.Future[None]


def _uncancellable() -> anyio.CancelScope:
    """Work on the shared connection runs to its end: a cancel in the middle (a run whose
    lease was lost, a stopping worker) would leave a transaction or a statement open on the
    one connection every run of the process writes through."""
    return anyio.CancelScope(shield=True)


def _retrieve(done: asyncio.Future[None]) -> None:
    if not done.cancelled():
        done.exception()


def _dumps(payload: Mapping[str, Any]) -> str:
    return orjson.dumps(payload).decode()


# SQLite allows 32,766 bound variables per statement (since 3.32); seven per event.
_ROWS_PER_STATEMENT = 1000


_RETURNING = sqlite3.sqlite_version_info >= (3, 35)
"""INSERT ... RETURNING: with an older SQLite, fenced appends take a four-statement transaction."""


@lru_cache(maxsize=64)
def _fenced_insert_sql(fences: int, rows: int) -> str:
    return ("WITH fence(run_id, worker, epoch) AS (VALUES " + ", ".join(["(?, ?, ?)"] * fences)
            + "), held(run_id) AS (SELECT leases.run_id FROM leases JOIN fence USING (run_id)"
            " WHERE leases.worker = fence.worker AND leases.epoch = fence.epoch"
            " AND leases.released_at IS NULL AND leases.expires_at > ?),"
            " batch(run_id, seq, kind, step, ts, payload, hash) AS (VALUES "
            + ", ".join(["(?, ?, ?, ?, ?, ?, ?)"] * rows) + ")"
            " INSERT INTO events (run_id, seq, kind, step, ts, payload, hash)"
            " SELECT * FROM batch WHERE run_id NOT IN (SELECT run_id FROM fence)"
            " OR run_id IN (SELECT run_id FROM held) RETURNING run_id")


@lru_cache(maxsize=64)
def _insert_sql(n: int) -> str:
    return ("INSERT INTO events (run_id, seq, kind, step, ts, payload, hash) VALUES "
            + ", ".join(["(?, ?, ?, ?, ?, ?, ?)"] * n))


class Store(Reads):
    """The event log of every run in one database file."""

    def __init__(self, conn: Patient, path: str, clock: Callable[[], float] = time.time, *,
                 readonly: bool = False, schema_version: int = MIGRATIONS[-1].version) -> None:
        self._conn = conn
        self.path = path
        self._clock = clock
        self.readonly = readonly
        self.schema_version = schema_version
        # run_id -> (seq, hash) of the run's last event as this process knows it.
        self._heads: dict[str, tuple[int, str]] = {}
        self._queue: list[_Pending] = []
        self._flusher: asyncio.Task[None] | None = None
        self._write_lock = asyncio.Lock()
        # run_id -> the lease this process must hold for an append to that run to land.
        self._fences: dict[str, Fence] = {}
        self.sqlite_version = sqlite3.sqlite_version

    # -- opening -----------------------------------------------------------------------------

    @classmethod
    async def open(cls, path: str | Path, *, synchronous: Synchronous = "NORMAL",
                   clock: Callable[[], float] = time.time) -> Self:
        """Open (creating if needed), check and migrate the database at `path` for writing."""
        name = str(path)
        create_owner_only(name)
        return cls(Patient(await open_writer(name, synchronous)), name, clock)

    @classmethod
    async def open_readonly(cls, path: str | Path, *,
                            clock: Callable[[], float] = time.time) -> Self:
        """Open an existing database for reading only: it works on a read-only file or
        directory and beside a process that is writing. Nothing is migrated; an older file is
        read as it is (its events carry no hash, its views are the ones it has)."""
        name = str(path)
        conn, version = await open_reader(name)
        if version < MIGRATIONS[-1].version:
            # An older file lacks what newer reads need (the run index, the hash column):
            # migrate it once if it may be written, else read it as it is.
            await conn.close()
            try:
                await (await cls.open(name, clock=clock)).close()
            except StoreError as exc:
                log.warning("store_read_unmigrated", db=name, schema_version=version,
                            reason=str(exc))
            conn, version = await open_reader(name)
        return cls(Patient(conn), name, clock, readonly=True, schema_version=version)

    async def close(self) -> None:
        if self._flusher is not None:
            await asyncio.shield(self._flusher)
        await self._conn.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- writing -----------------------------------------------------------------------------

    async def create_run(self, run_id: str, scenario: str, spec: Mapping[str, Any]) -> None:
        await self._conn.execute(
            "INSERT INTO run_specs (run_id, scenario, spec, created_at) VALUES (?, ?, ?, ?)",
            (run_id, scenario, _dumps(spec), self._clock()),
        )

    async def append(self, run_id: str, events: Sequence[NewEvent]) -> list[Event]:
        """Append events to a run's log in one transaction and wait until it has committed."""
        if not events:
            return []
        if self.readonly:
            raise StoreError(f"{self.path}: opened read-only; append to run {run_id} refused")
        seq, prev = await self._head(run_id)
        ts = self._clock()
        appended = [Event(run_id, seq + i, e.kind, e.step, ts, e.payload)
                    for i, e in enumerate(events, start=1)]
        rows: list[Row] = []
        for e in appended:
            payload = _dumps(e.payload)
            prev = link(prev, run_id, e.seq, e.kind, e.step, ts, payload)
            rows.append((run_id, e.seq, e.kind, e.step, ts, payload, prev))
        self._heads[run_id] = (seq + len(events), prev)
        if self._idle() and run_id not in self._fences and len(rows) <= _ROWS_PER_STATEMENT:
            await self._write_alone(run_id, rows)
            return appended
        pending = _Pending(run_id, rows, asyncio.get_running_loop().create_future())
        self._queue.append(pending)
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.ensure_future(self._flush())
        try:
            await asyncio.shield(pending.done)
        except BaseException:
            self._heads.pop(run_id, None)  # unknown whether it landed: re-read next time
            # Nobody awaits the batch's verdict now (a cancelled run, a lost lease): read it
            # when it comes, or asyncio prints "Future exception was never retrieved".
            pending.done.add_done_callback(_retrieve)
            raise
        return appended

    def _idle(self) -> bool:
        """Nothing queued, nothing being written: no batch for an append to join."""
        return not self._queue and not self._write_lock.locked() and (
            self._flusher is None or self._flusher.done())

    async def _write_alone(self, run_id: str, rows: list[Row]) -> None:
        """An append to an idle store writes its own rows from its own task: one INSERT, one
        autocommit transaction, the same statement a batch of one would be. Handing it to the
        flusher costs a task and two more turns of the event loop (about 60 µs of CPU and as
        much latency per append on a 2-core machine), and a lone run appends twice a step.

        Appends that arrive meanwhile see the write lock taken and queue for the flusher as
        usual, so group commit under load is unchanged. A cancel here cannot leave a
        transaction open: the statement is already on the connection's thread, which runs it
        whole (and in order before any later statement); as for a cancelled batched append,
        whether it landed is then unknown, so the run's next seq is read again."""
        try:
            async with self._write_lock:
                await self._conn.execute(_insert_sql(len(rows)), [v for r in rows for v in r])
        except sqlite3.Error as exc:
            self._heads.pop(run_id, None)
            raise StoreError(f"{self.path}: append to run {run_id} failed: {exc}") from exc
        except BaseException:
            self._heads.pop(run_id, None)
            raise

    async def _head(self, run_id: str) -> tuple[int, str]:
        """The seq and hash of the run's last event (0 and the chain's start for none; an
        event from before the chain also restarts it)."""
        if run_id not in self._heads:
            row = await self._one(
                "SELECT seq, hash FROM events WHERE run_id = ? ORDER BY seq DESC LIMIT 1",
                (run_id,))
            read = (int(row[0]), str(row[1] or GENESIS)) if row else (0, GENESIS)
            # Another append of the same run may have raced this read: keep the later.
            known = self._heads.get(run_id)
            self._heads[run_id] = known if known is not None and known[0] > read[0] else read
        return self._heads[run_id]

    async def _flush(self) -> None:
        """Write every queued append, batch by batch, until the queue is empty."""
        while self._queue:
            batch, self._queue = self._queue, []
            outcome: list[BaseException | None]
            try:
                outcome = await self._write(batch)
            except sqlite3.Error:
                # One bad append (say, a seq collision) must not fail its neighbours.
                outcome = []
                for p in batch:
                    try:
                        outcome += await self._write([p])
                    except sqlite3.Error as exc:
                        outcome.append(StoreError(f"{self.path}: append to run {p.run_id} "
                                                  f"failed: {exc}"))
            for p, failure in zip(batch, outcome, strict=True):
                if failure is None:
                    p.done.set_result(None)
                else:
                    self._heads.pop(p.run_id, None)
                    p.done.set_exception(failure)

    async def _write(self, batch: list[_Pending]) -> list[BaseException | None]:
        """One INSERT statement is one atomic transaction in autocommit mode: a single round
        trip to the connection's thread for a whole batch, the usual case. The write lock keeps
        it out of another coroutine's open transaction on the same connection.

        A batch holding a fenced run is written in one BEGIN IMMEDIATE transaction that first
        checks the leases: the check and the insert cannot be split by another process's
        takeover. Appends of runs whose lease is gone are refused with `LeaseLost`; the rest
        of the batch lands."""
        async with self._write_lock:
            fences = {p.run_id: self._fences[p.run_id] for p in batch if p.run_id in self._fences}
            rows = [row for p in batch for row in p.rows]
            if not fences:
                await self._write_locked(rows)
                return [None] * len(batch)
            if len(rows) <= _ROWS_PER_STATEMENT and _RETURNING:
                held = await self._insert_fenced(list(fences.values()), rows)
                return self._refusals(batch, fences, held)
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                held = await self._held(list(fences.values()))
                await self._insert([row for p in batch if p.run_id not in fences
                                    or p.run_id in held for row in p.rows])
                await self._conn.execute("COMMIT")
            except BaseException:
                await self._conn.execute("ROLLBACK")
                raise
        return self._refusals(batch, fences, held)

    def _refusals(self, batch: list[_Pending], fences: Mapping[str, Fence], held: set[str]
                  ) -> list[BaseException | None]:
        return [None if p.run_id not in fences or p.run_id in held
                else LeaseLost(f"{self.path}: run {p.run_id}: this process no longer holds "
                               f"its lease (worker {fences[p.run_id].worker}, epoch "
                               f"{fences[p.run_id].epoch}); append refused")
                for p in batch]

    async def _insert_fenced(self, fences: list[Fence],
                             rows: list[Row]) -> set[str]:
        """The lease check and the insert as one statement: one autocommit transaction, one
        round trip, where `BEGIN IMMEDIATE`, the check, the insert and `COMMIT` take four (and
        hold SQLite's write lock, which every other process waits on, across all four). An
        INSERT takes the write lock before it reads, so no takeover can come between the
        check and the rows. The rows of runs whose lease is gone are filtered out; the
        statement returns the run of each row it wrote, so the fenced runs that hold."""
        landed = await self._conn.execute_fetchall(
            _fenced_insert_sql(len(fences), len(rows)),
            [*(v for f in fences for v in (f.run_id, f.worker, f.epoch)), self._clock(),
             *(v for r in rows for v in r)])
        return {str(r[0]) for r in landed}

    async def _held(self, fences: list[Fence]) -> set[str]:
        """The fenced runs whose lease this process still holds (inside a transaction)."""
        values = ", ".join(["(?, ?, ?)"] * len(fences))
        rows = await self._conn.execute_fetchall(
            f"SELECT run_id FROM leases WHERE (run_id, worker, epoch) IN (VALUES {values})"
            " AND released_at IS NULL AND expires_at > ?",
            [*(v for f in fences for v in (f.run_id, f.worker, f.epoch)), self._clock()])
        return {str(r[0]) for r in rows}

    async def _insert(self, rows: list[Row]) -> None:
        for i in range(0, len(rows), _ROWS_PER_STATEMENT):
            chunk = rows[i:i + _ROWS_PER_STATEMENT]
            await self._conn.execute(_insert_sql(len(chunk)), [v for r in chunk for v in r])

    async def _write_locked(self, rows: list[Row]) -> None:
        if len(rows) <= _ROWS_PER_STATEMENT:
            await self._conn.execute(_insert_sql(len(rows)), [v for r in rows for v in r])
            return
        await self._conn.execute("BEGIN IMMEDIATE")
        try:
            await self._insert(rows)
            await self._conn.execute("COMMIT")
        except BaseException:
            await self._conn.execute("ROLLBACK")
            raise

    # -- fences, shared transactions (used by oncall.leases, oncall.guards.circuit, workers) -

    def now(self) -> float:
        """The store's clock (injected in tests), the one lease times are measured with."""
        return self._clock()

    def fence(self, fence: Fence) -> None:
        """From now on, appends to `fence.run_id` land only while this lease is held.

        A run without a fence (plain `python -m oncall run`) appends as before."""
        self._fences[fence.run_id] = fence
        self._heads.pop(fence.run_id, None)  # another owner may have appended meanwhile

    def unfence(self, run_id: str) -> None:
        """Forget a finished run's fence; only call once nothing of the run can append."""
        self._fences.pop(run_id, None)

    async def write(self, sql: str, args: Sequence[Any] = ()) -> int:
        """One write statement on its own (SQLite makes it atomic), in one trip to the
        connection's thread; the number of rows it changed.

        Preferred to `immediate()` wherever one statement does: a transaction holds SQLite's
        write lock across every await inside it, and in a busy process each await is a turn
        of the event loop, so another process's writers would wait for all of them."""
        with _uncancellable():
            async with self._write_lock:
                cursor = await self._conn.execute(sql, args)
        return cursor.rowcount

    async def write_returning(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """`write` for a statement with a RETURNING clause (SQLite >= 3.35): its rows."""
        with _uncancellable():
            async with self._write_lock:
                rows = await self._conn.execute_fetchall(sql, args)
        return [tuple(r) for r in rows]

    @property
    def supports_returning(self) -> bool:
        return _RETURNING

    @property
    def busy_waits(self) -> tuple[int, float]:
        """Statements that found another process holding the write lock, and the seconds
        they waited for it (see `oncall.store.patient`)."""
        return self._conn.waits, self._conn.waited_s

    @asynccontextmanager
    async def immediate(self) -> AsyncIterator[Patient]:
        """A BEGIN IMMEDIATE transaction on the writer connection: committed when the block
        ends, rolled back if it raises. Another process's write lock is waited out (see
        `oncall.store.patient`), and a read-modify-write inside cannot interleave with theirs.
        It holds the write lock across every await inside: prefer `write` where one statement
        does."""
        with _uncancellable():
            async with self._write_lock:
                await self._conn.execute("BEGIN IMMEDIATE")
                try:
                    yield self._conn
                except BaseException:
                    await self._conn.execute("ROLLBACK")
                    raise
                await self._conn.execute("COMMIT")

    async def fetch(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Rows of a read-only query, for reports (status, chaos) that need their own SQL."""
        return [tuple(r) for r in await self._conn.execute_fetchall(sql, args)]

    async def checkpoint(self) -> tuple[int, int, int]:
        """`PRAGMA wal_checkpoint(TRUNCATE)`: copy the WAL into the database and truncate it.

        TRUNCATE takes SQLite's writer lock, so no write of another connection runs during
        it; callers serialise checkpoints across processes (`oncall.checkpoint`). Returns
        (busy, wal frames, frames checkpointed)."""
        with _uncancellable():
            async with self._write_lock:
                # TRUNCATE waits for readers through SQLite's busy handler, which is off on
                # this connection otherwise (see `oncall.store.patient`).
                await self._conn.execute("PRAGMA busy_timeout = 30000")
                try:
                    row = await self._one("PRAGMA wal_checkpoint(TRUNCATE)")
                finally:
                    await self._conn.execute("PRAGMA busy_timeout = 0")
        return (int(row[0]), int(row[1]), int(row[2])) if row else (1, -1, -1)

    async def set_autocheckpoint(self, pages: int) -> None:
        """`PRAGMA wal_autocheckpoint`; 0 turns off the checkpoints SQLite runs on commit."""
        await self._conn.execute(f"PRAGMA wal_autocheckpoint = {int(pages)}")
