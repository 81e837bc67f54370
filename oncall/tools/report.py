"""The two tools that end an investigation: a report, or a page to a human."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from oncall.tools.base import Param, Tool, ToolContext, ToolResult


async def _submit_report(ctx: ToolContext, args: Mapping[str, Any]) -> ToolResult:
    confidence = args.get("confidence")
    if confidence is not None and not 0 <= confidence <= 1:
        return ToolResult.failure("invalid_arguments",
                                  "submit_report: 'confidence' must be between 0 and 1")
    if not args["evidence"]:
        return ToolResult.failure("invalid_arguments", "submit_report: 'evidence' must quote "
                                  "at least one line from the tool results")
    return ToolResult(ok=True, result={"accepted": True})


async def _escalate(ctx: ToolContext, args: Mapping[str, Any]) -> ToolResult:
    return ToolResult(ok=True, result={"paged": True})


REPORT_TOOLS: tuple[Tool, ...] = (
    Tool("submit_report", "Submit the root cause. Cite evidence quoted from tool results.", {
        "root_cause": Param("string", "what failed and why", required=True),
        "service": Param("string", "the service at fault", required=True),
        "change_id": Param("string", "id of the deploy/config/flag change", required=True),
        "evidence": Param("array", "lines quoted verbatim from tool results", required=True),
        "confidence": Param("number", "0 to 1"),
    }, _submit_report, ends_run=True),
    Tool("escalate", "Page a human when the cause cannot be established.", {
        "reason": Param("string", "why, and what is known", required=True),
        "evidence": Param("array", "lines quoted from tool results", required=True),
    }, _escalate, ends_run=True),
)
