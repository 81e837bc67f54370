"""Token masking: the rules that find the variable parts of one space-separated token.

Every rule needs an ASCII digit to fire and every ASCII digit is consumed by some rule, so a
masked token holds no digits. `TokenMasks` masks one token at a time (a cache per fold);
`mask_tokens` masks many in a few C-level passes and agrees with it token for token. The
timestamp patterns live here too: the line-level code (`oncall.fold.masking`) matches a
line's leading timestamp with them before its tokens are masked.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from itertools import compress, repeat
from operator import contains, not_
from string import ascii_letters, digits

from oncall.fold.ascii import ascii_view

__all__ = ["VAR", "TokenMasks", "mask_tokens"]


VAR = "<*>"
"""What a masked variable reads as in a template."""

_MON = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)"
_DAY = r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)"
_HEX = "[0-9a-fA-F]"

# Timestamps. A whole timestamp is one variable (`T`, `Z`, month and day names included).
_TS_ISO = (r"[0-9]{4}[-/][0-9]{2}[-/][0-9]{2}"
           r"(?:[T ][0-9]{2}:[0-9]{2}(?::[0-9]{2})?(?:[.,][0-9]+)?"
           r"|-[0-9]{2}\.[0-9]{2}\.[0-9]{2}(?:\.[0-9]+)?)?"
           r"(?:Z|\s?[+-][0-9]{2}:?[0-9]{2}(?![0-9])|\sUTC)?(?![0-9])")
_TS_CLF = rf"[0-9]{{2}}/{_MON}/[0-9]{{4}}:[0-9]{{2}}:[0-9]{{2}}:[0-9]{{2}}(?:\s[+-][0-9]{{4}})?"
_TS_TIME = r"(?<!:)[0-9]{2}:[0-9]{2}:[0-9]{2}(?:[.,][0-9]+)?(?![0-9]|:[0-9A-Fa-f])"
_TS_NAMED = (rf"(?:{_DAY},?\s+)?{_MON}\s+[0-9]{{1,2}},?\s+(?:[0-9]{{4}}\s+)?"
             r"[0-9]{2}:[0-9]{2}:[0-9]{2}(?:[.,][0-9]+)?(?:\s+[0-9]{4})?(?![0-9])")

_LEADING_TS = re.compile(
    rf"(?P<pre>(?:<[0-9\x0e-\x17]{{1,3}}>)?[\[(]?)(?P<ts>{_TS_ISO}|{_TS_CLF}|{_TS_NAMED}|{_TS_TIME})")
"""A timestamp that opens a line (after an optional syslog priority or bracket). Matched once
per line, anchored, so the most common unique token of a log costs one cheap match."""
_PLAIN_ISO = (r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]+)?Z"
              r"(?![0-9])")
_FAST_LEAD = re.compile(f"(?P<pre>)(?P<ts>{_PLAIN_ISO})")
"""The fast path of `_LEADING_TS` for the commonest lead, a plain UTC ISO-8601 timestamp
(`2026-11-30T02:13:58.412Z`). Where it matches, `_LEADING_TS` matches the same text: its
first alternative takes the date, the time, every fraction digit and the `Z` greedily, and
checks the same `(?![0-9])`, so that first path is the one it returns."""
_FAST_LEADS = re.compile(f"\n{_PLAIN_ISO}")
"""`_FAST_LEAD` after every newline of a text: one `subn` strips and counts them all."""
_DIGIT_OPENS = re.compile(r"\n[0-9]")
"""A line that opens with a digit (found by skipping from newline to newline)."""
_ANY_TS = re.compile(
    rf"(?=[0-9JFMASONDTW])(?:(?<![0-9])(?:{_TS_ISO}|{_TS_CLF}|{_TS_TIME})"
    rf"|(?<![A-Za-z]){_TS_NAMED})")
"""A timestamp anywhere. Every one opens with a digit or the initial of a day or month name:
the look-ahead first turns every other position away at once (three times faster on long
lines searched one by one)."""

_ID_REACH = 100
"""Characters after its start within which a UUID or MAC needs a digit: more than either is
long, so one holding a digit is found; an all-letter one is found only with a digit near."""

# Variables inside one space-separated token. Grouped by how a match starts so that the regex
# engine rejects most positions after one cheap check (this is the hot path of a fold).
_IN_TOKEN = re.compile(
    # starts with a digit: a timestamp or a time of day
    rf"(?<![0-9])(?=[0-9])(?:{_TS_ISO}|{_TS_CLF}|{_TS_TIME})"
    # starts a run of letters and digits (each rule below needs a digit in it)
    r"|(?<![A-Za-z0-9])(?:"
    # a UUID, or a MAC address (a firewall's MAC= field joins more groups) or an IPv6 address
    # of four+ groups, with a digit ahead (near: a look-ahead that read the whole run made a
    # long run of `a1-a1-…` cost its length squared)
    rf"(?=[A-Za-z0-9:.-]{{0,{_ID_REACH}}}?[0-9])(?:"
    rf"{_HEX}{{8}}-{_HEX}{{4}}-{_HEX}{{4}}-{_HEX}{{4}}-{_HEX}{{12}}(?![A-Za-z0-9])"
    rf"|(?<!:){_HEX}{{0,4}}(?:::?{_HEX}{{1,4}}){{3,15}}(?![A-Za-z0-9:]))"
    # 0x-prefixed hex
    rf"|0[xX]{_HEX}+(?![A-Za-z0-9])"
    # a hex id: 6+ hex digits, one of them a decimal digit (so plain words never match):
    # a trace id, a commit, Java's identity hash (`PendingIntent{3b47e57:`)
    rf"|(?=[a-fA-F]*[0-9]){_HEX}{{6,}}(?![A-Za-z0-9]|\.[0-9])"
    # a duration with its unit, compound ones too (1h30m)
    r"|(?:[0-9]+(?:\.[0-9]+)?(?:ns|us|µs|ms|s|sec|secs|m|min|mins|h|hr|hrs|d)){1,4}"
    r"(?![A-Za-z0-9])"
    # an opaque id: 5+ letters and digits that alternate at least twice (bc2x7, 9f8k2)
    r"|(?=[A-Za-z0-9]*?(?:[0-9][A-Za-z]+[0-9]|[A-Za-z][0-9]+[A-Za-z]))[A-Za-z0-9]{5,}"
    r"(?![A-Za-z0-9]))"
    # what is left: a digit run, with its decimal or dotted parts (1.5, 10.0.3.7, v2.14.0)
    r"|[0-9]+(?:\.[0-9]+)*")

_DIGIT_RUNS = re.compile(r"[0-9]+(?:\.[0-9]+)*")
_NEEDS_ALL_RULES = re.compile(
    r"[A-Za-zµ][0-9]|[0-9][A-Za-zµ]|[0-9]{2}[-/:][0-9]{2}[-/:][0-9]{2}")
_NEEDS_UUID_RULE = re.compile(r"-(?<=[0-9a-fA-F]-)[0-9a-fA-F]")
"""Two hex digits joined by `-` (a UUID's groups may be digits only); the literal `-` first
lets the regex engine skip from dash to dash."""
_NEEDS_MAC_RULE = re.compile(r":(?<=[0-9a-fA-F]:):?[0-9a-fA-F]")
"""Two hex digits joined by `:` or `::` (a MAC's or IPv6 address's groups may be digits only:
`1:2:3:4`)."""


def _needs_all_rules(token: str) -> bool:
    """Whether `token` can match a rule other than the digit run: only where a digit touches
    a letter (`12ms`, `0x1f`, a hex id), where three pairs of digits are joined by `-`, `/`
    or `:` (a time's `02:13:58`, a date's `26-11-30`, every timestamp rule's core), or, in a
    token of four dashes or three colons, where hex digits meet across one (a UUID, a MAC
    or IPv6 address, whose groups may be digits only): every other rule needs one of these.
    The rest, most unique tokens of a log (`ord-123`, `10.0.3.7:8080`, `(42)`), take the
    cheap digit-run regex."""
    if _NEEDS_ALL_RULES.search(token):
        return True
    return _needs_id_rule(token, token.count("-"), token.count(":"))


def _needs_id_rule(token: str, dashes: int, colons: int) -> bool:
    """The UUID and MAC part of `_needs_all_rules`, for a token with these counts."""
    return (dashes >= 4 and _NEEDS_UUID_RULE.search(token) is not None) or (
        colons >= 3 and _NEEDS_MAC_RULE.search(token) is not None)


_CLASSES = str.maketrans({**dict.fromkeys(ascii_letters + "µ", "a"), **dict.fromkeys(digits, "0"),
                          **dict.fromkeys("-/:", "-"), "#": " "})
"""Each character `_NEEDS_ALL_RULES` looks at as its class there (see `mask_tokens`)."""

class TokenMasks(dict[str, str]):
    """Token -> its mask, filled on first use. A log repeats most of its tokens, so a fold
    masks each distinct token once; make one per fold (it is never shared or global)."""

    def __missing__(self, token: str) -> str:
        if token.isdecimal() and token.isascii():
            masked = VAR
        elif _needs_all_rules(token):
            masked = _IN_TOKEN.sub(VAR, token)
        else:
            masked = _DIGIT_RUNS.sub(VAR, token)
        self[token] = masked
        return masked


def mask_tokens(tokens: Iterable[str]) -> dict[str, str]:
    """Each distinct token -> its mask, exactly as `TokenMasks` gives it, in C-level passes.

    `TokenMasks` masks a token with the cheap digit-run regex unless `_NEEDS_ALL_RULES`
    finds something in it (a decimal token comes out as `<*>` either way). Here the distinct
    tokens are joined with NUL (unless one holds NUL) and each regex runs once over the lot:
    NUL is in none of the patterns' character classes and is not whitespace, so every
    look-around sees it as it sees the start or end of a string, no match crosses it, and
    the joined result splits back into the per-token results."""
    distinct = list(set(tokens))
    joined = "\x00".join(distinct)
    if joined.count("\x00") != len(distinct) - 1:  # a token holds NUL: one at a time
        cache = TokenMasks()
        return {token: cache[token] for token in distinct}
    # Each character as its class (`a` letter or µ, `0` ASCII digit, `-` one of `-/:`; a
    # `#` is blanked). A token without an ASCII digit is its own mask (every rule needs one;
    # a decimal token that is not ASCII is not `<*>`), and most tokens are words.
    classes = ascii_view(joined.replace("µ", "a")).translate(_CLASSES).split("\x00")
    has_digit = list(map(contains, classes, repeat("0")))
    words = list(compress(distinct, map(not_, has_digit)))
    masks = dict(zip(words, words, strict=True))
    distinct = list(compress(distinct, has_digit))
    if not distinct:
        return masks
    # `_NEEDS_ALL_RULES.search` for the rest at once: each of the rule's three class
    # sequences replaced by `#`. A replacement only happens where its sequence is, and
    # leaves the text as it was where none is, so a token gets a `#` exactly when one of the
    # sequences is in it.
    marked = ("\x00".join(compress(classes, has_digit))
              .replace("a0", "#").replace("0a", "#").replace("00-00-00", "#").split("\x00"))
    needs = list(map(contains, marked, repeat("#")))
    # ... and `_needs_id_rule` for the few others with four dashes or three colons.
    for i, (need, dashes, colons) in enumerate(zip(
            needs, map(str.count, distinct, repeat("-")), map(str.count, distinct, repeat(":")),
            strict=True)):
        if not need and (dashes >= 4 or colons >= 3):
            needs[i] = _needs_id_rule(distinct[i], dashes, colons)
    # Hex ids and UUIDs (`54fadb412c4e40cd`, `38101a0b-2096-...`) are whole variables by
    # the hex-id and UUID rules (no rule before them can match one: see `_HEX_SHAPES`);
    # they are most of the distinct tokens of logs with request ids, so they skip the regex.
    hexes = list(map(_HEX_SHAPES.__contains__,
                     ascii_view("\x00".join(compress(distinct, needs))).translate(_HEX_CLASSES)
                     .split("\x00")))
    if any(hexes):
        masks.update(zip(compress(compress(distinct, needs), hexes), repeat(VAR)))
        needed = list(compress(distinct, needs))
        distinct = [*compress(distinct, map(not_, needs)),
                    *compress(needed, map(not_, hexes))]
        needs = [False] * (len(distinct) - len(needed) + sum(hexes)) + [True] * (
            len(needed) - sum(hexes))
    for rule, routed in ((_DIGIT_RUNS, compress(distinct, map(not_, needs))),
                         (_IN_TOKEN, compress(distinct, needs))):
        batch = list(routed)
        if batch:
            text = "\x00".join(batch)
            if rule is _DIGIT_RUNS and not any(d in text for d in "023456789"):
                rule = _ONE_RUNS  # line shapes write their digits as `1`
            if rule is _IN_TOKEN and len(text) > _LONG_TOKEN * len(batch) and \
                    _APART.search(text) is not None:
                masked = _pieces_masked(text)  # long tokens, with parts no rule joins
            else:
                masked = rule.sub(VAR, text)
            masks.update(zip(batch, masked.split("\x00"), strict=True))
    return masks


_LONG_TOKEN = 80
"""Characters a token holds on average before its pieces are masked apart (`_pieces_masked`):
below, splitting costs more than the regex it spares."""
_APART = re.compile(r"[\"{}\[\]()<>=;'|!?&%$#@*~^`_\\]+")
"""Characters no rule's match holds and every look-around reads as it reads the start or end
of a token (none is a letter, a digit, whitespace or one of `.:,/+-µ`)."""
_APART_SPLIT = re.compile(r"([\x00\"{}\[\]()<>=;'|!?&%$#@*~^`_\\]+)")
"""`_APART` and NUL, kept: the pieces of tokens joined by NUL, and what is between them."""
_APART_MARKS = "\x00\"{}[]()<>=;'|!?&%$#@*~^`_\\"
_TO_NUL = str.maketrans(dict.fromkeys(_APART_MARKS, "\x00"))
_MARKS_ONLY = str.maketrans(dict.fromkeys(
    (c for c in map(chr, range(128)) if c not in _APART_MARKS), None))
"""For ASCII text: each character of `_APART_SPLIT`'s class as NUL; all but those deleted."""


def _pieces_masked(text: str) -> str:
    """`_IN_TOKEN.sub(VAR, text)` for tokens joined by NUL, by masking the pieces between
    `_APART` characters instead (`mask_tokens` of them): no match crosses such a character
    and none reads it otherwise than an end, so each piece masks as it does inside its
    token. A long token of JSON or `key=value` pairs then costs its few digit-bearing pieces,
    most of them on the cheap route, instead of every rule at every character. The pieces
    are cut at each such character by two `translate`s (one keeps the characters, one makes
    each a NUL to split on), a third of the cost of a regex split around their runs; two
    side by side leave an empty piece, which masks as itself."""
    if not text.isascii():
        parts = _APART_SPLIT.split(text)
        pieces = mask_tokens(parts[0::2])
        parts[0::2] = map(pieces.__getitem__, parts[0::2])
        return "".join(parts)
    cut = text.translate(_TO_NUL).split("\x00")
    marks = text.translate(_MARKS_ONLY)
    masks = mask_tokens(cut)
    masked = list(map(masks.__getitem__, cut))
    joined = [""] * (2 * len(masked) - 1)
    joined[0::2] = masked
    joined[1::2] = marks
    return "".join(joined)


_ONE_RUNS = re.compile(r"1[1]*(?:\.1+)*")
"""`_DIGIT_RUNS` for text whose only digit is `1` (line shapes): the same matches, and the
literal first `1` lets the regex engine skip from `1` to `1` (three times faster)."""


_HEX_CLASSES = str.maketrans({**dict.fromkeys("0123456789abcdefABCDEF", "h"), "h": "g"})
_HEX_SHAPES = frozenset({"h" * n for n in range(8, 257)}
                        | {"hhhhhhhh-hhhh-hhhh-hhhh-hhhhhhhhhhhh"})
"""A token of 8 or more hex digits, or a UUID, as `_HEX_CLASSES` writes it (hex digits as
`h`, and a letter `h` as `g`, so `h0000000` is no hex id). Only tokens
where a digit touches a letter reach it (`needs`), so each holds a decimal digit and a
letter: the hex-id rule's look-ahead finds the digit and it matches the whole token (no
letter or digit follows), and no rule before it can match at its start (a timestamp needs a
separator within five characters, a MAC or IPv6 address a colon, `0x` an `x`); a UUID's
first separator is its ninth character, too late for a timestamp."""
