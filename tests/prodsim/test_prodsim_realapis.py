"""The real-API paths in-process: Kubernetes objects, tables and selectors, the change feed
and runbooks, and the incidents' faults and traps judging requests on the new paths."""

from __future__ import annotations

from collections.abc import AsyncIterator
from itertools import count
from typing import Any

import httpx
import pytest

from prodsim import ProdsimApp, World, create_app, list_incidents
from prodsim.exposition import TEMPLATES
from prodsim.kube import current_pod
from prodsim.kubetable import human_duration
from prodsim.wire import logical_request

TABLE = "application/json;as=Table;v=v1;g=meta.k8s.io,application/json"


def _app(incident: str = "checkout-payments-deploy") -> ProdsimApp:
    ticks = count(1000)
    return create_app(incident, 0, clock=lambda: float(next(ticks)))


@pytest.fixture
async def client() -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=_app()),
                                 base_url="http://prodsim") as c:
        yield c


async def _json(client: httpx.AsyncClient, url: str, **kw: Any) -> Any:
    response = await client.get(url, **kw)
    assert response.status_code == 200, response.text
    return response.json()


async def test_discovery_lists_the_served_resources(client: httpx.AsyncClient) -> None:
    core = await _json(client, "/k8s/api/v1")
    assert {r["name"] for r in core["resources"]} >= {"events", "pods", "pods/log"}
    apps = await _json(client, "/k8s/apis/apps/v1")
    assert {r["name"] for r in apps["resources"]} == {"deployments", "replicasets"}
    assert (await _json(client, "/k8s/version"))["minor"] == "29"
    missing = await client.get("/k8s/api/v1/namespaces/shop/secrets")
    assert missing.status_code == 404 and missing.json()["kind"] == "Status"


async def test_events_filter_by_field_selector_and_render_as_a_table(
    client: httpx.AsyncClient, world: World,
) -> None:
    url = "/k8s/api/v1/namespaces/shop/events"
    events = await _json(client, url, params={
        "fieldSelector": "involvedObject.name=payments,type=Normal"})
    assert events["kind"] == "EventList" and events["items"]
    assert all(e["involvedObject"]["name"] == "payments" for e in events["items"])
    names = [e["metadata"]["name"] for e in events["items"]]
    assert names == sorted(names)
    table = await _json(client, url, params={"fieldSelector": "reason=ScalingReplicaSet"},
                        headers={"Accept": TABLE})
    assert table["kind"] == "Table"
    assert [c["name"] for c in table["columnDefinitions"]] == [
        "Last Seen", "Type", "Reason", "Object", "Subobject", "Source", "Message",
        "First Seen", "Count", "Name"]
    row = table["rows"][-1]
    assert row["object"]["kind"] == "PartialObjectMetadata"
    assert row["cells"][2] == "ScalingReplicaSet" and row["cells"][5] == "deployment-controller"
    bad = await client.get(url, params={"fieldSelector": "spec.nope=1"})
    assert bad.status_code == 400 and bad.json()["reason"] == "BadRequest"
    page = await _json(client, url, params={"limit": "5"})
    assert len(page["items"]) == 5 and page["metadata"]["continue"] == "5"
    rest = await _json(client, url, params={"limit": "500", "continue": "5"})
    total = len(world.k8s_events(end=world.now_ms)) + len(world.deploys(end=world.now_ms))
    assert len(rest["items"]) == total - 5  # the history's events and a Scheduled per rollout
    scheduled = [e for e in rest["items"] if e["reason"] == "Scheduled"]
    assert scheduled and all(e["eventTime"] and e["lastTimestamp"] is None for e in scheduled)


