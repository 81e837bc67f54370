"""The autopsy report: both runs' figures, self-contained HTML, escaped log text, readable errors,
the saved eval rendered, and a real headless browser drawing the page."""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

import orjson
import pytest
import structlog

from oncall.cli import main
from oncall.config import Price, load_scenario
from oncall.lab.evaluate import eval_command
from oncall.lab.report import report_command
from oncall.lab.report_figures import money
from oncall.models import ModelServers
from oncall.runner import RunResult, create_run, execute, with_agent_model
from oncall.store import NewEvent, Store

ROOT = Path(__file__).resolve().parents[2]
LOOP = ROOT / "scenarios" / "flaky-metrics-loop.yaml"
CHROMIUM = Path("/usr/bin/chromium")
EVIL = "<script>alert(1)</script>"


def _logs_to_real_stderr() -> None:
    """`main` points structlog at the stderr of the moment, a capture closed after its test
    (here or in another module): diagnostics must go to a stream that stays open."""
    structlog.configure(logger_factory=structlog.PrintLoggerFactory(file=sys.__stderr__))


@pytest.fixture(autouse=True)
def _logging() -> Iterator[None]:
    _logs_to_real_stderr()
    yield
    _logs_to_real_stderr()


@dataclass(frozen=True)
class Runs:
    db: Path
    baseline: RunResult
    guarded: RunResult
    evil: str


async def _instant(seconds: float) -> None:
    """Tool backoff is logged, not slept: the runs only need to be real, not slow."""


async def _build(db: Path) -> Runs:
    _logs_to_real_stderr()
    # Priced like a hosted model, so the cost column is not all zeros.
    scenario = replace(with_agent_model(load_scenario(LOOP), "scripted:looper"),
                       prices={"looper": Price(2.5, 10.0)})
    servers = ModelServers()
    async with await Store.open(db) as store:
        results = []
        for profile in ("baseline", "guarded"):
            run_id = await create_run(store, scenario, profile=profile, servers=servers)
            results.append(await execute(store, run_id, servers=servers, sleep=_instant))
        # A run whose (untrusted) model output tries to inject markup and terminal escapes.
        evil = await create_run(store, scenario, profile="guarded", servers=servers)
        report = {"root_cause": EVIL + "\x1b[31mred", "service": "<b>orders</b>",
                  "change_id": "dep-1\" onmouseover=\"alert(2)",
                  "evidence": ["<img src=x onerror=alert(3)>"]}
        await store.append(evil, [
            NewEvent("run_started", 0, {"attempt": 1}),
            NewEvent("tool_call", 1, {"index": 0, "name": "<i>submit_report</i>",
                                      "arguments": report, "ok": True, "content": "{}"}),
            NewEvent("run_finished", 1, {"outcome": "resolved", "reason": EVIL,
                                         "report": report, "error": None})])
    await servers.aclose()
    return Runs(db, results[0], results[1], evil)


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> Runs:
    return asyncio.run(_build(tmp_path_factory.mktemp("report") / "oncall.db"))


def _args(db: Path, *run_ids: str, out: Path | None = None,
          eval_run: str | None = None) -> argparse.Namespace:
    return argparse.Namespace(run_ids=list(run_ids), eval_run=eval_run,
                              out=str(out) if out else None, db=str(db))


async def _html(runs: Runs, tmp_path: Path, *run_ids: str) -> str:
    out = tmp_path / "report.html"
    assert await report_command(_args(runs.db, *run_ids, out=out)) == 0
    return out.read_text(encoding="utf-8")


async def test_the_page_holds_both_runs_figures(runs: Runs, tmp_path: Path) -> None:
    a, b = runs.baseline, runs.guarded
    page = await _html(runs, tmp_path, a.run_id, b.run_id)
    assert a.model_calls == 40 and b.model_calls == 4  # the loop trap, failure vs fix
    for r in (a, b):
        assert r.run_id in page
        assert f"{r.prompt_tokens:,}" in page
        assert f"{r.completion_tokens:,}" in page
        assert money(r.cost_usd) in page
        assert r.stopped_by and r.stopped_by in page
    assert a.cost_usd > b.cost_usd > 0
    assert page.count("<svg") >= 4  # two charts, two timelines
    assert "max_model_calls" in page and "progress:heuristic" in page
    assert "# Handoff" in page


async def test_the_page_is_self_contained(runs: Runs, tmp_path: Path) -> None:
    page = await _html(runs, tmp_path, runs.baseline.run_id, runs.guarded.run_id)
    lowered = page.lower()
    for outside in ("http://", "https://", "<script", " src=", "<link", "@import", "url(",
                    "<iframe", "<object", "<embed"):
        assert outside not in lowered, outside
    assert "content-security-policy" in lowered and "default-src 'none'" in page


