"""An error's outcome numbers as docs/fold.md states them, line by line, for the tests that
fold logs by the rules alone (`test_fold_reference`, `test_fold_properties`): none of
`oncall.fold.error_numbers`'s shortcuts (reading only templates that name an outcome, in
lower case, once per template)."""

from __future__ import annotations

import re

from oncall.fold import ERROR_LEVELS, level_of

_NAMES = r'(?:err(?:or|no)?|code|stat(?:us|e))(?::|: |=|="|":|": )'
_SPACED = r"(?:errno|code|stat(?:us|e)|http) "
_AFTER = r"(?![\w:/-]|\.[0-9])"
OUTCOME = re.compile(f"{_NAMES}([0-9]+){_AFTER}|{_SPACED}([0-9]+){_AFTER}")
MASKED = re.compile(f"{_NAMES}(<\\*>){_AFTER}|{_SPACED}(<\\*>){_AFTER}")


def outcomes(text: str, pattern: re.Pattern[str] = OUTCOME) -> list[tuple[int, int, str]]:
    """The outcome numbers of a line, or the masked ones of a template (`MASKED`;
    docs/fold.md): a name and a mark, or a lower-case name and a space, read case-blind; a
    word after a number a space joins makes it a quantity."""
    lowered = "".join(c.lower() if c.isascii() else "?" for c in text)
    found = []
    for match in pattern.finditer(lowered):
        group = 1 if match.group(1) is not None else 2
        start, end = match.span(group)
        if group == 2 and re.match(r" [a-z]+(?:[ ,.;)\]]|$)", text[end:]):
            continue
        found.append((start, end, match.group(group)))
    return found


def outcome_groups(groups: dict[str, list[int]], lines: list[str]) -> dict[str, list[int]]:
    """Each warning or error group split on its outcome numbers that take two to four
    values, one of them on two lines at least (the parts' templates with the numbers
    written in), unless its lines hold other
    counts of them than its template, it would make more than eight parts, or a part's
    template is another group's or reads another level."""
    out: dict[str, list[int]] = {}
    for template, members in groups.items():
        slots = outcomes(template, MASKED)
        numbers = [outcomes(lines[i]) for i in members]
        parts: dict[str, list[int]] = {}
        if level_of(template) in {*ERROR_LEVELS, "WARN"} and slots and len(members) > 1 and \
                all(len(found) == len(slots) for found in numbers):
            kept = [p for p in range(len(slots))
                    if 2 <= len({found[p][2] for found in numbers})
                    <= min(4, len(members) - 1)]
            for i, found in zip(members, numbers, strict=True):
                name = template
                for p in reversed(kept):
                    name = name[:slots[p][0]] + found[p][2] + name[slots[p][1]:]
                parts.setdefault(name, []).append(i)
        if not kept_apart(parts, template, groups, out):
            parts = {template: members}
        out.update(parts)
    return out


def kept_apart(parts: dict[str, list[int]], template: str, groups: dict[str, list[int]],
               out: dict[str, list[int]]) -> bool:
    return 1 < len(parts) <= 8 and all(
        name not in groups and name not in out and level_of(name) == level_of(template)
        for name in parts)
