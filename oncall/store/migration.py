"""One entry of the ordered schema, and the SQL helper the entries share.

Kept apart from the entries themselves so that each range of migrations imports the type
without importing the whole list.
"""

from __future__ import annotations

from dataclasses import dataclass

# Unix seconds (REAL) rendered as RFC 3339 for people reading the views with sqlite3.
ISO = "strftime('%Y-%m-%dT%H:%M:%fZ', {col}, 'unixepoch')"


@dataclass(frozen=True, slots=True)
class Migration:
    """A numbered, named step of the schema; shipped ones are never edited."""

    version: int
    name: str
    sql: str