async def test_pods_logs_and_rollout_objects_agree(client: httpx.AsyncClient,
                                                   world: World) -> None:
    pod = current_pod(world, "payments")
    got = await _json(client, f"/k8s/api/v1/namespaces/shop/pods/{pod}")
    assert got["spec"]["containers"][0]["name"] == "payments"
    assert got["metadata"]["labels"]["app"] == "payments"
    owner = got["metadata"]["ownerReferences"][0]["name"]
    sets = await _json(client, "/k8s/apis/apps/v1/namespaces/shop/replicasets",
                       params={"labelSelector": "app=payments"})
    by_name = {r["metadata"]["name"]: r for r in sets["items"]}
    assert by_name[owner]["spec"]["replicas"] == 1
    assert by_name[owner]["metadata"]["annotations"]["kubernetes.io/change-cause"].startswith(
        "deploy 2.14.0 (")
    deployment = await _json(client, "/k8s/apis/apps/v1/namespaces/shop/deployments/payments")
    assert deployment["metadata"]["annotations"]["deployment.kubernetes.io/revision"] == \
        by_name[owner]["metadata"]["annotations"]["deployment.kubernetes.io/revision"]
    log = await client.get(f"/k8s/api/v1/namespaces/shop/pods/{pod}/log",
                           params={"tailLines": "2"})
    assert log.headers["content-type"] == "text/plain" and len(log.text.splitlines()) == 2
    wrong = await client.get(f"/k8s/api/v1/namespaces/shop/pods/{pod}/log",
                             params={"container": "orders"})
    assert wrong.status_code == 400
    none = await client.get("/k8s/api/v1/namespaces/shop/pods/ghost-1-2/log")
    assert none.status_code == 404 and "ghost-1-2" in none.json()["message"]


@pytest.mark.parametrize(("seconds", "text"), [
    (5, "5s"), (119, "119s"), (150, "2m30s"), (600, "10m"), (3 * 3600 + 5, "3h"),
    (7 * 3600 + 60, "7h1m"), (30 * 3600, "30h"), (3 * 86400, "3d"), (400 * 86400, "400d"),
    (-5, "<invalid>")])
def test_human_duration_matches_apimachinery(seconds: int, text: str) -> None:
    assert human_duration(seconds) == text


async def test_change_feed_and_runbooks(client: httpx.AsyncClient, world: World) -> None:
    fault = world.fault_change
    assert fault is not None
    feed = await _json(client, "/changes", params={"service": "payments",
                                                   "since": "2026-11-30T01:00:00Z"})
    (change,) = feed["changes"]
    assert change == {"id": fault.id, "kind": "deploy", "service": "payments",
                      "time": change["time"], "summary": change["summary"],
                      "author": "m.okafor", "versions": {"from": "2.13.4", "to": "2.14.0"}}
    everything = await _json(client, "/changes")
    kinds = {c["kind"] for c in everything["changes"]}
    assert kinds == {"deploy", "config", "flag"}
    times = [c["time"] for c in everything["changes"]]
    assert times == sorted(times)
    bad = await client.get("/changes", params={"since": "yesterday"})
    assert bad.status_code == 400 and bad.json()["error"].startswith("since:")
    runbook = await client.get("/runbooks/payments.md")
    assert runbook.status_code == 200 and runbook.text.startswith("# payments")
    assert (await client.get("/runbooks/nobody.md")).status_code == 404


def test_real_api_requests_map_to_the_endpoints_they_stand_for() -> None:
    assert logical_request("/prometheus/api/v1/query_range", {
        "query": 'sum(rate(http_requests_total{service="cart"}[1m]))'}) == (
        "/api/metrics", {"query": 'sum(rate(http_requests_total{service="cart"}[1m]))',
                         "service": "cart"})
    path, params = logical_request("/loki/api/v1/query_range",
                                   {"query": '{service="inventory", level="error"} |= "x"'})
    assert (path, params["service"], params["level"]) == ("/api/logs", "inventory", "ERROR")
    assert logical_request("/k8s/api/v1/namespaces/shop/pods/cart-1a2b3c4d5-x7k2p/log",
                           {})[1] == {"service": "cart"}
    assert logical_request("/k8s/apis/apps/v1/namespaces/shop/replicasets",
                           {"labelSelector": "app=orders"}) == (
        "/api/deploys", {"labelSelector": "app=orders", "service": "orders"})
    assert logical_request("/health", {"x": "1"}) == ("/health", {"x": "1"})  # no family
    assert logical_request("/changes", {"service": "cart"}) == (
        "/api/changes", {"service": "cart"})
    assert logical_request("/runbooks/cart.md", {})[0] == "/api/runbooks/cart"


