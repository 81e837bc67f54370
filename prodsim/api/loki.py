"""Loki's HTTP API over the World's logs: `/loki/api/v1/query_range`, `labels`,
`label/NAME/values`, `series`, `status/buildinfo`, and `/ready`.

Metric queries (`prodsim.api.lokimetrics`) answer a `matrix` from `query_range` (step default
a 250th of the range) and a `vector` from `query`. Streams are labelled
`{service, level, namespace="shop"}` with level in lower case; values are
`["<ns epoch>", "<line>"]`. `start` is inclusive, `end` exclusive, `direction` defaults to
`backward` (newest first), `limit` to 100 (at most 5000). Errors are text/plain, as Loki sends
them. A request whose `X-Scope-OrgID` names another tenant sees no streams. With
`X-Loki-Response-Encoding-Flags: categorize-labels` (Loki 3) each value carries a third
element: `detected_level` as structured metadata, and the labels parsers extracted.
"""

from __future__ import annotations

import re
from typing import Any

from prodsim.api import Reply, Request, json_reply, text_reply
from prodsim.api.lokimetrics import evaluate
from prodsim.api.prometheus import format_time, format_value
from prodsim.kube import NAMESPACE
from prodsim.logql import LogQLError, LogQuery, Matcher, MetricQuery, parse_log_query, parse_query
from prodsim.promql import parse_duration
from prodsim.templates import LEVELS
from prodsim.timeutil import parse_time
from prodsim.world import World

TENANT = NAMESPACE
DEFAULT_LIMIT = 100
MAX_LIMIT = 5000
HOUR_NS = 3600 * 10**9
BUILDINFO = {"version": "3.4.2", "revision": "prodsim", "branch": "HEAD",
             "buildUser": "prodsim", "buildDate": "2025-01-01T00:00:00Z", "goVersion": "go1.23"}


class BadRequest(Exception):
    """A 400 with a text/plain body."""


STREAM_KEYS = ("level", "namespace", "service")


def stream_labels(service: str, level: str) -> dict[str, str]:
    """The label set of one stream (keys sorted, as Loki prints them)."""
    return {"level": level.lower(), "namespace": NAMESPACE, "service": service}


def _streams(world: World, req: Request) -> list[tuple[str, str, dict[str, str]]]:
    tenant = req.headers.get("x-scope-orgid")
    if tenant is not None and tenant != TENANT:
        return []
    return [(s.name, level, stream_labels(s.name, level))
            for s in world.services for level in LEVELS]


def _ns(req: Request, name: str, default: int) -> int:
    text = req.one(name)
    if not text:
        return default
    if "." in text and re.fullmatch(r"\d+\.\d*", text):
        return round(float(text) * 1e9)
    if re.fullmatch(r"-?\d+", text):
        return int(text)  # an integer is nanoseconds, whatever its size
    try:
        return parse_time(text) * 1_000_000
    except ValueError:
        raise BadRequest(f'invalid parameter "{name}": cannot parse "{text}" as a '
                         "timestamp") from None


def _window(world: World, req: Request, lookback_ns: int = HOUR_NS) -> tuple[int, int]:
    """[start, end) from `start`, `end` and `since`; without them, `lookback_ns` up to now
    (an hour for queries, six for label discovery, as Loki defaults)."""
    end = _ns(req, "end", world.now_ms * 1_000_000)
    since = req.one("since")
    default_start = end - lookback_ns
    if since:
        try:
            default_start = end - parse_duration(since) * 1_000_000
        except ValueError:
            raise BadRequest(f'invalid parameter "since": cannot parse "{since}" as a '
                             "duration") from None
    start = _ns(req, "start", default_start)
    if end < start:
        raise BadRequest("end timestamp must not be before or equal to start time")
    return start, end


def _parse(req: Request) -> LogQuery | MetricQuery:
    try:
        return parse_query(req.one("query"))
    except LogQLError as exc:
        raise BadRequest(str(exc)) from None


