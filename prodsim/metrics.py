"""Per-minute metric series: a seeded baseline per (service, metric) plus the fault's effects.

Series are computed on demand (a few hundred points each) from their own RNG, so a query for
one metric never pays for the others.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from prodsim.timeutil import MINUTE_MS
from prodsim.topology import Service


@dataclass(frozen=True)
class Effect:
    """A resolved `MetricEffect`: absolute start, ramp in ms."""

    mode: str
    value: float
    start_ms: int
    ramp_ms: int
    end_ms: int | None = None
    """When the effect stops (the metric recovers); None: never."""


_DECIMALS = {"error_rate": 4, "latency_p99_ms": 1, "requests_per_s": 1, "cpu": 3,
             "memory_mb": 1}


def series(
    key: str, service: Service, metric: str, window: tuple[int, int],
    effects: tuple[Effect, ...],
) -> list[tuple[int, float]]:
    """One point per minute from the window start up to (not including) the window end."""
    rng = random.Random(f"{key}|metric|{service.name}|{metric}")
    shape = random.Random(f"{key}|shape|{service.name}")
    base_error = shape.uniform(0.001, 0.006)
    base_latency = shape.uniform(80, 420)
    base_memory = shape.uniform(300, 1400)
    cores = shape.uniform(0.2, 0.6)
    phase = shape.uniform(0, 2 * math.pi)
    points: list[tuple[int, float]] = []
    drift = 0.0
    start, end = window
    for at in range(start, end, MINUTE_MS):
        wave = 1 + 0.08 * math.sin(phase + at / (47 * MINUTE_MS))
        rps = service.base_rps * wave
        if metric == "error_rate":
            value = max(0.0, base_error + abs(rng.gauss(0, base_error / 3)))
        elif metric == "latency_p99_ms":
            value = base_latency * (1 + abs(rng.gauss(0, 0.07)))
        elif metric == "requests_per_s":
            value = rps * (1 + rng.gauss(0, 0.04))
        elif metric == "cpu":
            value = cores + rps * 0.006 * (1 + rng.gauss(0, 0.05))
        else:
            drift = (drift + rng.uniform(-1.5, 4.0)) % 160
            value = base_memory + drift
        for effect in effects:
            value = _apply(value, effect, at, rng)
        if metric == "error_rate":
            value = min(1.0, max(0.0, value))
        points.append((at, round(value, _DECIMALS[metric])))
    return points


def _apply(value: float, effect: Effect, at: int, rng: random.Random) -> float:
    if at < effect.start_ms or (effect.end_ms is not None and at >= effect.end_ms):
        return value
    share = 1.0 if effect.ramp_ms <= 0 else min(1.0, (at - effect.start_ms) / effect.ramp_ms)
    if effect.mode == "set":
        target = effect.value * (1 + rng.gauss(0, 0.05))
    elif effect.mode == "multiply":
        target = value * effect.value
    else:
        target = value + effect.value
    return value + (target - value) * share
