"""The command line, as a user runs it: exit codes, stdout contracts, readable errors."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import orjson

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "scenarios" / "checkout-payments-deploy.yaml"
JSON_KEYS = {"run_id", "outcome", "report", "model_calls", "prompt_tokens",
             "completion_tokens", "cost_usd", "correct"}


def oncall(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "oncall", *args], cwd=cwd,
                          capture_output=True, text=True, timeout=120)


def test_run_json_prints_one_object_on_stdout_and_steps_on_stderr(tmp_path: Path) -> None:
    done = oncall("run", str(SCENARIO), "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    result = orjson.loads(done.stdout)  # the whole of stdout is one JSON object
    assert set(result) >= JSON_KEYS
    assert result["outcome"] == "resolved" and result["correct"] is True
    assert "step   1  model investigator" in done.stderr
    assert (tmp_path / "oncall.db").exists()  # the default database is ./oncall.db

    ledger = oncall("ledger", "--db", "oncall.db", result["run_id"], cwd=tmp_path)
    assert ledger.returncode == 0
    rows = ledger.stdout.strip().splitlines()
    assert rows[0].split()[:4] == ["run_id", "step", "role", "model"]
    assert len(rows) == 1 + result["model_calls"]

    runs = oncall("runs", cwd=tmp_path)
    assert result["run_id"] in runs.stdout and "resolved" in runs.stdout


def test_run_prints_steps_and_a_summary(tmp_path: Path) -> None:
    done = oncall("run", str(SCENARIO), "--db", "x.db", "--model", "scripted:looper",
                  cwd=tmp_path)
    assert done.returncode == 3, done.stderr  # stopped by a guard: a human must look
    assert "outcome      stopped_by_guard — " in done.stdout  # no report, so no grade
    assert "model calls  40" in done.stdout


def test_bad_input_is_one_readable_line_and_exit_2(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("incident: checkout-payments-deploy\nmodel: {agent: [\n")
    done = oncall("run", str(broken), cwd=tmp_path)
    assert done.returncode == 2
    assert "error: " in done.stderr and "broken.yaml: line 3" in done.stderr
    assert "Traceback" not in done.stderr

    done = oncall("run", str(SCENARIO), "--model", "scripted:nosuch", cwd=tmp_path)
    assert done.returncode == 2 and "no scripted policy 'nosuch'" in done.stderr

    done = oncall("ledger", "--db", "missing.db", cwd=tmp_path)
    assert done.returncode == 2 and "missing.db: no such database" in done.stderr
    assert not (tmp_path / "missing.db").exists()

    foreign = tmp_path / "foreign.db"
    conn = sqlite3.connect(foreign)
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    conn.close()
    done = oncall("run", str(SCENARIO), "--db", str(foreign), cwd=tmp_path)
    assert done.returncode == 2 and "not an oncall database" in done.stderr
    assert "Traceback" not in done.stderr


def test_json_diagnostics_on_request(tmp_path: Path) -> None:
    done = oncall("--log-format", "json", "run", str(SCENARIO), "--json", cwd=tmp_path)
    assert done.returncode == 0
    events = [orjson.loads(line) for line in done.stderr.splitlines() if line.startswith("{")]
    assert {"run_started", "run_finished"} <= {e["event"] for e in events}
