"""Seeded, realistic middleware log corpora with ground-truth templates.

FORMATS lists six ``(name, make)`` pairs; ``make(rng)`` returns exactly 2000 rows
``{"line", "template", "level"}`` in time order.  Every row comes from a message
spec: a format string with ``{name}`` placeholders for the variable parts.  The
line is the spec filled in; the template is the spec with every placeholder
written as ``<*>``.  Specs of one format never share a template (asserted).
Each spec is used at least once, the rest of the 2000 rows are drawn with
Zipf-like weights (a few very common messages, many rare ones seen 1-3 times).
Values are drawn from Zipf-skewed pools.  A corpus depends only on the rng.

General judgement calls (all formats)
-------------------------------------
* Every number is a variable, also when it rarely changes (ecs.version "1.2.0",
  HTTP version "HTTP/1.1", "bits=64", "errorCode=0", "DEBUG_1").  Exceptions,
  because they are fixed names rather than numbers: MongoDB's numeric ``"id"``
  (see below), HAProxy's reason words ``Layer4``/``Layer7``, Redis's startup
  banner ``oO0OoO0OoO0Oo``.
* JSON keys, the quotes around JSON string values, and bracket / parenthesis
  decoration around a value are constant; the value inside is the variable.
  A value that is itself a list or free text (Kafka ``Set(...)`` partition
  lists, Redis CLIENT LIST info, MongoDB ``attr.command`` documents, an error
  text, a query source) is one variable even when it contains spaces.
* Timestamps are variables, one per whitespace-separated piece (Kafka
  ``[<*> <*>]``; Redis ``<*> <*> <*> <*>`` for ``01 May 2024 10:00:00.123``).
* The level is only what the line itself shows; lines that show none get "-".

kafka_broker (Kafka 3.x server.log, log4j ``[date time] LEVEL [Ctx k=v] msg (logger)``)
    Level word = level (Kafka's log4j levels map 1:1; no FATAL is used by
    modern brokers, abnormal lines are WARN/ERROR).  Constant: the context
    kind (``ReplicaFetcher``, ``GroupCoordinator``...), the message words,
    state names (PreparingRebalance, OfflinePartition -> OnlinePartition,
    READ_UNCOMMITTED, INITIAL, UNKNOWN_TOPIC_OR_PARTITION), the logger class.
    Variable: broker/leader/fetcher ids, partitions (``topic-3`` is one
    token), log dirs, offsets, sizes, epochs, ISR lists (``1,2,3``), group
    names, member ids, ``__consumer_offsets-N``, ``604800000ms``-style
    durations (number with unit glued = one token), ZooKeeper session ids.
    "Error sending fetch request" is INFO in real Kafka and stays INFO.

elasticsearch_ecs (Elasticsearch 8 ECS JSON server log + search/indexing slowlog)
    Level = ``log.level``.  Kept byte-exact to ES 8's odd spacing
    (``, "log.level": "INFO", "message":"...", "ecs.version": "1.2.0","service.name"...``).
    Constant: JSON keys, ``service.name`` ES_ECS, ``event.dataset``,
    ``log.logger`` (part of the message identity), the message words, health
    colours ([GREEN]/[YELLOW]/[RED]), index-creation causes (``auto(bulk api)``,
    ``api``, ``rollover_index``), ``auth.type`` REALM, ``slowlog.id`` null.
    Variable: @timestamp, ecs.version, thread name (``elasticsearch[node][pool][T#3]``),
    cluster uuid / node id / node name / cluster name, index names, shard
    numbers, node descriptors (``{name}{id}{eph}{ip}{ip:port}{roles}`` = one
    token), sizes, percentages, durations, policy/step values, the slowlog
    source (escaped JSON) and took values.  The same message text under two
    loggers (publish_address of transport vs http) or two levels (GC overhead
    INFO vs WARN) is two templates, since logger and level word are constant.
    Startup lines carry no cluster.uuid / node.id (as in ES); those templates
    never have them, the others always do.

redis_server (Redis 7 server log ``pid:R dd Mon yyyy hh:mm:ss.mmm L msg``)
    Level from the level char: ``.`` debug -> DEBUG, ``-`` verbose -> DEBUG,
    ``*`` notice -> INFO, ``#`` warning -> WARN (Redis has nothing higher, so
    all abnormal lines are WARN, including "Out Of Memory allocating").
    The role char (M master, S replica, C child/early startup, X sentinel) is
    constant: it says who speaks, so ``<*>:C ... DB saved on disk`` (the RDB
    child) and ``<*>:M ... DB saved on disk`` (shutdown save) are two
    templates; the pid before the colon is the variable.  The month name is
    part of the date, so variable.  Constant: message words, ``mode=standalone``,
    ``target: disk``, error strings that are one fixed errno text.  Variable:
    pids, counts, seconds, MB figures, replica host:port, AOF file names,
    replication id:offset, CLIENT LIST info (one variable), sentinel master
    name / ip / port / quorum.

mongodb_json (MongoDB 4.4+/7.0 structured log)
    Level = ``s``: F -> FATAL, E -> ERROR, W -> WARN, I -> INFO, D1..D5 -> DEBUG.
    The numeric ``"id"`` is a constant per message (MongoDB assigns one id to
    each log statement), so it stays literal in the template although it is a
    number; the column padding mongod writes after s/c/id is constant too.
    Constant: ``c`` component, ``msg``, attr keys, state names
    (PRIMARY/SECONDARY), codeName, ``"type"`` of slow ops (command / update /
    remove), booleans that mark a different path (``"speculative":true``),
    ctx when it is a fixed thread name (listener, initandlisten, Checkpointer,
    TTLMonitor, main, SignalHandler).  Variable: timestamp, ctx when it
    carries a number (conn123, ReplCoord-7), every attr value: remotes, uuids,
    counts, namespaces, driver/platform strings, plan summaries, and the whole
    ``attr.command`` / ``cmd`` / ``stats`` documents of slow-query and
    plan-executor lines (free-form query text, one variable each).  The
    different slow-op shapes (find, getMore, aggregate, insert, update,
    remove) have different attr key sets, hence different templates.

haproxy_http (HAProxy 2.8 via rsyslog: ``Mon dd hh:mm:ss host haproxy[pid]: ...``)
    The HTTP log line shows no level -> "-"; so do the syslog health-check /
    proxy lines.  Lines HAProxy writes to stderr and journald forwards
    (``[NOTICE]   (pid) : ...``) show one: NOTICE -> INFO, WARNING -> WARN,
    ALERT -> ERROR.  HTTP log: constant = the method, the termination-state
    flags (``----``, ``cD--``, ``sH--``, ``SC--``, ``CD--``, ``SD--``, ``PR--``,
    ``LR--``, ``cR--``, ``CR--``, ``sQ--``, ``SH--``, ``PH--``; they say how the
    session ended), the two ``- -`` captured-cookie fields, ``<BADREQ>``.
    Variable = client ip:port, accept date, frontend (``fe_https~`` one token),
    ``backend/server`` (one token, also ``be_app/<NOSRV>``), the timer, conn and
    queue slash-groups (one token each), the status code (a number, so
    variable even though it correlates with the termination state), bytes,
    URI, HTTP version.  Health checks: ``UP``/``DOWN``, ``succeeded``/``failed``
    and the reason phrase are constant; codes, durations (``2001ms``), counts,
    ``2/3`` rise/fall counters and the quoted info text are variable.

traefik_json (Traefik v2 logrus JSON: access log lines and app log lines mixed)
    Both kinds carry ``"level"`` (access lines always ``"info"``): info -> INFO,
    debug -> DEBUG, warning -> WARN, error -> ERROR, fatal -> FATAL.  Keys are
    sorted as logrus/encoding-json sorts them (upper case first).  Access
    lines: constant = RequestMethod, RequestScheme (tied to the TLS fields
    being present), ``"RequestPort":"-"``, empty msg, ServiceURL's fixed
    struct members; variable = every address, host, path, status, size,
    duration (ns), counter, router/service/entrypoint name, TLS
    version/cipher, times, and ClientUsername (mostly ``-``, sometimes a
    basic-auth user: it is one field whose value varies, so not a separate
    template).  Routed vs unrouted (no Origin*/Router/Service keys) and TLS
    vs plain (TLSCipher/TLSVersion keys) are different templates.
    App lines: constant = msg words, providerName when fixed (docker/file);
    variable = names, hosts, versions, error texts, the escaped JSON of
    "Configuration received" and the ``'502 Bad Gateway'`` quoted status.
"""
from __future__ import annotations

import bisect
import random
import re
import sys
from datetime import datetime, timezone
from typing import Callable

N_ROWS = 2000
LEVELS = {"DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"}
_PH = re.compile(r"\{([a-z][a-z0-9_]*)\}")


# --------------------------------------------------------------------------
# shared machinery
# --------------------------------------------------------------------------

def template_of(fmt: str) -> str:
    return _PH.sub("<*>", fmt)


class Ctx:
    """What a value generator sees: rng, current time, values already chosen
    for this line, and per-corpus state."""

    __slots__ = ("rng", "t", "vals", "st")

    def __init__(self, rng: random.Random, st: dict):
        self.rng = rng
        self.t = 0.0
        self.vals: dict[str, str] = {}
        self.st = st


_ZCACHE: dict[tuple[int, float], list[float]] = {}


def z(rng: random.Random, pool, s: float = 1.1):
    """Zipf-skewed choice: the first items of a pool are the common ones."""
    n = len(pool)
    key = (n, s)
    cw = _ZCACHE.get(key)
    if cw is None:
        acc, cw = 0.0, []
        for i in range(n):
            acc += 1.0 / (i + 1) ** s
            cw.append(acc)
        _ZCACHE[key] = cw
    return pool[bisect.bisect_left(cw, rng.random() * cw[-1])]


