"""Circuit breakers: a failing tool stops receiving requests, for every run on the database."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import prodsim
from oncall.config import CircuitGuard, Scenario
from oncall.guards.circuit import Circuit, admit, load, record
from oncall.models import ModelServers
from oncall.runner import create_run, execute, with_agent_model
from oncall.store import Store
from prodsim.scripted.chat import ChatRequest, Reply, ToolCall

CFG = CircuitGuard(True, failure_threshold=3, recovery_s=60.0)


def oncall_cli(*args: str) -> str:
    return subprocess.run([sys.executable, "-m", "oncall", *args], capture_output=True,
                          text=True, check=True).stdout


def test_the_breaker_opens_probes_and_closes() -> None:
    c = Circuit("get_metrics")
    for i in range(2):
        c, t = record(c, "http_503", float(i), CFG)
        assert c.state == "closed" and t is None
    c, t = record(c, "http_503", 2.0, CFG)
    assert c.state == "open" and t is not None and t.to_state == "open"
    assert admit(c, 30.0, CFG)[0] is False  # still recovering
    allowed, c, t = admit(c, 62.0, CFG)
    assert allowed and c.state == "half_open" and t is not None
    assert admit(c, 62.5, CFG)[0] is False  # one probe at a time
    failed, t = record(c, "timeout", 63.0, CFG)
    assert failed.state == "open" and failed.opened_at == 63.0
    closed, t = record(c, None, 63.0, CFG)
    assert closed == Circuit("get_metrics") and t is not None and t.to_state == "closed"
    # A 400 is the question's fault, not the tool's: it never opens a circuit.
    assert record(Circuit("x", failures=2), "http_400", 0.0, CFG)[0].state == "closed"


async def no_wait(seconds: float) -> None:
    """Retries wait on this instead of the clock."""


def metrics_everywhere(request: ChatRequest) -> Reply:
    """Asks every service's error rate, one distinct call per turn, then gives up."""
    asked = sum(len(m.tool_calls) for m in request.messages if m.role == "assistant")
    services = ["api-gateway", "auth", "cart", "catalog", "checkout", "orders"]
    if asked < len(services):
        return Reply(tool_calls=(ToolCall("get_metrics", {"service": services[asked],
                                                          "metric": "error_rate"}),))
    return Reply(tool_calls=(ToolCall("escalate", {"reason": "metrics are down",
                                                   "evidence": ["none"]}),))


async def test_an_open_circuit_answers_without_a_request_across_runs(
        tmp_path: Path, scenario: Scenario) -> None:
    sc = with_agent_model(scenario, "scripted:metrics")
    servers = ModelServers({"metrics": metrics_everywhere})
    dead = [{"path": "/prometheus/api/v1/query_range", "status": 503, "every": 1}]
    db = tmp_path / "c.db"
    async with await Store.open(db) as store:
        first = prodsim.create_app(sc.incident, seed=sc.seed, faults=dead)
        run_id = await create_run(store, sc, profile="guarded", servers=servers)
        result = await execute(store, run_id, servers=servers, prodsim_app=first,
                               sleep=no_wait)
        assert result.outcome == "escalated"
        calls = [e.payload for e in await store.events(run_id) if e.kind == "tool_call"]
        # The first call is tried twice (one retry); the second call's first try is the third
        # failure, which opens the circuit, so its retry and every later call are answered by
        # the open circuit without a request.
        assert [c["error"] for c in calls[:6]] == ["http_503"] + ["circuit_open"] * 5
        assert calls[1]["circuit"][-1]["to_state"] == "open"
        assert "use another source" in calls[2]["content"]
        metrics_seen = [r for r in first.request_log if r.path == "/prometheus/api/v1/query_range"]
        assert len(metrics_seen) == 3

        # Another run on the same database finds the circuit open: no request at all.
        second = prodsim.create_app(sc.incident, seed=sc.seed, faults=dead)
        run_id = await create_run(store, sc, profile="guarded", servers=servers)
        await execute(store, run_id, servers=servers, prodsim_app=second, sleep=no_wait)
        assert [r for r in second.request_log if r.path == "/prometheus/api/v1/query_range"] == []
    await servers.aclose()

    listing = oncall_cli("circuit", "list", "--db", str(db))
    assert "get_metrics" in listing and "open" in listing
    assert "get_metrics: closed" in oncall_cli("circuit", "close", "get_metrics", "--db", str(db))
    async with await Store.open(db) as store:
        assert (await load(store, "get_metrics")).state == "closed"


@pytest.mark.parametrize("error", ["http_500", "http_502", "http_503", "http_504", "http_429",
                                   "timeout", "unreachable"])
def test_transient_failures_count(error: str) -> None:
    assert record(Circuit("t", failures=2), error, 0.0, CFG)[0].state == "open"
