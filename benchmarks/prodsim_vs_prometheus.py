"""prodsim's Prometheus API next to a real Prometheus 2.42 holding the same samples.

Exports an incident's metrics as OpenMetrics, backfills them with promtool, starts
`prometheus` and `python -m prodsim serve` on loopback ports, then for every shipped PromQL
template over every service sends the same `query_range` (35 minutes, step 60 s) to both,
`--runs` times, and prints the median latency of each side and the largest difference between
their values. With `--investigate`, it also runs `python -m oncall run` on the run file prodsim
writes, once as written and once with the Prometheus source pointed at the real server, with
the scripted `naive-retrier` model (it reads metrics first) served as Ollama, and prints both
runs' figures side by side.

    python benchmarks/prodsim_vs_prometheus.py [--incident NAME] [--runs N] [--investigate]

Needs Debian's `prometheus` package (prometheus and promtool on PATH).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import httpx
import yaml

from prodsim import build_world, load_incident
from prodsim.exposition import TEMPLATES, openmetrics


def _port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait(url: str, proc: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"{proc.args!r} exited with {proc.returncode}")
        try:
            if httpx.get(url, timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    raise SystemExit(f"{url} did not answer within 60 s")


def _start(stack: ExitStack, args: list[str], log: Path) -> subprocess.Popen[bytes]:
    out = stack.enter_context(log.open("wb"))
    proc = subprocess.Popen(args, stdout=out, stderr=subprocess.STDOUT)
    stack.callback(proc.wait, 20)
    stack.callback(proc.terminate)
    return proc


def _values(body: dict[str, Any]) -> dict[str, list[float]]:
    return {json.dumps(r["metric"], sort_keys=True): [float(v) for _, v in r["values"]]
            for r in body["data"]["result"]}


def _compare(real: str, ours: str, world: Any, runs: int) -> None:
    start, end = (world.alert_ms - 30 * 60_000) / 1000, world.now_ms / 1000
    print(f"{'template':16} {'queries':>7} {'prometheus ms':>14} {'prodsim ms':>11} "
          f"{'max |diff|':>11}")
    with httpx.Client(timeout=30) as client:
        for name, template in TEMPLATES.items():
            times: dict[str, list[float]] = {"real": [], "ours": []}
            worst = 0.0
            for service in (s.name for s in world.services):
                params = {"query": template.replace("{service}", service),
                          "start": str(start), "end": str(end), "step": "60"}
                bodies = {}
                for _ in range(runs):
                    for side, base in (("real", real), ("ours", ours)):
                        t0 = time.perf_counter()
                        response = client.get(f"{base}/api/v1/query_range", params=params)
                        times[side].append((time.perf_counter() - t0) * 1000)
                        bodies[side] = response.json()
                a, b = _values(bodies["real"]), _values(bodies["ours"])
                if a.keys() != b.keys():
                    raise SystemExit(f"{name}/{service}: the series differ")
                for key in a:
                    for x, y in zip(a[key], b[key], strict=True):
                        if not (math.isnan(x) and math.isnan(y)):
                            worst = max(worst, abs(x - y))
            print(f"{name:16} {len(world.services) * runs:>7} "
                  f"{statistics.median(times['real']):>14.2f} "
                  f"{statistics.median(times['ours']):>11.2f} {worst:>11.3g}")


def _investigate(tmp: Path, real: str, ollama: str) -> None:
    doc = yaml.safe_load((tmp / "prodsim.yaml").read_text())
    for source in doc["sources"]:
        if source["kind"] == "prometheus":
            source["url"] = real
    (tmp / "real.yaml").write_text(yaml.safe_dump(doc, sort_keys=False))
    print(f"\n{'metrics from':14} {'outcome':10} {'model calls':>11} {'tokens in':>10} "
          f"{'tokens out':>10} {'wall s':>7}")
    for label, run_file in (("prodsim", "prodsim.yaml"), ("prometheus", "real.yaml")):
        result = subprocess.run(
            [sys.executable, "-m", "oncall", "run", str(tmp / run_file), "--json",
             "--db", str(tmp / f"{label}.db"), "--model", "ollama:naive-retrier"],
            capture_output=True, text=True, cwd=tmp, env={**os.environ, "OLLAMA_HOST": ollama},
            timeout=300)
        out = json.loads(result.stdout)
        print(f"{label:14} {out['outcome']:10} {out['model_calls']:>11} "
              f"{out['prompt_tokens']:>10,} {out['completion_tokens']:>10,} "
              f"{out['wall_s']:>7.2f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--incident", default="checkout-payments-deploy")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--investigate", action="store_true")
    args = parser.parse_args()
    binary, promtool = shutil.which("prometheus"), shutil.which("promtool")
    if binary is None or promtool is None:
        print("prometheus and promtool are needed: apt-get install -y prometheus",
              file=sys.stderr)
        return 2
    world = build_world(load_incident(args.incident), args.seed)
    with tempfile.TemporaryDirectory() as name, ExitStack() as stack:
        tmp = Path(name)
        (tmp / "metrics.om").write_text("".join(openmetrics(world)))
        t0 = time.perf_counter()
        subprocess.run([promtool, "tsdb", "create-blocks-from", "openmetrics",
                        str(tmp / "metrics.om"), str(tmp / "data")], check=True,
                       capture_output=True)
        print(f"backfill: {(tmp / 'metrics.om').stat().st_size / 1e6:.1f} MB of OpenMetrics "
              f"in {time.perf_counter() - t0:.2f} s")
        (tmp / "prom.yml").write_text("global: {scrape_interval: 15s}\nscrape_configs: []\n")
        prom_port, sim_port, model_port = _port(), _port(), _port()
        real = f"http://127.0.0.1:{prom_port}"
        proc = _start(stack, [binary, f"--config.file={tmp / 'prom.yml'}",
                              f"--storage.tsdb.path={tmp / 'data'}",
                              "--storage.tsdb.retention.time=100y",
                              f"--web.listen-address=127.0.0.1:{prom_port}"], tmp / "prom.log")
        _wait(f"{real}/-/ready", proc)
        sim = f"http://127.0.0.1:{sim_port}"
        proc = _start(stack, [sys.executable, "-m", "prodsim", "serve", args.incident,
                              "--seed", str(args.seed), "--port", str(sim_port),
                              "--run-file", str(tmp / "prodsim.yaml")], tmp / "serve.log")
        _wait(f"{sim}/health", proc)
        _compare(real, f"{sim}/prometheus", world, args.runs)
        if args.investigate:
            ollama = f"127.0.0.1:{model_port}"
            proc = _start(stack, [sys.executable, "-m", "prodsim", "ollama", "--port",
                                  str(model_port)], tmp / "ollama.log")
            _wait(f"http://{ollama}/api/tags", proc)
            _investigate(tmp, real, ollama)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
