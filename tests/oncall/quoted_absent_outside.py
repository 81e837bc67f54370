"""Synthetic log corpora for testing a log "fold" (template grouping).

Focus: double-quoted fields containing , : = | ; absent fields ("-", "", null,
omitted optional suffixes); few-valued constant words that DO distinguish
templates, mixed with digit-free variables that have many values.

FORMATS: list of (format_name, make) where make(rng) -> list of 2000 rows
{"line": str, "template": str, "level": FATAL|ERROR|WARN|INFO|DEBUG|"-"}.

Truth conventions used throughout:
  * In access logs the HTTP method is treated as a template-distinguishing
    constant word (GET vs POST ... are different templates); status codes,
    sizes, timings, paths, user agents, referers, users are variables.
  * A field that is sometimes absent ("-", "", null, <nil>, or an optional
    ", referrer: ..." suffix) never creates a new template.
  * Messages that differ in a constant word/phrase (even only after a comma)
    are different templates.
Only the passed rng is used for randomness.
"""
import datetime as _dt
import json
import random

N_ROWS = 2000
BASE = _dt.datetime(2024, 11, 30, 2, 0, 0, tzinfo=_dt.timezone.utc)

# ----------------------------------------------------------------- pools ----
USERS = [
    "alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan",
    "judy", "mallory", "niaj", "olivia", "peggy", "rupert", "sybil", "trent",
    "victor", "walter", "xavier", "yolanda", "zoe", "aaron", "bianca", "cedric",
    "delia", "emil", "fiona", "gustav", "hana", "igor", "jasmin", "kofi", "lena",
    "marco", "nadia", "oscar", "priya", "quentin", "rosa", "sven", "tamara",
    "ulrich", "vera", "wendy", "yusuf", "zara", "bruno",
]
WORDS = [
    "amber", "birch", "cedar", "delta", "ember", "fjord", "garnet", "harbor",
    "iris", "juniper", "kestrel", "lotus", "maple", "nimbus", "onyx", "pine",
    "quartz", "raven", "sierra", "tundra", "umber", "violet", "willow",
    "yarrow", "zephyr", "cobalt", "falcon", "glacier", "hazel", "indigo",
]
SEGMENTS = [
    "users", "orders", "cart", "items", "search", "static", "assets", "img",
    "css", "js", "account", "settings", "profile", "billing", "invoices",
    "reports", "admin", "products", "categories", "reviews", "checkout",
    "wishlist", "docs", "blog", "tags", "media", "uploads", "export",
    "notifications", "teams", "projects", "comments", "archive", "preview",
]
TERMS = [
    "shoes", "red shoes", "winter jacket", "usb cable", "coffee mug",
    "desk lamp", "running socks", "yoga mat", "backpack", "headphones",
    "phone case", "water bottle", "rain boots", "wool scarf",
]
TAGS = ["red", "blue", "green", "sale", "new", "kids", "men", "women", "eco"]
VHOSTS = [
    "shop.example.com", "www.example.com", "api.example.com", "blog.example.org",
    "static.example.net", "admin.example.com", "docs.example.io",
    "status.example.com", "media.example.net", "accounts.example.com",
]
BUCKET_A = ["media", "user", "invoice", "backup", "photos", "logs", "exports",
            "reports", "thumbs", "static"]
BUCKET_B = ["assets", "avatars", "archive", "raw", "cold", "daily", "public",
            "private", "staging", "eu"]
SERVICES = ["productpage", "reviews", "ratings", "details", "cart", "checkout",
            "catalog", "payments", "shipping", "frontend", "recommendations",
            "currency", "email", "inventory", "search"]
NAMESPACES = ["shop", "bookinfo", "payments", "platform", "default", "search",
              "monitoring", "ingress"]
NODES = ["worker-" + w for w in WORDS[:18]]

_UA = [
    ("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36", 30),
    ("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15", 12),
    ("Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0", 8),
    ("Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1.2 Mobile/15E148 Safari/604.1", 14),
    ("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.6045.163 Mobile Safari/537.36", 10),
    ("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.61", 5),
    ("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", 4),
    ("Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", 2),
    ("facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)", 1),
    ("Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)", 1),
    ("curl/8.4.0", 4), ("curl/7.88.1", 3), ("python-requests/2.31.0", 4),
    ("python-requests/2.28.2", 1), ("Go-http-client/1.1", 3),
    ("Go-http-client/2.0", 1), ("okhttp/4.12.0", 2), ("PostmanRuntime/7.36.0", 1),
    ("Wget/1.21.3", 1), ("axios/1.6.2", 2),
]
_UA_S = [u for u, _ in _UA]
_UA_W = [w for _, w in _UA]


def _ua(rng):
    return rng.choices(_UA_S, _UA_W)[0]


def _ip(rng):
    return "%d.%d.%d.%d" % (rng.choice([203, 198, 192, 185, 91, 66, 81, 84, 45, 151, 176]),
                            rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))


def _pip(rng):
    return "10.%d.%d.%d" % (rng.randint(0, 3), rng.randint(0, 255), rng.randint(2, 254))


def _hex(rng, n):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def _alnum(rng, n, alphabet="bcdfghjklmnpqrstvwxz2456789"):
    return "".join(rng.choice(alphabet) for _ in range(n))


def _uuid(rng):
    h = _hex(rng, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], rng.choice("89ab"), h[17:20], h[20:32])


def _bucket(rng):
    return "%s-%s" % (rng.choice(BUCKET_A), rng.choice(BUCKET_B))


def _svc_host(rng):
    return "%s-%s.svc.internal" % (rng.choice(WORDS), rng.choice(["api", "db", "cache", "worker", "gateway", "search"]))


def _path(rng, lo=2, hi=4):
    segs = rng.sample(SEGMENTS, rng.randint(lo, hi))
    r = rng.random()
    if r < 0.25:
        segs.append(str(rng.randint(1, 99999)))
    elif r < 0.32:
        segs[-1] += rng.choice([".json", ".css", ".js", ".png", ".html"])
    return "/".join(segs)


def _query(rng, p=0.4):
    if rng.random() >= p:
        return ""
    opts = [
        lambda: "q=" + rng.choice(TERMS).replace(" ", "+"),
        lambda: "page=%d" % rng.randint(1, 40),
        lambda: "sort=" + rng.choice(["price", "newest", "rating", "-price"]),
        lambda: "tags=" + ",".join(rng.sample(TAGS, rng.randint(1, 3))),
        lambda: "ref=" + rng.choice(WORDS),
        lambda: "user=" + rng.choice(USERS),
        lambda: "utm_source=" + rng.choice(["newsletter", "google", "twitter"]),
    ]
    parts = [f() for f in rng.sample(opts, rng.randint(1, 3))]
    return "?" + "&".join(parts)


def _referer(rng):
    if rng.random() < 0.15:
        return "https://www.google.com/"
    return "https://%s/%s%s" % (rng.choice(VHOSTS), "/".join(rng.sample(SEGMENTS, rng.randint(1, 3))), _query(rng, 0.3))


def _dur(rng, lo=0.2, hi=800.0):
    return rng.uniform(lo, 1.0) * rng.uniform(1.0, hi)


def _times(rng, n, mean_gap=0.35):
    t = BASE + _dt.timedelta(seconds=rng.uniform(0, 3600))
    out = []
    for _ in range(n):
        t += _dt.timedelta(microseconds=int(rng.expovariate(1.0 / mean_gap) * 1e6) + 1)
        out.append(t)
    return out


def _build(rng, specs, n=N_ROWS):
    """specs: (template_id, count|None, fn[, 'start'|'end']); one None = remainder.
    fn(rng, t) -> (line, level)."""
    fixed = sum(s[1] for s in specs if s[1] is not None)
    assert sum(1 for s in specs if s[1] is None) == 1
    rem = n - fixed
    assert rem > 0, rem
    start, mid, end = [], [], []
    for s in specs:
        tid, c, fn = s[0], s[1], s[2]
        pos = s[3] if len(s) > 3 else None
        c = rem if c is None else c
        (start if pos == "start" else end if pos == "end" else mid).extend([(tid, fn)] * c)
    rng.shuffle(mid)
    order = start + mid + end
    rows = []
    for (tid, fn), t in zip(order, _times(rng, n)):
        line, level = fn(rng, t)
        rows.append({"line": line, "template": tid, "level": level})
    return rows


