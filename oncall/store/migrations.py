"""The schema, as an ordered list of migrations.

A shipped migration is never edited: a change to the schema is a new entry at the end (of
`oncall.store.migrations_serve`, or of a new module appended below). Each entry runs in its own
transaction and is recorded in `schema_migrations`. The entries live in modules by version
range: `migrations_runs` (1-7), `migrations_serve` (8-10); `Migration` is in `migration`.
"""

from __future__ import annotations

from oncall.store.migration import Migration
from oncall.store.migrations_runs import RUN_MIGRATIONS
from oncall.store.migrations_serve import SERVE_MIGRATIONS

# 'onca' in ASCII: marks a file as an oncall database, so a foreign SQLite file is refused
# instead of being written into.
APPLICATION_ID = 0x6F6E6361

MIGRATIONS: tuple[Migration, ...] = RUN_MIGRATIONS + SERVE_MIGRATIONS
"""Every migration, in version order (1, 2, 3 ...): the opener applies those above the
database's version, and refuses a database whose version is above the last."""

__all__ = ["APPLICATION_ID", "MIGRATIONS", "Migration"]
