"""`python -m oncall bench loop`: what the harness costs per step, and how it scales.

Each level runs N investigations at once in one process, each with its own in-process prodsim,
all sharing one database (one writer connection, every step committed before the next) and one
scripted model server that waits `--latency` seconds per reply. Overhead per step is a run's
wall time minus the time spent inside model calls, divided by its steps.

`--workers K` runs the concurrent levels the way a deployment scales past one core: the runs
are queued in the level's database and K `python -m oncall worker` processes share them, each
with its own scripted server and prodsim. Steps per second then come from the log (model calls
over the first `run_started` to the last `run_finished`, so process start-up is left out), and
CPU is the workers' own. The 1-run level always runs in this process: it is the baseline.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import resource
import statistics
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import orjson

from oncall.config import ModelChoice, ModelRouting, Scenario
from oncall.models import ModelServers
from oncall.runner import create_run, execute
from oncall.store import Store
from oncall.workers import open_pool_store


def _scenario(policy: str, latency: float) -> Scenario:
    spec = f"scripted:{policy}?delay={latency}"
    return Scenario("bench-checkout-payments-deploy", "checkout-payments-deploy", seed=7,
                    models=ModelRouting({"agent": ModelChoice(spec, {"num_ctx": 8192})}))


@dataclass(frozen=True, slots=True)
class Level:
    policy: str
    runs: int
    latency_s: float
    steps: int
    wall_s: float
    steps_per_s: float
    overhead_ms_median: float
    overhead_ms_p90: float
    cpu_ms_per_step: float
    """Process CPU time (every thread) per step: at 100 runs it bounds steps/s."""
    outcomes: dict[str, int]
    workers: int = 0
    """Worker processes the runs were shared by; 0: run in this process."""


async def _level(policy: str, n: int, latency: float, db: Path) -> Level:
    scenario = _scenario(policy, latency)
    servers = ModelServers()
    async with await Store.open(db) as store:
        ids = [await create_run(store, scenario) for _ in range(n)]
        started, cpu = time.perf_counter(), time.process_time()
        results = await asyncio.gather(*(execute(store, i, servers=servers) for i in ids))
        wall, cpu = time.perf_counter() - started, time.process_time() - cpu
        overheads = []
        for run_id, result in zip(ids, results, strict=True):
            model_ms = sum(row.latency_ms for row in await store.ledger(run_id))
            overheads.append((result.wall_s * 1000 - model_ms) / max(result.model_calls, 1))
    await servers.aclose()
    steps = sum(r.model_calls for r in results)
    outcomes: dict[str, int] = {}
    for r in results:
        outcomes[r.outcome] = outcomes.get(r.outcome, 0) + 1
    overheads.sort()
    return Level(policy, n, latency, steps, round(wall, 4), round(steps / wall, 2),
                 round(statistics.median(overheads), 3),
                 round(overheads[int(0.9 * (len(overheads) - 1))], 3),
                 round(cpu * 1000 / max(steps, 1), 3), outcomes)


async def _workers_level(policy: str, n: int, latency: float, db: Path, workers: int,
                         idle: float) -> Level:
    """N queued runs, finished by `workers` worker processes sharing the database.

    CPU per step leaves out each worker's start-up (interpreter, imports): `idle`, the CPU
    seconds of a worker on an empty queue."""
    store = await open_pool_store(str(db))
    try:
        ids = [await create_run(store, _scenario(policy, latency)) for _ in range(n)]
    finally:
        await store.close()
    cpu = await _workers_cpu(db, workers, math.ceil(n / workers)) - workers * idle
    async with await Store.open(db) as store:
        spans = {r[0]: (r[1], r[2]) for r in await store.fetch(
            "SELECT run_id, min(CASE WHEN kind = 'run_started' THEN ts END),"
            " max(CASE WHEN kind = 'run_finished' THEN ts END) FROM events GROUP BY run_id")}
        ledger = await store.ledger()
        statuses = [row.status for row in await store.runs()]
    calls: dict[str, int] = dict.fromkeys(ids, 0)
    model_ms: dict[str, float] = dict.fromkeys(ids, 0.0)
    for row in ledger:
        calls[row.run_id] += 1
        model_ms[row.run_id] += row.latency_ms
    overheads = sorted(((spans[i][1] - spans[i][0]) * 1000 - model_ms[i]) / max(calls[i], 1)
                       for i in ids)
    steps = sum(calls.values())
    wall = max(end for _, end in spans.values()) - min(start for start, _ in spans.values())
    outcomes: dict[str, int] = {}
    for status in statuses:
        outcomes[status] = outcomes.get(status, 0) + 1
    return Level(policy, n, latency, steps, round(wall, 4), round(steps / wall, 2),
                 round(statistics.median(overheads), 3),
                 round(overheads[int(0.9 * (len(overheads) - 1))], 3),
                 round(cpu * 1000 / max(steps, 1), 3), outcomes, workers)


def _levels(text: str) -> list[int]:
    """`--runs 1,10,100`: concurrency levels, each a whole number from 1 to 10,000."""
    from oncall.errors import ConfigError

    try:
        levels = [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise ConfigError(f"--runs: a comma-separated list of run counts such as 1,10,100, "
                          f"not {text!r}") from None
    if not levels or not all(1 <= n <= 10_000 for n in levels):
        raise ConfigError(f"--runs: each level must be from 1 to 10,000, not {text!r}")
    return levels


async def bench_loop(args: argparse.Namespace) -> int:
    levels = _levels(str(args.runs))
    policies = args.policy or ["surveyor", "investigator"]
    report: dict[str, Any] = {"latency_s": args.latency, "repeats": args.repeats,
                              "workers": args.workers, "levels": [], "speedup": {}}
    with tempfile.TemporaryDirectory() as tmp:
        idle = statistics.median([await _workers_cpu(Path(tmp) / f"idle-{i}.db", 1, 1)
                                  for i in range(3)]) if args.workers else 0.0
        for policy in policies:
            # Warm-up: imports, world caches, the first ASGI round trips.
            await _level(policy, 1, 0.0, Path(tmp) / f"warm-{policy}.db")
            for latency in (0.0, args.latency):
                for n in levels:
                    trials = [await _measure(policy, n, latency,
                                             Path(tmp) / f"b-{policy}-{latency}-{n}-{i}.db",
                                             args.workers, idle)
                              for i in range(args.repeats)]
                    best = sorted(trials, key=lambda t: t.steps_per_s)[len(trials) // 2]
                    report["levels"].append(asdict(best))
                    if not args.json:
                        where = f"  on {best.workers} workers" if best.workers else ""
                        print(f"{policy:<12} latency {latency * 1000:>3.0f} ms  "
                              f"runs {n:>4}{where}  "
                              f"steps {best.steps:>5}  wall {best.wall_s:>7.3f} s  "
                              f"steps/s {best.steps_per_s:>8.1f}  overhead/step median "
                              f"{best.overhead_ms_median:>8.3f} ms  p90 "
                              f"{best.overhead_ms_p90:>8.3f} ms  cpu/step "
                              f"{best.cpu_ms_per_step:>6.3f} ms  {best.outcomes}", flush=True)
            by_runs = {lv["runs"]: lv for lv in report["levels"]
                       if lv["policy"] == policy and lv["latency_s"] == args.latency}
            if 1 in by_runs and max(levels) in by_runs:
                speedup = by_runs[max(levels)]["steps_per_s"] / by_runs[1]["steps_per_s"]
                report["speedup"][policy] = round(speedup, 1)
                if not args.json:
                    where = (f" on {args.workers} worker processes" if args.workers
                             else " in one process")
                    print(f"{policy:<12} at {args.latency * 1000:.0f} ms model latency, "
                          f"{max(levels)} concurrent runs{where} reach {speedup:.1f}x the "
                          "steps/s of 1 run\n", flush=True)
    if args.json:
        print(orjson.dumps(report, option=orjson.OPT_INDENT_2).decode())
    return 0


async def _workers_cpu(db: Path, workers: int, concurrency: int) -> float:
    """Run `workers` worker processes on `db` until its queue is empty; their CPU seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with tempfile.TemporaryFile() as errors:
        procs = [await asyncio.create_subprocess_exec(
            sys.executable, "-m", "oncall", "worker", "--db", str(db), "--exit-when-idle",
            "--concurrency", str(concurrency),
            stdout=asyncio.subprocess.DEVNULL, stderr=errors) for _ in range(workers)]
        codes = [await p.wait() for p in procs]
        if any(codes):
            errors.seek(0)
            tail = errors.read().decode(errors="replace")[-2000:]
            raise RuntimeError(f"a worker exited with {codes}: {tail}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)


async def _measure(policy: str, n: int, latency: float, db: Path, workers: int,
                   idle: float) -> Level:
    if workers and n > 1:
        return await _workers_level(policy, n, latency, db, workers, idle)
    return await _level(policy, n, latency, db)


def fixed_cost(args: argparse.Namespace) -> int:
    """What every agent call pays before any evidence: the system prompt and tool schemas.

    Tokens are estimated at four characters a token over the exact JSON sent (the scripted
    server counts the same way; a real tokenizer differs by model). The source rig paid
    3,282-3,728 tokens here, 60-78% of an average call; the target is at most 1,500.
    """
    from oncall.compaction import estimate_tokens
    from oncall.prompts import SYSTEM_PROMPT
    from oncall.tools import default_toolset

    tools = default_toolset().schemas()
    system = estimate_tokens([{"role": "system", "content": SYSTEM_PROMPT}], [])
    schemas = estimate_tokens([], tools)
    report = {"system_prompt_tokens": system, "tool_schema_tokens": schemas,
              "fixed_tokens": system + schemas, "tools": len(tools), "target": 1500}
    if args.json:
        print(orjson.dumps(report).decode())
    else:
        print(f"system prompt {system:,} tokens + {len(tools)} tool schemas {schemas:,} tokens "
              f"= {system + schemas:,} tokens fixed per call (target <= 1,500)")
    return 0 if system + schemas <= 1500 else 1
