"""Each line's timestamp, and an order of timestamps, for a template's real first and last time.

A log's lines share one header layout, so the timestamp found in the first stamped line gives
a place (its start and end) and a shape (its digits as `0`); every line whose text at that
place has that shape has its timestamp there, which costs one slice per line. Other lines are
searched one by one (`timestamp_of`): a label of another width, a stack-trace line with none.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import compress, repeat
from operator import contains, itemgetter, le
from string import ascii_letters, digits

from oncall.fold.ascii import ascii_view
from oncall.fold.masking import GLUE, timestamp_of
from oncall.fold.tokens import _ANY_TS

_ZEROS = str.maketrans("123456789", "000000000")
_PROBE_LINES = 20
"""Lines looked at for a first timestamp; a log with none in them is taken to have none."""
_MAX_LAYOUTS = 8
_MAYBE_STAMP = re.compile("00:00:00|0000[-/]00[-/]00")
"""What every timestamp `timestamp_of` finds holds, its digits written as `0`: a time of day
with seconds (ISO 8601 with them, CLF, a month name's, a bare time) or an ISO date. A line
without one has no timestamp, which one C pass over all the lines left tells, where a
search of each (most lines of some logs have no stamp: uvicorn's access lines) cost the
fold half its time."""
_MONTHS = {m: f"{i:02d}" for i, m in enumerate(
    ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"), 1)}
_NAMES = re.compile(r"[A-Z][a-z]{2}|(?<![0-9.])[0-9]{2}[/.][0-9]{2}[/.][0-9]{4}(?![0-9])")
"""A layout whose text may not order as its time: month or day names (`order_key` reads
those capitalised), or the year last. ISO 8601's `T` and `Z` order as they are."""
_FIELDS = re.compile(r"[0-9]+|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec")


def stamps(lines: Sequence[str]) -> list[str] | None:
    """Each line's timestamp as written (`""` for a line with none), or None when the first
    lines hold none."""
    for line in lines[:_PROBE_LINES]:
        found = timestamp_of(line)
        if found is not None:
            break
    else:
        return None
    start = line.find(found)
    end = start + len(found)
    shape = found.translate(_ZEROS)
    cut = list(map(itemgetter(slice(start, end)), lines))
    shapes = ascii_view("\n".join(cut)).translate(_ZEROS).split("\n")  # see `ascii_view`
    if len(shapes) != len(lines):  # a line holds a newline: one at a time
        return [timestamp_of(line) or "" for line in lines]
    out = [ts if s == shape else None for ts, s in zip(cut, shapes, strict=True)]
    if None in out:
        _other_layouts(lines, out)
    return out  # type: ignore[return-value]  # every None was replaced


def _other_layouts(lines: Sequence[str], out: list[str | None]) -> None:
    """Fill each None of `out` (lines of another layout: a longer label, no timestamp). The
    first such line is searched (`timestamp_of`); its stamp's place and shape make a layout,
    which is tried on every line left at once (one slice each, one `translate`), up to
    `_MAX_LAYOUTS` layouts; then the next line left is searched, and so on."""
    pending = [i for i, ts in enumerate(out) if ts is None]
    zeros = ascii_view("\n".join(map(lines.__getitem__, pending))).translate(_ZEROS).split("\n")
    maybe = list(map(_MAYBE_STAMP.search, zeros))
    layouts = 0
    for k, i in enumerate(pending):
        if out[i] is not None:
            continue
        if maybe[k] is None:  # no timestamp can be there: no search
            out[i] = ""
            continue
        line = lines[i]
        found = timestamp_of(line)
        out[i] = found or ""
        if found is None or layouts == _MAX_LAYOUTS:
            continue
        layouts += 1
        start = line.find(found)
        shape = found.translate(_ZEROS)
        at = [m for m in range(k + 1, len(pending)) if out[pending[m]] is None]
        if not at:
            break
        left = list(map(pending.__getitem__, at))
        cut = [lines[j][start:start + len(found)] for j in left]
        shapes = ascii_view("\n".join(cut)).translate(_ZEROS).split("\n")  # see `ascii_view`
        for j, ts, cut_shape in zip(left, cut, shapes, strict=True):
            if cut_shape == shape:
                out[j] = ts
        anchor = _anchor(line, start)
        if anchor:
            _after_anchor(lines, [j for j in left if out[j] is None], anchor, shape, out)
        if start:
            end = start + len(found)
            before = zeros[k][max(start - _LEAD, 0):start]
            rest = [m for m in at if out[pending[m]] is None]
            hits = compress(rest, map(contains, map(zeros.__getitem__, rest),
                                      repeat(before + shape)))
            _by_shape([(pending[m], zeros[m], place) for m in hits
                       if (place := maybe[m]) is not None],
                      lines, shape, before, line[end:end + 1], out)


_ANCHOR_REACH = 40
"""Characters before a timestamp read back for its anchor, at most."""
_ANCHOR_STARTS = frozenset(' \t,{[(;|')


def _anchor(line: str, start: int) -> str:
    """The text before the timestamp at `start` back to a field's start (`,"stageTimestamp":"`,
    ` time="`), if it names a field (holds a letter); else "". A JSON record's fields before
    its stamp vary in length, so the stamp has no one place, but it follows one key."""
    at = start - 1
    stop = max(start - _ANCHOR_REACH, 0)
    while at >= stop and line[at] not in _ANCHOR_STARTS:
        at -= 1
    anchor = line[max(at, 0):start]
    return anchor if any(c.isalpha() for c in anchor) else ""


def _after_anchor(lines: Sequence[str], left: list[int], anchor: str, shape: str,
                  out: list[str | None]) -> None:
    """Fill `out` for the `left` lines whose text after their first `anchor` has the
    timestamp's `shape` (one `find` and one slice a line, where a search of each long JSON
    record for a stamp cost a Kubernetes audit log's fold a quarter of its time)."""
    width = len(shape)
    for j in left:
        line = lines[j]
        at = line.find(anchor)
        if at >= 0:
            at += len(anchor)
            ts = line[at:at + width]
            if ts.translate(_ZEROS) == shape:
                out[j] = ts


_STAMP_CHARS = frozenset(ascii_letters + digits + " \t-/:.,+") | {""}
"""What a timestamp `timestamp_of` finds may hold, and what may follow it in one (a
fraction, a zone, a year), or nothing (a line's start or end)."""


def _by_shape(left: list[tuple[int, str, re.Match[str]]], lines: Sequence[str], shape: str,
              before: str, after: str, out: list[str | None]) -> None:
    """Fill `out` for the `left` lines (index, text with digits as `0`, first place that
    may hold a stamp) whose first such place is in the timestamp's `shape`, after the
    `before` text (`_LEAD` characters, digits as `0`) and before the `after` character of
    the stamp found: no stamp starts before it, since one would hold an earlier place.
    Between the same two marks as the stamp found (`[` and `]`, no part of any stamp) the
    stamp there is the shape's whole; after anything else, the stamp regex is asked from
    `_STAMP_REACH` characters before it, farther than any stamp's place lies from its
    start. An access log's stamp follows an address of any length (`10.0.0.5 - -
    [30/Nov/2026:02:04:00 +0000]`), a JSON record's a header of any length (`"Date":["Sat,
    30 Nov 2024 06:00:07 GMT"]`), each behind a mark that names no field, so each line was
    searched (the stamps of an Apache log of 2,000 lines: 12.5 → about 4 ms; of Caddy's
    JSON: 33 → 11 ms). One `find` and one slice a line, or a short search."""
    width = len(shape)
    lead = len(before)
    marks = before[-1:] not in _STAMP_CHARS and after not in _STAMP_CHARS
    for j, zeroed, place in left:
        at = zeroed.find(shape, max(place.start() - width, 0), place.end() + width)
        if not 0 < at <= place.start() < at + width or zeroed[at - lead:at] != before:
            continue
        line = lines[j]
        if marks:
            if line[at + width:at + width + 1] == after:
                out[j] = line[at:at + width]
        elif at >= _STAMP_REACH and line[at - 1] not in GLUE:
            found = _ANY_TS.search(line, at - _STAMP_REACH)
            if found is not None and found.span() == (at, at + width):
                out[j] = found.group()


_LEAD = 4
"""Characters before a stamp, digits as `0`, that a line must share with the line whose
stamp gave the shape before the stamp regex is asked (an `00:00:00` inside a longer stamp
of other lines, `Jul  3 02:13:58 2026`, would be asked in vain, line after line)."""
_STAMP_REACH = 40
"""Characters looked back from a stamp's place (`_MAYBE_STAMP`: its time or date) for its
start: more than any stamp holds before it (a day's and a month's names, a day and a year
before a time take 18)."""


def order_key(stamp: str) -> str:
    """A string that orders timestamps of one layout in time: month names as numbers, a year
    written last or after the day moved first (`04/Dec/2005:04:47:44`, `Sun Dec 04 ...
    2005`), each field padded to a fixed width."""
    fields = [_MONTHS.get(f, f) for f in _FIELDS.findall(stamp)]
    months = [i for i, f in enumerate(_FIELDS.findall(stamp)) if f in _MONTHS]
    if months and months[0] > 0 and len(fields[months[0] - 1]) <= 2:
        at = months[0]  # day before month: month first
        fields[at - 1], fields[at] = fields[at], fields[at - 1]
    years = [i for i, f in enumerate(fields) if len(f) == 4]
    if years and years[0] > 0 and len(fields[0]) <= 2:
        fields.insert(0, fields.pop(years[0]))
    return "".join(f.rjust(9, "0") for f in fields)


_LETTER = re.compile("[A-Za-z]")
_DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_YEAR_LAST = re.compile(r".*[^0-9][0-9]{4}$")
_YEAR = itemgetter(slice(-4, None))
_BEFORE_YEAR = itemgetter(slice(None, -4))
_DAY_MONTH_YEAR = re.compile(r"[0-9]{2}[/.][0-9]{2}[/.][0-9]{4}")


def _named(stamps_in: Sequence[str]) -> bool:
    """Whether `stamps_in` need `order_key` to order in time: the first names a day or month
    or writes its year last, or some stamp has another layout than the first (letters and
    digits elsewhere: one C pass)."""
    return bool(stamps_in) and (_NAMES.search(stamps_in[0]) is not None
                                or not _one_layout("\n".join(stamps_in)))


def _one_layout(text: str) -> bool:
    """Whether the stamps joined by newlines in `text` have letters and digits at the same
    places."""
    return len(set(text.translate(_LAYOUT).split("\n"))) == 1


def _names_in(stamps_in: list[str], text: str) -> list[str]:
    """The day and month names to replace in `text` (`stamps_in` joined by newlines). When
    every stamp has the first one's layout (letters and digits at the same places: one C
    pass over the text), just the names at the places where the first holds one (a slice
    of each stamp there: a log's few months and days); else every name, each looked for."""
    first = stamps_in[0]
    if not _one_layout(text):
        return list(_NAME_AS)
    found: set[str] = set()
    for name in _NAME_AT.finditer(first):
        found.update(map(itemgetter(slice(name.start(), name.end())), stamps_in))
    return sorted(found & _NAME_AS.keys())


_NAME_AS = {**dict.fromkeys(_DAYS, ""), **_MONTHS}
"""Each day name, dropped, and each month name, as its number."""
_NAME_AT = re.compile("[A-Z][a-z]{2}")
_LAYOUT = str.maketrans({**dict.fromkeys(ascii_letters, "a"), **dict.fromkeys(digits, "0")})


def _order_keys(distinct: Sequence[str]) -> dict[str, str]:
    """`order_key` for many timestamps of one layout, in C-level passes: day names dropped,
    month names as numbers, then one slice per timestamp when the year is last or the day
    comes first. The layout is the first timestamp's (`distinct` in input order, so the
    result never depends on a set's order)."""
    stamps_in = list(distinct)
    text = "\n".join(stamps_in)
    if _LETTER.search(text) is not None:
        for name in _names_in(stamps_in, text):
            text = text.replace(name, _NAME_AS.get(name, ""))
    plain = text.split("\n")
    if len(plain) != len(stamps_in):
        return {ts: order_key(ts) for ts in stamps_in}
    sample = plain[0].strip(" ,[]")
    if _DAY_MONTH_YEAR.match(sample):
        plain = [p.strip(" ,[]") for p in plain]
        plain = [p[6:10] + p[3:5] + p[0:2] + p[10:] for p in plain]
    elif _YEAR_LAST.match(sample):
        plain = list(map(str.rstrip, plain, repeat(" ,[]")))
        if len(set(map(_YEAR, plain))) == 1:  # one year: the rest orders as year and rest
            plain = list(map(_BEFORE_YEAR, plain))
        else:
            plain = [p[-4:] + p[:-4] for p in plain]
    return dict(zip(stamps_in, plain, strict=True))


def first_and_last(stamps_of: Sequence[str], groups: Sequence[str]) -> tuple[
        dict[str, int], dict[str, int]] | None:
    """For each group (`groups[i]` is line i's), the index of its earliest and of its latest
    stamped line; None when the stamps are already in order (then the first and last line of
    each group in input order are those)."""
    stamped = [i for i, ts in enumerate(stamps_of) if ts]
    raw = [stamps_of[i] for i in stamped]
    keys = _order_keys(list(dict.fromkeys(raw))) if _named(raw) else None
    if all(map(le, raw, raw[1:])) if keys is None else all(
            map(le, map(keys.__getitem__, raw), map(keys.__getitem__, raw[1:]))):
        return None
    if keys is None:  # digits only, largest unit first: the text orders as the time
        keys = {ts: ts for ts in set(raw)}
    ordered = sorted(stamped, key=lambda i: keys[stamps_of[i]])
    ids = [groups[i] for i in ordered]
    latest = dict(zip(ids, ordered, strict=True))
    ids.reverse()
    ordered.reverse()
    earliest = dict(zip(ids, ordered, strict=True))
    return earliest, latest


def span(times: Sequence[str]) -> tuple[str, str] | None:
    """The earliest and the latest of `times` (in time, not text, order), or None."""
    if not times:
        return None
    if not _named(times):
        return min(times), max(times)
    keys = _order_keys(list(dict.fromkeys(times)))
    return min(times, key=keys.__getitem__), max(times, key=keys.__getitem__)
