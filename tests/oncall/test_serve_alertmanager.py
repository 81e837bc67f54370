"""`oncall serve` behind a real Alertmanager 0.25, and behind Prometheus 2.42 → Alertmanager.

Alertmanager re-sends a group every `group_interval` and `repeat_interval` (a second each here):
the alert must become exactly one run however often it comes, the finished run's report must
reach the webhook sink, and the resolution must land on the run. End to end, a Prometheus rule
over an incident's backfilled metrics (prodsim's export, through promtool) fires through
Alertmanager into `serve`, which investigates with prodsim as production.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import httpx
import orjson
import pytest

from oncall.serve.sink import Sink, free_port, served
from oncall.serve.testing import (
    ANNOTATIONS,
    LABELS,
    STARTS_AT,
    TOKEN,
    running,
    serve_config,
    until,
)
from oncall.store import Store

pytestmark = pytest.mark.alertmanager
ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "scenarios" / "checkout-payments-deploy.yaml"


def _binary(name: str) -> str:
    """A real component; missing: skip, or fail when CI is set (CI installs it)."""
    found = shutil.which(name)
    if found is None:
        message = f"{name} is not installed (.ci/run installs it)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return found


def _wait_ready(url: str, proc: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 60
    while True:
        try:
            if httpx.get(url, timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            raise AssertionError(f"{url} not ready: {log.read_text()[-2000:]}")
        time.sleep(0.1)


def _stop(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@pytest.fixture
def alertmanager(tmp_path: Path) -> Iterator[tuple[str, Any]]:
    """Start Alertmanager pointed at a `serve` port; yields (its URL, the start function)."""
    binary = _binary("prometheus-alertmanager")
    procs: list[subprocess.Popen[bytes]] = []

    def start(serve_url: str) -> str:
        port = free_port()
        config = tmp_path / "alertmanager.yml"
        config.write_text(f"""
route:
  receiver: oncall
  group_by: ['alertname', 'service']
  group_wait: 1s
  group_interval: 1s
  repeat_interval: 1s
receivers:
  - name: oncall
    webhook_configs:
      - url: {serve_url}/v1/alerts/alertmanager
        send_resolved: true
        max_alerts: 0
        http_config:
          authorization: {{type: Bearer, credentials: {TOKEN}}}
