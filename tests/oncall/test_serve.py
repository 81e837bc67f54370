"""`oncall serve` end to end in-process: real HTTP on loopback ports, the real workers, the
scripted investigator against prodsim, findings delivered to a sink."""

from __future__ import annotations

import hashlib
import hmac
from pathlib import Path
from typing import Any

import httpx
import orjson
import pytest
from prometheus_client.parser import text_string_to_metric_families

from oncall.serve.config import Retry
from oncall.serve.sink import Sink, served
from oncall.serve.testing import (
    SECRET,
    am_alert,
    am_body,
    bearer,
    running,
    serve_config,
    until,
)
from oncall.store import Store

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "scenarios" / "checkout-payments-deploy.yaml"


async def _events(db: Path, run_id: str) -> list[Any]:
    async with await Store.open(db) as store:
        return list(await store.events(run_id))


async def _count(db: Path, sql: str, args: tuple[Any, ...] = ()) -> int:
    async with await Store.open(db) as store:
        return int((await store.fetch(sql, args))[0][0])


async def test_a_firing_alert_is_one_run_and_its_resends_are_none(tmp_path: Path) -> None:
    sink = Sink()
    db = tmp_path / "oncall.db"
    async with served(sink) as sink_url, running(db, serve_config(SCENARIO, sink_url)) as (
            url, _), httpx.AsyncClient(base_url=url) as c:
        answers = [await c.post("/v1/alerts/alertmanager", content=am_body(am_alert()),
                                headers=bearer()) for _ in range(3)]
        assert [r.status_code for r in answers] == [200, 200, 200]
        dispositions = [r.json()["alerts"][0]["disposition"] for r in answers]
        assert dispositions == ["new", "duplicate", "duplicate"]
        run_id = answers[0].json()["alerts"][0]["run_id"]
        assert {r.json()["alerts"][0]["run_id"] for r in answers} == {run_id}

        async def delivered() -> bool:
            return len(sink.posts) >= 1
        await until(delivered)
        run = (await c.get(f"/v1/runs/{run_id}")).json()
    assert await _count(db, "SELECT count(*) FROM run_specs") == 1
    assert run["status"] == "resolved" and run["report"]["change_id"]
    post = sink.posts[0]
    assert post.key == f"{run_id}:webhook"
    body = post.json()
    assert body["run_id"] == run_id and body["outcome"] == "resolved"
    assert body["report"]["service"] == "payments"
    assert body["alert"]["labels"]["alertname"] == "CheckoutHighErrorRate"
    assert body["handoff"].startswith("# Handoff")
    assert body["handoff_url"] == \
        f"https://oncall.example.internal/v1/runs/{run_id}/handoff"
    kinds = [e.kind for e in await _events(db, run_id)]
    assert kinds[0] == "alert_received" and "run_finished" in kinds
    phases = [e.payload["phase"] for e in await _events(db, run_id) if e.kind == "notification"]
    assert phases == ["sending", "delivered"]


async def test_a_new_firing_is_a_new_run_and_group_members_are_their_own(
        tmp_path: Path) -> None:
    db = tmp_path / "oncall.db"
    other = {**am_alert()["labels"], "region": "us-east-1"}
    async with running(db, serve_config(SCENARIO, None), workers=0) as (url, _), \
            httpx.AsyncClient(base_url=url) as c:
        group = am_body(am_alert(), am_alert(fingerprint="0000000000000002", labels=other))
        first = (await c.post("/v1/alerts/alertmanager", content=group, headers=bearer()))
        assert [a["disposition"] for a in first.json()["alerts"]] == ["new", "new"]
        again = await c.post("/v1/alerts/alertmanager", content=am_body(
            am_alert(starts_at="2026-11-30T05:00:00Z")), headers=bearer())
        assert again.json()["alerts"][0]["disposition"] == "new"
        runs = (await c.get("/v1/runs?status=queued")).json()["runs"]
    assert len(runs) == 3
    assert all(r["alert"]["labels"]["alertname"] == "CheckoutHighErrorRate" for r in runs)


