"""Opening a database file: for writing (checked, migrated) or for reading only.

Every refusal is one line that names the file and says what fixes it. SQLite's own errors are
translated here, once, so no command has to know that "database is locked" after a 30 s wait
means another process holds the write lock, or that "file is not a database" means the file
is foreign or ruined.
"""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path
from urllib.parse import quote

import aiosqlite
import structlog

from oncall.errors import StoreError
from oncall.store.migrations import APPLICATION_ID, MIGRATIONS
from oncall.store.patient import is_busy

log = structlog.get_logger("oncall.store")

LOCK_WAIT_S = 30.0
"""How long an open, or a statement, waits for another process's write lock."""

_CORRUPT, _READONLY, _CANTOPEN, _NOTADB = 11, 8, 14, 26


def refusal(name: str, exc: sqlite3.Error) -> StoreError:
    """SQLite's error on `name` as the one-line StoreError a person can act on."""
    code = (getattr(exc, "sqlite_errorcode", 0) or 0) & 0xFF
    text = str(exc)
    if is_busy(exc) or "database is locked" in text:
        return StoreError(f"{name}: locked by another process; waited {LOCK_WAIT_S:g} s "
                          "(a run or a worker is writing to it: try again when it is done)")
    if code == _CORRUPT or "malformed" in text:
        return StoreError(f"{name}: the database is malformed ({text}); restore it from a "
                          f"backup, or give --db a new file (`sqlite3 {name} .recover` may "
                          "save what is readable)")
    if code == _NOTADB:
        return StoreError(f"{name}: not a usable oncall database ({text}); give --db a new "
                          "file")
    if code == _READONLY:
        return StoreError(f"{name}: the database is read-only ({text}); give --db a writable "
                          "file, or make this one and its directory writable")
    if code == _CANTOPEN:
        return StoreError(f"{name}: cannot open the database ({text}); check that its "
                          "directory exists and is writable")
    return StoreError(f"{name}: not a usable oncall database ({text})")


async def open_writer(name: str, synchronous: str) -> aiosqlite.Connection:
    """A connection that may write: WAL, checked with `integrity_check`, migrated to the latest
    schema. A malformed file is refused here, before any run is appended to it."""
    _refuse_unwritable(name)
    try:
        conn = await aiosqlite.connect(name, isolation_level=None)
    except sqlite3.Error as exc:
        raise refusal(name, exc) from exc
    try:
        await conn.execute(f"PRAGMA busy_timeout = {int(LOCK_WAIT_S * 1000)}")
        await conn.execute("PRAGMA journal_mode = WAL")
        await conn.execute(f"PRAGMA synchronous = {synchronous}")
        await _check(conn, name)
        await _migrate(conn, name)
        await conn.execute("PRAGMA busy_timeout = 0")  # the Patient waits instead
    except sqlite3.Error as exc:
        await conn.close()
        raise refusal(name, exc) from exc
    except BaseException:
        await conn.close()
        raise
    return conn


def _refuse_unwritable(name: str) -> None:
    """Refuse, before SQLite touches it, a database whose files this process may not write.

    SQLite would open such a file read-only without a word, and beside it create a -wal and
    a -shm with the file's read-only mode, which it leaves behind: that -shm alone then keeps
    the database unwritable after its owner has made the file writable again. The write
    `_migrate` makes to the header still catches what access(2) cannot see."""
    if name == ":memory:" or name.startswith("file:") or not os.path.exists(name):
        return
    folder = os.path.dirname(name) or "."
    sidecars = [f"{name}{suffix}" for suffix in ("-wal", "-shm")]
    denied = [p for p in (name, *sidecars) if os.path.exists(p) and not os.access(p, os.W_OK)]
    if not all(os.path.exists(p) for p in sidecars) and not os.access(folder, os.W_OK):
        denied.append(f"its directory {folder} (SQLite creates the -wal and -shm there)")
    if denied:
        raise StoreError(f"{name}: the database is read-only: this process may not write "
                         f"{', '.join(denied)}; make {'it' if len(denied) == 1 else 'them'} "
                         "writable, or give --db a writable file")


async def open_reader(name: str) -> tuple[aiosqlite.Connection, int]:
    """A read-only connection (`mode=ro`) and the file's schema version.

    It needs no write access to the file, and it does not wait for a writer: WAL readers
    never block on one. In a read-only directory SQLite cannot create the WAL index, so the
    file is opened as immutable instead (nobody can be writing it there), and a log line
    says so."""
    uri = _reader_uri(name)
    try:
        conn = await _connect_reader(f"{uri}?mode=ro")
    except sqlite3.OperationalError as exc:
        code = (getattr(exc, "sqlite_errorcode", 0) or 0) & 0xFF
        if code not in (_CANTOPEN, _READONLY):
            raise refusal(name, exc) from exc
        _refuse_unread_wal(name)
        log.warning("store_opened_immutable", db=name, reason=str(exc))
        try:
            conn = await _connect_reader(f"{uri}?mode=ro&immutable=1")
        except sqlite3.Error as again:
            raise refusal(name, again) from again
    except sqlite3.Error as exc:
        raise refusal(name, exc) from exc
    try:
        version = await _identify(conn, name)
    except sqlite3.Error as exc:
        await conn.close()
        raise refusal(name, exc) from exc
    except BaseException:
        await conn.close()
        raise
    return conn, version


