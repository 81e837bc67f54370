"""What a guard returns. A guard is a plain function of the run state and the action at hand."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

Decision = Literal["proceed", "nudge", "refuse", "stop", "escalate"]


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
