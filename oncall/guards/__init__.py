"""Guards: plain functions around the loop, run in a fixed order at three hook points.

- before model: ``(state, profile) -> Verdict``; sees the latest tool results.
- before tool: ``(state, profile, call) -> Verdict``; may refuse one call.
- before finish: ``(state, profile, call) -> Verdict``; may send a report back.

The first verdict that does not proceed wins and is logged as a ``guard`` event.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from oncall.config import Profile
from oncall.guards.base import PROCEED, Decision, Verdict
from oncall.guards.budget import max_model_calls
from oncall.state import RunState
from oncall.tools.base import ToolCall

BeforeModel = Callable[[RunState, Profile], Verdict]
BeforeTool = Callable[[RunState, Profile, ToolCall], Verdict]

BEFORE_MODEL: tuple[BeforeModel, ...] = (max_model_calls,)
BEFORE_TOOL: tuple[BeforeTool, ...] = ()
BEFORE_FINISH: tuple[BeforeTool, ...] = ()


def first_objection(verdicts: Iterable[Verdict]) -> Verdict:
    """The first verdict that does not proceed; a lazy iterable stops the guards after it."""
    return next((v for v in verdicts if not v.proceeds), PROCEED)


__all__ = ["BEFORE_FINISH", "BEFORE_MODEL", "BEFORE_TOOL", "PROCEED", "BeforeModel",
           "BeforeTool", "Decision", "Verdict", "first_objection", "max_model_calls"]
