"""The fold's fast paths give exactly what the plain rules give.

`fold_lines` masks each distinct line *shape* (digits written as `1`) once, masks the tokens
of all lines in a few passes over the whole text, strips plain ISO timestamps with one
regex, and reads `<*> LEVEL` templates without the level regex. Each is checked here against
the straightforward per-line, per-token code it replaces (`mask`, `TokenMasks`, the regexes).
"""

from __future__ import annotations

import importlib
import re
import string
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from oncall.fold import level_of, mask, timestamp_of
from oncall.fold.masking import (
    _DIGIT_RUNS,
    _FAST_LEAD,
    _FAST_LEADS,
    _IN_TOKEN,
    _LEADING_TS,
    _LEVEL,
    _LEVEL_WORDS,
    _NEEDS_ALL_RULES,
    TokenMasks,
    mask_lines,
    mask_tokens,
    templates_of,
)

SETTINGS = settings(max_examples=300, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])

DIGITS = set(string.digits)
ISO = st.from_regex(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{0,6})?Z?",
                    fullmatch=True)
LEAD = st.one_of(ISO.map(lambda ts: ts + " "), ISO, ISO.map(lambda ts: ts + "7 "),
                 st.sampled_from(["Nov 30 02:13:58 ", "<34>Oct 11 22:14:15 ", "[2026-11-30 ",
                                  "2024-01-01 12:00:00,123 ", "12:00:01 ", "<*> ", ""]))
TOKEN = st.one_of(
    st.sampled_from(["ERROR", "WARN", "info", "[error]", "level=warn", "Error:", "<*>", "",
                     "0x1f", "r24=0x1F", "1x2", "12µs", "k8s", "v2beta1", "1h30m", "\x00",
                     "aaaaaaaa-1111-bbbb-cccc-dddddddddddd", "\u0663\u0664", "#", "a#1"]),
    st.integers(0, 10**20).map(str),
    st.text(alphabet="0123456789abcdefxXAFmshµ:-./_|=#[]()TZ", max_size=40),
    st.text(max_size=8))
LINE = st.builds(lambda lead, toks: lead + " ".join(toks), LEAD, st.lists(TOKEN, max_size=10))
LINES = st.lists(st.one_of(LINE, LINE, LINE, st.text(max_size=60)), max_size=40).map(
    lambda lines: [line.replace("\n", " ") for line in lines])


def _digit_items(pattern: re.Pattern[str]) -> list[tuple[str, object]]:
    """Each literal digit and each character class holding only some digits, in `pattern`."""
    parser: Any = importlib.import_module("re._parser")
    constants: Any = importlib.import_module("re._constants")
    categories = {constants.CATEGORY_SPACE: r"\s", constants.CATEGORY_DIGIT: r"\d",
                  constants.CATEGORY_WORD: r"\w"}
    found: list[tuple[str, object]] = []

    def walk(items: Any) -> None:
        for op, arg in items:
            if op in (constants.LITERAL, constants.NOT_LITERAL):
                if chr(arg) in DIGITS:
                    found.append(("literal", chr(arg)))
            elif op is constants.IN:
                held = set()
                for item_op, item in arg:
                    if item_op is constants.LITERAL:
                        held.add(chr(item))
                    elif item_op is constants.RANGE:
                        held |= {chr(c) for c in range(item[0], item[1] + 1)}
                    elif item_op is constants.CATEGORY:
                        held |= {d for d in DIGITS if re.fullmatch(categories[item], d)}
                    else:
                        found.append(("class item", str(item_op)))
                if held & DIGITS not in (set(), DIGITS):
                    found.append(("class", sorted(held)))
            elif op is constants.SUBPATTERN:
                walk(arg[-1])
            elif op in (constants.MAX_REPEAT, constants.MIN_REPEAT):
                walk(arg[2])
            elif op is constants.BRANCH:
                for branch in arg[1]:
                    walk(branch)
            elif op in (constants.ASSERT, constants.ASSERT_NOT):
                walk(arg[1])
            elif op is not constants.AT:  # `.`, `\d`, a back-reference: not expected here
                found.append(("other", str(op)))

    walk(parser.parse(pattern.pattern, pattern.flags))
    return found


def test_no_masking_rule_tells_one_digit_from_another_except_the_0_of_0x() -> None:
    """What makes shapes sound: a rule sees a digit only as a digit, so a line and its shape
    (digits written as `1`) get the same matches; only `0x` names a digit, and a shape keeps
    its `0`s when a digit precedes `x` or `X`."""
    for pattern in (_LEADING_TS, _FAST_LEAD, _FAST_LEADS, _DIGIT_RUNS, _NEEDS_ALL_RULES):
        assert _digit_items(pattern) == [], pattern.pattern
    assert _digit_items(_IN_TOKEN) == [("literal", "0")]
    assert "0[xX]" in _IN_TOKEN.pattern


@SETTINGS
@given(LINES)
def test_templates_of_masks_like_mask_line_by_line(lines: list[str]) -> None:
    assert templates_of(lines, "\n".join(lines)) == [mask(line) for line in lines]
    assert mask_lines(lines, "\n".join(lines)) == [mask(line) for line in lines]


@SETTINGS
@given(st.lists(ISO.map(lambda ts: ts + " "), min_size=1, max_size=5),
       st.lists(TOKEN, max_size=12), st.integers(1, 30))
def test_templates_of_on_lines_that_all_open_with_a_plain_timestamp(
        leads: list[str], tokens: list[str], count: int) -> None:
    lines = [(leads[i % len(leads)] + " ".join(tokens[i % (len(tokens) + 1):])).replace("\n", "")
             for i in range(count)]
    assert templates_of(lines, "\n".join(lines)) == [mask(line) for line in lines]


@SETTINGS
@given(LINE, st.sampled_from(string.digits))
def test_a_line_and_its_digits_changed_share_a_template(line: str, digit: str) -> None:
    if re.search("[0-9][xX]", line):  # then only 1-9 are interchangeable
        other = re.sub("[1-9]", digit if digit != "0" else "1", line)
    else:
        other = re.sub("[0-9]", digit, line)
    assert mask(other) == mask(line)


@SETTINGS
@given(st.lists(TOKEN, max_size=30))
def test_mask_tokens_masks_like_token_masks(tokens: list[str]) -> None:
    one_by_one = TokenMasks()
    assert mask_tokens(tokens) == {token: one_by_one[token] for token in tokens}


@SETTINGS
@given(LINE)
def test_the_fast_timestamp_lead_is_what_the_full_regex_finds(line: str) -> None:
    fast, full = _FAST_LEAD.match(line), _LEADING_TS.match(line)
    if fast is not None:
        assert full is not None and full.span("ts") == fast.span("ts") == fast.span()
        assert full.start("ts") == 0
    if full is not None:
        assert timestamp_of(line) == full.group("ts")


def _level_by_regex(template: str) -> str:
    found = _LEVEL.search(template)
    if found is None:
        return "-"
    return _LEVEL_WORDS[next(g for g in found.groups() if g is not None).upper()]


@SETTINGS
@given(st.builds(lambda head, toks: head + " ".join(toks),
                 st.sampled_from(["<*> ", "<*>", "<*>  ", ""]),
                 st.lists(st.one_of(st.sampled_from([*_LEVEL_WORDS, "info", "Error:", "WARN:",
                                                     "[warn]", "INFOx", "level=debug"]),
                                    st.text(max_size=6)), max_size=4)))
def test_level_of_reads_a_level_after_the_leading_variable_like_the_regex(template: str) -> None:
    assert level_of(template) == _level_by_regex(template)
