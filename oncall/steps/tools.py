"""Call the tools: a turn's calls guarded one by one, retried by the tool table, through the
circuits, with intents before anything that changes something; redacted, folded and screened
before they are logged and shown; committed together."""

from __future__ import annotations

import hashlib
import time
from collections.abc import Mapping, Sequence
from dataclasses import asdict
from typing import Any

import orjson

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
from oncall.journal import Performed
from oncall.redact import framed
from oncall.retry import ToolFailure
from oncall.run import Run, StepLine, ToolOutcome
from oncall.store import NewEvent
from oncall.tools import ToolCall, ToolContext, ToolResult
from oncall.tools.bulky import FoldStats


async def call_tools(run: Run, step: int, calls: Sequence[ToolCall]) -> list[ToolOutcome]:
    """Run a turn's tool calls in order, guarded one by one, committed together; logged
    results are replayed and never requested twice."""
    keys = [_key(run, c) for c in calls]
    # Verification may ask a verifier model: a logged step of its own, so it runs here,
    # before the turn's batch, in the same order on a resume as the first time.
    finish: dict[int, Verdict] = {}
    for i, call in enumerate(calls):
        earlier = {k: j for j, k in enumerate(keys[:i])}
        if call.name == "submit_report" and not call.problem and \
                (await run.hooks.before_tool(call.name, keys[i], earlier,
                                              _ends_run(run, call))).proceeds:
            finish[i] = await run.hooks.before_finish(call.arguments, step)

    async def perform(i: int) -> Performed:
        call = calls[i]
        started = time.perf_counter()
        earlier = {k: j for j, k in enumerate(keys[:i])}
        verdict = await run.hooks.before_tool(call.name, keys[i], earlier,
                                               _ends_run(run, call))
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
            result = await _call_with_retries(run, step, call, transitions)
            result, folded, screened = run.screen.fold(result, call.name, call.index)
            result, suspects = run.screen.neutralise(result, call.name, call.index)
        records = [*screened, *([("fold", folded.event(call.name, call.index))] if folded
                                else []), *suspects]
        refusal = None if verdict.proceeds else {
            "decision": verdict.decision, "reason": verdict.reason, "scores": dict(verdict.scores)}
        return Performed({
            "index": call.index, "name": call.name, "arguments": dict(call.arguments),
            "raw_arguments": call.raw_arguments, "key": keys[i], "ok": result.ok,
            "error": result.error, "content": result.content(),
            "refused_by": None if verdict.proceeds else verdict.guard, "verdict": refusal,
            "circuit": transitions or None,
            "latency_ms": round((time.perf_counter() - started) * 1000, 3)}, records)

    slots = [f"{c.index}:{c.name}" for c in calls]
    done = await run.journal.effects("tool_call", step, slots, perform)
    outcomes = []
    for call, (payload, replayed) in zip(calls, done, strict=True):
        run.on_step(StepLine(step, f"tool {call.name or '?'}",
                              _brief(call.arguments) + ("" if payload["ok"]
                                                        else f" -> {payload['error']}"),
                              ms=float(payload["latency_ms"]), replayed=replayed))
        message: dict[str, Any] = {"role": "tool", "content": _shown(run, step, payload),
                                   "tool_name": call.name}
        if call.call_id:
            message["tool_call_id"] = call.call_id
        verdict = payload.get("verdict") or {}
        outcomes.append(ToolOutcome(call, ToolResult(bool(payload["ok"]),
                                                     error=payload.get("error")), message,
                                    verdict.get("decision") == "escalate",
                                    str(verdict.get("reason") or "")))
    return outcomes

def _shown(run: Run, step: int, payload: Mapping[str, Any]) -> str:
    """What the model reads of a result. A failure identical to an earlier one is
    collapsed to a pointer: the same error text again and again invites the same call
    again. The log keeps the full content; this is a fold of the payloads, so a resume
    shows the model the same thing."""
    content = str(payload["content"])
    if payload["ok"]:
        return framed(content)
    first = run.failures.setdefault(content, (step, 0))
    run.failures[content] = (first[0], first[1] + 1)
    if first[1] == 0:
        return content
    return orjson.dumps({"ok": False, "error": payload.get("error"),
                         "message": f"the same failure as at step {first[0]} "
                                    f"({first[1] + 1} times now)"}).decode()

