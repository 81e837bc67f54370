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

# Timestamps first: a whole timestamp is one variable, month and day names included, so lines
# from Nov 30 and Dec 1 share a template. Each alternative is also what `timestamp_of` finds.
_TS_ISO = (r"(?<![0-9])[0-9]{4}[-/][0-9]{2}[-/][0-9]{2}"
           r"(?:[T ][0-9]{2}:[0-9]{2}(?::[0-9]{2})?(?:[.,][0-9]+)?"
           r"|-[0-9]{2}\.[0-9]{2}\.[0-9]{2}(?:\.[0-9]+)?)?"
           r"(?:Z|\s?[+-][0-9]{2}:?[0-9]{2}(?![0-9])|\sUTC)?(?![0-9])")
_TS_CLF = rf"(?<![0-9])[0-9]{{2}}/{_MON}/[0-9]{{4}}:[0-9]{{2}}:[0-9]{{2}}:[0-9]{{2}}(?:\s[+-][0-9]{{4}})?"
_TS_SYSLOG = (rf"(?<![A-Za-z])(?:{_DAY},?\s+)?{_MON}\s+[0-9]{{1,2}},?\s+(?:[0-9]{{4}}\s+)?"
              r"[0-9]{2}:[0-9]{2}:[0-9]{2}(?:[.,][0-9]+)?(?:\s+[0-9]{4})?(?![0-9])")
_TS_TIME = r"(?<![0-9:])[0-9]{2}:[0-9]{2}:[0-9]{2}(?:[.,][0-9]+)?(?![0-9]|:[0-9A-Fa-f])"
_TIMESTAMP = "|".join((_TS_ISO, _TS_CLF, _TS_SYSLOG, _TS_TIME))
_TOKEN_TIMESTAMP = "|".join((_TS_ISO, _TS_CLF, _TS_TIME))

_B = r"(?<![A-Za-z0-9])"  # starts a segment (a run of ASCII letters and digits)
_E = r"(?![A-Za-z0-9])"  # ends one
_VARIABLES = "|".join((
    _TOKEN_TIMESTAMP,
    # UUID
    _B + r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}" + _E,
    # MAC address or IPv6 with at least four groups (shorter ones fall to the digit rule)
    r"(?<![A-Za-z0-9:])(?=[0-9a-fA-F:]*[0-9])[0-9a-fA-F]{0,4}(?:::?[0-9a-fA-F]{1,4}){3,7}"
    r"(?![A-Za-z0-9:])",
    # 0x-prefixed hex
    _B + r"0[xX][0-9a-fA-F]+" + _E,
    # a hex id: 8+ hex digits, at least one a decimal digit (so plain words never match)
    _B + r"(?=[a-fA-F]*[0-9])[0-9a-fA-F]{8,}" + _E,
    # a duration with its unit, compound ones too (1h30m)
    _B + r"(?:[0-9]+(?:\.[0-9]+)?(?:ns|us|µs|ms|s|sec|secs|m|min|mins|h|hr|hrs|d)){1,4}" + _E,
    # an opaque id: 5+ letters and digits that alternate at least twice (bc2x7, 9f8k2)
    _B + r"(?=[A-Za-z0-9]*?(?:[0-9][A-Za-z]+[0-9]|[A-Za-z][0-9]+[A-Za-z]))[A-Za-z0-9]{5,}" + _E,
    # what is left: a digit run, with its decimal or dotted parts (1.5, 10.0.3.7, v2.14.0)
    r"[0-9]+(?:\.[0-9]+)*",
))
_MASK_TOKEN = re.compile(_VARIABLES)
_NAMED_TS = re.compile(_TS_SYSLOG)
_NAMED_TS_REACH = 48
"""Month-name timestamps are looked for this far into a line (they lead a line; searching
every line to its end would double the cost of a fold)."""
_NAMED_TS_HINT = re.compile(rf"(?<![A-Za-z])(?:{_MON}|{_DAY})\s")
_TS = re.compile(_TIMESTAMP)
_BREAKS = re.compile("[\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")

_LEVEL_WORDS = {
    "FATAL": "FATAL", "PANIC": "FATAL", "EMERG": "FATAL", "EMERGENCY": "FATAL",
    "ALERT": "FATAL", "CRITICAL": "CRITICAL", "CRIT": "CRITICAL", "ERROR": "ERROR",
    "ERR": "ERROR", "SEVERE": "ERROR", "WARN": "WARN", "WARNING": "WARN",
    "NOTICE": "NOTICE", "INFO": "INFO", "DEBUG": "DEBUG", "TRACE": "TRACE",
}
_WORDS = "|".join(sorted(_LEVEL_WORDS, key=len, reverse=True))
# An upper-case level word anywhere, or a lower/title-case one where only a level sits:
# `[error]`, `<warn>`, `level=info`, `"severity": "ERROR"`, `error:`.
_LEVEL = re.compile(
    rf"(?<![A-Za-z0-9_])({_WORDS})(?![A-Za-z0-9_])"
    rf"|(?i:[\[<(]({_WORDS})[\]>)]"
    rf"|(?:level|severity|lvl)[\"']?\s*[=:]\s*[\"']?({_WORDS})(?![A-Za-z0-9_])"
    rf"|(?<![A-Za-z0-9_])({_WORDS}):)")

NO_LEVEL = "-"
"""The level of a line that names none."""
ERROR_LEVELS = frozenset({"FATAL", "CRITICAL", "ERROR"})
"""Levels whose templates come first and whose exemplars a budget never drops."""
WARN_LEVELS = frozenset({"WARN"})

_LINE_BREAKS = str.maketrans({c: "\ufffd" for c in "\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"})


def mask(line: str, cache: dict[str, str] | None = None) -> str:
    """The template of `line`: every variable part replaced by `<*>`, constant text kept.

    Works token by token (split on spaces, so the spacing is kept exactly): a log repeats
    most of its tokens, and `cache` (one dict per fold, never shared) remembers each token's
    mask. Timestamps with month or day names span spaces, so they are masked first."""
    if _NAMED_TS_HINT.search(line, 0, _NAMED_TS_REACH):
        line = _NAMED_TS.sub(VAR, line)
    memo = {} if cache is None else cache
    out = []
    for token in line.split(" "):
        masked = memo.get(token)
        if masked is None:
            masked = VAR if token.isdecimal() and token.isascii() else _MASK_TOKEN.sub(VAR, token)
            memo[token] = masked
        out.append(masked)
    return " ".join(out)


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
    found = _TS.search(line)
    return found.group(0) if found else None


def clean_line(line: str) -> str:
    """`line` without a trailing CR, and with characters that would break the folded text's
    one-line-per-template layout (other CRs, form feeds, Unicode line separators) replaced."""
    if line.endswith("\r"):
        line = line[:-1]
    return line.translate(_LINE_BREAKS) if _BREAKS.search(line) else line
