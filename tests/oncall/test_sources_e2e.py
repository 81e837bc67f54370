"""A production that is not a prodsim incident, over real APIs on a loopback port, from a
process in which `import prodsim` fails: resolved, ungraded (`correct: null`); and
`sources check` naming a dead source with exit 1, never printing a credential."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import orjson
import pytest

BLOCKED = """
import runpy, sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name == "prodsim" or name.startswith("prodsim."):
            raise ImportError(f"{name}: not importable in this process")
sys.meta_path.insert(0, Block())
sys.argv = ["oncall", *sys.argv[1:]]
runpy.run_module("oncall", run_name="__main__")
"""
TOKEN = "tok-3c9f1e-never-printed"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_until_up(url: str, proc: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"{url}: the server exited ({proc.returncode})")
        try:
            httpx.get(url, timeout=1)
            return
        except httpx.TransportError:
            time.sleep(0.1)
    raise AssertionError(f"{url}: not up after 30 s")


@pytest.fixture
def production(tmp_path: Path) -> Iterator[tuple[Path, int, subprocess.Popen[bytes]]]:
    port, model_port = free_port(), free_port()
    run_file = tmp_path / "R.yaml"
    prod = subprocess.Popen([sys.executable, "-m", "prodsim", "serve",
                             "checkout-payments-deploy", "--port", str(port),
                             "--run-file", str(run_file)], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    model = subprocess.Popen([sys.executable, "-m", "prodsim", "ollama", "--port",
                              str(model_port)], stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
    try:
        wait_until_up(f"http://127.0.0.1:{port}/changes", prod)
        wait_until_up(f"http://127.0.0.1:{model_port}/api/version", model)
        yield run_file, model_port, prod
    finally:
        for proc in (prod, model):
            if proc.poll() is None:
                proc.terminate()
                proc.wait(timeout=10)


def oncall(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", BLOCKED, *args], capture_output=True,
                          text=True, timeout=120, env={**os.environ, **(env or {})})


def test_a_real_api_production_resolves_without_prodsim_importable(
        production: tuple[Path, int, subprocess.Popen[bytes]], tmp_path: Path) -> None:
    run_file, model_port, _ = production
    text = run_file.read_text()
    assert "incident:" not in text and "sources:" in text
    done = oncall("run", str(run_file), "--model", "ollama:investigator", "--json",
                  "--db", str(tmp_path / "o.db"),
                  env={"OLLAMA_HOST": f"127.0.0.1:{model_port}"})
    assert done.returncode == 0, done.stderr[-2000:]
    result = orjson.loads(done.stdout)
    assert result["outcome"] == "resolved" and result["correct"] is None
    assert result["report"]["service"] == "payments"
    assert str(result["report"]["change_id"]).startswith("dep-")
    assert "deploy" in result["report"]["root_cause"]


def test_sources_check_names_a_dead_source_and_never_prints_a_credential(
        production: tuple[Path, int, subprocess.Popen[bytes]], tmp_path: Path) -> None:
    run_file, _, prod = production
    with_token = run_file.read_text().replace("  timeout_s: 10\n",
                                              "  timeout_s: 10\n  token_env: PROM_TOKEN\n", 1)
    assert with_token != run_file.read_text()
    checked = tmp_path / "checked.yaml"
    checked.write_text(with_token)
    live = oncall("sources", "check", str(checked), env={"PROM_TOKEN": TOKEN})
    assert live.returncode == 0, live.stdout + live.stderr
    lines = live.stdout.splitlines()
    assert [ln.split()[0] for ln in lines[:6]] == ["prometheus", "loki", "kubernetes", "feed",
                                                   "runbooks", "topology"]
    assert "version 2.42" in lines[0]
    unset = oncall("sources", "check", str(checked))
    assert unset.returncode == 1 and "PROM_TOKEN is not set" in unset.stdout
    prod.terminate()
    prod.wait(timeout=10)
    dead = oncall("sources", "check", str(checked), env={"PROM_TOKEN": TOKEN})
    assert dead.returncode == 1
    assert "5 of 6 sources failed" in dead.stdout and "unreachable" in dead.stdout
    for out in (live, unset, dead):
        assert TOKEN not in out.stdout + out.stderr and "Bearer" not in out.stdout + out.stderr
