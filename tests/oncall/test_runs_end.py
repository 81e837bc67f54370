"""Every run ends in an event; nothing is created before its input is valid; one executor
per run."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from oncall import runlock
from oncall.config import Scenario
from oncall.errors import ConfigError
from oncall.run import StepLine
from oncall.runner import create_run, execute
from oncall.store import Store

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "scenarios" / "checkout-payments-deploy.yaml"


def _boom(line: StepLine) -> None:
    if line.what.startswith("tool"):
        raise RuntimeError("boom in step printer")


async def test_an_exception_inside_a_run_records_run_finished_failed(
        store: Store, scenario: Scenario) -> None:
    run_id = await create_run(store, scenario)
    with pytest.raises(RuntimeError, match="boom"):
        await execute(store, run_id, on_step=_boom)
    last = (await store.events(run_id))[-1]
    assert last.kind == "run_finished"
    assert last.payload["outcome"] == "failed"
    assert last.payload["error"] == "RuntimeError: boom in step printer"
    assert (await store.run(run_id)).status == "failed"
    # It resumes from its log like any failed run.
    result = await execute(store, run_id)
    assert result.outcome == "resolved" and result.attempts == 2


def oncall(*args: str, cwd: Path, env: dict[str, str] | None = None
           ) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "oncall", "--log-format", "json", *args],
                          cwd=cwd, capture_output=True, text=True, timeout=120, env=env)


def _human(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line and not line.startswith("{")]


async def test_a_second_resume_of_a_run_being_executed_is_refused_at_once(
        tmp_path: Path, scenario: Scenario) -> None:
    db = tmp_path / "c.db"
    async with await Store.open(db) as store:
        run_id = await create_run(store, scenario)
        with pytest.raises(RuntimeError):
            await execute(store, run_id, on_step=_boom)
        before = (await store.run(run_id)).attempts, len(await store.ledger(run_id))
    with runlock.hold(str(db), run_id):  # as a `resume` in another terminal would
        started = time.monotonic()
        done = oncall("resume", run_id, "--db", str(db), cwd=tmp_path)
        assert time.monotonic() - started < 30
    assert done.returncode == 2
    assert _human(done.stderr) == [
        f"error: run {run_id} is being executed by another process (it holds "
        f"{runlock.lock_path(str(db), run_id)}); refused: wait for it, or stop it first"]
    async with await Store.open(db) as store:
        assert ((await store.run(run_id)).attempts, len(await store.ledger(run_id))) == before
        # A run leased by a live worker is refused the same way.
        now = store.now()
        await store.write("INSERT INTO leases VALUES (?, 'host:1:abc', 1, ?, ?, ?, NULL)",
                          (run_id, now, now, now + 300))
    done = oncall("resume", run_id, "--db", str(db), cwd=tmp_path)
    assert done.returncode == 2 and "leased by worker host:1:abc" in done.stderr
    async with await Store.open(db) as store:
        assert ((await store.run(run_id)).attempts, len(await store.ledger(run_id))) == before
    # Released, the lock lets the resume through.
    async with await Store.open(db) as store:
        await store.write("DELETE FROM leases")
    done = oncall("resume", run_id, "--db", str(db), cwd=tmp_path)
    assert done.returncode == 0, done.stderr


def test_the_same_process_cannot_hold_a_run_twice(tmp_path: Path) -> None:
    db = str(tmp_path / "x.db")
    with runlock.hold(db, "r"), pytest.raises(Exception, match="another process"), \
            runlock.hold(db, "r"):
        pass
    with runlock.hold(db, "r"):  # released: held again
        pass


async def test_a_missing_secret_is_refused_before_the_run_exists(
        tmp_path: Path, store: Store) -> None:
    run_file = tmp_path / "auth.yaml"
    run_file.write_text(SCENARIO.read_text() + "\nidentity: {client_id: oncall-agent, "
                        "secret_env: ONCALL_TEST_NO_SUCH_SECRET}\n")
    env = {k: v for k, v in os.environ.items() if k != "ONCALL_TEST_NO_SUCH_SECRET"}
    done = oncall("run", str(run_file), "--db", "s.db", cwd=tmp_path, env=env)
    assert done.returncode == 2
    assert _human(done.stderr) == [
        f"error: {run_file}: identity.secret_env: the client secret "
        "is read from $ONCALL_TEST_NO_SUCH_SECRET, which is not set"]
    async with await Store.open(tmp_path / "s.db") as s:
        assert await s.runs() == []
    from oncall.config import load_scenario

    with pytest.raises(ConfigError, match="ONCALL_TEST_NO_SUCH_SECRET"):
        await create_run(store, load_scenario(run_file))
