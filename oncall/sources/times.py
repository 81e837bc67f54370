"""Times at the source boundary: RFC 3339 in, RFC 3339 out, and the default window.

Each API counts time its own way (Prometheus in float seconds, Loki in nanosecond strings,
Kubernetes in RFC 3339); the typed results all carry RFC 3339 UTC, millisecond precision, so
a change, a log line and a metric point compare as text and as instants alike.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

_RFC3339 = re.compile(r"^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?"
                      r"([Zz]|[+-]\d{2}:?\d{2})$")

LOOKBACK = timedelta(minutes=30)
"""The default window starts this long before the alert."""


def parse(text: str) -> datetime:
    """An RFC 3339 time with its zone; ValueError for anything else (a naive time is
    ambiguous on a timeline)."""
    if not isinstance(text, str) or not _RFC3339.match(text.strip()):
        raise ValueError(f"not an RFC 3339 time (e.g. 2026-11-30T02:14:00Z): {text!r}")
    value = text.strip().replace("t", "T").replace(" ", "T").replace("z", "Z")
    head, dot, rest = value.partition(".")
    if dot:
        digits = re.match(r"\d+", rest)
        assert digits is not None
        value = f"{head}.{(digits.group(0) + '000000')[:6]}{rest[len(digits.group(0)):]}"
    return datetime.fromisoformat(value.replace("Z", "+00:00")).astimezone(UTC)


def fmt(moment: datetime) -> str:
    """RFC 3339 UTC with a `Z`; milliseconds only when there are some."""
    moment = moment.astimezone(UTC)
    # the year by hand: `%Y` writes year 2 as `2` on glibc, which no RFC 3339 parser reads
    stamp = f"{moment.year:04d}-" + moment.strftime("%m-%dT%H:%M:%S")
    if moment.microsecond:
        return f"{stamp}.{moment.microsecond // 1000:03d}Z"
    return stamp + "Z"


def from_seconds(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)


def from_ns(ns: int) -> datetime:
    return datetime.fromtimestamp(ns // 1_000_000_000, UTC) + timedelta(
        microseconds=(ns % 1_000_000_000) // 1000)


def to_ns(moment: datetime) -> int:
    return int(moment.timestamp()) * 1_000_000_000 + moment.microsecond * 1000


@dataclass(frozen=True, slots=True)
class Window:
    start: datetime
    end: datetime


def window(start: str | None, end: str | None, *, alert: datetime | None,
           now: datetime) -> Window:
    """The window a tool asked for; defaults: 30 min before the alert (or before `end`), to
    now. ValueError naming the argument when a time is unreadable or the window is reversed."""
    try:
        stop = parse(end) if end else now
    except ValueError as exc:
        raise ValueError(f"'end': {exc}") from None
    anchor = min(alert, stop) if alert is not None else stop
    try:
        begin = parse(start) if start else anchor - LOOKBACK
    except ValueError as exc:
        raise ValueError(f"'start': {exc}") from None
    if begin > stop:
        raise ValueError("'start' must not be after 'end'")
    return Window(begin, stop)
