"""Budgets: the limits that end a run whatever the model thinks."""

from __future__ import annotations

from collections.abc import Callable

from oncall.config import BudgetGuard
from oncall.guards.base import PROCEED, Action, Verdict
from oncall.state import RunState


def budget(cfg: BudgetGuard) -> Callable[[RunState, Action], Verdict]:
    """Stop before the model call that would pass a budget (seed 003: 8 calls was right; 40
    was a limit set high enough never to fire in testing, and it cost 53x the tokens)."""
    def check(state: RunState, action: Action) -> Verdict:
        if action.kind != "model":
            return PROCEED
        tokens = state.prompt_tokens + state.completion_tokens
        wall = state.wall_s + (max(0.0, action.now - state.last_ts) if state.last_ts else 0.0)
        checks = (
            ("max_model_calls", float(state.model_calls), cfg.max_model_calls,
             "agent model calls"),
            ("max_tokens", float(tokens), cfg.max_tokens, "tokens"),
            ("max_cost_usd", state.cost_usd, cfg.max_cost_usd, "USD"),
            ("max_wall_s", wall, cfg.max_wall_s, "seconds of wall time"),
        )
        for name, used, limit, unit in checks:
            if limit is not None and used >= limit:
                return Verdict("stop", name, f"{used:g} {unit} reached the budget of {limit:g}",
                               {"used": used, "limit": float(limit)})
        return PROCEED
    return check
