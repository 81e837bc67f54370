"""The autopsy in a terminal: the table, the token curve, the timeline, the final answers.

Every string from the log is stripped of control characters (`clean`) before it is printed:
a model's reply can hold escape sequences.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from oncall.lab.report_figures import LANES, ROWS, RunFigures, label, money, ratio, verdict

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_BARS = "▁▂▃▄▅▆▇█"


def clean(text: object) -> str:
    """Log text made safe for a terminal: a model's reply can hold escape sequences."""
    return _CONTROL.sub("?", str(text))


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
