"""The figures of one run, folded from its log, its ledger and its stored spec.

The same fold the guards read, so the report cannot disagree with the run. Both media (the
terminal in `oncall.lab.report_text`, the page in `oncall.lab.report_html`) read one
`RunFigures` and list the same `ROWS`; every string from the log is kept raw here (it is
untrusted model output) and escaped by the renderer of each medium.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from oncall.config import scenario_from_json
from oncall.errors import OncallError
from oncall.handoff import render_handoff
from oncall.lab.grade import grade
from oncall.state import state_of
from oncall.store import Event, LedgerRow, RunRow

LANES = ("tools", "retries", "guards", "detector", "context", "lifecycle")
"""Timeline lanes, top to bottom: what the agent did, then what the harness did about it."""


@dataclass(frozen=True, slots=True)
class Mark:
    """One thing that happened at a step, placed on a timeline lane."""

    step: int
    lane: str
    kind: str
    """ok, failed, refused (tools); retry, fallback, model_error; nudge, stop, refuse,
    reminder; detector; fold, compaction, truncation, context_full; takeover, resumed, finish."""
    label: str
    detail: str
    value: float | None = None
    """For detector marks: the enforcing detector's worst non-progressing probability."""


@dataclass(frozen=True, slots=True)
class RunFigures:
    """What one run cost and did, as the report shows it."""

    run_id: str
    scenario: str
    incident: str
    profile: str
    status: str
    outcome: str
    reason: str
    correct: bool | None
    model_calls: int
    prompt_tokens: int
    completion_tokens: int
    cost_usd: float
    wall_s: float
    attempts: int
    tool_calls: int
    nudges: int
    refusals: int
    retries: int
    folds: int
    compactions: int
    truncations: int
    stopped_by: str | None
    priced: bool
    """Whether the scenario prices any model: a $0 cost means free, not unknown, only then."""
    steps: tuple[tuple[int, int], ...]
    """(step, prompt tokens) of each agent step, from the ledger."""
    marks: tuple[Mark, ...]
    answer: str
    """The run's final word: its report, its escalation, or why it stopped."""
    report: Mapping[str, Any] | None
    handoff: str


def _short(arguments: Any, limit: int = 90) -> str:
    if not isinstance(arguments, Mapping):
        return ""
    text = ", ".join(f"{k}={v}" for k, v in arguments.items())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _tool_mark(e: Event) -> Mark:
    p = e.payload
    name = str(p.get("name", "?"))
    call = f"{name}({_short(p.get('arguments'))})"
    if p.get("refused_by"):
        verdict = p.get("verdict") if isinstance(p.get("verdict"), Mapping) else {}
        reason = verdict.get("reason") if verdict else None
        return Mark(e.step, "tools", "refused", name,
                    f"{call} refused by {p.get('refused_by')}: {reason or p.get('error')}")
    if not p.get("ok"):
        return Mark(e.step, "tools", "failed", name, f"{call} failed: {p.get('error')}")
    return Mark(e.step, "tools", "ok", name, f"{call} ok")


def _detector_mark(e: Event) -> Mark | None:
    p = e.payload
    scores = p.get("scores")
    enforcing = str(p.get("enforcing", ""))
    mine = scores.get(enforcing) if isinstance(scores, Mapping) else None
    if not isinstance(mine, Mapping):
        return None
    worries = {k: float(v) for k, v in mine.items()
               if k != "progressing" and isinstance(v, int | float)}
    if not worries:
        return None
    label, value = max(worries.items(), key=lambda kv: kv[1])
    return Mark(e.step, "detector", "detector", f"{label} {value:.2f}",
                f"{enforcing}: {label} p={value:.2f}", value)


