"""What `oncall serve` refuses and what it lets through, from an outside tester's payloads:
start times a run could not use, loose label types, NULs, PagerDuty's reopenings and test
pings, `/v1/runs` filters that do not parse, and the order of the credential and size checks."""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import MutableMapping
from pathlib import Path
from typing import Any

import httpx
import orjson
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from prometheus_client.parser import text_string_to_metric_families
from structlog.testing import capture_logs

from oncall.models import ModelServers
from oncall.serve.alerts import AlertError, parse_alertmanager
from oncall.serve.app import RUN_STATUSES, ServeApp
from oncall.serve.intake import Intake
from oncall.serve.testing import (
    SECRET,
    STARTS_AT,
    TOKEN,
    am_alert,
    am_body,
    bearer,
    running,
    serve_config,
    until,
)
from oncall.store import Store
from prodsim.scripted.policies.alert import parse_time

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "scenarios" / "checkout-payments-deploy.yaml"


async def _count(db: Path, sql: str, args: tuple[Any, ...] = ()) -> int:
    async with await Store.open(db) as store:
        return int((await store.fetch(sql, args))[0][0])


def _sign(body: bytes, secret: str = SECRET) -> str:
    return "v1=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def _pd(event_type: str, incident: str = "PGR0VU2", *, created: str | None = STARTS_AT,
        occurred: str | None = "2026-11-30T02:13:00Z") -> bytes:
    data: dict[str, Any] = {"id": incident, "type": "incident", "title": "checkout 5xx",
                            "urgency": "high", "service": {"id": "PF9KMXH",
                                                           "summary": "checkout"}}
    if created is not None:
        data["created_at"] = created
    event: dict[str, Any] = {"id": f"ev-{event_type}-{occurred}", "event_type": event_type,
                             "resource_type": "incident", "data": data}
    if occurred is not None:
        event["occurred_at"] = occurred
    return orjson.dumps({"event": event})


def _am(**fields: Any) -> bytes:
    return am_body({**am_alert(), **fields})


def _labels(labels: dict[str, Any]) -> bytes:
    return _am(labels=labels)


# -- bodies that are not a usable alert ---------------------------------------------------

REFUSED = [
    ("alertmanager", _am(startsAt="yesterday"), "alerts[0].startsAt: not an RFC 3339"),
    ("alertmanager", _am(startsAt="99999-01-01T00:00:00Z"), "alerts[0].startsAt: not an"),
    ("alertmanager", _am(startsAt="2026-02-30T10:00:00Z"), "alerts[0].startsAt: not an"),
    ("alertmanager", _am(startsAt="0001-01-01T00:00:00+01:00"), "alerts[0].startsAt: not"),
    ("alertmanager", _am(startsAt="0001-01-01T00:00:00Z"), "alerts[0].startsAt: 0001-01-01"
     "T00:00:00Z is Go's zero time"),
    ("alertmanager", _am(startsAt=1764468720), "alerts[0].startsAt: must be a non-empty"),
    ("alertmanager", _am(endsAt="when it stops"), "alerts[0].endsAt: not an RFC 3339"),
    ("alertmanager", _labels({"alertname": 5, "service": "checkout"}),
     "alerts[0].labels.alertname: must be a string (Alertmanager label and annotation values "
     "are strings), not a number"),
    ("alertmanager", _labels({"alertname": "a", "service": ["checkout"]}),
     "alerts[0].labels.service: must be a string"),
    ("alertmanager", _labels({"alertname": "a\u0000b", "service": "checkout"}),
     "alerts[0].labels.alertname: contains a NUL character"),
    ("alertmanager", _labels({"alert\u0000name": "x", "service": "checkout"}),
     "alerts[0].labels: the name 'alert\\x00name' contains a NUL character"),
    ("alertmanager", _labels({"": "x", "service": "checkout"}), "alerts[0].labels: a name is"),
    ("alertmanager", _am(annotations={"summary": 3.5}), "alerts[0].annotations.summary: must"),
    ("alertmanager", _am(fingerprint="ab\u0000cd"), "alerts[0].fingerprint: contains a NUL"),
    ("grafana", _am(startsAt="not-a-time"), "alerts[0].startsAt: not an RFC 3339"),
    ("pagerduty", _pd("incident.triggered", created="not-a-time"),
     "event.data.created_at: not an RFC 3339"),
    ("pagerduty", _pd("incident.triggered", created=None, occurred="noon"),
     "event.occurred_at: not an RFC 3339"),
    ("pagerduty", _pd("incident.reopened", occurred=None),
     "event.occurred_at: required, a non-empty string"),
    ("pagerduty", _pd("incident.resolved", occurred="later"), "event.occurred_at: not an"),
]


