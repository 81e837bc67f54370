"""What `run` and `resume` print: a line per step as it happens, then a summary (or one JSON
object with `--json`), and the exit code of the outcome."""

from __future__ import annotations

import sys
from typing import Any, TextIO

import orjson

from oncall.run import StepLine
from oncall.runner import RunResult

EXIT_CODES = {"resolved": 0, "escalated": 3, "stopped_by_guard": 3, "failed": 1}
"""A run's outcome as the exit code of `run` and `resume`; bad input or an unusable database
is 2 (`oncall.cli`'s help says so)."""


def step_printer(out: TextIO) -> Any:
    def show(line: StepLine) -> None:
        tokens = (f"{line.prompt_tokens:>7,} → {line.completion_tokens:<5,} tok"
                  if line.what.startswith("model") else " " * 21)
        mark = "  (replayed)" if line.replayed else ""
        print(f"step {line.step:>3}  {line.what:<24} {tokens} {line.ms:>8.1f} ms  "
              f"{line.detail}{mark}", file=out, flush=True)
    return show


def summary(result: RunResult, out: TextIO) -> None:
    # "wrong" only for a report graded against ground truth; a failed run has no diagnosis.
    verdict = (" (correct)" if result.correct else
               " (wrong)" if result.correct is False and result.report else "")
    print("", file=out)
    print(f"outcome      {result.outcome}{verdict} — {result.reason}", file=out)
    if result.report:
        print(f"root cause   {result.report.get('root_cause')}", file=out)
        change = result.report.get("change_id")
        print(f"service      {result.report.get('service')}   "
              + (f"change {change}" if change else f"cause {result.report.get('kind')}"),
              file=out)
    if result.escalation:
        print(f"escalation   {result.escalation.get('reason')}", file=out)
    if result.error:
        print(f"error        {result.error}", file=out)
    print(f"model calls  {result.model_calls}   tokens in/out {result.prompt_tokens:,} / "
          f"{result.completion_tokens:,}   cost ${result.cost_usd:.4f}   wall "
          f"{result.wall_s:.2f} s   attempts {result.attempts}", file=out)
    print(f"run id       {result.run_id}", file=out)


def finish(result: RunResult, as_json: bool) -> int:
    if as_json:
        sys.stdout.write(orjson.dumps(result.to_json()).decode() + "\n")
    else:
        summary(result, sys.stdout)
    return EXIT_CODES.get(result.outcome, 1)
