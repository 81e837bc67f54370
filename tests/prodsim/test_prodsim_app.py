"""The HTTP API answers every endpoint of docs/contracts.md in-process, validates parameters,
and keeps its own request log."""

from __future__ import annotations

from collections.abc import AsyncIterator
from itertools import count
from typing import Any

import httpx
import pytest

from prodsim import ProdsimApp, RequestRecord, create_app
from prodsim.yamldoc import mentions

INCIDENT = "checkout-payments-deploy"


def _app() -> ProdsimApp:
    ticks = count(1000)
    return create_app(INCIDENT, 0, clock=lambda: float(next(ticks)))


@pytest.fixture
def app() -> ProdsimApp:
    return _app()


@pytest.fixture
async def client(app: ProdsimApp) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://prodsim") as c:
        yield c


async def _ok(client: httpx.AsyncClient, url: str) -> Any:
    response = await client.get(url)
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/json"
    return response.json()


async def test_alerts_and_services_have_the_documented_shape(client: httpx.AsyncClient) -> None:
    body = await _ok(client, "/api/alerts")
    (alert,) = body["alerts"]
    assert set(alert) == {"labels", "annotations", "startsAt"}
    assert set(alert["labels"]) == {"alertname", "service", "severity", "region"}
    assert alert["labels"]["service"] == "checkout"
    assert set(alert["annotations"]) == {"summary", "description"}
    assert alert["startsAt"].endswith(":00Z")
    services = (await _ok(client, "/api/services"))["services"]
    assert len(services) == 13
    assert all(set(s) == {"name", "depends_on", "tier", "team", "description"} for s in services)
    by_name = {s["name"]: s for s in services}
    assert by_name["checkout"]["depends_on"] == ["cart", "orders"]
    assert by_name["orders"]["depends_on"] == ["inventory", "payments", "shipping"]


async def test_logs_shape_filters_and_limit(client: httpx.AsyncClient) -> None:
    body = await _ok(client, "/api/logs?service=checkout&level=ERROR")
    assert set(body) == {"service", "start", "end", "total", "returned", "truncated", "lines"}
    assert body["returned"] == len(body["lines"]) == body["total"] > 10
    assert body["truncated"] is False
    assert all(" ERROR checkout [" in line for line in body["lines"])
    assert any(mentions(line, "orders") for line in body["lines"])
    small = await _ok(client, "/api/logs?service=checkout&limit=5")
    assert small["returned"] == 5 and small["truncated"] is True and small["total"] > 5
    hits = await _ok(client, "/api/logs?service=payments&contains=providerCLIENT&level=warn")
    assert hits["total"] > 0
    assert all("paymentproviderclient" in line.lower() for line in hits["lines"])


async def test_metrics_shape(client: httpx.AsyncClient) -> None:
    body = await _ok(client, "/api/metrics?service=payments&metric=error_rate")
    assert set(body) == {"service", "metric", "unit", "points"}
    assert body["unit"] == "ratio"
    assert len(body["points"]) == 35  # one per minute from alert-30m up to (not incl.) now
    ts, value = body["points"][0]
    assert ts.endswith(":00Z") and isinstance(value, float)


async def test_changes_and_events_shapes(client: httpx.AsyncClient) -> None:
    deploys = (await _ok(client, "/api/deploys"))["deploys"]
    assert [d["service"] for d in deploys] == ["payments", "search"]
    assert set(deploys[0]) == {"id", "service", "version", "previous_version", "at", "author",
                               "summary"}
    alert_at = (await _ok(client, "/api/alerts"))["alerts"][0]["startsAt"]
    assert deploys[0]["at"] < alert_at and deploys[0]["version"] == "2.14.0"
    week = await _ok(client, "/api/deploys?service=payments&start=2026-11-20T00:00:00Z")
    assert len(week["deploys"]) >= 3
    configs = (await _ok(client, "/api/config-changes"))["changes"]
    assert set(configs[0]) == {"id", "service", "key", "old_value", "new_value", "at", "author",
                               "summary"}
    flags = (await _ok(client, "/api/flag-changes?start=2026-11-29T00:00:00Z"))["changes"]
    assert set(flags[0]) == {"id", "service", "flag", "old_value", "new_value", "at", "author",
                             "summary"}
    events = (await _ok(client, "/api/k8s-events?service=payments"))["events"]
    assert {e["reason"] for e in events} >= {"ScalingReplicaSet", "Pulled", "Started"}
    assert set(events[0]) == {"at", "service", "object", "type", "reason", "message"}


