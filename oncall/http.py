"""A small HTTP seam over `httpx.AsyncClient`: GET and POST against one base URL.

The same client serves a real server (pooled connections, proxies and `trust_env`, TLS
settings, redirects) and an in-process app (`httpx.ASGITransport`), so a test exercises the
request a user's run sends. Replies are read whole before they are returned: every caller
wants the body, and a half-read response would hold a pooled connection.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import httpx
import orjson


@dataclass(frozen=True, slots=True)
class Reply:
    """A whole HTTP response: status, headers and body, read before it is returned."""

    status_code: int
    headers: httpx.Headers
    content: bytes

    @property
    def text(self) -> str:
        return self.content.decode("utf-8", "replace")

    @property
    def reason_phrase(self) -> str:
        return httpx.codes.get_reason_phrase(self.status_code)

    def json(self) -> Any:
        """The body as JSON (orjson.JSONDecodeError, a ValueError, if it is not)."""
        return orjson.loads(self.content)


class Http:
    """GET and POST against one base URL (which may carry a path prefix)."""

    def __init__(self, base_url: str, transport: httpx.AsyncBaseTransport | None = None, *,
                 connect_timeout: float = 5.0, read_timeout: float | None = 30.0,
                 verify: str | bool = True, headers: Mapping[str, str] | None = None) -> None:
        self.base_url = base_url.rstrip("/")
        timeout = httpx.Timeout(read_timeout, connect=connect_timeout)
        self._client = httpx.AsyncClient(
            transport=transport, timeout=timeout, verify=verify, trust_env=True,
            follow_redirects=True, headers=dict(headers or {}))

    async def request(self, method: str, path: str, *,
                      params: Mapping[str, Any] | None = None, content: bytes | None = None,
                      headers: Mapping[str, str] | None = None) -> Reply:
        """Send one request and read the whole body; transport errors propagate as httpx's."""
        sent = dict(headers or {})
        if content is not None:
            sent.setdefault("Content-Type", "application/json")
        query = {k: str(v) if not isinstance(v, list) else [str(x) for x in v]
                 for k, v in (params or {}).items() if v is not None}
        response = await self._client.request(method, self.base_url + path, params=query,
                                              content=content, headers=sent)
        return Reply(response.status_code, response.headers, response.content)

    async def get(self, path: str, params: Mapping[str, Any] | None = None,
                  headers: Mapping[str, str] | None = None) -> Reply:
        return await self.request("GET", path, params=params, headers=headers)

    async def post_json(self, path: str, body: bytes) -> Reply:
        return await self.request("POST", path, content=body)

    async def aclose(self) -> None:
        await self._client.aclose()

    async def __aenter__(self) -> Http:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()
