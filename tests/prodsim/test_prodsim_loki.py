"""prodsim's Loki follows Loki's wire: ns timestamp strings, exclusive end, direction, limit,
LogQL line filters and parsers, and text/plain errors."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from prodsim import World, create_app
from prodsim.logql import EMPTY_MATCHER, LogQLError, parse_log_query

NS = 1_000_000


@pytest.fixture
async def client() -> AsyncIterator[httpx.AsyncClient]:
    app = create_app("checkout-payments-deploy", 0)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app),
                                 base_url="http://prodsim") as c:
        yield c


async def _streams(client: httpx.AsyncClient, **params: str) -> list[dict[str, object]]:
    response = await client.get("/loki/api/v1/query_range", params=params)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["status"] == "success" and body["data"]["resultType"] == "streams"
    assert "summary" in body["data"]["stats"]
    result: list[dict[str, object]] = body["data"]["result"]
    return result


async def test_streams_carry_the_contract_labels_and_ns_string_values(
    client: httpx.AsyncClient, world: World,
) -> None:
    start, end = (world.alert_ms - 10 * 60_000) * NS, world.now_ms * NS
    result = await _streams(client, query='{service="payments", level="error"}',
                            start=str(start), end=str(end), limit="5000",
                            direction="forward")
    (stream,) = result
    assert stream["stream"] == {"level": "error", "namespace": "shop", "service": "payments"}
    values = stream["values"]
    assert isinstance(values, list)
    expected = [e for e in world.log_entries("payments", start // NS, end // NS)
                if e.rank == 3 and e.at_ms * NS < end]
    assert [v[1] for v in values] == [e.line for e in expected]
    assert all(isinstance(v[0], str) and int(v[0]) == e.at_ms * NS
               for v, e in zip(values, expected, strict=True))


async def test_end_is_exclusive_and_backward_takes_the_newest(
    client: httpx.AsyncClient, world: World,
) -> None:
    entries = world.log_entries("orders", world.alert_ms - 5 * 60_000, world.alert_ms)
    cut = entries[-1].at_ms * NS
    result = await _streams(client, query='{service="orders"}',
                            start=str(entries[0].at_ms * NS), end=str(cut), limit="3")
    times = [int(v[0]) for s in result for v in s["values"]]  # type: ignore[attr-defined]
    assert len(times) == 3 and max(times) < cut
    newest = sorted(e.at_ms * NS for e in entries if e.at_ms * NS < cut)[-3:]
    assert sorted(times) == newest


async def test_line_filters_and_parsers(client: httpx.AsyncClient, world: World) -> None:
    window = {"start": str((world.alert_ms - 15 * 60_000) * NS), "end": str(world.now_ms * NS),
              "limit": "1000"}
    hits = await _streams(client, query='{service=~"orders|checkout"} |= "payments" '
                                        '!= "PAYMENT_FAILED" |~ "HTTP 50[0-9]"', **window)
    lines = [v[1] for s in hits for v in s["values"]]  # type: ignore[attr-defined]
    assert lines and all("payments" in ln and "PAYMENT_FAILED" not in ln for ln in lines)
    assert {s["stream"]["service"] for s in hits} == {"orders"}  # type: ignore[index]
    parsed = await _streams(client, query='{service="payments"} | json', **window)
    assert all(s["stream"].get("__error__") == "JSONParserErr"  # type: ignore[attr-defined]
               for s in parsed)
    levels = await _streams(client, query='{namespace="shop"} | level="warn"', **window)
    assert levels and {s["stream"]["level"] for s in levels} == {"warn"}  # type: ignore[index]


async def test_errors_are_text_plain_with_loki_messages(client: httpx.AsyncClient) -> None:
    cases = [
        ({"query": '{service=~".*"}'}, EMPTY_MATCHER),
        ({"query": '{service="x"', "limit": "10"}, "parse error at line 1, col"),
        ({"query": '{service="cart"}', "limit": "6000"},
         "max entries limit per query exceeded, limit > max_entries_limit_per_query "
         "(6000 > 5000)"),
        ({"query": '{service="cart"}', "start": "20", "end": "10"},
         "end timestamp must not be before or equal to start time"),
    ]
    for params, message in cases:
        response = await client.get("/loki/api/v1/query_range", params=params)
        assert response.status_code == 400
        assert response.headers["content-type"] == "text/plain; charset=utf-8"
        assert message in response.text
    instant = await client.get("/loki/api/v1/query", params={"query": '{service="cart"}'})
    assert instant.status_code == 400 and "instant query type" in instant.text


async def test_labels_values_series_ready_and_tenants(client: httpx.AsyncClient,
                                                      world: World) -> None:
    end = str(world.now_ms * NS)
    labels = (await client.get("/loki/api/v1/labels", params={"end": end})).json()
    assert labels == {"status": "success", "data": ["level", "namespace", "service"]}
    values = (await client.get("/loki/api/v1/label/service/values",
                               params={"end": end})).json()["data"]
    assert values == sorted(s.name for s in world.services)
    series = (await client.get("/loki/api/v1/series", params={
        "match[]": '{service="payments"}', "end": end})).json()["data"]
    assert {s["level"] for s in series} >= {"info", "error"}
    assert (await client.get("/ready")).text == "ready\n"
    other = await client.get("/loki/api/v1/query_range", headers={"X-Scope-OrgID": "other"},
                             params={"query": '{service="payments"}', "end": end})
    assert other.json()["data"]["result"] == []


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list('{}|=~!"`servic ab.*()[]json\\')), max_size=40))
def test_the_logql_parser_refuses_hostile_input_only_with_logql_errors(text: str) -> None:
    try:
        parse_log_query(text)
    except LogQLError as exc:
        assert str(exc)


async def test_categorized_labels_come_as_a_third_element(client: httpx.AsyncClient,
                                                           world: World) -> None:
    response = await client.get(
        "/loki/api/v1/query_range",
        headers={"X-Loki-Response-Encoding-Flags": "categorize-labels"},
        params={"query": '{service="payments"} | logfmt', "end": str(world.now_ms * NS),
                "limit": "20"})
    data = response.json()["data"]
    assert data["encodingFlags"] == ["categorize-labels"]
    for stream in data["result"]:
        assert set(stream["stream"]) == {"level", "namespace", "service"}
        for value in stream["values"]:
            assert len(value) == 3
            assert value[2]["structuredMetadata"] == {"detected_level": stream["stream"]["level"]}


async def test_metric_queries_count_the_lines_of_each_window(client: httpx.AsyncClient,
                                                             world: World) -> None:
    end = world.now_ms * NS
    start = end - 10 * 60_000 * NS
    response = await client.get("/loki/api/v1/query_range", params={
        "query": 'sum by (level) (count_over_time({service="payments"} |= "charge" [2m]))',
        "start": str(start), "end": str(end), "step": "60"})
    body = response.json()
    assert body["data"]["resultType"] == "matrix"
    assert body["data"]["stats"]["summary"]["totalLinesProcessed"] > 0
    by_level = {r["metric"]["level"]: r["values"] for r in body["data"]["result"]}
    assert set(by_level) <= {"debug", "info", "warn", "error"} and "error" in by_level
    for t, value in by_level["error"]:
        at = int(t) * 1000
        expected = sum(1 for e in world.log_entries("payments", at - 120_000, at)
                       if e.rank == 3 and "charge" in e.line and e.at_ms > at - 120_000)
        assert int(value) == expected
    instant = (await client.get("/loki/api/v1/query", params={
        "query": 'rate({service="orders", level="error"}[1m])'})).json()["data"]
    assert instant["resultType"] == "vector"
    (sample,) = instant["result"]
    assert sample["metric"] == {"level": "error", "namespace": "shop", "service": "orders"}
    assert float(sample["value"][1]) > 0
    bad = await client.get("/loki/api/v1/query_range", params={
        "query": 'sum(count_over_time({service="orders"}[1m])', "limit": "1"})
    assert bad.status_code == 400 and bad.text.startswith("parse error at line 1")
