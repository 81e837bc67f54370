"""Echoes: two few-valued word positions of a group where one's value always tells the
other's, the message's kind written twice (`type=USER_AUTH ... op=PAM:authentication`
beside `type=USER_START ... op=PAM:session_open`), which `oncall.fold.variables` splits on
rather than merging; and how a position splits a group's rows, which finds them."""

from __future__ import annotations

from itertools import chain
from itertools import count as numbers
from operator import itemgetter

from oncall.fold.names import is_name

__all__ = ["MAX_ECHO_POSITIONS", "echoes", "split_shape"]

MAX_ECHO_POSITIONS = 24
"""Few-valued positions of a group compared pairwise for echoes, at most (`echoes`)."""


def echoes(member_rows: list[list[str]], columns: dict[int, set[str]],
           varying: list[tuple[int, int]], splitters: list[tuple[int, int]],
           budget: list[int], below: int) -> list[tuple[int, int]]:
    """Positions of plain words that name the message twice: two positions of few values
    each (fewer than `below`, none a name) where one's value always tells the other's
    (`type=USER_AUTH ... op=PAM:authentication` beside `type=USER_START ...
    op=PAM:session_open`). A variable is not echoed by another; a message's kind is, so
    these split the group, whatever their values look like. Two positions that write the
    same value (`_same_value`) are one variable written twice, not an echo. `below` is
    where a position's words are enough for a variable (`oncall.fold.variables`: eight
    apart from the rest of the line): a kind is a few words, and two positions of that many
    values that pair one to one are things that go together (a container's name and its
    namespace in a Falco alert), whose every pairing made a template of its own."""
    taken = {p for _, p in splitters}
    few = [(d, p) for d, p in varying if d < below and p not in taken
           and not any(map(is_name, columns[p]))]
    if len(few) < 2:
        return []
    found: set[tuple[int, int]] = set()
    if len(few) > MAX_ECHO_POSITIONS:
        # Too many to compare pairwise (a hostile line of a thousand such positions would
        # take seconds): only positions that split the rows alike, found in one pass each;
        # `budget[1]` counts it, so the fold says its search was cut short.
        budget[1] += 1
        alike: dict[tuple[int, ...], list[tuple[int, int]]] = {}
        for d, p in few:
            alike.setdefault(split_shape(member_rows, p), []).append((d, p))
        return sorted(chain.from_iterable(group for group in alike.values() if len(group) > 1))
    for k, (d, p) in enumerate(few):
        for e, q in few[k + 1:]:
            pairs = set(map(itemgetter(p, q), member_rows))
            if len(pairs) == max(d, e) and not _same_value(pairs):
                found.update(((d, p), (e, q)))
    return sorted(found)


_FRAMING = "\"',;:()[]{}"


def _same_value(pairs: set[tuple[str, str]]) -> bool:
    """Whether two positions write the same value each time, but for its quotes and marks:
    one variable written twice (an alert's `"dstuser":"git"` beside the `git` of the log line
    it quotes), not a message's kind named twice in two words."""
    return all(a.strip(_FRAMING) == b.strip(_FRAMING) for a, b in pairs)


def split_shape(member_rows: list[list[str]], p: int) -> tuple[int, ...]:
    """How position `p` splits the rows: each row's value as the number of its first row's
    value. Two positions whose values pair one to one have the same."""
    column = list(map(itemgetter(p), member_rows))
    number = dict(zip(dict.fromkeys(column), numbers()))
    return tuple(map(number.__getitem__, column))
