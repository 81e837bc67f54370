"""The event kinds of the log, one frozen dataclass each.

A kind is either a **step** (`replayed = True`): a unit of work the loop performs once and a
resumed run re-reads instead of redoing, matched by (kind, step, key); or a **record**
(`replayed = False`): a trace of something that happened inside a step (a retry, a fold, a
fallback) or around the run (its start, its end, a takeover), folded into the state but never
matched. Which one a kind is lives here, beside its fields, so a new kind cannot be written
without saying it.

The store still writes each payload as one JSON object, the fields by name (a name that is a
Python keyword keeps its wire name through `wire`). Decoding is lenient — a field missing from
an old database takes its default, an unknown one is ignored — while appending is strict: a
payload with a field its kind does not declare, or a kind nobody declared, is refused, so the
types and the log cannot drift apart. `docs/events.md` is generated from the classes
(`python -m oncall.events`) and a test checks it is current.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import field
from typing import Any, ClassVar

JSON = Any
"""A JSON value as the payload holds it (object, list, string, number, bool or null)."""

KINDS: dict[str, type[Body]] = {}
"""Every declared kind, by its name in the log."""


def wire(name: str) -> Any:
    """A field whose payload key is `name` (e.g. a Python keyword such as ``from``)."""
    return field(default=None, metadata={"wire": name})


class Body:
    """The payload of one event. Subclasses set `kind` and `replayed` and list their fields
    (each a frozen dataclass)."""

    __slots__ = ()
    kind: ClassVar[str] = ""
    replayed: ClassVar[bool] = False
    about: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__dict__.get("kind"):
            # `dataclass(slots=True)` builds the class anew: the same name may come twice.
            known = KINDS.get(cls.kind)
            if known is not None and known.__qualname__ != cls.__qualname__:
                raise TypeError(f"event kind {cls.kind!r} declared twice")
            KINDS[cls.kind] = cls

    def to_payload(self) -> dict[str, JSON]:
        """The JSON object the store writes."""
        return {_wire(f): getattr(self, f.name)
                for f in _fields(self)}


class Step(Body):
    """A step that replay matches: performed once, re-read on resume."""

    __slots__ = ()
    replayed = True


class Record(Body):
    """A record folded into the state but never matched on resume."""

    __slots__ = ()
    replayed = False


def _fields(body: type[Body] | Body) -> tuple[dataclasses.Field[Any], ...]:
    """The declared fields (every concrete kind is a dataclass; the base is not)."""
    return dataclasses.fields(body)  # type: ignore[arg-type]


def _wire(f: dataclasses.Field[Any]) -> str:
    return str(f.metadata.get("wire", f.name))


_INTERNAL = ("_key", "_digest")
"""What the journal adds to a step's payload: its replay key and its request digest."""


class UndeclaredEvent(ValueError):
    """A payload that does not match any declared kind (a programming error)."""


def wire_keys(kind: str) -> frozenset[str]:
    cls = KINDS.get(kind)
    if cls is None:
        raise UndeclaredEvent(f"event kind {kind!r} is not declared in oncall/events/")
    return frozenset(_wire(f) for f in _fields(cls))


def check(kind: str, payload: Mapping[str, JSON]) -> None:
    """Refuse a payload whose kind or fields are not declared (appends only)."""
    extra = set(payload) - wire_keys(kind) - set(_INTERNAL)
    if extra:
        raise UndeclaredEvent(f"event kind {kind!r} does not declare {sorted(extra)} "
                              "(add the fields to its class in oncall/events/)")


def decode(kind: str, payload: Mapping[str, JSON]) -> Body | None:
    """The typed body of a logged payload; None for a kind this version does not know (a
    newer writer's), which the state fold then ignores."""
    cls = KINDS.get(kind)
    if cls is None:
        return None
    values = {f.name: payload[_wire(f)] for f in _fields(cls) if _wire(f) in payload}
    return cls(**values)


def replayed(kind: str) -> bool:
    """Whether a resumed run re-reads events of this kind; an unknown kind never is."""
    cls = KINDS.get(kind)
    return bool(cls and cls.replayed)


def reference() -> str:
    """`docs/events.md`: every kind with its fields, from the classes above."""
    lines = ["# Events", "", "Generated from `oncall/events/` by `python -m oncall.events`; "
             "a test checks it is current.", "",
             "Every event has `run_id`, `seq` (per run, from 1), `kind`, `step` and `ts` (the "
             "store's clock) beside its payload, and `hash`: sha256 over the row and the "
             "hash of the run's previous event, checked on every read of a run and by `python "
             "-m oncall verify` (docs/durability.md). A **step** is replayed on resume: matched by "
             "kind, step and key, its logged result re-read instead of redone. A **record** is "
             "folded into the run's state but never matched.", ""]
    for name in sorted(KINDS):
        cls = KINDS[name]
        lines += [f"## `{name}` ({'step' if cls.replayed else 'record'})", "", cls.about, "",
                  "| field | type | default |", "| --- | --- | --- |"]
        for f in _fields(cls):
            default = (f.default if f.default is not dataclasses.MISSING else
                       f.default_factory() if f.default_factory is not dataclasses.MISSING
                       else "")
            kind = str(f.type).replace("|", "\\|")
            lines.append(f"| `{_wire(f)}` | `{kind}` | `{default!r}` |")
        lines.append("")
    return "\n".join(lines)

