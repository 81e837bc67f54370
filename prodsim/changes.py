"""Change history: deploys, config and flag changes, and the Kubernetes events they cause.

Background history goes back a week on every service so that "the latest change" is never
trivially the answer; it stays clear of the hours before the alert, where only the incident's
own changes (the fault and its decoys) land.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from prodsim.incident import ChangeSpec, Incident
from prodsim.templates import bake, hex_id, pod_suffix
from prodsim.timeutil import DAY_MS, HOUR_MS, MINUTE_MS
from prodsim.topology import SERVICE_NAMES

HISTORY_MS = 7 * DAY_MS
"""How far back change history and Kubernetes events go."""

_AUTHORS = ("a.kowalski", "j.mensah", "l.fernandez", "s.tanaka", "r.osei", "m.okafor",
            "deploy-bot", "p.novak", "c.dubois")
_SUMMARIES = (
    "Bump dependencies to latest patch releases", "Fix pagination off-by-one in list endpoint",
    "Improve logging around retries", "Add cache hit metrics", "Upgrade base image",
    "Tune GC settings for lower pause times", "Remove dead feature-flag code",
    "Refactor request validation", "Add tracing spans to outbound calls",
    "Harden input validation on public endpoint", "Reduce allocation in hot path",
)
_CONFIG_KEYS = (
    ("http.server.max_connections", ("256", "384", "512", "1024")),
    ("log.sample_rate", ("0.05", "0.1", "0.25")),
    ("pool.max_size", ("16", "24", "32", "48")),
    ("client.timeout_ms", ("800", "1200", "1500", "2000")),
    ("cache.ttl_seconds", ("60", "120", "300", "600")),
    ("retry.max_attempts", ("2", "3", "4")),
)
_FLAGS = ("new-ranking", "async-writes", "batch-v2", "compact-responses", "edge-cache")
_ROLLOUT = ("0%", "5%", "10%", "25%", "50%", "100%")


@dataclass(frozen=True)
class Deploy:
    """A rollout of a new version of one service."""

    id: str
    service: str
    version: str
    previous_version: str
    at_ms: int
    author: str
    summary: str


@dataclass(frozen=True)
class ConfigChange:
    """A runtime configuration change of one service."""

    id: str
    service: str
    key: str
    old_value: str
    new_value: str
    at_ms: int
    author: str
    summary: str


@dataclass(frozen=True)
class FlagChange:
    """A feature-flag change; `service` is the service the flag belongs to."""

    id: str
    service: str
    flag: str
    old_value: str
    new_value: str
    at_ms: int
    author: str
    summary: str


@dataclass(frozen=True)
class K8sEvent:
    """A Kubernetes event as `kubectl get events` would show it."""

    at_ms: int
    service: str
    object: str
    type: str
    reason: str
    message: str


@dataclass(frozen=True)
class EventLine:
    """One log line a change causes (restart banner, config reload), at an exact time."""

    at_ms: int
    service: str
    level: str
    component: str
    template: str
    values: tuple[tuple[str, str], ...]


Change = Deploy | ConfigChange | FlagChange


@dataclass(frozen=True)
class History:
    """Everything that changed, sorted by time, plus the log lines those changes caused."""

    deploys: tuple[Deploy, ...]
    config_changes: tuple[ConfigChange, ...]
    flag_changes: tuple[FlagChange, ...]
    k8s_events: tuple[K8sEvent, ...]
    event_lines: tuple[EventLine, ...]
    fault_change: Change | None
    decoy_changes: tuple[Change, ...]


class _Ids:
    """Draws unique `<prefix>-<6 hex>` ids from the world's RNG."""

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng
        self._used: set[str] = set()

    def new(self, prefix: str) -> str:
        while True:
            candidate = f"{prefix}-{hex_id(self._rng, 6)}"
            if candidate not in self._used:
                self._used.add(candidate)
                return candidate


