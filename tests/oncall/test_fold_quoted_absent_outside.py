"""The fold on access and service logs written from the outside (`quoted_absent_outside`,
with no sight of the fold): nginx, Apache with a virtual host, Go logfmt, zap JSON lines,
Envoy, ALB, Rails and klog, rich in quoted strings holding commas, colons and `=` (user
agents, requests, messages) and in fields that are sometimes absent (`-`, `""`, `null`).
Its truth keeps apart what a constant word tells apart: an HTTP method, the phrase after a
comma (`upload failed, retrying` / `..., giving up`); an absent field is no template of its
own. Every true template keeps a verbatim exemplar on every format and seed, but those in
`KNOWN_LOSSES`.
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
import quoted_absent_outside

FORMATS = dict(quoted_absent_outside.FORMATS)
SEEDS = (0, 1)
KNOWN_LOSSES: dict[str, set[str]] = {}
"""True templates of which the fold keeps one only, and why (none now)."""


@cache
def _outcome(name: str, seed: int) -> tuple[set[str], set[str], set[str]]:
    """The true templates of a format's log, its abnormal ones, and those the fold kept."""
    rows = FORMATS[name](random.Random(seed))
    shown = {t.exemplar for t in fold_lines([row["line"] for row in rows]).templates}
    return ({row["template"] for row in rows},
            {row["template"] for row in rows if row["level"] in {"WARN", "ERROR", "FATAL"}},
            {row["template"] for row in rows if clean_line(row["line"]) in shown})


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", sorted(FORMATS))
def test_every_true_template_keeps_an_exemplar(name: str, seed: int) -> None:
    true, _, kept = _outcome(name, seed)
    assert true - kept <= KNOWN_LOSSES.get(name, set()), sorted(true - kept)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", sorted(FORMATS))
def test_every_abnormal_template_keeps_an_exemplar(name: str, seed: int) -> None:
    _, abnormal, kept = _outcome(name, seed)
    assert abnormal - kept == set()
