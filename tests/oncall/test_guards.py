"""Guards as plain functions: tables of inputs, no loop needed."""

from __future__ import annotations

import pytest

from oncall.config import BudgetGuard, Profile, RepeatedCallGuard
from oncall.guards import build
from oncall.guards.base import Action
from oncall.guards.budget import budget
from oncall.guards.canonical import call_key
from oncall.guards.progress import RecentCalls, decide, heuristic
from oncall.guards.repeated_call import repeated_call
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
    check = budget(BudgetGuard(8, 1000, 0.5, 60.0))
    verdict = check(state, Action("model", now=1001.5))
    assert (verdict.decision, verdict.guard) == ("stop", guard)
    assert check(RunState(), Action("model", now=0.0)).proceeds
    assert check(state, Action("tool", now=1001.5, name="query_logs")).proceeds


def test_a_repeat_is_refused_with_the_step_that_holds_the_result_and_no_echo() -> None:
    check = repeated_call(RepeatedCallGuard(True))
    key = call_key("query_logs", {"service": "payments", "level": "ERROR"})
    state = RunState(keys={key: 3})
    verdict = check(state, Action("tool", 0.0, "query_logs", key))
    assert verdict.decision == "refuse" and "at step 3" in verdict.reason
    assert "payments" not in verdict.reason  # never repeat the arguments back
    other = call_key("query_logs", {"service": "orders"})
    assert check(state, Action("tool", 0.0, "query_logs", other)).proceeds
    same_turn = check(RunState(), Action("tool", 0.0, "query_logs", other, {other: 0}))
    assert same_turn.decision == "refuse"
    off = build(Profile("p"))  # repeated_call is off unless a profile enables it
    assert "repeated_call" not in {g.name for g in off}


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
    scores = heuristic(RecentCalls("checkout", tuple(calls)))
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


def test_the_guard_list_follows_the_profile_order_and_leaves_disabled_guards_out() -> None:
    from oncall.config import parse_profile

    profile = parse_profile("p.yaml", {"name": "p", "guards": {
        "verification": {"enabled": True}, "circuit": {"enabled": True},
        "repeated_call": {"enabled": False}, "budget": {"max_model_calls": 3}}})
    assert [g.name for g in build(profile)] == ["verification", "circuit", "budget"]
    guarded = build(parse_profile("g.yaml", {"name": "g", "guards": {
        "repeated_call": {"enabled": True}, "circuit": {"enabled": True}}}))
    # A tool whose circuit is open is refused by the circuit guard; a repeat by the guard
    # asked first (here repeated_call), without the circuit guard being asked at all.
    from oncall.guards import first_objection
    from oncall.guards.circuit import Circuit

    key = call_key("get_metrics", {"service": "a"})
    open_ = Circuit("get_metrics", "open", 3, opened_at=100.0)
    refused = first_objection(guarded, RunState(),
                              Action("tool", 130.0, "get_metrics", "other", circuit=open_))
    assert (refused.decision, refused.guard, refused.code) == ("refuse", "circuit",
                                                               "circuit_open")
    repeat = first_objection(guarded, RunState(keys={key: 1}),
                             Action("tool", 130.0, "get_metrics", key, circuit=open_))
    assert repeat.guard == "repeated_call"
    recovered = first_objection(guarded, RunState(),
                                Action("tool", 161.0, "get_metrics", "other", circuit=open_))
    assert recovered.proceeds  # past recovery_s: one probe may go
    ending = first_objection(guarded, RunState(), Action("tool", 130.0, "escalate", "e",
                                                         ends_run=True, circuit=open_))
    assert ending.proceeds  # nothing stands between the agent and a human


def test_verification_sends_a_report_back_then_escalates() -> None:
    from oncall.config import VerificationGuard
    from oncall.guards.verification import verification

    check = verification(VerificationGuard(True, max_rejections=1))
    gaps = Action("finish", 0.0, "submit_report", gaps=("evidence not seen",))
    first = check(RunState(), gaps)
    assert (first.decision, first.code) == ("refuse", "unverified")
    assert "evidence not seen" in first.reason
    assert check(RunState(rejections=1), gaps).decision == "escalate"
    assert check(RunState(), Action("finish", 0.0, "submit_report")).proceeds