def _older_version(version: str, rng: random.Random) -> str:
    parts = version.split(".")
    if len(parts) != 3 or not all(p.isdigit() for p in parts):
        return f"{version}-prev"
    major, minor, patch = (int(p) for p in parts)
    if patch > 0:
        return f"{major}.{minor}.{patch - 1}"
    if minor > 0:
        return f"{major}.{minor - 1}.{rng.randint(2, 7)}"
    return f"{max(major - 1, 0)}.{rng.randint(5, 20)}.{rng.randint(0, 7)}"


def _flag_target(flag: FlagChange) -> str:
    """The service a flag targets: the service its name starts with (`search.x` -> search),
    else the service the change was made on."""
    prefix = flag.flag.split(".", 1)[0]
    return prefix if prefix in SERVICE_NAMES else flag.service


def _change_time(alert_ms: int, spec: ChangeSpec, rng: random.Random) -> int:
    """The change time for this seed: the spec's offset with up to 45 s of jitter."""
    base = int(spec.minutes_before_alert * 60) + rng.randint(-45, 45)
    return alert_ms - max(base, 20) * 1000


def build_history(
    incident: Incident, key: str, alert_ms: int, log_start_ms: int
) -> History:
    """Resolve the incident's changes for this seed and surround them with background history."""
    rng = random.Random(f"{key}|changes")
    ids = _Ids(rng)
    deploys: list[Deploy] = []
    configs: list[ConfigChange] = []
    flags: list[FlagChange] = []
    events: list[K8sEvent] = []
    lines: list[EventLine] = []

    def add(spec: ChangeSpec) -> Change:
        at = _change_time(alert_ms, spec, rng)
        change_id = ids.new(spec.id_prefix)
        change: Change
        if spec.kind == "deploy":
            assert spec.version is not None and spec.previous_version is not None
            change = Deploy(change_id, spec.service, spec.version, spec.previous_version, at,
                            spec.author, spec.summary)
            deploys.append(change)
        elif spec.kind == "config":
            assert spec.key is not None and spec.old_value is not None
            assert spec.new_value is not None
            change = ConfigChange(change_id, spec.service, spec.key, spec.old_value,
                                  spec.new_value, at, spec.author, spec.summary)
            configs.append(change)
        else:
            assert spec.flag is not None and spec.old_value is not None
            assert spec.new_value is not None
            change = FlagChange(change_id, spec.service, spec.flag, spec.old_value,
                                spec.new_value, at, spec.author, spec.summary)
            flags.append(change)
        return change

    fault_change = incident.fault.change if incident.fault is not None else None
    fault = None if fault_change is None else add(fault_change)
    decoys = tuple(add(spec) for spec in incident.decoys)
    on_path = set(incident.fault.path()) if incident.fault else set()
    incident_deploys = sorted(deploys, key=lambda d: d.at_ms)
    for service in SERVICE_NAMES:
        srng = random.Random(f"{key}|history|{service}")
        first = next((d for d in incident_deploys if d.service == service), None)
        current = first.previous_version if first else (
            f"{srng.randint(1, 4)}.{srng.randint(3, 30)}.{srng.randint(0, 9)}")
        # Services on the fault path get no background change in the last day, so the fault's
        # change is the only recent one there; off-path services may change up to 6 h before.
        newest = alert_ms - (26 * HOUR_MS if service in on_path else 6 * HOUR_MS)
        _background(service, srng, ids, current, alert_ms - HISTORY_MS, newest,
                    deploys, configs, flags, events)
    previous_rs: dict[str, str] = {}
    for deploy in sorted(deploys, key=lambda d: (d.at_ms, d.id)):
        new_rs, _ = rollout_names(key, deploy)
        old_rs = previous_rs.get(deploy.service, initial_replica_set(key, deploy.service))
        _rollout_events(deploy, random.Random(f"{key}|rollout|{deploy.id}"), old_rs,
                        events, lines)
        previous_rs[deploy.service] = new_rs
    for config in configs:
        template, values = bake(
            "config change applied: {key} = {new} (was {old}, change {change})",
            {"key": config.key, "new": config.new_value, "old": config.old_value,
             "change": config.id})
        lines.append(EventLine(config.at_ms + 2000, config.service, "INFO", "config", template,
                               tuple(values.items())))
    for flag in flags:
        template, values = bake(
            "flag {flag} for {svc} changed: {old} -> {new} by {author} (change {change})",
            {"flag": flag.flag, "svc": _flag_target(flag), "old": flag.old_value,
             "new": flag.new_value, "author": flag.author, "change": flag.id})
        lines.append(EventLine(flag.at_ms, "flag-service", "INFO", "admin", template,
                               tuple(values.items())))
        template, values = bake("flag snapshot refreshed: {flag} = {new}",
                                {"flag": flag.flag, "new": flag.new_value})
        lines.append(EventLine(flag.at_ms + 4000, flag.service, "INFO", "flags", template,
                               tuple(values.items())))
    if incident.fault is not None and fault is not None:
        for spec in incident.fault.k8s_events:
            events.append(K8sEvent(fault.at_ms + int(spec.seconds_after_change * 1000),
                                   spec.service, spec.object, spec.type, spec.reason,
                                   spec.message))
    _ambient_events(key, alert_ms, log_start_ms, on_path, events)
    return History(
        deploys=tuple(sorted(deploys, key=lambda c: (c.at_ms, c.id))),
        config_changes=tuple(sorted(configs, key=lambda c: (c.at_ms, c.id))),
        flag_changes=tuple(sorted(flags, key=lambda c: (c.at_ms, c.id))),
        k8s_events=tuple(sorted(events, key=lambda e: (e.at_ms, e.service, e.object, e.reason))),
        event_lines=tuple(sorted(lines, key=lambda e: (e.at_ms, e.service, e.template))),
        fault_change=fault,
        decoy_changes=decoys,
    )


