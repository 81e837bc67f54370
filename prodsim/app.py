"""The prodsim HTTP API as a hand-written ASGI app (no framework), serving one World.

The port speaks the real backends' APIs (`/prometheus`, `/loki`, `/k8s`, `/changes`,
`/runbooks/`, `prodsim.api`), each in its backend's wire format, plus two endpoints of its own:
`/health` (is the server up, which incident and seed) and `/admin/requests` (the request log).
Every request except `/admin/requests` is appended to the app's request log, which is how trap
verdicts are judged from the wire rather than from the agent's own account. In front of the
handlers sit endpoint faults (`prodsim.faults`) and, when enabled, bearer-token auth
(`prodsim.auth`, with `POST /auth/token`) on the real APIs.
"""

from __future__ import annotations

import math
import time
from collections.abc import Awaitable, Callable, Iterable, MutableMapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs

import anyio
import orjson

from prodsim.api import Request, error_reply, family_for
from prodsim.auth import AuthConfig, AuthError, Authority, forbidden, invalid, required_role
from prodsim.faults import (
    REASONS,
    ConnectionDropped,
    FaultLike,
    FaultState,
    merge_faults,
    parse_faults,
)
from prodsim.incident import EndpointFault, Incident, load_incident
from prodsim.requestlog import RequestRecord, TrapVerdict
from prodsim.timeutil import format_time_ms
from prodsim.world import World, build_world

__all__ = ["ProdsimApp", "RequestRecord", "TrapVerdict", "create_app"]

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]


