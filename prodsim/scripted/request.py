"""Decode and validate a `/api/chat` body the way Ollama's Go server does.

Clients are tested against these errors, so status codes and texts follow Ollama's own
(its API reference, §1 and §2): type errors are 400 with Go decoder wording, bad `think`
is 400, bad `format`/option types are 500 (Ollama raises them at scheduling time, so the model
lookup and its 404 come first — `ChatCall.deferred_error` carries them).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import orjson

from prodsim.scripted.chat import ChatRequest, JsonObject, Message, ToolCall

THINK_LEVELS = frozenset({"low", "medium", "high", "max"})

_INT_OPTIONS = frozenset({"num_keep", "seed", "num_predict", "top_k", "repeat_last_n", "num_ctx",
                          "num_batch", "num_gpu", "main_gpu", "num_thread", "draft_num_predict"})
_FLOAT_OPTIONS = frozenset({"top_p", "min_p", "typical_p", "temperature", "repeat_penalty",
                            "presence_penalty", "frequency_penalty"})
_BOOL_OPTIONS = frozenset({"use_mmap", "numa"})
_DURATION = re.compile(r"[-+]?(?:(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+")
_NUMBER = re.compile(r"[-+]?(?:\d+(?:\.\d*)?|\.\d+)")


class ApiError(Exception):
    """An error Ollama would answer with `{"error": message}` and this HTTP status."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


@dataclass(frozen=True, slots=True)
class ChatCall:
    """A decoded `/api/chat` call: what the policy sees plus the transport-level fields."""

    request: ChatRequest
    stream: bool
    keep_alive: float | None
    """Seconds; None = server default (5 min); 0 = unload after; negative = keep forever."""
    deferred_error: ApiError | None = None
    """A 500 Ollama raises only once the model is found (bad `format` or option type)."""


def _kind(value: Any) -> str:
    """The JSON kind word Go's decoder uses in its error messages."""
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"


def _type_error(value: Any, field_path: str, go_type: str) -> ApiError:
    return ApiError(400, f"json: cannot unmarshal {_kind(value)} into Go struct field "
                         f"{field_path} of type {go_type}")


def _opt_str(obj: Mapping[str, Any], key: str, path: str) -> str:
    value = obj.get(key)
    if value is None:
        return ""
    if not isinstance(value, str):
        raise _type_error(value, path, "string")
    return value


def decode_body(body: bytes) -> dict[str, Any]:
    """JSON object from a request body, or the 400 Go's binder would give."""
    stripped = body.strip()
    if not stripped:
        raise ApiError(400, "missing request body")
    try:
        data = orjson.loads(stripped)
    except orjson.JSONDecodeError:
        first = stripped[:1].decode("utf-8", "replace")
        if first in '{["-0123456789tfn':
            raise ApiError(400, "unexpected EOF") from None
        raise ApiError(400, f"invalid character '{first}' looking for beginning of value") from None
    if not isinstance(data, dict):
        raise ApiError(400, f"json: cannot unmarshal {_kind(data)} into Go value of type "
                            "api.ChatRequest")
    return data


def _tool_call(raw: Any) -> ToolCall:
    if not isinstance(raw, dict):
        raise _type_error(raw, "Message.messages.tool_calls", "api.ToolCall")
    function = raw.get("function") or {}
    if not isinstance(function, dict):
        raise _type_error(function, "ToolCall.messages.tool_calls.function", "api.ToolCallFunction")
    arguments = function.get("arguments")
    if arguments is None:
        arguments = {}
    if not isinstance(arguments, dict):
        # The pitfall this server exists to catch: OpenAI-style string arguments in history.
        raise _type_error(arguments, "ToolCallFunction.messages.tool_calls.function.arguments",
                          "api.ToolCallFunctionArguments")
    call_id = raw.get("id")
    return ToolCall(name=_opt_str(function, "name", "ToolCallFunction.messages.tool_calls."
                                  "function.name"),
                    arguments=arguments, id=call_id if isinstance(call_id, str) else None)


def _message(raw: Any) -> Message:
    if not isinstance(raw, dict):
        raise _type_error(raw, "ChatRequest.messages", "api.Message")
    calls = raw.get("tool_calls") or []
    if not isinstance(calls, list):
        raise _type_error(calls, "Message.messages.tool_calls", "[]api.ToolCall")
    images = raw.get("images") or []
    if not isinstance(images, list) or not all(isinstance(i, str) for i in images):
        raise _type_error(images, "Message.messages.images", "[]api.ImageData")
    return Message(
        role=_opt_str(raw, "role", "Message.messages.role").lower(),
        content=_opt_str(raw, "content", "Message.messages.content"),
        thinking=_opt_str(raw, "thinking", "Message.messages.thinking"),
        tool_calls=tuple(_tool_call(c) for c in calls),
        tool_name=_opt_str(raw, "tool_name", "Message.messages.tool_name"),
        tool_call_id=_opt_str(raw, "tool_call_id", "Message.messages.tool_call_id"),
        images=tuple(images),
    )


