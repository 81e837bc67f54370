"""Databases the process may not write: a read-only file, a read-only directory, a held lock.

Writing commands (`run`, `submit`) refuse in one line, exit 2, having written nothing and
created no run; reading commands work, and keep working while another process holds SQLite's
write lock. The commands run in child processes held to file modes: as root, the child keeps
uid 0 but loses CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH (the capabilities that let root
ignore modes), since an unprivileged uid may not even reach an interpreter installed under a
home directory only root can enter. Each test first proves, from a child set up the same way,
that the path really is not writable, so none of them can pass by having written after all.
"""

from __future__ import annotations

import ctypes
import hashlib
import os
import sqlite3
import stat
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from oncall.cli import main
from oncall.errors import StoreError
from oncall.store import Store, opening

SCENARIO_FILE = Path(__file__).resolve().parents[2] / "scenarios" / "checkout-payments-deploy.yaml"

_PR_CAPBSET_DROP, _PR_CAP_AMBIENT, _PR_CAP_AMBIENT_CLEAR_ALL = 24, 47, 4
_CAP_DAC_OVERRIDE, _CAP_DAC_READ_SEARCH = 1, 2
_READ_COMMANDS: list[tuple[list[str], str]] = [
    (["status"], "finished  1"),
    (["ledger", "{run}"], "{run}"),
    (["handoff", "{run}"], "# Handoff"),
    (["verify"], "ok: 1 runs,"),
    (["runs"], "{run}"),
    (["report", "{run}"], "{run}"),
    (["circuit", "list"], "no circuit has seen a failure"),
]


def _held_to_modes() -> Callable[[], None] | None:
    """A preexec function that takes from a root child the power to ignore file modes (None
    when not root: modes already hold). The prctl is looked up here, before the fork."""
    if os.geteuid() != 0:
        return None
    prctl = ctypes.CDLL(None, use_errno=True).prctl

    def drop() -> None:
        for cap in (_CAP_DAC_OVERRIDE, _CAP_DAC_READ_SEARCH):
            if prctl(_PR_CAPBSET_DROP, cap, 0, 0, 0) != 0:
                raise OSError(ctypes.get_errno(), f"prctl(PR_CAPBSET_DROP, {cap})")
        prctl(_PR_CAP_AMBIENT, _PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0)
    return drop


def _child(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], cwd=cwd, capture_output=True, text=True,
                          timeout=90, preexec_fn=_held_to_modes())


