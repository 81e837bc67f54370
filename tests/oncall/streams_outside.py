"""Ground-truth log corpora for a "log fold": six mixed-program streams.

Each ``make(rng)`` returns 2000 rows ``{"line", "template", "level"}`` in time
order.  Lines are produced from message *specs*: a spec is a format string with
``{name}`` for each variable; the template is the same string with every
``{name}`` replaced by ``<*>``.  A spec's level is fixed, so lines of one
template always carry one level.  Specs are emitted alone or in small groups
(e.g. a Rails request: Started / Processing / Completed / router line) that
share values such as a request id.  Message mixes are Zipf-like: a few heavy
specs, a tail of rare ones, and "forced" specs that appear a set number of
times (1-3, some only in an incident window).

General judgement calls (all formats)
-------------------------------------
* Every number is a variable, also when it never changes in practice (pids,
  ports, "+0000", exit codes, the 1 in ``status=1/FAILURE``).  A variable is a
  whole whitespace token or a whole delimited sub-field of one: the part inside
  ``[...]``/``(...)``, a ``key=value`` / ``key:value`` value, a quoted value.
  Trailing punctuation (``,`` ``:`` ``]`` ``...``) stays constant.
* Multi-token dates are one ``<*>`` per token (``May 12 10:00:00`` ->
  ``<*> <*> <*>``); month names are variables (they are part of a date).
* Free text (SQL, shell commands, exception messages, test reasons, package
  lists) is a single ``<*>`` even though it spans several tokens.
* Constants: the message words; methods (GET/POST); status *words* (OK,
  Not Found, FAILED, PASSED); state names; event/result types; response
  flags; level words.  Identifiers that *name the message kind* stay constant
  even with digits inside: Cisco mnemonics (``%LINK-3-UPDOWN``), Heroku codes
  (H12, R14), RFC 5424 SD-IDs (``req@32473``), the RFC 5424 ``<PRI>1`` token and
  pino's numeric ``"level":30`` (both are the level itself, encoded).
* Container / dyno / pod / host names are variables (host-name-like, usually
  with a replica number); program names and container *roles* (app, envoy,
  migrate, router, api) are constants.
* Level = what the line shows (level word, level letter, numeric level, PRI or
  Cisco severity digit), normalised: notice->INFO, warning->WARN,
  err/error->ERROR, crit/alert/emerg/fatal/panic->FATAL.  Lines that show no
  level marker (access logs, systemd, kernel, pytest, "Failed ..." text) get
  "-" even when they describe a failure.

Per format
----------
1. compose_stack -- ``docker compose logs`` prefix ``name-N<pad>  | `` padded
   to "postgres-1".  The container name is a variable (api is scaled to api-1
   and api-2); the padding is constant per service.  nginx: combined access log
   of the docker image (+ "$http_x_forwarded_for"); method constant, path,
   protocol, status, bytes, referer, UA, XFF variable; level "-".  nginx error
   log: ``[error]``/``[warn]``/``[notice]`` give the level, ``29#29:`` and
   ``*1234`` are single variable tokens, and the context values (client,
   server, request, upstream, host) are all variables -- the request quoted
   value is a whole variable there.  postgres: LOG->INFO, WARNING, ERROR,
   FATAL; DETAIL/HINT/STATEMENT lines show no level -> "-"; the statement is
   one free-text variable; "UTC" constant.  pino (fastify) JSON: keys, msg text,
   "method" and error "code"/"syscall" constants, other values variables;
   level from the numeric level (30 INFO, 40 WARN, 50 ERROR, 60 FATAL).  redis:
   ``1:M``/``77:C`` -> pid variable, role letter constant; ``*``->INFO,
   ``#``->WARN.  Incidents: API crash (FATAL, nginx connect() refused) and a
   redis restart (ECONNREFUSED errors from the API).
2. journal_units -- ``journalctl -o short-iso``: timestamp and host variable,
   ``prog[pid]:`` pid variable, program constant (``kernel:`` has no pid).
   systemd unit names and descriptions are variables; result types
   ('exit-code', 'oom-kill'), ``code=exited/killed`` and actions
   (Starting/Started/Finished/Stopped) are constants.  Levels: systemd, kernel,
   cron, logind, most sshd lines show none -> "-"; sshd ``error:``/``fatal:``;
   containerd ``level=``; kubelet klog letter (I/W/E).  The klog header token
   ``I0512`` is one variable (letter glued to the date), the ``file.go:123``
   location is a variable, the kubelet thread id is the pid (4 digits, so the
   ``%7d`` padding is constant).  Incident: repeated memcg OOM kills of a pod
   container (kernel + containerd + kubelet CrashLoopBackOff) and of a host
   service.
3. kubectl_all_containers -- ``kubectl logs -f --all-containers --prefix``:
   prefix ``[pod/<name>/<container>]``; pod name variable, container role
   constant.  The init container (pg_isready + alembic) comes first, then the
   app and envoy interleave.  app: Go slog logfmt; level from ``level=``;
   ``msg`` text, method and boolean ``hit=true/false`` constant, other values
   variables (quoted ``err=``/``query=`` values are whole variables).  envoy
   access log (default format): no level -> "-"; method and RESPONSE_FLAGS
   (-, UF, UT, DC) constant, "-" placeholders constant where always "-".
   envoy's own log: ``[ts][tid][level][logger] [file:line]`` -> level from
   the level field, logger constant, thread and source location variable.
4. gitlab_ci_job -- a job trace with ANSI colour codes removed and each ``\\r``
   turned into a line break (so ``section_start:<ts>:<name>`` stands on its own
   line).  Section names are variables (arbitrary identifiers, also custom
   ones).  ``$ command`` -> one template ``$ <*>``.  BuildKit: step ``#N``,
   ``[stage i/n]`` parts, elapsed seconds, sizes, digests are variables;
   instructions (FROM/RUN/COPY) constant, their arguments one free-text
   variable.  pip/npm/vite lines run inside BuildKit keep the ``#N <secs>``
   prefix.  pytest -v with console_output_style=classic (no progress column):
   status words constant.  The ``=`` fill around the final summary depends on
   the numbers, so the two bars are variables; fixed-title bars are constant.
   Levels: ``WARNING:``/``WARNING!``/``npm WARN``->WARN, ``ERROR:`` and pytest's
   summary-line prefix ``ERROR <test> - ...``->ERROR, pip ``[notice]``->INFO,
   everything else "-" (the per-test status words PASSED/FAILED/ERROR after a
   test id are statuses, not levels).  Ends with ``ERROR: Job failed``.
5. syslog_mixed_hosts -- one rsyslog file: Linux hosts in the traditional
   file format (``Mmm dd hh:mm:ss host tag[pid]: msg``, no PRI -> level only
   from ``error:``/``warning:`` in the text, else "-"); a Cisco switch relayed
   as ``<host> <seq>: <device time> UTC: %FAC-SEV-MNEMONIC: text`` with the
   level from SEV (0-2 FATAL, 3 ERROR, 4 WARN, 5-6 INFO, 7 DEBUG); an
   appliance written through a per-input RFC 5424 template
   (``<PRI>1 ts host app procid MSGID [SD] msg``): level from PRI % 8, app
   name and MSGID constant, SD param values variables.  The day field is
   space padded ("May  3"); a corpus never crosses a day, so the padding is
   constant within one corpus.  Cisco interface names are variables, the
   up/down state constant.
6. heroku_router_app -- ``heroku logs``: ``<ts> source[dyno]:``; ``router``,
   ``api`` constant, dyno names (web.1, worker.1) variables.  Router: ``at=``
   gives the level; method, code, desc, sock constant; path, host, request_id,
   fwd, dyno, connect, service, status, bytes variables (H10's empty
   ``dyno= connect=`` stay constant); protocol=https constant.  Rails logger
   ``L, [ts #pid] LEVEL -- : [request-id] msg``: level from the word;
   controller#action, params and exception text variable; response status
   number variable, reason phrase constant.  Sidekiq ``INFO:/WARN:/ERROR:``
   give the level, job class and jid variables, start/done/fail constant.
   ``heroku[dyno]`` lines: "Error R14/R15" -> ERROR, state changes and process
   messages "-"; state names constant.
"""
from __future__ import annotations

import math
import random
import re
from datetime import datetime, timezone
from typing import Callable

_VAR = re.compile(r"\{([a-z_][a-z0-9_]*)\}")
LEVELS = {"DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"}
TOTAL = 2000


# --------------------------------------------------------------------------
# engine
# --------------------------------------------------------------------------
class Spec:
    __slots__ = ("fmt", "level", "fixed", "names", "tpl")

    def __init__(self, fmt: str, level: str = "-", **fixed):
        assert level in LEVELS, level
        assert "\n" not in fmt and "\r" not in fmt
        self.fmt, self.level, self.fixed = fmt, level, fixed
        self.names = _VAR.findall(fmt)
        self.tpl = _VAR.sub("<*>", fmt)


class Ev:
    """One event = one spec or a group of specs sharing values."""

    __slots__ = ("seq", "w", "n", "win", "fixed", "step")

    def __init__(self, *seq, w=0.0, n=None, win=(0.02, 0.97), step=(0.0005, 0.03), **fixed):
        self.seq, self.w, self.n, self.win, self.fixed, self.step = list(seq), w, n, win, fixed, step


class Pool:
    """Zipf-skewed choice from a list."""

    def __init__(self, items, s=1.1):
        self.items = list(items)
        acc, self.cum = 0.0, []
        for i in range(len(self.items)):
            acc += 1.0 / (i + 1) ** s
            self.cum.append(acc)

    def __call__(self, r, c=None):
        return r.choices(self.items, cum_weights=self.cum)[0]


def Wt(*pairs):
    """Weighted choice among (value, weight) pairs."""
    vals = [p[0] for p in pairs]
    cum, acc = [], 0.0
    for p in pairs:
        acc += p[1]
        cum.append(acc)
    return lambda r, c=None: r.choices(vals, cum_weights=cum)[0]


def K(value):
    return lambda r, c=None: value


def check_unique(specs):
    seen = {}
    for s in specs:
        if id(s) in seen.values():
            continue
        assert s.tpl not in seen, "duplicate template: " + s.tpl
        seen[s.tpl] = id(s)


class Builder:
    def __init__(self, rng, gens, t0, fresh=()):
        self.r, self.g, self.t, self.fresh, self.rows = rng, gens, float(t0), set(fresh), []
        self.specs = []

    def line(self, spec, vals):
        r, ctx, done = self.r, {"t": self.t, "v": vals}, set()
        for n in spec.names:
            if n in done:
                continue
            done.add(n)
            if n in spec.fixed:
                f = spec.fixed[n]
                vals[n] = f if isinstance(f, str) else str(f(r, ctx))
            elif n in vals and n not in self.fresh:
                continue
            else:
                vals[n] = str(self.g[n](r, ctx))
        line = _VAR.sub(lambda m: vals[m.group(1)], spec.fmt)
        self.rows.append({"line": line, "template": spec.tpl, "level": spec.level})

    def emit(self, spec, dt=0.0, **kv):
        self.t += dt
        self.line(spec, dict(kv))

    def ev(self, ev, **kv):
        vals, ctx = {}, {"t": self.t, "v": None}
        ctx["v"] = vals
        for k, f in ev.fixed.items():
            vals[k] = f if isinstance(f, str) else str(f(self.r, ctx))
        vals.update(kv)
        for i, s in enumerate(ev.seq):
            if i:
                self.t += self.r.uniform(*ev.step)
            self.line(s, vals)

    def mix(self, evs, gap, total=TOTAL):
        r = self.r
        allspecs = [s for e in evs for s in e.seq]
        check_unique(allspecs)
        forced = []
        for k, e in enumerate(evs):
            if e.n:
                for j in range(r.randint(*e.n)):
                    forced.append((r.uniform(*e.win), k, j, e))
        forced.sort(key=lambda x: (x[0], x[1], x[2]))
        pool = [e for e in evs if not e.n and e.w > 0]
        cum, acc = [], 0.0
        for e in pool:
            acc += e.w
            cum.append(acc)
        fi, start = 0, len(self.rows)
        span = total - start
        while len(self.rows) < total:
            frac = (len(self.rows) - start) / span
            if fi < len(forced) and forced[fi][0] <= frac:
                e = forced[fi][3]
                fi += 1
            else:
                e = r.choices(pool, cum_weights=cum)[0]
            self.t += r.expovariate(1.0 / gap)
            self.ev(e)
        del self.rows[total:]
        return self.rows


# --------------------------------------------------------------------------
# value helpers
# --------------------------------------------------------------------------
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def _d(t):
    return datetime.fromtimestamp(t, timezone.utc)


def hx(r, n):
    return f"{r.getrandbits(4 * n):0{n}x}"


def uuid4(r):
    h = hx(r, 32)
    h = h[:12] + "4" + h[13:16] + "89ab"[r.getrandbits(2)] + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def lnum(r, median, sigma, lo=0, hi=10 ** 12):
    return int(min(hi, max(lo, median * math.exp(r.gauss(0, sigma)))))


def lflt(r, median, sigma, nd=3, lo=0.0):
    return f"{max(lo, median * math.exp(r.gauss(0, sigma))):.{nd}f}"


def fill_hash(r, pat):
    """Replace '#' with an id and '%' with a short hex in a pattern."""
    out = []
    for ch in pat:
        if ch == "#":
            out.append(str(lnum(r, 900, 1.6, 1, 999999)))
        elif ch == "%":
            out.append(hx(r, 8))
        else:
            out.append(ch)
    return "".join(out)


def rand_ips(r, n, firsts):
    return [f"{r.choice(firsts)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}" for _ in range(n)]


PUBLIC = (23, 31, 45, 52, 66, 73, 81, 91, 103, 109, 142, 151, 176, 185, 188, 203, 212)

UAS = [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
    "okhttp/4.12.0",
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36",
    "curl/8.5.0",
    "kube-probe/1.29",
    "python-requests/2.31.0",
    "Go-http-client/1.1",
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
]

USERS = ["deploy", "ubuntu", "jsmith", "akumar", "mchen", "ops", "lgarcia", "ci-runner", "backup", "tnguyen"]
BAD_USERS = ["admin", "test", "oracle", "user", "ubnt", "git", "postgres", "guest", "ftpuser", "pi", "support", "hadoop"]


def t0_of(r):
    # some day in 2024/2025, 01:00-09:00 UTC so a corpus never crosses a day
    base = 1704067200 + r.randint(0, 540) * 86400
    return base + r.randint(3600, 9 * 3600) + r.random()


