"""The fold beside drain3 on the same prodsim logs: speed, and whether distinct templates merge.

    pip install drain3   # not a dependency of oncall; this script is for comparison only
    python benchmarks/fold_vs_drain3.py

For each input, every line's true template is known from prodsim (`LogEntry.template`). A
method *merges* two true templates when it puts their lines in one group; a merged template
can lose its only verbatim line, which is the failure that matters at 3 a.m.
drain3 runs with its default config (similarity 0.4, depth 4, no masking rules).

The second table: templates kept (a true template is kept when one of its lines is shown
verbatim: the fold's exemplar, or for drain3 the first line of a cluster), the same for error
templates (lines at ERROR, FATAL or CRITICAL), and tokens (`estimate_tokens`) of the input and
of each method's output: the folded text, or drain3's one line per cluster.

Speed, two ways, both as a method's median over the fold's (`x`):

- `ms`: REPEATS runs on the same lines after one untimed run each, alternated (fold, drain3,
  fold, ...) so that both see the same machine when its speed drifts. Each run starts right
  after the other method's, with the CPU caches full of that method's code and data, which
  costs the short fold proportionally more than drain3 (the fold takes about 35% longer
  right after a drain3 run than right after another fold).
- `warm ms`: BLOCKS blocks per method, alternated, each an untimed run then PER_BLOCK timed
  runs in a row: the steady state of a method doing this work back to back, which is what
  `timeit` and pyperf measure.
"""

from __future__ import annotations

import statistics
import time
from collections import defaultdict
from collections.abc import Callable
from typing import Any

from drain3 import TemplateMiner  # type: ignore[import-not-found]
from drain3.template_miner_config import TemplateMinerConfig  # type: ignore[import-not-found]

import prodsim
from oncall.fold import ERROR_LEVELS, estimate_tokens, fold_lines, level_of, mask

SEED = 7
REPEATS = 15
BLOCKS = 8
PER_BLOCK = 3


def inputs() -> dict[str, tuple[list[str], list[str]]]:
    """name -> (lines, the true template of each line)."""
    out = {}
    world = prodsim.build_world(prodsim.load_incident("checkout-payments-deploy"), SEED)
    # a true template is (service, prodsim template): the service name is part of the line
    merged = sorted((e.line, f"{s.name} {e.template}") for s in world.services
                    for e in world.log_entries(s.name))[-2000:]
    out["checkout-payments-deploy, 2000 lines, all services"] = (
        [line for line, _ in merged], [t for _, t in merged])
    flood = prodsim.build_world(prodsim.load_incident("log-flood"), SEED)
    start, end = flood.default_window()
    entries = flood.log_entries("cart", start, end)[-5000:]
    out["log-flood, cart query_logs result"] = (
        [e.line for e in entries], [e.template for e in entries])
    return out


def merged_templates(groups: list[object], truth: list[str]) -> int:
    """How many true templates share a group with another true template."""
    members: dict[object, set[str]] = defaultdict(set)
    for group, true in zip(groups, truth, strict=True):
        members[group].add(true)
    return sum(len(s) for s in members.values() if len(s) > 1)


def drain(lines: list[str]) -> list[int]:
    config = TemplateMinerConfig()
    config.profiling_enabled = False
    miner = TemplateMiner(config=config)
    return [miner.add_log_message(line)["cluster_id"] for line in lines]


def timed(fns: list[Callable[[list[str]], object]], lines: list[str]) -> list[float]:
    """Each function's median time in ms over REPEATS runs, the runs alternated."""
    for fn in fns:  # warm-up, untimed: first-use costs are not the steady state
        fn(lines)
    times: list[list[float]] = [[] for _ in fns]
    for _ in range(REPEATS):
        for fn, spent in zip(fns, times, strict=True):
            started = time.perf_counter()
            fn(lines)
            spent.append((time.perf_counter() - started) * 1000)
    return [statistics.median(spent) for spent in times]


def timed_warm(fns: list[Callable[[list[str]], object]], lines: list[str]) -> list[float]:
    """Each function's median time in ms over BLOCKS blocks of PER_BLOCK runs in a row, each
    block after an untimed run, the blocks alternated."""
    times: list[list[float]] = [[] for _ in fns]
    for _ in range(BLOCKS):
        for fn, spent in zip(fns, times, strict=True):
            fn(lines)
            for _ in range(PER_BLOCK):
                started = time.perf_counter()
                fn(lines)
                spent.append((time.perf_counter() - started) * 1000)
    return [statistics.median(spent) for spent in times]


def first_indexes(items: list[Any]) -> dict[Any, int]:
    """Each distinct item -> the index of its first occurrence."""
    first: dict[Any, int] = {}
    for i, item in enumerate(items):
        first.setdefault(item, i)
    return first


def kept(shown: list[int], lines: list[str], truth: list[str]) -> tuple[str, str]:
    """`kept/true` for all true templates and for error templates: a true template is kept
    when one of its lines is shown verbatim."""
    errors = {t for line, t in zip(lines, truth, strict=True) if level_of(line) in ERROR_LEVELS}
    got = {truth[i] for i in shown}
    return f"{len(got)}/{len(set(truth))}", f"{len(got & errors)}/{len(errors)}"


def main() -> None:
    print(f"{'input':<52} {'method':<7} {'ms':>8} {'x':>6} {'warm ms':>8} {'x':>6} "
          f"{'groups':>6} {'true':>5} {'merged':>6}")
    quality = []
    for name, (lines, truth) in inputs().items():
        true = len(set(truth))
        fold_ms, drain_ms = timed([fold_lines, drain], lines)
        fold_warm, drain_warm = timed_warm([fold_lines, drain], lines)
        fold_groups = [mask(line) for line in lines]
        drain_groups = drain(lines)
        for method, ms, warm, groups in (("fold", fold_ms, fold_warm, fold_groups),
                                         ("drain3", drain_ms, drain_warm, drain_groups)):
            print(f"{name:<52} {method:<7} {ms:>8.2f} {ms / fold_ms:>5.1f}x "
                  f"{warm:>8.2f} {warm / fold_warm:>5.1f}x "
                  f"{len(set(groups)):>6} {true:>5} {merged_templates(list(groups), truth):>6}")
        folded = fold_lines(lines)
        # drain3's output is the first line of each cluster; the fold's, each template's exemplar
        drain_shown = list(first_indexes(list(drain_groups)).values())
        drain_text = "\n".join(lines[i] for i in drain_shown) + "\n"
        first_at = first_indexes(lines)
        fold_shown = [first_at[t.exemplar] for t in folded.templates]
        quality.append((name, "fold", *kept(fold_shown, lines, truth), folded.tokens_in,
                        folded.tokens_out))
        quality.append((name, "drain3", *kept(drain_shown, lines, truth), folded.tokens_in,
                        estimate_tokens(drain_text)))
    print()
    print(f"{'input':<52} {'method':<7} {'templates kept':>14} {'errors kept':>11} "
          f"{'tokens in':>9} {'tokens out':>10}")
    for name, method, all_kept, errors_kept, tokens_in, tokens_out in quality:
        print(f"{name:<52} {method:<7} {all_kept:>14} {errors_kept:>11} {tokens_in:>9} "
              f"{tokens_out:>10}")


if __name__ == "__main__":
    main()
