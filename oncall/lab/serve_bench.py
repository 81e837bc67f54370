"""`python -m oncall bench serve` and `bench serve-db`: intake under a burst, and reads on a
database of a year of alerts.

`serve`: a real `python -m oncall serve` process (its own workers, the scripted investigator,
prodsim in-process) takes a burst of webhook posts: `--distinct` different alerts and as many
re-sends of them, shuffled, `--clients` at a time from this process. It reports how many runs
were made (exactly the distinct alerts), alerts lost (a distinct alert with no run), intake
latency (post to answer) and the time from a post to its run's first model call.

`serve-db`: a database of `--db-runs` runs made by copying real runs (one of each shipped
scenario, run here first), then the time of what an operator and a scraper read on it:
`oncall runs` and `oncall status` (whole commands), `/metrics`, `/readyz` and `/v1/runs` of a
`serve` on it, ledger and handoff of one run, a new run; and the bytes per run by event kind.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import httpx
import orjson
import yaml

from oncall.serve.sink import Sink, free_port, served
from oncall.serve.testing import TOKEN, am_alert, am_body

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


def _pct(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _serve_config(tmp: Path, sink_url: str | None) -> tuple[Path, dict[str, str]]:
    data = yaml.safe_load((SCENARIOS / "checkout-payments-deploy.yaml").read_text())
    data["serve"] = {"intake_token_env": "ONCALL_INTAKE_TOKEN",
                     "notify": [{"kind": "webhook", "url_env": "SINK_URL"}] if sink_url else []}
    path = tmp / "serve.yaml"
    path.write_text(yaml.safe_dump(data))
    env = {**os.environ, "ONCALL_INTAKE_TOKEN": TOKEN}
    if sink_url:
        env["SINK_URL"] = sink_url + "/hook"
    return path, env


def _start_serve(config: Path, db: Path, port: int, env: dict[str, str], workers: int,
                 log: Path) -> subprocess.Popen[bytes]:
    with log.open("wb") as out:
        return subprocess.Popen([sys.executable, "-m", "oncall", "serve", "--config",
                                 str(config), "--db", str(db), "--port", str(port),
                                 "--workers", str(workers)], env=env, stdout=out,
                                stderr=subprocess.STDOUT)


async def _listening(url: str, proc: subprocess.Popen[bytes]) -> None:
    async with httpx.AsyncClient() as c:
        for _ in range(600):
            if proc.poll() is not None:
                raise RuntimeError(f"serve exited {proc.returncode}")
            try:
                if (await c.get(f"{url}/healthz")).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            await asyncio.sleep(0.05)
    raise RuntimeError("serve did not start listening")


def _stop(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=60)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


async def burst(distinct: int, clients: int, workers: int, seed: int) -> dict[str, Any]:
    from oncall.store import Store

    bodies = [am_body(am_alert(fingerprint=f"{i:016x}")) for i in range(distinct)]
    posts = [(i, b) for i, b in enumerate(bodies)] * 2
    random.Random(seed).shuffle(posts)
    sink = Sink()
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        db, port = tmp / "oncall.db", free_port()
        async with served(sink) as sink_url:
            config, env = _serve_config(tmp, sink_url)
            proc = _start_serve(config, db, port, env, workers, tmp / "serve.log")
            url = f"http://127.0.0.1:{port}"
            try:
                await _listening(url, proc)
                first_post: dict[int, float] = {}
                latencies: list[float] = []
                answers: dict[int, set[str]] = {}
                statuses: list[int] = []
                queue = list(posts)

                async def client(c: httpx.AsyncClient) -> None:
                    while queue:
                        i, body = queue.pop()
                        sent = time.time()
                        first_post.setdefault(i, sent)
                        r = await c.post(f"{url}/v1/alerts/alertmanager", content=body,
                                         headers={"Authorization": f"Bearer {TOKEN}"})
                        latencies.append(time.time() - sent)
                        statuses.append(r.status_code)
                        if r.status_code == 200:
                            for a in r.json()["alerts"]:
                                if a["run_id"]:
                                    answers.setdefault(i, set()).add(a["run_id"])
                limits = httpx.Limits(max_connections=clients)
                async with httpx.AsyncClient(limits=limits, timeout=60) as c:
                    started = time.perf_counter()
                    await asyncio.gather(*(client(c) for _ in range(clients)))
                    intake_s = time.perf_counter() - started
                deadline = time.monotonic() + 600
                while time.monotonic() < deadline:
                    if len(sink.unique) >= distinct:
                        break
                    await asyncio.sleep(0.1)
                drained_s = time.perf_counter() - started
            finally:
                _stop(proc)
        async with await Store.open(db) as store:
            runs = await store.fetch("SELECT count(*) FROM run_specs")
            firsts = await store.fetch(
                "SELECT a.dedupe_key, min(e.ts) FROM alerts a JOIN events e"
                " ON e.run_id = a.run_id AND e.kind = 'model_call' GROUP BY a.run_id")
            outcomes = await store.fetch("SELECT status, count(*) FROM run_index GROUP BY 1")
    key_of = {f"{i:016x}": i for i in range(distinct)}
    to_first_call = [ts - first_post[key_of[key.split("|")[0]]] for key, ts in firsts]
    lost = [i for i in range(distinct) if len(answers.get(i, ())) != 1]
    return {"posts": len(posts), "distinct": distinct, "clients": clients, "workers": workers,
            "http_200": statuses.count(200), "runs": int(runs[0][0]), "alerts_lost": len(lost),
            "intake_ms_p50": round(_pct(latencies, 0.5) * 1000, 1),
            "intake_ms_p99": round(_pct(latencies, 0.99) * 1000, 1),
            "intake_s": round(intake_s, 2),
            "post_to_first_model_call_s_p50": round(_pct(to_first_call, 0.5), 2),
            "post_to_first_model_call_s_p99": round(_pct(to_first_call, 0.99), 2),
            "all_delivered_s": round(drained_s, 2), "delivered": len(sink.unique),
            "outcomes": {str(s): int(n) for s, n in outcomes}}


async def bench_serve(args: argparse.Namespace) -> int:
    result = await burst(args.distinct, args.clients, args.workers or 4, 0)
    if args.json:
        sys.stdout.write(orjson.dumps(result).decode() + "\n")
    else:
        print(f"{result['posts']} posts ({result['distinct']} distinct alerts, "
              f"{result['posts'] - result['distinct']} re-sends), {result['clients']} clients, "
              f"serve --workers {result['workers']}")
        print(f"runs made         {result['runs']}   (alerts lost {result['alerts_lost']}, "
              f"HTTP 200 {result['http_200']})")
        print(f"intake latency    p50 {result['intake_ms_p50']} ms   p99 "
              f"{result['intake_ms_p99']} ms   (all posts answered in {result['intake_s']} s)")
        print(f"post → 1st model  p50 {result['post_to_first_model_call_s_p50']} s   p99 "
              f"{result['post_to_first_model_call_s_p99']} s")
        print(f"findings          {result['delivered']} delivered, all by "
              f"{result['all_delivered_s']} s; outcomes {result['outcomes']}")
    return 0 if result["runs"] == result["distinct"] and not result["alerts_lost"] else 1
