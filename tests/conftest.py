"""Every suite grades the runs it finishes, as the CLI does: `correct` comes from prodsim's
ground truth through the lab's grader, never from the runtime itself."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from oncall.lab.grade import grade_run
from oncall.runner import grade_with


@pytest.fixture(autouse=True, scope="session")
def _graded() -> Iterator[None]:
    grade_with(grade_run)
    yield
    grade_with(None)
