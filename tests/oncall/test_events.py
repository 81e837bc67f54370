"""The event kinds: declared once, documented from the declarations, strict on append."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from oncall import events
from oncall.events import KINDS, UndeclaredEvent, check, decode, replayed

DOCS = Path(__file__).resolve().parents[2] / "docs" / "events.md"


def test_docs_events_md_is_generated_from_the_types() -> None:
    assert DOCS.read_text() == events.reference(), (
        "docs/events.md is stale: python -m oncall.events > docs/events.md")


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_kind_is_a_frozen_documented_dataclass_that_round_trips(kind: str) -> None:
    cls = KINDS[kind]
    assert dataclasses.is_dataclass(cls) and cls.kind == kind and cls.about
    body = cls()
    first = dataclasses.fields(cls)[0].name
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(body, first, None)
    assert decode(kind, body.to_payload()) == body
    check(kind, body.to_payload())


def test_the_fallback_record_is_not_replayed() -> None:
    """A fallback happens inside a model call's step; replaying it as a step of its own made
    a run that fell back impossible to resume."""
    assert not replayed("fallback")
    assert replayed("model_call") and replayed("tool_call") and not replayed("retry")


def test_appends_refuse_undeclared_kinds_and_fields_and_decoding_is_lenient() -> None:
    with pytest.raises(UndeclaredEvent, match="not declared"):
        check("no_such_kind", {})
    with pytest.raises(UndeclaredEvent, match=r"does not declare \['surprise'\]"):
        check("reminder", {"content": "x", "surprise": 1})
    check("reminder", {"content": "x", "_key": "k"})  # the journal's own fields
    assert decode("reminder", {"content": "x", "from_a_newer_writer": 1}) == \
        events.Reminder(content="x")
    assert decode("no_such_kind", {}) is None
    fallback = decode("fallback", {"from": "a", "to": "b"})
    assert isinstance(fallback, events.Fallback) and fallback.from_ == "a"
    assert fallback.to_payload()["from"] == "a"
