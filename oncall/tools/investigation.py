"""The investigation tools: read-only questions to the production's sources.

A tool parses its arguments (the window defaults to 30 minutes before the alert, to the
production's now), asks the family's source and hands back its typed result, or its
`SourceError` as a failure value. Which system answers — Prometheus, Loki, Kubernetes, a feed,
prodsim — is the run file's business; a tool never sees a URL.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from oncall.sources.base import LogQuery, Sources, not_configured
from oncall.sources.results import SourceError
from oncall.sources.times import Window, window
from oncall.tools.base import Param, Tool, ToolContext, ToolResult

MAX_LIMIT = 5000
DEFAULT_LIMIT = 200
METRICS = "error_rate, request_rate, latency_p99_ms, cpu_cores or memory_bytes"

_WINDOW = {
    "start": Param("string", "RFC 3339 start; default 30 min before the alert"),
    "end": Param("string", "RFC 3339 end; default now"),
}


def _window(tool: str, sources: Sources, args: Mapping[str, Any]) -> Window | ToolResult:
    try:
        return window(args.get("start"), args.get("end"), alert=sources.alert_start,
                      now=sources.now())
    except ValueError as exc:
        return ToolResult.failure("invalid_arguments", f"{tool}: {exc}")


def _answer(tool: str, result: Any) -> ToolResult:
    """A typed result as a success; a source's error as a failure the model can act on."""
    if isinstance(result, SourceError):
        if result.code == "http_403":
            return ToolResult.failure("forbidden", f"{tool}: not permitted for this run's "
                                      "identity")
        return ToolResult(ok=False, error=result.code, message=f"{tool}: {result.message}",
                          retry_after=result.retry_after)
    return ToolResult(ok=True, result=result)


Handler = Callable[[ToolContext, Mapping[str, Any]], Awaitable[ToolResult]]


async def _services(ctx: ToolContext, args: Mapping[str, Any]) -> ToolResult:
    if ctx.sources.topology is None:
        return _answer("list_services", not_configured("topology", "list_services"))
    return _answer("list_services", await ctx.sources.topology.topology())


async def _logs(ctx: ToolContext, args: Mapping[str, Any]) -> ToolResult:
    span = _window("query_logs", ctx.sources, args)
    if isinstance(span, ToolResult):
        return span
    limit = args.get("limit") or DEFAULT_LIMIT
    if not 1 <= limit <= MAX_LIMIT:
        return ToolResult.failure("invalid_arguments", f"query_logs: 'limit' must be from 1 "
                                  f"to {MAX_LIMIT}, not {limit}")
    if ctx.sources.logs is None:
        return _answer("query_logs", not_configured("logs", "query_logs"))
    query = LogQuery(str(args["service"]), span, args.get("level"), args.get("contains"),
                     int(limit))
    return _answer("query_logs", await ctx.sources.logs.logs(query))


async def _metrics(ctx: ToolContext, args: Mapping[str, Any]) -> ToolResult:
    span = _window("get_metrics", ctx.sources, args)
    if isinstance(span, ToolResult):
        return span
    if ctx.sources.metrics is None:
        return _answer("get_metrics", not_configured("metrics", "get_metrics"))
    return _answer("get_metrics", await ctx.sources.metrics.metric(
        str(args["service"]), str(args["metric"]), span))


def _changes(tool: str, kinds: tuple[str, ...]) -> Handler:
    async def handler(ctx: ToolContext, args: Mapping[str, Any]) -> ToolResult:
        span = _window(tool, ctx.sources, args)
        if isinstance(span, ToolResult):
            return span
        if ctx.sources.changes is None:
            return _answer(tool, not_configured("changes", tool))
        return _answer(tool, await ctx.sources.changes.changes(args.get("service"), span,
                                                               kinds))
    return handler


async def _events(ctx: ToolContext, args: Mapping[str, Any]) -> ToolResult:
    span = _window("get_k8s_events", ctx.sources, args)
    if isinstance(span, ToolResult):
        return span
    if ctx.sources.events is None:
        return _answer("get_k8s_events", not_configured("events", "get_k8s_events"))
    return _answer("get_k8s_events", await ctx.sources.events.events(args.get("service"),
                                                                     span))


async def _runbook(ctx: ToolContext, args: Mapping[str, Any]) -> ToolResult:
    if ctx.sources.runbooks is None:
        return _answer("get_runbook", not_configured("runbooks", "get_runbook"))
    return _answer("get_runbook", await ctx.sources.runbooks.runbook(str(args["service"])))


_SERVICE_OPT = {"service": Param("string", "service name; omit for all services")}

INVESTIGATION_TOOLS: tuple[Tool, ...] = (
    Tool("list_services", "List services and what each calls.", {}, _services,
         role="services:read"),
    Tool("query_logs", "Read a service's log lines.", {
        "service": Param("string", "service name", required=True),
        **_WINDOW,
        "level": Param("string", "minimum level", enum=("DEBUG", "INFO", "WARN", "ERROR")),
        "contains": Param("string", "case-insensitive substring", case_insensitive=True),
        "limit": Param("integer", "max lines, default 200"),
    }, _logs, role="logs:read"),
    Tool("get_metrics", "Read a metric series.", {
        "service": Param("string", "service name", required=True),
        "metric": Param("string", METRICS, required=True),
        **_WINDOW,
    }, _metrics, role="metrics:read"),
    Tool("list_deploys", "List deploys.", {**_SERVICE_OPT, **_WINDOW},
         _changes("list_deploys", ("deploy",)), role="changes:read"),
    Tool("list_config_changes", "List config changes.", {**_SERVICE_OPT, **_WINDOW},
         _changes("list_config_changes", ("config",)), role="changes:read"),
    Tool("list_flag_changes", "List feature-flag changes.", {**_SERVICE_OPT, **_WINDOW},
         _changes("list_flag_changes", ("flag",)), role="changes:read"),
    Tool("get_k8s_events", "List Kubernetes events (restarts, OOMKilled, probes).",
         {**_SERVICE_OPT, **_WINDOW}, _events, role="k8s:read"),
    Tool("get_runbook", "Read a service's runbook.",
         {"service": Param("string", "service name", required=True)}, _runbook,
         role="runbooks:read"),
)
