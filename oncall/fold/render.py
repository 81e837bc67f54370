"""The folded text: a header, then one line per template by class, and what a budget did.

A budget first writes the least informative templates' lines as their masked template
(shorter when the exemplar carries long values), then leaves out whole templates, the least
informative first: other before warnings, the most repetitive first; never an error
template. The text says how many templates were shortened and how many were left out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from oncall.fold.masking import ERROR_LEVELS, WARN_LEVELS

MAX_EXEMPLAR_CHARS = 600
"""An exemplar longer than this is cut in the folded text (the cut is stated on the line).
`Template.exemplar` always holds the whole line."""

_CLASS_NAMES = ("errors", "warnings", "other")


class Shown(Protocol):
    """What rendering reads of a template (`oncall.fold.Template`)."""

    @property
    def level(self) -> str: ...
    @property
    def template(self) -> str: ...
    @property
    def exemplar(self) -> str: ...
    @property
    def count(self) -> int: ...
    @property
    def first_ts(self) -> str | None: ...
    @property
    def last_ts(self) -> str | None: ...


def rank(level: str) -> int:
    """0 for error levels, 1 for warnings, 2 for the rest: the order of the sections."""
    return 0 if level in ERROR_LEVELS else 1 if level in WARN_LEVELS else 2


def shown(t: Shown) -> str:
    """A template's line: `[xCOUNT, last TS] exemplar`, with `first TS` too when the
    template's earliest line is not its exemplar (the input was not in time order)."""
    when = ""
    if t.first_ts is not None and t.first_ts not in t.exemplar:
        when = f", first {t.first_ts}"
    if t.last_ts is not None and (t.count > 1 or when):
        when += f", last {t.last_ts}"
    return f"[x{t.count}{when}] {_cap(t.exemplar)}"


def _short(t: Shown) -> str:
    return f"[x{t.count}, template] {_cap(t.template)}"


def _cap(body: str) -> str:
    if len(body) <= MAX_EXEMPLAR_CHARS:
        return body
    return f"{body[:MAX_EXEMPLAR_CHARS]} …[cut: {len(body) - MAX_EXEMPLAR_CHARS} more chars]"


def _header(templates: int, lines_in: int, span: tuple[str, str] | None) -> str:
    when = f"{span[0]} .. {span[1]}" if span else "no timestamps"
    return (f"[fold] {lines_in} lines in -> {templates} templates out, {when}. "
            "Variables (numbers, ids, times, names) masked as <*>; one verbatim line per "
            "template, [xN] = N lines like it; errors first.")


def _budget_note(budget: int, shortened: Sequence[Shown], left_out: Sequence[Shown],
                 tokens: int) -> str:
    return _note(budget, len(shortened), sum(t.count for t in shortened), len(left_out),
                 sum(t.count for t in left_out), tokens)


def _note(budget: int, shortened: int, short_lines: int, left_out: int, out_lines: int,
          tokens: int) -> str:
    """What the budget did, in the text itself, so a reader knows what is missing."""
    note = f"[fold] budget {budget} tokens"
    parts = []
    if shortened:
        parts.append(f"{shortened} templates ({short_lines} lines) shown as [xN, template]")
    if left_out:
        parts.append(f"{left_out} templates ({out_lines} lines) dropped")
    if parts:
        note += ": " + "; ".join(parts) + ", least informative first (most repetitive "
        note += "INFO/DEBUG, then WARN; never an error)."
    if tokens > budget:
        note += f"{'' if parts else ':'} Not met (~{tokens} tokens): error templates are never"
        note += " dropped."
    return note


CAPPED = ("[fold] too many distinct lines to compare them all: some templates keep names "
          "(hosts, paths, users) that vary, or merge lines whose many fields name different "
          "messages.")
"""The line a fold adds when its search for digit-less variables stopped early, or compared
a line's fields for echoes only in part (over `MAX_ECHO_POSITIONS` of them)."""


def render(templates: Sequence[Shown], sizes: Sequence[int], lines_in: int,
           span: tuple[str, str] | None, budget: int | None, *, capped: bool = False,
           ) -> tuple[str, tuple[int, ...], tuple[int, ...]]:
    """The folded text, the indexes of the templates the budget shortened and of those it
    left out. `templates` are in rendered order: `sizes[r]` of each rank r in turn. With
    `capped`, the text says that the search for digit-less variables stopped early."""
    text, shortened, left_out = _render(templates, sizes, lines_in, span, budget)
    if capped:
        head, _, rest = text.partition("\n")
        text = f"{head}\n{CAPPED}\n{rest}"
    return text, shortened, left_out


