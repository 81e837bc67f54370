"""The Prometheus source: named metrics through PromQL templates, the step chosen for the
window, the JSON error envelope and plain-text errors as values, credentials from env."""

from __future__ import annotations

import base64
from datetime import UTC, datetime, timedelta

import pytest

from oncall.sources.client import AuthSpec
from oncall.sources.fakes import Fake, prom_error, prom_ok, text
from oncall.sources.prometheus import DEFAULT_TEMPLATES, Prometheus, step_for
from oncall.sources.results import Series, SourceError
from oncall.sources.times import Window

T0 = datetime(2026, 3, 2, 10, 0, tzinfo=UTC)
WINDOW = Window(T0, T0 + timedelta(minutes=30))


def matrix(values: list[list[object]]) -> dict[str, object]:
    return {"resultType": "matrix", "result": [{"metric": {}, "values": values}]}


async def test_a_named_metric_is_its_template_over_the_window_with_a_whole_minute_step() -> None:
    fake = Fake({"/prom/api/v1/query_range": lambda q: prom_ok(matrix(
        [[T0.timestamp(), "0.01"], [T0.timestamp() + 60, "NaN"], [T0.timestamp() + 120, "0.5"]]))})
    source = Prometheus(fake.client("http://mimir:9009/prom"))
    series = await source.metric("checkout", "error_rate", WINDOW)
    assert isinstance(series, Series)
    assert series.points == (("2026-03-02T10:00:00Z", 0.01), ("2026-03-02T10:01:00Z", None),
                             ("2026-03-02T10:02:00Z", 0.5))
    sent = fake.seen[0].query
    assert sent["query"] == [DEFAULT_TEMPLATES["error_rate"].replace("{service}", "checkout")]
    assert sent["step"] == ["60s"] and float(sent["start"][0]) == T0.timestamp()
    assert series.to_json()["unit"] == "ratio" and series.query == sent["query"][0]


def test_the_step_keeps_a_long_window_under_the_point_limit() -> None:
    assert step_for(WINDOW) == 60
    day = Window(T0, T0 + timedelta(days=1))
    assert step_for(day) == 720 and 86400 / step_for(day) <= 120


async def test_old_metric_names_and_overrides_map_to_templates() -> None:
    fake = Fake({"/api/v1/query_range": lambda q: prom_ok(matrix(
        [[T0.timestamp(), str(2 * 1_048_576)]]))})
    source = Prometheus(fake.client("http://p:9090"),
                        {**DEFAULT_TEMPLATES, "cpu_cores": 'sum(rate(cpu{app="{service}"}[5m]))'})
    memory = await source.metric("cart", "memory_mb", WINDOW)
    assert isinstance(memory, Series) and memory.points[0][1] == 2.0 and memory.unit == "MB"
    await source.metric("cart", "cpu", WINDOW)
    assert fake.seen[-1].query["query"] == ['sum(rate(cpu{app="cart"}[5m]))']
    unknown = await source.metric("cart", "happiness", WINDOW)
    assert isinstance(unknown, SourceError) and unknown.code == "invalid_arguments"
    assert "error_rate" in unknown.message


@pytest.mark.parametrize(("answer", "code", "words"), [
    (prom_error(400, "bad_data", 'invalid parameter "query": 1:16: parse error: unclosed left '
                "parenthesis"), "http_400", "bad_data: invalid parameter"),
    (prom_error(422, "execution", "found duplicate series for the match group"), "http_422",
     "execution: found duplicate series"),
    (text("404 page not found\n", 404), "http_404", "404 page not found"),
    (prom_error(503, "unavailable", "query timed out"), "http_503", "query timed out"),
])
async def test_errors_are_values_with_the_servers_own_words(
        answer: tuple[int, str, bytes], code: str, words: str) -> None:
    fake = Fake({"/api/v1/query_range": lambda q: answer})
    found = await Prometheus(fake.client("http://p:9090")).metric("x", "error_rate", WINDOW)
    assert isinstance(found, SourceError) and found.code == code and words in found.message
    assert found.message.startswith("http://p:9090:")


async def test_a_success_status_that_is_not_the_envelope_is_a_bad_response() -> None:
    fake = Fake({"/api/v1/query_range": lambda q: (200, "text/html", b"<html>login</html>")})
    found = await Prometheus(fake.client("http://p:9090")).metric("x", "error_rate", WINDOW)
    assert isinstance(found, SourceError) and found.code == "bad_response"


async def test_credentials_come_from_the_environment_at_request_time(
        monkeypatch: pytest.MonkeyPatch) -> None:
    fake = Fake({"/api/v1/query_range": lambda q: prom_ok(matrix([]))})
    source = Prometheus(fake.client("http://p:9090", AuthSpec(
        username_env="PROM_USER", password_env="PROM_PASS", headers_env="PROM_HEADERS")))
    missing = await source.metric("x", "error_rate", WINDOW)
    assert isinstance(missing, SourceError) and missing.code == "not_configured"
    assert "PROM_USER" in missing.message and not fake.seen  # nothing sent without them
    monkeypatch.setenv("PROM_USER", "oncall")
    monkeypatch.setenv("PROM_PASS", "hunter2-secret")
    monkeypatch.setenv("PROM_HEADERS", "X-Org: 7; X-Extra: yes")
    assert isinstance(await source.metric("x", "error_rate", WINDOW), Series)
    headers = fake.seen[0].headers
    assert headers["authorization"] == "Basic " + base64.b64encode(
        b"oncall:hunter2-secret").decode()
    assert headers["x-org"] == "7" and headers["x-extra"] == "yes"


async def test_check_reports_the_version_and_which_template_metrics_exist() -> None:
    fake = Fake({
        "/api/v1/status/buildinfo": lambda q: prom_ok({"version": "2.42.0", "revision": "x"}),
        "/api/v1/label/__name__/values": lambda q: prom_ok(
            ["http_requests_total", "up", "container_memory_working_set_bytes"])})
    check = await Prometheus(fake.client("http://p:9090")).check()
    assert check.ok and check.version == "2.42.0"
    assert "3 metric names" in check.sample and "http_requests_total" in check.sample
    dead = await Prometheus(Fake({}).client("http://p:9090")).check()
    assert not dead.ok and "http_404" in dead.error
