"""PromQL functions over range vectors and instant vectors, with Prometheus 2.x semantics.

`extrapolated_rate` and `bucket_quantile` follow `promql/functions.go` and `promql/quantile.go`
of Prometheus v2.42 step by step, so that prodsim's answers match a real server's to float
precision (the tests compare them against a real Prometheus fed the same samples).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

Points = Sequence[tuple[int, float]]
RangeFn = Callable[[Points, int, int], float | None]
"""(samples in the window, window start ms, window end ms) -> value, or None (no output)."""


def extrapolated_rate(points: Points, start: int, end: int, *, counter: bool,
                      per_second: bool) -> float | None:
    """rate/increase/delta: the change over the window, extrapolated to its edges."""
    if len(points) < 2:
        return None
    first_t, first_v = points[0]
    last_t, last_v = points[-1]
    result = last_v - first_v
    if counter:
        previous = first_v
        for _, value in points[1:]:
            if value < previous:
                result += previous
            previous = value
    to_start = (first_t - start) / 1000
    to_end = (end - last_t) / 1000
    sampled = (last_t - first_t) / 1000
    average = sampled / (len(points) - 1)
    if counter and result > 0 and first_v >= 0:
        to_zero = sampled * (first_v / result)
        to_start = min(to_start, to_zero)
    threshold = average * 1.1
    interval = sampled
    interval += to_start if to_start < threshold else average / 2
    interval += to_end if to_end < threshold else average / 2
    factor = interval / sampled
    if per_second:
        factor /= (end - start) / 1000
    return result * factor


def _irate(points: Points, start: int, end: int) -> float | None:
    if len(points) < 2:
        return None
    (t0, v0), (t1, v1) = points[-2], points[-1]
    change = v1 if v1 < v0 else v1 - v0
    return change / ((t1 - t0) / 1000) if t1 != t0 else None


def _over_time(reduce: Callable[[list[float]], float]) -> RangeFn:
    def apply(points: Points, start: int, end: int) -> float | None:
        return reduce([v for _, v in points]) if points else None
    return apply


def _avg(values: list[float]) -> float:
    mean = 0.0
    for i, value in enumerate(values, 1):  # Prometheus's incremental mean
        mean += value / i - mean / i
    return mean


def _max(values: list[float]) -> float:
    out = values[0]
    for value in values[1:]:
        if value > out or math.isnan(out):
            out = value
    return out


def _min(values: list[float]) -> float:
    out = values[0]
    for value in values[1:]:
        if value < out or math.isnan(out):
            out = value
    return out


RANGE_FUNCTIONS: dict[str, RangeFn] = {
    "rate": lambda p, s, e: extrapolated_rate(p, s, e, counter=True, per_second=True),
    "increase": lambda p, s, e: extrapolated_rate(p, s, e, counter=True, per_second=False),
    "delta": lambda p, s, e: extrapolated_rate(p, s, e, counter=False, per_second=False),
    "irate": _irate,
    "avg_over_time": _over_time(_avg),
    "sum_over_time": _over_time(sum),
    "min_over_time": _over_time(_min),
    "max_over_time": _over_time(_max),
    "count_over_time": _over_time(lambda v: float(len(v))),
    "last_over_time": _over_time(lambda v: v[-1]),
}

VECTOR_FUNCTIONS: dict[str, Callable[[float], float]] = {
    "abs": abs, "ceil": lambda v: float(math.ceil(v)) if math.isfinite(v) else v,
    "floor": lambda v: float(math.floor(v)) if math.isfinite(v) else v,
    "sqrt": lambda v: math.sqrt(v) if v >= 0 else math.nan,
    "exp": lambda v: math.exp(v) if v < 709 else math.inf,
    "ln": lambda v: math.log(v) if v > 0 else (-math.inf if v == 0 else math.nan),
}

FUNCTIONS: dict[str, tuple[tuple[str, ...], str]] = {
    **{name: (("matrix",), "vector") for name in RANGE_FUNCTIONS},
    **{name: (("vector",), "vector") for name in VECTOR_FUNCTIONS},
    "histogram_quantile": (("scalar", "vector"), "vector"),
    "clamp_min": (("vector", "scalar"), "vector"),
    "clamp_max": (("vector", "scalar"), "vector"),
    "scalar": (("vector",), "scalar"),
    "vector": (("scalar",), "vector"),
    "time": ((), "scalar"),
}
"""name -> (argument types, result type): what the parser checks calls against."""


def bucket_quantile(q: float, buckets: list[tuple[float, float]]) -> float:
    """histogram_quantile over (upper bound, cumulative count) pairs."""
    if math.isnan(q):
        return math.nan
    if q < 0:
        return -math.inf
    if q > 1:
        return math.inf
    buckets = sorted(buckets)
    if not buckets or not math.isinf(buckets[-1][0]):
        return math.nan
    merged: list[list[float]] = []
    for bound, count in buckets:  # coalesce equal bounds
        if merged and merged[-1][0] == bound:
            merged[-1][1] += count
        else:
            merged.append([bound, count])
    for i in range(1, len(merged)):  # ensure monotonic counts
        merged[i][1] = max(merged[i][1], merged[i - 1][1])
    if len(merged) < 2:
        return math.nan
    observations = merged[-1][1]
    if observations == 0:
        return math.nan
    rank = q * observations
    b = next((i for i in range(len(merged) - 1) if merged[i][1] >= rank), len(merged) - 1)
    if b == len(merged) - 1:
        return merged[-2][0]
    if b == 0 and merged[0][0] <= 0:
        return merged[0][0]
    start, end, count = 0.0, merged[b][0], merged[b][1]
    if b > 0:
        start = merged[b - 1][0]
        count -= merged[b - 1][1]
        rank -= merged[b - 1][1]
    return start + (end - start) * (rank / count)
