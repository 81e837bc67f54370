"""The incident schema: frozen dataclasses parsed once from YAML at the edge.

An incident is data: the alert, the fault (a change, its log symptoms, how errors propagate to
callers, metric effects, Kubernetes events), harmless decoy changes, noise, and the ground truth
a correct report must state. `docs/prodsim.md` documents every field; `prodsim.schema` turns
YAML into these classes and reports bad input with its path and line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path


class IncidentError(ValueError):
    """An incident file is missing, malformed, or inconsistent; the message names path and line."""


@dataclass(frozen=True)
class AlertSpec:
    """The alert as Alertmanager would send it."""

    alertname: str
    service: str
    severity: str
    """`critical`, `warning` or `info`."""
    region: str
    summary: str
    description: str


@dataclass(frozen=True)
class LogSpec:
    """A stream of log lines an incident adds to one service.

    Times are relative to an anchor: the change (or, without one, the onset) for fault
    symptoms and decoy logs; the beginning of the log window for noise (so noise is there
    before and after the fault).
    """

    service: str
    level: str
    component: str
    messages: tuple[str, ...]
    """Templates; `{placeholder}`s are filled per line (see `prodsim.templates.GENERATORS`)."""
    start_seconds: float
    """When lines start, in seconds after the anchor."""
    duration_seconds: float | None
    """How long lines keep coming; None means until the end of the window."""
    per_minute: tuple[int, int]
    """Inclusive range of lines per full minute."""
    values: tuple[ValueSpec, ...] = ()
    """Placeholders whose value follows the clock instead of being drawn per line."""


@dataclass(frozen=True)
class ValueSpec:
    """A placeholder that evolves consistently over time: `start` at the stream's first line,
    then `per_minute` more each minute, clamped to [low, high] — a replica count that falls,
    a countdown to a certificate's expiry, a heap that grows. Rendered with `decimals`."""

    name: str
    start: float
    per_minute: float
    decimals: int = 0
    low: float | None = None
    high: float | None = None

    def at(self, minutes: float) -> str:
        """The value `minutes` after the stream's start, as it appears in a line."""
        value = self.start + self.per_minute * minutes
        if self.low is not None:
            value = max(self.low, value)
        if self.high is not None:
            value = min(self.high, value)
        return f"{value:.{self.decimals}f}"


@dataclass(frozen=True)
class Hop:
    """One step of error propagation: `service` fails because its callee `callee` fails."""

    service: str
    callee: str
    lag_seconds: float
    """Delay after the callee's first errors before the caller's errors start."""
    level: str
    component: str
    messages: tuple[str, ...]
    """Each message names `callee` by its exact service name."""
    per_minute: tuple[int, int]


@dataclass(frozen=True)
class MetricEffect:
    """How one metric of one service departs from its baseline once the fault begins."""

    service: str
    metric: str
    mode: str
    """`set` (replace by `value`), `multiply` (baseline times `value`) or `add`."""
    value: float
    start_seconds: float
    """Seconds after the anchor (the change; the alert for `transient`) when the effect begins."""
    ramp_minutes: float
    """0 for a step; otherwise the effect grows linearly over this many minutes."""
    duration_seconds: float | None = None
    """How long the effect lasts; None means until the end of the window (no recovery)."""


@dataclass(frozen=True)
class K8sEventSpec:
    """A Kubernetes event the fault (or a transient) causes; rollout events of deploys are
    generated. `object` may be a node (`node/<name>`) as well as a pod or a deployment."""

    service: str
    seconds_after_change: float
    """Seconds after the anchor: the change, the onset of a fault without one, or the alert
    (for a transient)."""
    object: str
    type: str
    """`Normal` or `Warning`."""
    reason: str
    message: str


@dataclass(frozen=True)
class ChangeSpec:
    """A deploy, config change or flag change; the fault's cause or a harmless decoy."""

    kind: str
    """`deploy`, `config` or `flag`."""
    service: str
    minutes_before_alert: float
    id_prefix: str
    """The id is `<id_prefix>-<6 hex>`, drawn per seed."""
    version: str | None
    previous_version: str | None
    key: str | None
    flag: str | None
    old_value: str | None
    new_value: str | None
    author: str
    summary: str
    logs: tuple[LogSpec, ...]
    """Extra log lines after the change (anchored at the change)."""


