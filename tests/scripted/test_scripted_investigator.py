"""The investigator walks the error chain, checks changes, and reports or escalates, never loops."""

from __future__ import annotations

from typing import Any

import httpx
import orjson
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scripted_harness import (
    START,
    TOOLS,
    Incident,
    chain_incident,
    first_message,
    run_conversation,
)

from prodsim.scripted import ChatRequest, Message, ToolCall
from prodsim.scripted.policies import investigator
from prodsim.scripted.request import parse_chat

CHANGE_WINDOW = {"start": "2026-11-30T00:14:00Z", "end": START}


def _names(calls: list[tuple[str, dict[str, Any]]]) -> list[str]:
    return [name for name, _ in calls]


def _keys(calls: list[tuple[str, dict[str, Any]]]) -> list[bytes]:
    return [name.encode() + orjson.dumps(args, option=orjson.OPT_SORT_KEYS)
            for name, args in calls]


async def test_walks_the_chain_and_reports_the_deploy(http: httpx.AsyncClient) -> None:
    incident = chain_incident()
    run = await run_conversation(http, incident)
    logs = [args["service"] for name, args in run.calls if name == "query_logs"]
    assert logs == ["storefront", "cart", "pricing"]
    assert run.calls[0][1] == {"service": "storefront", "start": "2026-11-30T01:44:00Z",
                               "end": "2026-11-30T02:24:00Z", "level": "ERROR", "limit": 500}
    change_turn = run.responses[3]["message"]["tool_calls"]
    assert [c["function"]["name"] for c in change_turn] == [
        "list_deploys", "list_config_changes", "list_flag_changes", "get_runbook"]
    assert change_turn[0]["function"]["arguments"] == {"service": "pricing", **CHANGE_WINDOW}
    name, report = run.last_call
    assert name == "submit_report"
    assert (report["service"], report["change_id"], report["confidence"]) == ("pricing",
                                                                              "dep-42", 0.8)
    assert "3.4.0" in report["root_cause"] and "roll back pricing to 3.3.0" in report["root_cause"]
    assert "NullPointerException" in report["root_cause"]
    assert len(run.responses) == 5, "one model call per hop, one for changes, one to report"


async def test_evidence_is_quoted_verbatim_from_tool_results(http: httpx.AsyncClient) -> None:
    run = await run_conversation(http, chain_incident())
    results = "".join(m["content"] for m in run.messages if m["role"] == "tool")
    evidence = run.last_call[1]["evidence"]
    assert len(evidence) == 7  # two lines per hop and the change record
    for quote in evidence:
        assert quote in results or orjson.dumps(quote).decode()[1:-1] in results, quote
    assert any(" ERROR cart " in q for q in evidence) and '"id":"dep-42"' in evidence[-1]


async def test_no_qualifying_change_escalates(http: httpx.AsyncClient) -> None:
    incident = chain_incident()
    incident.deploys = [d for d in incident.deploys if d["id"] != "dep-42"]
    run = await run_conversation(http, incident)
    name, args = run.last_call
    assert name == "escalate"
    assert args["reason"].startswith("no cause found:")
    assert "storefront -> cart -> pricing" in args["reason"]
    assert any(" ERROR pricing " in e for e in args["evidence"])
    assert "submit_report" not in _names(run.calls)


async def test_no_errors_at_the_alerting_service_escalates_at_once(
        http: httpx.AsyncClient) -> None:
    incident = Incident(logs={"storefront": ["2026-11-30T02:00:00Z INFO storefront [http] ok"]})
    run = await run_conversation(http, incident)
    assert _names(run.calls) == ["query_logs", "escalate"]
    assert "no ERROR lines" in run.last_call[1]["reason"]


async def test_a_failing_tool_is_retried_once_simpler_then_skipped(
        http: httpx.AsyncClient) -> None:
    incident = chain_incident()
    incident.fail = lambda name, args: ("http_500" if name == "query_logs" and
                                        args["service"] == "cart" else
                                        "http_503" if name == "list_flag_changes" else None)
    run = await run_conversation(http, incident)
    cart_calls = [args for name, args in run.calls
                  if name == "query_logs" and args["service"] == "cart"]
    assert [("level" in a) for a in cart_calls] == [True, False]
    flag_calls = [args for name, args in run.calls if name == "list_flag_changes"]
    # storefront's errors stopped minutes before the alert: a blip that recovered, escalated
    # without the platform-wide look
    assert flag_calls == [{"service": "storefront", **CHANGE_WINDOW}, {"service": "storefront"}]
    assert "recovered" in run.last_call[1]["reason"]
    assert len(set(_keys(run.calls))) == len(run.calls), "no call is ever repeated"
    assert run.last_call[0] == "escalate"  # cart unreadable: storefront is the suspect


