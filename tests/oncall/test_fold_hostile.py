"""Hostile lines fold in time linear in their size: each input here once took minutes, in
one regex or one pairwise loop, and must now fold within a bound a hundred times what it
takes (the timeout fails the test rather than hanging the suite)."""

from __future__ import annotations

import random

import pytest

from oncall.fold import fold_lines


@pytest.mark.timeout(30)
def test_one_line_of_a_megabyte_of_json() -> None:
    """The level header's fields were split every way around each variable: 1.4 MB, 5 min."""
    line = '{"a":"' + '","a":"'.join(f"x{i}y" for i in range(100_000)) + '"}'
    folded = fold_lines([line, line + "z"])
    assert folded.lines_in == 2


@pytest.mark.timeout(30)
def test_rows_of_a_thousand_few_valued_fields() -> None:
    """Echoed positions were compared pairwise: 60 rows of 1,000 fields, 9 s."""
    rng = random.Random(2)
    lines = [" ".join(f"k{j}={rng.choice('abc')}" for j in range(1000)) for _ in range(60)]
    folded = fold_lines(lines)
    assert sum(t.count for t in folded.templates) == 60
    assert "too many distinct lines to compare them all" in folded.text  # the bound says so


@pytest.mark.timeout(30)
def test_rows_of_a_thousand_numbered_names() -> None:
    """Independent positions were compared pairwise: 120 rows of 600 names, 3.6 s."""
    rng = random.Random(1)
    lines = [" ".join(rng.choice(["a.x", "b.x", "c.x"]) for _ in range(600)) + " end"
             for _ in range(120)]
    assert sum(t.count for t in fold_lines(lines).templates) == 120


@pytest.mark.timeout(30)
@pytest.mark.parametrize("unit", ["x 4 2005 10:", "Jul 4 10:", "at Sun Jul 24 02:38:22 2005 "])
def test_a_megabyte_line_of_timestamp_hints(unit: str) -> None:
    """Each hint of a month-name stamp searched to the line's end: quadratic in its length."""
    line = unit * (1_000_000 // len(unit))
    assert fold_lines([line, line + "a"]).lines_in == 2


@pytest.mark.timeout(30)
@pytest.mark.parametrize("unit", ["a1-", "ab:", "a-"])
def test_a_megabyte_token_of_short_parts(unit: str) -> None:
    """A look-ahead for a digit read the rest of the token from every part: 0.9 MB, 158 s."""
    line = unit * (900_000 // len(unit)) + "1"
    assert fold_lines([line, line + "2"]).lines_in == 2


@pytest.mark.slow
@pytest.mark.timeout(30)
def test_lines_whose_variable_is_a_quarter_megabyte_of_marks() -> None:
    """Every value of every group was read for an absent value (`-`, `""`), however long:
    96 lines of 250 kB runs of letters and marks took over a minute, now a few seconds (an
    absent value is a few marks)."""
    lines = [f"Nov 30 02:00:{i % 60:02d} {chr(97 + i) * 250_000} app[{i}]: up"
             for i in range(96)]
    assert sum(t.count for t in fold_lines(lines).templates) == 96
