"""Guards: plain functions around the loop, run in a fixed order at three hook points.

Every guard is ``(state, profile, action) -> Verdict``. Before the model: budgets (then the
progress detectors, which may call models and live in `progress`). Before a tool: repeated
call. Before a finish (submit_report): verification, in `verification`. The first verdict that
does not proceed wins; every objection is logged.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from oncall.config import Profile
from oncall.guards.base import PROCEED, Action, Decision, Verdict
from oncall.guards.budget import budgets
from oncall.guards.repeated_call import repeated_call
from oncall.state import RunState

Guard = Callable[[RunState, Profile, Action], Verdict]

BEFORE_MODEL: tuple[Guard, ...] = (budgets,)
BEFORE_TOOL: tuple[Guard, ...] = (repeated_call,)


def first_objection(verdicts: Iterable[Verdict]) -> Verdict:
    """The first verdict that does not proceed; a lazy iterable stops the guards after it."""
    return next((v for v in verdicts if not v.proceeds), PROCEED)


__all__ = ["BEFORE_MODEL", "BEFORE_TOOL", "PROCEED", "Action", "Decision", "Guard", "Verdict",
           "budgets", "first_objection", "repeated_call"]