def _background(
    service: str, rng: random.Random, ids: _Ids, current: str, oldest: int, newest: int,
    deploys: list[Deploy], configs: list[ConfigChange], flags: list[FlagChange],
    events: list[K8sEvent],
) -> None:
    """A week of unremarkable changes on one service, ending at version `current`."""
    times = sorted(rng.randint(oldest // 1000, newest // 1000) * 1000
                   for _ in range(rng.randint(3, 6)))
    versions = [current]
    for _ in times:
        versions.append(_older_version(versions[-1], rng))
    versions.reverse()  # versions[i] -> versions[i + 1] is the deploy at times[i]
    for i, at in enumerate(times):
        deploys.append(Deploy(ids.new("dep"), service, versions[i + 1], versions[i], at,
                              rng.choice(_AUTHORS), rng.choice(_SUMMARIES)))
    values = {key: rng.choice(choices) for key, choices in _CONFIG_KEYS}
    for _ in range(rng.randint(1, 3)):
        key, choices = rng.choice(_CONFIG_KEYS)
        new = rng.choice([c for c in choices if c != values[key]])
        at = rng.randint(oldest // 1000, newest // 1000) * 1000
        configs.append(ConfigChange(ids.new("cfg"), service, key, values[key], new, at,
                                    rng.choice(_AUTHORS), f"Tune {key}"))
        values[key] = new
    for _ in range(rng.randint(0, 2)):
        flag = f"{service}.{rng.choice(_FLAGS)}"
        step = rng.randint(0, len(_ROLLOUT) - 2)
        at = rng.randint(oldest // 1000, newest // 1000) * 1000
        flags.append(FlagChange(ids.new("flag"), service, flag, _ROLLOUT[step],
                                _ROLLOUT[step + 1], at, rng.choice(_AUTHORS),
                                f"Widen rollout of {flag}"))
    for _ in range(rng.randint(1, 3)):
        at = rng.randint(oldest // 1000, newest // 1000) * 1000
        replicas = rng.randint(3, 8)
        events.append(K8sEvent(at, service, f"horizontalpodautoscaler/{service}", "Normal",
                               "SuccessfulRescale",
                               f"New size: {replicas}; reason: cpu resource utilization "
                               "(percentage of request) above target"))


def rollout_names(key: str, deploy: Deploy) -> tuple[str, str]:
    """The ReplicaSet a deploy creates and the pod it starts (`<service>-<hash>-<suffix>`),
    drawn from the deploy's own RNG so that events, pods and rollout history agree."""
    rng = random.Random(f"{key}|rollout|{deploy.id}")
    new_rs = f"{deploy.service}-{hex_id(rng, 9)}"
    hex_id(rng, 9)  # a draw kept so that pod names stay what they were for every seed
    return new_rs, f"{new_rs}-{pod_suffix(rng)}"


def initial_replica_set(key: str, service: str) -> str:
    """The ReplicaSet that ran before the oldest deploy in the history."""
    return f"{service}-{hex_id(random.Random(f'{key}|rs0|{service}'), 9)}"


def _rollout_events(
    deploy: Deploy, rng: random.Random, old_rs: str, events: list[K8sEvent],
    lines: list[EventLine],
) -> None:
    """The Kubernetes events and restart log lines of one rollout; `old_rs` is the
    ReplicaSet of the previous revision, scaled down at the end."""
    svc, at = deploy.service, deploy.at_ms
    new_rs = f"{svc}-{hex_id(rng, 9)}"
    hex_id(rng, 9)
    pod = f"{new_rs}-{pod_suffix(rng)}"
    events.extend((
        K8sEvent(at, svc, f"deployment/{svc}", "Normal", "ScalingReplicaSet",
                 f"Scaled up replica set {new_rs} to 1"),
        K8sEvent(at + 17_000, svc, f"pod/{pod}", "Normal", "Pulled",
                 f'Successfully pulled image "registry.shop.internal/{svc}:{deploy.version}"'),
        K8sEvent(at + 21_000, svc, f"pod/{pod}", "Normal", "Started",
                 f"Started container {svc}"),
        K8sEvent(at + 52_000, svc, f"deployment/{svc}", "Normal", "ScalingReplicaSet",
                 f"Scaled down replica set {old_rs} to 0"),
    ))
    version_values = {"version": deploy.version, "build": deploy.id}
    starting, values = bake(f"starting {svc} version {{version}} (build {{build}})",
                            version_values)
    lines.extend((
        EventLine(at + 3_000, svc, "INFO", "lifecycle",
                  "received SIGTERM, draining in-flight requests", ()),
        EventLine(at + 22_000, svc, "INFO", "lifecycle", starting, tuple(values.items())),
        EventLine(at + 25_000, svc, "INFO", "lifecycle",
                  "ready: accepting traffic after {ms}ms", ()),
    ))


def _ambient_events(
    key: str, alert_ms: int, log_start_ms: int, on_path: set[str], events: list[K8sEvent]
) -> None:
    """Harmless recent cluster chatter on services off the fault path."""
    rng = random.Random(f"{key}|ambient")
    for service in SERVICE_NAMES:
        if service in on_path or rng.random() > 0.35:
            continue
        at = rng.randint(log_start_ms // 1000, (alert_ms - 20 * MINUTE_MS) // 1000) * 1000
        pod = f"{service}-{hex_id(rng, 9)}-{pod_suffix(rng)}"
        events.append(K8sEvent(at, service, f"pod/{pod}", "Warning", "Unhealthy",
                               "Readiness probe failed: HTTP probe failed with statuscode: 503"))
        events.append(K8sEvent(at + 30_000, service, f"pod/{pod}", "Normal", "Ready",
                               "Readiness probe succeeded"))
