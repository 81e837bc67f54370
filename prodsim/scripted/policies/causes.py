"""What a failure is when no change explains it, read from the error text and the events.

The words an engineer looks for first, in order: a certificate or credential that expired or
was revoked; a node that evicts, fails to schedule or is under pressure; a resource used up (a
full disk, an exhausted pool, memory); a limit on the rate a service is called at; a dependency
(a provider, an upstream that is not one of ours) that refuses or does not answer. The first
kind whose words appear wins; none found means no cause is established.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

SIGNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("expired_credential", re.compile(
        r"certificate (has )?expired|x509|expired (certificate|token|credential|key)|"
        r"(certificate|token|credential)s? (was |were )?revoked|cert(ificate)? .{0,40}expir",
        re.I)),
    ("infrastructure", re.compile(
        r"\bevict\w*|NodeNotReady|node .{0,30}(pressure|not ready)|(Memory|Disk|PID)Pressure|"
        r"FailedScheduling|NodeHasInsufficient\w*|EvictionThresholdMet", re.I)),
    ("resource_exhaustion", re.compile(
        r"no space left|disk (is )?full|exhaust\w*|too many open files|out of memory|"
        r"OOMKilled|pool .{0,30}(saturated|empty)|heap (space|limit)", re.I)),
    ("capacity", re.compile(
        r"rate limit\w*|too many requests|\b429\b|throttl\w*|over capacity|queue (is )?full",
        re.I)),
    ("dependency_failure", re.compile(
        r"provider|outage|connection refused|unreachable|did not answer|"
        r"service unavailable|\b503\b", re.I)),
)

REMEDIES = {
    "expired_credential": "renew the expired certificate or credential the errors name, "
                          "rotate it on {service} and reload; then add an expiry alert",
    "infrastructure": "cordon and drain {where}, let the {service} pods reschedule on healthy "
                      "nodes, and restore the node's capacity",
    "resource_exhaustion": "free or expand the exhausted resource on {service} (the errors "
                           "name it), then find what consumed it",
    "capacity": "scale {service} out or shed load until the rate is back under its limit",
    "dependency_failure": "fail {service} over away from the failing dependency, or degrade "
                          "gracefully, and contact its owner",
}


@dataclass(frozen=True, slots=True)
class Finding:
    """A cause kind, the text that showed it, and (for a node) where."""

    kind: str
    sign: str
    where: str | None = None
    events: tuple[Mapping[str, Any], ...] = ()
    """The Kubernetes events that showed it (the first two), when events did."""


_NODE = re.compile(r"\bnode[/ ]([a-z0-9][a-z0-9.-]*\d[a-z0-9.-]*)", re.I)


def _text(event: Mapping[str, Any]) -> str:
    return f"{event.get('reason', '')} {event.get('object', '')} {event.get('message', '')}"


def classify(messages: Sequence[str], events: Sequence[Mapping[str, Any]]) -> Finding | None:
    """The first kind whose words appear in the Warning events or the error messages; a node
    named by a matching event (its object, `node/<name>`) or message is where."""
    warnings = [e for e in events if str(e.get("type", "Warning")) == "Warning"]
    for kind, pattern in SIGNS:
        shown = [e for e in warnings if pattern.search(_text(e))]
        said = [m for m in messages if pattern.search(m)]
        if not shown and not said:
            continue
        found = pattern.search(_text(shown[0]) if shown else said[0])
        nodes = [n.group(1) for n in map(_NODE.search, [*map(_text, shown), *said]) if n]
        return Finding(kind, found.group(0) if found else kind, nodes[0] if nodes else None,
                       tuple(shown[:2]))
    return None


def remedy(finding: Finding, service: str) -> str:
    """The kind's first remedy, in words an on-call engineer acts on."""
    where = f"node {finding.where}" if finding.where else "the affected node"
    return REMEDIES[finding.kind].format(service=service, where=where)
