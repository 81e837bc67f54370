"""Synthetic-but-realistic log corpora with ground-truth templates for six
queueing / workflow systems ("queues_outside").

Every corpus is produced from *message specs*: a spec is a format string in
which ``{name}`` marks a variable (filled by a per-format generator) and
``{@123}`` marks a number that is fixed for that call site but is still a
variable by convention (source line numbers).  The line is the filled-in
format, the template is the format with every placeholder replaced by ``<*>``.
Specs of one format never share a template string (asserted at build time).
``make(rng)`` returns exactly 2000 rows in time order; it uses only ``rng``.

General conventions used everywhere
-----------------------------------
* Timestamps, thread names, addresses/ports, ids, uuids, counters, sizes,
  durations, paths, URLs, topic/queue/connector/DAG names, user names, free
  error texts and commands are variables.  Every number is a variable, which
  includes source line numbers in ``file:line`` locations (the file name stays
  constant, the number becomes ``<*>``), generation ids and "1/2"-style ratios.
* Level words, fixed message words, logger / class names, component names,
  state names (success/failed, Started/Stopped, queued/scheduled), enum-like
  error codes (NOT_LEADER_OR_FOLLOWER, E_FIN_FAILED), HTTP methods and
  protocol names are constants; a different value gives a different spec.
* Continuation lines of multi-line records (Airflow TaskInstance lists and
  Python tracebacks) are their own rows with level "-".

Per-format judgement calls
--------------------------
temporal_server
    zap JSON.  Level comes from the ``"level"`` field (debug/info/warn/error,
    dpanic/panic/fatal -> FATAL).  ``msg`` text, keys, ``service``,
    ``component``, ``lifecycle``, ``store-operation``, ``timeout-type``,
    ``queue-task-type``, ``wf-task-queue-type`` and ``service-error-type`` are
    constants (they select a message variant).  Values of ``shard-id``,
    ``address``, ``wf-*`` ids, ``error`` texts, sizes, counts, JSON address
    arrays and the ``ts`` are variables; in ``logging-call-at`` only the line
    number is a variable.
kafka_connect
    log4j ``[%d] %p %X{connector.context}%m (%c:%L)``.  Level is the ``%p``
    word.  Connector names, task numbers, task ids inside ``{id=...}``, client /
    group ids, partitions, offsets, offset maps, generation ids, member ids,
    assignment lists, REST request fields are variables.  Converter stage names
    (VALUE_CONVERTER / KEY_CONVERTER / TRANSFORMATION), Kafka error codes and
    the HTTP method are constants; the logger class is constant, its line
    number a variable.
artemis_broker
    ``%d %-5level [%logger] %msg``.  Level is the padded level word.  The AMQ
    message code and its text are constants; addresses, queues, sizes,
    percentages, session ids, remote addresses, message ids, versions, uuids
    and uptime text are variables.  Audit connection lines keep the protocol
    name (CORE/AMQP/OPENWIRE) constant; ``user@host:port`` is one variable.
nsqd
    ``[nsqd] YYYY/MM/DD HH:MM:SS.micro LEVEL: msg``.  Level is the word before
    the colon (WARNING -> WARN).  Topic / channel names, client addresses,
    message ids, lookupd addresses, paths, HTTP status/URI/latency are
    variables; command words (REGISTER/UNREGISTER, FIN/REQ, PING), E_* codes
    and the HTTP method are constants.  IDENTIFY struct fields: each value is a
    variable, field names constant.
pulsar_broker
    log4j2 ``%d{ISO8601_OFFSET_DATE_TIME_HHMM} [%t] %-5level %logger - %msg``.
    Level is the padded level word.  Thread names are one variable each
    (``[<*>]``); logger names are constants.  Client addresses, topics,
    subscriptions, producer/consumer ids and names, bundles, broker urls,
    ledger ids/positions, ZooKeeper hosts / session ids and percentages are
    variables; ZooKeeper watch states, shedder name and exception class names
    are constants.
airflow_scheduler
    ``[%(asctime)s] {%(filename)s:%(lineno)d} %(levelname)s - %(message)s``.
    Level is the levelname (WARNING -> WARN, CRITICAL -> FATAL).  File name is
    constant, line number variable.  DAG ids, task ids, run ids, dates, try
    numbers, pools, queues, pids, paths and the queued command list are
    variables; TaskInstance / DagRun / executor states and the executor class
    are constants.  ``\\t<TaskInstance: ...>`` list items and traceback lines
    are separate rows with level "-".
"""
from __future__ import annotations

import random
import re
import uuid
from datetime import datetime, timedelta, timezone
from itertools import accumulate
from typing import Callable

N_ROWS = 2000
LEVELS = {"DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"}
_PH = re.compile(r"\{(@[0-9]+|[a-z][a-z0-9_]*)\}")
_MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


# --------------------------------------------------------------------------
# engine
# --------------------------------------------------------------------------
class Spec:
    __slots__ = ("key", "level", "weight", "fmt", "follow", "parts", "template")

    def __init__(self, key, level, weight, fmt, follow=None):
        assert level in LEVELS, level
        assert "\n" not in fmt and "\r" not in fmt, key
        self.key, self.level, self.weight, self.fmt, self.follow = key, level, weight, fmt, follow
        self.parts = _PH.split(fmt)
        self.template = _PH.sub("<*>", fmt)


class Specs:
    """Ordered collection of specs of one format; templates must be unique."""

    def __init__(self):
        self.d: dict[str, Spec] = {}
        self.by_tpl: dict[str, str] = {}

    def add(self, key, level, weight, fmt, follow=None):
        assert key not in self.d, key
        s = Spec(key, level, weight, fmt, follow)
        assert s.template not in self.by_tpl, (key, self.by_tpl.get(s.template))
        self.d[key] = s
        self.by_tpl[s.template] = key
        return s


class Ctx:
    """Per-line variable context: values are generated lazily and memoised,
    so a name used twice in one line (or derived from another) is consistent."""

    __slots__ = ("r", "g", "t", "v")

    def __init__(self, r, g, t):
        self.r, self.g, self.t, self.v = r, g, t, {}

    def __call__(self, name):
        v = self.v.get(name)
        if v is None:
            v = self.v[name] = str(self.g[name](self.r, self))
            assert v and "\n" not in v and "\r" not in v, (name, v)
        return v


def render(spec: Spec, c: Ctx) -> str:
    out = []
    for i, p in enumerate(spec.parts):
        if i % 2 == 0:
            out.append(p)
        elif p[0] == "@":
            out.append(p[1:])
        else:
            out.append(c(p))
    return "".join(out)


def run(rng, specs: Specs, gens, *, startup=(), incidents=(), shutdown=(), gap=1.0, n=N_ROWS):
    """Startup sequence, then weighted steady-state sampling with incident
    bursts spliced in at random points, then an optional shutdown sequence.
    A plan item is a spec key or ``(key, seed)`` where ``seed`` pre-sets some
    variable values (so that related lines share e.g. a task id)."""
    sd = specs.d
    keys = [k for k, s in sd.items() if s.weight > 0]
    cum = list(accumulate(sd[k].weight for k in keys))
    body = rng.choices(keys, cum_weights=cum, k=n)
    for inc in incidents:
        seq = inc(rng) if callable(inc) else list(inc)
        pos = rng.randrange(len(body))
        body[pos:pos] = seq
    plan = list(startup) + body
    t = datetime(2026, 12, 5, 6, 0, 0, tzinfo=timezone.utc) + timedelta(
        seconds=rng.randint(0, 4 * 3600), microseconds=rng.randrange(10**6))

    def expand(item, t):
        key, seed = item if isinstance(item, tuple) else (item, None)
        s = sd[key]
        c = Ctx(rng, gens, t)
        if seed:
            c.v.update(seed)
        out = [(s, render(s, c))]
        if s.follow:
            for k2 in s.follow(rng, c):
                t += timedelta(microseconds=rng.randint(150, 4000))
                sub, t = expand(k2, t)
                out += sub
        return out, t

    limit = n - len(shutdown)
    rows: list[dict[str, str]] = []
    for item in plan:
        if len(rows) >= limit:
            break
        t += timedelta(microseconds=1000 + int(rng.expovariate(1.0 / gap) * 1e6))
        group, t = expand(item, t)
        if len(rows) + len(group) > limit:
            continue
        rows += [{"line": ln, "template": s.template, "level": s.level} for s, ln in group]
    assert len(rows) == limit, (len(rows), limit)
    for key in shutdown:
        t += timedelta(microseconds=1000 + int(rng.expovariate(1.0 / gap) * 2e5))
        group, t = expand(key, t)
        rows += [{"line": ln, "template": s.template, "level": s.level} for s, ln in group]
    rows = rows[:n]
    assert len(rows) == n
    return rows


# --------------------------------------------------------------------------
# value helpers
# --------------------------------------------------------------------------
_ZW: dict[tuple[int, float], list[float]] = {}


def z(r, pool, s=1.1):
    """Zipf-skewed choice: earlier pool entries are much more frequent."""
    key = (len(pool), s)
    w = _ZW.get(key)
    if w is None:
        w = _ZW[key] = list(accumulate(1.0 / (i + 1) ** s for i in range(len(pool))))
    return r.choices(pool, cum_weights=w)[0]


def uid(r):
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def hexn(r, n):
    return f"{r.getrandbits(4 * n):0{n}x}"


def ips(r, n, net="10.0"):
    out = []
    while len(out) < n:
        a = f"{net}.{r.randint(0, 7)}.{r.randint(2, 254)}"
        if a not in out:
            out.append(a)
    return out


def ms3(t):
    return f"{t.microsecond // 1000:03d}"


def clf_date(t):
    return f"{t.day:02d}/{_MON[t.month - 1]}/{t.year}:{t.strftime('%H:%M:%S')} +0000"


def go_dur(r):
    x = r.lognormvariate(-7.5, 1.6)  # seconds
    if x < 1e-3:
        return f"{x * 1e6:.3f}µs"
    if x < 1:
        return f"{x * 1e3:.6f}".rstrip("0").rstrip(".") + "ms"
    return f"{x:.6f}".rstrip("0").rstrip(".") + "s"


def ephemeral(r):
    return r.randint(32768, 60999)


# --------------------------------------------------------------------------
# 1. Temporal server (zap JSON)
# --------------------------------------------------------------------------
_TLV = {"debug": "DEBUG", "info": "INFO", "warn": "WARN", "error": "ERROR",
        "dpanic": "FATAL", "panic": "FATAL", "fatal": "FATAL"}


