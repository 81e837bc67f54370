"""The fixed shape of the simulated shop: services, who calls whom, and what each one measures.

The topology is the same for every incident so that an agent's knowledge of the platform carries
over between incidents; incidents differ only in what goes wrong on top of it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Service:
    """One deployable service of the shop."""

    name: str
    depends_on: tuple[str, ...]
    """Services this one calls synchronously (its callees), sorted by name."""
    tier: str
    """`edge`, `critical`, `core`, `supporting` or `platform`: how much an outage hurts."""
    team: str
    description: str
    base_rps: float
    """Typical requests per second at night; scales metrics and log volume."""
    lines_per_minute: tuple[int, int]
    """Inclusive range of background log lines per minute."""


@dataclass(frozen=True)
class Metric:
    """A metric every service exports, one point per minute."""

    name: str
    unit: str


METRICS: tuple[Metric, ...] = (
    Metric("error_rate", "ratio"),
    Metric("latency_p99_ms", "ms"),
    Metric("requests_per_s", "req/s"),
    Metric("cpu", "cores"),
    Metric("memory_mb", "MB"),
)
METRIC_NAMES: tuple[str, ...] = tuple(m.name for m in METRICS)
METRIC_UNITS: dict[str, str] = {m.name: m.unit for m in METRICS}

SERVICES: tuple[Service, ...] = (
    Service("web-frontend", ("api-gateway",), "edge", "storefront",
            "Server-side rendered storefront; every page calls api-gateway.", 60.0, (6, 14)),
    Service("api-gateway", ("auth", "cart", "catalog", "checkout", "search"), "edge", "platform",
            "Public API entry point: authentication, routing and rate limiting.", 85.0, (8, 18)),
    Service("auth", ("flag-service",), "critical", "identity",
            "Sessions, logins and token verification for shoppers and staff.", 40.0, (4, 12)),
    Service("catalog", ("inventory",), "core", "catalog",
            "Product data, prices and availability shown on product pages.", 45.0, (4, 12)),
    Service("search", ("catalog", "flag-service"), "core", "discovery",
            "Full-text product search and ranking.", 30.0, (4, 12)),
    Service("cart", ("catalog", "inventory"), "core", "commerce",
            "Shopping carts: add, remove, price and reserve items.", 25.0, (4, 11)),
    Service("checkout", ("cart", "orders"), "critical", "commerce",
            "Turns a cart into an order: validates, prices and submits it to orders.", 12.0,
            (4, 10)),
    Service("orders", ("inventory", "payments", "shipping"), "critical", "commerce",
            "Order lifecycle: creation, payment capture, fulfilment hand-off.", 10.0, (4, 10)),
    Service("payments", (), "critical", "payments",
            "Charges, refunds and captures through the external payment provider.", 9.0, (3, 9)),
    Service("inventory", (), "core", "fulfilment",
            "Stock levels and reservations, synced from the warehouse feed.", 35.0, (4, 11)),
    Service("shipping", ("notifications",), "core", "fulfilment",
            "Shipping quotes, labels and carrier hand-off.", 6.0, (3, 8)),
    Service("notifications", (), "supporting", "messaging",
            "Transactional e-mail and SMS.", 5.0, (2, 7)),
    Service("flag-service", (), "platform", "platform",
            "Feature flags and percentage rollouts for every service.", 50.0, (3, 9)),
)
SERVICE_NAMES: tuple[str, ...] = tuple(s.name for s in SERVICES)


def service_by_name() -> dict[str, Service]:
    """A fresh name -> service map (a function, so no module-level mutable dict exists)."""
    return {s.name: s for s in SERVICES}
