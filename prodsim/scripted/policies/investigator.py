"""The investigator: a generic on-call SRE, written for no particular incident.

Strategy (each step is one assistant turn, rebuilt from the history every request):
1. ERROR logs of the alert's service, start − 30 min to start + 10 min.
2. Count, in those lines, whole-word mentions of the service's direct dependencies (from the
   topology in the first message); follow the most-named one not yet visited and read its ERROR
   logs; repeat along the chain.
3. The first service whose errors name no dependency, or whose named dependency shows no errors,
   is the suspect. Its onset is the first sighting of its sustained errors (`onset`), read back
   page by page while the source cut the answer to its newest lines.
4. One turn: its deploys, config changes and flag changes over [start − 2 h, start], and its
   runbook. The latest change at or before the onset (and after it − 30 min) is the root cause:
   `submit_report` of kind change, with verbatim error lines per hop and the change record.
5. No such change: errors that stopped before the alert are a blip that recovered (escalate).
   Otherwise one turn more: the changes of its callers on the error path, Kubernetes events and
   flag changes platform-wide. A caller's change before the onset (its setting made the suspect
   fail), then a flag rollout the symptoms name, then what the error text and the suspect's
   Warning events say (`causes.classify`: expired, evicted, exhausted, rate limited, refused)
   is the cause; nothing: `escalate`.
A failed tool call is retried once with simpler arguments, then treated as "no data". A report
the harness sends back is not argued with: the investigator escalates with its evidence.
"""

from __future__ import annotations

import re
from collections.abc import Generator, Sequence
from datetime import datetime, timedelta
from typing import Any

import orjson

from prodsim.scripted.chat import ChatRequest, Reply, ToolCall
from prodsim.scripted.policies.alert import parse_time
from prodsim.scripted.policies.causes import classify
from prodsim.scripted.policies.findings import (
    Change,
    Hop,
    cause_report,
    change_report,
    evidence,
    flag_report,
    format_time,
    word,
)
from prodsim.scripted.policies.history import LogLine, ToolResult, call_key, error_lines, records
from prodsim.scripted.policies.onset import (
    earliest_seen,
    error_shapes,
    last_error,
    onset,
    sustained,
    truncated,
)
from prodsim.scripted.policies.replay import SKIPPED, Conclusion, Plan, Session, conclude, drive
from prodsim.scripted.policies.structured import structured_reply

LOGS_BEFORE = timedelta(minutes=30)
LOGS_AFTER = timedelta(minutes=10)
LOG_LINES = 500
"""A generous page: the harness folds it to one line per template, so its size costs little."""
PAGES_BACK = 3
RECOVERED = timedelta(minutes=1)
"""Sustained errors that stopped this long before the alert recovered by themselves."""
CHANGES_BEFORE = timedelta(hours=2)
NODE_LEAD = timedelta(minutes=15)
"""A node's trouble may begin this long before the pods on it fail."""
CHANGE_SLACK = timedelta(minutes=30)
CHANGE_SOURCES = (("list_deploys", "deploys", "deploy"),
                  ("list_config_changes", "changes", "config"),
                  ("list_flag_changes", "changes", "flag"))
_KIND_ORDER = {"deploy": 0, "config": 1, "flag": 2}


def investigator(request: ChatRequest) -> Reply:
    """Generic SRE: follows errors upstream, checks changes near the start, reports or escalates."""
    if request.format is not None:
        return structured_reply(request.format)
    session = Session(request)
    if not request.tools:
        return Reply(content="I need the investigation tools to look into this alert.")
    if session.history.made("escalate"):
        return Reply(content="Escalated to a human with the evidence gathered.")
    reports = session.history.made("submit_report")
    if reports:
        return conclude(session, _rejected(session, reports[-1]))
    service, start = session.alert.service, session.alert.start
    if service is None or start is None:
        missing = "service" if service is None else "start time"
        return conclude(session, _escalation(f"no cause found: the alert gives no {missing}, "
                                             "so there is nothing to anchor an investigation", []))
    step = drive(session, _plan(session, service, start))
    if isinstance(step, Conclusion):
        return conclude(session, step)
    return Reply(content=_describe(step), tool_calls=tuple(step))