def _think(value: Any) -> bool | str | None:
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, str) and value in THINK_LEVELS:
        return value
    shown = orjson.dumps(value).decode()
    raise ApiError(400, f'invalid think value: {shown} (must be "high", "medium", "low", "max", '
                        "true, or false)")


def _keep_alive(value: Any) -> float | None:
    """Seconds from a number or a Go duration string, with Go's error texts."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise _type_error(value, "ChatRequest.keep_alive", "api.Duration")
    if not isinstance(value, str):
        return float(value)
    if value == "0":
        return 0.0
    if _NUMBER.fullmatch(value):
        raise ApiError(400, f'time: missing unit in duration "{value}"')
    if not _DURATION.fullmatch(value):
        raise ApiError(400, f'time: invalid duration "{value}"')
    units = {"ns": 1e-9, "us": 1e-6, "µs": 1e-6, "ms": 1e-3, "s": 1.0, "m": 60.0, "h": 3600.0}
    sign = -1.0 if value.startswith("-") else 1.0
    parts = re.findall(r"(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)", value)
    return sign * sum(float(n) * units[u] for n, u in parts)


def _format(value: Any) -> str | JsonObject | None:
    if value is None or value == "":
        return None
    if value == "json" or isinstance(value, dict):
        return value  # type: ignore[no-any-return]
    raise ApiError(500, f"invalid format: {orjson.dumps(value).decode()}; "
                        'expected "json" or a valid JSON Schema object')


def _check_options(options: Mapping[str, Any]) -> None:
    """Ollama's `FromMap` type checks; unknown keys are ignored as in Ollama."""
    for key, value in options.items():
        if key in _INT_OPTIONS or key in _FLOAT_OPTIONS:
            if isinstance(value, bool) or not isinstance(value, int | float):
                kind = "integer" if key in _INT_OPTIONS else "float"
                raise ApiError(500, f'option "{key}" must be of type {kind}')
        elif key in _BOOL_OPTIONS and not isinstance(value, bool):
            raise ApiError(500, f'option "{key}" must be of type boolean')
        elif key == "stop" and not (isinstance(value, list)
                                    and all(isinstance(s, str) for s in value)):
            raise ApiError(500, 'option "stop" must be of type array')


def parse_chat(body: bytes) -> ChatCall:
    """Decode a `/api/chat` body; raises `ApiError` exactly where Ollama rejects the request."""
    data = decode_body(body)
    model = data.get("model")
    if model is not None and not isinstance(model, str):
        raise _type_error(model, "ChatRequest.model", "string")
    raw_messages = data.get("messages") or []
    if not isinstance(raw_messages, list):
        raise _type_error(raw_messages, "ChatRequest.messages", "[]api.Message")
    tools = data.get("tools") or []
    if not isinstance(tools, list) or not all(isinstance(t, dict) for t in tools):
        raise _type_error(tools, "ChatRequest.tools", "api.Tools")
    options = data.get("options") or {}
    if not isinstance(options, dict):
        raise _type_error(options, "ChatRequest.options", "map[string]interface {}")
    stream = data.get("stream")
    if stream is not None and not isinstance(stream, bool):
        raise _type_error(stream, "ChatRequest.stream", "bool")
    messages = tuple(_message(m) for m in raw_messages)
    think = _think(data.get("think"))
    keep_alive = _keep_alive(data.get("keep_alive"))
    logprobs = data.get("logprobs")
    if logprobs is not None and not isinstance(logprobs, bool):
        raise _type_error(logprobs, "ChatRequest.logprobs", "bool")
    top = data.get("top_logprobs")
    if top is not None and (isinstance(top, bool) or not isinstance(top, int)):
        raise _type_error(top, "ChatRequest.top_logprobs", "int")
    if not model:
        raise ApiError(400, "model is required")
    if top is not None and not 0 <= top <= 20:
        raise ApiError(400, "top_logprobs must be between 0 and 20")
    deferred: ApiError | None = None
    fmt: str | JsonObject | None = None
    try:
        fmt = _format(data.get("format"))
        _check_options(options)
    except ApiError as exc:
        deferred = exc
    request = ChatRequest(model=model, messages=messages, tools=tuple(tools), format=fmt,
                          options=options, think=think, logprobs=logprobs is True,
                          top_logprobs=top or 0)
    return ChatCall(request=request, stream=stream is not False, keep_alive=keep_alive,
                    deferred_error=deferred)
