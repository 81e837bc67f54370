"""Which of many strings can hold a match at all: a few passes over all of them at once.

A result of thousands of log lines is screened by joining the lines once, lowercasing the join
once, and asking for each needle whether it occurs anywhere (a C-speed scan); only the lines
that hold a live needle are then searched pattern by pattern. Each rule or pattern declares the
needles one of which any match of it contains, so the gate can only skip strings that no rule
could match. A rule without needles disables the gate (every string is searched).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

BATCH = 16
"""Fewer strings than this are searched one by one: joining them saves nothing."""


def _minimal(needles: Iterable[str]) -> tuple[str, ...]:
    """The needles without one that contains another (finding the shorter one suffices)."""
    kept: list[str] = []
    for n in sorted(set(needles), key=len):
        if not any(k in n for k in kept):
            kept.append(n)
    return tuple(kept)


@dataclass(frozen=True, slots=True)
class Gate:
    """Per rule (or pattern): `signals`, alternatives of characters that all occur in any
    match, case-sensitively (`("AKI", "ASI")`: an AWS key id holds A, K and I, or A, S and
    I), checked first because a one-character search runs at memchr speed; then `needles`,
    lowercase literals one of which any match contains."""

    groups: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] | None

    @classmethod
    def of(cls, groups: Iterable[tuple[tuple[str, ...], tuple[str, ...]]]) -> Gate:
        out = []
        for signals, needles in groups:
            if not needles:
                return cls(None)  # a rule that must see every string
            out.append((signals, tuple(n.lower() for n in needles)))
        return cls(tuple(out))

    def candidates(self, strings: Sequence[str]) -> Iterable[int]:
        """Indices of the strings that may hold a match of some rule."""
        if self.groups is None or len(strings) < BATCH:
            return range(len(strings))
        joined = "\x00".join(strings)
        wanted: set[str] = set()
        for signals, needles in self.groups:
            if signals and not any(all(c in joined for c in alt) for alt in signals):
                continue
            wanted.update(needles)
        if not wanted:
            return ()
        return _find(strings, joined, _minimal(wanted))


def _find(strings: Sequence[str], joined: str, needles: tuple[str, ...]) -> Iterable[int]:
    low = joined.lower()
    if len(low) != len(joined):  # a character whose lowercase is longer: no offsets
        return range(len(strings))
    live = [n for n in needles if n in low]
    if not live:
        return ()
    starts, pos = [], 0
    for s in strings:
        starts.append(pos)
        pos += len(s) + 1
    hit: set[int] = set()
    for n in live:
        i = low.find(n)
        while i >= 0:
            k = bisect_right(starts, i) - 1
            hit.add(k)
            nxt = starts[k + 1] if k + 1 < len(starts) else len(low)
            i = low.find(n, nxt)
    return sorted(hit)
