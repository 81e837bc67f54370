"""The fold, checked from outside on a corpus it was not written against (`heldout_logs`):
every true template keeps a verbatim exemplar, WARN/ERROR/FATAL ones above all, and the
repetition goes — at least 10x fewer tokens overall, and within 3x of what one exemplar per
true template would cost on each format.

A format the fold fails today is marked `xfail(strict=True)` with the failure it shows, so the
day the fold is fixed the mark must go."""

from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oncall.fold import Folded, clean_line, estimate_tokens, fold_lines

if str(Path(__file__).parent) not in sys.path:  # `--import-mode=importlib` adds no test dir
    sys.path.insert(0, str(Path(__file__).parent))
import heldout_logs

LINES = 2000
IDEAL_FACTOR = 3.0
OVERALL_RATIO = 10.0
FORMAT_FLOOR = 4.0

# (check, format) -> the failure the fold shows today; the integrator removes a line once the
# fold passes it (strict: an unexpected pass fails the suite).
KNOWN_FAILURES: dict[tuple[str, str], str] = {
    ("tokens", "postgresql"):
        "12616 tokens out > 3x ideal 5031, 293 templates for 36: the `user@db` session prefix"
        " and table/column names keep slow statements and STATEMENT lines apart (slow_select:"
        " 169 templates for 169 lines, statement_insert: 30 templates for 30 lines, slow_dele"
        "te: 22 templates for 22 lines)",
    ("tokens", "haproxy"):
        "10100 tokens out > 3x ideal 1752, 182 templates for 12: frontend, backend/server and p"
        "ath names stay on the rarer httplog shapes (termination states cR--, sH--)",
    ("tokens", "rails"):
        "6472 tokens out > 3x ideal 1866, 147 templates for 14: `Parameters: {\"user\"=>\"sanjay"
        ".elena\"}` (its keys and names) and `Processing by OrdersController#index as HTML` st"
        "ay (parameters: 100 templates for 313 lines, processing: 17 templates for 313 lines,"
        " ar_load: 8 templates for 313 lines)",
    ("tokens", "aws_alb"):
        "10446 tokens out > 3x ideal 4827, 72 templates for 11: the quoted request URL with a d"
        "igit-free host and path and the target group ARN keep the rarer actions apart",
    ("tokens", "squid"):
        "1912 tokens out > 3x ideal 1251, 48 templates for 11: few-valued words (method, mime"
        " type) split the rarer result codes (refresh: 11 templates for 80 lines, denied: 9 t"
        "emplates for 46 lines, miss: 7 templates for 908 lines)",
    ("tokens", "windows_events"):
        "6776 tokens out > 3x ideal 1252, 162 templates for 13: the computer name (`WS-PEGASUS`"
        ", no digit, no mark) is a tab field of its own since a tab cuts analysis tokens (it "
        "was glued to the masked event id before), and the service names of one to five words"
        " split each service's lines into groups too small for it to be a variable",
}


@dataclass(frozen=True)
class Outcome:
    """One format folded: which true templates kept an exemplar, and what it cost."""

    corpus: heldout_logs.Corpus
    folded: Folded
    kept: frozenset[str]
    strangers: tuple[str, ...]  # exemplars that are no input line
    ideal_tokens: int

    @property
    def missing(self) -> list[str]:
        return sorted(set(self.corpus.truth) - self.kept)

    @property
    def missing_abnormal(self) -> list[str]:
        return [t for t in self.missing if self.corpus.levels[t] in heldout_logs.ABNORMAL]

    @property
    def ratio(self) -> float:
        return self.folded.tokens_in / max(1, self.folded.tokens_out)

    def first_line(self, tid: str) -> str:
        return self.corpus.lines[self.corpus.truth.index(tid)]

    def describe(self, tids: list[str]) -> str:
        shown = "; ".join(f"{t} (x{Counter(self.corpus.truth)[t]}, e.g. "
                          f"{self.first_line(t)[:160]!r})" for t in tids[:8])
        return f"{self.corpus.name}: {len(tids)} template(s) without an exemplar: {shown}"


