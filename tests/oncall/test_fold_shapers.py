"""The fold's two shaping passes: the C one (oncall/fold/_shapes.c) and the Python fallback.

The C shaper is specified line by line: a line's shape is `masking.shapes_of(line)`, the
Python rules applied to that line alone, and the counts, first and last lines and sizes are
what a plain loop over those shapes gives. Then the folds: every fold is the same whichever
shaper ran, on prodsim's logs and on generated ones.
"""

from __future__ import annotations

import tracemalloc
from collections import deque
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import prodsim
from oncall.fold import core, fold_lines
from oncall.fold.masking import shapes_of

shape_lines = core._shape_lines_c
pytestmark = pytest.mark.skipif(shape_lines is None,
                                reason="the C shaper is not built in this install")

SETTINGS = settings(max_examples=300, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])

# Characters every rule looks at: digits, hex letters, the letters an id may follow, `x`
# and `X` after a digit, the characters that end an id, and some that are not ASCII.
ALPHABET = "0123456789abcdefABCDEFgzGZxX-- ,;)]}>\"'|.:T\r\x00\xa0\xb1á\u0661中😀\ud800"
IDS = ["sess-12009e3e3932", "sess-abcdefab", "Req-0a1b2c3d", "u-0000000f,", "bad-1234567",
       "k-abcdef12ab;", "g-1234abcd5", "G-12345678", "z-abcdef12", "Z-a1234567)",
       "x-12345678é", "0x1f", "1x", "2X", "v-ffffffff"]
piece = st.one_of(st.text(alphabet=ALPHABET, max_size=20), st.sampled_from(IDS),
                  st.integers(0, 10**15).map(str))
line = st.builds("".join, st.lists(piece, max_size=12))
lines_ = st.lists(st.one_of(line, st.sampled_from(["", "-", "x", "sess-12009e3e3932"])),
                  max_size=40)


def reference(lines: Sequence[str]) -> tuple[dict[str, int], dict[str, int], dict[str, int],
                                               tuple[int, int]]:
    counts: dict[str, int] = {}
    firsts: dict[str, int] = {}
    lasts: dict[str, int] = {}
    for i, text in enumerate(lines):
        [shape] = shapes_of(text)
        counts[shape] = counts.get(shape, 0) + 1
        firsts.setdefault(shape, i)
        lasts[shape] = i
    joined = "\n".join(lines)
    return counts, firsts, lasts, (len(joined), len(joined.encode("utf-8", "surrogatepass")))


def assert_like_reference(lines: Sequence[str]) -> None:
    assert shape_lines is not None
    got = shape_lines(lines)
    assert got is not None
    expected = reference(lines)
    assert got == expected
    assert [list(d) for d in got[:3]] == [list(d) for d in expected[:3]]  # first-seen order


@contextmanager
def python_shaper() -> Iterator[None]:
    saved = core._shape_lines_c
    core._shape_lines_c = None
    try:
        yield
    finally:
        core._shape_lines_c = saved


def assert_same_folds(lines: list[str], budget: int | None = None, name: str = "") -> None:
    with_c = fold_lines(lines, budget=budget)
    with python_shaper():
        with_python = fold_lines(lines, budget=budget)
    assert with_c == with_python, name


@SETTINGS
@given(line)
def test_a_line_shapes_as_the_python_rules_shape_it_alone(text: str) -> None:
    if "\n" not in text:
        assert_like_reference([text])


@SETTINGS
@given(lines_)
def test_counts_first_and_last_lines_and_sizes(lines: list[str]) -> None:
    assert_like_reference(lines)


