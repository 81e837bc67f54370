"""Compaction never erases the investigation; a cut prompt is caught, never taken as an answer."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import orjson
import pytest
from hypothesis import given
from hypothesis import strategies as st

from oncall.compaction import SUMMARY_HEADING, digest, plan
from oncall.config import ModelChoice, ModelRouting, Scenario
from oncall.runner import create_run, execute, with_agent_model, with_num_ctx
from oncall.sources.results import Change, Changes, LogLine, LogLines
from oncall.store import Store
from oncall.tools import ToolResult
from prodsim.scripted.chat import ChatRequest, Reply


def turn(i: int, n_tools: int) -> list[dict[str, Any]]:
    calls = [{"function": {"name": "query_logs", "arguments": {"service": f"s{i}-{j}"}}}
             for j in range(n_tools)]
    return [{"role": "assistant", "content": "", "tool_calls": calls},
            *({"role": "tool", "tool_name": "query_logs",
               "content": ToolResult(True, LogLines(f"s{i}", "", "", (LogLine(
                   f"2026-11-30T02:00:0{j}Z",
                   f"2026-11-30T02:00:0{j}Z ERROR s{i} call to payments failed"),), 1)
               ).content()}
              for j in range(n_tools))]


@given(st.lists(st.integers(0, 3), min_size=0, max_size=12), st.integers(1, 5))
def test_a_cut_never_separates_a_tool_call_from_its_result(tools_per_turn: list[int],
                                                           keep: int) -> None:
    messages: list[dict[str, Any]] = [{"role": "system", "content": "s"},
                                      {"role": "user", "content": "alert"}]
    for i, n in enumerate(tools_per_turn):
        messages += turn(i, n)
    cut = plan(messages, keep)
    if cut is None:
        assert sum(m["role"] == "assistant" for m in messages) <= keep
        return
    start, end = cut
    assert start == 2  # the system prompt and the alert stay verbatim
    assert messages[end]["role"] == "assistant"  # the kept tail starts with a whole turn
    assert sum(m["role"] == "assistant" for m in messages[end:]) == keep
    middle_calls = sum(len(m.get("tool_calls", [])) for m in messages[start:end])
    assert middle_calls == sum(m["role"] == "tool" for m in messages[start:end])


def test_the_digest_keeps_every_call_and_finding() -> None:
    middle = [*turn(0, 2), *turn(1, 1)]
    middle.append({"role": "tool", "tool_name": "list_deploys", "content": ToolResult(
        True, Changes((Change("dep-abc123", "deploy", "payments", "2026-11-30T02:00:00Z"),),
                      ("deploy",))).content()})
    middle.append({"role": "tool", "tool_name": "get_metrics", "content": orjson.dumps(
        {"ok": False, "error": "http_503", "message": "down"}).decode()})
    text = digest(middle, ["payments", "orders"])
    assert text.count("query_logs {") == 3
    assert "dep-abc123" in text and "http_503" in text
    assert "Services named in those lines: payments" in text
    # An earlier summary is carried over whole into the next one.
    again = digest([{"role": "user", "content": f"{SUMMARY_HEADING}\n{text}"}], [])
    assert text in again


def marathon_scenario(scenario: Scenario, num_ctx: int = 8192) -> Scenario:
    """A long, legitimate investigation: more calls than the baseline budget allows."""
    long = with_num_ctx(with_agent_model(scenario, "scripted:marathon"), num_ctx)
    return replace(long, profile=str(LONG_PROFILE))


LONG_PROFILE = Path(__file__).parent / "long.yaml"


async def test_a_marathon_on_a_small_context_compacts_and_still_resolves(
        store: Store, scenario: Scenario) -> None:
    result = await execute(store, await create_run(store, marathon_scenario(scenario)))
    assert (result.outcome, result.correct) == ("resolved", True)
    assert result.model_calls >= 30 and result.compactions >= 2 and result.truncations == 0
    ledger = await store.ledger(result.run_id)
    assert max(r.prompt_tokens for r in ledger) < 8192  # never past the budget
    events = await store.events(result.run_id)
    compactions = [e.payload for e in events if e.kind == "compaction"]
    assert all(c["tokens_after"] < c["tokens_before"] for c in compactions)
    assert all(c["path"] == "digest" and "Tool calls (" in c["summary"] for c in compactions)
    # The log keeps everything the compacted view dropped.
    assert sum(e.kind == "tool_call" for e in events) >= 35
    # Exactly one human message: the alert. The trap of seed 000 never empties the window.
    context = next(e.payload for e in events if e.kind == "context")
    assert [m["role"] for m in context["messages"]] == ["system", "user"]


def concise(request: ChatRequest) -> Reply:
    """A summarizer that keeps the digest's lines about changes and errors, and little else."""
    text = request.messages[-1].content
    keep = [line for line in text.splitlines() if "dep-" in line or " ERROR " in line]
    return Reply(content="Summary of the earlier steps.\n" + "\n".join(dict.fromkeys(keep)))


