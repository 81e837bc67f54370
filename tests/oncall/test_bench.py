"""`bench loop` as a user runs it: in one process, and shared between worker processes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import orjson
import pytest


def bench_loop(*extra: str, cwd: Path) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-m", "oncall", "bench", "loop", "--runs", "1,3", "--latency", "0.01",
         "--repeats", "1", "--policy", "surveyor", "--json", *extra],
        cwd=cwd, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    report: dict[str, Any] = orjson.loads(done.stdout)
    return report


@pytest.mark.parametrize("workers", [0, 2])
def test_every_level_finishes_every_run_and_counts_its_steps(tmp_path: Path,
                                                              workers: int) -> None:
    extra = ("--workers", str(workers)) if workers else ()
    report = bench_loop(*extra, cwd=tmp_path)
    assert report["workers"] == workers
    levels = report["levels"]
    assert [(lv["runs"], lv["latency_s"]) for lv in levels] == [
        (1, 0.0), (3, 0.0), (1, 0.01), (3, 0.01)]
    for lv in levels:
        # The surveyor makes 14 model calls and escalates; every one of them is counted.
        assert lv["outcomes"] == {"escalated": lv["runs"]}
        assert lv["steps"] == 14 * lv["runs"]
        assert lv["steps_per_s"] == pytest.approx(lv["steps"] / lv["wall_s"], rel=0.01)
        # Only the concurrent levels go to the workers; 1 run is the in-process baseline.
        assert lv["workers"] == (workers if lv["runs"] > 1 else 0)
        if not lv["workers"]:  # a worker's CPU, less its start-up, is noise on three runs
            assert lv["cpu_ms_per_step"] > 0
    assert report["speedup"]["surveyor"] > 0
