"""Which of many strings can hold a match at all: one substring pass per needle over all of them.

A result of thousands of log lines is screened by joining the lines once, lowercasing the join
once, and asking for each needle whether it occurs anywhere (a C-speed scan); only the lines
that hold a live needle are then searched pattern by pattern. Each rule or pattern declares the
needles one of which any match of it contains, so the gate can only skip strings that no rule
could match. A rule without needles disables the gate (every string is searched).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence

BATCH = 16
"""Fewer strings than this are searched one by one: joining them saves nothing."""


def needles_of(groups: Iterable[tuple[str, ...]]) -> tuple[str, ...] | None:
    """The union of every group's needles, lowercased, without one that contains another;
    None when a group has none (its rule must see every string)."""
    found: set[str] = set()
    for group in groups:
        if not group:
            return None
        found.update(n.lower() for n in group)
    ordered = sorted(found, key=len)
    kept: list[str] = []
    for n in ordered:
        if not any(k in n for k in kept):
            kept.append(n)
    return tuple(kept)


def candidates(strings: Sequence[str], needles: tuple[str, ...] | None) -> Iterable[int]:
    """Indices of the strings that contain at least one needle (case-insensitively)."""
    if needles is None or len(strings) < BATCH:
        return range(len(strings))
    joined = "\x00".join(strings)
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
