"""Resume from anywhere: runs that take every path that appends inside a step, killed right
after each append in turn, finish as the uninterrupted run did and request no logged call twice.

A path is a run that exercises it (retries, the fallback model, truncation and its retry,
compaction by digest and by a summarizer, the verifier, the judge, nudges and refusals,
circuit transitions, intents); the test first checks that the uninterrupted run really took the
path (its event kinds), so a case cannot pass by never reaching what it names. The default
suite crashes at a spread of boundaries of each run; the slow suite at every one.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest

from oncall.config import ModelChoice, ModelRouting, Scenario
from oncall.models import ModelServers
from oncall.runner import create_run, execute, with_agent_model, with_num_ctx
from oncall.store import Event, NewEvent, Store
from oncall.tools import Param, Tool, ToolContext, ToolResult, Toolset, default_toolset
from prodsim.scripted.chat import ChatRequest, Reply, ToolCall

HERE = Path(__file__).parent


class Crash(BaseException):
    """What a kill -9 looks like from inside: nothing after this point runs."""


class CrashingStore(Store):
    """A real store that dies right after its n-th append has committed."""

    crash_after = -1
    appends = 0

    async def append(self, run_id: str, events: Sequence[NewEvent]) -> list[Event]:
        appended = await super().append(run_id, events)
        type(self).appends += 1
        if type(self).appends == type(self).crash_after:
            raise Crash
        return appended


async def no_wait(seconds: float) -> None:
    """Retries wait for nothing here: the delays are logged, the test need not sit them out."""


def concise(request: ChatRequest) -> Reply:
    """A summarizer that keeps the lines about changes and errors."""
    text = request.messages[-1].content
    keep = [line for line in text.splitlines() if "dep-" in line or " ERROR " in line]
    return Reply(content="Summary of the earlier steps.\n" + "\n".join(dict.fromkeys(keep)))


def poster(request: ChatRequest) -> Reply:
    """Posts a note (a tool that changes something: an intent first), then escalates."""
    if not any(m.role == "tool" for m in request.messages):
        return Reply(tool_calls=(ToolCall("post_note", {"text": "investigating"}),))
    return Reply(tool_calls=(ToolCall("escalate", {"reason": "posted", "evidence": ["x"]}),))


def metrics_everywhere(request: ChatRequest) -> Reply:
    """Asks for metrics of one service after another, then escalates: with metrics down, the
    circuit opens and answers for the endpoint."""
    asked = sum(1 for m in request.messages if m.role == "tool")
    services = ["checkout", "payments", "cart", "orders", "inventory"]
    if asked < len(services):
        return Reply(tool_calls=(ToolCall("get_metrics", {"service": services[asked],
                                                          "metric": "error_rate"}),))
    return Reply(tool_calls=(ToolCall("escalate", {"reason": "metrics are down",
                                                   "evidence": ["none"]}),))


async def _post(ctx: ToolContext, args: Mapping[str, Any]) -> ToolResult:
    return ToolResult(ok=True, result={"posted": True})


NOTE = Tool("post_note", "Post a status note.", {"text": Param("string", "t", required=True)},
            _post, read_only=False, on_unknown="rerun_with_key")


@dataclass(frozen=True)
class Path_:
    name: str
    build: Callable[[Scenario, Path], Scenario]
    kinds: tuple[str, ...]
    """Event kinds the uninterrupted run must hold: proof that it took the path."""
    profile: str | None = None
    """None: the profile the built scenario names."""
    policies: Mapping[str, Callable[[ChatRequest], Reply]] | None = None
    toolset: Toolset | None = None
    proof: Callable[[Sequence[Event]], bool] = lambda events: True
    """More proof than the kinds, where a kind alone does not show the path."""


def _role(scenario: Scenario, role: str, spec: str, **kw: Any) -> Scenario:
    roles = {**scenario.models.roles, role: ModelChoice(spec, {"num_ctx": 8192}, **kw)}
    return replace(scenario, models=ModelRouting(roles, {}))


def _fallback(scenario: Scenario, _: Path) -> Scenario:
    agent = scenario.models.roles["agent"]
    roles = {**scenario.models.roles, "agent": replace(
        agent, spec="scripted:investigator?fault=busy-always",
        fallback="scripted:investigator")}
    return replace(scenario, models=ModelRouting(roles, {}))


def _marathon(scenario: Scenario, _: Path) -> Scenario:
    long = with_num_ctx(with_agent_model(scenario, "scripted:marathon"), 8192)
    return replace(long, profile=str(HERE / "long.yaml"))


def _verified(scenario: Scenario, tmp: Path) -> Scenario:
    profile = tmp / "verified.yaml"
    profile.write_text("name: verified\nguards:\n  verification: {enabled: true, "
                       "max_rejections: 1, verifier: true}\n")
    return replace(_role(scenario, "verifier", "scripted:verifier"), profile=str(profile))


def _circuit(scenario: Scenario, _: Path) -> Scenario:
    sc = with_agent_model(scenario, "scripted:metrics")
    dead = {"path": "/prometheus/api/v1/query_range", "status": 503, "every": 1}
    return replace(sc, prodsim_faults=(dead,), profile="guarded")


PATHS = [
    Path_("plain", lambda s, _: s, ("context", "model_call", "tool_call", "run_finished")),
    Path_("model retries", lambda s, _: with_agent_model(
        s, "scripted:investigator?fault=busy-first-2"), ("retry",)),
    Path_("fallback model", _fallback, ("retry", "fallback")),
    Path_("truncation and its retry", lambda s, _: with_agent_model(
        s, "scripted:investigator?fault=truncate-once"), ("truncation",)),
    Path_("compaction by digest", _marathon, ("compaction",)),
    Path_("compaction by a summarizer",
          lambda s, t: _role(_marathon(s, t), "summarizer", "scripted:concise"),
          ("compaction",), policies={"concise": concise}),
    Path_("the verifier", _verified, ("verifier",)),
    Path_("the judge", lambda s, _: s, ("detector",), profile="judged",
          proof=lambda es: any(e.kind == "model_call" and e.payload.get("role") == "judge"
                               for e in es)),
    Path_("nudges and refusals", lambda s, _: with_agent_model(s, "scripted:looper"),
          ("nudge", "guard"), profile="guarded",
          proof=lambda es: any(e.kind == "tool_call" and e.payload.get("refused_by")
                               for e in es)),
    Path_("circuit transitions and tool retries", _circuit, ("retry",),
          policies={"metrics": metrics_everywhere},
          proof=lambda es: any(e.kind == "tool_call" and e.payload.get("circuit")
                               for e in es)),
    Path_("intents", lambda s, _: with_agent_model(s, "scripted:poster"), ("intent",),
          policies={"poster": poster}, toolset=Toolset((*default_toolset().tools, NOTE))),
]


async def _run(db: Path, scenario: Scenario, path: Path_, crash_after: int,
               servers: ModelServers, resume: bool = False) -> Any:
    """One process's attempt. The model server outlives it (a kill -9 of oncall leaves the
    model server up), so its fault schedules go on counting across the crash."""
    CrashingStore.appends, CrashingStore.crash_after = 0, crash_after
    async with await CrashingStore.open(db) as store:
        if not resume:
            run_id = await create_run(store, scenario, profile=path.profile, servers=servers)
        else:
            run_id = (await store.runs())[0].run_id
        result = await execute(store, run_id, servers=servers, sleep=no_wait,
                               toolset=path.toolset)
        return result, await store.events(run_id), CrashingStore.appends


def _steps(events: Sequence[Event]) -> Counter[tuple[str, int, str]]:
    """Every logged step by (kind, step, key): a step logged twice was requested twice."""
    return Counter((e.kind, e.step, str(e.payload.get("_key"))) for e in events
                   if e.kind in ("model_call", "tool_call", "model_info", "context"))


def _boundaries(total: int, every: bool) -> list[int]:
    if every or total <= 12:
        return list(range(1, total))
    stride = max(1, total // 10)
    return sorted({*range(1, total, stride), total - 1})


async def _check_path(tmp_path: Path, scenario: Scenario, path: Path_, every: bool) -> int:
    sc = path.build(scenario, tmp_path)
    servers = ModelServers(dict(path.policies or {}))
    reference, ref_events, total = await _run(tmp_path / "ref.db", sc, path, -1, servers)
    await servers.aclose()
    kinds = {e.kind for e in ref_events}
    assert set(path.kinds) <= kinds, f"{path.name}: the run never took the path ({kinds})"
    assert path.proof(ref_events), f"{path.name}: the run never took the path"
    checked = 0
    for boundary in _boundaries(total, every):
        db = tmp_path / f"crash-{boundary}.db"
        servers = ModelServers(dict(path.policies or {}))
        with pytest.raises(Crash):
            await _run(db, sc, path, boundary, servers)
        result, events, _ = await _run(db, sc, path, -1, servers, resume=True)
        await servers.aclose()
        where = f"{path.name}, crash after append {boundary} of {total}"
        assert (result.outcome, result.report) == (reference.outcome, reference.report), where
        assert result.model_calls == reference.model_calls, where
        assert result.attempts == 2, where
        assert max(_steps(events).values()) == 1, f"{where}: a logged step was redone"
        checked += 1
    return checked


@pytest.mark.parametrize("path", PATHS, ids=[p.name for p in PATHS])
async def test_a_crash_after_appends_of_every_path_resumes_to_the_same_outcome(
        tmp_path: Path, scenario: Scenario, path: Path_) -> None:
    assert await _check_path(tmp_path, scenario, path, every=False) >= 1


@pytest.mark.slow
@pytest.mark.parametrize("path", PATHS, ids=[p.name for p in PATHS])
async def test_a_crash_after_every_append_of_every_path_resumes_to_the_same_outcome(
        tmp_path: Path, scenario: Scenario, path: Path_) -> None:
    assert await _check_path(tmp_path, scenario, path, every=True) >= 1


async def test_the_fallback_reproduction_resumes_to_resolved(
        tmp_path: Path, scenario: Scenario) -> None:
    """The reported case: busy-always with a fallback, killed after the first fallback."""
    path = PATHS[2]
    sc = path.build(scenario, tmp_path)
    CrashingStore.appends = 0

    class AfterFallback(CrashingStore):
        async def append(self, run_id: str, events: Sequence[NewEvent]) -> list[Event]:
            out = await Store.append(self, run_id, events)
            if any(e.kind == "fallback" for e in events):
                raise Crash
            return out

    db = tmp_path / "fb.db"
    servers = ModelServers()
    async with await AfterFallback.open(db) as store:
        run_id = await create_run(store, sc, servers=servers)
        with pytest.raises(Crash):
            await execute(store, run_id, servers=servers, sleep=no_wait)
    result, events, _ = await _run(db, sc, path, -1, servers, resume=True)
    await servers.aclose()
    assert (result.outcome, result.correct) == ("resolved", True)
    assert [e.kind for e in events].count("fallback") >= 1


