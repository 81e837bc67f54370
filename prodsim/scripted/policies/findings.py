"""The investigator's conclusions, written as reports: a change, a flag rollout made
elsewhere, or a cause that is not a change (`causes.Finding`).

Every report names its kind, its service, the onset (when the suspect's sustained errors
began), evidence quoted verbatim from tool results (error lines per hop, the change record or
the event, as compact JSON exactly as the tool returned it) and the remedy.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import orjson

from prodsim.scripted.policies.alert import format_time as _format_time
from prodsim.scripted.policies.causes import Finding, remedy
from prodsim.scripted.policies.history import LogLine
from prodsim.scripted.policies.replay import Conclusion

CONFIDENCE = 0.8
LINES_PER_HOP = 2
TEMPLATE_SAMPLE = 500
"""Lines per hop whose templates are compared to find the dominant error (bounds the cost)."""
_VARIABLE = re.compile(r"\S*\d\S*")


@dataclass(frozen=True, slots=True)
class Hop:
    """A service on the error path, the ERROR lines it logged and the results they came in."""

    service: str
    errors: tuple[LogLine, ...]
    bodies: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class Change:
    """A deploy, config change or flag change record as prodsim returned it."""

    kind: str
    record: dict[str, object]
    at: datetime | None


def format_time(value: datetime) -> str:
    """RFC 3339 UTC to the millisecond, as log lines stamp their times."""
    text = _format_time(value.replace(microsecond=value.microsecond // 1000 * 1000))
    return text.replace("000Z", "Z") if "." in text else text


def word(name: str) -> re.Pattern[str]:
    """A service name as a whole word; hyphens count as part of a name (`cart` ≠ `cart-db`)."""
    return re.compile(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])")


def _template(message: str) -> str:
    """A message with its variable tokens masked (any token holding a digit), as the fold does."""
    return _VARIABLE.sub("#", message)


def _dominant(templates: Sequence[str]) -> int:
    """Index of the first line of the most frequent error template."""
    return templates.index(Counter(templates).most_common(1)[0][0])


def evidence(hops: Sequence[Hop]) -> list[str]:
    """Two verbatim error lines per hop: naming the next hop first, then the dominant error."""
    quoted: list[str] = []
    for i, hop in enumerate(hops):
        sample = hop.errors[:TEMPLATE_SAMPLE]
        templates = [_template(line.message) for line in sample]
        top = templates[_dominant(templates)]
        picks: list[str] = []
        if i + 1 < len(hops):
            pattern = word(hops[i + 1].service)
            picks += [ln.text for ln in hop.errors if pattern.search(ln.message)][:1]
        picks += [ln.text for ln, t in zip(sample, templates, strict=True) if t == top][:2]
        picks += [ln.text for ln in hop.errors[:LINES_PER_HOP]]
        quoted += [t for t in dict.fromkeys(picks) if t not in quoted][:LINES_PER_HOP]
    return quoted


def dominant_message(hop: Hop) -> str:
    sample = hop.errors[:TEMPLATE_SAMPLE]
    return sample[_dominant([_template(line.message) for line in sample])].message


def minutes_before(change: Change, start: datetime) -> str:
    minutes = int(((start - change.at).total_seconds() if change.at else 0) // 60)
    return f"{minutes} min before the alert"


def _spread(hops: Sequence[Hop]) -> str:
    path = " -> ".join(h.service for h in reversed(hops))
    return f"; the errors propagate {path}" if len(hops) > 1 else ""


def change_report(hops: Sequence[Hop], change: Change, runbook: str, start: datetime,
                  onset: datetime) -> Conclusion:
    """A change on the suspect, or on a caller whose setting made the suspect fail."""
    suspect = hops[-1]
    r = change.record
    svc, cid = str(r.get("service") or suspect.service), str(r.get("id", ""))
    if change.kind == "deploy":
        what = (f"deploy {cid} of {svc} version {r.get('version')} "
                f"(previous {r.get('previous_version')})")
        fix = f"roll back {svc} to {r.get('previous_version')}"
    else:
        field = "key" if change.kind == "config" else "flag"
        what = (f"{change.kind} change {cid} on {svc} setting {field} {r.get(field)} from "
                f"{r.get('old_value')} to {r.get('new_value')}")
        fix = f"revert {r.get(field)} to {r.get('old_value')}"
    source = "per the runbook" if re.search(r"roll ?back|revert", runbook, re.I) else \
        "(runbook gave no procedure)"
    caller = f" (its caller {svc})" if svc != suspect.service else ""
    root_cause = (f"{what} at {r.get('at')}, {minutes_before(change, start)}, caused "
                  f"{suspect.service} errors{caller} from {format_time(onset)}: "
                  f"\"{dominant_message(suspect)}\"{_spread(hops)}. Remedy {source}: {fix}.")
    args = {"kind": "change", "service": svc, "change_id": cid, "onset": format_time(onset),
            "root_cause": root_cause, "evidence": [*evidence(hops), orjson.dumps(r).decode()],
            "remedy": fix, "confidence": CONFIDENCE}
    return Conclusion("submit_report", args, f"Root cause found: {change.kind} {cid} on {svc}.")


def flag_report(hops: Sequence[Hop], change: Change, events: Sequence[dict[str, object]],
                start: datetime, onset: datetime) -> Conclusion:
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
    fix = f"revert {flag} to {r.get('old_value')} (roll back the rollout)"
    root_cause = (f"flag change {cid} on {owner} setting flag {flag} from {r.get('old_value')} to "
                  f"{r.get('new_value')} at {r.get('at')}, {minutes_before(change, start)}, "
                  f"broke {suspect}: {symptom}errors: \"{dominant_message(hops[-1])}\""
                  f"{_spread(hops)}. Remedy: {fix}.")
    quoted = [*evidence(hops), *(orjson.dumps(e).decode() for e in named[:1]),
              orjson.dumps(r).decode()]
    args = {"kind": "change", "service": owner, "change_id": cid, "onset": format_time(onset),
            "root_cause": root_cause, "evidence": quoted, "remedy": fix,
            "confidence": CONFIDENCE}
    return Conclusion("submit_report", args, f"Root cause found: flag {flag} ({cid}) on {owner}.")


_WORDS = {"expired_credential": "an expired or revoked certificate or credential",
          "infrastructure": "the infrastructure it runs on",
          "resource_exhaustion": "an exhausted resource",
          "capacity": "more load than it is allowed or able to serve",
          "dependency_failure": "a failing dependency outside the shop's services"}


def cause_report(hops: Sequence[Hop], finding: Finding, onset: datetime) -> Conclusion:
    """A cause that is not a change: the kind the error text or an event showed."""
    suspect = hops[-1]
    fix = remedy(finding, suspect.service)
    shown = "".join(f"Kubernetes reports {e.get('reason')} on {e.get('object')}: "
                    f"\"{e.get('message')}\"; " for e in finding.events)
    root_cause = (f"{suspect.service} fails from {format_time(onset)} because of "
                  f"{_WORDS[finding.kind]} ({finding.sign!r}), with no change on it or its "
                  f"callers before the errors began: {shown}errors: "
                  f"\"{dominant_message(suspect)}\"{_spread(hops)}. Remedy: {fix}.")
    quoted = [*evidence(hops), *(orjson.dumps(dict(e)).decode() for e in finding.events)]
    args = {"kind": finding.kind, "service": suspect.service, "onset": format_time(onset),
            "root_cause": root_cause, "evidence": quoted, "remedy": fix,
            "confidence": CONFIDENCE}
    return Conclusion("submit_report", args,
                      f"Root cause found: {finding.kind} on {suspect.service}.")