# ==========================================================================
# 1. compose_stack
# ==========================================================================
def make_compose_stack(rng: random.Random) -> list[dict[str, str]]:
    WID = len("postgres-1")

    def pfx(var, name):
        return "{%s}%s  | " % (var, " " * (WID - len(name)))

    NG, PG, AP, RD = pfx("cn", "nginx-1"), pfx("cp", "postgres-1"), pfx("ca", "api-1"), pfx("cr", "redis-1")
    xff = Pool(rand_ips(rng, 90, PUBLIC), 1.05)
    api_ip = {"api-1": "172.18.0.4", "api-2": "172.18.0.6"}
    api_host = {"api-1": hx(rng, 12), "api-2": hx(rng, 12)}
    api_pid = {"api-1": str(rng.randint(17, 40)), "api-2": str(rng.randint(17, 40))}
    gets = Pool(["/api/v1/products?page=#", "/api/v1/products/#", "/api/v1/cart", "/api/v1/orders?status=open",
                 "/api/v1/orders/#", "/api/v1/users/me", "/healthz", "/api/v1/categories", "/api/v1/search?q=%",
                 "/static/js/main.%.js", "/api/v1/products/#/reviews", "/favicon.ico", "/api/v1/recommendations",
                 "/api/v1/orders/#/invoice.pdf", "/robots.txt", "/.env", "/wp-login.php"], 1.15)
    writes = Pool(["/api/v1/cart/items", "/api/v1/orders", "/api/v1/sessions", "/api/v1/payments",
                   "/api/v1/users", "/api/v1/uploads", "/api/v1/orders/#/cancel", "/api/v1/events"], 1.2)
    puts = Pool(["/api/v1/cart/items/#", "/api/v1/users/me", "/api/v1/orders/#/address", "/api/v1/products/#"], 1.0)
    dels = Pool(["/api/v1/cart/items/#", "/api/v1/sessions/current", "/api/v1/users/me/cards/#"], 1.0)
    sqls = Pool([
        'SELECT "o".* FROM "orders" "o" WHERE "o"."customer_id" = $1 ORDER BY "o"."created_at" DESC LIMIT $2',
        "UPDATE inventory SET quantity = quantity - $1 WHERE sku = $2 AND quantity >= $1",
        "INSERT INTO users (email, password_hash, created_at) VALUES ($1, $2, now()) RETURNING id",
        "SELECT count(*) FROM order_items oi JOIN products p ON p.id = oi.product_id WHERE oi.created_at > now() - interval '7 days'",
        'SELECT p.id, p.name, p.price_cents FROM products p WHERE p.search_vector @@ plainto_tsquery($1) LIMIT 50',
        "DELETE FROM sessions WHERE expires_at < now()",
        "INSERT INTO order_items (order_id, product_id, quantity, price_cents) VALUES ($1, $2, $3, $4)",
    ], 1.0)
    uniq = Pool([("users_email_key", "email", "@"), ("orders_pkey", "id", "#"),
                 ("cart_items_cart_id_product_id_key", "cart_id, product_id", "#, #"),
                 ("payments_idempotency_key_key", "idempotency_key", "%")], 1.0)

    def uniq_gen(r, c):
        con, cols, pat = uniq(r)
        val = f"{r.choice(['anna', 'bob', 'chen', 'dmitri', 'eve', 'farah'])}{r.randint(1, 99)}@example.com" \
            if pat == "@" else fill_hash(r, pat)
        c["v"]["kcols"], c["v"]["kval"] = cols, val
        return con

    def req_gen(r, c):
        m = Wt(("GET", 6), ("POST", 3))(r)
        p = fill_hash(r, gets(r) if m == "GET" else writes(r))
        c["v"]["upstream"] = f"http://{Pool(list(api_ip.values()), 0.1)(r)}:3000{p}"
        return f"{m} {p} HTTP/1.1"

    def rdate(r, c):
        d = _d(c["t"])
        c["v"]["rmon"], c["v"]["ryear"] = MONTHS[d.month - 1], str(d.year)
        c["v"]["rtime"] = d.strftime("%H:%M:%S.") + f"{d.microsecond // 1000:03d}"
        return f"{d.day:02d}"

    g = {
        "cn": K("nginx-1"), "cp": K("postgres-1"), "cr": K("redis-1"),
        "ca": Pool(["api-1", "api-2"], 0.15),
        "nip": Wt(("172.18.0.1", 96), ("172.18.0.9", 4)),
        "ntime": lambda r, c: _d(c["t"]).strftime("%d/%b/%Y:%H:%M:%S"),
        "ntz": K("+0000"),
        "path": lambda r, c: fill_hash(r, gets(r)),
        "wpath": lambda r, c: fill_hash(r, writes(r)),
        "upath": lambda r, c: fill_hash(r, puts(r)),
        "dpath": lambda r, c: fill_hash(r, dels(r)),
        "proto": Wt(("HTTP/1.1", 85), ("HTTP/2.0", 15)),
        "st_get": Wt(("200", 880), ("304", 60), ("404", 30), ("499", 8), ("502", 4), ("301", 10)),
        "st_post": Wt(("201", 500), ("200", 300), ("400", 60), ("401", 30), ("422", 40), ("409", 10), ("500", 6)),
        "st_put": Wt(("200", 90), ("204", 20), ("400", 5), ("404", 3)),
        "st_del": Wt(("204", 90), ("404", 10)),
        "nbytes": lambda r, c: lnum(r, 1400, 1.3, 0, 5_000_000),
        "ref": Wt(("-", 70), ("https://shop.example.com/", 15), ("https://shop.example.com/cart", 8),
                  ("https://www.google.com/", 5), ("https://shop.example.com/products", 6)),
        "ua": Pool(UAS, 1.0),
        "xff": xff,
        "ndate": lambda r, c: _d(c["t"]).strftime("%Y/%m/%d"),
        "ntm": lambda r, c: _d(c["t"]).strftime("%H:%M:%S"),
        "ngpid": lambda r, c: (lambda p: f"{p}#{p}")(Pool(["29", "30", "31", "32"], 0.3)(r)),
        "ngpid1": K("1#1"),
        "conn": lambda r, c: "*" + str(lnum(r, 4000, 1.2, 1)),
        "errno": K("111"),
        "errno110": K("110"),
        "errno2": K("2"),
        "server": K("localhost"),
        "req": req_gen,
        "hosthdr": Wt(("localhost:8080", 30), ("shop.example.com", 70)),
        "tmpf": lambda r, c: f"/var/cache/nginx/proxy_temp/{r.randint(0, 9)}/{r.randint(0, 99):02d}/{r.randint(1, 99999):010d}",
        "ctmp": lambda r, c: f"/var/cache/nginx/client_temp/{r.randint(1, 99999):010d}",
        "wpid": lambda r, c: str(r.randint(29, 32)),
        "ngver": K("nginx/1.25.5"),
        # postgres
        "pdate": lambda r, c: _d(c["t"]).strftime("%Y-%m-%d"),
        "ptime": lambda r, c: _d(c["t"]).strftime("%H:%M:%S.") + f"{_d(c['t']).microsecond // 1000:03d}",
        "ppid": lambda r, c: str(lnum(r, 900, 0.8, 60, 32000)),
        "pms": lambda r, c: lflt(r, 1400, 0.7, 3, 500.0),
        "sql": sqls,
        "con": uniq_gen,
        "rel": Pool(["order_items_archive", "tmp_import_products", "audit_log_2023"], 1.0),
        "chr": lambda r, c: str(r.randint(14, 60)),
        "puser": Pool(["reporting", "metabase", "app", "readonly"], 1.0),
        "hbaline": lambda r, c: str(r.choice([100, 128, 131])),
        "hbafile": K("/var/lib/postgresql/data/pg_hba.conf"),
        "hbatext": K("host all all all scram-sha-256"),
        "dl1": lambda r, c: str(r.randint(100, 9000)), "dl2": lambda r, c: str(r.randint(700000, 900000)),
        "dl3": lambda r, c: str(r.randint(100, 9000)),
        "ck_buf": lambda r, c: str(lnum(r, 300, 1.0, 1)), "ck_pct": lambda r, c: lflt(r, 1.2, 0.9, 1),
        "ck_add": K("0"), "ck_rem": K("0"), "ck_rec": lambda r, c: str(r.randint(0, 3)),
        "ck_w": lambda r, c: lflt(r, 25, 0.6, 3), "ck_s": lambda r, c: lflt(r, 0.004, 0.8, 3),
        "ck_t": lambda r, c: f"{float(c['v']['ck_w']) + float(c['v']['ck_s']) + 0.01:.3f}", "ck_sf": lambda r, c: str(r.randint(5, 90)),
        "ck_l": lambda r, c: lflt(r, 0.002, 0.8, 3), "ck_a": lambda r, c: lflt(r, 0.001, 0.6, 3),
        "ck_d": lambda r, c: str(lnum(r, 4000, 1.0, 1)), "ck_e": lambda r, c: str(lnum(r, 6000, 0.6, 1)),
        "ck_lsn": lambda r, c: f"0/{r.randint(0x1000000, 0x9FFFFFF):X}", "ck_rlsn": lambda r, c: f"0/{r.randint(0x1000000, 0x9FFFFFF):X}",
        # pino
        "ms": lambda r, c: str(int(c["t"] * 1000)),
        "apid": lambda r, c: api_pid[c["v"]["ca"]],
        "ahost": lambda r, c: api_host[c["v"]["ca"]],
        "reqid": lambda r, c: "req-" + format_b36(lnum(r, 3000, 1.0, 1)),
        "url": lambda r, c: fill_hash(r, gets(r)),
        "wurl": lambda r, c: fill_hash(r, writes(r)),
        "uurl": lambda r, c: fill_hash(r, puts(r)),
        "durl": lambda r, c: fill_hash(r, dels(r)),
        "hh": Wt(("shop.example.com", 80), ("localhost:3000", 20)),
        "rip": lambda r, c: "172.18.0.2",
        "rport": lambda r, c: str(r.randint(32768, 60999)),
        "sc": Wt(("200", 85), ("201", 8), ("304", 4), ("404", 3), ("400", 2), ("500", 1)),
        "rt": lambda r, c: f"{max(0.3, r.lognormvariate(2.3, 0.9)):.6f}".rstrip("0"),
        "dms": lambda r, c: str(lnum(r, 1500, 0.5, 1000)),
        "qname": Pool(["orders.findMany", "products.search", "inventory.reserve", "users.findUnique", "reports.daily"]),
        "etype": Pool(["Error", "PrismaClientKnownRequestError", "TypeError", "FetchError"], 1.0),
        "emsg": Pool(["Invalid `prisma.order.create()` invocation: Unique constraint failed on the fields: (`id`)",
                      "request to http://payments:8080/charge failed, reason: socket hang up",
                      "Cannot read properties of null (reading 'price')",
                      "Payment provider returned 502"], 1.0),
        "stk": lambda r, c: "Error: see message\\n    at " + Pool(["OrderService.create (/app/dist/services/order.js:",
                                                                  "PaymentClient.charge (/app/dist/clients/payment.js:",
                                                                  "CartController.checkout (/app/dist/routes/cart.js:"])(r)
        + f"{r.randint(20, 300)}:{r.randint(5, 40)})\\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
        "job": Pool(["send-order-email", "sync-inventory", "recalculate-recommendations", "expire-carts"], 1.1),
        "jid": lambda r, c: str(lnum(r, 30000, 0.8, 1)),
        "uid": lambda r, c: uuid4(r),
        "listen": Wt(("http://127.0.0.1:3000", 1), ("http://172.18.0.4:3000", 1)),
        "redip": K("172.18.0.3:6379"), "redaddr": K("172.18.0.3"), "redport": K("6379"), "rerrno": K("-111"),
        # redis
        "rp": K("1"),
        "bgpid": lambda r, c: str(r.randint(20, 9000)),
        "rday": rdate,
        "chg": lambda r, c: (lambda p: (c["v"].__setitem__("secs", p[1]), p[0])[1])(
            Wt((("100", "300"), 60), (("10000", "60"), 25), (("1", "3600"), 15))(r)),
        "cow1": lambda r, c: str(lnum(r, 2, 0.8, 0, 64)), "cow2": lambda r, c: str(lnum(r, 2, 0.8, 0, 64)),
        "cow3": lambda r, c: str(lnum(r, 1, 0.8, 0, 64)),
        "backlog": K("511"), "somax": K("128"),
        "rver": K("7.2.4"), "rbits": K("64"), "rcommit": K("00000000"), "rmod": K("0"), "rdl": lambda r, c: lflt(r, 0.02, 0.6, 3),
    }

    # ---- nginx
    A = NG + '{nip} - - [{ntime} {ntz}] '
    TAIL = ' "{ref}" "{ua}" "{xff}"'
    n_get = Spec(A + '"GET {path} {proto}" {st_get} {nbytes}' + TAIL)
    n_post = Spec(A + '"POST {wpath} {proto}" {st_post} {nbytes}' + TAIL)
    n_put = Spec(A + '"PUT {upath} {proto}" {st_put} {nbytes}' + TAIL)
    n_del = Spec(A + '"DELETE {dpath} {proto}" {st_del} {nbytes}' + TAIL)
    n_opt = Spec(A + '"OPTIONS {wpath} {proto}" {st_del} {nbytes}' + TAIL, st_del=Wt(("204", 1)))
    n_head = Spec(A + '"HEAD {path} {proto}" {st_get} {nbytes}' + TAIL, nbytes=K("0"))
    n_empty = Spec(A + '"-" {st_get} {nbytes} "-" "-" "-"', st_get=K("400"), nbytes=K("0"))
    E_ = NG + "{ndate} {ntm} "
    CTX = ', client: {nip}, server: {server}, request: "{req}", upstream: "{upstream}", host: "{hosthdr}"'
    n_refused = Spec(E_ + "[error] {ngpid}: {conn} connect() failed ({errno}: Connection refused) while connecting to upstream" + CTX, "ERROR")
    n_timeout = Spec(E_ + "[error] {ngpid}: {conn} upstream timed out ({errno110}: Connection timed out) while reading response header from upstream" + CTX, "ERROR")
    n_buffered = Spec(E_ + "[warn] {ngpid}: {conn} an upstream response is buffered to a temporary file {tmpf} while reading upstream" + CTX, "WARN")
    n_open = Spec(E_ + '[error] {ngpid}: {conn} open() "/usr/share/nginx/html{path}" failed ({errno2}: No such file or directory), client: {nip}, server: {server}, request: "GET {path} HTTP/1.1", host: "{hosthdr}"', "ERROR",
                  path=Pool(["/favicon.ico", "/robots.txt", "/apple-touch-icon.png"]))
    n_cbuf = Spec(E_ + '[warn] {ngpid}: {conn} a client request body is buffered to a temporary file {ctmp}, client: {nip}, server: {server}, request: "POST /api/v1/uploads HTTP/1.1", host: "{hosthdr}"', "WARN")
    n_worker = Spec(E_ + "[notice] {ngpid1}: start worker process {wpid}", "INFO")
    n_sig = Spec(E_ + "[notice] {ngpid1}: signal process started", "INFO")

    # ---- postgres
    P_ = PG + "{pdate} {ptime} UTC [{ppid}] "
    p_stmt = Spec(P_ + "STATEMENT:  {sql}")
    p_slow = Spec(P_ + "LOG:  duration: {pms} ms  execute <unnamed>: {sql}", "INFO")
    p_ckst = Spec(P_ + "LOG:  checkpoint starting: time", "INFO", ppid=K("27"))
    p_ckdone = Spec(P_ + "LOG:  checkpoint complete: wrote {ck_buf} buffers ({ck_pct}%); {ck_add} WAL file(s) added, {ck_rem} removed, "
                    "{ck_rec} recycled; write={ck_w} s, sync={ck_s} s, total={ck_t} s; sync files={ck_sf}, longest={ck_l} s, "
                    "average={ck_a} s; distance={ck_d} kB, estimate={ck_e} kB; lsn={ck_lsn}, redo lsn={ck_rlsn}", "INFO", ppid=K("27"))
    p_dup = Spec(P_ + 'ERROR:  duplicate key value violates unique constraint "{con}"', "ERROR")
    p_dupd = Spec(P_ + "DETAIL:  Key ({kcols})=({kval}) already exists.")
    p_norel = Spec(P_ + 'ERROR:  relation "{rel}" does not exist at character {chr}', "ERROR")
    p_cancel = Spec(P_ + "ERROR:  canceling statement due to statement timeout", "ERROR")
    p_dead = Spec(P_ + "ERROR:  deadlock detected", "ERROR")
    p_deadd = Spec(P_ + "DETAIL:  Process {ppid} waits for ShareLock on transaction {dl2}; blocked by process {dl3}.")
    p_hint = Spec(P_ + "HINT:  See server log for query details.")
    p_auth = Spec(P_ + 'FATAL:  password authentication failed for user "{puser}"', "FATAL")
    p_authd = Spec(P_ + 'DETAIL:  Connection matched file "{hbafile}" line {hbaline}: "{hbatext}"')
    p_term = Spec(P_ + "FATAL:  terminating connection due to administrator command", "FATAL")
    p_reset = Spec(P_ + "LOG:  could not receive data from client: Connection reset by peer", "INFO")
    p_eof = Spec(P_ + "LOG:  unexpected EOF on client connection with an open transaction", "INFO")
    p_notx = Spec(P_ + "WARNING:  there is no transaction in progress", "WARN")

    # ---- pino / fastify
    J = AP + '{"level":%s,"time":{ms},"pid":{apid},"hostname":"{ahost}",'
    REQ = '"reqId":"{reqid}","req":{"method":"%s","url":"{%s}","hostname":"{hh}","remoteAddress":"{rip}","remotePort":{rport}},"msg":"incoming request"}'
    j_get = Spec(J % "30" + REQ % ("GET", "url"), "INFO")
    j_post = Spec(J % "30" + REQ % ("POST", "wurl"), "INFO")
    j_put = Spec(J % "30" + REQ % ("PUT", "uurl"), "INFO")
    j_del = Spec(J % "30" + REQ % ("DELETE", "durl"), "INFO")
    j_done = Spec(J % "30" + '"reqId":"{reqid}","res":{"statusCode":{sc}},"responseTime":{rt},"msg":"request completed"}', "INFO")
    j_slow = Spec(J % "40" + '"reqId":"{reqid}","durationMs":{dms},"query":"{qname}","msg":"slow query"}', "WARN")
    j_tok = Spec(J % "40" + '"reqId":"{reqid}","userId":"{uid}","msg":"invalid or expired token"}', "WARN")
    j_err = Spec(J % "50" + '"reqId":"{reqid}","err":{"type":"{etype}","message":"{emsg}","stack":"{stk}"},"msg":"{emsg}"}', "ERROR")
    j_job = Spec(J % "30" + '"job":"{job}","jobId":"{jid}","durationMs":{dms},"msg":"job completed"}', "INFO",
                 dms=lambda r, c: str(lnum(r, 120, 1.0, 2)))
    j_redis = Spec(J % "50" + '"err":{"type":"Error","message":"connect ECONNREFUSED {redip}","stack":"Error: connect ECONNREFUSED {redip}\\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)","errno":{rerrno},"code":"ECONNREFUSED","syscall":"connect","address":"{redaddr}","port":{redport}},"msg":"redis connection error"}', "ERROR")
    j_fatal = Spec(J % "60" + '"err":{"type":"TypeError","message":"Cannot read properties of undefined (reading \'{prop}\')","stack":"TypeError: Cannot read properties of undefined (reading \'{prop}\')\\n    at OrderService.toDto (/app/dist/services/order.js:{lno}:31)"},"msg":"uncaught exception, shutting down"}', "FATAL",
                   prop=Pool(["id", "items", "customer"]), lno=lambda r, c: str(r.randint(40, 200)))
    j_listen = Spec(J % "30" + '"msg":"Server listening at {listen}"}', "INFO")

    # ---- redis
    R_ = RD + "{rp}:M {rday} {rmon} {ryear} {rtime} "
    RC = RD + "{bgpid}:C {rday} {rmon} {ryear} {rtime} "
    r_save = Spec(R_ + "* {chg} changes in {secs} seconds. Saving...", "INFO")
    r_bg = Spec(R_ + "* Background saving started by pid {bgpid}", "INFO")
    r_saved = Spec(RC + "* DB saved on disk", "INFO")
    r_cow = Spec(RC + "* Fork CoW for RDB: current {cow1} MB, peak {cow2} MB, average {cow3} MB", "INFO")
    r_ok = Spec(R_ + "* Background saving terminated with success", "INFO")
    r_start = Spec(RD + "{rp}:C {rday} {rmon} {ryear} {rtime} # oO0OoO0OoO0Oo Redis is starting oO0OoO0OoO0Oo", "WARN")
    r_ver = Spec(RD + "{rp}:C {rday} {rmon} {ryear} {rtime} # Redis version={rver}, bits={rbits}, commit={rcommit}, modified={rmod}, pid={rp}, just started", "WARN")
    r_backlog = Spec(R_ + "# WARNING: The TCP backlog setting of {backlog} cannot be enforced because /proc/sys/net/core/somaxconn is set to the lower value of {somax}.", "WARN")
    r_init = Spec(R_ + "* Server initialized", "INFO")
    r_loaded = Spec(R_ + "* DB loaded from disk: {rdl} seconds", "INFO")
    r_ready = Spec(R_ + "* Ready to accept connections tcp", "INFO")

    b = Builder(rng, g, t0_of(rng), fresh={"ntime", "ndate", "ntm", "pdate", "ptime", "ms", "rday"})
    # startup burst
    b.ev(Ev(Spec(NG + "/docker-entrypoint.sh: Configuration complete; ready for start up")))
    for _ in range(2):
        b.ev(Ev(j_listen), ca=["api-1", "api-2"][_])
    b.ev(Ev(n_worker, n_worker, n_worker, n_worker))
    evs = [
        Ev(n_get, w=420), Ev(j_get, j_done, w=260), Ev(n_post, w=90), Ev(j_post, j_done, w=70),
        Ev(n_put, w=20), Ev(j_put, j_done, w=14), Ev(n_del, w=8), Ev(j_del, j_done, w=5),
        Ev(n_opt, w=4), Ev(n_head, n=(1, 3)), Ev(n_empty, n=(2, 5)),
        Ev(p_slow, w=22), Ev(p_ckst, w=4), Ev(p_ckdone, w=4), Ev(p_dup, p_dupd, p_stmt, w=4),
        Ev(p_norel, p_stmt, n=(1, 2)), Ev(p_cancel, p_stmt, w=2), Ev(p_dead, p_deadd, p_hint, p_stmt, n=(1, 2)),
        Ev(p_auth, p_authd, n=(2, 6), win=(0.7, 0.8)), Ev(p_reset, w=3), Ev(p_eof, n=(1, 3)), Ev(p_notx, w=1),
        Ev(j_slow, w=7), Ev(j_tok, w=5), Ev(j_err, w=3), Ev(j_job, w=25),
        Ev(r_save, r_bg, r_saved, r_cow, r_ok, w=3, step=(0.001, 0.12)),
        Ev(n_timeout, w=2), Ev(n_buffered, w=3), Ev(n_open, w=4), Ev(n_cbuf, n=(1, 3)),
        # incident 1: api-2 crashes, nginx cannot connect, api-2 comes back
        Ev(j_fatal, p_reset, n=(1, 1), win=(0.40, 0.40), ca="api-2"),
        Ev(n_refused, n=(4, 9), win=(0.401, 0.42)),
        Ev(j_listen, n=(1, 1), win=(0.421, 0.421), ca="api-2", listen="http://0.0.0.0:3000"),
        # incident 2: redis restarts
        Ev(r_start, r_ver, r_backlog, r_init, r_loaded, r_ready, n=(1, 1), win=(0.62, 0.62), step=(0.0005, 0.004)),
        Ev(j_redis, n=(5, 12), win=(0.60, 0.62)),
        Ev(n_sig, n=(1, 1), win=(0.85, 0.9)),
    ]
    return b.mix(evs, gap=0.45)


