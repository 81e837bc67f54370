"""Rebuild JSON-like data with its strings changed: dicts, lists, tuples and (frozen) dataclass
records, such as a source's typed results, keep their shape and type; anything else is kept.
An unchanged part is returned as the same object, so a clean result costs no copies."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any


@cache
def record_fields(cls: type) -> tuple[str, ...]:
    """The init fields of a dataclass type (the ones `dataclasses.replace` may set)."""
    return tuple(f.name for f in dataclasses.fields(cls) if f.init)


def is_record(data: Any) -> bool:
    return dataclasses.is_dataclass(data) and not isinstance(data, type)


def rebuild(data: Any, on_str: Callable[[str], str]) -> Any:
    """`data` with `on_str` applied to every string inside it (mapping keys included)."""
    if isinstance(data, str):
        return on_str(data)
    if isinstance(data, Mapping):
        out = {(on_str(k) if isinstance(k, str) else k): rebuild(v, on_str)
               for k, v in data.items()}
        return data if _same(data, out) else out
    if isinstance(data, list | tuple):
        items = [rebuild(v, on_str) for v in data]
        if all(a is b for a, b in zip(items, data, strict=True)):
            return data
        return items if isinstance(data, list) else tuple(items)
    if is_record(data):
        changed = {}
        for name in record_fields(type(data)):
            value = getattr(data, name)
            new = rebuild(value, on_str)
            if new is not value:
                changed[name] = new
        return dataclasses.replace(data, **changed) if changed else data
    return data


def _same(before: Mapping[Any, Any], after: Mapping[Any, Any]) -> bool:
    return len(before) == len(after) and all(
        k in before and before[k] is v for k, v in after.items())
