"""An alert a run cannot investigate is refused before the run is created: one line naming the
file and the field, exit 2. A webhook with several firing alerts is refused, naming them and
how to pick one, rather than silently investigating its first."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import orjson
import pytest

from oncall.cli import main
from oncall.config import load_scenario
from oncall.errors import ConfigError

HEAD = ("name: af\nincident: checkout-payments-deploy\nseed: 7\nprofile: guarded\n"
        "model: scripted:investigator\n")


def _alert(name: str, service: str, status: str = "firing") -> dict[str, object]:
    return {"status": status, "labels": {"alertname": name, "service": service,
                                         "severity": "page"},
            "annotations": {"summary": f"{service} error rate high", "description": "x"},
            "startsAt": "2026-11-30T02:13:00Z", "endsAt": "0001-01-01T00:00:00Z",
            "generatorURL": "http://prometheus:9090/graph?g0.expr=...",
            "fingerprint": "1111000000000001"}


def _webhook(*alerts: dict[str, object]) -> dict[str, object]:
    """An Alertmanager webhook body, as Alertmanager 0.27 posts it."""
    return {"version": "4", "groupKey": '{}:{alertname="HighErrorRate"}',
            "truncatedAlerts": 0, "status": "firing", "receiver": "oncall",
            "groupLabels": {"alertname": "HighErrorRate"},
            "commonLabels": {"alertname": "HighErrorRate"}, "commonAnnotations": {},
            "externalURL": "http://alertmanager:9093", "alerts": list(alerts)}


ALERT_FILES: dict[str, tuple[object, str]] = {
    "a webhook with no alerts": (_webhook(), "wh.json is a webhook with no alerts"),
    "a PagerDuty payload": ({"event": {"event_type": "incident.triggered"}},
                            "wh.json is not an Alertmanager alert (no labels; it holds event)"),
    "two firing alerts": (
        _webhook(_alert("CheckoutHighErrorRate", "checkout"),
                 _alert("PaymentsDown", "payments")),
        "wh.json is a webhook with 2 firing alerts (alerts[0] "
        "CheckoutHighErrorRate{service=checkout}, alerts[1] PaymentsDown{service=payments}); "
        "a run investigates one: put that alert object alone in the file"),
    "only resolved alerts": (_webhook(_alert("X", "checkout", "resolved")),
                             "whose 1 alert(s) are all resolved"),
    "a list": ([_alert("X", "checkout")], "must hold an alert object"),
    "an alert whose start is not a time": (
        {"labels": {"alertname": "X"}, "startsAt": "last tuesday"},
        "alert_file.startsAt: not an RFC 3339 time"),
    "a webhook's alert whose start is not a time": (
        _webhook({**_alert("X", "checkout"), "startsAt": "yesterday"}),
        "alert_file (wh.json) alerts[0].startsAt: not an RFC 3339 time"),
}

INLINE: dict[str, tuple[str, str]] = {
    "a start that does not parse": (
        "alert: {labels: {alertname: X, service: checkout}, startsAt: 'last tuesday'}\n",
        "alert.startsAt: not an RFC 3339 time (e.g. 2026-11-30T02:14:00Z): 'last tuesday'"),
    "no labels": ("alert: {annotations: {summary: x}}\n",
                  "alert: an Alertmanager-style alert needs labels"),
    "empty labels": ("alert: {labels: {}, startsAt: '2026-11-30T02:13:00Z'}\n",
                     "alert: an Alertmanager-style alert needs labels"),
    "a label that is a list": ("alert: {labels: {service: [a, b]}}\n",
                               "alert.labels.service: must be a string, not a list"),
    "annotations that are text": ("alert: {labels: {a: b}, annotations: hi}\n",
                                  "alert.annotations: must be a mapping"),
    "empty text": ("alert: '  '\n", "alert: must not be empty"),
}


def _runs(db: Path) -> int:
    if not db.exists():
        return 0
    conn = sqlite3.connect(db)
    try:
        return int(conn.execute("SELECT count(*) FROM run_specs").fetchone()[0])
    finally:
        conn.close()


def _refused(capsys: pytest.CaptureFixture[str], run_file: Path, db: Path) -> str:
    code = main(["run", str(run_file), "--db", str(db)])
    err = capsys.readouterr().err.strip()
    assert code == 2, err
    assert "\n" not in err and err.startswith(f"error: {run_file}: "), err
    assert _runs(db) == 0
    return err


@pytest.mark.parametrize("case", list(ALERT_FILES))
def test_an_alert_file_that_holds_no_usable_alert_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str) -> None:
    doc, said = ALERT_FILES[case]
    (tmp_path / "wh.json").write_bytes(orjson.dumps(doc))
    run_file = tmp_path / "af.yaml"
    run_file.write_text(HEAD + "alert_file: wh.json\n")
    err = _refused(capsys, run_file, tmp_path / "af.db")
    assert "alert_file" in err and said in err, err


@pytest.mark.parametrize("case", list(INLINE))
def test_an_inline_alert_a_run_cannot_use_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str) -> None:
    body, said = INLINE[case]
    run_file = tmp_path / "t.yaml"
    run_file.write_text(HEAD + body)
    assert said in _refused(capsys, run_file, tmp_path / "t.db")


def test_a_webhook_with_one_firing_alert_gives_that_alert(tmp_path: Path) -> None:
    (tmp_path / "wh.json").write_bytes(orjson.dumps(_webhook(
        _alert("Old", "orders", "resolved"), _alert("CheckoutHighErrorRate", "checkout"))))
    run_file = tmp_path / "af.yaml"
    run_file.write_text(HEAD + "alert_file: wh.json\n")
    alert = load_scenario(run_file).alert
    assert isinstance(alert, dict) and alert["labels"]["service"] == "checkout"
    (tmp_path / "one.yaml").write_text("labels: {alertname: X, service: checkout}\n"
                                       "startsAt: '2026-11-30T02:13:00.5+01:00'\n")
    run_file.write_text(HEAD + "alert_file: one.yaml\n")
    alert = load_scenario(run_file).alert
    assert isinstance(alert, dict) and alert["startsAt"] == "2026-11-30T02:13:00.5+01:00"
    run_file.write_text(HEAD + "alert: checkout is failing since 02:13\n")
    assert load_scenario(run_file).alert == "checkout is failing since 02:13"


def test_the_refusal_is_a_config_error_naming_the_file(tmp_path: Path) -> None:
    run_file = tmp_path / "t.yaml"
    run_file.write_text(HEAD + INLINE["no labels"][0])
    with pytest.raises(ConfigError, match=rf"^{tmp_path}/t\.yaml: alert: "):
        load_scenario(run_file)
