"""The end of a run: which outcome a turn's results mean (the tool says, through `ends_run`),
and the `run_finished` record."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from oncall.run import Ending, Run, ToolOutcome
from oncall.store import NewEvent
from oncall.tools import ToolCall


def ending(run: Run, outcomes: Sequence[ToolOutcome]) -> Ending | None:
    """The first successful call of a tool that ends the run (its `ends_run` says with what
    outcome) ends it, or a report the verification guard gave up on."""
    for o in outcomes:
        if o.escalated:
            return Ending("escalated", o.escalation_reason, o.call, "verification")
        tool = run.toolset.get(o.call.name)
        if tool is not None and tool.ends_run and o.result.ok:
            reason = "report submitted" if tool.ends_run == "resolved" else "the agent escalated"
            return Ending(tool.ends_run, reason, o.call)
    return None


async def finish(run: Run, outcome: str, reason: str, *, call: ToolCall | None = None,
                 error: str | None = None, guard: str | None = None) -> Mapping[str, Any]:
    """Record `run_finished`: a resolved run carries its report, an escalated one the
    escalation the agent wrote (a guard's escalation carries neither: its reason says why)."""
    payload: dict[str, Any] = {"outcome": outcome, "reason": reason, "error": error,
                               "guard": guard, "report": None, "escalation": None}
    tool = run.toolset.get(call.name) if call is not None else None
    if call is not None and tool is not None and tool.ends_run == outcome:
        payload["report" if outcome == "resolved" else "escalation"] = dict(call.arguments)
    await run.journal.append([NewEvent("run_finished", run.journal.state.step, payload)])
    return payload