def make_temporal(rng: random.Random) -> list[dict[str, str]]:
    hist = ips(rng, 4)
    match = ips(rng, 3)
    front = ips(rng, 2)
    nss = ["orders", "payments", "default", "billing", "shipping", "notifications",
           "fraud-check", "loyalty", "temporal-system", "inventory-sync"]
    nsid = {n: uid(rng) for n in nss}
    tqs = ["orders-tq", "payments-tq", "billing-worker", "shipping-tq", "default",
           "notify-email", "fraud-scoring", "inventory-sync-tq", "loyalty-points",
           "temporal-sys-tq-scanner-taskqueue-0"]
    wfp = ["order-processing", "payment-capture", "invoice-gen", "shipment-track",
           "email-dispatch", "fraud-score", "refund", "subscription-renewal", "cart-abandon"]
    errs = ["context deadline exceeded", "Workflow is busy.", "context canceled",
            "Shard status unknown", "workflow execution already completed",
            "Not enough hosts to serve the request",
            "unable to get mutable state: context deadline exceeded",
            "Resource exhausted: persistence max QPS reached.",
            "sql: transaction has already been committed or rolled back"]
    perrs = ["context deadline exceeded",
             "Error 1213 (40001): Deadlock found when trying to get lock; try restarting transaction",
             "dial tcp 10.0.9.15:3306: connect: connection refused",
             "Failed to lock shard with ID: 37. Error: context deadline exceeded",
             "driver: bad connection",
             "pq: canceling statement due to user request"]
    merrs = ["context deadline exceeded", "Not enough hosts to serve the request",
             "connection error: desc = \\\"transport: Error while dialing: dial tcp 10.0.3.41:7235: connect: connection refused\\\"",
             "rpc error: code = Unavailable desc = error reading from server: EOF",
             "Task queue is unloading"]
    ferrs = ["could not build arguments for function \\\"go.temporal.io/server/temporal\\\".ServerLifetimeHooks: failed to build *sql.Factory: dial tcp 10.0.9.15:3306: connect: connection refused",
             "sql schema version compatibility check failed: version mismatch for keyspace/database: \\\"temporal\\\". Expected version: 1.12 cannot be greater than Actual version: 1.11",
             "unable to initialize system namespace: context deadline exceeded"]
    dckeys = ["history.persistenceMaxQPS", "frontend.namespaceRPS", "matching.numTaskqueueReadPartitions",
              "history.transferProcessorMaxPollRPS", "limit.maxIDLength"]

    def vts(r, c):
        t = c.t - timedelta(seconds=r.uniform(0.005, 40))
        return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond:06d}{r.randint(0, 999):03d}Z"

    def addrs(pool, port):
        def f(r, c):
            k = r.randint(1, len(pool))
            return "[" + ",".join(f'"{a}:{port}"' for a in sorted(r.sample(pool, k))) + "]"
        return f

    g = {
        "ts": lambda r, c: c.t.strftime("%Y-%m-%dT%H:%M:%S.") + ms3(c.t) + "Z",
        "haddr": lambda r, c: z(r, hist) + ":7234",
        "maddr": lambda r, c: z(r, match) + ":7235",
        "faddr": lambda r, c: z(r, front) + ":7233",
        "ip": lambda r, c: z(r, hist + match + front),
        "mport": lambda r, c: r.choice([6933, 6934, 6935, 6939]),
        "hostid": lambda r, c: uid(r),
        "svcs": lambda r, c: r.choice(['["history","matching","frontend","worker"]',
                                       '["history"]', '["matching"]', '["frontend","internal-frontend"]']),
        "haddrs": addrs(hist, 7234),
        "maddrs": addrs(match, 7235),
        "shard": lambda r, c: r.randint(1, 512),
        "rid": lambda r, c: r.randint(12, 900),
        "prid": lambda r, c: int(c("rid")) - 1,
        "num": lambda r, c: r.choice([0, 0, 0, r.randint(1, 60) * 1048576]),
        "nnum": lambda r, c: c("num"),
        "ns": lambda r, c: z(r, nss),
        "nsid": lambda r, c: nsid[c("ns")],
        "wfid": lambda r, c: f"{z(r, wfp)}-{r.randint(100000, 999999)}",
        "runid": lambda r, c: uid(r),
        "att": lambda r, c: z(r, list(range(1, 12)), 1.6),
        "att2": lambda r, c: z(r, list(range(2, 60)), 0.8),
        "actid": lambda r, c: z(r, ["5", "11", "17", "23", "charge-card", "reserve-stock", "send-email"]),
        "tq": lambda r, c: z(r, tqs),
        "qtid": lambda r, c: r.randint(1048576, 98000000),
        "vts": vts,
        "evid": lambda r, c: r.randint(2, 420),
        "err": lambda r, c: z(r, errs),
        "perr": lambda r, c: z(r, perrs),
        "merr": lambda r, c: z(r, merrs),
        "ferr": lambda r, c: r.choice(ferrs),
        "tmo": lambda r, c: f"1m{r.randint(8, 9)}.{r.randint(900, 999)}{r.randint(0, 999999):06d}s",
        "hsize": lambda r, c: r.randint(10 * 2**20, 48 * 2**20),
        "evcnt": lambda r, c: r.randint(10240, 49000),
        "mssize": lambda r, c: r.randint(1 * 2**20, 7 * 2**20),
        "serr": lambda r, c: f"Shard is not owned by host: {z(r, hist)}:7234",
        "dckey": lambda r, c: z(r, dckeys),
        "dcold": lambda r, c: r.choice([1000, 2000, 3000, 2400, 4]),
        "dcnew": lambda r, c: r.choice([1200, 2500, 5000, 8]),
        "scwf": lambda r, c: z(r, ["temporal-sys-tq-scanner", "temporal-sys-history-scanner",
                                   "temporal-sys-executions-scanner"]),
        "rps": lambda r, c: r.choice([1200, 2400, 600]),
    }

    S = Specs()

    def T(key, lvl, w, msg, fields, call, follow=None):
        f = "," + fields if fields else ""
        fmt = '{"level":"%s","ts":"{ts}","msg":"%s"%s,"logging-call-at":"%s"}' % (lvl, msg, f, call)
        S.add(key, _TLV[lvl], w, fmt, follow)

    H = '"service":"history","shard-id":{shard},"address":"{haddr}"'
    W = '"wf-namespace":"{ns}","wf-id":"{wfid}","wf-run-id":"{runid}"'
    WI = '"wf-namespace-id":"{nsid}","wf-id":"{wfid}","wf-run-id":"{runid}"'
    MQ = '"service":"matching","address":"{maddr}","wf-namespace":"{ns}","wf-task-queue-name":"{tq}"'
    # startup / lifecycle
    T("srv", "info", 0, "Starting server for services", '"value":{svcs}', "server_impl.go:{@94}")
    T("pprof", "info", 0, "PProf not started due to port not set", "", "pprof.go:{@67}")
    T("h_start", "info", 0, "history starting", '"service":"history","address":"{haddr}"', "service.go:{@96}")
    T("m_start", "info", 0, "matching starting", '"service":"matching","address":"{maddr}"', "service.go:{@91}")
    T("f_start", "info", 0, "frontend starting", '"service":"frontend","address":"{faddr}"', "service.go:{@356}")
    T("h_stop", "info", 0, "ShutdownHandler: Evicting self from membership ring", '"service":"history","address":"{haddr}"', "service.go:{@133}")
    T("hb", "info", 0, "Membership heartbeat upserted successfully",
      '"address":"{ip}","port":{mport},"hostId":"{hostid}"', "monitor.go:{@330}")
    T("mem_h", "info", 0.6, "Current reachable members",
      '"component":"service-resolver","service":"history","addresses":{haddrs}', "service_resolver.go:{@279}")
    T("mem_m", "info", 0.6, "Current reachable members",
      '"component":"service-resolver","service":"matching","addresses":{maddrs}', "service_resolver.go:{@279}")
    # shards
    T("acq", "info", 0.5, "Acquired shard", H, "controller_impl.go:{@398}")
    T("close", "info", 0, "Close shard", H + ',"lifecycle":"Stopping"', "controller_impl.go:{@295}")
    T("range", "info", 2.5, "Range updated for shardID",
      H + ',"shard-range-id":{rid},"previous-shard-range-id":{prid},"number":{num},"next-number":{nnum}',
      "context_impl.go:{@1196}")
    T("qp_tr", "info", 0, "Queue processor started",
      H + ',"component":"transfer-queue-processor","lifecycle":"Started"', "queue_base.go:{@246}")
    T("qp_ti", "info", 0, "Queue processor started",
      H + ',"component":"timer-queue-processor","lifecycle":"Started"', "queue_base.go:{@246}")
    T("lost", "warn", 0.25, "Shard ownership lost", H + ',"error":"{serr}"', "context_impl.go:{@1561}")
    T("lookup", "warn", 0.12, "Error looking up host for shardID",
      '"service":"history","shard-id":{shard},"error":"{merr}"', "controller_impl.go:{@466}")
    # workflow tasks
    T("wft_stc", "info", 16, "Workflow task timed out",
      H + "," + W + ',"timeout-type":"StartToClose","attempt":{att}', "timer_queue_active_task_executor.go:{@327}")
    T("wft_sts", "warn", 1.6, "Workflow task timed out",
      H + "," + W + ',"timeout-type":"ScheduleToStart","attempt":{att}', "timer_queue_active_task_executor.go:{@327}")
    T("act_to", "info", 9, "Activity task timed out",
      H + "," + W + ',"wf-activity-id":"{actid}","timeout-type":"StartToClose","attempt":{att}',
      "timer_queue_active_task_executor.go:{@218}")
    T("tq_wf", "info", 9, "Task queue manager state changed",
      MQ + ',"wf-task-queue-type":"Workflow","lifecycle":"Started"', "task_queue_manager.go:{@282}")
    T("tq_act", "info", 6, "Task queue manager state changed",
      MQ + ',"wf-task-queue-type":"Activity","lifecycle":"Started"', "task_queue_manager.go:{@282}")
    T("tq_stop", "info", 4, "Task queue manager state changed",
      MQ + ',"wf-task-queue-type":"Workflow","lifecycle":"Stopped"', "task_queue_manager.go:{@306}")
    T("fail_tr", "error", 2.5, "Fail to process task",
      H + ',"component":"transfer-queue-processor",' + WI + ',"queue-task-id":{qtid},'
      '"queue-task-visibility-timestamp":"{vts}","queue-task-type":"TransferWorkflowTask",'
      '"wf-history-event-id":{evid},"error":"{err}","lifecycle":"ProcessingFailed"', "lazy_logger.go:{@68}")
    T("fail_ti", "error", 0.8, "Fail to process task",
      H + ',"component":"timer-queue-processor",' + WI + ',"queue-task-id":{qtid},'
      '"queue-task-visibility-timestamp":"{vts}","queue-task-type":"WorkflowTaskTimeout",'
      '"wf-history-event-id":{evid},"error":"{err}","lifecycle":"ProcessingFailed"', "lazy_logger.go:{@68}")
    T("crit", "error", 0.3, "Critical error processing task, retrying.",
      H + ',"component":"transfer-queue-processor",' + WI + ',"queue-task-id":{qtid},'
      '"attempt":{att2},"error":"{err}","operation":"ProcessTransferTask"', "task_processor.go:{@403}")
    T("p_upd", "error", 0.9, "Persistent store operation Failure",
      H + "," + WI + ',"store-operation":"update-wf-execution","error":"{perr}"', "transaction_impl.go:{@380}")
    T("p_crt", "error", 0.25, "Persistent store operation Failure",
      H + "," + WI + ',"store-operation":"create-wf-execution","error":"{perr}"', "transaction_impl.go:{@294}")
    T("p_get", "error", 0.06, "Persistent store operation Failure",
      H + "," + WI + ',"store-operation":"get-wf-execution","error":"{perr}"', "transaction_impl.go:{@512}")
    T("poll_wf", "error", 1.4, "Unable to call matching.PollWorkflowTaskQueue.",
      '"service":"frontend","wf-task-queue-name":"{tq}","timeout":"{tmo}","error":"{merr}"',
      "workflow_handler.go:{@905}")
    T("poll_act", "error", 0.5, "Unable to call matching.PollActivityTaskQueue.",
      '"service":"frontend","wf-task-queue-name":"{tq}","timeout":"{tmo}","error":"{merr}"',
      "workflow_handler.go:{@1111}")
    T("mcli", "warn", 1.1, "matching client encountered error",
      '"service":"history","error":"{merr}","service-error-type":"serviceerror.Unavailable"', "metric_client.go:{@263}")
    T("hcli", "error", 0.4, "history client encountered error",
      '"service":"frontend","error":"{err}","service-error-type":"serviceerror.DeadlineExceeded"',
      "metric_client.go:{@643}")
    T("hsize", "warn", 0.2, "history size exceeds warn limit.",
      '"shard-id":{shard},"address":"{haddr}",' + WI + ',"wf-history-size":{hsize},"wf-event-count":{evcnt}',
      "context.go:{@1283}")
    T("mssize", "warn", 0.07, "mutable state size exceeds warn limit.",
      '"shard-id":{shard},"address":"{haddr}",' + WI + ',"wf-mutable-state-size":{mssize}', "context.go:{@1331}")
    T("nsrate", "warn", 0.4, "Namespace RPS limit exceeded",
      '"service":"frontend","wf-namespace":"{ns}","namespace-rps":{rps}', "namespace_rate_limit_interceptor.go:{@104}")
    T("dc", "info", 0.05, "Dynamic config changed",
      '"key":"{dckey}","old-value":"{dcold}","new-value":"{dcnew}"', "file_based_client.go:{@232}")
    T("scan", "info", 0.08, "Scanner workflow started",
      '"service":"worker","wf-namespace":"temporal-system","wf-id":"{scwf}","wf-run-id":"{runid}"', "scanner.go:{@243}")
    T("fatal", "fatal", 0, "Unable to start server", '"error":"{ferr}"', "main.go:{@202}")

    startup = (["srv", "pprof", "hb", "hb", "hb", "f_start", "m_start", "h_start", "mem_h", "mem_m"]
               + ["acq"] * rng.randint(6, 14) + ["qp_tr", "qp_ti"] * rng.randint(2, 4))

    def restart(r):
        k = r.randint(3, 9)
        seq = ["h_stop"] + ["close"] * k + ["mem_h"]
        if r.random() < 0.5:
            seq += ["fatal"]
        return seq + ["h_start", "hb", "mem_h"] + ["acq"] * k + ["qp_tr", "qp_ti"]

    def db_outage(r):
        k = r.randint(4, 12)
        return [r.choice(["p_upd", "p_upd", "fail_tr", "crit", "p_crt"]) for _ in range(k)]

    return run(rng, S, g, startup=startup, incidents=[restart, db_outage, db_outage], gap=1.8)


