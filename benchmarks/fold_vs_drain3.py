"""The fold beside Drain3, per log format: templates kept, tokens out, time.

    pip install -e '.[bench]'          # drain3 0.9.11; not a dependency of oncall
    python benchmarks/fold_vs_drain3.py [--lines N] [--repeats N] [--corpus C] [FORMAT ...]

Inputs: the corpus of `oncall.lab.fold_corpus` (one seeded log per real-world format, 2,000
lines each, every line's true template known) and two prodsim logs (the 2,000 latest lines of
checkout-payments-deploy over every service, and log-flood's largest query_logs result),
whose true templates are prodsim's own. `--corpus loghub-like`, `loghub-recalled` and
`heldout` take instead the corpora the tests keep from the outside (`tests/oncall/
loghub_like.py` and `loghub_recalled.py`: the sixteen Loghub systems, written apart;
`tests/oncall/heldout_logs.py`: 32 other formats; `tests/oncall/syslog_outside.py`: six
syslog logs, `quoted_absent_outside.py`: eight access and service logs, and
`mixed_outside.py`: ten more, from container output to Suricata; `ops_outside.py`: twelve
operations formats, from RabbitMQ to `kubectl get events`; `runtimes_outside.py`: six, from
MySQL 8 to winston's JSON; `infra_outside.py`: six, from Zeek to Nomad;
`services_outside.py`: six, from Dovecot to php-fpm; `hosts_outside.py`: six, from auth.log
to keepalived; `apps_outside.py`: six application loggers, from structlog to Log4j2;
`platform_outside.py`: six Kubernetes components, from the audit log to cert-manager;
`data_outside.py`: six data stores, from CockroachDB to MinIO; `network_outside.py`: six
network devices, from FortiGate to F5; 2,000 lines each whatever `--lines`), seed 0. A method
keeps a true template when one of its lines is shown verbatim: the fold's exemplar, or for
Drain3 the first line of a cluster (Drain3 runs with its default config: similarity 0.4,
depth 4, no masking). Abnormal templates are those at WARN, ERROR or FATAL. Tokens are
`estimate_tokens` (characters / 4) of the input, of the folded text and of Drain3's one line
per cluster.

Time: each method's median over REPEATS runs on the same lines, the two methods alternated
run by run (fold, drain3, fold, ...) after one untimed run each, in one process.
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from drain3 import TemplateMiner  # type: ignore[import-not-found]
from drain3.template_miner_config import TemplateMinerConfig  # type: ignore[import-not-found]

import prodsim
from oncall.fold import clean_line, estimate_tokens, fold_lines
from oncall.lab.fold_corpus import ABNORMAL, formats, generate

SEED = 7


@dataclass
class Input:
    name: str
    lines: list[str]
    truth: list[str]
    abnormal: set[str]


def corpus_inputs(lines: int, only: list[str]) -> list[Input]:
    out = []
    for name, fmt in formats().items():
        if only and name not in only:
            continue
        made, truth = generate(fmt, lines)
        levels = {f"{fmt.name}: {text}": level for level, text, _ in fmt.templates}
        out.append(Input(name, made, truth, {t for t in truth if levels[t] in ABNORMAL}))
    return out


OUTSIDE = {"loghub-like": "loghub_like", "loghub-recalled": "loghub_recalled",
           "heldout": "heldout_logs", "syslog": "syslog_outside",
           "quoted-absent": "quoted_absent_outside", "mixed": "mixed_outside",
           "ops": "ops_outside", "runtimes": "runtimes_outside", "infra": "infra_outside",
           "services": "services_outside", "hosts": "hosts_outside",
           "apps": "apps_outside", "platform": "platform_outside", "data": "data_outside",
           "network": "network_outside", "cloud": "cloud_outside",
           "middleware": "middleware_outside", "linux": "linux_outside",
           "security": "security_outside", "devops": "devops_outside",
           "dataplat": "dataplat_outside", "edge": "edge_outside",
           "storage": "storage_outside", "storage2": "storage2_outside",
           "directory": "directory_outside", "mlobs": "mlobs_outside",
           "identity": "identity_outside", "builds": "builds_outside",
           "desktop": "desktop_outside", "queues": "queues_outside",
           "hardware": "hardware_outside", "streams": "streams_outside",
           "traces": "traces_outside", "netsvc": "netsvc_outside",
           "bigdata": "bigdata_outside", "voice": "voice_outside", "osnoise": "osnoise_outside",
           "toolchain": "toolchain_outside", "dbs": "dbs_outside", "agents": "agents_outside",
           "enterprise": "enterprise_outside", "audit": "audit_outside",
           "serving": "serving_outside", "gateway": "gateway_outside",
           "workstation": "workstation_outside", "supervisors": "supervisors_outside"}
ROWS = ("syslog", "quoted-absent", "mixed", "ops", "runtimes", "infra", "services", "hosts",
        "apps", "platform", "data", "network", "cloud", "middleware", "linux", "security",
        "devops", "dataplat", "edge", "storage", "storage2", "directory", "mlobs", "identity",
        "builds", "desktop", "queues", "hardware", "streams", "traces", "netsvc", "bigdata",
        "voice", "osnoise", "toolchain", "dbs", "agents", "enterprise", "audit", "serving",
        "gateway", "workstation", "supervisors")
"""Corpora of rows of their own (`line`, `template`, `level`), 2,000 lines a format."""


def outside_inputs(corpus: str, lines: int, only: list[str]) -> list[Input]:
    """The inputs of a corpus the tests keep (`OUTSIDE`), seed 0."""
    module = _test_module(OUTSIDE[corpus])
    if corpus in ROWS:
        return [_rows_input(name, make(random.Random(index)))
                for index, (name, make) in enumerate(module.FORMATS)
                if not only or name in only]
    out = []
    for name in module.FORMATS:
        if only and name not in only:
            continue
        made = module.corpus(name, 0, lines)
        out.append(Input(name, made.lines, made.truth,
                         {t for t in made.truth if made.levels[t] in ABNORMAL}))
    return out


def _rows_input(name: str, rows: list[dict[str, str]]) -> Input:
    truth = [row["template"] for row in rows]
    return Input(name, [row["line"] for row in rows], truth,
                 {row["template"] for row in rows if row["level"] in ABNORMAL})


def _test_module(name: str) -> ModuleType:
    path = Path(__file__).resolve().parent.parent / "tests" / "oncall" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None, path
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def prodsim_inputs() -> list[Input]:
    world = prodsim.build_world(prodsim.load_incident("checkout-payments-deploy"), SEED)
    merged = sorted((e.line, f"{s.name} {e.template}", e.template.split(" ")[0])
                    for s in world.services for e in world.log_entries(s.name))[-2000:]
    flood = prodsim.build_world(prodsim.load_incident("log-flood"), SEED)
    start, end = flood.default_window()
    entries = flood.log_entries("cart", start, end)[-5000:]
    bad = {"WARN", "ERROR", "FATAL"}
    return [
        Input("prodsim checkout", [m[0] for m in merged], [m[1] for m in merged],
              {m[1] for m in merged if m[2] in bad}),
        Input("prodsim log-flood", [e.line for e in entries], [e.template for e in entries],
              {e.template for e in entries if e.template.split(" ")[0] in bad})]


def drain(lines: list[str]) -> list[int]:
    config = TemplateMinerConfig()
    config.profiling_enabled = False
    miner = TemplateMiner(config=config)
    return [miner.add_log_message(line)["cluster_id"] for line in lines]


def timed(fns: list[Callable[[list[str]], object]], lines: list[str], repeats: int,
          ) -> list[float]:
    """Each function's median time in ms over `repeats` runs, the runs alternated."""
    for fn in fns:
        fn(lines)
    times: list[list[float]] = [[] for _ in fns]
    for _ in range(repeats):
        for fn, spent in zip(fns, times, strict=True):
            started = time.perf_counter()
            fn(lines)
            spent.append((time.perf_counter() - started) * 1000)
    return [statistics.median(spent) for spent in times]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=15)
    parser.add_argument("--corpus", choices=("ours", *OUTSIDE), default="ours")
    parser.add_argument("formats", nargs="*")
    args = parser.parse_args(argv)
    if args.corpus != "ours":
        inputs = outside_inputs(args.corpus, args.lines, args.formats)
    else:
        inputs = corpus_inputs(args.lines, args.formats)
        if not args.formats:
            inputs += prodsim_inputs()
    print(f"{'input':<18} {'method':<6} {'kept':>9} {'abnormal':>9} {'tokens in':>9} "
          f"{'tokens out':>10} {'x':>6} {'ms':>7}  lost")
    total = {"fold": [0, 0, 0, 0, 0.0], "drain3": [0, 0, 0, 0, 0.0]}
    known = tokens_in = 0
    for item in inputs:
        fold_ms, drain_ms = timed([fold_lines, drain], item.lines, args.repeats)
        folded = fold_lines(item.lines)
        first_at: dict[str, int] = {}
        for i, line in enumerate(item.lines):
            first_at.setdefault(clean_line(line), i)
        fold_shown = [first_at[t.exemplar] for t in folded.templates]
        clusters: dict[int, int] = {}
        for i, cluster in enumerate(drain(item.lines)):
            clusters.setdefault(cluster, i)
        drain_shown = list(clusters.values())
        drain_tokens = estimate_tokens("\n".join(item.lines[i] for i in drain_shown) + "\n")
        true = set(item.truth)
        known += len(true)
        tokens_in += folded.tokens_in
        for method, shown, out, ms in (("fold", fold_shown, folded.tokens_out, fold_ms),
                                       ("drain3", drain_shown, drain_tokens, drain_ms)):
            got = {item.truth[i] for i in shown}
            lost = sorted(true - got)
            row = total[method]
            row[0] += len(got)
            row[1] += len(got & item.abnormal)
            row[2] += len(item.abnormal)
            row[3] += out
            row[4] += ms
            print(f"{item.name:<18} {method:<6} {len(got):>4}/{len(true):<4} "
                  f"{len(got & item.abnormal):>4}/{len(item.abnormal):<4} "
                  f"{folded.tokens_in:>9} {out:>10} {folded.tokens_in / out:>5.1f}x "
                  f"{ms:>7.2f}  {len(lost) if method == 'drain3' else '; '.join(lost)[:200]}")
    for method, (got, bad, bad_known, out, ms) in total.items():
        print(f"{'all':<18} {method:<6} {got:>4}/{known:<4} {bad:>4}/{bad_known:<4} "
              f"{tokens_in:>9} {out:>10} {tokens_in / out:>5.1f}x {ms:>7.1f}")
    speed = total["drain3"][4] / total["fold"][4]
    print(f"fold speed over drain3, all inputs: {speed:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
