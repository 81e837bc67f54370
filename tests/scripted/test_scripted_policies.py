"""The trap policies (naive-retrier, drifter, fabricator), the marathon, summarizer, verifier."""

from __future__ import annotations

from typing import Any

import httpx
import orjson
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scripted_harness import TOOLS, Incident, chain_incident, first_message, run_conversation

from prodsim.scripted import ChatRequest, Message, ToolCall
from prodsim.scripted.policies import summarizer, verifier
from prodsim.scripted.policies.knowledge import SUMMARY_HEADER
from prodsim.scripted.request import parse_chat


def _key(name: str, args: dict[str, Any]) -> bytes:
    return name.encode() + orjson.dumps(args, option=orjson.OPT_SORT_KEYS)


def _guarded(incident: Incident, failing: str) -> Incident:
    """`failing` always errors; a second identical call is refused, like oncall's guard."""
    seen: set[bytes] = set()

    def fail(name: str, args: Any) -> str | None:
        key = _key(name, dict(args))
        repeat = key in seen
        seen.add(key)
        if repeat:
            return "refused"
        return "unreachable" if name == failing else None
    incident.fail = fail
    return incident


async def test_naive_retrier_retries_identically_until_refused_then_resolves(
        http: httpx.AsyncClient) -> None:
    run = await run_conversation(http, _guarded(chain_incident(), "get_metrics"),
                                 model="naive-retrier")
    assert run.calls[:2] == [("get_metrics", {"service": "storefront",
                                              "metric": "error_rate"})] * 2
    name, report = run.last_call
    assert (name, report["service"], report["change_id"]) == ("submit_report", "pricing",
                                                              "dep-42")


async def test_naive_retrier_without_a_guard_retries_every_turn(http: httpx.AsyncClient) -> None:
    incident = chain_incident()
    incident.fail = lambda name, args: "unreachable" if name == "get_metrics" else None
    run = await run_conversation(http, incident, model="naive-retrier", max_turns=6)
    assert len(run.calls) == 6 and len({_key(n, a) for n, a in run.calls}) == 1


def _loud() -> Incident:
    incident = chain_incident()
    incident.logs["inventory"] = [
        f"2026-11-30T02:{m:02d}:00Z WARN inventory [sync] warehouse feed lagging by {m}s"
        for m in range(0, 20)]
    incident.logs["session"] = ["2026-11-30T02:01:00Z WARN session [gc] pause 300ms"]
    return incident


async def test_drifter_chases_the_loudest_other_service_and_never_concludes(
        http: httpx.AsyncClient) -> None:
    run = await run_conversation(http, _loud(), model="drifter", max_turns=12)
    first = run.responses[0]["message"]["tool_calls"]
    assert {c["function"]["arguments"]["level"] for c in first} == {"WARN"}
    assert len(first) == 9  # every service of the topology
    later = run.calls[len(first):]
    assert len(later) == 11 and {args.get("service") for _, args in later} == {"inventory"}
    assert len({_key(n, a) for n, a in run.calls}) == len(run.calls), "never an exact repeat"
    assert not {"submit_report", "escalate"} & {n for n, _ in run.calls}


async def test_drifter_ignores_nudges_and_keeps_drifting(http: httpx.AsyncClient) -> None:
    """Only a guard that sees drift can end it: a nudge changes nothing."""
    run = await run_conversation(http, _loud(), model="drifter", max_turns=8,
                                 interject=lambda t: "You look stuck: your recent steps stray."
                                 if t == 4 else None)
    names = [n for n, _ in run.calls]
    assert "escalate" not in names and "submit_report" not in names
    assert len(run.calls) == 9 + 7  # the sweep, then one new call a turn
    assert len({(n, str(a)) for n, a in run.calls}) == len(run.calls)  # never a repeat


def _tool_text(messages: list[dict[str, Any]]) -> str:
    return "\n".join(m["content"] for m in messages if m["role"] == "tool")


def _verify(report: dict[str, Any], messages: list[dict[str, Any]]) -> dict[str, Any]:
    prompt = (f"## Report\n{orjson.dumps(report).decode()}\n\n## Tool results\n"
              + _tool_text(messages))
    request = ChatRequest(model="verifier", messages=(Message("user", prompt),))
    return dict(orjson.loads(verifier(request).content))


