"""bigdata_outside -- test corpus for a log-template "fold": six big-data server logs.

Every format is produced by ``make(rng) -> list[dict]`` (2000 rows, time ordered).  Every row
is built from a *message spec* (a ``str.format`` string); the row's template is that spec with
each ``{field}`` replaced by ``<*>``.  Multi-line records (Java stack traces, the process-tree
dump of the NodeManager, multi-line HiveQL text, JvmPauseMonitor GC detail) are one row per
physical line, and continuation lines carry level "-".

Shared conventions
  * Every whitespace token of a timestamp is a variable (``2026-12-05 08:21:13,123`` -> ``<*> <*>``;
    ``[2026-12-05T08:21:13,123][WARN ]`` -> ``[<*>][WARN ]``).
  * Numbers, ids, hex, UUIDs, IPs, ports, sizes and durations are variables, also inside a token
    that is tied to a constant name (``MemStoreFlusher.<*>``, ``Thread-<*>``, ``processing-<*>``,
    ``[Stage-<*>:MAPRED]``, ``handler=<*>,queue=<*>,port=<*>``).
  * Host names, users, paths, URIs, region/segment/query/container ids, ``key=value`` values,
    JSON values, quoted values, SQL text, exception messages and stack-frame method/file names are
    variables.  A variable that contains spaces (a SQL statement, a list) is still one ``<*>``.
  * Constants: logger/class names that are fixed per message, the message wording, the level word
    (with its padding), state names in "transitioned from X to Y", result words, metric names,
    slowlog phase names (query / fetch / index), exception class names in the first line of a trace.
  * Optional parts present vs absent are separate specs (e.g. ES ``id[]`` vs ``id[<x-opaque-id>]``,
    HBase "compaction requested=true/false", Hive "(all) file(s)" major vs minor compaction).

1. hbase_regionserver -- HBase 2.x RegionServer log4j ``%d{ISO8601} %-5p [%t] %c{2}: %m``.
   ``2026-12-05 08:21:13,123 INFO  [MemStoreFlusher.1] regionserver.HRegion: Flushing ...``.
   Variable: date, time, thread numbers and the host/port inside thread names
   (``RS_OPEN_REGION-regionserver/<*>:<*>-<*>``), encoded region names, full region names, store
   file paths, sequence ids, data sizes, durations, WAL paths, datanode pipelines, JSON values of
   (responseTooSlow) records, block-cache statistics.  Constant: level, logger, wording, JSON keys
   and the RPC call name (Scan/Multi/Get), ``compaction requested=true|false``.
2. yarn_nodemanager -- Hadoop YARN NodeManager ``%d{ISO8601} %p %c: %m``.
   Variable: date, time, container/application ids, pids, users, IPs, paths, HDFS URIs, memory
   figures, exit codes, process-tree rows.  Constant: fully qualified logger, state names in
   transitions, NMAuditLogger OPERATION/TARGET/RESULT words, AuxServices event names.
3. hiveserver2 -- Hive 3 HiveServer2 ``%d{ISO8601} %5p [%t] %c{2}: %m``.
   ``2026-12-05T08:21:13,123  INFO [HiveServer2-Handler-Pool: Thread-123] ql.Driver: ...``.
   Variable: timestamp, thread number, queryId, SQL text (and each continuation line's text after
   its leading keyword), session/operation handles, durations, paths, metastore URIs, users,
   error positions/table names.  Constant: level, logger, message wording, stage types.
4. trino_coordinator -- Trino/airlift server.log, tab separated:
   ``<ISO-8601 Z>\\t<LEVEL>\\t<thread>\\t<logger>\\t<message>``.
   Variable: timestamp, thread numbers, query/stage/task ids, the TIMELINE numbers and begin/end
   timestamps, node ids, URIs, data sizes, durations, plugin paths, catalog names, exception
   messages.  Constant: logger, query state (FINISHED / FAILED), wording.
5. druid_historical -- Apache Druid historical ``%d{ISO8601} %p [%t] %c - %m``.
   Variable: timestamp, thread numbers, segment ids, zNode paths, S3 keys, cache dirs, byte counts,
   JSON metric values/dimensions, lookup names/specs, query ids.  Constant: logger, request type
   (LOAD / DROP), metric name, "existing path" vs "new path".
6. es_slowlog -- Elasticsearch 7 plain-text search/indexing slow logs
   ``[%d{ISO8601}][%-5p][logger] [node] message``.
   Variable: timestamp, node name, index (and index uuid), shard, took / took_millis, hit count,
   search_type, total_shards, source JSON, X-Opaque-Id, doc id, routing, stats groups.
   Constant: level word with padding (TRACE is mapped to DEBUG in "level"), slowlog logger
   (query / fetch / index), the field keys, and whether id[]/routing[]/stats[] are empty.
"""
from __future__ import annotations

import bisect
import itertools
import math
import random
import re
import string
from datetime import datetime, timedelta
from typing import Callable

N_ROWS = 2000
LEVELS = ("DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-")
_FMT = string.Formatter()
_EPOCH = datetime(1970, 1, 1)


# ----------------------------------------------------------------------------------------------
# framework
# ----------------------------------------------------------------------------------------------
class Spec:
    __slots__ = ("level", "fmt", "fields", "template")

    def __init__(self, level: str, fmt: str):
        assert level in LEVELS, level
        assert "\n" not in fmt and "\r" not in fmt, fmt
        names = []
        for _lit, name, fspec, conv in _FMT.parse(fmt):
            if name is None:
                continue
            assert name and not fspec and not conv, (fmt, name)
            names.append(name)
        self.level = level
        self.fmt = fmt
        self.fields = tuple(names)
        self.template = fmt.format(**{n: "<*>" for n in names})


class Pool:
    """Zipf-skewed value pool; the popular items are chosen by the rng (shuffle)."""

    def __init__(self, rng: random.Random, items, s: float = 1.1, dedupe: bool = True):
        items = list(items)
        if dedupe:
            items = list(dict.fromkeys(items))
        rng.shuffle(items)
        self.items = items
        self.cum = list(itertools.accumulate(1.0 / (i + 1) ** s for i in range(len(items))))

    def __call__(self, rng: random.Random):
        return self.items[bisect.bisect_left(self.cum, rng.random() * self.cum[-1])]


def _ms(t: datetime) -> int:
    return int((t - _EPOCH).total_seconds() * 1000)


def _ts_fields(t: datetime) -> dict:
    d = t.strftime("%Y-%m-%d")
    hms = t.strftime("%H:%M:%S")
    ms = t.microsecond // 1000
    return {
        "_d": d,
        "_t": f"{hms},{ms:03d}",
        "_isoc": f"{d}T{hms},{ms:03d}",
        "_isoz": f"{d}T{hms}.{ms:03d}Z",
    }


def _start(rng: random.Random) -> datetime:
    return datetime(2026, 12, 5, rng.randint(0, 20), rng.randint(0, 59), rng.randint(0, 59),
                    rng.randint(0, 999) * 1000)


class Corpus:
    def __init__(self, rng: random.Random, start: datetime, gap_ms: float, s: float = 1.1):
        self.rng = rng
        self.start = start
        self.gap_ms = gap_ms
        self.s = s
        self.specs: list[Spec] = []
        self.events: list[tuple[Callable[[], list], float]] = []
        self.head: list[Callable[[], list]] = []
        self.rare: list[Callable[[], list]] = []

    def spec(self, level: str, fmt: str) -> Spec:
        sp = Spec(level, fmt)
        self.specs.append(sp)
        return sp

    def event(self, fn: Callable[[], list], w: float = 1.0, rare: bool = False) -> None:
        """A (possibly multi-line) event.  Normal events are drawn with Zipf weights
        (rank = declaration order, times w); rare events (errors, traces) occur 1-3 times."""
        if rare:
            self.rare.append(fn)
        else:
            self.events.append((fn, w))

    def one(self, sp: Spec, gen: Callable[[], dict], w: float = 1.0, rare: bool = False) -> None:
        self.event(lambda: [(sp, gen())], w, rare)

    def at_start(self, fn: Callable[[], list]) -> None:
        self.head.append(fn)

    def build(self) -> list[dict]:
        rng = self.rng
        temps = [sp.template for sp in self.specs]
        dup = sorted({t for t in temps if temps.count(t) > 1})
        assert not dup, dup
        weights = [w / (i + 1) ** self.s for i, (_fn, w) in enumerate(self.events)]
        cum = list(itertools.accumulate(weights))
        head = [fn() for fn in self.head]
        body = [fn() for fn, _w in self.events]          # every event at least once
        for fn in self.rare:
            for _ in range(1 + rng.choices((0, 1, 2), (0.45, 0.35, 0.2))[0]):
                body.append(fn())
        n = sum(map(len, head)) + sum(map(len, body))
        assert n <= N_ROWS, n
        guard = 0
        while n < N_ROWS:
            i = bisect.bisect_left(cum, rng.random() * cum[-1])
            block = self.events[i][0]()
            if n + len(block) > N_ROWS:
                guard += 1
                assert guard < 100000
                continue
            body.append(block)
            n += len(block)
        rng.shuffle(body)
        rows, used = [], set()
        t = self.start
        for block in head + body:
            t += timedelta(milliseconds=max(1, int(rng.expovariate(1.0 / self.gap_ms))))
            for j, (sp, f) in enumerate(block):
                if j and any(k.startswith("_") for k in sp.fields):
                    t += timedelta(milliseconds=rng.randint(0, 3))
                vals = {k: str(v(t) if callable(v) else v) for k, v in f.items()}
                vals.update(_ts_fields(t))
                try:
                    line = sp.fmt.format(**vals)
                except KeyError as e:
                    raise KeyError(f"{e} missing for spec {sp.fmt!r}") from None
                assert "\n" not in line and "\r" not in line, line
                rows.append({"line": line, "template": sp.template, "level": sp.level})
                used.add(id(sp))
        missing = [sp.template for sp in self.specs if id(sp) not in used]
        assert not missing, missing
        assert len(rows) == N_ROWS
        return rows


# ----------------------------------------------------------------------------------------------
# value helpers
# ----------------------------------------------------------------------------------------------
def hexs(rng: random.Random, n: int) -> str:
    return "%0*x" % (n, rng.getrandbits(4 * n))


def uuid4(rng: random.Random) -> str:
    h = hexs(rng, 32)
    h = h[:12] + "4" + h[13:16] + "89ab"[rng.randrange(4)] + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def logu(rng: random.Random, lo: float, hi: float) -> float:
    return math.exp(rng.uniform(math.log(lo), math.log(hi)))


def l2s(n: int, unit: str = "B", dec: int = 1) -> str:
    """Hadoop StringUtils.TraditionalBinaryPrefix.long2String."""
    if n < 1024:
        return f"{n} {unit}" if unit else str(n)
    for shift, sym in ((60, "E"), (50, "P"), (40, "T"), (30, "G"), (20, "M"), (10, "K")):
        if n >= 1 << shift:
            if n % (1 << shift) == 0:
                return f"{n >> shift} {sym}{unit}"
            return f"{n / (1 << shift):.{dec}f} {sym}{unit}"
    raise AssertionError


def byte_desc(n: int) -> str:
    """Hadoop StringUtils.byteDesc: always two decimals."""
    for shift, sym in ((40, "TB"), (30, "GB"), (20, "MB"), (10, "KB")):
        if n >= 1 << shift:
            return f"{n / (1 << shift):.2f} {sym}"
    return f"{n} B"


def time_diff(ms: int) -> str:
    """Hadoop StringUtils.formatTimeDiff."""
    s = ms // 1000
    h, rem = divmod(s, 3600)
    m, sec = divmod(rem, 60)
    out = ""
    if h:
        out += f"{h}hrs, "
    if m:
        out += f"{m}mins, "
    return out + f"{sec}sec"


def ip10(rng: random.Random) -> str:
    return f"10.{rng.randint(0, 63)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}"


USERS = ["hive", "etl_svc", "spark", "alice", "bob.smith", "analytics", "dwh_loader", "jenkins",
         "mchen", "rpatel", "airflow", "superset", "tableau_svc", "hdfs", "data_eng", "kpham",
         "jdoe", "svc-reporting", "lgarcia", "nkumar", "ml_pipeline", "bi_reader", "ozhang",
         "fraud_scoring", "marketing_ro", "ehernandez", "tthompson", "sre-oncall"]


def mkframes(rng: random.Random, names: list[str]) -> list[tuple[str, str, str]]:
    out = []
    for nm in names:
        cls = nm.rsplit(".", 1)[0].rsplit(".", 1)[-1].split("$")[0]
        out.append((nm, cls + ".java", str(rng.randint(45, 2900))))
    return out


def frame_rows(at: Spec, frames) -> list:
    return [(at, {"m": m, "f": f, "ln": ln}) for m, f, ln in frames]