def _hex(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def _b64(rng: random.Random, n: int = 22) -> str:
    return "".join(rng.choice(_B64) for _ in range(n))


def _uuid(rng: random.Random) -> str:
    h = _hex(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def _dt(t: float) -> datetime:
    return datetime.fromtimestamp(t, timezone.utc)


def _ms(t: float) -> int:
    return int(round(t * 1000)) % 1000


def _lognorm(rng: random.Random, median: float, sigma: float = 1.0, lo: int = 0) -> int:
    return max(lo, int(rng.lognormvariate(0, sigma) * median))


def _start(rng: random.Random) -> float:
    d = datetime(2024, rng.randint(1, 12), rng.randint(10, 28), rng.randint(0, 20),
                 rng.randint(0, 59), rng.randint(0, 59), tzinfo=timezone.utc)
    return d.timestamp() + rng.random()


PRIV_IPS = ["10.0.1.15", "10.0.1.22", "10.0.2.7", "10.0.2.31", "10.0.3.4", "172.16.4.19",
            "172.16.4.20", "10.0.1.88", "192.168.10.41", "10.0.5.12", "10.0.6.200", "172.16.9.3"]
PUB_IPS = ["203.0.113.7", "198.51.100.23", "81.2.69.142", "93.184.216.34", "185.199.108.153",
           "45.33.32.156", "104.16.85.20", "66.249.66.1", "157.55.39.14", "5.255.253.2",
           "88.198.45.12", "51.15.122.8", "140.82.121.4", "62.210.16.6", "176.9.50.11"]


def _eport(rng: random.Random) -> int:
    return rng.randint(32768, 60999)


def generate(rng: random.Random, specs: list[tuple], gens: dict, setup: Callable | None,
             mean_gap: float) -> list[dict[str, str]]:
    """specs: (fmt, level, weight[, overrides]).  Returns N_ROWS time-ordered rows."""
    tmpls = [template_of(s[0]) for s in specs]
    dupes = {t for t in tmpls if tmpls.count(t) > 1}
    assert not dupes, dupes
    for s in specs:
        assert s[1] in LEVELS, s
    order = list(range(len(specs)))
    order += rng.choices(range(len(specs)), weights=[s[2] for s in specs], k=N_ROWS - len(specs))
    rng.shuffle(order)
    st: dict = {}
    if setup:
        setup(rng, st)
    c = Ctx(rng, st)
    t = _start(rng)
    rows = []
    for i in order:
        t += rng.expovariate(1.0 / mean_gap)
        spec = specs[i]
        over = spec[3] if len(spec) > 3 else {}
        c.t = t
        c.vals = vals = {}

        def sub(m: re.Match) -> str:
            k = m.group(1)
            if k not in vals:
                g = over.get(k) or gens[k]
                v = str(g(c))
                assert v, (k, spec[0])
                vals[k] = v
            return vals[k]

        line = _PH.sub(sub, spec[0])
        rows.append({"line": line, "template": tmpls[i], "level": spec[1]})
    return rows


# --------------------------------------------------------------------------
# 1. Kafka broker server.log
# --------------------------------------------------------------------------

K_TOPICS = ["orders", "clickstream", "payments", "user-events", "inventory-updates", "audit-log",
            "notifications", "shipments", "fraud-scores", "metrics.raw", "session-events",
            "email-outbox", "search-index-updates", "price-changes", "cdc.public.customers",
            "cdc.public.invoices", "dlq.orders"]
K_GROUPS = ["order-service", "analytics-sink", "payment-processor", "notification-dispatcher",
            "search-indexer", "fraud-model-scorer", "connect-s3-sink", "inventory-sync",
            "email-worker", "ksql-query-CSAS_ORDERS_ENRICHED_3", "audit-archiver"]
K_DIRS = ["/var/lib/kafka/data", "/var/lib/kafka/data-1", "/data/kafka-logs", "/mnt/disk2/kafka-logs"]


def _k_setup(rng: random.Random, st: dict) -> None:
    n = rng.choice([3, 3, 5])
    st["brokers"] = list(range(1, n + 1))
    st["bid"] = rng.choice(st["brokers"])
    st["dirs"] = K_DIRS[: rng.choice([1, 1, 2])]
    st["dom"] = rng.choice(["kafka.svc.cluster.local", "prod.internal", "eu-west-1.compute.internal"])


def _k_other(c: Ctx) -> str:
    return str(c.rng.choice([b for b in c.st["brokers"] if b != c.st["bid"]]))


def _k_part(c: Ctx) -> str:
    if c.rng.random() < 0.08:
        return f"__consumer_offsets-{c.rng.randint(0, 49)}"
    return f"{z(c.rng, K_TOPICS)}-{z(c.rng, list(range(12)), 0.6)}"


def _k_group(c: Ctx) -> str:
    if "group" not in c.vals:
        c.vals["group"] = z(c.rng, K_GROUPS)
    return c.vals["group"]


def _k_member(c: Ctx) -> str:
    g = _k_group(c)
    return f"consumer-{g}-{c.rng.randint(1, 6)}-{_uuid(c.rng)}"


def _k_cpart(c: Ctx) -> str:
    return f"__consumer_offsets-{sum(map(ord, _k_group(c))) % 50}"


def _k_segpath(suffix: str):
    def g(c: Ctx) -> str:
        p = _k_part(c)
        return f"{z(c.rng, c.st['dirs'])}/{p}/{c.rng.randint(0, 90_000_000):020d}.{suffix}.deleted"
    return g


def _k_isr(kind: str):
    def old(c: Ctx) -> str:
        b = sorted(c.st["brokers"])
        k = 3 if kind == "shrink" else 2
        s = sorted(c.rng.sample(b, min(k, len(b))))
        if c.st["bid"] not in s:
            s[0] = c.st["bid"]
            s = sorted(set(s))
        return ",".join(map(str, s))

    def new(c: Ctx) -> str:
        if "isr_old" not in c.vals:
            c.vals["isr_old"] = old(c)
        cur = [int(x) for x in c.vals["isr_old"].split(",")]
        if kind == "shrink":
            drop = c.rng.choice([x for x in cur if x != c.st["bid"]] or cur)
            return ",".join(str(x) for x in cur if x != drop) or str(c.st["bid"])
        rest = [x for x in c.st["brokers"] if x not in cur] or [c.st["brokers"][-1]]
        return ",".join(map(str, cur + [c.rng.choice(rest)]))
    return {"isr_old": old, "isr_new": new}


def _k_pset(c: Ctx) -> str:
    return "Set(" + ", ".join(sorted({_k_part(c) for _ in range(c.rng.choice([1, 1, 2, 3, 5]))})) + ")"


K_GENS: dict[str, Callable[[Ctx], object]] = {
    "kdate": lambda c: _dt(c.t).strftime("%Y-%m-%d"),
    "ktime": lambda c: _dt(c.t).strftime("%H:%M:%S") + f",{_ms(c.t):03d}",
    "bid": lambda c: c.st["bid"],
    "bid2": _k_other,
    "bid3": _k_other,
    "fid": lambda c: z(c.rng, [0, 1, 2, 3]),
    "part": _k_part,
    "dir": lambda c: z(c.rng, c.st["dirs"]),
    "offset": lambda c: c.rng.randint(0, 95_000_000),
    "offset2": lambda c: c.rng.randint(0, 95_000_000),
    "offset3": lambda c: c.rng.randint(0, 95_000_000),
    "size": lambda c: c.rng.choice([1073741824 - c.rng.randint(0, 9000), c.rng.randint(1000, 1073741824)]),
    "epochms": lambda c: int(c.t * 1000) - c.rng.randint(7 * 86400_000, 8 * 86400_000),
    "epochms2": lambda c: int(c.t * 1000) - c.rng.randint(7 * 86400_000, 8 * 86400_000),
    "lastcaught": lambda c: int(c.t * 1000) - c.rng.randint(10_000, 45_000),
    "retms": lambda c: z(c.rng, ["604800000ms", "259200000ms", "86400000ms", "1209600000ms"]),
    "ms": lambda c: _lognorm(c.rng, 2, 1.2),
    "n": lambda c: z(c.rng, list(range(0, 40)), 1.3),
    "n2": lambda c: z(c.rng, list(range(1, 9)), 1.6),
    "rf": lambda c: z(c.rng, [3, 2, 1]),
    "np": lambda c: z(c.rng, [12, 6, 3, 24, 1, 48]),
    "fmtver": lambda c: 2,
    "epoch": lambda c: c.rng.randint(3, 400),
    "epoch2": lambda c: c.rng.randint(3, 400),
    "lepoch": lambda c: c.rng.randint(0, 60),
    "pepoch": lambda c: c.rng.randint(0, 90),
    "gen": lambda c: c.rng.randint(1, 900),
    "group": _k_group,
    "member": _k_member,
    "cpart": _k_cpart,
    "pset": _k_pset,
    "sid": lambda c: c.rng.randint(10_000_000, 2_147_483_000),
    "pnum": lambda c: z(c.rng, list(range(12)), 0.6),
    "errcode": lambda c: 0,
    "addr": lambda c: (lambda b: f"kafka-{b}.{c.st['dom']}/10.0.1.{10 + b}:9092")(int(c.vals.get("bid2", 2))),
    "hostport": lambda c: f"kafka-{c.vals.setdefault('bid2', _k_other(c))}.{c.st['dom']}:9092",
    "chan": lambda c: z(c.rng, ["alterPartition", "forwarding", "heartbeat"]),
    "cip": lambda c: "/" + z(c.rng, PRIV_IPS),
    "chanid": lambda c: f"10.0.1.{10 + c.st['bid']}:9092-{c.vals.get('cip', '/' + z(c.rng, PRIV_IPS))[1:]}:{_eport(c.rng)}-{c.rng.randint(0, 400)}",
    "ckpath": lambda c: z(c.rng, c.st["dirs"]) + "/" + z(c.rng, ["recovery-point-offset-checkpoint",
                                                              "replication-offset-checkpoint",
                                                              "log-start-offset-checkpoint"]),
    "zsid": lambda c: "0x" + _hex(c.rng, 16).lstrip("0"),
    "zkhost": lambda c: (lambda i: f"zk-{i}.{c.st['dom']}/10.0.0.{20 + i}:2181")(c.rng.randint(0, 2)),
    "ztimeout": lambda c: z(c.rng, [18000, 6000, 30000]),
    "topic": lambda c: z(c.rng, K_TOPICS),
    "isrl": lambda c: c.st["bid"],
    "tn": lambda c: 0,
}


def _kafka_specs() -> list[tuple]:
    P = "[{kdate} {ktime}] "
    RF = "[ReplicaFetcher replicaId={bid}, leaderId={bid2}, fetcherId={fid}] "
    GC = "[GroupCoordinator {bid}]: "
    GCL = " (kafka.coordinator.group.GroupCoordinator)"
    SEG = "LogSegment(baseOffset={offset}, size={size}, lastModifiedTime={epochms}, largestRecordTimestamp=Some({epochms2}))"
    S = [
        ("INFO [GroupMetadataManager brokerId={bid}] Removed {n} expired offsets in {ms} milliseconds. (kafka.coordinator.group.GroupMetadataManager)", "INFO", 110),
        ("INFO [LocalLog partition={part}, dir={dir}] Rolled new log segment at offset {offset} in {ms} ms. (kafka.log.LocalLog)", "INFO", 140),
        ("INFO [ProducerStateManager partition={part}] Wrote producer snapshot at offset {offset} with {n} producer ids in {ms} ms. (kafka.log.ProducerStateManager)", "INFO", 140),
        ("INFO [UnifiedLog partition={part}, dir={dir}] Found deletable segments with base offsets [{offset}] due to retention time {retms} breach (kafka.log.UnifiedLog)", "INFO", 40),
        ("INFO [UnifiedLog partition={part}, dir={dir}] Deleting segment " + SEG + " due to retention time {retms} breach based on the largest record timestamp in the segment (kafka.log.UnifiedLog)", "INFO", 40),
        ("INFO [UnifiedLog partition={part}, dir={dir}] Incremented log start offset to {offset} due to SegmentDeletion (kafka.log.UnifiedLog)", "INFO", 40),
        ("INFO [LocalLog partition={part}, dir={dir}] Deleting segment files " + SEG + " (kafka.log.LocalLog$)", "INFO", 40),
        ("INFO Deleted log {logpath}. (kafka.log.LogSegment)", "INFO", 38, {"logpath": _k_segpath("log")}),
        ("INFO Deleted offset index {idxpath}. (kafka.log.LogSegment)", "INFO", 38, {"idxpath": _k_segpath("index")}),
        ("INFO Deleted time index {tidxpath}. (kafka.log.LogSegment)", "INFO", 38, {"tidxpath": _k_segpath("timeindex")}),
        ("INFO [Partition {part} broker={bid}] Shrinking ISR from {isr_old} to {isr_new}. Leader: (highWatermark: {offset}, endOffset: {offset2}). Out of sync replicas: (brokerId: {bid2}, endOffset: {offset3}, lastCaughtUpTimeMs: {lastcaught}). (kafka.cluster.Partition)", "INFO", 7, _k_isr("shrink")),
        ("INFO [Partition {part} broker={bid}] ISR updated to {isr_new} and partition epoch updated to {pepoch} (kafka.cluster.Partition)", "INFO", 12, _k_isr("shrink")),
        ("INFO [Partition {part} broker={bid}] Expanding ISR from {isr_old} to {isr_new} (kafka.cluster.Partition)", "INFO", 6, _k_isr("expand")),
        ("INFO [Partition {part} broker={bid}] Log loaded for partition {part} with initial high watermark {offset} (kafka.cluster.Partition)", "INFO", 3),
        ("INFO [Partition {part} broker={bid}] No checkpointed highwatermark is found for partition {part} (kafka.cluster.Partition)", "INFO", 0.6),
        ("INFO [LogLoader partition={part}, dir={dir}] Loading producer state till offset {offset} with message format version {fmtver} (kafka.log.UnifiedLog$)", "INFO", 3),
        ("INFO " + GC + "Preparing to rebalance group {group} in state PreparingRebalance with old generation {gen} ({cpart}) (reason: Adding new member {member} with group instance id None; client reason: rebalance failed due to MemberIdRequiredException)" + GCL, "INFO", 9),
        ("INFO " + GC + "Preparing to rebalance group {group} in state PreparingRebalance with old generation {gen} ({cpart}) (reason: removing member {member} on heartbeat expiration)" + GCL, "INFO", 4),
        ("INFO " + GC + "Stabilized group {group} generation {gen} ({cpart}) with {n2} members" + GCL, "INFO", 12),
        ("INFO " + GC + "Assignment received from leader {member} for group {group} for generation {gen}. The group has {n2} members, {tn} of which are static." + GCL, "INFO", 12),
        ("INFO " + GC + "Member {member} in group {group} has failed, removing it from the group" + GCL, "INFO", 4),
        ("INFO " + GC + "Dynamic member with unknown member id joins group {group} in Stable state. Created a new member id {member} and request the member to rejoin with this id." + GCL, "INFO", 9),
        ("INFO " + GC + "Group {group} with generation {gen} is now empty ({cpart})" + GCL, "INFO", 2),
        ("INFO [ReplicaFetcherManager on broker {bid}] Removed fetcher for partitions {pset} (kafka.server.ReplicaFetcherManager)", "INFO", 3),
        ("INFO " + RF + "Truncating partition {part} with TruncationState(offset={offset}, completed=true) due to leader epoch and offset EpochEndOffset(errorCode={errcode}, partition={pnum}, leaderEpoch={lepoch}, endOffset={offset}) (kafka.server.ReplicaFetcherThread)", "INFO", 2),
        ("INFO " + RF + "Error sending fetch request (sessionId={sid}, epoch=INITIAL) to node {bid2}: (org.apache.kafka.clients.FetchSessionHandler)", "INFO", 2.5),
        ("WARN " + RF + "Received UNKNOWN_TOPIC_OR_PARTITION from the leader for partition {part}. This error may be returned transiently when the partition is being created or deleted, but it is not expected to persist. (kafka.server.ReplicaFetcherThread)", "WARN", 1.5),
        ("WARN " + RF + "Partition {part} marked as failed (kafka.server.ReplicaFetcherThread)", "WARN", 0.3),
        ("WARN [Controller id={bid}, targetBrokerId={bid2}] Connection to node {bid2} ({addr}) could not be established. Broker may not be available. (org.apache.kafka.clients.NetworkClient)", "WARN", 2.5),
        ("INFO [Controller id={bid}] Processing automatic preferred replica leader election (kafka.controller.KafkaController)", "INFO", 5),
        ("INFO [Controller id={bid}] {bid} successfully elected as the controller. Epoch incremented to {epoch} and epoch zk version is now {epoch2} (kafka.controller.KafkaController)", "INFO", 0.3),
        ("INFO [Controller id={bid}] Broker failure callback for {bid2} (kafka.controller.KafkaController)", "INFO", 0.4),
        ("INFO [Controller id={bid} epoch={epoch}] Changed partition {part} from OfflinePartition to OnlinePartition with state LeaderAndIsr(leader={bid}, leaderEpoch={lepoch}, isr=List({isrl}), leaderRecoveryState=RECOVERED, partitionEpoch={pepoch}) (state.change.logger)", "INFO", 1.2),
        ("INFO [Controller id={bid} epoch={epoch}] Changed partition {part} from NewPartition to OnlinePartition with state LeaderAndIsr(leader={bid}, leaderEpoch={lepoch}, isr=List({isrl}), leaderRecoveryState=RECOVERED, partitionEpoch={pepoch}) (state.change.logger)", "INFO", 0.8),
        ("INFO [BrokerToControllerChannelManager broker={bid} name={chan}]: Recorded new controller, from now on will use node {hostport} (id: {bid2} rack: null) (kafka.server.BrokerToControllerRequestThread)", "INFO", 0.8),
        ("ERROR [ReplicaManager broker={bid}] Error processing append operation on partition {part} (kafka.server.ReplicaManager)", "ERROR", 0.8),
        ("WARN [ReplicaManager broker={bid}] Stopping serving replicas in dir {dir} (kafka.server.ReplicaManager)", "WARN", 0.2),
        ("WARN [SocketServer listenerType=ZK_BROKER, nodeId={bid}] Unexpected error from {cip} (channelId={chanid}); closing connection (org.apache.kafka.common.network.Selector)", "WARN", 1.5),
        ("INFO [SocketServer listenerType=ZK_BROKER, nodeId={bid}] Failed authentication with {cip} (channelId={chanid}) (Unexpected Kafka request of type METADATA during SASL handshake.) (org.apache.kafka.common.network.Selector)", "INFO", 1.5),
        ("ERROR Error while writing to checkpoint file {ckpath} (kafka.server.LogDirFailureChannel)", "ERROR", 0.3),
        ("ERROR Shutdown broker because all log dirs in {dir} have failed (kafka.log.LogManager)", "ERROR", 0.2),
        ("ERROR Exiting Kafka due to fatal exception (kafka.Kafka$)", "ERROR", 0.2),
        ("WARN Unable to read additional data from server sessionid {zsid}, likely server has closed socket, closing socket connection and attempting reconnect (org.apache.zookeeper.ClientCnxn)", "WARN", 1.2),
        ("INFO Opening socket connection to server {zkhost}. (org.apache.zookeeper.ClientCnxn)", "INFO", 1.2),
        ("INFO Session establishment complete on server {zkhost}, session id = {zsid}, negotiated timeout = {ztimeout} (org.apache.zookeeper.ClientCnxn)", "INFO", 1.2),
        ("INFO [KafkaServer id={bid}] started (kafka.server.KafkaServer)", "INFO", 0.2),
        ("INFO [KafkaServer id={bid}] shutting down (kafka.server.KafkaServer)", "INFO", 0.2),
        ("INFO [TransactionCoordinator id={bid}] Startup complete. (kafka.coordinator.transaction.TransactionCoordinator)", "INFO", 0.2),
        ("INFO [Admin Manager on Broker {bid}]: Error processing create topic request CreatableTopic(name='{topic}', numPartitions={np}, replicationFactor={rf}, assignments=[], configs=[]) (kafka.server.ZkAdminManager)", "INFO", 0.8),
    ]
    return [(P + s[0],) + s[1:] for s in S]


def make_kafka_broker(rng: random.Random) -> list[dict[str, str]]:
    return generate(rng, _kafka_specs(), K_GENS, _k_setup, 1.6)


# --------------------------------------------------------------------------
# 2. Elasticsearch 8 ECS JSON
# --------------------------------------------------------------------------

ES_NODES = ["es-data-0", "es-data-1", "es-data-2", "es-master-0", "es-master-1", "es-master-2",
            "es-hot-0", "es-hot-1", "es-warm-0", "es-ingest-0"]
ES_INDICES = ["logs-app-2024.05.01", ".ds-logs-nginx-default-2024.05.01-000012", "metrics-2024.05",
              "orders_v3", "products", ".kibana_8.13.2_001", "audit-2024.05.01",
              ".ds-traces-apm-default-2024.04.30-000044", "customers", "search-suggestions",
              ".security-7", "events-000031", ".monitoring-es-7-2024.05.01"]
ES_POLICIES = ["logs", "metrics", "30-days-default", "90-days-default", "audit-retention", "traces-apm.traces-default_policy"]
ES_USERS = ["elastic", "kibana_system", "logstash_writer", "beats_system", "svc-reporting", "jdoe", "apm_server"]
ES_REALMS = ["reserved", "native1", "ldap1", "file1", "saml1"]
ES_STEPS = ['{\\"phase\\":\\"hot\\",\\"action\\":\\"rollover\\",\\"name\\":\\"check-rollover-ready\\"}',
            '{\\"phase\\":\\"hot\\",\\"action\\":\\"rollover\\",\\"name\\":\\"attempt-rollover\\"}',
            '{\\"phase\\":\\"warm\\",\\"action\\":\\"forcemerge\\",\\"name\\":\\"forcemerge\\"}',
            '{\\"phase\\":\\"delete\\",\\"action\\":\\"delete\\",\\"name\\":\\"delete\\"}',
            '{\\"phase\\":\\"hot\\",\\"action\\":\\"complete\\",\\"name\\":\\"complete\\"}']
ES_ACTIONS = ["indices:monitor/stats[n]", "cluster:monitor/nodes/stats[n]", "indices:data/read/search[phase/query]",
              "internal:coordination/fault_detection/follower_check", "indices:admin/seq_no/global_checkpoint_sync[r]"]
ES_QUERIES = [
    '{\\"size\\":20,\\"query\\":{\\"bool\\":{\\"filter\\":[{\\"term\\":{\\"status\\":{\\"value\\":\\"open\\",\\"boost\\":1.0}}}],\\"boost\\":1.0}}}',
    '{\\"size\\":0,\\"aggregations\\":{\\"by_host\\":{\\"terms\\":{\\"field\\":\\"host.name\\",\\"size\\":500}}}}',
    '{\\"query\\":{\\"match_all\\":{\\"boost\\":1.0}}}',
    '{\\"size\\":50,\\"query\\":{\\"match\\":{\\"message\\":{\\"query\\":\\"timeout exception\\",\\"operator\\":\\"OR\\"}}},\\"sort\\":[{\\"@timestamp\\":{\\"order\\":\\"desc\\"}}]}',
    '{\\"size\\":10,\\"query\\":{\\"wildcard\\":{\\"sku\\":{\\"wildcard\\":\\"*-XL*\\",\\"boost\\":1.0}}}}',
    '{\\"query\\":{\\"range\\":{\\"@timestamp\\":{\\"gte\\":\\"now-7d\\",\\"lt\\":\\"now\\"}}},\\"track_total_hits\\":true}',
]
ES_DOCS = ['{\\"order_id\\":\\"ORD-88123\\",\\"status\\":\\"paid\\",\\"amount\\":129.9}',
           '{\\"@timestamp\\":\\"2024-05-01T10:01:02Z\\",\\"message\\":\\"GET /health 200\\"}',
           '{\\"sku\\":\\"TSHIRT-BLK-XL\\",\\"stock\\":17}',
           '{\\"user\\":\\"u-1931\\",\\"event\\":\\"login\\"}']


def _es_setup(rng: random.Random, st: dict) -> None:
    names = ES_NODES[:]
    rng.shuffle(names)
    st["nodes"] = [(n, _b64(rng), _b64(rng), f"10.0.4.{10 + i}") for i, n in enumerate(names)]
    st["me"] = st["nodes"][0]
    st["cuuid"] = _b64(rng)
    st["cname"] = rng.choice(["prod-logging", "search-prod", "es-eu-1", "docker-cluster", "observability"])
    st["datapath"] = rng.choice(["/usr/share/elasticsearch/data", "/var/lib/elasticsearch", "/data/es"])
    st["iuuid"] = {i: _b64(rng) for i in ES_INDICES}


def _es_desc(n: tuple) -> str:
    return "{%s}{%s}{%s}{%s}{%s}{%s:9300}{%s}" % (n[0], n[1], n[2], n[0], n[3], n[3], "cdfhilmrstw")


def _es_thread(pool: str):
    if pool in ("main", "Thread-2"):
        return lambda c: pool
    if "#" in pool:
        return lambda c: f"elasticsearch[{c.st['me'][0]}][{pool}][T#1]"
    return lambda c: f"elasticsearch[{c.st['me'][0]}][{pool}][T#{z(c.rng, list(range(1, 9)), 0.8)}]"


def _es_dur(c: Ctx) -> str:
    ms = _lognorm(c.rng, 400, 0.9, 1)
    return f"{ms}ms" if ms < 1000 else f"{ms / 1000:.1f}s"


def _es_pct(c: Ctx) -> str:
    return f"{c.rng.uniform(1, 20):.1f}%"


ES_GENS: dict[str, Callable[[Ctx], object]] = {
    "ts": lambda c: _dt(c.t).strftime("%Y-%m-%dT%H:%M:%S.") + f"{_ms(c.t):03d}Z",
    "ecsv": lambda c: "1.2.0",
    "cuuid": lambda c: c.st["cuuid"],
    "nid": lambda c: c.st["me"][1],
    "nname": lambda c: c.st["me"][0],
    "cname": lambda c: c.st["cname"],
    "gcn": lambda c: c.rng.randint(100, 900000),
    "dur": _es_dur,
    "dur2": lambda c: z(c.rng, ["1s", "1.1s", "1.2s", "1.5s", "2s"]),
    "wm": lambda c: "90%",
    "wmlow": lambda c: "85%",
    "wmflood": lambda c: "95%",
    "dnid": lambda c: z(c.rng, c.st["nodes"])[1],
    "dnname": lambda c: next(n[0] for n in c.st["nodes"] if n[1] == c.vals["dnid"]),
    "datapath": lambda c: c.st["datapath"],
    "free": lambda c: f"{float(c.vals['fpct'][:-1]) * 4.1 if 'fpct' in c.vals else c.rng.uniform(1, 60):.1f}gb",
    "fpct": _es_pct,
    "relo": lambda c: z(c.rng, ["0b", "12.4gb", "3.1gb", "48.9gb"]),
    "index": lambda c: z(c.rng, ES_INDICES),
    "index2": lambda c: z(c.rng, ES_INDICES),
    "iuuid": lambda c: c.st["iuuid"][c.vals["index"]],
    "tmpl": lambda c: z(c.rng, ["logs", "metrics", "logs-app", "traces-apm", "orders"]),
    "shards": lambda c: z(c.rng, [1, 3, 5, 2]),
    "replicas": lambda c: z(c.rng, [1, 0, 2]),
    "shard": lambda c: z(c.rng, list(range(6)), 0.7),
    "nodedesc": lambda c: _es_desc(z(c.rng, c.st["nodes"][1:])),
    "srcdesc": lambda c: _es_desc(c.st["nodes"][1]),
    "medesc": lambda c: _es_desc(c.st["me"]),
    "term": lambda c: c.rng.randint(3, 40),
    "ver": lambda c: c.rng.randint(1000, 90000),
    "rpath": lambda c: z(c.rng, ["/_bulk", "/logs-app-*/_search", "/_cat/indices", "/orders_v3/_doc", "/_msearch",
                                 "/products/_search", "/_nodes/stats"]),
    "status": lambda c: z(c.rng, [429, 400, 503, 404, 500]),
    "ago": lambda c: (lambda s: f"{s / 1000:.1f}s/{s}ms")(c.rng.randint(10000, 60000)),
    "ago2": lambda c: (lambda s: f"{s / 1000:.1f}s/{s}ms")(c.rng.randint(1000, 15000)),
    "action": lambda c: z(c.rng, ES_ACTIONS),
    "reqid": lambda c: c.rng.randint(100000, 90000000),
    "heap": lambda c: c.rng.randint(6_000_000_000, 8_400_000_000),
    "heap2": lambda c: c.rng.randint(2_000_000_000, 6_000_000_000),
    "allocs": lambda c: c.rng.randint(1, 400),
    "gcdur": lambda c: c.rng.randint(3, 900),
    "policy": lambda c: z(c.rng, ES_POLICIES),
    "step": lambda c: z(c.rng, ES_STEPS),
    "step2": lambda c: z(c.rng, ES_STEPS),
    "retry": lambda c: c.rng.randint(1, 12),
    "thread": _es_thread("generic"),
    "pctf": lambda c: f"{c.rng.uniform(10, 40):.1f}%",
    "warnpct": lambda c: "10%",
    "na": lambda c: c.rng.randint(10, 90),
    "nb": lambda c: c.rng.randint(100, 400),
    "addr": lambda c: f"{c.st['me'][3]}:9300",
    "baddr": lambda c: f"{c.st['me'][3]}:9300",
    "haddr": lambda c: f"{c.st['me'][3]}:9200",
    "hbaddr": lambda c: "[::]:9200",
    "heapsize": lambda c: z(c.rng, ["4gb", "8gb", "16gb", "31gb"]),
    "jvmhome": lambda c: "/usr/share/elasticsearch/jdk",
    "lic": lambda c: _uuid(c.rng),
    "user": lambda c: z(c.rng, ES_USERS),
    "realm": lambda c: z(c.rng, ES_REALMS),
    "ops": lambda c: z(c.rng, [0, 0, 3, 17, 120]),
    "coll": lambda c: z(c.rng, ["cluster_stats", "index_stats", "node_stats", "shards"]),
    "collto": lambda c: "10s",
    "slowsrc": lambda c: z(c.rng, ES_QUERIES),
    "slowdoc": lambda c: z(c.rng, ES_DOCS),
    "shardmsg": lambda c: f"[{z(c.rng, ES_INDICES)}][{z(c.rng, list(range(6)), 0.7)}]",
    "imsg": lambda c: (lambda i: f"[{i}/{c.st['iuuid'][i]}]")(z(c.rng, ES_INDICES)),
    "took": lambda c: (lambda ms: (c.vals.__setitem__("tookms", str(ms)), f"{ms / 1000:.1f}s" if ms >= 1000 else f"{ms}ms")[1])(_lognorm(c.rng, 1200, 0.8, 1)),
    "tookms": lambda c: "0",
    "hits": lambda c: f"{z(c.rng, [0, 1, 10, 20, 137, 1024, 10000])} hits",
    "tshards": lambda c: z(c.rng, [1, 3, 5, 12]),
    "docid": lambda c: _b64(c.rng, 20),
    "stype": lambda c: "QUERY_THEN_FETCH",
}


def _es(level: str, logger: str, msg: str, w: float, pool: str = "generic", node: bool = True,
        over: dict | None = None) -> tuple:
    fmt = ('{"@timestamp":"{ts}", "log.level": "' + level + '", "message":"' + msg
           + '", "ecs.version": "{ecsv}","service.name":"ES_ECS","event.dataset":"elasticsearch.server",'
           '"process.thread.name":"{thread}","log.logger":"' + logger + '"'
           + (',"elasticsearch.cluster.uuid":"{cuuid}","elasticsearch.node.id":"{nid}"' if node else '')
           + ',"elasticsearch.node.name":"{nname}","elasticsearch.cluster.name":"{cname}"}')
    return (fmt, {"WARN": "WARN", "INFO": "INFO", "ERROR": "ERROR", "DEBUG": "DEBUG"}[level], w,
            {"thread": _es_thread(pool), **(over or {})})


def _es_slow(level: str, kind: str, w: float) -> tuple:
    tail = (', "user.name":"{user}", "user.realm":"{realm}", "ecs.version":"{ecsv}", "service.name":"ES_ECS", '
            '"event.dataset":"elasticsearch.{ds}", "process.thread.name":"{thread}", "log.logger":"{lg}", '
            '"elasticsearch.cluster.uuid":"{cuuid}", "elasticsearch.node.id":"{nid}", '
            '"elasticsearch.node.name":"{nname}", "elasticsearch.cluster.name":"{cname}"}')
    if kind in ("query", "fetch"):
        body = ('{"@timestamp":"{ts}", "log.level":"' + level + '", "auth.type":"REALM", '
                '"elasticsearch.slowlog.id":null, "elasticsearch.slowlog.message":"{shardmsg}", '
                '"elasticsearch.slowlog.search_type":"{stype}", "elasticsearch.slowlog.source":"{slowsrc}", '
                '"elasticsearch.slowlog.stats":"[]", "elasticsearch.slowlog.took":"{took}", '
                '"elasticsearch.slowlog.took_millis":{tookms}, "elasticsearch.slowlog.total_hits":"{hits}", '
                '"elasticsearch.slowlog.total_shards":{tshards}')
        fmt = body + tail.replace("{ds}", "index_search_slowlog").replace("{lg}", "index.search.slowlog." + kind)
        pool = "search"
    else:
        body = ('{"@timestamp":"{ts}", "log.level":"' + level + '", "auth.type":"REALM", '
                '"elasticsearch.slowlog.id":"{docid}", "elasticsearch.slowlog.message":"{imsg}", '
                '"elasticsearch.slowlog.source":"{slowdoc}", "elasticsearch.slowlog.took":"{took}", '
                '"elasticsearch.slowlog.took_millis":{tookms}')
        fmt = body + tail.replace("{ds}", "index_indexing_slowlog").replace("{lg}", "index.indexing.slowlog.index")
        pool = "write"
    return (fmt, level, w, {"thread": _es_thread(pool)})


def _es_specs() -> list[tuple]:
    DT = "org.elasticsearch.cluster.routing.allocation.DiskThresholdMonitor"
    GCM = "org.elasticsearch.monitor.jvm.JvmGcMonitorService"
    CB = "org.elasticsearch.indices.breaker.HierarchyCircuitBreakerService"
    MS = "org.elasticsearch.cluster.service.MasterService"
    CAS = "org.elasticsearch.cluster.service.ClusterApplierService"
    AS = "org.elasticsearch.cluster.routing.allocation.AllocationService"
    MCI = "org.elasticsearch.cluster.metadata.MetadataCreateIndexService"
    ILM = "org.elasticsearch.xpack.ilm.IndexLifecycleRunner"
    DISK = "[{dnid}][{dnname}][{datapath}] free: {free}[{fpct}]"
    return [
        _es("INFO", GCM, "[gc][{gcn}] overhead, spent [{dur}] collecting in the last [{dur2}]", 35, "scheduler"),
        _es("WARN", GCM, "[gc][{gcn}] overhead, spent [{dur}] collecting in the last [{dur2}]", 7, "scheduler"),
        _es("INFO", DT, "low disk watermark [{wmlow}] exceeded on " + DISK + ", replicas will not be assigned to this node", 14, "management",
            over={"fpct": lambda c: f"{c.rng.uniform(10.1, 14.9):.1f}%"}),
        _es("WARN", DT, "high disk watermark [{wm}] exceeded on " + DISK + ", shards will be relocated away from this node; currently relocating away shards totalling [{relo}]", 5, "management",
            over={"fpct": lambda c: f"{c.rng.uniform(5.1, 9.9):.1f}%"}),
        _es("WARN", DT, "flood stage disk watermark [{wmflood}] exceeded on " + DISK + ", all indices on this node will be marked read-only", 0.6, "management",
            over={"fpct": lambda c: f"{c.rng.uniform(0.5, 4.9):.1f}%"}),
        _es("INFO", "org.elasticsearch.cluster.metadata.MetadataMappingService", "[{index}/{iuuid}] update_mapping [_doc]", 60, "masterService#updateTask"),
        _es("INFO", MCI, "[{index}] creating index, cause [auto(bulk api)], templates [{tmpl}], shards [{shards}]/[{replicas}]", 6, "masterService#updateTask"),
        _es("INFO", MCI, "[{index}] creating index, cause [api], templates [], shards [{shards}]/[{replicas}]", 0.6, "masterService#updateTask"),
        _es("INFO", MCI, "[{index}] creating index, cause [rollover_index], templates [{tmpl}], shards [{shards}]/[{replicas}]", 1.5, "masterService#updateTask"),
        _es("INFO", "org.elasticsearch.cluster.metadata.MetadataDeleteIndexService", "[{index}] deleting index", 0.8, "masterService#updateTask"),
        _es("INFO", AS, "Cluster health status changed from [YELLOW] to [GREEN] (reason: [shards started [[{index}][{shard}]]]).", 5, "masterService#updateTask"),
        _es("INFO", AS, "Cluster health status changed from [GREEN] to [YELLOW] (reason: [{nodedesc} reason: disconnected]).", 1.5, "masterService#updateTask"),
        _es("INFO", AS, "Cluster health status changed from [YELLOW] to [RED] (reason: [shards failed [[{index}][{shard}]]]).", 0.4, "masterService#updateTask"),
        _es("INFO", MS, "node-join[{nodedesc} joining], term: {term}, version: {ver}, delta: added {{nodedesc}}", 1.2, "masterService#updateTask"),
        _es("INFO", MS, "node-left[{nodedesc} reason: disconnected], term: {term}, version: {ver}, delta: removed {{nodedesc}}", 1.2, "masterService#updateTask"),
        _es("INFO", CAS, "added {{nodedesc}}, term: {term}, version: {ver}, reason: ApplyCommitRequest{term={term}, version={ver}, sourceNode={srcdesc}}", 1.2, "clusterApplierService#updateTask"),
        _es("INFO", CAS, "removed {{nodedesc}}, term: {term}, version: {ver}, reason: ApplyCommitRequest{term={term}, version={ver}, sourceNode={srcdesc}}", 1.2, "clusterApplierService#updateTask"),
        _es("INFO", CAS, "master node changed {previous [], current [{srcdesc}]}, term: {term}, version: {ver}, reason: ApplyCommitRequest{term={term}, version={ver}, sourceNode={srcdesc}}", 0.3, "clusterApplierService#updateTask"),
        _es("WARN", "rest.suppressed", "path: {rpath}, params: {}, status: {status}", 4, "write"),
        _es("WARN", "rest.suppressed", "path: {rpath}, params: {index={index}}, status: {status}", 3, "search"),
        _es("WARN", "org.elasticsearch.transport.TransportService", "Received response for a request that has timed out, sent [{ago}] ago, timed out [{ago2}] ago, action [{action}], node [{nodedesc}], id [{reqid}]", 2, "transport_worker"),
        _es("WARN", "org.elasticsearch.action.admin.cluster.node.stats.TransportNodesStatsAction", "failed to execute on node [{dnid}]", 0.8, "management"),
        _es("INFO", CB, "attempting to trigger G1GC due to high heap usage [{heap}]", 3, "write"),
        _es("INFO", CB, "GC did bring memory usage down, before [{heap}], after [{heap2}], allocations [{allocs}], duration [{gcdur}]", 2, "write"),
        _es("INFO", CB, "GC did not bring memory usage down, before [{heap}], after [{heap2}], allocations [{allocs}], duration [{gcdur}]", 0.7, "write"),
        _es("INFO", "org.elasticsearch.xpack.ilm.IndexLifecycleTransition", "moving index [{index}] from [{step}] to [{step2}] in policy [{policy}]", 7, "masterService#updateTask"),
        _es("INFO", ILM, "policy [{policy}] for index [{index}] on an error step due to a transient error, moving back to the failed step [check-rollover-ready] for execution. retry attempt [{retry}]", 1.5, "management"),
        _es("ERROR", ILM, "policy [{policy}] for index [{index}] failed on step [{step}]. Moving to ERROR step", 0.8, "management"),
        _es("ERROR", "org.elasticsearch.bootstrap.ElasticsearchUncaughtExceptionHandler", "fatal error in thread [{thread}], exiting", 0.2, "write"),
        _es("WARN", "org.elasticsearch.indices.cluster.IndicesClusterStateService", "[{index}][{shard}] marking and sending shard failed due to [failed recovery]", 0.5, "generic"),
        _es("WARN", "org.elasticsearch.cluster.routing.allocation.allocator.DesiredBalanceReconciler", "[{pctf}] of assigned shards ({na}/{nb}) are not on their desired nodes, which exceeds the warn threshold of [{warnpct}]", 0.8, "masterService#updateTask"),
        _es("ERROR", "org.elasticsearch.xpack.monitoring.collector.cluster.ClusterStatsCollector", "collector [{coll}] timed out when collecting data: node [{dnid}] did not respond within [{collto}]", 0.8, "generic"),
        _es("WARN", "org.elasticsearch.xpack.monitoring.exporter.local.LocalExporter", "unexpected error while indexing monitoring document", 0.8, "write"),
        _es("INFO", "org.elasticsearch.index.shard.PrimaryReplicaSyncer", "[{index}][{shard}] primary-replica resync completed with {ops} operations", 0.8, "generic"),
        _es("INFO", "org.elasticsearch.xpack.security.authc.RealmsAuthenticator", "Authentication of [{user}] was terminated by realm [{realm}] - failed to authenticate user [{user}]", 2.5, "transport_worker"),
        _es("INFO", "org.elasticsearch.license.ClusterStateLicenseService", "license [{lic}] mode [basic] - valid", 0.3, "clusterApplierService#updateTask"),
        _es("INFO", "org.elasticsearch.transport.TransportService", "publish_address {{addr}}, bound_addresses {{baddr}}", 0.2, "main", node=False),
        _es("INFO", "org.elasticsearch.http.AbstractHttpServerTransport", "publish_address {{haddr}}, bound_addresses {{hbaddr}}", 0.2, "main", node=False),
        _es("INFO", "org.elasticsearch.env.NodeEnvironment", "heap size [{heapsize}], compressed ordinary object pointers [true]", 0.2, "main", node=False),
        _es("INFO", "org.elasticsearch.node.Node", "JVM home [{jvmhome}], using bundled JDK [true]", 0.2, "main", node=False),
        _es("INFO", "org.elasticsearch.xpack.security.Security", "Security is enabled", 0.2, "main", node=False),
        _es("INFO", "org.elasticsearch.node.Node", "started {medesc}", 0.2, "main"),
        _es("INFO", "org.elasticsearch.node.Node", "stopping ...", 0.2, "Thread-2"),
        _es_slow("WARN", "query", 9),
        _es_slow("INFO", "query", 5),
        _es_slow("WARN", "fetch", 1.5),
        _es_slow("WARN", "index", 4),
    ]


def make_elasticsearch_ecs(rng: random.Random) -> list[dict[str, str]]:
    return generate(rng, _es_specs(), ES_GENS, _es_setup, 4.0)


# --------------------------------------------------------------------------
# 3. Redis server log
# --------------------------------------------------------------------------

R_MASTERS = ["mymaster", "cache-primary", "sessions"]


def _r_setup(rng: random.Random, st: dict) -> None:
    st["pid"] = rng.choice([1, 1, 7, 1893, 23114, 487])
    st["spid"] = rng.choice([1, 9, 2211])
    st["child"] = st["pid"] + rng.randint(10, 4000)
    st["aofseq"] = rng.randint(2, 60)
    st["replid"] = _hex(rng, 40)
    st["me"] = rng.choice(["10.0.7.11", "10.0.7.12", "172.20.0.4"])
    st["ver"] = rng.choice(["7.2.4", "7.2.5", "7.0.15", "7.2.4"])


def _r_newchild(c: Ctx) -> int:
    c.st["child"] += c.rng.randint(3, 900)
    return c.st["child"]


def _r_aof(kind: str):
    def g(c: Ctx) -> str:
        s = c.st["aofseq"]
        if kind == "tmp":
            return f"temp-rewriteaof-bg-{c.st['child']}.aof"
        if kind == "base":
            return f"appendonly.aof.{s}.base.rdb"
        if kind == "incr":
            c.st["aofseq"] += 1
            return f"appendonly.aof.{s + 1}.incr.aof"
        return f"appendonly.aof.{max(1, s - 1)}.{c.rng.choice(['incr.aof', 'base.rdb'])}"
    return g


def _r_hp(c: Ctx) -> str:
    return f"{z(c.rng, ['10.0.7.12', '10.0.7.13', '10.0.7.14', '172.20.0.5'])}:{z(c.rng, [6379, 6380])}"


def _r_clientinfo(c: Ctx) -> str:
    cid = c.rng.randint(3, 90000)
    ip = z(c.rng, PRIV_IPS)
    replica = c.rng.random() < 0.5
    omem = c.rng.choice([268435456, 67108864, 8388608 + c.rng.randint(0, 9999999)])
    return (f"id={cid} addr={ip}:{_eport(c.rng)} laddr={c.st['me']}:6379 fd={c.rng.randint(8, 900)} "
            f"name={'' if replica else z(c.rng, ['', 'worker-3', 'sidekiq', 'celery'])} age={c.rng.randint(1, 90000)} "
            f"idle={c.rng.randint(0, 5)} flags={'S' if replica else 'N'} db=0 sub=0 psub={0 if replica else 1} ssub=0 "
            f"multi=-1 qbuf=0 qbuf-free=0 argv-mem=0 multi-mem=0 rbs=1024 rbp=0 obl=0 oll={c.rng.randint(500, 90000)} "
            f"omem={omem} tot-mem={omem + c.rng.randint(20000, 90000)} events=r "
            f"cmd={'psync' if replica else 'psubscribe'} user=default redir=-1 resp=2 lib-name= lib-ver=")


R_GENS: dict[str, Callable[[Ctx], object]] = {
    "pid": lambda c: c.st["pid"],
    "spid": lambda c: c.st["spid"],
    "chpid": lambda c: c.st["child"],
    "cpid": _r_newchild,
    "dd": lambda c: _dt(c.t).strftime("%d"),
    "mon": lambda c: _dt(c.t).strftime("%b"),
    "yyyy": lambda c: _dt(c.t).strftime("%Y"),
    "hms": lambda c: _dt(c.t).strftime("%H:%M:%S") + f".{_ms(c.t):03d}",
    "changes": lambda c: z(c.rng, [100, 1, 10000, 10]),
    "secs": lambda c: {100: 300, 1: 3600, 10000: 60, 10: 300}.get(int(c.vals.get("changes", 100)), 300),
    "mb": lambda c: z(c.rng, list(range(0, 40)), 0.9),
    "mb2": lambda c: int(c.vals["mb"]) + z(c.rng, [0, 0, 1, 2, 6]),
    "mb3": lambda c: max(0, int(c.vals["mb"]) - z(c.rng, [0, 1, 2])),
    "tmpfile": lambda c: f"temp-{c.st['child']}.rdb",
    "dir": lambda c: z(c.rng, ["/data", "/var/lib/redis"]),
    "tmpaof": _r_aof("tmp"),
    "basefile": _r_aof("base"),
    "incrfile": _r_aof("incr"),
    "histfile": _r_aof("hist"),
    "hp": _r_hp,
    "bytes": lambda c: _lognorm(c.rng, 4000, 1.8, 1),
    "off": lambda c: c.rng.randint(10_000_000, 9_000_000_000),
    "clientinfo": _r_clientinfo,
    "oombytes": lambda c: z(c.rng, [16, 24, 40, 1048576, 8192, 312]),
    "ip": lambda c: f"{z(c.rng, PRIV_IPS)}:{_eport(c.rng)}",
    "db": lambda c: z(c.rng, [0, 1, 2, 15], 1.6),
    "keys": lambda c: c.rng.randint(10, 2_000_000),
    "vol": lambda c: c.rng.randint(0, 90000),
    "slots": lambda c: z(c.rng, [2097152, 4194304, 1048576, 65536, 8192]),
    "nclients": lambda c: z(c.rng, list(range(1, 300)), 0.7),
    "nrepl": lambda c: z(c.rng, [1, 2, 0]),
    "inuse": lambda c: c.rng.randint(900_000, 2_900_000_000),
    "backlog": lambda c: 511,
    "somax": lambda c: z(c.rng, [128, 4096]),
    "ver": lambda c: c.st["ver"],
    "bits": lambda c: 64,
    "commit": lambda c: "00000000",
    "modified": lambda c: 0,
    "port": lambda c: 6379,
    "rdbage": lambda c: c.rng.randint(1, 90000),
    "rdbmem": lambda c: f"{c.rng.uniform(0.8, 900):.2f}",
    "kl": lambda c: c.rng.randint(0, 2_000_000),
    "ke": lambda c: c.rng.randint(0, 3000),
    "loadsecs": lambda c: f"{c.rng.uniform(0.001, 40):.3f}",
    "maxc": lambda c: 10000,
    "maxfd": lambda c: 10032,
    "curfd": lambda c: z(c.rng, [4096, 1024]),
    "redmax": lambda c: int(c.vals.get("curfd", 4096)) - 32,
    "psync": lambda c: f"{c.st['replid']}:{c.rng.randint(10_000_000, 9_000_000_000)}",
    "mname": lambda c: z(c.rng, R_MASTERS),
    "mip": lambda c: z(c.rng, ["10.0.7.11", "10.0.7.12", "10.0.7.13"]),
    "mport": lambda c: 6379,
    "mip2": lambda c: z(c.rng, ["10.0.7.12", "10.0.7.13", "10.0.7.11"]),
    "quorum": lambda c: z(c.rng, ["2/2", "3/2", "2/3"]),
    "rxbytes": lambda c: c.rng.randint(100_000, 4_000_000_000),
}


def _r(role: str, ch: str, msg: str, w: float, pidvar: str | None = None) -> tuple:
    pv = pidvar or {"C": "{chpid}", "X": "{spid}"}.get(role, "{pid}")
    lvl = {".": "DEBUG", "-": "DEBUG", "*": "INFO", "#": "WARN"}[ch]
    return (pv + ":" + role + " {dd} {mon} {yyyy} {hms} " + ch + " " + msg, lvl, w)


def _redis_specs() -> list[tuple]:
    return [
        _r("M", "*", "{changes} changes in {secs} seconds. Saving...", 55),
        _r("M", "*", "Background saving started by pid {cpid}", 56),
        _r("C", "*", "DB saved on disk", 55),
        _r("C", "*", "Fork CoW for RDB: current {mb} MB, peak {mb2} MB, average {mb3} MB", 52),
        _r("M", "*", "Background saving terminated with success", 54),
        _r("M", "#", "Background saving error", 1.2),
        _r("C", "#", "Write error saving DB on disk: No space left on device", 0.8),
        _r("C", "#", "Failed opening the temp RDB file {tmpfile} (in server root dir {dir}) for saving: Permission denied", 0.4),
        _r("M", "*", "Background append only file rewriting started by pid {cpid}", 5),
        _r("C", "*", "Successfully created the temporary AOF base file {tmpaof}", 5),
        _r("C", "*", "Fork CoW for AOF rewrite: current {mb} MB, peak {mb2} MB, average {mb3} MB", 5),
        _r("M", "*", "Background AOF rewrite terminated with success", 5),
        _r("M", "*", "Successfully renamed the temporary AOF base file {tmpaof} into {basefile}", 5),
        _r("M", "*", "Creating AOF incr file {incrfile} on background rewrite", 5),
        _r("M", "*", "Removing the history file {histfile} in the background", 8),
        _r("M", "*", "Background AOF rewrite finished successfully", 5),
        _r("M", "#", "Asynchronous AOF fsync is taking too long (disk is busy?). Writing the AOF buffer without waiting for fsync to complete, this may slow down Redis.", 3.5),
        _r("M", "*", "Replica {hp} asks for synchronization", 2.5),
        _r("M", "*", "Full resync requested by replica {hp}", 0.7),
        _r("M", "*", "Partial resynchronization request from {hp} accepted. Sending {bytes} bytes of backlog starting from offset {off}.", 1.8),
        _r("M", "*", "Starting BGSAVE for SYNC with target: disk", 0.7),
        _r("M", "*", "Synchronization with replica {hp} succeeded", 0.7),
        _r("M", "#", "Connection with replica {hp} lost.", 1.8),
        _r("M", "#", "Client {clientinfo} scheduled to be closed ASAP for overcoming of output buffer limits.", 1.2),
        _r("M", "#", "Out Of Memory allocating {oombytes} bytes!", 0.2),
        _r("M", "-", "Accepted {ip}", 40),
        _r("M", "-", "Client closed connection", 36),
        _r("M", "-", "DB {db}: {keys} keys ({vol} volatile) in {slots} slots HT.", 24),
        _r("M", ".", "{nclients} clients connected ({nrepl} replicas), {inuse} bytes in use", 18),
        _r("C", "#", "oO0OoO0OoO0Oo Redis is starting oO0OoO0OoO0Oo", 0.2, "{pid}"),
        _r("C", "#", "Redis version={ver}, bits={bits}, commit={commit}, modified={modified}, pid={pid}, just started", 0.2, "{pid}"),
        _r("C", "#", "Configuration loaded", 0.2, "{pid}"),
        _r("M", "#", "WARNING: The TCP backlog setting of {backlog} cannot be enforced because /proc/sys/net/core/somaxconn is set to the lower value of {somax}.", 0.2),
        _r("M", "#", "WARNING you have Transparent Huge Pages (THP) support enabled in your kernel. This will create latency and memory usage issues with Redis. To fix this issue run the command 'echo madvise > /sys/kernel/mm/transparent_hugepage/enabled' as root, and add it to your /etc/rc.local in order to retain the setting after a reboot. Redis must be restarted after THP is disabled (set to 'madvise' or 'never').", 0.2),
        _r("M", "#", "You requested maxclients of {maxc} requiring at least {maxfd} max file descriptors.", 0.2),
        _r("M", "#", "Current maximum open files is {curfd}. maxclients has been reduced to {redmax} to compensate for low ulimit. If you need higher maxclients increase 'ulimit -n'.", 0.2),
        _r("M", "*", "Running mode=standalone, port={port}.", 0.2),
        _r("M", "*", "Server initialized", 0.2),
        _r("M", "*", "Loading RDB produced by version {ver}", 0.2),
        _r("M", "*", "RDB age {rdbage} seconds", 0.2),
        _r("M", "*", "Done loading RDB, keys loaded: {kl}, keys expired: {ke}.", 0.2),
        _r("M", "*", "DB loaded from disk: {loadsecs} seconds", 0.2),
        _r("M", "*", "Ready to accept connections tcp", 0.2),
        _r("M", "#", "User requested shutdown...", 0.2),
        _r("M", "*", "Saving the final RDB snapshot before exiting.", 0.2),
        _r("M", "*", "DB saved on disk", 0.2),
        _r("M", "#", "Redis is now ready to exit, bye bye...", 0.2),
        _r("S", "*", "Connecting to MASTER {hp}", 1.2),
        _r("S", "*", "MASTER <-> REPLICA sync started", 1.2),
        _r("S", "*", "Master replied to PING, replication can continue...", 1.2),
        _r("S", "*", "Trying a partial resynchronization (request {psync}).", 1.0),
        _r("S", "*", "Successful partial resynchronization with master.", 0.9),
        _r("S", "*", "MASTER <-> REPLICA sync: receiving {rxbytes} bytes from master to disk", 0.3),
        _r("S", "*", "MASTER <-> REPLICA sync: Finished with success", 0.3),
        _r("S", "#", "Error condition on socket for SYNC: Connection refused", 0.8),
        _r("S", "#", "MASTER timeout: no data nor PING received...", 0.4),
        _r("S", "#", "Connection with master lost.", 0.8),
        _r("X", "#", "+sdown master {mname} {mip} {mport}", 0.4),
        _r("X", "#", "+switch-master {mname} {mip} {mport} {mip2} {mport}", 0.2),
    ]


def make_redis_server(rng: random.Random) -> list[dict[str, str]]:
    return generate(rng, _redis_specs(), R_GENS, _r_setup, 3.0)


# --------------------------------------------------------------------------
# 4. MongoDB structured JSON log
# --------------------------------------------------------------------------

M_DBS = ["shop", "app", "analytics", "auth", "inventory", "admin"]
M_COLLS = ["orders", "users", "sessions", "products", "events", "carts", "payments", "audit"]
M_USERS = ["app", "svc-api", "reporting", "backup", "__system", "mms-automation", "admin"]
M_DRIVERS = [("nodejs", "6.5.0", "Node.js v20.11.1, LE (unified)"),
             ("PyMongo", "4.6.3", "CPython 3.11.8.final.0"),
             ("mongo-java-driver|sync", "4.11.1", "Java/Eclipse Adoptium/17.0.10+7"),
             ("mongo-go-driver", "v1.14.0", "go1.22.2"),
             ("nodejs|Mongoose", "6.5.0|8.3.1", "Node.js v18.19.0, LE (unified)")]
M_HOSTS = ["mongo-0.mongo.db.svc.cluster.local:27017", "mongo-1.mongo.db.svc.cluster.local:27017",
           "mongo-2.mongo.db.svc.cluster.local:27017"]


def _m_setup(rng: random.Random, st: dict) -> None:
    st["conn"] = rng.randint(100, 90000)
    st["host"] = rng.choice(["mongo-0", "mongo-1", "db-prod-1", "rs0-a"])


def _m_conn(c: Ctx) -> str:
    if "cid" not in c.vals:
        c.vals["cid"] = str(c.st["conn"] - c.rng.randint(0, 400))
    return "conn" + c.vals["cid"]


def _m_newcid(c: Ctx) -> int:
    c.st["conn"] += 1
    return c.st["conn"]


def _m_ns(c: Ctx) -> str:
    return f"{z(c.rng, M_DBS)}.{z(c.rng, M_COLLS)}"


def _m_coll(c: Ctx) -> str:
    return c.vals["ns"].split(".", 1)[1] if "ns" in c.vals else z(c.rng, M_COLLS)


def _m_db(c: Ctx) -> str:
    return c.vals["ns"].split(".", 1)[0] if "ns" in c.vals else z(c.rng, M_DBS)


def _m_lsid(c: Ctx) -> str:
    return '"lsid":{"id":{"$uuid":"%s"}}' % _uuid(c.rng)


def _m_filter(c: Ctx) -> str:
    r = c.rng
    return z(r, ['{"status":"pending"}', '{"userId":{"$oid":"%s"}}' % _hex(r, 24),
                 '{"createdAt":{"$gte":{"$date":"2024-04-01T00:00:00.000Z"}},"status":{"$in":["paid","shipped"]}}',
                 '{"sku":"%s"}' % r.choice(["TSHIRT-BLK-XL", "MUG-WHT", "SOCK-RED-M"]),
                 '{"email":{"$regex":"^%s","$options":"i"}}' % r.choice(["jo", "an", "m"]),
                 '{"expiresAt":{"$lt":{"$date":"2024-05-01T00:00:00.000Z"}}}'])


def _m_cmd(kind: str):
    def g(c: Ctx) -> str:
        r, coll, db = c.rng, _m_coll(c), _m_db(c)
        if kind == "find":
            body = '"find":"%s","filter":%s,"sort":{"createdAt":-1},"limit":%d' % (coll, _m_filter(c), z(r, [50, 20, 100, 1]))
        elif kind == "getMore":
            body = '"getMore":%d,"collection":"%s","batchSize":%d' % (r.randint(10**17, 9 * 10**18), coll, z(r, [1000, 101, 500]))
        elif kind == "aggregate":
            body = ('"aggregate":"%s","pipeline":[{"$match":%s},{"$group":{"_id":"$%s","total":{"$sum":"$amount"}}},'
                    '{"$sort":{"total":-1}}],"cursor":{}' % (coll, _m_filter(c), r.choice(["status", "userId", "sku", "day"])))
        elif kind == "insert":
            body = '"insert":"%s","ordered":true,"writeConcern":{"w":"majority"}' % coll
        elif kind == "update":
            return '{"q":%s,"u":{"$set":{"status":"%s","updatedAt":{"$date":"2024-05-01T10:00:00.000Z"}}},"multi":%s,"upsert":false}' % (
                _m_filter(c), r.choice(["paid", "shipped", "expired"]), r.choice(["true", "false"]))
        else:  # remove
            return '{"q":%s,"limit":0}' % _m_filter(c)
        return "{" + body + "," + _m_lsid(c) + ',"$db":"%s"}' % db
    return g


def _m_plan(c: Ctx) -> str:
    return z(c.rng, ["COLLSCAN", "IXSCAN { status: 1, createdAt: -1 }", "IXSCAN { userId: 1 }",
                     "IXSCAN { sku: 1 }", "IXSCAN { expiresAt: 1 }", "IDHACK"])


def _m_wtthread(c: Ctx) -> str:
    return f"{z(c.rng, [1, 7, 2841])}:0x7f{_hex(c.rng, 10)}"


M_GENS: dict[str, Callable[[Ctx], object]] = {
    "ts": lambda c: _dt(c.t).strftime("%Y-%m-%dT%H:%M:%S.") + f"{_ms(c.t):03d}+00:00",
    "conn": _m_conn,
    "cid": _m_newcid,
    "ccount": lambda c: c.rng.randint(20, 400),
    "remote": lambda c: f"{z(c.rng, PRIV_IPS)}:{_eport(c.rng)}",
    "uuid": lambda c: _uuid(c.rng),
    "uuid2": lambda c: _uuid(c.rng),
    "drv": lambda c: (lambda d: (c.vals.update(drvver=d[1], platform=d[2]), d[0])[1])(z(c.rng, M_DRIVERS)),
    "drvver": lambda c: "?",
    "platform": lambda c: "?",
    "osname": lambda c: z(c.rng, ["linux", "Linux", "Ubuntu"]),
    "arch": lambda c: z(c.rng, ["x86_64", "x64", "aarch64", "arm64"]),
    "osver": lambda c: z(c.rng, ["5.15.0-1057-aws", "6.1.0-18-amd64", "5.10.215-203.850.amzn2.x86_64"]),
    "app": lambda c: z(c.rng, ["mongosh 2.2.5", "MongoDB Compass", "mongodump", "MongoDB Automation Agent v13.15.0.8788"]),
    "mech": lambda c: z(c.rng, ["SCRAM-SHA-256", "SCRAM-SHA-1", "MONGODB-X509"]),
    "user": lambda c: z(c.rng, M_USERS),
    "authdb": lambda c: z(c.rng, ["admin", "shop", "$external"]),
    "elapsed": lambda c: z(c.rng, list(range(0, 30)), 1.1),
    "ns": _m_ns,
    "db": lambda c: c.vals.setdefault("ns", _m_ns(c)).split(".", 1)[0],
    "qhash": lambda c: _hex(c.rng, 8).upper(),
    "pck": lambda c: _hex(c.rng, 8).upper(),
    "plan": _m_plan,
    "ptm": lambda c: _lognorm(c.rng, 150, 1.0, 1),
    "ke": lambda c: _lognorm(c.rng, 2000, 2.0, 0),
    "de": lambda c: _lognorm(c.rng, 8000, 2.0, 0),
    "ny": lambda c: _lognorm(c.rng, 20, 1.5, 0),
    "nret": lambda c: z(c.rng, [0, 1, 20, 50, 101, 1000]),
    "reslen": lambda c: _lognorm(c.rng, 9000, 1.5, 100),
    "lr": lambda c: c.rng.randint(1, 200),
    "lr2": lambda c: c.rng.randint(1, 5),
    "br": lambda c: _lognorm(c.rng, 80000, 2.0, 1),
    "trm": lambda c: _lognorm(c.rng, 3000, 1.5, 1),
    "dms": lambda c: _lognorm(c.rng, 180, 1.0, 100),
    "cursorid": lambda c: c.rng.randint(10**17, 9 * 10**18),
    "nmatched": lambda c: z(c.rng, [1, 0, 3, 120]),
    "nmod": lambda c: z(c.rng, [1, 0, 3, 120]),
    "nins": lambda c: z(c.rng, [1, 100, 500, 1000]),
    "ndel": lambda c: _lognorm(c.rng, 300, 1.5, 0),
    "kins": lambda c: c.rng.randint(0, 4000),
    "kdel": lambda c: c.rng.randint(0, 4000),
    "wtimeout": lambda c: 0,
    "tssec": lambda c: int(c.t),
    "tsusec": lambda c: c.rng.randint(0, 999999),
    "wtthread": _m_wtthread,
    "catid": lambda c: 6,
    "vlevel": lambda c: "DEBUG_1",
    "vlevelid": lambda c: 1,
    "snap": lambda c: c.rng.randint(10**6, 10**8),
    "snapcnt": lambda c: z(c.rng, [0, 1, 2]),
    "ots": lambda c: int(c.t) - 60,
    "oinc": lambda c: z(c.rng, [1, 2, 3, 12]),
    "mts": lambda c: int(c.t),
    "minc": lambda c: z(c.rng, [1, 2, 3, 12]),
    "wgen": lambda c: c.rng.randint(1000, 900000),
    "idxname": lambda c: z(c.rng, ["_id_", "createdAt_1", "userId_1_createdAt_-1", "expiresAt_1", "sku_1"]),
    "ident": lambda c: f"index-{c.rng.randint(10, 400)}-{c.rng.randint(10**18, 9 * 10**18)}",
    "cident": lambda c: f"collection-{c.rng.randint(10, 400)}-{c.rng.randint(10**18, 9 * 10**18)}",
    "ikey": lambda c: z(c.rng, ['{"createdAt":1}', '{"userId":1,"createdAt":-1}', '{"expiresAt":1}', '{"sku":1}']),
    "ivs": lambda c: 2,
    "maxmem": lambda c: 200,
    "hp": lambda c: z(c.rng, M_HOSTS),
    "replctx": lambda c: f"ReplCoord-{z(c.rng, list(range(0, 12)))}",
    "hbctx": lambda c: f"ReplCoord-{z(c.rng, list(range(0, 12)))}",
    "term": lambda c: c.rng.randint(2, 60),
    "retries": lambda c: 2,
    "code": lambda c: 6,
    "errmsg": lambda c: "Error connecting to %s (10.0.3.%d:27017) :: caused by :: %s" % (
        c.vals.get("hp", z(c.rng, M_HOSTS)).split(":")[0], c.rng.randint(10, 30),
        z(c.rng, ["Connection refused", "Connection timed out", "No route to host"])),
    "pid": lambda c: c.rng.randint(1, 9000),
    "port": lambda c: 27017,
    "dbpath": lambda c: z(c.rng, ["/data/db", "/var/lib/mongodb"]),
    "bits": lambda c: "64-bit",
    "host": lambda c: c.st["host"],
    "sock": lambda c: "/tmp/mongodb-27017.sock",
    "msgid": lambda c: z(c.rng, [28559, 50853, 4615600]),
    "srcfile": lambda c: z(c.rng, ["src/mongo/db/storage/wiredtiger/wiredtiger_util.cpp",
                                  "src/mongo/db/repl/oplog_applier_impl.cpp", "src/mongo/db/storage/storage_engine_impl.cpp"]),
    "srcline": lambda c: c.rng.randint(60, 2400),
    "wterr": lambda c: 28,
    "wtmsg": lambda c: "__posix_file_write, 617: /data/db/collection-%d-%d.wt: handle-write: pwrite: failed to write %d bytes at offset %d" % (
        c.rng.randint(2, 90), c.rng.randint(10**17, 9 * 10**17), z(c.rng, [4096, 8192, 28672]), c.rng.randint(10**5, 10**10)),
    "attempts": lambda c: c.rng.randint(0, 9),
    "isyncerr": lambda c: z(c.rng, ["InitialSyncOplogSourceMissing: No valid sync source found in current replica set to do an initial sync.",
                                    "HostUnreachable: error in fetcher batch callback :: caused by :: Connection reset by peer"]),
    "qcode": lambda c: 292,
    "qerr": lambda c: "Executor error during find command :: caused by :: Sort exceeded memory limit of 104857600 bytes, but did not opt in to external sorting.",
    "stats": lambda c: '{"stage":"SORT","nReturned":0,"works":%d,"advanced":0,"needTime":%d,"memLimit":104857600,"type":"simple","totalDataSizeSorted":%d}' % (
        c.rng.randint(10**4, 10**6), c.rng.randint(10**4, 10**6), c.rng.randint(10**8, 2 * 10**8)),
    "opid": lambda c: c.rng.randint(10**5, 10**8),
    "sig": lambda c: 15,
    "ttlidx": lambda c: z(c.rng, ["expiresAt_1", "createdAt_1", "lastSeen_1"]),
    "rstsec": lambda c: int(c.t) - c.rng.randint(0, 3),
    "rsinc": lambda c: z(c.rng, [1, 2, 3, 8]),
}


def _mg(s: str, comp: str, mid: int, ctx: str, msg: str, attr: str | None, w: float,
        tags: str | None = None, over: dict | None = None) -> tuple:
    fmt = ('{"t":{"$date":"{ts}"},"s":"' + s + '",' + " " * max(1, 3 - len(s)) + '"c":"' + comp + '",'
           + " " * max(1, 9 - len(comp)) + '"id":' + str(mid) + "," + " " * max(1, 8 - len(str(mid)))
           + '"ctx":"' + ctx + '","msg":"' + msg + '"' + (',"attr":' + attr if attr else "")
           + (',"tags":' + tags if tags else "") + "}")
    lvl = {"F": "FATAL", "E": "ERROR", "W": "WARN", "I": "INFO"}.get(s, "DEBUG")
    return (fmt, lvl, w, over or {})


def _mongo_specs() -> list[tuple]:
    UUID = '"uuid":{"uuid":{"$uuid":"{uuid}"}}'
    LOCKS = ('"locks":{"FeatureCompatibilityVersion":{"acquireCount":{"r":{lr}}},"Global":{"acquireCount":{"r":{lr}}},'
             '"Mutex":{"acquireCount":{"r":{lr2}}}}')
    WLOCKS = ('"locks":{"FeatureCompatibilityVersion":{"acquireCount":{"w":{lr}}},"Global":{"acquireCount":{"w":{lr}}},'
              '"Database":{"acquireCount":{"w":{lr}}},"Collection":{"acquireCount":{"w":{lr}}},"Mutex":{"acquireCount":{"r":{lr2}}}}')
    STOR = '"storage":{"data":{"bytesRead":{br},"timeReadingMicros":{trm}}}'
    slow = lambda body: '{' + body + ',"remote":"{remote}","protocol":"op_msg","durationMillis":{dms}}'
    WT = ('{"message":{"ts_sec":{tssec},"ts_usec":{tsusec},"thread":"{wtthread}","session_name":"WT_SESSION.checkpoint",'
          '"category":"WT_VERB_CHECKPOINT_PROGRESS","category_id":{catid},"verbose_level":"{vlevel}","verbose_level_id":{vlevelid},'
          '"msg":"saving checkpoint snapshot min: {snap}, snapshot max: {snap} snapshot count: {snapcnt}, oldest timestamp: ({ots}, {oinc}) , '
          'meta checkpoint timestamp: ({mts}, {minc}) base write gen: {wgen}"}}')
    return [
        _mg("I", "NETWORK", 22943, "listener", "Connection accepted",
            '{"remote":"{remote}",' + UUID + ',"connectionId":{cid},"connectionCount":{ccount}}', 110),
        _mg("I", "NETWORK", 22944, "{conn}", "Connection ended",
            '{"remote":"{remote}",' + UUID + ',"connectionId":{cid},"connectionCount":{ccount}}', 105),
        _mg("I", "NETWORK", 51800, "{conn}", "client metadata",
            '{"remote":"{remote}","client":"{conn}","negotiatedCompressors":[],"doc":{"driver":{"name":"{drv}","version":"{drvver}"},'
            '"platform":"{platform}","os":{"name":"{osname}","architecture":"{arch}","version":"{osver}","type":"Linux"}}}', 70),
        _mg("I", "NETWORK", 51800, "{conn}", "client metadata",
            '{"remote":"{remote}","client":"{conn}","negotiatedCompressors":[],"doc":{"application":{"name":"{app}"},'
            '"driver":{"name":"{drv}","version":"{drvver}"},"platform":"{platform}",'
            '"os":{"name":"{osname}","architecture":"{arch}","version":"{osver}","type":"Linux"}}}', 3),
        _mg("I", "ACCESS", 20250, "{conn}", "Authentication succeeded",
            '{"mechanism":"{mech}","speculative":true,"principalName":"{user}","authenticationDatabase":"{authdb}","remote":"{remote}","extraInfo":{}}', 65),
        _mg("I", "ACCESS", 20249, "{conn}", "Authentication failed",
            '{"mechanism":"{mech}","speculative":false,"principalName":"{user}","authenticationDatabase":"{authdb}","remote":"{remote}",'
            '"extraInfo":{},"error":"AuthenticationFailed: SCRAM authentication failed, storedKey mismatch"}', 2.5),
        _mg("I", "NETWORK", 6788700, "{conn}", "Received first command on ingress connection since session start or auth handshake",
            '{"elapsedMillis":{elapsed}}', 55),
        _mg("I", "COMMAND", 51803, "{conn}", "Slow query", slow(
            '"type":"command","ns":"{ns}","command":{cmd},"planSummary":"{plan}","planningTimeMicros":{ptm},"keysExamined":{ke},'
            '"docsExamined":{de},"cursorExhausted":true,"numYields":{ny},"nreturned":{nret},"queryHash":"{qhash}","planCacheKey":"{pck}",'
            '"queryFramework":"classic","reslen":{reslen},' + LOCKS + ',"readConcern":{"level":"local","provenance":"implicitDefault"},' + STOR),
            24, over={"cmd": _m_cmd("find")}),
        _mg("I", "COMMAND", 51803, "{conn}", "Slow query", slow(
            '"type":"command","ns":"{ns}","command":{cmd},"originatingCommand":{ocmd},"planSummary":"{plan}","cursorid":{cursorid},'
            '"keysExamined":{ke},"docsExamined":{de},"numYields":{ny},"nreturned":{nret},"queryHash":"{qhash}","planCacheKey":"{pck}",'
            '"queryFramework":"classic","reslen":{reslen},' + LOCKS + ',' + STOR),
            5, over={"cmd": _m_cmd("getMore"), "ocmd": _m_cmd("find")}),
        _mg("I", "COMMAND", 51803, "{conn}", "Slow query", slow(
            '"type":"command","ns":"{ns}","appName":"{app}","command":{cmd},"planSummary":"{plan}","keysExamined":{ke},"docsExamined":{de},'
            '"hasSortStage":true,"cursorExhausted":true,"numYields":{ny},"nreturned":{nret},"queryHash":"{qhash}","planCacheKey":"{pck}",'
            '"queryFramework":"sbe","reslen":{reslen},' + LOCKS + ',"readConcern":{"level":"majority"},"storage":{}'),
            7, over={"cmd": _m_cmd("aggregate")}),
        _mg("I", "COMMAND", 51803, "{conn}", "Slow query", slow(
            '"type":"command","ns":"{ns}","command":{cmd},"ninserted":{nins},"keysInserted":{kins},"numYields":{ny},"reslen":{reslen},'
            + WLOCKS + ',"flowControl":{"acquireCount":{lr2}},"writeConcern":{"w":"majority","wtimeout":{wtimeout},"provenance":"clientSupplied"},"storage":{}'),
            3, over={"cmd": _m_cmd("insert")}),
        _mg("I", "WRITE", 51803, "{conn}", "Slow query", slow(
            '"type":"update","ns":"{ns}","command":{cmd},"planSummary":"{plan}","keysExamined":{ke},"docsExamined":{de},"nMatched":{nmatched},'
            '"nModified":{nmod},"nUpserted":{wtimeout},"keysInserted":{kins},"keysDeleted":{kdel},"numYields":{ny},' + WLOCKS
            + ',"flowControl":{"acquireCount":{lr2}},' + STOR),
            5, over={"cmd": _m_cmd("update")}),
        _mg("I", "WRITE", 51803, "{conn}", "Slow query", slow(
            '"type":"remove","ns":"{ns}","command":{cmd},"planSummary":"{plan}","keysExamined":{ke},"docsExamined":{de},"ndeleted":{ndel},'
            '"keysDeleted":{kdel},"numYields":{ny},' + WLOCKS + ',"flowControl":{"acquireCount":{lr2}},' + STOR),
            1.2, over={"cmd": _m_cmd("remove")}),
        _mg("I", "WTCHKPT", 22430, "Checkpointer", "WiredTiger message", WT, 85),
        _mg("I", "INDEX", 5479200, "TTLMonitor", "Deleted expired documents using index",
            '{"namespace":"{ns}","index":"{ttlidx}","numDeleted":{ndel},"durationMillis":{elapsed}}', 14),
        _mg("I", "STORAGE", 20320, "{conn}", "createCollection",
            '{"namespace":"{ns}","uuidDisposition":"generated",' + UUID + ',"options":{}}', 0.8),
        _mg("I", "INDEX", 20384, "IndexBuildsCoordinatorMongod-{ivs}", "Index build: starting",
            '{"buildUUID":{"uuid":{"$uuid":"{uuid}"}},"collectionUUID":{"uuid":{"$uuid":"{uuid2}"}},"namespace":"{ns}",'
            '"properties":{"v":{ivs},"key":{ikey},"name":"{idxname}"},"method":"Hybrid","maxTemporaryMemoryUsageMB":{maxmem}}', 0.6),
        _mg("I", "INDEX", 20345, "{conn}", "Index build: done building",
            '{"buildUUID":null,"collectionUUID":{"uuid":{"$uuid":"{uuid}"}},"namespace":"{ns}","index":"{idxname}",'
            '"ident":"{ident}","collectionIdent":"{cident}","commitTimestamp":null}', 0.8),
        _mg("I", "REPL", 21358, "{replctx}", "Replica set state transition", '{"newState":"PRIMARY","oldState":"SECONDARY"}', 0.3),
        _mg("I", "REPL", 21358, "{replctx}", "Replica set state transition", '{"newState":"SECONDARY","oldState":"PRIMARY"}', 0.3),
        _mg("I", "REPL", 21215, "{replctx}", "Member is in new state", '{"hostAndPort":"{hp}","newState":"SECONDARY"}', 0.8),
        _mg("I", "REPL", 21215, "{replctx}", "Member is in new state", '{"hostAndPort":"{hp}","newState":"RS_DOWN"}', 0.6),
        _mg("I", "ELECTION", 21401, "{replctx}", "Conducting a dry run election to see if we could be elected", '{"currentTerm":{term}}', 0.3),
        _mg("I", "ELECTION", 21450, "{replctx}", "Election succeeded, assuming primary role", '{"term":{term}}', 0.3),
        _mg("W", "REPL_HB", 23974, "{hbctx}", "Heartbeat failed after max retries",
            '{"target":"{hp}","maxHeartbeatRetries":{retries},"error":{"code":{code},"codeName":"HostUnreachable","errmsg":"{errmsg}"}}', 3),
        _mg("I", "NETWORK", 22988, "{conn}", "Error receiving request from client. Ending connection from remote",
            '{"error":{"code":{code},"codeName":"HostUnreachable","errmsg":"Connection reset by peer"},"remote":"{remote}","connectionId":{cid}}', 3),
        _mg("I", "COMMAND", 20883, "{conn}", "Interrupted operation as its client disconnected", '{"opId":{opid}}', 1.5),
        _mg("W", "COMMAND", 20525, "{conn}", "Failed to gather storage statistics for slow operation",
            '{"opId":{opid},"error":"lock acquire timeout"}', 0.8),
        _mg("W", "QUERY", 4615602, "{conn}", "Plan executor error during find command",
            '{"error":{"code":{qcode},"codeName":"QueryExceededMemoryLimitNoDiskUseAllowed","errmsg":"{qerr}"},"stats":{stats},"cmd":{cmd}}',
            1.2, over={"cmd": _m_cmd("find")}),
        _mg("D2", "COMMAND", 21965, "{conn}", "About to run the command",
            '{"db":"{db}","client":"{remote}","commandArgs":{cmd}}', 9, over={"cmd": _m_cmd("find")}),
        _mg("D1", "REPL", 21296, "{replctx}", "Setting replication's stable optime",
            '{"stableOptime":{"ts":{"$timestamp":{"t":{rstsec},"i":{rsinc}}},"t":{term}}}', 6),
        _mg("I", "CONTROL", 20698, "main", "***** SERVER RESTARTED *****", None, 0.2),
        _mg("I", "CONTROL", 4615611, "initandlisten", "MongoDB starting",
            '{"pid":{pid},"port":{port},"dbPath":"{dbpath}","architecture":"{bits}","host":"{host}"}', 0.2),
        _mg("W", "CONTROL", 22120, "initandlisten", "Access control is not enabled for the database. Read and write access to data and configuration is unrestricted",
            None, 0.2, tags='["startupWarnings"]'),
        _mg("W", "CONTROL", 22178, "initandlisten", "/sys/kernel/mm/transparent_hugepage/enabled is 'always'. We suggest setting it to 'never'",
            None, 0.2, tags='["startupWarnings"]'),
        _mg("I", "NETWORK", 23015, "listener", "Listening on", '{"address":"{sock}"}', 0.3),
        _mg("I", "NETWORK", 23016, "listener", "Waiting for connections", '{"port":{port},"ssl":"off"}', 0.2),
        _mg("I", "CONTROL", 23377, "SignalHandler", "Received signal", '{"signal":{sig},"error":"Terminated"}', 0.2),
        _mg("E", "STORAGE", 22435, "Checkpointer", "WiredTiger error message",
            '{"error":{wterr},"message":{"ts_sec":{tssec},"ts_usec":{tsusec},"thread":"{wtthread}","session_name":"WT_SESSION.checkpoint",'
            '"category":"WT_VERB_DEFAULT","category_id":{catid},"verbose_level":"ERROR","verbose_level_id":{vlevelid},'
            '"msg":"{wtmsg}","error_str":"No space left on device","error_code":{wterr}}}', 0.4),
        _mg("E", "REPL", 21200, "ReplCoordExtern-{ivs}", "Initial sync attempt failed",
            '{"attemptsLeft":{attempts},"error":"{isyncerr}"}', 0.3),
        _mg("F", "ASSERT", 23091, "{conn}", "Fatal assertion", '{"msgid":{msgid},"file":"{srcfile}","line":{srcline}}', 0.2),
        _mg("F", "ASSERT", 23092, "{conn}", r"\n\n***aborting after fassert() failure\n\n", None, 0.2),
    ]


def make_mongodb_json(rng: random.Random) -> list[dict[str, str]]:
    return generate(rng, _mongo_specs(), M_GENS, _m_setup, 1.5)


# --------------------------------------------------------------------------
# 5. HAProxy HTTP log via syslog
# --------------------------------------------------------------------------

H_BACKENDS = {"be_app": ["app1", "app2", "app3", "app4"], "be_api": ["api-a", "api-b", "api-c"],
              "be_static": ["static1", "static2"], "be_auth": ["auth1", "auth2"], "be_ws": ["ws1", "ws2"]}
H_URIS = ["/api/v1/items?id={n}", "/", "/api/v1/cart", "/static/js/app.{h}.js", "/healthz", "/api/v1/orders/{n}",
          "/login", "/api/v1/search?q=shoes&page={p}", "/favicon.ico", "/static/css/main.{h}.css",
          "/api/v1/users/{n}/profile", "/ws/notifications", "/api/v2/checkout", "/robots.txt",
          "/images/products/{n}.webp", "/wp-login.php", "/.env", "/api/v1/items?id={n}&expand=stock"]


def _h_setup(rng: random.Random, st: dict) -> None:
    st["host"] = rng.choice(["lb1", "lb2", "edge-haproxy-01", "haproxy-prod-a"])
    st["pid"] = rng.randint(1000, 60000)
    st["mpid"] = st["pid"] - rng.randint(1, 20)
    st["ver"] = rng.choice(["2.8.5-1ubuntu3", "2.8.9-1~bpo12+1", "2.6.12-1+deb12u1", "2.9.7"])


def _h_besrv(c: Ctx) -> str:
    be = z(c.rng, list(H_BACKENDS))
    c.vals.setdefault("be", be)
    return f"{be}/{z(c.rng, H_BACKENDS[be], 0.5)}"


def _h_uri(c: Ctx) -> str:
    u = z(c.rng, H_URIS, 1.0)
    return (u.replace("{n}", str(_lognorm(c.rng, 400, 1.5, 1))).replace("{h}", _hex(c.rng, 8))
             .replace("{p}", str(z(c.rng, [1, 2, 3, 4]))))


def _h_timers(kind: str):
    def g(c: Ctx) -> str:
        r = c.rng
        tr = z(r, [0, 0, 1, 2, 5, 11])
        tc = z(r, [0, 1, 2, 3])
        trs = _lognorm(r, 25, 1.2, 0)
        if kind == "ok":
            return f"{tr}/0/{tc}/{trs}/{tr + tc + trs + z(r, [0, 1, 2, 40])}"
        if kind == "cD":
            return f"{tr}/0/{tc}/{trs}/{tr + tc + trs + 30000 + r.randint(0, 90)}"
        if kind == "sH":
            return f"{tr}/0/{tc}/-1/{tr + tc + 30000 + r.randint(0, 5)}"
        if kind == "SC":
            return f"{tr}/0/-1/-1/{3000 * z(r, [1, 2, 3]) + r.randint(0, 9)}"
        if kind == "CD":
            return f"{tr}/0/{tc}/{trs}/{tr + tc + trs + r.randint(5, 20000)}"
        if kind == "SH":
            return f"{tr}/0/{tc}/-1/{tr + tc + r.randint(1, 900)}"
        if kind == "sQ":
            return f"{tr}/{5000 + r.randint(0, 9)}/-1/-1/{tr + 5000 + r.randint(0, 9)}"
        if kind == "cR":
            return f"-1/-1/-1/-1/{z(r, [5000, 10000])}"
        if kind == "CR":
            return f"-1/-1/-1/-1/{r.randint(0, 800)}"
        return f"{tr}/-1/-1/-1/{tr}"  # local: PR / LR / PH-like
    return g


def _h_conns(c: Ctx) -> str:
    a = _lognorm(c.rng, 40, 0.8, 1)
    f = max(1, a - c.rng.randint(0, 3))
    b = c.rng.randint(0, f)
    return f"{a}/{f}/{b}/{c.rng.randint(0, b)}/{z(c.rng, [0, 0, 0, 1, 3])}"


def _h_status(pool: list[int]):
    return lambda c: z(c.rng, pool, 1.6)


def _h_bytes(c: Ctx) -> int:
    return _lognorm(c.rng, 1500, 1.6, 0)


H_GENS: dict[str, Callable[[Ctx], object]] = {
    "smon": lambda c: _dt(c.t).strftime("%b"),
    "sday": lambda c: _dt(c.t).strftime("%d").lstrip("0").rjust(2),
    "shms": lambda c: _dt(c.t).strftime("%H:%M:%S"),
    "host": lambda c: c.st["host"],
    "pid": lambda c: c.st["pid"],
    "mpid": lambda c: c.st["mpid"],
    "wpid": lambda c: c.st["pid"],
    "newpid": lambda c: c.st["pid"] + c.rng.randint(1, 400),
    "client": lambda c: f"{z(c.rng, PUB_IPS + PRIV_IPS, 0.9)}:{_eport(c.rng)}",
    "acc": lambda c: _dt(c.t - c.rng.random() / 5).strftime("%d/%b/%Y:%H:%M:%S.") + f"{c.rng.randint(0, 999):03d}",
    "fe": lambda c: z(c.rng, ["fe_https~", "fe_api~", "fe_http"]),
    "fehttp": lambda c: "fe_http",
    "besrv": _h_besrv,
    "nosrv": lambda c: f"{z(c.rng, list(H_BACKENDS))}/<NOSRV>",
    "fenosrv": lambda c: (c.vals.get("fe") or c.vals["fehttp"]).rstrip("~") + "/<NOSRV>",
    "oldpid": lambda c: c.st["pid"] - c.rng.randint(30, 900),
    "nactup": lambda c: z(c.rng, [3, 2, 1, 4]),
    "timers": _h_timers("ok"),
    "status": _h_status([200, 304, 404, 302, 201, 401, 403, 500]),
    "bytes": _h_bytes,
    "conns": _h_conns,
    "queues": lambda c: z(c.rng, ["0/0", "0/0", "0/0", "0/1", "2/3"]),
    "uri": _h_uri,
    "proto": lambda c: z(c.rng, ["HTTP/1.1", "HTTP/2.0", "HTTP/1.0"], 1.5),
    "be": lambda c: z(c.rng, list(H_BACKENDS)),
    "dur": lambda c: f"{c.rng.randint(0, 3)}ms",
    "tdur": lambda c: f"{2000 + c.rng.randint(0, 9)}ms",
    "hcode": lambda c: z(c.rng, [503, 500, 404, 502]),
    "hinfo": lambda c: {503: "Service Unavailable", 500: "Internal Server Error", 404: "Not Found", 502: "Bad Gateway"}[int(c.vals["hcode"])],
    "okcode": lambda c: 200,
    "nact": lambda c: z(c.rng, [2, 3, 1, 0]),
    "nbak": lambda c: 0,
    "nsess": lambda c: z(c.rng, [0, 0, 1, 4]),
    "nreq": lambda c: z(c.rng, [0, 0, 2]),
    "nq": lambda c: 0,
    "hcfail": lambda c: z(c.rng, ["2/3", "1/3", "1/2"]),
    "hcok": lambda c: z(c.rng, ["1/2", "1/3", "2/3"]),
    "ver": lambda c: c.st["ver"],
    "exe": lambda c: "/usr/sbin/haproxy",
    "fen": lambda c: z(c.rng, ["fe_https", "fe_http", "fe_api", "stats", "GLOBAL"]),
    "nfe": lambda c: c.rng.randint(0, 900000),
    "nbe": lambda c: c.rng.randint(0, 900000),
    "stopms": lambda c: 0,
    "exitcode": lambda c: z(c.rng, [0, 143]),
    "segv": lambda c: 139,
}


def _h_http(method: str, term: str, w: float, timers: str = "ok", status: list[int] | None = None,
            srv: str = "{besrv}", req: str | None = None, fe: str = "{fe}") -> tuple:
    request = req if req is not None else '"' + method + ' {uri} {proto}"'
    fmt = ("{client} [{acc}] " + fe + " " + srv + " {timers} {status} {bytes} - - " + term + " {conns} {queues} " + request)
    over = {"timers": _h_timers(timers)}
    if status:
        over["status"] = _h_status(status)
    if timers not in ("ok", "cD", "CD"):  # HAProxy's own short error / redirect page
        over["bytes"] = lambda c: z(c.rng, [0, 217, 194, 212, 96, 148])
    return (fmt, "-", w, over)


def _haproxy_specs() -> list[tuple]:
    DOWN_TAIL = " {nact} active and {nbak} backup servers left. {nsess} sessions active, {nreq} requeued, {nq} remaining in queue."
    UP_TAIL = " {nactup} active and {nbak} backup servers online. {nreq} sessions requeued, {nq} total in queue."
    specs = [
        _h_http("GET", "----", 520),
        _h_http("POST", "----", 120, status=[200, 201, 400, 422, 302, 500]),
        _h_http("PUT", "----", 18, status=[200, 204, 400, 409]),
        _h_http("DELETE", "----", 9, status=[204, 200, 404]),
        _h_http("HEAD", "----", 8, status=[200, 404]),
        _h_http("OPTIONS", "----", 14, status=[204, 200]),
        _h_http("PATCH", "----", 4, status=[200, 204, 422]),
        _h_http("GET", "cD--", 6, "cD", [200, 206]),
        _h_http("POST", "cD--", 0.8, "cD", [200]),
        _h_http("GET", "sH--", 3.5, "sH", [504]),
        _h_http("POST", "sH--", 1.2, "sH", [504]),
        _h_http("GET", "SC--", 2, "SC", [503]),
        _h_http("GET", "CD--", 5, "CD", [200, 206]),
        _h_http("GET", "SD--", 1.2, "CD", [200, 502]),
        _h_http("POST", "SH--", 0.6, "SH", [502]),
        _h_http("GET", "PH--", 0.4, "SH", [502]),
        _h_http("GET", "sQ--", 0.4, "sQ", [503]),
        _h_http("GET", "PR--", 3, "local", [403], srv="{fenosrv}"),
        _h_http("GET", "LR--", 7, "local", [301, 302], srv="{fenosrv}", fe="{fehttp}"),
        _h_http("", "cR--", 3, "cR", [408], srv="{fenosrv}", req='"<BADREQ>"'),
        _h_http("", "CR--", 1.2, "CR", [400], srv="{fenosrv}", req='"<BADREQ>"'),
        ("Server {besrv} is DOWN, reason: Layer4 connection problem, info: \"Connection refused\", check duration: {dur}." + DOWN_TAIL, "-", 0.8),
        ("Server {besrv} is DOWN, reason: Layer4 timeout, check duration: {tdur}." + DOWN_TAIL, "-", 0.8),
        ("Server {besrv} is DOWN, reason: Layer7 wrong status, code: {hcode}, info: \"{hinfo}\", check duration: {dur}." + DOWN_TAIL, "-", 0.6),
        ("Server {besrv} is UP, reason: Layer7 check passed, code: {okcode}, check duration: {dur}." + UP_TAIL, "-", 1.8),
        ("Health check for server {besrv} failed, reason: Layer7 wrong status, code: {hcode}, info: \"{hinfo}\", check duration: {dur}, status: {hcfail} UP.", "-", 2.5),
        ("Health check for server {besrv} succeeded, reason: Layer7 check passed, code: {okcode}, check duration: {dur}, status: {hcok} DOWN.", "-", 1.8),
        ("Health check for server {besrv} failed, reason: Layer4 timeout, check duration: {tdur}, status: {hcfail} UP.", "-", 1.2),
        ("backend {be} has no server available!", "-", 0.4),
        ("Proxy {fen} started.", "-", 0.2),
        ("Stopping frontend {fen} in {stopms} ms.", "-", 0.2),
        ("Proxy {fen} stopped (cumulated conns: FE: {nfe}, BE: {nbe}).", "-", 0.2),
        ("[NOTICE]   ({mpid}) : haproxy version is {ver}", "INFO", 0.2),
        ("[NOTICE]   ({mpid}) : path to executable is {exe}", "INFO", 0.2),
        ("[NOTICE]   ({mpid}) : New worker ({newpid}) forked", "INFO", 0.4),
        ("[NOTICE]   ({mpid}) : Loading success.", "INFO", 0.4),
        ("[WARNING]  ({mpid}) : Reexecuting Master process", "WARN", 0.4),
        ("[WARNING]  ({mpid}) : Former worker ({oldpid}) exited with code {exitcode} (Exit)", "WARN", 0.4),
        ("[WARNING]  ({wpid}) : Proxy {fen} stopped (cumulated conns: FE: {nfe}, BE: {nbe}).", "WARN", 0.2),
        ("[WARNING]  ({wpid}) : Server {besrv} is DOWN, reason: Layer4 timeout, check duration: {tdur}." + DOWN_TAIL, "WARN", 0.8),
        ("[WARNING]  ({wpid}) : Server {besrv} is UP, reason: Layer7 check passed, code: {okcode}, check duration: {dur}." + UP_TAIL, "WARN", 0.8),
        ("[ALERT]    ({wpid}) : backend '{be}' has no server available!", "ERROR", 0.3),
        ("[ALERT]    ({mpid}) : Current worker ({wpid}) exited with code {segv} (Segmentation fault)", "ERROR", 0.2),
    ]
    P = "{smon} {sday} {shms} {host} haproxy[{pid}]: "
    return [(P + s[0],) + s[1:] for s in specs]


def make_haproxy_http(rng: random.Random) -> list[dict[str, str]]:
    return generate(rng, _haproxy_specs(), H_GENS, _h_setup, 0.9)


# --------------------------------------------------------------------------
# 6. Traefik v2 JSON (access + app logs)
# --------------------------------------------------------------------------

T_HOSTS = ["api.example.com", "www.example.com", "app.example.com", "grafana.example.com", "auth.example.com",
           "traefik.example.com", "hooks.example.com", "status.example.com"]
T_ROUTERS = {"api.example.com": ("api@docker", "api@docker", "172.18.0.5:8080"),
             "www.example.com": ("web-frontend@docker", "web-frontend@docker", "172.18.0.7:80"),
             "app.example.com": ("app-secure@file", "app@file", "10.0.2.21:3000"),
             "grafana.example.com": ("grafana@docker", "grafana-monitoring@docker", "172.18.0.11:3000"),
             "auth.example.com": ("keycloak@docker", "keycloak@docker", "172.18.0.9:8080"),
             "traefik.example.com": ("dashboard@docker", "api@internal", "-"),
             "hooks.example.com": ("webhooks@file", "webhooks@file", "10.0.2.30:9000"),
             "status.example.com": ("uptime@docker", "uptime-kuma@docker", "172.18.0.14:3001")}
T_PATHS = ["/api/v1/items", "/", "/api/v1/orders", "/assets/index-{h}.js", "/api/v1/users/me", "/login",
           "/api/health", "/favicon.ico", "/api/v1/items/{n}", "/dashboard/", "/realms/main/protocol/openid-connect/token",
           "/hooks/github", "/api/v1/search", "/assets/style-{h}.css", "/metrics"]
T_AGENTS = ["Mozilla/5.0", "curl/8.5.0"]


def _t_setup(rng: random.Random, st: dict) -> None:
    st["reqcount"] = rng.randint(1, 5000)
    st["ver"] = rng.choice(["2.11.2", "2.10.7", "2.11.0"])


def _t_rhost(c: Ctx) -> str:
    h = z(c.rng, T_HOSTS)
    c.vals.setdefault("router", T_ROUTERS[h][0])
    c.vals.setdefault("svc", T_ROUTERS[h][1])
    a = T_ROUTERS[h][2]
    c.vals.setdefault("saddr", a if a != "-" else "172.18.0.5:8080")
    return h


def _t_caddr(c: Ctx) -> str:
    ip = z(c.rng, PUB_IPS + PRIV_IPS, 0.9)
    port = _eport(c.rng)
    c.vals.setdefault("chost", ip)
    c.vals.setdefault("cport", str(port))
    return f"{ip}:{port}"


def _t_path(c: Ctx) -> str:
    p = z(c.rng, T_PATHS, 1.0)
    return p.replace("{h}", _hex(c.rng, 8)).replace("{n}", str(_lognorm(c.rng, 500, 1.5, 1)))


def _t_times(c: Ctx) -> str:
    d = _lognorm(c.rng, 18_000_000, 1.3, 90_000)
    o = max(1, d - c.rng.randint(40_000, 900_000))
    c.vals.setdefault("odur", str(o))
    c.vals.setdefault("ovh", str(d - o))
    return str(d)


def _t_start(c: Ctx) -> str:
    return _dt(c.t).strftime("%Y-%m-%dT%H:%M:%S.") + f"{c.rng.randint(0, 999999999):09d}Z"


def _t_count(c: Ctx) -> int:
    c.st["reqcount"] += 1
    return c.st["reqcount"]


T_CONF = ['{\\"http\\":{\\"routers\\":{\\"api\\":{\\"entryPoints\\":[\\"websecure\\"],\\"service\\":\\"api\\",\\"rule\\":\\"Host(`api.example.com`)\\",\\"tls\\":{\\"certResolver\\":\\"le\\"}}},\\"services\\":{\\"api\\":{\\"loadBalancer\\":{\\"servers\\":[{\\"url\\":\\"http://172.18.0.5:8080\\"}],\\"passHostHeader\\":true}}}},\\"tcp\\":{},\\"udp\\":{}}',
          '{\\"http\\":{\\"middlewares\\":{\\"redirect-https\\":{\\"redirectScheme\\":{\\"scheme\\":\\"https\\",\\"permanent\\":true}}}},\\"tcp\\":{},\\"udp\\":{},\\"tls\\":{}}',
          '{\\"http\\":{},\\"tcp\\":{},\\"udp\\":{}}']

T_GENS: dict[str, Callable[[Ctx], object]] = {
    "time": lambda c: _dt(c.t).strftime("%Y-%m-%dT%H:%M:%SZ"),
    "start": _t_start,
    "caddr": _t_caddr,
    "chost": lambda c: "?",
    "cport": lambda c: "?",
    "cuser": lambda c: "-" if c.rng.random() < 0.93 else z(c.rng, ["admin", "ops", "ci-bot", "grafana-reader"]),
    "dsize": lambda c: _lognorm(c.rng, 1800, 1.7, 0),
    "osize": lambda c: c.vals.get("dsize", "0"),
    "status": lambda c: z(c.rng, [200, 304, 404, 302, 401, 500, 502, 499], 1.7),
    "pstatus": lambda c: z(c.rng, [200, 201, 400, 422, 401, 500, 504], 1.6),
    "nfstatus": lambda c: 404,
    "dur": _t_times,
    "odur": lambda c: "0",
    "ovh": lambda c: "0",
    "rhost": _t_rhost,
    "rsize": lambda c: 0,
    "psize": lambda c: _lognorm(c.rng, 600, 1.2, 2),
    "rcount": _t_count,
    "rpath": _t_path,
    "proto": lambda c: z(c.rng, ["HTTP/2.0", "HTTP/1.1"], 1.0),
    "pproto": lambda c: z(c.rng, ["HTTP/1.1", "HTTP/1.0"], 2.0),
    "retries": lambda c: z(c.rng, [0, 0, 0, 0, 1]),
    "router": lambda c: "?",
    "svc": lambda c: "?",
    "saddr": lambda c: "?",
    "cipher": lambda c: z(c.rng, ["TLS_AES_128_GCM_SHA256", "TLS_AES_256_GCM_SHA384", "TLS_CHACHA20_POLY1305_SHA256",
                                  "TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256"]),
    "tlsver": lambda c: z(c.rng, ["1.3", "1.2"]),
    "eps": lambda c: "websecure",
    "ep": lambda c: "web",
    "epx": lambda c: z(c.rng, ["websecure", "web"]),
    "ver": lambda c: c.st["ver"],
    "built": lambda c: z(c.rng, ["2024-04-09T12:58:13Z", "2024-01-29T16:12:31Z"]),
    "prov": lambda c: z(c.rng, ["*docker.Provider", "*file.Provider", "*traefik.Provider", "*acme.ChallengeTLSALPN",
                                "*ingress.Provider"]),
    "provn": lambda c: z(c.rng, ["docker", "file", "internal"]),
    "dver": lambda c: z(c.rng, ["24.0.7", "25.0.3", "26.1.0"]),
    "apiver": lambda c: z(c.rng, ["1.43", "1.44", "1.45"]),
    "resolver": lambda c: z(c.rng, ["letsencrypt.acme", "le.acme", "cloudflare.acme"]),
    "acmeca": lambda c: "https://acme-v02.api.letsencrypt.org/directory",
    "conf": lambda c: z(c.rng, T_CONF),
    "httperr": lambda c: z(c.rng, ["502 Bad Gateway", "504 Gateway Timeout", "499 Client Closed Request", "500 Internal Server Error"]),
    "cause": lambda c: z(c.rng, ["dial tcp 172.18.0.5:8080: connect: connection refused", "context deadline exceeded",
                                 "context canceled", "EOF", "dial tcp: lookup keycloak on 127.0.0.11:53: no such host"]),
    "tlserr": lambda c: z(c.rng, ["EOF", "remote error: tls: unknown certificate",
                                  "tls: client offered only unsupported versions: [302 301]",
                                  "read tcp 172.18.0.2:443->203.0.113.7:51544: read: connection reset by peer",
                                  "tls: first record does not look like a TLS handshake"]),
    "conn": lambda c: f"172.18.0.2:{z(c.rng, [443, 80])}->{z(c.rng, PUB_IPS)}:{_eport(c.rng)}",
    "cont": lambda c: f"{z(c.rng, ['whoami', 'worker', 'redis', 'backup'])}-{_hex(c.rng, 12)}",
    "svcshort": lambda c: z(c.rng, ["whoami", "worker", "redis", "backup"]),
    "domain": lambda c: z(c.rng, ["hooks.example.com", "status.example.com", "old.example.com", "beta.example.com"]),
    "acmeerr": lambda c: (lambda d: z(c.rng, [
        f"unable to generate a certificate for the domains [{d}]: error: one or more domains had a problem:\\n[{d}] acme: error: 400 :: urn:ietf:params:acme:error:dns :: DNS problem: NXDOMAIN looking up A for {d} - check that a DNS record exists for this domain\\n",
        f"unable to generate a certificate for the domains [{d}]: error: one or more domains had a problem:\\n[{d}] acme: error: 429 :: urn:ietf:params:acme:error:rateLimited :: too many failed authorizations recently\\n"]))(c.vals.get("domain", "example.com")),
    "rule": lambda c: "Host(`%s`)" % c.vals.get("domain", "example.com"),
    "listen": lambda c: z(c.rng, ["[::]:443", "[::]:80"]),
    "svc2": lambda c: z(c.rng, ["whoami-v2", "whoami-canary"]),
    "surl": lambda c: "http://" + z(c.rng, ["172.18.0.5:8080", "10.0.2.21:3000", "172.18.0.14:3001"]),
    "wt": lambda c: 1,
    "hcreason": lambda c: z(c.rng, ["received error status code: 503", "HTTP request failed: Get \\\"http://172.18.0.5:8080/health\\\": dial tcp 172.18.0.5:8080: connect: connection refused",
                                    "HTTP request failed: Get \\\"http://10.0.2.21:3000/healthz\\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)"]),
    "err": lambda c: z(c.rng, ["Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?",
                               "error reading configuration file: /etc/traefik/dynamic/routes.yml - yaml: line 12: mapping values are not allowed in this context"]),
    "mw": lambda c: z(c.rng, ["redirect-https@file", "secure-headers@file", "strip-api@docker", "auth@docker", "ratelimit@file"]),
    "mwtype": lambda c: z(c.rng, ["RedirectScheme", "Headers", "StripPrefix", "BasicAuth", "RateLimit"]),
    "newver": lambda c: z(c.rng, ["2.11.3", "3.0.1"]),
    "prule": lambda c: z(c.rng, ["PathPrefix(`/api`)", "Path(`/metrics`)", "HeadersRegexp(`X-Tenant`, `.+`)"]),
}


def _t_access(method: str, w: float, tls: bool = True, routed: bool = True, user: bool = False,
              status: str = "{status}", rsize: str = "{rsize}") -> tuple:
    f = ['"ClientAddr":"{caddr}"', '"ClientHost":"{chost}"', '"ClientPort":"{cport}"',
         '"ClientUsername":"{cuser}"',
         '"DownstreamContentSize":{dsize}', '"DownstreamStatus":' + status, '"Duration":{dur}']
    if routed:
        f += ['"OriginContentSize":{osize}', '"OriginDuration":{odur}', '"OriginStatus":' + status, '"Overhead":{ovh}']
    else:
        f += ['"Overhead":{dur}']
    f += ['"RequestAddr":"{rhost}"', '"RequestContentSize":' + rsize, '"RequestCount":{rcount}', '"RequestHost":"{rhost}"',
          '"RequestMethod":"' + method + '"', '"RequestPath":"{rpath}"', '"RequestPort":"-"',
          '"RequestProtocol":"' + ("{proto}" if tls else "{pproto}") + '"',
          '"RequestScheme":"' + ("https" if tls else "http") + '"', '"RetryAttempts":{retries}']
    if routed:
        f += ['"RouterName":"{router}"', '"ServiceAddr":"{saddr}"', '"ServiceName":"{svc}"',
              '"ServiceURL":{"Scheme":"http","Opaque":"","User":null,"Host":"{saddr}","Path":"","RawPath":"","OmitHost":false,'
              '"ForceQuery":false,"RawQuery":"","Fragment":"","RawFragment":""}']
    f += ['"StartLocal":"{start}"', '"StartUTC":"{start}"']
    if tls:
        f += ['"TLSCipher":"{cipher}"', '"TLSVersion":"{tlsver}"']
    f += ['"entryPointName":"' + ("{eps}" if tls else "{ep}") + '"', '"level":"info"', '"msg":""', '"time":"{time}"']
    return ("{" + ",".join(f) + "}", "INFO", w)


def _t_app(level: str, msg: str, w: float, extra: dict[str, str] | None = None) -> tuple:
    d = {"level": '"' + level + '"', "msg": '"' + msg + '"', "time": '"{time}"'}
    d.update(extra or {})
    body = ",".join('"%s":%s' % (k, d[k]) for k in sorted(d))
    lvl = {"debug": "DEBUG", "info": "INFO", "warning": "WARN", "error": "ERROR", "fatal": "FATAL"}[level]
    return ("{" + body + "}", lvl, w)


def _traefik_specs() -> list[tuple]:
    return [
        _t_access("GET", 420),
        _t_access("POST", 110, status="{pstatus}", rsize="{psize}"),
        _t_access("PUT", 14, status="{pstatus}", rsize="{psize}"),
        _t_access("DELETE", 7),
        _t_access("PATCH", 3, status="{pstatus}", rsize="{psize}"),
        _t_access("OPTIONS", 9),
        _t_access("GET", 55, tls=False),
        _t_access("HEAD", 5, tls=False),
        _t_access("GET", 7, routed=False, status="{nfstatus}"),
        _t_access("POST", 1.5, tls=False, routed=False, status="{nfstatus}", rsize="{psize}"),
        _t_app("info", "Configuration loaded from flags.", 0.2),
        _t_app("info", "Traefik version {ver} built on {built}", 0.2),
        _t_app("info", "Starting provider {prov}", 0.8),
        _t_app("info", "Starting provider *acme.Provider", 0.2, {"ACME CA": '"{acmeca}"', "providerName": '"{resolver}"'}),
        _t_app("info", "Provider connection established with docker {dver} (API {apiver})", 0.4, {"providerName": '"docker"'}),
        _t_app("info", "Testing certificate renew...", 0.8, {"providerName": '"{resolver}"'}),
        _t_app("info", "I have to go...", 0.2),
        _t_app("debug", "Configuration received: {conf}", 12, {"providerName": '"{provn}"'}),
        _t_app("debug", "'{httperr}' caused by: {cause}", 11),
        _t_app("debug", "http: TLS handshake error from {caddr}: {tlserr}", 9),
        _t_app("debug", "Error while Peeking first byte: read tcp {conn}: i/o timeout", 5),
        _t_app("debug", "Creating middleware", 16, {"entryPointName": '"{epx}"', "middlewareName": '"{mw}"',
                                                   "middlewareType": '"{mwtype}"', "routerName": '"{router}"'}),
        _t_app("debug", "Adding certificate for domain(s) {domain}", 1.5),
        _t_app("warning", "Health check failed, removing from server list. Backend: \\\"{svc}\\\" URL: \\\"{surl}\\\" Weight: {wt} Reason: {hcreason}", 2),
        _t_app("warning", "Health check up: returning to server list. Backend: \\\"{svc}\\\" URL: \\\"{surl}\\\" Weight: {wt}", 1.5),
        _t_app("warning", "No domain found in rule {prule}, the TLS options applied for this router will depend on the SNI of each request", 0.8,
               {"entryPointName": '"{eps}"', "routerName": '"{router}"'}),
        _t_app("warning", "A new release has been found: {newver}. Please consider updating.", 0.2),
        _t_app("error", "service \\\"{svcshort}\\\" error: port is missing", 0.8, {"container": '"{cont}"', "providerName": '"docker"'}),
        _t_app("error", "Unable to obtain ACME certificate for domains \\\"{domain}\\\": {acmeerr}", 0.8,
               {"providerName": '"{resolver}"', "routerName": '"{router}"', "rule": '"{rule}"'}),
        _t_app("error", "Router {router} cannot be linked automatically with multiple Services: [\\\"{svc}\\\" \\\"{svc2}\\\"]", 0.4,
               {"providerName": '"docker"'}),
        _t_app("error", "Error while starting server: accept tcp {listen}: use of closed network connection", 0.2,
               {"entryPointName": '"{eps}"'}),
        _t_app("error", "Error occurred during watcher callback: {err}", 0.4, {"providerName": '"file"'}),
        _t_app("error", "Cannot start the provider *docker.Provider: {err}", 0.2),
        _t_app("fatal", "Error while building configuration (for the first time): {err}", 0.15),
    ]


def _t_router_defaults(c: Ctx) -> None:
    pass


def make_traefik_json(rng: random.Random) -> list[dict[str, str]]:
    specs = _traefik_specs()
    # router/svc/saddr come from the request host when one was drawn first; otherwise from a host.
    def routed(k: int):
        return lambda c: (_t_rhost(c), c.vals[("router", "svc", "saddr")[k]])[1] if "rhost" not in c.vals else c.vals[("router", "svc", "saddr")[k]]
    gens = dict(T_GENS)
    gens["router"] = routed(0)
    gens["svc"] = routed(1)
    gens["saddr"] = routed(2)
    gens["osize"] = lambda c: c.vals.get("dsize", "0")
    return generate(rng, specs, gens, _t_setup, 0.8)


# --------------------------------------------------------------------------

FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("kafka_broker", make_kafka_broker),
    ("elasticsearch_ecs", make_elasticsearch_ecs),
    ("redis_server", make_redis_server),
    ("mongodb_json", make_mongodb_json),
    ("haproxy_http", make_haproxy_http),
    ("traefik_json", make_traefik_json),
]


def _tmpl_regex(tmpl: str) -> re.Pattern:
    return re.compile("".join(".+?" if p == "<*>" else re.escape(p) for p in re.split(r"(<\*>)", tmpl)), re.S)


def _self_check() -> None:
    for seed in (0, 1):
        for name, make in FORMATS:
            rows = make(random.Random(seed))
            assert len(rows) == N_ROWS, (name, len(rows))
            again = make(random.Random(seed))
            assert again == rows, f"{name}: not a pure function of the rng"
            tmpls: dict[str, str] = {}
            abnormal = set()
            for r in rows:
                assert set(r) == {"line", "template", "level"}, r
                assert "\n" not in r["line"] and "\r" not in r["line"], r
                assert r["level"] in LEVELS, r
                assert "<*>" not in r["line"], r
                assert _tmpl_regex(r["template"]).fullmatch(r["line"]), (name, r)
                prev = tmpls.setdefault(r["template"], r["level"])
                assert prev == r["level"], (name, r["template"])
                if r["level"] in ("WARN", "ERROR", "FATAL"):
                    abnormal.add(r["template"])
            assert 15 <= len(tmpls) <= 60, (name, len(tmpls))
            assert len(abnormal) >= 3, (name, len(abnormal))
            if seed == 0:
                print(f"{name}: {len(tmpls)} templates, {len(abnormal)} abnormal")
                for r in random.Random(7).sample(rows, 3):
                    print("   ", r["line"][:300])
    print("OK")


if __name__ == "__main__":
    _self_check()
    sys.exit(0)
