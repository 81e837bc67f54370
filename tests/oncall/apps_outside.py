#!/usr/bin/env python3
"""Seeded, realistic application-log corpora with ground-truth templates.

Six formats, each ``make_<name>(rng) -> list[row]`` with exactly 2000 rows in
time order; a row is ``{"line": str, "template": str, "level": str}`` and is
one physical line.  Only the ``random.Random`` passed in is used.

Ground-truth conventions
------------------------
1. Variables (written ``<*>``) are everything drawn from a pool or generated:
   numbers, ids, uuids, hashes, times, durations, IPs/ports, host names, paths,
   URLs, user names, e-mails, slugs, module / controller / class names taken
   from a pool, exception messages stored in a field, stack traces stored in a
   field, SQL identifier lists and bound-parameter lists.
2. Constants are the fixed words of a message (every word of an event /
   message text, one-word messages included), key names, the level word, the
   logger / category name when it is fixed per message, framework-fixed module
   names (e.g. ``Phoenix.LiveView.Socket``), SQL keywords, and few-valued
   meaning-changing words that appear *in the message text* (HTTP method in
   ``GET /x``, ``Request starting HTTP/1.1 POST``, ``Started GET``, circuit
   breaker states CLOSED/OPEN).
3. key=value and JSON values are ALWAYS variables, whatever their meaning:
   lograge ``method=GET``, structlog ``method=POST``, zerolog ``"method":"GET"``
   are variables (the key is the constant).  For key=value the whole value,
   including any quotes the renderer adds, is the variable
   (``user=<*>`` for ``user='alice'``); inside JSON the quotes are JSON syntax
   and stay (``"user":"<*>"``).  Quoted values inside free text are variables.
4. A Rails ``controller``/``action`` pair and Phoenix ``Controller.action/2``
   are variables.
5. Optional fields never create templates by random presence: every template
   has a fixed field set (e.g. zerolog ``caller`` is always on for the
   payments service and on error lines of the ledger service, never elsewhere).
6. Continuation lines (stack frames, SQL lines, ``Parameters:`` lines, the
   second line of an ASP.NET entry) are rows of their own with level ``-``.
   A whole line can be one variable (a Python traceback source line
   ``    <*>``).  No two templates of a format differ only in whitespace.
Per-format judgement calls: structlog event padding/level padding is constant
(ConsoleRenderer pads the event to 30 only when something follows it; a
KeyValueRenderer line keeps ``event='...'``/``level='...'``/``logger='...'`` constant);
the zerolog ``service`` value is a variable; Phoenix: the app's one Endpoint
module is constant, other app modules (controllers, LiveViews, GenServers,
workers) are variables, and the cowboy nested-crash report is not generated
(its frames would only differ from GenServer frames by indentation); Ecto/EF SQL keywords are
constant, identifier lists are variables; ASP.NET ``Category[EventId]`` header
lines are templates of their own (fully constant); Rails ``Logger::Formatter``
prefix fields (time, pid, request-id tag) are variables, Puma boot lines carry
no level; Log4j ``ecs.version`` / ``service.name`` / thread name are variables;
``error.type``/``error.message``/``error.stack_trace`` are variables.
"""
from __future__ import annotations

import json
import math
import random
import re
from datetime import datetime, timedelta, timezone
from typing import Callable

N_ROWS = 2000
_MARK = re.compile(r"«(\w+)»")
VALID_LEVELS = {"DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"}

# --------------------------------------------------------------------------
# core helpers
# --------------------------------------------------------------------------


def frag(pattern: str, esc: Callable[[str], str] | None = None, **vals) -> tuple[str, str]:
    """Render a «name» pattern into (line, template)."""
    parts = _MARK.split(pattern)
    line, tpl = [], []
    for i, p in enumerate(parts):
        if i % 2 == 0:
            s = esc(p) if esc else p
            line.append(s)
            tpl.append(s)
        else:
            v = str(vals[p])
            if not v:
                raise ValueError(f"empty value for {p!r} in {pattern!r}")
            line.append(esc(v) if esc else v)
            tpl.append("<*>")
    return "".join(line), "".join(tpl)


def R(level: str, pattern: str, /, **vals) -> dict[str, str]:
    line, tpl = frag(pattern, None, **vals)
    return {"line": line, "template": tpl, "level": level}


def jesc(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)[1:-1]


def jraw(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    return json.dumps(v, separators=(",", ":"), ensure_ascii=False)


def J(level: str, items: list[tuple]) -> dict[str, str]:
    """items: (key, kind, value); kind c=const str, k=const raw, v=var str,
    n=var raw (number/bool/array), m=(pattern, vals) message, f=(raw pattern, vals)."""
    L, T = [], []
    for key, kind, val in items:
        k = '"' + jesc(key) + '":'
        if kind == "c":
            s = k + '"' + jesc(val) + '"'
            L.append(s)
            T.append(s)
        elif kind == "k":
            L.append(k + val)
            T.append(k + val)
        elif kind == "v":
            sv = str(val)
            if not sv:
                raise ValueError(f"empty json value for {key}")
            L.append(k + '"' + jesc(sv) + '"')
            T.append(k + '"<*>"')
        elif kind == "n":
            L.append(k + jraw(val))
            T.append(k + "<*>")
        elif kind == "m":
            l, t = frag(val[0], jesc, **val[1])
            L.append(k + '"' + l + '"')
            T.append(k + '"' + t + '"')
        elif kind == "f":
            l, t = frag(val[0], None, **val[1])
            L.append(k + l)
            T.append(k + t)
        else:
            raise ValueError(kind)
    return {"line": "{" + ",".join(L) + "}", "template": "{" + ",".join(T) + "}", "level": level}


# --------------------------------------------------------------------------
# value pools
# --------------------------------------------------------------------------

FIRST = ("alice bob carol dave erin frank grace heidi ivan judy mallory oscar peggy rupert "
         "sybil trent victor walter wendy yasmin zoe liam noah emma olivia mia lucas mateo "
         "sofia chloe hugo ines jonas lena marta nils pablo quinn rosa sven tara vera xavier "
         "yuki zainab amir bea chen dario elif farah goran hana igor kofi leila nadia omar "
         "priya raj sara tomas uma wei ximena").split()
LAST = ("smith jones garcia nguyen kim patel rossi novak silva cohen kowalski dubois tanaka "
        "haddad okafor larsen ivanova schmidt moreau costa walsh reyes berg fischer santos "
        "khan lopez murphy weber brennan").split()
MAIL_DOMAINS = ["gmail.com", "outlook.com", "example.com", "acme.io", "fastmail.fm",
                "proton.me", "yahoo.com", "icloud.com", "globex.net", "hey.com"]
HOST_WORDS = ["api", "web", "edge", "auth", "billing", "ledger", "search", "cdn", "static",
              "admin", "shop", "checkout", "payments", "internal", "gateway", "mail", "hooks",
              "status", "media", "assets", "orders", "accounts", "partners", "portal"]
DOMAINS = ["example.com", "acme.io", "globex.net", "initech.dev", "umbrella.co", "hooli.xyz",
           "contoso.com", "fabrikam.org", "wonka.shop", "vandelay.biz"]
RESOURCES = ["orders", "users", "products", "carts", "invoices", "accounts", "payments",
             "subscriptions", "teams", "projects", "comments", "sessions", "webhooks",
             "reports", "shipments", "addresses", "coupons", "notifications"]
SUBRES = ["items", "comments", "members", "events", "refunds", "history", "attachments"]
ADJ = ["blue", "red", "vintage", "organic", "compact", "deluxe", "classic", "wireless", "spring",
       "winter", "summer", "bamboo", "leather", "smart", "ultra", "tiny", "rustic", "silver"]
NOUN = ["widget", "jacket", "lamp", "kettle", "backpack", "sneakers", "mug", "chair", "headphones",
        "blanket", "notebook", "scarf", "grinder", "planter", "desk", "umbrella", "watch"]
CURRENCIES = ["USD", "EUR", "GBP", "CAD", "CHF", "SEK", "JPY", "AUD"]
CARRIERS = ["ups", "dhl", "fedex", "usps", "dpd", "gls", "royal-mail", "postnl"]
PROVIDERS = ["stripe", "adyen", "braintree", "paypal", "mollie", "checkout"]
PLANS = ["free", "starter", "pro", "business", "enterprise"]
QUEUES = ["default", "mailers", "critical", "low", "webhooks", "billing"]
MAIL_TEMPLATES = ["order_confirmation", "password_reset", "welcome", "receipt",
                  "shipping_update", "invoice_due", "magic_link"]
DECLINES = ["insufficient_funds", "card_declined", "expired_card", "do_not_honor",
            "incorrect_cvc", "processing_error"]
FLAGS = ["new_checkout", "dark_mode", "one_click_buy", "beta_search", "smart_recs",
         "guest_checkout", "free_shipping_banner"]
VARIANTS = ["control", "treatment", "on", "off"]
SEARCHES = ["winter boots", "red dress", "usb c cable", "running shoes", "coffee grinder",
            "gift card", "standing desk", "noise cancelling headphones", "yoga mat", "kids bike",
            "linen shirt", "cast iron pan", "lamp"]
WEBHOOK_EVENTS = ["charge.succeeded", "invoice.paid", "customer.subscription.updated",
                  "payment_intent.payment_failed", "checkout.session.completed", "charge.refunded"]
WEBHOOK_SOURCES = ["stripe", "github", "shopify", "sendgrid", "twilio", "slack"]
WAREHOUSES = ["berlin", "rotterdam", "newark", "reno", "leeds", "lyon", "dallas", "osaka"]
REGIONS = ["eu-west", "us-east", "us-west", "ap-south", "eu-central", "sa-east"]
COUPONS = ["WELCOME", "SPRING", "FREESHIP", "SAVE20", "BLACKFRIDAY", "VIP", "LOYALTY"]
REFERRERS = ["google", "newsletter", "twitter", "direct", "partner", "podcast", "reddit"]
TENANTS = ["acme", "globex", "initech", "umbrella", "hooli", "piedpiper", "stark", "wayne",
           "wonka", "soylent", "tyrell", "cyberdyne", "aperture", "vandelay", "oscorp",
           "gringotts", "dunder-mifflin", "monsters-inc", "blackmesa", "zorg"]
UAS = ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
       "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
       "okhttp/4.12.0", "curl/8.5.0", "Go-http-client/2.0", "python-requests/2.31.0"]


def make_users(rng: random.Random, n: int) -> list[str]:
    out, seen = [], set()
    while len(out) < n:
        f, l = rng.choice(FIRST), rng.choice(LAST)
        r = rng.random()
        if r < 0.3:
            u = f
        elif r < 0.55:
            u = f + "." + l
        elif r < 0.7:
            u = f + "_" + l
        elif r < 0.85:
            u = f[0] + l
        else:
            u = f + l
        if u not in seen:
            seen.add(u)
            out.append(u)
    return out


def make_hosts(rng: random.Random, n: int) -> list[str]:
    out, seen = [], set()
    while len(out) < n:
        w = rng.choice(HOST_WORDS)
        d = rng.choice(DOMAINS)
        h = f"{w}.{d}" if rng.random() < 0.6 else f"{w}-{rng.choice(HOST_WORDS)}.{d}"
        if h not in seen:
            seen.add(h)
            out.append(h)
    return out