def _oncall(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return _child(["-m", "oncall", "--log-format", "json", *args], cwd)


_PROBE = """
import os, sys
path = sys.argv[1]
target = os.path.join(path, "probe") if os.path.isdir(path) else path
try:
    open(target, "ab").close()
    wrote = True
except PermissionError:
    wrote = False
print(os.access(path, os.W_OK), wrote)
"""


def _assert_not_writable(path: Path) -> None:
    """A child set up like the commands' finds `path` unwritable: access(2) says so, and an
    open for writing (a file in it, for a directory) is refused."""
    probe = _child(["-c", _PROBE, str(path)], path.parent)
    assert probe.returncode == 0, probe.stderr
    assert probe.stdout.split() == ["False", "False"], f"{path} is writable by the child"


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _listing(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


def _runs(db: Path) -> list[str]:
    conn = sqlite3.connect(f"file:{db}?mode=ro&immutable=1", uri=True)
    try:
        return [str(r[0]) for r in conn.execute("SELECT run_id FROM run_specs ORDER BY run_id")]
    finally:
        conn.close()


def _make_db(folder: Path) -> tuple[Path, str]:
    """A database holding one resolved run of the shipped scenario, its WAL checkpointed away."""
    folder.mkdir()
    db = folder / "o.db"
    assert main(["--log-format", "json", "run", str(SCENARIO_FILE), "--db", str(db)]) == 0
    (run_id,) = _runs(db)
    assert not Path(f"{db}-wal").exists()
    return db, run_id


@pytest.fixture
def restore_modes() -> Iterator[list[Path]]:
    """Paths a test made read-only get their write bits back, so tmp_path can be removed."""
    changed: list[Path] = []
    yield changed
    for path in changed:
        if path.exists():
            path.chmod(path.stat().st_mode | stat.S_IWUSR)


def _read_only(path: Path, changed: list[Path]) -> None:
    path.chmod(path.stat().st_mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
    changed.append(path)


@pytest.mark.parametrize("layout", ["file", "directory"])
@pytest.mark.parametrize("command", ["run", "submit"])
def test_writing_commands_refuse_a_database_they_may_not_write(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], restore_modes: list[Path],
        layout: str, command: str) -> None:
    db, run_id = _make_db(tmp_path / "d")
    capsys.readouterr()
    locked = db if layout == "file" else db.parent
    _read_only(locked, restore_modes)
    _assert_not_writable(locked)
    before, beside = _digest(db), _listing(db.parent)

    done = _oncall(tmp_path, command, str(SCENARIO_FILE), "--db", str(db))

    assert done.returncode == 2, done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr, done.stderr
    denied = str(db) if layout == "file" else f"its directory {db.parent}"
    assert done.stderr.startswith(f"error: {db}: the database is read-only: this process "
                                  f"may not write {denied}"), done.stderr
    assert done.stderr.endswith("make it writable, or give --db a writable file\n")
    assert done.stdout == ""
    assert _digest(db) == before
    assert _runs(db) == [run_id]
    assert _listing(db.parent) == beside


@pytest.mark.parametrize("layout", ["file", "directory"])
@pytest.mark.parametrize(("args", "expect"), _READ_COMMANDS,
                         ids=[a[0] for a, _ in _READ_COMMANDS])
def test_reading_commands_work_on_a_database_they_may_not_write(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], restore_modes: list[Path],
        layout: str, args: list[str], expect: str) -> None:
    db, run_id = _make_db(tmp_path / "d")
    capsys.readouterr()
    _read_only(db, restore_modes)
    if layout == "directory":
        _read_only(db.parent, restore_modes)
    _assert_not_writable(db)
    if layout == "directory":
        _assert_not_writable(db.parent)
    before = _digest(db)

    done = _oncall(tmp_path, *[a.format(run=run_id) for a in args], "--db", str(db))

    assert done.returncode == 0, done.stderr
    assert expect.format(run=run_id) in done.stdout
    assert "Traceback" not in done.stderr
    assert _digest(db) == before
    if layout == "directory":  # SQLite could create neither -wal nor -shm: opened immutable
        assert sorted(p.name for p in db.parent.iterdir()) == ["o.db", "o.db.runs"]
        assert '"event": "store_opened_immutable"' in done.stderr


def test_a_read_only_shm_a_reader_left_is_named_once_the_file_is_writable_again(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], restore_modes: list[Path]) -> None:
    """A reader of a read-only file creates the -wal and -shm with the file's mode and cannot
    remove them; the -shm alone would keep the database unwritable after the file is made
    writable again. The writer names those files instead of failing later, mid-run."""
    db, run_id = _make_db(tmp_path / "d")
    capsys.readouterr()
    _read_only(db, restore_modes)
    assert _oncall(tmp_path, "status", "--db", str(db)).returncode == 0
    sidecars = [Path(f"{db}-wal"), Path(f"{db}-shm")]
    restore_modes += sidecars
    for path in sidecars:  # what the reader left: read-only, like the file it read
        _assert_not_writable(path)
    db.chmod(0o600)

    done = _oncall(tmp_path, "submit", str(SCENARIO_FILE), "--db", str(db))

    assert done.returncode == 2, done.stderr
    assert done.stderr == (f"error: {db}: the database is read-only: this process may not "
                           f"write {sidecars[0]}, {sidecars[1]}; make them writable, or give "
                           "--db a writable file\n")
    assert _runs(db) == [run_id]
    for path in sidecars:
        path.chmod(0o600)
    assert _oncall(tmp_path, "submit", str(SCENARIO_FILE), "--db", str(db)).returncode == 0
    assert len(_runs(db)) == 2


def test_run_refused_its_lock_leaves_no_run_behind(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], restore_modes: list[Path]) -> None:
    """The run lock (`DB.runs/RUN_ID.lock`) is taken before the run is created: a lock
    directory the process may not write is refused with no queued run left for a worker."""
    db, run_id = _make_db(tmp_path / "d")
    capsys.readouterr()
    locks = Path(f"{db}.runs")
    locks.mkdir(exist_ok=True)
    _read_only(locks, restore_modes)
    _assert_not_writable(locks)

    done = _oncall(tmp_path, "run", str(SCENARIO_FILE), "--db", str(db))

    assert done.returncode == 2, done.stderr
    assert done.stderr.count("\n") == 1 and "cannot create the run lock" in done.stderr
    assert _runs(db) == [run_id]


def _wal_left_behind(folder: Path) -> tuple[Path, list[str]]:
    """A copy of a database whose second run is still only in its -wal (as a copy taken while
    a writer had it open would be), with its -shm."""
    db, _ = _make_db(folder / "src")
    keeper = sqlite3.connect(db)  # open: the run's close is not the last, so no checkpoint
    try:
        keeper.execute("SELECT count(*) FROM events").fetchone()
        assert main(["--log-format", "json", "run", str(SCENARIO_FILE), "--db", str(db)]) == 0
        copy = folder / "copy"
        copy.mkdir()
        for suffix in ("", "-wal", "-shm"):
            (copy / f"o.db{suffix}").write_bytes(Path(f"{db}{suffix}").read_bytes())
    finally:
        keeper.close()
    both = _runs(db)
    assert len(both) == 2 and Path(copy / "o.db-wal").stat().st_size > 0
    return copy / "o.db", both