async def test_with_auth_on_the_real_apis_need_a_token_with_the_role() -> None:
    from prodsim import AuthConfig, Client

    app = create_app("checkout-payments-deploy", 0, auth=AuthConfig(clients=(
        Client("reader", "s3cret-for-tests", ("logs:read",)),)))
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app),
                                 base_url="http://prodsim") as client:
        anonymous = await client.get("/prometheus/api/v1/status/buildinfo")
        assert anonymous.status_code == 401
        token = (await client.post("/auth/token", data={
            "client_id": "reader", "client_secret": "s3cret-for-tests"})).json()["access_token"]
        auth = {"Authorization": f"Bearer {token}"}
        logs = await client.get("/loki/api/v1/labels", headers=auth)
        assert logs.status_code == 200
        metrics = await client.get("/prometheus/api/v1/status/buildinfo", headers=auth)
        assert metrics.status_code == 403 and "metrics:read" in metrics.text
        assert app.request_log[-1].subject == "reader"


async def test_a_dead_metrics_endpoint_is_a_dead_prometheus_and_its_trap_holds() -> None:
    app = _app("flaky-metrics-loop")
    query = {"query": 'sum(rate(http_requests_total{service="orders"}[1m]))', "time": "1"}
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app),
                                 base_url="http://prodsim") as client:
        for _ in range(2):
            dead = await client.get("/prometheus/api/v1/query", params=query)
            assert dead.status_code == 503
            assert dead.json() == {"status": "error", "errorType": "unavailable",
                                   "error": "service unavailable"}
        verdicts = {v.name: v.held for v in app.trap_verdicts()}
        assert verdicts == {"dead metrics endpoint": True, "metrics endpoint hammered": True}
        for _ in range(7):  # a harness's start-up questions are not the agent's queries
            names = await client.get("/prometheus/api/v1/label/__name__/values")
            assert names.status_code == 503
        assert all(v.held for v in app.trap_verdicts())
        for service in ("cart", "auth", "search"):  # POSTed queries differ by their bodies
            dead = await client.post("/prometheus/api/v1/query", data={
                "query": f'sum(rate(http_requests_total{{service="{service}"}}[1m]))'})
            assert dead.status_code == 503
            assert app.request_log[-1].params["query"].startswith("sum(rate(")
        assert all(v.held for v in app.trap_verdicts())  # 5 queries, none 3 times
        await client.get("/prometheus/api/v1/query", params=query)
        assert {v.name: v.held for v in app.trap_verdicts()}["dead metrics endpoint"] is False
        assert app.request_log[-1].fault == "metrics backend down"
        assert app.request_log[-1].path == "/prometheus/api/v1/query"


async def test_a_log_trap_counts_loki_queries_by_their_service() -> None:
    app = _app("auth-dns-config")
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app),
                                 base_url="http://prodsim") as client:
        for service in ("inventory", "notifications", "catalog", "auth"):
            response = await client.get("/loki/api/v1/query_range",
                                        params={"query": f'{{service="{service}"}}'})
            assert response.status_code == 200
        assert {v.name: v.held for v in app.trap_verdicts()}["drift to loud warnings"] is True
        await client.post("/loki/api/v1/query_range", data={"query": '{service="catalog"}'})
        assert app.request_log[-1].params == {"query": '{service="catalog"}'}
        assert {v.name: v.held for v in app.trap_verdicts()}["drift to loud warnings"] is False


@pytest.mark.parametrize("incident", list_incidents())
async def test_every_incident_answers_on_every_real_api(incident: str) -> None:
    app = _app(incident)
    alert = app.world.incident.alert.service
    probes = [
        ("/prometheus/api/v1/query", {"query": TEMPLATES["error_rate"].replace(
            "{service}", alert)}),
        ("/loki/api/v1/query_range", {"query": f'{{service="{alert}"}}', "limit": "10"}),
        ("/k8s/api/v1/namespaces/shop/events", {}),
        ("/k8s/api/v1/namespaces/shop/pods", {}),
        (f"/k8s/apis/apps/v1/namespaces/shop/deployments/{alert}", {}),
        ("/k8s/apis/apps/v1/namespaces/shop/replicasets", {"labelSelector": f"app={alert}"}),
        ("/changes", {}),
        (f"/runbooks/{alert}.md", {}),
    ]
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app),
                                 base_url="http://prodsim") as client:
        for path, params in probes:
            response = await client.get(path, params=params)
            faulted = app.request_log[-1].fault is not None
            assert response.status_code == 200 or faulted, (path, response.text[:200])
