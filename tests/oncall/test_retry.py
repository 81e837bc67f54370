"""Retries: separate tables for models and tools, innermost, on an injected clock."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

import prodsim
from oncall.config import Scenario
from oncall.errors import ModelError, ModelNotFound
from oncall.retry import Backoff, ToolFailure, model_policy, tool_policy
from oncall.runner import create_run, execute, with_agent_model
from oncall.store import Store

BACKOFF = Backoff(max_retries=3, first_delay=1.0, factor=2.0, cap=3.0)


def test_model_failures_by_table() -> None:
    policy = model_policy(BACKOFF, random.Random(0))
    crash = ModelError("runner crashed", status=500, transient=True)
    delays = [policy(n, crash) for n in (1, 2, 3)]
    assert all(d is not None for d in delays)
    assert 0.5 <= delays[0] <= 1.0 and 1.0 <= delays[1] <= 2.0 and 1.5 <= delays[2] <= 3.0
    assert policy(4, crash) is None  # three retries, then the error stands
    assert policy(1, ModelNotFound("no such model", status=404)) is None
    assert policy(1, ModelError("bad request", status=400)) is None


def test_tool_failures_by_table() -> None:
    policy = tool_policy(BACKOFF, random.Random(0))
    assert policy(1, ToolFailure("http_429", retry_after=2.5)) == 2.5
    assert policy(1, ToolFailure("http_429", retry_after=600)) == 3.0  # capped
    for transient in ("http_500", "http_502", "http_503", "http_504", "timeout", "unreachable"):
        assert policy(1, ToolFailure(transient)) is not None
    for final in ("http_400", "http_403", "http_404", "invalid_arguments", "refused"):
        assert policy(1, ToolFailure(final)) is None


class Clock:
    """A fake sleep: records the delays and returns at once."""

    def __init__(self) -> None:
        self.slept: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.slept.append(seconds)


async def test_a_crashing_model_is_retried_innermost(store: Store, scenario: Scenario) -> None:
    clock = Clock()
    sc = with_agent_model(scenario, "scripted:investigator?fault=crash-first-2")
    result = await execute(store, await create_run(store, sc), sleep=clock)
    assert (result.outcome, result.correct) == ("resolved", True)
    ledger = await store.ledger(result.run_id)
    assert [r.attempt for r in ledger][:2] == [3, 1]  # one row for step 1, three tries
    assert len({r.step for r in ledger}) == len(ledger)
    retries = [e.payload for e in await store.events(result.run_id) if e.kind == "retry"]
    assert [r["attempt"] for r in retries] == [1, 2]
    assert "runner process has terminated" in retries[0]["error"]
    assert len(clock.slept) == 2 and clock.slept[1] >= clock.slept[0] * 0.5


async def test_a_model_that_keeps_failing_fails_the_run_with_the_log_intact(
        store: Store, scenario: Scenario) -> None:
    clock = Clock()
    sc = with_agent_model(scenario, "scripted:investigator?fault=stopped-always")
    result = await execute(store, await create_run(store, sc), sleep=clock)
    assert result.outcome == "failed" and "unexpectedly stopped" in (result.error or "")
    [row] = await store.ledger(result.run_id)
    assert (row.ok, row.attempt) == (False, 4) and len(clock.slept) == 3
    assert (await store.run(result.run_id)).status == "failed"


async def test_persistent_throttling_switches_to_the_fallback_model(
        store: Store, scenario: Scenario) -> None:
    sc = with_agent_model(scenario, "scripted:investigator?fault=busy-always")
    agent = replace(sc.models.roles["agent"], fallback="scripted:investigator")
    sc = replace(sc, models=replace(sc.models, roles={**sc.models.roles, "agent": agent}))
    result = await execute(store, await create_run(store, sc), sleep=Clock())
    assert (result.outcome, result.correct) == ("resolved", True)
    events = await store.events(result.run_id)
    switches = [e.payload for e in events if e.kind == "fallback"]
    assert switches and switches[0]["to"] == "scripted:investigator"


async def test_tools_follow_their_table_on_the_wire(store: Store, scenario: Scenario) -> None:
    clock = Clock()
    faults: list[dict[str, Any]] = [
        {"path": "/loki/api/v1/query_range", "status": 503, "first": 1},
        {"path": "/changes", "status": 429, "retry_after": 2, "first": 1},
        {"path": "/runbooks/*", "status": 403, "every": 1},
    ]
    app = prodsim.create_app(scenario.incident, seed=scenario.seed, faults=faults)
    result = await execute(store, await create_run(store, scenario), prodsim_app=app,
                           sleep=clock)
    assert result.outcome == "resolved"
    wire = [(r.path, r.status) for r in app.request_log]
    assert wire.count(("/loki/api/v1/query_range", 503)) == 1  # retried once, then answered
    assert ("/changes", 429) in wire
    runbooks = [w for w in wire if w[0].startswith("/runbooks/")]
    assert runbooks == [("/runbooks/payments.md", 403)]  # 403: never retried
    assert clock.slept[-1] == 2.0  # Retry-After honoured, not the backoff
    retries = [e.payload for e in await store.events(result.run_id) if e.kind == "retry"]
    assert [r["error"] for r in retries] == ["http_503", "http_429"]


@pytest.mark.parametrize("status", [400, 404])
async def test_client_errors_go_straight_back_to_the_model(store: Store, scenario: Scenario,
                                                           status: int) -> None:
    app = prodsim.create_app(scenario.incident, seed=scenario.seed,
                             faults=[{"path": "/changes", "status": status,
                                      "every": 1}])
    clock = Clock()
    result = await execute(store, await create_run(store, scenario), prodsim_app=app,
                           sleep=clock)
    events = await store.events(result.run_id)
    asked = [e for e in events if e.kind == "tool_call"
             and e.payload["name"] in ("list_deploys", "list_config_changes",
                                       "list_flag_changes")]
    # Every request on the wire is a call the model made; the harness retried none.
    assert [r.status for r in app.request_log if r.path == "/changes"] == \
        [status] * len(asked)
    assert all(e.payload["error"] == f"http_{status}" for e in asked)
    assert clock.slept == [] and not [e for e in events if e.kind == "retry"]
