"""Progress: is the run still going anywhere? Detectors score it; one enforces, others shadow.

Every detector answers the same question about the same recent calls — the alert's service
and the last N tool calls — with a probability for ``progressing``, ``looping`` and
``drifting``. The enforcing detector's non-progress score, max(p_looping, p_drifting),
decides: one nudge at the soft threshold, a stop at the hard threshold once a nudge has been
given.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import orjson

from oncall.config import ProgressGuard
from oncall.guards.base import PROCEED, Action, Verdict
from oncall.state import CallRecord, RunState

LABELS = ("progressing", "looping", "drifting")
# Arguments that move a window or a page without changing the question.
_WINDOW_ARGS = ("start", "end", "limit")


@dataclass(frozen=True, slots=True)
class Scores:
    progressing: float
    looping: float
    drifting: float

    @property
    def stuck(self) -> float:
        return max(self.looping, self.drifting)

    def as_dict(self) -> dict[str, float]:
        return {"progressing": round(self.progressing, 4), "looping": round(self.looping, 4),
                "drifting": round(self.drifting, 4)}

    @classmethod
    def normalised(cls, progressing: float, looping: float, drifting: float) -> Scores:
        total = progressing + looping + drifting
        if total <= 0:
            return cls(1.0, 0.0, 0.0)
        return cls(progressing / total, looping / total, drifting / total)


@dataclass(frozen=True, slots=True)
class RecentCalls:
    """What every detector is shown: the alert's service and the recent calls."""

    alert_service: str | None
    calls: tuple[CallRecord, ...]


def recent_calls(alert_service: str | None, calls: Sequence[CallRecord], window: int
                 ) -> RecentCalls:
    return RecentCalls(alert_service, tuple(calls[-window:]))


def _near_key(record: CallRecord) -> str:
    """The call's key with its window and limit removed: the same question, re-asked."""
    try:
        name, args = orjson.loads(record.key)
    except (orjson.JSONDecodeError, ValueError, TypeError):
        return record.key
    kept = {k: v for k, v in args.items() if k not in _WINDOW_ARGS}
    return orjson.dumps([name, kept], option=orjson.OPT_SORT_KEYS).decode()


def heuristic(d: RecentCalls) -> Scores:
    """Repeats, near-repeats, error streaks and A/B alternation; free, no model call.

    It cannot see drift by construction — diligently investigating the wrong service contains
    no repetition — so its p(drifting) is always 0.
    """
    seen: set[str] = set()
    seen_near: set[str] = set()
    exact = near = 0
    for call in d.calls:
        n = _near_key(call)
        if call.key in seen or call.refused_by == "repeated_call":
            exact += 1
        elif n in seen_near:
            near += 1
        seen.add(call.key)
        seen_near.add(n)
    streak = 0
    for call in reversed(d.calls):
        if call.ok:
            break
        streak += 1
    keys = [c.key for c in d.calls[-4:]]
    alternation = len(keys) == 4 and keys[0] == keys[2] and keys[1] == keys[3] and \
        keys[0] != keys[1]
    # One refused repeat is a model being told, not yet a loop (it may move on, as a model
    # that retried a failing tool once should); two are worth a nudge, three a stop.
    evidence = 0.6 * exact + 0.3 * near + 0.25 * max(0, streak - 1) + 0.8 * alternation
    looping = 1.0 - math.exp(-evidence)
    return Scores(1.0 - looping, looping, 0.0)


def decide(scores: Scores, nudges: int, soft: float, hard: float, detector: str) -> Verdict:
    """The nudge-then-stop rule. The nudge count comes from the log, so a resumed run does
    not get a fresh nudge."""
    label = "looping" if scores.looping >= scores.drifting else "drifting"
    p = scores.stuck
    if nudges >= 1 and p >= hard:
        return Verdict("stop", f"progress:{detector}",
                       f"the run looks {label} (p={p:.2f} >= {hard}) after a nudge",
                       scores.as_dict())
    if nudges == 0 and p >= soft:
        return Verdict("nudge", f"progress:{detector}",
                       f"the run looks {label} (p={p:.2f} >= {soft})", scores.as_dict())
    return PROCEED


def progress(cfg: ProgressGuard) -> Callable[[RunState, Action], Verdict]:
    """Before a model call: the enforcing detector's scores (gathered into the action) decide
    a nudge or a stop."""
    def check(state: RunState, action: Action) -> Verdict:
        if action.kind != "model" or action.scores is None:
            return PROCEED
        return decide(action.scores, state.nudges, cfg.soft, cfg.hard, action.detector)
    return check


NUDGE = ("You look stuck: your recent steps repeat or stray from the alert. Use another source "
         "(logs, deploys, config or flag changes, Kubernetes events, the runbook), re-read the "
         "alert, or submit what you have — escalate if the evidence does not establish a cause.")
