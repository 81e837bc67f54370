"""Guards as plain functions: tables of inputs, no loop needed."""

from __future__ import annotations

import pytest

from oncall.config import BudgetGuard, Profile, RepeatedCallGuard
from oncall.guards import budgets, repeated_call
from oncall.guards.base import Action
from oncall.guards.canonical import call_key
from oncall.guards.progress import Digest, decide, heuristic
from oncall.guards.verification import report_gaps, seen_text
from oncall.state import CallRecord, RunState


def rec(name: str, ok: bool = True, refused_by: str | None = None, **args: object) -> CallRecord:
    ok = ok and refused_by is None  # a refused call returned an error to the model
    return CallRecord(1, name, call_key(name, args), ok, None if ok else "http_503", refused_by)


@pytest.mark.parametrize(("state", "guard"), [
    (RunState(model_calls=8), "max_model_calls"),
    (RunState(prompt_tokens=900, completion_tokens=100), "max_tokens"),
    (RunState(cost_usd=0.5), "max_cost_usd"),
    (RunState(wall_s=59.0, last_ts=1000.0), "max_wall_s"),
])
def test_each_budget_stops_the_run(state: RunState, guard: str) -> None:
    profile = Profile("p", budget=BudgetGuard(8, 1000, 0.5, 60.0))
    verdict = budgets(state, profile, Action("model", now=1001.5))
    assert (verdict.decision, verdict.guard) == ("stop", guard)
    assert budgets(RunState(), profile, Action("model", now=0.0)).proceeds


def test_a_repeat_is_refused_with_the_step_that_holds_the_result_and_no_echo() -> None:
    profile = Profile("p", repeated_call=RepeatedCallGuard(True))
    key = call_key("query_logs", {"service": "payments", "level": "ERROR"})
    state = RunState(keys={key: 3})
    verdict = repeated_call(state, profile, Action("tool", 0.0, "query_logs", key))
    assert verdict.decision == "refuse" and "at step 3" in verdict.reason
    assert "payments" not in verdict.reason  # never repeat the arguments back
    other = call_key("query_logs", {"service": "orders"})
    assert repeated_call(state, profile, Action("tool", 0.0, "query_logs", other)).proceeds
    same_turn = repeated_call(RunState(), profile,
                              Action("tool", 0.0, "query_logs", other, {other: 0}))
    assert same_turn.decision == "refuse"
    off = Profile("p")
    assert repeated_call(state, off, Action("tool", 0.0, "query_logs", key)).proceeds


@pytest.mark.parametrize(("calls", "low", "high"), [
    # A healthy investigation: different questions, all answered.
    ([rec("query_logs", service="checkout"), rec("query_logs", service="orders"),
      rec("list_deploys", service="payments"), rec("get_runbook", service="payments")],
     0.0, 0.01),
    # One exact repeat (refused): the model was told; not yet a loop.
    ([rec("get_metrics", service="a"), rec("get_metrics", refused_by="repeated_call",
                                          service="a")], 0.4, 0.6),
    # Two repeats: a nudge.
    ([rec("get_metrics", service="a")] + [rec("get_metrics", refused_by="repeated_call",
                                              service="a")] * 2, 0.6, 0.85),
    # Three: past the hard threshold.
    ([rec("get_metrics", service="a")] + [rec("get_metrics", refused_by="repeated_call",
                                              service="a")] * 3, 0.85, 1.0),
    # A failing tool retried once, then a different source: not a loop.
    ([rec("get_metrics", ok=False, service="a"),
      rec("get_metrics", ok=False, refused_by="repeated_call", service="a")], 0.0, 0.6),
    # The same question in a new window, once: a legitimate re-query.
    ([rec("query_logs", service="a", start="2026-11-30T01:00:00Z"),
      rec("query_logs", service="a", start="2026-11-30T02:00:00Z")], 0.2, 0.3),
    # A/B alternation between two calls.
    ([rec("get_metrics", service="a"), rec("get_metrics", service="b"),
      rec("get_metrics", service="a"), rec("get_metrics", service="b")], 0.85, 1.0),
])
def test_the_heuristic_scores_repeats_not_diligence(calls: list[CallRecord], low: float,
                                                    high: float) -> None:
    scores = heuristic(Digest("checkout", tuple(calls)))
    assert low <= scores.looping <= high
    assert scores.drifting == 0.0  # it cannot see drift, by construction
    assert abs(scores.progressing + scores.looping + scores.drifting - 1.0) < 1e-9


def test_nudge_once_then_stop() -> None:
    from oncall.guards.progress import Scores

    worried, sure = Scores(0.3, 0.7, 0.0), Scores(0.1, 0.9, 0.0)
    assert decide(worried, 0, 0.6, 0.85, "h").decision == "nudge"
    assert decide(sure, 0, 0.6, 0.85, "h").decision == "nudge"  # never stop without a nudge
    assert decide(worried, 1, 0.6, 0.85, "h").proceeds  # one nudge only
    assert decide(sure, 1, 0.6, 0.85, "h").decision == "stop"


def test_verification_names_every_gap() -> None:
    seen = seen_text(['{"ok":true,"result":{"lines":["2026 ERROR payments charge failed: x"],'
                      '"deploys":[{"id":"dep-1"}]}}'])
    good = {"service": "payments", "change_id": "dep-1", "kind": "change",
            "onset": "2026-12-01T00:00:00Z", "evidence": ["2026 ERROR payments charge failed: x"]}
    assert report_gaps(good, seen, ["payments"], {"dep-1": "2026-11-30T23:58:00Z"}) == []
    bad = {"service": "paymnts", "change_id": "dep-9", "kind": "change",
           "onset": "2026-12-01T00:00:00Z", "evidence": ["made up line"]}
    gaps = report_gaps(bad, seen, ["payments"], {"dep-1"})
    assert len(gaps) == 3
    assert any("evidence 1" in g for g in gaps) and any("paymnts" in g for g in gaps)
    assert any("dep-9" in g for g in gaps)
