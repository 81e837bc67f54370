"""Hostile input, as an attacker or a tired operator writes it: one line naming the file and
the field or line, exit 2, no traceback, and no run left behind."""

from __future__ import annotations

import sqlite3
import uuid
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from oncall.cli import main

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = (ROOT / "scenarios" / "checkout-payments-deploy.yaml").read_bytes()
PROFILE = (ROOT / "oncall" / "profiles" / "baseline.yaml").read_bytes()


def _runs(db: Path) -> int:
    if not db.exists():
        return 0
    conn = sqlite3.connect(db)
    try:
        return int(conn.execute("SELECT count(*) FROM run_specs").fetchone()[0])
    except sqlite3.OperationalError:
        return 0
    finally:
        conn.close()


def _human(err: str) -> list[str]:
    """The lines a person reads; diagnostics (JSON log lines) set aside."""
    return [line for line in err.splitlines() if line.strip() and not line.startswith("{")]


def _refused(capsys: pytest.CaptureFixture[str], argv: list[str], db: Path) -> str:
    """Run the command; assert exit 2, one error line, no run. The line, for its content."""
    code = main(["--log-format", "json", *argv, "--db", str(db)])
    err = capsys.readouterr().err
    lines = _human(err)
    assert code == 2, err
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    assert _runs(db) == 0
    return lines[0]


def _with(text: bytes, *, drop: tuple[bytes, ...] = (), add: bytes = b"") -> bytes:
    kept = [line for line in text.splitlines(keepends=True)
            if not any(line.startswith(d) for d in drop)]
    return b"".join(kept) + add


SCENARIO_CASES = {
    "binary": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
    "latin-1": SCENARIO.replace(b"Checkout errors", b"Caf\xe9 errors"),
    "seed 1e35": _with(SCENARIO, drop=(b"seed:",), add=b"seed: 1e35\n"),
    "seed past 64 bits": _with(SCENARIO, drop=(b"seed:",),
                               add=b"seed: 99999999999999999999999\n"),
    "lone surrogate in the alert": SCENARIO + b'alert: {summary: "\\ud800"}\n',
    "NUL in the name": _with(SCENARIO, drop=(b"name:",), add=b'name: "a\\0b"\n'),
    "duplicate key": SCENARIO + b"seed: 8\n",
    "alias bomb": (b'a: &a ["l","l","l","l","l","l","l","l","l"]\n'
                   b"b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n"
                   b"d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\nincident: checkout-payments-deploy\n"),
    "nested too deep": b"incident: x\nmodel: " + b"[" * 5000 + b"]" * 5000 + b"\n",
    "2 MB": SCENARIO + b"# " + b"x" * 2_000_000 + b"\n",
    "temperature hot": SCENARIO.replace(b"temperature: 0, seed", b'temperature: "hot", seed'),
    "num_ctx below the fixed prompt": SCENARIO.replace(b"num_ctx: 16384", b"num_ctx: 1000"),
    "num_ctx .nan": SCENARIO.replace(b"num_ctx: 16384", b"num_ctx: .nan"),
}


@pytest.mark.parametrize("case", list(SCENARIO_CASES))
def test_a_hostile_scenario_is_one_line_and_exit_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str) -> None:
    path = tmp_path / "hostile.yaml"
    path.write_bytes(SCENARIO_CASES[case])
    line = _refused(capsys, ["run", str(path)], tmp_path / "h.db")
    assert str(path) in line


PROFILE_CASES = {
    "max_cost_usd .nan": b"guards:\n  budget: {max_cost_usd: .nan}\n",
    "max_wall_s .inf": b"guards:\n  budget: {max_wall_s: .inf}\n",
    "first_delay 1e300": b"retries:\n  model: {first_delay: 1.0e+300}\n",
    "cap above an hour": b"retries:\n  tool: {cap: 3601}\n",
    "binary": b"\x00\x01\x02",
}


@pytest.mark.parametrize("case", list(PROFILE_CASES))
def test_a_hostile_profile_is_one_line_and_exit_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str) -> None:
    profile = tmp_path / "p.yaml"
    body = PROFILE_CASES[case]
    profile.write_bytes(body if case == "binary" else b"name: hostile\n" + body)
    scenario = tmp_path / "s.yaml"
    scenario.write_bytes(SCENARIO)
    line = _refused(capsys, ["run", str(scenario), "--profile", str(profile)],
                    tmp_path / "h.db")
    assert str(profile) in line


def test_a_hostile_flag_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    scenario = tmp_path / "s.yaml"
    scenario.write_bytes(SCENARIO)
    line = _refused(capsys, ["run", str(scenario), "--num-ctx", "99999999999999999999999"],
                    tmp_path / "h.db")
    assert "--num-ctx" in line
    line = _refused(capsys, ["run", str(scenario), "--model", "scripted:investigator?delay=nan"],
                    tmp_path / "h.db")
    assert "delay" in line


HOSTILE_LINES = [b"seed: .nan\n", b"seed: 99999999999999999999\n", b"x: *nosuch\n",
                 b"seed: 1\nseed: 2\n", b'name: "\\0"\n', b"name: \xff\xfe\n",
                 b"nosuchfield: 1\n", b"model: {agent: {model: scripted:investigator, "
                 b"options: {num_ctx: -1}}}\n", b"\x00\n", b"profile: .inf\n",
                 b"incident: [\n", b'name: "\\udfff"\n']


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(where=st.integers(min_value=0, max_value=10_000), hostile=st.sampled_from(HOSTILE_LINES),
       noise=st.binary(max_size=8))
def test_mutated_scenarios_are_refused_in_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], where: int, hostile: bytes,
        noise: bytes) -> None:
    """A scenario with a hostile line spliced in at a line boundary (and random bytes after it)
    is refused by `submit` with one line and exit 2: never a traceback, never a run."""
    lines = SCENARIO.splitlines(keepends=True)
    at = where % (len(lines) + 1)
    text = b"".join(lines[:at]) + hostile + noise + b"\n" + b"".join(lines[at:])
    path = tmp_path / "m.yaml"
    path.write_bytes(text)
    _refused(capsys, ["submit", str(path)], tmp_path / f"m-{uuid.uuid4().hex}.db")


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(flips=st.lists(st.tuples(st.integers(min_value=0), st.integers(0, 255)), min_size=1,
                      max_size=6))
def test_byte_flipped_scenarios_never_crash(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], flips: list[tuple[int, int]]
) -> None:
    """Random bytes flipped anywhere: either still a valid scenario (one queued run) or one
    line and exit 2 with no run; never a traceback."""
    raw = bytearray(SCENARIO)
    for at, value in flips:
        raw[at % len(raw)] = value
    path = tmp_path / "f.yaml"
    path.write_bytes(bytes(raw))
    db = tmp_path / f"f-{uuid.uuid4().hex}.db"  # tmp_path is shared by the examples
    code = main(["--log-format", "json", "submit", str(path), "--db", str(db)])
    captured = capsys.readouterr()
    lines = _human(captured.err)
    if code == 0:
        assert _runs(db) == 1
    else:
        assert code == 2, captured.err
        assert len(lines) == 1 and lines[0].startswith("error: "), captured.err
        assert _runs(db) == 0


def test_bench_with_a_bad_level_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "loop", "--runs", "abc"]) == 2
    assert _human(capsys.readouterr().err) == [
        "error: --runs: a comma-separated list of run counts such as 1,10,100, not 'abc'"]
