"""The fold: group log lines by masked template, one verbatim exemplar per template.

A pure function of its input: no clock, no randomness, no I/O, so the same lines always fold
to the same text (timing is the caller's business). Only repetition is removed; every
distinct template survives, error templates first.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import chain
from operator import attrgetter, itemgetter
from typing import NamedTuple

from oncall.fold.masking import (
    ERROR_LEVELS,
    WARN_LEVELS,
    clean_line,
    level_of,
    mask_shapes,
    needs_cleaning,
    shapes_of,
    timestamp_of,
)

MAX_EXEMPLAR_CHARS = 600
"""An exemplar longer than this is cut in the folded text (the cut is stated on the line).
`Template.exemplar` always holds the whole line."""

_CLASS_NAMES = ("errors", "warnings", "other")


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
    """Fold `lines`; with `budget` (estimated tokens) drop exemplars of the most repetitive
    INFO/DEBUG templates first, then WARN ones, never an error template's."""
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
    stamp: Callable[[str], str | None] = itemgetter(slice(0, lead)) if lead else timestamp_of
    groups = _group(shaped, dict(zip(distinct, masked, strict=True)))
    # Errors, warnings, the rest; each by count, descending, ties in order of first
    # appearance (groups come in that order and the sort is stable, reversed or not).
    ranked: tuple[list[Template], ...] = ([], [], [])
    for key, (count, first, last) in groups.items():
        exemplar = cleaned[first]
        first_ts = stamp(exemplar)
        last_ts = first_ts if last == first else stamp(cleaned[last])
        level = level_of(key)
        ranked[_RANKS.get(level, 2)].append(
            _template(level, key, exemplar, count, first_ts, last_ts))
    for section in ranked:
        section.sort(key=_COUNT, reverse=True)
    templates = tuple(chain(*ranked))
    chars_in, bytes_in = shaped.size
    text, dropped = _render(templates, [len(s) for s in ranked], len(lines), _span(cleaned),
                            budget)
    return Folded(
        text=text, templates=templates, lines_in=len(lines), bytes_in=bytes_in,
        bytes_out=_utf8_len(text), tokens_in=(chars_in + 3) // 4,
        tokens_out=estimate_tokens(text), budget=budget, dropped=dropped)


class _Shapes(NamedTuple):
    counts: dict[str, int]
    """Each distinct line shape -> how many lines have it, in order of first appearance."""
    firsts: dict[str, int]
    lasts: dict[str, int]
    """Each distinct line shape -> the index of its first and of its last line."""
    size: tuple[int, int]
    """Characters and UTF-8 bytes of the lines joined by newlines."""


def _shape(lines: Sequence[str]) -> _Shapes | None:
    """Count, first and last line of each distinct shape (`shapes_of`) of `lines`, or None
    when an element holds a newline. All C-level passes over the joined text."""
    text = "\n".join(lines)
    shapes = shapes_of(text) if lines else []
    if len(shapes) != len(lines):
        return None
    counts: Counter[str] = Counter(shapes)
    lasts = dict(zip(shapes, range(len(shapes)), strict=True))
    firsts: dict[str, int] = {}
    at = 0
    for shape in counts:  # in order of first appearance: one scan of `shapes` in all
        at = shapes.index(shape, at)
        firsts[shape] = at
    return _Shapes(counts, firsts, lasts, (len(text), _utf8_len(text)))


def _group(shaped: _Shapes, template_of: dict[str, str]) -> dict[str, list[int]]:
    """Template -> [count, first line, last line], templates in order of first appearance
    (shapes come in order of first appearance: a template's first shape holds its first
    line)."""
    groups: dict[str, list[int]] = {}
    for shape, count in shaped.counts.items():
        key = template_of[shape]
        group = groups.get(key)
        if group is None:
            groups[key] = [count, shaped.firsts[shape], shaped.lasts[shape]]
        else:
            group[0] += count
            group[2] = max(group[2], shaped.lasts[shape])
    return groups


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


def _rank(level: str) -> int:
    return 0 if level in ERROR_LEVELS else 1 if level in WARN_LEVELS else 2


_RANKS = {level: _rank(level) for level in ERROR_LEVELS | WARN_LEVELS}
"""`_rank` of the levels ranked before the rest (2)."""
_COUNT = attrgetter("count")


def _span(lines: Sequence[str]) -> tuple[str, str] | None:
    """The first and the last timestamp in input order (a scan from each end stops early)."""
    first = next((ts for ts in map(timestamp_of, lines) if ts is not None), None)
    if first is None:
        return None
    last = next(ts for ts in map(timestamp_of, reversed(lines)) if ts is not None)
    return first, last


