"""The loop: bootstrap, then guards → model → (guards → tool)* until the run ends.

It reads top to bottom. Every step is a function of `oncall.steps` over the run's journal and
dependencies; each logs what it does (or, on resume, replays it from the log), so this
function is the same for a fresh run and a resumed one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import anyio

from oncall.deadline import remaining_s, stop_at_deadline
from oncall.errors import ModelError, ProductionUnavailable
from oncall.run import Run
from oncall.steps import bootstrap, call_model, call_tools, ending, finish, nudge_message, remind


async def investigate(run: Run) -> Mapping[str, Any]:
    with anyio.move_on_after(remaining_s(run)):  # the wall budget holds during a call too
        return await _steps(run)
    return await stop_at_deadline(run)


async def _steps(run: Run) -> Mapping[str, Any]:
    try:
        messages = await bootstrap(run)
        while True:
            step = run.journal.state.step + 1
            verdict = await run.hooks.before_model(step)
            if verdict.decision == "stop":
                return await finish(run, "stopped_by_guard", verdict.reason, guard=verdict.guard)
            if verdict.decision == "nudge":
                messages.append(nudge_message())
            turn, messages = await call_model(run, step, messages)
            messages.append(turn.message)
            if not turn.calls:
                messages.append(await remind(run, step))
                continue
            outcomes = await call_tools(run, step, turn.calls)
            messages.extend(o.message for o in outcomes)
            if end := ending(run, outcomes):
                return await finish(run, end.outcome, end.reason, call=end.call, guard=end.guard)
    except ModelError as exc:
        return await finish(run, "failed", "the model call failed", error=str(exc))
    except ProductionUnavailable as exc:
        return await finish(run, "failed", "the production API failed the harness", error=str(exc))
