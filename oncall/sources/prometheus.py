"""Metrics from anything that speaks the Prometheus HTTP API (Prometheus, Mimir, Thanos,
VictoriaMetrics: the base URL carries their path prefix).

The agent asks for a named metric of a service; the name maps to a PromQL template (the
defaults follow the common conventions: `http_requests_total{code}`,
`http_request_duration_seconds_bucket`, cAdvisor's container series), and the adapter picks
the step so a window is never more than `MAX_POINTS` points. Errors come in Prometheus's JSON
envelope (`errorType`, `error`), or as plain text from in front of the API (a 404).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import orjson

from oncall.http import Reply
from oncall.sources.base import Check
from oncall.sources.client import SourceClient, http_error
from oncall.sources.results import Series, SourceError
from oncall.sources.times import Window, fmt, from_seconds

DEFAULT_TEMPLATES: dict[str, str] = {
    "error_rate": 'sum(rate(http_requests_total{service="{service}",code=~"5.."}[1m])) / '
                  'sum(rate(http_requests_total{service="{service}"}[1m]))',
    "request_rate": 'sum(rate(http_requests_total{service="{service}"}[1m]))',
    "latency_p99_ms": '1000 * histogram_quantile(0.99, sum by (le) '
                      '(rate(http_request_duration_seconds_bucket{service="{service}"}[1m])))',
    "cpu_cores": 'sum(rate(container_cpu_usage_seconds_total{container="{service}"}[1m]))',
    "memory_bytes": 'sum(container_memory_working_set_bytes{container="{service}"})',
}
UNITS = {"error_rate": "ratio", "request_rate": "req/s", "latency_p99_ms": "ms",
         "cpu_cores": "cores", "memory_bytes": "bytes"}
ALIASES = {"requests_per_s": "request_rate", "cpu": "cpu_cores"}
"""Names the tool once used, kept readable (memory_mb is memory_bytes scaled)."""
MAX_POINTS = 120
MIN_STEP_S = 60


def step_for(window: Window) -> int:
    """Whole minutes, at least one, so that `MAX_POINTS` points span the window."""
    span = max(0.0, (window.end - window.start).total_seconds())
    minutes = max(1, math.ceil(span / MAX_POINTS / MIN_STEP_S))
    return minutes * MIN_STEP_S


def _value(text: Any) -> float | None:
    try:
        value = float(text)
    except (TypeError, ValueError):
        return None
    return value if math.isfinite(value) else None


def envelope(reply: Reply, name: str) -> Any:
    """`data` of a success envelope, or the error as a value."""
    try:
        body = reply.json()
    except ValueError:
        body = None
    if reply.status_code != 200 or not isinstance(body, Mapping) \
            or body.get("status") != "success":
        if isinstance(body, Mapping) and body.get("error"):
            detail = f"{body.get('errorType', 'error')}: {body.get('error')}"
        else:
            detail = reply.text
        if reply.status_code == 200:
            return SourceError("bad_response", f"{name}: not a Prometheus API answer: "
                               f"{detail[:200]}")
        return http_error(reply, name, detail)
    return body.get("data")


@dataclass
class Prometheus:
    client: SourceClient
    templates: Mapping[str, str] = field(default_factory=lambda: dict(DEFAULT_TEMPLATES))
    kind: str = "prometheus"

    def query_for(self, service: str, metric: str) -> str | None:
        metric = ALIASES.get(metric, metric)
        template = self.templates.get(metric)
        return None if template is None else template.replace("{service}", service)

    async def metric(self, service: str, metric: str, window: Window) -> Series | SourceError:
        scale = 1.0
        name = metric
        if metric == "memory_mb" and "memory_mb" not in self.templates:
            name, scale = "memory_bytes", 1 / 1_048_576
        query = self.query_for(service, name)
        if query is None:
            known = ", ".join(sorted(self.templates))
            return SourceError("invalid_arguments", f"metric: {metric!r} is not one of "
                               f"{known}")
        data = await self.range(query, window)
        if isinstance(data, SourceError):
            return data
        series = data.get("result") if isinstance(data, Mapping) else None
        values = (series[0].get("values") if series and isinstance(series[0], Mapping)
                  else None) or []
        points = tuple((fmt(from_seconds(float(t))), None if v is None else v * scale)
                       for t, v in ((p[0], _value(p[1])) for p in values
                                    if isinstance(p, list) and len(p) == 2))
        unit = "MB" if scale != 1.0 else UNITS.get(ALIASES.get(name, name), "")
        return Series(service, metric, unit, points, query)

    async def promql(self, query: str, window: Window, most: int = 10
                     ) -> tuple[Series, ...] | SourceError:
        """Any PromQL over the window (the `query_prometheus` tool): its first `most` series,
        each named by its labels. The HTTP API only reads, so no query can change anything."""
        data = await self.range(query, window)
        if isinstance(data, SourceError):
            return data
        found = data.get("result") if isinstance(data, Mapping) else None
        out = []
        for series in (found or [])[:most]:
            if not isinstance(series, Mapping):
                continue
            labels = series.get("metric") or {}
            name = ",".join(f"{k}={v}" for k, v in sorted(labels.items())) or query
            points = tuple((fmt(from_seconds(float(p[0]))), _value(p[1]))
                           for p in series.get("values") or []
                           if isinstance(p, list) and len(p) == 2)
            out.append(Series(str(labels.get("service") or labels.get("container") or ""),
                              name, "", points, query))
        return tuple(out)

    async def range(self, query: str, window: Window) -> Any:
        reply = await self.client.get("/api/v1/query_range", {
            "query": query, "start": _seconds(window.start.timestamp()),
            "end": _seconds(window.end.timestamp()), "step": f"{step_for(window)}s"})
        return reply if isinstance(reply, SourceError) else envelope(reply, self.client.name)

    async def instant(self, query: str, at: float | None = None) -> Any:
        params: dict[str, Any] = {"query": query}
        if at is not None:
            params["time"] = _seconds(at)
        reply = await self.client.get("/api/v1/query", params)
        return reply if isinstance(reply, SourceError) else envelope(reply, self.client.name)

    async def check(self) -> Check:
        name = self.client.name
        reply = await self.client.get("/api/v1/status/buildinfo")
        data = reply if isinstance(reply, SourceError) else envelope(reply, name)
        if isinstance(data, SourceError):
            return Check(self.kind, name, False, error=f"{data.code}: {data.message}")
        version = str(data.get("version", "")) if isinstance(data, Mapping) else ""
        reply = await self.client.get("/api/v1/label/__name__/values")
        names = reply if isinstance(reply, SourceError) else envelope(reply, name)
        if isinstance(names, SourceError):
            return Check(self.kind, name, False, version, error=f"{names.code}: "
                         f"{names.message}")
        count = len(names) if isinstance(names, list) else 0
        wanted = set(_selectors(self.templates))
        have = sorted(wanted & set(names or [])) if isinstance(names, list) else []
        return Check(self.kind, name, True, version,
                     f"{count} metric names; templates' metrics present: "
                     f"{', '.join(have) or 'none'}")


def _selectors(templates: Mapping[str, str]) -> list[str]:
    """The metric names the templates select (the word before each `{`)."""
    names: list[str] = []
    for template in templates.values():
        for part in template.split("{")[:-1]:
            word = ""
            for ch in reversed(part):
                if ch.isalnum() or ch in "_:":
                    word = ch + word
                else:
                    break
            if word:
                names.append(word)
    return names


def _seconds(value: float) -> str:
    return orjson.dumps(round(value, 3)).decode()
