"""Endpoint fault injection observed on the wire: status, Retry-After, every/first counting,
latency (fake sleep and a measured lower bound), dropped connections (in-process and under
uvicorn), and the `fault` field of the request log, on the real APIs: a rule on an endpoint
family (`/api/metrics`) fires on the paths that stand for it (`prodsim.wire`). Plus the
log-flood's size."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import httpx
import loopback
import pytest

from prodsim import ConnectionDropped, EndpointFault, IncidentError, ProdsimApp, World, create_app
from prodsim.timeutil import format_time

INCIDENT = "checkout-payments-deploy"
PROM = "/prometheus/api/v1/query"
CPU = 'sum(rate(container_cpu_usage_seconds_total{container="payments"}[1m]))'
METRICS = f"{PROM}?query={CPU}"
LOKI = "/loki/api/v1/query_range"
ORDERS_ERRORS = f'{LOKI}?query={{service="orders", level="error"}}'
DEPLOYMENT = "/k8s/apis/apps/v1/namespaces/shop/deployments/payments"


@asynccontextmanager
async def _client(app: ProdsimApp) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app),
                                 base_url="http://prodsim") as client:
        yield client


async def test_flaky_metrics_incident_fails_metrics_every_time() -> None:
    app = create_app("flaky-metrics-loop", 0, clock=lambda: 1.0)
    async with _client(app) as client:
        statuses = [(await client.get(METRICS)).status_code for _ in range(3)]
        logs = await client.get(ORDERS_ERRORS)
        body = (await client.get(METRICS)).json()
    assert statuses == [503, 503, 503] and logs.status_code == 200
    assert body == {"status": "error", "errorType": "unavailable", "error": "service unavailable"}
    log = app.request_log
    assert [(r.path, r.status, r.fault) for r in log] == [
        (PROM, 503, "metrics backend down")] * 3 + [
        (LOKI, 200, None), (PROM, 503, "metrics backend down")]


async def test_override_can_switch_an_incident_fault_off_or_replace_it() -> None:
    off = create_app("flaky-metrics-loop", 0, faults=[{"path": "/api/metrics", "enabled": False}])
    async with _client(off) as client:
        assert (await client.get(METRICS)).status_code == 200
    replaced = create_app("flaky-metrics-loop", 0,
                          faults=[{"path": "/api/metrics", "status": 500, "first": 1}])
    async with _client(replaced) as client:
        assert [(await client.get(METRICS)).status_code for _ in range(3)] == [500, 200, 200]
    assert replaced.request_log[0].fault == "/api/metrics status=500 first=1"


async def test_429_with_retry_after_every_second_request() -> None:
    app = create_app(INCIDENT, 0, faults=[
        EndpointFault(path="/api/*", name="rate limit", status=429, retry_after=7, every=2)])
    async with _client(app) as client:
        responses = [await client.get(url) for url in
                     ("/changes", ORDERS_ERRORS, DEPLOYMENT, METRICS, "/health")]
    assert [r.status_code for r in responses] == [200, 429, 200, 429, 200]
    assert responses[1].headers["retry-after"] == "7"
    assert responses[1].text == "too many requests: retry after 7s\n"  # Loki's text/plain
    assert responses[3].json()["error"] == "too many requests: retry after 7s"
    assert "retry-after" not in responses[0].headers
    assert [r.fault for r in app.request_log] == [None, "rate limit", None, "rate limit", None]
    assert app.request_log[3].params == {"query": CPU}


async def test_latency_awaits_the_injected_sleep() -> None:
    slept: list[float] = []

    async def fake_sleep(seconds: float) -> None:
        slept.append(seconds)

    app = create_app(INCIDENT, 0, sleep=fake_sleep,
                     faults=[{"path": "/api/logs", "latency_ms": 2500, "first": 2}])
    async with _client(app) as client:
        for _ in range(3):
            assert (await client.get(ORDERS_ERRORS)).status_code == 200
    assert slept == [2.5, 2.5]
    assert [r.fault for r in app.request_log] == ["/api/logs latency_ms=2500 first=2"] * 2 + [None]


async def test_latency_really_waits() -> None:
    app = create_app(INCIDENT, 0, faults=[{"path": "/health", "latency_ms": 150}])
    async with _client(app) as client:
        began = time.monotonic()
        response = await client.get("/health")
        elapsed = time.monotonic() - began
    assert response.status_code == 200 and elapsed >= 0.15


async def test_drop_is_a_transport_error_in_process() -> None:
    app = create_app(INCIDENT, 0, faults=[{"path": "/api/deploys", "drop": True, "every": 2}])
    sets = "/k8s/apis/apps/v1/namespaces/shop/replicasets"
    async with _client(app) as client:
        assert (await client.get(DEPLOYMENT)).status_code == 200
        with pytest.raises(httpx.TransportError) as caught:
            await client.get(sets, params={"labelSelector": "app=payments"})
        assert isinstance(caught.value, ConnectionDropped)
        assert isinstance(caught.value, httpx.RemoteProtocolError)
        assert (await client.get(DEPLOYMENT)).status_code == 200
        assert (await client.get("/changes")).status_code == 200  # another family
    dropped = app.request_log[1]
    assert (dropped.status, dropped.fault) == (0, "/api/deploys drop every=2")
    assert dropped.path == sets and dropped.params == {"labelSelector": "app=payments"}


async def test_drop_closes_the_socket_under_uvicorn() -> None:
    app = create_app(INCIDENT, 0, faults=[{"path": DEPLOYMENT, "drop": True}])
    async with loopback.serving(app) as port, \
            httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}") as c:
        assert (await c.get("/health")).status_code == 200
        with pytest.raises(httpx.RemoteProtocolError):
            await c.get(DEPLOYMENT)
    assert [r.status for r in app.request_log] == [200, 0]


@pytest.mark.parametrize(("rule", "message"), [
    ({"path": "api/metrics", "status": 503}, "faults[0].path: must start with '/'"),
    ({"path": "/api/metrics"}, "faults[0]: does nothing"),
    ({"path": "/api/metrics", "status": 503, "every": 2, "first": 1},
     "faults[0]: give at most one of every, first"),
    ({"path": "/api/metrics", "status": 500, "retry_after": 3},
     "faults[0].retry_after: only with status 429 or 503"),
    ({"path": "/api/metrics", "status": 200}, "faults[0].status: must be an integer from 400"),
    ({"path": "/api/metrics", "drop": True, "status": 503}, "faults[0].drop: a dropped"),
    ({"path": "/api/metrics", "stauts": 503}, "faults[0].stauts: unknown field"),
])
def test_bad_fault_rules_name_the_field(rule: dict[str, Any], message: str) -> None:
    with pytest.raises(IncidentError, match=message.replace("[", r"\[").replace("]", r"\]")):
        create_app(INCIDENT, 0, faults=[rule])


def test_expiring_tokens_needs_auth() -> None:
    with pytest.raises(ValueError, match="expires tokens, but auth is off"):
        create_app(INCIDENT, 0, faults=[{"path": "/api/*", "expire_tokens_after_s": 5}])


async def test_log_flood_one_query_is_huge_around_a_quiet_signal(
        wire: Callable[[httpx.AsyncClient, World], Any]) -> None:
    app = create_app("log-flood", 0)
    world = app.world
    async with _client(app) as client:
        prod = wire(client, world)
        flood = await prod.logs("cart", limit=5000)
        sample = await prod.logs("cart", level="ERROR", limit=50,
                                 end=format_time(world.alert_ms))
        quiet = await prod.logs("cart", level="ERROR", contains="inventory")
    assert sum(len(ln) + 1 for ln in flood) > 300_000  # the whole window: every line
    legacy = [ln for ln in sample if "legacy basket cookie" in ln]
    assert len(sample) == 50 and len(legacy) >= 40  # the newest 50 ERROR lines: the flood
    assert len(quiet) >= 5
    assert all("call to inventory failed" in ln for ln in quiet)
    templates = world.emitted_templates("cart", level="ERROR")
    assert "ERROR [client] call to inventory failed: HTTP 500 from POST /v2/reservations " \
           "after {ms}ms ({cart})" in templates
    assert any("legacy basket cookie" in t for t in templates)
