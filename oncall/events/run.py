"""Event kinds of a run's life and of its model calls."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from oncall.events.base import JSON, Record, Step, wire

# -- the run's life ---------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class RunStarted(Record):
    kind = "run_started"
    about = "an attempt of the run began (a fresh run's first, or a resume's)"
    attempt: int = 1
    pid: int = 0
    sqlite: str = ""
    model_profile: Mapping[str, str] | None = None
    """The profile's `models:` pattern that matched the agent's model, and the model."""


@dataclass(frozen=True, slots=True)
class RunFinished(Record):
    kind = "run_finished"
    about = "the run ended: its outcome and why, with the report or the escalation"
    outcome: str = "failed"
    reason: str = ""
    error: str | None = None
    guard: str | None = None
    report: Mapping[str, JSON] | None = None
    escalation: Mapping[str, JSON] | None = None


@dataclass(frozen=True, slots=True)
class Takeover(Record):
    kind = "takeover"
    about = "a worker took the run over from one whose lease expired or was released"
    worker: str = ""
    epoch: int = 0
    previous_worker: str = ""
    previous_epoch: int = 0
    reason: str = ""
    lease_age_s: float = 0.0
    heartbeat_age_s: float = 0.0


# -- the model --------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Context(Step):
    kind = "context"
    about = "the bootstrap: the alert, the fields read from it, the topology, the first messages"
    alert: JSON = None
    fields: Mapping[str, str] = field(default_factory=dict)
    topology: Mapping[str, list[str]] = field(default_factory=dict)
    messages: list[Mapping[str, JSON]] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class ModelInfo(Step):
    kind = "model_info"
    about = "what the model server said of a model (its context length), asked once per model"
    model: str = ""
    spec: str = ""
    context_length: int | None = None
    capabilities: list[str] = field(default_factory=list)
    error: str | None = None


@dataclass(frozen=True, slots=True)
class Phase(Step):
    kind = "phase"
    about = "the agent moved to another phase (planning, investigating) and its model"
    phase: str = ""
    previous: str | None = None
    model: str = ""


@dataclass(frozen=True, slots=True)
class ModelCall(Step):
    kind = "model_call"
    about = ("a model call, every try included (a ledger row): what was sent, what came back, "
             "tokens as the server counted them; `ok: false` for a tolerated failure")
    role: str = "agent"
    model: str = ""
    request: Mapping[str, JSON] | None = None
    ok: bool = True
    message: Mapping[str, JSON] = field(default_factory=dict)
    done_reason: str | None = None
    logprobs: JSON = None
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_ms: float = 0.0
    durations_ns: Mapping[str, int] | None = None
    cost_usd: float = 0.0
    attempt: int = 1
    run_attempt: int = 0
    error: str | None = None
    status: int | None = None
    transient: bool | None = None
    overflow: bool = False
    """The server refused the prompt as longer than its context (replayed, like the
    compaction and retry that follow)."""


@dataclass(frozen=True, slots=True)
class ModelFailed(Record):
    kind = "model_error"
    about = "an agent model call that failed for good (the run fails, resumable); in the ledger"
    role: str = "agent"
    model: str = ""
    request: Mapping[str, JSON] | None = None
    ok: bool = False
    error: str = ""
    status: int | None = None
    transient: bool = False
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    latency_ms: float = 0.0
    attempt: int = 1
    run_attempt: int = 0


@dataclass(frozen=True, slots=True)
class Fallback(Record):
    kind = "fallback"
    about = "a call switched to its role's fallback model after persistent throttling"
    role: str = "agent"
    from_: str | None = wire("from")
    to: str | None = None
    reason: str = ""


@dataclass(frozen=True, slots=True)
class Retry(Record):
    kind = "retry"
    about = ("a failed try of a model call (`role`, `model`) or a tool call (`tool`, `index`) "
             "that will be tried again after `delay_s`")
    attempt: int = 1
    error: str = ""
    delay_s: float = 0.0
    role: str | None = None
    model: str | None = None
    status: int | None = None
    prompt_tokens: int = 0
    completion_tokens: int = 0
    tool: str | None = None
    index: int | None = None


@dataclass(frozen=True, slots=True)
class Truncation(Step):
    kind = "truncation"
    about = ("the prompt did not fit: the server counted fewer prompt tokens than were sent "
             "(`cause: silent`, Ollama) or refused it (`cause: overflow`, an OpenAI server's "
             "400, its text in `error`)")
    prompt_tokens: int = 0
    estimate: int = 0
    num_ctx: int = 0
    cause: str = "silent"
    error: str | None = None


@dataclass(frozen=True, slots=True)
class Compaction(Step):
    kind = "compaction"
    about = "older steps of the history replaced by a summary (a model's, or the digest)"
    path: str = "digest"
    summarizer_error: str | None = None
    tokens_before: int = 0
    tokens_after: int = 0
    num_ctx: int = 0
    replaced_messages: list[int] = field(default_factory=list)
    replaced_steps: int = 0
    forced: bool = False
    summary: str = ""


@dataclass(frozen=True, slots=True)
class ContextFull(Step):
    kind = "context_full"
    about = "the history is over its compaction threshold and nothing is left to compact"
    tokens: int = 0
    num_ctx: int = 0
    reason: str = ""


@dataclass(frozen=True, slots=True)
class Reminder(Step):
    kind = "reminder"
    about = "a message the harness added for the model (e.g. a reply with no tool call)"
    content: str = ""


@dataclass(frozen=True, slots=True)
class QuirkSeen(Step):
    kind = "quirk"
    about = ("an odd shape in a model's reply (`oncall.quirks.KINDS`): recovered where one "
             "reading is unambiguous, else sent back as a tool error or a reminder; thinking "
             "split off a reply is kept here, never sent back")
    kind_: str = wire("kind")
    recovered: bool = False
    detail: str = ""
    index: int | None = None
    thinking: str | None = None
