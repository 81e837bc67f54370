"""`python -m oncall bench serve-db`: reads on a database of a year of alerts.

One run of each shipped scenario is made here with the scripted models, then copied under new
ids until the database holds `--db-runs` runs, spread over a year (each copy's events shifted
with its creation time, so durations and the index look like a real year). The copies go in
through plain INSERTs, so the database's own triggers keep the run index and the usage totals,
exactly as they do for live runs. Then each read is timed: the query inside the process and
the whole command (which adds Python's start-up, the same on any database).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import httpx
import orjson

from oncall.lab.serve_bench import SCENARIOS, _listening, _serve_config, _start_serve, _stop
from oncall.serve.sink import free_port

YEAR_S = 365 * 86400.0


async def _base_runs(db: Path) -> list[str]:
    from oncall.config import load_scenario
    from oncall.runner import create_run, execute
    from oncall.store import Store

    made = []
    async with await Store.open(db) as store:
        for path in sorted(SCENARIOS.glob("*.yaml")):
            run_id = await create_run(store, load_scenario(path))
            await execute(store, run_id)
            made.append(run_id)
    return made


def _copy(db: Path, base: list[str], total: int, batch: int = 2000) -> float:
    """Copy the base runs under new ids until `total` runs; seconds it took."""
    started = time.perf_counter()
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = OFF")
    t0 = time.time() - YEAR_S
    step = YEAR_S / max(1, total)
    created = {r: float(c) for r, c in conn.execute(
        "SELECT run_id, created_at FROM run_specs")}
    n = len(created)
    while n < total:
        conn.execute("BEGIN")
        for _ in range(min(batch, total - n)):
            src = base[n % len(base)]
            new_id = f"run-copy-{n:07d}-{src[-8:]}"
            at = t0 + n * step
            shift = at - created[src]
            conn.execute("INSERT INTO run_specs (run_id, scenario, spec, created_at)"
                         " SELECT ?, scenario, spec, ? FROM run_specs WHERE run_id = ?",
                         (new_id, at, src))
            conn.execute("INSERT INTO events (run_id, seq, kind, step, ts, payload)"
                         " SELECT ?, seq, kind, step, ts + ?, payload FROM events"
                         " WHERE run_id = ? ORDER BY seq", (new_id, shift, src))
            conn.execute("INSERT INTO alerts (dedupe_key, source, run_id, alert, received_at)"
                         " VALUES (?, 'alertmanager', ?, ?, ?)",
                         (f"{n:016x}|bench", new_id, orjson.dumps(
                             {"labels": {"alertname": "Copied", "n": str(n)},
                              "source": "alertmanager"}).decode(), at))
            conn.execute("INSERT INTO intake (source, disposition, dedupe_key, run_id, ts)"
                         " VALUES ('alertmanager', 'new', ?, ?, ?)",
                         (f"{n:016x}|bench", new_id, at))
            n += 1
        conn.execute("COMMIT")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return time.perf_counter() - started


async def _timed(fn: Callable[[], Awaitable[Any]], repeats: int = 5) -> float:
    """Median milliseconds of `fn`, after one warm-up call."""
    await fn()
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        await fn()
        times.append((time.perf_counter() - started) * 1000)
    return round(statistics.median(times), 1)


def _command_ms(*argv: str, repeats: int = 3) -> float:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "oncall", *argv], check=True,
                       capture_output=True, timeout=600)
        times.append((time.perf_counter() - started) * 1000)
    return round(statistics.median(times), 1)


async def _new_run_ms(db: Path) -> float:
    from oncall.config import load_scenario
    from oncall.runner import create_run, execute
    from oncall.store import Store

    scenario = load_scenario(SCENARIOS / "checkout-payments-deploy.yaml")

    async def one() -> None:
        async with await Store.open(db) as store:
            await execute(store, await create_run(store, scenario))
    return await _timed(one, repeats=3)


async def measure(db: Path) -> dict[str, Any]:
    from oncall import run_index
    from oncall.store import Store
    from oncall.workers import status

    out: dict[str, Any] = {}
    async with await Store.open(db) as store:
        runs = await run_index.total(store)
        (some,), = await store.fetch("SELECT run_id FROM run_index ORDER BY created_at DESC"
                                     " LIMIT 1 OFFSET ?", (min(777, runs // 2),))
        out["runs"] = runs
        out["events"] = (await store.fetch("SELECT count(*) FROM events"))[0][0]
        out["query_ms"] = {
            "runs newest 50": await _timed(lambda: run_index.newest(store, limit=50)),
            "status": await _timed(lambda: status(store)),
            "ledger of one run": await _timed(lambda: store.ledger(some)),
            "events of one run (handoff)": await _timed(lambda: store.events(some)),
            "runs view, every run (before)": await _timed(lambda: store.runs(), repeats=1),
        }
    size = await asyncio.to_thread(os.path.getsize, db)
    out["bytes"] = size
    out["bytes_per_run"] = round(size / max(1, runs))
    conn = sqlite3.connect(db)
    kinds = conn.execute("SELECT kind, count(*), sum(length(payload)) FROM events"
                         " WHERE run_id NOT LIKE 'run-copy-%' GROUP BY kind ORDER BY 3 DESC"
                         ).fetchall()
    base = conn.execute("SELECT count(*) FROM run_specs WHERE run_id NOT LIKE 'run-copy-%'"
                        ).fetchone()[0]
    spec = conn.execute("SELECT avg(length(spec)) FROM run_specs").fetchone()[0]
    conn.close()
    out["payload_bytes_per_run_by_kind"] = {str(k): round(b / base) for k, _, b in kinds}
    out["spec_bytes_per_run"] = round(spec)
    out["command_ms"] = {"oncall runs": _command_ms("runs", "--db", str(db)),
                         "oncall status": _command_ms("status", "--db", str(db)),
                         "oncall ledger RUN": _command_ms("ledger", some, "--db", str(db)),
                         "oncall handoff RUN": _command_ms("handoff", some, "--db", str(db)),
                         "oncall --help (start-up alone)": _command_ms("--help")}
    out["http_ms"] = await _http(db)
    out["new_run_ms"] = await _new_run_ms(db)
    return out


async def _http(db: Path) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as d:
        config, env = _serve_config(Path(d), None)
        port = free_port()
        proc = _start_serve(config, db, port, env, 0, Path(d) / "serve.log")
        url = f"http://127.0.0.1:{port}"
        try:
            await _listening(url, proc)
            async with httpx.AsyncClient(base_url=url, timeout=60) as c:
                async def get(path: str) -> None:
                    r = await c.get(path)
                    r.raise_for_status()
                return {path: await _timed(lambda p=path: get(p)) for path in (  # type: ignore[misc]
                    "/metrics", "/readyz", "/v1/runs", "/v1/runs?status=escalated",
                    "/v1/runs?since=2026-06-01T00:00:00Z&limit=100")}
        finally:
            _stop(proc)


async def bench_serve_db(args: argparse.Namespace) -> int:
    keep = Path(args.db) if args.db else None
    with tempfile.TemporaryDirectory() as d:
        db = keep or Path(d) / "year.db"
        built_s = None
        if not db.exists():
            base = await _base_runs(db)
            empty = await _new_run_ms(Path(d) / "empty.db")
            built_s = round(_copy(db, base, args.db_runs), 1)
        else:
            empty = await _new_run_ms(Path(d) / "empty.db")
        result = await measure(db)
        result["new_run_ms_empty_db"] = empty
        result["build_s"] = built_s
    if args.json:
        sys.stdout.write(orjson.dumps(result).decode() + "\n")
        return 0
    print(f"{result['runs']:,} runs, {result['events']:,} events, "
          f"{result['bytes'] / 1e9:.2f} GB ({result['bytes_per_run']:,} bytes per run)"
          + (f", built in {built_s} s" if built_s else ""))
    for group in ("query_ms", "http_ms", "command_ms"):
        for what, ms in result[group].items():
            print(f"  {group[:-3]:<8} {what:<44} {ms:>9,.1f} ms")
    print(f"  new run: {result['new_run_ms']} ms here, {empty} ms on an empty database")
    print(f"  per run: spec {result['spec_bytes_per_run']:,} bytes; payloads by kind "
          + ", ".join(f"{k} {v:,}" for k, v in result["payload_bytes_per_run_by_kind"].items()))
    return 0
