"""The outbox: each finished run's finding delivered to every channel, at least once.

A row per run and channel (`outbox`) holds the schedule and who is sending it now; the history
is in the run's log, one `notification` event per phase of each attempt. An attempt logs
`sending`, then posts with an `Idempotency-Key` header of the run id and the channel: a crash
after the receiver got the post and before `delivered` is logged leaves the row pending, its
claim expires, and the next attempt (from any `serve` process) posts the same key again, so
the receiver can drop the duplicate. Failures are retried with exponential backoff;
a 4xx other than 408 and 429 will not change on retry and is given up at once. URLs are never
logged, and a transport error is logged by its type only (its text may hold the URL).
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import anyio
import httpx
import orjson
import structlog

from oncall.serve.config import Channel, ServeSettings
from oncall.serve.findings import load_finding
from oncall.serve.intake import FINISHED, append_late, record_resolution
from oncall.store import NewEvent, Store

log = structlog.get_logger("oncall.serve.outbox")

def idempotency_key(run_id: str, channel: str) -> str:
    return f"{run_id}:{channel}"


@dataclass(frozen=True, slots=True)
class Delivery:
    run_id: str
    channel: Channel
    attempt: int


class Outbox:
    """Delivers due notifications; several processes may share one database."""

    def __init__(self, store: Store, settings: ServeSettings, owner: str,
                 client: httpx.AsyncClient, *, clock: Callable[[], float] = time.time,
                 timeout_s: float = 10.0) -> None:
        self.store = store
        self.settings = settings
        self.owner = owner
        self.client = client
        self.clock = clock
        self.timeout_s = timeout_s
        self.channels = {c.name: c for c in settings.notify}

    async def claim(self, most: int = 8) -> list[Delivery]:
        """Take up to `most` due deliveries of finished runs for this process."""
        if not self.channels:
            return []
        now = self.clock()
        async with self.store.immediate() as conn:
            rows = list(await conn.execute_fetchall(
                "SELECT o.run_id, o.channel, o.attempts FROM outbox o"
                " JOIN run_index r ON r.run_id = o.run_id"
                " WHERE o.state = 'pending' AND o.next_at <= ?"
                " AND (o.claimed_until IS NULL OR o.claimed_until < ?)"
                f" AND r.{FINISHED} ORDER BY o.next_at LIMIT ?", (now, now, most)))
            for run_id, channel, _ in rows:
                await conn.execute(
                    "UPDATE outbox SET claimed_by = ?, claimed_until = ?, attempts = attempts + 1"
                    " WHERE run_id = ? AND channel = ?",
                    (self.owner, now + self.settings.claim_s, run_id, channel))
        out = []
        for run_id, channel, attempts in rows:
            if channel not in self.channels:  # configured once, not any more: say so, keep it
                log.warning("outbox_unknown_channel", run_id=run_id, channel=channel)
                continue
            out.append(Delivery(str(run_id), self.channels[channel], int(attempts) + 1))
        return out

    async def deliver(self, d: Delivery) -> str:
        """One attempt; returns the phase it ended in (delivered, retrying, gave_up)."""
        await record_resolution(self.store, d.run_id, while_running=True)
        finding = await load_finding(self.store, d.run_id, self.settings.external_url)
        body = finding.slack_body() if d.channel.kind == "slack" else finding.webhook_body()
        key = idempotency_key(d.run_id, d.channel.name)
        base = {"channel": d.channel.name, "channel_kind": d.channel.kind, "attempt": d.attempt,
                "idempotency_key": key}
        await append_late(self.store, d.run_id, [NewEvent("notification", 0, {
            **base, "phase": "sending"})])
        status: int | None = None
        error: str | None = None
        try:
            response = await self.client.post(
                d.channel.url, content=orjson.dumps(body), timeout=self.timeout_s,
                headers={"Content-Type": "application/json", "Idempotency-Key": key})
            status = response.status_code
        except httpx.HTTPError as exc:
            error = type(exc).__name__
        if status is not None and 200 <= status < 300:
            await append_late(self.store, d.run_id, [NewEvent("notification", 0, {
                **base, "phase": "delivered", "http_status": status})])
            await self._settle(d, "delivered", None)
            log.info("notification_delivered", run_id=d.run_id, channel=d.channel.name,
                     attempt=d.attempt)
            return "delivered"
        if status is not None:
            error = f"HTTP {status}"
        final = status is not None and 400 <= status < 500 and status not in (408, 429)
        delay = None if final else self.settings.retry.delay(d.attempt)
        phase = "retrying" if delay is not None else "gave_up"
        await append_late(self.store, d.run_id, [NewEvent("notification", 0, {
            **base, "phase": phase, "http_status": status, "error": error,
            "delay_s": delay})])
        await self._settle(d, "pending" if delay is not None else "failed", delay)
        log.warning("notification_failed", run_id=d.run_id, channel=d.channel.name,
                    attempt=d.attempt, error=error, retry_in_s=delay)
        return phase

    async def _settle(self, d: Delivery, state: str, delay: float | None) -> None:
        await self.store.write(
            "UPDATE outbox SET state = ?, attempts = ?, next_at = ?, claimed_by = NULL,"
            " claimed_until = NULL WHERE run_id = ? AND channel = ?",
            (state, d.attempt, self.clock() + (delay or 0.0), d.run_id, d.channel.name))

    async def pass_once(self) -> int:
        """Deliver what is due now; how many attempts were made."""
        made = 0
        while deliveries := await self.claim():
            for d in deliveries:
                await self.deliver(d)
                made += 1
        return made

    async def run(self, stop: anyio.Event, poll_s: float = 0.5,
                  sleep: Callable[[float], Awaitable[None]] | None = None) -> None:
        """Deliver until `stop` is set."""
        while not stop.is_set():
            try:
                await self.pass_once()
            except Exception as exc:  # a store hiccup must not end delivery for good
                log.error("outbox_pass_failed", error=repr(exc))
            with anyio.move_on_after(poll_s):
                await stop.wait()

    async def flush(self, within_s: float) -> int:
        """On shutdown: deliver what is due, for at most `within_s`; how many were made."""
        made = 0
        with anyio.move_on_after(within_s):
            made = await self.pass_once()
        return made
