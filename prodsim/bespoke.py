"""prodsim's own JSON endpoints (`/api/...`, docs/contracts.md): the shapes oncall's tools
read before the real backends' APIs (`prodsim.api`) existed. One module, so that retiring them
is one deletion.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from prodsim import views
from prodsim.templates import LEVEL_RANK, LEVELS
from prodsim.timeutil import format_time, parse_time
from prodsim.topology import METRIC_NAMES, METRIC_UNITS
from prodsim.world import DEFAULT_LOOKBACK_MS, World

Body = dict[str, Any]
MAX_LIMIT = 5000
DEFAULT_LIMIT = 200


class HttpError(Exception):
    """Raised by handlers; becomes `{"error": message}` with `status`."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


class Bespoke:
    """The `/api/...` handlers over one World: `route(path)` gives the handler of a path."""

    def __init__(self, world: World) -> None:
        self.world = world
        self._routes: dict[str, Callable[[dict[str, str]], Body]] = {
            "/health": self._health,
            "/api/alerts": self._alerts,
            "/api/services": self._services,
            "/api/logs": self._logs,
            "/api/metrics": self._metrics,
            "/api/deploys": self._deploys,
            "/api/config-changes": self._config_changes,
            "/api/flag-changes": self._flag_changes,
            "/api/k8s-events": self._k8s_events,
        }

    def route(self, path: str) -> Callable[[dict[str, str]], Body] | None:
        """The handler of `path`, or None."""
        if path.startswith("/api/runbooks/"):
            service = path.removeprefix("/api/runbooks/")
            return lambda params: self._runbook(service, params)
        return self._routes.get(path)

    def _health(self, params: dict[str, str]) -> Body:
        allow(params)
        return {"status": "ok", "incident": self.world.incident.name, "seed": self.world.seed}

    def _alerts(self, params: dict[str, str]) -> Body:
        allow(params)
        return {"alerts": [views.alert_json(self.world)]}

    def _services(self, params: dict[str, str]) -> Body:
        allow(params)
        return {"services": [views.service_json(s) for s in self.world.services]}

    def _logs(self, params: dict[str, str]) -> Body:
        allow(params, "service", "start", "end", "level", "contains", "limit")
        service = self._service(params, required=True)
        assert service is not None
        start, end = self._window(params)
        level = params.get("level", "").upper() or "DEBUG"
        if level not in LEVEL_RANK:
            raise HttpError(400, f"level: must be one of {', '.join(LEVELS)}")
        limit = DEFAULT_LIMIT
        if params.get("limit"):
            try:
                limit = int(params["limit"])
            except ValueError:
                limit = 0
            if not 1 <= limit <= MAX_LIMIT:
                raise HttpError(400, f"limit: must be an integer from 1 to {MAX_LIMIT}")
        lines = self.world.logs(service, start, end, level, params.get("contains") or None)
        shown = lines[-limit:]  # the most recent lines, in time order
        return {"service": service, "start": _iso(start), "end": _iso(end), "total": len(lines),
                "returned": len(shown), "truncated": len(shown) < len(lines), "lines": shown}

    def _metrics(self, params: dict[str, str]) -> Body:
        allow(params, "service", "metric", "start", "end")
        service = self._service(params, required=True)
        assert service is not None
        metric = params.get("metric", "")
        if not metric:
            raise HttpError(400, "metric: required")
        if metric not in METRIC_NAMES:
            raise HttpError(400, f"metric: must be one of {', '.join(METRIC_NAMES)}")
        start, end = self._window(params)
        points = self.world.metric(service, metric, start, end)
        return {"service": service, "metric": metric, "unit": METRIC_UNITS[metric],
                "points": views.points_json(points)}

    def _deploys(self, params: dict[str, str]) -> Body:
        service, start, end = self._change_query(params)
        return {"deploys": [views.deploy_json(d)
                            for d in self.world.deploys(service, start, end)]}

    def _config_changes(self, params: dict[str, str]) -> Body:
        service, start, end = self._change_query(params)
        return {"changes": [views.config_json(c)
                            for c in self.world.config_changes(service, start, end)]}

    def _flag_changes(self, params: dict[str, str]) -> Body:
        service, start, end = self._change_query(params)
        return {"changes": [views.flag_json(c)
                            for c in self.world.flag_changes(service, start, end)]}

    def _k8s_events(self, params: dict[str, str]) -> Body:
        service, start, end = self._change_query(params)
        return {"events": [views.event_json(e)
                           for e in self.world.k8s_events(service, start, end)]}

    def _runbook(self, service: str, params: dict[str, str]) -> Body:
        allow(params)
        runbook = self.world.runbook(service) if self.world.service(service) else None
        if runbook is None:
            raise HttpError(404, f"runbook: no runbook for service {service!r}")
        return views.runbook_json(runbook)

    # -- parameter parsing --------------------------------------------------------------------

    def _service(self, params: dict[str, str], *, required: bool) -> str | None:
        name = params.get("service", "")
        if not name:
            if required:
                raise HttpError(400, "service: required")
            return None
        if self.world.service(name) is None:
            raise HttpError(404, f"service: unknown service {name!r}")
        return name

    def _window(self, params: dict[str, str]) -> tuple[int, int]:
        """Resolve start/end: end defaults to now, start to 30 min before the alert (or before
        `end` if that is earlier)."""
        end = _time(params, "end", self.world.now_ms)
        default_start = min(self.world.alert_ms, end) - DEFAULT_LOOKBACK_MS
        start = _time(params, "start", default_start)
        if start > end:
            raise HttpError(400, "start: must not be after end")
        return start, end

    def _change_query(self, params: dict[str, str]) -> tuple[str | None, int, int]:
        allow(params, "service", "start", "end")
        service = self._service(params, required=False)
        start, end = self._window(params)
        return service, start, end


def allow(params: dict[str, str], *names: str) -> None:
    for name in params:
        if name not in names:
            allowed = ", ".join(names) if names else "none"
            raise HttpError(400, f"{name}: unknown parameter (allowed: {allowed})")


def _time(params: dict[str, str], name: str, default: int) -> int:
    text = params.get(name, "")
    if not text:
        return default
    try:
        return parse_time(text)
    except ValueError:
        raise HttpError(400, f"{name}: not an RFC 3339 time (e.g. 2026-11-30T02:14:00Z)") from None


def _iso(ms: int) -> str:
    return format_time(ms)