async def test_dedupe_holds_across_a_restart(tmp_path: Path) -> None:
    db = tmp_path / "oncall.db"
    for expected in ("new", "duplicate"):
        async with running(db, serve_config(SCENARIO, None), workers=0) as (url, _), \
                httpx.AsyncClient(base_url=url) as c:
            r = await c.post("/v1/alerts/alertmanager", content=am_body(am_alert()),
                             headers=bearer())
            assert r.json()["alerts"][0]["disposition"] == expected
    assert await _count(db, "SELECT count(*) FROM run_specs") == 1


@pytest.mark.parametrize(("headers", "body", "status", "says"), [
    ({}, am_body(am_alert()), 401, "bearer"),
    (bearer("wrong"), am_body(am_alert()), 401, "bearer"),
    (bearer(), b"{not json", 400, "not JSON"),
    (bearer(), b"[1, 2]", 400, "must be a JSON object"),
    (bearer(), b'{"receiver": "x"}', 400, "'alerts' is missing"),
    (bearer(), orjson.dumps({"alerts": [{"status": "firing", "startsAt": "x"}]}), 400,
     "alerts[0].labels"),
    (bearer(), orjson.dumps({"alerts": [{**am_alert(), "status": "exploded"}]}), 400,
     "alerts[0].status"),
    (bearer(), orjson.dumps({"alerts": [{**am_alert(), "startsAt": None}]}), 400,
     "alerts[0].startsAt"),
    (bearer(), b"x" * (1 << 20 + 1), 413, "over"),
])
async def test_intake_refuses_with_one_line(tmp_path: Path, headers: dict[str, str],
                                            body: bytes, status: int, says: str) -> None:
    async with running(tmp_path / "oncall.db", serve_config(SCENARIO, None), workers=0) as (
            url, _), httpx.AsyncClient(base_url=url) as c:
        r = await c.post("/v1/alerts/alertmanager", content=body, headers=headers)
        assert await _count(tmp_path / "oncall.db", "SELECT count(*) FROM run_specs") == 0
    assert r.status_code == status
    assert says in r.text and r.text.count("\n") == 1
    assert "intake-token-for-tests" not in r.text


def _pd(event_type: str, incident: str = "PGR0VU2") -> bytes:
    return orjson.dumps({"event": {
        "id": "5ac64822", "event_type": event_type, "resource_type": "incident",
        "occurred_at": "2026-11-30T02:13:00Z", "agent": {"id": "PXYZ"}, "newField": True,
        "data": {"id": incident, "type": "incident", "title": "checkout 5xx error rate",
                 "created_at": "2026-11-30T02:12:00Z", "urgency": "high",
                 "html_url": "https://acme.pagerduty.com/incidents/PGR0VU2",
                 "service": {"id": "PF9KMXH", "summary": "checkout"}}}})


def _sign(body: bytes, secret: str = SECRET) -> str:
    return "v1=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


async def test_pagerduty_signatures_and_event_types(tmp_path: Path) -> None:
    db = tmp_path / "oncall.db"
    async with running(db, serve_config(SCENARIO, None), workers=0) as (url, _), \
            httpx.AsyncClient(base_url=url) as c:
        body = _pd("incident.triggered")
        unsigned = await c.post("/v1/alerts/pagerduty", content=body)
        forged = await c.post("/v1/alerts/pagerduty", content=body,
                              headers={"X-PagerDuty-Signature": _sign(body, "other")})
        tampered = await c.post("/v1/alerts/pagerduty", content=body + b" ",
                                headers={"X-PagerDuty-Signature": _sign(body)})
        # During a rotation the header carries the old secret's signature and the new one's.
        rotated = await c.post("/v1/alerts/pagerduty", content=body, headers={
            "X-PagerDuty-Signature": f"{_sign(body, 'old-secret')}, {_sign(body)}"})
        ack = _pd("incident.acknowledged")
        acked = await c.post("/v1/alerts/pagerduty", content=ack,
                             headers={"X-PagerDuty-Signature": _sign(ack)})
    assert [unsigned.status_code, forged.status_code, tampered.status_code] == [401] * 3
    assert rotated.status_code == 200
    assert rotated.json()["alerts"][0]["disposition"] == "new"
    assert acked.json()["alerts"][0]["disposition"] == "ignored"
    async with await Store.open(db) as store:
        (spec,) = await store.fetch("SELECT spec FROM run_specs")
    alert = orjson.loads(spec[0])["alert"]
    assert alert["labels"]["service"] == "checkout" and alert["source"] == "pagerduty"


