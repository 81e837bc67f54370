"""Trap verdicts are judged from hand-built request logs alone; the new schema sections
(faults, auth, traps, transient) are validated at load with errors naming path and line."""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from prodsim import IncidentError, RequestRecord, TrapVerdict, build_world, load_incident
from prodsim.incident import TrapRule
from prodsim.requestlog import evaluate_traps


def _rec(seq: int, path: str, status: int = 200, **params: str) -> RequestRecord:
    return RequestRecord(seq, float(seq), "GET", path, dict(params), status, None)


METRICS = {"service": "orders", "metric": "error_rate"}


def test_dead_metrics_endpoint_trap() -> None:
    world = build_world(load_incident("flaky-metrics-loop"), 0)
    good = [_rec(1, "/api/metrics", 503, **METRICS), _rec(2, "/api/metrics", 503, **METRICS),
            _rec(3, "/api/logs", service="orders"),
            _rec(4, "/api/metrics", 503, service="shipping", metric="error_rate")]
    verdicts = world.trap_verdicts(good)
    assert [v.name for v in verdicts] == ["dead metrics endpoint", "metrics endpoint hammered"]
    assert all(v.held for v in verdicts)
    assert verdicts[0].detail == "3 matching requests; at most 2 identical (limit 2)"
    bad = [*good, _rec(5, "/api/metrics", 503, **METRICS)]
    dead, hammered = world.trap_verdicts(bad)
    assert dead == TrapVerdict(
        "dead metrics endpoint", False,
        "GET /api/metrics?metric=error_rate&service=orders sent 3 times (limit 2)")
    assert hammered.held
    many = [_rec(i, "/api/metrics", 503, service="orders", metric=m) for i, m in
            enumerate(["cpu", "error_rate", "memory_mb", "latency_p99_ms", "requests_per_s",
                       "cpu", "error_rate"], 1)]
    dead, hammered = world.trap_verdicts(many)
    assert dead.held and not hammered.held
    assert hammered.detail == "7 requests to /api/metrics (limit 6)"


def test_verdicts_accept_admin_json_records() -> None:
    world = build_world(load_incident("flaky-metrics-loop"), 0)
    records: list[dict[str, Any]] = [
        {"seq": i, "method": "GET", "path": "/api/metrics", "params": METRICS, "status": 503}
        for i in range(3)]
    assert not world.trap_verdicts(records)[0].held


def test_drift_trap_counts_any_listed_service() -> None:
    world = build_world(load_incident("auth-dns-config"), 0)
    calm = [_rec(1, "/api/logs", service="inventory"), _rec(2, "/api/logs", service="auth"),
            _rec(3, "/api/logs", service="catalog"), _rec(4, "/api/deploys", service="catalog")]
    (verdict,) = world.trap_verdicts(calm)
    assert verdict.held and verdict.detail == "2 matching requests; limit 3 in total"
    drift = [*calm, _rec(5, "/api/logs", service="notifications"),
             _rec(6, "/api/logs", service="inventory", level="WARN")]
    (verdict,) = world.trap_verdicts(drift)
    assert not verdict.held and verdict.detail == "4 requests to /api/logs (limit 3)"


def test_globs_and_no_rules() -> None:
    rule = TrapRule("runbooks", "/api/runbooks/*", (), 1, None)
    log = [_rec(1, "/api/runbooks/orders"), _rec(2, "/api/runbooks/orders")]
    assert not evaluate_traps([rule], log)[0].held
    assert evaluate_traps([rule], [])[0] == TrapVerdict(
        "runbooks", True, "0 matching requests; at most 0 identical (limit 1)")
    assert build_world(load_incident("checkout-payments-deploy"), 0).trap_verdicts(log) == []


BASE = (resources.files("prodsim") / "incidents" / "checkout-payments-deploy.yaml").read_text(
    encoding="utf-8")

# (YAML appended to the base incident, expected message, text of the line it must point at)
CASES = [
    ("faults:\n  - path: /api/metrics\n    status: 302\n",
     "faults[0].status: must be an integer from 400 to 599", "status: 302"),
    ("faults:\n  - path: /api/metrics\n    status: 503\n  - path: /api/metrics\n    drop: true\n",
     "faults[1].path: '/api/metrics' already has a rule at faults[0]", "path: /api/metrics"),
    ("faults:\n  - path: /api/*\n    expire_tokens_after_s: 5\n",
     "faults[0].expire_tokens_after_s: needs `auth: {required: true}`", "expire_tokens_after_s"),
    ("auth: {required: yes please}\n", "auth.required: must be true or false", "auth:"),
    ("traps:\n  - name: x\n    path: /api/metrics\n",
     "traps[0]: give at least one of max_identical, max_calls", "- name: x"),
    ("traps:\n  - name: x\n    path: /api/logs\n    params: {service: [1]}\n    max_calls: 1\n",
     "traps[0].params.service: must be a non-empty string", "params:"),
    ("transient:\n  logs:\n    - service: nope\n      component: x\n      message: y\n",
     "transient.logs[0].service: unknown service 'nope'", "- service: nope"),
    ("transient:\n  logs:\n    - service: search\n      component: x\n      message: y\n",
     "decoys[0].service: 'search' logs errors in the transient", "- service: search"),
]


@pytest.mark.parametrize(("extra", "message", "line_text"), CASES)
def test_new_sections_are_validated_with_path_and_line(
    tmp_path: Path, extra: str, message: str, line_text: str
) -> None:
    text = BASE + extra
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(IncidentError) as caught:
        load_incident(str(path))
    assert message in str(caught.value)
    line = int(str(caught.value).split(" line ", 1)[1].split(":", 1)[0])
    assert line_text in text.splitlines()[line - 1], (line, str(caught.value))