""")
        log = tmp_path / "alertmanager.log"
        with log.open("wb") as out:
            procs.append(subprocess.Popen(
                [binary, f"--config.file={config}", f"--storage.path={tmp_path / 'am'}",
                 f"--web.listen-address=127.0.0.1:{port}", "--cluster.listen-address=",
                 f"--web.external-url=http://127.0.0.1:{port}"],
                stdout=out, stderr=subprocess.STDOUT))
        url = f"http://127.0.0.1:{port}"
        _wait_ready(f"{url}/-/ready", procs[-1], log)
        return url

    yield "", start
    for p in procs:
        _stop(p)


async def _rows(db: Path, sql: str) -> list[tuple[Any, ...]]:
    async with await Store.open(db) as store:
        return await store.fetch(sql)


async def _until(db: Path, sql: str, want: Any, within_s: float = 60) -> None:
    async def reached() -> bool:
        return bool((await _rows(db, sql))[0][0] >= want)
    await until(reached, within_s)


async def _posted(sink: Sink, within_s: float = 60) -> None:
    async def some() -> bool:
        return bool(sink.posts)
    await until(some, within_s)


async def test_alertmanager_resends_make_one_run_and_the_report_reaches_the_sink(
        tmp_path: Path, alertmanager: tuple[str, Any]) -> None:
    sink = Sink()
    db = tmp_path / "oncall.db"
    async with served(sink) as sink_url, \
            running(db, serve_config(SCENARIO, sink_url)) as (url, _):
        am = alertmanager[1](url)
        alert = {"labels": LABELS, "annotations": ANNOTATIONS, "startsAt": STARTS_AT}
        async with httpx.AsyncClient() as c:
            posted = await c.post(f"{am}/api/v2/alerts", json=[alert])
            assert posted.status_code == 200
            await _posted(sink)
            # Alertmanager keeps re-sending the group (repeat_interval 1s): none is a run.
            await _until(db, "SELECT count(*) FROM intake WHERE disposition = 'duplicate'", 3)
            # Resolve it: the same labels with endsAt in the past.
            resolved = {**alert, "endsAt": "2026-11-30T03:00:00Z"}
            assert (await c.post(f"{am}/api/v2/alerts", json=[resolved])).status_code == 200
            await _until(db, "SELECT count(*) FROM events WHERE kind = 'alert_resolved'", 1)
    assert await _rows(db, "SELECT count(*) FROM run_specs") == [(1,)]
    (run_id, status), = await _rows(db, "SELECT run_id, status FROM run_index")
    assert status == "resolved"
    assert len(sink.unique) == 1 and sink.posts[0].key == f"{run_id}:webhook"
    body = sink.posts[0].json()
    assert body["outcome"] == "resolved" and body["report"]["service"] == "payments"
    assert body["alert"]["labels"]["alertname"] == "CheckoutHighErrorRate"
    (received,), = await _rows(db, "SELECT payload FROM events WHERE kind = 'alert_received'")
    payload = orjson.loads(received)
    assert payload["source"] == "alertmanager" and len(payload["fingerprint"]) == 16
    assert payload["payload"]["generatorURL"] == ""  # as Alertmanager sent it


def _backfill(promtool: str, tmp_path: Path) -> None:
    """The incident's metrics (seed 7, the scenario's) as promtool blocks in tmp_path/data."""
    from prodsim import build_world, load_incident
    from prodsim.exposition import openmetrics

    source = tmp_path / "metrics.om"
    with source.open("w") as out:
        out.writelines(openmetrics(build_world(load_incident("checkout-payments-deploy"), 7)))
    subprocess.run([promtool, "tsdb", "create-blocks-from", "openmetrics", str(source),
                    str(tmp_path / "data")], check=True, capture_output=True, timeout=120)


def _prometheus(binary: str, tmp_path: Path, port: int, log: Path) -> subprocess.Popen[bytes]:
    with log.open("wb") as out:
        return subprocess.Popen(
            [binary, f"--config.file={tmp_path / 'prom.yml'}",
             f"--storage.tsdb.path={tmp_path / 'data'}",
             "--storage.tsdb.retention.time=100y", "--rules.alert.resend-delay=1s",
             f"--web.listen-address=127.0.0.1:{port}",
             f"--web.external-url=http://127.0.0.1:{port}"],
            stdout=out, stderr=subprocess.STDOUT)


def _rule(offset_s: int) -> str:
    window = f'[1m] offset {offset_s}s'
    return ('sum by (service) (rate(http_requests_total{service="checkout",code=~"5.."}'
            f'{window})) / sum by (service) (rate(http_requests_total{{service="checkout"}}'
            f'{window})) > 0.05')


async def test_a_prometheus_rule_fires_through_alertmanager_into_one_investigation(
        tmp_path: Path, alertmanager: tuple[str, Any]) -> None:
    promtool, prometheus = _binary("promtool"), _binary("prometheus")
    _backfill(promtool, tmp_path)
    # The backfilled incident lies in the past: the rule looks back at it with an offset
    # that puts "now" a minute after the incident's alert fired.
    fired = datetime.fromisoformat(STARTS_AT.replace("Z", "+00:00")).timestamp() + 60
    offset = int(time.time() - fired)
    sink = Sink()
    db = tmp_path / "oncall.db"
    async with served(sink) as sink_url, \
            running(db, serve_config(SCENARIO, sink_url)) as (url, _):
        am = alertmanager[1](url)
        (tmp_path / "rules.yml").write_text(f"""
groups:
  - name: shop
    interval: 1s
    rules:
      - alert: CheckoutHighErrorRate
        expr: '{_rule(offset)}'
        labels: {{severity: critical, region: eu-west-1}}
        annotations: {{summary: "checkout 5xx error rate above 5%"}}
""")
        (tmp_path / "prom.yml").write_text(f"""
global: {{scrape_interval: 15s, evaluation_interval: 1s}}
rule_files: [{tmp_path / 'rules.yml'}]
alerting:
  alertmanagers: [{{static_configs: [{{targets: ['{am.removeprefix("http://")}']}}]}}]
scrape_configs: []
""")
        port = free_port()
        log = tmp_path / "prometheus.log"
        proc = _prometheus(prometheus, tmp_path, port, log)
        try:
            _wait_ready(f"http://127.0.0.1:{port}/-/ready", proc, log)
            await _posted(sink, 90)
            await _until(db, "SELECT count(*) FROM intake WHERE disposition = 'duplicate'", 2)
        finally:
            _stop(proc)
    assert await _rows(db, "SELECT count(*) FROM run_specs") == [(1,)]
    body = sink.posts[0].json()
    assert body["alert"]["labels"] == {"alertname": "CheckoutHighErrorRate",
                                       "service": "checkout", "severity": "critical",
                                       "region": "eu-west-1"}
    assert f"127.0.0.1:{port}/graph?g0.expr=" in (await _rows(
        db, "SELECT json_extract(payload, '$.payload.generatorURL') FROM events"
            " WHERE kind = 'alert_received'"))[0][0]
    assert body["outcome"] in ("resolved", "escalated") and body["handoff"]
    (status,), = await _rows(db, "SELECT status FROM run_index")
    assert status == body["outcome"]