class Ctx:
    """Shared per-corpus state: clock and value pools (all from one rng)."""

    def __init__(self, rng: random.Random, mean_gap: float = 0.5):
        self.rng = rng
        self.t = datetime(2024, rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23),
                          rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 999999),
                          tzinfo=timezone.utc)
        self.mean_gap = mean_gap
        self.users = make_users(rng, 400)
        self.hosts = make_hosts(rng, 60)
        self.ips = [self._ip() for _ in range(300)]
        self._mail: dict[str, str] = {}

    # clock
    def tick(self) -> None:
        gap = self.rng.expovariate(1.0 / self.mean_gap)
        if self.rng.random() < 0.015:
            gap += self.rng.uniform(5, 90)
        self.t += timedelta(seconds=gap)

    def step(self, lo: float = 0.0003, hi: float = 0.02) -> None:
        self.t += timedelta(seconds=self.rng.uniform(lo, hi))

    # picking
    def pick(self, seq, skew: float = 2.0):
        return seq[int(len(seq) * self.rng.random() ** skew)]

    def user(self) -> str:
        return self.pick(self.users, 2.5)

    def email(self, u: str | None = None) -> str:
        u = u or self.user()
        if u not in self._mail:
            self._mail[u] = u + "@" + self.pick(MAIL_DOMAINS, 1.5)
        return self._mail[u]

    def host(self) -> str:
        return self.pick(self.hosts, 2.0)

    def ip(self) -> str:
        return self.pick(self.ips, 2.2)

    def _ip(self) -> str:
        r = self.rng
        if r.random() < 0.25:
            return f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        return f"{r.randint(1, 223)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"

    # numbers / ids
    def lognum(self, lo: float, hi: float) -> float:
        return math.exp(self.rng.uniform(math.log(lo), math.log(hi)))

    def ilog(self, lo: int, hi: int) -> int:
        return int(self.lognum(lo, hi))

    def uuid(self) -> str:
        r = self.rng
        return "%08x-%04x-4%03x-%x%03x-%012x" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(12),
                                              r.choice([8, 9, 10, 11]), r.getrandbits(12), r.getrandbits(48))

    def hexs(self, n: int) -> str:
        return "".join(self.rng.choice("0123456789abcdef") for _ in range(n))

    def b62(self, n: int) -> str:
        a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        return "".join(self.rng.choice(a) for _ in range(n))

    def slug(self) -> str:
        return self.pick(ADJ, 1.5) + "-" + self.pick(NOUN, 1.5)

    def money(self) -> str:
        return f"{self.lognum(3, 900):.2f}"

    def path(self, prefix: str = "/api") -> str:
        r = self.rng.random()
        res = self.pick(RESOURCES, 1.6)
        if r < 0.35:
            return f"{prefix}/{res}/{self.ilog(1, 99999)}"
        if r < 0.55:
            return f"{prefix}/{res}"
        if r < 0.68:
            return f"{prefix}/products/{self.slug()}"
        if r < 0.78:
            return f"{prefix}/users/{self.user()}"
        if r < 0.88:
            return f"{prefix}/{res}/{self.ilog(1, 9999)}/{self.pick(SUBRES)}"
        return self.pick(["/health", "/", "/login", "/logout", "/checkout", "/cart", "/search",
                          "/account/settings", "/metrics", "/pricing"])


def run(ctx: Ctx, common: list[tuple[float, Callable]], rare: list[Callable],
        start: list[Callable] = ()) -> list[dict[str, str]]:
    """Assemble entries: start entries first, rare entries 1-3 times at random
    row positions, common entries drawn by weight; truncated to N_ROWS."""
    rng = ctx.rng
    rows: list[dict[str, str]] = []
    for f in start:
        rows.extend(f(ctx))
    sched = []
    k = 0
    for f in rare:
        for _ in range(rng.randint(1, 3)):
            sched.append((rng.randint(len(rows) + 5, 1900), k, f))
            k += 1
    sched.sort(key=lambda x: (x[0], x[1]))
    fns = [f for _, f in common]
    ws = [w for w, _ in common]
    while len(rows) < N_ROWS:
        if sched and sched[0][0] <= len(rows):
            rows.extend(sched.pop(0)[2](ctx))
            continue
        rows.extend(rng.choices(fns, ws)[0](ctx))
    return rows[:N_ROWS]


# ==========================================================================
# 1. structlog
# ==========================================================================

SL_LV = {"debug": "DEBUG", "info": "INFO", "warning": "WARN", "error": "ERROR", "critical": "FATAL"}

PY_TB = {
    "mailer": [("/app/shop/workers/mailer.py", 88, "send_receipt", "resp = client.post(url, json=payload, timeout=5)"),
               ("/usr/local/lib/python3.11/site-packages/httpx/_client.py", 1146, "post", "return self.request("),
               ("/usr/local/lib/python3.11/site-packages/httpx/_client.py", 827, "request", "return self.send(request, auth=auth, follow_redirects=follow_redirects)"),
               ("/usr/local/lib/python3.11/site-packages/httpx/_transports/default.py", 232, "handle_request", "with map_httpcore_exceptions():")],
    "sync": [("/app/shop/workers/inventory.py", 54, "sync_stock", "levels = await supplier.fetch_levels(skus)"),
             ("/app/shop/clients/supplier.py", 131, "fetch_levels", "data = resp.json()[\"levels\"]")],
    "api": [("/usr/local/lib/python3.11/site-packages/starlette/routing.py", 74, "app", "response = await func(request)"),
            ("/app/shop/api/orders.py", 112, "get_order", "order = await repo.get(order_id)"),
            ("/app/shop/db/repo.py", 47, "get", "row = (await self.session.execute(stmt)).one()"),
            ("/usr/local/lib/python3.11/site-packages/sqlalchemy/ext/asyncio/session.py", 455, "execute", "result = await greenlet_spawn(")],
}


def make_structlog_kv(rng: random.Random) -> list[dict[str, str]]:
    c = Ctx(rng, 0.6)

    def ts() -> str:
        return c.t.strftime("%Y-%m-%dT%H:%M:%S.%fZ")

    def crepr(v) -> str:
        return v if isinstance(v, str) else repr(v)

    def con(level: str, event: str, logger: str | None, kv: dict) -> dict:
        keys = sorted(kv)
        assert keys or not logger
        pat = "«T0» [" + level.ljust(9) + "] "
        pat += (event.ljust(30) + " ") if keys else event
        if logger:
            pat += "[" + logger + "] "
        pat += " ".join(f"{k}=«{k}»" for k in keys)
        return R(SL_LV[level], pat, T0=ts(), **{k: crepr(v) for k, v in kv.items()})

    def kvr(level: str, event: str, logger: str | None, kv: dict) -> dict:
        const = {"event": event, "level": level}
        if logger:
            const["logger"] = logger
        parts = []
        for k in sorted(list(kv) + list(const) + ["timestamp"]):
            if k in const:
                parts.append(f"{k}={const[k]!r}")
            elif k == "timestamp":
                parts.append("timestamp=«T0»")
            else:
                parts.append(f"{k}=«{k}»")
        return R(SL_LV[level], " ".join(parts), T0=repr(ts()), **{k: repr(v) for k, v in kv.items()})

    def traceback(kind: str) -> list[dict]:
        frames = PY_TB[kind]
        rows = [R("-", "Traceback (most recent call last):")]
        for f, ln, fn, code in frames:
            rows.append(R("-", '  File "«f»", line «n», in «fn»', f=f, n=ln, fn=fn))
            rows.append(R("-", "    «code»", code=code))
        if kind == "mailer":
            rows.append(R("-", "httpx.ReadTimeout: The read operation timed out"))
        elif kind == "sync":
            rows.append(R("-", "KeyError: «k»", k=repr(c.pick(["levels", "sku", "warehouse_code"]))))
        else:
            if c.rng.random() < 0.5:
                rows.append(R("-", "sqlalchemy.exc.NoResultFound: No row was found when one was required"))
            else:
                rows.append(R("-", "sqlalchemy.exc.OperationalError: (psycopg.OperationalError) server closed the connection unexpectedly"))
        return rows

    def ev(level, event, logger, renderer, kvf, tb=None):
        def f(ctx):
            ctx.tick()
            kv = kvf()
            row = (con if renderer == "c" else kvr)(level, event, logger, kv)
            return [row] + (traceback(tb) if tb else [])
        return f

    r = c.rng
    status = lambda: r.choices([200, 201, 204, 301, 400, 401, 403, 404, 422, 500], [70, 8, 4, 1, 3, 2, 1, 6, 2, 1])[0]
    method = lambda: r.choices(["GET", "POST", "PUT", "PATCH", "DELETE"], [70, 18, 3, 5, 4])[0]
    oid = lambda: c.ilog(1000, 99999)
    sku = lambda: c.pick(ADJ).upper()[:3] + "-" + str(r.randint(100, 9999))
    cache_key = lambda: r.choice([f"product:{c.slug()}", f"user:{c.user()}:profile", f"cart:{c.uuid()}",
                                  "config:flags", f"category:{c.pick(NOUN)}", f"price:{sku()}"])
    job = lambda: c.pick(["send_receipt", "sync_inventory", "reindex_product", "charge_subscription",
                          "export_orders", "expire_carts"])
    sl = "shop.api"
    common = [
        (30, ev("info", "request finished", sl, "c", lambda: {
            "client_ip": c.ip(), "duration_ms": round(c.lognum(0.8, 900), 2), "method": method(),
            "path": c.path(), "request_id": c.uuid(), "status": status()})),
        (10, ev("debug", "cache hit", None, "c", lambda: {"backend": c.pick(["redis", "memory"]), "key": cache_key()})),
        (7, ev("debug", "cache miss", None, "c", lambda: {"backend": c.pick(["redis", "memory"]), "key": cache_key()})),
        (6, ev("info", "login", "shop.auth", "c", lambda: {"ip": c.ip(), "user": c.user()})),
        (4, ev("info", "logout", "shop.auth", "c", lambda: {"ip": c.ip(), "user": c.user()})),
        (2.5, ev("warning", "login failed", "shop.auth", "c", lambda: {
            "ip": c.ip(), "reason": c.pick(["bad_password", "unknown_user", "locked", "mfa_timeout"]), "user": c.user()})),
        (8, ev("info", "order placed", "shop.orders", "c", lambda: {
            "currency": c.pick(CURRENCIES, 3), "items": c.ilog(1, 12), "order_id": oid(), "total": c.money(), "user": c.user()})),
        (4, ev("info", "order shipped", "shop.orders", "c", lambda: {
            "carrier": c.pick(CARRIERS), "order_id": oid(), "tracking": c.b62(2).upper() + str(r.randint(10**8, 10**9))})),
        (6, ev("info", "payment captured", "shop.payments", "c", lambda: {
            "amount": c.money(), "currency": c.pick(CURRENCIES, 3), "order_id": oid(), "provider": c.pick(PROVIDERS)})),
        (2, ev("warning", "payment declined", "shop.payments", "c", lambda: {
            "decline_code": c.pick(DECLINES), "order_id": oid(), "provider": c.pick(PROVIDERS), "user": c.user()})),
        (5, ev("info", "inventory reserved", "shop.inventory", "k", lambda: {
            "qty": c.ilog(1, 20), "sku": sku(), "warehouse": c.pick(WAREHOUSES)})),
        (2, ev("warning", "inventory low", "shop.inventory", "k", lambda: {
            "remaining": r.randint(0, 9), "sku": sku(), "warehouse": c.pick(WAREHOUSES)})),
        (4, ev("info", "email sent", "shop.mail", "k", lambda: {"template": c.pick(MAIL_TEMPLATES), "to": c.email()})),
        (4, ev("debug", "job enqueued", "shop.worker", "k", lambda: {"job": job(), "job_id": c.hexs(24), "queue": c.pick(QUEUES)})),
        (4, ev("info", "job completed", "shop.worker", "k", lambda: {
            "duration_ms": round(c.lognum(3, 20000), 1), "job": job(), "job_id": c.hexs(24)})),
        (1.5, ev("warning", "job retrying", "shop.worker", "k", lambda: {
            "attempt": r.randint(1, 5), "error": c.pick(["ReadTimeout", "ConnectError", "RateLimited", "DeadlockDetected"]),
            "job": job(), "job_id": c.hexs(24)})),
        (3, ev("info", "webhook received", "shop.webhooks", "c", lambda: {
            "event_type": c.pick(WEBHOOK_EVENTS), "source": c.pick(WEBHOOK_SOURCES)})),
        (2, ev("info", "user signed up", None, "c", lambda: {
            "plan": c.pick(PLANS), "referrer": c.pick(REFERRERS), "user": c.user()})),
        (1, ev("info", "password reset requested", None, "c", lambda: {"user": c.user()})),
        (2, ev("warning", "rate limited", sl, "c", lambda: {"ip": c.ip(), "limit": c.pick([60, 100, 600]), "path": c.path()})),
        (3, ev("debug", "db query", None, "k", lambda: {
            "duration_ms": round(c.lognum(0.2, 300), 2), "rows": c.ilog(1, 500), "table": c.pick(RESOURCES)})),
        (5, ev("debug", "heartbeat", None, "k", lambda: {"worker": c.pick(["worker-mailers", "worker-default", "scheduler", "worker-critical"])})),
        (1.5, ev("warning", "slow request", sl, "c", lambda: {
            "duration_ms": round(c.lognum(1000, 9000), 2), "path": c.path(), "threshold_ms": 1000})),
        (3, ev("info", "flag evaluated", None, "c", lambda: {"flag": c.pick(FLAGS), "user": c.user(), "variant": c.pick(VARIANTS)})),
        (4, ev("info", "search", "shop.search", "c", lambda: {"query": c.pick(SEARCHES), "results": c.ilog(1, 400)})),
        (2, ev("info", "subscription renewed", "shop.billing", "c", lambda: {
            "period_end": (c.t + timedelta(days=30)).strftime("%Y-%m-%d"), "plan": c.pick(PLANS[1:]), "user": c.user()})),
        (2, ev("info", "cart updated", None, "c", lambda: {"cart_id": c.uuid(), "items": c.ilog(1, 9), "user": c.user()})),
        (1, ev("info", "coupon applied", "shop.orders", "c", lambda: {"code": c.pick(COUPONS), "order_id": oid()})),
        (1, ev("warning", "deprecated endpoint used", sl, "c", lambda: {
            "client": c.pick(["ios", "android", "partner-sdk", "legacy-web"]), "path": c.path("/api/v1")})),
        (2, ev("debug", "token refreshed", "shop.auth", "k", lambda: {"expires_in": 3600, "user": c.user()})),
    ]
    rare = [
        ev("error", "payment failed", "shop.payments", "c", lambda: {
            "error": c.pick(["card_error: Your card was declined.", "api_connection_error: timed out",
                             "rate_limit_error: Too many requests"]), "order_id": oid(), "provider": c.pick(PROVIDERS)}),
        ev("error", "job failed", "shop.worker", "c", lambda: {"job": "send_receipt", "job_id": c.hexs(24)}, tb="mailer"),
        ev("error", "inventory sync failed", "shop.inventory", "c", lambda: {"supplier": c.pick(TENANTS)}, tb="sync"),
        ev("error", "unhandled exception", sl, "c", lambda: {
            "method": "GET", "path": f"/api/orders/{oid()}", "request_id": c.uuid()}, tb="api"),
        ev("warning", "webhook signature invalid", "shop.webhooks", "c", lambda: {"ip": c.ip(), "source": c.pick(WEBHOOK_SOURCES)}),
        ev("error", "db connection lost", None, "k", lambda: {
            "exception": "Traceback (most recent call last):\n  File \"/app/shop/db/pool.py\", line 61, in ping\n"
                         "    await conn.execute(\"SELECT 1\")\npsycopg.OperationalError: consuming input failed: "
                         "server closed the connection unexpectedly",
            "host": c.pick(["db-primary", "db-replica", "pgbouncer"]) + ".internal"}),
        ev("critical", "worker crashed", "shop.worker", "k", lambda: {
            "exit_code": c.pick([1, 137, 139]), "pid": r.randint(20, 30000), "worker": c.pick(["worker-mailers", "worker-default"])}),
        ev("info", "shutdown", None, "c", lambda: {"signal": c.pick(["SIGTERM", "SIGINT"])}),
        ev("info", "migration applied", None, "k", lambda: {"revision": c.hexs(12), "name": c.pick(["add_coupon_table", "order_status_index", "drop_legacy_carts"])}),
    ]
    start = [
        ev("info", "config loaded", None, "k", lambda: {"env": c.pick(["production", "staging"]), "path": "/etc/shop/settings.toml"}),
        ev("info", "started", None, "c", lambda: {}),
        ev("info", "startup complete", None, "c", lambda: {"version": f"2.{r.randint(0, 30)}.{r.randint(0, 9)}", "workers": c.pick([2, 4, 8])}),
        ev("info", "ready", "shop.worker", "c", lambda: {"pid": r.randint(20, 30000), "queues": ",".join(QUEUES[:3])}),
    ]
    return run(c, common, rare, start)


