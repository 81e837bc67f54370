"""The scripted server's OpenAI side: `/v1/chat/completions` translated to and from `/api/chat`.

As Ollama itself does, the OpenAI-compatible endpoint is a translation layer over the native
one: a request is rewritten as an `/api/chat` body (arguments from JSON text to objects, tool
results named by the call they answer, `response_format` to `format`, `max_tokens` to
`num_predict`), answered by the same policies, faults and token counts, and the answer written
back in OpenAI's shape (`choices`, `finish_reason`, `usage`, `logprobs.content`). Errors use
OpenAI's envelope; a prompt over the context gets llama.cpp's `exceed_context_size_error`.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Mapping
from typing import Any

import orjson

from prodsim.scripted.request import ApiError

_OPTIONS = {"temperature": "temperature", "top_p": "top_p", "seed": "seed",
            "max_tokens": "num_predict", "max_completion_tokens": "num_predict",
            "stop": "stop", "presence_penalty": "presence_penalty",
            "frequency_penalty": "frequency_penalty"}


def to_native(body: bytes) -> bytes:
    """The `/api/chat` body that asks the same of the policies; `ApiError` (400) for a body
    an OpenAI server would refuse."""
    try:
        data = orjson.loads(body)
    except orjson.JSONDecodeError:
        raise ApiError(400, "the request body is not valid JSON") from None
    if not isinstance(data, dict):
        raise ApiError(400, "the request body must be a JSON object")
    model = data.get("model")
    if not isinstance(model, str) or not model:
        raise ApiError(400, "'model' is a required property")
    messages = data.get("messages")
    if not isinstance(messages, list) or not messages:
        raise ApiError(400, "'messages' must be a non-empty array")
    if data.get("stream"):
        raise ApiError(400, "stream: true is not supported by the scripted server")
    native: dict[str, Any] = {"model": model, "stream": False,
                              "messages": native_messages(messages)}
    options = {wire: data[name] for name, wire in _OPTIONS.items()
               if data.get(name) is not None}
    if isinstance(data.get("fault"), str):  # extension, as `options.fault` on /api/chat
        options["fault"] = data["fault"]
    if options:
        native["options"] = options
    tools = data.get("tools")
    if tools is not None:
        if not isinstance(tools, list):
            raise ApiError(400, "'tools' must be an array")
        if data.get("tool_choice") != "none":
            native["tools"] = tools
    fmt = _format(data.get("response_format"))
    if fmt is not None:
        native["format"] = fmt
    if data.get("logprobs"):
        native["logprobs"] = True
        top = data.get("top_logprobs")
        if top is not None:
            native["top_logprobs"] = top
    return orjson.dumps(native)


def native_messages(messages: list[Any]) -> list[dict[str, Any]]:
    """OpenAI messages as Ollama's: arguments decoded (text that is not JSON becomes `{}`,
    as a lenient server reads it), tool results carrying the name of the call they answer."""
    names: dict[str, str] = {}
    out: list[dict[str, Any]] = []
    for raw in messages:
        if not isinstance(raw, Mapping):
            raise ApiError(400, "each message must be an object")
        role = raw.get("role")
        if role not in ("system", "developer", "user", "assistant", "tool"):
            raise ApiError(400, f"unknown message role {role!r}")
        message: dict[str, Any] = {"role": "system" if role == "developer" else role,
                                   "content": _text(raw.get("content"))}
        if role == "assistant" and isinstance(raw.get("tool_calls"), list):
            calls = []
            for call in raw["tool_calls"]:
                function = call.get("function") if isinstance(call, Mapping) else None
                if not isinstance(function, Mapping) or not isinstance(function.get("name"),
                                                                       str):
                    raise ApiError(400, "each tool call needs function.name")
                arguments = function.get("arguments")
                if isinstance(arguments, str):
                    try:
                        arguments = orjson.loads(arguments) if arguments.strip() else {}
                    except orjson.JSONDecodeError:
                        arguments = {}
                call_id = call.get("id")
                if isinstance(call_id, str):
                    names[call_id] = function["name"]
                calls.append({**({"id": call_id} if isinstance(call_id, str) else {}),
                              "function": {"name": function["name"],
                                           "arguments": arguments
                                           if isinstance(arguments, dict) else {}}})
            if calls:
                message["tool_calls"] = calls
        if role == "tool":
            call_id = raw.get("tool_call_id")
            if not isinstance(call_id, str) or not call_id:
                raise ApiError(400, "a tool message needs tool_call_id")
            message["tool_call_id"] = call_id
            if call_id in names:
                message["tool_name"] = names[call_id]
        out.append(message)
    return out


def _text(content: Any) -> str:
    """Content as text: a string, null, or a list of `{"type": "text", "text": …}` parts."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(str(p.get("text") or "") for p in content if isinstance(p, Mapping))
    raise ApiError(400, "message content must be a string or an array of parts")