@pytest.mark.parametrize(("source", "body", "says"), REFUSED)
async def test_a_body_that_is_not_a_usable_alert_is_a_400_naming_the_field(
        tmp_path: Path, source: str, body: bytes, says: str) -> None:
    db = tmp_path / "oncall.db"
    headers = {"X-PagerDuty-Signature": _sign(body)} if source == "pagerduty" else bearer()
    async with running(db, serve_config(SCENARIO, None), workers=0) as (url, _), \
            httpx.AsyncClient(base_url=url) as c:
        r = await c.post(f"/v1/alerts/{source}", content=body, headers=headers)
    assert (r.status_code, r.text.count("\n")) == (400, 1), r.text
    assert r.text.startswith(says), r.text
    assert await _count(db, "SELECT count(*) FROM run_specs") == 0
    assert await _count(db, "SELECT count(*) FROM alerts") == 0


async def test_a_valid_time_in_any_rfc_3339_spelling_makes_a_run_that_finds_the_cause(
        tmp_path: Path) -> None:
    """Nanoseconds and an offset (as Go writes them) are a start time: the run is given it in
    UTC and investigates from it instead of escalating; a re-send is still a duplicate."""
    db = tmp_path / "oncall.db"
    body = _am(startsAt="2026-11-30T03:12:00.250000001+01:00")
    async with running(db, serve_config(SCENARIO, None), workers=1) as (url, _), \
            httpx.AsyncClient(base_url=url) as c:
        first = await c.post("/v1/alerts/alertmanager", content=body, headers=bearer())
        again = await c.post("/v1/alerts/alertmanager", content=body, headers=bearer())
        assert [r.json()["alerts"][0]["disposition"] for r in (first, again)] == [
            "new", "duplicate"]
        run_id = first.json()["alerts"][0]["run_id"]

        async def finished() -> bool:
            status = (await c.get(f"/v1/runs/{run_id}")).json()["status"]
            return status not in ("queued", "running")
        await until(finished, 60)
        run = (await c.get(f"/v1/runs/{run_id}")).json()
    assert run["alert"]["startsAt"] == "2026-11-30T02:12:00.250Z"
    assert run["status"] == "resolved", run["reason"]
    assert run["report"]["service"] == "payments"


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=40) | st.from_regex(
    r"\A[0-9]{4,5}-[0-9]{2}-[0-9]{2}[Tt ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]{1,12})?)?"
    r"([Zz]|[+-][0-9]{2}:?[0-9]{2})?\Z"))
@example("0002-01-01T00:00Z")  # `%Y` wrote year 2 as `2`
def test_every_start_time_the_intake_accepts_is_one_the_run_can_read(text: str) -> None:
    """The defect was an accepted alert whose run escalated "the alert gives no start time":
    whatever passes intake, the scripted investigator's own parser reads."""
    try:
        (alert,) = parse_alertmanager(_am(startsAt=text))
    except AlertError as exc:
        assert "startsAt" in str(exc) and "\n" not in str(exc)
        return
    assert parse_time(alert.for_run()["startsAt"]) is not None
    assert alert.dedupe_key.endswith("|" + text)


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(st.text(max_size=6), st.text(max_size=6) | st.booleans() | st.none() |
                       st.integers(-(2**53), 2**53) | st.floats(), min_size=1, max_size=4))