# ==========================================================================
# 2. zerolog JSON
# ==========================================================================

ZL_LV = {"trace": "DEBUG", "debug": "DEBUG", "info": "INFO", "warn": "WARN", "error": "ERROR",
         "fatal": "FATAL", "panic": "FATAL"}


def go_dur(ms: float) -> str:
    if ms < 1:
        return f"{ms * 1000:.3f}".rstrip("0").rstrip(".") + "µs"
    if ms < 1000:
        return f"{ms:.6f}".rstrip("0").rstrip(".") + "ms"
    return f"{ms / 1000:.9f}".rstrip("0").rstrip(".") + "s"


def make_zerolog_json(rng: random.Random) -> list[dict[str, str]]:
    c = Ctx(rng, 0.4)
    r = c.rng

    def tsz() -> str:
        return c.t.strftime("%Y-%m-%dT%H:%M:%SZ")

    def zl(level, svc, fields, msg, mvals=None, caller=None, err=None):
        items = [("level", "c", level)]
        if svc:
            items.append(("service", "v", svc))
        if err is not None:
            items.append(("error", "v", err))
        for k, v in fields:
            items.append((k, "v" if isinstance(v, str) else "n", v))
        items.append(("time", "v", tsz()))
        if caller:
            items.append(("caller", "v", caller))
        items.append(("message", "m", (msg, mvals or {})))
        return J(ZL_LV[level], items)

    def ev(level, svc, fieldsf, msg, mvalsf=None, caller=None, errf=None):
        def f(ctx):
            ctx.tick()
            return [zl(level, svc, fieldsf(), msg, mvalsf() if mvalsf else None,
                       (caller + ":" + str(caller_line(caller))) if caller else None,
                       errf() if errf else None)]
        return f

    lines_cache: dict[str, int] = {}

    def caller_line(path: str) -> int:
        if path not in lines_cache:
            lines_cache[path] = r.randint(20, 400)
        return lines_cache[path]

    acct = lambda: "acc_" + c.b62(12)
    ms = lambda lo, hi: round(c.lognum(lo, hi), 6)
    pg_err = lambda: c.pick(["dial tcp 10.0.4.12:5432: connect: connection refused", "driver: bad connection",
                             "context deadline exceeded", "pq: canceling statement due to statement timeout",
                             "ERROR: could not serialize access due to concurrent update (SQLSTATE 40001)"])
    L, P, N = "ledger", "payments", "notifier"
    pc = "/app/internal/payments/"
    common = [
        (30, ev("info", L, lambda: [("method", r.choices(["GET", "POST", "PUT", "DELETE"], [70, 22, 4, 4])[0]),
                                    ("url", c.path("/v1")), ("status", r.choices([200, 201, 204, 400, 404, 409, 500], [70, 10, 4, 4, 6, 2, 1])[0]),
                                    ("size", c.ilog(2, 40000)), ("duration", ms(0.3, 800)),
                                    ("remote_ip", c.ip()), ("user_agent", c.pick(UAS)), ("request_id", c.b62(20).lower())],
                "request completed")),
        (10, ev("info", L, lambda: [("transfer_id", c.uuid()), ("from", acct()), ("to", acct()),
                                    ("amount", c.ilog(100, 5000000)), ("currency", c.pick(CURRENCIES, 3))], "transfer posted")),
        (8, ev("info", L, lambda: [("account", acct()), ("balance", c.ilog(1, 90000000)), ("currency", c.pick(CURRENCIES, 3))], "balance updated")),
        (2, ev("warn", L, lambda: [("account", acct()), ("requested", c.ilog(100, 900000)), ("available", c.ilog(1, 1000))], "insufficient funds")),
        (8, ev("debug", L, lambda: [("key", r.choice([f"acct:{acct()}", f"fx:{c.pick(CURRENCIES)}", f"limits:{c.pick(TENANTS)}"]))], "cache hit")),
        (5, ev("debug", L, lambda: [("key", r.choice([f"acct:{acct()}", f"fx:{c.pick(CURRENCIES)}", f"limits:{c.pick(TENANTS)}"]))], "cache miss")),
        (6, ev("info", L, lambda: [("batch", c.uuid())], "processed «n» entries in «d»",
               lambda: {"n": c.ilog(1, 5000), "d": go_dur(c.lognum(2, 9000))})),
        (3, ev("debug", L, lambda: [("query", c.pick(["GetAccountByID", "ListPostingsByAccount", "InsertPosting",
                                                        "UpdateBalance", "LockAccountForUpdate"])),
                                    ("rows", c.ilog(1, 300)), ("duration", ms(0.1, 80))], "db query")),
        (1.5, ev("warn", L, lambda: [("query", c.pick(["ListPostingsByAccount", "AggregateDailyTotals", "LockAccountForUpdate"])),
                                     ("duration", ms(200, 5000)), ("threshold", "200ms")], "slow query")),
        (2, ev("warn", L, lambda: [("attempt", r.randint(1, 5)), ("backoff", c.pick(["100ms", "250ms", "500ms", "1s", "2s"]))],
               "retrying", errf=pg_err)),
        (2, ev("info", L, lambda: [("accounts", c.ilog(10, 40000)), ("mismatches", r.choices([0, 1, 2, 5], [80, 10, 6, 4])[0])], "reconciled")),
        (3, ev("debug", L, lambda: [("job", c.pick(["interest-accrual", "statement-rollup", "ledger-snapshot"]))], "tick")),
        (2, ev("info", L, lambda: [("key", c.uuid()), ("request_id", c.b62(20).lower())], "idempotency key reused")),
        (8, ev("info", P, lambda: [("payment_id", "pay_" + c.b62(14)), ("amount", c.ilog(100, 200000)),
                                   ("currency", c.pick(CURRENCIES, 3)), ("card_brand", c.pick(["visa", "mastercard", "amex", "discover"])),
                                   ("provider", c.pick(PROVIDERS))], "payment authorized", caller=pc + "authorize.go")),
        (3, ev("info", P, lambda: [("payment_id", "pay_" + c.b62(14)), ("amount", c.ilog(100, 200000)),
                                   ("currency", c.pick(CURRENCIES, 3))], "payment captured", caller=pc + "capture.go")),
        (2, ev("warn", P, lambda: [("attempt", r.randint(1, 4)), ("payment_id", "pay_" + c.b62(14))], "payment retry",
               caller=pc + "capture.go", errf=lambda: c.pick(["provider timeout", "429 Too Many Requests", "EOF"]))),
        (2, ev("info", P, lambda: [("session", c.hexs(16))], "user «u» authenticated via «m»",
               lambda: {"u": c.user(), "m": c.pick(["oidc", "password", "api_key", "webauthn"])}, caller=pc + "auth.go")),
        (1, ev("warn", P, lambda: [("client_id", c.pick(TENANTS)), ("limit", c.pick([100, 500, 1000])), ("window", "1m0s")],
               "rate limit exceeded", caller=pc + "ratelimit.go")),
        (6, ev("info", N, lambda: [("topic", c.pick(["ledger.postings", "payments.events", "users.signup"])),
                                   ("partition", r.randint(0, 11)), ("offset", c.ilog(1000, 90000000))], "kafka message consumed")),
        (4, ev("info", N, lambda: [("to", c.email()), ("template", c.pick(MAIL_TEMPLATES))], "email queued")),
        (3, ev("info", N, lambda: [("to", c.email()), ("provider_id", c.b62(22))], "email delivered")),
        (1, ev("warn", N, lambda: [("to", c.email()), ("reason", c.pick(["mailbox full", "user unknown", "domain not found", "spam complaint"]))], "email bounced")),
    ]
    rare = [
        ev("error", L, lambda: [("transfer_id", c.uuid())], "transfer failed", caller="/app/internal/ledger/posting.go", errf=pg_err),
        ev("error", L, lambda: [], "db ping failed", caller="/app/internal/store/postgres.go", errf=pg_err),
        ev("info", L, lambda: [("version", r.randint(20240101, 20241231) * 100), ("name", c.pick(["add_hold_expiry", "postings_idx", "fx_rates"]))], "migration applied"),
        ev("error", P, lambda: [("provider", c.pick(PROVIDERS)), ("status", c.pick([500, 502, 503]))], "provider error",
           caller=pc + "client.go", errf=lambda: c.pick(["unexpected status 503", "invalid character '<' looking for beginning of value"])),
        ev("warn", N, lambda: [("topic", "ledger.postings"), ("partition", r.randint(0, 11)), ("lag", c.ilog(5000, 900000))], "consumer lag high"),
        ev("error", N, lambda: [("topic", "ledger.postings"), ("partition", r.randint(0, 11))], "failed to commit offset",
           caller="/app/internal/notifier/consumer.go", errf=lambda: "kafka: broker not connected"),
        ev("info", L, lambda: [("signal", c.pick(["terminated", "interrupt"]))], "shutting down"),
        ev("info", L, lambda: [], "shutdown"),
        ev("error", L, lambda: [("stack", [{"func": "(*Poster).Post", "line": str(r.randint(50, 300)), "source": "posting.go"},
                                           {"func": "(*Handler).CreateTransfer", "line": str(r.randint(50, 300)), "source": "handlers.go"},
                                           {"func": "HandlerFunc.ServeHTTP", "line": "2166", "source": "server.go"}])],
           "panic recovered", errf=lambda: "runtime error: invalid memory address or nil pointer dereference"),
        ev("fatal", P, lambda: [("addr", ":8443")], "failed to start server", caller=pc + "main.go",
           errf=lambda: "listen tcp :8443: bind: address already in use"),
    ]
    start = [
        ev("info", L, lambda: [("version", f"v1.{r.randint(0, 40)}.{r.randint(0, 9)}"), ("commit", c.hexs(7))], "started"),
        ev("info", L, lambda: [], "loaded config from «p»", lambda: {"p": "/etc/ledger/config.yaml"}),
        ev("info", L, lambda: [], "connected to postgres at «h»", lambda: {"h": c.pick(["db-primary.internal", "pgbouncer.ledger.svc"]) + ":5432"}),
        ev("info", L, lambda: [("addr", ":8080")], "listening"),
        ev("info", L, lambda: [], "ready"),
    ]
    return run(c, common, rare, start)


