"""The investigator: a generic on-call SRE, written for no particular incident.

Strategy (each step is one assistant turn, rebuilt from the history every request):
1. ERROR logs of the alert's service, start − 30 min to start + 10 min.
2. Count, in those lines, whole-word mentions of the service's direct dependencies (from the
   topology in the first message); follow the most-named one not yet visited and read its ERROR
   logs; repeat along the chain.
3. The first service whose errors name no dependency, or whose named dependency shows no errors,
   is the suspect.
4. One turn: its deploys, config changes and flag changes over [start − 2 h, start], and its
   runbook.
5. The suspect's change closest before the start and after its first error − 30 min is the root
   cause: `submit_report` with verbatim error lines per hop and the change record (its compact
   JSON, as it appears in the tool result). No errors, or no such change: `escalate`.
A failed tool call is retried once with simpler arguments, then treated as "no data". A report
the harness sends back is not argued with: the investigator escalates with its evidence.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

import orjson

from prodsim.scripted.chat import ChatRequest, Reply, ToolCall
from prodsim.scripted.policies.alert import format_time, parse_time
from prodsim.scripted.policies.history import LogLine, ToolResult, call_key, error_lines, records
from prodsim.scripted.policies.replay import SKIPPED, Conclusion, Plan, Session, conclude, drive
from prodsim.scripted.policies.structured import structured_reply

LOGS_BEFORE = timedelta(minutes=30)
LOGS_AFTER = timedelta(minutes=10)
LOG_LINES = 50
CHANGES_BEFORE = timedelta(hours=2)
CHANGE_SLACK = timedelta(minutes=30)
CONFIDENCE = 0.8
LINES_PER_HOP = 2
TEMPLATE_SAMPLE = 500
"""Lines per hop whose templates are compared to find the dominant error (bounds the cost)."""
CHANGE_SOURCES = (("list_deploys", "deploys", "deploy"),
                  ("list_config_changes", "changes", "config"),
                  ("list_flag_changes", "changes", "flag"))
_KIND_ORDER = {"deploy": 0, "config": 1, "flag": 2}
_VARIABLE = re.compile(r"\S*\d\S*")

@dataclass(frozen=True, slots=True)
class Hop:
    """A service on the error path and the ERROR lines it logged."""

    service: str
    errors: tuple[LogLine, ...]


@dataclass(frozen=True, slots=True)
class Change:
    """A deploy, config change or flag change record as prodsim returned it."""

    kind: str
    record: dict[str, object]
    at: datetime | None


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
    errors, problem = yield from _error_logs(s, service, start)
    if errors is None:
        return _escalation(f"no cause found: could not read the logs of {service} ({problem})", [])
    if not errors:
        return _escalation(f"no cause found: {service} logged no ERROR lines {window}", [])
    hops = [Hop(service, tuple(errors))]
    visited = {service}
    while True:
        current = hops[-1]
        deps = [d for d in s.alert.dependencies(current.service) if d not in visited]
        counts = mentions(current.errors, deps)
        if not counts:
            break
        upstream = min(counts, key=lambda d: (-counts[d], d))
        visited.add(upstream)
        upstream_errors, problem = yield from _error_logs(s, upstream, start)
        if problem == SKIPPED:  # nudged mid-walk: the suspect is unknown, so do not guess
            path = " -> ".join(h.service for h in hops)
            return _escalation(f"no cause found yet: stopped when told to conclude; errors lead "
                               f"{path} and name {upstream}, which was not checked",
                               _evidence(hops))
        if not upstream_errors:
            break
        hops.append(Hop(upstream, tuple(upstream_errors)))
    suspect = hops[-1]
    changes, runbook = yield from _changes(s, suspect.service, start)
    change = pick_change(changes, suspect, start)
    if change is None:
        lead, events = yield from _flag_lead(s, hops, start)
        if lead is not None:
            return flag_report(hops, lead, events, start)
    if change is None:
        path = " -> ".join(h.service for h in hops)
        lower = format_time(_first_error(suspect, start) - CHANGE_SLACK)
        nearby = [orjson.dumps(c.record).decode() for c in changes[-3:]]
        return _escalation(
            f"no cause found: errors lead {path}, but {suspect.service} has no deploy, config or "
            f"flag change between {lower} and {format_time(start)}", _evidence(hops) + nearby)
    return _report(hops, change, runbook, start)


def _error_logs(s: Session, service: str, start: datetime
                ) -> Generator[list[ToolCall], list[ToolResult], tuple[list[LogLine] | None, str]]:
    """ERROR lines of `service` around the start; None if the logs could not be read."""
    # A bounded read, as an engineer would do: the latest lines name the failing callee, and
    # every line beyond them is paid for again on every later model call.
    window = {"start": format_time(start - LOGS_BEFORE), "end": format_time(start + LOGS_AFTER),
              "limit": LOG_LINES}
    first = s.call("query_logs", {"service": service, **window, "level": "ERROR"})
    [result] = yield [first]
    if not result.ok:
        simpler = s.call("query_logs", {"service": service, **window})
        if _key(simpler) != _key(first):
            [result] = yield [simpler]
    if not result.ok:
        return None, SKIPPED if result.error == SKIPPED else (result.message or result.error)
    return error_lines(result.body), ""


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
    changes: list[Change] = []
    for (_, key, kind), result in zip(CHANGE_SOURCES, results[:3], strict=True):
        if result.ok:
            for record in records(result.body, key):
                if record.get("service", service) == service:
                    changes.append(Change(kind, record, parse_time(str(record.get("at", "")))))
    runbook = results[3].body if results[3].ok else None
    text = str(runbook.get("markdown", "")) if isinstance(runbook, dict) else ""
    changes.sort(key=lambda c: (c.at is not None, c.at or start))
    return changes, text


def _flag_lead(s: Session, hops: Sequence[Hop], start: datetime
               ) -> Generator[list[ToolCall], list[ToolResult],
                              tuple[Change | None, list[dict[str, object]]]]:
    """No change on the suspect: look platform-wide for a flag rollout its symptoms point at.

    One turn: k8s events and flag changes of all services. Used only if the suspect's errors or
    events mention a flag or an OOM kill (`flag_lead`).
    """
    events_call = s.call("get_k8s_events", {"start": format_time(start - CHANGES_BEFORE),
                                            "end": format_time(start + LOGS_AFTER)})
    flags_call = s.call("list_flag_changes", {"start": format_time(start - CHANGES_BEFORE),
                                              "end": format_time(start)})
    events_result, flags_result = yield [events_call, flags_call]
    events = records(events_result.body, "events") if events_result.ok else []
    flags = records(flags_result.body, "changes") if flags_result.ok else []
    return flag_lead(hops, events, flags, start), events


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


def flag_report(hops: Sequence[Hop], change: Change, events: Sequence[dict[str, object]],
                start: datetime) -> Conclusion:
    """A report for a flag rollout made elsewhere (on the record's service) that broke the suspect.

    Evidence: the error lines per hop, the suspect's k8s event that names the flag (its compact
    JSON, as in the tool result), and the flag change record.
    """
    r = change.record
    suspect = hops[-1].service
    owner, cid, flag = str(r.get("service", suspect)), str(r.get("id", "")), str(r.get("flag"))
    named = [e for e in events if e.get("service") == suspect
             and flag.lower() in str(e.get("message", "")).lower()]
    symptom = (f"k8s reports {named[0].get('reason')}: \"{named[0].get('message')}\"; "
               if named else "")
    path = " -> ".join(h.service for h in reversed(hops))
    root_cause = (f"flag change {cid} on {owner} setting flag {flag} from {r.get('old_value')} to "
                  f"{r.get('new_value')} at {r.get('at')}, {_minutes_before(change, start)}, "
                  f"broke {suspect}: {symptom}errors: \"{_dominant_message(hops[-1])}\""
                  + (f"; the errors propagate {path}" if len(hops) > 1 else "")
                  + f". Remedy: revert {flag} to {r.get('old_value')} (roll back the rollout).")
    evidence = [*_evidence(hops), *(orjson.dumps(e).decode() for e in named[:1]),
                orjson.dumps(r).decode()]
    args = {"root_cause": root_cause, "service": owner, "change_id": cid,
            "evidence": evidence, "confidence": CONFIDENCE}
    return Conclusion("submit_report", args, f"Root cause found: flag {flag} ({cid}) on {owner}.")


def _key(call: ToolCall) -> str:
    return call_key(call.name, call.arguments)


def _word(name: str) -> re.Pattern[str]:
    """A service name as a whole word; hyphens count as part of a name (`cart` ≠ `cart-db`)."""
    return re.compile(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])")


def mentions(lines: Sequence[LogLine], services: Sequence[str]) -> dict[str, int]:
    """Whole-word mentions of each service in the lines' messages."""
    counts: dict[str, int] = {}
    for name in services:
        pattern = _word(name)
        total = sum(len(pattern.findall(line.message)) for line in lines if name in line.message)
        if total:
            counts[name] = total
    return counts


