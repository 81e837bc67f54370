"""The wall-time budget, enforced during a call rather than only between steps.

The budget guard stops a run before a model call once `max_wall_s` has passed, but a call
that never returns (a server that accepts the connection and never answers, `slow=15` under
a 2 s budget) would hold the run past it for as long as it hangs. So the whole loop runs under
a cancel scope that ends at the run's deadline: what is in flight is cancelled there, a
`guard` event records it, and the run ends `stopped_by_guard` with its handoff. Time already
spent by earlier attempts (before a crash and its resume) counts, as it does for the guard.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from oncall.run import Run
from oncall.state import state_of
from oncall.steps import finish

GUARD = "max_wall_s"


def remaining_s(run: Run) -> float:
    """Seconds left in the run's wall budget (inf when it has none)."""
    limit = run.profile.budget.max_wall_s
    if limit is None:
        return math.inf
    state = state_of(run.journal.events)
    used = state.wall_s
    if state.last_ts is not None:
        used += max(0.0, run.journal.store.now() - state.last_ts)
    return max(0.0, limit - used)


async def stop_at_deadline(run: Run) -> Mapping[str, Any]:
    """End a run whose wall budget ran out while a call was in flight."""
    state = run.journal.state
    if state.outcome is not None and state.finish is not None:
        return state.finish  # the run ended just as the deadline came: keep its ending
    limit = float(run.profile.budget.max_wall_s or 0.0)
    reason = (f"{limit:g} seconds of wall time reached the budget of {limit:g} during a call; "
              "the call was cancelled")
    await run.journal.record("guard", state.step, f"{GUARD}:deadline", {
        "guard": GUARD, "hook": "during_call", "decision": "stop", "reason": reason,
        "scores": {"used": limit, "limit": limit}})
    return await finish(run, "stopped_by_guard", reason, guard=GUARD)
