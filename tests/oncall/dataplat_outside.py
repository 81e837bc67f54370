"""Ground-truth log corpus for six data-platform formats ("dataplat_outside").

FORMATS holds (name, make); make(rng) returns exactly 2000 rows in time order, each
{"line", "template", "level"}.  Lines come from message specs: a str.format string
with {name} fields; the template is the string with every field replaced by <*>.
Spec templates are asserted unique per format at import.  Output depends only on rng.

Conventions shared by all formats
* A variable covers one whole value as the line delimits it: tokens are cut at
  whitespace, ( ) [ ] { } < > , ; = and quotes; ':' cuts "name:number" pairs (source
  file:line, pool thread "CompactionExecutor:12", "PID:123", "LAD:1"), so the fixed
  name stays constant and the number is masked.  '.', '/', '-', '_', '@', '#' do not
  cut: paths, IPs, versions, "ReadStage-3", "#12", "T-1.S-1233" are one variable each.
  A unit glued to a number belongs to it ("1,234ms", "~96%", "12.345MiB", "12%/0%").
* Stated exceptions: date and time are one variable per whitespace token; endpoints
  (ip:port, host:port, TaskManager resource ids) are one variable; generated lists
  (sstable list, merge-count map, PID list) are one variable; a Java frame
  "pkg.Class.method(File.java:N)" and its "[jar:version]" are one variable each; a
  Python source line or printed user text is one free-text variable.
* Every number is a variable, even when constant in practice (source line numbers,
  "Thread 1", "mem# 0", "every 15 minutes", the disk index in "...FlushWriter_0").
  Fixed names that merely contain digits (G1, tsm1, tsi1, flip1) are constant.
* Few-valued words that change meaning are constant and split templates: levels,
  execution/job states (each from->to transition is its own template), flush reasons,
  verbs (READ_REQ vs MUTATION_REQ), HTTP methods, Airflow outcomes, exception classes,
  ORA-/TNS-/Neo. status codes.  The same text at two levels is two templates.
* Thread names: "Pool:N" keeps Pool; hyphen-joined names are one variable; fixed names
  ("Service Thread", "main", "COMMIT-LOG-ALLOCATOR") are constant text.
* Continuation lines (stack frames, exception lines, tracebacks, Oracle block lines)
  show no level: "-".

Per-format judgement calls
cassandra_system: logback "%-5level [%thread] %date %F:%L - %msg"; level = first word.
  Constant: message words, GC collector names, flush Reason, dropped verb, UP/DOWN,
  ", partially", framing/encryption words.  Variable: thread counters, date, time,
  line numbers, uuids, paths, sizes/rates with units, the tombstone query text,
  endpoints "/ip:port", messaging connection ids (one token incl. its type part).
flink_jobmanager: log4j2 "%d %-5p %-60c %x - %m" ([] = empty NDC); level = word after
  the time.  Constant: logger, states, checkpoint type text, restart strategy class,
  exception classes.  Variable: operator-chain names (free text), "(3/4)", attempt/
  vertex/job/allocation ids, job names, resource ids, hosts, ports, checkpoint ids,
  epoch ms, bytes, durations, akka addresses.
airflow_task: "[date, time UTC] {file.py:line} LEVEL - msg"; WARNING -> WARN; traceback
  and exception lines "-".  Constant: file name, dep_context kind, [queued]/[running],
  "Marking task as X".  Variable: dag/task ids, run ids, dates, operator class in
  <Task(...)>, pids, job ids, host, each argv item, command, SQL, counts, printed or
  subprocess output text, traceback paths/lines/functions/source lines, URLs.
oracle_alert: 12c+ text log: a line holding only the ISO timestamp (template "<*>",
  level "-") precedes each message group.  ORA-/TNS- codes name the error: constants.
  Lines starting ORA- or TNS- are ERROR, "WARNING:" lines WARN, "Errors in file ...:"
  ERROR (it announces errors), "Fatal NI connect error N." FATAL (its own word); all
  others "-".  Variable: thread/sequence/group numbers, NI error numbers, sizes, SCN,
  note numbers, SQL ids, trace paths, ARCn names, T-1.S-N tokens.  SQL text echo
  lines are not generated (they would be pure free text).
influxdb_logfmt: zap logfmt "ts= lvl= msg= log_id= k=v..."; level from lvl=.  Constant:
  msg text and the values of service, engine, op_name, op_event, tsm1_strategy,
  tsm1_optimize, index_version, db_rp, method, transport, compiler_type, log_level,
  handler; empty values
  (referrer=, err=).  Every other value is a variable, whole, quotes included when zap
  quoted it.  err=/error= texts with fixed wording keep their words and mask only
  embedded numbers/paths/names, so different failure reasons stay apart; free-text
  error values (Flux failures) are one variable.
neo4j_debug: "yyyy-MM-dd HH:mm:ss.SSSZ %-5p [%c{1.}] [db/id] msg"; level = word after
  the timestamp.  Constant: abbreviated category, checkpoint reason wording (by time /
  by transactions / shutdown are separate), Neo. status codes, requirement names.
  Variable: "[neo4j/1a2b3c4d]" and "[bolt-12]" tags, txIds, page counts, percentages,
  durations ("1s" and "234ms" are two tokens), Netty channel ids, endpoints, paths,
  sizes, reference uuids, index descriptions, free-text error messages.
"""
from __future__ import annotations

import math
import random
import re
from datetime import datetime, timedelta
from itertools import accumulate
from string import Formatter
from typing import Callable

N_ROWS = 2000
LEVELS = ("DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-")
ABNORMAL = ("WARN", "ERROR", "FATAL")
_FORMATTER = Formatter()
_EPOCH = datetime(1970, 1, 1)

# ============================================================== framework
def _template(fmt: str) -> str:
    out = []
    for lit, field, _spec, _conv in _FORMATTER.parse(fmt):
        out.append(lit)
        if field is not None:
            out.append("<*>")
    return "".join(out)

class _Specs:
    """Message specs of one format: key -> (level, fmt, template, defaults)."""
    def __init__(self, name: str):
        self.name = name
        self.by_key: dict[str, tuple] = {}
        self.templates: dict[str, str] = {}
    def add(self, key: str, level: str, fmt: str, **defaults) -> None:
        assert level in LEVELS, (self.name, key, level)
        assert key not in self.by_key, (self.name, key)
        assert "\n" not in fmt and "\r" not in fmt, (self.name, key)
        tmpl = _template(fmt)
        assert tmpl not in self.templates, (self.name, key, self.templates.get(tmpl))
        self.templates[tmpl] = key
        self.by_key[key] = (level, fmt, tmpl, defaults)
    def check(self) -> None:
        assert 15 <= len(self.by_key) <= 60, (self.name, len(self.by_key))
        assert sum(1 for v in self.by_key.values() if v[0] in ABNORMAL) >= 3, self.name

class _Gen:
    def __init__(self, rng: random.Random, specs: _Specs, stamp, start: datetime):
        self.rng = rng
        self.specs = specs
        self.stamp = stamp
        self.t = start
        self.rows: list[dict[str, str]] = []
    def adv(self, lo: float = 0.001, hi: float = 0.05) -> None:
        self.t += timedelta(seconds=self.rng.uniform(lo, hi))
    def emit(self, _key: str, **kv) -> None:
        level, fmt, tmpl, defaults = self.specs.by_key[_key]
        self.t += timedelta(microseconds=self.rng.randint(30, 2500))
        vals = self.stamp(self.t)
        for k, v in defaults.items():
            if k not in kv:
                vals[k] = v(self.rng) if callable(v) else v
        vals.update(kv)
        line = fmt.format(**vals)
        self.rows.append({"line": line, "template": tmpl, "level": level})

def _run(g: _Gen, events: list, mean_gap: float, n: int = N_ROWS) -> list[dict[str, str]]:
    """Draw events by weight; every event kind is forced in at least once, spread out."""
    weights = [w for w, _ in events]
    idx = list(range(len(events)))
    seen: set[int] = set()
    while len(g.rows) < n:
        remaining = n - len(g.rows)
        missing = [i for i in idx if i not in seen]
        if missing and g.rng.random() < len(missing) * 5.0 / max(remaining - 250, 1):
            i = g.rng.choice(missing)
        else:
            i = g.rng.choices(idx, weights=weights)[0]
        seen.add(i)
        g.t += timedelta(seconds=g.rng.expovariate(1.0 / mean_gap))
        events[i][1](g)
    return g.rows[:n]

# ------------------------------------------------------------ value helpers
_CUM: dict[tuple[int, float], list[float]] = {}

def _zp(rng: random.Random, pool, s: float = 1.1):
    """Zipf-skewed pick: earlier pool entries are more common."""
    key = (len(pool), s)
    if key not in _CUM:
        _CUM[key] = list(accumulate(1.0 / (i + 1) ** s for i in range(len(pool))))
    return rng.choices(pool, cum_weights=_CUM[key])[0]

def _hx(rng: random.Random, n: int) -> str:
    return format(rng.getrandbits(4 * n), f"0{n}x")

