"""`python -m oncall report`: the autopsy, two runs side by side (or one run, or an eval).

The figures are folded from each run's log, its ledger and its stored spec, the same fold the
guards read, so the report cannot disagree with the run. The text and the HTML forms read one
`RunFigures`; every string from the log is kept raw here (it is untrusted model output) and
escaped by the renderer of each medium: HTML-escaped in `oncall.lab.report_html`, stripped of
control characters for the terminal here.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

from oncall.config import scenario_from_json
from oncall.errors import ConfigError, OncallError, StoreError
from oncall.handoff import render_handoff
from oncall.lab.grade import grade
from oncall.state import fold
from oncall.store import Event, LedgerRow, RunRow

DEFAULT_EVAL_DIR = Path(".oncall") / "evals"
"""Relative to the working directory, like the default ./oncall.db."""

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
    state = fold(events)
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


# -- loading -------------------------------------------------------------------------------


def _existing(db: str) -> str:
    """A report must not create an empty database by mistake (Store.open would)."""
    if not os.path.exists(db):
        raise StoreError(f"{db}: no such database (give --db the file the runs are in)")
    return db


async def load_runs(db: str, run_ids: Sequence[str]) -> list[RunFigures]:
    """The figures of each run, in the order given; an unknown run id names itself."""
    from oncall.store import Store

    out = []
    async with await Store.open(_existing(db)) as store:
        for run_id in run_ids:
            row = await store.run(run_id)
            _, spec = await store.spec(run_id)
            out.append(figures(row, spec, await store.events(run_id),
                               await store.ledger(run_id)))
    return out


def eval_dir() -> Path:
    """Where `eval` saves its results, and where LAST looks (ONCALL_EVAL_DIR overrides)."""
    return Path(os.environ.get("ONCALL_EVAL_DIR") or DEFAULT_EVAL_DIR)


def load_eval(which: str) -> tuple[Path, dict[str, Any]]:
    """A saved eval result: LAST (the newest in `eval_dir()`), or a path to its JSON."""
    if which == "LAST":
        folder = eval_dir()
        saved = sorted(folder.glob("*.json")) if folder.is_dir() else []
        if not saved:
            raise OncallError(f"{folder}: no saved eval (run `python -m oncall eval` first, "
                              "or give --eval the path of a JSON result)")
        path = saved[-1]  # names are UTC timestamps: the last sorts newest
    else:
        path = Path(which)
    try:
        data = orjson.loads(path.read_bytes())
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read the eval result ({exc.strerror})") from exc
    except orjson.JSONDecodeError as exc:
        raise ConfigError(f"{path}: not an eval result (invalid JSON: {exc})") from exc
    if not isinstance(data, dict) or not isinstance(data.get("rows"), list) \
            or not isinstance(data.get("summary"), dict):
        raise ConfigError(f"{path}: not an eval result (needs 'rows' and 'summary', as "
                          "`python -m oncall eval --json` prints)")
    if not all(isinstance(r, dict) for r in data["rows"]):
        raise ConfigError(f"{path}: rows: every row must be an object")
    return path, data


# -- the terminal ----------------------------------------------------------------------------

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_BARS = "▁▂▃▄▅▆▇█"


def clean(text: object) -> str:
    """Log text made safe for a terminal: a model's reply can hold escape sequences."""
    return _CONTROL.sub("?", str(text))


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


def summary_line(runs: Sequence[RunFigures]) -> str:
    """One line, always printed: the comparison a person came for."""
    if len(runs) == 1:
        r = runs[0]
        return clean(f"autopsy {r.run_id} ({r.profile}): {r.outcome}, correct "
                     f"{verdict(r.correct)}, cost {money(r.cost_usd)}, prompt tokens "
                     f"{r.prompt_tokens:,}, model calls {r.model_calls}")
    a, b = runs
    parts = [f"cost {money(a.cost_usd)} → {money(b.cost_usd)}",
             f"prompt tokens {a.prompt_tokens:,} → {b.prompt_tokens:,}",
             f"model calls {a.model_calls} → {b.model_calls}"]
    rates = [ratio(a.cost_usd, b.cost_usd), ratio(a.prompt_tokens, b.prompt_tokens, less="fewer"),
             ratio(a.model_calls, b.model_calls, less="fewer")]
    body = ", ".join(p + (f" ({q})" if q and q != "same" else "") for p, q in zip(parts, rates,
                                                                                    strict=True))
    return clean(f"autopsy {label(a, 0, runs)} → {label(b, 1, runs)}: {body}; outcome "
                 f"{a.outcome} → {b.outcome}")


