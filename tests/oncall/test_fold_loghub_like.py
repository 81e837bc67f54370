"""The fold on a second corpus written from the outside (`loghub_like`): the sixteen systems
of the public Loghub 2k logs, written from what those systems print, with no sight of the
fold's code or of its own corpus. Every true template keeps a verbatim exemplar on every
format and seed, WARN/ERROR/FATAL ones above all, and the tokens go down at least fifteen
times overall (the issue's target).

`python -m pytest tests/oncall/test_fold_loghub_like.py -s -k overall` prints the table.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

import pytest

from oncall.fold import Folded, clean_line, fold_lines

if str(Path(__file__).parent) not in sys.path:  # `--import-mode=importlib` adds no test dir
    sys.path.insert(0, str(Path(__file__).parent))
import loghub_like

ABNORMAL = frozenset({"WARN", "ERROR", "FATAL"})
OVERALL_RATIO = 15.0


@cache
def folded(name: str, seed: int = 0, n: int = 2000) -> tuple[loghub_like.Corpus, Folded,
                                                             frozenset[str]]:
    """The corpus, its fold and the true templates that kept an exemplar."""
    corpus = loghub_like.corpus(name, seed, n)
    result = fold_lines(corpus.lines)
    template_of = {clean_line(line): tid
                   for line, tid in zip(corpus.lines, corpus.truth, strict=True)}
    kept = frozenset(template_of[t.exemplar] for t in result.templates)
    return corpus, result, kept


@pytest.mark.parametrize("name", list(loghub_like.FORMATS))
@pytest.mark.parametrize("seed, n", [(0, 2000), (1, 2000), (2, 600)])
def test_every_true_template_keeps_an_exemplar(name: str, seed: int, n: int) -> None:
    corpus, _, kept = folded(name, seed, n)
    assert sorted(set(corpus.truth) - kept) == []


def table() -> str:
    rows = [f"{'format':12} {'true':>5} {'kept':>5} {'abnormal':>9} {'out':>5} {'tok in':>8} "
            f"{'tok out':>8} {'ratio':>6}"]
    for name in loghub_like.FORMATS:
        corpus, result, kept = folded(name)
        true = set(corpus.truth)
        abnormal = {t for t in true if corpus.levels[t] in ABNORMAL}
        rows.append(f"{name:12} {len(true):5} {len(true & kept):5} "
                    f"{len(abnormal & kept):4}/{len(abnormal):<4} {len(result.templates):5} "
                    f"{result.tokens_in:8} {result.tokens_out:8} "
                    f"{result.tokens_in / result.tokens_out:5.1f}x")
    return "\n".join(rows)


def test_the_fold_removes_fifteen_sixteenths_of_the_tokens_overall() -> None:
    tokens_in = sum(folded(n)[1].tokens_in for n in loghub_like.FORMATS)
    tokens_out = sum(folded(n)[1].tokens_out for n in loghub_like.FORMATS)
    report = table()
    print(report)
    print(f"overall {tokens_in} -> {tokens_out} tokens ({tokens_in / tokens_out:.1f}x)")
    assert tokens_in / tokens_out >= OVERALL_RATIO, report
