"""The drifting trajectories of the shipped set: diligent-looking steps off the incident's
call path, chasing noise, background errors or an unrelated change.
"""

from __future__ import annotations

from oncall.lab.trajectories.builder import T, lines


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
