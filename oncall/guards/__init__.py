"""Guards: plain functions around the loop, run in a fixed order at three hook points.

Every guard is ``(state, profile, action) -> Verdict``. Before the model: budgets (then the
progress detectors, which may call models and live in `progress`). Before a tool: repeated
call. Before a finish (submit_report): verification, in `verification`. The first verdict that
does not proceed wins; every objection is logged.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType

from oncall.config import Profile
from oncall.guards.base import PROCEED, Action, Decision, Verdict
from oncall.guards.budget import budgets
from oncall.guards.repeated_call import repeated_call
from oncall.state import RunState

Guard = Callable[[RunState, Profile, Action], Verdict]

FAILURE_MODES: Mapping[str, str] = MappingProxyType({
    # What each guard does when it cannot decide. A pure function of the log cannot fail to
    # decide; a guard that needs a model fails open (it is logged and the run goes on), because
    # a broken guard must never kill a run silently; a store failure under the circuit
    # breaker is an infrastructure error and propagates loudly.
    "budgets": "closed",
    "repeated_call": "closed",
    "progress:heuristic": "closed",
    "progress:judge": "open",
    "progress:logprob-judge": "open",
    "circuit": "closed",
    "verification": "closed",
    "verification:verifier": "open",
})

BEFORE_MODEL: tuple[Guard, ...] = (budgets,)
BEFORE_TOOL: tuple[Guard, ...] = (repeated_call,)


def first_objection(verdicts: Iterable[Verdict]) -> Verdict:
    """The first verdict that does not proceed; a lazy iterable stops the guards after it."""
    return next((v for v in verdicts if not v.proceeds), PROCEED)


__all__ = ["BEFORE_MODEL", "BEFORE_TOOL", "FAILURE_MODES", "PROCEED", "Action", "Decision",
           "Guard", "Verdict", "budgets", "first_objection", "repeated_call"]
