"""Fault modes on the wire: each one observed through httpx and, where it parses, `ollama`."""

from __future__ import annotations

import time
from typing import Any

import httpx
import ollama
import orjson
import pytest
from scripted_harness import TOOLS, first_message

from prodsim.scripted import ScriptedOllama, create_app
from prodsim.scripted.faults import (
    BUSY_MESSAGE,
    CRASH_MESSAGE,
    STOPPED_MESSAGE,
    DroppedConnection,
    FaultSpec,
    FaultSpecError,
    parse_faults,
)
from prodsim.scripted.request import parse_chat
from prodsim.scripted.tokens import prompt_tokens

BODY: dict[str, Any] = {"model": "investigator", "stream": False, "tools": TOOLS,
                        "messages": [{"role": "user", "content": first_message()}]}


def _http(app: ScriptedOllama) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://scripted")


def _official(app: ScriptedOllama) -> ollama.AsyncClient:
    return ollama.AsyncClient(host="http://scripted", transport=httpx.ASGITransport(app=app))


def test_specs_parse_with_schedules_and_name_what_is_wrong() -> None:
    assert parse_faults("crash-once,slow=0.5-every-3,busy-first-2,no-done") == (
        FaultSpec("crash", "first", 1), FaultSpec("slow", "every", 3, 0.5),
        FaultSpec("busy", "first", 2), FaultSpec("no-done"))
    assert str(FaultSpec.parse("slow=1.5-once")) == "slow=1.5-first-1"
    assert [FaultSpec.parse("drop-every-2").fires(n) for n in (1, 2, 3, 4)] == \
        [False, True, False, True]
    for bad in ("boom", "crash-twice", "crash=1", "busy-every-0"):
        with pytest.raises(FaultSpecError, match="fault"):
            parse_faults(bad)


@pytest.mark.parametrize(("spec", "status", "text"), [
    ("crash-once", 500, CRASH_MESSAGE), ("stopped-once", 500, STOPPED_MESSAGE),
    ("busy-once", 503, BUSY_MESSAGE)])
async def test_error_faults_hit_on_schedule_then_the_model_answers(
        spec: str, status: int, text: str) -> None:
    async with _http(create_app(faults=[spec])) as http:
        first = await http.post("/api/chat", json=BODY)
        second = await http.post("/api/chat", json=BODY)
    assert (first.status_code, first.json()) == (status, {"error": text})
    assert first.headers["content-type"] == "application/json; charset=utf-8"
    assert second.status_code == 200 and second.json()["done"] is True
    client = _official(create_app(faults=[spec]))
    with pytest.raises(ollama.ResponseError) as caught:
        await client.chat(model="investigator", messages=BODY["messages"], tools=TOOLS)
    assert (caught.value.status_code, caught.value.error) == (status, text)
    assert (await client.chat(model="investigator", messages=BODY["messages"],
                              tools=TOOLS)).done


async def test_every_n_and_first_n_count_generation_requests_only() -> None:
    async with _http(create_app(faults="crash-every-2,busy-first-1")) as http:
        load = await http.post("/api/chat", json={"model": "investigator"})
        codes = [(await http.post("/api/chat", json=BODY)).status_code for _ in range(5)]
    assert load.status_code == 200 and load.json()["done_reason"] == "load"
    assert codes == [503, 500, 200, 500, 200]


async def test_drop_raises_a_transport_error_in_the_client() -> None:
    app = create_app(faults=["drop-once"])
    async with _http(app) as http:
        with pytest.raises(httpx.RemoteProtocolError) as caught:
            await http.post("/api/chat", json=BODY)
        assert isinstance(caught.value, DroppedConnection)
        assert (await http.post("/api/chat", json=BODY)).status_code == 200
    with pytest.raises(httpx.TransportError):
        await _official(create_app(faults=["drop"])).chat(
            model="investigator", messages=BODY["messages"])


async def test_slow_delays_the_first_byte_and_shows_in_load_duration() -> None:
    async with _http(create_app(faults=["slow=0.3-once"])) as http:
        began = time.perf_counter()
        body = (await http.post("/api/chat", json=BODY)).json()
        slow = time.perf_counter() - began
        began = time.perf_counter()
        fast = (await http.post("/api/chat", json=BODY)).json()
        quick = time.perf_counter() - began
    assert slow >= 0.3 > quick
    assert body["load_duration"] >= 300_000_000 > fast["load_duration"]


async def test_no_done_ends_the_stream_without_a_final_chunk() -> None:
    app = create_app(faults=["no-done"])
    async with _http(app) as http:
        streamed = await http.post("/api/chat", json={**BODY, "stream": True})
        folded = (await http.post("/api/chat", json=BODY)).json()
    chunks = [orjson.loads(line) for line in streamed.text.splitlines()]
    assert streamed.status_code == 200 and chunks
    assert all(c["done"] is False and "done_reason" not in c for c in chunks)
    assert folded["done"] is False and "eval_count" not in folded
    assert "done_reason" not in folded and folded["message"]["tool_calls"]
    seen = [c async for c in await _official(app).chat(
        model="investigator", messages=BODY["messages"], tools=TOOLS, stream=True)]
    assert seen and not any(c.done for c in seen)


async def test_bad_args_sends_arguments_that_are_not_json() -> None:
    async with _http(create_app(faults=["bad-args"])) as http:
        body = (await http.post("/api/chat", json=BODY)).json()
    arguments = body["message"]["tool_calls"][0]["function"]["arguments"]
    assert isinstance(arguments, str)
    with pytest.raises(orjson.JSONDecodeError):
        orjson.loads(arguments)


async def test_truncate_reports_fewer_prompt_tokens_than_were_sent() -> None:
    async with _http(create_app(faults=["truncate-once"])) as http:
        cut = (await http.post("/api/chat", json=BODY)).json()
        whole = (await http.post("/api/chat", json=BODY)).json()
    real = prompt_tokens(parse_chat(orjson.dumps(BODY)).request)
    assert whole["prompt_eval_count"] == real
    assert 0 < cut["prompt_eval_count"] < real
    answer = await _official(create_app(faults="truncate")).chat(
        model="investigator", messages=BODY["messages"], tools=TOOLS)
    assert answer.prompt_eval_count is not None and answer.prompt_eval_count < real


async def test_a_model_tag_or_option_selects_faults_per_model() -> None:
    async with _http(create_app()) as http:
        tagged = {**BODY, "model": "investigator:crash-once"}
        first = await http.post("/api/chat", json=tagged)
        second = await http.post("/api/chat", json=tagged)
        plain = await http.post("/api/chat", json=BODY)
        shown = await http.post("/api/show", json={"model": "investigator:busy"})
        unknown = await http.post("/api/chat", json={**BODY, "model": "investigator:v2"})
        option = await http.post("/api/chat", json={**BODY, "options": {"fault": "busy"}})
        bad = await http.post("/api/chat", json={**BODY, "options": {"fault": "nope"}})
    assert (first.status_code, second.status_code, plain.status_code) == (500, 200, 200)
    assert second.json()["model"] == "investigator:crash-once"
    assert shown.status_code == 200 and unknown.status_code == 404
    assert option.status_code == 503
    assert bad.status_code == 400 and "fault" in bad.json()["error"]
