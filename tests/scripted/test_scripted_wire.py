"""Stricter wire checks than the official client makes: Ollama's exact shapes, texts, types."""

from __future__ import annotations

import re
import time
from typing import Any

import anyio
import httpx
import loopback
import orjson
import pytest
from scripted_harness import TOOLS, first_message

from prodsim.scripted import ChatRequest, Reply, ScriptedOllama, ToolCall, create_app, serve

RFC3339_NANO = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?Z")
METRICS = ("total_duration", "load_duration", "prompt_eval_count", "prompt_eval_duration",
           "eval_count", "eval_duration")
CHAT: dict[str, Any] = {"model": "investigator",
                        "messages": [{"role": "user", "content": first_message()}],
                        "tools": TOOLS}


def chatty(request: ChatRequest) -> Reply:
    """Test policy: text, then two tool calls in one turn."""
    return Reply(content="Let me look at the logs and the deploys of checkout first.",
                 tool_calls=(ToolCall("query_logs", {"service": "checkout"}),
                             ToolCall("list_deploys", {"service": "checkout"})))


def silent(request: ChatRequest) -> Reply:
    """Test policy: says nothing at all."""
    return Reply()


def broken(request: ChatRequest) -> Reply:
    """Test policy: a bug."""
    raise RuntimeError("policy bug")


def _client(app: ScriptedOllama) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://scripted")


def _lines(response: httpx.Response) -> list[dict[str, Any]]:
    body = response.text
    assert body.endswith("\n") and "\n\n" not in body, "NDJSON: one object per line, no blanks"
    return [orjson.loads(line) for line in body.splitlines()]


async def test_stream_is_ndjson_with_exactly_one_final_chunk_carrying_metrics() -> None:
    async with _client(create_app(policies={"chatty": chatty})) as http:
        response = await http.post("/api/chat", json={**CHAT, "model": "chatty"})
    assert response.headers["content-type"] == "application/x-ndjson"
    chunks = _lines(response)
    assert [c["done"] for c in chunks].count(True) == 1 and chunks[-1]["done"] is True
    final = chunks[-1]
    assert final["done_reason"] == "stop" and final["message"] == {"role": "assistant",
                                                                    "content": ""}
    for name in METRICS:
        assert type(final[name]) is int and final[name] > 0, name
    assert final["total_duration"] >= final["load_duration"] + final["eval_duration"]
    for chunk in chunks:
        assert chunk["model"] == "chatty"
        assert RFC3339_NANO.fullmatch(chunk["created_at"]), chunk["created_at"]
        assert chunk["message"]["role"] == "assistant"
        assert isinstance(chunk["message"]["content"], str)
    for chunk in chunks[:-1]:
        assert "done_reason" not in chunk and not set(METRICS) & set(chunk)
    with_calls = [c for c in chunks if "tool_calls" in c["message"]]
    assert all(c["message"]["content"] == "" for c in with_calls)
    calls = [call for c in with_calls for call in c["message"]["tool_calls"]]
    assert [call["function"]["index"] for call in calls] == [0, 1]
    assert all(re.fullmatch(r"call_[a-z0-9]{8}", call["id"]) for call in calls)
    assert isinstance(calls[0]["function"]["arguments"], dict)
    text = "".join(c["message"]["content"] for c in chunks)
    assert text == chatty(None).content  # type: ignore[arg-type]
    assert len([c for c in chunks if c["message"]["content"]]) > 1, "content streams in pieces"


async def test_non_streaming_is_the_folded_stream() -> None:
    async with _client(create_app(policies={"chatty": chatty})) as http:
        streamed = _lines(await http.post("/api/chat", json={**CHAT, "model": "chatty"}))
        response = await http.post("/api/chat", json={**CHAT, "model": "chatty", "stream": False})
    assert response.headers["content-type"] == "application/json; charset=utf-8"
    folded = response.json()
    assert folded["message"]["content"] == "".join(c["message"]["content"] for c in streamed)
    assert folded["message"]["tool_calls"] == [
        call for c in streamed for call in c["message"].get("tool_calls", [])]
    assert {k: v for k, v in folded.items() if k not in ("message", "created_at")} == \
        {k: v for k, v in streamed[-1].items() if k not in ("message", "created_at")}


async def test_tool_call_ids_are_deterministic_per_request(http: httpx.AsyncClient) -> None:
    body = {**CHAT, "stream": False}
    first = (await http.post("/api/chat", json=body)).json()["message"]["tool_calls"]
    again = (await http.post("/api/chat", json=body)).json()["message"]["tool_calls"]
    other = (await http.post("/api/chat", json={**body, "messages": [
        *CHAT["messages"], {"role": "user", "content": "go on"}]})).json()["message"]
    assert first == again
    assert other["tool_calls"][0]["id"] != first[0]["id"]


async def test_model_name_is_echoed_verbatim_and_tag_defaults_to_latest(
        http: httpx.AsyncClient) -> None:
    for model in ("investigator", "investigator:latest"):
        body = (await http.post("/api/chat", json={**CHAT, "model": model,
                                                   "stream": False})).json()
        assert body["model"] == model
    missing = await http.post("/api/chat", json={**CHAT, "model": "investigator:v2"})
    assert missing.status_code == 404


async def test_zero_metrics_are_omitted() -> None:
    async with _client(create_app(policies={"silent": silent})) as http:
        body = (await http.post("/api/chat", json={**CHAT, "model": "silent",
                                                   "stream": False})).json()
    assert "eval_count" not in body and "eval_duration" not in body
    assert body["prompt_eval_count"] > 0 and body["message"] == {"role": "assistant",
                                                                  "content": ""}


