"""`/metrics` in the Prometheus text format (0.0.4), computed from the database.

Every number comes from a table that every process writes (the intake, the run index, the
usage totals, the outbox), so one scrape of any `serve` process counts the runs of every worker
on the database, and a restart loses nothing. Each query reads an index or a handful of rows:
a scrape costs milliseconds on 100,000 runs.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from oncall.store import Store


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
        "SELECT source, disposition, alerts FROM intake_totals ORDER BY 1, 2")
    page.family("oncall_alerts_received_total", "counter",
                "Alerts received by source and what became of them.",
                [({"source": str(s), "disposition": str(d)}, n) for s, d, n in intake])
    finishes = await store.fetch(
        "SELECT outcome, guard, runs, seconds FROM finish_totals ORDER BY 1, 2")
    by_outcome: dict[str, int] = {}
    for outcome, _, n, _ in finishes:
        by_outcome[str(outcome)] = by_outcome.get(str(outcome), 0) + int(n)
    page.family("oncall_runs_finished_total", "counter",
                "Run finishes by outcome (a run resumed after a failure finishes again).",
                [({"outcome": o}, n) for o, n in by_outcome.items()])
    for name, status, help_ in (("oncall_runs_in_flight", "running",
                                 "Runs started and not finished."),
                                ("oncall_queue_depth", "queued", "Runs waiting for a worker.")):
        rows = await store.fetch("SELECT count(*) FROM run_index WHERE status = ?", (status,))
        page.family(name, "gauge", help_, [({}, int(rows[0][0]))])
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
    page.family("oncall_guard_stops_total", "counter",
                "Runs a guard ended, by guard and outcome.",
                [({"guard": str(g), "outcome": str(o)}, n) for o, g, n, _ in finishes if g])
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
    await _durations(store, page, sum(float(x) for *_, x in finishes))
    return page.text()


async def _durations(store: Store, page: _Page, total_s: float) -> None:
    rows = await store.fetch("SELECT le, runs FROM duration_buckets ORDER BY le")
    name = "oncall_run_duration_seconds"
    page.lines += [f"# HELP {name} Run wall time from the first start to the finish.",
                   f"# TYPE {name} histogram"]
    count = 0
    for le, n in rows:
        bound = "+Inf" if float(le) >= 1e308 else _number(float(le))
        page.lines.append(f'{name}_bucket{{le="{bound}"}} {int(n)}')
        count = int(n)
    page.lines += [f"{name}_sum {_number(total_s)}", f"{name}_count {count}"]
