"""The shop as Kubernetes objects: a Deployment per service, a ReplicaSet per revision, the
running pod, and core/v1 Events, all derived from the World's change history.

Every deploy in the history is a rollout: a new ReplicaSet (named in the `ScalingReplicaSet`
event), revision annotations that `kubectl rollout history` sorts by, and a pod whose name the
`Pulled`/`Started` events carry. Objects are JSON dicts in a fixed key order, as the API server
would send them; times are the World's (the server's "now" is `world.now_ms`).
"""

from __future__ import annotations

import random
import uuid
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from prodsim.changes import HISTORY_MS, Deploy, K8sEvent, initial_replica_set, rollout_names
from prodsim.templates import pod_suffix
from prodsim.timeutil import DAY_MS, format_time
from prodsim.world import World

NAMESPACE = "shop"
"""The one namespace the shop runs in."""

JSON = dict[str, Any]

_KINDS = {"pod": ("Pod", "v1"), "deployment": ("Deployment", "apps/v1"),
          "replicaset": ("ReplicaSet", "apps/v1"),
          "horizontalpodautoscaler": ("HorizontalPodAutoscaler", "autoscaling/v2"),
          "node": ("Node", "v1")}
_CONTROLLERS = {"ScalingReplicaSet": "deployment-controller",
                "SuccessfulRescale": "horizontal-pod-autoscaler"}


@dataclass(frozen=True)
class Revision:
    """One ReplicaSet of a Deployment: the pod template of one version."""

    number: int
    name: str
    version: str
    created_ms: int
    deploy: Deploy | None
    """The deploy that created it; None for the ReplicaSet older than the history."""
    pod: str
    """The pod this revision started (`<replicaset>-<suffix>`)."""

    @property
    def hash(self) -> str:
        return self.name.rsplit("-", 1)[1]


def uid(world: World, kind: str, name: str) -> str:
    """A stable uid per (world, kind, name)."""
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"prodsim:{world.key}/{kind}/{name}"))


@lru_cache(maxsize=64)
def revisions(world: World, service: str) -> tuple[Revision, ...]:
    """The service's revisions, oldest first; the last one is running."""
    deploys = [d for d in world.deploys(service) if d.at_ms <= world.now_ms]
    rng = random.Random(f"{world.key}|k8s|{service}")
    number = rng.randint(7, 40)
    first_rs = initial_replica_set(world.key, service)
    oldest = deploys[0].previous_version if deploys else "1.0.0"
    created = world.alert_ms - HISTORY_MS - rng.randint(1, 20) * DAY_MS
    out = [Revision(number, first_rs, oldest, created, None, f"{first_rs}-{pod_suffix(rng)}")]
    for deploy in deploys:
        number += 1
        rs, pod = rollout_names(world.key, deploy)
        out.append(Revision(number, rs, deploy.version, deploy.at_ms, deploy, pod))
    return tuple(out)


def current_pod(world: World, service: str) -> str:
    """The name of the pod serving `service` now."""
    return revisions(world, service)[-1].pod


def pod_start_ms(world: World, service: str) -> int:
    """When the running pod's container started (21 s after its rollout began)."""
    rev = revisions(world, service)[-1]
    return rev.created_ms + (21_000 if rev.deploy else 0)


def pod_service(world: World, name: str) -> str | None:
    """The service whose running pod is called `name`, or None."""
    return next((s.name for s in world.services if current_pod(world, s.name) == name), None)


def change_cause(rev: Revision) -> str | None:
    """The `kubernetes.io/change-cause` a CI pipeline writes: version, change id, summary."""
    if rev.deploy is None:
        return None
    return f"deploy {rev.version} ({rev.deploy.id}): {rev.deploy.summary}"


