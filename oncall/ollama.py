"""A small Ollama client over httpx: `/api/chat` (non-streaming) and `/api/show`.

No client library: the wire protocol is small and we need its details — token counts as the
server counted them, the exact error texts, and a transport seam so tests and the scripted
models run in-process.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import httpx
import orjson

from oncall.errors import ModelError, ModelNotFound, ModelUnreachable
from oncall.http import Http, Reply

# Ollama's runner-crash texts changed across versions; match by substring.
_TRANSIENT_TEXTS = (
    "runner process has terminated", "llama-server process has terminated",
    "model runner has unexpectedly stopped", "an error was encountered while running the model",
    "out of memory", "server busy", "runner process no longer running",
)


@dataclass(frozen=True, slots=True)
class ChatReply:
    """What came back from one chat call."""

    message: Mapping[str, Any]
    """The assistant message exactly as the server sent it (tool-call arguments are objects)."""
    prompt_tokens: int
    completion_tokens: int
    done_reason: str
    latency_ms: float
    durations_ns: Mapping[str, int] = field(default_factory=dict)
    logprobs: Any = None
    """Ollama's `logprobs` list when the request asked for them."""


@dataclass(frozen=True, slots=True)
class ModelInfo:
    model: str
    context_length: int | None
    capabilities: tuple[str, ...]


MODEL_READ_TIMEOUT_S = 600.0
"""No byte from the model server for this long is a failed call (retried as transient): a
local model loading into memory or writing a long answer takes minutes, never ten. The run's
own wall budget (`max_wall_s`) cuts a call shorter, during the call."""


class OllamaClient:
    """Speaks to one Ollama server (or anything that speaks its protocol)."""

    def __init__(self, base_url: str, *, transport: httpx.AsyncBaseTransport | None = None,
                 connect_timeout: float = 5.0,
                 read_timeout: float | None = MODEL_READ_TIMEOUT_S) -> None:
        # Model loads can take minutes: a generous read timeout, a short connect timeout.
        self.base_url = base_url
        self._http = Http(base_url, transport, connect_timeout=connect_timeout,
                          read_timeout=read_timeout)

    async def aclose(self) -> None:
        await self._http.aclose()

    async def chat(self, model: str, messages: Sequence[Mapping[str, Any]], *,
                   tools: Sequence[Mapping[str, Any]] = (), options: Mapping[str, Any],
                   format: str | Mapping[str, Any] | None = None,
                   think: bool | str | None = None,
                   keep_alive: str = "30m") -> ChatReply:
        body = chat_body(model, messages, tools=tools, options=options, format=format,
                         think=think, keep_alive=keep_alive)
        return await self.post_chat(model, orjson.dumps(body))

    def encode(self, model: str, messages: Sequence[Mapping[str, Any]], *,
               tools: Sequence[Mapping[str, Any]] | orjson.Fragment,
               options: Mapping[str, Any], format: str | Mapping[str, Any] | None,
               think: bool | str | None, top_logprobs: int | None = None,
               encoded: bytes | None = None) -> bytes:
        """The request body; `encoded` is `messages` already serialised (the bytes are the
        same either way)."""
        history = orjson.Fragment(encoded) if encoded is not None else messages
        return orjson.dumps(chat_body(model, history, tools=tools, options=options,
                                      format=format, think=think, top_logprobs=top_logprobs))

    async def post_chat(self, model: str, body: bytes) -> ChatReply:
        """Send an already-encoded chat body (the caller logs its digest first)."""
        started = time.perf_counter()
        try:
            response = await self._http.post_json("/api/chat", body)
        except (httpx.ConnectError, httpx.ConnectTimeout) as exc:
            raise ModelUnreachable(
                f"cannot reach Ollama at {self.base_url} ({type(exc).__name__}); start it with "
                "`ollama serve` or set OLLAMA_HOST", transient=True) from exc
        except httpx.TransportError as exc:
            raise ModelError(f"the connection to {self.base_url} failed mid-request "
                             f"({type(exc).__name__}: {exc or 'no answer in time'})",
                             transient=True) from exc
        latency_ms = (time.perf_counter() - started) * 1000
        data = _json_body(response)
        if response.status_code != 200:
            _raise_for(response.status_code, data, model, self.base_url)
        if not isinstance(data, Mapping) or not isinstance(data.get("message"), Mapping):
            raise ModelError(f"{self.base_url} answered /api/chat without a message "
                             f"(status 200, body {response.text[:200]!r})", transient=True)
        if data.get("error"):
            raise ModelError(f"model {model!r} failed: {data['error']}", transient=True)
        prompt_tokens = int(data.get("prompt_eval_count") or 0)
        completion_tokens = int(data.get("eval_count") or 0)
        if not data.get("done"):
            # A stream that ended without done (e.g. the runner's repeat limit) is incomplete.
            raise ModelError(f"model {model!r} ended its reply without done=true",
                             transient=True, prompt_tokens=prompt_tokens,
                             completion_tokens=completion_tokens)
        durations = {k: int(data[k]) for k in ("total_duration", "load_duration",
                                               "prompt_eval_duration", "eval_duration")
                     if isinstance(data.get(k), int)}
        return ChatReply(data["message"], prompt_tokens, completion_tokens,
                         str(data.get("done_reason") or "stop"), latency_ms, durations,
                         data.get("logprobs"))

    async def show(self, model: str) -> ModelInfo:
        """The model's trained context length and capabilities (`/api/show`)."""
        try:
            response = await self._http.post_json("/api/show", orjson.dumps({"model": model}))
        except (httpx.ConnectError, httpx.ConnectTimeout) as exc:
            raise ModelUnreachable(
                f"cannot reach Ollama at {self.base_url} ({type(exc).__name__}); start it with "
                "`ollama serve` or set OLLAMA_HOST", transient=True) from exc
        except httpx.TransportError as exc:  # a read timeout, a connection cut mid-answer
            raise ModelError(f"the connection to {self.base_url} failed asking /api/show "
                             f"({type(exc).__name__}: {exc or 'no answer in time'})",
                             transient=True) from exc
        data = _json_body(response)
        if response.status_code != 200:
            _raise_for(response.status_code, data, model, self.base_url)
        info = data.get("model_info") or {} if isinstance(data, Mapping) else {}
        arch = info.get("general.architecture")
        length = info.get(f"{arch}.context_length") if arch else None
        if length is None:
            length = next((v for k, v in info.items() if k.endswith(".context_length")), None)
        caps = tuple(data.get("capabilities") or ()) if isinstance(data, Mapping) else ()
        return ModelInfo(model, int(length) if isinstance(length, int) else None, caps)


