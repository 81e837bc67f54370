"""Run a scripted investigation as a replay against the message history.

A plan is a generator that yields batches of tool calls and receives their results, and
finally returns a `Conclusion`. On every request the plan runs from the start: each batch is
looked up in the history; when every call of a batch already has a result, the plan continues;
the first batch with calls not made yet is this turn's reply. So state never lives in the policy,
a call is never made twice (the plan is deterministic and answered calls are reused), and a
several-call batch becomes one assistant turn with several tool calls.

The replay also applies what the harness said in the conversation: tools it did not offer are
answered as failures without being called, arguments its schema lacks are dropped, and after a
nudge (a later user message about looping, progress, drift or budgets) no new exploration calls
are made, so the plan concludes with what it has.
"""

from __future__ import annotations

import re
from collections.abc import Generator
from dataclasses import dataclass
from typing import Any, TypeAlias

from prodsim.scripted.chat import ChatRequest, JsonObject, Reply, ToolCall
from prodsim.scripted.policies.alert import Alert, first_user_index, read_alert
from prodsim.scripted.policies.history import History, ToolResult, call_key, read_history

SKIPPED = "skipped"
"""Error code of the synthetic result for an exploration call withheld after a nudge."""
EXPLORATION_TOOLS = frozenset({"query_logs", "get_metrics", "get_k8s_events", "list_services"})
_HURRY = re.compile(r"\b(loop\w*|repeat\w*|progress\w*|drift\w*|budget\w*|wrap\w*|conclu\w*|"
                    r"final\w*|stuck|too many|no new)\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Conclusion:
    """How a plan ends: a call to `submit_report` or `escalate`, and a line of text."""

    tool: str
    arguments: JsonObject
    summary: str


Plan: TypeAlias = Generator[list[ToolCall], list[ToolResult], Conclusion]


class Session:
    """The request seen as an oracle: what was asked, what came back, what the harness said."""

    def __init__(self, request: ChatRequest) -> None:
        self.request = request
        self.alert: Alert = read_alert(request)
        self.history: History = read_history(request)
        first = first_user_index(request)
        self.late_user_messages: tuple[str, ...] = tuple(
            m.content for m in request.messages[(first or 0) + 1:] if m.role == "user"
        ) if first is not None else ()
        self.hurry = any(_HURRY.search(text) for text in self.late_user_messages)

    def offered(self, name: str) -> bool:
        return self.request.tool_parameters(name) is not None

    def call(self, name: str, arguments: dict[str, Any]) -> ToolCall:
        """A call with only the arguments the offered schema declares."""
        params = self.request.tool_parameters(name)
        if params is not None:
            arguments = {k: v for k, v in arguments.items() if k in params}
        return ToolCall(name=name, arguments=arguments)

    def lookup(self, call: ToolCall) -> ToolResult | None:
        """The call's result from history, a synthetic failure, or None: it must be made now."""
        if not self.offered(call.name):
            return ToolResult(ok=False, error="not_offered",
                              message=f"the harness does not offer {call.name}")
        found = self.history.result(call.name, call.arguments)
        if found is not None:
            return found
        key = call_key(call.name, call.arguments)
        if self.history.unanswered.get(key, 0) >= 2:
            return ToolResult(ok=False, error="no_result", message="no result came back twice")
        if self.hurry and call.name in EXPLORATION_TOOLS:
            return ToolResult(ok=False, error=SKIPPED, message="told to conclude")
        return None


def drive(session: Session, plan: Plan) -> list[ToolCall] | Conclusion:
    """Advance `plan` through every batch the history answers; return the next calls or the end."""
    try:
        batch = next(plan)
        while True:
            results = [session.lookup(call) for call in batch]
            missing = [call for call, result in zip(batch, results, strict=True) if result is None]
            if missing:
                return missing
            batch = plan.send([r for r in results if r is not None])
    except StopIteration as stop:
        conclusion: Conclusion = stop.value
        return conclusion


def conclude(session: Session, conclusion: Conclusion) -> Reply:
    """The ending as a tool call the harness offers: report, else escalate, else plain text."""
    args = dict(conclusion.arguments)
    if conclusion.tool == "submit_report" and not session.offered("submit_report"):
        args = {"reason": f"cannot submit a report here; finding: {args.get('root_cause', '')}",
                "evidence": args.get("evidence", [])}
        conclusion = Conclusion("escalate", args, conclusion.summary)
    if not session.offered(conclusion.tool):
        text = args.get("root_cause") or args.get("reason") or conclusion.summary
        return Reply(content=str(text))
    return Reply(content=conclusion.summary,
                 tool_calls=(session.call(conclusion.tool, args),))