# --------------------------------------------------------------------------
# 2. Kafka Connect worker (log4j)
# --------------------------------------------------------------------------
def make_kafka_connect(rng: random.Random) -> list[dict[str, str]]:
    sinks = {"jdbc-sink-orders": ("orders", "io.confluent.connect.jdbc.JdbcSinkTask", "10.7.4"),
             "s3-sink-events": ("clickstream.events", "io.confluent.connect.s3.S3SinkTask", "10.5.7"),
             "es-sink-products": ("catalog.products", "io.confluent.connect.elasticsearch.ElasticsearchSinkTask", "14.0.12"),
             "http-sink-webhooks": ("webhooks.outbound", "io.confluent.connect.http.HttpSinkTask", "1.7.3")}
    sources = {"debezium-pg-inventory": ("inventory.public.stock_items", "io.debezium.connector.postgresql.PostgresConnectorTask", "2.4.2.Final"),
               "mongo-source-users": ("mongo.users.profiles", "com.mongodb.kafka.connect.source.MongoSourceTask", "1.11.2")}
    sink_names, src_names = list(sinks), list(sources)
    ctypes = {"jdbc-sink-orders": "io.confluent.connect.jdbc.JdbcSinkConnector",
              "s3-sink-events": "io.confluent.connect.s3.S3SinkConnector",
              "es-sink-products": "io.confluent.connect.elasticsearch.ElasticsearchSinkConnector",
              "http-sink-webhooks": "io.confluent.connect.http.HttpSinkConnector",
              "debezium-pg-inventory": "io.debezium.connector.postgresql.PostgresConnector",
              "mongo-source-users": "com.mongodb.kafka.connect.MongoSourceConnector"}
    allc = sink_names + src_names
    brokers = [f"b-{i}.kafka-prod.internal" for i in range(1, 4)]
    workers = ips(rng, 3)
    rest_clients = ips(rng, 4, "10.1")
    member = {w: f"connect-1-{uid(rng)}" for w in ["leader"]}
    rpaths = ["/connectors", "/connectors/jdbc-sink-orders/status", "/connectors/s3-sink-events/status",
              "/connectors?expand=status", "/", "/connectors/debezium-pg-inventory/tasks/0/status",
              "/connector-plugins", "/connectors/es-sink-products/config"]
    uas = ["kube-probe/1.28", "curl/7.88.1", "Prometheus/2.48.0", "python-requests/2.31.0", "Go-http-client/1.1"]

    def offmap(r, c):
        topic = sinks[c("sconn")][0]
        parts = sorted(r.sample(range(12), r.choice([1, 1, 2, 3, 4])))
        return "{" + ", ".join(f"{topic}-{p}=OffsetAndMetadata{{offset={r.randint(1000, 9_800_000)}, "
                               f"leaderEpoch=null, metadata=''}}" for p in parts) + "}"

    def partlist(r, c):
        topic = sinks[c("sconn")][0]
        return ", ".join(f"{topic}-{p}" for p in sorted(r.sample(range(12), r.randint(1, 4))))

    def tids(r, c):
        pick = r.sample(allc, r.randint(1, 4))
        return "[" + ", ".join(f"{p}-{r.randint(0, 2)}" for p in pick) + "]"

    g = {
        "ts": lambda r, c: c.t.strftime("%Y-%m-%d %H:%M:%S,") + ms3(c.t),
        "sconn": lambda r, c: z(r, sink_names),
        "stask": lambda r, c: z(r, [0, 1, 2, 3], 1.3),
        "stid": lambda r, c: f"{c('sconn')}-{c('stask')}",
        "rconn": lambda r, c: z(r, src_names),
        "rtask": lambda r, c: 0,
        "rtid": lambda r, c: f"{c('rconn')}-{c('rtask')}",
        "anyconn": lambda r, c: z(r, allc),
        "anyctype": lambda r, c: ctypes[c("anyconn")],
        "anytid": lambda r, c: f"{c('anyconn')}-{r.randint(0, 2)}",
        "cver": lambda r, c: sinks[c("sconn")][2],
        "ctype": lambda r, c: sinks[c("sconn")][1],
        "seq": lambda r, c: r.randint(1, 4800),
        "offmap": offmap,
        "nack": lambda r, c: z(r, [1, 2, 3, 5, 8, 13, 40, 128, 512, 1790], 0.7),
        "wcid": lambda r, c: "connect-1",
        "wgid": lambda r, c: "connect-cluster-prod",
        "gen": lambda r, c: 40 + c.t.hour * 4 + c.t.minute // 15,
        "memid": lambda r, c: member["leader"],
        "pver": lambda r, c: 2,
        "aerr": lambda r, c: 0,
        "lurl": lambda r, c: f"http://{workers[0]}:8083/",
        "coff": lambda r, c: 1200 + c.t.hour * 3 + r.randint(0, 2),
        "coff2": lambda r, c: int(c("coff")) + r.randint(1, 4),
        "cids": lambda r, c: "[" + ", ".join(r.sample(allc, r.randint(1, 3))) + "]",
        "tids": tids,
        "rcids": lambda r, c: r.choice(["[]", "[]", "[]", f"[{z(r, allc)}]"]),
        "rtids": lambda r, c: r.choice(["[]", "[]", f"[{z(r, allc)}-0]"]),
        "dly": lambda r, c: r.choice([0, 0, 0, 300000]),
        "ccid": lambda r, c: f"connector-consumer-{c('stid')}",
        "cgid": lambda r, c: f"connect-{c('sconn')}",
        "cmid": lambda r, c: f"{c('ccid')}-{uid(r)}",
        "parts": partlist,
        "part": lambda r, c: f"{sinks[c('sconn')][0]}-{r.randint(0, 11)}",
        "foff": lambda r, c: r.randint(1000, 9_800_000),
        "baddr": lambda r, c: z(r, brokers) + ":9092",
        "bid": lambda r, c: r.randint(1, 3),
        "lep": lambda r, c: r.randint(3, 41),
        "pcid": lambda r, c: f"connector-producer-{c('rtid')}",
        "corr": lambda r, c: r.randint(100, 9_000_000),
        "ppart": lambda r, c: f"{sources[c('rconn')][0]}-{r.randint(0, 5)}",
        "left": lambda r, c: 2147483647 - z(r, [1, 2, 3, 4, 5]),
        "topic": lambda r, c: sinks[c("sconn")][0],
        "pnum": lambda r, c: r.randint(0, 11),
        "epochms": lambda r, c: int(c.t.timestamp() * 1000) - r.randint(10, 90000),
        "convc": lambda r, c: z(r, ["io.confluent.connect.avro.AvroConverter", "org.apache.kafka.connect.json.JsonConverter"]),
        "kconvc": lambda r, c: z(r, ["org.apache.kafka.connect.storage.StringConverter", "io.confluent.connect.avro.AvroConverter"]),
        "xformc": lambda r, c: z(r, ["org.apache.kafka.connect.transforms.TimestampConverter$Value",
                                     "org.apache.kafka.connect.transforms.ReplaceField$Value"]),
        "nout": lambda r, c: r.randint(20, 40000),
        "rip": lambda r, c: z(r, rest_clients),
        "rdate": lambda r, c: clf_date(c.t),
        "rpath": lambda r, c: z(r, rpaths),
        "rpost": lambda r, c: r.choice(["/connectors", "/connectors/s3-sink-events/restart?includeTasks=true&onlyFailed=true"]),
        "rput": lambda r, c: f"/connectors/{z(r, allc)}/config",
        "rdel": lambda r, c: f"/connectors/{z(r, allc)}",
        "rst": lambda r, c: r.choice([200] * 20 + [404, 409, 500]),
        "rst2": lambda r, c: r.choice([201, 202, 204, 409]),
        "rbytes": lambda r, c: r.randint(2, 5200),
        "rua": lambda r, c: z(r, uas),
        "rms": lambda r, c: int(r.lognormvariate(1.5, 1.1)) + 1,
        "initms": lambda r, c: r.randint(2400, 9800),
    }

    S = Specs()
    RT = "org.apache.kafka.connect.runtime"
    DH = RT + ".distributed.DistributedHerder"
    AC = "org.apache.kafka.clients.consumer.internals.AbstractCoordinator"
    CC = "org.apache.kafka.clients.consumer.internals.ConsumerCoordinator"
    WC = "[Worker clientId={wcid}, groupId={wgid}] "
    SK = "[{sconn}|task-{stask}] "
    SR = "[{rconn}|task-{rtask}] "
    CON = "[Consumer clientId={ccid}, groupId={cgid}] "

    def K(key, lvl, w, msg, logger, ln, follow=None):
        S.add(key, lvl, w, "[{ts}] %s %s (%s:{@%d})" % (lvl, msg, logger, ln), follow)

    K("init", "INFO", 0, "Kafka Connect worker initialization took {initms}ms", "org.apache.kafka.connect.cli.AbstractConnectCli", 124)
    K("started", "INFO", 0, "Kafka Connect started", RT + ".Connect", 57)
    K("herder", "INFO", 0, WC + "Herder started", DH, 375)
    K("rb", "INFO", 0, WC + "Rebalance started", RT + ".distributed.WorkerCoordinator", 225)
    K("rejoin", "INFO", 0, WC + "(Re-)joining group", AC, 576)
    K("joined", "INFO", 0, WC + "Successfully joined group with generation Generation{generationId={gen}, memberId='{memid}', protocol='sessioned'}", AC, 637)
    K("synced", "INFO", 0, WC + "Successfully synced group in generation Generation{generationId={gen}, memberId='{memid}', protocol='sessioned'}", AC, 812)
    K("assign", "INFO", 0, WC + "Joined group at generation {gen} with protocol version {pver} and got assignment: "
      "Assignment{error={aerr}, leader='{memid}', leaderUrl='{lurl}', offset={coff}, connectorIds={cids}, taskIds={tids}, "
      "revokedConnectorIds={rcids}, revokedTaskIds={rtids}, delay={dly}} with rebalance delay: {dly}", DH, 2317)
    K("startcfg", "INFO", 0, WC + "Starting connectors and tasks using config offset {coff}", DH, 1709)
    K("starttask", "INFO", 0, WC + "Starting task {anytid}", DH, 1751)
    K("startconn", "INFO", 0, WC + "Starting connector {anyconn}", DH, 1830)
    K("finstart", "INFO", 0, WC + "Finished starting connectors and tasks", DH, 1738)
    K("cfgbehind", "INFO", 0.15, WC + "Current config state offset {coff} is behind group assignment {coff2}, reading to end of config log", DH, 1577)
    K("cfgslow", "WARN", 0.05, WC + "Didn't reach end of config log quickly enough", DH, 1597)
    K("reconf", "ERROR", 0.04, WC + "Failed to reconfigure connector's tasks ({anyconn}), retrying after backoff.", DH, 2072)
    K("cfgupd", "INFO", 0.1, WC + "Connector {anyconn} config updated", DH, 2256)
    K("sesskey", "INFO", 0.06, WC + "Session key updated", DH, 2143)
    K("createconn", "INFO", 0, "[{anyconn}|worker] Creating connector {anyconn} of type {anyctype}", RT + ".Worker", 309)
    K("stopconn", "INFO", 0, "[{anyconn}|worker] Stopping connector {anyconn}", RT + ".Worker", 429)
    K("createtask", "INFO", 0, SK + "Creating task {stid}", RT + ".Worker", 600)
    K("insttask", "INFO", 0, SK + "Instantiated task {stid} with version {cver} of type {ctype}", RT + ".Worker", 614)
    K("stoptask", "INFO", 0, SK + "Stopping task {stid}", RT + ".Worker", 1027)
    K("sinkinit", "INFO", 0, SK + "WorkerSinkTask{id={stid}} Sink task finished initialization and start", RT + ".WorkerSinkTask", 329)
    K("sinkexec", "INFO", 0, SK + "WorkerSinkTask{id={stid}} Executing sink task", RT + ".WorkerSinkTask", 214)
    K("commit", "INFO", 30, SK + "WorkerSinkTask{id={stid}} Committing offsets asynchronously using sequence number {seq}: {offmap}", RT + ".WorkerSinkTask", 345)
    K("srccommit", "INFO", 12, SR + "WorkerSourceTask{id={rtid}} Committing offsets for {nack} acknowledged messages", RT + ".WorkerSourceTask", 233)
    K("srcnoop", "INFO", 9, SR + "WorkerSourceTask{id={rtid}} Either no records were produced by the task since the last offset commit, "
      "or every record has been filtered out by a transformation or dropped due to transformation or conversion errors.", RT + ".WorkerSourceTask", 484)
    K("rest_get", "INFO", 11, '{rip} - - [{rdate}] "GET {rpath} HTTP/1.1" {rst} {rbytes} "-" "{rua}" {rms}', RT + ".rest.RestServer", 62)
    K("rest_post", "INFO", 0.3, '{rip} - - [{rdate}] "POST {rpost} HTTP/1.1" {rst2} {rbytes} "-" "{rua}" {rms}', RT + ".rest.RestServer", 62)
    K("rest_put", "INFO", 0.12, '{rip} - - [{rdate}] "PUT {rput} HTTP/1.1" {rst} {rbytes} "-" "{rua}" {rms}', RT + ".rest.RestServer", 62)
    K("rest_del", "INFO", 0.03, '{rip} - - [{rdate}] "DELETE {rdel} HTTP/1.1" {rst2} {rbytes} "-" "{rua}" {rms}', RT + ".rest.RestServer", 62)
    K("assigned", "INFO", 0, SK + CON + "Adding newly assigned partitions: {parts}", CC, 243)
    K("revoke", "INFO", 0, SK + CON + "Revoke previously assigned partitions {parts}", CC, 333)
    K("setoff", "INFO", 0, SK + CON + "Setting offset for partition {part} to the committed offset FetchPosition{offset={foff}, "
      "offsetEpoch=Optional.empty, currentLeader=LeaderAndEpoch{leader=Optional[{baddr} (id: {bid} rack: null)], epoch={lep}}}", CC, 968)
    K("reqjoin", "INFO", 0.2, SK + CON + "Request joining group due to: need to re-join with the given member-id: {cmid}", AC, 1054)
    K("commitfail", "WARN", 0.35, SK + CON + "Offset commit failed on partition {part} at offset {foff}: The request timed out.", CC, 1346)
    K("prodretry", "WARN", 0.7, SR + "[Producer clientId={pcid}] Got error produce response with correlation id {corr} on topic-partition {ppart}, "
      "retrying ({left} attempts left). Error: NOT_LEADER_OR_FOLLOWER", "org.apache.kafka.clients.producer.internals.Sender", 648)
    K("prodretry_to", "WARN", 0.25, SR + "[Producer clientId={pcid}] Got error produce response with correlation id {corr} on topic-partition {ppart}, "
      "retrying ({left} attempts left). Error: REQUEST_TIMED_OUT", "org.apache.kafka.clients.producer.internals.Sender", 648)
    K("metaerr", "WARN", 0.25, SR + "[Producer clientId={pcid}] Received invalid metadata error in produce request on partition {ppart} due to "
      "org.apache.kafka.common.errors.NotLeaderOrFollowerException: For requests intended only for the leader, this error indicates that "
      "the broker is not the current leader. For requests intended for any replica, this error indicates that the broker is not a replica "
      "of the topic partition.. Going to request metadata update now", "org.apache.kafka.clients.producer.internals.Sender", 702)
    K("commitexc", "ERROR", 0.15, SK + "WorkerSinkTask{id={stid}} Commit of offsets threw an unexpected exception for sequence number {seq}: {offmap}", RT + ".WorkerSinkTask", 278)
    K("killed", "ERROR", 0, SK + "WorkerSinkTask{id={stid}} Task threw an uncaught and unrecoverable exception. Task is being killed and will not "
      "recover until manually restarted", RT + ".WorkerTask", 212)
    K("killed_src", "ERROR", 0.02, SR + "WorkerSourceTask{id={rtid}} Task threw an uncaught and unrecoverable exception. Task is being killed and will not "
      "recover until manually restarted", RT + ".WorkerTask", 212)
    rec = "where consumed record is {topic='{topic}', partition={pnum}, offset={foff}, timestamp={epochms}, timestampType=CreateTime}."
    K("conv_v", "ERROR", 0.35, SK + "Error encountered in task {stid}. Executing stage 'VALUE_CONVERTER' with class '{convc}', " + rec, RT + ".errors.LogReporter", 66)
    K("conv_k", "ERROR", 0.08, SK + "Error encountered in task {stid}. Executing stage 'KEY_CONVERTER' with class '{kconvc}', " + rec, RT + ".errors.LogReporter", 66)
    K("xform", "ERROR", 0.04, SK + "Error encountered in task {stid}. Executing stage 'TRANSFORMATION' with class '{xformc}', " + rec, RT + ".errors.LogReporter", 66)
    K("flushto", "WARN", 0.08, SR + "WorkerSourceTask{id={rtid}} Failed to flush, timed out while waiting for producer to flush outstanding {nout} messages", RT + ".WorkerSourceTask", 510)
    K("srccommitfail", "ERROR", 0.06, SR + "WorkerSourceTask{id={rtid}} Failed to commit offsets", RT + ".SourceTaskOffsetCommitter", 114)

    def rebalance(r, first=False):
        k = r.randint(1, 4)
        seq = ["rb", "rejoin", "joined", "synced", "assign", "startcfg"]
        seq += ["startconn"] * r.randint(0, 2) + ["starttask"] * k + ["finstart"]
        if not first:
            for _ in range(r.randint(0, 2)):
                v = {"sconn": z(r, sink_names), "stask": str(r.randint(0, 2))}
                seq = [("revoke", v), ("stoptask", v)] + seq
        for _ in range(k):
            v = {"sconn": z(r, sink_names), "stask": str(r.randint(0, 2))}
            seq += [(x, v) for x in ("createtask", "insttask", "sinkinit", "sinkexec", "assigned")]
            seq += [("setoff", v)] * r.randint(1, 4)
        return seq

    def conn_update(r):
        return ["cfgupd", "stopconn", "createconn", "cfgbehind"] + rebalance(r)

    def task_death(r):
        v = {"sconn": z(r, sink_names), "stask": str(r.randint(0, 2))}
        return [("conv_v", v)] * r.randint(2, 6) + [("killed", v), ("stoptask", v)]

    startup = ["init", "started", "herder"] + ["createconn"] * rng.randint(1, 3) + rebalance(rng, True)
    incidents = [rebalance, rebalance, conn_update, task_death]
    return run(rng, S, g, startup=startup, incidents=incidents, gap=1.2)


