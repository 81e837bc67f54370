"""The event kinds of the log, one frozen dataclass each.

A kind is either a **step** (`replayed = True`): a unit of work the loop performs once and a
resumed run re-reads instead of redoing, matched by (kind, step, key); or a **record**
(`replayed = False`): a trace of something that happened inside a step (a retry, a fold, a
fallback) or around the run (its start, its end, a takeover), folded into the state but never
matched. Which one a kind is lives here, beside its fields, so a new kind cannot be written
without saying it.

The store still writes each payload as one JSON object, the fields by name (a name that is a
Python keyword keeps its wire name through `wire`). Decoding is lenient — a field missing from
an old database takes its default, an unknown one is ignored — while appending is strict: a
payload with a field its kind does not declare, or a kind nobody declared, is refused, so the
types and the log cannot drift apart. `docs/events.md` is generated from these classes
(`python -m oncall.events`) and a test checks it is current.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

JSON = Any
"""A JSON value as the payload holds it (object, list, string, number, bool or null)."""

KINDS: dict[str, type[Body]] = {}
"""Every declared kind, by its name in the log."""


def wire(name: str) -> Any:
    """A field whose payload key is `name` (e.g. a Python keyword such as ``from``)."""
    return field(default=None, metadata={"wire": name})


class Body:
    """The payload of one event. Subclasses set `kind` and `replayed` and list their fields
    (each a frozen dataclass)."""

    __slots__ = ()
    kind: ClassVar[str] = ""
    replayed: ClassVar[bool] = False
    about: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__dict__.get("kind"):
            # `dataclass(slots=True)` builds the class anew: the same name may come twice.
            known = KINDS.get(cls.kind)
            if known is not None and known.__qualname__ != cls.__qualname__:
                raise TypeError(f"event kind {cls.kind!r} declared twice")
            KINDS[cls.kind] = cls

    def to_payload(self) -> dict[str, JSON]:
        """The JSON object the store writes."""
        return {_wire(f): getattr(self, f.name)
                for f in _fields(self)}


class Step(Body):
    """A step that replay matches: performed once, re-read on resume."""

    __slots__ = ()
    replayed = True


class Record(Body):
    """A record folded into the state but never matched on resume."""

    __slots__ = ()
    replayed = False


def _fields(body: type[Body] | Body) -> tuple[dataclasses.Field[Any], ...]:
    """The declared fields (every concrete kind is a dataclass; the base is not)."""
    return dataclasses.fields(body)  # type: ignore[arg-type]


def _wire(f: dataclasses.Field[Any]) -> str:
    return str(f.metadata.get("wire", f.name))


_INTERNAL = ("_key", "_digest")
"""What the journal adds to a step's payload: its replay key and its request digest."""


class UndeclaredEvent(ValueError):
    """A payload that does not match any declared kind (a programming error)."""


def wire_keys(kind: str) -> frozenset[str]:
    cls = KINDS.get(kind)
    if cls is None:
        raise UndeclaredEvent(f"event kind {kind!r} is not declared in oncall/events.py")
    return frozenset(_wire(f) for f in _fields(cls))


def check(kind: str, payload: Mapping[str, JSON]) -> None:
    """Refuse a payload whose kind or fields are not declared (appends only)."""
    extra = set(payload) - wire_keys(kind) - set(_INTERNAL)
    if extra:
        raise UndeclaredEvent(f"event kind {kind!r} does not declare {sorted(extra)} "
                              "(add the fields to its class in oncall/events.py)")


def decode(kind: str, payload: Mapping[str, JSON]) -> Body | None:
    """The typed body of a logged payload; None for a kind this version does not know (a
    newer writer's), which the state fold then ignores."""
    cls = KINDS.get(kind)
    if cls is None:
        return None
    values = {f.name: payload[_wire(f)] for f in _fields(cls) if _wire(f) in payload}
    return cls(**values)


def replayed(kind: str) -> bool:
    """Whether a resumed run re-reads events of this kind; an unknown kind never is."""
    cls = KINDS.get(kind)
    return bool(cls and cls.replayed)


# -- the run's life ---------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class RunStarted(Record):
    kind = "run_started"
    about = "an attempt of the run began (a fresh run's first, or a resume's)"
    attempt: int = 1
    pid: int = 0
    sqlite: str = ""
    fold_shaper: str | None = None
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
    shaper: str | None = None


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


# -- alerts in, findings out (`oncall serve`) -------------------------------------------------

@dataclass(frozen=True, slots=True)
class AlertReceived(Record):
    kind = "alert_received"
    about = ("the firing alert that started the run: its source, dedupe key and the alert as "
             "the webhook sent it")
    source: str = ""
    dedupe_key: str = ""
    fingerprint: str = ""
    starts_at: str = ""
    labels: Mapping[str, JSON] = field(default_factory=dict)
    annotations: Mapping[str, JSON] = field(default_factory=dict)
    payload: Mapping[str, JSON] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class AlertResolved(Record):
    kind = "alert_resolved"
    about = ("the sender said the run's alert resolved; `while_running` when that came before "
             "the run finished (the event is written once it has)")
    source: str = ""
    dedupe_key: str = ""
    ends_at: str = ""
    received_at: float = 0.0
    while_running: bool = False


@dataclass(frozen=True, slots=True)
class Notification(Record):
    kind = "notification"
    about = ("one delivery attempt of the run's finding to a channel: `sending` before the "
             "request, then `delivered`, `retrying` (with the backoff) or `gave_up`")
    channel: str = ""
    channel_kind: str = ""
    attempt: int = 1
    phase: str = ""
    idempotency_key: str = ""
    http_status: int | None = None
    error: str | None = None
    delay_s: float | None = None


def reference() -> str:
    """`docs/events.md`: every kind with its fields, from the classes above."""
    lines = ["# Events", "", "Generated from `oncall/events.py` by `python -m oncall.events`; "
             "a test checks it is current.", "",
             "Every event has `run_id`, `seq` (per run, from 1), `kind`, `step` and `ts` (the "
             "store's clock) beside its payload, and `hash`: sha256 over the row and the "
             "hash of the run's previous event, checked on every read of a run and by `python "
             "-m oncall verify` (docs/durability.md). A **step** is replayed on resume: matched by "
             "kind, step and key, its logged result re-read instead of redone. A **record** is "
             "folded into the run's state but never matched.", ""]
    for name in sorted(KINDS):
        cls = KINDS[name]
        lines += [f"## `{name}` ({'step' if cls.replayed else 'record'})", "", cls.about, "",
                  "| field | type | default |", "| --- | --- | --- |"]
        for f in _fields(cls):
            default = (f.default if f.default is not dataclasses.MISSING else
                       f.default_factory() if f.default_factory is not dataclasses.MISSING
                       else "")
            kind = str(f.type).replace("|", "\\|")
            lines.append(f"| `{_wire(f)}` | `{kind}` | `{default!r}` |")
        lines.append("")
    return "\n".join(lines)


if __name__ == "__main__":
    print(reference(), end="")