@pytest.mark.parametrize("text, shape", [
    ("2026-11-30T02:13:58.412Z took 39ms", "1111-11-11T11:11:11.111Z took 11ms"),
    ("(session sess-12009e3e3932, 769 bytes)", "(session sess-1, 111 bytes)"),
    ("sess-12009e3e3932", "sess-1"),                 # an id may end the line
    ("sess-abcdefab", "sess-abcdefab"),              # no decimal digit: not an id
    ("sess-1234567", "sess-1111111"),                # seven hex digits: not an id
    ("sess-12345678g", "sess-11111111g"),            # the run must end at a terminator
    ("abc-12345678", "abc-11111111"),                # `c` is a hex letter: not after a word
    ("Req-0A1B2C3D|x", "Req-1|x"),
    ("g-12345678 G-12345678 z-1234abcd Z-1234ABCD", "g-1 G-1 z-1 Z-1"),  # the letters' ends
    ("r24=0x1f at 10", "r11=0x1f at 10"),            # a digit before `x`: 0 is kept
    ("r24=0X1F", "r11=0X1F"),
    ("é 12 sess-12345678", "é 11 sess-1"),           # not ASCII: the general path
    ("中-12345678 😀 0x0", "中-11111111 😀 0x0"),     # 中 is not a letter of g-z
    ("\ud800 sess-12345678", "\ud800 sess-1"),       # a lone surrogate
    ("sess-12345678\xa0 sess-12345678\u012c", "sess-11111111\xa0 sess-11111111\u012c"),
    ("sess-1234\xb15678 u-abcd\xe1123 ", "sess-1111\xb11111 u-abcd\xe1111 "),  # ± á: no hex
    ("v\u0661.2 \u0661x0", "v\u0661.1 \u0661x1"),          # ١ is a digit only to Unicode
    ("", ""),
])
def test_known_shapes(text: str, shape: str) -> None:
    assert shapes_of(text) == [shape]  # the rules, as the Python shaper states them
    assert shape_lines is not None
    assert shape_lines([text]) == reference([text])


def test_words_of_every_length_around_the_eight_byte_steps() -> None:
    # The C shaper takes eight bytes at a time where a word holds no `-`: ids and digits at
    # every offset from a word boundary, and lines of every length up to three words.
    lines = []
    for pad in range(17):
        for tail in ("sess-12009e3e3932", "sess-12009e3e393z", "0x12 7", "9x", "a-b1234567c"):
            lines.append("p" * pad + tail)
            lines.append(tail + "q" * pad)
    lines += ["7" * n for n in range(26)] + ["-" * n for n in range(26)]
    assert_like_reference(lines)


def test_a_line_with_a_newline_is_none_and_other_lines_need_to_be_str() -> None:
    assert shape_lines is not None
    assert shape_lines(["ok 1", "two\nlines"]) is None
    with pytest.raises(TypeError, match="sequence item 1: expected str instance, int found"):
        shape_lines(["ok", 1])  # type: ignore[list-item]
    with pytest.raises(TypeError, match="sequence of str"):
        shape_lines(7)  # type: ignore[arg-type]
    assert shape_lines(()) == ({}, {}, {}, (0, 0))
    assert_like_reference(("a tuple", "of lines 1", "of lines 2"))
    assert_like_reference(deque(["a deque", "of lines 1"]))

    class Line(str):
        pass

    assert_like_reference([Line("sess-12345678 9"), Line("é 12"), "é 13"])  # str subclasses


def test_many_distinct_shapes_grow_the_table() -> None:
    lines = [f"{'ab' * (i % 7)} word{chr(0x61 + i % 26) * (i % 50)} {i}" for i in range(20_000)]
    assert_like_reference(lines)


def test_no_memory_is_kept_between_calls() -> None:
    assert shape_lines is not None
    lines = [f"2026-11-30T02:13:58.{i:03}Z item sess-{i:012x} é{i}" for i in range(2_000)]
    shape_lines(lines)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for _ in range(50):
            shape_lines(lines)
        after = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    assert after - before < 10_000


def prodsim_logs() -> Iterator[tuple[str, list[str]]]:
    for name in prodsim.list_incidents():
        world = prodsim.build_world(prodsim.load_incident(name), 7)
        merged = sorted(line for s in world.services for line in world.logs(s.name))
        yield name, merged[-2000:]
        start, end = world.default_window()
        for s in world.services:
            yield f"{name}/{s.name}", [e.line for e in world.log_entries(s.name, start, end)]


def test_prodsim_logs_shape_and_fold_the_same_with_either_shaper() -> None:
    for name, lines in prodsim_logs():
        assert_like_reference(lines)
        assert_same_folds(lines, name=name)


@SETTINGS
@given(lines_, st.one_of(st.none(), st.integers(0, 400)))
def test_generated_logs_fold_the_same_with_either_shaper(lines: list[str],
                                                        budget: int | None) -> None:
    assert_same_folds(lines, budget)