# --------------------------------------------------------------------------
# 3. ActiveMQ Artemis broker
# --------------------------------------------------------------------------
def make_artemis(rng: random.Random) -> list[dict[str, str]]:
    addrs = ["orders", "payments.events", "inventory.updates", "notifications.email", "audit.log",
             "shipping.requests", "DLQ", "ExpiryQueue", "billing.invoices", "activemq.notifications"]
    clients = ips(rng, 14, "10.2")
    users = ["app-orders", "svc-payments", "inventory", "notifier", "admin", "monitoring", "batch-etl", "guest"]
    bad_users = ["admin", "guest", "test", "svc-payments", "root", "artemis"]
    sessions = [uid(rng) for _ in range(30)]
    node = uid(rng)
    ver = rng.choice(["2.31.2", "2.32.0", "2.33.0"])
    gms = rng.choice([1073741824, 2147483648, 536870912])

    def cpeer(r, c):
        return f"/{z(r, clients)}:{ephemeral(r)}"

    def size_pair(r, c):
        return r.randint(10485760, 10485760 + 9000)

    def pct(r, c):
        return f"{r.uniform(90.0, 99.4):.2f}%"

    g = {
        "ts": lambda r, c: c.t.strftime("%Y-%m-%d %H:%M:%S,") + ms3(c.t),
        "clus": lambda r, c: "false",
        "jdir": lambda r, c: "data/journal",
        "bdir": lambda r, c: "data/bindings",
        "ldir": lambda r, c: "data/large-messages",
        "pdir": lambda r, c: "data/paging",
        "frac": lambda r, c: "1/2",
        "gms": lambda r, c: gms,
        "gmsf": lambda r, c: f"{gms:,}",
        "pmod": lambda r, c: c("pname").lower().replace("core", "artemis-server").replace("hornetq", "artemis-hornetq-protocol")
        if c("pname") in ("CORE", "HORNETQ") else f"artemis-{c('pname').lower()}-protocol",
        "pname": lambda r, c: r.choice(["CORE", "AMQP", "OPENWIRE", "MQTT", "STOMP", "HORNETQ"]),
        "addr": lambda r, c: z(r, addrs),
        "queue": lambda r, c: c("addr") if r.random() < 0.8 else z(r, addrs),
        "acc": lambda r, c: r.choice(["0.0.0.0:61616", "0.0.0.0:5672", "0.0.0.0:61613", "0.0.0.0:1883"]),
        "protos": lambda r, c: r.choice(["CORE,MQTT,AMQP,STOMP,HORNETQ,OPENWIRE", "AMQP", "STOMP", "MQTT"]),
        "ver": lambda r, c: ver,
        "bname": lambda r, c: "0.0.0.0",
        "nodeid": lambda r, c: node,
        "url": lambda r, c: "http://0.0.0.0:8161",
        "url2": lambda r, c: "http://0.0.0.0:8161/console/jolokia",
        "url3": lambda r, c: "http://0.0.0.0:8161/console",
        "cid": lambda r, c: hexn(r, 8),
        "uap": lambda r, c: f"{z(r, users)}@{z(r, clients)}:{ephemeral(r)}",
        "sess": lambda r, c: z(r, sessions, 0.6),
        "cpeer": cpeer,
        "ttl": lambda r, c: r.choice(["60000ms", "60000ms", "30000ms"]),
        "hs": lambda r, c: 10,
        "accname": lambda r, c: r.choice(["artemis", "amqp", "stomp"]),
        "free": lambda r, c: f"{r.uniform(0.3, 1.9):.1f}GB",
        "total": lambda r, c: r.choice(["20.0GB", "50.0GB"]),
        "usage": pct,
        "psz": size_pair,
        "pmsgs": lambda r, c: r.randint(800, 24000),
        "pmax": lambda r, c: 10485760,
        "pmaxm": lambda r, c: -1,
        "gsz": lambda r, c: r.randint(10485760, 400000000),
        "gmsgs": lambda r, c: r.randint(900, 90000),
        "gmaxm": lambda r, c: -1,
        "mid": lambda r, c: r.randint(10**6, 9 * 10**8),
        "dur": lambda r, c: r.choice(["true", "true", "true", "false"]),
        "muid": lambda r, c: uid(r),
        "prio": lambda r, c: r.choice([4, 4, 4, 0, 9]),
        "mts": lambda r, c: int(c.t.timestamp() * 1000) - r.randint(1000, 3600000),
        "exp": lambda r, c: 0,
        "msize": lambda r, c: r.randint(300, 12000),
        "hash": lambda r, c: hexn(r, 8).lstrip("0") or "1",
        "dla": lambda r, c: "DLQ",
        "ea": lambda r, c: "ExpiryQueue",
        "user": lambda r, c: z(r, bad_users),
        "comp": lambda r, c: f"QueueImpl[name={z(r, addrs)}, postOffice=PostOfficeImpl [server=ActiveMQServerImpl::name=0.0.0.0], temp=false]@{hexn(r, 8)}",
        "iofile": lambda r, c: f"{r.randint(1, 40)}.amq",
        "iomsg": lambda r, c: r.choice(["No space left on device", "Input/output error", "Timeout on close"]),
        "sfname": lambda r, c: f"$.artemis.internal.sf.my-cluster.{uid(r)}",
        "hash2": lambda r, c: hexn(r, 8),
        "uptime": lambda r, c: r.choice([f"{r.randint(1, 23)} hours {r.randint(1, 59)} minutes",
                                         f"{r.randint(2, 59)} minutes", f"{r.randint(1, 40)} days {r.randint(1, 23)} hours"]),
    }

    S = Specs()
    SV = "org.apache.activemq.artemis.core.server"
    CL = "org.apache.activemq.artemis.core.client"
    AU = "org.apache.activemq.audit.resource"

    def A(key, lvl, w, logger, msg, follow=None):
        S.add(key, lvl, w, "{ts} %-5s [%s] %s" % (lvl, logger, msg), follow)

    cm = ("Reference[{mid}]:RELIABLE:CoreMessage[messageID={mid},durable={dur},userID={muid},priority={prio},"
          "timestamp={mts},expiration={exp},durable={dur},address={addr},size={msize},properties=TypedProperties[]]@{hash}")
    pg = ("size={psz} bytes ({pmsgs} messages); maxSize={pmax} bytes ({pmaxm} messages); "
          "globalSize={gsz} bytes ({gmsgs} messages); globalMaxSize={gms} bytes ({gmaxm} messages);")
    A("starting", "INFO", 0, SV, "AMQ221000: live Message Broker is starting with configuration Broker Configuration "
      "(clustered={clus},journalDirectory={jdir},bindingsDirectory={bdir},largeMessagesDirectory={ldir},pagingDirectory={pdir})")
    A("aio", "INFO", 0, SV, "AMQ221012: Using AIO Journal")
    A("gms", "INFO", 0, SV, "AMQ221057: Global Max Size is being adjusted to {frac} of the JVM max size (-Xmx). being defined as {gmsf}")
    A("proto", "INFO", 0, SV, "AMQ221043: Protocol module found: [{pmod}]. Adding protocol support for: {pname}")
    A("lockwait", "INFO", 0, SV, "AMQ221034: Waiting indefinitely to obtain live lock")
    A("lockgot", "INFO", 0, SV, "AMQ221035: Live Server Obtained live lock")
    A("depaddr_a", "INFO", 0, SV, "AMQ221080: Deploying address {addr} supporting [ANYCAST]")
    A("depaddr_m", "INFO", 0, SV, "AMQ221080: Deploying address {addr} supporting [MULTICAST]")
    A("depq_a", "INFO", 0, SV, "AMQ221003: Deploying ANYCAST queue {queue} on address {addr}")
    A("depq_m", "INFO", 0.02, SV, "AMQ221003: Deploying MULTICAST queue {queue} on address {addr}")
    A("acceptor", "INFO", 0, SV, "AMQ221020: Started EPOLL Acceptor at {acc} for protocols [{protos}]")
    A("live", "INFO", 0, SV, "AMQ221007: Server is now live")
    A("version", "INFO", 0, SV, "AMQ221001: Apache ActiveMQ Artemis Message Broker version {ver} [{bname}, nodeID={nodeid}]")
    A("http", "INFO", 0, "org.apache.activemq.artemis", "AMQ241001: HTTP Server started at {url}")
    A("jolokia", "INFO", 0, "org.apache.activemq.artemis", "AMQ241002: Artemis Jolokia REST API available at {url2}")
    A("console", "INFO", 0, "org.apache.activemq.artemis", "AMQ241004: Artemis Console available at {url3}")
    A("stopped", "INFO", 0, SV, "AMQ221002: Apache ActiveMQ Artemis Message Broker version {ver} [{nodeid}] stopped, uptime {uptime}")
    A("c_core", "INFO", 12, AU, "AMQ601767: CORE connection {cid} for user {uap} created")
    A("c_amqp", "INFO", 5, AU, "AMQ601767: AMQP connection {cid} for user {uap} created")
    A("c_ow", "INFO", 1.5, AU, "AMQ601767: OPENWIRE connection {cid} for user {uap} created")
    A("d_core", "INFO", 11, AU, "AMQ601768: CORE connection {cid} for user {uap} destroyed")
    A("d_amqp", "INFO", 4.5, AU, "AMQ601768: AMQP connection {cid} for user {uap} destroyed")
    A("clfail", "WARN", 3, SV, "AMQ222061: Client connection failed, clearing up resources for session {sess}")
    A("cleared", "WARN", 3, SV, "AMQ222107: Cleared up resources for session {sess}")
    A("ttl", "WARN", 2, CL, "AMQ212037: Connection failure to {cpeer} has been detected: AMQ229014: Did not receive data from {cpeer} "
      "within the {ttl} connection TTL. The connection will now be closed. [code=CONNECTION_TIMEDOUT]")
    A("reset", "WARN", 1.2, CL, "AMQ212037: Connection failure to {cpeer} has been detected: syscall:read(..) failed: "
      "Connection reset by peer [code=GENERIC_EXCEPTION]")
    A("handshake", "ERROR", 0.5, SV, 'AMQ224088: Timeout ({hs} seconds) on acceptor "{accname}" during protocol handshake with {cpeer} has occurred.')
    A("auth", "WARN", 0.6, SV, "AMQ222216: Security problem while authenticating: AMQ229031: Unable to validate user from {cpeer}. "
      "Username: {user}; SSL certificate subject DN: unavailable")
    A("paging", "WARN", 0.5, SV, "AMQ222038: Starting paging on address '{addr}'; " + pg)
    A("blocking", "WARN", 0.2, SV, "AMQ222183: Blocking message production on address '{addr}'; " + pg)
    A("unblock", "INFO", 0.2, SV, "AMQ221046: Unblocking message production on address '{addr}'; " + pg)
    A("diskblock", "WARN", 0, SV, "AMQ222210: Free storage space is at {free} of {total} total. Usage rate is {usage} which is beyond "
      "the configured <max-disk-usage>. System will start blocking producers.")
    A("diskfull", "WARN", 0, SV, "AMQ222212: Disk Full! Blocking message production on address '{addr}'. Clients will report blocked.")
    A("dlq", "WARN", 0.7, SV, "AMQ222149: Message " + cm + " has reached maximum delivery attempts, sending it to Dead Letter Address {dla} from {addr}")
    A("nodla", "WARN", 0.08, SV, "AMQ222150: Message " + cm + " has exceeded max delivery attempts. No bindings for Dead Letter Address {dla} so dropping it")
    A("expired", "WARN", 0.3, SV, "AMQ222146: Message has expired. No bindings for Expiry Address {ea} so dropping it")
    A("nodlacfg", "WARN", 0.04, SV, "AMQ222165: No Dead Letter Address configured for queue {queue} in AddressSettings")
    A("noexpcfg", "WARN", 0.04, SV, "AMQ222166: No Expiry Address configured for queue {queue} in AddressSettings")
    A("critslow", "ERROR", 0.03, SV, "AMQ224080: Critical Analyzer Detected slow paths on the broker.  It is recommended that you enable "
      "trace logs on org.apache.activemq.artemis.utils.critical while you troubleshoot this issue. You should disable the trace logs "
      "when you have finished troubleshooting.")
    A("critkill", "ERROR", 0, SV, "AMQ224079: The process for the virtual machine will be killed, as component {comp} is not responsive")
    A("ioerr", "WARN", 0, SV, "AMQ222010: Critical IO Error, shutting down the server. file={iofile}, message={iomsg}")
    A("caught", "ERROR", 0.06, SV, "AMQ224016: Caught exception: ActiveMQIOErrorException[errorType=IO_ERROR message=AMQ229008: {iomsg}]")
    A("bridge", "INFO", 0.05, SV, "AMQ221027: Bridge ClusterConnectionBridge@{hash2} [name={sfname}, queue=QueueImpl[name={sfname}, "
      "postOffice=PostOfficeImpl [server=ActiveMQServerImpl::name={bname}], temp=false]@{hash}] is connected")

    startup = (["starting", "aio", "gms"] + ["proto"] * 6 + ["lockwait", "lockgot"]
               + [rng.choice(["depaddr_a", "depq_a", "depaddr_m"]) for _ in range(rng.randint(6, 14))]
               + ["acceptor"] * rng.randint(2, 4) + ["live", "version", "http", "jolokia", "console"])

    def disk_incident(r):
        seq = ["diskblock"] + ["diskfull"] * r.randint(1, 3) + ["blocking"] * r.randint(0, 2)
        if r.random() < 0.4:
            seq += ["ioerr", "stopped"] + startup[: r.randint(3, 8)]
        return seq

    def stall(r):
        return ["critslow"] * r.randint(1, 3) + (["critkill"] if r.random() < 0.3 else [])

    return run(rng, S, g, startup=startup, incidents=[disk_incident, stall], gap=2.5)


