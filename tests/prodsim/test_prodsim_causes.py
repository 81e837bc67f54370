"""Incidents whose cause is not a change of the failing service: faults without a change,
a cause in the caller, Kubernetes events on the fault's clock, values that follow the clock,
decoys on the alerting service after the onset, and the incidents shipped with them."""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

import pytest

from prodsim import IncidentError, World, build_world, load_incident
from prodsim.timeutil import MINUTE_MS, parse_time

NEW = {"notifications-cert-expired": "expired_credential",
       "search-node-pressure": "infrastructure",
       "payments-provider-outage": "dependency_failure",
       "shipping-disk-full": "resource_exhaustion",
       "search-traffic-surge": "capacity",
       "orders-retry-storm": "change",
       "gateway-config-two-hops": "change"}
NO_CHANGE = [n for n, kind in NEW.items() if kind != "change"]
BASE = (resources.files("prodsim") / "incidents" / "notifications-cert-expired.yaml").read_text(
    encoding="utf-8")


def _world(name: str, seed: int = 0) -> World:
    return build_world(load_incident(name), seed)


def _at(line: str) -> int:
    return parse_time(line.split(" ", 1)[0])


@pytest.mark.parametrize("name", sorted(NEW))
@pytest.mark.parametrize("seed", [0, 7])
def test_each_new_incident_states_its_kind_and_starts_before_the_alert(
        name: str, seed: int) -> None:
    world = _world(name, seed)
    truth = world.ground_truth()
    assert truth.cause_kind == NEW[name]
    assert (truth.change_id is None) == (NEW[name] != "change")
    assert truth.onset_ms is not None and world.log_start_ms < truth.onset_ms < world.alert_ms
    fault = world.incident.fault
    assert fault is not None
    [symptom] = [sp for sp in fault.symptoms if sp.level == "ERROR"][:1]
    marker = symptom.messages[0].split("{", 1)[0]
    first = min(_at(line) for line in world.logs(fault.first_failing, level="ERROR",
                                                 contains=marker))
    assert truth.onset_ms <= first < truth.onset_ms + MINUTE_MS
    # the errors reach the alerting service, after the onset, and go on past the alert
    alerting = world.logs(world.incident.alert.service, level="ERROR", start=truth.onset_ms)
    assert alerting and _at(alerting[-1]) > world.alert_ms


@pytest.mark.parametrize("name", NO_CHANGE)
def test_a_fault_without_a_change_has_no_change_on_its_path(name: str) -> None:
    world = _world(name, 7)
    fault = world.incident.fault
    assert fault is not None and fault.change is None and world.fault_change is None
    onset = world.onset_ms()
    assert onset is not None
    for service in fault.path():
        before = [c for c in (*world.deploys(service), *world.config_changes(service),
                              *world.flag_changes(service))
                  if onset - 2 * 60 * MINUTE_MS <= c.at_ms <= onset]
        assert before == [], (service, before)


@pytest.mark.parametrize("name", sorted(NEW))
def test_decoys_on_the_fault_path_land_after_the_onset(name: str) -> None:
    world = _world(name, 7)
    fault = world.incident.fault
    onset = world.onset_ms()
    assert fault is not None and onset is not None
    on_path = [d for d in world.history.decoy_changes if d.service in fault.path()]
    assert on_path, "every new incident has a decoy on the alerting service"
    for decoy in on_path:
        assert decoy.service not in (fault.service, fault.first_failing)
        assert decoy.at_ms > onset + MINUTE_MS


def test_a_countdown_follows_the_clock_to_the_expiry() -> None:
    world = _world("notifications-cert-expired", 3)
    onset = world.onset_ms()
    assert onset is not None
    pairs = [(_at(line), int(re.search(r"expires in (\d+) minutes", line).group(1)))  # type: ignore[union-attr]
             for line in world.logs("notifications", level="WARN") if "expires in" in line]
    assert len(pairs) > 100
    assert [m for _, m in pairs] == sorted((m for _, m in pairs), reverse=True)
    for at, minutes in pairs:  # the value is the time left, to the minute
        assert abs((onset - at) / MINUTE_MS - minutes) <= 1
    expired = [line for line in world.logs("notifications", level="ERROR") if "x509" in line]
    assert expired and "(0 minutes ago)" in expired[0]


def test_the_disk_fills_and_the_replicas_fall() -> None:
    disk = [float(re.search(r"(\d+\.\d)% full", line).group(1))  # type: ignore[union-attr]
            for line in _world("shipping-disk-full", 1).logs("shipping", level="WARN")
            if "% full" in line]
    assert disk == sorted(disk) and disk[0] < 89 and disk[-1] > 99
    ready = [int(re.search(r"\((\d) of 6 ready", line).group(1))  # type: ignore[union-attr]
             for line in _world("search-node-pressure", 1).logs("search", level="ERROR")
             if "of 6 ready" in line]
    assert ready == sorted(ready, reverse=True) and ready[0] == 4 and ready[-1] == 1


