"""Budgets: the limits that end a run whatever the model thinks."""

from __future__ import annotations

from oncall.config import Profile
from oncall.guards.base import PROCEED, Verdict
from oncall.state import RunState


def max_model_calls(state: RunState, profile: Profile) -> Verdict:
    """Stop before the call that would pass the budget (seed 003: 8 was right, 40 never fired)."""
    limit = profile.budget.max_model_calls
    if state.model_calls >= limit:
        return Verdict("stop", "max_model_calls",
                       f"{state.model_calls} agent model calls reached the budget of {limit}",
                       {"model_calls": float(state.model_calls), "limit": float(limit)})
    return PROCEED