# ----------------------------------------------------------------------------------------------
# 1. HBase RegionServer
# ----------------------------------------------------------------------------------------------
def make_hbase_regionserver(rng: random.Random) -> list[dict]:
    start = _start(rng)
    C = Corpus(rng, start, gap_ms=380, s=1.05)
    LV = {"DEBUG": "DEBUG", "INFO": "INFO ", "WARN": "WARN ", "ERROR": "ERROR"}

    def L(level, thread, logger, msg):
        return C.spec(level, "{_d} {_t} " + LV[level] + " [" + thread + "] " + logger + ": " + msg)

    def X(fmt):
        return C.spec("-", fmt)

    dc = rng.choice(["prod", "dc1", "iad1", "fra2", "sjc"])
    dom = f"{dc}.example.net"
    me = f"hb-rs{rng.randint(1, 48):02d}.{dom}"
    now = _ms(start)
    me_sc = str(now - rng.randint(2 * 86400000, 40 * 86400000))
    base = {"me": me, "port": "16020"}
    nn = rng.choice(["hdfs://nameservice1", "hdfs://hbase-prod", f"hdfs://nn01.{dom}:8020"])
    others = Pool(rng, [f"hb-rs{i:02d}.{dom},16020,{now - rng.randint(86400000, 50 * 86400000)}"
                        for i in rng.sample(range(1, 60), 30)], 0.8)
    dn_ips = [ip10(rng) for _ in range(40)]
    dn_uuid = {ip: uuid4(rng) for ip in dn_ips}
    clients = Pool(rng, [ip10(rng) for _ in range(70)], 1.0)

    tables = [("usertable", ["cf"]), ("events", ["d"]), ("ns_ads:impressions", ["f", "m"]),
              ("ns_ads:clicks", ["f"]), ("crm:customer_profile", ["info", "addr"]),
              ("tsdb", ["t"]), ("tsdb-uid", ["id", "name"]), ("iot:device_readings", ["r"]),
              ("audit_log", ["a"]), ("search:doc_index", ["c", "m"]),
              ("feature_store:user_features", ["f1"]), ("session_state", ["s"])]
    tpool = Pool(rng, tables, 0.9, dedupe=False)

    def startkey(tname):
        if rng.random() < 0.06:
            return ""
        if tname == "usertable":
            return "user" + str(rng.randint(10 ** 17, 10 ** 19 - 1))
        if tname.startswith("tsdb"):
            return "".join("\\x%02X" % rng.randrange(256) for _ in range(rng.randint(3, 6)))
        if tname in ("events", "audit_log"):
            return hexs(rng, 8)
        if tname.startswith("iot"):
            return f"dev-{rng.randint(0, 999999):06d}|{rng.randint(1700000000, 1799999999)}"
        return f"{hexs(rng, 4)}|{rng.randint(0, 99999999)}"

    regions = []
    for _ in range(170):
        tname, cfs = tpool(rng)
        rid = str(now - rng.randint(86400000, 500 * 86400000))
        enc = hexs(rng, 32)
        regions.append({"name": f"{tname},{startkey(tname)},{rid}.{enc}.", "enc": enc,
                        "table": tname, "cfs": cfs, "seq": rng.randint(10_000, 90_000_000)})
    rpool = Pool(rng, regions, 0.9, dedupe=False)

    def reg():
        r = rpool(rng)
        r["seq"] += rng.randint(1, 40000)
        return r

    def store_dir(r, cf):
        ns, _, q = r["table"].rpartition(":")
        return f"{nn}/hbase/data/{ns or 'default'}/{q}/{r['enc']}/{cf}"

    def pipeline():
        ips = rng.sample(dn_ips, 3)
        return ", ".join(f"DatanodeInfoWithStorage[{ip}:9866,DS-{dn_uuid[ip]},DISK]" for ip in ips)

    def client():
        return f"{clients(rng)}:{rng.randint(32768, 60999)}"

    def rowkey():
        return startkey(rng.choice(tables)[0]) or "user0"

    wal_dir = f"/hbase/WALs/{me},16020,{me_sc}"
    wal_pref = f"{me}%2C16020%2C{me_sc}"
    flusher = lambda: str(rng.randint(0, 2))
    handler = lambda: str(rng.randint(0, 29))
    ct = lambda: str(rng.choice([0, 0, 0, 1, 1, 2, now % 7]))

    def G(fn):
        return lambda: {**base, **fn()}

    FL = "MemStoreFlusher.{fl}"
    RPC = "RpcServer.default.FPBQ.Fifo.handler={h},queue={q},port={port}"
    PRIO = "RpcServer.priority.RWQ.Fifo.read.handler={h},queue={q},port={port}"
    SHORT = "regionserver/{me}:{port}-shortCompactions-{ct}"
    LONG = "regionserver/{me}:{port}-longCompactions-{ct}"
    ROLL = "regionserver/{me}:{port}.logRoller"
    OPEN = "RS_OPEN_REGION-regionserver/{me}:{port}-{oh}"
    CLOSE = "RS_CLOSE_REGION-regionserver/{me}:{port}-{oh}"
    CHORE = "regionserver/{me}:{port}.Chore.{ch}"

    # --- flushes -------------------------------------------------------------------------------
    def flush_fields():
        r = reg()
        ds = int(logu(rng, 40_000, 140_000_000))
        return r, ds

    s = L("INFO", FL, "regionserver.HRegion",
          "Flushing {enc} {ncf}/{ncf2} column families, dataSize={ds} heapSize={hs}")

    def g():
        r, ds = flush_fields()
        n = len(r["cfs"])
        return {"fl": flusher(), "enc": r["enc"], "ncf": rng.randint(1, n), "ncf2": n,
                "ds": byte_desc(ds), "hs": byte_desc(int(ds * rng.uniform(1.01, 1.3)))}
    C.one(s, G(g))

    s = L("INFO", FL, "regionserver.DefaultStoreFlusher",
          "Flushed memstore data size={ds} at sequenceid={seq} (bloomFilter={bf}), to={path}")

    def g():
        r, ds = flush_fields()
        cf = rng.choice(r["cfs"])
        return {"fl": flusher(), "ds": byte_desc(ds), "seq": r["seq"],
                "bf": rng.choice(["true", "true", "true", "false"]),
                "path": f"{store_dir(r, '.tmp')}/{cf}/{hexs(rng, 32)}"}
    C.one(s, G(g))

    s = L("INFO", FL, "regionserver.HStore",
          "Added {path}, entries={n}, sequenceid={seq}, filesize={sz}")

    def g():
        r, ds = flush_fields()
        cf = rng.choice(r["cfs"])
        return {"fl": flusher(), "path": f"{store_dir(r, cf)}/{hexs(rng, 32)}",
                "n": int(ds / rng.uniform(80, 900)) + 1, "seq": r["seq"],
                "sz": byte_desc(int(ds * rng.uniform(0.08, 0.5)))}
    C.one(s, G(g))

    fin = ("Finished flush of dataSize ~{ds}/{dsb}, heapSize ~{hs}/{hsb}, currentSize={cs}/{csb} "
           "for {enc} in {ms}ms, sequenceid={seq}, compaction requested=")

    def g():
        r, ds = flush_fields()
        hs = int(ds * rng.uniform(1.01, 1.3))
        cs = rng.choice([0, 0, 0, int(logu(rng, 1000, 4_000_000))])
        return {"fl": flusher(), "ds": byte_desc(ds), "dsb": ds, "hs": byte_desc(hs), "hsb": hs,
                "cs": byte_desc(cs), "csb": cs, "enc": r["enc"],
                "ms": int(logu(rng, 8, 9000)), "seq": r["seq"]}
    C.one(L("INFO", FL, "regionserver.HRegion", fin + "false"), G(g))

    # --- rpc slow ----------------------------------------------------------------------------------
    def slow_common():
        pt = int(logu(rng, 10_000, 180_000))
        return {"h": handler(), "q": rng.randint(0, 2), "pt": pt,
                "st": (lambda t, pt=pt: str(_ms(t) - pt)),
                "rs": rng.randint(8, 9_000_000), "client": client(),
                "qt": rng.choice([0, 0, 0, 1, rng.randint(2, 4000)])}

    s = L("WARN", RPC, "ipc.RpcServer",
          '(responseTooSlow): {{"call":"Scan(org.apache.hadoop.hbase.shaded.protobuf.generated.'
          'ClientProtos$ScanRequest)","starttimems":"{st}","responsesize":"{rs}","method":"Scan",'
          '"param":"{param}","processingtimems":{pt},"client":"{client}","queuetimems":{qt},'
          '"class":"HRegionServer","scandetails":"{sd}"}}')

    def g():
        r = reg()
        d = slow_common()
        d["param"] = (f"scanner_id: {rng.randint(10 ** 17, 10 ** 19)} number_of_rows: "
                      f"{rng.choice([100, 1000, 2147483647, 500])} close_scanner: false "
                      f"next_call_seq: {rng.randint(0, 400)} client_handles_partials: true "
                      "client_handles_heartbeats: true track_scan_metrics: false renew: false")
        d["sd"] = (f"table: {r['table']} region: {r['name']}").replace("\\", "\\\\")
        return d
    C.one(s, G(g))

    fin_true = L("INFO", FL, "regionserver.HRegion", fin + "true")

    s = L("WARN", RPC, "ipc.RpcServer",
          '(responseTooSlow): {{"call":"Multi(org.apache.hadoop.hbase.shaded.protobuf.generated.'
          'ClientProtos$MultiRequest)","multi.gets":{mg},"starttimems":"{st}","responsesize":"{rs}",'
          '"method":"Multi","param":"{param}","processingtimems":{pt},"client":"{client}",'
          '"multi.service_calls":{msc},"queuetimems":{qt},"class":"HRegionServer",'
          '"multi.mutations":{mm}}}')

    def g():
        r = reg()
        d = slow_common()
        n = rng.randint(1, 5000)
        d.update(mg=rng.choice([0, 0, n]), msc=0 if rng.random() < 0.9 else rng.randint(1, 9),
                 mm=n, param=(f"region= {r['name']}, for {n} action(s) and 1st row key="
                              f"{rowkey()}").replace("\\", "\\\\"))
        return d
    C.one(s, G(g))

    # --- compactions -------------------------------------------------------------------------------
    s = L("INFO", SHORT, "regionserver.HRegion", "Starting compaction of {cf} in {region}")

    def g():
        r = reg()
        return {"ct": ct(), "cf": rng.choice(r["cfs"]), "region": r["name"]}
    C.one(s, G(g))

    # flush with compaction requested=true ranks here
    def g():
        r, ds = flush_fields()
        hs = int(ds * rng.uniform(1.01, 1.3))
        cs = rng.choice([0, 0, int(logu(rng, 1000, 4_000_000))])
        return {"fl": flusher(), "ds": byte_desc(ds), "dsb": ds, "hs": byte_desc(hs), "hsb": hs,
                "cs": byte_desc(cs), "csb": cs, "enc": r["enc"],
                "ms": int(logu(rng, 8, 9000)), "seq": r["seq"]}
    C.one(fin_true, G(g))

    s = L("INFO", SHORT, "regionserver.HStore",
          "Starting compaction of [{files}] into tmpdir={tmp}, totalSize={sz}")

    def g():
        r = reg()
        cf = rng.choice(r["cfs"])
        files = ", ".join(f"{store_dir(r, cf)}/{hexs(rng, 32)}" for _ in range(rng.randint(2, 6)))
        return {"ct": ct(), "files": files, "tmp": store_dir(r, ".tmp"),
                "sz": l2s(int(logu(rng, 2e6, 9e9)), "", 1)}
    C.one(s, G(g))

    s = L("INFO", SHORT, "regionserver.HStore",
          "Completed compaction of {n} file(s) in {cf} of {enc} into {hx}(size={sz}), total size "
          "for store is {tsz}. This selection was in queue for {qd}, and took {td} to execute.")

    def g():
        r = reg()
        sz = int(logu(rng, 2e6, 9e9))
        return {"ct": ct(), "n": rng.randint(2, 9), "cf": rng.choice(r["cfs"]), "enc": r["enc"],
                "hx": hexs(rng, 32), "sz": l2s(sz, "", 1),
                "tsz": l2s(int(sz * rng.uniform(1, 4)), "", 1),
                "qd": time_diff(rng.choice([0, 0, rng.randint(0, 200_000)])),
                "td": time_diff(int(logu(rng, 100, 900_000)))}
    C.one(s, G(g))

    s = L("INFO", SHORT, "regionserver.CompactSplit",
          "Completed compaction region={region}, storeName={cf}, priority={p}, startTime={st}; "
          "duration={d}")

    def g():
        r = reg()
        dur = int(logu(rng, 100, 900_000))
        return {"ct": ct(), "region": r["name"], "cf": rng.choice(r["cfs"]),
                "p": rng.choice([1, 2, 3, 5, 7, 8, -2147483648, 13]),
                "st": (lambda t, dur=dur: str(_ms(t) - dur)), "d": time_diff(dur)}
    C.one(s, G(g))

    s = L("INFO", SHORT, "throttle.PressureAwareThroughputController",
          "{enc}#{cf}#{cn} average throughput is {tp} MB/second, slept {sl} time(s) and total "
          "slept time is {sms} ms. {act} active operations remaining, total limit is {lim} MB/second")

    def g():
        r = reg()
        sl = rng.choice([0, 0, rng.randint(1, 400)])
        return {"ct": ct(), "enc": r["enc"], "cf": rng.choice(r["cfs"]), "cn": rng.randint(1, 900),
                "tp": f"{logu(rng, 0.5, 120):.2f}", "sl": sl,
                "sms": 0 if sl == 0 else rng.randint(sl * 50, sl * 3000),
                "act": rng.choice([0, 0, 1, 2]), "lim": f"{rng.choice([50, 100, 20, 75]):.2f}"}
    C.one(s, G(g))

    s = L("DEBUG", FL, "compactions.SortedCompactionPolicy",
          "Selecting compaction from {n} store files, {c} compacting, {e} eligible, {b} blocking")

    def g():
        n = rng.randint(2, 24)
        c = rng.choice([0, 0, 0, rng.randint(1, n)])
        return {"fl": flusher(), "n": n, "c": c, "e": n - c, "b": rng.choice([16, 16, 32, 100])}
    C.one(s, G(g))

    s = L("DEBUG", FL, "compactions.ExploringCompactionPolicy",
          "Exploring compaction algorithm has selected {n} files of size {sz} starting at "
          "candidate #{c} after considering {p} permutations with {r} in ratio")

    def g():
        return {"fl": flusher(), "n": rng.randint(3, 10), "sz": int(logu(rng, 1e6, 4e9)),
                "c": rng.randint(0, 8), "p": rng.randint(1, 90), "r": rng.randint(0, 40)}
    C.one(s, G(g))

    s = L("DEBUG", FL, "regionserver.CompactSplit",
          "Small Compaction requested: system; Because: {why}; compactionQueue=(longCompactions="
          "{lc}:shortCompactions={sc}), splitQueue={sq}")

    def g():
        return {"fl": flusher(), "why": rng.choice(["MemStoreFlusher.0", "MemStoreFlusher.1",
                                                     f"regionserver/{me}:16020.compactionChecker requests compaction",
                                                     "Opening Region"]),
                "lc": rng.choice([0, 0, 1]), "sc": rng.randint(0, 12), "sq": rng.choice([0, 0, 1])}
    C.one(s, G(g))

    # --- WAL ----------------------------------------------------------------------------------------
    s = L("INFO", ROLL, "wal.AbstractFSWAL",
          "Rolled WAL {old} with entries={n}, filesize={sz}; new WAL {new}")

    def g():
        return {"old": (lambda t: f"{wal_dir}/{wal_pref}.{_ms(t) - rng.randint(60_000, 3_600_000)}"),
                "new": (lambda t: f"{wal_dir}/{wal_pref}.{_ms(t) - rng.randint(0, 5)}"),
                "n": rng.randint(50, 400_000), "sz": byte_desc(int(logu(rng, 1e5, 2.6e8)))}
    C.one(s, G(g))

    s = L("WARN", "AsyncFSWAL-{w}-{nn}/hbase-prefix:default", "wal.AbstractFSWAL",
          "Slow sync cost: {ms} ms, current pipeline: [{pipe}]")
    C.one(s, G(lambda: {"w": rng.choice([0, 0, 1]), "nn": nn, "ms": int(logu(rng, 100, 20000)),
                        "pipe": pipeline()}))

    s = L("INFO", ROLL, "wal.AbstractFSWAL", "Archiving {src} to {dst}")

    def g():
        w = f"{wal_pref}.{now - rng.randint(3_600_000, 86_400_000)}"
        return {"src": f"{nn}{wal_dir}/{w}", "dst": f"{nn}/hbase/oldWALs/{w}"}
    C.one(s, G(g))

    # --- chores ------------------------------------------------------------------------------------
    s = L("INFO", CHORE, "regionserver.HRegionServer",
          "{me2},{port2},{sc}-MemstoreFlusherChore requesting flush of {region} because {cf} has an "
          "old edit so flush to free WALs after random delay {ms} ms")

    def g():
        r = reg()
        return {"ch": rng.randint(1, 4), "me2": me, "port2": "16020", "sc": me_sc,
                "region": r["name"], "cf": rng.choice(r["cfs"]), "ms": rng.randint(1000, 300_000)}
    C.one(s, G(g))

    s = L("INFO", "LruBlockCacheStatsExecutor", "hfile.LruBlockCache",
          "totalSize={ts}, freeSize={fs}, max={mx}, blockCount={bc}, accesses={a}, hits={h}, "
          "hitRatio={hr}, , cachingAccesses={ca}, cachingHits={ch}, cachingHitsRatio={chr},"
          "evictions={ev}, evicted={ed}, evictedPerRun={epr}")
    mx = rng.choice([3.2, 6.4, 4.0, 9.6, 12.8])

    def g():
        tot = rng.uniform(0.3, 0.999) * mx
        a = int(logu(rng, 1e5, 9e9))
        h = int(a * rng.uniform(0.4, 0.99))
        ca = int(a * rng.uniform(0.8, 1.0))
        chh = min(ca, int(h * rng.uniform(0.95, 1.0)))
        ev = rng.randint(0, 90000)
        ed = ev * rng.randint(0, 400)
        return {"ts": f"{tot:.2f} GB", "fs": f"{mx - tot:.2f} GB" if mx - tot >= 1 else
                f"{(mx - tot) * 1024:.2f} MB", "mx": f"{mx:.2f} GB", "bc": rng.randint(1000, 900000),
                "a": a, "h": h, "hr": f"{100 * h / a:.2f}%", "ca": ca, "ch": chh,
                "chr": f"{100 * chh / ca:.2f}%", "ev": ev, "ed": ed,
                "epr": f"{ed / ev if ev else 0.0}"}
    C.one(s, G(g))

    # --- region open / close ----------------------------------------------------------------------
    oh = lambda: str(rng.randint(0, 2))
    s = L("INFO", OPEN, "handler.AssignRegionHandler", "Open {region}")
    C.one(s, G(lambda: {"oh": oh(), "region": reg()["name"]}))
    s = L("INFO", "StoreOpener-{enc}-{n}", "regionserver.HStore",
          "Store={cf}, memstore type={mt}, storagePolicy={sp}, verifyBulkLoads={vb}, "
          "parallelPutCountPrintThreshold={pp}, encoding={en}, compression={co}")

    def g():
        r = reg()
        return {"enc": r["enc"], "n": rng.randint(1, len(r["cfs"])), "cf": rng.choice(r["cfs"]),
                "mt": rng.choice(["DefaultMemStore"] * 5 + ["CompactingMemStore"]),
                "sp": rng.choice(["HOT", "HOT", "HOT", "ONE_SSD", "ALL_SSD"]),
                "vb": "false", "pp": 50,
                "en": rng.choice(["NONE", "FAST_DIFF", "FAST_DIFF", "PREFIX", "DIFF", "ROW_INDEX_V1"]),
                "co": rng.choice(["SNAPPY", "SNAPPY", "NONE", "GZ", "ZSTD", "LZ4"])}
    C.one(s, G(g))
    s = L("INFO", OPEN, "regionserver.HRegion", "Opened {enc}; next sequenceid={seq}")
    C.one(s, G(lambda: (lambda r: {"oh": oh(), "enc": r["enc"], "seq": r["seq"]})(reg())))
    s = L("INFO", OPEN, "regionserver.HRegionServer", "Post open deploy tasks for {region}")
    C.one(s, G(lambda: {"oh": oh(), "region": reg()["name"]}))
    s = L("INFO", OPEN, "handler.AssignRegionHandler", "Opened {region}")
    C.one(s, G(lambda: {"oh": oh(), "region": reg()["name"]}))
    s = L("INFO", PRIO, "regionserver.RSRpcServices", "Open {region}")
    C.one(s, G(lambda: {"h": rng.randint(0, 19), "q": rng.randint(0, 1), "region": reg()["name"]}))
    s = L("INFO", PRIO, "regionserver.RSRpcServices", "Close {enc}, moving to {server}")
    C.one(s, G(lambda: {"h": rng.randint(0, 19), "q": rng.randint(0, 1), "enc": reg()["enc"],
                        "server": others(rng)}))
    s = L("INFO", CLOSE, "handler.UnassignRegionHandler", "Close {enc}")
    C.one(s, G(lambda: {"oh": oh(), "enc": reg()["enc"]}))
    s = L("DEBUG", CLOSE, "regionserver.HRegion", "Closing {enc}, disabling compactions & flushes")
    C.one(s, G(lambda: {"oh": oh(), "enc": reg()["enc"]}))
    s = L("INFO", CLOSE, "regionserver.HRegion", "Closed {region}")
    C.one(s, G(lambda: {"oh": oh(), "region": reg()["name"]}))
    s = L("INFO", CLOSE, "handler.UnassignRegionHandler", "Closed {enc}")
    C.one(s, G(lambda: {"oh": oh(), "enc": reg()["enc"]}))

    s = L("INFO", "regionserver/{me}:{port}.leaseChecker", "regionserver.RSRpcServices",
          "Scanner {sid} lease expired on region {region}")
    C.one(s, G(lambda: {"sid": rng.randint(10 ** 17, 10 ** 19), "region": reg()["name"]}))

    s = L("WARN", RPC, "ipc.RpcServer",
          '(responseTooSlow): {{"call":"Get(org.apache.hadoop.hbase.shaded.protobuf.generated.'
          'ClientProtos$GetRequest)","starttimems":"{st}","responsesize":"{rs}","method":"Get",'
          '"param":"{param}","processingtimems":{pt},"client":"{client}","queuetimems":{qt},'
          '"class":"HRegionServer"}}')

    def g():
        d = slow_common()
        d["param"] = f"region= {reg()['name']}, row={rowkey()}".replace("\\", "\\\\")
        return d
    C.one(s, G(g))

    s = L("INFO", ROLL, "wal.AbstractFSWAL",
          "Too many WALs; count={c}, max={m}; forcing (partial) flush of {n} region(s): {lst}")

    def g():
        k = rng.randint(1, 3)
        lst = ", ".join(f"{reg()['enc']}[{','.join(rng.sample(['cf', 'd', 'f', 'info'], 1))}]"
                        for _ in range(k))
        return {"c": rng.randint(33, 60), "m": 32, "n": k, "lst": lst}
    C.one(s, G(g))

    # --- splits / memstore pressure ---------------------------------------------------------------
    s = L("DEBUG", FL, "regionserver.IncreasingToUpperBoundRegionSplitPolicy",
          "Should split because {cf} size={sz}, sizeToCheck={stc}, regionsWithCommonTable={n}")
    C.one(s, G(lambda: {"fl": flusher(), "cf": rng.choice(["cf", "d", "f", "info", "t"]),
                        "sz": l2s(int(logu(rng, 1e10, 3e10)), "", 1),
                        "stc": rng.choice(["10 G", "20 G", "256 M", "2 G"]), "n": rng.randint(1, 400)}))
    s = L("INFO", FL, "regionserver.CompactSplit",
          "Splitting {region}, compactionQueue=(longCompactions={lc}:shortCompactions={sc}), "
          "splitQueue={sq}")
    C.one(s, G(lambda: {"fl": flusher(), "region": reg()["name"], "lc": rng.choice([0, 0, 1]),
                        "sc": rng.randint(0, 6), "sq": rng.randint(1, 3)}))
    s = L("WARN", FL, "regionserver.MemStoreFlusher",
          "{region} has too many store files({n}); delaying flush up to {ms} ms")
    C.one(s, G(lambda: {"fl": flusher(), "region": reg()["name"], "n": rng.randint(16, 40),
                        "ms": rng.choice([90000, 90000, 60000])}))
    s = L("INFO", FL, "regionserver.MemStoreFlusher",
          "Waited {ms}ms on a compaction to clean up 'too many store files'; waited long enough... "
          "proceeding with flush of {region}")
    C.one(s, G(lambda: {"fl": flusher(), "ms": rng.randint(90000, 92000), "region": reg()["name"]}))
    s = L("INFO", RPC, "regionserver.MemStoreFlusher",
          "Blocking updates: global memstore heapsize {hs} is >= blocking {bl}")
    C.one(s, G(lambda: {"h": handler(), "q": rng.randint(0, 2),
                        "hs": l2s(int(logu(rng, 3.9e9, 4.4e9)), "", 1), "bl": "3.9 G"}))
    s = L("WARN", RPC, "regionserver.MemStoreFlusher",
          "Memstore is above high water mark and block {ms} ms")
    C.one(s, G(lambda: {"h": handler(), "q": rng.randint(0, 2), "ms": int(logu(rng, 10, 30000))}))

    # --- JVM pauses (multi line) ------------------------------------------------------------------
    jp_info = L("INFO", "JvmPauseMonitor", "util.JvmPauseMonitor",
                "Detected pause in JVM or host machine (eg GC): pause of approximately {ms}ms")
    jp_warn = L("WARN", "JvmPauseMonitor", "util.JvmPauseMonitor",
                "Detected pause in JVM or host machine (eg GC): pause of approximately {ms}ms")
    gc_line = X("GC pool '{pool}' had collection(s): count={c} time={ms}ms")
    no_gc = X("No GCs detected")

    def jvm_pause(sp):
        def fn():
            ms = int(logu(rng, 1100, 9900)) if sp is jp_info else int(logu(rng, 10000, 60000))
            block = [(sp, {"ms": ms})]
            if rng.random() < 0.8:
                block.append((gc_line, {"pool": rng.choice(["G1 Young Generation", "G1 Young Generation",
                                                            "G1 Old Generation", "ParNew",
                                                            "ConcurrentMarkSweep"]),
                                        "c": rng.randint(1, 3), "ms": int(ms * rng.uniform(0.8, 1.0))}))
            else:
                block.append((no_gc, {}))
            return block
        return fn
    C.event(jvm_pause(jp_info))
    C.event(jvm_pause(jp_warn), w=0.5)

    s = L("WARN", ROLL, "wal.AbstractFSWAL",
          "Requesting log roll because we exceeded slow sync threshold; count={c}, threshold={th}, "
          "current pipeline: [{pipe}]")
    C.one(s, G(lambda: {"c": rng.randint(101, 140), "th": 100, "pipe": pipeline()}), rare=True)

    # --- errors with traces -------------------------------------------------------------------------
    at = X("\tat {m}({f}:{ln})")
    more = X("\t... {n} more")
    hdr_bme = X("org.apache.hadoop.hdfs.BlockMissingException: Could not obtain block: {blk} file={path}")
    bme_frames = mkframes(rng, [
        "org.apache.hadoop.hdfs.DFSInputStream.refetchLocations",
        "org.apache.hadoop.hdfs.DFSInputStream.chooseDataNode",
        "org.apache.hadoop.hdfs.DFSInputStream.blockSeekTo",
        "org.apache.hadoop.hdfs.DFSInputStream.readWithStrategy",
        "org.apache.hadoop.hdfs.DFSInputStream.read",
        "java.io.DataInputStream.read",
        "org.apache.hadoop.hbase.io.hfile.HFileBlock.readWithExtra",
        "org.apache.hadoop.hbase.io.hfile.HFileBlock$FSReaderImpl.readAtOffset",
        "org.apache.hadoop.hbase.io.hfile.HFileBlock$FSReaderImpl.readBlockDataInternal",
        "org.apache.hadoop.hbase.io.hfile.HFileBlock$FSReaderImpl.readBlockData",
        "org.apache.hadoop.hbase.io.hfile.HFileReaderImpl.readBlock",
        "org.apache.hadoop.hbase.io.hfile.HFileReaderImpl$HFileScannerImpl.readNextDataBlock",
        "org.apache.hadoop.hbase.io.hfile.HFileReaderImpl$HFileScannerImpl.next",
        "org.apache.hadoop.hbase.regionserver.StoreFileScanner.next",
        "org.apache.hadoop.hbase.regionserver.KeyValueHeap.next",
        "org.apache.hadoop.hbase.regionserver.StoreScanner.next",
        "org.apache.hadoop.hbase.regionserver.compactions.Compactor.performCompaction",
        "org.apache.hadoop.hbase.regionserver.compactions.Compactor.compact",
        "org.apache.hadoop.hbase.regionserver.compactions.DefaultCompactor.compact",
        "org.apache.hadoop.hbase.regionserver.DefaultStoreEngine$DefaultCompactionContext.compact",
        "org.apache.hadoop.hbase.regionserver.HStore.compact",
        "org.apache.hadoop.hbase.regionserver.HRegion.compact",
        "org.apache.hadoop.hbase.regionserver.CompactSplit$CompactionRunner.doCompaction",
        "org.apache.hadoop.hbase.regionserver.CompactSplit$CompactionRunner.run",
        "java.util.concurrent.ThreadPoolExecutor.runWorker",
        "java.util.concurrent.ThreadPoolExecutor$Worker.run",
        "java.lang.Thread.run"])
    cfail = L("ERROR", LONG, "regionserver.CompactSplit",
              "Compaction failed region={region}, storeName={cf}, priority={p}, startTime={st}")

    def compaction_failed():
        r = reg()
        cf = rng.choice(r["cfs"])
        ip = rng.choice(dn_ips)
        blk = (f"BP-{rng.randint(10 ** 8, 2 * 10 ** 9)}-{ip}-{now - 400 * 86400000}:"
               f"blk_{rng.randint(1073741825, 1099999999)}_{rng.randint(1000, 9999999)}")
        return ([(cfail, {**base, "ct": ct(), "region": r["name"], "cf": cf, "p": rng.randint(1, 8),
                          "st": (lambda t: str(_ms(t) - rng.randint(1000, 600000)))}),
                 (hdr_bme, {"blk": blk, "path": f"{store_dir(r, cf)}/{hexs(rng, 32)}"})]
                + frame_rows(at, bme_frames))
    C.event(compaction_failed, rare=True)

    sync_fail = L("WARN", "AsyncFSWAL-{w}-{nn}/hbase-prefix:default", "wal.AsyncFSWAL", "sync failed")
    nio = X("org.apache.hbase.thirdparty.io.netty.channel.unix.Errors$NativeIoException: "
            "readAddress(..) failed: Connection reset by peer")
    C.event(lambda: [(sync_fail, {**base, "w": 0, "nn": nn}), (nio, {})], rare=True)

    abort = L("ERROR", FL, "regionserver.HRegionServer",
              "***** ABORTING region server {me2},{port2},{sc}: Replay of WAL required. "
              "Forcing server shutdown *****")
    hdr_dse = X("org.apache.hadoop.hbase.DroppedSnapshotException: region: {region}")
    cause_io = X("Caused by: java.io.IOException: {msg}")
    cops = L("ERROR", FL, "regionserver.HRegionServer",
             "RegionServer abort: loaded coprocessors are: [{cps}]")
    dse_frames = mkframes(rng, [
        "org.apache.hadoop.hbase.regionserver.HRegion.internalFlushCacheAndCommit",
        "org.apache.hadoop.hbase.regionserver.HRegion.internalFlushcache",
        "org.apache.hadoop.hbase.regionserver.HRegion.internalFlushcache",
        "org.apache.hadoop.hbase.regionserver.HRegion.flushcache",
        "org.apache.hadoop.hbase.regionserver.MemStoreFlusher.flushRegion",
        "org.apache.hadoop.hbase.regionserver.MemStoreFlusher.flushRegion",
        "org.apache.hadoop.hbase.regionserver.MemStoreFlusher.access$1000",
        "org.apache.hadoop.hbase.regionserver.MemStoreFlusher$FlushHandler.run",
        "java.lang.Thread.run"])
    cause_frames = mkframes(rng, [
        "org.apache.hadoop.hbase.regionserver.StoreFileWriter.close",
        "org.apache.hadoop.hbase.regionserver.StoreFlusher.finalizeWriter",
        "org.apache.hadoop.hbase.regionserver.DefaultStoreFlusher.flushSnapshot",
        "org.apache.hadoop.hbase.regionserver.HStore.flushCache",
        "org.apache.hadoop.hbase.regionserver.HStore$StoreFlusherImpl.flushCache",
        "org.apache.hadoop.hbase.regionserver.HRegion.internalFlushCacheAndCommit"])

    def aborting():
        r = reg()
        fl = flusher()
        ips = rng.sample(dn_ips, 2)
        msg = rng.choice([
            "All datanodes [" + ", ".join(f"DatanodeInfoWithStorage[{ip}:9866,DS-{dn_uuid[ip]},DISK]"
                                          for ip in ips[:1]) + "] are bad. Aborting...",
            f"Unable to close file because the last block BP-{rng.randint(10 ** 8, 2 * 10 ** 9)}-"
            f"{ips[0]}-{now - 400 * 86400000}:blk_{rng.randint(1073741825, 1099999999)}_"
            f"{rng.randint(1000, 9999999)} does not have enough number of replicas."])
        return ([(abort, {**base, "fl": fl, "me2": me, "port2": "16020", "sc": me_sc}),
                 (hdr_dse, {"region": r["name"]})] + frame_rows(at, dse_frames)
                + [(cause_io, {"msg": msg})] + frame_rows(at, cause_frames)
                + [(more, {"n": 8}),
                   (cops, {**base, "fl": fl, "cps": rng.choice([
                       "org.apache.hadoop.hbase.coprocessor.MultiRowMutationEndpoint",
                       "org.apache.phoenix.coprocessor.ScanRegionObserver, "
                       "org.apache.phoenix.coprocessor.UngroupedAggregateRegionObserver, "
                       "org.apache.phoenix.hbase.index.Indexer"])})])
    C.event(aborting, rare=True)

    s = L("INFO", SHORT, "regionserver.HRegion",
          "Starting compaction of {cf} in {region} as an off-peak compaction")
    C.one(s, G(lambda: (lambda r: {"ct": ct(), "cf": rng.choice(r["cfs"]), "region": r["name"]})(reg())),
          w=0.5)
    s = L("INFO", LONG, "regionserver.HStore",
          "Completed major compaction of {n} (all) file(s) in {cf} of {enc} into {hx}(size={sz}), "
          "total size for store is {tsz}. This selection was in queue for {qd}, and took {td} to "
          "execute.")

    def g():
        r = reg()
        sz = int(logu(rng, 1e8, 6e10))
        return {"ct": ct(), "n": rng.randint(2, 30), "cf": rng.choice(r["cfs"]), "enc": r["enc"],
                "hx": hexs(rng, 32), "sz": l2s(sz, "", 1), "tsz": l2s(sz, "", 1),
                "qd": time_diff(rng.randint(0, 2000_000)), "td": time_diff(int(logu(rng, 20000, 5e6)))}
    C.one(s, G(g), w=0.6)
    return C.build()


