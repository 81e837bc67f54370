"""The `serve` HTTP API as a hand-written ASGI app (no framework).

Intake (`/v1/alerts/*`) refuses before it parses: a missing or wrong credential is a 401, a
body over the limit a 413 (read no further), and JSON that is not an alert a 400 whose body is
one line saying what is wrong. On the bearer endpoints the credential is checked before a byte
of the body is read, so a stranger learns nothing (not even the size limit) and cannot make the
server read a megabyte; PagerDuty's credential is an HMAC of the body, so there the size limit
comes first and the signature is checked on the body it bounds. The read side (`/v1/runs`,
`/metrics`, `/healthz`, `/readyz`) answers from the database, so any `serve` process on it sees
every worker's runs.
"""

from __future__ import annotations

import hmac
import math
import re
from collections.abc import Awaitable, Callable, Mapping, MutableMapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs

import orjson
import structlog

from oncall import run_index
from oncall.errors import ConfigError
from oncall.serve.alerts import (
    AlertError,
    Source,
    parse_alertmanager,
    parse_pagerduty,
    verify_pagerduty,
)
from oncall.serve.config import ServeConfig
from oncall.serve.findings import handoff_markdown, load_finding
from oncall.serve.intake import Intake
from oncall.serve.metrics import render
from oncall.sources import times
from oncall.store import Store

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]

log = structlog.get_logger("oncall.serve")

RUN_STATUSES = ("queued", "running", "resolved", "escalated", "stopped_by_guard", "failed")
"""What `run_index.status` holds: the two states before a run ends and the outcomes a
`run_finished` records; a `status` filter outside them is a 400, not an empty page."""

RUNS_FILTERS = ("limit", "status", "since", "until", "cursor")
"""The query parameters of `/v1/runs`; any other is refused (a misspelt filter that is
ignored answers with every run)."""


@dataclass(frozen=True, slots=True)
class Response:
    status: int
    body: bytes
    content_type: str = "application/json"
    headers: tuple[tuple[bytes, bytes], ...] = ()


def _json(status: int, data: Any) -> Response:
    return Response(status, orjson.dumps(data) + b"\n")


def _error(status: int, message: str) -> Response:
    """One line, as text: what a sender's log shows about a refused post."""
    return Response(status, message.encode() + b"\n", "text/plain; charset=utf-8")


class TooLarge(Exception):
    pass


async def _read_body(receive: Receive, limit: int) -> bytes:
    chunks, size = [], 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            break
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            raise TooLarge
        chunks.append(chunk)
        if not message.get("more_body"):
            break
    return b"".join(chunks)


