"""A real process, killed with SIGKILL mid-run, then resumed by another process."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import orjson

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "scenarios" / "checkout-payments-deploy.yaml"


def _ledger_rows(db: Path) -> list[tuple[str, int, str]]:
    if not db.exists():
        return []
    try:
        conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
        try:
            return conn.execute("SELECT run_id, step, role FROM ledger").fetchall()
        finally:
            conn.close()
    except sqlite3.OperationalError:  # not created yet
        return []


def test_kill_9_mid_run_then_resume_finishes_without_repeating_a_model_call(
        tmp_path: Path) -> None:
    db = tmp_path / "oncall.db"
    stderr = tmp_path / "run.stderr"
    with stderr.open("wb") as err:
        proc = subprocess.Popen(
            [sys.executable, "-m", "oncall", "run", str(SCENARIO), "--db", str(db),
             "--model", "scripted:investigator?delay=0.3", "--json"],
            cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=err)
        deadline = time.monotonic() + 60
        while len(_ledger_rows(db)) < 2:
            assert proc.poll() is None, stderr.read_text()
            assert time.monotonic() < deadline, "the run made no progress"
            time.sleep(0.02)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
    assert proc.returncode == -signal.SIGKILL
    before = _ledger_rows(db)
    run_id = before[0][0]

    done = subprocess.run(
        [sys.executable, "-m", "oncall", "resume", run_id, "--db", str(db), "--json"],
        cwd=tmp_path, capture_output=True, timeout=120, check=True)
    result = orjson.loads(done.stdout)
    assert result["outcome"] == "resolved" and result["correct"] is True
    assert result["attempts"] == 2
    after = _ledger_rows(db)
    assert len(after) == len(set(after)) == result["model_calls"]
    assert set(before) <= set(after)
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    conn.close()
