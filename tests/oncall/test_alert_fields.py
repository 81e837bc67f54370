"""Context bootstrap: the alert's fields come out the same way every time."""

from __future__ import annotations

from oncall.alert_fields import extract_fields, render_bootstrap

SERVICES = ["checkout", "orders", "payments", "search"]


def test_alertmanager_labels_are_read_first() -> None:
    alert = {"labels": {"alertname": "CheckoutErrors", "service": "checkout",
                        "severity": "critical", "region": "eu-west-1"},
             "annotations": {"summary": "5xx ratio above 5%"},
             "startsAt": "2026-11-30T02:14:00Z"}
    fields = extract_fields(alert, SERVICES)
    assert (fields.service, fields.start, fields.severity, fields.region, fields.symptom) == (
        "checkout", "2026-11-30T02:14:00Z", "critical", "eu-west-1", "5xx ratio above 5%")


def test_free_text_alerts_are_parsed_deterministically() -> None:
    text = ("CheckoutErrors firing for checkout in us-east-2 since 2026-11-30T02:14:00Z, "
            "severity=SEV2: checkout 5xx ratio 12%")
    fields = extract_fields(text, SERVICES)
    assert (fields.service, fields.start, fields.severity, fields.region) == (
        "checkout", "2026-11-30T02:14:00Z", "SEV2", "us-east-2")
    assert extract_fields(text, SERVICES) == fields


def test_an_unknown_service_is_not_invented() -> None:
    fields = extract_fields("service=billing is down", SERVICES)
    assert fields.service == "unknown"
    assert fields.start == "unknown"


def test_the_bootstrap_message_has_the_contract_sections() -> None:
    fields = extract_fields("service=checkout at 2026-11-30T02:14:00Z", SERVICES)
    text = render_bootstrap("service=checkout at 2026-11-30T02:14:00Z", fields,
                            {"checkout": ["orders"], "orders": ["payments"], "payments": []})
    assert "## Alert fields\nservice: checkout\nstart: 2026-11-30T02:14:00Z" in text
    assert "checkout -> orders\norders -> payments\npayments -> (nothing)" in text
