"""Levels written as marks (klog letters, syslog priorities, pino numbers, logcat columns...)
and digits that belong to a word (`IPV4`, `HTTP2`): errors land first, and two templates that
differ in such a word never share a template."""

from __future__ import annotations

import re
import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from oncall.fold import fold_lines, level_of, mask
from oncall.fold.levels import _LEVEL, _NUMERIC_LEVEL, _SHORT_KEYED, _SHORT_LEVEL, _search_level
from oncall.fold.render import rank
from oncall.lab.fold_corpus import formats, generate

MARKED = ["windows", "android", "klog", "dotnet", "syslog-pri", "telegraf", "pino", "apache24",
          "logcat-brief", "nginx", "jsonl", "logfmt", "apache"]
"""Formats whose header writes each line's level (a word or a mark)."""
_CLASS = {"FATAL": 0, "CRITICAL": 0, "ERROR": 0, "WARN": 1}


@pytest.mark.parametrize("name", MARKED)
def test_every_line_of_a_marked_format_gets_the_class_of_its_level(name: str) -> None:
    fmt = formats()[name]
    lines, truth = generate(fmt, 600)
    levels = {f"{fmt.name}: {text}": level for level, text, _ in fmt.templates}
    wrong = [(line, levels[t]) for line, t in zip(lines, truth, strict=True)
             if rank(level_of(mask(line))) != _CLASS.get(levels[t], 2)]
    assert wrong == []


@pytest.mark.parametrize("name", MARKED)
def test_the_folded_text_lists_every_error_template_before_the_rest(name: str) -> None:
    fmt = formats()[name]
    lines = generate(fmt, 600)[0]
    folded = fold_lines(lines)
    classes = [rank(t.level) for t in folded.templates]
    assert classes == sorted(classes)
    errors = {text for level, text, _ in fmt.templates if level in ("ERROR", "FATAL")}
    assert sum(1 for c in classes if c == 0) >= len(errors)


def test_the_outside_level_marks_read_as_their_levels() -> None:
    lines = {
        "E1130 12:00:00.123456       1 reflector.go:138] Failed to watch *v1.Pod": "ERROR",
        "I1130 12:00:00.123456       1 server.go:155] Version: v1.29.0": "INFO",
        "fail: Microsoft.AspNetCore.Server.Kestrel[13] Connection id \"0HMV\" failed": "ERROR",
        "<3>Nov 30 10:00:06 host kernel: EXT4-fs error (device sda1)": "ERROR",
        "<6>Nov 30 10:00:06 host kernel: EXT4-fs error (device sda1)": "INFO",
        "2026-11-30T10:00:12Z E! [inputs.disk] Error in plugin": "ERROR",
        '{"level":50,"time":1796119584000,"msg":"pino error 4"}': "ERROR",
        '{"level":30,"time":1796119584000,"msg":"pino error 4"}': "INFO",
        '{"@t":"2026-11-30T10:00:00Z","@mt":"Lost {Peer}","@l":"Error","Peer":"a"}': "ERROR",
        '{"asctime": "2026-11-30 10:00:00,1", "levelname": "warning", "message": "x"}': "WARN",
    }
    folded = fold_lines(list(lines))
    assert {t.exemplar: t.level for t in folded.templates} == lines
    assert [t.level for t in folded.templates][:6] == ["ERROR"] * 6


SETTINGS = settings(max_examples=200, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
WORD = st.text(alphabet=string.ascii_letters, min_size=2, max_size=6)
FILLER = st.lists(st.sampled_from(["MDNS:", "Addr:", "ok", "proto", "id 42", "x=7", "[net]",
                                   "10.0.0.1", "took 3ms", "-", "fe80::1"]), max_size=4)


@SETTINGS
@given(WORD, st.sampled_from(string.digits), st.sampled_from(string.digits), FILLER, FILLER,
       st.sampled_from(["", "2026-11-30T02:00:00.000Z INFO ", "Nov 30 02:00:00 host k: "]))
def test_templates_that_differ_in_a_word_s_digit_never_merge(
        word: str, a: str, b: str, before: list[str], after: list[str], lead: str) -> None:
    """`IPV4 Addr` and `IPV6 Addr`: a digit that ends a word of letters is part of the
    word, so the two lines keep two templates, each with its own count."""
    line_a = lead + " ".join([*before, word + a, *after])
    line_b = lead + " ".join([*before, word + b, *after])
    folded = fold_lines([line_a, line_b, line_a, line_b, line_b])
    if a == b:
        assert [t.count for t in folded.templates] == [5]
    else:
        assert sorted(t.count for t in folded.templates) == [2, 3]
        assert {t.exemplar for t in folded.templates} == {line_a, line_b}
    assert mask(line_a) == mask(mask(line_a))


def test_constant_words_with_digits_keep_their_digits_in_the_template() -> None:
    lines = ["2026-11-30T02:00:00.000Z INFO kernel: MDNS: IPV4 Addr: 10.0.0.7",
             "2026-11-30T02:00:01.000Z INFO kernel: MDNS: IPV6 Addr: fe80:0:0:0:1:2:3:4",
             "2026-11-30T02:00:02.000Z INFO kernel: MDNS: IPV4 Addr: 10.0.0.9"]
    folded = fold_lines(lines)
    assert sorted(t.template for t in folded.templates) == [
        "<*> INFO kernel: MDNS: IPV4 Addr: <*>", "<*> INFO kernel: MDNS: IPV6 Addr: <*>"]


LEVEL_PIECES = st.sampled_from(["INFO", "info", "Error", "error:", "ERR", "WARNING", "warn",
                                "LEVEL", "level", "levelname", "severity", "lvl", "@l", "=",
                                ":", '"', "'", " ", "[", "]", "<", ">", "(", ")", "x", "_",
                                "Metadata", "é", "@", "FATAL", "Alert", "eror", "50", "4"])


@settings(max_examples=500, deadline=None)
@given(st.sampled_from(["", "INFOx " * 70, "@L" * 40]),
       st.lists(LEVEL_PIECES, max_size=30).map("".join))
def test_the_level_search_finds_what_the_regex_finds(run: str, template: str) -> None:
    """`_search_level` matches only where a needle is (overlapping ones too: `@LEVEL`), and
    past a run of needles (`_PLACES_TRIED`) searches the rest with the regex: it finds
    exactly the match `_LEVEL.search` finds, groups and all."""
    template = run + template
    fast, plain = _search_level(template), _LEVEL.search(template)
    assert (fast and (fast.span(), fast.groups())) == (plain and (plain.span(), plain.groups()))


_WORD_START_NUMERIC = re.compile(r"\blevel\"?[=:]([0-9]{2})(?![0-9])")
_WORD_START_SHORT = re.compile(rf"\b(?:level|lvl)[\"']?[=:][\"']?({'|'.join(_SHORT_KEYED)})\b")


@settings(max_examples=500, deadline=None)
@given(st.lists(LEVEL_PIECES, max_size=30).map("".join))
def test_the_keyed_level_patterns_find_what_a_word_boundary_finds(template: str) -> None:
    """The numeric and four-letter level patterns check a word's start by a look-behind after
    the key's first letter (so they open with a literal): they find exactly what the same
    patterns opening with `\\b` find."""
    for fast, plain in ((_NUMERIC_LEVEL, _WORD_START_NUMERIC), (_SHORT_LEVEL, _WORD_START_SHORT)):
        mine, theirs = fast.search(template), plain.search(template)
        assert (mine and (mine.span(), mine.groups())) == \
            (theirs and (theirs.span(), theirs.groups()))
