"""What redaction costs and how well it discriminates, for `python -m oncall bench fold`.

1. Overhead: the fold bench's two inputs (2,000 lines of checkout-payments-deploy, and the
   largest query_logs result of log-flood), and a third with a secret in a kept line, as a
   log result: folded as the tool boundary folds it, screened as it screens it (folded,
   what the fold keeps redacted, neutralised), and with every line redacted first (the
   design before), alternately, N times each; the medians' ratio is the figure (target: at
   most 25% more on the first two).
2. False positives: the benign corpus (`oncall.redact.corpus`, seven formats) and, when it is
   there, the fold's own corpus of real-world formats: every line redaction changes is one.
3. Misses: the secret corpus, per rule: a value that survives, or one caught by another rule.
"""

from __future__ import annotations

import gc
import statistics
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from oncall.lab import fold_corpus
from oncall.redact.boundary import Screen
from oncall.redact.corpus import benign, secrets
from oncall.redact.redactor import Redactor
from oncall.sources.results import LogLine, LogLines
from oncall.tools.base import ToolResult
from oncall.tools.bulky import fold_result

OVERHEAD_TARGET = 0.25
LEAKY = "leaky"
TOOLS = ("query_logs", "list_deploys", "submit_report", "escalate")


@dataclass(frozen=True)
class Overhead:
    name: str
    lines: int
    fold_ms: float
    screened_ms: float
    redact_only_ms: float
    overhead: float
    redact_overhead: float
    ok: bool
    has_target: bool = True
    """False for the leaky input: it shows the cost of the fallback, with no target."""


@dataclass(frozen=True)
class Discrimination:
    benign_lines: int
    false_positives: int
    by_format: dict[str, int]
    fold_corpus_lines: int
    fold_corpus_false_positives: int
    secrets: dict[str, int]
    missed: dict[str, int] = field(default_factory=dict)


def _result(lines: list[str]) -> ToolResult:
    """The lines as a log source returns them (what the tool boundary screens)."""
    return ToolResult(True, LogLines("bench", "", "", tuple(LogLine(line[:24], line)
                                                             for line in lines), len(lines)))


def _fold(result: ToolResult) -> None:
    fold_result(result)


def _screened(result: ToolResult, screen: Screen) -> None:
    """What a run does: fold and redact (`Screen.fold`), then neutralise the fold."""
    folded, _, _ = screen.fold(result, "query_logs", 0)
    screen.neutralise(folded, "query_logs", 0)


def _redact_all(result: ToolResult, screen: Screen) -> None:
    """The design before: redact every line, fold the redacted lines, neutralise."""
    redacted, _ = screen.redact(result, "query_logs", 0)
    folded, _ = fold_result(redacted)
    screen.neutralise(folded, "query_logs", 0)


def overhead(name: str, lines: list[str], repeats: int) -> Overhead:
    """The fold alone vs the screened fold vs redacting every line first, alternated so all
    three see the same machine."""
    runs: dict[str, list[float]] = {"fold": [], "screened": [], "redact": []}
    screen = Screen.for_run(TOOLS)  # once per run, as a run makes it
    result = _result(lines)
    steps: dict[str, Callable[[], object]] = {
        "fold": lambda: _fold(result), "screened": lambda: _screened(result, screen),
        "redact": lambda: _redact_all(result, screen)}
    for step in steps.values():
        step()  # warm-up
    for _ in range(repeats):
        for label, step in steps.items():
            gc.collect()
            gc.disable()  # as timeit does: a collection lands on whichever step runs
            started = time.perf_counter()
            step()
            runs[label].append((time.perf_counter() - started) * 1000)
            gc.enable()
    screen.redactor.take_counts()
    fold, screened, redact = (statistics.median(runs[k]) for k in ("fold", "screened",
                                                                      "redact"))
    ratio = screened / fold - 1
    return Overhead(name, len(lines), round(fold, 2), round(screened, 2), round(redact, 2),
                    round(ratio, 3), round(redact / fold - 1, 3),
                    ratio <= OVERHEAD_TARGET or name == LEAKY, name != LEAKY)


