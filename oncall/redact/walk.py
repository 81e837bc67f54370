"""Rebuild JSON-like data with its strings changed: dicts, lists, tuples and (frozen) dataclass
records, such as a source's typed results, keep their shape and type; anything else is kept.
An unchanged part is returned as the same object, so a clean result costs no copies."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Hashable, Mapping, Sequence
from functools import cache
from typing import Any, cast


def record_fields(record: Any) -> tuple[str, ...]:
    """The init fields of a dataclass record (the ones `dataclasses.replace` may set)."""
    return _fields(cast(Hashable, type(record)))


@cache
def _fields(cls: Hashable) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cast(Any, cls)) if f.init)


def is_record(data: Any) -> bool:
    return dataclasses.is_dataclass(data) and not isinstance(data, type)


def rebuild(data: Any, on_str: Callable[[str], str],
            on_many: Callable[[Sequence[str]], list[str]] | None = None) -> Any:
    """`data` with `on_str` applied to every string inside it (mapping keys included); long
    sequences of strings or of simple records go to `on_many` in one batch."""
    if isinstance(data, str):
        return on_str(data)
    if isinstance(data, Mapping):
        out = {(on_str(k) if isinstance(k, str) else k): rebuild(v, on_str, on_many)
               for k, v in data.items()}
        return data if _same(data, out) else out
    if isinstance(data, list | tuple):
        fast = batched(data, on_many) if on_many is not None and len(data) >= 16 else None
        items = fast if fast is not None else [rebuild(v, on_str, on_many) for v in data]
        if all(a is b for a, b in zip(items, data, strict=True)):
            return data
        return items if isinstance(data, list) else tuple(items)
    if is_record(data):
        changed = {}
        for name in record_fields(data):
            value = getattr(data, name)
            new = rebuild(value, on_str, on_many)
            if new is not value:
                changed[name] = new
        return dataclasses.replace(data, **changed) if changed else data
    return data


def _same(before: Mapping[Any, Any], after: Mapping[Any, Any]) -> bool:
    return len(before) == len(after) and all(
        k in before and before[k] is v for k, v in after.items())


def batched(seq: Sequence[Any], texts: Callable[[Sequence[str]], list[str]]
            ) -> list[Any] | None:
    """`seq` with `texts` applied to its strings in one batch, when it is all strings or all
    records of one dataclass type whose fields are strings (or None); None otherwise."""
    if not seq:
        return None
    first = type(seq[0])
    if first is str:
        if not all(type(v) is str for v in seq):
            return None
        return texts(seq)
    if not is_record(seq[0]) or not all(type(v) is first for v in seq):
        return None
    names = record_fields(seq[0])
    columns = {name: [getattr(r, name) for r in seq] for name in names}
    if not all(v is None or type(v) is str for col in columns.values() for v in col):
        return None
    out = list(seq)
    for name, col in columns.items():
        present = [i for i, v in enumerate(col) if v is not None]
        new = texts([col[i] for i in present])
        for i, value in zip(present, new, strict=True):
            if value is not col[i]:
                out[i] = dataclasses.replace(out[i], **{name: value})
    return out
