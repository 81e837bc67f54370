"""Decode and validate a `/api/chat` body the way Ollama's Go server does.

Clients are tested against these errors, so status codes and texts follow Ollama's own
(its API reference, §1 and §2): type errors are 400 with Go decoder wording, bad `think`
is 400, bad `format`/option types are 500 (Ollama raises them at scheduling time, so the model
lookup and its 404 come first — `ChatCall.deferred_error` carries them).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from itertools import repeat
from typing import Any

import orjson

from prodsim.scripted import history_split
from prodsim.scripted.chat import ChatRequest, JsonObject, Message, ToolCall
from prodsim.scripted.tokens import json_chars

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


@dataclass(slots=True)
class ChatCall:
    """A decoded `/api/chat` call: what the policy sees plus the transport-level fields.

    Built once per request and never changed; not frozen only because a frozen dataclass's
    `__init__` costs several times more.
    """

    request: ChatRequest
    stream: bool
    keep_alive: float | None
    """Seconds; None = server default (5 min); 0 = unload after; negative = keep forever."""
    deferred_error: ApiError | None = None
    """A 500 Ollama raises only once the model is found (bad `format` or option type)."""
    tools_chars: int | None = None
    """Characters of the compact JSON of `request.tools` when known from the body's bytes
    (see `_sent_tools_chars`); None = count them from the parsed tools."""
    messages_chars: int | None = None
    """`message_chars` summed over the history when known (see `_split_history`); None =
    count them from the parsed messages."""


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


_TOOLS_KEY = b',"tools":'
_RECENT_TOOLS: list[tuple[bytes, int | None]] = []
"""`(',"tools":<value>}', json_chars of the value or None)` for the last few bodies' tails."""
_RECENT_TOOLS_MAX = 8


def _sent_tools_chars(body: bytes) -> int | None:
    """`json_chars` of the request's tools, read off the bytes the client sent; None if the
    body does not end with `,"tools":<value>}` (as compact encoders that write `tools` last
    send it, oncall's client among them): then they are counted from the parsed tools.

    Re-serialising the tool schemas to count them was a large share of every request, and a
    client sends the same ones every time, so the count is kept for the last few distinct
    tails and found with one `endswith`. Exact: `body` is a JSON object that parsed, and
    `,"tools":` can only be a key outside any string (its quote follows a comma, not a
    backslash); if the text between the last one and the final `}` is one JSON value, the
    key belongs to the top-level object and is its last `tools` key, the one orjson keeps.
    A body ending with a remembered tail gives the same answer as computing it afresh: the
    tail holds no other `,"tools":`, so `rfind` would land on the same key.
    """
    for tail, known in _RECENT_TOOLS:
        if body.endswith(tail):
            return known
    at = body.rfind(_TOOLS_KEY)
    if at < 0 or not body.endswith(b"}"):
        return None
    tail = body[at:]
    chars = _value_json_chars(tail[len(_TOOLS_KEY):-1])
    _RECENT_TOOLS.insert(0, (tail, chars))
    del _RECENT_TOOLS[_RECENT_TOOLS_MAX:]
    return chars


def _value_json_chars(text: bytes) -> int | None:
    """`json_chars` of the JSON value `text` holds; None if it is not exactly one value."""
    try:
        return json_chars(orjson.loads(text))
    except orjson.JSONDecodeError:
        return None


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


def _checked_message(raw: Any) -> Message:
    """Any history entry, checked field by field in Go's order; errors name the first bad one."""
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


def _slot_setters(cls: type, count: int) -> tuple[Callable[[Any, Any], None], ...]:
    """The slot descriptors' setters of a frozen slotted dataclass, in field order.

    A frozen dataclass's `__init__` assigns each field through `object.__setattr__`, which
    costs about twice a direct slot write; the fast path builds a `Message` per history
    message on every request, so it writes the slots itself. `count` must equal the number
    of fields (checked here, so adding a field fails at import instead of leaving it unset).
    """
    names = [f.name for f in dataclasses.fields(cls)]
    if len(names) != count:
        raise TypeError(f"{cls.__name__} has {len(names)} fields, the fast path sets {count}")
    return tuple(cls.__dict__[name].__set__ for name in names)