# ===================================================== 1. nginx mixed ======
def _ng_access(method):
    def f(rng, t):
        if method == "GET":
            target = "/" + _path(rng, 1, 4) + _query(rng)
            status = rng.choices([200, 304, 301, 404, 403, 500, 502, 499], [80, 8, 3, 6, 1, 1, 0.5, 0.5])[0]
        elif method == "HEAD":
            target = "/" + _path(rng, 1, 3)
            status = rng.choice([200, 200, 404])
        elif method == "OPTIONS":
            target = "/api/" + _path(rng, 1, 3)
            status = 204
        else:
            target = "/api/" + _path(rng, 1, 3) + _query(rng, 0.1)
            status = rng.choices([200, 201, 204, 400, 401, 409, 422, 500], [40, 30, 10, 8, 4, 3, 3, 2])[0]
        user = rng.choice(USERS) if rng.random() < 0.12 else "-"
        size = 0 if status in (204, 304) or method == "HEAD" else rng.randint(120, 90000)
        ref = "-" if rng.random() < 0.55 else _referer(rng)
        r = rng.random()
        xff = "-" if r < 0.7 else ("%s, %s" % (_ip(rng), _pip(rng)) if r < 0.85 else _ip(rng))
        rt = _dur(rng, 0.0, 2000.0) / 1000.0
        if status == 499 or (method in ("GET", "HEAD") and rng.random() < 0.25):
            ups = uct = uht = urt = "-"
        else:
            ups = "%s:%d" % (_pip(rng), rng.choice([8080, 8081, 3000]))
            uct = "%.3f" % (rt * 0.05)
            uht = "%.3f" % (rt * 0.8)
            urt = "%.3f" % (rt * 0.95)
        ver = rng.choice(["1.1", "1.1", "1.1", "2.0"])
        line = ('%s - %s [%s +0000] "%s %s HTTP/%s" %d %d "%s" "%s" "%s" rt=%.3f uct="%s" uht="%s" urt="%s" upstream="%s"'
                % (_ip(rng), user, t.strftime("%d/%b/%Y:%H:%M:%S"), method, target, ver, status, size,
                   ref, _ua(rng), xff, rt, uct, uht, urt, ups))
        return line, "-"
    return f


_NG_LEVEL = {"debug": "DEBUG", "info": "INFO", "notice": "INFO", "warn": "WARN",
             "error": "ERROR", "crit": "ERROR", "alert": "ERROR", "emerg": "FATAL"}


def _ng_err(word, body):
    def f(rng, t):
        pid = rng.choice([29, 30, 31, 32]) if "1#1:" not in body(None) else 1
        msg = body(rng)
        return "%s [%s] %s" % (t.strftime("%Y/%m/%d %H:%M:%S"), word, msg.replace("{PID}", "%d#%d" % (pid, pid))), _NG_LEVEL[word]
    return f


def _ng_ctx(rng, method=None, target=None, upstream=False, ref_p=0.3):
    server = rng.choice(VHOSTS)
    method = method or rng.choices(["GET", "POST", "PUT"], [70, 25, 5])[0]
    target = target or ("/" + _path(rng, 1, 4) + _query(rng, 0.3))
    s = ', client: %s, server: %s, request: "%s %s HTTP/1.1"' % (_ip(rng), server, method, target)
    if upstream:
        s += ', upstream: "http://%s:%d%s"' % (_pip(rng), rng.choice([8080, 8081, 3000]), target)
    s += ', host: "%s"' % server
    if rng.random() < ref_p:  # optional suffix: absent field
        s += ', referrer: "%s"' % _referer(rng)
    return s


def _cid(rng):
    return "*%d" % rng.randint(1, 9999999)


def _b(fn):
    """wrap body so that fn(None) returns a marker string without randomness."""
    def g(rng):
        if rng is None:
            return fn.__doc__ or ""
        return fn(rng)
    g.__doc__ = fn.__doc__
    return g


@_b
def _ng_open(rng):
    p = rng.choice(["favicon.ico", "robots.txt", "wp-login.php", ".env", "apple-touch-icon.png",
                    "sitemap.xml", ".git/config"] + [_path(rng, 1, 3) for _ in range(3)])
    return '{PID}: %s open() "/usr/share/nginx/html/%s" failed (2: No such file or directory)%s' % (
        _cid(rng), p, _ng_ctx(rng, "GET", "/" + p))


@_b
def _ng_timeout(rng):
    return "{PID}: %s upstream timed out (110: Connection timed out) while reading response header from upstream%s" % (
        _cid(rng), _ng_ctx(rng, upstream=True))


@_b
def _ng_refused(rng):
    return "{PID}: %s connect() failed (111: Connection refused) while connecting to upstream%s" % (
        _cid(rng), _ng_ctx(rng, upstream=True))


@_b
def _ng_nolive(rng):
    target = "/api/" + _path(rng, 1, 3)
    server = rng.choice(VHOSTS)
    return ('{PID}: %s no live upstreams while connecting to upstream, client: %s, server: %s, request: "GET %s HTTP/1.1", upstream: "http://%s_backend%s", host: "%s"'
            % (_cid(rng), _ip(rng), server, target, rng.choice(["api", "shop", "media"]), target, server))


@_b
def _ng_buffered(rng):
    return "{PID}: %s an upstream response is buffered to a temporary file /var/cache/nginx/proxy_temp/%d/%02d/%010d while reading upstream%s" % (
        _cid(rng), rng.randint(0, 9), rng.randint(0, 99), rng.randint(1, 99999), _ng_ctx(rng, "GET", upstream=True))


@_b
def _ng_delaying(rng):
    return '{PID}: %s delaying request, excess: 0.%03d, by zone "%s"%s' % (
        _cid(rng), rng.randint(1, 999), rng.choice(["perip", "login", "api"]), _ng_ctx(rng))


@_b
def _ng_limiting(rng):
    return '{PID}: %s limiting requests, excess: %d.%03d by zone "%s"%s' % (
        _cid(rng), rng.randint(5, 40), rng.randint(0, 999), rng.choice(["perip", "login", "api"]), _ng_ctx(rng))


@_b
def _ng_toolarge(rng):
    return "{PID}: %s client intended to send too large body: %d bytes%s" % (
        _cid(rng), rng.randint(10485761, 99999999), _ng_ctx(rng, "POST", "/api/uploads/" + rng.choice(SEGMENTS)))


@_b
def _ng_ssl(rng):
    return "{PID}: %s SSL_do_handshake() failed (SSL: error:0A00006C:SSL routines::bad key share) while SSL handshaking, client: %s, server: 0.0.0.0:443" % (
        _cid(rng), _ip(rng))


@_b
def _ng_keepalive(rng):
    suffix = " (104: Connection reset by peer)" if rng.random() < 0.3 else ""
    return "{PID}: %s client %s closed keepalive connection%s" % (_cid(rng), _ip(rng), suffix)


@_b
def _ng_client_timeout(rng):
    return "{PID}: %s client timed out (110: Connection timed out) while waiting for request, client: %s, server: 0.0.0.0:%d" % (
        _cid(rng), _ip(rng), rng.choice([80, 443]))


def _ng_master(text):
    def body(rng):
        if rng is None:
            return "1#1:"
        return "1#1: " + text(rng)
    return body


def make_nginx(rng):
    specs = [
        ("nginx_emerg_bind", 1, _ng_err("emerg", _ng_master(lambda r: "bind() to 0.0.0.0:80 failed (98: Address already in use)")), "start"),
        ("nginx_access_get", None, _ng_access("GET")),
        ("nginx_access_post", 330, _ng_access("POST")),
        ("nginx_access_put", 60, _ng_access("PUT")),
        ("nginx_access_delete", 28, _ng_access("DELETE")),
        ("nginx_access_head", 45, _ng_access("HEAD")),
        ("nginx_access_options", 4, _ng_access("OPTIONS")),
        ("nginx_access_patch", 2, _ng_access("PATCH")),
        ("nginx_err_open_failed", 150, _ng_err("error", _ng_open)),
        ("nginx_err_upstream_timeout", 40, _ng_err("error", _ng_timeout)),
        ("nginx_err_connect_refused", 5, _ng_err("error", _ng_refused)),
        ("nginx_err_no_live_upstreams", 2, _ng_err("error", _ng_nolive)),
        ("nginx_warn_buffered", 25, _ng_err("warn", _ng_buffered)),
        ("nginx_warn_delaying", 3, _ng_err("warn", _ng_delaying)),
        ("nginx_err_limiting", 12, _ng_err("error", _ng_limiting)),
        ("nginx_err_body_too_large", 3, _ng_err("error", _ng_toolarge)),
        ("nginx_crit_ssl_handshake", 4, _ng_err("crit", _ng_ssl)),
        ("nginx_info_keepalive_closed", 22, _ng_err("info", _ng_keepalive)),
        ("nginx_info_client_timed_out", 8, _ng_err("info", _ng_client_timeout)),
        ("nginx_notice_signal_reopen", 1, _ng_err("notice", _ng_master(lambda r: "signal 10 (SIGUSR1) received from %d, reopening logs" % r.randint(100, 9999))), "end"),
        ("nginx_notice_reopening", 1, _ng_err("notice", _ng_master(lambda r: "reopening logs")), "end"),
    ]
    return _build(rng, specs)


