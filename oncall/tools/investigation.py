"""The investigation tools: read-only views of production, over HTTP to prodsim."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import httpx

from oncall.tools.base import Param, Tool, ToolContext, ToolResult

_WINDOW = {
    "start": Param("string", "RFC 3339 start; default 30 min before the alert"),
    "end": Param("string", "RFC 3339 end; default now"),
}


async def _get(ctx: ToolContext, tool: str, path: str, params: Mapping[str, Any]) -> ToolResult:
    """One request; a 401 refreshes the token once and tries once more, a 403 is final."""
    for attempt in (1, 2):
        token = await ctx.auth.token() if ctx.auth is not None else None
        result = await _request(ctx, tool, path, params, token)
        if result.error == "http_401" and ctx.auth is not None and token and attempt == 1:
            await ctx.auth.invalidate(token)
            continue
        if result.error == "http_403":
            return ToolResult.failure("forbidden", f"{tool}: not permitted for this run's "
                                      "identity")
        return result
    return result


async def _request(ctx: ToolContext, tool: str, path: str, params: Mapping[str, Any],
                   token: str | None) -> ToolResult:
    headers = {"Authorization": f"Bearer {token}"} if token else None
    try:
        response = await ctx.prodsim.get(path, params, headers)
    except httpx.TimeoutException as exc:
        return ToolResult.failure("timeout", f"{tool}: production API timed out ({exc!r})")
    except httpx.TransportError as exc:
        return ToolResult.failure("unreachable", f"{tool}: production API unreachable "
                                  f"({type(exc).__name__})")
    try:
        body = response.json()
    except ValueError:
        body = None
    if response.status_code != 200:
        detail = body.get("error") if isinstance(body, dict) else None
        try:
            retry_after = float(response.headers.get("retry-after", ""))
        except ValueError:
            retry_after = None
        return ToolResult(ok=False, error=f"http_{response.status_code}",
                          message=f"{tool}: {detail or response.reason_phrase}",
                          retry_after=retry_after)
    return ToolResult(ok=True, result=body)


def _endpoint(name: str, path: str) -> Any:
    async def handler(ctx: ToolContext, args: Mapping[str, Any]) -> ToolResult:
        return await _get(ctx, name, path, args)
    return handler


async def _runbook(ctx: ToolContext, args: Mapping[str, Any]) -> ToolResult:
    return await _get(ctx, "get_runbook", f"/api/runbooks/{args['service']}", {})


_SERVICE_OPT = {"service": Param("string", "service name; omit for all services")}

INVESTIGATION_TOOLS: tuple[Tool, ...] = (
    Tool("list_services", "List services and what each calls.", {},
         _endpoint("list_services", "/api/services"), role="services:read"),
    Tool("query_logs", "Read a service's log lines.", {
        "service": Param("string", "service name", required=True),
        **_WINDOW,
        "level": Param("string", "minimum level", enum=("DEBUG", "INFO", "WARN", "ERROR")),
        "contains": Param("string", "case-insensitive substring", case_insensitive=True),
        "limit": Param("integer", "max lines, default 200"),
    }, _endpoint("query_logs", "/api/logs"), role="logs:read"),
    Tool("get_metrics", "Read a metric series (1-minute points).", {
        "service": Param("string", "service name", required=True),
        "metric": Param("string", "error_rate, latency_p99_ms, requests_per_s, cpu or "
                        "memory_mb", required=True),
        **_WINDOW,
    }, _endpoint("get_metrics", "/api/metrics"), role="metrics:read"),
    Tool("list_deploys", "List deploys.", {**_SERVICE_OPT, **_WINDOW},
         _endpoint("list_deploys", "/api/deploys"), role="changes:read"),
    Tool("list_config_changes", "List config changes.", {**_SERVICE_OPT, **_WINDOW},
         _endpoint("list_config_changes", "/api/config-changes"), role="changes:read"),
    Tool("list_flag_changes", "List feature-flag changes.", {**_SERVICE_OPT, **_WINDOW},
         _endpoint("list_flag_changes", "/api/flag-changes"), role="changes:read"),
    Tool("get_k8s_events", "List Kubernetes events (restarts, OOMKilled, probes).",
         {**_SERVICE_OPT, **_WINDOW}, _endpoint("get_k8s_events", "/api/k8s-events"),
         role="k8s:read"),
    Tool("get_runbook", "Read a service's runbook.",
         {"service": Param("string", "service name", required=True)}, _runbook,
         role="runbooks:read"),
)
