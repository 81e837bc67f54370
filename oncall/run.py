"""One run's journal and dependencies, which the step functions (`oncall.steps`) work over.

A `Run` holds what a run needs and nothing it does: the scenario and profile, the journal
(its log, replayed or appended), the model caller, the context window, the guards, the
production's sources, the tools, and the per-attempt redaction screen.
"""

from __future__ import annotations

import os
import random
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import anyio

from oncall.auth import TokenSource
from oncall.config import Profile, Scenario
from oncall.guards.hooks import Hooks
from oncall.journal import Journal
from oncall.modelcall import ModelCaller
from oncall.models import ModelServers
from oncall.redact import Screen
from oncall.retry import Backoff, Policy, model_policy, tool_policy
from oncall.sources import Sources
from oncall.tools import ToolCall, ToolResult, Toolset
from oncall.window import Window

Message = Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class StepLine:
    """One line of live progress: a model call or a tool call as it completes."""

    step: int
    what: str
    detail: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    ms: float = 0.0
    replayed: bool = False


@dataclass(frozen=True, slots=True)
class Turn:
    """The agent's reply, ready for the history, and the calls it asked for."""

    message: Message
    calls: Sequence[ToolCall]


@dataclass(frozen=True, slots=True)
class ToolOutcome:
    call: ToolCall
    result: ToolResult
    message: Message
    """The tool message for the history."""
    escalated: bool = False
    """A guard ended the run at this call (verification gave up on the report)."""
    escalation_reason: str = ""


@dataclass(frozen=True, slots=True)
class Ending:
    outcome: str
    reason: str
    call: ToolCall
    guard: str | None = None


@dataclass
class Run:
    run_id: str
    scenario: Scenario
    profile: Profile
    journal: Journal
    models: ModelServers
    sources: Sources
    """The production the tools read (`oncall.sources`)."""
    toolset: Toolset
    on_step: Callable[[StepLine], None] = lambda line: None
    sleep: Callable[[float], Awaitable[None]] = anyio.sleep
    """How retries wait; tests pass a fake that only records the delays."""
    auth: TokenSource | None = None
    hooks: Hooks = field(init=False)
    caller: ModelCaller = field(init=False)
    window: Window = field(init=False)
    tool_retry: Policy = field(init=False)
    screen: Screen = field(init=False)
    """Redaction and injection screening of everything production returns; its key is
    this object's alone (never stored), so placeholders are stable within the attempt."""
    failures: dict[str, tuple[int, int]] = field(init=False, default_factory=dict)
    """Failed results already shown to the model: content -> (first step, times shown)."""

    def __post_init__(self) -> None:
        rng = random.Random(self.run_id)
        retries = self.profile.model_retries
        self.caller = ModelCaller(self.journal, self.scenario, self.models, model_policy(
            Backoff(retries.max_retries, retries.first_delay, retries.factor, retries.cap), rng),
            self.sleep)
        t = self.profile.tool_retries
        self.tool_retry = tool_policy(Backoff(t.max_retries, t.first_delay, t.factor, t.cap),
                                      rng)
        self.window = Window(self.journal, self.profile, self.scenario, self.caller,
                             self.toolset.schemas())
        self.hooks = Hooks(self.journal, self.profile, self.scenario, self.caller)
        self.screen = Screen.for_run((t.name for t in self.toolset.tools),
                                     self.scenario.redact_rules())


def process_facts() -> dict[str, Any]:
    """What a `run_started` event records of the process: its pid and the SQLite it links."""
    import sqlite3

    return {"pid": os.getpid(), "sqlite": sqlite3.sqlite_version}