class ProdsimApp:
    """ASGI app for one World. Create with `create_app`."""

    def __init__(
        self, world: World, clock: Callable[[], float] = time.time, *,
        faults: tuple[EndpointFault, ...] = (), auth: AuthConfig | None = None,
        sleep: Callable[[float], Awaitable[None]] = anyio.sleep,
    ) -> None:
        needs_auth = [r.name for r in faults if r.expire_tokens_after_s is not None]
        if needs_auth and auth is None:
            raise ValueError(f"faults: {needs_auth[0]!r} expires tokens, but auth is off")
        self.world = world
        self.faults = FaultState(faults)
        self.auth = auth
        self._authority = Authority(auth) if auth is not None else None
        self._clock = clock
        self._sleep = sleep
        self._seq = 0
        self._log: list[RequestRecord] = []

    @property
    def request_log(self) -> list[RequestRecord]:
        """Every request received so far (a copy), in order of arrival."""
        return sorted(self._log, key=lambda r: r.seq)

    def trap_verdicts(self) -> list[TrapVerdict]:
        """The incident's trap verdicts for the requests received so far."""
        return self.world.trap_verdicts(self._log)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await _lifespan(receive, send)
            return
        if scope["type"] != "http":
            return
        method = str(scope["method"]).upper()
        path = str(scope["path"])
        raw_query = scope.get("query_string", b"").decode("latin-1")
        headers = {k.decode("latin-1").lower(): v.decode("latin-1")
                   for k, v in scope.get("headers", [])}
        if path == "/admin/requests":  # the harness's window on the wire: never logged
            status, body, _ = self._handle(method, path, raw_query)
            await _send(send, Response(status, body, {}, None,
                                       [(b"allow", b"GET")] if status == 405 else []))
            return
        self._seq += 1
        seq, at = self._seq, self._clock()
        fired = self.faults.fire(path)
        fault = ", ".join(rule.name for rule in fired) or None
        latency = sum(rule.latency_ms for rule in fired)
        if latency > 0:
            await self._sleep(latency / 1000)
        if any(rule.drop for rule in fired):
            self._log.append(RequestRecord(seq, at, method, path, _query_params(raw_query), 0,
                                           self._subject(headers), fault))
            # Start the response, then fail: uvicorn closes the socket (it would answer 500 to
            # an exception before the start); httpx.ASGITransport re-raises to the client.
            await send({"type": "http.response.start", "status": 200,
                        "headers": [(b"content-type", b"application/json"),
                                    (b"content-length", b"2")]})
            raise ConnectionDropped(f"connection dropped by fault {fault}")
        response = await self._dispatch(method, path, raw_query, headers, receive, fired)
        self._log.append(RequestRecord(seq, at, method, path, response.params, response.status,
                                       response.subject, fault))
        await _send(send, response)

    async def _dispatch(
        self, method: str, path: str, raw_query: str, headers: dict[str, str],
        receive: Receive, fired: list[EndpointFault],
    ) -> Response:
        status_rule = next((rule for rule in fired if rule.status is not None), None)
        family = family_for(path)
        parsed = parse_qs(raw_query, keep_blank_values=True)
        if family is not None and method == "POST" and headers.get(
                "content-type", "").startswith("application/x-www-form-urlencoded"):
            form = await _read_body(receive, MAX_BODY)  # read first: the log records it
            if form is None:
                return Response(413, {"error": f"body: larger than {MAX_BODY} bytes"}, {},
                                None, [])
            for name, values in parse_qs(form.decode("utf-8", "replace"),
                                         keep_blank_values=True).items():
                parsed.setdefault(name, []).extend(values)
        logged = {k: v[0] for k, v in parsed.items()}
        if status_rule is not None and status_rule.status is not None:
            code = status_rule.status
            extra = []
            message = REASONS.get(code, "request failed")
            if status_rule.retry_after is not None:
                seconds = math.ceil(status_rule.retry_after)
                extra.append((b"retry-after", str(seconds).encode()))
                message = f"{message}: retry after {seconds}s"
            raw = None if family is None else error_reply(path, code, message)
            return Response(code, {"error": message}, logged, self._subject(headers), extra,
                            raw.content_type if raw else "application/json",
                            raw.body if raw else None)
        if path == TOKEN_PATH:
            return await self._token(method, headers, receive)
        subject = None
        if self._authority is not None and family is not None:
            try:
                subject = self._authorize(path, headers, fired)
            except AuthError as exc:
                sub = exc.subject if isinstance(exc, _SubjectAuthError) else None
                return Response(exc.status, {"error": exc.message}, logged, sub,
                                [(b"www-authenticate", exc.challenge.encode())])
        if family is not None:
            reply = family(self.world, Request(method, path, parsed, headers))
            return Response(reply.status, {}, logged, subject, list(reply.headers),
                            reply.content_type, reply.body)
        status, body, params = self._handle(method, path, raw_query)
        return Response(status, body, params, subject,
                        [(b"allow", b"GET")] if status == 405 else [])

    def _authorize(self, path: str, headers: dict[str, str], fired: list[EndpointFault]) -> str:
        assert self._authority is not None
        now = self._clock()
        claims = self._authority.verify(headers.get("authorization"), now)
        subject = str(claims["sub"])
        ages = [rule.expire_tokens_after_s for rule in fired
                if rule.expire_tokens_after_s is not None]
        if ages and now - claims["iat"] >= min(ages):
            raise _SubjectAuthError(invalid("token expired"), subject)
        role = required_role(path)
        if role is not None and role not in claims["roles"]:
            raise _SubjectAuthError(forbidden(role), subject)
        return subject

    def _subject(self, headers: dict[str, str]) -> str | None:
        """The `sub` of a valid bearer token, if any (for requests a fault answered)."""
        if self._authority is None:
            return None
        try:
            return str(self._authority.verify(headers.get("authorization"), self._clock())["sub"])
        except AuthError:
            return None

    async def _token(self, method: str, headers: dict[str, str], receive: Receive) -> Response:
        """`POST /auth/token`: client credentials (JSON or form) -> a bearer token."""
        no_store = [(b"cache-control", b"no-store")]
        if self._authority is None:
            return Response(404, {"error": f"path: no such endpoint {TOKEN_PATH} (auth is off)"},
                            {}, None, [])
        if method != "POST":
            return Response(405, {"error": f"method: {method} not allowed on {TOKEN_PATH} "
                                           "(use POST)"}, {}, None, [(b"allow", b"POST")])
        raw = await _read_body(receive, MAX_BODY)
        if raw is None:
            return Response(413, {"error": f"body: larger than {MAX_BODY} bytes"}, {}, None, [])
        try:
            form = _credentials(raw, headers.get("content-type", ""))
        except HttpError as exc:
            return Response(exc.status, {"error": exc.message}, {}, None, no_store)
        params: dict[str, str] = {k: form[k] for k in ("client_id", "grant_type") if k in form}
        for name in ("client_id", "client_secret"):
            if not form.get(name):
                return Response(400, {"error": f"{name}: required"}, params, None, no_store)
        if form.get("grant_type", "client_credentials") != "client_credentials":
            return Response(400, {"error": "grant_type: must be client_credentials"}, params,
                            None, no_store)
        try:
            body = self._authority.issue(form["client_id"], form["client_secret"], self._clock())
        except AuthError as exc:
            return Response(exc.status, {"error": exc.message}, params, None,
                            [*no_store, (b"www-authenticate", exc.challenge.encode())])
        return Response(200, body, params, form["client_id"], no_store)

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
        if path == "/health":
            return self._health
        raise HttpError(404, f"path: no such endpoint {path}")

    def _health(self, params: dict[str, str]) -> Body:
        _allow(params)
        return {"status": "ok", "incident": self.world.incident.name, "seed": self.world.seed}

    def _requests(self, params: dict[str, str]) -> Body:
        _allow(params)
        return {"requests": [
            {"seq": r.seq, "at": format_time_ms(int(r.at * 1000)), "method": r.method,
             "path": r.path, "params": r.params, "status": r.status, "subject": r.subject,
             "fault": r.fault}
            for r in self.request_log]}


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
    incident: str | Incident, seed: int = 0, *, clock: Callable[[], float] = time.time,
    faults: Iterable[FaultLike] | None = None, auth: AuthConfig | bool | None = None,
    sleep: Callable[[float], Awaitable[None]] = anyio.sleep,
) -> ProdsimApp:
    """An app serving `incident` (a name, a path, or a loaded Incident) for `seed`.

    `faults` (EndpointFaults or dicts of the incident's `faults:` shape) replace the incident's
    rule for the same path and add to the others. `auth`: None follows the incident's `auth:`,
    False turns auth off, True uses the default `AuthConfig()`, an AuthConfig uses that.
    `sleep` is what injected latency awaits (anyio.sleep; tests may pass a fake).
    """
    loaded = load_incident(incident) if isinstance(incident, str) else incident
    rules = merge_faults(loaded.faults, parse_faults(faults or ()))
    config: AuthConfig | None
    if auth is None:
        spec = loaded.auth
        config = AuthConfig(token_ttl_s=spec.token_ttl_seconds) if spec and spec.required \
            else None
    elif auth is True:
        config = AuthConfig()
    elif auth is False:
        config = None
    else:
        config = auth
    return ProdsimApp(build_world(loaded, seed), clock, faults=rules, auth=config, sleep=sleep)


