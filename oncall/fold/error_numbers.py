"""The numbers that tell one error from another, kept in its template.

Masking writes every number as `<*>` before anything is compared, so `Error: 823, Severity:
24` and `Error: 18456, Severity: 14` are one template, and the rarer error shows no line:
SQL Server's error numbers, an `exit code 137` (killed, out of memory) beside `exit code 1`,
`HTTP 503` beside `HTTP 429`, a `SQLState` of `40001` beside `57014`. At 3 a.m. these are
different failures. So in each warning and error template (the few lines a reader must
see), a number an outcome's name gives (`_NAMED`: an error, an errno, a code, a status, a
state, an HTTP status) that takes a few values (`MAX_CODE_VALUES`), one of them on two lines
at least, is a constant: the template is split on it, each part with its own exemplar,
count and times, and the number written into its template.

What stays a variable: a number of many values; a number of any other name (a count, a
pid, a port, a project: however few their values, they are no kind of failure); any number
of a template whose lines do not all hold as many; and a number no value of which recurs
(three declines of three codes, a line each, are one error seen three times: split, a
reader weighs one decline three times beside a flood). Other levels are left as they are:
their lines repeat by the thousand, and their statuses are what a log says is going well.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import compress

from oncall.fold.ascii import ascii_view
from oncall.fold.levels import ERROR_LEVELS, WARN_LEVELS, level_of
from oncall.fold.masking import VAR

__all__ = ["MAX_CODE_VALUES", "MAX_PARTS", "split_error_numbers"]

MAX_CODE_VALUES = 4
"""Distinct values of a number, at most, for it to tell errors apart: a handful of error
numbers, exit codes or statuses; more is a quantity or an id."""
MAX_PARTS = 8
"""Parts a template is split into, at most (the combinations of its kept numbers): past it
the numbers are left masked, as a flood of errors must not become many templates."""

_NAMED = ('(?:err(?:or|no)?|code|stat(?:us|e))(?::|: |=|="|":|": )'
          "|(?:errno|code|stat(?:us|e)|http) ")
"""The name of an outcome's number and what joins them, in lower case (`Error: 823`,
`SQLState: 40001`, `exit code 137`, `status=503`, `"statusCode":429`, `HTTP 503`): what a
program writes from a fixed list of failures. Numbers of other names are quantities,
identifiers and settings (`count=500`, `pid=171`, `project=12`), however few their values.
A name ends the word it is in (`SQLState`, `statusCode`); a space joins no `error` (in
Spring Boot's `ERROR 38848 ---`, a header's level and process id). Looked for in the text
in lower case (`_outcomes`), as one regex of a few branches: case-blind, it cost ten times
as much."""
_ALONE = r"(?![\w:/-]|\.[0-9])"
_NUMBER = re.compile(f"(?:{_NAMED})([0-9]+){_ALONE}")
"""An outcome's number (`_NAMED`), standing alone: not glued to a word (`12ms`), not a part
of a time, an address (`host:443`), a version or a path."""
_NAMED_VAR = re.compile(f"(?:{_NAMED})({re.escape(VAR)}){_ALONE}")
"""An outcome's number as its template writes it (masked): only templates that hold one
are read, and the `k`-th number a line holds (`_NUMBER`) is the `k`-th of these."""
_QUANTITY = re.compile(r" [a-z]+(?:[ ,.;)\]]|$)")
"""A word after a number a name joins by a space (`code 3 times`): a quantity, not an
outcome (a key may follow one, `exit code 1 duration_s=3`, and a capital word, `HTTP 503
Service Unavailable`)."""
_JOINED = frozenset(':="')
"""The marks before the space or the number that join a name as a key (`status=404 after`,
`Error: 823`): its value, whatever words follow."""
_ABNORMAL = ERROR_LEVELS | WARN_LEVELS


def split_error_numbers(final: list[str], lines: Sequence[str], shapes: Sequence[str],
                        levels: dict[str, str]) -> None:
    """Give the lines of each warning and error template in `final` (line i's template)
    whose outcome numbers (`_NUMBER`) take a few values (`MAX_CODE_VALUES`), one on two
    lines at least, a template per combination of those values, with the numbers written
    in (`final` is changed in place). `lines` are the lines as shown, `shapes` their shapes
    (digits written as `1`: `oncall.fold.masking.shapes_of`, of the same length), where the
    numbers are looked for once a shape and read off each line by their place; `levels`
    holds each template's level (`level_of`), and gains the new templates'."""
    slots_of = {key: slots for key, level in levels.items() if level in _ABNORMAL
                and VAR in key and (slots := _outcomes(_NAMED_VAR, key))}
    if not slots_of:
        return
    members: dict[str, list[int]] = {key: [] for key in slots_of}
    for i in compress(range(len(final)), map(slots_of.__contains__, final)):
        members[final[i]].append(i)
    taken = set(levels)
    spans_of: dict[str, list[tuple[int, int]]] = {}
    for key, at in members.items():
        slots = slots_of[key]
        width = len(slots)
        if len(at) < 2:
            continue
        numbers = []
        for i in at:
            shape = shapes[i]
            spans = spans_of.get(shape)
            if spans is None:
                spans = spans_of[shape] = [found.span(1) for found in _outcomes(_NUMBER, shape)]
            if len(spans) != width:
                break  # a line holds a number its template does not (or not as one)
            line = lines[i]
            numbers.append(tuple(line[start:end] for start, end in spans))
        else:
            _split(key, at, numbers, slots, final, levels, taken)


def _split(key: str, at: list[int], numbers: list[tuple[str, ...]], slots: list[re.Match[str]],
           final: list[str], levels: dict[str, str], taken: set[str]) -> None:
    """Split the lines `at` of `key` on their outcome numbers (`numbers`, line by line, one
    per slot of the template's `slots`) that take a few values, one on two lines at least."""
    kept = [p for p, column in enumerate(zip(*numbers, strict=True))
            if 2 <= len(set(column)) <= min(MAX_CODE_VALUES, len(at) - 1)]
    parts: dict[tuple[str, ...], list[int]] = {}
    for i, found in zip(at, numbers, strict=True):
        parts.setdefault(tuple(found[p] for p in kept), []).append(i)
    if not kept or len(parts) > MAX_PARTS:
        return
    named = [_written(slots, key, values, kept) for values in parts]
    if any(name in taken or level_of(name) != levels[key] for name in named):
        return
    for name, rows in zip(named, parts.values(), strict=True):
        taken.add(name)
        levels[name] = levels[key]
        for i in rows:
            final[i] = name


def _outcomes(pattern: re.Pattern[str], text: str) -> list[re.Match[str]]:
    """The outcome numbers (`_NUMBER`) or masked ones (`_NAMED_VAR`) of `text`, read in
    lower case, but for those a name joins by a space and a word follows (`_QUANTITY`)."""
    lowered = (text if text.isascii() else ascii_view(text)).lower()  # of the same length
    return [found for found in pattern.finditer(lowered)
            if _keyed(lowered, found.start(1)) or not _QUANTITY.match(text, found.end())]


def _keyed(lowered: str, at: int) -> bool:
    """Whether the number at `at` is a key's value (`status=404`, `Error: 823`), not joined
    to its name by a space alone (`code 3`)."""
    return lowered[at - 1] != " " or lowered[at - 2] in _JOINED


def _written(slots: list[re.Match[str]], key: str, values: tuple[str, ...],
             kept: list[int]) -> str:
    """`key` with its outcome variables at `kept` (of its `slots`, `_NAMED_VAR`) written
    as `values`, one for each."""
    out = []
    last = 0
    for p, value in zip(kept, values, strict=True):
        out += [key[last:slots[p].start(1)], value]
        last = slots[p].end(1)
    out.append(key[last:])
    return "".join(out)
