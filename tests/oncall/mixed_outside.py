"""Ten realistic "outside" log formats with ground-truth templates, for testing a log fold.

Every ``make(rng)`` returns exactly 2000 rows ``{"line", "template", "level"}`` in time order.
Only the ``random.Random`` passed in is used (no global random, no clock), so output is a pure
function of the seed.

Truth conventions (applied in every format):

1. Variables.  Anything drawn from a pool is a variable, digits or not: user names, e-mail
   addresses, host names, pod / container / service names, task names, queue / topic names,
   URL paths, file paths, SQL statements, user agents, reason codes, error strings passed as a
   parameter, SMTP reply text, DNS names, certificate subjects.  Numbers, hex ids, UUIDs, IPs,
   ports, durations and timestamps are variables too.  The syslog program tag is a variable
   (``postfix/smtpd`` and ``postfix/submission/smtpd`` logging "connect from" is one template;
   an ``smtp`` and an ``lmtp`` delivery with ``status=sent`` is one template).
2. Template-distinguishing constants.  The constant text of a message distinguishes templates,
   including few-valued words that change the meaning: ``status=sent|deferred|bounced`` (Postfix),
   Suricata ``event_type``, the alert ``signature``, DNS ``type`` query vs answer, "Cache hit" vs
   "Cache miss", and the HTTP method of a logged request (GET vs POST are different templates
   also when the method sits in a JSON field or key=value pair: Caddy, Suricata http, slog,
   zap, IIS, nginx, uvicorn, Serilog request logging).  Where one message is logged at two levels
   (Caddy "handled request" at info for <400 and at error for >=400) the level word is part of
   the template.
3. Absent fields never make a template of their own: ``-`` / empty string / null, or an optional
   key or sub-object that is missing (Suricata ``tcp`` / cert fields / DNS ``answers``, Caddy
   ``tls``, Postfix ``sasl_*`` on ``client=``, nginx referer / x-forwarded-for, IIS username).
4. Stack traces: one template per physical line pattern.  Python: ``Traceback (most recent call
   last):``; every ``  File "...", line N, in f`` line is ONE template; every indented source-code
   line is ONE template (the code text is treated as a variable); every 3.11 ``~~~^^^`` caret line
   is ONE template; the closing ``Type: message`` line is one template per exception type; the
   chaining sentence is one template; blank lines are one template.  Go: panic header one per
   panic kind, ``goroutine N [running]:`` one, all function-call lines one, all tab-indented
   ``file:line +0x..`` lines one, ``created by`` one.  .NET: ``   at M(...)`` and ``   at M(...) in
   F:line N`` are two templates (the second has extra constant words), the exception header and
   each `` ---> `` inner-exception line are one template per exception type, the two
   ``--- End of ... ---`` markers one each.  Header / continuation lines with constant text (IIS ``#Fields:``,
   the lines of Celery's multi-line deprecation warning, "Trying again in Ns...") are one template each.
5. A parameter that merely names something stays a variable even if it looks like a type: the
   exception repr in Celery's "raised unexpected: X(...)" / "retry: Retry in 10s: X(...)", the
   Postgres STATEMENT / DETAIL text, the SMTP command in "lost connection after CMD".
6. Levels: the level the line itself shows, mapped to FATAL/ERROR/WARN/INFO/DEBUG (WARNING->WARN,
   CRITICAL/FTL/"panic:"->FATAL, VRB/DBG->DEBUG, Redis ``*``->INFO and ``#``->WARN, Postfix
   ``warning:``->WARN and ``error:``->ERROR).  Lines that show no level (syslog, IIS, eve.json,
   Go ``log.Printf``, traceback lines, Postgres DETAIL/STATEMENT, continuation lines) get "-".
"""
import base64
import json
import random
from datetime import datetime, timezone
from typing import Callable

N = 2000

# --------------------------------------------------------------------------- engine
class Gen:
    """Collects (time, seq, row) triples; events may place lines slightly in the future."""
    def __init__(self, rng, start, gap):
        self.rng, self.t, self.gap = rng, start, gap
        self.rows, self.seq = [], 0
    def emit(self, t, line, tpl, lvl):
        self.rows.append((t, self.seq, line, tpl, lvl))
        self.seq += 1
    def run(self, common, rare=(), prologue=None, n=N):
        rng = self.rng
        if prologue:
            prologue(self, self.t)
        sched = []
        for cnt, fn in rare:
            for _ in range(cnt):
                sched.append((rng.randint(60, int(n * 0.85)), len(sched), fn))
        sched.sort(key=lambda x: (x[0], x[1]))
        weights = [w for w, _ in common]
        fns = [f for _, f in common]
        i = 0
        while True:
            self.t += rng.expovariate(1.0 / self.gap)
            if sched and len(self.rows) >= sched[0][0]:
                sched.pop(0)[2](self, self.t)
            else:
                rng.choices(fns, weights)[0](self, self.t)
            i += 1
            if len(self.rows) >= n and not sched and i % 10 == 0:
                if sum(1 for r in self.rows if r[0] <= self.t) >= n:
                    break
        self.rows.sort(key=lambda r: (r[0], r[1]))
        return [{"line": r[2], "template": r[3], "level": r[4]} for r in self.rows[:n]]

# --------------------------------------------------------------------------- helpers
def _epoch(y, mo, d, h=0, mi=0, s=0): return datetime(y, mo, d, h, mi, s, tzinfo=timezone.utc).timestamp()

def _dt(t): return datetime.fromtimestamp(t, timezone.utc)

def _ms(t): return _dt(t).microsecond // 1000

def sysl_ts(t):  # Nov  3 02:13:58
    d = _dt(t)
    return d.strftime("%b ") + "%2d" % d.day + d.strftime(" %H:%M:%S")

def py_ts(t):  # 2024-11-30 02:13:58,123
    return _dt(t).strftime("%Y-%m-%d %H:%M:%S") + ",%03d" % _ms(t)

def iso_ms(t):  # 2024-11-30T02:13:58.123Z
    return _dt(t).strftime("%Y-%m-%dT%H:%M:%S") + ".%03dZ" % _ms(t)

_ZW = {}

def zpick(rng, pool, s=1.1):
    """Zipf-skewed choice: the first entries of a pool are the most frequent."""
    key = (len(pool), s)
    if key not in _ZW:
        _ZW[key] = [1.0 / (i + 1) ** s for i in range(len(pool))]
    return rng.choices(pool, _ZW[key])[0]

def hexs(rng, n): return "%0*x" % (n, rng.getrandbits(4 * n))

def uuid4(rng):
    h = hexs(rng, 32)
    h = h[:12] + "4" + h[13:16] + "89ab"[rng.randrange(4)] + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])

def pub_ip(rng):
    return "%d.%d.%d.%d" % (rng.choice([23, 31, 45, 52, 66, 77, 81, 89, 91, 104, 109, 138, 151,
                                        176, 185, 188, 193, 203, 212, 217]),
                            rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))

def priv_ip(rng):
    return "10.%d.%d.%d" % (rng.choice([0, 0, 1, 2, 3, 12, 40]), rng.randrange(256), rng.randrange(1, 255))

def eport(rng): return rng.randint(32768, 60999)

def lnorm(rng, median, sigma=0.8): return median * rng.lognormvariate(0, sigma)

def goptr(rng): return "0xc%09x" % (rng.randrange(0x100000, 0x800000) * 0x40)

USERS = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy",
         "mallory", "niaj", "olivia", "peggy", "rupert", "sybil", "trent", "victor", "walter",
         "yasmin", "zoe", "mkowalski", "jsmith", "lnguyen", "aperez", "tanaka", "obrien", "fischer"]
DOMAINS = ["gmail.com", "yahoo.com", "outlook.com", "hotmail.co.uk", "icloud.com", "gmx.de",
           "protonmail.com", "fastmail.fm", "acme-corp.com", "orange.fr", "web.de", "mail.ru"]
PAGES = ["/", "/products", "/cart", "/search", "/login", "/static/css/main.css",
         "/static/js/app.js", "/favicon.ico", "/checkout", "/account/settings",
         "/products/blue-widget", "/products/garden-hose", "/products/espresso-machine",
         "/blog/release-notes", "/blog/winter-sale", "/images/logo.svg", "/robots.txt",
         "/sitemap.xml", "/static/js/vendor.js", "/api/cart", "/api/users/me", "/logout", "/wp-login.php", "/.env"]
UAS = ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
       "Chrome/119.0.0.0 Safari/537.36",
       "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 "
       "(KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
       "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) "
       "Version/17.1 Safari/605.1.15", "Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0",
       "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
       "curl/8.4.0", "python-requests/2.31.0", "kube-probe/1.28", "Go-http-client/1.1",
       "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
       "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)"]
SKUS = ["blue-widget", "garden-hose", "espresso-machine", "desk-lamp", "yoga-mat",
        "usb-hub", "rain-jacket", "cast-iron-pan", "trail-shoes", "water-bottle"]
WORDS = ["widget", "lamp", "shoes", "jacket", "coffee", "kettle", "backpack", "tent", "charger"]

def email(rng): return "%s@%s" % (zpick(rng, USERS), zpick(rng, DOMAINS))

def web_path(rng):
    r = rng.random()
    if r < 0.55:
        return zpick(rng, PAGES)
    if r < 0.75:
        return "/api/orders/%d" % rng.randint(40000, 49999)
    if r < 0.88:
        return "/search?q=%s" % rng.choice(WORDS)
    return "/api/products/%s" % rng.choice(SKUS)