# ==========================================================================
# 3. Phoenix / Elixir Logger
# ==========================================================================

EX_LV = {"debug": "DEBUG", "info": "INFO", "notice": "INFO", "warning": "WARN", "error": "ERROR",
         "critical": "FATAL"}


def snake(name: str) -> str:
    return re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()


def make_phoenix_elixir(rng: random.Random) -> list[dict[str, str]]:
    c = Ctx(rng, 0.5)
    r = c.rng
    app = r.choice(["MyApp", "Storefront", "Bookshelf", "Helpdesk", "Relay", "Tavern"])
    otp = snake(app)
    web = app + "Web"
    appver = f"0.{r.randint(1, 9)}.{r.randint(0, 20)}"

    def tm() -> str:
        return c.t.strftime("%H:%M:%S.") + f"{c.t.microsecond // 1000:03d}"

    def px(level: str, body: str, rid: str | None = None, **vals) -> dict:
        pat = "«T0» " + ("request_id=«RID» " if rid else "") + f"[{level}] " + body
        if rid:
            vals["RID"] = rid
        return R(EX_LV[level], pat, T0=tm(), **vals)

    def cont(body: str, **vals) -> dict:
        return R("-", body, **vals)

    def rid() -> str:
        return "F" + c.b62(19).replace("+", "-")

    def pdur() -> str:
        us = c.ilog(150, 400000)
        return f"{us}µs" if us < 1000 else f"{us // 1000}ms"

    TABLES = {
        "users": ("u0", ["id", "email", "name", "confirmed_at", "inserted_at", "updated_at"], "Accounts", "get_user!/1"),
        "orders": ("o0", ["id", "user_id", "total", "status", "inserted_at", "updated_at"], "Sales", "get_order!/1"),
        "products": ("p0", ["id", "sku", "title", "slug", "price", "inserted_at", "updated_at"], "Catalog", "get_product_by_slug!/1"),
        "carts": ("c0", ["id", "user_id", "token", "inserted_at", "updated_at"], "Sales", "get_cart/1"),
        "users_tokens": ("u1", ["id", "token", "context", "sent_to", "user_id", "inserted_at"], "Accounts", "get_user_by_session_token/1"),
    }

    def fm(x: float) -> str:
        return f"{x:.1f}"

    def query(kind: str, table: str, rq: str) -> list[dict]:
        al, cols, ctxmod, fn = TABLES[table]
        c.step()
        qcols = ", ".join(f'{al}."{x}"' for x in cols)
        db, q, idle = fm(c.lognum(0.2, 40)), fm(c.lognum(0.05, 3)), fm(c.lognum(0.5, 2000))
        src = f'"{table}"'
        where = f'{al}."{c.pick(["id", "user_id"] if "user_id" in cols else ["id"])}"'
        rows = []
        if kind in ("get", "list", "count"):
            rows.append(px("debug", "QUERY OK source=«src» db=«db»ms decode=«dec»ms queue=«q»ms idle=«idle»ms", rq,
                           src=src, db=db, dec=fm(c.lognum(0.05, 4)), q=q, idle=idle))
            if kind == "get":
                rows.append(cont("SELECT «cols» FROM «tbl» AS «al» WHERE («w» = $1) [«p»]",
                                 cols=qcols, tbl=src, al=al, w=where, p=c.ilog(1, 99999)))
            elif kind == "list":
                rows.append(cont("SELECT «cols» FROM «tbl» AS «al» WHERE («w» = $1) ORDER BY «o» DESC LIMIT $2 [«p»]",
                                 cols=qcols, tbl=src, al=al, w=where, o=f'{al}."inserted_at"', p=f"{c.ilog(1, 99999)}, {c.pick([10, 20, 50])}"))
            else:
                rows.append(cont("SELECT count(*) FROM «tbl» AS «al» WHERE («w» = $1) [«p»]", tbl=src, al=al, w=where, p=c.ilog(1, 99999)))
        elif kind in ("insert", "update"):
            rows.append(px("debug", "QUERY OK source=«src» db=«db»ms queue=«q»ms idle=«idle»ms", rq, src=src, db=db, q=q, idle=idle))
            ins = [x for x in cols if x != "id"]
            if kind == "insert":
                rows.append(cont("INSERT INTO «tbl» («cols») VALUES («ph») RETURNING «ret» [«p»]",
                                 tbl=src, cols=",".join(f'"{x}"' for x in ins), ph=",".join(f"${i + 1}" for i in range(len(ins))),
                                 ret='"id"', p=", ".join([str(c.ilog(1, 9999)), f'"{c.pick(["pending", "paid", "open"])}"']
                                                        + [f"~N[{c.t.strftime('%Y-%m-%d %H:%M:%S')}]"] * 2)))
            else:
                rows.append(cont("UPDATE «tbl» SET «sets» WHERE «w» [«p»]", tbl=src,
                                 sets='"status" = $1, "updated_at" = $2', w='"id" = $3',
                                 p=f'"{c.pick(["paid", "shipped", "cancelled"])}", ~N[{c.t.strftime("%Y-%m-%d %H:%M:%S")}], {c.ilog(1, 99999)}'))
        rows.append(cont("↳ «mfa», at: «loc»", mfa=f"{app}.{ctxmod}.{fn}",
                         loc=f"lib/{otp}/{snake(ctxmod)}.ex:{30 + (sum(map(ord, fn)) % 7) * 17}"))
        return rows

    def tx(rq: str, inner: list[dict]) -> list[dict]:
        rows = [px("debug", "QUERY OK db=«db»ms idle=«idle»ms", rq, db=fm(c.lognum(0.1, 2)), idle=fm(c.lognum(0.5, 2000))),
                cont("begin []")]
        rows += inner
        c.step()
        rows += [px("debug", "QUERY OK db=«db»ms", rq, db=fm(c.lognum(0.2, 9))), cont("commit []")]
        return rows

    ROUTES = [  # weight, method, path fn, controller, action, params fn, pipelines, queries, statuses
        (30, "GET", lambda: f"/products/{c.slug()}", "ProductController", "show",
         lambda p: '%{"slug" => "' + p.rsplit("/", 1)[1] + '"}', "[:browser]", [("get", "products")], [(200, 96), (404, 4)]),
        (18, "GET", lambda: f"/api/orders/{c.ilog(1, 99999)}", "API.OrderController", "show",
         lambda p: '%{"id" => "' + p.rsplit("/", 1)[1] + '"}', "[:api, :require_token]", [("get", "users_tokens"), ("get", "orders")], [(200, 93), (404, 7)]),
        (12, "GET", lambda: "/api/orders", "API.OrderController", "index",
         lambda p: '%{"page" => "' + str(c.ilog(1, 40)) + '"}', "[:api, :require_token]", [("get", "users_tokens"), ("list", "orders"), ("count", "orders")], [(200, 1)]),
        (10, "GET", lambda: "/", "PageController", "home", lambda p: "%{}", "[:browser]", [], [(200, 1)]),
        (6, "POST", lambda: "/cart/items", "CartController", "create",
         lambda p: '%{"item" => %{"product_id" => "' + str(c.ilog(1, 5000)) + '", "quantity" => "' + str(r.randint(1, 4)) + '"}}',
         "[:browser]", [("get", "carts"), ("insert", "carts")], [(302, 90), (422, 10)]),
        (4, "POST", lambda: "/users/log_in", "UserSessionController", "create",
         lambda p: '%{"user" => %{"email" => "' + c.email() + '", "password" => "[FILTERED]", "remember_me" => "true"}}',
         "[:browser, :redirect_if_user_is_authenticated]", [("get", "users"), ("insert", "users_tokens")], [(302, 1)]),
        (3, "PUT", lambda: f"/api/orders/{c.ilog(1, 99999)}", "API.OrderController", "update",
         lambda p: '%{"id" => "' + p.rsplit("/", 1)[1] + '", "order" => %{"status" => "shipped"}}',
         "[:api, :require_token]", [("get", "orders"), ("tx", "orders")], [(200, 95), (422, 5)]),
        (2, "DELETE", lambda: "/users/log_out", "UserSessionController", "delete", lambda p: "%{}", "[:browser]", [], [(302, 1)]),
    ]

    def request(route):
        _, meth, pathf, ctrl, act, paramsf, pipes, queries, statuses = route

        def f(ctx):
            ctx.tick()
            rq = rid()
            p = pathf()
            rows = [px("info", meth + " «path»", rq, path=p)]
            ctx.step()
            rows.append(px("debug", "Processing with «ca»", rq, ca=f"{web}.{ctrl}.{act}/2"))
            rows.append(cont("  Parameters: «p»", p=paramsf(p)))
            rows.append(cont("  Pipelines: «p»", p=pipes))
            for kind, table in queries:
                if kind == "tx":
                    rows += tx(rq, query("update", table, rq)[:-1])
                else:
                    rows += query(kind, table, rq)
            if r.random() < 0.03:
                rows.append(px("warning", "Rate limit exceeded for «ip» on «path»", rq, ip=c.ip(), path=p))
            if meth == "POST" and act == "create" and ctrl == "CartController" and r.random() < 0.4:
                rows.append(px("info", "Cart «id» updated by «email»", rq, id=c.uuid(), email=c.email()))
            ctx.step(0.001, 0.05)
            st = r.choices([s for s, _ in statuses], [w for _, w in statuses])[0]
            rows.append(px("info", "Sent «st» in «d»", rq, st=st, d=pdur()))
            return rows
        return f

    def live_mount(ctx):
        ctx.tick()
        mod = f"{web}." + c.pick(["DashboardLive", "OrderLive.Index", "ProductLive.Show", "SettingsLive", "InboxLive"])
        rows = [px("info", "CONNECTED TO Phoenix.LiveView.Socket in «d»", None, d=f"{c.ilog(15, 400)}µs"),
                cont("  Transport: «t»", t=":websocket"),
                cont("  Serializer: Phoenix.Socket.V2.JSONSerializer"),
                cont("  Parameters: «p»", p='%{"_csrf_token" => "' + c.b62(40) + '", "_live_referer" => "undefined", "vsn" => "2.0.0"}')]
        ctx.step()
        rows += [px("debug", "MOUNT «mod»", None, mod=mod),
                 cont("  Parameters: «p»", p="%{}" if r.random() < 0.6 else '%{"id" => "' + str(c.ilog(1, 9999)) + '"}'),
                 cont("  Session: «s»", s='%{"_csrf_token" => "' + c.b62(24) + '"}')]
        ctx.step()
        rows.append(px("debug", "Replied in «d»", None, d=pdur()))
        return rows

    def live_event(ctx):
        ctx.tick()
        mod = f"{web}." + c.pick(["DashboardLive", "OrderLive.Index", "SettingsLive", "InboxLive", "ProductLive.FormComponent"])
        evn = c.pick(["validate", "save", "filter", "delete", "mark_read", "paginate"])
        rows = [px("debug", "HANDLE EVENT «e» in «mod»", None, e=f'"{evn}"', mod=mod),
                cont("  Parameters: «p»", p='%{"value" => "' + c.pick(SEARCHES) + '"}' if r.random() < 0.5 else '%{"id" => "' + str(c.ilog(1, 9999)) + '"}')]
        ctx.step()
        rows.append(px("debug", "Replied in «d»", None, d=pdur()))
        return rows

    def channel_join(ctx):
        ctx.tick()
        return [px("info", "JOINED «topic» in «d»", None, topic=c.pick(["room:lobby", f"user:{c.user()}", f"order:{c.ilog(1, 9999)}", "notifications"]),
                   d=f"{c.ilog(20, 900)}µs"),
                cont("  Parameters: «p»", p="%{}")]

    def not_found(ctx):
        ctx.tick()
        rq = rid()
        p = c.pick(["/wp-login.php", "/.env", "/admin.php", "/xmlrpc.php", "/phpmyadmin/", "/.git/config", "/favicon.png"])
        return [px("info", "GET «path»", rq, path=p),
                px("debug", "Converted error Phoenix.Router.NoRouteError to 404 response", rq)]

    fr_gateway = (f"lib/{otp}/billing/gateway.ex", f"{app}.Billing.Gateway.charge/2")
    fr_worker = (f"lib/{otp}/workers/sync_worker.ex", f"{app}.Workers.SyncWorker.handle_info/2")
    fr_notifier = (f"lib/{otp}/notifier.ex", f"{app}.Notifier.deliver/1")
    frames_otp = [("stdlib 5.2", "gen_server.erl", ":gen_server.try_handle_info/3"),
                  ("stdlib 5.2", "gen_server.erl", ":gen_server.handle_msg/6"),
                  ("stdlib 5.2", "proc_lib.erl", ":proc_lib.init_p_do_apply/3")]

    def frames(app_frames: list[tuple[str, str]]) -> list[dict]:
        rows = []
        for fl, mfa in app_frames:
            rows.append(cont("    («a» «v») «f»:«ln»: «mfa»", a=otp, v=appver, f=fl, ln=r.randint(12, 240), mfa=mfa))
        for av, fl, mfa in frames_otp:
            a, v = av.split()
            rows.append(cont("    («a» «v») «f»:«ln»: «mfa»", a=a, v=v, f=fl, ln=r.randint(900, 1200), mfa=mfa))
        return rows

    def genserver_crash(ctx):
        ctx.tick()
        mod = f"{app}." + c.pick(["Workers.SyncWorker", "Billing.RetryQueue", "Presence.Tracker"])
        rows = [px("error", "GenServer «mod» terminating", None, mod=mod)]
        if r.random() < 0.5:
            rows.append(cont("** (RuntimeError) unexpected response from payment gateway: «st»", st=c.pick([500, 502, 503])))
        else:
            rows.append(cont("** (MatchError) no match of right hand side value: «v»", v=c.pick(["{:error, :timeout}", "{:error, :closed}", ":error"])))
        rows += frames([fr_gateway, fr_worker])
        rows.append(cont("Last message: «m»", m=c.pick([":tick", ":sync", "{:retry, " + str(c.ilog(1, 9999)) + "}"])))
        rows.append(cont("State: «s»", s="%{attempts: " + str(r.randint(0, 5)) + ", queue: [], last_run: ~U[" + c.t.strftime("%Y-%m-%d %H:%M:%S") + "Z]}"))
        return rows

    def task_crash(ctx):
        ctx.tick()
        rows = [px("error", "Task «pid» started from «mod» terminating", None,
                   pid=f"#PID<0.{c.ilog(300, 9000)}.0>", mod=f"{app}.{c.pick(['Notifier', 'Mailer', 'Exporter'])}"),
                cont("** (KeyError) key «k» not found in: «m»", k=c.pick([":email", ":user_id", ":locale"]),
                     m="%{id: " + str(c.ilog(1, 9999)) + ', name: "' + c.user() + '"}')]
        rows += frames([fr_notifier])
        rows.append(cont("Function: «f»", f=f"#Function<{r.randint(0, 9)}.{r.randint(10**7, 10**8)}/0 in {app}.Notifier.deliver_later/1>"))
        rows.append(cont("    Args: «a»", a="[]"))
        return rows

    def postgrex_fail(ctx):
        ctx.tick()
        return [px("error", "Postgrex.Protocol («pid») failed to connect: ** (DBConnection.ConnectionError) tcp connect («h»): connection refused - :econnrefused",
                   None, pid=f"#PID<0.{c.ilog(300, 9000)}.0>", h=c.pick(["db", "postgres", "db-primary.internal"]) + ":5432")]

    def postgrex_disc(ctx):
        ctx.tick()
        return [px("error", "Postgrex.Protocol («pid») disconnected: ** (DBConnection.ConnectionError) client «cl» timed out because it queued and checked out the connection for longer than «ms»ms",
                   None, pid=f"#PID<0.{c.ilog(300, 9000)}.0>", cl=f"#PID<0.{c.ilog(300, 9000)}.0>", ms=15000)]

    def simple(level, body, rq, valsf):
        def f(ctx):
            ctx.tick()
            return [px(level, body, rid() if rq else None, **valsf())]
        return f

    common = [(w, request(rt)) for rt in ROUTES for w in [rt[0]]]
    common += [
        (5, live_mount), (6, live_event), (3, channel_join), (2, not_found),
        (3, simple("info", "Sent password reset email to «email»", True, lambda: {"email": c.email()})),
        (1.5, simple("warning", "Webhook delivery to «url» failed with status «st», retrying in «s»s", False,
                     lambda: {"url": "https://" + c.host() + "/hooks/" + c.pick(["orders", "events", "billing"]), "st": c.pick([500, 502, 503, 504]), "s": c.pick([30, 60, 120, 300])})),
    ]
    rare = [genserver_crash, task_crash, postgrex_fail, postgrex_disc,
            simple("warning", "Failed to fetch exchange rates: «reason»", False, lambda: {"reason": c.pick([":timeout", ":nxdomain", ":econnrefused"])}),
            simple("error", "Could not deliver email to «to»: «reason»", True, lambda: {"to": c.email(), "reason": c.pick(["{:error, :timeout}", "{:error, :rejected}"])}),
            simple("error", "Stripe charge failed for order «id»: «err»", True, lambda: {"id": c.ilog(1, 99999), "err": c.pick(["card_declined", "expired_card", "api_connection_error"])}),
            simple("notice", "Application «a» exited: shutdown", False, lambda: {"a": c.pick(["os_mon", "runtime_tools"])})]
    start = [simple("info", "Migrations already up", False, lambda: {}),
             simple("info", "Running " + web + ".Endpoint with cowboy «v» at «a» («s»)", False, lambda: {"v": "2.10.0", "a": "0.0.0.0:4000", "s": "http"}),
             simple("info", "Access " + web + ".Endpoint at «u»", False, lambda: {"u": f"https://{c.host()}"})]
    return run(c, common, rare, start)