async def test_grafana_posts_start_runs_with_their_source(tmp_path: Path) -> None:
    db = tmp_path / "oncall.db"
    body = orjson.loads(am_body(am_alert()))
    body["orgId"] = 1
    body["alerts"][0].update({"silenceURL": "http://g/s", "values": {"B": 44.2}})
    async with running(db, serve_config(SCENARIO, None), workers=0) as (url, _), \
            httpx.AsyncClient(base_url=url) as c:
        r = await c.post("/v1/alerts/grafana", content=orjson.dumps(body), headers=bearer())
    assert r.json()["alerts"][0]["disposition"] == "new"
    events = await _events(db, r.json()["alerts"][0]["run_id"])
    assert events[0].payload["source"] == "grafana"
    assert events[0].payload["payload"]["values"] == {"B": 44.2}


async def test_a_resolution_during_the_run_is_recorded_and_reported(tmp_path: Path) -> None:
    sink = Sink()
    db = tmp_path / "oncall.db"
    async with served(sink) as sink_url:
        config = serve_config(SCENARIO, sink_url, slack=True)
        async with running(db, config, workers=0) as (url, _), \
                httpx.AsyncClient(base_url=url) as c:
            fired = await c.post("/v1/alerts/alertmanager", content=am_body(am_alert()),
                                 headers=bearer())
            run_id = fired.json()["alerts"][0]["run_id"]
            resolved = am_alert("resolved", ends_at="2026-11-30T02:40:00Z")
            r = await c.post("/v1/alerts/alertmanager", content=am_body(
                resolved, status="resolved"), headers=bearer())
            assert r.json()["alerts"][0]["disposition"] == "resolved"
            unknown = am_alert("resolved", fingerprint="ffffffffffffffff")
            r = await c.post("/v1/alerts/alertmanager", content=am_body(unknown),
                             headers=bearer())
            assert r.json()["alerts"][0]["disposition"] == "resolved_unknown"
        # The run was queued (no workers) while it resolved; a worker-backed serve finishes it.
        async with running(db, config, workers=2) as (url, _), \
                httpx.AsyncClient(base_url=url) as c:
            async def both() -> bool:
                return len(sink.unique) >= 2
            await until(both)
            handoff = (await c.get(f"/v1/runs/{run_id}/handoff")).text
    events = await _events(db, run_id)
    resolution = [e for e in events if e.kind == "alert_resolved"]
    assert len(resolution) == 1 and resolution[0].payload["while_running"] is True
    assert resolution[0].payload["ends_at"] == "2026-11-30T02:40:00Z"
    by_path = {p.path: p for p in sink.posts}
    assert by_path["/hook"].json()["alert_resolved_at"] is not None
    slack = by_path["/slack"].json()["text"]
    assert "*CheckoutHighErrorRate* (checkout): resolved" in slack
    assert "Root cause:" in slack and "Evidence:" in slack and "has resolved" in slack
    assert f"/v1/runs/{run_id}/handoff|" in slack
    assert "## Alert resolved" in handoff