@cache
def outcome(name: str) -> Outcome:
    c = heldout_logs.corpus(name, seed=1, n=LINES)
    folded = fold_lines(c.lines)
    template_of = {clean_line(line): tid for line, tid in zip(c.lines, c.truth, strict=True)}
    exemplars = [t.exemplar for t in folded.templates]
    kept = frozenset(template_of[e] for e in exemplars if e in template_of)
    strangers = tuple(e for e in exemplars if e not in template_of)
    firsts = {tid: c.lines[c.truth.index(tid)] for tid in set(c.truth)}
    counts = Counter(c.truth)
    # One exemplar per true template in the fold's own layout, plus its fixed preamble.
    ideal = fold_lines([]).tokens_out + estimate_tokens("\n".join(
        f"[x{counts[t]}] {clean_line(line)}" for t, line in sorted(firsts.items())))
    return Outcome(c, folded, kept, strangers, ideal)


def _cases(check: str) -> list[object]:
    marks = {fmt: [pytest.mark.xfail(strict=True, reason=reason)]
             for (c, fmt), reason in KNOWN_FAILURES.items() if c == check}
    return [pytest.param(name, marks=marks.get(name, []), id=name)
            for name in heldout_logs.FORMATS]


# --- the corpus itself --------------------------------------------------------------------------


def test_the_corpus_is_wide_enough_to_mean_something() -> None:
    assert len(heldout_logs.FORMATS) >= 14
    for name in heldout_logs.FORMATS:
        c = heldout_logs.corpus(name, seed=1, n=LINES)
        counts = Counter(c.truth)
        rare = [t for t, k in counts.items() if k <= 3]
        assert len(c.lines) == len(c.truth) == LINES, name
        assert len(counts) >= 10, f"{name}: only {len(counts)} templates"
        assert len(rare) >= 2, f"{name}: rare templates {rare}"
        assert any(c.levels[t] in heldout_logs.ABNORMAL for t in rare), f"{name}: no rare error"
        assert max(counts.values()) >= 100, f"{name}: no frequent template"


def test_every_distinct_line_belongs_to_one_template() -> None:
    """Else an exemplar could not name the template it stands for."""
    for name in heldout_logs.FORMATS:
        c = heldout_logs.corpus(name, seed=1, n=LINES)
        owners: dict[str, set[str]] = {}
        for line, tid in zip(c.lines, c.truth, strict=True):
            owners.setdefault(clean_line(line), set()).add(tid)
        shared = {line: tids for line, tids in owners.items() if len(tids) > 1}
        assert shared == {}, name


def test_the_same_seed_gives_the_same_lines_and_another_seed_other_ones() -> None:
    for name in heldout_logs.FORMATS:
        a = heldout_logs.generate(name, seed=3, n=300)
        assert a == heldout_logs.generate(name, seed=3, n=300), name
        assert a[0] != heldout_logs.generate(name, seed=4, n=300)[0], name


def test_the_quirks_of_real_files_are_in_it() -> None:
    lines = [line for name in heldout_logs.FORMATS
             for line in heldout_logs.corpus(name, seed=1, n=LINES).lines]
    assert any(line.endswith("\r") for line in lines)  # CRLF files
    assert any(line.startswith("\ufeff") for line in lines)  # a byte order mark
    assert any("\t" in line for line in lines)
    assert any(line.endswith(" ") and not line.endswith("\r") for line in lines)
    assert any(not line.isascii() for line in lines)
    assert any(len(line) > 1000 for line in lines)
    assert any("\x1d" in line for line in lines)  # audit's enriched-field separator


def test_variables_without_digits_are_common() -> None:
    """Most of the corpus's variable parts are names, which a digit rule alone cannot mask:
    a template whose instances differ only in digit-free tokens exists in most formats."""
    with_names = 0
    for name in heldout_logs.FORMATS:
        c = heldout_logs.corpus(name, seed=1, n=LINES)
        by_template: dict[str, set[tuple[str, ...]]] = {}
        for line, tid in zip(c.lines, c.truth, strict=True):
            words = tuple(w for w in line.split() if not any(ch.isdigit() for ch in w))
            by_template.setdefault(tid, set()).add(words)
        if any(len(shapes) > 20 for shapes in by_template.values()):
            with_names += 1
    assert with_names >= 3 * len(heldout_logs.FORMATS) // 4


