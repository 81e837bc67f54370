"""Hostile input on the real-API paths: whatever the parameters, each family answers with a
status of its own API (2xx or 4xx), never an exception (which uvicorn would turn into a 500)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from prodsim import World
from prodsim.api import Request, family_for

_TEXT = st.text(alphabet=st.sampled_from(list('abc019.:-+eE{}[]()"=~!|,_ sumratele\\Tz/')),
                max_size=30)
_PATHS = st.sampled_from([
    "/prometheus/api/v1/query", "/prometheus/api/v1/query_range", "/prometheus/api/v1/series",
    "/prometheus/api/v1/labels", "/prometheus/api/v1/label/service/values",
    "/loki/api/v1/query_range", "/loki/api/v1/labels", "/loki/api/v1/series",
    "/loki/api/v1/label/level/values", "/k8s/api/v1/namespaces/shop/events",
    "/k8s/api/v1/namespaces/shop/pods", "/k8s/apis/apps/v1/namespaces/shop/replicasets",
    "/k8s/api/v1/namespaces/shop/pods/payments-1-2/log", "/changes", "/runbooks/x.md"])
_NAMES = st.sampled_from(["query", "time", "start", "end", "step", "limit", "direction",
                          "since", "match[]", "fieldSelector", "labelSelector", "continue",
                          "tailLines", "sinceSeconds", "sinceTime", "service", "until"])


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(path=_PATHS, params=st.dictionaries(_NAMES, st.lists(_TEXT, min_size=1, max_size=2),
                                           max_size=5))
def test_any_parameters_get_an_answer_of_the_api_never_an_exception(
    world: World, path: str, params: dict[str, list[str]],
) -> None:
    family = family_for(path)
    assert family is not None
    reply = family(world, Request("GET", path, params, {"accept": "application/json"}))
    assert 200 <= reply.status < 500, (path, params, reply.body[:200])
    assert reply.body


def test_overflowing_numbers_are_bad_data(world: World) -> None:
    family = family_for("/prometheus/api/v1/query_range")
    assert family is not None
    for params in ({"query": ["up"], "start": ["1e400"], "end": ["2"], "step": ["1"]},
                   {"query": ["up"], "start": ["1"], "end": ["2"], "step": ["1e400"]},
                   {"query": ["up"], "start": ["1"], "end": ["2e300"], "step": ["1e299"]}):
        reply = family(world, Request("GET", "/prometheus/api/v1/query_range", params))
        assert reply.status == 400, params
