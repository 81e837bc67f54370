"""The SQLite store: one writer connection per process, group commit, append-only events.

Appends from every run in the process are queued and written by one flusher task in a single
short transaction, so a hundred concurrent runs cost a handful of awaited statements per batch
instead of a handful per event. An append returns only once its transaction has committed.
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

import aiosqlite
import anyio
import orjson

from oncall.errors import LeaseLost, StoreError
from oncall.guards.circuit import Circuit, Transition
from oncall.leases import Fence
from oncall.store.events import Event, NewEvent
from oncall.store.owner_only import create_owner_only
from oncall.store.migrations import APPLICATION_ID, MIGRATIONS
from oncall.store.patient import Patient

CircuitChange = Callable[[Circuit], tuple[Circuit, Transition | None]]

Synchronous = Literal["NORMAL", "FULL"]


@dataclass(frozen=True, slots=True)
class RunRow:
    """A row of the `runs` view."""

    run_id: str
    scenario: str
    status: str
    attempts: int
    created_at: str
    started_at: str | None
    finished_at: str | None


@dataclass(frozen=True, slots=True)
class LedgerRow:
    """A row of the `ledger` view: one model call."""

    run_id: str
    step: int
    role: str
    model: str
    prompt_tokens: int
    completion_tokens: int
    latency_ms: float
    cost_usd: float
    attempt: int
    run_attempt: int
    ok: bool
    error: str | None
    seq: int
    at: str


@dataclass(slots=True)
class _Pending:
    run_id: str
    rows: list[tuple[str, int, str, int, float, str]]
    done: asyncio.Future[None]


def _uncancellable() -> anyio.CancelScope:
    """Work on the shared connection runs to its end: a cancel in the middle (a run whose
    lease was lost, a stopping worker) would leave a transaction or a statement open on the
    one connection every run of the process writes through."""
    return anyio.CancelScope(shield=True)


def _dumps(payload: Mapping[str, Any]) -> str:
    return orjson.dumps(payload).decode()


# SQLite allows 32,766 bound variables per statement (since 3.32); six per event.
_ROWS_PER_STATEMENT = 1000


_RETURNING = sqlite3.sqlite_version_info >= (3, 35)
"""INSERT ... RETURNING: with an older SQLite, fenced appends take a four-statement transaction."""


@lru_cache(maxsize=64)
def _fenced_insert_sql(fences: int, rows: int) -> str:
    return ("WITH fence(run_id, worker, epoch) AS (VALUES " + ", ".join(["(?, ?, ?)"] * fences)
            + "), held(run_id) AS (SELECT leases.run_id FROM leases JOIN fence USING (run_id)"
            " WHERE leases.worker = fence.worker AND leases.epoch = fence.epoch"
            " AND leases.released_at IS NULL AND leases.expires_at > ?),"
            " batch(run_id, seq, kind, step, ts, payload) AS (VALUES "
            + ", ".join(["(?, ?, ?, ?, ?, ?)"] * rows) + ")"
            " INSERT INTO events (run_id, seq, kind, step, ts, payload)"
            " SELECT * FROM batch WHERE run_id NOT IN (SELECT run_id FROM fence)"
            " OR run_id IN (SELECT run_id FROM held) RETURNING run_id")


@lru_cache(maxsize=64)
def _insert_sql(n: int) -> str:
    return ("INSERT INTO events (run_id, seq, kind, step, ts, payload) VALUES "
            + ", ".join(["(?, ?, ?, ?, ?, ?)"] * n))


class Store:
    """The event log of every run in one database file."""

    def __init__(self, conn: Patient, path: str, clock: Callable[[], float] = time.time) -> None:
        self._conn = conn
        self.path = path
        self._clock = clock
        self._next_seq: dict[str, int] = {}
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
        """Open (creating if needed) and migrate the database at `path`."""
        name = str(path)
        create_owner_only(name)
        try:
            conn = await aiosqlite.connect(name, isolation_level=None)
        except sqlite3.Error as exc:
            raise StoreError(f"{name}: cannot open the database ({exc})") from exc
        try:
            await conn.execute("PRAGMA busy_timeout = 30000")
            await conn.execute("PRAGMA journal_mode = WAL")
            await conn.execute(f"PRAGMA synchronous = {synchronous}")
            await _migrate(conn, name)
            await conn.execute("PRAGMA busy_timeout = 0")  # the Patient waits instead
        except sqlite3.DatabaseError as exc:
            await conn.close()
            raise StoreError(f"{name}: not a usable oncall database ({exc})") from exc
        except BaseException:
            await conn.close()
            raise
        return cls(Patient(conn), name, clock)

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
        seq = await self._seq_after(run_id)
        ts = self._clock()
        appended = [Event(run_id, seq + i, e.kind, e.step, ts, e.payload)
                    for i, e in enumerate(events, start=1)]
        self._next_seq[run_id] = seq + len(events)
        rows = [(e.run_id, e.seq, e.kind, e.step, e.ts, _dumps(e.payload)) for e in appended]
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
            self._next_seq.pop(run_id, None)  # unknown whether it landed: re-read next time
            raise
        return appended

    def _idle(self) -> bool:
        """Nothing queued, nothing being written: no batch for an append to join."""
        return not self._queue and not self._write_lock.locked() and (
            self._flusher is None or self._flusher.done())

    async def _write_alone(self, run_id: str, rows: list[tuple[str, int, str, int, float, str]]
                           ) -> None:
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
            self._next_seq.pop(run_id, None)
            raise StoreError(f"{self.path}: append to run {run_id} failed: {exc}") from exc
        except BaseException:
            self._next_seq.pop(run_id, None)
            raise

    async def _seq_after(self, run_id: str) -> int:
        if run_id not in self._next_seq:
            row = await self._one(
                "SELECT coalesce(max(seq), 0) FROM events WHERE run_id = ?", (run_id,))
            # Another append of the same run may have raced this read: keep the larger.
            self._next_seq[run_id] = max(int(row[0]) if row else 0,
                                         self._next_seq.get(run_id, 0))
        return self._next_seq[run_id]

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
                    self._next_seq.pop(p.run_id, None)
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
                             rows: list[tuple[str, int, str, int, float, str]]) -> set[str]:
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

    async def _insert(self, rows: list[tuple[str, int, str, int, float, str]]) -> None:
        for i in range(0, len(rows), _ROWS_PER_STATEMENT):
            chunk = rows[i:i + _ROWS_PER_STATEMENT]
            await self._conn.execute(_insert_sql(len(chunk)), [v for r in chunk for v in r])

    async def _write_locked(self, rows: list[tuple[str, int, str, int, float, str]]) -> None:
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

    # -- leases, fences, shared transactions (used by oncall.leases and oncall.workers) ------

    def now(self) -> float:
        """The store's clock (injected in tests), the one lease times are measured with."""
        return self._clock()

    def fence(self, fence: Fence) -> None:
        """From now on, appends to `fence.run_id` land only while this lease is held.

        A run without a fence (plain `python -m oncall run`) appends as before."""
        self._fences[fence.run_id] = fence
        self._next_seq.pop(fence.run_id, None)  # another owner may have appended meanwhile

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

    # -- reading -----------------------------------------------------------------------------

    # Every read is one job on the connection's thread (execute_fetchall): a statement left
    # open between two awaits would hold a read snapshot on the shared connection, and a write
    # transaction begun meanwhile by another task would have to upgrade that stale snapshot,
    # failing at once with "database is locked" (SQLITE_BUSY_SNAPSHOT, no busy wait) whenever
    # another process has committed since.

    async def _one(self, sql: str, args: Sequence[Any] = ()) -> Any:
        rows = list(await self._conn.execute_fetchall(sql, args))
        return rows[0] if rows else None

    async def events(self, run_id: str) -> list[Event]:
        """Every event of a run, in order; a payload that is not JSON names its run and seq."""
        rows = await self._conn.execute_fetchall(
            "SELECT seq, kind, step, ts, payload FROM events WHERE run_id = ? ORDER BY seq",
            (run_id,))
        out = []
        for seq, kind, step, ts, payload in rows:
            try:
                data = orjson.loads(payload)
            except orjson.JSONDecodeError as exc:
                raise StoreError(f"{self.path}: run {run_id} seq {seq}: unreadable payload "
                                 f"({exc})") from exc
            out.append(Event(run_id, int(seq), str(kind), int(step), float(ts), data))
        return out

    async def spec(self, run_id: str) -> tuple[str, dict[str, Any]]:
        row = await self._one("SELECT scenario, spec FROM run_specs WHERE run_id = ?", (run_id,))
        if row is None:
            raise StoreError(f"{self.path}: no run {run_id!r}")
        return str(row[0]), orjson.loads(row[1])

    async def run(self, run_id: str) -> RunRow:
        rows = await self.runs(run_id)
        if not rows:
            raise StoreError(f"{self.path}: no run {run_id!r}")
        return rows[0]

    async def runs(self, run_id: str | None = None) -> list[RunRow]:
        sql = ("SELECT run_id, scenario, status, attempts, created_at, started_at, finished_at"
               " FROM runs")
        args: tuple[str, ...] = ()
        if run_id is not None:
            sql += " WHERE run_id = ?"
            args = (run_id,)
        rows = await self._conn.execute_fetchall(sql + " ORDER BY created_at, run_id", args)
        return [RunRow(str(r[0]), str(r[1]), str(r[2]), int(r[3]), str(r[4]), r[5], r[6])
                for r in rows]

    # -- circuits (shared, mutable state) --------------------------------------------------

    async def circuit(self, tool: str) -> Circuit:
        row = await self._one(
            "SELECT state, failures, opened_at FROM circuits WHERE tool = ?", (tool,))
        return Circuit(tool) if row is None else Circuit(tool, str(row[0]), int(row[1]), row[2])

    async def circuits(self) -> list[Circuit]:
        rows = await self._conn.execute_fetchall(
            "SELECT tool, state, failures, opened_at FROM circuits ORDER BY tool")
        return [Circuit(str(r[0]), str(r[1]), int(r[2]), r[3]) for r in rows]

    async def change_circuit(self, tool: str, change: CircuitChange, run_id: str | None
                             ) -> tuple[Circuit, Transition | None]:
        """Read, change and write a circuit atomically (across processes too: BEGIN
        IMMEDIATE), logging the transition if there is one."""
        with _uncancellable():
            changed = await self._change_circuit(tool, change, run_id)
        return changed

    async def _change_circuit(self, tool: str, change: CircuitChange, run_id: str | None
                              ) -> tuple[Circuit, Transition | None]:
        async with self._write_lock:
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                current = await self.circuit(tool)
                new, transition = change(current)
                now = self._clock()
                if new != current:
                    await self._conn.execute(
                        "INSERT INTO circuits (tool, state, failures, opened_at, updated_at)"
                        " VALUES (?, ?, ?, ?, ?) ON CONFLICT (tool) DO UPDATE SET"
                        " state = excluded.state, failures = excluded.failures,"
                        " opened_at = excluded.opened_at, updated_at = excluded.updated_at",
                        (new.tool, new.state, new.failures, new.opened_at, now))
                if transition is not None:
                    await self._conn.execute(
                        "INSERT INTO circuit_events (tool, from_state, to_state, reason, run_id,"
                        " ts) VALUES (?, ?, ?, ?, ?, ?)",
                        (transition.tool, transition.from_state, transition.to_state,
                         transition.reason, run_id, now))
                await self._conn.execute("COMMIT")
            except BaseException:
                await self._conn.execute("ROLLBACK")
                raise
        return new, transition

    async def ledger(self, run_id: str | None = None) -> list[LedgerRow]:
        sql = ("SELECT run_id, step, role, model, prompt_tokens, completion_tokens, latency_ms,"
               " cost_usd, attempt, run_attempt, ok, error, seq, at FROM ledger")
        args: tuple[str, ...] = ()
        if run_id is not None:
            sql += " WHERE run_id = ?"
            args = (run_id,)
        rows = await self._conn.execute_fetchall(sql + " ORDER BY run_id, seq", args)
        return [LedgerRow(str(r[0]), int(r[1]), str(r[2]), str(r[3]), int(r[4] or 0),
                          int(r[5] or 0), float(r[6] or 0.0), float(r[7] or 0.0),
                          int(r[8] or 1), int(r[9] or 1), bool(r[10]), r[11], int(r[12]),
                          str(r[13]))
                for r in rows]