async def test_fabricator_cites_lines_no_tool_returned_and_resubmits_when_sent_back(
        http: httpx.AsyncClient) -> None:
    incident = chain_incident()
    incident.fail = lambda name, args: "unverified" if name == "submit_report" else None
    run = await run_conversation(http, incident, model="fabricator", max_turns=5,
                                 interject=lambda t: "Gaps: evidence not found in any tool "
                                 "result." if t >= 3 else None)
    names = [n for n, _ in run.calls]
    assert names[:2] == ["query_logs", "list_deploys"] and set(names[2:]) == {"submit_report"}
    reports = [a for n, a in run.calls if n == "submit_report"]
    assert len(reports) == 3 and len({r["change_id"] for r in reports}) == 3
    for report in reports:
        assert report["change_id"] not in _tool_text(run.messages)
        verdict = _verify(report, run.messages)
        assert verdict["verdict"] == "unsupported"
        assert any("not found verbatim" in gap for gap in verdict["gaps"])


async def test_verifier_supports_the_investigators_report_and_catches_one_fake_line(
        http: httpx.AsyncClient) -> None:
    run = await run_conversation(http, chain_incident())
    report = run.last_call[1]
    assert _verify(report, run.messages) == {"verdict": "supported", "gaps": []}
    forged = {**report, "evidence": [*report["evidence"][:-1],
                                     report["evidence"][0].replace("502", "503")]}
    verdict = _verify(forged, run.messages)
    assert verdict["verdict"] == "unsupported" and len(verdict["gaps"]) == 1
    schema = {"type": "object", "properties": {"verdict": {"type": "string",
              "enum": ["supported", "unsupported"]}, "gaps": {"type": "array"},
              "reason": {"type": "string"}}}
    response = await http.post("/api/chat", json={
        "model": "verifier", "stream": False, "format": schema, "messages": [
            *run.messages[:-1], {"role": "user", "content": "Is the report supported?"}]})
    answer = orjson.loads(response.json()["message"]["content"])
    assert answer["verdict"] == "supported" and set(answer) == {"verdict", "gaps", "reason"}


async def test_summarizer_is_faithful_to_the_run(http: httpx.AsyncClient) -> None:
    run = await run_conversation(http, chain_incident())
    request = parse_chat(orjson.dumps({"model": "summarizer", "messages": run.messages}))
    text = summarizer(request.request).content
    assert text.startswith(SUMMARY_HEADER)
    for name, args in run.calls:
        assert f"- {name} {orjson.dumps(args).decode()} -> " in text
    assert orjson.dumps(chain_incident().deploys[1]).decode() in text  # dep-42, verbatim
    assert "(2×) 2026-11-30T02:04:30Z ERROR cart [http] price lookup failed" in text
    assert "Errors name: storefront -> cart, search; cart -> pricing" in text
    failing = chain_incident()
    failing.fail = lambda name, args: "timeout" if name == "list_config_changes" else None
    messages = (await run_conversation(http, failing)).messages
    wire = await http.post("/api/chat", json={"model": "summarizer", "messages": messages,
                                              "stream": False})
    assert "- timeout (2×): list_config_changes: timeout" in wire.json()["message"]["content"]


_message = st.builds(
    lambda role, content: {"role": role, "content": content},
    st.sampled_from(["system", "user", "assistant", "tool"]), st.text(max_size=80))


@given(st.lists(_message, min_size=1, max_size=6))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_summarizer_is_never_empty(messages: list[dict[str, Any]]) -> None:
    request = parse_chat(orjson.dumps({"model": "summarizer", "messages": messages})).request
    text = summarizer(request).content
    assert text.startswith(SUMMARY_HEADER) and len(text.splitlines()) >= 2


def _compact(messages: list[dict[str, Any]], keep: int, summary: str) -> list[dict[str, Any]]:
    """Older steps -> one summary message; the alert and the last `keep` turns stay verbatim."""
    turns = [i for i, m in enumerate(messages) if m["role"] == "assistant"]
    cut = turns[-keep]
    return [*messages[:2], {"role": "user", "content": summary}, *messages[cut:]]