# ----------------------------------------------------------------------------------------------
# 2. YARN NodeManager
# ----------------------------------------------------------------------------------------------
def make_yarn_nodemanager(rng: random.Random) -> list[dict]:
    start = _start(rng)
    C = Corpus(rng, start, gap_ms=300, s=1.0)
    NM = "org.apache.hadoop.yarn.server.nodemanager."
    CM_ = NM + "containermanager."
    CI = CM_ + "container.ContainerImpl"
    AI = CM_ + "application.ApplicationImpl"
    CMI = CM_ + "ContainerManagerImpl"
    AUD = NM + "NMAuditLogger"
    RLS = CM_ + "localizer.ResourceLocalizationService"
    LR = CM_ + "localizer.LocalizedResource"
    MON = CM_ + "monitor.ContainersMonitorImpl"
    CL = CM_ + "launcher.ContainerLaunch"
    DCE = NM + "DefaultContainerExecutor"
    ALA = CM_ + "logaggregation.AppLogAggregatorImpl"
    NSU = NM + "NodeStatusUpdaterImpl"
    AUX = CM_ + "AuxServices"
    SPK = "org.apache.spark.network.yarn.YarnShuffleService"
    FDT = CM_ + "deletion.task.FileDeletionTask"
    DIRC = NM + "DirectoryCollection"
    LDH = NM + "LocalDirsHandlerService"

    def L(level, logger, msg):
        return C.spec(level, "{_d} {_t} " + level + " " + logger + ": " + msg)

    def X(fmt):
        return C.spec("-", fmt)

    now = _ms(start)
    cts = now - rng.randint(3 * 86400000, 60 * 86400000)
    epoch = rng.choice(["e07_", "e12_", "e31_", "", "e02_"])
    ns = rng.choice(["hdfs://nameservice1", "hdfs://prod-hdfs", "hdfs://nn1.dc2.example.com:8020"])
    users = Pool(rng, USERS, 1.0)
    am_ips = [ip10(rng) for _ in range(60)]
    local_dirs = [f"/data{i}/hadoop/yarn/local" for i in range(1, rng.choice([7, 9, 13]))]
    log_dirs = [d.replace("/local", "/log") for d in local_dirs]
    apps = []
    seq0 = rng.randint(1000, 40000)
    for k in range(90):
        aseq = seq0 + k * rng.randint(1, 9)
        app = f"application_{cts}_{aseq:04d}"
        apps.append({"app": app, "seq": aseq, "user": users(rng), "ip": rng.choice(am_ips),
                     "att": rng.choice(["01"] * 9 + ["02"]), "nc": 1})
    apool = Pool(rng, apps, 0.8, dedupe=False)

    def cont():
        a = apool(rng)
        a["nc"] += rng.randint(0, 3)
        cid = f"container_{epoch}{cts}_{a['seq']:04d}_{a['att']}_{rng.randint(1, a['nc'] + 1):06d}"
        return cid, a

    def appdir(a):
        return f"{rng.choice(local_dirs)}/usercache/{a['user']}/appcache/{a['app']}"

    def resource(a):
        u = a["user"]
        k = rng.randint(0, 5)
        job = f"job_{cts}_{a['seq']:04d}"
        return [f"{ns}/user/{u}/.sparkStaging/{a['app']}/__spark_libs__{rng.randint(10 ** 17, 10 ** 19)}.zip",
                f"{ns}/user/{u}/.staging/{job}/job.jar", f"{ns}/user/{u}/.staging/{job}/job.xml",
                f"{ns}/user/{u}/.staging/{job}/job.split", f"{ns}/apps/tez/tez-0.10.2.tar.gz",
                f"{ns}/user/{u}/.sparkStaging/{a['app']}/__spark_conf__.zip"][k]

    def C1(sp, gen, w=1.0, rare=False):
        C.one(sp, gen, w, rare)

    def cid_only():
        return {"cid": cont()[0]}

    # memory usage dominates
    s = L("INFO", MON, "Memory usage of ProcessTree {pid} for container-id {cid}: {pu} of {pl} physical "
                       "memory used; {vu} of {vl} virtual memory used")
    limits = [1 << 30, 2 << 30, 3 << 30, 4 << 30, 6 << 30, 8 << 30, 10 << 30, 12 << 30, 5632 << 20]
    lpool = Pool(rng, limits, 0.8)

    def g():
        pl = lpool(rng)
        pu = int(pl * rng.uniform(0.05, 0.98))
        vl = int(pl * 2.1)
        return {"pid": rng.randint(2000, 4_190_000), "cid": cont()[0], "pu": l2s(pu), "pl": l2s(pl),
                "vu": l2s(int(pu * rng.uniform(1.2, 2.6))), "vl": l2s(vl)}
    C1(s, g)

    trans = [("NEW", "LOCALIZING"), ("LOCALIZING", "SCHEDULED"), ("SCHEDULED", "RUNNING"),
             ("RUNNING", "EXITED_WITH_SUCCESS"), ("EXITED_WITH_SUCCESS", "DONE")]
    for a_, b_ in trans:
        C1(L("INFO", CI, "Container {cid} transitioned from " + a_ + " to " + b_), cid_only)

    def aud(op, target, result, with_ip, extra=""):
        msg = "USER={user}\t" + ("IP={ip}\t" if with_ip else "") + "OPERATION=" + op + "\tTARGET=" + \
              target + "\tRESULT=" + result + extra + "\tAPPID={app}\tCONTAINERID={cid}"
        sp = L("INFO", AUD, msg)

        def gen():
            cid, a = cont()
            return {"user": a["user"], "ip": a["ip"], "app": a["app"], "cid": cid}
        return sp, gen

    C1(*aud("Start Container Request", "ContainerManageImpl", "SUCCESS", True))
    C1(L("INFO", CMI, "Start request for {cid} by user {user}"),
       lambda: (lambda c: {"cid": c[0], "user": c[1]["user"]})(cont()))
    C1(L("INFO", MON, "Starting resource-monitoring for {cid}"), cid_only)
    C1(*aud("Container Finished - Succeeded", "ContainerImpl", "SUCCESS", False))
    C1(L("INFO", AI, "Adding {cid} to application {app}"),
       lambda: (lambda c: {"cid": c[0], "app": c[1]["app"]})(cont()))
    C1(L("INFO", AI, "Removing {cid} from application {app}"),
       lambda: (lambda c: {"cid": c[0], "app": c[1]["app"]})(cont()))
    C1(L("INFO", MON, "Stopping resource-monitoring for {cid}"), cid_only)
    C1(L("INFO", CL, "Cleaning up container {cid}"), cid_only)
    C1(L("INFO", SPK, "Initializing container {cid}"), cid_only)
    C1(L("INFO", AUX, "Got event CONTAINER_INIT for appId {app}"), lambda: {"app": apool(rng)["app"]})
    C1(L("INFO", AUX, "Got event CONTAINER_STOP for appId {app}"), lambda: {"app": apool(rng)["app"]})

    def localized():
        a = apool(rng)
        uri = resource(a)
        return {"uri": uri, "local": f"{appdir(a)}/filecache/{rng.randint(10, 400)}/{uri.rsplit('/', 1)[1]}"}
    C1(L("INFO", LR, "Resource {uri}(->{local}) transitioned from DOWNLOADING to LOCALIZED"), localized)
    C1(L("INFO", LR, "Resource {uri} transitioned from INIT to DOWNLOADING"),
       lambda: {"uri": resource(apool(rng))})
    C1(L("INFO", RLS, "Created localizer for {cid}"), cid_only)
    C1(L("INFO", RLS, "Writing credentials to the nmPrivate file {path}"),
       lambda: {"path": f"{rng.choice(local_dirs)}/nmPrivate/{cont()[0]}.tokens"})
    C1(L("INFO", DCE, "Localizer CWD set to {dir} = file:{dir2}"),
       lambda: (lambda d: {"dir": d, "dir2": d})(appdir(apool(rng))))
    C1(L("INFO", DCE, "Copying from {src} to {dst}"),
       lambda: (lambda c: {"src": f"{rng.choice(local_dirs)}/nmPrivate/{c[0]}.tokens",
                           "dst": f"{appdir(c[1])}/{c[0]}.tokens"})(cont()))
    C1(L("INFO", RLS, "Downloading public resource: {{ {uri}, {ts}, {rt}, null }}"),
       lambda: {"uri": f"{ns}/apps/{rng.choice(['tez/tez-0.10.2.tar.gz', 'spark/spark-3.5.1-jars.zip', 'hive/hive-exec-3.1.3.jar', 'mapreduce/mapreduce.tar.gz'])}",
                "ts": now - rng.randint(86400000, 90 * 86400000),
                "rt": rng.choice(["ARCHIVE", "ARCHIVE", "FILE", "PATTERN"])})

    C1(L("INFO", FDT, "Deleting absolute path : {path}"),
       lambda: (lambda c: {"path": rng.choice([f"{appdir(c[1])}/{c[0]}", appdir(c[1]),
                                               f"{rng.choice(log_dirs)}/{c[1]['app']}/{c[0]}"])})(cont()))
    C1(L("INFO", NSU, "Removed completed containers from NM context: [{cids}]"),
       lambda: {"cids": ", ".join(cont()[0] for _ in range(rng.randint(1, 4)))})
    C1(L("INFO", ALA, "Uploading logs for container {cid}. Current good log dirs are {dirs}"),
       lambda: {"cid": cont()[0], "dirs": ",".join(log_dirs)})

    for a_, b_ in (("NEW", "INITING"), ("INITING", "RUNNING"),
                   ("RUNNING", "APPLICATION_RESOURCES_CLEANINGUP"),
                   ("APPLICATION_RESOURCES_CLEANINGUP", "FINISHED")):
        C1(L("INFO", AI, "Application {app} transitioned from " + a_ + " to " + b_),
           lambda: {"app": apool(rng)["app"]})
    C1(L("INFO", CMI, "Creating a new application reference for app {app}"),
       lambda: {"app": apool(rng)["app"]})
    C1(L("INFO", ALA, "Application just finished : {app}"), lambda: {"app": apool(rng)["app"]})

    # kills
    C1(*aud("Stop Container Request", "ContainerManageImpl", "SUCCESS", True))
    C1(L("INFO", CMI, "Stopping container with container Id: {cid}"), cid_only)
    for a_, b_ in (("RUNNING", "KILLING"), ("KILLING", "CONTAINER_CLEANEDUP_AFTER_KILL"),
                   ("CONTAINER_CLEANEDUP_AFTER_KILL", "DONE")):
        C1(L("INFO", CI, "Container {cid} transitioned from " + a_ + " to " + b_), cid_only, w=0.8)
    C1(*aud("Container Finished - Killed", "ContainerImpl", "SUCCESS", False), w=0.8)
    C1(L("WARN", DCE, "Exit code from container {cid} is : {code}"),
       lambda: {"cid": cont()[0], "code": rng.choice([143, 143, 143, 137, 1, 15])})

    # failures
    for a_, b_ in (("RUNNING", "EXITED_WITH_FAILURE"), ("EXITED_WITH_FAILURE", "DONE")):
        C1(L("INFO", CI, "Container {cid} transitioned from " + a_ + " to " + b_), cid_only, w=0.6)
    C1(*aud("Container Finished - Failed", "ContainerImpl", "FAILURE", False,
            "\tDESCRIPTION=Container failed with state: EXITED_WITH_FAILURE"), w=0.6)

    at = X("\tat {m}({f}:{ln})")
    exc_launch = L("WARN", DCE, "Exception from container-launch with container ID: {cid} and exit code: {code}")
    ece = X("ExitCodeException exitCode={code}: ")
    launch_frames = mkframes(rng, [
        "org.apache.hadoop.util.Shell.runCommand", "org.apache.hadoop.util.Shell.run",
        "org.apache.hadoop.util.Shell$ShellCommandExecutor.execute",
        "org.apache.hadoop.yarn.server.nodemanager.DefaultContainerExecutor.launchContainer",
        "org.apache.hadoop.yarn.server.nodemanager.containermanager.launcher.ContainerLaunch.launchContainer",
        "org.apache.hadoop.yarn.server.nodemanager.containermanager.launcher.ContainerLaunch.call",
        "org.apache.hadoop.yarn.server.nodemanager.containermanager.launcher.ContainerLaunch.call",
        "java.util.concurrent.FutureTask.run", "java.util.concurrent.ThreadPoolExecutor.runWorker",
        "java.util.concurrent.ThreadPoolExecutor$Worker.run", "java.lang.Thread.run"])
    nonzero = L("WARN", CL, "Container exited with a non-zero exit code {code}")

    def launch_fail():
        cid, _a = cont()
        code = rng.choice([1, 1, 1, 2, 13, 50, 127])
        return ([(exc_launch, {"cid": cid, "code": code}), (ece, {"code": code})]
                + frame_rows(at, launch_frames) + [(nonzero, {"code": code})])
    C.event(launch_fail, rare=True)

    kill_hdr = L("WARN", MON, "Container [pid={pid},containerID={cid}] is running {over}B beyond the "
                              "'PHYSICAL' memory limit. Current usage: {pu} of {pl} physical memory "
                              "used; {vu} of {vl} virtual memory used. Killing container.")
    dump = X("Dump of the process-tree for {cid} :")
    dump_h = X("\t|- PID PPID PGRPID SESSID CMD_NAME USER_MODE_TIME(MILLIS) SYSTEM_TIME(MILLIS) "
               "VMEM_USAGE(BYTES) RSSMEM_USAGE(PAGES) FULL_CMD_LINE")
    prow = X("\t|- {pid} {ppid} {pgrp} {sess} ({name}) {ut} {st} {vm} {rss} {cmd}")

    def pmem_kill():
        cid, a = cont()
        pl = lpool(rng)
        over = rng.randint(1 << 20, 900 << 20)
        pu = pl + over
        pid = rng.randint(2000, 4_190_000)
        jpid = pid + rng.randint(1, 40)
        d = appdir(a) + "/" + cid
        xmx = int(pl / (1 << 20) * 0.8)
        java = (f"/usr/lib/jvm/java-1.8.0-openjdk/bin/java -server -Xmx{xmx}m "
                f"-Djava.io.tmpdir={d}/tmp -Dspark.driver.port={rng.randint(30000, 45000)} "
                f"-Dspark.yarn.app.container.log.dir={rng.choice(log_dirs)}/{a['app']}/{cid} "
                f"org.apache.spark.executor.YarnCoarseGrainedExecutorBackend --driver-url "
                f"spark://CoarseGrainedScheduler@{a['ip']}:{rng.randint(30000, 45000)} --executor-id "
                f"{rng.randint(1, 300)} --cores {rng.choice([2, 4, 5, 8])} --app-id {a['app']}")
        return [(kill_hdr, {"pid": pid, "cid": cid, "over": over, "pu": l2s(pu), "pl": l2s(pl),
                            "vu": l2s(int(pu * 1.7)), "vl": l2s(int(pl * 2.1))}),
                (dump, {"cid": cid}), (dump_h, {}),
                (prow, {"pid": jpid, "ppid": pid, "pgrp": pid, "sess": pid, "name": "java",
                        "ut": rng.randint(10000, 9000000), "st": rng.randint(1000, 500000),
                        "vm": int(pu * 1.7), "rss": pu // 4096, "cmd": java}),
                (prow, {"pid": pid, "ppid": pid - rng.randint(1, 30), "pgrp": pid, "sess": pid,
                        "name": "bash", "ut": 0, "st": 0, "vm": rng.randint(115000000, 118000000),
                        "rss": rng.randint(300, 900),
                        "cmd": f"/bin/bash -c {java} 1>{rng.choice(log_dirs)}/{a['app']}/{cid}/stdout "
                               f"2>{rng.choice(log_dirs)}/{a['app']}/{cid}/stderr"}),
                ]
    C.event(pmem_kill, rare=True)

    C1(L("WARN", CMI, "Event EventType: KILL_CONTAINER sent to absent container {cid}"), cid_only, rare=True)
    C1(L("WARN", DIRC, "Directory {dir} error, used space above threshold of {pct}%, removing from "
                       "list of valid directories"),
       lambda: {"dir": rng.choice(local_dirs + log_dirs), "pct": "90.0"}, rare=True)
    C1(L("WARN", LDH, "Disk(s) failed: {a}/{b} local-dirs usable space is below configured utilization "
                      "percentage/no more usable space [ {dir} : used space above threshold of {pct}% ]"),
       lambda: {"a": 1, "b": len(local_dirs), "dir": rng.choice(local_dirs), "pct": "90.0"}, rare=True)

    # localization failure
    dbg_failed = L("INFO", RLS, "DEBUG: FAILED {{ {uri}, {ts}, FILE, null }}, File does not exist: {uri2}")
    lr_failed = L("INFO", LR, "Resource {uri} transitioned from DOWNLOADING to FAILED")
    loc_failed = L("INFO", CI, "Container {cid} transitioned from LOCALIZING to LOCALIZATION_FAILED")
    dl_err = L("ERROR", RLS, "Failed to download resource {{ {{ {uri}, {ts}, FILE, null }},pending,"
                             "[({cid})],{id},DOWNLOADING}}")
    fnf = X("java.io.FileNotFoundException: File does not exist: {uri}")
    fnf_frames = mkframes(rng, [
        "org.apache.hadoop.hdfs.DistributedFileSystem$29.doCall",
        "org.apache.hadoop.hdfs.DistributedFileSystem$29.doCall",
        "org.apache.hadoop.fs.FileSystemLinkResolver.resolve",
        "org.apache.hadoop.hdfs.DistributedFileSystem.getFileStatus",
        "org.apache.hadoop.yarn.util.FSDownload.copy", "org.apache.hadoop.yarn.util.FSDownload.access$000",
        "org.apache.hadoop.yarn.util.FSDownload$2.run", "org.apache.hadoop.yarn.util.FSDownload$2.run",
        "java.security.AccessController.doPrivileged", "javax.security.auth.Subject.doAs",
        "org.apache.hadoop.security.UserGroupInformation.doAs",
        "org.apache.hadoop.yarn.util.FSDownload.call", "org.apache.hadoop.yarn.util.FSDownload.call",
        "java.util.concurrent.FutureTask.run", "java.util.concurrent.Executors$RunnableAdapter.call",
        "java.util.concurrent.FutureTask.run", "java.util.concurrent.ThreadPoolExecutor.runWorker",
        "java.util.concurrent.ThreadPoolExecutor$Worker.run", "java.lang.Thread.run"])

    def loc_fail():
        cid, a = cont()
        uri = resource(a)
        ts = now - rng.randint(60000, 86400000)
        return ([(dl_err, {"uri": uri, "ts": ts, "cid": cid, "id": rng.randint(1000, 99999999)}),
                 (fnf, {"uri": uri})] + frame_rows(at, fnf_frames)
                + [(dbg_failed, {"uri": uri, "ts": ts, "uri2": uri}), (lr_failed, {"uri": uri}),
                   (loc_failed, {"cid": cid})])
    C.event(loc_fail, rare=True)
    return C.build()


# ----------------------------------------------------------------------------------------------
# 3. HiveServer2
# ----------------------------------------------------------------------------------------------
def make_hiveserver2(rng: random.Random) -> list[dict]:
    start = _start(rng)
    C = Corpus(rng, start, gap_ms=520, s=1.0)
    LV = {"DEBUG": "DEBUG", "INFO": " INFO", "WARN": " WARN", "ERROR": "ERROR"}

    def L(level, thread, logger, msg):
        return C.spec(level, "{_isoc} " + LV[level] + " [" + thread + "] " + logger + ": " + msg)

    def X(fmt):
        return C.spec("-", fmt)

    H = "HiveServer2-Handler-Pool: Thread-{th}"
    B = "HiveServer2-Background-Pool: Thread-{th}"
    hth = Pool(rng, list(range(38, 420)), 0.7)
    bth = Pool(rng, list(range(120, 9000)), 0.5)
    users = Pool(rng, USERS, 1.1)
    dbs = ["default", "sales", "dwh", "marketing", "finance", "raw", "staging", "ml_features", "web"]
    tbls = ["orders", "order_items", "customers", "page_views", "sessions", "clickstream",
            "dim_product", "dim_date", "fact_sales", "events_raw", "ad_impressions", "payments",
            "inventory_snapshot", "user_profile", "refunds", "shipments", "campaign_stats"]
    dbp = Pool(rng, dbs, 1.0)
    tbp = Pool(rng, tbls, 1.0)
    cols = ["customer_id", "order_id", "region", "country", "product_id", "channel", "device_type",
            "campaign_id", "status", "category", "store_id", "user_id"]
    mcols = ["amount", "revenue", "qty", "clicks", "impressions", "duration_ms", "price"]
    hms = Pool(rng, [f"thrift://hms{i:02d}.{rng.choice(['dc1', 'prod', 'bigdata'])}.example.com:9083"
                     for i in range(1, 5)], 1.2)
    ns = rng.choice(["hdfs://nameservice1", "hdfs://warehouse", "hdfs://nn-ha"])
    now = _ms(start)
    cts = now - rng.randint(3 * 86400000, 50 * 86400000)

    def day():
        d = start - timedelta(days=rng.randint(0, 40))
        return d.strftime("%Y-%m-%d")

    def tbl():
        return f"{dbp(rng)}.{tbp(rng)}"

    def query():
        k = rng.randint(0, 9)
        c, m = rng.choice(cols), rng.choice(mcols)
        if k == 0:
            return f"SELECT count(*) FROM {tbl()} WHERE dt='{day()}'"
        if k == 1:
            return (f"SELECT {c}, sum({m}) AS total FROM {tbl()} WHERE dt >= '{day()}' GROUP BY {c} "
                    f"ORDER BY total DESC LIMIT {rng.choice([10, 20, 50, 100])}")
        if k == 2:
            return (f"INSERT OVERWRITE TABLE {tbl()} PARTITION (dt='{day()}') SELECT * FROM {tbl()} "
                    f"WHERE dt='{day()}'")
        if k == 3:
            return f"select * from {tbl()} limit {rng.choice([10, 100, 1000])}"
        if k == 4:
            return rng.choice(["show databases", "show tables", f"use {dbp(rng)}",
                               "SHOW FUNCTIONS", "set hive.execution.engine=tez"])
        if k == 5:
            return f"describe formatted {tbl()}"
        if k == 6:
            return f"MSCK REPAIR TABLE {tbl()}"
        if k == 7:
            return f"ANALYZE TABLE {tbl()} PARTITION (dt='{day()}') COMPUTE STATISTICS"
        if k == 8:
            return (f"SELECT a.{c}, count(DISTINCT b.user_id) FROM {tbl()} a JOIN {tbl()} b ON a.{c} = "
                    f"b.{c} WHERE a.dt = '{day()}' GROUP BY a.{c}")
        return f"select {c}, {m} from {tbl()} where {c} = '{rng.randint(1, 99999)}'"

    def qid(t):
        return f"hive_{t:%Y%m%d%H%M%S}_{uuid4(rng)}"

    def app():
        return f"application_{cts}_{rng.randint(1000, 9999):04d}"

    sessions = Pool(rng, [uuid4(rng) for _ in range(120)], 0.9)

    # multi-line statement continuation lines
    c_from = X("FROM {x}")
    c_where = X("WHERE {x}")
    c_group = X("GROUP BY {x}")

    def ml_query():
        c, m = rng.choice(cols), rng.choice(mcols)
        first = f"SELECT {c}, {rng.choice(['sum', 'avg', 'max', 'count'])}({m}) AS v"
        rest = [(c_from, {"x": f"{tbl()} t"}),
                (c_where, {"x": "dt BETWEEN '%s' AND '%s'" % tuple(sorted((day(), day())))})]
        if rng.random() < 0.7:
            rest.append((c_group, {"x": c}))
        return first, rest

    def cmd_event(sp, thread):
        def fn():
            d = {"th": hth(rng) if thread == "H" else bth(rng), "qid": qid}
            if rng.random() < 0.15:
                first, rest = ml_query()
                d["q"] = first
                return [(sp, d)] + rest
            d["q"] = query()
            return [(sp, d)]
        return fn

    compiling = L("INFO", H, "ql.Driver", "Compiling command(queryId={qid}): {q}")
    executing = L("INFO", B, "ql.Driver", "Executing command(queryId={qid}): {q}")
    C.event(cmd_event(compiling, "H"))
    C.event(cmd_event(executing, "B"))
    hq = lambda: {"th": hth(rng), "qid": qid}
    bq = lambda: {"th": bth(rng), "qid": qid}
    secs = lambda: f"{logu(rng, 0.004, 900):.3f}"
    C.one(L("INFO", H, "ql.Driver", "Completed compiling command(queryId={qid}); Time taken: {s} seconds"),
          lambda: {**hq(), "s": secs()})
    C.one(L("INFO", B, "ql.Driver", "Completed executing command(queryId={qid}); Time taken: {s} seconds"),
          lambda: {**bq(), "s": secs()})
    C.one(L("INFO", B, "ql.Driver", "OK"), lambda: {"th": bth(rng)})
    C.one(L("INFO", H, "ql.Driver", "Semantic Analysis Completed (retrial = false)"), lambda: {"th": hth(rng)})

    def schema():
        types = ["string", "bigint", "int", "double", "decimal(18,2)", "timestamp", "date", "boolean"]
        n = rng.randint(1, 4)
        fs = ", ".join(f"FieldSchema(name:{rng.choice(cols + mcols + ['_c0', '_c1', 'total', 'v'])}, "
                       f"type:{rng.choice(types)}, comment:null)" for _ in range(n))
        return f"Schema(fieldSchemas:[{fs}], properties:null)"
    C.one(L("INFO", H, "ql.Driver", "Returning Hive schema: {sch}"),
          lambda: {"th": hth(rng), "sch": schema()})
    C.one(L("INFO", B, "ql.Driver", "Query ID = {qid}"), bq)
    C.one(L("INFO", H, "session.SessionState", "Updating thread name to {sid} HiveServer2-Handler-Pool: Thread-{th2}"),
          lambda: (lambda th: {"th": th, "th2": th, "sid": sessions(rng)})(hth(rng)))
    C.one(L("INFO", H, "session.SessionState", "Resetting thread name to  HiveServer2-Handler-Pool: Thread-{th2}"),
          lambda: (lambda th: {"th": th, "th2": th})(hth(rng)))
    OPH = "OperationHandle [opType=EXECUTE_STATEMENT, getHandleIdentifier()={oh}]"
    C.one(L("INFO", H, "operation.OperationManager", "Adding operation: " + OPH),
          lambda: {"th": hth(rng), "oh": uuid4(rng)})
    C.one(L("INFO", H, "operation.OperationManager",
            "Removed queryId: {qid} corresponding to operation: " + OPH + " with tag: null"),
          lambda: {**hq(), "oh": uuid4(rng)})
    C.one(L("INFO", B, "ql.Driver", "Total jobs = {n}"), lambda: {"th": bth(rng), "n": rng.choice([1, 1, 1, 2, 3])})
    C.one(L("INFO", B, "ql.Driver", "Launching Job {i} out of {n}"),
          lambda: (lambda n: {"th": bth(rng), "i": rng.randint(1, n), "n": n})(rng.choice([1, 1, 2, 3])))
    C.one(L("INFO", B, "ql.Driver", "Starting task [Stage-{n}:MAPRED] in serial mode"),
          lambda: {"th": bth(rng), "n": rng.randint(1, 4)})
    C.one(L("INFO", B, "tez.TezTask", "Subscribed to counters: [] for queryId: {qid}"), bq)
    C.one(L("INFO", B, "tez.TezTask", "Dag name: {dag}(Stage-{n})"),
          lambda: {"th": bth(rng), "dag": query()[:rng.randint(20, 60)], "n": rng.randint(1, 3)})
    C.one(L("INFO", B, "tez.TezTask",
            "Setting Tez DAG access for queryId={qid} with viewAclString={va}, modifyStr={mo}"),
          lambda: (lambda u: {**bq(), "va": f"*", "mo": f"{u},hive"})(users(rng)))
    C.one(L("INFO", B, "SessionState", "Status: Running (Executing on YARN cluster with App id {app})"),
          lambda: {"th": bth(rng), "app": app()})
    C.one(L("INFO", B, "SessionState", "Status: DAG finished successfully in {s} seconds"),
          lambda: {"th": bth(rng), "s": f"{logu(rng, 0.5, 900):.2f}"})
    C.one(L("INFO", B, "ql.Driver", "Starting task [Stage-{n}:MOVE] in serial mode"),
          lambda: {"th": bth(rng), "n": rng.randint(0, 4)})
    C.one(L("INFO", B, "ql.Driver", "Starting task [Stage-{n}:STATS] in serial mode"),
          lambda: {"th": bth(rng), "n": rng.randint(2, 5)})
    C.one(L("INFO", H, "ql.Driver", "Starting task [Stage-{n}:DDL] in serial mode"),
          lambda: {"th": hth(rng), "n": rng.randint(0, 1)})

    # sessions
    C.one(L("INFO", H, "thrift.ThriftCLIService", "Client protocol version: {pv}"),
          lambda: {"th": hth(rng), "pv": rng.choice(["HIVE_CLI_SERVICE_PROTOCOL_V10"] * 5 +
                                                    ["HIVE_CLI_SERVICE_PROTOCOL_V8", "HIVE_CLI_SERVICE_PROTOCOL_V6"])})
    C.one(L("INFO", H, "session.SessionState", "Created HDFS directory: {d}"),
          lambda: (lambda u, s_: {"th": hth(rng), "d": rng.choice([f"/tmp/hive/{u}/{s_}",
                                                                   f"/tmp/hive/{u}/{s_}/_tmp_space.db"])})(users(rng), uuid4(rng)))
    C.one(L("INFO", H, "session.HiveSessionImpl", "Operation log session directory is created: {d}"),
          lambda: {"th": hth(rng), "d": f"/var/log/hive/operation_logs/{uuid4(rng)}"})
    C.one(L("INFO", H, "service.CLIService", "SessionHandle [{sid}]: openSession()"),
          lambda: {"th": hth(rng), "sid": sessions(rng)})
    C.one(L("INFO", H, "session.SessionManager", "Session opened, SessionHandle [{sid}], current sessions:{n}"),
          lambda: {"th": hth(rng), "sid": sessions(rng), "n": rng.randint(1, 80)})
    C.one(L("INFO", H, "service.CLIService", "SessionHandle [{sid}]: closeSession()"),
          lambda: {"th": hth(rng), "sid": sessions(rng)})
    C.one(L("INFO", H, "session.SessionManager", "Session closed, SessionHandle [{sid}], current sessions:{n}"),
          lambda: {"th": hth(rng), "sid": sessions(rng), "n": rng.randint(0, 79)})
    C.one(L("INFO", H, "session.SessionState", "Deleted directory: {d} on fs with scheme {sc}"),
          lambda: (lambda u: rng.choice([{"th": hth(rng), "d": f"/tmp/hive/{u}/{uuid4(rng)}", "sc": "hdfs"},
                                         {"th": hth(rng), "d": f"/tmp/{uuid4(rng)}", "sc": "file"}]))(users(rng)))

    # metastore
    C.one(L("INFO", H, "metastore.HiveMetaStoreClient", "Trying to connect to metastore with URI {uri}"),
          lambda: {"th": hth(rng), "uri": hms(rng)})
    C.one(L("INFO", H, "metastore.HiveMetaStoreClient", "Opened a connection to metastore, current connections: {n}"),
          lambda: {"th": hth(rng), "n": rng.randint(1, 300)})
    C.one(L("INFO", H, "metastore.HiveMetaStoreClient", "Connected to metastore."), lambda: {"th": hth(rng)})
    C.one(L("INFO", H, "metastore.RetryingMetaStoreClient",
            "RetryingMetaStoreClient proxy=class org.apache.hadoop.hive.ql.metadata.SessionHiveMetaStoreClient "
            "ugi={ugi} (auth:{auth}) retries={r} delay={d} lifetime={lt}"),
          lambda: {"th": hth(rng), "ugi": users(rng), "auth": rng.choice(["SIMPLE", "PROXY", "KERBEROS"]),
                   "r": 1, "d": 1, "lt": 0})
    C.one(L("INFO", H, "metastore.HiveMetaStoreClient", "Closed a connection to metastore, current connections: {n}"),
          lambda: {"th": hth(rng), "n": rng.randint(0, 299)})
    C.one(L("INFO", H, "lockmgr.DbTxnManager", "Setting lock request transaction to txnid:{tx} for queryId={qid}"),
          lambda: {**hq(), "tx": rng.choice([0, rng.randint(100000, 9000000)])})
    C.one(L("INFO", H, "tez.TezSessionState", "Opening new Tez Session (id: {id}, scratch dir: {d})"),
          lambda: (lambda i: {"th": hth(rng), "id": i,
                              "d": f"{ns}/tmp/hive/{users(rng)}/_tez_session_dir/{i}"})(uuid4(rng)))

    # perf log (debug)
    meths = ["compile", "parse", "semanticAnalyze", "Driver.run", "Driver.execute", "TezBuildDag",
             "TezSubmitDag", "TezRunDag", "optimizer", "acquireReadWriteLocks", "releaseLocks",
             "TezCompiler.optimizeOperatorPlan", "serializePlan"]
    C.one(L("DEBUG", H, "log.PerfLogger", "<PERFLOG method={m} from={cls}>"),
          lambda: {"th": hth(rng), "m": rng.choice(meths),
                   "cls": rng.choice(["org.apache.hadoop.hive.ql.Driver", "org.apache.hadoop.hive.ql.parse.TezCompiler",
                                      "org.apache.hadoop.hive.ql.exec.tez.TezTask"])})
    C.one(L("DEBUG", H, "log.PerfLogger", "</PERFLOG method={m} start={s} end={e} duration={d} from={cls}>"),
          lambda: (lambda d: {"th": hth(rng), "m": rng.choice(meths), "d": d,
                              "s": (lambda t: str(_ms(t) - d)), "e": (lambda t: str(_ms(t))),
                              "cls": rng.choice(["org.apache.hadoop.hive.ql.Driver",
                                                 "org.apache.hadoop.hive.ql.parse.TezCompiler",
                                                 "org.apache.hadoop.hive.ql.exec.tez.TezTask"])})(int(logu(rng, 1, 60000))))

    C.one(L("WARN", "main", "conf.HiveConf", "HiveConf of name {name} does not exist"),
          lambda: {"name": rng.choice(["hive.mapred.supports.subdirectories", "hive.server2.enable.impersonation",
                                       "hive.stats.fetch.partition.stats", "hive.heapsize",
                                       "hive.llap.daemon.service.hosts", "hive.tez.java.opts.extra"])}, w=0.8)

    # jvm pause (multi line)
    jp = L("WARN", "org.apache.hadoop.hive.common.JvmPauseMonitor$Monitor@{hx}", "common.JvmPauseMonitor",
           "Detected pause in JVM or host machine (eg GC): pause of approximately {ms}ms")
    gcl = X("GC pool '{pool}' had collection(s): count={c} time={ms}ms")
    mon_hex = hexs(rng, 8).lstrip("0")

    def pause():
        ms = int(logu(rng, 1000, 40000))
        return [(jp, {"hx": mon_hex, "ms": ms}),
                (gcl, {"pool": rng.choice(["G1 Young Generation", "G1 Old Generation", "PS MarkSweep",
                                           "PS Scavenge"]), "c": rng.randint(1, 3), "ms": int(ms * 0.9)})]
    C.event(pause, w=0.7)

    # errors with traces
    at = X("\tat {m}({f}:{ln})")
    more = X("\t... {n} more")
    sem_frames = mkframes(rng, [
        "org.apache.hadoop.hive.ql.parse.SemanticAnalyzer.getMetaData",
        "org.apache.hadoop.hive.ql.parse.SemanticAnalyzer.getMetaData",
        "org.apache.hadoop.hive.ql.parse.SemanticAnalyzer.genResolvedParseTree",
        "org.apache.hadoop.hive.ql.parse.CalcitePlanner.genResolvedParseTree",
        "org.apache.hadoop.hive.ql.parse.SemanticAnalyzer.analyzeInternal",
        "org.apache.hadoop.hive.ql.parse.CalcitePlanner.analyzeInternal",
        "org.apache.hadoop.hive.ql.parse.BaseSemanticAnalyzer.analyze",
        "org.apache.hadoop.hive.ql.Driver.compile", "org.apache.hadoop.hive.ql.Driver.compileInternal",
        "org.apache.hadoop.hive.ql.Driver.compileAndRespond",
        "org.apache.hive.service.cli.operation.SQLOperation.prepare",
        "org.apache.hive.service.cli.operation.SQLOperation.runInternal",
        "org.apache.hive.service.cli.operation.Operation.run",
        "org.apache.hive.service.cli.session.HiveSessionImpl.executeStatementInternal",
        "org.apache.hive.service.cli.session.HiveSessionImpl.executeStatementAsync",
        "org.apache.hive.service.cli.CLIService.executeStatementAsync",
        "org.apache.hive.service.cli.thrift.ThriftCLIService.ExecuteStatement",
        "org.apache.hive.service.rpc.thrift.TCLIService$Processor$ExecuteStatement.getResult",
        "org.apache.hive.service.rpc.thrift.TCLIService$Processor$ExecuteStatement.getResult",
        "org.apache.thrift.ProcessFunction.process", "org.apache.thrift.TBaseProcessor.process",
        "org.apache.hive.service.auth.TSetIpAddressProcessor.process",
        "org.apache.thrift.server.TThreadPoolServer$WorkerProcess.run",
        "java.util.concurrent.ThreadPoolExecutor.runWorker",
        "java.util.concurrent.ThreadPoolExecutor$Worker.run", "java.lang.Thread.run"])
    f_tnf = L("ERROR", H, "ql.Driver", "FAILED: SemanticException [Error 10001]: Line {l}:{c} Table not found '{t}'")
    x_tnf = X("org.apache.hadoop.hive.ql.parse.SemanticException: Line {l}:{c} Table not found '{t}'")

    def tnf():
        d = {"th": hth(rng), "l": 1, "c": rng.randint(14, 60), "t": f"{dbp(rng)}.{rng.choice(tbls)}_{rng.choice(['old', 'bak', 'v2', 'tmp'])}"}
        return [(f_tnf, d), (x_tnf, d)] + frame_rows(at, sem_frames[:rng.randint(12, len(sem_frames))])
    C.event(tnf, rare=True)

    C.one(L("ERROR", H, "ql.Driver",
            "FAILED: SemanticException [Error 10004]: Line {l}:{c} Invalid table alias or column reference "
            "'{col}': (possible column names are: {cn})"),
          lambda: {"th": hth(rng), "l": rng.randint(1, 3), "c": rng.randint(7, 90),
                   "col": rng.choice(["cust_id", "ammount", "created", "userid", "event_ts"]),
                   "cn": ", ".join(rng.sample(cols + mcols, rng.randint(3, 7)) + ["dt"])}, rare=True)
    C.one(L("ERROR", H, "ql.Driver",
            "FAILED: ParseException line {l}:{c} cannot recognize input near '{a}' '{b}' '{d}' in {clause}"),
          lambda: {"th": hth(rng), "l": rng.randint(1, 4), "c": rng.randint(0, 80),
                   "a": rng.choice(["from", "select", "group", "'2026-12-01'", "<EOF>", "by"]),
                   "b": rng.choice(["where", "<EOF>", ",", "limit", "order"]),
                   "d": rng.choice(["<EOF>", "by", "dt", "10"]),
                   "clause": rng.choice(["select clause", "from source", "expression specification",
                                         "table source"])}, rare=True)

    f_tez = L("ERROR", B, "ql.Driver",
              "FAILED: Execution Error, return code 2 from org.apache.hadoop.hive.ql.exec.tez.TezTask. {diag}")
    op_err = L("ERROR", B, "operation.Operation", "Error running hive query: ")
    hsql = X("org.apache.hive.service.cli.HiveSQLException: Error while processing statement: FAILED: "
             "Execution Error, return code 2 from org.apache.hadoop.hive.ql.exec.tez.TezTask. {diag}")
    op_frames = mkframes(rng, [
        "org.apache.hive.service.cli.operation.Operation.toSQLException",
        "org.apache.hive.service.cli.operation.SQLOperation.runQuery",
        "org.apache.hive.service.cli.operation.SQLOperation.access$700",
        "org.apache.hive.service.cli.operation.SQLOperation$BackgroundWork$1.run",
        "java.security.AccessController.doPrivileged", "javax.security.auth.Subject.doAs",
        "org.apache.hadoop.security.UserGroupInformation.doAs",
        "org.apache.hive.service.cli.operation.SQLOperation$BackgroundWork.run",
        "java.util.concurrent.Executors$RunnableAdapter.call", "java.util.concurrent.FutureTask.run",
        "java.util.concurrent.ThreadPoolExecutor.runWorker",
        "java.util.concurrent.ThreadPoolExecutor$Worker.run", "java.lang.Thread.run"])

    def tez_fail():
        a = app()
        diag = (f"Vertex failed, vertexName=Map 1, vertexId=vertex_{a[12:]}_1_00, diagnostics=[Task failed, "
                f"taskId=task_{a[12:]}_1_00_{rng.randint(0, 400):06d}, diagnostics=[TaskAttempt 3 failed, "
                f"info=[Error: Error while running task ( failure ) : java.lang.OutOfMemoryError: "
                f"Java heap space]]]")
        th = bth(rng)
        return ([(f_tez, {"th": th, "diag": diag}), (op_err, {"th": th}), (hsql, {"diag": diag})]
                + frame_rows(at, op_frames))
    C.event(tez_fail, rare=True)
    C.one(L("ERROR", B, "ql.Driver",
            "FAILED: Execution Error, return code 1 from org.apache.hadoop.hive.ql.exec.DDLTask. {diag}"),
          lambda: {"th": bth(rng), "diag": rng.choice([
              f"AlreadyExistsException(message:Table hive.{tbl()} already exists)",
              f"MetaException(message:java.io.IOException: Permission denied: user={users(rng)}, "
              f"access=WRITE, inode=\"/warehouse/tablespace/managed/hive\":hive:hadoop:drwxr-x---)"])}, rare=True)

    lost = L("WARN", H, "metastore.RetryingMetaStoreClient",
             "MetaStoreClient lost connection. Attempting to reconnect (1 of 1) after 1s. {meth}")
    tte = X("org.apache.thrift.transport.TTransportException: {msg}")
    cause_se = X("Caused by: java.net.SocketTimeoutException: Read timed out")
    tte_frames = mkframes(rng, [
        "org.apache.thrift.transport.TIOStreamTransport.read", "org.apache.thrift.transport.TTransport.readAll",
        "org.apache.thrift.transport.TSaslTransport.readLength",
        "org.apache.thrift.transport.TSaslTransport.readFrame", "org.apache.thrift.transport.TSaslTransport.read",
        "org.apache.thrift.transport.TTransport.readAll",
        "org.apache.hadoop.hive.metastore.security.TFilterTransport.readAll",
        "org.apache.thrift.protocol.TBinaryProtocol.readAll",
        "org.apache.thrift.protocol.TBinaryProtocol.readI32",
        "org.apache.thrift.protocol.TBinaryProtocol.readMessageBegin",
        "org.apache.thrift.TServiceClient.receiveBase",
        "org.apache.hadoop.hive.metastore.api.ThriftHiveMetastore$Client.recv_get_table_req",
        "org.apache.hadoop.hive.metastore.api.ThriftHiveMetastore$Client.get_table_req",
        "org.apache.hadoop.hive.metastore.HiveMetaStoreClient.getTable"])
    sock_frames = mkframes(rng, ["java.net.SocketInputStream.socketRead0", "java.net.SocketInputStream.socketRead",
                                 "java.net.SocketInputStream.read", "java.io.BufferedInputStream.fill",
                                 "java.io.BufferedInputStream.read1", "java.io.BufferedInputStream.read",
                                 "org.apache.thrift.transport.TIOStreamTransport.read"])

    def ms_lost():
        return ([(lost, {"th": hth(rng), "meth": rng.choice(["getTable", "get_table_req", "getPartitionsByNames",
                                                               "getDatabase"])}),
                 (tte, {"msg": "java.net.SocketTimeoutException: Read timed out"})]
                + frame_rows(at, tte_frames) + [(cause_se, {})] + frame_rows(at, sock_frames)
                + [(more, {"n": rng.randint(30, 60)})])
    C.event(ms_lost, rare=True)
    return C.build()


# ----------------------------------------------------------------------------------------------
# 4. Trino coordinator server.log
# ----------------------------------------------------------------------------------------------
def make_trino_coordinator(rng: random.Random) -> list[dict]:
    start = _start(rng)
    C = Corpus(rng, start, gap_ms=900, s=1.5)

    def L(level, thread, logger, msg):
        return C.spec(level, "{_isoz}\t" + level + "\t" + thread + "\t" + logger + "\t" + msg)

    def X(fmt):
        return C.spec("-", fmt)

    B32 = "abcdefghijkmnpqrstuvwxyz23456789"
    counter = [rng.randint(0, 30000)]
    workers = [(uuid4(rng) if rng.random() < 0.5 else f"trino-worker-{i}", ip10(rng)) for i in range(1, 41)]
    wpool = Pool(rng, workers, 0.8, dedupe=False)
    coord_ip = ip10(rng)
    dur_ms = lambda: int(logu(rng, 40, 600_000))

    def qid_at(t, back_ms=0):
        t0 = t - timedelta(milliseconds=back_ms)
        counter[0] = (counter[0] + rng.randint(1, 6)) % 100000
        return f"{t0:%Y%m%d_%H%M%S}_{counter[0]:05d}_{''.join(rng.choice(B32) for _ in range(5))}"

    def timeline():
        e = dur_ms()
        pl = max(1, int(e * rng.uniform(0.0, 0.1)))
        wa = rng.choice([0, 0, 0, int(e * rng.uniform(0, 0.3))])
        sc = int(e * rng.uniform(0, 0.1))
        fi = rng.randint(0, 40)
        ru = max(0, e - pl - wa - sc - fi)
        return {"th": rng.randint(0, 63), "e": e, "p": pl, "w": wa, "s": sc, "r": ru, "f": fi,
                "qid": (lambda t, e=e: qid_at(t, e)),
                "b": (lambda t, e=e: (t - timedelta(milliseconds=e)).strftime("%Y-%m-%dT%H:%M:%S.") +
                      f"{(t - timedelta(milliseconds=e)).microsecond // 1000:03d}Z"),
                "en": (lambda t: t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z")}

    TL = ("TIMELINE: Query {qid} :: {st} :: elapsed {e}ms :: planning {p}ms :: waiting {w}ms :: "
          "scheduling {s}ms :: running {r}ms :: finishing {f}ms :: begin {b} :: end {en}")
    C.one(L("INFO", "dispatcher-query-{th}", "io.trino.event.QueryMonitor", TL.replace("{st}", "FINISHED")),
          timeline)
    C.one(L("INFO", "dispatcher-query-{th}", "io.trino.event.QueryMonitor", TL.replace("{st}", "FAILED")),
          timeline)
    C.one(L("INFO", "Service Thread", "io.airlift.stats.JmxGcMonitor",
            "Major GC: application {a}ms, stopped {s}ms: {b} -> {c}"),
          lambda: (lambda b: {"a": int(logu(rng, 5000, 3_600_000)), "s": int(logu(rng, 20, 4000)),
                              "b": f"{b:.2f}GB", "c": f"{b * rng.uniform(0.3, 0.9):.2f}GB"})(logu(rng, 8, 180)))

    def wuri(w):
        return f"http://{w[1]}:8080"

    net_err = ["java.net.SocketTimeoutException: Connect Timeout", "java.io.EOFException",
               "java.net.ConnectException: Connection refused",
               "java.util.concurrent.TimeoutException: Idle timeout 30000 ms"]
    C.one(L("INFO", "node-state-poller-0", "io.trino.metadata.DiscoveryNodeManager",
            "Previously active node is missing: {node} (last seen at {host})"),
          lambda: (lambda w: {"node": w[0], "host": w[1]})(wpool(rng)), w=0.35)
    C.one(L("WARN", "http-client-node-manager-{n}", "io.trino.metadata.RemoteNodeState",
            "Error fetching node state from {uri}: {msg}"),
          lambda: {"n": rng.randint(0, 40), "uri": wuri(wpool(rng)) + "/v1/info/state", "msg": rng.choice(net_err)})
    C.one(L("WARN", "Query-{qid}-{n}", "io.trino.plugin.hive.util.RetryDriver",
            "Failed on executing {what} with attempt {a}, will retry. Exception: {msg}"),
          lambda: {"qid": lambda t: qid_at(t, dur_ms()), "n": rng.randint(100, 9999),
                   "what": rng.choice(["getTable", "getPartitionsByNames", "getPartitionNamesByFilter",
                                       "getTableStatistics", "getDatabase"]),
                   "a": rng.randint(0, 9),
                   "msg": rng.choice(["java.net.SocketTimeoutException: Read timed out",
                                      "org.apache.thrift.transport.TTransportException: java.net.SocketException: Connection reset"])})
    C.one(L("WARN", "http-client-memoryManager-{n}", "io.trino.memory.RemoteNodeMemory",
            "Error fetching memory info from {uri}: {msg}"),
          lambda: {"n": rng.randint(0, 40), "uri": wuri(wpool(rng)) + "/v1/memory", "msg": rng.choice(net_err)})
    C.one(L("ERROR", "Announcer-{n}", "io.airlift.discovery.client.Announcer",
            "Service announcement failed after {d}. Next request will happen within {d2}"),
          lambda: {"n": rng.randint(0, 4), "d": f"{logu(rng, 0.5, 30000):.2f}ms",
                   "d2": rng.choice(["1000.00ms", "1.00s", "2.00s", "4.00s", "8.00s"])})
    C.one(L("INFO", "Announcer-{n}", "io.airlift.discovery.client.Announcer",
            "Discovery server connect succeeded for announce"), lambda: {"n": rng.randint(0, 4)})
    C.one(L("INFO", "http-client-discovery-{n}", "io.airlift.discovery.client.CachingServiceSelector",
            "Discovery server connect succeeded for refresh (trino/general)"), lambda: {"n": rng.randint(0, 30)})
    C.one(L("INFO", "query-management-{n}", "io.trino.memory.ClusterMemoryManager",
            "Low memory killer chose {qid}"),
          lambda: {"n": rng.randint(0, 4), "qid": lambda t: qid_at(t, dur_ms())}, w=0.3)
    C.one(L("ERROR", "Announcer-{n}", "io.airlift.discovery.client.Announcer",
            "Cannot connect to discovery server for announce: {msg}"),
          lambda: {"n": rng.randint(0, 4), "msg": rng.choice([
              "Announcement failed with status code 503: Service Unavailable",
              f"Announcement failed for {coord_ip}:8080"])}, rare=True)
    C.one(L("ERROR", "http-client-discovery-{n}", "io.airlift.discovery.client.CachingServiceSelector",
            "Cannot connect to discovery server for refresh (trino/general): {msg}"),
          lambda: {"n": rng.randint(0, 30), "msg": rng.choice([
              f"Lookup of trino failed for http://{coord_ip}:8080/v1/service/trino/general",
              "Lookup of trino failed with status code 503"])}, rare=True)

    at = X("\tat {m}({f}:{ln})")
    more = X("\t... {n} more")
    # task status failure
    ge = L("WARN", "ContinuousTaskStatusFetcher-{qid}.{sid}.{pid}.{aid}-{n}",
           "io.trino.server.remotetask.RequestErrorTracker", "Error getting task status {task}: {uri}")
    ue = X("java.io.UncheckedIOException: Server refused connection: {uri}")
    cause_ce = X("Caused by: java.net.ConnectException: Connection refused")
    ue_frames = mkframes(rng, [
        "io.airlift.http.client.ResponseHandlerUtils.propagate",
        "io.airlift.http.client.FullJsonResponseHandler.handleException",
        "io.airlift.http.client.FullJsonResponseHandler.handleException",
        "io.airlift.http.client.jetty.JettyResponseFuture.failed",
        "io.airlift.http.client.jetty.BufferingResponseListener.onComplete",
        "org.eclipse.jetty.client.ResponseNotifier.notifyComplete",
        "org.eclipse.jetty.client.ResponseNotifier.notifyComplete",
        "org.eclipse.jetty.client.HttpExchange.notifyFailureComplete",
        "org.eclipse.jetty.client.HttpRequest.abort",
        "org.eclipse.jetty.client.HttpConnection.abort",
        "org.eclipse.jetty.client.HttpDestination$ConnectionCallback.failed",
        "org.eclipse.jetty.util.thread.QueuedThreadPool.runJob",
        "org.eclipse.jetty.util.thread.QueuedThreadPool$Runner.run", "java.base/java.lang.Thread.run"])
    ce_frames = mkframes(rng, [
        "java.base/sun.nio.ch.Net.pollConnect", "java.base/sun.nio.ch.Net.pollConnectNow",
        "java.base/sun.nio.ch.SocketChannelImpl.finishConnect",
        "org.eclipse.jetty.io.SelectorManager.doFinishConnect",
        "org.eclipse.jetty.io.ManagedSelector.processConnect",
        "org.eclipse.jetty.io.ManagedSelector$SelectorProducer.processSelected"])

    def task_status():
        w = wpool(rng)
        sid, pid, aid = rng.randint(0, 9), rng.randint(0, 120), 0
        shared = {}
        q = lambda t: shared.setdefault("q", qid_at(t, dur_ms()))
        task = lambda t: f"{q(t)}.{sid}.{pid}.{aid}"
        uri = lambda t: f"{wuri(w)}/v1/task/{task(t)}/status"
        return ([(ge, {"qid": q, "sid": sid, "pid": pid, "aid": aid, "n": rng.randint(1, 80), "task": task,
                       "uri": uri}), (ue, {"uri": uri})] + frame_rows(at, ue_frames)
                + [(cause_ce, {})] + frame_rows(at, ce_frames) + [(more, {"n": rng.randint(5, 9)})])
    C.event(task_status, rare=True)

    sf = L("ERROR", "stage-scheduler", "io.trino.execution.scheduler.PipelinedStageExecution",
           "Pipelined stage execution for stage {stage} failed")
    te = X("io.trino.spi.TrinoException: {msg}")
    te_frames = mkframes(rng, [
        "io.trino.execution.scheduler.SourcePartitionedScheduler.schedule",
        "io.trino.execution.scheduler.PipelinedQueryScheduler$DistributedStagesScheduler.schedule",
        "io.trino.execution.scheduler.PipelinedQueryScheduler$DistributedStagesScheduler.lambda$start$0",
        "io.trino.$gen.Trino_435____20261205_071255_2.call",
        "java.base/java.util.concurrent.FutureTask.run",
        "java.base/java.util.concurrent.ThreadPoolExecutor.runWorker",
        "java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run", "java.base/java.lang.Thread.run"])
    cause_fnf = X("Caused by: java.io.FileNotFoundException: {msg}")
    fnf_frames = mkframes(rng, [
        "io.trino.filesystem.s3.S3InputFile.length", "io.trino.plugin.hive.parquet.ParquetPageSourceFactory.createPageSource",
        "io.trino.plugin.hive.HivePageSourceProvider.createHivePageSource",
        "io.trino.plugin.hive.HiveSplitSource.addToQueue"])

    def stage_failed():
        shared = {}
        q = lambda t: shared.setdefault("q", qid_at(t, dur_ms()))
        path = (f"s3://{rng.choice(['datalake-prod', 'analytics-raw', 'warehouse-curated'])}/"
                f"{rng.choice(['events', 'orders', 'clicks'])}/dt=2026-12-0{rng.randint(1, 5)}/"
                f"{hexs(rng, 8)}-{rng.randint(0, 999):05d}.parquet")
        st = rng.randint(1, 6)
        return ([(sf, {"stage": lambda t: f"{q(t)}.{st}"}),
                 (te, {"msg": f"Error opening Hive split {path} (offset=0, length="
                              f"{rng.randint(10 ** 6, 10 ** 9)}): {path}"})]
                + frame_rows(at, te_frames) + [(cause_fnf, {"msg": path})] + frame_rows(at, fnf_frames)
                + [(more, {"n": 8})])
    C.event(stage_failed, rare=True)

    # startup block (once, at the top of the file)
    plugins = ["ai-functions", "blackhole", "delta-lake", "exchange-filesystem", "hive", "http-event-listener",
               "iceberg", "jmx", "memory", "mysql", "password-authenticators", "postgresql", "resource-group-managers",
               "session-property-managers", "tpcds", "tpch"]
    catalogs = [("hive", "hive"), ("iceberg", "iceberg"), ("system_jmx", "jmx"), ("pg_crm", "postgresql"),
                ("tpch", "tpch"), ("delta", "delta_lake"), ("mysql_ops", "mysql")]
    lp = L("INFO", "main", "io.trino.server.PluginManager", "-- Loading plugin {path} --")
    fp = L("INFO", "main", "io.trino.server.PluginManager", "-- Finished loading plugin {path} --")
    inst = L("INFO", "main", "io.trino.server.PluginManager", "Installing {cls}")
    regc = L("INFO", "main", "io.trino.server.PluginManager", "Registering connector {name}")
    lc = L("INFO", "main", "io.trino.connector.StaticCatalogManager", "-- Loading catalog {name} --")
    ac = L("INFO", "main", "io.trino.connector.StaticCatalogManager", "-- Added catalog {name} using connector {conn} --")
    started = L("INFO", "main", "io.trino.server.Server", "======== SERVER STARTED ========")
    mgrs = [("io.trino.security.AccessControlManager", "system access control", "/etc/trino/access-control.properties", "file"),
            ("io.trino.server.security.PasswordAuthenticatorManager", "password authenticator",
             "/etc/trino/password-authenticator.properties", rng.choice(["ldap", "file"])),
            ("io.trino.eventlistener.EventListenerManager", "event listener", "/etc/trino/http-event-listener.properties", "http"),
            ("io.trino.execution.resourcegroups.InternalResourceGroupManager", "resource group configuration manager",
             "/etc/trino/resource-groups.properties", rng.choice(["file", "db"]))]
    mgr_a = {w: L("INFO", "main", lg, "-- Loading " + w + " {p} --") for lg, w, _p, _n in mgrs}
    mgr_b = {w: L("INFO", "main", lg, "-- Loaded " + w + " {n} --") for lg, w, _p, _n in mgrs}
    cls_of = {"hive": "io.trino.plugin.hive.HivePlugin", "iceberg": "io.trino.plugin.iceberg.IcebergPlugin",
              "jmx": "io.trino.plugin.jmx.JmxPlugin", "memory": "io.trino.plugin.memory.MemoryPlugin",
              "tpch": "io.trino.plugin.tpch.TpchPlugin", "tpcds": "io.trino.plugin.tpcds.TpcdsPlugin",
              "delta-lake": "io.trino.plugin.deltalake.DeltaLakePlugin", "mysql": "io.trino.plugin.mysql.MySqlPlugin",
              "postgresql": "io.trino.plugin.postgresql.PostgreSqlPlugin",
              "blackhole": "io.trino.plugin.blackhole.BlackHolePlugin"}

    def startup():
        rows = []
        for p in plugins:
            path = f"/usr/lib/trino/plugin/{p}"
            rows.append((lp, {"path": path}))
            if p in cls_of:
                rows.append((inst, {"cls": cls_of[p]}))
                rows.append((regc, {"name": p.replace("-", "_")}))
            rows.append((fp, {"path": path}))
        for name, conn in catalogs:
            rows.append((lc, {"name": name}))
            rows.append((ac, {"name": name, "conn": conn}))
        for logger, what, path, name in mgrs:
            rows.append((mgr_a[what], {"p": path}))
            rows.append((mgr_b[what], {"n": name}))
        rows.append((started, {}))
        return rows
    C.at_start(startup)
    return C.build()


# ----------------------------------------------------------------------------------------------
# 5. Druid historical
# ----------------------------------------------------------------------------------------------
def make_druid_historical(rng: random.Random) -> list[dict]:
    start = _start(rng)
    C = Corpus(rng, start, gap_ms=350, s=1.0)

    def L(level, thread, logger, msg):
        return C.spec(level, "{_isoc} " + level + " [" + thread + "] " + logger + " - " + msg)

    def X(fmt):
        return C.spec("-", fmt)

    me = f"druid-historical-{rng.randint(1, 24):02d}.{rng.choice(['prod', 'analytics', 'olap'])}.example.com"
    hp = f"{me}:8083"
    version = rng.choice(["27.0.0", "28.0.1", "29.0.1", "30.0.0"])
    bucket = rng.choice(["druid-deep-storage-prod", "acme-druid-segments", "olap-deepstore"])
    dss = ["wikipedia", "clickstream", "ad_events", "app_metrics", "orders", "sensor_data",
           "nginx_access", "user_sessions", "payments_rt", "kafka_events"]
    dpool = Pool(rng, dss, 0.9)
    segs = []
    for _ in range(220):
        ds = dpool(rng)
        day0 = start - timedelta(days=rng.randint(1, 120))
        hourly = rng.random() < 0.3
        if hourly:
            s0 = day0.replace(minute=0, second=0, microsecond=0, hour=rng.randint(0, 23))
            e0 = s0 + timedelta(hours=1)
        else:
            s0 = day0.replace(hour=0, minute=0, second=0, microsecond=0)
            e0 = s0 + timedelta(days=1)
        v0 = e0 + timedelta(seconds=rng.randint(60, 86400 * 3), milliseconds=rng.randint(0, 999))
        iso = lambda d: d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{d.microsecond // 1000:03d}Z"
        part = rng.choice([0, 0, 0, 1, 2, 3, rng.randint(4, 40)])
        sid = f"{ds}_{iso(s0)}_{iso(e0)}_{iso(v0)}" + (f"_{part}" if part else "")
        segs.append({"id": sid, "ds": ds, "iv": f"{iso(s0)}/{iso(e0)}", "s": iso(s0), "e": iso(e0),
                     "v": iso(v0), "p": part, "dur": "PT3600S" if hourly else "PT86400S"})
    spool = Pool(rng, segs, 0.6, dedupe=False)
    zk_base = f"/druid/loadQueue/{hp}"
    ann_base = f"/druid/segments/{hp}/{hp}_historical__default_tier_"
    ann_paths = [ann_base + (start - timedelta(minutes=rng.randint(1, 5000))).strftime("%Y-%m-%dT%H:%M:%S.") +
                 f"{rng.randint(0, 999):03d}Z{rng.randint(0, 30)}" for _ in range(12)]
    appool = Pool(rng, ann_paths, 1.0)

    def cache_dir(sg):
        return f"/mnt/druid/segment-cache/{sg['ds']}/{sg['s']}_{sg['e']}/{sg['v']}/{sg['p']}"

    def s3(sg):
        return (f"s3://{bucket}/druid/segments/{sg['ds']}/{sg['s']}_{sg['e']}/{sg['v']}/{sg['p']}/"
                f"{uuid4(rng)}/index.zip")

    zk = lambda: str(rng.randint(0, 1))
    ZKC = "org.apache.druid.server.coordination.ZkCoordinator"
    SLD = "org.apache.druid.server.coordination.SegmentLoadDropHandler"
    ANN = "org.apache.druid.server.coordination.BatchDataSegmentAnnouncer"
    EMIT = "org.apache.druid.java.util.emitter.core.LoggingEmitter"
    qtp = Pool(rng, [f"qtp{rng.randint(10 ** 8, 2 * 10 ** 9)}-{rng.randint(100, 400)}" for _ in range(40)], 0.8)
    clients = Pool(rng, [ip10(rng) for _ in range(8)], 1.0)
    qtypes = Pool(rng, ["timeseries", "groupBy", "topN", "scan", "segmentMetadata", "timeBoundary"], 1.2)

    def ets(t):
        return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"

    head = ('[metrics] {{"feed":"metrics","timestamp":"{ets}","service":"druid/historical","host":"{host}",'
            '"version":"{ver}","metric":"')

    def qdims(sg):
        return {"ets": ets, "host": hp, "ver": version, "ds": sg["ds"], "dur": sg["dur"],
                "hf": rng.choice(["true", "false"]), "qid": uuid4(rng), "iv": sg["iv"], "ip": clients(rng),
                "qt": qtypes(rng)}

    qt_spec = ('query/time","value":{v},"dataSource":"{ds}","duration":"{dur}","hasFilters":"{hf}","id":"{qid}",'
               '"interval":["{iv}"],"remoteAddress":"{ip}","success":"{ok}","type":"{qt}"}}')
    C.one(L("INFO", "processing-{n}", EMIT, head + 'query/segment/time","value":{v},"dataSource":"{ds}",'
            '"duration":"{dur}","hasFilters":"{hf}","id":"{qid}","interval":["{iv}"],"segment":"{seg}",'
            '"status":"{st}","type":"{qt}"}}'),
          lambda: (lambda sg: {**qdims(sg), "n": rng.randint(0, 31), "v": int(logu(rng, 1, 3000)), "seg": sg["id"],
                               "st": "success"})(spool(rng)))
    C.one(L("INFO", "processing-{n}", EMIT, head + 'query/wait/time","value":{v},"dataSource":"{ds}",'
            '"duration":"{dur}","hasFilters":"{hf}","id":"{qid}","interval":["{iv}"],"segment":"{seg}",'
            '"type":"{qt}"}}'),
          lambda: (lambda sg: {**qdims(sg), "n": rng.randint(0, 31), "v": int(logu(rng, 1, 900)), "seg": sg["id"]})(spool(rng)))
    C.one(L("INFO", "{qtp}", EMIT, head + qt_spec),
          lambda: (lambda sg: {**qdims(sg), "qtp": qtp(rng), "v": int(logu(rng, 2, 30000)),
                               "ok": rng.choice(["true"] * 12 + ["false"])})(spool(rng)))
    C.one(L("INFO", "processing-{n}", EMIT, head + 'query/segmentAndCache/time","value":{v},"dataSource":"{ds}",'
            '"duration":"{dur}","hasFilters":"{hf}","id":"{qid}","interval":["{iv}"],"segment":"{seg}",'
            '"type":"{qt}"}}'),
          lambda: (lambda sg: {**qdims(sg), "n": rng.randint(0, 31), "v": int(logu(rng, 1, 3000)), "seg": sg["id"]})(spool(rng)))
    C.one(L("INFO", "{qtp}", EMIT, head + 'query/cpu/time","value":{v},"dataSource":"{ds}","duration":"{dur}",'
            '"hasFilters":"{hf}","id":"{qid}","interval":["{iv}"],"type":"{qt}"}}'),
          lambda: (lambda sg: {**qdims(sg), "qtp": qtp(rng), "v": int(logu(rng, 100, 9e7))})(spool(rng)))

    C.one(L("INFO", "ZKCoordinator--{n}", SLD, "Loading segment[{seg}]"), lambda: {"n": zk(), "seg": spool(rng)["id"]})
    C.one(L("INFO", "ZkCoordinator", ZKC, "New request[LOAD: {seg}] with zNode[{z}]."),
          lambda: (lambda sg: {"seg": sg["id"], "z": f"{zk_base}/{sg['id']}"})(spool(rng)))
    C.one(L("INFO", "ZKCoordinator--{n}", "org.apache.druid.storage.s3.S3DataSegmentPuller",
            "Pulling index at path[{p}] to outDir[{d}]"),
          lambda: (lambda sg: {"n": zk(), "p": s3(sg), "d": cache_dir(sg)})(spool(rng)))
    C.one(L("INFO", "ZKCoordinator--{n}", "org.apache.druid.storage.s3.S3DataSegmentPuller",
            "Loaded {b} bytes from [{p}] to [{d}]"),
          lambda: (lambda sg: {"n": zk(), "b": int(logu(rng, 2e4, 8e8)), "p": s3(sg), "d": cache_dir(sg)})(spool(rng)))
    C.one(L("INFO", "ZKCoordinator--{n}", ANN, "Announcing segment[{seg}] at existing path[{p}]"),
          lambda: {"n": zk(), "seg": spool(rng)["id"], "p": appool(rng)})
    C.one(L("INFO", "ZkCoordinator", ZKC, "Completed request [LOAD: {seg}]"), lambda: {"seg": spool(rng)["id"]})
    C.one(L("INFO", "ZkCoordinator", ZKC, "zNode[{z}] was removed"),
          lambda: {"z": f"{zk_base}/{spool(rng)['id']}"})
    C.one(L("INFO", "MonitorScheduler-0", EMIT, head + 'segment/used","value":{v},"dataSource":"{ds}",'
            '"priority":"{pr}","tier":"{tier}"}}'),
          lambda: {"ets": ets, "host": hp, "ver": version, "v": int(logu(rng, 1e6, 9e11)), "ds": dpool(rng),
                   "pr": "0", "tier": "_default_tier"})
    C.one(L("INFO", "ZkCoordinator", ZKC, "New request[DROP: {seg}] with zNode[{z}]."),
          lambda: (lambda sg: {"seg": sg["id"], "z": f"{zk_base}/{sg['id']}"})(spool(rng)))
    C.one(L("INFO", "ZKCoordinator--{n}", ANN, "Unannouncing segment[{seg}] at path[{p}]"),
          lambda: {"n": zk(), "seg": spool(rng)["id"], "p": appool(rng)})
    C.one(L("INFO", "ZkCoordinator", ZKC, "Completed request [DROP: {seg}]"), lambda: {"seg": spool(rng)["id"]})
    C.one(L("INFO", "SimpleDataSegmentChangeHandler-{n}", SLD, "Completely removing [{seg}] in [{ms}] millis"),
          lambda: {"n": rng.randint(0, 3), "seg": spool(rng)["id"], "ms": f"{rng.choice([30000, 30000, 60000]):,}"})
    C.one(L("INFO", "SimpleDataSegmentChangeHandler-{n}", "org.apache.druid.segment.loading.SegmentLocalCacheManager",
            "Deleting directory[{d}]"), lambda: {"n": rng.randint(0, 3), "d": cache_dir(spool(rng))})
    C.one(L("INFO", "ZKCoordinator--{n}", ANN, "Announcing segment[{seg}] at new path[{p}]"),
          lambda: {"n": zk(), "seg": spool(rng)["id"], "p": appool(rng)})
    C.one(L("INFO", "MonitorScheduler-0", EMIT, head + 'jvm/gc/count","value":{v},"gcGen":["{gen}"],'
            '"gcName":["{gn}"]}}'),
          lambda: {"ets": ets, "host": hp, "ver": version, "v": rng.randint(0, 40),
                   "gen": rng.choice(["young", "young", "old"]), "gn": rng.choice(["g1", "g1", "zgc"])})

    # lookups
    lookups = Pool(rng, ["country_names", "campaign_to_advertiser", "product_category", "store_region",
                         "device_model", "currency_rates", "user_tier"], 1.0)

    def lspec(name):
        if rng.random() < 0.5:
            return (f"LookupExtractorFactoryContainer{{version='v{rng.randint(1, 40)}', lookupExtractorFactory="
                    f"CachedNamespaceLookupExtractorFactory{{firstCacheTimeout={rng.choice([0, 120000])}, "
                    f"injective=false, extractionNamespace=JdbcExtractionNamespace{{connectorConfig="
                    f"DbConnectorConfig{{createTables=false, connectURI='jdbc:postgresql://pg-lookups:5432/dim', "
                    f"user='druid', passwordProvider=org.apache.druid.metadata.DefaultPasswordProvider, "
                    f"dbcpProperties=null}}, table='{name}', keyColumn='id', valueColumn='name', tsColumn='null', "
                    f"filter='null', pollPeriod=PT{rng.choice([60, 300, 600])}S, jitterSeconds=0, loadTimeoutSeconds=0, maxHeapPercentage=10}}}}}}")
        return (f"LookupExtractorFactoryContainer{{version='{start:%Y-%m-%d}T{rng.randint(0, 23):02d}:00:00.000Z', "
                f"lookupExtractorFactory=CachedNamespaceLookupExtractorFactory{{firstCacheTimeout=0, injective=false, "
                f"extractionNamespace=UriExtractionNamespace{{uri=s3://{bucket}/lookups/{name}.json, uriPrefix=null, "
                f"namespaceParseSpec=JSONFlatDataParser{{keyFieldName='key', valueFieldName='value'}}, fileRegex='null', "
                f"pollPeriod=PT{rng.choice([300, 900])}S, maxHeapPercentage=10}}}}}}")
    C.one(L("INFO", "NamespaceExtractionCacheManager-{n}", "org.apache.druid.server.lookup.namespace.JdbcCacheGenerator",
            "Finished loading {n2} values for [{ns}]"),
          lambda: {"n": rng.randint(0, 1), "n2": rng.randint(10, 900000), "ns": lookups(rng)})
    C.one(L("INFO", "LookupExtractorFactoryContainerProvider-MainThread", "org.apache.druid.query.lookup.LookupReferencesManager",
            "Started lookup [{name}]:[{spec}]"), lambda: (lambda n: {"name": n, "spec": lspec(n)})(lookups(rng)), w=0.8)
    C.one(L("INFO", "LookupExtractorFactoryContainerProvider-MainThread", "org.apache.druid.query.lookup.LookupReferencesManager",
            "Removed lookup [{name}] with spec [{spec}]."), lambda: (lambda n: {"name": n, "spec": lspec(n)})(lookups(rng)), w=0.6)
    C.one(L("WARN", "LookupExtractorFactoryContainerProvider-MainThread", "org.apache.druid.query.lookup.LookupReferencesManager",
            "Coordinator is unavailable. Loading saved snapshot instead"), lambda: {}, rare=True)

    # errors
    C.one(L("WARN", "{qtp}", "org.apache.druid.server.QueryLifecycle", "Exception while processing queryId [{qid}] ({exc})"),
          lambda: (lambda q: {"qtp": qtp(rng), "qid": q, "exc": rng.choice([
              f"org.apache.druid.query.QueryTimeoutException: Query [{q}] timed out.",
              "org.apache.druid.query.QueryInterruptedException: Query cancelled",
              "org.apache.druid.query.ResourceLimitExceededException: Not enough merge buffer"])})(uuid4(rng)), w=0.7)
    C.one(L("WARN", "ZKCoordinator--{n}", SLD, "Asked to cleanup something[{seg}] that didn't exist.  Skipping."),
          lambda: {"n": zk(), "seg": spool(rng)["id"]}, rare=True)

    at = X("\tat {m}({f}:{ln})")
    more = X("\t... {n} more")
    chained = L("ERROR", "processing-{n}", "org.apache.druid.query.ChainedExecutionQueryRunner",
                "Exception with one of the sequences!")
    rle = X("org.apache.druid.query.ResourceLimitExceededException: Not enough aggregation buffer space to execute "
            "this query. Try increasing druid.processing.buffer.sizeBytes or enable disk spilling by setting "
            "druid.query.groupBy.maxOnDiskStorage to a positive number.")
    ch_frames = mkframes(rng, [
        "org.apache.druid.query.groupby.epinephelinae.GroupByQueryEngineV2$GroupByEngineIterator.next",
        "org.apache.druid.query.groupby.epinephelinae.GroupByQueryEngineV2$GroupByEngineIterator.next",
        "org.apache.druid.java.util.common.guava.BaseSequence.accumulate",
        "org.apache.druid.java.util.common.guava.ConcatSequence.lambda$accumulate$0",
        "org.apache.druid.java.util.common.guava.MappingAccumulator.accumulate",
        "org.apache.druid.query.spec.SpecificSegmentQueryRunner$1.accumulate",
        "org.apache.druid.query.ChainedExecutionQueryRunner$1$1.call",
        "java.util.concurrent.FutureTask.run",
        "org.apache.druid.query.PrioritizedListenableFutureTask.run",
        "java.util.concurrent.ThreadPoolExecutor.runWorker",
        "java.util.concurrent.ThreadPoolExecutor$Worker.run", "java.lang.Thread.run"])
    C.event(lambda: [(chained, {"n": rng.randint(0, 31)}), (rle, {})] + frame_rows(at, ch_frames), rare=True)

    fl = L("ERROR", "ZKCoordinator--{n}", SLD,
           "Failed to load segment for dataSource: {{class=org.apache.druid.server.coordination.SegmentLoadDropHandler, "
           "exceptionType=class org.apache.druid.segment.loading.SegmentLoadingException, exceptionMessage="
           "Exception loading segment[{seg}], segment={seg2}}}")
    sle = X("org.apache.druid.segment.loading.SegmentLoadingException: Exception loading segment[{seg}]")
    sle_frames = mkframes(rng, [
        "org.apache.druid.server.SegmentManager.getSegmentReference",
        "org.apache.druid.server.SegmentManager.loadSegment",
        "org.apache.druid.server.coordination.SegmentLoadDropHandler.loadSegment",
        "org.apache.druid.server.coordination.SegmentLoadDropHandler.addSegment",
        "org.apache.druid.server.coordination.SegmentChangeRequestLoad.go",
        "org.apache.druid.server.coordination.ZkCoordinator.lambda$childAdded$2",
        "java.util.concurrent.Executors$RunnableAdapter.call", "java.util.concurrent.FutureTask.run",
        "java.util.concurrent.ThreadPoolExecutor.runWorker",
        "java.util.concurrent.ThreadPoolExecutor$Worker.run", "java.lang.Thread.run"])
    cause = X("Caused by: java.io.IOException: {msg}")
    io_frames = mkframes(rng, [
        "org.apache.druid.segment.loading.SegmentLocalCacheManager.loadInLocation",
        "org.apache.druid.segment.loading.SegmentLocalCacheManager.loadInLocationWithStartMarker",
        "org.apache.druid.segment.loading.SegmentLocalCacheManager.loadSegmentWithRetry",
        "org.apache.druid.segment.loading.SegmentLocalCacheManager.getSegmentFiles",
        "org.apache.druid.segment.loading.SegmentLocalCacheLoader.getSegment"])

    def load_fail():
        sg = spool(rng)
        return ([(fl, {"n": zk(), "seg": sg["id"], "seg2": sg["id"]}), (sle, {"seg": sg["id"]})]
                + frame_rows(at, sle_frames)
                + [(cause, {"msg": rng.choice(["No space left on device",
                                               f"Failed to download [{s3(sg)}]: Access Denied"])})]
                + frame_rows(at, io_frames) + [(more, {"n": 6})])
    C.event(load_fail, rare=True)
    return C.build()


# ----------------------------------------------------------------------------------------------
# 6. Elasticsearch slow logs
# ----------------------------------------------------------------------------------------------
def make_es_slowlog(rng: random.Random) -> list[dict]:
    start = _start(rng)
    C = Corpus(rng, start, gap_ms=900, s=1.0)
    node = rng.choice(["es-data-hot-03", "node-1", "es-prod-data-07", "elastic-data-12", "es-warm-02"])
    PAD = {"WARN": "WARN ", "INFO": "INFO ", "DEBUG": "DEBUG", "TRACE": "TRACE"}
    CANON = {"WARN": "WARN", "INFO": "INFO", "DEBUG": "DEBUG", "TRACE": "DEBUG"}

    def L(lvl, logger, msg):
        return C.spec(CANON[lvl], "[{_isoc}][" + PAD[lvl] + "][" + logger + "] [{node}] " + msg)

    days = [(start - timedelta(days=k)).strftime("%Y.%m.%d") for k in range(0, 10)]
    index_names = ([f"logs-app-{d}" for d in days] + [f"metrics-{d}" for d in days[:5]]
                   + [f".ds-logs-nginx.access-default-{days[k].replace('.', '.')}-{k + 1:06d}" for k in range(4)]
                   + ["orders_v3", "products", "customers-2026", "audit-events", "search-catalog-v12"])
    ipool = Pool(rng, index_names, 1.0)
    uuids = {ix: "".join(rng.choice(string.ascii_letters + string.digits + "-_") for _ in range(22))
             for ix in index_names}
    services = ["checkout", "payments", "catalog", "auth", "gateway", "search-api", "inventory", "cart"]
    opaque = Pool(rng, [f"kibana:{uuid4(rng)}" for _ in range(5)] + [f"dashboard-{rng.randint(1, 60)}" for _ in range(5)]
                  + ["grafana-alerting", "report-generator", f"apm-{hexs(rng, 8)}"], 1.0)

    def took_for(lo_ms, hi_ms):
        ns = int(logu(rng, lo_ms, hi_ms) * 1e6)
        ms = ns / 1e6
        if ms < 1000:
            v, suf = ms, "ms"
        elif ms < 60000:
            v, suf = ms / 1000, "s"
        else:
            v, suf = ms / 60000, "m"
        sv = f"{v:.1f}"
        if sv.endswith(".0"):
            sv = sv[:-2]
        return sv + suf, int(ms)

    def src_search():
        k = rng.randint(0, 5)
        svc = rng.choice(services)
        rng_ts = ('{"range":{"@timestamp":{"from":"now-%s","to":"now","include_lower":true,"include_upper":true,'
                  '"format":"strict_date_optional_time","boost":1.0}}}' % rng.choice(["15m", "1h", "24h", "7d", "30d"]))
        if k == 0:
            return ('{"size":%d,"query":{"bool":{"filter":[%s,{"term":{"service.name":{"value":"%s","boost":1.0}}}],'
                    '"adjust_pure_negative":true,"boost":1.0}},"sort":[{"@timestamp":{"order":"desc"}}]}'
                    % (rng.choice([20, 50, 100, 500]), rng_ts, svc))
        if k == 1:
            return ('{"size":0,"query":{"bool":{"filter":[%s],"adjust_pure_negative":true,"boost":1.0}},'
                    '"aggregations":{"2":{"date_histogram":{"field":"@timestamp","fixed_interval":"%s",'
                    '"offset":0,"order":{"_key":"asc"},"keyed":false,"min_doc_count":1}}}}'
                    % (rng_ts, rng.choice(["30s", "1m", "5m", "1h"])))
        if k == 2:
            return ('{"from":%d,"size":%d,"query":{"multi_match":{"query":"%s","fields":["title^3.0","description^1.0"],'
                    '"type":"best_fields","operator":"OR","boost":1.0}}}'
                    % (rng.choice([0, 0, 20, 40]), rng.choice([10, 24, 48]),
                       rng.choice(["wireless headphones", "running shoes", "usb c cable", "coffee grinder", "4k monitor"])))
        if k == 3:
            return ('{"size":%d,"query":{"query_string":{"query":"message:\\"%s\\" AND level:error","default_operator":"or",'
                    '"boost":1.0}},"track_total_hits":2147483647}'
                    % (rng.choice([100, 500]), rng.choice(["timeout", "connection reset", "OutOfMemoryError", "NullPointerException"])))
        if k == 4:
            return ('{"size":0,"query":{"bool":{"filter":[%s],"adjust_pure_negative":true,"boost":1.0}},'
                    '"aggregations":{"by_host":{"terms":{"field":"host.name","size":%d,"min_doc_count":1,'
                    '"shard_min_doc_count":0,"show_term_doc_count_error":false,"order":[{"_count":"desc"},{"_key":"asc"}]}}}}'
                    % (rng_ts, rng.choice([10, 50, 500])))
        return ('{"size":1,"query":{"term":{"order_id":{"value":"%s","boost":1.0}}}}' % f"ORD-{rng.randint(10 ** 7, 10 ** 8)}")

    def src_doc(t_ms):
        svc = rng.choice(services)
        lvl = rng.choice(["info", "info", "info", "warn", "error"])
        return ('{"@timestamp":"%s","message":"%s","service":{"name":"%s"},"host":{"name":"%s"},'
                '"log":{"level":"%s"},"trace":{"id":"%s"}}'
                % ((_EPOCH + timedelta(milliseconds=t_ms)).strftime("%Y-%m-%dT%H:%M:%S.") + f"{t_ms % 1000:03d}Z",
                   rng.choice([f"GET /api/v1/orders/{rng.randint(1, 10 ** 6)} 200 {rng.randint(2, 900)}ms",
                               f"payment authorized amount={rng.randint(1, 999)}.{rng.randint(0, 99):02d} currency=EUR",
                               f"cache miss key=sku:{rng.randint(1, 99999)}",
                               f"user {rng.randint(1, 10 ** 6)} logged in"]),
                   svc, f"{svc}-{hexs(rng, 9)}-{hexs(rng, 5)}", lvl, hexs(rng, 32)))

    thr = {  # (lo, hi) ms ranges per level for query / fetch / index
        "query": {"TRACE": (500, 2000), "DEBUG": (2000, 5000), "INFO": (5000, 10000), "WARN": (10000, 90000)},
        "fetch": {"TRACE": (200, 500), "DEBUG": (500, 800), "INFO": (800, 1000), "WARN": (1000, 20000)},
        "index": {"TRACE": (500, 2000), "DEBUG": (2000, 5000), "INFO": (5000, 10000), "WARN": (10000, 40000)},
    }
    SEARCH = ("[{ix}][{sh}] took[{took}], took_millis[{tm}], total_hits[{th} hits], types[], stats[{stats}], "
              "search_type[{st}], total_shards[{ts}], source[{src}], id[{oid}]")

    def search_spec(lvl, phase, with_id, with_stats):
        msg = SEARCH
        if not with_id:
            msg = msg.replace("id[{oid}]", "id[]")
        if not with_stats:
            msg = msg.replace("stats[{stats}]", "stats[]")
        sp = L(lvl, "index.search.slowlog." + phase, msg)

        def gen():
            took, tm = took_for(*thr[phase][lvl])
            hits = rng.choice([0, rng.randint(1, 50), rng.randint(50, 9999), 10000])
            return {"node": node, "ix": ipool(rng), "sh": rng.randint(0, 4), "took": took, "tm": tm,
                    "th": f"{hits}+" if hits == 10000 else hits,
                    "stats": rng.choice(["dashboards", "alerting", "group_a", "monitoring"]),
                    "st": rng.choice(["QUERY_THEN_FETCH"] * 9 + ["DFS_QUERY_THEN_FETCH"]),
                    "ts": rng.choice([1, 3, 5, 5, 6, 10, 12]), "src": src_search(), "oid": opaque(rng)}
        return sp, gen

    INDEX = "[{ix}/{uuid}] took[{took}], took_millis[{tm}], type[_doc], id[{did}], routing[{rt}], source[{src}]"

    def index_spec(lvl, with_routing):
        msg = INDEX if with_routing else INDEX.replace("routing[{rt}]", "routing[]")
        sp = L(lvl, "index.indexing.slowlog.index", msg)

        def gen():
            took, tm = took_for(*thr["index"][lvl])
            ix = ipool(rng)
            did = rng.choice(["".join(rng.choice(string.ascii_letters + string.digits + "-_") for _ in range(20)),
                              f"ORD-{rng.randint(10 ** 7, 10 ** 8)}", str(rng.randint(1, 10 ** 7))])
            return {"node": node, "ix": ix, "uuid": uuids[ix], "took": took, "tm": tm, "did": did,
                    "rt": rng.choice([f"tenant-{rng.randint(1, 40)}", str(rng.randint(1, 999))]),
                    "src": (lambda t: src_doc(_ms(t) - rng.randint(0, 5000)))}
        return sp, gen

    order = [("s", "TRACE", "query", False, False), ("s", "TRACE", "fetch", False, False),
             ("i", "TRACE", False), ("s", "DEBUG", "query", False, False), ("s", "TRACE", "query", True, False),
             ("s", "INFO", "query", False, False), ("s", "DEBUG", "fetch", False, False), ("i", "DEBUG", False),
             ("s", "WARN", "query", False, False), ("s", "DEBUG", "query", True, False),
             ("s", "TRACE", "fetch", True, False), ("i", "TRACE", True), ("s", "INFO", "fetch", False, False),
             ("s", "TRACE", "query", False, True), ("s", "INFO", "query", True, False), ("i", "INFO", False),
             ("s", "WARN", "fetch", False, False), ("s", "DEBUG", "fetch", True, False),
             ("s", "DEBUG", "query", False, True), ("i", "DEBUG", True), ("s", "WARN", "query", True, False),
             ("i", "WARN", False), ("s", "INFO", "fetch", True, False), ("s", "INFO", "query", False, True),
             ("i", "INFO", True), ("s", "WARN", "fetch", True, False), ("s", "WARN", "query", False, True),
             ("i", "WARN", True)]
    for o in order:
        if o[0] == "s":
            C.one(*search_spec(o[1], o[2], o[3], o[4]))
        else:
            C.one(*index_spec(o[1], o[2]))
    return C.build()


FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("hbase_regionserver", make_hbase_regionserver),
    ("yarn_nodemanager", make_yarn_nodemanager),
    ("hiveserver2", make_hiveserver2),
    ("trino_coordinator", make_trino_coordinator),
    ("druid_historical", make_druid_historical),
    ("es_slowlog", make_es_slowlog),
]


def _tregex(template: str) -> re.Pattern:
    return re.compile(".+?".join(re.escape(p) for p in template.split("<*>")), re.S)


def _selfcheck(seeds=range(5), verbose=True) -> dict:
    counts = {}
    for name, make in FORMATS:
        for seed in seeds:
            rows = make(random.Random(seed))
            assert len(rows) == N_ROWS, (name, seed, len(rows))
            cache = {}
            for r in rows:
                assert set(r) == {"line", "template", "level"}, r
                assert r["level"] in LEVELS, r
                assert "\n" not in r["line"] and "\r" not in r["line"], r
                rx = cache.get(r["template"]) or cache.setdefault(r["template"], _tregex(r["template"]))
                assert rx.fullmatch(r["line"]), (name, seed, r)
            again = make(random.Random(seed))
            assert again == rows, (name, seed, "not deterministic")
        temps = {}
        for r in rows:
            temps.setdefault(r["template"], r["level"])
        bad = sum(1 for lv in temps.values() if lv in ("WARN", "ERROR", "FATAL"))
        counts[name] = (len(temps), bad)
        if verbose:
            print(f"== {name}: {len(temps)} templates, {bad} WARN/ERROR/FATAL templates")
            rr = random.Random(99)
            for r in rr.sample(rows, 3):
                print("   ", r["line"][:260])
    return counts


if __name__ == "__main__":
    _selfcheck()
