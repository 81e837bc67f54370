"""The fold on syslog logs written from the outside (`syslog_outside`, with no sight of the
fold): BSD syslog from two hosts and from six, RFC 5424, journald's short-iso, macOS from two
hosts, and an application log that only looks like syslog. Every true template keeps a
verbatim exemplar on every format and seed (two programs saying the same words are two
templates; so are two messages that differ in one constant word), and the tokens go down at
least fifteen times overall.
"""

from __future__ import annotations

import random
import sys
from functools import cache
from pathlib import Path

import pytest

from oncall.fold import Folded, clean_line, fold_lines

if str(Path(__file__).parent) not in sys.path:  # `--import-mode=importlib` adds no test dir
    sys.path.insert(0, str(Path(__file__).parent))
import syslog_outside

FORMATS = dict(syslog_outside.FORMATS)
SEEDS = (0, 1, 2)


@cache
def _folded(name: str, seed: int) -> tuple[list[dict[str, str]], Folded]:
    index = list(FORMATS).index(name)
    rows = FORMATS[name](random.Random(seed * 1000 + index))
    return rows, fold_lines([row["line"] for row in rows])


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", sorted(FORMATS))
def test_every_true_template_keeps_an_exemplar(name: str, seed: int) -> None:
    rows, folded = _folded(name, seed)
    shown = {t.exemplar for t in folded.templates}
    kept = {row["template"] for row in rows if clean_line(row["line"]) in shown}
    assert {row["template"] for row in rows} - kept == set()


@pytest.mark.parametrize("seed", SEEDS)
def test_the_syslog_logs_fold_at_least_fifteen_times_overall(seed: int) -> None:
    folded = [_folded(name, seed)[1] for name in sorted(FORMATS)]
    tokens_in = sum(f.tokens_in for f in folded)
    tokens_out = sum(f.tokens_out for f in folded)
    assert tokens_in >= 15 * tokens_out, (tokens_in, tokens_out)
