"""The fold against a reference written from the rules alone, on every log prodsim makes.

`reference_templates` is the fold as docs/fold.md states it, one line at a time: clean the
line, `mask` it, generalize the distinct masked templates (`oncall.fold.variables`), group
lines by their generalized template, split a warning or error group on its outcome numbers
of a few values (`outcome_groups`), keep the first line and the count, take each group's
earliest and latest timestamp (`oncall.fold.times.stamps`), rank errors, then warnings, then
the rest, by count. None of the fold's shortcuts (shapes, merged ids, batched token masks,
C-level per-line passes) is in it, so any shortcut that changes a template, a count, an
exemplar or a timestamp shows here.

Slow (about 30 s): every built-in incident under two seeds, each service's whole log and
its default window, all services merged, plus floods with characters changed in place and
seeded random edits of real lines.
"""

from __future__ import annotations

import functools
import itertools
import random
import sys
from collections import Counter
from pathlib import Path

import pytest

import prodsim
from oncall.fold import ERROR_LEVELS, Template, clean_line, fold_lines, level_of, mask
from oncall.fold.times import order_key, stamps
from oncall.fold.variables import generalize

if str(Path(__file__).parent) not in sys.path:  # `--import-mode=importlib` adds no test dir
    sys.path.insert(0, str(Path(__file__).parent))
from outcome_reference import outcome_groups

pytestmark = pytest.mark.slow

SEEDS = (7, 1)


def reference_templates(lines: list[str]) -> tuple[Template, ...]:
    cleaned = [clean_line(line) for line in lines]
    masked = [mask(line) for line in cleaned]
    counts = Counter(masked)
    general = dict(zip(counts, generalize(list(counts), list(counts.values())), strict=True))
    groups: dict[str, list[int]] = {}
    for i, template in enumerate(masked):
        groups.setdefault(general[template], []).append(i)
    groups = outcome_groups(groups, cleaned)
    times = stamps(cleaned)
    present = [ts for ts in times or () if ts]
    in_order = all(a <= b for a, b in itertools.pairwise(present))
    ranked = []
    for template, members in groups.items():
        first_ts = last_ts = None
        if times is not None:
            stamped = [i for i in members if times[i]]
            if in_order:
                first_ts, last_ts = times[members[0]] or None, times[members[-1]] or None
            elif stamped:
                early = min(stamped, key=lambda i: (order_key(times[i]), i))
                late = max(stamped, key=lambda i: (order_key(times[i]), i))
                first_ts, last_ts = times[early], times[late]
            else:
                first_ts, last_ts = times[members[0]] or None, times[members[-1]] or None
        level = level_of(template)
        rank = 0 if level in ERROR_LEVELS else 1 if level == "WARN" else 2
        ranked.append(((rank, -len(members), members[0]), Template(
            level, template, cleaned[members[0]], len(members), first_ts, last_ts)))
    ranked.sort(key=lambda entry: entry[0])
    return tuple(template for _, template in ranked)


def assert_folds_like_the_reference(lines: list[str]) -> None:
    folded = fold_lines(lines)
    expected = reference_templates(lines)
    assert folded.templates == expected, lines[:3]
    assert folded.lines_in == len(lines)
    assert sum(t.count for t in folded.templates) == len(lines)


def corpora(name: str, seed: int) -> list[list[str]]:
    """Each service's whole log and its default window, all services merged in time order,
    and the last 2,000 of those."""
    world = prodsim.build_world(prodsim.load_incident(name), seed)
    start, end = world.default_window()
    out, merged = [], []
    for service in world.services:
        whole = [e.line for e in world.log_entries(service.name)]
        out += [whole, [e.line for e in world.log_entries(service.name, start, end)]]
        merged += whole
    merged.sort()
    return [*out, merged, merged[-2000:]]


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", prodsim.list_incidents())
def test_every_prodsim_log_folds_like_the_reference(name: str, seed: int) -> None:
    for lines in corpora(name, seed):
        assert_folds_like_the_reference(lines)


@functools.cache
def real_lines() -> tuple[str, ...]:
    return tuple(line for name in prodsim.list_incidents() for line in corpora(name, 7)[-1])


SWAPS = "0123456789abcdefABCDEFghzGZxX-_ ,;)\x00\n\r\xe9\u2028"


@pytest.mark.parametrize("seed", range(12))
def test_floods_with_characters_changed_in_place_fold_like_the_reference(seed: int) -> None:
    """Where a line family forms: digits, id characters and constant text swapped, the length
    kept, so only the family's checks can tell the changed lines apart."""
    rng = random.Random(seed)
    world = prodsim.build_world(prodsim.load_incident("log-flood"), SEEDS[seed % 2])
    flood = [e.line for e in world.log_entries("cart")]
    for _ in range(6):
        size = rng.choice((65, 100, 600, 1200, 2100))
        start = rng.randrange(len(flood) - size)
        lines = flood[start:start + size]
        for _ in range(rng.choice((0, 1, 2, 5, 40))):
            i = rng.randrange(len(lines))
            line = lines[i]
            at = line.find("sess-") + 5
            if at > 4 and rng.random() < 0.2:  # an id of hex letters only is not merged
                letters = "".join(rng.choice("abcdefABCDEF") for _ in range(12))
                lines[i] = line[:at] + letters + line[at + 12:]
                continue
            column = at + rng.randrange(12) if at > 4 and rng.random() < 0.5 else rng.randrange(
                len(line))
            lines[i] = line[:column] + rng.choice(SWAPS) + line[column + 1:]
        assert_folds_like_the_reference(lines)


EDITS = "0123456789" * 3 + "abcdefxXghzGZ-_:./ ,;)]}>\"'|(" + "\t\r\n\x00\x85\u2028é日µ\ufffd"


def edited(rng: random.Random, line: str) -> str:
    """`line` with a few characters replaced, inserted or deleted, or cut short."""
    for _ in range(rng.choice((1, 1, 2, 3, 6))):
        at = rng.randrange(len(line) + 1)
        op = rng.random()
        if op < 0.4 and line:
            at = min(at, len(line) - 1)
            line = line[:at] + rng.choice(EDITS) + line[at + 1:]
        elif op < 0.7:
            line = line[:at] + rng.choice(EDITS) + line[at:]
        elif op < 0.9 and line:
            line = line[:at] + line[at + 1:]
        else:
            line = line[:at]
    return line


@pytest.mark.parametrize("seed", range(12))
def test_real_lines_with_random_edits_fold_like_the_reference(seed: int) -> None:
    rng = random.Random(seed)
    pool = real_lines()
    for _ in range(5):
        size = rng.choice((1, 5, 64, 300, 513, 1100, 2100))
        start = rng.randrange(max(len(pool) - size, 1))
        lines = pool[start:start + size] if rng.random() < 0.5 else [
            rng.choice(pool) for _ in range(size)]
        rate = rng.choice((0.001, 0.01, 0.1, 0.5))
        assert_folds_like_the_reference(
            [edited(rng, line) if rng.random() < rate else line for line in lines])
