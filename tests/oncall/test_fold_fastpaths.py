"""The fold's fast paths give exactly what the plain rules give.

`fold_lines` masks each distinct line *shape* (digits written as `1`, ids glued to a word
merged) once, shapes and counts the lines in chunks, masks the tokens of all shapes in a few
passes over their text, strips plain ISO timestamps with one regex, slices the timestamps
of lines that all open with one, builds `Template`s without their dataclass `__init__`, and
reads `<*> LEVEL` templates without the level regex. Each is checked here against the
straightforward per-line, per-token code it replaces (`mask`, `TokenMasks`, the regexes).
"""

from __future__ import annotations

import importlib
import re
import string
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from oncall.fold import Template, clean_line, fold_lines, level_of, mask, timestamp_of
from oncall.fold import core as fold_core
from oncall.fold.kept import has_kept, keep, restore, unkept
from oncall.fold.levels import _LEVEL, _LEVEL_WORDS, _mark_level
from oncall.fold.masking import (
    _HEX_AFTER_MARK,
    _ID_AFTER_WORD,
    _MID_NAMED,
    _WHOLE_ID,
    _WHOLE_ID_SHAPE,
    _merge_ids,
    _named_stamps,
    _ones,
    _split_leads,
    mask_lines,
    mask_shapes,
    shapes_of,
    templates_of,
)
from oncall.fold.times import _MAYBE_STAMP, _ZEROS, _by_shape, stamps
from oncall.fold.tokens import (
    _DIGIT_RUNS,
    _FAST_LEAD,
    _FAST_LEADS,
    _IN_TOKEN,
    _LEADING_TS,
    _NEEDS_ALL_RULES,
    TokenMasks,
    mask_tokens,
)
from oncall.fold.variable_levels import LEVELISH, levelish

SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
"""As many examples as the fold's other properties: a run of 3,600 a test found nothing
that 300 missed, and 300 cost the default suite 11 s more."""

DIGITS = set(string.digits)
ISO = st.from_regex(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{0,6})?Z?",
                    fullmatch=True)
LEAD = st.one_of(ISO.map(lambda ts: ts + " "), ISO, ISO.map(lambda ts: ts + "7 "),
                 st.sampled_from(["Nov 30 02:13:58 ", "<34>Oct 11 22:14:15 ", "[2026-11-30 ",
                                  "2024-01-01 12:00:00,123 ", "12:00:01 ", "<*> ", ""]))
