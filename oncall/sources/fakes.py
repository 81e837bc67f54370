"""Small fakes of the real backends' wire formats, shipped for anyone testing a source.

Each fake is an ASGI app answering what the reference measured on real servers: Prometheus's
JSON envelope (errors included), Loki's streams with nanosecond strings and text/plain errors,
Kubernetes lists and `Status` objects. Every request is recorded (path, query, headers) so a
test can check what went on the wire.
"""

from __future__ import annotations

from collections.abc import Callable, MutableMapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs

import httpx
import orjson

from oncall.sources.client import AuthSpec, SourceClient

Answer = tuple[int, str, bytes]
Handler = Callable[[dict[str, list[str]]], Answer]


@dataclass
class Seen:
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]


@dataclass
class Fake:
    """An ASGI app: exact paths, or path prefixes ending in `*`."""

    routes: dict[str, Handler]
    seen: list[Seen] = field(default_factory=list)

    async def __call__(self, scope: MutableMapping[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return
        path = str(scope["path"])
        query = parse_qs(scope.get("query_string", b"").decode(), keep_blank_values=True)
        headers = {k.decode().lower(): v.decode() for k, v in scope.get("headers", [])}
        self.seen.append(Seen(path, query, headers))
        handler = self.routes.get(path) or next(
            (h for p, h in self.routes.items() if p.endswith("*") and path.startswith(p[:-1])),
            None)
        status, ctype, body = handler(query) if handler else \
            (404, "text/plain; charset=utf-8", b"404 page not found\n")
        await send({"type": "http.response.start", "status": status,
                    "headers": [(b"content-type", ctype.encode()),
                                (b"content-length", str(len(body)).encode())]})
        await send({"type": "http.response.body", "body": body})

    def client(self, url: str, auth: AuthSpec | None = None,
               headers: dict[str, str] | None = None) -> SourceClient:
        return SourceClient(url, 5.0, auth or AuthSpec(), headers or {},
                            transport=httpx.ASGITransport(app=self))


def json(body: Any, status: int = 200) -> Answer:
    return status, "application/json", orjson.dumps(body)


def text(body: str, status: int) -> Answer:
    return status, "text/plain; charset=utf-8", body.encode()


def prom_ok(data: Any) -> Answer:
    return json({"status": "success", "data": data})


def prom_error(status: int, kind: str, message: str) -> Answer:
    return json({"status": "error", "errorType": kind, "error": message}, status)


def k8s_status(code: int, reason: str, message: str) -> Answer:
    return json({"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure",
                 "message": message, "reason": reason, "details": {}, "code": code}, code)
