"""Synthetic-but-realistic log corpora for testing a log "fold" (template miner).

Every row is built from a *message spec* (a ``str.format`` string); the truth
template is the spec with each ``{field}`` replaced by ``<*>``.  ``{{``/``}}``
are literal braces (JSON objects) and stay constant.  Only the ``rng`` passed to
``make`` is used, so each corpus is a pure function of its seed.

Formats
-------

``uwsgi``
    uWSGI's log as written to ``--logto`` / ``daemonize`` file: default request
    log lines ``[pid: 1240|app: 0|req: 5/17] 10.0.0.5 () {38 vars in 512 bytes}
    [Thu Dec  3 02:13:58 2026] GET /api/items?id=3 => generated 1234 bytes in 12
    msecs (HTTP/1.1 200) 4 headers in 134 bytes (1 switches on core 0)``, the
    master/worker daemon lines (startup banner, ``spawned uWSGI worker``,
    ``DAMN ! worker 3 (pid: ...) died, killed by signal 9 :( trying respawn ...``,
    ``Respawned uWSGI worker``, HARAKIRI blocks, listen-queue-full, SIGPIPE /
    ``Broken pipe`` write errors, graceful binary reload) plus what the hosted
    Flask app writes to stderr (``[2026-12-03 02:13:58,123] ERROR in app:
    Exception on /x [GET]`` followed by a Python traceback, one row per line).
    Variable: every token of the asctime dates (``Thu``, ``Dec``, `` 3`` (the
    space-padded day is one field), ``02:13:58``, ``2026``), pids, worker /
    request counters, app and socket numbers, client IPs, remote user, URIs,
    byte counts, msecs, status codes, header counts, switch/core numbers, fds,
    addresses, paths, versions, signal numbers, harakiri try counts, epoch
    seconds, source line numbers, Python frame file/line/function/code text,
    exception values.  Constant: message wording, HTTP method words (one spec per
    method), ``via sendfile()``, ``HTTP/1.1``, Flask level words and module names
    (``ERROR in app``, ``WARNING in payments``).  uWSGI itself writes no level
    word, so its lines have level ``-``; Flask's ERROR/WARNING lines map to
    ERROR/WARN; traceback lines are ``-``.

``monolog``
    Symfony's Monolog ``LineFormatter`` output (``var/log/prod.log``):
    ``[2026-12-03T02:13:58.123456+00:00] channel.LEVEL: message {context} {extra}``
    with the PSR-3 placeholders already interpolated by the
    ``psr_log_message`` processor, context as JSON (``[]`` when empty, slashes
    unescaped, backslashes in class names escaped), exceptions normalised as
    ``[object] (Class(code: N): msg at file:line)`` with a literal ``\\n`` before
    ``[previous exception]``.  Channels request, security, doctrine (DBAL 3
    logging middleware), app, php, messenger (worker process writing to the same
    file), cache.  ``app`` lines written during a web request carry an extra
    ``{"request_id":"<uuid>"}`` from a processor; everything else has extra
    ``[]`` (present vs absent = separate specs).  Variable: the ISO timestamp
    (one token), route names, controllers, URIs, methods-in-context, ids,
    firewall names, authenticator / token / provider class names, user names,
    SQL text, parameter/type arrays, DB parameters, exception classes (in the
    generic CRITICAL message), exception messages, file paths and line numbers,
    cache keys, adapter classes, message classes, handlers, retry counts,
    delays, amounts, e-mails, request ids.  Constant: channel.LEVEL, message
    wording, JSON keys, the fixed exception class of the 404/405/403 messages.
    Levels: DEBUG, INFO, NOTICE->INFO, WARNING->WARN, ERROR, CRITICAL->FATAL.

``crio``
    A merged journal (``journalctl`` short format) from several Kubernetes nodes
    running CRI-O, with podman/conmon-managed host services and the systemd scope
    lines they cause: ``Dec 03 02:13:58 k8s-worker-03 crio[1234]: time="2026-12-03
    02:13:58.123456789Z" level=info msg="Checking image status: registry.k8s.io/pause:3.9"
    id=<uuid> name=/runtime.v1.ImageService/ImageStatus``; logrus text fields
    after ``msg`` are sorted (upper-case keys first) and quoted only when needed.
    ``conmon[pid]: conmon <20-hex> <ninfo>: ...`` lines, ``podman[pid]: 2026-12-03
    02:13:58.123456789 +0000 UTC m=+0.123456789 container start <id> (image=...,
    name=..., PODMAN_SYSTEMD_UNIT=...)`` event lines and ``systemd[1]:`` scope
    lines.  Variable: journal timestamp tokens (``Dec``, ``03``, ``02:13:58``),
    host names, pids (``crio[<*>]:``), both tokens of the logrus ``time="..."``
    value, the podman timestamp tokens and monotonic offset (``m=+<*>``), image
    references, image ids, digests, sizes, container / sandbox ids, pod
    descriptions (namespace/pod/container), namespaces, pod names, UIDs, netns
    paths, CNI network names and plugin types, request ids (``id=``), timeouts,
    PIDs, exit statuses, CPU times, error strings (``error="..."``).
    Constant: ``level=<word>``, the gRPC method in ``name=`` (fixed per message),
    message wording, podman event type words (create/init/start/died/...),
    conmon level tags.  Levels: logrus info/warning/error -> INFO/WARN/ERROR,
    conmon <ninfo>/<nwarn>/<error> -> INFO/WARN/ERROR, systemd and podman
    event lines -> ``-``.
"""
from __future__ import annotations

import itertools
import json
import math
import random
import re
from datetime import datetime, timedelta
from string import Formatter
from typing import Callable

N_ROWS = 2000
_EPOCH = datetime(1970, 1, 1)  # naive clock is treated as UTC; never use local-time APIs
LEVELS = {"DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"}
_FMT = Formatter()


# --------------------------------------------------------------------------- #
# shared machinery
# --------------------------------------------------------------------------- #
def template_of(fmt: str) -> str:
    """Spec -> truth template: every ``{field}`` becomes ``<*>``."""
    out = []
    for literal, field, _spec, _conv in _FMT.parse(fmt):
        out.append(literal)
        if field is not None:
            out.append("<*>")
    return "".join(out)


class Pool:
    """Zipf-skewed choice over a fixed list (first items most frequent)."""

    def __init__(self, items, s: float = 1.0):
        self.items = list(items)
        assert self.items
        self.cum = list(itertools.accumulate(1.0 / (i + 1) ** s for i in range(len(self.items))))

    def pick(self, rng: random.Random):
        return rng.choices(self.items, cum_weights=self.cum)[0]


class Log:
    """Collects rows; owns the clock."""

    def __init__(self, rng: random.Random, specs: dict[str, tuple[str, str]], start: datetime):
        self.rng = rng
        self.specs = specs
        self.tmpl = {}
        for key, (fmt, level) in specs.items():
            assert level in LEVELS, (key, level)
            self.tmpl[key] = template_of(fmt)
        seen: dict[str, str] = {}
        for key, tpl in self.tmpl.items():
            assert tpl not in seen, f"duplicate template for {key} and {seen[tpl]}: {tpl}"
            seen[tpl] = key
        self.rows: list[dict[str, str]] = []
        self.t = start

    def emit(self, key: str, /, **kw) -> None:
        fmt, level = self.specs[key]
        line = fmt.format(**{k: str(v) for k, v in kw.items()})
        assert "\n" not in line and "\r" not in line, line
        self.rows.append({"line": line, "template": self.tmpl[key], "level": level})

    def tick(self, mean_s: float) -> None:
        """Advance the clock between events (exponential gaps)."""
        self.t += timedelta(seconds=self.rng.expovariate(1.0 / mean_s))

    def step(self, lo_ms: float = 0.2, hi_ms: float = 15.0) -> None:
        """Advance the clock a little inside one event."""
        self.t += timedelta(milliseconds=self.rng.uniform(lo_ms, hi_ms))

    def check_coverage(self) -> None:
        used = {r["template"] for r in self.rows}
        missing = [k for k, t in self.tmpl.items() if t not in used]
        assert not missing, f"specs never emitted: {missing}"


def drive(log: Log, kinds: list[tuple[str, float, Callable[[], None]]],
          filler: Callable[[], None], prologue: Callable[[], None] | None = None,
          n: int = N_ROWS) -> list[dict[str, str]]:
    """Run weighted events until exactly ``n`` rows.

    Every event kind gets a random target row index; once the log passes it
    and the kind has not happened yet it is forced, so rare kinds show up at
    least once at a random place.  An event that would overflow ``n`` is
    rolled back and the tail is filled with the (single-row) ``filler``.
    """
    rng = log.rng
    if prologue:
        prologue()
    names = [k[0] for k in kinds]
    cum = list(itertools.accumulate(k[1] for k in kinds))
    lo = len(log.rows) + 1
    target = {nm: rng.randint(lo, n - 300) for nm in names}
    done: set[str] = set()
    while len(log.rows) < n:
        due = [i for i, nm in enumerate(names) if nm not in done and target[nm] <= len(log.rows)]
        idx = due[0] if due else rng.choices(range(len(kinds)), cum_weights=cum)[0]
        mark, saved_t = len(log.rows), log.t
        kinds[idx][2]()
        if len(log.rows) > n:
            del log.rows[mark:]
            log.t = saved_t
            while len(log.rows) < n:
                filler()
            break
        done.add(names[idx])
    assert len(log.rows) == n
    log.check_coverage()
    return log.rows


def hexs(rng: random.Random, n: int) -> str:
    return f"{rng.getrandbits(4 * n):0{n}x}"


def uuid4(rng: random.Random) -> str:
    h = hexs(rng, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def rand_start(rng: random.Random) -> datetime:
    return datetime(2026, rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 20),
                    rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 999999))


_PUBLIC_A = [23, 31, 37, 41, 46, 62, 66, 71, 73, 77, 78, 81, 82, 86, 88, 91, 92, 94, 95, 98,
             103, 104, 107, 109, 112, 114, 121, 138, 146, 151, 157, 162, 176, 178, 185, 188,
             193, 195, 203, 212, 213, 217]


def public_ip(rng: random.Random) -> str:
    return f"{rng.choice(_PUBLIC_A)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def jesc(s: str) -> str:
    """Body of a JSON string as PHP json_encode(UNESCAPED_SLASHES|UNICODE) writes it."""
    return json.dumps(s, ensure_ascii=False)[1:-1]


def jdump(v) -> str:
    return json.dumps(v, ensure_ascii=False, separators=(",", ":"))


def lognorm_int(rng: random.Random, median: float, sigma: float, lo: int = 0) -> int:
    return max(lo, int(rng.lognormvariate(math.log(median), sigma)))


FIRST_NAMES = ["james", "mary", "john", "patricia", "robert", "jennifer", "michael", "linda",
               "david", "elizabeth", "william", "barbara", "richard", "susan", "joseph", "jessica",
               "thomas", "sarah", "chris", "karen", "daniel", "lisa", "matthew", "nancy", "anthony",
               "sandra", "mark", "ashley", "paul", "emily", "steven", "donna", "andrew", "michelle",
               "josh", "carol", "kevin", "amanda", "brian", "melissa", "lukas", "sofia", "mateo",
               "lena", "noah", "emma", "jonas", "mia", "pierre", "camille", "hiroshi", "yuki",
               "arjun", "priya", "olga", "ivan", "fatima", "omar", "chen", "wei"]
LAST_NAMES = ["smith", "johnson", "williams", "brown", "jones", "garcia", "miller", "davis",
              "rodriguez", "martinez", "hernandez", "lopez", "wilson", "anderson", "thomas",
              "taylor", "moore", "jackson", "martin", "lee", "thompson", "white", "harris",
              "clark", "lewis", "walker", "young", "allen", "king", "wright", "scott", "green",
              "baker", "adams", "nelson", "hill", "muller", "schmidt", "schneider", "fischer",
              "weber", "dubois", "bernard", "rossi", "russo", "novak", "kowalski", "tanaka",
              "sato", "kumar", "sharma", "ivanova", "haddad", "nguyen", "kim", "park"]
MAIL_DOMAINS = ["gmail.com", "gmail.com", "gmail.com", "outlook.com", "yahoo.com", "icloud.com",
                "hotmail.com", "gmx.de", "proton.me", "web.de", "orange.fr", "example.org"]


def email_pool(rng: random.Random, n: int = 400) -> Pool:
    out = set()
    while len(out) < n:
        f, l = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        style = rng.random()
        if style < 0.4:
            local = f"{f}.{l}"
        elif style < 0.6:
            local = f"{f[0]}{l}"
        elif style < 0.8:
            local = f"{f}{l}{rng.randint(1, 99)}"
        else:
            local = f"{f}_{l[:3]}{rng.randint(70, 2005)}"
        out.add(f"{local}@{rng.choice(MAIL_DOMAINS)}")
    items = sorted(out)
    rng.shuffle(items)
    return Pool(items, s=0.9)


# --------------------------------------------------------------------------- #
# 1. uWSGI
# --------------------------------------------------------------------------- #
_ASC = "{wd} {mo} {dd} {tm} {yr}"
_UW_DATE = _ASC + " - "
_UW_HEAD = ("[pid: {pid}|app: {app}|req: {wreq}/{treq}] {ip} () {{{nvars} vars in {vbytes} bytes}} "
            "[" + _ASC + "] ")
_UW_HEAD_USER = ("[pid: {pid}|app: {app}|req: {wreq}/{treq}] {ip} ({user}) {{{nvars} vars in {vbytes} bytes}} "
                 "[" + _ASC + "] ")
_UW_TAIL = (" => generated {gbytes} bytes in {ms} msecs (HTTP/1.1 {status}) {nh} headers in {hb} bytes "
            "({sw} switches on core {core})")
_UW_TAIL_SF = (" => generated {gbytes} bytes in {ms} msecs via sendfile() (HTTP/1.1 {status}) {nh} headers "
               "in {hb} bytes ({sw} switches on core {core})")
_FLASK_TS = "[{fd} {ft}] "

