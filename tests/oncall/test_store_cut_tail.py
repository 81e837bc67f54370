"""A run's events read short (a cut tail, a damaged page that ends a scan early) are refused.

The hash chain holds over the events that remain, so only the run index, which the database's
triggers kept as events were appended, can say the log ended later. Every read of a run's
events compares the two, so `handoff` and `report` do not describe a finished run as still
running, and `resume` does not continue a log whose end is missing.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

import pytest

from oncall.cli import main

SCENARIO = Path(__file__).resolve().parents[2] / "scenarios" / "checkout-payments-deploy.yaml"


def _cut(db: Path, after_seq: int) -> str:
    conn = sqlite3.connect(db, isolation_level=None)
    try:
        (run_id,) = conn.execute("SELECT run_id FROM run_specs").fetchone()
        conn.execute("DROP TRIGGER events_refuse_delete")
        conn.execute("DELETE FROM events WHERE seq > ?", (after_seq,))
        left = conn.execute("SELECT max(seq) FROM events").fetchone()[0]
    finally:
        conn.close()
    assert left == after_seq
    return str(run_id)


@pytest.mark.tampers
@pytest.mark.parametrize("command", ["handoff", "report", "resume"])
def test_a_run_whose_tail_is_gone_is_refused_by_every_read_of_its_events(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str) -> None:
    db = tmp_path / "cut.db"
    assert main(["--log-format", "json", "run", str(SCENARIO), "--db", str(db)]) == 0
    run_id = _cut(db, 7)
    capsys.readouterr()

    code = main(["--log-format", "json", command, run_id, "--db", str(db)])

    err = capsys.readouterr().err
    assert code == 2
    human = [line for line in err.splitlines() if not line.startswith("{")]
    assert human == [
        f"error: {db}: run {run_id} seq 7: the log ends with running after 1 attempt(s), yet "
        f"the run index says resolved after 1 attempt(s), finished at {_finished_at(db)}: "
        "events after seq 7 were deleted (a cut tail) or a lifecycle event was edited; see "
        f"`python -m oncall verify {run_id} --db {db}`"]
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT count(*) FROM events").fetchone()[0] == 7  # nothing appended
    conn.close()


def _finished_at(db: Path) -> str:
    conn = sqlite3.connect(db)
    (ts,) = conn.execute("SELECT finished_at FROM run_index").fetchone()
    conn.close()
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(float(ts)))


def test_an_intact_run_and_a_run_with_no_events_yet_read_as_before(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "ok.db"
    assert main(["--log-format", "json", "run", str(SCENARIO), "--db", str(db)]) == 0
    assert main(["--log-format", "json", "submit", str(SCENARIO), "--db", str(db)]) == 0
    queued = capsys.readouterr().out.split()[-1]
    conn = sqlite3.connect(db)
    (done,) = conn.execute("SELECT run_id FROM run_index WHERE status = 'resolved'").fetchone()
    conn.close()
    assert main(["handoff", done, "--db", str(db)]) == 0
    assert "outcome: resolved" in capsys.readouterr().out
    assert main(["handoff", queued, "--db", str(db)]) == 0
    assert "# Handoff" in capsys.readouterr().out
