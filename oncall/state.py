"""A run's state, as a pure fold over its events.

Every counter a guard or a budget reads comes from here, so a resumed run sees the same numbers
as the run that died: nothing is kept only in memory.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from oncall.events import (
    Compaction,
    Context,
    Fold,
    Guard,
    ModelCall,
    ModelFailed,
    Nudge,
    Phase,
    RunFinished,
    RunStarted,
    ToolCalled,
    Truncation,
    decode,
)
from oncall.store.events import Event


@dataclass(frozen=True, slots=True)
class CallRecord:
    """One tool call as the guards see it: what was asked and how it went."""

    step: int
    name: str
    key: str
    """The idempotency key (tool name + canonical arguments)."""
    ok: bool
    error: str | None
    refused_by: str | None


@dataclass(frozen=True, slots=True)
class RunState:
    attempts: int = 0
    step: int = 0
    """The last agent step with a logged model call."""
    model_calls: int = 0
    """Agent model calls completed (the budget counts these)."""
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    """Every role's calls, failed ones included: they were paid for."""
    tool_calls: int = 0
    tool_errors: int = 0
    phase: str | None = None
    outcome: str | None = None
    wall_s: float = 0.0
    """Time spent in attempts, not the gaps between a crash and its resume."""
    attempt_started: float | None = None
    last_ts: float | None = None
    finish: Mapping[str, Any] | None = None
    calls: tuple[CallRecord, ...] = ()
    keys: Mapping[str, int] = field(default_factory=dict)
    """Idempotency key -> the step whose result holds it (refused calls hold nothing)."""
    nudges: int = 0
    refusals: int = 0
    rejections: int = 0
    """Reports sent back by verification."""
    stopped_by: str | None = None
    alert_service: str | None = None
    topology: tuple[str, ...] = ()
    compactions: int = 0
    truncations: int = 0
    folds: int = 0


def apply(state: RunState, event: Event) -> RunState:
    """The state after one event: a match on its typed body (`oncall/events/`)."""
    wall = state.wall_s
    if state.last_ts is not None and state.attempt_started is not None:
        wall += max(0.0, event.ts - state.last_ts)
    c: dict[str, Any] = {"last_ts": event.ts, "wall_s": wall}
    match decode(event.kind, event.payload):
        case RunStarted():
            c.update(attempts=state.attempts + 1, attempt_started=event.ts, outcome=None,
                     finish=None)
        case ModelCall() | ModelFailed() as call:  # a retried call carries all its tries
            c.update(prompt_tokens=state.prompt_tokens + int(call.prompt_tokens),
                     completion_tokens=state.completion_tokens + int(call.completion_tokens),
                     cost_usd=state.cost_usd + float(call.cost_usd))
            if isinstance(call, ModelCall) and call.role == "agent" and call.ok:
                c.update(step=max(state.step, event.step), model_calls=state.model_calls + 1)
        case ToolCalled() as t:
            record = CallRecord(event.step, t.name, t.key, bool(t.ok), t.error, t.refused_by)
            if not t.refused_by and t.key and t.key not in state.keys:
                c["keys"] = {**state.keys, t.key: event.step}
            c.update(tool_calls=state.tool_calls + 1,
                     tool_errors=state.tool_errors + (0 if t.ok else 1),
                     calls=(*state.calls, record),
                     refusals=state.refusals + (1 if t.refused_by else 0),
                     rejections=state.rejections + (1 if t.error == "unverified" else 0))
        case Nudge():
            c["nudges"] = state.nudges + 1
        case Guard(decision="stop" | "escalate", guard=guard):
            c["stopped_by"] = str(guard)
        case Context(fields=fields, topology=topology):
            service = (fields or {}).get("service")
            c.update(alert_service=service if service != "unknown" else None,
                     topology=tuple(topology or ()))
        case Fold():
            c["folds"] = state.folds + 1
        case Compaction():
            c["compactions"] = state.compactions + 1
        case Truncation():
            c["truncations"] = state.truncations + 1
        case Phase(phase=phase):
            c["phase"] = str(phase)
        case RunFinished(outcome=outcome):
            c.update(outcome=str(outcome), finish=event.payload, attempt_started=None)
    return replace(state, **c)


def state_of(events: Iterable[Event]) -> RunState:
    """A run's state from its events, in order (what `apply` gives, event by event)."""
    state = RunState()
    for event in events:
        state = apply(state, event)
    return state
