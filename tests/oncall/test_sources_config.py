"""Run files for a real production: `sources:`, `alert:`/`alert_file:`, `incident:` optional;
every mistake one line naming the file and field; an inline secret refused."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from oncall.config import load_scenario, parse_scenario, scenario_from_json
from oncall.errors import ConfigError

RUN_FILE = """
name: shop
alert:
  labels: {alertname: HighErrorRate, service: checkout, severity: page}
  annotations: {summary: "checkout 5xx above 5%"}
  startsAt: "2026-03-02T10:04:00Z"
sources:
  - kind: prometheus
    url: http://127.0.0.1:8080/prometheus
    timeout_s: 10
    token_env: PROM_TOKEN
    metrics:
      error_rate: 'sum(rate(http_requests_total{service="{service}",code=~"5.."}[5m]))'
  - kind: loki
    url: http://127.0.0.1:8080
    labels: {service: service, level: level}
    tenant: shop
  - kind: kubernetes
    url: http://127.0.0.1:8080/k8s
    namespace: shop
  - kind: feed
    file: changes.json
  - kind: runbooks
    dir: ./runbooks
  - kind: topology
    services: {web-frontend: [api-gateway], api-gateway: [checkout]}
"""


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "run.yaml"
    path.write_text(text)
    return path


def test_the_contracts_run_file_parses_and_survives_the_stored_spec(tmp_path: Path) -> None:
    scenario = load_scenario(write(tmp_path, RUN_FILE))
    assert scenario.incident is None
    assert [s.kind for s in scenario.sources] == ["prometheus", "loki", "kubernetes", "feed",
                                                  "runbooks", "topology"]
    prom, loki, kube, feed, books, topo = scenario.sources
    assert prom.auth.token_env == "PROM_TOKEN" and "5m" in prom.metrics["error_rate"]
    assert loki.tenant == "shop" and kube.namespace == "shop"
    assert feed.file == str(tmp_path / "changes.json") and books.dir == str(tmp_path / "runbooks")
    assert topo.services == {"web-frontend": ["api-gateway"], "api-gateway": ["checkout"]}
    assert scenario_from_json(scenario.to_json()) == scenario


def test_an_alert_file_holds_the_alert_or_a_whole_webhook(tmp_path: Path) -> None:
    (tmp_path / "alert.json").write_text(
        '{"version": "4", "alerts": [{"labels": {"service": "cart"}, '
        '"startsAt": "2026-03-02T10:00:00Z"}]}')
    text = RUN_FILE.split("sources:")[1]
    scenario = load_scenario(write(tmp_path, "alert_file: alert.json\nsources:" + text))
    assert scenario.alert == {"labels": {"service": "cart"}, "startsAt": "2026-03-02T10:00:00Z"}


@pytest.mark.parametrize(("edit", "message"), [
    (("token_env: PROM_TOKEN", "token: abc123"), "sources[0].token: secrets never go in a run"),
    (("url: http://127.0.0.1:8080/k8s", "url: http://admin:pw@127.0.0.1:8080/k8s"),
     "sources[2].url: credentials never go in a URL"),
    (("kind: feed\n    file: changes.json", "kind: feed"), "sources[3].url: give the feed's"),
    (("kind: loki", "kind: splunk"), "sources[1].kind: must be one of"),
    (("tenant: shop", "tenant: shop\n    namespace: x"), "sources[1].namespace: unknown field"),
    (("timeout_s: 10", "timeout_s: -1"), "sources[0].timeout_s: must be a number"),
    (("token_env: PROM_TOKEN", "token_env: 'not a name'"), "sources[0].token_env: must be an"),
    (("dir: ./runbooks", "url: http://wiki/runbooks"), "sources[4].url: must contain {service}"),
    (("sources:\n", "alert_file: a\nsources:\n"),
     "alert_file: give alert or alert_file, not both"),
])
def test_each_mistake_is_one_line_naming_the_file_and_field(
        tmp_path: Path, edit: tuple[str, str], message: str) -> None:
    text = RUN_FILE.replace(*edit)
    assert text != RUN_FILE
    with pytest.raises(ConfigError) as caught:
        load_scenario(write(tmp_path, text))
    assert str(caught.value).startswith(f"{tmp_path / 'run.yaml'}: ")
    assert message in str(caught.value) and "\n" not in str(caught.value)


def test_a_run_file_needs_an_incident_or_sources_and_then_an_alert(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="incident: required unless sources"):
        load_scenario(write(tmp_path, "name: x\n"))
    no_alert = "name: x\nsources:\n  - {kind: topology, services: {a: []}}\n"
    with pytest.raises(ConfigError, match="alert: required when the production is not"):
        load_scenario(write(tmp_path, no_alert))


def test_the_cli_refuses_an_inline_secret_with_exit_2_and_no_traceback(tmp_path: Path) -> None:
    path = write(tmp_path, RUN_FILE.replace("token_env: PROM_TOKEN", "password: hunter2"))
    done = subprocess.run([sys.executable, "-m", "oncall", "run", str(path)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "sources[0].password: secrets never go in a run file" in done.stderr
    assert "hunter2" not in done.stderr + done.stdout


entries = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                       lambda inner: st.lists(inner, max_size=3)
                       | st.dictionaries(st.sampled_from(
                           ["kind", "url", "file", "dir", "services", "labels", "metrics",
                            "token_env", "timeout_s", "namespace", "tenant", "x"]), inner,
                           max_size=4), max_leaves=12)


@settings(max_examples=150, deadline=None)
@given(st.lists(entries, max_size=3) | entries)
def test_hostile_sources_blocks_are_config_errors_never_crashes(sources: object) -> None:
    data = {"name": "x", "alert": "checkout is down", "sources": sources}
    try:
        parse_scenario("hostile.yaml", yaml.safe_load(yaml.safe_dump(data)), "x")
    except ConfigError as exc:
        assert str(exc).startswith("hostile.yaml: ") and "\n" not in str(exc)