# --------------------------------------------------------------------------
# 4. nsqd
# --------------------------------------------------------------------------
def make_nsqd(rng: random.Random) -> list[dict[str, str]]:
    topics = ["orders", "events", "email_send", "image_resize", "audit", "metrics_raw", "webhooks",
              "search_index", "user_signup", "payments_settled"]
    chans = {"orders": ["archive", "fulfillment", "analytics"], "events": ["clickhouse", "archive#ephemeral"],
             "email_send": ["sender"], "image_resize": ["workers"], "audit": ["s3_archive"],
             "metrics_raw": ["aggregator", "tail#ephemeral"], "webhooks": ["dispatcher"],
             "search_index": ["indexer"], "user_signup": ["welcome_email", "crm_sync"], "payments_settled": ["ledger"]}
    clients = ips(rng, 18, "10.3")
    me = ips(rng, 1, "10.3")[0]
    lookupds = [f"nsqlookupd-{i}.nsq.svc.cluster.local:4160" for i in range(3)]
    hosts = [f"worker-{rng.randint(1, 40)}" for _ in range(10)]
    uas = ["go-nsq/1.1.0", "pynsq/0.9.1", "nsqjs/0.13.0", "go-nsq/1.0.8", "to_nsq/1.2.1"]
    pub_uris = ["/pub?topic=orders", "/pub?topic=events", "/mpub?topic=events", "/pub?topic=email_send",
                "/mpub?topic=metrics_raw&binary=true", "/pub?topic=webhooks&defer=30000"]
    get_uris = ["/ping", "/stats?format=json", "/stats?format=json&topic=orders", "/info", "/stats"]
    nid = rng.randint(100, 999)
    ver = rng.choice(["1.2.1", "1.3.0"])
    gov = "go1.16.6" if ver == "1.2.1" else "go1.21.5"

    def peer(r, c):
        return f"{z(r, clients, 0.9)}:{ephemeral(r)}"

    g = {
        "ts": lambda r, c: c.t.strftime("%Y/%m/%d %H:%M:%S.") + f"{c.t.microsecond:06d}",
        "ver": lambda r, c: ver,
        "gov": lambda r, c: gov,
        "nid": lambda r, c: nid,
        "path": lambda r, c: "/data/nsqd/nsqd.dat",
        "topic": lambda r, c: z(r, topics),
        "chan": lambda r, c: r.choice(chans[c("topic")]),
        "laddr": lambda r, c: "[::]:4150",
        "haddr": lambda r, c: "[::]:4151",
        "me": lambda r, c: f"{me}:4150",
        "peer": peer,
        "cid": lambda r, c: c("hn").split(".")[0],
        "hn": lambda r, c: z(r, hosts),
        "hb": lambda r, c: r.choice([30000, 30000, 60000, 15000]),
        "obs": lambda r, c: 16384,
        "obt": lambda r, c: r.choice([250, 250, 100]),
        "fn": lambda r, c: "true",
        "tls": lambda r, c: "false",
        "dfl": lambda r, c: "false",
        "dl": lambda r, c: 6,
        "snp": lambda r, c: r.choice(["false", "false", "true"]),
        "sr": lambda r, c: 0,
        "ua": lambda r, c: z(r, uas),
        "mt": lambda r, c: r.choice([0, 0, 60000]),
        "lk": lambda r, c: z(r, lookupds),
        "lkt": lambda r, c: 4160,
        "lkh": lambda r, c: 4161,
        "lkv": lambda r, c: ver,
        "lkb": lambda r, c: c("lk").split(".")[0],
        "msgid": lambda r, c: hexn(r, 16),
        "badtopic": lambda r, c: r.choice(["orders v2", "", "events:raw", "a" * 70]) or "tmp/test",
        "st": lambda r, c: r.choice([200] * 30 + [404, 500]),
        "st2": lambda r, c: r.choice([200] * 40 + [400, 500, 503]),
        "guri": lambda r, c: z(r, get_uris),
        "puri": lambda r, c: z(r, pub_uris),
        "dur": lambda r, c: go_dur(r),
        "dq": lambda r, c: c("topic") if r.random() < 0.5 or "#" in c("chan") else f"{c('topic')}:{c('chan')}",
        "dqfile": lambda r, c: f"/data/nsqd/{c('dq')}.diskqueue.{r.randint(0, 120):06d}.dat",
        "badfn": lambda r, c: c("dqfile") + f".bad",
        "rpos": lambda r, c: r.randint(0, 104857600),
        "ferr": lambda r, c: r.choice(["open /data/nsqd/nsqd.dat.%d.tmp: no space left on device" % r.randint(1000, 99999),
                                       "rename /data/nsqd/nsqd.dat.tmp /data/nsqd/nsqd.dat: read-only file system"]),
    }

    S = Specs()

    def Q(key, lvl, w, msg, follow=None):
        word = {"WARN": "WARNING"}.get(lvl, lvl)
        S.add(key, lvl, w, "[nsqd] {ts} %s: %s" % (word, msg), follow)

    Q("banner", "INFO", 0, "nsqd v{ver} (built w/{gov})")
    Q("id", "INFO", 0, "ID: {nid}")
    Q("loadmeta", "INFO", 0, "NSQ: loading topic/channel metadata from {path}")
    Q("persist", "INFO", 0.9, "NSQ: persisting topic/channel metadata to {path}")
    Q("tcplisten", "INFO", 0, "TCP: listening on {laddr}")
    Q("httplisten", "INFO", 0, "HTTP: listening on {haddr}")
    Q("tcpclose", "INFO", 0, "TCP: closing {laddr}")
    Q("httpclose", "INFO", 0, "HTTP: closing {haddr}")
    Q("tcreated", "INFO", 0.25, "TOPIC({topic}): created")
    Q("newchan", "INFO", 0.6, "TOPIC({topic}): new channel({chan})")
    Q("tdelete", "INFO", 0.05, "TOPIC({topic}): deleting")
    Q("cdelete", "INFO", 0.15, "CHANNEL({chan}): deleting")
    Q("tclosing", "INFO", 0, "TOPIC({topic}): closing")
    Q("newclient", "INFO", 14, "TCP: new client({peer})")
    Q("magic", "INFO", 14, "CLIENT({peer}): desired protocol magic '  V2'")
    Q("identify", "INFO", 12, "[{peer}] IDENTIFY: {ClientID:{cid} Hostname:{hn} HeartbeatInterval:{hb} OutputBufferSize:{obs} "
      "OutputBufferTimeout:{obt} FeatureNegotiation:{fn} TLSv1:{tls} Deflate:{dfl} DeflateLevel:{dl} Snappy:{snp} "
      "SampleRate:{sr} UserAgent:{ua} MsgTimeout:{mt}}")
    Q("exitio", "INFO", 13, "PROTOCOL(V2): [{peer}] exiting ioloop")
    Q("exitpump", "INFO", 6, "PROTOCOL(V2): [{peer}] exiting messagePump")
    Q("httpget", "INFO", 16, "{st} GET {guri} ({peer}) {dur}")
    Q("httppost", "INFO", 5, "{st2} POST {puri} ({peer}) {dur}")
    Q("lkadd", "INFO", 0, "LOOKUP({lk}): adding peer")
    Q("lkinfo", "INFO", 0.1, "LOOKUPD({lk}): peer info {TCPPort:{lkt} HTTPPort:{lkh} Version:{lkv} BroadcastAddress:{lkb}}")
    Q("lkreg_t", "INFO", 0.3, "LOOKUPD({lk}): topic REGISTER {topic}")
    Q("lkreg_c", "INFO", 0.6, "LOOKUPD({lk}): channel REGISTER {topic} {chan}")
    Q("lkunreg_c", "INFO", 0.15, "LOOKUPD({lk}): channel UNREGISTER {topic} {chan}")
    Q("lkunreg_t", "INFO", 0.04, "LOOKUPD({lk}): topic UNREGISTER {topic}")
    Q("lkerr", "ERROR", 0, "LOOKUPD({lk}): PING - dial tcp {lk}: connect: connection refused")
    Q("dqopen", "INFO", 2, "DISKQUEUE({dq}): readOne() opened {dqfile}")
    Q("finfail", "ERROR", 1.2, "[{peer}] - E_FIN_FAILED FIN {msgid} failed ID not in flight")
    Q("reqfail", "ERROR", 0.4, "[{peer}] - E_REQ_FAILED REQ {msgid} failed ID not in flight")
    Q("touchfail", "ERROR", 0.1, "[{peer}] - E_TOUCH_FAILED TOUCH {msgid} failed ID not in flight")
    Q("badsub", "ERROR", 0.1, "[{peer}] - E_INVALID cannot SUB in current state")
    Q("badtopic", "ERROR", 0.08, '[{peer}] - E_BAD_TOPIC PUB topic name "{badtopic}" is not valid')
    Q("rdtimeout", "ERROR", 0.8, "client({peer}) - failed to read command - read tcp {me}->{peer}: i/o timeout")
    Q("rdreset", "ERROR", 0.5, "client({peer}) - failed to read command - read tcp {me}->{peer}: read: connection reset by peer")
    Q("hbtimeout", "WARN", 0.2, "PROTOCOL(V2): [{peer}] heartbeat timeout, closing connection")
    Q("dqread", "ERROR", 0.03, "DISKQUEUE({dq}) reading at {rpos} of {dqfile} - EOF")
    Q("dqjump", "WARN", 0, "DISKQUEUE({dq}) jump to next file and saving bad file as {badfn}")
    Q("backend", "ERROR", 0, "TOPIC({topic}) ERROR: failed to write message to backend - write {dqfile}: no space left on device")
    Q("fpersist", "FATAL", 0, "failed to persist metadata - {ferr}")
    Q("flisten", "FATAL", 0, "listen ({laddr}) failed - listen tcp {laddr}: bind: address already in use")

    startup = (["banner", "id", "loadmeta", "tcplisten", "httplisten"] + ["lkadd"] * 3 + ["lkinfo"] * 3
               + ["lkreg_t", "lkreg_c"] * rng.randint(3, 7))

    def disk_full(r):
        seq = ["backend"] * r.randint(1, 4)
        if r.random() < 0.6:
            seq += ["fpersist"]
        return seq

    def corrupt(r):
        return ["dqread", "dqjump", "dqopen"]

    def lookupd_down(r):
        return ["lkerr"] * r.randint(2, 6) + ["lkinfo"]

    def bad_restart(r):
        if r.random() < 0.5:
            return []
        return ["tclosing"] * 3 + ["tcpclose", "httpclose", "banner", "id", "loadmeta", "flisten"]

    return run(rng, S, g, startup=startup, incidents=[disk_full, corrupt, lookupd_down, bad_restart], gap=0.9)


