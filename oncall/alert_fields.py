"""Context bootstrap: the alert's fields, extracted deterministically, and the topology.

Injected once, as the first user message, so the model starts where an engineer would: with
the service, the start time and what calls what — not with a guess.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

import orjson

_TIME = re.compile(r"\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?"
                   r"(?:Z|[+-]\d{2}:?\d{2})?")
_KEYED = r"\b{key}\b\s*[=:]\s*\"?([A-Za-z0-9][A-Za-z0-9_.-]*)"
_SEVERITY_WORDS = re.compile(r"\b(critical|warning|page|SEV-?\d|P[0-5])\b", re.IGNORECASE)
_REGION = re.compile(r"\b([a-z]{2}-[a-z]+-\d)\b")


@dataclass(frozen=True, slots=True)
class AlertFields:
    service: str = "unknown"
    start: str = "unknown"
    severity: str = "unknown"
    region: str = "unknown"
    symptom: str = "unknown"


def _keyed(text: str, key: str) -> str | None:
    match = re.search(_KEYED.format(key=key), text, re.IGNORECASE)
    return match.group(1) if match else None


def extract_fields(alert: str | Mapping[str, Any], services: Sequence[str] = ()) -> AlertFields:
    """Pull the five fields from an Alertmanager-style mapping or from free text.

    Labels win over annotations, annotations over text; a service name must be a known one
    when the topology is known, so a stray word is never taken for a service.
    """
    if isinstance(alert, Mapping):
        labels = alert.get("labels") or {}
        notes = alert.get("annotations") or {}
        text = orjson.dumps(alert).decode()
        service = labels.get("service") or labels.get("job") or _keyed(text, "service")
        start = alert.get("startsAt") or _first(_TIME.findall(text))
        severity = labels.get("severity") or _keyed(text, "severity")
        region = labels.get("region") or _keyed(text, "region")
        symptom = notes.get("summary") or labels.get("alertname") or notes.get("description")
    else:
        text = alert
        service = _keyed(text, "service")
        if service is None and services:
            named = [s for s in services if re.search(rf"\b{re.escape(s)}\b", text)]
            named.sort(key=lambda s: text.find(s))
            service = named[0] if named else None
        start = _first(_TIME.findall(text))
        severity = _keyed(text, "severity") or _first(_SEVERITY_WORDS.findall(text))
        region = _keyed(text, "region") or _first(_REGION.findall(text))
        symptom = next((line.strip() for line in text.splitlines() if line.strip()), None)
    if services and service not in services:
        service = None
    return AlertFields(*(str(v) if v else "unknown"
                         for v in (service, start, severity, region, symptom)))


def _first(items: Sequence[str]) -> str | None:
    return items[0] if items else None


def render_alert(alert: str | Mapping[str, Any]) -> str:
    if isinstance(alert, str):
        return alert.strip()
    labels = alert.get("labels") or {}
    notes = alert.get("annotations") or {}
    head = " ".join(f"{k}={v}" for k, v in sorted(labels.items()))
    lines = [f"[FIRING] {head}"]
    if alert.get("startsAt"):
        lines.append(f"startsAt: {alert['startsAt']}")
    lines += [f"{k}: {v}" for k, v in sorted(notes.items())]
    return "\n".join(lines)


def render_bootstrap(alert: str | Mapping[str, Any], fields: AlertFields,
                     topology: Mapping[str, Sequence[str]]) -> str:
    """The first user message, in the shape docs/contracts.md fixes."""
    parts = ["## Alert", render_alert(alert), "", "## Alert fields"]
    parts += [f"{k}: {v}" for k, v in asdict(fields).items()]
    parts += ["", "## Service topology (service -> what it calls)"]
    parts += [f"{name} -> {', '.join(deps) if deps else '(nothing)'}"
              for name, deps in sorted(topology.items())]
    return "\n".join(parts)