def _plan(s: Session, service: str, start: datetime) -> Plan:
    window = f"between {format_time(start - LOGS_BEFORE)} and {format_time(start + LOGS_AFTER)}"
    errors, body, problem = yield from _error_logs(s, service, start)
    if errors is None:
        return _escalation(f"no cause found: could not read the logs of {service} ({problem})", [])
    if not errors:
        return _escalation(f"no cause found: {service} logged no ERROR lines {window}", [])
    hops = [Hop(service, tuple(errors), (body,))]
    visited = {service}
    while True:
        current = hops[-1]
        deps = [d for d in s.alert.dependencies(current.service) if d not in visited]
        counts = mentions(current.errors, deps)
        if not counts:
            break
        upstream = min(counts, key=lambda d: (-counts[d], d))
        visited.add(upstream)
        upstream_errors, body, problem = yield from _error_logs(s, upstream, start)
        if problem == SKIPPED:  # nudged mid-walk: the suspect is unknown, so do not guess
            path = " -> ".join(h.service for h in hops)
            return _escalation(f"no cause found yet: stopped when told to conclude; errors lead "
                               f"{path} and name {upstream}, which was not checked",
                               evidence(hops))
        if not upstream_errors:
            break
        hops.append(Hop(upstream, tuple(upstream_errors), (body,)))
    hops[-1] = yield from _read_back(s, hops[-1], start)
    suspect = hops[-1]
    began = _onset(suspect, start)
    changes, runbook = yield from _changes(s, suspect.service, start)
    change = pick_change(changes, suspect, start, began)
    if change is not None:
        return change_report(hops, change, runbook, start, began)
    path = " -> ".join(h.service for h in hops)
    stopped = last_error(error_shapes(suspect.bodies))
    if stopped is not None and stopped < start - RECOVERED:
        return _escalation(
            f"no cause found: errors lead {path}, began at {format_time(began)} and stopped at "
            f"{format_time(stopped)}, before the alert: a transient that recovered, with no "
            f"change on {suspect.service} before it", evidence(hops))
    callers = [h.service for h in hops[:-1]][-1:]
    caller_changes, events, flags = yield from _wider(s, callers, start)
    change = pick_change(caller_changes, suspect, start, began)
    if change is not None:
        return change_report(hops, change, runbook, start, began)
    lead = flag_lead(hops, events, flags, start)
    if lead is not None:
        return flag_report(hops, lead, events, start, began)
    messages = [shape.line.message for shape in sustained(error_shapes(suspect.bodies))]
    own = [e for e in events if e.get("service") == suspect.service or _node_near(e, began)]
    finding = classify(messages or [ln.message for ln in suspect.errors], own)
    if finding is not None:
        return cause_report(hops, finding, began)
    lower = format_time(began - CHANGE_SLACK)
    nearby = [orjson.dumps(c.record).decode() for c in changes[-3:]]
    return _escalation(
        f"no cause found: errors lead {path}, but {suspect.service} has no deploy, config or "
        f"flag change between {lower} and {format_time(began)}, and neither its errors nor "
        "its events say what failed", evidence(hops) + nearby)


def _node_near(event: dict[str, object], began: datetime) -> bool:
    """A node's event close to the onset: a node is shared, so its events name no service."""
    at = parse_time(str(event.get("at", "")))
    return str(event.get("object", "")).startswith("node/") and at is not None and \
        began - NODE_LEAD <= at <= began + LOGS_AFTER


def _error_logs(s: Session, service: str, start: datetime, end: datetime | None = None
                ) -> Generator[list[ToolCall], list[ToolResult],
                               tuple[list[LogLine] | None, Any, str]]:
    """ERROR lines of `service` around the start (up to `end`); None if the logs could not
    be read."""
    window = {"start": format_time(start - LOGS_BEFORE),
              "end": format_time(end or start + LOGS_AFTER), "limit": LOG_LINES}
    first = s.call("query_logs", {"service": service, **window, "level": "ERROR"})
    [result] = yield [first]
    if not result.ok:
        simpler = s.call("query_logs", {"service": service, **window})
        if _key(simpler) != _key(first):
            [result] = yield [simpler]
    if not result.ok:
        return None, None, SKIPPED if result.error == SKIPPED else (result.message or result.error)
    return error_lines(result.body), result.body, ""


