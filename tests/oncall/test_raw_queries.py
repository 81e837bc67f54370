"""Raw PromQL and LogQL tools: off unless a profile turns them on, read-only, typed results."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import orjson
import pytest

from oncall.config import ConfigError, Scenario, parse_profile
from oncall.sources.prodsim import prodsim_sources
from oncall.tools import ToolCall, ToolContext, default_toolset


def test_the_raw_tools_are_off_unless_a_profile_names_them() -> None:
    assert "query_prometheus" not in {t.name for t in default_toolset().tools}
    profile = parse_profile("p.yaml", {"name": "p", "tools": ["query_prometheus"]})
    assert profile.tools == ("query_prometheus",)
    assert "query_prometheus" in {t.name for t in default_toolset(profile.tools).tools}
    assert "query_loki" not in {t.name for t in default_toolset(profile.tools).tools}
    mapped = parse_profile("p.yaml", {"name": "p", "tools": {"query_loki": True,
                                                             "query_prometheus": False}})
    assert mapped.tools == ("query_loki",)
    with pytest.raises(ConfigError, match=r"p\.yaml: tools: must list tools drawn from"):
        parse_profile("p.yaml", {"name": "p", "tools": ["delete_everything"]})


async def _call(scenario: Scenario, name: str, **args: Any) -> dict[str, Any]:
    tools = default_toolset(("query_prometheus", "query_loki"))
    async with prodsim_sources(scenario) as (sources, auth):
        result = await tools.call(ToolContext(sources, auth), ToolCall(0, name, args))
    content: dict[str, Any] = orjson.loads(result.content())
    return content


async def test_promql_reads_any_series_from_the_production(scenario: Scenario) -> None:
    got = await _call(scenario, "query_prometheus",
                      query='sum by (service) (rate(http_requests_total{code=~"5.."}[1m]))')
    assert got["ok"], got
    series = got["result"]["series"]
    assert series and all(s["points"] for s in series)
    assert any("payments" in s["metric"] for s in series)  # the incident's failing service
    bad = await _call(scenario, "query_prometheus", query="sum(rate(")
    assert not bad["ok"] and "bad_data" in bad["message"]  # Prometheus's own words, a value
    empty = await _call(scenario, "query_prometheus", query="   ")
    assert (empty["ok"], empty["error"]) == (False, "invalid_arguments")


async def test_logql_reads_lines_as_typed_log_results(scenario: Scenario) -> None:
    got = await _call(scenario, "query_loki", query='{service="payments"} |= "charge"',
                      limit=50)
    assert got["ok"], got
    assert got["result"]["type"] == "logs" and got["result"]["lines"]
    assert all("charge" in line.lower() for line in got["result"]["lines"])


async def test_a_production_without_prometheus_answers_not_configured(
        scenario: Scenario) -> None:
    tools = default_toolset(("query_prometheus",))
    async with prodsim_sources(scenario) as (sources, auth):
        result = await tools.call(ToolContext(replace(sources, metrics=None), auth),
                                  ToolCall(0, "query_prometheus", {"query": "up"}))
    assert (result.ok, result.error) == (False, "not_configured")
