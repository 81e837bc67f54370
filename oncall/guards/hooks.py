"""The hook points: where the loop asks its guards, and where their verdicts are logged.

The guards themselves are plain functions; this module gathers what they need (the state
folded from the log, the time, the run's own tool results) and records what they decided, so
a resumed run replays the same decisions and rebuilds the same nudge count.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

import orjson

from oncall.config import Profile, Scenario
from oncall.guards import build
from oncall.guards.base import PROCEED, Action, Verdict
from oncall.guards.circuit import load as load_circuit
from oncall.guards.judge import (
    SCHEMA,
    JudgeError,
    digest_text,
    judge_messages,
    outcome_text,
    parse_logprobs,
    parse_structured,
)
from oncall.guards.progress import NUDGE, Scores, heuristic, recent_calls
from oncall.guards.verification import change_records, injection_note, quotable, report_gaps
from oncall.journal import Journal
from oncall.modelcall import ModelCaller

VERIFIER_PROMPT = ("Check an incident report against the tool results it cites. Every evidence "
                   "line must appear in the tool results; the change must be one they show. "
                   "Answer JSON: verdict supported or unsupported, and the gaps.")
VERIFIER_SCHEMA = {"type": "object", "properties": {
    "verdict": {"type": "string", "enum": ["supported", "unsupported"]},
    "gaps": {"type": "array", "items": {"type": "string"}}}, "required": ["verdict", "gaps"]}


class Hooks:
    def __init__(self, journal: Journal, profile: Profile, scenario: Scenario,
                 caller: ModelCaller) -> None:
        self.journal = journal
        self.profile = profile
        self.scenario = scenario
        self.caller = caller
        self.guards = build(profile)

    def now(self) -> float:
        """Live: the store's clock (the one every event is stamped with, injected in tests).
        Replaying: the latest logged time, so verdicts replay as made."""
        state = self.journal.state
        if self.journal.replaying and state.last_ts is not None:
            return state.last_ts
        return self.journal.store.now()

    async def before_model(self, step: int) -> Verdict:
        """The guard list before a model call (budgets, progress, …); a stop or a nudge is
        logged."""
        verdict = await self._ask(Action("model", self.now()), step)
        if verdict.decision == "stop":
            await self.journal.record("guard", step, f"before_model:{verdict.guard}", {
                "guard": verdict.guard, "hook": "before_model", "decision": "stop",
                "reason": verdict.reason, "scores": dict(verdict.scores)})
        elif verdict.decision == "nudge":
            await self.journal.record("nudge", step, verdict.guard, {
                "guard": verdict.guard, "reason": verdict.reason,
                "scores": dict(verdict.scores), "content": NUDGE})
        return verdict

    async def before_tool(self, name: str, key: str, earlier_in_turn: Mapping[str, int],
                          ends_run: bool = False) -> Verdict:
        """The guard list before a tool call (repeated call, circuit, …). Its verdict travels
        in the tool_call event it shapes, so a resumed run replays it rather than asking."""
        return await self._ask(Action("tool", self.now(), name, key, earlier_in_turn,
                                      ends_run=ends_run), 0)

    async def before_finish(self, report: Mapping[str, object], step: int = 0) -> Verdict:
        """The guard list before a report is accepted (verification)."""
        return await self._ask(Action("finish", self.now(), "submit_report"), step, report)

    async def _ask(self, action: Action, step: int,
                   report: Mapping[str, object] | None = None) -> Verdict:
        """Ask the guards in order; what a guard needs beyond the state is gathered just
        before it is asked, so a guard that an earlier one pre-empts costs nothing."""
        for guard in self.guards:
            action = await self._gather(guard.name, action, step, report)
            verdict = guard.check(self.journal.state, action)
            if not verdict.proceeds:
                return verdict
        return PROCEED

    async def _gather(self, name: str, action: Action, step: int,
                      report: Mapping[str, object] | None) -> Action:
        if name == "progress" and action.kind == "model":
            scores = await self._progress(step)
            if scores is not None:
                return replace(action, scores=scores, detector=self.profile.progress.enforcing)
        elif name == "circuit" and action.kind == "tool" and not action.ends_run:
            return replace(action, circuit=await load_circuit(self.journal.store, action.name))
        elif name == "verification" and action.kind == "finish" and report is not None:
            return replace(action, gaps=tuple(await self._report_gaps(report, step)))
        return action

    async def _progress(self, step: int) -> Scores | None:
        """Score the trajectory with every detector and log the scores; the enforcing one's
        are returned for the guard. The heuristic always runs (it is free and it gates the
        others); a model-backed detector that fails is logged and skipped — it fails open, it
        never kills the run."""
        cfg = self.profile.progress
        state = self.journal.state
        if not state.calls:
            return None
        d = recent_calls(state.alert_service, state.calls, cfg.window)
        scores = {"heuristic": heuristic(d)}
        errors: dict[str, str] = {}
        wanted = [n for n in cfg.detectors if n != "heuristic"]
        gate_open = (cfg.gate is None or scores["heuristic"].stuck >= cfg.gate
                     or (cfg.every is not None and step % cfg.every == 0))
        if wanted and gate_open:
            text = await self._digest_text(cfg.window, step)
            for name in wanted:
                try:
                    scores[name] = await self._judge(name, step, text)
                except JudgeError as exc:
                    errors[name] = str(exc)
        await self.journal.record("detector", step, "progress", {
            "enforcing": cfg.enforcing, "window": len(d.calls), "gate_open": gate_open,
            "scores": {name: s.as_dict() for name, s in scores.items()
                       if name in cfg.detectors}, "errors": errors})
        return scores.get(cfg.enforcing)

    async def _digest_text(self, window: int, step: int) -> str:
        """The digest of the calls before `step` — only those: on resume the log also holds
        later ones, and the judge must be asked exactly what it was asked the first time."""
        events = [e for e in await self.journal.store.events(self.journal.run_id)
                  if e.kind != "tool_call" or e.step < step]
        context = next((e.payload for e in events if e.kind == "context"), {})
        messages = context.get("messages") or [{}, {"content": ""}]
        services = list(context.get("topology") or {})
        steps = []
        for e in [e for e in events if e.kind == "tool_call"][-window:]:
            outcome, _ = outcome_text(str(e.payload.get("content", "")), services)
            steps.append((str(e.payload.get("name")), e.payload.get("arguments") or {}, outcome))
        return digest_text(str(messages[-1].get("content", "")), steps)

    async def _judge(self, name: str, step: int, text: str) -> Scores:
        choice = self.scenario.models.roles.get("judge")
        if choice is None:
            raise JudgeError(f"no judge model configured (model.judge) for detector {name}")
        messages = judge_messages(name, text)
        if name == "judge":
            payload, _ = await self.caller.chat("judge", step, "judge", choice, messages,
                                                format=SCHEMA, tolerate_failure=True)
            if not payload.get("ok", True):
                raise JudgeError(str(payload.get("error")))
            return parse_structured(str(payload["message"].get("content", "")))
        payload, _ = await self.caller.chat("judge", step, "logprob-judge", choice, messages,
                                            top_logprobs=5, tolerate_failure=True)
        if not payload.get("ok", True):
            raise JudgeError(str(payload.get("error")))
        return parse_logprobs(payload.get("logprobs"))

    async def _verifier_gaps(self, step: int, report: Mapping[str, object],
                             contents: list[str]) -> list[str]:
        """The verifier model's gaps. Every way it can fail to give a verdict is logged as a
        `verifier` event and the deterministic verdict stands (fail open, never silently)."""
        n = self.journal.state.rejections
        choice = self.scenario.models.roles.get("verifier")
        if choice is None:
            return await self._verifier_says(step, n, "skipped",
                                             "no verifier model configured (model.verifier)")
        text = (f"## Report\n{orjson.dumps(dict(report)).decode()}\n\n## Tool results\n"
                + "\n".join(contents))
        payload, _ = await self.caller.chat(
            "verifier", step, f"verifier:{n}", choice,
            [{"role": "system", "content": VERIFIER_PROMPT}, {"role": "user", "content": text}],
            format=VERIFIER_SCHEMA, tolerate_failure=True)
        if not payload.get("ok", True):
            return await self._verifier_says(step, n, "failed", str(payload.get("error")))
        content = str((payload.get("message") or {}).get("content") or "")
        try:
            answer = orjson.loads(content)
        except orjson.JSONDecodeError:
            answer = None
        if not isinstance(answer, dict) or answer.get("verdict") not in ("supported",
                                                                         "unsupported"):
            return await self._verifier_says(step, n, "unreadable",
                                              f"verifier reply not in the schema: {content[:80]!r}")
        if answer["verdict"] == "supported":
            return await self._verifier_says(step, n, "supported", "")
        gaps = [str(g) for g in answer.get("gaps") or []][:5]
        return await self._verifier_says(
            step, n, "unsupported", "",
            [f"the verifier model found: {g}" for g in gaps]
            or ["the verifier model found the report unsupported"])

    async def _verifier_says(self, step: int, n: int, verdict: str, problem: str,
                             gaps: list[str] | None = None) -> list[str]:
        await self.journal.record("verifier", step, f"verifier:{n}", {
            "verdict": verdict, "problem": problem or None, "gaps": gaps or [],
            "fails_open": verdict in ("skipped", "failed", "unreadable")})
        return gaps or []

    async def _report_gaps(self, report: Mapping[str, object], step: int) -> list[str]:
        """What a report lacks, checked against the run's own log: deterministic first; then,
        if the profile asks, a verifier model (which fails open: a verifier that is down or
        answers garbage is logged and the deterministic verdict stands)."""
        cfg = self.profile.verification
        events = await self.journal.store.events(self.journal.run_id)
        # What the run had seen when the report came: results of earlier steps (on resume the
        # log holds later ones too, and the verdict must replay as it was made).
        results = [(str(e.payload.get("name", "")), str(e.payload.get("content", "")))
                   for e in events
                   if e.kind == "tool_call" and e.payload.get("ok") and e.step < step]
        contents = [content for _, content in results]
        services: list[str] = []
        for e in events:
            if e.kind == "context":
                services = list(e.payload.get("topology") or {})
        gaps = report_gaps(report, quotable(contents), services, change_records(results))
        if not gaps and cfg.verifier:
            gaps = await self._verifier_gaps(step, report, contents)
        note = injection_note([e.payload for e in events
                               if e.kind == "injection_suspect" and e.step < step])
        if note and gaps:
            gaps.append(note)
        return gaps
