"""A thin HTTP seam: requests straight to an httpx transport.

httpx's transport is one method (`handle_async_request`), the same for a real server
(`AsyncHTTPTransport`, pooled connections) and an in-process app (`ASGITransport`). Going to it
directly skips the client's per-request machinery (URL merging, cookies, auth, redirects),
which we do not use and which costs several times the request itself in-process.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from urllib.parse import urlencode

import httpx


class Http:
    """GET and POST against one base URL."""

    def __init__(self, base_url: str, transport: httpx.AsyncBaseTransport | None = None, *,
                 connect_timeout: float = 5.0, read_timeout: float | None = 30.0) -> None:
        self.base_url = base_url.rstrip("/")
        self._transport = transport or httpx.AsyncHTTPTransport()
        self._timeout = {"connect": connect_timeout, "read": read_timeout,
                         "write": read_timeout, "pool": connect_timeout}

    async def request(self, method: str, path: str, *,
                      params: Mapping[str, Any] | None = None, content: bytes | None = None,
                      headers: Mapping[str, str] | None = None) -> httpx.Response:
        """Send one request and read the whole body; transport errors propagate as httpx's."""
        url = self.base_url + path
        if params:
            url += "?" + urlencode({k: str(v) for k, v in params.items() if v is not None})
        request = httpx.Request(method, url, content=content, headers=headers,
                                extensions={"timeout": self._timeout})
        response = await self._transport.handle_async_request(request)
        try:
            await response.aread()
        finally:
            await response.aclose()
        response.request = request
        return response

    async def get(self, path: str, params: Mapping[str, Any] | None = None,
                  headers: Mapping[str, str] | None = None) -> httpx.Response:
        return await self.request("GET", path, params=params, headers=headers)

    async def post_json(self, path: str, body: bytes) -> httpx.Response:
        return await self.request("POST", path, content=body,
                                  headers={"Content-Type": "application/json"})

    async def aclose(self) -> None:
        await self._transport.aclose()

    async def __aenter__(self) -> Http:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()
