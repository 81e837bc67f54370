"""A tool that changes something: an intent before the call, and a declared policy when a
crash leaves it unknown whether the call ran."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from oncall.config import Scenario
from oncall.models import ModelServers
from oncall.runner import create_run, execute, with_agent_model
from oncall.store import Event, NewEvent, Store
from oncall.tools import Param, Tool, ToolContext, ToolResult, Toolset, default_toolset
from prodsim.scripted.chat import ChatRequest, Reply, ToolCall


class Crash(BaseException):
    pass


class CrashAfterIntent(Store):
    async def append(self, run_id: str, events: Sequence[NewEvent]) -> list[Event]:
        out = await super().append(run_id, events)
        if any(e.kind == "intent" for e in events):
            raise Crash  # the note may or may not have been posted: nobody knows
        return out


def poster(request: ChatRequest) -> Reply:
    if not any(m.role == "tool" for m in request.messages):
        return Reply(tool_calls=(ToolCall("post_note", {"text": "investigating"}),))
    return Reply(tool_calls=(ToolCall("escalate", {"reason": "posted", "evidence": ["x"]}),))


@pytest.mark.parametrize(("policy", "calls_after_resume", "error"), [
    ("ask_human", 0, "unknown_outcome"), ("rerun", 1, None), ("rerun_with_key", 1, None)])
async def test_an_unknown_outcome_follows_the_tools_policy(
        tmp_path: Path, scenario: Scenario, policy: str, calls_after_resume: int,
        error: str | None) -> None:
    posted: list[str | None] = []

    async def post(ctx: ToolContext, args: Mapping[str, Any]) -> ToolResult:
        posted.append(ctx.idempotency_key)
        return ToolResult(ok=True, result={"posted": True})

    note = Tool("post_note", "Post a status note.", {"text": Param("string", "t",
                                                                   required=True)},
                post, read_only=False, on_unknown=policy)
    tools = Toolset((*default_toolset().tools, note))
    servers = ModelServers({"poster": poster})
    sc = with_agent_model(scenario, "scripted:poster")
    db = tmp_path / "i.db"
    async with await CrashAfterIntent.open(db) as crashing:
        run_id = await create_run(crashing, sc, servers=servers)
        with pytest.raises(Crash):
            await execute(crashing, run_id, servers=servers, toolset=tools)
    assert len(posted) == 0  # the crash came after the intent, before the call
    posted.append("-- crash --")
    async with await Store.open(db) as store:
        result = await execute(store, run_id, servers=servers, toolset=tools)
        events = await store.events(run_id)
    await servers.aclose()
    assert result.outcome == "escalated"
    calls = [e.payload for e in events if e.kind == "tool_call" and
             e.payload["name"] == "post_note"]
    assert len(calls) == 1 and calls[0]["error"] == error
    assert len(posted) - 1 == calls_after_resume
    intents = [e.payload for e in events if e.kind == "intent"]
    assert intents[0]["after_unknown"] is None
    if calls_after_resume:
        assert intents[-1]["after_unknown"] is not None
    if policy == "rerun_with_key":
        assert posted[-1] is not None and len(posted[-1]) == 32
