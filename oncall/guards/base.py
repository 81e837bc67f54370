"""What a guard sees and returns. A guard is a plain function of the run state and an action."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

Decision = Literal["proceed", "nudge", "refuse", "stop", "escalate"]


@dataclass(frozen=True, slots=True)
class Action:
    """What the loop is about to do."""

    kind: Literal["model", "tool", "finish"]
    now: float
    """Unix seconds; on replay, the time of the latest logged event (so verdicts replay)."""
    name: str = ""
    """The tool, for tool and finish actions."""
    key: str = ""
    """The call's idempotency key."""
    earlier_in_turn: Mapping[str, int] = field(default_factory=dict)
    """Keys of calls made earlier in the same turn (not yet in the state), to their index."""


@dataclass(frozen=True, slots=True)
class Verdict:
    decision: Decision
    guard: str = ""
    reason: str = ""
    scores: Mapping[str, float] = field(default_factory=dict)

    @property
    def proceeds(self) -> bool:
        return self.decision == "proceed"


PROCEED = Verdict("proceed")
