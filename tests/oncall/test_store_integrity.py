"""A writer's open runs `integrity_check`: an index that lost its rows is refused before a run
is appended to the file (`quick_check`, which skips the index cross-check, let it through)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from oncall.cli import main
from oncall.errors import StoreError
from oncall.store import NewEvent, Store

SCENARIO = Path(__file__).resolve().parents[2] / "scenarios" / "checkout-payments-deploy.yaml"


def _index_out_of_step(db: Path) -> None:
    """Redefine `events_by_kind` on another column behind SQLite's back: the table's pages
    are sound (quick_check says ok), the index no longer matches its rows."""
    conn = sqlite3.connect(db, isolation_level=None)
    try:
        conn.execute("PRAGMA writable_schema = ON")
        conn.execute("UPDATE sqlite_master SET sql = replace(sql, '(kind', '(step')"
                     " WHERE name = 'events_by_kind'")
    finally:
        conn.close()
    check = sqlite3.connect(db)
    try:
        assert check.execute("PRAGMA quick_check").fetchone()[0] == "ok"
        assert check.execute("PRAGMA integrity_check").fetchone()[0] != "ok"
    finally:
        check.close()


@pytest.mark.tampers
async def test_an_index_out_of_step_with_its_rows_is_refused_at_open(tmp_path: Path) -> None:
    db = tmp_path / "i.db"
    async with await Store.open(db) as store:
        await store.create_run("r1", "s", {})
        await store.append("r1", [NewEvent("run_started", 0, {"attempt": 1})])
    _index_out_of_step(db)
    with pytest.raises(StoreError, match=r"the database is malformed \(integrity_check: row "
                       r"\d+ missing from index events_by_kind\); restore it from a backup"):
        await Store.open(db)


@pytest.mark.tampers
def test_run_refuses_it_in_one_line_and_appends_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "i.db"
    assert main(["--log-format", "json", "run", str(SCENARIO), "--db", str(db)]) == 0
    _index_out_of_step(db)
    before = db.read_bytes()
    capsys.readouterr()

    assert main(["--log-format", "json", "run", str(SCENARIO), "--db", str(db)]) == 2

    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"error: {db}: the database is malformed (integrity_check: ")
    assert captured.err.count("\n") == 1
    assert db.read_bytes() == before
