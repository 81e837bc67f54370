"""The looping trajectories of the shipped set: exact repeats and near-loops whose arguments
creep (limits, windows, rewordings) while the answers do not move.
"""

from __future__ import annotations

from oncall.lab.trajectories.builder import T, down, lines


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