# =========================================================================== 1 docker compose
def make_docker_compose(rng):
    g = Gen(rng, _epoch(2024, 11, 30, 2, 13, 4), 0.8)
    W = len("cache-1")
    P = {s: (s + "-1").ljust(W) + " | " for s in ("web", "api", "db", "cache")}
    st = {"workers": [7, 8, 9], "next": 10}
    def ngx(t): return _dt(t).strftime("%d/%b/%Y:%H:%M:%S +0000")
    def pg(t): return _dt(t).strftime("%Y-%m-%d %H:%M:%S") + ".%03d UTC" % _ms(t)
    def rd(t): return _dt(t).strftime("%d %b %Y %H:%M:%S") + ".%03d" % _ms(t)
    def gu(t): return _dt(t).strftime("[%Y-%m-%d %H:%M:%S +0000]")
    def access(g, t, method, path, status, size):
        user = zpick(rng, USERS) if rng.random() < 0.06 else "-"
        ref = "-" if rng.random() < 0.6 else "https://shop.example.com" + zpick(rng, PAGES)
        xff = pub_ip(rng) if rng.random() < 0.7 else "-"
        g.emit(t, P["web"] + '172.18.0.1 - %s [%s] "%s %s HTTP/1.1" %d %d "%s" "%s" "%s"'
               % (user, ngx(t), method, path, status, size, ref, zpick(rng, UAS), xff),
               "compose_web_access_" + method.lower(), "-")
    def ev_get(g, t):
        p = web_path(rng)
        status = rng.choices([200, 304, 404, 301], [80, 12, 6, 2])[0]
        access(g, t, "GET", p, status, 0 if status == 304 else int(lnorm(rng, 2400, 1.2)))
    def api(t, lvl, name, msg, tpl, level):
        g.emit(t, P["api"] + "%s %s [%s] %s" % (py_ts(t), lvl, name, msg), tpl, level)
    def ev_order(g, t):
        n = rng.randint(1, 6)
        api(t, "INFO", "app.orders", "Order %d created for %s (%d items, total %.2f EUR)"
            % (rng.randint(40000, 49999), zpick(rng, USERS), n, n * lnorm(rng, 19, 0.6)),
            "compose_api_order_created", "INFO")
        access(g, t + 0.004, "POST", "/api/orders", 201, rng.randint(180, 420))
    def ev_declined(g, t):
        api(t, "WARNING", "app.payments", "Payment declined for order %d: %s"
            % (rng.randint(40000, 49999), zpick(rng, ["card_declined", "insufficient_funds",
                                                      "expired_card", "do_not_honor"])),
            "compose_api_payment_declined", "WARN")
        access(g, t + 0.003, "POST", "/api/payments", 402, rng.randint(60, 120))
    def ev_delete(g, t):
        access(g, t, "DELETE", "/api/cart/items/%d" % rng.randint(100, 999), 204, 0)
    def ev_checkpoint(g, t):
        pid = 27
        g.emit(t, P["db"] + "%s [%d] LOG:  checkpoint starting: time" % (pg(t), pid),
               "compose_db_checkpoint_starting", "INFO")
        b = rng.randint(3, 400)
        w = b * 0.09 + rng.random()
        g.emit(t + w + 0.02, P["db"] + "%s [%d] LOG:  checkpoint complete: wrote %d buffers "
               "(%.1f%%); 0 WAL file(s) added, 0 removed, %d recycled; write=%.3f s, sync=%.3f s, "
               "total=%.3f s; sync files=%d, longest=%.3f s, average=%.3f s; distance=%d kB, "
               "estimate=%d kB" % (pg(t + w + 0.02), pid, b, b / 128.0, rng.randint(0, 2), w,
                                   0.004, w + 0.02, rng.randint(2, 40), 0.002, 0.001, b * 8,
                                   b * 9), "compose_db_checkpoint_complete", "INFO")
    def ev_bgsave(g, t):
        child = rng.randint(20, 900)
        lines = [(0, "1:M", "* %d changes in 300 seconds. Saving..." % rng.choice([10, 100]), "changes_saving"),
            (0.001, "1:M", "* Background saving started by pid %d" % child, "bgsave_started"),
            (0.04, "%d:C" % child, "* DB saved on disk", "db_saved"),
            (0.041, "%d:C" % child, "* Fork CoW for RDB: current 0 MB, peak %d MB, average 0 MB" % rng.randint(0, 2),
             "fork_cow"), (0.1, "1:M", "* Background saving terminated with success", "bgsave_success")]
        for dt, who, msg, tpl in lines:
            g.emit(t + dt, P["cache"] + "%s %s %s" % (who, rd(t + dt), msg), "compose_cache_" + tpl, "INFO")
    def ev_dupkey(g, t):
        pid = rng.randint(60, 400)
        c, col, val, sql = rng.choice([
            ("users_email_key", "email", email(rng),
             "INSERT INTO users (email, name, created_at) VALUES ($1, $2, now())"),
            ("accounts_username_key", "username", zpick(rng, USERS),
             "INSERT INTO accounts (username, plan) VALUES ($1, $2)"),
            ("products_sku_key", "sku", rng.choice(SKUS), "UPDATE products SET sku = $1 WHERE id = $2")])
        g.emit(t, P["db"] + '%s [%d] ERROR:  duplicate key value violates unique constraint "%s"'
               % (pg(t), pid, c), "compose_db_duplicate_key", "ERROR")
        g.emit(t, P["db"] + "%s [%d] DETAIL:  Key (%s)=(%s) already exists." % (pg(t), pid, col, val),
               "compose_db_detail_key_exists", "-")
        g.emit(t, P["db"] + "%s [%d] STATEMENT:  %s" % (pg(t), pid, sql), "compose_db_statement", "-")
    def ev_authfail(g, t):
        g.emit(t, P["db"] + '%s [%d] FATAL:  password authentication failed for user "%s"'
               % (pg(t), rng.randint(60, 400), rng.choice(["reporting", "metabase", "readonly"])),
               "compose_db_auth_failed", "FATAL")
    def ev_upstream(g, t):
        p = "/api/reports/%s" % rng.choice(["sales", "inventory", "customers"])
        g.emit(t, P["web"] + '%s [error] 29#29: *%d upstream timed out (110: Connection timed out) '
               'while reading response header from upstream, client: 172.18.0.1, server: '
               'localhost, request: "GET %s HTTP/1.1", upstream: "http://172.18.0.3:8000%s", '
               'host: "shop.example.com"' % (_dt(t).strftime("%Y/%m/%d %H:%M:%S"), rng.randint(1000, 9000), p, p),
               "compose_web_upstream_timeout", "ERROR")
        access(g, t + 0.001, "GET", p, 504, 167)
    def ev_wtimeout(g, t):
        old = rng.choice(st["workers"])
        st["workers"].remove(old)
        new = st["next"] = st["next"] + rng.randint(1, 5)
        st["workers"].append(new)
        g.emit(t, P["api"] + "%s [1] [CRITICAL] WORKER TIMEOUT (pid:%d)" % (gu(t), old),
               "compose_api_worker_timeout", "FATAL")
        g.emit(t, P["api"] + "%s [%d] [INFO] Worker exiting (pid: %d)" % (gu(t), old, old),
               "compose_api_worker_exiting", "INFO")
        g.emit(t + 0.5, P["api"] + "%s [1] [ERROR] Worker (pid:%d) was sent SIGKILL! Perhaps out "
               "of memory?" % (gu(t + 0.5), old), "compose_api_worker_sigkill", "ERROR")
        g.emit(t + 0.6, P["api"] + "%s [%d] [INFO] Booting worker with pid: %d" % (gu(t + 0.6), new, new),
               "compose_api_booting_worker", "INFO")
    def prologue(g, t):
        g.emit(t, P["cache"] + "1:M %s # WARNING Memory overcommit must be enabled! Without it, a "
               "background save or replication may fail under low memory condition. Being "
               "disabled, it can also cause failures without low memory condition, see "
               "https://github.com/jemalloc/jemalloc/issues/1328. To fix this issue add "
               "'vm.overcommit_memory = 1' to /etc/sysctl.conf and then reboot or run the command "
               "'sysctl vm.overcommit_memory=1' for this to take effect." % rd(t),
               "compose_cache_overcommit_warning", "WARN")
        t += 0.3
        g.emit(t, P["api"] + "%s [1] [INFO] Starting gunicorn 21.2.0" % gu(t),
               "compose_api_gunicorn_starting", "INFO")
        g.emit(t, P["api"] + "%s [1] [INFO] Listening at: http://0.0.0.0:8000 (1)" % gu(t),
               "compose_api_gunicorn_listening", "INFO")
        for pid in st["workers"]:
            t += 0.01
            g.emit(t, P["api"] + "%s [%d] [INFO] Booting worker with pid: %d" % (gu(t), pid, pid),
                   "compose_api_booting_worker", "INFO")
        g.t = t + 1

    return g.run([(62, ev_get), (11, ev_order), (1.5, ev_declined), (0.35, ev_checkpoint), (0.35, ev_bgsave)],
                 [(2, ev_delete), (3, ev_dupkey), (1, ev_authfail), (2, ev_upstream), (1, ev_wtimeout)], prologue)

# =========================================================================== 2 kubectl --prefix
K8S_ALPHA = "bcdfghjklmnpqrstvwxz2456789"

def k8s_rand(rng, n): return "".join(rng.choice(K8S_ALPHA) for _ in range(n))

def make_kubectl_prefix(rng):
    g = Gen(rng, _epoch(2024, 11, 30, 9, 41, 17), 0.6)
    rs = k8s_rand(rng, 10)
    st = {"pods": ["checkout-%s-%s" % (rs, k8s_rand(rng, 5)) for _ in range(3)],
          "ver": "v2.4.1", "commit": hexs(rng, 7)}
    def pre(pod): return "[pod/%s/app] " % pod
    def zap(t, pod, level, caller, msg, tpl, lvl, **kw):
        d = {"level": level, "ts": iso_ms(t), "caller": caller, "msg": msg}
        d.update(kw)
        g.emit(t, pre(pod) + json.dumps(d, separators=(",", ":")), tpl, lvl)
    def req(method):
        def f(g, t):
            pod = rng.choice(st["pods"])
            if method == "GET":
                path = rng.choice(["/api/cart", "/api/cart/summary", "/healthz",
                                   "/api/shipping/options", "/api/cart/%s" % uuid4(rng)])
                status = rng.choices([200, 404, 304], [90, 6, 4])[0]
            else:
                path = rng.choice(["/api/checkout", "/api/cart/items", "/api/cart/coupon"])
                status = rng.choices([200, 201, 400, 422], [50, 35, 8, 7])[0]
            zap(t, pod, "info", "middleware/logging.go:58", "request completed",
                "kubectl_request_completed_" + method.lower(), "INFO", method=method, path=path,
                status=status, duration_ms=round(lnorm(rng, 8, 1), 3), trace_id=hexs(rng, 32), user=zpick(rng, USERS))
        return f
    def ev_cart(g, t):
        zap(t, rng.choice(st["pods"]), "debug", "cart/service.go:112", "cart loaded",
            "kubectl_cart_loaded", "DEBUG", user=zpick(rng, USERS), items=rng.randint(0, 9),
            source=rng.choice(["redis", "postgres"]))
    def ev_authorized(g, t):
        zap(t, rng.choice(st["pods"]), "info", "payment/client.go:87", "payment authorized",
            "kubectl_payment_authorized", "INFO", order_id="ord_" + k8s_rand(rng, 8),
            amount=round(lnorm(rng, 45, 0.7), 2), currency=rng.choice(["EUR", "USD", "GBP"]),
            provider=zpick(rng, ["stripe", "adyen", "paypal"]))
    def ev_declined(g, t):
        zap(t, rng.choice(st["pods"]), "warn", "payment/client.go:95", "payment declined",
            "kubectl_payment_declined", "WARN", order_id="ord_" + k8s_rand(rng, 8),
            reason=zpick(rng, ["card_declined", "insufficient_funds", "expired_card"]),
            provider=zpick(rng, ["stripe", "adyen", "paypal"]))
    def ev_upstream(g, t):
        svc = rng.choice(["inventory", "pricing", "shipping"])
        zap(t, rng.choice(st["pods"]), "error", "grpcclient/client.go:141",
            "call to upstream failed", "kubectl_upstream_failed", "ERROR", upstream=svc,
            attempt=rng.randint(1, 3), error='rpc error: code = Unavailable desc = connection '
            'error: desc = "transport: Error while dialing: dial tcp 10.96.%d.%d:50051: connect: '
            'connection refused"' % (rng.randrange(256), rng.randrange(256)))
    def ev_slow(g, t):
        zap(t, rng.choice(st["pods"]), "warn", "store/postgres.go:203", "slow query",
            "kubectl_slow_query", "WARN", table=rng.choice(["carts", "cart_items", "coupons"]),
            duration_ms=rng.randint(500, 4000))
    def ev_breaker(g, t):
        zap(t, rng.choice(st["pods"]), "warn", "grpcclient/breaker.go:44",
            "circuit breaker opened", "kubectl_breaker_opened", "WARN",
            upstream=rng.choice(["inventory", "pricing"]), failures=rng.randint(5, 9))
    def ev_publish(g, t):
        zap(t, rng.choice(st["pods"]), "error", "events/producer.go:77",
            "failed to publish event", "kubectl_publish_failed", "ERROR",
            topic=rng.choice(["orders.created", "checkout.completed", "cart.abandoned"]),
            error="kafka: client has run out of available brokers to talk to")
    def start_pod(g, t, pod):
        g.emit(t, pre(pod) + "Starting checkout-service %s (commit %s, go1.21.5)"
               % (st["ver"], st["commit"]), "kubectl_plain_starting", "-")
        g.emit(t + 0.05, pre(pod) + "Connected to redis at redis-master.shop.svc.cluster.local:6379 "
               "(db=%d)" % rng.randint(0, 3), "kubectl_plain_redis_connected", "-")
        zap(t + 0.08, pod, "info", "cmd/main.go:64", "http server listening",
            "kubectl_server_listening", "INFO", addr=":8080")
    def ev_rollout(g, t):
        rs2 = k8s_rand(rng, 10)
        st["ver"] = "v2.4.%d" % rng.randint(2, 9)
        st["commit"] = hexs(rng, 7)
        new = ["checkout-%s-%s" % (rs2, k8s_rand(rng, 5)) for _ in range(3)]
        for i, (old, pod) in enumerate(zip(st["pods"], new)):
            t0 = t + i * 9.0
            start_pod(g, t0, pod)
            g.emit(t0 + 3.0, pre(old) + "Received SIGTERM, draining connections (timeout 30s)",
                   "kubectl_plain_sigterm", "-")
            g.emit(t0 + 4.5, pre(old) + "Shutdown complete", "kubectl_plain_shutdown", "-")
        st["pods"] = new

    return g.run([(55, req("GET")), (16, req("POST")), (12, ev_cart), (7, ev_authorized),
                  (1.2, ev_declined), (0.8, ev_slow)],
                 [(1, ev_rollout), (2, ev_upstream), (1, ev_breaker), (2, ev_publish)])