def test_node_events_of_a_change_less_fault_are_on_the_onset_clock() -> None:
    world = _world("search-node-pressure", 7)
    onset = world.onset_ms()
    assert onset is not None
    node = [e for e in world.k8s_events() if e.object == "node/node-3"]
    assert [(e.reason, e.at_ms - onset) for e in node] == [
        ("EvictionThresholdMet", -60_000), ("NodeHasInsufficientMemory", -20_000)]
    evicted = [e for e in world.k8s_events("search") if e.reason == "Evicted"]
    assert [e.at_ms - onset for e in evicted] == [0, 45_000]


def test_a_cause_in_the_caller_starts_errors_at_its_callee() -> None:
    world = _world("orders-retry-storm", 7)
    fault = world.incident.fault
    change = world.fault_change
    assert fault is not None and change is not None
    assert (fault.service, fault.first_failing, change.service) == ("orders", "payments", "orders")
    first = world.logs("payments", level="ERROR", start=change.at_ms)[0]
    assert "rate limit exceeded for client orders" in first
    assert world.ground_truth().change_id == change.id
    recent = [c for c in (*world.deploys("payments"), *world.config_changes("payments"))
              if c.at_ms > change.at_ms - 86_400_000]
    assert recent == [], "payments, where the errors start, changed nothing"


def _broken(tmp_path: Path, old: str, new: str) -> str:
    assert old in BASE, old
    path = tmp_path / "broken.yaml"
    path.write_text(BASE.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(IncidentError) as caught:
        load_incident(path)
    return str(caught.value)


@pytest.mark.parametrize(("old", "new", "message"), [
    ("  onset_minutes_before_alert: 8\n", "",
     "fault: give exactly one of change, onset_minutes_before_alert"),
    ("  onset_minutes_before_alert: 8\n",
     "  onset_minutes_before_alert: 8\n  change: {kind: deploy, version: '1', "
     "previous_version: '0', minutes_before_alert: 9}\n",
     "fault: give exactly one of change, onset_minutes_before_alert"),
    ("  change_id: null\n", "  change_id: fault\n",
     "ground_truth.change_id: the fault has no change: must be null"),
    ("  cause_kind: expired_credential\n", "  cause_kind: gremlins\n",
     "ground_truth.cause_kind: must be one of change"),
    ("  cause_kind: expired_credential\n", "",
     "ground_truth.cause_kind: required field is missing"),
    ("  component: smtp-relay.internal\n", "  component: mail-relay\n",
     "ground_truth.component: 'mail-relay' is not one of the incident's components"),
    ("  service: notifications\n  onset", "  service: notifications\n  origin: orders\n  onset",
     "fault.origin: notifications does not call orders"),
    ("        minutes_left: {start: 180, per_minute: -1, min: 0}",
     "        minutes_left: {start: 180, per_minute: -1, min: 5, max: 1}",
     "minutes_left.min: must not exceed max"),
    ("expires in {minutes_left} minutes", "expires in {hours_left} hours",
     "unknown placeholder {hours_left}"),
    ("  - name: smtp-relay.internal\n", "  - name: shipping\n",
     "components[0].name: 'shipping' is already a service or a component"),
    ("      object: pod/notifications-7d9f6c5b8-q4m2x", "      object: node/node-9",
     "k8s_events[0].object: unknown node 'node-9'"),
    ("  - service: orders\n    kind: deploy", "  - service: notifications\n    kind: deploy",
     "decoys[0].service: 'notifications' is where the fault is"),
    ("    minutes_before_alert: 4\n    author: m.okafor",
     "    minutes_before_alert: 7\n    author: m.okafor",
     "decoys[0].minutes_before_alert: a decoy on the fault path (orders) must land"),
])
def test_bad_cause_fields_name_the_field(tmp_path: Path, old: str, new: str,
                                         message: str) -> None:
    assert message in _broken(tmp_path, old, new)


def test_a_transient_may_carry_kubernetes_events(tmp_path: Path) -> None:
    text = (resources.files("prodsim") / "incidents" / "no-fault.yaml").read_text("utf-8")
    text = text.replace("transient:\n", "transient:\n  k8s_events:\n"
                        "    - {service: payments, object: node/node-2, reason: NodeNotReady, "
                        "message: 'Node node-2 status is now: NodeNotReady', "
                        "seconds_after_change: -400}\n", 1)
    path = tmp_path / "blip.yaml"
    path.write_text(text, encoding="utf-8")
    world = build_world(load_incident(path), 7)
    [event] = [e for e in world.k8s_events() if e.object == "node/node-2"]
    assert event.at_ms == world.alert_ms - 400_000 and event.reason == "NodeNotReady"


@pytest.mark.parametrize("name", sorted(NEW))
def test_the_traps_break_for_a_run_that_chases_decoys_or_rereads(name: str) -> None:
    world = _world(name, 7)
    off_path = [d.service for d in world.history.decoy_changes
                if d.service not in (world.incident.fault.path() if world.incident.fault else ())]
    logs = {"query": '{service="cart"}', "limit": "500"}
    chasing = [{"method": "GET", "path": "/changes", "params": {"service": s}}
               for s in off_path for _ in range(2)]
    rereading = [{"method": "GET", "path": "/loki/api/v1/query_range", "params": logs}] * 3
    held = {v.name: v.held for v in world.trap_verdicts([])}
    assert held and all(held.values())
    broken = {v.name for v in world.trap_verdicts([*chasing, *rereading]) if not v.held}
    assert broken == set(held), (name, broken)
