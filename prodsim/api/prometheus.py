"""Prometheus's HTTP API (v2.42) over the World's series, under `/prometheus`.

`/api/v1/query` (instant, `time=`), `/api/v1/query_range` (`start`, `end` inclusive, `step`
required), `/api/v1/series` (`match[]` required), `/api/v1/labels`, `/api/v1/label/NAME/values`,
`/api/v1/metadata`, `/api/v1/status/buildinfo`, `/-/ready`, `/-/healthy`; GET or POST with a
form body. Answers use the `{"status": ...}` envelope with Prometheus's error texts; timestamps
are seconds, sample values strings (`"NaN"`, `"+Inf"`). "Now" is the World's now.
"""

from __future__ import annotations

import math
import re
from decimal import Decimal
from typing import Any

from prodsim.api import Reply, Request, json_reply, text_reply
from prodsim.exposition import HELP, Series, world_series
from prodsim.promql import Engine, Matrix, PromQLError, Scalar, parse, parse_duration
from prodsim.promql.parse import VectorSelector
from prodsim.timeutil import parse_time
from prodsim.world import World

PREFIX = "/prometheus"
MAX_POINTS = 11_000
BUILDINFO = {"version": "2.42.0", "revision": "prodsim", "branch": "HEAD",
             "buildUser": "prodsim", "buildDate": "20230201-00:00:00", "goVersion": "go1.19.8"}
_FLOAT = re.compile(r"^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$")


class BadData(Exception):
    """A 400 with errorType bad_data."""


def format_value(value: float) -> str:
    """A sample value as Prometheus writes it (Go's FormatFloat(v, 'f', -1, 64))."""
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "+Inf" if value > 0 else "-Inf"
    text = format(Decimal(repr(value)), "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return text


def format_time(ms: int) -> int | float:
    """Seconds, integral when the time is."""
    return ms // 1000 if ms % 1000 == 0 else ms / 1000


def _time(req: Request, name: str, default: int | None) -> int:
    text = req.one(name)
    if not text:
        if default is not None:
            return default
        raise BadData(f'invalid parameter "{name}": cannot parse "" to a valid timestamp')
    if _FLOAT.match(text) and math.isfinite(float(text)) and abs(float(text)) < 1e13:
        return round(float(text) * 1000)
    try:
        return parse_time(text)
    except ValueError:
        raise BadData(f'invalid parameter "{name}": cannot parse "{text}" to a valid '
                      "timestamp") from None


def _step(req: Request) -> int:
    text = req.one("step")
    try:
        if _FLOAT.match(text) and not (math.isfinite(float(text)) and float(text) < 1e13):
            raise ValueError(text)
        step = round(float(text) * 1000) if _FLOAT.match(text) else parse_duration(text)
    except ValueError:
        raise BadData(f'invalid parameter "step": cannot parse "{text}" to a valid '
                      "duration") from None
    if step <= 0:
        raise BadData('invalid parameter "step": zero or negative query resolution step '
                      "widths are not accepted. Try a positive integer")
    return step


def _parse(text: str) -> Any:
    try:
        return parse(text)
    except PromQLError as exc:
        raise BadData(f'invalid parameter "query": {exc}') from None


def _metric(labels: tuple[tuple[str, str], ...]) -> dict[str, str]:
    return dict(labels)


def _query(world: World, req: Request) -> dict[str, Any]:
    expr = _parse(req.one("query"))
    at = _time(req, "time", world.now_ms)
    value = Engine(world_series(world)).instant(expr, at)
    if isinstance(value, Scalar):
        return {"resultType": "scalar", "result": [format_time(at), format_value(value.value)]}
    if isinstance(value, Matrix):
        return {"resultType": "matrix", "result": [
            {"metric": _metric(labels), "values": [[format_time(t), format_value(v)]
                                                   for t, v in points]}
            for labels, points in value.series]}
    return {"resultType": "vector", "result": [
        {"metric": _metric(labels), "value": [format_time(at), format_value(v)]}
        for labels, v in value]}


def _query_range(world: World, req: Request) -> dict[str, Any]:
    start = _time(req, "start", None)
    end = _time(req, "end", None)
    if end < start:
        raise BadData('invalid parameter "end": end timestamp must not be before start time')
    step = _step(req)
    if (end - start) // step > MAX_POINTS:
        raise BadData("exceeded maximum resolution of 11,000 points per timeseries. Try "
                      "decreasing the query resolution (?step=XX)")
    expr = _parse(req.one("query"))
    series = Engine(world_series(world)).range(expr, start, end, step)
    return {"resultType": "matrix", "result": [
        {"metric": _metric(labels), "values": [[format_time(t), format_value(v)]
                                               for t, v in points]}
        for labels, points in series]}


def _matching(world: World, req: Request, required: bool) -> list[Series]:
    matches = req.params.get("match[]", [])
    if not matches:
        if required:
            raise BadData("no match[] parameter provided")
        chosen = list(world_series(world))
    else:
        engine = Engine(world_series(world))
        chosen, seen = [], set()
        for text in matches:
            expr = _parse(text)
            if not isinstance(expr, VectorSelector):
                raise BadData(f'invalid parameter "match[]": {text!r} is not a vector selector')
            for s in engine.select(expr):
                if s.labels not in seen:
                    seen.add(s.labels)
                    chosen.append(s)
    lo = _time(req, "start", -(2 ** 62))
    hi = _time(req, "end", 2 ** 62)
    return [s for s in chosen if s.times_ms and s.times_ms[0] <= hi and s.times_ms[-1] >= lo]


def _metadata() -> dict[str, Any]:
    return {name: [{"type": kind, "help": text, "unit": ""}]
            for name, (kind, text) in sorted(HELP.items())}


def serve(world: World, req: Request) -> Reply:
    """Answer one request under `/prometheus`."""
    path = req.path.removeprefix(PREFIX) or "/"
    if path == "/-/ready":
        return text_reply(200, "Prometheus Server is Ready.\n")
    if path == "/-/healthy":
        return text_reply(200, "Prometheus Server is Healthy.\n")
    if req.method not in ("GET", "POST"):
        return text_reply(405, "Method Not Allowed\n")
    try:
        data: Any
        if path == "/api/v1/query":
            data = _query(world, req)
        elif path == "/api/v1/query_range":
            data = _query_range(world, req)
        elif path == "/api/v1/series":
            data = [_metric(s.labels) for s in _matching(world, req, True)]
        elif path == "/api/v1/labels":
            data = sorted({k for s in _matching(world, req, False) for k, _ in s.labels})
        elif path.startswith("/api/v1/label/") and path.endswith("/values"):
            name = path.removeprefix("/api/v1/label/").removesuffix("/values")
            data = sorted({v for s in _matching(world, req, False) for k, v in s.labels
                           if k == name})
        elif path == "/api/v1/metadata":
            data = _metadata()
        elif path == "/api/v1/status/buildinfo":
            data = BUILDINFO
        else:
            return text_reply(404, "404 page not found\n")
    except BadData as exc:
        return json_reply(400, {"status": "error", "errorType": "bad_data", "error": str(exc)})
    except PromQLError as exc:
        status = 422 if exc.kind == "execution" else 400
        return json_reply(status, {"status": "error", "errorType": exc.kind,
                                   "error": str(exc)})
    return json_reply(200, {"status": "success", "data": data})
