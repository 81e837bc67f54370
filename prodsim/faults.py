"""Endpoint fault injection: errors, 429s with Retry-After, latency, dropped connections and
expiring tokens, per path, counted per rule.

Rules come from the incident's `faults:` and from `create_app(..., faults=[...])`; a rule given
to `create_app` replaces the incident's rule for the same path (`enabled: false` switches it
off) and otherwise adds to them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import httpx

from prodsim.incident import EndpointFault
from prodsim.requestlog import path_matches
from prodsim.schema import endpoint_fault
from prodsim.wire import logical_path
from prodsim.yamldoc import Doc

FaultLike = EndpointFault | Mapping[str, Any]

REASONS = {429: "too many requests", 500: "internal server error", 502: "bad gateway",
           503: "service unavailable", 504: "gateway timeout"}


class ConnectionDropped(httpx.RemoteProtocolError):
    """Raised by the app to drop a connection without a response.

    Through `httpx.ASGITransport` (which re-raises app exceptions by default) the client sees
    this exception, an `httpx.TransportError`, exactly as it sees `RemoteProtocolError` when a
    real server closes the socket. Under uvicorn the app has already sent the response start,
    so uvicorn closes the connection instead of answering 500 (and logs the exception).
    """


def parse_faults(faults: Iterable[FaultLike], source: str = "create_app(faults=...)"
                 ) -> tuple[EndpointFault, ...]:
    """EndpointFaults from rules or dicts in the incident's `faults:` shape."""
    doc = Doc(source, {})
    out = []
    for i, item in enumerate(faults):
        if isinstance(item, EndpointFault):
            out.append(item)
            continue
        out.append(endpoint_fault(doc, dict(item), f"faults[{i}]"))
    return tuple(out)


def merge_faults(declared: Iterable[EndpointFault], given: Iterable[EndpointFault]
                 ) -> tuple[EndpointFault, ...]:
    """The incident's rules with `given` ones replacing same-path rules or appended;
    disabled rules are dropped."""
    merged = {rule.path: rule for rule in declared}
    for rule in given:
        merged.pop(rule.path, None)  # a replaced rule moves to the end, in given order
        merged[rule.path] = rule
    return tuple(rule for rule in merged.values() if rule.enabled)


class FaultState:
    """Per-rule request counters of one app; `fire` is called once per request."""

    def __init__(self, rules: tuple[EndpointFault, ...]) -> None:
        self.rules = rules
        self._counts = [0] * len(rules)

    def fire(self, path: str) -> list[EndpointFault]:
        """The rules that fire for this request (counting it against every matching rule).
        A rule on an endpoint family fires on the real-API paths that stand for it
        (`prodsim.wire`): a dead `/api/metrics` is a dead Prometheus."""
        fired = []
        logical = logical_path(path)
        for i, rule in enumerate(self.rules):
            if not (path_matches(rule.path, path) or path_matches(rule.path, logical)):
                continue
            self._counts[i] += 1
            n = self._counts[i]
            if (n <= rule.first) if rule.first is not None else n % (rule.every or 1) == 0:
                fired.append(rule)
        return fired
