"""Bytes to text for redaction: a secret in a file that is read in the wrong encoding passes
through unseen (`p\\x00a\\x00s\\x00s\\x00` holds no `pass`), so the encoding is found, not assumed.

A byte-order mark names UTF-8, UTF-16 or UTF-32; without one, UTF-16 text is recognised by
its zero bytes (ASCII in UTF-16 puts one in every other byte), and anything else is read as
UTF-8. A few invalid bytes (a log that mixes encodings) are replaced and counted, so the
caller can say so; input that is mostly not text is refused rather than "redacted".
"""

from __future__ import annotations

import codecs
from dataclasses import dataclass

_BOMS = ((codecs.BOM_UTF32_LE, "utf-32-le"), (codecs.BOM_UTF32_BE, "utf-32-be"),
         (codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16-le"),
         (codecs.BOM_UTF16_BE, "utf-16-be"))
"""Longest first: the UTF-32 LE mark begins with the UTF-16 LE one."""

BINARY_SHARE = 0.2
"""Above this share of invalid sequences and control characters (NUL and the like) among
the decoded characters, input is binary (random bytes are about half invalid UTF-8)."""


@dataclass(frozen=True, slots=True)
class Decoded:
    text: str
    encoding: str
    replaced: int = 0
    """Invalid byte sequences in `encoding`, each written as U+FFFD."""
    problem: str | None = None
    """Why the input was refused (binary); `text` is empty then."""


def decode(data: bytes) -> Decoded:
    """`data` as text, in the encoding its mark or its zero bytes name, else UTF-8."""
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return _checked(data[len(bom):], encoding)
    sample = data[:65536]
    if len(sample) >= 4:
        even, odd = sample[0::2].count(0), sample[1::2].count(0)
        half = len(sample) // 2
        if odd > 0.4 * half and even < 0.05 * half:
            return _checked(data, "utf-16-le")
        if even > 0.4 * half and odd < 0.05 * half:
            return _checked(data, "utf-16-be")
    return _checked(data, "utf-8")


def _checked(data: bytes, encoding: str) -> Decoded:
    text = data.decode(encoding, "replace")
    replaced = text.count("\ufffd") - data.decode(encoding, "ignore").count("\ufffd")
    controls = sum(text.count(c) for c in _CONTROLS)
    if text and (replaced + controls) > BINARY_SHARE * len(text):
        return Decoded("", encoding, replaced, f"not text ({replaced} invalid {encoding} "
                                               f"sequences and {controls} control "
                                               f"characters in {len(data)} bytes); refusing "
                                               f"to pass it through unredacted")
    return Decoded(text, encoding, replaced)


_CONTROLS = tuple(chr(c) for c in range(32) if chr(c) not in "\t\n\r\f\v\x1b")
