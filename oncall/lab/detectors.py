"""Detector replay: labelled trajectories through every progress detector, scored as a run would.

A progress detector is only worth its threshold if its 0.6 means something, and that can only
be measured on trajectories whose true label is known. This bench replays a labelled set
(JSONL, one trajectory per line; the format is in ``docs/detectors.md``) step by step, exactly
as a run's ``before_model`` hook would see it: after every tool call the heuristic scores the
digest of `CallRecord`s (keyed with ``call_key``, an ``error`` step is ``ok: False``), and the
model-backed detectors read the same digest text the hook sends (the bootstrap message, then
one line per recent step), through the same messages, schema and parsers. Per detector it
reports a confusion matrix, top-label accuracy, the false-alarm rate on healthy trajectories at
the nudge threshold, the model calls it needed, and a threshold sweep of catches against false
alarms, both for the nudge and for the stop (a nudge, then a later check at the hard threshold,
replayed through :func:`oncall.guards.progress.decide`). The trajectories and their format are
in :mod:`oncall.lab.trajectories.format`.

A replay cannot show how the agent would have reacted to a nudge: the trajectory goes on as
written. The stop figures therefore say "would have stopped", not "stopped".
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import orjson

from oncall.config import DEFAULT_NUM_CTX, ProgressGuard
from oncall.errors import ConfigError, ModelError, ModelNotFound, ModelUnreachable
from oncall.guards.judge import (
    SCHEMA,
    JudgeError,
    digest_text,
    judge_messages,
    parse_logprobs,
    parse_structured,
)
from oncall.guards.progress import LABELS, Scores, decide, heuristic, recent_calls
from oncall.lab.trajectories.format import SHIPPED, Trajectory, load_trajectories
from oncall.models import ModelServers

DEFAULT_MODEL = "scripted:judge"
MODEL_DETECTORS = ("judge", "logprob-judge")
GATED = {"gated-judge": ("judge", None), "gated-logprob-judge": ("logprob-judge", None),
         "gated-judge-every4": ("judge", 4)}
"""Gated detector -> (the model-backed detector behind the gate, also open every N checks)."""
EITHER = {"heuristic-or-judge-every4": ("judge", 4)}
"""The heuristic always, the gated judge when the gate opens; per check the more worried of the
two stands. A gated detector *replaces* the heuristic's verdict with the judge's, which loses
the near-loops the heuristic sees and the judge does not; this keeps both."""
DETECTORS = ("heuristic", *MODEL_DETECTORS, *GATED, *EITHER)
GATE = 0.3
"""A gated detector asks its model only when the heuristic's non-progress score is at least
this (or, for an `everyN` variant, on every Nth check, as the profile's `every` does); when the
gate is shut the heuristic's own scores stand (then under every threshold swept)."""
THRESHOLDS = tuple(round(0.3 + 0.1 * i, 1) for i in range(7))
NONE = "none"
"""The top label of a trajectory on which a detector produced no score at all (it failed)."""

_DEFAULTS = ProgressGuard()
SOFT, HARD, WINDOW = _DEFAULTS.soft, _DEFAULTS.hard, _DEFAULTS.window


# -- scoring ---------------------------------------------------------------------------------

@dataclass(slots=True)
class _Judges:
    """The model-backed detectors: one cached answer per (detector, trajectory, check)."""

    servers: ModelServers
    spec: str
    cache: dict[tuple[str, str, int], Scores | None] = field(default_factory=dict)
    calls: dict[str, int] = field(default_factory=dict)
    errors: dict[str, list[str]] = field(default_factory=dict)

    async def score(self, detector: str, t: Trajectory, k: int) -> Scores | None:
        key = (detector, t.id, k)
        if key not in self.cache:
            self.cache[key] = await self._ask(detector, t, k)
        return self.cache[key]

    async def _ask(self, detector: str, t: Trajectory, k: int) -> Scores | None:
        steps = [(s.tool, s.arguments, s.result) for s in t.steps[max(0, k - WINDOW):k]]
        messages = judge_messages(detector, digest_text(t.bootstrap, steps))
        model = self.servers.check(self.spec)
        client = self.servers.client(model)
        body = client.encode(  # the body in the judge server's own protocol
            model.name, messages, tools=(), options={"num_ctx": DEFAULT_NUM_CTX}, think=None,
            format=SCHEMA if detector == "judge" else None,
            top_logprobs=None if detector == "judge" else 5)
        self.calls[detector] = self.calls.get(detector, 0) + 1
        for attempt in range(3):  # transient failures are retried, as a run's caller does
            try:
                reply = await client.post_chat(model.name, body)
                if detector == "judge":
                    return parse_structured(str(reply.message.get("content", "")))
                return parse_logprobs(reply.logprobs)
            except (ModelUnreachable, ModelNotFound):
                raise  # nothing to measure: say so at once rather than fail every check
            except ModelError as exc:
                if exc.transient and attempt < 2:
                    await asyncio.sleep(0.5 * (attempt + 1))
                    continue
                self.errors.setdefault(detector, []).append(f"{t.id} check {k}: {exc}")
                return None
            except JudgeError as exc:  # a run logs it and fails open: no score this check
                self.errors.setdefault(detector, []).append(f"{t.id} check {k}: {exc}")
                return None
        return None  # pragma: no cover - the loop always returns


@dataclass(frozen=True, slots=True)
class Outcome:
    """One detector on one trajectory: its scores at every check, and what a run would do."""

    trajectory: Trajectory
    checks: tuple[Scores | None, ...]
    asked: int
    """Model calls this detector needed for the trajectory (gated: only when the gate opened)."""

    @property
    def peak(self) -> float:
        return max((s.stuck for s in self.checks if s is not None), default=0.0)

    @property
    def top(self) -> str:
        """The top label at the detector's most worried check (the one a guard acts on)."""
        scored = [s for s in self.checks if s is not None]
        if not scored:
            return NONE
        worst = max(scored, key=lambda s: s.stuck)  # first of equals: the earliest check
        values = (worst.progressing, worst.looping, worst.drifting)
        return LABELS[values.index(max(values))]

    def nudged_at(self, soft: float) -> int | None:
        return next((k for k, s in enumerate(self.checks, start=1)
                     if s is not None and s.stuck >= soft), None)

    def stopped_at(self, soft: float, hard: float) -> int | None:
        """The check at which `decide` would stop the run: a nudge first, then ≥ hard."""
        nudges = 0
        for k, s in enumerate(self.checks, start=1):
            if s is None:
                continue
            verdict = decide(s, nudges, soft, hard, "replay")
            if verdict.decision == "stop":
                return k
            if verdict.decision == "nudge":
                nudges += 1
        return None


async def replay(t: Trajectory, detector: str, judges: _Judges | None) -> Outcome:
    """Score every check of one trajectory with one detector (one check per tool call)."""
    records = t.records()
    checks: list[Scores | None] = []
    asked = 0
    for k in range(1, len(records) + 1):
        h = heuristic(recent_calls(t.alert_service, records[:k], WINDOW))
        if detector == "heuristic":
            checks.append(h)
            continue
        assert judges is not None
        base, every = GATED.get(detector) or EITHER.get(detector) or (detector, None)
        gated = detector in GATED or detector in EITHER
        if gated and h.stuck < GATE and not (every and k % every == 0):
            checks.append(h)
            continue
        asked += 1
        scores = await judges.score(base, t, k)
        if detector in EITHER and (scores is None or h.stuck > scores.stuck):
            scores = h
        checks.append(scores)
    return Outcome(t, tuple(checks), asked)


# -- figures ---------------------------------------------------------------------------------

def _counts(outcomes: Sequence[Outcome], hit: Any) -> dict[str, int]:
    by = {label: sum(1 for o in outcomes if o.trajectory.label == label and hit(o))
          for label in LABELS}
    return {"caught": by["looping"] + by["drifting"], "caught_looping": by["looping"],
            "caught_drifting": by["drifting"], "false_alarms": by["progressing"]}


def figures(name: str, outcomes: Sequence[Outcome], errors: Sequence[str]) -> dict[str, Any]:
    """The per-detector report (a plain dict: it is also the `--json` shape)."""
    cols = [*LABELS, NONE]
    matrix = {true: dict.fromkeys(cols, 0) for true in LABELS}
    for o in outcomes:
        matrix[o.trajectory.label][o.top] += 1
    total = len(outcomes)
    right = sum(matrix[label][label] for label in LABELS)
    healthy = sum(1 for o in outcomes if o.trajectory.label == "progressing")
    nudge = _counts(outcomes, lambda o: o.nudged_at(SOFT) is not None)
    stop = _counts(outcomes, lambda o: o.stopped_at(SOFT, HARD) is not None)
    sweep = [{"threshold": t,
              "nudge": _counts(outcomes, lambda o, t=t: o.nudged_at(t) is not None),
              "stop": _counts(outcomes, lambda o, t=t: o.stopped_at(min(SOFT, t), t)
                              is not None)}
             for t in THRESHOLDS]
    return {
        "detector": name, "count": total, "confusion": matrix,
        "accuracy": round(right / total, 4) if total else 0.0, "correct": right,
        "false_alarm_rate": round(nudge["false_alarms"] / healthy, 4) if healthy else 0.0,
        "at_nudge": {"threshold": SOFT, **nudge},
        "at_stop": {"soft": SOFT, "hard": HARD, **stop},
        "model_calls": sum(o.asked for o in outcomes),
        "checks": sum(len(o.checks) for o in outcomes),
        "errors": len(errors), "error_samples": list(errors[:3]), "sweep": sweep,
        "trajectories": [{"id": o.trajectory.id, "label": o.trajectory.label, "top": o.top,
                          "peak": round(o.peak, 4), "nudged_at": o.nudged_at(SOFT),
                          "stopped_at": o.stopped_at(SOFT, HARD)} for o in outcomes],
    }


async def run_bench(trajectories: Sequence[Trajectory], detectors: Iterable[str] = DETECTORS,
                    model: str = DEFAULT_MODEL,
                    servers: ModelServers | None = None) -> dict[str, Any]:
    """Every detector on every trajectory; the whole report as one JSON-ready object."""
    names = list(dict.fromkeys(detectors))
    unknown = [n for n in names if n not in DETECTORS]
    if unknown:
        raise ConfigError(f"unknown detector {unknown[0]!r} (known: {', '.join(DETECTORS)})")
    owned = servers is None
    servers = servers or ModelServers()
    judges = None
    if any(n != "heuristic" for n in names):
        servers.check(model)
        judges = _Judges(servers, model)
    try:
        report: dict[str, Any] = {}
        for name in names:
            outcomes = [await replay(t, name, judges) for t in trajectories]
            base = (GATED.get(name) or EITHER.get(name) or (name, None))[0]
            errs = judges.errors.get(base, []) if judges else []
            report[name] = figures(name, outcomes, errs)
    finally:
        if owned:
            await servers.aclose()
    labels = {label: sum(1 for t in trajectories if t.label == label) for label in LABELS}
    return {"count": len(trajectories), "labels": labels, "model": model, "soft": SOFT,
            "hard": HARD, "window": WINDOW, "gate": GATE,
            "model_calls_made": sum(judges.calls.values()) if judges else 0,
            "detectors": report}


# -- the command -----------------------------------------------------------------------------

def render(result: Mapping[str, Any], source: str) -> str:
    """The report as text: a summary table, then each detector's matrix and sweep."""
    labels = result["labels"]
    n_stuck = labels["looping"] + labels["drifting"]
    out = [f"{result['count']} trajectories from {source} ({labels['progressing']} progressing, "
           f"{labels['looping']} looping, {labels['drifting']} drifting); judge model "
           f"{result['model']}; window {result['window']}, nudge {result['soft']}, stop "
           f"{result['hard']}, gate {result['gate']}; every check = one tool call replayed",
           "",
           f"{'detector':<26} {'top-1 acc':>9} {'loops@0.6':>9} {'drift@0.6':>9} "
           f"{'FA@0.6':>7} {'stop@0.85':>9} {'FA stop':>7} {'calls':>6} {'errors':>6}"]
    for name, d in result["detectors"].items():
        nu, st = d["at_nudge"], d["at_stop"]
        out.append(f"{name:<26} {d['accuracy']:>9.2f} "
                   f"{nu['caught_looping']:>4}/{labels['looping']:<4} "
                   f"{nu['caught_drifting']:>4}/{labels['drifting']:<4} "
                   f"{nu['false_alarms']:>3}/{labels['progressing']:<3} "
                   f"{st['caught']:>4}/{n_stuck:<4} {st['false_alarms']:>3}/"
                   f"{labels['progressing']:<3} {d['model_calls']:>6} {d['errors']:>6}")
    for name, d in result["detectors"].items():
        out += ["", f"== {name}: top-label accuracy {d['accuracy']:.2f} ({d['correct']}/"
                f"{d['count']}), false alarms at nudge {SOFT}: {d['at_nudge']['false_alarms']}/"
                f"{labels['progressing']} ({d['false_alarm_rate']:.2f}), model calls "
                f"{d['model_calls']} over {d['checks']} checks, errors {d['errors']}"]
        cols = [*LABELS] + ([NONE] if any(row[NONE] for row in d["confusion"].values()) else [])
        corner = "true \\ top"
        out.append(f"   {corner:<12}" + "".join(f"{c:>12}" for c in cols))
        for true, row in d["confusion"].items():
            out.append(f"   {true:<12}" + "".join(f"{row[c]:>12}" for c in cols))
        out.append(f"   {'t':>4}  {'nudge: loops':>12} {'drift':>6} {'FA':>4}   "
                   f"{'stop: loops':>11} {'drift':>6} {'FA':>4}")
        for row in d["sweep"]:
            nu, st = row["nudge"], row["stop"]
            out.append(f"   {row['threshold']:>4.1f}  {nu['caught_looping']:>12} "
                       f"{nu['caught_drifting']:>6} {nu['false_alarms']:>4}   "
                       f"{st['caught_looping']:>11} {st['caught_drifting']:>6} "
                       f"{st['false_alarms']:>4}")
        for sample in d["error_samples"]:
            out.append(f"   error: {sample}")
    return "\n".join(out) + "\n"


async def detectors_command(args: argparse.Namespace) -> int:
    """`python -m oncall detectors`: 0 when every check was scored, 1 if a detector failed."""
    source = args.trajectories or str(SHIPPED)
    trajectories = load_trajectories(source)
    result = await run_bench(trajectories, args.detector or DETECTORS,
                             args.model or DEFAULT_MODEL)
    result["trajectories"] = source
    if args.json:
        sys.stdout.write(orjson.dumps(result).decode() + "\n")
    else:
        sys.stdout.write(render(result, source))
    return 1 if any(d["errors"] for d in result["detectors"].values()) else 0