@pytest.mark.parametrize(("body", "status", "error"), [
    (b"", 400, "missing request body"),
    (b"{nope", 400, "unexpected EOF"),
    (orjson.dumps({"messages": []}), 400, "model is required"),
    (orjson.dumps({**CHAT, "model": "nope"}), 404, "model 'nope' not found"),
    (orjson.dumps({**CHAT, "think": "extreme"}), 400,
     'invalid think value: "extreme" (must be "high", "medium", "low", "max", true, or false)'),
    (orjson.dumps({**CHAT, "think": True}), 400, '"investigator" does not support thinking'),
    (orjson.dumps({**CHAT, "keep_alive": "300"}), 400, 'time: missing unit in duration "300"'),
    (orjson.dumps({**CHAT, "format": "xml"}), 500,
     'invalid format: "xml"; expected "json" or a valid JSON Schema object'),
    (orjson.dumps({**CHAT, "options": {"num_ctx": "4096"}}), 500,
     'option "num_ctx" must be of type integer'),
])
async def test_errors_match_ollama(http: httpx.AsyncClient, body: bytes, status: int,
                                   error: str) -> None:
    response = await http.post("/api/chat", content=body)
    assert response.status_code == status
    assert response.headers["content-type"] == "application/json; charset=utf-8"
    assert response.json() == {"error": error}


async def test_string_arguments_in_history_are_a_400(http: httpx.AsyncClient) -> None:
    history = [*CHAT["messages"],
               {"role": "assistant", "content": "", "tool_calls": [
                   {"function": {"name": "query_logs", "arguments": '{"service": "cart"}'}}]},
               {"role": "tool", "tool_name": "query_logs", "content": "{}"}]
    response = await http.post("/api/chat", json={**CHAT, "messages": history})
    assert response.status_code == 400
    assert "cannot unmarshal string" in response.json()["error"]


async def test_unknown_routes_and_methods_answer_in_plain_text(http: httpx.AsyncClient) -> None:
    missing = await http.get("/api/nothing")
    wrong = await http.get("/api/chat")
    assert (missing.status_code, missing.text) == (404, "404 page not found")
    assert missing.headers["content-type"].startswith("text/plain")
    assert (wrong.status_code, wrong.text) == (405, "405 method not allowed")
    assert (await http.head("/")).status_code == 200


async def test_empty_messages_load_and_keep_alive_zero_unloads(http: httpx.AsyncClient) -> None:
    loaded = (await http.post("/api/chat", json={"model": "looper"})).json()
    assert loaded["done_reason"] == "load" and loaded["done"] is True
    assert loaded["message"] == {"role": "assistant", "content": ""}
    assert [m["name"] for m in (await http.get("/api/ps")).json()["models"]] == ["looper:latest"]
    unloaded = (await http.post("/api/chat", json={"model": "looper", "messages": [],
                                                   "keep_alive": 0})).json()
    assert unloaded["done_reason"] == "unload"
    assert (await http.get("/api/ps")).json() == {"models": []}


async def test_show_unknown_model_is_404_and_missing_name_400(http: httpx.AsyncClient) -> None:
    unknown = await http.post("/api/show", json={"model": "llama3.2"})
    nameless = await http.post("/api/show", json={})
    assert (unknown.status_code, unknown.json()) == (404, {"error": "model 'llama3.2' not found"})
    assert nameless.status_code == 400


async def test_a_policy_bug_is_a_500_before_the_first_byte() -> None:
    async with _client(create_app(policies={"broken": broken})) as http:
        response = await http.post("/api/chat", json={**CHAT, "model": "broken"})
    assert response.status_code == 500
    assert "policy bug" in response.json()["error"]


async def test_prompt_over_num_ctx_reports_a_truncated_count(http: httpx.AsyncClient) -> None:
    small = (await http.post("/api/chat", json={**CHAT, "stream": False,
                                                "options": {"num_ctx": 256}})).json()
    full = (await http.post("/api/chat", json={**CHAT, "stream": False})).json()
    assert full["prompt_eval_count"] > 256
    assert small["prompt_eval_count"] == 256 // 2 + 2


async def test_delay_sleeps_without_blocking_other_requests() -> None:
    app = create_app(delay=0.2)
    durations: list[int] = []
    async with _client(app) as http:
        async def one() -> None:
            body = (await http.post("/api/chat", json={**CHAT, "stream": False})).json()
            durations.append(body["load_duration"])
        began = time.perf_counter()
        async with anyio.create_task_group() as tg:
            for _ in range(5):
                tg.start_soon(one)
        elapsed = time.perf_counter() - began
    assert 0.2 <= elapsed < 0.6
    assert all(d >= 200_000_000 for d in durations)


async def test_real_port_streams_chunked_ndjson() -> None:
    async with loopback.serving(create_app()) as port, \
            httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}") as http, \
            http.stream("POST", "/api/chat", json=CHAT) as response:
        lines = [orjson.loads(line) async for line in response.aiter_lines() if line]
        assert response.headers["content-type"] == "application/x-ndjson"
    assert lines[-1]["done"] is True
    assert lines[-2]["message"]["tool_calls"][0]["function"]["name"] == "query_logs"


def test_serve_refuses_non_loopback_hosts() -> None:
    with pytest.raises(ValueError, match="loopback"):
        serve(port=0, host="0.0.0.0")