# ==========================================================================
# 4. ASP.NET Core console logger
# ==========================================================================

NET_LV = {"trce": "DEBUG", "dbug": "DEBUG", "info": "INFO", "warn": "WARN", "fail": "ERROR", "crit": "FATAL"}
PAD = "      "

NET_FW_FRAMES = [
    "lambda_method{n}(Closure, Object)",
    "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
    "Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeActionMethodAsync>g__Awaited|12_0(ControllerActionInvoker invoker, ValueTask`1 actionResultValueTask)",
    "Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeNextActionFilterAsync>g__Awaited|10_0(ControllerActionInvoker invoker, Task lastTask, State next, Scope scope, Object state, Boolean isCompleted)",
    "Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
    "Microsoft.AspNetCore.Authorization.AuthorizationMiddleware.Invoke(HttpContext context)",
    "Microsoft.AspNetCore.Authentication.AuthenticationMiddleware.Invoke(HttpContext context)",
    "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddlewareImpl.<Invoke>g__Awaited|10_0(ExceptionHandlerMiddlewareImpl middleware, HttpContext context, Task task)",
]


def make_aspnet_console(rng: random.Random) -> list[dict[str, str]]:
    c = Ctx(rng, 0.5)
    r = c.rng
    asm = r.choice(["MyApp", "Contoso.Orders.Api", "Fabrikam.Shop", "Acme.Billing.Api"])

    def two(lv: str, cat: str, body: str, **vals) -> list[dict]:
        return [R(NET_LV[lv], f"{lv}: {cat}"), R("-", PAD + body, **vals)]

    def exc(head: str, app_frames: list[tuple[str, str]], inner: tuple[str, dict] | None = None, **vals) -> list[dict]:
        rows = [R("-", PAD + head, **vals)]
        if inner:
            rows.append(R("-", PAD + " ---> " + inner[0], **inner[1]))
            rows.append(R("-", PAD + "   at «m»", m="System.Net.Http.HttpConnection.SendAsyncCore(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)"))
            rows.append(R("-", PAD + "   --- End of inner exception stack trace ---"))
        for m, f in app_frames:
            rows.append(R("-", PAD + "   at «m» in «f»:line «n»", m=m, f=f, n=r.randint(18, 260)))
        fw = NET_FW_FRAMES[:]
        for i in range(r.randint(2, 5)):
            m = fw[i].replace("{n}", str(r.randint(1, 400)))
            rows.append(R("-", PAD + "   at «m»", m=m))
            if i == 1 and r.random() < 0.5:
                rows.append(R("-", PAD + "--- End of stack trace from previous location ---"))
        return rows

    CTRLS = [  # weight, method, path fn, controller, action, sig arg, result, dto, queries, status
        (30, "GET", lambda: f"/api/orders/{c.ilog(1, 99999)}", "Orders", "Get", "Int32", "OkObjectResult", "OrderDto", ["get"], 200),
        (15, "GET", lambda: f"/api/orders?customerId={c.ilog(1, 9999)}", "Orders", "List", "Int32", "OkObjectResult", "PagedResult`1[[{asm}.Contracts.OrderDto, {asm}]]", ["list"], 200),
        (12, "GET", lambda: f"/api/customers/{c.user()}", "Customers", "GetByHandle", "String", "OkObjectResult", "CustomerDto", ["get"], 200),
        (8, "POST", lambda: "/api/orders", "Orders", "Create", "CreateOrderRequest", "CreatedAtActionResult", "OrderDto", ["get", "insert"], 201),
    ]
    TABLES = {"Orders": ("o", ["Id", "CreatedAt", "CustomerId", "Status", "Total"]),
              "Customers": ("c", ["Id", "Email", "Handle", "Name", "Tier"])}

    def ef(kind: str, table: str) -> list[dict]:
        al, cols = TABLES[table]
        c.step()
        cat = "Microsoft.EntityFrameworkCore.Database.Command[20101]"
        msg = "Executed DbCommand («ms»ms) [Parameters=[«ps»], CommandType='Text', CommandTimeout='«to»']"
        if kind in ("get", "list"):
            pn = "@__id_0" if kind == "get" else "@__customerId_0"
            rows = two("info", cat, msg, ms=c.ilog(1, 120), to=30, ps=f"{pn}='?' (DbType = Int32)")
            qcols = ", ".join(f"[{al}].[{x}]" for x in cols)
            rows.append(R("-", PAD + ("SELECT TOP(1) «cols»" if kind == "get" else "SELECT «cols»"), cols=qcols))
            rows.append(R("-", PAD + "FROM «t» AS «a»", t=f"[{table}]", a=f"[{al}]"))
            rows.append(R("-", PAD + "WHERE «col» = «p»", col=f"[{al}].[{'Id' if kind == 'get' else 'CustomerId'}]", p=pn))
            return rows
        ins = cols[1:]
        rows = two("info", cat, msg, ms=c.ilog(1, 60), to=30,
                   ps=", ".join(f"@p{i}='?' (DbType = {t})" for i, t in enumerate(["DateTime2", "Int32", "String", "Decimal"][:len(ins)])))
        rows.append(R("-", PAD + "SET IMPLICIT_TRANSACTIONS OFF;"))
        rows.append(R("-", PAD + "SET NOCOUNT ON;"))
        rows.append(R("-", PAD + "INSERT INTO «t» («cols»)", t=f"[{table}]", cols=", ".join(f"[{x}]" for x in ins)))
        rows.append(R("-", PAD + "OUTPUT INSERTED.«c»", c="[Id]"))
        rows.append(R("-", PAD + "VALUES («ps»);", ps=", ".join(f"@p{i}" for i in range(len(ins)))))
        return rows

    def request(ct):
        _, meth, pathf, ctrl, act, sig, res, dto, queries, status = ct

        def f(ctx):
            ctx.tick()
            host = r.choice([c.host(), c.host(), f"10.0.{r.randint(0, 9)}.{r.randint(2, 250)}:8080"])
            url = f"https://{host}{pathf()}"
            hd = "Microsoft.AspNetCore.Hosting.Diagnostics"
            if meth == "POST":
                rows = two("info", hd + "[1]", f"Request starting HTTP/1.1 {meth} «url» - «ct» «len»", url=url,
                           ct="application/json; charset=utf-8", len=c.ilog(40, 3000))
            else:
                rows = two("info", hd + "[1]", f"Request starting HTTP/1.1 {meth} «url» - - -", url=url)
            ep = f"{asm}.Controllers.{ctrl}Controller.{act} ({asm})"
            em = "Microsoft.AspNetCore.Routing.EndpointMiddleware"
            inv = "Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker"
            rows += two("info", em + "[0]", "Executing endpoint '«ep»'", ep=ep)
            rows += two("info", inv + "[102]", "Route matched with «rt». Executing controller action with signature «sig» on controller «ctl» («asm»).",
                        rt='{action = "%s", controller = "%s"}' % (act, ctrl),
                        sig=f"System.Threading.Tasks.Task`1[Microsoft.AspNetCore.Mvc.IActionResult] {act}({sig})",
                        ctl=f"{asm}.Controllers.{ctrl}Controller", asm=asm)
            table = ctrl
            found = r.random() > 0.06 or meth == "POST"
            for q in queries:
                rows += ef(q, table)
                if not found:
                    break
            if meth == "GET" and ctrl == "Orders" and r.random() < 0.05:
                rows += two("warn", f"{asm}.Services.PricingService[0]", "Exchange rate for «cur» is stale (age «age»), using cached value",
                            cur=c.pick(CURRENCIES), age=f"00:{r.randint(10, 59)}:{r.randint(10, 59)}")
            if not found:
                rows += two("info", "Microsoft.AspNetCore.Mvc.StatusCodeResult[1]", "Executing StatusCodeResult, setting HTTP status code «code»", code=404)
                st = 404
            else:
                rows += two("info", "Microsoft.AspNetCore.Mvc.Infrastructure.ObjectResultExecutor[1]", "Executing «res», writing value of type '«type»'.",
                            res=res, type=(dto if "[" in dto else f"{asm}.Contracts.{dto}").replace("{asm}", asm))
                st = status
            ctx.step(0.001, 0.08)
            rows += two("info", inv + "[105]", "Executed action «act» in «ms»ms", act=ep, ms=f"{c.lognum(0.5, 900):.4f}")
            rows += two("info", em + "[1]", "Executed endpoint '«ep»'", ep=ep)
            rows += two("info", hd + "[2]", f"Request finished HTTP/1.1 {meth} «url» - «st» - «ct» «ms»ms", url=url, st=st,
                        ct=c.pick(["application/json;+charset=utf-8", "application/problem+json;+charset=utf-8"], 4),
                        ms=f"{c.lognum(0.5, 900):.4f}")
            return rows
        return f

    def health(ctx):
        ctx.tick()
        url = f"http://10.0.{r.randint(0, 9)}.{r.randint(2, 250)}:8080/healthz"
        hd = "Microsoft.AspNetCore.Hosting.Diagnostics"
        return (two("info", hd + "[1]", "Request starting HTTP/1.1 GET «url» - - -", url=url)
                + two("info", "Microsoft.AspNetCore.Routing.EndpointMiddleware[0]", "Executing endpoint '«ep»'", ep="Health checks")
                + two("info", "Microsoft.AspNetCore.Routing.EndpointMiddleware[1]", "Executed endpoint '«ep»'", ep="Health checks")
                + two("info", hd + "[2]", "Request finished HTTP/1.1 GET «url» - «st» - «ct» «ms»ms", url=url, st=200,
                      ct="text/plain", ms=f"{c.lognum(0.2, 5):.4f}"))

    def outbox(ctx):
        ctx.tick()
        rows = two("dbug", f"{asm}.Workers.OutboxProcessor[0]", "Outbox poll found «n» pending messages", n=c.ilog(1, 40))
        return rows

    app_frames = [(f"{asm}.Services.OrderService.PlaceAsync(CreateOrderRequest request, CancellationToken ct)", "/src/Services/OrderService.cs"),
                  (f"{asm}.Controllers.OrdersController.Create(CreateOrderRequest request)", "/src/Controllers/OrdersController.cs")]

    def unhandled(ctx):
        ctx.tick()
        rows = two("fail", "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1]", "An unhandled exception has occurred while executing the request.")
        k = r.randint(0, 2)
        if k == 0:
            rows += exc("System.InvalidOperationException: Sequence contains no elements", app_frames)
        elif k == 1:
            rows += exc("System.NullReferenceException: Object reference not set to an instance of an object.", app_frames[1:])
        else:
            rows += exc("System.Collections.Generic.KeyNotFoundException: The given key '«k»' was not present in the dictionary.",
                        app_frames, k=c.pick(REGIONS))
        return rows

    def timeout(ctx):
        ctx.tick()
        rows = two("fail", f"{asm}.Services.PaymentService[0]", "Payment for order «id» failed", id=c.ilog(1, 99999))
        rows += exc("System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of «s» seconds elapsing.",
                    app_frames[:1], ("System.TimeoutException: The operation was canceled.", {}), s=100)
        return rows

    def startup(ctx):
        ctx.tick()
        lt = "Microsoft.Hosting.Lifetime"
        return (two("warn", "Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager[35]",
                    "No XML encryptor configured. Key {«g»} may be persisted to storage in unencrypted form.", g=c.uuid())
                + two("info", lt + "[14]", "Now listening on: «u»", u="http://[::]:8080")
                + two("info", lt + "[0]", "Application started. Press Ctrl+C to shut down.")
                + two("info", lt + "[0]", "Hosting environment: «e»", e="Production")
                + two("info", lt + "[0]", "Content root path: «p»", p="/app"))

    def simple(lv, cat, body, valsf):
        def f(ctx):
            ctx.tick()
            return two(lv, cat, body, **valsf())
        return f

    def bg_crash(ctx):
        ctx.tick()
        h = "Microsoft.Extensions.Hosting.Internal.Host"
        rows = two("fail", h + "[9]", "BackgroundService failed")
        rows += exc("System.InvalidOperationException: Sequence contains no elements",
                    [(f"{asm}.Workers.OutboxProcessor.ExecuteAsync(CancellationToken stoppingToken)", "/src/Workers/OutboxProcessor.cs")])
        rows += two("crit", h + "[10]", "The HostOptions.BackgroundServiceExceptionBehavior is configured to StopHost. A BackgroundService has thrown an unhandled exception, and the IHost instance is stopping. To avoid this behavior, configure this to Ignore; however the BackgroundService will not be restarted.")
        rows += two("info", "Microsoft.Hosting.Lifetime[0]", "Application is shutting down...")
        c.t += timedelta(seconds=r.uniform(5, 40))
        return rows + startup(ctx)

    common = [(w, request(ct)) for ct in CTRLS for w in [ct[0]]]
    common += [(8, health), (5, outbox)]
    rare = [unhandled, timeout, bg_crash,
            simple("warn", "Microsoft.AspNetCore.Server.Kestrel[22]",
                   'As of "«a»", the heartbeat has been running for "«b»" which is longer than "«c»". This could be caused by thread pool starvation.',
                   lambda: {"a": c.t.strftime("%m/%d/%Y %H:%M:%S +00:00"), "b": f"00:00:0{r.randint(1, 9)}.{r.randint(1000000, 9999999)}", "c": "00:00:01"})]
    start = [startup]
    return run(c, common, rare, start)


