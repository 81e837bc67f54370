"""The naive retrier: retries a failing call with identical arguments until it works or is refused.

Every turn it looks at the calls of its last assistant turn: if any came back as an error
(`{"ok": false}`) other than the harness's `refused`, it makes exactly those calls again, byte for
byte. Otherwise it moves on: its first call is `get_metrics` `error_rate` on the alert's service,
and after that it follows the investigator's strategy (whose own calls it also retries while
they fail), so with a repeated-call guard a run can still resolve from logs and deploys. Nudges
that arrive before the investigation's first step (earned by its retries) are not passed on.
"""

from __future__ import annotations

from dataclasses import replace

from prodsim.scripted.chat import ChatRequest, Reply, ToolCall
from prodsim.scripted.policies.alert import first_user_index
from prodsim.scripted.policies.history import parse_result
from prodsim.scripted.policies.investigator import investigator
from prodsim.scripted.policies.replay import Session
from prodsim.scripted.policies.structured import structured_reply

GIVE_UP_CODES = frozenset({"refused"})
"""Error codes after which it stops retrying (the harness said no)."""


def failing_calls(request: ChatRequest) -> list[ToolCall]:
    """Calls of the last assistant turn whose results are errors it would retry."""
    last = None
    for index in range(len(request.messages) - 1, -1, -1):
        message = request.messages[index]
        if message.role == "assistant" and message.tool_calls:
            last = index
            break
    if last is None:
        return []
    calls = request.messages[last].tool_calls
    results = [m for m in request.messages[last + 1:] if m.role == "tool"]
    failing: list[ToolCall] = []
    for position, call in enumerate(calls):
        match = next((m for m in results if call.id and m.tool_call_id == call.id), None)
        if match is None and position < len(results):
            match = results[position]
        if match is None:
            continue
        result = parse_result(match.content)
        if not result.ok and result.error not in GIVE_UP_CODES:
            failing.append(ToolCall(call.name, call.arguments))
    return failing


def naive_retrier(request: ChatRequest) -> Reply:
    """Retries any failing call with identical arguments; moves on only on success or refusal."""
    if request.format is not None:
        return structured_reply(request.format)
    if not request.tools:
        return Reply(content="I need tools to look into this alert.")
    retry = failing_calls(request)
    if retry:
        return Reply(content="That failed; trying again.", tool_calls=tuple(retry))
    session = Session(request)
    service = session.alert.service
    if service and session.offered("get_metrics") and not session.history.made("get_metrics"):
        return Reply(content=f"Checking the error rate of {service}.", tool_calls=(
            ToolCall("get_metrics", {"service": service, "metric": "error_rate"}),))
    return investigator(_from_first_investigation_step(request))


def _from_first_investigation_step(request: ChatRequest) -> ChatRequest:
    """The request without the nudges its own retries earned (those came before any step of
    the investigation, so they are about the retries, not about the investigation)."""
    first = first_user_index(request)
    start = next((i for i, m in enumerate(request.messages)
                  if m.role == "assistant" and any(c.name != "get_metrics" for c in m.tool_calls)),
                 len(request.messages))
    kept = tuple(m for i, m in enumerate(request.messages)
                 if not (m.role == "user" and i != first and i < start))
    return replace(request, messages=kept)
