"""Model-backed detectors: the judge in the ledger, failing open, and the gate."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from oncall.config import ModelChoice, ModelRouting, Scenario
from oncall.guards.judge import JudgeError, parse_logprobs, parse_structured
from oncall.runner import create_run, execute, with_agent_model
from oncall.store import Store


def with_judge(scenario: Scenario, spec: str = "scripted:judge") -> Scenario:
    roles = {**scenario.models.roles, "judge": ModelChoice(spec, {"num_ctx": 8192})}
    return replace(scenario, models=ModelRouting(roles, {}))


async def test_the_judge_stops_the_looper_and_is_in_the_ledger(store: Store,
                                                                scenario: Scenario) -> None:
    sc = with_judge(with_agent_model(scenario, "scripted:looper"))
    run_id = await create_run(store, sc, profile="judged")
    result = await execute(store, run_id)
    assert result.outcome == "stopped_by_guard" and result.stopped_by == "progress:judge"
    roles = [row.role for row in await store.ledger(run_id)]
    assert roles.count("agent") == result.model_calls
    # judge and logprob-judge before every later call, and before the one that was stopped
    assert roles.count("judge") == 2 * result.model_calls


async def test_a_dead_judge_fails_open_and_says_so(store: Store, scenario: Scenario,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OLLAMA_HOST", "127.0.0.1:1")
    run_id = await create_run(store, with_judge(scenario, "ollama:qwen3:1.7b"),
                              profile="judged")
    result = await execute(store, run_id)
    assert (result.outcome, result.correct, result.nudges) == ("resolved", True, 0)
    detectors = [e.payload for e in await store.events(run_id) if e.kind == "detector"]
    assert detectors and all("ollama serve" in d["errors"]["judge"] for d in detectors)
    assert all(set(d["scores"]) == {"heuristic"} for d in detectors)


async def test_the_gate_calls_the_judge_only_when_the_heuristic_worries(
        store: Store, scenario: Scenario, tmp_path: Path) -> None:
    profile = tmp_path / "gated.yaml"
    profile.write_text("name: gated\nguards:\n  progress:\n    enabled: true\n"
                       "    detectors: [heuristic, judge]\n    enforcing: heuristic\n"
                       "    gate: 0.3\n")
    calm = await execute(store, await create_run(store, with_judge(scenario),
                                                 profile=str(profile)))
    assert [r.role for r in await store.ledger(calm.run_id)].count("judge") == 0
    looping = await execute(store, await create_run(
        store, with_judge(with_agent_model(scenario, "scripted:looper")),
        profile=str(profile)))
    judged = [r for r in await store.ledger(looping.run_id) if r.role == "judge"]
    assert judged, "the judge was never consulted on a loop"


def test_judge_replies_are_validated() -> None:
    scores = parse_structured('{"label": "looping", "probabilities": {"progressing": 0.1, '
                              '"looping": 0.8, "drifting": 0.1}, "reason": "r"}')
    assert scores.looping == pytest.approx(0.8)
    for bad in ("not json", '{"label": "x"}',
                '{"probabilities": {"progressing": 2, "looping": 0, "drifting": 0}}'):
        with pytest.raises(JudgeError):
            parse_structured(bad)
    dist = parse_logprobs([{"token": "loop", "logprob": -0.1, "top_logprobs": [
        {"token": "loop", "logprob": -0.1}, {"token": "progress", "logprob": -2.5},
        {"token": "drift", "logprob": -4.0}]}])
    assert dist.looping > 0.85 > dist.progressing > dist.drifting
    with pytest.raises(JudgeError):
        parse_logprobs([{"token": "banana", "logprob": -0.1}])


class Crash(BaseException):
    pass


async def test_a_failed_judge_replays_its_fallback_on_resume(
        tmp_path: Path, scenario: Scenario, monkeypatch: pytest.MonkeyPatch) -> None:
    """The judge's failure is in the log, so a resumed run replays the same decisions
    instead of asking again (or tripping over a step the log does not hold)."""
    from collections.abc import Sequence

    from oncall.store import Event, NewEvent

    class CrashLate(Store):
        appends = 0

        async def append(self, run_id: str, events: Sequence[NewEvent]) -> list[Event]:
            out = await super().append(run_id, events)
            CrashLate.appends += 1
            if CrashLate.appends == 9:
                raise Crash
            return out

    monkeypatch.setenv("OLLAMA_HOST", "127.0.0.1:1")
    sc = with_judge(scenario, "ollama:qwen3:1.7b")
    db = tmp_path / "j.db"
    async with await CrashLate.open(db) as crashing:
        run_id = await create_run(crashing, sc, profile="judged")
        with pytest.raises(Crash):
            await execute(crashing, run_id)
    async with await Store.open(db) as store:
        result = await execute(store, run_id)
        ledger = await store.ledger(run_id)
    assert (result.outcome, result.correct, result.attempts) == ("resolved", True, 2)
    assert len({(r.step, r.role, r.seq) for r in ledger}) == len(ledger)
    assert {r.ok for r in ledger if r.role == "judge"} == {False}


async def test_the_judge_catches_the_drifter_the_heuristic_lets_run(tmp_path: Path) -> None:
    """The drift trap: auth failures beside loud warnings elsewhere. The heuristic sees no
    repetition early on; the judge sees drift, nudges once, then stops with it named."""
    from oncall.config import load_scenario

    scenario = with_agent_model(load_scenario(Path(__file__).parents[2] / "scenarios" /
                                              "auth-dns-config.yaml"), "scripted:drifter")
    async with await Store.open(tmp_path / "d.db") as store:
        judged = await execute(store, await create_run(store, scenario, profile="judged"))
        guarded = await execute(store, await create_run(store, scenario, profile="guarded"))
    assert (judged.outcome, judged.stopped_by, judged.nudges) == (
        "stopped_by_guard", "progress:judge", 1)
    assert judged.handoff is not None and "looks drifting" in judged.handoff
    assert judged.model_calls <= 3
    # The heuristic is blind to drift as such; it only notices when drifting turns into
    # re-asking, many calls later.
    assert guarded.model_calls > 3 * judged.model_calls


@pytest.mark.parametrize("boundary", [3, 5, 8, 11, 14, 17])
async def test_a_judged_and_verified_run_resumes_after_a_crash_anywhere(
        tmp_path: Path, scenario: Scenario, boundary: int) -> None:
    """Judge calls and verifier calls are logged steps too: a resume asks neither again,
    and asks them about exactly the trajectory they saw (a different digest would be a
    ReplayMismatch)."""
    from collections.abc import Sequence

    from oncall.store import Event, NewEvent

    class CrashAt(Store):
        appends = 0

        async def append(self, run_id: str, events: Sequence[NewEvent]) -> list[Event]:
            out = await super().append(run_id, events)
            CrashAt.appends += 1
            if CrashAt.appends == boundary:
                raise Crash
            return out

    profile = tmp_path / "p.yaml"
    profile.write_text("name: p\nguards:\n  progress: {enabled: true, detectors: [judge, "
                       "heuristic, logprob-judge], enforcing: judge}\n"
                       "  verification: {enabled: true, verifier: true}\n")
    roles = {**scenario.models.roles,
             "judge": ModelChoice("scripted:judge", {"num_ctx": 8192}),
             "verifier": ModelChoice("scripted:verifier", {"num_ctx": 16384})}
    sc = replace(scenario, models=ModelRouting(roles, {}))
    db = tmp_path / "r.db"
    async with await CrashAt.open(db) as crashing:
        run_id = await create_run(crashing, sc, profile=str(profile))
        with pytest.raises(Crash):
            await execute(crashing, run_id)
    async with await Store.open(db) as store:
        result = await execute(store, run_id)
        ledger = await store.ledger(run_id)
    assert (result.outcome, result.correct, result.attempts) == ("resolved", True, 2)
    keys = [(r.step, r.role, r.seq) for r in ledger]
    assert len(keys) == len(set(keys))
    assert {r.role for r in ledger} == {"agent", "judge", "verifier"}
    per_step = [(r.step, r.role) for r in ledger if r.role != "judge"]
    assert len(per_step) == len(set(per_step))  # one agent and one verifier call per step
