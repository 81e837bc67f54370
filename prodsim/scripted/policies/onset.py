"""Where errors start, read from a log result as a model would read it.

A result is either raw lines or a fold (`[xN, first T, last T] exemplar` per template, errors
first). Errors are grouped by template (variable tokens masked); the onset is the earliest
first sighting among the *sustained* templates — those logged at least a quarter as often as
the most frequent one — so a rare background error an hour earlier does not pass for the
start of the incident. A result that the source cut (`truncated`) holds only the newest page:
its earliest line is not the onset, and the caller reads further back.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from prodsim.scripted.policies.alert import parse_time
from prodsim.scripted.policies.history import ERROR_LEVELS, LogLine, log_lines

SUSTAINED_SHARE = 0.25
SUSTAINED_MIN = 3
SUSTAINED_RATE = 1.0
"""Lines per minute: an incident's errors keep coming; background errors are rare."""
_FOLDED = re.compile(r"^\[x(\d+)(?:, first (\S+?))?(?:, last (\S+?))?\] (.*)$", re.M)
_VARIABLE = re.compile(r"\S*\d\S*")


@dataclass(frozen=True, slots=True)
class ErrorShape:
    """One error template of a result: how often it was seen, first and last."""

    template: str
    count: int
    first: datetime | None
    last: datetime | None
    line: LogLine
    """An exemplar, quoted verbatim from the result."""


def template_of(message: str) -> str:
    """A message with its variable tokens (any token holding a digit) masked."""
    return _VARIABLE.sub("#", message)


def _merge(shapes: dict[str, ErrorShape], line: LogLine, count: int, first: datetime | None,
           last: datetime | None) -> None:
    key = f"{line.service} {template_of(line.message)}"
    old = shapes.get(key)
    if old is None:
        shapes[key] = ErrorShape(key, count, first, last, line)
        return
    firsts = [t for t in (old.first, first) if t is not None]
    lasts = [t for t in (old.last, last) if t is not None]
    earlier = first is not None and (old.first is None or first < old.first)
    shapes[key] = ErrorShape(key, old.count + count, min(firsts, default=None),
                             max(lasts, default=None), line if earlier else old.line)


def error_shapes(bodies: Iterable[Any]) -> list[ErrorShape]:
    """The error templates across results (pages of one service's errors), merged."""
    shapes: dict[str, ErrorShape] = {}
    for body in bodies:
        folded = body.get("folded") if isinstance(body, Mapping) else None
        if isinstance(folded, str):
            for m in _FOLDED.finditer(folded):
                found = log_lines(m.group(4), ERROR_LEVELS)
                if not found:
                    continue
                line = found[0]
                first = parse_time(m.group(2)) if m.group(2) else line.at
                last = parse_time(m.group(3)) if m.group(3) else line.at
                _merge(shapes, line, int(m.group(1)), first, last)
            continue
        for line in log_lines(body, ERROR_LEVELS):
            _merge(shapes, line, 1, line.at, line.at)
    return sorted(shapes.values(), key=lambda s: -s.count)


def _rate(shape: ErrorShape) -> float:
    """Lines per minute between its first and last sighting (a minute at least)."""
    if shape.first is None or shape.last is None:
        return float(shape.count)
    return shape.count / max(1.0, (shape.last - shape.first).total_seconds() / 60)


def sustained(shapes: Sequence[ErrorShape]) -> list[ErrorShape]:
    """The templates that carry the incident: at least a quarter of the top count, at a
    minute's rate or more (a rare background error is neither); the top one at least."""
    if not shapes:
        return []
    top = max(s.count for s in shapes)
    floor = min(top, max(SUSTAINED_MIN, SUSTAINED_SHARE * top))
    found = [s for s in shapes if s.count >= floor and _rate(s) >= SUSTAINED_RATE]
    return found or [max(shapes, key=lambda s: (s.count, _rate(s)))]


def onset(shapes: Sequence[ErrorShape]) -> datetime | None:
    """The earliest first sighting among the sustained templates."""
    return min((s.first for s in sustained(shapes) if s.first is not None), default=None)


def last_error(shapes: Sequence[ErrorShape]) -> datetime | None:
    """The latest sighting among the sustained templates (errors still coming, or not)."""
    return max((s.last for s in sustained(shapes) if s.last is not None), default=None)


def earliest_seen(shapes: Sequence[ErrorShape]) -> datetime | None:
    """The earliest line of any template: where the next page back ends."""
    return min((s.first for s in shapes if s.first is not None), default=None)


def truncated(body: Any) -> bool:
    """Whether the source cut the answer to its limit (only the newest lines came back)."""
    if not isinstance(body, Mapping):
        return False
    total, returned = body.get("total"), body.get("returned")
    cut = isinstance(total, int) and isinstance(returned, int) and total > returned
    return bool(body.get("truncated")) or cut
