"""The state fold's copy shortcut against `dataclasses.replace`, which it stands in for."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from oncall.state import CallRecord, RunState, _evolve, apply, fold
from oncall.store import Event

NAMES = [f.name for f in dataclasses.fields(RunState)]

values = st.one_of(st.none(), st.integers(), st.floats(allow_nan=False), st.text(max_size=5),
                   st.tuples(st.text(max_size=3)), st.dictionaries(st.text(max_size=3),
                                                                   st.integers(), max_size=2))


@given(st.dictionaries(st.sampled_from(NAMES), values), st.dictionaries(st.sampled_from(NAMES),
                                                                        values))
def test_evolve_is_replace(base: dict[str, Any], changes: dict[str, Any]) -> None:
    start = dataclasses.replace(RunState(), **base)
    fast = _evolve(start, changes)
    assert fast == dataclasses.replace(start, **changes)
    assert all(getattr(fast, n) is (changes[n] if n in changes else getattr(start, n))
               for n in NAMES)
    assert start == dataclasses.replace(RunState(), **base), "the old state is untouched"


def test_evolve_keeps_the_state_frozen_and_rejects_unknown_fields() -> None:
    state = _evolve(RunState(), {"step": 3})
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.step = 4  # type: ignore[misc]
    with pytest.raises(AttributeError):
        _evolve(state, {"no_such_field": 1})
    assert state == dataclasses.replace(RunState(), step=3)


def test_fold_of_a_small_run() -> None:
    def ev(seq: int, kind: str, step: int, ts: float, **payload: Any) -> Event:
        return Event("r", seq, kind, step, ts, payload)

    state = fold([
        ev(1, "run_started", 0, 10.0),
        ev(2, "model_call", 1, 11.0, role="agent", prompt_tokens=100, completion_tokens=5,
           cost_usd=0.25),
        ev(3, "tool_call", 1, 12.0, name="list_deploys", key="k1", ok=True),
        ev(4, "tool_call", 1, 12.5, name="query_logs", key="k2", ok=False, error="http_500"),
        ev(5, "fold", 1, 12.5),
        ev(6, "run_finished", 1, 13.0, outcome="escalated"),
    ])
    assert (state.attempts, state.step, state.model_calls, state.prompt_tokens,
            state.completion_tokens, state.cost_usd) == (1, 1, 1, 100, 5, 0.25)
    assert (state.tool_calls, state.tool_errors, state.folds, state.outcome) == \
        (2, 1, 1, "escalated")
    assert state.keys == {"k1": 1, "k2": 1}
    assert state.calls[1] == CallRecord(1, "query_logs", "k2", False, "http_500", None)
    assert state.wall_s == pytest.approx(3.0)
    assert apply(state, ev(7, "run_started", 1, 20.0)).attempts == 2