def test_a_read_only_directory_reads_the_wal_beside_its_shm(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], restore_modes: list[Path]) -> None:
    db, both = _wal_left_behind(tmp_path)
    capsys.readouterr()
    for path in (db, Path(f"{db}-wal"), Path(f"{db}-shm"), db.parent):
        _read_only(path, restore_modes)
    _assert_not_writable(db.parent)

    done = _oncall(tmp_path, "runs", "--db", str(db))

    assert done.returncode == 0, done.stderr
    assert all(run_id in done.stdout for run_id in both)


def test_a_wal_the_read_only_directory_hides_is_refused_not_skipped(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], restore_modes: list[Path]) -> None:
    """Without its -shm, SQLite can read the -wal only where it may create the -shm; an
    immutable open would show the older run alone and `verify` would say ok."""
    db, _ = _wal_left_behind(tmp_path)
    capsys.readouterr()
    Path(f"{db}-shm").unlink()
    _read_only(db.parent, restore_modes)
    _assert_not_writable(db.parent)

    for args in (["runs"], ["verify"]):
        done = _oncall(tmp_path, *args, "--db", str(db))
        assert done.returncode == 2, done.stderr
        assert done.stderr.count("\n") == 1, done.stderr
        assert done.stderr.startswith(f"error: {db}: its write-ahead log o.db-wal holds ")
        assert "copy the database and its -wal to a writable directory" in done.stderr
        assert done.stdout == ""


_HOLDER = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN IMMEDIATE")
print("held", flush=True)
sys.stdin.read()  # until the test closes our stdin
conn.execute("ROLLBACK")
"""


@pytest.fixture
def lock_holder(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                ) -> Iterator[tuple[Path, str]]:
    """A database and another process holding its write lock (BEGIN IMMEDIATE) meanwhile."""
    db, run_id = _make_db(tmp_path / "d")
    capsys.readouterr()
    with subprocess.Popen([sys.executable, "-c", _HOLDER, str(db)], stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE, text=True) as holder:
        assert holder.stdin is not None and holder.stdout is not None
        try:
            assert holder.stdout.readline() == "held\n"
            probe = sqlite3.connect(db, isolation_level=None, timeout=0)
            with pytest.raises(sqlite3.OperationalError, match="database is locked"):
                probe.execute("BEGIN IMMEDIATE")  # the lock is really held
            probe.close()
            yield db, run_id
        finally:
            holder.stdin.close()
            assert holder.wait(timeout=10) == 0


async def test_an_open_for_writing_waits_out_the_lock_then_names_it(
        lock_holder: tuple[Path, str], monkeypatch: pytest.MonkeyPatch) -> None:
    """In-process, with the wait shortened: the open waits LOCK_WAIT_S, then one line."""
    db, _ = lock_holder
    monkeypatch.setattr(opening, "LOCK_WAIT_S", 0.5)
    started = time.monotonic()
    with pytest.raises(StoreError) as refused:
        await Store.open(db)
    assert time.monotonic() - started >= 0.5
    assert str(refused.value).startswith(f"{db}: locked by another process; waited 0.5 s")
    async with await Store.open_readonly(db) as reader:  # a reader does not wait for it
        assert len(await reader.ledger()) == 5


@pytest.mark.slow
def test_writers_wait_30_s_for_another_process_and_readers_do_not(
        tmp_path: Path, lock_holder: tuple[Path, str]) -> None:
    db, run_id = lock_holder
    for args, expect in _READ_COMMANDS:
        started = time.monotonic()
        done = _oncall(tmp_path, *[a.format(run=run_id) for a in args], "--db", str(db))
        assert done.returncode == 0, (args, done.stderr)
        assert expect.format(run=run_id) in done.stdout
        assert time.monotonic() - started < 10, args

    started = time.monotonic()
    writers = [subprocess.Popen([sys.executable, "-m", "oncall", "--log-format", "json",
                                 command, str(SCENARIO_FILE), "--db", str(db)], cwd=tmp_path,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
               for command in ("run", "submit")]
    outputs = [w.communicate(timeout=90) for w in writers]
    assert time.monotonic() - started >= opening.LOCK_WAIT_S
    for w, (out, err) in zip(writers, outputs, strict=True):
        assert w.returncode == 2, err
        assert out == ""
        assert err == (f"error: {db}: locked by another process; waited 30 s (a run or a "
                       "worker is writing to it: try again when it is done)\n")
    assert _runs(db) == [run_id]