def _first_error(hop: Hop, start: datetime) -> datetime:
    """Earliest error time, to the second (enough against a 30-minute slack)."""
    stamps = [line.stamp[:19] for line in hop.errors]
    first = parse_time(min(stamps) + "Z") if stamps else None
    return first or start


def pick_change(changes: Sequence[Change], suspect: Hop, start: datetime) -> Change | None:
    """The change closest before the start, after the suspect's first error − 30 min."""
    lower = _first_error(suspect, start) - CHANGE_SLACK
    qualifying = [c for c in changes if c.at is not None and lower < c.at <= start]
    if not qualifying:
        return None
    return max(qualifying, key=lambda c: (c.at or start, -_KIND_ORDER[c.kind]))


def _template(message: str) -> str:
    """A message with its variable tokens masked (any token holding a digit), as the fold does."""
    return _VARIABLE.sub("#", message)


def _dominant(templates: Sequence[str]) -> int:
    """Index of the first line of the most frequent error template."""
    return templates.index(Counter(templates).most_common(1)[0][0])


def _evidence(hops: Sequence[Hop]) -> list[str]:
    """Two verbatim error lines per hop: naming the next hop first, then the dominant error."""
    quoted: list[str] = []
    for i, hop in enumerate(hops):
        sample = hop.errors[:TEMPLATE_SAMPLE]
        templates = [_template(line.message) for line in sample]
        top = templates[_dominant(templates)]
        picks: list[str] = []
        if i + 1 < len(hops):
            word = _word(hops[i + 1].service)
            picks += [ln.text for ln in hop.errors if word.search(ln.message)][:1]
        picks += [ln.text for ln, t in zip(sample, templates, strict=True) if t == top][:2]
        picks += [ln.text for ln in hop.errors[:LINES_PER_HOP]]
        quoted += [t for t in dict.fromkeys(picks) if t not in quoted][:LINES_PER_HOP]
    return quoted


