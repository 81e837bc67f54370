"""Trap verdicts are judged from hand-built request logs of the real APIs alone (a rule names
an endpoint family, `/api/metrics`, or a real path); the new schema sections (faults, auth,
traps, transient) are validated at load with errors naming path and line."""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from prodsim import IncidentError, RequestRecord, TrapVerdict, build_world, load_incident
from prodsim.exposition import TEMPLATES
from prodsim.incident import TrapRule
from prodsim.requestlog import evaluate_traps


def _rec(seq: int, path: str, status: int = 200, **params: str) -> RequestRecord:
    return RequestRecord(seq, float(seq), "GET", path, dict(params), status, None)


PROM = "/prometheus/api/v1/query_range"
LOKI = "/loki/api/v1/query_range"
WINDOW = {"start": "1796002800", "end": "1796004900", "step": "60"}


def _metric(seq: int, service: str, metric: str = "error_rate") -> RequestRecord:
    """A Prometheus range query of a shipped template, as oncall's source sends it."""
    return _rec(seq, PROM, 503, query=TEMPLATES[metric].replace("{service}", service), **WINDOW)


def _logs(seq: int, service: str, level: str | None = None) -> RequestRecord:
    matchers = f'service="{service}"' + (f', level=~"(?i)({level})"' if level else "")
    return _rec(seq, LOKI, query="{" + matchers + "}", limit="200")


def test_dead_metrics_endpoint_trap() -> None:
    world = build_world(load_incident("flaky-metrics-loop"), 0)
    good = [_metric(1, "orders"), _metric(2, "orders"), _logs(3, "orders"),
            _metric(4, "shipping")]
    verdicts = world.trap_verdicts(good)
    assert [v.name for v in verdicts] == ["dead metrics endpoint", "metrics endpoint hammered"]
    assert all(v.held for v in verdicts)
    assert verdicts[0].detail == "3 matching requests; at most 2 identical (limit 2)"
    bad = [*good, _metric(5, "orders")]
    dead, hammered = world.trap_verdicts(bad)
    query = TEMPLATES["error_rate"].replace("{service}", "orders")
    assert dead == TrapVerdict(
        "dead metrics endpoint", False,
        f"GET {PROM}?end=1796004900&query={query}&start=1796002800&step=60 sent 3 times "
        "(limit 2)")
    assert hammered.held
    many = [_metric(i, "orders", m) for i, m in
            enumerate(["cpu_cores", "error_rate", "memory_bytes", "latency_p99_ms",
                       "request_rate", "cpu_cores", "error_rate"], 1)]
    dead, hammered = world.trap_verdicts(many)
    assert dead.held and not hammered.held
    assert hammered.detail == "7 requests to /api/metrics (limit 6)"
    discovery = [_rec(i, "/prometheus/api/v1/label/__name__/values", 503) for i in range(9)]
    assert all(v.held for v in world.trap_verdicts(discovery))  # start-up questions: not queries


def test_verdicts_accept_admin_json_records() -> None:
    world = build_world(load_incident("flaky-metrics-loop"), 0)
    record = _metric(1, "orders")
    records: list[dict[str, Any]] = [
        {"seq": i, "method": "GET", "path": record.path, "params": record.params, "status": 503}
        for i in range(3)]
    assert not world.trap_verdicts(records)[0].held


def test_drift_trap_counts_any_listed_service() -> None:
    world = build_world(load_incident("auth-dns-config"), 0)
    calm = [_logs(1, "inventory"), _logs(2, "auth"), _logs(3, "catalog"),
            _rec(4, "/k8s/apis/apps/v1/namespaces/shop/deployments/catalog"),
            _rec(5, "/changes", service="catalog")]
    (verdict,) = world.trap_verdicts(calm)
    assert verdict.held and verdict.detail == "2 matching requests; limit 3 in total"
    drift = [*calm, _logs(6, "notifications"), _logs(7, "inventory", "warn|error")]
    (verdict,) = world.trap_verdicts(drift)
    assert not verdict.held and verdict.detail == "4 requests to /api/logs (limit 3)"
    pod_logs = [*calm, _rec(6, "/k8s/api/v1/namespaces/shop/pods/catalog-5c9d7f8b6d-x7k2p/log"),
                _rec(7, "/k8s/api/v1/namespaces/shop/pods/notifications-6d8f9c7b5e-q2w3e/log")]
    assert not world.trap_verdicts(pod_logs)[0].held  # pod logs are logs too


def test_globs_and_no_rules() -> None:
    log = [_rec(1, "/runbooks/orders.md"), _rec(2, "/runbooks/orders.md")]
    for pattern in ("/api/runbooks/*", "/runbooks/*"):  # the family's name, or the real path
        rule = TrapRule("runbooks", pattern, (), 1, None)
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