UWSGI_SPECS: dict[str, tuple[str, str]] = {
    # request log (one spec per HTTP method)
    "req_get": (_UW_HEAD + "GET {uri}" + _UW_TAIL, "-"),
    "req_post": (_UW_HEAD + "POST {uri}" + _UW_TAIL, "-"),
    "req_put": (_UW_HEAD + "PUT {uri}" + _UW_TAIL, "-"),
    "req_delete": (_UW_HEAD + "DELETE {uri}" + _UW_TAIL, "-"),
    "req_patch": (_UW_HEAD + "PATCH {uri}" + _UW_TAIL, "-"),
    "req_head": (_UW_HEAD + "HEAD {uri}" + _UW_TAIL, "-"),
    "req_options": (_UW_HEAD + "OPTIONS {uri}" + _UW_TAIL, "-"),
    "req_get_user": (_UW_HEAD_USER + "GET {uri}" + _UW_TAIL, "-"),
    "req_get_sendfile": (_UW_HEAD + "GET {uri}" + _UW_TAIL_SF, "-"),
    # startup banner
    "ini": ("[uWSGI] getting INI configuration from {path}", "-"),
    "starting": ("*** Starting uWSGI {ver} (64bit) on [" + _ASC + "] ***", "-"),
    "compiled": ("compiled with version: {cc} on {cd} {cm} {cy} {ct}", "-"),
    "os": ("os: {os}", "-"),
    "nodename": ("nodename: {host}", "-"),
    "cores": ("detected number of CPU cores: {n}", "-"),
    "cwd": ("current working directory: {path}", "-"),
    "binpath": ("detected binary path: {path}", "-"),
    "maxfd": ("detected max file descriptor number: {n}", "-"),
    "bound": ("uwsgi socket {sn} bound to TCP address {addr} fd {fd}", "-"),
    "inherited": ("uwsgi socket {sn} inherited INET address {addr} fd {fd}", "-"),
    "pyver": ("Python version: {pyver} (main, {pm} {pd} {py}, {pt}) [GCC {gcc}]", "-"),
    "pyinit": ("Python main interpreter initialized at {addr}", "-"),
    "mapped": ("mapped {b} bytes ({kb} KB) for {n} cores", "-"),
    "opmode": ("*** Operational MODE: preforking+threaded ***", "-"),
    "appready": ("WSGI app {app} (mountpoint='') ready in {s} seconds on interpreter {addr} pid: {pid} (default app)", "-"),
    "master": ("spawned uWSGI master process (pid: {pid})", "-"),
    "worker": ("spawned uWSGI worker {n} (pid: {pid}, cores: {c})", "-"),
    "stats": ("*** Stats server enabled on {addr} fd: {fd} ***", "-"),
    # worker lifecycle / trouble
    "damn_sig": ("DAMN ! worker {n} (pid: {pid}) died, killed by signal {sig} :( trying respawn ...", "-"),
    "damn": ("DAMN ! worker {n} (pid: {pid}) died :( trying respawn ...", "-"),
    "respawned": ("Respawned uWSGI worker {n} (new pid: {pid})", "-"),
    "hk_on": (_UW_DATE + "*** HARAKIRI ON WORKER {n} (pid: {pid}, try: {try_}) ***", "-"),
    "hk_status": (_UW_DATE + "HARAKIRI !!! worker {n} status !!!", "-"),
    "hk_core": (_UW_DATE + "HARAKIRI [core {c}] {ip} - GET {uri} since {epoch}", "-"),
    "hk_end": (_UW_DATE + "HARAKIRI !!! end of worker {n} status !!!", "-"),
    "listen": (_UW_DATE + '*** uWSGI listen queue of socket "{addr}" (fd: {fd}) full !!! ({q}/{qmax}) ***', "-"),
    "sigpipe": (_UW_DATE + "SIGPIPE: writing to a closed pipe/socket/fd (probably the client disconnected) "
                "on request {uri} (ip {ip}) !!!", "-"),
    "writev": (_UW_DATE + "uwsgi_response_writev_headers_and_body_do(): Broken pipe [core/writer.c line {ln}] "
               "during GET {uri} ({ip})", "-"),
    "reset": (_UW_DATE + "uwsgi_response_write_body_do(): Connection reset by peer [core/writer.c line {ln}] "
              "during GET {uri} ({ip})", "-"),
    "oserror": ("OSError: write error", "-"),
    "lifetime": ("worker {n} lifetime reached, it was running for {s} second(s)", "-"),
    "seeya": ("...The work of process {pid} is done. Seeya!", "-"),
    "killed_ok": ("worker {n} killed successfully (pid: {pid})", "-"),
    "gk_all": ("...gracefully killing workers...", "-"),
    "gk_one": ("Gracefully killing worker {n} (pid: {pid})...", "-"),
    "buried": ("worker {n} buried after {s} seconds", "-"),
    "binreload": ("binary reloading uWSGI...", "-"),
    "chdir": ("chdir() to {path}", "-"),
    "closefds": ("closing all non-uwsgi socket fds > 2 (max_fd = {n})...", "-"),
    "foundfd": ("found fd {fd} mapped to socket {sn} ({addr})", "-"),
    "running": ("running {path}", "-"),
    # the Flask app's own stderr
    "fl_err_get": (_FLASK_TS + "ERROR in app: Exception on {path} [GET]", "ERROR"),
    "fl_err_post": (_FLASK_TS + "ERROR in app: Exception on {path} [POST]", "ERROR"),
    "fl_warn_pay": (_FLASK_TS + "WARNING in payments: Payment provider timeout for order {oid}, retrying ({a}/{b})", "WARN"),
    "tb": ("Traceback (most recent call last):", "-"),
    "tb_file": ('  File "{file}", line {ln}, in {func}', "-"),
    "tb_code": ("    {code}", "-"),
    "exc_value": ("ValueError: invalid literal for int() with base 10: '{val}'", "-"),
    "exc_attr": ("AttributeError: 'NoneType' object has no attribute '{attr}'", "-"),
}

_CATS = ["shoes", "running", "t-shirts", "jackets", "outdoor", "kids", "accessories", "bags", "socks",
         "hoodies", "sale", "new-arrivals", "trail", "yoga", "swim", "winter", "caps", "gloves",
         "backpacks", "sandals", "boots", "shorts", "leggings", "watches", "sunglasses"]
_TERMS = ["rain+jacket", "running+shoes", "socks", "hoodie", "gift+card", "merino", "waterproof",
          "kids+boots", "backpack", "sale", "trail", "gore-tex", "black+dress", "yoga+mat", "cap",
          "down+jacket", "sneakers", "linen+shirt", "wool", "fleece", "size+44", "blue", "xl",
          "summer", "beanie", "thermal", "cycling", "swimsuit"]


