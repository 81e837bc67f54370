"""The healthy trajectories of the shipped set: long runs, re-queries with new windows,
error streaks followed by a switch of source; each must not be called stuck.
"""

from __future__ import annotations

from oncall.alert_fields import extract_fields, render_bootstrap
from oncall.lab.trajectories.builder import TOPOLOGY, T, down, lines


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
