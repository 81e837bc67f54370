"""Real kubectl against prodsim's `/k8s`: `get events` (plain and `-o wide`), `get pods`,
`logs` and `rollout history` print what they print against a real cluster.

prodsim runs as `python -m prodsim serve` on a free loopback port (which also writes the run
file); kubectl gets an empty HOME so that its discovery cache starts cold every time.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
import yaml

from prodsim import World, build_world, load_incident
from prodsim.kube import current_pod, pod_start_ms
from prodsim.timeutil import parse_time

pytestmark = pytest.mark.kubectl
INCIDENT = "checkout-payments-deploy"


@pytest.fixture(scope="module")
def world() -> World:
    return build_world(load_incident(INCIDENT), 0)


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory, free_port: Callable[[], int]
           ) -> Iterator[tuple[str, Path]]:
    """(base URL, run file) of `python -m prodsim serve` in another process."""
    tmp = tmp_path_factory.mktemp("serve")
    port = free_port()
    run_file = tmp / "run.yaml"
    log = (tmp / "serve.log").open("w")
    proc = subprocess.Popen([sys.executable, "-m", "prodsim", "serve", INCIDENT, "--port",
                             str(port), "--run-file", str(run_file)],
                            stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(f"{url}/health", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert proc.poll() is None, (tmp / "serve.log").read_text()
            assert time.monotonic() < deadline, "prodsim serve did not start"
            time.sleep(0.1)
        yield url, run_file
    finally:
        proc.terminate()
        proc.wait(timeout=20)
        log.close()


@pytest.fixture(scope="module")
def kubectl(served: tuple[str, Path], require_binary: Callable[..., str],
            tmp_path_factory: pytest.TempPathFactory) -> Callable[..., str]:
    binary = require_binary("kubectl", "/usr/bin/kubectl")
    home = tmp_path_factory.mktemp("home")

    def run(*args: str) -> str:
        env = {"HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
        result = subprocess.run([binary, "--server", f"{served[0]}/k8s", *args], env=env,
                                capture_output=True, text=True, timeout=60)
        assert result.returncode == 0, result.stderr
        return result.stdout
    return run


def _age(stamp: str, world: World) -> str:
    """kubectl's age of a stamp 2 min to 3 h old (`7m31s`, `11m`), computed here on purpose."""
    seconds = (world.now_ms - parse_time(stamp)) // 1000
    assert 120 <= seconds < 3 * 3600
    if seconds >= 600:
        return f"{seconds // 60}m"
    return f"{seconds // 60}m{seconds % 60}s" if seconds % 60 else f"{seconds // 60}m"


def test_get_events_prints_the_columns_and_rows_of_a_real_cluster(
    world: World, kubectl: Callable[..., str],
) -> None:
    out = kubectl("get", "events", "-n", "shop").splitlines()
    assert out[0].split() == ["LAST", "SEEN", "TYPE", "REASON", "OBJECT", "MESSAGE"]
    scheduled = len(world.deploys(end=world.now_ms))  # one `Scheduled` per rollout's pod
    assert len(out) == 1 + len(world.k8s_events(end=world.now_ms)) + scheduled
    fault = world.fault_change
    assert fault is not None
    rollout = [e for e in world.k8s_events("payments", fault.at_ms, world.now_ms)
               if e.reason == "ScalingReplicaSet"]
    for event in rollout:
        row = next(line for line in out if event.message in line)
        assert row.split()[:4] == [_age(_stamp(event.at_ms), world), "Normal",
                                   "ScalingReplicaSet", "deployment/payments"]
    wide = kubectl("get", "events", "-n", "shop", "-o", "wide",
                   "--field-selector", "involvedObject.kind=Pod,type=Normal").splitlines()
    assert wide[0].split() == ["LAST", "SEEN", "TYPE", "REASON", "OBJECT", "SUBOBJECT",
                               "SOURCE", "MESSAGE", "FIRST", "SEEN", "COUNT", "NAME"]
    pulled = next(line for line in wide if f"payments:{'2.14.0'}" in line)
    assert re.search(r"spec\.containers\{payments\}\s+kubelet, node-\d\s+Successfully pulled",
                     pulled)
    assert re.search(r"\s1\s+payments-[0-9a-f]{9}-\w{5}\.[0-9a-f]{16}$", pulled)
    assert all(" Normal " in line and " pod/" in line for line in wide[1:])
    pod = current_pod(world, "payments")
    bound = next(line for line in wide if f"Successfully assigned shop/{pod}" in line)
    # eventTime only (no first/last timestamp, no count): kubectl falls back to it
    assert bound.split()[:4] == [_age(_stamp(fault.at_ms + 1000), world), "Normal",
                                 "Scheduled", f"pod/{pod}"]
    assert "default-scheduler, default-scheduler-control-plane" in bound


