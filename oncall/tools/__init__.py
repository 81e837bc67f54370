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
def default_toolset(optional: tuple[str, ...] = ()) -> Toolset:
    """The investigation and report tools, plus the optional ones a profile turns on (its
    `tools:`, e.g. raw PromQL). Built once per set: a Toolset and its schemas are never
    changed after construction."""
    from oncall.tools.raw_queries import RAW_TOOLS

    extra = tuple(RAW_TOOLS[name] for name in optional)
    return Toolset((*INVESTIGATION_TOOLS, *extra, *REPORT_TOOLS))


__all__ = ["INVESTIGATION_TOOLS", "REPORT_TOOLS", "Param", "Tool", "ToolCall", "ToolContext",
           "ToolResult", "Toolset", "check_arguments", "default_toolset"]
