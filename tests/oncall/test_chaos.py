"""Chaos: worker processes killed with SIGKILL at random; nothing completed runs twice."""

from __future__ import annotations

import subprocess
import sys

import orjson
import pytest


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_kill_9_workers_at_random_and_every_run_finishes_once() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "oncall", "chaos", "--workers", "3", "--runs", "12",
         "--kill-every", "2", "--latency", "0.2", "--seed", "7", "--json"],
        capture_output=True, timeout=280)
    report = orjson.loads(done.stdout)
    assert done.returncode == 0, (report, done.stderr.decode()[-2000:])
    assert {"runs", "finished", "takeovers", "resumed_runs", "duplicate_calls",
            "lost_events", "integrity"} <= report.keys()
    assert report["runs"] == report["finished"] == 12
    assert (report["duplicate_calls"], report["lost_events"], report["integrity"]) == (
        0, 0, "ok")
    assert report["kills"] >= 1 and report["unclean_exits"] == 0
