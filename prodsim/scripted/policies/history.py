"""Rebuild what happened from the message history: calls made, their results, log lines.

A scripted model keeps no memory between requests, exactly like a real one; everything it
knows is in `messages`. This module pairs each assistant tool call with its `role: "tool"`
result (by `tool_call_id`, else by order and `tool_name`, as Ollama clients send them), decodes
result contents (`{"ok": ..., "result": ...}` per docs/contracts.md), and finds log lines in
whatever shape the harness delivered them (raw lists or folded text). One pass, linear in the
history size.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import orjson

from prodsim.scripted.chat import ChatRequest, JsonObject, ToolCall
from prodsim.scripted.policies.alert import parse_time

LEVELS = "DEBUG|INFO|WARN|WARNING|ERROR|FATAL|CRITICAL"
ERROR_LEVELS = "ERROR|FATAL|CRITICAL"
"""Regex alternations of level words: a line is `<RFC 3339 time> <LEVEL> <service> [c] text`."""


@dataclass(frozen=True, slots=True)
class ToolResult:
    """A decoded tool message. `ok=False` carries the harness's error code and text."""

    ok: bool
    body: Any = None
    error: str = ""
    message: str = ""


@dataclass(frozen=True, slots=True)
class LogLine:
    """A log line found in a tool result; `text` is quoted verbatim from the result."""

    text: str
    stamp: str
    level: str
    service: str
    message: str

    @property
    def at(self) -> datetime | None:
        """Parsed on demand: most lines are never asked for their time."""
        return parse_time(self.stamp)


def call_key(name: str, arguments: JsonObject) -> str:
    """Identity of a call: name plus canonical arguments (what a repeated-call guard keys on)."""
    return name + orjson.dumps(arguments, option=orjson.OPT_SORT_KEYS).decode()


def parse_result(content: str) -> ToolResult:
    """Decode a tool message; content that is not the contract's JSON is kept as plain text."""
    try:
        data = orjson.loads(content)
    except orjson.JSONDecodeError:
        return ToolResult(ok=True, body=content)
    if isinstance(data, dict) and "ok" in data:
        if data.get("ok") is True:
            return ToolResult(ok=True, body=data.get("result"))
        return ToolResult(ok=False, error=str(data.get("error", "")),
                          message=str(data.get("message", "")))
    return ToolResult(ok=True, body=data)


@dataclass(frozen=True, slots=True)
class History:
    """The calls this conversation made and the results that came back, keyed by `call_key`."""

    calls: tuple[ToolCall, ...]
    results: Mapping[str, ToolResult]
    """Latest result per call key."""
    unanswered: Mapping[str, int]
    """How often a call key was made without any result arriving."""

    def result(self, name: str, arguments: JsonObject) -> ToolResult | None:
        return self.results.get(call_key(name, arguments))

    def made(self, name: str) -> list[ToolCall]:
        return [c for c in self.calls if c.name == name]


def read_history(request: ChatRequest) -> History:
    """Pair calls with results in one pass over the messages."""
    calls: list[ToolCall] = []
    results: dict[str, ToolResult] = {}
    pending: deque[ToolCall] = deque()
    by_id: dict[str, ToolCall] = {}
    for message in request.messages:
        if message.role == "assistant" and message.tool_calls:
            pending.clear()  # a new turn: results for older calls can no longer arrive
            by_id.clear()
            for call in message.tool_calls:
                calls.append(call)
                pending.append(call)
                if call.id:
                    by_id[call.id] = call
        elif message.role == "tool":
            matched = _match(message.tool_call_id, message.tool_name, pending, by_id)
            if matched is not None:
                results[call_key(matched.name, matched.arguments)] = parse_result(message.content)
    unanswered: dict[str, int] = {}
    for call in calls:
        key = call_key(call.name, call.arguments)
        if key not in results:
            unanswered[key] = unanswered.get(key, 0) + 1
    return History(calls=tuple(calls), results=results, unanswered=unanswered)


def _match(call_id: str, tool_name: str, pending: deque[ToolCall],
           by_id: dict[str, ToolCall]) -> ToolCall | None:
    if call_id and call_id in by_id:
        call = by_id.pop(call_id)
        if call in pending:
            pending.remove(call)
        return call
    for call in pending:
        if not tool_name or call.name == tool_name:
            pending.remove(call)
            return call
    return None


def _strings(value: Any) -> Iterator[str]:
    """Every string inside a JSON value, depth first, in document order."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            yield item
        elif isinstance(item, Mapping):
            stack.extend(reversed(list(item.values())))
        elif isinstance(item, list | tuple):
            stack.extend(reversed(item))


def log_lines(body: Any, levels: str = LEVELS) -> list[LogLine]:
    """Log lines in a result: prodsim's `lines`, or any string that holds them (folded text).

    One regex pass over the joined text instead of one search per line: results can hold
    thousands of lines and the whole history is re-read on every request.
    """
    source = body.get("lines") if isinstance(body, Mapping) else None
    strings = source if isinstance(source, list) else list(_strings(body))
    text = "\n".join(s for s in strings if isinstance(s, str))
    pattern = _line_pattern(levels)
    return [LogLine(text=m.string[m.start(1):m.end()].rstrip(), stamp=m.group(1), level=m.group(2),
                    service=m.group(3), message=m.group(4).strip())
            for m in pattern.finditer(text)]


def _line_pattern(levels: str) -> re.Pattern[str]:
    """First `<time> <LEVEL> <service> [component] message` on each line; prefixes skipped."""
    return re.compile(r"^[^\n]*?(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)[ \t]+("
                      + levels + r")[ \t]+(\S+)[ \t]+(?:\[[^\]\n]*\][ \t]*)?([^\n]*)", re.M)


def error_lines(body: Any) -> list[LogLine]:
    """The ERROR (or worse) lines of a log result, in order."""
    return log_lines(body, ERROR_LEVELS)


def records(body: Any, key: str) -> list[dict[str, Any]]:
    """The change records under `key` (`deploys` / `changes`) of a prodsim body."""
    items = body.get(key) if isinstance(body, Mapping) else None
    return [item for item in items if isinstance(item, dict)] if isinstance(items, list) else []
