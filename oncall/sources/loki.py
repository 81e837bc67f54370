"""Logs from Loki's HTTP API (`/loki/api/v1/query_range`), directly or behind a Grafana proxy.

The LogQL is built from the tool's arguments: a stream selector on the service label (its name
configurable: `service`, `app`, ...), the minimum level as a label matcher or, for JSON and
logfmt lines, a parser stage and a label filter, and the substring as a case-insensitive line
filter. Loki's quirks handled here: nanosecond timestamps, an exclusive `end`, newest-first
paging (`direction=backward`) continued by time until the limit is met, 3-element values
(structured metadata), and errors in plain text.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from oncall.http import Reply
from oncall.sources.base import Check, LogQuery
from oncall.sources.client import SourceClient, http_error
from oncall.sources.results import LogLine, LogLines, SourceError
from oncall.sources.times import fmt, from_ns, to_ns

PAGE = 1000
"""Lines asked per request (Loki's default max_entries_limit_per_query is 5000)."""
_AT_OR_ABOVE = {"DEBUG": "trace|debug|info|notice|warn|warning|error|err|critical|fatal",
                "INFO": "info|notice|warn|warning|error|err|critical|fatal",
                "WARN": "warn|warning|error|err|critical|fatal",
                "ERROR": "error|err|critical|fatal"}


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


@dataclass
class Loki:
    client: SourceClient
    service_label: str = "service"
    level_label: str = "level"
    level_from: str = "label"
    """Where the level is: a stream `label`, or a field parsed with `json` or `logfmt`."""
    selector: Mapping[str, str] = field(default_factory=dict)
    """Extra fixed matchers (e.g. namespace: shop)."""
    kind: str = "loki"

    def logql(self, query: LogQuery) -> str:
        matchers = [f"{self.service_label}={_quote(query.service)}",
                    *(f"{k}={_quote(v)}" for k, v in sorted(self.selector.items()))]
        level = (query.level or "").upper()
        levels = _AT_OR_ABOVE.get(level) if level and level != "DEBUG" else None
        if levels and self.level_from == "label":
            matchers.append(f'{self.level_label}=~"(?i)({levels})"')
        text = "{" + ", ".join(matchers) + "}"
        if query.contains:
            text += f" |~ {_quote('(?i)' + re.escape(query.contains))}"
        if levels and self.level_from in ("json", "logfmt"):
            text += f' | {self.level_from} | {self.level_label}=~"(?i)({levels})"'
        return text

    async def logs(self, query: LogQuery) -> LogLines | SourceError:
        return await self.raw(self.logql(query), query)

    async def raw(self, logql: str, query: LogQuery) -> LogLines | SourceError:
        """Lines of any LogQL log query (the `query_loki` tool), paged as `logs` pages."""
        start, end = to_ns(query.window.start), to_ns(query.window.end) + 1  # end is exclusive
        got: list[tuple[int, LogLine]] = []
        seen: set[tuple[int, str]] = set()
        overlap = 0  # lines already held at the instant the next page starts from
        while len(got) < query.limit:
            page = min(PAGE, query.limit - len(got) + overlap)
            reply = await self.client.get("/loki/api/v1/query_range", {
                "query": logql, "start": start, "end": end, "limit": page,
                "direction": "backward"})
            if isinstance(reply, SourceError):
                return reply
            entries = self._entries(reply)
            if isinstance(entries, SourceError):
                return entries
            fresh = [(ns, line) for ns, line in entries if (ns, line.text) not in seen]
            for ns, line in fresh:
                seen.add((ns, line.text))
            got += fresh
            if len(entries) < page or not fresh:
                break
            oldest = min(ns for ns, _ in entries)
            end = oldest + 1  # the oldest instant again, so lines sharing it are not lost
            overlap = sum(1 for ns, _ in got if ns == oldest)
        got.sort(key=lambda item: item[0])
        lines = tuple(line for _, line in got[-query.limit:])
        truncated = len(got) >= query.limit
        return LogLines(query.service, fmt(query.window.start), fmt(query.window.end), lines,
                        len(lines), truncated)

    def _entries(self, reply: Reply) -> list[tuple[int, LogLine]] | SourceError:
        name = self.client.name
        if reply.status_code != 200:
            return http_error(reply, name, _error_text(reply))
        try:
            body = reply.json()
        except ValueError:
            return SourceError("bad_response", f"{name}: not JSON: {reply.text[:200]}")
        data = body.get("data") if isinstance(body, Mapping) else None
        if not isinstance(data, Mapping) or data.get("resultType") != "streams":
            return SourceError("bad_response", f"{name}: expected a streams result, got "
                               f"{str(body)[:200]}")
        out: list[tuple[int, LogLine]] = []
        for stream in data.get("result") or []:
            labels = stream.get("stream") or {} if isinstance(stream, Mapping) else {}
            level = labels.get(self.level_label) if self.level_from == "label" else None
            for value in stream.get("values") or [] if isinstance(stream, Mapping) else []:
                if not isinstance(value, list) or len(value) < 2:
                    continue  # a 3rd element (structured metadata) is tolerated
                try:
                    ns = int(value[0])
                except (TypeError, ValueError):
                    continue
                meta = value[2] if len(value) > 2 and isinstance(value[2], Mapping) else {}
                found = level or _meta_level(meta)
                out.append((ns, LogLine(fmt(from_ns(ns)), str(value[1]),
                                        str(found) if found else None)))
        return out

    async def check(self) -> Check:
        name = self.client.name
        reply = await self.client.get("/loki/api/v1/status/buildinfo")
        version = ""
        if not isinstance(reply, SourceError) and reply.status_code == 200:
            try:
                version = str(reply.json().get("version", ""))
            except (ValueError, AttributeError):
                version = ""
        reply = await self.client.get(f"/loki/api/v1/label/{self.service_label}/values")
        if isinstance(reply, SourceError):
            return Check(self.kind, name, False, version, error=f"{reply.code}: "
                         f"{reply.message}")
        if reply.status_code != 200:
            err = http_error(reply, name, _error_text(reply))
            return Check(self.kind, name, False, version, error=f"{err.code}: {err.message}")
        try:
            values = reply.json().get("data") or []
        except (ValueError, AttributeError):
            return Check(self.kind, name, False, version, error="bad_response: not JSON")
        return Check(self.kind, name, True, version,
                     f"{len(values)} values of label {self.service_label}: "
                     f"{', '.join(map(str, values[:5]))}")


def _meta_level(meta: Mapping[str, Any]) -> Any:
    for key in ("structuredMetadata", "parsed"):
        inner = meta.get(key)
        if isinstance(inner, Mapping) and inner.get("detected_level"):
            return inner["detected_level"]
    return meta.get("detected_level")


def _error_text(reply: Reply) -> str:
    """Loki writes errors as text/plain; a proxy in front may answer JSON."""
    text = reply.text.strip()
    if text.startswith("{"):
        try:
            body = reply.json()
        except ValueError:
            return text
        if isinstance(body, Mapping):
            return str(body.get("message") or body.get("error") or text)
    return text
