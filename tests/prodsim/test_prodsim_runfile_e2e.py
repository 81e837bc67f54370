"""The run file `prodsim serve --run-file` writes is all oncall needs: with prodsim and its
scripted Ollama stand-in in other processes, `oncall run` resolves the incident from a process
in which `import prodsim` fails."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest

pytestmark = pytest.mark.slow


def _up(url: str) -> bool:
    try:
        return httpx.get(url, timeout=2).status_code == 200
    except httpx.TransportError:
        return False


def test_oncall_resolves_over_the_real_apis_without_prodsim(
    tmp_path: Path, free_port: Callable[[], int],
) -> None:
    blocker = tmp_path / "blocked" / "prodsim"
    blocker.mkdir(parents=True)
    (blocker / "__init__.py").write_text('raise ImportError("no prodsim in this process")\n')
    port, model_port = free_port(), free_port()
    run_file = tmp_path / "run.yaml"
    log = (tmp_path / "servers.log").open("w")
    servers = [
        subprocess.Popen([sys.executable, "-m", "prodsim", "serve", "checkout-payments-deploy",
                          "--port", str(port), "--run-file", str(run_file)],
                         stdout=log, stderr=subprocess.STDOUT),
        subprocess.Popen([sys.executable, "-m", "prodsim", "ollama", "--port",
                          str(model_port)], stdout=log, stderr=subprocess.STDOUT)]
    try:
        deadline = time.monotonic() + 30
        while not (run_file.exists() and _up(f"http://127.0.0.1:{port}/health")
                   and _up(f"http://127.0.0.1:{model_port}/api/tags")):
            assert all(s.poll() is None for s in servers) and time.monotonic() < deadline
            time.sleep(0.1)
        env = {**os.environ, "PYTHONPATH": str(blocker.parent),
               "OLLAMA_HOST": f"127.0.0.1:{model_port}"}
        check = subprocess.run([sys.executable, "-c", "import prodsim"], env=env,
                               capture_output=True, text=True, timeout=30, cwd=tmp_path)
        assert check.returncode != 0 and "no prodsim in this process" in check.stderr
        result = subprocess.run(
            [sys.executable, "-m", "oncall", "run", str(run_file), "--json", "--db",
             str(tmp_path / "run.db"), "--model", "ollama:investigator"],
            env=env, capture_output=True, text=True, timeout=120, cwd=tmp_path)
        requests = httpx.get(f"http://127.0.0.1:{port}/admin/requests",
                             timeout=5).json()["requests"]
    finally:
        for server in servers:
            server.terminate()
            server.wait(timeout=20)
        log.close()
    assert result.returncode == 0, result.stderr[-2000:]
    out = json.loads(result.stdout)
    assert out["outcome"] == "resolved" and out["correct"] is None
    assert "payments" in json.dumps(out["report"])
    paths = {r["path"] for r in requests}
    assert any(p.startswith("/loki/") for p in paths) and "/changes" in paths
    assert not any(p.startswith("/api/") for p in paths), "a retired /api/ path was asked"
