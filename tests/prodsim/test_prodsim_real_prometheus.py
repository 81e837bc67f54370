"""prodsim's Prometheus API against a real Prometheus 2.42 holding the same samples.

The incident's metrics are exported as OpenMetrics, backfilled with `promtool tsdb
create-blocks-from openmetrics`, and served by `prometheus` on a free loopback port; every
shipped PromQL template (and a few more shapes) must return the same series from both, at
aligned and unaligned steps, as ranges and instants; and an investigation whose metrics come
from the real Prometheus ends as the one that reads them all from prodsim.
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml

from prodsim import World, build_world, create_app, load_incident
from prodsim.exposition import TEMPLATES, openmetrics

pytestmark = pytest.mark.prometheus
INCIDENT = "checkout-payments-deploy"
SERVICES = ("checkout", "orders", "payments", "search", "web-frontend")
EXTRA = (
    'sum by (service) (rate(http_requests_total{code=~"5.."}[5m]))',
    'max by (code) (increase(http_requests_total{service="orders"}[5m]))',
    'avg(rate(container_cpu_usage_seconds_total[2m])) * 100',
    'min without (pod) (container_memory_working_set_bytes{container=~"pay.*|orders"})',
    'http_requests_total{service="checkout",code!="200"}',
    'sum(rate(http_request_duration_seconds_sum{service="payments"}[1m])) / '
    'sum(rate(http_request_duration_seconds_count{service="payments"}[1m]))',
    'histogram_quantile(0.5, sum by (le, service) '
    '(rate(http_request_duration_seconds_bucket{service!~"cart|auth"}[3m])))',
    '-sum(irate(http_requests_total{service="cart"}[2m])) + 2 ^ 3',
    'sum by (service) (rate(http_requests_total{code="500"}[1m])) > 0.05',
    'rate(container_cpu_usage_seconds_total[1m]) >= bool 0.4',
    'sum by (service) (rate(http_requests_total[1m])) < sum by (service) '
    '(rate(http_requests_total{code="200"}[1m])) * 1.01',
    '1 < bool 2',
)
"""Shapes beyond the templates: other aggregations, matchers, functions and operators."""


@pytest.fixture(scope="module")
def world() -> World:
    return build_world(load_incident(INCIDENT), 0)


@pytest.fixture(scope="module")
def prometheus(world: World, tmp_path_factory: pytest.TempPathFactory,
               require_binary: Callable[..., str], free_port: Callable[[], int],
               ) -> Iterator[str]:
    """A real Prometheus with the world's samples backfilled; yields its base URL."""
    promtool = require_binary("promtool")
    binary = require_binary("prometheus")
    tmp = tmp_path_factory.mktemp("prometheus")
    source = tmp / "metrics.om"
    with source.open("w") as out:
        out.writelines(openmetrics(world))
    subprocess.run([promtool, "tsdb", "create-blocks-from", "openmetrics", str(source),
                    str(tmp / "data")], check=True, capture_output=True, timeout=120)
    (tmp / "prom.yml").write_text("global: {scrape_interval: 15s}\nscrape_configs: []\n")
    port = free_port()
    log = (tmp / "prometheus.log").open("w")
    proc = subprocess.Popen(
        [binary, f"--config.file={tmp / 'prom.yml'}", f"--storage.tsdb.path={tmp / 'data'}",
         "--storage.tsdb.retention.time=100y", f"--web.listen-address=127.0.0.1:{port}"],
        stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{url}/-/ready", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                raise AssertionError("prometheus did not become ready: "
                                     + Path(log.name).read_text()[-2000:])
            time.sleep(0.2)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


@pytest.fixture
async def prodsim_api(world: World) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(INCIDENT, 0)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app),
                                 base_url="http://prodsim/prometheus") as client:
        yield client


def _series(body: dict[str, Any]) -> dict[tuple[tuple[str, str], ...], list[tuple[float, float]]]:
    assert body["status"] == "success", body
    data = body["data"]
    if data["resultType"] == "scalar":
        return {(): [(float(data["result"][0]), float(data["result"][1]))]}
    out = {}
    for item in data["result"]:
        points = item["values"] if "values" in item else [item["value"]]
        out[tuple(sorted(item["metric"].items()))] = [(float(t), float(v)) for t, v in points]
    return out


def _assert_same(real: dict[str, Any], ours: dict[str, Any], query: str) -> None:
    a, b = _series(real), _series(ours)
    assert a.keys() == b.keys(), f"{query}: series differ: {sorted(a)} vs {sorted(b)}"
    assert a, f"{query}: no series at all (the comparison would prove nothing)"
    for key in a:
        assert [t for t, _ in a[key]] == [t for t, _ in b[key]], f"{query} {key}: timestamps"
        for (t, x), (_, y) in zip(a[key], b[key], strict=True):
            same = (math.isnan(x) and math.isnan(y)) or math.isclose(x, y, rel_tol=1e-9,
                                                                     abs_tol=1e-9)
            assert same, f"{query} {key} at {t}: prometheus {x}, prodsim {y}"


def _queries() -> list[str]:
    return [t.replace("{service}", s) for t in TEMPLATES.values() for s in SERVICES]


async def test_every_template_gives_the_same_ranges_as_real_prometheus(
    world: World, prometheus: str, prodsim_api: httpx.AsyncClient,
) -> None:
    windows = [  # aligned on minutes, and off by 17 s with an odd step
        (world.alert_ms - 30 * 60_000, world.now_ms, "60"),
        (world.alert_ms - 47 * 60_000 + 17_000, world.now_ms - 3_000, "45s"),
    ]
    async with httpx.AsyncClient(base_url=prometheus, timeout=30) as real:
        for query in [*_queries(), *EXTRA]:
            for start, end, step in windows:
                params = {"query": query, "start": str(start / 1000), "end": str(end / 1000),
                          "step": step}
                theirs = (await real.get("/api/v1/query_range", params=params)).json()
                ours = (await prodsim_api.get("/api/v1/query_range", params=params)).json()
                _assert_same(theirs, ours, query)


