"""Drain-style masking: which parts of a log line are variables, and what a line's level is.

The rules are generic on purpose (nothing here knows prodsim's format), and they mask only
the variable *part* of a token: `r24=0x1f` becomes `r<*>=<*>`, `pool-3-thread-12` becomes
`pool-<*>-thread-<*>`, so two lines whose constant text differs never share a template.
Every rule needs an ASCII digit to fire and every ASCII digit is consumed by some rule, so a
masked line holds no digits and `mask(mask(x)) == mask(x)`: folding is idempotent.
"""

from __future__ import annotations

import re

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
    rf"(?P<pre>(?:<[0-9]{{1,3}}>)?[\[(]?)(?P<ts>{_TS_ISO}|{_TS_CLF}|{_TS_NAMED}|{_TS_TIME})")
"""A timestamp that opens a line (after an optional syslog priority or bracket). Matched once
per line, anchored, so the most common unique token of a log costs one cheap match."""
_ANY_TS = re.compile(
    rf"(?<![0-9])(?:{_TS_ISO}|{_TS_CLF}|{_TS_TIME})|(?<![A-Za-z]){_TS_NAMED}")

# Variables inside one space-separated token. Grouped by how a match starts so that the regex
# engine rejects most positions after one cheap check (this is the hot path of a fold).
_IN_TOKEN = re.compile(
    # starts with a digit: a timestamp or a time of day
    rf"(?<![0-9])(?=[0-9])(?:{_TS_ISO}|{_TS_CLF}|{_TS_TIME})"
    # starts a run of letters and digits that contains a digit further on
    r"|(?<![A-Za-z0-9])(?=[A-Za-z0-9:.-]*[0-9])(?:"
    # a UUID
    rf"{_HEX}{{8}}-{_HEX}{{4}}-{_HEX}{{4}}-{_HEX}{{4}}-{_HEX}{{12}}(?![A-Za-z0-9])"
    # a MAC address or an IPv6 address of four groups or more
    rf"|(?<!:){_HEX}{{0,4}}(?:::?{_HEX}{{1,4}}){{3,7}}(?![A-Za-z0-9:])"
    # 0x-prefixed hex
    rf"|0[xX]{_HEX}+(?![A-Za-z0-9])"
    # a hex id: 8+ hex digits, one of them a decimal digit (so plain words never match)
    rf"|(?=[a-fA-F]*[0-9]){_HEX}{{8,}}(?![A-Za-z0-9]|\.[0-9])"
    # a duration with its unit, compound ones too (1h30m)
    r"|(?:[0-9]+(?:\.[0-9]+)?(?:ns|us|µs|ms|s|sec|secs|m|min|mins|h|hr|hrs|d)){1,4}"
    r"(?![A-Za-z0-9])"
    # an opaque id: 5+ letters and digits that alternate at least twice (bc2x7, 9f8k2)
    r"|(?=[A-Za-z0-9]*?(?:[0-9][A-Za-z]+[0-9]|[A-Za-z][0-9]+[A-Za-z]))[A-Za-z0-9]{5,}"
    r"(?![A-Za-z0-9]))"
    # what is left: a digit run, with its decimal or dotted parts (1.5, 10.0.3.7, v2.14.0)
    r"|[0-9]+(?:\.[0-9]+)*")

_DIGIT_RUNS = re.compile(r"[0-9]+(?:\.[0-9]+)*")
_NEEDS_ALL_RULES = re.compile(r"[A-Za-zµ][0-9]|[0-9][A-Za-zµ]|[0-9][-/:][0-9]")
"""Only a token where a digit touches a letter, or digits are joined by `-`, `/` or `:`, can
match a rule other than the digit run (every other rule needs one of these); the rest, most
unique tokens of a log (`ord-123`, `(42)`, `10.0.3.7`), take the cheap digit-run regex."""

_LEVEL_WORDS = {
    "FATAL": "FATAL", "PANIC": "FATAL", "EMERG": "FATAL", "EMERGENCY": "FATAL",
    "ALERT": "FATAL", "CRITICAL": "CRITICAL", "CRIT": "CRITICAL", "ERROR": "ERROR",
    "ERR": "ERROR", "SEVERE": "ERROR", "WARN": "WARN", "WARNING": "WARN",
    "NOTICE": "NOTICE", "INFO": "INFO", "DEBUG": "DEBUG", "TRACE": "TRACE",
}
_WORDS = "|".join(sorted(_LEVEL_WORDS, key=len, reverse=True))
# An upper-case level word anywhere, or a lower/title-case one where only a level sits:
# `[error]`, `<warn>`, `level=info`, `"severity": "ERROR"`, `error:`. The first one wins.
_LEVEL = re.compile(
    rf"\b({_WORDS})\b"
    rf"|(?i:[\[<(]({_WORDS})[\]>)]"
    rf"|(?:level|severity|lvl)[\"']?\s*[=:]\s*[\"']?({_WORDS})\b"
    rf"|\b({_WORDS}):)")

NO_LEVEL = "-"
"""The level of a line that names none."""
ERROR_LEVELS = frozenset({"FATAL", "CRITICAL", "ERROR"})
"""Levels whose templates come first and whose exemplars a budget never drops."""
WARN_LEVELS = frozenset({"WARN"})
"""Levels whose templates come second."""

_BREAK_CHARS = "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
_BREAKS = re.compile(f"[{_BREAK_CHARS[1:]}]")
_NO_BREAKS = str.maketrans(dict.fromkeys(_BREAK_CHARS, "\ufffd"))


class TokenMasks(dict[str, str]):
    """Token -> its mask, filled on first use. A log repeats most of its tokens, so a fold
    masks each distinct token once; make one per fold (it is never shared or global)."""

    def __missing__(self, token: str) -> str:
        if token.isdecimal() and token.isascii():
            masked = VAR
        elif _NEEDS_ALL_RULES.search(token):
            masked = _IN_TOKEN.sub(VAR, token)
        else:
            masked = _DIGIT_RUNS.sub(VAR, token)
        self[token] = masked
        return masked


def mask(line: str, cache: TokenMasks | None = None) -> str:
    """The template of `line`: every variable part replaced by `<*>`, constant text kept.

    Works token by token (split on single spaces, so spacing is kept exactly), looking each
    token up in `cache`. A leading timestamp is masked first, whole, since it may span spaces
    (`Nov 30 02:13:58`); a syslog priority or bracket before it keeps its shape."""
    masks = TokenMasks() if cache is None else cache
    lead = _LEADING_TS.match(line)
    if lead is None:
        return " ".join(map(masks.__getitem__, line.split(" ")))
    ts_at = lead.start("ts")
    glued, space, rest = line[lead.end():].partition(" ")
    head = (masks[line[:ts_at]] if ts_at else "") + VAR + (masks[glued] if glued else "")
    if not space:
        return head
    return head + " " + " ".join(map(masks.__getitem__, rest.split(" ")))


def level_of(template: str) -> str:
    """The canonical level a line (or its template) names first, or `-` when it names none.

    Taken from the template, so a template has exactly one level and re-folding agrees.
    """
    found = _LEVEL.search(template)
    if found is None:
        return NO_LEVEL
    word = next(g for g in found.groups() if g is not None)
    return _LEVEL_WORDS[word.upper()]


def timestamp_of(line: str) -> str | None:
    """The first timestamp in `line`, verbatim, or None."""
    lead = _LEADING_TS.match(line)
    if lead is not None:
        return lead.group("ts")
    found = _ANY_TS.search(line)
    return found.group(0) if found else None


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