_new = object.__new__
_set_role, _set_content, _set_thinking, _set_calls, _set_tool_name, _set_call_id, _set_images = (
    _slot_setters(Message, 7))
_set_name, _set_arguments, _set_id = _slot_setters(ToolCall, 3)
(_set_model, _set_messages, _set_tools, _set_format, _set_options, _set_think, _set_logprobs,
 _set_top) = _slot_setters(ChatRequest, 8)


def _new_request(model: str, messages: tuple[Message, ...], tools: tuple[JsonObject, ...],
                 fmt: str | JsonObject | None, options: JsonObject, think: bool | str | None,
                 logprobs: bool, top_logprobs: int) -> ChatRequest:
    """`ChatRequest(model, messages, ...)` with every field, see `_slot_setters`."""
    request: ChatRequest = _new(ChatRequest)
    _set_model(request, model)
    _set_messages(request, messages)
    _set_tools(request, tools)
    _set_format(request, fmt)
    _set_options(request, options)
    _set_think(request, think)
    _set_logprobs(request, logprobs)
    _set_top(request, top_logprobs)
    return request


def _plain_tool_calls(calls: list[Any]) -> tuple[ToolCall, ...] | None:
    """`tool_calls` whose every entry is `{"function": {"name": str, "arguments": {...}}}`
    (`name` may be absent, `id` anything); None for any other shape."""
    out = []
    for raw in calls:
        if type(raw) is not dict:
            return None
        function = raw.get("function")
        if type(function) is not dict:
            return None
        name = function.get("name", "")
        arguments = function.get("arguments")
        if type(name) is not str or type(arguments) is not dict:
            return None
        call_id = raw.get("id")
        call: ToolCall = _new(ToolCall)  # ToolCall(name, arguments, id), see _slot_setters
        _set_name(call, name)
        _set_arguments(call, arguments)
        _set_id(call, call_id if isinstance(call_id, str) else None)
        out.append(call)
    return tuple(out)


def _message(raw: Any) -> Message:
    """One history message: the shape nearly every message has on a fast path.

    Fast: a dict whose string fields are strings or absent, `tool_calls` absent or a list of
    plain calls, `images` absent or a list of strings. Anything else (nulls, other types,
    falsy non-lists) goes to `_checked_message`, so Ollama's errors and defaults stay in one
    place. This runs for every message of the history on every request, which made
    validation the server's largest per-request cost.
    """
    if type(raw) is not dict:
        return _checked_message(raw)
    role = raw.get("role", "")
    content = raw.get("content", "")
    thinking = raw.get("thinking", "")
    tool_name = raw.get("tool_name", "")
    tool_call_id = raw.get("tool_call_id", "")
    if not (type(role) is str and type(content) is str and type(thinking) is str
            and type(tool_name) is str and type(tool_call_id) is str):
        return _checked_message(raw)
    calls = raw.get("tool_calls")
    tool_calls: tuple[ToolCall, ...] | None = ()
    if calls is not None:
        tool_calls = _plain_tool_calls(calls) if type(calls) is list else None
    images = raw.get("images")
    if images is None:
        images = ()
    elif type(images) is list and all(type(i) is str for i in images):
        images = tuple(images)
    else:
        return _checked_message(raw)
    if tool_calls is None:
        return _checked_message(raw)
    message: Message = _new(Message)  # Message(role.lower(), ...), see _slot_setters
    _set_role(message, role.lower())
    _set_content(message, content)
    _set_thinking(message, thinking)
    _set_calls(message, tool_calls)
    _set_tool_name(message, tool_name)
    _set_call_id(message, tool_call_id)
    _set_images(message, images)
    return message


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
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise _type_error(value, "ChatRequest.keep_alive", "api.Duration")
    if not isinstance(value, str):
        return float(value)
    return _duration_seconds(value)