@dataclass
class ServeApp:
    store: Store
    config: ServeConfig
    intake: Intake
    ready: Callable[[], Mapping[str, bool]] = field(default=lambda: {})
    """Liveness of this process's parts (workers, outbox), for /readyz."""
    accepting: bool = True
    """False once SIGTERM came: intake answers 503 so the sender retries elsewhere."""

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            while True:
                message = await receive()
                if message["type"] == "lifespan.startup":
                    await send({"type": "lifespan.startup.complete"})
                elif message["type"] == "lifespan.shutdown":
                    await send({"type": "lifespan.shutdown.complete"})
                    return
        if scope["type"] != "http":
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1")
                   for k, v in scope.get("headers", [])}
        try:
            response = await self._route(scope["method"], scope["path"],
                                         scope.get("query_string", b"").decode(), headers,
                                         receive)
        except ConfigError as exc:
            response = _error(400, str(exc))
        await send({"type": "http.response.start", "status": response.status,
                    "headers": [(b"content-type", response.content_type.encode()),
                                (b"content-length", str(len(response.body)).encode()),
                                *response.headers]})
        await send({"type": "http.response.body", "body": response.body})

    async def _route(self, method: str, path: str, query: str, headers: Mapping[str, str],
                     receive: Receive) -> Response:
        if path.startswith("/v1/alerts/"):
            if method != "POST":
                return _error(405, f"{path}: POST only")
            return await self._alerts(path.removeprefix("/v1/alerts/"), headers, receive)
        if method != "GET":
            return _error(405, f"{path}: GET only")
        if path == "/healthz":
            return Response(200, b"ok\n", "text/plain; charset=utf-8")
        if path == "/readyz":
            return await self._ready()
        if path == "/metrics":
            return Response(200, (await render(self.store)).encode(),
                            "text/plain; version=0.0.4; charset=utf-8")
        if path == "/v1/runs":
            return await self._runs(parse_qs(query, keep_blank_values=True))
        if path.startswith("/v1/runs/"):
            rest = path.removeprefix("/v1/runs/")
            run_id, _, what = rest.partition("/")
            if what in ("", "handoff"):
                return await self._run(run_id, what == "handoff")
        return _error(404, f"{path}: not found")

    # -- intake ------------------------------------------------------------------------------

    async def _alerts(self, source: str, headers: Mapping[str, str], receive: Receive
                      ) -> Response:
        if source not in ("alertmanager", "grafana", "pagerduty"):
            return _error(404, f"/v1/alerts/{source}: unknown source (alertmanager, grafana, "
                          "pagerduty)")
        if source == "pagerduty" and self.config.pagerduty_secret is None:
            return _error(404, "/v1/alerts/pagerduty: not configured "
                          "(serve.pagerduty_secret_env)")
        if not self.accepting:
            return _error(503, "shutting down: not taking alerts")
        limit = self.config.settings.max_body
        if source != "pagerduty" and not self._bearer(headers):
            return _error(401, "missing or wrong bearer token")
        if _declared_length(headers) > limit:
            return _error(413, f"body over {limit} bytes")
        try:
            body = await _read_body(receive, limit)
        except TooLarge:
            return _error(413, f"body over {limit} bytes")
        if source == "pagerduty":
            assert self.config.pagerduty_secret is not None
            if not verify_pagerduty(self.config.pagerduty_secret, body,
                                    headers.get("x-pagerduty-signature")):
                return _error(401, "X-PagerDuty-Signature: missing or no signature matches")
        try:
            alerts = parse_pagerduty(body) if source == "pagerduty" else \
                parse_alertmanager(body, _source(source))
        except AlertError as exc:
            log.info("alert_refused", source=source, error=str(exc))
            return _error(400, str(exc))
        data = orjson.loads(body)
        raw = [data["event"]] if source == "pagerduty" else list(data["alerts"])
        admitted = await self.intake.admit(alerts, raw)
        return _json(200, {"alerts": [a.to_json() for a in admitted]})

    def _bearer(self, headers: Mapping[str, str]) -> bool:
        given = headers.get("authorization", "")
        scheme, _, token = given.partition(" ")
        return scheme.lower() == "bearer" and hmac.compare_digest(
            token.strip().encode(), self.config.intake_token.encode())

    # -- reading -----------------------------------------------------------------------------

    async def _ready(self) -> Response:
        checks: dict[str, bool] = {}
        try:
            await self.store.fetch("SELECT 1 FROM run_index LIMIT 1")
            checks["database"] = True
        except Exception:
            checks["database"] = False
        checks.update(self.ready())
        return _json(200 if all(checks.values()) else 503, checks)

    async def _runs(self, q: Mapping[str, list[str]]) -> Response:
        """Every filter is checked before the query: one that does not parse is a 400 naming
        it, never a page that silently ignores it or matches nothing."""
        unknown = sorted(set(q) - set(RUNS_FILTERS))
        if unknown:
            raise ConfigError(f"{_quoted(unknown[0])}: not a filter of /v1/runs (filters: "
                              f"{', '.join(RUNS_FILTERS)})")

        def arg(name: str) -> str | None:
            return q[name][-1] if name in q else None

        limit_text = arg("limit")
        limit_text = "50" if limit_text is None else limit_text
        if not re.fullmatch(r"[0-9]{1,3}", limit_text) or not 1 <= int(limit_text) <= 500:
            raise ConfigError(f"limit: must be an integer in 1..500, not {_quoted(limit_text)}")
        status = arg("status")
        if status is not None and status not in RUN_STATUSES:
            raise ConfigError(f"status: must be one of {', '.join(RUN_STATUSES)}, not "
                              f"{_quoted(status)}")
        since, until, cursor = arg("since"), arg("until"), arg("cursor")
        if cursor is not None and not _CURSOR.fullmatch(cursor):
            raise ConfigError("cursor: not a cursor of this list (give the `next` of the "
                              "previous page)")
        rows = await run_index.newest(
            self.store, limit=int(limit_text), status=status,
            since=_time_arg("since", since), until=_time_arg("until", until), before=cursor)
        alerts = await self._alerts_of([r.run_id for r in rows])
        runs = [{**r.to_json(), "alert": alerts.get(r.run_id)} for r in rows]
        more = len(rows) == int(limit_text)
        return _json(200, {"runs": runs,
                           "next": run_index.cursor_of(rows[-1]) if more else None})

    async def _alerts_of(self, run_ids: list[str]) -> dict[str, Any]:
        if not run_ids:
            return {}
        marks = ", ".join("?" * len(run_ids))
        rows = await self.store.fetch(
            f"SELECT run_id, alert, resolved_at FROM alerts WHERE run_id IN ({marks})",
            run_ids)
        out: dict[str, Any] = {}
        for run_id, alert, resolved_at in rows:
            parsed = orjson.loads(alert)
            out[str(run_id)] = {"labels": parsed.get("labels"),
                                "annotations": parsed.get("annotations"),
                                "startsAt": parsed.get("startsAt"),
                                "source": parsed.get("source"),
                                "resolved_at": run_index.iso(resolved_at)}
        return out

    async def _run(self, run_id: str, handoff: bool) -> Response:
        row = await run_index.one(self.store, run_id)
        if row is None:
            return _error(404, f"run {run_id}: not found")
        if handoff:
            resolved = await self.store.fetch(
                "SELECT resolved_at FROM alerts WHERE run_id = ?", (run_id,))
            page = handoff_markdown(await self.store.events(run_id),
                                    resolved[0][0] if resolved else None)
            return Response(200, page.encode(), "text/markdown; charset=utf-8")
        finding = await load_finding(self.store, run_id, self.config.settings.external_url)
        return _json(200, {**row.to_json(), "reason": finding.reason, "report": finding.report,
                           "escalation": finding.escalation, "error": finding.error,
                           "alert": (await self._alerts_of([run_id])).get(run_id),
                           "handoff_url": finding.handoff_url})


