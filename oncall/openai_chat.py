"""A small client for OpenAI-compatible chat servers: `/v1/chat/completions` and `/v1/models`.

vLLM, llama.cpp's `llama-server`, llama-cpp-python, LM Studio, Ollama's `/v1` and hosted
models speak it. Like `oncall.ollama`, no client library: we need the exact error texts (each
server words a context overflow its own way), the token counts as the server counted them
(`usage`), and a transport seam for in-process tests. The history is kept in Ollama's shape
inside oncall; this module translates it on the way out and the reply on the way back, so the
rest of the runtime sees one message shape whatever the protocol.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

import httpx
import orjson

from oncall.errors import ContextOverflow, ModelError, ModelNotFound, ModelUnreachable
from oncall.ollama import MODEL_READ_TIMEOUT_S, ChatReply, ModelInfo

# How each server says "the prompt does not fit" (vLLM, llama.cpp, llama-cpp-python, LM
# Studio, OpenAI): matched by substring, case-folded.
OVERFLOW_TEXTS = (
    "maximum context length", "exceed_context_size_error", "exceeds the available context size",
    "number of tokens to keep from the initial prompt", "context_length_exceeded",
    "context window", "prompt is too long",
)
_OPTIONS = {"temperature": "temperature", "top_p": "top_p", "seed": "seed",
            "num_predict": "max_tokens", "stop": "stop", "presence_penalty": "presence_penalty",
            "frequency_penalty": "frequency_penalty"}
"""Ollama options with an OpenAI counterpart; the rest (num_ctx first) have none on the wire:
the context window is the server's, set when it loads the model."""


class OpenAIClient:
    """Speaks to one OpenAI-compatible server. The API key is read once, sent as a bearer
    token, and appears in no message this class builds."""

    def __init__(self, base_url: str, *, api_key: str | None = None,
                 transport: httpx.AsyncBaseTransport | None = None,
                 connect_timeout: float = 5.0, response_format: str = "json_schema",
                 read_timeout: float = MODEL_READ_TIMEOUT_S) -> None:
        self.base_url = base_url.rstrip("/")
        self.response_format = response_format
        self._key = api_key or None
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        # Model loads and long generations take minutes: a read timeout of ten. Proxy variables are
        # honoured for remote servers only; a loopback server never goes through a proxy.
        self._client = httpx.AsyncClient(
            base_url=self.base_url, transport=transport, headers=headers,
            timeout=httpx.Timeout(read_timeout, connect=connect_timeout),
            trust_env=transport is None and not _loopback(self.base_url))

    async def aclose(self) -> None:
        await self._client.aclose()

    def encode(self, model: str, messages: Sequence[Mapping[str, Any]], *,
               tools: Sequence[Mapping[str, Any]] | orjson.Fragment,
               options: Mapping[str, Any], format: str | Mapping[str, Any] | None,
               think: bool | str | None, top_logprobs: int | None = None,
               encoded: bytes | None = None) -> bytes:
        """The request body; `encoded` (the Ollama-shaped history as JSON) is not reusable
        here, since the messages change shape on the way out."""
        return orjson.dumps(chat_body(model, messages, tools=tools, options=options,
                                      format=format, top_logprobs=top_logprobs,
                                      response_format=self.response_format))

    async def post_chat(self, model: str, body: bytes) -> ChatReply:
        started = time.perf_counter()
        try:
            response = await self._client.post(
                "/chat/completions", content=body,
                headers={"Content-Type": "application/json"})
        except (httpx.ConnectError, httpx.ConnectTimeout) as exc:
            raise ModelUnreachable(
                f"cannot reach the OpenAI-compatible server at {self.base_url} "
                f"({type(exc).__name__}); start it, or set base_url in the run file or "
                "OPENAI_BASE_URL", transient=True) from exc
        except httpx.TransportError as exc:
            raise ModelError(f"the connection to {self.base_url} failed mid-request "
                             f"({type(exc).__name__})", transient=True) from exc
        latency_ms = (time.perf_counter() - started) * 1000
        data = _json(response.content)
        if response.status_code != 200:
            self._raise_for(response.status_code, data, response.text, model)
        return read_reply(data, latency_ms, model, self.base_url, response.text)

    async def show(self, model: str) -> ModelInfo:
        """What `/v1/models` says of the model: vLLM's `max_model_len`, llama.cpp's
        `meta.n_ctx_train`, LM Studio's `max_context_length`, else no length (the run file's
        num_ctx is then the budget). A server without the endpoint is not an error."""
        try:
            response = await self._client.get("/models")
        except (httpx.ConnectError, httpx.ConnectTimeout) as exc:
            raise ModelUnreachable(
                f"cannot reach the OpenAI-compatible server at {self.base_url} "
                f"({type(exc).__name__}); start it, or set base_url in the run file or "
                "OPENAI_BASE_URL", transient=True) from exc
        except httpx.TransportError as exc:
            raise ModelError(f"the connection to {self.base_url} failed mid-request "
                             f"({type(exc).__name__})", transient=True) from exc
        data = _json(response.content)
        if response.status_code in (401, 403):
            self._raise_for(response.status_code, data, response.text, model)
        entries = data.get("data") if isinstance(data, Mapping) else None
        for entry in entries if isinstance(entries, list) else []:
            if isinstance(entry, Mapping) and entry.get("id") == model:
                return ModelInfo(model, _context_length(entry), ())
        return ModelInfo(model, None, ())

    def _raise_for(self, status: int, data: Any, text: str, model: str) -> None:
        message = self._redact(error_text(data) or text[:300] or f"HTTP {status}")
        if status in (401, 403):
            raise ModelError(f"{self.base_url} refused the request (HTTP {status}): set the API "
                             "key in the environment variable the run file names in "
                             "api_key_env (default OPENAI_API_KEY)", status=status)
        if status == 404 and "model" in message.lower():
            raise ModelNotFound(f"model {model!r} is not served at {self.base_url} "
                                f"(HTTP 404: {message})", status=status)
        if status in (400, 413, 422) and is_overflow(message):
            raise ContextOverflow(f"model {model!r}: the prompt does not fit the server's "
                                  f"context (HTTP {status}: {message})", status=status)
        transient = status >= 500 or status == 429
        raise ModelError(f"model {model!r}: HTTP {status}: {message}", status=status,
                         transient=transient)

    def _redact(self, text: str) -> str:
        return text.replace(self._key, "[REDACTED]") if self._key else text


