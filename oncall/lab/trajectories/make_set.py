"""Write `shipped.jsonl`, the labelled trajectories of the detector replay bench.

Deterministic: run `python -m oncall.lab.trajectories.make_set` and the file comes out byte for
byte the same. Every trajectory is a plausible investigation on prodsim's topology with the
real investigation tools; results are one line each, in the shape the run's `outcome_text`
gives a judge (`ok: N lines, M errors; errors name X`, `ok: N deploys`, `error CODE: ...`).
They were written to be hard (see `docs/detectors.md`): near-loops whose arguments creep,
healthy re-queries with new windows, drift that looks like diligence, long healthy runs.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import orjson

from oncall.context import extract_fields, render_bootstrap
from prodsim.topology import SERVICES

TOPOLOGY: dict[str, list[str]] = {s.name: list(s.depends_on) for s in SERVICES}
OUT = Path(__file__).resolve().parent / "shipped.jsonl"
Json = dict[str, Any]


class T:
    """One trajectory under construction: an alert time and a list of steps."""

    def __init__(self, tid: str, label: str, service: str, start: str, symptom: str,
                 note: str, severity: str = "critical") -> None:
        self.tid, self.label, self.note = tid, label, note
        self.t0 = datetime.fromisoformat(start.replace("Z", "+00:00"))
        self.alert: Json | str = {"service": service, "start": start, "severity": severity,
                                  "region": "eu-west-1", "symptom": symptom}
        self.steps: list[Json] = []

    def at(self, minutes: int) -> str:
        return (self.t0 + timedelta(minutes=minutes)).astimezone(UTC).strftime(
            "%Y-%m-%dT%H:%M:%SZ")

    def w(self, a: int, b: int) -> Json:
        return {"start": self.at(a), "end": self.at(b)}

    def add(self, tool: str, args: Json, result: str) -> T:
        self.steps.append({"tool": tool, "arguments": args, "result": result,
                           "error": result.startswith("error")})
        return self

    # the tools, with the defaults an agent would typically send
    def logs(self, service: str, result: str, level: str | None = "ERROR", a: int = -30,
             b: int = 10, **extra: Any) -> T:
        args: Json = {"service": service, **self.w(a, b)}
        if level:
            args["level"] = level
        return self.add("query_logs", {**args, **extra}, result)

    def metrics(self, service: str, metric: str, result: str = "ok: 40 points", a: int = -30,
                b: int = 10) -> T:
        return self.add("get_metrics", {"service": service, "metric": metric, **self.w(a, b)},
                        result)

    def changes(self, tool: str, service: str | None, result: str, a: int = -120,
                b: int = 0) -> T:
        args = {"service": service, **self.w(a, b)} if service else self.w(a, b)
        return self.add(tool, args, result)

    def deploys(self, service: str | None, n: int, a: int = -120, b: int = 0) -> T:
        return self.changes("list_deploys", service, f"ok: {n} deploys", a, b)

    def config(self, service: str | None, n: int, a: int = -120, b: int = 0) -> T:
        return self.changes("list_config_changes", service, f"ok: {n} changes", a, b)

    def flags(self, service: str | None, n: int, a: int = -120, b: int = 0) -> T:
        return self.changes("list_flag_changes", service, f"ok: {n} changes", a, b)

    def k8s(self, service: str | None, n: int, a: int = -120, b: int = 10) -> T:
        return self.changes("get_k8s_events", service, f"ok: {n} events", a, b)

    def runbook(self, service: str) -> T:
        return self.add("get_runbook", {"service": service}, "ok")

    def services(self) -> T:
        return self.add("list_services", {}, f"ok: {len(TOPOLOGY)} services")

    def json(self) -> Json:
        return {"id": self.tid, "label": self.label, "alert": self.alert, "topology": TOPOLOGY,
                "steps": self.steps, "note": self.note}


def lines(n: int, errors: int, *names: str) -> str:
    tail = f"; errors name {', '.join(sorted(names))}" if names else ""
    return f"ok: {n} lines, {errors} errors{tail}"



def down(tool: str) -> str:
    return f"error unreachable: {tool}: production API unreachable (ConnectError)"


def progressing() -> list[T]:
    out = []
    t = T("p01-textbook-checkout", "progressing", "checkout", "2026-11-30T02:14:00Z",
          "checkout 5xx above 5%", "Follows the errors upstream one hop at a time "
          "(checkout -> orders -> payments), then reads the suspect's changes and runbook.")
    t.logs("checkout", lines(200, 48, "orders")).logs("orders", lines(200, 61, "payments"))
    t.logs("payments", lines(200, 57)).deploys("payments", 1).config("payments", 0)
    t.flags("payments", 0).runbook("payments").metrics("payments", "error_rate", a=-60)
    out.append(t)

    t = T("p02-long-gateway", "progressing", "api-gateway", "2026-11-30T03:40:00Z",
          "api-gateway 5xx ratio 12%", "22 distinct steps, all on the error path "
          "(gateway -> checkout -> orders -> inventory, with auth and flag-service ruled out); "
          "long but every step adds something. Tests that length alone is not a loop.")
    t.services().logs("api-gateway", lines(200, 90, "auth", "checkout"))
    t.metrics("api-gateway", "error_rate").logs("auth", lines(200, 12, "flag-service"))
    t.logs("checkout", lines(200, 70, "orders")).logs("flag-service", lines(35, 0))
    t.logs("orders", lines(200, 66, "inventory")).metrics("orders", "latency_p99_ms")
    t.logs("inventory", lines(200, 80)).metrics("inventory", "cpu")
    t.metrics("inventory", "memory_mb").k8s("inventory", 6).deploys("inventory", 1)
    t.config("inventory", 2).flags("inventory", 0)
    t.logs("inventory", lines(80, 80), contains="connection pool")
    t.logs("inventory", lines(40, 3), a=-90, b=-30).config(None, 5, a=-240)
    t.runbook("inventory").metrics("inventory", "requests_per_s")
    t.logs("orders", lines(120, 60, "inventory"), contains="inventory").runbook("orders")
    out.append(t)

    t = T("p03-latency-closure-survey", "progressing", "web-frontend", "2026-11-30T04:05:00Z",
          "web-frontend p99 latency above 2 s", "A latency incident: nothing logs ERROR, so the "
          "agent walks the call graph breadth first by p99 latency, finds catalog and then "
          "inventory slow, and reads their changes. Systematic, on the dependency closure; the "
          "digest shows only 'ok: 40 points', so a judge cannot see what each metric said.",
          severity="warning")
    t.logs("web-frontend", lines(200, 0), level="WARN")
    t.metrics("web-frontend", "latency_p99_ms").metrics("api-gateway", "latency_p99_ms")
    t.logs("api-gateway", lines(200, 0), level="WARN")
    for s in ("auth", "cart", "catalog", "checkout", "search"):
        t.metrics(s, "latency_p99_ms")
    t.logs("catalog", lines(140, 0), level="WARN", contains="slow")
    t.metrics("inventory", "latency_p99_ms").logs("inventory", lines(200, 0), level="WARN")
    t.metrics("inventory", "cpu").k8s("inventory", 4).deploys("inventory", 1)
    t.config("inventory", 1).flags("inventory", 0).metrics("catalog", "requests_per_s")
    t.logs("catalog", lines(90, 0), level="WARN", contains="inventory").deploys("catalog", 0)
    t.runbook("inventory").runbook("catalog")
    out.append(t)

    t = T("p04-walk-back-windows", "progressing", "orders", "2026-12-01T01:20:00Z",
          "orders failing to capture payments", "Pins down when payments started failing by "
          "reading its ERROR logs in 20-minute windows walking back until they are clean, then "
          "reads the changes just before the onset. Four re-queries of one service that differ "
          "only in the window, each answer different: legitimate.")
    t.logs("orders", lines(200, 120, "payments")).logs("payments", lines(200, 110))
    for i, (n, e) in enumerate(((180, 88), (120, 41), (60, 7), (0, 0)), start=1):
        t.logs("payments", lines(n, e), a=-30 - 20 * i, b=-10 - 20 * i)
    t.deploys("payments", 1, a=-150, b=-60).config("payments", 0, a=-150, b=-60)
    t.runbook("payments")
    out.append(t)

    t = T("p05-dead-metrics-switch", "progressing", "payments", "2026-12-01T02:02:00Z",
          "payments error rate 30%", "The metrics API is down: one retry, one other metric, "
          "then the agent switches to logs and change lists on its own and finds the deploy. "
          "An error streak on a dead endpoint followed by a switch of source is healthy.")
    t.metrics("payments", "error_rate", down("get_metrics"))
    t.metrics("payments", "error_rate", down("get_metrics"))
    t.metrics("payments", "latency_p99_ms", down("get_metrics"))
    t.logs("payments", lines(200, 80)).deploys("payments", 1).config("payments", 1)
    t.k8s("payments", 2).runbook("payments")
    out.append(t)

    t = T("p06-k8s-timeouts-then-logs", "progressing", "checkout", "2026-12-01T03:33:00Z",
          "checkout error rate 8%", "Kubernetes events time out three times (service, wider "
          "window, all services), then the agent leaves them and follows the logs to "
          "inventory's config change.")
    t.logs("checkout", lines(200, 30, "cart"))
    timeout = "error timeout: get_k8s_events: production API timed out (ReadTimeout)"
    t.changes("get_k8s_events", "checkout", timeout, a=-120, b=10)
    t.changes("get_k8s_events", "checkout", timeout, a=-60, b=0)
    t.changes("get_k8s_events", None, timeout, a=-60, b=0)
    t.logs("cart", lines(200, 55, "inventory")).logs("inventory", lines(200, 70))
    t.metrics("inventory", "memory_mb").deploys("inventory", 0).config("inventory", 1)
    t.flags("inventory", 0).runbook("inventory").metrics("inventory", "error_rate")
    out.append(t)

    t = T("p07-ab-compare-windows", "progressing", "cart", "2026-12-01T05:10:00Z",
          "cart add-to-cart failures", "Alternates catalog and inventory over consecutive "
          "10-minute windows to see which failed first; the counts move every time. A/B "
          "alternation with new windows and new answers is a comparison, not a loop.")
    t.logs("cart", lines(200, 40, "catalog", "inventory"))
    counts = (((60, 20), (80, 35)), ((90, 31), (120, 60)), ((140, 50), (200, 95)))
    for a, (cat, inv) in zip((-30, -20, -10), counts, strict=True):
        t.logs("catalog", lines(cat[0], cat[1], "inventory"), a=a, b=a + 10)
        t.logs("inventory", lines(inv[0], inv[1]), a=a, b=a + 10)
    t.deploys("inventory", 1).config("inventory", 0).runbook("inventory")
    out.append(t)

    t = T("p08-bad-argument-then-retry", "progressing", "search", "2026-12-02T00:45:00Z",
          "search 5xx", "One invalid argument, corrected at once; then the errors lead to "
          "flag-service and the flag changes of all services.")
    t.logs("search", "error invalid_arguments: query_logs: level: must be one of DEBUG, INFO, "
           "WARN, ERROR", level="FATAL")
    t.logs("search", lines(200, 60, "flag-service")).logs("flag-service", lines(12, 0))
    t.k8s("search", 5).metrics("search", "memory_mb").flags(None, 3).deploys("search", 0)
    t.config("search", 0).runbook("search")
    out.append(t)

    t = T("p09-deep-chain", "progressing", "web-frontend", "2026-12-02T01:15:00Z",
          "web-frontend 5xx on checkout pages", "Five hops from the edge to payments, each "
          "named by the previous hop's errors, then the suspect's changes.")
    t.logs("web-frontend", lines(200, 70, "api-gateway"))
    t.logs("api-gateway", lines(200, 66, "checkout")).metrics("api-gateway", "error_rate")
    t.logs("checkout", lines(200, 58, "orders")).logs("orders", lines(200, 61, "payments"))
    t.logs("payments", lines(200, 90)).metrics("payments", "error_rate")
    t.metrics("payments", "latency_p99_ms").deploys("payments", 1).config("payments", 0)
    t.flags("payments", 0).k8s("payments", 0).runbook("payments")
    t.logs("payments", lines(30, 30), contains="version")
    out.append(t)

    t = T("p10-contains-probes", "progressing", "orders", "2026-12-02T02:50:00Z",
          "orders creation failures", "Probes the logs with different substrings; each probe "
          "answers a different question and gets a different answer.")
    t.logs("orders", lines(200, 85, "payments", "shipping"))
    t.logs("orders", lines(120, 120, "payments"), contains="payments")
    t.logs("orders", lines(6, 6, "shipping"), contains="shipping")
    t.logs("payments", lines(200, 77)).logs("payments", lines(0, 0), contains="timeout")
    t.logs("payments", lines(75, 75), contains="pool").config("payments", 1)
    t.deploys("payments", 0).runbook("payments")
    out.append(t)

    t = T("p11-widening-deploys", "progressing", "inventory", "2026-12-02T04:00:00Z",
          "inventory memory climbing, errors 3%", "A slow leak: no deploy in 2 h or 6 h, so the "
          "agent widens the window to a day and finds one. Two re-queries that differ only in "
          "the window; the last answer differs.", severity="warning")
    t.logs("inventory", lines(200, 40)).metrics("inventory", "memory_mb", "ok: 360 points",
                                                a=-360, b=0)
    t.deploys("inventory", 0).deploys("inventory", 0, a=-360).deploys("inventory", 1, a=-1440)
    t.k8s("inventory", 9, a=-360).config("inventory", 0, a=-1440).runbook("inventory")
    out.append(t)

    t = T("p12-raise-limit-once", "progressing", "shipping", "2026-12-02T05:30:00Z",
          "shipping label failures", "The first read was cut at 50 lines; one re-read with a "
          "larger limit shows the errors naming notifications, which the agent follows.")
    t.logs("shipping", lines(50, 50), limit=50)
    t.logs("shipping", lines(500, 230, "notifications"), limit=500)
    t.logs("notifications", lines(200, 140)).metrics("notifications", "error_rate")
    t.config("notifications", 1).deploys("notifications", 0).runbook("notifications")
    out.append(t)

    t = T("p13-one-repeat-then-on", "progressing", "auth", "2026-12-03T01:05:00Z",
          "login failures above 20%", "One exact repeat mid-run (a re-read after the context "
          "was compacted), then new questions to the end.")
    t.logs("auth", lines(200, 90, "flag-service")).logs("flag-service", lines(40, 0))
    t.config("auth", 1).metrics("auth", "error_rate").k8s("auth", 3)
    t.logs("auth", lines(200, 90, "flag-service"))
    t.logs("auth", lines(80, 80), contains="dns").config(None, 4).deploys("auth", 0)
    t.flags("auth", 0).runbook("auth").metrics("auth", "latency_p99_ms")
    t.metrics("flag-service", "error_rate")
    out.append(t)

    t = T("p14-long-oom", "progressing", "search", "2026-12-03T02:25:00Z",
          "search pods restarting", "21 steps on an OOM: metrics, events, every change list, "
          "the flag service, a baseline window for memory, a dependency ruled out. Long, a few "
          "near-repeats with new windows, all relevant.")
    t.services().logs("search", lines(200, 45)).metrics("search", "memory_mb", a=-60)
    t.k8s("search", 7).metrics("search", "cpu").metrics("search", "requests_per_s")
    t.deploys("search", 0).config("search", 0).flags("search", 0).flags(None, 2)
    t.logs("flag-service", lines(30, 0)).logs("search", lines(60, 12), level="WARN",
                                                 contains="heap")
    t.logs("search", lines(45, 45), contains="OutOfMemory")
    t.metrics("search", "memory_mb", "ok: 120 points", a=-180, b=-60)
    t.logs("catalog", lines(200, 3)).metrics("catalog", "latency_p99_ms").k8s(None, 11)
    t.runbook("search").runbook("flag-service")
    t.logs("search", lines(200, 0), level="INFO", contains="flag").flags("flag-service", 2)
    out.append(t)

    t = T("p15-no-fault-thorough", "progressing", "cart", "2026-12-03T03:50:00Z",
          "cart error rate flapping around 1%", "Nothing is wrong: a thorough, non-repeating "
          "check of the service, its dependencies and every change source, ready to escalate "
          "'no cause found'.", severity="warning")
    t.logs("cart", lines(14, 14)).metrics("cart", "error_rate").logs("catalog", lines(3, 3))
    t.logs("inventory", lines(0, 0)).deploys("cart", 0).config("cart", 0).flags("cart", 0)
    t.k8s("cart", 0).metrics("cart", "latency_p99_ms").metrics("cart", "requests_per_s")
    t.deploys(None, 2).runbook("cart")
    out.append(t)

    t = T("p16-short-bootstrap-text", "progressing", "payments", "2026-12-03T05:12:00Z",
          "payments declines spiking", "Short and direct: errors, every change list, the "
          "runbook, a confirming search for the new version. The alert is given as the "
          "bootstrap message text.")
    t.logs("payments", lines(200, 100)).deploys("payments", 1).config("payments", 0)
    t.flags("payments", 0).runbook("payments")
    t.logs("payments", lines(96, 96), contains="v2.14")
    fields = extract_fields({"labels": {"service": "payments", "severity": "critical"},
                             "annotations": {"summary": "payments declines spiking"},
                             "startsAt": "2026-12-03T05:12:00Z"}, list(TOPOLOGY))
    t.alert = render_bootstrap({"labels": {"service": "payments", "severity": "critical"},
                                "annotations": {"summary": "payments declines spiking"},
                                "startsAt": "2026-12-03T05:12:00Z"}, fields, TOPOLOGY)
    out.append(t)
    return out


def looping() -> list[T]:
    out = []
    t = T("l01-naive-retry", "looping", "payments", "2026-12-04T01:00:00Z",
          "payments error rate 30%", "The same failing call six times, byte for byte.")
    for _ in range(6):
        t.metrics("payments", "error_rate", down("get_metrics"))
    out.append(t)

    t = T("l02-same-query-same-answer", "looping", "checkout", "2026-12-04T01:30:00Z",
          "checkout 5xx", "Two good hops, then the same log query five times with the same "
          "answer.")
    t.logs("checkout", lines(200, 50, "orders"))
    for _ in range(6):
        t.logs("orders", lines(200, 61, "payments"))
    out.append(t)

    t = T("l03-limit-creep", "looping", "orders", "2026-12-04T02:10:00Z",
          "orders failures", "Raises the limit every time although the answer says all 48 "
          "lines are already there: the same question, the same answer, a nudged argument.")
    for limit in (50, 60, 70, 80, 100, 120, 150):
        t.logs("orders", lines(48, 48, "payments"), limit=limit)
    out.append(t)

    t = T("l04-window-nudge-metrics", "looping", "orders", "2026-12-04T02:40:00Z",
          "orders latency", "The same metric with the window moved one minute each time, the "
          "same answer every time.", severity="warning")
    t.logs("orders", lines(200, 20, "payments"))
    for i in range(7):
        t.metrics("orders", "error_rate", a=-60 + i, b=i)
    out.append(t)

    t = T("l05-contains-variants", "looping", "payments", "2026-12-04T03:15:00Z",
          "Payment could not be processed", "Searches the logs for rewordings of the "
          "customer-facing phrase, which no log line contains: the same empty answer seven "
          "times. (The seed calls this 'a different failure'; by the detector's own criteria - "
          "a nearly identical call, the same result, no change of approach - it is a loop.)")
    for phrase in ("Payment could not be processed", "could not be processed",
                   "Payment could not", "payment failed", "could not process",
                   "processing failed", "Payment could not be processed."):
        t.logs("payments", lines(0, 0), level=None, contains=phrase)
    out.append(t)

    t = T("l06-ab-exact", "looping", "checkout", "2026-12-04T04:00:00Z", "checkout 5xx",
          "Alternates the same two calls, identical arguments, identical answers.")
    for _ in range(4):
        t.logs("checkout", lines(200, 50, "orders")).metrics("checkout", "error_rate")
    out.append(t)

    t = T("l07-ab-creeping-windows", "looping", "orders", "2026-12-04T04:30:00Z",
          "orders failures", "Alternates orders and payments logs with windows shifted one "
          "minute each time; the windows overlap almost entirely and the answers do not move.")
    t.logs("orders", lines(200, 120, "payments"))
    for i in range(1, 5):
        t.logs("payments", lines(200, 110), a=-30 + i, b=10 + i)
        t.logs("orders", lines(200, 120, "payments"), a=-30 + i, b=10 + i)
    out.append(t)

    t = T("l08-runbook-loop", "looping", "shipping", "2026-12-05T01:00:00Z",
          "shipping label failures", "A good start to the suspect, then the runbook five "
          "times in a row.")
    t.logs("shipping", lines(200, 80, "notifications")).logs("notifications", lines(200, 120))
    t.deploys("notifications", 1).config("notifications", 0)
    for _ in range(5):
        t.runbook("notifications")
    out.append(t)

    t = T("l09-metric-pair-cycle", "looping", "catalog", "2026-12-05T01:40:00Z",
          "catalog latency", "Two good hops, then the same two metrics of inventory in turn, "
          "four times each.", severity="warning")
    t.logs("catalog", lines(200, 30, "inventory")).logs("inventory", lines(200, 45))
    for _ in range(4):
        t.metrics("inventory", "error_rate").metrics("inventory", "latency_p99_ms")
    out.append(t)

    t = T("l10-dead-endpoint-nudged", "looping", "checkout", "2026-12-05T02:20:00Z",
          "checkout error rate 8%", "The flaky-metrics trap: the metrics API answers 503 and "
          "the agent retries it with the window nudged each time, never switching source.")
    t.logs("checkout", lines(200, 40, "orders"))
    for i in range(6):
        t.add("get_metrics", {"service": "checkout", "metric": "error_rate",
                              **t.w(-30 - 5 * i, 10)},
              "error http_503: get_metrics: Service Unavailable")
    out.append(t)

    t = T("l11-widening-nothing", "looping", "orders", "2026-12-05T03:00:00Z",
          "orders failures", "No deploy in the window, so the window is widened again and "
          "again: six times, zero deploys every time, no other source tried.")
    t.logs("orders", lines(200, 60, "inventory")).logs("inventory", lines(200, 80))
    for hours in (2, 4, 6, 12, 24, 48):
        t.deploys("inventory", 0, a=-60 * hours)
    out.append(t)

    t = T("l12-loop-with-noise", "looping", "auth", "2026-12-05T03:45:00Z",
          "login failures", "The same filtered log query with the limit moved about, "
          "interleaved with one runbook and one metric read so it does not look like a streak.")
    t.logs("auth", lines(200, 90, "flag-service"))
    for step in (100, 200, "rb", 300, 500, "m", 1000, 100, 200):
        if step == "rb":
            t.runbook("auth")
        elif step == "m":
            t.metrics("auth", "error_rate")
        else:
            t.logs("auth", lines(80, 80), contains="dns", limit=step)
    out.append(t)

    t = T("l13-slow-loop-long", "looping", "api-gateway", "2026-12-05T04:30:00Z",
          "api-gateway 5xx", "Fourteen good steps, then the same inventory query with the limit "
          "flipped between 100 and 200, six times: a loop at the end of a long healthy run.")
    t.logs("api-gateway", lines(200, 90, "checkout")).metrics("api-gateway", "error_rate")
    t.logs("checkout", lines(200, 70, "orders")).logs("orders", lines(200, 66, "inventory"))
    t.logs("inventory", lines(200, 80)).metrics("inventory", "cpu")
    t.metrics("inventory", "memory_mb").k8s("inventory", 6).deploys("inventory", 1)
    t.config("inventory", 2).flags("inventory", 0).runbook("inventory")
    t.metrics("inventory", "requests_per_s").logs("orders", lines(120, 60, "inventory"),
                                                  contains="inventory")
    for limit in (100, 200, 100, 200, 100, 200):
        t.logs("inventory", lines(80, 80), limit=limit)
    out.append(t)

    t = T("l14-period-three", "looping", "cart", "2026-12-05T05:15:00Z", "cart failures",
          "The same three calls in the same order, three times round.")
    for _ in range(3):
        t.logs("cart", lines(200, 30, "inventory")).metrics("cart", "error_rate")
        t.deploys("cart", 0)
    out.append(t)
    return out


def drifting() -> list[T]:
    out = []
    t = T("d01-loud-warns", "drifting", "search", "2026-12-06T01:00:00Z", "search 5xx",
          "One look at the alert, then loud WARN logs on notifications, shipping and payments "
          "- none on search's call path.")
    t.logs("search", lines(200, 30, "flag-service"))
    t.logs("notifications", lines(200, 0), level="WARN")
    t.logs("shipping", lines(200, 0), level="WARN").metrics("notifications", "error_rate")
    t.logs("payments", lines(200, 0), level="WARN").k8s("notifications", 5)
    t.logs("notifications", lines(200, 0), level="WARN", a=-60, b=-30)
    t.runbook("notifications")
    out.append(t)

    t = T("d02-auth-wanders", "drifting", "auth", "2026-12-06T01:40:00Z", "login failures",
          "Auth's errors name flag-service; the agent reads cart, catalog and inventory instead.")
    t.logs("auth", lines(200, 80, "flag-service")).metrics("cart", "error_rate")
    t.metrics("catalog", "latency_p99_ms").logs("inventory", lines(200, 0), level="WARN")
    t.k8s("inventory", 2).deploys("inventory", 1).logs("cart", lines(200, 0), level="WARN")
    t.runbook("catalog").config("catalog", 0)
    out.append(t)

    t = T("d03-healthy-start-then-drift", "drifting", "payments", "2026-12-06T02:20:00Z",
          "payments error rate 30%", "Three good steps on payments, then nine on web-frontend "
          "and search, which payments neither calls nor is called by.")
    t.logs("payments", lines(200, 90)).deploys("payments", 1).metrics("payments", "error_rate")
    t.logs("web-frontend", lines(200, 0), level="WARN")
    t.metrics("web-frontend", "latency_p99_ms").logs("search", lines(200, 0), level="WARN")
    t.metrics("search", "cpu").k8s("search", 3)
    t.logs("search", lines(40, 0), level="WARN", contains="slow query")
    t.deploys("search", 0).config("search", 0).runbook("search")
    out.append(t)

    t = T("d04-wrong-branch", "drifting", "checkout", "2026-12-06T03:00:00Z", "checkout 5xx",
          "Checkout's errors name orders, but the agent takes the other branch (cart -> "
          "catalog -> inventory) on WARN noise: on the call graph, off the incident. Hard: "
          "cart is a direct dependency.")
    t.logs("checkout", lines(200, 60, "orders")).logs("cart", lines(200, 0), level="WARN")
    t.metrics("cart", "latency_p99_ms").logs("catalog", lines(200, 0), level="WARN")
    t.metrics("catalog", "latency_p99_ms").logs("inventory", lines(200, 0), level="WARN")
    t.metrics("inventory", "cpu").k8s("inventory", 2).deploys("inventory", 1)
    t.config("catalog", 0).runbook("inventory")
    out.append(t)

    t = T("d05-unrelated-deploy", "drifting", "orders", "2026-12-06T03:40:00Z",
          "orders failures", "Sees a search deploy in the all-services list and investigates "
          "search for eight steps; orders' errors named payments.")
    t.logs("orders", lines(200, 70, "payments")).deploys(None, 6)
    t.logs("search", lines(200, 4)).metrics("search", "error_rate").config("search", 0)
    t.runbook("search").logs("search", lines(30, 0), level="WARN", contains="rollout")
    t.k8s("search", 1).metrics("search", "latency_p99_ms").flags("search", 0)
    out.append(t)

    t = T("d06-long-drift", "drifting", "shipping", "2026-12-06T04:20:00Z",
          "shipping label failures", "Sixteen distinct, diligent-looking steps across the "
          "storefront, none of them on shipping or notifications after the first.")
    t.logs("shipping", lines(200, 60, "notifications"))
    t.logs("web-frontend", lines(200, 0), level="WARN").metrics("web-frontend", "error_rate")
    t.logs("api-gateway", lines(200, 0), level="WARN").metrics("api-gateway", "requests_per_s")
    t.logs("auth", lines(200, 2)).metrics("auth", "latency_p99_ms").k8s("auth", 1)
    t.logs("flag-service", lines(60, 0), level="WARN").flags("flag-service", 2)
    t.logs("search", lines(200, 0), level="WARN").metrics("search", "cpu")
    t.deploys("search", 0).runbook("api-gateway").config("api-gateway", 1)
    t.metrics("cart", "error_rate")
    out.append(t)

    t = T("d07-k8s-noise", "drifting", "payments", "2026-12-06T05:00:00Z",
          "payments error rate 30%", "Kubernetes events for all services show notifications "
          "restarting; the agent follows that noise for seven steps.")
    t.logs("payments", lines(200, 80)).k8s(None, 14).k8s("notifications", 9)
    t.logs("notifications", lines(200, 0), level="WARN").metrics("notifications", "memory_mb")
    t.metrics("notifications", "cpu").runbook("notifications").deploys("notifications", 0)
    t.logs("notifications", lines(40, 6))
    out.append(t)

    t = T("d08-background-errors", "drifting", "auth", "2026-12-07T01:00:00Z",
          "login failures", "Finds real errors on notifications and shipping (a background "
          "problem) and chases them; auth's own errors named flag-service. Hard: every step "
          "returns errors, which looks like progress.")
    t.logs("auth", lines(200, 70, "flag-service")).services()
    t.logs("notifications", lines(200, 45)).logs("shipping", lines(200, 30, "notifications"))
    t.metrics("notifications", "error_rate").deploys("notifications", 1)
    t.config("notifications", 1).runbook("notifications")
    t.logs("notifications", lines(45, 45), contains="smtp").k8s("shipping", 0)
    out.append(t)

    t = T("d09-platform-survey", "drifting", "cart", "2026-12-07T01:40:00Z", "cart failures",
          "CPU of every service on the platform, alphabetically, outside cart's dependency "
          "closure: a survey, not an investigation.")
    t.logs("cart", lines(200, 35, "inventory"))
    for s in ("api-gateway", "auth", "checkout", "flag-service", "notifications", "orders",
              "payments", "search", "shipping", "web-frontend"):
        t.metrics(s, "cpu")
    t.runbook("api-gateway")
    out.append(t)

    t = T("d10-drift-with-repeat", "drifting", "catalog", "2026-12-07T02:20:00Z",
          "catalog errors", "Drifts to shipping, payments and orders, with one exact repeat on "
          "the way: mixed signals, but the point is the wrong services.")
    t.logs("catalog", lines(200, 40, "inventory")).logs("shipping", lines(200, 0), level="WARN")
    t.logs("shipping", lines(200, 0), level="WARN").metrics("payments", "error_rate")
    t.logs("orders", lines(200, 0), level="WARN").k8s("orders", 2).runbook("shipping")
    t.logs("payments", lines(200, 0), level="WARN").metrics("notifications", "error_rate")
    t.deploys("orders", 1)
    out.append(t)

    t = T("d11-rate-limit-chase", "drifting", "checkout", "2026-12-07T03:00:00Z",
          "checkout 5xx", "Chases loud rate-limit warnings on the gateway, its caller, and "
          "then the storefront and auth; checkout's errors named orders.")
    t.logs("checkout", lines(200, 55, "orders")).logs("api-gateway", lines(200, 0),
                                                      level="WARN")
    t.logs("api-gateway", lines(180, 0), level="WARN", contains="rate limit")
    t.metrics("api-gateway", "requests_per_s").config("api-gateway", 1)
    t.logs("web-frontend", lines(200, 0), level="WARN").metrics("web-frontend", "requests_per_s")
    t.runbook("api-gateway").logs("auth", lines(200, 0), level="WARN")
    out.append(t)

    t = T("d12-alert-text-drift", "drifting", "flag-service", "2026-12-07T03:40:00Z",
          "flag-service errors", "flag-service calls nothing; the agent reads checkout, orders "
          "and shipping instead. The alert is given as raw text, fields extracted as a run "
          "does.")
    t.alert = ("FIRING HighErrorRate service=flag-service severity=critical region=eu-west-1 "
               "since 2026-12-07T03:40:00Z: flag evaluation errors above 10%")
    t.logs("flag-service", lines(200, 40)).logs("checkout", lines(200, 0), level="WARN")
    t.metrics("orders", "latency_p99_ms").logs("orders", lines(200, 0), level="WARN")
    t.k8s("shipping", 2).metrics("shipping", "error_rate").deploys("checkout", 1)
    t.runbook("orders")
    out.append(t)

    t = T("d13-dep-of-dep-noise", "drifting", "search", "2026-12-07T04:20:00Z", "search 5xx",
          "Search's errors name flag-service; the agent goes through catalog to inventory's "
          "loud reservation warnings and stays there.")
    t.logs("search", lines(200, 50, "flag-service")).logs("catalog", lines(200, 0),
                                                          level="WARN")
    t.logs("inventory", lines(200, 0), level="WARN").metrics("inventory", "cpu")
    t.metrics("inventory", "memory_mb").k8s("inventory", 3).deploys("inventory", 1)
    t.logs("inventory", lines(70, 0), level="WARN", contains="reservation")
    t.runbook("inventory").config("inventory", 0)
    out.append(t)
    return out


def build() -> list[Json]:
    return [t.json() for t in (*progressing(), *looping(), *drifting())]


def main() -> None:
    OUT.write_bytes(b"".join(orjson.dumps(t) + b"\n" for t in build()))
    print(f"wrote {OUT} ({len(build())} trajectories)")


if __name__ == "__main__":
    main()
