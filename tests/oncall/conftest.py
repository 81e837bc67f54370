"""Shared fixtures: a fresh database and the shipped scenario, reached in-process."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from oncall.config import Scenario, load_scenario
from oncall.store import Store
from oncall.store.chain import Indexed, check_run, compare_index
from oncall.store.migrations import APPLICATION_ID

ROOT = Path(__file__).resolve().parents[2]
SCENARIO_FILE = ROOT / "scenarios" / "checkout-payments-deploy.yaml"


@pytest.fixture
def scenario() -> Scenario:
    return load_scenario(SCENARIO_FILE)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    async with await Store.open(tmp_path / "oncall.db") as s:
        yield s


@pytest.fixture(autouse=True)
def _every_log_verifies(request: pytest.FixtureRequest) -> Iterator[None]:
    """After every test, each oncall database it wrote under its tmp_path verifies (hash
    chains and `PRAGMA integrity_check`): `oncall verify` holds on every log the suite
    writes, not only on the ones its own tests build. A test that edits a database behind
    the store's back on purpose is marked `tampers`."""
    yield
    tmp = request.node.funcargs.get("tmp_path") if hasattr(request.node, "funcargs") else None
    if tmp is None or request.node.get_closest_marker("tampers"):
        return
    found = [p for db in sorted(Path(tmp).rglob("*.db")) for p in _log_problems(db)]
    assert found == [], found


def _log_problems(db: Path) -> list[str]:
    """What `oncall verify` would report; [] for a clean log, a foreign or non-SQLite file,
    or one from before the chain."""
    try:
        conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    except sqlite3.Error:
        return []
    try:
        if conn.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
            return []
        if "hash" not in {r[1] for r in conn.execute("PRAGMA table_info(events)")}:
            return []
        out = []
        verdict = str(conn.execute("PRAGMA integrity_check(1)").fetchone()[0])
        if verdict != "ok":
            out.append(f"{db}: integrity_check: {verdict}")
        since = conn.execute(
            "SELECT applied_at FROM schema_migrations WHERE version = 7").fetchone()
        kept = _kept(conn)
        for (run_id,) in conn.execute("SELECT DISTINCT run_id FROM events").fetchall():
            rows = conn.execute("SELECT seq, kind, step, ts, payload, hash FROM events"
                                " WHERE run_id = ? ORDER BY seq", (run_id,)).fetchall()
            chain = check_run(str(run_id), rows, since[0] if since else None)
            if chain.problem is None and kept is not None:
                chain.problem = compare_index(chain, kept.get(str(run_id),
                                                              Indexed(None, spec=False)))
            if chain.problem:
                out.append(f"{db}: {chain.problem}")
        return out
    except sqlite3.DatabaseError:
        return []  # a file a test broke on purpose (flipped bytes, not a database)
    finally:
        conn.close()


def _kept(conn: sqlite3.Connection) -> dict[str, Indexed] | None:
    """The run index and run_specs, as `verify` compares the log with them (None before the
    run index existed)."""
    tables = {str(r[0]) for r in conn.execute("SELECT name FROM sqlite_master")}
    if "run_index" not in tables:
        return None
    specs = {str(r[0]) for r in conn.execute("SELECT run_id FROM run_specs")}
    return {str(r[0]): Indexed(str(r[1]), int(r[2]), r[3], spec=str(r[0]) in specs)
            for r in conn.execute("SELECT run_id, status, attempts, finished_at FROM run_index")}
