"""Evaluate a parsed PromQL expression over a fixed set of series, at one instant or over a
range of steps, with Prometheus 2.x semantics (closed range windows, a 5-minute lookback for
instant selectors, the metric name dropped by functions and arithmetic).
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass

from prodsim.exposition import Labels, Series
from prodsim.promql.functions import (
    RANGE_FUNCTIONS,
    VECTOR_FUNCTIONS,
    bucket_quantile,
)
from prodsim.promql.parse import (
    Aggregate,
    Binary,
    Call,
    Expr,
    MatrixSelector,
    Negate,
    Number,
    PromQLError,
    VectorSelector,
)

LOOKBACK_MS = 5 * 60_000
"""`--query.lookback-delta`'s default."""

Vector = list[tuple[Labels, float]]
RangeSeries = list[tuple[Labels, list[tuple[int, float]]]]


@dataclass(frozen=True)
class Scalar:
    value: float


@dataclass(frozen=True)
class Matrix:
    """Raw samples of a range selector (an instant query of `x[5m]`)."""

    series: RangeSeries


def _drop_name(labels: Labels) -> Labels:
    return tuple(p for p in labels if p[0] != "__name__")


def _text(labels: Labels) -> str:
    return "{" + ", ".join(f'{k}="{v}"' for k, v in labels) + "}"


_COMPARE = {"==": float.__eq__, "!=": float.__ne__, "<": float.__lt__, ">": float.__gt__,
            "<=": float.__le__, ">=": float.__ge__}


def _arith(op: str, a: float, b: float) -> float:
    if op in _COMPARE:
        return 1.0 if _COMPARE[op](a, b) else 0.0
    try:
        if op == "+":
            return a + b
        if op == "-":
            return a - b
        if op == "*":
            return a * b
        if op == "/":
            if b == 0:
                return math.nan if a == 0 or math.isnan(a) else math.copysign(math.inf, a) * (
                    math.copysign(1, b))
            return a / b
        if op == "%":
            return math.fmod(a, b) if b != 0 else math.nan
        return math.pow(a, b)
    except (OverflowError, ValueError):
        return math.nan if op != "^" else math.inf


