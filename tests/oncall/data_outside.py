"""Seeded, realistic log corpora with ground-truth templates for six formats.

Each ``make_<format>(rng)`` returns exactly 2000 rows in time order, one per
physical line: ``{"line": str, "template": str, "level": str}``.  Only the
``random.Random`` passed in is used, so output is deterministic per seed.
Stdlib only (Python 3.11).  Message wordings and layouts come from memory of
the real software (CockroachDB v23.2, Patroni 3.x, etcd 3.5, nats-server 2.10,
SQL Server 2022 on Linux, MinIO 2024 releases); a few rarely seen wordings are
close approximations.

Truth conventions
-----------------
1. Variables (written ``<*>``) are anything drawn from a pool or any
   number/id/hash/time/date/address/port/size/duration: user, member, node,
   host, database, table, bucket, object, stream, consumer and key names,
   paths, quoted or ‹redacted› values, key=value values, JSON field values.
   Every variable is its own ``<*>`` even when two touch (``2024-05-01 10:00:00``
   gives ``<*> <*>``); an address with its port ("10.0.0.6:8008",
   "crdb-alpha:26257") is one variable.  A composite value that comes from one pool entry (a
   NATS client "v1.31.0:go:orders-consumer" string, a MinIO stack frame, a
   MinIO UserAgent, an etcd request/response string) is one ``<*>``.
2. Constants are a message's fixed words (including fixed JSON keys, the
   source file:line / caller, and the level word or letter) plus few-valued
   words that change the meaning: a role (leader / secondary), an S3 API name
   (PutObject / GetObject), a login failure reason, a connection close reason,
   an etcd request prefix ("read-only range " vs ""), an event type.
3. Optional fields never appear or vanish at random inside one template; each
   template has a fixed set of fields.  Blank lines are never emitted.
4. ``level`` is the level the line itself shows, normalised to DEBUG, INFO,
   WARN, ERROR, FATAL, or "-" if it shows none.

Per-format judgement calls
--------------------------
* cockroachdb: the level letter is constant, the yymmdd glued to it is a
  variable ("I<*>"); goroutine id and entry counter are variables; the
  ``[T1,Vsystem,n1,...]`` tag values (node, store, range, replica, span,
  client address, user) are variables while tag names and queue tags
  (``split``, ``replicate``, ``mvccGC``) are constants.  Structured event
  payloads (``={"Timestamp":...}``) keep their JSON keys and EventType/Reason
  constant.  ``‹pebble›`` is single-valued and kept literal.  Continuation
  lines (counter followed by ``+``) are separate templates.
* patroni: lines from the three members of one cluster are merged in time
  order.  The role phrases ("the leader with the lock" / "a secondary, and
  following a leader") and "Lock owner: None" are constants; member names,
  IPs, ports, LSNs, timelines are variables.  CRITICAL maps to FATAL.  The
  pg_isready lines ("/var/run/postgresql:5432 - accepting connections") show
  no level.
* etcd_json: JSON keys, "caller", "msg" text and "level" are constants;
  every value is a variable, including raft ids/terms inside raft messages.
  ``"server-name":""`` is always empty and kept literal.
* nats_server: ``[pid] date time [LVL]``; pid, date, time, addresses, cid/rid/
  gid numbers, stream/consumer/account names, gateway names are variables;
  the client-close reason is a constant.  INF/DBG/WRN/ERR/FTL map to
  INFO/DEBUG/WARN/ERROR/FATAL.
* mssql_errorlog: the 12-wide source column is constant ("Server", "Logon",
  "Backup") or "spid<*>"/"spid<*>s"; in the template it is padded as if
  "spid<*>" were the text, so same-template lines always share one string.
  In "Error: N, Severity: S, State: X." the error number and severity are
  constants (they identify the message) and State is a variable.  Level:
  only "Error:" lines show one; Severity >= 20 gives FATAL, below gives ERROR;
  every other line (including the descriptive line that follows an Error
  line, the 15-second I/O warning and version continuation lines) is "-".
  "Setting database option X to Y" treats option and value as variables.
* minio: every physical line of an error block is its own row; "API: <Name>("
  keeps the API name constant and masks bucket/object; "Error: ..." lines are
  ERROR, one template per distinct error message; all stack frame lines share
  one template "       <*>: <*>"; the other block lines (Time, DeploymentID,
  RequestID, RemoteHost, Host, UserAgent) show no level.  One-line console
  messages beginning "WARNING:"/"Warning:" are WARN, "FATAL" is FATAL.
"""
from __future__ import annotations

import json
import os
import random
import re
from datetime import datetime, timedelta
from typing import Callable

N_ROWS = 2000

# --------------------------------------------------------------------------
# generic machinery
# --------------------------------------------------------------------------
_PH = re.compile(r"([@#])\{(\w+)\}")


def R(fmt: str, **v) -> tuple[str, str]:
    """@{x}: variable (masked in the template); #{x}: constant substitution."""
    for m in _PH.finditer(fmt):
        val = str(v[m.group(2)])
        assert val and "\n" not in val, (fmt, m.group(2), val)
    line = _PH.sub(lambda m: str(v[m.group(2)]), fmt)
    tmpl = _PH.sub(lambda m: "<*>" if m.group(1) == "@" else str(v[m.group(2)]), fmt)
    return line, tmpl


class Ctx:
    def __init__(self, rng: random.Random, start: datetime, gap: float):
        self.rng = rng
        self.t = start
        self.gap = gap
        self.rows: list[dict[str, str]] = []

    def tick(self, scale: float = 1.0) -> datetime:
        self.t += timedelta(seconds=self.rng.expovariate(1.0 / (self.gap * scale)))
        return self.t

    def add(self, pair: tuple[str, str], level: str) -> None:
        line, tmpl = pair
        self.rows.append({"line": line, "template": tmpl, "level": level})


def drive(ctx: Ctx, common, rare, n: int = N_ROWS) -> list[dict[str, str]]:
    """common: [(weight, fn)], rare: [(fn, kmin, kmax)]; fn(ctx) appends rows."""
    rng = ctx.rng
    sched = sorted(
        (rng.uniform(0.03, 0.93), i)
        for i, (fn, lo, hi) in enumerate(rare)
        for _ in range(rng.randint(lo, hi))
    )
    fns = [f for _, f in common]
    ws = [w for w, _ in common]
    while len(ctx.rows) < n:
        if sched and sched[0][0] * n <= len(ctx.rows):
            _, i = sched.pop(0)
            ctx.tick()
            rare[i][0](ctx)
        else:
            ctx.tick()
            rng.choices(fns, ws)[0](ctx)
    return ctx.rows[:n]


_ZW: dict[tuple[int, float], list[float]] = {}


def zpick(rng: random.Random, pool, s: float = 1.0):
    """Zipf-skewed pick: the first pool entries are the popular ones."""
    key = (len(pool), s)
    cw = _ZW.get(key)
    if cw is None:
        acc, cw = 0.0, []
        for i in range(len(pool)):
            acc += 1.0 / (i + 1) ** s
            cw.append(acc)
        _ZW[key] = cw
    return rng.choices(pool, cum_weights=cw)[0]


def start_time(rng: random.Random) -> datetime:
    return datetime(2024, rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23),
                    rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 999999))


