"""Shared fixtures for the prodsim tests: the first incident and its world for seed 0."""

from __future__ import annotations

import pytest

from prodsim import Incident, World, build_world, load_incident

INCIDENT = "checkout-payments-deploy"


@pytest.fixture(scope="session")
def incident() -> Incident:
    return load_incident(INCIDENT)


@pytest.fixture(scope="session")
def world(incident: Incident) -> World:
    return build_world(incident, 0)
