"""One HTTP client per source: base URL with its path prefix, timeouts, credentials from the
environment, and failures as values.

Credentials are read from environment variables named in the run file (`token_env`,
`username_env`/`password_env`, `headers_env`, a token file for Kubernetes) when a request is
made, attached to that request and nowhere else: never to an error message, a log line or a
result. An error message names the source by its URL without credentials.
"""

from __future__ import annotations

import base64
import html
import os
import re
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx

from oncall.http import Http, Reply
from oncall.sources.results import SourceError

TokenProvider = Callable[[], Awaitable[str | None]]
"""A bearer token obtained at request time (the run's identity at prodsim)."""


@dataclass(frozen=True, slots=True)
class AuthSpec:
    """Where a source's credentials live; never the credentials themselves."""

    token_env: str | None = None
    """Bearer token."""
    token_file: str | None = None
    """Bearer token read from a file (a Kubernetes service-account token)."""
    username_env: str | None = None
    password_env: str | None = None
    """Basic auth."""
    headers_env: str | None = None
    """Extra headers, one `Name: value` per line (or `;`-separated), e.g. a Grafana key."""
    ca_file: str | None = None
    """A CA bundle to verify the server's certificate with."""

    def headers(self) -> dict[str, str]:
        """The headers these credentials make, read now; a missing variable raises."""
        out: dict[str, str] = {}
        token = _env(self.token_env, "token_env") if self.token_env else None
        if self.token_file:
            try:
                token = Path(self.token_file).read_text().strip()
            except OSError as exc:
                raise MissingCredential(f"token_file {self.token_file}: cannot read "
                                        f"({exc.strerror})") from exc
        if token:
            out["Authorization"] = f"Bearer {token}"
        if self.username_env or self.password_env:
            user = _env(self.username_env, "username_env")
            password = _env(self.password_env, "password_env")
            pair = base64.b64encode(f"{user}:{password}".encode()).decode()
            out["Authorization"] = f"Basic {pair}"
        if self.headers_env:
            for item in _env(self.headers_env, "headers_env").replace(";", "\n").splitlines():
                name, sep, value = item.partition(":")
                if sep and name.strip():
                    out[name.strip()] = value.strip()
        return out


class MissingCredential(Exception):
    """An environment variable or file named for a credential is not there (its name only)."""


def _env(name: str | None, what: str) -> str:
    value = os.environ.get(name or "")
    if not name or not value:
        raise MissingCredential(f"{what}: the environment variable {name} is not set")
    return value


def public_url(url: str) -> str:
    """The URL without user info or query: safe to print."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    netloc = f"{host}:{parts.port}" if parts.port else host
    return urlunsplit((parts.scheme, netloc, parts.path, "", ""))


@dataclass
class SourceClient:
    """GETs below one base URL. `transport` puts an in-process app behind the same code."""

    url: str
    timeout_s: float = 10.0
    auth: AuthSpec = field(default_factory=AuthSpec)
    extra_headers: Mapping[str, str] = field(default_factory=dict)
    """Non-secret headers from the run file (Loki's X-Scope-OrgID)."""
    transport: httpx.AsyncBaseTransport | None = None
    token: TokenProvider | None = None
    invalidate: Callable[[str], Awaitable[None]] | None = None
    """Drop a token a 401 refused, so the next request gets a fresh one (once)."""
    kind: str = ""
    """The source's kind (`loki`, `prometheus`, …): a request that gets no answer names it, so
    a handoff says which source was dead, not only which tool failed."""
    _http: Http | None = field(default=None, init=False, repr=False)

    @property
    def name(self) -> str:
        return public_url(self.url)

    @property
    def _named(self) -> str:
        return f"{self.kind} at {self.name}" if self.kind else self.name

    def _client(self) -> Http:
        if self._http is None:
            self._http = Http(self.url, self.transport, connect_timeout=min(self.timeout_s, 5.0),
                              read_timeout=self.timeout_s, verify=self.auth.ca_file or True)
        return self._http

    async def get(self, path: str, params: Mapping[str, Any] | None = None,
                  headers: Mapping[str, str] | None = None) -> Reply | SourceError:
        """One GET; a transport failure or a missing credential comes back as a value. A 401
        with a refreshable token is tried once more with a new one."""
        for attempt in (1, 2):
            try:
                sent = {**self.extra_headers, **self.auth.headers(), **(headers or {})}
                token = await self.token() if self.token is not None else None
            except MissingCredential as exc:
                return SourceError("not_configured", f"{self._named}: {exc}")
            if token:
                sent["Authorization"] = f"Bearer {token}"
            try:
                reply = await self._client().get(path, params, sent)
            except httpx.TimeoutException:
                return SourceError("timeout", f"{self._named}{path}: no answer within "
                                   f"{self.timeout_s:g} s")
            except httpx.TransportError as exc:
                return SourceError("unreachable", f"{self._named}{path}: unreachable "
                                   f"({type(exc).__name__})")
            if reply.status_code == 401 and token and self.invalidate and attempt == 1:
                await self.invalidate(token)
                continue
            return reply
        return reply

    async def aclose(self) -> None:
        if self._http is not None:
            await self._http.aclose()
            self._http = None


def http_error(reply: Reply, name: str, detail: str) -> SourceError:
    """A non-2xx answer as a value, with the server's own words and its Retry-After."""
    try:
        retry_after: float | None = float(reply.headers.get("retry-after", ""))
    except ValueError:
        retry_after = None
    text = one_line(detail) or reply.reason_phrase
    return SourceError(f"http_{reply.status_code}", f"{name}: {text}", retry_after)


_MARKUP = re.compile(r"<(script|style)\b.*?</\1\s*>|<!--.*?-->|<[^>]*>", re.I | re.S)


def one_line(text: str, limit: int = 200) -> str:
    """A server's words fit for one line of output and one tool result: an HTML error page
    read as its text (tags dropped), whitespace collapsed, cut at `limit` characters with
    the cut said. A proxy's 404 page used to print as 80 lines."""
    if "<" in text and re.search(r"<(!doctype|html|head|body|p|h\d|div|pre)\b", text, re.I):
        text = html.unescape(_MARKUP.sub(" ", text))
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    return f"{flat[:limit].rstrip()}… ({len(flat):,} characters, cut)"
