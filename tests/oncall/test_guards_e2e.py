"""Guards in the real loop: the loop trap caught in a few steps, reports checked, pages sent."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

import prodsim
from oncall.config import Scenario
from oncall.models import ModelServers
from oncall.runner import RunResult, create_run, execute, with_agent_model
from oncall.store import Event, NewEvent, Store
from prodsim.scripted.chat import ChatRequest, Reply, ToolCall


async def run(store: Store, scenario: Scenario, profile: str,
              servers: ModelServers | None = None) -> tuple[RunResult, Any]:
    app = prodsim.create_app(scenario.incident, seed=scenario.seed)
    servers = servers or ModelServers()
    run_id = await create_run(store, scenario, profile=profile, servers=servers)
    result = await execute(store, run_id, servers=servers, prodsim_app=app)
    await servers.aclose()
    return result, app


def api_calls(app: Any) -> list[str]:
    return [r.path for r in app.request_log if r.path != "/auth/token"]


async def test_the_looper_is_stopped_within_three_calls_of_its_first_repeat(
        store: Store, scenario: Scenario) -> None:
    guarded, app = await run(store, with_agent_model(scenario, "scripted:looper"), "guarded")
    assert guarded.outcome == "stopped_by_guard"
    assert guarded.stopped_by == "progress:heuristic"
    assert (guarded.nudges, guarded.refusals) == (1, 3)
    first_repeat = 2  # its first call is at step 1, the same call again at step 2
    assert guarded.model_calls <= first_repeat + 3
    # the repeats never reached production
    assert api_calls(app) == ["/prometheus/api/v1/query_range"]
    assert guarded.handoff is not None and "# Handoff" in guarded.handoff
    assert "progress:heuristic" in guarded.handoff

    baseline, app = await run(store, with_agent_model(scenario, "scripted:looper"), "baseline")
    assert (baseline.outcome, baseline.model_calls) == ("stopped_by_guard", 40)
    assert len(api_calls(app)) == 40
    assert baseline.prompt_tokens > 10 * guarded.prompt_tokens


async def test_the_investigator_is_never_nudged_and_resolves_under_guarded(
        store: Store, scenario: Scenario) -> None:
    result, _ = await run(store, scenario, "guarded")
    assert (result.outcome, result.correct) == ("resolved", True)
    assert (result.nudges, result.refusals, result.stopped_by) == (0, 0, None)
    assert result.handoff is None
    kinds = [e.kind for e in await store.events(result.run_id)]
    assert kinds.count("detector") == result.model_calls - 1  # scored before every later call


def fabricator(request: ChatRequest) -> Reply:
    """Submits a report whose evidence never appeared, again and again."""
    return Reply(tool_calls=(ToolCall("submit_report", {
        "root_cause": "the cache is cold", "service": "catalog", "change_id": "dep-000000",
        "evidence": ["ERROR catalog cache exploded"], "confidence": 0.99}),))


async def test_an_unsupported_report_is_sent_back_then_escalated(store: Store,
                                                                 scenario: Scenario) -> None:
    servers = ModelServers({"fab": fabricator})
    result, _ = await run(store, with_agent_model(scenario, "scripted:fab"), "guarded", servers)
    assert result.outcome == "escalated" and result.stopped_by == "verification"
    assert result.report is None and result.correct is False
    assert result.model_calls == 3  # two reports sent back, the third ends in a page
    calls = [e.payload for e in await store.events(result.run_id) if e.kind == "tool_call"]
    assert [c["error"] for c in calls] == ["unverified"] * 3
    assert "does not appear in any tool result" in calls[0]["content"]
    assert result.handoff is not None and "the cache is cold" in result.handoff


class Crash(BaseException):
    pass


class CrashAfterNudge(Store):
    async def append(self, run_id: str, events: Sequence[NewEvent]) -> list[Event]:
        appended = await super().append(run_id, events)
        if any(e.kind == "nudge" for e in events):
            raise Crash
        return appended


async def test_a_resume_between_the_nudge_and_the_stop_grants_no_second_nudge(
        tmp_path: Path, scenario: Scenario) -> None:
    db = tmp_path / "n.db"
    looper = with_agent_model(scenario, "scripted:looper")
    async with await CrashAfterNudge.open(db) as crashing:
        run_id = await create_run(crashing, looper, profile="guarded")
        with pytest.raises(Crash):
            await execute(crashing, run_id)
    async with await Store.open(db) as store:
        result = await execute(store, run_id)
        kinds = [e.kind for e in await store.events(run_id)]
    assert result.outcome == "stopped_by_guard" and result.attempts == 2
    assert kinds.count("nudge") == 1 and result.nudges == 1


SEEN: list[list[str]] = []


def same_error_thrice(request: ChatRequest) -> Reply:
    """Asks a dead endpoint three different questions, then gives up; records what it read."""
    SEEN.append([m.content for m in request.messages if m.role == "tool"])
    asked = sum(len(m.tool_calls) for m in request.messages if m.role == "assistant")
    if asked < 3:
        metric = ["error_rate", "cpu", "memory_mb"][asked]
        return Reply(tool_calls=(ToolCall("get_metrics", {"service": "checkout",
                                                          "metric": metric}),))
    return Reply(tool_calls=(ToolCall("escalate", {"reason": "metrics down",
                                                   "evidence": ["x"]}),))


async def test_repeated_identical_failures_are_collapsed_for_the_model(
        store: Store, scenario: Scenario) -> None:
    SEEN.clear()
    servers = ModelServers({"same": same_error_thrice})
    sc = with_agent_model(scenario, "scripted:same")
    app = prodsim.create_app(sc.incident, seed=sc.seed,
                             faults=[{"path": "/prometheus/api/v1/query_range", "status": 404,
                                      "every": 1}])
    run_id = await create_run(store, sc, servers=servers)
    result = await execute(store, run_id, servers=servers, prodsim_app=app)
    await servers.aclose()
    logged = [e.payload["content"] for e in await store.events(result.run_id)
              if e.kind == "tool_call"][:3]
    assert len(set(logged)) == 1  # the log keeps every full result
    first, second, third = SEEN[-1]  # what the model read before it escalated
    assert first == logged[0]
    assert "the same failure as at step 1 (2 times now)" in second
    assert "(3 times now)" in third and len(third) < len(first) + 40


def doubting_verifier(request: ChatRequest) -> Reply:
    """A verifier model that never believes a report."""
    return Reply(content='{"verdict": "unsupported", "gaps": ["the rollback is not shown"]}')


async def test_a_verifier_model_can_send_a_report_back_and_fails_open(
        store: Store, scenario: Scenario, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    from oncall.config import ModelChoice, ModelRouting

    profile = tmp_path / "verified.yaml"
    profile.write_text("name: verified\nguards:\n  verification: {enabled: true, "
                       "max_rejections: 1, verifier: true}\n")

    def with_verifier(spec: str) -> Scenario:
        roles = {**scenario.models.roles, "verifier": ModelChoice(spec, {"num_ctx": 8192})}
        return replace(scenario, models=ModelRouting(roles, {}))

    agrees, _ = await run(store, with_verifier("scripted:verifier"), str(profile))
    assert (agrees.outcome, agrees.correct) == ("resolved", True)
    assert "verifier" in {r.role for r in await store.ledger(agrees.run_id)}
    said = [e.payload for e in await store.events(agrees.run_id) if e.kind == "verifier"]
    assert [s["verdict"] for s in said] == ["supported"]

    servers = ModelServers({"doubter": doubting_verifier})
    doubted, _ = await run(store, with_verifier("scripted:doubter"), str(profile), servers)
    # Sent back with the verifier's gap, the investigator pages a human instead of insisting.
    assert doubted.outcome == "escalated" and doubted.report is None
    calls = [e.payload for e in await store.events(doubted.run_id) if e.kind == "tool_call"
             and e.payload["name"] == "submit_report"]
    assert "the rollback is not shown" in calls[0]["content"]

    monkeypatch.setenv("OLLAMA_HOST", "127.0.0.1:1")
    down, _ = await run(store, with_verifier("ollama:qwen3:1.7b"), str(profile))
    assert (down.outcome, down.correct) == ("resolved", True)  # fails open, and says so
    said = [e.payload for e in await store.events(down.run_id) if e.kind == "verifier"]
    assert said and said[0]["fails_open"] and "ollama serve" in said[0]["problem"]
