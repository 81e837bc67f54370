"""Fixtures: the scripted app in-process, reached through httpx and the official client.

The suite runs with `--import-mode=importlib`, which puts no test directory on `sys.path`;
the helper module `scripted_harness` (tool schemas, a hand-made incident, a harness loop) is
made importable here, for this directory's tests only by its unique name.
"""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import ollama
import pytest

from prodsim.scripted import ScriptedOllama, create_app

if str(Path(__file__).parent) not in sys.path:
    sys.path.append(str(Path(__file__).parent))


@pytest.fixture
def app() -> ScriptedOllama:
    return create_app()


@pytest.fixture
async def http(app: ScriptedOllama) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app),
                                 base_url="http://scripted") as client:
        yield client


@pytest.fixture
def client(app: ScriptedOllama) -> ollama.AsyncClient:
    """The official client over an in-process transport (it forwards kwargs to httpx)."""
    return ollama.AsyncClient(host="http://scripted", transport=httpx.ASGITransport(app=app))
