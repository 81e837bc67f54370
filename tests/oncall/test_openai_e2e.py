"""Whole investigations over the OpenAI protocol: the scripted server's `/v1`, in-process and
on a loopback port, across protocols by role, and the overflow path."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import loopback
import pytest

import prodsim
from oncall.config import ModelChoice, ModelRouting, Scenario, load_scenario
from oncall.models import ModelServers
from oncall.runner import RunResult, create_run, execute, with_agent_model
from oncall.store import Store
from prodsim.scripted import create_app

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted((ROOT / "scenarios").glob("*.yaml"))


async def run(store: Store, scenario: Scenario, **kw: Any) -> RunResult:
    app = prodsim.create_app(scenario.incident, seed=scenario.seed)
    servers = ModelServers()
    run_id = await create_run(store, scenario, servers=servers, **kw)
    try:
        return await execute(store, run_id, servers=servers, prodsim_app=app)
    finally:
        await servers.aclose()


def serving() -> Any:
    """The scripted server (both protocols) on a free loopback port."""
    return loopback.serving(create_app())


def _unkeyed(report: Any) -> Any:
    """A report with redaction placeholders unkeyed (their keys are per run)."""
    return re.sub(r"(\[REDACTED:[\w-]+)#[0-9a-f]+\]", r"\1]", str(report))


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
async def test_every_incident_ends_the_same_over_either_protocol(store: Store,
                                                                 path: Path) -> None:
    scenario = load_scenario(path)
    native = await run(store, with_agent_model(scenario, "scripted:investigator"))
    openai = await run(store, with_agent_model(scenario,
                                               "scripted:investigator?protocol=openai"))
    assert openai.correct is True and native.correct is True
    assert (openai.outcome, _unkeyed(openai.report), openai.model_calls) == (
        native.outcome, _unkeyed(native.report), native.model_calls)
    assert openai.quirks == {} and openai.truncations == 0


async def test_openai_specs_reach_a_real_loopback_server(store: Store,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    monkeypatch.setenv("ONCALL_TEST_KEY", "sk-never-logged-0123")
    async with serving() as port:
        monkeypatch.setenv("OPENAI_BASE_URL", f"http://127.0.0.1:{port}/v1")
        for path in SCENARIOS:
            scenario = load_scenario(path)
            agent = replace(scenario.models.roles["agent"], spec="openai:investigator",
                            api_key_env="ONCALL_TEST_KEY")
            result = await run(store, replace(scenario, models=ModelRouting({"agent": agent})))
            assert result.correct is True, (path.stem, result.outcome, result.error)
            ledger = await store.ledger(result.run_id)
            assert len(ledger) == result.model_calls
            assert all(r.prompt_tokens > 0 for r in ledger)
    for row in await store.runs():
        assert all("sk-never-logged" not in str(e.payload)
                   for e in await store.events(row.run_id))


async def test_roles_route_across_protocols(store: Store, scenario: Scenario) -> None:
    """An agent on an OpenAI server, its judge and verifier on Ollama's protocol."""
    agent = replace(scenario.models.roles["agent"], spec="scripted:investigator?protocol=openai")
    routing = ModelRouting({"agent": agent,
                            "judge": ModelChoice("scripted:judge", {"num_ctx": 4096}),
                            "verifier": ModelChoice("scripted:verifier?protocol=openai",
                                                    {"num_ctx": 4096})})
    result = await run(store, replace(scenario, models=routing), profile="judged")
    assert result.outcome == "resolved" and result.correct is True
    roles = {r.role for r in await store.ledger(result.run_id)}
    assert {"agent", "judge"} <= roles


async def test_an_overflow_is_compacted_and_retried_once(store: Store,
                                                         scenario: Scenario) -> None:
    result = await run(store, with_agent_model(
        scenario, "scripted:investigator?protocol=openai&fault=overflow-once"))
    assert result.outcome == "resolved" and result.correct is True
    events = await store.events(result.run_id)
    cuts = [e for e in events if e.kind == "truncation"]
    assert [c.payload["cause"] for c in cuts] == ["overflow"] and result.truncations == 1
    assert "exceeds the available context size" in cuts[0].payload["error"]
    # The first prompt has nothing to compact yet: that is an event too, then the retry.
    after = [e.kind for e in events if e.seq > cuts[0].seq][:2]
    assert after == ["context_full", "model_call"]
    failed = [e.payload for e in events if e.kind == "model_call" and e.payload.get("overflow")]
    assert len(failed) == 1 and not failed[0]["ok"]


async def test_an_overflow_later_forces_a_compaction(store: Store, scenario: Scenario) -> None:
    result = await run(store, with_agent_model(
        scenario, "scripted:investigator?protocol=openai&fault=overflow-every-4"))
    events = await store.events(result.run_id)
    cut = next(e for e in events if e.kind == "truncation")
    assert cut.payload["cause"] == "overflow" and cut.step == 4
    compaction = next(e for e in events if e.seq > cut.seq and e.kind == "compaction")
    assert compaction.payload["forced"] and compaction.step == 4
    assert any(e.kind == "model_call" and e.payload["_key"] == "agent:retry" and e.step == 4
               and e.payload["ok"] for e in events)


async def test_an_overflow_twice_fails_with_the_fix_and_resumes_without_a_request(
        store: Store, scenario: Scenario) -> None:
    spec = "scripted:investigator?protocol=openai&fault=overflow-always"
    first = await run(store, with_agent_model(scenario, spec))
    assert first.outcome == "failed"
    assert first.error is not None and "overflows the server's context" in first.error
    again = await execute(store, first.run_id, servers=ModelServers(),
                          prodsim_app=prodsim.create_app(scenario.incident, seed=scenario.seed))
    assert again.outcome == "failed" and again.attempts == 2
    calls = [e for e in await store.events(first.run_id) if e.kind == "model_call"]
    assert len(calls) == 2, "the logged overflows were replayed, not requested again"