# =========================================================================== 3 python + ANSI
ANSI = {"DEBUG": "\x1b[36m", "INFO": "\x1b[32m", "WARNING": "\x1b[33m", "ERROR": "\x1b[31m", "CRITICAL": "\x1b[31;1m"}
LVMAP = {"DEBUG": "DEBUG", "INFO": "INFO", "WARNING": "WARN", "ERROR": "ERROR", "CRITICAL": "FATAL"}
SITE = "/usr/local/lib/python3.11/site-packages/"

def py_frames(g, t, pfx, frames, closing, closing_tpl):
    """Emit one Python traceback (frames: (path, lineno, func, source, caret-or-None))."""
    g.emit(t, "Traceback (most recent call last):", pfx + "_tb_header", "-")
    for path, lineno, func, src, caret in frames:
        g.emit(t, '  File "%s", line %d, in %s' % (path, lineno, func), pfx + "_tb_file", "-")
        g.emit(t, "    " + src, pfx + "_tb_source", "-")
        if caret:
            start, nt, nc = caret
            g.emit(t, "    " + " " * src.index(start) + "~" * nt + "^" * nc, pfx + "_tb_caret", "-")
    g.emit(t, closing, closing_tpl, "-")

def make_python_traceback_ansi(rng):
    g = Gen(rng, _epoch(2024, 11, 30, 14, 2, 51), 0.7)
    def log(t, level, name, msg, tpl):
        g.emit(t, "%s %s%-8s\x1b[0m %s: %s" % (py_ts(t), ANSI[level], level, name, msg), tpl, LVMAP[level])
    def access(method):
        def f(g, t):
            if method == "GET":
                p, s = web_path(rng), rng.choices([200, 404, 304, 401], [85, 7, 5, 3])[0]
            else:
                p, s = rng.choice(["/api/orders", "/api/login", "/api/cart/items"]), \
                    rng.choices([201, 200, 422], [60, 30, 10])[0]
            log(t, "INFO", "uvicorn.access", '%s:%d - "%s %s HTTP/1.1" %d'
                % (rng.choice(["172.18.0.1", "10.0.2.15", "10.0.2.16"]), eport(rng), method, p,
                   s), "py_access_" + method.lower())
        return f
    def ev_login(g, t):
        log(t, "INFO", "app.auth", "User %s logged in from %s" % (zpick(rng, USERS), pub_ip(rng)),
            "py_user_logged_in")
    def ev_cache(g, t):
        hit = rng.random() < 0.7
        key = rng.choice(["user:%d:profile" % rng.randint(1, 5000), "product:%s" % rng.choice(SKUS),
                          "session:%s" % hexs(rng, 16), "cart:%s" % zpick(rng, USERS)])
        log(t, "DEBUG", "app.cache", "cache %s key=%s" % ("hit" if hit else "miss", key),
            "py_cache_hit" if hit else "py_cache_miss")
    def ev_slow(g, t):
        log(t, "WARNING", "app.db", "slow query (%.2fs): %s" % (lnorm(rng, 1.4, 0.4), rng.choice(
            ["SELECT * FROM orders WHERE customer_id = $1 ORDER BY created_at DESC",
             "SELECT p.* FROM products p JOIN stock s ON s.sku = p.sku WHERE s.qty > 0",
             "UPDATE carts SET updated_at = now() WHERE session_id = $1"])), "py_slow_query")
    def ev_pool(g, t):
        log(t, "CRITICAL", "app.db", "database connection pool exhausted (size=20, waiting=%d)"
            % rng.randint(20, 90), "py_pool_exhausted")

    app = "/srv/app/app/"
    head = [(SITE + "uvicorn/protocols/http/httptools_impl.py", 426, "run_asgi",
             "result = await app(  # type: ignore[func-returns-value]", None),
            (SITE + "starlette/routing.py", 762, "__call__",
             "await self.middleware_stack(scope, receive, send)", None),
            (SITE + "fastapi/routing.py", 278, "app", "raw_response = await run_endpoint_function(", None),
            (SITE + "fastapi/routing.py", 191, "run_endpoint_function",
             "return await dependant.call(**values)", None)]
    def exc_case():
        k = rng.choices(["key", "attr", "value"], [5, 3, 2])[0]
        if k == "key":
            key = rng.choice(["customer_id", "user_id", "shipping_address", "sku"])
            src = 'return await self.repo.get(payload["%s"])' % key
            fr = [(app + "routers/orders.py", 88, "get_order",
                   "customer = await service.load_customer(payload)", None),
                  (app + "services/orders.py", 57, "load_customer", src, ("payload", 7, len(key) + 4))]
            return fr, "KeyError: '%s'" % key, "py_exc_KeyError"
        if k == "attr":
            attr = rng.choice(["email", "address", "tenant"])
            fr = [(app + "routers/users.py", 41, "update_profile", "await notify(user.%s, changes)" % attr, None)]
            return fr, "AttributeError: 'NoneType' object has no attribute '%s'" % attr, "py_exc_AttributeError"
        fr = [(app + "routers/products.py", 23, "get_product",
               "product_id = int(request.path_params[\"product_id\"])", None)]
        return fr, "ValueError: invalid literal for int() with base 10: '%s'" % rng.choice(SKUS), "py_exc_ValueError"
    def ev_asgi(g, t):
        fr, closing, tpl = exc_case()
        log(t, "ERROR", "uvicorn.error", "Exception in ASGI application", "py_asgi_exception")
        py_frames(g, t, "py", head[:rng.randint(2, 4)] + fr, closing, tpl)
    def ev_order_err(g, t):
        log(t, "ERROR", "app.worker", "Unhandled error while processing order %d"
            % rng.randint(40000, 49999), "py_order_error")
        host = rng.choice(["payments.internal", "api.stripe.com", "fraud-check.internal"])
        py_frames(g, t, "py", [(SITE + "httpx/_transports/default.py", 69, "map_httpcore_exceptions", "yield", None),
            (SITE + "httpcore/_backends/anyio.py", 34, "read", "with map_exceptions(exc_map):", None)],
            "httpcore.ReadTimeout", "py_exc_httpcore")
        g.emit(t, "", "py_blank", "-")
        g.emit(t, "The above exception was the direct cause of the following exception:", "py_chain_cause", "-")
        g.emit(t, "", "py_blank", "-")
        py_frames(g, t, "py", [(app + "workers/orders.py", 112, "process_order", "await charge(order)", None),
            (app + "clients/payments.py", 48, "charge",
             'resp = await client.post(f"https://%s/v1/charges", json=body)' % host, None),
            (SITE + "httpx/_transports/default.py", 86, "map_httpcore_exceptions",
             "raise mapped_exc(message) from exc", None)], "httpx.ReadTimeout", "py_exc_httpx_ReadTimeout")
    def prologue(g, t):
        for i, (msg, tpl) in enumerate([("Started server process [1]", "py_started_server_process"),
                ("Waiting for application startup.", "py_waiting_startup"),
                ("Application startup complete.", "py_startup_complete"),
                ("Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)", "py_uvicorn_running")]):
            log(t + i * 0.01, "INFO", "uvicorn.error", msg, tpl)
        g.t = t + 1

    return g.run([(50, access("GET")), (12, access("POST")), (6, ev_login), (22, ev_cache),
                  (1.2, ev_slow), (0.5, ev_asgi)], [(1, ev_pool), (2, ev_order_err), (2, ev_asgi)], prologue)

# =========================================================================== 4 Go log + panics
def go_dur(sec):
    if sec < 1e-3:
        return "%.3fµs" % (sec * 1e6)
    if sec < 1:
        return "%.6gms" % (sec * 1e3)
    return "%.6gs" % sec

