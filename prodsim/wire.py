"""Which endpoint family a real-API request stands for.

Incidents write their endpoint faults and trap rules against endpoint families named like
paths (`/api/metrics`, `/api/logs` with `service=`, `/api/deploys`, `/api/k8s-events`,
`/api/changes`, `/api/runbooks/S`). These are names, not URLs: nothing is served under
`/api/`. They must hold whichever API the agent speaks: a Prometheus query over payments is a
metrics request for service payments, a Loki query over `{service="cart"}` (or cart's pod log)
a logs request for cart. `logical_request` maps a request on the wire to its family and the
service it is about; the raw parameters stay in the mapped parameters, so identical requests
stay identical and different ones stay different.
"""

from __future__ import annotations

import re

_PROM_SERVICE = re.compile(r'\b(?:service|container|app)\s*=\s*"([^"]*)"')
_LOKI_SERVICE = re.compile(r'\b(?:service|app)\s*=\s*"([^"]*)"')
_LOKI_LEVEL = re.compile(r'\blevel\s*=\s*"([^"]*)"')
_POD = re.compile(r"^/k8s/api/v1/namespaces/[^/]+/pods/([^/]+)/log$")
_FIELD_NAME = re.compile(r"involvedObject\.name(?:==|=)([^,]+)")
_APP_LABEL = re.compile(r"(?:^|,)app(?:==|=)([^,]+)")


def logical_path(path: str) -> str:
    """The endpoint family `path` stands for (itself when it has none)."""
    if path.startswith("/prometheus/"):
        return "/api/metrics"
    if path.startswith("/loki/"):
        return "/api/logs"
    if _POD.match(path):
        return "/api/logs"
    if path.startswith("/k8s/api/v1/") and path.rstrip("/").endswith("/events"):
        return "/api/k8s-events"
    if path.startswith("/k8s/apis/apps/v1/"):
        return "/api/deploys"
    if path == "/changes":
        return "/api/changes"
    if path.startswith("/runbooks/"):
        return "/api/runbooks/" + path.removeprefix("/runbooks/").removesuffix(".md")
    return path


def _service_of_pod(pod: str) -> str:
    """`payments-5c9d7f8b6d-x7k2p` -> `payments`."""
    parts = pod.split("-")
    return "-".join(parts[:-2]) if len(parts) > 2 else pod


_QUERIES = ("/prometheus/api/v1/query", "/prometheus/api/v1/query_range",
            "/loki/api/v1/query", "/loki/api/v1/query_range")


def logical_request(path: str, params: dict[str, str]) -> tuple[str, dict[str, str]]:
    """(endpoint, parameters) of a request as the endpoint it stands for, for trap rules.
    Adds `service` (and `level` for Loki) read from the query when the raw parameters have
    none. Prometheus and Loki requests other than queries (discovery, build info: what a
    harness asks at start-up) stand for `<endpoint>/discovery`, so that a trap on the data
    endpoint counts what the agent asked for."""
    mapped = logical_path(path)
    if mapped == path:
        return path, params
    if path.startswith(("/prometheus/", "/loki/")) and path not in _QUERIES:
        return f"{mapped}/discovery", params
    out = dict(params)
    query = params.get("query", "") or params.get("match[]", "")
    found: str | None = None
    if path.startswith("/prometheus/"):
        hit = _PROM_SERVICE.search(query)
        found = hit.group(1) if hit else None
    elif path.startswith("/loki/"):
        hit = _LOKI_SERVICE.search(query)
        found = hit.group(1) if hit else None
        level = _LOKI_LEVEL.search(query)
        if level and "level" not in out:
            out["level"] = level.group(1).upper()
    elif (pod := _POD.match(path)) is not None:
        found = _service_of_pod(pod.group(1))
    elif mapped == "/api/k8s-events":
        hit = _FIELD_NAME.search(params.get("fieldSelector", ""))
        found = _service_of_pod(hit.group(1)) if hit else None
    elif mapped == "/api/deploys":
        parts = path.rstrip("/").split("/")
        hit = _APP_LABEL.search(params.get("labelSelector", ""))
        found = parts[-1] if parts[-2] == "deployments" else hit.group(1) if hit else None
    if found and "service" not in out:
        out["service"] = found
    return mapped, out
