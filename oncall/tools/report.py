"""The two tools that end an investigation: a report, or a page to a human.

A report names the kind of cause from a small closed set (so a cause that is not a change —
an expired certificate, a full disk, a node under pressure, a provider outage — can be
reported), the service, the change id only when the kind is `change`, when the errors began,
the evidence quoted from tool results and the remedy. Few fields, each plain, so that a small
local model fills them; verification (`oncall.guards.verification`) checks them against the
run's log.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from oncall.guards.verification import CAUSE_KINDS
from oncall.tools.base import Param, Tool, ToolContext, ToolResult


async def _submit_report(ctx: ToolContext, args: Mapping[str, Any]) -> ToolResult:
    confidence = args.get("confidence")
    if confidence is not None and not 0 <= confidence <= 1:
        return ToolResult.failure("invalid_arguments",
                                  "submit_report: 'confidence' must be between 0 and 1")
    if not args["evidence"]:
        return ToolResult.failure("invalid_arguments", "submit_report: 'evidence' must quote "
                                  "at least one line from the tool results")
    if args.get("kind") == "change" and not str(args.get("change_id") or "").strip():
        return ToolResult.failure("invalid_arguments", "submit_report: a report of kind "
                                  "'change' needs the 'change_id' of the change record")
    return ToolResult(ok=True, result={"accepted": True})


async def _escalate(ctx: ToolContext, args: Mapping[str, Any]) -> ToolResult:
    return ToolResult(ok=True, result={"paged": True})


REPORT_TOOLS: tuple[Tool, ...] = (
    Tool("submit_report", "Submit the root cause. Cite evidence quoted from tool results.", {
        "kind": Param("string", "what kind of cause", required=True, enum=CAUSE_KINDS),
        "service": Param("string", "the service at fault", required=True),
        "change_id": Param("string", "id of the deploy/config/flag change; only for kind "
                           "change"),
        "onset": Param("string", "RFC 3339 time the errors began", required=True),
        "root_cause": Param("string", "what failed and why", required=True),
        "evidence": Param("array", "lines quoted verbatim from tool results", required=True),
        "remedy": Param("string", "what to do about it", required=True),
        "confidence": Param("number", "0 to 1"),
    }, _submit_report, ends_run="resolved"),
    Tool("escalate", "Page a human when the cause cannot be established.", {
        "reason": Param("string", "why, and what is known", required=True),
        "evidence": Param("array", "lines quoted from tool results", required=True),
    }, _escalate, ends_run="escalated"),
)
