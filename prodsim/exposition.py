"""prodsim's metrics as the metric families a real service exports, scraped every 30 s.

The per-minute points of `World.metric` mean something (an error ratio, a p99 in ms); a real
Prometheus holds counters and histograms from which a query computes that meaning. This module
turns the points into those families — `http_requests_total{code}`,
`http_request_duration_seconds_bucket{le}`, `container_cpu_usage_seconds_total`,
`container_memory_working_set_bytes` — so that the default PromQL templates give back the
points' values, both from prodsim's own PromQL engine and from a real Prometheus fed by
`openmetrics` (promtool's backfill format).

Scrape k happens at `log_start + 30 s * k`, up to the World's now; the increments of the
interval (t - 30 s, t] come from the point of the minute that interval lies in, so
`rate(...[1m])` evaluated at the end of a minute (point time + 60 s) gives that minute's point.
Counters start at a seeded value (processes have been up for hours) and are integers where a
real counter counts events.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from prodsim.kube import NAMESPACE, current_pod
from prodsim.timeutil import MINUTE_MS
from prodsim.world import World

SCRAPE_MS = 30_000
"""The simulated scrape interval."""

BUCKETS: tuple[float, ...] = (0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3,
                              0.4, 0.5, 0.75, 1.0, 1.5, 2.0, 2.5, 5.0, 10.0, math.inf)
"""Upper bounds of the latency histogram (seconds)."""

TEMPLATES: dict[str, str] = {
    "error_rate": 'sum(rate(http_requests_total{service="{service}",code=~"5.."}[1m])) / '
                  'sum(rate(http_requests_total{service="{service}"}[1m]))',
    "request_rate": 'sum(rate(http_requests_total{service="{service}"}[1m]))',
    "latency_p99_ms": '1000 * histogram_quantile(0.99, sum by (le) '
                      '(rate(http_request_duration_seconds_bucket{service="{service}"}[1m])))',
    "cpu_cores": 'sum(rate(container_cpu_usage_seconds_total{container="{service}"}[1m]))',
    "memory_bytes": 'sum(container_memory_working_set_bytes{container="{service}"})',
}
"""The default PromQL template of each metric name the agent asks for."""

POINT_METRIC: dict[str, tuple[str, float]] = {
    "error_rate": ("error_rate", 1.0),
    "request_rate": ("requests_per_s", 1.0),
    "latency_p99_ms": ("latency_p99_ms", 1.0),
    "cpu_cores": ("cpu", 1.0),
    "memory_bytes": ("memory_mb", 1024.0 * 1024.0),
}
"""Which `World.metric` series each template computes, and the factor from its unit."""

HELP: dict[str, tuple[str, str]] = {
    "http_requests_total": ("counter", "HTTP requests served, by status code."),
    "http_request_duration_seconds": ("histogram", "HTTP request latency."),
    "container_cpu_usage_seconds_total": ("counter", "Cumulative CPU time consumed."),
    "container_memory_working_set_bytes": ("gauge", "Current working set of the container."),
}

Labels = tuple[tuple[str, str], ...]
"""Sorted (name, value) pairs, `__name__` included."""


@dataclass(frozen=True)
class Series:
    """One time series: its labels and its samples, ascending in time."""

    labels: Labels
    times_ms: tuple[int, ...]
    values: tuple[float, ...]

    @property
    def name(self) -> str:
        return dict(self.labels)["__name__"]


def _labels(**pairs: str) -> Labels:
    return tuple(sorted(pairs.items()))


def _le(bound: float) -> str:
    """`0.005`, `1`, `2.5`, `+Inf`: bounds as client libraries write them."""
    return _number(bound)


class _Counter:
    """A cumulative float with an integer (or raw float) view, appended per scrape."""

    def __init__(self, start: float, integer: bool) -> None:
        self.total = start
        self.integer = integer
        self.values: list[float] = []

    def add(self, amount: float) -> None:
        self.total += max(0.0, amount)

    def sample(self) -> None:
        self.values.append(float(round(self.total)) if self.integer else round(self.total, 6))


def _bucket_shares(p99_s: float) -> list[float]:
    """Cumulative share of requests at or below each bucket bound, so that
    histogram_quantile(0.99) interpolates to `p99_s` (1 % of requests fall in its bucket)."""
    b = next(i for i, bound in enumerate(BUCKETS) if p99_s <= bound)
    if math.isinf(BUCKETS[b]):
        b -= 1  # beyond the last finite bound: the quantile caps there
        p99_s = BUCKETS[b]
    lo = BUCKETS[b - 1] if b > 0 else 0.0
    frac = (p99_s - lo) / (BUCKETS[b] - lo)
    below = 0.99 - 0.01 * frac
    shares = []
    for i in range(len(BUCKETS)):
        if i < b:
            shares.append(below * ((i + 1) / b) ** 2)
        elif i == b:
            shares.append(below + 0.01)
        else:
            shares.append(1.0)
    return shares


def _service_series(world: World, service: str) -> Iterator[Series]:
    rng = random.Random(f"{world.key}|exposition|{service}")
    points = {m: dict(world.metric(service, m))
              for m in ("error_rate", "latency_p99_ms", "requests_per_s", "cpu", "memory_mb")}
    first, last = world.log_start_ms, max(points["cpu"])
    times = tuple(range(first, last + MINUTE_MS + 1, SCRAPE_MS))
    rps0 = points["requests_per_s"][first]
    uptime = rng.uniform(3 * 3600, 30 * 3600)
    codes = {code: _Counter(rps0 * uptime * share, True)
             for code, share in (("200", 0.99), ("404", 0.004), ("500", 0.003))}
    buckets = [_Counter(rps0 * uptime * s, True) for s in _bucket_shares(0.25)]
    latency_sum = _Counter(rps0 * uptime * 0.08, False)
    cpu = _Counter(uptime * points["cpu"][first], False)
    memory: list[float] = []
    not_found = rng.uniform(0.002, 0.006)
    for i, at in enumerate(times):
        minute = first + max(0, (at - first - 1) // MINUTE_MS) * MINUTE_MS
        if i > 0:
            total = points["requests_per_s"][minute] * SCRAPE_MS / 1000
            errors = total * points["error_rate"][minute]
            codes["500"].add(errors)
            codes["404"].add(total * not_found)
            codes["200"].add(total - errors - total * not_found)
            p99 = points["latency_p99_ms"][minute] / 1000
            for counter, share in zip(buckets, _bucket_shares(p99), strict=True):
                counter.add(total * share)
            latency_sum.add(total * p99 * 0.3)
            cpu.add(points["cpu"][minute] * SCRAPE_MS / 1000)
        for counter in (*codes.values(), *buckets, latency_sum, cpu):
            counter.sample()
        memory.append(float(round(points["memory_mb"][minute] * 1024 * 1024)))
    for code, counter in codes.items():
        yield Series(_labels(__name__="http_requests_total", service=service, code=code,
                             namespace=NAMESPACE), times, tuple(counter.values))
    base = "http_request_duration_seconds"
    for bound, counter in zip(BUCKETS, buckets, strict=True):
        yield Series(_labels(__name__=f"{base}_bucket", service=service, le=_le(bound),
                             namespace=NAMESPACE), times, tuple(counter.values))
    yield Series(_labels(__name__=f"{base}_count", service=service, namespace=NAMESPACE),
                 times, tuple(buckets[-1].values))
    yield Series(_labels(__name__=f"{base}_sum", service=service, namespace=NAMESPACE),
                 times, tuple(latency_sum.values))
    pod = current_pod(world, service)
    for name, values in (("container_cpu_usage_seconds_total", cpu.values),
                         ("container_memory_working_set_bytes", memory)):
        yield Series(_labels(__name__=name, container=service, pod=pod, namespace=NAMESPACE),
                     times, tuple(values))


@lru_cache(maxsize=8)
def world_series(world: World) -> tuple[Series, ...]:
    """Every series of the world, sorted by labels. Cached: generating them costs ~0.3 s."""
    out = [s for svc in world.services for s in _service_series(world, svc.name)]
    return tuple(sorted(out, key=lambda s: s.labels))


def _family(name: str) -> str:
    for suffix in ("_bucket", "_count", "_sum"):
        if name.endswith(suffix) and name.removesuffix(suffix) in HELP:
            return name.removesuffix(suffix)
    return name


def _number(value: float) -> str:
    if math.isinf(value):
        return "+Inf" if value > 0 else "-Inf"
    return str(int(value)) if value.is_integer() else repr(value)


def openmetrics(world: World) -> Iterator[str]:
    """The world's series as OpenMetrics text (timestamps in seconds, ascending per series,
    ending in `# EOF`), the input of `promtool tsdb create-blocks-from openmetrics`."""
    by_family: dict[str, list[Series]] = {}
    for s in world_series(world):
        by_family.setdefault(_family(s.name), []).append(s)
    for family in sorted(by_family):
        kind, text = HELP.get(family, ("unknown", family))
        yield f"# HELP {family} {text}\n# TYPE {family} {kind}\n"
        for s in by_family[family]:
            pairs = ",".join(f'{k}="{v}"' for k, v in s.labels if k != "__name__")
            head = f"{s.name}{{{pairs}}}"
            for at, value in zip(s.times_ms, s.values, strict=True):
                yield f"{head} {_number(value)} {at // 1000}\n"
    yield "# EOF\n"
