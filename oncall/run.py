"""The steps of one run: each one a logged, replayable unit the loop strings together."""

from __future__ import annotations

import contextlib
import hashlib
import os
import random
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any

import anyio
import orjson

from oncall.auth import TokenSource
from oncall.compaction import calibrated
from oncall.config import Profile, Scenario
from oncall.context import AlertFields, extract_fields, render_bootstrap
from oncall.errors import ModelError, ProductionUnavailable
from oncall.guards import Verdict
from oncall.guards.canonical import call_key
from oncall.guards.circuit import (
    Circuit,
    Transition,
    admit,
    change_circuit,
    record,
    unavailable_message,
)
from oncall.guards.hooks import Hooks
from oncall.guards.progress import NUDGE
from oncall.journal import Journal
from oncall.modelcall import ModelCaller
from oncall.models import ModelServers
from oncall.prompts import REMINDER, SYSTEM_PROMPT
from oncall.quirks import read_reply
from oncall.redact import Screen, framed
from oncall.retry import Backoff, Policy, ToolFailure, model_policy, tool_policy
from oncall.sources import SourceError, Sources, times
from oncall.store import NewEvent
from oncall.tools import ToolCall, ToolContext, ToolResult, Toolset
from oncall.tools.bulky import FoldStats, fold_result
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
    _failures: dict[str, tuple[int, int]] = field(init=False, default_factory=dict)

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

    # -- bootstrap ---------------------------------------------------------------------------

    async def bootstrap(self) -> list[Message]:
        """The system prompt and the alert with its fields and the topology, logged once."""
        screened: list[tuple[str, dict[str, Any]]] = []

        async def perform() -> Mapping[str, Any]:
            alert = self.scenario.alert if self.scenario.alert is not None else \
                await self._firing_alert()
            topology = await self._topology()
            alert, topology, events = self.screen.bootstrap(alert, topology)
            screened.extend(events)
            fields = extract_fields(alert, list(topology))
            return {"alert": alert, "fields": _fields_json(fields), "topology": topology,
                    "messages": [{"role": "system", "content": SYSTEM_PROMPT},
                                 {"role": "user",
                                  "content": render_bootstrap(alert, fields, topology)}]}
        payload, _ = await self.journal.effect("context", 0, "bootstrap", perform)
        start = (payload.get("fields") or {}).get("start")
        with contextlib.suppress(ValueError):  # no start: windows end at now
            self.sources = replace(self.sources, alert_start=times.parse(str(start)))
        if screened:
            await self.journal.append([NewEvent(kind, 0, p) for kind, p in screened])
        return list(payload["messages"])

    async def _firing_alert(self) -> Any:
        """The production's own alert (a prodsim incident's), when the run file gives none."""
        if self.sources.alert is None:
            raise ProductionUnavailable("the run file gives no alert (alert: or alert_file:) "
                                        "and the production has none of its own")
        return self.sources.alert

    async def _topology(self) -> dict[str, list[str]]:
        """What calls what, from the topology source; none configured is an empty graph. A
        source that fails here is an infrastructure error: the run cannot start blind."""
        if self.sources.topology is None:
            return {}
        found = await self.sources.topology.topology()
        if isinstance(found, SourceError):
            raise ProductionUnavailable(f"topology: {found.code}: {found.message}")
        return {name: list(deps) for name, deps in found.services.items()}

    # -- guards ----------------------------------------------------------------------------

    async def before_model(self, step: int) -> Verdict:
        return await self.hooks.before_model(step)

    def nudge_message(self) -> Message:
        return {"role": "user", "content": NUDGE}

    # -- the model ---------------------------------------------------------------------------

    async def call_model(self, step: int, messages: list[Message]
                         ) -> tuple[Turn, list[Message]]:
        """One agent call on a history that fits the context; returns the turn and the
        history as sent (compacted if it had to be). A reply from a cut prompt is logged as a
        truncation, the history compacted and the call made once more; cut twice, it fails."""
        phase = "investigating" if any(m.get("role") == "tool" for m in messages) \
            else "planning"
        choice = self.scenario.models.choose("agent", phase)
        if self.journal.state.phase != phase:
            await self.journal.record("phase", step, phase, {
                "phase": phase, "previous": self.journal.state.phase, "model": choice.spec})
        prompt = await self.window.fit(step, messages, choice)
        protocol = self.models.check(choice.spec).protocol
        for attempt in ("agent", "agent:retry"):
            payload, replayed = await self.caller.chat(
                "agent", step, attempt, choice, prompt.messages, tools=self.toolset.schemas(),
                encoded=prompt.encoded)
            prompt_tokens = int(payload["prompt_tokens"])
            estimate = calibrated(prompt.raw, self.window.ratio)
            # A refused prompt (an OpenAI server's overflow 400) or a silently cut one (Ollama).
            # OpenAI servers refuse rather than cut, and count with tokenizers and templates
            # the estimate knows nothing of (llama.cpp renders the tool schemas compactly):
            # their counts are not read as cuts.
            overflow = bool(payload.get("overflow"))
            if not overflow and (protocol == "openai"
                                 or not self.window.was_cut(prompt_tokens, estimate)):
                break
            await self.journal.record("truncation", step, attempt, {
                "prompt_tokens": prompt_tokens, "estimate": estimate,
                "num_ctx": self.window.num_ctx(choice),
                "cause": "overflow" if overflow else "silent",
                "error": payload.get("error") if overflow else None})
            if attempt == "agent:retry":
                raise ModelError(f"the model server cut the prompt of step {step} "
                                 f"({prompt_tokens} tokens counted of ~{estimate} sent) even "
                                 "after compaction; raise num_ctx or use a model with a "
                                 "longer context" if not overflow else
                                 f"the prompt of step {step} overflows the server's context "
                                 f"even after compaction ({payload.get('error')}); lower "
                                 "num_ctx to the server's context or load the model with a "
                                 "longer one")
            prompt = await self.window.fit(step, prompt.messages, choice, force=True)
        self.window.observe(prompt_tokens, prompt.raw)
        reading = read_reply(payload["message"], str(payload.get("done_reason") or "stop"),
                             self.toolset, protocol=protocol)
        for n, quirk in enumerate(reading.quirks):
            await self.journal.record("quirk", step, f"quirk:{n}", quirk.payload())
        calls = list(reading.calls)
        self.on_step(StepLine(step, f"model {payload['model']}",
                              f"{len(calls)} tool call(s)" if calls else "no tool call",
                              int(payload["prompt_tokens"]), int(payload["completion_tokens"]),
                              float(payload["latency_ms"]), replayed))
        return Turn(reading.message, calls), prompt.messages

    async def remind(self, step: int) -> Message:
        await self.journal.record("reminder", step, "no_tool_call", {"content": REMINDER})
        return {"role": "user", "content": REMINDER}

    # -- tools -------------------------------------------------------------------------------

    async def call_tools(self, step: int, calls: Sequence[ToolCall]) -> list[ToolOutcome]:
        """Run a turn's tool calls in order, guarded one by one, committed together; logged
        results are replayed and never requested twice."""
        keys = [self._key(c) for c in calls]
        # Verification may ask a verifier model: a logged step of its own, so it runs here,
        # before the turn's batch, in the same order on a resume as the first time.
        finish: dict[int, Verdict] = {}
        for i, call in enumerate(calls):
            earlier = {k: j for j, k in enumerate(keys[:i])}
            if call.name == "submit_report" and not call.problem and \
                    (await self.hooks.before_tool(call.name, keys[i], earlier,
                                                  self._ends_run(call))).proceeds:
                finish[i] = await self.hooks.before_finish(call.arguments, step)

        async def perform(i: int) -> Mapping[str, Any]:
            call = calls[i]
            started = time.perf_counter()
            earlier = {k: j for j, k in enumerate(keys[:i])}
            verdict = await self.hooks.before_tool(call.name, keys[i], earlier,
                                                   self._ends_run(call))
            if verdict.proceeds and i in finish:
                verdict = finish[i]
            transitions: list[dict[str, str]] = []
            folded: FoldStats | None = None
            screened: list[tuple[str, dict[str, Any]]] = []
            suspects: list[tuple[str, dict[str, Any]]] = []
            if verdict.decision == "refuse":
                result = ToolResult.failure(verdict.code, verdict.reason)
            elif verdict.decision == "escalate":
                result = ToolResult.failure("unverified", verdict.reason)
            else:
                result = await self._call_with_retries(step, call, transitions)
                result, screened = self.screen.redact(result, call.name, call.index)
                result, folded = fold_result(result)
                result, suspects = self.screen.neutralise(result, call.name, call.index)
            return {"index": call.index, "name": call.name, "arguments": dict(call.arguments),
                    "raw_arguments": call.raw_arguments, "key": keys[i], "ok": result.ok,
                    "error": result.error, "content": result.content(),
                    "refused_by": None if verdict.proceeds else verdict.guard,
                    "verdict": None if verdict.proceeds else {
                        "decision": verdict.decision, "reason": verdict.reason,
                        "scores": dict(verdict.scores)},
                    "circuit": transitions or None,
                    "_with": screened + ([("fold", folded.event(call.name, call.index))]
                                         if folded else []) + suspects,
                    "latency_ms": round((time.perf_counter() - started) * 1000, 3)}

        slots = [f"{c.index}:{c.name}" for c in calls]
        done = await self.journal.effects("tool_call", step, slots, perform)
        outcomes = []
        for call, (payload, replayed) in zip(calls, done, strict=True):
            self.on_step(StepLine(step, f"tool {call.name or '?'}",
                                  _brief(call.arguments) + ("" if payload["ok"]
                                                            else f" -> {payload['error']}"),
                                  ms=float(payload["latency_ms"]), replayed=replayed))
            message: dict[str, Any] = {"role": "tool", "content": self._shown(step, payload),
                                       "tool_name": call.name}
            if call.call_id:
                message["tool_call_id"] = call.call_id
            verdict = payload.get("verdict") or {}
            outcomes.append(ToolOutcome(call, ToolResult(bool(payload["ok"]),
                                                         error=payload.get("error")), message,
                                        verdict.get("decision") == "escalate",
                                        str(verdict.get("reason") or "")))
        return outcomes

    def _shown(self, step: int, payload: Mapping[str, Any]) -> str:
        """What the model reads of a result. A failure identical to an earlier one is
        collapsed to a pointer: the same error text again and again invites the same call
        again. The log keeps the full content; this is a fold of the payloads, so a resume
        shows the model the same thing."""
        content = str(payload["content"])
        if payload["ok"]:
            return framed(content)
        first = self._failures.setdefault(content, (step, 0))
        self._failures[content] = (first[0], first[1] + 1)
        if first[1] == 0:
            return content
        return orjson.dumps({"ok": False, "error": payload.get("error"),
                             "message": f"the same failure as at step {first[0]} "
                                        f"({first[1] + 1} times now)"}).decode()

    async def _call_with_retries(self, step: int, call: ToolCall,
                                 transitions: list[dict[str, str]]) -> ToolResult:
        """The tool retry table: 429 after Retry-After, 5xx and connection errors with
        backoff; anything else goes back to the model at once. Each retry is an event. With
        circuit breakers on, every try asks the tool's circuit first and reports back to it,
        so an opening circuit also ends the retries."""
        tries = 0
        while True:
            tries += 1
            result = await self._try_tool(call, transitions)
            if result.ok or result.error is None or result.error == "circuit_open":
                return result
            delay = self.tool_retry(tries, ToolFailure(result.error, result.retry_after))
            if delay is None:
                return result
            await self.journal.append([NewEvent("retry", step, {
                "tool": call.name, "index": call.index, "attempt": tries,
                "error": result.error, "delay_s": delay})])
            await self.sleep(delay)

    async def _try_tool(self, call: ToolCall, transitions: list[dict[str, str]]) -> ToolResult:
        tool = self.toolset.get(call.name)
        if tool is None or tool.ends_run or not self.profile.circuit.enabled:
            return await self._invoke(call)
        cfg, store = self.profile.circuit, self.journal.store
        admitted: list[bool] = []

        def ask(c: Circuit) -> tuple[Circuit, Transition | None]:
            allowed, new, transition = admit(c, store.now(), cfg)
            admitted.append(allowed)
            return new, transition

        circuit, transition = await change_circuit(store, call.name, ask, self.run_id)
        if transition:
            transitions.append(asdict(transition))
        if not admitted[0]:
            return ToolResult.failure("circuit_open", unavailable_message(circuit))
        result = await self._invoke(call)
        _, transition = await change_circuit(
            store, call.name, lambda c: record(c, result.error, store.now(), cfg), self.run_id)
        if transition:
            transitions.append(asdict(transition))
        return result

    async def _invoke(self, call: ToolCall) -> ToolResult:
        """Call the tool. One that changes something is preceded by an `intent` event; if an
        earlier attempt of the run logged an intent for this call and no result, the tool's
        declared policy decides whether it runs again."""
        tool = self.toolset.get(call.name)
        if tool is None or tool.read_only or tool.ends_run:
            return await self.toolset.call(ToolContext(self.sources, self.auth), call)
        key = self._key(call)
        unknown = next((e for e in self.journal.logged_events
                        if e.kind == "intent" and e.payload.get("key") == key), None)
        if unknown is not None and tool.on_unknown == "ask_human":
            return ToolResult.failure(
                "unknown_outcome", f"{call.name} may already have run (intent logged at seq "
                f"{unknown.seq} before a crash, no result): not repeated; a human must check")
        step = self.journal.state.step
        await self.journal.append([NewEvent("intent", step, {
            "tool": call.name, "index": call.index, "key": key,
            "after_unknown": unknown.seq if unknown else None, "policy": tool.on_unknown})])
        with_key = tool.on_unknown == "rerun_with_key"
        ctx = ToolContext(self.sources, self.auth,
                          hashlib.sha256(f"{self.run_id}|{key}".encode()).hexdigest()[:32]
                          if with_key else None)
        return await self.toolset.call(ctx, call)

    def _ends_run(self, call: ToolCall) -> bool:
        tool = self.toolset.get(call.name)
        return tool is not None and tool.ends_run

    def _key(self, call: ToolCall) -> str:
        tool = self.toolset.get(call.name)
        insensitive = [n for n, p in tool.params.items() if p.case_insensitive] if tool else []
        return call_key(call.name, call.arguments, insensitive)

    def ending(self, outcomes: Sequence[ToolOutcome]) -> Ending | None:
        """The first successful submit_report or escalate of the turn ends the run, or a
        report the verification guard gave up on."""
        for o in outcomes:
            if o.escalated:
                return Ending("escalated", o.escalation_reason, o.call, "verification")
            tool = self.toolset.get(o.call.name)
            if tool is not None and tool.ends_run and o.result.ok:
                if o.call.name == "submit_report":
                    return Ending("resolved", "report submitted", o.call)
                return Ending("escalated", "the agent escalated", o.call)
        return None

    # -- the end -----------------------------------------------------------------------------

    async def finish(self, outcome: str, reason: str, *, call: ToolCall | None = None,
                     error: str | None = None, guard: str | None = None) -> Mapping[str, Any]:
        payload: dict[str, Any] = {"outcome": outcome, "reason": reason, "error": error,
                                   "guard": guard, "report": None, "escalation": None}
        if call is not None and call.name == "submit_report" and outcome == "resolved":
            payload["report"] = dict(call.arguments)
        elif call is not None and call.name == "escalate":
            payload["escalation"] = dict(call.arguments)
        await self.journal.append([NewEvent("run_finished", self.journal.state.step, payload)])
        return payload


def _brief(args: Mapping[str, Any]) -> str:
    text = ", ".join(f"{k}={v}" for k, v in args.items() if not isinstance(v, list))
    return text if len(text) <= 80 else text[:77] + "..."


def _fields_json(fields: AlertFields) -> dict[str, str]:
    return {"service": fields.service, "start": fields.start, "severity": fields.severity,
            "region": fields.region, "symptom": fields.symptom}


def process_facts() -> dict[str, Any]:
    """What a `run_started` event records of the process: its pid and the SQLite it links."""
    import sqlite3

    return {"pid": os.getpid(), "sqlite": sqlite3.sqlite_version}