# ==========================================================================
# 5. Rails + lograge
# ==========================================================================

RB_LV = {"DEBUG": "DEBUG", "INFO": "INFO", "WARN": "WARN", "ERROR": "ERROR", "FATAL": "FATAL"}


def make_lograge_rails(rng: random.Random) -> list[dict[str, str]]:
    c = Ctx(rng, 0.5)
    r = c.rng
    pids = [r.randint(8, 40) for _ in range(3)]
    master = 1
    cur = {"pid": pids[0]}

    def rts() -> str:
        return c.t.strftime("%Y-%m-%dT%H:%M:%S.%f")

    def rl(sev: str, body: str, tags: str = "", **vals) -> dict:
        pat = f"{sev[0]}, [«T0» #«P0»] {sev:>5} -- : " + tags + body
        return R(RB_LV[sev], pat, T0=rts(), P0=cur["pid"], **vals)

    def big(x, lo, hi):
        return f"{c.lognum(lo, hi):.2f}"

    ROUTES = [  # weight, method, path fn, format, controller, action, statuses, kind
        (22, "GET", lambda: f"/products/{c.slug()}", "html", "ProductsController", "show", [(200, 97), (404, 3)], "n"),
        (14, "GET", lambda: "/up", "html", "Rails::HealthController", "show", [(200, 1)], "n"),
        (12, "GET", lambda: f"/api/v1/orders/{c.ilog(1, 99999)}", "json", "Api::V1::OrdersController", "show", [(200, 95), (404, 5)], "n"),
        (9, "GET", lambda: "/api/v1/orders", "json", "Api::V1::OrdersController", "index", [(200, 1)], "n"),
        (8, "GET", lambda: "/", "html", "HomeController", "index", [(200, 1)], "n"),
        (6, "GET", lambda: f"/users/{c.user()}", "html", "ProfilesController", "show", [(200, 95), (404, 5)], "n"),
        (5, "POST", lambda: "/api/v1/orders", "json", "Api::V1::OrdersController", "create", [(201, 88), (422, 12)], "n"),
        (4, "POST", lambda: "/cart/items", "turbo_stream", "CartItemsController", "create", [(200, 1)], "n"),
        (4, "POST", lambda: "/login", "html", "SessionsController", "create", [(302, 85), (422, 15)], "r"),
        (2, "DELETE", lambda: "/logout", "html", "SessionsController", "destroy", [(302, 1)], "r"),
        (3, "PATCH", lambda: f"/api/v1/carts/{c.uuid()}", "json", "Api::V1::CartsController", "update", [(200, 1)], "n"),
        (3, "POST", lambda: "/webhooks/stripe", "*/*", "Webhooks::StripeController", "create", [(200, 1)], "n"),
        (2, "GET", lambda: "/admin/dashboard", "html", "Admin::DashboardController", "index", [(200, 90), (302, 10)], "n"),
        (1, "PUT", lambda: f"/api/v1/users/{c.user()}/preferences", "json", "Api::V1::PreferencesController", "update", [(204, 1)], "n"),
    ]
    tail = " host=«host» remote_ip=«ip» request_id=«rid»"
    base = "method=«m» path=«p» format=«f» controller=«ctl» action=«act» status=«st»"

    def lograge_vals(meth, path, fmt, ctl, act, st, rid, ip):
        return dict(m=meth, p=path, f=fmt, ctl=ctl, act=act, st=st, host=c.host(), ip=ip, rid=rid,
                    d=big(None, 1.5, 900), v=big(None, 0.1, 300), db=big(None, 0.1, 200))

    def request(rt):
        _, meth, pathf, fmt, ctl, act, statuses, kind = rt

        def f(ctx):
            ctx.tick()
            rid, ip, path = c.uuid(), c.ip(), pathf()
            st = r.choices([s for s, _ in statuses], [w for _, w in statuses])[0]
            tags = "[«RID»] "
            rows = []
            if ctl == "SessionsController" and act == "create" and st == 302:
                rows.append(rl("INFO", "User «email» signed in", tags, RID=rid, email=c.email()))
            if ctl == "Api::V1::OrdersController" and act == "create" and st == 201:
                rows.append(rl("INFO", "[ActiveJob] Enqueued «job» (Job ID: «jid») to Sidekiq(«q») with arguments: «args»", tags,
                               RID=rid, job="OrderConfirmationJob", jid=c.uuid(), q="mailers", args=str(c.ilog(1000, 99999))))
            if ctl == "Webhooks::StripeController":
                rows.append(rl("INFO", "Stripe webhook received: «evt» («id»)", tags, RID=rid, evt=c.pick(WEBHOOK_EVENTS), id="evt_" + c.b62(24)))
            ctx.step(0.002, 0.2)
            vals = lograge_vals(meth, path, fmt, ctl, act, st, rid, ip)
            if kind == "r" or st == 302:
                vals["loc"] = "https://" + c.host() + c.pick(["/", "/dashboard", "/login", "/account"])
                rows.append(rl("INFO", base + " duration=«d» view=«v» db=«db» location=«loc»" + tail, tags, RID=rid, **vals))
            else:
                rows.append(rl("INFO", base + " duration=«d» view=«v» db=«db»" + tail, tags, RID=rid, **vals))
            return rows
        return f

    def error_req(kind):
        def f(ctx):
            ctx.tick()
            rid, ip = c.uuid(), c.ip()
            tags = "[«RID»] "
            model = c.pick(["User", "Order", "Product", "Invoice", "Cart"])
            if kind == "nf":
                oid = c.ilog(1, 99999)
                path, ctl, act, st = f"/api/v1/{model.lower()}s/{oid}", f"Api::V1::{model}sController", "show", 404
                head, hv = "ActiveRecord::RecordNotFound (Couldn't find «model» with 'id'=«id»):", {"model": model, "id": oid}
                err = f"ActiveRecord::RecordNotFound: Couldn't find {model} with 'id'={oid}"
                trace = [("app/controllers/api/v1/base_controller.rb", "find_record"), (f"app/controllers/api/v1/{model.lower()}s_controller.rb", "show")]
            elif kind == "pm":
                path, ctl, act, st = f"/api/v1/{model.lower()}s", f"Api::V1::{model}sController", "create", 400
                pk = model.lower()
                head, hv = "ActionController::ParameterMissing (param is missing or the value is empty: «param»):", {"param": pk}
                err = f"ActionController::ParameterMissing: param is missing or the value is empty: {pk}"
                trace = [(f"app/controllers/api/v1/{model.lower()}s_controller.rb", f"{pk}_params"), (f"app/controllers/api/v1/{model.lower()}s_controller.rb", "create")]
            elif kind == "si":
                path, ctl, act, st = "/admin/reports/revenue", "Admin::ReportsController", "revenue", 500
                head, hv = "ActiveRecord::StatementInvalid (PG::QueryCanceled: ERROR:  canceling statement due to statement timeout):", {}
                err = "ActiveRecord::StatementInvalid: PG::QueryCanceled: ERROR:  canceling statement due to statement timeout"
                trace = [("app/models/report.rb", "revenue_by_day"), ("app/controllers/admin/reports_controller.rb", "revenue")]
            else:  # routing error: no app backtrace
                path = c.pick(["/wp-login.php", "/.env", "/xmlrpc.php", "/phpmyadmin/index.php", "/.git/HEAD"])
                head, hv = 'ActionController::RoutingError (No route matches [GET] "«path»"):', {"path": path}
                rows = [rl("FATAL", "  ", tags, RID=rid),
                        R("-", "[«RID»] " + head, RID=rid, **hv),
                        R("-", "[«RID»]   ", RID=rid)]
                return rows
            rows = [rl("FATAL", "  ", tags, RID=rid),
                    R("-", "[«RID»] " + head, RID=rid, **hv),
                    R("-", "[«RID»]   ", RID=rid)]
            for fl, meth in trace:
                rows.append(R("-", "[«RID»] «f»:«ln»:in `«m»'", RID=rid, f=fl, ln=r.randint(5, 120), m=meth))
            vals = lograge_vals("GET" if act in ("show", "revenue") else "POST", path, "json" if "Api" in ctl else "html", ctl, act, st, rid, ip)
            vals["err"] = "'" + err + "'"
            rows.append(rl("INFO", base + " error=«err» duration=«d» view=«v» db=«db»" + tail, tags, RID=rid, **vals))
            return rows
        return f

    JOBS = [("OrderConfirmationJob", "mailers"), ("SyncInventoryJob", "default"), ("ReindexProductJob", "low"),
            ("ChargeSubscriptionJob", "critical"), ("ExportOrdersJob", "low")]

    def job(ctx):
        ctx.tick()
        jb, q = c.pick(JOBS)
        jid = c.uuid()
        tags = "[ActiveJob] [«job»] [«jid»] "
        rows = [rl("INFO", "Performing «job» (Job ID: «jid») from Sidekiq(«q») enqueued at «t» with arguments: «args»", tags,
                   job=jb, jid=jid, q=q, t=(c.t - timedelta(seconds=c.lognum(0.01, 30))).strftime("%Y-%m-%dT%H:%M:%S.%fZ"),
                   args=str(c.ilog(1, 99999)))]
        ctx.step(0.01, 2)
        if jb == "OrderConfirmationJob":
            rows.append(rl("INFO", "Delivered mail «mid» («ms»ms)", tags, job=jb, jid=jid,
                           mid=f"{c.hexs(13)}_{c.hexs(8)}{r.randint(10, 99)}@{c.pick(['web', 'worker'])}-{c.hexs(5)}.mail", ms=f"{c.lognum(20, 2000):.1f}"))
        rows.append(rl("INFO", "Performed «job» (Job ID: «jid») from Sidekiq(«q») in «ms»ms", tags, job=jb, jid=jid, q=q,
                       ms=f"{c.lognum(2, 20000):.2f}"))
        return rows

    def job_error(ctx):
        ctx.tick()
        jid = c.uuid()
        tags = "[ActiveJob] [«job»] [«jid»] "
        rows = [rl("ERROR", "Error performing «job» (Job ID: «jid») from Sidekiq(«q») in «ms»ms: Net::ReadTimeout (Net::ReadTimeout with #<TCPSocket:(closed)>):",
                   tags, job="SyncInventoryJob", jid=jid, q="default", ms=f"{c.lognum(5000, 60000):.2f}")]
        for fl, ln, m in [("/usr/local/bundle/gems/net-protocol-0.2.2/lib/net/protocol.rb", 229, "rbuf_fill"),
                          ("/usr/local/lib/ruby/3.3.0/net/http.rb", 2351, "transport_request"),
                          ("/app/app/services/supplier_client.rb", 41, "fetch_levels"),
                          ("/app/app/jobs/sync_inventory_job.rb", 14, "perform")]:
            rows.append(R("-", "«f»:«ln»:in `«m»'", f=fl, ln=ln, m=m))
        return rows

    def cable_open(ctx):
        ctx.tick()
        rid, ip, u = c.uuid(), c.ip(), c.email()
        t = c.t.strftime("%Y-%m-%d %H:%M:%S +0000")
        ch = c.pick(["NotificationsChannel", "OrderStatusChannel", "Turbo::StreamsChannel"])
        return [rl("INFO", 'Started GET "«p»" [WebSocket] for «ip» at «t»', "[«RID»] ", RID=rid, p="/cable", ip=ip, t=t),
                rl("INFO", "Successfully upgraded to WebSocket (REQUEST_METHOD: GET, HTTP_CONNECTION: Upgrade, HTTP_UPGRADE: websocket)", "[«RID»] ", RID=rid),
                rl("INFO", "«ch» is transmitting the subscription confirmation", "[ActionCable] [«U»] ", U=u, ch=ch),
                rl("INFO", "«ch» is streaming from «s»", "[ActionCable] [«U»] ", U=u, ch=ch, s=f"{ch.lower().replace('::', ':')}:{c.user()}")]

    def cable_close(ctx):
        ctx.tick()
        rid, ip = c.uuid(), c.ip()
        t = c.t.strftime("%Y-%m-%d %H:%M:%S +0000")
        return [rl("INFO", 'Finished "«p»" [WebSocket] for «ip» at «t»', "[«RID»] ", RID=rid, p="/cable", ip=ip, t=t)]

    def started(meth):
        def f(ctx):
            ctx.tick()
            return [rl("INFO", f'Started {meth} "«p»" for «ip» at «t»', "[«RID»] ", RID=c.uuid(), p=c.path(""), ip=c.ip(),
                       t=c.t.strftime("%Y-%m-%d %H:%M:%S +0000"))]
        return f

    def simple(sev, body, valsf):
        def f(ctx):
            ctx.tick()
            return [rl(sev, body, "[«RID»] ", RID=c.uuid(), **valsf())]
        return f

    def puma(ctx):
        ver = f"6.4.{r.randint(0, 3)}"
        rows = [R("-", "[«M»] Puma starting in cluster mode...", M=master),
                R("-", '[«M»] * Puma version: «v» (ruby «rb») ("«cn»")', M=master, v=ver, rb="3.3.0-p0", cn="The Eagle of Durango"),
                R("-", "[«M»] *  Min threads: «n»", M=master, n=5),
                R("-", "[«M»] *  Max threads: «n»", M=master, n=5),
                R("-", "[«M»] *  Environment: «e»", M=master, e="production"),
                R("-", "[«M»] *   Master PID: «p»", M=master, p=master),
                R("-", "[«M»] *      Workers: «n»", M=master, n=len(pids)),
                R("-", "[«M»] *     Restarts: (✔) hot (✖) phased", M=master),
                R("-", "[«M»] * Preloading application", M=master),
                R("-", "[«M»] * Listening on «u»", M=master, u="http://0.0.0.0:3000"),
                R("-", "[«M»] Use Ctrl-C to stop", M=master)]
        for i, p in enumerate(pids):
            rows.append(R("-", "[«M»] - Worker «i» (PID: «p») booted in «s», phase: «ph»", M=master, i=i, p=p,
                          s=f"{c.lognum(0.01, 2):.2f}s", ph=0))
        return rows

    def in_worker(fn):  # every entry is handled by one Puma worker / Sidekiq process
        def g(ctx):
            cur["pid"] = r.choice(pids)
            return fn(ctx)
        return g

    common = [(w, in_worker(request(rt))) for rt in ROUTES for w in [rt[0]]]
    common += [(w, in_worker(f)) for w, f in [(10, job), (3, cable_open), (2, cable_close),
                                              (1.2, error_req("nf")), (0.5, error_req("rt"))]]
    rare = [error_req("pm"), error_req("si"), job_error, started("GET"), started("POST"),
            simple("WARN", "Can't verify CSRF token authenticity.", lambda: {}),
            simple("WARN", "Throttled «ip» on «rule»", lambda: {"ip": c.ip(), "rule": c.pick(["logins/ip", "req/ip", "api/token"])}),
            simple("ERROR", "Stripe::CardError: Your card was declined. (order «id»)", lambda: {"id": c.ilog(1000, 99999)})]
    return run(c, common, [in_worker(f) for f in rare], [puma])


