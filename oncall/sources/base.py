"""The seam: one small protocol per family of questions, and the bundle a run reads through.

A source answers one family (logs, metrics, events, changes, runbooks, topology) with a typed
result or a `SourceError`, never an exception: the tools hand either to the model as it is.
Which adapter answers a family is decided once, from the run file (`oncall.sources.build`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol

from oncall.sources.results import (
    Changes,
    Events,
    LogLines,
    Runbook,
    Series,
    SourceError,
    Topology,
)
from oncall.sources.times import Window

LEVELS = ("DEBUG", "INFO", "WARN", "ERROR")


@dataclass(frozen=True, slots=True)
class LogQuery:
    service: str
    window: Window
    level: str | None = None
    """Minimum level (DEBUG, INFO, WARN, ERROR); None: every line."""
    contains: str | None = None
    """Case-insensitive substring."""
    limit: int = 200
    """The most recent lines kept, in time order."""


class LogSource(Protocol):
    async def logs(self, query: LogQuery) -> LogLines | SourceError: ...


class MetricSource(Protocol):
    async def metric(self, service: str, metric: str, window: Window) -> Series | SourceError:
        ...


class EventSource(Protocol):
    async def events(self, service: str | None, window: Window) -> Events | SourceError: ...


class ChangeSource(Protocol):
    async def changes(self, service: str | None, window: Window, kinds: tuple[str, ...]
                      ) -> Changes | SourceError: ...


class RunbookSource(Protocol):
    async def runbook(self, service: str) -> Runbook | SourceError: ...


class TopologySource(Protocol):
    async def topology(self) -> Topology | SourceError: ...


@dataclass(frozen=True, slots=True)
class Check:
    """What `sources check` prints of one source: a version and a sample, or the failure."""

    kind: str
    url: str
    ok: bool
    version: str = ""
    sample: str = ""
    error: str = ""


class Checkable(Protocol):
    kind: str

    async def check(self) -> Check: ...


def _wall_clock() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class Sources:
    """What the tools and the bootstrap may read: one adapter per family, or None when the
    run file configures none (the tool then answers `not_configured`)."""

    logs: LogSource | None = None
    metrics: MetricSource | None = None
    events: EventSource | None = None
    changes: ChangeSource | None = None
    runbooks: RunbookSource | None = None
    topology: TopologySource | None = None
    alert: Mapping[str, Any] | str | None = None
    """The production's own firing alert (prodsim's), used when the run file gives none."""
    now: Callable[[], datetime] = _wall_clock
    """The production's clock: the wall clock, or prodsim's simulated now."""
    alert_start: datetime | None = None
    """Set by the bootstrap: tools' default windows start 30 min before it."""
    checks: Sequence[Checkable] = ()
    closers: Sequence[Callable[[], Awaitable[None]]] = field(default_factory=tuple)

    async def aclose(self) -> None:
        for close in self.closers:
            await close()


def not_configured(family: str, tool: str) -> SourceError:
    return SourceError("not_configured", f"{tool}: no {family} source is configured for "
                       "this production; use another tool")