def make_go_panic_and_logs(rng):
    g = Gen(rng, _epoch(2024, 11, 30, 3, 27, 40), 0.9)
    st = {"ver": "1.7.3", "commit": hexs(rng, 7)}
    def gl(t): return _dt(t).strftime("%Y/%m/%d %H:%M:%S ")
    def startup(g, t):
        g.emit(t, gl(t) + "starting orders-api version=%s commit=%s listen=:8080" % (
            st["ver"], st["commit"]), "go_log_starting", "-")
        g.emit(t + 0.04, gl(t + 0.04) + "connected to postgres at %s:5432/orders (pool max=%d)"
               % (rng.choice(["db.internal", "orders-db.prod.svc"]), 20), "go_log_db_connected", "-")
    def slog(t, lvl, msg, tpl, level, **kv):
        parts = []
        for k, v in kv.items():
            v = str(v)
            parts.append("%s=%s" % (k, json.dumps(v) if (" " in v or '"' in v) else v))
        g.emit(t, gl(t) + "%s %s %s" % (lvl, msg, " ".join(parts)), tpl, level)
    def req(method):
        def f(g, t):
            if method == "GET":
                path = rng.choice(["/api/orders/%d" % rng.randint(40000, 49999), "/api/orders",
                                   "/healthz", "/api/customers/%s/orders" % zpick(rng, USERS)])
                status = rng.choices([200, 404, 304], [88, 8, 4])[0]
            else:
                path = rng.choice(["/api/orders", "/api/orders/%d/cancel" % rng.randint(40000, 49999)])
                status = rng.choices([201, 200, 409, 400], [60, 25, 8, 7])[0]
            slog(t, "INFO", "request", "go_slog_request_" + method.lower(), "INFO", method=method,
                 path=path, status=status, dur=go_dur(lnorm(rng, 0.004, 1.0)),
                 remote="%s:%d" % (priv_ip(rng), eport(rng)), user=zpick(rng, USERS))
        return f
    def ev_cache(g, t):
        g.emit(t, gl(t) + "refreshed price cache: %d items in %s" % (
            rng.randint(1400, 1600), go_dur(lnorm(rng, 0.08, 0.3))), "go_log_cache_refreshed", "-")
    def ev_shipped(g, t):
        slog(t, "INFO", "order shipped", "go_slog_order_shipped", "INFO",
             order_id=rng.randint(40000, 49999), carrier=zpick(rng, ["dhl", "ups", "fedex", "colissimo", "postnl"]),
             warehouse=rng.choice(["rotterdam", "leipzig", "lyon"]))
    def ev_slow(g, t):
        slog(t, "WARN", "slow upstream", "go_slog_slow_upstream", "WARN",
             upstream=rng.choice(["inventory", "pricing", "fraud-check"]),
             dur=go_dur(lnorm(rng, 2.2, 0.3)), path="/v1/stock/" + rng.choice(SKUS))
    def ev_qfail(g, t):
        slog(t, "ERROR", "query failed", "go_slog_query_failed", "ERROR",
             op=rng.choice(["ListOrders", "GetCustomer", "UpdateStatus"]),
             err=rng.choice(["pq: canceling statement due to statement timeout",
                             "pq: deadlock detected", "driver: bad connection"]))
    def ev_tls(g, t):
        g.emit(t, gl(t) + "http: TLS handshake error from %s:%d: %s" % (
            pub_ip(rng), eport(rng), rng.choice(["EOF", "remote error: tls: bad certificate",
                                                 "tls: client offered only unsupported versions: "
                                                 "[301]"])), "go_log_tls_handshake", "-")
    def fr(g, t, func, path, line, off):
        g.emit(t, func, "go_stack_func", "-")
        g.emit(t, "\t%s:%d +0x%x" % (path, line, off), "go_stack_file", "-")
    def a(): return goptr(rng)
    def ev_http_panic(g, t):
        g.emit(t, gl(t) + "http: panic serving %s:%d: runtime error: invalid memory address or nil "
               "pointer dereference" % (priv_ip(rng), eport(rng)), "go_log_http_panic_serving", "-")
        g.emit(t, "goroutine %d [running]:" % rng.randint(200, 9000), "go_goroutine_header", "-")
        w, r = "{0x8b6f20, %s}" % a(), a()
        src = "/usr/local/go/src/net/http/server.go"
        fr(g, t, "net/http.(*conn).serve.func1()", src, 1868, 0xb9)
        fr(g, t, "panic({0x7c1e40?, 0xb4a2d0?})", "/usr/local/go/src/runtime/panic.go", 920, 0x270)
        h = rng.choice([("main.(*OrderHandler).Get", "/app/handlers/orders.go", 87),
                        ("main.(*OrderHandler).Cancel", "/app/handlers/orders.go", 131),
                        ("main.(*CustomerHandler).Orders", "/app/handlers/customers.go", 52)])
        fr(g, t, "%s(%s, %s, %s)" % (h[0], a(), w, r), h[1], h[2], rng.randrange(0x40, 0x400))
        fr(g, t, "net/http.HandlerFunc.ServeHTTP(%s?, {0x8b6f20?, %s?}, %s?)" % (a(), a(), r), src, 2136, 0x29)
        fr(g, t, "net/http.(*ServeMux).ServeHTTP(%s?, %s, %s)" % (a(), w, r), src, 2514, 0x142)
        fr(g, t, "net/http.serverHandler.ServeHTTP({%s?}, %s, %s)" % (a(), w, r), src, 2938, 0x8e)
        fr(g, t, "net/http.(*conn).serve(%s, {0x8b7a00, %s})" % (a(), a()), src, 2009, 0x5f4)
        g.emit(t, "created by net/http.(*Server).Serve in goroutine 1", "go_created_by", "-")
        g.emit(t, "\t%s:%d +0x%x" % (src, 3086, 0x5cb), "go_stack_file", "-")
    def ev_fatal(g, t):
        n = rng.randint(2, 6)
        g.emit(t, "panic: runtime error: index out of range [%d] with length %d" % (n, n),
               "go_panic_index_out_of_range", "FATAL")
        g.emit(t, "", "go_blank", "-")
        g.emit(t, "goroutine %d [running]:" % rng.randint(20, 90), "go_goroutine_header", "-")
        ctx = a()
        fr(g, t, "main.(*Reconciler).applyBatch(%s, {%s, 0x%x, 0x%x})" % (ctx, a(), n, n + 1),
           "/app/reconcile/batch.go", 58, 0x3c5)
        fr(g, t, "main.(*Reconciler).loop(%s, {0x8b7a00, %s})" % (ctx, a()), "/app/reconcile/loop.go", 41, 0x1a5)
        g.emit(t, "created by main.main in goroutine 1", "go_created_by", "-")
        g.emit(t, "\t/app/main.go:66 +0x4f2", "go_stack_file", "-")
        g.t = t + rng.uniform(2, 6)
        startup(g, g.t)

    return g.run([(50, req("GET")), (14, req("POST")), (5, ev_shipped), (0.7, ev_cache),
                  (1.5, ev_slow), (1.0, ev_tls)], [(2, ev_qfail), (2, ev_http_panic), (1, ev_fatal)], startup)

# =========================================================================== 5 postfix maillog
def make_postfix_maillog(rng):
    g = Gen(rng, _epoch(2024, 11, 30, 2, 13, 0), 1.6)
    HOST, QMGR = "mx1", 1021
    LOCAL = ["example.com", "mail.example.com"]
    PEERS = [("mail-wr1-f54.google.com", "209.85.221.54"), ("mail-ej1-f43.google.com", "209.85.218.43"),
             ("mail-eopbgr80042.outbound.protection.outlook.com", "40.107.8.42"),
             ("sonic310-21.consmr.mail.ir2.yahoo.com", "77.238.177.146"),
             ("mout.gmx.net", "212.227.17.22"), ("smtp.fastmail.com", "103.168.172.44"),
             ("a27-19.smtp-out.eu-west-1.amazonses.com", "54.240.27.19")]
    RELAYS = {"gmail.com": "gmail-smtp-in.l.google.com[142.250.153.27]:25",
              "yahoo.com": "mta7.am0.yahoodns.net[67.195.204.72]:25",
              "outlook.com": "outlook-com.olc.protection.outlook.com[52.101.68.18]:25",
              "gmx.de": "mx00.emig.gmx.net[212.227.15.9]:25", "orange.fr": "smtp-in.orange.fr[80.12.24.81]:25"}
    def sl(t, prog, pid, msg): return sysl_ts(t) + " %s postfix/%s[%d]: %s" % (HOST, prog, pid, msg)
    def qid(): return "%010X" % rng.getrandbits(40)
    def peer():
        if rng.random() < 0.25:
            return "unknown", pub_ip(rng)
        return zpick(rng, PEERS)
    def pd(x):
        return "%d" % x if x >= 10 else "%.1f" % x if x >= 1 else "0" if x < 0.005 else ("%.2f" % x).rstrip("0")
    def delays(tot):
        a, b, c = tot * rng.uniform(0.05, 0.4), tot * rng.uniform(0, 0.05), tot * 0.3
        return "delay=%s, delays=%s/%s/%s/%s" % (pd(tot), pd(a), pd(b), pd(c), pd(tot - a - b - c))
    def session(g, t, inbound, outcome):
        pid, q = rng.randint(2000, 30000), qid()
        if inbound:
            name, ip = peer()
            prog, sender = "smtpd", email(rng)
            rcpt = "%s@%s" % (zpick(rng, USERS), rng.choice(LOCAL))
            client = "client=%s[%s]" % (name, ip)
        else:
            name, ip = "unknown", priv_ip(rng)
            prog = "submission/smtpd"
            sender = "%s@example.com" % zpick(rng, USERS)
            rcpt = email(rng)
            client = "client=unknown[%s], sasl_method=PLAIN, sasl_username=%s" % (ip, sender)
        c = "%s[%s]" % (name, ip)
        g.emit(t, sl(t, prog, pid, "connect from " + c), "postfix_smtpd_connect", "-")
        t += rng.uniform(0.05, 0.6)
        g.emit(t, sl(t, prog, pid, "%s: %s" % (q, client)), "postfix_smtpd_client", "-")
        t += rng.uniform(0.02, 0.3)
        mid = rng.choice(["CAF%s@mail.gmail.com" % hexs(rng, 20), "%s@%s" % (uuid4(rng), rng.choice(DOMAINS)),
                          "%s.%s@%s" % (_dt(t).strftime("%Y%m%d%H%M%S"), q, HOST + ".example.com")])
        g.emit(t, sl(t, "cleanup", rng.randint(2000, 30000), "%s: message-id=<%s>" % (q, mid)),
               "postfix_cleanup_message_id", "-")
        t += 0.01
        g.emit(t, sl(t, "qmgr", QMGR, "%s: from=<%s>, size=%d, nrcpt=1 (queue active)" % (
            q, sender, int(lnorm(rng, 9000, 1.1)))), "postfix_qmgr_from", "-")
        g.emit(t + 0.02, sl(t + 0.02, prog, pid, "disconnect from %s ehlo=2 starttls=1 mail=1 "
                                                 "rcpt=1 data=1 quit=1 commands=7" % c),
               "postfix_smtpd_disconnect", "-")
        tot = lnorm(rng, 0.6, 0.8)
        t += tot
        dom = rcpt.split("@")[1]
        if inbound:
            prog2, relay = "lmtp", "mail.example.com[private/dovecot-lmtp]"
            reply = "250 2.0.0 <%s> %s Saved" % (rcpt, base64.b64encode(rng.randbytes(16)).decode().rstrip("="))
        else:
            prog2 = "smtp"
            relay = RELAYS.get(dom, "mx.%s[%s]:25" % (dom, pub_ip(rng)))
            reply = "250 2.0.0 OK  %d %s - gsmtp" % (int(t), hexs(rng, 12)) if dom == "gmail.com" \
                else "250 2.0.0 Ok: queued as %s" % qid()
        pid2 = rng.randint(2000, 30000)
        head = "%s: to=<%s>, relay=%s, %s, " % (q, rcpt, relay, delays(tot))
        if outcome == "sent":
            g.emit(t, sl(t, prog2, pid2, head + "dsn=2.0.0, status=sent (%s)" % reply), "postfix_status_sent", "-")
        elif outcome == "deferred":
            mx = relay.rsplit(":", 1)[0]
            if dom == "yahoo.com":
                said = ("4.7.0", "host %s said: 421 4.7.0 [TSS04] Messages from 203.0.113.10 temporarily deferred "
                        "due to unexpected volume or user complaints - 4.16.55.1; see "
                        "https://postmaster.yahooinc.com/error-codes (in reply to MAIL FROM command)" % mx)
            else:
                said = ("4.2.0", "host %s said: 450 4.2.0 <%s>: Recipient address rejected: Greylisted, see "
                        "http://postgrey.schweikert.ch/help/%s.html (in reply to RCPT TO command)" % (mx, rcpt, dom))
            dsn, why = rng.choice([said, ("4.4.1", "connect to %s: Connection timed out" % relay)])
            g.emit(t, sl(t, prog2, pid2, head + "dsn=%s, status=deferred (%s)" % (dsn, why)),
                   "postfix_status_deferred", "-")
            return
        else:
            if inbound:
                why = "550 5.1.1 <%s> User doesn't exist: %s (in reply to RCPT TO command)" % (rcpt, rcpt)
            elif dom == "gmail.com":
                why = ("550 5.1.1 The email account that you tried to reach does not exist. Please try "
                       "double-checking the recipient's email address for typos or unnecessary spaces. For more "
                       "information, go to "
                       "https://support.google.com/mail/?p=NoSuchUser %s - gsmtp (in reply to RCPT TO command)"
                       % hexs(rng, 12))
            else:
                why = "550 5.1.1 <%s>: Recipient address rejected: User unknown (in reply to RCPT TO command)" % rcpt
            g.emit(t, sl(t, prog2, pid2, head + "dsn=5.1.1, status=bounced (host %s said: %s)"
                         % (relay.rsplit(":", 1)[0], why)), "postfix_status_bounced", "-")
            g.emit(t + 0.01, sl(t + 0.01, "bounce", rng.randint(2000, 30000),
                                "%s: sender non-delivery notification: %s" % (q, qid())), "postfix_bounce_ndn", "-")
        g.emit(t + 0.02, sl(t + 0.02, "qmgr", QMGR, "%s: removed" % q), "postfix_qmgr_removed", "-")
    def ev_in(g, t):
        session(g, t, True, rng.choices(["sent", "bounced"], [97, 3])[0])
    def ev_out(g, t):
        session(g, t, False, rng.choices(["sent", "deferred", "bounced"], [85, 10, 5])[0])
    def ev_reject(g, t):
        ip = pub_ip(rng)
        g.emit(t, sl(t, "smtpd", rng.randint(2000, 30000), "NOQUEUE: reject: RCPT from unknown[%s]: "
                     "554 5.7.1 Service unavailable; Client host [%s] blocked using "
                     "zen.spamhaus.org; https://www.spamhaus.org/query/ip/%s; from=<%s> to=<%s@%s> "
                     "proto=ESMTP helo=<%s>" % (ip, ip, ip, email(rng), zpick(rng, USERS), rng.choice(LOCAL),
                                                rng.choice(["User", "WIN-" + hexs(rng, 8).upper(), "localhost"]))),
               "postfix_noqueue_reject", "-")
    def ev_lost(g, t):
        g.emit(t, sl(t, "smtpd", rng.randint(2000, 30000), "lost connection after %s from unknown[%s]"
                     % (rng.choice(["AUTH", "EHLO", "CONNECT", "DATA"]), pub_ip(rng))),
               "postfix_smtpd_lost_connection", "-")
    def ev_noresolve(g, t):
        ip = pub_ip(rng)
        name = "%s.%s" % (rng.choice(["static", "host", "dsl", "customer"]),
                          rng.choice(["vodafone-ip.de", "ertelecom.ru", "ptcl.net", "hinet.net"]))
        g.emit(t, sl(t, "smtpd", rng.randint(2000, 30000), "warning: hostname %s does not resolve "
                     "to address %s: Name or service not known" % (name, ip)), "postfix_warn_no_resolve", "WARN")
    def ev_sasl(g, t):
        g.emit(t, sl(t, "submission/smtpd", rng.randint(2000, 30000), "warning: unknown[%s]: SASL "
                     "LOGIN authentication failed: UGFzc3dvcmQ6" % pub_ip(rng)), "postfix_warn_sasl_failed", "WARN")
    def ev_aliases(g, t):
        g.emit(t, sl(t, "local", rng.randint(2000, 30000), "error: open database /etc/aliases.db: "
                     "No such file or directory"), "postfix_error_open_database", "ERROR")
    def ev_anvil(g, t):
        ip = pub_ip(rng)
        g.emit(t, sl(t, "anvil", 1034, "statistics: max connection rate %d/60s for (smtp:%s) at %s"
                     % (rng.randint(2, 9), ip, sysl_ts(t - 200))), "postfix_anvil_statistics", "-")
    def ev_expired(g, t):
        g.emit(t, sl(t, "qmgr", QMGR, "%s: from=<%s@example.com>, status=expired, returned to sender"
                     % (qid(), zpick(rng, USERS))), "postfix_qmgr_expired", "-")

    return g.run([(30, ev_in), (12, ev_out), (14, ev_reject), (6, ev_lost), (2, ev_noresolve), (1.5, ev_sasl)],
                 [(2, ev_aliases), (2, ev_anvil), (1, ev_expired)])

