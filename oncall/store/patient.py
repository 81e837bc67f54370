"""The writer connection, waiting out another process's write lock on the event loop.

Processes sharing a database take turns on SQLite's write lock. When a statement finds it held,
SQLite's own busy handler sleeps on the connection's thread: 1, 2, 5, 10 ms and longer between
tries. A whole process's statements run on that one thread, so every run of the process then
waits, for reads too, although the holder usually lets go within a fraction of a millisecond.
Two workers on one database met the lock hundreds of times a minute.

So the store's connection has no busy timeout. A statement refused as busy returns at once and
is tried again from the event loop: first on the loop's next turn, then after a short, growing
pause. Meanwhile the thread runs other statements, and the loop other runs. Only plain
`SQLITE_BUSY` is retried: a statement refused that way did nothing, so trying it again is safe
inside a transaction or out. `SQLITE_BUSY_SNAPSHOT` (a transaction whose snapshot went stale)
never clears by waiting, so it is raised at once, as before.
"""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import Awaitable, Callable, Iterable
from typing import Any, TypeVar

import aiosqlite
import structlog

T = TypeVar("T")
log = structlog.get_logger("oncall.store")

BUSY_CODES = frozenset({sqlite3.SQLITE_BUSY, 261})
"""SQLITE_BUSY and SQLITE_BUSY_RECOVERY (another connection is recovering the WAL index)."""
FIRST_PAUSE_S = 0.0005
MAX_PAUSE_S = 0.01
LONG_WAIT_S = 1.0
"""A wait this long is logged: the lock holder is stuck or a checkpoint is slow."""


def is_busy(exc: BaseException) -> bool:
    return (isinstance(exc, sqlite3.OperationalError)
            and getattr(exc, "sqlite_errorcode", None) in BUSY_CODES)


class Patient:
    """An aiosqlite connection whose statements wait, up to `timeout_s`, for the write lock.

    `waits` counts statements that found the database busy at least once and `waited_s` the
    time they spent waiting; the worker reports both when it stops, and a single wait of
    `LONG_WAIT_S` or more is logged as it ends (or fails).
    """

    def __init__(self, conn: aiosqlite.Connection, timeout_s: float = 30.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.raw = conn
        self.timeout_s = timeout_s
        self._clock = clock
        self.waits = 0
        self.waited_s = 0.0

    async def execute(self, sql: str, parameters: Iterable[Any] = ()) -> aiosqlite.Cursor:
        return await self._patiently(sql, lambda: self.raw.execute(sql, parameters))

    async def execute_fetchall(self, sql: str,
                               parameters: Iterable[Any] = ()) -> Iterable[sqlite3.Row]:
        return await self._patiently(sql, lambda: self.raw.execute_fetchall(sql, parameters))

    async def _patiently(self, sql: str, statement: Callable[[], Awaitable[T]]) -> T:
        started: float | None = None
        pause = 0.0
        try:
            while True:
                try:
                    return await statement()
                except sqlite3.OperationalError as exc:
                    if not is_busy(exc):
                        raise
                    now = self._clock()
                    if started is None:
                        started = now
                        self.waits += 1
                    elif now - started >= self.timeout_s:
                        raise
                await asyncio.sleep(pause)
                pause = min(MAX_PAUSE_S, max(FIRST_PAUSE_S, pause * 2))
        finally:
            if started is not None:
                waited = self._clock() - started
                self.waited_s += waited
                if waited >= LONG_WAIT_S:
                    log.warning("sqlite_busy_wait", waited_s=round(waited, 3),
                                statement=sql[:80])

    async def close(self) -> None:
        await self.raw.close()
