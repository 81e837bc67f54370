"""Auth at the tool boundary: the run's identity, its token, and the roles tools need.

The agent never sees a credential. The run's identity (a client id in the scenario, its
secret in an environment variable) is exchanged for a short-lived JWT at the production API's
token endpoint; the token is attached to requests here and nowhere else, refreshed before it
expires, and refreshed once — by one request, however many calls find it stale at the same
moment (single flight). Nothing here ever logs or returns the token or the secret.
"""

from __future__ import annotations

import asyncio
import base64
import os
import time
from collections.abc import Callable
from dataclasses import dataclass

import httpx
import orjson

from oncall.errors import ConfigError, ProductionUnavailable
from oncall.http import Http

TOKEN_PATH = "/auth/token"


@dataclass(frozen=True, slots=True)
class Identity:
    client_id: str
    secret_env: str = "ONCALL_CLIENT_SECRET"
    """The environment variable holding the client secret; the secret itself is never in a
    scenario file or the database."""

    def secret(self) -> str:
        value = os.environ.get(self.secret_env)
        if not value:
            raise ConfigError(f"identity: the client secret is read from ${self.secret_env}, "
                              "which is not set")
        return value


def _claims(token: str) -> dict[str, object]:
    """The JWT's claims, unverified: the server verifies; we only read exp and roles."""
    try:
        payload = token.split(".")[1]
        data = orjson.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    except (IndexError, ValueError, orjson.JSONDecodeError):
        return {}
    return data if isinstance(data, dict) else {}


class TokenSource:
    """One identity's current token, refreshed before expiry with a single request."""

    def __init__(self, http: Http, identity: Identity, *, margin_s: float = 30.0,
                 clock: Callable[[], float] = time.time) -> None:
        self._http = http
        self._identity = identity
        self._margin = margin_s
        self._clock = clock
        self._token: str | None = None
        self._expires = 0.0
        self._roles: frozenset[str] = frozenset()
        self._lock = asyncio.Lock()
        self.requests = 0
        """Token requests made (the single-flight proof in tests)."""

    async def token(self) -> str:
        if self._fresh():
            assert self._token is not None
            return self._token
        async with self._lock:
            if not self._fresh():  # someone else refreshed while we waited
                await self._refresh()
            assert self._token is not None
            return self._token

    async def roles(self) -> frozenset[str]:
        await self.token()
        return self._roles

    async def invalidate(self, stale: str) -> None:
        """A 401 with this token: drop it (once, if nobody replaced it yet)."""
        async with self._lock:
            if self._token == stale:
                self._token = None

    def _fresh(self) -> bool:
        return self._token is not None and self._clock() < self._expires - self._margin

    async def _refresh(self) -> None:
        body = orjson.dumps({"client_id": self._identity.client_id,
                             "client_secret": self._identity.secret()})
        self.requests += 1
        try:
            response = await self._http.post_json(TOKEN_PATH, body)
        except httpx.TransportError as exc:
            raise ProductionUnavailable(f"token endpoint at {self._http.base_url} unreachable "
                                        f"({type(exc).__name__})") from exc
        if response.status_code != 200:
            # The body may echo what was sent; say only what failed.
            raise ProductionUnavailable(f"the token endpoint refused client "
                                        f"{self._identity.client_id!r} "
                                        f"(HTTP {response.status_code})")
        data = orjson.loads(response.content)
        token = str(data["access_token"])
        claims = _claims(token)
        expires_in = float(data.get("expires_in") or 0)
        exp = claims.get("exp")
        self._expires = float(exp) if isinstance(exp, int | float) else \
            self._clock() + expires_in
        roles = claims.get("roles")
        self._roles = frozenset(str(r) for r in roles) if isinstance(roles, list) else \
            frozenset()
        self._token = token