# --- the fold on it -----------------------------------------------------------------------------


@pytest.mark.parametrize("name", _cases("verbatim"))
def test_every_exemplar_is_an_input_line(name: str) -> None:
    o = outcome(name)
    assert o.strangers == (), f"{name}: exemplars that are no input line: {o.strangers[:3]}"


@pytest.mark.parametrize("name", _cases("recall"))
def test_every_true_template_keeps_an_exemplar(name: str) -> None:
    o = outcome(name)
    assert o.missing == [], o.describe(o.missing)


@pytest.mark.parametrize("name", _cases("abnormal"))
def test_every_warn_error_fatal_template_keeps_an_exemplar(name: str) -> None:
    o = outcome(name)
    assert o.missing_abnormal == [], o.describe(o.missing_abnormal)


@pytest.mark.parametrize("name", _cases("tokens"))
def test_the_fold_costs_within_3x_of_one_exemplar_per_template(name: str) -> None:
    o = outcome(name)
    assert o.folded.tokens_out <= IDEAL_FACTOR * o.ideal_tokens, (
        f"{name}: {o.folded.tokens_in} -> {o.folded.tokens_out} tokens ({o.ratio:.1f}x), "
        f"{len(o.folded.templates)} templates out for {len(set(o.corpus.truth))} true ones; "
        f"one exemplar per template would be {o.ideal_tokens} tokens "
        f"({o.folded.tokens_in / o.ideal_tokens:.1f}x)")


@pytest.mark.parametrize("name", _cases("floor"))
def test_every_format_folds_at_least_4x(name: str) -> None:
    """Every format here repeats enough that one exemplar per template is 39x or better."""
    o = outcome(name)
    assert o.folded.tokens_in >= 12 * o.ideal_tokens  # the floor is fair on this format
    assert o.ratio >= FORMAT_FLOOR, (
        f"{name}: {o.folded.tokens_in} -> {o.folded.tokens_out} tokens ({o.ratio:.1f}x)")


@settings(max_examples=6, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10**6), n=st.integers(60, 900))
def test_no_template_is_lost_on_other_seeds_and_lengths(seed: int, n: int) -> None:
    """The figures above are not a lucky draw: other seeds and shorter logs (where a rare
    template may be the only line of its shape) keep every template too."""
    lost = {}
    for name in heldout_logs.FORMATS:
        if ("recall", name) in KNOWN_FAILURES:
            continue
        c = heldout_logs.corpus(name, seed=seed, n=n)
        template_of = {clean_line(line): tid for line, tid in zip(c.lines, c.truth, strict=True)}
        kept = {template_of.get(t.exemplar) for t in fold_lines(c.lines).templates}
        if missing := sorted(set(c.truth) - kept):
            lost[name] = missing
    assert lost == {}


def table() -> str:
    rows = [f"{'format':16} {'true':>5} {'kept':>5} {'abn':>7} {'out':>5} {'tok in':>8} "
            f"{'tok out':>8} {'ratio':>6} {'ideal':>6}"]
    for name in heldout_logs.FORMATS:
        o = outcome(name)
        true = set(o.corpus.truth)
        abn = {t for t in true if o.corpus.levels[t] in heldout_logs.ABNORMAL}
        rows.append(f"{name:16} {len(true):5} {len(true & o.kept):5} "
                    f"{len(abn & o.kept):3}/{len(abn):<3} {len(o.folded.templates):5} "
                    f"{o.folded.tokens_in:8} {o.folded.tokens_out:8} {o.ratio:5.1f}x "
                    f"{o.folded.tokens_in / o.ideal_tokens:5.1f}x")
    return "\n".join(rows)


def test_the_fold_removes_at_least_90_percent_of_the_tokens_overall() -> None:
    tokens_in = sum(outcome(n).folded.tokens_in for n in heldout_logs.FORMATS)
    tokens_out = sum(outcome(n).folded.tokens_out for n in heldout_logs.FORMATS)
    report = table()
    print(report)
    assert tokens_in / tokens_out >= OVERALL_RATIO, (
        f"{tokens_in} -> {tokens_out} tokens ({tokens_in / tokens_out:.1f}x)\n{report}")
