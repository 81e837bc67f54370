"""The scripted Ollama server: a hand-written ASGI app that speaks Ollama's HTTP API.

`create_app()` returns the app for in-process use (`httpx.ASGITransport(app=app)`); `serve()`
puts it on a loopback port with uvicorn, so any Ollama client (the runtime, `ollama` CLI
clients, curl) can talk to a scripted model. The request's `model` picks the policy; the
policy only decides *what* to answer, this module decides how it goes on the wire.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Awaitable, Callable, Mapping, MutableMapping, Sequence
from typing import Any, TypeAlias

import anyio
import orjson

from prodsim.scripted import catalog, openai_wire
from prodsim.scripted import faults as fault_modes
from prodsim.scripted import quirks as quirk_modes
from prodsim.scripted.chat import ChatRequest, Policy
from prodsim.scripted.faults import (
    DroppedConnection,
    FaultSchedule,
    FaultSpec,
    FaultSpecError,
    parse_faults,
)
from prodsim.scripted.policies import default_policies
from prodsim.scripted.request import ApiError, ChatCall, decode_body, parse_chat
from prodsim.scripted.response import (
    fold,
    folded_reply,
    load_reply,
    metrics,
    reply_chunks,
    rfc3339_nano,
)
from prodsim.scripted.tokens import prompt_tokens, reply_tokens, reported_prompt_tokens

Scope: TypeAlias = MutableMapping[str, Any]
AsgiMessage: TypeAlias = MutableMapping[str, Any]
Receive: TypeAlias = Callable[[], Awaitable[AsgiMessage]]
Send: TypeAlias = Callable[[AsgiMessage], Awaitable[None]]
Handler: TypeAlias = Callable[[bytes], Awaitable["Response"]]

JSON_TYPE = b"application/json; charset=utf-8"
NDJSON_TYPE = b"application/x-ndjson"
TEXT_TYPE = b"text/plain; charset=utf-8"
_FOREVER_S = 9_223_372_036.0  # Go's max time.Duration, what a negative keep_alive means
_LOOPBACK = frozenset({"127.0.0.1", "::1", "localhost"})
_CHUNK_FAULTS = frozenset({"bad-args", "no-done"})
"""Faults that edit the chunks, so a `stream: false` answer with them is folded from chunks."""
_REPLY_QUIRKS = frozenset(quirk_modes.REPLY_MODES)
_WIRE_QUIRKS = frozenset(quirk_modes.WIRE_MODES)


class Response:
    """A status, a content type and the body parts (one part unless streaming NDJSON)."""

    __slots__ = ("content_type", "drop", "parts", "status")

    def __init__(self, status: int, content_type: bytes, parts: list[bytes],
                 drop: bool = False) -> None:
        self.status = status
        self.content_type = content_type
        self.parts = parts
        self.drop = drop
        """The `drop` fault: send the status line, then kill the connection."""

    @classmethod
    def json(cls, body: Any, status: int = 200) -> Response:
        return cls(status, JSON_TYPE, [orjson.dumps(body)])

    @classmethod
    def error(cls, exc: ApiError) -> Response:
        return cls.json({"error": exc.message}, exc.status)

    @classmethod
    def text(cls, body: str, status: int = 200) -> Response:
        return cls(status, TEXT_TYPE, [body.encode()])


def _request_seed(request: ChatRequest) -> bytes:
    """What tool-call ids derive from: model, history length and the last message (O(1) work)."""
    last = request.messages[-1]
    parts = (request.model, str(len(request.messages)), last.role, last.content,
             last.tool_call_id, "")  # each part NUL-terminated
    return hashlib.blake2b("\0".join(parts).encode(), digest_size=16).digest()


class ScriptedOllama:
    """ASGI app. State is per instance (which models look loaded, for `/api/ps`); none global."""

    def __init__(self, policies: Mapping[str, Policy], delay: float,
                 faults: Sequence[FaultSpec] = ()) -> None:
        if delay < 0:
            raise ValueError(f"delay must be >= 0 seconds, got {delay}")
        self.policies: Mapping[str, Policy] = dict(policies)
        self.delay = delay
        self.faults: tuple[FaultSpec, ...] = tuple(faults)
        self._schedule = FaultSchedule(self.faults)
        self._loaded: dict[str, tuple[float, int]] = {}  # model -> (expires epoch s, num_ctx)
        self._routes: dict[str, dict[str, Handler]] = {
            "/": {"GET": self._root, "HEAD": self._root},
            "/api/version": {"GET": self._version, "HEAD": self._version},
            "/api/tags": {"GET": self._tags, "HEAD": self._tags},
            "/api/ps": {"GET": self._ps, "HEAD": self._ps},
            "/api/show": {"POST": self._show},
            "/api/chat": {"POST": self._chat},
            "/v1/chat/completions": {"POST": self._chat_v1},
            "/v1/models": {"GET": self._models_v1},
        }

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await self._lifespan(receive, send)
            return
        if scope["type"] != "http":
            await send({"type": "websocket.close", "code": 1000})
            return
        methods = self._routes.get(scope["path"])
        handler = methods.get(scope["method"]) if methods else None
        if methods is None:
            response = Response.text("404 page not found", 404)
        elif handler is None:
            response = Response.text("405 method not allowed", 405)
        else:
            response = await handler(await _read_body(receive))
        if response.drop:
            await send({"type": "http.response.start", "status": 200,
                        "headers": [(b"content-type", NDJSON_TYPE)]})
            raise DroppedConnection("Server disconnected without sending a response.")
        await _send(send, response, head=scope["method"] == "HEAD")

    async def _lifespan(self, receive: Receive, send: Send) -> None:
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                await send({"type": "lifespan.shutdown.complete"})
                return

    async def _root(self, _body: bytes) -> Response:
        return Response.text("Ollama is running")

    async def _version(self, _body: bytes) -> Response:
        return Response.json({"version": catalog.VERSION})

    async def _tags(self, _body: bytes) -> Response:
        return Response.json({"models": [catalog.tag_entry(name) for name in self.policies]})

    async def _ps(self, _body: bytes) -> Response:
        now = time.time()
        live = sorted(((exp, name, ctx) for name, (exp, ctx) in self._loaded.items() if exp > now),
                      reverse=True)
        return Response.json({"models": [
            catalog.ps_entry(name, rfc3339_nano(int(exp * 1e9)), ctx) for exp, name, ctx in live]})

    async def _show(self, body: bytes) -> Response:
        try:
            data = decode_body(body)
        except ApiError as exc:
            return Response.error(exc)
        model = data.get("model") or data.get("name")
        if not isinstance(model, str) or not model:
            return Response.error(ApiError(400, "model is required"))
        key, _ = self._resolve(model)
        if key is None:
            return Response.error(ApiError(404, f"model '{model}' not found"))
        doc = (self.policies[key].__doc__ or "a scripted policy").strip().splitlines()[0]
        return Response.json(catalog.show_body(key, doc))

    async def _models_v1(self, _body: bytes) -> Response:
        return Response.json(openai_wire.models_body(
            [catalog.full_name(name) for name in self.policies], catalog.CONTEXT_LENGTH))

    async def _chat_v1(self, body: bytes) -> Response:
        """`/v1/chat/completions`: the request translated to `/api/chat`, answered by the
        same path (policies, faults, counts), the answer translated back."""
        try:
            native = openai_wire.to_native(body)
        except ApiError as exc:
            return Response.json(openai_wire.error_body(exc.status, exc.message), exc.status)
        response = await self._chat(native, openai=True)
        if response.drop or response.content_type != JSON_TYPE:
            return response
        data = orjson.loads(response.parts[0])
        if response.status != 200:
            if isinstance(data.get("error"), Mapping):  # already OpenAI's (an overflow)
                return response
            return Response.json(openai_wire.error_body(response.status, str(data["error"])),
                                 response.status)
        return Response.json(openai_wire.completion(data))

    async def _chat(self, body: bytes, openai: bool = False) -> Response:
        try:
            call = parse_chat(body)
            key, tag_faults = self._resolve(call.request.model)
            if key is None:
                raise ApiError(404, f"model '{call.request.model}' not found")
            if call.request.think not in (None, False):
                raise ApiError(400, f'"{call.request.model}" does not support thinking')
            if call.deferred_error is not None:
                raise call.deferred_error
            extra = (*tag_faults, *_option_faults(call.request.options))
        except ApiError as exc:
            return Response.error(exc)
        num_ctx = catalog.effective_num_ctx(call.request.options)
        self._mark_loaded(key, call.keep_alive, num_ctx)
        firing: list[FaultSpec] = []
        if call.request.messages and (self.faults or extra):  # generation requests count
            firing = self._schedule.due("", self.faults)
            firing += self._schedule.due(call.request.model, extra)
        modes = {f.mode for f in firing}
        if "busy" in modes:  # the queue is full: refused at once, before any load
            return Response.error(ApiError(503, fault_modes.BUSY_MESSAGE))
        wait = self.delay + sum(f.seconds for f in firing if f.mode == "slow")
        if wait:
            await anyio.sleep(wait)  # load latency / slow first byte, never blocking
        if "crash" in modes:
            return Response.error(ApiError(500, fault_modes.CRASH_MESSAGE))
        if "stopped" in modes:
            return Response.error(ApiError(500, fault_modes.STOPPED_MESSAGE))
        if "drop" in modes:
            return Response(200, NDJSON_TYPE, [], drop=True)
        if openai and call.request.messages:
            # An OpenAI server refuses a prompt over its context instead of cutting it.
            count = prompt_tokens(call.request, call.tools_chars, call.messages_chars)
            if count >= catalog.CONTEXT_LENGTH or "overflow" in modes:
                return Response.json(openai_wire.overflow_body(
                    count, min(catalog.CONTEXT_LENGTH, count - 1) if "overflow" in modes
                    else catalog.CONTEXT_LENGTH), 400)
        if not call.request.messages:
            return Response.json(load_reply(call.request.model,
                                            "unload" if call.keep_alive == 0 else "load"))
        return self._generate(call, self.policies[key], num_ctx, modes, wait)

    def _resolve(self, model: str) -> tuple[str | None, tuple[FaultSpec, ...]]:
        """The policy a model name selects, and the faults its tag names (`name:crash-once`)."""
        key = catalog.resolve(model, self.policies)
        if key is not None:
            return key, ()
        base, sep, tag = model.rpartition(":")
        if not sep or "/" in tag or not fault_modes.looks_like_faults(tag):
            return None, ()
        return catalog.resolve(base, self.policies), parse_faults(tag)

    def _generate(self, call: ChatCall, policy: Policy, num_ctx: int,
                  modes: set[str] | frozenset[str] = frozenset(), wait: float = 0.0) -> Response:
        request = call.request
        try:
            reply = policy(request)
            if modes & _REPLY_QUIRKS:
                reply = quirk_modes.apply_reply(reply, modes, request)
            prompt = reported_prompt_tokens(request, num_ctx, call.tools_chars,
                                            call.messages_chars)
            if "truncate" in modes:
                prompt = fault_modes.truncated_count(prompt, num_ctx)
            final = {"done_reason": "stop", **metrics(
                prompt_tokens=prompt, eval_tokens=reply_tokens(reply), delay_s=wait)}
            tools_offered = bool(request.tools)
            seed = _request_seed(request)
            top = request.top_logprobs if request.logprobs else None
            if not call.stream and not modes & _CHUNK_FAULTS:
                body = folded_reply(request.model, reply, final=final, seed=seed,
                                    tools_offered=tools_offered, logprobs=top)
                if modes & _WIRE_QUIRKS and quirk_modes.apply_wire(body["message"], modes):
                    body["done_reason"] = "length"
                return Response.json(body)
            chunks = reply_chunks(request.model, reply, final=final, seed=seed,
                                  tools_offered=tools_offered, logprobs=top)
            if modes & _WIRE_QUIRKS:
                for chunk in chunks:
                    if quirk_modes.apply_wire(chunk["message"], modes) and chunk["done"]:
                        chunk["done_reason"] = "length"
            if "bad-args" in modes:
                _break_arguments(chunks)
            if "no-done" in modes:
                chunks = chunks[:-1] or [{**chunks[-1], "done": False}]
                for key in ("done_reason", *final):
                    chunks[-1].pop(key, None)
            if not call.stream:
                return Response.json(fold(chunks))
            return Response(200, NDJSON_TYPE,
                            [orjson.dumps(c, option=orjson.OPT_APPEND_NEWLINE) for c in chunks])
        except Exception as exc:  # a policy bug must look like a model failure, not a hang
            return Response.error(ApiError(
                500, f"an error was encountered while running the model: "
                     f"{type(exc).__name__}: {exc}"))

    def _mark_loaded(self, key: str, keep_alive: float | None, num_ctx: int) -> None:
        """Track what `/api/ps` should list, with Ollama's keep-alive semantics."""
        seconds = catalog.DEFAULT_KEEP_ALIVE_S if keep_alive is None else keep_alive
        if seconds == 0:
            self._loaded.pop(key, None)
            return
        self._loaded[key] = (time.time() + (_FOREVER_S if seconds < 0 else seconds), num_ctx)


