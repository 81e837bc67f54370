"""The serve benchmarks run and count what they claim: a small burst, a small year."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from oncall.lab.serve_bench import burst
from oncall.lab.serve_db_bench import bench_serve_db


async def test_a_burst_makes_one_run_per_distinct_alert() -> None:
    result = await burst(distinct=6, clients=4, workers=2, seed=1)
    assert result["posts"] == 12 and result["http_200"] == 12
    assert result["runs"] == 6 and result["alerts_lost"] == 0
    assert result["delivered"] == 6 and result["outcomes"] == {"resolved": 6}
    assert 0 < result["intake_ms_p50"] <= result["intake_ms_p99"]
    assert 0 < result["post_to_first_model_call_s_p50"] <= \
        result["post_to_first_model_call_s_p99"]


@pytest.mark.slow
async def test_a_generated_year_is_measured(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "year.db"
    args = argparse.Namespace(db=str(db), db_runs=60, json=False)
    assert await bench_serve_db(args) == 0
    out = capsys.readouterr().out
    assert "\n60 runs, " in "\n" + out
    for what in ("runs newest 50", "/metrics", "/readyz", "/v1/runs", "oncall status",
                 "new run:", "payloads by kind"):
        assert what in out