def _shown(t: Template) -> str:
    """`_entry(t, dropped=False)`, without the keyword (one call per template)."""
    last = f", last {t.last_ts}" if t.count > 1 and t.last_ts is not None else ""
    body = t.exemplar
    if len(body) > MAX_EXEMPLAR_CHARS:
        body = _cap(body)
    return f"[x{t.count}{last}] {body}"


def _entry(t: Template, *, dropped: bool) -> str:
    """One template's line: `[xCOUNT, last TS] exemplar`, or `[xCOUNT, template] masked`."""
    if dropped:
        return f"[x{t.count}, template] {_cap(t.template)}"
    return _shown(t)


def _cap(body: str) -> str:
    if len(body) <= MAX_EXEMPLAR_CHARS:
        return body
    return f"{body[:MAX_EXEMPLAR_CHARS]} …[cut: {len(body) - MAX_EXEMPLAR_CHARS} more chars]"


def _header(templates: Sequence[Template], lines_in: int, span: tuple[str, str] | None) -> str:
    when = f"{span[0]} .. {span[1]}" if span else "no timestamps"
    return (f"[fold] {lines_in} lines in -> {len(templates)} templates out, {when}. "
            "Variables (numbers, ids, times) masked as <*>; one verbatim line per template, "
            "[xN] = N lines like it; errors first.")


def _budget_note(budget: int, dropped: Sequence[Template], tokens: int) -> str:
    """What the budget did, in the text itself, so a reader knows lines are templates."""
    note = f"[fold] budget {budget} tokens"
    if dropped:
        note += (f": exemplars of {len(dropped)} templates ({sum(t.count for t in dropped)} "
                 "lines) shown as [xN, template], most repetitive INFO/DEBUG first.")
    if tokens > budget:
        note += (f"{'' if dropped else ':'} Not met (~{tokens} tokens): error templates and "
                 "template lines are never dropped.")
    return note


def _render(
    templates: tuple[Template, ...], sizes: list[int], lines_in: int,
    span: tuple[str, str] | None, budget: int | None,
) -> tuple[str, tuple[Template, ...]]:
    """The folded text and the templates whose exemplars the budget dropped. `templates` are
    in rendered order: `sizes[rank]` of each rank (errors, warnings, the rest), in turn."""
    head = _header(templates, lines_in, span)
    sections: dict[int, range] = {}
    start = 0
    for rank, size in enumerate(sizes):
        if size:
            sections[rank] = range(start, start + size)
        start += size
    titles = {rank: f"== {_CLASS_NAMES[rank]}: {len(idx)} templates, "
                    f"{sum(templates[i].count for i in idx)} lines"
              for rank, idx in sections.items()}
    entries = list(map(_shown, templates))
    dropped: list[int] = []
    # Sizes in characters, newline included; the text ends with a newline.
    size = len(head) + 1 + sum(len(s) + 1 for s in titles.values())
    size += sum(map(len, entries)) + len(entries)
    if budget is not None and estimate_tokens(" " * size) > budget:
        # Most repetitive INFO/DEBUG (and level-less) first, then WARN; never an error.
        order = sorted((i for i, t in enumerate(templates) if _rank(t.level) > 0),
                       key=lambda i: (-_rank(templates[i].level), -templates[i].count, i))
        for i in order:
            note_len = len(_budget_note(budget, [templates[j] for j in [*dropped, i]], 0)) + 1
            if (size + note_len + 3) // 4 <= budget:
                break
            short = _entry(templates[i], dropped=True)
            if len(short) < len(entries[i]):  # else dropping would not save anything
                size += len(short) - len(entries[i])
                entries[i] = short
                dropped.append(i)
    out = [head]
    gone = tuple(templates[j] for j in sorted(dropped))
    if budget is not None and (dropped or (size + 3) // 4 > budget):
        note = _budget_note(budget, gone, 0)
        tokens = (size + len(note) + 1 + 3) // 4
        if tokens > budget:  # say so; the estimate includes the longer note itself
            longer = len(_budget_note(budget, gone, tokens)) + 1
            note = _budget_note(budget, gone, (size + longer + 3) // 4)
        out.append(note)
    for rank, idx in sections.items():
        out.append(titles[rank])
        out.extend(entries[idx.start:idx.stop])
    return "\n".join(out) + "\n", gone
