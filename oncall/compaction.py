"""What the model sees when the history outgrows the context: compaction that never erases.

Pure functions. The system prompt and the alert stay verbatim, and so do the most recent
steps; the older middle is replaced by a summary — from a summarizer model when it gives a
real one, otherwise a deterministic digest of what was done and found. Never a placeholder
sentence, and never a tool call without its result. The full history stays in the log.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from typing import Any

import orjson

from oncall.sources.results import SourceError, change_list, notable_lines, parse

Message = Mapping[str, Any]
SUMMARY_HEADING = "## Summary of earlier steps"
_VARIABLE = re.compile(r"\b[0-9a-f]{6,}\b|\d+")


def estimate_tokens(messages: Sequence[Message], tools: Sequence[Mapping[str, Any]]) -> int:
    """About four characters a token, over exactly what is serialised; calibrate with the
    server's own count (`calibrated`) before comparing it with a context window."""
    return tokens_of(len(orjson.dumps(list(messages))) + len(orjson.dumps(list(tools))))


def tokens_of(serialised_bytes: int) -> int:
    return math.ceil(serialised_bytes / 4)


def calibrated(estimate: int, ratio: float | None) -> int:
    return math.ceil(estimate * ratio) if ratio else estimate


def plan(messages: Sequence[Message], keep_recent: int) -> tuple[int, int] | None:
    """(start, end) of the middle to replace: after the system prompt and the alert, before
    the last `keep_recent` assistant turns. Cuts only before an assistant message, so a tool
    call and its results always stay together. None when there is nothing to replace."""
    head = 2 if len(messages) >= 2 and messages[0].get("role") == "system" else 1
    turns = [i for i, m in enumerate(messages) if i >= head and m.get("role") == "assistant"]
    if len(turns) <= keep_recent:
        return None
    end = turns[-keep_recent] if keep_recent else len(messages)
    return (head, end) if end > head else None


def digest(middle: Sequence[Message], services: Sequence[str]) -> str:
    """A deterministic account of the replaced steps: every call with its arguments, the
    error templates seen (one exemplar each), the changes seen, the services implicated and
    the errors met. Earlier summaries are carried over whole."""
    calls: list[str] = []
    errors: dict[str, str] = {}
    changes: dict[str, str] = {}
    failures: list[str] = []
    carried: list[str] = []
    for m in middle:
        role, content = m.get("role"), str(m.get("content") or "")
        if role == "user" and content.startswith(SUMMARY_HEADING):
            carried.append(content.split("\n", 1)[1] if "\n" in content else "")
        for call in m.get("tool_calls") or []:
            fn = call.get("function") or {}
            calls.append(f"{fn.get('name')} {orjson.dumps(fn.get('arguments') or {}).decode()}")
        if role != "tool":
            continue
        found = parse(content)
        if isinstance(found, SourceError):
            failures.append(f"{m.get('tool_name')}: {found.code} {found.message}")
            continue
        if found is None:
            continue
        for text in notable_lines(found):
            errors.setdefault(_VARIABLE.sub("#", text.split(" ", 1)[-1])[:160], text[:300])
        for change in change_list([found]):
            changes[change.id] = orjson.dumps(change.to_json()).decode()[:300]
    named = sorted({s for s in services for text in errors.values()
                    if re.search(rf"\b{re.escape(s)}\b", text)})
    out = [*carried]
    out.append(f"Tool calls ({len(calls)}):")
    out += [f"- {c}" for c in calls] or ["- none"]
    out.append(f"Warning and error lines seen (one exemplar per template, {len(errors)}):")
    out += [f"- {e}" for e in errors.values()] or ["- none"]
    out.append(f"Changes seen ({len(changes)}):")
    out += [f"- {c}" for c in changes.values()] or ["- none"]
    out.append(f"Services named in those lines: {', '.join(named) or 'none'}")
    out.append(f"Tool errors met ({len(failures)}):")
    out += [f"- {f}" for f in failures] or ["- none"]
    return "\n".join(out)


def render_for_summary(middle: Sequence[Message]) -> str:
    """The replaced steps as text for a summarizer model."""
    parts = []
    for m in middle:
        calls = m.get("tool_calls") or []
        if calls:
            parts.append("assistant called: " + "; ".join(
                f"{(c.get('function') or {}).get('name')} "
                f"{orjson.dumps((c.get('function') or {}).get('arguments') or {}).decode()}"
                for c in calls))
        elif m.get("content"):
            parts.append(f"{m.get('role')}: {m.get('content')}")
        if m.get("role") == "tool":
            parts[-1] = f"result of {m.get('tool_name')}: {m.get('content')}"
    return "\n".join(parts)


def summary_message(text: str) -> dict[str, str]:
    return {"role": "user", "content": f"{SUMMARY_HEADING}\n{text}"}
