"""The scripted server's `/v1`, read by the official `openai` client: same policies, same
faults, OpenAI's shapes (arguments as JSON text, `finish_reason`, `usage`, error envelopes)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import httpx
import loopback
import openai
import orjson
import pytest
from scripted_harness import TOOLS, first_message

from prodsim.scripted import create_app
from prodsim.scripted.catalog import CONTEXT_LENGTH
from prodsim.scripted.server import ScriptedOllama

ALERT: list[Any] = [{"role": "system", "content": "You are an SRE."},
                   {"role": "user", "content": first_message()}]


def _client(app: ScriptedOllama) -> openai.AsyncOpenAI:
    return openai.AsyncOpenAI(
        base_url="http://scripted/v1", api_key="unused", max_retries=0,
        http_client=httpx.AsyncClient(transport=httpx.ASGITransport(app=app)))


@pytest.fixture
async def client() -> AsyncIterator[openai.AsyncOpenAI]:
    c = _client(create_app())
    yield c
    await c.close()


async def test_models_lists_every_policy_with_its_context(client: openai.AsyncOpenAI) -> None:
    models = await client.models.list()
    ids = [m.id for m in models.data]
    assert "investigator:latest" in ids and "judge:latest" in ids
    assert all((m.model_extra or {}).get("max_model_len") == CONTEXT_LENGTH
               for m in models.data)


async def test_a_tool_call_comes_back_as_json_text_with_usage(
        client: openai.AsyncOpenAI) -> None:
    reply = await client.chat.completions.create(model="investigator", messages=ALERT,
                                                 tools=TOOLS)
    choice = reply.choices[0]
    assert choice.finish_reason == "tool_calls"
    assert choice.message.tool_calls
    call = choice.message.tool_calls[0]
    assert call.type == "function" and call.id.startswith("call_")
    assert isinstance(call.function.arguments, str)
    arguments = orjson.loads(call.function.arguments)
    assert arguments["service"] == "storefront"
    assert reply.usage is not None and reply.usage.prompt_tokens > 0
    assert reply.usage.total_tokens == reply.usage.prompt_tokens + reply.usage.completion_tokens


async def test_a_tool_result_is_matched_to_its_call_by_id(client: openai.AsyncOpenAI) -> None:
    first = await client.chat.completions.create(model="investigator", messages=ALERT,
                                                 tools=TOOLS)
    call = first.choices[0].message.tool_calls[0]  # type: ignore[index]
    history = [*ALERT, first.choices[0].message.model_dump(exclude_none=True),
               {"role": "tool", "tool_call_id": call.id,
                "content": orjson.dumps({"ok": True, "result": {"lines": []}}).decode()}]
    second = await client.chat.completions.create(model="investigator", messages=history,
                                                  tools=TOOLS)
    # The investigator read its result: it moves on rather than asking the same again.
    again = second.choices[0].message.tool_calls or []
    assert all(c.function.arguments != call.function.arguments for c in again)


async def test_structured_output_follows_the_json_schema(client: openai.AsyncOpenAI) -> None:
    from oncall.guards.judge import SCHEMA, judge_messages

    reply = await client.chat.completions.create(
        model="judge", messages=judge_messages("judge", "1. query_logs(service=x) -> ok"),
        response_format={"type": "json_schema",
                         "json_schema": {"name": "verdict", "schema": SCHEMA, "strict": True}})
    answer = orjson.loads(reply.choices[0].message.content or "")
    assert set(answer) >= set(SCHEMA["required"])


async def test_logprobs_come_as_content_entries(client: openai.AsyncOpenAI) -> None:
    from oncall.guards.judge import judge_messages

    reply = await client.chat.completions.create(
        model="judge", messages=judge_messages("logprob-judge", "1. query_logs() -> ok"),
        logprobs=True, top_logprobs=3)
    logprobs = reply.choices[0].logprobs
    assert logprobs is not None and logprobs.content
    assert len(logprobs.content[0].top_logprobs) <= 3


async def test_an_unknown_model_is_a_404_in_openai_s_envelope(
        client: openai.AsyncOpenAI) -> None:
    with pytest.raises(openai.NotFoundError) as info:
        await client.chat.completions.create(model="nosuch", messages=ALERT)
    assert "not found" in str(info.value)


async def test_faults_reach_the_v1_side_as_server_errors() -> None:
    async with _client(create_app(faults="crash-once")) as c:
        with pytest.raises(openai.InternalServerError, match="runner process"):
            await c.chat.completions.create(model="investigator", messages=ALERT, tools=TOOLS)
        ok = await c.chat.completions.create(model="investigator", messages=ALERT, tools=TOOLS)
        assert ok.choices[0].message.tool_calls


async def test_overflow_is_llama_cpp_s_400() -> None:
    async with _client(create_app(faults="overflow-once")) as c:
        with pytest.raises(openai.BadRequestError) as info:
            await c.chat.completions.create(model="investigator", messages=ALERT, tools=TOOLS)
    body: Any = info.value.body
    assert body["type"] == "exceed_context_size_error"
    assert body["n_prompt_tokens"] > body["n_ctx"]


async def test_a_prompt_over_the_context_is_refused_not_cut(
        client: openai.AsyncOpenAI) -> None:
    huge = [*ALERT, {"role": "user", "content": "x " * (CONTEXT_LENGTH * 3)}]
    with pytest.raises(openai.BadRequestError, match="exceeds the available context size"):
        await client.chat.completions.create(model="investigator", messages=huge)


@pytest.mark.parametrize(("fault", "check"), [
    ("think", lambda m: (m.model_extra or {}).get("reasoning_content")),
    ("think-tags", lambda m: (m.content or "").startswith("<think>")),
    ("content-call", lambda m: not m.tool_calls and '"name":"query_logs"' in (m.content or "")),
    ("double-args", lambda m: isinstance(orjson.loads(m.tool_calls[0].function.arguments), str)),
    ("wrong-types", lambda m: orjson.loads(m.tool_calls[0].function.arguments)["limit"] == "500"),
    ("unknown-tool", lambda m: m.tool_calls[0].function.name == "query_logs_v2"),
    ("empty", lambda m: not m.tool_calls and not m.content),
])
async def test_quirk_faults_shape_the_v1_reply(fault: str, check: Any) -> None:
    async with _client(create_app(faults=fault)) as c:
        reply = await c.chat.completions.create(model="investigator", messages=ALERT,
                                                tools=TOOLS)
    assert check(reply.choices[0].message), reply.choices[0].message


async def test_a_cut_call_stops_for_length() -> None:
    async with _client(create_app(faults="cut")) as c:
        reply = await c.chat.completions.create(model="investigator", messages=ALERT,
                                                tools=TOOLS)
    choice = reply.choices[0]
    assert choice.finish_reason == "length"
    with pytest.raises(orjson.JSONDecodeError):
        orjson.loads(choice.message.tool_calls[0].function.arguments)  # type: ignore[index]


async def test_a_bad_body_is_a_400_naming_the_field(client: openai.AsyncOpenAI) -> None:
    with pytest.raises(openai.BadRequestError, match="tool_call_id"):
        await client.chat.completions.create(
            model="investigator", messages=[*ALERT, {"role": "tool", "content": "x"}])  # type: ignore[list-item,misc]


async def test_the_official_client_reads_a_real_loopback_port() -> None:
    async with loopback.serving(create_app()) as port, openai.AsyncOpenAI(
            base_url=f"http://127.0.0.1:{port}/v1", api_key="unused", max_retries=0) as c:
        reply = await c.chat.completions.create(model="investigator", messages=ALERT,
                                                tools=TOOLS)
    assert reply.choices[0].message.tool_calls
