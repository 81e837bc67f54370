"""`python -m oncall bench loop`: what the harness costs per step, and how it scales.

Each level runs N investigations at once in one process, each with its own in-process prodsim,
all sharing one database (one writer connection, every step committed before the next) and one
scripted model server that waits `--latency` seconds per reply. Overhead per step is a run's
wall time minus the time spent inside model calls, divided by its steps.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
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


def _scenario(latency: float) -> Scenario:
    spec = f"scripted:investigator?delay={latency}"
    return Scenario("bench-checkout-payments-deploy", "checkout-payments-deploy", seed=7,
                    models=ModelRouting({"agent": ModelChoice(spec, {"num_ctx": 8192})}))


@dataclass(frozen=True, slots=True)
class Level:
    runs: int
    latency_s: float
    steps: int
    wall_s: float
    steps_per_s: float
    overhead_ms_median: float
    overhead_ms_p90: float
    outcomes: dict[str, int]


async def _level(n: int, latency: float, db: Path) -> Level:
    scenario = _scenario(latency)
    servers = ModelServers()
    async with await Store.open(db) as store:
        ids = [await create_run(store, scenario) for _ in range(n)]
        started = time.perf_counter()
        results = await asyncio.gather(*(execute(store, i, servers=servers) for i in ids))
        wall = time.perf_counter() - started
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
    return Level(n, latency, steps, round(wall, 4), round(steps / wall, 2),
                 round(statistics.median(overheads), 3),
                 round(overheads[int(0.9 * (len(overheads) - 1))], 3), outcomes)


async def bench_loop(args: argparse.Namespace) -> int:
    levels = [int(x) for x in str(args.runs).split(",") if x.strip()]
    report: dict[str, Any] = {"latency_s": args.latency, "repeats": args.repeats, "levels": []}
    with tempfile.TemporaryDirectory() as tmp:
        # Warm-up: imports, world caches, the first ASGI round trips.
        await _level(1, 0.0, Path(tmp) / "warm.db")
        for latency in (0.0, args.latency):
            for n in levels:
                trials = [await _level(n, latency, Path(tmp) / f"b-{latency}-{n}-{i}.db")
                          for i in range(args.repeats)]
                best = sorted(trials, key=lambda t: t.steps_per_s)[len(trials) // 2]
                report["levels"].append(asdict(best))
                if not args.json:
                    print(f"latency {latency * 1000:>4.0f} ms  runs {n:>4}  steps {best.steps:>5}"
                          f"  wall {best.wall_s:>7.3f} s  steps/s {best.steps_per_s:>9.1f}"
                          f"  overhead/step median {best.overhead_ms_median:>7.3f} ms"
                          f"  p90 {best.overhead_ms_p90:>7.3f} ms  {best.outcomes}", flush=True)
    by_key = {(lv["latency_s"], lv["runs"]): lv for lv in report["levels"]}
    one = by_key.get((args.latency, 1))
    many = by_key.get((args.latency, max(levels)))
    if one and many:
        report["speedup"] = round(many["steps_per_s"] / one["steps_per_s"], 1)
    if args.json:
        print(orjson.dumps(report, option=orjson.OPT_INDENT_2).decode())
    elif "speedup" in report:
        print(f"\nat {args.latency * 1000:.0f} ms model latency, {max(levels)} concurrent runs "
              f"reach {report['speedup']}x the steps/s of 1 run")
    return 0