def _render(templates: Sequence[Shown], sizes: Sequence[int], lines_in: int,
            span: tuple[str, str] | None, budget: int | None,
            ) -> tuple[str, tuple[int, ...], tuple[int, ...]]:
    entries = [shown(t) for t in templates]
    shortened: list[int] = []
    left_out: list[int] = []
    if budget is not None:
        plan = _Plan(templates, entries, sizes, lines_in, span, budget)
        order = sorted((i for i, t in enumerate(templates) if rank(t.level) > 0),
                       key=lambda i: (-rank(templates[i].level), -templates[i].count, i))
        for i in order:  # first: exemplars written as templates, where that is shorter
            if plan.tokens() <= budget:
                break
            short = _short(templates[i])
            if len(short) < len(entries[i]):
                plan.shorten(i, short)
        for i in order:  # then whole templates left out
            if plan.tokens() <= budget:
                break
            plan.leave_out(i)
        shortened, left_out = sorted(plan.shortened), sorted(plan.left_out)
    text = _text(templates, entries, sizes, lines_in, span, budget, shortened, left_out)
    return text, tuple(shortened), tuple(left_out)


class _Plan:
    """The size of the folded text as the budget shortens and leaves out templates, kept up
    to date per change (the text is built once, at the end)."""

    def __init__(self, templates: Sequence[Shown], entries: list[str], sizes: Sequence[int],
                 lines_in: int, span: tuple[str, str] | None, budget: int) -> None:
        self.templates, self.entries, self.budget = templates, entries, budget
        self.rank_of = [r for r, size in enumerate(sizes) for _ in range(size)]
        self.kept = [size for size in sizes]
        self.lines = [0, 0, 0]
        for i, t in enumerate(templates):
            self.lines[self.rank_of[i]] += t.count
        self.fixed = len(_header(len(templates), lines_in, span)) + 1
        self.body = sum(len(e) + 1 for e in entries)
        self.shortened: set[int] = set()
        self.left_out: set[int] = set()
        self.short_lines = self.out_lines = 0

    def shorten(self, i: int, short: str) -> None:
        self.body += len(short) - len(self.entries[i])
        self.entries[i] = short
        self.shortened.add(i)
        self.short_lines += self.templates[i].count

    def leave_out(self, i: int) -> None:
        if i in self.shortened:
            self.shortened.discard(i)
            self.short_lines -= self.templates[i].count
        self.body -= len(self.entries[i]) + 1
        self.left_out.add(i)
        self.out_lines += self.templates[i].count
        self.kept[self.rank_of[i]] -= 1
        self.lines[self.rank_of[i]] -= self.templates[i].count

    def tokens(self) -> int:
        titles = sum(len(f"== {_CLASS_NAMES[r]}: {self.kept[r]} templates, "
                         f"{self.lines[r]} lines") + 1 for r in range(3) if self.kept[r])
        size = self.fixed + self.body + titles
        note = len(_note(self.budget, len(self.shortened), self.short_lines,
                         len(self.left_out), self.out_lines, 0)) + 1
        return (size + note + 3) // 4


def _text(templates: Sequence[Shown], entries: list[str], sizes: Sequence[int],
          lines_in: int, span: tuple[str, str] | None, budget: int | None,
          shortened: list[int], left_out: list[int]) -> str:
    gone = set(left_out)
    out = [_header(len(templates), lines_in, span)]
    body: list[str] = []
    start = 0
    for r, size in enumerate(sizes):
        idx = [i for i in range(start, start + size) if i not in gone]
        start += size
        if idx:
            body.append(f"== {_CLASS_NAMES[r]}: {len(idx)} templates, "
                        f"{sum(templates[i].count for i in idx)} lines")
            body.extend(entries[i] for i in idx)
    if budget is not None:
        short = [templates[i] for i in sorted(shortened)]
        dropped = [templates[i] for i in sorted(left_out)]
        size = sum(map(len, out)) + sum(map(len, body)) + len(out) + len(body)
        note = _budget_note(budget, short, dropped, 0)
        tokens = (size + len(note) + 1 + 3) // 4
        if short or dropped or tokens > budget:
            if tokens > budget:
                longer = _budget_note(budget, short, dropped, tokens)
                note = _budget_note(budget, short, dropped, (size + len(longer) + 4) // 4)
            out.append(note)
    return "\n".join(out + body) + "\n"
