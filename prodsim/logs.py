"""Log lines, generated lazily per (service, minute) from a seeded RNG.

Nothing is materialised up front: a query walks the minutes it covers and regenerates each one
from `Random("<world key>|log|<service>|<minute>")`, so any window costs only its own lines and
the same minute always yields the same bytes.
"""

from __future__ import annotations

import bisect
import random
import zlib
from dataclasses import dataclass
from itertools import accumulate
from typing import NamedTuple

from prodsim.changes import EventLine
from prodsim.incident import ValueSpec
from prodsim.templates import LEVEL_RANK, LogTemplate, render, template_key
from prodsim.timeutil import MINUTE_MS, floor_minute, format_time


class LogEntry(NamedTuple):
    """One generated line with the facts queries filter on."""

    at_ms: int
    rank: int
    """Index of the level in `LEVELS` (DEBUG=0 ... ERROR=3)."""
    template: str
    """`LEVEL [component] text` with placeholders: what `emitted_templates` reports."""
    line: str


@dataclass(frozen=True)
class Stream:
    """A rate of lines an incident adds to a service between two times."""

    level: str
    component: str
    messages: tuple[str, ...]
    start_ms: int
    end_ms: int
    per_minute: tuple[int, int]
    values: tuple[ValueSpec, ...] = ()
    """Placeholders that follow the clock from `start_ms` (no random draw, so a stream
    without them renders exactly as before)."""

    def values_at(self, at_ms: int) -> dict[str, str] | None:
        """The evolving placeholders' values for a line at `at_ms`; None when there are none."""
        if not self.values:
            return None
        minutes = (at_ms - self.start_ms) / MINUTE_MS
        return {v.name: v.at(minutes) for v in self.values}


@dataclass(frozen=True)
class ServiceLogs:
    """Everything needed to regenerate any minute of one service's log."""

    name: str
    per_minute: tuple[int, int]
    steady: tuple[LogTemplate, ...]
    cum_weights: tuple[float, ...]
    periodic: tuple[tuple[LogTemplate, int], ...]
    """(template, phase): emitted when (minute index + phase) % period == 0."""
    rare: tuple[LogTemplate, ...]
    streams: tuple[Stream, ...]
    events: tuple[EventLine, ...]
    event_times: tuple[int, ...]


def plan_service_logs(
    name: str, templates: tuple[LogTemplate, ...], per_minute: tuple[int, int], volume: float,
    streams: tuple[Stream, ...], events: tuple[EventLine, ...],
) -> ServiceLogs:
    """Split a service's catalog templates by how each one is emitted."""
    steady = tuple(t for t in templates if t.weight > 0)
    lo, hi = per_minute
    return ServiceLogs(
        name=name,
        per_minute=(max(1, round(lo * volume)), max(1, round(hi * volume))),
        steady=steady,
        cum_weights=tuple(accumulate(t.weight for t in steady)),
        periodic=tuple((t, zlib.crc32(t.text.encode()) % t.period)
                       for t in templates if t.period > 0),
        rare=tuple(t for t in templates if t.chance > 0),
        streams=streams,
        events=events,
        event_times=tuple(e.at_ms for e in events),
    )


def minute_entries(key: str, logs: ServiceLogs, minute_ms: int) -> list[LogEntry]:
    """All lines of one service in the minute starting at `minute_ms`, sorted by time."""
    rng = random.Random(f"{key}|log|{logs.name}|{minute_ms}")
    service = logs.name
    prefix = format_time(minute_ms)[:-3]  # "2026-11-30T02:14:"
    raw: list[tuple[int, str, str, str, dict[str, str] | None]] = []
    count = rng.randint(*logs.per_minute)
    for tpl in rng.choices(logs.steady, cum_weights=logs.cum_weights, k=count):
        raw.append((rng.randrange(MINUTE_MS), tpl.level, tpl.component, tpl.text, None))
    index = minute_ms // MINUTE_MS
    for tpl, phase in logs.periodic:
        if (index + phase) % tpl.period == 0:
            raw.append((rng.randrange(MINUTE_MS), tpl.level, tpl.component, tpl.text, None))
    for tpl in logs.rare:
        if rng.random() < tpl.chance:
            raw.append((rng.randrange(MINUTE_MS), tpl.level, tpl.component, tpl.text, None))
    end_ms = minute_ms + MINUTE_MS
    for stream in logs.streams:
        lo, hi = max(minute_ms, stream.start_ms), min(end_ms, stream.end_ms)
        if lo >= hi:
            continue
        expected = rng.randint(*stream.per_minute) * (hi - lo) / MINUTE_MS
        n = int(expected) + (1 if rng.random() < expected - int(expected) else 0)
        for _ in range(n):
            at = rng.randrange(lo, hi)
            raw.append((at - minute_ms, stream.level, stream.component,
                        rng.choice(stream.messages), stream.values_at(at)))
    first = bisect.bisect_left(logs.event_times, minute_ms)
    last = bisect.bisect_left(logs.event_times, end_ms)
    for event in logs.events[first:last]:
        raw.append((event.at_ms - minute_ms, event.level, event.component, event.template,
                    dict(event.values)))
    raw.sort(key=lambda item: item[0])
    entries = []
    for offset, level, component, text, values in raw:
        message = render(text, rng, service, values)
        stamp = f"{prefix}{offset // 1000:02d}.{offset % 1000:03d}Z"
        entries.append(LogEntry(
            minute_ms + offset, LEVEL_RANK[level], template_key(level, component, text),
            f"{stamp} {level} {service} [{component}] {message}",
        ))
    return entries


def query_entries(
    key: str, logs: ServiceLogs, start_ms: int, end_ms: int, window: tuple[int, int],
    memo: dict[tuple[str, int], list[LogEntry]] | None = None,
) -> list[LogEntry]:
    """Lines with `start_ms <= at <= end_ms`, clipped to the world's log window.

    `memo` keeps generated minutes by (service, minute); entries are never mutated.
    """
    lo, hi = max(start_ms, window[0]), min(end_ms, window[1] - 1)
    out: list[LogEntry] = []
    if lo > hi:
        return out
    minute = floor_minute(lo)
    while minute <= hi:
        entries = memo.get((logs.name, minute)) if memo is not None else None
        if entries is None:
            entries = minute_entries(key, logs, minute)
            if memo is not None:
                memo[(logs.name, minute)] = entries
        for entry in entries:
            if lo <= entry.at_ms <= hi:
                out.append(entry)
        minute += MINUTE_MS
    return out
