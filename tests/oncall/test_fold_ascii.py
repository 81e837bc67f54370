"""The C-speed translations (`oncall.fold.ascii`) give what `str.translate` gives, on text of
any script, and the timestamp search that skips to candidate characters finds what the plain
search finds."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oncall.fold.ascii import ascii_view, byte_table, translated
from oncall.fold.tokens import _ANY_TS, _TS_CLF, _TS_ISO, _TS_NAMED, _TS_TIME

SETTINGS = settings(max_examples=400, deadline=None)
ONES = str.maketrans("0123456789", "1" * 10)
TEXT = st.text(alphabet=st.one_of(st.sampled_from("0123456789ax \n\x0eµé€"),
                                  st.characters(codec=None)), max_size=60)


@SETTINGS
@given(TEXT)
def test_translated_is_str_translate(text: str) -> None:
    assert translated(text, ONES, byte_table(ONES)) == text.translate(ONES)


@SETTINGS
@given(TEXT)
def test_the_ascii_view_keeps_every_index(text: str) -> None:
    view = ascii_view(text)
    assert view.isascii() and len(view) == len(text)
    assert all(v == c if c.isascii() else v == "?" for v, c in zip(view, text, strict=True))


def test_a_table_beyond_ascii_is_refused() -> None:
    with pytest.raises(ValueError, match="ASCII-to-ASCII"):
        byte_table(str.maketrans("µ", "a"))


PLAIN_ANY_TS = re.compile(
    rf"(?<![0-9])(?:{_TS_ISO}|{_TS_CLF}|{_TS_TIME})|(?<![A-Za-z]){_TS_NAMED}")
STAMPISH = st.lists(st.sampled_from(
    ["2026-11-30", "T", "02:13:58", ".412", "Z", " ", "Sun", "Jul", "24", "2005", "x", "1",
     "/", "Dec", ":", "+0000", ",", "Mon,", "10/Oct/2000:13:55:36"]), max_size=12).map("".join)


@SETTINGS
@given(STAMPISH)
def test_the_timestamp_search_finds_what_the_plain_one_finds(text: str) -> None:
    found, plain = _ANY_TS.search(text), PLAIN_ANY_TS.search(text)
    assert (found and found.span()) == (plain and plain.span())