def _read_back(s: Session, hop: Hop, start: datetime
               ) -> Generator[list[ToolCall], list[ToolResult], Hop]:
    """While the source cut the answer to its newest lines, read the page before it: the
    onset is where errors start, not where the newest page does."""
    bodies = list(hop.bodies)
    for _ in range(PAGES_BACK):
        end = earliest_seen(error_shapes(bodies[-1:]))
        if not truncated(bodies[-1]) or end is None or end <= start - LOGS_BEFORE:
            break
        lines, body, _problem = yield from _error_logs(s, hop.service, start, end)
        if not lines:
            break
        bodies.append(body)
    return Hop(hop.service, hop.errors, tuple(bodies))


def _onset(hop: Hop, start: datetime) -> datetime:
    """When the suspect's sustained errors began (the alert's start if none are dated)."""
    return onset(error_shapes(hop.bodies)) or _first_error(hop, start)


def _changes(s: Session, service: str, start: datetime
             ) -> Generator[list[ToolCall], list[ToolResult], tuple[list[Change], str]]:
    """The suspect's changes and runbook in one turn; failed lists retried once unwindowed."""
    window = {"service": service, "start": format_time(start - CHANGES_BEFORE),
              "end": format_time(start)}
    calls = [s.call(tool, window) for tool, _, _ in CHANGE_SOURCES]
    results = yield [*calls, s.call("get_runbook", {"service": service})]
    retry = [i for i, r in enumerate(results[:3]) if not r.ok]
    simpler = [(i, s.call(CHANGE_SOURCES[i][0], {"service": service})) for i in retry]
    simpler_keyed = [(i, c) for i, c in simpler if _key(c) != _key(calls[i])]
    if simpler_keyed:
        retried = yield [c for _, c in simpler_keyed]
        for (i, _), result in zip(simpler_keyed, retried, strict=True):
            results[i] = result
    changes = _records(results[:3], service, start)
    runbook = results[3].body if results[3].ok else None
    text = str(runbook.get("markdown", "")) if isinstance(runbook, dict) else ""
    return changes, text


def _records(results: Sequence[ToolResult], service: str, start: datetime) -> list[Change]:
    """The change records of one service in the three change lists' results, oldest first."""
    changes: list[Change] = []
    for (_, key, kind), result in zip(CHANGE_SOURCES, results, strict=True):
        if result.ok:
            for record in records(result.body, key):
                if record.get("service", service) == service:
                    changes.append(Change(kind, record, parse_time(str(record.get("at", "")))))
    changes.sort(key=lambda c: (c.at is not None, c.at or start))
    return changes


def _wider(s: Session, callers: Sequence[str], start: datetime
           ) -> Generator[list[ToolCall], list[ToolResult],
                          tuple[list[Change], list[dict[str, object]], list[dict[str, object]]]]:
    """No change on the suspect: one turn for its callers' changes on the error path, and
    Kubernetes events and flag changes of every service (a node, a rollout made elsewhere)."""
    calls = [s.call(tool, {"service": caller, "start": format_time(start - CHANGES_BEFORE),
                           "end": format_time(start)})
             for caller in callers for tool, _, _ in CHANGE_SOURCES]
    events_call = s.call("get_k8s_events", {"start": format_time(start - CHANGES_BEFORE),
                                            "end": format_time(start + LOGS_AFTER)})
    flags_call = s.call("list_flag_changes", {"start": format_time(start - CHANGES_BEFORE),
                                              "end": format_time(start)})
    results = yield [*calls, events_call, flags_call]
    changes = [c for i, caller in enumerate(callers)
               for c in _records(results[3 * i:3 * i + 3], caller, start)]
    events_result, flags_result = results[-2], results[-1]
    events = records(events_result.body, "events") if events_result.ok else []
    flags = records(flags_result.body, "changes") if flags_result.ok else []
    return changes, events, flags