async def test_instant_queries_and_discovery_match_real_prometheus(
    world: World, prometheus: str, prodsim_api: httpx.AsyncClient,
) -> None:
    async with httpx.AsyncClient(base_url=prometheus, timeout=30) as real:
        for query in [*_queries(), *EXTRA, 'http_requests_total{service="payments"}[2m]']:
            for at in (world.alert_ms, world.alert_ms - 90 * 60_000 + 7_000):
                params = {"query": query, "time": str(at / 1000)}
                theirs = (await real.post("/api/v1/query", data=params)).json()
                ours = (await prodsim_api.post("/api/v1/query", data=params)).json()
                assert theirs["data"]["resultType"] == ours["data"]["resultType"], query
                _assert_same(theirs, ours, query)
        for path, params in (("/api/v1/label/__name__/values", {}),
                             ("/api/v1/labels", {}),
                             ("/api/v1/series", {"match[]": 'http_requests_total{code="500"}'})):
            theirs = (await real.get(path, params=params)).json()
            ours = (await prodsim_api.get(path, params=params)).json()
            assert sorted(map(str, theirs["data"])) == sorted(map(str, ours["data"])), path


async def test_errors_use_the_same_envelope_and_status(
    prometheus: str, prodsim_api: httpx.AsyncClient,
) -> None:
    cases = [
        ("/api/v1/query", {"query": "sum(rate(x[5m])"}),
        ("/api/v1/query_range", {"query": "up", "start": "1", "end": "2"}),
        ("/api/v1/query_range", {"query": "up", "start": "10", "end": "2", "step": "1"}),
        ("/api/v1/series", {}),
    ]
    async with httpx.AsyncClient(base_url=prometheus, timeout=30) as real:
        for path, params in cases:
            theirs = await real.get(path, params=params)
            ours = await prodsim_api.get(path, params=params)
            assert theirs.status_code == ours.status_code == 400, (path, params)
            assert theirs.json()["errorType"] == ours.json()["errorType"] == "bad_data"
            if path != "/api/v1/query":  # parse errors word their position differently
                assert theirs.json()["error"] == ours.json()["error"], params


def _oncall_run(run_file: Path, db: Path, ollama: str) -> dict[str, Any]:
    """`python -m oncall run FILE --json` with a scripted model (served as Ollama on another
    port, as a user would run it) that reads metrics first."""
    result = subprocess.run(
        [sys.executable, "-m", "oncall", "run", str(run_file), "--db", str(db), "--json",
         "--model", "ollama:naive-retrier"],
        capture_output=True, text=True, timeout=120, cwd=run_file.parent,
        env={**os.environ, "OLLAMA_HOST": ollama})
    assert result.returncode in (0, 1, 3), result.stderr[-2000:]  # an outcome, not bad input
    out: dict[str, Any] = json.loads(result.stdout)
    return out


def test_an_investigation_with_metrics_from_real_prometheus_ends_as_the_all_prodsim_one(
    prometheus: str, tmp_path: Path, free_port: Callable[[], int],
) -> None:
    port, model_port = free_port(), free_port()
    log = (tmp_path / "serve.log").open("w")
    served = subprocess.Popen([sys.executable, "-m", "prodsim", "serve", INCIDENT, "--port",
                               str(port), "--run-file", str(tmp_path / "prodsim.yaml")],
                              stdout=log, stderr=subprocess.STDOUT)
    model = subprocess.Popen([sys.executable, "-m", "prodsim", "ollama", "--port",
                              str(model_port)], stdout=log, stderr=subprocess.STDOUT)
    url, ollama = f"http://127.0.0.1:{port}", f"127.0.0.1:{model_port}"
    try:
        deadline = time.monotonic() + 30
        while not (tmp_path / "prodsim.yaml").exists() or not _up(f"{url}/health") or \
                not _up(f"http://{ollama}/api/tags"):
            assert served.poll() is None and model.poll() is None, "a server died"
            assert time.monotonic() < deadline, "the servers did not start"
            time.sleep(0.1)
        doc = yaml.safe_load((tmp_path / "prodsim.yaml").read_text())
        for source in doc["sources"]:
            if source["kind"] == "prometheus":
                source["url"] = prometheus
        (tmp_path / "real-prometheus.yaml").write_text(yaml.safe_dump(doc, sort_keys=False))
        alone = _oncall_run(tmp_path / "prodsim.yaml", tmp_path / "alone.db", ollama)
        asked = _prometheus_requests(url)
        mixed = _oncall_run(tmp_path / "real-prometheus.yaml", tmp_path / "mixed.db", ollama)
        assert _prometheus_requests(url) == asked, "the mixed run asked prodsim for metrics"
    finally:
        for proc in (served, model):
            proc.terminate()
            proc.wait(timeout=20)
        log.close()
    assert asked > 0, "the all-prodsim run read no metrics: the comparison would prove nothing"
    for key in ("outcome", "report", "escalation", "model_calls", "prompt_tokens",
                "completion_tokens"):  # equal token counts: the tool results read the same
        assert alone[key] == mixed[key], key


def _up(url: str) -> bool:
    try:
        return httpx.get(url, timeout=2).status_code == 200
    except httpx.TransportError:
        return False


def _prometheus_requests(url: str) -> int:
    records = httpx.get(f"{url}/admin/requests", timeout=5).json()["requests"]
    return sum(1 for r in records if r["path"].startswith("/prometheus/api/v1/query"))