# --------------------------------------------------------------------------
# 5. Apache Pulsar broker
# --------------------------------------------------------------------------
def make_pulsar(rng: random.Random) -> list[dict[str, str]]:
    tnames = ["orders", "payments", "clicks", "inventory-updates", "notifications", "audit", "user-events",
              "sensor-readings", "invoices", "dlq-orders"]
    tenants = ["public/default", "acme/prod", "acme/analytics"]
    subs = ["sub-1", "orders-processor", "analytics-sink", "archiver", "reader-ab12cd", "flink-consumer", "audit-sink"]
    clients = ips(rng, 16, "10.4")
    brokers = [f"pulsar-broker-{i}.pulsar-broker.pulsar.svc.cluster.local" for i in range(3)]
    zks = [f"zk-{i}.zk.pulsar.svc.cluster.local/10.4.9.{11 + i}:2181" for i in range(3)]
    bookies = [f"10.4.8.{rng.randint(10, 60)}:3181" for _ in range(4)]
    bundles = [f"0x{a:08x}_0x{a + 0x10000000:08x}" for a in range(0, 0xf0000000, 0x10000000)]
    me = brokers[0]
    zsid = f"0x{rng.getrandbits(52):x}"
    principals = ["orders-svc", "analytics", "null", "payments-svc", "admin"]
    hpaths = ["/admin/v2/persistent/public/default/orders/stats", "/metrics/", "/admin/v2/brokers/health",
              "/lookup/v2/topic/persistent/public/default/clicks", "/admin/v2/persistent/acme/prod/payments/partitions",
              "/status.html", "/admin/v2/namespaces/public/default/topics"]
    huas = ["Pulsar-Java-v3.1.1", "Prometheus/2.48.0", "kube-probe/1.28", "Pulsar-Go-version:0.12.0", "pulsar-admin-python"]

    def topic(r, c):
        return f"persistent://{z(r, tenants)}/{z(r, tnames)}"

    def thread(pattern):
        def f(r, c):
            return pattern.format(a=r.randint(1, 12), b=r.randint(1, 8), n=r.randint(1, 30))
        return f

    def pos(r, c):
        return f"{r.randint(1000, 99999)}:{r.randint(0, 50000)}"

    g = {
        "ts": lambda r, c: c.t.strftime("%Y-%m-%dT%H:%M:%S,") + ms3(c.t) + "+0000",
        "tio": thread("pulsar-io-{a}-{b}"),
        "tmeta": thread("metadata-store-{a}-1"),
        "tml": thread("bookkeeper-ml-scheduler-OrderedScheduler-{b}-0"),
        "tbk": thread("BookKeeperClientWorker-OrderedExecutor-{b}-0"),
        "tlm": lambda r, c: "pulsar-load-manager-1-1",
        "tzk": lambda r, c: f"main-SendThread({z(r, zks).split('/')[0].split('.')[0]}.zk:2181)",
        "tev": lambda r, c: "main-EventThread",
        "tweb": thread("pulsar-web-{a}-{b}"),
        "tmain": lambda r, c: "main",
        "tfj": thread("ForkJoinPool.commonPool-worker-{n}"),
        "cli": lambda r, c: f"/{z(r, clients, 0.9)}:{ephemeral(r)}",
        "topic": topic,
        "mlname": lambda r, c: c("topic").replace("persistent://", "").rsplit("/", 1)[0] + "/persistent/" + c("topic").rsplit("/", 1)[1],
        "sub": lambda r, c: z(r, subs),
        "cid": lambda r, c: z(r, list(range(0, 40)), 0.8),
        "pid": lambda r, c: z(r, list(range(0, 40)), 0.8),
        "pname": lambda r, c: f"pulsar-{r.randint(1, 9)}-{r.randint(0, 500)}",
        "hip": lambda r, c: z(r, clients),
        "hdate": lambda r, c: clf_date(c.t),
        "hpath": lambda r, c: z(r, hpaths),
        "hst": lambda r, c: r.choice([200] * 25 + [204, 307, 404, 500]),
        "hpathw": lambda r, c: z(r, ["/admin/v2/namespaces/acme/prod/retention",
                                     "/admin/v2/persistent/acme/prod/payments/subscription/archiver",
                                     "/admin/v2/persistent/public/default/tmp-load-test",
                                     "/admin/v2/namespaces/acme/analytics/backlogQuota"]),
        "hbytes": lambda r, c: r.randint(2, 90000),
        "hua": lambda r, c: z(r, huas),
        "hms": lambda r, c: int(r.lognormvariate(1.2, 1.2)) + 1,
        "lid": lambda r, c: r.randint(10000, 999999),
        "lsize": lambda r, c: r.randint(1000, 2 * 1024**3),
        "posn": pos,
        "lat": lambda r, c: r.randint(3, 900),
        "bundle": lambda r, c: f"{z(r, tenants)}/{r.choice(bundles)}",
        "broker": lambda r, c: f"{z(r, brokers)}:8080",
        "ntopics": lambda r, c: r.randint(0, 60),
        "ums": lambda r, c: f"{r.uniform(1, 3000):.1f}",
        "chg": lambda r, c: f"{r.uniform(10.0, 60.0):.4f}%",
        "thr": lambda r, c: "10%",
        "secs": lambda r, c: f"{r.uniform(1, 900):.3f}",
        "zkhost": lambda r, c: z(r, zks),
        "zkcli": lambda r, c: f"/10.4.7.{r.randint(2, 250)}:{ephemeral(r)}",
        "zsid": lambda r, c: zsid,
        "zto": lambda r, c: 30000,
        "zkpath": lambda r, c: "/managed-ledgers/" + c("mlname"),
        "zkpath2": lambda r, c: f"/namespace/{z(r, tenants)}/{r.choice(bundles)}",
        "principal": lambda r, c: z(r, principals),
        "jwtexp": lambda r, c: (c.t - timedelta(seconds=r.randint(5, 86400))).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "jwtnow": lambda r, c: c.t.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "jwtdiff": lambda r, c: r.randint(5000, 86400000),
        "skew": lambda r, c: 0,
        "entry": lambda r, c: r.randint(0, 50000),
        "bookie": lambda r, c: z(r, bookies),
        "rc": lambda r, c: r.choice([-6, -6, -8]),
        "ver": lambda r, c: "3.1.1",
        "bs": lambda r, c: r.randint(6, 40),
        "wport": lambda r, c: 8080,
        "burl": lambda r, c: f"pulsar://{me}:6650",
        "cluster": lambda r, c: "pulsar-prod",
        "cfg": lambda r, c: f"org.apache.pulsar.broker.ServiceConfiguration@{hexn(r, 8)}",
        "bsaddr": lambda r, c: "/0.0.0.0:6650",
    }

    S = Specs()
    SC = "org.apache.pulsar.broker.service.ServerCnx"
    PT = "org.apache.pulsar.broker.service.persistent.PersistentTopic"
    ML = "org.apache.bookkeeper.mledger.impl.ManagedLedgerImpl"
    MC = "org.apache.bookkeeper.mledger.impl.ManagedCursorImpl"
    NS = "org.apache.pulsar.broker.namespace.NamespaceService"
    OB = "org.apache.pulsar.broker.namespace.OwnedBundle"
    LM = "org.apache.pulsar.broker.loadbalance.impl.ModularLoadManagerImpl"
    ZC = "org.apache.zookeeper.ClientCnxn"
    ZW = "org.apache.pulsar.metadata.impl.ZKSessionWatcher"
    BS = "org.apache.pulsar.broker.service.BrokerService"
    PS = "org.apache.pulsar.broker.PulsarService"

    def P(key, lvl, w, thr, logger, msg, follow=None):
        S.add(key, lvl, w, "{ts} [{%s}] %-5s %s - %s" % (thr, lvl, logger, msg), follow)

    P("bstart", "INFO", 0, "tmain", PS, "Starting Pulsar Broker service; version: '{ver}'")
    P("bsstart", "INFO", 0, "tmain", BS, "Started Pulsar Broker service on {bsaddr}")
    P("ready", "INFO", 0, "tmain", PS, "messaging service is ready, bootstrap_seconds={bs}, bootstrap service port = {wport}, "
      "broker url= {burl}, cluster={cluster}, configs={cfg}")
    P("newconn", "INFO", 10, "tio", SC, "New connection from {cli}")
    P("closedconn", "INFO", 9, "tio", SC, "Closed connection from {cli}")
    P("subscribing", "INFO", 7, "tio", SC, "[{cli}] Subscribing on topic {topic} / {sub}")
    P("createdsub", "INFO", 1.5, "tml", PT, "[{topic}][{sub}] Created new subscription for {cid}")
    P("creatingprod", "INFO", 5, "tio", SC, "[{cli}][{topic}] Creating producer. producerId={pid}")
    P("createdprod", "INFO", 5, "tml", SC, "[{cli}] Created new producer: Producer{topic=PersistentTopic{topic={topic}}, "
      "client={cli}, producerName={pname}, producerId={pid}}")
    P("closingprod", "INFO", 4, "tio", SC, "[{topic}][{pname}] Closing producer on cnx {cli}. producerId={pid}")
    P("closedprod", "INFO", 4, "tio", SC, "[{topic}][{pname}] Closed producer on cnx {cli}. producerId={pid}")
    P("closingcons", "INFO", 3.5, "tio", SC, "[{cli}] Closing consumer: consumerId={cid}")
    P("closedcons", "INFO", 3.5, "tio", SC, "[{cli}] Closed consumer, consumerId={cid}")
    P("httpget", "INFO", 11, "tweb", "org.eclipse.jetty.server.RequestLog",
      '{hip} - - [{hdate}] "GET {hpath} HTTP/1.1" {hst} {hbytes} "-" "{hua}" {hms}')
    P("httpput", "INFO", 0.25, "tweb", "org.eclipse.jetty.server.RequestLog",
      '{hip} - - [{hdate}] "PUT {hpathw} HTTP/1.1" {hst} {hbytes} "-" "{hua}" {hms}')
    P("httpdel", "INFO", 0.06, "tweb", "org.eclipse.jetty.server.RequestLog",
      '{hip} - - [{hdate}] "DELETE {hpathw} HTTP/1.1" {hst} {hbytes} "-" "{hua}" {hms}')
    P("mlopen", "INFO", 0, "tml", ML, "Opening managed ledger {mlname}")
    P("newledger", "INFO", 2.5, "tbk", ML, "[{mlname}] Created new ledger {lid}")
    P("rmledger", "INFO", 1.8, "tml", ML, "[{mlname}] Removing ledger {lid} - size: {lsize}")
    P("cursor", "INFO", 0, "tml", MC, "[{mlname}] Cursor {sub} recovered to position {posn}")
    P("topicload", "INFO", 0, "tml", BS, "Created topic {topic} - dedup is disabled (latency: {lat} ms)")
    P("loadbundle", "INFO", 0, "tio", NS, "Loading all topics on bundle: {bundle}")
    P("shed", "INFO", 0, "tlm", LM, "[ThresholdShedder] Unloading bundle: {bundle} from broker {broker}")
    P("disown", "INFO", 0, "tfj", OB, "Disabling ownership: {bundle}")
    P("unloaded", "INFO", 0, "tfj", OB, "Unloading {bundle} namespace-bundle with {ntopics} topics completed in {ums} ms")
    P("lmwrite", "INFO", 3, "tlm", LM, "Writing local data to metadata store because maximum change {chg} exceeded threshold {thr}; "
      "time since last report written is {secs} seconds")
    P("zkopen", "INFO", 0, "tzk", ZC, "Opening socket connection to server {zkhost}.")
    P("zkest", "INFO", 0, "tzk", ZC, "Socket connection established, initiating session, client: {zkcli}, server: {zkhost}")
    P("zksess", "INFO", 0, "tzk", ZC, "Session establishment complete on server {zkhost}, session id = {zsid}, negotiated timeout = {zto}")
    P("zkclose", "WARN", 0, "tzk", ZC, "Session {zsid} for server {zkhost}, Closing socket connection. Attempting reconnect except "
      "it is a SessionExpiredException.")
    P("zkdisc", "INFO", 0, "tev", ZW, "Got ZK session watch event: WatchedEvent state:Disconnected type:None path:null")
    P("zkconn", "INFO", 0, "tev", ZW, "Got ZK session watch event: WatchedEvent state:SyncConnected type:None path:null")
    P("zklost", "ERROR", 0, "tev", ZW, "ZooKeeper session reconnection timeout. Notifying session is lost.")
    P("mdto", "ERROR", 0.12, "tmeta", BS, "[{topic}] Failed to get partitioned topic metadata: "
      "org.apache.pulsar.metadata.api.MetadataStoreException$TimeoutException: Operation timed out for path {zkpath}")
    P("mdbadver", "WARN", 0.1, "tmeta", "org.apache.pulsar.metadata.impl.ZKMetadataStore", "Failed to put data on {zkpath2}: "
      "org.apache.zookeeper.KeeperException$BadVersionException: KeeperErrorCode = BadVersion for {zkpath2}")
    P("connreset", "WARN", 2.5, "tio", SC, "[{cli}] Got exception io.netty.channel.unix.Errors$NativeIoException: "
      "recvAddress(..) failed: Connection reset by peer")
    P("exclcons", "WARN", 0.5, "tio", SC, "[{cli}][{topic}][{sub}] Failed to create consumer: consumerId={cid}, "
      "Exclusive consumer is already connected")
    P("authfail", "WARN", 0.3, "tio", SC, "[{cli}] Failed to authenticate: operation=connect, principal={principal}, "
      "reason=Failed to authentication token: JWT expired at {jwtexp}. Current time: {jwtnow}, a difference of {jwtdiff} "
      "milliseconds.  Allowed clock skew: {skew} milliseconds.")
    P("bkwrite", "WARN", 0.25, "tbk", "org.apache.bookkeeper.client.PendingAddOp",
      "Failed to write entry ({lid}, {entry}) to bookie ({bookie}): Bookie handle is not available")
    P("mlfail", "ERROR", 0.06, "tbk", ML, "[{mlname}] Error creating ledger rc={rc} Not enough non-faulty bookies available")
    P("fenced", "WARN", 0.08, "tml", PT, "[{topic}] Failed to persist msg in store: org.apache.bookkeeper.mledger."
      "ManagedLedgerException$ManagedLedgerFencedException: Attempted to use a fenced managed ledger")

    def load_topics(r, k):
        seq = []
        for _ in range(k):
            seq += ["mlopen", "cursor", "topicload"]
        return seq

    startup = (["bstart", "zkopen", "zkest", "zksess", "zkconn", "bsstart", "ready"]
               + ["loadbundle"] * rng.randint(2, 5) + load_topics(rng, rng.randint(3, 8)))

    def unload(r):
        seq = []
        for _ in range(r.randint(1, 3)):
            seq += ["shed", "disown", "unloaded"]
        return seq

    def zk_blip(r):
        seq = ["zkclose", "zkdisc", "zkopen"] + ["mdto"] * r.randint(1, 4)
        if r.random() < 0.35:
            seq += ["zklost"]
        return seq + ["zkest", "zksess", "zkconn"]

    def bundle_in(r):
        return ["loadbundle"] + load_topics(r, r.randint(1, 4))

    return run(rng, S, g, startup=startup, incidents=[unload, unload, zk_blip, bundle_in, bundle_in], gap=1.1)


