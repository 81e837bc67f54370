"""Fixtures: the scripted app in-process, reached through httpx and the official client."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import ollama
import pytest

from prodsim.scripted import ScriptedOllama, create_app


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