def _format(response_format: Any) -> Any:
    if response_format is None:
        return None
    if not isinstance(response_format, Mapping):
        raise ApiError(400, "'response_format' must be an object")
    kind = response_format.get("type")
    if kind == "text":
        return None
    if kind == "json_object":  # llama.cpp's form may carry a schema
        schema = response_format.get("schema")
        return schema if isinstance(schema, Mapping) else "json"
    if kind == "json_schema":
        spec = response_format.get("json_schema")
        schema = spec.get("schema") if isinstance(spec, Mapping) else None
        if not isinstance(schema, Mapping):
            raise ApiError(400, "response_format json_schema needs json_schema.schema")
        return schema
    raise ApiError(400, f"response_format type must be text, json_object or json_schema, "
                        f"not {kind!r}")


def completion(native: Mapping[str, Any]) -> dict[str, Any]:
    """An `/api/chat` answer (`stream: false`) as a chat completion. A reply without
    `done: true` stopped early: `finish_reason: length`, as a server cut by its token limit
    reports it."""
    message = native.get("message") or {}
    calls = message.get("tool_calls") or []
    wire_calls = [{"id": c.get("id") or f"call_{i}", "type": "function", "function": {
        "name": c["function"]["name"], "arguments": _arguments(c["function"].get("arguments"))}}
        for i, c in enumerate(calls)]
    out: dict[str, Any] = {"role": "assistant",
                           "content": message.get("content") or (None if calls else "")}
    if message.get("thinking"):
        out["reasoning_content"] = message["thinking"]
    if wire_calls:
        out["tool_calls"] = wire_calls
    if not native.get("done") or native.get("done_reason") == "length":
        reason = "length"
    else:
        reason = "tool_calls" if wire_calls else "stop"
    prompt = int(native.get("prompt_eval_count") or 0)
    generated = int(native.get("eval_count") or 0)
    logprobs = native.get("logprobs")
    seed = orjson.dumps(out) + str(prompt).encode()
    return {"id": "chatcmpl-" + hashlib.blake2b(seed, digest_size=12).hexdigest(),
            "object": "chat.completion", "created": int(time.time()),
            "model": native.get("model"), "system_fingerprint": "scripted",
            "choices": [{"index": 0, "message": out, "finish_reason": reason,
                         "logprobs": {"content": [_logprob(e) for e in logprobs]}
                         if logprobs else None}],
            "usage": {"prompt_tokens": prompt, "completion_tokens": generated,
                      "total_tokens": prompt + generated}}


def _arguments(arguments: Any) -> str:
    """OpenAI sends arguments as JSON text; a string (a broken call) goes out as it is."""
    return arguments if isinstance(arguments, str) else orjson.dumps(arguments or {}).decode()


def _logprob(entry: Mapping[str, Any]) -> dict[str, Any]:
    return {"token": entry.get("token"), "logprob": entry.get("logprob"), "bytes": None,
            "top_logprobs": [{"token": t.get("token"), "logprob": t.get("logprob"),
                              "bytes": None} for t in entry.get("top_logprobs") or []]}


def error_body(status: int, message: str) -> dict[str, Any]:
    """OpenAI's error envelope, with the type a server gives for the status."""
    kind = ("invalid_request_error" if status < 500 and status != 429 else
            "rate_limit_error" if status == 429 else "server_error")
    if status == 404:
        kind = "not_found_error"
    return {"error": {"message": message, "type": kind, "param": None, "code": status}}


def overflow_body(prompt_tokens: int, n_ctx: int) -> dict[str, Any]:
    """llama.cpp `llama-server`'s answer to a prompt over its context (HTTP 400)."""
    return {"error": {"code": 400, "message": f"request ({prompt_tokens} tokens) exceeds the "
                      f"available context size ({n_ctx} tokens), try increasing it",
                      "type": "exceed_context_size_error", "n_prompt_tokens": prompt_tokens,
                      "n_ctx": n_ctx}}


def models_body(names: list[str], context_length: int) -> dict[str, Any]:
    """`/v1/models`: every policy, with its context as vLLM reports it (`max_model_len`)."""
    return {"object": "list", "data": [
        {"id": name, "object": "model", "created": 1767225600, "owned_by": "scripted",
         "max_model_len": context_length} for name in names]}
