"""The run file's alert, checked before a run is created: `alert:` or `alert_file:`.

A run investigates one alert, and its first message is built from the alert's labels and
start time; an alert without labels, with a `startsAt` that is not a time, or a document that
is not an alert at all would start a run that investigates nothing. Each is refused here, one
line naming the file and the field. A webhook that holds several firing alerts is refused too,
naming them and how to pick one: silently investigating its first alert would page a human
about the others with nothing said.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from oncall.errors import ConfigError
from oncall.sources.times import parse as parse_time

Fail = Callable[[str, str], ConfigError]
"""Builds the error for a field (`alert`, `alert_file`): `FILE: FIELD: message`."""

_SERVE = ("`oncall serve` (it takes Alertmanager, PagerDuty and Grafana webhooks and starts "
          "one run per firing alert)")


def checked_alert(alert: Mapping[str, Any], field: str, fail: Fail) -> dict[str, Any]:
    """An Alertmanager-style alert (labels, annotations, startsAt), or a ConfigError naming
    the field that makes it unusable."""
    labels = alert.get("labels")
    if not isinstance(labels, Mapping) or not labels:
        keys = ", ".join(sorted(map(str, alert))) or "nothing"
        raise fail(field, "an Alertmanager-style alert needs labels (e.g. {alertname: X, "
                   f"service: checkout}}); this one holds {keys}")
    for key, value in labels.items():
        if not isinstance(key, str) or not key:
            raise fail(f"{field}.labels", f"a label name must be a non-empty string, not "
                       f"{key!r}")
        if isinstance(value, bool) or not isinstance(value, str | int | float):
            raise fail(f"{field}.labels.{key}", f"must be a string, not {_shown(value)}")
    notes = alert.get("annotations")
    if notes is not None and not isinstance(notes, Mapping):
        raise fail(f"{field}.annotations", f"must be a mapping, not {_shown(notes)}")
    start = alert.get("startsAt")
    if start is not None:
        try:
            parse_time(start)
        except ValueError as exc:
            raise fail(f"{field}.startsAt", str(exc)) from None
    return dict(alert)


def alert_from_document(doc: Any, name: str, fail: Fail) -> dict[str, Any]:
    """The one alert an `alert_file:` holds: an alert object, or an Alertmanager webhook
    with exactly one firing alert. `name` is the file as the run file wrote it."""
    if not isinstance(doc, Mapping):
        raise fail("alert_file", f"{name} must hold an alert object (labels, annotations, "
                   f"startsAt) or an Alertmanager webhook, not {_shown(doc)}")
    if "alerts" not in doc:
        if "labels" not in doc:
            keys = ", ".join(sorted(map(str, doc))) or "nothing"
            raise fail("alert_file", f"{name} is not an Alertmanager alert (no labels; it "
                       f"holds {keys}); send webhooks to {_SERVE}")
        return checked_alert(doc, "alert_file", fail)
    alerts = doc["alerts"]
    if not isinstance(alerts, list):
        raise fail("alert_file", f"{name}: alerts must be a list, not {_shown(alerts)}")
    if not alerts:
        raise fail("alert_file", f"{name} is a webhook with no alerts: nothing to investigate")
    firing = [i for i, a in enumerate(alerts)
              if not (isinstance(a, Mapping) and a.get("status") == "resolved")]
    if not firing:
        raise fail("alert_file", f"{name} is a webhook whose {len(alerts)} alert(s) are all "
                   "resolved: nothing to investigate")
    if len(firing) > 1:
        named = ", ".join(f"alerts[{i}] {_label(alerts[i])}" for i in firing[:4])
        more = f" and {len(firing) - 4} more" if len(firing) > 4 else ""
        raise fail("alert_file", f"{name} is a webhook with {len(firing)} firing alerts "
                   f"({named}{more}); a run investigates one: put that alert object alone in "
                   f"the file or under alert:, or send the webhook to {_SERVE}")
    [index] = firing
    alert = alerts[index]
    if not isinstance(alert, Mapping):
        raise fail("alert_file", f"{name}: alerts[{index}] must be an alert object, not "
                   f"{_shown(alert)}")
    return checked_alert(alert, f"alert_file ({name}) alerts[{index}]", fail)


def _label(alert: Any) -> str:
    labels = alert.get("labels") if isinstance(alert, Mapping) else None
    if not isinstance(labels, Mapping):
        return "(no labels)"
    name = labels.get("alertname", "?")
    service = labels.get("service")
    return f"{name}{{service={service}}}" if service is not None else str(name)


def _shown(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, Mapping):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    text = repr(value)
    return text[:40] + "…" if len(text) > 40 else text