def _refuse_unread_wal(name: str) -> None:
    """An immutable open reads the main file only. Beside a non-empty `-wal` whose `-shm` is
    missing (a copy, a crashed writer) that would show the runs of the last checkpoint and
    hide the newer ones, with `verify` saying ok: refuse instead, naming the fix."""
    wal = Path(f"{name}-wal")
    try:
        size = wal.stat().st_size
    except OSError:
        return
    if size > 0:
        raise StoreError(f"{name}: its write-ahead log {wal.name} holds {size:,} bytes that "
                         "may not be in the database yet, and SQLite cannot read it in a "
                         f"read-only directory without {Path(name).name}-shm; copy the "
                         "database and its -wal to a writable directory, or make this one "
                         "writable")


def _reader_uri(name: str) -> str:
    """`file:` URI of an existing file (a reader must not create an empty database)."""
    path = Path(name)
    if not path.is_file():
        raise StoreError(f"{name}: no such database")
    return f"file:{quote(str(path.resolve()))}"


async def _connect_reader(uri: str) -> aiosqlite.Connection:
    conn = await aiosqlite.connect(uri, uri=True, isolation_level=None)
    try:
        await conn.execute(f"PRAGMA busy_timeout = {int(LOCK_WAIT_S * 1000)}")
        await conn.execute("PRAGMA schema_version")  # reads the header: fails now, not later
    except BaseException:
        await conn.close()
        raise
    return conn


async def _identify(conn: aiosqlite.Connection, name: str) -> int:
    """The schema version of an oncall database; a foreign, empty or future file refused."""
    app_id = await _scalar(conn, "PRAGMA application_id")
    if app_id != APPLICATION_ID:
        if await _scalar(conn, "SELECT count(*) FROM sqlite_master") > 0:
            raise StoreError(f"{name}: not an oncall database (it holds other tables; "
                             "give --db a new file)")
        raise StoreError(f"{name}: not an oncall database (it is empty)")
    current = await _scalar(conn, "SELECT coalesce(max(version), 0) FROM schema_migrations")
    known = MIGRATIONS[-1].version
    if current > known:
        raise StoreError(f"{name}: schema version {current} is newer than this oncall "
                         f"(knows up to {known}); upgrade oncall")
    return current


async def _scalar(conn: aiosqlite.Connection, sql: str) -> int:
    async with conn.execute(sql) as cur:
        row = await cur.fetchone()
    return int(row[0]) if row else 0


QUICK_CHECK_MAX_BYTES = 64 * 1024 * 1024
"""Above this, a writer's open does not read the whole file: its `integrity_check` is O(size)
(`quick_check`, half the cost, took about 10 s on 100,000 runs), paid by every `run` and
worker start. `python -m oncall verify` checks such a file (integrity and hash chains), and
SQLite still refuses a damaged page it meets."""


async def _pragma(conn: aiosqlite.Connection, name: str) -> int:
    async with conn.execute(f"PRAGMA {name}") as cur:
        row = await cur.fetchone()
    return int(row[0]) if row else 0


async def _check(conn: aiosqlite.Connection, name: str) -> None:
    """Refuse a file SQLite finds damaged (`PRAGMA integrity_check`): appending to it would
    bury the damage under new runs. Not `quick_check`, which skips the index cross-check and
    so accepted a file whose index has lost its rows, for about half the time (50 against
    105 ms on a 186 MB file, so under 20 ms more within the size cap). A large file is not
    read whole here; the log line says so and names the check that does it."""
    size = await _pragma(conn, "page_count") * await _pragma(conn, "page_size")
    if size > QUICK_CHECK_MAX_BYTES:
        log.info("store_quick_check_skipped", db=name, bytes=size,
                 reason="large file; `python -m oncall verify` checks it")
        return
    async with conn.execute("PRAGMA integrity_check(1)") as cur:
        row = await cur.fetchone()
    verdict = str(row[0]) if row else "no answer"
    if verdict != "ok":
        raise StoreError(f"{name}: the database is malformed (integrity_check: "
                         f"{verdict[:200]}); "
                         f"restore it from a backup, or give --db a new file "
                         f"(`sqlite3 {name} .recover` may save what is readable)")


async def _migrate(conn: aiosqlite.Connection, name: str) -> None:
    """Bring the schema up to date, refusing files that are not ours or are from the future."""
    # Several worker processes may open a new file at once: the first-time set-up and each
    # migration re-check what is there inside BEGIN IMMEDIATE, so only one of them applies it.
    await conn.execute("BEGIN IMMEDIATE")
    try:
        app_id = await _scalar(conn, "PRAGMA application_id")
        n_objects = await _scalar(conn, "SELECT count(*) FROM sqlite_master")
        if app_id != APPLICATION_ID and n_objects > 0:
            raise StoreError(f"{name}: not an oncall database (it holds other tables; "
                             "give --db a new file)")
        # Written even when it is already set: SQLite opens a file it may not write (a
        # read-only file, or a directory that denies the WAL) read-only without a word, and
        # the first write would fail only once a run had begun. Rewriting the header's own
        # value is that first write, here, refused as "read-only" before anything is created.
        await conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        if app_id != APPLICATION_ID:
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
            for statement in split_sql(m.sql):
                await conn.execute(statement)
            await conn.execute(
                "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                (m.version, m.name, time.time()))
            await conn.execute("COMMIT")
        except BaseException:
            await conn.execute("ROLLBACK")
            raise


async def _schema_version(conn: aiosqlite.Connection) -> int:
    return await _scalar(conn, "SELECT coalesce(max(version), 0) FROM schema_migrations")


def split_sql(script: str) -> list[str]:
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
