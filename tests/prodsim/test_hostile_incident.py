"""An incident file from someone else: aliases, binary, non-UTF-8, control characters,
non-finite numbers and oversized files are one IncidentError line naming the file and line."""

from __future__ import annotations

from pathlib import Path

import pytest

from prodsim.incident import IncidentError, load_incident

CASES = {
    "alias bomb": (b"a: &a [x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\n"
                   b"c: [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n", "line 2: YAML aliases"),
    "binary": (b"\x89PNG\x00\x00", "a binary file"),
    "latin-1": (b"name: caf\xe9\n", "line 1: not UTF-8"),
    "control character": (b"name: x\x01\n", "line 1: special characters"),
    "nan": (b"name: x\nstart: .nan\n", "line 2: must be a finite number"),
    "huge integer": (b"name: x\nseed: 123456789012345678901234\n", "line 2: "),
    "lone surrogate": (b'name: "\\ud800"\n', "line 1: not valid Unicode"),
    "oversized": (b"# " + b"x" * 1_100_000 + b"\n", "larger than 1,000,000 bytes"),
    "duplicate key": (b"name: a\nname: b\n", "line 2: name: duplicate key"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_hostile_incident_is_one_line(tmp_path: Path, case: str) -> None:
    body, expected = CASES[case]
    path = tmp_path / "hostile.yaml"
    path.write_bytes(body)
    with pytest.raises(IncidentError) as caught:
        load_incident(path)
    message = str(caught.value)
    assert message.startswith(str(path)) and expected in message
    assert "\n" not in message
