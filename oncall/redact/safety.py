"""Whether a deployment's own pattern could hang the process, and how far one may search.

Python's regex engine backtracks, cannot be interrupted, and holds the event loop while it
runs: a rule like `(a+)+$` takes seconds per extra character on a line of `a`s that does not
end as it expects, and no wall budget can stop it. So a pattern from config is refused when it
can backtrack catastrophically (a quantifier inside a repeated group, or alternatives under a
repeat that can start with the same character), and every deployment rule is searched one line
at a time, in windows of at most `WINDOW` characters, which bounds what any other polynomial
pattern can cost. The analysis is conservative: it reads the parsed pattern, and refuses what
it cannot prove safe (a possessive `++` or an atomic `(?>...)` group says "do not backtrack").
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from typing import Any

sre: Any = importlib.import_module("re._parser")
"""The stdlib's own parse tree of a pattern: the one the engine compiles (typeshed has no
stubs for it)."""

WINDOW = 1024
"""Characters of one line a deployment rule is searched in at once."""
OVERLAP = 256
"""Characters two windows of a long line share, so a secret on the cut is still whole in one."""
LOOPS_OVER = 10
"""A repeat allowed more times than this (or unbounded) loops; a smaller one (`{3}` in an IP
address) multiplies the ways to match by a constant, which is fine."""

_REPEATS = (sre.MAX_REPEAT, sre.MIN_REPEAT)
_ANY = None
"""First-character set of a pattern that can start with (nearly) anything."""

CharSet = frozenset[int] | None


def hazard(pattern: re.Pattern[str]) -> str | None:
    """Why `pattern` can backtrack catastrophically, or None when it cannot."""
    try:
        tree = sre.parse(pattern.pattern, pattern.flags)
    except (re.error, RecursionError, OverflowError):  # compiled already; paranoia
        return "cannot be analysed"
    fold = bool(pattern.flags & re.IGNORECASE)
    return _visit(list(tree), looping=False, fold=fold)


def _visit(items: list[tuple[Any, Any]], looping: bool, fold: bool) -> str | None:
    found = _in_a_row(items, fold)
    if found:
        return found
    for op, av in items:
        if op in _REPEATS:
            low, high, body = av
            loops = high == sre.MAXREPEAT or high > LOOPS_OVER
            if looping and high > 1 and low != high:
                return "a quantifier inside a repeated group (like `(a+)+`)"
            found = _visit(list(body), looping or loops, fold)
            if found:
                return found
        elif op is sre.POSSESSIVE_REPEAT or op is sre.ATOMIC_GROUP:
            body = av[2] if op is sre.POSSESSIVE_REPEAT else av
            found = _visit(list(body), False, fold)
            if found:
                return found
        elif op is sre.SUBPATTERN:
            found = _visit(list(av[3]), looping, fold)
            if found:
                return found
        elif op is sre.BRANCH:
            alternatives = [list(a) for a in av[1]]
            if looping and _overlap(alternatives, fold):
                return "alternatives under a repeat that can match the same text (like `(a|ab)*`)"
            for alt in alternatives:
                found = _visit(alt, looping, fold)
                if found:
                    return found
        elif op in (sre.ASSERT, sre.ASSERT_NOT):
            found = _visit(list(av[1]), looping, fold)
            if found:
                return found
        elif op is sre.GROUPREF_EXISTS:
            for part in av[1:]:
                if part is not None:
                    found = _visit(list(part), looping, fold)
                    if found:
                        return found
    return None


Chars = tuple[frozenset[int], bool]
"""A set of characters as (members, negated): `[^=]` is `({61}, True)`, `.` is `({}, True)`."""


def _in_a_row(items: list[tuple[Any, Any]], fold: bool) -> str | None:
    """Two unbounded parts of one sequence that can take the same characters with nothing
    between them that the first cannot take (`\\d+\\d+`, `.*=.*`): every way to split the
    text between them is tried, for every start, which is cubic in the line."""
    open_sets: list[Chars] = []
    for op, av in items:
        unbounded = _unbounded(op, av)
        chars = _cs([(op, av)], fold, first=False)
        if unbounded and any(_meet(o, chars) for o in open_sets):
            return "two quantifiers in a row over the same characters (like `\\d+\\d+` or " \
                   "`.*=.*`)"
        if not _first([(op, av)], fold)[1]:  # a part that must match: what it starts with
            first = _cs([(op, av)], fold, first=True)  # pins every part that cannot take it
            open_sets = [o for o in open_sets if _meet(o, first)]
        if unbounded:
            open_sets.append(chars)
    return None


def _meet(a: Chars, b: Chars) -> bool:
    """Whether two character sets share a character."""
    (sa, na), (sb, nb) = a, b
    if na and nb:
        return True
    if na:
        return bool(sb - sa)
    if nb:
        return bool(sa - sb)
    return bool(sa & sb)


def _join(a: Chars, b: Chars) -> Chars:
    (sa, na), (sb, nb) = a, b
    if na and nb:
        return sa & sb, True
    if na:
        return sa - sb, True
    if nb:
        return sb - sa, True
    return sa | sb, False


_NOTS = {sre.CATEGORY_NOT_DIGIT: sre.CATEGORY_DIGIT, sre.CATEGORY_NOT_SPACE: sre.CATEGORY_SPACE,
         sre.CATEGORY_NOT_WORD: sre.CATEGORY_WORD}


def _cs(items: list[tuple[Any, Any]], fold: bool, first: bool) -> Chars:
    """The characters a match of `items` can hold (or, with `first`, start with)."""
    out: Chars = (frozenset(), False)
    for op, av in items:
        nullable = True
        if op is sre.LITERAL:
            part: Chars = (_cased({av}, fold), False)
            nullable = False
        elif op is sre.NOT_LITERAL:
            part, nullable = (_cased({av}, fold), True), False
        elif op is sre.ANY:
            part, nullable = (frozenset(), True), False
        elif op is sre.IN:
            part, nullable = _cs_in(av, fold), False
        elif op in _REPEATS or op is sre.POSSESSIVE_REPEAT:
            part = _cs(list(av[2]), fold, first)
            nullable = av[0] == 0 or _first(list(av[2]), fold)[1]
        elif op is sre.SUBPATTERN:
            part = _cs(list(av[3]), fold, first)
            nullable = _first(list(av[3]), fold)[1]
        elif op is sre.ATOMIC_GROUP:
            part = _cs(list(av), fold, first)
            nullable = _first(list(av), fold)[1]
        elif op is sre.BRANCH:
            part = (frozenset(), False)
            for alt in av[1]:
                part = _join(part, _cs(list(alt), fold, first))
            nullable = any(_first(list(alt), fold)[1] for alt in av[1])
        elif op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
            part = (frozenset(), False)
        else:
            part, nullable = (frozenset(), True), False
        out = _join(out, part)
        if first and not nullable:
            return out
    return out


def _cs_in(members: list[tuple[Any, Any]], fold: bool) -> Chars:
    chars: Chars = (frozenset(), False)
    negate = False
    for op, av in members:
        if op is sre.NEGATE:
            negate = True
        elif op is sre.LITERAL:
            chars = _join(chars, (_cased({av}, fold), False))
        elif op is sre.RANGE:
            chars = _join(chars, (_cased(set(range(av[0], min(av[1], av[0] + 4096) + 1)),
                                         fold), False) if av[1] - av[0] <= 4096
                          else (frozenset(), True))
        elif op is sre.CATEGORY and av in _CATEGORIES:
            chars = _join(chars, (_CATEGORIES[av], False))
        elif op is sre.CATEGORY and av in _NOTS:
            chars = _join(chars, (_CATEGORIES[_NOTS[av]], True))
        else:
            chars = (frozenset(), True)
    if negate:
        members_, negated = chars
        return (members_, True) if not negated else (frozenset(), True)
    return chars


def _unbounded(op: Any, av: Any) -> bool:
    if op in _REPEATS:
        return bool(av[1] == sre.MAXREPEAT or av[1] > LOOPS_OVER)
    if op is sre.SUBPATTERN:
        return any(_unbounded(o, a) for o, a in av[3])
    return False


def _overlap(alternatives: list[list[tuple[Any, Any]]], fold: bool) -> bool:
    seen: set[int] = set()
    for alt in alternatives:
        chars, nullable = _first(alt, fold)
        if nullable or chars is _ANY or seen & chars:
            return True
        seen |= chars
    return False


def _first(items: list[tuple[Any, Any]], fold: bool) -> tuple[CharSet, bool]:
    """The characters a match of `items` can start with (None: too many to say), and whether
    it can match the empty string."""
    out: set[int] = set()
    for op, av in items:
        chars, nullable = _first_one(op, av, fold)
        if chars is _ANY:
            return _ANY, False
        out |= chars
        if not nullable:
            return frozenset(out), False
    return frozenset(out), True


def _first_one(op: Any, av: Any, fold: bool) -> tuple[CharSet, bool]:
    if op is sre.LITERAL:
        return _cased({av}, fold), False
    if op is sre.IN:
        return _in(av, fold), False
    if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
        return frozenset(), True
    if op is sre.SUBPATTERN:
        return _first(list(av[3]), fold)
    if op is sre.ATOMIC_GROUP:
        return _first(list(av), fold)
    if op in _REPEATS or op is sre.POSSESSIVE_REPEAT:
        chars, nullable = _first(list(av[2]), fold)
        return chars, nullable or av[0] == 0
    if op is sre.BRANCH:
        union: set[int] = set()
        empty = False
        for alt in av[1]:
            chars, nullable = _first(list(alt), fold)
            if chars is _ANY:
                return _ANY, True
            union |= chars
            empty = empty or nullable
        return frozenset(union), empty
    return _ANY, True  # ANY, NOT_LITERAL, group references: anything


_CATEGORIES = {
    sre.CATEGORY_DIGIT: frozenset(range(48, 58)),
    sre.CATEGORY_SPACE: frozenset(b" \t\n\r\f\v"),
    sre.CATEGORY_WORD: frozenset(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                 b"0123456789_"),
}


def _in(members: list[tuple[Any, Any]], fold: bool) -> CharSet:
    out: set[int] = set()
    for op, av in members:
        if op is sre.NEGATE:
            return _ANY
        if op is sre.LITERAL:
            out.add(av)
        elif op is sre.RANGE:
            if av[1] - av[0] > 512:
                return _ANY
            out.update(range(av[0], av[1] + 1))
        elif op is sre.CATEGORY and av in _CATEGORIES:
            out |= _CATEGORIES[av]
        else:
            return _ANY
    return _cased(out, fold)


def _cased(chars: set[int], fold: bool) -> frozenset[int]:
    if not fold:
        return frozenset(chars)
    return frozenset(ord(c) for n in chars for c in {chr(n).lower(), chr(n).upper()}
                     if len(c) == 1)


def windows(s: str) -> Iterator[tuple[int, int]]:
    """The (start, end) spans a deployment rule searches in `s`: each line, and a long line
    in windows of `WINDOW` characters that overlap by `OVERLAP`."""
    start = 0
    while start <= len(s):
        nl = s.find("\n", start)
        end = len(s) if nl < 0 else nl
        at = start
        while True:
            stop = min(at + WINDOW, end)
            yield at, stop
            if stop >= end:
                break
            at = stop - OVERLAP
        if nl < 0:
            return
        start = nl + 1
