"""The database holds every tool result a run saw: its file is created for its owner only."""

from __future__ import annotations

import os


def create_owner_only(path: str) -> None:
    """Create the database file with mode 0600 before SQLite opens it; SQLite gives the WAL and
    shared-memory files the database file's permissions, so they follow. An existing file keeps
    its mode; `:memory:` and URIs are left alone. A file that cannot be created is left to
    SQLite, whose open then fails with its own message."""
    if path == ":memory:" or path.startswith("file:") or os.path.exists(path):
        return
    try:
        fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
    except OSError:
        return
    os.close(fd)