def test_accepted_labels_are_strings_without_a_nul(labels: dict[str, Any]) -> None:
    try:
        (alert,) = parse_alertmanager(_labels(labels))
    except AlertError as exc:
        assert str(exc).startswith("alerts[0].labels") and "\n" not in str(exc)
        return
    assert dict(alert.labels) == labels
    assert all(isinstance(v, str) and "\x00" not in k + v for k, v in alert.labels.items())


# -- PagerDuty: reopenings and pings ------------------------------------------------------

async def test_a_reopened_incident_is_a_new_firing_and_resolves_on_its_own(
        tmp_path: Path) -> None:
    db = tmp_path / "oncall.db"
    steps = [
        ("triggered", _pd("incident.triggered"), "new", 1),
        ("triggered re-delivered", _pd("incident.triggered"), "duplicate", 1),
        ("resolved", _pd("incident.resolved", occurred="2026-11-30T02:40:00Z"), "resolved", 1),
        ("reopened", _pd("incident.reopened", occurred="2026-11-30T04:00:00Z"), "new", 2),
        ("reopened re-delivered", _pd("incident.reopened", occurred="2026-11-30T04:00:00Z"),
         "duplicate", 2),
        ("resolved again", _pd("incident.resolved", occurred="2026-11-30T04:30:00Z"),
         "resolved", 2),
        ("resolved re-delivered", _pd("incident.resolved", occurred="2026-11-30T04:30:00Z"),
         "duplicate", 2),
        ("reopened twice", _pd("incident.reopened", occurred="2026-11-30T06:00:00Z"), "new", 3),
    ]
    run_of: dict[int, str] = {}
    async with running(db, serve_config(SCENARIO, None), workers=0) as (url, _), \
            httpx.AsyncClient(base_url=url) as c:
        for what, body, disposition, firing in steps:
            r = await c.post("/v1/alerts/pagerduty", content=body,
                             headers={"X-PagerDuty-Signature": _sign(body)})
            (answer,) = r.json()["alerts"]
            assert answer["disposition"] == disposition, what
            assert run_of.setdefault(firing, answer["run_id"]) == answer["run_id"], what
        runs = {r["run_id"]: r for r in (await c.get("/v1/runs")).json()["runs"]}
    assert len(set(run_of.values())) == 3 and set(runs) == set(run_of.values())
    assert runs[run_of[2]]["alert"]["startsAt"] == "2026-11-30T04:00:00Z"
    assert runs[run_of[1]]["alert"]["resolved_at"] and runs[run_of[2]]["alert"]["resolved_at"]
    assert runs[run_of[3]]["alert"]["resolved_at"] is None
    async with await Store.open(db) as store:
        rows = await store.fetch("SELECT dedupe_key, ends_at FROM alerts ORDER BY received_at")
    assert [tuple(r) for r in rows] == [
        ("pagerduty:PGR0VU2|2026-11-30T02:12:00Z", "2026-11-30T02:40:00Z"),
        ("pagerduty:PGR0VU2|2026-11-30T04:00:00Z", "2026-11-30T04:30:00Z"),
        ("pagerduty:PGR0VU2|2026-11-30T06:00:00Z", None)]


async def test_a_resolution_names_only_its_own_incident(tmp_path: Path) -> None:
    """An incident id that begins with another's and a '|' shares its key prefix."""
    db = tmp_path / "oncall.db"
    async with running(db, serve_config(SCENARIO, None), workers=0) as (url, _), \
            httpx.AsyncClient(base_url=url) as c:
        answers = []
        for body in (_pd("incident.triggered", "PA|2026"), _pd("incident.resolved", "PA")):
            r = await c.post("/v1/alerts/pagerduty", content=body,
                             headers={"X-PagerDuty-Signature": _sign(body)})
            answers.append(r.json()["alerts"][0]["disposition"])
    assert answers == ["new", "resolved_unknown"]
    assert await _count(db, "SELECT count(*) FROM alerts WHERE resolved_at IS NULL") == 1


