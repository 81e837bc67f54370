"""One executor per run: a second `run`/`resume` of a run that is being executed is refused.

Two processes resuming one run would both replay its log and both call the model for the next
step; the loser used to die on a raw `UNIQUE constraint failed` after a model call it could
not log. So a process that executes a run from the command line holds an exclusive `flock` on
a small file beside the database (`DB.runs/RUN_ID.lock`), released by the kernel when the
process dies (a `kill -9` leaves nothing to clean up), and a run leased by a worker is refused
too. The refusal comes before any event is appended: attempts unchanged, no model call.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from oncall.errors import StoreError


def lock_path(db: str, run_id: str) -> Path:
    """`DB.runs/RUN_ID.lock`, the run id hashed when it is not a plain file name."""
    safe = run_id if run_id.replace("-", "").replace("_", "").isalnum() else (
        hashlib.sha256(run_id.encode()).hexdigest()[:32])
    return Path(f"{db}.runs") / f"{safe}.lock"


@contextmanager
def hold(db: str, run_id: str) -> Iterator[None]:
    """Hold the run's lock for the block, or raise StoreError at once (no waiting)."""
    if db == ":memory:":
        yield
        return
    path = lock_path(db, run_id)
    fd = _acquire(path, run_id)  # flock is per open file: a second open in this process fails
    try:
        yield
    finally:
        with contextlib.suppress(OSError):
            os.unlink(path)  # while still held: a waiter re-checks the inode (see _acquire)
        os.close(fd)


def _acquire(path: Path, run_id: str) -> int:
    try:
        path.parent.mkdir(exist_ok=True)
    except OSError as exc:
        raise StoreError(f"{path.parent}: cannot create the run lock directory "
                         f"({exc.strerror}); the database's directory must be writable") from exc
    while True:
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError as exc:
            raise StoreError(f"{path}: cannot create the run lock ({exc.strerror})") from exc
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise StoreError(f"run {run_id} is being executed by another process (it holds "
                             f"{path}); refused: wait for it, or stop it first") from None
        try:
            same = os.fstat(fd).st_ino == os.stat(path).st_ino
        except FileNotFoundError:
            same = False
        if same:
            return fd
        os.close(fd)  # the holder unlinked it as we opened it: take the new file
