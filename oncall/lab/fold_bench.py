"""`python -m oncall bench fold`: how fast the fold is, and what it keeps on the context trap.

1. Speed: the 2,000 most recent lines of checkout-payments-deploy (seed 7), every service
   merged in time order, folded N times (at least 20); the median is the figure.
2. The log-flood incident: the largest `query_logs` result (every service over the default
   incident window, the latest 5000 lines, as prodsim's world holds them) must shrink by at
   least 95% in estimated tokens while keeping every template prodsim emitted into it; each
   emitted template is matched, as a regex built from prodsim's own template, against an
   exemplar line of the folded text (independent of the fold's masking).
"""

from __future__ import annotations

import argparse
import re
import statistics
import time
from dataclasses import asdict, dataclass, field

import orjson

from oncall.fold import Folded, estimate_tokens, fold_lines

SPEED_LINES = 2000
SPEED_TARGET_MS = 20.0
MIN_REPEATS = 20
SHRINK_TARGET = 0.95
FLOOD_INCIDENT = "log-flood"
FLOOD_LIMIT = 5000
SEED = 7

_ENTRY = re.compile(r"^\[x(\d+)(?:, first .+?)?(?:, last [^\]]*)?\] (.*)$")
_PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


@dataclass(frozen=True)
class SpeedResult:
    """Part 1: the median time to fold one realistic 2,000-line log."""

    incident: str
    lines: int
    repeats: int
    median_ms: float
    min_ms: float
    templates: int
    tokens_in: int
    tokens_out: int
    ok: bool


@dataclass(frozen=True)
class FloodResult:
    """Part 2: the largest query_logs result of log-flood, folded."""

    incident: str
    service: str = ""
    lines: int = 0
    tokens_in: int = 0
    """Estimated tokens of the result's lines joined by newlines (what the fold reads)."""
    tool_result_tokens: int = 0
    """Estimated tokens of the whole tool message (`{"ok": true, "result": body}` as JSON)."""
    tokens_out: int = 0
    shrink: float = 0.0
    emitted_templates: int = 0
    kept_templates: int = 0
    fold_templates: int = 0
    missing: list[str] = field(default_factory=list)
    counts_add_up: bool = False
    ok: bool = False
    skipped: str | None = None


def _timed_median(lines: list[str], repeats: int) -> tuple[float, float, Folded]:
    fold_lines(lines)  # warm-up: first-use costs are not the steady state
    times = []
    folded = None
    for _ in range(repeats):
        started = time.perf_counter()
        folded = fold_lines(lines)
        times.append((time.perf_counter() - started) * 1000)
    assert folded is not None
    return statistics.median(times), min(times), folded


def bench_speed(repeats: int) -> SpeedResult:
    """Fold the 2,000 most recent lines of checkout-payments-deploy, `repeats` times."""
    import prodsim

    name = "checkout-payments-deploy"
    world = prodsim.build_world(prodsim.load_incident(name), SEED)
    merged = sorted(line for s in world.services for line in world.logs(s.name))
    lines = merged[-SPEED_LINES:]
    median, fastest, folded = _timed_median(lines, repeats)
    return SpeedResult(name, len(lines), repeats, round(median, 2), round(fastest, 2),
                       len(folded.templates), folded.tokens_in, folded.tokens_out,
                       median <= SPEED_TARGET_MS)


def _template_regex(key: str, service: str) -> re.Pattern[str]:
    """A regex for the lines of one prodsim template (`LEVEL [component] text`)."""
    level, _, rest = key.partition(" ")
    component, _, text = rest.partition("] ")
    literal = [re.escape(part) for part in _PLACEHOLDER.split(text)]
    return re.compile(r"\S+ " + re.escape(f"{level} {service} {component}] ")
                      + "(.+?)".join(literal) + "$")


