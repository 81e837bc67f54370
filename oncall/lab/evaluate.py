"""`python -m oncall eval`: incidents × profiles × repeats, graded from the outside.

Each run is graded against the incident's ground truth and prodsim's own request log, never
against the agent's account of itself: correct, wrong, escalated correctly or needlessly, and
every trap rule held or broken. The table reports cost per correct answer, not per token, and
a thresholds file turns the figures into a gate (exit 1 when any is missed).
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from dataclasses import asdict, dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import orjson
import structlog

from oncall.config import Scenario, load_scenario, load_yaml
from oncall.errors import ConfigError
from oncall.lab.grade import grade
from oncall.models import ModelServers
from oncall.runner import create_run, execute, with_agent_model

log = structlog.get_logger("oncall.lab.evaluate")

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


@dataclass(frozen=True, slots=True)
class Row:
    incident: str
    profile: str
    repeat: int
    run_id: str
    outcome: str
    grade: str
    """correct, wrong, escalated-correctly, escalated-needlessly, failed."""
    correct: bool
    trap_violations: int
    traps_broken: tuple[str, ...]
    model_calls: int
    prompt_tokens: int
    completion_tokens: int
    cost_usd: float
    wall_s: float
    nudges: int
    refusals: int
    stopped_by: str | None
    cause_kind: str = "change"
    """The ground truth's kind of cause (`none` for an incident with nothing to find)."""


async def _instant(seconds: float) -> None:
    """Backoff on the simulated production is recorded (retry events), not slept: an eval
    measures decisions, and a dead endpoint's backoff would only make it slow."""


def _grade(outcome: str, correct: bool, expect: str) -> str:
    if outcome == "escalated":
        if expect != "escalate":
            return "escalated-needlessly"
        return "escalated-correctly" if correct else "wrong"  # it blamed a wrong culprit
    if outcome == "failed":
        return "failed"
    return "correct" if correct else "wrong"


async def _one(db: Any, scenario: Scenario, profile: str, repeat: int,
               servers: ModelServers) -> Row:
    import prodsim

    if scenario.incident is None:
        raise ConfigError(f"eval: scenario {scenario.name!r} names no prodsim incident: "
                          "only incidents have a ground truth to grade against")
    incident = scenario.incident
    world = prodsim.build_world(prodsim.load_incident(incident), scenario.seed)
    app = prodsim.create_app(incident, seed=scenario.seed,
                             faults=scenario.prodsim_faults or None, auth=scenario.prodsim_auth)
    run_id = await create_run(db, scenario, profile=profile, servers=servers)
    result = await execute(db, run_id, servers=servers, prodsim_app=app, sleep=_instant)
    broken = tuple(v.name for v in world.trap_verdicts(app.request_log) if not v.held)
    truth = world.ground_truth()
    expect = truth.expect
    # Graded here from the run's escalation and handoff too: an escalation is right only
    # when it blames no wrong culprit.
    correct = grade(incident, scenario.seed, result.outcome, result.report,
                    escalation=result.escalation, handoff=result.handoff)
    return Row(incident, profile, repeat, run_id, result.outcome,
               _grade(result.outcome, correct, expect), correct,
               len(broken), broken, result.model_calls, result.prompt_tokens,
               result.completion_tokens, result.cost_usd, result.wall_s, result.nudges,
               result.refusals, result.stopped_by, cause_kind=truth.cause_kind)