def sparkline(steps: Sequence[tuple[int, int]], top: int, width: int = 60) -> str:
    """Prompt tokens per step as block characters, on a scale shared by the runs compared."""
    values = [t for _, t in steps]
    if len(values) > width:  # one character per bucket, its largest step
        size = -(-len(values) // width)
        values = [max(values[i:i + size]) for i in range(0, len(values), size)]
    return "".join(_BARS[min(7, int(v / top * 7.999))] if top else _BARS[0] for v in values)


def step_lines(run: RunFigures) -> list[str]:
    """The timeline, one line per step; a run of identical steps is one line with a count."""
    per: dict[int, list[str]] = {}
    for m in sorted(run.marks, key=lambda m: (m.step, LANES.index(m.lane))):
        if m.lane == "detector":
            continue
        # Retries and context marks by label (their delays and sizes vary from step to step,
        # which would stop a loop from collapsing into one line); the rest in full.
        text = m.label if m.lane in ("retries", "context") else m.detail
        per.setdefault(m.step, []).append(text if m.lane == "tools" else f"[{text}]")
    lines: list[str] = []
    items = sorted(per.items())
    i = 0
    while i < len(items):
        j = i
        while j + 1 < len(items) and items[j + 1][1] == items[i][1] \
                and items[j + 1][0] == items[j][0] + 1:
            j += 1
        first, last = items[i][0], items[j][0]
        where = f"step {first:>3}" if first == last else f"steps {first}–{last} ({j - i + 1}×)"
        lines.append(clean(f"  {where:<16} " + "; ".join(items[i][1])))
        i = j + 1
    return lines


def render_text(runs: Sequence[RunFigures]) -> str:
    """The terminal form: the table, the token curve, the timeline and the final answers."""
    names = [label(r, i, runs) for i, r in enumerate(runs)]
    width = 34
    out = [f"{'':<34}" + "".join(f"{n[:width]:<{width + 2}}" for n in names)]
    for title, get in ROWS:
        out.append(f"{title:<34}" + "".join(f"{clean(get(r))[:width]:<{width + 2}}"
                                             for r in runs).rstrip())
    top = max((t for r in runs for _, t in r.steps), default=0)
    out += ["", f"prompt tokens per agent step (scale 0–{top:,})"]
    for n, r in zip(names, runs, strict=True):
        first = f"{r.steps[0][1]:,} → {r.steps[-1][1]:,}" if r.steps else "no model call"
        out.append(f"  {n[:20]:<20} {sparkline(r.steps, top)}  {first}")
    for n, r in zip(names, runs, strict=True):
        out += ["", f"timeline {n}", *step_lines(r), "", f"final word {n}",
                *(f"  {clean(line)}" for line in r.answer.splitlines())]
    return "\n".join(out) + "\n"


def render_eval_text(path: Path, data: Mapping[str, Any]) -> str:
    """A saved eval as a table per profile, with its summary and the thresholds missed."""
    rows = list(data["rows"])
    out = [clean(f"eval {path}")]
    for profile, s in data["summary"].items():
        out += ["", clean(profile),
                f"  {'incident':<26} {'rep':>3} {'outcome':<17} {'grade':<21} {'traps':>5} "
                f"{'calls':>5} {'tok in':>8} {'tok out':>7} {'cost':>9} {'wall s':>7}"]
        for r in rows:
            if r.get("profile") != profile:
                continue
            out.append(clean(
                f"  {str(r.get('incident'))[:26]:<26} {r.get('repeat', ''):>3} "
                f"{str(r.get('outcome'))[:17]:<17} {str(r.get('grade'))[:21]:<21} "
                f"{r.get('trap_violations', 0):>5} {r.get('model_calls', 0):>5} "
                f"{int(r.get('prompt_tokens') or 0):>8,} "
                f"{int(r.get('completion_tokens') or 0):>7,} "
                f"{money(float(r.get('cost_usd') or 0)):>9} {float(r.get('wall_s') or 0):>7.2f}"))
        out.append(clean(f"  {profile_summary(s)}"))
    misses = data.get("misses") or []
    out += ["", "thresholds missed:", *(clean(f"  {m}") for m in misses)] if misses else \
        ["", "thresholds: none missed"]
    return "\n".join(out) + "\n"


def profile_summary(s: Mapping[str, Any]) -> str:
    per = s.get("tokens_per_correct")
    return (f"accuracy {float(s.get('accuracy') or 0):.0%} ({s.get('correct')}/{s.get('runs')})"
            f"  false escalations {s.get('false_escalations')}  trap violations "
            f"{s.get('trap_violations')}  tokens {int(s.get('tokens') or 0):,}  tokens per "
            f"correct answer {per if per is not None else '-'}  cost "
            f"{money(float(s.get('cost_usd') or 0))}")


# -- the command -----------------------------------------------------------------------------


def _write(out: str, html: str) -> None:
    try:
        Path(out).write_text(html, encoding="utf-8")
    except OSError as exc:
        raise OncallError(f"{out}: cannot write the report ({exc.strerror})") from exc


async def report_command(args: argparse.Namespace) -> int:
    """Runs side by side (or an eval) as text on stdout, or as one HTML file with --out.

    With --out the page is written and only the summary line is printed: the text form is
    for a terminal, the page for a person who would rather look at a picture."""
    from oncall.lab import report_html

    run_ids = list(args.run_ids or [])
    if args.eval_run and run_ids:
        raise OncallError("report: give run ids or --eval, not both")
    if args.eval_run:
        path, data = load_eval(args.eval_run)
        if args.out:
            _write(args.out, report_html.render_eval(path, data))
            print(clean(f"wrote {args.out}: eval {path}, {len(data['rows'])} runs"))
        else:
            sys.stdout.write(render_eval_text(path, data))
        return 0
    if not 1 <= len(run_ids) <= 2:
        raise OncallError("report: give one or two run ids (RUN_A [RUN_B]) or --eval LAST|PATH"
                          + (f", not {len(run_ids)}" if run_ids else ""))
    runs = await load_runs(args.db, run_ids)
    if args.out:
        _write(args.out, report_html.render(runs))
        print(f"wrote {args.out}")
    else:
        sys.stdout.write(render_text(runs) + "\n")
    print(summary_line(runs))
    return 0
