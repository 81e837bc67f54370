"""prodsim's PromQL: the metric families compute the points they were made from, the parser
refuses bad input with Prometheus-shaped errors only, and the API speaks Prometheus's wire."""

from __future__ import annotations

import math
from collections.abc import AsyncIterator

import httpx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from prodsim import World, create_app
from prodsim.exposition import POINT_METRIC, TEMPLATES, openmetrics, world_series
from prodsim.promql import Engine, PromQLError, Scalar, parse
from prodsim.promql.functions import bucket_quantile, extrapolated_rate


@pytest.fixture
async def client() -> AsyncIterator[httpx.AsyncClient]:
    app = create_app("checkout-payments-deploy", 0)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app),
                                 base_url="http://prodsim/prometheus") as c:
        yield c


@pytest.mark.parametrize("name", sorted(TEMPLATES))
def test_each_template_computes_the_minute_points_it_stands_for(world: World, name: str) -> None:
    engine = Engine(world_series(world))
    metric, factor = POINT_METRIC[name]
    for service in ("checkout", "payments", "inventory"):
        expr = parse(TEMPLATES[name].replace("{service}", service))
        for at, value in world.metric(service, metric)[1:]:
            result = engine.eval(expr, at + 60_000)
            assert not isinstance(result, Scalar) and len(result) == 1
            got, want = result[0][1], value * factor
            if name == "error_rate":  # integer counts of a few errors a minute
                assert abs(got - want) < 0.005, (service, at)
            else:
                assert math.isclose(got, want, rel_tol=0.05), (name, service, at, got, want)


def test_the_payments_fault_shows_in_its_error_rate(world: World) -> None:
    expr = parse(TEMPLATES["error_rate"].replace("{service}", "payments"))
    engine = Engine(world_series(world))
    before = engine.eval(expr, world.alert_ms - 40 * 60_000)
    after = engine.eval(expr, world.alert_ms)
    assert isinstance(before, list) and isinstance(after, list)
    assert before[0][1] < 0.02 < 0.3 < after[0][1]


def test_openmetrics_is_what_promtool_needs(world: World) -> None:
    text = "".join(openmetrics(world))
    assert text.endswith("# EOF\n")
    last: dict[str, int] = {}
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        head, value, stamp = line.rsplit(" ", 2)
        assert stamp.isdigit() and len(stamp) == 10, line  # seconds, not milliseconds
        assert int(stamp) > last.get(head, 0), f"not ascending: {line}"
        last[head] = int(stamp)
        float(value)
    assert "# TYPE http_request_duration_seconds histogram" in text
    assert 'le="+Inf"' in text and 'le="0.25"' in text


def test_rate_and_quantile_follow_prometheus_arithmetic() -> None:
    # 3 samples 30 s apart, 10 per interval, window of 60 s ending at the last one
    points = [(0, 100.0), (30_000, 110.0), (60_000, 120.0)]
    assert extrapolated_rate(points, 0, 60_000, counter=True, per_second=True) == pytest.approx(
        20 / 60)
    reset = [(0, 100.0), (30_000, 5.0), (60_000, 15.0)]
    assert extrapolated_rate(reset, 0, 60_000, counter=True, per_second=False) == 15.0
    assert extrapolated_rate(points[:1], 0, 60_000, counter=True, per_second=True) is None
    buckets = [(0.1, 50.0), (0.5, 90.0), (math.inf, 100.0)]
    assert bucket_quantile(0.5, buckets) == pytest.approx(0.1)
    assert bucket_quantile(0.7, buckets) == pytest.approx(0.1 + 0.4 * 0.5)
    assert bucket_quantile(0.99, buckets) == 0.5  # in the +Inf bucket: the last finite bound
    assert math.isnan(bucket_quantile(0.5, [(0.1, 1.0)]))


@pytest.mark.parametrize(("query", "message"), [
    ("sum(rate(x[5m])", "unclosed left parenthesis"),
    ('x{a="b"', "unexpected end of input inside braces"),
    ("rate(x)", "expected type range vector in call to function 'rate'"),
    ("nosuch(x)", "unknown function with name 'nosuch'"),
    ('{a=~".*"}', "at least one non-empty matcher"),
    ("x[5q]", "bad duration syntax"),
    ("1 > 2", "comparisons between scalars must use BOOL modifier"),
    ("topk(3, x)", "'topk' is not supported by prodsim"),
    ("x and y", "'and' is not supported by prodsim"),
    ("x offset 5m", "'offset' is not supported by prodsim"),
])
def test_parse_errors_have_prometheus_shape(query: str, message: str) -> None:
    with pytest.raises(PromQLError, match=r"^\d+:\d+: parse error: ") as caught:
        parse(query)
    assert message in str(caught.value)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list('abx_{}[]()",=~!+-*/^5m.0 sumbyrate\\')),
               max_size=40))
def test_the_parser_refuses_hostile_input_only_with_promql_errors(text: str) -> None:
    try:
        parse(text)
    except PromQLError as exc:
        assert str(exc)


async def test_api_envelopes_values_and_timestamps(client: httpx.AsyncClient,
                                                   world: World) -> None:
    at = world.alert_ms / 1000
    scalar = (await client.get("/api/v1/query", params={"query": "1/0", "time": at})).json()
    assert scalar == {"status": "success",
                      "data": {"resultType": "scalar", "result": [int(at), "+Inf"]}}
    vector = (await client.get("/api/v1/query", params={
        "query": 'http_requests_total{service="payments",code="500"}', "time": at})).json()
    (item,) = vector["data"]["result"]
    assert item["metric"] == {"__name__": "http_requests_total", "code": "500",
                              "namespace": "shop", "service": "payments"}
    assert isinstance(item["value"][1], str) and item["value"][1].isdigit()
    ranged = (await client.post("/api/v1/query_range", data={
        "query": TEMPLATES["request_rate"].replace("{service}", "orders"),
        "start": str(at - 600), "end": str(at), "step": "1m"})).json()
    values = ranged["data"]["result"][0]["values"]
    assert [t for t, _ in values] == [int(at) - 600 + 60 * i for i in range(11)]
    huge = await client.get("/api/v1/query_range", params={
        "query": "up", "start": "0", "end": str(at), "step": "1"})
    assert huge.status_code == 400 and "11,000 points" in huge.json()["error"]
    bad = await client.get("/api/v1/query", params={"query": "sum("})
    assert bad.status_code == 400
    assert bad.json()["error"].startswith('invalid parameter "query": 1:5: parse error:')
    unknown = await client.get("/api/v1/nope")
    assert unknown.status_code == 404 and unknown.text == "404 page not found\n"
    assert (await client.get("/-/ready")).text == "Prometheus Server is Ready.\n"
    build = (await client.get("/api/v1/status/buildinfo")).json()["data"]
    assert build["version"].startswith("2.42")


async def test_duplicate_series_on_one_side_are_an_execution_error(
    client: httpx.AsyncClient, world: World,
) -> None:
    response = await client.get("/api/v1/query", params={
        "query": 'sum by (namespace, service) (http_requests_total{service="cart"}) / '
                 '{__name__=~"http_request_duration_seconds_(count|sum)",service="cart"}',
        "time": world.alert_ms / 1000})
    assert response.status_code == 422
    body = response.json()
    assert body["errorType"] == "execution"
    assert "many-to-many matching not allowed" in body["error"]


def test_every_metric_prodsim_has_a_template() -> None:
    from prodsim.topology import METRIC_NAMES

    assert sorted(metric for metric, _ in POINT_METRIC.values()) == sorted(METRIC_NAMES)
    assert POINT_METRIC.keys() == TEMPLATES.keys()
