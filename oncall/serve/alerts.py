"""Webhook bodies to alerts: Alertmanager v4, Grafana's webhook, PagerDuty v3 events.

Pure functions of the raw body. Each sender adds fields over time, so unknown fields are
tolerated; a body that is not an alert is refused with one line saying what is wrong
(`AlertError`, a 400). Every alert gets a dedupe key: the fingerprint and `startsAt` for
Alertmanager and Grafana (a re-send of a firing alert has both unchanged, a new firing has a
new `startsAt`); for PagerDuty, the incident id and the time this firing began (its
`created_at` when triggered, the event's `occurred_at` when reopened).

A body is refused here rather than admitted when a run could not use it: a start time that
does not parse (the run would escalate with "the alert gives no start time"), a label that is
not a string, a NUL in a name or value.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

import orjson

from oncall.sources import times

Source = Literal["alertmanager", "grafana", "pagerduty"]
Status = Literal["firing", "resolved", "ignored"]


ZERO_TIME = datetime(1, 1, 1, tzinfo=UTC)
"""Go's zero `time.Time` (`0001-01-01T00:00:00Z`): how Alertmanager and Grafana say "unset",
as in the `endsAt` of every firing alert."""


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
    resolves_prefix: str = ""
    """Set on a resolution that names an incident rather than one firing of it (PagerDuty's,
    after a reopening there are several): it resolves the newest unresolved firing whose
    dedupe key is this prefix followed by a start time."""

    def for_run(self) -> dict[str, Any]:
        """The Alertmanager-style mapping a run's bootstrap reads (`oncall.alert_fields`); its
        `startsAt` in RFC 3339 UTC, the one spelling every reader of it parses (the dedupe key
        keeps the text as sent, which a re-send repeats exactly)."""
        return {"labels": dict(self.labels), "annotations": dict(self.annotations),
                "startsAt": _utc(self.starts_at), "fingerprint": self.fingerprint,
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
    """Labels or annotations: Alertmanager's are label sets, string names to string values,
    so a number is refused rather than turned into text (a sender that sends one is not
    speaking webhook v4, and a label the dedupe or the run reads must mean what it says)."""
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise AlertError(f"{where}: must be an object of strings")
    out: dict[str, str] = {}
    for k, v in value.items():
        name = _printable(str(k))
        if not name:
            raise AlertError(f"{where}: a name is empty")
        if "\x00" in name:
            raise AlertError(f"{where}: the name {name!r} contains a NUL character")
        if not isinstance(v, str):
            raise AlertError(f"{where}.{name}: must be a string (Alertmanager label and "
                             f"annotation values are strings), not {_json_type(v)}")
        if "\x00" in v:
            raise AlertError(f"{where}.{name}: contains a NUL character")
        out[str(k)] = v
    return out


def _printable(name: str) -> str:
    """A field name as an error may quote it: at most 64 characters, no line break."""
    short = name[:64] + ("…" if len(name) > 64 else "")
    return short.replace("\n", "\\n").replace("\r", "\\r")


def _json_type(value: Any) -> str:
    return {bool: "a boolean", int: "a number", float: "a number", list: "a list",
            dict: "an object", type(None): "null"}.get(type(value), type(value).__name__)


def _text(where: str, value: Any, *, required: bool = True) -> str:
    if value is None and not required:
        return ""
    if not isinstance(value, str) or (required and not value.strip()):
        raise AlertError(f"{where}: required, a non-empty string" if value is None
                         else f"{where}: must be a non-empty string")
    if "\x00" in value:
        raise AlertError(f"{where}: contains a NUL character")
    return value


def _time(where: str, value: Any, *, required: bool = True, unset_ok: bool = False) -> str:
    """An RFC 3339 time, as sent. The value is not echoed (an error is logged, and a field
    may hold anything); the field and the expected form are. Go's zero time means unset: a
    field that may be unset (`endsAt`) takes it, a start time does not."""
    text = _text(where, value, required=required)
    if not text:
        return ""
    try:
        moment = times.parse(text)
    except (ValueError, OverflowError):
        raise AlertError(f"{where}: not an RFC 3339 time with a zone and a four-digit year "
                         "(e.g. 2026-11-30T02:14:00Z)") from None
    if moment == ZERO_TIME and not unset_ok:
        raise AlertError(f"{where}: 0001-01-01T00:00:00Z is Go's zero time (unset), not a "
                         "start time")
    return text


def _utc(text: str) -> str:
    return times.fmt(times.parse(text)) if text else text


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
        starts_at = _time(f"{where}.startsAt", raw.get("startsAt"))
        fingerprint = _text(f"{where}.fingerprint", raw.get("fingerprint"), required=False) \
            or label_fingerprint(labels)
        out.append(Alert(source, status, f"{fingerprint}|{starts_at}", fingerprint, starts_at,
                         labels, _strings(f"{where}.annotations", raw.get("annotations")),
                         _text(f"{where}.generatorURL", raw.get("generatorURL"),
                               required=False),
                         _time(f"{where}.endsAt", raw.get("endsAt"), required=False,
                               unset_ok=True)))
    return out


_PD_FIRING = ("incident.triggered", "incident.reopened")
_PD_RESOLVED = ("incident.resolved",)


def parse_pagerduty(body: bytes) -> list[Alert]:
    """A v3 webhook: one event per POST. A triggered (or reopened) incident is a firing alert,
    a resolved one resolves it; the other event types start nothing (status `ignored`), and
    only their `event_type` is read: a `pagey.ping` (the test event a subscription sends) or a
    `service.*` event carries no incident at all. The incident carries no alert labels: its
    title, service and urgency become the labels.

    A firing is the incident id and the time it began: `created_at` when triggered, the
    event's `occurred_at` when reopened (a reopened incident keeps its `created_at`, but it is
    a new firing, which a re-delivery of the same event repeats exactly). A resolution names
    the incident, so it resolves its newest unresolved firing (`resolves_prefix`)."""
    data = _load(body)
    event = data.get("event")
    if not isinstance(event, Mapping):
        raise AlertError("event: required, an object (not a PagerDuty v3 webhook)")
    kind = _text("event.event_type", event.get("event_type"))
    if kind not in (*_PD_FIRING, *_PD_RESOLVED):
        return [_pd_ignored(event, kind)]
    incident = event.get("data")
    if not isinstance(incident, Mapping):
        raise AlertError("event.data: required, an object")
    incident_id = _text("event.data.id", incident.get("id"))
    if kind == "incident.reopened":
        starts = _time("event.occurred_at", event.get("occurred_at"))
    else:
        starts = _time("event.data.created_at", incident.get("created_at"), required=False) \
            or _time("event.occurred_at", event.get("occurred_at"))
    service = incident.get("service")
    service_name = _text("event.data.service.summary", service.get("summary"),
                         required=False) if isinstance(service, Mapping) else ""
    title = _text("event.data.title", incident.get("title"), required=False) or incident_id
    labels = {"alertname": title, "incident_id": incident_id}
    if service_name:
        labels["service"] = service_name
    urgency = _text("event.data.urgency", incident.get("urgency"), required=False)
    if urgency:
        labels["severity"] = urgency
    annotations = {"summary": title}
    url = _text("event.data.html_url", incident.get("html_url"), required=False)
    if url:
        annotations["incident_url"] = url
    prefix = f"pagerduty:{incident_id}|"
    if kind == "incident.reopened":
        annotations["reopened_at"] = starts
    if kind in _PD_RESOLVED:
        ended = _time("event.occurred_at", event.get("occurred_at"), required=False)
        return [Alert("pagerduty", "resolved", prefix + starts, incident_id, starts, labels,
                      annotations, ends_at=ended, resolves_prefix=prefix)]
    return [Alert("pagerduty", "firing", prefix + starts, incident_id, starts, labels,
                  annotations)]


def _pd_ignored(event: Mapping[str, Any], kind: str) -> Alert:
    """An event that starts nothing, named by what it carries (nothing more is checked): the
    fingerprint is the incident's (or other resource's) id, the key the event's own."""
    def usable(value: Any) -> str:
        return value if isinstance(value, str) and "\x00" not in value else ""

    resource, event_id = usable(_get(event.get("data"), "id")), usable(event.get("id"))
    return Alert("pagerduty", "ignored", f"pagerduty-event:{event_id or resource}|{kind}",
                 resource, "", {}, {}, note=f"event_type {kind} starts no run")


def _get(value: Any, key: str) -> Any:
    return value.get(key) if isinstance(value, Mapping) else None


def verify_pagerduty(secret: str, raw_body: bytes, header: str | None) -> bool:
    """`X-PagerDuty-Signature: v1=<hex>[,v1=<hex>...]`: HMAC-SHA256 of the raw body with the
    subscription secret; any one signature matching is enough (several during a rotation)."""
    if not header:
        return False
    expected = "v1=" + hmac.new(secret.encode(), raw_body, hashlib.sha256).hexdigest()
    return any(hmac.compare_digest(expected, part.strip()) for part in header.split(","))
