"""The detector replay bench: its file format, the shipped set, and figures that add up."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import orjson
import pytest

from oncall.cli import build_parser
from oncall.guards.canonical import call_key
from oncall.guards.judge import CRITERIA, judge_messages
from oncall.guards.progress import LABELS
from oncall.lab.detectors import DETECTORS, THRESHOLDS, detectors_command, replay, run_bench
from oncall.lab.trajectories.format import (
    SHIPPED,
    Trajectory,
    TrajectoryError,
    load_trajectories,
    parse_trajectory,
)
from oncall.lab.trajectories.make_set import build
from prodsim.topology import SERVICE_NAMES

TOPOLOGY = {"checkout": ["orders"], "orders": ["payments"], "payments": []}


def line(**over: Any) -> str:
    data: dict[str, Any] = {
        "id": "t1", "label": "looping", "topology": TOPOLOGY, "note": "the same call",
        "alert": {"service": "checkout", "start": "2026-11-30T02:14:00Z"},
        "steps": [{"tool": "query_logs", "arguments": {"service": "checkout", "contains": "X"},
                   "result": "ok: 5 lines, 5 errors; errors name orders", "error": False},
                  {"tool": "get_metrics",
                   "arguments": {"service": "checkout", "metric": "error_rate"},
                   "result": "error unreachable: get_metrics: refused", "error": True}]}
    data.update(over)
    return orjson.dumps(data).decode()


@pytest.fixture(scope="module")
def shipped() -> list[Trajectory]:
    return load_trajectories(SHIPPED)


@pytest.fixture(scope="module")
def report(shipped: list[Trajectory]) -> dict[str, Any]:
    import asyncio

    return asyncio.run(run_bench(shipped, DETECTORS))


def test_a_line_parses_into_the_records_a_run_would_fold() -> None:
    t = parse_trajectory(line())
    assert (t.id, t.label, t.alert_service) == ("t1", "looping", "checkout")
    assert "## Alert fields" in t.bootstrap and "checkout -> orders" in t.bootstrap
    first, second = t.records()
    # keyed as the run keys them: `contains` is case-insensitive for query_logs
    assert first.key == call_key("query_logs", {"service": "checkout", "contains": "x"})
    assert (first.ok, second.ok, second.error) == (True, False, "unreachable")


def test_a_malformed_line_is_an_error_naming_the_line(tmp_path: Path) -> None:
    f = tmp_path / "set.jsonl"
    f.write_text(line() + "\n\n" + line(id="t2")[:-5] + "\n")
    with pytest.raises(TrajectoryError, match=r"set\.jsonl:3: not valid JSON"):
        load_trajectories(f)
    f.write_text(line() + "\n" + line(id="t2", label="stuck") + "\n")
    with pytest.raises(TrajectoryError, match=r"set\.jsonl:2 \(t2\): label: must be one of"):
        load_trajectories(f)
    bad_step = {"tool": "get_metrics", "arguments": {}, "result": "ok: 3 points",
                "error": True}
    f.write_text(line(steps=[bad_step]) + "\n")
    with pytest.raises(TrajectoryError, match=r":1 \(t1\): steps\[1\]: error is true"):
        load_trajectories(f)
    f.write_text(line() + "\n" + line() + "\n")
    with pytest.raises(TrajectoryError, match=r":2: id 't1' already used on line 1"):
        load_trajectories(f)
    with pytest.raises(TrajectoryError, match=r"steps\[1\].tool: 'rm_rf'"):
        parse_trajectory(line(steps=[{**bad_step, "tool": "rm_rf"}]))


def test_the_shipped_set_is_large_balanced_plausible_and_reproducible(
        shipped: list[Trajectory]) -> None:
    assert len(shipped) >= 40
    counts = {label: sum(t.label == label for t in shipped) for label in LABELS}
    assert min(counts.values()) >= 12, counts
    assert any(len(t.steps) >= 20 and t.label == "progressing" for t in shipped)
    for t in shipped:
        assert set(t.topology) == set(SERVICE_NAMES)
        assert t.alert_service in SERVICE_NAMES, t.id
        for s in t.steps:
            assert s.arguments.get("service", "checkout") in SERVICE_NAMES, (t.id, s)
    # the generator is deterministic and the file is its output
    assert b"".join(orjson.dumps(t) + b"\n" for t in build()) == SHIPPED.read_bytes()


def test_the_bench_runs_offline_and_its_figures_are_consistent(
        report: dict[str, Any], shipped: list[Trajectory]) -> None:
    n = len(shipped)
    assert report["count"] == n and set(report["detectors"]) == set(DETECTORS)
    healthy = report["labels"]["progressing"]
    for name, d in report["detectors"].items():
        assert d["errors"] == 0, name
        assert sum(sum(row.values()) for row in d["confusion"].values()) == n
        assert d["correct"] == sum(d["confusion"][lab][lab] for lab in LABELS)
        assert d["accuracy"] == round(d["correct"] / n, 4)
        assert d["false_alarm_rate"] == round(d["at_nudge"]["false_alarms"] / healthy, 4)
        assert [row["threshold"] for row in d["sweep"]] == list(THRESHOLDS)
        for kind in ("nudge", "stop"):
            rows = [row[kind] for row in d["sweep"]]
            for key in ("caught", "caught_looping", "caught_drifting", "false_alarms"):
                series = [r[key] for r in rows]
                assert series == sorted(series, reverse=True), (name, kind, key, series)
            assert all(r["caught"] == r["caught_looping"] + r["caught_drifting"]
                       for r in rows)
        # a stop needs a nudge first: never more stops than nudges
        assert d["at_stop"]["caught"] <= d["at_nudge"]["caught"]
        at_06 = next(r for r in d["sweep"] if r["threshold"] == 0.6)["nudge"]
        assert at_06 == {k: d["at_nudge"][k] for k in at_06}
    det = report["detectors"]
    assert det["heuristic"]["model_calls"] == 0
    assert det["judge"]["model_calls"] == det["judge"]["checks"]
    assert 0 < det["gated-judge"]["model_calls"] < det["gated-judge-every4"]["model_calls"] \
        < det["judge"]["model_calls"]
    assert report["model_calls_made"] == 2 * det["judge"]["checks"]  # judge + logprob-judge


async def test_the_heuristic_catches_exact_repeats_and_is_blind_to_drift(
        shipped: list[Trajectory]) -> None:
    by_id = {t.id: t for t in shipped}
    loop = await replay(by_id["l01-naive-retry"], "heuristic", None)
    assert loop.top == "looping" and loop.peak >= 0.85
    assert loop.stopped_at(0.6, 0.85) is not None
    for t in shipped:
        outcome = await replay(t, "heuristic", None)
        assert all(s is not None and s.drifting == 0.0 for s in outcome.checks)
        if t.label == "drifting":
            assert outcome.top != "drifting"


def test_the_judge_is_asked_what_a_run_asks() -> None:
    system, user = judge_messages("judge", "ALERT")
    assert (system["content"], user["content"]) == (CRITERIA, "ALERT")
    assert judge_messages("logprob-judge", "x")[0]["content"].endswith(
        "Answer with one word: progressing, looping or drifting.")


async def test_the_command_prints_one_json_object(capsys: pytest.CaptureFixture[str],
                                                  tmp_path: Path) -> None:
    # parsed by the real CLI parser, run without `main` (which would point the process's
    # logging at pytest's captured stderr for every later test)
    f = tmp_path / "two.jsonl"
    f.write_text(line() + "\n" + line(id="t2", label="progressing") + "\n")

    def args(*extra: str) -> argparse.Namespace:
        return build_parser().parse_args(["detectors", "--trajectories", str(f), *extra])

    assert await detectors_command(args("--detector", "heuristic", "--detector",
                                        "gated-judge", "--json")) == 0
    out = orjson.loads(capsys.readouterr().out)
    assert out["count"] == 2 and list(out["detectors"]) == ["heuristic", "gated-judge"]
    assert await detectors_command(args("--detector", "heuristic")) == 0
    assert "top-label accuracy" in capsys.readouterr().out
    f.unlink()
    with pytest.raises(TrajectoryError, match="cannot read"):
        await detectors_command(args())