# =========================================================================== 6 IIS W3C
def make_iis_w3c(rng):
    g = Gen(rng, _epoch(2024, 11, 29, 23, 44, 10), 1.0)
    st = {"day": None}
    PAGES_IIS = ["/", "/default.aspx", "/Content/site.css", "/Scripts/jquery-3.7.1.min.js",
                 "/Scripts/app.bundle.js", "/images/banner.jpg", "/favicon.ico",
                 "/Account/Login", "/Home/Contact", "/Products/Details", "/api/customers",
                 "/api/invoices", "/WebResource.axd", "/ScriptResource.axd",
                 "/Reports/Sales.aspx", "/signalr/negotiate"]
    def header(g, t):
        g.emit(t, "#Software: Microsoft Internet Information Services 10.0", "iis_header_software", "-")
        g.emit(t, "#Version: 1.0", "iis_header_version", "-")
        g.emit(t, "#Date: " + _dt(t).strftime("%Y-%m-%d %H:%M:%S"), "iis_header_date", "-")
        g.emit(t, "#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username "
               "c-ip cs(User-Agent) cs(Referer) sc-status sc-substatus sc-win32-status time-taken",
               "iis_header_fields", "-")
        st["day"] = _dt(t).date()
    def line(g, t, method, stem, query, user, ip, ua, ref, status, sub, win32, taken):
        if _dt(t).date() != st["day"]:
            header(g, t)
        g.emit(t, "%s 10.0.0.4 %s %s %s 443 %s %s %s %s %d %d %d %d" % (
            _dt(t).strftime("%Y-%m-%d %H:%M:%S"), method, stem, query, user, ip,
            ua.replace(" ", "+"), ref, status, sub, win32, taken), "iis_" + method.lower(), "-")
    def ref():
        return "-" if rng.random() < 0.5 else "https://intranet.corp.example.com" + rng.choice(
            ["/", "/default.aspx", "/Home/Index", "/Reports/Sales.aspx"])
    def ev_get(g, t):
        stem = zpick(rng, PAGES_IIS)
        ip, ua = "10.20.%d.%d" % (rng.randrange(1, 40), rng.randrange(2, 250)), zpick(rng, UAS[:4])
        q = "-"
        if stem.endswith(".axd"):
            q = "d=%s&t=638%015d" % (base64.urlsafe_b64encode(rng.randbytes(30)).decode(), rng.randrange(10 ** 15))
        elif stem in ("/Products/Details", "/api/customers"):
            q = rng.choice(["id=%d" % rng.randint(1, 9999), "q=%s&page=%d" % (rng.choice(WORDS), rng.randint(1, 5))])
        if stem == "/Reports/Sales.aspx":
            line(g, t, "GET", stem, q, "-", ip, ua, ref(), 401, 2, 5, rng.randint(0, 3))
            t += 0.2
            user = "CORP\\" + zpick(rng, USERS)
        else:
            user = "CORP\\" + zpick(rng, USERS) if rng.random() < 0.3 else "-"
        status = rng.choices([200, 304, 404, 500], [80, 14, 5, 1])[0]
        win32 = rng.choices([0, 64, 1236], [95, 3, 2])[0]
        line(g, t, "GET", stem, q, user, ip, ua, ref(), status, 0, win32, int(lnorm(rng, 20, 1.2)))
    def ev_post(g, t):
        stem = rng.choice(["/Account/Login", "/api/invoices", "/Services/OrderService.svc", "/signalr/send"])
        q = "transport=longPolling&connectionToken=%s" % hexs(rng, 24) if stem == "/signalr/send" else "-"
        line(g, t, "POST", stem, q, "CORP\\" + zpick(rng, USERS) if rng.random() < 0.6 else "-",
             "10.20.%d.%d" % (rng.randrange(1, 40), rng.randrange(2, 250)), zpick(rng, UAS[:4]),
             ref(), rng.choices([200, 302, 400], [70, 25, 5])[0], 0, 0, int(lnorm(rng, 90, 1)))
    def ev_head(g, t):
        line(g, t, "HEAD", rng.choice(["/", "/healthcheck.html"]), "-", "-",
             rng.choice(["10.0.0.10", "10.0.0.11"]), "Mozilla/4.0 (compatible; MSIE 4.01; "
             "Windows NT; MS Search 6.0 Robot)" if rng.random() < 0.1 else "AlwaysOn", "-", 200,
             0, 0, rng.randint(0, 4))
    def ev_options(g, t):
        line(g, t, "OPTIONS", "/api/invoices", "-", "-", "10.20.%d.%d" % (rng.randrange(1, 40),
                                                                         rng.randrange(2, 250)),
             UAS[0], "https://portal.corp.example.com/", 200, 0, 0, rng.randint(0, 3))
    def ev_write(method):
        return lambda g, t: line(g, t, method, "/api/invoices/%d" % rng.randint(1000, 9999), "-",
                                 "CORP\\" + zpick(rng, USERS), "10.20.3.%d" % rng.randrange(2, 250), UAS[0], "-",
                                 rng.choice([204, 204, 403]), 0, 0, rng.randint(20, 200))
    def ev_restart(g, t):
        g.t = t + 20
        header(g, g.t)

    return g.run([(70, ev_get), (14, ev_post), (3, ev_head), (1.2, ev_options)],
                 [(2, ev_write("PUT")), (1, ev_write("DELETE")), (1, ev_restart)], header)

# =========================================================================== 7 Caddy JSON
def jd(d): return json.dumps(d, separators=(",", ":"))

