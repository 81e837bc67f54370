"""What a guard sees and returns. A guard is a plain function of the run state and an action."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from oncall.guards.circuit import Circuit
    from oncall.guards.progress import Scores

Decision = Literal["proceed", "nudge", "refuse", "stop", "escalate"]


@dataclass(frozen=True, slots=True)
class Action:
    """What the loop is about to do."""

    kind: Literal["model", "tool", "finish"]
    """Before a model call, before a tool call, before a report is accepted."""
    now: float
    """Unix seconds; on replay, the time of the latest logged event (so verdicts replay)."""
    name: str = ""
    """The tool, for tool and finish actions."""
    key: str = ""
    """The call's idempotency key."""
    earlier_in_turn: Mapping[str, int] = field(default_factory=dict)
    """Keys of calls made earlier in the same turn (not yet in the state), to their index."""
    ends_run: bool = False
    """The tool ends the run (a report or an escalation): no circuit stands in its way."""
    circuit: Circuit | None = None
    """The tool's circuit as the database holds it (gathered when the circuit guard runs)."""
    scores: Scores | None = None
    """The enforcing progress detector's scores (gathered when the progress guard runs)."""
    detector: str = ""
    """Which detector gave `scores`."""
    gaps: tuple[str, ...] = ()
    """What verification found missing in a report (gathered for a finish)."""


@dataclass(frozen=True, slots=True)
class Verdict:
    decision: Decision
    guard: str = ""
    reason: str = ""
    scores: Mapping[str, float] = field(default_factory=dict)
    code: str = "refused"
    """The error code a refused tool call returns to the model (e.g. `circuit_open`)."""

    @property
    def proceeds(self) -> bool:
        return self.decision == "proceed"


PROCEED = Verdict("proceed")
