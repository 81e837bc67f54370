"""A thin HTTP seam: requests straight to an httpx transport.

httpx's transport is one method (`handle_async_request`), the same for a real server
(`AsyncHTTPTransport`, pooled connections) and an in-process app (`ASGITransport`). Going to it
directly skips the client's per-request machinery (URL merging, cookies, auth, redirects),
which we do not use and which costs several times the request itself in-process. For the same
reason a request is built from a parsed URL kept per path and query, and from raw header bytes;
the body is read straight from the response stream: every step of every run makes two requests,
and a hundred concurrent runs share one core.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any
from urllib.parse import urlencode

import httpx
import orjson

_JSON = (b"Content-Type", b"application/json")


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


def _parse_query_url(base_url: str, path: str, items: tuple[tuple[str, Any], ...]) -> httpx.URL:
    query = urlencode([(k, str(v)) for k, v in items if v is not None])
    return httpx.URL(f"{base_url}{path}?{query}")


_query_url = lru_cache(maxsize=1024)(_parse_query_url)
"""`httpx.URL` is immutable, so one parsed URL serves every request for it."""


class Http:
    """GET and POST against one base URL."""

    def __init__(self, base_url: str, transport: httpx.AsyncBaseTransport | None = None, *,
                 connect_timeout: float = 5.0, read_timeout: float | None = 30.0) -> None:
        self.base_url = base_url.rstrip("/")
        self._transport = transport or httpx.AsyncHTTPTransport()
        self._timeout = {"connect": connect_timeout, "read": read_timeout,
                         "write": read_timeout, "pool": connect_timeout}
        self._host = httpx.URL(self.base_url).netloc
        self._urls: dict[str, httpx.URL] = {}

    def _url(self, path: str, params: Mapping[str, Any] | None) -> httpx.URL:
        """Parsing a URL is most of what building a request costs, so parsed URLs are kept:
        per client for a bare path (the model API's), and across clients for a path with a
        query (runs of one incident ask prodsim the same questions)."""
        if params:
            items = tuple(params.items())
            try:
                return _query_url(self.base_url, path, items)
            except TypeError:  # a value that cannot be a cache key (a list): parse afresh
                return _parse_query_url(self.base_url, path, items)
        url = self._urls.get(path)
        if url is None:
            url = self._urls[path] = httpx.URL(self.base_url + path)
        return url

    async def request(self, method: str, path: str, *,
                      params: Mapping[str, Any] | None = None, content: bytes | None = None,
                      headers: Mapping[str, str] | None = None) -> Reply:
        """Send one request and read the whole body; transport errors propagate as httpx's."""
        raw = [(b"Host", self._host)]
        if content is not None:
            raw += [_JSON, (b"Content-Length", str(len(content)).encode())]
        if headers:
            raw += [(k.encode(), v.encode()) for k, v in headers.items()]
        request = httpx.Request(method, self._url(path, params), headers=raw,
                                stream=httpx.ByteStream(content or b""),
                                extensions={"timeout": self._timeout})
        response = await self._transport.handle_async_request(request)
        try:
            if "content-encoding" in response.headers:  # not asked for, but decode it if sent
                body = await response.aread()
            else:
                stream = response.stream
                assert isinstance(stream, httpx.AsyncByteStream)
                body = b"".join([chunk async for chunk in stream])
        finally:
            await response.aclose()
        return Reply(response.status_code, response.headers, body)

    async def get(self, path: str, params: Mapping[str, Any] | None = None,
                  headers: Mapping[str, str] | None = None) -> Reply:
        return await self.request("GET", path, params=params, headers=headers)

    async def post_json(self, path: str, body: bytes) -> Reply:
        return await self.request("POST", path, content=body)

    async def aclose(self) -> None:
        await self._transport.aclose()

    async def __aenter__(self) -> Http:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()
