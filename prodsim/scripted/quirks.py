"""Quirk faults: the shapes real models answer in, applied to a policy's reply on a schedule.

Small local models think aloud, write calls as JSON in the content, send arguments as text
or text of text, misname tools, add or drop parameters, quote numbers, answer nothing, repeat
themselves, and run out of tokens mid-call. Each mode below reproduces one of these from the
policy's correct answer and the request alone (the tool schemas it offered), so a harness can
be tested against every one deterministically. Reply-level modes edit the `Reply` before it
goes on the wire; wire-level ones edit the encoded message (arguments as text cannot be a
`Reply`'s mapping).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import orjson

from prodsim.scripted.chat import ChatRequest, Reply, ToolCall

REPLY_MODES = ("think", "think-tags", "content-call", "unknown-tool", "prefixed-tool",
               "extra-args", "missing-args", "wrong-types", "empty", "repeat")
WIRE_MODES = ("string-args", "double-args", "cut")
MODES = (*REPLY_MODES, *WIRE_MODES)
THINKING = ("The alert names a service; the errors may come from upstream. I should look at "
            "what the tools return before deciding.")
REPEATED = "I will check the logs of the service next. "
REPEAT_TIMES = 40
EXTRA_ARGUMENT = ("verbose", True)
UNKNOWN_SUFFIX = "_v2"


def apply_reply(reply: Reply, modes: set[str] | frozenset[str], request: ChatRequest) -> Reply:
    """The reply as a model with these quirks would give it."""
    if "empty" in modes:
        return Reply()
    if "repeat" in modes:
        return Reply(content=REPEATED * REPEAT_TIMES)
    calls = reply.tool_calls
    if "unknown-tool" in modes and calls:
        calls = (replace(calls[0], name=calls[0].name + UNKNOWN_SUFFIX), *calls[1:])
    if "prefixed-tool" in modes:
        calls = tuple(replace(c, name=f"functions.{c.name}") for c in calls)
    if "extra-args" in modes:
        calls = tuple(replace(c, arguments={**c.arguments, EXTRA_ARGUMENT[0]: EXTRA_ARGUMENT[1]})
                      for c in calls)
    if "missing-args" in modes:
        calls = tuple(_drop_required(c, request) for c in calls)
    if "wrong-types" in modes:
        calls = tuple(replace(c, arguments={k: _quoted(v) for k, v in c.arguments.items()})
                      for c in calls)
    content = reply.content
    if "content-call" in modes and calls:
        content += "".join(orjson.dumps({"name": c.name, "arguments": c.arguments}).decode()
                           for c in calls)
        calls = ()
    if "think-tags" in modes:
        content = f"<think>{THINKING}</think>\n{content}"
    thinking = THINKING if "think" in modes else reply.thinking
    return replace(reply, content=content, tool_calls=calls, thinking=thinking)


def apply_wire(message: dict[str, Any], modes: set[str] | frozenset[str]) -> bool:
    """Edit an encoded assistant message in place; True when the answer is now cut (the
    server's stop reason becomes `length`)."""
    calls = message.get("tool_calls") or []
    for call in calls:
        function = call["function"]
        text = orjson.dumps(function["arguments"]).decode()
        if "cut" in modes:
            function["arguments"] = text[:max(1, len(text) // 2)]
        elif "double-args" in modes:
            function["arguments"] = orjson.dumps(text).decode()
        elif "string-args" in modes:
            function["arguments"] = text
    if "cut" in modes and not calls:
        message["content"] = (message.get("content") or "")[:40]
    return "cut" in modes


def _quoted(value: Any) -> Any:
    """Numbers and booleans as strings (`"limit": "50"`), as weak templates emit them."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return str(value)
    return value


def _drop_required(call: ToolCall, request: ChatRequest) -> ToolCall:
    required = _required(call.name, request)
    for name in required:
        if name in call.arguments:
            return replace(call, arguments={k: v for k, v in call.arguments.items()
                                            if k != name})
    return call


def _required(name: str, request: ChatRequest) -> list[str]:
    for tool in request.tools:
        function = tool.get("function")
        if isinstance(function, Mapping) and function.get("name") == name:
            params = function.get("parameters")
            required = params.get("required") if isinstance(params, Mapping) else None
            return [str(r) for r in required] if isinstance(required, list) else []
    return []