def make_caddy_json(rng):
    g = Gen(rng, _epoch(2024, 11, 30, 6, 0, 3), 0.5)
    SITES = ["shop.example.com", "api.example.com", "blog.example.com", "www.example.com"]
    def ts(t): return round(t, 7)
    def request(method, host, uri, tls=True):
        ip = pub_ip(rng)
        h = {"User-Agent": [zpick(rng, UAS)], "Accept": [rng.choice(
            ["*/*", "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
             "application/json"])], "Accept-Encoding": ["gzip, deflate, br"]}
        if rng.random() < 0.6:
            h["Accept-Language"] = [rng.choice(["en-US,en;q=0.9", "de-DE,de;q=0.9,en;q=0.8", "fr-FR,fr;q=0.9"])]
        if method == "POST":
            h["Content-Type"] = ["application/json"]
            h["Content-Length"] = [str(rng.randint(40, 900))]
        r = {"remote_ip": ip, "remote_port": str(eport(rng)), "client_ip": ip,
             "proto": "HTTP/2.0" if tls else "HTTP/1.1", "method": method, "host": host, "uri": uri, "headers": h}
        if tls:
            r["tls"] = {"resumed": rng.random() < 0.3, "version": 772, "cipher_suite": 4865,
                        "proto": "h2", "server_name": host}
        return r
    def access(t, req, status, size):
        lvl = "error" if status >= 400 else "info"
        rh = {"Server": ["Caddy"], "Alt-Svc": ['h3=":443"; ma=2592000'],
              "Content-Type": [rng.choice(["text/html; charset=utf-8", "application/json"])]}
        if size:
            rh["Content-Length"] = [str(size)]
        if req["host"] == "api.example.com":
            rh["Date"] = [_dt(t).strftime("%a, %d %b %Y %H:%M:%S GMT")]
        d = {"level": lvl, "ts": ts(t), "logger": "http.log.access.log0", "msg": "handled request",
             "request": req, "bytes_read": int(req["headers"].get("Content-Length", ["0"])[0]),
             "user_id": "", "duration": round(lnorm(rng, 0.004, 1.1), 9), "size": size,
             "status": status, "resp_headers": rh}
        g.emit(t, jd(d), "caddy_access_%s_%s" % (req["method"].lower(), lvl), "ERROR" if lvl == "error" else "INFO")
    def ev_get(g, t):
        host = zpick(rng, SITES)
        tls = rng.random() > 0.04
        status = 308 if not tls else rng.choices([200, 304, 404, 403], [82, 9, 8, 1])[0]
        access(t, request("GET", host, web_path(rng), tls), status,
               0 if status in (304, 308) else int(lnorm(rng, 5000, 1.3)))
    def ev_post(g, t):
        status = rng.choices([200, 201, 400, 401, 422], [55, 35, 4, 3, 3])[0]
        access(t, request("POST", "api.example.com", rng.choice(["/v1/orders", "/v1/cart/items",
                                                                 "/v1/auth/token"])), status, rng.randint(30, 900))
    def ev_head(g, t):
        access(t, request("HEAD", rng.choice(SITES), "/"), 200, 0)
    def ev_dial(g, t):
        up = rng.choice(["172.18.0.4:3000", "172.18.0.5:8080"])
        req = request(rng.choice(["GET", "GET", "POST"]), "api.example.com",
                      rng.choice(["/v1/orders", "/v1/products", "/v1/cart"]))
        d = {"level": "error", "ts": ts(t), "logger": "http.log.error.log0",
             "msg": "dial tcp %s: connect: connection refused" % up, "request": req,
             "duration": round(rng.uniform(0.0005, 0.003), 9), "status": 502,
             "err_id": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(9)),
             "err_trace": "reverseproxy.statusError (reverseproxy.go:1269)"}
        g.emit(t, jd(d), "caddy_error_dial_refused", "ERROR")
        access(t + 0.0001, req, 502, 0)
    def ev_abort(g, t):
        d = {"level": "error", "ts": ts(t), "logger": "http.handlers.reverse_proxy",
             "msg": "aborting with incomplete response", "upstream": "app:3000",
             "duration": round(lnorm(rng, 2.0, 0.5), 9),
             "request": request("GET", "shop.example.com",
                                "/downloads/" + rng.choice(["catalog.pdf", "price-list.xlsx", "manual.pdf"])),
             "error": rng.choice(["reading: context canceled", "writing: write tcp 172.18.0.3:443->%s:%d: write: "
                                  "broken pipe" % (pub_ip(rng), eport(rng))])}
        g.emit(t, jd(d), "caddy_revproxy_aborting", "ERROR")
    def ev_reload(g, t):
        g.emit(t, jd({"level": "info", "ts": ts(t), "logger": "admin.api",
                      "msg": "received request", "method": "POST", "host": "localhost:2019",
                      "uri": "/load", "remote_ip": "127.0.0.1", "remote_port": str(eport(rng)),
                      "headers": {"Accept-Encoding": ["gzip"], "Content-Length": [str(rng.randint(900, 3000))],
                                  "Content-Type": ["text/caddyfile"], "Origin": ["http://localhost:2019"],
                                  "User-Agent": ["Go-http-client/1.1"]}}), "caddy_admin_received_request", "INFO")
        g.emit(t + 0.01, jd({"level": "info", "ts": ts(t + 0.01), "msg": "autosaved config (load with --resume flag)",
                             "file": "/config/caddy/autosave.json"}), "caddy_autosaved", "INFO")
        g.emit(t + 0.012, jd({"level": "info", "ts": ts(t + 0.012), "logger": "admin.api",
                              "msg": "load complete"}), "caddy_load_complete", "INFO")
    def ev_obtain(g, t):
        ident = rng.choice(["status.example.com", "docs.example.com", "grafana.example.com"])
        for i, msg in enumerate(["acquiring lock", "lock acquired", "obtaining certificate",
                                 "certificate obtained successfully", "releasing lock"]):
            tt = t + i * 0.02 + (rng.uniform(3, 7) if i >= 3 else 0)
            d = {"level": "info", "ts": ts(tt), "logger": "tls.obtain", "msg": msg, "identifier": ident}
            if i == 3:
                d["issuer"] = "acme-v02.api.letsencrypt.org-directory"
            g.emit(tt, jd(d), "caddy_tls_" + msg.replace(" ", "_"), "INFO")

    return g.run([(60, ev_get), (14, ev_post), (3, ev_head), (0.5, ev_dial)],
                 [(2, ev_abort), (1, ev_reload), (1, ev_obtain)])

# =========================================================================== 8 Suricata eve.json
SIGS = [(2210020, 2, "SURICATA STREAM ESTABLISHED packet out of window",
         "Generic Protocol Command Decode", 3, "out", 443, "tls"),
        (2013504, 6, "ET POLICY GNU/Linux APT User-Agent Outbound likely related to package "
         "management", "Not Suspicious Traffic", 3, "out", 80, "http"),
        (2013028, 7, "ET POLICY curl User-Agent Outbound", "Attempted Information Leak", 2, "out", 80, "http"),
        (2001219, 20, "ET SCAN Potential SSH Scan", "Attempted Information Leak", 2, "in", 22, None),
        (2010937, 3, "ET SCAN Suspicious inbound to mySQL port 3306", "Potentially Bad Traffic", 2, "in", 3306, None),
        (2025644, 3, "ET TROJAN Possible Metasploit Payload Common Construct Bind_API (from "
         "server)", "A Network Trojan was detected", 1, "in", 4444, None)]
DNS_NAMES = ["api.github.com", "deb.debian.org", "security.debian.org", "www.google.com",
             "connectivity-check.ubuntu.com", "ntp.ubuntu.com", "outlook.office.com",
             "slack.com", "time.cloudflare.com", "registry.npmjs.org", "pypi.org",
             "wpad.corp.lan", "fileserver.corp.lan", "updates.signal.org"]