async def test_pagerduty_test_pings_and_other_events_are_accepted_and_ignored(
        tmp_path: Path) -> None:
    db = tmp_path / "oncall.db"
    ping = orjson.dumps({"event": {
        "id": "01DEN3", "event_type": "pagey.ping", "resource_type": "pagey",
        "occurred_at": "2026-11-30T02:14:00Z",
        "data": {"message": "Hello from your friend Pagey!", "type": "ping"}}})
    service = orjson.dumps({"event": {"id": "01DEN4", "event_type": "service.updated",
                                      "data": {"id": "PF9KMXH", "type": "service"}}})
    async with running(db, serve_config(SCENARIO, None), workers=0) as (url, _), \
            httpx.AsyncClient(base_url=url) as c:
        with capture_logs() as logs:
            answers = [await c.post("/v1/alerts/pagerduty", content=b,
                                    headers={"X-PagerDuty-Signature": _sign(b)})
                       for b in (ping, service, _pd("incident.acknowledged"))]
        unsigned = await c.post("/v1/alerts/pagerduty", content=ping)
        metrics = (await c.get("/metrics")).text
    assert [r.status_code for r in answers] == [200] * 3
    assert [r.json()["alerts"][0]["disposition"] for r in answers] == ["ignored"] * 3
    assert [r.json()["alerts"][0]["run_id"] for r in answers] == [None] * 3
    assert [r.json()["alerts"][0]["fingerprint"] for r in answers] == ["", "PF9KMXH", "PGR0VU2"]
    assert unsigned.status_code == 401
    notes = [e.get("note") for e in logs if e["event"] == "alert"]
    assert notes == ["event_type pagey.ping starts no run",
                     "event_type service.updated starts no run",
                     "event_type incident.acknowledged starts no run"]
    received = {tuple(sorted(m.labels.items())): m.value
                for f in text_string_to_metric_families(metrics) for m in f.samples
                if m.name == "oncall_alerts_received_total"}
    assert received == {(("disposition", "ignored"), ("source", "pagerduty")): 3}
    assert await _count(db, "SELECT count(*) FROM run_specs") == 0


# -- /v1/runs filters ---------------------------------------------------------------------

@pytest.mark.parametrize(("query", "says"), [
    ("status=bogus", "status: must be one of queued, running, resolved, escalated, "
     "stopped_by_guard, failed, not 'bogus'"),
    ("status=", "status: must be one of"),
    ("stauts=queued", "'stauts': not a filter of /v1/runs (filters: limit, status, since, "
     "until, cursor)"),
    ("limit=", "limit: must be an integer in 1..500, not ''"),
    ("limit=%C2%B2", "limit: must be an integer"),
    ("limit=1e2", "limit: must be an integer"),
    ("since=nan", "since: not a time (unix seconds must be finite)"),
    ("until=inf", "until: not a time (unix seconds must be finite)"),
    ("since=2026-12-01T07:50:00", "since: not a time (unix seconds or RFC 3339 with a zone"),
    ("since=", "since: not a time"),
    ("cursor=abc", "cursor: not a cursor of this list"),
    ("cursor=1764468720.5", "cursor: not a cursor of this list"),
])
async def test_a_runs_filter_that_does_not_parse_is_a_400(tmp_path: Path, query: str,
                                                          says: str) -> None:
    async with running(tmp_path / "oncall.db", serve_config(SCENARIO, None), workers=0) as (
            url, _), httpx.AsyncClient(base_url=url) as c:
        r = await c.get(f"/v1/runs?{query}")
    assert (r.status_code, r.text.count("\n")) == (400, 1)
    assert r.text.startswith(says), r.text


async def test_every_run_status_and_a_real_cursor_are_filters(tmp_path: Path) -> None:
    async with running(tmp_path / "oncall.db", serve_config(SCENARIO, None), workers=0) as (
            url, _), httpx.AsyncClient(base_url=url) as c:
        for i in range(3):
            await c.post("/v1/alerts/alertmanager", content=am_body(
                am_alert(fingerprint=f"{i:016x}")), headers=bearer())
        answers = {s: (await c.get(f"/v1/runs?status={s}")).json()["runs"]
                   for s in RUN_STATUSES}
        page = (await c.get("/v1/runs?limit=2&since=0&until=2100-01-01T00:00:00%2B01:00"
                            )).json()
        rest = (await c.get(f"/v1/runs?limit=2&cursor={page['next']}")).json()["runs"]
    assert {s: len(runs) for s, runs in answers.items()} == {
        s: 3 if s == "queued" else 0 for s in RUN_STATUSES}
    assert len(page["runs"]) == 2 and len(rest) == 1