# ================================================ 2. Apache vhost_combined ==
def _ap_access(method):
    def f(rng, t):
        vhost = rng.choice(VHOSTS)
        port = rng.choice([443, 443, 443, 80])
        user = rng.choice(USERS) if rng.random() < 0.1 else "-"
        ua = _ua(rng)
        if method == "GET":
            target = "/" + _path(rng, 1, 4) + _query(rng)
            status = rng.choices([200, 304, 302, 404, 403, 500], [80, 8, 4, 6, 1, 1])[0]
        elif method == "OPTIONS":
            if rng.random() < 0.7:  # internal dummy connection
                return ('localhost:80 ::1 - - [%s +0000] "OPTIONS * HTTP/1.0" 200 126 "-" "Apache/2.4.58 (Unix) (internal dummy connection)"'
                        % t.strftime("%d/%b/%Y:%H:%M:%S")), "-"
            target = "/api/" + _path(rng, 1, 3)
            status = 200
        elif method == "PROPFIND":
            target = "/webdav/%s/%s/" % (rng.choice(USERS), rng.choice(SEGMENTS))
            status = 207
            user = rng.choice(USERS)
            ua = "Microsoft-WebDAV-MiniRedir/10.0.19045"
        elif method == "HEAD":
            target = "/" + _path(rng, 1, 3)
            status = rng.choice([200, 200, 301, 404])
        else:
            target = "/" + _path(rng, 1, 3) + _query(rng, 0.1)
            status = rng.choices([200, 201, 204, 302, 400, 401, 500], [40, 20, 8, 20, 6, 4, 2])[0]
        size = 0 if method == "HEAD" or status in (204, 304) else rng.randint(200, 120000)
        ref = "-" if rng.random() < 0.5 else _referer(rng)
        line = '%s:%d %s - %s [%s +0000] "%s %s HTTP/1.1" %d %d "%s" "%s"' % (
            vhost, port, _ip(rng), user, t.strftime("%d/%b/%Y:%H:%M:%S"), method, target, status, size, ref, ua)
        return line, "-"
    return f


def _ap_ts(t):
    return "[%s.%06d %s]" % (t.strftime("%a %b %d %H:%M:%S"), t.microsecond, t.strftime("%Y"))


def _ap_err(mod, lvl, level, body, client=True, ref_p=0.0):
    def f(rng, t):
        s = "%s [%s:%s] [pid %d:tid %d] " % (_ap_ts(t), mod, lvl, rng.randint(8, 400), rng.randint(139900000000000, 140999999999999))
        if client:
            s += "[client %s:%d] " % (_ip(rng), rng.randint(1024, 65535))
        s += body(rng)
        if ref_p and rng.random() < ref_p:  # optional ", referer: X" suffix = absent field
            s += ", referer: " + _referer(rng)
        return s, level
    return f


def make_apache(rng):
    docroot = "/usr/local/apache2/htdocs/"
    specs = [
        ("apache_startup_fqdn", 1, lambda r, t: ("AH00558: httpd: Could not reliably determine the server's fully qualified domain name, using 172.17.0.%d. Set the 'ServerName' directive globally to suppress this message" % r.randint(2, 9), "-"), "start"),
        ("apache_notice_resuming", 1, _ap_err("mpm_event", "notice", "INFO", lambda r: "AH00489: Apache/2.4.58 (Unix) OpenSSL/3.0.11 configured -- resuming normal operations", client=False), "start"),
        ("apache_notice_cmdline", 1, _ap_err("core", "notice", "INFO", lambda r: "AH00094: Command line: 'httpd -D FOREGROUND'", client=False), "start"),
        ("apache_access_get", None, _ap_access("GET")),
        ("apache_access_post", 300, _ap_access("POST")),
        ("apache_access_head", 60, _ap_access("HEAD")),
        ("apache_access_options", 25, _ap_access("OPTIONS")),
        ("apache_access_put", 15, _ap_access("PUT")),
        ("apache_access_delete", 8, _ap_access("DELETE")),
        ("apache_access_propfind", 3, _ap_access("PROPFIND")),
        ("apache_err_client_denied", 40, _ap_err("authz_core", "error", "ERROR", lambda r: "AH01630: client denied by server configuration: " + docroot + _path(r, 1, 3), ref_p=0.3)),
        ("apache_err_auth_mismatch", 12, _ap_err("auth_basic", "error", "ERROR", lambda r: 'AH01617: user %s: authentication failure for "/%s": Password Mismatch' % (r.choice(USERS), _path(r, 1, 2)))),
        ("apache_err_auth_user_not_found", 4, _ap_err("auth_basic", "error", "ERROR", lambda r: "AH01618: user %s not found: /%s" % (r.choice(USERS), _path(r, 1, 2)))),
        ("apache_err_fcgi_primary_script", 30, _ap_err("proxy_fcgi", "error", "ERROR", lambda r: "AH01071: Got error 'Primary script unknown'", ref_p=0.4)),
        ("apache_err_proxy_connect", 5, _ap_err("proxy", "error", "ERROR", lambda r: "(111)Connection refused: AH00957: http: attempt to connect to %s:%d (%s) failed" % (_pip(r), r.choice([8080, 9000]), _svc_host(r)), client=False)),
        ("apache_err_proxy_http_conn", 5, _ap_err("proxy_http", "error", "ERROR", lambda r: "AH01114: HTTP: failed to make connection to backend: " + _svc_host(r))),
        ("apache_err_invalid_uri", 2, _ap_err("core", "error", "ERROR", lambda r: "AH00126: Invalid URI in request GET /..%%2f..%%2f%s HTTP/1.1" % r.choice(["etc/passwd", "windows/win.ini"]))),
        ("apache_warn_ssl_cert_name", 2, _ap_err("ssl", "warn", "WARN", lambda r: "AH01909: %s:443:0 server certificate does NOT include an ID which matches the server name" % r.choice(VHOSTS), client=False)),
        ("apache_err_max_workers", 1, _ap_err("mpm_event", "error", "ERROR", lambda r: "AH00484: server reached MaxRequestWorkers setting, consider raising the MaxRequestWorkers setting", client=False)),
        ("apache_notice_sigwinch", 1, _ap_err("mpm_event", "notice", "INFO", lambda r: "AH00492: caught SIGWINCH, shutting down gracefully", client=False), "end"),
    ]
    return _build(rng, specs)


# ======================================================= 3. logfmt (slog) ==
def _lfq(v):
    v = str(v)
    if v == "" or any(c in v for c in ' "=\\') or any(ord(c) < 0x21 for c in v):
        return json.dumps(v)
    return v