# ==========================================================================
# 6. Log4j2 JSON (EcsLayout / JsonTemplateLayout, plus a legacy JSONLayout service)
# ==========================================================================

J_LV = {"TRACE": "DEBUG", "DEBUG": "DEBUG", "INFO": "INFO", "WARN": "WARN", "ERROR": "ERROR", "FATAL": "FATAL"}

JAVA_TRACES = {
    "timeout": ("java.net.SocketTimeoutException", "Read timed out", [
        "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
        "java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:314)",
        "java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
        "org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)",
        "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:915)",
        "com.acme.billing.PaymentClient.capture(PaymentClient.java:88)",
        "com.acme.billing.InvoiceService.settle(InvoiceService.java:142)"]),
    "npe": ("java.lang.NullPointerException", 'Cannot invoke "com.acme.billing.model.Account.getRegion()" because "account" is null', [
        "com.acme.billing.TaxCalculator.rateFor(TaxCalculator.java:57)",
        "com.acme.billing.DunningScheduler.run(DunningScheduler.java:73)",
        "org.springframework.scheduling.support.ScheduledMethodRunnable.run(ScheduledMethodRunnable.java:84)",
        "java.base/java.util.concurrent.Executors$RunnableAdapter.call(Executors.java:572)"]),
    "pg": ("org.postgresql.util.PSQLException", "An I/O error occurred while sending to the backend.", [
        "org.postgresql.core.v3.QueryExecutorImpl.execute(QueryExecutorImpl.java:395)",
        "org.postgresql.jdbc.PgStatement.executeInternal(PgStatement.java:498)",
        "com.zaxxer.hikari.pool.ProxyPreparedStatement.executeQuery(ProxyPreparedStatement.java:52)"]),
}


