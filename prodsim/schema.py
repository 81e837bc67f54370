"""YAML -> `Incident`, with every error naming the field path and the line it came from.

The document is composed once into a node tree (for line numbers and duplicate-key checks) and
constructed into plain Python values; the `_Doc` helper then reads those values field by field.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

import yaml

from prodsim.incident import (
    AlertSpec,
    AuthSpec,
    ChangeSpec,
    EndpointFault,
    Fact,
    FaultSpec,
    GroundTruthSpec,
    Hop,
    Incident,
    IncidentError,
    K8sEventSpec,
    LogSpec,
    MetricEffect,
    NoiseSpec,
    TransientSpec,
    TrapRule,
)
from prodsim.templates import GENERATORS, LEVELS, placeholders
from prodsim.timeutil import from_datetime, parse_time
from prodsim.topology import METRIC_NAMES, SERVICE_NAMES, service_by_name
from prodsim.yamldoc import Doc, join, kind_of, mentions, record_lines

_NAME = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_KINDS = ("deploy", "config", "flag")
_DEFAULT_PREFIX = {"deploy": "dep", "config": "cfg", "flag": "flag"}


def parse_incident(text: str, source: str) -> Incident:
    """Parse and validate one incident document."""
    lines: dict[str, int] = {}
    doc = Doc(source, lines)
    loader = yaml.SafeLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            raise IncidentError(f"{source} line 1: the file is empty")
        record_lines(node, "", lines, doc)
        data = loader.construct_document(node)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else 1
        raise IncidentError(f"{source} line {line}: YAML syntax error: {exc.problem}") from exc
    except yaml.YAMLError as exc:
        raise IncidentError(f"{source} line 1: YAML error: {exc}") from exc
    finally:
        loader.dispose()
    return _incident(doc, data)


def _incident(doc: Doc, data: Any) -> Incident:
    m = doc.mapping(
        data, "", ("name", "description", "start", "alert", "ground_truth"),
        ("fault", "decoys", "noise", "transient", "faults", "auth", "traps"),
    )
    name = doc.text(m, "name", "")
    if not _NAME.match(name):
        doc.fail("name", "must be lowercase letters, digits and dashes")
    alert = _alert(doc, m["alert"])
    fault = None if m.get("fault") is None else _fault(doc, m["fault"])
    path = fault.path() if fault else ()
    if fault and alert.service not in path:
        doc.fail("alert.service", f"{alert.service!r} is not on the fault path {list(path)}")
    transient = None if m.get("transient") is None else _transient(doc, m["transient"])
    decoys = tuple(
        _change(doc, item, p, None) for p, item in doc.items(m, "decoys", "")
    )
    for i, decoy in enumerate(decoys):
        if decoy.service in path:
            doc.fail(f"decoys[{i}].service", f"{decoy.service!r} is on the fault path")
        if transient and decoy.service in transient.error_services():
            doc.fail(f"decoys[{i}].service",
                     f"{decoy.service!r} logs errors in the transient")
    auth = None if m.get("auth") is None else _auth(doc, m["auth"])
    faults = tuple(endpoint_fault(doc, item, p) for p, item in doc.items(m, "faults", ""))
    seen: dict[str, str] = {}
    for p, rule in zip((p for p, _ in doc.items(m, "faults", "")), faults, strict=True):
        if rule.path in seen:
            doc.fail(join(p, "path"), f"{rule.path!r} already has a rule at {seen[rule.path]}")
        seen[rule.path] = p
        if rule.expire_tokens_after_s is not None and not (auth and auth.required):
            doc.fail(join(p, "expire_tokens_after_s"), "needs `auth: {required: true}`")
    return Incident(
        name=name,
        description=doc.text(m, "description", ""),
        start_ms=_time(doc, m, "start"),
        alert=alert,
        fault=fault,
        decoys=decoys,
        noise=_noise(doc, m.get("noise", {}) or {}),
        ground_truth=_ground_truth(doc, m["ground_truth"], fault),
        source=doc.source,
        transient=transient,
        faults=faults,
        auth=auth,
        traps=tuple(_trap(doc, item, p) for p, item in doc.items(m, "traps", "")),
    )


def _time(doc: Doc, m: dict[str, Any], key: str) -> int:
    value = m[key]
    if isinstance(value, datetime):  # YAML already parsed an unquoted timestamp
        return from_datetime(value)
    if isinstance(value, str):
        try:
            return parse_time(value)
        except ValueError:
            pass
    doc.fail(key, f"not an RFC 3339 time: {value!r}")


def _alert(doc: Doc, value: Any) -> AlertSpec:
    m = doc.mapping(
        value, "alert", ("alertname", "service", "severity", "region", "summary"),
        ("description",),
    )
    return AlertSpec(
        alertname=doc.text(m, "alertname", "alert"),
        service=doc.service(m, "service", "alert"),
        severity=doc.choice(m, "severity", "alert", ("critical", "warning", "info")),
        region=doc.text(m, "region", "alert"),
        summary=doc.text(m, "summary", "alert"),
        description=doc.text(m, "description", "alert", ""),
    )


def _messages(doc: Doc, m: dict[str, Any], path: str) -> tuple[str, ...]:
    if ("message" in m) == ("messages" in m):
        doc.fail(path, "give exactly one of message, messages")
    if "message" in m:
        found = [(join(path, "message"), doc.text(m, "message", path))]
    else:
        found = []
        for p, item in doc.items(m, "messages", path):
            if not isinstance(item, str) or not item:
                doc.fail(p, f"must be a non-empty string, got {kind_of(item)}")
            found.append((p, item))
        if not found:
            doc.fail(join(path, "messages"), "must not be empty")
    for p, message in found:
        for name in placeholders(message):
            if name not in GENERATORS:
                doc.fail(p, f"unknown placeholder {{{name}}}; known: {', '.join(GENERATORS)}")
    return tuple(message for _, message in found)


def _per_minute(doc: Doc, m: dict[str, Any], path: str) -> tuple[int, int]:
    value = m.get("per_minute", [1, 3])
    p = join(path, "per_minute")
    if isinstance(value, int) and not isinstance(value, bool):
        value = [value, value]
    if (
        not isinstance(value, list) or len(value) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        or not 0 <= value[0] <= value[1] <= 20_000
    ):
        doc.fail(p, "must be [low, high] integers with 0 <= low <= high <= 20000")
    return value[0], value[1]


_LOG_FIELDS = ("level", "component", "message", "messages", "start_seconds",
               "duration_seconds", "per_minute")


def _log(doc: Doc, value: Any, path: str, service: str | None) -> LogSpec:
    fields = _LOG_FIELDS if service else ("service", *_LOG_FIELDS)
    m = doc.mapping(value, path, ("component",) if service else ("service", "component"), fields)
    duration = m.get("duration_seconds")
    return LogSpec(
        service=service or doc.service(m, "service", path),
        level=doc.choice(m, "level", path, LEVELS, "ERROR" if service is None else "INFO"),
        component=doc.text(m, "component", path),
        messages=_messages(doc, m, path),
        start_seconds=doc.number(m, "start_seconds", path, 0.0, -86_400, 86_400),
        duration_seconds=None if duration is None
        else doc.number(m, "duration_seconds", path, None, 1, 864_000),
        per_minute=_per_minute(doc, m, path),
    )


def _change(doc: Doc, value: Any, path: str, service: str | None) -> ChangeSpec:
    fields = ("kind", "minutes_before_alert", "id_prefix", "version", "previous_version", "key",
              "flag", "old_value", "new_value", "author", "summary", "logs")
    required = ("kind", "minutes_before_alert")
    m = doc.mapping(value, path, required if service else (*required, "service"),
                    fields if service else (*fields, "service"))
    kind = doc.choice(m, "kind", path, _KINDS)
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
        logs=tuple(_log(doc, item, p, own) for p, item in doc.items(m, "logs", path)),
    )


def _fault(doc: Doc, value: Any) -> FaultSpec:
    m = doc.mapping(value, "fault", ("service", "change"),
                    ("symptoms", "propagation", "metrics", "k8s_events"))
    service = doc.service(m, "service", "fault")
    change = _change(doc, m["change"], "fault.change", service)
    others = [s for s in SERVICE_NAMES if s != service]
    symptoms = []
    for p, item in doc.items(m, "symptoms", "fault"):
        spec = _log(doc, item, p, None)
        if spec.service == service and spec.level in ("WARN", "ERROR"):
            for i, message in enumerate(spec.messages):
                named = [s for s in others if mentions(message, s)]
                if named:
                    doc.fail(f"{p}.messages[{i}]" if "messages" in item else f"{p}.message",
                             f"a root-cause {spec.level} must not name another service "
                             f"({', '.join(named)})")
        symptoms.append(spec)
    graph = service_by_name()
    reached = [service]
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
            doc.fail(join(p, "callee"), f"{callee!r} is neither the fault service nor an "
                     "earlier hop's service")
        messages = _messages(doc, hm, p)
        for i, message in enumerate(messages):
            if not mentions(message, callee):
                where = f"{p}.messages[{i}]" if "messages" in hm else f"{p}.message"
                doc.fail(where, f"must name the callee {callee!r}")
        hops.append(Hop(
            service=caller, callee=callee,
            lag_seconds=doc.number(hm, "lag_seconds", p, 20.0, 0, 3600),
            level=doc.choice(hm, "level", p, LEVELS, "ERROR"),
            component=doc.text(hm, "component", p),
            messages=messages,
            per_minute=_per_minute(doc, hm, p),
        ))
        reached.append(caller)
    effects = [_metric_effect(doc, item, p) for p, item in doc.items(m, "metrics", "fault")]
    events = []
    for p, item in doc.items(m, "k8s_events", "fault"):
        km = doc.mapping(item, p, ("service", "object", "reason", "message"),
                         ("seconds_after_change", "type"))
        events.append(K8sEventSpec(
            service=doc.service(km, "service", p),
            seconds_after_change=doc.number(km, "seconds_after_change", p, 0.0, -86_400, 86_400),
            object=doc.text(km, "object", p),
            type=doc.choice(km, "type", p, ("Normal", "Warning"), "Warning"),
            reason=doc.text(km, "reason", p),
            message=doc.text(km, "message", p),
        ))
    return FaultSpec(service, change, tuple(symptoms), tuple(hops), tuple(effects), tuple(events))


def _metric_effect(doc: Doc, item: Any, p: str) -> MetricEffect:
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


def _transient(doc: Doc, value: Any) -> TransientSpec:
    m = doc.mapping(value, "transient", (), ("logs", "metrics"))
    logs = tuple(_log(doc, item, p, None) for p, item in doc.items(m, "logs", "transient"))
    metrics = tuple(_metric_effect(doc, item, p)
                    for p, item in doc.items(m, "metrics", "transient"))
    if not logs and not metrics:
        doc.fail("transient", "give at least one of logs, metrics")
    return TransientSpec(logs, metrics)


def _auth(doc: Doc, value: Any) -> AuthSpec:
    m = doc.mapping(value, "auth", ("required",), ("token_ttl_seconds",))
    required = m["required"]
    if not isinstance(required, bool):
        doc.fail("auth.required", f"must be true or false, got {kind_of(required)}")
    return AuthSpec(required, doc.number(m, "token_ttl_seconds", "auth", 300.0, 1, 86_400))


_FAULT_FIELDS = ("name", "status", "retry_after", "every", "first", "latency_ms", "drop",
                 "expire_tokens_after_s", "enabled")


def endpoint_fault(doc: Doc, value: Any, p: str) -> EndpointFault:
    """One `faults:` entry (from an incident, or a dict given to `create_app`)."""
    m = doc.mapping(value, p, ("path",), _FAULT_FIELDS)
    path = doc.text(m, "path", p)
    if not path.startswith("/"):
        doc.fail(join(p, "path"), f"must start with '/', got {path!r}")
    status = _opt_int(doc, m, "status", p, 400, 599)
    every = _opt_int(doc, m, "every", p, 1, 1_000_000)
    first = _opt_int(doc, m, "first", p, 1, 1_000_000)
    if every is not None and first is not None:
        doc.fail(p, "give at most one of every, first")
    retry_after = None if m.get("retry_after") is None \
        else doc.number(m, "retry_after", p, None, 0, 86_400)
    if retry_after is not None and status not in (429, 503):
        doc.fail(join(p, "retry_after"), "only with status 429 or 503")
    latency = doc.number(m, "latency_ms", p, 0.0, 0, 600_000)
    drop = _opt_bool(doc, m, "drop", p, False)
    enabled = _opt_bool(doc, m, "enabled", p, True)
    expire = None if m.get("expire_tokens_after_s") is None \
        else doc.number(m, "expire_tokens_after_s", p, None, 0, 86_400)
    if drop and status is not None:
        doc.fail(join(p, "drop"), "a dropped connection has no status; give one of drop, status")
    if enabled and not (status is not None or drop or latency > 0 or expire is not None):
        doc.fail(p, "does nothing: give status, drop, latency_ms or expire_tokens_after_s "
                 "(or enabled: false)")
    effects = [f"status={status}" if status is not None else "",
               f"retry_after={retry_after:g}" if retry_after is not None else "",
               f"latency_ms={latency:g}" if latency else "", "drop" if drop else "",
               f"expire_tokens_after_s={expire:g}" if expire is not None else "",
               f"first={first}" if first is not None else f"every={every or 1}"]
    default_name = " ".join([path, *(e for e in effects if e)])
    return EndpointFault(
        path=path, name=doc.text(m, "name", p, default_name), status=status,
        retry_after=retry_after, every=every, first=first, latency_ms=latency, drop=drop,
        expire_tokens_after_s=expire, enabled=enabled,
    )


def _opt_int(doc: Doc, m: dict[str, Any], key: str, p: str, low: int, high: int) -> int | None:
    value = m.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        doc.fail(join(p, key), f"must be an integer from {low} to {high}, got {value!r}")
    return value


def _opt_bool(doc: Doc, m: dict[str, Any], key: str, p: str, default: bool) -> bool:
    value = m.get(key, default)
    if not isinstance(value, bool):
        doc.fail(join(p, key), f"must be true or false, got {kind_of(value)}")
    return value


def _trap(doc: Doc, value: Any, p: str) -> TrapRule:
    m = doc.mapping(value, p, ("name", "path"), ("params", "max_identical", "max_calls"))
    params: list[tuple[str, tuple[str, ...]]] = []
    raw = m.get("params") or {}
    if not isinstance(raw, dict):
        doc.fail(join(p, "params"), f"must be a mapping, got {kind_of(raw)}")
    for key, want in raw.items():
        values = want if isinstance(want, list) else [want]
        if not values or not all(isinstance(v, str) and v for v in values):
            doc.fail(join(join(p, "params"), str(key)),
                     "must be a non-empty string or a list of them")
        params.append((str(key), tuple(values)))
    rule = TrapRule(
        name=doc.text(m, "name", p), path=doc.text(m, "path", p), params=tuple(params),
        max_identical=_opt_int(doc, m, "max_identical", p, 1, 1_000_000),
        max_calls=_opt_int(doc, m, "max_calls", p, 0, 1_000_000),
    )
    if not rule.path.startswith("/"):
        doc.fail(join(p, "path"), f"must start with '/', got {rule.path!r}")
    if rule.max_identical is None and rule.max_calls is None:
        doc.fail(p, "give at least one of max_identical, max_calls")
    return rule


def _noise(doc: Doc, value: Any) -> NoiseSpec:
    m = doc.mapping(value, "noise", (), ("volume", "loud_warnings"))
    loud = []
    for p, item in doc.items(m, "loud_warnings", "noise"):
        if isinstance(item, dict):
            item = {"level": "WARN", **item}
        loud.append(_log(doc, item, p, None))
    return NoiseSpec(
        volume=doc.number(m, "volume", "noise", 1.0, 0.1, 10),
        loud_warnings=tuple(loud),
    )


def _ground_truth(doc: Doc, value: Any, fault: FaultSpec | None) -> GroundTruthSpec:
    p = "ground_truth"
    m = doc.mapping(value, p, ("facts", "expect"), ("root_cause_service", "change_id"))
    root = None if m.get("root_cause_service") is None else doc.service(m, "root_cause_service", p)
    change_id = m.get("change_id")
    if change_id not in (None, "fault"):
        doc.fail(f"{p}.change_id", "must be 'fault' (resolved per seed) or null")
    if fault is not None and root != fault.service:
        doc.fail(f"{p}.root_cause_service", f"must be the fault service {fault.service!r}")
    if fault is None and (root is not None or change_id is not None):
        doc.fail(p, "an incident without a fault has no root_cause_service or change_id")
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
    )