# --------------------------------------------------------------------------
# 6. Airflow scheduler
# --------------------------------------------------------------------------
_ALV = {"DEBUG": "DEBUG", "INFO": "INFO", "WARN": "WARNING", "ERROR": "ERROR", "FATAL": "CRITICAL"}


def make_airflow(rng: random.Random) -> list[dict[str, str]]:
    dags = {"etl_orders": ["extract", "transform", "load", "notify"],
            "daily_revenue_report": ["compute", "publish"],
            "sync_crm_contacts": ["fetch_contacts", "upsert_contacts"],
            "dbt_run_marts": ["dbt_seed", "dbt_run", "dbt_test"],
            "ml_feature_refresh": ["build_features", "validate", "push_to_store"],
            "s3_to_redshift_events": ["copy_events", "vacuum"],
            "cleanup_logs": ["purge"],
            "export_partner_feed": ["render_feed", "upload_sftp"]}
    dag_names = list(dags)
    workers = [f"airflow-worker-{i}.airflow-worker.airflow.svc.cluster.local" for i in range(4)]
    pools = ["default_pool", "default_pool", "redshift_pool", "api_pool"]
    queues = ["default", "default", "high_mem", "etl"]
    ops = ["PythonOperator", "BashOperator", "PostgresOperator", "S3ToRedshiftOperator", "DbtRunOperator", "EmptyOperator"]
    dagdir = "/opt/airflow/dags"
    broken = ["partner_ingest.py", "legacy/hr_sync.py", "experimental_spark.py"]
    mods = ["pandas_gbq", "airflow.providers.slack", "snowflake.connector", "great_expectations"]
    sched_pid = rng.randint(7, 90)
    mgr_pid = sched_pid + rng.randint(1, 20)

    def lh(r, c):
        base = c.t.replace(minute=0, second=0, microsecond=0) - timedelta(hours=z(r, [1, 2, 3, 0, 4, 6], 1.5))
        return base

    def iso(t):
        return t.strftime("%Y-%m-%dT%H:%M:%S+00:00")

    def sp(t):
        return t.strftime("%Y-%m-%d %H:%M:%S.") + f"{t.microsecond:06d}+00:00"

    def cmd(r, c):
        return (f"['airflow', 'tasks', 'run', '{c('dag')}', '{c('task')}', '{c('runid')}', '--local', "
                f"'--subdir', 'DAGS_FOLDER/{c('dag')}.py']")

    g = {
        "ts": lambda r, c: c.t.strftime("%Y-%m-%dT%H:%M:%S.") + ms3(c.t) + "+0000",
        "dag": lambda r, c: z(r, dag_names),
        "task": lambda r, c: r.choice(dags[c("dag")]),
        "dagtask": lambda r, c: f"{c('dag')}.{c('task')}",
        "lhiso": lambda r, c: iso(lh(r, c)),
        "runid": lambda r, c: "scheduled__" + c("lhiso"),
        "logical": lambda r, c: c("lhiso").replace("T", " "),
        "dend": lambda r, c: iso(datetime.fromisoformat(c("lhiso")) + timedelta(hours=1)).replace("T", " "),
        "nextdr": lambda r, c: iso(datetime.fromisoformat(c("lhiso")) + timedelta(hours=1)),
        "runafter": lambda r, c: iso(datetime.fromisoformat(c("lhiso")) + timedelta(hours=2)),
        "qat": lambda r, c: sp(datetime.fromisoformat(c("lhiso")) + timedelta(hours=1, seconds=r.uniform(0.5, 5))),
        "d0": lambda r, c: sp(c.t - timedelta(seconds=r.uniform(20, 600))),
        "d1": lambda r, c: sp(c.t - timedelta(seconds=r.uniform(3, 400))),
        "d2": lambda r, c: sp(c.t - timedelta(seconds=r.uniform(0.2, 2.5))),
        "rdur": lambda r, c: f"{r.lognormvariate(3, 1.2):.6f}",
        "rdur2": lambda r, c: f"{r.lognormvariate(5, 1):.6f}",
        "nti": lambda r, c: z(r, [1, 2, 3, 4, 5, 8], 1.3),
        "ratio": lambda r, c: f"{z(r, [0, 1, 2, 3, 4, 6], 1.2)}/{r.choice([16, 16, 32])}",
        "try": lambda r, c: z(r, [1, 2, 3], 2.5),
        "maxtry": lambda r, c: r.choice([0, 1, 2, 3]),
        "mi": lambda r, c: "-1",
        "prio": lambda r, c: r.randint(1, 12),
        "queue": lambda r, c: z(r, queues),
        "pool": lambda r, c: z(r, pools),
        "op": lambda r, c: z(r, ops),
        "extid": lambda r, c: uid(r),
        "jobid": lambda r, c: 180000 + int(c.t.timestamp()) % 50000 + r.randint(0, 99),
        "sjid": lambda r, c: 4170 + c.t.day,
        "pid": lambda r, c: r.randint(1000, 65000),
        "cmd": cmd,
        "dhash": lambda r, c: hexn(r, 32),
        "maxt": lambda r, c: r.choice([16, 16, 32]),
        "slots": lambda r, c: 0,
        "need": lambda r, c: r.choice([1, 2, 4]),
        "avail": lambda r, c: 0,
        "n": lambda r, c: r.randint(1, 4),
        "subdir": lambda r, c: dagdir,
        "dagfile": lambda r, c: f"{dagdir}/{c('dag')}.py",
        "bfile": lambda r, c: f"{dagdir}/{z(r, broken)}",
        "whost": lambda r, c: z(r, workers),
        "objaddr": lambda r, c: f"0x7f{hexn(r, 10)}",
        "hbafter": lambda r, c: sp(c.t - timedelta(seconds=300)),
        "tbfile": lambda r, c: c("bfile") if r.random() < 0.7 else "/home/airflow/.local/lib/python3.11/site-packages/airflow/models/dagbag.py",
        "tbline": lambda r, c: r.randint(3, 400),
        "tbfunc": lambda r, c: r.choice(["<module>", "<module>", "_load_modules_from_file", "exec_module"]),
        "mod": lambda r, c: z(r, mods),
        "pghost": lambda r, c: "airflow-postgresql.airflow.svc.cluster.local",
        "pgip": lambda r, c: "10.5.3.14",
        "pgport": lambda r, c: 5432,
        "np": lambda r, c: 2,
        "sec": lambda r, c: 30,
        "sec2": lambda r, c: 300,
        "npf": lambda r, c: -1,
        "mgrpid": lambda r, c: mgr_pid,
        "spid": lambda r, c: sched_pid,
        "pids": lambda r, c: f"[{sched_pid}, {mgr_pid}]",
        "ec": lambda r, c: 0,
        "started": lambda r, c: (c.t - timedelta(hours=r.randint(2, 9))).strftime("%H:%M:%S"),
        "tz": lambda r, c: "UTC",
        "nfiles": lambda r, c: r.randint(38, 44),
        "nz": lambda r, c: z(r, [1, 2, 3], 2),
    }

    S = Specs()

    def F(key, lvl, w, loc, msg, follow=None):
        fname, ln = loc.split(":")
        S.add(key, lvl, w, "[{ts}] {%s:{@%s}} %s - %s" % (fname, ln, _ALV[lvl], msg), follow)

    def C(key, w, text):
        S.add(key, "-", w, text)

    SJ = "scheduler_job_runner.py"
    TIK = "TaskInstanceKey(dag_id='{dag}', task_id='{task}', run_id='{runid}', try_number={try}, map_index={mi})"
    DR = "<DagRun {dag} @ {logical}: {runid}, state:running, queued_at: {qat}. externally triggered: False>"
    C("ti_s", 0, "\t<TaskInstance: {dagtask} {runid} [scheduled]>")
    C("ti_q", 0, "\t<TaskInstance: {dagtask} {runid} [queued]>")
    C("tb0", 0, "Traceback (most recent call last):")
    C("tb1", 0, '  File "{tbfile}", line {tbline}, in {tbfunc}')
    C("tb_mod", 0, "ModuleNotFoundError: No module named '{mod}'")
    C("tb_pg", 0, 'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "{pghost}" ({pgip}), '
      "port {pgport} failed: Connection refused")

    def up_chain(r, c):
        items = []
        for _ in range(int(c("nti"))):
            it = Ctx(r, g, c.t)
            for name in ("dag", "task", "lhiso", "try"):
                it(name)
            items.append(it.v)
        dags_seen = list(dict.fromkeys(v["dag"] for v in items))
        return ([("ti_s", v) for v in items] + [("dagrun_cnt", {"dag": d}) for d in dags_seen] + ["setq"]
                + [("ti_s", v) for v in items] + [x for v in items for x in (("send", v), ("addq", v))])

    def tb(last):
        def f(r, c):
            return ["tb0"] + ["tb1"] * r.randint(2, 5) + [last]
        return f

    F("settz", "INFO", 0, "settings.py:61", "Configured default timezone {tz}")
    F("loadexec", "INFO", 0, "executor_loader.py:235", "Loaded executor: CeleryExecutor")
    F("start", "INFO", 0, SJ + ":796", "Starting the scheduler")
    F("perfile", "INFO", 0, SJ + ":803", "Processing each file at most {npf} times")
    F("mgr", "INFO", 0, "manager.py:169", "Launched DagFileProcessorManager with pid: {mgrpid}")
    F("nproc", "INFO", 0, "manager.py:393", "Processing files using up to {np} processes at a time ")
    F("every", "INFO", 0, "manager.py:394", "Process each file at most once every {sec} seconds")
    F("check", "INFO", 0, "manager.py:395", "Checking for new files in {subdir} every {sec2} seconds")
    F("search", "INFO", 0.6, "manager.py:565", "Searching for files in {subdir}")
    F("nfiles", "INFO", 0.6, "manager.py:568", "There are {nfiles} files in {subdir}")
    F("upexec", "INFO", 5, SJ + ":417", "{nti} tasks up for execution:", up_chain)
    F("dagrun_cnt", "INFO", 0, SJ + ":480", "DAG {dag} has {ratio} running and queued tasks")
    F("setq", "INFO", 0, SJ + ":632", "Setting the following tasks to queued state:")
    F("send", "INFO", 0, SJ + ":692", "Sending " + TIK + " to CeleryExecutor with priority {prio} and queue {queue}")
    F("addq", "INFO", 0, "base_executor.py:146", "Adding to queue: {cmd}")
    F("ev_q", "INFO", 11, SJ + ":701", "Received executor event with state queued for task instance " + TIK)
    F("ev_s", "INFO", 10, SJ + ":701", "Received executor event with state success for task instance " + TIK)
    F("ev_f", "INFO", 0.7, SJ + ":701", "Received executor event with state failed for task instance " + TIK)
    F("extid", "INFO", 9, SJ + ":733", "Setting external_id for <TaskInstance: {dagtask} {runid} [queued]> to {extid}")
    fin = ("TaskInstance Finished: dag_id={dag}, task_id={task}, run_id={runid}, map_index={mi}, run_start_date={d1}, "
           "run_end_date={d2}, run_duration={rdur}, state=%s, executor_state=%s, try_number={try}, max_tries={maxtry}, "
           "job_id={jobid}, pool={pool}, queue={queue}, priority_weight={prio}, operator={op}, queued_dttm={d0}, "
           "queued_by_job_id={sjid}, pid={pid}")
    F("fin_s", "INFO", 9, SJ + ":744", fin % ("success", "success"))
    F("fin_f", "INFO", 0.4, SJ + ":744", fin % ("failed", "failed"))
    F("fin_r", "INFO", 0.4, SJ + ":744", fin % ("up_for_retry", "failed"))
    F("killedext", "ERROR", 0.2, SJ + ":780", "Executor reports task instance <TaskInstance: {dagtask} {runid} [queued]> "
      "finished (failed) although the task says it's queued. (Info: None) Was the task killed externally?")
    F("mark_s", "INFO", 3, "dagrun.py:631", "Marking run " + DR + " successful")
    F("mark_f", "ERROR", 0.35, "dagrun.py:616", "Marking run " + DR + " failed")
    drf = ("DagRun Finished: dag_id={dag}, execution_date={logical}, run_id={runid}, run_start_date={d1}, "
           "run_end_date={d2}, run_duration={rdur2}, state=%s, external_trigger=False, run_type=scheduled, "
           "data_interval_start={logical}, data_interval_end={dend}, dag_hash={dhash}")
    F("drf_s", "INFO", 3, "dagrun.py:682", drf % "success")
    F("drf_f", "INFO", 0.35, "dagrun.py:682", drf % "failed")
    F("nextdr", "INFO", 3, "dag.py:3722", "Setting next_dagrun for {dag} to {nextdr}, run_after={runafter}")
    F("timedout", "INFO", 0.08, SJ + ":1428", "Run {runid} of {dag} has timed-out")
    F("notexec", "INFO", 0.9, SJ + ":510", "Not executing <TaskInstance: {dagtask} {runid} [scheduled]> since the number of "
      "tasks running or queued from DAG {dag} is >= to the DAG's max_active_tasks limit of {maxt}")
    F("noslots", "INFO", 0.7, SJ + ":449", "Not scheduling since there are {slots} open slots in pool {pool}")
    F("poolwarn", "WARN", 0.4, SJ + ":467", "Not executing <TaskInstance: {dagtask} {runid} [scheduled]>. It requires "
      "{need} slots but only {avail} slots are available in pool {pool}")
    F("adopt", "INFO", 1.8, SJ + ":1641", "Adopting or resetting orphaned tasks for active dag runs")
    F("reset", "INFO", 0.12, SJ + ":1697", "Reset the following {n} orphaned TaskInstances:",
      lambda r, c: ["ti_q"] * int(c("n")))
    F("markedjobs", "INFO", 0.2, SJ + ":1662", "Marked {n} SchedulerJob instances as failed")
    F("zfail", "WARN", 0.15, SJ + ":1806", "Failing ({nz}) jobs without heartbeat after {hbafter}")
    F("zombie", "ERROR", 0.15, SJ + ":1816", "Detected zombie job: {'full_filepath': '{dagfile}', 'processor_subdir': "
      "'{subdir}', 'msg': \"{'DAG Id': '{dag}', 'Task Id': '{task}', 'Run Id': '{runid}', 'Hostname': '{whost}', "
      "'External Executor Id': '{extid}'}\", 'simple_task_instance': <airflow.models.taskinstance.SimpleTaskInstance "
      "object at {objaddr}>, 'is_failure_callback': True}")
    F("importerr", "ERROR", 0.1, "dagbag.py:346", "Failed to import: {bfile}", tb("tb_mod"))
    F("loopexc", "ERROR", 0, SJ + ":863", "Exception when executing SchedulerJob._run_scheduler_loop", tb("tb_pg"))
    F("hbexc", "ERROR", 0, "job.py:213", "Scheduler heartbeat got an exception: (psycopg2.OperationalError) connection to "
      'server at "{pghost}" ({pgip}), port {pgport} failed: Connection refused')
    F("couldnotq", "ERROR", 0.03, "base_executor.py:287", "could not queue task " + TIK + " (still running after {n} attempts)")
    F("sigterm", "INFO", 0, "process_utils.py:131", "Sending Signals.SIGTERM to group {spid}. PIDs of all processes in the group: {pids}")
    F("sigsend", "INFO", 0, "process_utils.py:86", "Sending the signal Signals.SIGTERM to group {spid}")
    F("terminated", "INFO", 0, "process_utils.py:79", "Process psutil.Process(pid={spid}, status='terminated', exitcode={ec}, "
      "started='{started}') ({spid}) terminated with exit code {ec}")
    F("exited", "INFO", 0, SJ + ":875", "Exited execute loop")

    startup = ["settz", "loadexec", "start", "perfile", "mgr", "nproc", "every", "check", "search", "nfiles", "adopt"]
    shutdown = ["sigterm", "sigsend", "terminated", "exited"]

    def db_down(r):
        return ["hbexc"] * r.randint(1, 3) + ["loopexc"]

    def zombies(r):
        k = r.randint(1, 3)
        return ["zfail"] + ["zombie"] * k + ["fin_f"] * k

    return run(rng, S, g, startup=startup, shutdown=shutdown if rng.random() < 0.5 else (),
               incidents=[db_down, zombies], gap=2.0)


