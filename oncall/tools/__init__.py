"""Tools the agent can call; the boundary where failures become values."""

from functools import cache

from oncall.tools.base import (
    Param,
    Tool,
    ToolCall,
    ToolContext,
    ToolResult,
    Toolset,
    check_arguments,
)
from oncall.tools.investigation import INVESTIGATION_TOOLS
from oncall.tools.report import REPORT_TOOLS


@cache
def default_toolset() -> Toolset:
    """Built once: a Toolset and its schemas are never changed after construction."""
    return Toolset((*INVESTIGATION_TOOLS, *REPORT_TOOLS))


__all__ = ["INVESTIGATION_TOOLS", "REPORT_TOOLS", "Param", "Tool", "ToolCall", "ToolContext",
           "ToolResult", "Toolset", "check_arguments", "default_toolset"]
