"""LogQL metric queries for prodsim's Loki: `count_over_time`, `rate`, `bytes_over_time` and
`bytes_rate` over a log range, under `sum`/`avg`/`min`/`max`/`count` by or without labels.

A range `[5m]` at step t covers the entries in (t - 5m, t]; a stream with no entry there has no
value at t. Values come out per label set (the stream's labels after the pipeline).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from itertools import accumulate

from prodsim.logql import LogQuery, MetricQuery, RangeAggregation

Labels = tuple[tuple[str, str], ...]
Entries = list[tuple[int, str, dict[str, str]]]
Select = Callable[[LogQuery, int, int], Entries]
"""(log query, start ns inclusive, end ns exclusive) -> (ns, line, labels) entries."""
Vector = dict[Labels, float]


def _innermost(query: MetricQuery) -> RangeAggregation:
    while not isinstance(query, RangeAggregation):
        query = query.inner
    return query


class _Groups:
    """The range aggregation's entries grouped by label set, for lookups per step."""

    def __init__(self, entries: Entries) -> None:
        grouped: dict[Labels, list[tuple[int, int]]] = {}
        for ns, line, labels in sorted(entries, key=lambda e: e[0]):
            grouped.setdefault(tuple(sorted(labels.items())), []).append((ns, len(line)))
        self.times = {k: [t for t, _ in v] for k, v in grouped.items()}
        self.bytes = {k: [0, *accumulate(n for _, n in v)] for k, v in grouped.items()}

    def vector(self, agg: RangeAggregation, at: int) -> Vector:
        out: Vector = {}
        range_ns = agg.range_ms * 1_000_000
        for key, times in self.times.items():
            lo, hi = bisect_right(times, at - range_ns), bisect_right(times, at)
            if hi == lo:
                continue
            count, size = hi - lo, self.bytes[key][hi] - self.bytes[key][lo]
            value = float(size if agg.func.startswith("bytes") else count)
            if agg.func in ("rate", "bytes_rate"):
                value /= agg.range_ms / 1000
            out[key] = value
        return out


def _aggregate(query: MetricQuery, groups: _Groups, at: int) -> Vector:
    if isinstance(query, RangeAggregation):
        return groups.vector(query, at)
    buckets: dict[Labels, list[float]] = {}
    for labels, value in _aggregate(query.inner, groups, at).items():
        if query.without:
            key = tuple(p for p in labels if p[0] not in query.grouping)
        else:
            key = tuple(p for p in labels if p[0] in query.grouping)
        buckets.setdefault(key, []).append(value)
    reduce: dict[str, Callable[[list[float]], float]] = {
        "sum": sum, "min": min, "max": max, "count": lambda v: float(len(v)),
        "avg": lambda v: sum(v) / len(v)}
    return {key: reduce[query.op](values) for key, values in buckets.items()}


def evaluate(query: MetricQuery, steps: list[int], select: Select
             ) -> dict[Labels, list[tuple[int, float]]]:
    """Per label set, the (step ns, value) points of `query` at `steps` (ascending)."""
    inner = _innermost(query)
    groups = _Groups(select(inner.query, steps[0] - inner.range_ms * 1_000_000 + 1,
                            steps[-1] + 1))
    out: dict[Labels, list[tuple[int, float]]] = {}
    for at in steps:
        for key, value in _aggregate(query, groups, at).items():
            out.setdefault(key, []).append((at, value))
    return dict(sorted(out.items()))
