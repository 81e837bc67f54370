"""The model server is a process too: killed mid-call and restarted, the run retries and
finishes (no step lost, none repeated)."""

from __future__ import annotations

import os
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import orjson
import pytest

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "scenarios" / "checkout-payments-deploy.yaml"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(port: int, log: Path) -> subprocess.Popen[bytes]:
    with log.open("ab") as out:
        proc = subprocess.Popen([sys.executable, "-m", "prodsim", "ollama", "--port", str(port),
                                 "--delay", "0.4"], stdout=out, stderr=out)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return proc
        time.sleep(0.05)
    proc.kill()
    raise AssertionError(f"the scripted server did not start: {log.read_text()}")


def ledger_rows(db: Path) -> int:
    try:
        conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
        try:
            return int(conn.execute("SELECT count(*) FROM ledger").fetchone()[0])
        finally:
            conn.close()
    except sqlite3.OperationalError:
        return 0


@pytest.mark.slow
def test_a_killed_model_server_is_waited_for_and_the_run_finishes(tmp_path: Path) -> None:
    port = free_port()
    log = tmp_path / "server.log"
    server = start_server(port, log)
    db = tmp_path / "oncall.db"
    env = {**os.environ, "OLLAMA_HOST": f"127.0.0.1:{port}"}
    with (tmp_path / "run.err").open("wb") as err:
        run = subprocess.Popen(
            [sys.executable, "-m", "oncall", "run", str(SCENARIO), "--db", str(db),
             "--model", "ollama:investigator", "--json"],
            cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=err)
        try:
            deadline = time.monotonic() + 60
            while ledger_rows(db) < 2:
                assert run.poll() is None and time.monotonic() < deadline
                time.sleep(0.02)
            time.sleep(0.1)  # the next chat request is in flight (0.4 s before it answers)
            os.kill(server.pid, signal.SIGKILL)
            server.wait(timeout=10)
            time.sleep(1.0)  # the run sees connection errors and backs off meanwhile
            server = start_server(port, log)
            out, _ = run.communicate(timeout=120)
        finally:
            run.kill()
            server.kill()
            server.wait(timeout=10)
    result = orjson.loads(out)
    assert (result["outcome"], result["correct"], result["attempts"]) == ("resolved", True, 1)
    conn = sqlite3.connect(db)
    retries = conn.execute("SELECT count(*) FROM events WHERE kind = 'retry'").fetchone()[0]
    steps = conn.execute("SELECT step, count(*) FROM ledger GROUP BY step").fetchall()
    conn.close()
    assert retries >= 1
    assert all(n == 1 for _, n in steps)  # a retried call is still one ledger row