def _lf(t, level, msg, fields):
    parts = ["time=%s.%03dZ" % (t.strftime("%Y-%m-%dT%H:%M:%S"), t.microsecond // 1000), "level=" + level, "msg=" + _lfq(msg)]
    parts += ["%s=%s" % (k, _lfq(v)) for k, v in fields]
    return " ".join(parts)


def _lf_t(level, msgf, fieldsf):
    def f(rng, t):
        return _lf(t, level, msgf(rng) if callable(msgf) else msgf, fieldsf(rng)), level
    return f


def _opt_user(rng, p=0.6):
    return rng.choice(USERS) if rng.random() < p else ""


def _lf_request(rng):
    m = rng.choices(["GET", "POST", "PUT", "DELETE"], [70, 20, 6, 4])[0]
    return [("method", m), ("path", "/" + _path(rng, 2, 4) + _query(rng, 0.3)),
            ("status", rng.choices([200, 201, 204, 400, 401, 404, 500], [70, 8, 5, 5, 3, 6, 1])[0]),
            ("dur", "%.3fms" % _dur(rng)), ("bytes", rng.randint(0, 50000)),
            ("user", _opt_user(rng)), ("remote", "%s:%d" % (_ip(rng), rng.randint(1024, 65535))),
            ("ua", _ua(rng)), ("req_id", _hex(rng, 16))]


def _lf_key(rng):
    return "%s:%s" % (rng.choice(["user", "session", "cart", "profile"]), rng.choice(USERS))


def make_logfmt(rng):
    obj = lambda r: "%s/%s/%s.%s" % (r.choice(USERS), r.choice(SEGMENTS), r.choice(WORDS), r.choice(["jpg", "png", "pdf", "csv"]))
    specs = [
        ("svc_server_listening", 1, _lf_t("INFO", "server listening", lambda r: [("addr", ":8080"), ("version", "1.14.2"), ("env", "production")]), "start"),
        ("svc_worker_started", 6, _lf_t("INFO", "worker started", lambda r: [("worker", r.choice(WORDS)), ("queue", r.choice(["emails", "thumbnails", "exports"])), ("err", "<nil>")])),
        ("svc_request_handled", None, _lf_t("INFO", "request handled", _lf_request)),
        ("svc_cache_hit", 250, _lf_t("DEBUG", "cache hit", lambda r: [("key", _lf_key(r)), ("ttl", "%ds" % r.randint(1, 600))])),
        ("svc_cache_miss_load_db", 180, _lf_t("DEBUG", "cache miss, loading from db", lambda r: [("key", _lf_key(r)), ("user", _opt_user(r, 0.5))])),
        ("svc_cache_miss_serve_stale", 25, _lf_t("WARN", "cache miss, serving stale", lambda r: [("key", _lf_key(r)), ("age", "%ds" % r.randint(600, 9000))])),
        ("svc_upload_failed_retrying", 40, _lf_t("WARN", "upload failed, retrying", lambda r: [("bucket", _bucket(r)), ("object", obj(r)), ("attempt", r.randint(1, 4)), ("err", 'PUT "https://%s.s3.amazonaws.com/%s": connection reset by peer' % (_bucket(r), obj(r)))])),
        ("svc_upload_failed_giving_up", 3, _lf_t("ERROR", "upload failed, giving up", lambda r: [("bucket", _bucket(r)), ("object", obj(r)), ("attempt", 5), ("err", "context deadline exceeded")])),
        ("svc_conn_reset_retrying", 15, _lf_t("WARN", "connection reset by peer, retrying", lambda r: [("peer", "%s:%d" % (_svc_host(r), r.choice([5432, 6379, 9200]))), ("backoff", "%dms" % r.choice([100, 200, 400, 800]))])),
        ("svc_order_created", 90, _lf_t("INFO", "created order", lambda r: [("order_id", "ord_" + _alnum(r, 12)), ("user", r.choice(USERS)), ("total", "%.2f" % r.uniform(3, 500)), ("coupon", r.choice(["", "", "", "WINTER", "WELCOME"]))])),
        ("svc_order_cancelled", 20, _lf_t("INFO", "cancelled order", lambda r: [("order_id", "ord_" + _alnum(r, 12)), ("user", r.choice(USERS)), ("reason", r.choice(["", "customer request, duplicate", "payment timeout", "out of stock, partial"]))])),
        ("svc_order_refunded", 4, _lf_t("INFO", "refunded order", lambda r: [("order_id", "ord_" + _alnum(r, 12)), ("user", r.choice(USERS)), ("amount", "%.2f" % r.uniform(3, 500))])),
        ("svc_login_succeeded", 120, _lf_t("INFO", lambda r: "login succeeded for %s, session created" % r.choice(USERS), lambda r: [("ip", _ip(r)), ("mfa", r.choice(["totp", "", "webauthn"]))])),
        ("svc_login_failed_bad_password", 30, _lf_t("WARN", lambda r: "login failed for %s, invalid password" % r.choice(USERS), lambda r: [("ip", _ip(r)), ("attempts", r.randint(1, 4))])),
        ("svc_login_failed_locked", 2, _lf_t("WARN", lambda r: "login failed for %s, account locked" % r.choice(USERS), lambda r: [("ip", _ip(r)), ("attempts", 5)])),
        ("svc_bucket_synced", 40, _lf_t("INFO", lambda r: "synced bucket %s, %d objects" % (_bucket(r), r.randint(0, 5000)), lambda r: [("dur", "%.1fs" % r.uniform(0.2, 90)), ("region", r.choice(["eu-west-1", "us-east-1"]))])),
        ("svc_bucket_missing_skip", 3, _lf_t("WARN", lambda r: "bucket %s not found, skipping" % _bucket(r), lambda r: [("region", r.choice(["eu-west-1", "us-east-1"]))])),
        ("svc_worker_stopped", 4, _lf_t("INFO", "worker stopped", lambda r: [("worker", r.choice(WORDS)), ("queue", r.choice(["emails", "thumbnails", "exports"])), ("err", "<nil>")])),
        ("svc_worker_failed", 2, _lf_t("ERROR", "worker failed", lambda r: [("worker", r.choice(WORDS)), ("queue", r.choice(["emails", "thumbnails", "exports"])), ("err", "redis: connection pool timeout")])),
        ("svc_db_pool_exhausted", 5, _lf_t("WARN", "db pool exhausted, waiting", lambda r: [("in_use", 50), ("waiters", r.randint(1, 30)), ("db", r.choice(["orders", "users"]))])),
        ("svc_config_reloaded", 2, _lf_t("INFO", "config reloaded", lambda r: [("path", "/etc/app/config.yaml"), ("changed", ",".join(r.sample(["rate_limit", "features", "log_level", "cors"], 2)))])),
        ("svc_panic_recovered", 1, _lf_t("ERROR", "panic recovered", lambda r: [("err", "runtime error: invalid memory address or nil pointer dereference"), ("path", "/" + _path(r, 2, 3)), ("user", _opt_user(r))])),
        ("svc_shutting_down", 1, _lf_t("INFO", "shutting down, draining connections", lambda r: [("signal", "terminated"), ("timeout", "30s")]), "end"),
    ]
    return _build(rng, specs)


# ===================================================== 4. JSON lines (zap) ==
def _zj(level, caller, msgf, fieldsf, logger=None):
    lv = {"debug": "DEBUG", "info": "INFO", "warn": "WARN", "error": "ERROR", "fatal": "FATAL"}[level]

    def f(rng, t):
        d = {"level": level, "ts": round(t.timestamp(), 6)}
        if logger:
            d["logger"] = logger
        d["caller"] = caller
        d["msg"] = msgf(rng) if callable(msgf) else msgf
        d.update(fieldsf(rng))
        return json.dumps(d, separators=(",", ":"), ensure_ascii=False), lv
    return f


def _zj_request(rng):
    m = rng.choices(["GET", "POST", "PUT", "DELETE", "PATCH"], [70, 18, 5, 4, 3])[0]
    url = "/" + _path(rng, 2, 4) + _query(rng, 0.35)
    if rng.random() < 0.08:
        url = "/search?q=" + rng.choice(TERMS).replace(" ", "%20") + ",%20size%20" + str(rng.randint(4, 12))
    return {
        "req": {"method": m, "url": url, "remoteAddr": "%s:%d" % (_ip(rng), rng.randint(1024, 65535)),
                "headers": {"user-agent": _ua(rng), "referer": None if rng.random() < 0.6 else _referer(rng)}},
        "res": {"status": rng.choices([200, 201, 204, 304, 400, 404, 500], [70, 8, 5, 5, 4, 6, 1])[0], "bytes": rng.randint(0, 60000)},
        "user": None if rng.random() < 0.45 else rng.choice(USERS),
        "durationMs": round(_dur(rng), 3),
        "requestId": _uuid(rng),
    }


_JOBS = ["sync-inventory", "send-digest", "rebuild-search-index", "expire-sessions", "export-invoices", "compact-uploads"]


def make_json(rng):
    key = lambda r: "%s:%s" % (r.choice(["user", "cart", "session", "prefs"]), r.choice(USERS))
    pay = lambda r: {"id": "pi_" + _alnum(r, 14, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"), "amount": r.randint(100, 90000), "currency": r.choice(["usd", "eur", "gbp"]), "customer": r.choice(USERS)}
    specs = [
        ("zap_server_listening", 1, _zj("info", "cmd/api/main.go:61", "server listening", lambda r: {"addr": ":8080", "tls": False}), "start"),
        ("zap_request_completed", None, _zj("info", "httpserver/middleware.go:64", "request completed", _zj_request, "http")),
        ("zap_cache_hit", 220, _zj("debug", "cache/redis.go:88", "cache hit", lambda r: {"key": key(r), "ttlSec": r.randint(1, 900)}, "cache")),
        ("zap_cache_miss_load_db", 160, _zj("warn", "cache/redis.go:95", "cache miss, loading from db", lambda r: {"key": key(r), "user": r.choice([None, r.choice(USERS)])}, "cache")),
        ("zap_cache_miss_serve_stale", 15, _zj("warn", "cache/redis.go:104", "cache miss, serving stale", lambda r: {"key": key(r), "staleSec": r.randint(60, 7200)}, "cache")),
        ("zap_payment_authorized", 70, _zj("info", "billing/stripe.go:140", "payment authorized", lambda r: {"payment": pay(r), "provider": "stripe", "coupon": r.choice([None, None, "WELCOME", "WINTER"])}, "billing")),
        ("zap_payment_captured", 50, _zj("info", "billing/stripe.go:171", "payment captured", lambda r: {"payment": pay(r), "provider": "stripe"}, "billing")),
        ("zap_payment_declined", 12, _zj("warn", "billing/stripe.go:152", "payment declined", lambda r: {"payment": pay(r), "provider": "stripe", "declineCode": r.choice(["insufficient_funds", "card_declined", "expired_card"]), "detail": "Your card was declined, please try another card."}, "billing")),
        ("zap_email_sent", 60, _zj("info", "mailer/send.go:77", lambda r: "email sent to %s, template %s" % (r.choice(USERS), r.choice(["welcome", "receipt", "password_reset", "digest"])), lambda r: {"messageId": "<%s@mail.example.com>" % _hex(r, 20), "provider": "ses"}, "mailer")),
        ("zap_email_bounced", 3, _zj("warn", "mailer/webhook.go:45", lambda r: "email bounced for %s, disabling notifications" % r.choice(USERS), lambda r: {"bounceType": r.choice(["Permanent", "Transient"]), "diagnostic": "smtp; 550 5.1.1 <%s@example.org>: Recipient address rejected: User unknown" % r.choice(USERS)}, "mailer")),
        ("zap_job_started", 30, _zj("info", "jobs/runner.go:52", lambda r: 'job "%s" started' % r.choice(_JOBS), lambda r: {"runId": _uuid(r), "trigger": r.choice(["cron", "manual"])}, "jobs")),
        ("zap_job_finished", 28, _zj("info", "jobs/runner.go:71", lambda r: 'job "%s" finished' % r.choice(_JOBS), lambda r: {"runId": _uuid(r), "durationMs": round(_dur(r, 1, 90000), 1), "items": r.randint(0, 20000)}, "jobs")),
        ("zap_job_failed_will_retry", 6, _zj("error", "jobs/runner.go:66", lambda r: 'job "%s" failed, will retry' % r.choice(_JOBS), lambda r: {"runId": _uuid(r), "attempt": r.randint(1, 3), "error": 'dial tcp %s:5432: connect: connection refused' % _pip(r)}, "jobs")),
        ("zap_job_failed_giving_up", 2, _zj("error", "jobs/runner.go:63", lambda r: 'job "%s" failed, giving up' % r.choice(_JOBS), lambda r: {"runId": _uuid(r), "attempt": 4, "error": "context deadline exceeded"}, "jobs")),
        ("zap_slow_query", 25, _zj("warn", "store/pg.go:210", "slow query", lambda r: {"sql": 'SELECT "id", "total", "status" FROM "%s" WHERE "user_id" = $1 ORDER BY "created_at" DESC LIMIT %d' % (r.choice(["orders", "invoices", "carts"]), r.choice([20, 50, 100])), "durationMs": round(r.uniform(500, 9000), 1), "user": r.choice([None, r.choice(USERS)])}, "store")),
        ("zap_query_failed", 3, _zj("error", "store/pg.go:198", "query failed", lambda r: {"error": 'pq: relation "%s" does not exist' % r.choice(["order_items", "coupons"]), "sql": 'SELECT * FROM "order_items" WHERE "order_id" = $1'}, "store")),
        ("zap_rate_limited", 8, _zj("warn", "httpserver/ratelimit.go:33", "rate limit exceeded, rejecting request", lambda r: {"client": r.choice([None, r.choice(USERS)]), "ip": _ip(r), "limit": "100/min"}, "http")),
        ("zap_fatal_exiting", 1, _zj("fatal", "cmd/api/main.go:88", "unrecoverable error, exiting", lambda r: {"error": 'listen tcp :8080: bind: address already in use', "stacktrace": "main.main\n\t/app/cmd/api/main.go:88\nruntime.main\n\t/usr/local/go/src/runtime/proc.go:267"}), "end"),
    ]
    return _build(rng, specs)


# ========================================================= 5. Envoy / Istio =
def _ev_ts(t):
    return "[%s.%03dZ]" % (t.strftime("%Y-%m-%dT%H:%M:%S"), t.microsecond // 1000)


def _ev_access(method):
    def f(rng, t):
        svc = rng.choice(SERVICES)
        ns = rng.choice(NAMESPACES)
        port = rng.choice([8080, 9080, 3000])
        if method == "TCP":
            db = rng.choice(["mysql", "postgres", "redis", "kafka"])
            dport = {"mysql": 3306, "postgres": 5432, "redis": 6379, "kafka": 9092}[db]
            up = "%s:%d" % (_pip(rng), dport)
            line = '%s "- - -" 0 - - - "-" %d %d %d - "-" "-" "-" "-" "%s" outbound|%d||%s.%s.svc.cluster.local %s:%d %s:%d %s:%d - -' % (
                _ev_ts(t), rng.randint(100, 90000), rng.randint(100, 900000), rng.randint(5, 900000), up, dport, db, ns,
                _pip(rng), rng.randint(30000, 60000), _pip(rng), dport, _pip(rng), rng.randint(30000, 60000))
            return line, "-"
        if method == "GET":
            path = "/" + _path(rng, 1, 4) + _query(rng)
        elif method == "OPTIONS":
            path = "/api/" + _path(rng, 1, 3)
        else:
            path = "/api/" + _path(rng, 1, 3)
        proto = rng.choice(["HTTP/1.1", "HTTP/1.1", "HTTP/2"])
        r = rng.random()
        dur = rng.randint(0, 3000)
        if r < 0.03:   # no upstream: route not found
            code, flags, details, tfr, svct, up, cluster = 404, "NR", "route_not_found", "-", "-", "-", "-"
        elif r < 0.07:  # upstream connect failure
            code, flags, details = 503, "UF,URX", "upstream_reset_before_response_started{connection_failure}"
            tfr, svct, up = "delayed_connect_error:_111", "-", "%s:%d" % (_pip(rng), port)
            cluster = "outbound|%d||%s.%s.svc.cluster.local" % (port, svc, ns)
        else:
            code = 204 if method == "OPTIONS" else rng.choices([200, 201, 304, 400, 404, 500], [80, 6, 4, 4, 5, 1])[0]
            flags, details, tfr, svct = "-", "via_upstream", "-", str(max(0, dur - rng.randint(0, 3)))
            up = "%s:%d" % (_pip(rng), port)
            cluster = ("inbound|%d||" % port) if rng.random() < 0.4 else "outbound|%d||%s.%s.svc.cluster.local" % (port, svc, ns)
        xff = "-" if rng.random() < 0.6 else ("%s,%s" % (_ip(rng), _pip(rng)))
        sni = "-" if rng.random() < 0.5 else "outbound_.%d_._.%s.%s.svc.cluster.local" % (port, svc, ns)
        route = "-" if cluster == "-" else rng.choice(["default", "default", svc + "-route"])
        line = ('%s "%s %s %s" %d %s %s - "%s" %d %d %d %s "%s" "%s" "%s" "%s:%d" "%s" %s %s %s:%d %s:%d %s %s'
                % (_ev_ts(t), method, path, proto, code, flags, details, tfr, rng.randint(0, 5000), rng.randint(0, 90000), dur, svct,
                   xff, _ua(rng), _uuid(rng), svc, port, up, cluster,
                   ("%s:%d" % (_pip(rng), rng.randint(30000, 60000))) if up != "-" else "-",
                   _pip(rng), port, _pip(rng), rng.randint(30000, 60000), sni, route))
        return line, "-"
    return f


_IS_LV = {"info": "INFO", "warn": "WARN", "warning": "WARN", "error": "ERROR", "debug": "DEBUG"}


def _is(word, scope, msgf):
    def f(rng, t):
        s = "%s.%06dZ\t%s\t" % (t.strftime("%Y-%m-%dT%H:%M:%S"), t.microsecond, word)
        if scope:
            s += scope + "\t"
        return s + msgf(rng), _IS_LV[word]
    return f


def make_envoy(rng):
    specs = [
        ("istio_xds_connected", 2, _is("info", "xdsproxy", lambda r: "connected to delta upstream XDS server: istiod.istio-system.svc:15012\tid=%d" % r.randint(1, 9))),
        ("istio_cert_generated", 3, _is("info", "cache", lambda r: "generated new workload certificate\tlatency=%.6fms ttl=23h59m%d.%09ds" % (r.uniform(50, 400), r.randint(0, 59), r.randint(0, 999999999)))),
        ("istio_proxy_ready", 1, _is("info", "", lambda r: "Envoy proxy is ready"), "start"),
        ("envoy_access_get", None, _ev_access("GET")),
        ("envoy_access_post", 350, _ev_access("POST")),
        ("envoy_access_put", 40, _ev_access("PUT")),
        ("envoy_access_delete", 20, _ev_access("DELETE")),
        ("envoy_access_options", 10, _ev_access("OPTIONS")),
        ("envoy_access_patch", 4, _ev_access("PATCH")),
        ("envoy_access_head", 3, _ev_access("HEAD")),
        ("envoy_access_tcp", 60, _ev_access("TCP")),
        ("istio_grpc_stream_closed", 4, _is("warning", "envoy config external/envoy/source/extensions/config_subscription/grpc/grpc_stream.h:152", lambda r: 'StreamAggregatedResources gRPC config stream to xds-grpc closed since %ds ago: 14, connection error: desc = "transport: Error while dialing: dial tcp %s:15012: connect: connection refused"\tthread=%d' % (r.randint(30, 3000), _pip(r), r.randint(10, 30)))),
        ("istio_deprecated_runtime_key", 1, _is("warning", "envoy main external/envoy/source/server/server.cc:843", lambda r: "Usage of the deprecated runtime key overload.global_downstream_max_connections, consider switching to `envoy.resource_monitors.downstream_connections` instead.This runtime key will be removed in future.\tthread=8"), "start"),
        ("istio_csr_failed", 2, _is("error", "cache", lambda r: 'resource:default request:%s CSR retrial timed out: rpc error: code = Unavailable desc = connection error: desc = "transport: authentication handshake failed: x509: certificate signed by unknown authority"' % _uuid(r))),
        ("istio_graceful_termination", 1, _is("info", "", lambda r: "Graceful termination period is 5s, starting..."), "end"),
    ]
    return _build(rng, specs)


# ================================================================ 6. AWS ALB =
_ACCT = "123456789012"


def _alb(kind, method="GET"):
    def f(rng, t):
        host = rng.choice(VHOSTS)
        if kind == "wss":
            typ = "wss"
        elif kind == "redirect":
            typ = "http"
        else:
            typ = rng.choices(["https", "h2", "http"], [55, 40, 5])[0]
        scheme = {"http": "http", "https": "https", "h2": "https", "wss": "wss"}[typ]
        port = 80 if typ == "http" else 443
        proto = "HTTP/2.0" if typ == "h2" else "HTTP/1.1"
        if kind == "wss":
            path = "/ws/" + rng.choice(["notifications", "chat", "live", "updates"])
        elif method == "GET":
            path = "/" + _path(rng, 1, 4) + _query(rng)
        else:
            path = "/api/" + _path(rng, 1, 3)
        target_ip = "%s:%d" % (_pip(rng), rng.choice([8080, 3000]))
        tg = "arn:aws:elasticloadbalancing:us-east-1:%s:targetgroup/%s-tg/%s" % (_ACCT, rng.choice(["web", "api", "media"]), _hex(rng, 16))
        rpt, tpt, rspt = "%.3f" % rng.uniform(0, 0.004), "%.3f" % (_dur(rng) / 1000), "%.3f" % rng.uniform(0, 0.002)
        redirect, actions, cls, clsr = "-", "forward", "-", "-"
        if kind == "forward" or kind == "auth":
            if rng.random() < 0.03:   # no healthy target: absent target fields
                target, tstat, elb, tpt, rspt, tlist, tslist = "-", "-", 503, "-1", "-1", "-", "-"
            else:
                code = 204 if method == "OPTIONS" else rng.choices([200, 201, 204, 301, 304, 400, 401, 404, 500, 502], [70, 6, 4, 2, 5, 4, 2, 5, 1, 1])[0]
                target, tstat, elb, tlist, tslist = target_ip, str(code), code, target_ip, str(code)
            if kind == "auth":
                actions = "authenticate,forward"
        elif kind == "wss":
            target, tstat, elb, tlist, tslist = target_ip, "101", 101, target_ip, "101"
        elif kind == "redirect":
            target, tstat, elb, tlist, tslist, tpt, tg = "-", "-", 301, "-", "-", "-1", "-"
            actions, redirect = "redirect", "https://%s:443%s" % (host, path)
        elif kind == "fixed":
            target, tstat, elb, tlist, tslist, tpt, tg = "-", "-", rng.choice([404, 503]), "-", "-", "-1", "-"
            actions = "fixed-response"
        elif kind == "waf":
            target, tstat, elb, tlist, tslist, tpt, rspt, tg = "-", "-", 403, "-", "-", "-1", "-1", "-"
            actions = "waf"
        if rng.random() < 0.01:
            cls, clsr = "Acceptable", "SpaceInUri"
        if typ == "http":
            cipher, tlsv, cert, sni = "-", "-", "-", "-"
        else:
            cipher, tlsv = rng.choice(["ECDHE-RSA-AES128-GCM-SHA256", "TLS_AES_128_GCM_SHA256"]), rng.choice(["TLSv1.2", "TLSv1.3"])
            cert, sni = "arn:aws:acm:us-east-1:%s:certificate/%s" % (_ACCT, _uuid(rng)), host
        tstr = "%s.%06dZ" % (t.strftime("%Y-%m-%dT%H:%M:%S"), t.microsecond)
        ct = t - _dt.timedelta(milliseconds=rng.randint(1, 900))
        cstr = "%s.%06dZ" % (ct.strftime("%Y-%m-%dT%H:%M:%S"), ct.microsecond)
        req = "%s %s://%s:%d%s %s" % (method, scheme, host, port, path, proto)
        line = ('%s %s app/prod-alb/%s %s:%d %s %s %s %s %d %s %d %d "%s" "%s" %s %s %s "Root=1-%s-%s" "%s" "%s" %d %s "%s" "%s" "-" "%s" "%s" "%s" "%s" TID_%s'
                % (typ, tstr, "50dc6c495c0c9188", _ip(rng), rng.randint(1024, 65535), target, rpt, tpt, rspt, elb, tstat,
                   rng.randint(100, 4000), rng.randint(0, 90000), req, _ua(rng), cipher, tlsv, tg, _hex(rng, 8), _hex(rng, 24),
                   sni, cert, rng.choice([0, 1, 2, 5, 10, 20]), cstr, actions, redirect, tlist, tslist, cls, clsr, _hex(rng, 32)))
        return line, "-"
    return f


def make_alb(rng):
    specs = [
        ("alb_forward_get", None, _alb("forward", "GET")),
        ("alb_forward_post", 300, _alb("forward", "POST")),
        ("alb_forward_put", 35, _alb("forward", "PUT")),
        ("alb_forward_delete", 15, _alb("forward", "DELETE")),
        ("alb_forward_options", 5, _alb("forward", "OPTIONS")),
        ("alb_forward_head", 3, _alb("forward", "HEAD")),
        ("alb_redirect_https", 120, _alb("redirect", "GET")),
        ("alb_fixed_response", 20, _alb("fixed", "GET")),
        ("alb_authenticate_forward", 60, _alb("auth", "GET")),
        ("alb_websocket", 5, _alb("wss", "GET")),
        ("alb_waf_block", 4, _alb("waf", "GET")),
    ]
    return _build(rng, specs)


# ==================================================== 7. Rails request log =
_SEV = {"INFO": "I", "WARN": "W", "FATAL": "F", "ERROR": "E", "DEBUG": "D"}


def make_rails(rng):
    rows = []
    t = BASE + _dt.timedelta(seconds=rng.uniform(0, 3600))
    pid = rng.choice([12, 13, 14])
    host = "https://shop.example.com"

    def emit(tid, sev, rid, msg):
        nonlocal t
        t += _dt.timedelta(microseconds=rng.randint(200, 40000))
        rows.append({"line": "%s, [%s.%06d #%d] %5s -- : [%s] %s" % (_SEV[sev], t.strftime("%Y-%m-%dT%H:%M:%S"), t.microsecond, pid, sev, rid, msg),
                     "template": tid, "level": sev})

    def started(rid, method, path):
        emit("rails_started_" + method.lower(), "INFO", rid, 'Started %s "%s" for %s at %s +0000' % (method, path, _ip(rng), t.strftime("%Y-%m-%d %H:%M:%S")))

    def processing(rid, ctrl, fmt):
        emit("rails_processing", "INFO", rid, "Processing by %s as %s" % (ctrl, fmt))

    def params(rid, body):
        emit("rails_parameters", "INFO", rid, "  Parameters: {%s}" % body)

    def q(v):
        return "nil" if v is None else '"%s"' % v

    def rendered(rid, tmpl, layout=True):
        within = " within layouts/application" if layout else ""   # optional part = absent field
        emit("rails_rendered_template", "INFO", rid, "  Rendered %s%s (Duration: %.1fms | Allocations: %d)" % (tmpl, within, _dur(rng, 0.1, 80), rng.randint(50, 20000)))

    def rendered_layout(rid):
        emit("rails_rendered_layout", "INFO", rid, "  Rendered layout layouts/application.html.erb (Duration: %.1fms | Allocations: %d)" % (_dur(rng, 1, 150), rng.randint(500, 40000)))

    def collection(rid, tmpl):
        emit("rails_rendered_collection", "INFO", rid, "  Rendered collection of %s [%d times] (Duration: %.1fms | Allocations: %d)" % (tmpl, rng.randint(1, 48), _dur(rng, 0.1, 40), rng.randint(50, 9000)))

    def completed(rid, code, views=True):
        text = {200: ("ok", "OK"), 302: ("found", "Found"), 204: ("no_content", "No Content"), 401: ("unauthorized", "Unauthorized"),
                404: ("not_found", "Not Found"), 422: ("unprocessable", "Unprocessable Entity"), 500: ("server_error", "Internal Server Error")}[code]
        parts = []
        if views:  # optional "Views: ..." part = absent field
            parts.append("Views: %.1fms" % _dur(rng, 0.1, 150))
        parts.append("ActiveRecord: %.1fms (%d queries, %d cached)" % (_dur(rng, 0.0, 60), rng.randint(0, 30), rng.randint(0, 5)))
        parts.append("GC: %.1fms" % rng.uniform(0, 5))
        emit("rails_completed_" + text[0], "INFO", rid, "Completed %d %s in %dms (%s)" % (code, text[1], rng.randint(1, 900), " | ".join(parts)))

    def fatal(tid, rid, msg):
        emit(tid, "FATAL", rid, msg)

    def backtrace(rid, ctrl_file, action):
        fatal("rails_backtrace", rid, "app/controllers/%s:%d:in '%s'" % (ctrl_file, rng.randint(5, 120), action))

    def user_email():
        return "%s@%s" % (rng.choice(USERS), rng.choice(["example.com", "example.org", "mail.test"]))

    res = [lambda: rng.choice(["products", "orders", "articles", "reviews"])]

    def blk_index(rid):
        r = res[0]()
        qs = _query(rng, 0.6)
        started(rid, "GET", "/%s%s" % (r, qs))
        processing(rid, "%sController#index" % r.capitalize(), "HTML")
        if qs:
            kv = [x.split("=", 1) for x in qs[1:].split("&")]
            params(rid, ", ".join('"%s"=>"%s"' % (k, v.replace("+", " ")) for k, v in kv))
        rendered(rid, "%s/index.html.erb" % r)
        if rng.random() < 0.7:
            collection(rid, "%s/_%s.html.erb" % (r, r[:-1]))
        rendered_layout(rid)
        completed(rid, 200)

    def blk_show(rid, notfound=False):
        r = res[0]()
        i = rng.randint(1, 99999)
        started(rid, "GET", "/%s/%d" % (r, i))
        processing(rid, "%sController#show" % r.capitalize(), "HTML")
        params(rid, '"id"=>"%d"' % i)
        if notfound:
            completed(rid, 404, views=False)
            fatal("rails_exc_record_not_found", rid, "ActiveRecord::RecordNotFound (Couldn't find %s with 'id'=%d):" % (r[:-1].capitalize(), i))
            backtrace(rid, "%s_controller.rb" % r, "show")
            return
        rendered(rid, "%s/show.html.erb" % r)
        rendered_layout(rid)
        completed(rid, 200)

    def blk_api(rid, method="GET"):
        r = rng.choice(["orders", "carts", "wishlists"])
        i = rng.randint(1, 99999)
        started(rid, method, "/api/v1/%s/%d.json" % (r, i))
        processing(rid, "Api::V1::%sController#%s" % (r.capitalize(), "show" if method == "GET" else "update"), "JSON")
        if method == "GET":
            params(rid, '"id"=>"%d"' % i)
        else:
            params(rid, '"items"=>[{"sku"=>"%s-%s", "qty"=>%d}], "note"=>%s, "id"=>"%d"' % (rng.choice(WORDS).upper(), rng.choice(TAGS).upper(), rng.randint(1, 5), q(rng.choice([None, "gift, wrap please"])), i))
        rendered(rid, "api/v1/%s/show.json.jbuilder" % r, layout=False)
        completed(rid, 200)

    def blk_create(rid, csrf=False):
        started(rid, "POST", "/orders")
        processing(rid, "OrdersController#create", "HTML")
        note = rng.choice(["", "leave at door, ring bell", "call on arrival: gate code, then left", None])
        params(rid, '"authenticity_token"=>"[FILTERED]", "order"=>{"sku"=>"%s-%s", "quantity"=>"%d", "note"=>%s, "coupon"=>%s}, "commit"=>"Place order"'
               % (rng.choice(WORDS).upper(), rng.choice(TAGS).upper(), rng.randint(1, 9), q(note), q(rng.choice([None, None, "WINTER"]))))
        if csrf:
            emit("rails_csrf_warning", "WARN", rid, "Can't verify CSRF token authenticity.")
            completed(rid, 422, views=False)
            return
        if rng.random() < 0.12:
            rendered(rid, "orders/new.html.erb")
            rendered_layout(rid)
            completed(rid, 422)
            return
        oid = rng.randint(1000, 999999)
        if rng.random() < 0.5:
            emit("rails_job_enqueued", "INFO", rid, '[ActiveJob] Enqueued ActionMailer::MailDeliveryJob (Job ID: %s) to Sidekiq(default) with arguments: "OrderMailer", "confirmation", "deliver_now", {:args=>[#<GlobalID:0x000%s @uri=#<URI::GID gid://shop/Order/%d>>]}' % (_uuid(rng), _hex(rng, 13), oid))
        emit("rails_redirected", "INFO", rid, "Redirected to %s/orders/%d" % (host, oid))
        completed(rid, 302, views=False)

    def blk_login(rid):
        started(rid, "POST", "/users/sign_in")
        processing(rid, "Devise::SessionsController#create", "HTML")
        params(rid, '"authenticity_token"=>"[FILTERED]", "user"=>{"email"=>"%s", "password"=>"[FILTERED]", "remember_me"=>"%d"}, "commit"=>"Log in"' % (user_email(), rng.randint(0, 1)))
        if rng.random() < 0.2:
            completed(rid, 401, views=False)
            return
        emit("rails_redirected", "INFO", rid, "Redirected to %s/" % host)
        completed(rid, 302, views=False)

    def blk_update(rid):
        started(rid, "PATCH", "/account/settings")
        processing(rid, "AccountsController#update", "TURBO_STREAM")
        params(rid, '"authenticity_token"=>"[FILTERED]", "user"=>{"name"=>"%s", "time_zone"=>"%s", "bio"=>%s}, "commit"=>"Save"' % (
            rng.choice(USERS).capitalize(), rng.choice(["Europe/Berlin", "America/New_York", "Asia/Tokyo", "UTC"]), q(rng.choice([None, "", "coffee, code, cats"]))))
        emit("rails_redirected", "INFO", rid, "Redirected to %s/account/settings" % host)
        completed(rid, 302, views=False)

    def blk_destroy(rid):
        i = rng.randint(1, 9999)
        started(rid, "DELETE", "/cart/items/%d" % i)
        processing(rid, "CartItemsController#destroy", "TURBO_STREAM")
        params(rid, '"id"=>"%d"' % i)
        completed(rid, 204, views=False)

    def blk_auth_required(rid):
        p = rng.choice(["/account", "/account/settings", "/orders", "/wishlist"])
        started(rid, "GET", p)
        processing(rid, "%sController#%s" % (rng.choice(["Accounts", "Orders", "Wishlists"]), rng.choice(["show", "index"])), "HTML")
        emit("rails_redirected", "INFO", rid, "Redirected to %s/users/sign_in" % host)
        emit("rails_filter_halted", "INFO", rid, "Filter chain halted as :authenticate_user! rendered or redirected")
        completed(rid, 302, views=False)

    def blk_health(rid):
        started(rid, "GET", "/up")
        processing(rid, "Rails::HealthController#show", "HTML")
        completed(rid, 200)

    def blk_routing(rid):
        p = rng.choice(["/wp-login.php", "/.env", "/phpmyadmin/index.php", "/admin/config.php"])
        started(rid, "GET", p)
        fatal("rails_exc_routing", rid, 'ActionController::RoutingError (No route matches [GET] "%s"):' % p)

    def blk_nomethod(rid):
        i = rng.randint(1, 99999)
        started(rid, "GET", "/orders/%d" % i)
        processing(rid, "OrdersController#show", "HTML")
        params(rid, '"id"=>"%d"' % i)
        completed(rid, 500, views=False)
        fatal("rails_exc_no_method", rid, "NoMethodError (undefined method `name' for nil):")
        backtrace(rid, "orders_controller.rb", "show")

    blocks = [(blk_index, 30), (blk_show, 25), (lambda rid: blk_show(rid, True), 1.2), (blk_api, 14), (blk_create, 8),
              (blk_login, 6), (blk_update, 3), (blk_destroy, 3), (blk_auth_required, 5), (blk_health, 8)]
    rare = {}
    for fn, k in [(blk_routing, 3), (blk_nomethod, 2), (lambda rid: blk_create(rid, True), 2), (lambda rid: blk_api(rid, "PUT"), 2)]:
        for pos in rng.sample(range(5, 300), k):
            while pos in rare:
                pos += 1
            rare[pos] = fn
    b = 0
    while len(rows) < N_ROWS:
        rid = _uuid(rng)
        fn = rare.get(b) or rng.choices([x for x, _ in blocks], [w for _, w in blocks])[0]
        fn(rid)
        b += 1
        t += _dt.timedelta(milliseconds=rng.randint(5, 3000))
    return rows[:N_ROWS]


# ============================================================ 8. klog / k8s =
_KL = {"I": "INFO", "W": "WARN", "E": "ERROR", "F": "FATAL"}


def _kl(sev, fileline, msgf):
    def f(rng, t):
        return "%s%s %s.%06d %7d %s] %s" % (sev, t.strftime("%m%d"), t.strftime("%H:%M:%S"), t.microsecond, 1, fileline, msgf(rng)), _KL[sev]
    return f


def _deploy(rng):
    return rng.choice(SERVICES + ["web", "worker", "api", "scheduler"])


def _rs(rng, d=None):
    return "%s-%s" % (d or _deploy(rng), _alnum(rng, 9))


def _pod(rng):
    return "%s-%s" % (_rs(rng), _alnum(rng, 5))


def _ev(kind, api, typ, reason, objf, msgf, fieldpath=False):
    """msgf(rng, obj, container) -> message text (already escaped)."""
    def m(rng):
        obj = objf(rng)
        container = rng.choice(["app", "app", "sidecar", "istio-proxy"])
        fp = "spec.containers{%s}" % container if fieldpath else ""   # fieldPath="" = absent field
        return '"Event occurred" object="%s" fieldPath="%s" kind="%s" apiVersion="%s" type="%s" reason="%s" message="%s"' % (
            obj, fp, kind, api, typ, reason, msgf(rng, obj, container))
    return m


def _esc(s):
    return s.replace("\\", "\\\\").replace('"', '\\"')


def _ctl(rng):
    kinds = [("deployment", "apps", "Deployment"), ("webapp", "apps.example.com", "WebApp"), ("certificate", "cert.example.com", "Certificate")]
    c, g, k = rng.choice(kinds)
    ns, name = rng.choice(NAMESPACES), _deploy(rng)
    return 'controller="%s" controllerGroup="%s" controllerKind="%s" %s="%s/%s" namespace="%s" name="%s" reconcileID="%s"' % (c, g, k, k, ns, name, ns, name, _uuid(rng))


def _reconciler_error(rng):
    ctl = _ctl(rng)
    name = ctl.split(' name="', 1)[1].split('"', 1)[0]
    return ('"Reconciler error" err="Operation cannot be fulfilled on deployments.apps \\"%s\\": the object has been modified; '
            'please apply your changes to the latest version and try again" %s' % (name, ctl))


def make_klog(rng):
    nsn = lambda r: "%s/%s" % (r.choice(NAMESPACES), _pod(r))
    img = lambda r: "ghcr.io/acme/%s:%d.%d.%d" % (_deploy(r), r.randint(0, 3), r.randint(0, 30), r.randint(0, 9))
    forbidden = lambda r, res: 'failed to list *v1.%s: %ss is forbidden: User "system:serviceaccount:%s:operator" cannot list resource "%ss" in API group "" at the cluster scope' % (res, res.lower(), r.choice(NAMESPACES), res.lower())
    specs = [
        ("k8s_leader_attempt", 1, _kl("I", "leaderelection.go:250", lambda r: "attempting to acquire leader lease platform/webapp-operator-lock..."), "start"),
        ("k8s_leader_acquired", 1, _kl("I", "leaderelection.go:260", lambda r: "successfully acquired lease platform/webapp-operator-lock"), "start"),
        ("k8s_starting_eventsource", 2, _kl("I", "controller.go:178", lambda r: '"Starting EventSource" controller="%s" controllerGroup="apps" controllerKind="Deployment" source="kind source: *v1.%s"' % (r.choice(["deployment", "webapp"]), r.choice(["Deployment", "ReplicaSet"]))), "start"),
        ("k8s_starting_workers", 1, _kl("I", "controller.go:220", lambda r: '"Starting workers" controller="deployment" controllerGroup="apps" controllerKind="Deployment" "worker count"=%d' % r.choice([1, 2, 4])), "start"),
        ("k8s_reconciling", None, _kl("I", "webapp_controller.go:84", lambda r: '"Reconciling" ' + _ctl(r))),
        ("k8s_finished_syncing", 300, _kl("I", "replica_set.go:676", lambda r: '"Finished syncing" kind="ReplicaSet" key="%s/%s" duration="%.3fms"' % (r.choice(NAMESPACES), _rs(r), _dur(r, 0.01, 40)))),
        ("k8s_reconciler_error", 25, _kl("E", "controller.go:329", _reconciler_error)),
        ("k8s_event_scheduled", 60, _kl("I", "event.go:389", _ev("Pod", "v1", "Normal", "Scheduled", nsn, lambda r, o, c: "Successfully assigned %s to %s" % (o, r.choice(NODES))))),
        ("k8s_event_pulling", 40, _kl("I", "event.go:389", _ev("Pod", "v1", "Normal", "Pulling", nsn, lambda r, o, c: _esc('Pulling image "%s"' % img(r)), True))),
        ("k8s_event_pulled", 38, _kl("I", "event.go:389", _ev("Pod", "v1", "Normal", "Pulled", nsn, lambda r, o, c: _esc('Successfully pulled image "%s" in %.3fs (%.3fs including waiting). Image size: %d bytes.' % (img(r), r.uniform(0.5, 30), r.uniform(0.5, 40), r.randint(10**7, 9 * 10**8))), True))),
        ("k8s_event_created_container", 55, _kl("I", "event.go:389", _ev("Pod", "v1", "Normal", "Created", nsn, lambda r, o, c: "Created container " + c, True))),
        ("k8s_event_started_container", 55, _kl("I", "event.go:389", _ev("Pod", "v1", "Normal", "Started", nsn, lambda r, o, c: "Started container " + c, True))),
        ("k8s_event_killing", 30, _kl("I", "event.go:389", _ev("Pod", "v1", "Normal", "Killing", nsn, lambda r, o, c: "Stopping container " + c, True))),
        ("k8s_event_backoff", 8, _kl("I", "event.go:389", _ev("Pod", "v1", "Warning", "BackOff", nsn, lambda r, o, c: "Back-off restarting failed container %s in pod %s_%s(%s)" % (c, o.split("/")[1], o.split("/")[0], _uuid(r)), True))),
        ("k8s_event_unhealthy", 12, _kl("I", "event.go:389", _ev("Pod", "v1", "Warning", "Unhealthy", nsn, lambda r, o, c: _esc('Readiness probe failed: Get "http://%s:8080/healthz": dial tcp %s:8080: connect: connection refused' % ((_pip(r),) * 2)), True))),
        ("k8s_event_failed_scheduling", 3, _kl("I", "event.go:389", _ev("Pod", "v1", "Warning", "FailedScheduling", nsn, lambda r, o, c: "0/%d nodes are available: 1 node(s) had untolerated taint {node-role.kubernetes.io/control-plane: }, %d Insufficient cpu. preemption: 0/%d nodes are available: 1 Preemption is not helpful for scheduling, %d No preemption victims found for incoming pod." % (3, 2, 3, 2)))),
        ("k8s_event_scaled_up", 15, _kl("I", "event.go:389", _ev("Deployment", "apps/v1", "Normal", "ScalingReplicaSet", lambda r: "%s/%s" % (r.choice(NAMESPACES), _deploy(r)), lambda r, o, c: "Scaled up replica set %s to %d" % (_rs(r, o.split("/")[1]), r.randint(1, 12))))),
        ("k8s_event_scaled_down", 10, _kl("I", "event.go:389", _ev("Deployment", "apps/v1", "Normal", "ScalingReplicaSet", lambda r: "%s/%s" % (r.choice(NAMESPACES), _deploy(r)), lambda r, o, c: "Scaled down replica set %s to %d" % (_rs(r, o.split("/")[1]), r.randint(0, 6))))),
        ("k8s_event_successful_create", 20, _kl("I", "event.go:389", _ev("ReplicaSet", "apps/v1", "Normal", "SuccessfulCreate", lambda r: "%s/%s" % (r.choice(NAMESPACES), _rs(r)), lambda r, o, c: "Created pod: %s-%s" % (o.split("/")[1], _alnum(r, 5))))),
        ("k8s_event_successful_delete", 12, _kl("I", "event.go:389", _ev("ReplicaSet", "apps/v1", "Normal", "SuccessfulDelete", lambda r: "%s/%s" % (r.choice(NAMESPACES), _rs(r)), lambda r, o, c: "Deleted pod: %s-%s" % (o.split("/")[1], _alnum(r, 5))))),
        ("k8s_node_missing_timestamp", 2, _kl("W", "node_lifecycle_controller.go:1144", lambda r: '"Missing timestamp for Node. Assuming now as a timestamp" node="%s"' % r.choice(NODES))),
        ("k8s_reflector_list_failed", 2, _kl("W", "reflector.go:539", lambda r: "k8s.io/client-go/informers/factory.go:159: " + forbidden(r, r.choice(["Secret", "ConfigMap"])))),
        ("k8s_reflector_watch_failed", 2, _kl("E", "reflector.go:147", lambda r: "k8s.io/client-go/informers/factory.go:159: Failed to watch *v1.Secret: " + forbidden(r, "Secret"))),
        ("k8s_lease_error", 2, _kl("E", "leaderelection.go:332", lambda r: 'error retrieving resource lock platform/webapp-operator-lock: Get "https://10.96.0.1:443/apis/coordination.k8s.io/v1/namespaces/platform/leases/webapp-operator-lock?timeout=5s": context deadline exceeded')),
    ]
    return _build(rng, specs)


FORMATS = [
    ("nginx_access_error_mixed", make_nginx),
    ("apache_vhost_combined_mixed", make_apache),
    ("logfmt_go_service", make_logfmt),
    ("jsonl_zap_service", make_json),
    ("envoy_istio_access", make_envoy),
    ("aws_alb_access", make_alb),
    ("rails_request_log", make_rails),
    ("klog_k8s_controller", make_klog),
]


if __name__ == "__main__":
    import collections
    LEVELS = {"FATAL", "ERROR", "WARN", "INFO", "DEBUG", "-"}
    ok = True
    for name, make in FORMATS:
        rows = make(random.Random(0))
        rows2 = make(random.Random(0))
        assert rows == rows2, name + ": not deterministic"
        assert len(rows) == N_ROWS, (name, len(rows))
        owner = {}
        for r in rows:
            assert set(r) == {"line", "template", "level"}, r
            assert r["level"] in LEVELS, r
            assert "\n" not in r["line"] and r["line"], r
            prev = owner.setdefault(r["line"], r["template"])
            assert prev == r["template"], (name, r["line"], prev, r["template"])
        cnt = collections.Counter(r["template"] for r in rows)
        lv = collections.defaultdict(set)
        for r in rows:
            lv[r["template"]].add(r["level"])
        rare = [k for k, c in cnt.items() if c <= 5]
        rare_we = [k for k in rare if lv[k] & {"WARN", "ERROR", "FATAL"}]
        print("%-28s templates=%2d rows/template min=%d max=%d rare(<=5)=%d rare_warn_err=%d distinct_lines=%d"
              % (name, len(cnt), min(cnt.values()), max(cnt.values()), len(rare), len(rare_we), len(owner)))
    print("OK")
