"""The context budget of the agent model: compact before the limit, catch a cut prompt.

Ollama cuts an overflowing prompt without an error; the only sign is a `prompt_eval_count`
below what was sent. So the prompt is estimated before every call (calibrated by the server's
own counts earlier in the run) and compacted at a set fraction of num_ctx, and a reply whose
count shows a cut is logged as a `truncation` and handled — never taken as an answer.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import orjson

from oncall.compaction import (
    calibrated,
    digest,
    estimate_tokens,
    plan,
    render_for_summary,
    summary_message,
    tokens_of,
)
from oncall.config import ModelChoice, Profile, Scenario
from oncall.journal import Journal
from oncall.modelcall import ModelCaller

Message = Mapping[str, Any]

SUMMARIZER_PROMPT = (
    "You summarise an on-call investigation so that it can go on without its early steps. "
    "Keep every fact: each tool called with its arguments, the error lines seen (quote one of "
    "each kind verbatim), every change seen with its id, version and time, the services "
    "implicated, and the tool errors met. Do not guess causes. Plain text, no preamble.")


@dataclass(frozen=True, slots=True)
class Prompt:
    """What goes to the model: the messages, their JSON (the estimate is taken from it and
    the request body is built from it, so the history is serialised once per call) and the
    uncalibrated token estimate of messages and tool schemas."""

    messages: list[Message]
    encoded: bytes
    raw: int


class Window:
    def __init__(self, journal: Journal, profile: Profile, scenario: Scenario,
                 caller: ModelCaller, tools: Sequence[Mapping[str, Any]]) -> None:
        self.journal = journal
        self.cfg = profile.context
        self.scenario = scenario
        self.caller = caller
        self.tools = tools
        self.ratio: float | None = None
        self.compactions = 0
        self._tools_tokens: int | None = None

    def num_ctx(self, choice: ModelChoice) -> int:
        limit = self.caller.context_limit(choice.spec)
        wanted = int(choice.options["num_ctx"])
        return min(wanted, limit) if limit else wanted

    def prompt(self, messages: list[Message]) -> Prompt:
        """The history serialised once, and `estimate_tokens` of it with the tool schemas'
        share computed once (they never change)."""
        if self._tools_tokens is None:
            self._tools_tokens = estimate_tokens([], self.tools)
        encoded = orjson.dumps(messages)
        # `estimate_tokens(messages, ())` exactly: its empty tool list serialises as `[]`.
        return Prompt(messages, encoded, tokens_of(len(encoded) + len(b"[]"))
                      + self._tools_tokens)

    def observe(self, prompt_tokens: int, raw: int) -> None:
        """Calibrate the estimate with what the server counted for an uncut prompt (`raw`:
        the uncalibrated estimate of what was sent)."""
        if prompt_tokens > 0 and raw > 0:
            self.ratio = min(2.0, max(0.5, prompt_tokens / raw))

    def was_cut(self, prompt_tokens: int, estimate: int) -> bool:
        return 0 < prompt_tokens < self.cfg.truncated_below * estimate

    async def fit(self, step: int, messages: list[Message], choice: ModelChoice, *,
                  force: bool = False) -> Prompt:
        """The messages to send: as they are, or with the older middle summarised."""
        budget = self.num_ctx(choice)
        prompt = self.prompt(messages)
        before = calibrated(prompt.raw, self.ratio)
        if not force and before <= self.cfg.compact_at * budget:
            return prompt
        cut = plan(messages, self.cfg.keep_recent)
        if cut is None and self.cfg.keep_recent > 1:
            cut = plan(messages, 1)
        if cut is None:
            await self.journal.record("context_full", step, f"full:{self.compactions}", {
                "tokens": before, "num_ctx": budget, "reason": "nothing left to compact"})
            return prompt
        start, end = cut
        middle = messages[start:end]
        services = self._services()
        text, path, error = digest(middle, services), "digest", None
        summarizer = self.scenario.models.roles.get("summarizer")
        if summarizer is not None:
            reply, _ = await self.caller.chat(
                "summarizer", step, f"summarizer:{self.compactions}", summarizer,
                [{"role": "system", "content": SUMMARIZER_PROMPT},
                 {"role": "user", "content": f"{messages[start - 1].get('content', '')}\n\n"
                                             f"## Findings so far (digest)\n{text}\n\n"
                                             f"## Steps to summarise\n"
                                             f"{render_for_summary(middle)}"}],
                tolerate_failure=True)
            summary = str((reply.get("message") or {}).get("content") or "").strip()
            ceiling = min(len(text), int(self.cfg.summary_share * budget * 4))
            if not reply.get("ok", True):
                error = str(reply.get("error"))
            elif len(summary) < self.cfg.summary_floor:
                error = (f"summary of {len(summary)} characters is under the floor of "
                         f"{self.cfg.summary_floor}")
            elif len(summary) > ceiling:
                error = (f"summary of {len(summary)} characters is longer than the digest or "
                         f"its share of the context ({ceiling} characters)")
            else:
                text, path = summary, "summarizer"
        compacted = [*messages[:start], summary_message(text), *messages[end:]]
        fitted = self.prompt(compacted)
        after = calibrated(fitted.raw, self.ratio)
        await self.journal.record("compaction", step, f"compaction:{self.compactions}", {
            "path": path, "summarizer_error": error, "tokens_before": before,
            "tokens_after": after, "num_ctx": budget, "replaced_messages": [start, end],
            "replaced_steps": sum(1 for m in middle if m.get("role") == "assistant"),
            "forced": force, "summary": text})
        self.compactions += 1
        return fitted

    def _services(self) -> list[str]:
        return list(self.journal.state.topology)
