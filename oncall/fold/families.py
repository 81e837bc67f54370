"""Line families: the many lines of one fixed-width shape, recognised in bulk.

A log flood is mostly one template whose lines differ only in a few fixed columns: the
digits of a timestamp and of counters, and an id glued to a word (`sess-12009e3e3932`).
Shaping such a line costs several C-level passes over every character (`shapes_of`); here
a whole batch of equal-length lines is checked against one representative line with a few
operations per *column* that varies, so the characters that never vary are only compared.

Why a line that `Family.fits` accepts has the representative's template: let R be the
representative (ASCII, no newline, no digit before an `x` or `X`), D the columns where R has
a decimal digit outside an id, and I the columns of R's ids (each a run that `shapes_of`
merges: after a letter of g-z and `-`, 8+ hex digits, ended by a terminator or the end of
the line). A row L is accepted only when it has R's length, equals R in every column outside
D and I, has a decimal digit in every column of D, and has only hex digits, at least one of
them decimal, in each id's columns. Then L has no digit before an `x` either (its `x`s and
digits sit where R's do), so both shape with every digit written as `1`, and L's shape equals
R's outside the ids. Each id of L is merged too: the letter and `-` before it, the terminator
after it and its length are R's, and it holds a decimal digit. No other run of L is merged:
any other candidate lies in columns equal to R's, where R has none. So L and R have the same
shape, hence the same template (`masking.templates_of` explains why a shape has its line's
template).
"""

from __future__ import annotations

from collections.abc import Sequence

from oncall.fold.masking import _ID_AFTER_WORD, _ONES, _digit_before_x

_HEX = b"0123456789abcdefABCDEF"
_HEX_CLASS = bytes(0 if b not in _HEX else 1 if b in b"0123456789" else 2 for b in range(256))
"""Byte -> 1 for a decimal digit, 2 for a hex letter, 0 for anything else."""


class Family:
    """Lines of one length that provably share the shape `shape` of a representative line."""

    __slots__ = ("_digit_columns", "_id_columns", "_row", "length", "shape")

    def __init__(self, shape: str, length: int, digit_columns: tuple[int, ...],
                 id_columns: tuple[range, ...], row: bytes) -> None:
        self.shape = shape
        """The key, in the fold's shape counts, of the lines this family accepts."""
        self.length = length
        self._digit_columns = digit_columns
        self._id_columns = id_columns
        self._row = row
        """The representative line and a newline, with its digit and id columns as NUL."""

    @classmethod
    def of(cls, shape: str, line: str) -> Family | None:
        """The family of `line` (whose shape is `shape`), or None when the argument in the
        module docstring does not cover it (not ASCII, a newline, a digit before an `x`)."""
        if not line.isascii() or "\n" in line or _digit_before_x(line):
            return None
        ids = tuple(range(found.start() + 1, found.end())
                    for found in _ID_AFTER_WORD.finditer(line.translate(_ONES)))
        if any(len(columns) > 255 for columns in ids):  # see `_every_row_has_a_digit`
            return None
        row = bytearray(line, "ascii")
        for columns in ids:
            row[columns.start:columns.stop] = bytes(len(columns))
        digits = tuple(column for column, byte in enumerate(row) if 48 <= byte <= 57)
        for column in digits:
            row[column] = 0
        row.append(10)
        return cls(shape, len(line), digits, ids, bytes(row))

    def fits(self, rows: Sequence[str]) -> bool:
        """Whether every row (each `self.length` long) has this family's shape.

        The rows are joined into one byte grid, a row per `length + 1` bytes, so a column of
        all rows is one extended slice. Each digit and id column is checked and then blanked
        (NUL), and one comparison with the representative row repeated checks the rest."""
        text = "\n".join(rows)
        count = len(rows)
        stride = self.length + 1
        if not text.isascii() or len(text) != count * stride - 1:
            return False
        grid = bytearray(text, "ascii")
        grid.append(10)
        blank = bytearray(count)
        digits = []
        for column in self._digit_columns:
            digits.append(grid[column::stride])
            grid[column::stride] = blank
        if digits and not b"".join(digits).isdigit():
            return False
        for columns in self._id_columns:
            classes = []
            for column in columns:
                classes.append(grid[column::stride].translate(_HEX_CLASS))
                grid[column::stride] = blank
            if 0 in b"".join(classes) or not _every_row_has_a_digit(classes, count):
                return False
        return grid == self._row * count


def _every_row_has_a_digit(classes: Sequence[bytes | bytearray], count: int) -> bool:
    """Whether, in each row, some column of `classes` (1 digit, 2 hex letter) holds a 1."""
    # Each column as a byte per row, 1 where it holds a hex letter; added as integers, a
    # row's byte counts its letters (an id has at most 255 columns, so no byte carries into
    # the next row's), and a row without a digit counts as many letters as there are columns.
    letters = sum(int.from_bytes(c.translate(_LETTER), "big") for c in classes)
    return len(classes) not in letters.to_bytes(count, "big")


_LETTER = bytes(1 if b == 2 else 0 for b in range(256))
"""Class -> 1 for a hex letter, 0 for a digit."""

