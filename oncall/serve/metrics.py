"""`/metrics` in the Prometheus text format (0.0.4), computed from the database.

Every number comes from a table that every process writes (the intake, the run index, the
usage totals, the outbox), so one scrape of any `serve` process counts the runs of every worker
on the database, and a restart loses nothing. Each query reads an index or a handful of rows:
a scrape costs milliseconds on 100,000 runs.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from oncall.store import Store

DURATION_BUCKETS: tuple[float, ...] = (1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600)
"""Run duration histogram bounds (seconds), from the first start to the last finish."""


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace("\n", "\\n").replace('"', '\\"')


def _labels(labels: Mapping[str, str]) -> str:
    if not labels:
        return ""
    return "{" + ",".join(f'{k}="{_escape(v)}"' for k, v in labels.items()) + "}"


def _number(value: float) -> str:
    if value == int(value):
        return str(int(value))
    return repr(float(value))


class _Page:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def family(self, name: str, kind: str, help_: str,
               samples: Iterable[tuple[Mapping[str, str], float]], suffix: str = "") -> None:
        self.lines += [f"# HELP {name} {help_}", f"# TYPE {name} {kind}"]
        for labels, value in samples:
            self.lines.append(f"{name}{suffix}{_labels(labels)} {_number(value)}")

    def text(self) -> str:
        return "\n".join(self.lines) + "\n"


async def render(store: Store) -> str:
    page = _Page()
    intake = await store.fetch(
        "SELECT source, disposition, count(*) FROM intake GROUP BY source, disposition"
        " ORDER BY 1, 2")
    page.family("oncall_alerts_received_total", "counter",
                "Alerts received by source and what became of them.",
                [({"source": str(s), "disposition": str(d)}, n) for s, d, n in intake])
    counts = await store.fetch("SELECT status, count(*) FROM run_index GROUP BY status"
                               " ORDER BY 1")
    by_status = {str(s): int(n) for s, n in counts}
    page.family("oncall_runs_finished_total", "counter", "Finished runs by outcome.",
                [({"outcome": s}, n) for s, n in by_status.items()
                 if s not in ("queued", "running")])
    page.family("oncall_runs_in_flight", "gauge", "Runs started and not finished.",
                [({}, by_status.get("running", 0))])
    page.family("oncall_queue_depth", "gauge", "Runs waiting for a worker.",
                [({}, by_status.get("queued", 0))])
    usage = await store.fetch(
        "SELECT role, model, calls, failed, prompt_tokens, completion_tokens FROM usage_totals"
        " ORDER BY 1, 2")
    page.family("oncall_model_calls_total", "counter", "Model calls by role and model.",
                [({"role": str(r), "model": str(m)}, c) for r, m, c, *_ in usage])
    page.family("oncall_model_call_failures_total", "counter",
                "Failed model calls by role and model.",
                [({"role": str(r), "model": str(m)}, f) for r, m, _, f, *_ in usage])
    page.family("oncall_model_tokens_total", "counter",
                "Tokens as the model server counted them, by role, model and direction.",
                [sample for r, m, _, _, p, c in usage for sample in (
                    ({"role": str(r), "model": str(m), "direction": "prompt"}, p),
                    ({"role": str(r), "model": str(m), "direction": "completion"}, c))])
    stops = await store.fetch(
        "SELECT guard, status, count(*) FROM run_index WHERE guard IS NOT NULL"
        " GROUP BY guard, status ORDER BY 1, 2")
    page.family("oncall_guard_stops_total", "counter",
                "Runs a guard ended, by guard and outcome.",
                [({"guard": str(g), "outcome": str(s)}, n) for g, s, n in stops])
    outbox = await store.fetch(
        "SELECT channel, state, count(*), sum(attempts) FROM outbox GROUP BY channel, state"
        " ORDER BY 1, 2")
    page.family("oncall_notifications", "gauge",
                "Notifications by channel and state (pending, delivered, failed).",
                [({"channel": str(c), "state": str(s)}, n) for c, s, n, _ in outbox])
    attempts: dict[str, int] = {}
    for c, _, _, a in outbox:
        attempts[str(c)] = attempts.get(str(c), 0) + int(a or 0)
    page.family("oncall_notification_attempts_total", "counter",
                "Delivery attempts by channel.",
                [({"channel": c}, a) for c, a in attempts.items()])
    await _durations(store, page)
    return page.text()


async def _durations(store: Store, page: _Page) -> None:
    cases = ", ".join(f"sum(d <= {b})" for b in DURATION_BUCKETS)
    rows = await store.fetch(
        f"SELECT {cases}, count(*), coalesce(sum(d), 0) FROM (SELECT finished_at - started_at"
        " AS d FROM run_index WHERE finished_at IS NOT NULL AND started_at IS NOT NULL)")
    row = rows[0]
    count, total = int(row[-2]), float(row[-1])
    buckets = [({"le": _number(b)}, int(row[i] or 0)) for i, b in enumerate(DURATION_BUCKETS)]
    buckets.append(({"le": "+Inf"}, count))
    name = "oncall_run_duration_seconds"
    page.lines += [f"# HELP {name} Run wall time from the first start to the finish.",
                   f"# TYPE {name} histogram"]
    page.lines += [f"{name}_bucket{_labels(labels)} {n}" for labels, n in buckets]
    page.lines += [f"{name}_sum {_number(total)}", f"{name}_count {count}"]
