"""Raw queries, off unless a profile enables them: PromQL against Prometheus, LogQL against
Loki, for an agent (and a model) trusted to write them.

Both are read-only by construction: the query APIs only read. What they return takes the same
road as every result — typed, redacted, folded (log lines), screened — and a source of another
kind (a change feed standing in for logs, say) answers `not_configured`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from oncall.sources.base import LogQuery, not_configured
from oncall.sources.loki import Loki
from oncall.sources.prometheus import Prometheus
from oncall.tools.base import Param, Tool, ToolContext, ToolResult
from oncall.tools.investigation import _WINDOW, DEFAULT_LIMIT, MAX_LIMIT, _answer, _window

MAX_QUERY = 2000
"""Characters of a query: more is a model writing a program, not asking a question."""


def _query(tool: str, args: Mapping[str, Any]) -> str | ToolResult:
    text = str(args.get("query") or "").strip()
    if not text or len(text) > MAX_QUERY:
        return ToolResult.failure("invalid_arguments", f"{tool}: 'query' must be 1 to "
                                  f"{MAX_QUERY} characters")
    return text


async def _promql(ctx: ToolContext, args: Mapping[str, Any]) -> ToolResult:
    span = _window("query_prometheus", ctx.sources, args)
    if isinstance(span, ToolResult):
        return span
    query = _query("query_prometheus", args)
    if isinstance(query, ToolResult):
        return query
    if not isinstance(ctx.sources.metrics, Prometheus):
        return _answer("query_prometheus", not_configured("Prometheus", "query_prometheus"))
    found = await ctx.sources.metrics.promql(query, span)
    if not isinstance(found, tuple):
        return _answer("query_prometheus", found)
    return ToolResult(ok=True, result={"type": "promql", "query": query,
                                       "series": [s.to_json() for s in found]})


async def _logql(ctx: ToolContext, args: Mapping[str, Any]) -> ToolResult:
    span = _window("query_loki", ctx.sources, args)
    if isinstance(span, ToolResult):
        return span
    query = _query("query_loki", args)
    if isinstance(query, ToolResult):
        return query
    limit = args.get("limit") or DEFAULT_LIMIT
    if not 1 <= limit <= MAX_LIMIT:
        return ToolResult.failure("invalid_arguments", f"query_loki: 'limit' must be from 1 "
                                  f"to {MAX_LIMIT}, not {limit}")
    if not isinstance(ctx.sources.logs, Loki):
        return _answer("query_loki", not_configured("Loki", "query_loki"))
    return _answer("query_loki", await ctx.sources.logs.raw(
        query, LogQuery("", span, limit=int(limit))))


RAW_TOOLS: Mapping[str, Tool] = {
    "query_prometheus": Tool("query_prometheus", "Run a read-only PromQL range query.", {
        "query": Param("string", "PromQL", required=True), **_WINDOW,
    }, _promql, role="metrics:read"),
    "query_loki": Tool("query_loki", "Run a read-only LogQL log query.", {
        "query": Param("string", "LogQL, e.g. {service=\"cart\"} |= \"timeout\"",
                       required=True), **_WINDOW,
        "limit": Param("integer", "max lines, default 200"),
    }, _logql, role="logs:read"),
}
"""By name: a profile's `tools:` section names the ones it enables."""
