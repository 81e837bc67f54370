"""The summarizer: a faithful, deterministic summary of the conversation it is given.

Contract (what oncall's compaction sends): the steps to summarize as ordinary chat messages —
assistant turns with `tool_calls` and their `role: "tool"` results — optionally after a system
prompt, the alert message and an instruction. If the messages hold no tool calls (the steps were
pasted as text), it summarizes whatever log lines, change records and `name {json}` call lines
the text holds. The answer is plain text (never empty for a non-empty history):

    ## Summary of earlier steps
    Tool calls (N):
    - query_logs {"service":"checkout",...} -> ok: 50 log lines (ERROR 50)
    - get_metrics {"service":"checkout","metric":"error_rate"} -> error unreachable: ...
    Tool errors seen:
    - unreachable (2×): get_metrics: connection refused
    Error templates seen:
    - checkout (37 ERROR): (25×) <a verbatim line>
    Warning templates seen:
    - inventory: (12×) <a verbatim line>
    Changes seen:
    - {"id":"dep-1",...}                 (each record's compact JSON, as in the tool result)
    Kubernetes events seen:
    - {"at":...,"reason":"OOMKilled",...}
    Runbooks read:
    - runbook payments: <title>; <first line that says roll back / revert / restart>
    Services implicated: payments (30 ERROR), orders (20 ERROR), checkout (12 ERROR)
    Errors name: checkout -> orders; orders -> payments

With `format` set it answers `{"summary": <that text>}` shaped to the schema's properties.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from typing import Any

import orjson

from prodsim.scripted.chat import ChatRequest, Reply
from prodsim.scripted.policies.alert import read_alert
from prodsim.scripted.policies.history import (
    LogLine,
    ToolResult,
    log_lines,
    read_history,
    records,
)
from prodsim.scripted.policies.knowledge import (
    SUMMARY_HEADER,
    change_kind,
    json_objects,
    summary_messages,
)

TEMPLATES_PER_SERVICE = 6
EVENTS_SHOWN = 20
_VARIABLE = re.compile(r"\S*\d\S*")
_REMEDY = re.compile(r"roll ?back|revert|restart|scale", re.I)
_TEXT_CALL = re.compile(r"\b([a-z][a-z0-9_]*)\s*\(?\s*(?=\{)")
_CALL_LINE = re.compile(r"^- [a-z][a-z0-9_]* \{.*-> .*$")
_ERROR_LINE = re.compile(r"^- [\w-]+ \(\d+×\): ")
_WEIGHT = re.compile(r"\((\d+)\s*[×x]\)\s*(?=\d{4}-\d\d-\d\dT)")


def template(message: str) -> str:
    """A message with variable tokens masked, as the fold does."""
    return _VARIABLE.sub("#", message)


def summarizer(request: ChatRequest) -> Reply:
    """Summarizes the tool calls, errors, changes and services in the messages it is given."""
    text = summarize(request)
    if request.format is not None:
        props = request.format.get("properties") if isinstance(request.format, Mapping) else None
        keys = list(props) if isinstance(props, Mapping) and props else ["summary"]
        return Reply(content=orjson.dumps({k: text if k == "summary" else _blank(props, k)
                                           for k in keys}).decode())
    return Reply(content=text)


def _blank(props: Mapping[str, Any] | None, key: str) -> Any:
    kind = props.get(key, {}).get("type") if isinstance(props, Mapping) else None
    return {"array": [], "number": 0, "integer": 0, "boolean": False, "object": {}}.get(
        str(kind), "")


def summarize(request: ChatRequest) -> str:
    """The summary text (see the module docstring); deterministic, never empty."""
    history = read_history(request)
    calls: list[str] = []
    results: list[ToolResult] = []
    if history.calls:
        for call in history.calls:
            result = history.result(call.name, call.arguments)
            args = orjson.dumps(call.arguments).decode()
            calls.append(f"- {call.name} {args} -> {_outcome(result)}")
            if result is not None:
                results.append(result)
    else:
        blob = "\n".join(m.content for m in request.messages[1:] if m.role != "system")
        for match in _TEXT_CALL.finditer(blob):
            obj = next(json_objects(blob[match.end():match.end() + 2000]), None)
            if obj is not None and change_kind(obj) is None and "reason" not in obj:
                calls.append(f"- {match.group(1)} {orjson.dumps(obj).decode()} -> (from text)")
        results.append(ToolResult(ok=True, body=blob))
    earlier = summary_messages(request)
    carried = [ln.strip() for text in earlier for ln in text.splitlines()]
    calls = [ln for ln in carried if _CALL_LINE.match(ln)] + calls
    weighted: list[tuple[LogLine, int]] = []
    for text in earlier:
        for raw in text.splitlines():
            found = log_lines(raw)
            weight = _WEIGHT.search(raw)
            weighted += [(ln, int(weight.group(1)) if weight else 1) for ln in found]
        results.append(ToolResult(ok=True, body=[o for o in json_objects(text)
                                                 if change_kind(o) or "reason" in o]))
    out = [SUMMARY_HEADER]
    if earlier:
        out.append(f"(merges {len(earlier)} earlier summary message(s))")
    if calls:
        out.append(f"Tool calls ({len(calls)}):")
        out += calls
    out += _tool_errors(results, [ln for ln in carried if _ERROR_LINE.match(ln)])
    seen: set[str] = set()
    for r in results:
        if r.ok and not isinstance(r.body, list):
            for line in log_lines(r.body):
                if line.text not in seen:
                    seen.add(line.text)
                    weighted.append((line, 1))
    out += _templates(weighted, ("ERROR", "FATAL", "CRITICAL"), "Error templates seen:", True)
    out += _templates(weighted, ("WARN", "WARNING"), "Warning templates seen:", False)
    out += _changes_and_events(results)
    out += _runbooks(results, [ln for ln in carried if ln.startswith("- runbook ")])
    out += _services(request, [ln for ln, _ in weighted])
    if len(out) == 1 + bool(earlier):
        roles = Counter(m.role for m in request.messages)
        first = next((m.content for m in request.messages if m.content.strip()), "")
        out.append(f"No tool calls or findings in {len(request.messages)} messages "
                   f"({', '.join(f'{r}: {n}' for r, n in sorted(roles.items()))}).")
        if first:
            out.append("First message begins: " + " ".join(first.split())[:200])
    return "\n".join(out)


def _outcome(result: ToolResult | None) -> str:
    if result is None:
        return "no result"
    if not result.ok:
        return f"error {result.error}: {result.message}"[:200]
    body = result.body
    lines = log_lines(body)
    if lines or (isinstance(body, Mapping) and "lines" in body):
        levels = Counter(ln.level for ln in lines)
        shown = ", ".join(f"{lvl} {n}" for lvl, n in sorted(levels.items()))
        return f"ok: {len(lines)} log lines" + (f" ({shown})" if shown else "")
    if isinstance(body, Mapping):
        for key in ("deploys", "changes", "events"):
            if key in body:
                return f"ok: {len(records(body, key))} {key}"
        if "points" in body and isinstance(body["points"], list):
            values = [p[1] for p in body["points"]
                      if isinstance(p, list) and len(p) == 2 and isinstance(p[1], int | float)]
            peak = f", max {max(values):g}" if values else ""
            return f"ok: {len(values)} points of {body.get('metric')}{peak}"
        if "markdown" in body:
            return f"ok: runbook {body.get('title', '')}"
        if "services" in body:
            return f"ok: {len(records(body, 'services'))} services"
    return "ok"


def _tool_errors(results: list[ToolResult], carried: list[str]) -> list[str]:
    errors = Counter((r.error, r.message) for r in results if not r.ok)
    if not errors and not carried:
        return []
    return ["Tool errors seen:", *carried] + [f"- {code} ({n}×): {message}"[:240]
                                              for (code, message), n in errors.items()]


def _templates(lines: list[tuple[LogLine, int]], levels: tuple[str, ...], title: str,
               with_counts: bool) -> list[str]:
    by_service: dict[str, Counter[str]] = {}
    exemplar: dict[tuple[str, str], str] = {}
    for line, weight in lines:
        if line.level not in levels:
            continue
        key = template(line.message)
        by_service.setdefault(line.service, Counter())[key] += weight
        exemplar.setdefault((line.service, key), line.text)
    if not by_service:
        return []
    out = [title]
    for service, counts in by_service.items():
        total = sum(counts.values())
        head = f"- {service} ({total} {levels[0]}):" if with_counts else f"- {service}:"
        out.append(head)
        for key, n in counts.most_common(TEMPLATES_PER_SERVICE):
            out.append(f"  - ({n}×) {exemplar[(service, key)]}")
    return out


def _changes_and_events(results: list[ToolResult]) -> list[str]:
    changes: dict[bytes, None] = {}
    events: dict[bytes, None] = {}
    for result in results:
        if not result.ok:
            continue
        found = [*records(result.body, "deploys"), *records(result.body, "changes")]
        evs = records(result.body, "events")
        if isinstance(result.body, list):
            found += [o for o in result.body if isinstance(o, dict) and change_kind(o)]
            evs += [o for o in result.body if isinstance(o, dict) and "reason" in o]
        if isinstance(result.body, str):
            objs = list(json_objects(result.body))
            found += [o for o in objs if change_kind(o)]
            evs += [o for o in objs if "reason" in o and "message" in o]
        for record in found:
            changes[orjson.dumps(record)] = None
        for record in evs:
            events[orjson.dumps(record)] = None
    out: list[str] = []
    if changes:
        out.append("Changes seen:")
        out += [f"- {c.decode()}" for c in changes]
    if events:
        shown = list(events)[:EVENTS_SHOWN]
        out.append(f"Kubernetes events seen ({len(events)}):")
        out += [f"- {e.decode()}" for e in shown]
    return out


def _runbooks(results: list[ToolResult], carried: list[str]) -> list[str]:
    out: list[str] = list(dict.fromkeys(carried))
    for result in results:
        body = result.body if result.ok else None
        if isinstance(body, Mapping) and isinstance(body.get("markdown"), str):
            markdown = str(body["markdown"])
            remedy = next((ln.strip() for ln in markdown.splitlines() if _REMEDY.search(ln)), "")
            out.append(f"- runbook {body.get('service', '?')}: {body.get('title', '')}"
                       + (f"; {remedy[:200]}" if remedy else ""))
    return ["Runbooks read:", *out] if out else []


def _services(request: ChatRequest, lines: list[LogLine]) -> list[str]:
    errors = Counter(ln.service for ln in lines if ln.level in ("ERROR", "FATAL", "CRITICAL"))
    if not errors:
        return []
    out = ["Services implicated: " + ", ".join(f"{s} ({n} ERROR)"
                                               for s, n in errors.most_common())]
    topology = read_alert(request).topology
    names = sorted(set(topology) | {d for deps in topology.values() for d in deps})
    edges: list[str] = []
    for service in errors:
        messages = " ".join(ln.message for ln in lines
                            if ln.service == service and ln.level in ("ERROR", "FATAL"))
        named = [n for n in names if n != service
                 and re.search(r"(?<![\w-])" + re.escape(n) + r"(?![\w-])", messages)]
        if named:
            edges.append(f"{service} -> {', '.join(named)}")
    if edges:
        out.append("Errors name: " + "; ".join(edges))
    return out
