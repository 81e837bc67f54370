"""Alerts to runs: one run per firing alert, deduplicated in the database.

The dedupe is the `alerts` table's primary key (fingerprint and `startsAt`), so it holds
across Alertmanager's re-sends, restarts and several `serve` processes on one database. Each
alert of a group is its own run: alerts grouped by a route are often different failures (two
services of one `alertname`), a re-grouping by Alertmanager must not start a second run for an
alert already investigated, and a resolved notification names single alerts.

The order of the writes is what makes a crash harmless: the `alert_received` event goes to a
fresh run id first (nobody else knows the id, so nothing can collide with it), then the
`alerts` row claims the dedupe key, then the outbox rows, and last the run's spec, which is
what makes a worker take it. A crash after the claim and before the spec leaves an alert whose
run does not exist yet: `repair` creates it at the next start.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import orjson
import structlog

from oncall import events as kinds
from oncall.errors import StoreError
from oncall.models import ModelServers
from oncall.redact import DEFAULT_RULES, Redactor
from oncall.runner import create_run
from oncall.serve.alerts import Alert
from oncall.serve.config import ServeConfig
from oncall.store import NewEvent, Store

log = structlog.get_logger("oncall.serve")

FINISHED = "status NOT IN ('queued', 'running')"
"""A run_index row whose run has ended (its last lifecycle event is a run_finished)."""


@dataclass(frozen=True, slots=True)
class Admission:
    """What became of one alert of a webhook."""

    alert: Alert
    disposition: str
    """new, duplicate, resolved, resolved_unknown or ignored."""
    run_id: str | None

    def to_json(self) -> dict[str, Any]:
        return {"fingerprint": self.alert.fingerprint, "startsAt": self.alert.starts_at,
                "status": self.alert.status, "disposition": self.disposition,
                "run_id": self.run_id}


def new_run_id(clock: Callable[[], float] = time.time) -> str:
    return f"run-{time.strftime('%Y%m%d-%H%M%S', time.gmtime(clock()))}-{uuid.uuid4().hex[:8]}"


async def append_late(store: Store, run_id: str, events: Sequence[NewEvent]) -> None:
    """Append to a run this process does not drive (a finished run's notifications, an
    alert's resolution). Another `serve` process may append to the same run at the same
    moment: a sequence number taken twice fails, the store forgets its cached one, and the
    append is tried again."""
    for new in events:
        kinds.check(new.kind, new.payload)
    for attempt in range(8):
        try:
            await store.append(run_id, events)
            return
        except StoreError as exc:
            if "UNIQUE" not in str(exc) or attempt == 7:
                raise


class Intake:
    """Admits the alerts of webhooks into the database: runs, dedupe rows, outbox rows."""

    def __init__(self, store: Store, config: ServeConfig, servers: ModelServers,
                 clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.config = config
        self.servers = servers
        self.clock = clock

    async def admit(self, alerts: Sequence[Alert], raw: Sequence[Mapping[str, Any]]
                    ) -> list[Admission]:
        out = []
        for alert, payload in zip(alerts, raw, strict=True):
            if alert.status == "firing":
                out.append(await self._firing(alert, payload))
            elif alert.status == "resolved":
                out.append(await self._resolved(alert))
            else:
                out.append(await self._note(Admission(alert, "ignored", None)))
        return out

    async def _note(self, admission: Admission) -> Admission:
        await self.store.write(
            "INSERT INTO intake (source, disposition, dedupe_key, run_id, ts)"
            " VALUES (?, ?, ?, ?, ?)",
            (admission.alert.source, admission.disposition, admission.alert.dedupe_key,
             admission.run_id, self.clock()))
        log.info("alert", source=admission.alert.source, disposition=admission.disposition,
                 alertname=admission.alert.name, run_id=admission.run_id,
                 **({"note": admission.alert.note} if admission.alert.note else {}))
        return admission

    async def _existing(self, key: str) -> tuple[str, float | None] | None:
        rows = await self.store.fetch(
            "SELECT run_id, resolved_at FROM alerts WHERE dedupe_key = ?", (key,))
        return (str(rows[0][0]), rows[0][1]) if rows else None

    async def _firing(self, alert: Alert, payload: Mapping[str, Any]) -> Admission:
        known = await self._existing(alert.dedupe_key)
        if known is not None:
            return await self._note(Admission(alert, "duplicate", known[0]))
        run_id = new_run_id(self.clock)
        alert, payload, redaction = self._redacted(alert, payload)
        await append_late(self.store, run_id, [*redaction, NewEvent("alert_received", 0, {
            "source": alert.source, "dedupe_key": alert.dedupe_key,
            "fingerprint": alert.fingerprint, "starts_at": alert.starts_at,
            "labels": dict(alert.labels), "annotations": dict(alert.annotations),
            "payload": dict(payload)})])
        claimed = await self.store.write(
            "INSERT INTO alerts (dedupe_key, source, run_id, alert, received_at)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT (dedupe_key) DO NOTHING",
            (alert.dedupe_key, alert.source, run_id, orjson.dumps(alert.for_run()).decode(),
             self.clock()))
        if not claimed:  # another serve process admitted the same alert a moment earlier
            known = await self._existing(alert.dedupe_key)
            log.info("alert_race_lost", dedupe_key=alert.dedupe_key, orphan_run_id=run_id)
            return await self._note(Admission(alert, "duplicate", known[0] if known else None))
        await self._start(run_id, alert.for_run())
        return await self._note(Admission(alert, "new", run_id))

    def _redacted(self, alert: Alert, payload: Mapping[str, Any]
                  ) -> tuple[Alert, Mapping[str, Any], list[NewEvent]]:
        """The alert with every secret the rules find replaced, before it is logged, stored or
        given to the run (a sender may put a token in an annotation); a `redaction` event
        counts what was replaced, never a value."""
        redactor = Redactor((*DEFAULT_RULES, *self.config.scenario.redact_rules()))
        started = time.perf_counter()
        clean = replace(alert, labels=redactor.value(dict(alert.labels)),
                        annotations=redactor.value(dict(alert.annotations)),
                        generator_url=redactor.text(alert.generator_url))
        payload = redactor.value(dict(payload))
        if not redactor.counts:
            return alert, payload, []
        log.warning("alert_redacted", dedupe_key=alert.dedupe_key, counts=dict(redactor.counts))
        return clean, payload, [NewEvent("redaction", 0, {
            "where": "alert", "counts": dict(redactor.counts),
            "ms": round((time.perf_counter() - started) * 1000, 3)})]

    async def _start(self, run_id: str, alert: Mapping[str, Any]) -> None:
        """The outbox rows, then the run itself: the one place a run is made from the
        config's run template and an alert."""
        now = self.clock()
        for channel in self.config.settings.notify:
            await self.store.write(
                "INSERT OR IGNORE INTO outbox (run_id, channel, state, attempts, next_at)"
                " VALUES (?, ?, 'pending', 0, ?)", (run_id, channel.name, now))
        labels = alert.get("labels") or {}
        name = str(labels.get("alertname") or self.config.scenario.name)
        scenario = replace(self.config.scenario, name=name, alert=dict(alert))
        await create_run(self.store, scenario, run_id=run_id, servers=self.servers)

    async def repair(self) -> int:
        """Create the runs of alerts admitted just before a crash; how many there were."""
        rows = await self.store.fetch(
            "SELECT a.run_id, a.alert FROM alerts a WHERE NOT EXISTS"
            " (SELECT 1 FROM run_specs s WHERE s.run_id = a.run_id)")
        for run_id, alert in rows:
            log.warning("alert_run_repaired", run_id=run_id)
            await self._start(str(run_id), orjson.loads(alert))
        return len(rows)

    async def _resolving(self, alert: Alert) -> tuple[str, str] | None:
        """The dedupe key and run the resolution is for: the alert's own, or (a resolution
        naming an incident) its newest unresolved firing, else its newest (a re-delivery)."""
        prefix = alert.resolves_prefix
        if not prefix:
            known = await self._existing(alert.dedupe_key)
            return (alert.dedupe_key, known[0]) if known else None
        # A range on the primary key: every key that starts with the prefix sorts between it
        # and the prefix with its last character ('|') replaced by the next one ('}').
        rows = await self.store.fetch(
            "SELECT dedupe_key, run_id, resolved_at FROM alerts WHERE dedupe_key >= ?"
            " AND dedupe_key < ? ORDER BY received_at DESC, dedupe_key DESC",
            (prefix, prefix[:-1] + chr(ord(prefix[-1]) + 1)))
        # A start time holds no '|': a longer incident id that begins like this one does.
        firings = [(str(k), str(r), at) for k, r, at in rows if "|" not in k[len(prefix):]]
        if not firings:
            return None
        key, run_id, _ = ([f for f in firings if f[2] is None] or firings)[0]
        return key, run_id

    async def _resolved(self, alert: Alert) -> Admission:
        known = await self._resolving(alert)
        if known is None:
            return await self._note(Admission(alert, "resolved_unknown", None))
        key, run_id = known
        first = await self.store.write(
            "UPDATE alerts SET resolved_at = ?, ends_at = ? WHERE dedupe_key = ?"
            " AND resolved_at IS NULL", (self.clock(), alert.ends_at, key))
        if not first:
            return await self._note(Admission(alert, "duplicate", run_id))
        rows = await self.store.fetch(
            f"SELECT 1 FROM run_index WHERE run_id = ? AND {FINISHED}", (run_id,))
        if rows:  # finished: record it now; otherwise the outbox does once the run ends
            await record_resolution(self.store, run_id, while_running=False)
        return await self._note(Admission(alert, "resolved", run_id))


async def record_resolution(store: Store, run_id: str, *, while_running: bool) -> bool:
    """Write the run's `alert_resolved` event if its alert resolved and none is logged yet."""
    rows = await store.fetch(
        "SELECT dedupe_key, source, ends_at, resolved_at FROM alerts WHERE run_id = ?"
        " AND resolved_at IS NOT NULL", (run_id,))
    if not rows:
        return False
    logged = await store.fetch(
        "SELECT 1 FROM events WHERE run_id = ? AND kind = 'alert_resolved'", (run_id,))
    if logged:
        return False
    key, source, ends_at, resolved_at = rows[0]
    step = await store.fetch("SELECT coalesce(max(step), 0) FROM events WHERE run_id = ?",
                             (run_id,))
    await append_late(store, run_id, [NewEvent("alert_resolved", int(step[0][0]), {
        "source": str(source), "dedupe_key": str(key), "ends_at": str(ends_at or ""),
        "received_at": float(resolved_at), "while_running": while_running})])
    return True