def _mark(e: Event) -> Mark | None:
    """The timeline mark of an event, or None for kinds the timeline does not show."""
    p, kind, step = e.payload, e.kind, e.step
    if kind == "tool_call":
        return _tool_mark(e)
    if kind == "retry":
        what = p.get("tool") or p.get("role") or "call"
        return Mark(step, "retries", "retry", f"retry {what} ({p.get('error')})",
                    f"{what} attempt {p.get('attempt')} failed ({p.get('error')}); "
                    f"retried after {p.get('delay_s')} s")
    if kind == "fallback":
        return Mark(step, "retries", "fallback", "fallback",
                    f"{p.get('role')}: {p.get('from')} → {p.get('to')} ({p.get('reason')})")
    if kind == "model_error":
        return Mark(step, "retries", "model_error", "model error",
                    f"{p.get('role')} call failed: {p.get('error')}")
    if kind == "guard":
        decision = str(p.get("decision", ""))
        kind_ = "stop" if decision in ("stop", "escalate") else decision or "guard"
        return Mark(step, "guards", kind_, f"{p.get('guard')}: {decision}",
                    f"{p.get('guard')} ({p.get('hook')}) {decision}: {p.get('reason')}")
    if kind == "nudge":
        return Mark(step, "guards", "nudge", f"nudge {p.get('guard')}",
                    f"nudge by {p.get('guard')}: {p.get('reason')}")
    if kind == "reminder":
        return Mark(step, "guards", "reminder", "reminder", str(p.get("content", "")))
    if kind == "detector":
        return _detector_mark(e)
    if kind == "fold":
        return Mark(step, "context", "fold", f"fold {p.get('tool')}",
                    f"{p.get('tool')} result folded: {p.get('tokens_in')} → "
                    f"{p.get('tokens_out')} tokens, {p.get('templates')} templates")
    if kind == "compaction":
        return Mark(step, "context", "compaction", f"compaction ({p.get('path')})",
                    f"history compacted by {p.get('path')}: {p.get('tokens_before')} → "
                    f"{p.get('tokens_after')} tokens")
    if kind == "truncation":
        return Mark(step, "context", "truncation", "truncation",
                    f"server cut the prompt: {p.get('prompt_tokens')} counted of "
                    f"~{p.get('estimate')} sent (num_ctx {p.get('num_ctx')})")
    if kind == "context_full":
        return Mark(step, "context", "context_full", "context full", str(p.get("reason", "")))
    if kind == "takeover":
        return Mark(step, "lifecycle", "takeover", f"takeover by {p.get('worker')}",
                    f"{p.get('worker')} took over from {p.get('previous_worker')} "
                    f"({p.get('reason')}, heartbeat {p.get('heartbeat_age_s')} s old)")
    if kind == "run_started" and int(p.get("attempt", 1) or 1) > 1:
        return Mark(step, "lifecycle", "resumed", f"attempt {p.get('attempt')}",
                    f"resumed: attempt {p.get('attempt')}")
    if kind == "run_finished":
        return Mark(step, "lifecycle", "finish", str(p.get("outcome")),
                    f"finished {p.get('outcome')}: {p.get('reason')}")
    return None


def _answer(finish: Mapping[str, Any] | None) -> str:
    if not finish:
        return "the run has not finished"
    report = finish.get("report")
    if isinstance(report, Mapping):
        evidence = report.get("evidence") or []
        lines = [f"root cause: {report.get('root_cause')}",
                 f"service: {report.get('service')}   change: {report.get('change_id')}"]
        lines += [f"evidence: {line}" for line in evidence] if isinstance(evidence, list) else []
        return "\n".join(lines)
    escalation = finish.get("escalation")
    if isinstance(escalation, Mapping):
        return f"escalated: {escalation.get('reason')}"
    error = finish.get("error")
    return f"{finish.get('reason')}" + (f" (error: {error})" if error else "")


def _steps(ledger: Sequence[LedgerRow]) -> tuple[tuple[int, int], ...]:
    """Prompt tokens of each agent step: the last successful call of the step (a truncated
    call is retried within its step, and the retry is what the step ended up sending)."""
    per: dict[int, int] = {}
    for r in ledger:
        if r.role == "agent" and r.ok:
            per[r.step] = r.prompt_tokens
    return tuple(sorted(per.items()))


