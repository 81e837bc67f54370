"""A line's level, read from its template: level words, and the marks logging libraries write
in a line's header instead of a word.

Levels decide the order of the fold (errors first) and what a budget may drop, so a level
that is missed puts an error under "other". Marks are recognised by where they sit (in the
header: after the fields that hold variables, such as stamps, pids and thread ids, or at the
start of the line) and by what they look like, not by any one program's output:

- a level letter glued to a date (`E1130 12:00:00.123456 1 file.go:12]`: glog, klog);
- a lone level letter in a column before a tag (`… 1795 2100 E Tag: msg`: logcat
  threadtime), or before `/` and a tag (`E/Tag( 123): msg`: logcat brief and time);
- a level letter and `!` (`E! [inputs.disk] …`: Telegraf);
- a four-letter level and a colon at the start (`fail: Microsoft.…[13]`: .NET's console);
- a syslog priority (`<3>`: severity = priority mod 8), and a numeric level
  (`"level":50`, `level=40`: pino, bunyan);
- a level word after a module in brackets (`[proxy:warn]`: Apache 2.4), and a level word
  padded to a column (`…, Error              CBS …`: Windows CBS).

Then the first level word: an upper-case one anywhere, or a lower/title-case one where only a
level sits (`[error]`, `<warn>`, `level=info`, `"severity": "error"`, `Error:`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from heapq import heapify, heappop, heapreplace

_LEVEL_WORDS = {
    "FATAL": "FATAL", "PANIC": "FATAL", "EMERG": "FATAL", "EMERGENCY": "FATAL",
    "ALERT": "FATAL", "CRITICAL": "CRITICAL", "CRIT": "CRITICAL", "ERROR": "ERROR",
    "ERR": "ERROR", "SEVERE": "ERROR", "WARN": "WARN", "WARNING": "WARN",
    "NOTICE": "NOTICE", "INFO": "INFO", "DEBUG": "DEBUG", "TRACE": "TRACE",
}
LEVEL_WORDS = frozenset(_LEVEL_WORDS)
"""Every word `level_of` reads as a level (upper-case here)."""
_WORDS = "|".join(sorted(_LEVEL_WORDS, key=len, reverse=True))
# An upper-case level word anywhere, or a lower/title-case one where only a level sits:
# `[error]`, `<warn>`, `level=info`, `"severity": "ERROR"`, Python's `"levelname": "warning"`,
# Serilog's compact `"@l":"Error"`, `error:`. The first one wins.
_LEVEL = re.compile(
    rf"\b({_WORDS})\b"
    rf"|(?i:[\[<(]({_WORDS})[\]>)]"
    rf"|(?:level(?:name)?|severity|lvl|@l)[\"']?\s*[=:]\s*[\"']?({_WORDS})\b"
    rf"|\b({_WORDS}):)")

_LETTERS = {"V": "TRACE", "T": "TRACE", "D": "DEBUG", "I": "INFO", "N": "NOTICE",
            "W": "WARN", "E": "ERROR", "C": "CRITICAL", "F": "FATAL", "A": "FATAL"}
_SHORT = {"trce": "TRACE", "dbug": "DEBUG", "info": "INFO", "warn": "WARN", "fail": "ERROR",
          "crit": "CRITICAL"}
"""Four-letter levels: .NET's console (`fail: `) and log15's `lvl=eror`."""
_SHORT_KEYED = {**_SHORT, "eror": "ERROR"}
SHORT_WORDS = frozenset(word.upper() for word in _SHORT_KEYED)
"""The four-letter levels `level_of` reads (`FAIL`, `EROR`, `DBUG`, ...), upper-case."""
_SEVERITIES = ("FATAL", "FATAL", "CRITICAL", "ERROR", "WARN", "NOTICE", "INFO", "DEBUG")
"""Syslog severities 0-7 (emerg, alert, crit, err, warning, notice, info, debug)."""
_NUMERIC = {"10": "TRACE", "20": "DEBUG", "30": "INFO", "40": "WARN", "50": "ERROR",
            "60": "FATAL"}

_HEADER = r"(?:(?=[^ ]*<\*>)[^ ]*+ +){0,6}?(?:std(?:out|err) [FP] )?"
"""Up to six header fields that each hold a variable (stamps, pids, thread ids), and the
stream and tag a container runtime writes (`stderr F `). A field is taken whole, without
backtracking (`*+`), once a look-ahead has found its variable: the plain pattern (any
characters, the variable, any characters) tried every split of a field around each of its
variables, so a line that is one long token of many (a JSON record) cost its length
squared: two seconds for 100 KB, five minutes for 1.4 MB."""
_MARK = re.compile(
    r"<(?P<priority>[0-9]{1,3})>"
    rf"|(?P<short>{'|'.join(_SHORT)}): "
    rf"|{_HEADER}(?:"
    r"(?P<glued>[IWEFD])<\*> <\*> "
    r"|(?P<bang>[EWID])! "
    r"|(?P<slash>[VDIWEFA])/[^ (]+ *\( *<\*>\)"
    r"|(?<= )(?P<column>[VDIWEFA]) +[^ :][^:]{0,40}?:"
    rf"|(?i:(?P<padded>{_WORDS}))  )")
"""The header marks, matched at the start of a template (see the module docstring); a lone
column letter needs a header field before it (`(?<= )`), so a sentence that opens with `A`
or `I` is not read as one."""
_MODULE_LEVEL = re.compile(rf"\[[a-z_]+:(?i:({_WORDS}))\]")
_NUMERIC_LEVEL = re.compile(r"level(?<!\wlevel)\"?[=:]([0-9]{2})(?![0-9])")
_SHORT_LEVEL = re.compile(rf"l(?<!\wl)(?:evel|vl)[\"']?[=:][\"']?({'|'.join(_SHORT_KEYED)})\b")
"""A numeric level (`"level":50`) and a four-letter one (`lvl=eror`) after a key that opens a
word. The word's start is checked by a look-behind after the key's first letter, not by a
`\\b` before it: a pattern that opens with a literal is searched at memchr speed, one that
opens with `\\b` is tried at every character (a twentieth of a Windows event log's fold, on
its kilobyte records)."""

_VAR_SPACE = "<*> "

NO_LEVEL = "-"
"""The level of a line that names none."""
ERROR_LEVELS = frozenset({"FATAL", "CRITICAL", "ERROR"})
"""Levels whose templates come first and whose exemplars a budget never drops."""
WARN_LEVELS = frozenset({"WARN"})
"""Levels whose templates come second."""


def level_of(template: str) -> str:
    """The canonical level a line (or its template) names first, or `-` when it names none.

    Taken from the template, so a template has exactly one level and re-folding agrees.
    """
    level = _after_variable(template)
    if level is not None:
        return level
    marked = _mark_level(template)
    if marked is not None:
        return marked
    found = _search_level(template)
    if found is None:
        return NO_LEVEL
    first, second, third, fourth = found.groups()  # one per alternative; a word is never empty
    word = first or second or third or fourth
    return _LEVEL_WORDS[word.upper()]


def _after_variable(template: str) -> str | None:
    """The level of the commonest template, `<*> LEVEL ...`, or None when it is not one: no
    alternative of `_LEVEL` can match in `<*> `, and where the next token is an upper-case
    level word the first alternative matches it whole (the longer words are tried first and
    a space ends the word)."""
    if not template.startswith(_VAR_SPACE):
        return None
    end = template.find(" ", len(_VAR_SPACE))
    return _LEVEL_WORDS.get(template[len(_VAR_SPACE):end if end >= 0 else None])


_NEEDLES = (*sorted(_LEVEL_WORDS), "LEVEL", "SEVERITY", "LVL", "@L")
"""Every `_LEVEL` match starts at one of these (upper-cased) or at the bracket before one."""


def _search_level(template: str) -> re.Match[str] | None:
    """`_LEVEL.search(template)`, tried only where a match can start: `_LEVEL` is an
    alternation that the regex engine tries at every position, a `find` per needle is a
    memchr-speed scan. The places of all needles come in order (`_places`), and each is
    matched there and at the bracket before it. A JSON record's needles that name no level
    (`"level":"information"`, `Info`, `DESCRIPTION`) are a few places each, where a search
    from the first read the kilobytes after it: a fifth of a Windows event log's fold.
    Past `_PLACES_TRIED` places the regex searches the rest. Only for ASCII, where `upper`
    keeps every index."""
    if not template.isascii():
        return _LEVEL.search(template)
    match = _LEVEL.match
    for tried, at in enumerate(_places(template.upper())):
        if tried == _PLACES_TRIED:  # a hostile run of needles: the regex reads the rest
            return _LEVEL.search(template, at)
        found = match(template, at - 1) if at else None
        if found is None:
            found = match(template, at)
        if found is not None:
            return found
    return None


_PLACES_TRIED = 64
"""Needle places `_search_level` matches at before the regex searches the rest: a record's
needles that name no level are a few (seven, on average, in a Windows event); a megabyte
of `@L@L…` is half a million, each a heap step and two matches."""


def _places(upper: str) -> Iterator[int]:
    """Each index of `upper` where some needle (`_NEEDLES`) starts, once, in order: the
    next place of each needle, merged on a heap, overlaps and all (`@LEVEL` holds `@L` and
    `LEVEL`)."""
    heap = [(at, needle) for needle in _NEEDLES if (at := upper.find(needle)) >= 0]
    heapify(heap)
    last = -1
    while heap:
        at, needle = heap[0]
        following = upper.find(needle, at + 1)
        if following >= 0:
            heapreplace(heap, (following, needle))
        else:
            heappop(heap)
        if at != last:
            last = at
            yield at


def bare_variable_mark(template: str) -> bool:
    """Whether `template` opens with a header mark that needs a field to be a bare `<*>` (a
    level letter glued to a date, then the time: `I<*> <*> `; a logcat tag's pid:
    `E/Tag( <*>)`; a level word after a bare `<*>`, as `level_of` reads it first) or to
    hold one before it (`<*> E! `, a column letter). Masking a value can complete such a
    mark (`bn7 E! INFO`, whose `bn7` keeps its digit, reads INFO; `<*> E! INFO` reads
    ERROR), so the variables found across templates are checked against these
    (`oncall.fold.variables`)."""
    if _after_variable(template) is not None:  # `<*> ERROR`: a bare `<*>`, a level word
        return True
    found = _MARK.match(template)
    return found is not None and found.lastgroup in ("glued", "slash", "bang", "column")


def _mark_level(template: str) -> str | None:
    """The level a header mark, a module's bracket or a numeric level names, or None."""
    found = _MARK.match(template)
    if found is not None:
        kind = found.lastgroup
        value = found.group(kind) if kind is not None else None
        if kind == "priority" and value is not None:
            return _SEVERITIES[int(value) % 8]
        if kind == "short" and value is not None:
            return _SHORT[value]
        if kind == "padded" and value is not None:
            return _LEVEL_WORDS[value.upper()]
        if value is not None:
            return _LETTERS[value]
    module = _MODULE_LEVEL.search(template)
    if module is not None:
        return _LEVEL_WORDS[module.group(1).upper()]
    if "level" not in template and "lvl" not in template:
        return None  # what both patterns below need
    numeric = _NUMERIC_LEVEL.search(template)
    if numeric is not None and numeric.group(1) in _NUMERIC:
        return _NUMERIC[numeric.group(1)]
    short = _SHORT_LEVEL.search(template)
    if short is not None:
        return _SHORT_KEYED[short.group(1)]
    return None
