"""The real backends' APIs that prodsim speaks on its one port, each under its own prefix:
Prometheus at `/prometheus`, Loki at `/loki` (and `/ready`), Kubernetes at `/k8s`, the change
feed at `/changes` and runbooks at `/runbooks/`.

Each family answers a `Request` with a `Reply` in its backend's own wire format, errors
included (Prometheus's JSON envelope, Loki's text/plain bodies, Kubernetes `Status` objects),
so that real clients (promtool-fed comparisons, kubectl) cannot tell prodsim from the real thing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import orjson

from prodsim.world import World


@dataclass(frozen=True)
class Request:
    """One HTTP request as a family sees it: query and form parameters merged, in order."""

    method: str
    path: str
    params: dict[str, list[str]]
    headers: dict[str, str] = field(default_factory=dict)
    """Lower-cased names."""

    def one(self, name: str, default: str = "") -> str:
        """The first value of `name` (real servers read the first one too)."""
        values = self.params.get(name)
        return values[0] if values else default


@dataclass(frozen=True)
class Reply:
    """What a family answers."""

    status: int
    body: bytes
    content_type: str = "application/json"
    headers: tuple[tuple[bytes, bytes], ...] = ()


def json_reply(status: int, body: object) -> Reply:
    return Reply(status, orjson.dumps(body))


def text_reply(status: int, text: str, content_type: str = "text/plain; charset=utf-8"
               ) -> Reply:
    return Reply(status, text.encode(), content_type)


Family = Callable[[World, Request], Reply]


def family_for(path: str) -> Family | None:
    """The family that serves `path`, or None for prodsim's own paths."""
    from prodsim.api import feed, kubernetes, loki, prometheus

    if path == "/prometheus" or path.startswith("/prometheus/"):
        return prometheus.serve
    if path.startswith("/loki/") or path == "/ready":
        return loki.serve
    if path == "/k8s" or path.startswith("/k8s/"):
        return kubernetes.serve
    if path in ("/changes", "/runbooks") or path.startswith("/runbooks/"):
        return feed.serve
    return None


def error_reply(path: str, status: int, message: str) -> Reply:
    """An injected fault's answer in the wire format of the family `path` belongs to."""
    if path.startswith("/prometheus/"):
        kind = {429: "unavailable", 503: "unavailable", 504: "timeout"}.get(status, "internal")
        return json_reply(status, {"status": "error", "errorType": kind, "error": message})
    if path.startswith("/loki/") or path == "/ready" or path.startswith("/runbooks/"):
        return text_reply(status, message + "\n")
    if path.startswith("/k8s"):
        from prodsim.api.kubernetes import status_reply

        return status_reply(status, message, "ServiceUnavailable" if status == 503
                            else "InternalError")
    return json_reply(status, {"error": message})
