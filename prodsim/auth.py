"""Opt-in OAuth2 client-credentials auth for the prodsim API: short-lived HS256 JWTs.

`POST /auth/token` exchanges a client id and secret for a bearer token (`sub`, `roles`, `iat`,
`exp`); every request to the real APIs (`/prometheus`, `/loki`, `/ready`, `/k8s`, `/changes`,
`/runbooks`) then needs `Authorization: Bearer <token>`, carrying the role in `ENDPOINT_ROLES`
where the path is a data path (discovery and readiness need a token only). Time comes from the
app's injected clock, so expiry is testable instantly. Secrets and tokens are never logged or
echoed.
"""

from __future__ import annotations

import hmac
import secrets
from dataclasses import dataclass, field
from typing import Any

import jwt

from prodsim.requestlog import path_matches

READ_ROLES: tuple[str, ...] = ("logs:read", "metrics:read", "changes:read", "k8s:read",
                               "runbooks:read", "services:read")
ENDPOINT_ROLES: tuple[tuple[str, str], ...] = (
    ("/prometheus/api/v1/*", "metrics:read"),
    ("/loki/api/v1/*", "logs:read"),
    ("/k8s/api/v1/namespaces/*/pods/*/log", "logs:read"),
    ("/k8s/api/v1/events", "k8s:read"),
    ("/k8s/api/v1/namespaces/*/events", "k8s:read"),
    ("/k8s/api/v1/pods", "k8s:read"),
    ("/k8s/api/v1/namespaces/*/pods", "k8s:read"),
    ("/k8s/api/v1/namespaces/*/pods/*", "k8s:read"),
    ("/k8s/apis/apps/v1/*", "changes:read"),
    ("/changes", "changes:read"),
    ("/runbooks/*", "runbooks:read"),
)
"""The role each data path needs, first match wins (docs/prodsim.md has the same table): a
pod's log is logs, a Deployment's rollout history is changes."""

DEFAULT_CLIENT_ID = "oncall-agent"
DEFAULT_CLIENT_SECRET = "prodsim-local-dev-secret"
ISSUER = "prodsim"


@dataclass(frozen=True)
class Client:
    """A client allowed to ask for tokens, and the roles its tokens carry."""

    client_id: str
    client_secret: str = field(repr=False)
    roles: tuple[str, ...] = READ_ROLES


@dataclass(frozen=True)
class AuthConfig:
    """Auth settings of one app. `signing_key` None: 32 random bytes per app."""

    clients: tuple[Client, ...] = (Client(DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET),)
    token_ttl_s: float = 300.0
    signing_key: bytes | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if not self.clients:
            raise ValueError("AuthConfig.clients: must list at least one client")
        if self.token_ttl_s <= 0:
            raise ValueError("AuthConfig.token_ttl_s: must be positive")
        if self.signing_key is not None and len(self.signing_key) < 32:
            raise ValueError("AuthConfig.signing_key: must be at least 32 bytes")


class AuthError(Exception):
    """A request fails authentication (401) or authorization (403)."""

    def __init__(self, status: int, message: str, challenge: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.challenge = challenge
        """The `WWW-Authenticate` header value."""


def required_role(path: str) -> str | None:
    """The role `path` needs; None for paths outside the table (discovery, readiness, build
    info of Kubernetes: they still need a token)."""
    return next((role for pattern, role in ENDPOINT_ROLES if path_matches(pattern, path)),
                None)


class Authority:
    """Issues and checks tokens for one app."""

    def __init__(self, config: AuthConfig) -> None:
        self.config = config
        self._key = config.signing_key or secrets.token_bytes(32)
        self._clients = {c.client_id: c for c in config.clients}

    def issue(self, client_id: str, client_secret: str, now: float) -> dict[str, Any]:
        """A token response for valid credentials; AuthError(401) otherwise."""
        client = self._clients.get(client_id)
        expected = client.client_secret if client else secrets.token_hex(16)
        if not hmac.compare_digest(client_secret.encode(), expected.encode()) or client is None:
            raise AuthError(401, "client: unknown client_id or wrong client_secret",
                            'Basic realm="prodsim"')
        iat = int(now)
        ttl = int(self.config.token_ttl_s)
        claims = {"iss": ISSUER, "sub": client.client_id, "roles": list(client.roles),
                  "iat": iat, "exp": iat + ttl}
        token = jwt.encode(claims, self._key, algorithm="HS256")
        return {"access_token": token, "token_type": "Bearer", "expires_in": ttl}

    def verify(self, header: str | None, now: float) -> dict[str, Any]:
        """The claims of a valid, unexpired bearer token; AuthError(401) otherwise."""
        if not header:
            raise AuthError(401, "authorization: bearer token required",
                            'Bearer realm="prodsim"')
        scheme, _, token = header.strip().partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            raise AuthError(401, "authorization: expected 'Bearer <token>'",
                            'Bearer realm="prodsim", error="invalid_request"')
        try:
            claims: dict[str, Any] = jwt.decode(
                token.strip(), self._key, algorithms=["HS256"], issuer=ISSUER,
                options={"verify_exp": False, "verify_iat": False, "verify_nbf": False,
                         "require": ["sub", "iat", "exp", "iss"]})
        except jwt.InvalidTokenError:
            raise invalid("token is invalid") from None
        roles = claims.get("roles")
        if (not isinstance(claims.get("sub"), str) or not isinstance(claims.get("exp"), int)
                or not isinstance(roles, list) or not all(isinstance(r, str) for r in roles)):
            raise invalid("token is invalid")
        if now >= claims["exp"]:
            raise invalid("token expired")
        return claims


def invalid(reason: str) -> AuthError:
    """A 401 for a token that was presented but cannot be accepted."""
    return AuthError(401, f"authorization: {reason}",
                     f'Bearer realm="prodsim", error="invalid_token", '
                     f'error_description="{reason}"')


def forbidden(role: str) -> AuthError:
    """A 403 for a valid token without the role the endpoint needs."""
    return AuthError(403, f"authorization: role {role} required",
                     f'Bearer realm="prodsim", error="insufficient_scope", scope="{role}"')