@dataclass(frozen=True)
class FaultSpec:
    """What actually broke, and how it shows.

    `service` is the root cause's service. Errors start at `origin` (the same service unless
    the cause sits in a caller, e.g. its retry setting overrunning a callee's rate limit) and
    propagate along `propagation`. A fault without a `change` (an expired certificate, node
    pressure, an outage of a provider) begins `onset_minutes_before_alert` before the alert.
    """

    service: str
    change: ChangeSpec | None
    symptoms: tuple[LogSpec, ...]
    propagation: tuple[Hop, ...]
    metrics: tuple[MetricEffect, ...]
    k8s_events: tuple[K8sEventSpec, ...]
    origin: str | None = None
    onset_minutes_before_alert: float | None = None

    def onset_seconds(self) -> float:
        """When errors start, in seconds after the anchor: the earliest symptom that does not
        begin before it (a countdown to an expiry is a lead-up, not the onset)."""
        starts = [s.start_seconds for s in self.symptoms]
        return min((t for t in starts if t >= 0), default=min(starts, default=30.0))

    @property
    def first_failing(self) -> str:
        """Where errors start: `origin`, or the root cause's service."""
        return self.origin or self.service

    def path(self) -> tuple[str, ...]:
        """The root cause's service, where errors start, and every service they reach."""
        return tuple(dict.fromkeys(
            (self.service, self.first_failing, *(hop.service for hop in self.propagation))))


@dataclass(frozen=True)
class NoiseSpec:
    """Background tuning: overall volume and loud-but-harmless warnings."""

    volume: float
    """Multiplier on every service's background lines per minute."""
    loud_warnings: tuple[LogSpec, ...]


@dataclass(frozen=True)
class TransientSpec:
    """A disturbance with no change behind it (a blip that recovers), anchored at the alert:
    `start_seconds` of its logs and metrics count from the alert and may be negative."""

    logs: tuple[LogSpec, ...]
    metrics: tuple[MetricEffect, ...]
    k8s_events: tuple[K8sEventSpec, ...] = ()

    def error_services(self) -> tuple[str, ...]:
        """Services that log WARN or ERROR lines in the transient, in order of appearance."""
        return tuple(dict.fromkeys(s.service for s in self.logs if s.level in ("WARN", "ERROR")))


@dataclass(frozen=True)
class EndpointFault:
    """A fault injected on the wire for requests whose path matches `path`.

    Each rule counts the requests it matches (1, 2, 3, ...) and fires on every `every`-th of
    them, or on the first `first` of them. When it fires it adds `latency_ms`, then drops the
    connection (`drop`), answers `status` (with `Retry-After: retry_after`), or rejects bearer
    tokens older than `expire_tokens_after_s` with 401.
    """

    path: str
    """A real path (`/changes`), an endpoint family (`/api/metrics`: every path that stands
    for it, `prodsim.wire`) or an fnmatch glob of either (`/api/*`)."""
    name: str
    """Shown in the request log's `fault` field; generated from the rule when not given."""
    status: int | None = None
    retry_after: float | None = None
    every: int | None = None
    first: int | None = None
    latency_ms: float = 0.0
    drop: bool = False
    expire_tokens_after_s: float | None = None
    enabled: bool = True
    """False switches off an incident's rule for the same path (an override from a run file)."""


@dataclass(frozen=True)
class AuthSpec:
    """Incident-level auth: whether the real APIs require a bearer token, and its lifetime."""

    required: bool
    token_ttl_seconds: float


@dataclass(frozen=True)
class TrapRule:
    """A limit on what an agent sends, judged from prodsim's request log alone.

    A request counts when its path matches `path` (exact or fnmatch glob) and, for every
    (name, values) in `params`, its parameter `name` is one of `values`.
    """

    name: str
    path: str
    params: tuple[tuple[str, tuple[str, ...]], ...]
    max_identical: int | None
    """At most this many requests with identical method, path and parameters."""
    max_calls: int | None
    """At most this many matching requests in total."""


@dataclass(frozen=True)
class Fact:
    """Something a correct report must state: any of the regexes matches (case-insensitive).

    `{change_id}` in a pattern is replaced by the escaped change id for the seed.
    """

    name: str
    any_of: tuple[str, ...]

    def matches(self, text: str) -> bool:
        """True when any pattern is found in `text`."""
        return any(re.search(p, text, re.IGNORECASE) for p in self.any_of)


