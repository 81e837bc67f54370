"""Chaos: worker processes killed with SIGKILL at random; nothing completed runs twice."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import orjson
import pytest


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_kill_9_workers_at_random_and_every_run_finishes_once() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "oncall", "chaos", "--workers", "3", "--runs", "12",
         "--kills", "1", "--kill-every", "2", "--latency", "0.2", "--seed", "7", "--json"],
        capture_output=True, timeout=280)
    report = orjson.loads(done.stdout)
    assert done.returncode == 0, (report, done.stderr.decode()[-2000:])
    assert {"runs", "finished", "takeovers", "resumed_runs", "duplicate_calls",
            "lost_events", "integrity"} <= report.keys()
    assert report["runs"] == report["finished"] == 12
    assert (report["duplicate_calls"], report["lost_events"], report["integrity"]) == (
        0, 0, "ok")
    assert report["kills"] >= 1 and report["unclean_exits"] == 0


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_chaos_with_its_defaults_kills_three_workers_mid_step_and_cleans_up() -> None:
    done = subprocess.run([sys.executable, "-m", "oncall", "chaos", "--json"],
                          capture_output=True, timeout=280)
    report = orjson.loads(done.stdout)
    assert done.returncode == 0, (report, done.stderr.decode()[-2000:])
    assert report["kills"] >= 3 and report["takeovers"] >= 1, report
    assert (report["duplicate_calls"], report["lost_events"], report["problems"]) == (0, 0, [])
    assert not Path(report["worker_logs"]).exists()  # removed without --keep


def _report(**changes: object) -> dict[str, object]:
    base: dict[str, object] = {
        "kills": 3, "takeovers": 2, "duplicate_calls": 0, "lost_events": 0,
        "finished_twice": 0, "integrity": "ok", "runs": 5, "finished": 5, "timed_out": False}
    return {**base, **changes}


@pytest.mark.parametrize(("changes", "problem"), [
    ({}, None),
    ({"kills": 0, "takeovers": 0}, "killed 0 workers mid-step, fewer than the 3 asked"),
    ({"kills": 2}, "fewer than the 3 asked"),
    ({"takeovers": 0}, "saw no takeover"),
    ({"duplicate_calls": 1}, "duplicate_calls: 1"),
    ({"lost_events": 2}, "lost_events: 2"),
    ({"finished": 4}, "1 runs did not finish"),
    ({"integrity": "page 3 is never used"}, "integrity_check"),
])
def test_a_chaos_run_that_checked_nothing_fails(changes: dict[str, object],
                                                problem: str | None) -> None:
    from oncall.lab.chaos import verdict

    problems = verdict(_report(**changes), kills_asked=3)
    if problem is None:
        assert problems == []
    else:
        assert any(problem in p for p in problems), problems
