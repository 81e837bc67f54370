"""A column's padding around a variable, written as one space in a template.

A table or an aligned log pads a column to a width, so the spaces beside a variable grow and
shrink with its value: the padding is part of the variable, not of the message, and two lines
of one message must not differ in it. Masking (`oncall.fold.masking`) applies this to the
masked lines.
"""

from __future__ import annotations

import re
from itertools import repeat
from operator import itemgetter

from oncall.fold.tokens import VAR

__all__ = ["aligned"]


def aligned(masked: str) -> str:
    """`masked` with each run of spaces before a variable, and each run of three or more after
    a token that holds one, written as one space: a column padded to a width
    (`1796004240.000    130 10.2.5.1`, `  31354 10.1.4.8`, kubectl's
    `pod/web-<*>-x2kfp     Started`) pads by the variable's own width, so the padding is
    part of the variable, not of the message. Two spaces after a variable are left as they
    are: a message writes them as constant text (`rhost=<*>  user=root`), whose value may be
    a variable without a digit, found only later, beside which they stay. Takes templates
    joined by newlines too."""
    if "  " not in masked:
        return masked
    if _PADDED_VAR in masked:
        masked = _PADDING.sub(" " + VAR, masked)
    if "   " not in masked or VAR not in masked:
        return masked
    pieces = _RUN.split(masked)  # text, run, text, run, ..., text
    lasts = map(itemgetter(2), map(str.rpartition, pieces[0:-1:2], repeat(" ")))
    tokens = map(itemgetter(2), map(str.rpartition, lasts, repeat("\n")))
    pieces[1::2] = [" " if VAR in token else run
                    for token, run in zip(tokens, pieces[1::2], strict=True)]
    return "".join(pieces)


_PADDED_VAR = "  " + VAR
_PADDING = re.compile("  +" + re.escape(VAR))
"""Two spaces or more before `<*>`: written with a literal opening (`"  "`), which the regex
engine skips to in C (` {2,}` made it try every position, seven times slower)."""
_RUN = re.compile("(   +)")
"""Three spaces or more, kept by a split (`aligned` reads the token before each in C-level
passes: a regex that found a token holding `<*>` before a run read each long token once per
`<*>` in it, and a call back per run cost kubectl's columns 20 ms)."""
