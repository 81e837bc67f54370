"""The loop: bootstrap, then guards → model → (guards → tool)* until the run ends.

It reads top to bottom. Every step goes through `Run`, which logs it (or, on resume, replays
it from the log), so this function is the same for a fresh run and a resumed one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from oncall.errors import ModelError, ProductionUnavailable
from oncall.run import Run


async def investigate(run: Run) -> Mapping[str, Any]:
    try:
        messages = await run.bootstrap()
        while True:
            step = run.journal.state.step + 1
            verdict = await run.before_model(step)
            if verdict.decision == "stop":
                return await run.finish("stopped_by_guard", verdict.reason, guard=verdict.guard)
            if verdict.decision == "nudge":
                messages.append(run.nudge_message())
            turn, messages = await run.call_model(step, messages)
            messages.append(turn.message)
            if not turn.calls:
                messages.append(await run.remind(step))
                continue
            outcomes = await run.call_tools(step, turn.calls)
            messages.extend(o.message for o in outcomes)
            if ending := run.ending(outcomes):
                return await run.finish(ending.outcome, ending.reason, call=ending.call,
                                        guard=ending.guard)
    except ModelError as exc:
        return await run.finish("failed", "the model call failed", error=str(exc))
    except ProductionUnavailable as exc:
        return await run.finish("failed", "the production API failed the harness", error=str(exc))