async def _marathon(http: httpx.AsyncClient, compact_at: tuple[int, ...] = ()
                    ) -> tuple[list[tuple[str, dict[str, Any]]], list[dict[str, Any]], str]:
    incident = chain_incident()
    messages: list[dict[str, Any]] = [{"role": "system", "content": "You are on call."},
                                      {"role": "user", "content": first_message()}]
    calls: list[tuple[str, dict[str, Any]]] = []
    everything: list[dict[str, Any]] = []
    for turn in range(120):
        if turn in compact_at:
            older = messages[2:]
            summary = (await http.post("/api/chat", json={
                "model": "summarizer", "stream": False,
                "messages": [*messages[:2], *older]})).json()["message"]["content"]
            messages = _compact(messages, 3, summary)
        body = (await http.post("/api/chat", json={
            "model": "marathon", "messages": messages, "tools": TOOLS,
            "stream": False})).json()
        messages.append(body["message"])
        call = body["message"]["tool_calls"][0]["function"]
        calls.append((call["name"], call["arguments"]))
        if call["name"] in ("submit_report", "escalate"):
            return calls, everything, body["message"]["content"]
        result = {"role": "tool", "tool_name": call["name"],
                  "content": incident.answer(call["name"], call["arguments"])}
        messages.append(result)
        everything.append(result)
    raise AssertionError("the marathon never concluded")


async def test_marathon_is_long_distinct_and_correct(http: httpx.AsyncClient) -> None:
    calls, results, _ = await _marathon(http)
    assert len(calls) - 1 >= 40
    assert len({_key(n, a) for n, a in calls}) == len(calls)
    name, report = calls[-1]
    assert (name, report["service"], report["change_id"]) == ("submit_report", "pricing",
                                                              "dep-42")
    haystack = _tool_text(results)
    assert all(line in haystack or orjson.dumps(line).decode()[1:-1] in haystack
               for line in report["evidence"])


async def test_marathon_concludes_the_same_after_compaction(http: httpx.AsyncClient) -> None:
    plain, _, _ = await _marathon(http)
    compacted, results, _ = await _marathon(http, compact_at=(20, 45, 70))
    assert [n for n, _ in compacted] == [n for n, _ in plain], "same steps, none repeated"
    (name, report), (_, before) = compacted[-1], plain[-1]
    assert name == "submit_report"
    assert {k: report[k] for k in ("service", "change_id", "root_cause", "confidence")} == \
        {k: before[k] for k in ("service", "change_id", "root_cause", "confidence")}
    haystack = _tool_text(results)
    assert len(report["evidence"]) >= 4
    assert all(line in haystack or orjson.dumps(line).decode()[1:-1] in haystack
               for line in report["evidence"])


def test_marathon_accepts_a_hand_written_summary() -> None:
    from prodsim.scripted.policies import marathon
    from prodsim.scripted.policies.marathon import sequence
    from prodsim.scripted.policies.replay import Session

    chain = chain_incident()
    bare = parse_chat(orjson.dumps({"model": "marathon", "tools": TOOLS, "messages": [
        {"role": "user", "content": first_message()}]})).request
    session = Session(bare)
    assert session.alert.start is not None
    last = sequence(session, "storefront", session.alert.start)[-1]
    summary = "\n".join([
        SUMMARY_HEADER, "Error templates seen:",
        f"- (3×) {chain.logs['storefront'][1]}", f"- (2×) {chain.logs['cart'][1]}",
        f"- (2×) {chain.logs['pricing'][1]}",
        "Changes seen:", *(f"- {orjson.dumps(d).decode()}" for d in chain.deploys),
        "Tool calls:", f"- {last.name} {orjson.dumps(last.arguments).decode()} -> ok"])
    request = parse_chat(orjson.dumps({"model": "marathon", "tools": TOOLS, "messages": [
        {"role": "user", "content": first_message()},
        {"role": "user", "content": summary}]})).request
    reply = marathon(request)
    [call] = reply.tool_calls
    assert call == ToolCall("submit_report", call.arguments)
    assert (call.arguments["service"], call.arguments["change_id"]) == ("pricing", "dep-42")