def _stamp(ms: int) -> str:
    from prodsim.timeutil import format_time

    return format_time(ms)


def test_get_pods_and_logs_print_the_running_pod_and_its_lines(
    world: World, kubectl: Callable[..., str],
) -> None:
    namespaces = [line.split() for line in kubectl("get", "namespaces").splitlines()]
    assert namespaces == [["NAME", "STATUS", "AGE"], ["shop", "Active", "400d"]]
    pods = kubectl("get", "pods", "-n", "shop").splitlines()
    assert pods[0].split() == ["NAME", "READY", "STATUS", "RESTARTS", "AGE"]
    names = [line.split()[0] for line in pods[1:]]
    assert names == sorted(current_pod(world, s.name) for s in world.services)
    assert all(line.split()[1:4] == ["1/1", "Running", "0"] for line in pods[1:])
    pod = current_pod(world, "payments")
    expected = [e.line for e in world.log_entries("payments", pod_start_ms(world, "payments"),
                                                  world.now_ms)]
    logs = kubectl("logs", pod, "-n", "shop").splitlines()
    assert logs == expected
    assert f"starting payments version 2.14.0 (build {world.fault_change.id})" in logs[0]  # type: ignore[union-attr]
    tail = kubectl("logs", pod, "-n", "shop", "--tail", "3", "--timestamps").splitlines()
    assert len(tail) == 3
    for line, original in zip(tail, expected[-3:], strict=True):
        stamp, _, rest = line.partition(" ")
        assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z", stamp)
        assert rest == original and original.startswith(stamp[:23])


def test_rollout_history_lists_the_revisions_with_their_change_cause(
    world: World, kubectl: Callable[..., str],
) -> None:
    out = kubectl("rollout", "history", "deployment/payments", "-n", "shop").splitlines()
    assert out[0].strip() == "deployment.apps/payments"
    assert out[1].split() == ["REVISION", "CHANGE-CAUSE"]
    rows = [line.split(None, 1) for line in out[2:] if line.strip()]
    numbers = [int(r[0]) for r in rows]
    assert numbers == list(range(numbers[0], numbers[0] + len(rows)))
    deploys = world.deploys("payments", end=world.now_ms)
    assert len(rows) == len(deploys) + 1 and rows[0][1] == "<none>"
    for (_, cause), deploy in zip(rows[1:], deploys, strict=True):
        assert cause == f"deploy {deploy.version} ({deploy.id}): {deploy.summary}"
    latest = kubectl("rollout", "history", "deployment/payments", "-n", "shop",
                     f"--revision={numbers[-1]}")
    assert "Image:\tregistry.shop.internal/payments:2.14.0" in latest
    before = kubectl("rollout", "history", "deployment/payments", "-n", "shop",
                     f"--revision={numbers[-2]}")
    assert "Image:\tregistry.shop.internal/payments:2.13.4" in before


def test_serve_writes_a_run_file_over_its_own_apis(served: tuple[str, Path],
                                                    world: World) -> None:
    url, run_file = served
    doc = yaml.safe_load(run_file.read_text())
    assert "incident" not in doc
    assert doc["alert"]["labels"]["service"] == "checkout"
    kinds = {s["kind"]: s for s in doc["sources"]}
    assert set(kinds) == {"prometheus", "loki", "kubernetes", "feed", "runbooks", "topology"}
    assert kinds["prometheus"]["url"] == f"{url}/prometheus"
    assert kinds["topology"]["services"]["checkout"] == ["cart", "orders"]
    for source in ("prometheus", "kubernetes", "feed"):
        probe = {"prometheus": "/api/v1/status/buildinfo", "kubernetes": "/version",
                 "feed": ""}[source]
        assert httpx.get(kinds[source]["url"] + probe, timeout=5).status_code == 200
    runbook = httpx.get(kinds["runbooks"]["url"].format(service="payments"), timeout=5)
    assert runbook.text.startswith("# payments")