async def test_model_output_is_escaped(runs: Runs, tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    page = await _html(runs, tmp_path, runs.evil, runs.guarded.run_id)
    assert EVIL not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    for raw in ("<img src=x", "<b>orders</b>", "<i>submit_report", 'onmouseover="'):
        assert raw not in page, raw
    assert "<script" not in page.lower()
    assert await report_command(_args(runs.db, runs.evil)) == 0
    text = capsys.readouterr().out
    assert "\x1b" not in text  # no terminal escape from the log reaches the terminal
    assert "alert(1)" in text


async def test_text_form_and_summary_line(runs: Runs, tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    a, b = runs.baseline, runs.guarded
    assert await report_command(_args(runs.db, a.run_id, b.run_id)) == 0
    out = capsys.readouterr().out
    assert f"{a.prompt_tokens:,}" in out and f"{b.prompt_tokens:,}" in out
    assert "steps 1–39 (39×)" in out  # the loop collapses into one timeline line
    last = out.strip().splitlines()[-1]
    assert last.startswith("autopsy A baseline → B guarded")
    assert f"model calls {a.model_calls} → {b.model_calls}" in last
    # With --out the page is written and only the short lines are printed.
    assert await report_command(_args(runs.db, a.run_id, b.run_id, out=tmp_path / "r.html")) == 0
    printed = capsys.readouterr().out.strip().splitlines()
    assert len(printed) == 2 and printed[-1] == last


async def test_one_run_alone(runs: Runs, tmp_path: Path) -> None:
    page = await _html(runs, tmp_path, runs.guarded.run_id)
    assert f"{runs.guarded.prompt_tokens:,}" in page and runs.baseline.run_id not in page


@pytest.mark.parametrize(("argv", "message"), [
    (["report", "run-nope"], "no run 'run-nope'"),
    (["report"], "give one or two run ids"),
    (["report", "a", "b", "c"], "not 3"),
    (["report", "a", "--eval", "LAST"], "not both"),
])
def test_errors_are_one_line_exit_2(runs: Runs, argv: list[str], message: str,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--log-format", "json", *argv, "--db", str(runs.db)]) == 2
    err = [line for line in capsys.readouterr().err.splitlines() if line.startswith("error:")]
    assert len(err) == 1 and message in err[0]


def test_a_missing_database_is_not_created(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "absent.db"
    assert main(["report", "run-x", "--db", str(db)]) == 2
    assert "no such database" in capsys.readouterr().err
    assert not db.exists()


@pytest.fixture
def eval_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "evals"
    monkeypatch.setenv("ONCALL_EVAL_DIR", str(folder))
    yield folder


async def test_eval_is_saved_and_rendered(eval_dir: Path, tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    args = argparse.Namespace(scenario=[str(LOOP)], profile=["baseline", "guarded"], repeats=1,
                              model="scripted:looper", thresholds=None, db=None, json=True,
                              save=str(eval_dir))
    assert await eval_command(args) == 0
    printed = orjson.loads(capsys.readouterr().out.strip().splitlines()[-1])
    saved = sorted(await asyncio.to_thread(lambda: list(eval_dir.glob("*.json"))))
    assert len(saved) == 1
    assert orjson.loads(saved[0].read_bytes()) == printed  # the same result, kept
    assert await report_command(_args(tmp_path / "unused.db", eval_run="LAST")) == 0
    text = capsys.readouterr().out
    assert "flaky-metrics-loop" in text and "accuracy" in text
    out = tmp_path / "eval.html"
    assert await report_command(_args(tmp_path / "unused.db", eval_run=str(saved[0]), out=out)) == 0
    page = out.read_text(encoding="utf-8")
    for row in printed["rows"]:
        assert f"{row['prompt_tokens']:,}" in page
    assert "http://" not in page and "<script" not in page


def test_eval_errors(eval_dir: Path, tmp_path: Path,
                     capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["report", "--eval", "LAST"]) == 2
    assert "no saved eval" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert main(["report", "--eval", str(bad)]) == 2
    assert "bad.json: not an eval result" in capsys.readouterr().err


# -- a real browser ----------------------------------------------------------------------------


def _chromium(tmp_path: Path, *flags: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(CHROMIUM), "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
         "--no-first-run", "--disable-background-networking", "--disable-component-update",
         "--disable-sync", f"--user-data-dir={tmp_path / 'profile'}", *flags],
        capture_output=True, text=True, timeout=60, check=False)


@pytest.mark.slow
@pytest.mark.skipif(not CHROMIUM.exists(),
                    reason="/usr/bin/chromium is absent (apt-get install chromium; .ci/run does)")
async def test_a_headless_browser_draws_the_page(runs: Runs, tmp_path: Path) -> None:
    page = tmp_path / "report.html"
    assert await report_command(_args(runs.db, runs.baseline.run_id, runs.guarded.run_id,
                                      out=page)) == 0
    png = tmp_path / "report.png"
    shot = await asyncio.to_thread(_chromium, tmp_path, f"--screenshot={png}",
                                   "--window-size=1280,1600", page.as_uri())
    assert png.exists(), shot.stderr[-2000:]
    assert png.stat().st_size > 10_000
    if os.environ.get("CI"):
        artifacts = ROOT / "artifacts"
        artifacts.mkdir(exist_ok=True)
        shutil.copy(png, artifacts / "report.png")
    dom = await asyncio.to_thread(_chromium, tmp_path, "--dump-dom", page.as_uri())
    assert dom.returncode == 0, dom.stderr[-2000:]
    for r in (runs.baseline, runs.guarded):
        assert f"{r.prompt_tokens:,}" in dom.stdout
        assert r.run_id in dom.stdout


def test_eval_from_the_command_line_saves_by_default(eval_dir: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "--scenario", str(LOOP), "--model", "scripted:looper", "--profile",
                 "guarded", "--json"]) == 0
    printed = orjson.loads(capsys.readouterr().out.strip().splitlines()[-1])
    (saved,) = eval_dir.glob("*.json")
    assert orjson.loads(saved.read_bytes()) == printed
    assert main(["report", "--eval", "LAST"]) == 0
    assert "guarded" in capsys.readouterr().out
