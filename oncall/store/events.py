"""Events: the one record type of the log, as rows.

The store knows an event as a row: run, sequence number, kind, step, time and a JSON payload.
What each kind means, its fields and whether a resume replays it are declared above the store,
in `oncall/events/` (see `docs/events.md`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class NewEvent:
    """An event before the store gives it a sequence number and a time."""

    kind: str
    step: int
    payload: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Event:
    run_id: str
    seq: int
    kind: str
    step: int
    ts: float
    payload: Mapping[str, Any]