async def bench_flood() -> FloodResult:
    """Fold the largest query_logs result of log-flood and check every template survives."""
    import prodsim

    try:
        incident = prodsim.load_incident(FLOOD_INCIDENT)
    except prodsim.IncidentError as exc:
        return FloodResult(FLOOD_INCIDENT, skipped=f"incident not available: {exc}")
    world = prodsim.build_world(incident, SEED)
    start, end = world.default_window()
    results = {svc.name: world.log_entries(svc.name, start, end)[-FLOOD_LIMIT:]
               for svc in world.services}
    service, entries = max(results.items(),
                           key=lambda kv: estimate_tokens("\n".join(e.line for e in kv[1])))
    lines = [e.line for e in entries]
    body = {"service": service, "lines": lines}
    folded = fold_lines(lines)

    in_result = {e.template for e in entries}
    emitted = [t for t in world.emitted_templates(service, start, end) if t in in_result]
    bodies_out = [m.group(2) for m in map(_ENTRY.match, folded.text.splitlines()) if m]
    missing = [key for key in emitted
               if not any(_template_regex(key, service).match(b) for b in bodies_out)]
    tool_result = orjson.dumps({"ok": True, "result": body}).decode()
    shrink = 1 - folded.tokens_out / folded.tokens_in
    counts = sum(t.count for t in folded.templates) == len(lines)
    return FloodResult(
        FLOOD_INCIDENT, service, len(lines), folded.tokens_in, estimate_tokens(tool_result),
        folded.tokens_out, round(shrink, 4), len(emitted), len(emitted) - len(missing),
        len(folded.templates), missing, counts,
        ok=not missing and counts and shrink >= SHRINK_TARGET)


async def bench_fold(args: argparse.Namespace) -> int:
    """Run both parts; print a table, or one JSON object with `--json`. 1 if a check fails."""
    repeats = max(int(getattr(args, "repeats", 0) or 0), MIN_REPEATS)
    speed = bench_speed(repeats)
    flood = await bench_flood()
    ok = speed.ok and (flood.ok or flood.skipped is not None)
    from oncall.lab.redact_bench import bench_redaction, report

    redaction, quality = bench_redaction(repeats)
    if getattr(args, "json", False):
        print(orjson.dumps({"speed": asdict(speed), "log_flood": asdict(flood), "ok": ok,
                            "redaction": [asdict(r) for r in redaction],
                            "redaction_quality": asdict(quality)},
                           option=orjson.OPT_INDENT_2).decode())
        return 0 if ok else 1
    print(f"fold speed: {speed.lines} lines of {speed.incident} (seed {SEED}), "
          f"{speed.repeats} runs")
    print(f"  {'median ms':>10} {'min ms':>8} {'templates':>9} {'tokens in':>9} "
          f"{'tokens out':>10}  target")
    print(f"  {speed.median_ms:>10.2f} {speed.min_ms:>8.2f} {speed.templates:>9} "
          f"{speed.tokens_in:>9} {speed.tokens_out:>10}  <= {SPEED_TARGET_MS:g} ms "
          f"{'ok' if speed.ok else 'MISSED'}")
    if flood.skipped:
        print(f"log-flood: skipped ({flood.skipped})")
    else:
        print(f"log-flood: largest query_logs result = {flood.service}, {flood.lines} lines "
              f"(limit {FLOOD_LIMIT}, seed {SEED})")
        print(f"  {'tokens in':>9} {'tool msg':>9} {'tokens out':>10} {'shrink':>7} "
              f"{'templates kept':>14} {'fold tpl':>8}  target")
        print(f"  {flood.tokens_in:>9} {flood.tool_result_tokens:>9} {flood.tokens_out:>10} "
              f"{flood.shrink:>7.1%} {flood.kept_templates:>6}/{flood.emitted_templates:<7} "
              f"{flood.fold_templates:>8}  >= {SHRINK_TARGET:.0%}, all kept "
              f"{'ok' if flood.ok else 'MISSED'}")
        for key in flood.missing:
            print(f"  missing: {key}")
    print("\n".join(report(redaction, quality)))
    return 0 if ok else 1
