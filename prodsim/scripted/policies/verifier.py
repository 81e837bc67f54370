"""The verifier: checks a report's evidence against the tool results it is shown, verbatim.

Request contract (docs/scripted.md, "verifier"): one user message with two sections,

    ## Report
    {"root_cause": "...", "service": "...", "change_id": "...", "evidence": ["...", ...]}
    ## Tool results
    <the tool results' contents, verbatim, in any layout>

(the report may also be the last `submit_report` call in the messages, and `role: "tool"`
messages count as tool results). Every evidence string must occur verbatim in the tool results
— as is, or JSON-escaped as it sits inside a result's JSON text — and so must the change id
(unless it is empty or `none`). Answer: JSON `{"verdict": "supported"|"unsupported",
"gaps": [...]}` (cut to the `format` schema's properties when one is given; a `reason` key is
filled if the schema asks for it). A report with no evidence is unsupported.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import orjson

from prodsim.scripted.chat import ChatRequest, Reply
from prodsim.scripted.policies.knowledge import json_objects
from prodsim.scripted.policies.structured import instance_of

_REPORT = re.compile(r"^#+\s*Report\b.*$", re.M | re.I)
_RESULTS = re.compile(r"^#+\s*Tool results\b.*$", re.M | re.I)


def _sections(text: str) -> tuple[str | None, str]:
    report = _REPORT.search(text)
    results = _RESULTS.search(text)
    report_text = None
    if report is not None:
        end = results.start() if results is not None and results.start() > report.end() \
            else len(text)
        report_text = text[report.end():end]
    return report_text, text[results.end():] if results is not None else ""


def read_request(request: ChatRequest) -> tuple[dict[str, Any] | None, str]:
    """The report's arguments and the tool-results haystack."""
    report: dict[str, Any] | None = None
    haystack: list[str] = []
    for message in request.messages:
        if message.role == "tool":
            haystack.append(message.content)
        elif message.role == "assistant":
            for call in message.tool_calls:
                if call.name == "submit_report":
                    report = dict(call.arguments)
        elif message.role == "user":
            report_text, results = _sections(message.content)
            if report_text is not None:
                found = next((o for o in json_objects(report_text) if "evidence" in o), None)
                report = found if found is not None else report
            if results:
                haystack.append(results)
    return report, "\n".join(haystack)


def _occurs(needle: str, haystack: str) -> bool:
    if needle in haystack:
        return True
    escaped = orjson.dumps(needle).decode()[1:-1]
    return escaped in haystack


def check(report: dict[str, Any] | None, haystack: str) -> tuple[str, list[str]]:
    """(verdict, gaps) for a report against the tool results."""
    if report is None:
        return "unsupported", ["no report found in the request"]
    gaps: list[str] = []
    evidence = report.get("evidence")
    lines = [e for e in evidence if isinstance(e, str)] if isinstance(evidence, list) else []
    if not lines:
        gaps.append("the report cites no evidence")
    for line in lines:
        if not line.strip() or not _occurs(line, haystack):
            gaps.append(f"evidence not found verbatim in any tool result: {line[:300]}")
    change = str(report.get("change_id") or "").strip()
    if change and change.lower() not in ("none", "n/a", "unknown") and \
            not _occurs(change, haystack):
        gaps.append(f"change id {change} does not appear in any tool result")
    return ("supported" if not gaps else "unsupported"), gaps


def verifier(request: ChatRequest) -> Reply:
    """Checks each evidence line of a report appears verbatim in the quoted tool results."""
    report, haystack = read_request(request)
    verdict, gaps = check(report, haystack)
    full: dict[str, Any] = {"verdict": verdict, "gaps": gaps,
                            "reason": "; ".join(gaps) or "every evidence line was found"}
    schema = request.format
    props = schema.get("properties") if isinstance(schema, Mapping) else None
    if isinstance(props, Mapping) and props:
        answer = {k: full[k] if k in full else instance_of(v) for k, v in props.items()}
    else:
        answer = {"verdict": verdict, "gaps": gaps}
    return Reply(content=orjson.dumps(answer).decode())
