"""Verification before completion: a report must stand on what this run actually saw.

Checked against the log, not the model's word: every evidence line must appear in a tool
result of this run, and the service and the change id must be ones the run has seen. The
model's own confidence is never consulted.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import orjson


def _strings(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _strings(v)


def _norm(text: str) -> str:
    return " ".join(text.split())


def seen_text(tool_contents: Sequence[str]) -> str:
    """Everything the tools returned, as one searchable text: the raw JSON of each result and
    each string inside it (a log line quoted from JSON loses its escapes)."""
    parts = []
    for content in tool_contents:
        parts.append(_norm(content))
        with contextlib.suppress(orjson.JSONDecodeError):
            parts.extend(_norm(s) for s in _strings(orjson.loads(content)))
    return "\n".join(parts)


def report_gaps(report: Mapping[str, Any], seen: str, services: Sequence[str]) -> list[str]:
    """What the report claims that the run did not see; empty when it stands."""
    gaps = []
    evidence = report.get("evidence") or []
    if not evidence:
        gaps.append("no evidence quoted")
    for i, line in enumerate(evidence, start=1):
        text = _norm(str(line))
        if not text or text not in seen:
            short = text if len(text) <= 80 else text[:77] + "..."
            gaps.append(f"evidence {i} does not appear in any tool result of this run: {short!r}")
    service = str(report.get("service", "")).strip()
    if service not in services:
        gaps.append(f"service {service!r} is not a service of this system")
    change = str(report.get("change_id", "")).strip()
    if not change or change not in seen:
        gaps.append(f"change {change!r} does not appear in any tool result of this run")
    return gaps
