"""The app in-process: the real APIs answer the questions an investigation asks (logs by level,
substring and limit; metrics per minute; changes, events and runbooks), bad requests name the
parameter in each backend's own error format, prodsim's own endpoints are `/health` and
`/admin/requests` only, and the app keeps its own request log."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from itertools import count
from typing import Any

import httpx
import pytest

from prodsim import ProdsimApp, RequestRecord, World, create_app
from prodsim.timeutil import MINUTE_MS, format_time, parse_time
from prodsim.views import alert_json, service_json
from prodsim.yamldoc import mentions

INCIDENT = "checkout-payments-deploy"
Wire = Any  # conftest.Wire


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


@pytest.fixture
def prod(client: httpx.AsyncClient, app: ProdsimApp,
         wire: Callable[[httpx.AsyncClient, World], Wire]) -> Wire:
    return wire(client, app.world)


def test_the_alert_and_the_service_graph_have_the_documented_shape(world: World) -> None:
    """What a run file carries besides the APIs (`prodsim serve --run-file`, the in-process
    source): the alert, Alertmanager style, and the services with their dependencies."""
    alert = alert_json(world)
    assert set(alert) == {"labels", "annotations", "startsAt"}
    assert set(alert["labels"]) == {"alertname", "service", "severity", "region"}
    assert alert["labels"]["service"] == "checkout"
    assert set(alert["annotations"]) == {"summary", "description"}
    assert alert["startsAt"].endswith(":00Z")
    services = [service_json(s) for s in world.services]
    assert len(services) == 13
    assert all(set(s) == {"name", "depends_on", "tier", "team", "description"} for s in services)
    by_name = {s["name"]: s for s in services}
    assert by_name["checkout"]["depends_on"] == ["cart", "orders"]
    assert by_name["orders"]["depends_on"] == ["inventory", "payments", "shipping"]


async def test_loki_logs_filter_by_level_and_substring_and_keep_the_newest(
        prod: Wire, world: World) -> None:
    errors = await prod.logs("checkout", level="ERROR", limit=5000)
    assert len(errors) > 10
    assert all(" ERROR checkout [" in line for line in errors)
    assert any(mentions(line, "orders") for line in errors)
    everything = await prod.logs("checkout", limit=5000)
    assert len(everything) > len(errors) and set(errors) < set(everything)
    stamps = [parse_time(line.split(" ", 1)[0]) for line in everything]
    lo, hi = world.default_window()
    assert stamps == sorted(stamps) and lo <= stamps[0] and stamps[-1] <= hi
    small = await prod.logs("checkout", limit=5)
    assert small == everything[-5:]  # the most recent lines, in time order
    hits = await prod.logs("payments", contains="providerCLIENT", level="warn")
    assert hits and all("paymentproviderclient" in line.lower() for line in hits)
    assert all(" WARN " in line or " ERROR " in line for line in hits)


async def test_prometheus_gives_one_point_a_minute(prod: Wire, world: World) -> None:
    points = await prod.metric("payments", "error_rate")
    assert len(points) == 35  # one per minute from alert-30m up to (not incl.) now
    assert [t for t, _ in points] == list(range(points[0][0], points[-1][0] + 1, MINUTE_MS))
    assert points[-1][0] == world.now_ms - MINUTE_MS
    truth = dict(world.metric("payments", "error_rate"))
    for at, value in points:
        assert abs(value - truth[at]) < 0.005, format_time(at)


async def test_changes_events_and_runbooks(prod: Wire, world: World) -> None:
    deploys = await prod.changes(kind="deploy")
    assert [d["service"] for d in deploys] == ["payments", "search"]  # oldest first
    payments = next(d for d in deploys if d["service"] == "payments")
    assert set(payments) == {"id", "kind", "service", "time", "summary", "author", "versions"}
    assert payments["time"] < alert_json(world)["startsAt"]
    assert payments["versions"]["to"] == "2.14.0"
    week = await prod.changes("payments", "deploy", start="2026-11-20T00:00:00Z")
    assert len(week) >= 3
    configs = await prod.changes(kind="config", start="2026-11-29T00:00:00Z")
    assert configs and all({"key", "versions"} <= set(c) for c in configs)
    flags = await prod.changes(kind="flag", start="2026-11-29T00:00:00Z")
    assert flags and all({"flag", "versions"} <= set(c) for c in flags)
    events = await prod.events("payments", start="2026-11-20T00:00:00Z")
    assert {e["reason"] for e in events} >= {"ScalingReplicaSet", "Pulled", "Started"}
    assert "rollback" in await prod.runbook("payments")


async def test_health_names_the_incident_and_seed(client: httpx.AsyncClient) -> None:
    response = await client.get("/health")
    assert response.status_code == 200
    assert response.json() == {"status": "ok", "incident": INCIDENT, "seed": 0}


LOKI = "/loki/api/v1/query_range"
CHECKOUT = '{service="checkout"}'


@pytest.mark.parametrize(("path", "params", "status", "message"), [
    (LOKI, {"query": CHECKOUT, "start": "yesterday"}, 400,
     'invalid parameter "start": cannot parse "yesterday"'),
    (LOKI, {"query": CHECKOUT, "limit": "ten"}, 400, 'invalid parameter "limit"'),
    (LOKI, {"query": CHECKOUT, "limit": "5001"}, 400, "max entries limit per query exceeded"),
    (LOKI, {"query": CHECKOUT, "direction": "up"}, 400, 'invalid parameter "direction"'),
    (LOKI, {"query": "{}"}, 400, "queries require at least one regexp or equality matcher"),
    (LOKI, {"query": CHECKOUT, "start": "2026-11-30T03:00:00Z", "end": "2026-11-30T02:00:00Z"},
     400, "end timestamp must not be before or equal to start time"),
    ("/prometheus/api/v1/query", {}, 400, 'invalid parameter \\"query\\"'),
    ("/prometheus/api/v1/query", {"query": "sum("}, 400, "parse error"),
    ("/prometheus/api/v1/query_range", {"query": "up"}, 400, 'invalid parameter \\"start\\"'),
    ("/changes", {"sevice": "x"}, 400, "sevice: unknown parameter"),
    ("/changes", {"since": "noon"}, 400, "since: not an RFC 3339 time"),
    ("/changes", {"service": "paymnts"}, 404, "service: unknown service 'paymnts'"),
    ("/k8s/api/v1/namespaces/shop/events", {"fieldSelector": "spec.nope=1"}, 400,
     "is not a known field selector"),
    ("/k8s/api/v1/namespaces/shop/pods/paymnts-1-2/log", {}, 404, 'pods \\"paymnts-1-2\\"'),
    ("/runbooks/paymnts.md", {}, 404, "no runbook at /runbooks/paymnts.md"),
    ("/health", {"verbose": "1"}, 400, "verbose: unknown parameter (allowed: none)"),
])
async def test_bad_requests_name_the_parameter(
    client: httpx.AsyncClient, path: str, params: dict[str, str], status: int, message: str
) -> None:
    response = await client.get(path, params=params)
    assert response.status_code == status
    assert message in response.text


@pytest.mark.parametrize("path", ["/api/alerts", "/api/services", "/api/logs", "/api/metrics",
                                  "/api/deploys", "/api/config-changes", "/api/flag-changes",
                                  "/api/k8s-events", "/api/runbooks/payments", "/nothing"])
async def test_only_the_real_apis_and_prodsims_own_two_paths_are_served(
        client: httpx.AsyncClient, path: str) -> None:
    response = await client.get(path, params={"service": "payments"} if path != "/nothing"
                                else None)
    assert response.status_code == 404
    assert response.json() == {"error": f"path: no such endpoint {path}"}


async def test_wrong_method_is_405_with_allow(client: httpx.AsyncClient) -> None:
    for path in ("/changes", "/health"):
        response = await client.post(path, content=b"{}")
        assert response.status_code == 405, path
        assert response.headers["allow"] == "GET"
        assert "method: POST not allowed" in response.json()["error"]


async def test_request_log_records_every_request_but_its_own(
    app: ProdsimApp, client: httpx.AsyncClient
) -> None:
    query = '{service="orders", level="error"}'
    await client.get(LOKI, params={"query": query})
    await client.get("/changes", params={"service": "payments"})
    await client.get("/changes", params={"service": "nope"})
    await client.get("/admin/requests")
    log = app.request_log
    assert [r.seq for r in log] == [1, 2, 3]
    assert log[0] == RequestRecord(1, 1000.0, "GET", LOKI, {"query": query}, 200, None)
    assert [r.status for r in log] == [200, 200, 404]
    response = await client.get("/admin/requests")
    assert response.status_code == 200
    body = response.json()
    assert [r["path"] for r in body["requests"]] == [LOKI, "/changes", "/changes"]
    assert set(body["requests"][0]) >= {"at", "method", "path", "params", "status", "subject"}
    assert body["requests"][0]["at"] == "1970-01-01T00:16:40.000Z"
    assert body["requests"][1]["params"] == {"service": "payments"}


async def test_identical_requests_give_identical_bytes(world: World) -> None:
    lo, hi = world.default_window()
    urls = [
        (LOKI, {"query": '{service="payments"}', "limit": "5000", "start": str(lo * 10**6),
                "end": str(hi * 10**6)}),
        ("/prometheus/api/v1/query_range", {
            "query": 'sum(rate(http_requests_total{service="orders"}[1m]))',
            "start": str(lo // 1000), "end": str(hi // 1000), "step": "60"}),
        ("/k8s/api/v1/namespaces/shop/events", {}),
        ("/changes", {"since": "2026-11-01T00:00:00Z"}),
        ("/runbooks/orders.md", {}),
        ("/k8s/apis/apps/v1/namespaces/shop/replicasets", {"labelSelector": "app=payments"}),
    ]
    bodies = []
    for _ in range(2):
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=_app()),
                                     base_url="http://prodsim") as c:
            replies = [await c.get(url, params=params) for url, params in urls]
            assert all(r.status_code == 200 for r in replies)
            bodies.append([r.content for r in replies])
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