def format_b36(n):
    s, digs = "", "0123456789abcdefghijklmnopqrstuvwxyz"
    while True:
        n, k = divmod(n, 36)
        s = digs[k] + s
        if not n:
            return s


# ==========================================================================
# 2. journal_units
# ==========================================================================
def make_journal_units(rng: random.Random) -> list[dict[str, str]]:
    host = rng.choice(["ip-10-0-3-17", "k8s-node-07", "prod-worker-2b", "node-a14"])
    timers = Pool([("logrotate.service", "Rotate log files"),
                   ("sysstat-collect.service", "system activity accounting tool"),
                   ("apt-daily.service", "Daily apt download activities"),
                   ("systemd-tmpfiles-clean.service", "Cleanup of Temporary Directories"),
                   ("man-db.service", "Daily man-db regeneration"),
                   ("certbot.service", "Certbot"),
                   ("fstrim.service", "Discard unused blocks on filesystems from /etc/fstab"),
                   ("motd-news.service", "Message of the Day")], 1.0)
    svcs = Pool([("node-exporter.service", "Prometheus Node Exporter"), ("fluent-bit.service", "Fluent Bit"),
                 ("app-worker.service", "Acme Queue Worker")], 0.8)
    descs = {u: d for u, d in timers.items + svcs.items}
    scan_ips = Pool(rand_ips(rng, 60, PUBLIC), 0.9)
    adm_ips = Pool(["10.0.0.5", "10.0.0.6", "10.8.0.14", "10.8.0.22"], 1.2)
    pods = Pool([("default", "orders-api-5f7b9c8d6-q8wzt"), ("default", "web-7d9c5b6f4-x2k4p"),
                 ("monitoring", "prometheus-node-exporter-7xk2m"), ("kube-system", "coredns-76f75df574-9bqzl"),
                 ("default", "checkout-6c8f7d5b9-m2ttp")], 1.0)
    pod_uid = {p[1]: uuid4(rng) for p in pods.items}
    cids = [hx(rng, 64) for _ in range(30)]
    cidp = Pool(cids, 0.7)
    cnames = {"orders-api-5f7b9c8d6-q8wzt": "orders-api", "web-7d9c5b6f4-x2k4p": "app",
              "prometheus-node-exporter-7xk2m": "node-exporter", "coredns-76f75df574-9bqzl": "coredns",
              "checkout-6c8f7d5b9-m2ttp": "checkout"}
    kpid, cpid, lpid = str(rng.randint(1100, 9800)), str(rng.randint(600, 999)), str(rng.randint(500, 900))
    veths = Pool([f"veth{hx(rng, 8)}" for _ in range(20)], 0.6)
    crons = Pool([("root", "   cd / && run-parts --report /etc/cron.hourly"),
                  ("root", "command -v debian-sa1 > /dev/null && debian-sa1 1 1"),
                  ("backup", "/usr/local/bin/backup-etcd.sh >> /var/log/backup.log 2>&1"),
                  ("deploy", "/opt/acme/bin/rotate-tokens --quiet"),
                  ("root", "[ -x /usr/lib/php/sessionclean ] && if [ ! -d /run/systemd/system ]; then /usr/lib/php/sessionclean; fi")], 1.3)

    def unit_t(r, c):
        u, d = timers(r)
        c["v"]["desc"] = d
        return u

    def unit_s(r, c):
        u, d = svcs(r)
        c["v"]["desc"] = d
        return u

    def pod_g(r, c):
        ns, p = pods(r)
        c["v"]["puid"], c["v"]["cname"], c["v"]["podn"] = pod_uid[p], cnames[p], p
        c["v"]["ns"] = ns
        return f"{ns}/{p}"

    def cron_g(r, c):
        u, cmd = crons(r)
        c["v"]["cmd"] = cmd
        c["v"]["uid"] = {"root": "0", "backup": "34", "deploy": "1001"}[u]
        return u

    def kts(r, c):
        d = _d(c["t"])
        return d.strftime("%H:%M:%S.") + f"{d.microsecond:06d}"

    def klog(letter):
        return lambda r, c: letter + _d(c["t"]).strftime("%m%d")

    g = {
        "ts": lambda r, c: _d(c["t"]).strftime("%Y-%m-%dT%H:%M:%S+00:00"),
        "host": K(host), "one": K("1"),
        "unit": unit_t, "desc": lambda r, c: descs[c["v"]["unit"]],
        "cpu": lambda r, c: (lambda x: f"{x}ms" if x < 1000 else f"{x / 1000:.3f}s")(lnum(r, 180, 1.3, 3)),
        "st": Wt(("1/FAILURE", 8), ("2/INVALIDARGUMENT", 1)),
        "stk": K("9/KILL"),
        "rcount": lambda r, c: str(r.randint(1, 5)),
        "sid": lambda r, c: str(lnum(r, 400, 0.6, 1)),
        "lpid": K(lpid),
        "user": Pool(USERS, 1.1), "buser": Pool(BAD_USERS, 0.9),
        "ip": scan_ips, "aip": adm_ips, "port": lambda r, c: str(r.randint(1025, 65535)),
        "spid": lambda r, c: str(r.randint(10000, 999999)),
        "fp": lambda r, c: "SHA256:" + Pool(["vKq3pZb1X0s9QmYfR8nH2tLw4cJdE7uA6oGyPiTxNkM", "Jr5hW2aXq9LkP0zT3mB8nC6vY1sD4fE7gH2jK9lQwZs",
                                              "pN8cQ1xR4tY7uI0oP3aS6dF9gH2jK5lZ8xC1vB4nM7q"])(r),
        "uid": Wt(("1000", 4), ("1001", 3), ("1002", 1)), "uid0": K("0"), "rc": K("11"),
        "cpid": lambda r, c: str(r.randint(10000, 999999)), "cuser": cron_g,
        "comm": Pool(["java", "python3", "node"]), "gfp": K("0xcc0"), "order": K("0"), "adj": Wt(("999", 3), ("936", 1)),
        "mems": K("0"), "kpidv": lambda r, c: str(r.randint(20000, 4000000)),
        "vm": lambda r, c: f"{lnum(r, 4500000, 0.3, 100000)}kB", "rss": lambda r, c: f"{lnum(r, 1040000, 0.1, 1000)}kB",
        "frss": lambda r, c: f"{lnum(r, 900, 1.0, 0)}kB", "srss": K("0kB"), "kuid": Wt(("1000", 1), ("65532", 1)),
        "pt": lambda r, c: f"{lnum(r, 2600, 0.3, 100)}kB",
        "cpuset": lambda r, c: "cri-containerd-" + hx(r, 64) + ".scope",
        "memcg": K("/kubepods.slice/kubepods-burstable.slice"),
        "br": K("cni0"), "bport": lambda r, c: str(r.randint(1, 14)), "veth": veths,
        "cts": lambda r, c: _d(c["t"]).strftime("%Y-%m-%dT%H:%M:%S.") + f"{_d(c['t']).microsecond:06d}{r.randint(0, 999):03d}Z",
        "cpidd": K(cpid), "cid": cidp, "ns8": K("k8s.io"),
        "epid": lambda r, c: str(r.randint(20000, 4000000)), "ecode": K("137"),
        "esec": lambda r, c: str(int(c["t"])), "ensec": lambda r, c: str(r.randint(1, 999999999)),
        "kpid": K(kpid), "ktid": K(kpid), "kt": kts,
        "pod": pod_g, "puid": lambda r, c: uuid4(r), "cname": K("app"), "podn": K("x"),
        "backoff": Wt(("5m0s", 5), ("2m40s", 1), ("1m20s", 1)),
        "grace": K("30"),
        "cgpath": lambda r, c: "/kubepods.slice/kubepods-burstable.slice/kubepods-burstable-pod" + uuid4(r).replace("-", "_") + ".slice",
        "probe_out": lambda r, c: f'Get \\"http://10.244.{r.randint(0, 3)}.{r.randint(2, 250)}:8080/readyz\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)',
    }
    J = "{ts} {host} "
    SD = J + "systemd[{one}]: "
    s_starting = Spec(SD + "Starting {unit} - {desc}...")
    s_deact = Spec(SD + "{unit}: Deactivated successfully.")
    s_finished = Spec(SD + "Finished {unit} - {desc}.")
    s_consumed = Spec(SD + "{unit}: Consumed {cpu} CPU time.")
    s_started = Spec(SD + "Started {unit} - {desc}.")
    s_exit = Spec(SD + "{unit}: Main process exited, code=exited, status={st}")
    s_killed = Spec(SD + "{unit}: Main process exited, code=killed, status={stk}")
    s_fexit = Spec(SD + "{unit}: Failed with result 'exit-code'.")
    s_foom = Spec(SD + "{unit}: Failed with result 'oom-kill'.")
    s_oomunit = Spec(SD + "{unit}: A process of this unit has been killed by the OOM killer.")
    s_sched = Spec(SD + "{unit}: Scheduled restart job, restart counter is at {rcount}.")
    s_stopped = Spec(SD + "Stopped {unit} - {desc}.")
    LG = J + "systemd-logind[{lpid}]: "
    l_new = Spec(LG + "New session {sid} of user {user}.")
    l_out = Spec(LG + "Session {sid} logged out. Waiting for processes to exit.")
    l_rm = Spec(LG + "Removed session {sid}.")
    SS = J + "sshd[{spid}]: "
    h_acc = Spec(SS + "Accepted publickey for {user} from {aip} port {port} ssh2: ED25519 {fp}")
    h_pamo = Spec(SS + "pam_unix(sshd:session): session opened for user {user}(uid={uid}) by (uid={uid0})")
    h_pamc = Spec(SS + "pam_unix(sshd:session): session closed for user {user}")
    h_rdis = Spec(SS + "Received disconnect from {aip} port {port}:{rc}: disconnected by user")
    h_dis = Spec(SS + "Disconnected from user {user} {aip} port {port}")
    h_inv = Spec(SS + "Invalid user {buser} from {ip} port {port}")
    h_ccl = Spec(SS + "Connection closed by invalid user {buser} {ip} port {port} [preauth]")
    h_kex = Spec(SS + "error: kex_exchange_identification: Connection closed by remote host", "ERROR")
    h_fatal = Spec(SS + "fatal: Timeout before authentication for {ip} port {port}", "FATAL")
    CR = J + "CRON[{cpid}]: "
    c_o = Spec(CR + "pam_unix(cron:session): session opened for user {cuser}(uid={uid}) by (uid={uid0})")
    c_cmd = Spec(CR + "({cuser}) CMD ({cmd})")
    c_c = Spec(CR + "pam_unix(cron:session): session closed for user {cuser}")
    KN = J + "kernel: "
    k_inv = Spec(KN + "{comm} invoked oom-killer: gfp_mask={gfp}(GFP_KERNEL), order={order}, oom_score_adj={adj}")
    k_ctx = Spec(KN + "oom-kill:constraint=CONSTRAINT_MEMCG,nodemask=(null),cpuset={cpuset},mems_allowed={mems},"
                 "oom_memcg={memcg},task_memcg={memcg},task={comm},pid={kpidv},uid={kuid}")
    k_kill = Spec(KN + "Memory cgroup out of memory: Killed process {kpidv} ({comm}) total-vm:{vm}, anon-rss:{rss}, "
                  "file-rss:{frss}, shmem-rss:{srss}, UID:{kuid} pgtables:{pt} oom_score_adj:{adj}")
    k_reap = Spec(KN + "oom_reaper: reaped process {kpidv} ({comm}), now anon-rss:{srss}, file-rss:{srss}, shmem-rss:{srss}")
    k_fwd = Spec(KN + "{br}: port {bport}({veth}) entered forwarding state")
    k_dis = Spec(KN + "{br}: port {bport}({veth}) entered disabled state")
    CD = J + 'containerd[{cpidd}]: time="{cts}" '
    d_start = Spec(CD + r'level=info msg="StartContainer for \"{cid}\" returns successfully"', "INFO")
    d_shim = Spec(CD + 'level=info msg="shim disconnected" id={cid} namespace={ns8}', "INFO")
    d_clean = Spec(CD + 'level=warning msg="cleaning up after shim disconnected" id={cid} namespace={ns8}', "WARN")
    d_exit = Spec(CD + r'level=info msg="TaskExit event in podsandbox handler container_id:\"{cid}\" id:\"{cid}\" '
                  r'pid:{epid} exit_status:{ecode} exited_at:{seconds:{esec} nanos:{ensec}}"', "INFO")
    d_exec = Spec(CD + r'level=error msg="ExecSync for \"{cid}\" failed" error="rpc error: code = DeadlineExceeded desc = context deadline exceeded"', "ERROR")
    KL = J + "kubelet[{kpid}]: {kl} {kt}    {ktid} {ksrc}] "
    q_start = Spec(KL + '"SyncLoop (PLEG): event for pod" pod="{pod}" event={"ID":"{puid}","Type":"ContainerStarted","Data":"{cid}"}',
                   "INFO", kl=klog("I"), ksrc=K("kubelet.go:2455"))
    q_died = Spec(KL + '"SyncLoop (PLEG): event for pod" pod="{pod}" event={"ID":"{puid}","Type":"ContainerDied","Data":"{cid}"}',
                  "INFO", kl=klog("I"), ksrc=K("kubelet.go:2455"))
    q_crash = Spec(KL + r'"Error syncing pod, skipping" err="failed to \"StartContainer\" for \"{cname}\" with CrashLoopBackOff: '
                   r'\"back-off {backoff} restarting failed container={cname} pod={podn}_{ns}({puid})\"" pod="{pod}" podUID="{puid}"',
                   "ERROR", kl=klog("E"), ksrc=K("pod_workers.go:1298"))
    q_probe = Spec(KL + '"Probe failed" probeType="Readiness" pod="{pod}" podUID="{puid}" containerName="{cname}" probeResult="failure" output="{probe_out}"',
                   "INFO", kl=klog("I"), ksrc=K("prober.go:107"))
    q_cad = Spec(KL + 'Failed to get RecentStats("{cgpath}") while determining the next housekeeping: unable to find data in memory cache',
                 "WARN", kl=klog("W"), ksrc=K("container.go:586"))
    q_cstat = Spec(KL + r'"ContainerStatus from runtime service failed" err="rpc error: code = NotFound desc = an error occurred when try to find container \"{cid}\": not found" containerID="{cid}"',
                   "ERROR", kl=klog("E"), ksrc=K("remote_runtime.go:432"))
    q_kill = Spec(KL + '"Killing container with a grace period" pod="{pod}" podUID="{puid}" containerName="{cname}" containerID="containerd://{cid}" gracePeriod={grace}',
                  "INFO", kl=klog("I"), ksrc=K("kuberuntime_container.go:779"))

    oompod = dict(comm="java", adj="999", pod=lambda r, c: pod_g_fixed(c, "default", "orders-api-5f7b9c8d6-q8wzt"))

    def pod_g_fixed(c, ns, p):
        c["v"]["puid"], c["v"]["cname"], c["v"]["podn"], c["v"]["ns"] = pod_uid[p], cnames[p], p, ns
        return f"{ns}/{p}"

    evs = [
        Ev(s_starting, s_deact, s_finished, s_consumed, w=14, step=(0.05, 2.0)),
        Ev(c_o, c_cmd, c_c, w=22, step=(0.0, 0.6)),
        Ev(h_acc, h_pamo, l_new, w=4, step=(0.0, 0.2)),
        Ev(h_rdis, h_dis, h_pamc, l_out, l_rm, w=4, step=(0.0, 0.2)),
        Ev(h_inv, h_ccl, w=28, step=(0.1, 1.5)),
        Ev(h_kex, w=6), Ev(h_fatal, n=(1, 3)),
        Ev(k_fwd, w=4), Ev(k_dis, w=2),
        Ev(q_probe, w=7), Ev(q_cad, w=5), Ev(q_cstat, n=(1, 3)),
        Ev(d_exec, n=(2, 4)),
        Ev(q_kill, d_shim, d_clean, n=(1, 3)),
        # service crash + restart
        Ev(s_exit, s_fexit, s_sched, s_stopped, s_started, n=(1, 3), step=(0.0, 5.0),
           unit=lambda r, c: unit_s(r, c)),
        # pod OOM loop
        Ev(k_inv, k_ctx, k_kill, k_reap, d_exit, d_shim, d_clean, q_died, q_crash, n=(3, 6), win=(0.5, 0.75),
           step=(0.0, 0.4), cid=lambda r, c: hx(r, 64), **oompod),
        Ev(d_start, q_start, n=(3, 6), win=(0.52, 0.8), cid=lambda r, c: hx(r, 64),
           pod=lambda r, c: pod_g_fixed(c, "default", "orders-api-5f7b9c8d6-q8wzt")),
        # host service OOM
        Ev(k_inv, k_ctx, k_kill, k_reap, s_oomunit, s_killed, s_foom, s_consumed, s_sched, s_stopped, s_started,
           n=(1, 2), win=(0.55, 0.7), step=(0.0, 0.3), comm="python3", memcg="/system.slice/app-worker.service",
           cpuset="/", unit="app-worker.service", desc="Acme Queue Worker", adj="0", kuid="998"),
        Ev(q_start, w=1.5, cid=lambda r, c: hx(r, 64)),
    ]
    b = Builder(rng, g, t0_of(rng), fresh={"ts", "cts", "kl", "kt", "esec"})
    return b.mix(evs, gap=5.5)


