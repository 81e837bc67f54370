"""Listing runs from `run_index`, the one-row-per-run table the database keeps by triggers.

`runs` (the view) folds every run's lifecycle events on each read: seconds on a database of
100,000 runs. The index answers the same questions (newest first, by status, by time) from a
B-tree, in milliseconds; `oncall runs`, `oncall status` and `serve`'s `/v1/runs` read it.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from oncall.errors import ConfigError
from oncall.store import Store


@dataclass(frozen=True, slots=True)
class IndexedRun:
    run_id: str
    scenario: str
    status: str
    attempts: int
    created_at: float
    started_at: float | None
    finished_at: float | None
    guard: str | None

    def to_json(self) -> dict[str, Any]:
        return {"run_id": self.run_id, "scenario": self.scenario, "status": self.status,
                "outcome": None if self.status in ("queued", "running") else self.status,
                "attempts": self.attempts, "created_at": iso(self.created_at),
                "started_at": iso(self.started_at), "finished_at": iso(self.finished_at),
                "guard": self.guard}


def iso(ts: float | None) -> str | None:
    if ts is None:
        return None
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(ts)) + f".{int(ts % 1 * 1000):03d}Z"


def parse_time(where: str, value: str) -> float:
    """Unix seconds or RFC 3339 (`2026-12-01T07:50:00Z`)."""
    try:
        return float(value)
    except ValueError:
        pass
    from datetime import datetime

    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00")).timestamp()
    except ValueError:
        raise ConfigError(f"{where}: not a time (unix seconds or RFC 3339): {value!r}") from None


_COLUMNS = "run_id, scenario, status, attempts, created_at, started_at, finished_at, guard"


def _row(r: tuple[Any, ...]) -> IndexedRun:
    return IndexedRun(str(r[0]), str(r[1]), str(r[2]), int(r[3]), float(r[4]), r[5], r[6], r[7])


def cursor_of(run: IndexedRun) -> str:
    return f"{run.created_at!r}~{run.run_id}"


async def newest(store: Store, *, limit: int | None = 50, status: str | None = None,
                 since: float | None = None, until: float | None = None,
                 before: str | None = None) -> list[IndexedRun]:
    """Runs newest first; `before` is the cursor of the last run of the previous page."""
    where: list[str] = []
    args: list[Any] = []
    if status is not None:
        where.append("status = ?")
        args.append(status)
    if since is not None:
        where.append("created_at >= ?")
        args.append(since)
    if until is not None:
        where.append("created_at < ?")
        args.append(until)
    if before is not None:
        created, _, run_id = before.partition("~")
        try:
            at = float(created)
        except ValueError:
            raise ConfigError(f"cursor: not a cursor of this list: {before!r}") from None
        where.append("(created_at, run_id) < (?, ?)")
        args += [at, run_id]
    sql = f"SELECT {_COLUMNS} FROM run_index"
    if where:
        sql += " WHERE " + " AND ".join(where)
    rows = await store.fetch(sql + " ORDER BY created_at DESC, run_id DESC LIMIT ?",
                             [*args, -1 if limit is None else limit])
    return [_row(r) for r in rows]


async def one(store: Store, run_id: str) -> IndexedRun | None:
    rows = await store.fetch(f"SELECT {_COLUMNS} FROM run_index WHERE run_id = ?", (run_id,))
    return _row(rows[0]) if rows else None


async def unfinished(store: Store) -> list[IndexedRun]:
    """Queued and running runs, oldest first (the order workers take them in)."""
    rows = await store.fetch(f"SELECT {_COLUMNS} FROM run_index WHERE status IN"
                             " ('queued', 'running') ORDER BY created_at, run_id")
    return [_row(r) for r in rows]


async def counts(store: Store) -> dict[str, int]:
    """Runs by status (queued, running, and each outcome)."""
    rows = await store.fetch("SELECT status, count(*) FROM run_index GROUP BY status")
    return {str(r[0]): int(r[1]) for r in rows}


async def total(store: Store) -> int:
    rows = await store.fetch("SELECT count(*) FROM run_index")
    return int(rows[0][0])
