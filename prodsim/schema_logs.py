"""YAML -> `LogSpec`: the log streams an incident adds, and the values that follow the clock.

Shared by the fault, the transient, decoys and noise (`prodsim.schema`); every error names the
field path and line through `Doc`.
"""

from __future__ import annotations

import re
from typing import Any

from prodsim.incident import LogSpec, ValueSpec
from prodsim.templates import GENERATORS, LEVELS, placeholders
from prodsim.yamldoc import Doc, join, kind_of

_VALUE_NAME = re.compile(r"^[a-z_]+$")


def messages(doc: Doc, m: dict[str, Any], path: str,
             own: tuple[str, ...] = ()) -> tuple[str, ...]:
    """`message` or `messages`; every placeholder is a generator or one of `own` values."""
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
            if name not in GENERATORS and name not in own:
                known = ", ".join((*GENERATORS, *own))
                doc.fail(p, f"unknown placeholder {{{name}}}; known: {known}")
    return tuple(message for _, message in found)


def per_minute(doc: Doc, m: dict[str, Any], path: str) -> tuple[int, int]:
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


def values(doc: Doc, m: dict[str, Any], path: str) -> tuple[ValueSpec, ...]:
    """`values: {name: {start, per_minute, decimals, min, max}}`: placeholders that evolve."""
    raw = m.get("values") or {}
    p = join(path, "values")
    if not isinstance(raw, dict):
        doc.fail(p, f"must be a mapping of placeholder names, got {kind_of(raw)}")
    out = []
    for name, spec in raw.items():
        vp = join(p, str(name))
        if not isinstance(name, str) or not _VALUE_NAME.match(name):
            doc.fail(vp, "a placeholder name is lowercase letters and underscores")
        vm = doc.mapping(spec, vp, ("start",), ("start", "per_minute", "decimals", "min", "max"))
        decimals = vm.get("decimals", 0)
        if isinstance(decimals, bool) or not isinstance(decimals, int) or not 0 <= decimals <= 4:
            doc.fail(join(vp, "decimals"), f"must be an integer from 0 to 4, got {decimals!r}")
        low = None if vm.get("min") is None else doc.number(vm, "min", vp)
        high = None if vm.get("max") is None else doc.number(vm, "max", vp)
        if low is not None and high is not None and low > high:
            doc.fail(join(vp, "min"), f"must not exceed max ({high:g})")
        out.append(ValueSpec(name, doc.number(vm, "start", vp),
                             doc.number(vm, "per_minute", vp, 0.0), decimals, low, high))
    return tuple(out)


LOG_FIELDS = ("level", "component", "message", "messages", "start_seconds",
              "duration_seconds", "per_minute", "values")


def log_spec(doc: Doc, value: Any, path: str, service: str | None) -> LogSpec:
    """One stream; `service` is given when the context fixes it (a decoy's own logs)."""
    fields = LOG_FIELDS if service else ("service", *LOG_FIELDS)
    m = doc.mapping(value, path, ("component",) if service else ("service", "component"), fields)
    duration = m.get("duration_seconds")
    evolving = values(doc, m, path)
    return LogSpec(
        service=service or doc.service(m, "service", path),
        level=doc.choice(m, "level", path, LEVELS, "ERROR" if service is None else "INFO"),
        component=doc.text(m, "component", path),
        messages=messages(doc, m, path, tuple(v.name for v in evolving)),
        start_seconds=doc.number(m, "start_seconds", path, 0.0, -86_400, 86_400),
        duration_seconds=None if duration is None
        else doc.number(m, "duration_seconds", path, None, 1, 864_000),
        per_minute=per_minute(doc, m, path),
        values=evolving,
    )