def discrimination() -> Discrimination:
    """False positives on benign lines, misses per rule on planted secrets."""
    redactor = Redactor()
    corpus = benign(lines_per_format=400, seed=1)
    by_format = {fmt: sum(redactor.text(line) != line for line in lines)
                 for fmt, lines in corpus.items()}
    fold_lines_n = fold_fp = 0
    for fmt in fold_corpus.formats().values():
        sample, _ = fold_corpus.generate(fmt, 2000, 0)
        fold_lines_n += len(sample)
        fold_fp += sum(redactor.text(line) != line for line in sample)
    planted = secrets(seed=1, per_form=10)
    total, missed = Counter(p.rule for p in planted), Counter[str]()
    for p in planted:
        out = Redactor().text(p.line)
        if p.value in out or f"[REDACTED:{p.rule}#" not in out:
            missed[p.rule] += 1
    return Discrimination(sum(len(v) for v in corpus.values()), sum(by_format.values()),
                          by_format, fold_lines_n, fold_fp, dict(sorted(total.items())),
                          dict(sorted(missed.items())))


def report(results: list[Overhead], quality: Discrimination) -> list[str]:
    """The lines `bench fold` prints for redaction."""
    out = [f"redaction: the boundary's fold alone vs folded + redacted + neutralised "
           f"(screened), and vs every line redacted first (redact-all); medians, target "
           f"<= +{OVERHEAD_TARGET:.0%}",
           f"  {'input':<10} {'lines':>6} {'fold ms':>8} {'screened':>9} {'+screened':>9} "
           f"{'redact-all':>10} {'+redact-all':>11}  target"]
    for r in results:
        out.append(f"  {r.name:<10.10} {r.lines:>6} {r.fold_ms:>8.2f} {r.screened_ms:>9.2f} "
                   f"{r.overhead:>+9.1%} {r.redact_only_ms:>10.2f} {r.redact_overhead:>+11.1%}"
                   f"  {('ok' if r.ok else 'MISSED') if r.has_target else '-'}")
    fold_part = (f"; fold corpus {quality.fold_corpus_false_positives} of "
                 f"{quality.fold_corpus_lines:,} lines" if quality.fold_corpus_lines
                 else "; fold corpus not available")
    out.append(f"  false positives: {quality.false_positives} of {quality.benign_lines:,} "
               f"benign lines ({len(quality.by_format)} formats){fold_part}")
    per_rule = ", ".join(f"{rule} {quality.missed.get(rule, 0)}/{n}"
                         for rule, n in quality.secrets.items())
    out.append(f"  missed secrets per rule: {per_rule}")
    return out


def inputs() -> list[tuple[str, list[str]]]:
    """The fold bench's two inputs: the 2,000 most recent lines of checkout-payments-deploy
    (seed 7, every service merged), and log-flood's largest `query_logs` result (every
    service over the default window, the newest 5,000 lines; what `/api/logs` returns)."""
    import prodsim

    world = prodsim.build_world(prodsim.load_incident("checkout-payments-deploy"), 7)
    merged = sorted(line for s in world.services for line in world.logs(s.name))
    flood_world = prodsim.build_world(prodsim.load_incident("log-flood"), 7)
    start, end = flood_world.default_window()
    flood = max(([e.line for e in flood_world.log_entries(s.name, start, end)][-5000:]
                 for s in flood_world.services), key=lambda ls: sum(map(len, ls)))
    # A kept line with a secret makes the boundary redact every line: the cost when a
    # result leaks (the same 2,000 lines, one with a password).
    leaky = merged[-2000:]
    leaky[-1] = leaky[-1] + " password=hunter2hunter2"
    return [("2000 lines", merged[-2000:]), ("log-flood", flood), (LEAKY, leaky)]


def bench_redaction(repeats: int) -> tuple[list[Overhead], Discrimination]:
    """Both parts of the redaction figures."""
    return [overhead(name, lines, repeats) for name, lines in inputs()], discrimination()
