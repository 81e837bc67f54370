"""A World: one incident resolved for one seed, immutable and cheap to query.

`build_world(incident, seed)` draws everything seed-dependent (alert jitter, change ids and
times, background history) from `random.Random` instances keyed by "<incident>#<seed>", never
from the global RNG or the wall clock. Logs and metrics are generated lazily on query.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import cache, lru_cache
from importlib import resources
from typing import Any, TypeVar

from prodsim.catalog import catalog
from prodsim.changes import (
    Change,
    ConfigChange,
    Deploy,
    FlagChange,
    History,
    K8sEvent,
    build_history,
)
from prodsim.incident import Fact, Incident, LogSpec, MetricEffect
from prodsim.logs import LogEntry, ServiceLogs, Stream, plan_service_logs, query_entries
from prodsim.metrics import Effect, series
from prodsim.requestlog import RequestRecord, TrapVerdict, evaluate_traps
from prodsim.templates import LEVEL_RANK
from prodsim.timeutil import HOUR_MS, MINUTE_MS, from_datetime, parse_time
from prodsim.topology import METRIC_NAMES, SERVICES, Service

LOG_HISTORY_MS = 3 * HOUR_MS
"""Logs and metrics exist from this long before the alert..."""
AFTER_ALERT_MS = 5 * MINUTE_MS
"""...up to "now", this long after the alert."""
DEFAULT_LOOKBACK_MS = 30 * MINUTE_MS
"""The default query window starts this long before the alert (docs/contracts.md)."""

TimeLike = int | str | datetime
"""Epoch milliseconds, an RFC 3339 string, or an aware datetime."""


def to_ms(value: TimeLike) -> int:
    """Normalise a time argument of the Python API to epoch milliseconds."""
    if isinstance(value, datetime):
        return from_datetime(value)
    if isinstance(value, str):
        return parse_time(value)
    return value


@dataclass(frozen=True)
class Runbook:
    """A service's runbook: the first heading is its title."""

    service: str
    title: str
    markdown: str


@dataclass(frozen=True)
class GroundTruth:
    """The right answer for this seed, with the change id resolved."""

    root_cause_service: str | None
    change_id: str | None
    change_kind: str | None
    facts: tuple[Fact, ...]
    """Patterns with `{change_id}` already replaced by the escaped id."""
    expect: str
    cause_kind: str = "change"
    """One of `prodsim.incident.CAUSE_KINDS`, or `none` (nothing to find)."""
    component: str | None = None
    """The node, certificate or provider at fault, when it is not a service."""
    onset_ms: int | None = None
    """When the fault's first symptom begins."""

    def missing_facts(self, text: str) -> list[str]:
        """Names of facts that `text` (a report) does not state."""
        return [fact.name for fact in self.facts if not fact.matches(text)]