class Engine:
    """Queries over `series` (sorted by labels); one Engine per query is cheap."""

    def __init__(self, series: Sequence[Series], lookback_ms: int = LOOKBACK_MS) -> None:
        self._series = series
        self._lookback = lookback_ms
        self._selected: dict[VectorSelector, list[Series]] = {}

    def select(self, selector: VectorSelector) -> list[Series]:
        """The series every matcher of `selector` accepts (a missing label is "")."""
        if selector not in self._selected:
            self._selected[selector] = [
                s for s in self._series
                if all(m.matches(dict(s.labels).get(m.name, "")) for m in selector.matchers)]
        return self._selected[selector]

    # -- entry points -------------------------------------------------------------------------

    def instant(self, expr: Expr, at: int) -> Scalar | Vector | Matrix:
        if isinstance(expr, MatrixSelector):
            return Matrix([(s.labels, list(self._window(s, at - expr.range_ms, at)))
                           for s in self.select(expr.vector)
                           if self._window(s, at - expr.range_ms, at)])
        return self.eval(expr, at)

    def range(self, expr: Expr, start: int, end: int, step: int) -> RangeSeries:
        if isinstance(expr, MatrixSelector):
            raise PromQLError('invalid expression type "range vector" for range query, '
                              "must be Scalar or instant Vector")
        out: dict[Labels, list[tuple[int, float]]] = {}
        at = start
        while at <= end:
            value = self.eval(expr, at)
            if isinstance(value, Scalar):
                out.setdefault((), []).append((at, value.value))
            else:
                for labels, v in value:
                    out.setdefault(labels, []).append((at, v))
            at += step
        return sorted(out.items())

    # -- evaluation ---------------------------------------------------------------------------

    def eval(self, expr: Expr, at: int) -> Scalar | Vector:
        if isinstance(expr, Number):
            return Scalar(expr.value)
        if isinstance(expr, VectorSelector):
            return self._instant_selector(expr, at)
        if isinstance(expr, MatrixSelector):
            raise PromQLError("ranges only allowed for vector selectors")
        if isinstance(expr, Negate):
            inner = self.eval(expr.expr, at)
            if isinstance(inner, Scalar):
                return Scalar(-inner.value)
            return [(_drop_name(labels), -v) for labels, v in inner]
        if isinstance(expr, Call):
            return self._call(expr, at)
        if isinstance(expr, Aggregate):
            return self._aggregate(expr, at)
        return self._binary(expr, at)

    def _window(self, s: Series, lo: int, hi: int) -> list[tuple[int, float]]:
        i, j = bisect_left(s.times_ms, lo), bisect_right(s.times_ms, hi)
        return list(zip(s.times_ms[i:j], s.values[i:j], strict=True))

    def _instant_selector(self, selector: VectorSelector, at: int) -> Vector:
        out: Vector = []
        for s in self.select(selector):
            j = bisect_right(s.times_ms, at) - 1
            if j >= 0 and s.times_ms[j] >= at - self._lookback:
                out.append((s.labels, s.values[j]))
        return out

    def _call(self, call: Call, at: int) -> Scalar | Vector:
        name = call.func
        if name in RANGE_FUNCTIONS:
            arg = call.args[0]
            assert isinstance(arg, MatrixSelector)
            lo = at - arg.range_ms
            out: Vector = []
            for s in self.select(arg.vector):
                value = RANGE_FUNCTIONS[name](self._window(s, lo, at), lo, at)
                if value is not None:
                    out.append((_drop_name(s.labels), value))
            return out
        if name == "time":
            return Scalar(at / 1000)
        if name == "vector":
            return [((), self._scalar(call.args[0], at))]
        vector = self._vector(call.args[-1] if name == "histogram_quantile" else call.args[0],
                              at)
        if name == "scalar":
            return Scalar(vector[0][1] if len(vector) == 1 else math.nan)
        if name in VECTOR_FUNCTIONS:
            return [(_drop_name(labels), VECTOR_FUNCTIONS[name](v)) for labels, v in vector]
        if name in ("clamp_min", "clamp_max"):
            bound = self._scalar(call.args[1], at)
            pick = max if name == "clamp_min" else min
            return [(_drop_name(labels), pick(v, bound)) for labels, v in vector]
        q = self._scalar(call.args[0], at)
        groups: dict[Labels, list[tuple[float, float]]] = {}
        for labels, v in vector:
            le = dict(labels).get("le")
            try:
                bound = float(le) if le is not None else math.nan
            except ValueError:
                bound = math.nan
            if math.isnan(bound):
                continue
            key = tuple(p for p in labels if p[0] not in ("le", "__name__"))
            groups.setdefault(key, []).append((bound, v))
        return [(key, bucket_quantile(q, buckets)) for key, buckets in groups.items()]

    def _scalar(self, expr: Expr, at: int) -> float:
        value = self.eval(expr, at)
        if not isinstance(value, Scalar):
            raise PromQLError("expected type scalar, got instant vector")
        return value.value

    def _vector(self, expr: Expr, at: int) -> Vector:
        value = self.eval(expr, at)
        if isinstance(value, Scalar):
            raise PromQLError("expected type instant vector, got scalar")
        return value

    def _aggregate(self, agg: Aggregate, at: int) -> Vector:
        groups: dict[Labels, list[float]] = {}
        for labels, v in self._vector(agg.expr, at):
            if agg.without:
                key = tuple(p for p in labels
                            if p[0] not in agg.grouping and p[0] != "__name__")
            else:
                key = tuple(p for p in labels if p[0] in agg.grouping)
            groups.setdefault(key, []).append(v)
        out: Vector = []
        for key, values in groups.items():
            if agg.op == "sum":
                value = sum(values)  # in selection order, as Prometheus 2.42 adds
            elif agg.op == "count":
                value = float(len(values))
            elif agg.op == "avg":
                value = 0.0
                for i, v in enumerate(values, 1):
                    value += v / i - value / i
            else:
                value = values[0]
                for v in values[1:]:
                    better = v > value if agg.op == "max" else v < value
                    if better or math.isnan(value):
                        value = v
            out.append((key, value))
        return out

    def _binary(self, expr: Binary, at: int) -> Scalar | Vector:
        lhs, rhs = self.eval(expr.lhs, at), self.eval(expr.rhs, at)
        op = expr.op
        if isinstance(lhs, Scalar) and isinstance(rhs, Scalar):
            return Scalar(_arith(op, lhs.value, rhs.value))
        if op in _COMPARE and not expr.bool:  # a filter: keeps the sample, name and all
            if isinstance(rhs, Scalar):
                assert not isinstance(lhs, Scalar)
                return [(labels, v) for labels, v in lhs if _arith(op, v, rhs.value)]
            if isinstance(lhs, Scalar):
                return [(labels, v) for labels, v in rhs if _arith(op, lhs.value, v)]
            kept = {key for key, _ in self._matched(op, lhs, rhs, filtering=True)}
            return [(labels, v) for labels, v in lhs if _drop_name(labels) in kept]
        if isinstance(rhs, Scalar):
            assert not isinstance(lhs, Scalar)
            return [(_drop_name(labels), _arith(op, v, rhs.value)) for labels, v in lhs]
        if isinstance(lhs, Scalar):
            return [(_drop_name(labels), _arith(op, lhs.value, v)) for labels, v in rhs]
        return self._matched(op, lhs, rhs, filtering=False)

    def _matched(self, op: str, lhs: Vector, rhs: Vector, *, filtering: bool) -> Vector:
        """One-to-one matching on all labels but the name; for a filtering comparison, only
        the pairs that hold."""
        right: dict[Labels, tuple[Labels, float]] = {}
        for labels, v in rhs:
            key = _drop_name(labels)
            if key in right:
                raise PromQLError(
                    f"found duplicate series for the match group {_text(key)} on the right "
                    f"hand-side of the operation: [{_text(right[key][0])}, {_text(labels)}];"
                    "many-to-many matching not allowed: matching labels must be unique on one "
                    "side", "execution")
            right[key] = (labels, v)
        out: Vector = []
        seen: set[Labels] = set()
        for labels, v in lhs:
            key = _drop_name(labels)
            if key not in right:
                continue
            if key in seen:
                raise PromQLError("multiple matches for labels: many-to-one matching must be "
                                  "explicit (group_left/group_right)", "execution")
            seen.add(key)
            value = _arith(op, v, right[key][1])
            if filtering and value == 0.0:
                continue
            out.append((key, value))
        return out
