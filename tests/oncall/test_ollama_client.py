"""The Ollama client: token counts as the server counted them, and errors that say the fix."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

import httpx
import orjson
import pytest
from hypothesis import given
from hypothesis import strategies as st

from oncall.errors import ModelError, ModelNotFound, ModelUnreachable
from oncall.ollama import OllamaClient, chat_body

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]


def fixed(status: int, body: Any) -> Callable[[Scope, Receive, Send], Awaitable[None]]:
    """An ASGI app that answers every request with one canned response, for the error paths
    the scripted server does not produce on demand."""
    async def app(scope: Scope, receive: Receive, send: Send) -> None:
        while (await receive()).get("more_body"):
            pass
        data = orjson.dumps(body)
        await send({"type": "http.response.start", "status": status,
                    "headers": [(b"content-type", b"application/json; charset=utf-8")]})
        await send({"type": "http.response.body", "body": data})
    return app


def client_for(app: Any) -> OllamaClient:
    return OllamaClient("http://fake", transport=httpx.ASGITransport(app=app))


async def test_unreachable_server_names_ollama_serve() -> None:
    client = OllamaClient("http://127.0.0.1:1", connect_timeout=1.0)
    with pytest.raises(ModelUnreachable, match="ollama serve"):
        await client.chat("qwen3:8b", [], options={"num_ctx": 4096})
    await client.aclose()


async def test_unknown_model_names_ollama_pull() -> None:
    client = client_for(fixed(404, {"error": "model 'qwen9:1b' not found"}))
    with pytest.raises(ModelNotFound, match=r"`ollama pull qwen9:1b`"):
        await client.chat("qwen9:1b", [], options={"num_ctx": 4096})
    await client.aclose()


async def test_runner_crash_is_transient_and_bad_request_is_not() -> None:
    crash = client_for(fixed(500, {"error": "llama runner process has terminated: exit 2"}))
    with pytest.raises(ModelError) as info:
        await crash.chat("m", [], options={"num_ctx": 4096})
    assert info.value.transient and info.value.status == 500
    bad = client_for(fixed(400, {"error": "invalid think value"}))
    with pytest.raises(ModelError) as info:
        await bad.chat("m", [], options={"num_ctx": 4096})
    assert not info.value.transient


async def test_a_reply_without_done_is_an_error_with_the_counted_tokens() -> None:
    client = client_for(fixed(200, {"model": "m", "message": {"role": "assistant",
                                                              "content": "aaaa"},
                                    "done": False, "prompt_eval_count": 12}))
    with pytest.raises(ModelError, match="without done=true") as info:
        await client.chat("m", [], options={"num_ctx": 4096})
    assert info.value.prompt_tokens == 12


async def test_token_counts_come_from_the_server_and_missing_metrics_are_zero() -> None:
    client = client_for(fixed(200, {"model": "m", "message": {"role": "assistant",
                                                              "content": "hi"},
                                    "done": True, "done_reason": "stop", "eval_count": 3}))
    reply = await client.chat("m", [{"role": "user", "content": "x"}], options={"num_ctx": 64})
    assert (reply.prompt_tokens, reply.completion_tokens) == (0, 3)
    await client.aclose()


def test_num_ctx_is_always_sent() -> None:
    with pytest.raises(ValueError, match="num_ctx"):
        chat_body("m", [], tools=[], options={}, format=None, think=None)
    body = chat_body("m", [], tools=[], options={"num_ctx": 4096}, format={"type": "object"},
                     think=False)
    assert body["options"]["num_ctx"] == 4096 and body["stream"] is False
    assert body["format"] == {"type": "object"} and body["think"] is False


_json = st.recursive(st.none() | st.booleans() | st.integers(-2**53, 2**53) | st.text(max_size=8)
                     | st.floats(allow_nan=False, allow_infinity=False),
                     lambda inner: st.lists(inner, max_size=3)
                     | st.dictionaries(st.text(max_size=5), inner, max_size=3), max_leaves=12)
_messages = st.lists(st.dictionaries(st.text(max_size=6), _json, max_size=4), max_size=5)


@given(_messages, _messages, st.sampled_from([None, False, True, "high"]))
def test_a_body_built_from_serialised_parts_is_byte_identical(
        messages: list[dict[str, Any]], tools: list[dict[str, Any]],
        think: bool | str | None) -> None:
    """The request digest a resume checks is a hash of these bytes: serialising the history
    once (a `Fragment`) must not change one of them."""
    options = {"num_ctx": 2048, "temperature": 0}
    plain = orjson.dumps(chat_body("m", messages, tools=tools, options=options, format=None,
                                   think=think))
    parts = orjson.dumps(chat_body(
        "m", orjson.Fragment(orjson.dumps(messages)),
        tools=orjson.Fragment(orjson.dumps(tools)) if tools else tools, options=options,
        format=None, think=think))
    assert parts == plain
