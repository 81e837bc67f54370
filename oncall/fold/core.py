"""The fold: group log lines by masked template, one verbatim exemplar per template.

A pure function of its input: no clock, no randomness, no I/O, so the same lines always fold
to the same text (timing is the caller's business). Only repetition is removed; every
distinct template survives, error templates first.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import chain
from operator import attrgetter, itemgetter
from typing import NamedTuple

from oncall.fold.error_numbers import split_error_numbers
from oncall.fold.hosts import mask_hosts
from oncall.fold.kept import has_kept
from oncall.fold.masking import clean_line, level_of, mask_shapes, needs_cleaning, shapes_of
from oncall.fold.render import MAX_EXEMPLAR_CHARS, rank, render
from oncall.fold.times import first_and_last, span, stamps
from oncall.fold.variables import generalize

__all__ = ["MAX_EXEMPLAR_CHARS", "Folded", "Template", "estimate_tokens", "fold_bytes",
           "fold_lines", "fold_text"]

_COUNT = attrgetter("count")


def estimate_tokens(text: str) -> int:
    """A deterministic token estimate: characters / 4, rounded up.

    Close enough to BPE tokenizers on English and logs to size a prompt, and the same on every
    machine (the model server's count is what the ledger records; this is for budgeting)."""
    return (len(text) + 3) // 4


@dataclass(frozen=True)
class Template:
    """One distinct masked line: its first verbatim occurrence and how often it occurred."""

    level: str
    """Canonical level (`FATAL`, `CRITICAL`, `ERROR`, `WARN`, `NOTICE`, `INFO`, `DEBUG`,
    `TRACE`) or `-` when the line names none."""
    template: str
    """The line with variables masked as `<*>`."""
    exemplar: str
    """The first line with this template, verbatim (CR and line separators replaced)."""
    count: int
    first_ts: str | None
    """Timestamp of the first line with this template, as written; None if it has none."""
    last_ts: str | None
    """Timestamp of the last line (in input order) with this template."""


@dataclass(frozen=True)
class Folded:
    """The result of a fold: the text a model reads, and the numbers the trace records."""

    text: str
    templates: tuple[Template, ...]
    """In rendered order: errors, then warnings, then the rest; each by count, descending."""
    lines_in: int
    bytes_in: int
    bytes_out: int
    tokens_in: int
    tokens_out: int
    """`estimate_tokens` of the input (lines joined by newlines) and of `text`."""
    budget: int | None
    dropped: tuple[Template, ...]
    """Templates whose exemplar the budget replaced by the masked template line."""
    left_out: tuple[Template, ...] = ()
    """Templates the budget left out of the text (counted in its note)."""


def fold_text(text: str, *, budget: int | None = None) -> Folded:
    """Fold a whole log: lines split on `\\n` (CRLF works), a trailing newline ends the last."""
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    return fold_lines(lines, budget=budget)


def fold_bytes(data: bytes, *, budget: int | None = None) -> Folded:
    """Fold raw bytes of unknown encoding: UTF-8, with undecodable bytes as U+FFFD."""
    return fold_text(data.decode("utf-8", errors="replace"), budget=budget)


def fold_lines(lines: Sequence[str], *, budget: int | None = None) -> Folded:
    """Fold `lines`; with `budget` (estimated tokens) write the most repetitive INFO/DEBUG
    templates, then WARN ones, as their masked template, then leave them out; never an
    error template."""
    if budget is not None and budget < 0:
        raise ValueError(f"budget: must be >= 0, got {budget}")
    cleaned = lines
    # An element holding a newline makes `_shape` return None, and a character `clean_line`
    # replaces (a CR, a form feed) is in some shape exactly when it is in some line, so the
    # few distinct shapes are checked rather than the whole text.
    shaped = _shape(lines)
    if shaped is None or needs_cleaning("\n".join(shaped.counts)):
        cleaned = [clean_line(line) for line in lines]
        reshaped = _shape(cleaned)
        assert reshaped is not None  # clean lines hold no newline
        shaped = reshaped._replace(size=_size(lines))  # the size of the input, as given
    distinct = list(shaped.counts)
    masked, lead = mask_shapes(distinct)
    template_of = dict(zip(distinct, mask_hosts(masked), strict=True))
    # Per line, all C-level passes: its masked template, then its generalized one; each
    # template's count, first and last line (the last index a key is given wins).
    per_line = list(map(template_of.__getitem__, shaped.shapes))
    masked_counts = Counter(per_line)
    keys = list(masked_counts)
    capped: list[bool] = []
    general = dict(zip(keys, generalize(keys, list(masked_counts.values()), capped),
                       strict=True))
    final = list(map(general.__getitem__, per_line))
    line_stamps = list(map(itemgetter(slice(0, lead)), cleaned)) if lead else stamps(cleaned)
    levels = {key: level_of(key) for key in dict.fromkeys(general.values())}
    split_error_numbers(final, cleaned, shaped.shapes, levels)
    counts = Counter(final)
    lasts = dict(zip(final, range(len(final)), strict=True))
    firsts = dict(zip(reversed(final), range(len(final) - 1, -1, -1), strict=True))
    order = None if line_stamps is None else first_and_last(line_stamps, final)
    # Errors, warnings, the rest; each by count, descending, ties in order of first
    # appearance (groups come in that order and the sort is stable, reversed or not).
    ranked: tuple[list[Template], ...] = ([], [], [])
    for key, count in counts.items():
        first, last = firsts[key], lasts[key]
        if order is not None:
            early, late = order[0].get(key, first), order[1].get(key, last)
        else:
            early, late = first, last
        first_ts = (line_stamps[early] or None) if line_stamps is not None else None
        last_ts = (line_stamps[late] or None) if line_stamps is not None else None
        level = levels[key]
        ranked[rank(level)].append(
            _template(level, key, cleaned[first], count, first_ts, last_ts))
    for section in ranked:
        section.sort(key=_COUNT, reverse=True)
    templates = tuple(chain(*ranked))
    chars_in, bytes_in = shaped.size
    text, shortened, left_out = render(templates, [len(s) for s in ranked], len(lines),
                                       _span(templates), budget, capped=bool(capped))
    return Folded(
        text=text, templates=templates, lines_in=len(lines), bytes_in=bytes_in,
        bytes_out=_utf8_len(text), tokens_in=(chars_in + 3) // 4,
        tokens_out=estimate_tokens(text), budget=budget,
        dropped=tuple(templates[i] for i in shortened),
        left_out=tuple(templates[i] for i in left_out))


def _span(templates: Sequence[Template]) -> tuple[str, str] | None:
    """The earliest and the latest time of any template (in time, not input, order)."""
    return span([ts for t in templates for ts in (t.first_ts, t.last_ts) if ts is not None])


class _Shapes(NamedTuple):
    counts: dict[str, int]
    """Each distinct line shape -> how many lines have it, in order of first appearance."""
    size: tuple[int, int]
    """Characters and UTF-8 bytes of the lines joined by newlines."""
    shapes: list[str]
    """Each line's shape."""


def _shape(lines: Sequence[str]) -> _Shapes | None:
    """The shape (`shapes_of`) of each line and the count of each distinct shape, or None
    when an element holds a newline or a kept digit (`oncall.fold.kept`: `clean_line`
    replaces those). All C-level passes over the joined text."""
    text = "\n".join(lines)
    if has_kept(text):
        return None
    shapes = shapes_of(text) if lines else []
    if len(shapes) != len(lines):
        return None
    return _Shapes(Counter(shapes), (len(text), _utf8_len(text)), shapes)


def _size(lines: Sequence[str]) -> tuple[int, int]:
    """Characters and UTF-8 bytes of `"\\n".join(lines)`, without joining them."""
    newlines = max(len(lines) - 1, 0)
    chars = sum(map(len, lines)) + newlines
    if all(map(str.isascii, lines)):
        return chars, chars
    return chars, sum(map(_utf8_len, lines)) + newlines


_new = object.__new__
_set = object.__setattr__


def _template(level: str, template: str, exemplar: str, count: int, first_ts: str | None,
              last_ts: str | None) -> Template:
    """`Template(level, template, ...)` at a third of the cost: a frozen dataclass's
    `__init__` sets each field through `object.__setattr__`, and a fold makes one per
    template (hundreds), so the new instance gets its `__dict__` in one go. The result is
    an ordinary `Template`: equal, hashing and printing alike (tests check)."""
    made = _new(Template)
    _set(made, "__dict__", {"level": level, "template": template, "exemplar": exemplar,
                            "count": count, "first_ts": first_ts, "last_ts": last_ts})
    return made


def _utf8_len(text: str) -> int:
    """Bytes of `text` in UTF-8 (lone surrogates as three): an ASCII string is its length."""
    return len(text) if text.isascii() else len(text.encode("utf-8", "surrogatepass"))


