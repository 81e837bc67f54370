"""Facts a policy can re-derive from a conversation: raw tool results or a summary of them.

After a harness compacts a long run, older tool results are gone and a summary message stands
in their place. Policies that must survive that (the marathon) read their facts through this
module, which takes them from both sources:

* **log lines** in prodsim's format (`<RFC 3339> <LEVEL> <service> [c] text`) anywhere in a tool
  result or in a summary; a summary line may weight its exemplar with a leading `(N×)` (or
  `(Nx)`), which counts it N times (capped), as the summarizer writes them;
* **change records**: `deploys` / `changes` entries of tool results, and JSON objects in a
  summary's text that have `id`, `service` and `at` plus `version` (deploy), `key` (config) or
  `flag` (flag);
* **k8s events**: `events` entries of tool results and JSON objects with `reason` and `message`;
* **runbook text**: `markdown` of `get_runbook` results, and summary lines starting `runbook`.

A summary message is any `user` or `system` message with a line starting
`## Summary of earlier steps`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from prodsim.scripted.chat import ChatRequest
from prodsim.scripted.policies.history import LogLine, log_lines, parse_result, records

SUMMARY_HEADER = "## Summary of earlier steps"
MAX_WEIGHT = 200
_SUMMARY = re.compile(r"^" + re.escape(SUMMARY_HEADER), re.M)
_WEIGHT = re.compile(r"\((\d+)\s*[×x]\)\s*(?=\d{4}-\d\d-\d\dT)")
_DECODER = json.JSONDecoder()


@dataclass
class Knowledge:
    """What the conversation established, from whichever source still holds it."""

    lines: list[LogLine] = field(default_factory=list)
    changes: list[dict[str, Any]] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    runbooks: list[str] = field(default_factory=list)
    summaries: list[str] = field(default_factory=list)


def change_kind(record: Mapping[str, Any]) -> str | None:
    """`deploy`, `config` or `flag` from a record's keys; None if it is no change record."""
    if not all(k in record for k in ("id", "service", "at")):
        return None
    if "version" in record:
        return "deploy"
    if "key" in record:
        return "config"
    if "flag" in record:
        return "flag"
    return None


def json_objects(text: str) -> Iterator[dict[str, Any]]:
    """Every top-level JSON object embedded in free text, in order."""
    pos = text.find("{")
    while pos != -1:
        try:
            value, end = _DECODER.raw_decode(text, pos)
        except ValueError:
            pos = text.find("{", pos + 1)
            continue
        if isinstance(value, dict):
            yield value
        pos = text.find("{", end)


def summary_messages(request: ChatRequest) -> list[str]:
    """Contents of the harness's summary messages, oldest first."""
    return [m.content for m in request.messages
            if m.role in ("user", "system") and _SUMMARY.search(m.content)]


def weighted_lines(text: str) -> list[LogLine]:
    """Log lines in free text, each repeated by its `(N×)` weight."""
    out: list[LogLine] = []
    for raw in text.splitlines():
        found = log_lines(raw)
        if not found:
            continue
        match = _WEIGHT.search(raw)
        weight = min(int(match.group(1)), MAX_WEIGHT) if match else 1
        out += found * max(weight, 1)
    return out


def gather(request: ChatRequest) -> Knowledge:
    """Facts from every tool result and every summary message of the request."""
    known = Knowledge()
    seen_changes: set[str] = set()
    seen_events: set[str] = set()

    def add_change(record: dict[str, Any]) -> None:
        key = json.dumps(record, sort_keys=True)
        if change_kind(record) and key not in seen_changes:
            seen_changes.add(key)
            known.changes.append(record)

    def add_event(record: dict[str, Any]) -> None:
        key = json.dumps(record, sort_keys=True)
        if "reason" in record and "message" in record and key not in seen_events:
            seen_events.add(key)
            known.events.append(record)

    for message in request.messages:
        if message.role == "tool":
            result = parse_result(message.content)
            if not result.ok:
                continue
            known.lines += log_lines(result.body)
            for key in ("deploys", "changes"):
                for record in records(result.body, key):
                    add_change(record)
            for record in records(result.body, "events"):
                add_event(record)
            body = result.body
            if isinstance(body, Mapping) and isinstance(body.get("markdown"), str):
                known.runbooks.append(str(body["markdown"]))
        elif message.role in ("user", "system") and _SUMMARY.search(message.content):
            text = message.content
            known.summaries.append(text)
            known.lines += weighted_lines(text)
            for record in json_objects(text):
                add_change(record)
                add_event(record)
            known.runbooks += [ln for ln in text.splitlines()
                               if ln.lstrip("- ").lower().startswith("runbook")]
    return known
