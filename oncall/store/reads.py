"""Reading the log: a run's events (hash chain checked), specs, the runs and ledger views.

Every read is one job on the connection's thread, and every SQLite failure on the way is one
StoreError naming the file (and the run and seq of a payload that is not JSON), never a raw
`sqlite3` traceback.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import orjson

from oncall.errors import StoreError
from oncall.store.chain import (
    BadRow,
    ChainReport,
    Indexed,
    RunChain,
    check_run,
    compare_index,
    typed_row,
)
from oncall.store.chain import Row as ChainRow
from oncall.store.events import Event
from oncall.store.migrations import MIGRATIONS
from oncall.store.opening import refusal
from oncall.store.patient import Patient

_CHAIN_VERSION = 7
"""The migration that added `events.hash`: older files are read without the chain."""
_INDEX_VERSION = 8
"""The migration that added `run_index`: older files have nothing to compare a tail with."""
_ARCHIVE_VERSION = 9
"""The migration that added `archived_runs`: runs moved out by `oncall retention`."""


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



class Reads:
    """The store's queries; `Store` adds opening and appending."""

    _conn: Patient
    path: str
    schema_version: int = MIGRATIONS[-1].version

    # Every read is one job on the connection's thread (execute_fetchall): a statement left
    # open between two awaits would hold a read snapshot on the shared connection, and a write
    # transaction begun meanwhile by another task would have to upgrade that stale snapshot,
    # failing at once with "database is locked" (SQLITE_BUSY_SNAPSHOT, no busy wait) whenever
    # another process has committed since.

    async def _one(self, sql: str, args: Sequence[Any] = ()) -> Any:
        rows = list(await self._conn.execute_fetchall(sql, args))
        return rows[0] if rows else None

    async def events(self, run_id: str) -> list[Event]:
        """Every event of a run, in order, its hash chain checked: a payload that is not JSON,
        or an event edited, deleted or reordered behind the store's back, names its run and
        seq (a StoreError) rather than being replayed."""
        try:
            rows, kept = await self._rows_and_index(run_id)
        except BadRow as exc:
            raise StoreError(f"{self.path}: {exc}; see `python -m oncall verify {run_id} "
                             f"--db {self.path}`") from exc
        chain = check_run(run_id, rows)
        if chain.problem is None and kept is not None:
            chain.problem = compare_index(chain, kept)
        if chain.problem:
            raise StoreError(f"{self.path}: {chain.problem}; see `python -m oncall verify "
                             f"{run_id} --db {self.path}`")
        out = []
        for seq, kind, step, ts, payload, _ in rows:
            try:
                data = orjson.loads(payload)
            except orjson.JSONDecodeError as exc:
                raise StoreError(f"{self.path}: run {run_id} seq {seq}: unreadable payload "
                                 f"({exc})") from exc
            if not isinstance(data, dict):
                raise StoreError(f"{self.path}: run {run_id} seq {seq}: unreadable payload "
                                 f"(a JSON {type(data).__name__}, not an object)")
            out.append(Event(run_id, seq, kind, step, ts, data))
        return out

    async def _rows_and_index(self, run_id: str) -> tuple[list[ChainRow], Indexed | None]:
        """A run's rows and its run_index row, read by one statement (one snapshot, so a
        concurrent append cannot tell them apart). A damaged page can end a scan early
        without an error, SQLite returning the run's first events as if they were all; the
        chain still holds over them, but the run index, kept by triggers as events were
        appended, says how the log ended. None when there is nothing to compare with."""
        if self.schema_version < _INDEX_VERSION:
            return await self._chain_rows(run_id), None
        raw = await self._read(
            "SELECT e.seq, e.kind, e.step, e.ts, e.payload, e.hash, i.status, i.attempts,"
            " i.finished_at FROM events e LEFT JOIN run_index i ON i.run_id = e.run_id"
            " WHERE e.run_id = ? ORDER BY e.seq", (run_id,))
        rows = [typed_row(run_id, r[:6]) for r in raw]
        if not raw or raw[0][6] is None:
            return rows, None  # events without a run (tests, hand-made logs): nothing kept
        status, attempts, finished = raw[0][6:]
        return rows, Indexed(str(status), int(attempts),
                             None if finished is None else float(finished))

    async def _chain_rows(self, run_id: str) -> list[ChainRow]:
        digest = "hash" if self.schema_version >= _CHAIN_VERSION else "NULL"
        rows = await self._read(
            f"SELECT seq, kind, step, ts, payload, {digest} FROM events WHERE run_id = ?"
            " ORDER BY seq", (run_id,))
        return [typed_row(run_id, r) for r in rows]  # BadRow names a column an edit retyped

    async def verify(self, run_id: str | None = None) -> ChainReport:
        """Check every run's chain (or one run's) and `PRAGMA integrity_check`."""
        report = ChainReport()
        [(verdict,)] = await self._read("PRAGMA integrity_check(1)")
        report.integrity = str(verdict)
        kept = await self._kept(run_id)
        if run_id is None:
            ids = sorted({str(r[0]) for r in await self._read(
                "SELECT DISTINCT run_id FROM events")} | set(kept))
        else:
            ids = [run_id]
            if run_id not in kept and not await self._read(
                    "SELECT 1 FROM events WHERE run_id = ? LIMIT 1", (run_id,)):
                raise StoreError(f"{self.path}: no run {run_id!r}")
        since = None
        if self.schema_version >= _CHAIN_VERSION:
            [(since,)] = await self._read(
                "SELECT applied_at FROM schema_migrations WHERE version = ?", (_CHAIN_VERSION,))
        for rid in ids:
            try:
                chain = check_run(rid, await self._chain_rows(rid), since)
            except BadRow as exc:
                chain = RunChain(rid, problem=str(exc))
            if chain.problem is None and self.schema_version >= _INDEX_VERSION:
                chain.problem = compare_index(chain, kept.get(rid, Indexed(None, spec=False)))
            report.runs.append(chain)
        return report

    async def _kept(self, run_id: str | None) -> dict[str, Indexed]:
        """Each run's run_index row, run_specs row and archive entry: what the database kept
        beside the events, so `verify` sees a cut tail or a vanished run."""
        if self.schema_version < _INDEX_VERSION:
            return {rid: Indexed(None) for (rid,) in await self._read(
                "SELECT run_id FROM run_specs")}
        one = "" if run_id is None else " WHERE run_id = ?"
        args = () if run_id is None else (run_id,)
        specs = {str(r[0]) for r in await self._read(f"SELECT run_id FROM run_specs{one}",
                                                     args)}
        archived: set[str] = set()
        if self.schema_version >= _ARCHIVE_VERSION:
            archived = {str(r[0]) for r in await self._read(
                f"SELECT run_id FROM archived_runs{one}", args)}
        out = {rid: Indexed(None) for rid in specs}
        for rid, status, attempts, finished in await self._read(
                f"SELECT run_id, status, attempts, finished_at FROM run_index{one}", args):
            out[str(rid)] = Indexed(str(status), int(attempts),
                                    None if finished is None else float(finished),
                                    spec=str(rid) in specs, archived=str(rid) in archived)
        return out

    async def _read(self, sql: str, args: Sequence[Any] = ()) -> list[Any]:
        """A read whose SQLite failure (a lock never released, a malformed page, a payload
        the views cannot parse) is one StoreError naming the file, and the run and seq of a
        payload that is not JSON."""
        try:
            return list(await self._conn.execute_fetchall(sql, args))
        except sqlite3.Error as exc:
            if "malformed JSON" in str(exc):
                raise await self._bad_payload(exc) from exc
            raise refusal(self.path, exc) from exc

    async def _bad_payload(self, exc: sqlite3.Error) -> StoreError:
        try:
            rows = list(await self._conn.execute_fetchall(
                "SELECT run_id, seq FROM events WHERE NOT json_valid(payload)"
                " ORDER BY run_id, seq LIMIT 1"))
        except sqlite3.Error:
            rows = []
        where = f"run {rows[0][0]} seq {rows[0][1]}" if rows else "an event"
        return StoreError(f"{self.path}: {where}: unreadable payload ({exc})")

    async def spec(self, run_id: str) -> tuple[str, dict[str, Any]]:
        rows = await self._read("SELECT scenario, spec FROM run_specs WHERE run_id = ?",
                                (run_id,))
        if not rows:
            raise StoreError(f"{self.path}: no run {run_id!r}")
        try:
            spec = orjson.loads(rows[0][1])
        except orjson.JSONDecodeError as exc:
            raise StoreError(f"{self.path}: run {run_id}: unreadable spec ({exc})") from exc
        if not isinstance(spec, dict):
            raise StoreError(f"{self.path}: run {run_id}: unreadable spec (not an object)")
        return str(rows[0][0]), spec

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
        rows = await self._read(sql + " ORDER BY created_at, run_id", args)
        return [RunRow(str(r[0]), str(r[1]), str(r[2]), int(r[3]), str(r[4]), r[5], r[6])
                for r in rows]

    async def ledger(self, run_id: str | None = None) -> list[LedgerRow]:
        sql = ("SELECT run_id, step, role, model, prompt_tokens, completion_tokens, latency_ms,"
               " cost_usd, attempt, run_attempt, ok, error, seq, at FROM ledger")
        args: tuple[str, ...] = ()
        if run_id is not None:
            sql += " WHERE run_id = ?"
            args = (run_id,)
        rows = await self._read(sql + " ORDER BY run_id, seq", args)
        return [LedgerRow(str(r[0]), int(r[1]), str(r[2]), str(r[3]), int(r[4] or 0),
                          int(r[5] or 0), float(r[6] or 0.0), float(r[7] or 0.0),
                          int(r[8] or 1), int(r[9] or 1), bool(r[10]), r[11], int(r[12]),
                          str(r[13]))
                for r in rows]

