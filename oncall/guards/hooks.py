"""The hook points: where the loop asks its guards, and where their verdicts are logged.

The guards themselves are plain functions; this module gathers what they need (the state
folded from the log, the time, the run's own tool results) and records what they decided, so
a resumed run replays the same decisions and rebuilds the same nudge count.
"""

from __future__ import annotations

import time
from collections.abc import Mapping

from oncall.config import Profile
from oncall.guards import BEFORE_MODEL, BEFORE_TOOL, first_objection
from oncall.guards.base import PROCEED, Action, Verdict
from oncall.guards.progress import NUDGE, decide, digest, heuristic
from oncall.guards.verification import report_gaps, seen_text
from oncall.journal import Journal

DETECTORS = {"heuristic": heuristic}


class Hooks:
    def __init__(self, journal: Journal, profile: Profile) -> None:
        self.journal = journal
        self.profile = profile

    def now(self) -> float:
        """Live: the clock. Replaying: the latest logged time, so verdicts replay as made."""
        state = self.journal.state
        if self.journal.replaying and state.last_ts is not None:
            return state.last_ts
        return time.time()

    async def before_model(self, step: int) -> Verdict:
        """Budgets, then the progress detectors; a stop or a nudge is logged."""
        state = self.journal.state
        action = Action("model", self.now())
        verdict = first_objection(g(state, self.profile, action) for g in BEFORE_MODEL)
        if verdict.proceeds:
            verdict = await self._progress(step)
        if verdict.decision == "stop":
            await self.journal.record("guard", step, f"before_model:{verdict.guard}", {
                "guard": verdict.guard, "hook": "before_model", "decision": "stop",
                "reason": verdict.reason, "scores": dict(verdict.scores)})
        elif verdict.decision == "nudge":
            await self.journal.record("nudge", step, verdict.guard, {
                "guard": verdict.guard, "reason": verdict.reason,
                "scores": dict(verdict.scores), "content": NUDGE})
        return verdict

    async def _progress(self, step: int) -> Verdict:
        cfg = self.profile.progress
        state = self.journal.state
        if not cfg.enabled or not state.calls:
            return PROCEED
        d = digest(state.alert_service, state.calls, cfg.window)
        scores = {name: DETECTORS[name](d) for name in cfg.detectors}
        await self.journal.record("detector", step, "progress", {
            "enforcing": cfg.enforcing, "window": len(d.calls),
            "scores": {name: s.as_dict() for name, s in scores.items()}})
        return decide(scores[cfg.enforcing], state.nudges, cfg.soft, cfg.hard, cfg.enforcing)

    def before_tool(self, name: str, key: str, earlier_in_turn: Mapping[str, int]) -> Verdict:
        """Pure and synchronous: its verdict travels in the tool_call event it shapes."""
        action = Action("tool", self.now(), name, key, earlier_in_turn)
        state = self.journal.state
        return first_objection(g(state, self.profile, action) for g in BEFORE_TOOL)

    async def before_finish(self, report: Mapping[str, object]) -> Verdict:
        """Verification of a submitted report against the run's own log."""
        cfg = self.profile.verification
        if not cfg.enabled:
            return PROCEED
        events = await self.journal.store.events(self.journal.run_id)
        contents = [str(e.payload.get("content", "")) for e in events
                    if e.kind == "tool_call" and e.payload.get("ok")]
        services: list[str] = []
        for e in events:
            if e.kind == "context":
                services = list(e.payload.get("topology") or {})
        gaps = report_gaps(report, seen_text(contents), services)
        if not gaps:
            return PROCEED
        rejections = self.journal.state.rejections
        if rejections >= cfg.max_rejections:
            return Verdict("escalate", "verification",
                           f"the report failed verification {rejections + 1} times: "
                           + "; ".join(gaps), {"rejections": float(rejections + 1)})
        return Verdict("refuse", "verification",
                       "the report was not accepted: " + "; ".join(gaps)
                       + ". Quote evidence verbatim from tool results, or escalate.",
                       {"rejections": float(rejections + 1)})
