"""The state fold: the run's counters from its events, as a guard or a budget reads them."""

from __future__ import annotations

from typing import Any

import pytest

from oncall.state import CallRecord, apply, state_of
from oncall.store import Event


def test_fold_of_a_small_run() -> None:
    def ev(seq: int, kind: str, step: int, ts: float, **payload: Any) -> Event:
        return Event("r", seq, kind, step, ts, payload)

    state = state_of([
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
