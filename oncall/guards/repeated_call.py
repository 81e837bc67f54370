"""Repeated call: the second call with the same idempotency key never reaches production."""

from __future__ import annotations

from collections.abc import Callable

from oncall.config import RepeatedCallGuard
from oncall.guards.base import PROCEED, Action, Verdict
from oncall.state import RunState


def repeated_call(cfg: RepeatedCallGuard) -> Callable[[RunState, Action], Verdict]:
    """Refuse a repeat and point at the step that holds the answer. The refusal does not echo
    the arguments back: repeating them to the model invites the next repeat."""
    def check(state: RunState, action: Action) -> Verdict:
        if action.kind != "tool" or not action.key:
            return PROCEED
        if action.key in state.keys:
            step = state.keys[action.key]
            return Verdict("refuse", "repeated_call",
                           f"{action.name} was already called with these arguments at step "
                           f"{step}; its result is above. Use another source or a different "
                           "question.", {"step": float(step)})
        if action.key in action.earlier_in_turn:
            return Verdict("refuse", "repeated_call",
                           f"{action.name} is asked twice with the same arguments in this turn; "
                           "the first call's result is the answer.")
        return PROCEED
    return check
