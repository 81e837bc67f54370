"""A profile's `models:` section: settings overridden by model name pattern, logged."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

import prodsim
from oncall.config import Scenario, parse_profile
from oncall.errors import ConfigError
from oncall.model_profiles import for_model, merged
from oncall.models import ModelServers
from oncall.runner import create_run, execute, with_agent_model
from oncall.store import Store

BASE = {"name": "tuned", "context": {"compact_at": 0.7},
        "guards": {"budget": {"max_model_calls": 20}, "repeated_call": {"enabled": True}}}


def test_the_first_matching_pattern_wins_over_name_or_spec() -> None:
    profile = parse_profile("tuned.yaml", {**BASE, "models": {
        "qwen3:*": {"context": {"compact_at": 0.6}},
        "ollama:*": {"guards": {"budget": {"max_model_calls": 9}}},
        "openai:gpt-*": {"guards": {"budget": {"max_cost_usd": 0.5}}}}})
    qwen, pattern = for_model(profile, "ollama:qwen3:8b")
    assert pattern == "qwen3:*" and qwen.context.compact_at == 0.6
    assert qwen.budget.max_model_calls == 20 and qwen.repeated_call.enabled  # the rest kept
    llama, pattern = for_model(profile, "ollama:llama3.1:8b")
    assert pattern == "ollama:*" and llama.budget.max_model_calls == 9
    gpt, pattern = for_model(profile, "openai:gpt-4o-mini")
    assert pattern == "openai:gpt-*" and gpt.budget.max_cost_usd == 0.5
    same, pattern = for_model(profile, "scripted:investigator?delay=0.1")
    assert pattern is None and same is profile


@pytest.mark.parametrize(("models", "message"), [
    (["qwen3:*"], "models: must map model name patterns"),
    ({"qwen3:*": {"context": {"compact_at": 2}}}, "models.qwen3:*: context.compact_at"),
    ({"qwen3:*": {}}, "models.qwen3:*: must be a mapping"),
    ({"qwen3:*": {"name": "other"}}, "cannot change the profile's name"),
    ({"qwen3:*": {"guards": {"nosuch": {}}}}, "models.qwen3:*: guards.nosuch: unknown field"),
])
def test_a_bad_override_names_its_pattern_and_field(models: object, message: str) -> None:
    with pytest.raises(ConfigError, match=message.replace("*", r"\*")):
        parse_profile("tuned.yaml", {**BASE, "models": models})


def test_merging_lays_mappings_over_mappings() -> None:
    assert merged({"a": {"b": 1, "c": 2}, "d": [1]}, {"a": {"c": 3}, "d": [2]}) == {
        "a": {"b": 1, "c": 3}, "d": [2]}


async def test_a_run_uses_its_model_s_settings_and_logs_the_pattern(
        store: Store, scenario: Scenario, tmp_path: Path) -> None:
    path = tmp_path / "tuned.yaml"
    path.write_text(yaml.safe_dump({**BASE, "models": {
        "investigator*": {"guards": {"budget": {"max_model_calls": 2}}}}}))
    servers = ModelServers()
    run_id = await create_run(store, with_agent_model(scenario, "scripted:investigator"),
                              profile=str(path), servers=servers)
    result = await execute(store, run_id, servers=servers,
                           prodsim_app=prodsim.create_app(scenario.incident, seed=scenario.seed))
    await servers.aclose()
    assert result.outcome == "stopped_by_guard" and result.model_calls == 2
    started = next(e for e in await store.events(run_id) if e.kind == "run_started")
    assert started.payload["model_profile"] == {"pattern": "investigator*",
                                                "model": "scripted:investigator"}
