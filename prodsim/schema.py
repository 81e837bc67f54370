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
    Component,
    EndpointFault,
    Incident,
    IncidentError,
    NoiseSpec,
    TransientSpec,
    TrapRule,
)
from prodsim.schema_fault import (
    change_spec,
    components,
    fault,
    ground_truth,
    k8s_events,
    metric_effect,
    onset_seconds_before_alert,
)
from prodsim.schema_logs import log_spec
from prodsim.timeutil import from_datetime, parse_time
from prodsim.yamldoc import Doc, check_scalars, join, kind_of, record_lines, refuse_aliases

_NAME = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_PATH_DECOY_GAP_S = 150
"""A decoy on the fault path lands at least this long after the onset (both times jitter by
up to 45 s per seed), so it can never be what started the errors."""


def parse_incident(text: str, source: str) -> Incident:
    """Parse and validate one incident document."""
    lines: dict[str, int] = {}
    doc = Doc(source, lines)
    refuse_aliases(text, source)
    try:
        loader = yaml.SafeLoader(text)
    except yaml.reader.ReaderError as exc:  # a control character: refused before parsing
        line = text[:max(0, exc.position)].count("\n") + 1
        raise IncidentError(f"{source} line {line}: {exc.reason}") from None
    try:
        node = loader.get_single_node()
        if node is None:
            raise IncidentError(f"{source} line 1: the file is empty")
        check_scalars(node, source)
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
        ("fault", "decoys", "noise", "transient", "faults", "auth", "traps", "components"),
    )
    name = doc.text(m, "name", "")
    if not _NAME.match(name):
        doc.fail("name", "must be lowercase letters, digits and dashes")
    alert = _alert(doc, m["alert"])
    parts = components(doc, m)
    spec = None if m.get("fault") is None else fault(doc, m["fault"], parts)
    path = spec.path() if spec else ()
    if spec and alert.service not in path:
        doc.fail("alert.service", f"{alert.service!r} is not on the fault path {list(path)}")
    transient = None if m.get("transient") is None else _transient(doc, m["transient"], parts)
    decoys = tuple(
        change_spec(doc, item, p, None) for p, item in doc.items(m, "decoys", "")
    )
    for i, decoy in enumerate(decoys):
        _decoy_on_path(doc, i, decoy.service, decoy.minutes_before_alert, spec)
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
        fault=spec,
        decoys=decoys,
        noise=_noise(doc, m.get("noise", {}) or {}),
        ground_truth=ground_truth(doc, m["ground_truth"], spec, parts),
        source=doc.source,
        transient=transient,
        faults=faults,
        auth=auth,
        traps=tuple(_trap(doc, item, p) for p, item in doc.items(m, "traps", "")),
        components=parts,
    )


def _decoy_on_path(doc: Doc, i: int, service: str, minutes: float, spec: Any) -> None:
    """A decoy may sit on the fault path (a harmless deploy on the alerting service itself),
    but never on the root cause's service or where errors start, and only after the onset."""
    if spec is None or service not in spec.path():
        return
    if service in (spec.service, spec.first_failing):
        doc.fail(f"decoys[{i}].service", f"{service!r} is where the fault is")
    if onset_seconds_before_alert(spec) - minutes * 60 < _PATH_DECOY_GAP_S:
        doc.fail(f"decoys[{i}].minutes_before_alert",
                 f"a decoy on the fault path ({service}) must land at least "
                 f"{_PATH_DECOY_GAP_S} s after the fault's onset "
                 f"({onset_seconds_before_alert(spec) / 60:g} min before the alert)")


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


def _transient(doc: Doc, value: Any, parts: tuple[Component, ...]) -> TransientSpec:
    m = doc.mapping(value, "transient", (), ("logs", "metrics", "k8s_events"))
    logs = tuple(log_spec(doc, item, p, None) for p, item in doc.items(m, "logs", "transient"))
    metrics = tuple(metric_effect(doc, item, p)
                    for p, item in doc.items(m, "metrics", "transient"))
    events = k8s_events(doc, m, "transient", parts)
    if not logs and not metrics and not events:
        doc.fail("transient", "give at least one of logs, metrics, k8s_events")
    return TransientSpec(logs, metrics, events)


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
        loud.append(log_spec(doc, item, p, None))
    return NoiseSpec(
        volume=doc.number(m, "volume", "noise", 1.0, 0.1, 10),
        loud_warnings=tuple(loud),
    )
