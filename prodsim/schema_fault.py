"""YAML -> the fault, its changes, events and components, and the ground truth.

A fault may have a change (a deploy, config or flag change) or none (an expired certificate,
node pressure, a provider outage: it then begins `onset_minutes_before_alert` before the
alert); its errors start at `origin` (the root cause's service unless the cause sits in a
caller) and propagate to callers hop by hop.
"""

from __future__ import annotations

import re
from typing import Any

from prodsim.incident import (
    CAUSE_KINDS,
    ChangeSpec,
    Component,
    Fact,
    FaultSpec,
    GroundTruthSpec,
    Hop,
    K8sEventSpec,
    LogSpec,
    MetricEffect,
)
from prodsim.schema_logs import log_spec, messages, per_minute
from prodsim.templates import LEVELS
from prodsim.topology import METRIC_NAMES, SERVICE_NAMES, service_by_name
from prodsim.yamldoc import Doc, join, kind_of, mentions

CHANGE_KINDS = ("deploy", "config", "flag")
_DEFAULT_PREFIX = {"deploy": "dep", "config": "cfg", "flag": "flag"}
COMPONENT_KINDS = ("node", "database", "certificate", "external", "queue")
_NAME = re.compile(r"^[a-z0-9][a-z0-9.-]*$")
DEFAULT_NODES = ("node-1", "node-2", "node-3", "node-4")
"""The nodes every shop runs on (pods are placed on them); an incident may declare more."""


def change_spec(doc: Doc, value: Any, path: str, service: str | None) -> ChangeSpec:
    fields = ("kind", "minutes_before_alert", "id_prefix", "version", "previous_version", "key",
              "flag", "old_value", "new_value", "author", "summary", "logs")
    required = ("kind", "minutes_before_alert")
    m = doc.mapping(value, path, required if service else (*required, "service"),
                    fields if service else (*fields, "service"))
    kind = doc.choice(m, "kind", path, CHANGE_KINDS)
    own = service or doc.service(m, "service", path)
    needs = {"deploy": ("version", "previous_version"), "config": ("key", "old_value", "new_value"),
             "flag": ("flag", "old_value", "new_value")}[kind]
    for other in ("version", "previous_version", "key", "flag", "old_value", "new_value"):
        if other in needs and m.get(other) is None:
            doc.fail(join(path, other), f"required for kind {kind}")
        if other not in needs and other in m:
            doc.fail(join(path, other), f"not used by kind {kind}")
    prefix = doc.text(m, "id_prefix", path, _DEFAULT_PREFIX[kind])
    if not re.fullmatch(r"[a-z]{2,8}", prefix):
        doc.fail(join(path, "id_prefix"), "must be 2-8 lowercase letters")
    what = {"deploy": "version", "config": "key", "flag": "flag"}[kind]
    is_values = kind != "deploy"
    return ChangeSpec(
        kind=kind,
        service=own,
        minutes_before_alert=doc.number(m, "minutes_before_alert", path, None, 0.5, 10_080),
        id_prefix=prefix,
        version=doc.opt_text(m, "version", path),
        previous_version=doc.opt_text(m, "previous_version", path),
        key=doc.opt_text(m, "key", path),
        flag=doc.opt_text(m, "flag", path),
        old_value=doc.scalar(m, "old_value", path) if is_values else None,
        new_value=doc.scalar(m, "new_value", path) if is_values else None,
        author=doc.text(m, "author", path, "deploy-bot"),
        summary=doc.text(m, "summary", path, f"{kind} of {own} {m.get(what)}"),
        logs=tuple(log_spec(doc, item, p, own) for p, item in doc.items(m, "logs", path)),
    )


def components(doc: Doc, m: dict[str, Any]) -> tuple[Component, ...]:
    out: list[Component] = []
    for p, item in doc.items(m, "components", ""):
        cm = doc.mapping(item, p, ("name", "kind"), ("used_by", "description"))
        name = doc.text(cm, "name", p)
        if not _NAME.match(name):
            doc.fail(join(p, "name"), "must be lowercase letters, digits, dots and dashes")
        if name in SERVICE_NAMES or name in (c.name for c in out):
            doc.fail(join(p, "name"), f"{name!r} is already a service or a component")
        used = []
        for up, svc in doc.items(cm, "used_by", p):
            if svc not in SERVICE_NAMES:
                doc.fail(up, f"unknown service {svc!r}")
            used.append(str(svc))
        out.append(Component(name, doc.choice(cm, "kind", p, COMPONENT_KINDS), tuple(used),
                             doc.text(cm, "description", p, "")))
    return tuple(out)