async def test_runbook_and_health(client: httpx.AsyncClient) -> None:
    runbook = await _ok(client, "/api/runbooks/payments")
    assert set(runbook) == {"service", "title", "markdown"}
    assert "rollback" in runbook["markdown"]
    assert (await _ok(client, "/health"))["status"] == "ok"


@pytest.mark.parametrize(("url", "status", "message"), [
    ("/api/logs", 400, "service: required"),
    ("/api/logs?service=checkout&start=yesterday", 400, "start: not an RFC 3339 time"),
    ("/api/logs?service=checkout&end=2026-11-30", 400, "end: not an RFC 3339 time"),
    ("/api/logs?service=checkout&level=FATAL", 400,
     "level: must be one of DEBUG, INFO, WARN, ERROR"),
    ("/api/logs?service=checkout&limit=0", 400, "limit: must be an integer from 1 to 5000"),
    ("/api/logs?service=checkout&limit=5001", 400, "limit: must be an integer from 1 to 5000"),
    ("/api/logs?service=checkout&limit=ten", 400, "limit: must be an integer from 1 to 5000"),
    ("/api/logs?service=checkout&sevice=x", 400, "sevice: unknown parameter"),
    ("/api/logs?service=checkout&service=orders", 400, "service: given more than once"),
    ("/api/logs?service=checkout&start=2026-11-30T03:00:00Z&end=2026-11-30T02:00:00Z", 400,
     "start: must not be after end"),
    ("/api/metrics?service=payments", 400, "metric: required"),
    ("/api/metrics?service=payments&metric=qps", 400, "metric: must be one of"),
    ("/api/deploys?start=noon", 400, "start: not an RFC 3339 time"),
    ("/api/logs?service=paymnts", 404, "service: unknown service 'paymnts'"),
    ("/api/k8s-events?service=paymnts", 404, "service: unknown service 'paymnts'"),
    ("/api/runbooks/paymnts", 404, "runbook: no runbook for service 'paymnts'"),
    ("/api/nothing", 404, "path: no such endpoint /api/nothing"),
])
async def test_bad_requests_name_the_parameter(
    client: httpx.AsyncClient, url: str, status: int, message: str
) -> None:
    response = await client.get(url)
    assert response.status_code == status
    assert message in response.json()["error"]


async def test_wrong_method_is_405(client: httpx.AsyncClient) -> None:
    response = await client.post("/api/alerts", content=b"{}")
    assert response.status_code == 405
    assert response.headers["allow"] == "GET"
    assert "method: POST not allowed" in response.json()["error"]


async def test_request_log_records_every_request_but_its_own(
    app: ProdsimApp, client: httpx.AsyncClient
) -> None:
    await client.get("/api/logs?service=orders&level=ERROR")
    await client.get("/api/metrics?service=payments&metric=cpu")
    await client.get("/api/logs?service=nope")
    await client.get("/admin/requests")
    log = app.request_log
    assert [r.seq for r in log] == [1, 2, 3]
    assert log[0] == RequestRecord(1, 1000.0, "GET", "/api/logs",
                                   {"service": "orders", "level": "ERROR"}, 200, None)
    assert [r.status for r in log] == [200, 200, 404]
    body = await _ok(client, "/admin/requests")
    assert [r["path"] for r in body["requests"]] == ["/api/logs", "/api/metrics", "/api/logs"]
    assert set(body["requests"][0]) >= {"at", "method", "path", "params", "status", "subject"}
    assert body["requests"][0]["at"] == "1970-01-01T00:16:40.000Z"


async def test_identical_requests_give_identical_bytes() -> None:
    urls = ["/api/alerts", "/api/services", "/api/logs?service=payments&limit=5000",
            "/api/metrics?service=orders&metric=latency_p99_ms", "/api/k8s-events",
            "/api/deploys?start=2026-11-01T00:00:00Z", "/api/runbooks/orders"]
    bodies = []
    for _ in range(2):
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=_app()),
                                     base_url="http://prodsim") as c:
            bodies.append([(await c.get(url)).content for url in urls])
    assert bodies[0] == bodies[1]


async def test_lifespan_is_acknowledged(app: ProdsimApp) -> None:
    incoming = [{"type": "lifespan.startup"}, {"type": "lifespan.shutdown"}]
    sent: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        return incoming.pop(0)

    async def send(message: Any) -> None:
        sent.append(dict(message))

    await app({"type": "lifespan"}, receive, send)
    assert [m["type"] for m in sent] == ["lifespan.startup.complete",
                                         "lifespan.shutdown.complete"]
