"""Incident files are validated at load, with errors that name the field path and the line."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest

from prodsim import IncidentError, list_incidents, load_incident

BASE = (resources.files("prodsim") / "incidents" / "checkout-payments-deploy.yaml").read_text(
    encoding="utf-8"
)


def _line_of(text: str, needle: str, after: int = 0) -> int:
    """1-based line of the first `needle` at or after offset `after` (else from the top)."""
    pos = text.find(needle, after)
    if pos < 0:
        pos = text.index(needle)
    return text.count("\n", 0, pos) + 1


def test_shipped_incidents_are_listed_and_load() -> None:
    assert "checkout-payments-deploy" in list_incidents()
    for name in list_incidents():
        incident = load_incident(name)
        assert incident.name == name
        assert incident.description


def test_unknown_incident_name_lists_the_known_ones() -> None:
    with pytest.raises(IncidentError, match=r"known: .*checkout-payments-deploy"):
        load_incident("no-such-incident")


# (old text, new text, expected message fragment, text of the line the error must point at)
CASES = [
    ("  service: payments\n  change:", "  service: paymnts\n  change:",
     "fault.service: unknown service 'paymnts'", "service: paymnts"),
    ("    minutes_before_alert: 7\n", "    minutes_befor_alert: 7\n",
     "fault.change.minutes_befor_alert: unknown field", "minutes_befor_alert"),
    ("    version: 2.14.0\n", "    version: 2.14\n",
     "fault.change.version: must be a string", "version: 2.14"),
    ("    - service: checkout\n      callee: orders\n      lag_seconds: 15\n      level: ERROR\n"
     "      component: submit",
     "    - service: checkout\n      callee: payments\n      lag_seconds: 15\n      level: ERROR\n"
     "      component: submit",
     "fault.propagation[2].callee: checkout does not call payments", "callee: payments"),
    ("call to orders returned HTTP 502", "the upstream returned HTTP 502",
     "fault.propagation[2].message: must name the callee 'orders'", "the upstream returned"),
    ("answered 502 in {ms}ms: provider request rejected", "answered 502: orders rejected it",
     "fault.symptoms[1].message: a root-cause ERROR must not name another service (orders)",
     "orders rejected it"),
    ("  - service: search\n", "  - service: payments\n",
     "decoys[0].service: 'payments' is where the fault is", "- service: payments"),
    ("  - service: search\n    kind: deploy\n    version: 4.8.1\n    previous_version: 4.8.0\n"
     "    minutes_before_alert: 3\n",
     "  - service: orders\n    kind: deploy\n    version: 4.8.1\n    previous_version: 4.8.0\n"
     "    minutes_before_alert: 6\n",
     "decoys[0].minutes_before_alert: a decoy on the fault path (orders) must land at least",
     "minutes_before_alert: 6"),
    ("any_of: ['2\\.14\\.0']", "any_of: ['2\\.14\\.0(']",
     "ground_truth.facts[2].any_of[0]: invalid regex", "2\\.14\\.0("),
    ("  alertname: CheckoutHighErrorRate\n", "", "alert.alertname: required field is missing",
     "alert:\n"),
    ("  region: eu-west-1\n", "  region: eu-west-1\n  region: us-east-1\n",
     "alert.region: duplicate key", "region: us-east-1"),
    ("      message: \"{order} moved", "      message: \"{orderid} moved",
     "unknown placeholder {orderid}", "{orderid} moved"),
    ('start: "2026-11-30T02:14:00Z"', 'start: "yesterday at two"',
     "start: not an RFC 3339 time", "yesterday at two"),
    ("  severity: critical\n", "  severity: sev1\n",
     "alert.severity: must be one of critical, warning, info", "severity: sev1"),
]


@pytest.mark.parametrize(("old", "new", "message", "line_text"), CASES)
def test_invalid_incident_error_names_path_and_line(
    tmp_path: Path, old: str, new: str, message: str, line_text: str
) -> None:
    assert old in BASE
    text = BASE.replace(old, new, 1)
    path = tmp_path / "broken.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(IncidentError) as caught:
        load_incident(path)
    error = str(caught.value)
    assert message in error
    line = _line_of(text, line_text, BASE.index(old))
    assert error.startswith(f"{path} line {line}: ")


def test_yaml_syntax_error_names_the_line(tmp_path: Path) -> None:
    text = BASE.replace("  region: eu-west-1\n", "  region: [eu-west-1\n", 1)
    path = tmp_path / "syntax.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(IncidentError, match=r"line \d+: YAML syntax error") as caught:
        load_incident(path)
    line = int(str(caught.value).split(" line ")[1].split(":")[0])
    assert abs(line - _line_of(text, "region: [eu-west-1")) <= 2


def test_incident_error_is_a_value_error(tmp_path: Path) -> None:
    path = tmp_path / "empty.yaml"
    path.write_text("", encoding="utf-8")
    with pytest.raises(ValueError, match="line 1: the file is empty"):
        load_incident(path)


def test_missing_file_is_an_incident_error(tmp_path: Path) -> None:
    with pytest.raises(IncidentError, match="cannot read"):
        load_incident(tmp_path / "absent.yaml")


def test_parsed_incident_matches_the_file(tmp_path: Path) -> None:
    incident = load_incident("checkout-payments-deploy")
    assert incident.fault is not None
    assert incident.fault.path() == ("payments", "orders", "checkout")
    assert incident.fault.change is not None
    assert incident.fault.change.kind == "deploy"
    assert incident.fault.change.version == "2.14.0"
    assert incident.ground_truth.change_id == "fault"
    assert incident.ground_truth.expect == "resolve"
    assert [d.service for d in incident.decoys] == ["search", "catalog", "auth"]
    assert incident.decoys[1].new_value == "600"  # YAML int rendered as text