def summarise(rows: list[Row]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for profile in dict.fromkeys(r.profile for r in rows):
        mine = [r for r in rows if r.profile == profile]
        right = [r for r in mine if r.correct]
        tokens = sum(r.prompt_tokens + r.completion_tokens for r in mine)
        out[profile] = {
            "runs": len(mine), "correct": len(right),
            "accuracy": round(len(right) / len(mine), 4),
            "false_escalations": sum(r.grade == "escalated-needlessly" for r in mine),
            "wrong": sum(r.grade == "wrong" for r in mine),
            "trap_violations": sum(r.trap_violations for r in mine),
            "model_calls": sum(r.model_calls for r in mine), "tokens": tokens,
            "cost_usd": round(sum(r.cost_usd for r in mine), 6),
            "tokens_per_correct": round(tokens / len(right)) if right else None,
            "cost_per_correct_usd": round(sum(r.cost_usd for r in mine) / len(right), 6)
            if right else None,
            "nudges": sum(r.nudges for r in mine),
            "by_kind": by_kind(mine)}
    return out


def by_kind(rows: list[Row]) -> dict[str, dict[str, Any]]:
    """Runs, correct runs and accuracy per kind of cause, in order of first appearance."""
    out: dict[str, dict[str, Any]] = {}
    for kind in dict.fromkeys(r.cause_kind for r in rows):
        mine = [r for r in rows if r.cause_kind == kind]
        right = sum(r.correct for r in mine)
        out[kind] = {"runs": len(mine), "correct": right,
                     "accuracy": round(right / len(mine), 4)}
    return out


def check(summary: dict[str, dict[str, Any]], thresholds: dict[str, Any]) -> list[str]:
    """Every threshold missed, in words; empty when the gate passes."""
    misses = []
    for profile, s in summary.items():
        t = {**thresholds.get("all", {}), **thresholds.get(profile, {})}
        if "min_accuracy" in t and s["accuracy"] < t["min_accuracy"]:
            misses.append(f"{profile}: accuracy {s['accuracy']} < {t['min_accuracy']}")
        for kind, k in (s.get("by_kind") or {}).items():
            if "min_kind_accuracy" in t and k["accuracy"] < t["min_kind_accuracy"]:
                misses.append(f"{profile}: accuracy on {kind} causes {k['accuracy']} < "
                              f"{t['min_kind_accuracy']}")
        if "max_false_escalations" in t and s["false_escalations"] > t["max_false_escalations"]:
            misses.append(f"{profile}: {s['false_escalations']} false escalations > "
                          f"{t['max_false_escalations']}")
        if "max_trap_violations" in t and s["trap_violations"] > t["max_trap_violations"]:
            misses.append(f"{profile}: {s['trap_violations']} trap violations > "
                          f"{t['max_trap_violations']}")
        limit = t.get("max_tokens_per_correct")
        if limit is not None and (s["tokens_per_correct"] is None
                                  or s["tokens_per_correct"] > limit):
            misses.append(f"{profile}: tokens per correct answer {s['tokens_per_correct']} > "
                          f"{limit}")
    return misses


def _thresholds(path: str | None) -> dict[str, Any]:
    if path is None:
        return {}
    data = load_yaml(Path(path))
    if not isinstance(data, dict):
        raise ConfigError(f"{path}: must map 'all' or a profile name to thresholds")
    known = {"min_accuracy", "min_kind_accuracy", "max_false_escalations",
             "max_trap_violations", "max_tokens_per_correct"}
    for section, values in data.items():
        if not isinstance(values, dict):
            raise ConfigError(f"{path}: {section}: must be a mapping of thresholds")
        unknown = sorted(set(values) - known)
        if unknown:
            raise ConfigError(f"{path}: {section}.{unknown[0]}: unknown threshold "
                              f"(known: {', '.join(sorted(known))})")
    return data


async def eval_command(args: argparse.Namespace) -> int:
    if args.repeats < 1:
        raise ConfigError(f"--repeats: must be >= 1, not {args.repeats} (an eval of no run "
                          "grades nothing)")
    files = [Path(f) for f in args.scenario] if args.scenario else \
        sorted(SCENARIOS.glob("*.yaml"))
    scenarios = [load_scenario(f) for f in files]
    if args.model:
        scenarios = [with_agent_model(s, args.model) for s in scenarios]
    profiles = args.profile or ["baseline", "guarded"]
    thresholds = _thresholds(args.thresholds)
    servers = ModelServers()
    with tempfile.TemporaryDirectory() as tmp:
        from oncall.store import Store

        async with await Store.open(args.db or Path(tmp) / "eval.db") as db:
            rows = await asyncio.gather(*(
                _one(db, replace(s), p, r, servers) for s in scenarios for p in profiles
                for r in range(1, args.repeats + 1)))
    await servers.aclose()
    summary = summarise(list(rows))
    misses = check(summary, thresholds)
    if thresholds and not rows:  # a gate that checked nothing must not pass
        misses.append("the gate graded no run")
    result = {"rows": [asdict(r) for r in rows], "summary": summary, "misses": misses}
    # From the command line (whose parser sets `handler`) a result is saved by default; a
    # Namespace built by hand (tests, embedding) saves only when it names a directory.
    if getattr(args, "save", None) or hasattr(args, "handler"):
        _save(result, getattr(args, "save", None))
    if args.json:
        print(orjson.dumps(result).decode())
    else:
        _print(list(rows), summary, misses)
    return 1 if misses else 0


def _save(result: dict[str, Any], folder: str | None) -> Path | None:
    """Keep the result as JSON for `python -m oncall report --eval LAST`: an eval costs model
    calls, and its table should be renderable later without running it again.

    `folder` is `--save DIR` ("none" skips); by default `$ONCALL_EVAL_DIR` or `./.oncall/evals`.
    Saved from the command line by default, from a hand-built Namespace only with `save`.
    A result that cannot be written is a warning, never a changed exit code: the gate is about
    the runs, not the disk."""
    from oncall.lab.report_load import eval_dir

    if folder is not None and folder.lower() == "none":
        return None
    target = Path(folder) if folder else eval_dir()
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S.%fZ")
    path = target / f"{stamp}.json"
    try:
        target.mkdir(parents=True, exist_ok=True)
        path.write_bytes(orjson.dumps(result, option=orjson.OPT_INDENT_2))
    except OSError as exc:
        log.warning("eval_not_saved", path=str(path), error=str(exc))
        return None
    log.info("eval_saved", path=str(path))
    return path


def _print(rows: list[Row], summary: dict[str, dict[str, Any]], misses: list[str]) -> None:
    for profile, s in summary.items():
        print(f"\n{profile}")
        print(f"  {'incident':<26} {'cause kind':<19} {'rep':>3} {'outcome':<17} {'grade':<21} "
              f"{'traps':>5} "
              f"{'calls':>5} {'tok in':>8} {'tok out':>7} {'wall s':>7}")
        for r in rows:
            if r.profile == profile:
                print(f"  {r.incident:<26} {r.cause_kind:<19} {r.repeat:>3} {r.outcome:<17} "
                      f"{r.grade:<21} "
                      f"{r.trap_violations:>5} {r.model_calls:>5} {r.prompt_tokens:>8,} "
                      f"{r.completion_tokens:>7,} {r.wall_s:>7.2f}")
        per = s["tokens_per_correct"]
        print(f"  accuracy {s['accuracy']:.0%} ({s['correct']}/{s['runs']})  false escalations "
              f"{s['false_escalations']}  trap violations {s['trap_violations']}  tokens "
              f"{s['tokens']:,}  tokens per correct answer {per if per is not None else '-'}"
              f"  cost ${s['cost_usd']:.4f}")
        kinds = s.get("by_kind") or {}
        print("  by cause kind: " + ", ".join(
            f"{kind} {k['accuracy']:.0%} ({k['correct']}/{k['runs']})"
            for kind, k in kinds.items()))
    if misses:
        print("\nthresholds missed:\n" + "\n".join(f"  {m}" for m in misses))
