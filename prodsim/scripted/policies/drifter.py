"""The drifter: the drift trap as a model — it chases the loudest warnings away from the alert.

Turn 1 reads the WARN logs (level `WARN`, so WARN and worse) of every service in the topology
around the alert. Then it ranks the *other* services by how many WARN lines each logged and
keeps investigating the loudest — its metrics, k8s events, changes, runbook, then its logs in
ever older windows — one new call per turn, never with the same arguments twice, never
converging. It ignores the harness's nudges, as drifting agents do, so only a guard that sees
drift can end it: it escalates only when it runs out of new calls, and never submits anything.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from datetime import datetime, timedelta
from itertools import count

from prodsim.scripted.chat import ChatRequest, Reply, ToolCall
from prodsim.scripted.policies.alert import format_time
from prodsim.scripted.policies.history import call_key, log_lines
from prodsim.scripted.policies.replay import Session
from prodsim.scripted.policies.structured import structured_reply

METRICS = ("error_rate", "latency_p99_ms", "cpu", "memory_mb", "requests_per_s")
MAX_STEPS = 10_000
SWEEP_LIMIT = 10
"""Lines per service in the sweep; loudness is ranked by the result's `total` when present."""


def _window(start: datetime, before: timedelta, after: timedelta) -> dict[str, str]:
    return {"start": format_time(start - before), "end": format_time(start + after)}


def _sweep(session: Session, services: list[str], start: datetime) -> list[ToolCall]:
    window = _window(start, timedelta(minutes=30), timedelta(minutes=10))
    return [session.call("query_logs", {"service": s, **window, "level": "WARN",
                                        "limit": SWEEP_LIMIT}) for s in services]


def _chase(session: Session, target: str, start: datetime) -> Iterator[ToolCall]:
    """Endless distinct calls about one service."""
    near = _window(start, timedelta(hours=1), timedelta(minutes=10))
    for metric in METRICS:
        yield session.call("get_metrics", {"service": target, "metric": metric, **near})
    yield session.call("get_k8s_events", {"service": target, **near})
    for tool in ("list_deploys", "list_config_changes", "list_flag_changes"):
        yield session.call(tool, {"service": target, **near})
    yield session.call("get_runbook", {"service": target})
    for k in count(0):
        older = {"start": format_time(start - timedelta(minutes=30 * (k + 1))),
                 "end": format_time(start - timedelta(minutes=30 * k))}
        yield session.call("query_logs", {"service": target, **older, "level": "WARN"})


def drifter(request: ChatRequest) -> Reply:
    """Follows the loudest WARN streams on other services, never converging."""
    if request.format is not None:
        return structured_reply(request.format)
    if not request.tools:
        return Reply(content="I need tools to look into this alert.")
    session = Session(request)
    alert = session.alert
    service, start = alert.service, alert.start
    if service is None or start is None:
        return _give_up(session, service)
    services = sorted(set(alert.topology) | {d for ds in alert.topology.values() for d in ds}
                      | {service})
    sweep = _sweep(session, services, start)
    made = {call_key(c.name, c.arguments) for c in session.history.calls}
    if not any(call_key(c.name, c.arguments) in made for c in sweep):
        return Reply(content="Scanning every service for warnings first.",
                     tool_calls=tuple(sweep))
    warns: Counter[str] = Counter()
    for call in sweep:
        result = session.history.result(call.name, call.arguments)
        if result is not None and result.ok:
            lines = log_lines(result.body, "WARN|WARNING")
            total = result.body.get("total") if isinstance(result.body, dict) else None
            if isinstance(total, int) and lines:
                warns[str(call.arguments.get("service"))] += total
            else:
                warns.update(ln.service for ln in lines)
    targets = sorted((s for s in services if s != service), key=lambda s: (-warns[s], s))
    for target in targets:
        for n, call in enumerate(_chase(session, target, start)):
            if n > MAX_STEPS // max(len(targets), 1):
                break
            if not session.offered(call.name):
                continue
            if call_key(call.name, call.arguments) not in made:
                return Reply(content=f"{target} is the loudest; looking deeper into it.",
                             tool_calls=(call,))
    return _give_up(session, service)


def _give_up(session: Session, service: str | None) -> Reply:
    reason = (f"no cause found: I followed warnings away from "
              f"{service or 'the alerting service'} without finding a link")
    if session.offered("escalate"):
        return Reply(content="Escalating.", tool_calls=(
            session.call("escalate", {"reason": reason, "evidence": []}),))
    return Reply(content=reason)
