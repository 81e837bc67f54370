"""Values that make a message of their own among a variable's: a frequent one, and an absent
one (`-`, `""`), for `oncall.fold.variables`, which keeps them as constants."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from itertools import chain, repeat
from operator import itemgetter

from oncall.fold.masking import VAR

__all__ = ["ALNUM_ONLY", "HEAVY_LEAD", "HEAVY_SHARE", "heavy", "is_blank", "is_status"]

HEAVY_SHARE = 3
"""A value of a variable position that carries a third of the group's lines or more is kept
as a constant (`crond: CMD (run-parts /etc/cron.hourly)` beside many
`CMD (<path> <path>)`): a value that frequent is a message of its own."""


HEAVY_LEAD = 8
"""... and at least this many times the lines of the next most frequent value: beside a
long tail of values, not one of a few common ones (`GET` beside `POST`)."""


def heavy(member_rows: list[list[str]], weights: list[int], positions: list[int],
           columns: dict[int, set[str]]) -> tuple[int, str] | None:
    """The first (position, value) of `positions` whose value is heavy (`HEAVY_SHARE`);
    `weights` are the line counts of `member_rows`, `columns` their values by position."""
    # An absent value (`-`, `""`) is never a case of a present one; most groups hold none
    # at any position, which one look at all their values tells.
    maybe = _may_be_blank(chain.from_iterable(map(columns.__getitem__, positions)))
    for p in positions if maybe else ():
        values = columns[p]
        if not _may_be_blank(values):
            continue
        blank = list(filter(is_blank, values))
        if blank and len(blank) < len(values):
            return p, min(blank)
    for p in positions:
        values = columns[p]
        if VAR in values:  # a bare `<*>`: an address, a number (not a name's `S<*>`)
            status = list(filter(is_status, values))
            if status and len(status) < len(values):
                return p, min(status)
    total = sum(weights)
    heaviest = max(weights)
    at_heaviest = weights.index(heaviest)
    runner_up = sorted(weights)[-2] if len(weights) > 1 else 0
    for p in positions:
        distinct = len(columns[p])
        if distinct == len(member_rows):  # each value is one template's
            value, lines, second = member_rows[at_heaviest][p], heaviest, runner_up
        elif (len(member_rows) - distinct + 1) * heaviest * HEAVY_SHARE < total or \
                max(Counter(map(itemgetter(p), member_rows)).values()) * heaviest \
                * HEAVY_SHARE < total:
            # no value is held by templates enough to carry a third of the lines (a value
            # is held by at most all the templates the others leave)
            continue
        else:
            load = Counter(chain.from_iterable(map(repeat, map(itemgetter(p), member_rows),
                                                   weights)))
            ranked = sorted(load.items(), key=itemgetter(1), reverse=True)
            (value, lines), second = ranked[0], ranked[1][1]
        if lines * HEAVY_SHARE >= total and value != VAR and second * HEAVY_LEAD <= lines:
            return p, value
    return None


def is_status(value: str) -> bool:
    """Whether `value` is a status a program writes in capitals where a masked value goes,
    bare or in angle brackets (dnsmasq's `reply <host> is NXDOMAIN`, `is <CNAME>` beside
    `is <*>`): what the answer was, not one of its values. Among a variable whose values
    are masked whole (a bare `<*>`), it is a message of its own, as an absent value is (a
    host that does not exist was one template with the addresses found). Beside names
    with a digit masked (`aws.service=S<*>` beside `RDS` and `IAM`) capitals are names."""
    core = value[1:-1] if value[:1] == "<" and value[-1:] == ">" else value
    return 1 < len(core) <= _STATUS_LETTERS and core.isalpha() and core.isupper() and \
        core.isascii()


_STATUS_LETTERS = 12
"""Letters of a status, at most (`SERVFAIL`, `UNAVAILABLE`): a longer run of capitals is
an id (S3's request ids, sixteen letters and digits, now and then no digit)."""


def is_blank(value: str) -> bool:
    """Whether `value` is an absent value: a few marks, no letter or digit (`_BLANK`), or
    a word a program prints for nothing (`ABSENT_WORDS`: C's `(null)`, Go's `<nil>`), but
    for the quotes and separator around it."""
    if len(value) > _BLANK_CHARS or value in _STRUCTURE or (value and value.isspace()):
        return False
    if not (value[:1].isalnum() or value[-1:].isalnum()) and _BLANK.fullmatch(value):
        return True
    return value.strip(_AROUND) in ABSENT_WORDS


ABSENT_WORDS = frozenset({"(null)", "<nil>", "(nil)", "<none>", "(none)"})
"""What programs print for a value that is not there: C's `printf("%s", NULL)`, Go's nil,
and a tool's `<none>`. A field of names that some lines write as `NodeList=(null)` is absent
in those, and they are a message of their own (Slurm's allocation that got no nodes); a
bare word (`null`, `none`, `None`) may be a value like any other."""
_AROUND = "\"',;"
_STRUCTURE = frozenset("{}[]()")
"""A lone bracket is structure, no absent value: the `} joined {` and `})` of Galera's view
blocks beside their tab-indented member lines (`\tuuid,name`). Read as absent fields, a split
on them took its parts' words for variables found in the larger group, and `joined`, `left`
and `partitioned` were one template. So is an indent (a tab alone)."""


def _may_be_blank(values: Iterable[str]) -> bool:
    """False when no value can be blank (`is_blank`), in C-level passes over the values
    joined: with `<*>` written as a letter, ASCII text without its other characters leaves
    exactly the values of marks empty; the absent words are looked for by their first
    mark."""
    joined = "\x00" + "\x00".join(values) + "\x00"
    if not joined.isascii() or "(n" in joined or "<n" in joined:
        return True
    return "\x00\x00" in joined.replace(VAR, "x").translate(ALNUM_ONLY)


ALNUM_ONLY = str.maketrans(dict.fromkeys(
    "".join(chr(c) for c in range(1, 128) if not chr(c).isalnum())))
"""Deletes every ASCII character but NUL, letters and digits."""


_BLANK = re.compile(r"(?:[^\w<]|_|<(?!\*>))*")
"""A value with no letter or digit (`str.isalnum`) and no `<*>`: an absent value (`-`, `""`,
`[]`)."""
_BLANK_CHARS = 16
"""An absent value is a few marks: a longer run of them is not one (and reading every such
value of every group costs a hostile log of 250 kB punctuation runs seconds)."""
