"""Event kinds of tool calls (results, folds, redaction, injection, intents) and guards."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from oncall.events.base import JSON, Record, Step

# -- tools ------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ToolCalled(Step):
    kind = "tool_call"
    about = ("one tool call of a turn and its result: the arguments as parsed and as sent, "
             "what the model was shown, the guard that refused it, circuit transitions")
    index: int = 0
    name: str = ""
    arguments: Mapping[str, JSON] = field(default_factory=dict)
    raw_arguments: JSON = None
    key: str = ""
    ok: bool = False
    error: str | None = None
    content: str = ""
    refused_by: str | None = None
    verdict: Mapping[str, JSON] | None = None
    circuit: list[Mapping[str, str]] | None = None
    latency_ms: float = 0.0


@dataclass(frozen=True, slots=True)
class Fold(Record):
    kind = "fold"
    about = "a bulky tool result folded before the model saw it: lines and tokens in and out"
    tool: str = ""
    index: int = 0
    lines_in: int = 0
    templates: int = 0
    bytes_in: int = 0
    bytes_out: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    ms: float = 0.0


@dataclass(frozen=True, slots=True)
class Redaction(Record):
    kind = "redaction"
    about = ("secrets replaced by placeholders before anything was logged or shown: counts "
             "per rule, never a value (`where`: tool_call or bootstrap)")
    where: str = "tool_call"
    tool: str | None = None
    index: int | None = None
    counts: Mapping[str, int] = field(default_factory=dict)
    ms: float = 0.0


@dataclass(frozen=True, slots=True)
class InjectionSuspect(Record):
    kind = "injection_suspect"
    about = ("instruction-like text in a tool result (or the alert), wrapped as quoted data "
             "before the model saw it: counts per pattern and short excerpts")
    tool: str | None = None
    index: int | None = None
    counts: Mapping[str, int] = field(default_factory=dict)
    excerpts: list[str] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Intent(Record):
    kind = "intent"
    about = "a tool that changes something is about to run (written before it does)"
    tool: str = ""
    index: int = 0
    key: str = ""
    after_unknown: int | None = None
    policy: str = ""


# -- guards -----------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Guard(Step):
    kind = "guard"
    about = "a guard stopped the run or escalated it: which guard, at which hook, why"
    guard: str = ""
    hook: str = ""
    decision: str = ""
    reason: str = ""
    scores: Mapping[str, float] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Nudge(Step):
    kind = "nudge"
    about = "the progress guard asked the agent to change course (the message it added)"
    guard: str = ""
    reason: str = ""
    scores: Mapping[str, float] = field(default_factory=dict)
    content: str = ""


@dataclass(frozen=True, slots=True)
class Detector(Step):
    kind = "detector"
    about = "every progress detector's scores before a model call, and which one enforces"
    enforcing: str | None = None
    window: int = 0
    gate_open: bool = False
    scores: Mapping[str, Mapping[str, JSON]] = field(default_factory=dict)
    errors: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Verifier(Step):
    kind = "verifier"
    about = "the verifier model's verdict on a report, or why it gave none (it fails open)"
    verdict: str = ""
    problem: str | None = None
    gaps: list[str] = field(default_factory=list)
    fails_open: bool = False