def make_uwsgi(rng: random.Random) -> list[dict[str, str]]:
    log = Log(rng, UWSGI_SPECS, rand_start(rng))
    app = rng.choice(["shopapi", "catalog", "orders", "backoffice", "storefront", "checkout"])
    base = rng.choice(["/srv", "/opt", "/var/www"]) + f"/{app}"
    host = rng.choice(["web", "app", "api", "uwsgi"]) + f"-{rng.randint(1, 14):02d}"
    sock = rng.choice(["127.0.0.1:3031", "0.0.0.0:8000", "127.0.0.1:8001", "0.0.0.0:3031"])
    stats_addr = rng.choice(["127.0.0.1:9191", "127.0.0.1:1717", "0.0.0.0:9191"])
    ver = rng.choice(["2.0.21", "2.0.22", "2.0.23", "2.0.24", "2.0.25.1"])
    nworkers = rng.choice([4, 4, 6, 8])
    ncores = rng.choice([2, 2, 4])
    backlog = rng.choice([100, 128, 1024])
    maxfd = rng.choice([1024, 65535, 1048576])
    cpu_cores = rng.choice([4, 8, 16])
    kver = rng.choice(["5.15.0-91-generic", "6.1.0-17-amd64", "5.10.0-26-amd64", "6.5.0-14-generic"])
    os_str = {
        "5.15.0-91-generic": "Linux-5.15.0-91-generic #101-Ubuntu SMP Tue Nov 14 13:30:08 UTC 2023",
        "6.1.0-17-amd64": "Linux-6.1.0-17-amd64 #1 SMP PREEMPT_DYNAMIC Debian 6.1.69-1 (2023-12-30)",
        "5.10.0-26-amd64": "Linux-5.10.0-26-amd64 #1 SMP Debian 5.10.197-1 (2023-09-29)",
        "6.5.0-14-generic": "Linux-6.5.0-14-generic #14~22.04.1-Ubuntu SMP PREEMPT_DYNAMIC Mon Nov 20 18:15:30 UTC 2",
    }[kver]
    pyver = rng.choice([("3.10.12", "Nov", "20", "2023", "15:14:05", "11.4.0"),
                        ("3.10.13", "Sep", " 5", "2023", "09:41:30", "12.2.0"),
                        ("3.10.14", "Mar", "19", "2024", "21:46:16", "12.2.0")])
    comp = rng.choice([("11.4.0", "24", "October", "2023", "10:02:11"),
                       ("12.2.0", "05", "January", "2024", "17:22:48"),
                       ("12.2.0", "14", "June", "2024", "08:31:57")])
    state = {"next_pid": rng.randint(900, 28000), "total": 0, "master": 0, "interp": ""}
    workers: dict[int, dict] = {}

    def newpid() -> int:
        state["next_pid"] += rng.randint(1, 40)
        return state["next_pid"]

    def asc(t: datetime) -> dict:
        return dict(wd=t.strftime("%a"), mo=t.strftime("%b"), dd=f"{t.day:2d}",
                    tm=t.strftime("%H:%M:%S"), yr=t.year)

    def flask_ts(t: datetime) -> dict:
        return dict(fd=t.strftime("%Y-%m-%d"), ft=t.strftime("%H:%M:%S") + f",{t.microsecond // 1000:03d}")

    # value pools
    client_ips = Pool([public_ip(rng) for _ in range(450)], s=1.05)
    lb_ips = Pool([f"10.{rng.randint(0, 3)}.{rng.randint(0, 15)}.{rng.randint(2, 250)}" for _ in range(4)], s=0.5)
    product_ids = Pool(rng.sample(range(1000, 99999), 900), s=1.0)
    order_ids = Pool(rng.sample(range(100000, 999999), 700), s=0.8)
    user_ids = Pool(rng.sample(range(1, 60000), 500), s=0.9)
    cats = Pool(rng.sample(_CATS, len(_CATS)), s=1.0)
    terms = Pool(rng.sample(_TERMS, len(_TERMS)), s=1.0)
    basic_users = Pool(["prometheus", "ops", "grafana", "deploy", "jenkins", "m.kowalski", "a.schmidt",
                        "backoffice", "svc-reporting", "n.tanaka"], s=1.1)
    static_assets = Pool(
        [f"/static/js/{n}.{hexs(rng, 8)}.js" for n in ("main", "vendor", "runtime", "checkout", "product")]
        + [f"/static/css/{n}.{hexs(rng, 8)}.css" for n in ("main", "checkout", "print")]
        + [f"/media/products/{rng.randint(1000, 99999)}/{hexs(rng, 16)}.jpg" for _ in range(160)]
        + ["/static/img/logo.svg", "/static/fonts/inter-var.woff2", "/favicon.ico", "/robots.txt"], s=0.9)
    worker_pick = Pool(list(range(1, nworkers + 1)), s=0.7)
    health_paths = Pool(["/healthz", "/api/v1/health", "/"], s=2.0)

    def tok() -> str:
        return hexs(rng, 32)

    get_routes = Pool([
        lambda: f"/api/v1/products/{product_ids.pick(rng)}",
        lambda: f"/api/v1/products?category={cats.pick(rng)}&page={rng.randint(1, 9)}",
        lambda: "/api/v1/cart",
        lambda: "/api/v1/users/me",
        lambda: f"/api/v1/orders/{order_ids.pick(rng)}",
        lambda: f"/api/v1/search?q={terms.pick(rng)}&limit=20",
        lambda: f"/api/v1/products/{product_ids.pick(rng)}/reviews?page={rng.randint(1, 4)}",
        lambda: f"/api/v1/categories/{cats.pick(rng)}",
        lambda: f"/api/v1/orders?status={rng.choice(['open', 'shipped', 'delivered', 'cancelled'])}&page={rng.randint(1, 5)}",
        lambda: f"/api/v1/products/{product_ids.pick(rng)}/availability?store={rng.randint(1, 60)}",
        lambda: "/api/v1/config",
        lambda: f"/api/v1/users/{user_ids.pick(rng)}/wishlist",
    ], s=1.1)
    post_routes = Pool([
        lambda: "/api/v1/cart/items",
        lambda: "/api/v1/auth/refresh",
        lambda: "/api/v1/events",
        lambda: "/api/v1/auth/login",
        lambda: "/api/v1/orders",
        lambda: f"/api/v1/checkout/{uuid4(rng)}/confirm",
        lambda: f"/api/v1/products/{product_ids.pick(rng)}/reviews",
        lambda: "/api/v1/newsletter/subscribe",
        lambda: "/api/v1/auth/logout",
    ], s=1.1)
    put_routes = Pool([
        lambda: f"/api/v1/cart/items/{product_ids.pick(rng)}",
        lambda: f"/api/v1/users/{user_ids.pick(rng)}/address",
        lambda: f"/api/v1/users/{user_ids.pick(rng)}/preferences",
    ], s=1.0)
    delete_routes = Pool([
        lambda: f"/api/v1/cart/items/{product_ids.pick(rng)}",
        lambda: f"/api/v1/sessions/{tok()}",
        lambda: f"/api/v1/users/{user_ids.pick(rng)}/wishlist/{product_ids.pick(rng)}",
    ], s=1.0)
    patch_routes = Pool([
        lambda: f"/api/v1/orders/{order_ids.pick(rng)}",
        lambda: f"/api/v1/users/{user_ids.pick(rng)}",
    ], s=1.0)
    user_routes = Pool([
        lambda: "/metrics",
        lambda: f"/admin/reports/daily?date={(log.t - timedelta(days=rng.randint(0, 30))).strftime('%Y-%m-%d')}",
        lambda: f"/admin/orders/{order_ids.pick(rng)}",
        lambda: "/admin/",
        lambda: f"/admin/export?format={rng.choice(['csv', 'xlsx'])}",
    ], s=1.2)

    def pick_status(table):
        return rng.choices([s for s, _ in table], weights=[w for _, w in table])[0]

    def body_bytes(status: int, median: int) -> int:
        if status in (204, 304):
            return 0
        if status >= 400:
            return rng.randint(21, 180)
        return lognorm_int(rng, median, 0.8, lo=2)

    def req(key: str, uri: str, status: int, gbytes: int, ms_median: float, ip: str | None = None,
            **extra) -> None:
        n = worker_pick.pick(rng)
        w = workers[n]
        w["req"] += 1
        state["total"] += 1
        nvars = rng.randint(30, 46)
        nh = rng.randint(2, 4) if status in (204, 304) else rng.randint(3, 7)
        log.emit(key, pid=w["pid"], app=0, wreq=w["req"], treq=state["total"],
                 ip=ip or client_ips.pick(rng), nvars=nvars,
                 vbytes=nvars * rng.randint(13, 19) + 2 * len(uri) + rng.randint(0, 300),
                 **asc(log.t), uri=uri, gbytes=gbytes, ms=lognorm_int(rng, ms_median, 0.9),
                 status=status, nh=nh, hb=nh * rng.randint(24, 44),
                 sw=1 if rng.random() < 0.93 else rng.randint(2, 4), core=rng.randrange(ncores), **extra)

    # ---- startup -------------------------------------------------------- #
    def startup(first: bool) -> None:
        if first:
            state["master"] = newpid()
        log.step(5, 60)
        log.emit("ini", path=f"/etc/uwsgi/apps-enabled/{app}.ini")
        log.emit("starting", ver=ver, **asc(log.t))
        log.emit("compiled", cc=comp[0], cd=comp[1], cm=comp[2], cy=comp[3], ct=comp[4])
        log.emit("os", os=os_str)
        log.emit("nodename", host=host)
        log.emit("cores", n=cpu_cores)
        log.emit("cwd", path=base)
        log.emit("binpath", path=f"{base}/venv/bin/uwsgi")
        log.emit("maxfd", n=maxfd)
        if first:
            log.emit("bound", sn=0, addr=sock, fd=3)
        else:
            log.emit("inherited", sn=0, addr=sock, fd=3)
        log.emit("pyver", pyver=pyver[0], pm=pyver[1], pd=pyver[2], py=pyver[3], pt=pyver[4], gcc=pyver[5])
        state["interp"] = "0x" + rng.choice(["55", "56", "7f"]) + hexs(rng, 10)
        log.step(20, 200)
        log.emit("pyinit", addr=state["interp"])
        mapped = ncores * nworkers * 45575 + rng.choice([0, 4096])
        log.emit("mapped", b=mapped, kb=mapped // 1024, n=ncores * nworkers)
        log.emit("opmode")
        log.t += timedelta(seconds=rng.uniform(0.4, 3.5))
        log.emit("appready", app=0, s=rng.randint(0, 3), addr=state["interp"], pid=state["master"])
        log.emit("master", pid=state["master"])
        workers.clear()
        for n in range(1, nworkers + 1):
            workers[n] = {"pid": newpid(), "req": 0}
            log.emit("worker", n=n, pid=workers[n]["pid"], c=ncores)
        log.emit("stats", addr=stats_addr, fd=rng.choice([13, 15, 16, 19]))
        state["total"] = 0

    # ---- request kinds -------------------------------------------------- #
    def ev_get():
        log.tick(1.4)
        uri = get_routes.pick(rng)()
        st = pick_status([(200, 86), (304, 3), (404, 5), (401, 3), (400, 1)])
        req("req_get", uri, st, body_bytes(st, 2400), 28)

    def ev_post():
        log.tick(1.4)
        uri = post_routes.pick(rng)()
        st = pick_status([(200, 40), (201, 42), (400, 7), (401, 4), (409, 2), (422, 5)])
        req("req_post", uri, st, body_bytes(st, 420), 65)

    def ev_put():
        log.tick(1.4)
        st = pick_status([(200, 70), (204, 15), (400, 8), (404, 7)])
        req("req_put", put_routes.pick(rng)(), st, body_bytes(st, 380), 45)

    def ev_delete():
        log.tick(1.4)
        st = pick_status([(204, 80), (404, 15), (401, 5)])
        req("req_delete", delete_routes.pick(rng)(), st, body_bytes(st, 10), 30)

    def ev_patch():
        log.tick(1.4)
        st = pick_status([(200, 80), (400, 10), (409, 5), (404, 5)])
        req("req_patch", patch_routes.pick(rng)(), st, body_bytes(st, 900), 50)

    def ev_head():
        log.tick(1.4)
        req("req_head", health_paths.pick(rng), 200, 0, 2, ip=lb_ips.pick(rng))

    def ev_options():
        log.tick(1.4)
        uri = rng.choice([post_routes, put_routes, delete_routes]).pick(rng)()
        req("req_options", uri, 200, 0, 2)

    def ev_sendfile():
        log.tick(1.4)
        uri = static_assets.pick(rng)
        st = 200 if rng.random() < 0.9 else 304
        req("req_get_sendfile" if st == 200 else "req_get", uri, st,
            lognorm_int(rng, 48000, 1.0, lo=300) if st == 200 else 0, 3)

    def ev_user():
        log.tick(1.4)
        uri = user_routes.pick(rng)()
        st = pick_status([(200, 92), (401, 5), (403, 3)])
        req("req_get_user", uri, st, body_bytes(st, 14000), 120, user=basic_users.pick(rng))

    # ---- trouble kinds -------------------------------------------------- #
    def ev_sigpipe():
        log.tick(1.4)
        uri = get_routes.pick(rng)()
        ip = client_ips.pick(rng)
        log.t += timedelta(seconds=rng.uniform(2, 30))
        log.emit("sigpipe", **asc(log.t), uri=uri, ip=ip)
        log.emit("writev", **asc(log.t), ln=306, uri=uri, ip=ip)
        log.emit("oserror")
        req("req_get", uri, 200, 0, 9000, ip=ip)

    def ev_reset():
        log.tick(1.4)
        uri = static_assets.pick(rng)
        ip = client_ips.pick(rng)
        log.emit("reset", **asc(log.t), ln=rng.choice([429, 431]), uri=uri, ip=ip)
        log.emit("oserror")
        req("req_get", uri, 200, rng.randint(4096, 65536), 400, ip=ip)

    def ev_listen():
        log.tick(1.4)
        for _ in range(rng.choice([1, 1, 2, 3, 5])):
            log.emit("listen", **asc(log.t), addr=sock, fd=3, q=backlog + 1, qmax=backlog)
            log.t += timedelta(seconds=rng.choice([0, 0, 1]))

    def ev_flask_warn():
        log.tick(1.4)
        b = 3
        log.emit("fl_warn_pay", **flask_ts(log.t), oid=order_ids.pick(rng), a=rng.randint(1, b), b=b)

    site = f"{base}/venv/lib/python3.10/site-packages"
    flask_top = [
        (f"{site}/flask/app.py", 2525, "wsgi_app", "response = self.full_dispatch_request()"),
        (f"{site}/flask/app.py", 1822, "full_dispatch_request", "rv = self.handle_user_exception(e)"),
        (f"{site}/flask_cors/extension.py", 176, "wrapped_function",
         "return cors_after_request(app.make_response(f(*args, **kwargs)))"),
        (f"{site}/flask/app.py", 1820, "full_dispatch_request", "rv = self.dispatch_request()"),
        (f"{site}/flask/app.py", 1796, "dispatch_request",
         "return self.ensure_sync(self.view_functions[rule.endpoint])(**view_args)"),
    ]
    auth_frame = (f"{base}/{app}/auth.py", 47, "decorated", "return f(*args, **kwargs)")

    def traceback(frames) -> None:
        log.emit("tb")
        for file, ln, func, code in frames:
            log.emit("tb_file", file=file, ln=ln, func=func)
            log.emit("tb_code", code=code)

    def ev_flask_error_get():
        log.tick(1.4)
        oid = order_ids.pick(rng)
        uri = f"/api/v1/orders/{oid}"
        t_req = log.t
        log.step(20, 300)
        log.emit("fl_err_get", **flask_ts(log.t), path=uri)
        attr, code = rng.choice([("customer_id", "if order.customer_id != g.user.id:"),
                                 ("shipments", "\"tracking\": [s.tracking_no for s in order.shipments],"),
                                 ("total_gross", "\"total\": str(order.total_gross),")])
        frames = flask_top + [auth_frame] + [
            (f"{base}/{app}/api/orders.py", rng.choice([88, 91, 97]), "get_order", code)]
        traceback(frames)
        log.emit("exc_attr", attr=attr)
        log.t, t_after = t_req, log.t
        req("req_get", uri, 500, 265, 60)
        log.t = t_after

    def ev_flask_error_post():
        log.tick(1.4)
        uri = rng.choice(["/api/v1/cart/items", f"/api/v1/cart/items/{product_ids.pick(rng)}/quantity"])
        t_req = log.t
        log.step(5, 80)
        log.emit("fl_err_post", **flask_ts(log.t), path=uri)
        frames = list(flask_top)
        if rng.random() < 0.6:
            frames.append(auth_frame)
        frames.append((f"{base}/{app}/api/cart.py", rng.choice([134, 141]), rng.choice(["add_item", "set_quantity"]),
                       'quantity = int(payload.get("quantity", 1))'))
        traceback(frames)
        log.emit("exc_value", val=rng.choice(["two", "1.5", "NaN", "3 ", "null", "undefined", "1e3", "-"]))
        log.t, t_after = t_req, log.t
        req("req_post", uri, 500, 265, 40)
        log.t = t_after

    def ev_maxreq():
        log.tick(1.4)
        n = worker_pick.pick(rng)
        old = workers[n]["pid"]
        log.emit("seeya", pid=old)
        log.emit("killed_ok", n=n, pid=old)
        workers[n] = {"pid": newpid(), "req": 0}
        log.emit("respawned", n=n, pid=workers[n]["pid"])

    def ev_lifetime():
        log.tick(1.4)
        n = rng.randint(1, nworkers)
        old = workers[n]["pid"]
        log.emit("lifetime", n=n, s=3600 + rng.randint(0, 40))
        log.step(200, 1500)
        log.emit("killed_ok", n=n, pid=old)
        workers[n] = {"pid": newpid(), "req": 0}
        log.emit("respawned", n=n, pid=workers[n]["pid"])

    def ev_harakiri():
        log.tick(1.4)
        n = worker_pick.pick(rng)
        pid = workers[n]["pid"]
        started = log.t - timedelta(seconds=rng.choice([30, 60, 120]) + rng.random())
        uri = user_routes.pick(rng)() if rng.random() < 0.5 else f"/api/v1/orders?status=delivered&page={rng.randint(40, 400)}"
        log.emit("hk_on", **asc(log.t), n=n, pid=pid, try_=1)
        log.emit("hk_status", **asc(log.t), n=n)
        log.emit("hk_core", **asc(log.t), c=rng.randrange(ncores), ip=client_ips.pick(rng), uri=uri,
                 epoch=int((started - _EPOCH).total_seconds()))
        log.emit("hk_end", **asc(log.t), n=n)
        log.step(50, 900)
        log.emit("damn_sig", n=n, pid=pid, sig=9)
        workers[n] = {"pid": newpid(), "req": 0}
        log.emit("respawned", n=n, pid=workers[n]["pid"])

    def ev_oom():
        log.tick(1.4)
        n = worker_pick.pick(rng)
        log.emit("damn_sig", n=n, pid=workers[n]["pid"], sig=rng.choice([9, 9, 11, 6]))
        workers[n] = {"pid": newpid(), "req": 0}
        log.emit("respawned", n=n, pid=workers[n]["pid"])

    def ev_died():
        log.tick(1.4)
        n = rng.randint(1, nworkers)
        log.emit("damn", n=n, pid=workers[n]["pid"])
        workers[n] = {"pid": newpid(), "req": 0}
        log.emit("respawned", n=n, pid=workers[n]["pid"])

    def ev_reload():
        log.tick(1.4)
        log.emit("gk_all")
        for n in sorted(workers):
            log.emit("gk_one", n=n, pid=workers[n]["pid"])
        for n in sorted(workers):
            log.step(10, 400)
            log.emit("buried", n=n, s=rng.choice([0, 1, 1, 1, 2, 5]))
        log.emit("binreload")
        log.emit("chdir", path=base)
        log.emit("closefds", n=maxfd)
        log.emit("foundfd", fd=3, sn=0, addr=sock)
        log.emit("running", path=f"{base}/venv/bin/uwsgi")
        startup(first=False)

    kinds = [
        ("get", 1.0, ev_get),
        ("post", 0.32, ev_post),
        ("head", 0.22, ev_head),
        ("sendfile", 0.16, ev_sendfile),
        ("options", 0.08, ev_options),
        ("put", 0.06, ev_put),
        ("delete", 0.04, ev_delete),
        ("patch", 0.03, ev_patch),
        ("user", 0.025, ev_user),
        ("listen", 0.006, ev_listen),
        ("sigpipe", 0.005, ev_sigpipe),
        ("flask_warn", 0.004, ev_flask_warn),
        ("reset", 0.003, ev_reset),
        ("maxreq", 0.003, ev_maxreq),
        ("flask_err_get", 0.002, ev_flask_error_get),
        ("flask_err_post", 0.0015, ev_flask_error_post),
        ("harakiri", 0.001, ev_harakiri),
        ("lifetime", 0.001, ev_lifetime),
        ("oom", 0.0008, ev_oom),
        ("died", 0.0005, ev_died),
        ("reload", 0.0002, ev_reload),
    ]
    return drive(log, kinds, filler=ev_get, prologue=lambda: startup(first=True))


# --------------------------------------------------------------------------- #
# 2. Monolog (Symfony, LineFormatter)
# --------------------------------------------------------------------------- #
_ML = "[{ts}] "
_RID = ' {{"request_id":"{rid}"}}'
MONOLOG_SPECS: dict[str, tuple[str, str]] = {
    # request
    "matched": (_ML + r'request.INFO: Matched route "{route}". {{"route":"{route}","route_parameters":{{"_route":"{route}","_controller":"{ctrl}"}},"request_uri":"{uri}","method":"{method}"}} []', "INFO"),
    "matched_id": (_ML + r'request.INFO: Matched route "{route}". {{"route":"{route}","route_parameters":{{"_route":"{route}","_controller":"{ctrl}","id":"{id}"}},"request_uri":"{uri}","method":"{method}"}} []', "INFO"),
    "e404": (_ML + r'request.ERROR: Uncaught PHP Exception Symfony\Component\HttpKernel\Exception\NotFoundHttpException: "No route found for "GET {url}"" at {file} line {line} {{"exception":"{exc}"}} []', "ERROR"),
    "e405": (_ML + r'request.ERROR: Uncaught PHP Exception Symfony\Component\HttpKernel\Exception\MethodNotAllowedHttpException: "No route found for "POST {url}": Method Not Allowed (Allow: {allow})" at {file} line {line} {{"exception":"{exc}"}} []', "ERROR"),
    "e403": (_ML + r'request.ERROR: Uncaught PHP Exception Symfony\Component\HttpKernel\Exception\AccessDeniedHttpException: "Access Denied." at {file} line {line} {{"exception":"{exc}"}} []', "ERROR"),
    "crit": (_ML + r'request.CRITICAL: Uncaught PHP Exception {cls}: "{msg}" at {file} line {line} {{"exception":"{exc}"}} []', "FATAL"),
    # security
    "sec_check": (_ML + r'security.DEBUG: Checking for authenticator support. {{"firewall_name":"{fw}","authenticators":{n}}} []', "DEBUG"),
    "sec_check_one": (_ML + r'security.DEBUG: Checking support on authenticator. {{"firewall_name":"{fw}","authenticator":"{auth}"}} []', "DEBUG"),
    "sec_nosupport": (_ML + r'security.DEBUG: Authenticator does not support the request. {{"firewall_name":"{fw}","authenticator":"{auth}"}} []', "DEBUG"),
    "sec_read": (_ML + r'security.DEBUG: Read existing security token from the session. {{"key":"{key}","token_class":"{tc}"}} []', "DEBUG"),
    "sec_reload": (_ML + r'security.DEBUG: User was reloaded from a user provider. {{"provider":"{prov}","username":"{user}"}} []', "DEBUG"),
    "sec_ok": (_ML + r'security.INFO: Authenticator successful! {{"token":{{"{tc}":"{tok}"}},"authenticator":"{auth}"}} []', "INFO"),
    "sec_fail": (_ML + r'security.INFO: Authenticator failed. {{"exception":"{exc}","authenticator":"{auth}"}} []', "INFO"),
    "sec_setresp": (_ML + r'security.DEBUG: The "{auth_raw}" authenticator set the response. Any later authenticator will not be called {{"authenticator":"{auth}"}} []', "DEBUG"),
    "sec_store": (_ML + r'security.DEBUG: Stored the security token in the session. {{"key":"{key}"}} []', "DEBUG"),
    "sec_denied": (_ML + r'security.DEBUG: Access denied, the user is not fully authenticated; redirecting to authentication entry point. {{"exception":"{exc}"}} []', "DEBUG"),
    "sec_entry": (_ML + r'security.DEBUG: Calling Authentication entry point. {{"entry_point":{{"{ep}":[]}}}} []', "DEBUG"),
    # doctrine (DBAL 3 logging middleware)
    "db_conn": (_ML + r'doctrine.INFO: Connecting with parameters {params} {{"params":{pj}}} []', "INFO"),
    "db_stmt": (_ML + r'doctrine.DEBUG: Executing statement: {sql} (parameters: {params}, types: {types}) {{"sql":"{sqlj}","params":{pj},"types":{tj}}} []', "DEBUG"),
    "db_query": (_ML + r'doctrine.DEBUG: Executing query: {sql} {{"sql":"{sqlj}"}} []', "DEBUG"),
    "db_begin": (_ML + "doctrine.DEBUG: Beginning transaction [] []", "DEBUG"),
    "db_commit": (_ML + "doctrine.DEBUG: Committing transaction [] []", "DEBUG"),
    "db_rollback": (_ML + "doctrine.DEBUG: Rolling back transaction [] []", "DEBUG"),
    # app (request_id processor on web requests only)
    "app_order": (_ML + r'app.INFO: Order {ref} placed {{"order_id":{oid},"customer_id":{cid},"total":"{total}","currency":"{cur}","items":{n}}}' + _RID, "INFO"),
    "app_paid": (_ML + r'app.INFO: Payment captured {{"order_id":{oid},"provider":"{prov}","amount":{amt},"payment_intent":"{pi}"}}' + _RID, "INFO"),
    "app_payfail": (_ML + r'app.ERROR: Payment capture failed {{"order_id":{oid},"provider":"{prov}","code":"{code}","error":"{err}"}}' + _RID, "ERROR"),
    "app_lowstock": (_ML + r'app.WARNING: Low stock for product {sku} {{"product_id":{pid},"sku":"{sku}","remaining":{rem}}}' + _RID, "WARN"),
    "app_pwreset": (_ML + r'app.NOTICE: Password reset requested {{"email":"{email}","ip":"{ip}"}}' + _RID, "INFO"),
    "app_cart": (_ML + r'app.DEBUG: Cart recalculated {{"cart_id":{cart},"items":{n},"subtotal":"{sub}"}}' + _RID, "DEBUG"),
    "app_mail": (_ML + r'app.INFO: Order confirmation email sent {{"order_id":{oid},"to":"{email}"}} []', "INFO"),
    "app_inv": (_ML + r'app.INFO: Inventory synchronised {{"skus":{n},"updated":{u},"duration_ms":{ms}}} []', "INFO"),
    # php
    "php_udep": (_ML + r'php.INFO: User Deprecated: {msg} {{"exception":"{exc}"}} []', "INFO"),
    "php_dep": (_ML + r'php.INFO: Deprecated: {msg} {{"exception":"{exc}"}} []', "INFO"),
    "php_warn": (_ML + r'php.WARNING: Warning: Undefined array key "{key}" {{"exception":"{exc}"}} []', "WARN"),
    # messenger
    "msg_send": (_ML + r'messenger.INFO: Sending message {cls} with {alias} sender using {sender} {{"class":"{clsj}","alias":"{alias}","sender":"{senderj}"}} []', "INFO"),
    "msg_recv": (_ML + r'messenger.INFO: Received message {cls} {{"class":"{clsj}"}} []', "INFO"),
    "msg_handled": (_ML + r'messenger.INFO: Message {cls} handled by {handler} {{"class":"{clsj}","handler":"{handlerj}"}} []', "INFO"),
    "msg_ack": (_ML + r'messenger.INFO: {cls} was handled successfully (acknowledging to transport). {{"class":"{clsj}"}} []', "INFO"),
    "msg_retry": (_ML + r'messenger.WARNING: Error thrown while handling message {cls}. Sending for retry #{retry} using {delay} ms delay. Error: "{err}" {{"class":"{clsj}","retryCount":{retry},"delay":{delay},"error":"{errj}","exception":"{exc}"}} []', "WARN"),
    "msg_remove": (_ML + r'messenger.CRITICAL: Error thrown while handling message {cls}. Removing from transport after {retry} retries. Error: "{err}" {{"class":"{clsj}","retryCount":{retry},"error":"{errj}","exception":"{exc}"}} []', "FATAL"),
    "msg_timelimit": (_ML + r'messenger.INFO: Worker stopped due to time limit of {limit}s exceeded {{"timeLimit":{limit}}} []', "INFO"),
    "msg_stopping": (_ML + r'messenger.INFO: Stopping worker. {{"transport_names":["{tn}"]}} []', "INFO"),
    # cache
    "cache_fetch": (_ML + r'cache.WARNING: Failed to fetch key "{key}": {err} {{"key":"{key}","exception":"{exc}","cache-adapter":"{adapter}"}} []', "WARN"),
    "cache_save": (_ML + r'cache.WARNING: Failed to save key "{key}" of type {type}: {err} {{"key":"{key}","type":"{type}","exception":"{exc}","cache-adapter":"{adapter}"}} []', "WARN"),
    "cache_lock": (_ML + r'cache.INFO: Lock acquired, now computing item "{key}" {{"key":"{key}"}} []', "INFO"),
}

_V = "/var/www/html"
_SEC = "Symfony\\Component\\Security\\Http\\Authenticator\\"
_FORM_AUTH = _SEC + "FormLoginAuthenticator"
_REMEMBER_AUTH = _SEC + "RememberMeAuthenticator"
_JSON_AUTH = _SEC + "JsonLoginAuthenticator"
_API_AUTH = "App\\Security\\ApiTokenAuthenticator"
_POST_TOKEN = _SEC + "Token\\PostAuthenticationToken"
_REMEMBER_TOKEN = "Symfony\\Component\\Security\\Core\\Authentication\\Token\\RememberMeToken"
_ENTITY_PROVIDER = "Symfony\\Bridge\\Doctrine\\Security\\User\\EntityUserProvider"
_DOCTRINE_TRANSPORT = "Symfony\\Component\\Messenger\\Bridge\\Doctrine\\Transport\\DoctrineTransport"

# (route, controller, path, has_id, method)
_ROUTES_NOID = [
    ("app_home", "App\\Controller\\HomeController::index", "/", "GET"),
    ("app_catalog", "App\\Controller\\CatalogController::index", "/catalog", "GET"),
    ("app_cart", "App\\Controller\\CartController::show", "/cart", "GET"),
    ("app_search", "App\\Controller\\SearchController::search", "/search", "GET"),
    ("api_products_list", "App\\Controller\\Api\\ProductController::list", "/api/products", "GET"),
    ("app_account", "App\\Controller\\AccountController::index", "/account", "GET"),
    ("app_account_orders", "App\\Controller\\AccountController::orders", "/account/orders", "GET"),
    ("app_login", "App\\Controller\\SecurityController::login", "/login", "GET"),
    ("api_cart_get", "App\\Controller\\Api\\CartController::get", "/api/cart", "GET"),
    ("app_checkout", "App\\Controller\\CheckoutController::index", "/checkout", "GET"),
    ("app_contact", "App\\Controller\\PageController::contact", "/contact", "GET"),
    ("app_wishlist", "App\\Controller\\WishlistController::index", "/wishlist", "GET"),
]
_ROUTES_ID = [
    ("app_product_show", "App\\Controller\\ProductController::show", "/product/{id}"),
    ("api_product_get", "App\\Controller\\Api\\ProductController::get", "/api/products/{id}"),
    ("app_category_show", "App\\Controller\\CatalogController::category", "/category/{id}"),
    ("app_account_order_show", "App\\Controller\\AccountController::order", "/account/orders/{id}"),
    ("api_product_reviews", "App\\Controller\\Api\\ReviewController::list", "/api/products/{id}/reviews"),
]
_BOT_PATHS = ["/wp-login.php", "/.env", "/wp-admin/setup-config.php", "/xmlrpc.php", "/.git/config",
              "/apple-touch-icon-precomposed.png", "/apple-touch-icon.png", "/ads.txt", "/phpinfo.php",
              "/admin/.env", "/sitemap.xml", "/old-shop/product.php", "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
              "/.well-known/security.txt", "/api/v1/products", "/favicon.png", "/backup.zip", "/config.json",
              "/.aws/credentials", "/cgi-bin/luci", "/boaform/admin/formLogin", "/actuator/health"]

_USER_DEPRECATIONS = [
    ("Since symfony/framework-bundle 6.4: Not setting the \"framework.handle_all_throwables\" config option is deprecated. It will default to \"true\" in 7.0.",
     f"{_V}/vendor/symfony/deprecation-contracts/function.php", 25),
    ("Since symfony/framework-bundle 6.4: Not setting the \"framework.php_errors.log\" config option is deprecated. It will default to \"true\" in 7.0.",
     f"{_V}/vendor/symfony/deprecation-contracts/function.php", 25),
    ("Since doctrine/doctrine-bundle 2.12: The default value of \"doctrine.orm.controller_resolver.auto_mapping\" will be changed from `true` to `false`. Explicitly configure `true` to keep existing behaviour.",
     f"{_V}/vendor/doctrine/deprecations/src/Deprecation.php", 208),
    ("Method \"Symfony\\Component\\Validator\\Constraint::getTargets()\" might add \"string|array\" as a native return type declaration in the future. Do the same in child class \"App\\Validator\\UniqueSku\" now to avoid errors or add an explicit @return annotation to suppress this message.",
     f"{_V}/vendor/symfony/error-handler/DebugClassLoader.php", 338),
    ("The \"Monolog\\Logger\" class is considered final. It may change without further notice as of its next major version. You should not extend it from \"App\\Logger\\AuditLogger\".",
     f"{_V}/vendor/symfony/error-handler/DebugClassLoader.php", 338),
    ("Since symfony/security-bundle 6.2: The \"enable_authenticator_manager\" option at \"security\" is deprecated.",
     f"{_V}/vendor/symfony/deprecation-contracts/function.php", 25),
    ("Since doctrine/doctrine-bundle 2.11: Not setting \"doctrine.orm.enable_lazy_ghost_objects\" to true is deprecated.",
     f"{_V}/vendor/symfony/deprecation-contracts/function.php", 25),
]
_PHP_DEPRECATIONS = [
    ("Creation of dynamic property App\\Twig\\AppExtension::$cache is deprecated", f"{_V}/src/Twig/AppExtension.php", 31),
    ("strlen(): Passing null to parameter #1 ($string) of type string is deprecated", f"{_V}/src/Service/SlugGenerator.php", 22),
    ("trim(): Passing null to parameter #1 ($string) of type string is deprecated", f"{_V}/src/Form/DataTransformer/PhoneTransformer.php", 40),
    ("Creation of dynamic property App\\Entity\\Product::$priceFormatted is deprecated", f"{_V}/src/EventListener/ProductListener.php", 57),
]
_CACHE_ADAPTERS = ["Symfony\\Component\\Cache\\Adapter\\RedisTagAwareAdapter", "Symfony\\Component\\Cache\\Adapter\\RedisAdapter"]
_MESSAGES = [
    ("App\\Message\\SendOrderConfirmation", "App\\MessageHandler\\SendOrderConfirmationHandler::__invoke"),
    ("Symfony\\Component\\Mailer\\Messenger\\SendEmailMessage", "Symfony\\Component\\Mailer\\Messenger\\MessageHandler::__invoke"),
    ("App\\Message\\GenerateInvoicePdf", "App\\MessageHandler\\GenerateInvoicePdfHandler::__invoke"),
    ("App\\Message\\ReindexProduct", "App\\MessageHandler\\ReindexProductHandler::__invoke"),
]
_SYNC_MSG = ("App\\Message\\SyncInventory", "App\\MessageHandler\\SyncInventoryHandler::__invoke")


def exc_str(*chain: tuple[str, int, str, str, int]) -> str:
    """Monolog's normalised exception (with literal \\n before previous), JSON-escaped."""
    parts = [f"[object] ({cls}(code: {code}): {msg} at {file}:{line})" for cls, code, msg, file, line in chain]
    return jesc("\n[previous exception] ".join(parts))


def make_monolog(rng: random.Random) -> list[dict[str, str]]:
    log = Log(rng, MONOLOG_SPECS, rand_start(rng))
    brand = rng.choice(["kestrel-outfitters", "nordwand-shop", "bluefin-supply", "lumen-home", "harbor-goods"])
    tld = rng.choice([".com", ".de", ".co.uk", ".fr", ".shop"])
    hosts = Pool([f"www.{brand}{tld}", f"{brand}{tld}", f"m.{brand}{tld}"], s=2.0)
    db_host = rng.choice(["127.0.0.1", "db", "mysql.internal", "10.0.3.12"])
    db_name = brand.split("-")[0]
    tz = rng.choice(["+00:00", "+00:00", "+01:00", "+02:00"])
    emails = email_pool(rng, 350)
    ips = Pool([public_ip(rng) for _ in range(300)], s=1.0)
    product_ids = Pool(rng.sample(range(1, 12000), 700), s=1.0)
    user_ids = Pool(rng.sample(range(1, 40000), 500), s=0.9)
    cat_ids = Pool(rng.sample(range(1, 120), 60), s=1.0)
    order_seq = [rng.randint(20000, 90000)]
    bot_paths = Pool(rng.sample(_BOT_PATHS, len(_BOT_PATHS)), s=0.9)
    udeps = Pool(rng.sample(_USER_DEPRECATIONS, len(_USER_DEPRECATIONS)), s=0.8)
    routes_noid = Pool(_ROUTES_NOID, s=1.0)
    routes_id = Pool(_ROUTES_ID, s=1.0)
    skus = Pool([f"{rng.choice(['JK', 'SH', 'TS', 'BP', 'SK', 'HD', 'CP'])}-{rng.randint(1000, 9999)}-"
                 f"{rng.choice(['BLK', 'NVY', 'RED', 'GRN', 'GRY', 'WHT'])}-{rng.choice(['S', 'M', 'L', 'XL', '42', '44'])}"
                 for _ in range(300)], s=1.0)
    cache_keys = Pool([f"product_{rng.randint(1, 12000)}" for _ in range(120)]
                      + [f"category_tree_{rng.choice(['de', 'en', 'fr'])}", "main_menu", "homepage_banners",
                         "shipping_rates", "exchange_rates_EUR"]
                      + [f"cart_totals_{hexs(rng, 12)}" for _ in range(40)], s=0.9)
    db_params = {"driver": "pdo_mysql", "host": db_host, "port": 3306, "user": db_name, "password": "<redacted>",
                 "driverOptions": [], "defaultTableOptions": [], "dbname": db_name,
                 "serverVersion": rng.choice(["8.0.35", "8.0.36", "mariadb-10.11.6"]), "charset": "utf8mb4"}

    def ts() -> str:
        return log.t.strftime("%Y-%m-%dT%H:%M:%S.%f") + tz

    def m(spec_key: str, /, **kw) -> None:
        log.step(0.1, 12)
        log.emit(spec_key, ts=ts(), **kw)

    def url(path: str) -> str:
        return f"https://{hosts.pick(rng)}{path}"

    # ---- doctrine helpers ------------------------------------------------- #
    def connect():
        pj = jdump(db_params)
        m("db_conn", params="array" + pj, pj=pj)

    def stmt(sql: str, params: dict, types: dict):
        pj, tj = jdump(params), jdump(types)
        m("db_stmt", sql=sql, params="array" + pj, types="array" + tj, sqlj=jesc(sql), pj=pj, tj=tj)
        log.step(0.5, 8)

    def q_user_by_id(uid):
        stmt("SELECT t0.id AS id_1, t0.email AS email_2, t0.roles AS roles_3, t0.password AS password_4, "
             "t0.first_name AS first_name_5, t0.last_name AS last_name_6, t0.is_verified AS is_verified_7 "
             "FROM `user` t0 WHERE t0.id = ?", {"1": uid}, {"1": 1})

    def q_user_by_email(email):
        stmt("SELECT t0.id AS id_1, t0.email AS email_2, t0.roles AS roles_3, t0.password AS password_4, "
             "t0.first_name AS first_name_5, t0.last_name AS last_name_6, t0.is_verified AS is_verified_7 "
             "FROM `user` t0 WHERE t0.email = ? LIMIT 1", {"1": email}, {"1": 2})

    def q_product(pid):
        stmt("SELECT t0.id AS id_1, t0.sku AS sku_2, t0.name AS name_3, t0.slug AS slug_4, t0.price AS price_5, "
             "t0.stock AS stock_6, t0.active AS active_7, t0.category_id AS category_id_8 FROM product t0 "
             "WHERE t0.id = ?", {"1": pid}, {"1": 1})

    def q_random_read():
        r = rng.random()
        if r < 0.35:
            page = rng.randint(0, 8)
            stmt("SELECT p0_.id AS id_0, p0_.sku AS sku_1, p0_.name AS name_2, p0_.slug AS slug_3, p0_.price AS price_4 "
                 f"FROM product p0_ WHERE p0_.active = ? AND p0_.category_id = ? ORDER BY p0_.created_at DESC LIMIT 24"
                 + (f" OFFSET {page * 24}" if page else ""), {"1": True, "2": cat_ids.pick(rng)}, {"1": 5, "2": 1})
        elif r < 0.6:
            stmt("SELECT t0.id AS id_1, t0.quantity AS quantity_2, t0.unit_price AS unit_price_3, "
                 "t0.product_id AS product_id_4, t0.cart_id AS cart_id_5 FROM cart_item t0 WHERE t0.cart_id = ?",
                 {"1": rng.randint(100000, 400000)}, {"1": 1})
        elif r < 0.8:
            stmt("SELECT c0_.id AS id_0, c0_.name AS name_1, c0_.slug AS slug_2, c0_.position AS position_3, "
                 "c0_.parent_id AS parent_id_4 FROM category c0_ WHERE c0_.parent_id IS NULL ORDER BY c0_.position ASC",
                 {}, {})
        else:
            stmt("SELECT COUNT(r0_.id) AS sclr_0, AVG(r0_.rating) AS sclr_1 FROM review r0_ WHERE r0_.product_id = ? "
                 "AND r0_.approved = ?", {"1": product_ids.pick(rng), "2": True}, {"1": 1, "2": 5})

    # ---- security helpers ------------------------------------------------- #
    def firewall_checks(fw: str, authenticators: list[str]):
        m("sec_check", fw=fw, n=len(authenticators))
        for a in authenticators:
            m("sec_check_one", fw=fw, auth=jesc(a))
            m("sec_nosupport", fw=fw, auth=jesc(a))

    def session_user(fw: str = "main"):
        uid = user_ids.pick(rng)
        tc = _POST_TOKEN if rng.random() < 0.8 else _REMEMBER_TOKEN
        m("sec_read", key=f"_security_{fw}", tc=jesc(tc))
        q_user_by_id(uid)
        m("sec_reload", prov=jesc(_ENTITY_PROVIDER), user=emails.pick(rng))
        return uid

    def matched(route, ctrl, path, method, id_=None):
        if id_ is None:
            m("matched", route=route, ctrl=jesc(ctrl), uri=url(path), method=method)
        else:
            m("matched_id", route=route, ctrl=jesc(ctrl), id=id_, uri=url(path.replace("{id}", str(id_))), method=method)

    def rid() -> str:
        return uuid4(rng)

    def deprecations():
        if rng.random() < 0.22:
            msg, file, line = udeps.pick(rng)
            m("php_udep", msg=msg, exc=exc_str(("ErrorException", 0, "User Deprecated: " + msg, file, line)))
        if rng.random() < 0.05:
            msg, file, line = rng.choice(_PHP_DEPRECATIONS)
            m("php_dep", msg=msg, exc=exc_str(("ErrorException", 0, "Deprecated: " + msg, file, line)))

    main_auths = [_FORM_AUTH, _REMEMBER_AUTH]
    api_auths = [_API_AUTH]

    # ---- web request kinds ------------------------------------------------ #
    def ev_page():
        log.tick(2.0)
        route, ctrl, path, method = routes_noid.pick(rng)
        if path == "/search":
            path = f"/search?q={rng.choice(['jacket', 'boots', 'merino', 'socks', 'rain', 'gift'])}"
        fw = "api" if path.startswith("/api") else "main"
        matched(route, ctrl, path, method)
        firewall_checks(fw, api_auths if fw == "api" else main_auths)
        deprecations()
        connect()
        if rng.random() < 0.55:
            session_user(fw)
        for _ in range(rng.choice([0, 1, 1, 2, 3])):
            q_random_read()
        if rng.random() < 0.08:
            m("cache_lock", key=cache_keys.pick(rng))

    def ev_page_id():
        log.tick(2.0)
        route, ctrl, path = routes_id.pick(rng)
        id_ = cat_ids.pick(rng) if route == "app_category_show" else (
            rng.randint(20000, 90000) if "order" in route else product_ids.pick(rng))
        fw = "api" if path.startswith("/api") else "main"
        matched(route, ctrl, path, "GET", id_)
        firewall_checks(fw, api_auths if fw == "api" else main_auths)
        deprecations()
        connect()
        if rng.random() < 0.45:
            session_user(fw)
        if "product" in route:
            q_product(id_)
        for _ in range(rng.choice([0, 1, 1, 2])):
            q_random_read()

    def ev_cart_update():
        log.tick(2.0)
        if rng.random() < 0.5:
            matched("api_cart_add", "App\\Controller\\Api\\CartController::add", "/api/cart/items", "POST")
        else:
            matched("api_cart_item_update", "App\\Controller\\Api\\CartController::update", "/api/cart/items/{id}",
                    rng.choice(["PUT", "PATCH", "DELETE"]), product_ids.pick(rng))
        firewall_checks("api", api_auths)
        connect()
        q_product(product_ids.pick(rng))
        m("db_begin")
        cart = rng.randint(100000, 400000)
        qty = rng.randint(1, 4)
        stmt("INSERT INTO cart_item (quantity, unit_price, cart_id, product_id) VALUES (?, ?, ?, ?)",
             {"1": qty, "2": f"{rng.randint(5, 300)}.{rng.choice(['00', '90', '95', '99', '50'])}", "3": cart,
              "4": product_ids.pick(rng)}, {"1": 1, "2": 2, "3": 1, "4": 1})
        m("db_commit")
        m("app_cart", cart=cart, n=rng.randint(1, 9), sub=f"{rng.randint(10, 900)}.{rng.randint(0, 99):02d}", rid=rid())

    def login(ok: bool, api: bool):
        log.tick(2.0)
        fw, auth = ("api", _JSON_AUTH) if api else ("main", _FORM_AUTH)
        if api:
            matched("api_login", "App\\Controller\\Api\\SecurityController::login", "/api/login", "POST")
            m("sec_check", fw=fw, n=2)
            m("sec_check_one", fw=fw, auth=jesc(_API_AUTH))
            m("sec_nosupport", fw=fw, auth=jesc(_API_AUTH))
            m("sec_check_one", fw=fw, auth=jesc(auth))
        else:
            matched("app_login", "App\\Controller\\SecurityController::login", "/login", "POST")
            m("sec_check", fw=fw, n=2)
            m("sec_check_one", fw=fw, auth=jesc(auth))
        connect()
        email = emails.pick(rng)
        q_user_by_email(email)
        if ok:
            roles = rng.choice(["ROLE_USER", "ROLE_USER", "ROLE_USER", "ROLE_ADMIN, ROLE_USER"])
            tok = f'PostAuthenticationToken(user="{email}", roles="{roles}")'
            m("sec_ok", tc=jesc(_POST_TOKEN), tok=jesc(tok), auth=jesc(auth))
        else:
            if rng.random() < 0.7:
                e = exc_str(("Symfony\\Component\\Security\\Core\\Exception\\BadCredentialsException", 0,
                             "The presented password is invalid.",
                             f"{_V}/vendor/symfony/security-http/EventListener/CheckCredentialsListener.php", 69))
            else:
                e = exc_str(("Symfony\\Component\\Security\\Core\\Exception\\BadCredentialsException", 0,
                             "Bad credentials.", f"{_V}/vendor/symfony/security-http/Authenticator/Passport/Badge/UserBadge.php", 105),
                            ("Symfony\\Component\\Security\\Core\\Exception\\UserNotFoundException", 0,
                             f'User "{email}" not found.', f"{_V}/vendor/symfony/doctrine-bridge/Security/User/EntityUserProvider.php", 69))
            m("sec_fail", exc=e, auth=jesc(auth))
        m("sec_setresp", auth_raw=auth, auth=jesc(auth))
        if ok and not api:
            m("sec_store", key="_security_main")

    def ev_login_ok():
        login(True, api=False)

    def ev_login_api():
        login(True, api=True)

    def ev_login_fail():
        login(False, api=rng.random() < 0.3)

    def ev_not_found():
        log.tick(2.0)
        path = bot_paths.pick(rng)
        u = url(path)
        file = f"{_V}/vendor/symfony/http-kernel/EventListener/RouterListener.php"
        e = exc_str(("Symfony\\Component\\HttpKernel\\Exception\\NotFoundHttpException", 0,
                     f'No route found for "GET {u}"', file, 149),
                    ("Symfony\\Component\\Routing\\Exception\\ResourceNotFoundException", 0,
                     f'No routes found for "{path.rstrip("/")}/".',
                     f"{_V}/vendor/symfony/routing/Matcher/Dumper/CompiledUrlMatcherTrait.php", 70))
        m("e404", url=u, file=file, line=149, exc=e)

    def ev_method_not_allowed():
        log.tick(2.0)
        path = rng.choice(["/account/orders", "/catalog", "/api/products", "/logout", "/cart"])
        u = url(path)
        allow = "GET, HEAD" if path != "/logout" else "GET"
        file = f"{_V}/vendor/symfony/http-kernel/EventListener/RouterListener.php"
        e = exc_str(("Symfony\\Component\\HttpKernel\\Exception\\MethodNotAllowedHttpException", 0,
                     f'No route found for "POST {u}": Method Not Allowed (Allow: {allow})', file, 155),
                    ("Symfony\\Component\\Routing\\Exception\\MethodNotAllowedException", 0, "",
                     f"{_V}/vendor/symfony/routing/Matcher/Dumper/CompiledUrlMatcherTrait.php", 52))
        m("e405", url=u, allow=allow, file=file, line=155, exc=e)

    def ev_access_redirect():
        log.tick(2.0)
        route, ctrl, path, method = rng.choice([r for r in _ROUTES_NOID if r[0].startswith("app_account")]
                                               + [("app_checkout", "App\\Controller\\CheckoutController::index", "/checkout", "GET")])
        matched(route, ctrl, path, method)
        firewall_checks("main", main_auths)
        m("sec_denied", exc=exc_str(("Symfony\\Component\\Security\\Core\\Exception\\AccessDeniedException", 403,
                                     "Access Denied.", f"{_V}/vendor/symfony/security-http/Firewall/AccessListener.php", 94)))
        m("sec_entry", ep=jesc(_FORM_AUTH))

    def ev_forbidden():
        log.tick(2.0)
        matched(rng.choice(["admin_dashboard", "admin_orders"]),
                rng.choice(["App\\Controller\\Admin\\DashboardController::index", "App\\Controller\\Admin\\OrderController::index"]),
                rng.choice(["/admin", "/admin/orders"]), "GET")
        firewall_checks("main", main_auths)
        connect()
        session_user("main")
        file = f"{_V}/vendor/symfony/security-http/Firewall/ExceptionListener.php"
        e = exc_str(("Symfony\\Component\\HttpKernel\\Exception\\AccessDeniedHttpException", 0, "Access Denied.", file, 136),
                    ("Symfony\\Component\\Security\\Core\\Exception\\AccessDeniedException", 403, "Access Denied.",
                     f"{_V}/vendor/symfony/security-http/Firewall/AccessListener.php", 94))
        m("e403", file=file, line=136, exc=e)

    def new_order():
        order_seq[0] += rng.randint(1, 3)
        return order_seq[0]

    def checkout(pay_ok: bool, low_stock: bool = False):
        log.tick(2.0)
        matched("app_checkout_confirm", "App\\Controller\\CheckoutController::confirm", "/checkout/confirm", "POST")
        m("sec_check", fw="main", n=2)
        for a in main_auths:
            m("sec_check_one", fw="main", auth=jesc(a))
            m("sec_nosupport", fw="main", auth=jesc(a))
        connect()
        uid = session_user("main")
        oid = new_order()
        total_cents = lognorm_int(rng, 8900, 0.7, lo=990)
        total = f"{total_cents // 100}.{total_cents % 100:02d}"
        cur = "GBP" if tld == ".co.uk" else "EUR"
        r = rid()
        m("db_begin")
        stmt("INSERT INTO purchase_order (reference, status, total, currency, created_at, customer_id) VALUES (?, ?, ?, ?, ?, ?)",
             {"1": f"ORD-{log.t:%Y%m%d}-{oid}", "2": "new", "3": total, "4": cur, "5": log.t.strftime("%Y-%m-%d %H:%M:%S"), "6": uid},
             {"1": 2, "2": 2, "3": 2, "4": 2, "5": 2, "6": 1})
        n_items = rng.randint(1, 5)
        pid = product_ids.pick(rng)
        stock = rng.randint(0, 2) if low_stock else rng.randint(0, 60)
        stmt("UPDATE product SET stock = ? WHERE id = ?", {"1": stock, "2": pid}, {"1": 1, "2": 1})
        if stock < 3:
            sku = skus.pick(rng)
            m("app_lowstock", sku=sku, pid=pid, rem=stock, rid=r)
        prov = rng.choice(["stripe", "stripe", "stripe", "adyen", "paypal"])
        log.t += timedelta(milliseconds=rng.uniform(300, 2500))
        if pay_ok:
            m("db_commit")
            m("app_order", ref=f"ORD-{log.t:%Y%m%d}-{oid}", oid=oid, cid=uid, total=total, cur=cur, n=n_items, rid=r)
            m("app_paid", oid=oid, prov=prov, amt=total_cents, pi="pi_3" + "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789") for _ in range(23)), rid=r)
            cls = _MESSAGES[0][0]
            m("msg_send", cls=cls, alias="async", sender=_DOCTRINE_TRANSPORT, clsj=jesc(cls), senderj=jesc(_DOCTRINE_TRANSPORT))
        else:
            code, err = rng.choice([("card_declined", "Your card was declined."),
                                    ("insufficient_funds", "Your card has insufficient funds."),
                                    ("expired_card", "Your card has expired."),
                                    ("processing_error", "An error occurred while processing your card. Try again in a little bit."),
                                    ("authentication_required", "Your card was declined. This transaction requires authentication.")])
            m("app_payfail", oid=oid, prov=prov, code=code, err=err, rid=r)
            m("db_rollback")

    def ev_checkout():
        checkout(True)

    def ev_checkout_fail():
        checkout(False)

    def ev_checkout_low():
        checkout(True, low_stock=True)

    def ev_password_reset():
        log.tick(2.0)
        matched("app_forgot_password_request", "App\\Controller\\ResetPasswordController::request", "/reset-password", "POST")
        firewall_checks("main", main_auths)
        connect()
        email = emails.pick(rng)
        q_user_by_email(email)
        m("app_pwreset", email=email, ip=ips.pick(rng), rid=rid())
        cls = _MESSAGES[1][0]
        m("msg_send", cls=cls, alias="async", sender=_DOCTRINE_TRANSPORT, clsj=jesc(cls), senderj=jesc(_DOCTRINE_TRANSPORT))

    def ev_cache_fetch_fail():
        log.tick(2.0)
        route, ctrl, path = _ROUTES_ID[0]
        pid = product_ids.pick(rng)
        matched(route, ctrl, path, "GET", pid)
        firewall_checks("main", main_auths)
        key = f"product_{pid}"
        err = rng.choice(["Connection refused", "read error on connection to redis:6379", "Connection timed out",
                          "LOADING Redis is loading the dataset in memory"])
        adapter = rng.choice(_CACHE_ADAPTERS)
        m("cache_fetch", key=key, err=err, adapter=jesc(adapter),
          exc=exc_str(("RedisException", 0, err, f"{_V}/vendor/symfony/cache/Traits/RedisTrait.php", rng.choice([411, 446, 503]))))
        connect()
        q_product(pid)

    def ev_cache_save_fail():
        log.tick(2.0)
        key = cache_keys.pick(rng)
        route, ctrl, path, method = routes_noid.pick(rng)
        matched(route, ctrl, path, method)
        firewall_checks("api" if path.startswith("/api") else "main", api_auths if path.startswith("/api") else main_auths)
        connect()
        q_random_read()
        err = rng.choice(["OOM command not allowed when used memory > 'maxmemory'.", "Connection refused",
                          "read error on connection to redis:6379"])
        typ = rng.choice(["array", "App\\Entity\\Product", "string"])
        adapter = rng.choice(_CACHE_ADAPTERS)
        m("cache_save", key=key, type=typ, err=err, adapter=jesc(adapter),
          exc=exc_str(("RedisException", 0, err, f"{_V}/vendor/symfony/cache/Traits/RedisTrait.php", rng.choice([537, 583]))))

    def ev_php_warning():
        log.tick(2.0)
        route, ctrl, path = rng.choice(_ROUTES_ID[:2])
        pid = product_ids.pick(rng)
        matched(route, ctrl, path, "GET", pid)
        firewall_checks("api" if path.startswith("/api") else "main", api_auths if path.startswith("/api") else main_auths)
        connect()
        q_product(pid)
        key, file, line = rng.choice([("thumbnail", f"{_V}/src/Service/ProductPresenter.php", 64),
                                      ("variant_id", f"{_V}/src/Controller/Api/ProductController.php", 112),
                                      ("HTTP_X_FORWARDED_PROTO", f"{_V}/src/EventSubscriber/ForwardedSubscriber.php", 28),
                                      ("color", f"{_V}/src/Twig/ProductExtension.php", 41)])
        m("php_warn", key=key, exc=exc_str(("ErrorException", 0, f'Warning: Undefined array key "{key}"', file, line)))

    _prod = _ROUTES_ID[0]
    _cart = ("app_cart", "App\\Controller\\CartController::show", "/cart")
    _confirm = ("app_checkout_confirm", "App\\Controller\\CheckoutController::confirm", "/checkout/confirm")
    crit_cases = [  # (route, method, class, message, file, line, code, previous)
        (_prod, "GET", "Doctrine\\DBAL\\Exception\\ConnectionException",
         "An exception occurred in the driver: SQLSTATE[HY000] [2002] Connection refused",
         f"{_V}/vendor/doctrine/dbal/src/Driver/API/MySQL/ExceptionConverter.php", 101, 2002,
         ("Doctrine\\DBAL\\Driver\\PDO\\Exception", 2002, "SQLSTATE[HY000] [2002] Connection refused",
          f"{_V}/vendor/doctrine/dbal/src/Driver/PDO/Exception.php", 28)),
        (_cart, "GET", "Error", "Call to a member function getPrice() on null", f"{_V}/src/Service/CartCalculator.php", 48, 0, None),
        (_confirm, "POST", "TypeError", f"App\\Service\\ShippingQuote::forCountry(): Argument #1 ($countryCode) must be of type string, null given, called in {_V}/src/Controller/CheckoutController.php on line 91",
         f"{_V}/src/Service/ShippingQuote.php", 34, 0, None),
        (_confirm, "POST", "Symfony\\Component\\HttpClient\\Exception\\TransportException",
         'Idle timeout reached for "https://api.stripe.com/v1/payment_intents".',
         f"{_V}/vendor/symfony/http-client/Chunk/ErrorChunk.php", 56, 0, None),
        (_prod, "GET", "Twig\\Error\\RuntimeError",
         'An exception has been thrown during the rendering of a template ("Warning: Undefined array key "thumbnail"") in "product/show.html.twig" at line 27.',
         f"{_V}/templates/product/show.html.twig", 27, 0,
         ("ErrorException", 0, 'Warning: Undefined array key "thumbnail"', f"{_V}/var/cache/prod/twig/3f/3f9a1c0e2b7d4c8a.php", 112)),
    ]

    def ev_crit():
        log.tick(2.0)
        (route, ctrl, path), method, cls, msg, file, line, code, prev = rng.choice(crit_cases)
        if "{id}" in path:
            matched(route, ctrl, path, method, product_ids.pick(rng))
        else:
            matched(route, ctrl, path, method)
        firewall_checks("main", main_auths)
        connect()
        if route != "app_product_show" or not cls.startswith("Doctrine"):
            session_user("main")
        chain = [(cls, code, msg, file, line)] + ([prev] if prev else [])
        m("crit", cls=cls, msg=msg, file=file, line=line, exc=exc_str(*chain))

    # ---- messenger worker (CLI, same log file) ---------------------------- #
    worker_state = {"connected": False}
    worker_msgs = Pool(_MESSAGES, s=1.3)

    def fetch_message():
        if not worker_state["connected"]:
            connect()
            worker_state["connected"] = True
        now = log.t
        stmt("SELECT m.* FROM messenger_messages m WHERE (m.queue_name = ?) AND (m.delivered_at is null OR m.delivered_at < ?) "
             "AND (m.available_at <= ?) ORDER BY available_at ASC LIMIT 1 FOR UPDATE SKIP LOCKED",
             {"1": "default", "2": (now - timedelta(hours=1)).strftime("%Y-%m-%d %H:%M:%S"),
              "3": now.strftime("%Y-%m-%d %H:%M:%S")}, {"1": 2, "2": 2, "3": 2})
        mid = rng.randint(100000, 999999)
        stmt("UPDATE messenger_messages SET delivered_at = ? WHERE id = ?",
             {"1": now.strftime("%Y-%m-%d %H:%M:%S"), "2": str(mid)}, {"1": 2, "2": 2})
        return mid

    def received(cls):
        m("msg_recv", cls=cls, clsj=jesc(cls))
        m("db_query", sql="SELECT 1", sqlj="SELECT 1")

    def handled_ok(cls, handler, mid):
        m("msg_handled", cls=cls, handler=handler, clsj=jesc(cls), handlerj=jesc(handler))
        m("msg_ack", cls=cls, clsj=jesc(cls))
        stmt("DELETE FROM messenger_messages WHERE id = ?", {"1": str(mid)}, {"1": 2})

    def ev_worker_ok():
        log.tick(2.0)
        cls, handler = worker_msgs.pick(rng)
        mid = fetch_message()
        received(cls)
        if cls == "App\\Message\\SendOrderConfirmation":
            oid = rng.randint(order_seq[0] - 50, order_seq[0])
            stmt("SELECT t0.id AS id_1, t0.reference AS reference_2, t0.status AS status_3, t0.total AS total_4, "
                 "t0.customer_id AS customer_id_5 FROM purchase_order t0 WHERE t0.id = ?", {"1": oid}, {"1": 1})
            log.t += timedelta(milliseconds=rng.uniform(80, 900))
            m("app_mail", oid=oid, email=emails.pick(rng))
        else:
            log.t += timedelta(milliseconds=rng.uniform(20, 1500))
        handled_ok(cls, handler, mid)

    def ev_worker_inventory():
        log.tick(2.0)
        cls, handler = _SYNC_MSG
        mid = fetch_message()
        received(cls)
        ms = lognorm_int(rng, 2400, 0.6, lo=200)
        log.t += timedelta(milliseconds=ms)
        n = rng.randint(200, 4200)
        m("app_inv", n=n, u=rng.randint(0, n // 10), ms=ms)
        handled_ok(cls, handler, mid)

    def handler_error(cls):
        """(previous exception class, message, file, line) matching the message class."""
        if cls == _SYNC_MSG[0]:
            return rng.choice([
                ("Symfony\\Component\\HttpClient\\Exception\\TransportException",
                 f"Idle timeout reached for \"https://erp.{brand}.internal/api/stock\".",
                 f"{_V}/vendor/symfony/http-client/Chunk/ErrorChunk.php", 56),
                ("Symfony\\Component\\HttpClient\\Exception\\ServerException",
                 f"HTTP/1.1 503 Service Unavailable returned for \"https://erp.{brand}.internal/api/stock\".",
                 f"{_V}/vendor/symfony/http-client/Response/CommonResponseTrait.php", 168),
            ])
        return ("Symfony\\Component\\Mailer\\Exception\\TransportException",
                "Connection could not be established with host \"ssl://smtp.mailgun.org:465\": stream_socket_client(): "
                "Unable to connect to ssl://smtp.mailgun.org:465 (Connection timed out)",
                f"{_V}/vendor/symfony/mailer/Transport/Smtp/Stream/SocketStream.php", 154)

    def ev_worker_retry():
        log.tick(2.0)
        cls, handler = rng.choice([_SYNC_MSG, _MESSAGES[1]])
        fetch_message()
        received(cls)
        pcls, pmsg, pfile, pline = handler_error(cls)
        err = f'Handling "{cls}" failed: {pmsg}'
        retry = rng.choice([1, 1, 1, 2, 3])
        delay = 1000 * 2 ** (retry - 1)
        log.t += timedelta(seconds=rng.uniform(1, 11))
        e = exc_str(("Symfony\\Component\\Messenger\\Exception\\HandlerFailedException", 0, err,
                     f"{_V}/vendor/symfony/messenger/Middleware/HandleMessageMiddleware.php", 124),
                    (pcls, 0, pmsg, pfile, pline))
        m("msg_retry", cls=cls, retry=retry, delay=delay, err=err, clsj=jesc(cls), errj=jesc(err), exc=e)

    def ev_worker_remove():
        log.tick(2.0)
        cls, handler = _SYNC_MSG
        fetch_message()
        received(cls)
        pcls, pmsg, pfile, pline = handler_error(cls)
        err = f'Handling "{cls}" failed: {pmsg}'
        log.t += timedelta(seconds=rng.uniform(1, 11))
        e = exc_str(("Symfony\\Component\\Messenger\\Exception\\HandlerFailedException", 0, err,
                     f"{_V}/vendor/symfony/messenger/Middleware/HandleMessageMiddleware.php", 124),
                    (pcls, 0, pmsg, pfile, pline))
        m("msg_remove", cls=cls, retry=3, err=err, clsj=jesc(cls), errj=jesc(err), exc=e)

    def ev_worker_restart():
        log.tick(2.0)
        m("msg_timelimit", limit=3600)
        m("msg_stopping", tn="async")
        worker_state["connected"] = False

    kinds = [
        ("page", 1.0, ev_page),
        ("page_id", 0.55, ev_page_id),
        ("worker_ok", 0.16, ev_worker_ok),
        ("cart", 0.14, ev_cart_update),
        ("not_found", 0.07, ev_not_found),
        ("login_ok", 0.035, ev_login_ok),
        ("login_api", 0.015, ev_login_api),
        ("checkout", 0.04, ev_checkout),
        ("access_redirect", 0.035, ev_access_redirect),
        ("login_fail", 0.025, ev_login_fail),
        ("inventory", 0.02, ev_worker_inventory),
        ("pwreset", 0.012, ev_password_reset),
        ("php_warning", 0.008, ev_php_warning),
        ("cache_fetch", 0.006, ev_cache_fetch_fail),
        ("retry", 0.005, ev_worker_retry),
        ("checkout_fail", 0.004, ev_checkout_fail),
        ("checkout_low", 0.003, ev_checkout_low),
        ("forbidden", 0.003, ev_forbidden),
        ("crit", 0.003, ev_crit),
        ("cache_save", 0.002, ev_cache_save_fail),
        ("method_not_allowed", 0.0015, ev_method_not_allowed),
        ("worker_restart", 0.001, ev_worker_restart),
        ("remove", 0.001, ev_worker_remove),
    ]
    return drive(log, kinds, filler=ev_not_found)


# --------------------------------------------------------------------------- #
# 3. CRI-O / podman / conmon in the journal
# --------------------------------------------------------------------------- #
_J = "{mo} {dd} {tm} {host} "
_CR = _J + 'crio[{jpid}]: time="{td} {tt}" level='
_IMG = " id={id} name=/runtime.v1.ImageService/"
_RT = " id={id} name=/runtime.v1.RuntimeService/"
_PM = _J + "podman[{jpid}]: {pd} {pt} {tz} {tzn} m=+{mono} "
_PM_ARGS = " {cid} (image={image}, name={name}, PODMAN_SYSTEMD_UNIT={unit})"
_CM = _J + "conmon[{jpid}]: conmon {cid20} "
_SD = _J + "systemd[1]: "

CRIO_SPECS: dict[str, tuple[str, str]] = {
    # image service
    "chk": (_CR + 'info msg="Checking image status: {image}"' + _IMG + "ImageStatus", "INFO"),
    "imgst": (_CR + 'info msg="Image status: &ImageStatusResponse{{Image:&Image{{Id:{imgid},RepoTags:[{tags}],'
              'RepoDigests:[{digests}],Size_:{size},Uid:{uid},Username:,Spec:nil,Pinned:{pinned},}},'
              'Info:map[string]string{{}},}}"' + _IMG + "ImageStatus", "INFO"),
    "notfound": (_CR + 'info msg="Image {image} not found"' + _IMG + "ImageStatus", "INFO"),
    "pulling": (_CR + 'info msg="Pulling image: {image}"' + _IMG + "PullImage", "INFO"),
    "trying": (_CR + r'info msg="Trying to access \"{image}\""', "INFO"),
    "pulled": (_CR + 'info msg="Pulled image: {ref}"' + _IMG + "PullImage", "INFO"),
    "pull_fail": (_CR + 'error msg="Failed to pull image" error="{err}" id={id} image="{image}" '
                  "name=/runtime.v1.ImageService/PullImage", "ERROR"),
    # sandboxes
    "run_sb": (_CR + 'info msg="Running pod sandbox: {ns}/{pod}/POD"' + _RT + "RunPodSandbox", "INFO"),
    "gotnet_run": (_CR + 'info msg="Got pod network &{{Name:{pod} Namespace:{ns} ID:{sid} UID:{uid} NetNS:{netns} '
                   'Networks:[] RuntimeConfig:map[{net}:{{IP: MAC: PortMappings:[] Bandwidth:<nil> IpRanges:[]}}] '
                   'Aliases:map[]}}"' + _RT + "RunPodSandbox", "INFO"),
    "adding": (_CR + r'info msg="Adding pod {ns}_{pod} to CNI network \"{net}\" (type={type})"' + _RT + "RunPodSandbox", "INFO"),
    "cni_fail": (_CR + r'error msg="Error adding pod {ns}_{pod} to CNI network \"{net}\"" error="{err}"' + _RT + "RunPodSandbox", "ERROR"),
    "ran_sb": (_CR + 'info msg="Ran pod sandbox {sid} with infra container: {ns}/{pod}/POD"' + _RT + "RunPodSandbox", "INFO"),
    "stopping_sb": (_CR + 'info msg="Stopping pod sandbox: {sid}"' + _RT + "StopPodSandbox", "INFO"),
    "gotnet_stop": (_CR + 'info msg="Got pod network &{{Name:{pod} Namespace:{ns} ID:{sid} UID:{uid} NetNS:{netns} '
                    'Networks:[] RuntimeConfig:map[{net}:{{IP: MAC: PortMappings:[] Bandwidth:<nil> IpRanges:[]}}] '
                    'Aliases:map[]}}"' + _RT + "StopPodSandbox", "INFO"),
    "deleting": (_CR + r'info msg="Deleting pod {ns}_{pod} from CNI network \"{net}\" (type={type})"' + _RT + "StopPodSandbox", "INFO"),
    "stopped_sb": (_CR + 'info msg="Stopped pod sandbox: {sid}"' + _RT + "StopPodSandbox", "INFO"),
    "stopped_sb_already": (_CR + 'info msg="Stopped pod sandbox (already stopped): {sid}"' + _RT + "StopPodSandbox", "INFO"),
    "removing_sb": (_CR + 'info msg="Removing pod sandbox: {sid}"' + _RT + "RemovePodSandbox", "INFO"),
    "removed_sb": (_CR + 'info msg="Removed pod sandbox: {sid}"' + _RT + "RemovePodSandbox", "INFO"),
    # containers
    "creating": (_CR + 'info msg="Creating container: {desc}"' + _RT + "CreateContainer", "INFO"),
    "created": (_CR + 'info msg="Created container {cid}: {desc}"' + _RT + "CreateContainer", "INFO"),
    "starting": (_CR + 'info msg="Starting container: {cid}"' + _RT + "StartContainer", "INFO"),
    "started": (_CR + 'info msg="Started container" PID={cpid} containerID={cid} description={desc}' + _RT
                + "StartContainer sandboxID={sid}", "INFO"),
    "stopping_c": (_CR + 'info msg="Stopping container: {cid} (timeout: {to}s)"' + _RT + "StopContainer", "INFO"),
    "stop_timeout": (_CR + 'warning msg="Stopping container {cid} with stop signal timed out: timeout reached after '
                     '{to} seconds waiting for container process to exit"' + _RT + "StopContainer", "WARN"),
    "exitfile": (_CR + 'warning msg="Failed to find container exit file for {cid}: timed out waiting for the condition"'
                 + _RT + "StopContainer", "WARN"),
    "stopped_c": (_CR + 'info msg="Stopped container {cid}: {desc}"' + _RT + "StopContainer", "INFO"),
    "removing_c": (_CR + 'info msg="Removing container: {cid}"' + _RT + "RemoveContainer", "INFO"),
    "removed_c": (_CR + 'info msg="Removed container {cid}: {desc}"' + _RT + "RemoveContainer", "INFO"),
    # daemon start
    "crio_start": (_CR + 'info msg="Starting CRI-O, version: {ver}, git: {git}(clean)"', "INFO"),
    "hugetlb": (_CR + 'info msg="Node configuration value for hugetlb cgroup is true"', "INFO"),
    "conmon_exe": (_CR + 'info msg="Using conmon executable: {path}"', "INFO"),
    "found_cni": (_CR + 'info msg="Found CNI network {net} (type={type}) at {path}"', "INFO"),
    "upd_cni": (_CR + 'info msg="Updated default CNI network name to {net}"', "INFO"),
    "restore": (_CR + r'warning msg="Could not restore sandbox {sid}: failed to Statfs \"{netns}\": no such file or directory"', "WARN"),
    "metrics": (_CR + 'info msg="Serving metrics on :{port} via HTTP"', "INFO"),
    # podman events
    "pm_pull": (_PM + "image pull {imgid} {image}", "-"),
    "pm_create": (_PM + "container create" + _PM_ARGS, "-"),
    "pm_init": (_PM + "container init" + _PM_ARGS, "-"),
    "pm_start": (_PM + "container start" + _PM_ARGS, "-"),
    "pm_died": (_PM + "container died" + _PM_ARGS, "-"),
    "pm_stop": (_PM + "container stop" + _PM_ARGS, "-"),
    "pm_cleanup": (_PM + "container cleanup" + _PM_ARGS, "-"),
    "pm_remove": (_PM + "container remove" + _PM_ARGS, "-"),
    # conmon
    "cm_pid": (_CM + "<ninfo>: container PID: {cpid}", "INFO"),
    "cm_exit": (_CM + "<ninfo>: container {cpid} exited with status {code}", "INFO"),
    "cm_stderr": (_CM + "<nwarn>: runtime stderr: {err}", "WARN"),
    "cm_fail": (_CM + "<error>: Failed to create container: exit status {code}", "ERROR"),
    # systemd scopes
    "sd_crio_conmon": (_SD + "Started crio-conmon-{cid}.scope.", "-"),
    "sd_libcontainer": (_SD + "Started libcontainer container {cid}.", "-"),
    "sd_crio_deact": (_SD + "crio-{cid}.scope: Deactivated successfully.", "-"),
    "sd_crio_cpu": (_SD + "crio-{cid}.scope: Consumed {cpu} CPU time.", "-"),
    "sd_libpod_conmon": (_SD + "Started libpod-conmon-{cid}.scope.", "-"),
    "sd_libpod_deact": (_SD + "libpod-{cid}.scope: Deactivated successfully.", "-"),
}

_K8S_ALNUM = "bcdfghjklmnpqrstvwxz2456789"
# (namespace, app, kind, [(container, image)])
_K8S_APPS = [
    ("shop", "shop-api", "deploy", [("api", "ghcr.io/acme/shop-api:2.14.1")]),
    ("shop", "storefront", "deploy", [("storefront", "ghcr.io/acme/storefront:5.3.0"), ("nginx", "docker.io/library/nginx:1.25.3")]),
    ("shop", "db-backup", "cron", [("backup", "docker.io/bitnami/postgresql:16.1.0")]),
    ("shop", "shop-worker", "deploy", [("worker", "ghcr.io/acme/shop-worker:2.14.1")]),
    ("batch", "report-generator", "cron", [("report", "ghcr.io/acme/report-generator:0.9.3")]),
    ("kube-system", "coredns", "deploy", [("coredns", "registry.k8s.io/coredns/coredns:v1.10.1")]),
    ("monitoring", "kube-state-metrics", "deploy", [("kube-state-metrics", "registry.k8s.io/kube-state-metrics/kube-state-metrics:v2.10.1")]),
    ("ingress-nginx", "ingress-nginx-controller", "deploy", [("controller", "registry.k8s.io/ingress-nginx/controller:v1.9.4")]),
    ("shop", "redis", "sts", [("redis", "docker.io/library/redis:7.2.3-alpine")]),
    ("monitoring", "prometheus-k8s", "sts", [("prometheus", "quay.io/prometheus/prometheus:v2.48.0"),
                                             ("config-reloader", "quay.io/prometheus-operator/prometheus-config-reloader:v0.70.0")]),
    ("logging", "fluent-bit", "ds", [("fluent-bit", "cr.fluentbit.io/fluent/fluent-bit:2.2.0")]),
    ("monitoring", "node-exporter", "ds", [("node-exporter", "quay.io/prometheus/node-exporter:v1.7.0")]),
    ("cert-manager", "cert-manager", "deploy", [("cert-manager-controller", "quay.io/jetstack/cert-manager-controller:v1.13.2")]),
    ("kube-system", "kube-proxy", "ds", [("kube-proxy", "registry.k8s.io/kube-proxy:v1.28.4")]),
    ("shop", "postgres", "sts", [("postgres", "docker.io/library/postgres:16.1")]),
    ("default", "netshoot", "pod", [("netshoot", "docker.io/nicolaka/netshoot:v0.11")]),
    ("shop", "search-indexer", "cron", [("indexer", "ghcr.io/acme/search-indexer:1.4.0")]),
]
_PAUSE = "registry.k8s.io/pause:3.9"
# podman-managed host services: (name, image)
_PODMAN_SVCS = [("haproxy", "docker.io/library/haproxy:2.8.5"), ("node-problem-detector", "registry.k8s.io/node-problem-detector/node-problem-detector:v0.8.14"),
                ("vault-agent", "docker.io/hashicorp/vault:1.15.4"), ("chrony-exporter", "quay.io/superq/chrony-exporter:v0.8.0")]
_PULL_ERRORS = [
    ("ghcr.io/acme/shop-api:2.15.0-rc1",
     "initializing source docker://ghcr.io/acme/shop-api:2.15.0-rc1: reading manifest 2.15.0-rc1 in ghcr.io/acme/shop-api: manifest unknown"),
    ("docker.io/library/nginx:1.25.3",
     "initializing source docker://nginx:1.25.3: reading manifest 1.25.3 in docker.io/library/nginx: toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit"),
    ("registry.internal.acme.io/tools/backup:3.2",
     'pinging container registry registry.internal.acme.io: Get \\"https://registry.internal.acme.io/v2/\\": dial tcp 10.20.4.17:443: i/o timeout'),
    ("ghcr.io/acme/storefront:5.3.1",
     "initializing source docker://ghcr.io/acme/storefront:5.3.1: reading manifest 5.3.1 in ghcr.io/acme/storefront: denied"),
]
_CNI_ERRORS = {
    "calico": ["plugin type=\\\"calico\\\" failed (add): error getting ClusterInformation: connection is unauthorized: Unauthorized",
               "plugin type=\\\"calico\\\" failed (add): stat /var/lib/calico/nodename: no such file or directory: check that the calico/node container is running and has mounted /var/lib/calico/"],
    "cilium-cni": ["plugin type=\\\"cilium-cni\\\" failed (add): unable to connect to Cilium daemon: failed to create cilium agent client after 30.000000 seconds timeout: Get \\\"http:///var/run/cilium/cilium.sock/v1/config\\\": dial unix /var/run/cilium/cilium.sock: connect: no such file or directory"],
}


def make_crio(rng: random.Random) -> list[dict[str, str]]:
    log = Log(rng, CRIO_SPECS, rand_start(rng))
    style = rng.choice(["k8s-worker-{:02d}", "node-{}", "kube-node-{:02d}", "ip-10-0-{}-{}"])
    n_nodes = rng.randint(5, 9)
    names: list[str] = []
    while len(names) < n_nodes:
        nm = style.format(rng.randint(1, 40), rng.randint(2, 250)) if style.startswith("ip-") else style.format(rng.randint(1, 24))
        if nm not in names:
            names.append(nm)
    cni_net, cni_type, cni_file = rng.choice([("k8s-pod-network", "calico", "/etc/cni/net.d/10-calico.conflist"),
                                              ("cilium", "cilium-cni", "/etc/cni/net.d/05-cilium.conflist")])
    crio_ver = rng.choice([("1.28.2", "8c76b9b2e4f9f4ef2bd8e3be5c4ad5a20d0b6dd9"),
                           ("1.29.1", "78e179ba8dd3ce462382a17049e8d1f770246af1"),
                           ("1.27.3", "a7b1d1ec7e6d6b4fd0a8e0c4a9cc2e5a4ee4d1a5")])
    images: dict[str, dict] = {}

    def image_info(img: str) -> dict:
        if img not in images:
            repo = img.rsplit(":", 1)[0]
            dig = [hexs(rng, 64) for _ in range(rng.choice([1, 2]))]
            images[img] = {"id": hexs(rng, 64), "repo": repo, "digests": dig,
                           "size": 750414 if img == _PAUSE else lognorm_int(rng, 60_000_000, 0.9, lo=4_000_000),
                           "uid": "&Int64Value{Value:65535,}" if img == _PAUSE else rng.choice(
                               ["nil", "nil", "&Int64Value{Value:0,}", "&Int64Value{Value:65532,}", "&Int64Value{Value:1001,}"]),
                           "pinned": "true" if img == _PAUSE else "false"}
        return images[img]

    def k8s_suffix(n: int) -> str:
        return "".join(rng.choice(_K8S_ALNUM) for _ in range(n))

    rs_hash = {a[1]: k8s_suffix(rng.choice([9, 10])) for a in _K8S_APPS}
    apps = Pool(_K8S_APPS, s=0.9)
    sts_ord: dict[str, int] = {}

    def new_pod(app_t) -> dict:
        ns, app, kind, ctrs = app_t
        if kind == "deploy":
            if rng.random() < 0.08:
                rs_hash[app] = k8s_suffix(rng.choice([9, 10]))
            pod = f"{app}-{rs_hash[app]}-{k8s_suffix(5)}"
        elif kind == "ds":
            pod = f"{app}-{k8s_suffix(5)}"
        elif kind == "sts":
            sts_ord[app] = (sts_ord.get(app, rng.randint(0, 2)) + 1) % 3
            pod = f"{app}-{sts_ord[app]}"
        elif kind == "cron":
            pod = f"{app}-{28_000_000 + rng.randint(0, 999_999)}-{k8s_suffix(5)}"
        else:
            pod = app
        return {"ns": ns, "pod": pod, "uid": uuid4(rng), "sid": hexs(rng, 64), "netns": f"/var/run/netns/{uuid4(rng)}",
                "ctrs": [{"name": c, "image": img, "cid": hexs(rng, 64)} for c, img in ctrs]}

    nodes = []
    for nm in names:
        nd = {"name": nm, "jpid": rng.randint(700, 4000), "next_pid": rng.randint(5000, 400000), "running": [], "stopped": [],
              "exited": [], "images": {_PAUSE}}
        for _ in range(rng.randint(4, 9)):
            p = new_pod(apps.pick(rng))
            nd["running"].append(p)
            for c in p["ctrs"]:
                nd["images"].add(c["image"])
                image_info(c["image"])
        for _ in range(rng.randint(1, 4)):
            nd["stopped"].append(new_pod(apps.pick(rng)))
        nd["podman"] = {}
        for svc, img in rng.sample(_PODMAN_SVCS, rng.randint(1, 2)):
            nd["podman"][svc] = {"image": img, "cid": hexs(rng, 64), "pid": rng.randint(1000, 400000)}
            nd["images"].add(img)
        nodes.append(nd)
    node_pool = Pool(nodes, s=0.6)

    # ---- emit helpers ----------------------------------------------------- #
    def jf(nd) -> dict:
        t = log.t
        return dict(mo=t.strftime("%b"), dd=t.strftime("%d"), tm=t.strftime("%H:%M:%S"), host=nd["name"])

    def cr(key: str, nd, /, **kw) -> None:
        log.step(0.05, 4)
        t = log.t
        log.emit(key, **jf(nd), jpid=nd["jpid"], td=t.strftime("%Y-%m-%d"),
                 tt=t.strftime("%H:%M:%S") + f".{t.microsecond:06d}{rng.randint(0, 999):03d}Z", **kw)

    def sd(key: str, nd, /, **kw) -> None:
        log.step(0.05, 3)
        log.emit(key, **jf(nd), **kw)

    def pm(key: str, nd, ppid: int, start: datetime, /, **kw) -> None:
        log.step(1, 40)
        t = log.t
        mono = (t - start).total_seconds()
        log.emit(key, **jf(nd), jpid=ppid, pd=t.strftime("%Y-%m-%d"),
                 pt=t.strftime("%H:%M:%S") + f".{t.microsecond:06d}{rng.randint(0, 999):03d}",
                 tz="+0000", tzn="UTC", mono=f"{mono:.6f}{rng.randint(0, 999):03d}", **kw)

    def cm(key: str, nd, cmpid: int, cid: str, /, **kw) -> None:
        log.step(0.1, 5)
        log.emit(key, **jf(nd), jpid=cmpid, cid20=cid[:20], **kw)

    def newpid(nd) -> int:
        nd["next_pid"] += rng.randint(3, 900)
        if nd["next_pid"] > 4_194_000:
            nd["next_pid"] = rng.randint(1000, 9000)
        return nd["next_pid"]

    def desc(p, c) -> str:
        return f"{p['ns']}/{p['pod']}/{c['name']}"

    def image_status(nd, img: str) -> None:
        rid = uuid4(rng)
        cr("chk", nd, image=img, id=rid)
        ii = image_info(img)
        cr("imgst", nd, imgid=ii["id"], tags=img, digests=" ".join(f"{ii['repo']}@sha256:{d}" for d in ii["digests"]),
           size=ii["size"], uid=ii["uid"], pinned=ii["pinned"], id=rid)

    def pull(nd, img: str) -> None:
        rid = uuid4(rng)
        cr("chk", nd, image=img, id=rid)
        cr("notfound", nd, image=img, id=rid)
        rid = uuid4(rng)
        cr("pulling", nd, image=img, id=rid)
        cr("trying", nd, image=img)
        ii = image_info(img)
        log.t += timedelta(seconds=rng.uniform(1.5, 25))
        cr("pulled", nd, ref=f"{ii['repo']}@sha256:{ii['digests'][0]}", id=rid)
        nd["images"].add(img)

    def cpu_time() -> str:
        """systemd format_timespan() at millisecond accuracy: 690ms, 1.234s, 2min 3.5s, 1h 2min 3.456s."""
        ms = max(1, round(rng.lognormvariate(math.log(2.0), 1.8) * 1000))
        if ms < 1000:
            return f"{ms}ms"
        sec, frac = divmod(ms, 1000)
        h, rem = divmod(sec, 3600)
        mins, sec = divmod(rem, 60)
        parts = ([f"{h}h"] if h else []) + ([f"{mins}min"] if mins else [])
        if sec or frac:
            parts.append(f"{sec}.{frac:03d}".rstrip("0").rstrip(".") + "s")
        return " ".join(parts)

    def run_sandbox(nd, p) -> str:
        rid = uuid4(rng)
        cr("run_sb", nd, ns=p["ns"], pod=p["pod"], id=rid)
        cr("gotnet_run", nd, pod=p["pod"], ns=p["ns"], sid=p["sid"], uid=p["uid"], netns=p["netns"], net=cni_net, id=rid)
        cr("adding", nd, ns=p["ns"], pod=p["pod"], net=cni_net, type=cni_type, id=rid)
        return rid

    def start_containers(nd, p, force_pull: bool = False) -> None:
        for c in p["ctrs"]:
            if c["image"] in nd["images"] and not force_pull:
                image_status(nd, c["image"])
            else:
                pull(nd, c["image"])
            rid = uuid4(rng)
            d = desc(p, c)
            cr("creating", nd, desc=d, id=rid)
            sd("sd_crio_conmon", nd, cid=c["cid"])
            log.step(20, 300)
            cr("created", nd, cid=c["cid"], desc=d, id=rid)
            rid = uuid4(rng)
            cr("starting", nd, cid=c["cid"], id=rid)
            sd("sd_libcontainer", nd, cid=c["cid"])
            log.step(10, 120)
            cr("started", nd, cpid=newpid(nd), cid=c["cid"], desc=d, id=rid, sid=p["sid"])

    def pod_start(force_pull: bool = False) -> None:
        log.tick(2.5)
        nd = node_pool.pick(rng)
        app_t = apps.pick(rng)
        p = new_pod(app_t)
        rid = run_sandbox(nd, p)
        log.step(50, 900)
        cr("ran_sb", nd, sid=p["sid"], ns=p["ns"], pod=p["pod"], id=rid)
        if force_pull:
            for c in p["ctrs"]:
                nd["images"].discard(c["image"])
        start_containers(nd, p)
        nd["running"].append(p)

    def ev_pod_start():
        pod_start()

    def ev_pod_start_pull():
        pod_start(force_pull=True)

    def stop_pod(nd, p, timeout_warn: bool = False, exitfile: bool = False) -> None:
        for c in p["ctrs"]:
            rid = uuid4(rng)
            to = rng.choice([30, 30, 30, 60, 10, 2]) if not timeout_warn else rng.choice([30, 30, 60, 10, 120, 15])
            cr("stopping_c", nd, cid=c["cid"], to=to, id=rid)
            if timeout_warn:
                log.t += timedelta(seconds=to)
                cr("stop_timeout", nd, cid=c["cid"], to=to, id=rid)
            elif exitfile:
                log.t += timedelta(minutes=2)
                cr("exitfile", nd, cid=c["cid"], id=rid)
            else:
                log.t += timedelta(milliseconds=rng.uniform(50, 4000))
            sd("sd_crio_deact", nd, cid=c["cid"])
            sd("sd_crio_cpu", nd, cid=c["cid"], cpu=cpu_time())
            cr("stopped_c", nd, cid=c["cid"], desc=desc(p, c), id=rid)
        rid = uuid4(rng)
        cr("stopping_sb", nd, sid=p["sid"], id=rid)
        cr("gotnet_stop", nd, pod=p["pod"], ns=p["ns"], sid=p["sid"], uid=p["uid"], netns=p["netns"], net=cni_net, id=rid)
        cr("deleting", nd, ns=p["ns"], pod=p["pod"], net=cni_net, type=cni_type, id=rid)
        log.step(30, 400)
        cr("stopped_sb", nd, sid=p["sid"], id=rid)
        nd["stopped"].append(p)

    def pick_running(nd):
        if not nd["running"]:
            nd["running"].append(new_pod(apps.pick(rng)))
        return nd["running"].pop(rng.randrange(len(nd["running"])))

    def ev_pod_stop():
        log.tick(2.5)
        nd = node_pool.pick(rng)
        stop_pod(nd, pick_running(nd))

    def ev_stop_timeout():
        log.tick(2.5)
        nd = node_pool.pick(rng)
        stop_pod(nd, pick_running(nd), timeout_warn=True)

    def ev_exitfile():
        log.tick(2.5)
        nd = node_pool.pick(rng)
        stop_pod(nd, pick_running(nd), exitfile=True)

    def ev_gc():
        log.tick(2.5)
        nd = node_pool.pick(rng)
        if not nd["stopped"]:
            nd["stopped"].append(new_pod(apps.pick(rng)))
        p = nd["stopped"].pop(0)
        for c in p["ctrs"]:
            rid = uuid4(rng)
            cr("removing_c", nd, cid=c["cid"], id=rid)
            cr("removed_c", nd, cid=c["cid"], desc=desc(p, c), id=rid)
        rid = uuid4(rng)
        cr("removing_sb", nd, sid=p["sid"], id=rid)
        log.step(5, 200)
        cr("removed_sb", nd, sid=p["sid"], id=rid)

    def ev_already_stopped():
        log.tick(2.5)
        nd = node_pool.pick(rng)
        if not nd["stopped"]:
            nd["stopped"].append(new_pod(apps.pick(rng)))
        p = rng.choice(nd["stopped"])
        cr("stopped_sb_already", nd, sid=p["sid"], id=uuid4(rng))

    def ev_pause_check():
        log.tick(2.5)
        image_status(node_pool.pick(rng), _PAUSE)

    def ev_image_check():
        log.tick(2.5)
        nd = node_pool.pick(rng)
        img = rng.choice(sorted(nd["images"] - {_PAUSE} - {s["image"] for s in nd["podman"].values()}) or [_PAUSE])
        image_status(nd, img)

    def ev_pull_fail():
        log.tick(2.5)
        nd = node_pool.pick(rng)
        img, err = rng.choice(_PULL_ERRORS)
        rid = uuid4(rng)
        cr("chk", nd, image=img, id=rid)
        cr("notfound", nd, image=img, id=rid)
        rid = uuid4(rng)
        cr("pulling", nd, image=img, id=rid)
        cr("trying", nd, image=img)
        log.t += timedelta(seconds=rng.uniform(0.3, 30))
        cr("pull_fail", nd, err=err, id=rid, image=img)

    def ev_cni_fail():
        log.tick(2.5)
        nd = node_pool.pick(rng)
        p = new_pod(apps.pick(rng))
        rid = uuid4(rng)
        cr("run_sb", nd, ns=p["ns"], pod=p["pod"], id=rid)
        cr("gotnet_run", nd, pod=p["pod"], ns=p["ns"], sid=p["sid"], uid=p["uid"], netns=p["netns"], net=cni_net, id=rid)
        cr("adding", nd, ns=p["ns"], pod=p["pod"], net=cni_net, type=cni_type, id=rid)
        log.step(100, 3000)
        cr("cni_fail", nd, ns=p["ns"], pod=p["pod"], net=cni_net, err=rng.choice(_CNI_ERRORS[cni_type]), id=rid)
        rid = uuid4(rng)
        cr("stopping_sb", nd, sid=p["sid"], id=rid)
        cr("gotnet_stop", nd, pod=p["pod"], ns=p["ns"], sid=p["sid"], uid=p["uid"], netns=p["netns"], net=cni_net, id=rid)
        cr("deleting", nd, ns=p["ns"], pod=p["pod"], net=cni_net, type=cni_type, id=rid)
        cr("stopped_sb", nd, sid=p["sid"], id=rid)
        nd["stopped"].append(p)

    def podman_svc(nd):
        svc = rng.choice(sorted(nd["podman"]))
        return svc, nd["podman"][svc]

    def pm_args(svc, st) -> dict:
        return dict(cid=st["cid"], image=st["image"], name=svc, unit=f"container-{svc}.service")

    def podman_restart(pull: bool) -> None:
        log.tick(2.5)
        nd = node_pool.pick(rng)
        svc, st = podman_svc(nd)
        # stop (ExecStop: podman stop ...) -- conmon notices the exit
        ppid, t0 = newpid(nd), log.t
        log.t += timedelta(milliseconds=rng.uniform(200, 10500))
        cm("cm_exit", nd, st["pid"] - 1, st["cid"], cpid=st["pid"], code=rng.choice([0, 0, 143, 137]))
        sd("sd_libpod_deact", nd, cid=st["cid"])
        pm("pm_died", nd, ppid, t0, **pm_args(svc, st))
        pm("pm_stop", nd, ppid, t0, **pm_args(svc, st))
        pm("pm_cleanup", nd, ppid, t0, **pm_args(svc, st))
        pm("pm_remove", nd, ppid, t0, **pm_args(svc, st))
        # start (ExecStart: podman run --rm -d --replace ...)
        log.step(100, 2000)
        ppid, t0 = newpid(nd), log.t
        st["cid"] = hexs(rng, 64)
        if pull:
            log.t += timedelta(seconds=rng.uniform(1, 9))
            pm("pm_pull", nd, ppid, t0, imgid=hexs(rng, 64), image=st["image"])
        pm("pm_create", nd, ppid, t0, **pm_args(svc, st))
        sd("sd_libpod_conmon", nd, cid=st["cid"])
        pm("pm_init", nd, ppid, t0, **pm_args(svc, st))
        sd("sd_libcontainer", nd, cid=st["cid"])
        cmpid = newpid(nd)
        st["pid"] = cmpid + rng.randint(1, 3)
        cm("cm_pid", nd, cmpid, st["cid"], cpid=st["pid"])
        pm("pm_start", nd, ppid, t0, **pm_args(svc, st))

    def ev_podman_restart():
        podman_restart(pull=False)

    def ev_podman_update():
        # podman auto-update: pull the newer image, then the unit restarts
        podman_restart(pull=True)

    def ev_podman_fail():
        log.tick(2.5)
        nd = node_pool.pick(rng)
        svc, st = podman_svc(nd)
        ppid, t0 = newpid(nd), log.t
        cid = hexs(rng, 64)
        a = dict(cid=cid, image=st["image"], name=svc, unit=f"container-{svc}.service")
        pm("pm_create", nd, ppid, t0, **a)
        sd("sd_libpod_conmon", nd, cid=cid)
        cmpid = newpid(nd)
        err = rng.choice([
            'runc create failed: unable to start container process: exec: "/docker-entrypoint.sh": permission denied',
            "runc create failed: unable to start container process: error during container init: error mounting "
            f"\"/etc/{svc}/{svc}.cfg\" to rootfs at \"/usr/local/etc/{svc}/{svc}.cfg\": mount /etc/{svc}/{svc}.cfg:/usr/local/etc/{svc}/{svc}.cfg (via /proc/self/fd/6), flags: 0x5001: not a directory",
        ])
        cm("cm_stderr", nd, cmpid, cid, err=err)
        cm("cm_fail", nd, cmpid, cid, code=1)
        pm("pm_cleanup", nd, ppid, t0, **a)
        pm("pm_remove", nd, ppid, t0, **a)

    def ev_crio_restart():
        log.tick(2.5)
        nd = node_pool.pick(rng)
        nd["jpid"] = newpid(nd)
        log.t += timedelta(seconds=rng.uniform(1, 4))
        cr("crio_start", nd, ver=crio_ver[0], git=crio_ver[1])
        cr("hugetlb", nd)
        cr("conmon_exe", nd, path="/usr/libexec/crio/conmon" if rng.random() < 0.5 else "/usr/bin/conmon")
        cr("found_cni", nd, net=cni_net, type=cni_type, path=cni_file)
        cr("upd_cni", nd, net=cni_net)
        for p in nd["stopped"][:rng.randint(1, 3)] or [new_pod(apps.pick(rng))]:
            cr("restore", nd, sid=p["sid"], netns=p["netns"])
        log.step(200, 2000)
        cr("metrics", nd, port=9537)

    kinds = [
        ("pause_check", 1.0, ev_pause_check),
        ("image_check", 0.35, ev_image_check),
        ("already_stopped", 0.25, ev_already_stopped),
        ("pod_start", 0.11, ev_pod_start),
        ("pod_stop", 0.09, ev_pod_stop),
        ("gc", 0.07, ev_gc),
        ("pod_start_pull", 0.02, ev_pod_start_pull),
        ("podman_restart", 0.012, ev_podman_restart),
        ("stop_timeout", 0.008, ev_stop_timeout),
        ("podman_update", 0.004, ev_podman_update),
        ("pull_fail", 0.005, ev_pull_fail),
        ("cni_fail", 0.003, ev_cni_fail),
        ("exitfile", 0.002, ev_exitfile),
        ("podman_fail", 0.002, ev_podman_fail),
        ("crio_restart", 0.001, ev_crio_restart),
    ]
    return drive(log, kinds, filler=ev_already_stopped)


# --------------------------------------------------------------------------- #
FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("uwsgi", make_uwsgi),
    ("monolog", make_monolog),
    ("crio", make_crio),
]


def _self_check() -> None:
    for name, make in FORMATS:
        templates: set[str] = set()
        bad_levels: set[str] = set()
        samples = []
        for seed in range(5):
            rows = make(random.Random(seed))
            assert len(rows) == N_ROWS, (name, seed, len(rows))
            again = make(random.Random(seed))
            assert rows == again, f"{name}: not a pure function of the seed"
            for r in rows:
                assert set(r) == {"line", "template", "level"}
                assert r["level"] in LEVELS
                assert "\n" not in r["line"] and "\r" not in r["line"]
                rx = "^" + ".+?".join(re.escape(p) for p in r["template"].split("<*>")) + "$"
                assert re.fullmatch(rx, r["line"], re.S), f"{name} seed {seed}: line does not match template\n{r['line']}\n{r['template']}"
                templates.add(r["template"])
                if r["level"] in ("WARN", "ERROR", "FATAL"):
                    bad_levels.add(r["template"])
            if seed == 0:
                samples = [rows[i] for i in (0, len(rows) // 2, len(rows) - 1)]
        print(f"== {name}: {len(templates)} distinct templates, {len(bad_levels)} WARN/ERROR/FATAL templates")
        for s in samples:
            print("   ", s["level"], "|", s["line"][:300])


if __name__ == "__main__":
    _self_check()