async def _call_with_retries(run: Run, step: int, call: ToolCall,
                             transitions: list[dict[str, str]]) -> ToolResult:
    """The tool retry table: 429 after Retry-After, 5xx and connection errors with
    backoff; anything else goes back to the model at once. Each retry is an event. With
    circuit breakers on, every try asks the tool's circuit first and reports back to it,
    so an opening circuit also ends the retries."""
    tries = 0
    while True:
        tries += 1
        result = await _try_tool(run, call, transitions)
        if result.ok or result.error is None or result.error == "circuit_open":
            return result
        delay = run.tool_retry(tries, ToolFailure(result.error, result.retry_after))
        if delay is None:
            return result
        await run.journal.append([NewEvent("retry", step, {
            "tool": call.name, "index": call.index, "attempt": tries,
            "error": result.error, "delay_s": delay})])
        await run.sleep(delay)

async def _try_tool(run: Run, call: ToolCall, transitions: list[dict[str, str]]) -> ToolResult:
    tool = run.toolset.get(call.name)
    if tool is None or tool.ends_run or not run.profile.circuit.enabled:
        return await _invoke(run, call)
    cfg, store = run.profile.circuit, run.journal.store
    admitted: list[bool] = []

    def ask(c: Circuit) -> tuple[Circuit, Transition | None]:
        allowed, new, transition = admit(c, store.now(), cfg)
        admitted.append(allowed)
        return new, transition

    circuit, transition = await change_circuit(store, call.name, ask, run.run_id)
    if transition:
        transitions.append(asdict(transition))
    if not admitted[0]:
        return ToolResult.failure("circuit_open", unavailable_message(circuit))
    result = await _invoke(run, call)
    _, transition = await change_circuit(
        store, call.name, lambda c: record(c, result.error, store.now(), cfg), run.run_id)
    if transition:
        transitions.append(asdict(transition))
    return result

async def _invoke(run: Run, call: ToolCall) -> ToolResult:
    """Call the tool. One that changes something is preceded by an `intent` event; if an
    earlier attempt of the run logged an intent for this call and no result, the tool's
    declared policy decides whether it runs again."""
    tool = run.toolset.get(call.name)
    if tool is None or tool.read_only or tool.ends_run:
        return await run.toolset.call(ToolContext(run.sources, run.auth), call)
    key = _key(run, call)
    unknown = next((e for e in run.journal.logged_events
                    if e.kind == "intent" and e.payload.get("key") == key), None)
    if unknown is not None and tool.on_unknown == "ask_human":
        return ToolResult.failure(
            "unknown_outcome", f"{call.name} may already have run (intent logged at seq "
            f"{unknown.seq} before a crash, no result): not repeated; a human must check")
    step = run.journal.state.step
    await run.journal.append([NewEvent("intent", step, {
        "tool": call.name, "index": call.index, "key": key,
        "after_unknown": unknown.seq if unknown else None, "policy": tool.on_unknown})])
    with_key = tool.on_unknown == "rerun_with_key"
    ctx = ToolContext(run.sources, run.auth,
                      hashlib.sha256(f"{run.run_id}|{key}".encode()).hexdigest()[:32]
                      if with_key else None)
    return await run.toolset.call(ctx, call)

def _ends_run(run: Run, call: ToolCall) -> bool:
    tool = run.toolset.get(call.name)
    return tool is not None and tool.ends_run is not None

def _key(run: Run, call: ToolCall) -> str:
    tool = run.toolset.get(call.name)
    insensitive = [n for n, p in tool.params.items() if p.case_insensitive] if tool else []
    return call_key(call.name, call.arguments, insensitive)



def _brief(args: Mapping[str, Any]) -> str:
    text = ", ".join(f"{k}={v}" for k, v in args.items() if not isinstance(v, list))
    return text if len(text) <= 80 else text[:77] + "..."