@dataclass(frozen=True, eq=False)
class World:
    """Everything prodsim serves for one (incident, seed). Treat as immutable."""

    incident: Incident
    seed: int
    key: str
    alert_ms: int
    now_ms: int
    log_start_ms: int
    services: tuple[Service, ...]
    history: History
    service_logs: dict[str, ServiceLogs]
    metric_effects: dict[tuple[str, str], tuple[Effect, ...]]
    minutes: dict[tuple[str, int], list[LogEntry]] = field(default_factory=dict, repr=False)
    """Memo of generated log minutes: a pure function of the world, so computing one twice
    is waste (one run reads the same minutes in several queries; many runs share a world)."""

    # -- lookups ------------------------------------------------------------------------------

    def service(self, name: str) -> Service | None:
        """The service called `name`, or None."""
        return next((s for s in self.services if s.name == name), None)

    @property
    def fault_change(self) -> Change | None:
        """The change that causes the incident (None for a no-fault incident)."""
        return self.history.fault_change

    def default_window(self) -> tuple[int, int]:
        """The window used when a query gives no times: 30 min before the alert to now."""
        return self.alert_ms - DEFAULT_LOOKBACK_MS, self.now_ms

    # -- logs ---------------------------------------------------------------------------------

    def log_entries(
        self, service: str, start: TimeLike | None = None, end: TimeLike | None = None
    ) -> list[LogEntry]:
        """All lines of `service` with start <= time <= end (None: the whole log window)."""
        lo = self.log_start_ms if start is None else to_ms(start)
        hi = self.now_ms if end is None else to_ms(end)
        return query_entries(self.key, self.service_logs[service], lo, hi,
                             (self.log_start_ms, self.now_ms), self.minutes)

    def logs(
        self, service: str, start: TimeLike | None = None, end: TimeLike | None = None,
        level: str = "DEBUG", contains: str | None = None,
    ) -> list[str]:
        """Log lines at or above `level` whose text contains `contains` (case-insensitive)."""
        rank = LEVEL_RANK[level]
        needle = contains.lower() if contains else None
        return [e.line for e in self.log_entries(service, start, end)
                if e.rank >= rank and (needle is None or needle in e.line.lower())]

    def emitted_templates(
        self, service: str, start: TimeLike | None = None, end: TimeLike | None = None,
        level: str = "DEBUG",
    ) -> list[str]:
        """Distinct templates (`LEVEL [component] text`) the logs endpoint would emit, in order
        of first appearance. One template folds to exactly one masked form."""
        rank = LEVEL_RANK[level]
        seen: dict[str, None] = {}
        for entry in self.log_entries(service, start, end):
            if entry.rank >= rank:
                seen.setdefault(entry.template, None)
        return list(seen)

    # -- metrics, changes, events -------------------------------------------------------------

    def metric(
        self, service: str, metric: str, start: TimeLike | None = None,
        end: TimeLike | None = None,
    ) -> list[tuple[int, float]]:
        """Per-minute points of one metric in [start, end]."""
        svc = self.service(service)
        if svc is None or metric not in METRIC_NAMES:
            raise KeyError(f"{service}/{metric}")
        lo = self.log_start_ms if start is None else to_ms(start)
        hi = self.now_ms if end is None else to_ms(end)
        points = series(self.key, svc, metric, (self.log_start_ms, self.now_ms),
                        self.metric_effects.get((service, metric), ()))
        return [p for p in points if lo <= p[0] <= hi]

    def deploys(
        self, service: str | None = None, start: TimeLike | None = None,
        end: TimeLike | None = None,
    ) -> list[Deploy]:
        """Deploys, oldest first; None bounds are open."""
        return _between(self.history.deploys, service, start, end)

    def config_changes(
        self, service: str | None = None, start: TimeLike | None = None,
        end: TimeLike | None = None,
    ) -> list[ConfigChange]:
        """Config changes, oldest first; None bounds are open."""
        return _between(self.history.config_changes, service, start, end)

    def flag_changes(
        self, service: str | None = None, start: TimeLike | None = None,
        end: TimeLike | None = None,
    ) -> list[FlagChange]:
        """Flag changes, oldest first; None bounds are open."""
        return _between(self.history.flag_changes, service, start, end)

    def k8s_events(
        self, service: str | None = None, start: TimeLike | None = None,
        end: TimeLike | None = None,
    ) -> list[K8sEvent]:
        """Kubernetes events, oldest first; None bounds are open."""
        return _between(self.history.k8s_events, service, start, end)

    def runbook(self, service: str) -> Runbook | None:
        """The runbook of `service`, or None if it has none."""
        markdown = _runbook_text(service)
        if markdown is None:
            return None
        first = markdown.splitlines()[0] if markdown else ""
        return Runbook(service, first.lstrip("# ").strip() or f"{service} runbook", markdown)

    def trap_verdicts(
        self, request_log: Iterable[RequestRecord | Mapping[str, Any]]
    ) -> list[TrapVerdict]:
        """One verdict per `traps:` rule of the incident, judged from the request log alone
        (`app.request_log`, or the records of `/admin/requests`). Pure."""
        return evaluate_traps(self.incident.traps, request_log)

    def ground_truth(self) -> GroundTruth:
        """The incident's ground truth with the change id resolved for this seed."""
        spec = self.incident.ground_truth
        change = self.fault_change if spec.change_id == "fault" else None
        change_id = change.id if change else None
        fault = self.incident.fault
        kind = fault.change.kind if change and fault and fault.change else None
        escaped = re.escape(change_id) if change_id else "(?!)"
        facts = tuple(Fact(f.name, tuple(p.replace("{change_id}", escaped) for p in f.any_of))
                      for f in spec.facts)
        return GroundTruth(spec.root_cause_service, change_id, kind, facts, spec.expect,
                           spec.cause_kind, spec.component,
                           self.onset_ms() if fault is not None else None)

    def onset_ms(self) -> int | None:
        """When the fault's first symptom begins (None without a fault)."""
        fault = self.incident.fault
        anchor = fault_anchor(self.incident, self.history, self.alert_ms)
        if fault is None or anchor is None:
            return None
        return anchor + int(fault.onset_seconds() * 1000)


R = TypeVar("R", Deploy, ConfigChange, FlagChange, K8sEvent)


def _between(
    records: tuple[R, ...], service: str | None, start: TimeLike | None, end: TimeLike | None
) -> list[R]:
    lo = None if start is None else to_ms(start)
    hi = None if end is None else to_ms(end)
    return [r for r in records
            if (service is None or r.service == service)
            and (lo is None or r.at_ms >= lo) and (hi is None or r.at_ms <= hi)]


@cache
def _runbook_text(service: str) -> str | None:
    """Runbooks are static package data, read once per process."""
    entry = resources.files("prodsim") / "runbooks" / f"{service}.md"
    return entry.read_text(encoding="utf-8") if entry.is_file() else None


