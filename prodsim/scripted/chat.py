"""What a scripted model receives and what it answers: the policy seam.

A policy is a pure function `ChatRequest -> Reply`. Like a real model it sees only the request
(messages, tools, format, options, think), so any state it needs is rebuilt from the history on
every call. The server owns everything wire-level: ids, timestamps, chunking, token counts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeAlias, TypeGuard

JsonObject: TypeAlias = Mapping[str, Any]
"""A decoded JSON object; tool arguments and schemas are arbitrary JSON by nature."""


@dataclass(frozen=True, slots=True)
class ToolCall:
    """One function call: by a policy in a `Reply`, or found in the request history."""

    name: str
    arguments: JsonObject = field(default_factory=dict)
    id: str | None = None
    """Set on calls read from history (Ollama's `call_xxxxxxxx`); the server assigns new ids."""


@dataclass(frozen=True, slots=True)
class Message:
    """One chat message as it arrived (role lower-cased, missing strings as "")."""

    role: str
    content: str = ""
    thinking: str = ""
    tool_calls: tuple[ToolCall, ...] = ()
    tool_name: str = ""
    tool_call_id: str = ""
    images: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ChatRequest:
    """Everything a model could see in a `/api/chat` request, already validated."""

    model: str
    messages: tuple[Message, ...]
    tools: tuple[JsonObject, ...] = ()
    format: str | JsonObject | None = None
    """None, "json", or a JSON-schema object (structured output)."""
    options: JsonObject = field(default_factory=dict)
    think: bool | str | None = None
    logprobs: bool = False
    """`logprobs: true` in the request: the client wants token log probabilities."""
    top_logprobs: int = 0
    """How many alternatives per token (0–20); only meaningful with `logprobs`."""

    def tool_parameters(self, name: str) -> frozenset[str] | None:
        """Argument names the request's schema allows for tool `name`; None if not offered.

        Policies use it to never call a tool the harness did not offer and never send an
        argument its schema lacks (harnesses reject unknown arguments).
        """
        for tool in self.tools:
            function = tool.get("function")
            if _is_mapping(function) and function.get("name") == name:
                params = function.get("parameters")
                props = params.get("properties") if _is_mapping(params) else None
                return frozenset(props) if _is_mapping(props) else frozenset()
        return None


def _is_mapping(value: Any) -> TypeGuard[Mapping[str, Any]]:
    """`isinstance(value, Mapping)`, answering plain dicts (decoded JSON) without the slow ABC
    check: policies call `tool_parameters` on every request."""
    return type(value) is dict or isinstance(value, Mapping)


@dataclass(frozen=True, slots=True)
class TokenLogprob:
    """One generated token with its log probability and the most likely alternatives."""

    token: str
    logprob: float
    top_logprobs: tuple[tuple[str, float], ...] = ()
    """(token, logprob) pairs, most likely first; the server cuts them to `top_logprobs`."""


@dataclass(frozen=True, slots=True)
class Reply:
    """A policy's answer: text, tool calls (emitted complete, in order), optional thinking."""

    content: str = ""
    tool_calls: tuple[ToolCall, ...] = ()
    thinking: str | None = None
    logprobs: tuple[TokenLogprob, ...] = ()
    """Per-token log probabilities of `content`; sent only when the request asked for them."""


Policy: TypeAlias = Callable[[ChatRequest], Reply]
"""A scripted model: a pure function of the request. Must not raise on odd input."""
