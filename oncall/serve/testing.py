"""Test helpers, part of the package like prodsim: a `serve` running in-process on a free
loopback port, Alertmanager bodies, a config wired to a sink, waiting for a condition."""

from __future__ import annotations

import contextlib
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import anyio
import httpx
import orjson

from oncall.config import load_scenario
from oncall.serve.config import Channel, Retry, ServeConfig, ServeSettings, resolve
from oncall.serve.server import Service, bind
from oncall.serve.sink import free_port
from oncall.store import Store

TOKEN = "intake-token-for-tests"
SECRET = "pagerduty-secret-for-tests"

# The alert prodsim fires for checkout-payments-deploy (what its Alertmanager would send).
LABELS = {"alertname": "CheckoutHighErrorRate", "service": "checkout", "severity": "critical",
          "region": "eu-west-1"}
ANNOTATIONS = {"summary": "checkout 5xx error rate above 5% for 3 minutes"}
STARTS_AT = "2026-11-30T02:12:00Z"


def am_alert(status: str = "firing", *, fingerprint: str = "bdbf73a207bb322c",
             starts_at: str = STARTS_AT, labels: dict[str, str] | None = None,
             ends_at: str = "0001-01-01T00:00:00Z") -> dict[str, Any]:
    return {"status": status, "labels": labels or LABELS, "annotations": ANNOTATIONS,
            "startsAt": starts_at, "endsAt": ends_at, "generatorURL": "",
            "fingerprint": fingerprint}


def am_body(*alerts: dict[str, Any], status: str = "firing") -> bytes:
    return orjson.dumps({"receiver": "oncall", "status": status, "alerts": list(alerts),
                         "groupLabels": {"alertname": LABELS["alertname"]},
                         "commonLabels": LABELS, "commonAnnotations": ANNOTATIONS,
                         "externalURL": "http://127.0.0.1:9093", "version": "4",
                         "groupKey": '{}:{alertname="CheckoutHighErrorRate"}',
                         "truncatedAlerts": 0, "someFutureField": {"x": 1}})


def serve_config(scenario_file: Path, sink_url: str | None, *,
                 retry: Retry | None = None, slack: bool = False,
                 pagerduty: bool = True) -> ServeConfig:
    channels = []
    env = {"ONCALL_INTAKE_TOKEN": TOKEN, "PD_SECRET": SECRET}
    if sink_url:
        channels.append(Channel("webhook", "webhook", "SINK_URL"))
        env["SINK_URL"] = sink_url + "/hook"
        if slack:
            channels.append(Channel("slack", "slack", "SLACK_URL"))
            env["SLACK_URL"] = sink_url + "/slack"
    settings = ServeSettings(pagerduty_secret_env="PD_SECRET" if pagerduty else None,
                             external_url="https://oncall.example.internal",
                             notify=tuple(channels), retry=retry or Retry(4, 0.05, 0.2))
    return resolve("test", load_scenario(scenario_file), settings, env)


@contextlib.asynccontextmanager
async def running(db: Path, config: ServeConfig, *, workers: int = 2
                  ) -> AsyncIterator[tuple[str, Service]]:
    """`serve` in this process on a free loopback port, stopped as SIGTERM would."""
    store = await Store.open(db)
    service = Service(store, config, workers=workers, flush_s=5.0)
    sock = bind("127.0.0.1", free_port())
    port = sock.getsockname()[1]
    try:
        async with anyio.create_task_group() as tg:
            tg.start_soon(service.run, sock)
            await _until_listening(port)
            try:
                yield f"http://127.0.0.1:{port}", service
            finally:
                service.stop.set()
    finally:
        sock.close()
        await store.close()


async def _until_listening(port: int) -> None:
    async with httpx.AsyncClient() as c:
        for _ in range(200):
            try:
                await c.get(f"http://127.0.0.1:{port}/healthz")
                return
            except httpx.TransportError:
                await anyio.sleep(0.02)


def bearer(token: str = TOKEN) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}


async def until(check: Callable[[], Awaitable[bool]], within_s: float = 20.0) -> None:
    deadline = time.monotonic() + within_s
    while not await check():
        if time.monotonic() > deadline:
            raise AssertionError("timed out waiting")
        await anyio.sleep(0.05)


def with_scenario_name(config: ServeConfig, name: str) -> ServeConfig:
    return replace(config, scenario=replace(config.scenario, name=name))
