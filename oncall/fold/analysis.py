"""The analysis tokens of a template, which `oncall.fold.variables` compares position by
position: its space-separated tokens, each also cut after `=`, `:`, `,` and `|` (`user=alice`
is `user=` and `alice`), a double-quoted string one token, whatever it holds (a user agent
with `(KHTML, like Gecko)` in it, a request with `?a=b`, a message: cut there, the same
field would have as many widths as its values have commas, and templates of different
widths are never compared); and the way back to the template.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import repeat

from oncall.fold.ascii import byte_table, translated

__all__ = ["IN_QUOTES", "QUOTED_SPACE", "join_tokens", "split_all"]

QUOTED_SPACE = "\x01"
"""A space inside double quotes, as analysis tokens write it (the quoted string is one)."""
_SPLIT_AFTER = ("=", ":", ",", "|")
IN_QUOTES = QUOTED_SPACE + "\x02\x03\x04\x05"
"""How analysis tokens write a space and each `_SPLIT_AFTER` mark inside double quotes:
control characters the fold's input never holds (`oncall.fold.masking.clean_line` replaces
them before a template is made)."""
_INTO_QUOTES = str.maketrans(" =:,|", IN_QUOTES)
_INTO_QUOTES_BYTES = byte_table(_INTO_QUOTES)
_OUT_OF_QUOTES = str.maketrans(IN_QUOTES, " =:,|")


def split_all(templates: Sequence[str]) -> list[list[str]]:
    """The analysis tokens of each template (none holds a newline): its space-separated
    tokens, each also cut after `=`, `:`, `,` and `|`; a double-quoted string is one token (a
    user agent, a message). A few C-level passes over the joined templates: quoted strings
    are found over the whole text at once; when no quoted part holds a newline, every
    template's quotes pair up within it and the parts are those each template would give
    alone; otherwise (a template with an odd number of quotes) each template's quotes are
    paired on their own."""
    if not templates:
        return []
    text = "\n".join(templates)
    if '"' in text:
        parts = text.split('"')
        quoted = "\n".join(parts[1::2])
        if quoted.count("\n") == len(parts) // 2 - 1:
            parts[1::2] = translated(quoted, _INTO_QUOTES, _INTO_QUOTES_BYTES).split("\n")
            text = '"'.join(parts)
        else:
            text = "\n".join(map(_quote_spaces, templates))
    for mark in _SPLIT_AFTER:
        if mark in text:
            text = text.replace(mark, mark + " ")
    return list(map(str.split, text.split("\n"), repeat(" ")))


def _quote_spaces(template: str) -> str:
    """`template` with the spaces and marks inside double quotes written as `IN_QUOTES`."""
    parts = template.split('"')
    parts[1::2] = [translated(p, _INTO_QUOTES, _INTO_QUOTES_BYTES) for p in parts[1::2]]
    return '"'.join(parts)


def join_tokens(tokens: Sequence[str]) -> str:
    """`split_all` undone for one template: each cut added exactly one space after its
    mark, and what is inside quotes is written as it was."""
    text = " ".join(tokens)
    for mark in _SPLIT_AFTER:
        if mark in text:
            text = text.replace(mark + " ", mark)
    return text.translate(_OUT_OF_QUOTES)
