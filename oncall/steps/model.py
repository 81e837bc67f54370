"""Ask the model: one agent call on a history that fits the context, the truncation retry,
the reading of real models' replies; and the messages the harness adds (reminder, nudge)."""

from __future__ import annotations

from oncall.compaction import calibrated
from oncall.errors import ModelError
from oncall.guards.progress import NUDGE
from oncall.prompts import REMINDER
from oncall.quirks import read_reply
from oncall.run import Message, Run, StepLine, Turn


def nudge_message() -> Message:
    """What the progress guard's nudge adds to the history (the `nudge` event holds it too)."""
    return {"role": "user", "content": NUDGE}


async def call_model(run: Run, step: int, messages: list[Message]
                     ) -> tuple[Turn, list[Message]]:
    """One agent call on a history that fits the context; returns the turn and the
    history as sent (compacted if it had to be). A reply from a cut prompt is logged as a
    truncation, the history compacted and the call made once more; cut twice, it fails."""
    phase = "investigating" if any(m.get("role") == "tool" for m in messages) \
        else "planning"
    choice = run.scenario.models.choose("agent", phase)
    if run.journal.state.phase != phase:
        await run.journal.record("phase", step, phase, {
            "phase": phase, "previous": run.journal.state.phase, "model": choice.spec})
    prompt = await run.window.fit(step, messages, choice)
    protocol = run.models.check(choice.spec).protocol
    for attempt in ("agent", "agent:retry"):
        payload, replayed = await run.caller.chat(
            "agent", step, attempt, choice, prompt.messages, tools=run.toolset.schemas(),
            encoded=prompt.encoded)
        prompt_tokens = int(payload["prompt_tokens"])
        estimate = calibrated(prompt.raw, run.window.ratio)
        # A refused prompt (an OpenAI server's overflow 400) or a silently cut one (Ollama).
        # OpenAI servers refuse rather than cut, and count with tokenizers and templates
        # the estimate knows nothing of (llama.cpp renders the tool schemas compactly):
        # their counts are not read as cuts.
        overflow = bool(payload.get("overflow"))
        if not overflow and (protocol == "openai"
                             or not run.window.was_cut(prompt_tokens, estimate)):
            break
        await run.journal.record("truncation", step, attempt, {
            "prompt_tokens": prompt_tokens, "estimate": estimate,
            "num_ctx": run.window.num_ctx(choice),
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
        budget = run.profile.budget.max_model_calls
        if run.journal.state.model_calls >= budget:  # the retry would pass the budget
            raise ModelError(f"the model server cut the prompt of step {step} and the budget "
                             f"of {budget} model calls leaves none for the retry")
        prompt = await run.window.fit(step, prompt.messages, choice, force=True)
    run.window.observe(prompt_tokens, prompt.raw)
    reading = read_reply(payload["message"], str(payload.get("done_reason") or "stop"),
                         run.toolset, protocol=protocol)
    for n, quirk in enumerate(reading.quirks):
        await run.journal.record("quirk", step, f"quirk:{n}", quirk.payload())
    calls = list(reading.calls)
    run.on_step(StepLine(step, f"model {payload['model']}",
                          f"{len(calls)} tool call(s)" if calls else "no tool call",
                          int(payload["prompt_tokens"]), int(payload["completion_tokens"]),
                          float(payload["latency_ms"]), replayed))
    return Turn(reading.message, calls), prompt.messages

async def remind(run: Run, step: int) -> Message:
    await run.journal.record("reminder", step, "no_tool_call", {"content": REMINDER})
    return {"role": "user", "content": REMINDER}
