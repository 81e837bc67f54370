"""The official `ollama` client accepts everything the scripted server sends."""

from __future__ import annotations

import json
from typing import Any

import httpx
import ollama
import pytest
from scripted_harness import TOOLS, first_message

from prodsim.scripted import ScriptedOllama
from prodsim.scripted.policies import POLICIES

MESSAGES = [{"role": "user", "content": first_message()}]


async def test_chat_with_tools_not_streaming_returns_a_complete_tool_call(
        client: ollama.AsyncClient) -> None:
    response = await client.chat(model="investigator", messages=MESSAGES, tools=TOOLS,
                                 stream=False, options={"num_ctx": 8192})
    assert response.done is True
    assert response.done_reason == "stop"
    assert response.model == "investigator"
    calls = response.message.tool_calls or []
    assert [c.function.name for c in calls] == ["query_logs"]
    assert calls[0].function.arguments["service"] == "storefront"
    assert isinstance(response.prompt_eval_count, int) and response.prompt_eval_count > 0
    assert isinstance(response.eval_count, int) and response.eval_count > 0
    assert isinstance(response.total_duration, int)


async def test_chat_streaming_accumulates_to_the_same_answer(client: ollama.AsyncClient) -> None:
    stream = await client.chat(model="investigator:latest", messages=MESSAGES, tools=TOOLS,
                               stream=True)
    parts = [part async for part in stream]
    assert [p.done for p in parts].count(True) == 1 and parts[-1].done
    assert parts[-1].done_reason == "stop"
    content = "".join(p.message.content or "" for p in parts)
    calls = [c for p in parts for c in (p.message.tool_calls or [])]
    assert content.startswith("Checking ERROR logs of storefront")
    assert [c.function.name for c in calls] == ["query_logs"]
    assert all(p.model == "investigator:latest" for p in parts)


async def test_follow_up_turn_with_the_clients_own_history_is_accepted(
        client: ollama.AsyncClient) -> None:
    first = await client.chat(model="investigator", messages=MESSAGES, tools=TOOLS)
    call = (first.message.tool_calls or [])[0]
    history: list[Any] = [*MESSAGES, first.message,
                          {"role": "tool", "tool_name": call.function.name,
                           "content": json.dumps({"ok": True, "result": {"lines": []}})}]
    second = await client.chat(model="investigator", messages=history, tools=TOOLS)
    calls = second.message.tool_calls or []
    assert [c.function.name for c in calls] == ["escalate"]
    assert "no ERROR lines" in calls[0].function.arguments["reason"]


async def test_structured_output_follows_the_schema(client: ollama.AsyncClient) -> None:
    schema = {"type": "object", "properties": {
        "verdict": {"type": "string", "enum": ["progressing", "looping", "drifting"]},
        "p_looping": {"type": "number", "minimum": 0}, "steps": {"type": "integer"},
        "notes": {"type": "array", "items": {"type": "string"}}},
        "required": ["verdict", "p_looping"]}
    response = await client.chat(model="looper", messages=[{"role": "user", "content": "judge"}],
                                 format=schema, stream=False)
    value = json.loads(response.message.content or "")
    assert value == {"verdict": "progressing", "p_looping": 0.0, "steps": 0, "notes": []}
    json_mode = await client.chat(model="investigator", messages=MESSAGES, format="json")
    assert json.loads(json_mode.message.content or "") == {}


async def test_show_reports_context_length_and_capabilities(client: ollama.AsyncClient) -> None:
    shown = await client.show("investigator")
    info = shown.modelinfo or {}
    arch = info["general.architecture"]
    assert info[f"{arch}.context_length"] == 32768
    assert list(shown.capabilities or []) == ["completion", "tools"]
    assert "num_ctx" in (shown.parameters or "")
    assert shown.details is not None and shown.template and shown.modified_at is not None


async def test_list_shows_every_policy_as_a_model(client: ollama.AsyncClient) -> None:
    listed = await client.list()
    assert {m.model for m in listed.models} == {f"{name}:latest" for name in POLICIES}
    assert {"investigator:latest", "looper:latest"} <= {m.model for m in listed.models}


async def test_ps_lists_models_after_use_with_their_context(client: ollama.AsyncClient) -> None:
    assert (await client.ps()).models == []
    await client.chat(model="looper", messages=MESSAGES, tools=TOOLS, options={"num_ctx": 8192})
    loaded = (await client.ps()).models
    assert [(m.model, m.context_length) for m in loaded] == [("looper:latest", 8192)]
    assert loaded[0].expires_at is not None


async def test_unknown_model_raises_response_error_404(client: ollama.AsyncClient) -> None:
    with pytest.raises(ollama.ResponseError) as caught:
        await client.chat(model="qwen3:8b", messages=MESSAGES)
    assert caught.value.status_code == 404
    assert caught.value.error == "model 'qwen3:8b' not found"


async def test_version_and_liveness_over_plain_http(app: ScriptedOllama) -> None:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app),
                                 base_url="http://scripted") as http:
        root = await http.get("/")
        version = await http.get("/api/version")
    assert root.text == "Ollama is running"
    assert version.json()["version"].count(".") == 2