_CURSOR = re.compile(r"[0-9]+(\.[0-9]+)?(e[+-]?[0-9]+)?~\S+")
"""What `run_index.cursor_of` writes: the created_at float's repr, `~`, the run id."""


def _time_arg(name: str, value: str | None) -> float | None:
    """Unix seconds (finite) or RFC 3339 with a zone: a naive time would be read in the
    server's zone, a `nan` would match nothing."""
    if value is None:
        return None
    try:
        seconds = float(value)
    except ValueError:
        try:
            return times.parse(value).timestamp()
        except (ValueError, OverflowError):
            raise ConfigError(f"{name}: not a time (unix seconds or RFC 3339 with a zone, "
                              f"e.g. 2026-12-01T07:50:00Z), not {_quoted(value)}") from None
    if not math.isfinite(seconds):
        raise ConfigError(f"{name}: not a time (unix seconds must be finite), not "
                          f"{_quoted(value)}")
    return seconds


def _quoted(value: str) -> str:
    """A query value as an error quotes it: repr (no line break), at most 40 characters."""
    return repr(value[:40] + ("…" if len(value) > 40 else ""))


def _declared_length(headers: Mapping[str, str]) -> int:
    """The Content-Length the sender declared; 0 when it gave none or one that is not a
    number (the server's HTTP parser refuses that first; the limit on reading still holds)."""
    text = headers.get("content-length", "").strip()
    return int(text) if text.isdigit() and text.isascii() else 0


def _source(name: str) -> Source:
    return "grafana" if name == "grafana" else "alertmanager"
