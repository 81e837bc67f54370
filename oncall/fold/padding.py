"""A column's padding, written as one or two spaces in a template, a list of numbers,
written as one variable, and a number's sign, part of it.

A table or an aligned log pads a column to a width, so the spaces beside a variable grow and
shrink with its value, or with the values before it on the line; a list of numbers grows
and shrinks with its count: either is part of the variables, not of the message, and two
lines of one message must not differ in it. Masking (`oncall.fold.masking`) applies this to
the masked lines (`finished`).
"""

from __future__ import annotations

import re
from itertools import repeat
from operator import itemgetter

from oncall.fold.tokens import VAR

__all__ = ["aligned", "finished"]


def aligned(masked: str) -> str:
    """`masked` with each run of spaces before a variable, and each run of three or more
    after a token that holds one, written as one space, and every other run of three or more
    as two: a column padded to a width (`1796004240.000    130 10.2.5.1`, `  31354
    10.1.4.8`, kubectl's `pod/web-<*>-x2kfp     Started`, `deployment/cart     Started`,
    uvicorn's `INFO:     `, pytest's `test_login PASSED          [ 12%]`) pads by the width
    of what is before it on the line, so the padding is part of the variables, not of the
    message: no message tells itself from another by a count of spaces. Two spaces are left
    as they are: a message writes them as constant text (`rhost=<*>  user=root`), and a
    level word padded to a column is read by its two spaces (`oncall.fold.levels`: `…,
    Error              CBS`), so runs after a word keep two. A line's indent is no padding
    (a stack frame's `   at …`). Takes templates joined by newlines too."""
    if "  " not in masked:
        return masked
    if _PADDED_VAR in masked:
        masked = _PADDING.sub(" " + VAR, masked)
    if "   " not in masked:
        return masked
    pieces = _RUN.split(masked)  # text, run, text, run, ..., text
    lasts = map(itemgetter(2), map(str.rpartition, pieces[0:-1:2], repeat(" ")))
    tokens = map(itemgetter(2), map(str.rpartition, lasts, repeat("\n")))
    pieces[1::2] = [" " if VAR in token else "  " if token else run  # a line's indent stays
                    for token, run in zip(tokens, pieces[1::2], strict=True)]
    return "".join(pieces)


_PADDED_VAR = "  " + VAR
_PADDING = re.compile("  +" + re.escape(VAR))
"""Two spaces or more before `<*>`: written with a literal opening (`"  "`), which the regex
engine skips to in C (` {2,}` made it try every position, seven times slower)."""
_RUN = re.compile("(   +)")
"""Three spaces or more, kept by a split (`aligned` reads the token before each in C-level
passes: a regex that found a token holding `<*>` before a run read each long token once per
`<*>` in it, and a call back per run cost kubectl's columns 20 ms). The runs after a word or
a name were once left as they were: each width of such a column gave its lines a template
of their own (a pytest run's `PASSED          [ 12%]`: 263 templates for one message)."""


def finished(masked: str) -> str:
    """Masked lines (joined by newlines) with a column's padding made one or two spaces
    (`aligned`), a number's sign made part of it (`_SIGN`), the padding of a number in
    brackets none (`_BRACKET_PADDED`) and each list of numbers one variable
    (`_NUMBERS`)."""
    if _SIGNED_VAR in masked:  # first: the padding before a signed number is a variable's
        masked = _SIGN.sub("", masked)
    masked = aligned(masked)
    if _BRACKET_PADDED in masked:
        masked = masked.replace(_BRACKET_PADDED, _BRACKET_VAR)
    return _NUMBERS.sub(_NUMBERS_MASK, masked) if _NUMBERS_OPENING in masked else masked


_BRACKET_PADDED = "[ " + VAR
_BRACKET_VAR = "[" + VAR
"""A number right-aligned in brackets (dmesg's and Xorg's `[    6.497]` beside `[88115.494]`,
pytest's `[ 12%]` beside `[100%]`): its padding is part of it, and the widest values have
none, so a message's lines gave two templates, one with a space (`aligned` leaves one) and
one without, once a kernel's uptime passed a day."""


_SIGNED_VAR = "-" + VAR
_SIGN = re.compile(r"-(?<=[:=\[(, ]-)(?=<\*>)")
"""A minus sign before a masked number that opens a value (after a key's `:` or `=`, a
bracket, a comma or a space: `"lat":-33.8`, `temp=-5`, `offset -12ms`): part of the number,
so it is part of the variable. Kept, a value of either sign gave its message two templates,
and a record of several such fields (a location's latitude and longitude, a clock's
offsets) one per combination of signs. A `-` glued to a name (`pool-<*>`, `T-<*>`) or
between numbers (`<*>-<*>`) is not a sign. The literal `-` first lets the regex engine skip
to each one."""

_NUMBERS = re.compile(r"\[<\*>(?:, ?<\*>)*+(?:, ?\.\.\.)?\]")
"""A list of numbers, all masked (`[<*>, <*>, <*>]`, JSON's `[<*>,<*>]`, one cut short:
`[<*>, <*>, ...]`): its length varies from line to line (a request's token ids, a
consumer's partitions, a batch's offsets), and each length gave the line a width of its own,
so a message's lines fell into one template per length (a model server's request log: 342
templates for 43). It is one variable, `_NUMBERS_MASK`."""
_NUMBERS_OPENING = "[" + VAR + ","
_NUMBERS_MASK = "[" + VAR + "]"