def chat_body(model: str, messages: Sequence[Mapping[str, Any]], *,
              tools: Sequence[Mapping[str, Any]] | orjson.Fragment,
              options: Mapping[str, Any], format: str | Mapping[str, Any] | None,
              top_logprobs: int | None = None, response_format: str = "json_schema"
              ) -> dict[str, Any]:
    """The `/v1/chat/completions` body. Tool schemas are already in OpenAI's shape."""
    body: dict[str, Any] = {"model": model, "messages": outgoing_messages(messages),
                            "stream": False}
    if isinstance(tools, orjson.Fragment) or tools:
        body["tools"] = tools if isinstance(tools, orjson.Fragment) else list(tools)
        body["tool_choice"] = "auto"
    for name, wire in _OPTIONS.items():
        if options.get(name) is not None:
            body[wire] = options[name]
    if isinstance(format, Mapping) and response_format == "json_object":
        body["response_format"] = {"type": "json_object", "schema": dict(format)}
    elif isinstance(format, Mapping):
        body["response_format"] = {"type": "json_schema", "json_schema": {
            "name": "reply", "schema": dict(format), "strict": True}}
    elif format == "json":
        body["response_format"] = {"type": "json_object"}
    if top_logprobs is not None:
        body["logprobs"] = True
        body["top_logprobs"] = top_logprobs
    return body


