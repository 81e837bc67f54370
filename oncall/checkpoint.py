"""WAL checkpoints for a database several processes write: one at a time, never automatic.

SQLite before 3.51.3 has the WAL-reset bug: when two connections write and checkpoint at the
same moment, across processes, the database can be corrupted. Its automatic checkpoints are
PASSIVE ones run by whichever connection happens to commit past the threshold, concurrently
with writers in other processes. So every process of a worker pool turns them off
(`wal_autocheckpoint = 0`) and checkpoints only here: under an exclusive `flock` on a lock file
next to the database, so no two processes checkpoint at once, and in TRUNCATE mode, which takes
SQLite's writer lock, so no write runs during it and the WAL is reset by the checkpointer alone.

Any worker may be the one that checkpoints (whoever gets the lock; the others skip), so the
pool needs no designated process that a kill -9 could take away; the kernel drops a dead
process's flock.
"""

from __future__ import annotations

import fcntl
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from oncall.store import Store

WAL_RESET_FIXED = (3, 51, 3)


@dataclass(frozen=True, slots=True)
class Checkpointed:
    """What `PRAGMA wal_checkpoint(TRUNCATE)` reported."""

    busy: bool
    """True if it could not finish (a reader or writer held on past the busy timeout)."""
    wal_frames: int
    checkpointed: int


def has_wal_reset_bug(version: str = sqlite3.sqlite_version) -> bool:
    """Whether this SQLite predates the fix of the WAL-reset corruption bug."""
    return tuple(int(p) for p in version.split(".")[:3]) < WAL_RESET_FIXED


def lock_path(db: str) -> str:
    return f"{db}-checkpoint.lock"


@contextmanager
def _exclusive(path: str) -> Iterator[bool]:
    """Try to hold an exclusive flock on `path` without waiting; yields whether we got it."""
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            yield False
            return
        try:
            yield True
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


async def checkpoint(store: Store) -> Checkpointed | None:
    """Checkpoint the store's database unless another process is already doing it (None)."""
    with _exclusive(lock_path(store.path)) as mine:
        if not mine:
            return None
        busy, frames, done = await store.checkpoint()
    return Checkpointed(bool(busy), frames, done)
