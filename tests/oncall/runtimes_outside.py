"""Realistic log corpora with ground-truth templates for testing a log "fold".

Formats (each ``make(rng)`` returns exactly 2000 rows, time-ordered, deterministic per seed):
  1. mysql8_error - MySQL 8.0.36 error log ``TS THREAD [Prio] [MY-nnnnnn] [Subsys] msg``: start/stop
     sequences, aborted connections, access denied, DNS warnings, InnoDB page cleaner, InnoDB
     deadlock dumps (continuation lines without prefix), replica I/O + SQL thread errors.
  2. go_stdlib - Go ``log`` with Lshortfile ``2024/05/01 08:00:00 file.go:NN: msg`` mixed with plain
     ``2024/05/01 08:00:00 msg`` (net/http ErrorLog); messages sometimes carry ``[ERROR]``, ``[INFO]``,
     ``WARN:``; a recovered handler panic ("http: panic serving") dumps a goroutine trace.
  3. rust_tracing - env_logger ``[TS LEVEL target] msg`` (level left-padded to 5) mixed with
     tracing_subscriber fmt ``TS LEVEL spans: target: msg k=v`` (level right-aligned); sqlx query
     summaries followed by the pretty-printed SQL on the next physical lines.
  4. dmesg - ``[%5lu.%06lu] msg``: boot, USB hot-plug (HID + mass storage), ext4, NIC link up/down,
     docker veth/bridge, UFW blocks, apparmor/seccomp audit, segfault + ``Code:``, OOM-killer report,
     I/O errors, NETDEV WATCHDOG splat.
  5. fail2ban - ``%(asctime)s %(name)-24s[%(process)d]: %(levelname)-7s %(message)s``; Found/Ban/Unban
     simulated with maxretry/findtime/bantime + recidive, restart with Flush/Restore Ban, iptables
     ERROR block, rare WARNINGs.
  6. winston_json - one JSON object per line; key order fixed per call site but different between
     call sites, nested metadata, morgan ``http`` lines, errors with ``"stack"``
     strings holding ``\\n`` escapes (still one physical line).

Truth conventions:
  * ``template`` = the whole physical line with each variable replaced by ``<*>``; constant text
    (level token, MY- code, logger/target name, file:line call site, JSON keys, constant JSON
    values) kept literally.  Two rows share a template exactly when the strings are equal.
  * Variables: anything drawn from a pool, digits or not (users, hosts, dbs, paths, services,
    jails, devices, interfaces, drivers, URLs, program names, topics, error strings passed as
    parameters), plus numbers, hex, UUIDs, IPs, ports, durations, sizes, timestamps, ids.
  * Template-distinguishing constants: the message text plus few-valued words that change meaning,
    written literally: HTTP method, Ban/Unban/Restore Ban, link Up/Down, bridge port state
    (blocking/disabled/forwarding), promiscuous entered/left, ro vs r/w, op READ vs WRITE,
    apparmor="DENIED" vs "STATUS", PROTO=TCP vs UDP, MySQL "using password: YES" vs "NO".
  * Absent fields (``-`` content length, empty ``OUT=``, empty replication channel ``''``) are just
    values of their variable, never a template of their own.
  * Multi-line messages: one row per physical line; continuation lines have their own templates.
  * Levels: what the physical line shows, mapped: MySQL System/Note->INFO, Warning->WARN;
    fail2ban NOTICE->INFO, WARNING->WARN; TRACE->DEBUG; winston http->INFO, verbose/silly->DEBUG;
    Go ``[ERROR]``/``WARN:``/``[INFO]`` markers; "-" for continuation lines and unlevelled lines.

Judgement calls:
  * mysql: aborted-connection reason "(Got timeout reading ...)" is an error-string parameter ->
    variable (3 values); "*** (1) TRANSACTION:" vs "(2)" -> number is a variable; the SHUTDOWN
    user (incl. ``<via user signal>``) is a variable; MY-010584 carries two different messages
    (replica I/O reconnect vs SQL worker failure) -> two templates; deadlock-dump SQL lines are
    templated per statement shape (literals masked).
  * go: panic message is a variable error string; goroutine frames: function/path constant,
    args and +0x offsets variable.  log.Fatal-style and net/http lines show no level -> "-".
  * rust: sqlx pretty SQL lines are constant text (e.g. "WHERE" from two queries is one template
    since the lines are identical); the blank line sqlx prints before the SQL is omitted; HTTP
    version in the request span (2 values) and tower_http ``classification=`` are variables.
  * dmesg: plain dmesg shows no level -> "-", except lines leading with an explicit severity tag:
    ``EXT4-fs error`` -> ERROR, ``EXT4-fs warning`` / ``WARNING: CPU:`` -> WARN (OOM, segfault,
    "I/O error" stay "-").  dev_printk prefix (driver PCI-addr iface) is variable; USB speed
    (high/full/SuperSpeed) and HID kind (Keyboard/Mouse) are few-valued variables (%s params).
  * fail2ban: backend in "Jail 'x' uses pyinotify {}" (2 values) and action name are variables;
    the setting name in "  maxRetry: 5" is constant (different messages).
  * winston: ``service`` is a few-valued variable (4); the express error handler logs the error
    text itself as ``message`` (fully variable; the template is carried by keys + stack).
"""
from __future__ import annotations

import json
import random
import re
from datetime import datetime, timedelta, timezone
from typing import Callable

N = 2000
BASE = datetime(2024, 5, 1, 8, 0, 0, tzinfo=timezone.utc)
_PH = re.compile(r"\$\{(\w+)\}")

def F(fmt: str, **kv) -> tuple[str, str]:
    """Fill ``${name}`` placeholders; return (line, template with <*>)."""
    return _PH.sub(lambda m: str(kv[m.group(1)]), fmt), _PH.sub("<*>", fmt)

_LAST = [0.0]  # latest line time emitted so far (keeps multi-line events and later events in time order)

def _dt(t: float, track: bool = True) -> datetime:
    _LAST[0] = max(_LAST[0], t) if track else _LAST[0]
    return BASE + timedelta(seconds=t)