def outgoing_messages(messages: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Ollama-shaped history to OpenAI's: call arguments become JSON text, every call gets an
    id and every tool result the id of its call (in order, for calls that came without one),
    content is always a string (`""` beside calls), and thinking stays out (it is in the
    log)."""
    out: list[dict[str, Any]] = []
    pending: list[str] = []
    for n, m in enumerate(messages):
        role = str(m.get("role") or "user")
        if role == "assistant":
            message: dict[str, Any] = {"role": "assistant", "content": m.get("content") or ""}
            calls: list[dict[str, Any]] = []
            ids: list[str] = []
            for i, call in enumerate(m.get("tool_calls") or []):
                function = call.get("function") or {}
                call_id = str(call.get("id") or f"call_{n}_{i}")
                ids.append(call_id)
                arguments = function.get("arguments")
                calls.append({"id": call_id, "type": "function", "function": {
                    "name": function.get("name", ""),
                    "arguments": arguments if isinstance(arguments, str)
                    else orjson.dumps(arguments or {}).decode()}})
            if calls:  # content stays a string: llama-cpp-python refuses a null one
                message["tool_calls"] = calls
            pending = ids
            out.append(message)
        elif role == "tool":
            call_id = m.get("tool_call_id") or (pending[0] if pending else f"call_{n}")
            if call_id in pending:
                pending.remove(call_id)
            out.append({"role": "tool", "tool_call_id": str(call_id),
                        "content": str(m.get("content") or "")})
        else:
            out.append({"role": role, "content": str(m.get("content") or "")})
    return out


def read_reply(data: Any, latency_ms: float, model: str, base_url: str, text: str) -> ChatReply:
    """An OpenAI completion as a `ChatReply` with an Ollama-shaped message: arguments stay as
    the server sent them (JSON text, parsed at the tool boundary), `reasoning_content` becomes
    `thinking`, `finish_reason` becomes `done_reason`."""
    if isinstance(data, Mapping) and data.get("error"):  # some servers answer 200 with one
        raise ModelError(f"model {model!r} failed: {error_text(data)}", transient=True)
    choices = data.get("choices") if isinstance(data, Mapping) else None
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], Mapping) \
            or not isinstance(choices[0].get("message"), Mapping):
        raise ModelError(f"{base_url} answered /chat/completions without a choice "
                         f"(status 200, body {text[:200]!r})", transient=True)
    choice = choices[0]
    wire = choice["message"]
    content = wire.get("content")
    message: dict[str, Any] = {"role": "assistant",
                               "content": content if isinstance(content, str) else ""}
    thinking = wire.get("reasoning_content") or wire.get("reasoning")
    if isinstance(thinking, str) and thinking:
        message["thinking"] = thinking
    calls = wire.get("tool_calls")
    if isinstance(calls, list) and calls:
        message["tool_calls"] = [
            {**({"id": c["id"]} if isinstance(c, Mapping) and isinstance(c.get("id"), str)
                else {}),
             "function": dict(c["function"]) if isinstance(c, Mapping)
             and isinstance(c.get("function"), Mapping) else {}}
            for c in calls]
    usage: Mapping[str, Any] = data["usage"] if isinstance(data.get("usage"), Mapping) else {}
    logprobs = choice.get("logprobs")
    entries = logprobs.get("content") if isinstance(logprobs, Mapping) else None
    return ChatReply(message, _int(usage.get("prompt_tokens")),
                     _int(usage.get("completion_tokens")),
                     str(choice.get("finish_reason") or "stop"), latency_ms, {},
                     entries if isinstance(entries, list) else None)


def error_text(data: Any) -> str:
    """The error message of any server's error body: `{"error": {"message"}}` (OpenAI, vLLM,
    llama.cpp), `{"error": "text"}` (LM Studio), `{"object": "error", "message"}` (older
    vLLM), `{"detail": ...}` (FastAPI servers)."""
    if not isinstance(data, Mapping):
        return ""
    error = data.get("error")
    if isinstance(error, Mapping):
        parts = [str(error.get("message") or "")]
        if error.get("type"):
            parts.append(f"({error['type']})")
        return " ".join(p for p in parts if p)
    if isinstance(error, str):
        return error
    if data.get("object") == "error" and data.get("message"):
        return str(data["message"])
    detail = data.get("detail")
    return orjson.dumps(detail).decode() if detail else ""


def is_overflow(message: str) -> bool:
    folded = message.lower()
    return any(t in folded for t in OVERFLOW_TEXTS)


def _context_length(entry: Mapping[str, Any]) -> int | None:
    meta: Mapping[str, Any] = entry["meta"] if isinstance(entry.get("meta"), Mapping) else {}
    for value in (entry.get("max_model_len"), entry.get("max_context_length"),
                  entry.get("context_length"), meta.get("n_ctx"), meta.get("n_ctx_train")):
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return value
    return None


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _json(content: bytes) -> Any:
    try:
        return orjson.loads(content)
    except orjson.JSONDecodeError:
        return None


def _loopback(url: str) -> bool:
    host = httpx.URL(url).host
    return host in ("localhost", "::1") or host.startswith("127.")