# -- the order of the credential and size checks ------------------------------------------

class Body:
    """An ASGI `receive` that hands out a body and counts how many bytes were asked for."""

    def __init__(self, body: bytes) -> None:
        self.body = body
        self.read = 0

    async def __call__(self) -> MutableMapping[str, Any]:
        chunk = self.body[self.read:self.read + 65536]
        self.read += len(chunk)
        return {"type": "http.request", "body": chunk,
                "more_body": self.read < len(self.body)}


async def _ask(app: ServeApp, path: str, body: bytes, headers: dict[str, str],
               declared: int | None = None) -> tuple[int, bytes, int]:
    sent: list[MutableMapping[str, Any]] = []

    async def send(message: MutableMapping[str, Any]) -> None:
        sent.append(message)

    receive = Body(body)
    length = str(len(body) if declared is None else declared)
    await app({"type": "http", "method": "POST", "path": path, "query_string": b"",
               "headers": [(k.lower().encode(), v.encode())
                           for k, v in {**headers, "content-length": length}.items()]},
              receive, send)
    return int(sent[0]["status"]), bytes(sent[1]["body"]), receive.read


async def test_a_stranger_gets_401_before_the_body_is_read(tmp_path: Path) -> None:
    """On the bearer endpoints a stranger's megabyte is never read and the answer does not
    tell them the size limit; PagerDuty's HMAC needs the body, so the limit comes first."""
    config = serve_config(SCENARIO, None)
    limit = config.settings.max_body
    big, small = b"x" * (limit + 1), am_body(am_alert())
    async with await Store.open(tmp_path / "oncall.db") as store:
        app = ServeApp(store, config, Intake(store, config, ModelServers()))
        for path in ("/v1/alerts/alertmanager", "/v1/alerts/grafana"):
            for headers in ({}, bearer("wrong"), {"Authorization": f"Basic {TOKEN}"}):
                for declared in (None, 0, 10 * limit):  # honest, lying low, lying high
                    status, answer, read = await _ask(app, path, big, headers, declared)
                    assert (status, read) == (401, 0), (path, headers, declared)
                    assert b"bytes" not in answer and str(limit).encode() not in answer
            assert (await _ask(app, path, big, bearer()))[::2] == (413, 0)
            status, answer, read = await _ask(app, path, big, bearer(), declared=0)
            assert status == 413 and limit < read <= limit + 65536  # read no further
            assert answer == f"body over {limit} bytes\n".encode()
            assert (await _ask(app, path, small, bearer()))[0] == 200
        pd = "/v1/alerts/pagerduty"
        assert (await _ask(app, pd, big, {}))[::2] == (413, 0)
        status, _, read = await _ask(app, pd, _pd("incident.triggered"), {})
        assert (status, read) == (401, len(_pd("incident.triggered")))


async def test_over_http_an_unauthenticated_oversized_post_is_a_401(tmp_path: Path) -> None:
    config = serve_config(SCENARIO, None)
    big = b"x" * (config.settings.max_body + 1)
    async with running(tmp_path / "oncall.db", config, workers=0) as (url, _), \
            httpx.AsyncClient(base_url=url) as c:
        stranger = await c.post("/v1/alerts/alertmanager", content=big)
        known = await c.post("/v1/alerts/alertmanager", content=big, headers=bearer())
        signed = await c.post("/v1/alerts/pagerduty", content=big,
                              headers={"X-PagerDuty-Signature": _sign(big)})
    assert (stranger.status_code, stranger.text) == (401, "missing or wrong bearer token\n")
    assert known.status_code == 413 and signed.status_code == 413