def ts_iso6(t): return _dt(t).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
def ts_sec(t): return _dt(t).strftime("%Y-%m-%dT%H:%M:%SZ")
def ts_go(t): return _dt(t).strftime("%Y/%m/%d %H:%M:%S")
def ts_plain(t): return _dt(t, False).strftime("%Y-%m-%d %H:%M:%S")  # embedded values only
def ts_py(t): d = _dt(t); return d.strftime("%Y-%m-%d %H:%M:%S,") + f"{d.microsecond // 1000:03d}"
def ts_ms(t): d = _dt(t); return d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{d.microsecond // 1000:03d}Z"

def _drive(rng, common, rare=(), first=(), gap=5.0, pre=None, t0=0.0):
    """common: [(weight, fn)]; rare: [((lo, hi), fn)] scheduled lo..hi times at random rows;
    first: fns emitted at the start.  fn(rng, t) -> [(line, template, level)]."""
    rows: list[dict[str, str]] = []
    def add(evs): rows.extend({"line": a, "template": b, "level": c} for a, b, c in evs)
    sched = []
    for (lo, hi), fn in rare:
        for _ in range(rng.randint(lo, hi)): sched.append((rng.randrange(60, N - 250), len(sched), fn))
    sched.sort()
    t = _LAST[0] = t0
    for fn in first:
        add(fn(rng, t))
        t = max(t, _LAST[0]) + rng.uniform(0.5, 3.0)
    ws, fs, i = [w for w, _ in common], [f for _, f in common], 0
    while len(rows) < N:
        t += rng.expovariate(1.0 / gap)
        add(pre(rng, t) if pre else [])
        if i < len(sched) and len(rows) >= sched[i][0]: add(sched[i][2](rng, t)); i += 1
        else:
            add(rng.choices(fs, ws)[0](rng, t))
        t = max(t, _LAST[0])
    return rows[:N]

# ---------------------------------------------------------------- shared pools
USERS = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy", "mallory", "oscar", "peggy", "trent", "walter", "deploy", "svc_backup", "app_user2", "report01", "etl7"]
HOSTNAMES = ["db-primary", "db-replica", "web01", "web02", "api-gateway", "cache", "worker-3", "ingest", "billing", "auth", "search-a", "metrics", "frontend", "mail", "bastion"]
DBS = ["shop", "analytics", "users", "billing", "wordpress", "app_prod", "crm2", "inventory", "sessions", "reporting", "ledger"]
PROGS = ["php-fpm8.2", "node", "python3", "chrome", "nginx", "java", "myprog", "gnome-shell", "Xwayland", "containerd-shim", "ffmpeg", "vlc", "postgres"]
TOPICS = ["events", "clicks", "orders", "audit", "payments", "telemetry", "signups", "logs2", "pageviews", "invoices"]

def hexs(r, n): return "".join(r.choice("0123456789abcdef") for _ in range(n))
def ip4(r): return f"{r.choice([45, 61, 89, 103, 115, 141, 185, 193, 203, 218, 222])}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
def lan(r): return f"10.{r.randint(0, 3)}.{r.randint(0, 255)}.{r.randint(2, 254)}"
def uuid4(r): h = hexs(r, 32); return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"

def api_path(r):
    return r.choice([lambda: f"/api/v1/users/{r.randint(1, 99999)}", lambda: "/api/v1/orders", lambda: f"/api/v1/orders/{uuid4(r)}", lambda: "/healthz", lambda: "/metrics",
        lambda: f"/api/v1/products?page={r.randint(1, 40)}", lambda: "/login",
        lambda: f"/api/v1/users/{r.randint(1, 99999)}/avatar", lambda: "/static/js/app.js",
        lambda: f"/api/v1/search?q={r.choice(['shoes', 'red+hat', 'laptop', 'desk', 'tv'])}",
        lambda: "/api/v1/cart", lambda: f"/api/v2/invoices/{r.randint(1000, 9999)}"])()

def go_dur(r):
    k = r.random()
    if k < 0.3: return f"{r.uniform(40, 999):.1f}µs"
    if k < 0.95: return f"{r.uniform(1, 900):.6f}".rstrip("0").rstrip(".") + "ms"
    return f"{r.uniform(1, 9):.7f}".rstrip("0") + "s"

# ---------------------------------------------------------------- 1. mysql8_error
def make_mysql(rng: random.Random):
    LV = {"System": "INFO", "Note": "INFO", "Warning": "WARN", "ERROR": "ERROR"}
    st = {"cid": rng.randint(8, 40), "ver": "8.0.36", "pos": rng.randint(10**5, 10**7), "log": rng.randint(10, 200)}
    users = USERS + ["root", "app", "repl", "debian-sys-maint", "grafana"]
    def my(t, tid, prio, code, sub, fmt, **kv): return (*F("${ts} ${tid} [" + prio + "] [" + code + "] [" + sub + "] " + fmt, ts=ts_iso6(t), tid=tid, **kv), LV[prio])
    def cont(fmt, **kv): return (*F(fmt, **kv), "-")
    def conn():
        st["cid"] += rng.randint(1, 6)
        return st["cid"]
    def host(r):
        k = r.random()
        return "localhost" if k < 0.15 else (r.choice(HOSTNAMES) if k < 0.4 else lan(r))
    src = lambda r: dict(u="repl", h="10.0.0.2", p=3306, ch=r.choice(["", "", "", "src_eu"]))
    def replica_connected(r, t):
        return [my(t, conn(), "System", "MY-010562", "Repl", "Replica I/O thread for channel '${ch}': connected to source '${u}@${h}:${p}',"
                   "replication started in log '${log}' at position ${pos}",
                   log=f"binlog.{st['log']:06d}", pos=st["pos"], **src(r))]
    def startup(r, t):
        v = st["ver"]
        return [my(t, 0, "System", "MY-010116", "Server", "/usr/sbin/mysqld (mysqld ${v}) starting as process ${pid}", v=v, pid=r.randint(900, 30000)),
                my(t + 0.02, 1, "System", "MY-013576", "InnoDB", "InnoDB initialization has started."),
                my(t + 0.9, 1, "System", "MY-013577", "InnoDB", "InnoDB initialization has ended."),
                my(t + 1.2, 0, "Warning", "MY-010068", "Server", "CA certificate ${ca} is self signed.", ca="ca.pem"),
                my(t + 1.21, 0, "System", "MY-013602", "Server", "Channel mysql_main configured to support TLS. Encrypted connections are now supported for this channel."),
                my(t + 1.22, 0, "Warning", "MY-011810", "Server", "Insecure configuration for --pid-file: Location '${d}' in the path is accessible to all OS users. Consider choosing a different directory.", d="/var/run/mysqld"),
                my(t + 1.3, 0, "System", "MY-011323", "Server", "X Plugin ready for connections. Bind-address: '${b}' port: ${p}, socket: ${s}", b="::", p=33060, s="/var/run/mysqld/mysqlx.sock"),
                my(t + 1.31, 0, "System", "MY-010931", "Server", "/usr/sbin/mysqld: ready for connections. Version: '${v}'  socket: '${s}'  port: ${p}  MySQL Community Server - GPL.", v=v, s="/var/run/mysqld/mysqld.sock", p=3306),
                my(t + 1.4, conn(), "Warning", "MY-010897", "Repl", "Storing MySQL user name or password information in the connection metadata repository is not secure and is therefore not recommended. Please consider using the USER and PASSWORD connection options for START REPLICA; see the 'START REPLICA Syntax' in the MySQL Manual for more information.")
                ] + replica_connected(r, t + 1.45)
    def restart(r, t):
        out = [my(t, 0, "System", "MY-013172", "Server", "Received SHUTDOWN from user ${who}. Shutting down mysqld (Version: ${v}).", who=r.choice(["<via user signal>", "root"]), v=st["ver"])]
        for _ in range(r.randint(1, 3)):
            out.append(my(t + 0.3, 0, "Warning", "MY-010909", "Server", "/usr/sbin/mysqld: Forcing close of thread ${n}  user: '${u}'.", n=conn(), u=r.choice(users)))
        out.append(my(t + 2.5, 0, "System", "MY-010910", "Server", "/usr/sbin/mysqld: Shutdown complete (mysqld ${v})  MySQL Community Server - GPL.", v=st["ver"]))
        st["cid"] = r.randint(8, 20)
        return out + startup(r, t + 6)
    def aborted(r, t):
        c = conn()
        return [my(t, c, "Note", "MY-010914", "Server", "Aborted connection ${c} to db: '${db}' user: '${u}' host: '${h}' (${why}).",
                   c=c, db=r.choice(DBS + ["unconnected"] * 4), u=r.choice(users), h=host(r),
                   why=r.choice(["Got an error reading communication packets", "Got timeout reading communication packets", "Got an error writing communication packets"]))]
    def denied(pw): return lambda r, t: [my(t, conn(), "Note", "MY-010926", "Server", "Access denied for user '${u}'@'${h}' (using password: " + pw + ")", u=r.choice(users), h=host(r))]
    def unresolved(r, t):
        return [my(t, conn(), "Warning", "MY-010055", "Server", "IP address '${ip}' could not be resolved: ${e}", ip=r.choice([lan(r), ip4(r)]),
                   e=r.choice(["Name or service not known", "Temporary failure in name resolution"]))]
    def native_pw(r, t):
        return [my(t, conn(), "Warning", "MY-013360", "Server", "Plugin mysql_native_password reported: ''mysql_native_password' is deprecated and will be removed in a future release. Please use caching_sha2_password instead'")]
    def page_cleaner(r, t):
        return [my(t, 0, "Note", "MY-011953", "InnoDB", "Page cleaner took ${ms}ms to flush ${n} and evict ${e} pages",
                   ms=r.randint(4001, 19000), n=r.randint(100, 4000), e=r.choice([0, 0, 0, 0, r.randint(1, 300)]))]
    stmts = [("UPDATE `orders` SET `status` = '${v}' WHERE `id` = ${n}", lambda r: r.choice(["paid", "shipped", "cancelled", "refunded"])),
             ("SELECT * FROM `inventory` WHERE `sku` = '${v}' FOR UPDATE", lambda r: f"SKU-{r.randint(1000, 99999)}"),
             ("DELETE FROM `sessions` WHERE `user_id` = ${n} AND `expires_at` < '${v}'", lambda r: ts_plain(r.uniform(0, 9e4)))]
    def deadlock(r, t):
        tid = conn()
        out = [my(t, tid, "Note", "MY-012468", "InnoDB", "Transactions deadlock detected, dumping detailed information.")]
        db, tbl = r.choice(DBS), r.choice(["orders", "inventory", "sessions", "payments"])
        for k in (1, 2):
            sql, val = r.choice(stmts)
            trx = r.randint(10**6, 10**8)
            out += [my(t, tid, "Note", "MY-012469", "InnoDB", "*** (${k}) TRANSACTION:", k=k),
                    cont("TRANSACTION ${trx}, ACTIVE ${s} sec starting index read", trx=trx, s=r.randint(0, 9)),
                    cont("mysql tables in use ${a}, locked ${b}", a=r.randint(1, 3), b=r.randint(1, 3)),
                    cont("LOCK WAIT ${a} lock struct(s), heap size ${h}, ${b} row lock(s)", a=r.randint(2, 6), h=r.choice([1128, 1136, 2296]), b=r.randint(1, 9)),
                    cont("MySQL thread id ${tid}, OS thread handle ${oh}, query id ${q} ${h} ${u} ${s}", tid=r.randint(9, 9999), oh=r.randint(10**14, 10**15),
                         q=r.randint(10**3, 10**7), h=host(r), u=r.choice(users), s=r.choice(["updating", "statistics", "executing"])),
                    cont(sql, v=val(r), n=r.randint(1, 10**6)),
                    my(t, tid, "Note", "MY-012469", "InnoDB", "*** (${k}) WAITING FOR THIS LOCK TO BE GRANTED:", k=k),
                    cont("RECORD LOCKS space id ${a} page no ${b} n bits ${c} index PRIMARY of table `${db}`.`${tb}` trx id ${trx} lock_mode X locks rec but not gap waiting",
                         a=r.randint(2, 400), b=r.randint(3, 9000), c=r.choice([72, 80, 144, 200]), db=db, tb=tbl, trx=trx)]
        out.append(my(t, tid, "Note", "MY-012469", "InnoDB", "*** WE ROLL BACK TRANSACTION (${k})", k=2))
        return out
    def repl_outage(r, t):
        out = []
        for k in range(1, r.randint(2, 3) + 1):
            s = src(r)
            out.append(my(t + 60 * (k - 1), st["cid"], "ERROR", "MY-010584", "Repl",
                          "Replica I/O for channel '${ch}': error reconnecting to source '${u}@${h}:${p}' - retry-time: ${rt} retries: ${k} message: Can't connect to MySQL server on '${h2}:${p2}' (${e}), Error_code: MY-002003",
                          rt=60, k=k, h2=s["h"], p2=s["p"], e=r.choice([111, 113, 110]), **s))
        return out + replica_connected(r, t + 60 * len(out))
    def sql_thread_fail(r, t):
        lg = f"binlog.{st['log']:06d}"
        return [my(t, st["cid"], "ERROR", "MY-010584", "Repl", "Replica SQL for channel '${ch}': Worker ${w} failed executing transaction 'ANONYMOUS' at source log ${lg}, end_log_pos ${p}; Could not execute Write_rows event on table ${db}.${tb}; Duplicate entry '${n}' for key '${tb2}.PRIMARY', Error_code: 1062; handler error HA_ERR_FOUND_DUPP_KEY; the event's source log ${lg2}, end_log_pos ${p2}, Error_code: MY-001062",
                   ch="", w=r.randint(1, 4), lg=lg, p=st["pos"], db=r.choice(DBS), tb="orders", n=r.randint(1, 10**6), tb2="orders", lg2=lg, p2=st["pos"]),
                my(t + 0.01, st["cid"], "ERROR", "MY-010586", "Repl", "Error running query, replica SQL thread aborted. Fix the problem, and restart the replica SQL thread with \"START REPLICA\". We stopped at log '${lg}' position ${p}", lg=lg, p=st["pos"] - r.randint(100, 900))]
    def ts_pair(r, t):
        return [my(t, 0, "Warning", "MY-010956", "Server", "Invalid replication timestamps: original commit timestamp is more recent than the immediate commit timestamp. This may be an issue if delayed replication is active. Make sure that servers have their clocks set to the correct time. No further message will be emitted until after timestamps become valid again."),
                my(t + r.uniform(5, 90), 0, "Warning", "MY-010957", "Server", "The replication timestamps have returned to normal values.")]
    def os_err(r, t):
        n = r.choice([28, 13, 24])
        return [my(t, 0, "ERROR", "MY-012592", "InnoDB", "Operating system error number ${n} in a file operation.", n=n),
                my(t, 0, "ERROR", "MY-012596", "InnoDB", "Error number ${n} means '${m}'", n=n, m={28: "No space left on device", 13: "Permission denied", 24: "Too many open files"}[n])]
    def evsched(r, t): return [my(t, conn(), "System", "MY-010051", "Server", "Event Scheduler: scheduler thread started with id ${n}", n=st["cid"])]
    common = [(30, aborted), (10, denied("YES")), (3, denied("NO")), (9, unresolved), (7, native_pw), (7, page_cleaner), (0.6, deadlock)]
    rare = [((1, 1), restart), ((1, 1), repl_outage), ((1, 1), sql_thread_fail), ((1, 2), ts_pair), ((1, 1), os_err), ((2, 3), evsched)]
    return _drive(rng, common, rare, first=[startup], gap=40.0)

# ---------------------------------------------------------------- 2. go_stdlib
def make_go(rng: random.Random):
    def g(t, fmt, lvl="-", **kv): return (*F("${ts} " + fmt, ts=ts_go(t), **kv), lvl)
    def cont(fmt, **kv): return (*F(fmt, **kv), "-")
    hp = lambda r: f"0xc{hexs(r, 9)}"
    def access(method):
        return lambda r, t: [g(t, "middleware.go:27: " + method + " ${p} ${s} ${d}", p=api_path(r),
                               s=r.choice([200] * 12 + [201, 204, 301, 304, 400, 401, 403, 404, 404, 500]), d=go_dur(r))]
    kinds = ["send_email", "resize_image", "sync_inventory", "generate_invoice", "webhook", "export_csv", "notify_slack"]
    errs = ["context deadline exceeded", "dial tcp 10.0.3.7:6379: connect: connection refused", "unexpected EOF",
            "smtp: 421 4.7.0 Try again later", "http: server closed idle connection", "i/o timeout"]
    pqerr = ['pq: duplicate key value violates unique constraint "users_email_key"', "pq: canceling statement due to statement timeout",
             "driver: bad connection", 'pq: deadlock detected', "sql: no rows in result set", 'pq: relation "audit_log" does not exist']
    tlserr = ["EOF", "remote error: tls: bad certificate", "tls: first record does not look like a TLS handshake",
              "tls: client offered only unsupported versions: [302 301]", "acme/autocert: missing server name",
              "remote error: tls: unknown certificate authority", "read tcp 10.0.0.4:443->{}: read: connection reset by peer"]
    def job(r, t): return [g(t, "worker.go:118: processed job ${id} (${k}) in ${d}", id=r.randint(10**5, 10**7), k=r.choice(kinds), d=go_dur(r))]
    def job_warn(r, t):
        m = r.randint(3, 5)
        return [g(t, "worker.go:131: WARN: job ${id} failed (attempt ${a}/${m}): ${e}", "WARN", id=r.randint(10**5, 10**7), a=r.randint(1, m), m=m, e=r.choice(errs))]
    def cache(r, t): return [g(t, "cache.go:53: cache miss for key ${k}", k=r.choice(["user:", "session:", "product:", "cart:"]) + str(r.randint(1, 99999)))]
    def tls(r, t):
        e = r.choice(tlserr).replace("{}", f"{ip4(r)}:{r.randint(1024, 65535)}")
        return [g(t, "http: TLS handshake error from ${ip}:${p}: ${e}", ip=ip4(r), p=r.randint(1024, 65535), e=e)]
    def dberr(r, t): return [g(t, "db.go:77: [ERROR] query failed: ${e}", "ERROR", e=r.choice(pqerr))]
    def cron(r, t): return [g(t, "scheduler.go:40: [INFO] running cron task ${k}", "INFO", k=r.choice(["cleanup_sessions", "refresh_rates", "rotate_keys", "send_digest", "vacuum", "reindex"]))]
    def login_ok(r, t): return [g(t, "auth.go:88: user ${u} logged in from ${ip}", u=r.choice(USERS), ip=r.choice([ip4(r), lan(r)]))]
    def login_bad(r, t): return [g(t, "auth.go:92: login failed for user ${u} from ${ip}", u=r.choice(USERS + ["admin", "root", "test"]), ip=ip4(r))]
    def metrics(r, t): return [g(t, "[INFO] metrics: goroutines=${n} heap_alloc=${h}MB gc_cycles=${c}", "INFO", n=r.randint(12, 900), h=r.randint(8, 600), c=r.randint(1, 9000))]
    def startup(r, t):
        return [g(t, "main.go:31: loading config from ${p}", p=r.choice(["/etc/shopd/config.yaml", "/app/config/prod.yaml", "config.yaml"])),
                g(t, "db.go:41: connected to postgres at ${h}:${p}/${d}", h=r.choice(["db-primary", "pg-main-1", "10.0.1.5"]), p=5432, d=r.choice(DBS)),
                g(t, "starting server on ${a}", a=r.choice([":8080", "0.0.0.0:8443"]))]
    def restart(r, t): return [g(t, "main.go:77: received signal ${s}, shutting down", s=r.choice(["terminated", "interrupt"])), g(t + 1, "server exited properly")] + startup(r, t + 4)
    def deprecated(r, t):
        k = r.choice([("smtp_host", "mail.host"), ("redis_url", "cache.url"), ("db_dsn", "database.url")])
        return [g(t, "main.go:58: WARN: config key ${a} is deprecated, use ${b}", "WARN", a=k[0], b=k[1])]
    def accept_err(r, t): return [g(t, "http: Accept error: accept tcp [::]:8080: accept4: too many open files; retrying in ${ms}ms", ms=r.choice([5, 10, 20, 40, 80]))]
    def charge_err(r, t):
        return [g(t, "payments.go:211: [ERROR] charge ${id} failed for customer ${c}: ${e}", "ERROR", id="ch_" + hexs(r, 16), c="cus_" + hexs(r, 10),
                  e=r.choice(["card_declined: insufficient_funds", "rate_limit: too many requests", "api_connection_error: EOF"]))]
    def panic_serving(r, t):
        gid = r.randint(100, 90000)
        return [g(t, "http: panic serving ${ip}:${p}: ${e}", ip=r.choice([ip4(r), lan(r)]), p=r.randint(1024, 65535),
                  e=r.choice(["runtime error: invalid memory address or nil pointer dereference", "runtime error: index out of range [3] with length 3"])),
                cont("goroutine ${n} [running]:", n=gid),
                cont("net/http.(*conn).serve.func1()"),
                cont("\t/usr/local/go/src/net/http/server.go:1898 +${o}", o="0x" + hexs(r, 2)),
                cont("panic({${a}?, ${b}?})", a="0x" + hexs(r, 6), b="0x" + hexs(r, 6)),
                cont("\t/usr/local/go/src/runtime/panic.go:770 +${o}", o="0x" + hexs(r, 3)),
                cont("main.(*OrderHandler).Get(${a}, {${b}, ${c}}, ${d})", a=hp(r), b="0x" + hexs(r, 6), c=hp(r), d=hp(r)),
                cont("\t/app/internal/api/orders.go:143 +${o}", o="0x" + hexs(r, 2)),
                cont("net/http.HandlerFunc.ServeHTTP(${a}, {${b}, ${c}}, ${d})", a="0x" + hexs(r, 6), b="0x" + hexs(r, 6), c=hp(r), d=hp(r)),
                cont("\t/usr/local/go/src/net/http/server.go:2166 +${o}", o="0x" + hexs(r, 2)),
                cont("created by net/http.(*Server).Serve in goroutine ${n}", n=r.randint(1, 40)),
                cont("\t/usr/local/go/src/net/http/server.go:3285 +${o}", o="0x" + hexs(r, 3))]
    common = [(30, access("GET")), (8, access("POST")), (2, access("PUT")), (1, access("DELETE")),
              (10, job), (2.5, job_warn), (6, cache), (4, tls), (1, dberr), (3, cron), (2, login_ok),
              (1.5, login_bad), (2, metrics)]
    rare = [((1, 1), restart), ((2, 2), deprecated), ((3, 3), accept_err), ((1, 2), charge_err), ((1, 2), panic_serving)]
    return _drive(rng, common, rare, first=[startup], gap=3.0)

# ---------------------------------------------------------------- 3. rust_tracing
def make_rust(rng: random.Random):
    MAP = {"TRACE": "DEBUG", "DEBUG": "DEBUG", "INFO": "INFO", "WARN": "WARN", "ERROR": "ERROR"}
    def el(t, lvl, target, fmt, **kv):  # env_logger
        return (*F("[${ts} " + f"{lvl:<5} {target}] " + fmt, ts=ts_sec(t), **kv), MAP[lvl])
    def tr(t, lvl, spans, target, fmt, **kv):  # tracing_subscriber fmt
        return (*F("${ts} " + f"{lvl:>5} " + spans + target + ": " + fmt, ts=ts_iso6(t), **kv), MAP[lvl])
    def cont(s): return (s, s, "-")
    def elapsed(r): return f"{r.uniform(80, 999):.3f}µs" if r.random() < 0.6 else f"{r.uniform(1, 80):.3f}ms"
    queries = [("SELECT id, email, created_at …", ["SELECT", "  id,", "  email,", "  created_at", "FROM", "  users", "WHERE", "  id = $1"]),
               ("INSERT INTO events (source, kind, …", ["INSERT INTO", "  events (source, kind, payload, received_at)", "VALUES", "  ($1, $2, $3, $4)"]),
               ("UPDATE consumer_offsets SET offset = …", ["UPDATE", "  consumer_offsets", "SET", "  offset = $1", "WHERE", "  topic = $2", "  AND partition = $3"])]
    def sqlx(r, t):
        q, lines = r.choices(queries, [3, 5, 2])[0]
        return [el(t, "INFO", "sqlx::query", q + "; rows affected: ${a}, rows returned: ${b}, elapsed: ${e}",
                   a=r.choice([0, 1, r.randint(2, 500)]), b=r.choice([0, 1, r.randint(2, 50)]), e=elapsed(r))] + [cont(s) for s in lines]
    def hyper(fmt, lvl="DEBUG", target="hyper::proto::h1::io", gen=None): return lambda r, t: [el(t, lvl, target, fmt, **(gen(r) if gen else {}))]
    span = "request{method=${M} uri=${uri} version=${v}}: "
    def req(method):
        def f(r, t):
            kv = dict(uri=api_path(r), v=r.choice(["HTTP/1.1", "HTTP/1.1", "HTTP/2.0"]))
            sp = span.replace("${M}", method)
            return [tr(t, "DEBUG", sp, "tower_http::trace::on_request", "started processing request", **kv),
                    tr(t + r.uniform(0.0005, 0.2), "INFO", sp, "tower_http::trace::on_response", "finished processing request latency=${l} ms status=${s}",
                       l=r.randint(0, 400), s=r.choice([200] * 8 + [201, 204, 404, 400]), **kv)]
        return f
    def req_fail(r, t):
        kv = dict(uri=api_path(r), v="HTTP/1.1")
        sp = span.replace("${M}", r.choice(["GET", "POST"]))
        return [tr(t, "ERROR", sp, "tower_http::trace::on_failure", "response failed classification=${c} latency=${l} ms",
                   c=r.choice(["Status code: 500 Internal Server Error", "Status code: 503 Service Unavailable"]), l=r.randint(1, 30000), **kv)]
    def mio(r, t):
        return [el(t, "TRACE", "mio::poll", "registering event source with poller: token=Token(${n}), interests=${i}",
                   n=r.randint(0, 4000), i=r.choice(["READABLE | WRITABLE", "READABLE", "WRITABLE"]))]
    def commit(r, t): return [el(t, "INFO", "ingestd::consumer", "committed offsets for partition ${p} of topic ${tp} up to ${o}", p=r.randint(0, 11), tp=r.choice(TOPICS), o=r.randint(10**4, 10**8))]
    def lag(r, t):
        return [el(t, "WARN", "ingestd::consumer", "consumer lag on ${tp}/${p} is ${n} messages, above threshold ${th}", tp=r.choice(TOPICS), p=r.randint(0, 11), n=r.randint(10001, 900000), th=10000)]
    def flush(r, t):
        return [tr(t, "INFO", "run{worker=${w}}:flush: ", "ingestd::worker", "batch flushed rows=${n} elapsed_ms=${ms}",
                   w=r.choice(["ingest-1", "ingest-2", "ingest-3", "backfill", "replay"]), n=r.randint(1, 5000), ms=r.randint(1, 900))]
    def retry(r, t):
        return [tr(t, "WARN", "", "ingestd::retry", "retrying request attempt=${a} backoff_ms=${b} error=${e}", a=r.randint(1, 5), b=r.choice([100, 200, 400, 800, 1600]),
                   e=r.choice(["connection reset by peer (os error 104)", "operation timed out", "error trying to connect: dns error: failed to lookup address information: Name or service not known",
                               "broken pipe (os error 32)", "HTTP status server error (503 Service Unavailable) for url (http://schema-registry:8081/subjects)"]))]
    def pool(r, t):
        return [tr(t, "DEBUG", "", "hyper::client::pool", "reuse idle connection for (\"${s}\", ${h})", s=r.choice(["http", "https"]), h=r.choice(["schema-registry:8081", "localhost:9200", "auth:8080", "metrics:9091", "api.stripe.com"]))]
    def startup(r, t):
        return [el(t, "INFO", "ingestd", "starting ingestd v${v} (git ${g})", v=r.choice(["0.14.2", "0.14.3"]), g=hexs(r, 8)),
                el(t, "INFO", "ingestd::config", "loaded configuration from ${p}", p=r.choice(["/etc/ingestd/ingestd.toml", "./ingestd.toml"])),
                tr(t + 0.2, "INFO", "", "ingestd::server", "listening on ${a}", a="0.0.0.0:" + str(r.choice([8080, 3000])))]
    def shutdown(r, t): return [tr(t, "INFO", "", "ingestd", "shutdown signal received, draining connections in_flight=${n}", n=r.randint(0, 40))] + startup(r, t + 5)
    def dberr(r, t):
        return [el(t, "ERROR", "ingestd::db", "failed to insert batch of ${n} events: error returned from database: ${e}", n=r.randint(1, 5000),
                   e=r.choice(['relation "events" does not exist', "deadlock detected", 'duplicate key value violates unique constraint "events_pkey"']))]
    def rustls(r, t): return [el(t, "WARN", "rustls::conn", "Sending fatal alert ${a}", a=r.choice(["BadCertificate", "DecodeError", "HandshakeFailure"]))]
    def slow(r, t):
        q = r.choice(queries)[0]
        e = r.uniform(1.0, 6.0)
        return [tr(t, "WARN", "", "sqlx::query", "slow statement: execution time exceeded alert threshold summary=\"${s}\" db.statement=\"\" rows_affected=${a} rows_returned=${b} elapsed=${e} elapsed_secs=${es} slow_threshold=1s",
                   s=q, a=r.randint(0, 9), b=r.randint(0, 900), e=f"{e:.6f}s", es=f"{e:.6f}")]
    common = [(14, hyper("flushed ${n} bytes", gen=lambda r: dict(n=r.randint(60, 16384)))), (12, hyper("parsed ${n} headers", gen=lambda r: dict(n=r.randint(2, 24)))),
              (7, hyper("incoming body is content-length (${n} bytes)", target="hyper::proto::h1::conn", gen=lambda r: dict(n=r.randint(2, 90000)))),
              (7, hyper("incoming body completed", target="hyper::proto::h1::conn")),
              (4, sqlx), (14, req("GET")), (5, req("POST")), (1, req("DELETE")), (5, mio), (4, commit), (1, lag),
              (5, flush), (1.5, retry), (2, pool)]
    rare = [((1, 1), shutdown), ((2, 2), dberr), ((3, 3), rustls), ((2, 2), slow), ((3, 4), req_fail)]
    return _drive(rng, common, rare, first=[startup], gap=0.8)

# ---------------------------------------------------------------- 4. dmesg
def make_dmesg(rng: random.Random):
    st = {"usbn": rng.randint(2, 5), "scsi": 6, "input": 14, "hid": 1, "serial": rng.randint(10, 900), "vethport": 0, "plugged": []}
    def k(t, fmt, lvl="-", **kv):
        s, _LAST[0] = int(t), max(_LAST[0], t)
        return (*F("[${up}] " + fmt, up=f"{s:5d}.{int((t - s) * 1e6):06d}", **kv), lvl)
    kver, dver = "6.1.0-18-amd64", "6.1.76-1"
    def boot(r, t):
        return [k(0.0, "Linux version ${k} (debian-kernel@lists.debian.org) (gcc-12 (Debian 12.2.0-14) 12.2.0, GNU ld (GNU Binutils for Debian) 2.40) #1 SMP PREEMPT_DYNAMIC Debian ${d} (2024-02-01)", k=kver, d=dver),
                k(0.0, "Command line: BOOT_IMAGE=/boot/vmlinuz-${k} root=UUID=${u} ro quiet", k=kver, u=uuid4(r)),
                *[k(0.0, "x86/fpu: Supporting XSAVE feature ${x}: '${n}'", x=x, n=n) for x, n in [("0x001", "x87 floating point registers"), ("0x002", "SSE registers"), ("0x004", "AVX registers")]],
                k(0.0, "BIOS-provided physical RAM map:"),
                *[k(0.0, "BIOS-e820: [mem ${a}-${b}] " + ty, a=a, b=b) for a, b, ty in [("0x0000000000000000", "0x000000000009fbff", "usable"), ("0x000000000009fc00", "0x000000000009ffff", "reserved"), ("0x0000000000100000", "0x00000000bffd9fff", "usable")]],
                k(1.84, "EXT4-fs (${d}): mounted filesystem ${u} ro with ordered data mode. Quota mode: none.", d="sda1", u=uuid4(r)),
                k(3.02, "EXT4-fs (${d}): re-mounted ${u}. Quota mode: none.", d="sda1", u=uuid4(r)),
                k(4.51, "${dr} ${pci} ${i}: NIC Link is Up ${s} Mbps ${dp} Duplex, Flow Control: ${fc}", dr="e1000e", pci="0000:00:1f.6", i="eno1", s=1000, dp="Full", fc="Rx/Tx"),
                k(4.52, "IPv6: ADDRCONF(NETDEV_CHANGE): ${i}: link becomes ready", i="eno1")]
    def ufw_tcp(r, t):
        return [k(t, "[UFW BLOCK] IN=${i} OUT= MAC=${m} SRC=${s} DST=${d} LEN=${l} TOS=${tos} PREC=0x00 TTL=${ttl} ID=${id} DF PROTO=TCP SPT=${sp} DPT=${dp} WINDOW=${w} RES=0x00 SYN URGP=0",
                  i=r.choice(["eno1", "eno1", "eno1", "wlp2s0", "enp2s0"]), m=":".join(hexs(r, 2) for _ in range(14)), s=ip4(r), d="192.168.1.20", l=r.choice([40, 44, 52, 60]),
                  tos=r.choice(["0x00", "0x00", "0x08", "0x20"]), ttl=r.randint(40, 250), id=r.randint(0, 65535), sp=r.randint(1024, 65535),
                  dp=r.choice([22, 23, 445, 3389, 8080, 5900, 6379, 25, 1433, 81]), w=r.choice([1024, 29200, 64240, 65535]))]
    def ufw_udp(r, t):
        return [k(t, "[UFW BLOCK] IN=${i} OUT= MAC=${m} SRC=${s} DST=${d} LEN=${l} TOS=0x00 PREC=0x00 TTL=${ttl} ID=${id} PROTO=UDP SPT=${sp} DPT=${dp} LEN=${l2}",
                  i="eno1", m=":".join(hexs(r, 2) for _ in range(14)), s=r.choice([ip4(r), "192.168.1.1", "192.168.1.33"]), d=r.choice(["192.168.1.20", "224.0.0.251", "255.255.255.255"]),
                  l=r.randint(40, 600), ttl=r.choice([1, 64, 128, 255]), id=r.randint(0, 65535), sp=r.randint(1, 65535), dp=r.choice([137, 138, 1900, 5353, 161, 123, 53]), l2=r.randint(8, 580))]
    profs = ["/usr/sbin/cupsd", "/usr/bin/evince", "snap.firefox.firefox", "/usr/sbin/mysqld", "docker-default", "/usr/bin/man", "snap.code.code", "/usr/sbin/tcpdump", "libreoffice-soffice", "rsyslogd"]
    def audit_id(r, t): return f"{1714550400 + t:.3f}:{r.randint(100, 9999)}"
    def apparmor_denied(r, t):
        p = r.choice(profs)
        return [k(t, "audit: type=1400 audit(${a}): apparmor=\"DENIED\" operation=\"${op}\" class=\"file\" profile=\"${p}\" name=\"${n}\" pid=${pid} comm=\"${c}\" requested_mask=\"${m}\" denied_mask=\"${m2}\" fsuid=${u} ouid=${o}",
                  a=audit_id(r, t), op=r.choice(["open", "open", "mknod", "file_mmap", "exec", "link"]), p=p,
                  n=r.choice(["/etc/ssl/openssl.cnf", "/proc/1/environ", "/home/alice/.config/dconf/user", "/dev/shm/pulse-shm-123", "/usr/share/fonts/", "/run/user/1000/bus", "/etc/gss/mech.d/", "/var/lib/snapd/hostfs/etc/fonts"]),
                  pid=r.randint(300, 99999), c=p.split("/")[-1].split(".")[-1][:15], m="r", m2="r", u=r.choice([0, 1000, 108]), o=r.choice([0, 1000]))]
    def apparmor_status(r, t):
        return [k(t, "audit: type=1400 audit(${a}): apparmor=\"STATUS\" operation=\"${op}\" info=\"same as current profile, skipping\" profile=\"unconfined\" name=\"${n}\" pid=${pid} comm=\"apparmor_parser\"",
                  a=audit_id(r, t), op="profile_replace", n=r.choice(profs), pid=r.randint(300, 99999))]
    def seccomp(r, t):
        c = r.choice(["chrome", "firefox", "zoom", "snapd"])
        return [k(t, "audit: type=1326 audit(${a}): auid=${au} uid=${u} gid=${g} ses=${s} subj=${sj} pid=${p} comm=\"${c}\" exe=\"${x}\" sig=${sig} arch=c000003e syscall=${sc} compat=0 ip=${ip} code=${code}",
                  a=audit_id(r, t), au=1000, u=1000, g=1000, s=r.randint(1, 9), sj="unconfined", p=r.randint(1000, 90000), c=c, x=f"/opt/{c}/{c}", sig=r.choice([0, 31]),
                  sc=r.choice([56, 272, 318, 425]), ip="0x" + hexs(r, 12), code=r.choice(["0x50000", "0x7ffc0000", "0x80000000"]))]
    def veth(r): return "veth" + hexs(r, 7)
    def docker_up(r, t):
        st["vethport"] = st["vethport"] % 12 + 1
        v, br, p = veth(r), r.choice(["docker0", "docker0", "br-" + hexs(r, 12)]), st["vethport"]
        st.setdefault("veths", []).append((v, br, p))
        s = "${br}: port ${p}(${v}) entered "
        return [k(t, s + "blocking state", br=br, p=p, v=v), k(t, s + "disabled state", br=br, p=p, v=v),
                k(t, "device ${v} entered promiscuous mode", v=v), k(t + 0.2, "eth0: renamed from ${v}", v=veth(r)),
                k(t + 0.3, "IPv6: ADDRCONF(NETDEV_CHANGE): ${v}: link becomes ready", v=v),
                k(t + 0.3, s + "blocking state", br=br, p=p, v=v), k(t + 0.3, s + "forwarding state", br=br, p=p, v=v)]
    def docker_down(r, t):
        if not st.get("veths"): return docker_up(r, t)
        v, br, p = st["veths"].pop(r.randrange(len(st["veths"])))
        s = "${br}: port ${p}(${v}) entered "
        return [k(t, s + "disabled state", br=br, p=p, v=v), k(t, "${v}: renamed from eth0", v=veth(r)),
                k(t + 0.1, s + "disabled state", br=br, p=p, v=v), k(t + 0.1, "device ${v} left promiscuous mode", v=v),
                k(t + 0.1, s + "disabled state", br=br, p=p, v=v)]
    devices = [("046d", "c52b", "Logitech", "USB Receiver", "hid", "Keyboard"), ("0781", "5567", "SanDisk", "Cruzer Blade", "storage", ""),
               ("0951", "1666", "Kingston", "DataTraveler 3.0", "storage", ""), ("1050", "0407", "Yubico", "YubiKey OTP+FIDO+CCID", "hid", "Keyboard"),
               ("045e", "07fd", "Microsoft", "Nano Transceiver 1.1", "hid", "Mouse"), ("0bda", "8153", "Realtek", "USB 10/100/1000 LAN", "other", ""),
               ("05ac", "12a8", "Apple Inc.", "iPhone", "other", ""), ("1532", "0084", "Razer", "DeathAdder V2", "hid", "Mouse")]
    def usb_plug(r, t):
        vid, pid, mfr, prod, kind, hk = r.choice(devices)
        bus = r.choice([1, 1, 2, 3])
        port = f"{bus}-{r.randint(1, 6)}" + (f".{r.randint(1, 4)}" if r.random() < 0.3 else "")
        st["usbn"] += 1
        n = st["usbn"]
        ss = kind == "storage" and r.random() < 0.5
        u = "usb ${p}: "
        out = [k(t, u + "new ${sp} USB device number ${n} using ${h}", p=port, sp="SuperSpeed" if ss else r.choice(["high-speed", "full-speed"]), n=n, h="xhci_hcd"),
               k(t + 0.13, u + "New USB device found, idVendor=${v}, idProduct=${d}, bcdDevice=${b}", p=port, v=vid, d=pid, b=r.choice(["1.00", "12.11", "2.00", "0.01"])),
               k(t + 0.13, u + "New USB device strings: Mfr=${a}, Product=${b}, SerialNumber=${c}", p=port, a=1, b=2, c=3 if kind == "storage" else 0),
               k(t + 0.13, u + "Product: ${x}", p=port, x=prod), k(t + 0.13, u + "Manufacturer: ${x}", p=port, x=mfr)]
        if kind == "storage":
            st["scsi"] += 1
            h, dev = st["scsi"], r.choice(["sdb", "sdc", "sdd"])
            blocks = r.choice([30031872, 60063744, 120127488, 15633408])
            sd = "sd ${h}:0:0:0: "
            out += [k(t + 0.13, u + "SerialNumber: ${x}", p=port, x=hexs(r, 20).upper()), k(t + 0.14, "usb-storage ${p}:1.0: USB Mass Storage device detected", p=port),
                    k(t + 0.14, "scsi host${h}: usb-storage ${p}:1.0", h=h, p=port),
                    k(t + 1.2, "scsi ${h}:0:0:0: Direct-Access     ${m} ${pr} ${rv} PQ: 0 ANSI: ${a}", h=h, m=f"{mfr[:8]:<8}", pr=f"{prod[:16]:<16}", rv="1.00", a=r.choice([4, 6])),
                    k(t + 1.2, sd + "Attached scsi generic sg${g} type 0", h=h, g=r.randint(1, 4)),
                    k(t + 1.21, sd + "[${d}] ${b} 512-byte logical blocks: (${gb} GB/${gib} GiB)", h=h, d=dev, b=blocks, gb=f"{blocks * 512 / 1e9:.1f}", gib=f"{blocks * 512 / 2**30:.1f}"),
                    k(t + 1.21, sd + "[${d}] Write Protect is off", h=h, d=dev),
                    k(t + 1.21, sd + "[${d}] Mode Sense: ${m}", h=h, d=dev, m=r.choice(["43 00 00 00", "23 00 00 00"])),
                    k(t + 1.22, sd + "[${d}] Write cache: disabled, read cache: enabled, doesn't support DPO or FUA", h=h, d=dev),
                    k(t + 1.25, " ${d}: ${p}", d=dev, p=dev + "1"),
                    k(t + 1.25, sd + "[${d}] Attached SCSI removable disk", h=h, d=dev)]
            if r.random() < 0.6: out.append(k(t + 2.5, "EXT4-fs (${d}): mounted filesystem ${u} r/w with ordered data mode. Quota mode: none.", d=dev + "1", u=uuid4(r)))
        elif kind == "hid":
            st["input"] += 1
            st["hid"] += 1
            hid = f"0003:{vid.upper()}:{pid.upper()}.{st['hid']:04X}"
            out += [k(t + 0.15, "input: ${m} ${pr} as /devices/pci0000:00/0000:00:14.0/usb${b}/${p}/${p}:1.0/${hid}/input/input${n}", m=mfr, pr=prod, b=bus, p=port, hid=hid, n=st["input"]),
                    k(t + 0.2, "hid-generic ${hid}: input,hidraw${n}: USB HID v1.11 ${kd} [${m} ${pr}] on usb-0000:00:14.0-${p}/input0", hid=hid, n=r.randint(0, 5), kd=hk, m=mfr, pr=prod, p=port.split("-", 1)[1])]
        st["plugged"].append((port, n))
        return out
    def usb_unplug(r, t):
        if not st["plugged"]: return usb_plug(r, t)
        port, n = st["plugged"].pop(0)
        return [k(t, "usb ${p}: USB disconnect, device number ${n}", p=port, n=n)]
    def link_flap(r, t):
        if r.random() < 0.6:
            pre = dict(dr="e1000e", pci="0000:00:1f.6", i="eno1")
            return [k(t, "${dr} ${pci} ${i}: NIC Link is Down", **pre),
                    k(t + r.uniform(2, 30), "${dr} ${pci} ${i}: NIC Link is Up ${s} Mbps ${dp} Duplex, Flow Control: ${fc}", s=r.choice([1000, 1000, 100]), dp=r.choice(["Full", "Full", "Half"]), fc=r.choice(["Rx/Tx", "None"]), **pre)]
        pre = dict(dr="r8169", pci="0000:02:00.0", i="enp2s0")
        return [k(t, "${dr} ${pci} ${i}: Link is Down", **pre),
                k(t + r.uniform(2, 30), "${dr} ${pci} ${i}: Link is Up - ${s}/${dp} - flow control ${fc}", s=r.choice(["1Gbps", "100Mbps"]), dp="Full", fc=r.choice(["rx/tx", "off"]), **pre)]
    def segv(r, t):
        c = r.choice(PROGS)
        lib = r.choice(["libc.so.6", "libc.so.6", "libglib-2.0.so.0.7400.6", "libstdc++.so.6.0.30", c, "libpthread.so.0", "libcrypto.so.3"])
        cpu = r.randint(0, 7)
        return [k(t, "${c}[${p}]: segfault at ${a} ip ${ip} sp ${sp} error ${e} in ${l}[${b}+${s}] likely on CPU ${cpu} (core ${core}, socket ${so})",
                  c=c, p=r.randint(300, 400000), a=r.choice(["0", "8", "10", hexs(r, 12)]), ip="0000" + hexs(r, 12), sp="0000" + hexs(r, 12), e=r.choice([4, 6, 14, 15]),
                  l=lib, b=hexs(r, 12), s=hexs(r, 5), cpu=cpu, core=cpu % 4, so=0),
                k(t, "Code: ${b} <${x}> ${c}", b=" ".join(hexs(r, 2) for _ in range(42)), x=hexs(r, 2), c=" ".join(hexs(r, 2) for _ in range(21)))]
    def gpf(r, t):
        c = r.choice(PROGS)
        return [k(t, "traps: ${c}[${p}] general protection fault ip:${ip} sp:${sp} error:0 in ${l}[${b}+${s}]", c=c, p=r.randint(300, 400000), ip=hexs(r, 12), sp=hexs(r, 12),
                  l=r.choice(["libc.so.6", "libQt5Core.so.5.15.8", c]), b=hexs(r, 12), s=hexs(r, 6))]
    def oom(r, t):
        c, pid = r.choice(["java", "node", "python3", "postgres", "chrome", "clickhouse-serv"]), r.randint(1000, 400000)
        cpu = r.randint(0, 7)
        out = [k(t, "${c} invoked oom-killer: gfp_mask=${g}(GFP_HIGHUSER_MOVABLE|__GFP_COMP), order=${o}, oom_score_adj=${a}", c=c, g="0x140cca", o=0, a=r.choice([0, 0, 200, 900])),
               k(t, "CPU: ${cpu} PID: ${p} Comm: ${c} Not tainted ${kv} #1  Debian ${dv}", cpu=cpu, p=pid, c=c, kv=kver, dv=dver),
               k(t, "Hardware name: ${hw}", hw="QEMU Standard PC (i440FX + PIIX, 1996), BIOS 1.16.2-debian-1.16.2-1 04/01/2014"),
               k(t, "Call Trace:"), k(t, " <TASK>")]
        for fn in ["dump_stack_lvl", "dump_header", "oom_kill_process.cold", "out_of_memory", "__alloc_pages_slowpath.constprop.0", "__alloc_pages", "folio_alloc", "__filemap_get_folio", "filemap_fault", "__do_fault", "do_fault", "__handle_mm_fault", "handle_mm_fault", "do_user_addr_fault", "exc_page_fault", "asm_exc_page_fault"]:
            out.append(k(t, " " + fn + "+${a}/${b}", a="0x" + hexs(r, 2), b="0x" + hexs(r, 3)))
        out += [k(t, " </TASK>"), k(t, "Mem-Info:"), k(t, "active_anon:${a} inactive_anon:${b} isolated_anon:0", a=r.randint(10**5, 10**6), b=r.randint(10**5, 10**6)),
                k(t, "Tasks state (memory values in pages):"),
                k(t, "[  pid  ]   uid  tgid total_vm      rss pgtables_bytes swapents oom_score_adj name")]
        for tn in ["systemd-journal", "systemd-udevd", "sshd", "containerd", c]:
            p = pid if tn == c else r.randint(200, 3000)
            out.append(k(t, "[${p}] ${u} ${tg} ${vm} ${rss} ${pg} ${sw} ${adj} ${n}", p=f"{p:7d}", u=f"{r.choice([0, 0, 1000]):5d}", tg=f"{p:5d}", vm=f"{r.randint(10**4, 3*10**6):8d}",
                         rss=f"{r.randint(100, 2*10**6):8d}", pg=f"{r.randint(40000, 9*10**6):14d}", sw=f"{0:8d}", adj=f"{r.choice([0, -250, -1000, 0]):13d}", n=tn))
        out += [k(t, "oom-kill:constraint=CONSTRAINT_NONE,nodemask=(null),cpuset=/,mems_allowed=0,global_oom,task_memcg=${m},task=${c},pid=${p},uid=${u}", m=f"/system.slice/{c}.service", c=c, p=pid, u=r.choice([0, 1000, 999])),
                k(t, "Out of memory: Killed process ${p} (${c}) total-vm:${a}kB, anon-rss:${b}kB, file-rss:${fr}kB, shmem-rss:${sr}kB, UID:${u} pgtables:${pg}kB oom_score_adj:${adj}",
                  p=pid, c=c, a=r.randint(10**6, 10**7), b=r.randint(10**6, 8*10**6), fr=r.randint(0, 900), sr=0, u=1000, pg=r.randint(2000, 20000), adj=0),
                k(t + 0.05, "oom_reaper: reaped process ${p} (${c}), now anon-rss:${a}kB, file-rss:${b}kB, shmem-rss:${s}kB", p=pid, c=c, a=0, b=0, s=0)]
        return out
    def ext4_err(r, t):
        return [k(t, "EXT4-fs error (device ${d}): ext4_find_entry:1463: inode #${i}: comm ${c}: reading directory lblock ${b}", "ERROR", d=r.choice(["sda2", "sdb1", "nvme0n1p3"]), i=r.randint(2, 10**6), c=r.choice(["ls", "find", "rsync", "updatedb.mlocat"]), b=0)]
    def ext4_warn(r, t):
        return [k(t, "EXT4-fs warning (device ${d}): ext4_dirblock_csum_verify:405: inode #${i}: comm ${c}: No space for directory leaf checksum. Please run e2fsck -D.", "WARN", d="sdb1", i=r.randint(2, 10**6), c=r.choice(["ls", "nautilus"]))]
    def ioerr(op):
        code = "0x0:(READ)" if op == "READ" else "0x1:(WRITE)"
        def f(r, t):
            d, sec = r.choice(["sdb", "sdc"]), r.randint(2048, 10**8)
            out = [k(t, "I/O error, dev ${d}, sector ${s} op " + code + " flags ${f} phys_seg ${p} prio class ${c}", d=d, s=sec, f=r.choice(["0x0", "0x80700", "0x800"]), p=r.randint(1, 32), c=2)]
            if op == "READ": out.append(k(t, "Buffer I/O error on dev ${d}, logical block ${b}, async page read", d=d + "1", b=sec // 8))
            return out
        return f
    def watchdog(r, t):
        pre = dict(dr="e1000e", pci="0000:00:1f.6", i="eno1")
        return [k(t, "NETDEV WATCHDOG: ${i} (${dr}): transmit queue ${q} timed out ${ms} ms", q=0, ms=r.randint(5000, 9000), **pre),
                k(t, "WARNING: CPU: ${c} PID: ${p} at net/sched/sch_generic.c:525 dev_watchdog+${o}", "WARN", c=r.randint(0, 7), p=0, o="0x21f/0x230"),
                k(t, "Modules linked in: ${m}", m="nft_chain_nat xt_MASQUERADE nf_nat bridge stp llc e1000e ext4 crc16 mbcache jbd2"),
                k(t + 0.5, "${dr} ${pci} ${i}: Reset adapter unexpectedly", **pre)]
    def perf(r, t):
        a = r.randint(2501, 6000)
        return [k(t, "perf: interrupt took too long (${a} > ${b}), lowering kernel.perf_event_max_sample_rate to ${c}", a=a, b=r.randint(2500, a - 1), c=r.choice([79750, 63750, 50000, 39750]))]
    def systemd(r, t):
        return [k(t, "systemd[1]: ${u}: Deactivated successfully.", u=r.choice(["apt-daily.service", "fwupd-refresh.service", "logrotate.service", "man-db.service", "sysstat-collect.service", "e2scrub_all.service", "user@1000.service", "run-docker-runtime\\x2drunc-moby.mount"]))]
    common = [(38, ufw_tcp), (8, ufw_udp), (8, apparmor_denied), (1, apparmor_status), (1.2, docker_up), (1.0, docker_down),
              (0.5, usb_plug), (0.4, usb_unplug), (0.5, link_flap), (1.5, segv), (4, systemd)]
    rare = [((1, 2), oom), ((2, 2), ext4_err), ((1, 1), ext4_warn), ((1, 1), ioerr("READ")), ((1, 1), ioerr("WRITE")),
            ((1, 1), watchdog), ((2, 3), perf), ((2, 3), seccomp), ((1, 2), gpf)]
    return _drive(rng, common, rare, first=[boot], gap=14.0, t0=6.0)

# ---------------------------------------------------------------- 5. fail2ban
def make_fail2ban(rng: random.Random):
    LV = {"INFO": "INFO", "NOTICE": "INFO", "WARNING": "WARN", "ERROR": "ERROR", "DEBUG": "DEBUG"}
    jails = {"sshd": ("/var/log/auth.log", 5, 600), "nginx-http-auth": ("/var/log/nginx/error.log", 3, 3600),
             "postfix-sasl": ("/var/log/mail.log", 5, 1800), "dovecot": ("/var/log/mail.log", 5, 1800),
             "nginx-botsearch": ("/var/log/nginx/access.log", 2, 86400), "recidive": ("/var/log/fail2ban.log", 3, 604800)}
    jw = {"sshd": 75, "nginx-http-auth": 6, "postfix-sasl": 8, "dovecot": 5, "nginx-botsearch": 6}
    attackers = [ip4(rng) for _ in range(140)]
    aw = [1.0 / (i + 1) ** 0.7 for i in range(len(attackers))]
    st = {"pid": rng.randint(400, 3000), "hits": {}, "banned": {}, "rec": {}}
    def f2b(t, name, lvl, fmt, **kv): return (*F("${ts} " + f"{name:<24}" + "[${pid}]: " + f"{lvl:<7} " + fmt, ts=ts_py(t), pid=st["pid"], **kv), LV[lvl])
    def found(t, jail, ip): return f2b(t, "fail2ban.filter", "INFO", "[" + "${j}] Found ${ip} - ${ts2}", j=jail, ip=ip, ts2=ts_plain(t - rng.uniform(0, 2)))
    def ban(t, jail, ip):
        out = [f2b(t + 0.4, "fail2ban.actions", "NOTICE", "[${j}] Ban ${ip}", j=jail, ip=ip)]
        st["banned"][(jail, ip)] = t + jails[jail][2]
        if jail != "recidive":
            out.append(found(t + 0.9, "recidive", ip))
            st["rec"][ip] = st["rec"].get(ip, 0) + 1
            if st["rec"][ip] == jails["recidive"][1]: out += ban(t + 1.2, "recidive", ip)
        return out
    def pre(r, t):
        out = []
        for key, until in sorted(st["banned"].items(), key=lambda kv: kv[1]):
            if until <= t:
                del st["banned"][key]
                out.append(f2b(max(until, _LAST[0]), "fail2ban.actions", "NOTICE", "[${j}] Unban ${ip}", j=key[0], ip=key[1]))
        return out
    def attempt(r, t):
        jail = r.choices(list(jw), list(jw.values()))[0]
        ip = r.choices(attackers, aw)[0]
        if (jail, ip) in st["banned"]:
            ip = r.choice(attackers[60:])
            if (jail, ip) in st["banned"]: return []
        hits = [h for h in st["hits"].get((jail, ip), []) if h > t - 600] + [t]
        st["hits"][(jail, ip)] = hits
        out = [found(t, jail, ip)]
        if len(hits) >= jails[jail][1]:
            st["hits"][(jail, ip)] = []
            out += ban(t, jail, ip)
        return out
    def ignore(r, t):
        return [f2b(t, "fail2ban.filter", "INFO", "[${j}] Ignore ${ip} by ip", j=r.choice(["sshd", "sshd", "nginx-http-auth"]), ip=r.choice(["10.0.0.5", "10.0.0.17", "192.168.1.20", "127.0.0.1"]))]
    def startup(r, t):
        st["pid"] = r.randint(400, 30000)
        out = [f2b(t, "fail2ban.configreader", "WARNING", "'allowipv6' not defined in 'Definition'. Using default one: '${v}'", v="auto"),
               f2b(t, "fail2ban.server", "INFO", "--------------------------------------------------"),
               f2b(t, "fail2ban.server", "INFO", "Starting Fail2ban v${v}", v="1.0.2"),
               f2b(t, "fail2ban.observer", "INFO", "Observer start..."),
               f2b(t, "fail2ban.database", "INFO", "Connected to fail2ban persistent database '${p}'", p="/var/lib/fail2ban/fail2ban.sqlite3")]
        for j, (log, mr, bt) in jails.items():
            be = "polling" if j == "recidive" else "pyinotify"
            out += [f2b(t, "fail2ban.jail", "INFO", "Creating new jail '${j}'", j=j), f2b(t, "fail2ban.jail", "INFO", "Jail '${j}' uses ${b} {}", j=j, b=be),
                    f2b(t, "fail2ban.jail", "INFO", "Initiated '${b}' backend", b=be),
                    f2b(t, "fail2ban.filter", "INFO", "  maxLines: ${n}", n=1),
                    f2b(t, "fail2ban.filter", "INFO", "  maxRetry: ${n}", n=mr),
                    f2b(t, "fail2ban.filter", "INFO", "  findtime: ${n}", n=600 if j != "recidive" else 86400),
                    f2b(t, "fail2ban.actions", "INFO", "  banTime: ${n}", n=bt),
                    f2b(t, "fail2ban.filter", "INFO", "  encoding: ${e}", e="UTF-8"),
                    f2b(t, "fail2ban.filter", "INFO", "Added logfile: '${p}' (pos = ${n}, hash = ${h})", p=log, n=r.randint(0, 9 * 10**6), h=hexs(r, 40))]
        for (j, ip), until in sorted(st["banned"].items()): out.append(f2b(t + 0.3, "fail2ban.actions", "NOTICE", "[${j}] Restore Ban ${ip}", j=j, ip=ip))
        for j in jails: out.append(f2b(t + 0.4, "fail2ban.jail", "INFO", "Jail '${j}' started", j=j))
        return out
    def restart(r, t):
        out = [f2b(t, "fail2ban.server", "INFO", "Shutdown in progress..."), f2b(t, "fail2ban.observer", "INFO", "Observer stop ... try to end queue ${n} seconds", n=5),
               f2b(t, "fail2ban.observer", "INFO", "Observer stopped, ${n} events remaining.", n=0),
               f2b(t, "fail2ban.server", "INFO", "Stopping all jails")]
        for n, (j, (log, _, _)) in enumerate(jails.items()):
            tj = t + 0.3 * (n + 1)
            out.append(f2b(tj, "fail2ban.filter", "INFO", "Removed logfile: '${p}'", p=log))
            if any(k[0] == j for k in st["banned"]):
                out.append(f2b(tj + 0.1, "fail2ban.actions", "NOTICE", "[${j}] Flush ticket(s) with ${a}", j=j, a=r.choice(["iptables-multiport", "iptables-allports"])))
            out.append(f2b(tj + 0.2, "fail2ban.jail", "INFO", "Jail '${j}' stopped", j=j))
        out += [f2b(t + 2.1, "fail2ban.database", "INFO", "Connection to database closed."), f2b(t + 2.1, "fail2ban.server", "INFO", "Exiting Fail2ban")]
        return out + startup(r, t + 3)
    def already(r, t):
        if st["banned"]: j, ip = r.choice(sorted(st["banned"]))
        else:
            j, ip = "sshd", r.choice(attackers)
        return [found(t, j, ip), f2b(t + 0.3, "fail2ban.actions", "WARNING", "[${j}] ${ip} already banned", j=j, ip=ip)]
    def iptables_err(r, t):
        ip, j, th = r.choice(attackers), r.choice(["nginx-http-auth", "nginx-botsearch"]), "7f" + hexs(r, 10)
        return [found(t, j, ip),
                f2b(t + 0.3, "fail2ban.utils", "ERROR", "${th} -- exec: iptables -w -I f2b-${j} 1 -s ${ip} -j REJECT --reject-with icmp-port-unreachable", th=th, j=j, ip=ip),
                f2b(t + 0.3, "fail2ban.utils", "ERROR", "${th} -- stderr: '${e}'", th=th, e="iptables: No chain/target/match by that name."),
                f2b(t + 0.3, "fail2ban.utils", "ERROR", "${th} -- returned ${n}", th=th, n=1),
                f2b(t + 0.3, "fail2ban.actions", "ERROR", "Failed to execute ban jail '${j}' action '${a}' info '${i}': Error banning ${ip}", j=j, a="iptables-multiport",
                    i="ActionInfo({'ip': '%s', 'family': 'inet4', 'fid': <function Actions.ActionInfo.<lambda> at 0x%s>, 'raw-ticket': <function Actions.ActionInfo.<lambda> at 0x%s>})" % (ip, th, hexs(r, 12)), ip=ip)]
    def dnswarn(r, t):
        return [f2b(t, "fail2ban.ipdns", "WARNING", "Unable to find a corresponding IP address for ${h}: [Errno ${n}] ${e}", h=r.choice(["unknown.vps-host.net", "static.ip-1-2-3.example", "mail.badguy.ru"]), n=-2, e="Name or service not known")]
    def simulate(r, t):
        a = 1714550400 + t
        return [f2b(t, "fail2ban.filter", "WARNING", "[${j}] Simulate NOW in operation since found time has too large deviation ${a} ~ ${b} +/- ${c}", j="sshd", a=f"{a - 3600:.1f}", b=f"{a:.1f}", c=60)]
    common = [(96, attempt), (1.2, ignore)]
    rare = [((1, 1), restart), ((3, 4), already), ((1, 1), iptables_err), ((2, 2), dnswarn), ((1, 1), simulate)]
    return _drive(rng, common, rare, first=[startup], gap=9.0, pre=pre)

# ---------------------------------------------------------------- 6. winston_json
class V:
    """A variable JSON value."""
    def __init__(self, v): self.v = v

def _jv(x, mask):
    if isinstance(x, V): return "<*>" if mask else x.v
    if isinstance(x, tuple) and len(x) == 2 and all(isinstance(s, str) for s in x):  # (line, template) from F()
        return x[1] if mask else x[0]
    if isinstance(x, list): return {kk: _jv(vv, mask) for kk, vv in x}
    return x

def make_winston(rng: random.Random):
    LV = {"error": "ERROR", "warn": "WARN", "info": "INFO", "http": "INFO", "verbose": "DEBUG", "debug": "DEBUG", "silly": "DEBUG"}
    services = ["user-service", "order-service", "notification-service", "api-gateway"]
    def w(lvl, pairs):
        line = json.dumps(_jv(pairs, False), separators=(",", ":"), ensure_ascii=False)
        tm = json.dumps(_jv(pairs, True), separators=(",", ":"), ensure_ascii=False)
        return (line, tm, LV[lvl])
    svc = lambda r: V(r.choice(services))
    oid = lambda r: hexs(r, 24)
    def http(method):
        def f(r, t):
            ln = r.choice(["-", str(r.randint(2, 90000)), str(r.randint(2, 9000))])
            msg = F(method + " ${u} ${s} ${ms} ms - ${l}", u=api_path(r), s=r.choice([200] * 8 + [201, 204, 304, 400, 401, 404]), ms=f"{r.uniform(0.3, 900):.3f}", l=ln)
            return [w("http", [("level", "http"), ("message", msg), ("service", svc(r)), ("timestamp", V(ts_ms(t)))])]
        return f
    def login(r, t):
        return [w("info", [("message", "User logged in"), ("level", "info"), ("userId", V(oid(r))), ("email", V(f"{r.choice(USERS)}@{r.choice(['example.com', 'acme.io', 'mail2.org'])}")),
                           ("service", V("user-service")), ("timestamp", V(ts_ms(t)))])]
    def order(r, t):
        return [w("info", [("level", "info"), ("message", F("Order ${id} created", id=r.randint(10**5, 10**6))),
                           ("order", [("id", V(uuid4(r))), ("total", V(round(r.uniform(3, 900), 2))), ("currency", V(r.choice(["USD", "EUR", "GBP"]))), ("items", V(r.randint(1, 12)))]),
                           ("customer", [("id", V(oid(r))), ("tier", V(r.choice(["free", "pro", "enterprise"])))]),
                           ("service", V("order-service")), ("timestamp", V(ts_ms(t)))])]
    def cache(hit):
        def f(r, t):
            key = V(r.choice(["user:", "session:", "product:", "cart:"]) + str(r.randint(1, 99999)))
            if hit: return [w("debug", [("level", "debug"), ("message", "Cache hit"), ("key", key), ("ttl", V(r.randint(1, 3600))), ("service", svc(r)), ("timestamp", V(ts_ms(t)))])]
            return [w("debug", [("timestamp", V(ts_ms(t))), ("level", "debug"), ("message", "Cache miss"), ("key", key), ("service", svc(r))])]
        return f
    def email(r, t):
        return [w("info", [("level", "info"), ("message", "Email sent"), ("to", V(f"{r.choice(USERS)}@example.com")), ("template", V(r.choice(["welcome", "password-reset", "order-confirmation", "invoice", "weekly-digest"]))),
                           ("messageId", V(f"<{uuid4(r)}@mail.example.com>")), ("service", V("notification-service")), ("timestamp", V(ts_ms(t)))])]
    def ratelimit(r, t):
        return [w("warn", [("level", "warn"), ("message", F("Rate limit exceeded for ${ip}", ip=ip4(r))), ("route", V(r.choice(["/login", "/api/v1/search", "/api/v1/orders"]))), ("limit", V(r.choice([60, 100, 1000]))),
                           ("windowMs", V(60000)), ("service", V("api-gateway")), ("timestamp", V(ts_ms(t)))])]
    def job(r, t):
        return [w("info", [("service", svc(r)), ("level", "info"), ("message", F("Job ${j} completed", j=r.choice(["send-email", "cleanup-carts", "sync-crm", "rebuild-index", "charge-subscriptions"]))),
                           ("durationMs", V(r.randint(3, 90000))), ("attempt", V(r.randint(1, 3))), ("timestamp", V(ts_ms(t)))])]
    def outgoing(method):
        return lambda r, t: [w("verbose", [("level", "verbose"), ("message", "Outgoing request"), ("request", [("method", method), ("url", V(r.choice(["https://api.stripe.com/v1/charges", "http://inventory:8080/stock", "https://hooks.slack.com/services/T0/B1/x"])))]),
                                                       ("service", svc(r)), ("timestamp", V(ts_ms(t)))])]
    def slowq(r, t):
        return [w("warn", [("level", "warn"), ("message", "Slow query detected"), ("collection", V(r.choice(["orders", "users", "sessions", "carts"]))), ("durationMs", V(r.randint(500, 20000))),
                           ("query", [("status", V(r.choice(["pending", "paid"]))), ("createdAt", [("$gte", V(ts_ms(t - 86400)))])]), ("service", svc(r)), ("timestamp", V(ts_ms(t)))])]
    def heartbeat(r, t): return [w("silly", [("level", "silly"), ("message", "heartbeat"), ("uptime", V(round(t + 3600, 1))), ("rssMb", V(r.randint(80, 900))), ("service", svc(r)), ("timestamp", V(ts_ms(t)))])]
    def startup(r, t):
        s = r.choice(services)
        return [w("info", [("level", "info"), ("message", F("Server listening on port ${p}", p=r.choice([3000, 8080, 4000]))), ("service", V(s)), ("timestamp", V(ts_ms(t)))]),
                w("info", [("level", "info"), ("message", "Connected to MongoDB"), ("host", V(r.choice(["mongo-0.mongo:27017", "localhost:27017"]))), ("db", V(r.choice(["app", "orders"]))), ("service", V(s)), ("timestamp", V(ts_ms(t)))])]
    def payfail(r, t):
        e = r.choice(["Your card was declined.", "Your card has insufficient funds.", "An error occurred with our connection to Stripe."])
        stack = f"Error: {e}\n    at PaymentService.charge (/app/src/services/payment.js:88:13)\n    at async OrderController.checkout (/app/src/controllers/order.js:{r.randint(40, 60)}:7)"
        return [w("error", [("level", "error"), ("message", "Failed to process payment"), ("orderId", V(uuid4(r))), ("error", V(e)), ("stack", V(stack)),
                            ("service", V("order-service")), ("timestamp", V(ts_ms(t)))])]
    def unhandled(r, t):
        e = r.choice([f"connect ECONNREFUSED 127.0.0.1:{r.choice([6379, 5432, 27017])}", "Cannot read properties of undefined (reading 'id')", "Request failed with status code 502"])
        stack = f"Error: {e}\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)" if "ECONN" in e else \
                f"{'AxiosError' if '502' in e else 'TypeError'}: {e}\n    at /app/src/routes/users.js:{r.randint(10, 99)}:31\n    at Layer.handle [as handle_request] (/app/node_modules/express/lib/router/layer.js:95:5)"
        return [w("error", [("timestamp", V(ts_ms(t))), ("level", "error"), ("message", V(e)), ("stack", V(stack)), ("method", V(r.choice(["GET", "POST"]))), ("url", V(api_path(r))), ("service", svc(r))])]
    def deprecated(r, t):
        return [w("warn", [("level", "warn"), ("message", "Deprecated API version v1 used"), ("client", V(r.choice(["ios-app/3.2.1", "legacy-portal", "partner-acme"]))), ("service", V("api-gateway")), ("timestamp", V(ts_ms(t)))])]
    def shutdown(r, t):
        return [w("warn", [("level", "warn"), ("message", F("Received ${s}, shutting down gracefully", s=r.choice(["SIGTERM", "SIGINT"]))), ("service", svc(r)), ("timestamp", V(ts_ms(t)))])] + startup(r, t + 4)
    common = [(30, http("GET")), (8, http("POST")), (2, http("PUT")), (1, http("DELETE")), (4, login), (3, order), (8, cache(True)), (4, cache(False)),
              (2, email), (1, ratelimit), (2, job), (2, outgoing("GET")), (1, outgoing("POST")), (0.5, slowq), (2, heartbeat)]
    rare = [((3, 4), payfail), ((2, 3), unhandled), ((2, 2), deprecated), ((1, 1), shutdown)]
    return _drive(rng, common, rare, first=[startup], gap=2.0)

FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [("mysql8_error", make_mysql), ("go_stdlib", make_go), ("rust_tracing", make_rust), ("dmesg", make_dmesg),
    ("fail2ban", make_fail2ban),
    ("winston_json", make_winston),
]
