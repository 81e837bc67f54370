"""The handoff: the page a human gets when the run escalates or a guard stops it.

Built deterministically from the run's log, never from the model's own account: the alert,
what was checked, the evidence seen, the leading hypothesis and what would confirm it, and why
the run stopped. Markdown, so it pastes into a ticket or a chat.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import orjson

from oncall.sources.results import Result, change_list, error_templates, result_of, summary
from oncall.store import Event


def _args(arguments: Mapping[str, Any]) -> str:
    text = ", ".join(f"{k}={v}" for k, v in arguments.items() if not isinstance(v, list))
    return text if len(text) <= 100 else text[:97] + "..."


def render_handoff(events: Sequence[Event]) -> str:
    context = next((e.payload for e in events if e.kind == "context"), {})
    fields = context.get("fields") or {}
    finish = next((e.payload for e in reversed(events) if e.kind == "run_finished"), {})
    calls = [e for e in events if e.kind == "tool_call"]
    out = ["# Handoff", "",
           f"**Why you are paged:** {finish.get('reason') or 'the run has not finished'}"
           f" (outcome: {finish.get('outcome', 'running')}).", ""]
    if finish.get("error"):  # a failed run: what failed, as the run recorded it
        out += [f"**What failed:** {finish['error']}", ""]
    out += ["## Alert", ""]
    out += [f"- {k}: {v}" for k, v in fields.items()]
    out += ["", "## What was checked", ""]
    if not calls:
        out.append("- nothing: the run stopped before its first tool call")
    results: list[Result] = []
    for e in calls:
        p = e.payload
        status = "ok" if p.get("ok") else f"failed ({p.get('error')})"
        result = result_of(str(p.get("content", "")))
        if result is not None:
            results.append(result)
        brief = summary(result) if result is not None else ""
        out.append(f"- step {e.step}: `{p.get('name')}({_args(p.get('arguments') or {})})` "
                   f"— {status}{'; ' + brief if brief else ''}")
    out += _source_failures(calls)
    errors: Counter[str] = Counter()
    for result in results:
        for template in error_templates(result):
            # One exemplar per service and shape: the first 12 words after the timestamp.
            errors[" ".join(template.exemplar.split()[1:14])] += template.count
    changes = [c.line() for c in change_list(results)]
    out += ["", "## Evidence seen", ""]
    out += [f"- {n}× `{text}`" for text, n in errors.most_common(8)] or ["- no error lines"]
    if changes:
        out += ["", "Changes seen:", "", *[f"- {c}" for c in changes][-8:]]
    out += ["", "## Leading hypothesis", ""]
    report = finish.get("report") or _last_report(calls)
    if report:
        out.append(f"- {report.get('root_cause')} (service {report.get('service')}, change "
                   f"{report.get('change_id')}); the harness did not accept it as verified.")
        out.append("- To confirm: check that every quoted line is in the service's logs and "
                   "that reverting the change clears the errors.")
    elif errors:
        top = errors.most_common(1)[0][0]
        out.append(f"- the most frequent error is `{top}`; find the change on the service that "
                   "logs it, shortly before the alert.")
    else:
        out.append("- none: no error evidence was found.")
    out += _injections(events)
    stops = [e.payload for e in events if e.kind in ("guard", "nudge")]
    if stops:
        out += ["", "## Guard decisions", ""]
        out += [f"- {p.get('guard')}: {p.get('reason')}" for p in stops]
    escalation = finish.get("escalation")
    if escalation:
        out += ["", "## The agent's own words", "", f"> {escalation.get('reason')}"]
    return "\n".join(out) + "\n"


_SOURCE_ERRORS = ("unreachable", "timeout", "not_configured", "bad_response", "circuit_open")
"""Tool failures that are production's, not the agent's (bad arguments are the agent's)."""


def _source_failures(calls: Sequence[Event]) -> list[str]:
    """Which source failed and how, in its own words (kind, URL without credentials, what
    happened), once per distinct message: "query_logs is unavailable" alone left the human
    on call to guess which backend to look at."""
    seen: dict[str, list[int]] = {}
    for e in calls:
        p = e.payload
        code = str(p.get("error") or "")
        if p.get("ok") or p.get("refused_by") or not (
                code in _SOURCE_ERRORS or code.startswith("http_")):
            continue
        try:
            body = orjson.loads(str(p.get("content") or ""))
        except orjson.JSONDecodeError:
            body = None
        message = body.get("message") if isinstance(body, dict) else None
        seen.setdefault(str(message or f"{p.get('name')}: {code}"), []).append(e.step)
    if not seen:
        return []
    out = ["", "## Sources that failed", ""]
    for message, steps in list(seen.items())[:8]:
        shown = ", ".join(map(str, steps[:6])) + (f" … {steps[-1]}, {len(steps)} calls"
                                                   if len(steps) > 6 else "")
        out.append(f"- {message} (step{'s' if len(steps) > 1 else ''} {shown})")
    return out


def _injections(events: Sequence[Event]) -> list[str]:
    """Instruction-like text production returned (`injection_suspect`), and how many secrets
    were redacted: a reader must know the agent was talked to by its data."""
    out: list[str] = []
    suspects = [e for e in events if e.kind == "injection_suspect"]
    if suspects:
        out += ["", "## Suspected injected instructions", "",
                "Tool output held text written to steer the agent (shown to it as quoted data):",
                ""]
        for e in suspects:
            p = e.payload
            where = f"step {e.step} {p.get('tool')}" if p.get("tool") else "the alert"
            out.append(f"- {where}: {', '.join(p.get('counts') or {})}")
            out += [f"  - `{x}`" for x in p.get("excerpts") or []]
    counts: dict[str, int] = {}
    for e in events:
        if e.kind == "redaction":
            for rule, n in (e.payload.get("counts") or {}).items():
                counts[rule] = counts.get(rule, 0) + int(n)
    if counts:
        out += ["", f"Secrets redacted before anything was logged or shown: "
                f"{', '.join(f'{k} {v}' for k, v in sorted(counts.items()))}."]
    return out


def _last_report(calls: Sequence[Event]) -> Mapping[str, Any] | None:
    for e in reversed(calls):
        if e.payload.get("name") == "submit_report":
            args = e.payload.get("arguments")
            return args if isinstance(args, Mapping) else None
    return None
