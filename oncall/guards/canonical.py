"""Canonical tool arguments: the idempotency key of a tool call.

Two calls that would ask production the same question get the same key: keys sorted, absent
and null arguments alike, whitespace collapsed, case folded where the tool says a field is
case-insensitive, equal numbers equal (``50`` and ``50.0``), and times compared as instants
(``02:00:00Z`` and ``02:00:00+00:00``).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from datetime import UTC, datetime
from typing import Any

import orjson

_TIME_HINT = ("-", ":")


def _time(text: str) -> str | None:
    """An RFC 3339 instant as canonical UTC text, or None if `text` is not one."""
    if len(text) < 16 or not all(h in text for h in _TIME_HINT) or not text[:4].isdigit():
        return None
    try:
        value = datetime.fromisoformat(text.replace("Z", "+00:00").replace("z", "+00:00"))
    except ValueError:
        return None
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def canonical(value: Any, *, fold_case: bool = False) -> Any:
    """The canonical form of one argument value (JSON-compatible)."""
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int | float):
        as_float = float(value)
        if as_float != as_float:  # NaN never equals anything; keep it distinct but stable
            return "NaN"
        return int(as_float) if as_float.is_integer() and abs(as_float) < 2**63 else as_float
    if isinstance(value, str):
        text = " ".join(value.split())
        instant = _time(text)
        if instant is not None:
            return instant
        return text.casefold() if fold_case else text
    if isinstance(value, Mapping):
        return {str(k): canonical(v, fold_case=fold_case) for k, v in sorted(
            value.items(), key=lambda kv: str(kv[0])) if v is not None}
    if isinstance(value, list | tuple):
        return [canonical(v, fold_case=fold_case) for v in value]
    return repr(value)


def canonical_arguments(args: Mapping[str, Any],
                        case_insensitive: Collection[str] = ()) -> dict[str, Any]:
    return {str(k): canonical(v, fold_case=k in case_insensitive)
            for k, v in sorted(args.items(), key=lambda kv: str(kv[0])) if v is not None}


def call_key(name: str, args: Mapping[str, Any], case_insensitive: Collection[str] = ()) -> str:
    """The idempotency key: tool name plus canonical arguments, as compact JSON."""
    return orjson.dumps([name, canonical_arguments(args, case_insensitive)],
                        option=orjson.OPT_SORT_KEYS).decode()
