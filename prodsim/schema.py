"""YAML -> `Incident`, with every error naming the field path and the line it came from.

The document is composed once into a node tree (for line numbers and duplicate-key checks) and
constructed into plain Python values; the `_Doc` helper then reads those values field by field.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any, NoReturn

import yaml

from prodsim.incident import (
    AlertSpec,
    ChangeSpec,
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
)
from prodsim.templates import GENERATORS, LEVELS, placeholders
from prodsim.timeutil import from_datetime, parse_time
from prodsim.topology import METRIC_NAMES, SERVICE_NAMES, service_by_name

_NAME = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_KINDS = ("deploy", "config", "flag")
_DEFAULT_PREFIX = {"deploy": "dep", "config": "cfg", "flag": "flag"}


def mentions(text: str, service: str) -> bool:
    """True when `text` names `service` as a whole word (`orders`, not `orders-db` or `order`)."""
    return re.search(rf"(?<![\w-]){re.escape(service)}(?![\w-])", text) is not None


class _Doc:
    """Typed access to the constructed YAML, failing with `source line N: path: message`."""

    def __init__(self, source: str, lines: dict[str, int]) -> None:
        self.source = source
        self.lines = lines

    def fail(self, path: str, message: str) -> NoReturn:
        probe = path
        while probe and probe not in self.lines:
            probe = re.sub(r"(\.[^.\[]*|\[\d+\])$", "", probe)
        line = self.lines.get(probe, 1)
        where = f"{path}: " if path else ""
        raise IncidentError(f"{self.source} line {line}: {where}{message}")

    def mapping(
        self, value: Any, path: str, required: tuple[str, ...], optional: tuple[str, ...] = ()
    ) -> dict[str, Any]:
        if not isinstance(value, dict):
            self.fail(path, f"must be a mapping, got {_kind(value)}")
        for key in value:
            if key not in required and key not in optional:
                allowed = ", ".join(sorted((*required, *optional)))
                self.fail(_join(path, str(key)), f"unknown field (allowed: {allowed})")
        for key in required:
            if key not in value:
                self.fail(_join(path, key), "required field is missing")
        return value

    def text(self, m: dict[str, Any], key: str, path: str, default: str | None = None) -> str:
        value = m.get(key, default)
        if value is None:
            self.fail(_join(path, key), "required field is missing")
        if not isinstance(value, str):
            self.fail(_join(path, key), f"must be a string, got {_kind(value)}")
        if not value.strip() and default is None:
            self.fail(_join(path, key), "must not be empty")
        return value

    def opt_text(self, m: dict[str, Any], key: str, path: str) -> str | None:
        return None if m.get(key) is None else self.text(m, key, path)

    def scalar(self, m: dict[str, Any], key: str, path: str) -> str:
        """A config or flag value: any scalar, rendered the way YAML wrote it."""
        value = m.get(key)
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, int | float | str):
            return str(value)
        self.fail(_join(path, key), f"must be a scalar, got {_kind(value)}")

    def number(
        self, m: dict[str, Any], key: str, path: str, default: float | None = None,
        low: float | None = None, high: float | None = None,
    ) -> float:
        value = m.get(key, default)
        if isinstance(value, bool) or not isinstance(value, int | float):
            self.fail(_join(path, key), f"must be a number, got {_kind(value)}")
        if (low is not None and value < low) or (high is not None and value > high):
            self.fail(_join(path, key), f"must be from {low} to {high}, got {value}")
        return float(value)

    def choice(
        self, m: dict[str, Any], key: str, path: str, options: tuple[str, ...],
        default: str | None = None,
    ) -> str:
        value = self.text(m, key, path, default)
        if value not in options:
            self.fail(_join(path, key), f"must be one of {', '.join(options)}, got {value!r}")
        return value

    def service(self, m: dict[str, Any], key: str, path: str) -> str:
        value = self.text(m, key, path)
        if value not in SERVICE_NAMES:
            self.fail(_join(path, key), f"unknown service {value!r}")
        return value

    def items(self, m: dict[str, Any], key: str, path: str) -> list[tuple[str, Any]]:
        value = m.get(key)
        if value is None:
            return []
        if not isinstance(value, list):
            self.fail(_join(path, key), f"must be a list, got {_kind(value)}")
        return [(f"{_join(path, key)}[{i}]", item) for i, item in enumerate(value)]


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def _kind(value: Any) -> str:
    return "nothing" if value is None else type(value).__name__


def _lines(node: yaml.Node, path: str, out: dict[str, int], doc: _Doc) -> None:
    """Record the line of every path and refuse duplicate keys (YAML would keep the last)."""
    out.setdefault(path, node.start_mark.line + 1)
    if isinstance(node, yaml.MappingNode):
        seen: set[str] = set()
        for key_node, value_node in node.value:
            key = str(key_node.value)
            child = _join(path, key)
            if key in seen:
                doc.lines[child] = key_node.start_mark.line + 1
                doc.fail(child, "duplicate key")
            seen.add(key)
            out[child] = key_node.start_mark.line + 1
            _lines(value_node, child, out, doc)
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            _lines(item, f"{path}[{i}]", out, doc)


def parse_incident(text: str, source: str) -> Incident:
    """Parse and validate one incident document."""
    lines: dict[str, int] = {}
    doc = _Doc(source, lines)
    loader = yaml.SafeLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            raise IncidentError(f"{source} line 1: the file is empty")
        _lines(node, "", lines, doc)
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


def _incident(doc: _Doc, data: Any) -> Incident:
    m = doc.mapping(
        data, "", ("name", "description", "start", "alert", "ground_truth"),
        ("fault", "decoys", "noise"),
    )
    name = doc.text(m, "name", "")
    if not _NAME.match(name):
        doc.fail("name", "must be lowercase letters, digits and dashes")
    alert = _alert(doc, m["alert"])
    fault = None if m.get("fault") is None else _fault(doc, m["fault"])
    path = fault.path() if fault else ()
    if fault and alert.service not in path:
        doc.fail("alert.service", f"{alert.service!r} is not on the fault path {list(path)}")
    decoys = tuple(
        _change(doc, item, p, None) for p, item in doc.items(m, "decoys", "")
    )
    for i, decoy in enumerate(decoys):
        if decoy.service in path:
            doc.fail(f"decoys[{i}].service", f"{decoy.service!r} is on the fault path")
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
    )


def _time(doc: _Doc, m: dict[str, Any], key: str) -> int:
    value = m[key]
    if isinstance(value, datetime):  # YAML already parsed an unquoted timestamp
        return from_datetime(value)
    if isinstance(value, str):
        try:
            return parse_time(value)
        except ValueError:
            pass
    doc.fail(key, f"not an RFC 3339 time: {value!r}")


def _alert(doc: _Doc, value: Any) -> AlertSpec:
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


def _messages(doc: _Doc, m: dict[str, Any], path: str) -> tuple[str, ...]:
    if ("message" in m) == ("messages" in m):
        doc.fail(path, "give exactly one of message, messages")
    if "message" in m:
        found = [(_join(path, "message"), doc.text(m, "message", path))]
    else:
        found = []
        for p, item in doc.items(m, "messages", path):
            if not isinstance(item, str) or not item:
                doc.fail(p, f"must be a non-empty string, got {_kind(item)}")
            found.append((p, item))
        if not found:
            doc.fail(_join(path, "messages"), "must not be empty")
    for p, message in found:
        for name in placeholders(message):
            if name not in GENERATORS:
                doc.fail(p, f"unknown placeholder {{{name}}}; known: {', '.join(GENERATORS)}")
    return tuple(message for _, message in found)


def _per_minute(doc: _Doc, m: dict[str, Any], path: str) -> tuple[int, int]:
    value = m.get("per_minute", [1, 3])
    p = _join(path, "per_minute")
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


def _log(doc: _Doc, value: Any, path: str, service: str | None) -> LogSpec:
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


def _change(doc: _Doc, value: Any, path: str, service: str | None) -> ChangeSpec:
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
            doc.fail(_join(path, other), f"required for kind {kind}")
        if other not in needs and other in m:
            doc.fail(_join(path, other), f"not used by kind {kind}")
    prefix = doc.text(m, "id_prefix", path, _DEFAULT_PREFIX[kind])
    if not re.fullmatch(r"[a-z]{2,8}", prefix):
        doc.fail(_join(path, "id_prefix"), "must be 2-8 lowercase letters")
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


def _fault(doc: _Doc, value: Any) -> FaultSpec:
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
            doc.fail(_join(p, "callee"), f"{caller} does not call {callee} "
                     f"(it calls: {', '.join(graph[caller].depends_on) or 'nothing'})")
        if callee not in reached:
            doc.fail(_join(p, "callee"), f"{callee!r} is neither the fault service nor an "
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
    effects = []
    for p, item in doc.items(m, "metrics", "fault"):
        em = doc.mapping(item, p, ("service", "metric", "value"),
                         ("mode", "start_seconds", "ramp_minutes"))
        metric = doc.choice(em, "metric", p, METRIC_NAMES)
        effects.append(MetricEffect(
            service=doc.service(em, "service", p), metric=metric,
            mode=doc.choice(em, "mode", p, ("set", "multiply", "add"), "set"),
            value=doc.number(em, "value", p),
            start_seconds=doc.number(em, "start_seconds", p, 30.0, -3600, 86_400),
            ramp_minutes=doc.number(em, "ramp_minutes", p, 0.0, 0, 600),
        ))
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


def _noise(doc: _Doc, value: Any) -> NoiseSpec:
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


def _ground_truth(doc: _Doc, value: Any, fault: FaultSpec | None) -> GroundTruthSpec:
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
                doc.fail(pp, f"must be a non-empty regex string, got {_kind(pattern)}")
            try:
                re.compile(pattern.replace("{change_id}", "dep-000000"))
            except re.error as exc:
                doc.fail(pp, f"invalid regex: {exc}")
            patterns.append(pattern)
        if not patterns:
            doc.fail(_join(fp, "any_of"), "must list at least one regex")
        facts.append(Fact(doc.text(fm, "name", fp), tuple(patterns)))
    if not facts:
        doc.fail(f"{p}.facts", "must list at least one fact")
    return GroundTruthSpec(
        root_cause_service=root,
        change_id=change_id,
        facts=tuple(facts),
        expect=doc.choice(m, "expect", p, ("resolve", "escalate")),
    )