# ==========================================================================
# 3. kubectl_all_containers
# ==========================================================================
def make_kubectl_all_containers(rng: random.Random) -> list[dict[str, str]]:
    pod = "web-" + rng.choice(["7d9c5b6f4", "5c8b9f7d6", "6f4d8c9b7"]) + "-" + "".join(rng.choice("bcdfghjklmnpqrstvwxz2456789") for _ in range(5))
    paths = Pool(["/api/v1/items", "/api/v1/items/#", "/healthz", "/api/v1/cart", "/api/v1/users/#", "/readyz",
                  "/api/v1/search", "/api/v1/items/#/stock", "/metrics", "/api/v1/orders/#"], 1.1)
    wpaths = Pool(["/api/v1/cart/items", "/api/v1/orders", "/api/v1/events", "/api/v1/sessions"], 1.1)
    upaths = Pool(["/api/v1/cart/items/#", "/api/v1/users/#"], 1.0)
    xff = Pool(rand_ips(rng, 70, PUBLIC), 1.0)
    keys = Pool(["item:#", "user:#:profile", "cart:#", "search:%", "stock:#"], 1.0)
    revs = [hx(rng, 12) for _ in range(5)]
    rdesc = ["add orders index", "create stock table", "add user locale", "drop legacy carts", "backfill sku"]

    def dur(r, c):
        ms = r.lognormvariate(2.4, 1.0)
        return f"{ms:.3f}ms" if ms < 1000 else f"{ms / 1000:.3f}s"

    g = {
        "pod": K(pod),
        "its": lambda r, c: _d(c["t"]).strftime("%Y-%m-%dT%H:%M:%S.") + f"{_d(c['t']).microsecond // 1000:03d}Z",
        "pghost": K("postgres.default.svc.cluster.local:5432"),
        "path": lambda r, c: fill_hash(r, paths(r)), "wpath": lambda r, c: fill_hash(r, wpaths(r)),
        "upath": lambda r, c: fill_hash(r, upaths(r)),
        "st": Wt(("200", 95), ("304", 3), ("404", 2)), "wst": Wt(("201", 70), ("200", 20), ("400", 6), ("409", 4)),
        "dur": dur, "bytes": lambda r, c: str(lnum(r, 900, 1.2, 0)),
        "rid": lambda r, c: uuid4(r),
        "key": lambda r, c: fill_hash(r, keys(r)),
        "query": Pool(["SELECT * FROM items WHERE category_id = $1 ORDER BY popularity DESC LIMIT 50",
                       "UPDATE stock SET reserved = reserved + $1 WHERE item_id = $2",
                       "SELECT count(*) FROM orders WHERE user_id = $1 AND created_at > $2"]),
        "qdur": lambda r, c: f"{r.uniform(0.5, 4.0):.2f}s",
        "attempt": lambda r, c: str(r.randint(1, 4)), "maxatt": K("5"),
        "upstream": Pool(["http://inventory.default.svc:8080", "http://pricing.default.svc:8080"]),
        "rerr": Pool(["context deadline exceeded", "dial tcp 10.96.14.7:8080: connect: connection refused", "EOF"]),
        "perr": Pool([r'pq: duplicate key value violates unique constraint \"orders_pkey\"',
                      "pq: canceling statement due to statement timeout", "stock: insufficient quantity"]),
        "topic": Pool(["orders.created", "cart.updated"]),
        "kerr": Pool(["kafka: client has run out of available brokers to talk to", "kafka server: Request exceeded the user-specified time limit in the request"]),
        "entries": lambda r, c: str(lnum(r, 1800, 0.3, 1)), "took": dur,
        "addr": K(":8080"), "ver": K("1.14.2"), "commit": K("9f3c2a1"),
        "dbhost": K("postgres.default.svc.cluster.local"), "pool": K("20"),
        "sig": K("terminated"),
        "ets": lambda r, c: _d(c["t"]).strftime("%Y-%m-%dT%H:%M:%S.") + f"{_d(c['t']).microsecond // 1000:03d}Z",
        "proto": Wt(("HTTP/1.1", 8), ("HTTP/2", 2)), "rx": lambda r, c: str(lnum(r, 200, 1.5, 0)),
        "tx": lambda r, c: str(lnum(r, 900, 1.2, 0)), "edur": lambda r, c: str(lnum(r, 12, 1.0, 0)),
        "ust": lambda r, c: str(lnum(r, 10, 1.0, 0)), "xff": xff, "ua": Pool(UAS, 0.9),
        "auth": Wt(("shop.example.com", 8), ("web.default.svc.cluster.local:8080", 2)),
        "uhost": K("127.0.0.1:8080"),
        "elt": lambda r, c: _d(c["t"]).strftime("%Y-%m-%d %H:%M:%S.") + f"{_d(c['t']).microsecond // 1000:03d}",
        "etid": lambda r, c: str(r.choice([1, 1, 1, 14, 15, 16, 17])),
        "esrc": K("x"), "ncl": lambda r, c: str(r.randint(20, 90)), "nrm": lambda r, c: str(r.randint(0, 3)),
        "lname": Pool(["virtualInbound", "virtualOutbound", "0.0.0.0_8080"]),
        "ago": lambda r, c: f"{r.randint(1, 1800)}s", "gcode": K("14"),
        "admin": K("0.0.0.0:15000"),
    }
    IP = "[pod/{pod}/migrate] "
    i_wait = Spec(IP + "{pghost} - no response")
    i_ok = Spec(IP + "{pghost} - accepting connections")
    i_ctx = Spec(IP + "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.", "INFO")
    i_ddl = Spec(IP + "INFO  [alembic.runtime.migration] Will assume transactional DDL.", "INFO")
    i_up = Spec(IP + "INFO  [alembic.runtime.migration] Running upgrade {rev_from} -> {rev_to}, {rdesc}", "INFO")
    AP_ = "[pod/{pod}/app] time={its} level="
    a_get = Spec(AP_ + 'INFO msg="request completed" method=GET path={path} status={st} duration={dur} bytes={bytes} request_id={rid}', "INFO")
    a_post = Spec(AP_ + 'INFO msg="request completed" method=POST path={wpath} status={wst} duration={dur} bytes={bytes} request_id={rid}', "INFO")
    a_put = Spec(AP_ + 'INFO msg="request completed" method=PUT path={upath} status={st} duration={dur} bytes={bytes} request_id={rid}', "INFO")
    a_hit = Spec(AP_ + 'DEBUG msg="cache lookup" key={key} hit=true', "DEBUG")
    a_miss = Spec(AP_ + 'DEBUG msg="cache lookup" key={key} hit=false', "DEBUG")
    a_start = Spec(AP_ + 'INFO msg="starting server" addr={addr} version={ver} commit={commit}', "INFO")
    a_db = Spec(AP_ + 'INFO msg="connected to database" host={dbhost} pool_size={pool}', "INFO")
    a_slow = Spec(AP_ + 'WARN msg="slow query" query="{query}" duration={qdur} request_id={rid}', "WARN")
    a_retry = Spec(AP_ + 'WARN msg="retrying upstream request" upstream={upstream} attempt={attempt} max_attempts={maxatt} err="{rerr}"', "WARN")
    a_pub = Spec(AP_ + 'ERROR msg="failed to publish event" topic={topic} err="{kerr}"', "ERROR")
    a_cache = Spec(AP_ + "INFO msg=\"cache refreshed\" entries={entries} took={took}", "INFO")
    a_panic = Spec(AP_ + 'ERROR msg="panic recovered" err="runtime error: invalid memory address or nil pointer dereference" path={path} request_id={rid}', "ERROR")
    a_shut = Spec(AP_ + "INFO msg=\"shutdown signal received\" signal={sig}", "INFO")
    a_fail = Spec(AP_ + 'ERROR msg="request failed" method=POST path={wpath} status={est} err="{perr}" request_id={rid}', "ERROR",
                  est=K("500"))
    EV = "[pod/{pod}/envoy] "
    ACC = EV + '[{ets}] "%s {%s} {proto}" {%s} %s {rx} {tx} {edur} %s "{xff}" "{ua}" "{rid}" "{auth}" "%s"'
    e_get = Spec(ACC % ("GET", "path", "st", "-", "{ust}", "{uhost}"))
    e_post = Spec(ACC % ("POST", "wpath", "wst", "-", "{ust}", "{uhost}"))
    e_put = Spec(ACC % ("PUT", "upath", "st", "-", "{ust}", "{uhost}"))
    e_uf = Spec(ACC % ("GET", "path", "est", "UF", "-", "{uhost}"), est=K("503"), tx=K("91"))
    e_ufp = Spec(ACC % ("POST", "wpath", "est", "UF", "-", "{uhost}"), est=K("503"), tx=K("91"))
    e_ut = Spec(ACC % ("GET", "path", "est", "UT", "-", "{uhost}"), est=K("504"), tx=K("24"), edur=K("15000"))
    e_dc = Spec(ACC % ("GET", "path", "est", "DC", "-", "{uhost}"), est=K("0"), tx=K("0"))
    EL = EV + "[{elt}][{etid}][%s][%s] [{esrc}] "
    l_main = Spec(EL % ("info", "main") + "starting main dispatch loop", "INFO", esrc=K("source/server/server.cc:934"))
    l_admin = Spec(EL % ("info", "admin") + "admin address: {admin}", "INFO", esrc=K("source/server/admin/admin.cc:67"))
    l_cds = Spec(EL % ("info", "upstream") + "cds: add {ncl} cluster(s), remove {nrm} cluster(s)", "INFO", esrc=K("source/common/upstream/cds_api_helper.cc:32"))
    l_lds = Spec(EL % ("info", "upstream") + "lds: add/update listener '{lname}'", "INFO", esrc=K("source/extensions/listener_managers/listener_manager/lds_api.cc:82"))
    l_init = Spec(EL % ("info", "config") + "all dependencies initialized. starting workers", "INFO", esrc=K("source/server/server.cc:914"))
    l_limit = Spec(EL % ("warning", "main") + "there is no configured limit to the number of allowed active connections. Set a limit via the runtime key overload.global_downstream_max_connections",
                   "WARN", esrc=K("source/server/server.cc:843"))
    l_xds = Spec(EL % ("warning", "config") + "DeltaAggregatedResources gRPC config stream to xds-grpc closed since {ago} ago: {gcode}, upstream connect error or disconnect/reset before headers. reset reason: connection failure",
                 "WARN", esrc=K("source/extensions/config_subscription/grpc/grpc_stream.h:193"))
    l_rej = Spec(EL % ("error", "config") + "gRPC config for type.googleapis.com/envoy.config.cluster.v3.Cluster rejected: Error adding/updating cluster(s) outbound|8080||pricing.default.svc.cluster.local: envoy.cluster.eds cluster does not exist",
                 "ERROR", esrc=K("source/extensions/config_subscription/grpc/delta_subscription_state.cc:276"))

    b = Builder(rng, g, t0_of(rng), fresh={"its", "ets", "elt", "etid"})
    for _ in range(rng.randint(3, 7)):
        b.emit(i_wait, dt=2.0 + rng.random())
    b.emit(i_ok, dt=2.0)
    b.emit(i_ctx, dt=1.2)
    b.emit(i_ddl, dt=0.01)
    for i in range(rng.randint(1, 4)):
        b.emit(i_up, dt=rng.uniform(0.02, 0.9), rev_from=revs[i], rev_to=revs[i + 1], rdesc=rdesc[i])
    b.t += 2.5
    b.ev(Ev(l_admin, l_limit, l_cds, l_lds, l_lds, l_init, l_main, step=(0.001, 0.05)))
    b.ev(Ev(a_start, a_db, step=(0.01, 0.3)))
    evs = [
        Ev(e_get, a_get, w=400, step=(0.0005, 0.02)), Ev(e_post, a_post, w=70), Ev(e_put, a_put, w=12),
        Ev(a_hit, w=160), Ev(a_miss, w=60), Ev(a_slow, w=6), Ev(a_retry, w=5),
        Ev(a_fail, e_post, w=3, wst="500"), Ev(a_pub, n=(2, 5)), Ev(a_cache, w=8),
        Ev(a_panic, n=(1, 2)),
        Ev(e_uf, w=1.5), Ev(e_ufp, n=(1, 3)), Ev(e_ut, w=2), Ev(e_dc, w=3),
        Ev(l_cds, w=2), Ev(l_xds, n=(1, 3)), Ev(l_rej, n=(1, 2)),
        Ev(a_shut, n=(1, 1), win=(0.985, 0.985)),
    ]
    return b.mix(evs, gap=0.8)