def _correct(spec: Mapping[str, Any], outcome: str | None,
             report: Mapping[str, Any] | None) -> bool | None:
    """Graded against prodsim's ground truth; None when the run has not finished or its
    incident can no longer be built (a path that moved): the report says "ungraded"."""
    if outcome is None:
        return None
    try:
        scenario = scenario_from_json(dict(spec))
        if scenario.incident is None:  # a real production: nothing to grade against
            return None
        return grade(scenario.incident, scenario.seed, outcome, report)
    except (OncallError, ValueError, OSError, KeyError, TypeError):
        return None


def figures(row: RunRow, spec: Mapping[str, Any], events: Sequence[Event],
            ledger: Sequence[LedgerRow]) -> RunFigures:
    """Fold one run's log into the report's figures (the same fold the guards read)."""
    state = state_of(events)
    finish = state.finish
    report = finish.get("report") if finish else None
    report = report if isinstance(report, Mapping) else None
    marks = tuple(m for m in map(_mark, events) if m is not None)
    prices = spec.get("prices")
    return RunFigures(
        run_id=row.run_id, scenario=row.scenario, incident=str(spec.get("incident", "")),
        profile=str(spec.get("profile", "")), status=row.status,
        outcome=state.outcome or row.status,
        reason=str(finish.get("reason", "")) if finish else "",
        correct=_correct(spec, state.outcome, report), model_calls=state.model_calls,
        prompt_tokens=state.prompt_tokens, completion_tokens=state.completion_tokens,
        cost_usd=round(state.cost_usd, 6), wall_s=round(state.wall_s, 3),
        attempts=state.attempts, tool_calls=state.tool_calls, nudges=state.nudges,
        refusals=state.refusals, retries=sum(1 for e in events if e.kind == "retry"),
        folds=state.folds, compactions=state.compactions, truncations=state.truncations,
        stopped_by=state.stopped_by, priced=bool(prices), steps=_steps(ledger), marks=marks,
        answer=_answer(finish), report=report, handoff=render_handoff(events))


# -- the figures in words, shared by both media ----------------------------------------------


def money(usd: float) -> str:
    return f"${usd:,.4f}"


def verdict(correct: bool | None) -> str:
    return {True: "yes", False: "no", None: "ungraded"}[correct]


def ratio(a: float, b: float, *, less: str = "less") -> str:
    """How B compares with A, in words a person reads at a glance."""
    if a == b:
        return "same"
    if a == 0 or b == 0:
        return ""
    return f"{a / b:.1f}× {less}" if a > b else f"{b / a:.1f}× more"


def label(run: RunFigures, i: int, runs: Sequence[RunFigures]) -> str:
    """"A baseline", or the run id when both runs share a profile."""
    same = len({r.profile for r in runs}) < len(runs)
    return f"{'AB'[i]} {run.run_id if same or not run.profile else run.profile}"


ROWS: tuple[tuple[str, Callable[[RunFigures], str]], ...] = (
    ("run", lambda r: r.run_id),
    ("scenario", lambda r: f"{r.scenario} ({r.incident})"),
    ("profile", lambda r: r.profile),
    ("outcome", lambda r: r.outcome),
    ("correct", lambda r: verdict(r.correct)),
    ("stopped by", lambda r: r.stopped_by or "-"),
    ("cost", lambda r: money(r.cost_usd) + ("" if r.priced else " (no prices set)")),
    ("prompt tokens", lambda r: f"{r.prompt_tokens:,}"),
    ("completion tokens", lambda r: f"{r.completion_tokens:,}"),
    ("model calls", lambda r: f"{r.model_calls}"),
    ("tool calls", lambda r: f"{r.tool_calls}"),
    ("wall time", lambda r: f"{r.wall_s:.2f} s"),
    ("nudges", lambda r: f"{r.nudges}"),
    ("refusals", lambda r: f"{r.refusals}"),
    ("retries", lambda r: f"{r.retries}"),
    ("folds / compactions / truncations",
     lambda r: f"{r.folds} / {r.compactions} / {r.truncations}"),
    ("attempts", lambda r: f"{r.attempts}"),
)
"""The side-by-side table, shared by both media so they list the same figures."""
