"""Every suite grades the runs it finishes, as the CLI does: `correct` comes from prodsim's
ground truth through the lab's grader, never from the runtime itself."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from oncall.lab.grade import grade_run
from oncall.runner import grade_with

# `--import-mode=importlib` puts no test directory on sys.path: the shared helpers here
# (`loopback`) are made importable by their unique names.
if str(Path(__file__).parent) not in sys.path:
    sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture(autouse=True, scope="session")
def _graded() -> Iterator[None]:
    grade_with(grade_run)
    yield
    grade_with(None)
