"""The Kubernetes source: events with the last-seen fallback chain, filtered to a service by
workload naming; rollout history as changes; pod logs; Status objects as error values."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from oncall.sources.base import LogQuery
from oncall.sources.fakes import Fake, json, k8s_status
from oncall.sources.kubernetes import Kubernetes, owner_service
from oncall.sources.results import Changes, Events, LogLines, SourceError
from oncall.sources.times import Window

T0 = datetime(2026, 3, 2, 10, 0, tzinfo=UTC)
WINDOW = Window(T0, T0 + timedelta(minutes=30))


def event(name: str, kind: str, reason: str, **times: Any) -> dict[str, Any]:
    return {"kind": "Event", "metadata": {"name": f"{name}.1", "namespace": "shop",
                                          "creationTimestamp": times.pop("created", None)},
            "involvedObject": {"kind": kind, "name": name, "namespace": "shop"},
            "reason": reason, "message": f"{reason} on {name}", "type": "Warning", **times}


EVENTS = [
    event("payments-7d9f8c6b5-x2k4q", "Pod", "OOMKilled", lastTimestamp="2026-03-02T10:05:00Z",
          firstTimestamp="2026-03-02T09:50:00Z", count=4),
    # newer controllers: eventTime and series only
    event("payments-7d9f8c6b5", "ReplicaSet", "FailedCreate", eventTime="2026-03-02T10:06:00Z",
          series={"count": 7, "lastObservedTime": "2026-03-02T10:09:00.123456Z"}),
    event("payments", "Deployment", "ScalingReplicaSet", created="2026-03-02T10:07:00Z"),
    event("payments-api-5c4d3b2a1-zz9zz", "Pod", "BackOff", lastTimestamp="2026-03-02T10:08:00Z"),
    event("payments-7d9f8c6b5-old11", "Pod", "Killing", lastTimestamp="2026-03-02T08:00:00Z"),
]


def rs(name: str, revision: int, image: str, created: str, cause: str | None = None
       ) -> dict[str, Any]:
    notes = {"deployment.kubernetes.io/revision": str(revision)}
    if cause:
        notes["kubernetes.io/change-cause"] = cause
    return {"metadata": {"name": name, "creationTimestamp": created, "annotations": notes,
                         "ownerReferences": [{"kind": "Deployment", "name": "payments",
                                              "controller": True}]},
            "spec": {"template": {"spec": {"containers": [
                {"name": "payments", "image": image, "env": [{"name": "MODE", "value": "x"}]}]}}}}


def cluster() -> Fake:
    return Fake({
        "/k8s/api/v1/namespaces/shop/events": lambda q: json({"kind": "EventList",
                                                               "items": EVENTS}),
        "/k8s/apis/apps/v1/namespaces/shop/replicasets": lambda q: json({"items": [
            rs("payments-7d9f8c6b5", 7, "shop/payments:2.14.0", "2026-03-02T10:01:00Z",
               "deploy 2.14.0 (ci #812)"),
            rs("payments-6c5b4a398", 6, "shop/payments:2.13.4", "2026-03-01T10:00:00Z")]}),
        "/k8s/api/v1/namespaces/shop/pods": lambda q: json({"items": [
            {"metadata": {"name": "payments-7d9f8c6b5-x2k4q", "labels": {"app": "payments"}}}]}),
        "/k8s/api/v1/namespaces/shop/pods/payments-7d9f8c6b5-x2k4q/log": lambda q: (
            200, "text/plain", b"2026-03-02T10:02:00.5Z 2026-03-02T10:02:00Z ERROR payments "
            b"[db] charge failed\n2026-03-02T10:03:00Z INFO ok\n2026-03-02T11:00:00Z ERROR late\n"),
        "/k8s/version": lambda q: json({"major": "1", "minor": "29", "gitVersion": "v1.29.0"}),
    })


def test_workload_names_map_to_their_service() -> None:
    assert owner_service("Pod", "api-gateway-7d9f8c6b5-x2k4q") == "api-gateway"
    assert owner_service("ReplicaSet", "api-gateway-7d9f8c6b5") == "api-gateway"
    assert owner_service("Deployment", "api-gateway") == "api-gateway"


async def test_events_use_the_last_seen_chain_and_keep_to_the_service_and_window() -> None:
    found = await Kubernetes(cluster().client("http://k/k8s"), "shop").events("payments",
                                                                              WINDOW)
    assert isinstance(found, Events)
    assert [(e.reason, e.time, e.count) for e in found.events] == [
        ("OOMKilled", "2026-03-02T10:05:00Z", 4),
        ("ScalingReplicaSet", "2026-03-02T10:07:00Z", 1),
        ("FailedCreate", "2026-03-02T10:09:00.123Z", 7)]
    assert found.events[0].object == "pod/payments-7d9f8c6b5-x2k4q"
    everything = await Kubernetes(cluster().client("http://k/k8s"), "shop").events(None, WINDOW)
    assert isinstance(everything, Events) and len(everything.events) == 4


async def test_rollout_history_is_a_change_with_versions_and_what_changed() -> None:
    found = await Kubernetes(cluster().client("http://k/k8s"), "shop").changes(
        "payments", Window(T0 - timedelta(hours=2), T0 + timedelta(minutes=5)), ("deploy",))
    assert isinstance(found, Changes) and len(found.changes) == 1
    change = found.changes[0]
    assert (change.id, change.service, change.time) == ("payments-rev7", "payments",
                                                         "2026-03-02T10:01:00Z")
    assert (change.from_version, change.to_version) == ("2.13.4", "2.14.0")
    assert "deploy 2.14.0 (ci #812)" in change.summary and "image payments" in change.summary
    flags = await Kubernetes(cluster().client("http://k/k8s"), "shop").changes(
        "payments", WINDOW, ("flag",))
    assert isinstance(flags, Changes) and flags.changes == ()


async def test_pod_logs_serve_as_a_log_source_for_teams_without_loki() -> None:
    found = await Kubernetes(cluster().client("http://k/k8s"), "shop").logs(
        LogQuery("payments", WINDOW, "ERROR"))
    assert isinstance(found, LogLines)
    assert [ln.text for ln in found.lines] == ["2026-03-02T10:02:00Z ERROR payments [db] "
                                               "charge failed"]


async def test_status_objects_are_error_values() -> None:
    fake = Fake({"/k8s/api/v1/namespaces/shop/events": lambda q: k8s_status(
        403, "Forbidden", 'events is forbidden: User "oncall" cannot list resource "events"')})
    found = await Kubernetes(fake.client("http://k/k8s"), "shop").events(None, WINDOW)
    assert isinstance(found, SourceError) and found.code == "http_403"
    assert "Forbidden: events is forbidden" in found.message


async def test_check_reads_the_version_and_counts_events() -> None:
    check = await Kubernetes(cluster().client("http://k/k8s"), "shop").check()
    assert check.ok and check.version == "v1.29.0" and "5 events" in check.sample