TOKEN = st.one_of(
    st.sampled_from(["ERROR", "WARN", "info", "[error]", "level=warn", "Error:", "<*>", "",
                     "0x1f", "r24=0x1F", "1x2", "12µs", "k8s", "v2beta1", "1h30m", "\x00",
                     "aaaaaaaa-1111-bbbb-cccc-dddddddddddd", "\u0663\u0664", "#", "a#1",
                     "[1,", "22,", "3]", "...]", "[4,5,6]", "[<*>,"]),
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
                    elif item_op is constants.NEGATE:  # the complement of all or none: same
                        pass
                    else:
                        found.append(("class item", str(item_op)))
                if held & DIGITS not in (set(), DIGITS):
                    found.append(("class", sorted(held)))
            elif op is constants.SUBPATTERN:
                walk(arg[-1])
            elif op in (constants.MAX_REPEAT, constants.MIN_REPEAT, constants.POSSESSIVE_REPEAT):
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
    the `0` of each `0x` or `0X`."""
    for pattern in (_LEADING_TS, _FAST_LEAD, _FAST_LEADS, _DIGIT_RUNS, _NEEDS_ALL_RULES,
                    _ID_AFTER_WORD):
        assert _digit_items(pattern) == [], pattern.pattern
    assert _digit_items(_IN_TOKEN) == [("literal", "0")]
    assert _digit_items(_HEX_AFTER_MARK) == [("literal", "0")] * 2  # the `0` of `0x`
    assert "0[xX]" in _IN_TOKEN.pattern


@pytest.mark.slow  # 300 examples of whole folds: seconds each
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
    """Every digit but a constant one (`IPV6`, `<3>`: `oncall.fold.kept`) is interchangeable;
    the constant ones are kept digits here, which the substitution leaves alone."""
    kept = keep(unkept(line))
    if re.search("[0-9][xX]", kept):  # then only 1-9 are interchangeable
        other = re.sub("[1-9]", digit if digit != "0" else "1", kept)
    else:
        other = re.sub("[0-9]", digit, kept)
    assert mask(restore(other)) == mask(line)


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
    marked = _mark_level(template)
    if marked is not None:
        return marked
    found = _LEVEL.search(template)
    if found is None:
        return "-"
    return _LEVEL_WORDS[next(g for g in found.groups() if g is not None).upper()]


@SETTINGS
@given(st.builds(lambda head, toks: head + " ".join(toks),
                 st.sampled_from(["<*> ", "<*>", "<*>  ", ""]),
                 st.lists(st.one_of(st.sampled_from([*_LEVEL_WORDS, "info", "Error:", "WARN:",
                                                     "[warn]", "INFOx", "level=debug",
                                                     "E!", "E<*>", "fail:", "W  "]),
                                    st.text(max_size=6)), max_size=4)))
def test_level_of_reads_a_level_after_the_leading_variable_like_the_regex(template: str) -> None:
    assert level_of(template) == _level_by_regex(template)


# Ids glued to a word by a dash, and the characters around them that decide whether they are
# merged: the word's last letter (hex or not), the run (hex, digits, length), what ends it.
ID_WORD = st.sampled_from(["sess", "msg", "cart", "g", "Z", "T", "x", "a", "f", "C", "1", "",
                           "k8s", "0x", "id=", "(", "sess-", "UTC", "Dec", "Wed"])
ID_RUN = st.one_of(st.text(alphabet="0123456789abcdefABCDEF", min_size=1, max_size=20),
                   st.text(alphabet="0123456789", min_size=1, max_size=12),
                   st.text(alphabet="abcdef", min_size=8, max_size=12))
ID_END = st.sampled_from([" ", ",", ";", ")", "]", "}", ">", '"', "'", "|", "", ".", ".5", "-",
                          ":", ":1", "x", "g", "1", "µs", "ms", "/", "\t", "\r", "Z", "-1111"])
ID_TOKEN = st.builds(lambda word, run, end: f"{word}-{run}{end}", ID_WORD, ID_RUN, ID_END)
ID_LINE = st.builds(lambda lead, toks: lead + " ".join(toks), LEAD,
                    st.lists(st.one_of(ID_TOKEN, ID_TOKEN, TOKEN), max_size=6))


def test_the_id_merge_on_known_tokens() -> None:
    merged = {"sess-12009e3e3932,": "sess-1,", "sess-37244d305f77223c)": "sess-1)",
              "g-12345678 ": "g-1 ", "Z-a1b2c3d4|": "Z-1|", "x-00000000": "x-1"}
    kept = ["sess-deadbeef,", "a-12345678,", "f-1a2b3c4d5e ", "sess-1234567,", "sess-1a2b3c4dx",
            "sess-12345678.5", "sess-12345678-", "sess-12345678:", "1-12345678 ", "-12345678 ",
            "sess-12345678\t", "sess-1a2b3c4dg"]
    for token, expected in merged.items():
        assert _merge_ids(token) == expected
    for token in kept:
        assert _merge_ids(token) == token


@SETTINGS
@given(st.one_of(ID_LINE, ID_LINE, LINE).map(lambda line: line.replace("\n", " ")))
def test_merging_ids_keeps_the_template(line: str) -> None:
    assert mask(_merge_ids(line)) == mask(line)
    (shape,) = shapes_of(line)
    assert mask_shapes([shape])[0] == [mask(line)]  # a shape holds kept digits as such


@pytest.mark.slow  # 300 examples of whole folds: seconds each
@SETTINGS
@given(st.lists(st.one_of(ID_LINE, ID_LINE, LINE), max_size=30).map(
    lambda lines: [line.replace("\n", " ") for line in lines]))
def test_templates_of_masks_lines_with_ids_like_mask(lines: list[str]) -> None:
    assert templates_of(lines, "\n".join(lines)) == [mask(line) for line in lines]
    distinct = list(dict.fromkeys(lines))
    kept = [keep(unkept(line)) for line in distinct]  # as `shapes_of` writes them
    assert mask_shapes(kept)[0] == [mask(line) for line in distinct]


HEX_BEFORE = st.sampled_from([" ", "(", "[", '"', "'", "=", "a", "1", ".", ",", ":", "-", "/",
                             "12:34:56,", "x", "0", "\t", "<", ""])
HEX_RUN = st.text(alphabet="0123456789abcdefABCDEF", min_size=1, max_size=18)
HEX_END = st.sampled_from([" ", ",", ")", "]", ".", ".5", ":", ":1", "-", "-0x1f", "g", "x", "1",
                          "ms", "µs", '"', "=", "/", "\t", "Z", "é", ""])
HEX_TOKEN = st.builds(lambda before, x, run, end: f"{before}0{x}{run}{end}", HEX_BEFORE,
                      st.sampled_from(["x", "X"]), HEX_RUN, HEX_END)
HEX_LINE = st.builds(lambda lead, toks: lead + " ".join(toks), LEAD,
                     st.lists(st.one_of(HEX_TOKEN, HEX_TOKEN, TOKEN), max_size=6))


def test_the_0x_merge_on_known_tokens() -> None:
    merged = {"session 0x14f05578bf8001a with": "session 0x1 with",
              "zxid=0x1eedb111,": "zxid=0x1,", "(0XDEADbeef)": "(0x1)", '"0x1f"': '"0x1"',
              "[0x11a]": "[0x1]"}
    kept = ["a0x1f", "10x1f", ".0x1f", ",0x1f", ":0x1f", "-0x1f", "0x1fg", "0x1fx", "0x1f1z",
            "/0x1f"]
    for text, expected in merged.items():
        assert _merge_ids(text) == expected
    for text in kept:
        assert _merge_ids(" " + text) == " " + text
    # why a `,` or `.` before the `0` is left alone: a time's fraction or a decimal takes it
    for text in ("12:34:56,0x1f", "1.0x1f"):
        assert mask(f"a {text} b") != mask(f"a {text.replace('0x1f', '0x1')} b")


@SETTINGS
@given(st.one_of(HEX_LINE, HEX_LINE, LINE).map(lambda line: line.replace("\n", " ")))
@example("0000-00-00T00:00:00[4,5,6]")  # a list glued to a leading stamp (hypothesis)
def test_merging_0x_ids_keeps_the_template(line: str) -> None:
    assert mask(_merge_ids(line)) == mask(line)
    (shape,) = shapes_of(line)
    assert mask_shapes([shape])[0] == [mask(line)]


@SETTINGS
@given(st.text(alphabet="0123456789xXa\x0e \n", max_size=400))
def test_ones_keeps_only_the_zero_of_0x(text: str) -> None:
    text = unkept(text)  # as `shapes_of` gives it
    expected = re.sub("[0-9]", lambda d: d.group() if d.group() == "0" and
                      text[d.end():d.end() + 1] in ("x", "X") else "1", text)
    assert _ones(text) == expected


@SETTINGS
@given(st.lists(st.text(alphabet="0123456789xXaf:= \t", min_size=1, max_size=30), min_size=1,
                max_size=20))
def test_lines_with_0x_mask_like_their_shapes(lines: list[str]) -> None:
    """Zeros away from an `x` are written as `1` in shapes: the templates stay the same."""
    assert templates_of(lines, "\n".join(lines)) == [mask(line) for line in lines]


@pytest.mark.slow  # 300 examples of whole folds: seconds each
@SETTINGS
@given(st.lists(st.one_of(ID_LINE, LINE, st.sampled_from(["a", "a", "b 1", "b 22"])),
                max_size=40))
def test_shapes_count_each_template_once(lines: list[str]) -> None:
    lines = [line.replace("\n", " ") for line in lines]
    shaped = fold_core._shape(lines)
    if has_kept("\n".join(lines)):  # characters that stand for kept digits: cleaned first
        assert shaped is None
        lines = [clean_line(line) for line in lines]
        shaped = fold_core._shape(lines)
    assert shaped is not None
    # A line and its shape have one template, and the counts are the shapes' counts.
    assert mask_shapes(shaped.shapes)[0] == [mask(line) for line in lines]
    assert dict(shaped.counts) == dict(Counter(shaped.shapes))
    text = "\n".join(lines)
    assert shaped.size == (len(text), len(text.encode("utf-8", "surrogatepass")))
    assert sum(shaped.counts.values()) == len(lines)


@pytest.mark.slow  # 300 examples of whole folds: seconds each
@SETTINGS
@given(st.lists(st.one_of(LINE, st.text(max_size=30)), max_size=20))
def test_the_size_of_lines_is_the_size_of_their_join(lines: list[str]) -> None:
    text = "\n".join(lines)
    assert fold_core._size(lines) == (len(text), len(text.encode("utf-8", "surrogatepass")))


def test_templates_built_without_init_are_ordinary_templates() -> None:
    import copy
    import dataclasses
    import pickle

    made = fold_core._template("INFO", "<*> INFO a", "x INFO a", 2, "x", None)
    plain = Template("INFO", "<*> INFO a", "x INFO a", 2, "x", None)
    assert made == plain and hash(made) == hash(plain) and repr(made) == repr(plain)
    assert pickle.loads(pickle.dumps(made)) == plain == copy.deepcopy(made)
    assert dataclasses.asdict(made) == dataclasses.asdict(plain)
    assert list(vars(made)) == [f.name for f in dataclasses.fields(Template)]
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.count = 3  # type: ignore[misc]


@SETTINGS
@given(st.lists(st.builds(lambda lead, toks: lead + " ".join(toks),
                          st.sampled_from(["2026-11-30T02:13:58.412Z ", "2026-11-30T02:13:58Z ",
                                           "2026-11-30T02:13:58.41Z ", ""]),
                          st.lists(TOKEN, max_size=4)), min_size=1, max_size=20))
def test_sliced_timestamps_are_what_timestamp_of_reads(lines: list[str]) -> None:
    lines = [clean_line(line.replace("\n", " ")) for line in lines]
    shapes = shapes_of("\n".join(lines))
    _, lead = mask_shapes(list(dict.fromkeys(shapes)))
    if lead:
        assert all(line[:lead] == timestamp_of(line) for line in lines)


WHOLE_ID = st.one_of(st.text(alphabet="0123456789abcdefABCDEF", min_size=6, max_size=20),
                     st.builds(lambda a, b: f"{a}-{b[:4]}-{b[4:8]}-{b[8:12]}-{b}",
                               st.text(alphabet="0123456789abcdef", min_size=8, max_size=8),
                               st.text(alphabet="0123456789abcdef", min_size=12, max_size=12)))
WHOLE_ID_LINE = st.builds(
    lambda lead, toks: lead + " ".join(toks),
    st.sampled_from(["", "Nov 30 02:13:58 ", "Nov 30 ", "2026-11-30T02:13:58.412Z ", "Nov ",
                     "[req-", "x "]),
    st.lists(st.one_of(WHOLE_ID, st.builds(lambda i, e: i + e, WHOLE_ID,
                                           st.sampled_from([",", "]", ")", '"', ".", ":", "x"])),
                       TOKEN), min_size=1, max_size=6))


@SETTINGS
@given(st.lists(WHOLE_ID_LINE, min_size=1, max_size=12))
def test_collapsing_whole_token_ids_keeps_every_template(lines: list[str]) -> None:
    """Mostly unique shapes: hex ids and UUIDs that are whole tokens are collapsed."""
    lines = [line.replace("\n", " ") for line in lines]
    assert templates_of(lines, "\n".join(lines)) == [mask(line) for line in lines]
    # `shapes_of` collapses only where its first lines show a gain: the collapse itself,
    # on every line
    collapsed = _WHOLE_ID.sub(_WHOLE_ID_SHAPE, "\n".join(shapes_of("\n".join(lines))))
    assert mask_shapes(collapsed.split("\n"))[0] == [mask(line) for line in lines]


LEAD_PART = st.sampled_from([
    "<34>", "<1\x0e>", "[", "(", "2026-11-30", "2026/11/30", "T", " ", "  ", "   ", "\t",
    "02:13:58", ".412", ",5", "1234567890123", "Z", "+00:00", " -0700", " UTC",
    "10/Oct/2000:13:55:36",
    "Sun", "Sun,", "Jul", "24", "24,", "2005", "-15.42.50.675872", "x", "]", "ERROR", ":", "/"])


def _split_leads_one_by_one(lines: list[str]) -> tuple[list[str], list[str]]:
    """What `_split_leads` gives, the plain way: the lead regex on each whole line."""
    masks = TokenMasks()
    heads, tails = [], []
    for line in lines:
        lead = _FAST_LEAD.match(line) or _LEADING_TS.match(line)
        at = lead.start("ts") if lead else 0
        heads.append("" if lead is None else (masks[line[:at]] + "<*>" if at else "<*>"))
        tails.append(line[lead.end():] if lead else line)
    return heads, tails


@SETTINGS
@given(st.lists(st.lists(LEAD_PART, max_size=24).map("".join), min_size=1, max_size=12))
def test_leads_told_by_openings_are_the_leads_of_whole_lines(lines: list[str]) -> None:
    """`_split_leads` matches each distinct 64-character opening once where no long run of
    spaces or digits lets the regex read further: the same heads and rests as each line's
    own match, on lines that share openings and differ past them."""
    lines = [line.replace("\n", " ") for line in lines]
    lines += [line + " 2026" for line in lines] + [line[:70] + "9" * 12 for line in lines]
    assert _split_leads(lines) == _split_leads_one_by_one(lines)


NAMED_PART = st.sampled_from(["Sun", "Sun,", "Jul", "Dec", "May", " ", "  ", "4", "24", "24,",
                              "2005", "02:38:22", "02:38:22.5", "1", "x", "at", "(", ")"])
NAMED_LINE = st.builds(lambda lead, parts: lead + " ".join(parts),
                       st.sampled_from(["", "2026-11-30T02:13:58.412Z ", "Nov 30 02:13:58 ", "["]),
                       st.lists(NAMED_PART, min_size=1, max_size=14))


@SETTINGS
@given(st.lists(NAMED_LINE, min_size=1, max_size=10))
def test_named_stamps_inside_lines_mask_alike_line_by_line(lines: list[str]) -> None:
    """The hint-driven search writes exactly what the whole-text regex writes, in a line
    alone and in lines joined."""
    assert templates_of(lines, "\n".join(lines)) == [mask(line) for line in lines]
    for text in (*lines, "\n".join(lines)):
        assert _named_stamps(text) == _MID_NAMED.sub("1", text)


def test_a_named_stamp_inside_a_line_is_one_variable() -> None:
    assert mask("ftpd[7]: connection from 1.2.3.4 () at Sun Jul 24 02:38:22 2005") == \
        "ftpd[<*>]: connection from <*> () at <*>"
    assert mask("x at Jul  4 02:38:22 y, Dec 24, 2026 10:00:00.5") == "x at <*> y, <*>"
    assert mask("May 5 retries at 10:00:01") == "May <*> retries at <*>"


def test_each_named_stamp_hint_costs_a_few_anchored_tries(monkeypatch: pytest.MonkeyPatch,
                                                         ) -> None:
    """A hint with no stamp behind it (`4 2026 10:00` in every line, none a stamp) is tried
    only where a stamp's opening up to that hint is (`Jan 4 10:` before `6`), never searched
    to the line's end: a search per hint made a long line cost its length squared."""
    import oncall.fold.masking as masking

    tries: list[int] = []
    real = masking._MID_NAMED

    class Recorder:
        def match(self, text: str, pos: int) -> re.Match[str] | None:
            tries.append(pos)
            return real.match(text, pos)

    monkeypatch.setattr(masking, "_MID_NAMED", Recorder())
    line = "I1130 job 7 2026 10:00:01 and 4 1999 11:22 at Jan 4 10:6 then x " * 50
    hints = len(list(masking._NAMED_HINT.finditer(line)))
    assert hints >= 100 and _named_stamps(line) == line  # hints, and no stamp
    assert 0 < len(tries) <= line.count("Jan 4 10:")


STAMP_PIECE = st.one_of(
    st.sampled_from(["Nov 30 02:13:58", "Sun, Jul 24, 2005 02:38:22", "Jul  4 02:38:22 2005",
                     "10/Oct/2000:13:55:36 -0700", "2005-06-03-15.42.50.675872", "<34>",
                     "2024/01/01", "2024-01/01 12:00", "12:00:01,5", "1:2:3", "12:00", "T",
                     "[", "(", " ", "-", "/", ":", ".", "Z", "UTC", "+01:00", "\t", "é"]),
    st.from_regex(r"[0-9]{1,5}", fullmatch=True),
    st.text(alphabet="0123456789-/:.T Z", max_size=25))
STAMP_LINE = st.lists(STAMP_PIECE, max_size=12).map("".join)


@SETTINGS
@given(STAMP_LINE)
def test_a_line_the_stamp_filter_turns_away_has_no_timestamp(line: str) -> None:
    """`times._MAYBE_STAMP` spares the search of lines that cannot hold a timestamp: it must
    never turn away a line that `timestamp_of` finds one in."""
    if _MAYBE_STAMP.search(line.translate(_ZEROS)) is None:
        assert timestamp_of(line) is None


LEVELISH_PIECE = st.one_of(
    st.sampled_from(["error", "Warn", "iNfO", "LEVEL", "lvl", "Severity", "<3>", "<*>", "E<*>",
                     "W!", "I/", "x", "an<*>", "[", "\x00", "ſ", "ı", "K", "é", "-", " "]),
    st.text(max_size=6))


@SETTINGS
@given(st.lists(st.lists(LEVELISH_PIECE, max_size=8).map("".join), max_size=6))
def test_levelish_answers_as_the_case_blind_regex(values: list[str]) -> None:
    """`levelish` searches ASCII text upper-cased for the words and as it is for the marks:
    the same answer as `LEVELISH` itself, whatever the text (Unicode text takes the regex)."""
    assert levelish(values) == (LEVELISH.search("\x00".join(values)) is not None)


_HEAD = st.tuples(st.text(alphabet='ab0 [-("=:.,', max_size=60),
                  st.sampled_from([" [", " ", "(", "=", "a", ""])).map("".join)
_TAIL = st.text(alphabet='] )"x0:.', max_size=6)
STAMP_AT_ANY_PLACE = st.tuples(
    st.tuples(_HEAD, st.sampled_from([
        "Nov 30 02:13:58", "30/Nov/2026:02:04:00 +0000", "2026-11-30T02:13:58.412Z",
        "02:13:58", "Sat Jul 25 13:02:16 2026", "2026/07/02 06:33:29.126267"]), _TAIL),
    st.lists(st.tuples(_HEAD, st.one_of(STAMP_LINE, st.sampled_from([
        "Nov 30 02:13:58", "30/Nov/2026:02:04:00 +0000", "2026-11-30T02:13:58.412Z",
        "02:13:58"])), _TAIL), min_size=1, max_size=19)).map(
    lambda parts: [(head + stamp + tail).replace("\n", " ")
                   for head, stamp, tail in [parts[0], *parts[1]]])
"""Lines whose first holds a stamp after some text, the others stamps or stamp-like text
after text of any length."""


@SETTINGS
@given(STAMP_AT_ANY_PLACE)
def test_a_stamp_found_by_its_shape_is_what_a_search_finds(lines: list[str]) -> None:
    """A stamp behind text of any length has no one place: the shape of one line's stamp
    is looked for in the others (`times._by_shape`: between the same marks, or asked of the
    stamp regex a little before it), and what it fills must be what a search of each line
    finds."""
    found = timestamp_of(lines[0])
    assume(found is not None and lines[0].find(found) > 0)
    start = lines[0].find(found)
    end = start + len(found)
    zeros = [line.translate(_ZEROS) for line in lines]
    shape = found.translate(_ZEROS)
    maybe = [_MAYBE_STAMP.search(zeroed) for zeroed in zeros]
    out: list[str | None] = [None] * len(lines)
    _by_shape([(j, zeros[j], place) for j, place in enumerate(maybe) if j and place],
              lines, shape, zeros[0][max(start - 4, 0):start], lines[0][end:end + 1], out)
    for line, filled in zip(lines, out, strict=True):
        assert filled is None or filled == timestamp_of(line), line


def test_a_stamp_after_a_key_at_many_places_is_found_after_that_key() -> None:
    """A JSON record's fields before its time vary in length, so the time has no one place:
    it is found after the key the first record names it with (`,"ts":"`), a `find` and a
    slice a line; a line whose text after that key is no stamp is searched as before."""
    lines = [f'{{"n":{7 ** (i % 12)},"ts":"2026-11-30T02:{i // 60:02d}:{i % 60:02d}.'
             f'{i:03d}Z","msg":"login"}}' for i in range(240)]
    lines[7] = lines[7].replace('"ts":"', '"ts":"at ')  # the key, then no stamp after it
    assert stamps(lines) == [timestamp_of(line) or "" for line in lines]
    (template,) = [t for t in fold_lines(lines).templates if t.count == 239]
    assert (template.first_ts, template.last_ts) == ("2026-11-30T02:00:00.000Z",
                                                      "2026-11-30T02:03:59.239Z")
