"""Drain-style masking of whole lines: a line's leading timestamp, its shape, its template.

The rules are generic on purpose (nothing here knows prodsim's format), and they mask only
the variable *part* of a token (`oncall.fold.tokens`): `r24=0x1f` becomes `r<*>=<*>`,
`pool-3-thread-12` becomes `pool-<*>-thread-<*>`, so two lines whose constant text differs
never share a template. Every rule needs an ASCII digit to fire and every ASCII digit is
consumed by some rule, so a masked line holds no digits and `mask(mask(x)) == mask(x)`:
folding is idempotent. Lines that differ only in their digits are masked once (`shapes_of`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import repeat
from operator import add, getitem, itemgetter
from string import ascii_letters, digits

from oncall.fold.ascii import byte_table, translated
from oncall.fold.kept import (
    KEPT,
    has_kept,
    keep,
    kept_at,
    restore,
    restore_all,
    sites,
    unkept,
)
from oncall.fold.levels import (
    ERROR_LEVELS,
    LEVEL_WORDS,
    NO_LEVEL,
    WARN_LEVELS,
    level_of,
)
from oncall.fold.padding import finished as _finished
from oncall.fold.tokens import (
    _ANY_TS,
    _DAY,
    _DIGIT_OPENS,
    _FAST_LEAD,
    _FAST_LEADS,
    _LEADING_TS,
    _MON,
    VAR,
    TokenMasks,
    mask_tokens,
)

__all__ = ["ERROR_LEVELS", "GLUE", "LEVEL_WORDS", "NO_LEVEL", "VAR", "WARN_LEVELS", "TokenMasks",
           "clean_line", "level_of", "mask", "mask_lines", "mask_shapes", "mask_tokens",
           "needs_cleaning", "shapes_of", "templates_of", "timestamp_of"]

_BREAK_CHARS = "\n\r\x0b\x0c\x1c\x1d\x1e\x1f\x85\u2028\u2029"
"""Line breaks to `str.splitlines`, and `\\x1c`-`\\x1f`, which `oncall.fold.analysis` writes
for the marks of a path and the spaces of a quoted string while it compares templates."""
_BREAKS = re.compile(f"[{_BREAK_CHARS[1:]}{KEPT}]")
_NO_BREAKS = str.maketrans(dict.fromkeys(_BREAK_CHARS + KEPT, "\ufffd"))


def mask(line: str, cache: TokenMasks | None = None) -> str:
    """The template of `line`: every variable part replaced by `<*>`, constant text kept.

    Works token by token (split on single spaces, so spacing is kept exactly but for a
    column's padding and a list of numbers: `oncall.fold.padding.finished`), looking each
    token up in `cache`. A leading timestamp is masked first, whole, since it may span
    spaces (`Nov 30 02:13:58`); a syslog priority or bracket before it keeps its shape."""
    line = unkept(line)
    kept = keep(line)
    if kept is not line:
        return restore(_mask_kept(kept, TokenMasks() if cache is None else cache))
    return _mask_kept(line, TokenMasks() if cache is None else cache)


def _mask_kept(line: str, masks: TokenMasks) -> str:
    """`mask` of a line whose constant digits are kept digits (`oncall.fold.kept`)."""
    lead = _FAST_LEAD.match(line) or _LEADING_TS.match(line)
    if lead is None:
        return _finished(" ".join(map(masks.__getitem__, _named_stamps(line).split(" "))))
    ts_at = lead.start("ts")
    glued, space, rest = _named_stamps(line[lead.end():]).partition(" ")
    head = (masks[line[:ts_at]] if ts_at else "") + VAR + (masks[glued] if glued else "")
    if not space:
        return _finished(head)  # as the batch paths finish every line (a glued `[4,5,6]`)
    return _finished(head + " " + " ".join(map(masks.__getitem__, rest.split(" "))))


_ONES = str.maketrans("0123456789", "1" * 10)
_ONES_BYTES = byte_table(_ONES)

_ID_AFTER_WORD = re.compile(
    r"-(?<=[g-zG-Z]-)(?:(?=[a-fA-F]*+[0-9])[0-9a-fA-F]{8,}+"
    r"|(?=[a-fA-F-]*+[0-9])[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}"
    r"-[0-9a-fA-F]{12})(?![^ \n,;)\]}>\"'|])")
"""An id glued to a word by a dash, as in `sess-12009e3e3932,`: after `-` preceded by a letter
that is not a hex digit, a run of 8+ hex digits holding a decimal one, ended by a space, one
of `,;)]}>"'|`, a newline or the end. `_merge_ids` writes every such run as `1`; see there
why both have the same mask. The literal `-` first lets the regex engine skip to each dash;
the possessive `*+` and `{8,}+` spare it from backtracking (a run ends where it ends)."""


def templates_of(lines: Sequence[str], text: str) -> list[str]:
    """`[mask(line) for line in lines]`, masking each distinct *shape* of a line once.

    `lines` must hold no newline and `text` must be `"\\n".join(lines)`. A line's shape is
    the line with every ASCII digit written as `1`. Every character class of the masking
    rules holds all ten digits or none, and every digit ends up inside a masked variable, so
    a line and its shape have the same template, and lines that differ only in their digits
    (`took 12ms` and `took 47ms`; the timestamps) are masked once. The one literal digit in
    the rules is the `0` of `0x1f`: a `0` before an `x` or `X` is kept in the shapes. Ids
    glued to a word (`sess-12009e3e3932`) are then merged (`_merge_ids`), so a flood of lines
    that differ only in such an id is masked once too."""
    if not lines:
        return []
    shapes = shapes_of(text)
    distinct = list(dict.fromkeys(shapes))
    by_shape = dict(zip(distinct, mask_shapes(distinct)[0], strict=True))
    return list(map(by_shape.__getitem__, shapes))


def shapes_of(text: str) -> list[str]:
    """The shape of each line of `text` (see `templates_of`), in three C-level passes: digits
    written as `1` (`str.translate`), ids merged, a split. Lines with one shape have one
    template, and a line's shape holds each character `clean_line` replaces that it holds."""
    text = unkept(text)
    shaped = _merge_ids(kept_at(_ones(text), text, sites(text)))
    shapes = shaped.split("\n")
    if len(set(shapes)) * 4 > len(shapes) * 3 and _collapses(shapes[:_PROBE_SHAPES]):
        # Most lines have a shape of their own, and whole-token ids are why in the first
        # lines: those ids are collapsed in every line (a pass that stops at every space, so
        # it is paid only where it saves the masking of many shapes).
        shapes = _WHOLE_ID.sub(_WHOLE_ID_SHAPE, shaped).split("\n")
    return shapes


_PROBE_SHAPES = 256


def _collapses(shapes: list[str]) -> bool:
    """Whether collapsing whole-token ids leaves fewer distinct `shapes` (in a log's first
    lines a few; over the whole log, as its ids meet more shapes alike, many more)."""
    text = "\n".join(shapes)
    if _HEX_RUN not in text.translate(_HEXISH):
        return False  # eight hex digits in a row, which every such id holds, are nowhere
    collapsed = set(_WHOLE_ID.sub(_WHOLE_ID_SHAPE, text).split("\n"))
    return len(collapsed) < len(set(shapes))


_WHOLE_ID = re.compile(
    r" (?=[0-9a-fA-F]{8})(?![01]{4}[a-fA-F])(?=[0-9a-fA-F]*[a-fA-F])(?=[a-fA-F]*[01])"
    r"(?:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
    r"|[0-9a-fA-F]{8,}+)(?=[,;)\]}>\"'|]?(?:[ \n]|$))")
"""A hex id or a UUID that is a whole space-separated token of a shape (after a space; up
to one of `,;)]}>"'|` after it), holding a hex letter and a digit; `_WHOLE_ID_SHAPE`
replaces it. Why the masks agree: `mask` masks the token alone unless the leading timestamp
reaches into it, and it cannot: a timestamp part is digits followed by a separator (`-`,
`/`, `:`, `,` or a space) within five characters, which an 8+ hex run or a UUID's first
group is not, except the year of a month-name stamp (`Nov 30 02:13:58 2026abcd`: four
digits then a letter), which `(?![01]{4}[a-fA-F])` leaves alone (shapes write digits as `1`,
or `0`); and the replacement starts with a letter, so it is no timestamp part either. In
the token, the hex-id or UUID rule matches the whole run (see `_HEX_SHAPES`), so it is
`<*>` and the mark after it stays; the replacement is an opaque id (letters and digits that
alternate: `<*>`) with the same mark. No kept digit is inside such a run (`oncall.fold.kept`
keeps none in a word of eight hex digits or more). The eight hex digits every match opens
with are asked first: most tokens fail there, before the other look-aheads (OpenStack's
ids, 4,400 in 2,000 lines: 4.6 → 2.9 ms)."""
_WHOLE_ID_SHAPE = " a1a1a"
_HEXISH = str.maketrans({**dict.fromkeys(map(chr, range(128)), " "),
                         **dict.fromkeys("0123456789abcdefABCDEF", "h")})
_HEX_RUN = "h" * 8


def _ones(text: str) -> str:
    """`text` with every ASCII digit written as `1` but the `0` of a `0x` or `0X`.

    Those zeros are marked with `KEPT[0]` around the `translate` (`unkept` took every
    kept-digit character out of the text, so the mark is unambiguous), which keeps the
    translate's fast path: zeros elsewhere (`01:00:10`) are written as `1`, so a hex word
    anywhere in a log no longer gives every line of it a shape of its own."""
    upper = "X" in text and "0X" in text  # a capital X is rare: one memchr, mostly
    if not upper and "0x" not in text:
        return translated(text, _ONES, _ONES_BYTES)
    marked = text.replace("0x", _ZERO_MARK + "x")
    if upper:
        marked = marked.replace("0X", _ZERO_MARK + "X")
    return translated(marked, _ONES, _ONES_BYTES).replace(_ZERO_MARK, "0")


_ZERO_MARK = KEPT[0]


def mask_shapes(shapes: Sequence[str]) -> tuple[list[str], int]:
    """`[mask(shape) for shape in shapes]`, for a few distinct line shapes (see `mask_lines`),
    and the lead: when every shape opens with a plain UTC ISO-8601 timestamp of the same
    length that no digit follows, that length (then `timestamp_of(line)` is `line[:lead]`
    for each line of these shapes: the regex tells no digit from another); else 0. The
    shapes' kept digits (`shapes_of`) are written back as digits."""
    text = "\n".join(shapes)
    if has_kept(text):
        masked, lead = _mask_kept_lines(shapes, text)
        return restore_all(masked), lead
    return _mask_kept_lines(shapes, text)


def _merge_ids(shaped: str) -> str:
    """`shaped` with every id `_ID_AFTER_WORD` finds written as `1`: the same template.

    Why the masks agree, token by token (`mask` masks the space-separated tokens after the
    leading timestamp one by one, and a leading timestamp neither holds nor looks past a
    letter of g-z followed by `-`). At the id's first character no rule before the hex id
    can match (a timestamp needs `-`, `/` or `:` within five characters, a UUID `-` after
    eight, a MAC or IPv6 address `:` within five, `0x` an `x`), and the hex id matches the
    whole run, since the character after it is neither a letter, a digit nor `.`; the
    single digit `1` is masked whole by the digit run, since no timestamp, duration or `.5`
    fits. So both become `<*>`. No rule matches across the dash (only timestamps, after a
    digit, and UUIDs, after a hex digit, hold a `-`) or across the character that ends the
    id (none holds one of those), and the only look-ahead that reads past the dash, the one
    asking for a digit ahead, finds one in both. Everything outside the id is masked the
    same way in both. So are the `0x` ids `_HEX_AFTER_MARK` finds, written as `0x1`."""
    shaped = _ID_AFTER_WORD.sub("-1", shaped)
    if "0x" in shaped or "0X" in shaped:
        shaped = _HEX_AFTER_MARK.sub("0x1", shaped)
    return shaped


_HEX_AFTER_MARK = re.compile(r"0(?<=[ \n(\[\"'=]0)[xX][0-9a-fA-F]+(?![A-Za-z0-9])")
"""A `0x` id after a space, a newline or one of `(["'=` (`session 0x14f05578bf8001a`): its
hex letters vary with its digits, so Zookeeper's session ids gave nearly every line a shape
of its own. The `0x` rule masks the whole run, in the line as in its shape, and so it does
`0x1`: no rule before it matches at that `0` (a timestamp needs a second digit, a UUID a hex
digit after it, a MAC or IPv6 address a colon), none spans the space or mark before it, and
the run ends where the rule's ends, before a character that is no letter or digit. The
literal `0` first lets the regex engine skip to each zero (rare: a shape's digits are `1`)."""


def mask_lines(lines: Sequence[str], text: str) -> list[str]:
    """`[mask(line) for line in lines]`, in a few C-level passes over the whole text.

    `lines` must hold no newline and `text` must be `"\\n".join(lines)`. `mask` gives a line
    its lead's mask (a syslog priority or bracket, then `<*>` for a leading timestamp; empty
    when there is none) followed by the masks of the space-separated tokens of the rest, so
    here the rests are joined with `" \\n "`: one `split(" ")` yields every token with a lone
    `"\\n"` between lines, each distinct token is masked once (`mask_tokens`), one `join`
    rebuilds the masked rests and a `split(" \\n ")` separates them again (no token holds a
    newline, and the mask of `"\\n"` is itself)."""
    cleaned = unkept(text)
    kept = keep(cleaned)
    if kept is not text:
        return restore_all(_mask_kept_lines(kept.split("\n"), kept)[0])
    return _mask_kept_lines(lines, text)[0]


def _mask_kept_lines(lines: Sequence[str], text: str) -> tuple[list[str], int]:
    """`mask_lines` of lines whose constant digits are kept digits (`oncall.fold.kept`), and
    the lead `mask_shapes` describes."""
    rests, lead = _strip_fast_leads(lines, text)
    if rests is not None:  # every line opened with a plain ISO timestamp
        tokens = _named_stamps(rests).replace("\n", " \n ").split(" ")
        masks = mask_tokens(tokens)
        masked = " ".join(map(masks.__getitem__, tokens))
        return _finished(VAR + masked.replace(" \n ", "\n" + VAR)).split("\n"), lead
    heads, tails = _split_leads(lines)
    tokens = _named_stamps(" \n ".join(tails)).split(" ")
    masks = mask_tokens(tokens)
    rests_masked = " ".join(map(masks.__getitem__, tokens)).split(" \n ")
    done = list(map(add, heads, rests_masked))
    joined = "\n".join(done)
    finished = _finished(joined)
    return (done if finished == joined else finished.split("\n")), 0


def _strip_fast_leads(lines: Sequence[str], text: str) -> tuple[str | None, int]:
    """`text` without the plain ISO timestamp that opens each of its lines, or None when a
    line opens without one; and the lead `mask_shapes` describes. In line shapes the
    timestamps usually read alike (`1111-11-11T11:11:11.111Z`): when every line opens with
    the first line's and no digit follows it, that is each line's `_FAST_LEAD` match (the
    regex tells no digit from another) and a plain `replace` strips them; otherwise one
    `subn` strips and counts them."""
    if not lines:
        return None, 0
    first = _FAST_LEAD.match(lines[0])
    if first is None:
        return None, 0
    lead = "\n" + first.group()
    text = "\n" + text
    if text.count(lead) == len(lines):  # each line opens with it: a lead holds no newline
        rests = text.replace(lead, "\n")
        if _DIGIT_OPENS.search(rests) is None:
            return rests[1:], len(lead) - 1
    rests, stripped = _FAST_LEADS.subn("\n", text)
    return (rests[1:] if stripped == len(lines) else None), 0


def _split_leads(lines: Sequence[str]) -> tuple[list[str], list[str]]:
    """Each line's masked lead (`mask` masks it whole) and the rest of the line after it.

    A lead's optional parts (a time after a date, a fraction, a zone, a year after spaces)
    reach past a stamp only through runs of spaces or digits, so where a line's opening
    holds no long run (`_LONG_RUN`), the lead regex reads at most `_LEAD_READS` characters
    past where its lead ends, and that opening tells the lead: each distinct one is matched
    once (line shapes open alike), the rest one line at a time. Openings are as long as
    the first line's lead and what the regex reads past it; a line with no lead needs
    `_LEAD_KEY` characters to tell (a try at a lead may read that far)."""
    if not any(map(_LEAD_OPENS.match, set(map(_OPENING_OF, lines)))):
        return [""] * len(lines), list(lines)  # no line opens as a lead would
    masks = TokenMasks()
    first = _lead(lines[0], masks)[1]
    if not first:  # openings only look like leads (`17/06/09 20:10:40`): one line at a time
        each = [_lead(line, masks) for line in lines]
        return [head for head, _ in each], [line[end:] for line, (_, end) in zip(
            lines, each, strict=True)]
    size = min(first + _LEAD_READS + 1, _LEAD_KEY)
    keys = list(map(itemgetter(slice(0, size)), lines))
    found: dict[str, tuple[str, int]] = {}
    for key in dict.fromkeys(keys):
        if _LONG_RUN.search(key) is None:
            head, end = lead = _lead(key, masks)
            if (end + _LEAD_READS < size) if head else size == _LEAD_KEY:
                found[key] = lead
    leads = list(map(found.get, keys))
    if None in leads:
        leads = [lead or _lead(line, masks) for lead, line in zip(leads, lines, strict=True)]
    heads = list(map(itemgetter(0), leads))  # type: ignore[arg-type]  # no None is left
    ends = map(itemgetter(1), leads)  # type: ignore[arg-type]
    return heads, list(map(getitem, lines, map(slice, ends, repeat(None))))


def _lead(line: str, masks: TokenMasks) -> tuple[str, int]:
    """`line`'s masked lead (empty when it opens with none) and where its rest starts."""
    lead = _FAST_LEAD.match(line) or _LEADING_TS.match(line)
    if lead is None:
        return "", 0
    ts_at = lead.start("ts")
    return (masks[line[:ts_at]] + VAR if ts_at else VAR), lead.end()


_LEAD_READS = 8
"""Characters the lead regex reads past where a lead or a try at one ends, without a
`_LONG_RUN`: a zone (` +00:00`) and the character after it."""
_LEAD_KEY = 64
"""Characters of a line that tell whether it has a lead when they hold no `_LONG_RUN`: a
lead is then at most 47 characters (`<191>[Sun, Jul 24, 2005 02:38:22.123456789 2005`), and
`_LEAD_READS` more."""
_LEAD_OPENS = re.compile(r"(?:<[0-9\x0e-\x17]{1,3}>)?[\[(]?"
                         rf"(?:[0-9]{{4}}[-/]|[0-9]{{2}}[/:]|{_DAY}|{_MON})")
"""How every lead opens (`_LEADING_TS`: its optional opening, then a year and `-` or `/`, two
digits and `/` or `:`, or a day or month name), read in at most 11 characters
(`_OPENING_OF`)."""
_OPENING_OF = itemgetter(slice(0, 11))
_LONG_RUN = re.compile(r"\s{3}|[0-9]{10}")
"""What lets the lead regex read further: three spaces (its `\\s+`) or ten digits (a
fraction's `[0-9]+`)."""


def _named_stamps(text: str) -> str:
    """`text` with each timestamp that names its month inside a line (`connection from
    <host> at Sun Jul 24 02:38:22 2005`, after a line's leading one) written as `1`, one
    variable: its day and month names are few-valued words, which would keep every day of
    the week and month of the year apart. Lines may be joined by newlines (a stamp never
    spans one).

    The whole-text regex would try every position; each stamp has one `_NAMED_HINT` (the
    colon after its hour, found by a literal scan), so a stamp is only tried at the few
    places before a hint where it can start (anchored: a hint with no stamp costs those few
    tries, however long the line), and the result is the whole-text substitution's."""
    pieces: list[str] = []
    done = 0
    for hint in _NAMED_HINT.finditer(text):
        at = hint.start()
        start = max(done, at - _NAMED_REACH)
        while start <= at:  # a stamp holding this hint starts at most `_NAMED_REACH` before
            begun = _NAMED_START.search(text, start, at + 1)
            if begun is None:
                break
            found = _MID_NAMED.match(text, begun.start())
            if found is None:
                start = begun.start() + 1
                continue
            pieces += (text[done:found.start()], "1")
            done = start = found.end()
    if not pieces:
        return text
    pieces.append(text[done:])
    return "".join(pieces)


_MID_NAMED = re.compile(rf"(?<![A-Za-z])(?:{_DAY},? )?{_MON}(?: [0-9]{{1,2}}|  [0-9]),? "
                        r"(?:[0-9]{4} )?[0-9]{2}:[0-9]{2}:[0-9]{2}(?:[.,][0-9]+)?(?: [0-9]{4})?"
                        r"(?![0-9])")
"""A timestamp that names its month (a day name, a padded day and a year are optional), with
single spaces (two before a padded day): `Sun Jul 24 02:38:22 2005`, `Jul  4 02:38:22`."""
_NAMED_START = re.compile(rf"(?<![A-Za-z])(?:{_DAY},? )?{_MON}(?: [0-9]{{1,2}}|  [0-9]),? "
                          r"(?:[0-9]{4} )?[0-9]{2}:")
"""`_MID_NAMED` up to the colon after its hour, which holds no other colon: searched for
between the farthest start and a hint, it finds in C the few places where a stamp holding
that hint can start."""
_NAMED_REACH = len("Sun, Jul 24, 2005 02")
"""The most text a `_MID_NAMED` match holds before the colon after its hour (its hint): the
hour's two digits too, which the reach once left out, so a stamp of every optional part
(`Sun Jul 24, 2005 02:38:22`) was matched from its month and kept its day name."""
_NAMED_HINT = re.compile(":(?<= [0-9]{2}:)(?:" + "|".join(
    f"(?<={before}[0-9]{{2}}:)" for before in (
        "[a-z] [0-9] ", "[a-z] [0-9]{2} ", "[a-z]  [0-9] ", "[a-z] [0-9], ",
        "[a-z] [0-9]{2}, ", "[a-z]  [0-9], ", "[0-9] [0-9]{4} ", "[0-9], [0-9]{4} ")) + ")")
"""The colon after the hour of every `_MID_NAMED` match (after the month's last letter and
the day, or after the day and a year); the literal colon first lets the regex engine skip
to each one, and the look-behind they share (` <hour>:`) turns most colons away at once."""


def timestamp_of(line: str) -> str | None:
    """The first timestamp in `line` that opens a token, verbatim; else the first one glued
    to a word; else None. A stamp glued to a word is part of a name: OpenStack opens each
    line with its file's (`nova-api.log.1.2017-05-16_13:53:08 2017-05-16 00:00:00.008 ...`),
    which taken as the line's time would give every line of a day one time."""
    lead = _FAST_LEAD.match(line) or _LEADING_TS.match(line)
    if lead is not None:
        return lead.group("ts")
    first = None
    for found in _ANY_TS.finditer(line):
        at = found.start()
        if at == 0 or line[at - 1] not in GLUE:
            return found.group(0)
        first = first or found.group(0)
    return first


GLUE = frozenset("._-" + ascii_letters + digits)
"""What a timestamp inside a name follows (`app.2017-05-16`, `log_2017-05-16`)."""


def clean_line(line: str) -> str:
    """`line` without a trailing CR, and with characters that would break the folded text's
    one-line-per-template layout (other CRs, form feeds, Unicode line separators) replaced."""
    if line.endswith("\r"):
        line = line[:-1]
    return line.translate(_NO_BREAKS) if _BREAKS.search(line) or "\n" in line else line


def needs_cleaning(text: str) -> bool:
    """True when `text` holds a character `clean_line` would change, other than newlines.

    One `in` per character (a memchr each) beats a regex character class on long text."""
    return any(c in text for c in _BREAK_CHARS[1:])
