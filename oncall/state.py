"""A run's state, as a pure fold over its events.

Every counter a guard or a budget reads comes from here, so a resumed run sees the same numbers
as the run that died: nothing is kept only in memory.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

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
    p = event.payload
    wall = state.wall_s
    if state.last_ts is not None and state.attempt_started is not None:
        wall += max(0.0, event.ts - state.last_ts)
    s = replace(state, last_ts=event.ts, wall_s=wall)
    if event.kind == "run_started":
        return replace(s, attempts=s.attempts + 1, attempt_started=event.ts, outcome=None,
                       finish=None)
    if event.kind in ("model_call", "model_error"):
        s = replace(s, prompt_tokens=s.prompt_tokens + int(p.get("prompt_tokens", 0)),
                    completion_tokens=s.completion_tokens + int(p.get("completion_tokens", 0)),
                    cost_usd=s.cost_usd + float(p.get("cost_usd", 0.0)))
        if event.kind == "model_call" and p.get("role") == "agent" and p.get("ok", True):
            s = replace(s, step=max(s.step, event.step), model_calls=s.model_calls + 1)
        return s
    if event.kind == "tool_call":
        refused_by = p.get("refused_by")
        record = CallRecord(event.step, str(p.get("name", "")), str(p.get("key", "")),
                            bool(p.get("ok")), p.get("error"), refused_by)
        keys = s.keys
        if not refused_by and record.key and record.key not in keys:
            keys = {**keys, record.key: event.step}
        return replace(s, tool_calls=s.tool_calls + 1,
                       tool_errors=s.tool_errors + (0 if p.get("ok") else 1),
                       calls=(*s.calls, record), keys=keys,
                       refusals=s.refusals + (1 if refused_by else 0),
                       rejections=s.rejections + (1 if p.get("error") == "unverified" else 0))
    if event.kind == "nudge":
        return replace(s, nudges=s.nudges + 1)
    if event.kind == "guard" and p.get("decision") in ("stop", "escalate"):
        return replace(s, stopped_by=str(p.get("guard")))
    if event.kind == "context":
        fields = p.get("fields") or {}
        service = fields.get("service")
        return replace(s, alert_service=service if service != "unknown" else None,
                       topology=tuple(p.get("topology") or ()))
    if event.kind == "fold":
        return replace(s, folds=s.folds + 1)
    if event.kind == "compaction":
        return replace(s, compactions=s.compactions + 1)
    if event.kind == "truncation":
        return replace(s, truncations=s.truncations + 1)
    if event.kind == "phase":
        return replace(s, phase=str(p["phase"]))
    if event.kind == "run_finished":
        return replace(s, outcome=str(p["outcome"]), finish=p, attempt_started=None)
    return s


def fold(events: Iterable[Event]) -> RunState:
    state = RunState()
    for event in events:
        state = apply(state, event)
    return state