def _meta(world: World, kind: str, name: str, created_ms: int, labels: JSON | None = None,
          annotations: JSON | None = None, owner: JSON | None = None) -> JSON:
    meta: JSON = {"name": name, "namespace": NAMESPACE, "uid": uid(world, kind, name),
                  "resourceVersion": str(1000 + created_ms // 1000 % 100000),
                  "creationTimestamp": format_time(created_ms)}
    if labels:
        meta["labels"] = labels
    if annotations:
        meta["annotations"] = annotations
    if owner:
        meta["ownerReferences"] = [owner]
    return meta


def _owner(world: World, kind: str, name: str) -> JSON:
    return {"apiVersion": "apps/v1", "kind": kind, "name": name,
            "uid": uid(world, kind, name), "controller": True, "blockOwnerDeletion": True}


def pod_template(service: str, version: str, pod_hash: str | None) -> JSON:
    """The pod template of one revision: the image is what changes between revisions."""
    labels = {"app": service} if pod_hash is None else {"app": service,
                                                        "pod-template-hash": pod_hash}
    return {"metadata": {"labels": labels}, "spec": {"containers": [{
        "name": service, "image": f"registry.shop.internal/{service}:{version}",
        "ports": [{"containerPort": 8080, "protocol": "TCP"}],
        "env": [{"name": "SERVICE_NAME", "value": service}, {"name": "LOG_FORMAT",
                                                             "value": "text"}],
        "resources": {"requests": {"cpu": "250m", "memory": "512Mi"},
                      "limits": {"memory": "2Gi"}},
    }], "restartPolicy": "Always"}}


def deployment_json(world: World, service: str) -> JSON:
    revs = revisions(world, service)
    latest = revs[-1]
    meta = _meta(world, "Deployment", service, revs[0].created_ms, {"app": service},
                 {"deployment.kubernetes.io/revision": str(latest.number)})
    return {"kind": "Deployment", "apiVersion": "apps/v1", "metadata": meta,
            "spec": {"replicas": 1, "selector": {"matchLabels": {"app": service}},
                     "template": pod_template(service, latest.version, None),
                     "strategy": {"type": "RollingUpdate",
                                  "rollingUpdate": {"maxUnavailable": "25%",
                                                    "maxSurge": "25%"}},
                     "revisionHistoryLimit": 10},
            "status": {"observedGeneration": len(revs), "replicas": 1, "updatedReplicas": 1,
                       "readyReplicas": 1, "availableReplicas": 1}}


def replicaset_json(world: World, service: str, rev: Revision) -> JSON:
    running = rev is revisions(world, service)[-1]
    annotations = {"deployment.kubernetes.io/desired-replicas": "1",
                   "deployment.kubernetes.io/max-replicas": "2",
                   "deployment.kubernetes.io/revision": str(rev.number)}
    cause = change_cause(rev)
    if cause is not None:
        annotations["kubernetes.io/change-cause"] = cause
    meta = _meta(world, "ReplicaSet", rev.name, rev.created_ms,
                 {"app": service, "pod-template-hash": rev.hash}, annotations,
                 _owner(world, "Deployment", service))
    replicas = 1 if running else 0
    return {"kind": "ReplicaSet", "apiVersion": "apps/v1", "metadata": meta,
            "spec": {"replicas": replicas,
                     "selector": {"matchLabels": {"app": service, "pod-template-hash": rev.hash}},
                     "template": pod_template(service, rev.version, rev.hash)},
            "status": {"replicas": replicas, "fullyLabeledReplicas": replicas,
                       "readyReplicas": replicas, "availableReplicas": replicas,
                       "observedGeneration": 1}}


def _node(world: World, service: str) -> str:
    return f"node-{random.Random(f'{world.key}|node|{service}').randint(1, 4)}"


def _ip(world: World, service: str) -> str:
    rng = random.Random(f"{world.key}|ip|{service}")
    return f"10.244.{rng.randint(0, 3)}.{rng.randint(2, 250)}"


def pod_json(world: World, service: str) -> JSON:
    rev = revisions(world, service)[-1]
    started = format_time(pod_start_ms(world, service))
    template = pod_template(service, rev.version, rev.hash)
    meta = _meta(world, "Pod", rev.pod, rev.created_ms, template["metadata"]["labels"],
                 None, {**_owner(world, "ReplicaSet", rev.name)})
    image = template["spec"]["containers"][0]["image"]
    ready = [{"type": t, "status": "True", "lastTransitionTime": started}
             for t in ("Initialized", "Ready", "ContainersReady", "PodScheduled")]
    return {"kind": "Pod", "apiVersion": "v1", "metadata": meta,
            "spec": {**template["spec"], "nodeName": _node(world, service)},
            "status": {"phase": "Running", "conditions": ready,
                       "hostIP": f"10.0.0.{int(_node(world, service)[5:]) + 10}",
                       "podIP": _ip(world, service), "startTime": started,
                       "containerStatuses": [{
                           "name": service, "state": {"running": {"startedAt": started}},
                           "ready": True, "restartCount": 0, "image": image,
                           "imageID": f"{image}@sha256:{uid(world, 'image', image)[:8]}",
                           "started": True}],
                       "qosClass": "Burstable"}}


def event_json(world: World, event: K8sEvent) -> JSON:
    """A core/v1 Event for one history event; `name` is `<object>.<hex ns>` as the kubelet and
    controllers name them."""
    prefix, _, name = event.object.partition("/")
    kind, api_version = _KINDS.get(prefix, (prefix.capitalize(), "v1"))
    stamp = format_time(event.at_ms)
    component = _CONTROLLERS.get(event.reason, "kubelet")
    host = _node(world, event.service) if component == "kubelet" else ""
    involved: JSON = {"kind": kind, "namespace": NAMESPACE, "name": name,
                      "uid": uid(world, kind, name), "apiVersion": api_version}
    if kind == "Pod" and event.reason != "OOMKilled":
        involved["fieldPath"] = f"spec.containers{{{event.service}}}"
    event_name = f"{name}.{event.at_ms * 1_000_000:x}"
    source: JSON = {"component": component}
    if host:
        source["host"] = host
    return {"kind": "Event", "apiVersion": "v1",
            "metadata": {"name": event_name, "namespace": NAMESPACE,
                         "uid": uid(world, "Event", event_name),
                         "resourceVersion": str(event.at_ms // 1000 % 10_000_000),
                         "creationTimestamp": stamp},
            "involvedObject": involved, "reason": event.reason, "message": event.message,
            "source": source, "firstTimestamp": stamp, "lastTimestamp": stamp, "count": 1,
            "type": event.type, "eventTime": None, "reportingComponent": component,
            "reportingInstance": host}


def scheduled_json(world: World, service: str, rev: Revision) -> JSON:
    """The scheduler's `Scheduled` event for a revision's pod, in the form of the
    events.k8s.io writers: `eventTime` only, no first/last timestamps, no count, no source."""
    at = rev.created_ms + 1_000
    name = f"{rev.pod}.{at * 1_000_000:x}"
    stamp = f"{format_time(at)[:-1]}.{at % 1000:03d}000Z"
    return {"kind": "Event", "apiVersion": "v1",
            "metadata": {"name": name, "namespace": NAMESPACE, "uid": uid(world, "Event", name),
                         "resourceVersion": str(at // 1000 % 10_000_000),
                         "creationTimestamp": format_time(at)},
            "involvedObject": {"kind": "Pod", "namespace": NAMESPACE, "name": rev.pod,
                               "uid": uid(world, "Pod", rev.pod), "apiVersion": "v1"},
            "reason": "Scheduled",
            "message": f"Successfully assigned {NAMESPACE}/{rev.pod} to {_node(world, service)}",
            "source": {}, "firstTimestamp": None, "lastTimestamp": None, "type": "Normal",
            "eventTime": stamp, "action": "Binding", "reportingComponent": "default-scheduler",
            "reportingInstance": "default-scheduler-control-plane"}


@lru_cache(maxsize=16)
def events(world: World) -> tuple[JSON, ...]:
    """Every event up to now, in the API server's order (by name, i.e. object then time):
    the history's events, and the scheduler's for every pod a rollout started."""
    out = [event_json(world, e) for e in world.k8s_events(end=world.now_ms)]
    out += [scheduled_json(world, s.name, rev) for s in world.services
            for rev in revisions(world, s.name) if rev.deploy is not None]
    return tuple(sorted(out, key=lambda e: str(e["metadata"]["name"])))