def _report(hops: Sequence[Hop], change: Change, runbook: str, start: datetime) -> Conclusion:
    suspect = hops[-1]
    r = change.record
    svc, cid = suspect.service, str(r.get("id", ""))
    if change.kind == "deploy":
        what = (f"deploy {cid} of {svc} version {r.get('version')} "
                f"(previous {r.get('previous_version')})")
        remedy = f"roll back {svc} to {r.get('previous_version')}"
    else:
        field = "key" if change.kind == "config" else "flag"
        what = (f"{change.kind} change {cid} on {svc} setting {field} {r.get(field)} from "
                f"{r.get('old_value')} to {r.get('new_value')}")
        remedy = f"revert {r.get(field)} to {r.get('old_value')}"
    path = " -> ".join(h.service for h in reversed(hops))
    spread = f"; the errors propagate {path}" if len(hops) > 1 else ""
    source = "per the runbook" if re.search(r"roll ?back|revert", runbook, re.I) else \
        "(runbook gave no procedure)"
    root_cause = (f"{what} at {r.get('at')}, {_minutes_before(change, start)}, caused {svc} "
                  f"errors: \"{_dominant_message(suspect)}\"{spread}. "
                  f"Remedy {source}: {remedy}.")
    evidence = [*_evidence(hops), orjson.dumps(r).decode()]
    args = {"root_cause": root_cause, "service": svc, "change_id": cid,
            "evidence": evidence, "confidence": CONFIDENCE}
    return Conclusion("submit_report", args, f"Root cause found: {change.kind} {cid} on {svc}.")


def _dominant_message(hop: Hop) -> str:
    sample = hop.errors[:TEMPLATE_SAMPLE]
    return sample[_dominant([_template(line.message) for line in sample])].message


def _minutes_before(change: Change, start: datetime) -> str:
    minutes = int(((start - change.at).total_seconds() if change.at else 0) // 60)
    return f"{minutes} min before the alert"


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
    return f"Checking what changed on {service} before the alert, and its runbook."