def _stats(lines: int, size: int, returned: int) -> dict[str, Any]:
    """`data.stats`, present in every Loki query answer (a summary; no per-component stats)."""
    return {"summary": {
        "bytesProcessedPerSecond": 0, "linesProcessedPerSecond": 0,
        "totalBytesProcessed": size, "totalLinesProcessed": lines, "execTime": 0.001,
        "queueTime": 0, "subqueries": 0, "totalEntriesReturned": returned,
        "splits": 0, "shards": 0}}


def _metric(world: World, req: Request, query: MetricQuery, steps: list[int]
            ) -> tuple[Any, dict[str, Any]]:
    """The metric query's series at `steps`, and the stats of the lines it read."""
    read = [0, 0]

    def select(log: LogQuery, start: int, end: int) -> list[tuple[int, str, dict[str, str]]]:
        entries, lines, size = _select(world, req, log, start, end)
        read[0], read[1] = read[0] + lines, read[1] + size
        return entries
    series = evaluate(query, steps, select)
    return series, _stats(read[0], read[1], len(series))


def _step_ns(req: Request, start: int, end: int) -> int:
    text = req.one("step")
    if not text:  # Loki's default: a 250th of the range, at least a second
        return max((end - start) // 250 // 10**9, 1) * 10**9
    try:
        step = round(float(text) * 1e9) if re.fullmatch(r"\d+(\.\d+)?", text) else \
            parse_duration(text) * 1_000_000
    except ValueError:
        raise BadRequest(f'invalid parameter "step": cannot parse "{text}" as a '
                         "duration") from None
    if step <= 0:
        raise BadRequest("zero or negative query resolution step widths are not accepted. "
                         "Try a positive integer")
    if (end - start) // step > 11_000:
        raise BadRequest("exceeded maximum resolution of 11,000 points per timeseries. Try "
                         "increasing the value of the step parameter")
    return step


def _query_range(world: World, req: Request) -> dict[str, Any]:
    parsed = _parse(req)
    if not isinstance(parsed, LogQuery):
        start, end = _window(world, req)
        step = _step_ns(req, start, end)
        series, stats = _metric(world, req, parsed, list(range(start, end + 1, step)))
        return {"resultType": "matrix", "result": [
            {"metric": dict(key), "values": [[format_time(t // 1_000_000), format_value(v)]
                                             for t, v in points]}
            for key, points in series.items()], "stats": stats}
    query = parsed
    limit_text = req.one("limit", str(DEFAULT_LIMIT))
    if not re.fullmatch(r"\d+", limit_text):
        raise BadRequest(f'invalid parameter "limit": cannot parse "{limit_text}" as a number')
    limit = int(limit_text)
    if limit > MAX_LIMIT:
        raise BadRequest("max entries limit per query exceeded, limit > "
                         f"max_entries_limit_per_query ({limit} > {MAX_LIMIT})")
    direction = req.one("direction", "backward").lower()
    if direction not in ("forward", "backward"):
        raise BadRequest(f'invalid parameter "direction": {direction!r} is not forward or '
                         "backward")
    start, end = _window(world, req)
    entries, lines, size = _select(world, req, query, start, end)
    entries.sort(key=lambda e: e[0], reverse=direction == "backward")
    shown = entries[:limit] if limit else entries
    categorize = "categorize-labels" in req.headers.get("x-loki-response-encoding-flags", "")
    streams: dict[tuple[tuple[str, str], ...], list[list[Any]]] = {}
    for ns, line, labels in shown:
        if not categorize:
            streams.setdefault(tuple(sorted(labels.items())), []).append([str(ns), line])
            continue
        # Loki 3's categorized form: stream labels apart, the rest in a third element
        stream = {k: labels[k] for k in STREAM_KEYS}
        extra: dict[str, Any] = {"structuredMetadata": {"detected_level": labels["level"]}}
        extracted = {k: v for k, v in labels.items() if k not in STREAM_KEYS}
        if extracted:
            extra["parsed"] = extracted
        streams.setdefault(tuple(sorted(stream.items())), []).append([str(ns), line, extra])
    result = [{"stream": dict(key), "values": values} for key, values in sorted(streams.items())]
    flags = {"encodingFlags": ["categorize-labels"]} if categorize else {}
    return {**flags, "resultType": "streams", "result": result,
            "stats": _stats(lines, size, len(shown))}


def _select(world: World, req: Request, query: LogQuery, start: int, end: int
            ) -> tuple[list[tuple[int, str, dict[str, str]]], int, int]:
    """(entries kept, lines read, bytes read) for the query over [start, end)."""
    by_service: dict[str, dict[str, dict[str, str]]] = {}
    for service, level, labels in _streams(world, req):
        if query.selects(labels):
            by_service.setdefault(service, {})[level] = labels
    out: list[tuple[int, str, dict[str, str]]] = []
    lines = size = 0
    lo_ms, hi_ms = start // 1_000_000, -(-end // 1_000_000)
    for service, levels in by_service.items():
        for entry in world.log_entries(service, lo_ms, hi_ms):
            ns = entry.at_ms * 1_000_000
            level = LEVELS[entry.rank]
            if level not in levels or not start <= ns < end:
                continue
            lines += 1
            size += len(entry.line)
            kept = query.apply(entry.line, levels[level])
            if kept is not None:
                out.append((ns, entry.line, kept))
    return out, lines, size


def _label_sets(world: World, req: Request) -> list[dict[str, str]]:
    """Label sets of the streams with entries in the window (`match[]` or `query` filters)."""
    start, end = _window(world, req, 6 * HOUR_NS)
    selectors = req.params.get("match[]", []) + ([req.one("query")] if req.one("query") else [])
    queries = []
    for text in selectors:
        try:
            queries.append(parse_log_query(text))
        except LogQLError as exc:
            raise BadRequest(str(exc)) from None
    lo_ms, hi_ms = start // 1_000_000, end // 1_000_000
    out = []
    present: dict[str, set[str]] = {}
    for service, level, labels in _streams(world, req):
        if queries and not any(q.selects(labels) for q in queries):
            continue
        if service not in present:
            present[service] = {LEVELS[e.rank] for e in world.log_entries(service, lo_ms, hi_ms)}
        if level in present[service]:
            out.append(labels)
    return out


def serve(world: World, req: Request) -> Reply:
    """Answer one request under `/loki` (or `/ready`)."""
    if req.path == "/ready":
        return text_reply(200, "ready\n")
    path = req.path.removeprefix("/loki/api/v1")
    if req.method not in ("GET", "POST"):
        return text_reply(405, "method not allowed\n")
    try:
        data: Any
        if path == "/query_range":
            data = _query_range(world, req)
        elif path == "/query":
            parsed = _parse(req)
            if isinstance(parsed, LogQuery):
                raise BadRequest("log queries are not supported as an instant query type, "
                                 "please change your query to a range query type")
            at = _ns(req, "time", world.now_ms * 1_000_000)
            vector, stats = _metric(world, req, parsed, [at])
            data = {"resultType": "vector", "result": [
                {"metric": dict(key), "value": [format_time(at // 1_000_000),
                                                format_value(points[0][1])]}
                for key, points in vector.items()], "stats": stats}
        elif path == "/labels":
            data = sorted({k for labels in _label_sets(world, req) for k in labels})
        elif path.startswith("/label/") and path.endswith("/values"):
            name = path.removeprefix("/label/").removesuffix("/values")
            data = sorted({labels[name] for labels in _label_sets(world, req)
                           if name in labels})
        elif path == "/series":
            if not req.params.get("match[]"):
                raise BadRequest("at least one match[] argument is required")
            data = _label_sets(world, req)
        elif path == "/status/buildinfo":
            return json_reply(200, BUILDINFO)
        else:
            return text_reply(404, "404 page not found\n")
    except BadRequest as exc:
        return text_reply(400, f"{exc}\n")
    return json_reply(200, {"status": "success", "data": data})


__all__ = ["Matcher", "serve", "stream_labels"]
