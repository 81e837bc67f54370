"""Scenario and profile files: parsed at the edge, errors name the file and the field or line."""

from __future__ import annotations

from pathlib import Path

import pytest

from oncall.config import load_profile, load_scenario
from oncall.errors import ConfigError
from oncall.models import ModelServers, parse_spec

ROOT = Path(__file__).resolve().parents[2]


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "s.yaml"
    path.write_text(text)
    return path


def test_the_shipped_scenario_loads_with_num_ctx_always_set() -> None:
    scenario = load_scenario(ROOT / "scenarios" / "checkout-payments-deploy.yaml")
    agent = scenario.models.choose("agent", "investigating")
    assert agent.spec == "scripted:investigator"
    assert agent.options["num_ctx"] == 16384


def test_malformed_yaml_names_the_line(tmp_path: Path) -> None:
    path = _write(tmp_path, "name: x\nincident: y\nmodel: [unclosed\nseed: 1\n")
    with pytest.raises(ConfigError, match=r"s\.yaml: line \d+, column \d+"):
        load_scenario(path)


@pytest.mark.parametrize(("text", "message"), [
    ("name: x\n", "incident: required"),
    ("incident: y\nseed: -1\n", "seed: must be an integer >= 0"),
    ("incident: y\nseed: 'three'\n", "seed: must be an integer"),
    ("incident: y\nmodle: scripted:looper\n", "modle: unknown field"),
    ("incident: y\nmodel: {agent: {model: scripted:looper, options: {num_ctx: '4096'}}}\n",
     "model.agent.options: num_ctx: must be an integer"),
    ("incident: y\nmodel: {agent: {model: scripted:looper}, phases: {debugging: x}}\n",
     "model.phases.debugging: unknown field"),
    ("incident: y\nprices: {m: {input_per_mtok: -2}}\n", "prices.m.input_per_mtok"),
    ("- just\n- a list\n", "top level: must be a mapping"),
])
def test_invalid_fields_are_named_with_their_path(tmp_path: Path, text: str,
                                                   message: str) -> None:
    with pytest.raises(ConfigError, match=message.replace(".", r"\.").replace("(", r"\(")):
        load_scenario(_write(tmp_path, text))


def test_routing_by_role_and_phase_is_configuration(tmp_path: Path) -> None:
    scenario = load_scenario(_write(tmp_path, """
incident: y
model:
  agent: {model: "ollama:qwen3:8b", options: {num_ctx: 16384}}
  judge: "ollama:qwen3:1.7b"
  phases:
    planning: {model: "ollama:qwen3:32b"}
"""))
    routing = scenario.models
    assert routing.choose("agent", "planning").spec == "ollama:qwen3:32b"
    assert routing.choose("agent", "investigating").spec == "ollama:qwen3:8b"
    assert routing.choose("judge").spec == "ollama:qwen3:1.7b"
    assert routing.choose("summarizer").spec == "ollama:qwen3:8b"


def test_unknown_model_specs_are_clear_errors() -> None:
    with pytest.raises(ConfigError, match="expected ollama:NAME or scripted:POLICY"):
        parse_spec("gpt-4")
    with pytest.raises(ConfigError, match="unknown kind 'vllm'"):
        parse_spec("vllm:gpt-4")
    assert parse_spec("openai:gpt-4").protocol == "openai"
    with pytest.raises(ConfigError, match="no scripted policy 'nosuch'"):
        ModelServers().check("scripted:nosuch")
    with pytest.raises(ConfigError, match="delay must be a number"):
        parse_spec("scripted:investigator?delay=soon")
    assert parse_spec("scripted:investigator?delay=0.5").delay == 0.5
    assert parse_spec("ollama:qwen3:8b").name == "qwen3:8b"


def test_profiles_are_data() -> None:
    assert load_profile("baseline").budget.max_model_calls == 40
    with pytest.raises(ConfigError, match="profile 'nope' is not built in"):
        load_profile("nope")
