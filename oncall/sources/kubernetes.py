"""Kubernetes as a source: core/v1 events, pod logs (for teams without Loki), and Deployment
rollout history as changes.

A service is found the way workloads are usually named: pods `<service>-<hash>-<suffix>`
labelled `app=<service>`, a Deployment called `<service>`. An event's last-seen time follows
the documented fallback chain (`series.lastObservedTime`, `lastTimestamp`, `eventTime`,
`metadata.creationTimestamp`), since newer controllers leave the old fields empty. A rollout
is a ReplicaSet with a `deployment.kubernetes.io/revision` annotation; diffing its pod
template with the previous revision's says what changed (images, env, resources). Errors are
Kubernetes `Status` objects.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from oncall.http import Reply
from oncall.sources.base import Check, LogQuery
from oncall.sources.client import SourceClient, http_error
from oncall.sources.results import (
    Change,
    Changes,
    Event,
    Events,
    LogLine,
    LogLines,
    SourceError,
)
from oncall.sources.times import Window, fmt, parse

REVISION = "deployment.kubernetes.io/revision"
CHANGE_CAUSE = "kubernetes.io/change-cause"
_RANK = {"DEBUG": 0, "INFO": 1, "WARN": 2, "ERROR": 3}


def owner_service(kind: str, name: str) -> str:
    """The service an object belongs to, by the usual naming of workloads."""
    if kind == "Pod" and name.count("-") >= 2:
        return name.rsplit("-", 2)[0]
    if kind == "ReplicaSet" and "-" in name:
        return name.rsplit("-", 1)[0]
    return name


def last_seen(event: Mapping[str, Any]) -> str | None:
    series = event.get("series") or {}
    meta = event.get("metadata") or {}
    return (series.get("lastObservedTime") if isinstance(series, Mapping) else None) \
        or event.get("lastTimestamp") or event.get("eventTime") \
        or meta.get("creationTimestamp")


def _when(text: Any) -> str | None:
    try:
        return fmt(parse(str(text))) if text else None
    except ValueError:
        return None


@dataclass
class Kubernetes:
    client: SourceClient
    namespace: str = "default"
    kind: str = "kubernetes"

    async def _json(self, path: str, params: Mapping[str, Any] | None = None) -> Any:
        reply = await self.client.get(path, params, {"Accept": "application/json"})
        if isinstance(reply, SourceError):
            return reply
        return _body(reply, self.client.name)

    async def events(self, service: str | None, window: Window) -> Events | SourceError:
        body = await self._json(f"/api/v1/namespaces/{self.namespace}/events")
        if isinstance(body, SourceError):
            return body
        out: list[Event] = []
        for item in body.get("items") or []:
            obj = item.get("involvedObject") or {}
            owner = owner_service(str(obj.get("kind", "")), str(obj.get("name", "")))
            if service is not None and owner != service:
                continue
            seen = _when(last_seen(item))
            first = _when(item.get("firstTimestamp") or item.get("eventTime")) or seen
            if seen is None or parse(seen) < window.start or \
                    (first is not None and parse(first) > window.end):
                continue
            series = item.get("series") or {}
            count = (series.get("count") if isinstance(series, Mapping) else None) \
                or item.get("count") or 1
            out.append(Event(seen, owner, f"{obj.get('kind', '').lower()}/{obj.get('name')}",
                             str(item.get("type", "")), str(item.get("reason", "")),
                             str(item.get("message", "")), int(count)))
        out.sort(key=lambda e: e.time)
        return Events(tuple(out))

    async def logs(self, query: LogQuery) -> LogLines | SourceError:
        pods = await self._json(f"/api/v1/namespaces/{self.namespace}/pods",
                                {"labelSelector": f"app={query.service}"})
        if isinstance(pods, SourceError):
            return pods
        lines: list[LogLine] = []
        for pod in pods.get("items") or []:
            name = str((pod.get("metadata") or {}).get("name", ""))
            reply = await self.client.get(
                f"/api/v1/namespaces/{self.namespace}/pods/{name}/log",
                {"container": query.service, "timestamps": "true",
                 "sinceTime": fmt(query.window.start)})
            if isinstance(reply, SourceError):
                return reply
            if reply.status_code != 200:
                return http_error(reply, self.client.name, _status_text(reply))
            lines += _pod_lines(reply.text, query)
        lines.sort(key=lambda ln: ln.time)
        kept = tuple(lines[-query.limit:])
        return LogLines(query.service, fmt(query.window.start), fmt(query.window.end), kept,
                        len(lines), len(kept) < len(lines))

    async def changes(self, service: str | None, window: Window, kinds: tuple[str, ...]
                      ) -> Changes | SourceError:
        if "deploy" not in kinds:
            return Changes((), kinds)
        params = {"labelSelector": f"app={service}"} if service else None
        body = await self._json(f"/apis/apps/v1/namespaces/{self.namespace}/replicasets",
                                params)
        if isinstance(body, SourceError):
            return body
        by_owner: dict[str, list[Mapping[str, Any]]] = {}
        for rs in body.get("items") or []:
            meta = rs.get("metadata") or {}
            owners = [o for o in meta.get("ownerReferences") or []
                      if o.get("kind") == "Deployment"]
            deployment = str(owners[0].get("name")) if owners else \
                owner_service("ReplicaSet", str(meta.get("name", "")))
            if (meta.get("annotations") or {}).get(REVISION):
                by_owner.setdefault(deployment, []).append(rs)
        out: list[Change] = []
        for deployment, sets in sorted(by_owner.items()):
            sets.sort(key=lambda rs: int(rs["metadata"]["annotations"][REVISION]))
            for before, after in zip([None, *sets], sets, strict=False):
                change = rollout(deployment, before, after)
                if change is not None and window.start <= parse(change.time) <= window.end:
                    out.append(change)
        out.sort(key=lambda c: c.time)
        return Changes(tuple(out), kinds)

    async def check(self) -> Check:
        name = self.client.name
        version = await self._json("/version")
        if isinstance(version, SourceError):
            return Check(self.kind, name, False, error=f"{version.code}: {version.message}")
        events = await self._json(f"/api/v1/namespaces/{self.namespace}/events",
                                  {"limit": 500})
        if isinstance(events, SourceError):
            return Check(self.kind, name, False, str(version.get("gitVersion", "")),
                         error=f"{events.code}: {events.message}")
        return Check(self.kind, name, True, str(version.get("gitVersion", "")),
                     f"{len(events.get('items') or [])} events in namespace {self.namespace}")


def rollout(deployment: str, before: Mapping[str, Any] | None, after: Mapping[str, Any]
            ) -> Change | None:
    """The change revision `after` made over `before`: images as versions, env and
    resources in the summary. None for the first revision (nothing to compare with)."""
    if before is None:
        return None
    meta = after.get("metadata") or {}
    old, new = _containers(before), _containers(after)
    images = [(n, old.get(n, {}).get("image"), c.get("image")) for n, c in new.items()
              if old.get(n, {}).get("image") != c.get("image")]
    parts = [f"image {n}: {a} -> {b}" for n, a, b in images]
    for n, c in new.items():
        for key in ("env", "resources"):
            if old.get(n, {}).get(key) != c.get(key):
                parts.append(f"{key} of {n} changed")
    cause = (meta.get("annotations") or {}).get(CHANGE_CAUSE)
    summary = "; ".join([*([str(cause)] if cause else []), *parts]) or "pod template changed"
    when = _when(meta.get("creationTimestamp")) or ""
    revision = meta["annotations"][REVISION]
    first = images[0] if images else (None, None, None)
    return Change(f"{deployment}-rev{revision}", "deploy", deployment, when, summary, "",
                  _tag(first[1]), _tag(first[2]))


def _containers(rs: Mapping[str, Any]) -> dict[str, Mapping[str, Any]]:
    spec = ((rs.get("spec") or {}).get("template") or {}).get("spec") or {}
    return {str(c.get("name")): c for c in spec.get("containers") or []
            if isinstance(c, Mapping)}


def _tag(image: Any) -> str | None:
    if not image:
        return None
    text = str(image)
    return text.rsplit(":", 1)[1] if ":" in text.rsplit("/", 1)[-1] else text


def _pod_lines(text: str, query: LogQuery) -> list[LogLine]:
    """`timestamps=true` lines (`<RFC3339Nano> <line>`) in the window, filtered like Loki's."""
    out: list[LogLine] = []
    minimum = _RANK.get((query.level or "DEBUG").upper(), 0)
    needle = (query.contains or "").lower()
    for raw in text.splitlines():
        stamp, _, line = raw.partition(" ")
        try:
            at = parse(stamp)
        except ValueError:
            continue
        if not query.window.start <= at <= query.window.end:
            continue
        if needle and needle not in line.lower():
            continue
        entry = LogLine(fmt(at), line)
        level = entry.canonical_level()
        if _RANK.get({"FATAL": "ERROR", "CRITICAL": "ERROR"}.get(level, level), 1) < minimum:
            continue
        out.append(entry)
    return out


def _body(reply: Reply, name: str) -> Any:
    if reply.status_code != 200:
        return http_error(reply, name, _status_text(reply))
    try:
        body = reply.json()
    except ValueError:
        return SourceError("bad_response", f"{name}: not JSON: {reply.text[:200]}")
    if not isinstance(body, Mapping):
        return SourceError("bad_response", f"{name}: not a Kubernetes object")
    return body


def _status_text(reply: Reply) -> str:
    """A `Status` object's reason and message, or the body as text."""
    try:
        body = reply.json()
    except ValueError:
        return reply.text
    if isinstance(body, Mapping) and body.get("kind") == "Status":
        return f"{body.get('reason', '')}: {body.get('message', '')}".strip(": ")
    return reply.text
