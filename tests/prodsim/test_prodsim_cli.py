"""`python -m prodsim`: list, and a dump that is byte-identical across processes."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import orjson
import pytest

from prodsim.cli import main


def _dump(seed: int) -> bytes:
    result = subprocess.run(
        [sys.executable, "-m", "prodsim", "dump", "checkout-payments-deploy", "--seed", str(seed)],
        capture_output=True, check=True, timeout=60,
    )
    return result.stdout


def test_dump_is_byte_identical_across_runs_and_differs_by_seed() -> None:
    first, second, other = _dump(0), _dump(0), _dump(1)
    assert first == second
    assert first != other
    kinds = {orjson.loads(line)["kind"] for line in first.splitlines()}
    assert kinds == {"world", "ground_truth", "alert", "service", "deploy", "config_change",
                     "flag_change", "k8s_event", "runbook", "metric", "log"}
    truth = [orjson.loads(first.splitlines()[1]), orjson.loads(other.splitlines()[1])]
    assert truth[0]["kind"] == "ground_truth"
    assert truth[0]["root_cause_service"] == truth[1]["root_cause_service"] == "payments"
    assert truth[0]["change_id"] != truth[1]["change_id"]


def test_list_prints_names_and_descriptions(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines == sorted(lines) and len(lines) >= 7
    assert any(line.startswith("checkout-payments-deploy\tCheckout errors caused by")
               for line in lines)


def test_bad_incident_is_a_clean_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["dump", "no-such-incident"]) == 2
    assert "unknown incident 'no-such-incident'" in capsys.readouterr().err


@pytest.mark.skipif(importlib.util.find_spec("prodsim.scripted.server") is None,
                    reason="prodsim.scripted.server is not written yet")
def test_ollama_subcommand_calls_the_scripted_server(monkeypatch: pytest.MonkeyPatch) -> None:
    import prodsim.scripted.server as server

    calls: list[tuple[int, float]] = []
    monkeypatch.setattr(server, "serve", lambda port, delay: calls.append((port, delay)))
    assert main(["ollama", "--port", "12345", "--delay", "0.5"]) == 0
    assert calls == [(12345, 0.5)]


def test_export_metrics_writes_openmetrics_ending_in_eof(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["export-metrics", "checkout-payments-deploy", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# HELP ") and out.endswith("\n# EOF\n")
    assert 'http_requests_total{code="500",namespace="shop",service="payments"} ' in out
    assert main(["export-metrics", "no-such-incident"]) == 2


def test_serve_refuses_an_unwritable_run_file_in_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path,
) -> None:
    target = tmp_path / "missing-dir" / "run.yaml"
    assert main(["serve", "checkout-payments-deploy", "--run-file", str(target)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot write the run file" in err


def test_a_run_file_for_a_server_with_auth_names_the_token_variable_only() -> None:
    import yaml

    from prodsim import build_world, load_incident
    from prodsim.runfile import run_file_text

    world = build_world(load_incident("checkout-payments-deploy"), 0)
    text = run_file_text(world, "http://127.0.0.1:9", "PRODSIM_TOKEN")
    doc = yaml.safe_load(text)
    http = [s for s in doc["sources"] if "url" in s]
    assert len(http) == 5 and all(s["token_env"] == "PRODSIM_TOKEN" for s in http)
    assert "prodsim-local-dev-secret" not in text and "incident" not in doc
    assert "token_env" not in yaml.safe_load(run_file_text(world, "http://127.0.0.1:9"))[
        "sources"][0]
