"""Retention: finished runs move to one archive database per period, verifiably.

The live log stays append-only for everything a run does; the one way events leave it is
`archive`, and it leaves a record. In one transaction on the live database it copies every
finished run older than `--before` (with its spec, alert and outbox rows) into a new archive
file, checks that each run's events read back identical there (a SHA-256 per run over seq,
kind, step, ts and payload), writes the manifest (`archives`, `archived_runs`: run, event
count, digest) and only then deletes the copied rows, lifting the append-only triggers for
that statement alone (their exact SQL is put back before the commit). The run index keeps its
rows, so `runs`, `/v1/runs` and `/metrics` still count archived runs. An archive is an oncall
database of its own (every command reads it with `--db`), written once and left read-only.
`verify` re-reads every archive the manifest names and compares the digests.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

import anyio

from oncall.errors import ConfigError, OncallError
from oncall.run_index import iso, parse_time
from oncall.store import Store

_GUARDED = ("events", "run_specs")
"""Tables whose delete trigger the archive lifts for its own DELETE."""


@dataclass(frozen=True, slots=True)
class Archived:
    file: str
    runs: int
    events: int
    seconds: float


def _digests(conn: sqlite3.Connection, schema: str, run_ids: list[str]) -> dict[str, tuple[int,
                                                                                            str]]:
    out: dict[str, tuple[int, str]] = {}
    for run_id in run_ids:
        h = hashlib.sha256()
        n = 0
        for seq, kind, step, ts, payload in conn.execute(
                f"SELECT seq, kind, step, ts, payload FROM {schema}.events WHERE run_id = ?"
                " ORDER BY seq", (run_id,)):
            h.update(f"{seq}\x1f{kind}\x1f{step}\x1f{ts!r}\x1f".encode())
            h.update(payload.encode() if isinstance(payload, str) else payload)
            h.update(b"\x1e")
            n += 1
        out[run_id] = (n, h.hexdigest())
    return out


def _columns(conn: sqlite3.Connection, table: str) -> str:
    return ", ".join(str(r[1]) for r in conn.execute(f"PRAGMA main.table_info({table})"))


def _archive(live: str, out: str, before: float) -> Archived:
    started = time.perf_counter()
    conn = sqlite3.connect(live, isolation_level=None, timeout=30)
    try:
        conn.execute("ATTACH DATABASE ? AS arc", (out,))
        conn.execute("BEGIN IMMEDIATE")
        try:
            run_ids = [str(r[0]) for r in conn.execute(
                "SELECT r.run_id FROM run_index r WHERE r.status NOT IN ('queued', 'running')"
                " AND r.finished_at < ?"
                " AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.run_id = r.run_id"
                "                 AND o.state = 'pending')"
                " AND NOT EXISTS (SELECT 1 FROM leases l WHERE l.run_id = r.run_id)"
                " AND NOT EXISTS (SELECT 1 FROM archived_runs a WHERE a.run_id = r.run_id)"
                " ORDER BY r.created_at", (before,))]
            conn.execute("CREATE TEMP TABLE moving (run_id TEXT PRIMARY KEY)")
            conn.executemany("INSERT INTO moving VALUES (?)", [(r,) for r in run_ids])
            for table in ("run_specs", "events", "alerts", "outbox"):
                cols = _columns(conn, table)
                conn.execute(f"INSERT INTO arc.{table} ({cols}) SELECT {cols} FROM main.{table}"
                             " WHERE run_id IN (SELECT run_id FROM moving)")
            here, there = _digests(conn, "main", run_ids), _digests(conn, "arc", run_ids)
            if here != there:
                bad = next(r for r in run_ids if here[r] != there[r])
                raise OncallError(f"{out}: run {bad} did not read back identical; nothing "
                                  "was removed from the live database")
            events = sum(n for n, _ in here.values())
            cursor = conn.execute(
                "INSERT INTO archives (file, before, runs, events, created_at)"
                " VALUES (?, ?, ?, ?, ?)", (os.path.abspath(out), before, len(run_ids),
                                            events, time.time()))
            conn.executemany(
                "INSERT INTO archived_runs (run_id, archive_id, events, digest) VALUES"
                " (?, ?, ?, ?)", [(r, cursor.lastrowid, *here[r]) for r in run_ids])
            triggers = {t: conn.execute(
                "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?",
                (f"{t}_refuse_delete",)).fetchone()[0] for t in _GUARDED}
            for t in _GUARDED:
                conn.execute(f"DROP TRIGGER {t}_refuse_delete")
            for table in ("events", "alerts", "outbox", "run_specs"):
                conn.execute(f"DELETE FROM main.{table} WHERE run_id IN"
                             " (SELECT run_id FROM moving)")
            for sql in triggers.values():
                conn.execute(sql)
            conn.execute("DROP TABLE temp.moving")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("DETACH DATABASE arc")
    finally:
        conn.close()
    os.chmod(out, 0o400)
    return Archived(out, len(run_ids), events, round(time.perf_counter() - started, 2))


async def archive(live: str, out: str, before: float) -> Archived:
    """Move finished runs older than `before` (unix seconds) into a new archive file."""
    if await anyio.Path(out).exists():
        raise ConfigError(f"--out: {out} exists; an archive is written once (one file per "
                          "period)")
    async with await Store.open(live):
        pass  # the live schema is current
    async with await Store.open(out):
        pass  # the archive gets the same schema
    return await anyio.to_thread.run_sync(_archive, live, out, before)


def _verify(live: str) -> list[str]:
    conn = sqlite3.connect(f"file:{live}?mode=ro", uri=True)
    problems = []
    try:
        archives = conn.execute("SELECT id, file, runs FROM archives ORDER BY id").fetchall()
        for archive_id, file, runs in archives:
            expected = dict((str(r), (int(n), str(d))) for r, n, d in conn.execute(
                "SELECT run_id, events, digest FROM archived_runs WHERE archive_id = ?",
                (archive_id,)))
            if not Path(file).exists():
                problems.append(f"{file}: missing ({runs} archived runs)")
                continue
            arc = sqlite3.connect(f"file:{file}?mode=ro", uri=True)
            try:
                found = _digests(arc, "main", list(expected))
            finally:
                arc.close()
            problems += [f"{file}: run {r}: events differ from the manifest"
                         for r in expected if found[r] != expected[r]]
    finally:
        conn.close()
    return problems


async def retention_command(args: argparse.Namespace) -> int:
    """`python -m oncall retention archive|verify`."""
    if not await anyio.Path(args.db).exists():
        raise ConfigError(f"{args.db}: no such database")
    if args.action == "archive":
        if not args.before or not args.out:
            raise ConfigError("retention archive: --before TIME and --out FILE are required")
        done = await archive(args.db, args.out, parse_time("--before", args.before))
        print(f"archived {done.runs:,} runs ({done.events:,} events) finished before "
              f"{iso(parse_time('--before', args.before))} to {done.file} in {done.seconds} s;"
              " the live database keeps their index rows and the manifest")
        return 0
    async with await Store.open(args.db):
        pass
    problems = await anyio.to_thread.run_sync(_verify, args.db)
    for p in problems:
        print(p)
    if not problems:
        print("every archived run reads back as the manifest says")
    return 1 if problems else 0
