"""Event kinds of alerts in and findings out (`oncall serve`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from oncall.events.base import JSON, Record

# -- alerts in, findings out (`oncall serve`) -------------------------------------------------

@dataclass(frozen=True, slots=True)
class AlertReceived(Record):
    kind = "alert_received"
    about = ("the firing alert that started the run: its source, dedupe key and the alert as "
             "the webhook sent it")
    source: str = ""
    dedupe_key: str = ""
    fingerprint: str = ""
    starts_at: str = ""
    labels: Mapping[str, JSON] = field(default_factory=dict)
    annotations: Mapping[str, JSON] = field(default_factory=dict)
    payload: Mapping[str, JSON] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class AlertResolved(Record):
    kind = "alert_resolved"
    about = ("the sender said the run's alert resolved; `while_running` when that came before "
             "the run finished (the event is written once it has)")
    source: str = ""
    dedupe_key: str = ""
    ends_at: str = ""
    received_at: float = 0.0
    while_running: bool = False


@dataclass(frozen=True, slots=True)
class Notification(Record):
    kind = "notification"
    about = ("one delivery attempt of the run's finding to a channel: `sending` before the "
             "request, then `delivered`, `retrying` (with the backoff) or `gave_up`")
    channel: str = ""
    channel_kind: str = ""
    attempt: int = 1
    phase: str = ""
    idempotency_key: str = ""
    http_status: int | None = None
    error: str | None = None
    delay_s: float | None = None