def make_log4j2_json(rng: random.Random) -> list[dict[str, str]]:
    c = Ctx(rng, 0.4)
    r = c.rng
    svc = r.choice(["billing", "billing-api", "invoicing"])
    pool = "HikariPool-1"

    def ts() -> str:
        return c.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{c.t.microsecond // 1000:03d}Z"

    def http_thread() -> str:
        return f"http-nio-8080-exec-{c.ilog(1, 11)}"

    def stack(kind: str) -> tuple[str, str, str]:
        et, em, frames = JAVA_TRACES[kind]
        return et, em, et + ": " + em + "".join("\n\tat " + f for f in frames) + (f"\n\t... {r.randint(20, 90)} more" if r.random() < 0.5 else "")

    def ecs(level, logger, thread, msg, mvals=None, mdc=False, err=None):
        items = [("@timestamp", "v", ts()), ("ecs.version", "v", "1.2.0"), ("log.level", "c", level),
                 ("message", "m", (msg, mvals or {})), ("process.thread.name", "v", thread), ("log.logger", "c", logger)]
        if mdc:
            items += [("traceId", "v", c.hexs(32)), ("spanId", "v", c.hexs(16))]
        if err:
            items += [("error.type", "v", err[0]), ("error.message", "v", err[1]), ("error.stack_trace", "v", err[2])]
        items.append(("service.name", "v", svc))
        return J(J_LV[level], items)

    def ev(level, logger, threadf, msg, mvalsf=None, mdc=False, errk=None):
        def f(ctx):
            ctx.tick()
            return [ecs(level, logger, threadf(), msg, mvalsf() if mvalsf else None, mdc, stack(errk) if errk else None)]
        return f

    def legacy(level, logger, msg, mvalsf=None):
        def f(ctx):
            ctx.tick()
            es = int(c.t.timestamp())
            items = [("instant", "f", ('{"epochSecond":«es»,"nanoOfSecond":«ns»}', {"es": es, "ns": c.t.microsecond * 1000})),
                     ("thread", "v", c.pick(["main", "report-worker-1", "report-worker-2"])), ("level", "c", level),
                     ("loggerName", "c", logger), ("message", "m", (msg, mvalsf() if mvalsf else {})),
                     ("endOfBatch", "n", r.random() < 0.3), ("loggerFqcn", "c", "org.apache.logging.log4j.spi.AbstractLogger"),
                     ("threadId", "n", c.pick([1, 31, 32])), ("threadPriority", "n", 5)]
            return [J(J_LV[level], items)]
        return f

    B = "com.acme.billing."
    inv = lambda: f"INV-{c.t.year}-{c.ilog(1, 99999):05d}"
    acct = lambda: c.pick(TENANTS)
    main = lambda: "main"
    sched = lambda: c.pick(["scheduling-1", "scheduling-2"])
    kafka = lambda: "org.springframework.kafka.KafkaListenerEndpointContainer#0-0-C-1"
    common = [
        (25, ev("INFO", B + "web.RequestLoggingFilter", http_thread, "Request completed: GET «p» status=«s» duration=«d»ms",
                lambda: {"p": c.path("/api"), "s": r.choices([200, 404, 400], [90, 7, 3])[0], "d": c.ilog(1, 900)}, mdc=True)),
        (8, ev("INFO", B + "web.RequestLoggingFilter", http_thread, "Request completed: POST «p» status=«s» duration=«d»ms",
               lambda: {"p": c.pick(["/api/invoices", "/api/payments", "/api/invoices/" + str(c.ilog(1, 9999)) + "/send"]),
                        "s": r.choices([200, 201, 400, 409], [40, 50, 6, 4])[0], "d": c.ilog(5, 2500)}, mdc=True)),
        (10, ev("DEBUG", B + "web.InvoiceController", http_thread, "Fetching invoice «id» for account «a»",
                lambda: {"id": inv(), "a": acct()}, mdc=True)),
        (8, ev("INFO", B + "InvoiceService", http_thread, 'Created invoice "«n»" for account "«a»" amount=«amt» «cur»',
               lambda: {"n": inv(), "a": acct(), "amt": c.money(), "cur": c.pick(CURRENCIES, 3)}, mdc=True)),
        (5, ev("INFO", B + "InvoiceService", sched, "Invoice «n» sent to «e»", lambda: {"n": inv(), "e": c.email()})),
        (6, ev("DEBUG", B + "kafka.InvoiceEventsListener", kafka, 'Received event "«t»" for invoice «n» from partition «p» offset «o»',
               lambda: {"t": c.pick(["invoice.created", "invoice.paid", "invoice.voided", "payment.failed"]), "n": inv(),
                        "p": r.randint(0, 5), "o": c.ilog(100, 9000000)})),
        (5, ev("DEBUG", B + "security.JwtAuthenticationFilter", http_thread, 'Authenticated user "«u»" with roles «r»',
               lambda: {"u": c.user(), "r": c.pick(["[ROLE_USER]", "[ROLE_USER, ROLE_BILLING_ADMIN]", "[ROLE_SERVICE]"])}, mdc=True)),
        (3, ev("INFO", B + "DunningScheduler", sched, "Dunning run finished: «n» reminders sent, «m» accounts suspended",
               lambda: {"n": c.ilog(1, 400), "m": r.choices([0, 1, 2, 3], [70, 15, 10, 5])[0]})),
        (2, ev("WARN", B + "PaymentClient", http_thread, 'Payment provider "«p»" returned HTTP «s», retrying in «ms» ms (attempt «a»/«mx»)',
               lambda: {"p": c.pick(PROVIDERS), "s": c.pick([429, 502, 503]), "ms": c.pick([200, 400, 800, 1600]), "a": r.randint(1, 3), "mx": 3}, mdc=True)),
        (1.5, ev("WARN", B + "TaxCalculator", http_thread, 'No tax rate configured for region "«r»", defaulting to 0%',
                 lambda: {"r": c.pick(REGIONS)}, mdc=True)),
        (1.5, ev("WARN", "org.springframework.web.servlet.mvc.method.annotation.ExceptionHandlerExceptionResolver", http_thread,
                 "Resolved [org.springframework.web.bind.MissingServletRequestParameterException: Required request parameter '«p»' for method parameter type «t» is not present]",
                 lambda: {"p": c.pick(["accountId", "from", "currency"]), "t": c.pick(["String", "LocalDate"])})),
        (1, ev("WARN", "org.springframework.web.servlet.mvc.method.annotation.ExceptionHandlerExceptionResolver", http_thread,
               "Resolved [org.springframework.web.HttpRequestMethodNotSupportedException: Request method '«m»' is not supported]",
               lambda: {"m": c.pick(["PUT", "DELETE", "PATCH"])})),
        (0.4, ev("WARN", B + "resilience.CircuitBreakerEvents", http_thread, "CircuitBreaker '«n»' changed state from CLOSED to OPEN",
               lambda: {"n": c.pick(["paymentProvider", "taxService", "fxRates"])})),
        (0.4, ev("INFO", B + "resilience.CircuitBreakerEvents", http_thread, "CircuitBreaker '«n»' changed state from OPEN to HALF_OPEN",
               lambda: {"n": c.pick(["paymentProvider", "taxService", "fxRates"])})),
        (3, legacy("INFO", "com.acme.reporting.ReportJob", "Report «n» generated in «ms» ms (rows=«r»)",
                   lambda: {"n": c.pick(["monthly-revenue", "aging-receivables", "tax-summary", "churn"]), "ms": c.ilog(50, 60000), "r": c.ilog(1, 200000)})),
        (2, legacy("INFO", "com.acme.reporting.ReportUploader", "Uploading report to s3://«b»/«k»",
                   lambda: {"b": c.pick(["acme-reports", "acme-finance-exports"]), "k": f"{c.t.strftime('%Y/%m/%d')}/{c.uuid()}.csv"})),
        (1, legacy("INFO", "com.acme.reporting.ReportJob", "Scheduled report run started")),
    ]
    rare = [
        ev("ERROR", B + "PaymentClient", http_thread, "Payment capture failed for invoice «n»", lambda: {"n": inv()}, mdc=True, errk="timeout"),
        ev("ERROR", "org.springframework.scheduling.support.TaskUtils$LoggingErrorHandler", sched, "Unexpected error occurred in scheduled task", errk="npe"),
        ev("WARN", "org.hibernate.engine.jdbc.spi.SqlExceptionHelper", http_thread, "SQL Error: «e», SQLState: «s»", lambda: {"e": 0, "s": "23505"}),
        ev("ERROR", "org.hibernate.engine.jdbc.spi.SqlExceptionHelper", http_thread,
           'ERROR: duplicate key value violates unique constraint "«c»"\n  Detail: Key (number)=(«n») already exists.',
           lambda: {"c": "invoices_number_key", "n": inv()}),
        ev("WARN", "com.zaxxer.hikari.pool.HikariPool", lambda: pool + " housekeeper",
           "«p» - Thread starvation or clock leap detected (housekeeper delta=«d»).", lambda: {"p": pool, "d": f"{r.randint(1, 5)}m{r.randint(0, 59)}s{r.randint(0, 999)}ms"}),
        ev("WARN", "com.zaxxer.hikari.pool.ProxyConnection", http_thread,
           "«p» - Connection org.postgresql.jdbc.PgConnection@«h» marked as broken because of SQLSTATE(08006), ErrorCode(0)",
           lambda: {"p": pool, "h": c.hexs(8)}, errk="pg"),
        ev("WARN", "org.apache.kafka.clients.NetworkClient", kafka,
           "[Consumer clientId=«cid», groupId=«g»] Connection to node «n» («a») could not be established. Broker may not be available.",
           lambda: {"cid": "consumer-billing-1", "g": "billing", "n": r.randint(0, 2), "a": c.pick(["kafka-0", "kafka-1"]) + ".kafka.svc/10.0.3." + str(r.randint(2, 250)) + ":9092"}),
        legacy("WARN", "com.acme.reporting.ReportJob", "Report «n» exceeded row limit; truncated to «r» rows",
               lambda: {"n": "aging-receivables", "r": 500000}),
        ev("ERROR", "org.springframework.boot.diagnostics.LoggingFailureAnalysisReporter", main,
           "\n\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\n"
           "Web server failed to start. Port «p» was already in use.\n\nAction:\n\nIdentify and stop the process that's listening on port «p» "
           "or configure this application to listen on another port.\n", lambda: {"p": 8080}),
        ev("INFO", "org.apache.kafka.clients.consumer.internals.ConsumerCoordinator", kafka,
           "[Consumer clientId=«cid», groupId=«g»] Setting offset for partition «tp» to the committed offset FetchPosition{offset=«o», offsetEpoch=Optional.empty, currentLeader=LeaderAndEpoch{leader=Optional[«b»], epoch=«e»}}",
           lambda: {"cid": "consumer-billing-1", "g": "billing", "tp": f"invoice-events-{r.randint(0, 5)}", "o": c.ilog(100, 9000000),
                    "b": f"kafka-{r.randint(0, 2)}.kafka.svc:9092 (id: {r.randint(0, 2)} rack: null)", "e": r.randint(1, 40)}),
        ev("INFO", "org.springframework.boot.web.embedded.tomcat.GracefulShutdown", lambda: "tomcat-shutdown",
           "Commencing graceful shutdown. Waiting for active requests to complete"),
    ]
    boot = "com.acme.billing.BillingApplication"
    start = [
        ev("INFO", boot, main, "Starting BillingApplication v«v» using Java «j» with PID «pid» («jar» started by «u» in «d»)",
           lambda: {"v": f"3.{r.randint(0, 20)}.{r.randint(0, 9)}", "j": "21.0.3", "pid": 1, "jar": "/app/app.jar", "u": "spring", "d": "/app"}),
        ev("INFO", boot, main, 'The following «n» profile is active: "«p»"', lambda: {"n": 1, "p": "prod"}),
        ev("INFO", "org.springframework.boot.web.embedded.tomcat.TomcatWebServer", main, "Tomcat initialized with port «p» («s»)", lambda: {"p": 8080, "s": "http"}),
        ev("INFO", "org.springframework.boot.web.servlet.context.ServletWebServerApplicationContext", main,
           "Root WebApplicationContext: initialization completed in «ms» ms", lambda: {"ms": c.ilog(400, 4000)}),
        ev("INFO", "com.zaxxer.hikari.HikariDataSource", main, "«p» - Starting...", lambda: {"p": pool}),
        ev("INFO", "com.zaxxer.hikari.pool.HikariPool", main, "«p» - Added connection org.postgresql.jdbc.PgConnection@«h»", lambda: {"p": pool, "h": c.hexs(8)}),
        ev("INFO", "com.zaxxer.hikari.HikariDataSource", main, "«p» - Start completed.", lambda: {"p": pool}),
        ev("INFO", "org.springframework.boot.web.embedded.tomcat.TomcatWebServer", main,
           "Tomcat started on port «p» («s») with context path '«cp»'", lambda: {"p": 8080, "s": "http", "cp": "/billing"}),
        ev("INFO", boot, main, "Started BillingApplication in «s» seconds (process running for «p»)",
           lambda: {"s": f"{c.lognum(3, 15):.3f}", "p": f"{c.lognum(15, 18):.2f}"}),
        ev("INFO", "org.springframework.web.servlet.DispatcherServlet", http_thread, "Initializing Servlet '«n»'", lambda: {"n": "dispatcherServlet"}),
        ev("INFO", "org.springframework.web.servlet.DispatcherServlet", http_thread, "Completed initialization in «ms» ms", lambda: {"ms": r.randint(1, 9)}),
    ]
    return run(c, common, rare, start)


# ==========================================================================

FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("structlog_kv", make_structlog_kv),
    ("zerolog_json", make_zerolog_json),
    ("phoenix_elixir", make_phoenix_elixir),
    ("aspnet_console", make_aspnet_console),
    ("lograge_rails", make_lograge_rails),
    ("log4j2_json", make_log4j2_json),
]


def _tpl_regex(tpl: str) -> re.Pattern:
    return re.compile("".join("(.+?)" if p == "<*>" else re.escape(p) for p in re.split(r"(<\*>)", tpl)), re.S)


def _self_check() -> None:
    for name, make in FORMATS:
        per_seed = []
        for seed in (0, 1):
            rows = make(random.Random(seed))
            assert len(rows) == N_ROWS, (name, seed, len(rows))
            tlevels: dict[str, set] = {}
            norm: dict[str, str] = {}
            for row in rows:
                assert set(row) == {"line", "template", "level"}, row
                assert "\n" not in row["line"] and "\r" not in row["line"], row
                assert row["level"] in VALID_LEVELS, row
                assert _tpl_regex(row["template"]).fullmatch(row["line"]), row
                tlevels.setdefault(row["template"], set()).add(row["level"])
                key = " ".join(row["template"].split())
                assert norm.setdefault(key, row["template"]) == row["template"], \
                    (name, "whitespace-only template collision", norm[key], row["template"])
            for t, lv in tlevels.items():
                assert len(lv) == 1, (name, t, lv)
            again = make(random.Random(seed))
            assert again == rows, (name, "not deterministic")
            per_seed.append((rows, tlevels))
        rows, tlevels = per_seed[0]
        counts: dict[str, int] = {}
        for row in rows:
            counts[row["template"]] = counts.get(row["template"], 0) + 1
        abnormal = [t for t, lv in tlevels.items() if lv & {"WARN", "ERROR", "FATAL"}]
        rare = sum(1 for v in counts.values() if v <= 3)
        print(f"== {name}: templates={len(tlevels)} (seed1: {len(per_seed[1][1])}) abnormal={len(abnormal)} "
              f"rare(<=3 lines)={rare} max={max(counts.values())}")
        rng = random.Random(7)
        for row in rng.sample(rows, 3):
            print("   ", row["line"][:220])
    print("OK")


if __name__ == "__main__":
    _self_check()