# --------------------------------------------------------------------------
FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("temporal_server", make_temporal),
    ("kafka_connect", make_kafka_connect),
    ("artemis_broker", make_artemis),
    ("nsqd", make_nsqd),
    ("pulsar_broker", make_pulsar),
    ("airflow_scheduler", make_airflow),
]


def _tpl_regex(tpl: str) -> re.Pattern:
    return re.compile("^" + "(.+?)".join(re.escape(p) for p in tpl.split("<*>")) + "$", re.S)


if __name__ == "__main__":
    for seed in (0, 1):
        for name, make in FORMATS:
            rows = make(random.Random(seed))
            assert rows == make(random.Random(seed)), f"{name}: not deterministic"
            assert len(rows) == N_ROWS, (name, len(rows))
            tpl_level: dict[str, str] = {}
            for row in rows:
                assert set(row) == {"line", "template", "level"}, row
                assert all(isinstance(v, str) for v in row.values()), row
                line, tpl, lvl = row["line"], row["template"], row["level"]
                assert "\n" not in line and "\r" not in line, (name, line)
                assert lvl in LEVELS, (name, lvl)
                assert _tpl_regex(tpl).match(line), (name, tpl, line)
                assert tpl_level.setdefault(tpl, lvl) == lvl, (name, tpl)
            n_tpl = len(tpl_level)
            n_abn = sum(1 for v in tpl_level.values() if v in ("WARN", "ERROR", "FATAL"))
            assert 15 <= n_tpl <= 60, (name, seed, n_tpl)
            assert n_abn >= 3, (name, seed, n_abn)
            if seed == 0:
                print(f"== {name}: {n_tpl} templates ({n_abn} abnormal)")
                r = random.Random(7)
                for row in r.sample(rows, 3):
                    print("   ", row["line"][:220])
            else:
                print(f"== {name} seed {seed}: {n_tpl} templates ({n_abn} abnormal)")
    print("OK")