async def test_a_rejected_report_is_escalated_with_its_evidence(http: httpx.AsyncClient) -> None:
    incident = chain_incident()
    incident.fail = lambda name, args: "invalid_arguments" if name == "submit_report" else None
    run = await run_conversation(http, incident)
    assert _names(run.calls)[-2:] == ["submit_report", "escalate"]
    report, escalation = run.calls[-2][1], run.calls[-1][1]
    assert escalation["evidence"] == report["evidence"]
    assert escalation["reason"].startswith("report rejected (submit_report: invalid_arguments)")


async def test_a_nudge_stops_exploring_and_concludes(http: httpx.AsyncClient) -> None:
    run = await run_conversation(http, chain_incident(), interject=lambda turn: (
        "You seem to be looping without progress; conclude now." if turn == 2 else None))
    logs = [args["service"] for name, args in run.calls if name == "query_logs"]
    assert logs == ["storefront", "cart"], "no new log queries after the nudge"
    assert run.last_call[0] == "escalate"  # cart had no change of its own in the window


async def test_only_offered_tools_and_declared_arguments_are_used(
        http: httpx.AsyncClient) -> None:
    tools = [t for t in TOOLS if t["function"]["name"] not in ("get_runbook",
                                                                "list_flag_changes")]
    run = await run_conversation(http, chain_incident(), tools=tools)
    assert "get_runbook" not in _names(run.calls)
    assert run.last_call[1]["change_id"] == "dep-42"
    assert "runbook gave no procedure" in run.last_call[1]["root_cause"]


async def test_unreadable_first_message_escalates(http: httpx.AsyncClient) -> None:
    run = await run_conversation(http, Incident(), first="please help, things are on fire")
    assert _names(run.calls) == ["escalate"]
    assert "gives no service" in run.last_call[1]["reason"]


async def test_after_escalating_it_only_answers_in_text(http: httpx.AsyncClient) -> None:
    run = await run_conversation(http, Incident(logs={}))
    messages = [*run.messages, {"role": "user", "content": "anything else?"}]
    body = (await http.post("/api/chat", json={"model": "investigator", "messages": messages,
                                               "tools": TOOLS, "stream": False})).json()
    assert "tool_calls" not in body["message"] and body["message"]["content"]


def test_a_dependency_named_in_the_history_without_tool_call_ids_is_still_paired() -> None:
    incident = chain_incident()
    call = ToolCall("query_logs", {"service": "storefront", "start": "2026-11-30T01:44:00Z",
                                   "end": "2026-11-30T02:24:00Z", "level": "ERROR", "limit": 500})
    request = ChatRequest(model="investigator", tools=tuple(TOOLS), messages=(
        Message("user", first_message()), Message("assistant", tool_calls=(call,)),
        Message("tool", incident.answer(call.name, call.arguments))))
    reply = investigator(request)
    assert [(c.name, c.arguments["service"]) for c in reply.tool_calls] == [("query_logs", "cart")]


_json = st.recursive(st.none() | st.booleans() | st.integers(-(2**53), 2**53)
                     | st.text(max_size=20),
                     lambda inner: st.lists(inner, max_size=3)
                     | st.dictionaries(st.text(max_size=8), inner, max_size=3), max_leaves=8)
_message = st.fixed_dictionaries({
    "role": st.sampled_from(["user", "assistant", "tool", "system", "other"]),
    "content": st.one_of(st.text(max_size=60), _json.map(lambda v: orjson.dumps(v).decode()),
                         st.just(first_message())),
}, optional={"tool_calls": st.lists(st.fixed_dictionaries({"function": st.fixed_dictionaries({
    "name": st.sampled_from(["query_logs", "submit_report", "escalate", "x"]),
    "arguments": st.dictionaries(st.sampled_from(["service", "evidence", "level"]), _json,
                                 max_size=3)})}), max_size=2)})


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_message, max_size=8))
def test_any_history_gets_an_answer_not_a_crash(messages: list[dict[str, Any]]) -> None:
    call = parse_chat(orjson.dumps({"model": "investigator", "messages": messages,
                                    "tools": TOOLS}))
    reply = investigator(call.request)
    assert reply.content or reply.tool_calls
    assert all(c.name in {t["function"]["name"] for t in TOOLS} for c in reply.tool_calls)