def _effect(effects: dict[tuple[str, str], list[Effect]], m: MetricEffect, anchor_ms: int) -> None:
    start = anchor_ms + int(m.start_seconds * 1000)
    end = None if m.duration_seconds is None else start + int(m.duration_seconds * 1000)
    effects.setdefault((m.service, m.metric), []).append(Effect(
        m.mode, m.value, start, int(m.ramp_minutes * MINUTE_MS), end))


def fault_anchor(incident: Incident, history: History, alert_ms: int) -> int | None:
    """What fault times count from: its change, or (a fault without one) its onset."""
    fault = incident.fault
    if fault is None:
        return None
    if fault.change is not None:
        return history.fault_change.at_ms if history.fault_change else None
    return alert_ms - int((fault.onset_minutes_before_alert or 0) * MINUTE_MS)


def with_incident_events(incident: Incident, history: History, alert_ms: int) -> History:
    """The history plus the Kubernetes events of a fault without a change (anchored at its
    onset) and of a transient (anchored at the alert); the history already holds those of a
    fault with a change. Unchanged (the same object) when there are none."""
    extra: list[K8sEvent] = []
    fault = incident.fault
    anchor = fault_anchor(incident, history, alert_ms)
    if fault is not None and fault.change is None and anchor is not None:
        extra += [K8sEvent(anchor + int(e.seconds_after_change * 1000), e.service, e.object,
                           e.type, e.reason, e.message) for e in fault.k8s_events]
    if incident.transient is not None:
        extra += [K8sEvent(alert_ms + int(e.seconds_after_change * 1000), e.service, e.object,
                           e.type, e.reason, e.message) for e in incident.transient.k8s_events]
    if not extra:
        return history
    events = sorted((*history.k8s_events, *extra),
                    key=lambda e: (e.at_ms, e.service, e.object, e.reason))
    return replace(history, k8s_events=tuple(events))


@lru_cache(maxsize=32)
def build_world(incident: Incident, seed: int = 0) -> World:
    """Resolve `incident` for `seed`. Cached: a World is immutable, so it is shared."""
    key = f"{incident.name}#{seed}"
    timing = random.Random(f"{key}|timing")
    alert_ms = incident.start_ms + timing.randint(-3, 3) * MINUTE_MS
    now_ms = alert_ms + AFTER_ALERT_MS
    log_start_ms = alert_ms - LOG_HISTORY_MS
    history = with_incident_events(incident, build_history(incident, key, alert_ms,
                                                           log_start_ms), alert_ms)
    streams: dict[str, list[Stream]] = {s.name: [] for s in SERVICES}

    def add(spec: LogSpec, anchor_ms: int, level: str | None = None) -> int:
        start = anchor_ms + int(spec.start_seconds * 1000)
        end = now_ms if spec.duration_seconds is None else start + int(
            spec.duration_seconds * 1000)
        streams[spec.service].append(Stream(level or spec.level, spec.component, spec.messages,
                                            start, end, spec.per_minute, spec.values))
        return start

    effects: dict[tuple[str, str], list[Effect]] = {}
    fault = incident.fault
    anchor_ms = fault_anchor(incident, history, alert_ms)
    if fault is not None and anchor_ms is not None:
        for spec in fault.symptoms:
            add(spec, anchor_ms)
        onset = {fault.first_failing: anchor_ms + int(fault.onset_seconds() * 1000)}
        for hop in fault.propagation:
            start = onset[hop.callee] + int(hop.lag_seconds * 1000)
            onset.setdefault(hop.service, start)
            streams[hop.service].append(Stream(hop.level, hop.component, hop.messages, start,
                                               now_ms, hop.per_minute))
        for spec in fault.change.logs if fault.change else ():
            add(spec, anchor_ms)
        for m in fault.metrics:
            _effect(effects, m, anchor_ms)
    if incident.transient is not None:
        for spec in incident.transient.logs:
            add(spec, alert_ms)
        for m in incident.transient.metrics:
            _effect(effects, m, alert_ms)
    for decoy_spec, decoy in zip(incident.decoys, history.decoy_changes, strict=True):
        for spec in decoy_spec.logs:
            add(spec, decoy.at_ms)
    for spec in incident.noise.loud_warnings:
        add(spec, log_start_ms)
    templates = catalog()
    service_logs = {}
    for svc in SERVICES:
        events = tuple(e for e in history.event_lines if e.service == svc.name)
        service_logs[svc.name] = plan_service_logs(
            svc.name, templates[svc.name], svc.lines_per_minute, incident.noise.volume,
            tuple(streams[svc.name]), events)
    return World(
        incident=incident, seed=seed, key=key, alert_ms=alert_ms, now_ms=now_ms,
        log_start_ms=log_start_ms, services=SERVICES, history=history,
        service_logs=service_logs,
        metric_effects={k: tuple(v) for k, v in effects.items()},
    )