def make_suricata_eve(rng):
    g = Gen(rng, _epoch(2024, 11, 30, 11, 5, 12), 0.35)
    HOSTS_IN = ["192.168.1.%d" % i for i in (10, 11, 23, 42, 57, 101, 102, 150)]
    def ts(t): return _dt(t).strftime("%Y-%m-%dT%H:%M:%S.%f") + "+0000"
    def base(t, et, sip, sp, dip, dp, proto):
        return {"timestamp": ts(t), "flow_id": rng.randrange(10 ** 14, 2 ** 51),
                "in_iface": "enp3s0", "event_type": et, "src_ip": sip, "src_port": sp,
                "dest_ip": dip, "dest_port": dp, "proto": proto}
    def cid(): return "1:" + base64.b64encode(rng.randbytes(20)).decode()
    def http_obj(method, kind=None):
        pool = [
            ("deb.debian.org", "/debian/dists/bookworm/InRelease", "Debian APT-HTTP/1.3 (2.6.1)", "text/plain"),
            ("security.debian.org", "/debian-security/dists/bookworm-security/InRelease",
             "Debian APT-HTTP/1.3 (2.6.1)", "text/plain"),
            ("ocsp.digicert.com", "/", "Microsoft-CryptoAPI/10.0", "application/ocsp-response"),
            ("ifconfig.me", "/ip", "curl/7.88.1", "text/plain"),
            ("printer.corp.lan", "/hp/device/DeviceStatus/Index", UAS[0], "text/html")]
        if kind == "apt":
            pool = pool[:2]
        elif kind == "curl":
            pool = [("ifconfig.me", "/ip", "curl/7.88.1", "text/plain"),
                    ("get.docker.com", "/", "curl/7.88.1", "text/x-shellscript")]
        elif method == "POST":
            pool = [("ocsp.digicert.com", "/", "Microsoft-CryptoAPI/10.0", "application/ocsp-response"),
                    ("printer.corp.lan", "/hp/device/InternalPages/Index", UAS[0], "text/html"),
                    ("telemetry.corp.lan", "/api/events", "Go-http-client/1.1", "application/json")]
        host, url, ua, ct = rng.choice(pool)
        return {"hostname": host, "url": url, "http_user_agent": ua, "http_content_type": ct,
                "http_method": method, "protocol": "HTTP/1.1", "status": rng.choices([200, 304, 404], [85, 10, 5])[0],
                "length": int(lnorm(rng, 3000, 1.2))}
    def ev_alert(sig):
        sid, rev, text, cat, sev, direction, dp, app = sig
        def f(g, t):
            if direction == "out":
                sip, sp, dip = rng.choice(HOSTS_IN), eport(rng), pub_ip(rng)
            else:
                sip, sp, dip = pub_ip(rng), eport(rng), rng.choice(HOSTS_IN)
            d = base(t, "alert", sip, sp, dip, dp, "TCP")
            d["pkt_src"] = "wire/pcap"
            d["community_id"] = cid()
            d["alert"] = {"action": "allowed", "gid": 1, "signature_id": sid, "rev": rev,
                          "signature": text, "category": cat, "severity": sev}
            if app == "http":
                d["http"] = http_obj("GET", "apt" if sid == 2013504 else "curl")
            if app:
                d["app_proto"] = app
            d["direction"] = "to_server"
            d["flow"] = {"pkts_toserver": rng.randint(1, 20), "pkts_toclient": rng.randint(0, 20),
                         "bytes_toserver": rng.randint(60, 9000),
                         "bytes_toclient": rng.randint(0, 90000), "start": ts(t - rng.uniform(0, 30)),
                         "src_ip": sip, "dest_ip": dip, "src_port": sp, "dest_port": dp}
            g.emit(t, jd(d), "suricata_alert_%d" % sid, "-")
        return f
    def ev_flow(g, t):
        tcp = rng.random() < 0.6
        sip = rng.choice(HOSTS_IN)
        dp = rng.choice([443, 443, 80, 22, 8443]) if tcp else rng.choice([53, 53, 123, 443])
        d = base(t, "flow", sip, eport(rng), pub_ip(rng) if dp != 53 else "192.168.1.1", dp, "TCP" if tcp else "UDP")
        app = {443: "tls", 80: "http", 22: "ssh", 53: "dns", 123: None, 8443: "failed"}[dp]
        if app:
            d["app_proto"] = app
        age = rng.randint(0, 120)
        pts, ptc = rng.randint(1, 40), rng.randint(1, 60)
        state = rng.choice(["closed", "closed", "established"]) if tcp else "established"
        d["flow"] = {"pkts_toserver": pts, "pkts_toclient": ptc, "bytes_toserver": pts * rng.randint(60, 400),
                     "bytes_toclient": ptc * rng.randint(60, 1400), "start": ts(t - age - 60),
                     "end": ts(t - 60 + rng.random()), "age": age, "state": state,
                     "reason": "timeout", "alerted": False}
        d["community_id"] = cid()
        if tcp:
            d["tcp"] = {"tcp_flags": "1b", "tcp_flags_ts": "1b", "tcp_flags_tc": "1b",
                        "syn": True, "fin": state == "closed", "psh": True, "ack": True,
                        "state": "closed" if state == "closed" else "established"}
        g.emit(t, jd(d), "suricata_flow", "-")
    def ev_dns(g, t):
        name = zpick(rng, DNS_NAMES)
        sip, sp = rng.choice(HOSTS_IN), eport(rng)
        qid, fid = rng.randrange(65536), rng.randrange(10 ** 14, 2 ** 51)
        rrtype = rng.choice(["A", "A", "AAAA"])
        d = base(t, "dns", sip, sp, "192.168.1.1", 53, "UDP")
        d["flow_id"] = fid
        d["dns"] = {"type": "query", "id": qid, "rrname": name, "rrtype": rrtype, "tx_id": 0, "opcode": 0}
        g.emit(t, jd(d), "suricata_dns_query", "-")
        t2 = t + rng.uniform(0.002, 0.05)
        d = base(t2, "dns", "192.168.1.1", 53, sip, sp, "UDP")
        d["flow_id"] = fid
        nx = name.endswith(".lan") and rng.random() < 0.7
        ans = {"version": 2, "type": "answer", "id": qid, "flags": "8183" if nx else "8180",
               "qr": True, "rd": True, "ra": True, "opcode": 0, "rrname": name,
               "rrtype": rrtype, "rcode": "NXDOMAIN" if nx else "NOERROR"}
        if not nx:
            ips = [pub_ip(rng) if rrtype == "A" else "2606:4700:%x::%x" % (
                rng.randrange(65536), rng.randrange(65536)) for _ in range(rng.randint(1, 3))]
            ttl = rng.choice([60, 300, 3600])
            ans["answers"] = [{"rrname": name, "rrtype": rrtype, "ttl": ttl, "rdata": ip} for ip in ips]
            ans["grouped"] = {rrtype: ips}
        d["dns"] = ans
        g.emit(t2, jd(d), "suricata_dns_answer", "-")
    def ev_http(method):
        def f(g, t):
            d = base(t, "http", rng.choice(HOSTS_IN), eport(rng), pub_ip(rng), 80, "TCP")
            d["tx_id"] = rng.randint(0, 3)
            d["http"] = http_obj(method)
            g.emit(t, jd(d), "suricata_http_" + method.lower(), "-")
        return f
    def ev_tls(g, t):
        sni = zpick(rng, [n for n in DNS_NAMES if not n.endswith(".lan")])
        d = base(t, "tls", rng.choice(HOSTS_IN), eport(rng), pub_ip(rng), 443, "TCP")
        v13 = rng.random() < 0.7
        tl = {}
        if not v13:
            tl.update({"subject": "CN=" + sni, "issuerdn": rng.choice(["C=US, O=Let's Encrypt, CN=R3",
                 "C=US, O=DigiCert Inc, CN=DigiCert Global G2 TLS RSA SHA256 2020 CA1",
                 "C=US, O=Google Trust Services LLC, CN=GTS CA 1C3"]),
                "serial": ":".join(hexs(rng, 2).upper() for _ in range(16)),
                "fingerprint": ":".join(hexs(rng, 2) for _ in range(20)),
                "notbefore": "2024-10-%02dT00:00:00" % rng.randint(1, 28),
                "notafter": "2025-01-%02dT23:59:59" % rng.randint(1, 28)})
        tl.update({"sni": sni, "version": "TLS 1.3" if v13 else "TLS 1.2",
                   "ja3": {"hash": hexs(rng, 32), "string": "771,4865-4866-4867-49195-49199,"
                           "0-23-65281-10-11-35-16-5-13-18-51-45-43-27-21,29-23-24,0"},
                   "ja3s": {"hash": hexs(rng, 32), "string": "771,%d,43-51" % rng.choice([4865, 4866, 49199])}})
        d["tls"] = tl
        g.emit(t, jd(d), "suricata_tls", "-")
    def ev_anomaly(g, t):
        d = base(t, "anomaly", rng.choice(HOSTS_IN), eport(rng), pub_ip(rng), 443, "TCP")
        d["tx_id"] = 0
        d["anomaly"] = {"app_proto": "tls", "type": "applayer", "event": "INVALID_RECORD_TYPE",
                        "layer": "proto_parser"}
        g.emit(t, jd(d), "suricata_anomaly", "-")

    return g.run([(30, ev_flow), (14, ev_dns), (9, ev_http("GET")), (1.5, ev_http("POST")),
                  (12, ev_tls), (3, ev_alert(SIGS[0])), (1.2, ev_alert(SIGS[1])),
                  (0.5, ev_alert(SIGS[2])), (0.3, ev_alert(SIGS[3]))],
                 [(2, ev_alert(SIGS[4])), (1, ev_alert(SIGS[5])), (2, ev_anomaly)])

# =========================================================================== 9 Serilog console
SL = {"VRB": "DEBUG", "DBG": "DEBUG", "INF": "INFO", "WRN": "WARN", "ERR": "ERROR", "FTL": "FATAL"}

def make_serilog_structured(rng):
    g = Gen(rng, _epoch(2024, 11, 30, 12, 34, 50), 0.7)
    def log(t, lv, msg, tpl):
        g.emit(t, "[%s %s] %s" % (_dt(t).strftime("%H:%M:%S"), lv, msg), tpl, SL[lv])
    def q(s): return '"%s"' % s
    def frame(t, text, src=None):
        if src:
            g.emit(t, "   at %s in %s:line %d" % (text, src[0], src[1]), "serilog_frame_source", "-")
        else:
            g.emit(t, "   at " + text, "serilog_frame", "-")
    def http(method):
        def f(g, t):
            if method == "GET":
                p = rng.choice(["/api/orders/%d" % rng.randint(40000, 49999), "/api/products",
                                "/api/products/%s" % rng.choice(SKUS), "/health",
                                "/api/customers/%s/addresses" % zpick(rng, USERS)])
                s = rng.choices([200, 404, 304], [88, 8, 4])[0]
            elif method == "POST":
                p, s = rng.choice(["/api/orders", "/api/cart/items", "/api/auth/login"]), \
                    rng.choices([200, 201, 400, 401], [40, 45, 10, 5])[0]
            else:
                p, s = "/api/cart/items/%d" % rng.randint(100, 999), 204
            log(t, "INF", "HTTP %s %s responded %d in %.4f ms" % (q(method), q(p), s, lnorm(rng, 14, 1.0)),
                "serilog_http_" + method.lower())
        return f
    def ev_processed(g, t):
        oid, u = rng.randint(40000, 49999), zpick(rng, USERS)
        log(t, "DBG", "Placing order Order { Id: %d, Customer: %s, Lines: %d, Total: %.2f, "
            "Currency: %s }" % (oid, q(u), rng.randint(1, 6), lnorm(rng, 45, 0.7),
                                q(rng.choice(["EUR", "USD", "GBP"]))), "serilog_placing_order")
        log(t + rng.uniform(0.01, 0.3), "INF", "Processed order %d for %s in %.1f ms" % (
            oid, q(u), lnorm(rng, 40, 0.6)), "serilog_processed_order")
    def ev_cache(g, t):
        hit = rng.random() < 0.75
        log(t, "DBG", "Cache %s for %s" % ("hit" if hit else "miss", q(rng.choice(
            ["product:" + rng.choice(SKUS), "customer:" + zpick(rng, USERS),
             "price-list:" + rng.choice(["retail", "wholesale", "staff"])]))),
            "serilog_cache_hit" if hit else "serilog_cache_miss")
    def ev_signin(g, t):
        log(t, "INF", "User %s signed in from %s" % (q(zpick(rng, USERS)), q(pub_ip(rng))), "serilog_user_signed_in")
    def ev_retry(g, t):
        n = rng.randint(1, 4)
        log(t, "WRN", "Retrying %s after %dms (attempt %d of 5)" % (
            q(rng.choice(["ChargeCard", "ReserveStock", "SendReceipt", "SyncErp"])),
            200 * 2 ** (n - 1), n), "serilog_retrying")
    def ev_lowstock(g, t):
        log(t, "WRN", "Inventory low for SKU %s: %d remaining" % (q(rng.choice(SKUS)), rng.randint(0, 9)),
            "serilog_inventory_low")
    def ev_payfail(g, t):
        oid = rng.randint(40000, 49999)
        host = rng.choice(["payments.internal", "psp-gateway.internal"])
        log(t, "ERR", "Failed to process payment for order %d" % oid, "serilog_payment_failed")
        g.emit(t, "System.Net.Http.HttpRequestException: Connection refused (%s:443)" % host,
               "serilog_exc_HttpRequestException", "-")
        g.emit(t, " ---> System.Net.Sockets.SocketException (111): Connection refused",
               "serilog_inner_SocketException", "-")
        frame(t, "System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException("
              "SocketError error, CancellationToken cancellationToken)")
        cth = ("System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage "
               "initialRequest, Boolean async, CancellationToken cancellationToken)")
        frame(t, cth)
        g.emit(t, "   --- End of inner exception stack trace ---", "serilog_end_inner", "-")
        frame(t, cth)
        frame(t, "System.Net.Http.HttpConnectionPool.ConnectAsync(HttpRequestMessage request, "
              "Boolean async, CancellationToken cancellationToken)")
        frame(t, "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, "
                 "HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, "
                 "CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)")
        frame(t, "Shop.Payments.PaymentClient.ChargeAsync(Order order, CancellationToken ct)",
              ("/src/Shop.Payments/PaymentClient.cs", 57))
        frame(t, "Shop.Orders.OrderProcessor.ProcessAsync(Int32 orderId, CancellationToken ct)",
              ("/src/Shop.Orders/OrderProcessor.cs", 88))
    def ev_unhandled(g, t):
        log(t, "ERR", "An unhandled exception has occurred while executing the request.",
            "serilog_unhandled_exception")
        g.emit(t, "System.NullReferenceException: Object reference not set to an instance of an "
               "object.", "serilog_exc_NullReferenceException", "-")
        ctl, act, ln = rng.choice([("CustomersController", "GetAddresses(Int32 id)", 42),
                                   ("OrdersController", "GetInvoice(Int32 orderId)", 117),
                                   ("CartController", "ApplyCoupon(String code)", 63)])
        frame(t, "Shop.Api.Controllers.%s.%s" % (ctl, act), ("/src/Shop.Api/Controllers/%s.cs" % ctl, ln))
        frame(t, "lambda_method%d(Closure, Object)" % rng.randint(10, 90))
        frame(t, "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor."
              "AwaitableObjectResultExecutor.Execute(ActionContext actionContext, "
              "IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, "
              "Object[] arguments)")
        frame(t, "Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker."
              "<InvokeActionMethodAsync>g__Awaited|12_0(ControllerActionInvoker invoker, "
              "ValueTask`1 actionResultValueTask)")
        g.emit(t, "--- End of stack trace from previous location ---", "serilog_end_prev_location", "-")
        frame(t, "Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|"
              "6_0(Endpoint endpoint, Task requestTask, ILogger logger)")
        frame(t, "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddlewareImpl.<Invoke>"
              "g__Awaited|10_0(ExceptionHandlerMiddlewareImpl middleware, HttpContext context, Task task)")
    def prologue(g, t):
        log(t, "INF", 'Now listening on: "http://[::]:8080"', "serilog_now_listening")
        log(t, "INF", "Application started. Press Ctrl+C to shut down.", "serilog_app_started")
        log(t, "INF", 'Hosting environment: "Production"', "serilog_hosting_environment")
        log(t, "INF", 'Content root path: "/app"', "serilog_content_root")
        g.t = t + 1

    return g.run([(45, http("GET")), (12, http("POST")), (10, ev_processed), (20, ev_cache),
                  (4, ev_signin), (1.2, ev_retry), (0.6, ev_lowstock)],
                 [(2, http("DELETE")), (3, ev_payfail), (2, ev_unhandled)], prologue)

