"""The loop end to end: the real runtime against prodsim and the scripted Ollama server."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

import orjson
import pytest

import prodsim
from oncall.config import Scenario
from oncall.models import ModelServers
from oncall.runner import RunResult, create_run, execute, with_agent_model
from oncall.store import Store
from prodsim.scripted.chat import ChatRequest, Reply, ToolCall


def tool_requests(app: Any) -> list[tuple[str, str]]:
    """What prodsim saw on the wire from the agent's tools (the bootstrap reads excluded)."""
    return [(r.path, orjson.dumps(dict(sorted(r.params.items()))).decode())
            for r in app.request_log]


async def run(store: Store, scenario: Scenario, **kw: Any) -> tuple[RunResult, Any]:
    app = prodsim.create_app(scenario.incident, seed=scenario.seed)
    servers = kw.pop("servers", None) or ModelServers()
    run_id = await create_run(store, scenario, servers=servers, **kw)
    result = await execute(store, run_id, servers=servers, prodsim_app=app)
    await servers.aclose()
    return result, app


async def test_the_investigator_resolves_checkout_payments_deploy_correctly(
        store: Store, scenario: Scenario) -> None:
    result, app = await run(store, scenario)
    assert result.outcome == "resolved", result
    assert result.correct is True
    assert result.report is not None and result.report["service"] == "payments"
    ledger = await store.ledger(result.run_id)
    assert len(ledger) == result.model_calls >= 3
    assert sum(r.prompt_tokens for r in ledger) == result.prompt_tokens > 0
    assert all(r.role == "agent" and r.attempt == 1 for r in ledger)
    # Every tool call of the run reached prodsim once, and the log holds what it returned.
    events = await store.events(result.run_id)
    tool_events = [e for e in events if e.kind == "tool_call"]
    assert len(tool_requests(app)) == len([e for e in tool_events
                                           if e.payload["name"] not in ("submit_report",
                                                                        "escalate")])
    row = await store.run(result.run_id)
    assert (row.status, row.attempts) == ("resolved", 1)
    # Each folded log result is an event saying what the fold did.
    folds = [e.payload for e in events if e.kind == "fold"]
    assert folds and all(f["tool"] == "query_logs" and f["tokens_out"] < f["tokens_in"]
                         for f in folds)


async def test_the_looper_is_stopped_by_the_model_call_budget(store: Store,
                                                              scenario: Scenario) -> None:
    result, app = await run(store, with_agent_model(scenario, "scripted:looper"))
    assert result.outcome == "stopped_by_guard"
    assert result.model_calls == 40  # the baseline budget, spent in full
    seen = tool_requests(app)  # prodsim's own log: one identical request per model call
    assert len(seen) == 40 and len(set(seen)) == 1
    guard = [e for e in await store.events(result.run_id) if e.kind == "guard"]
    assert len(guard) == 1 and guard[0].payload["guard"] == "max_model_calls"
    assert result.correct is False


async def test_a_profile_file_sets_the_budget(store: Store, scenario: Scenario,
                                              tmp_path: Path) -> None:
    profile = tmp_path / "tight.yaml"
    profile.write_text("name: tight\nguards: {budget: {max_model_calls: 3}}\n")
    result, _ = await run(store, with_agent_model(scenario, "scripted:looper"),
                          profile=str(profile))
    assert (result.outcome, result.model_calls) == ("stopped_by_guard", 3)


def _bad_then_good(request: ChatRequest) -> Reply:
    """A model that first sends arguments of the wrong type, then reads the error and
    escalates: the error must reach it as a tool result and the run must go on."""
    tool_results = [m for m in request.messages if m.role == "tool"]
    if not tool_results:
        return Reply(content="", tool_calls=(ToolCall("query_logs", {"service": 42}),))
    error = orjson.loads(tool_results[-1].content)
    return Reply(content="", tool_calls=(ToolCall("escalate", {
        "reason": f"my first call failed: {error['message']}", "evidence": ["none"]}),))


async def test_invalid_tool_arguments_go_back_to_the_model_and_the_run_continues(
        store: Store, scenario: Scenario) -> None:
    servers = ModelServers({"badargs": _bad_then_good})
    result, app = await run(store, with_agent_model(scenario, "scripted:badargs"),
                            servers=servers)
    assert result.outcome == "escalated"
    assert result.escalation is not None
    assert "'service' must be string" in result.escalation["reason"]
    assert tool_requests(app) == []  # the bad call never reached production
    calls = [e for e in await store.events(result.run_id) if e.kind == "tool_call"]
    assert calls[0].payload["error"] == "invalid_arguments"


async def test_many_runs_share_one_process_and_one_database(store: Store,
                                                            scenario: Scenario) -> None:
    import asyncio

    servers = ModelServers()
    ids = [await create_run(store, scenario, servers=servers) for _ in range(12)]
    results = await asyncio.gather(*(execute(store, i, servers=servers) for i in ids))
    await servers.aclose()
    assert Counter(r.outcome for r in results) == {"resolved": 12}
    reports: list[Mapping[str, Any] | None] = [r.report for r in results]
    assert all(r == reports[0] for r in reports)  # same incident + seed: same answer


