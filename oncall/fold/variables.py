"""Variables without digits, found from how tokens vary across lines of one shape.

Masking (`oncall.fold.masking`) catches every variable that holds a digit. Host names, paths,
user names, class names, quoted values and `key=value` values hold none, so lines that differ
only in them keep distinct templates. Here the distinct templates are compared position by
position, in groups of one level and one token count:

- a position whose values read as names (`oncall.fold.names`: hosts, paths, numbered
  names; a syslog tag is a word) and take at least `MIN_IDENT_VALUES` values, or whose plain
  words take at least `MIN_WORD_VALUES` values and cover at least half of the group's
  templates, is a variable;
- any other position that varies separates templates: the group is split on the one with the
  fewest values first, and each part is looked at again;
- so do two word positions of fewer than `MIN_INDEPENDENT_WORDS` values where one's value
  tells the other's (`type=USER_AUTH` always with `op=PAM:authentication`: the message's
  kind, written twice), a quoted phrase
  that opens with a plain word (`desc="App crashed"`, `"GET /v2/<*>/servers HTTP/1.1"`) with
  fewer values than words need, and plain words side by side that all vary (the words of
  different messages: BGL's `FATAL rts internal error`, `FATAL data storage interrupt`);
- a few numbered names (`an<*>`, `calvisitor-<*>`) seen varying apart in a larger group stay a
  variable in its parts, where each may be left one template's;
- a variable of a group split only where a field is absent (`-`, `""`) stays a variable in its
  parts: an absent field makes a template of its own, not one per value of the others;
- a level word or mark is never a variable where it gives its line its level (`user=info` is
  a user; `oncall.fold.variable_levels`).

So two templates that differ in one constant word (`opened` / `closed`, `Up` / `Down`, three
states of one message) are never merged: a word position needs many values, spread over many
templates, to count as a variable. Merging runs until nothing changes (a line with two
independent variables is merged on one, then on the other). `key=value`, `key:value`,
comma- and tab-separated fields are compared as separate tokens (`user=alice` is `user=` and
`alice`).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby
from operator import itemgetter

from oncall.fold.analysis import KIND_END, join_tokens, split_all
from oncall.fold.echoes import echoes, split_shape
from oncall.fold.fields import (
    MAX_FIELD_WORDS,
    carried_fields,
    named_fields,
    names_code_site,
    opens_tagged,
    worded,
)
from oncall.fold.frames import is_frame
from oncall.fold.heavy import heavy, is_blank
from oncall.fold.keys import (
    KEYS,
    arrows_beside,
    key_at,
    keyed,
    names_entity,
    names_kind,
    opens_message,
    opens_with_key,
    transition,
)
from oncall.fold.masking import VAR
from oncall.fold.names import codes, is_name, numbered, phrases, verbs
from oncall.fold.variable_levels import (
    gives_level,
    keep_levels,
    levelish,
    names_level,
    remembered_level,
)

MIN_IDENT_VALUES = 3
"""Distinct identifier-like values at a position before it counts as a variable."""
MIN_LONE_NAMES = 8
"""Distinct names (hosts, paths) at the only position that varies before it is a variable."""
MIN_INDEPENDENT_WORDS = 8
"""Distinct plain words at a position that varies apart from the rest of the line."""
MIN_WORD_VALUES = 16
"""Distinct values at a position before it counts as a variable, whatever they look like:
more than a dozen services or components (which a reader needs apart) and a few states."""

_FIELD_ENDS = (",", "\t")


_REVERSED = itemgetter(slice(None, None, -1))


def _masked(values: set[str]) -> str:
    """`<*>` with the marks every value opens and ends with (`"<*>",` for `"a",` `"b",`), but
    no part of a `<*>` they share (`an<*>`, `cn<*>` give `<*>`, not `<*><*>`)."""
    first = min(values)
    last = max(values)
    lead = 0
    while lead < len(first) and lead < len(last) and first[lead] == last[lead] \
            and not first[lead].isalnum():
        lead += 1
    shortest = min(map(len, values)) - lead
    # the marks they all end with: the common start of the first and last reversed value
    backwards = list(map(_REVERSED, values))
    low, high = min(backwards), max(backwards)
    trail = 0
    while trail < shortest and low[trail] == high[trail] and not low[trail].isalnum():
        trail += 1
    opening, closing = first[:lead], first[len(first) - trail:] if trail else ""
    if "<*" in opening:  # a mark is never part of a masked variable (`(<*>` opening each)
        opening = opening[:opening.index("<*")]
    if "*>" in closing:
        closing = closing[closing.rindex("*>") + 2:]
    return opening + VAR + closing


def _looks_variable(values: set[str], rows: int, keyed: bool) -> bool:
    """Whether one position is a variable: `values` are its values over the group's `rows`
    (distinct templates); `keyed` when it follows a constant `key=` or `key:`.

    Fewer values than rows means some value is held by several rows: the position varies
    apart from the rest of the line (a program name beside many host names, a namespace
    beside a controller), and three names (`is_name`, or any keyed value) or eight words
    make a variable. Where only this position varies, it takes `MIN_LONE_NAMES` names or
    `MIN_WORD_VALUES` of anything: a dozen services saying the same thing, or three states
    of one message, stay apart. A level word is refused apart (`gives_level`), and so are
    request methods and operations (`verbs`)."""
    count = len(values)
    lone = count == rows
    if count < (MIN_LONE_NAMES if lone else MIN_IDENT_VALUES):
        return False
    if count >= MIN_WORD_VALUES or (count >= MIN_INDEPENDENT_WORDS and not lone
                                     and not codes(values)):
        return not verbs(values)  # enough values for words, whatever they are
    if phrases(values):  # words, whatever names they hold
        return False
    # too few values for words, and these are not names: not a variable
    return (keyed or sum(map(is_name, values)) * 2 >= count) and not verbs(values)


def _is_variable(member_rows: list[list[str]], p: int, values: set[str], apart: bool,
                 keyed: bool, levels: dict[str, str], plain: set[int], found: bool) -> bool:
    """Whether position `p` of `member_rows` (its `values`) is a variable: it looks like one
    (`_looks_variable`) and no level word there gives a line its level; or it holds a few
    numbered names (`an<*>`, `calvisitor-<*>`, from `MIN_IDENT_VALUES` up) and was seen
    varying apart from the rest of the line in a larger group (`apart`: there some name
    was held by several templates), where the parts of that group may have left each name
    one template's, and masking it changes no line's level (each name's first line read;
    `levels` holds the levels read so far, as a group's parts read the same lines again).
    `plain` holds the positions where no value gives a line its level (none is a level word,
    or masking one changes no line's level): in a part of the group, which holds some of
    these rows, neither; `p` is added when found so. `found` when `p`
    was a variable in a larger group split only on absent values (`_partition`): it is one
    here too, unless a level word there gives a line its level."""
    if found or _looks_variable(values, len(member_rows), keyed):
        if p in plain:
            return True
        if not names_level(values) or not gives_level(member_rows, p, values, levels):
            plain.add(p)
            return True
        return False
    if not apart or not MIN_IDENT_VALUES <= len(values) < MIN_LONE_NAMES:
        return False
    names = [numbered(value) for value in values]
    if sum(names) * 2 < len(values) or phrases(values):
        return False
    if all(names) and not levelish(values):
        return True  # see `LEVELISH`
    firsts = {row[p]: row for row in reversed(member_rows)}
    return all(remembered_level(join_tokens(row), levels)
               == remembered_level(join_tokens((*row[:p], VAR, *row[p + 1:])), levels)
               for row in firsts.values())


MAX_PASSES = 16
"""Merging passes, at most: each merges on one more independent variable (rarely more than
two are needed, but a message that varies in one of many positions, line by line, takes
about one pass each); the work of all of them is bounded by `MAX_CELLS`."""


MAX_CELLS = 3_000_000
"""Tokens looked at per `generalize` call, at most (a hostile log of thousands of templates
that each differ in one of thousands of positions would take quadratic time): past it the
remaining templates keep their masked form, and `generalize` says so."""


def _partition(rows: list[list[str]], weights: list[int], members: list[int],
               out: list[tuple[list[int], dict[int, str]]], budget: list[int],
               levels: dict[str, str]) -> None:
    """Split `members` (indexes into `rows`, all of one length; `weights` are their line
    counts) into groups of one template each, appended to `out` with their variable
    positions. `budget[0]` is the tokens left to look at; past it, every template left is a
    group of its own; `budget[1]` counts echo searches cut short (`echoes`). `levels`
    remembers the levels read (`_is_variable`).

    A part of a group is constant wherever the group is, and at the position it was split
    on, so only the positions that still varied in its parent are looked at again. The
    positions seen varying apart from the rest of the line in a group (some value held by
    several of its templates) go down to its parts, where fewer templates may leave each
    value one template's (`_is_variable`), and so do those where no value gives a line its
    level.

    Where a group is split only because a field is absent in some lines (on a frequent
    absent value, `heavy`, or on positions of two values, one absent: `-` beside `<*>`),
    the positions it found variables go down as variables (`found`): the lines that carry
    the field are the same message, and the fewer values a part holds (three user names
    beside the `-` of the rest) would otherwise read as words again and split it, line by
    line. A group split on anything else may be several messages, so its parts judge
    again, but for a position that was a variable of `MIN_WORD_VALUES` values or more
    (`many`: a firewall record's application, country or category): it stays one in a part
    where it still takes `MIN_IDENT_VALUES` values, some held by several templates, none of
    them all verbs, where its values were mostly words and no codes (`worded`), and where
    the part keeps half its values or shares most of those it keeps with other parts
    (`carried_fields`). Judged again, the few values each part keeps read as words, and a record
    of many such fields gave every combination a template (PAN-OS's traffic log: 1,862
    templates for 34). A variable of names (`named`: a user's address, from
    `MIN_LONE_NAMES` values, and a field that writes it again in words) stays one in each
    part that carries it, however few rows the part keeps (`oncall.fold.fields`): split on
    device, city and browser, an identity provider's events were left two users a part, and
    two were no variable (Okta's System Log: 1,562 templates for 32, 1,381 with it).

    A split on a request method keeps the group's many-valued positions variables in its
    parts, but for a field of fewer than `MIN_WORD_VALUES` words (`worded`): S3's error
    codes (`AccessDenied`, `InvalidRange`), each a message of its own."""
    width = len(rows[members[0]])
    stack: list[tuple[list[int], frozenset[int], frozenset[int], list[int], frozenset[int],
                      frozenset[int], frozenset[int]]] = [
        (members, frozenset(), frozenset(), list(range(width)), frozenset(), frozenset(),
         frozenset())]
    while stack:
        members, apart, known_plain, open_, found, many, named = stack.pop()
        if len(members) == 1 or budget[0] <= 0:
            out.extend(([i], {}) for i in members)
            continue
        first = rows[members[0]]
        budget[0] -= len(members) * width
        if len(members) == 2 and _pair_apart(first, rows[members[1]], open_, found | named):
            out.extend(([i], {}) for i in members)
            continue
        member_rows = list(map(rows.__getitem__, members))
        columns = _columns(member_rows, open_)
        varying = [(len(c), p) for p, c in columns.items() if len(c) > 1]
        apart = apart.union(p for d, p in varying if d < len(members))
        plain = set(known_plain)
        beside = arrows_beside(first)
        key_of = {p: keyed(first, columns, p) for _, p in varying}
        entity = {p for p, is_keyed in key_of.items() if is_keyed and names_entity(first, p)}
        splitters = [(d, p) for d, p in varying if not _is_variable(
            member_rows, p, columns[p], p in apart, key_of[p], levels, plain,
            p in found or (p in many and MIN_IDENT_VALUES <= len(columns[p]) < len(members)
                           and not verbs(columns[p]))
            or p in named or p in entity)
            or opens_tagged(columns, first, p) or names_code_site(columns, first, p)
            or opens_message(first, columns, p)
            or (key_of[p] and names_kind(first, columns, p, MIN_WORD_VALUES))
            or (p in beside and transition(first, columns, p, MIN_WORD_VALUES))
            or (not p and opens_with_key(columns[p]))]
        known_plain = frozenset(plain)
        words = [v for v in varying if v[1] not in entity] if entity else varying
        splitters += echoes(member_rows, columns, words, splitters, budget, MIN_INDEPENDENT_WORDS)
        splitters += _messages(first, columns, varying, splitters)
        if not splitters and varying and min(varying)[0] < MIN_WORD_VALUES:
            # Variables vary inside a backbone of constant words: with fewer than two
            # constant words per varying position, these are different messages (unless
            # each position takes many values: `connect from <host>` on many hosts). A
            # position that only writes another one's value again is not counted, nor one
            # of many names (a request path, a URL: a record's field, not a word of a
            # message), so an access log's few-valued fields beside it (a user agent, a
            # virtual host) need no words around them.
            backbone = len(first) - first.count("") - first.count(VAR) - sum(
                1 for _, p in varying if first[p] and first[p] != VAR)
            if backbone < 2 * len(varying):  # else enough, whichever positions count
                few = [(d, p) for d, p in words if d < MIN_WORD_VALUES
                       or sum(map(is_name, columns[p])) * 2 < d]
                if backbone < 2 * len(few) and \
                        backbone < 2 * _independent(member_rows, few):
                    splitters = words
        still = [p for _, p in varying]
        if not splitters:
            frequent = heavy(member_rows, list(map(weights.__getitem__, members)), still,
                             columns)
            if frequent is None:
                out.append((members, {p: _masked(columns[p]) for p in still}))
                continue
            at, value = frequent
            stack.append(([i for i in members if rows[i][at] != value], apart, known_plain,
                          still, found.union(still), many, named))
            stack.append(([i for i in members if rows[i][at] == value], apart, known_plain,
                          [p for p in still if p != at], found, many, named))
            continue
        _, at = min(splitters)
        parts: dict[str, list[int]] = {}
        for i, value in zip(members, map(itemgetter(at), member_rows), strict=True):
            parts.setdefault(value, []).append(i)
        left = [p for p in still if p != at]
        taken = {p for _, p in splitters}
        if all(len(columns[q]) == 2 and any(map(is_blank, columns[q])) for _, q in splitters):
            found = found.union(p for p in still if p not in taken)
        elif verbs(columns[at]) and (keyed(first, columns, at) or all(
                value[:1] == '"' for value in columns[at])):
            found = found.union(p for d, p in varying if p not in taken
                                and d >= max(MIN_LONE_NAMES, len(members) // 2)
                                and (d >= MIN_WORD_VALUES or not worded(columns[p])))
        fields = [(d, p) for d, p in varying if p not in taken
                  and MIN_WORD_VALUES <= d <= MAX_FIELD_WORDS and worded(columns[p])]
        carried = carried_fields(member_rows, at, fields) if fields else {}
        found = found.union(p for p in still if p not in taken and p and first[p - 1].endswith(
            KIND_END) and len(columns.get(p - 1, ())) <= 1)  # a kind's names (`KIND_END`)
        named_in = named_fields(member_rows, at, varying, taken | named, columns,
                                MIN_LONE_NAMES, MIN_IDENT_VALUES) \
            if len(parts) < len(members) else {}  # else each part is one row: none to judge
        stack.extend((part, apart, known_plain, left, found,
                      many.union(carried[value]) if value in carried else many,
                      named.union(named_in[value]) if value in named_in else named)
                     for value, part in reversed(parts.items()))


def _pair_apart(first: list[str], second: list[str], open_: list[int],
                judged: frozenset[int]) -> bool:
    """Whether a group of two templates splits into two whatever else it finds: a position
    where they differ that no larger group found a variable of (`judged`) and no key of a
    host, user or place names (`names_entity`). Two values are too few for a variable
    anywhere else (`_is_variable`), so the group splits on some such position, into one
    template each: found without reading the group's columns, positions and keys (a
    quarter of the groups of a syslog's partition are pairs)."""
    for p in open_:
        if first[p] != second[p] and p not in judged:
            key = key_at(first, p)
            if key < 0 or first[key] != second[key] or not first[key].endswith(KEYS) \
                    or not names_entity(first, p):
                return True
    return False


def _independent(member_rows: list[list[str]], varying: list[tuple[int, int]]) -> int:
    """How many of the `varying` positions (values, position) vary apart: one whose values
    pair one to one with another's (`an<*>` beside `an<*>/an<*>`, a host named twice) is
    the same variable written again. Two positions pair so exactly when they split the rows
    alike, so each position is read once, as the number of its value's first row in each
    row (linear in the positions: a row of a thousand varying positions stays cheap). The
    positions whose every value is one row's split the rows alike without a look."""
    rows = len(member_rows)
    return len({split_shape(member_rows, p) for d, p in varying if d < rows}) + \
        any(d == rows for d, _ in varying)


def _messages(first: list[str], columns: dict[int, set[str]], varying: list[tuple[int, int]],
              splitters: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Positions of plain words that vary next to another such position: however many
    values they take, words side by side that all vary are the words of different messages
    (BGL's `FATAL data storage interrupt`, `FATAL rts internal error`, `FATAL special
    purpose registers:`), so they split the group. Variables sit between constant words
    (`Transitioned from <*> to <*>`) or after a key (`user=<*> action=<*>`); names, and
    values that hold a masked part, are not plain words, nor are a record's fields, each
    ended by its separator (`Ireland,` beside `United States,`: two countries of a CSV
    record, whichever each line holds)."""
    taken = {p for _, p in splitters}
    free = {p for _, p in varying if p not in taken}
    worded = [(d, p) for d, p in varying if (p - 1 in free or p + 1 in free)
              and not keyed(first, columns, p) and sum(map(is_name, columns[p])) * 2 < d
              and not all(value[-1:] in _FIELD_ENDS for value in columns[p])]
    at = {p for _, p in worded}
    return [(d, p) for d, p in worded if p - 1 in at or p + 1 in at]


def _columns(member_rows: list[list[str]], positions: list[int]) -> dict[int, set[str]]:
    """The set of values at each of `positions` over `member_rows`."""
    if not positions:
        return {}
    if len(positions) == 1:
        return {positions[0]: set(map(itemgetter(positions[0]), member_rows))}
    if len(positions) == len(member_rows[0]):  # every position: the rows as they are
        return dict(zip(positions, map(set, zip(*member_rows, strict=True)), strict=True))
    picked = map(itemgetter(*positions), member_rows)
    return dict(zip(positions, map(set, zip(*picked, strict=True)), strict=True))


def _by_width(rows: list[list[str]]) -> dict[int, list[int]]:
    """The indexes of `rows` by their length, each list in order, the lengths in order of
    first appearance (a stable sort and a `groupby`: no Python step per row)."""
    widths = list(map(len, rows))
    ordered = sorted(range(len(rows)), key=widths.__getitem__)
    by_width = {width: list(members)
                for width, members in groupby(ordered, key=widths.__getitem__)}
    return {width: by_width[width] for width in dict.fromkeys(widths)}


def generalize(templates: Sequence[str], counts: Sequence[int],
               capped: list[bool] | None = None) -> list[str]:
    """Each of the distinct `templates` (with `counts` lines each) with its digit-less
    variables written as `<*>` (see the module doc). Templates that come out equal are one
    template; one with no sibling of its token count comes out as it went in. When the
    search stopped at `MAX_CELLS`, or compared echoes only in part (`MAX_ECHO_POSITIONS`),
    `True` is appended to `capped`."""
    final = list(templates)
    split: dict[str, list[str]] = {}
    dirty: set[int] | None = None  # token counts whose groups changed in the last pass
    budget = [MAX_CELLS, 0]  # tokens left to look at; echo searches cut short
    levels: dict[str, str] = {}
    frames: set[str] | None = None  # the stack frames (`is_frame`), never merged
    is_name.cache_clear()  # each fold reads its own values (see `names.is_name`)
    for _ in range(MAX_PASSES):  # each pass merges on one more independent variable
        weight = dict(zip(final, counts, strict=True)) if dirty is None else {}
        if len(weight) != len(final):  # templates repeat (merged in a pass before)
            weight = {}
            for key, count in zip(final, counts, strict=True):
                weight[key] = weight.get(key, 0) + count
        keys = list(weight)
        if frames is None:  # looked for once: a merged template is never a frame
            frames = set(filter(is_frame, keys)) if is_frame("\n".join(keys)) else set()
        if frames:
            keys = [key for key in keys if key not in frames]
        fresh = [t for t in keys if t not in split]
        split.update(zip(fresh, split_all(fresh), strict=True))
        rows = list(map(split.__getitem__, keys))
        weights = [weight[key] for key in keys]
        groups = _by_width(rows)
        renamed: dict[str, str] = {}
        for width, members in groups.items():
            if len(members) < 2 or (dirty is not None and width not in dirty):
                continue  # a group that did not change splits as it did
            out: list[tuple[list[int], dict[int, str]]] = []
            _partition(rows, weights, members, out, budget, levels)
            for group, spots in out:
                if spots and len(group) > 1:
                    joined = join_tokens([spots.get(p, tok)
                                          for p, tok in enumerate(rows[group[0]])])
                    renamed.update((keys[i], joined) for i in group)
        if not renamed:
            break
        dirty = {len(split[old]) for old in renamed}
        dirty |= set(map(len, split_all(list(set(renamed.values())))))
        final = [renamed.get(key, key) for key in final]
    if (budget[0] <= 0 or budget[1]) and capped is not None:
        capped.append(True)
    keep_levels(templates, final, levels)
    is_name.cache_clear()  # the values it holds are this fold's
    return final