async def test_failed_deliveries_are_retried_with_the_same_key(tmp_path: Path) -> None:
    sink = Sink(fail_first=2)
    db = tmp_path / "oncall.db"
    async with served(sink) as sink_url, running(db, serve_config(SCENARIO, sink_url)) as (
            url, _), httpx.AsyncClient(base_url=url) as c:
        r = await c.post("/v1/alerts/alertmanager", content=am_body(am_alert()),
                         headers=bearer())
        run_id = r.json()["alerts"][0]["run_id"]

        async def delivered() -> bool:
            return await _count(db, "SELECT count(*) FROM outbox WHERE state = 'delivered'") == 1
        await until(delivered)
    assert len(sink.posts) == 3 and {p.key for p in sink.posts} == {f"{run_id}:webhook"}
    notes = [e.payload for e in await _events(db, run_id) if e.kind == "notification"]
    assert [(n["phase"], n["attempt"]) for n in notes] == [
        ("sending", 1), ("retrying", 1), ("sending", 2), ("retrying", 2), ("sending", 3),
        ("delivered", 3)]
    assert notes[1]["http_status"] == 503 and notes[1]["delay_s"] == 0.05
    assert notes[3]["delay_s"] == 0.1


async def test_a_client_error_is_given_up_at_once(tmp_path: Path) -> None:
    sink = Sink(fail_first=100, fail_status=400)
    db = tmp_path / "oncall.db"
    async with served(sink) as sink_url, running(
            db, serve_config(SCENARIO, sink_url, retry=Retry(5, 0.05, 1))) as (url, _), \
            httpx.AsyncClient(base_url=url) as c:
        await c.post("/v1/alerts/alertmanager", content=am_body(am_alert()), headers=bearer())

        async def failed() -> bool:
            return await _count(db, "SELECT count(*) FROM outbox WHERE state = 'failed'") == 1
        await until(failed)
        metrics = (await c.get("/metrics")).text
    assert len(sink.posts) == 1
    assert 'oncall_notifications{channel="webhook",state="failed"} 1' in metrics


async def test_runs_are_paginated_newest_first_and_filtered(tmp_path: Path) -> None:
    db = tmp_path / "oncall.db"
    async with running(db, serve_config(SCENARIO, None), workers=0) as (url, _), \
            httpx.AsyncClient(base_url=url) as c:
        made = []
        for i in range(7):
            r = await c.post("/v1/alerts/alertmanager", content=am_body(
                am_alert(fingerprint=f"{i:016x}")), headers=bearer())
            made.append(r.json()["alerts"][0]["run_id"])
        pages, cursor = [], None
        while True:
            q = "/v1/runs?limit=3" + (f"&cursor={cursor}" if cursor else "")
            page = (await c.get(q)).json()
            pages.append([r["run_id"] for r in page["runs"]])
            cursor = page["next"]
            if cursor is None:
                break
        assert [len(p) for p in pages] == [3, 3, 1]
        assert [r for p in pages for r in p] == list(reversed(made))
        assert (await c.get("/v1/runs?status=resolved")).json()["runs"] == []
        future = (await c.get("/v1/runs?since=2100-01-01T00:00:00Z")).json()["runs"]
        assert future == []
        assert len((await c.get("/v1/runs?until=2100-01-01T00:00:00Z")).json()["runs"]) == 7
        bad = await c.get("/v1/runs?limit=0")
        assert bad.status_code == 400 and "limit" in bad.text
        bad = await c.get("/v1/runs?since=yesterday")
        assert bad.status_code == 400 and "since" in bad.text
        assert (await c.get("/v1/runs/run-nope")).status_code == 404