_FLAG_OR_OOM = re.compile(r"flag|oom|out of memory", re.IGNORECASE)


def flag_lead(hops: Sequence[Hop], events: Sequence[dict[str, object]],
              changes: Sequence[dict[str, object]], start: datetime) -> Change | None:
    """The flag change a flag- or OOM-shaped failure points at, if its name was seen.

    Applies when the suspect's errors or its k8s events mention a feature flag or an OOM kill;
    the candidate is a flag change (any service) in [start − 2 h, start] whose flag name occurs
    in the error lines or k8s events seen; the latest such change wins.
    """
    suspect = hops[-1].service
    own = " ".join(f"{e.get('reason', '')} {e.get('message', '')}" for e in events
                   if e.get("service") == suspect)
    errors = " ".join(line.message for line in hops[-1].errors)
    if not _FLAG_OR_OOM.search(own + " " + errors):
        return None
    seen = " ".join([*(ln.message for h in hops for ln in h.errors),
                     *(f"{e.get('reason', '')} {e.get('message', '')}" for e in events)]).lower()
    found: list[Change] = []
    for record in changes:
        flag = str(record.get("flag") or "").strip().lower()
        at = parse_time(str(record.get("at", "")))
        if flag and flag in seen and at is not None and \
                start - CHANGES_BEFORE < at <= start:
            found.append(Change("flag", dict(record), at))
    return max(found, key=lambda c: c.at or start) if found else None


def _key(call: ToolCall) -> str:
    return call_key(call.name, call.arguments)


def mentions(lines: Sequence[LogLine], services: Sequence[str]) -> dict[str, int]:
    """Whole-word mentions of each service in the lines' messages."""
    counts: dict[str, int] = {}
    for name in services:
        pattern = word(name)
        total = sum(len(pattern.findall(line.message)) for line in lines if name in line.message)
        if total:
            counts[name] = total
    return counts


def _first_error(hop: Hop, start: datetime) -> datetime:
    """Earliest error time, to the second (enough against a 30-minute slack)."""
    stamps = [line.stamp[:19] for line in hop.errors]
    first = parse_time(min(stamps) + "Z") if stamps else None
    return first or start


def pick_change(changes: Sequence[Change], suspect: Hop, start: datetime,
                began: datetime | None = None) -> Change | None:
    """The change closest before the onset (`began`), after it − 30 min: a change made once
    the errors had begun did not start them. Without an onset: closest before the start,
    after the suspect's first error − 30 min."""
    lower = (began or _first_error(suspect, start)) - CHANGE_SLACK
    upper = start if began is None else min(began, start)
    qualifying = [c for c in changes if c.at is not None and lower < c.at <= upper]
    if not qualifying:
        return None
    return max(qualifying, key=lambda c: (c.at or start, -_KIND_ORDER[c.kind]))


def _escalation(reason: str, evidence: list[str]) -> Conclusion:
    return Conclusion("escalate", {"reason": reason, "evidence": evidence},
                      "Escalating to a human: " + reason)


def _rejected(s: Session, report: ToolCall) -> Conclusion:
    """A report came back: hand over to a human with the same evidence and the objection."""
    result = s.history.result(report.name, report.arguments)
    objection = (result.message if result is not None and not result.ok else "") or \
        (s.late_user_messages[-1] if s.late_user_messages else "no reason given")
    evidence = report.arguments.get("evidence")
    quoted = [e for e in evidence if isinstance(e, str)] if isinstance(evidence, list) else []
    claim = str(report.arguments.get("root_cause", ""))[:300]
    return _escalation(f"report rejected ({objection.strip()[:300]}); unverified finding: {claim}",
                       quoted)


def _describe(calls: Sequence[ToolCall]) -> str:
    """A short line of intent, as a model writes before its tool calls."""
    names = {c.name for c in calls}
    service = str(calls[0].arguments.get("service", "the service"))
    if names == {"query_logs"}:
        return f"Checking ERROR logs of {service} around the alert."
    if "get_k8s_events" in names:
        return ("No change explains it yet: checking its callers' changes, Kubernetes events "
                "and flag rollouts.")
    return f"Checking what changed on {service} before the alert, and its runbook."