async def test_a_real_summary_is_used_and_a_failed_summarizer_falls_back_to_the_digest(
        store: Store, scenario: Scenario, monkeypatch: pytest.MonkeyPatch) -> None:
    from oncall.models import ModelServers

    servers = ModelServers({"concise": concise})
    sc = marathon_scenario(scenario)
    roles = {**sc.models.roles, "summarizer": ModelChoice("scripted:concise", {"num_ctx": 8192})}
    run_id = await create_run(store, replace(sc, models=ModelRouting(roles, {})),
                              servers=servers)
    result = await execute(store, run_id, servers=servers)
    assert (result.outcome, result.correct) == ("resolved", True)
    paths = [e.payload["path"] for e in await store.events(run_id) if e.kind == "compaction"]
    assert "summarizer" in paths
    assert "summarizer" in {r.role for r in await store.ledger(run_id)}

    monkeypatch.setenv("OLLAMA_HOST", "127.0.0.1:1")
    roles = {**sc.models.roles, "summarizer": ModelChoice("ollama:qwen3:1.7b",
                                                          {"num_ctx": 8192})}
    dead = await execute(store, await create_run(store, replace(
        sc, models=ModelRouting(roles, {}))))
    assert (dead.outcome, dead.correct) == ("resolved", True)
    compactions = [e.payload for e in await store.events(dead.run_id)
                   if e.kind == "compaction"]
    assert compactions and all(c["path"] == "digest" for c in compactions)
    assert all("ollama serve" in c["summarizer_error"] for c in compactions)


async def test_a_cut_prompt_is_a_truncation_event_then_a_retry(store: Store,
                                                               scenario: Scenario) -> None:
    once = await execute(store, await create_run(
        store, with_agent_model(scenario, "scripted:investigator?fault=truncate-once")))
    assert (once.outcome, once.correct, once.truncations) == ("resolved", True, 1)
    rows = [r for r in await store.ledger(once.run_id) if r.step == 1]
    assert len(rows) == 2  # the cut call was paid for too: it is in the ledger

    always = await execute(store, await create_run(
        store, with_agent_model(scenario, "scripted:investigator?fault=truncate-always")))
    assert always.outcome == "failed" and always.truncations == 2
    assert always.error is not None and "cut the prompt" in always.error


class Crash(BaseException):
    pass


async def test_a_resume_rebuilds_the_same_compacted_view(tmp_path: Path,
                                                         scenario: Scenario) -> None:
    """Compaction changes what is sent, never the log; a resumed run replays it and sends
    byte-identical requests (each logged model call's sha256 must match, or resume fails)."""
    from collections.abc import Sequence

    from oncall.store import Event, NewEvent

    class CrashAfterSecondCompaction(Store):
        seen = 0

        async def append(self, run_id: str, events: Sequence[NewEvent]) -> list[Event]:
            out = await super().append(run_id, events)
            CrashAfterSecondCompaction.seen += sum(e.kind == "compaction" for e in events)
            if CrashAfterSecondCompaction.seen == 2 and any(e.kind == "compaction"
                                                            for e in events):
                raise Crash
            return out

    db = tmp_path / "c.db"
    sc = marathon_scenario(scenario)
    async with await CrashAfterSecondCompaction.open(db) as crashing:
        run_id = await create_run(crashing, sc)
        with pytest.raises(Crash):
            await execute(crashing, run_id)
    async with await Store.open(db) as store:
        result = await execute(store, run_id)
        events = await store.events(run_id)
        ledger = await store.ledger(run_id)
    assert (result.outcome, result.correct, result.attempts) == ("resolved", True, 2)
    summaries = [e.payload["summary"] for e in events if e.kind == "compaction"]
    assert len(summaries) == len(set(summaries)) == result.compactions >= 2
    assert len({(r.step, r.role) for r in ledger}) == len(ledger)
