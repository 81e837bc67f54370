"""A run's state, as a pure fold over its events.

Every counter a guard or a budget reads comes from here, so a resumed run sees the same numbers
as the run that died: nothing is kept only in memory.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, fields
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


def _compile_evolve() -> Callable[[RunState, Mapping[str, Any]], RunState]:
    """`dataclasses.replace(state, **changes)` for RunState, about 3× cheaper.

    `apply` runs for every event of every run (and for the whole log on a resume), and
    `replace` spends most of its time finding the fields and going through the frozen
    `__init__`, one `object.__setattr__` per field. This copies each slot through its
    descriptor in straight-line code, generated once the way `dataclasses` generates
    `__init__`, then sets the changed fields. RunState has no `__post_init__` or validation to
    skip; `tests/oncall/test_state.py` checks the result against `replace` field by field."""
    names = [f.name for f in fields(RunState)]
    scope: dict[str, Any] = {"new": object.__new__, "cls": RunState,
                             "setattr_": object.__setattr__,
                             **{f"set_{n}": RunState.__dict__[n].__set__ for n in names}}
    lines = ["def evolve(s, changes):", "    n = new(cls)",
             *(f"    set_{n}(n, s.{n})" for n in names),
             "    for name, value in changes.items():", "        setattr_(n, name, value)",
             "    return n"]
    exec("\n".join(lines), scope)  # the source is built from the field names alone
    evolve: Callable[[RunState, Mapping[str, Any]], RunState] = scope["evolve"]
    return evolve


_evolve = _compile_evolve()


def apply(state: RunState, event: Event) -> RunState:
    """The state after one event (one copy: this runs for every event of every run)."""
    p = event.payload
    kind = event.kind
    wall = state.wall_s
    if state.last_ts is not None and state.attempt_started is not None:
        wall += max(0.0, event.ts - state.last_ts)
    c: dict[str, Any] = {"last_ts": event.ts, "wall_s": wall}
    if kind == "run_started":
        c.update(attempts=state.attempts + 1, attempt_started=event.ts, outcome=None,
                 finish=None)
    elif kind in ("model_call", "model_error"):  # a retried call carries all its tries
        c.update(prompt_tokens=state.prompt_tokens + int(p.get("prompt_tokens", 0)),
                 completion_tokens=state.completion_tokens + int(p.get("completion_tokens", 0)),
                 cost_usd=state.cost_usd + float(p.get("cost_usd", 0.0)))
        if kind == "model_call" and p.get("role") == "agent" and p.get("ok", True):
            c.update(step=max(state.step, event.step), model_calls=state.model_calls + 1)
    elif kind == "tool_call":
        refused_by = p.get("refused_by")
        record = CallRecord(event.step, str(p.get("name", "")), str(p.get("key", "")),
                            bool(p.get("ok")), p.get("error"), refused_by)
        if not refused_by and record.key and record.key not in state.keys:
            c["keys"] = {**state.keys, record.key: event.step}
        c.update(tool_calls=state.tool_calls + 1,
                 tool_errors=state.tool_errors + (0 if p.get("ok") else 1),
                 calls=(*state.calls, record),
                 refusals=state.refusals + (1 if refused_by else 0),
                 rejections=state.rejections + (1 if p.get("error") == "unverified" else 0))
    elif kind == "nudge":
        c["nudges"] = state.nudges + 1
    elif kind == "guard" and p.get("decision") in ("stop", "escalate"):
        c["stopped_by"] = str(p.get("guard"))
    elif kind == "context":
        service = (p.get("fields") or {}).get("service")
        c.update(alert_service=service if service != "unknown" else None,
                 topology=tuple(p.get("topology") or ()))
    elif kind in ("fold", "compaction", "truncation"):
        name = {"fold": "folds", "compaction": "compactions", "truncation": "truncations"}[kind]
        c[name] = getattr(state, name) + 1
    elif kind == "phase":
        c["phase"] = str(p["phase"])
    elif kind == "run_finished":
        c.update(outcome=str(p["outcome"]), finish=p, attempt_started=None)
    return _evolve(state, c)


def fold(events: Iterable[Event]) -> RunState:
    state = RunState()
    for event in events:
        state = apply(state, event)
    return state