def _break_arguments(chunks: list[dict[str, Any]]) -> None:
    """The `bad-args` fault: every tool call's arguments become a string that is not JSON."""
    for chunk in chunks:
        for wire_call in chunk["message"].get("tool_calls", ()):
            function = wire_call["function"]
            function["arguments"] = fault_modes.broken_arguments(
                orjson.dumps(function["arguments"]).decode())


def _option_faults(options: Mapping[str, Any]) -> tuple[FaultSpec, ...]:
    """Faults named in the request's `options.fault` (Ollama ignores unknown options)."""
    value = options.get("fault")
    if value is None:
        return ()
    if not isinstance(value, str):
        raise ApiError(400, 'option "fault" must be a string of fault specs')
    try:
        return parse_faults(value)
    except FaultSpecError as exc:
        raise ApiError(400, f'option "fault": {exc}') from None


async def _read_body(receive: Receive) -> bytes:
    parts: list[bytes] = []
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            break
        body = message.get("body", b"")
        if not message.get("more_body", False):
            if not parts:  # the whole body in one message, as httpx sends it: no copy
                return bytes(body)
            parts.append(body)
            break
        parts.append(body)
    return b"".join(parts)


async def _send(send: Send, response: Response, *, head: bool) -> None:
    headers = [(b"content-type", response.content_type)]
    if len(response.parts) == 1:
        headers.append((b"content-length", str(len(response.parts[0])).encode()))
    await send({"type": "http.response.start", "status": response.status, "headers": headers})
    parts = [b""] if head else response.parts
    for i, part in enumerate(parts):
        await send({"type": "http.response.body", "body": part,
                    "more_body": i < len(parts) - 1})