TOKEN_PATH = "/auth/token"
MAX_BODY = 64 * 1024
Body = dict[str, Any]


class HttpError(Exception):
    """Raised by prodsim's own handlers; becomes `{"error": message}` with `status`."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def _allow(params: dict[str, str], *names: str) -> None:
    for name in params:
        if name not in names:
            allowed = ", ".join(names) if names else "none"
            raise HttpError(400, f"{name}: unknown parameter (allowed: {allowed})")


@dataclass(frozen=True)
class Response:
    """What the app answers, and what the request log records about it."""

    status: int
    body: Body
    params: dict[str, str]
    subject: str | None
    headers: list[tuple[bytes, bytes]]
    content_type: str = "application/json"
    raw: bytes | None = None
    """The body as sent, when it is not `body` as JSON (the real APIs' answers)."""


class _SubjectAuthError(AuthError):
    """An auth failure for a token whose subject is known (expired by a fault, or 403)."""

    def __init__(self, error: AuthError, subject: str) -> None:
        super().__init__(error.status, error.message, error.challenge)
        self.subject = subject


async def _send(send: Send, response: Response) -> None:
    payload = orjson.dumps(response.body) if response.raw is None else response.raw
    headers = [(b"content-type", response.content_type.encode()),
               (b"content-length", str(len(payload)).encode()), *response.headers]
    await send({"type": "http.response.start", "status": response.status, "headers": headers})
    await send({"type": "http.response.body", "body": payload})


def _query_params(raw_query: str) -> dict[str, str]:
    return {k: v[0] for k, v in parse_qs(raw_query, keep_blank_values=True).items()}


async def _read_body(receive: Receive, limit: int) -> bytes | None:
    """The request body, or None when it exceeds `limit` bytes."""
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] != "http.request":
            break
        chunk = bytes(message.get("body", b""))
        size += len(chunk)
        if size > limit:
            return None
        chunks.append(chunk)
        if not message.get("more_body", False):
            break
    return b"".join(chunks)


def _credentials(raw: bytes, content_type: str) -> dict[str, str]:
    """client_id, client_secret, grant_type from a JSON object or a form body."""
    if content_type.split(";")[0].strip().lower() == "application/json":
        try:
            data = orjson.loads(raw) if raw else {}
        except orjson.JSONDecodeError:
            raise HttpError(400, "body: not valid JSON") from None
        if not isinstance(data, dict):
            raise HttpError(400, "body: must be a JSON object")
        out = {}
        for key in ("client_id", "client_secret", "grant_type"):
            value = data.get(key)
            if value is not None and not isinstance(value, str):
                raise HttpError(400, f"{key}: must be a string")
            if value is not None:
                out[key] = value
        return out
    try:
        parsed = parse_qs(raw.decode("utf-8"), keep_blank_values=True)
    except UnicodeDecodeError:
        raise HttpError(400, "body: not UTF-8") from None
    return {k: v[0] for k, v in parsed.items()
            if k in ("client_id", "client_secret", "grant_type")}
