"""The OpenAI-compatible client: each server's answers and errors as they come on the wire
(vLLM, llama.cpp, LM Studio, older vLLM), the key in the header and nowhere else."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx
import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oncall.config import parse_scenario
from oncall.errors import ConfigError, ContextOverflow, ModelError, ModelNotFound, ModelUnreachable
from oncall.models import ModelServers, openai_api_key, openai_base_url, parse_spec
from oncall.openai_chat import OpenAIClient, is_overflow, outgoing_messages, read_reply

KEY = "sk-test-0123456789abcdef"
OK = {"id": "chatcmpl-1", "object": "chat.completion", "model": "m",
      "choices": [{"index": 0, "finish_reason": "tool_calls", "logprobs": None,
                   "message": {"role": "assistant", "content": None, "tool_calls": [
                       {"id": "call_abc", "type": "function", "function": {
                           "name": "query_logs", "arguments": "{\"service\":\"checkout\"}"}}]}}],
      "usage": {"prompt_tokens": 812, "completion_tokens": 41, "total_tokens": 853}}
OVERFLOWS = [
    # vLLM (current envelope)
    {"error": {"message": "This model's maximum context length is 32768 tokens. However, your "
               "request has 40000 input tokens. Please reduce the length of the input messages.",
               "type": "BadRequestError", "param": None, "code": 400}},
    # older vLLM (unwrapped)
    {"object": "error", "message": "This model's maximum context length is 4096 tokens. However, "
     "you requested 5000 tokens (4900 in the messages, 100 in the completion).",
     "type": "BadRequestError", "param": None, "code": 400},
    # llama.cpp llama-server
    {"error": {"code": 400, "message": "request (9412 tokens) exceeds the available context size "
               "(8192 tokens), try increasing it", "type": "exceed_context_size_error",
               "n_prompt_tokens": 9412, "n_ctx": 8192}},
    # LM Studio (error as a string)
    {"error": "The number of tokens to keep from the initial prompt is greater than the context "
              "length (n_keep: 13055>= n_ctx: 4096). Try to load the model with a larger context "
              "length, or provide a shorter input."},
]


def _client(handler: Callable[[httpx.Request], httpx.Response],
            key: str | None = KEY) -> OpenAIClient:
    return OpenAIClient("http://model.test/v1", api_key=key,
                        transport=httpx.MockTransport(handler))


def _answer(status: int, body: Any) -> Callable[[httpx.Request], httpx.Response]:
    return lambda request: httpx.Response(status, json=body)


async def test_a_reply_becomes_an_ollama_shaped_message_with_the_server_s_usage() -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json=OK)

    client = _client(handler)
    body = client.encode("m", [{"role": "user", "content": "hi"}], tools=[], options={
        "num_ctx": 4096, "temperature": 0, "num_predict": 64}, format=None, think=None)
    reply = await client.post_chat("m", body)
    await client.aclose()
    assert seen[0].url.path == "/v1/chat/completions"
    assert seen[0].headers["authorization"] == f"Bearer {KEY}"
    sent = orjson.loads(seen[0].content)
    assert sent["temperature"] == 0 and sent["max_tokens"] == 64 and "num_ctx" not in sent
    assert (reply.prompt_tokens, reply.completion_tokens) == (812, 41)
    assert reply.done_reason == "tool_calls"
    assert reply.message["tool_calls"][0] == {"id": "call_abc", "function": {
        "name": "query_logs", "arguments": "{\"service\":\"checkout\"}"}}


@pytest.mark.parametrize("body", OVERFLOWS)
async def test_every_server_s_overflow_is_a_context_overflow(body: Any) -> None:
    client = _client(_answer(400, body))
    with pytest.raises(ContextOverflow) as info:
        await client.post_chat("m", b"{}")
    await client.aclose()
    assert info.value.status == 400 and not info.value.transient


@pytest.mark.parametrize(("status", "body", "error", "transient"), [
    (404, {"error": {"message": "The model `nosuch` does not exist.", "type": "NotFoundError"}},
     ModelNotFound, False),
    (429, {"error": {"message": "rate limited"}}, ModelError, True),
    (500, {"error": "internal"}, ModelError, True),
    (503, "not json at all", ModelError, True),
    (400, {"detail": [{"loc": ["body", "messages"], "msg": "field required"}]}, ModelError, False),
])
async def test_errors_keep_their_text_and_say_whether_a_retry_helps(
        status: int, body: Any, error: type[ModelError], transient: bool) -> None:
    client = _client(_answer(status, body))
    with pytest.raises(error) as info:
        await client.post_chat("nosuch", b"{}")
    await client.aclose()
    assert type(info.value) is error and info.value.transient is transient
    assert f"{status}" in str(info.value)


async def test_a_refused_key_names_the_variable_never_the_key() -> None:
    client = _client(_answer(401, {"error": {"message": f"Incorrect API key provided: {KEY}"}}))
    with pytest.raises(ModelError) as info:
        await client.post_chat("m", b"{}")
    await client.aclose()
    assert "api_key_env" in str(info.value) and KEY not in str(info.value)


async def test_a_key_the_server_echoes_in_an_error_is_redacted() -> None:
    client = _client(_answer(400, {"error": {"message": f"bad header Bearer {KEY}"}}))
    with pytest.raises(ModelError) as info:
        await client.post_chat("m", b"{}")
    await client.aclose()
    assert KEY not in str(info.value) and "[REDACTED]" in str(info.value)


async def test_a_200_without_choices_or_with_an_error_is_a_transient_failure() -> None:
    for body in ({"choices": []}, {"error": {"message": "model crashed"}}):
        client = _client(_answer(200, body))
        with pytest.raises(ModelError) as info:
            await client.post_chat("m", b"{}")
        await client.aclose()
        assert info.value.transient


async def test_nothing_listening_names_the_settings_that_fix_it() -> None:
    client = OpenAIClient("http://127.0.0.1:1/v1")
    with pytest.raises(ModelUnreachable, match="OPENAI_BASE_URL"):
        await client.post_chat("m", b"{}")
    await client.aclose()


async def test_show_reads_each_server_s_context_length() -> None:
    for entry, expected in (({"id": "m", "max_model_len": 32768}, 32768),
                            ({"id": "m", "meta": {"n_ctx_train": 8192}}, 8192),
                            ({"id": "m", "owned_by": "me"}, None),
                            ({"id": "other", "max_model_len": 10}, None)):
        client = _client(_answer(200, {"object": "list", "data": [entry]}))
        info = await client.show("m")
        await client.aclose()
        assert info.context_length == expected


def test_the_history_goes_out_in_openai_s_shape() -> None:
    out = outgoing_messages([
        {"role": "system", "content": "s"},
        {"role": "assistant", "content": "", "thinking": "hmm", "tool_calls": [
            {"function": {"index": 0, "name": "a", "arguments": {"x": 1}}},
            {"id": "call_b", "function": {"index": 1, "name": "b", "arguments": {}}}]},
        {"role": "tool", "content": "ra", "tool_name": "a"},
        {"role": "tool", "content": "rb", "tool_name": "b", "tool_call_id": "call_b"},
    ])
    assistant = out[1]
    assert "thinking" not in assistant and assistant["content"] == ""
    assert assistant["tool_calls"][0]["function"]["arguments"] == '{"x":1}'
    first_id = assistant["tool_calls"][0]["id"]
    assert out[2] == {"role": "tool", "tool_call_id": first_id, "content": "ra"}
    assert out[3]["tool_call_id"] == "call_b"


def test_reasoning_and_logprobs_are_read() -> None:
    body = {"choices": [{"finish_reason": "stop", "message": {
        "role": "assistant", "content": "progressing", "reasoning_content": "let me see"},
        "logprobs": {"content": [{"token": "pro", "logprob": -0.1, "top_logprobs": []}]}}]}
    reply = read_reply(body, 1.0, "m", "http://x", "")
    assert reply.message["thinking"] == "let me see"
    assert reply.logprobs == [{"token": "pro", "logprob": -0.1, "top_logprobs": []}]
    assert reply.prompt_tokens == 0  # no usage: none counted, never guessed


@settings(max_examples=200, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=10), inner, max_size=4), max_leaves=30))
def test_any_json_body_reads_as_a_reply_or_a_model_error(body: Any) -> None:
    try:
        reply = read_reply(body, 1.0, "m", "http://x", "")
    except ModelError as exc:
        assert exc.transient
    else:
        assert reply.message["role"] == "assistant"
        assert isinstance(reply.message["content"], str)


def test_overflow_texts_are_matched_and_others_are_not() -> None:
    assert is_overflow("Requested tokens (3000) exceed context window of 2048")
    assert not is_overflow("model not found")


def test_specs_base_url_and_key_come_from_the_run_file_or_the_environment(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    assert parse_spec("openai:qwen3").protocol == "openai"
    assert openai_base_url(None) == "http://127.0.0.1:8080/v1"
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:8000/v1/")
    assert openai_base_url(None) == "http://127.0.0.1:8000/v1"
    assert openai_base_url("http://127.0.0.1:1234/v1") == "http://127.0.0.1:1234/v1"
    assert openai_api_key(None) == KEY
    monkeypatch.setenv("MY_KEY", "other")
    assert openai_api_key("MY_KEY") == "other"
    servers = ModelServers()
    a = servers.check("openai:m", "http://127.0.0.1:1/v1", "MY_KEY")
    b = servers.check("openai:m")
    assert a.server_key != b.server_key  # an agent on one server, a judge on another


def test_run_files_name_the_key_s_variable_and_refuse_the_key() -> None:
    data = {"incident": "checkout-payments-deploy", "model": {"agent": {
        "model": "openai:qwen3", "base_url": "http://127.0.0.1:8000/v1",
        "api_key_env": "VLLM_KEY"}}}
    scenario = parse_scenario("run.yaml", data, "run")
    agent = scenario.models.roles["agent"]
    assert (agent.base_url, agent.api_key_env) == ("http://127.0.0.1:8000/v1", "VLLM_KEY")
    for bad, field in (({"api_key": KEY}, "api_key"), ({"base_url": "localhost:8000"},
                                                        "base_url"),
                       ({"api_key_env": "not a name"}, "api_key_env")):
        agent_block = {"model": "openai:qwen3", **bad}
        with pytest.raises(ConfigError, match=f"model.agent.{field}") as info:
            parse_scenario("run.yaml", {"incident": "x", "model": {"agent": agent_block}}, "r")
        assert KEY not in str(info.value)
