"""The fold on two corpora written from the outside (with no sight of the fold), each format a
list of rows `{line, template, level}`:

- `mixed_outside`, ten formats: `docker compose logs` and `kubectl logs --prefix` output,
  Python logging with ANSI colours and tracebacks, a Go panic, Postfix, IIS W3C, Caddy JSON,
  Suricata eve JSON, Serilog and Celery. Its truth keeps a request's method and a delivery's
  status apart, makes a pooled name (a task, a pod, a queue) a variable, and makes each
  stack-trace line pattern one template.
- `ops_outside`, twelve operations formats: RabbitMQ, HashiCorp hclog, Tomcat with Java
  traces, CoreDNS, UFW kernel lines, Cisco ASA, PostgreSQL csvlog, Sidekiq, Laravel,
  uvicorn and gunicorn, the OpenTelemetry Collector's tab-separated console output and
  `kubectl get events` columns. Its truth keeps a DNS record type and rcode, an ASA message
  id, a firewall action and protocol and an event reason apart.

Every true template and every abnormal one keeps a verbatim exemplar on seeds 0 and 1.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest

from oncall.fold import clean_line, fold_lines

if str(Path(__file__).parent) not in sys.path:  # `--import-mode=importlib` adds no test dir
    sys.path.insert(0, str(Path(__file__).parent))
import mixed_outside
import ops_outside

FORMATS: dict[str, Callable[[random.Random], list[dict[str, str]]]] = {
    f"{corpus}/{name}": make for corpus, module in (("mixed", mixed_outside), ("ops", ops_outside))
    for name, make in module.FORMATS}
SEEDS = (0, 1)
FLOORS = {"mixed/caddy_json": 2, "ops/postgres_csv": 8, "ops/k8s_events_table": 10}
"""Formats the fold folds less than 15x, and the least it does (`docs/fold.md`): Caddy's JSON
access log (2.5x: optional headers and the header order give its records many widths),
PostgreSQL's csvlog (its quoted SQL and application names keep many templates apart) and
`kubectl get events` (padding after a name with no digit, `deployment/cart     `)."""


@cache
def _outcome(name: str, seed: int) -> tuple[set[str], set[str], set[str], float]:
    """The true templates of a format's log, its abnormal ones, those the fold kept, and the
    fold's token ratio."""
    rows = FORMATS[name](random.Random(seed))
    folded = fold_lines([row["line"] for row in rows])
    shown = {t.exemplar for t in folded.templates}
    return ({row["template"] for row in rows},
            {row["template"] for row in rows if row["level"] in {"WARN", "ERROR", "FATAL"}},
            {row["template"] for row in rows if clean_line(row["line"]) in shown},
            folded.tokens_in / folded.tokens_out)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", sorted(FORMATS))
def test_every_true_template_keeps_an_exemplar(name: str, seed: int) -> None:
    true, _, kept, _ = _outcome(name, seed)
    assert true - kept == set(), sorted(true - kept)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", sorted(FORMATS))
def test_every_abnormal_template_keeps_an_exemplar(name: str, seed: int) -> None:
    _, abnormal, kept, _ = _outcome(name, seed)
    assert abnormal - kept == set()


@pytest.mark.parametrize("name", sorted(FORMATS))
def test_the_fold_removes_most_of_the_repetition(name: str) -> None:
    """At least 15x fewer tokens on each format but the `FLOORS` ones, which keep theirs."""
    assert _outcome(name, 0)[3] >= FLOORS.get(name, 15)