# =========================================================================== 10 Celery worker
TASKS = ["notifications.tasks.send_email", "orders.tasks.process_order",
         "orders.tasks.update_inventory", "analytics.tasks.flush_events",
         "notifications.tasks.send_sms", "notifications.tasks.push_notification",
         "billing.tasks.charge_invoice", "billing.tasks.sync_stripe_customer",
         "orders.tasks.sync_shipment_status", "search.tasks.reindex_product",
         "media.tasks.generate_thumbnail", "users.tasks.send_welcome_email",
         "integrations.tasks.sync_hubspot_contact", "analytics.tasks.aggregate_hourly_stats",
         "reports.tasks.generate_daily_report", "reports.tasks.export_csv",
         "users.tasks.cleanup_expired_sessions", "media.tasks.transcode_video",
         "integrations.tasks.fetch_exchange_rates", "core.tasks.heartbeat"]
NET_TASKS = {"billing.tasks.charge_invoice": ("api.stripe.com", "/v1/invoices/pay"),
             "billing.tasks.sync_stripe_customer": ("api.stripe.com", "/v1/customers"),
             "integrations.tasks.sync_hubspot_contact": ("api.hubapi.com", "/crm/v3/objects/contacts"),
             "integrations.tasks.fetch_exchange_rates": ("api.exchangerate.host", "/latest")}

def make_celery_worker(rng):
    g = Gen(rng, _epoch(2024, 11, 30, 2, 10, 41), 0.9)
    NODE = "celery@worker-%s" % k8s_rand(rng, 5)
    def log(t, lvl, proc, msg, tpl):
        g.emit(t, "[%s: %s/%s] %s" % (py_ts(t), lvl, proc, msg), tpl, LVMAP[lvl])
    def conn_err(host, path):
        return ("HTTPSConnectionPool(host='%s', port=443): Max retries exceeded with url: %s (Caused by "
                "NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f%010x>: Failed to establish a "
                "new connection: [Errno 111] Connection refused'))" % (host, path, rng.getrandbits(40)))
    def ev_task(g, t):
        name = zpick(rng, TASKS, 0.9)
        tid, w = uuid4(rng), "ForkPoolWorker-%d" % rng.randint(1, 8)
        log(t, "INFO", "MainProcess", "Task %s[%s] received" % (name, tid), "celery_task_received")
        t += rng.uniform(0.001, 0.05)
        if name.endswith("email"):
            log(t, "INFO", w, "%s[%s]: Sending email to %s (template=%s)" % (
                name, tid, email(rng), rng.choice(["order_confirmation", "password_reset",
                                                   "welcome", "shipping_update"])), "celery_tasklog_sending_email")
        net = NET_TASKS.get(name)
        rt = lnorm(rng, 0.05 if not name.startswith(("reports", "media")) else 4.0, 1.0)
        r = rng.random()
        if net and r < 0.12:
            log(t + rt, "INFO", w, "Task %s[%s] retry: Retry in %ds: ConnectionError("
                "MaxRetryError(%s))" % (name, tid, rng.choice([10, 30, 60]),
                                        json.dumps(conn_err(*net))), "celery_task_retry")
            return
        if net and r < 0.16:
            t += rt
            ce = conn_err(*net)
            log(t, "ERROR", w, "Task %s[%s] raised unexpected: ConnectionError(MaxRetryError(%s))"
                % (name, tid, json.dumps(ce)), "celery_task_raised_unexpected")
            mod = name.rsplit(".", 1)[0].replace(".", "/")
            fn = name.rsplit(".", 1)[1]
            py_frames(g, t, "celery", [
                (SITE + "celery/app/trace.py", 477, "trace_task", "R = retval = fun(*args, **kwargs)", ("fun", 0, 20)),
                (SITE + "celery/app/trace.py", 760, "__protected_call__", "return self.run(*args, **kwargs)",
                 ("self", 0, 25)),
                ("/app/%s.py" % mod, rng.randint(20, 200), fn, "resp = session.post(url, json=payload, timeout=10)",
                 ("session", 0, 43)),
                (SITE + "requests/adapters.py", 519, "send", "raise ConnectionError(e, request=request)", None)],
                "requests.exceptions.ConnectionError: " + ce, "celery_exc_requests_ConnectionError")
            return
        ret = "None" if rng.random() < 0.7 else rng.choice(
            ["True", "'ok'", "{'sent': %d}" % rng.randint(1, 40), str(rng.randint(0, 500))])
        log(t + rt, "INFO", w, "Task %s[%s] succeeded in %rs: %s" % (name, tid, rt, ret), "celery_task_succeeded")
    def deprecation(t):
        log(t, "WARNING", "MainProcess", SITE + "celery/worker/consumer/consumer.py:507: "
            "CPendingDeprecationWarning: The broker_connection_retry configuration setting will "
            "no longer determine", "celery_deprecation_warning")
        for line, tpl in [("whether broker connection retries are made during startup in Celery "
                           "6.0 and above.", "celery_deprecation_cont_whether"),
                          ("If you wish to retain the existing behavior for retrying connections "
                           "on startup,", "celery_deprecation_cont_if_you_wish"),
                          ("you should set broker_connection_retry_on_startup to True.",
                           "celery_deprecation_cont_you_should_set"),
                          ("  warnings.warn(", "celery_warnings_warn_line")]:
            g.emit(t, line, tpl, "-")
    def connect(g, t):
        deprecation(t)
        log(t + 0.01, "INFO", "MainProcess", "Connected to redis://redis:6379/0", "celery_connected")
        deprecation(t + 0.012)
        log(t + 0.02, "INFO", "MainProcess", "mingle: searching for neighbors", "celery_mingle_searching")
        log(t + 1.03, "INFO", "MainProcess", "mingle: all alone", "celery_mingle_all_alone")
        log(t + 1.05, "INFO", "MainProcess", "%s ready." % NODE, "celery_ready")
        g.t = max(g.t, t + 1.1)
    def ev_broker_lost(g, t):
        log(t, "WARNING", "MainProcess", "consumer: Connection to broker lost. Trying to "
            "re-establish the connection...", "celery_broker_lost")
        K = SITE + "kombu/transport/redis.py"
        py_frames(g, t, "celery", [
            (SITE + "celery/worker/consumer/consumer.py", 340, "start", "blueprint.start(self)", None),
            (SITE + "celery/bootsteps.py", 116, "start", "step.start(parent)", None),
            (SITE + "celery/worker/consumer/consumer.py", 746, "start", "c.loop(*c.loop_args())", None),
            (SITE + "celery/worker/loops.py", 97, "asynloop", "next(loop)", None),
            (SITE + "kombu/asynchronous/hub.py", 373, "create_loop", "cb(*cbargs)", None),
            (K, 1336, "on_readable", "self.cycle.on_readable(fileno)", None),
            (K, 566, "on_readable", "chan.handlers[type]()", None),
            (SITE + "redis/connection.py", 837, "read_response",
             "raise ConnectionError(SERVER_CLOSED_CONNECTION_ERROR)", None)],
            "redis.exceptions.ConnectionError: Connection closed by server.", "celery_exc_redis_ConnectionError")
        for i in range(1, rng.randint(2, 4)):
            t += 2.0 * i
            log(t, "ERROR", "MainProcess", "consumer: Cannot connect to redis://redis:6379/0: "
                "Error 111 connecting to redis:6379. Connection refused..", "celery_cannot_connect")
            g.emit(t, "Trying again in %.2f seconds... (%d/100)" % (2.0 * i, i), "celery_trying_again", "-")
            g.emit(t, "", "celery_blank", "-")
        connect(g, t + 2.0 * i + 0.5)

    return g.run([(100, ev_task)], [(1, ev_broker_lost)], connect)

# --------------------------------------------------------------------------- registry
FORMATS: list[tuple[str, Callable[[random.Random], list[dict]]]] = [
    ("docker_compose_prefixed", make_docker_compose), ("kubectl_prefix", make_kubectl_prefix),
    ("python_traceback_ansi", make_python_traceback_ansi), ("go_panic_and_logs", make_go_panic_and_logs),
    ("postfix_maillog", make_postfix_maillog), ("iis_w3c", make_iis_w3c), ("caddy_json", make_caddy_json),
    ("suricata_eve", make_suricata_eve), ("serilog_structured", make_serilog_structured),
    ("celery_worker", make_celery_worker)]

LEVELS = {"FATAL", "ERROR", "WARN", "INFO", "DEBUG", "-"}

if __name__ == "__main__":
    import collections
    for seed in (0, 1):
        print("=" * 30, "seed", seed)
        for name, make in FORMATS:
            rows = make(random.Random(seed))
            again = make(random.Random(seed))
            assert rows == again, name + ": not deterministic"
            assert len(rows) == N, (name, len(rows))
            for r in rows:
                assert set(r) == {"line", "template", "level"}, (name, r)
                assert isinstance(r["line"], str) and "\n" not in r["line"] and "\r" not in r["line"], (name, r)
                assert r["level"] in LEVELS, (name, r)
            tpl_levels = collections.defaultdict(set)
            for r in rows:
                tpl_levels[r["template"]].add(r["level"])
            multi = {k: v for k, v in tpl_levels.items() if len(v) > 1}
            assert not multi, (name, multi)
            cnt = collections.Counter(r["template"] for r in rows)
            assert 8 <= len(cnt) <= 25, (name, len(cnt), sorted(cnt))
            print("%-24s templates=%2d distinct_lines=%4d rare(<=3)=%d" % (
                name, len(cnt), len({r["line"] for r in rows}), sum(1 for v in cnt.values() if v <= 3)))
            for r in random.Random(seed + 7).sample(rows, 3):
                print("    " + repr(r["line"])[:200])
