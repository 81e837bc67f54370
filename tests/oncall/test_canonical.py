"""The canonical form of tool arguments: what counts as the same question."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from oncall.guards.canonical import call_key, canonical_arguments

json_scalars = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6),
                         st.floats(allow_nan=False, allow_infinity=False, width=32),
                         st.text(max_size=12))
json_values = st.recursive(json_scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=5), inner, max_size=3)),
    max_leaves=8)
arguments = st.dictionaries(st.text(min_size=1, max_size=8), json_values, max_size=5)


@given(arguments)
def test_key_order_does_not_matter(args: dict[str, Any]) -> None:
    reordered = dict(reversed(list(args.items())))
    assert call_key("t", args) == call_key("t", reordered)


@given(arguments)
def test_the_canonical_form_is_a_fixed_point(args: dict[str, Any]) -> None:
    once = canonical_arguments(args)
    assert canonical_arguments(once) == once


@given(arguments, st.text(min_size=1, max_size=8))
def test_null_and_absent_are_the_same_question(args: dict[str, Any], extra: str) -> None:
    if extra in args:
        return
    assert call_key("t", {**args, extra: None}) == call_key("t", args)


@given(st.integers(-10**9, 10**9))
def test_equal_numbers_are_equal(n: int) -> None:
    assert call_key("t", {"limit": n}) == call_key("t", {"limit": float(n)})


@given(st.text(alphabet=st.characters(codec="ascii", categories=("L", "N")), min_size=1,
               max_size=10), st.text(alphabet=" \t\n", max_size=3))
def test_whitespace_is_normalised_and_case_only_where_the_tool_says(word: str,
                                                                  pad: str) -> None:
    assert call_key("t", {"s": f"{pad}{word}{pad}"}) == call_key("t", {"s": word})
    assert call_key("t", {"s": word.upper()}, {"s"}) == call_key("t", {"s": word.lower()}, {"s"})
    if word.upper() != word.lower():
        assert call_key("t", {"s": word.upper()}) != call_key("t", {"s": word.lower()})


@given(arguments, arguments)
def test_different_questions_get_different_keys(a: dict[str, Any], b: dict[str, Any]) -> None:
    if canonical_arguments(a) != canonical_arguments(b):
        assert call_key("t", a) != call_key("t", b)
    assert call_key("t", a) != call_key("u", a)


def test_times_are_compared_as_instants() -> None:
    assert call_key("q", {"start": "2026-11-30T02:00:00Z"}) == \
        call_key("q", {"start": "2026-11-30T02:00:00+00:00"}) == \
        call_key("q", {"start": "2026-11-30T03:00:00+01:00"})
    assert call_key("q", {"start": "2026-11-30T02:00:00Z"}) != \
        call_key("q", {"start": "2026-11-30T02:00:01Z"})


def test_booleans_are_not_numbers() -> None:
    assert call_key("t", {"x": True}) != call_key("t", {"x": 1})