# ==========================================================================
# 4. gitlab_ci_job
# ==========================================================================
def _sep(title, ch="=", width=80):
    n = max((width - len(title) - 2) // 2, 1)
    line = f"{ch * n} {title} {ch * n}"
    if len(line) + 1 <= width:
        line += ch
    return line


PIP_PKGS = [("fastapi", "0.110.0", 92), ("uvicorn", "0.29.0", 60), ("pydantic", "2.7.1", 409), ("pydantic-core", "2.18.2", 2000),
            ("starlette", "0.36.3", 71), ("sqlalchemy", "2.0.29", 3100), ("psycopg2-binary", "2.9.9", 3000),
            ("alembic", "1.13.1", 233), ("redis", "5.0.4", 251), ("httpx", "0.27.0", 75), ("httpcore", "1.0.5", 77),
            ("anyio", "4.3.0", 85), ("sniffio", "1.3.1", 10), ("idna", "3.7", 66), ("certifi", "2024.2.2", 163),
            ("h11", "0.14.0", 58), ("click", "8.1.7", 97), ("typing-extensions", "4.11.0", 34),
            ("annotated-types", "0.6.0", 12), ("greenlet", "3.0.3", 616), ("mako", "1.3.3", 78),
            ("markupsafe", "2.1.5", 28), ("structlog", "24.1.0", 65), ("python-jose", "3.3.0", 33),
            ("ecdsa", "0.19.0", 149), ("rsa", "4.9", 34), ("pyasn1", "0.6.0", 85), ("six", "1.16.0", 11),
            ("boto3", "1.34.95", 139), ("botocore", "1.34.95", 12200), ("jmespath", "1.0.1", 20),
            ("s3transfer", "0.10.1", 82), ("python-dateutil", "2.9.0.post0", 229), ("urllib3", "2.2.1", 121),
            ("orjson", "3.10.1", 141), ("prometheus-client", "0.20.0", 54), ("tenacity", "8.2.3", 24)]
DEPS = {"starlette": "fastapi", "pydantic-core": "pydantic", "annotated-types": "pydantic", "typing-extensions": "fastapi",
        "anyio": "starlette", "sniffio": "anyio", "idna": "anyio", "h11": "uvicorn", "click": "uvicorn",
        "greenlet": "sqlalchemy", "mako": "alembic", "markupsafe": "mako", "httpcore": "httpx", "certifi": "httpx",
        "ecdsa": "python-jose", "rsa": "python-jose", "pyasn1": "rsa", "six": "ecdsa", "botocore": "boto3",
        "jmespath": "boto3", "s3transfer": "boto3", "python-dateutil": "botocore", "urllib3": "botocore"}
NPM_DEPR = [("inflight@1.0.6", "This module is not supported, and leaks memory. Do not use it. Check out lru-cache if you want a good and tested way to coalesce async requests by a key value, which is much more comprehensive and powerful."),
            ("glob@7.2.3", "Glob versions prior to v9 are no longer supported"),
            ("rimraf@3.0.2", "Rimraf versions prior to v4 are no longer supported"),
            ("@humanwhocodes/config-array@0.11.14", "Use @eslint/config-array instead"),
            ("@humanwhocodes/object-schema@2.0.3", "Use @eslint/object-schema instead"),
            ("sourcemap-codec@1.4.8", "Please use @jridgewell/sourcemap-codec instead"),
            ("stable@0.1.8", "Modern JS already guarantees Array#sort() is a stable sort, so this library is deprecated. See the compatibility table on MDN: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Array/sort#browser_compatibility")]


def make_gitlab_ci_job(rng: random.Random) -> list[dict[str, str]]:
    r = rng
    proj = r.choice(["acme/shop-api", "platform/billing-service", "acme/catalog"])
    image = "docker:24.0.5"
    reg = f"registry.gitlab.com/{proj}"
    sha = hx(r, 40)
    g = {"ts": lambda r_, c: str(int(c["t"]))}
    S = Spec
    runner_hdr = S("Running with gitlab-runner {rver} ({rrev})")
    runner_on = S("  on {rname} {rtok}, system ID: {sysid}")
    sec_s = S("section_start:{ts}:{sec}")
    sec_e = S("section_end:{ts}:{sec}")
    prep_exec = S('Preparing the "docker" executor')
    using_exec = S("Using Docker executor with image {img} ...")
    pulling = S("Pulling docker image {img} ...")
    using_img = S("Using docker image {imgid} for {img} with digest {dig} ...")
    prep_env = S("Preparing environment")
    running_on = S("Running on {rhost} via {rname}...")
    get_src = S("Getting source from Git repository")
    fetching = S("Fetching changes with git depth set to {n}...")
    reinit = S("Reinitialized existing Git repository in {path}")
    checkout = S("Checking out {short} as detached HEAD (ref is {ref})...")
    exec_stage = S('Executing "step_script" stage of the job script')
    dollar = S("$ {cmd}")
    pw_warn = S("WARNING! Using --password via the CLI is insecure. Use --password-stdin.", "WARN")
    login_ok = S("Login Succeeded")
    bk_hdr = S('{bn} building with "{bname}" instance using docker driver')
    bk_def = S("{bn} [internal] load build definition from {dfile}")
    bk_tdf = S("{bn} transferring dockerfile: {size} done")
    bk_done = S("{bn} DONE {secs}")
    bk_meta = S("{bn} [internal] load metadata for {iref}")
    bk_ctx = S("{bn} transferring context: {size} {secs} done")
    bk_from = S("{bn} [{stage} {step}] FROM {iref}@{dig}")
    bk_cached = S("{bn} CACHED")
    bk_run = S("{bn} [{stage} {step}] RUN {args}")
    bk_copy = S("{bn} [{stage} {step}] COPY {args}")
    bk_export = S("{bn} exporting to image")
    bk_write = S("{bn} writing image {imgid} done")
    bk_name = S("{bn} naming to {iref} done")
    BK = "{bn} {el} "
    pip_coll = S(BK + "Collecting {req} (from -r requirements.txt (line {ln}))")
    pip_colld = S(BK + "Collecting {req} (from {parent}->-r requirements.txt (line {ln}))")
    pip_dl = S(BK + "  Downloading {whl} ({size} kB)")
    pip_inst = S(BK + "Installing collected packages: {pkgs}")
    pip_succ = S(BK + "Successfully installed {pkgvers}")
    pip_root = S(BK + "WARNING: Running pip as the 'root' user can result in broken permissions and conflicting behaviour with the system package manager. It is recommended to use a virtual environment instead: https://pip.pypa.io/warnings/venv", "WARN")
    pip_new = S(BK + "[notice] A new release of pip is available: {old} -> {new}", "INFO")
    npm_depr = S(BK + "npm WARN deprecated {pkgv}: {why}", "WARN")
    npm_added = S(BK + "added {n} packages, and audited {m} packages in {dur}")
    vite_b = S(BK + "vite {ver} building for production...")
    vite_done = S(BK + "✓ built in {dur}")
    py_start = S(_sep("test session starts"))
    py_plat = S("platform linux -- Python {pyver}, {pytver}, {plgver} -- /usr/local/bin/python")
    py_coll = S("collecting ... collected {n} items")
    py_pass = S("{test} PASSED")
    py_fail = S("{test} FAILED")
    py_skip = S("{test} SKIPPED ({reason})")
    py_err = S("{test} ERROR")
    py_short = S(_sep("short test summary info"))
    py_sfail = S("FAILED {test} - {msg}")
    py_serr = S("ERROR {test} - {msg}", "ERROR")
    py_sum = S("{bar1} {nf} failed, {np} passed, {ns} skipped, {ne} error in {secs}s ({hms}) {bar2}")
    upl = S("Uploading artifacts for failed job")
    upl_warn = S("WARNING: {art}: no matching files. Ensure that the artifact path is relative to the working directory ({path})", "WARN")
    upl_err = S("ERROR: No files to upload", "ERROR")
    cleanup = S("Cleaning up project directory and file based variables")
    failed = S("ERROR: Job failed: exit code {code}", "ERROR")

    b = Builder(r, g, t0_of(r))
    sec = lambda name, dt=0.0: b.emit(sec_s, dt=dt, sec=name)
    end = lambda name, dt=0.0: b.emit(sec_e, dt=dt, sec=name)
    rname = r.choice(["docker-runner-03", "gitlab-runner-prod-2", "shared-runner-7"])
    rtok = "".join(r.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(8))
    imgid = "sha256:" + hx(r, 64)
    dig = "docker@sha256:" + hx(r, 64)
    b.emit(runner_hdr, rver=r.choice(["16.11.0", "16.10.0", "17.0.0"]), rrev=hx(r, 8))
    b.emit(runner_on, rname=rname, rtok=rtok, sysid="s_" + hx(r, 12))
    sec("prepare_executor", 1)
    b.emit(prep_exec)
    b.emit(using_exec, img=image)
    b.emit(pulling, dt=0.2, img=image + "-dind")
    b.emit(using_img, dt=2.1, imgid="sha256:" + hx(r, 64), img=image + "-dind", dig="docker@sha256:" + hx(r, 64))
    b.emit(pulling, dt=6.0, img=image)
    b.emit(using_img, dt=1.0, imgid=imgid, img=image, dig=dig)
    end("prepare_executor")
    sec("prepare_script")
    b.emit(prep_env)
    b.emit(running_on, rhost=f"runner-{rtok.lower()}-project-{r.randint(1000, 60000)}-concurrent-{r.randint(0, 3)}", rname=rname)
    end("prepare_script", 0.5)
    sec("get_sources")
    b.emit(get_src)
    b.emit(fetching, n="20")
    b.emit(reinit, path=f"/builds/{proj}/.git/")
    b.emit(checkout, dt=1.2, short=sha[:8], ref=r.choice(["main", "feature/checkout-v2", "fix/refund-rounding"]))
    end("get_sources", 0.4)
    sec("step_script")
    b.emit(exec_stage)
    b.emit(using_img, imgid=imgid, img=image, dig=dig)
    b.emit(dollar, cmd='docker login -u "$CI_REGISTRY_USER" -p "$CI_REGISTRY_PASSWORD" $CI_REGISTRY')
    b.emit(pw_warn, dt=0.8)
    b.emit(login_ok)
    b.emit(dollar, cmd="docker build --pull -t $CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA .")
    # ---- buildkit
    def bk(spec, n, **kv):
        b.emit(spec, dt=0.05, bn=f"#{n}", **kv)

    pyimg = "docker.io/library/python:3.11-slim"
    ndimg = "docker.io/library/node:20-alpine"
    bk(bk_hdr, 0, bname="default")
    bk(bk_def, 1, dfile="Dockerfile")
    bk(bk_tdf, 1, size=f"{r.randint(900, 2400) / 1000:.2f}kB")
    bk(bk_done, 1, secs="0.0s")
    bk(bk_meta, 2, iref=pyimg)
    bk(bk_meta, 3, iref=ndimg)
    bk(bk_done, 3, secs=f"{r.uniform(0.6, 2):.1f}s")
    bk(bk_done, 2, secs=f"{r.uniform(0.6, 2):.1f}s")
    bk(bk_ctx, 4, size=f"{r.uniform(100, 900):.2f}kB", secs="0.1s")
    bk(bk_done, 4, secs="0.1s")
    bk(bk_from, 5, stage="frontend", step="1/5", iref=ndimg, dig="sha256:" + hx(r, 64))
    bk(bk_cached, 5)
    bk(bk_from, 6, stage="stage-1", step="1/7", iref=pyimg, dig="sha256:" + hx(r, 64))
    bk(bk_cached, 6)
    bk(bk_copy, 7, stage="frontend", step="2/5", args="package.json package-lock.json ./")
    bk(bk_done, 7, secs="0.1s")
    bk(bk_copy, 8, stage="stage-1", step="2/7", args="requirements.txt .")
    bk(bk_done, 8, secs="0.0s")
    # npm ci (step 9) and pip install (step 10) run in parallel and interleave
    bk(bk_run, 9, stage="frontend", step="3/5", args="npm ci --no-audit")
    bk(bk_run, 10, stage="stage-1", step="3/7", args="pip install --no-cache-dir -r requirements.txt")
    npm_lines = [(npm_depr, dict(pkgv=p, why=w)) for p, w in r.sample(NPM_DEPR, r.randint(4, len(NPM_DEPR)))]
    pip_lines = []
    direct = [p for p in PIP_PKGS if p[0] not in DEPS]
    order = direct + [p for p in PIP_PKGS if p[0] in DEPS]
    for i, (name, ver, kb) in enumerate(order):
        if name in DEPS:
            pv = next(v for n_, v, _ in PIP_PKGS if n_ == DEPS[name])
            root = name
            while root in DEPS:
                root = DEPS[root]
            ln = next(k for k, p in enumerate(direct) if p[0] == root) + 1
            pip_lines.append((pip_colld, dict(req=f"{name}>={ver}", parent=f"{DEPS[name]}=={pv}", ln=str(ln))))
        else:
            pip_lines.append((pip_coll, dict(req=f"{name}=={ver}", ln=str(i + 1))))
        whl = f"{name.replace('-', '_')}-{ver}-py3-none-any.whl" if kb < 500 else \
            f"{name.replace('-', '_')}-{ver}-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl"
        pip_lines.append((pip_dl, dict(whl=whl, size=str(kb))))
    n_el = [0.0, 0.0]
    while npm_lines or pip_lines:
        if npm_lines and (not pip_lines or r.random() < 0.15):
            spec, kv = npm_lines.pop(0)
            n_el[0] += r.uniform(0.3, 2.5)
            b.emit(spec, dt=0.2, bn="#9", el=f"{n_el[0]:.3f}", **kv)
        else:
            spec, kv = pip_lines.pop(0)
            n_el[1] += r.uniform(0.03, 0.4)
            b.emit(spec, dt=0.2, bn="#10", el=f"{n_el[1]:.3f}", **kv)
    n_el[0] += r.uniform(5, 15)
    n_pk = r.randint(600, 1400)
    b.emit(npm_added, dt=3, bn="#9", el=f"{n_el[0]:.2f}", n=str(n_pk), m=str(n_pk + 1), dur=f"{int(n_el[0])}s")
    bk(bk_done, 9, secs=f"{n_el[0] + 0.4:.1f}s")
    names = ", ".join(p[0] for p in sorted(PIP_PKGS, key=lambda p: p[0]))
    n_el[1] += 0.5
    b.emit(pip_inst, dt=0.5, bn="#10", el=f"{n_el[1]:.3f}", pkgs=names)
    n_el[1] += r.uniform(4, 9)
    b.emit(pip_succ, dt=5, bn="#10", el=f"{n_el[1]:.3f}", pkgvers=" ".join(f"{p[0]}-{p[1]}" for p in PIP_PKGS))
    b.emit(pip_root, dt=0.1, bn="#10", el=f"{n_el[1] + 0.1:.3f}")
    b.emit(pip_new, dt=0.1, bn="#10", el=f"{n_el[1] + 0.3:.3f}", old="24.0", new="24.1.1")
    bk(bk_done, 10, secs=f"{n_el[1] + 0.6:.1f}s")
    bk(bk_run, 11, stage="frontend", step="4/5", args="npm run build")
    b.emit(vite_b, dt=1, bn="#11", el="1.204", ver="v5.2.10")
    b.emit(vite_done, dt=9, bn="#11", el=f"{r.uniform(8, 14):.3f}", dur=f"{r.uniform(7, 12):.2f}s")
    bk(bk_done, 11, secs=f"{r.uniform(9, 15):.1f}s")
    bk(bk_copy, 12, stage="stage-1", step="4/7", args=". .")
    bk(bk_done, 12, secs="0.2s")
    bk(bk_copy, 13, stage="stage-1", step="5/7", args="--from=frontend /web/dist ./static")
    bk(bk_done, 13, secs="0.1s")
    bk(bk_run, 14, stage="stage-1", step="6/7", args="python -m compileall -q app")
    bk(bk_done, 14, secs="1.3s")
    bk(bk_run, 15, stage="stage-1", step="7/7", args="useradd -r -u 10001 app && chown -R app /app")
    bk(bk_done, 15, secs="0.4s")
    bk(bk_export, 16)
    bk(bk_write, 16, imgid="sha256:" + hx(r, 64))
    bk(bk_name, 16, iref=f"{reg}:{sha[:8]}")
    bk(bk_done, 16, secs=f"{r.uniform(1, 4):.1f}s")
    b.emit(dollar, dt=0.3, cmd="docker run --rm --network host $CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA pytest -v -o console_output_style=classic --junitxml=report.xml")
    # ---- pytest
    b.emit(py_start, dt=3)
    b.emit(py_plat, pyver="3.11.9", pytver="pytest-8.2.0", plgver="pluggy-1.5.0")
    tail_len = 12
    n_f, n_e = r.randint(2, 5), 1
    n_tests = TOTAL - len(b.rows) - 1 - tail_len - n_f - n_e
    b.emit(py_coll, dt=1.5, n=str(n_tests))
    areas = ["api", "services", "models", "repositories", "workers", "utils"]
    mods = ["orders", "cart", "users", "payments", "inventory", "refunds", "auth", "search", "pricing", "shipping", "tax", "events"]
    verbs = ["create", "update", "delete", "get", "list", "validate", "apply", "reject", "handles", "returns", "rejects", "computes"]
    nouns = ["order", "item", "user", "discount", "coupon", "address", "token", "refund", "partial_refund", "rounding",
             "empty_cart", "missing_sku", "expired_token", "duplicate", "pagination", "currency"]
    params = ["", "", "", "[eur]", "[usd]", "[gbp]", "[case0]", "[case1]", "[case2]", "[True]", "[False]"]
    tests, seen = [], set()
    while len(tests) < n_tests:
        t = f"tests/{r.choice(areas)}/test_{r.choice(mods)}.py::test_{r.choice(verbs)}_{r.choice(nouns)}{r.choice(params)}"
        if t not in seen:
            seen.add(t)
            tests.append(t)
    tests.sort(key=lambda s: s.split("::")[0])
    fails = set(r.sample(range(n_tests), n_f))
    errs = set(r.sample(sorted(set(range(n_tests)) - fails), n_e))
    skips = set(r.sample(sorted(set(range(n_tests)) - fails - errs), r.randint(8, 30)))
    reasons = Pool(["requires redis", "flaky on CI, see #412", "Stripe sandbox credentials not set", "slow"], 1.0)
    n_s = 0
    for i, t in enumerate(tests):
        dt = r.expovariate(1 / 0.12)
        if i in fails:
            b.emit(py_fail, dt=dt, test=t)
        elif i in errs:
            b.emit(py_err, dt=dt, test=t)
        elif i in skips:
            n_s += 1
            b.emit(py_skip, dt=dt, test=t, reason=reasons(r))
        else:
            b.emit(py_pass, dt=dt, test=t)
    b.emit(py_short)
    fmsgs = Pool(["assert 402 == 200", "AssertionError: assert Decimal('10.01') == Decimal('10.00')",
                  "KeyError: 'currency'", "assert 0 == 3", "sqlalchemy.exc.IntegrityError: (psycopg2.errors.UniqueViolation) duplicate key value violates unique constraint \"orders_pkey\""], 1.0)
    for i in sorted(fails):
        b.emit(py_sfail, test=tests[i], msg=fmsgs(r))
    for i in sorted(errs):
        b.emit(py_serr, test=tests[i], msg="redis.exceptions.ConnectionError: Error 111 connecting to localhost:6379. Connection refused.")
    dur = r.uniform(120, 420)
    title = f"{n_f} failed, {n_tests - n_f - n_e - n_s} passed, {n_s} skipped, {n_e} error in {dur:.2f}s ({int(dur) // 3600}:{int(dur) % 3600 // 60:02d}:{int(dur) % 60:02d})"
    line = _sep(title)
    bar1 = line.split(" ", 1)[0]
    bar2 = line.rsplit(" ", 1)[1]
    b.emit(py_sum, bar1=bar1, bar2=bar2, nf=str(n_f), np=str(n_tests - n_f - n_e - n_s), ns=str(n_s), ne=str(n_e),
           secs=f"{dur:.2f}", hms=f"{int(dur) // 3600}:{int(dur) % 3600 // 60:02d}:{int(dur) % 60:02d}")
    assert b.rows[-1]["line"] == line, (b.rows[-1]["line"], line)
    end("step_script", 0.5)
    sec("upload_artifacts_on_failure", 0.1)
    b.emit(upl)
    b.emit(upl_warn, art="report.xml", path=f"/builds/{proj}")
    b.emit(upl_err)
    end("upload_artifacts_on_failure", 0.3)
    sec("cleanup_file_variables")
    b.emit(cleanup)
    end("cleanup_file_variables", 0.4)
    b.emit(failed, code="1")
    assert len(b.rows) == TOTAL, len(b.rows)
    check_unique([runner_hdr, runner_on, sec_s, sec_e, prep_exec, using_exec, pulling, using_img, prep_env,
                  running_on, get_src, fetching, reinit, checkout, exec_stage, dollar, pw_warn, login_ok, bk_hdr, bk_def,
                  bk_tdf, bk_done, bk_meta, bk_ctx, bk_from, bk_cached, bk_run, bk_copy, bk_export, bk_write, bk_name,
                  pip_coll, pip_colld, pip_dl, pip_inst, pip_succ, pip_root, pip_new, npm_depr, npm_added, vite_b,
                  vite_done, py_start, py_plat, py_coll, py_pass, py_fail, py_skip, py_err, py_short, py_sfail, py_serr,
                  py_sum, upl, upl_warn, upl_err, cleanup, failed])
    return b.rows


# ==========================================================================
# 5. syslog_mixed_hosts
# ==========================================================================
def make_syslog_mixed_hosts(rng: random.Random) -> list[dict[str, str]]:
    t0 = t0_of(rng)
    dpad = " " if _d(t0).day >= 10 else "  "
    TS = "{mon}" + dpad + "{day} {tm}"
    boot = t0 - rng.uniform(2e5, 9e6)
    seq = [rng.randint(1000, 90000)]

    def nseq(r, c):
        seq[0] += 1
        return str(seq[0])

    scan = Pool(rand_ips(rng, 80, PUBLIC), 0.9)
    suser = Pool(["deploy", "jsmith", "akumar", "mchenn", "lgarci"], 1.1)   # 6 chars: sudo right-aligns in %8s
    g = {
        "mon": lambda r, c: MONTHS[_d(c["t"]).month - 1], "day": lambda r, c: str(_d(c["t"]).day),
        "tm": lambda r, c: _d(c["t"]).strftime("%H:%M:%S"),
        "ctm": lambda r, c: _d(c["t"] - 0.4).strftime("%H:%M:%S.") + f"{_d(c['t'] - 0.4).microsecond // 1000:03d}",
        "host": Pool(["web-01", "web-02", "web-03", "db-01", "bastion-01", "mail-01"], 0.9),
        "spid": lambda r, c: str(r.randint(1000, 99999)), "user": Pool(USERS, 1.1), "buser": Pool(BAD_USERS, 0.9),
        "ip": scan, "aip": Pool(["10.20.0.5", "10.20.0.6", "10.8.0.14"], 1.0), "port": lambda r, c: str(r.randint(1025, 65535)),
        "fp": lambda r, c: "SHA256:" + Pool(["vKq3pZb1X0s9QmYfR8nH2tLw4cJdE7uA6oGyPiTxNkM", "Jr5hW2aXq9LkP0zT3mB8nC6vY1sD4fE7gH2jK9lQwZs"])(r),
        "cpid": lambda r, c: str(r.randint(1000, 99999)), "cuser": Wt(("root", 5), ("www-data", 1)),
        "cmd": Pool(["   cd / && run-parts --report /etc/cron.hourly", "/usr/lib/php/sessionclean", "/usr/local/bin/certbot-renew.sh",
                     "test -x /usr/sbin/anacron || ( cd / && run-parts --report /etc/cron.daily )"], 1.2),
        "suser": suser, "tty": Wt(("pts/0", 5), ("pts/1", 2), ("pts/2", 1)),
        "pwd": lambda r, c: "/home/" + c["v"]["suser"], "ruser": K("root"),
        "scmd": Pool(["/usr/bin/systemctl restart nginx", "/usr/bin/journalctl -u app -n 200", "/usr/bin/apt-get update",
                      "/bin/bash", "/usr/bin/tail -f /var/log/nginx/error.log", "/usr/bin/docker ps"], 1.1),
        "uid0": K("0"), "suid": Wt(("1001", 3), ("1002", 2), ("1003", 1)),
        "ppid": lambda r, c: str(r.randint(1000, 40000)), "rhost": Wt(("unknown", 8), ("mail-out.partner.example", 1)),
        "qid": lambda r, c: f"{r.getrandbits(40):010X}", "from": Pool(["noreply@shop.example.com", "alerts@shop.example.com", "root@mail-01.example.com"]),
        "to": Pool(["ops@example.org", "jane.doe@gmail.com", "billing@partner.example", "oncall@example.org"], 0.8),
        "size": lambda r, c: str(lnum(r, 4000, 0.9, 300)), "nrcpt": K("1"),
        "relay": Pool(["gmail-smtp-in.l.google.com[142.250.102.27]:25", "mx.partner.example[198.51.100.7]:25", "aspmx.l.google.com[64.233.184.26]:25"]),
        "delay": lambda r, c: lflt(r, 0.6, 0.8, 2), "delays": lambda r, c: f"{r.uniform(0, .1):.2g}/0.01/{r.uniform(0.05, 0.4):.2g}/{r.uniform(0.05, 0.5):.2g}",
        "dsn": K("2.0.0"), "dsn4": K("4.4.1"), "resp": lambda r, c: f"250 2.0.0 OK  {int(c['t'])} {hx(r, 6)}.{r.randint(10, 999)} - gsmtp",
        "defer": lambda r, c: "connect to mx.partner.example[198.51.100.7]:25: Connection timed out",
        "ehlo": K("1"), "auth": K("0/1"), "quit": K("1"), "cmds": K("2/3"), "sasl": K("UGFzc3dvcmQ6"),
        "upt": lambda r, c: f"{c['t'] - boot:.6f}", "ifc": K("eth0"),
        "mac": lambda r, c: "0a:1b:2c:3d:4e:5f:0a:9c:8b:7d:6e:5f:08:00", "dst": Pool(["10.20.1.11", "10.20.1.12", "10.20.1.13"]),
        "len": Wt(("40", 3), ("44", 2), ("60", 1)), "tos": K("0x00"), "prec": K("0x00"), "ttl": lambda r, c: str(r.randint(40, 250)),
        "kid": lambda r, c: str(r.randint(1, 65535)), "spt": lambda r, c: str(r.randint(1025, 65535)),
        "dpt": Pool(["23", "22", "3389", "445", "8080", "5900", "6379", "2375"], 1.0), "win": Wt(("1024", 3), ("65535", 2), ("29200", 1)),
        "res": K("0x00"), "urgp": K("0"),
        "src": Pool(["162.159.200.1", "169.254.169.123", "185.125.190.57"]), "srcn": K("x"),
        "dip": lambda r, c: f"10.20.1.{r.randint(10, 60)}", "gw": K("10.20.1.1"), "xid": lambda r, c: f"0x{hx(r, 8)}",
        "nvq": lambda r, c: str(r.randint(1, 1023)), "qn": lambda r, c: str(r.randint(1, 8)),
        "unit": Pool(["logrotate.service", "apt-daily.service", "sysstat-collect.service", "phpsessionclean.service"]),
        # cisco
        "sw": K("10.0.0.2"), "seq": nseq,
        "intf": Pool([f"GigabitEthernet1/0/{i}" for i in (12, 7, 24, 3, 18, 44, 31)], 1.0),
        "gi": Pool([f"Gi1/0/{i}" for i in (12, 7, 24, 3, 18)], 1.0),
        "nuser": Pool(["netops", "admin", "jsmith"], 1.2), "vty": Wt(("vty0", 3), ("vty1", 1)),
        "nip": Pool(["10.20.0.5", "10.8.0.14"]), "lport": K("22"),
        "dev": lambda r, c: _d(c["t"]).strftime("%a %b %d %Y"),
        "mac_c": Pool(["0050.56a3.1f2e", "a4bb.6d12.9c01", "3c52.82e1.77aa"]), "vlan": Wt(("10", 3), ("20", 1)),
        "sess": lambda r, c: f"0A00000{r.randint(1, 9)}0000{hx(r, 4).upper()}{hx(r, 8).upper()}",
        "lhost": K("10.20.0.30"), "lp": K("514"),
        "ctz": lambda r, c: _d(c["t"]).strftime("%H:%M:%S"),
        # rfc5424 appliance
        "iso": lambda r, c: _d(c["t"]).strftime("%Y-%m-%dT%H:%M:%S.") + f"{_d(c['t']).microsecond // 1000:03d}Z",
        "lb": K("lb-edge-01"), "lbpid": K(str(rng.randint(1500, 4000))), "apid": K(str(rng.randint(800, 1400))),
        "hpid": K(str(rng.randint(500, 790))), "sypid": K(str(rng.randint(300, 490))),
        "vs": Pool(["vs_shop_443", "vs_api_443", "vs_admin_443"], 1.3), "pool": Pool(["pool_web", "pool_api", "pool_admin"], 1.3),
        "member": Pool(["10.20.1.11:8080", "10.20.1.12:8080", "10.20.1.13:8080", "10.20.2.21:9000"], 0.8),
        "hst": Wt(("200", 90), ("302", 4), ("404", 3), ("503", 1)), "rtt": lambda r, c: str(lnum(r, 18, 0.9, 1)),
        "reason": Pool(["health check timeout", "connection refused", "HTTP status 503"]),
        "auser": Pool(["admin", "netops", "root", "backup"], 1.0), "asrc": scan, "amethod": Wt(("password", 3), ("publickey", 1)),
        "tzk": K("1"), "isy": Wt(("1", 9), ("0", 1)),
        "alert": Pool(["handshake_failure", "protocol_version", "unknown_ca"]),
        "peer": K("lb-edge-02"), "hfrom": K("standby"), "hto": K("active"), "gen": lambda r, c: str(r.randint(4000, 5000)),
        "sensor": K("cpu0"), "temp": lambda r, c: str(r.randint(91, 97)),
        "cact": lambda r, c: str(lnum(r, 1800, 0.4, 10)), "cnew": lambda r, c: str(lnum(r, 200, 0.5, 1)), "cdrop": lambda r, c: str(lnum(r, 2, 1.2, 0)),
    }
    L = TS + " {host} "
    SS = L + "sshd[{spid}]: "
    x_acc = Spec(SS + "Accepted publickey for {user} from {aip} port {port} ssh2: RSA {fp}")
    x_inv = Spec(SS + "Invalid user {buser} from {ip} port {port}")
    x_fail = Spec(SS + "Failed password for invalid user {buser} from {ip} port {port} ssh2")
    x_close = Spec(SS + "Connection closed by invalid user {buser} {ip} port {port} [preauth]")
    x_max = Spec(SS + "error: maximum authentication attempts exceeded for root from {ip} port {port} ssh2 [preauth]", "ERROR")
    x_cron = Spec(L + "CRON[{cpid}]: ({cuser}) CMD ({cmd})")
    x_sudo = Spec(L + "sudo:   {suser} : TTY={tty} ; PWD={pwd} ; USER={ruser} ; COMMAND={scmd}")
    x_sudop = Spec(L + "sudo: pam_unix(sudo:session): session opened for user {ruser}(uid={uid0}) by {suser}(uid={suid})")
    PF = L + "postfix/%s[{ppid}]: "
    x_pconn = Spec(PF % "smtpd" + "connect from {rhost}[{ip}]")
    x_pdis = Spec(PF % "smtpd" + "disconnect from {rhost}[{ip}] ehlo={ehlo} auth={auth} quit={quit} commands={cmds}")
    x_psasl = Spec(PF % "smtpd" + "warning: {rhost}[{ip}]: SASL LOGIN authentication failed: {sasl}", "WARN")
    x_pq = Spec(PF % "qmgr" + "{qid}: from=<{from}>, size={size}, nrcpt={nrcpt} (queue active)")
    smtp_pid = lambda r, c: str(r.randint(40000, 99999))
    x_psent = Spec(PF % "smtp" + "{qid}: to=<{to}>, relay={relay}, delay={delay}, delays={delays}, dsn={dsn}, status=sent ({resp})", ppid=smtp_pid)
    x_pdef = Spec(PF % "smtp" + "{qid}: to=<{to}>, relay=none, delay={delay}, delays={delays}, dsn={dsn4}, status=deferred ({defer})", ppid=smtp_pid)
    x_ufw = Spec(L + "kernel: [{upt}] [UFW BLOCK] IN={ifc} OUT= MAC={mac} SRC={ip} DST={dst} LEN={len} TOS={tos} PREC={prec} "
                 "TTL={ttl} ID={kid} PROTO=TCP SPT={spt} DPT={dpt} WINDOW={win} RES={res} SYN URGP={urgp}")
    x_nvme = Spec(L + "kernel: [{upt}] nvme nvme0: I/O {nvq} QID {qn} timeout, aborting")
    x_chr = Spec(L + "chronyd[{cpid}]: Selected source {src} ({srcn})", srcn=lambda r, c: {"162.159.200.1": "2.debian.pool.ntp.org", "169.254.169.123": "169.254.169.123", "185.125.190.57": "ntp.ubuntu.com"}[c["v"]["src"]])
    x_dhcp = Spec(L + "dhclient[{cpid}]: DHCPACK of {dip} from {gw} (xid={xid})")
    x_deact = Spec(L + "systemd[{one}]: {unit}: Deactivated successfully.", one=K("1"))
    C = TS + " {sw} {seq}: {mon}" + dpad + "{day} {ctm} UTC: "
    c_ldown = Spec(C + "%LINK-3-UPDOWN: Interface {intf}, changed state to down", "ERROR")
    c_lup = Spec(C + "%LINK-3-UPDOWN: Interface {intf}, changed state to up", "ERROR")
    c_pdown = Spec(C + "%LINEPROTO-5-UPDOWN: Line protocol on Interface {intf}, changed state to down", "INFO")
    c_pup = Spec(C + "%LINEPROTO-5-UPDOWN: Line protocol on Interface {intf}, changed state to up", "INFO")
    c_conf = Spec(C + "%SYS-5-CONFIG_I: Configured from console by {nuser} on {vty} ({nip})", "INFO")
    c_lok = Spec(C + "%SEC_LOGIN-5-LOGIN_SUCCESS: Login Success [user: {nuser}] [Source: {nip}] [localport: {lport}] at {ctz} UTC {dev}", "INFO")
    c_lfail = Spec(C + "%SEC_LOGIN-4-LOGIN_FAILED: Login failed [user: {buser}] [Source: {ip}] [localport: {lport}] [Reason: Login Authentication Failed] at {ctz} UTC {dev}", "WARN")
    c_bpdu = Spec(C + "%SPANTREE-2-BLOCK_BPDUGUARD: Received BPDU on port {intf} with BPDU Guard enabled. Disabling port.", "FATAL")
    c_errd = Spec(C + "%PM-4-ERR_DISABLE: bpduguard error detected on {gi}, putting {gi} in err-disable state", "WARN")
    c_flap = Spec(C + "%SW_MATM-4-MACFLAP_NOTIF: Host {mac_c} in vlan {vlan} is flapping between port {gi} and port {gi2}", "WARN",
                  gi2=Pool(["Gi1/0/47", "Gi1/0/48"]))
    c_dot1x = Spec(C + "%DOT1X-5-FAIL: Authentication failed for client ({mac_c}) on Interface {gi} AuditSessionID {sess}", "INFO")
    c_log = Spec(C + "%SYS-6-LOGGINGHOST_STARTSTOP: Logging to host {lhost} port {lp} started - CLI initiated", "INFO")
    A = "<%d>1 {iso} {lb} "
    a_req = Spec(A % 134 + 'lbd {lbpid} HTTP_REQ [req@32473 vs="{vs}" pool="{pool}" member="{member}" status="{hst}" rtt="{rtt}"] request completed', "INFO")
    a_down = Spec(A % 132 + 'lbd {lbpid} POOL_MEMBER_DOWN [pool@32473 name="{pool}" member="{member}" reason="{reason}"] pool member marked down', "WARN")
    a_up = Spec(A % 133 + 'lbd {lbpid} POOL_MEMBER_UP [pool@32473 name="{pool}" member="{member}"] pool member marked up', "INFO")
    a_afail = Spec(A % 35 + 'authd {apid} AUTH_FAIL [auth@32473 user="{auser}" src="{asrc}" method="{amethod}"] authentication failed', "ERROR")
    a_aok = Spec(A % 38 + 'authd {apid} AUTH_OK [auth@32473 user="{auser}" src="{nip}" method="{amethod}"][timeQuality tzKnown="{tzk}" isSynced="{isy}"] login successful', "INFO")
    a_tls = Spec(A % 131 + 'lbd {lbpid} TLS_FAIL [tls@32473 client="{asrc}" vs="{vs}" alert="{alert}"] TLS handshake failed', "ERROR")
    a_ha = Spec(A % 133 + 'hamon {hpid} HA_STATE [ha@32473 peer="{peer}" from="{hfrom}" to="{hto}"] failover: local unit is now active', "INFO")
    a_temp = Spec(A % 130 + 'sysmon {sypid} TEMP_CRIT [hw@32473 sensor="{sensor}" celsius="{temp}"] temperature above critical threshold', "FATAL")
    a_sync = Spec(A % 134 + "lbd {lbpid} CONFIG_SYNC - configuration synchronized to peer {peer} (generation {gen})", "INFO")
    a_stats = Spec(A % 135 + 'lbd {lbpid} CONN_STATS [stats@32473 active="{cact}" new="{cnew}" dropped="{cdrop}"] periodic connection statistics', "DEBUG")
    evs = [
        Ev(a_req, w=260), Ev(a_stats, w=60), Ev(x_ufw, w=190), Ev(x_inv, x_fail, x_close, w=60, step=(0.1, 2.0)),
        Ev(x_max, w=5), Ev(x_acc, w=6), Ev(x_cron, w=40), Ev(x_sudo, x_sudop, w=10, step=(0.0, 0.05)),
        Ev(x_pconn, x_pdis, w=18, step=(0.2, 3.0)), Ev(x_pconn, x_psasl, x_pdis, w=8, step=(0.2, 3.0)),
        Ev(x_pq, x_psent, w=14, step=(0.1, 1.0)), Ev(x_pq, x_pdef, n=(2, 4)),
        Ev(x_chr, w=2), Ev(x_dhcp, w=4), Ev(x_deact, w=6), Ev(x_nvme, n=(1, 2)),
        Ev(c_ldown, c_pdown, w=4, step=(0.5, 1.5)), Ev(c_lup, c_pup, w=4, step=(1.0, 3.0)),
        Ev(c_conf, w=1.5), Ev(c_lok, w=3), Ev(c_lfail, w=5), Ev(c_dot1x, w=5), Ev(c_flap, n=(2, 5)),
        Ev(c_bpdu, c_errd, c_ldown, c_pdown, n=(1, 1), step=(0.0, 0.2)), Ev(c_log, n=(1, 1), win=(0.02, 0.05)),
        Ev(a_down, w=3), Ev(a_up, w=3), Ev(a_afail, w=6), Ev(a_aok, w=3), Ev(a_tls, w=5), Ev(a_sync, w=1.5),
        Ev(a_ha, n=(1, 1), win=(0.6, 0.7)), Ev(a_temp, n=(1, 2), win=(0.58, 0.62)),
    ]
    b = Builder(rng, g, t0, fresh={"mon", "day", "tm", "ctm", "iso", "upt", "seq", "ctz", "dev"})
    return b.mix(evs, gap=9.0)


# ==========================================================================
# 6. heroku_router_app
# ==========================================================================
def make_heroku_router_app(rng: random.Random) -> list[dict[str, str]]:
    apphost = rng.choice(["www.acme-shop.com", "acme-shop-prod-4f2a9c1b7e3d.herokuapp.com", "shop.example.com"])
    fwd = Pool(rand_ips(rng, 120, PUBLIC), 0.95)
    routes = {
        "gh": Pool([("/", "HomeController#index", "home/index"), ("/products", "ProductsController#index", "products/index"),
                    ("/products/#", "ProductsController#show", "products/show"), ("/cart", "CartsController#show", "carts/show"),
                    ("/categories/#", "CategoriesController#show", "categories/show"), ("/account/orders", "Account::OrdersController#index", "account/orders/index"),
                    ("/search?q=%", "SearchController#index", "search/index")], 1.1),
        "gj": Pool([("/api/v1/products/#", "Api::V1::ProductsController#show", ""), ("/api/v1/cart", "Api::V1::CartsController#show", ""),
                    ("/api/v1/recommendations?product_id=#", "Api::V1::RecommendationsController#index", ""),
                    ("/api/v1/stock/#", "Api::V1::StockController#show", "")], 1.1),
        "ph": Pool([("/cart/items", "CartItemsController#create", ""), ("/orders", "OrdersController#create", ""),
                    ("/users/sign_in", "Users::SessionsController#create", ""), ("/newsletter", "NewsletterController#create", "")], 1.1),
        "pj": Pool([("/api/v1/events", "Api::V1::EventsController#create", ""), ("/api/v1/cart/items", "Api::V1::CartItemsController#create", "")], 1.0),
        "pa": Pool([("/api/v1/cart/items/#", "Api::V1::CartItemsController#update", ""), ("/api/v1/account", "Api::V1::AccountsController#update", "")], 1.0),
        "de": Pool([("/api/v1/cart/items/#", "Api::V1::CartItemsController#destroy", ""), ("/api/v1/sessions/current", "Api::V1::SessionsController#destroy", "")], 1.0),
        "ps": Pool([("/products/#", "ProductsController#show", "products/show")]),
        "rp": Pool([("/admin/reports/export.csv", "Admin::ReportsController#export", ""), ("/account/orders/#/invoice.pdf", "Account::InvoicesController#show", "")], 1.0),
    }

    def route(kind):
        def gen(r, c):
            p, ctrl, view = routes[kind](r)
            c["v"]["ctrl"], c["v"]["view"] = ctrl, view + ".html.erb"
            c["v"]["params"] = {"gh": '{"id"=>"#"}', "gj": '{"id"=>"#"}', "ph": '{"authenticity_token"=>"[FILTERED]", "item"=>{"product_id"=>"#", "quantity"=>"1"}}',
                                "pj": '{"event"=>{"name"=>"add_to_cart", "product_id"=>"#"}}', "pa": '{"quantity"=>"2", "id"=>"#"}',
                                "de": '{"id"=>"#"}', "rp": '{"format"=>"csv"}', "ps": '{"id"=>"#"}'}[kind].replace("#", str(r.randint(1, 9999)))
            return fill_hash(r, p)
        return gen

    excs = Pool([("NoMethodError", "undefined method `price_cents' for nil:NilClass", "app/views/products/show.html.erb:14"),
                 ("ActiveRecord::StatementInvalid", "PG::QueryCanceled: ERROR:  canceling statement due to statement timeout", "app/models/product.rb:88"),
                 ("Redis::CannotConnectError", "Error connecting to Redis on ec2-3-91-12-7.compute-1.amazonaws.com:26079 (Redis::TimeoutError)", "app/services/cart_cache.rb:21")], 1.0)

    def exc_g(r, c):
        e, m, loc = excs(r)
        c["v"]["emsg"], c["v"]["bt"] = m, loc
        return e

    def rts(r, c):
        d = _d(c["t"])
        return d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{d.microsecond:06d}"

    ms = lambda med, sg: (lambda r, c: f"{lnum(r, med, sg, 0)}ms")
    g = {
        "ts": lambda r, c: rts(r, c) + "+00:00", "rts": rts,
        "sts": lambda r, c: _d(c["t"]).strftime("%Y-%m-%dT%H:%M:%S.") + f"{_d(c['t']).microsecond // 1000:03d}Z",
        "dyno": Pool(["web.1", "web.2", "web.3"], 0.2), "wdyno": K("worker.1"),
        "rpid": Wt(("4", 1), ("7", 1), ("10", 1)),
        "rid": lambda r, c: uuid4(r), "fwd": fwd, "hhost": K(apphost),
        "conn": Wt(("0ms", 6), ("1ms", 3), ("2ms", 1)), "svc": ms(60, 0.9), "status": K("200"),
        "bytes": lambda r, c: str(lnum(r, 8000, 1.0, 40)),
        "pgh": route("gh"), "pgj": route("gj"), "pph": route("ph"), "ppj": route("pj"), "ppa": route("pa"), "pde": route("de"), "prp": route("rp"),
        "ctrl": K("x"), "view": K("x"), "params": K("x"),
        "sdate": lambda r, c: _d(c["t"]).strftime("%Y-%m-%d"), "stime": lambda r, c: _d(c["t"]).strftime("%H:%M:%S"), "stz": K("+0000"),
        "layout": K("layouts/application"), "rdur": lambda r, c: lflt(r, 9, 0.8, 1), "alloc": lambda r, c: str(lnum(r, 9000, 0.8, 100)),
        "tms": lambda r, c: str(lnum(r, 45, 0.9, 1)), "vms": lambda r, c: lflt(r, 12, 0.8, 1), "arms": lambda r, c: lflt(r, 6, 1.0, 1),
        "redir": lambda r, c: f"https://{apphost}" + Pool(["/cart", "/orders/#/confirmation", "/account"])(r).replace("#", str(r.randint(1000, 99999))),
        "exc": exc_g,
        # sidekiq
        "spid": K("4"), "tid": lambda r, c: format_b36(r.randint(36 ** 3, 36 ** 4 - 1)),
        "jcls": Pool(["SendReceiptJob", "SyncInventoryJob", "ReindexProductJob", "AbandonedCartReminderJob", "ExportReportJob"], 1.1),
        "jid": lambda r, c: hx(r, 24), "elapsed": lambda r, c: lflt(r, 0.4, 1.1, 3),
        "wexc": Pool(["Net::ReadTimeout", "Faraday::ConnectionFailed", "Stripe::RateLimitError"]),
        "wmsg": Pool(["Net::ReadTimeout with #<TCPSocket:(closed)>", "Failed to open TCP connection to api.postmarkapp.com:443 (execution expired)",
                      "Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits."]),
        "rerr": K("Error connecting to Redis on ec2-3-91-12-7.compute-1.amazonaws.com:26079 (Redis::TimeoutError)"),
        # dyno
        "mem": lambda r, c: f"{r.randint(515, 640)}M", "pct": lambda r, c: f"{r.uniform(100.5, 125):.1f}",
        "pcmd": K("bundle exec puma -C config/puma.rb"), "xcode": K("143"), "kcode": K("137"),
        "ppid": K("4"), "lport": lambda r, c: str(r.randint(10000, 60000)),
        "rel": lambda r, c: f"v{r.randint(300, 900)}", "who": Pool(["deploy@acme-shop.com", "jsmith@acme-shop.com"]),
        "gsha": lambda r, c: hx(r, 7),
    }
    RT = "{ts} heroku[router]: "
    TAIL = ' host={hhost} request_id={rid} fwd="{fwd}" dyno={dyno} connect={conn} service={svc} status={status} bytes={bytes} protocol=https'
    o_get = Spec(RT + 'at=info method=GET path="{path}"' + TAIL, "INFO")
    o_post = Spec(RT + 'at=info method=POST path="{path}"' + TAIL, "INFO")
    o_patch = Spec(RT + 'at=info method=PATCH path="{path}"' + TAIL, "INFO")
    o_del = Spec(RT + 'at=info method=DELETE path="{path}"' + TAIL, "INFO")
    o_h12 = Spec(RT + 'at=error code=H12 desc="Request timeout" method=GET path="{path}"' + TAIL, "ERROR",
                 svc=K("30000ms"), status=K("503"), bytes=K("0"))
    o_h12p = Spec(RT + 'at=error code=H12 desc="Request timeout" method=POST path="{path}"' + TAIL, "ERROR",
                  svc=K("30000ms"), status=K("503"), bytes=K("0"))
    o_h13 = Spec(RT + 'at=error code=H13 desc="Connection closed without response" method=POST path="{path}"' + TAIL, "ERROR",
                 status=K("503"), bytes=K("0"))
    o_h10 = Spec(RT + 'at=error code=H10 desc="App crashed" method=GET path="{path}" host={hhost} request_id={rid} fwd="{fwd}" dyno= connect= service= status={status} bytes= protocol=https',
                 "ERROR", status=K("503"))
    o_h27 = Spec(RT + 'sock=client at=error code=H27 desc="Client Request Interrupted" method=POST path="{path}" host={hhost} request_id={rid} fwd="{fwd}" dyno={dyno} connect={conn} service={svc} status={status} bytes= protocol=https',
                 "ERROR", status=K("499"))
    AP = "{ts} app[{dyno}]: %s, [{rts} #{rpid}] %5s -- : [{rid}] "
    I_, W_, F_ = AP % ("I", "INFO"), AP % ("W", "WARN"), AP % ("F", "FATAL")
    r_sg = Spec(I_ + 'Started GET "{path}" for {fwd} at {sdate} {stime} {stz}', "INFO")
    r_sp = Spec(I_ + 'Started POST "{path}" for {fwd} at {sdate} {stime} {stz}', "INFO")
    r_sa = Spec(I_ + 'Started PATCH "{path}" for {fwd} at {sdate} {stime} {stz}', "INFO")
    r_sd = Spec(I_ + 'Started DELETE "{path}" for {fwd} at {sdate} {stime} {stz}', "INFO")
    r_ph = Spec(I_ + "Processing by {ctrl} as HTML", "INFO")
    r_pj = Spec(I_ + "Processing by {ctrl} as JSON", "INFO")
    r_par = Spec(I_ + "  Parameters: {params}", "INFO")
    r_rend = Spec(I_ + "  Rendered {view} within {layout} (Duration: {rdur}ms | Allocations: {alloc})", "INFO")
    r_redir = Spec(I_ + "Redirected to {redir}", "INFO")
    r_ok = Spec(I_ + "Completed {status} OK in {tms}ms (Views: {vms}ms | ActiveRecord: {arms}ms | Allocations: {alloc})", "INFO")
    r_found = Spec(I_ + "Completed {status} Found in {tms}ms (ActiveRecord: {arms}ms | Allocations: {alloc})", "INFO", status=K("302"))
    r_created = Spec(I_ + "Completed {status} Created in {tms}ms (Views: {vms}ms | ActiveRecord: {arms}ms | Allocations: {alloc})", "INFO", status=K("201"))
    r_nc = Spec(I_ + "Completed {status} No Content in {tms}ms (ActiveRecord: {arms}ms | Allocations: {alloc})", "INFO", status=K("204"))
    r_422 = Spec(I_ + "Completed {status} Unprocessable Entity in {tms}ms (Views: {vms}ms | ActiveRecord: {arms}ms | Allocations: {alloc})", "INFO", status=K("422"))
    r_404 = Spec(I_ + "Completed {status} Not Found in {tms}ms (ActiveRecord: {arms}ms | Allocations: {alloc})", "INFO", status=K("404"))
    r_500 = Spec(I_ + "Completed {status} Internal Server Error in {tms}ms (ActiveRecord: {arms}ms | Allocations: {alloc})", "INFO", status=K("500"))
    r_fx = Spec(F_ + "{exc} ({emsg}):", "FATAL")
    r_fb = Spec(F_ + "{bt}:in `{meth}'", "FATAL", meth=lambda r, c: c["v"]["ctrl"].split("#")[-1] if "views" not in c["v"]["bt"] else "_app_views_products_show_html_erb___" + str(r.randint(10 ** 17, 10 ** 18)) + "_" + str(r.randint(10 ** 5, 10 ** 6)))
    r_csrf = Spec(W_ + "Can't verify CSRF token authenticity.", "WARN")
    SK = "{ts} app[{wdyno}]: {sts} pid={spid} tid={tid} "
    k_start = Spec(SK + "class={jcls} jid={jid} INFO: start", "INFO")
    k_done = Spec(SK + "class={jcls} jid={jid} elapsed={elapsed} INFO: done", "INFO")
    k_fail = Spec(SK + "class={jcls} jid={jid} elapsed={elapsed} INFO: fail", "INFO")
    k_warn = Spec(SK + "class={jcls} jid={jid} WARN: {wexc}: {wmsg}", "WARN")
    k_err = Spec(SK + "ERROR: Error fetching job: {rerr}", "ERROR")
    HD = "{ts} heroku[{dyno}]: "
    h_mem = Spec(HD + "Process running mem={mem}({pct}%)")
    h_r14 = Spec(HD + "Error R14 (Memory quota exceeded)", "ERROR")
    h_r15 = Spec(HD + "Error R15 (Memory quota vastly exceeded)", "ERROR")
    h_kill = Spec(HD + "Stopping process with SIGKILL")
    h_exit = Spec(HD + "Process exited with status {xcode}")
    h_crash = Spec(HD + "State changed from up to crashed")
    h_c2s = Spec(HD + "State changed from crashed to starting")
    h_s2u = Spec(HD + "State changed from starting to up")
    h_u2s = Spec(HD + "State changed from up to starting")
    h_cmd = Spec(HD + "Starting process with command `{pcmd}`")
    h_cyc = Spec(HD + "Cycling")
    h_term = Spec(HD + "Stopping all processes with SIGTERM")
    PU = "{ts} app[{dyno}]: [{ppid}] "
    u_start = Spec(PU + "Puma starting in cluster mode...")
    u_listen = Spec(PU + "* Listening on http://0.0.0.0:{lport}")
    u_stop = Spec(PU + "- Gracefully stopping, waiting for requests to finish")
    a_dep = Spec("{ts} app[api]: Deploy {gsha} by user {who}")
    a_rel = Spec("{ts} app[api]: Release {rel} created by user {who}")
    evs = [
        Ev(r_sg, r_ph, r_rend, r_ok, o_get, w=300, path=route("gh")),
        Ev(r_sg, r_pj, r_ok, o_get, w=220, path=route("gj"), svc=ms(25, 0.8)),
        Ev(r_sp, r_ph, r_par, r_redir, r_found, o_post, w=55, path=route("ph"), status="302", bytes=K("0")),
        Ev(r_sp, r_pj, r_par, r_created, o_post, w=30, path=route("pj"), status="201"),
        Ev(r_sp, r_ph, r_par, r_422, o_post, w=5, path=route("ph"), status="422"),
        Ev(r_sp, r_ph, r_par, r_csrf, r_422, o_post, n=(1, 3), path=route("ph"), status="422"),
        Ev(r_sa, r_pj, r_par, r_ok, o_patch, w=12, path=route("pa")),
        Ev(r_sd, r_pj, r_par, r_nc, o_del, w=6, path=route("de"), status="204", bytes=K("0")),
        Ev(r_sg, r_ph, r_404, r_fx, r_fb, o_get, w=6, path=route("ps"), status="404",
           exc=lambda r, c: (c["v"].__setitem__("emsg", f"Couldn't find Product with 'id'={r.randint(10000, 99999)}"),
                             c["v"].__setitem__("bt", "app/controllers/products_controller.rb:61"), "ActiveRecord::RecordNotFound")[-1]),
        Ev(r_sg, r_ph, r_500, r_fx, r_fb, o_get, w=3, path=route("gh"), status="500"),
        Ev(r_sg, r_ph, o_h12, n=(2, 4), win=(0.45, 0.55), path=route("rp"), step=(0.001, 0.05)),
        Ev(r_sp, r_ph, o_h12p, n=(1, 2), path=route("ph")),
        Ev(o_h13, n=(1, 2), path=route("ph")),
        Ev(o_h27, w=1.2, path=route("pj")),
        Ev(k_start, k_done, w=55, step=(0.05, 1.5)),
        Ev(k_start, k_fail, k_warn, w=3, step=(0.5, 5.0)),
        Ev(k_err, n=(1, 2)),
        Ev(h_mem, h_r14, n=(3, 6), win=(0.5, 0.7), dyno="web.2", step=(0.0, 0.002)),
        Ev(h_mem, h_r15, h_kill, h_exit, h_crash, n=(1, 1), win=(0.7, 0.7), dyno="web.2", xcode="137",
           mem=lambda r, c: f"{r.randint(1030, 1300)}M", pct=lambda r, c: f"{r.uniform(201, 254):.1f}"),
        Ev(o_h10, n=(1, 2), win=(0.701, 0.705), path=route("gh")),
        Ev(h_c2s, h_cmd, u_start, u_listen, h_s2u, n=(1, 1), win=(0.706, 0.706), dyno="web.2", step=(0.2, 3.0)),
        Ev(h_cyc, h_u2s, h_term, u_stop, h_exit, h_cmd, u_start, u_listen, h_s2u, n=(1, 1), win=(0.3, 0.3),
           dyno="web.1", step=(0.1, 2.5)),
        Ev(a_dep, a_rel, n=(1, 1), win=(0.9, 0.9)),
    ]
    b = Builder(rng, g, t0_of(rng), fresh={"ts", "rts", "sts", "sdate", "stime"})
    return b.mix(evs, gap=1.1)


# ==========================================================================
FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("compose_stack", make_compose_stack),
    ("journal_units", make_journal_units),
    ("kubectl_all_containers", make_kubectl_all_containers),
    ("gitlab_ci_job", make_gitlab_ci_job),
    ("syslog_mixed_hosts", make_syslog_mixed_hosts),
    ("heroku_router_app", make_heroku_router_app),
]