def k8s_events(doc: Doc, m: dict[str, Any], path: str,
               parts: tuple[Component, ...]) -> tuple[K8sEventSpec, ...]:
    nodes = (*DEFAULT_NODES, *(c.name for c in parts if c.kind == "node"))
    events = []
    for p, item in doc.items(m, "k8s_events", path):
        km = doc.mapping(item, p, ("service", "object", "reason", "message"),
                         ("seconds_after_change", "type"))
        obj = doc.text(km, "object", p)
        kind, _, name = obj.partition("/")
        if kind == "node" and name not in nodes:
            doc.fail(join(p, "object"), f"unknown node {name!r}; known: {', '.join(nodes)}")
        events.append(K8sEventSpec(
            service=doc.service(km, "service", p),
            seconds_after_change=doc.number(km, "seconds_after_change", p, 0.0, -86_400, 86_400),
            object=obj,
            type=doc.choice(km, "type", p, ("Normal", "Warning"), "Warning"),
            reason=doc.text(km, "reason", p),
            message=doc.text(km, "message", p),
        ))
    return tuple(events)


def metric_effect(doc: Doc, item: Any, p: str) -> MetricEffect:
    em = doc.mapping(item, p, ("service", "metric", "value"),
                     ("mode", "start_seconds", "ramp_minutes", "duration_seconds"))
    metric = doc.choice(em, "metric", p, METRIC_NAMES)
    duration = em.get("duration_seconds")
    return MetricEffect(
        service=doc.service(em, "service", p), metric=metric,
        mode=doc.choice(em, "mode", p, ("set", "multiply", "add"), "set"),
        value=doc.number(em, "value", p),
        start_seconds=doc.number(em, "start_seconds", p, 30.0, -86_400, 86_400),
        ramp_minutes=doc.number(em, "ramp_minutes", p, 0.0, 0, 600),
        duration_seconds=None if duration is None
        else doc.number(em, "duration_seconds", p, None, 1, 864_000),
    )


def _symptoms(doc: Doc, m: dict[str, Any], origin: str, service: str) -> list[LogSpec]:
    """Root-cause WARN/ERROR lines name no other service (the error walk stops there), but
    the origin's lines may name the caller whose setting makes it fail."""
    others = [s for s in SERVICE_NAMES if s not in (origin, service)]
    found = []
    for p, item in doc.items(m, "symptoms", "fault"):
        spec = log_spec(doc, item, p, None)
        if spec.service == origin and spec.level in ("WARN", "ERROR"):
            for i, message in enumerate(spec.messages):
                named = [s for s in others if mentions(message, s)]
                if named:
                    doc.fail(f"{p}.messages[{i}]" if "messages" in item else f"{p}.message",
                             f"a root-cause {spec.level} must not name another service "
                             f"({', '.join(named)})")
        found.append(spec)
    return found


def fault(doc: Doc, value: Any, parts: tuple[Component, ...]) -> FaultSpec:
    m = doc.mapping(value, "fault", ("service",),
                    ("change", "onset_minutes_before_alert", "origin", "symptoms",
                     "propagation", "metrics", "k8s_events"))
    service = doc.service(m, "service", "fault")
    if ("change" in m) == ("onset_minutes_before_alert" in m):
        doc.fail("fault", "give exactly one of change, onset_minutes_before_alert")
    change = change_spec(doc, m["change"], "fault.change", service) if "change" in m else None
    onset = None if change else doc.number(m, "onset_minutes_before_alert", "fault", None, 0.5,
                                           600)
    graph = service_by_name()
    origin = doc.service(m, "origin", "fault") if "origin" in m else service
    if origin != service and origin not in graph[service].depends_on:
        doc.fail("fault.origin", f"{service} does not call {origin} (a cause in the caller "
                 "makes one of its callees fail)")
    symptoms = _symptoms(doc, m, origin, service)
    reached = [origin]
    hops = []
    for p, item in doc.items(m, "propagation", "fault"):
        hm = doc.mapping(item, p, ("service", "callee", "component"),
                         ("lag_seconds", "level", "message", "messages", "per_minute"))
        caller = doc.service(hm, "service", p)
        callee = doc.service(hm, "callee", p)
        if callee not in graph[caller].depends_on:
            doc.fail(join(p, "callee"), f"{caller} does not call {callee} "
                     f"(it calls: {', '.join(graph[caller].depends_on) or 'nothing'})")
        if callee not in reached:
            doc.fail(join(p, "callee"), f"{callee!r} is neither where errors start nor an "
                     "earlier hop's service")
        found = messages(doc, hm, p)
        for i, message in enumerate(found):
            if not mentions(message, callee):
                where = f"{p}.messages[{i}]" if "messages" in hm else f"{p}.message"
                doc.fail(where, f"must name the callee {callee!r}")
        hops.append(Hop(
            service=caller, callee=callee,
            lag_seconds=doc.number(hm, "lag_seconds", p, 20.0, 0, 3600),
            level=doc.choice(hm, "level", p, LEVELS, "ERROR"),
            component=doc.text(hm, "component", p),
            messages=found,
            per_minute=per_minute(doc, hm, p),
        ))
        reached.append(caller)
    effects = tuple(metric_effect(doc, item, p) for p, item in doc.items(m, "metrics", "fault"))
    return FaultSpec(service, change, tuple(symptoms), tuple(hops), effects,
                     k8s_events(doc, m, "fault", parts),
                     origin if origin != service else None, onset)


