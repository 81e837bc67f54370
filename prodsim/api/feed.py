"""The change feed (`GET /changes?service=&since=&until=`) and runbooks
(`GET /runbooks/SERVICE.md`) as a team's CI, flag service and wiki would publish them.

The feed's document is `{"changes": [...]}` with one record per deploy, config change and flag
change (`id`, `kind`, `service`, `time`, `summary`, `author`, `versions` — the old and new
version, or value for config and flags — plus `key` or `flag`), oldest first; the same
document is what a `file:` feed holds.
"""

from __future__ import annotations

from typing import Any

from prodsim.api import Reply, Request, json_reply, text_reply
from prodsim.changes import ConfigChange, Deploy, FlagChange
from prodsim.timeutil import format_time, parse_time
from prodsim.world import World


def change_record(change: Deploy | ConfigChange | FlagChange) -> dict[str, Any]:
    """One feed record."""
    record: dict[str, Any] = {"id": change.id}
    if isinstance(change, Deploy):
        record |= {"kind": "deploy", "service": change.service,
                   "time": format_time(change.at_ms), "summary": change.summary,
                   "author": change.author,
                   "versions": {"from": change.previous_version, "to": change.version}}
        return record
    kind = "config" if isinstance(change, ConfigChange) else "flag"
    name = change.key if isinstance(change, ConfigChange) else change.flag
    return record | {"kind": kind, "service": change.service, "time": format_time(change.at_ms),
                     "summary": change.summary, "author": change.author,
                     "versions": {"from": change.old_value, "to": change.new_value},
                     kind if kind == "flag" else "key": name}


def feed_document(world: World, service: str | None = None, since: int | None = None,
                  until: int | None = None) -> dict[str, Any]:
    """Every change up to now (or in [since, until]), oldest first."""
    hi = world.now_ms if until is None else min(until, world.now_ms)
    changes: list[Deploy | ConfigChange | FlagChange] = [
        *world.deploys(service, since, hi), *world.config_changes(service, since, hi),
        *world.flag_changes(service, since, hi)]
    changes.sort(key=lambda c: (c.at_ms, c.id))
    return {"changes": [change_record(c) for c in changes]}


def serve(world: World, req: Request) -> Reply:
    """Answer `/changes` or `/runbooks/...`."""
    if req.method != "GET":
        refused = json_reply(405, {"error": f"method: {req.method} not allowed (use GET)"})
        return Reply(refused.status, refused.body, refused.content_type, ((b"allow", b"GET"),))
    if req.path.startswith("/runbooks"):
        name = req.path.removeprefix("/runbooks").strip("/")
        service = name.removesuffix(".md")
        runbook = world.runbook(service) if world.service(service) else None
        if runbook is None or not name.endswith(".md"):
            return text_reply(404, f"no runbook at {req.path}\n")
        return text_reply(200, runbook.markdown, "text/markdown; charset=utf-8")
    for name in req.params:
        if name not in ("service", "since", "until"):
            return json_reply(400, {"error": f"{name}: unknown parameter "
                                             "(allowed: service, since, until)"})
    wanted = req.one("service") or None
    if wanted is not None and world.service(wanted) is None:
        return json_reply(404, {"error": f"service: unknown service {wanted!r}"})
    bounds: list[int | None] = []
    for name in ("since", "until"):
        text = req.one(name)
        try:
            bounds.append(parse_time(text) if text else None)
        except ValueError:
            return json_reply(400, {"error": f"{name}: not an RFC 3339 time "
                                             "(e.g. 2026-03-02T10:01:00Z)"})
    return json_reply(200, feed_document(world, wanted, bounds[0], bounds[1]))
