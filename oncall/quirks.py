"""Reading a real model's reply: the shapes small local models answer in, each one named.

A pure function of the logged reply and the toolset, so a resumed run reads the same turn and
records the same quirks. Each quirk is either recovered, where the reading is unambiguous (the
thinking split off, a call written as JSON in the content, double-encoded arguments, `"50"`
for an integer), or left for the model to fix: the call fails at the tool boundary with the
reason (an unknown tool, an extra or missing argument, a cut call) or the reply gets the
harness's reminder (an empty reply, degenerate repetition, an answer cut by the token limit).
Every one is a `quirk` event; `run --json` counts them per kind.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import orjson

from oncall.tools.base import Param, ToolCall, Toolset, check_arguments

KINDS = ("thinking", "think_tags", "content_call", "string_arguments", "double_encoded",
         "tool_name", "wrong_type", "unknown_tool", "extra_argument", "missing_argument",
         "bad_arguments", "cut_call", "cut_answer", "empty_reply", "repetition")
"""Every quirk kind, in the order a reply is read."""

_THINK = re.compile(r"\A\s*<think(?:ing)?>(?P<text>.*?)(?:</think(?:ing)?>|\Z)\s*", re.S)
_FENCE = re.compile(r"```(?:json)?\s*(?P<body>.*?)\s*```", re.S)
_MAX_STARTS = 32
"""Where a call written in the content may begin: the first few `{` or `[`."""
_TAGGED = re.compile(r"<tool_call>\s*(?P<body>.*?)\s*(?:</tool_call>|\Z)", re.S)
_PREFIXES = ("functions.", "function.", "tools.", "tool.")
_INTEGER = re.compile(r"[-+]?\d+")
_NUMBER = re.compile(r"[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?")
REPEAT_MIN_UNIT = 8
REPEAT_MIN_TIMES = 4
REPEAT_MIN_CHARS = 120
_REPEAT = re.compile(r"(?P<unit>.{" + str(REPEAT_MIN_UNIT) + r",200}?)(?:\s*(?P=unit)){"
                     + str(REPEAT_MIN_TIMES - 1) + ",}", re.S)


@dataclass(frozen=True, slots=True)
class Quirk:
    """One odd shape in a reply, and what the harness did with it."""

    kind: str
    recovered: bool
    """True: read one unambiguous way (the recovery is this event); False: sent back to the
    model as a tool error or a reminder it can act on."""
    detail: str
    index: int | None = None
    """The tool call it concerns, if any."""
    thinking: str | None = None
    """The thinking text split off the reply: logged here, never sent back as history."""

    def payload(self) -> dict[str, Any]:
        return {"kind": self.kind, "recovered": self.recovered, "detail": self.detail,
                "index": self.index, "thinking": self.thinking}


@dataclass(frozen=True, slots=True)
class Reading:
    """The reply as the loop uses it: the message for the history, the calls to make."""

    message: Mapping[str, Any]
    """Ollama-shaped, without thinking; repetition collapsed."""
    calls: tuple[ToolCall, ...]
    quirks: tuple[Quirk, ...]


def read_reply(message: Mapping[str, Any], done_reason: str, toolset: Toolset, *,
               protocol: str = "ollama") -> Reading:
    """Read one assistant reply (the logged message and the server's stop reason)."""
    quirks: list[Quirk] = []
    content = str(message.get("content") or "")
    thinking = str(message.get("thinking") or "")
    tagged = _THINK.match(content)
    if tagged:
        thinking = (thinking + "\n" + tagged["text"]).strip()
        content = content[tagged.end():]
        quirks.append(Quirk("think_tags", True, "<think>…</think> split off the content",
                            thinking=tagged["text"].strip()))
    elif thinking:
        quirks.append(Quirk("thinking", True, f"{len(thinking)} characters of thinking, logged "
                            "and not sent back", thinking=thinking))
    raw_calls: list[Any] = list(message.get("tool_calls") or [])
    cut = done_reason == "length"
    if not raw_calls and content.strip():
        found, prose = calls_in_content(content, toolset)
        if found:
            raw_calls = found
            content = prose
            quirks.append(Quirk("content_call", True, f"{len(found)} tool call(s) written as "
                                "JSON in the content, read as calls"))
    calls: list[ToolCall] = []
    for i, raw in enumerate(raw_calls):
        call, odd = _read_call(ToolCall.parse(i, raw), toolset, protocol, cut)
        calls.append(call)
        quirks += odd
    if not calls:
        if cut:
            quirks.append(Quirk("cut_answer", False, "the answer was cut by the token limit "
                                "(finish reason `length`); the model is reminded to call a tool"))
        elif not content.strip():
            quirks.append(Quirk("empty_reply", False, "no content and no tool call; the model "
                                "is reminded to call a tool"))
        else:
            collapsed = collapse_repetition(content)
            if collapsed != content:
                quirks.append(Quirk("repetition", False, f"degenerate repetition: "
                                    f"{len(content)} characters collapsed to "
                                    f"{len(collapsed)} in the history"))
                content = collapsed
    out: dict[str, Any] = {"role": "assistant", "content": content}
    if calls:
        out["tool_calls"] = [
            {**({"id": c.call_id} if c.call_id else {}),
             "function": {"index": c.index, "name": c.name, "arguments": dict(c.arguments)}}
            for c in calls]
    return Reading(out, tuple(calls), tuple(quirks))


def _read_call(call: ToolCall, toolset: Toolset, protocol: str, cut: bool
               ) -> tuple[ToolCall, list[Quirk]]:
    quirks: list[Quirk] = []
    i = call.index
    if call.recovered == "double_encoded" or (call.recovered == "string_arguments"
                                              and protocol == "ollama"):
        quirks.append(Quirk(call.recovered, True, f"{call.name}: arguments read from JSON text",
                            i))
    if cut:
        problem = (f"{call.name or 'the call'}: your reply was cut by the token limit in the "
                   "middle of this call; make it again, shorter")
        quirks.append(Quirk("cut_call", False, problem, i))
        return replace(call, problem=problem), quirks
    if call.problem:
        quirks.append(Quirk("bad_arguments", False, call.problem, i))
        return call, quirks
    tool = toolset.get(call.name)
    if tool is None:
        name = _known_name(call.name, toolset)
        if name is None:
            quirks.append(Quirk("unknown_tool", False, f"no tool {call.name!r}", i))
            return call, quirks
        quirks.append(Quirk("tool_name", True, f"{call.name!r} read as {name!r}", i))
        call = replace(call, name=name)
        tool = toolset.get(name)
        assert tool is not None
    args = dict(call.arguments)
    for key in sorted(set(args) - set(tool.params)):
        quirks.append(Quirk("extra_argument", False, f"{call.name}: unknown argument {key!r}",
                            i))
    for key, param in tool.params.items():
        if param.required and args.get(key) is None:
            quirks.append(Quirk("missing_argument", False, f"{call.name}: {key!r} is required",
                                i))
        elif key in args and args[key] is not None:
            value, ok = coerce(args[key], param)
            if value is not args[key]:
                quirks.append(Quirk("wrong_type", True, f"{call.name}: {key!r} {args[key]!r} "
                                    f"read as {param.type} {value!r}", i))
                args[key] = value
            elif not ok:
                quirks.append(Quirk("wrong_type", False, f"{call.name}: {key!r} must be "
                                    f"{param.type}, not {args[key]!r}", i))
    if args != dict(call.arguments):
        call = replace(call, arguments=args, raw_arguments=call.raw_arguments
                       if call.raw_arguments is not None else dict(call.arguments))
    unfit = check_arguments(tool, args)
    if unfit and all(q.recovered for q in quirks):  # e.g. a value outside an enum
        quirks.append(Quirk("bad_arguments", False, unfit, i))
    return call, quirks


def coerce(value: Any, param: Param) -> tuple[Any, bool]:
    """`value` read as the parameter's type where there is one reading of it, and whether it
    fits; the same object back when nothing was changed."""
    kind = param.type
    if kind == "integer":
        if isinstance(value, bool):
            return value, False
        if isinstance(value, int):
            return value, True
        if isinstance(value, float) and value.is_integer():
            return int(value), True
        if isinstance(value, str) and _INTEGER.fullmatch(value.strip()):
            return int(value.strip()), True
        return value, False
    if kind == "number":
        if isinstance(value, bool):
            return value, False
        if isinstance(value, int | float):
            return value, True
        if isinstance(value, str) and _NUMBER.fullmatch(value.strip()):
            number = float(value.strip())
            return (int(number) if number.is_integer() and "." not in value else number), True
        return value, False
    if kind == "boolean":
        if isinstance(value, bool):
            return value, True
        if isinstance(value, str) and value.strip().lower() in ("true", "false"):
            return value.strip().lower() == "true", True
        return value, False
    if kind == "string":  # a number for a name is a confused call, not a spelling of one
        return value, isinstance(value, str)
    if kind == "array":
        if isinstance(value, list):
            return value, all(isinstance(v, str) for v in value)
        if isinstance(value, str) and value.strip().startswith("["):
            try:
                items = orjson.loads(value)
            except orjson.JSONDecodeError:
                return value, False
            if isinstance(items, list) and all(isinstance(v, str) for v in items):
                return items, True
        if isinstance(value, str) and "," not in value:
            return [value], True
        return value, False
    return value, True


def calls_in_content(content: str, toolset: Toolset) -> tuple[list[dict[str, Any]], str]:
    """Tool calls a model wrote as text, and the prose before them: `{"name": …,
    "arguments": …}` (or `parameters`) objects, one after another or in a list, at the end of
    the content, bare, fenced in ``` or inside `<tool_call>` tags. Only objects that all name
    a tool of the toolset count: JSON that happens to be in an answer is not a call."""
    text = content.strip()
    fenced = _FENCE.search(text)
    tagged = list(_TAGGED.finditer(text))
    if tagged:
        return _calls([m["body"] for m in tagged], toolset), text[:tagged[0].start()].strip()
    if fenced and not text[fenced.end():].strip():
        return _calls([fenced["body"]], toolset), text[:fenced.start()].strip()
    starts = [i for i, ch in enumerate(text) if ch in "{["][:_MAX_STARTS]
    for at in starts:
        found = _calls([text[at:]], toolset)
        if found:
            return found, text[:at].strip()
    return [], content


def _calls(bodies: Sequence[str], toolset: Toolset) -> list[dict[str, Any]]:
    calls: list[dict[str, Any]] = []
    for body in bodies:
        values = _json_values(body)
        if values is None:
            return []
        for item in [v for value in values for v in (value if isinstance(value, list)
                                                     else [value])]:
            if isinstance(item, Mapping) and isinstance(item.get("function"), Mapping):
                item = item["function"]
            if not isinstance(item, Mapping) or not isinstance(item.get("name"), str):
                return []
            if toolset.get(item["name"]) is None and _known_name(item["name"], toolset) is None:
                return []
            arguments = item.get("arguments", item.get("parameters", {}))
            calls.append({"function": {"name": item["name"], "arguments": arguments}})
    return calls


def _json_values(text: str) -> list[Any] | None:
    """The JSON values written one after another in `text` (models that make several calls
    in the content write one object each), or None if anything else is there."""
    decoder = json.JSONDecoder()
    values: list[Any] = []
    at = 0
    while True:
        while at < len(text) and text[at] in " \t\r\n,;":
            at += 1
        if at == len(text):
            return values or None
        try:
            value, at = decoder.raw_decode(text, at)
        except ValueError:
            return None
        values.append(value)


def collapse_repetition(content: str) -> str:
    """The text with each run of one piece repeated REPEAT_MIN_TIMES or more cut to one copy
    and a note: a looping model's output, sent back whole, invites more of the same."""
    def one(match: re.Match[str]) -> str:
        unit = match["unit"]
        if len(match[0]) < REPEAT_MIN_CHARS:  # "the error the error…" in a sentence is prose
            return match[0]
        times = len(match[0]) // max(1, len(unit))
        return f"{unit} [… repeated about {times} times, cut by the harness]"
    return _REPEAT.sub(one, content)


def _known_name(name: str, toolset: Toolset) -> str | None:
    """The one tool a name means when it differs only by case or a `functions.` prefix."""
    folded = name.strip().lower()
    for prefix in _PREFIXES:
        if folded.startswith(prefix):
            folded = folded[len(prefix):]
    matches = [t.name for t in toolset.tools if t.name.lower() == folded]
    return matches[0] if len(matches) == 1 else None


def counts(payloads: Iterable[Mapping[str, Any]]) -> dict[str, int]:
    """Quirks per kind over `quirk` event payloads, in KINDS order."""
    seen = Counter(str(p.get("kind")) for p in payloads)
    return {k: seen[k] for k in (*KINDS, *sorted(set(seen) - set(KINDS))) if seen[k]}


def quirk_counts(events: Sequence[Any]) -> dict[str, int]:
    """`counts` over a run's events (anything with `kind` and `payload`)."""
    return counts(e.payload for e in events if e.kind == "quirk")
