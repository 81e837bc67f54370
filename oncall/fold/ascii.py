"""`str.translate` at C speed on text of any script.

CPython translates text that is all ASCII through a cache, about a nanosecond a character;
one character beyond ASCII sends the whole call through a dictionary lookup per character,
thirty times slower (a 1.5 MB log of JSON lines with one accented name spent 0.2 s of its
fold there). The fold's tables map ASCII characters only, so the rest of a text can be set
aside: `translated` goes through UTF-8 bytes, whose multi-byte sequences hold no ASCII byte,
and `ascii_view` writes each character beyond ASCII as `?` where only the classes of ASCII
characters matter.
"""

from __future__ import annotations

__all__ = ["ascii_view", "byte_table", "translated"]


def ascii_view(text: str) -> str:
    """`text` with each character beyond ASCII written as `?` (the same length, so indexes
    still point at the same characters): for class strings, whose tables leave `?` as it
    is and map nothing beyond ASCII."""
    return text if text.isascii() else text.encode("ascii", "replace").decode("ascii")


def byte_table(table: dict[int, int]) -> bytes:
    """The `bytes.translate` table of a `str.maketrans` table that maps ASCII characters to
    ASCII characters."""
    out = bytearray(range(256))
    for code, to in table.items():
        if not (code < 128 and isinstance(to, int) and to < 128):
            raise ValueError(f"not an ASCII-to-ASCII table: {code} -> {to!r}")
        out[code] = to
    return bytes(out)


def translated(text: str, table: dict[int, int], as_bytes: bytes) -> str:
    """`text.translate(table)` (`as_bytes` is `byte_table(table)`), exactly, at C speed
    whatever the script: text beyond ASCII goes through its UTF-8 bytes (lone surrogates
    included)."""
    if text.isascii():
        return text.translate(table)
    raw = text.encode("utf-8", "surrogatepass").translate(as_bytes)
    return raw.decode("utf-8", "surrogatepass")
