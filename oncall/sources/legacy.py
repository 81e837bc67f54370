"""prodsim's bespoke `/api/...` paths behind the source protocols, for a prodsim that does not
yet serve the real backends' APIs (docs/contracts.md's first table)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from oncall.sources.base import LogQuery
from oncall.sources.client import SourceClient, http_error
from oncall.sources.results import (
    Change,
    Changes,
    Event,
    Events,
    LogLine,
    LogLines,
    Runbook,
    Series,
    SourceError,
)
from oncall.sources.times import Window, fmt

_UNITS = {"error_rate": "ratio", "latency_p99_ms": "ms", "requests_per_s": "req/s",
          "cpu": "cores", "memory_mb": "MB"}
_NAMES = {"request_rate": "requests_per_s", "cpu_cores": "cpu"}


@dataclass
class LegacyProdsim:
    client: SourceClient
    kind: str = "prodsim"

    async def _get(self, path: str, params: Mapping[str, Any]) -> Any:
        reply = await self.client.get(path, {k: v for k, v in params.items() if v is not None})
        if isinstance(reply, SourceError):
            return reply
        try:
            body = reply.json()
        except ValueError:
            body = None
        if reply.status_code != 200:
            detail = body.get("error") if isinstance(body, Mapping) else None
            return http_error(reply, path.rsplit("/", 1)[-1], str(detail or ""))
        return body

    async def logs(self, query: LogQuery) -> LogLines | SourceError:
        body = await self._get("/api/logs", {
            "service": query.service, "start": fmt(query.window.start),
            "end": fmt(query.window.end), "level": query.level, "contains": query.contains,
            "limit": query.limit})
        if isinstance(body, SourceError):
            return body
        lines = tuple(LogLine(str(x)[:24], str(x)) for x in body.get("lines") or [])
        return LogLines(query.service, str(body.get("start")), str(body.get("end")), lines,
                        int(body.get("total") or len(lines)), bool(body.get("truncated")))

    async def metric(self, service: str, metric: str, window: Window) -> Series | SourceError:
        name = _NAMES.get(metric, metric)
        body = await self._get("/api/metrics", {"service": service, "metric": name,
                                                "start": fmt(window.start),
                                                "end": fmt(window.end)})
        if isinstance(body, SourceError):
            return body
        points = tuple((str(p[0]), p[1]) for p in body.get("points") or [])
        return Series(service, metric, str(body.get("unit") or _UNITS.get(name, "")), points)

    async def events(self, service: str | None, window: Window) -> Events | SourceError:
        body = await self._get("/api/k8s-events", {"service": service,
                                                   "start": fmt(window.start),
                                                   "end": fmt(window.end)})
        if isinstance(body, SourceError):
            return body
        return Events(tuple(Event(str(e.get("at")), str(e.get("service")), str(e.get("object")),
                                  str(e.get("type")), str(e.get("reason")),
                                  str(e.get("message"))) for e in body.get("events") or []))

    async def changes(self, service: str | None, window: Window, kinds: tuple[str, ...]
                      ) -> Changes | SourceError:
        out: list[Change] = []
        paths = {"deploy": "/api/deploys", "config": "/api/config-changes",
                 "flag": "/api/flag-changes"}
        for kind in kinds:
            body = await self._get(paths[kind], {"service": service,
                                                 "start": fmt(window.start),
                                                 "end": fmt(window.end)})
            if isinstance(body, SourceError):
                return body
            for r in body.get("deploys" if kind == "deploy" else "changes") or []:
                old = r.get("previous_version") if kind == "deploy" else r.get("old_value")
                new = r.get("version") if kind == "deploy" else r.get("new_value")
                target = r.get("key") if kind == "config" else r.get("flag")
                out.append(Change(str(r.get("id")), kind, str(r.get("service")),
                                  str(r.get("at")), str(r.get("summary") or ""),
                                  str(r.get("author") or ""), old, new, target))
        return Changes(tuple(out), kinds)

    async def runbook(self, service: str) -> Runbook | SourceError:
        body = await self._get(f"/api/runbooks/{service}", {})
        if isinstance(body, SourceError):
            return body
        return Runbook(service, str(body.get("title")), str(body.get("markdown")))
