"""A line's level is never a variable: the checks `oncall.fold.variables` makes before it
writes a position as `<*>`, and after.

Levels decide the fold's order (errors first) and what a budget may drop, and a template's
level is read from its text (`oncall.fold.levels`), so a value that gives its line its level
(a level word, a syslog priority, a level letter) must stay, and a merge must not complete a
header mark that reads another level.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from oncall.fold.analysis import join_tokens
from oncall.fold.levels import SHORT_WORDS, bare_variable_mark
from oncall.fold.masking import LEVEL_WORDS, NO_LEVEL, VAR, level_of

__all__ = ["LEVELISH", "gives_level", "keep_levels", "levelish", "names_level",
           "remembered_level"]

_WORDS = "|".join(sorted(LEVEL_WORDS | SHORT_WORDS))
_LEVEL_NEEDLES = re.compile(f"\x00(?:{_WORDS})\x00")
_MARKS_APART = str.maketrans(dict.fromkeys(
    "".join(chr(c) for c in range(1, 128) if not chr(c).isalnum()), "\x00"))
"""Every ASCII character but letters and digits, written as the separator `_LEVEL_NEEDLES`
looks for, so a level word glued to another field (`[web][ERROR]`, Monolog's
`production.ERROR:`, `web/warn`) is found too: with the marks deleted or kept, `WEBERROR`
and `PRODUCTION.ERROR` named none, and five environments beside two levels were merged as
one variable, an error's lines into a template of no level."""
LEVELISH = re.compile(f"(?i:{_WORDS}|level|lvl|severity)"
                      r"|<[0-9]|(?:^|\x00)[VTDINWECFA](?:<\*>|!|/)")
"""What a value must hold to take part in reading a line's level (`oncall.fold.levels`): a
level word in any case, a level key, a syslog priority, or a level letter glued to a
variable, `!` or `/`. A value that holds none of these and already holds a variable can be
masked without changing a level: the header rules read a field that holds a variable the
same whatever else it holds, but for the marks that need a bare `<*>`, which `keep_levels`
checks once merging is done. `levelish` searches it."""
_LEVELISH_UPPER = re.compile(f"{_WORDS}|LEVEL|LVL|SEVERITY")
_LEVELISH_MARK = re.compile(r"<[0-9]|(?:^|\x00)[VTDINWECFA](?:<\*>|!|/)")


def levelish(values: Iterable[str]) -> bool:
    """Whether any of `values` holds what `LEVELISH` looks for. An ASCII text is searched
    upper-cased, for the words, and as it is, for the marks: the same answer, nine times
    faster (a case-blind alternation is tried at every character; an upper-case one skips
    to the characters its words open with). Other text is searched by `LEVELISH` itself,
    whose case-blindness is Unicode's (`ſ` is an `S`)."""
    text = "\x00".join(values)
    if not text.isascii():
        return LEVELISH.search(text) is not None
    return _LEVELISH_UPPER.search(text.upper()) is not None or \
        _LEVELISH_MARK.search(text) is not None


def remembered_level(template: str, levels: dict[str, str]) -> str:
    """`level_of(template)`, remembered in `levels`."""
    level = levels.get(template)
    if level is None:
        level = levels[template] = level_of(template)
    return level


def gives_level(member_rows: list[list[str]], p: int, values: set[str],
                levels: dict[str, str]) -> bool:
    """Whether a value at position `p` is a level word or mark that gives its line its level
    (`ERROR` in `<*> ERROR ...`, `[warn]`, `level=info`, `<3>`): a line's level is never a
    variable, so errors stay apart from the rest. A level word that names no level there
    (`user=info`, a user name) is a value like any other. Only the rows holding a level word
    or mark there are read (`values` hold one), and of those only the ones that name a
    level: masking a word cannot take away a level its line does not have. `levels`
    remembers the levels read."""
    words = {word for word in values if names_level((word,))}
    for row in member_rows:
        if row[p] in words:
            level = remembered_level(join_tokens(row), levels)
            masked = join_tokens((*row[:p], VAR, *row[p + 1:]))
            if level != NO_LEVEL and level != remembered_level(masked, levels):
                return True
    return False


def names_level(values: Iterable[str]) -> bool:
    """Whether a value may name its line's level: a level word (`ERROR`, `[warn]`, `"info",`,
    `fail:`) or a level mark (`oncall.fold.levels`: a syslog priority `<3>`, a numeric
    level `50`, a level letter alone or glued to a variable, `!` or `/`: `E`, `E<*>`, `W!`,
    `I/Tag`; the digits of the first two are the only ones a template holds), or holds a
    level's key (`_LEVEL_KEYS`). A line's level is never a variable, so errors stay apart
    from the rest. A few C-level passes over them all."""
    text = "\x00" + "\x00".join(values) + "\x00"
    words = text.translate(_MARKS_APART).upper()
    return _LEVEL_NEEDLES.search(words) is not None or _MARK.search(text) is not None or \
        any(key in words for key in _LEVEL_KEYS) or "@L" in text or "@l" in text


_LEVEL_KEYS = ("LEVEL", "LVL", "SEVERITY")
"""A level's key, anywhere in a value (`an12.bn7.level=`, `loglevel=`; Serilog's `@l`, looked
for before the marks are written apart): the key and the level word after it give the line
its level (`oncall.fold.levels`), so a value that holds the key takes part in it too. Masked
whole (`<*>=warn`), a key of many names left its level word reading no level, and a warning
none (hypothesis found it)."""


_MARK = re.compile(r"\x00[VTDINWECFA](?:<\*>|[!/\x00])|<[0-9]|\x00[\"']?[0-9]{2}(?![0-9])")
"""A level letter alone or glued to a variable, `!` or `/`; a syslog priority (`<3>`); a value
that opens with two digits (a numeric level: `30,` after `"level":`)."""


def keep_levels(templates: Sequence[str], final: list[str], levels: dict[str, str]) -> None:
    """Give back its own template to each of `templates` whose merged one in `final` reads
    another level through a header mark the merge completed: `gives_level` finds that no
    value is a level word, but a value written as a bare `<*>` can complete a mark
    (`bare_variable_mark`: `I<*> an<*> [error]` is an error, `I<*> <*> [error]` reads as
    klog's INFO). Only the few merged templates that open with such a mark are read;
    `levels` remembers the levels read."""
    merged = {out for key, out in zip(templates, final, strict=True) if key != out}
    marked = set(filter(bare_variable_mark, merged))
    if not marked:
        return
    for i, (key, out) in enumerate(zip(templates, final, strict=True)):
        if out in marked and remembered_level(key, levels) != remembered_level(out, levels):
            final[i] = key