def hexs(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def uuid(rng: random.Random) -> str:
    h = hexs(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def ip(rng: random.Random, net: str = "10") -> str:
    return f"{net}.{rng.randint(0, 40)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}"


def esc(s: str) -> str:
    """JSON-escape a string for embedding between quotes."""
    return json.dumps(s, ensure_ascii=False)[1:-1]


# --------------------------------------------------------------------------
# pools (names without digits on purpose; digits appear in ids/numbers)
# --------------------------------------------------------------------------
FIRST = ("alice bob carol dave erin frank grace heidi ivan judy mallory niaj olivia peggy "
         "rupert sybil trent victor walter wendy yolanda zoe oscar quentin ursula xavier nadia "
         "omar priya ravi sofia tomas uma yusuf liam mia noah ava ethan chloe lucas ella mateo "
         "aria leo nora hugo iris felix luna jonas maya axel elena kai lena").split()
SURN = ("smith jones garcia miller davis lopez wilson moore taylor thomas white harris martin "
        "clark lewis walker hall young king wright scott green baker adams nelson hill").split()
NOUNS = ("orders invoices customers payments shipments products inventory sessions carts reviews "
         "coupons refunds accounts ledger audit events metrics users profiles addresses vendors "
         "warehouses returns subscriptions notifications messages tickets assets media uploads "
         "avatars thumbnails reports exports imports archive documents contracts leads campaigns "
         "clicks impressions searches recommendations ratings wishlists promotions taxes currencies "
         "regions stores employees payroll timesheets devices sensors readings alerts incidents "
         "deployments builds artifacts releases").split()
ROLES = "api worker consumer service gateway scheduler indexer sync exporter ingest router cron".split()
NATO = ("alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november "
        "papa quebec romeo sierra tango victor whiskey yankee zulu").split()
TREES = "oak elm ash pine birch maple cedar willow spruce larch aspen alder hazel rowan yew".split()
GEMS = "amber coral ivory jade onyx ruby topaz opal pearl garnet jasper quartz".split()
SIDES = "east west north south central".split()
COLS = "id name email status created_at updated_at customer_id region sku total owner tenant".split()
K8S_NS = ("default kube-system shop billing auth search payments checkout catalog monitoring "
          "logging ingress-nginx cert-manager istio-system argocd data platform").split()


def word_name(rng: random.Random) -> str:
    return f"{rng.choice(NOUNS)}-{rng.choice(ROLES)}"


def person(rng: random.Random) -> str:
    k = rng.random()
    if k < 0.5:
        return rng.choice(FIRST)
    if k < 0.8:
        return f"{rng.choice(FIRST)}.{rng.choice(SURN)}"
    return f"{rng.choice(FIRST)[0]}{rng.choice(SURN)}"


def pool(rng: random.Random, maker: Callable[[random.Random], str], k: int) -> list[str]:
    out: list[str] = []
    seen: set[str] = set()
    tries = 0
    while len(out) < k and tries < k * 50:
        tries += 1
        x = maker(rng)
        if x not in seen:
            seen.add(x)
            out.append(x)
    return out


# --------------------------------------------------------------------------
# 1. CockroachDB (crdb-v2 file format)
# --------------------------------------------------------------------------
_CRDB_LVL = {"I": "INFO", "W": "WARN", "E": "ERROR", "F": "FATAL"}


def _crdb_span(rng: random.Random, names: list[str]) -> str:
    k = rng.random()
    tid = rng.randint(104, 190)
    if k < 0.35:
        a, b = f"/Table/{tid}", f"/Table/{tid + 1}"
    elif k < 0.7:
        x = rng.randint(1, 900000)
        a, b = f"/Table/{tid}/1/{x}", f"/Table/{tid}/1/{x + rng.randint(50, 90000)}"
    elif k < 0.85:
        u, w = sorted(rng.sample(names, 2))
        a, b = f'/Table/{tid}/1/"{u}"', f'/Table/{tid}/1/"{w}"'
    elif k < 0.93:
        a, b = f"/Table/{tid}/2", f"/Table/{tid}/3"
    else:
        return rng.choice(["/System/NodeLiveness{-Max}", "/System/{tsd-tse}", "/Meta2/{Max-Table/106}",
                           "/Table/{3-4}", "/Table/1{5-6}", "/Local/Range/Table/{3-4}"])
    p = os.path.commonprefix([a, b])
    return f"{p}{{{a[len(p):]}-{b[len(p):]}}}"


def _crdb_size(rng: random.Random, lo: float, hi: float) -> str:
    x = rng.uniform(lo, hi)
    for unit in ("B", "KiB", "MiB", "GiB"):
        if x < 1024:
            return f"{x:.0f} {unit}" if unit in ("B", "KiB") else f"{x:.1f} {unit}"
        x /= 1024
    return f"{x:.1f} TiB"


def make_cockroachdb(rng: random.Random) -> list[dict[str, str]]:
    ctx = Ctx(rng, start_time(rng), 4.0)
    me = rng.randint(1, 5)
    host_pre = rng.choice(["crdb", "roach", "cockroach", "db"])
    sfx = rng.sample(NATO, 6)
    hosts = {i + 1: f"{host_pre}-{sfx[i]}" for i in range(6)}
    ips = {i: ip(rng) for i in hosts}
    users = pool(rng, person, 40) + ["root", "app_writer", "app_reader", "migrator"]
    rng.shuffle(users)
    dbs = pool(rng, lambda r: r.choice(NOUNS[:40]) if r.random() < 0.5 else f"{r.choice(GEMS)}_{r.choice(['prod', 'staging', 'analytics'])}", 10)
    tables = NOUNS[:]
    rng.shuffle(tables)
    apps = pool(rng, word_name, 20) + ["$ cockroach sql", "psql"]
    span_names = pool(rng, person, 60)
    ranges = []
    seen_r: set[int] = set()
    while len(ranges) < 150:
        r = rng.randint(40, 4000)
        if r in seen_r:
            continue
        seen_r.add(r)
        ranges.append((r, rng.randint(1, 7), _crdb_span(rng, span_names)))
    st = {"ctr": rng.randint(1, 300), "job": rng.randint(10, 900), "file": rng.randint(1000, 9000)}
    NODE = "T1,Vsystem,n@{n}"

    def RT(q: str | None = None) -> str:
        return "T1,Vsystem,n@{n}" + ("," + q if q else "") + ",s@{n},r@{r}/@{rep}:‹@{span}›"

    def rng_range() -> dict:
        r, rep, span = zpick(rng, ranges, 0.8)
        return {"r": r, "rep": rep, "span": span}

    def E(L: str, file: str, tags: str, msg: str, cont: str = " ", bump: bool = True, **v) -> None:
        if bump:
            st["ctr"] += 1
        t = ctx.t
        assert not set(v) & {"_L", "_d", "_tm", "_ctr", "n"}, v
        v.setdefault("g", rng.randint(60, 99999))
        v.update(_L=L, _d=t.strftime("%y%m%d"), _tm=t.strftime("%H:%M:%S.%f"), _ctr=st["ctr"], n=me)
        fmt = "#{_L}@{_d} @{_tm} @{g} " + file + " ⋮ [" + tags + "] @{_ctr} " + cont + msg
        ctx.add(R(fmt, **v), _CRDB_LVL[L])

    DESC = "[(n@{da},s@{da}):@{ra}, (n@{db},s@{db}):@{rb}, (n@{dc},s@{dc}):@{rc}, next=@{nx}, gen=@{gen}]"

    def desc_vals() -> dict:
        a, b, c = rng.sample(sorted(hosts), 3)
        return {"da": a, "db": b, "dc": c, "ra": rng.randint(1, 3), "rb": rng.randint(4, 6),
                "rc": rng.randint(7, 9), "nx": rng.randint(10, 14), "gen": rng.randint(2, 300)}

    def job() -> int:
        st["job"] += rng.randint(1, 4)
        return st["job"]

    def fnum() -> str:
        st["file"] += rng.randint(1, 5)
        return f"{st['file']:06d}"

    def hts() -> str:
        ns = int(ctx.t.timestamp() * 1e9) + rng.randint(-5 * 10**9, 0)
        return f"{ns // 10**9}.{ns % 10**9:09d},{rng.choice([0, 0, 0, 1, 2])}"

    # ---- header & startup ----
    def header(c: Ctx) -> None:
        t = c.t
        hv = {"g": 1, "d": t.strftime("%y%m%d"), "tm": t.strftime("%H:%M:%S.%f"), "fd": t.strftime("%Y/%m/%d %H:%M:%S")}
        pre = "I@{d} @{tm} @{g} util/log/file_sync_buffer.go:238 ⋮ [config]   "
        c.add(R(pre + "file created at: @{fd}", **hv), "INFO")
        c.add(R(pre + "running on machine: @{h}", h=hosts[me], **hv), "INFO")
        c.add(R(pre + "binary: CockroachDB CCL @{ver} (x86_64-pc-linux-gnu, built @{bd}, go1.21.9 X:nocoverageredesign)",
                ver=rng.choice(["v23.2.4", "v23.2.5", "v23.2.6"]), bd=rng.choice(["2024/04/10 16:23:49", "2024/05/06 14:37:18"]), **hv), "INFO")
        c.add(R(pre + "arguments: [‹cockroach› ‹start› ‹--certs-dir=/cockroach/certs› ‹--advertise-addr=@{h}› ‹--join=@{j1},@{j2},@{j3}› ‹--store=path=/cockroach/cockroach-data›]",
                h=hosts[me] + ":26257", j1=hosts[1], j2=hosts[2], j3=hosts[3], **hv), "INFO")
        c.add(R(pre + "log format (utf8=✓): crdb-v2", **hv), "INFO")
        c.add(R(pre + r"line format: [IWEF]yymmdd hh:mm:ss.uuuuuu goid [chan@]file:line redactionmark \[tags\] [counter] msg", **hv), "INFO")

    def startup(c: Ctx) -> None:
        E("I", "1@cli/start.go:1133", NODE, "starting cockroach node")
        c.tick(0.2)
        E("I", "server/node.go:533", NODE, "started with engine type ‹pebble›")
        E("I", "server/node.go:535", NODE, "started with attributes []")
        E("I", "1@server/server.go:1807", NODE, "starting postgres server at ‹@{la}› (use: ‹@{h}›)", la="[::]:26257", h=hosts[me] + ":26257")
        E("I", "1@server/server.go:1811", NODE, "advertising CockroachDB node at ‹@{h}›", h=hosts[me] + ":26257")
        c.tick(0.3)
        E("I", "1@gossip/gossip.go:1547", NODE, "node has connected to cluster via gossip")
        for _ in range(rng.randint(2, 4)):
            n2 = rng.choice([k for k in hosts if k != me])
            E("I", "gossip/client.go:124", NODE, "started gossip client to n@{n2} (‹@{a}›)", n2=n2, a=hosts[n2] + ":26257")
        c.tick(0.5)
        g = rng.randint(60, 9999)
        E("I", "1@cli/start.go:1040", NODE, "node startup completed:", g=g)
        E("I", "1@cli/start.go:1040", NODE, "CockroachDB node starting at @{ts} (took @{took}s)", cont="+", bump=False, g=g,
          ts=c.t.strftime("%Y-%m-%d %H:%M:%S.%f") + " +0000 UTC", took=f"{rng.uniform(0.5, 9):.1f}")
        E("I", "1@cli/start.go:1040", NODE, "build:               CCL @{ver} @ @{bd} (go1.21.9 X:nocoverageredesign)", cont="+", bump=False, g=g,
          ver="v23.2.4", bd="2024/04/10 16:23:49")
        E("I", "1@cli/start.go:1040", NODE, "webui:               ‹https://@{h}›", cont="+", bump=False, g=g, h=hosts[me] + ":8080")
        E("I", "1@cli/start.go:1040", NODE, "sql:                 ‹postgresql://root@@{h}/defaultdb?sslcert=certs%2Fclient.root.crt&sslkey=certs%2Fclient.root.key&sslmode=verify-full&sslrootcert=certs%2Fca.crt›",
          cont="+", bump=False, g=g, h=hosts[me] + ":26257")
        E("I", "1@cli/start.go:1040", NODE, "store[0]:            ‹path=/cockroach/cockroach-data›", cont="+", bump=False, g=g)
        E("I", "1@cli/start.go:1040", NODE, "clusterID:           ‹@{cid}›", cont="+", bump=False, g=g, cid=cluster_id)
        E("I", "1@cli/start.go:1040", NODE, "nodeID:              @{n}", cont="+", bump=False, g=g)

    cluster_id = uuid(rng)

    def restart(c: Ctx) -> None:
        E("I", "1@cli/start.go:1005", NODE, "received signal 'terminated'")
        E("I", "1@cli/start.go:1095", NODE, "initiating graceful shutdown of server")
        for _ in range(rng.randint(1, 3)):
            c.tick(0.3)
            E("I", "1@server/drain.go:283", NODE, "drain remaining: @{k}", k=rng.randint(1, 400))
            E("I", "1@server/drain.go:285", NODE, "drain details: descriptor leases: @{a}, liveness record: @{b}, range lease iterations: @{cc}",
              a=rng.randint(0, 60), b=rng.randint(0, 1), cc=rng.randint(0, 300))
        E("I", "1@cli/start.go:1138", NODE, "server drained and shutdown completed")
        c.tick(3)
        startup(c)

    # ---- common ----
    def runtime(c: Ctx) -> None:
        E("I", "2@server/status/runtime_log.go:48", NODE,
          "runtime stats: @{rss} RSS, @{gor} goroutines (stacks: @{stk}), @{al}/@{tot} Go alloc/total (heap fragmentation: @{fr}, heap reserved: @{hr}, heap released: @{hl}), @{cal}/@{ctot} CGO alloc/total (@{cgo} CGO/sec), @{u}/@{s} %(u/s)time, @{gc} %gc (@{gcn}x), @{rn}/@{wn} (r/w)net",
          rss=_crdb_size(rng, 1.5e9, 9e9), gor=rng.randint(400, 4000), stk=_crdb_size(rng, 4e6, 6e7),
          al=_crdb_size(rng, 2e8, 2e9), tot=_crdb_size(rng, 2e9, 3e9), fr=_crdb_size(rng, 1e7, 2e8),
          hr=_crdb_size(rng, 1e7, 5e8), hl=_crdb_size(rng, 1e7, 9e8), cal=_crdb_size(rng, 1e9, 4e9),
          ctot=_crdb_size(rng, 4e9, 5e9), cgo=f"{rng.uniform(100, 9000):.1f}", u=f"{rng.uniform(1, 80):.1f}",
          s=f"{rng.uniform(1, 20):.1f}", gc=f"{rng.uniform(0, 3):.1f}", gcn=rng.randint(0, 5),
          rn=_crdb_size(rng, 1e4, 5e7), wn=_crdb_size(rng, 1e4, 5e7))

    def pebble_flush(c: Ctx) -> None:
        E("I", "3@pebble/event.go:734", NODE + ",s@{n},pebble",
          "[JOB @{job}] flushed @{k} memtable (@{sz}) to L0 [@{f}] (@{sz2}), in @{d}s (@{d2}s total), output rate @{rate}/s",
          job=job(), k=1, sz=_crdb_size(rng, 4e6, 7e7), f=fnum(), sz2=_crdb_size(rng, 1e6, 3e7),
          d=f"{rng.uniform(0, 2):.1f}", d2=f"{rng.uniform(0, 2.5):.1f}", rate=_crdb_size(rng, 1e6, 2e8))

    def pebble_compact(c: Ctx) -> None:
        l1 = rng.randint(0, 5)
        E("I", "3@pebble/event.go:782", NODE + ",s@{n},pebble",
          "[JOB @{job}] compacted(default) L@{l1} [@{f1}] (@{s1}) + L@{l2} [@{f2} @{f3}] (@{s2}) -> L@{l2} [@{f4}] (@{s3}), in @{d}s (@{d2}s total), output rate @{rate}/s",
          job=job(), l1=l1, l2=l1 + 1, f1=fnum(), f2=fnum(), f3=fnum(), f4=fnum(), s1=_crdb_size(rng, 1e6, 6e7),
          s2=_crdb_size(rng, 1e6, 2e8), s3=_crdb_size(rng, 1e6, 2e8), d=f"{rng.uniform(0, 6):.1f}",
          d2=f"{rng.uniform(0, 7):.1f}", rate=_crdb_size(rng, 1e6, 2e8))

    def pebble_move(c: Ctx) -> None:
        l1 = rng.randint(0, 5)
        f = fnum()
        sz = _crdb_size(rng, 1e6, 6e7)
        E("I", "3@pebble/event.go:782", NODE + ",s@{n},pebble",
          "[JOB @{job}] compacted(move) L@{l1} [@{f}] (@{sz}) + L@{l2} [] (@{z}) -> L@{l2} [@{f}] (@{sz}), in @{d}s (@{d2}s total), output rate @{z}/s",
          job=job(), l1=l1, l2=l1 + 1, f=f, sz=sz, z="0 B", d="0.0", d2="0.0")

    def pebble_misc(c: Ctx) -> None:
        k = rng.random()
        if k < 0.5:
            E("I", "3@pebble/event.go:826", NODE + ",s@{n},pebble", "[JOB @{job}] sstable deleted @{f}", job=job(), f=fnum())
        elif k < 0.85:
            E("I", "3@pebble/event.go:850", NODE + ",s@{n},pebble", "[JOB @{job}] WAL created @{f}", job=job(), f=fnum())
        else:
            E("I", "3@pebble/event.go:810", NODE + ",s@{n},pebble", "[JOB @{job}] MANIFEST created @{f}", job=job(), f=fnum())

    def lease(c: Ctx) -> None:
        a, b = rng.sample(sorted(hosts), 2)
        E("I", "13@kv/kvserver/replica_proposal.go:272", RT(),
          "new range lease repl=(n@{a},s@{a}):@{ra} seq=@{sq} start=@{t1} epo=@{ep} pro=@{t2} following repl=(n@{b},s@{b}):@{rb} seq=@{sq0} start=@{t0} epo=@{ep0} pro=@{t3}",
          a=a, b=b, ra=rng.randint(1, 7), rb=rng.randint(1, 7), sq=rng.randint(2, 90), sq0=rng.randint(1, 89),
          t1=hts(), t2=hts(), t0=hts(), t3=hts(), ep=rng.randint(1, 40), ep0=rng.randint(1, 40), **rng_range())

    def split_size(c: Ctx) -> None:
        E("I", "13@kv/kvserver/replica_command.go:439", RT("split"),
          "initiating a split of this range at key ‹@{key}› [r@{nr}] (‹@{sz} above threshold size @{thr}›)",
          key=f"/Table/{rng.randint(104, 190)}/1/{rng.randint(1, 900000)}", nr=rng.randint(4000, 9000),
          sz=_crdb_size(rng, 5.4e8, 9e8), thr="512 MiB", **rng_range())

    def split_load(c: Ctx) -> None:
        key = rng.choice([f"/Table/{rng.randint(104, 190)}/1/{rng.randint(1, 900000)}",
                          f'/Table/{rng.randint(104, 190)}/1/"{rng.choice(span_names)}"'])
        E("I", "13@kv/kvserver/replica_command.go:439", RT("split"),
          "initiating a split of this range at key ‹@{key}› [r@{nr}] (‹load at key @{key} (@{qps} splitQPS, @{bps} batches/sec, @{rm} raft mutations/sec)›)",
          key=key, nr=rng.randint(4000, 9000), qps=f"{rng.uniform(2500, 9000):.2f}", bps=f"{rng.uniform(1000, 9000):.2f}",
          rm=f"{rng.uniform(0, 900):.2f}", **rng_range())

    def change_replicas(c: Ctx) -> None:
        add = rng.choice(sorted(hosts))
        v = rng_range()
        v.update(desc_vals())
        E("I", "13@kv/kvserver/replica_command.go:2358", RT("replicate"),
          "change replicas (add [(n@{an},s@{an}):@{ar}LEARNER] remove []): existing descriptor r@{r}:‹@{span}› " + DESC,
          an=add, ar=rng.randint(4, 12), **v)

    def snapshot(c: Ctx) -> None:
        add = rng.choice(sorted(hosts))
        E("I", "13@kv/kvserver/store_snapshot.go:1710", RT("replicate"),
          "streamed INITIAL snapshot @{sid} at applied index @{idx} to (n@{an},s@{an}):@{ar}LEARNER with @{sz} in @{d}s @ @{rate}/s: kvs=@{kvs} rangeKVs=@{rk}, rate-limit: @{rl}/s, queued: @{q}s",
          sid=hexs(rng, 8), idx=rng.randint(10, 900000), an=add, ar=rng.randint(4, 12), sz=_crdb_size(rng, 1e5, 5e8),
          d=f"{rng.uniform(0, 20):.2f}", rate=_crdb_size(rng, 1e6, 3.3e7), kvs=rng.randint(10, 900000), rk=0,
          rl="32 MiB", q=f"{rng.uniform(0, 3):.2f}", **rng_range())

    def jobs(c: Ctx) -> None:
        j = rng.randint(900000000000000000, 999999999999999999)
        E("I", "jobs/registry.go:1584", NODE, "AUTO CREATE STATS job @{j}: stepping through state running", j=j)
        c.tick(0.3)
        E("I", "jobs/registry.go:1584", NODE, "AUTO CREATE STATS job @{j}: stepping through state succeeded", j=j)

    def auth_ok(c: Ctx) -> None:
        u = zpick(rng, users)
        ca = f"{ip(rng)}:{rng.randint(30000, 65000)}"
        E("I", "4@util/log/event_log.go:32", "T1,Vsystem,n@{n},client=‹@{ca}›,hostssl,user=‹@{u}›",
          '{"Timestamp":@{ns},"EventType":"client_authentication_ok","InstanceID":@{n},"Network":"tcp","RemoteAddress":"‹@{ca}›","SessionID":"@{sid}","Transport":"hostssl","User":"‹@{u}›","SystemIdentity":"‹@{u}›","Method":"cert-password"}',
          cont="=", ca=ca, u=u, ns=int(c.t.timestamp() * 1e9), sid=hexs(rng, 32))

    def auth_fail(c: Ctx, reason: str, detail: str) -> None:
        u = zpick(rng, users) if reason == "CREDENTIALS_INVALID" else rng.choice(FIRST) + rng.choice(["", "_admin", "_test"])
        ca = f"{ip(rng)}:{rng.randint(30000, 65000)}"
        E("I", "4@util/log/event_log.go:32", "T1,Vsystem,n@{n},client=‹@{ca}›,hostssl,user=‹@{u}›",
          '{"Timestamp":@{ns},"EventType":"client_authentication_failed","InstanceID":@{n},"Network":"tcp","RemoteAddress":"‹@{ca}›","SessionID":"@{sid}","Transport":"hostssl","User":"‹@{u}›","SystemIdentity":"‹@{u}›","Reason":"#{reason}","Detail":"‹' + detail + '›","Method":"password"}',
          cont="=", ca=ca, u=u, ns=int(c.t.timestamp() * 1e9), sid=hexs(rng, 32), reason=reason)

    def slow_query(c: Ctx) -> None:
        db, tb, u = zpick(rng, dbs), zpick(rng, tables), zpick(rng, users)
        E("I", "10@util/log/event_log.go:32", "T1,Vsystem,n@{n},client=‹@{ca}›,hostssl,user=‹@{u}›",
          '{"Timestamp":@{ns},"EventType":"slow_query","Statement":"‹SELECT * FROM @{db}.public.@{tb} WHERE @{col} = $1›","Tag":"SELECT","User":"‹@{u}›","ApplicationName":"‹@{app}›","ExecMode":"exec","NumRows":@{rows},"Age":@{age},"FullTableScan":true,"TxnCounter":@{tc}}',
          cont="=", ca=f"{ip(rng)}:{rng.randint(30000, 65000)}", u=u, ns=int(c.t.timestamp() * 1e9), db=db, tb=tb,
          col=rng.choice(COLS), app=zpick(rng, apps), rows=rng.randint(0, 90000), age=f"{rng.uniform(500, 90000):.3f}",
          tc=rng.randint(1, 500))

    def create_index(c: Ctx) -> None:
        db, tb, u, col = zpick(rng, dbs), zpick(rng, tables), rng.choice(users[:5]), rng.choice(COLS)
        E("I", "5@util/log/event_log.go:32", "T1,Vsystem,n@{n},client=‹@{ca}›,hostssl,user=‹@{u}›",
          '{"Timestamp":@{ns},"EventType":"create_index","Statement":"‹CREATE INDEX ON @{db}.public.@{tb} (@{col})›","Tag":"CREATE INDEX","User":"‹@{u}›","DescriptorID":@{did},"TableName":"‹@{db}.public.@{tb}›","IndexName":"‹@{tb}_@{col}_idx›","MutationID":@{mid}}',
          cont="=", ca=f"{ip(rng)}:{rng.randint(30000, 65000)}", u=u, ns=int(c.t.timestamp() * 1e9), db=db, tb=tb,
          col=col, did=rng.randint(104, 190), mid=rng.randint(1, 9))

    def drop_table(c: Ctx) -> None:
        db, tb, u = zpick(rng, dbs), rng.choice(tables) + "_old", rng.choice(users[:5])
        E("I", "5@util/log/event_log.go:32", "T1,Vsystem,n@{n},client=‹@{ca}›,hostssl,user=‹@{u}›",
          '{"Timestamp":@{ns},"EventType":"drop_table","Statement":"‹DROP TABLE @{db}.public.@{tb}›","Tag":"DROP TABLE","User":"‹@{u}›","DescriptorID":@{did},"TableName":"‹@{db}.public.@{tb}›"}',
          cont="=", ca=f"{ip(rng)}:{rng.randint(30000, 65000)}", u=u, ns=int(c.t.timestamp() * 1e9), db=db, tb=tb,
          did=rng.randint(104, 190))

    def gossip_client(c: Ctx) -> None:
        n2 = rng.choice([k for k in hosts if k != me])
        E("I", "gossip/client.go:124", NODE, "started gossip client to n@{n2} (‹@{a}›)", n2=n2, a=hosts[n2] + ":26257")

    def remove_replica(c: Ctx) -> None:
        E("I", "13@kv/kvserver/store_remove_replica.go:151", RT("replicaGC"), "removing replica r@{r}/@{rep}", **rng_range())

    # ---- warnings / errors ----
    def raft_ready(c: Ctx) -> None:
        E("W", "kv/kvserver/store_raft.go:710", RT(),
          "handle raft ready: @{d}s [applied=@{a}, batches=@{b}, state_assertions=@{sa}]; node might be overloaded",
          d=f"{rng.uniform(0.5, 9):.1f}", a=rng.randint(0, 40), b=rng.randint(0, 20), sa=rng.randint(0, 2), **rng_range())

    def slow_commit(c: Ctx) -> None:
        E("W", "kv/kvserver/replica_raft.go:1577", RT(), "slow non-blocking raft commit: commit-wait @{d} sem @{sem}",
          d=f"{rng.uniform(0.5, 5):.3f}s", sem=f"{rng.randint(1, 999)}µs", **rng_range())

    def slow_rpc(c: Ctx) -> None:
        v = rng_range()
        v.update(desc_vals())
        E("W", "kv/kvclient/kvcoord/dist_sender.go:1755", NODE,
          "slow range RPC: have been waiting @{d}s (@{att} attempts) for RPC Get [‹@{key}›,/Min) to r@{r}:‹@{span}› " + DESC + "; resp: ‹(err: <nil>), *kvpb.GetResponse›",
          d=f"{rng.uniform(60, 200):.2f}", att=rng.randint(1, 90), key=f"/Table/{rng.randint(104, 190)}/1/{rng.randint(1, 900000)}/0", **v)

    def liveness_fail(c: Ctx) -> None:
        E("W", "kv/kvserver/liveness/liveness.go:761", NODE + ",liveness-hb",
          'failed node liveness heartbeat: operation ‹"node liveness heartbeat"› timed out after @{d}s (given timeout @{gt}s): context deadline exceeded',
          d=f"{rng.uniform(3, 3.2):.3f}", gt=3)

    def health_under(c: Ctx) -> None:
        E("W", "2@server/status/health_check.go:215", NODE,
          "health alerts detected: {Alerts:[{StoreID:@{n} Category:METRICS Description:ranges.underreplicated Value:@{v} Labels:[]}]}",
          v=rng.randint(1, 300))

    def health_latch(c: Ctx) -> None:
        E("W", "2@server/status/health_check.go:215", NODE,
          "health alerts detected: {Alerts:[{StoreID:@{n} Category:METRICS Description:requests.slow.latch Value:@{v} Labels:[]}]}",
          v=rng.randint(1, 30))

    def rpc_disc(c: Ctx) -> None:
        n2 = rng.choice([k for k in hosts if k != me])
        E("W", "2@rpc/peer.go:590", "T1,Vsystem,n@{n},rnode=@{n2},raddr=‹@{a}›,class=default,rpc",
          'disconnected (was healthy for @{dur}): grpc: ‹connection error: desc = "transport: error while dialing: dial tcp @{ipa}: connect: connection refused"› [code 14/Unavailable]',
          n2=n2, a=hosts[n2] + ":26257", ipa=ips[n2] + ":26257", dur=f"{rng.randint(1, 59)}m{rng.uniform(0, 59):.3f}s")

    def rpc_breaker(c: Ctx) -> None:
        n2 = rng.choice([k for k in hosts if k != me])
        E("E", "2@rpc/peer.go:601", "T1,Vsystem,n@{n},rnode=@{n2},raddr=‹@{a}›,class=system,rpc",
          'circuit breaker tripped: failed connection attempt (last connected @{dur} ago): grpc: ‹connection error: desc = "transport: error while dialing: dial tcp @{ipa}: i/o timeout"› [code 14/Unavailable]',
          n2=n2, a=hosts[n2] + ":26257", ipa=ips[n2] + ":26257", dur=f"{rng.uniform(1, 90):.3f}s")

    def replica_breaker(c: Ctx) -> None:
        v = rng_range()
        v.update(desc_vals())
        E("E", "kv/kvserver/replica_circuit_breaker.go:175", RT(),
          "breaker: tripped with error: replica unavailable: (n@{n},s@{n}):@{rep} unable to serve request to r@{r}:‹@{span}› " + DESC + ": have been waiting @{d}s for slow proposal ConditionalPut [‹@{key}›,/Min)",
          d=f"{rng.uniform(60, 70):.2f}", key=f"/Local/Range/Table/{rng.randint(104, 190)}/RangeDescriptor", **v)

    def queue_timeout(c: Ctx) -> None:
        v = rng_range()
        E("E", "kv/kvserver/queue.go:1146", RT("mvccGC"),
          'operation ‹"mvccGC queue process replica @{r}"› timed out after @{d} (given timeout @{gt}): context deadline exceeded',
          d=f"1m0.{rng.randint(1, 999):03d}s", gt="1m0s", **v)

    def disk_stall(c: Ctx) -> None:
        E("F", "1@storage/pebble.go:1185", NODE + ",s@{n},pebble",
          "disk stall detected: pebble unable to write to ‹@{p}› in @{d} seconds",
          p=f"/cockroach/cockroach-data/{fnum()}.log", d=f"{rng.uniform(20, 40):.2f}")

    header(ctx)
    startup(ctx)
    common = [
        (30, runtime), (10, pebble_flush), (7, pebble_compact), (2, pebble_move), (8, pebble_misc),
        (6, lease), (1.5, split_size), (1.2, split_load), (2.5, change_replicas), (2.5, snapshot),
        (2, jobs), (5, auth_ok), (1.0, lambda c: auth_fail(c, "CREDENTIALS_INVALID", "password authentication failed for user @{u}")),
        (0.4, lambda c: auth_fail(c, "USER_NOT_FOUND", "user @{u} does not exist")),
        (2.5, slow_query), (0.6, gossip_client), (1, remove_replica), (2, raft_ready), (0.8, slow_commit),
        (0.7, slow_rpc), (1.2, health_under), (0.25, liveness_fail), (0.25, rpc_disc), (0.2, create_index),
    ]
    rare = [(restart, 1, 1), (drop_table, 1, 2),
            (health_latch, 1, 2), (rpc_breaker, 1, 2), (replica_breaker, 1, 2),
            (queue_timeout, 1, 2), (disk_stall, 1, 1)]
    return drive(ctx, common, rare)


# --------------------------------------------------------------------------
# 2. Patroni
# --------------------------------------------------------------------------
_PAT_LVL = {"DEBUG": "DEBUG", "INFO": "INFO", "WARNING": "WARN", "ERROR": "ERROR", "CRITICAL": "FATAL"}


def make_patroni(rng: random.Random) -> list[dict[str, str]]:
    ctx = Ctx(rng, start_time(rng), 3.4)
    scope = rng.choice(NOUNS[:30]) + rng.choice(["", "-db", "-pg", "-cluster"])
    pre = rng.choice(["pg", "db", "postgres", "patroni", scope])
    suffixes = rng.sample(rng.choice([SIDES, TREES, GEMS, NATO]), 3)
    mem = [f"{pre}-{s}" for s in suffixes]
    ips = {m: ip(rng) for m in mem}
    etcds = [ip(rng) for _ in range(3)]
    st = {"leader": mem[0], "tl": rng.randint(2, 30), "lsn": rng.randint(0x3000000, 0x9FFFFFFF),
          "sysid": str(rng.randint(7000000000000000000, 7399999999999999999))}
    params = ["work_mem", "shared_buffers", "max_connections", "wal_keep_size", "max_wal_size",
              "effective_cache_size", "maintenance_work_mem", "log_min_duration_statement", "random_page_cost"]
    slots = pool(rng, lambda r: f"{r.choice(NOUNS[:30])}_{r.choice(['cdc', 'debezium', 'replica', 'logical', 'sink'])}", 8)

    def P(level: str, fmt: str, **v) -> None:
        t = ctx.t
        assert not set(v) & {"_d", "_tm", "_lv"}, v
        v.update(_d=t.strftime("%Y-%m-%d"), _tm=t.strftime("%H:%M:%S,") + f"{t.microsecond // 1000:03d}", _lv=level)
        ctx.add(R("@{_d} @{_tm} #{_lv}: " + fmt, **v), _PAT_LVL[level])

    def lsn() -> str:
        st["lsn"] += rng.randint(100, 5000000)
        return f"{st['lsn'] >> 32:X}/{st['lsn'] & 0xFFFFFFFF:X}"

    def others(x: str) -> list[str]:
        return [m for m in mem if m != x]

    def api(m: str) -> str:
        return f"{ips[m]}:8008"

    def loop(c: Ctx) -> None:
        m = rng.choice(mem)
        L = st["leader"]
        P("INFO", "Lock owner: @{l}; I am @{m}", l=L, m=m)
        if m == L:
            P("INFO", "no action. I am (@{m}), the leader with the lock", m=m)
        else:
            P("INFO", "no action. I am (@{m}), a secondary, and following a leader (@{l})", m=m, l=L)

    def got_response(src: str, dst: str) -> None:
        P("INFO", 'Got response from @{dst} http://@{api}/patroni: {"state": "running", "postmaster_start_time": "@{pst}", "role": "replica", "server_version": @{sv}, "xlog": {"received_location": @{rl}, "replayed_location": @{pl}, "replayed_timestamp": null, "paused": false}, "timeline": @{tl}, "dcs_last_seen": @{seen}, "database_system_identifier": "@{sys}", "patroni": {"version": "@{pv}", "scope": "@{scope}", "name": "@{dst}"}}',
          dst=dst, api=api(dst), pst=(ctx.t - timedelta(hours=rng.randint(1, 900))).strftime("%Y-%m-%d %H:%M:%S.%f+00:00"),
          sv=rng.choice([160002, 160003, 150006]), rl=st["lsn"] + rng.randint(0, 9000), pl=st["lsn"], tl=st["tl"],
          seen=int(ctx.t.timestamp()) - rng.randint(0, 9), sys=st["sysid"], pv="3.3.0", scope=scope)

    def req_fail_timeout(m: str) -> None:
        P("WARNING", "Request failed to @{m}: GET http://@{api}/patroni (HTTPConnectionPool(host='@{h}', port=@{p}): Max retries exceeded with url: /patroni (Caused by ConnectTimeoutError(<urllib3.connection.HTTPConnection object at 0x@{obj}>, 'Connection to @{h} timed out. (connect timeout=@{ct})')))",
          m=m, api=api(m), h=ips[m], p=8008, obj="7f" + hexs(rng, 10), ct=2)

    def req_fail_reset(m: str) -> None:
        P("WARNING", "Request failed to @{m}: GET http://@{api}/patroni (HTTPConnectionPool(host='@{h}', port=@{p}): Max retries exceeded with url: /patroni (Caused by ProtocolError('Connection aborted.', ConnectionResetError(@{e}, 'Connection reset by peer'))))",
          m=m, api=api(m), h=ips[m], p=8008, e=104)

    def req_fail_read(m: str) -> None:
        P("WARNING", "Request failed to @{m}: GET http://@{api}/patroni (HTTPConnectionPool(host='@{h}', port=@{p}): Read timed out. (read timeout=@{rt}))",
          m=m, api=api(m), h=ips[m], p=8008, rt=2)

    def rejoin(c: Ctx, old: str, new: str) -> None:
        P("INFO", "Lock owner: @{l}; I am @{m}", l=new, m=old)
        P("INFO", "Local timeline=@{tl} lsn=@{lsn}", tl=st["tl"] - 1, lsn=lsn())
        P("INFO", "primary_timeline=@{tl}", tl=st["tl"])
        P("INFO", "running pg_rewind from @{l}", l=new)
        c.tick(0.5)
        P("INFO", "running pg_rewind from @{l} in progress", l=new)
        c.tick(2)
        P("INFO", "pg_rewind exit code=@{rc}", rc=0)
        P("INFO", "starting as a secondary")
        P("INFO", "postmaster pid=@{pid}", pid=rng.randint(200, 60000))
        ctx.add(R("@{sock} - no response", sock="/var/run/postgresql:5432"), "-")
        c.tick(0.3)
        ctx.add(R("@{sock} - accepting connections", sock="/var/run/postgresql:5432"), "-")
        ctx.add(R("@{sock} - accepting connections", sock="/var/run/postgresql:5432"), "-")
        P("INFO", "establishing a new patroni heartbeat connection to postgres")
        P("INFO", "no action. I am (@{m}), a secondary, and following a leader (@{l})", m=old, l=new)

    def failover(c: Ctx) -> None:
        old = st["leader"]
        new, third = rng.sample(others(old), 2)
        for m in (new, third):
            rng.choice([req_fail_timeout, req_fail_reset])(old)
            c.tick(0.1)
        got_response(new, third)
        got_response(third, new)
        P("INFO", "Could not take out TTL lock")
        st["leader"] = new
        st["tl"] += 1
        P("INFO", "promoted self to leader by acquiring session lock")
        P("INFO", "Lock owner: @{l}; I am @{m}", l=new, m=new)
        P("INFO", "updated leader lock during promote")
        c.tick(0.5)
        P("INFO", "cleared rewind state after becoming the leader")
        P("INFO", "Software Watchdog activated with @{a} second timeout, timing slack @{b} seconds", a=25, b=15)
        P("INFO", "following new leader after trying and failing to obtain lock")
        P("INFO", "no action. I am (@{m}), a secondary, and following a leader (@{l})", m=third, l=new)
        c.tick(8)
        rejoin(c, old, new)

    def switchover(c: Ctx) -> None:
        old = st["leader"]
        new = rng.choice(others(old))
        P("INFO", "received switchover request with leader=@{l} candidate=@{c} scheduled_at=None", l=old, c=new)
        P("INFO", "Lock owner: @{l}; I am @{m}", l=old, m=old)
        got_response(old, new)
        P("INFO", "switchover: demoting myself")
        P("INFO", "Demoting self (graceful)")
        c.tick(0.5)
        P("INFO", "Leader key released")
        P("INFO", "Lock owner: None; I am @{m}", m=old)
        P("INFO", "not healthy enough for leader race")
        P("INFO", "switchover: demote in progress")
        P("INFO", "Cleaning up failover key after acquiring leader lock...")
        st["leader"] = new
        st["tl"] += 1
        P("INFO", "promoted self to leader by acquiring session lock")
        P("INFO", "updated leader lock during promote")
        P("INFO", "cleared rewind state after becoming the leader")
        c.tick(3)
        P("INFO", "Lock owner: @{l}; I am @{m}", l=new, m=old)
        P("INFO", "Local timeline=@{tl} lsn=@{lsn}", tl=st["tl"] - 1, lsn=lsn())
        P("INFO", "starting as a secondary")
        P("INFO", "postmaster pid=@{pid}", pid=rng.randint(200, 60000))
        ctx.add(R("@{sock} - accepting connections", sock="/var/run/postgresql:5432"), "-")
        P("INFO", "establishing a new patroni heartbeat connection to postgres")

    def dcs_outage(c: Ctx) -> None:
        L = st["leader"]
        e = rng.choice(etcds)
        for _ in range(rng.randint(1, 3)):
            P("WARNING", "Retrying (Retry(total=@{tot}, connect=None, read=None, redirect=@{rd}, status=None)) after connection broken by 'ConnectTimeoutError(<urllib3.connection.HTTPConnection object at 0x@{obj}>, 'Connection to @{e} timed out. (connect timeout=@{ct})')': /v3/kv/range",
              tot=rng.randint(0, 2), rd=0, obj="7f" + hexs(rng, 10), e=e, ct=f"{rng.uniform(1, 3.4):.4f}")
            c.tick(0.2)
        P("ERROR", "Failed to get list of machines from http://@{ep}/v3: MaxRetryError(\"HTTPConnectionPool(host='@{e}', port=@{p}): Max retries exceeded with url: /v3/cluster/member/list (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x@{obj}>: Failed to establish a new connection: [Errno 111] Connection refused'))\")",
          ep=e + ":2379", e=e, p=2379, obj="7f" + hexs(rng, 10))
        P("ERROR", "Error communicating with DCS")
        P("INFO", "DCS is not accessible")
        P("ERROR", "failed to update leader lock")
        P("INFO", "demoted self because failed to update leader lock in DCS")
        P("INFO", "Demoting self (immediate-nolock)")
        P("WARNING", "Loop time exceeded, rescheduling immediately.")
        c.tick(4)
        e2 = rng.choice([x for x in etcds if x != e])
        P("INFO", "Selected new etcd server http://@{ep}", ep=e2 + ":2379")
        P("INFO", "starting as readonly because i had the session lock")
        P("INFO", "acquired session lock as a leader")
        P("INFO", "Lock owner: @{l}; I am @{m}", l=L, m=L)

    def watch_fail(c: Ctx) -> None:
        P("ERROR", "watchprefix failed: ProtocolError(\"Connection broken: InvalidChunkLength(got length b'', @{a} bytes read)\", InvalidChunkLength(got length b'', @{a} bytes read))", a=0)

    def loop_exceeded(c: Ctx) -> None:
        P("WARNING", "Loop time exceeded, rescheduling immediately.")

    def request_fail_transient(c: Ctx) -> None:
        m = rng.choice(others(st["leader"]))
        req_fail_read(m)

    def reload_cfg(c: Ctx) -> None:
        P("INFO", "Reloading PostgreSQL configuration.")
        p = rng.choice(params)
        P("INFO", "Changed @{p} from '@{a}' to '@{b}'", p=p, a=rng.choice(["4MB", "100", "1GB", "64MB", "-1", "4"]),
          b=rng.choice(["8MB", "200", "2GB", "128MB", "500", "1.1"]))
        P("INFO", "PostgreSQL configuration items changed, reloading configuration.")

    def sysid_mismatch(c: Ctx) -> None:
        P("CRITICAL", "system ID mismatch, node @{m} belongs to a different cluster: @{a} != @{b}",
          m=rng.choice(mem), a=st["sysid"], b=str(rng.randint(7000000000000000000, 7399999999999999999)))

    def sync_standby(c: Ctx) -> None:
        m = rng.choice(others(st["leader"]))
        P("INFO", "Assigning synchronous standby status to ['@{m}']", m=m)
        c.tick(0.2)
        P("INFO", "Synchronous standby status assigned to ['@{m}']", m=m)

    def drop_slot(c: Ctx) -> None:
        P("INFO", "Dropped unknown replication slot '@{s}'", s=rng.choice(slots))

    def not_healthiest(c: Ctx) -> None:
        P("INFO", "following a different leader because i am not the healthiest node")

    def pg_down(c: Ctx) -> None:
        m = rng.choice(others(st["leader"]))
        P("WARNING", "Postgresql is not running.")
        P("INFO", "Lock owner: @{l}; I am @{m}", l=st["leader"], m=m)
        P("INFO", "starting as a secondary")
        P("INFO", "postmaster pid=@{pid}", pid=rng.randint(200, 60000))
        ctx.add(R("@{sock} - no response", sock="/var/run/postgresql:5432"), "-")
        ctx.add(R("@{sock} - accepting connections", sock="/var/run/postgresql:5432"), "-")
        P("INFO", "establishing a new patroni heartbeat connection to postgres")

    def primary_alive(c: Ctx) -> None:
        P("WARNING", "Primary (@{l}) is still alive", l=st["leader"])

    common = [(60, loop), (1.2, loop_exceeded), (1.0, request_fail_transient), (0.5, watch_fail), (0.25, failover),
              (0.3, sync_standby), (0.25, drop_slot), (0.2, reload_cfg), (0.3, pg_down), (0.2, primary_alive)]
    rare = [(switchover, 1, 2), (dcs_outage, 1, 2), (sysid_mismatch, 1, 1), (not_healthiest, 1, 1)]
    return drive(ctx, common, rare)


# --------------------------------------------------------------------------
# 3. etcd 3.5 zap JSON
# --------------------------------------------------------------------------
_ETCD_LVL = {"debug": "DEBUG", "info": "INFO", "warn": "WARN", "error": "ERROR", "panic": "FATAL", "fatal": "FATAL"}
_K8S_RES = ["pods", "pods", "pods", "services/endpoints", "configmaps", "secrets", "deployments",
            "replicasets", "leases", "events", "minions", "serviceaccounts", "endpointslices",
            "jobs", "cronjobs", "statefulsets", "daemonsets", "ingress", "persistentvolumeclaims"]


def make_etcd_json(rng: random.Random) -> list[dict[str, str]]:
    ctx = Ctx(rng, start_time(rng), 2.0)
    sfx = rng.sample(rng.choice([NATO, TREES, GEMS]), 3)
    names = [f"etcd-{s}" for s in sfx]
    ids = [hexs(rng, 16) for _ in range(3)]
    ips = [ip(rng) for _ in range(3)]
    me = 0
    st = {"term": rng.randint(2, 40), "rev": rng.randint(100000, 9000000), "idx": rng.randint(100000, 9000000),
          "leader": rng.randint(0, 2), "trace": rng.randint(100000000, 4000000000), "snap": 0}
    nodes = pool(rng, lambda r: f"{r.choice(['node', 'worker', 'k8s', 'kube'])}-{r.choice(TREES + GEMS)}", 14)
    objnames = pool(rng, lambda r: r.choice([
        lambda: word_name(r), lambda: r.choice(NOUNS),
        lambda: f"{r.choice(NOUNS)}-{hexs(r, 10)}-{''.join(r.choice('bcdfghjklmnpqrstvwxz2456789') for _ in range(5))}",
        lambda: f"{r.choice(NOUNS)}-{r.choice(ROLES)}-{hexs(r, 5)}"])(), 120)

    def key() -> str:
        res = zpick(rng, _K8S_RES, 0.9)
        if res == "minions":
            return f"/registry/minions/{rng.choice(nodes)}"
        if res == "leases" and rng.random() < 0.7:
            return f"/registry/leases/kube-node-lease/{rng.choice(nodes)}"
        return f"/registry/{res}/{zpick(rng, K8S_NS)}/{zpick(rng, objnames, 0.7)}"

    def ts() -> str:
        return ctx.t.strftime("%Y-%m-%dT%H:%M:%S.%fZ")

    def dur(lo: float, hi: float) -> str:
        x = rng.uniform(lo, hi)
        return f"{x * 1000:.6f}ms".rstrip("0").rstrip(".") if x < 1 else f"{x:.9f}s".rstrip("0")

    def J(level: str, caller: str, msg: str, extra: str = "", raft: bool = False, **v) -> None:
        assert not set(v) & {"_ts", "_lv"}, v
        v.update(_ts=ts(), _lv=level)
        fmt = '{"level":"#{_lv}","ts":"@{_ts}",' + ('"logger":"raft",' if raft else "") + '"caller":"' + caller + '","msg":"' + msg + '"' + extra + "}"
        ctx.add(R(fmt, **v), _ETCD_LVL[level])

    def RAFT(msg: str, **v) -> None:
        J("info", "etcdserver/zap_raft.go:77", msg, raft=True, **v)

    def apply_read(c: Ctx) -> None:
        k = key()
        kind = rng.random()
        if kind < 0.6:
            req = f'key:"{k}" '
            resp = f"range_response_count:1 size:{rng.randint(200, 90000)}"
        elif kind < 0.85:
            pfx = k.rsplit("/", 1)[0] + "/"
            req = f'key:"{pfx}" range_end:"{pfx[:-1]}0" limit:{rng.choice([500, 1000, 10000])} '
            resp = f"range_response_count:{rng.randint(0, 500)} size:{rng.randint(200, 900000)}"
        else:
            pfx = k.rsplit("/", 1)[0] + "/"
            req = f'key:"{pfx}" range_end:"{pfx[:-1]}0" count_only:true '
            resp = f"range_response_count:0 size:{rng.randint(6, 9)}"
        J("warn", "etcdserver/util.go:170", "apply request took too long",
          ',"took":"@{took}","expected-duration":"@{exp}","prefix":"read-only range ","request":"@{req}","response":"@{resp}"',
          took=dur(0.1, 1.5), exp="100ms", req=esc(req), resp=resp)

    def apply_write(c: Ctx) -> None:
        k = key()
        req = (f'header:<ID:{rng.randint(10**18, 9 * 10**18)} username:"kube-apiserver-etcd-client" auth_revision:0 > '
               f'txn:<compare:<target:MOD key:"{k}" mod_revision:{st["rev"] - rng.randint(1, 9000)} > '
               f'success:<request_put:<key:"{k}" value_size:{rng.randint(100, 9000)} >> failure:<request_range:<key:"{k}" > >>')
        J("warn", "etcdserver/util.go:170", "apply request took too long",
          ',"took":"@{took}","expected-duration":"@{exp}","prefix":"","request":"@{req}","response":"@{resp}"',
          took=dur(0.1, 1.2), exp="100ms", req=esc(req), resp=f"size:{rng.randint(18, 22)}")

    def next_trace() -> int:
        st["trace"] += rng.randint(1, 90000)
        return st["trace"]

    def trace_range(c: Ctx) -> None:
        tid, k = next_trace(), key()
        st["rev"] += rng.randint(0, 3)
        start = ctx.t - timedelta(milliseconds=rng.uniform(100, 900))
        a, b = rng.uniform(90, 700), rng.uniform(0.1, 80)
        detail = f"{{range_begin:{k}; range_end:; response_count:1; response_revision:{st['rev']}; }}"
        s1 = esc(f"trace[{tid}] 'agreement among raft nodes before linearized reading'  (duration: {a:.6f}ms)")
        s2 = esc(f"trace[{tid}] 'range keys from in-memory index tree'  (duration: {b:.6f}ms)")
        J("info", "traceutil/trace.go:171", "trace[@{tid}] range",
          ',"detail":"@{det}","duration":"@{d}","start":"@{s}","end":"@{e}","steps":["@{s1}","@{s2}"],"step_count":@{sc}',
          tid=tid, det=esc(detail), d=f"{a + b:.6f}ms", s=start.strftime("%Y-%m-%dT%H:%M:%S.%fZ"),
          e=ctx.t.strftime("%Y-%m-%dT%H:%M:%S.%fZ"), s1=s1, s2=s2, sc=2)

    def trace_txn(c: Ctx) -> None:
        tid = next_trace()
        st["rev"] += 1
        start = ctx.t - timedelta(milliseconds=rng.uniform(100, 900))
        a, b = rng.uniform(90, 700), rng.uniform(0.1, 80)
        detail = f"{{read_only:false; response_revision:{st['rev']}; number_of_response:1; }}"
        s1 = esc(f"trace[{tid}] 'process raft request'  (duration: {a:.6f}ms)")
        s2 = esc(f"trace[{tid}] 'compare'  (duration: {b:.6f}ms)")
        J("info", "traceutil/trace.go:171", "trace[@{tid}] transaction",
          ',"detail":"@{det}","duration":"@{d}","start":"@{s}","end":"@{e}","steps":["@{s1}","@{s2}"],"step_count":@{sc}',
          tid=tid, det=esc(detail), d=f"{a + b:.6f}ms", s=start.strftime("%Y-%m-%dT%H:%M:%S.%fZ"),
          e=ctx.t.strftime("%Y-%m-%dT%H:%M:%S.%fZ"), s1=s1, s2=s2, sc=2)

    def compaction(c: Ctx) -> None:
        st["rev"] += rng.randint(1000, 20000)
        crev = st["rev"] - rng.randint(500, 5000)
        J("info", "mvcc/index.go:214", "compact tree index", ',"revision":@{r}', r=crev)
        c.tick(0.05)
        sz = rng.randint(20, 900) * 1048576 + rng.randint(0, 1048575)
        use = int(sz * rng.uniform(0.3, 0.9))
        h = rng.randint(10**8, 4 * 10**9)
        J("info", "mvcc/kvstore_compaction.go:66", "finished scheduled compaction",
          ',"compact-revision":@{r},"took":"@{took}","hash":@{h},"current-db-size-bytes":@{sb},"current-db-size":"@{s}","current-db-size-in-use-bytes":@{ub},"current-db-size-in-use":"@{u}"',
          r=crev, took=dur(0.005, 0.4), h=h, sb=sz, s=f"{sz / 1e6:.0f} MB", ub=use, u=f"{use / 1e6:.0f} MB")
        J("info", "mvcc/hash.go:137", "storing new hash", ',"hash":@{h},"revision":@{r},"compact-revision":@{pr}',
          h=h, r=crev, pr=crev - rng.randint(5000, 40000))

    def snapshot(c: Ctx) -> None:
        st["idx"] += rng.randint(90000, 110000)
        idx = st["idx"]
        J("info", "etcdserver/server.go:1395", "triggering snapshot",
          ',"local-member-id":"@{me}","local-member-applied-index":@{i},"local-member-snapshot-index":@{si},"local-member-snapshot-count":@{cnt}',
          me=ids[me], i=idx, si=idx - 100001, cnt=100000)
        J("info", "etcdserver/server.go:2413", "saved snapshot", ',"snapshot-index":@{i}', i=idx)
        J("info", "etcdserver/server.go:2443", "compacted Raft logs", ',"compact-index":@{ci}', ci=idx - 5000)
        c.tick(5)
        J("info", "fileutil/purge.go:85", "purged", ',"path":"@{p}"',
          p=f"/var/lib/etcd/member/snap/{st['term']:016x}-{idx - 500000:016x}.snap")

    def fdatasync(c: Ctx) -> None:
        J("warn", "wal/wal.go:805", "slow fdatasync", ',"took":"@{took}","expected-duration":"@{e}"', took=dur(1.0, 4.5), e="1s")

    def hb_late(c: Ctx) -> None:
        J("warn", "etcdserver/raft.go:416", "leader failed to send out heartbeat on time; took too long, leader is overloaded likely from slow disk",
          ',"to":"@{to}","heartbeat-interval":"@{hi}","expected-duration":"@{ed}","exceeded-duration":"@{xd}"',
          to=rng.choice(ids[1:]), hi="100ms", ed="200ms", xd=dur(0.01, 0.9))

    def readindex_slow(c: Ctx) -> None:
        J("warn", "etcdserver/v3_server.go:811", "waiting for ReadIndex response took too long, retrying",
          ',"sent-request-id":@{rid},"retry-timeout":"@{rt}"', rid=rng.randint(10**18, 9 * 10**18), rt="500ms")

    def readindex_timeout(c: Ctx) -> None:
        J("warn", "etcdserver/v3_server.go:860", "timed out waiting for read index response (local node might have slow network)",
          ',"timeout":"@{t}"', t="7s")

    def rejected(c: Ctx) -> None:
        J("warn", "embed/config_logging.go:160", "rejected connection",
          ',"remote-addr":"@{ra}","server-name":"","error":"tls: first record does not look like a TLS handshake"',
          ra=f"{ip(rng)}:{rng.randint(30000, 65000)}")

    def rejected_cert(c: Ctx) -> None:
        J("warn", "embed/config_logging.go:160", "rejected connection",
          ',"remote-addr":"@{ra}","server-name":"","error":"tls: failed to verify certificate: x509: certificate signed by unknown authority"',
          ra=f"{ip(rng)}:{rng.randint(30000, 65000)}")

    def prober(c: Ctx) -> None:
        p = rng.choice([1, 2])
        J("warn", "rafthttp/probing_status.go:68", "prober detected unhealthy status",
          ',"round-tripper-name":"ROUND_TRIPPER_RAFT_MESSAGE","remote-peer-id":"@{p}","rtt":"@{rtt}","error":"@{err}"',
          p=ids[p], rtt="0s", err=f"dial tcp {ips[p]}:2380: connect: connection refused")

    def prober_snap(c: Ctx) -> None:
        p = rng.choice([1, 2])
        J("warn", "rafthttp/probing_status.go:68", "prober detected unhealthy status",
          ',"round-tripper-name":"ROUND_TRIPPER_SNAPSHOT","remote-peer-id":"@{p}","rtt":"@{rtt}","error":"@{err}"',
          p=ids[p], rtt="0s", err=f"dial tcp {ips[p]}:2380: i/o timeout")

    def clock_drift(c: Ctx) -> None:
        J("warn", "rafthttp/probing_status.go:82", "prober found high clock drift",
          ',"round-tripper-name":"ROUND_TRIPPER_RAFT_MESSAGE","remote-peer-id":"@{p}","clock-drift":"@{cd}","rtt":"@{rtt}"',
          p=rng.choice(ids[1:]), cd=dur(1.0, 3.0), rtt=dur(0.0005, 0.01))

    def dropped(c: Ctx) -> None:
        p = rng.choice([1, 2])
        J("warn", "rafthttp/peer.go:267", "dropped internal Raft message since sending buffer is full (overloaded network)",
          ',"message-type":"MsgHeartbeat","local-member-id":"@{me}","from":"@{me}","remote-peer-id":"@{p}","remote-peer-active":false',
          me=ids[me], p=ids[p])

    def peer_flap(c: Ctx) -> None:
        p = rng.choice([1, 2])
        J("warn", "rafthttp/stream.go:421", "lost TCP streaming connection with remote peer",
          ',"stream-reader-type":"stream MsgApp v2","local-member-id":"@{me}","remote-peer-id":"@{p}","error":"unexpected EOF"',
          me=ids[me], p=ids[p])
        J("warn", "rafthttp/peer_status.go:66", "peer became inactive (message send to peer failed)",
          ',"peer-id":"@{p}","error":"failed to dial @{p} on stream MsgApp v2 (dial tcp @{pip}:2380: connect: connection refused)"',
          p=ids[p], pip=ips[p])
        for _ in range(rng.randint(1, 4)):
            c.tick(2)
            prober(c)
        c.tick(10)
        J("info", "rafthttp/peer_status.go:53", "peer became active", ',"peer-id":"@{p}"', p=ids[p])
        for stype in ("stream MsgApp v2", "stream Message"):
            J("info", "rafthttp/stream.go:249", "set message encoder",
              ',"from":"@{me}","to":"@{p}","stream-type":"#{stype}"', me=ids[me], p=ids[p], stype=stype)
            J("info", "rafthttp/stream.go:274", "established TCP streaming connection with remote peer",
              ',"stream-writer-type":"#{stype}","local-member-id":"@{me}","remote-peer-id":"@{p}"', me=ids[me], p=ids[p], stype=stype)

    def election(c: Ctx) -> None:
        old = st["leader"]
        t0 = st["term"]
        st["term"] += 1
        idx = st["idx"] + rng.randint(1000, 90000)
        RAFT("@{me} is starting a new election at term @{t}", me=ids[me], t=t0)
        RAFT("raft.node: @{me} lost leader @{l} at term @{t}", me=ids[me], l=ids[old], t=st["term"])
        RAFT("@{me} became pre-candidate at term @{t}", me=ids[me], t=t0)
        RAFT("@{me} received MsgPreVoteResp from @{me} at term @{t}", me=ids[me], t=t0)
        for p in (1, 2):
            RAFT("@{me} [logterm: @{lt}, index: @{i}] sent MsgPreVote request to @{p} at term @{t}", me=ids[me], lt=t0, i=idx, p=ids[p], t=t0)
        c.tick(0.05)
        RAFT("@{me} received MsgPreVoteResp from @{p} at term @{t}", me=ids[me], p=ids[1], t=t0)
        RAFT("@{me} has received @{a} MsgPreVoteResp votes and @{b} vote rejections", me=ids[me], a=2, b=0)
        RAFT("@{me} became candidate at term @{t}", me=ids[me], t=st["term"])
        RAFT("@{me} received MsgVoteResp from @{me} at term @{t}", me=ids[me], t=st["term"])
        for p in (1, 2):
            RAFT("@{me} [logterm: @{lt}, index: @{i}] sent MsgVote request to @{p} at term @{t}", me=ids[me], lt=t0, i=idx, p=ids[p], t=st["term"])
        c.tick(0.05)
        RAFT("@{me} received MsgVoteResp from @{p} at term @{t}", me=ids[me], p=ids[2], t=st["term"])
        RAFT("@{me} has received @{a} MsgVoteResp votes and @{b} vote rejections", me=ids[me], a=2, b=0)
        RAFT("@{me} became leader at term @{t}", me=ids[me], t=st["term"])
        RAFT("raft.node: @{me} elected leader @{l} at term @{t}", me=ids[me], l=ids[me], t=st["term"])
        st["leader"] = me

    def follow_election(c: Ctx) -> None:
        new = rng.choice([1, 2])
        t0 = st["term"]
        st["term"] += 1
        idx = st["idx"] + rng.randint(1000, 90000)
        RAFT("@{me} [term: @{t}] received a MsgVote message with higher term from @{p} [term: @{t2}]",
             me=ids[me], t=t0, p=ids[new], t2=st["term"])
        RAFT("@{me} became follower at term @{t}", me=ids[me], t=st["term"])
        RAFT("@{me} [logterm: @{lt}, index: @{i}, vote: @{v}] cast MsgVote for @{p} [logterm: @{lt}, index: @{i}] at term @{t}",
             me=ids[me], lt=t0, i=idx, v=0, p=ids[new], t=st["term"])
        if st["leader"] is not None:
            RAFT("raft.node: @{me} lost leader @{l} at term @{t}", me=ids[me], l=ids[st["leader"]], t=st["term"])
        c.tick(0.05)
        RAFT("raft.node: @{me} elected leader @{l} at term @{t}", me=ids[me], l=ids[new], t=st["term"])
        st["leader"] = new

    def health_fail(c: Ctx) -> None:
        J("warn", "etcdhttp/metrics.go:173", "/health error", ',"output":"@{o}","status-code":@{sc}',
          o=esc('{"health":"false","reason":"RAFT NO LEADER"}'), sc=503)

    def revoke_fail(c: Ctx) -> None:
        J("warn", "etcdserver/server.go:1157", "failed to revoke lease", ',"lease-id":"@{l}","error":"etcdserver: request timed out"',
          l=hexs(rng, 16))

    def publish_fail(c: Ctx) -> None:
        J("error", "etcdserver/server.go:2036", "failed to publish local member to cluster through raft",
          ',"local-member-id":"@{me}","local-member-attributes":"@{attr}","request-path":"@{rp}","publish-timeout":"@{pt}","error":"etcdserver: request timed out"',
          me=ids[me], attr=f"{{Name:{names[me]} ClientURLs:[https://{ips[me]}:2379]}}", rp=f"/0/members/{ids[me]}/attributes", pt="7s")

    def restart(c: Ctx) -> None:
        J("info", "osutil/interrupt_unix.go:64", "received signal; shutting down", ',"signal":"terminated"')
        J("info", "embed/etcd.go:375", "closing etcd server",
          ',"name":"@{n}","data-dir":"@{dd}","advertise-peer-urls":["@{pu}"],"advertise-client-urls":["@{cu}"]',
          n=names[me], dd="/var/lib/etcd", pu=f"https://{ips[me]}:2380", cu=f"https://{ips[me]}:2379")
        J("info", "embed/etcd.go:577", "stopping serving peer traffic", ',"address":"@{a}"', a=f"{ips[me]}:2380")
        c.tick(5)
        if rng.random() < 0.5 or not st["snap"]:
            st["snap"] = 1
            J("fatal", "etcdmain/etcd.go:204", "discovery failed",
              ',"error":"listen tcp @{a}: bind: address already in use","stacktrace":"@{stk}"',
              a=f"{ips[me]}:2380", stk=esc("go.etcd.io/etcd/server/v3/etcdmain.startEtcdOrProxyV2\n\tgo.etcd.io/etcd/server/v3/etcdmain/etcd.go:204\ngo.etcd.io/etcd/server/v3/etcdmain.Main\n\tgo.etcd.io/etcd/server/v3/etcdmain/main.go:40\nmain.main\n\tgo.etcd.io/etcd/server/v3/main.go:32\nruntime.main\n\truntime/proc.go:250"))
            c.tick(10)
        J("info", "etcdmain/etcd.go:116", "server has been already initialized", ',"data-dir":"@{dd}","dir-type":"member"', dd="/var/lib/etcd")
        J("info", "embed/etcd.go:127", "configuring peer listeners", ',"listen-peer-urls":["@{u}"]', u=f"https://{ips[me]}:2380")
        J("info", "embed/etcd.go:135", "configuring client listeners", ',"listen-client-urls":["@{u}","@{u2}"]',
          u=f"https://{ips[me]}:2379", u2="https://127.0.0.1:2379")
        J("info", "etcdserver/backend.go:81", "opened backend db", ',"path":"@{p}","took":"@{t}"', p="/var/lib/etcd/member/snap/db", t=dur(0.001, 0.2))
        J("info", "etcdserver/server.go:842", "starting etcd server",
          ',"local-member-id":"@{me}","local-server-version":"@{v}","cluster-version":"to_be_decided"', me=ids[me], v="3.5.12")
        c.tick(2)
        follow_election(c)
        J("info", "etcdserver/server.go:2068", "published local member to cluster through raft",
          ',"local-member-id":"@{me}","local-member-attributes":"@{attr}","request-path":"@{rp}","cluster-id":"@{cid}","publish-timeout":"@{pt}"',
          me=ids[me], attr=f"{{Name:{names[me]} ClientURLs:[https://{ips[me]}:2379]}}", rp=f"/0/members/{ids[me]}/attributes",
          cid=cluster_id, pt="7s")
        J("info", "embed/serve.go:103", "ready to serve client requests")
        J("info", "embed/serve.go:187", "serving client traffic securely", ',"address":"@{a}"', a=f"{ips[me]}:2379")

    cluster_id = hexs(rng, 16)
    common = [(14, apply_read), (6, apply_write), (9, trace_range), (5, trace_txn), (2.2, compaction),
              (1.3, fdatasync), (0.8, hb_late), (0.6, readindex_slow), (0.7, rejected), (0.3, dropped),
              (0.3, snapshot), (0.05, election), (0.07, follow_election), (0.05, peer_flap)]
    rare = [(election, 1, 2), (follow_election, 1, 2), (peer_flap, 1, 2), (readindex_timeout, 1, 3),
            (clock_drift, 1, 2), (health_fail, 1, 2), (revoke_fail, 1, 2), (publish_fail, 1, 1),
            (restart, 1, 1), (rejected_cert, 1, 2), (prober_snap, 1, 1)]
    return drive(ctx, common, rare)


# --------------------------------------------------------------------------
# 4. nats-server 2.10
# --------------------------------------------------------------------------
_NATS_LVL = {"INF": "INFO", "DBG": "DEBUG", "TRC": "DEBUG", "WRN": "WARN", "ERR": "ERROR", "FTL": "FATAL"}
_NATS_LANGS = [("go", ["1.31.0", "1.30.2", "1.28.0", "1.33.1"]), ("node", ["2.19.0", "2.15.1"]),
               ("python3", ["2.6.0", "2.4.0"]), ("java", ["2.17.6", "2.16.14"]), ("rust", ["0.33.0"]), (".NET", ["1.1.5"])]


def make_nats_server(rng: random.Random) -> list[dict[str, str]]:
    ctx = Ctx(rng, start_time(rng), 3.0)
    cluster = rng.choice(NOUNS[:40]) + rng.choice(["-cluster", "-nats", "", "-prod"])
    sfx = rng.sample(rng.choice([NATO, TREES, GEMS]), 3)
    servers = [f"nats-{s}" for s in sfx]
    sips = [ip(rng) for _ in range(3)]
    me = 0
    gateways = rng.sample(SIDES + ["emea", "apac", "amer", "edge", "core"], 3)
    gw_ips = {g: ip(rng, "172") for g in gateways}
    streams = pool(rng, lambda r: r.choice([lambda: r.choice(NOUNS).upper(), lambda: f"{r.choice(NOUNS)}_{r.choice(NOUNS)}".upper(),
                                            lambda: f"KV_{r.choice(NOUNS)}", lambda: f"OBJ_{r.choice(NOUNS)}"])(), 30)
    consumers = pool(rng, lambda r: r.choice([lambda: word_name(r), lambda: r.choice(NOUNS), lambda: f"{r.choice(FIRST)}-{r.choice(ROLES)}"])(), 50)
    accounts = ["$G"] * 6 + pool(rng, lambda r: r.choice(NOUNS[:30]).upper(), 4)
    appnames = pool(rng, word_name, 60)
    users = pool(rng, person, 30)
    st = {"pid": rng.randint(1, 60000), "cid": rng.randint(1, 400), "rid": rng.randint(1, 20), "gid": rng.randint(1, 20)}
    clients: list[tuple[str, int, str]] = []

    def N(lv: str, fmt: str, **v) -> None:
        t = ctx.t
        assert not set(v) & {"_pid", "_d", "_tm", "_lv"}, v
        v.update(_pid=st["pid"], _d=t.strftime("%Y/%m/%d"), _tm=t.strftime("%H:%M:%S.%f"), _lv=lv)
        ctx.add(R("[@{_pid}] @{_d} @{_tm} [#{_lv}] " + fmt, **v), _NATS_LVL[lv])

    def stream() -> tuple[str, str]:
        return zpick(rng, accounts), zpick(rng, streams, 0.9)

    def new_client() -> tuple[str, int, str]:
        st["cid"] += rng.randint(1, 3)
        lang, vers = zpick(rng, _NATS_LANGS, 1.3)
        who = f"v{rng.choice(vers)}:{lang}:{zpick(rng, appnames, 0.8)}"
        return (f"{ip(rng)}:{rng.randint(30000, 65000)}", st["cid"], who)

    def startup(c: Ctx) -> None:
        N("INF", "Starting nats-server")
        N("INF", "  Version:  @{v}", v=rng.choice(["2.10.14", "2.10.16", "2.10.18"]))
        N("INF", "  Git:      [@{g}]", g=hexs(rng, 7))
        N("INF", "  Cluster:  @{c}", c=cluster)
        N("INF", "  Name:     @{n}", n=servers[me])
        N("INF", "  Node:     @{n}", n="".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") for _ in range(8)))
        N("INF", "  ID:       @{i}", i="N" + "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(55)))
        N("INF", "Using configuration file: @{f}", f="/etc/nats/nats-server.conf")
        N("INF", "Starting http monitor on @{a}", a="0.0.0.0:8222")
        N("INF", "Starting JetStream")
        N("INF", "---------------- JETSTREAM ----------------")
        N("INF", "  Max Memory:      @{m}", m=rng.choice(["1.00 GB", "4.00 GB", "11.69 GB"]))
        N("INF", "  Max Storage:     @{m}", m=rng.choice(["10.00 GB", "100.00 GB", "1.00 TB"]))
        N("INF", '  Store Directory: "@{d}"', d="/data/jetstream")
        N("INF", "-------------------------------------------")
        for s in rng.sample(streams, rng.randint(4, 9)):
            a = zpick(rng, accounts)
            c.tick(0.05)
            N("INF", "  Starting restore for stream '@{a} > @{s}'", a=a, s=s)
            N("INF", "  Restored @{n} messages for stream '@{a} > @{s}' in @{d}", a=a, s=s,
              n=f"{rng.randint(0, 9999999):,}", d=f"{rng.randint(1, 900)}ms")
        N("INF", "Starting JetStream cluster")
        N("INF", "Creating JetStream metadata controller")
        N("INF", "JetStream cluster recovering state")
        N("INF", "Listening for client connections on @{a}", a="0.0.0.0:4222")
        N("INF", "Server is ready")
        N("INF", "Cluster name is @{c}", c=cluster)
        N("INF", "Listening for route connections on @{a}", a="0.0.0.0:6222")
        for i in (1, 2):
            st["rid"] += 1
            c.tick(0.1)
            N("INF", "@{a} - rid:@{r} - Route connection created", a=f"{sips[i]}:6222", r=st["rid"])
        c.tick(1)
        N("INF", "JetStream cluster new metadata leader: @{s}/@{c}", s=rng.choice(servers), c=cluster)

    def shutdown_restart(c: Ctx) -> None:
        N("INF", 'Trapped "@{sig}" signal', sig="terminated")
        N("INF", "Initiating Shutdown...")
        N("INF", "Initiating JetStream Shutdown...")
        N("INF", "JetStream Shutdown")
        N("INF", "Server Exiting..")
        clients.clear()
        c.tick(5)
        st["pid"] = rng.randint(1, 60000)
        startup(c)

    def port_in_use(c: Ctx) -> None:
        old = st["pid"]
        st["pid"] = rng.randint(1, 60000)
        N("FTL", 'Error listening on port: @{a}, "listen tcp @{a}: bind: address already in use"', a="0.0.0.0:4222")
        st["pid"] = old

    def conn_created(c: Ctx) -> None:
        cl = new_client()
        clients.append(cl)
        N("DBG", "@{a} - cid:@{c} - Client connection created", a=cl[0], c=cl[1])

    def take_client() -> tuple[str, int, str]:
        if clients and rng.random() < 0.9:
            return clients.pop(rng.randrange(len(clients)))
        return new_client()

    def conn_closed(reason: str, lv: str = "DBG") -> Callable[[Ctx], None]:
        def f(c: Ctx) -> None:
            a, cid, who = take_client()
            N(lv, '@{a} - cid:@{c} - "@{w}" - Client connection closed: ' + reason, a=a, c=cid, w=who)
        return f

    def peek_client() -> tuple[str, int, str]:
        if clients:
            return rng.choice(clients)
        cl = new_client()
        clients.append(cl)
        return cl

    def stale(c: Ctx) -> None:
        a, cid, who = peek_client()
        N("DBG", '@{a} - cid:@{c} - "@{w}" - Stale Client Connection - Closing', a=a, c=cid, w=who)

    def readloop(c: Ctx) -> None:
        a, cid, who = peek_client()
        N("WRN", '@{a} - cid:@{c} - "@{w}" - Readloop processing time: @{d}', a=a, c=cid, w=who, d=f"{rng.uniform(2, 12):.{rng.randint(6, 9)}f}s")

    def slow_consumer(c: Ctx) -> None:
        a, cid, who = peek_client()
        N("ERR", '@{a} - cid:@{c} - "@{w}" - Slow Consumer Detected: WriteDeadline of @{wd} exceeded with @{ch} chunks of @{b} total bytes.',
          a=a, c=cid, w=who, wd="10s", ch=rng.randint(1, 300), b=rng.randint(1000, 90000000))

    def auth_err(c: Ctx) -> None:
        cl = new_client()
        N("ERR", '@{a} - cid:@{c} - "@{w}" - authentication error - User "@{u}"', a=cl[0], c=cl[1], w=cl[2],
          u=rng.choice(users))

    def max_payload(c: Ctx) -> None:
        a, cid, who = peek_client()
        N("ERR", '@{a} - cid:@{c} - "@{w}" - Maximum Payload Violation', a=a, c=cid, w=who)

    def stream_leader(c: Ctx) -> None:
        a, s = stream()
        N("INF", "JetStream cluster new stream leader for '@{a} > @{s}'", a=a, s=s)

    def consumer_leader(c: Ctx) -> None:
        a, s = stream()
        N("INF", "JetStream cluster new consumer leader for '@{a} > @{s} > @{c}'", a=a, s=s, c=zpick(rng, consumers))

    def catchup(c: Ctx) -> None:
        a, s = stream()
        N("INF", "Catchup for stream '@{a} > @{s}' complete", a=a, s=s)

    def catchup_stalled(c: Ctx) -> None:
        a, s = stream()
        N("WRN", "Catchup for stream '@{a} > @{s}' stalled", a=a, s=s)

    def no_quorum_stream(c: Ctx) -> None:
        a, s = stream()
        N("WRN", "JetStream cluster stream '@{a} > @{s}' has NO quorum, stalled", a=a, s=s)

    def no_quorum_consumer(c: Ctx) -> None:
        a, s = stream()
        N("WRN", "JetStream cluster consumer '@{a} > @{s} > @{c}' has NO quorum, stalled.", a=a, s=s, c=zpick(rng, consumers))

    def store_fail(c: Ctx) -> None:
        a, s = stream()
        N("ERR", "JetStream failed to store a msg on stream '@{a} > @{s}': write @{p}: no space left on device", a=a, s=s,
          p=f"/data/jetstream/{a}/streams/{s}/msgs/{rng.randint(1, 9000)}.blk")

    def healthcheck(c: Ctx) -> None:
        a, s = stream()
        N("WRN", "Healthcheck failed: \"JetStream stream '@{a} > @{s}' is not current\"", a=a, s=s)

    def route_flap(c: Ctx) -> None:
        i = rng.choice([1, 2])
        N("INF", "@{a} - rid:@{r} - Router connection closed: Client Closed", a=f"{sips[i]}:6222", r=st["rid"])
        for k in range(rng.randint(1, 4)):
            c.tick(0.5)
            N("ERR", "@{a} - rid:@{r} - Error trying to connect to route (attempt @{k}): dial tcp @{a}: connect: connection refused",
              a=f"{sips[i]}:6222", r=st["rid"] + 1, k=k + 1)
        st["rid"] += 2
        c.tick(2)
        N("INF", "@{a} - rid:@{r} - Route connection created", a=f"{sips[i]}:6222", r=st["rid"])
        if rng.random() < 0.7:
            N("INF", "JetStream cluster new metadata leader: @{s}/@{c}", s=rng.choice(servers), c=cluster)

    def gateway_cycle(c: Ctx) -> None:
        g = rng.choice(gateways)
        st["gid"] += 1
        N("INF", '@{a} - gid:@{g} - Gateway connection closed: Stale Connection', a=f"{gw_ips[g]}:7222", g=st["gid"])
        st["gid"] += 1
        c.tick(1)
        N("INF", '@{a} - gid:@{g} - Creating outbound gateway connection to "@{n}"', a=f"{gw_ips[g]}:7222", g=st["gid"], n=g)
        N("INF", '@{a} - gid:@{g} - Outbound gateway connection to "@{n}" (@{id}) registered', a=f"{gw_ips[g]}:7222", g=st["gid"], n=g,
          id="N" + "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(55)))
        st["gid"] += 1
        N("INF", "@{a} - gid:@{g} - Processing inbound gateway connection", a=f"{gw_ips[g]}:{rng.randint(30000, 65000)}", g=st["gid"])
        N("INF", '@{a} - gid:@{g} - Inbound gateway connection from "@{n}" (@{id}) registered', a=f"{gw_ips[g]}:{rng.randint(30000, 65000)}",
          g=st["gid"], n=g, id="N" + "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(55)))

    def no_meta(c: Ctx) -> None:
        N("INF", "JetStream cluster no metadata leader")
        c.tick(2)
        N("INF", "Self is new JetStream cluster metadata leader")

    def reload(c: Ctx) -> None:
        N("INF", "Reloaded: authorization users")
        N("INF", "Reloaded server configuration")

    startup(ctx)
    common = [(14, conn_created), (11, conn_closed("Client Closed")), (1.2, conn_closed("Stale Connection")),
              (1.5, conn_closed("Read Error")), (0.6, conn_closed("Slow Consumer (Write Deadline)", "INF")),
              (0.8, stale), (1.8, readloop), (0.9, slow_consumer), (0.8, auth_err),
              (2.2, stream_leader), (3.0, consumer_leader), (0.8, catchup), (0.25, route_flap), (0.2, gateway_cycle),
              (0.15, healthcheck), (0.12, no_quorum_consumer)]
    rare = [(shutdown_restart, 1, 1), (port_in_use, 1, 1), (max_payload, 1, 2), (catchup_stalled, 1, 2),
            (no_quorum_stream, 1, 2), (store_fail, 1, 1),
            (no_meta, 1, 1)]
    return drive(ctx, common, rare)


# --------------------------------------------------------------------------
# 5. SQL Server ERRORLOG
# --------------------------------------------------------------------------
def make_mssql_errorlog(rng: random.Random) -> list[dict[str, str]]:
    ctx = Ctx(rng, start_time(rng), 45.0)
    dbs = pool(rng, lambda r: r.choice([
        lambda: r.choice(NOUNS).capitalize(),
        lambda: r.choice(NOUNS).capitalize() + r.choice(["DB", "Dw", "Archive", "Staging", "Mart", "Ops"]),
        lambda: r.choice(GEMS).capitalize() + r.choice(NOUNS).capitalize(),
        lambda: f"{r.choice(NOUNS)}_{r.choice(['prod', 'reporting', 'etl', 'history'])}"])(), 18)
    logins = pool(rng, lambda r: r.choice([
        lambda: f"{r.choice(NOUNS)}_{r.choice(['reader', 'writer', 'svc', 'etl', 'app', 'owner'])}",
        lambda: f"svc_{r.choice(NOUNS)}",
        lambda: f"CORP\\{r.choice(FIRST)}.{r.choice(SURN)}",
        lambda: r.choice(FIRST)])(), 40) + ["sa"]
    rng.shuffle(logins)
    ghost = pool(rng, lambda r: r.choice([lambda: r.choice(["admin", "root", "test", "guest", "sqladmin", "backup", "oracle", "user"]),
                                          lambda: r.choice(FIRST) + r.choice(["", "_old", "_test"])])(), 25)
    apphosts = pool(rng, lambda r: f"{r.choice(['app', 'web', 'etl', 'rpt', 'jobs'])}-{r.choice(TREES + NATO)}", 15)
    clients = [ip(rng) for _ in range(30)]
    db_ids = {d: i + 5 for i, d in enumerate(dbs)}
    options = [("AUTO_CLOSE", "OFF"), ("AUTO_SHRINK", "OFF"), ("RECOVERY", "SIMPLE"), ("RECOVERY", "FULL"),
               ("SINGLE_USER", "ON"), ("MULTI_USER", "ON"), ("READ_COMMITTED_SNAPSHOT", "ON"), ("OFFLINE", "ON"),
               ("ONLINE", "ON"), ("PAGE_VERIFY", "CHECKSUM")]
    cfg_opts = ["max degree of parallelism", "cost threshold for parallelism", "max server memory (MB)",
                "show advanced options", "optimize for ad hoc workloads", "backup compression default", "remote admin connections"]
    create_dates = {d: f"{rng.randint(2019, 2023)}/{rng.randint(1, 12):02d}/{rng.randint(1, 28):02d}({rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d})" for d in dbs}
    st = {"lsn": {d: rng.randint(30, 90000) for d in dbs}, "pid": rng.randint(300, 9000)}

    def M(src, fmt: str, level: str = "-", **v) -> None:
        t = ctx.t
        d, tm = t.strftime("%Y-%m-%d"), t.strftime("%H:%M:%S.") + f"{t.microsecond // 10000:02d}"
        if isinstance(src, tuple):          # ("spid", number, system?)
            sline = f"spid{src[1]}{'s' if src[2] else ''}"
            stmpl = f"spid<*>{'s' if src[2] else ''}"
        else:
            sline = stmpl = src
        ml, mt = R(fmt, **v)
        ctx.add((f"{d} {tm} {sline:<12}{ml}", f"<*> <*> {stmpl:<12}{mt}"), level)

    def uspid() -> tuple:
        return ("spid", rng.randint(51, 180), False)

    def sspid() -> tuple:
        return ("spid", rng.randint(5, 50), True)

    def lsn(d: str) -> str:
        st["lsn"][d] += rng.randint(1, 40)
        return f"{st['lsn'][d]}:{rng.randint(100, 99999)}:{rng.randint(1, 300)}"

    def err(src, num: int, sev: int, state: int) -> None:
        M(src, f"Error: {num}, Severity: {sev}, State: @{{s}}.", "FATAL" if sev >= 20 else "ERROR", s=state)

    def startup(c: Ctx) -> None:
        M("Server", "Microsoft SQL Server 2022 (@{cu}) (@{kb}) - @{ver} (X64) ", cu=rng.choice(["RTM-CU12", "RTM-CU13", "RTM-CU14"]),
          kb=f"KB50{rng.randint(30000, 40000)}", ver=rng.choice(["16.0.4115.5", "16.0.4125.3", "16.0.4135.4"]))
        ctx.add(R("\t@{bd} ", bd=rng.choice(["Mar  4 2024 08:56:10", "Apr 11 2024 17:20:22", "May 16 2024 19:14:06"])), "-")
        ctx.add(R("\tCopyright (C) @{y} Microsoft Corporation", y=2022), "-")
        ctx.add(R("\t@{ed} on Linux (@{os}) <X64>", ed=rng.choice(["Developer Edition (64-bit)", "Enterprise Edition: Core-based Licensing (64-bit)", "Standard Edition (64-bit)"]),
                  os=rng.choice(["Ubuntu 22.04.4 LTS", "Red Hat Enterprise Linux 8.9 (Ootpa)", "Ubuntu 20.04.6 LTS"])), "-")
        M("Server", "UTC adjustment: @{u}", u="0:00")
        M("Server", "(c) Microsoft Corporation.")
        M("Server", "All rights reserved.")
        M("Server", "Server process ID is @{p}.", p=st["pid"])
        M("Server", "Logging SQL Server messages in file '@{f}'.", f="/var/opt/mssql/log/errorlog")
        M("Server", "SQL Server detected @{s} sockets with @{c} cores per socket and @{l} logical processors per socket, @{t} total logical processors; using @{u} logical processors based on SQL Server licensing. This is an informational message; no user action is required.",
          s=1, c=4, l=8, t=8, u=8)
        M("Server", "Detected @{m} MB of RAM. This is an informational message; no user action is required.", m=rng.choice([15995, 31890, 64219]))
        M("Server", "Using conventional memory in the memory manager.")
        for sysdb, sp in (("master", 27), ("mssqlsystemresource", 27), ("model", 27), ("msdb", 31), ("tempdb", 27)):
            c.tick(0.02)
            M(("spid", sp, True), "Starting up database '@{d}'.", d=sysdb)
        M("Server", "Server is listening on [ '@{a}' <ipv4> @{p}].", a="any", p=1433)
        M("Server", "Server is listening on [ '@{a}' <ipv4> @{p}].", a="127.0.0.1", p=1434)
        M("Server", "Dedicated admin connection support was established for listening locally on port @{p}.", p=1434)
        M(("spid", 31, True), "The Service Broker endpoint is in disabled or stopped state.")
        M("Server", "SQL Server is now ready for client connections. This is an informational message; no user action is required.")
        for d in dbs:
            sp = ("spid", rng.randint(35, 50), True)
            c.tick(0.02)
            M(sp, "Starting up database '@{d}'.", d=d)
            if rng.random() < 0.4:
                M(sp, "Parallel redo is started for database '@{d}' with worker pool size [@{w}].", d=d, w=rng.choice([2, 4, 8]))
                M(sp, "Parallel redo is shutdown for database '@{d}' with worker pool size [@{w}].", d=d, w=rng.choice([2, 4, 8]))
            M(sp, "Recovery completed for database @{d} (database ID @{i}) in @{s} second(s) (analysis @{a} ms, redo @{r} ms, undo @{u} ms [system undo @{su} ms, regular undo @{ru} ms].) This is an informational message only. No user action is required.",
              d=d, i=db_ids[d], s=rng.randint(0, 9), a=rng.randint(0, 900), r=rng.randint(0, 9000), u=rng.randint(0, 90),
              su=0, ru=rng.randint(0, 90))
        M(("spid", 27, True), "Recovery is complete. This is an informational message only. No user action is required.")

    def log_backup(c: Ctx) -> None:
        d = zpick(rng, dbs, 0.6)
        ts = ctx.t.strftime("%Y%m%d_%H%M%S")
        M("Backup", "Log was backed up. Database: @{d}, creation date(time): @{cd}, first LSN: @{f}, last LSN: @{l}, number of dump devices: @{n}, device information: (FILE=@{fi}, TYPE=DISK: {'@{p}'}). This is an informational message only. No user action is required.",
          d=d, cd=create_dates[d], f=lsn(d), l=lsn(d), n=1, fi=1, p=f"/var/opt/mssql/backup/{d}_log_{ts}.trn")

    def db_backup(c: Ctx) -> None:
        d = zpick(rng, dbs, 0.6)
        ts = ctx.t.strftime("%Y%m%d_%H%M%S")
        M("Backup", "Database backed up. Database: @{d}, creation date(time): @{cd}, pages dumped: @{pg}, first LSN: @{f}, last LSN: @{l}, number of dump devices: @{n}, device information: (FILE=@{fi}, TYPE=DISK: {'@{p}'}). This is an informational message only. No user action is required.",
          d=d, cd=create_dates[d], pg=rng.randint(400, 9000000), f=lsn(d), l=lsn(d), n=1, fi=1, p=f"/var/opt/mssql/backup/{d}_FULL_{ts}.bak")

    def login_fail(reason: str, state: int, who: str = "known") -> Callable[[Ctx], None]:
        def f(c: Ctx) -> None:
            u = zpick(rng, logins, 0.9) if who == "known" else rng.choice(ghost)
            err("Logon", 18456, 14, state)
            extra = {"db": zpick(rng, dbs)} if "@{db}" in reason else {}
            M("Logon", "Login failed for user '@{u}'. Reason: " + reason + " [CLIENT: @{ip}]", u=u, ip=zpick(rng, clients), **extra)
        return f

    def startup_db(c: Ctx) -> None:
        M(uspid(), "Starting up database '@{d}'.", d=zpick(rng, dbs))

    def set_option(c: Ctx) -> None:
        o, v = rng.choice(options)
        M(uspid(), "Setting database option @{o} to @{v} for database '@{d}'.", o=o, v=v, d=zpick(rng, dbs))

    def slow_io(c: Ctx) -> None:
        d = zpick(rng, dbs)
        f = rng.choice([f"/var/opt/mssql/data/{d}.mdf", f"/var/opt/mssql/data/{d}_log.ldf", "/var/opt/mssql/data/tempdb.mdf"])
        M(sspid(), "SQL Server has encountered @{n} occurrence(s) of I/O requests taking longer than @{s} seconds to complete on file [@{f}] in database id @{i}.  The OS file handle is @{h}.  The offset of the latest long I/O is: @{o}.  The duration of the long I/O is: @{ms} ms.",
          n=rng.randint(1, 90), s=15, f=f, i=db_ids.get(d, 2), h=f"0x{rng.randint(0, 0xFFFF):016X}", o=f"0x{rng.randint(0, 0xFFFFFFFFF):014x}", ms=rng.randint(15000, 90000))

    def flushcache(c: Ctx) -> None:
        sp = sspid()
        M(sp, "FlushCache: cleaned up @{b} bufs with @{w} writes in @{ms} ms (avoided @{a} new dirty bufs) for db @{db}:0",
          b=rng.randint(1000, 900000), w=rng.randint(100, 90000), ms=rng.randint(20000, 200000), a=rng.randint(0, 900), db=rng.choice(list(db_ids.values())))
        M(sp, "            average writes per second: @{x} writes/sec", x=f"{rng.uniform(5, 900):.2f}")
        M(sp, "            average throughput:   @{x} MB/sec, I/O saturation: @{s}, context switches @{cs}", x=f"{rng.uniform(1, 90):.2f}",
          s=rng.randint(100, 90000), cs=rng.randint(100, 90000))
        M(sp, "            last target outstanding: @{t}, avgWriteLatency @{l}", t=rng.randint(1, 64), l=rng.randint(0, 90))

    def checkdb(c: Ctx) -> None:
        d = zpick(rng, dbs)
        lsn_hex = f"{rng.randint(0, 0xFFFF):08x}:{rng.randint(0, 0xFFFF):08x}:{rng.randint(1, 9):04x}"
        M(uspid(), "DBCC CHECKDB (@{d}) WITH no_infomsgs executed by @{u} found @{e} errors and repaired @{r} errors. Elapsed time: @{h} hours @{m} minutes @{s} seconds.  Internal database snapshot has split point LSN = @{l1} and first LSN = @{l2}.",
          d=d, u=rng.choice(["NT SERVICE\\SQLSERVERAGENT", "sa", "CORP\\svc_sqlagent"]), e=0, r=0, h=0, m=rng.randint(0, 59), s=rng.randint(0, 59),
          l1=lsn_hex, l2=lsn_hex)

    def cfg_change(c: Ctx) -> None:
        M(uspid(), "Configuration option '@{o}' changed from @{a} to @{b}. Run the RECONFIGURE statement to install.",
          o=rng.choice(cfg_opts), a=rng.choice([0, 1, 5, 2147483647]), b=rng.choice([1, 4, 8, 50, 28672]))

    def killed(c: Ctx) -> None:
        sp = rng.randint(51, 180)
        M(("spid", sp, False), "Process ID @{p} was killed by hostname @{h}, host process ID @{hp}.", p=rng.randint(51, 180),
          h=rng.choice(apphosts), hp=rng.randint(100, 90000))

    def xp_load(c: Ctx) -> None:
        sp = uspid()
        lib = rng.choice(["xpstar.dll", "xplog70.dll", "xpsqlbot.dll"])
        M(sp, "Attempting to load library '@{l}' into memory. This is an informational message only. No user action is required.", l=lib)
        M(sp, "Using '@{l}' version '@{v}' to execute extended stored procedure '@{x}'. This is an informational message only; no user action is required.",
          l=lib, v="2022.160.4115", x=rng.choice(["xp_readerrorlog", "xp_instance_regread", "xp_msver", "xp_fixeddrives"]))

    def paged_out(c: Ctx) -> None:
        M(sspid(), "A significant part of sql server process memory has been paged out. This may result in a performance degradation. Duration: @{d} seconds. Working set (KB): @{w}, committed (KB): @{cm}, memory utilization: @{u}%.",
          d=rng.randint(0, 900), w=rng.randint(10000, 900000), cm=rng.randint(1000000, 9000000), u=rng.randint(1, 30))

    def log_full(c: Ctx) -> None:
        sp = uspid()
        err(sp, 9002, 17, 2)
        M(sp, "The transaction log for database '@{d}' is full due to 'LOG_BACKUP'.", d=zpick(rng, dbs))

    def backup_fail(c: Ctx) -> None:
        d = zpick(rng, dbs)
        err("Backup", 18210, 16, 1)
        M("Backup", "BackupIoRequest::ReportIoError: write failure on backup device '@{p}'. Operating system error 112(There is not enough space on the disk.).",
          p=f"/var/opt/mssql/backup/{d}_log_{ctx.t.strftime('%Y%m%d_%H%M%S')}.trn")
        err("Backup", 3041, 16, 1)
        M("Backup", "BACKUP failed to complete the command BACKUP LOG @{d}. Check the backup application log for detailed messages.", d=d)

    def io_823(c: Ctx) -> None:
        sp = uspid()
        d = zpick(rng, dbs)
        err(sp, 823, 24, 2)
        M(sp, "The operating system returned error 21(The device is not ready.) to SQL Server during a read at offset @{o} in file '@{f}'. Additional messages in the SQL Server error log and operating system error log may provide more detail. This is a severe system-level error condition that threatens database integrity and must be corrected immediately. Complete a full database consistency check (DBCC CHECKDB). This error can be caused by many factors; for more information, see SQL Server Books Online.",
          o=f"0x{rng.randint(0, 0xFFFFFFFFF):016x}", f=f"/var/opt/mssql/data/{d}.mdf")

    def sspi(c: Ctx) -> None:
        ipx = zpick(rng, clients)
        err("Logon", 17806, 20, 14)
        M("Logon", "SSPI handshake failed with error code @{e}, state @{s} while establishing a connection with integrated security; the connection has been closed. Reason: AcceptSecurityContext failed. The operating system error code indicates the cause of failure. The logon attempt failed   [CLIENT: @{ip}]",
          e="0x8009030c", s=14, ip=ipx)
        err("Logon", 18452, 14, 1)
        M("Logon", "Login failed. The login is from an untrusted domain and cannot be used with Integrated authentication. [CLIENT: @{ip}]", ip=ipx)

    def session_reuse(c: Ctx) -> None:
        sp = uspid()
        err(sp, 18056, 20, 46)
        M(sp, "The client was unable to reuse a session with SPID @{s}, which had been reset for connection pooling. The failure ID is @{f}. This error may have been caused by an earlier operation failing. Check the error logs for failed operations immediately before this error message.",
          s=sp[1], f=46)

    def autogrow(c: Ctx) -> None:
        d = zpick(rng, dbs)
        M(uspid(), "Autogrow of file '@{f}' in database '@{d}' was cancelled by user or timed out after @{ms} milliseconds.  Use ALTER DATABASE to set a smaller FILEGROWTH value for this file or to explicitly set a new file size.",
          f=f"{d}_log", d=d, ms=rng.randint(1000, 90000))

    def daily(c: Ctx) -> None:
        t0 = ctx.t - timedelta(hours=rng.randint(20, 400))
        s = f"{t0.month}/{t0.day}/{t0.year} {t0.strftime('%I:%M:%S %p').lstrip('0')}"
        M(("spid", rng.randint(8, 30), True), "This instance of SQL Server has been using a process ID of @{p} since @{a} (local) @{b} (UTC). This is an informational message only; no user action is required.",
          p=st["pid"], a=s, b=s)

    def trace(c: Ctx) -> None:
        sp = uspid()
        tid = rng.randint(2, 9)
        u = rng.choice(["sa", logins[0]])
        M(sp, 'SQL Trace ID @{t} was started by login "@{u}".', t=tid, u=u)
        c.tick(20)
        M(sp, "SQL Trace stopped. Trace ID = '@{t}'. Login Name = '@{u}'.", t=tid, u=u)

    startup(ctx)
    common = [(18, log_backup), (2, db_backup),
              (5, login_fail("Password did not match that for the login provided.", 8)),
              (2, login_fail("Could not find a login matching the name provided.", 5, "ghost")),
              (0.8, login_fail("Failed to open the explicitly specified database '@{db}'.", 38)),
              (1.2, startup_db), (0.6, set_option), (0.5, slow_io), (0.35, flushcache), (0.8, checkdb),
              (0.3, cfg_change), (0.4, killed), (0.5, xp_load), (0.15, paged_out), (0.15, autogrow), (0.1, log_full)]
    rare = [(login_fail("An attempt to login using SQL authentication failed. Server is configured for Integrated authentication only.", 58), 1, 2),
            (backup_fail, 1, 2), (io_823, 1, 1), (sspi, 1, 2), (session_reuse, 1, 1), (daily, 1, 1), (trace, 1, 2)]
    return drive(ctx, common, rare)


# --------------------------------------------------------------------------
# 6. MinIO
# --------------------------------------------------------------------------
_MINIO_UA = ["MinIO (linux; amd64) minio-go/v7.0.63", "MinIO (linux; amd64) minio-go/v7.0.66 mc/RELEASE.2024-03-25T16-41-14Z",
             "aws-sdk-java/1.12.600 Linux/5.15.0-101-generic OpenJDK_64-Bit_Server_VM/17.0.10+7 java/17.0.10",
             "Boto3/1.34.84 md/Botocore#1.34.84 ua/2.0 os/linux#5.15.0 md/arch#x86_64 lang/python#3.11.8 md/pyimpl#CPython cfg/retry-mode#legacy Botocore/1.34.84",
             "aws-sdk-go-v2/1.26.1 os/linux lang/go#1.22.2 md/GOOS#linux md/GOARCH#amd64 api/s3#1.53.1",
             "rclone/v1.66.0", "restic/0.16.4 (linux/amd64)", "Velero/v1.13.1 (linux/amd64)", "loki/2.9.6", "thanos-store/0.34.1"]


def make_minio(rng: random.Random) -> list[dict[str, str]]:
    ctx = Ctx(rng, start_time(rng), 20.0)
    sfx = rng.sample(rng.choice([NATO, TREES, GEMS]), 4)
    nodes = [f"minio-{s}" for s in sfx]
    nips = {n: ip(rng) for n in nodes}
    hosts = [f"{n}:9000" for n in nodes] + [rng.choice(["s3", "objects", "minio", "storage"]) + "." + rng.choice(["example.com", "corp.internal", "svc.cluster.local"])]
    drives = [f"/data{i}" for i in range(1, 5)] if rng.random() < 0.6 else [f"/mnt/{rng.choice(['disk', 'drive', 'export'])}{i}" for i in range(1, 5)]
    dep_id = uuid(rng)
    buckets = pool(rng, lambda r: r.choice([lambda: r.choice(NOUNS), lambda: f"{r.choice(NOUNS)}-{r.choice(['prod', 'dev', 'staging', 'backup', 'raw', 'public'])}",
                                            lambda: f"{r.choice(GEMS)}-{r.choice(NOUNS)}"])(), 25)

    def objname(r: random.Random) -> str:
        k = r.random()
        ext = r.choice(["png", "jpg", "pdf", "json", "csv", "parquet", "gz", "mp4", "txt", "zip", "webp"])
        if k < 0.35:
            return f"{r.choice(NOUNS)}/{r.choice(FIRST)}.{ext}"
        if k < 0.6:
            return f"{r.choice(NOUNS)}/{r.choice(NOUNS)}/{r.choice(FIRST)}-{r.choice(SURN)}.{ext}"
        if k < 0.8:
            return f"{r.choice(NOUNS)}/{r.randint(2019, 2024)}/{r.randint(1, 12):02d}/{r.choice(NOUNS)}-{r.randint(1, 99999)}.{ext}"
        if k < 0.9:
            return f"{r.choice(['backups', 'snapshots', 'wal'])}/{r.choice(NOUNS)}/{hexs(r, 24)}.{ext}"
        return f"{r.choice(['chunks', 'blocks'])}/{hexs(r, 26).upper()}/{r.choice(['index', 'meta.json', 'chunks/000001'])}"

    objects = pool(rng, objname, 500)
    rhosts = [ip(rng) for _ in range(40)]
    uas = _MINIO_UA[:]
    rng.shuffle(uas)

    F_LOG = "internal/logger/logger.go:259:logger.LogIf()"
    FR = {
        "put": [F_LOG, "cmd/erasure-object.go:1339:cmd.erasureObjects.putObject()", "cmd/erasure-sets.go:1127:cmd.(*erasureSets).PutObject()",
                "cmd/erasure-server-pool.go:1046:cmd.(*erasureServerPools).PutObject()", "cmd/object-handlers.go:2110:cmd.objectAPIHandlers.PutObjectHandler()",
                "net/http/server.go:2166:http.HandlerFunc.ServeHTTP()"],
        "get": [F_LOG, "cmd/object-handlers.go:582:cmd.objectAPIHandlers.getObjectHandler()", "cmd/object-handlers.go:432:cmd.objectAPIHandlers.GetObjectHandler()",
                "net/http/server.go:2166:http.HandlerFunc.ServeHTTP()"],
        "getq": [F_LOG, "cmd/erasure-object.go:272:cmd.erasureObjects.GetObjectNInfo()", "cmd/erasure-sets.go:1012:cmd.(*erasureSets).GetObjectNInfo()",
                 "cmd/erasure-server-pool.go:863:cmd.(*erasureServerPools).GetObjectNInfo()", "cmd/object-handlers.go:471:cmd.objectAPIHandlers.getObjectHandler()"],
        "head": [F_LOG, "cmd/object-handlers.go:736:cmd.objectAPIHandlers.headObjectHandler()", "cmd/object-handlers.go:904:cmd.objectAPIHandlers.HeadObjectHandler()"],
        "del": [F_LOG, "cmd/erasure-object.go:1901:cmd.erasureObjects.DeleteObject()", "cmd/object-handlers.go:2712:cmd.objectAPIHandlers.DeleteObjectHandler()"],
        "mpu": [F_LOG, "cmd/erasure-multipart.go:1153:cmd.erasureObjects.CompleteMultipartUpload()",
                "cmd/object-multipart-handlers.go:1005:cmd.objectAPIHandlers.CompleteMultipartUploadHandler()"],
        "list": [F_LOG, "cmd/erasure-server-pool.go:1788:cmd.(*erasureServerPools).ListObjects()",
                 "cmd/bucket-listobjects-handlers.go:232:cmd.objectAPIHandlers.listObjectsV2Handler()"],
        "sys_drive": [F_LOG, "cmd/xl-storage-disk-id-check.go:1049:cmd.(*xlStorageDiskIDCheck).monitorDiskWritable.func1()",
                      "cmd/xl-storage-disk-id-check.go:1071:cmd.(*xlStorageDiskIDCheck).monitorDiskWritable()"],
        "sys_rest": [F_LOG, "internal/rest/client.go:349:rest.(*Client).Call()", "cmd/storage-rest-client.go:178:cmd.(*storageRESTClient).call()",
                     "cmd/storage-rest-client.go:597:cmd.(*storageRESTClient).ReadAll()", "cmd/format-erasure.go:375:cmd.loadFormatErasure()"],
        "sys_heal": [F_LOG, "cmd/erasure-healing.go:528:cmd.(*erasureObjects).healObject()", "cmd/global-heal.go:329:cmd.(*erasureObjects).healErasureSet.func2()"],
        "repl": [F_LOG, "cmd/bucket-replication.go:1218:cmd.replicateObject()", "cmd/bucket-replication.go:1801:cmd.(*ReplicationPool).AddWorker()"],
    }

    def line(fmt: str, level: str = "-", **v) -> None:
        ctx.add(R(fmt, **v), level)

    def frames(key: str) -> None:
        fr = FR[key]
        for i, f in enumerate(fr):
            line("       @{n}: @{f}", n=len(fr) - i, f=f)

    def head() -> None:
        t = ctx.t
        line("Time: @{t} UTC @{d}", t=t.strftime("%H:%M:%S"), d=t.strftime("%m/%d/%Y"))
        line("DeploymentID: @{i}", i=dep_id)

    def s3_block(api: str, args: str, err: str, fk: str, **v) -> Callable[[Ctx], None]:
        def f(c: Ctx) -> None:
            vals = dict(v)
            vals["b"] = zpick(rng, buckets)
            vals["o"] = zpick(rng, objects, 0.7)
            line("API: " + api + "(" + args + ")", **vals)
            head()
            line("RequestID: @{r}", r=f"{int(ctx.t.timestamp() * 1e9) + rng.randint(0, 999999):X}")
            line("RemoteHost: @{h}", h=zpick(rng, rhosts))
            line("Host: @{h}", h=zpick(rng, hosts))
            line("UserAgent: @{u}", u=zpick(rng, uas))
            ev = {k: (g() if callable(g) else g) for k, g in vals.items()}
            line("Error: " + err, "ERROR", **ev)
            frames(fk)
        return f

    def sys_block(err: str, fk: str, **v) -> Callable[[Ctx], None]:
        def f(c: Ctx) -> None:
            line("API: SYSTEM()")
            head()
            ev = {k: (g() if callable(g) else g) for k, g in v.items()}
            line("Error: " + err, "ERROR", **ev)
            frames(fk)
        return f

    OB = "bucket=@{b}, object=@{o}"

    def marking_offline(c: Ctx) -> None:
        n = rng.choice(nodes[1:])
        d = rng.choice(drives)
        line("API: SYSTEM()")
        head()
        line('Error: Marking http://@{n}@{d} offline temporarily; caused by Post "http://@{n}/minio/storage@{d}/v1/readall?disk-id=&file-path=format.json&volume=.minio.sys": dial tcp @{ip}: connect: connection refused (*fmt.wrapError)',
             "ERROR", n=n + ":9000", d=d, ip=nips[n] + ":9000")
        frames("sys_rest")

    def taking_offline(c: Ctx) -> None:
        n = rng.choice(nodes)
        d = rng.choice(drives)
        line("API: SYSTEM()")
        head()
        line("Error: node(http://@{n}): taking drive @{d} offline: unable to write+read for @{dur} (*errors.errorString)",
             "ERROR", n=n + ":9000", d=d, dur=f"2m0.{rng.randint(1, 999):03d}s")
        frames("sys_drive")

    def repl_fail(c: Ctx) -> None:
        b, o = zpick(rng, buckets), zpick(rng, objects, 0.7)
        line("API: SYSTEM()")
        head()
        line('Error: Unable to replicate for object @{b}/@{o}(@{vid}): Put "https://@{tgt}/@{b}/@{o}": context deadline exceeded (*fmt.wrapError)',
             "ERROR", b=b, o=o, vid=uuid(rng), tgt=rng.choice(["replica.example.com", "dr-minio.corp.internal", "s3.backup-site.net"]))
        frames("repl")

    def heal_corrupt(c: Ctx) -> None:
        b, o = zpick(rng, buckets), zpick(rng, objects, 0.7)
        n = rng.choice(nodes)
        line("API: SYSTEM()")
        head()
        line("Error: Drive http://@{n}@{d} returned an error healing @{b}/@{o}: file is corrupted (*errors.errorString)",
             "ERROR", n=n + ":9000", d=rng.choice(drives), b=b, o=o)
        frames("sys_heal")

    def heal_drive(c: Ctx) -> None:
        d = rng.choice(drives)
        line("Healing drive '@{d}' - 'mc admin heal alias/ --verbose' to check the current status.", d=d)
        c.tick(30)
        line("Healing of drive '@{d}' is finished (healed: @{h}, skipped: @{s}, failed: @{f}).", d=d,
             h=rng.randint(0, 900000), s=rng.randint(0, 900), f=rng.randint(0, 5))

    def unable_drive(c: Ctx) -> None:
        n = rng.choice(nodes[1:])
        line("Unable to use the drive http://@{n}@{d}: drive not found, will be retried", n=n + ":9000", d=rng.choice(drives))

    def waiting_servers(c: Ctx) -> None:
        line("Waiting for all other servers to be online to format the drives (elapses @{s}s)", s=rng.randint(2, 90))

    def startup(c: Ctx) -> None:
        for _ in range(rng.randint(1, 3)):
            waiting_servers(c)
            c.tick(0.3)
        line("Waiting for all MinIO sub-systems to be initialize...")
        c.tick(0.5)
        line("All MinIO sub-systems initialized successfully in @{d}", d=f"{rng.uniform(10, 900):.6f}ms")
        line("MinIO Object Storage Server")
        line("Copyright: @{y} MinIO, Inc.", y="2015-2024")
        line("License: GNU AGPLv3 <https://www.gnu.org/licenses/agpl-3.0.html>")
        line("Version: @{v} (@{g} linux/amd64)", v=rng.choice(["RELEASE.2024-04-18T19-09-19Z", "RELEASE.2024-05-10T01-41-38Z"]), g="go1.22.2")
        line("Status:         @{on} Online, @{off} Offline. ", on=len(nodes) * len(drives), off=0)
        line("S3-API: http://@{a}  http://@{lo} ", a=nips[nodes[0]] + ":9000", lo="127.0.0.1:9000")
        line("Console: http://@{a} http://@{lo} ", a=nips[nodes[0]] + ":9001", lo="127.0.0.1:9001")
        line("Documentation: https://min.io/docs/minio/linux/index.html")
        line("Warning: The standard parity is set to @{p}. This can lead to data loss.", "WARN", p=0)

    def restart(c: Ctx) -> None:
        line("Exiting on signal: @{s}", s="TERMINATED")
        c.tick(4)
        line("FATAL Unable to prepare the list of endpoints: @{e}: drive is already being used in another erasure deployment. (Number of drives specified: @{n} but the number of drives found in the 2nd drive's format.json: @{m})",
             "FATAL", e=rng.choice(drives), n=len(drives), m=len(drives) * 2)
        c.tick(10)
        startup(c)

    def default_creds(c: Ctx) -> None:
        line("WARNING: Detected default credentials '@{c}', we recommend that you change these values with 'MINIO_ROOT_USER' and 'MINIO_ROOT_PASSWORD' environment variables",
             "WARN", c="minioadmin:minioadmin")

    def host_drives(c: Ctx) -> None:
        line("WARNING: Host @{h} has more than @{k} drives of set. A host failure will result in data becoming unavailable.", "WARN",
             h=rng.choice(nodes) + ":9000", k=2)

    startup(ctx)
    common = [
        (10, s3_block("GetObject", OB, "context canceled (*errors.errorString)", "get")),
        (6, s3_block("PutObject", OB, "unexpected EOF (*errors.errorString)", "put")),
        (4, s3_block("PutObject", OB, "Storage resources are insufficient for the write operation (cmd.InsufficientWriteQuorum)", "put")),
        (3, s3_block("GetObject", OB, "Storage resources are insufficient for the read operation (cmd.InsufficientReadQuorum)", "getq")),
        (1.5, s3_block("HeadObject", OB, "Operation timed out (cmd.OperationTimedOut)", "head")),
        (1.2, s3_block("DeleteObject", OB, "Storage resources are insufficient for the write operation (cmd.InsufficientWriteQuorum)", "del")),
        (1.0, s3_block("CompleteMultipartUpload", OB, "Storage resources are insufficient for the write operation (cmd.InsufficientWriteQuorum)", "mpu")),
        (0.8, s3_block("ListObjectsV2", "bucket=@{b}", "Operation timed out (cmd.OperationTimedOut)", "list")),
        (2.5, marking_offline), (1.2, taking_offline), (0.8, unable_drive), (0.7, repl_fail),
    ]
    rare = [(heal_drive, 1, 3), (heal_corrupt, 1, 2), (restart, 1, 1), (default_creds, 1, 1), (host_drives, 1, 1)]
    return drive(ctx, common, rare)


# --------------------------------------------------------------------------
FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("cockroachdb", make_cockroachdb),
    ("patroni", make_patroni),
    ("etcd_json", make_etcd_json),
    ("nats_server", make_nats_server),
    ("mssql_errorlog", make_mssql_errorlog),
    ("minio", make_minio),
]

_LEVELS = {"DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"}

if __name__ == "__main__":
    for name, make in FORMATS:
        stats = []
        for seed in (0, 1):
            rows = make(random.Random(seed))
            again = make(random.Random(seed))
            assert rows == again, f"{name}: not deterministic"
            assert len(rows) == N_ROWS, f"{name}: {len(rows)} rows"
            tmpl_level: dict[str, str] = {}
            for r in rows:
                assert set(r) == {"line", "template", "level"}, r
                assert "\n" not in r["line"] and "\r" not in r["line"], r
                assert r["line"].strip(), f"{name}: blank line"
                assert r["level"] in _LEVELS, r
                # literal parts must match; runs of spaces may differ (padded columns)
                rx = "^" + ".*?".join(re.sub(r"(\\ )+", " +", re.escape(p)) for p in r["template"].split("<*>")) + "$"
                assert re.match(rx, r["line"], re.S), f"{name}: template does not match line\n{r}"
                prev = tmpl_level.setdefault(r["template"], r["level"])
                assert prev == r["level"], f"{name}: template with two levels: {r}"
            counts: dict[str, int] = {}
            for r in rows:
                counts[r["template"]] = counts.get(r["template"], 0) + 1
            abn = {t for t, lv in tmpl_level.items() if lv in ("WARN", "ERROR", "FATAL")}
            stats.append((seed, len(counts), len(abn), sum(1 for c in counts.values() if c <= 3), rows))
        for seed, nt, na, nrare, rows in stats:
            print(f"{name} seed={seed}: templates={nt} abnormal={na} rare(<=3)={nrare}")
        rows = stats[0][4]
        for r in (rows[0], rows[len(rows) // 2], rows[-1]):
            print("   ", r["level"], "|", r["line"][:220])
        print()
