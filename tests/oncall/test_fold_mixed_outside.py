"""The fold on ten more formats written from the outside (`mixed_outside`, with no sight of
the fold): `docker compose logs` and `kubectl logs --prefix` output of several services,
Python logging with ANSI colours and tracebacks, a Go panic, Postfix, IIS W3C, Caddy JSON,
Suricata eve JSON, Serilog and Celery. Its truth keeps a request's method and a delivery's
status apart, makes a pooled name (a task, a pod, a queue) a variable, and makes each
stack-trace line pattern one template. Every true template and every abnormal one keeps a
verbatim exemplar on seeds 0 and 1.
"""

from __future__ import annotations

import random
import sys
from functools import cache
from pathlib import Path

import pytest

from oncall.fold import clean_line, fold_lines

if str(Path(__file__).parent) not in sys.path:  # `--import-mode=importlib` adds no test dir
    sys.path.insert(0, str(Path(__file__).parent))
import mixed_outside

FORMATS = dict(mixed_outside.FORMATS)
SEEDS = (0, 1)


@cache
def _outcome(name: str, seed: int) -> tuple[set[str], set[str], set[str], float]:
    """The true templates of a format's log, its abnormal ones, those the fold kept, and the
    fold's token ratio."""
    rows = FORMATS[name](random.Random(seed))
    folded = fold_lines([row["line"] for row in rows])
    shown = {t.exemplar for t in folded.templates}
    return ({row["template"] for row in rows},
            {row["template"] for row in rows if row["level"] in {"WARN", "ERROR", "FATAL"}},
            {row["template"] for row in rows if clean_line(row["line"]) in shown},
            folded.tokens_in / folded.tokens_out)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", sorted(FORMATS))
def test_every_true_template_keeps_an_exemplar(name: str, seed: int) -> None:
    true, _, kept, _ = _outcome(name, seed)
    assert true - kept == set(), sorted(true - kept)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", sorted(FORMATS))
def test_every_abnormal_template_keeps_an_exemplar(name: str, seed: int) -> None:
    _, abnormal, kept, _ = _outcome(name, seed)
    assert abnormal - kept == set()


@pytest.mark.parametrize("name", sorted(set(FORMATS) - {"caddy_json"}))
def test_the_fold_removes_most_of_the_repetition(name: str) -> None:
    """At least 15× fewer tokens on each format but Caddy's JSON access log (2.6×: optional
    headers and the header order give its records many widths, `docs/fold.md`)."""
    assert _outcome(name, 0)[3] >= 15
