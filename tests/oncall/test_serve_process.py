"""`python -m oncall serve` as a process: bad input, SIGTERM, and a real `kill -9` between a
notification's send and its record."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import anyio
import httpx
import orjson
import pytest
import yaml

from oncall.serve.sink import Sink, free_port, served
from oncall.serve.testing import TOKEN, am_alert, am_body, bearer, until
from oncall.store import Store

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "scenarios" / "checkout-payments-deploy.yaml"


def _config(tmp_path: Path, model: str | None = None, **serve: object) -> Path:
    data = yaml.safe_load(SCENARIO.read_text())
    if model:
        data["model"]["agent"]["model"] = model
    data["serve"] = {"intake_token_env": "ONCALL_INTAKE_TOKEN",
                     "notify": [{"kind": "webhook", "url_env": "SINK_URL"}],
                     "retry": {"first_s": 0.05}, "claim_s": 1, **serve}
    path = tmp_path / "serve.yaml"
    path.write_text(yaml.safe_dump(data))
    return path


def _env(sink_url: str) -> dict[str, str]:
    return {**os.environ, "ONCALL_INTAKE_TOKEN": TOKEN, "SINK_URL": sink_url + "/hook"}


@pytest.fixture
def processes() -> Iterator[list[subprocess.Popen[bytes]]]:
    started: list[subprocess.Popen[bytes]] = []
    yield started
    for p in started:
        if p.poll() is None:
            p.kill()
            p.wait()


def _start(config: Path, db: Path, port: int, env: dict[str, str],
           started: list[subprocess.Popen[bytes]]) -> subprocess.Popen[bytes]:
    n = len(started)
    with open(db.parent / f"serve{n}.out", "wb") as out, \
            open(db.parent / f"serve{n}.err", "wb") as err:
        p = subprocess.Popen([sys.executable, "-m", "oncall", "serve", "--config",
                              str(config), "--db", str(db), "--port", str(port),
                              "--workers", "2"], env=env, stdout=out, stderr=err)
    started.append(p)
    return p


def _output(db: Path, n: int) -> tuple[str, str]:
    return ((db.parent / f"serve{n}.out").read_text(), (db.parent / f"serve{n}.err").read_text())


async def _listening(port: int, p: subprocess.Popen[bytes]) -> None:
    async with httpx.AsyncClient() as c:
        for _ in range(300):
            if p.poll() is not None:
                raise AssertionError(f"serve exited {p.returncode}")
            try:
                if (await c.get(f"http://127.0.0.1:{port}/healthz")).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            await anyio.sleep(0.05)
    raise AssertionError("serve did not listen")


async def _notes(db: Path) -> list[dict[str, object]]:
    async with await Store.open(db) as store:
        rows = await store.fetch("SELECT payload FROM events WHERE kind = 'notification'"
                                 " ORDER BY ts, seq")
    return [orjson.loads(r[0]) for r in rows]


async def test_kill_9_between_send_and_record_resends_with_the_same_key(
        tmp_path: Path, processes: list[subprocess.Popen[bytes]]) -> None:
    stall = anyio.Event()
    sink = Sink(stall=stall)
    db, port = tmp_path / "oncall.db", free_port()
    async with served(sink) as sink_url:
        env = _env(sink_url)
        config = _config(tmp_path)
        first = _start(config, db, port, env, processes)
        await _listening(port, first)
        async with httpx.AsyncClient() as c:
            r = await c.post(f"http://127.0.0.1:{port}/v1/alerts/alertmanager",
                             content=am_body(am_alert()), headers=bearer())
        run_id = r.json()["alerts"][0]["run_id"]
        with anyio.fail_after(30):
            await sink.received.wait()  # the receiver has the post; serve awaits the answer
        first.send_signal(signal.SIGKILL)
        first.wait()
        assert [n["phase"] for n in await _notes(db)] == ["sending"]
        sink.stall = None
        stall.set()
        second = _start(config, db, port, env, processes)
        await _listening(port, second)
        deadline = time.monotonic() + 30
        while len(sink.posts) < 2:
            assert time.monotonic() < deadline, "the notification was not sent again"
            await anyio.sleep(0.05)
        async def delivered() -> bool:
            return [n["phase"] for n in await _notes(db)][-1:] == ["delivered"]
        await until(delivered, 10)
        second.send_signal(signal.SIGTERM)
        assert second.wait(timeout=30) == 0
    keys = [p.key for p in sink.posts]
    assert keys == [f"{run_id}:webhook"] * 2
    assert sink.posts[0].body == sink.posts[1].body
    assert len(sink.unique) == 1
    notes = await _notes(db)
    assert [(n["phase"], n["attempt"]) for n in notes] == [
        ("sending", 1), ("sending", 2), ("delivered", 2)]
    async with await Store.open(db) as store:
        assert await store.fetch("SELECT count(*) FROM run_specs") == [(1,)]


async def test_sigterm_stops_intake_hands_runs_back_and_exits_0(
        tmp_path: Path, processes: list[subprocess.Popen[bytes]]) -> None:
    sink = Sink()
    db, port = tmp_path / "oncall.db", free_port()
    slow = _config(tmp_path, model="scripted:investigator?delay=0.5")
    async with served(sink) as sink_url:
        env = _env(sink_url)
        p = _start(slow, db, port, env, processes)
        await _listening(port, p)
        async with httpx.AsyncClient() as c:
            r = await c.post(f"http://127.0.0.1:{port}/v1/alerts/alertmanager",
                             content=am_body(am_alert()), headers=bearer())
            run_id = r.json()["alerts"][0]["run_id"]
            async def started() -> bool:
                r = await c.get(f"http://127.0.0.1:{port}/v1/runs/{run_id}")
                return bool(r.json()["status"] == "running")
            await until(started, 30)
        p.send_signal(signal.SIGTERM)
        assert p.wait(timeout=30) == 0
        async with await Store.open(db) as store:
            (status,) = await store.fetch("SELECT status FROM runs")
            (released,) = await store.fetch("SELECT released_at FROM leases")
        assert status == ("running",) and released[0] is not None  # handed back, not lost
        again = _start(slow, db, port, env, processes)
        await _listening(port, again)
        async def posted() -> bool:
            return bool(sink.posts)
        await until(posted, 60)
        again.send_signal(signal.SIGTERM)
        assert again.wait(timeout=30) == 0
    assert sink.posts[0].json()["outcome"] == "resolved"
    async with await Store.open(db) as store:
        kinds = [e.kind for e in await store.events(run_id)]
    assert kinds.count("run_started") == 2 and "takeover" in kinds
    out, err = _output(db, 0)
    assert f"listening on http://127.0.0.1:{port}" in out
    assert "serve_stopped" in err and TOKEN not in err and sink_url not in err


@pytest.mark.parametrize(("serve", "env_drop", "says"), [
    ({}, "ONCALL_INTAKE_TOKEN", "serve.intake_token_env: environment variable "
                                "ONCALL_INTAKE_TOKEN is not set"),
    ({"notify": [{"kind": "webhook", "url": "http://x"}]}, None, "serve.notify[0].url:"),
    ({"notify": [{"kind": "pager", "url_env": "SINK_URL"}]}, None, "serve.notify[0].kind:"),
    ({"colour": "red"}, None, "serve.colour: unknown field"),
    ({"retry": {"max_attempts": 0}}, None, "serve.retry.max_attempts:"),
])
def test_bad_config_is_one_line_and_exit_2(tmp_path: Path, serve: dict[str, object],
                                           env_drop: str | None, says: str) -> None:
    config = _config(tmp_path, **serve)
    env = _env("http://127.0.0.1:9")
    if env_drop:
        env.pop(env_drop)
    p = subprocess.run([sys.executable, "-m", "oncall", "serve", "--config", str(config),
                        "--db", str(tmp_path / "x.db"), "--port", str(free_port())],
                       env=env, capture_output=True, text=True, timeout=60)
    assert p.returncode == 2
    line = [x for x in p.stderr.splitlines() if x.startswith("error:")]
    assert len(line) == 1 and says in line[0], p.stderr
    assert "Traceback" not in p.stderr and TOKEN not in p.stderr


def test_a_config_with_an_alert_is_refused(tmp_path: Path) -> None:
    data = yaml.safe_load(SCENARIO.read_text())
    data["alert"] = "checkout is down"
    path = tmp_path / "serve.yaml"
    path.write_text(yaml.safe_dump(data))
    p = subprocess.run([sys.executable, "-m", "oncall", "serve", "--config", str(path),
                        "--db", str(tmp_path / "x.db")], env=_env("http://127.0.0.1:9"),
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 2 and "alert: a serve config has no alert" in p.stderr