def chat_body(model: str, messages: Sequence[Mapping[str, Any]] | orjson.Fragment, *,
              tools: Sequence[Mapping[str, Any]] | orjson.Fragment, options: Mapping[str, Any],
              format: str | Mapping[str, Any] | None, think: bool | str | None,
              keep_alive: str = "30m", top_logprobs: int | None = None) -> dict[str, Any]:
    """The JSON body of a chat request; `num_ctx` is always present. `messages` and `tools`
    may come already serialised (`orjson.Fragment`): the bytes are the same either way."""
    if "num_ctx" not in options:
        raise ValueError("options must carry num_ctx: Ollama silently truncates without it")
    body: dict[str, Any] = {"model": model, "messages": _listed(messages), "stream": False,
                            "options": dict(options), "keep_alive": keep_alive}
    if isinstance(tools, orjson.Fragment) or tools:
        body["tools"] = _listed(tools)
    if format is not None:
        body["format"] = format
    if think is not None:
        body["think"] = think
    if top_logprobs is not None:
        body["logprobs"] = True
        body["top_logprobs"] = top_logprobs
    return body


def _listed(items: Sequence[Mapping[str, Any]] | orjson.Fragment
            ) -> list[Mapping[str, Any]] | orjson.Fragment:
    return items if isinstance(items, orjson.Fragment) else list(items)


def _json_body(response: Reply) -> Any:
    try:
        return orjson.loads(response.content)
    except orjson.JSONDecodeError:
        return None


def _raise_for(status: int, data: Any, model: str, base_url: str) -> None:
    text = data.get("error") if isinstance(data, Mapping) else None
    text = str(text) if text else f"HTTP {status}"
    if status == 404 and "not found" in text:
        raise ModelNotFound(f"model {model!r} is not on the Ollama server at {base_url}: "
                            f"run `ollama pull {model}` (server said: {text})", status=status)
    transient = status >= 500 or status == 429 or any(t in text for t in _TRANSIENT_TEXTS)
    raise ModelError(f"model {model!r}: HTTP {status}: {text}", status=status,
                     transient=transient)
