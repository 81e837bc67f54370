"""Exit codes by outcome, as a user runs the command: 0 resolved, 3 a human must look,
1 failed, 2 bad input; one error line, printed once; a closed pipe is not a traceback."""

from __future__ import annotations

import socket
import sqlite3
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "scenarios" / "checkout-payments-deploy.yaml"


def oncall(*args: str, cwd: Path, env: dict[str, str] | None = None
           ) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "oncall", "--log-format", "json", *args],
                          cwd=cwd, capture_output=True, text=True, timeout=120, env=env)


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def errors(stderr: str) -> list[str]:
    """The lines a person reads: structured log lines (JSON) set aside."""
    return [line for line in stderr.splitlines() if line and not line.startswith("{")]


def test_resolved_exits_0_and_a_guard_stop_exits_3(tmp_path: Path) -> None:
    done = oncall("run", str(SCENARIO), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "outcome      resolved (correct)" in done.stdout
    looped = oncall("run", str(SCENARIO), "--model", "scripted:looper", cwd=tmp_path)
    assert looped.returncode == 3, looped.stderr
    assert "outcome      stopped_by_guard — " in looped.stdout and "WRONG" not in looped.stdout


def test_a_failed_run_exits_1_and_says_failed_with_its_reason(tmp_path: Path) -> None:
    import os

    env = {**os.environ, "OLLAMA_HOST": f"127.0.0.1:{closed_port()}"}
    done = oncall("run", str(SCENARIO), "--model", "ollama:qwen3:8b", cwd=tmp_path, env=env)
    assert done.returncode == 1, done.stderr
    outcome = next(line for line in done.stdout.splitlines() if line.startswith("outcome"))
    assert outcome.startswith("outcome      failed — ") and "wrong" not in outcome.lower()
    assert "ollama serve" in done.stdout
    run_id = next(line.split()[-1] for line in done.stdout.splitlines()
                  if line.startswith("run id"))
    again = oncall("resume", run_id, cwd=tmp_path, env=env)
    assert again.returncode == 1
    page = oncall("handoff", run_id, cwd=tmp_path)
    assert page.returncode == 0, page.stderr
    what = next(line for line in page.stdout.splitlines() if line.startswith("**What failed:**"))
    assert "127.0.0.1" in what  # the page says which call failed, not only that one did


def test_bad_input_exits_2_with_one_line_printed_once(tmp_path: Path) -> None:
    done = oncall("run", str(tmp_path / "nosuch.yaml"), cwd=tmp_path)
    assert done.returncode == 2
    assert len(errors(done.stderr)) == 1 and errors(done.stderr)[0].startswith("error: ")
    assert "oncall_error" not in done.stderr  # not a second copy as a log line
    done = oncall("handoff", "run-nosuch", "--db", str(tmp_path / "missing.db"), cwd=tmp_path)
    assert done.returncode == 2 and errors(done.stderr) == [
        f"error: {tmp_path / 'missing.db'}: no such database"]


def test_help_documents_the_exit_codes(tmp_path: Path) -> None:
    done = oncall("--help", cwd=tmp_path)
    assert done.returncode == 0
    for line in ("0  resolved", "3  escalated or stopped_by_guard", "1  failed",
                 "2  bad input"):
        assert line in done.stdout


def test_ledger_into_a_closed_pipe_is_quiet(tmp_path: Path) -> None:
    assert oncall("run", str(SCENARIO), "--db", "p.db", cwd=tmp_path).returncode == 0
    reader = subprocess.Popen([sys.executable, "-m", "oncall", "ledger", "--db", "p.db",
                               "--json"], cwd=tmp_path, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    assert reader.stdout is not None and reader.stderr is not None
    reader.stdout.close()  # the reader leaves before the first row is written
    stderr = reader.stderr.read()
    reader.stderr.close()
    assert reader.wait(timeout=60) == 141
    assert stderr == ""

def test_reading_commands_work_on_a_read_only_database_and_beside_a_writer(
        tmp_path: Path) -> None:
    assert oncall("run", str(SCENARIO), "--db", "r.db", cwd=tmp_path).returncode == 0
    holder = sqlite3.connect(tmp_path / "r.db", isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another process holds the write lock
    try:
        for args in (("runs",), ("ledger",), ("circuit", "list"), ("verify",)):
            done = oncall(*args, "--db", "r.db", cwd=tmp_path)
            assert done.returncode == 0, (args, done.stderr)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    ro = tmp_path / "ro"
    ro.mkdir()
    (tmp_path / "r.db").rename(ro / "r.db")
    for extra in ("r.db-wal", "r.db-shm"):
        if (tmp_path / extra).exists():
            (tmp_path / extra).rename(ro / extra)
    (ro / "r.db").chmod(0o444)
    ro.chmod(0o555)
    try:
        done = oncall("runs", "--db", str(ro / "r.db"), cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        assert "resolved" in done.stdout
        wrote = oncall("run", str(SCENARIO), "--db", str(ro / "r.db"), cwd=tmp_path)
        if wrote.returncode != 0:  # as root the directory is still writable
            assert wrote.returncode == 2 and len(errors(wrote.stderr)) == 1
            assert "Traceback" not in wrote.stderr
    finally:
        ro.chmod(0o755)


def test_circuit_close_refuses_an_unknown_tool(tmp_path: Path) -> None:
    assert oncall("run", str(SCENARIO), "--db", "c.db", cwd=tmp_path).returncode == 0
    done = oncall("circuit", "close", "nosuchtool", "--db", "c.db", cwd=tmp_path)
    assert done.returncode == 2 and "no tool named 'nosuchtool'" in done.stderr
    done = oncall("circuit", "close", "query_logs", "--db", "c.db", cwd=tmp_path)
    assert done.returncode == 0 and "query_logs: closed (it was already)" in done.stdout
