"""Answers for structured-output requests (`format`): a minimal instance of the schema.

With `format` set, Ollama constrains generation to the schema (and never produces tool calls),
so a policy asked for structured output answers with schema-shaped JSON text in `content`.
Policies that mean something by it (a judge) build their own; this is the generic fallback.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import orjson

from prodsim.scripted.chat import JsonObject, Reply

_MAX_DEPTH = 8


def instance_of(schema: Any, depth: int = 0) -> Any:
    """The simplest value valid for `schema`: first enum/const, minimums, every property."""
    if not isinstance(schema, Mapping) or depth > _MAX_DEPTH:
        return None
    if "const" in schema:
        return schema["const"]
    enum = schema.get("enum")
    if isinstance(enum, list) and enum:
        return enum[0]
    for key in ("anyOf", "oneOf", "allOf"):
        options = schema.get(key)
        if isinstance(options, list) and options:
            return instance_of(options[0], depth + 1)
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), "null")
    if kind == "object" or (kind is None and "properties" in schema):
        props = schema.get("properties")
        if not isinstance(props, Mapping):
            return {}
        return {name: instance_of(sub, depth + 1) for name, sub in props.items()}
    if kind == "array":
        count = schema.get("minItems")
        count = count if isinstance(count, int) and 0 < count <= 16 else 0
        return [instance_of(schema.get("items"), depth + 1) for _ in range(count)]
    return _scalar(kind, schema)


def _scalar(kind: Any, schema: Mapping[str, Any]) -> Any:
    minimum = schema.get("minimum")
    low = minimum if isinstance(minimum, int | float) and not isinstance(minimum, bool) else 0
    if kind == "integer":
        return int(low) if low == int(low) else int(low) + 1
    if kind == "number":
        return float(low)
    if kind == "boolean":
        return False
    if kind == "string":
        length = schema.get("minLength")
        return "x" * length if isinstance(length, int) and 0 < length <= 256 else ""
    return None


def structured_reply(fmt: str | JsonObject) -> Reply:
    """The content a schema-constrained model would emit: compact JSON text."""
    value = {} if isinstance(fmt, str) else instance_of(fmt)
    return Reply(content=orjson.dumps(value).decode())
