"""The fold: group log lines by masked template, one verbatim exemplar per template.

A pure function of its input: no clock, no randomness, no I/O, so the same lines always fold
to the same text (timing is the caller's business). Only repetition is removed; every
distinct template survives, error templates first.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from oncall.fold.masking import (
    ERROR_LEVELS,
    WARN_LEVELS,
    clean_line,
    level_of,
    needs_cleaning,
    templates_of,
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
    joined = "\n".join(lines)
    # One C-level scan decides whether any line needs cleaning (CRs, embedded newlines).
    if needs_cleaning(joined) or joined.count("\n") != max(len(lines) - 1, 0):
        cleaned = [clean_line(line) for line in lines]
        text = "\n".join(cleaned)
    else:
        cleaned, text = list(lines), joined
    # Each line's template, then count, first and last index per template: all C-level loops
    # (the last index a key is given wins, so the reversed pass leaves each key's first).
    keys = templates_of(cleaned, text)
    counts = Counter(keys)
    lasts = dict(zip(keys, range(len(keys)), strict=True))
    firsts = dict(zip(reversed(keys), range(len(keys) - 1, -1, -1), strict=True))
    templates = []
    for key, count in counts.items():
        first, last = firsts[key], lasts[key]
        first_ts = timestamp_of(cleaned[first])
        last_ts = first_ts if last == first else timestamp_of(cleaned[last])
        templates.append(Template(level_of(key), key, cleaned[first], count, first_ts, last_ts))
    templates.sort(key=lambda t: (_RANKS.get(t.level, 2), -t.count, firsts[t.template]))
    text, dropped = _render(tuple(templates), len(lines), _span(cleaned), budget)
    return Folded(
        text=text, templates=tuple(templates), lines_in=len(lines),
        bytes_in=len(joined.encode("utf-8", "surrogatepass")),
        bytes_out=len(text.encode("utf-8", "surrogatepass")),
        tokens_in=estimate_tokens(joined), tokens_out=estimate_tokens(text), budget=budget,
        dropped=dropped)


def _rank(level: str) -> int:
    return 0 if level in ERROR_LEVELS else 1 if level in WARN_LEVELS else 2


_RANKS = {level: _rank(level) for level in ERROR_LEVELS | WARN_LEVELS}
"""`_rank` of the levels ranked before the rest (2)."""


def _span(lines: Sequence[str]) -> tuple[str, str] | None:
    """The first and the last timestamp in input order (a scan from each end stops early)."""
    first = next((ts for ts in map(timestamp_of, lines) if ts is not None), None)
    if first is None:
        return None
    last = next(ts for ts in map(timestamp_of, reversed(lines)) if ts is not None)
    return first, last


def _entry(t: Template, *, dropped: bool) -> str:
    """One template's line: `[xCOUNT, last TS] exemplar`, or `[xCOUNT, template] masked`."""
    if dropped:
        return f"[x{t.count}, template] {_cap(t.template)}"
    last = f", last {t.last_ts}" if t.count > 1 and t.last_ts is not None else ""
    return f"[x{t.count}{last}] {_cap(t.exemplar)}"


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
    templates: tuple[Template, ...], lines_in: int, span: tuple[str, str] | None,
    budget: int | None,
) -> tuple[str, tuple[Template, ...]]:
    """The folded text and the templates whose exemplars the budget dropped."""
    head = _header(templates, lines_in, span)
    sections: dict[int, list[int]] = {}
    for i, t in enumerate(templates):
        sections.setdefault(_rank(t.level), []).append(i)
    titles = {rank: f"== {_CLASS_NAMES[rank]}: {len(idx)} templates, "
                    f"{sum(templates[i].count for i in idx)} lines"
              for rank, idx in sections.items()}
    entries = [_entry(t, dropped=False) for t in templates]
    dropped: list[int] = []
    # Sizes in characters, newline included; the text ends with a newline.
    size = len(head) + 1 + sum(len(s) + 1 for s in titles.values())
    size += sum(len(s) + 1 for s in entries)
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
    for rank in sorted(sections):
        out.append(titles[rank])
        out.extend(entries[i] for i in sections[rank])
    return "\n".join(out) + "\n", gone