def create_app(*, delay: float = 0.0, policies: Mapping[str, Policy] | None = None,
               faults: Sequence[FaultSpec | str] | str | None = None) -> ScriptedOllama:
    """The scripted Ollama app; `policies` maps model names to policies (default: built-ins).

    `delay` is seconds of latency before the first byte of every chat response (a model
    load, a busy GPU); it is an `anyio.sleep`, so concurrent requests overlap. `faults` are
    fault modes on schedules (`FaultSpec`s or their text, e.g. `"crash-once"`; see
    `prodsim.scripted.faults`) applied to every generation request of this app.
    """
    return ScriptedOllama(default_policies() if policies is None else policies, delay,
                          parse_faults(faults))


def serve(port: int = 11434, delay: float = 0.0, host: str = "127.0.0.1",
          faults: Sequence[FaultSpec | str] | str | None = None) -> None:
    """Serve the built-in policies on a loopback port until interrupted (Ollama's default port)."""
    if host not in _LOOPBACK:
        raise ValueError(f"host must be a loopback address ({', '.join(sorted(_LOOPBACK))}), "
                         f"got {host!r}: the scripted server is for local use only")
    import uvicorn

    uvicorn.run(create_app(delay=delay, faults=faults), host=host, port=port, ws="none",
                lifespan="on", log_level="warning")