_DURATION_UNITS = {"ns": 1e-9, "us": 1e-6, "µs": 1e-6, "ms": 1e-3, "s": 1.0, "m": 60.0, "h": 3600.0}
_DURATION_PART = re.compile(r"(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)")


@lru_cache(maxsize=64)
def _duration_seconds(value: str) -> float:
    """A Go duration string in seconds. Memoised: clients send the same one on every request
    (errors are raised again each time, `lru_cache` does not keep them)."""
    if value == "0":
        return 0.0
    if _NUMBER.fullmatch(value):
        raise ApiError(400, f'time: missing unit in duration "{value}"')
    if not _DURATION.fullmatch(value):
        raise ApiError(400, f'time: invalid duration "{value}"')
    sign = -1.0 if value.startswith("-") else 1.0
    parts = _DURATION_PART.findall(value)
    return sign * sum(float(n) * _DURATION_UNITS[u] for n, u in parts)


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
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                kind = "integer" if key in _INT_OPTIONS else "float"
                raise ApiError(500, f'option "{key}" must be of type {kind}')
        elif key in _BOOL_OPTIONS and not isinstance(value, bool):
            raise ApiError(500, f'option "{key}" must be of type boolean')
        elif key == "stop" and not (isinstance(value, list)
                                    and all(isinstance(s, str) for s in value)):
            raise ApiError(500, 'option "stop" must be of type array')


def _decoded(raw: dict[str, Any]) -> Message | None:
    """A history message checked as Ollama checks it, or None where Ollama would refuse it
    (the plain path then raises the error, in Ollama's order)."""
    try:
        return _message(raw)
    except ApiError:
        return None


def _split_history(body: bytes) -> tuple[bytes, list[tuple[Message, int]]] | None:
    return history_split.split_history(body, _decoded)


def parse_chat(body: bytes) -> ChatCall:
    """Decode a `/api/chat` body; raises `ApiError` exactly where Ollama rejects the request."""
    split = _split_history(body)
    if split is not None:
        rest, seen = split
        try:
            data = history_split.rest_object(rest)
        except orjson.JSONDecodeError:
            pass
        else:
            if type(data) is dict and data.get("messages") == []:
                messages = tuple([message for message, _ in seen])
                chars = sum([chars for _, chars in seen])
                return _chat_call(data, messages, chars, body)
    return _chat_call(decode_body(body), None, None, body)


def _chat_call(data: dict[str, Any], messages: tuple[Message, ...] | None,
               messages_chars: int | None, body: bytes) -> ChatCall:
    """The call from a decoded body; `messages` already validated, or None to validate
    `data["messages"]` here. Checks run in Ollama's order either way: the history is checked
    between `stream` and `think`, and a history that passed raises nothing there."""
    model = data.get("model")
    if model is not None and not isinstance(model, str):
        raise _type_error(model, "ChatRequest.model", "string")
    raw_messages = data.get("messages") or []
    if not isinstance(raw_messages, list):
        raise _type_error(raw_messages, "ChatRequest.messages", "[]api.Message")
    tools = data.get("tools") or []
    if not isinstance(tools, list) or not all(map(isinstance, tools, repeat(dict))):
        raise _type_error(tools, "ChatRequest.tools", "api.Tools")
    options = data.get("options") or {}
    if not isinstance(options, dict):
        raise _type_error(options, "ChatRequest.options", "map[string]interface {}")
    stream = data.get("stream")
    if stream is not None and not isinstance(stream, bool):
        raise _type_error(stream, "ChatRequest.stream", "bool")
    if messages is None:
        messages = tuple(map(_message, raw_messages))
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
    request = _new_request(model, messages, tuple(tools), fmt, options, think, logprobs is True,
                           top or 0)
    return ChatCall(request=request, stream=stream is not False, keep_alive=keep_alive,
                    deferred_error=deferred,
                    tools_chars=_sent_tools_chars(body.strip()) if tools else None,
                    messages_chars=messages_chars)