def onset_seconds_before_alert(spec: FaultSpec) -> float:
    """When the first symptom begins, in seconds before the alert, ignoring per-seed jitter."""
    anchor = spec.change.minutes_before_alert * 60 if spec.change else \
        (spec.onset_minutes_before_alert or 0) * 60
    return anchor - spec.onset_seconds()


def ground_truth(doc: Doc, value: Any, spec: FaultSpec | None,
                 parts: tuple[Component, ...]) -> GroundTruthSpec:
    p = "ground_truth"
    m = doc.mapping(value, p, ("facts", "expect"),
                    ("root_cause_service", "change_id", "cause_kind", "component"))
    root = None if m.get("root_cause_service") is None else doc.service(m, "root_cause_service", p)
    change_id = m.get("change_id")
    if change_id not in (None, "fault"):
        doc.fail(f"{p}.change_id", "must be 'fault' (resolved per seed) or null")
    if spec is not None and root != spec.service:
        doc.fail(f"{p}.root_cause_service", f"must be the fault service {spec.service!r}")
    if spec is None and (root is not None or change_id is not None):
        doc.fail(p, "an incident without a fault has no root_cause_service or change_id")
    if spec is not None and spec.change is None and change_id is not None:
        doc.fail(f"{p}.change_id", "the fault has no change: must be null")
    default_kind = "none" if spec is None else ("change" if spec.change else None)
    kind = doc.choice(m, "cause_kind", p, (*CAUSE_KINDS, "none"), default_kind)
    if spec is not None and (kind == "change") != (change_id == "fault"):
        doc.fail(f"{p}.cause_kind", "is 'change' exactly when change_id is 'fault'")
    if spec is None and kind != "none":
        doc.fail(f"{p}.cause_kind", "an incident without a fault has cause_kind none")
    component = None if m.get("component") is None else doc.text(m, "component", p)
    if component is not None and component not in (c.name for c in parts):
        doc.fail(f"{p}.component", f"{component!r} is not one of the incident's components")
    facts = []
    for fp, item in doc.items(m, "facts", p):
        fm = doc.mapping(item, fp, ("name", "any_of"))
        patterns = []
        for pp, pattern in doc.items(fm, "any_of", fp):
            if not isinstance(pattern, str) or not pattern:
                doc.fail(pp, f"must be a non-empty regex string, got {kind_of(pattern)}")
            try:
                re.compile(pattern.replace("{change_id}", "dep-000000"))
            except re.error as exc:
                doc.fail(pp, f"invalid regex: {exc}")
            patterns.append(pattern)
        if not patterns:
            doc.fail(join(fp, "any_of"), "must list at least one regex")
        facts.append(Fact(doc.text(fm, "name", fp), tuple(patterns)))
    if not facts:
        doc.fail(f"{p}.facts", "must list at least one fact")
    return GroundTruthSpec(
        root_cause_service=root,
        change_id=change_id,
        facts=tuple(facts),
        expect=doc.choice(m, "expect", p, ("resolve", "escalate")),
        cause_kind=kind,
        component=component,
    )
