"""Server-side printing and selection for prodsim's Kubernetes API: `meta.k8s.io/v1` Tables
with the column sets of `pkg/printers/internalversion/printers.go`, field and label selectors,
and `HumanDuration` ages, so that `kubectl get` prints what it prints against a real cluster.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from prodsim.timeutil import parse_time

JSON = dict[str, Any]


def human_duration(seconds_f: float) -> str:
    """apimachinery's `duration.HumanDuration`."""
    seconds = int(seconds_f)
    if seconds < -1:
        return "<invalid>"
    if seconds < 0:
        return "0s"
    if seconds < 120:
        return f"{seconds}s"
    minutes = seconds // 60
    if minutes < 10:
        s = seconds % 60
        return f"{minutes}m" if s == 0 else f"{minutes}m{s}s"
    if minutes < 180:
        return f"{minutes}m"
    hours = seconds // 3600
    if hours < 8:
        m = minutes % 60
        return f"{hours}h" if m == 0 else f"{hours}h{m}m"
    if hours < 48:
        return f"{hours}h"
    if hours < 24 * 8:
        h = hours % 24
        return f"{hours // 24}d" if h == 0 else f"{hours // 24}d{h}h"
    if hours < 24 * 365 * 2:
        return f"{hours // 24}d"
    if hours < 24 * 365 * 8:
        dy = (hours // 24) % 365
        return f"{hours // 24 // 365}y" if dy == 0 else f"{hours // 24 // 365}y{dy}d"
    return f"{hours // 24 // 365}y"


def age(stamp: str | None, now_ms: int) -> str:
    """`translateTimestampSince`: the age of an RFC 3339 stamp, `<unknown>` when absent."""
    if not stamp:
        return "<unknown>"
    return human_duration((now_ms - parse_time(stamp)) / 1000)


def _column(name: str, kind: str = "string", priority: int = 0, fmt: str = "") -> JSON:
    return {"name": name, "type": kind, "format": fmt, "description": "", "priority": priority}


def _event_cells(e: JSON, now_ms: int) -> list[Any]:
    first = age(e.get("firstTimestamp"), now_ms) if e.get("firstTimestamp") else age(
        e.get("eventTime"), now_ms)
    last = age(e["lastTimestamp"], now_ms) if e.get("lastTimestamp") else first
    count = e.get("count") or 1
    series = e.get("series")
    if series:
        last, count = age(series.get("lastObservedTime"), now_ms), series.get("count", count)
    obj = e["involvedObject"]
    target = f"{obj['kind'].lower()}/{obj['name']}" if obj.get("name") else obj["kind"].lower()
    source = e.get("source") or {}
    component = source.get("component") or e.get("reportingComponent", "")
    instance = source.get("host") or e.get("reportingInstance", "")
    return [last, e["type"], e["reason"], target, obj.get("fieldPath", ""),
            f"{component}, {instance}" if instance else component,
            str(e["message"]).strip(), first, count, e["metadata"]["name"]]


def _pod_cells(p: JSON, now_ms: int) -> list[Any]:
    statuses = p["status"].get("containerStatuses", [])
    ready = sum(1 for c in statuses if c.get("ready"))
    restarts = sum(int(c.get("restartCount", 0)) for c in statuses)
    return [p["metadata"]["name"], f"{ready}/{len(p['spec']['containers'])}",
            p["status"]["phase"], restarts, age(p["metadata"]["creationTimestamp"], now_ms),
            p["status"].get("podIP", "<none>"), p["spec"].get("nodeName", "<none>"), "<none>",
            "<none>"]


def _workload(obj: JSON) -> list[str]:
    containers = obj["spec"]["template"]["spec"]["containers"]
    selector = ",".join(f"{k}={v}" for k, v in obj["spec"]["selector"]["matchLabels"].items())
    return [",".join(c["name"] for c in containers), ",".join(c["image"] for c in containers),
            selector]


def _deployment_cells(d: JSON, now_ms: int) -> list[Any]:
    status = d["status"]
    return [d["metadata"]["name"], f"{status['readyReplicas']}/{d['spec']['replicas']}",
            status["updatedReplicas"], status["availableReplicas"],
            age(d["metadata"]["creationTimestamp"], now_ms), *_workload(d)]


def _replicaset_cells(r: JSON, now_ms: int) -> list[Any]:
    return [r["metadata"]["name"], r["spec"]["replicas"], r["status"]["replicas"],
            r["status"]["readyReplicas"], age(r["metadata"]["creationTimestamp"], now_ms),
            *_workload(r)]


def _namespace_cells(n: JSON, now_ms: int) -> list[Any]:
    return [n["metadata"]["name"], n["status"]["phase"],
            age(n["metadata"]["creationTimestamp"], now_ms)]


PRINTERS: dict[str, tuple[list[JSON], Callable[[JSON, int], list[Any]]]] = {
    "Namespace": ([_column("Name", fmt="name"), _column("Status"), _column("Age")],
                  _namespace_cells),
    "Event": ([_column("Last Seen"), _column("Type"), _column("Reason"), _column("Object"),
               _column("Subobject", priority=1), _column("Source", priority=1),
               _column("Message"), _column("First Seen", priority=1),
               _column("Count", priority=1), _column("Name", priority=1, fmt="name")],
              _event_cells),
    "Pod": ([_column("Name", fmt="name"), _column("Ready"), _column("Status"),
             _column("Restarts"), _column("Age"), _column("IP", priority=1),
             _column("Node", priority=1), _column("Nominated Node", priority=1),
             _column("Readiness Gates", priority=1)], _pod_cells),
    "Deployment": ([_column("Name", fmt="name"), _column("Ready"),
                    _column("Up-to-date", "integer"), _column("Available", "integer"),
                    _column("Age"), _column("Containers", priority=1),
                    _column("Images", priority=1), _column("Selector", priority=1)],
                   _deployment_cells),
    "ReplicaSet": ([_column("Name", fmt="name"), _column("Desired", "integer"),
                    _column("Current", "integer"), _column("Ready", "integer"),
                    _column("Age"), _column("Containers", priority=1),
                    _column("Images", priority=1), _column("Selector", priority=1)],
                   _replicaset_cells),
}


def table(kind: str, items: list[JSON], now_ms: int, include: str, version: str) -> JSON:
    """A Table of `items` (objects of `kind`); `include` is the `includeObject` parameter."""
    columns, cells = PRINTERS[kind]
    rows = []
    for item in items:
        row: JSON = {"cells": cells(item, now_ms)}
        if include == "Object":
            row["object"] = item
        elif include != "None":
            row["object"] = {"kind": "PartialObjectMetadata", "apiVersion": "meta.k8s.io/v1",
                             "metadata": item["metadata"]}
        rows.append(row)
    return {"kind": "Table", "apiVersion": "meta.k8s.io/v1",
            "metadata": {"resourceVersion": version}, "columnDefinitions": columns,
            "rows": rows}


class SelectorError(ValueError):
    """A field or label selector the server refuses (400 BadRequest)."""


def field_value(obj: JSON, path: str) -> str | None:
    """The value of a dotted field path, None when the path is not selectable."""
    node: Any = obj
    for part in path.split("."):
        if not isinstance(node, dict):
            return None
        node = node.get(part, "")
    return "" if node is None else str(node)


EVENT_FIELDS = frozenset({
    "involvedObject.kind", "involvedObject.namespace", "involvedObject.name",
    "involvedObject.uid", "involvedObject.apiVersion", "involvedObject.resourceVersion",
    "involvedObject.fieldPath", "reason", "reportingComponent", "source", "type",
    "metadata.name", "metadata.namespace"})
POD_FIELDS = frozenset({"metadata.name", "metadata.namespace", "spec.nodeName",
                        "spec.restartPolicy", "spec.schedulerName", "spec.serviceAccountName",
                        "status.phase", "status.podIP", "status.nominatedNodeName"})
COMMON_FIELDS = frozenset({"metadata.name", "metadata.namespace"})


def field_filter(selector: str, allowed: frozenset[str]) -> Callable[[JSON], bool]:
    """A predicate for `fieldSelector` (`a=b,c!=d`)."""
    terms = []
    for term in filter(None, (t.strip() for t in selector.split(","))):
        match = re.fullmatch(r"([^=!]+?)\s*(==|=|!=)\s*(.*)", term)
        if match is None:
            raise SelectorError(f"invalid selector: '{selector}'; can't understand '{term}'")
        name, op, value = match.groups()
        if name not in allowed:
            raise SelectorError(f'"{name}" is not a known field selector: only "'
                                + '", "'.join(sorted(allowed)) + '"')
        terms.append((name, op != "!=", value))

    def accept(obj: JSON) -> bool:
        for name, equal, value in terms:
            actual = field_value(obj, name)
            if name == "source":
                actual = (obj.get("source") or {}).get("component") or obj.get(
                    "reportingComponent", "")
            if (actual == value) != equal:
                return False
        return True
    return accept


def label_filter(selector: str) -> Callable[[JSON], bool]:
    """A predicate for `labelSelector` (`app=x`, `app!=x`, `app in (a,b)`, `app`, `!app`)."""
    parts = re.findall(r"[^,(]+(?:\([^)]*\))?", selector)
    checks: list[tuple[str, str, frozenset[str]]] = []
    """(key, op, values): op is `in`, `notin`, `exists` or `!exists`."""
    for raw in (p.strip() for p in parts):
        if not raw:
            continue
        if m := re.fullmatch(r"([\w./-]+)\s+(in|notin)\s+\(([^)]*)\)", raw):
            values = frozenset(v.strip() for v in m.group(3).split(","))
            checks.append((m.group(1), m.group(2), values))
        elif m := re.fullmatch(r"([\w./-]+)\s*(==|=|!=)\s*([\w./-]*)", raw):
            checks.append((m.group(1), "notin" if m.group(2) == "!=" else "in",
                           frozenset({m.group(3)})))
        elif m := re.fullmatch(r"(!?)([\w./-]+)", raw):
            checks.append((m.group(2), "!exists" if m.group(1) else "exists", frozenset()))
        else:
            raise SelectorError(f"unable to parse requirement: {raw!r}")

    def accept(obj: JSON) -> bool:
        labels: dict[str, str] = obj["metadata"].get("labels", {})
        for key, op, values in checks:
            if op in ("exists", "!exists"):
                ok = (key in labels) == (op == "exists")
            else:
                ok = (labels.get(key) in values) == (op == "in")
            if not ok:
                return False
        return True
    return accept