async def test_an_unknown_model_is_a_clear_error_before_any_run(store: Store,
                                                                scenario: Scenario) -> None:
    from oncall.errors import ConfigError

    with pytest.raises(ConfigError, match="no scripted policy 'nosuch'"):
        await create_run(store, with_agent_model(scenario, "scripted:nosuch"))
    assert await store.runs() == []
    with pytest.raises(ConfigError, match="expected ollama:NAME"):
        with_agent_model(scenario, "qwen3")


async def test_an_unreachable_model_server_fails_the_run_with_the_fix_and_keeps_the_log(
        store: Store, scenario: Scenario, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OLLAMA_HOST", "127.0.0.1:1")
    result, _ = await run(store, with_agent_model(scenario, "ollama:qwen3:8b"))
    assert result.outcome == "failed"
    assert result.error is not None and "ollama serve" in result.error
    row = await store.run(result.run_id)
    assert row.status == "failed"
    kinds = [e.kind for e in await store.events(result.run_id)]
    assert kinds[:2] == ["run_started", "context"] and kinds[-1] == "run_finished"


async def test_an_unreachable_production_is_a_tool_error_naming_it(
        store: Store, scenario: Scenario) -> None:
    sc = replace(scenario, prodsim_url="http://127.0.0.1:1")
    run_id = await create_run(store, sc)
    result = await execute(store, run_id)
    assert result.outcome == "escalated"
    calls = [e.payload for e in await store.events(run_id) if e.kind == "tool_call"]
    failed = [c for c in calls if c["name"] == "query_logs"]
    assert failed and all(c["error"] == "unreachable" for c in failed)
    assert "http://127.0.0.1:1/loki/api/v1/query_range: unreachable" in failed[0]["content"]


async def test_phase_routing_is_configuration_and_each_switch_is_an_event(
        store: Store, scenario: Scenario) -> None:
    from oncall.config import ModelChoice, ModelRouting

    routing = ModelRouting(
        {"agent": ModelChoice("scripted:investigator", {"num_ctx": 65536})},
        {"planning": ModelChoice("scripted:investigator?delay=0.001", {"num_ctx": 4096})})
    result, _ = await run(store, replace(scenario, models=routing))
    assert result.outcome == "resolved"
    events = await store.events(result.run_id)
    phases = [(e.step, e.payload["phase"], e.payload["model"]) for e in events
              if e.kind == "phase"]
    assert phases == [(1, "planning", "scripted:investigator?delay=0.001"),
                      (2, "investigating", "scripted:investigator")]
    calls = [e.payload["request"] for e in events if e.kind == "model_call"]
    assert calls[0]["options"]["num_ctx"] == 4096
    # 65536 asked, but /api/show says the model has 32768: never more than the model has.
    assert {c["options"]["num_ctx"] for c in calls[1:]} == {32768}
    infos = [e.payload for e in events if e.kind == "model_info"]
    assert [i["context_length"] for i in infos] == [32768, 32768]


class _DiesAfterStep(Store):
    """A real store that dies once step 2's tool results have committed, as a kill -9 would."""

    async def append(self, run_id: str, events: Any) -> Any:
        appended = await super().append(run_id, events)
        if any(e.kind == "tool_call" and e.step == 2 for e in appended):
            raise _Died
        return appended


class _Died(BaseException):
    pass


@pytest.mark.parametrize(("model", "profile", "outcome"), [
    ("scripted:surveyor", None, "escalated"),
    ("scripted:looper", None, "stopped_by_guard"),
    ("scripted:looper", "guarded", "stopped_by_guard"),
])
async def test_the_handoff_is_rendered_from_the_log_as_the_database_holds_it(
        tmp_path: Path, scenario: Scenario, model: str, profile: str | None,
        outcome: str) -> None:
    """`execute` renders the handoff from the events its journal holds in memory; that must
    be the page `oncall handoff RUN` renders from the database, for a fresh run and for one
    resumed after a crash (whose journal starts from the log it read)."""
    from oncall.handoff import render_handoff

    scenario = with_agent_model(scenario, model)
    app = prodsim.create_app(scenario.incident, seed=scenario.seed)
    async with await Store.open(tmp_path / "fresh.db") as store:
        result, _ = await run(store, scenario, profile=profile)
        assert result.outcome == outcome and result.handoff is not None
        assert result.handoff == render_handoff(await store.events(result.run_id))
    servers = ModelServers()
    async with await _DiesAfterStep.open(tmp_path / "resumed.db") as dying:
        run_id = await create_run(dying, scenario, servers=servers, profile=profile)
        with pytest.raises(_Died):
            await execute(dying, run_id, servers=servers, prodsim_app=app)
    async with await Store.open(tmp_path / "resumed.db") as store:
        resumed = await execute(store, run_id, servers=servers, prodsim_app=app)
        assert (resumed.outcome, resumed.attempts) == (outcome, 2)
        assert resumed.handoff == render_handoff(await store.events(run_id))
    await servers.aclose()