CAUSE_KINDS: tuple[str, ...] = (
    "change", "resource_exhaustion", "expired_credential", "dependency_failure",
    "infrastructure", "capacity", "data", "unknown")
"""The closed set of root-cause kinds a report names (and ground truth states)."""


@dataclass(frozen=True)
class Component:
    """Something an incident's services depend on that is not a service of the shop: a node,
    a database, a certificate, an external provider. Log lines and events may name it."""

    name: str
    kind: str
    """`node`, `database`, `certificate`, `external` or `queue`."""
    used_by: tuple[str, ...]
    description: str


@dataclass(frozen=True)
class GroundTruthSpec:
    """What the right answer is; `change_id: fault` resolves to the fault change's id."""

    root_cause_service: str | None
    change_id: str | None
    """`fault` (the fault change's id, resolved per seed) or None (no change is the cause)."""
    facts: tuple[Fact, ...]
    expect: str
    """`resolve` (a report is right) or `escalate` (handing to a human is right)."""
    cause_kind: str = "change"
    """One of `CAUSE_KINDS`, or `none` for an incident with no cause to find."""
    component: str | None = None
    """The component (node, certificate, provider) at fault, when it is not a service."""


@dataclass(frozen=True)
class Incident:
    """One scenario, fully validated."""

    name: str
    description: str
    start_ms: int
    """The alert time before per-seed jitter, epoch milliseconds."""
    alert: AlertSpec
    fault: FaultSpec | None
    decoys: tuple[ChangeSpec, ...]
    noise: NoiseSpec
    ground_truth: GroundTruthSpec
    source: str
    """Where it was loaded from, for error messages."""
    transient: TransientSpec | None = None
    faults: tuple[EndpointFault, ...] = ()
    """Endpoint faults the app injects (e.g. a dead metrics endpoint)."""
    auth: AuthSpec | None = None
    traps: tuple[TrapRule, ...] = ()
    components: tuple[Component, ...] = ()
    """Nodes, databases, certificates and external providers this incident names."""

    def error_path(self) -> tuple[str, ...]:
        """Services whose errors belong to the incident: the fault path, then the services
        with WARN/ERROR lines in the transient. Decoys must stay off it."""
        path = self.fault.path() if self.fault else ()
        extra = self.transient.error_services() if self.transient else ()
        return tuple(dict.fromkeys((*path, *extra)))


def _incident_dir() -> Traversable:
    return resources.files("prodsim") / "incidents"


def list_incidents() -> list[str]:
    """Names of the incidents shipped with prodsim, sorted."""
    names = [
        entry.name.removesuffix(".yaml")
        for entry in _incident_dir().iterdir()
        if entry.name.endswith(".yaml")
    ]
    return sorted(names)


def load_incident(name_or_path: str | Path) -> Incident:
    """Load a shipped incident by name, or any incident file by path.

    Anything that contains a path separator or ends in `.yaml`/`.yml` is taken as a path.
    """
    from prodsim.schema import parse_incident

    text_path = str(name_or_path)
    if isinstance(name_or_path, Path) or "/" in text_path or text_path.endswith((".yaml", ".yml")):
        path = Path(name_or_path)
        from prodsim.yamldoc import MAX_BYTES, read_incident_text

        try:
            with path.open("rb") as f:
                raw = f.read(MAX_BYTES + 1)
        except OSError as exc:
            raise IncidentError(f"{path}: cannot read incident file: {exc.strerror}") from exc
        return parse_incident(read_incident_text(raw, str(path)), str(path))
    return _shipped_incident(text_path)


@lru_cache(maxsize=64)
def _shipped_incident(name: str) -> Incident:
    """A shipped incident, parsed once per process: package data does not change under us,
    and YAML parsing costs milliseconds that many concurrent runs would pay again."""
    from prodsim.schema import parse_incident

    entry = _incident_dir() / f"{name}.yaml"
    if not entry.is_file():
        known = ", ".join(list_incidents())
        raise IncidentError(f"unknown incident {name!r}; known: {known}")
    return parse_incident(entry.read_text(encoding="utf-8"), f"incidents/{name}.yaml")
