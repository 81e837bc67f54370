"""The marathon: a long, legitimate investigation (40+ distinct calls), then the right answer.

It exists for context-compaction tests. Its calls are a fixed sequence computed from the alert
and topology alone (so it never needs an old result to know what to do next):

1. `list_services`; ERROR logs (start − 30 min … start + 10 min) of the alert's service and of
   every service it depends on, directly or not (breadth first);
2. deploys, config changes and flag changes of all services over [start − 2 h, start], and
   k8s events of all services;
3. per service of step 1 (the first `DETAILED_SERVICES`): `error_rate` and `latency_p99_ms`
   metrics, WARN logs in four 10-minute windows, k8s events, the runbook;
4. if that is still under `MIN_CALLS`, ERROR logs of the alert's service in older one-hour
   windows until it is not.

One call per turn. Where it is in the sequence is read from the last call it can see (the
harness keeps recent steps verbatim), or from `name {json}` call lines of a summary message.
Its conclusion is the investigator's walk (errors naming a dependency lead upstream; the
suspect's change closest before the start is the cause), run over facts it re-derives from the
raw tool results *or* a summary message (`policies.knowledge`: log lines in prodsim's format,
optionally weighted `(N×)`; change records as JSON objects), so it concludes the same way after
compaction. A nudge to conclude ends the sequence early.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime, timedelta

from prodsim.scripted.chat import ChatRequest, Reply, ToolCall
from prodsim.scripted.policies.alert import Alert, format_time, parse_time
from prodsim.scripted.policies.findings import Change, Hop, change_report, flag_report
from prodsim.scripted.policies.findings import evidence as _evidence
from prodsim.scripted.policies.history import ERROR_LEVELS, LogLine, call_key
from prodsim.scripted.policies.investigator import (
    CHANGE_SLACK,
    _escalation,
    _first_error,
    flag_lead,
    mentions,
    pick_change,
)
from prodsim.scripted.policies.knowledge import Knowledge, gather, json_objects, summary_messages
from prodsim.scripted.policies.onset import error_shapes, onset
from prodsim.scripted.policies.replay import Conclusion, Session, conclude
from prodsim.scripted.policies.structured import structured_reply

MIN_CALLS = 42
DETAILED_SERVICES = 6
"""Step 3 covers the first six services of step 1 (breadth first), bounding the length."""
LOG_LIMIT = 50
_TOOL_LINE = re.compile(r"^\s*(?:[-*]|\d+[.)])?\s*([a-z][a-z_]+)\s*(?=\{)", re.M)


def closure(alert: Alert, service: str) -> list[str]:
    """The service and everything it depends on, breadth first."""
    order = [service]
    for current in order:
        for dep in alert.dependencies(current):
            if dep not in order:
                order.append(dep)
    return order


def sequence(s: Session, service: str, start: datetime) -> list[ToolCall]:
    """Every call of the marathon, in order, distinct arguments (see the module docstring)."""
    def iso(delta: timedelta) -> str:
        return format_time(start + delta)

    around = {"start": iso(-timedelta(minutes=30)), "end": iso(timedelta(minutes=10))}
    before = {"start": iso(-timedelta(hours=2)), "end": iso(timedelta(0))}
    hour = {"start": iso(-timedelta(hours=1)), "end": iso(timedelta(minutes=10))}
    services = closure(s.alert, service)
    calls = [s.call("list_services", {})]
    calls += [s.call("query_logs", {"service": x, **around, "level": "ERROR", "limit": LOG_LIMIT})
              for x in services]
    calls += [s.call(t, dict(before)) for t in ("list_deploys", "list_config_changes",
                                                "list_flag_changes")]
    calls.append(s.call("get_k8s_events", dict(before)))
    for x in services[:DETAILED_SERVICES]:
        calls += [s.call("get_metrics", {"service": x, "metric": m, **hour})
                  for m in ("error_rate", "latency_p99_ms")]
        for k in range(4):
            window = {"start": iso(timedelta(minutes=10 * k - 30)),
                      "end": iso(timedelta(minutes=10 * k - 20))}
            calls.append(s.call("query_logs", {"service": x, **window, "level": "WARN",
                                               "limit": 20}))
        calls.append(s.call("get_k8s_events", {"service": x, **hour}))
        calls.append(s.call("get_runbook", {"service": x}))
    k = 1
    while len(calls) < MIN_CALLS:
        window = {"start": iso(-timedelta(hours=k + 1)), "end": iso(-timedelta(hours=k))}
        calls.append(s.call("query_logs", {"service": service, **window, "level": "ERROR"}))
        k += 1
    return [c for c in calls if s.offered(c.name)]


def position(request: ChatRequest, keys: Sequence[str]) -> int:
    """Index after the latest sequence call visible in the history or named in a summary."""
    index = {key: i for i, key in enumerate(keys)}
    latest = -1
    for message in request.messages:
        for call in message.tool_calls:
            latest = max(latest, index.get(call_key(call.name, call.arguments), -1))
    for text in summary_messages(request):
        for match in _TOOL_LINE.finditer(text):
            obj = next(json_objects(text[match.end():match.end() + 2000]), None)
            if obj is not None:
                latest = max(latest, index.get(call_key(match.group(1), obj), -1))
    return latest + 1


def marathon(request: ChatRequest) -> Reply:
    """A 40+ call investigation of every dependency, concluding like the investigator."""
    if request.format is not None:
        return structured_reply(request.format)
    if not request.tools:
        return Reply(content="I need the investigation tools to look into this alert.")
    session = Session(request)
    if session.history.made("escalate") or session.history.made("submit_report"):
        return Reply(content="Handed over with the evidence gathered.")
    service, start = session.alert.service, session.alert.start
    if service is None or start is None:
        return conclude(session, _escalation("no cause found: the alert gives no service or "
                                             "start time", []))
    calls = sequence(session, service, start)
    at = position(request, [call_key(c.name, c.arguments) for c in calls])
    if at < len(calls) and not session.hurry:
        call = calls[at]
        return Reply(content=f"Step {at + 1} of {len(calls)}: {call.name} "
                             f"{call.arguments.get('service', '')}".rstrip() + ".",
                     tool_calls=(call,))
    return conclude(session, decide(session.alert, service, start, gather(request)))


def decide(alert: Alert, service: str, start: datetime, known: Knowledge) -> Conclusion:
    """The investigator's walk over re-derived facts: report the cause or escalate."""
    low, high = start - timedelta(minutes=30), start + timedelta(minutes=10)
    errors: dict[str, list[LogLine]] = {}
    seen: set[str] = set()
    for line in known.lines:
        if not re.fullmatch(ERROR_LEVELS, line.level):
            continue
        at = line.at
        if at is None or not low <= at <= high:
            continue
        errors.setdefault(line.service, []).append(line)
        seen.add(line.text)
    if not errors.get(service):
        return _escalation(f"no cause found: {service} logged no ERROR lines between "
                           f"{format_time(low)} and {format_time(high)}", [])
    hops = [Hop(service, tuple(errors[service]))]
    visited = {service}
    while True:
        deps = [d for d in alert.dependencies(hops[-1].service) if d not in visited]
        counts = mentions(hops[-1].errors, deps)
        if not counts:
            break
        upstream = min(counts, key=lambda d: (-counts[d], d))
        visited.add(upstream)
        if not errors.get(upstream):
            break
        hops.append(Hop(upstream, tuple(errors[upstream])))
    suspect = hops[-1]
    changes = [Change(kind, record, parse_time(str(record.get("at", ""))))
               for record in known.changes
               if (kind := _kind(record)) is not None and record.get("service") == suspect.service]
    changes.sort(key=lambda c: (c.at is not None, c.at or start))
    change = pick_change(changes, suspect, start, _began(suspect, start))
    if change is None:
        lead = flag_lead(hops, known.events, known.changes, start)
        if lead is not None:
            return flag_report(hops, lead, known.events, start, _began(suspect, start))
        lower = format_time(_first_error(suspect, start) - CHANGE_SLACK)
        path = " -> ".join(h.service for h in hops)
        return _escalation(f"no cause found: errors lead {path}, but {suspect.service} has no "
                           f"deploy, config or flag change between {lower} and "
                           f"{format_time(start)}", _evidence(hops))
    runbook = "\n".join(known.runbooks)
    return change_report(hops, change, runbook, start, _began(suspect, start))


def _began(suspect: Hop, start: datetime) -> datetime:
    """The suspect's onset: the first sighting of its sustained errors (a rare background
    error earlier is not it), else its first error."""
    shapes = error_shapes([{"lines": [line.text for line in suspect.errors]}])
    return onset(shapes) or _first_error(suspect, start)


def _kind(record: dict[str, object]) -> str | None:
    from prodsim.scripted.policies.knowledge import change_kind

    return change_kind(record)
