"""The eval gate: graded from ground truth and prodsim's request log, exit 1 under threshold."""

from __future__ import annotations

import argparse
from pathlib import Path

import orjson
import pytest

from oncall.lab.evaluate import check, eval_command

ROOT = Path(__file__).resolve().parents[2]


def args(**kw: object) -> argparse.Namespace:
    base: dict[str, object] = {"scenario": None, "profile": None, "repeats": 1, "model": None,
                               "thresholds": None, "db": None, "json": True}
    return argparse.Namespace(**{**base, **kw})


async def test_the_looper_breaks_the_loop_trap_and_fails_the_gate(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    thresholds = tmp_path / "t.yaml"
    thresholds.write_text("all: {min_accuracy: 1.0}\nguarded: {max_trap_violations: 0}\n")
    code = await eval_command(args(
        scenario=[str(ROOT / "scenarios" / "flaky-metrics-loop.yaml")], model="scripted:looper",
        profile=["baseline", "guarded"], thresholds=str(thresholds)))
    out = orjson.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert code == 1
    rows = {r["profile"]: r for r in out["rows"]}
    assert set(rows["baseline"]) >= {"incident", "profile", "repeat", "run_id", "outcome",
                                     "correct", "trap_violations", "model_calls",
                                     "prompt_tokens", "completion_tokens", "cost_usd",
                                     "wall_s", "nudges"}
    # From prodsim's own request log: the dead endpoint was hammered without the guards.
    assert rows["baseline"]["trap_violations"] >= 1
    assert rows["guarded"]["trap_violations"] == 0
    assert any("accuracy" in m for m in out["misses"])


async def test_the_investigator_passes_the_shipped_gate(capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
    code = await eval_command(args(
        scenario=[str(ROOT / "scenarios" / f"{n}.yaml") for n in ("no-fault", "log-flood")],
        thresholds=str(ROOT / "eval.yaml")))
    out = orjson.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert code == 0, out["misses"]
    grades = {(r["incident"], r["profile"]): r["grade"] for r in out["rows"]}
    assert grades[("no-fault", "guarded")] == "escalated-correctly"
    assert grades[("log-flood", "guarded")] == "correct"
    assert out["summary"]["guarded"]["tokens_per_correct"] > 0


def test_thresholds_are_checked_by_name() -> None:
    summary = {"guarded": {"accuracy": 0.5, "false_escalations": 2, "trap_violations": 1,
                           "tokens_per_correct": 9000}}
    misses = check(summary, {"all": {"min_accuracy": 0.9}, "guarded": {
        "max_false_escalations": 0, "max_trap_violations": 0, "max_tokens_per_correct": 5000}})
    assert len(misses) == 4
    assert check(summary, {}) == []


async def test_repeats_below_one_are_refused() -> None:
    from oncall.errors import ConfigError

    with pytest.raises(ConfigError, match="--repeats: must be >= 1, not 0"):
        await eval_command(args(repeats=0, thresholds=str(ROOT / "eval.yaml")))


async def test_a_binary_thresholds_file_is_one_line(tmp_path: Path) -> None:
    from oncall.errors import ConfigError

    binary = tmp_path / "t.yaml"
    binary.write_bytes(b"\x89PNG\x00\x00")
    with pytest.raises(ConfigError, match=r"t\.yaml: a binary file"):
        await eval_command(args(thresholds=str(binary)))


async def test_a_gate_that_graded_no_run_fails(
        capsys: pytest.CaptureFixture[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from oncall.lab import evaluate

    monkeypatch.setattr(evaluate, "SCENARIOS", tmp_path)  # a scenario folder with no file
    code = await eval_command(args(thresholds=str(ROOT / "eval.yaml")))
    out = orjson.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert code == 1 and out["misses"] == ["the gate graded no run"]