async def _migrate(conn: aiosqlite.Connection, name: str) -> None:
    """Bring the schema up to date, refusing files that are not ours or are from the future."""
    # Several worker processes may open a new file at once: the first-time set-up and each
    # migration re-check what is there inside BEGIN IMMEDIATE, so only one of them applies it.
    await conn.execute("BEGIN IMMEDIATE")
    try:
        async with conn.execute("PRAGMA application_id") as cur:
            row = await cur.fetchone()
        app_id = int(row[0]) if row else 0
        async with conn.execute("SELECT count(*) FROM sqlite_master") as cur:
            row = await cur.fetchone()
        n_objects = int(row[0]) if row else 0
        if app_id != APPLICATION_ID and n_objects > 0:
            raise StoreError(f"{name}: not an oncall database (it holds other tables; "
                             "give --db a new file)")
        if app_id != APPLICATION_ID:
            await conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            await conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations ("
                " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at REAL NOT NULL)")
        current = await _schema_version(conn)
        await conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            await conn.execute("ROLLBACK")
        raise
    known = MIGRATIONS[-1].version
    if current > known:
        raise StoreError(f"{name}: schema version {current} is newer than this oncall "
                         f"(knows up to {known}); upgrade oncall")
    for m in MIGRATIONS:
        if m.version <= current:
            continue
        await conn.execute("BEGIN IMMEDIATE")
        try:
            if await _schema_version(conn) >= m.version:  # another process was first
                await conn.execute("COMMIT")
                continue
            for statement in _split_sql(m.sql):
                await conn.execute(statement)
            await conn.execute(
                "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                (m.version, m.name, time.time()))
            await conn.execute("COMMIT")
        except BaseException:
            await conn.execute("ROLLBACK")
            raise


async def _schema_version(conn: aiosqlite.Connection) -> int:
    async with conn.execute("SELECT coalesce(max(version), 0) FROM schema_migrations") as cur:
        row = await cur.fetchone()
    return int(row[0]) if row else 0


def _split_sql(script: str) -> list[str]:
    """Split a migration into statements (executescript would commit on its own)."""
    statements, buf = [], ""
    for line in script.splitlines(keepends=True):
        if line.strip().startswith("--"):
            continue
        buf += line
        if sqlite3.complete_statement(buf):
            statements.append(buf.strip())
            buf = ""
    if buf.strip():
        statements.append(buf.strip())
    return statements
