"""Real models' quirks: each one reproduced by a scripted fault, seen as its event, and
handled without a crash — recovered where the reading is unambiguous, else sent back."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import prodsim
from oncall.config import Scenario
from oncall.models import ModelServers
from oncall.quirks import KINDS, calls_in_content, coerce, collapse_repetition, read_reply
from oncall.runner import RunResult, create_run, execute, with_agent_model
from oncall.store import Store
from oncall.tools import default_toolset
from oncall.tools.base import Param
from prodsim.scripted.chat import ChatRequest, Reply
from prodsim.scripted.policies import default_policies

TOOLS = default_toolset()

# fault mode -> (quirk kind, recovered, schedule that still lets the run resolve)
QUIRKS = {
    "think": ("thinking", True, "always"),
    "think-tags": ("think_tags", True, "always"),
    "content-call": ("content_call", True, "always"),
    "double-args": ("double_encoded", True, "always"),
    "prefixed-tool": ("tool_name", True, "always"),
    "wrong-types": ("wrong_type", True, "always"),
    "unknown-tool": ("unknown_tool", False, "once"),
    "extra-args": ("extra_argument", False, "once"),
    "missing-args": ("missing_argument", False, "once"),
    "empty": ("empty_reply", False, "once"),
    "repeat": ("repetition", False, "once"),
    "cut": ("cut_call", False, "once"),
    "bad-args": ("bad_arguments", False, "once"),
}


async def run(store: Store, scenario: Scenario, spec: str,
              servers: ModelServers | None = None) -> RunResult:
    app = prodsim.create_app(scenario.incident, seed=scenario.seed)
    servers = servers or ModelServers()
    run_id = await create_run(store, with_agent_model(scenario, spec), servers=servers)
    try:
        return await execute(store, run_id, servers=servers, prodsim_app=app)
    finally:
        await servers.aclose()


@pytest.mark.parametrize("protocol", ["ollama", "openai"])
@pytest.mark.parametrize("fault", sorted(QUIRKS))
async def test_each_quirk_is_an_event_and_the_run_still_resolves(
        store: Store, scenario: Scenario, fault: str, protocol: str) -> None:
    kind, recovered, schedule = QUIRKS[fault]
    result = await run(store, scenario, f"scripted:investigator?protocol={protocol}"
                                        f"&fault={fault}-{schedule}")
    assert result.outcome == "resolved" and result.correct is True, result
    quirks = [e.payload for e in await store.events(result.run_id) if e.kind == "quirk"]
    assert quirks and all(q["kind"] == kind and q["recovered"] is recovered for q in quirks)
    assert result.quirks == {kind: len(quirks)}
    tool_errors = [e.payload for e in await store.events(result.run_id)
                   if e.kind == "tool_call" and not e.payload["ok"]]
    if kind in ("unknown_tool", "extra_argument", "missing_argument", "cut_call",
                "bad_arguments"):
        # Sent back: the model read a tool error naming what to fix, and fixed it.
        assert tool_errors and tool_errors[0]["error"] in ("unknown_tool", "invalid_arguments")
    elif kind in ("empty_reply", "repetition"):
        assert any(e.kind == "reminder" for e in await store.events(result.run_id))
    else:
        assert not tool_errors  # recovered: nothing for the model to fix


async def test_string_arguments_are_a_quirk_on_ollama_and_the_norm_on_openai(
        store: Store, scenario: Scenario) -> None:
    native = await run(store, scenario, "scripted:investigator?fault=string-args")
    openai = await run(store, scenario, "scripted:investigator?protocol=openai"
                                        "&fault=string-args")
    assert set(native.quirks) == {"string_arguments"} and openai.quirks == {}
    assert native.correct is True and openai.correct is True


async def test_thinking_is_logged_and_never_sent_back(store: Store, scenario: Scenario) -> None:
    seen: list[ChatRequest] = []
    investigator = default_policies()["investigator"]

    def recorder(request: ChatRequest) -> Reply:
        """Records what the harness sends back, answers as the investigator."""
        seen.append(request)
        return investigator(request)

    for fault in ("think", "think-tags"):
        seen.clear()
        result = await run(store, scenario, f"scripted:recorder?fault={fault}",
                           ModelServers({"recorder": recorder}))
        assert result.correct is True
        history = [m for r in seen for m in r.messages if m.role == "assistant"]
        assert history and all(not m.thinking and "<think>" not in m.content
                               for m in history)
        logged = [e.payload["thinking"] for e in await store.events(result.run_id)
                  if e.kind == "quirk"]
        assert logged and all("upstream" in t for t in logged)


async def test_a_resumed_run_records_the_same_quirks_without_asking_again(
        store: Store, scenario: Scenario) -> None:
    result = await run(store, scenario, "scripted:investigator?fault=wrong-types")
    events = await store.events(result.run_id)
    # Cut the run after its second model call and resume: the log answers the first steps.
    from oncall.store import NewEvent

    keep = next(e.seq for e in events if e.kind == "model_call" and e.step == 3)
    fresh = f"{result.run_id}-again"
    await store.create_run(fresh, scenario.name, (await store.spec(result.run_id))[1])
    await store.append(fresh, [NewEvent(e.kind, e.step, e.payload) for e in events
                               if e.seq < keep and e.kind != "run_started"])
    again = await execute(store, fresh, servers=ModelServers(),
                          prodsim_app=prodsim.create_app(scenario.incident, seed=scenario.seed))
    assert again.correct is True and again.quirks == result.quirks
    calls = [e for e in await store.events(fresh) if e.kind == "model_call"]
    assert len(calls) == result.model_calls  # no call made twice


def test_every_kind_is_declared_once() -> None:
    assert len(set(KINDS)) == len(KINDS)
    from oncall.events import wire_keys

    assert {"kind", "recovered", "detail", "index", "thinking"} <= wire_keys("quirk")


@pytest.mark.parametrize(("value", "kind", "expected", "fits"), [
    ("50", "integer", 50, True), (50.0, "integer", 50, True), ("5.5", "integer", "5.5", False),
    (True, "integer", True, False), ("0.25", "number", 0.25, True), ("3", "number", 3, True),
    ("TRUE", "boolean", True, True), ("yes", "boolean", "yes", False),
    (42, "string", 42, False), ('["a","b"]', "array", ["a", "b"], True),
    ("a", "array", ["a"], True), ("a,b", "array", "a,b", False),
])
def test_coercion_reads_only_the_one_meaning(value: Any, kind: str, expected: Any,
                                            fits: bool) -> None:
    got, ok = coerce(value, Param(kind, ""))
    assert (got, ok) == (expected, fits) and type(got) is type(expected)


@pytest.mark.parametrize("content", [
    '{"name": "list_services", "arguments": {}}',
    'Let me look.\n```json\n{"name": "list_services", "arguments": {}}\n```',
    '<tool_call>{"name": "list_services", "parameters": {}}</tool_call>',
    '[{"name": "list_services", "arguments": {}}, {"name": "get_runbook", '
    '"arguments": {"service": "payments"}}]',
])
def test_calls_written_in_the_content_are_read(content: str) -> None:
    calls, _ = calls_in_content(content, TOOLS)
    assert calls and calls[0]["function"]["name"] == "list_services"


@pytest.mark.parametrize("content", [
    '{"name": "rm_rf", "arguments": {}}', '{"service": "payments"}',
    'The result was {"ok": true}.', "no json here",
])
def test_json_that_is_not_a_call_stays_content(content: str) -> None:
    assert calls_in_content(content, TOOLS)[0] == []
    reading = read_reply({"role": "assistant", "content": content}, "stop", TOOLS)
    assert reading.calls == () and reading.message["content"] == content


def test_a_cut_answer_without_a_call_is_its_own_kind() -> None:
    reading = read_reply({"role": "assistant", "content": "I will che"}, "length", TOOLS)
    assert [q.kind for q in reading.quirks] == ["cut_answer"]


def test_repetition_is_collapsed_and_prose_is_not() -> None:
    text = "Checking the payments service now. " * 30
    assert len(collapse_repetition(text)) < 120
    prose = "the error in orders, the error in checkout and the error in payments"
    assert collapse_repetition(prose) == prose


@settings(max_examples=300, deadline=None)
@given(content=st.text(max_size=300), thinking=st.text(max_size=30),
       calls=st.lists(st.fixed_dictionaries({"function": st.fixed_dictionaries({
           "name": st.sampled_from(["query_logs", "Query_Logs", "nope", ""]),
           "arguments": st.one_of(st.text(max_size=40), st.dictionaries(
               st.sampled_from(["service", "limit", "level", "x"]),
               st.one_of(st.none(), st.integers(), st.text(max_size=8), st.booleans()),
               max_size=4))})}), max_size=3),
       reason=st.sampled_from(["stop", "length", "tool_calls"]))
def test_any_reply_reads_without_raising(content: str, thinking: str, calls: list[Any],
                                         reason: str) -> None:
    reading = read_reply({"role": "assistant", "content": content, "thinking": thinking,
                          "tool_calls": calls}, reason, TOOLS)
    assert "thinking" not in reading.message
    assert all(q.kind in KINDS for q in reading.quirks)
    assert len(reading.calls) >= len(calls)