def _uuid4(rng: random.Random) -> str:
    h = _hx(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"

def _uuid1(rng: random.Random) -> str:
    h = _hx(rng, 32)
    return f"{h[:8]}-{h[8:12]}-11ef-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"

def _logn(rng: random.Random, median: float, sigma: float = 1.0, lo: int = 1, hi: int | None = None) -> int:
    v = int(round(rng.lognormvariate(math.log(median), sigma)))
    v = max(lo, v)
    return min(hi, v) if hi is not None else v

def _start(rng: random.Random) -> datetime:
    base = datetime(2024, 3, 1, 0, 0, 0)
    return base + timedelta(days=rng.randint(0, 120), seconds=rng.randint(0, 86399),
                            microseconds=rng.randint(0, 999999))

def _epoch_ms(t: datetime) -> int:
    return int((t - _EPOCH).total_seconds() * 1000)

_LV5 = {"DEBUG": "DEBUG", "INFO": "INFO ", "WARN": "WARN ", "ERROR": "ERROR"}

def _pp(b: float) -> str:
    """Cassandra FBUtilities.prettyPrintMemory."""
    if b >= 1 << 30:
        return f"{b / (1 << 30):.3f}GiB"
    if b >= 1 << 20:
        return f"{b / (1 << 20):.3f}MiB"
    if b >= 1 << 10:
        return f"{b / (1 << 10):.3f}KiB"
    return f"{int(b)}B"

def _num_pool(lo: int, hi: int) -> list[str]:
    return [str(i) for i in range(lo, hi + 1)]

# ================================================================ cassandra
_CA = _Specs("cassandra_system")

def _th_colon(name: str, n: int, s: float = 1.2):
    vals = _num_pool(1, n)
    return name + ":{tid}", {"tid": lambda r: _zp(r, vals, s)}

def _th_dash(name: str, n: int, s: float = 0.8):
    vals = [f"{name}-{i}" for i in range(1, n + 1)]
    return "{thread}", {"thread": lambda r: _zp(r, vals, s)}

def _th_fixed(name: str):
    return name, {}

def _ca(key: str, level: str, thr, src: str, msg: str) -> None:
    tfmt, tdef = thr
    file, ln = src.rsplit(":", 1)
    fmt = _LV5[level] + " [" + tfmt + "] {d} {tm} " + file + ":{ln} - " + msg
    _CA.add(key, level, fmt, ln=ln, **tdef)

_CE = _th_colon("CompactionExecutor", 8)
_GS = _th_colon("GossipStage", 1)
_ST = _th_colon("ScheduledTasks", 1)
_HD = _th_colon("HintsDispatcher", 4)
_RS = _th_dash("ReadStage", 16)
_NTR = _th_dash("Native-Transport-Requests", 32)
_ME = _th_dash("Messaging-EventLoop-3", 8, 0.6)
_PDF = ("{disk}:{tid}", {"disk": "PerDiskMemtableFlushWriter_0", "tid": lambda r: _zp(r, _num_pool(1, 4), 0.8)})
_SVC = _th_fixed("Service Thread")

_ca("compacting", "INFO", _CE, "CompactionTask.java:164", "Compacting ({cid}) [{ssts}]")
_ca("compacted", "INFO", _CE, "CompactionTask.java:258",
    "Compacted ({cid}) {n} sstables to [{out},] to level={lvl}.  {b1} to {b2} ({pct} of "
    "original) in {ms}.  Read Throughput = {rt}, Write Throughput = {wt}, Row Throughput = "
    "{rowt}.  {tp} total partitions merged to {mp}.  Partition merge counts were {{{mc}}}. "
    "Time spent writing keys = {tk}")
_ca("large_partition", "WARN", _CE, "BigTableWriter.java:274",
    "Writing large partition {pk} ({size}) to sstable {path}")
_ca("no_space", "WARN", _CE, "CompactionTask.java:409",
    "Not enough space for compaction ({cid}) of {table}, estimated sstables = {n}, "
    "expected write size = {sz}")
_ca("flush_mem", "INFO", _th_fixed("SlabPoolCleaner"), "ColumnFamilyStore.java:1039",
    "Enqueuing flush of {table}, Reason: MEMTABLE_LIMIT, Usage: {on} ({onp}) on-heap, "
    "{off} ({offp}) off-heap")
_ca("flush_cl", "INFO", _th_fixed("COMMIT-LOG-ALLOCATOR"), "ColumnFamilyStore.java:1039",
    "Enqueuing flush of {table}, Reason: COMMITLOG_DIRTY, Usage: {on} ({onp}) on-heap, "
    "{off} ({offp}) off-heap")
_ca("flush_write", "INFO", _PDF, "Flushing.java:145",
    "Writing {mt}({size} serialized bytes, {ops} ops, {ratio} of on/off-heap limit), "
    "flushed range = (null, null]")
_ca("flush_done", "INFO", _PDF, "Flushing.java:184", "Completed flushing {path} ({size}) for commitlog position "
    "CommitLogPosition(segmentId={seg}, position={pos})")
_GC_Y = ("G1 Young Generation GC in {ms}.  G1 Eden Space: {e1} -> {e2}; G1 Old Gen: {o1} -> "
         "{o2}; G1 Survivor Space: {s1} -> {s2};")
_ca("gc_young", "INFO", _SVC, "GCInspector.java:294", _GC_Y)
_ca("gc_young_warn", "WARN", _SVC, "GCInspector.java:292", _GC_Y)
_ca("gc_old", "WARN", _SVC, "GCInspector.java:292",
    "G1 Old Generation GC in {ms}.  G1 Eden Space: {e1} -> {e2}; G1 Old Gen: {o1} -> {o2}; "
    "G1 Survivor Space: {s1} -> {s2};")
_ca("node_down", "INFO", _GS, "Gossiper.java:1368", "InetAddress {ep} is now DOWN")
_ca("node_up", "INFO", _GS, "Gossiper.java:1327", "InetAddress {ep} is now UP")
_ca("node_restarted", "INFO", _GS, "Gossiper.java:1318", "Node {ep} has restarted, now UP")
_ca("state_normal", "INFO", _GS, "StorageService.java:3168", "Node {ep} state jump to NORMAL")
_ca("local_pause", "WARN", _th_colon("GossipTasks", 1), "FailureDetector.java:319",
    "Not marking nodes down due to local pause of {ns} > {th}")
_ca("conn_in", "INFO", _ME, "InboundConnectionInitiator.java:529",
    "{conn} messaging connection established, version = {v}, framing = CRC, "
    "encryption = unencrypted")
_ca("conn_out", "INFO", _ME, "OutboundConnection.java:1153",
    "{conn} successfully connected, version = {v}, framing = CRC, encryption = unencrypted")
_ca("conn_fail", "INFO", _ME, "NoSpamLogger.java:105", "{conn} failed to connect")
_CA.add("exc_refused", "-", "io.netty.channel.AbstractChannel$AnnotatedConnectException: "
        "finishConnect(..) failed: Connection refused: {ep}")
_ca("hint_done", "INFO", _HD, "HintsDispatchExecutor.java:289",
    "Finished hinted handoff of file {hf} to endpoint {ep}: {hid}")
_ca("hint_partial", "INFO", _HD, "HintsDispatchExecutor.java:301",
    "Finished hinted handoff of file {hf} to endpoint {ep}: {hid}, partially")
_ca("hint_deleted", "INFO", _th_colon("HintsWriteExecutor", 1), "HintsStore.java:130", "Deleted hint file {hf}")
_ca("dropped_read", "INFO", _ST, "MessagingMetrics.java:206",
    "READ_REQ messages were dropped in last {win} ms: {i} internal and {c} cross node. "
    "Mean internal dropped latency: {il} ms and Mean cross-node dropped latency: {cl} ms")
_ca("dropped_mut", "INFO", _ST, "MessagingMetrics.java:206",
    "MUTATION_REQ messages were dropped in last {win} ms: {i} internal and {c} cross node. "
    "Mean internal dropped latency: {il} ms and Mean cross-node dropped latency: {cl} ms")
_ca("ops_timeout", "INFO", _ST, "NoSpamLogger.java:105",
    "Some operations timed out, details available at debug level (debug.log)")
_ca("ops_slow", "INFO", _ST, "NoSpamLogger.java:105",
    "Some operations were slow, details available at debug level (debug.log)")
_ca("tomb_warn", "WARN", _RS, "ReadCommand.java:611",
    "Read {live} live rows and {tomb} tombstone cells for query {q}; token {tok} "
    "(see tombstone_warn_threshold)")
_ca("tomb_abort", "ERROR", _RS, "ReadCommand.java:632",
    "Scanned over {n} tombstones during query '{q}' (last scanned row token was {tok} and "
    "partion key was ({pk})); query aborted")
_ca("batch_warn", "WARN", _NTR, "BatchStatement.java:313",
    "Batch for [{tables}] is of size {sz}, exceeding specified threshold of {th} by {over}.")
_ca("chunk_mem", "INFO", _RS, "NoSpamLogger.java:92",
    "Maximum memory usage reached ({mem}), cannot allocate chunk of {chunk}")
_ca("idx_summary", "INFO", _th_colon("IndexSummaryManager", 1),
    "IndexSummaryRedistribution.java:83", "Redistributing index summaries")
_ca("uncaught", "ERROR", _CE, "CassandraDaemon.java:581",
    "Exception in thread Thread[CompactionExecutor:{tid},{prio},main]")
_CA.add("exc_fswrite", "-", "org.apache.cassandra.io.FSWriteError: java.io.IOException: "
        "No space left on device")
_CA.add("exc_caused_nospace", "-", "Caused by: java.io.IOException: No space left on device")
_CA.add("frame", "-", "\tat {frame} ~[{jar}]")
_CA.add("frame_jdk", "-", "\tat {frame} [na:{jv}]")
_CA.add("frames_omitted", "-", "\t... {n} common frames omitted")
_ca("commitlog_exit", "ERROR", _th_fixed("COMMIT-LOG-ALLOCATOR"), "JVMStabilityInspector.java:196",
    "Exiting due to error while processing commit log during initialization.")
_ca("req_exc", "ERROR", _NTR, "ErrorMessage.java:457", "Unexpected exception during request")
_CA.add("exc_unknown_ks", "-", "java.lang.AssertionError: Unknown keyspace {ks}")
_ca("repair_start", "INFO", _th_dash("Repair-Task", 4), "RepairRunnable.java:262",
    "Starting repair command {n} ({rid}), repairing keyspace {ks} with repair options "
    "(parallelism: parallel, primary range: true, incremental: false, job threads: {jt}, "
    "ColumnFamilies: [], dataCenters: [], hosts: [], previewKind: NONE, # of ranges: {nr}, "
    "pull repair: false, force repair: false, optimise streams: false, ignore unreplicated "
    "keyspaces: false, repairPaxos: true, paxosOnly: false)")
_ca("repair_ok", "INFO", _th_colon("RepairJobTask", 4), "RepairSession.java:295",
    "[repair {sid}] Session completed successfully")
_ca("repair_fail", "ERROR", _th_colon("RepairJobTask", 4), "RepairSession.java:331",
    "[repair {sid}] Session completed with the following error")
_CA.add("exc_repair", "-", "org.apache.cassandra.exceptions.RepairException: [repair {sid} "
        "on {kt}, [{rng}]] Validation failed in {ep}")
_ca("role_skip", "WARN", _th_colon("OptionalTasks", 1), "CassandraRoleManager.java:359",
    "CassandraRoleManager skipped default role setup: some nodes were not ready")
_ca("version", "INFO", _th_fixed("main"), "StorageService.java:780", "Cassandra version: {v}")
_ca("cql_listen", "INFO", _th_fixed("main"), "PipelineConfigurator.java:124",
    "Starting listening for CQL clients on {addr} (unencrypted)...")
_ca("startup_done", "INFO", _th_fixed("main"), "CassandraDaemon.java:767", "Startup complete")
_CA.check()

_CA_TABLES = [("orders", "orders_by_customer", "customer_id"), ("telemetry", "sensor_readings", "sensor_id"),
              ("users", "user_profiles", "user_id"), ("orders", "order_items", "order_id"),
              ("telemetry", "device_events", "device_id"), ("users", "sessions", "session_id"),
              ("analytics", "daily_rollups", "day"), ("system", "local", "key"),
              ("system_auth", "roles", "role"), ("catalog", "products_by_sku", "sku")]
_CA_FRAMES = [
    "org.apache.cassandra.io.util.SequentialWriter.syncDataOnlyInternal(SequentialWriter.java:184)",
    "org.apache.cassandra.io.util.SequentialWriter.syncInternal(SequentialWriter.java:200)",
    "org.apache.cassandra.io.sstable.format.big.BigTableWriter.append(BigTableWriter.java:213)",
    "org.apache.cassandra.db.compaction.CompactionTask.runMayThrow(CompactionTask.java:229)",
    "org.apache.cassandra.utils.WrappedRunnable.run(WrappedRunnable.java:26)",
    "org.apache.cassandra.db.compaction.CompactionManager$BackgroundCompactionCandidate.run(CompactionManager.java:346)",
]
_CA_JDK = ["java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1128)",
           "java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:628)",
           "java.base/java.lang.Thread.run(Thread.java:829)"]

def _stamp_ca(t: datetime) -> dict:
    return {"d": t.strftime("%Y-%m-%d"), "tm": t.strftime("%H:%M:%S") + ",%03d" % (t.microsecond // 1000)}

def make_cassandra(rng: random.Random) -> list[dict[str, str]]:
    g = _Gen(rng, _CA, _stamp_ca, _start(rng))
    local = "10.0.0.11"
    peers = [f"10.0.{rng.choice((0, 0, 1))}.{i}" for i in (12, 13, 14, 15, 16, 21)]
    host_id = {ip: _uuid4(rng) for ip in [local] + peers}
    tables = [(ks, tb, col, _hx(rng, 32)) for ks, tb, col in _CA_TABLES]
    gen = {tb: rng.randint(20, 4000) for _, tb, _, _ in tables}
    st = {"seg": _epoch_ms(g.t) - rng.randint(10 ** 6, 10 ** 8), "pos": rng.randint(1000, 10 ** 7),
          "repair": rng.randint(1, 300), "repairs": []}
    ver = rng.choice(("4.1.4", "4.1.5", "4.0.12"))
    jar = f"apache-cassandra-{ver}.jar:{ver}"
    jv = rng.choice(("na", "11.0.22", "1.8.0_402"))
    def ep(ip): return f"/{ip}:7000"
    def table(): return _zp(rng, tables, 1.0)
    def sst(ks, tb, tid):
        gen[tb] += 1
        return f"/var/lib/cassandra/data/{ks}/{tb}-{tid}/nb-{gen[tb]}-big"
    def key_val(col):
        if col in ("day",):
            return f"'{(g.t - timedelta(days=rng.randint(0, 400))).strftime('%Y-%m-%d')}'"
        if col in ("key", "role"):
            return rng.choice(("'local'", "'cassandra'", "'app_rw'"))
        if rng.random() < 0.5:
            return str(rng.randint(10000, 99999999))
        return _uuid4(rng)
    def query(ks, tb, col):
        lim = rng.choice((100, 1000, 5000, 5000, 10000))
        kind = rng.random()
        if kind < 0.6:
            return f"SELECT * FROM {ks}.{tb} WHERE {col} = {key_val(col)} LIMIT {lim}"
        if kind < 0.85:
            return f"SELECT * FROM {ks}.{tb} WHERE token({col}) > {rng.randint(-2**62, 2**62)} LIMIT {lim}"
        return f"SELECT {col}, ts, value FROM {ks}.{tb} WHERE {col} = {key_val(col)} AND ts > 1714500000000 LIMIT {lim} ALLOW FILTERING"
    def frames(nf=None):
        nf = nf or rng.randint(2, 5)
        start = rng.randint(0, len(_CA_FRAMES) - nf)
        for f in _CA_FRAMES[start:start + nf]:
            g.emit("frame", frame=f, jar=jar)
        for f in _CA_JDK[: rng.randint(1, 3)]:
            g.emit("frame_jdk", frame=f, jv=jv)
    def ev_compaction(g):
        ks, tb, col, tid = table()
        n = rng.choice((2, 4, 4, 4, 4, 4, 5, 6, 8, 12, 32))
        lvl = rng.choice((0, 0, 0, 1, 1, 2, 3))
        cid, tid_ = _uuid1(rng), _zp(rng, _num_pool(1, 8), 1.2)
        g.emit("compacting", tid=tid_, cid=cid, ssts="".join(f"{sst(ks, tb, tid)}-Data.db:level={lvl}, " for _ in range(n)))
        out = sst(ks, tb, tid)
        b1 = _logn(rng, 40 << 20, 1.4, 4096)
        if rng.random() < 0.02:
            g.adv(0.01, 0.2)
            g.emit("no_space", tid=tid_, cid=_uuid1(rng), table=f"{ks}.{tb}", n=n, sz=_logn(rng, 200 << 30, 0.5))
            return
        b2 = int(b1 * rng.uniform(0.55, 1.0))
        ms = _logn(rng, 1800, 1.1, 15)
        if rng.random() < 0.06:
            g.adv(0.2, 3)
            g.emit("large_partition", tid=tid_, pk=f"{ks}/{tb}:{key_val(col).strip(chr(39))}",
                   size=_pp(_logn(rng, 180 << 20, 0.6, 100 << 20)), path=out + "-Data.db")
        g.t += timedelta(milliseconds=ms)
        tp = _logn(rng, 20000, 1.5, 10)
        mp = int(tp * rng.uniform(0.7, 1.0))
        two = tp - mp
        mc = f"1:{mp - two}, 2:{two}, " if two > 0 else f"1:{mp}, "
        g.emit("compacted", tid=tid_, cid=cid, n=n, out=out, lvl=lvl, b1=_pp(b1), b2=_pp(b2),
               pct=f"~{max(1, int(b2 * 100 / b1))}%", ms=f"{ms:,}ms",
               rt=f"{b1 / (1 << 20) / (ms / 1000):.3f}MiB/s", wt=f"{b2 / (1 << 20) / (ms / 1000):.3f}MiB/s",
               rowt=f"~{int(tp * 1000 / ms):,}/s", tp=f"{tp:,}", mp=f"{mp:,}", mc=mc,
               tk=f"{int(ms * rng.uniform(0.5, 0.95)):,}ms")
    def ev_flush(g):
        ks, tb, col, tid = table()
        on = _logn(rng, 60 << 20, 0.7, 1 << 20)
        reason = "flush_mem" if rng.random() < 0.8 else "flush_cl"
        g.emit(reason, table=f"{ks}.{tb}", on=_pp(on), onp=f"{max(1, on * 100 // (2048 << 20))}%",
               off=_pp(0), offp="0%")
        g.adv(0.001, 0.02)
        ops = _logn(rng, 120000, 1.0)
        g.emit("flush_write", mt=f"Memtable-{tb}@{rng.randint(10 ** 8, 2 ** 31 - 1)}",
               size=_pp(on * rng.uniform(0.6, 0.9)), ops=ops,
               ratio=f"{max(1, on * 100 // (2048 << 20))}%/0%")
        g.adv(0.2, 4)
        st["pos"] += rng.randint(1000, 5 * 10 ** 6)
        if rng.random() < 0.15:
            st["seg"] += 1
            st["pos"] = rng.randint(100, 10 ** 5)
        g.emit("flush_done", path=sst(ks, tb, tid) + "-Data.db",
               size=_pp(on * rng.uniform(0.2, 0.5)), seg=st["seg"], pos=st["pos"])
    def gc_vals(ms):
        eden = _logn(rng, 1200 << 20, 0.3)
        old1 = _logn(rng, 2500 << 20, 0.4)
        s1 = _logn(rng, 60 << 20, 0.5)
        return dict(ms=f"{ms}ms", e1=eden, e2=0, o1=old1, o2=old1 + rng.randint(-(50 << 20), 80 << 20),
                    s1=s1, s2=max(0, s1 + rng.randint(-(20 << 20), 20 << 20)))
    def ev_gc(g): g.emit("gc_young", **gc_vals(rng.randint(201, 950)))
    def ev_gc_warn(g): g.emit("gc_young_warn", **gc_vals(_logn(rng, 1500, 0.4, 1001)))
    def ev_gc_old(g):
        v = gc_vals(_logn(rng, 4500, 0.5, 1200))
        v["o2"] = int(v["o1"] * rng.uniform(0.3, 0.7))
        g.emit("gc_old", **v)
    def ev_dropped(key):
        def f(g):
            g.emit(key, win=5000, i=_logn(rng, 3, 1.5, 0), c=_logn(rng, 40, 1.5, 1),
                   il=_logn(rng, 2, 1.0, 0), cl=_logn(rng, 5200, 0.3))
        return f
    def ev_tomb(g):
        ks, tb, col, _ = table()
        g.emit("tomb_warn", live=_logn(rng, 200, 2.0, 0), tomb=_logn(rng, 4000, 0.8, 1001),
               q=query(ks, tb, col), tok=rng.randint(-2 ** 63, 2 ** 63 - 1))
    def ev_tomb_abort(g):
        ks, tb, col, _ = table()
        g.emit("tomb_abort", n=100001, q=query(ks, tb, col), tok=rng.randint(-2 ** 63, 2 ** 63 - 1),
               pk=key_val(col).strip("'"))
    def ev_flap(g):
        ip = _zp(rng, peers)
        g.emit("node_down", ep=ep(ip))
        g.t += timedelta(seconds=rng.uniform(2, 90))
        g.emit("node_up", ep=ep(ip))
        if rng.random() < 0.7:
            g.adv(0.5, 20)
            g.emit("hint_done", hf=f"{host_id[ip]}-{_epoch_ms(g.t) - rng.randint(10**4, 10**6)}-2.hints",
                   ep=ep(ip), hid=host_id[ip])
    def ev_restart(g):
        ip = _zp(rng, peers)
        g.emit("node_restarted", ep=ep(ip))
        g.adv(0.001, 0.01)
        g.emit("state_normal", ep=ep(ip))
    def conn_id(src, dst, kind):
        return f"/{src}:7000(/{src}:{rng.randint(32768, 60999)})->/{dst}:7000-{kind}-{_hx(rng, 8)}"
    def ev_conn(g):
        ip = _zp(rng, peers)
        kind = rng.choice(("URGENT_MESSAGES", "SMALL_MESSAGES", "SMALL_MESSAGES", "LARGE_MESSAGES"))
        if rng.random() < 0.5:
            g.emit("conn_in", conn=conn_id(ip, local, kind), v=12)
        else:
            g.emit("conn_out", conn=conn_id(local, ip, kind), v=12)
    def ev_conn_fail(g):
        ip = _zp(rng, peers)
        kind = rng.choice(("URGENT_MESSAGES", "SMALL_MESSAGES"))
        g.emit("conn_fail", conn=f"/{local}:7000->/{ip}:7000-{kind}-[no-channel]")
        g.emit("exc_refused", ep=f"/{ip}:7000")
    def ev_hints(g):
        ip = _zp(rng, peers)
        hf = f"{host_id[ip]}-{_epoch_ms(g.t) - rng.randint(10**4, 10**7)}-2.hints"
        g.emit("hint_done", hf=hf, ep=ep(ip), hid=host_id[ip])
        g.adv(0.001, 0.01)
        g.emit("hint_deleted", hf=hf)
    def ev_hint_partial(g):
        ip = _zp(rng, peers)
        hf = f"{host_id[ip]}-{_epoch_ms(g.t) - rng.randint(10**4, 10**7)}-2.hints"
        g.emit("hint_partial", hf=hf, ep=ep(ip), hid=host_id[ip])
    def ev_batch(g):
        sel = rng.sample(tables, rng.choice((1, 1, 2, 3)))
        th = 5 << 10
        sz = _logn(rng, 9 << 10, 0.6, th + 50)
        g.emit("batch_warn", tables=", ".join(f"{t[0]}.{t[1]}" for t in sel), sz=_pp(sz),
               th=_pp(th), over=_pp(sz - th))
    def ev_chunk(g): g.emit("chunk_mem", mem=_pp(512 << 20), chunk=_pp(rng.choice((1, 1, 4)) << 20))
    def ev_pause(g):
        g.emit("local_pause", ns=f"{5 * 10 ** 9 + _logn(rng, 2 * 10 ** 9, 0.8)}ns", th="5000000000ns")
    def ev_uncaught(g):
        tid = _zp(rng, _num_pool(1, 8))
        g.emit("uncaught", tid=tid, prio=1)
        g.emit("exc_fswrite")
        frames(rng.randint(2, 4))
        g.emit("exc_caused_nospace")
        frames(2)
        g.emit("frames_omitted", n=rng.randint(4, 9))
    def ev_commitlog(g):
        g.emit("commitlog_exit")
        g.emit("exc_fswrite")
        frames(2)
    def ev_req_exc(g):
        g.emit("req_exc")
        g.emit("exc_unknown_ks", ks=rng.choice(("orders_v2", "tmp_migration", "analytics_old")))
        frames(rng.randint(2, 3))
    def ev_repair(g):
        st["repair"] += 1
        ks = _zp(rng, ["orders", "telemetry", "users", "catalog"])
        g.emit("repair_start", n=f"#{st['repair']}", rid=_uuid1(rng), ks=ks, jt=1, nr=rng.choice((16, 256, 256)))
        st["repairs"].append((_uuid1(rng), ks))
    def ev_repair_done(g):
        sid = st["repairs"].pop(0)[0] if st["repairs"] else _uuid1(rng)
        g.emit("repair_ok", sid=f"#{sid}")
    def ev_repair_fail(g):
        sid, ks = st["repairs"].pop(0) if st["repairs"] else (_uuid1(rng), "orders")
        g.emit("repair_fail", sid=f"#{sid}")
        tb = rng.choice([t[1] for t in tables if t[0] == ks] or ["orders_by_customer"])
        lo = rng.randint(-2 ** 63, 2 ** 62)
        g.emit("exc_repair", sid=f"#{sid}", kt=f"{ks}/{tb}", rng=f"({lo},{lo + rng.randint(10**15, 10**17)}]",
               ep=ep(_zp(rng, peers)))
    def ev_startup(g):
        g.emit("version", v=ver)
        g.adv(2, 20)
        g.emit("cql_listen", addr="/0.0.0.0:9042")
        g.adv(0.01, 0.5)
        g.emit("startup_done")
    events = [
        (18, ev_compaction), (16, ev_flush), (14, ev_gc), (1.3, ev_gc_warn), (0.4, ev_gc_old),
        (1.6, ev_dropped("dropped_read")), (1.0, ev_dropped("dropped_mut")),
        (2.5, lambda g: g.emit("ops_timeout")), (4.0, lambda g: g.emit("ops_slow")),
        (2.0, ev_tomb), (0.25, ev_tomb_abort), (0.6, ev_flap), (0.2, ev_restart),
        (3.0, ev_conn), (0.5, ev_conn_fail), (1.5, ev_hints), (0.3, ev_hint_partial),
        (1.2, lambda g: g.emit("idx_summary")), (1.2, ev_batch), (0.6, ev_chunk),
        (0.3, ev_pause), (0.1, ev_uncaught), (0.05, ev_commitlog), (0.2, ev_req_exc),
        (0.35, ev_repair), (0.3, ev_repair_done), (0.1, ev_repair_fail),
        (0.1, lambda g: g.emit("role_skip")), (0.05, ev_startup),
    ]
    return _run(g, events, mean_gap=25.0)

# ==================================================================== flink
_FL = _Specs("flink_jobmanager")
_EG = "org.apache.flink.runtime.executiongraph.ExecutionGraph"
_CC = "org.apache.flink.runtime.checkpoint.CheckpointCoordinator"
_CFM = "org.apache.flink.runtime.checkpoint.CheckpointFailureManager"
_JM = "org.apache.flink.runtime.jobmaster.JobMaster"
_DSP = "org.apache.flink.runtime.dispatcher.StandaloneDispatcher"
_RM = "org.apache.flink.runtime.resourcemanager.StandaloneResourceManager"
_SM = "org.apache.flink.runtime.resourcemanager.slotmanager.FineGrainedSlotManager"
_FO = "org.apache.flink.runtime.executiongraph.failover.flip1.RestartPipelinedRegionFailoverStrategy"
_AK = "akka.remote.ReliableDeliverySupervisor"
_SP = "org.apache.flink.runtime.jobmaster.slotpool.DeclarativeSlotPoolBridge"
_CEP = "org.apache.flink.runtime.entrypoint.ClusterEntrypoint"
_TLF = "org.apache.flink.runtime.rest.handler.taskmanager.TaskManagerLogFileHandler"

def _fl(key: str, level: str, logger: str, msg: str) -> None:
    _FL.add(key, level, "{d} {tm} " + _LV5[level] + " " + logger.ljust(60) + " [] - " + msg)

_TASK = "{task} ({sub}) ({aid}) switched from "
_LOC = "{tm_id} @ {host} (dataPort={port})"
_fl("t_created_scheduled", "INFO", _EG, _TASK + "CREATED to SCHEDULED.")
_fl("t_scheduled_deploying", "INFO", _EG, _TASK + "SCHEDULED to DEPLOYING.")
_fl("t_deploy", "INFO", _EG, "Deploying {task} ({sub}) (attempt {att}) with attempt id {aid} and "
    "vertex id {vid} to " + _LOC + " with allocation id {alloc}")
_fl("t_deploying_initializing", "INFO", _EG, _TASK + "DEPLOYING to INITIALIZING.")
_fl("t_initializing_running", "INFO", _EG, _TASK + "INITIALIZING to RUNNING.")
_fl("t_running_failed", "INFO", _EG, _TASK + "RUNNING to FAILED on " + _LOC + ".")
_fl("t_running_canceling", "INFO", _EG, _TASK + "RUNNING to CANCELING.")
_fl("t_canceling_canceled", "INFO", _EG, _TASK + "CANCELING to CANCELED.")
_fl("t_running_finished", "INFO", _EG, _TASK + "RUNNING to FINISHED.")
_JOB = "Job {job} ({jid}) switched from state "
_fl("j_created_running", "INFO", _EG, _JOB + "CREATED to RUNNING.")
_fl("j_running_restarting", "INFO", _EG, _JOB + "RUNNING to RESTARTING.")
_fl("j_restarting_running", "INFO", _EG, _JOB + "RESTARTING to RUNNING.")
_fl("j_running_failing", "INFO", _EG, _JOB + "RUNNING to FAILING.")
_fl("j_failing_failed", "INFO", _EG, _JOB + "FAILING to FAILED.")
_fl("j_running_cancelling", "INFO", _EG, _JOB + "RUNNING to CANCELLING.")
_fl("j_cancelling_canceled", "INFO", _EG, _JOB + "CANCELLING to CANCELED.")
_fl("j_running_finished", "INFO", _EG, _JOB + "RUNNING to FINISHED.")
_fl("d_received", "INFO", _DSP, "Received JobGraph submission '{job}' ({jid}).")
_fl("d_submitting", "INFO", _DSP, "Submitting job '{job}' ({jid}).")
_fl("d_terminal_failed", "INFO", _DSP, "Job {jid} reached terminal state FAILED.")
_fl("d_terminal_canceled", "INFO", _DSP, "Job {jid} reached terminal state CANCELED.")
_fl("d_terminal_finished", "INFO", _DSP, "Job {jid} reached terminal state FINISHED.")
_fl("jm_init", "INFO", _JM, "Initializing job '{job}' ({jid}).")
_fl("jm_restart_strategy", "INFO", _JM, "Using restart back off time strategy "
    "FixedDelayRestartBackoffTimeStrategy(maxNumberRestartAttempts={n}, backoffTimeMS={ms}) "
    "for {job} ({jid}).")
_fl("jm_start", "INFO", _JM, "Starting execution of job '{job}' ({jid}) under job master id {jmid}.")
_fl("jm_stop", "INFO", _JM, "Stopping the JobMaster for job '{job}' ({jid}).")
_fl("jm_disconnect_tm", "INFO", _JM, "Disconnect TaskExecutor {tm_id} because: The heartbeat of "
    "TaskManager with id {tm_id} timed out.")
_fl("cp_trigger", "INFO", _CC, "Triggering checkpoint {n} (type=CheckpointType{{name='Checkpoint', "
    "sharingFilesStrategy=FORWARD_BACKWARD}}) @ {ts} for job {jid}.")
_fl("cp_completed", "INFO", _CC, "Completed checkpoint {n} for job {jid} ({bytes} bytes, "
    "checkpointDuration={ms} ms, finalizationTime={fin} ms).")
_fl("cp_decline", "INFO", _CC, "Decline checkpoint {n} by task {aid} of job {jid} at " + _LOC + ".")
_fl("cp_expired", "INFO", _CC, "Checkpoint {n} of job {jid} expired before completing.")
_fl("cp_trigger_fail", "INFO", _CC, "Failed to trigger checkpoint for job {jid} since Checkpoint "
    "triggering task {task} ({sub}) of job {jid} is not being executed at the moment. Aborting "
    "checkpoint. Failure reason: Not all required tasks are currently running..")
_fl("cp_restore", "INFO", _CC, "Restoring job {jid} from Checkpoint {n} @ {ts} for {jid} located at {loc}.")
_fl("cp_stop", "INFO", _CC, "Stopping checkpoint coordinator for job {jid}.")
_fl("cp_late", "WARN", _CC, "Received late message for now expired checkpoint attempt {n} from task "
    "{aid} of job {jid} at " + _LOC + ".")
_fl("cfm_fail", "WARN", _CFM, "Failed to trigger or complete checkpoint {n} for job {jid}. "
    "({c} consecutive failed attempts so far)")
_fl("fo_calc", "INFO", _FO, "Calculating tasks to restart to recover the failed task {vs}.")
_fl("fo_n", "INFO", _FO, "{n} tasks will be restarted to recover the failed task {vs}.")
_fl("rm_register", "INFO", _RM, "Registering TaskManager with ResourceID {tm_id} ({addr}) at ResourceManager")
_fl("sm_register", "INFO", _SM, "Registering task executor {tm_id} under {iid} at the slot manager.")
_fl("rm_hb_timeout", "INFO", _RM, "The heartbeat of TaskManager with id {tm_id} timed out.")
_fl("rm_close", "INFO", _RM, "Closing TaskExecutor connection {tm_id} because: The heartbeat of "
    "TaskManager with id {tm_id} timed out.")
_fl("akka_gated", "WARN", _AK, "Association with remote system [{addr}] has failed, address is now "
    "gated for [{ms}] ms. Reason: [Disassociated]")
_fl("sp_min_res", "WARN", _SP, "Could not acquire the minimum required resources, failing slot "
    "requests. Acquired: [ResourceRequirement{{resourceProfile=ResourceProfile{{UNKNOWN}}, "
    "numberOfRequiredSlots={a}}}]. Current slot pool status: Registered TMs: {tms}, registered "
    "slots: {slots} free slots: {free}")
_fl("fatal_entry", "ERROR", _CEP, "Fatal error occurred in the cluster entrypoint.")
_fl("log_xfer", "ERROR", _TLF, "Failed to transfer file from TaskExecutor {tm_id}.")
_FL.add("exc_kafka_timeout", "-", "org.apache.kafka.common.errors.TimeoutException: Timeout of {ms} "
        "expired before the position for partition {tp} could be determined")
_FL.add("exc_hb", "-", "java.util.concurrent.TimeoutException: Heartbeat of TaskManager with id "
        "{tm_id} timed out.")
_FL.add("exc_oom", "-", "java.lang.OutOfMemoryError: Java heap space")
_FL.add("exc_npe", "-", "java.lang.NullPointerException: null")
_FL.add("exc_suppressed", "-", "org.apache.flink.runtime.JobException: Recovery is suppressed by "
        "FixedDelayRestartBackoffTimeStrategy(maxNumberRestartAttempts={n}, backoffTimeMS={ms})")
_FL.add("exc_caused_conn", "-", "Caused by: java.net.ConnectException: Connection refused")
_FL.add("exc_tm_file", "-", "org.apache.flink.runtime.rest.handler.RestHandlerException: Could not "
        "find TaskExecutor {tm_id}.")
_FL.add("frame", "-", "\tat {frame} ~[{jar}]")
_FL.add("frame_jdk", "-", "\tat {frame} ~[?:?]")
_FL.add("frames_more", "-", "\t... {n} more")
_FL.check()

_FL_JOBS = [
    ("orders-enrichment", ["Source: Kafka orders -> Filter -> Map", "KeyedProcess -> Sink: Kafka enriched_orders"], 4),
    ("clickstream-sessionizer", ["Source: clicks[1] -> Calc[2]", "GroupWindowAggregate[4] -> Calc[5] -> Sink: sessions[6]"], 8),
    ("fraud-scoring", ["Source: Kafka transactions -> Timestamps/Watermarks", "KeyedProcess -> Map",
                       "Sink: Elasticsearch alerts"], 4),
    ("cdc-pg-to-iceberg", ["Source: Postgres CDC public.orders -> Map", "IcebergStreamWriter",
                           "IcebergFilesCommitter -> Sink: IcebergSink iceberg.analytics.orders"], 2),
    ("metrics-rollup-1m", ["Source: metrics -> Timestamps/Watermarks",
                           "Window(TumblingEventTimeWindows(60000), EventTimeTrigger, AggregateFunction$1, "
                           "PassThroughWindowFunction) -> Sink: Kafka metrics_1m"], 6),
    ("backfill-orders-2023", ["Source: FileSource s3://lake/raw/orders/2023 -> Map",
                              "Sink: IcebergSink iceberg.analytics.orders_backfill"], 4),
]
_FL_FRAMES = [
    ("org.apache.flink.connector.base.source.reader.fetcher.SplitFetcherManager.checkErrors(SplitFetcherManager.java:225)", "flink-connector-files-1.17.2.jar:1.17.2"),
    ("org.apache.flink.connector.base.source.reader.SourceReaderBase.getNextFetch(SourceReaderBase.java:169)", "flink-connector-files-1.17.2.jar:1.17.2"),
    ("org.apache.flink.streaming.api.operators.SourceOperator.emitNext(SourceOperator.java:419)", "flink-dist-1.17.2.jar:1.17.2"),
    ("org.apache.flink.streaming.runtime.io.StreamTaskSourceInput.emitNext(StreamTaskSourceInput.java:68)", "flink-dist-1.17.2.jar:1.17.2"),
    ("org.apache.flink.streaming.runtime.tasks.StreamTask.processInput(StreamTask.java:550)", "flink-dist-1.17.2.jar:1.17.2"),
    ("org.apache.flink.streaming.runtime.tasks.mailbox.MailboxProcessor.runMailboxLoop(MailboxProcessor.java:231)", "flink-dist-1.17.2.jar:1.17.2"),
    ("org.apache.flink.streaming.runtime.tasks.StreamTask.runMailboxLoop(StreamTask.java:839)", "flink-dist-1.17.2.jar:1.17.2"),
    ("org.apache.flink.streaming.runtime.tasks.StreamTask.invoke(StreamTask.java:788)", "flink-dist-1.17.2.jar:1.17.2"),
    ("org.apache.flink.runtime.taskmanager.Task.runWithSystemExitMonitoring(Task.java:952)", "flink-dist-1.17.2.jar:1.17.2"),
    ("org.apache.flink.runtime.taskmanager.Task.doRun(Task.java:931)", "flink-dist-1.17.2.jar:1.17.2"),
    ("org.apache.flink.runtime.taskmanager.Task.run(Task.java:745)", "flink-dist-1.17.2.jar:1.17.2"),
]

def make_flink(rng: random.Random) -> list[dict[str, str]]:
    g = _Gen(rng, _FL, _stamp_ca, _start(rng))
    tms = []
    for i in range(rng.randint(4, 6)):
        ip = f"10.244.{rng.randint(1, 6)}.{rng.randint(2, 250)}"
        pod = f"flink-taskmanager-{_hx(rng, 9)[:9]}-{_hx(rng, 5)}"
        tms.append({"id": f"{ip}:6122-{_hx(rng, 6)}", "ip": ip, "host": pod, "port": rng.randint(32768, 60999)})
    jobs = []
    for name, chains, par in rng.sample(_FL_JOBS, 4):
        jobs.append({"name": name, "jid": _hx(rng, 32), "egid": _hx(rng, 32), "par": par,
                     "tasks": [(c, _hx(rng, 32)) for c in chains], "cp": rng.randint(1, 20000),
                     "fails": 0, "att": 0, "state": "RUNNING"})
    def job(): return _zp(rng, jobs, 1.0)
    def tm(): return _zp(rng, tms, 0.7)
    def aid(j, vid, i): return f"{j['egid']}_{vid}_{i}_{j['att']}"
    def loc(t): return {"tm_id": t["id"], "host": t["host"], "port": t["port"]}
    def sub(j, i): return f"{i + 1}/{j['par']}"
    def frames(n):
        start = rng.randint(0, len(_FL_FRAMES) - n)
        for f, jar in _FL_FRAMES[start:start + n]:
            g.emit("frame", frame=f, jar=jar)
        g.emit("frame_jdk", frame="java.lang.Thread.run(Thread.java:829)")
    def deploy(j, subtasks):
        for (chain, vid), i in subtasks:
            g.emit("t_created_scheduled", task=chain, sub=sub(j, i), aid=aid(j, vid, i))
        for (chain, vid), i in subtasks:
            t = tm()
            g.adv(0.001, 0.01)
            g.emit("t_scheduled_deploying", task=chain, sub=sub(j, i), aid=aid(j, vid, i))
            g.emit("t_deploy", task=chain, sub=sub(j, i), att=f"#{j['att']}", aid=aid(j, vid, i),
                   vid=vid, alloc=_hx(rng, 32), **loc(t))
        g.adv(0.1, 1.5)
        for (chain, vid), i in subtasks:
            g.adv(0.001, 0.05)
            g.emit("t_deploying_initializing", task=chain, sub=sub(j, i), aid=aid(j, vid, i))
        g.adv(0.3, 4)
        for (chain, vid), i in subtasks:
            g.adv(0.001, 0.2)
            g.emit("t_initializing_running", task=chain, sub=sub(j, i), aid=aid(j, vid, i))
    def some_subtasks(j, k):
        allst = [(t, i) for t in j["tasks"] for i in range(j["par"])]
        return rng.sample(allst, min(k, len(allst)))
    def ev_checkpoint(g):
        j = job()
        j["cp"] += 1
        g.emit("cp_trigger", n=j["cp"], ts=_epoch_ms(g.t), jid=j["jid"])
        ms = _logn(rng, 900, 0.9, 20)
        g.t += timedelta(milliseconds=ms)
        g.emit("cp_completed", n=j["cp"], jid=j["jid"], bytes=_logn(rng, 40 << 20, 1.2),
               ms=ms, fin=_logn(rng, 4, 0.8, 0))
    def ev_cp_decline(g):
        j = job()
        j["cp"] += 1
        g.emit("cp_trigger", n=j["cp"], ts=_epoch_ms(g.t), jid=j["jid"])
        g.adv(0.05, 2)
        (chain, vid), i = some_subtasks(j, 1)[0]
        g.emit("cp_decline", n=j["cp"], aid=aid(j, vid, i), jid=j["jid"], **loc(tm()))
        g.emit("cfm_fail", n=j["cp"], jid=j["jid"], c=rng.choice((0, 0, 1, 2)))
    def ev_cp_expired(g):
        j = job()
        j["cp"] += 1
        g.emit("cp_trigger", n=j["cp"], ts=_epoch_ms(g.t), jid=j["jid"])
        g.t += timedelta(minutes=10)
        g.emit("cp_expired", n=j["cp"], jid=j["jid"])
        g.emit("cfm_fail", n=j["cp"], jid=j["jid"], c=rng.choice((0, 1, 1, 2, 3)))
        if rng.random() < 0.5:
            g.adv(0.5, 30)
            (chain, vid), i = some_subtasks(j, 1)[0]
            g.emit("cp_late", n=j["cp"], aid=aid(j, vid, i), jid=j["jid"], **loc(tm()))
    def ev_cp_trigger_fail(g):
        j = job()
        (chain, vid), i = some_subtasks(j, 1)[0]
        g.emit("cp_trigger_fail", jid=j["jid"], task=chain, sub=sub(j, i))
    def exception_block():
        r = rng.random()
        if r < 0.45:
            g.emit("exc_kafka_timeout", ms="60000ms", tp=f"{rng.choice(('orders', 'transactions', 'clicks'))}-{rng.randint(0, 23)}")
            frames(rng.randint(3, 6))
        elif r < 0.7:
            g.emit("exc_npe")
            frames(rng.randint(3, 5))
        elif r < 0.85:
            g.emit("exc_oom")
        else:
            g.emit("exc_hb", tm_id=tm()["id"])
            frames(2)
            g.emit("exc_caused_conn")
            frames(2)
            g.emit("frames_more", n=rng.randint(8, 20))
    def ev_task_failure(g):
        j = job()
        (chain, vid), i = some_subtasks(j, 1)[0]
        t = tm()
        g.emit("t_running_failed", task=chain, sub=sub(j, i), aid=aid(j, vid, i), **loc(t))
        exception_block()
        vs = f"{vid}_{i}"
        g.emit("fo_calc", vs=vs)
        others = some_subtasks(j, rng.randint(1, 4))
        others = [o for o in others if o != ((chain, vid), i)]
        g.emit("fo_n", n=len(others) + 1, vs=vs)
        g.emit("j_running_restarting", job=j["name"], jid=j["jid"])
        for (c2, v2), i2 in others:
            g.emit("t_running_canceling", task=c2, sub=sub(j, i2), aid=aid(j, v2, i2))
        g.adv(0.05, 0.5)
        for (c2, v2), i2 in others:
            g.emit("t_canceling_canceled", task=c2, sub=sub(j, i2), aid=aid(j, v2, i2))
        g.t += timedelta(seconds=10)
        j["att"] += 1
        g.emit("j_restarting_running", job=j["name"], jid=j["jid"])
        g.emit("cp_restore", jid=j["jid"], n=j["cp"], ts=_epoch_ms(g.t) - rng.randint(10 ** 4, 6 * 10 ** 5),
               loc=f"s3://flink-checkpoints/{j['jid']}/chk-{j['cp']}")
        deploy(j, [((chain, vid), i)] + others)
    def ev_submit(g):
        name, chains, par = rng.choice(_FL_JOBS)
        j = {"name": name, "jid": _hx(rng, 32), "egid": _hx(rng, 32), "par": min(par, 4),
             "tasks": [(c, _hx(rng, 32)) for c in chains], "cp": 0, "att": 0}
        g.emit("d_received", job=name, jid=j["jid"])
        g.emit("d_submitting", job=name, jid=j["jid"])
        g.adv(0.05, 0.3)
        g.emit("jm_init", job=name, jid=j["jid"])
        g.emit("jm_restart_strategy", n=3, ms=10000, job=name, jid=j["jid"])
        g.adv(0.2, 1.0)
        g.emit("jm_start", job=name, jid=j["jid"], jmid="0" * 32)
        g.emit("j_created_running", job=name, jid=j["jid"])
        deploy(j, [(t, i) for t in j["tasks"] for i in range(j["par"])])
        jobs.append(j)
    def ev_batch_finish(g):
        name, chains, par = _FL_JOBS[5]
        j = {"name": name, "jid": _hx(rng, 32), "egid": _hx(rng, 32), "par": 2,
             "tasks": [(c, _hx(rng, 32)) for c in chains], "att": 0}
        for t in j["tasks"]:
            for i in range(j["par"]):
                g.adv(0.01, 3)
                g.emit("t_running_finished", task=t[0], sub=sub(j, i), aid=aid(j, t[1], i))
        g.emit("j_running_finished", job=name, jid=j["jid"])
        g.emit("cp_stop", jid=j["jid"])
        g.emit("d_terminal_finished", jid=j["jid"])
        g.emit("jm_stop", job=name, jid=j["jid"])
    def ev_job_failed(g):
        j = job()
        (chain, vid), i = some_subtasks(j, 1)[0]
        g.emit("t_running_failed", task=chain, sub=sub(j, i), aid=aid(j, vid, i), **loc(tm()))
        exception_block()
        g.emit("j_running_failing", job=j["name"], jid=j["jid"])
        g.emit("exc_suppressed", n=3, ms=10000)
        frames(3)
        g.adv(0.1, 1)
        g.emit("j_failing_failed", job=j["name"], jid=j["jid"])
        g.emit("cp_stop", jid=j["jid"])
        g.emit("d_terminal_failed", jid=j["jid"])
        g.emit("jm_stop", job=j["name"], jid=j["jid"])
    def ev_cancel(g):
        j = job()
        g.emit("j_running_cancelling", job=j["name"], jid=j["jid"])
        for (c2, v2), i2 in some_subtasks(j, rng.randint(2, 4)):
            g.emit("t_running_canceling", task=c2, sub=sub(j, i2), aid=aid(j, v2, i2))
            g.adv(0.01, 0.3)
            g.emit("t_canceling_canceled", task=c2, sub=sub(j, i2), aid=aid(j, v2, i2))
        g.emit("j_cancelling_canceled", job=j["name"], jid=j["jid"])
        g.emit("cp_stop", jid=j["jid"])
        g.emit("d_terminal_canceled", jid=j["jid"])
    def ev_tm_register(g):
        t = tm()
        g.emit("rm_register", tm_id=t["id"], addr=f"akka.tcp://flink@{t['ip']}:6122/user/rpc/taskmanager_0")
        g.adv(0.01, 0.1)
        g.emit("sm_register", tm_id=t["id"], iid=_hx(rng, 32))
    def ev_hb_timeout(g):
        t = tm()
        g.emit("akka_gated", addr=f"akka.tcp://flink@{t['ip']}:6122", ms=50)
        g.t += timedelta(seconds=50)
        g.emit("rm_hb_timeout", tm_id=t["id"])
        g.emit("rm_close", tm_id=t["id"])
        g.emit("jm_disconnect_tm", tm_id=t["id"])
        g.emit("exc_hb", tm_id=t["id"])
        frames(2)
    def ev_slots(g):
        g.emit("sp_min_res", a=rng.choice((2, 4, 8)), tms=rng.randint(1, 3), slots=rng.choice((2, 4)), free=0)
    def ev_fatal(g):
        g.emit("fatal_entry")
        g.emit("exc_oom")
    def ev_logxfer(g):
        t = tm()
        g.emit("log_xfer", tm_id=t["id"])
        g.emit("exc_tm_file", tm_id=t["id"])
        frames(2)
    events = [
        (40, ev_checkpoint), (1.4, ev_cp_decline), (0.9, ev_cp_expired), (0.5, ev_cp_trigger_fail),
        (0.5, ev_task_failure), (0.12, ev_submit), (0.1, ev_batch_finish), (0.06, ev_job_failed),
        (0.08, ev_cancel), (0.8, ev_tm_register), (0.3, ev_hb_timeout), (0.15, ev_slots),
        (0.03, ev_fatal), (0.15, ev_logxfer),
    ]
    return _run(g, events, mean_gap=20.0)

# ================================================================== airflow
_AF = _Specs("airflow_task")
_AFL = {"INFO": "INFO", "WARN": "WARNING", "ERROR": "ERROR"}

def _af(key: str, level: str, src: str, msg: str) -> None:
    file, ln = src.rsplit(":", 1)
    _AF.add(key, level, "[{d}, {tm} UTC] {{" + file + ":{ln}}} " + _AFL[level] + " - " + msg, ln=ln)

_TI = "<TaskInstance: {dag}.{task} {run_id} "
_af("deps_nonreq", "INFO", "taskinstance.py:1157",
    "Dependencies all met for dep_context=non-requeueable deps ti=" + _TI + "[queued]>")
_af("deps_req", "INFO", "taskinstance.py:1157",
    "Dependencies all met for dep_context=requeueable deps ti=" + _TI + "[queued]>")
_af("deps_not_met", "INFO", "taskinstance.py:1147",
    "Dependencies not met for " + _TI + "[running]>, dependency 'Task Instance State' FAILED: "
    "Task is in the 'running' state.")
_af("attempt", "INFO", "taskinstance.py:1359", "Starting attempt {n} of {m}")
_af("executing", "INFO", "taskinstance.py:1380", "Executing <Task({op}): {task}> on {ed_d} {ed_t}")
_af("started_proc", "INFO", "standard_task_runner.py:57", "Started process {pid} to run task")
_af("running_argv", "INFO", "standard_task_runner.py:84",
    "Running: ['airflow', 'tasks', 'run', '{dag}', '{task}', '{run_id}', '--job-id', '{job}', "
    "'--raw', '--subdir', '{subdir}', '--cfg-path', '{cfg}']")
_af("job_subtask", "INFO", "standard_task_runner.py:85", "Job {job}: Subtask {task}")
_af("dagbag", "INFO", "dagbag.py:538", "Filling up the DagBag from {path}")
_af("running_on_host", "INFO", "task_command.py:416", "Running " + _TI + "[running]> on host {host}")
_af("env_vars", "INFO", "taskinstance.py:1660",
    "Exporting env vars: AIRFLOW_CTX_DAG_OWNER='{owner}' AIRFLOW_CTX_DAG_ID='{dag}' "
    "AIRFLOW_CTX_TASK_ID='{task}' AIRFLOW_CTX_EXECUTION_DATE='{ed}' AIRFLOW_CTX_TRY_NUMBER='{n}' "
    "AIRFLOW_CTX_DAG_RUN_ID='{run_id}'")
_af("py_print", "INFO", "logging_mixin.py:151", "{text}")
_af("py_done", "INFO", "python.py:194", "Done. Returned value was: {rv}")
_af("sh_tmp", "INFO", "subprocess.py:63", "Tmp dir root location: {tmp}")
_af("sh_cmd", "INFO", "subprocess.py:75", "Running command: ['/bin/bash', '-c', '{cmd}']")
_af("sh_output", "INFO", "subprocess.py:86", "Output:")
_af("sh_line", "INFO", "subprocess.py:93", "{text}")
_af("sh_exit", "INFO", "subprocess.py:97", "Command exited with return code {rc}")
_af("sql_conn", "INFO", "base.py:73", "Using connection ID '{conn}' for task execution.")
_af("sql_stmt", "INFO", "sql.py:418", "Running statement: {sql}, parameters: {params}")
_af("sql_rows", "INFO", "sql.py:427", "Rows affected: {n}")
_af("sql_deprec", "WARN", "warnings.py:109",
    "{src}: AirflowProviderDeprecationWarning: Call to deprecated class PostgresOperator. "
    "(Please use `airflow.providers.common.sql.operators.sql.SQLExecuteQueryOperator`.)")
_af("s3_poke", "INFO", "s3.py:110", "Poking for key : {key}")
_af("sensor_ok", "INFO", "base.py:293", "Success criteria met. Exiting.")
_af("reschedule", "INFO", "taskinstance.py:1826", "Rescheduling task, marking task as UP_FOR_RESCHEDULE")
_MARK = ". dag_id={dag}, task_id={task}, execution_date={xd}, start_date={sd}, end_date={endd}"
_af("mark_success", "INFO", "taskinstance.py:1398", "Marking task as SUCCESS" + _MARK)
_af("mark_retry", "INFO", "taskinstance.py:1398", "Marking task as UP_FOR_RETRY" + _MARK)
_af("mark_failed", "INFO", "taskinstance.py:1398", "Marking task as FAILED" + _MARK)
_af("exit_code", "INFO", "local_task_job_runner.py:228", "Task exited with return code {rc}")
_af("downstream", "INFO", "taskinstance.py:2776", "{n} downstream tasks scheduled from follow-on schedule check")
_af("task_failed", "ERROR", "taskinstance.py:1937", "Task failed with exception")
_af("fail_job", "ERROR", "standard_task_runner.py:104", "Failed to execute job {job} for task {task} ({err}; {pid})")
_af("timeout", "ERROR", "timeout.py:68", "Process timed out, PID: {pid}")
_af("ext_failed", "WARN", "local_task_job_runner.py:294",
    "State of this instance has been externally set to failed. Terminating instance.")
_af("sigterm_send", "INFO", "process_utils.py:131",
    "Sending Signals.SIGTERM to group {pid}. PIDs of all processes in the group: [{pid}]")
_af("sigterm_recv", "ERROR", "taskinstance.py:1517", "Received SIGTERM. Terminating subprocesses.")
_af("proc_term", "INFO", "process_utils.py:79",
    "Process psutil.Process(pid={pid}, status='terminated', exitcode={rc}, started='{st}') ({pid}) "
    "terminated with exit code {rc}")
_af("email_fail", "ERROR", "taskinstance.py:2095", "Failed to send email to: ['{email}']")
_AF.add("tb_head", "-", "Traceback (most recent call last):")
_AF.add("tb_file", "-", '  File "{path}", line {ln}, in {fn}')
_AF.add("tb_code", "-", "    {code}")
_AF.add("x_airflow", "-", "airflow.exceptions.AirflowException: Bash command failed. The command "
        "returned a non-zero exit code {rc}.")
_AF.add("x_pg_conn", "-", 'psycopg2.OperationalError: connection to server at "{host}" ({ip}), port '
        "{port} failed: Connection refused")
_AF.add("x_pg_undef", "-", 'psycopg2.errors.UndefinedTable: relation "{rel}" does not exist')
_AF.add("x_key", "-", "KeyError: '{key}'")
_AF.add("x_http", "-", "requests.exceptions.HTTPError: {code} Server Error: Service Unavailable for url: {url}")
_AF.add("x_sensor", "-", "airflow.exceptions.AirflowSensorTimeout: Sensor has timed out; run duration of "
        "{a} seconds exceeds the specified timeout of {b}.")
_AF.add("x_timeout", "-", "airflow.exceptions.AirflowTaskTimeout: Timeout, PID: {pid}")
_AF.add("x_smtp", "-", "ConnectionRefusedError: [Errno {n}] Connection refused")
_AF.check()

_SP_AF = "/home/airflow/.local/lib/python3.8/site-packages"
_AF_DAGS = [
    ("etl_orders_daily", "data-eng", "0 2 * * *",
     [("extract_orders", "PythonOperator"), ("load_orders_to_dwh", "PostgresOperator"),
      ("dbt_run_orders", "BashOperator")]),
    ("s3_ingest_events", "data-eng", "@hourly",
     [("wait_for_events_partition", "S3KeySensor"), ("spark_submit_events", "BashOperator"),
      ("update_partitions", "PythonOperator")]),
    ("reporting_hourly", "analytics", "@hourly",
     [("refresh_mv_sales", "PostgresOperator"), ("export_kpis", "PythonOperator")]),
    ("ml_feature_refresh", "ml-platform", "30 3 * * *",
     [("compute_features", "PythonOperator"), ("validate_features", "PythonOperator"),
      ("publish_features", "BashOperator")]),
    ("cleanup_tmp_tables", "data-eng", "@daily", [("drop_tmp_tables", "PostgresOperator")]),
    ("partner_api_sync", "integrations", "*/30 * * * *",
     [("fetch_partner_orders", "PythonOperator"), ("upsert_partner_orders", "PostgresOperator")]),
]
_AF_HOSTS = ["airflow-worker-0.airflow-worker.airflow.svc.cluster.local",
             "airflow-worker-1.airflow-worker.airflow.svc.cluster.local",
             "airflow-worker-2.airflow-worker.airflow.svc.cluster.local",
             "airflow-worker-3.airflow-worker.airflow.svc.cluster.local"]
_AF_PRINTS = ["Fetched {n} rows from partner API page {p}", "Wrote {n} records to s3://lake/raw/{t}/dt={dt}/part-0000.parquet",
              "Validation passed: {n} rows, 0 nulls in key columns", "Using watermark {dt}T00:00:00+00:00",
              "Feature table row count: {n}", "Skipping empty partition dt={dt}", "Uploading {n} KPI rows to reporting bucket"]
_AF_BASH = {  # task -> (command, output lines in order)
    "dbt_run_orders": ("dbt run --select orders+ --target prod --profiles-dir /opt/airflow/dbt",
                       ["Running with dbt=1.7.4", "Found 42 models, 118 tests, 0 snapshots, 0 analyses, 512 macros",
                        "Concurrency: 8 threads (target='prod')",
                        "1 of 12 START sql table model analytics.stg_orders ... [RUN]",
                        "1 of 12 OK created sql table model analytics.stg_orders ... [SELECT {n} in 4.21s]",
                        "Completed successfully", "Done. PASS=12 WARN=0 ERROR=0 SKIP=0 TOTAL=12"]),
    "spark_submit_events": ("spark-submit --master k8s://https://kubernetes.default.svc --deploy-mode cluster "
                            "--conf spark.executor.instances=8 /opt/jobs/events_ingest.py --date {dt}",
                            ["24/05/01 10:00:12 INFO SparkContext: Running Spark version 3.5.1",
                             "24/05/01 10:00:14 INFO LoggingPodStatusWatcherImpl: State changed, new state: pod name: "
                             "events-ingest-{p}-driver",
                             "24/05/01 10:03:41 INFO LoggingPodStatusWatcherImpl: Application status for spark-a1b2c3 "
                             "(phase: Running)",
                             "24/05/01 10:09:02 INFO LoggingPodStatusWatcherImpl: Application events_ingest with "
                             "submission ID spark:events-ingest-{p}-driver finished"]),
    "publish_features": ("python /opt/airflow/scripts/publish_features.py --date {dt} --env prod",
                         ["Loaded {n} feature rows", "Published feature set v{p} to online store"]),
}
_AF_SQL = ["REFRESH MATERIALIZED VIEW CONCURRENTLY reporting.mv_sales_hourly",
           "INSERT INTO dwh.orders SELECT * FROM staging.orders WHERE dt = '{dt}' ON CONFLICT (order_id) DO NOTHING",
           "DELETE FROM staging.tmp_orders_{n} WHERE created_at < now() - interval '7 days'",
           "INSERT INTO dwh.partner_orders SELECT * FROM staging.partner_orders_{n}",
           "DROP TABLE IF EXISTS staging.tmp_events_{n}"]

def _stamp_af(t: datetime) -> dict:
    return {"d": t.strftime("%Y-%m-%d"), "tm": t.strftime("%H:%M:%S")}

def make_airflow(rng: random.Random) -> list[dict[str, str]]:
    g = _Gen(rng, _AF, _stamp_af, _start(rng))
    st = {"job": rng.randint(20000, 900000)}
    def fill(s):
        return s.format(n=rng.randint(1, 250000), p=rng.randint(1, 40), t=rng.choice(("orders", "events", "clicks")),
                        dt=(g.t - timedelta(days=1)).strftime("%Y-%m-%d"))
    def tb(frames_):
        g.emit("tb_head")
        for path, ln, fn, code in frames_:
            g.emit("tb_file", path=path, ln=ln, fn=fn)
            g.emit("tb_code", code=code)
    def run(g, fail_kind=None):
        dag, owner, sched, tasks = _zp(rng, _AF_DAGS, 0.9)
        task, op = _zp(rng, tasks, 0.5)
        if rng.random() < 0.85:
            xd = (g.t - timedelta(hours=rng.choice((1, 1, 24)))).replace(minute=0, second=0, microsecond=0)
            run_id = "scheduled__" + xd.strftime("%Y-%m-%dT%H:%M:%S+00:00")
        else:
            xd = g.t - timedelta(seconds=rng.randint(5, 600))
            run_id = "manual__" + xd.strftime("%Y-%m-%dT%H:%M:%S.%f+00:00")
        ed = xd.strftime("%Y-%m-%dT%H:%M:%S") + ("+00:00" if run_id.startswith("s") else xd.strftime(".%f+00:00"))
        tries = rng.choice((1, 1, 1, 2, 3))
        tryn = 1 if rng.random() < 0.8 else rng.randint(2, 3)
        maxtry = max(tries, tryn) + rng.choice((0, 1, 2))
        ti = dict(dag=dag, task=task, run_id=run_id)
        if fail_kind == "deps":
            g.emit("deps_not_met", **ti)
            return
        g.emit("deps_nonreq", **ti)
        g.emit("deps_req", **ti)
        g.emit("attempt", n=tryn, m=maxtry)
        g.emit("executing", op=op, task=task, ed_d=xd.strftime("%Y-%m-%d"),
               ed_t=xd.strftime("%H:%M:%S") + (xd.strftime(".%f") if "manual" in run_id else "") + "+00:00")
        pid = rng.randint(100, 65000)
        st["job"] += rng.randint(1, 40)
        job = st["job"]
        g.adv(0.2, 1.0)
        g.emit("started_proc", pid=pid)
        g.emit("running_argv", dag=dag, task=task, run_id=run_id, job=job, subdir=f"DAGS_FOLDER/{dag}.py",
               cfg=f"/tmp/tmp{_hx(rng, 8)}")
        g.emit("job_subtask", job=job, task=task)
        g.adv(0.5, 2.0)
        g.emit("dagbag", path=f"/opt/airflow/dags/{dag}.py")
        g.emit("running_on_host", **ti, host=_zp(rng, _AF_HOSTS, 0.4))
        if op == "PostgresOperator" and rng.random() < 0.6:
            g.emit("sql_deprec", src=f"{_SP_AF}/airflow/providers/postgres/operators/postgres.py:78")
        g.emit("env_vars", owner=owner, dag=dag, task=task, ed=ed, n=tryn, run_id=run_id)
        start = g.t
        err_text = None
        if op == "PythonOperator":
            for _ in range(rng.choice((0, 1, 1, 2, 3))):
                g.adv(0.5, 30)
                g.emit("py_print", text=fill(_zp(rng, _AF_PRINTS)))
            if fail_kind == "error":
                g.emit("task_failed")
                base = [(f"{_SP_AF}/airflow/operators/python.py", 192, "execute", "return_value = self.execute_callable()"),
                        (f"{_SP_AF}/airflow/operators/python.py", 209, "execute_callable",
                         "return self.python_callable(*self.op_args, **self.op_kwargs)")]
                if rng.random() < 0.6:
                    url = f"https://api.partner.example.com/v2/orders?page={rng.randint(1, 40)}&since={xd.strftime('%Y-%m-%d')}"
                    tb(base + [(f"/opt/airflow/dags/{dag}.py", rng.randint(30, 120), task, "resp.raise_for_status()"),
                               (f"{_SP_AF}/requests/models.py", 1021, "raise_for_status",
                                "raise HTTPError(http_error_msg, response=self)")])
                    g.emit("x_http", code=rng.choice((503, 503, 502)), url=url)
                    err_text = f"503 Server Error: Service Unavailable for url: {url}"
                else:
                    k = rng.choice(("customer_id", "updated_at", "items", "next_cursor"))
                    tb(base + [(f"/opt/airflow/dags/{dag}.py", rng.randint(30, 120), task, f"row['{k}'] = normalize(rec['{k}'])")])
                    g.emit("x_key", key=k)
                    err_text = f"'{k}'"
            elif fail_kind is None:
                g.emit("py_done", rv=rng.choice(("None", "None", "None", str(rng.randint(0, 100000)),
                                                 f"s3://lake/raw/orders/dt={xd.strftime('%Y-%m-%d')}/")))
        elif op == "BashOperator":
            g.emit("sh_tmp", tmp="/tmp")
            cmd, outs = _AF_BASH[task]
            g.emit("sh_cmd", cmd=fill(cmd))
            g.emit("sh_output")
            k = rng.randint(1, len(outs))
            for line in outs[:k] if fail_kind != "error" else outs[:max(1, k - 1)]:
                g.adv(0.2, 40)
                g.emit("sh_line", text=fill(line))
            if fail_kind == "error":
                rc = rng.choice((1, 1, 2, 137))
                g.emit("sh_exit", rc=rc)
                g.emit("task_failed")
                tb([(f"{_SP_AF}/airflow/operators/bash.py", 210, "execute", "raise AirflowException(")])
                g.emit("x_airflow", rc=rc)
                err_text = f"Bash command failed. The command returned a non-zero exit code {rc}."
            elif fail_kind is None:
                g.emit("sh_exit", rc=0)
        elif op == "PostgresOperator":
            conn = rng.choice(("postgres_dwh", "postgres_dwh", "postgres_default"))
            g.emit("sql_conn", conn=conn)
            sql = fill(_zp(rng, _AF_SQL, 0.8))
            g.emit("sql_stmt", sql=sql, params="None")
            if fail_kind == "error":
                g.emit("task_failed")
                frs = [(f"{_SP_AF}/airflow/providers/common/sql/operators/sql.py", 274, "execute", "output = hook.run("),
                       (f"{_SP_AF}/airflow/providers/common/sql/hooks/sql.py", 392, "run",
                        "self._run_command(cur, sql_statement, parameters)"),
                       (f"{_SP_AF}/airflow/providers/common/sql/hooks/sql.py", 423, "_run_command", "cur.execute(sql_statement)")]
                if rng.random() < 0.5:
                    tb(frs)
                    rel = f"staging.tmp_orders_{rng.randint(1, 999)}"
                    g.emit("x_pg_undef", rel=rel)
                    err_text = f'relation "{rel}" does not exist'
                else:
                    tb(frs[:1] + [(f"{_SP_AF}/psycopg2/__init__.py", 122, "connect",
                                   "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)")])
                    g.emit("x_pg_conn", host="dwh-primary.db.internal", ip="10.20.0.15", port=5432)
                    err_text = 'connection to server at "dwh-primary.db.internal" (10.20.0.15), port 5432 failed: Connection refused'
            elif fail_kind is None:
                g.adv(0.5, 120)
                g.emit("sql_rows", n=_logn(rng, 5000, 2.0, 0))
        else:  # sensor
            key = f"s3://lake-landing/events/dt={xd.strftime('%Y-%m-%d')}/hour={xd.strftime('%H')}/_SUCCESS"
            for _ in range(rng.randint(1, 3)):
                g.emit("s3_poke", key=key)
                g.adv(1, 60)
            if fail_kind is None and rng.random() < 0.4:
                g.emit("reschedule")
                return
            if fail_kind is None:
                g.emit("sensor_ok")
            elif fail_kind == "error":
                g.emit("task_failed")
                tb([(f"{_SP_AF}/airflow/sensors/base.py", 274, "execute", "raise AirflowSensorTimeout(message)")])
                dur = f"{3600 + rng.uniform(0.01, 90):.6f}"
                g.emit("x_sensor", a=dur, b="3600.0")
                err_text = f"Sensor has timed out; run duration of {dur} seconds exceeds the specified timeout of 3600.0."
        if fail_kind == "timeout":
            g.t += timedelta(seconds=rng.choice((600, 1800, 3600)))
            g.emit("timeout", pid=pid)
            g.emit("task_failed")
            tb([(f"{_SP_AF}/airflow/utils/timeout.py", 69, "handle_timeout", "raise AirflowTaskTimeout(self.error_message)")])
            g.emit("x_timeout", pid=pid)
            err_text = f"Timeout, PID: {pid}"
        if fail_kind == "sigterm":
            g.t += timedelta(seconds=rng.randint(20, 900))
            g.emit("ext_failed")
            g.emit("sigterm_send", pid=pid)
            g.emit("sigterm_recv")
            g.adv(0.1, 2)
            g.emit("proc_term", pid=pid, rc=1, st=start.strftime("%H:%M:%S"))
            return
        g.adv(0.1, 2.0)
        mark = dict(dag=dag, task=task, xd=xd.strftime("%Y%m%dT%H%M%S"), sd=start.strftime("%Y%m%dT%H%M%S"),
                    endd=g.t.strftime("%Y%m%dT%H%M%S"))
        if fail_kind:
            g.emit("mark_retry" if tryn < maxtry else "mark_failed", **mark)
            if tryn >= maxtry and rng.random() < 0.25:
                g.emit("email_fail", email=f"{owner}-alerts@example.com")
                tb([(f"{_SP_AF}/airflow/utils/email.py", 272, "send_mime_email", "smtp_conn = _get_smtp_connection(smtp_host, smtp_port, smtp_timeout, smtp_ssl)"),
                    ("/usr/local/lib/python3.8/socket.py", 796, "create_connection", "sock.connect(sa)")])
                g.emit("x_smtp", n=111)
            g.emit("fail_job", job=job, task=task, err=err_text, pid=pid)
            g.emit("exit_code", rc=1)
        else:
            g.emit("mark_success", **mark)
            g.emit("exit_code", rc=0)
            g.emit("downstream", n=rng.choice((0, 0, 1, 1, 2)))
    events = [(0.875, run), (0.085, lambda g: run(g, "error")), (0.015, lambda g: run(g, "timeout")),
              (0.01, lambda g: run(g, "sigterm")), (0.015, lambda g: run(g, "deps"))]
    return _run(g, events, mean_gap=90.0)

# =================================================================== oracle
_OR = _Specs("oracle_alert")
_o = _OR.add
_o("ts", "-", "{ts}")
_o("advanced", "-", "Thread {th} advanced to log sequence {seq} (LGWR switch)")
_o("curlog", "-", "  Current log# {grp} seq# {seq} mem# {mem}: {path}")
_o("archived", "-", "{arc} (PID:{pid}): Archived Log entry {n} added for {ts_} ID {id} LAD:{lad}")
_o("cannot_alloc", "-", "Thread {th} cannot allocate new log, sequence {seq}")
_o("ckpt_incomplete", "-", "Checkpoint not complete")
_o("strand", "-", "Private strand flush not complete")
_o("stars", "-", "***********************************************************************")
_o("ni_fatal", "FATAL", "Fatal NI connect error {n}.")
_o("ni_version", "-", "  VERSION INFORMATION:")
_o("ni_tns", "-", "\tTNS for Linux: Version {v} - Production")
_o("ni_tcp", "-", "\tTCP/IP NT Protocol Adapter for Linux: Version {v} - Production")
_o("ni_time", "-", "  Time: {d} {t}")
_o("ni_tracing", "-", "  Tracing not turned on.")
_o("ni_struct", "-", "  Tns error struct:")
_o("ni_ns_main", "-", "    ns main err code: {n}")
_o("tns_12535", "ERROR", "TNS-12535: TNS:operation timed out")
_o("ni_ns_sec", "-", "    ns secondary err code: {n}")
_o("ni_nt_main", "-", "    nt main err code: {n}")
_o("tns_00505", "ERROR", "TNS-00505: Operation timed out")
_o("ni_nt_sec", "-", "    nt secondary err code: {n}")
_o("ni_nt_os", "-", "    nt OS err code: {n}")
_o("ni_client", "-", "  Client address: (ADDRESS=(PROTOCOL=tcp)(HOST={ip})(PORT={port}))")
_o("ora1555_sql", "ERROR", "ORA-01555 caused by SQL statement below (SQL ID: {sqlid}, Query "
   "Duration={dur} sec, SCN: {scn}):")
_o("errors_in", "ERROR", "Errors in file {trc}:")
_o("ora1555", "ERROR", 'ORA-01555: snapshot too old: rollback segment number {n} with name "{seg}" too small')
_o("errors_inc", "ERROR", "Errors in file {trc}  (incident={inc}):")
_o("ora600", "ERROR", "ORA-00600: internal error code, arguments: [{a1}], [{a2}], [], [], [], [], [], "
   "[], [], [], [], []")
_o("inc_details", "-", "Incident details in: {path}")
_o("use_adrci", "-", "Use ADRCI or Support Workbench to package the incident.")
_o("see_note", "-", "See Note {note} at My Oracle Support for error and packaging details.")
_o("ora60", "ERROR", "ORA-00060: Deadlock detected. See Note {note} at My Oracle Support for "
   "Troubleshooting ORA-60 Errors. More info in file {trc}.")
_o("ora1653", "ERROR", "ORA-1653: unable to extend table {tbl} by {n} in                 tablespace {tsp}")
_o("ora1652", "ERROR", "ORA-1652: unable to extend temp segment by {n} in tablespace                 {tsp}")
_o("ora19815", "ERROR", "ORA-19815: WARNING: db_recovery_file_dest_size of {size} bytes is {pct} "
   "used, and has {rem} remaining bytes available.")
_o("ora19809", "ERROR", "ORA-19809: limit exceeded for recovery files")
_o("ora19804", "ERROR", "ORA-19804: cannot reclaim {n} bytes disk space from {lim} limit")
_o("ora16038", "ERROR", "ORA-16038: log {grp} sequence# {seq} cannot be archived")
_o("ora00312", "ERROR", "ORA-00312: online log {grp} thread {th}: '{path}'")
_o("ora04031", "ERROR", 'ORA-04031: unable to allocate {n} bytes of shared memory ("shared pool","{obj}",'
   '"{heap}","{what}")')
_o("inbound_timeout", "WARN", "WARNING: inbound connection timed out (ORA-3136)")
_o("parse_errors", "WARN", "WARNING: too many parse errors, count={n} SQL hash={h}")
_o("resize", "-", "Resize operation completed for file# {f}, old size {o}, new size {nw}")
_o("rm_plan", "-", "Setting Resource Manager plan SCHEDULER[{h}]:DEFAULT_MAINTENANCE_PLAN via scheduler window")
_o("rm_close", "-", "Closing scheduler window")
_o("rm_clear", "-", "Clearing Resource Manager plan via parameter")
_o("autobackup", "-", "Control autobackup written to DISK device")
_o("handle", "-", "handle '{path}'")
_o("deleted_omf", "-", "Deleted Oracle managed file {path}")
_o("start_inst", "-", "Starting ORACLE instance (normal) (OS id: {pid})")
_o("mount", "-", "ALTER DATABASE MOUNT")
_o("mount_done", "-", "Completed: ALTER DATABASE MOUNT")
_o("open", "-", "ALTER DATABASE OPEN")
_o("open_done", "-", "Completed: ALTER DATABASE OPEN")
_o("alter_system", "-", "ALTER SYSTEM SET {param}={val} SCOPE=BOTH;")
_o("opiodr", "-", "opiodr aborting process unknown ospid ({pid}) as a result of ORA-609")
_OR.check()

def _stamp_or(t: datetime) -> dict:
    return {"ts": t.strftime("%Y-%m-%dT%H:%M:%S.%f") + "+00:00"}

def make_oracle(rng: random.Random) -> list[dict[str, str]]:
    g = _Gen(rng, _OR, _stamp_or, _start(rng))
    sid = rng.choice(("ORCL", "PRODDB", "FINPRD"))
    diag = f"/u01/app/oracle/diag/rdbms/{sid.lower()}/{sid}"
    st = {"seq": rng.randint(1000, 90000), "grp": 1, "scn": rng.randint(10 ** 8, 10 ** 10),
          "arc": rng.randint(10 ** 4, 10 ** 6), "inc": rng.randint(10 ** 4, 10 ** 5), "file": {}}
    dbid = rng.randint(10 ** 9, 4 * 10 ** 9)
    clients = [f"10.{rng.randint(20, 40)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}" for _ in range(12)]
    arc_pids = {f"ARC{i}": rng.randint(2000, 60000) for i in range(4)}
    def ts(): g.emit("ts")
    def say(key, **kv):
        g.emit("ts")
        g.emit(key, **kv)
    def trc(kind="ora"):
        return f"{diag}/trace/{sid}_{kind}_{rng.randint(1000, 65000)}.trc"
    def redo(grp, mem): return f"/u0{2 + mem}/oradata/{sid}/redo{grp:02d}{'ab'[mem]}.log"
    def curlog():
        for mem in range(2):
            g.emit("curlog", grp=st["grp"], seq=st["seq"], mem=mem, path=redo(st["grp"], mem))
    def switch():
        st["seq"] += 1
        st["grp"] = st["grp"] % 3 + 1
        g.emit("advanced", th=1, seq=st["seq"])
        curlog()
    def archived(seq):
        st["arc"] += 1
        arc = _zp(rng, list(arc_pids), 0.8)
        g.emit("archived", arc=arc, pid=arc_pids[arc], n=st["arc"], ts_=f"T-1.S-{seq}", id=f"0x{dbid:x}", lad=1)
    def arcpath(seq):
        return (f"/u03/fra/{sid}/archivelog/{g.t.strftime('%Y_%m_%d')}/o1_mf_1_{seq}_"
                f"{''.join(rng.choice('abcdefghijklmnopqrstuvwxyz0123456789') for _ in range(8))}_.arc")
    def ev_switch(g):
        ts()
        switch()
        g.adv(0.5, 20)
        ts()
        archived(st["seq"] - 1)
    def ev_ckpt_incomplete(g):
        say("cannot_alloc", th=1, seq=st["seq"] + 1)
        g.emit("ckpt_incomplete")
        curlog()
        g.adv(1, 30)
        ts()
        switch()
    def ev_strand(g):
        say("cannot_alloc", th=1, seq=st["seq"] + 1)
        g.emit("strand")
        curlog()
        g.adv(0.01, 1)
        ts()
        switch()
    def ev_ni(g):
        say("stars")
        for key, kv in (("ni_fatal", {"n": 12170}), ("ni_version", {}), ("ni_tns", {"v": "19.0.0.0.0"}),
                        ("ni_tcp", {"v": "19.0.0.0.0"}),
                        ("ni_time", {"d": g.t.strftime("%d-%b-%Y").upper(), "t": g.t.strftime("%H:%M:%S")}),
                        ("ni_tracing", {}), ("ni_struct", {}), ("ni_ns_main", {"n": 12535}), ("tns_12535", {}),
                        ("ni_ns_sec", {"n": 12560}), ("ni_nt_main", {"n": 505}), ("tns_00505", {}),
                        ("ni_nt_sec", {"n": 110}), ("ni_nt_os", {"n": 0})):
            g.emit(key, **kv)
        g.emit("ni_client", ip=_zp(rng, clients), port=rng.randint(32768, 65000))
    def sqlid(): return "".join(rng.choice("0123456789abcdfghjkmnpqrstuvwxyz") for _ in range(13))
    def ev_1555(g):
        say("ora1555_sql", sqlid=sqlid(), dur=_logn(rng, 4000, 0.8, 60),
            scn=f"0x{st['scn'] >> 32:04x}.{st['scn'] & 0xffffffff:08x}")
        if rng.random() < 0.4:
            say("errors_in", trc=trc("j00" + str(rng.randint(0, 9))))
            n = rng.randint(1, 20)
            g.emit("ora1555", n=n, seg=f"_SYSSMU{n}_{rng.randint(10 ** 9, 4 * 10 ** 9)}$")
    def ev_600(g):
        st["inc"] += rng.randint(1, 500)
        t = trc()
        say("errors_inc", trc=t, inc=st["inc"])
        g.emit("ora600", a1=rng.choice(("kdsgrp1", "ktbdchk1: bad dscn", "4193", "kcbz_check_objd_typ_3")),
               a2=rng.randint(1, 9))
        g.emit("inc_details", path=f"{diag}/incident/incdir_{st['inc']}/{t.rsplit('/', 1)[1][:-4]}_i{st['inc']}.trc")
        g.adv(0.5, 5)
        say("use_adrci")
        g.emit("see_note", note="411.1")
    def ev_60(g):
        say("ora60", note="60.1", trc=trc())
    def ev_1653(g):
        say("ora1653", tbl=rng.choice(("APP.ORDERS", "APP.ORDER_ITEMS", "AUDSYS.AUD$UNIFIED")),
            n=rng.choice((128, 1024, 8192)), tsp=rng.choice(("USERS", "APP_DATA")))
    def ev_1652(g):
        say("ora1652", n=128, tsp=rng.choice(("TEMP", "TEMP", "TEMP2")))
    def ev_fra_full(g):
        lim = rng.choice((100, 200, 500)) << 30
        say("errors_in", trc=trc("arc" + str(rng.randint(0, 3))))
        g.emit("ora19815", size=lim, pct="100.00%", rem=0)
        say("errors_in", trc=trc("arc" + str(rng.randint(0, 3))))
        g.emit("ora19809")
        g.emit("ora19804", n=_logn(rng, 2 << 30, 0.5), lim=lim)
        say("errors_in", trc=trc("arc" + str(rng.randint(0, 3))))
        g.emit("ora16038", grp=st["grp"], seq=st["seq"])
        g.emit("ora19809")
        g.emit("ora00312", grp=st["grp"], th=1, path=redo(st["grp"], 0))
    def ev_fra_warn(g):
        lim = rng.choice((100, 200, 500)) << 30
        pct = rng.uniform(85, 99.5)
        say("ora19815", size=lim, pct=f"{pct:.2f}%", rem=int(lim * (100 - pct) / 100))
    def ev_4031(g):
        say("errors_in", trc=trc())
        g.emit("ora04031", n=rng.choice((4160, 32, 4096, 65560)),
               obj=rng.choice(("unknown object", "KGLH0^1a2b3c4d", "SQLA^8e6e2c1f")),
               heap=f"sga heap(1,{rng.randint(0, 3)})", what=rng.choice(("kglsim object batch", "KGLHD", "modification ")))
    def ev_inbound(g):
        say("inbound_timeout")
    def ev_parse(g):
        say("parse_errors", n=rng.choice((100, 200, 300, 500)), h=f"0x{_hx(rng, 8)}")
    def ev_resize(g):
        f = rng.choice((4, 5, 7, 12, 13))
        old = st["file"].get(f, rng.choice((1024000, 2048000, 5120000)))
        new = old + rng.choice((102400, 102400, 1048576))
        st["file"][f] = new
        say("resize", f=f, o=f"{old}K", nw=f"{new}K")
    def ev_window(g):
        say("rm_plan", h=f"0x{rng.randint(0x4000, 0x4fff):X}")
        g.t += timedelta(hours=rng.choice((4, 20)))
        say("rm_close")
        say("rm_clear")
    def ev_autobackup(g):
        say("autobackup")
        g.emit("handle", path=f"/u03/fra/{sid}/autobackup/{g.t.strftime('%Y_%m_%d')}/o1_mf_s_{rng.randint(10 ** 9, 2 * 10 ** 9)}_{_hx(rng, 8)}_.bkp")
    def ev_delete(g):
        for _ in range(rng.randint(1, 4)):
            say("deleted_omf", path=arcpath(st["seq"] - rng.randint(200, 2000)))
    def ev_startup(g):
        say("start_inst", pid=rng.randint(1000, 60000))
        g.adv(5, 20)
        say("mount")
        g.adv(3, 10)
        say("mount_done")
        say("open")
        g.adv(5, 30)
        say("open_done")
    def ev_alter(g):
        param, val = rng.choice((("log_archive_dest_state_2", "'ENABLE'"), ("log_archive_dest_state_2", "'DEFER'"),
                                 ("db_recovery_file_dest_size", "300G"), ("undo_retention", "3600"),
                                 ("open_cursors", "1000")))
        say("alter_system", param=param, val=val)
    def ev_opiodr(g):
        say("opiodr", pid=rng.randint(1000, 65000))
    events = [
        (10, ev_switch), (1.5, ev_ckpt_incomplete), (0.8, ev_strand), (2.2, ev_ni), (0.5, ev_1555),
        (0.06, ev_600), (0.25, ev_60), (0.15, ev_1653), (0.4, ev_1652), (0.06, ev_fra_full),
        (0.25, ev_fra_warn), (0.08, ev_4031), (1.6, ev_inbound), (0.25, ev_parse), (0.6, ev_resize),
        (0.2, ev_window), (0.3, ev_autobackup), (1.2, ev_delete), (0.03, ev_startup), (0.15, ev_alter),
        (0.4, ev_opiodr),
    ]
    return _run(g, events, mean_gap=150.0)

# ================================================================= influxdb
_IX = _Specs("influxdb_logfmt")
_IXL = {"DEBUG": "debug", "INFO": "info", "WARN": "warn", "ERROR": "error"}

def _ix(key: str, level: str, msg: str, rest: str) -> None:
    _IX.add(key, level, "ts={ts} lvl=" + _IXL[level] + " msg=" + msg + " log_id={lid} " + rest)

_SE = "service=storage-engine engine=tsm1 "
_CMPL = _SE + "tsm1_level={lvl} tsm1_strategy=level op_name=tsm1_compact_group db_shard_id={sh} "
_CMPF = _SE + "tsm1_strategy=full tsm1_optimize=false op_name=tsm1_compact_group db_shard_id={sh} "
_HTTP = ("host={host} path={path} query={q} proto={proto} status_code={sc} response_size={rs} "
         "content_length={cl} referrer= remote={remote} user_agent={ua} authenticated_id={aid} "
         "user_id={uid} took={took}")
_ix("welcome", "INFO", '"Welcome to InfluxDB"', "version={ver} commit={commit} build_date={bd} log_level=info")
_ix("resources", "INFO", '"Resources opened"', "service=bolt path={p}")
_ix("meta_check", "INFO", '"Checking InfluxDB metadata for prior version."', "bolt_path={p}")
_ix("store_start", "INFO", '"Open store (start)"', "service=storage-engine service=store op_name=tsdb_open op_event=start")
_ix("opened_file", "INFO", '"Opened file"', _SE + "service=filestore path={p} id={id} duration={d}")
_ix("reading_wal", "INFO", '"Reading file"', _SE + "service=cacheloader path={p} size={sz}")
_ix("opened_shard", "INFO", '"Opened shard"', "service=storage-engine service=store op_name=tsdb_open "
    "index_version=tsi1 path={p} duration={d}")
_ix("store_end", "INFO", '"Open store (end)"', "service=storage-engine service=store op_name=tsdb_open "
    "op_event=end op_elapsed={d}")
_ix("shard_open_fail", "ERROR", '"Failed to open shard"', "service=storage-engine service=store "
    'op_name=tsdb_open db_shard_id={sh} error="[shard {sh}] error opening memory map for file {f}: '
    'init: read tombstones: EOF"')
_ix("qctl", "INFO", '"Starting query controller"', "service=storage-reads concurrency_quota={a} "
    "initial_memory_bytes_quota_per_query={b} memory_bytes_quota_per_query={c} max_memory_bytes={dd} queue_size={e}")
_ix("influxql_cfg", "INFO", '"Configuring InfluxQL statement executor (zeros indicate unlimited)."',
    "max_select_point={a} max_select_series={b} max_select_buckets={c}")
_ix("listening", "INFO", "Listening", "service=tcp-listener transport=http addr={addr} port={port}")
_ix("retention_svc", "INFO", '"Starting retention policy enforcement service"', "service=retention check_interval={ci}")
_ix("precreate_svc", "INFO", '"Starting precreation service"', "service=shard-precreation check_interval={ci} advance_period={ap}")
_ix("telemetry", "INFO", "Starting", "service=telemetry interval={iv}")
_ix("precreate_stop", "INFO", '"Terminating precreation service"', "service=shard-precreation")
_ix("telemetry_stop", "INFO", "Stopping", "service=telemetry interval={iv}")
_ix("ret_start", "INFO", '"Retention policy deletion check (start)"', "service=retention "
    "op_name=retention_delete_check op_event=start")
_ix("ret_end", "INFO", '"Retention policy deletion check (end)"', "service=retention "
    "op_name=retention_delete_check op_event=end op_elapsed={d}")
_ix("del_shard", "INFO", '"Deleted shard"', "service=retention op_name=retention_delete_check "
    "db_instance={b} db_shard_id={sh} db_rp=autogen")
_ix("del_group", "INFO", '"Deleted shard group"', "service=retention op_name=retention_delete_check "
    "db_instance={b} db_shard_group={sg} db_rp=autogen")
_ix("snap_start", "INFO", '"Cache snapshot (start)"', _SE + "op_name=tsm1_cache_snapshot op_event=start")
_ix("snap_written", "INFO", '"Snapshot for path written"', _SE + "op_name=tsm1_cache_snapshot path={p} duration={d}")
_ix("snap_end", "INFO", '"Cache snapshot (end)"', _SE + "op_name=tsm1_cache_snapshot op_event=end op_elapsed={d}")
_ix("cmp_start", "INFO", '"TSM compaction (start)"', _CMPL + "op_event=start")
_ix("cmp_begin", "INFO", '"Beginning compaction"', _CMPL + "tsm1_files_n={n}")
_ix("cmp_file", "INFO", '"Compacting file"', _CMPL + "tsm1_index={i} tsm1_file={f}")
_ix("cmp_out", "INFO", '"Compacted file"', _CMPL + "tsm1_index={i} tsm1_file={f}")
_ix("cmp_fin", "INFO", '"Finished compacting files"', _CMPL + "tsm1_files_n={n}")
_ix("cmp_end", "INFO", '"TSM compaction (end)"', _CMPL + "op_event=end op_elapsed={d}")
_ix("cmp_err", "WARN", '"Error compacting TSM files"', _CMPL + 'error="compaction in progress: open {f}: file exists"')
_ix("full_start", "INFO", '"TSM compaction (start)"', _CMPF + "op_event=start")
_ix("full_begin", "INFO", '"Beginning compaction"', _CMPF + "tsm1_files_n={n}")
_ix("full_end", "INFO", '"TSM compaction (end)"', _CMPF + "op_event=end op_elapsed={d}")
_ix("http_post", "DEBUG", "Request", "service=http method=POST " + _HTTP)
_ix("http_get", "DEBUG", "Request", "service=http method=GET " + _HTTP)
_ix("write_ret", "INFO", '"Write failed"', "service=storage-engine bucket={b} org={org} "
    'err="partial write: points beyond retention policy dropped={n}"')
_ix("write_type", "WARN", '"Write failed"', "service=storage-engine bucket={b} org={org} "
    'err="partial write: field type conflict: input field \\"{fld}\\" on measurement \\"{m}\\" is type '
    'float, already exists as type integer dropped={n}"')
_ix("write_cache", "ERROR", '"Write failed"', "service=storage-engine bucket={b} org={org} "
    'err="engine: cache-max-memory-size exceeded: ({ratio})"')
_ix("flux_ok", "INFO", '"Executed Flux query"', "service=query compiler_type=flux response_size={rs} "
    "query={q} err= stat_total_duration={a} stat_compile_duration={b} stat_execute_duration={c} "
    "stat_max_allocated={dd} stat_total_allocated={e}")
_ix("flux_fail", "ERROR", '"Flux query failed"', "service=query compiler_type=flux query={q} err={err}")
_ix("internal_err", "WARN", '"internal error not returned to client"', 'handler=error_logger error="context canceled"')
_ix("scrape_fail", "ERROR", '"Unable to gather"', 'service=scraper scraper-name={sn} error="Get '
    '\\"{url}\\": dial tcp {addr}: connect: connection refused"')
_IX.check()

_IX_BUCKETS = ["telegraf", "app_metrics", "iot_sensors", "k8s", "_monitoring", "ci_stats"]
_IX_UA = ["Telegraf/1.30.1", '"influxdb-client-go/2.13.0 (linux; amd64)"', '"influxdb-client-python/1.41.0"',
          '"Grafana/10.4.2"', '"influx/2.7.5 (linux) Sha/a1b2c3d Date/2024-01-05T17:22:02Z"', "Go-http-client/1.1"]
_IX_FLUX = [
    'from(bucket: \\"telegraf\\") |> range(start: -1h) |> filter(fn: (r) => r._measurement == \\"cpu\\") |> aggregateWindow(every: 1m, fn: mean)',
    'from(bucket: \\"app_metrics\\") |> range(start: -5m) |> filter(fn: (r) => r._field == \\"latency_ms\\") |> last()',
    'from(bucket: \\"iot_sensors\\") |> range(start: -24h) |> filter(fn: (r) => r.site == \\"plant-3\\") |> mean()',
    'from(bucket: \\"k8s\\") |> range(start: -15m) |> filter(fn: (r) => r._measurement == \\"kubernetes_pod_container\\") |> group(columns: [\\"pod_name\\"]) |> max()',
]

def _lf(v: str) -> str:
    if v == "" or any(c in v for c in ' ="\\'):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return v

def _stamp_ix(t: datetime) -> dict:
    return {"ts": t.strftime("%Y-%m-%dT%H:%M:%S.%f") + "Z"}

def _dur(ms: float) -> str:
    if ms >= 1000:
        return f"{ms / 1000:.6f}s".rstrip("0").rstrip(".") + ("" if ms % 1000 else "")
    return f"{ms:.3f}ms"

def make_influx(rng: random.Random) -> list[dict[str, str]]:
    g = _Gen(rng, _IX, _stamp_ix, _start(rng))
    def new_lid():
        return "0" + "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_~")
                             for _ in range(7)) + "000"
    st = {"lid": new_lid(), "sh": rng.randint(100, 900), "gen": {}, "ver": rng.choice(("v2.7.5", "v2.7.6", "v2.7.4"))}
    buckets = {b: _hx(rng, 16) for b in _IX_BUCKETS}
    org = _hx(rng, 16)
    clients = [f"10.42.{rng.randint(0, 9)}.{rng.randint(2, 250)}" for _ in range(10)]
    shards = {}
    for b in _IX_BUCKETS:
        shards[b] = []
        for _ in range(rng.randint(1, 3)):
            st["sh"] += rng.randint(1, 9)
            shards[b].append(st["sh"])
    tokens = [_hx(rng, 16) for _ in range(5)]
    user = _hx(rng, 16)
    root = "/var/lib/influxdb2"
    def lid(): return {"lid": st["lid"]}
    def shard():
        b = _zp(rng, _IX_BUCKETS, 1.2)
        return b, _zp(rng, shards[b], 0.8)
    def spath(b, sh): return f"{root}/engine/data/{buckets[b]}/autogen/{sh}"
    def tsm(b, sh, gen, seq): return f"{spath(b, sh)}/{gen:09d}-{seq:09d}.tsm"
    def ev_write(g):
        b = _zp(rng, _IX_BUCKETS, 1.2)
        took = rng.lognormvariate(math.log(4), 0.8)
        g.emit("http_post", **lid(), host="influxdb.monitoring.svc:8086", path="/api/v2/write",
               q=_lf(f"bucket={b}&org=acme&precision={rng.choice(('ns', 'ns', 's', 'ms'))}"), proto="HTTP/1.1",
               sc=204, rs=0, cl=-1, remote=f"{_zp(rng, clients)}:{rng.randint(32768, 60999)}",
               ua=_zp(rng, _IX_UA[:3], 1.0), aid=_zp(rng, tokens), uid=user, took=_dur(took))
    def ev_query(g):
        q = _zp(rng, _IX_FLUX, 0.9)
        tot = rng.lognormvariate(math.log(40), 1.0)
        if rng.random() < 0.5:
            g.emit("http_post", **lid(), host="influxdb.monitoring.svc:8086", path="/api/v2/query",
                   q=_lf("org=acme"), proto="HTTP/1.1", sc=200, rs=_logn(rng, 20000, 1.5, 100), cl=_logn(rng, 300, 0.3),
                   remote=f"{_zp(rng, clients)}:{rng.randint(32768, 60999)}", ua='"Grafana/10.4.2"',
                   aid=_zp(rng, tokens), uid=user, took=_dur(tot * 1.05))
        else:
            g.emit("flux_ok", **lid(), rs=_logn(rng, 20000, 1.5, 100), q=f'"{q}"', a=_dur(tot), b=_dur(tot * 0.05),
                   c=_dur(tot * 0.9), dd=_logn(rng, 1 << 20, 1.0), e=_logn(rng, 4 << 20, 1.0))
    def ev_get(g):
        path, q = rng.choice((("/api/v2/buckets", f"orgID={org}&limit=100"), ("/api/v2/tasks", f"orgID={org}"),
                              ("/api/v2/dashboards", f"orgID={org}"), ("/api/v2/me", "")))
        if not q:
            q = "_=1"
        g.emit("http_get", **lid(), host="influxdb.monitoring.svc:8086", path=path, q=_lf(q), proto="HTTP/1.1",
               sc=rng.choice((200, 200, 200, 401)), rs=_logn(rng, 3000, 1.0), cl=0,
               remote=f"{_zp(rng, clients)}:{rng.randint(32768, 60999)}", ua=rng.choice(_IX_UA[3:]),
               aid=_zp(rng, tokens), uid=user, took=_dur(rng.lognormvariate(math.log(3), 0.7)))
    def ev_snapshot(g):
        b, sh = shard()
        g.emit("snap_start", **lid())
        g.adv(0.01, 0.5)
        g.emit("snap_written", **lid(), p=spath(b, sh), d=_dur(rng.lognormvariate(math.log(60), 0.8)))
        g.emit("snap_end", **lid(), d=_dur(rng.lognormvariate(math.log(65), 0.8)))
    def ev_compact(g):
        b, sh = shard()
        lvl = rng.choice((1, 1, 1, 2, 2, 3))
        gen = st["gen"].setdefault(sh, rng.randint(5, 400))
        n = rng.choice((2, 4, 4, 8))
        base = dict(lid=st["lid"], lvl=lvl, sh=sh)
        g.emit("cmp_start", **base)
        if rng.random() < 0.03:
            g.emit("cmp_err", **base, f=tsm(b, sh, gen + n, lvl + 1) + ".tmp")
            return
        g.emit("cmp_begin", **base, n=n)
        for i in range(n):
            g.emit("cmp_file", **base, i=i, f=tsm(b, sh, gen + i, lvl))
        g.t += timedelta(milliseconds=_logn(rng, 800, 1.0))
        st["gen"][sh] = gen + n
        g.emit("cmp_out", **base, i=0, f=tsm(b, sh, gen + n - 1, lvl + 1) + ".tmp")
        g.emit("cmp_fin", **base, n=1)
        g.emit("cmp_end", **base, d=_dur(rng.lognormvariate(math.log(900), 1.0)))
    def ev_full(g):
        b, sh = shard()
        base = dict(lid=st["lid"], sh=sh)
        g.emit("full_start", **base)
        g.emit("full_begin", **base, n=rng.randint(2, 9))
        g.t += timedelta(seconds=rng.uniform(1, 60))
        g.emit("full_end", **base, d=_dur(rng.lognormvariate(math.log(20000), 0.8)))
    def ev_retention(g):
        g.emit("ret_start", **lid())
        if rng.random() < 0.3:
            b, sh = shard()
            g.emit("del_shard", **lid(), b=buckets[b], sh=sh)
            g.emit("del_group", **lid(), b=buckets[b], sg=sh + rng.randint(0, 3))
        g.emit("ret_end", **lid(), d=_dur(rng.lognormvariate(math.log(2), 0.8)))
    def ev_write_ret(g):
        b = _zp(rng, _IX_BUCKETS, 1.2)
        g.emit("write_ret", **lid(), b=b, org=org, n=_logn(rng, 20, 1.5))
    def ev_write_type(g):
        b = _zp(rng, _IX_BUCKETS, 1.2)
        g.emit("write_type", **lid(), b=b, org=org, fld=rng.choice(("value", "usage_idle", "temperature", "count")),
               m=rng.choice(("cpu", "sensor", "http_requests", "mem")), n=_logn(rng, 3, 1.0))
    def ev_write_cache(g):
        g.emit("write_cache", **lid(), b=_zp(rng, _IX_BUCKETS, 1.2), org=org, ratio="1073741824/1073741824")
    def ev_flux_fail(g):
        g.emit("flux_fail", **lid(), q=f'"{_zp(rng, _IX_FLUX)}"',
               err=_lf(rng.choice(("context canceled", "failed to initialize execute state: could not find bucket \"telegraf_old\"",
                                   "runtime error @1:1-1:40: range: unable to parse time"))))
    def ev_internal(g): g.emit("internal_err", **lid())
    def ev_scrape(g):
        tgt = rng.choice((("node-exporter", "http://10.42.3.17:9100/metrics", "10.42.3.17:9100"),
                          ("kube-state", "http://kube-state-metrics.kube-system:8080/metrics", "10.43.0.88:8080")))
        g.emit("scrape_fail", **lid(), sn=tgt[0], url=tgt[1], addr=tgt[2])
    def ev_restart(g):
        g.emit("precreate_stop", **lid())
        g.emit("telemetry_stop", **lid(), iv="8h")
        g.t += timedelta(seconds=rng.uniform(3, 30))
        st["lid"] = new_lid()
        g.emit("welcome", **lid(), ver=st["ver"], commit=_hx(rng, 10), bd="2024-01-05T17:22:02Z")
        g.emit("resources", **lid(), p=f"{root}/influxd.bolt")
        g.emit("meta_check", **lid(), p=f"{root}/influxd.bolt")
        g.emit("store_start", **lid())
        for b in rng.sample(_IX_BUCKETS, 3):
            sh = shards[b][0]
            g.emit("reading_wal", **lid(), p=f"{root}/engine/wal/{buckets[b]}/autogen/{sh}/_{rng.randint(1, 900):05d}.wal",
                   sz=_logn(rng, 4 << 20, 1.0))
            g.emit("opened_file", **lid(), p=tsm(b, sh, rng.randint(1, 300), rng.randint(1, 4)), id=0,
                   d=_dur(rng.lognormvariate(math.log(1.5), 0.8)))
            g.adv(0.05, 0.8)
            g.emit("opened_shard", **lid(), p=spath(b, sh), d=_dur(rng.lognormvariate(math.log(300), 0.8)))
        if rng.random() < 0.3:
            b, sh = shard()
            g.emit("shard_open_fail", **lid(), sh=sh, f=tsm(b, sh, rng.randint(1, 300), 1))
        g.emit("store_end", **lid(), d=_dur(rng.lognormvariate(math.log(2500), 0.6)))
        g.emit("qctl", **lid(), a=1024, b=9223372036854775807, c=9223372036854775807, dd=0, e=1024)
        g.emit("influxql_cfg", **lid(), a=0, b=0, c=0)
        g.emit("retention_svc", **lid(), ci="30m")
        g.emit("precreate_svc", **lid(), ci="10m", ap="30m")
        g.emit("telemetry", **lid(), iv="8h")
        g.emit("listening", **lid(), addr=":8086", port=8086)
    events = [
        (30, ev_write), (8, ev_query), (3, ev_get), (6, ev_snapshot), (2.5, ev_compact), (0.3, ev_full),
        (2.0, ev_retention), (0.6, ev_write_ret), (0.3, ev_write_type), (0.06, ev_write_cache),
        (0.15, ev_flux_fail), (0.5, ev_internal), (0.3, ev_scrape), (0.02, ev_restart),
    ]
    return _run(g, events, mean_gap=6.0)

# ==================================================================== neo4j
_NJ = _Specs("neo4j_debug")

def _nj(key: str, level: str, cat: str, msg: str, db: bool = True) -> None:
    _NJ.add(key, level, "{d} {tm} " + _LV5[level] + " [" + cat + "] " + ("[{dbid}] " if db else "") + msg)

_CPI = "o.n.k.i.t.l.c.CheckPointerImpl"
_CP_DONE = ("checkpoint completed in {ms}. Checkpoint flushed {pages} pages ({pct} of total available "
            "pages), in {ios} IOs. Checkpoint performed with IO limit: unlimited, paused in total {p} "
            "times( {pm} millis).")
_CP_TIME = 'Checkpoint triggered by "Scheduled checkpoint for every {n} minutes threshold" @ txId: {tx} '
_CP_TX = 'Checkpoint triggered by "Scheduled checkpoint for every {n} transactions threshold" @ txId: {tx} '
_nj("cp_time_start", "INFO", _CPI, _CP_TIME + "checkpoint started...")
_nj("cp_time_done", "INFO", _CPI, _CP_TIME + _CP_DONE)
_nj("cp_tx_start", "INFO", _CPI, _CP_TX + "checkpoint started...")
_nj("cp_tx_done", "INFO", _CPI, _CP_TX + _CP_DONE)
_nj("cp_shutdown", "INFO", _CPI, 'Checkpoint triggered by "Database shutdown" @ txId: {tx} checkpoint started...')
_nj("prune", "INFO", "o.n.k.i.t.l.p.LogPruningImpl", "Pruned log versions {rng}, last checkpoint was made in version {v}")
_nj("rotate", "INFO", "o.n.k.i.t.l.r.LogRotationImpl", "Rotated to transaction log [{path}] version={v}, last "
    "transaction in previous log={tx}, rotation took {ms} millis, started after {ms2} millis.")
_nj("vm_pause", "WARN", "o.n.k.i.c.VmPauseMonitorComponent",
    "Detected VM stop-the-world pause: {{pauseTime={p}, gcTime={gt}, gcCount={gc}}}", db=False)
_nj("vm_monitor", "INFO", "o.n.k.i.c.VmPauseMonitorComponent", "Starting VM pause monitor", db=False)
_nj("pc_warm_start", "INFO", "o.n.k.i.p.PageCacheWarmer", "Page cache warmup started.")
_nj("pc_warm_done", "INFO", "o.n.k.i.p.PageCacheWarmer", "Page cache warmup completed. {n} pages loaded. "
    "Duration: {s} {ms}.")
_nj("pc_profile", "INFO", "o.n.k.i.p.PageCacheWarmer", "Profiled page cache in {ms}. {n} pages were profiled.")
_nj("pc_config", "WARN", "o.n.k.i.p.ConfiguringPageCacheFactory", "The server.memory.pagecache.size setting "
    "has not been configured. It is recommended that this setting is always explicitly configured, to "
    "ensure the system has a balanced configuration. Until then, a computed heuristic value of {b} bytes "
    "will be used instead. Run `neo4j-admin server memory-recommendation` for memory configuration "
    "suggestions.", db=False)
_nj("bolt_enabled", "INFO", "o.n.b.BoltServer", "Bolt enabled on {addr}.", db=False)
_nj("http_enabled", "INFO", "o.n.s.CommunityNeoWebServer", "HTTP enabled on {addr}.", db=False)
_nj("remote_iface", "INFO", "o.n.s.CommunityNeoWebServer", "Remote interface available at {url}", db=False)
_nj("started", "INFO", "o.n.s.CommunityBootstrapper", "Started.", db=False)
_nj("db_available", "INFO", "o.n.k.a.DatabaseAvailabilityGuard",
    "Fulfilling of requirement 'Database available' makes database {db} available.")
_nj("db_unavailable", "INFO", "o.n.k.a.DatabaseAvailabilityGuard",
    "Requirement `Database unavailable` makes database {db} unavailable.")
_nj("db_ready", "INFO", "o.n.k.a.DatabaseAvailabilityGuard", "Database {db} is ready.")
_nj("bolt_unsupported", "WARN", "o.n.b.t.p.ProtocolHandshaker", "Unsupported connection type: 'HTTP'. Bolt "
    "protocol only operates over a TCP connection or WebSocket.", db=False)
_nj("bolt_housekeeper", "WARN", "o.n.b.t.p.HouseKeeper", "Fatal error occurred when handling a client "
    "connection: [id: {cid}, L:{l} ! R:{r}]", db=False)
_nj("bolt_pipeline", "ERROR", "o.n.b.t.TransportSelectionHandler", "Fatal error occurred when initialising "
    "pipeline: [id: {cid}, L:{l} - R:{r}]", db=False)
_nj("bolt_auth", "WARN", "o.n.b.r.DefaultBoltConnection", "[{bolt}] The client is unauthorized due to "
    "authentication failure.", db=False)
_nj("bolt_unknown", "ERROR", "o.n.b.r.DefaultBoltConnection", "[{bolt}] Client triggered an unexpected "
    "error [Neo.DatabaseError.General.UnknownError]: {msg}, reference {ref}.", db=False)
_nj("bolt_mem", "ERROR", "o.n.b.r.DefaultBoltConnection", "[{bolt}] Client triggered an unexpected error "
    "[Neo.TransientError.General.MemoryPoolOutOfMemoryError]: The allocation of an extra {a} MiB would "
    "use more than the limit {lim} GiB. Currently using {u} GiB. dbms.memory.transaction.total.max "
    "threshold reached, reference {ref}.", db=False)
_nj("tx_timeout", "WARN", "o.n.k.i.a.t.m.KernelTransactionMonitor", "Transaction {tx} timed out after {ms} "
    "and will be terminated (db.transaction.timeout={to}).")
_nj("idx_start", "INFO", "o.n.k.i.a.i.IndexingService", "Index population started: [{idx}]")
_nj("idx_done", "INFO", "o.n.k.i.a.i.IndexingService", "Index creation finished for index [{idx}].")
_nj("db_panic", "ERROR", "o.n.k.d.DatabaseHealth", "Database panic: The database has encountered a critical "
    "error, and needs to be restarted. Please see database logs for more details.")
_NJ.add("exc_reset", "-", "java.io.IOException: Connection reset by peer")
_NJ.add("exc_ssl", "-", "io.netty.handler.codec.DecoderException: javax.net.ssl.SSLHandshakeException: "
        "Received fatal alert: certificate_unknown")
_NJ.add("exc_nospace", "-", "java.io.IOException: No space left on device")
_NJ.add("frame", "-", "\tat {frame} ~[{jar}]")
_NJ.add("frame_jdk", "-", "\tat {frame} ~[?:?]")
_NJ.check()

_NJ_NETTY = [
    ("io.netty.channel.unix.Errors.newIOException(Errors.java:122)", "netty-transport-native-unix-common-4.1.101.Final.jar:4.1.101.Final"),
    ("io.netty.channel.unix.Errors.ioResult(Errors.java:146)", "netty-transport-native-unix-common-4.1.101.Final.jar:4.1.101.Final"),
    ("io.netty.channel.epoll.AbstractEpollStreamChannel$EpollStreamUnsafe.epollInReady(AbstractEpollStreamChannel.java:800)", "netty-transport-classes-epoll-4.1.101.Final.jar:4.1.101.Final"),
    ("io.netty.channel.epoll.EpollEventLoop.processReady(EpollEventLoop.java:509)", "netty-transport-classes-epoll-4.1.101.Final.jar:4.1.101.Final"),
    ("io.netty.channel.epoll.EpollEventLoop.run(EpollEventLoop.java:407)", "netty-transport-classes-epoll-4.1.101.Final.jar:4.1.101.Final"),
    ("io.netty.util.concurrent.SingleThreadEventExecutor$4.run(SingleThreadEventExecutor.java:997)", "netty-common-4.1.101.Final.jar:4.1.101.Final"),
]
_NJ_STORE = [
    ("org.neo4j.io.fs.StoreFileChannel.write(StoreFileChannel.java:160)", "neo4j-io-5.18.1.jar:5.18.1"),
    ("org.neo4j.io.pagecache.impl.SingleFilePageSwapper.write(SingleFilePageSwapper.java:402)", "neo4j-io-5.18.1.jar:5.18.1"),
    ("org.neo4j.io.pagecache.impl.muninn.MuninnPageCursor.flush(MuninnPageCursor.java:342)", "neo4j-io-5.18.1.jar:5.18.1"),
    ("org.neo4j.kernel.impl.transaction.log.checkpoint.CheckPointerImpl.doCheckPoint(CheckPointerImpl.java:276)", "neo4j-kernel-5.18.1.jar:5.18.1"),
]

def _stamp_nj(t: datetime) -> dict:
    return {"d": t.strftime("%Y-%m-%d"), "tm": t.strftime("%H:%M:%S") + ".%03d+0000" % (t.microsecond // 1000)}

def make_neo4j(rng: random.Random) -> list[dict[str, str]]:
    g = _Gen(rng, _NJ, _stamp_nj, _start(rng))
    dbs = [("neo4j", _hx(rng, 8)), ("system", _hx(rng, 8))]
    if rng.random() < 0.6:
        dbs.insert(1, (rng.choice(("movies", "fraud", "kg")), _hx(rng, 8)))
    st = {"tx": {d: rng.randint(10 ** 4, 10 ** 7) for d, _ in dbs}, "ver": {d: rng.randint(5, 300) for d, _ in dbs},
          "bolt": rng.randint(1, 5000)}
    local = "10.10.4.21"
    clients = [f"10.10.{rng.randint(1, 9)}.{rng.randint(2, 250)}" for _ in range(10)]
    def db():
        name, i = _zp(rng, dbs, 1.6)
        return name, f"{name}/{i}"
    def chan(): return f"0x{_hx(rng, 8)}"
    def frames(pool, n):
        start = rng.randint(0, len(pool) - n)
        for f, jar in pool[start:start + n]:
            g.emit("frame", frame=f, jar=jar)
        g.emit("frame_jdk", frame="java.base/java.lang.Thread.run(Thread.java:1583)")
    def bolt():
        st["bolt"] += rng.randint(1, 30)
        return f"bolt-{st['bolt']}"
    def ev_checkpoint(g):
        name, dbid = db()
        st["tx"][name] += _logn(rng, 3000, 1.2)
        tx = st["tx"][name]
        by_time = rng.random() < 0.85
        a, b = ("cp_time_start", "cp_time_done") if by_time else ("cp_tx_start", "cp_tx_done")
        n = 15 if by_time else 100000
        g.emit(a, dbid=dbid, n=n, tx=tx)
        ms = _logn(rng, 180, 1.2, 1)
        g.t += timedelta(milliseconds=ms)
        pages = _logn(rng, 800, 1.5, 0)
        g.emit(b, dbid=dbid, n=n, tx=tx, ms=f"{ms}ms", pages=pages, pct=f"{min(100, pages // 5000)}%",
               ios=max(1, pages // 16), p=0 if rng.random() < 0.9 else rng.randint(1, 20), pm=0)
        if rng.random() < 0.25:
            st["ver"][name] += 1
            g.emit("prune", dbid=dbid, rng=f"{st['ver'][name] - 3}-{st['ver'][name] - 2}", v=st["ver"][name])
    def ev_rotate(g):
        name, dbid = db()
        st["ver"][name] += 1
        g.emit("rotate", dbid=dbid, path=f"/data/transactions/{name}/neostore.transaction.db.{st['ver'][name]}",
               v=st["ver"][name], tx=st["tx"][name], ms=_logn(rng, 15, 0.8), ms2=_logn(rng, 3, 1.0, 0))
    def ev_pause(g):
        p = _logn(rng, 450, 0.8, 101)
        g.emit("vm_pause", p=p, gt=max(0, p - rng.randint(0, 60)), gc=rng.choice((1, 1, 1, 2, 3)))
    def ev_bolt_hk(g):
        g.emit("bolt_housekeeper", cid=chan(), l=f"/{local}:7687", r=f"/{_zp(rng, clients)}:{rng.randint(32768, 60999)}")
        g.emit("exc_reset")
        frames(_NJ_NETTY, rng.randint(2, 4))
    def ev_bolt_pipe(g):
        g.emit("bolt_pipeline", cid=chan(), l=f"/{local}:7687", r=f"/{_zp(rng, clients)}:{rng.randint(32768, 60999)}")
        g.emit("exc_ssl")
        frames(_NJ_NETTY, 2)
    def ev_auth(g): g.emit("bolt_auth", bolt=bolt())
    def ev_unknown(g):
        g.emit("bolt_unknown", bolt=bolt(), ref=_uuid4(rng),
               msg=rng.choice(("Java heap space", "Unable to acquire lock within the configured timeout",
                               "Index (name='idx_person_email') is not online")))
    def ev_mem(g):
        g.emit("bolt_mem", bolt=bolt(), a="2.0", lim="2.0", u=f"{rng.uniform(1.99, 2.0):.1f}", ref=_uuid4(rng))
    def ev_tx_timeout(g):
        name, dbid = db()
        to, ms = rng.choice((("30s", 30000), ("30s", 30000), ("60s", 60000), ("2m", 120000)))
        g.emit("tx_timeout", dbid=dbid, tx=f"transaction-{st['tx'][name] + rng.randint(1, 500)}",
               ms=f"{ms + rng.randint(0, 900)}ms", to=to)
    def ev_unsupported(g): g.emit("bolt_unsupported")
    def ev_pc_profile(g):
        name, dbid = db()
        g.emit("pc_profile", dbid=dbid, ms=f"{_logn(rng, 120, 0.8)}ms", n=_logn(rng, 80000, 0.8))
    def ev_index(g):
        name, dbid = db()
        i = rng.randint(3, 40)
        idx = (f"Index( id={i}, name='{rng.choice(('idx_person_email', 'idx_account_id', 'idx_tx_ts', 'index_343aff4e'))}', "
               f"type='RANGE', schema=(:{rng.choice(('Person', 'Account', 'Transaction'))} {{{rng.choice(('email', 'id', 'ts'))}}}), "
               f"indexProvider='range-1.0' )")
        g.emit("idx_start", dbid=dbid, idx=idx)
        g.t += timedelta(seconds=rng.uniform(0.5, 120))
        g.emit("idx_done", dbid=dbid, idx=idx)
    def ev_panic(g):
        name, dbid = dbs[0][0], f"{dbs[0][0]}/{dbs[0][1]}"
        g.emit("db_panic", dbid=dbid)
        g.emit("exc_nospace")
        frames(_NJ_STORE, rng.randint(2, 4))
    def ev_restart(g):
        for name, i in reversed(dbs):
            dbid = f"{name}/{i}"
            g.emit("db_unavailable", dbid=dbid, db=name)
            g.emit("cp_shutdown", dbid=dbid, tx=st["tx"][name])
        g.t += timedelta(seconds=rng.uniform(10, 60))
        g.emit("pc_config", b=rng.choice((4294967296, 8589934592, 3435973837)))
        g.emit("vm_monitor")
        for name, i in dbs:
            dbid = f"{name}/{i}"
            g.emit("pc_warm_start", dbid=dbid)
            g.adv(0.1, 3)
            g.emit("pc_warm_done", dbid=dbid, n=_logn(rng, 50000, 1.0), s=f"{rng.randint(0, 9)}s", ms=f"{rng.randint(0, 999)}ms")
            g.emit("db_available", dbid=dbid, db=name)
            g.emit("db_ready", dbid=dbid, db=name)
        g.emit("bolt_enabled", addr="0.0.0.0:7687")
        g.emit("http_enabled", addr="0.0.0.0:7474")
        g.emit("remote_iface", url="http://localhost:7474/")
        g.emit("started")
    events = [
        (20, ev_checkpoint), (4, ev_rotate), (5, ev_pause), (1.5, ev_bolt_hk), (0.3, ev_bolt_pipe),
        (1.2, ev_auth), (0.25, ev_unknown), (0.15, ev_mem), (0.8, ev_tx_timeout), (0.4, ev_unsupported),
        (2.0, ev_pc_profile), (0.3, ev_index), (0.03, ev_panic), (0.04, ev_restart),
    ]
    return _run(g, events, mean_gap=120.0)

# ================================================================= registry
FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("cassandra_system", make_cassandra),
    ("flink_jobmanager", make_flink),
    ("airflow_task", make_airflow),
    ("oracle_alert", make_oracle),
    ("influxdb_logfmt", make_influx),
    ("neo4j_debug", make_neo4j),
]

def _tmpl_regex(tmpl: str) -> re.Pattern:
    return re.compile("^" + ".+?".join(re.escape(p) for p in tmpl.split("<*>")) + "$", re.S)

if __name__ == "__main__":
    for seed in (0, 1):
        for name, make in FORMATS:
            rows = make(random.Random(seed))
            assert len(rows) == N_ROWS, (name, len(rows))
            templates: dict[str, str] = {}
            for r in rows:
                assert set(r) == {"line", "template", "level"}, (name, r)
                assert "\n" not in r["line"] and "\r" not in r["line"], (name, r)
                assert r["level"] in LEVELS, (name, r)
                assert _tmpl_regex(r["template"]).match(r["line"]), (name, r)
                prev = templates.setdefault(r["template"], r["level"])
                assert prev == r["level"], (name, r)
            abnormal = sum(1 for lv in templates.values() if lv in ABNORMAL)
            assert 15 <= len(templates) <= 60, (name, seed, len(templates))
            assert abnormal >= 3, (name, seed, abnormal)
            assert rows == make(random.Random(seed)), (name, "not deterministic")
            if seed == 0:
                print(f"{name}: {len(templates)} templates ({abnormal} abnormal)")
                for r in (rows[0], rows[len(rows) // 2], rows[-1]):
                    print("   ", r["line"][:220])
            else:
                print(f"{name} seed {seed}: {len(templates)} templates ({abnormal} abnormal)")
    print("OK")
