"""The tool boundary: what models really send becomes a call or a readable error."""

from __future__ import annotations

import orjson
import pytest

from oncall.tools import ToolCall, check_arguments, default_toolset

TOOLS = default_toolset()


def _tool(name: str):  # type: ignore[no-untyped-def]
    tool = TOOLS.get(name)
    assert tool is not None
    return tool


@pytest.mark.parametrize(("args", "message"), [
    ({}, "'service' is required"),
    ({"service": 3}, "'service' must be string, not int"),
    ({"service": "a", "limit": "50"}, "'limit' must be integer, not str"),
    ({"service": "a", "limit": True}, "'limit' must be integer, not bool"),
    ({"service": "a", "level": "error"}, "'level' must be one of DEBUG, INFO, WARN, ERROR"),
    ({"service": "a", "grep": "x"}, "unknown argument 'grep'"),
])
def test_wrong_arguments_are_named(args: dict[str, object], message: str) -> None:
    problem = check_arguments(_tool("query_logs"), args)
    assert problem is not None and message in problem


def test_valid_arguments_pass() -> None:
    assert check_arguments(_tool("query_logs"), {"service": "a", "limit": 5,
                                                 "level": "ERROR"}) is None
    assert check_arguments(_tool("submit_report"), {
        "root_cause": "x", "service": "s", "change_id": "c", "evidence": ["l"],
        "kind": "change", "onset": "2026-12-01T00:00:00Z", "remedy": "revert c",
        "confidence": 0.5}) is None
    assert check_arguments(_tool("submit_report"), {
        "root_cause": "x", "service": "s", "evidence": ["l"], "kind": "deploy",
        "onset": "2026-12-01T00:00:00Z", "remedy": "r"}) is not None  # not a kind


def test_tool_calls_accept_json_text_arguments_and_flag_broken_ones() -> None:
    good = ToolCall.parse(0, {"function": {"name": "query_logs",
                                           "arguments": '{"service": "a"}'}})
    assert good.problem is None and good.arguments == {"service": "a"}
    broken = ToolCall.parse(1, {"function": {"name": "query_logs", "arguments": '{"service":'}})
    assert broken.problem is not None and "not valid JSON" in broken.problem
    nameless = ToolCall.parse(2, {"function": {"arguments": {}}})
    assert nameless.problem == "the tool call has no function name"


async def test_failures_are_values_the_model_can_read() -> None:
    from oncall.sources import Sources
    from oncall.sources.client import SourceClient
    from oncall.sources.loki import Loki
    from oncall.tools import ToolContext

    dead = SourceClient("http://127.0.0.1:1")
    ctx = ToolContext(Sources(logs=Loki(dead)))
    unknown = await TOOLS.call(ctx, ToolCall(0, "rm_rf", {}))
    assert unknown.error == "unknown_tool"
    down = await TOOLS.call(ctx, ToolCall(0, "query_logs", {"service": "checkout"}))
    assert down.error == "unreachable"
    body = orjson.loads(down.content())
    assert body["ok"] is False and "query_logs" in body["message"]
    assert "http://127.0.0.1:1/loki/api/v1/query_range" in body["message"]
    missing = await TOOLS.call(ctx, ToolCall(0, "list_services", {}))
    assert missing.error == "not_configured" and "topology" in str(missing.message)
    await dead.aclose()


def test_fixed_cost_of_every_call_stays_near_1500_tokens() -> None:
    """The system prompt and tool schemas are paid on every call (the source rig paid
    3,282-3,728 tokens before any evidence); at ~4 characters a token, stay under 1,500."""
    from oncall.prompts import SYSTEM_PROMPT

    size = len(orjson.dumps(TOOLS.schemas())) + len(SYSTEM_PROMPT)
    assert size / 4 < 1500, size