def _tpl_regex(tpl):
    return re.compile("^" + ".+?".join(re.escape(p) for p in tpl.split("<*>")) + "$", re.S)


if __name__ == "__main__":
    for seed in (0, 1):
        for name, make in FORMATS:
            rows = make(random.Random(seed))
            assert len(rows) == TOTAL, (name, len(rows))
            tl = {}
            for row in rows:
                assert set(row) == {"line", "template", "level"}, row
                ln = row["line"]
                assert "\n" not in ln and "\r" not in ln, ln
                assert row["level"] in LEVELS, row
                rx = _tpl_regex(row["template"])
                assert rx.match(ln), (name, row)
                tl.setdefault(row["template"], set()).add(row["level"])
            assert all(len(v) == 1 for v in tl.values()), name
            nab = sum(1 for v in tl.values() if next(iter(v)) in ("WARN", "ERROR", "FATAL"))
            assert 15 <= len(tl) <= 60, (name, len(tl))
            assert nab >= 3, (name, nab)
            assert rows == make(random.Random(seed)), name + " not deterministic"
            print(f"seed={seed} {name}: {len(tl)} templates ({nab} abnormal)")
            for row in rows[:1] + rows[len(rows) // 2:len(rows) // 2 + 1] + rows[-1:]:
                print("   ", row["line"][:220])
    print("OK")
