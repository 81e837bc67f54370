"""Changes from a JSON document a team's CI or flag service writes, at a URL or in a file.

`GET URL?service=S&since=T&until=T` (or the file) answers `{"changes": [{"id", "kind",
"service", "time", "summary", "author", "versions": {"from", "to"}}]}`; kinds are `deploy`,
`config` and `flag`. The window and service are applied here too, so a feed that ignores the
query parameters (a static file behind a web server) still answers the question asked. An
optional `target` (the config key or flag) is read when the feed gives one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

from oncall.sources.base import Check
from oncall.sources.client import SourceClient, http_error
from oncall.sources.results import Change, Changes, SourceError
from oncall.sources.times import Window, fmt, parse

KINDS = ("deploy", "config", "flag")


def read_changes(body: Any, where: str) -> list[Change] | SourceError:
    """The feed document's changes; an entry without id, kind, service or time is an error
    naming it, since a change without them cannot be reasoned about."""
    items = body.get("changes") if isinstance(body, Mapping) else None
    if not isinstance(items, list):
        return SourceError("bad_response", f"{where}: expected {{\"changes\": [...]}}")
    out: list[Change] = []
    for i, item in enumerate(items):
        if not isinstance(item, Mapping):
            return SourceError("bad_response", f"{where}: changes[{i}]: not an object")
        missing = [k for k in ("id", "kind", "service", "time") if not item.get(k)]
        if missing:
            return SourceError("bad_response", f"{where}: changes[{i}]: {missing[0]} missing")
        if item["kind"] not in KINDS:
            return SourceError("bad_response", f"{where}: changes[{i}].kind: must be one of "
                               f"{', '.join(KINDS)}, not {item['kind']!r}")
        try:
            time = fmt(parse(str(item["time"])))
        except ValueError as exc:
            return SourceError("bad_response", f"{where}: changes[{i}].time: {exc}")
        raw = item.get("versions")
        versions: Mapping[str, Any] = raw if isinstance(raw, Mapping) else {}
        old, new = versions.get("from"), versions.get("to")
        target = item.get("target") or item.get("key") or item.get("flag")
        out.append(Change(str(item["id"]), str(item["kind"]), str(item["service"]), time,
                          str(item.get("summary") or ""), str(item.get("author") or ""),
                          None if old is None else str(old), None if new is None else str(new),
                          None if target is None else str(target)))
    return out


def select(changes: list[Change], service: str | None, window: Window,
           kinds: tuple[str, ...]) -> Changes:
    kept = [c for c in changes if c.kind in kinds and (service is None or c.service == service)
            and window.start <= parse(c.time) <= window.end]
    kept.sort(key=lambda c: c.time)
    return Changes(tuple(kept), kinds)


@dataclass
class UrlFeed:
    client: SourceClient
    path: str = ""
    kind: str = "feed"

    async def _all(self, params: Mapping[str, Any]) -> list[Change] | SourceError:
        reply = await self.client.get(self.path, params)
        if isinstance(reply, SourceError):
            return reply
        if reply.status_code != 200:
            return http_error(reply, self.client.name, reply.text)
        try:
            body = reply.json()
        except ValueError:
            return SourceError("bad_response", f"{self.client.name}: not JSON")
        return read_changes(body, self.client.name)

    async def changes(self, service: str | None, window: Window, kinds: tuple[str, ...]
                      ) -> Changes | SourceError:
        params = {"service": service, "since": fmt(window.start), "until": fmt(window.end)}
        found = await self._all(params)
        return found if isinstance(found, SourceError) else \
            select(found, service, window, kinds)

    async def check(self) -> Check:
        found = await self._all({})
        if isinstance(found, SourceError):
            return Check(self.kind, self.client.name, False, error=f"{found.code}: "
                         f"{found.message}")
        latest = max((c.time for c in found), default="none")
        return Check(self.kind, self.client.name, True, "",
                     f"{len(found)} changes, latest {latest}")


@dataclass
class FileFeed:
    path: Path
    kind: str = "feed"

    def _all(self) -> list[Change] | SourceError:
        try:
            body = orjson.loads(self.path.read_bytes())
        except OSError as exc:
            return SourceError("unreachable", f"{self.path}: cannot read ({exc.strerror})")
        except orjson.JSONDecodeError as exc:
            return SourceError("bad_response", f"{self.path}: not JSON ({exc})")
        return read_changes(body, str(self.path))

    async def changes(self, service: str | None, window: Window, kinds: tuple[str, ...]
                      ) -> Changes | SourceError:
        found = self._all()
        return found if isinstance(found, SourceError) else \
            select(found, service, window, kinds)

    async def check(self) -> Check:
        found = self._all()
        if isinstance(found, SourceError):
            return Check(self.kind, str(self.path), False, error=f"{found.code}: "
                         f"{found.message}")
        return Check(self.kind, str(self.path), True, "", f"{len(found)} changes")
