"""Shared fixtures for the prodsim tests: the first incident and its world for seed 0."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from prodsim import Incident, World, build_world, load_incident

INCIDENT = "checkout-payments-deploy"


@pytest.fixture(scope="session")
def incident() -> Incident:
    return load_incident(INCIDENT)


@pytest.fixture(scope="session")
def world(incident: Incident) -> World:
    return build_world(incident, 0)


def _require_binary(name: str, path: str | None = None) -> str:
    """The path of a real component's binary. Missing: skip, or fail when CI is set (CI
    installs it, so a missing binary there is a broken pipeline, not an optional test)."""
    import os
    import shutil

    found = path if path and os.access(path, os.X_OK) else shutil.which(name)
    if found is None:
        message = f"{name} is not installed (.ci/run installs it)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return found


def _free_port() -> int:
    """A free TCP port on the loopback interface."""
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="session")
def require_binary() -> Callable[..., str]:
    """`require_binary(name, path=None)`: a real component's binary, or skip / fail (CI)."""
    return _require_binary


@pytest.fixture(scope="session")
def free_port() -> Callable[[], int]:
    """`free_port()`: a free loopback port."""
    return _free_port