async def test_metrics_parse_and_equal_the_database(tmp_path: Path) -> None:
    sink = Sink()
    db = tmp_path / "oncall.db"
    async with served(sink) as sink_url, running(db, serve_config(SCENARIO, sink_url)) as (
            url, _), httpx.AsyncClient(base_url=url) as c:
        for i in range(3):
            await c.post("/v1/alerts/alertmanager", content=am_body(
                am_alert(fingerprint=f"{i:016x}")), headers=bearer())
        await c.post("/v1/alerts/alertmanager", content=am_body(
            am_alert(fingerprint=f"{0:016x}")), headers=bearer())

        async def all_delivered() -> bool:
            return len(sink.unique) == 3
        await until(all_delivered)
        text = (await c.get("/metrics")).text
        ready = await c.get("/readyz")
    assert ready.status_code == 200 and ready.json() == {
        "database": True, "http": True, "workers": True, "outbox": True}
    samples = {(s.name, tuple(sorted(s.labels.items()))): s.value
               for f in text_string_to_metric_families(text) for s in f.samples}
    async with await Store.open(db) as store:
        ledger = await store.fetch("SELECT role, model, count(*), sum(prompt_tokens),"
                                   " sum(completion_tokens) FROM ledger GROUP BY 1, 2")
        outcomes = await store.fetch("SELECT json_extract(payload, '$.outcome'), count(*)"
                                     " FROM events WHERE kind = 'run_finished' GROUP BY 1")
    assert samples[("oncall_alerts_received_total",
                    (("disposition", "new"), ("source", "alertmanager")))] == 3
    assert samples[("oncall_alerts_received_total",
                    (("disposition", "duplicate"), ("source", "alertmanager")))] == 1
    for status, n in outcomes:
        assert samples[("oncall_runs_finished_total", (("outcome", status),))] == n
    for role, model, calls, prompt, completion in ledger:
        key = (("model", model), ("role", role))
        assert samples[("oncall_model_calls_total", key)] == calls
        assert samples[("oncall_model_tokens_total",
                        (("direction", "prompt"), *key))] == prompt
        assert samples[("oncall_model_tokens_total",
                        (("direction", "completion"), *key))] == completion
    assert samples[("oncall_queue_depth", ())] == 0
    assert samples[("oncall_runs_in_flight", ())] == 0
    assert samples[("oncall_run_duration_seconds_count", ())] == 3
    assert samples[("oncall_notifications", (("channel", "webhook"), ("state", "delivered")))] \
        == 3


async def test_unknown_paths_methods_and_unconfigured_pagerduty(tmp_path: Path) -> None:
    config = serve_config(SCENARIO, None, pagerduty=False)
    async with running(tmp_path / "oncall.db", config, workers=0) as (url, _), \
            httpx.AsyncClient(base_url=url) as c:
        assert (await c.get("/nope")).status_code == 404
        assert (await c.get("/v1/alerts/alertmanager")).status_code == 405
        assert (await c.post("/v1/alerts/pagerduty", content=b"{}")).status_code == 404
        assert (await c.post("/v1/alerts/opsgenie", content=b"{}",
                             headers=bearer())).status_code == 404
        assert (await c.get("/healthz")).text == "ok\n"


async def test_a_secret_in_an_alert_is_redacted_before_it_is_logged_or_stored(
        tmp_path: Path) -> None:
    db = tmp_path / "oncall.db"
    secret = "ghp_0123456789abcdefghijABCDEFGHIJ012345"
    alert = am_alert()
    alert["annotations"] = {**alert["annotations"], "description": f"deploy token {secret}"}
    async with running(db, serve_config(SCENARIO, None), workers=0) as (url, _), \
            httpx.AsyncClient(base_url=url) as c:
        r = await c.post("/v1/alerts/alertmanager", content=am_body(alert), headers=bearer())
        run_id = r.json()["alerts"][0]["run_id"]
        listed = (await c.get("/v1/runs")).text
    events = await _events(db, run_id)
    assert [e.kind for e in events[:2]] == ["redaction", "alert_received"]
    assert events[0].payload["counts"] == {"github_token": 2}  # the alert, and as sent
    async with await Store.open(db) as store:
        rows = [r for t in ("events", "run_specs", "alerts")
                for r in await store.fetch(f"SELECT * FROM {t}")]
    dump = "\n".join(map(str, rows))
    assert secret not in dump and secret not in listed
    assert "[REDACTED:github_token#" in events[1].payload["annotations"]["description"]
