"""The prodsim HTTP API as a hand-written ASGI app (no framework), serving one World.

Routing is a dict from path to handler; each handler validates its query parameters and answers
with the JSON of docs/contracts.md. Every request except `/admin/requests` is appended to the
app's request log, which is how trap verdicts are judged from the wire rather than from the
agent's own account.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs

import orjson

from prodsim import views
from prodsim.incident import Incident, load_incident
from prodsim.templates import LEVEL_RANK, LEVELS
from prodsim.timeutil import format_time, format_time_ms, parse_time
from prodsim.topology import METRIC_NAMES, METRIC_UNITS
from prodsim.world import DEFAULT_LOOKBACK_MS, World, build_world

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
Body = dict[str, Any]

MAX_LIMIT = 5000
DEFAULT_LIMIT = 200


@dataclass(frozen=True)
class RequestRecord:
    """One request prodsim received, as seen on the wire."""

    seq: int
    """1, 2, 3...: order of arrival."""
    at: float
    """Wall-clock time from the app's injected clock (epoch seconds)."""
    method: str
    path: str
    params: dict[str, str]
    status: int
    subject: str | None
    """Identity of the caller once auth exists; None for now."""


class HttpError(Exception):
    """Raised by handlers; becomes `{"error": message}` with `status`."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


class ProdsimApp:
    """ASGI app for one World. Create with `create_app`."""

    def __init__(self, world: World, clock: Callable[[], float] = time.time) -> None:
        self.world = world
        self._clock = clock
        self._log: list[RequestRecord] = []
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

    @property
    def request_log(self) -> list[RequestRecord]:
        """Every request received so far (a copy), oldest first."""
        return list(self._log)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await _lifespan(receive, send)
            return
        if scope["type"] != "http":
            return
        method = str(scope["method"]).upper()
        path = str(scope["path"])
        raw_query = scope.get("query_string", b"").decode("latin-1")
        status, body, params = self._handle(method, path, raw_query)
        payload = orjson.dumps(body)
        headers = [(b"content-type", b"application/json"),
                   (b"content-length", str(len(payload)).encode())]
        if status == 405:
            headers.append((b"allow", b"GET"))
        if path != "/admin/requests":
            self._log.append(RequestRecord(len(self._log) + 1, self._clock(), method, path,
                                           params, status, None))
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": payload})

    def _handle(self, method: str, path: str, raw_query: str) -> tuple[int, Body, dict[str, str]]:
        params: dict[str, str] = {}
        try:
            parsed = parse_qs(raw_query, keep_blank_values=True)
            params = {k: v[0] for k, v in parsed.items()}
            handler = self._route(path)
            if method != "GET":
                raise HttpError(405, f"method: {method} not allowed on {path} (use GET)")
            for name, values in parsed.items():
                if len(values) > 1:
                    raise HttpError(400, f"{name}: given more than once")
            return 200, handler(params), params
        except HttpError as exc:
            return exc.status, {"error": exc.message}, params

    def _route(self, path: str) -> Callable[[dict[str, str]], Body]:
        if path == "/admin/requests":
            return self._requests
        if path.startswith("/api/runbooks/"):
            service = path.removeprefix("/api/runbooks/")
            return lambda params: self._runbook(service, params)
        handler = self._routes.get(path)
        if handler is None:
            raise HttpError(404, f"path: no such endpoint {path}")
        return handler

    # -- handlers -----------------------------------------------------------------------------

    def _health(self, params: dict[str, str]) -> Body:
        _allow(params)
        return {"status": "ok", "incident": self.world.incident.name, "seed": self.world.seed}

    def _alerts(self, params: dict[str, str]) -> Body:
        _allow(params)
        return {"alerts": [views.alert_json(self.world)]}

    def _services(self, params: dict[str, str]) -> Body:
        _allow(params)
        return {"services": [views.service_json(s) for s in self.world.services]}

    def _logs(self, params: dict[str, str]) -> Body:
        _allow(params, "service", "start", "end", "level", "contains", "limit")
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
        _allow(params, "service", "metric", "start", "end")
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
        _allow(params)
        runbook = self.world.runbook(service) if self.world.service(service) else None
        if runbook is None:
            raise HttpError(404, f"runbook: no runbook for service {service!r}")
        return views.runbook_json(runbook)

    def _requests(self, params: dict[str, str]) -> Body:
        _allow(params)
        return {"requests": [
            {"seq": r.seq, "at": format_time_ms(int(r.at * 1000)), "method": r.method,
             "path": r.path, "params": r.params, "status": r.status, "subject": r.subject}
            for r in self._log]}

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
        _allow(params, "service", "start", "end")
        service = self._service(params, required=False)
        start, end = self._window(params)
        return service, start, end


def _allow(params: dict[str, str], *names: str) -> None:
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


async def _lifespan(receive: Receive, send: Send) -> None:
    """Answer uvicorn's lifespan protocol; there is nothing to start or stop."""
    while True:
        message = await receive()
        if message["type"] == "lifespan.startup":
            await send({"type": "lifespan.startup.complete"})
        elif message["type"] == "lifespan.shutdown":
            await send({"type": "lifespan.shutdown.complete"})
            return


def create_app(
    incident: str | Incident, seed: int = 0, *, clock: Callable[[], float] = time.time
) -> ProdsimApp:
    """An app serving `incident` (a name, a path, or a loaded Incident) for `seed`."""
    loaded = load_incident(incident) if isinstance(incident, str) else incident
    return ProdsimApp(build_world(loaded, seed), clock)
