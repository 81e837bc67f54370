"""Webhook bodies to alerts: Alertmanager v4, Grafana's webhook, PagerDuty v3 events.

Pure functions of the raw body. Each sender adds fields over time, so unknown fields are
tolerated; a body that is not an alert is refused with one line saying what is wrong
(`AlertError`, a 400). Every alert gets a dedupe key: the fingerprint and `startsAt` for
Alertmanager and Grafana (a re-send of a firing alert has both unchanged, a new firing has a
new `startsAt`), the incident id and its creation time for PagerDuty.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

import orjson

Source = Literal["alertmanager", "grafana", "pagerduty"]
Status = Literal["firing", "resolved", "ignored"]


class AlertError(ValueError):
    """A body that is not an alert of its source; the message is the one line a 400 says."""


@dataclass(frozen=True, slots=True)
class Alert:
    """One alert of a webhook, as the run is given it."""

    source: Source
    status: Status
    dedupe_key: str
    fingerprint: str
    starts_at: str
    labels: Mapping[str, str]
    annotations: Mapping[str, str]
    generator_url: str = ""
    ends_at: str = ""
    note: str = ""
    """Why an alert is ignored (a PagerDuty event type that starts nothing)."""

    def for_run(self) -> dict[str, Any]:
        """The Alertmanager-style mapping a run's bootstrap reads (`oncall.context`)."""
        return {"labels": dict(self.labels), "annotations": dict(self.annotations),
                "startsAt": self.starts_at, "fingerprint": self.fingerprint,
                "generatorURL": self.generator_url, "source": self.source}

    @property
    def name(self) -> str:
        return self.labels.get("alertname") or self.annotations.get("summary") or "alert"


def _load(body: bytes) -> Mapping[str, Any]:
    try:
        data = orjson.loads(body)
    except orjson.JSONDecodeError as exc:
        raise AlertError(f"body: not JSON ({exc})") from exc
    if not isinstance(data, Mapping):
        raise AlertError(f"body: must be a JSON object, not {type(data).__name__}")
    return data


def _strings(where: str, value: Any) -> dict[str, str]:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise AlertError(f"{where}: must be an object of strings")
    out: dict[str, str] = {}
    for k, v in value.items():
        if not isinstance(v, str | int | float | bool) or isinstance(v, bool):
            raise AlertError(f"{where}.{k}: must be a string")
        out[str(k)] = str(v)
    return out


def _text(where: str, value: Any, *, required: bool = True) -> str:
    if value is None and not required:
        return ""
    if not isinstance(value, str) or (required and not value.strip()):
        raise AlertError(f"{where}: required, a non-empty string" if value is None
                         else f"{where}: must be a non-empty string")
    return value


def label_fingerprint(labels: Mapping[str, str]) -> str:
    """A stable stand-in for a sender that gives no fingerprint: 16 hex digits of the sorted
    labels (Alertmanager's own is a hash of the label set too)."""
    canonical = orjson.dumps(dict(sorted(labels.items())))
    return hashlib.sha256(canonical).hexdigest()[:16]


def parse_alertmanager(body: bytes, source: Source = "alertmanager") -> list[Alert]:
    """A webhook v4 body (Grafana's is the same skeleton): one `Alert` per entry of
    `alerts`, each with its own status."""
    data = _load(body)
    if "alerts" not in data:
        raise AlertError("body: required field 'alerts' is missing (not an Alertmanager "
                         "webhook)")
    alerts = data["alerts"]
    if not isinstance(alerts, list):
        raise AlertError("alerts: must be a list")
    version = data.get("version")
    if source == "alertmanager" and version is not None and str(version) != "4":
        raise AlertError(f"version: {version!r} is not supported (webhook version 4 is)")
    out = []
    for i, raw in enumerate(alerts):
        where = f"alerts[{i}]"
        if not isinstance(raw, Mapping):
            raise AlertError(f"{where}: must be an object")
        labels = _strings(f"{where}.labels", raw.get("labels"))
        if not labels:
            raise AlertError(f"{where}.labels: required, a non-empty object")
        status = raw.get("status", data.get("status"))
        if status not in ("firing", "resolved"):
            raise AlertError(f"{where}.status: must be 'firing' or 'resolved', not {status!r}")
        starts_at = _text(f"{where}.startsAt", raw.get("startsAt"))
        fingerprint = _text(f"{where}.fingerprint", raw.get("fingerprint"), required=False) \
            or label_fingerprint(labels)
        out.append(Alert(source, status, f"{fingerprint}|{starts_at}", fingerprint, starts_at,
                         labels, _strings(f"{where}.annotations", raw.get("annotations")),
                         _text(f"{where}.generatorURL", raw.get("generatorURL"),
                               required=False),
                         _text(f"{where}.endsAt", raw.get("endsAt"), required=False)))
    return out


_PD_FIRING = ("incident.triggered", "incident.reopened")
_PD_RESOLVED = ("incident.resolved",)


def parse_pagerduty(body: bytes) -> list[Alert]:
    """A v3 webhook: one event per POST. A triggered (or reopened) incident is a firing alert,
    a resolved one resolves it; the other event types start nothing (status `ignored`). The
    incident carries no alert labels: its title, service and urgency become the labels."""
    data = _load(body)
    event = data.get("event")
    if not isinstance(event, Mapping):
        raise AlertError("event: required, an object (not a PagerDuty v3 webhook)")
    kind = _text("event.event_type", event.get("event_type"))
    incident = event.get("data")
    if not isinstance(incident, Mapping):
        raise AlertError("event.data: required, an object")
    incident_id = _text("event.data.id", incident.get("id"))
    created = _text("event.data.created_at", incident.get("created_at"), required=False) \
        or _text("event.occurred_at", event.get("occurred_at"))
    service = incident.get("service")
    service_name = str(service.get("summary") or "") if isinstance(service, Mapping) else ""
    title = _text("event.data.title", incident.get("title"), required=False) or incident_id
    labels = {"alertname": title, "incident_id": incident_id}
    if service_name:
        labels["service"] = service_name
    if isinstance(incident.get("urgency"), str):
        labels["severity"] = str(incident["urgency"])
    annotations = {"summary": title}
    if isinstance(incident.get("html_url"), str):
        annotations["incident_url"] = str(incident["html_url"])
    status: Status = "firing" if kind in _PD_FIRING else \
        "resolved" if kind in _PD_RESOLVED else "ignored"
    return [Alert("pagerduty", status, f"pagerduty:{incident_id}|{created}", incident_id,
                  created, labels, annotations,
                  note="" if status != "ignored" else f"event_type {kind} starts no run")]


def verify_pagerduty(secret: str, raw_body: bytes, header: str | None) -> bool:
    """`X-PagerDuty-Signature: v1=<hex>[,v1=<hex>...]`: HMAC-SHA256 of the raw body with the
    subscription secret; any one signature matching is enough (several during a rotation)."""
    if not header:
        return False
    expected = "v1=" + hmac.new(secret.encode(), raw_body, hashlib.sha256).hexdigest()
    return any(hmac.compare_digest(expected, part.strip()) for part in header.split(","))
