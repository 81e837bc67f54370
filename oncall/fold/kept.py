"""Digits that are constant text: a word's digit (`IPV6`, `HTTP2`, `utf8`), a syslog priority
(`<3>`), a numeric level (`"level":50`), a category's event id (`Lifetime[14]`) and a Go
frame's line number (`server.go:2166 +0x1f5`).

Masking treats every ASCII digit as part of a variable, and line shapes write every digit as
`1`, so `MDNS: IPV4 Addr` and `MDNS: IPV6 Addr` would be one template, and so would a
`<3>` (error) and a `<6>` (info) syslog line. Here such digits are written as *kept digits*
(ASCII control characters 0x0E to 0x17: `keep`) before shaping and masking, which see them
as punctuation, and written back as digits in the templates (`restore`). Input that holds
one of those characters has it replaced by U+FFFD first (`unkept`, and `clean_line` for the
exemplars).

A kept digit is found from character classes only (letters, digits and a few punctuation
marks), never from a digit's value, so a line and its shape keep the same digits.
"""

from __future__ import annotations

import re
from string import ascii_letters, digits

from oncall.fold.ascii import ascii_view

KEPT = "\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17"
"""The kept digits 0-9, in order: ASCII control characters that logs do not hold (and that
no masking rule names), so text stays ASCII and `str.translate` keeps its fast path."""
_UNKEPT = str.maketrans(dict.fromkeys(KEPT, "\ufffd"))
_TO_KEPT = {str(d): KEPT[d] for d in range(10)}
_RESTORE = str.maketrans(KEPT, digits)
_CLASSES = str.maketrans({**dict.fromkeys(ascii_letters, "a"), **dict.fromkeys(digits, "0")})

_WORD_DIGIT = re.compile(
    r"aa0(?![a0\-]|[.:/]0)(?<![0_.\-]aa0)(?<![0_.\-]aaa0)(?<![0_.\-]aaaa0)")
"""A digit that ends a run of two or more ASCII letters (`IPV4`, `eth0`, `ssh2`, `SOCKS5`), in
the class string (letters `a`, digits `0`), not followed by a letter, a digit, `-`, or a `.`,
`:` or `/` before a digit (`v2.14`, `HTTP/1.1` stay variables). The literal `aa0` lets the
regex engine skip from candidate to candidate; the look-behinds turn away, in C, a run of
two to four letters after one of `_NOT_BEFORE_WORD` (the end of a hex id: `…5fb2`), which
`sites` would turn away one match at a time."""
_NOT_BEFORE_WORD = frozenset("a0_.-")
"""A word preceded by one of these is part of a larger name (`broadcast_3_piece0`,
`host.node7`, `R02-M1`), whose digits vary: not a constant word."""
_PRIORITY = re.compile(r"\n<0{1,3}>")
_OPENING_PRIORITY = re.compile(r"<0{1,3}>")
_NUMERIC_LEVEL = re.compile(r"level\"?[=:][0-9]{2}(?![0-9])")
_EVENT_ID = re.compile(r"\[(0{1,5})\](?=\n|$)")
_CATEGORY_END = re.compile(r"\.a+$")
"""An event id in brackets after a dotted category, ending its line (ASP.NET Core's console
logger: `info: Microsoft.Hosting.Lifetime[14]`, its message on the next line), in the class
string: which event a category logged, `[0]` beside `[14]`. A syslog tag's `sshd[4121]:`
goes on after its bracket. The bracket is looked for first (a line seldom ends with one),
then the category before it (`_CATEGORY_END`): a regex that opened with the category's `.`
tried every dot of a log."""
_GO_LINE = re.compile(r"\.go:([0-9]+) \+(?:0x|<\*>)")
"""The line number of a Go stack frame (`\t/usr/local/go/src/net/http/server.go:2166
+0x1f5`, or its template's `+<*>`): which line of the file, as a Java frame's method names
it; the offset after it varies."""
_HEX = frozenset("0123456789abcdefABCDEF")


def keep(text: str) -> str:
    """`text` with its constant digits written as kept digits (the same object when it has
    none): see `sites`."""
    return kept_at(text, text, sites(text))


def sites(text: str) -> list[int]:
    """Where `text`'s constant digits are, in order. Constant digits: the single digit that
    ends a word of two or more letters (see `_WORD_DIGIT`; not a word of six or more hex
    digits, which is a hex id), the digits of a syslog priority that opens a line (`<3>`),
    a two-digit numeric level (`"level":50`, `level=40`, as pino and bunyan write them), an
    event id that ends a line after a dotted category (`_EVENT_ID`) and a Go frame's line
    number (`_GO_LINE`).
    Longer digit runs after letters (`sha256`, `node12`, `cn192`) stay variables: host and
    node names are written that way too."""
    classes = ascii_view(text).translate(_CLASSES)
    found: list[int] = []
    for word in _WORD_DIGIT.finditer(classes):
        digit = word.end() - 1
        start = word.start()
        before = classes[max(start - 64, 0):start]
        start -= len(before) - len(before.rstrip("a"))  # the run's first letter: C-level
        while start and classes[start - 1] == "a":  # a run of more than 64 letters
            start -= 1
        if start and classes[start - 1] in _NOT_BEFORE_WORD:
            continue
        if digit - start >= 5 and _HEX.issuperset(text[start:digit + 1]):
            continue
        found.append(digit)
    opening = _OPENING_PRIORITY.match(classes)
    if opening is not None:
        found.extend(range(1, opening.end() - 1))
    for priority in _PRIORITY.finditer(classes):
        found.extend(range(priority.start() + 2, priority.end() - 1))
    for level in _NUMERIC_LEVEL.finditer(text):
        found.extend(range(level.end() - 2, level.end()))
    for event in _EVENT_ID.finditer(classes):
        if _CATEGORY_END.search(classes, max(event.start() - 256, 0), event.start()):
            found.extend(range(event.start(1), event.end(1)))
    for line in _GO_LINE.finditer(text):
        found.extend(range(line.start(1), line.end(1)))
    found.sort()
    return found


def kept_at(target: str, text: str, at: list[int]) -> str:
    """`target` (`text` or its shape: the same length) with the digit of `text` at each index
    of `at` written as its kept digit. Shapes are made by translating the text first, where
    Latin-1 text has a fast path that text holding a kept digit has not."""
    if not at:
        return target
    pieces: list[str] = []
    done = 0
    for site in at:
        pieces.append(target[done:site])
        pieces.append(_TO_KEPT[text[site]])
        done = site + 1
    pieces.append(target[done:])
    return "".join(pieces)


def has_kept(text: str) -> bool:
    """Whether `text` holds a kept digit (one `in` per kept digit: a memchr each)."""
    return any(k in text for k in KEPT)


def unkept(text: str) -> str:
    """`text` with any character that stands for a kept digit replaced by U+FFFD, so input
    never reads as a kept digit (the same object when it holds none)."""
    return text.translate(_UNKEPT) if has_kept(text) else text


def restore(text: str) -> str:
    """`text` with its kept digits written as digits again."""
    return text.translate(_RESTORE)


def restore_all(texts: list[str]) -> list[str]:
    """`[restore(t) for t in texts]` (none may hold a newline), by one `replace` per kept
    digit over the joined texts: `translate` has no fast path for text beyond Latin-1."""
    joined = "\n".join(texts)
    for digit, kept in enumerate(KEPT):
        if kept in joined:
            joined = joined.replace(kept, digits[digit])
    return joined.split("\n")
