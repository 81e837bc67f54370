"""A held-out corpus of real-world log formats with known templates, to check the fold from
the outside: written from what these systems print, not from the fold's code or its own corpus,
so the fold cannot have been tuned to it.

Each format is a list of events; an event writes one or more lines (a stack trace is one event),
each line tagged with the id of its true template and that template's level. Variable parts come
from large pools — many of them without a digit (host, user, table, topic and class names, paths,
quoted values) — and the mix is skewed: a few templates carry most lines, some are seen only once
to three times in 2,000 lines, ERROR ones among them. Templates that differ in a single constant
word (`opened` / `closed`, `UP` / `DOWN`) are separate on purpose: a fold that merges them has
lost an event a reader needed. Quirks real files have are in: CRLF, a BOM, tabs, trailing spaces,
very long lines, UTF-8 user names, control characters.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import TypeVar

T = TypeVar("T")

_SEVERITY = ("DEBUG", "INFO", "WARN", "ERROR", "FATAL")
ABNORMAL = frozenset({"WARN", "ERROR", "FATAL"})
"""Truth levels a reader must never lose (the fold keeps every template; these above all)."""

# ---------------------------------------------------------------------------------------------
# pools: big enough that a variable is visibly variable, realistic enough to look like production

_STARS = (
    "orion", "vega", "altair", "deneb", "rigel", "sirius", "castor", "pollux", "antares",
    "arcturus", "capella", "procyon", "regulus", "spica", "mira", "lyra", "draco", "hydra",
    "cygnus", "aquila", "perseus", "pegasus", "andromeda", "cassiopeia", "carina", "corvus",
    "crater", "fornax", "grus", "lepus", "lupus", "mensa", "norma", "octans", "pavo", "pictor",
    "puppis", "pyxis", "sagitta", "scutum", "sextans", "taurus", "tucana", "vela", "volans",
    "columba", "dorado", "hercules", "indus", "lacerta", "leo", "libra", "lynx", "monoceros",
    "musca", "ophiuchus", "phoenix", "pisces", "sculptor", "serpens", "triangulum", "ursa",
    "virgo", "aries", "cancer", "gemini", "scorpius", "capricorn", "aquarius", "centaurus"
)
_ZONES = ("eu-west", "eu-central", "us-east", "us-west", "ap-south", "sa-east")
_DOMAINS = ("shop.example.com", "api.example.com", "payments.example.net", "cdn.example.org",
            "auth.example.io", "status.example.com", "admin.example.com", "mail.example.net")
_FIRST = (
    "alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy", "mallory",
    "nina", "oscar", "peggy", "quentin", "rupert", "sybil", "trent", "ursula", "victor", "walter",
    "xena", "yusuf", "zara", "amir", "bianca", "chen", "dmitri", "elena", "fatima", "goran",
    "hana", "igor", "jamal", "kenji", "lars", "maya", "nadia", "olek", "priya", "quinn", "rosa",
    "sanjay", "tomas", "uma", "vikram", "wanda", "ximena", "yara", "zoltan", "aiko", "bjorn",
    "chiara", "diego", "emeka", "farah", "gunnar", "hiro", "ines", "jonas", "kofi", "leila",
    "mateo", "nour", "orla", "pavel", "rania", "soren", "tariq", "ulla", "vera", "wei", "xiu",
    "yosef", "zeynep", "anders", "beatriz", "cosmin", "dalia", "eitan", "freya", "gael", "hugo",
    "ilse", "joao", "kira", "luca"
)
_UTF8_USERS = ("josé", "zoë", "łukasz", "søren", "ängel", "françois", "jürgen", "müller",
               "αλέξης", "дмитрий", "小林", "ñandú", "çağla", "dvořák")
_WORDS = (
    "api", "assets", "static", "media", "uploads", "reports", "exports", "invoices", "catalog",
    "products", "orders", "carts", "checkout", "users", "accounts", "profiles", "settings",
    "search", "reviews", "images", "thumbnails", "downloads", "billing", "payments", "refunds",
    "shipping", "tracking", "returns", "wishlist", "coupons", "gift", "cards", "health", "admin",
    "dashboard", "metrics", "events", "webhooks", "sessions", "login", "logout", "register",
    "reset", "verify", "docs", "help", "support", "tickets", "notifications", "preferences",
    "addresses", "stores", "brands", "categories"
)
_TABLES = (
    "orders", "order_items", "line_items", "carts", "cart_items", "customers",
    "customer_addresses", "accounts", "payments", "refunds", "invoices", "shipments",
    "shipment_events", "products", "product_variants", "prices", "inventory", "stock_levels",
    "warehouses", "sessions", "users", "user_roles", "audit_log", "coupons", "gift_cards",
    "reviews", "ratings", "wishlists", "notifications", "subscriptions", "plans", "feature_flags",
    "outbox", "inbox", "webhooks", "api_keys", "tenants", "regions", "stores"
)
_KEYSPACES = ("shop", "billing", "inventory", "analytics", "sessions", "catalog", "identity",
              "shipping", "ledger", "search", "reco", "events")
_TOPICS = tuple(f"{a}.{b}" for a in ("orders", "payments", "inventory", "users", "shipping",
                                     "catalog", "fraud", "notifications")
                for b in ("created", "updated", "deleted", "captured", "failed"))
_SERVICES = (
    "checkout", "payments", "cart", "catalog", "search", "inventory", "shipping", "auth",
    "identity", "pricing", "reviews", "notifications", "recommendations", "gateway", "frontend",
    "ledger", "fraud-scorer", "email-sender", "image-resizer", "order-router", "tax-calculator",
    "coupon-service", "session-store"
)
_CLASSES = tuple(
    f"{pkg}.{noun}{suffix}"
    for pkg in ("com.example.shop", "org.acme.billing", "io.example.search", "net.corp.ledger")
    for noun in ("Order", "Payment", "Invoice", "Customer", "Catalog", "Session", "Token",
                 "Refund", "Shipment", "Price")
    for suffix in ("Service", "Repository", "Controller", "Listener", "Client")
)
_JAVA_FRAMES = (
    "org.apache.cassandra.db.ColumnFamilyStore.forceBlockingFlush(ColumnFamilyStore.java:412)",
    "org.apache.cassandra.io.util.FileUtils.createHardLink(FileUtils.java:72)",
    "org.apache.cassandra.db.compaction.CompactionTask.runMayThrow(CompactionTask.java:265)",
    "org.apache.cassandra.utils.WrappedRunnable.run(WrappedRunnable.java:28)",
    "java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1128)",
    "java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:628)",
    "io.netty.util.concurrent.FastThreadLocalRunnable.run(FastThreadLocalRunnable.java:30)",
    "java.base/java.lang.Thread.run(Thread.java:829)",
    "kafka.server.ReplicaFetcherThread.fetchFromLeader(ReplicaFetcherThread.scala:217)",
    "kafka.server.AbstractFetcherThread.processFetchRequest(AbstractFetcherThread.scala:321)",
    "kafka.utils.ShutdownableThread.run(ShutdownableThread.scala:96)",
    "org.apache.kafka.common.network.Selector.poll(Selector.java:481)",
    "org.elasticsearch.index.engine.InternalEngine.index(InternalEngine.java:1012)",
    "org.apache.lucene.index.IndexWriter.merge(IndexWriter.java:4710)",
    "org.elasticsearch.common.util.concurrent.AbstractRunnable.run(AbstractRunnable.java:26)",
)
_UAS = (
    "curl/8.4.0",
    "Go-http-client/1.1",
    "kube-probe/1.29",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/120.0.0.0 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 "
    "(KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
    "python-requests/2.31.0",
)
_K8S_ALPHABET = "bcdfghjklmnpqrstvwxz2456789"


@dataclass
class Gen:
    """The state one format's generator draws from: a seeded random source and a clock that
    only moves forward, so the same seed gives byte-identical lines."""

    r: random.Random
    t: datetime = field(default_factory=lambda: datetime(2026, 11, 30, 2, 4, 0, tzinfo=UTC))
    out: list[tuple[str, str, str]] = field(default_factory=list)

    def emit(self, tid: str, level: str, text: str) -> None:
        self.out.append((tid, level, text))

    def tick(self) -> None:
        self.t += timedelta(microseconds=self.r.randint(200, 900_000))

    # -- variables --------------------------------------------------------------------------
    def pick(self, pool: Sequence[T]) -> T:
        return pool[self.r.randrange(len(pool))]

    def n(self, lo: int, hi: int) -> int:
        return self.r.randint(lo, hi)

    def f(self, lo: float, hi: float, digits: int = 3) -> str:
        return f"{self.r.uniform(lo, hi):.{digits}f}"

    def ip(self) -> str:
        return f"10.{self.n(0, 255)}.{self.n(0, 255)}.{self.n(1, 254)}"

    def port(self) -> int:
        return self.n(1024, 65535)

    def hex(self, k: int) -> str:
        return "".join(self.r.choice("0123456789abcdef") for _ in range(k))

    def uuid(self) -> str:
        h = self.hex(32)
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"

    def alnum(self, k: int, alphabet: str = string.ascii_letters + string.digits) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(k))

    def user(self) -> str:
        """A login name; about one in eight is not ASCII."""
        if self.r.random() < 0.12:
            return self.pick(_UTF8_USERS)
        first = self.pick(_FIRST)
        return first if self.r.random() < 0.5 else f"{first}.{self.pick(_FIRST)}"

    def host(self) -> str:
        """A machine name without a digit, as many fleets name them."""
        return f"{self.pick(_STARS)}.{self.pick(_ZONES)}.internal"

    def short_host(self) -> str:
        return f"{self.pick(_STARS)}-{self.pick(_ZONES).split('-')[1]}"

    def path(self, depth: int = 3) -> str:
        return "/" + "/".join(self.pick(_WORDS) for _ in range(depth))

    def web_path(self) -> str:
        """A request path whose variable part is a name, not an id, half the time."""
        base = f"/{self.pick(_WORDS)}/{self.pick(_WORDS)}"
        tail = self.user() if self.r.random() < 0.5 else str(self.n(1, 99999))
        return f"{base}/{tail}"

    def email(self) -> str:
        name = self.pick(_FIRST)
        return f"{name}.{self.pick(_FIRST)}@{self.pick(_DOMAINS)}"

    def table(self) -> str:
        return self.pick(_TABLES)

    def pod(self, deploy: str | None = None) -> str:
        d = deploy or self.pick(_SERVICES)
        return f"{d}-{self.alnum(10, _K8S_ALPHABET)}-{self.alnum(5, _K8S_ALPHABET)}"

    # -- timestamps --------------------------------------------------------------------------
    def iso_ms(self) -> str:
        return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{self.t.microsecond // 1000:03d}Z"

    def iso_us(self) -> str:
        return self.t.strftime("%Y-%m-%dT%H:%M:%S.%fZ")

    def comma_ms(self) -> str:
        return self.t.strftime("%Y-%m-%d %H:%M:%S,") + f"{self.t.microsecond // 1000:03d}"

    def syslog_ts(self) -> str:
        return self.t.strftime("%b %d %H:%M:%S")

    def epoch(self) -> str:
        return f"{self.t.timestamp():.3f}"


def _const(text: str) -> Callable[[Gen], str]:
    return lambda _g: text


@dataclass(frozen=True)
class Ev:
    """One kind of event: drawn by `weight` in the stream, or placed exactly `count` times."""

    fn: Callable[[Gen], None]
    weight: float = 0.0
    count: int = 0


@dataclass(frozen=True)
class Corpus:
    """A generated log: `truth[i]` is the true template id of `lines[i]`; `levels` maps each
    template id to its truth level (INFO, DEBUG, WARN, ERROR or FATAL)."""

    name: str
    lines: list[str]
    truth: list[str]
    levels: dict[str, str]


def _run(name: str, events: Sequence[Ev], seed: int, n: int) -> Corpus:
    g = Gen(random.Random(f"{name}:{seed}"))
    base = [e for e in events if e.weight > 0]
    weights = [e.weight for e in base]
    rare = [e for e in events if e.count > 0 for _ in range(e.count)]
    due = sorted((g.r.randrange(int(n * 0.9)), i) for i, _ in enumerate(rare))
    while len(g.out) < n:
        if due and due[0][0] <= len(g.out):
            rare[due.pop(0)[1]].fn(g)
        else:
            g.r.choices(base, weights)[0].fn(g)
        g.tick()
    out = g.out[:n]
    levels: dict[str, str] = {}
    for tid, level, _ in out:  # a shared shape (a stack frame) takes its most severe level
        if _SEVERITY.index(level) > _SEVERITY.index(levels.setdefault(tid, level)):
            levels[tid] = level
    return Corpus(name, [t for _, _, t in out], [tid for tid, _, _ in out], levels)


# ---------------------------------------------------------------------------------------------
# shared shapes: Java stack traces, as logback and log4j print them


def _java_trace(g: Gen, level: str, head: tuple[str, str], cause: tuple[str, str] | None,
                frames: Sequence[str] = _JAVA_FRAMES) -> None:
    """An exception line, its frames, and an optional `Caused by:` with `... N more`."""
    g.emit(head[0], level, head[1])
    for _ in range(g.n(3, 8)):
        g.emit("frame", level, "\tat " + g.pick(frames))
    if cause is not None:
        g.emit(cause[0], level, "Caused by: " + cause[1])
        for _ in range(g.n(1, 3)):
            g.emit("frame", level, "\tat " + g.pick(frames))
        g.emit("more", level, f"\t... {g.n(4, 40)} more")


# ---------------------------------------------------------------------------------------------
# 1. Apache Cassandra system.log (logback: LEVEL [thread] date File.java:line - message)


def cassandra_events() -> list[Ev]:
    def line(g: Gen, level: str, thread: str, where: str, msg: str, tid: str) -> None:
        g.emit(tid, level, f"{level:<5} [{thread}] {g.comma_ms()} {where}:{g.n(40, 2400)} - {msg}")

    def ks_table(g: Gen) -> str:
        return f"{g.pick(_KEYSPACES)}.{g.table()}"

    def sstable(g: Gen) -> str:
        return (f"/var/lib/cassandra/data/{g.pick(_KEYSPACES)}/{g.table()}-{g.hex(32)}/"
                f"nb-{g.n(1, 9000)}-big-Data.db")

    def enqueue(g: Gen) -> None:
        line(g, "INFO", f"MemtableFlushWriter:{g.n(1, 8)}", "ColumnFamilyStore.java",
             f"Enqueuing flush of {g.table()}: {g.f(0, 90)}MiB ({g.n(0, 40)}%) on-heap, "
             f"{g.f(0, 9)}KiB ({g.n(0, 9)}%) off-heap", "enqueue_flush")

    def flushed(g: Gen) -> None:
        line(g, "INFO", f"PerDiskMemtableFlushWriter_0:{g.n(1, 9)}", "Memtable.java",
             f"Completed flushing {sstable(g)} ({g.f(0, 40)}MiB) for commitlog position "
             f"CommitLogPosition(segmentId={g.n(10**12, 10**13)}, position={g.n(0, 10**7)})",
             "flushed")

    def compacted(g: Gen) -> None:
        line(g, "INFO", f"CompactionExecutor:{g.n(1, 16)}", "CompactionTask.java",
             f"Compacted ({g.uuid()}) {g.n(2, 32)} sstables to [{sstable(g)},] to level=0.  "
             f"{g.f(1, 900)}MiB to {g.f(1, 900)}MiB (~{g.n(20, 99)}% of original) in "
             f"{g.n(10, 99999):,}ms.  Read Throughput = {g.f(0, 90)}MiB/s, Write Throughput = "
             f"{g.f(0, 90)}MiB/s, Row Throughput = ~{g.n(1, 99999):,}/s.  {g.n(1, 99999):,} total "
             f"partitions merged to {g.n(1, 99999):,}.  Partition merge counts were "
             f"{{1:{g.n(1, 9999)}, 2:{g.n(1, 999)}, }}", "compacted")

    def gc(g: Gen, gen: str, level: str, tid: str) -> None:
        line(g, level, "ScheduledTasks:1", "GCInspector.java",
             f"G1 {gen} Generation GC in {g.n(200, 9000)}ms.  G1 Eden Space: {g.n(10**8, 10**9)}"
             f" -> 0; G1 Old Gen: {g.n(10**8, 10**10)} -> {g.n(10**8, 10**10)}; ", tid)

    def gossip(state: str, tid: str) -> Callable[[Gen], None]:
        return lambda g: line(g, "INFO", "GossipStage:1", "Gossiper.java",
                              f"InetAddress /{g.ip()}:7000 is now {state}", tid)

    def init_or_truncate(verb: str, tid: str) -> Callable[[Gen], None]:
        return lambda g: line(g, "INFO", "main" if verb == "Initializing" else "MigrationStage:1",
                              "ColumnFamilyStore.java", f"{verb} {ks_table(g)}", tid)

    def slow(g: Gen) -> None:
        line(g, "WARN", "ScheduledTasks:1", "NoSpamLogger.java",
             f"{g.n(1, 90)} operations were slow in the last {g.n(4000, 6000)} msecs:", "slow_ops")
        slow_query(g)

    def slow_query(g: Gen) -> None:
        g.emit("slow_query", "WARN",
               f"<SELECT * FROM {ks_table(g)} WHERE {g.pick(('id', 'user', 'sku', 'email'))} = ? "
               f"LIMIT 5000>, time {g.n(500, 9000)} msec - slow timeout 500 msec")

    def tombstones(g: Gen) -> None:
        line(g, "WARN", f"ReadStage-{g.n(1, 32)}", "ReadCommand.java",
             f"Read {g.n(0, 5000)} live rows and {g.n(1000, 99999)} tombstone cells for query "
             f"SELECT * FROM {ks_table(g)} WHERE id = {g.uuid()} LIMIT 5000; token "
             f"{g.n(-(2**62), 2**62)} (see tombstone_warn_threshold)", "tombstones")

    def large_partition(g: Gen) -> None:
        line(g, "WARN", f"CompactionExecutor:{g.n(1, 16)}", "BigTableWriter.java",
             f"Writing large partition {g.pick(_KEYSPACES)}/{g.table()}:{g.user()} "
             f"({g.f(100, 900)}MiB) to sstable {sstable(g)}", "large_partition")

    def auth_failed(g: Gen) -> None:
        line(g, "WARN", f"Native-Transport-Requests-{g.n(1, 128)}", "PasswordAuthenticator.java",
             f"Provided username {g.user()} and/or password are incorrect", "auth_failed")

    def hardlink_error(g: Gen) -> None:
        thread = f"CompactionExecutor:{g.n(1, 16)}"
        line(g, "ERROR", thread, "CassandraDaemon.java",
             f"Exception in thread Thread[{thread},1,main]", "uncaught")
        _java_trace(g, "ERROR",
                    ("hardlink", "java.lang.RuntimeException: Tried to hard link to file that "
                                 f"does not exist {sstable(g)}"),
                    ("nosuchfile", f"java.nio.file.NoSuchFileException: {sstable(g)}"))

    def disk_full(g: Gen) -> None:
        line(g, "ERROR", "COMMIT-LOG-ALLOCATOR", "JVMStabilityInspector.java",
             "Exiting due to error while processing commit log during initialization.",
             "commitlog_exit")
        _java_trace(g, "ERROR", ("ioerror", "java.io.IOError: java.io.IOException: No space "
                                            "left on device"), None)

    def create_table(g: Gen) -> None:
        line(g, "INFO", "MigrationStage:1", "MigrationManager.java",
             f"Create new table: {ks_table(g)}", "create_table")

    def handshake(g: Gen) -> None:
        line(g, "INFO", f"HANDSHAKE-/{g.ip()}", "OutboundTcpConnection.java",
             f"Handshaking version with /{g.ip()}:7000", "handshake")

    return [
        Ev(enqueue, weight=30), Ev(flushed, weight=30), Ev(compacted, weight=14),
        Ev(lambda g: gc(g, "Young", "INFO", "gc_young"), weight=10),
        Ev(lambda g: gc(g, "Old", "WARN", "gc_old"), weight=1.5),
        Ev(gossip("UP", "gossip_up"), weight=3), Ev(gossip("DOWN", "gossip_down"), count=2),
        Ev(init_or_truncate("Initializing", "initializing"), weight=4),
        Ev(init_or_truncate("Truncating", "truncating"), count=3),
        Ev(slow, weight=2),
        Ev(tombstones, weight=2), Ev(large_partition, weight=1), Ev(auth_failed, weight=1),
        Ev(hardlink_error, count=2), Ev(disk_full, count=1), Ev(create_table, count=3),
        Ev(handshake, weight=4),
    ]


# ---------------------------------------------------------------------------------------------
# 2. Apache Kafka broker server.log (log4j: [date] LEVEL message (logger))


def kafka_events() -> list[Ev]:
    def line(g: Gen, level: str, msg: str, logger: str, tid: str) -> None:
        g.emit(tid, level, f"[{g.comma_ms()}] {level} {msg} ({logger})")

    def part(g: Gen) -> str:
        return f"{g.pick(_TOPICS)}-{g.n(0, 47)}"

    def group(g: Gen) -> str:
        return f"{g.pick(_SERVICES)}-{g.pick(('consumer', 'workers', 'projector', 'indexer'))}"

    def member(g: Gen) -> str:
        return f"{g.pick(_SERVICES)}-{g.uuid()}"

    def rolled(g: Gen) -> None:
        line(g, "INFO", f"[LocalLog partition={part(g)}, dir=/var/lib/kafka/data] Rolled new log "
             f"segment at offset {g.n(0, 10**9)} in {g.n(0, 30)} ms.", "kafka.log.LocalLog",
             "rolled")

    def snapshot(g: Gen) -> None:
        line(g, "INFO", f"[ProducerStateManager partition={part(g)}] Wrote producer snapshot at "
             f"offset {g.n(0, 10**9)} with {g.n(0, 9)} producer ids in {g.n(0, 30)} ms.",
             "kafka.log.ProducerStateManager", "snapshot")

    def deleting(g: Gen) -> None:
        line(g, "INFO", f"[UnifiedLog partition={part(g)}, dir=/var/lib/kafka/data] Deleting "
             f"segment files LogSegment(baseOffset={g.n(0, 10**9)}, size={g.n(0, 10**9)}, "
             f"lastModifiedTime={g.n(10**12, 2 * 10**12)}, largestRecordTimestamp=Some("
             f"{g.n(10**12, 2 * 10**12)}))", "kafka.log.LocalLog$", "deleting")

    def coord(msg: str, tid: str) -> Callable[[Gen], None]:
        return lambda g: line(g, "INFO", "[GroupCoordinator 1]: " + msg.format(
            group=group(g), gen=g.n(1, 9000), p=g.n(0, 49), member=member(g), n=g.n(1, 64)),
            "kafka.coordinator.group.GroupCoordinator", tid)

    def isr(g: Gen, verb: str, tid: str) -> None:
        tail = (f" Leader: (highWatermark: {g.n(0, 10**9)}, endOffset: {g.n(0, 10**9)}). Out of "
                f"sync replicas: (brokerId: {g.n(1, 6)}, endOffset: {g.n(0, 10**9)}).")
        change = "from 1,2,3 to 1,2." + tail if verb == "Shrinking" else "from 1,2 to 1,2,3"
        line(g, "INFO", f"[Partition {part(g)} broker=1] {verb} ISR {change}",
             "kafka.cluster.Partition", tid)

    def failed_auth(g: Gen) -> None:
        line(g, "INFO", f"[SocketServer listenerType=ZK_BROKER, nodeId=1] Failed authentication "
             f"with /{g.ip()} (channelId={g.ip()}:9093-{g.ip()}:{g.port()}-{g.n(0, 999)}) "
             "(Authentication failed during authentication due to invalid credentials with SASL "
             "mechanism SCRAM-SHA-512)", "org.apache.kafka.common.network.Selector", "failed_auth")

    def fetch_error(g: Gen) -> None:
        line(g, "WARN", f"[ReplicaFetcher replicaId=1, leaderId={g.n(2, 6)}, fetcherId=0] Error "
             f"in response for fetch request (type=FetchRequest, replicaId=1, maxWait=500, "
             f"minBytes=1, maxBytes=10485760, fetchData={{{part(g)}=(fetchOffset="
             f"{g.n(0, 10**9)}, logStartOffset={g.n(0, 10**6)}, maxBytes=1048576)}}, "
             "isolationLevel=READ_UNCOMMITTED, toForget=, metadata=(sessionId="
             f"{g.n(0, 10**9)}, epoch={g.n(0, 9999)}), rackId=)",
             "kafka.server.ReplicaFetcherThread", "fetch_error")
        _java_trace(g, "WARN", ("disconnected", f"java.io.IOException: Connection to "
                                                f"{g.n(2, 6)} was disconnected before the "
                                                "response was read"), None)

    def not_enough_replicas(g: Gen) -> None:
        p = part(g)
        line(g, "ERROR", f"[ReplicaManager broker=1] Error processing append operation on "
             f"partition {p}", "kafka.server.ReplicaManager", "append_error")
        g.emit("notenough", "ERROR", "org.apache.kafka.common.errors.NotEnoughReplicasException: "
               "The size of the current ISR Set(1) is insufficient to satisfy the min.isr "
               f"requirement of 2 for partition {p}")

    def halting(g: Gen) -> None:
        line(g, "FATAL", "[ReplicaManager broker=1] Halting due to unrecoverable I/O error while "
             "handling produce request: ", "kafka.server.ReplicaManager", "halting")
        _java_trace(g, "FATAL", ("kafkastorage", "org.apache.kafka.common.errors."
                                                 "KafkaStorageException: Error while appending "
                                                 f"records to {part(g)} in dir "
                                                 "/var/lib/kafka/data"),
                    ("nospace", "java.io.IOException: No space left on device"))

    def election(g: Gen) -> None:
        line(g, "INFO", "[Controller id=1] Starting replica leader election (PREFERRED) for "
             "partitions  triggered by AutoTriggered", "kafka.controller.KafkaController",
             "election")

    def create_topic(g: Gen) -> None:
        line(g, "INFO", f"[Admin Manager on Broker 1]: Creating topic {g.pick(_TOPICS)} with "
             "configuration {} and initial partition assignment HashMap(0 -> ArrayBuffer(1, 2, "
             "3), 1 -> ArrayBuffer(2, 3, 1))", "kafka.server.ZkAdminManager", "create_topic")

    return [
        Ev(rolled, weight=25), Ev(snapshot, weight=25), Ev(deleting, weight=10),
        Ev(coord("Preparing to rebalance group {group} in state PreparingRebalance with old "
                 "generation {gen} (__consumer_offsets-{p}) (reason: Adding new member {member} "
                 "with group instance id None)", "rebalance"), weight=6),
        Ev(coord("Stabilized group {group} generation {gen} (__consumer_offsets-{p}) with {n} "
                 "members", "stabilized"), weight=6),
        Ev(coord("Assignment received from leader {member} for group {group} for generation "
                 "{gen}. The group has {n} members, 0 of which are static.", "assignment"),
           weight=6),
        Ev(coord("Member {member} in group {group} has failed, removing it from the group",
                 "member_failed"), weight=2),
        Ev(lambda g: isr(g, "Shrinking", "isr_shrink"), weight=1),
        Ev(lambda g: isr(g, "Expanding", "isr_expand"), weight=1),
        Ev(failed_auth, weight=1), Ev(fetch_error, count=3), Ev(not_enough_replicas, count=2),
        Ev(halting, count=1), Ev(election, weight=1), Ev(create_topic, count=2),
    ]


# ---------------------------------------------------------------------------------------------
# 3. PostgreSQL stderr log, log_line_prefix = '%m [%p] %q%u@%d '


def postgres_events() -> list[Ev]:
    dbs = ("shop", "billing", "inventory", "identity", "analytics", "ledger", "catalog")
    apps = ("psql", "pgbouncer", "checkout-api", "billing-worker", "metabase", "pg_dump",
            "airflow", "django", "rails", "sqlalchemy")

    def prefix(g: Gen, session: tuple[str, str] | None) -> str:
        ts = g.t.strftime("%Y-%m-%d %H:%M:%S.") + f"{g.t.microsecond // 1000:03d} UTC"
        who = f"{session[0]}@{session[1]} " if session else ""
        return f"{ts} [{g.n(100, 99999)}] {who}"

    def session(g: Gen) -> tuple[str, str]:
        return (g.user(), g.pick(dbs))

    def log(tid: str, level: str, tag: str, body: Callable[[Gen], str], sess: bool = True
            ) -> Callable[[Gen], None]:
        return lambda g: g.emit(tid, level, prefix(g, session(g) if sess else None)
                                + f"{tag}:  {body(g)}")

    def statement(g: Gen, s: tuple[str, str], verb: str, text: str) -> None:
        g.emit(f"statement_{verb.lower()}", "ERROR", prefix(g, s) + f"STATEMENT:  {verb} {text}")

    def col(g: Gen) -> str:
        return g.pick(("id", "customer_id", "sku", "email", "status", "created_at", "tenant"))

    def dup_key(g: Gen) -> None:
        s, t = session(g), g.table()
        g.emit("dup_key", "ERROR", prefix(g, s) + "ERROR:  duplicate key value violates unique "
               f"constraint \"{t}_pkey\"")
        g.emit("dup_detail", "ERROR", prefix(g, s) + f"DETAIL:  Key (id)=({g.n(1, 10**7)}) "
               "already exists.")
        other = g.pick(("customer_id", "sku", "email", "status", "tenant"))
        statement(g, s, "INSERT", f"INTO {t} (id, {other}) VALUES ($1, $2)")

    def no_relation(g: Gen) -> None:
        s, t = session(g), g.table()
        g.emit("no_relation", "ERROR", prefix(g, s) + f"ERROR:  relation \"{t}_archive\" does "
               f"not exist at character {g.n(10, 90)}")
        statement(g, s, "SELECT", f"count(*) FROM {t}_archive WHERE {col(g)} = $1")

    def timeout(g: Gen) -> None:
        s = session(g)
        g.emit("stmt_timeout", "ERROR", prefix(g, s) + "ERROR:  canceling statement due to "
               "statement timeout")
        statement(g, s, "UPDATE", f"{g.table()} SET {col(g)} = $1 WHERE id = $2")

    def deadlock(g: Gen) -> None:
        s = session(g)
        g.emit("deadlock", "ERROR", prefix(g, s) + "ERROR:  deadlock detected")
        g.emit("deadlock_detail", "ERROR", prefix(g, s) + f"DETAIL:  Process {g.n(100, 99999)} "
               f"waits for ShareLock on transaction {g.n(10**5, 10**8)}; blocked by process "
               f"{g.n(100, 99999)}.")
        g.emit("deadlock_process", "ERROR", f"\tProcess {g.n(100, 99999)} waits for ShareLock "
               f"on transaction {g.n(10**5, 10**8)}; blocked by process {g.n(100, 99999)}.")
        g.emit("deadlock_hint", "ERROR", prefix(g, s) + "HINT:  See server log for query "
               "details.")
        g.emit("deadlock_context", "ERROR", prefix(g, s) + f"CONTEXT:  while updating tuple "
               f"({g.n(0, 9999)},{g.n(1, 99)}) in relation \"{g.table()}\"")

    def password_failed(g: Gen) -> None:
        u, d = session(g)
        g.emit("password_failed", "FATAL", prefix(g, (u, d)) + "FATAL:  password authentication "
               f"failed for user \"{u}\"")
        g.emit("hba_detail", "FATAL", prefix(g, (u, d)) + f"DETAIL:  Connection matched "
               f"pg_hba.conf line {g.n(80, 120)}: \"host all all 0.0.0.0/0 scram-sha-256\"")

    def vacuum(g: Gen) -> None:
        g.emit("autovacuum", "INFO", prefix(g, None) + "LOG:  automatic vacuum of table "
               f"\"{g.pick(dbs)}.public.{g.table()}\": index scans: {g.n(0, 1)}")
        g.emit("vac_pages", "INFO", f"\tpages: {g.n(0, 99)} removed, {g.n(0, 99999)} remain, 0 "
               "skipped due to pins, 0 skipped frozen")
        g.emit("vac_tuples", "INFO", f"\ttuples: {g.n(0, 9999)} removed, {g.n(0, 10**6)} remain, "
               f"{g.n(0, 99)} are dead but not yet removable, oldest xmin: {g.n(10**5, 10**8)}")
        g.emit("vac_buffers", "INFO", f"\tbuffer usage: {g.n(0, 99999)} hits, {g.n(0, 999)} "
               f"misses, {g.n(0, 999)} dirtied")
        g.emit("vac_rates", "INFO", f"\tavg read rate: {g.f(0, 90)} MB/s, avg write rate: "
               f"{g.f(0, 90)} MB/s")
        g.emit("vac_usage", "INFO", f"\tsystem usage: CPU: user: {g.f(0, 1, 2)} s, system: "
               f"{g.f(0, 1, 2)} s, elapsed: {g.f(0, 9, 2)} s")

    def slow_any(g: Gen) -> None:
        """A very long line: the ids of a batch lookup, as one array literal."""
        ids = ",".join(str(g.n(1, 10**7)) for _ in range(g.n(150, 400)))
        g.emit("slow_any", "INFO", prefix(g, session(g)) + f"LOG:  duration: {g.f(100, 9000)} "
               f"ms  statement: SELECT * FROM {g.table()} WHERE id = ANY('{{{ids}}}'::bigint[])")

    def ckpt(reason: str, tid: str) -> Callable[[Gen], None]:
        return log(tid, "INFO", "LOG", lambda g: f"checkpoint starting: {reason}", sess=False)

    return [
        Ev(log("conn_received", "INFO", "LOG", lambda g: f"connection received: "
               f"host={g.ip()} port={g.port()}", sess=False), weight=20),
        Ev(log("conn_authorized", "INFO", "LOG", lambda g: f"connection authorized: "
               f"user={g.user()} database={g.pick(dbs)} application_name={g.pick(apps)}"),
           weight=20),
        Ev(log("disconnection", "INFO", "LOG", lambda g: f"disconnection: session time: "
               f"0:{g.n(0, 59):02d}:{g.n(0, 59):02d}.{g.n(0, 999):03d} user={g.user()} "
               f"database={g.pick(dbs)} host={g.ip()} port={g.port()}"), weight=20),
        Ev(log("slow_select", "INFO", "LOG", lambda g: f"duration: {g.f(100, 9000)} ms  "
               f"statement: SELECT * FROM {g.table()} WHERE {col(g)} = $1 ORDER BY "
               f"{col(g)} LIMIT {g.n(1, 500)}"), weight=8),
        Ev(log("slow_update", "INFO", "LOG", lambda g: f"duration: {g.f(100, 9000)} ms  "
               f"statement: UPDATE {g.table()} SET {col(g)} = $1 WHERE id = $2"), weight=4),
        Ev(log("slow_delete", "INFO", "LOG", lambda g: f"duration: {g.f(100, 9000)} ms  "
               f"statement: DELETE FROM {g.table()} WHERE {col(g)} < now() - interval "
               f"'{g.n(1, 90)} days'"), weight=1),
        Ev(slow_any, weight=0.5),
        Ev(ckpt("time", "ckpt_time"), weight=2), Ev(ckpt("wal", "ckpt_wal"), count=2),
        Ev(log("ckpt_done", "INFO", "LOG", lambda g: f"checkpoint complete: wrote {g.n(1, 9999)} "
               f"buffers ({g.f(0, 9, 1)}%); 0 WAL file(s) added, 0 removed, {g.n(0, 9)} recycled;"
               f" write={g.f(0, 300)} s, sync={g.f(0, 1)} s, total={g.f(0, 300)} s; sync files="
               f"{g.n(0, 99)}, longest={g.f(0, 1)} s, average={g.f(0, 1)} s; distance="
               f"{g.n(0, 99999)} kB, estimate={g.n(0, 99999)} kB", sess=False), weight=2),
        Ev(vacuum, weight=2),
        Ev(log("autoanalyze", "INFO", "LOG", lambda g: "automatic analyze of table "
               f"\"{g.pick(dbs)}.public.{g.table()}\"", sess=False), weight=2),
        Ev(dup_key, weight=1.5), Ev(no_relation, count=2), Ev(timeout, weight=0.6),
        Ev(deadlock, count=1), Ev(password_failed, weight=0.8),
        Ev(log("no_database", "FATAL", "FATAL", lambda g: f"database \"{g.pick(dbs)}_staging\" "
               "does not exist"), count=2),
        Ev(log("no_role", "FATAL", "FATAL", lambda g: f"role \"{g.user()}\" does not exist"),
           count=3),
        Ev(log("reset_by_peer", "INFO", "LOG", lambda g: "could not receive data from client: "
               "Connection reset by peer"), weight=1),
        Ev(log("no_transaction", "WARN", "WARNING", lambda g: "there is no transaction in "
               "progress"), weight=0.5),
        Ev(log("wal_full", "FATAL", "PANIC", lambda g: "could not write to file "
               f"\"pg_wal/xlogtemp.{g.n(100, 99999)}\": No space left on device", sess=False),
           count=1),
    ]


# ---------------------------------------------------------------------------------------------
# 4. MySQL 8 error log: time thread [Level] [MY-code] [Subsystem] message


def mysql_events() -> list[Ev]:
    dbs = ("shop", "billing", "wordpress", "magento", "inventory", "crm", "identity")

    def line(tid: str, level: str, tag: str, code: str, sub: str, body: Callable[[Gen], str]
             ) -> Callable[[Gen], None]:
        return lambda g: g.emit(tid, level, f"{g.iso_us()} {g.n(0, 9999)} [{tag}] [MY-{code}] "
                                            f"[{sub}] {body(g)}")

    def aborted(reason: str) -> Callable[[Gen], str]:
        return lambda g: (f"Aborted connection {g.n(10, 10**6)} to db: '{g.pick(dbs)}' user: "
                          f"'{g.user()}' host: '{g.host()}' ({reason}).")

    def deadlock(g: Gen) -> None:
        line("deadlock", "INFO", "Note", "012468", "InnoDB", lambda g: "Transactions deadlock "
             "detected, dumping detailed information.")(g)
        for k in ("*** (1) TRANSACTION:", "*** (2) TRANSACTION:"):
            line("deadlock_trx", "INFO", "Note", "012469", "InnoDB", _const(k))(g)
            g.emit("trx_line", "INFO", f"TRANSACTION {g.n(10**6, 10**8)}, ACTIVE {g.n(0, 9)} sec "
                   "starting index read")
            g.emit("trx_query", "INFO", f"MySQL thread id {g.n(10, 99999)}, OS thread handle "
                   f"{g.n(10**14, 10**15)}, query id {g.n(10**5, 10**8)} {g.ip()} {g.user()} "
                   "updating")
        line("deadlock_victim", "INFO", "Note", "012469", "InnoDB", lambda g: "*** WE ROLL BACK "
             "TRANSACTION (2)")(g)

    return [
        Ev(line("aborted_error", "INFO", "Note", "010914", "Server",
                aborted("Got an error reading communication packets")), weight=20),
        Ev(line("aborted_timeout", "INFO", "Note", "010914", "Server",
                aborted("Got timeout reading communication packets")), weight=4),
        Ev(line("aborted_order", "INFO", "Note", "010914", "Server",
                aborted("Got packets out of order")), count=2),
        Ev(line("unresolved", "WARN", "Warning", "010055", "Server", lambda g: f"IP address "
                f"'{g.ip()}' could not be resolved: Name or service not known"), weight=8),
        Ev(line("native_password", "WARN", "Warning", "013360", "Server", lambda g: "Plugin "
                "mysql_native_password reported: ''mysql_native_password' is deprecated and will "
                "be removed in a future release. Please use caching_sha2_password instead'"),
           weight=15),
        Ev(line("access_denied", "INFO", "Note", "010926", "Server", lambda g: f"Access denied "
                f"for user '{g.user()}'@'{g.host()}' (using password: "
                f"{g.pick(('YES', 'NO'))})  "), weight=6),
        Ev(line("page_cleaner", "INFO", "Note", "011953", "InnoDB", lambda g: f"Page cleaner "
                f"took {g.n(1000, 9999)}ms to flush {g.n(0, 9999)} and evict 0 pages"), weight=6),
        Ev(line("redo_wait", "WARN", "Warning", "013865", "InnoDB", lambda g: "Redo log writer "
                "is waiting for a new redo log file. Consider increasing "
                "innodb_redo_log_capacity."), weight=1),
        Ev(line("replica_connected", "INFO", "System", "010562", "Repl", lambda g: "Replica I/O "
                f"thread for channel '': connected to source 'repl@{g.host()}:3306',replication "
                f"started in log 'binlog.{g.n(1, 999999):06d}' at position {g.n(4, 10**9)}"),
           weight=2),
        Ev(line("replica_failed", "ERROR", "ERROR", "010584", "Repl", lambda g: "Replica SQL for "
                "channel '': Worker 1 failed executing transaction 'ANONYMOUS' at source log "
                f"binlog.{g.n(1, 999999):06d}, end_log_pos {g.n(4, 10**9)}; Could not execute "
                f"Write_rows event on table {g.pick(dbs)}.{g.table()}; Duplicate entry "
                f"'{g.n(1, 10**7)}' for key '{g.table()}.PRIMARY', Error_code: 1062; handler "
                f"error HA_ERR_FOUND_DUPP_KEY; the event's source log binlog.{g.n(1, 999999):06d}"
                f", end_log_pos {g.n(4, 10**9)}, Error_code: MY-001062"), count=2),
        Ev(line("os_error", "ERROR", "ERROR", "012592", "InnoDB", lambda g: "Operating system "
                "error number 28 in a file operation."), count=1),
        Ev(line("write_failed", "ERROR", "ERROR", "012639", "InnoDB", lambda g: f"Write to file "
                f"./{g.pick(dbs)}/{g.table()}.ibd failed at offset {g.n(10**6, 10**10)}, "
                f"{g.n(1024, 65536)} bytes should have been written, only 0 were written. "
                "Operating system error number 28. Check that your OS and file system support "
                "files of this size. Check also that the disk is not full or a disk quota "
                "exceeded."), count=2),
        Ev(line("missing_tablespace", "WARN", "Warning", "012111", "InnoDB", lambda g: "Trying "
                f"to access missing tablespace {g.n(1, 9999)}"), count=3),
        Ev(deadlock, count=2),
        Ev(line("starting", "INFO", "System", "010116", "Server", lambda g: "/usr/sbin/mysqld "
                f"(mysqld 8.0.36) starting as process {g.n(1, 99999)}"), count=1),
    ]


# ---------------------------------------------------------------------------------------------
# 5. Redis server log: pid:role date level-mark message


def redis_events() -> list[Ev]:
    def line(tid: str, level: str, role: str, mark: str, body: Callable[[Gen], str]
             ) -> Callable[[Gen], None]:
        def emit(g: Gen) -> None:
            ts = g.t.strftime("%d %b %Y %H:%M:%S.") + f"{g.t.microsecond // 1000:03d}"
            g.emit(tid, level, f"{g.n(1, 99999)}:{role} {ts} {mark} {body(g)}")
        return emit

    def addr(g: Gen) -> str:
        return f"{g.ip()}:{g.port()}"

    def save(g: Gen) -> None:
        line("changes", "INFO", "M", "*", lambda g: f"{g.n(1, 10000)} changes in "
             f"{g.n(1, 900)} seconds. Saving...")(g)
        line("bg_started", "INFO", "M", "*", lambda g: f"Background saving started by pid "
             f"{g.n(100, 99999)}")(g)
        line("db_saved", "INFO", "C", "*", lambda g: "DB saved on disk")(g)
        line("cow", "INFO", "C", "*", lambda g: f"Fork CoW for RDB: current {g.n(0, 99)} MB, "
             f"peak {g.n(0, 99)} MB, average {g.n(0, 99)} MB")(g)
        line("bg_success", "INFO", "M", "*", lambda g: "Background saving terminated with "
             "success")(g)

    def closed_client(g: Gen) -> None:
        a = addr(g)
        line("output_limit", "WARN", "M", "#", lambda g: f"Client id={g.n(1, 10**6)} addr={a} "
             f"laddr={g.ip()}:6379 fd={g.n(5, 9999)} name={g.pick(_SERVICES)} age={g.n(0, 99999)}"
             " idle=0 flags=N db=0 sub=0 psub=0 ssub=0 multi=-1 qbuf=0 qbuf-free=20474 argv-mem=0"
             f" multi-mem=0 rbs=1024 rbp=0 obl=0 oll={g.n(1, 9999)} omem={g.n(10**6, 10**9)} "
             f"tot-mem={g.n(10**6, 10**9)} events=rw cmd={g.pick(('get', 'hgetall', 'lrange'))}"
             f" user={g.user()} redir=-1 resp=2 lib-name= lib-ver= closed for overcoming of "
             "output buffer limits.")(g)

    return [
        Ev(save, weight=6),
        Ev(line("accepted", "DEBUG", "M", "-", lambda g: f"Accepted {addr(g)}"), weight=20),
        Ev(line("client_closed", "DEBUG", "M", "-", lambda g: "Client closed connection"),
           weight=20),
        Ev(line("sync_asked", "INFO", "M", "*", lambda g: f"Replica {addr(g)} asks for "
                "synchronization"), weight=2),
        Ev(line("psync_ok", "INFO", "M", "*", lambda g: f"Partial resynchronization request "
                f"from {addr(g)} accepted. Sending {g.n(0, 10**6)} bytes of backlog starting from"
                f" offset {g.n(0, 10**9)}."), weight=2),
        Ev(line("psync_no", "INFO", "M", "*", lambda g: f"Partial resynchronization not accepted:"
                f" Replication ID mismatch (Replica asked for '{g.hex(40)}', my replication IDs "
                f"are '{g.hex(40)}' and '{g.hex(40)}')"), count=2),
        Ev(line("full_resync", "INFO", "M", "*", lambda g: f"Full resync requested by replica "
                f"{addr(g)}"), count=3),
        Ev(line("replica_lost", "WARN", "M", "#", lambda g: f"Connection with replica "
                f"{addr(g)} lost."), weight=1),
        Ev(line("sync_ok", "INFO", "M", "*", lambda g: f"Synchronization with replica {addr(g)} "
                "succeeded"), weight=2),
        Ev(line("connect_master", "INFO", "S", "*", lambda g: f"Connecting to MASTER "
                f"{g.host()}:6379"), weight=2),
        Ev(line("sync_error", "WARN", "S", "#", lambda g: "Error condition on socket for SYNC: "
                f"{g.pick(('Connection refused', 'Connection reset by peer', 'No route to host'))}"
                ), weight=1),
        Ev(line("bg_error", "WARN", "M", "#", lambda g: "Background saving error"), count=2),
        Ev(closed_client, weight=1),
        Ev(line("overcommit", "WARN", "M", "#", lambda g: "WARNING Memory overcommit must be "
                "enabled! Without it, a background save or replication may fail under low memory"
                " condition. Being disabled, it can also cause failures without low memory "
                "condition, see https://github.com/jemalloc/jemalloc/issues/1328. To fix this "
                "issue add 'vm.overcommit_memory = 1' to /etc/sysctl.conf and then reboot or run "
                "the command 'sysctl vm.overcommit_memory=1' for this to take effect."), count=1),
        Ev(line("sdown", "WARN", "X", "#", lambda g: f"+sdown master {g.pick(_SERVICES)} "
                f"{g.ip()} 6379"), count=2),
        Ev(line("switch_master", "WARN", "X", "#", lambda g: f"+switch-master "
                f"{g.pick(_SERVICES)} {g.ip()} 6379 {g.ip()} 6379"), count=1),
        Ev(line("attack", "WARN", "M", "#", lambda g: "Possible SECURITY ATTACK detected. It "
                "looks like somebody is sending POST or Host: commands to Redis. This is likely "
                "due to an attacker attempting to use Cross Protocol Scripting to compromise "
                f"your Redis instance. Connection from {addr(g)} aborted."), count=1),
    ]


# ---------------------------------------------------------------------------------------------
# 6. HAProxy over syslog: httplog format, health checks, proxy lifecycle


def haproxy_events() -> list[Ev]:
    fronts = ("https-in", "http-in", "api-public", "internal-lb", "admin-in", "grpc-in")
    backs = tuple(f"{s}_backend" for s in _SERVICES)

    def head(g: Gen) -> str:
        return f"{g.syslog_ts()} lb-edge haproxy[{g.n(100, 99999)}]: "

    def http(tid: str, level: str, status: tuple[int, ...], flags: str, nosrv: bool = False
             ) -> Callable[[Gen], None]:
        def emit(g: Gen) -> None:
            accept = g.t.strftime("%d/%b/%Y:%H:%M:%S.") + f"{g.t.microsecond // 1000:03d}"
            server = "<NOSRV>" if nosrv else g.pick(_STARS)
            timers = (f"{g.n(0, 99)}/{g.n(0, 9)}/{g.n(0, 99)}/{g.n(0, 9999)}/{g.n(0, 9999)}"
                      if not nosrv else f"{g.n(0, 99)}/-1/-1/-1/{g.n(0, 99)}")
            method = g.pick(("GET", "GET", "GET", "POST", "PUT", "DELETE"))
            g.emit(tid, level, head(g) + f"{g.ip()}:{g.port()} [{accept}] {g.pick(fronts)} "
                   f"{g.pick(backs)}/{server} {timers} {g.pick([str(s) for s in status])} "
                   f"{g.n(0, 99999)} - - {flags} {g.n(0, 999)}/{g.n(0, 999)}/{g.n(0, 99)}/"
                   f"{g.n(0, 99)}/0 0/0 \"{method} {g.web_path()} HTTP/1.1\"")
        return emit

    def badreq(g: Gen) -> None:
        accept = g.t.strftime("%d/%b/%Y:%H:%M:%S.") + f"{g.t.microsecond // 1000:03d}"
        f = g.pick(fronts)
        g.emit("badreq", "WARN", head(g) + f"{g.ip()}:{g.port()} [{accept}] {f} {f}/<NOSRV> "
               f"-1/-1/-1/-1/{g.n(0, 99)} 400 187 - - PR-- {g.n(0, 99)}/{g.n(0, 99)}/0/0/0 0/0 "
               "\"<BADREQ>\"")

    def check(g: Gen, up: bool) -> None:
        srv = f"{g.pick(backs)}/{g.pick(_STARS)}"
        if up:
            g.emit("server_up", "INFO", head(g) + f"Server {srv} is UP, reason: Layer7 check "
                   f"passed, code: 200, check duration: {g.n(1, 99)}ms. {g.n(1, 9)} active and 0 "
                   "backup servers online. 0 sessions requeued, 0 total in queue.")
        else:
            g.emit("server_down", "WARN", head(g) + f"Server {srv} is DOWN, reason: Layer4 "
                   f"timeout, check duration: {g.n(1000, 3000)}ms. {g.n(0, 9)} active and 0 "
                   f"backup servers left. {g.n(0, 99)} sessions active, 0 requeued, 0 remaining "
                   "in queue.")

    def tcp(g: Gen) -> None:
        accept = g.t.strftime("%d/%b/%Y:%H:%M:%S.") + f"{g.t.microsecond // 1000:03d}"
        g.emit("tcp", "INFO", head(g) + f"{g.ip()}:{g.port()} [{accept}] {g.pick(fronts)} "
               f"{g.pick(backs)}/{g.pick(_STARS)} {g.n(0, 9)}/{g.n(0, 9)}/{g.n(0, 99999)} "
               f"{g.n(0, 10**6)} -- {g.n(0, 99)}/{g.n(0, 99)}/{g.n(0, 9)}/{g.n(0, 9)}/0 0/0")

    return [
        Ev(http("http_ok", "INFO", (200, 200, 200, 201, 204, 301, 302, 304, 404), "----"),
           weight=70),
        Ev(http("http_client_abort", "INFO", (200, 206), "CD--"), weight=5),
        Ev(http("http_server_timeout", "WARN", (504,), "sH--"), weight=2),
        Ev(http("http_no_server", "ERROR", (503,), "SC--", nosrv=True), count=3),
        Ev(http("http_client_timeout", "INFO", (408,), "cR--"), weight=1),
        Ev(badreq, weight=1), Ev(tcp, weight=6),
        Ev(lambda g: check(g, True), weight=0.8), Ev(lambda g: check(g, False), weight=0.8),
        Ev(lambda g: g.emit("no_server", "ERROR", head(g) + f"backend {g.pick(backs)} has no "
                            "server available!"), count=2),
        Ev(lambda g: g.emit("proxy_started", "INFO", head(g) + f"Proxy {g.pick(fronts)} "
                            "started."), count=2),
        Ev(lambda g: g.emit("proxy_stopping", "INFO", head(g) + f"Stopping proxy "
                            f"{g.pick(fronts)} in 0 ms."), count=1),
    ]


# ---------------------------------------------------------------------------------------------
# 7. Envoy: default access log format beside the proxy's own application log


def envoy_events() -> list[Ev]:
    def access(tid: str, status: tuple[int, ...], flag: str) -> Callable[[Gen], None]:
        def emit(g: Gen) -> None:
            method = g.pick(("GET", "GET", "POST", "PUT"))
            upstream = f"{g.ip()}:8080" if flag not in ("UH", "NR") else "-"
            g.emit(tid, "INFO", f"[{g.iso_ms()}] \"{method} {g.web_path()} HTTP/1.1\" "
                   f"{g.pick([str(s) for s in status])} {flag} {g.n(0, 9999)} {g.n(0, 99999)} "
                   f"{g.n(0, 9999)} {g.n(0, 9999)} \"{g.ip()}\" \"{g.pick(_UAS)}\" "
                   f"\"{g.uuid()}\" \"{g.pick(_DOMAINS)}\" \"{upstream}\"")
        return emit

    def app(tid: str, level: str, lvl: str, logger: str, src: str, body: Callable[[Gen], str]
            ) -> Callable[[Gen], None]:
        def emit(g: Gen) -> None:
            ts = g.t.strftime("%Y-%m-%d %H:%M:%S.") + f"{g.t.microsecond // 1000:03d}"
            g.emit(tid, level, f"[{ts}][{g.n(1, 64)}][{lvl}][{logger}] [{src}] {body(g)}")
        return emit

    return [
        Ev(access("ok", (200, 200, 201, 204, 304, 404), "-"), weight=80),
        Ev(access("upstream_failure", (503,), "UF"), weight=3),
        Ev(access("no_healthy", (503,), "UH"), weight=1),
        Ev(access("upstream_timeout", (504,), "UT"), weight=1),
        Ev(access("no_route", (404,), "NR"), count=3),
        Ev(access("downstream_reset", (0,), "DC"), weight=1),
        Ev(app("cds_update", "INFO", "info", "upstream",
               "source/common/upstream/cds_api_helper.cc:32", lambda g: f"cds: add "
               f"{g.n(1, 99)} cluster(s), remove {g.n(0, 9)} cluster(s)"), weight=2),
        Ev(app("grpc_closed", "WARN", "warning", "config",
               "source/common/config/grpc_stream.h:160", lambda g: "StreamAggregatedResources "
               "gRPC config stream to xds_cluster closed: 14, upstream connect error or "
               "disconnect/reset before headers. reset reason: connection failure"), weight=1),
        Ev(app("lds_rejected", "WARN", "warning", "config",
               "source/extensions/config_subscription/grpc/grpc_subscription_impl.cc:138",
               lambda g: f"gRPC config for type.googleapis.com/envoy.config.listener.v3.Listener "
               f"rejected: Error adding/updating listener(s) {g.pick(_SERVICES)}_listener: "
               "cannot bind '0.0.0.0:443': Address already in use"), count=2),
        Ev(app("no_limit", "WARN", "warning", "main", "source/server/server.cc:910",
               lambda g: "There is no configured limit to the number of allowed active "
               "downstream connections. Configure a limit in `envoy.resource_monitors."
               "downstream_connections` resource monitor."), count=1),
        Ev(app("bad_config", "FATAL", "critical", "main", "source/server/server.cc:131",
               lambda g: "error initializing configuration '/etc/envoy/envoy.yaml': Unable to "
               f"parse JSON as proto (INVALID_ARGUMENT: invalid JSON in "
               f"envoy.config.bootstrap.v3.Bootstrap @ static_resources.clusters[{g.n(0, 9)}]: "
               "invalid value Invalid duration format, failed to parse \"5 s\")"), count=1),
        Ev(app("drain", "INFO", "info", "main", "source/server/drain_manager_impl.cc:208",
               lambda g: "shutting down parent after drain"), count=2),
    ]


# ---------------------------------------------------------------------------------------------
# 8. Traefik v2 JSON: access log (one token per line) and the proxy's own log


def traefik_events() -> list[Ev]:
    def access(g: Gen) -> None:
        svc = g.pick(_SERVICES)
        ip, port = g.ip(), g.port()
        host = g.pick(_DOMAINS)
        status = g.pick((200, 200, 200, 201, 204, 302, 404, 502))
        g.emit("access", "INFO", "{" + ",".join((
            f'"ClientAddr":"{ip}:{port}"', f'"ClientHost":"{ip}"', f'"ClientPort":"{port}"',
            f'"ClientUsername":"{g.user() if g.r.random() < 0.2 else "-"}"',
            f'"DownstreamContentSize":{g.n(0, 99999)}', f'"DownstreamStatus":{status}',
            f'"Duration":{g.n(10**5, 10**9)}', f'"OriginContentSize":{g.n(0, 99999)}',
            f'"OriginDuration":{g.n(10**5, 10**9)}', f'"OriginStatus":{status}',
            f'"Overhead":{g.n(10**4, 10**6)}', f'"RequestAddr":"{host}"',
            f'"RequestContentSize":{g.n(0, 9999)}', f'"RequestCount":{g.n(1, 10**6)}',
            f'"RequestHost":"{host}"', f'"RequestMethod":"{g.pick(("GET", "POST", "PUT"))}"',
            f'"RequestPath":"{g.web_path()}"', '"RequestPort":"-"',
            '"RequestProtocol":"HTTP/2.0"', '"RequestScheme":"https"', '"RetryAttempts":0',
            f'"RouterName":"{svc}-{g.pick(_ZONES)}@kubernetescrd"',
            f'"ServiceAddr":"{g.ip()}:8080"', f'"ServiceName":"{svc}@kubernetescrd"',
            f'"ServiceURL":"http://{g.ip()}:8080"', f'"StartLocal":"{g.iso_us()}"',
            f'"StartUTC":"{g.iso_us()}"', '"entryPointName":"websecure"', '"level":"info"',
            '"msg":""', f'"time":"{g.t.strftime("%Y-%m-%dT%H:%M:%SZ")}"')) + "}")

    def app(tid: str, level: str, lvl: str, body: Callable[[Gen], str]) -> Callable[[Gen], None]:
        return lambda g: g.emit(tid, level, f'{{"level":"{lvl}",{body(g)},"time":"'
                                            f'{g.t.strftime("%Y-%m-%dT%H:%M:%SZ")}"}}')

    return [
        Ev(access, weight=70),
        Ev(app("default_cert", "DEBUG", "debug", lambda g: '"msg":"Serving default certificate '
               f'for request: \\"{g.pick(_STARS)}.{g.pick(_DOMAINS)}\\""'), weight=8),
        Ev(app("filtering", "DEBUG", "debug", lambda g: '"providerName":"docker","msg":'
               f'"Filtering disabled container","container":"{g.pick(_SERVICES)}-'
               f'{g.pick(_STARS)}-{g.hex(12)}"'), weight=4),
        Ev(app("bad_gateway", "ERROR", "error", lambda g: f'"msg":"\'502 Bad Gateway\' caused '
               f'by: dial tcp {g.ip()}:8080: connect: connection refused"'), weight=2),
        Ev(app("gateway_timeout", "ERROR", "error", lambda g: f'"msg":"\'504 Gateway Timeout\' '
               f'caused by: dial tcp {g.ip()}:8080: i/o timeout"'), count=3),
        Ev(app("service_not_found", "ERROR", "error", lambda g: '"providerName":"kubernetescrd",'
               f'"ingress":"{g.pick(_SERVICES)}","namespace":"{g.pick(_KEYSPACES)}",'
               f'"msg":"Cannot create service: service not found","serviceName":'
               f'"{g.pick(_SERVICES)}","servicePort":"8080"'), weight=1),
        Ev(app("no_resolver", "ERROR", "error", lambda g: '"entryPointName":"websecure",'
               f'"routerName":"{g.pick(_SERVICES)}@kubernetescrd","msg":"the router '
               f'{g.pick(_SERVICES)}@kubernetescrd uses a non-existent resolver: letsencrypt"'),
           count=2),
        Ev(app("acme_failed", "ERROR", "error", lambda g: '"providerName":"letsencrypt.acme",'
               f'"routerName":"{g.pick(_SERVICES)}@kubernetescrd","rule":"Host(`'
               f'{g.pick(_STARS)}.{g.pick(_DOMAINS)}`)","msg":"Unable to obtain ACME certificate '
               f'for domains \\"{g.pick(_STARS)}.{g.pick(_DOMAINS)}\\": unable to generate a '
               'certificate for the domains: error: one or more domains had a problem:\\n'
               f'[{g.pick(_STARS)}.{g.pick(_DOMAINS)}] acme: error: 400 :: urn:ietf:params:acme:'
               'error:dns :: DNS problem: NXDOMAIN looking up A\\n"'), count=1),
        Ev(app("version_check", "WARN", "warning", lambda g: '"msg":"Error checking new version: '
               'Get \\"https://update.traefik.io/repos/traefik/traefik/releases\\": dial tcp: '
               'lookup update.traefik.io: no such host"'), count=2),
        Ev(app("config_loaded", "INFO", "info", lambda g: '"msg":"Configuration loaded from '
               'flags."'), count=1),
        Ev(app("provider_error", "ERROR", "error", lambda g: '"providerName":"kubernetes",'
               f'"msg":"Error while building configuration: secret {g.pick(_KEYSPACES)}/'
               f'{g.pick(_SERVICES)}-tls does not exist"'), weight=0.6),
    ]


# ---------------------------------------------------------------------------------------------
# 9. A central syslog in `journalctl -o short-iso`: sshd, sudo, cron, postfix, systemd, kernel


def journal_events() -> list[Ev]:
    units = ("nginx.service", "logrotate.service", "apt-daily.service", "certbot.service",
             "docker.service", "containerd.service", "node-exporter.service", "fstrim.service",
             "man-db.service", "unattended-upgrades.service", "rsyslog.service", "chrony.service")
    commands = ("/usr/bin/systemctl restart nginx", "/usr/bin/journalctl -u kubelet --since "
                "today", "/usr/bin/apt-get upgrade", "/usr/bin/tail -f /var/log/syslog",
                "/usr/sbin/reboot", "/usr/bin/docker ps -a")

    def emit(tid: str, level: str, proc: str, body: Callable[[Gen], str], pid: bool = True
             ) -> Callable[[Gen], None]:
        def go(g: Gen) -> None:
            ts = g.t.strftime("%Y-%m-%dT%H:%M:%S+0000")
            who = f"{proc}[{g.n(100, 999999)}]" if pid else proc
            g.emit(tid, level, f"{ts} {g.short_host()} {who}: {body(g)}")
        return go

    def peer(g: Gen) -> str:
        return f"{g.ip()} port {g.port()}"

    def qid(g: Gen) -> str:
        return g.alnum(10, "0123456789ABCDEF")

    def relay(g: Gen) -> str:
        h = f"mx.{g.pick(_DOMAINS)}"
        return f"relay={h}[{g.ip()}]:25"

    def mail(g: Gen) -> None:
        q = qid(g)
        emit("smtpd_connect", "INFO", "postfix/smtpd", lambda g: f"connect from "
             f"{g.short_host()}.{g.pick(_DOMAINS)}[{g.ip()}]")(g)
        emit("cleanup_msgid", "INFO", "postfix/cleanup", lambda g: f"{q}: message-id=<"
             f"{g.hex(16)}@{g.pick(_DOMAINS)}>")(g)
        emit("qmgr_from", "INFO", "postfix/qmgr", lambda g: f"{q}: from=<{g.email()}>, "
             f"size={g.n(500, 10**6)}, nrcpt=1 (queue active)")(g)
        outcome = g.r.random()
        if outcome < 0.9:
            emit("smtp_sent", "INFO", "postfix/smtp", lambda g: f"{q}: to=<{g.email()}>, "
                 f"{relay(g)}, delay={g.f(0, 9, 2)}, delays={g.f(0, 1, 2)}/0/{g.f(0, 1, 2)}/"
                 f"{g.f(0, 1, 2)}, dsn=2.0.0, status=sent (250 2.0.0 OK {g.n(10**9, 2 * 10**9)} "
                 f"{g.alnum(12)} - gsmtp)")(g)
        else:
            emit("smtp_deferred", "WARN", "postfix/smtp", lambda g: f"{q}: to=<{g.email()}>, "
                 f"{relay(g)}, delay={g.f(0, 999, 2)}, delays={g.f(0, 1, 2)}/0/30/0, dsn=4.4.1, "
                 f"status=deferred (connect to mx.{g.pick(_DOMAINS)}[{g.ip()}]:25: Connection "
                 "timed out)")(g)
        emit("qmgr_removed", "INFO", "postfix/qmgr", lambda g: f"{q}: removed")(g)
        emit("smtpd_disconnect", "INFO", "postfix/smtpd", lambda g: f"disconnect from "
             f"{g.short_host()}.{g.pick(_DOMAINS)}[{g.ip()}] ehlo=1 mail=1 rcpt=1 data=1 quit=1 "
             "commands=5")(g)

    def sudo(g: Gen) -> None:
        u = g.user()
        emit("sudo_cmd", "INFO", "sudo", lambda g: f"{u} : TTY=pts/{g.n(0, 9)} ; PWD=/home/{u}"
             f" ; USER=root ; COMMAND={g.pick(commands)}", pid=False)(g)
        emit("sudo_open", "INFO", "sudo", lambda g: f"pam_unix(sudo:session): session opened "
             f"for user root(uid=0) by {u}(uid={g.n(1000, 9999)})", pid=False)(g)
        emit("sudo_close", "INFO", "sudo", lambda g: "pam_unix(sudo:session): session closed "
             "for user root", pid=False)(g)

    def cron(g: Gen) -> None:
        u = g.pick(("root", "www-data", "postgres", g.user()))
        emit("cron_open", "INFO", "CRON", lambda g: f"pam_unix(cron:session): session opened "
             f"for user {u}(uid={g.n(0, 9999)}) by (uid=0)")(g)
        emit("cron_cmd", "INFO", "CRON", lambda g: f"({u}) CMD (   cd / && run-parts --report "
             f"/etc/cron.{g.pick(('hourly', 'daily'))})")(g)
        emit("cron_close", "INFO", "CRON", lambda g: f"pam_unix(cron:session): session closed "
             f"for user {u}")(g)

    def ssh_login(g: Gen) -> None:
        u = g.user()
        method = g.r.random()
        if method < 0.8:
            emit("ssh_pubkey", "INFO", "sshd", lambda g: f"Accepted publickey for {u} from "
                 f"{peer(g)} ssh2: ED25519 SHA256:{g.alnum(43)}")(g)
        else:
            emit("ssh_password", "INFO", "sshd", lambda g: f"Accepted password for {u} from "
                 f"{peer(g)} ssh2")(g)
        emit("ssh_open", "INFO", "sshd", lambda g: f"pam_unix(sshd:session): session opened for"
             f" user {u}(uid={g.n(1000, 9999)}) by (uid=0)")(g)

    def ufw(g: Gen) -> None:
        emit("ufw_block", "INFO", "kernel", lambda g: f"[UFW BLOCK] IN=eth0 OUT= MAC="
             f"{':'.join(g.hex(2) for _ in range(14))} SRC={g.ip()} DST={g.ip()} LEN="
             f"{g.n(40, 1500)} TOS=0x00 PREC=0x00 TTL={g.n(30, 128)} ID={g.n(0, 65535)} DF "
             f"PROTO=TCP SPT={g.port()} DPT={g.pick(('22', '23', '3389', '5432'))} WINDOW="
             f"{g.n(1024, 65535)} RES=0x00 SYN URGP=0 ", pid=False)(g)

    def failing_unit(g: Gen) -> None:
        u = g.pick(units)
        emit("unit_exited", "WARN", "systemd", lambda g: f"{u}: Main process exited, "
             "code=exited, status=1/FAILURE", pid=False)(g)
        emit("unit_failed", "ERROR", "systemd", lambda g: f"{u}: Failed with result "
             "'exit-code'.", pid=False)(g)
        emit("unit_start_failed", "ERROR", "systemd", lambda g: f"Failed to start {u}.",
             pid=False)(g)

    return [
        Ev(mail, weight=10), Ev(sudo, weight=4), Ev(cron, weight=6), Ev(ssh_login, weight=6),
        Ev(ufw, weight=10),
        Ev(emit("ssh_failed", "WARN", "sshd", lambda g: f"Failed password for {g.user()} from "
                f"{peer(g)} ssh2"), weight=4),
        Ev(emit("ssh_failed_invalid", "WARN", "sshd", lambda g: f"Failed password for invalid "
                f"user {g.user()} from {peer(g)} ssh2"), weight=4),
        Ev(emit("ssh_invalid", "WARN", "sshd", lambda g: f"Invalid user {g.user()} from "
                f"{peer(g)}"), weight=4),
        Ev(emit("ssh_closed_preauth", "INFO", "sshd", lambda g: f"Connection closed by "
                f"authenticating user {g.user()} {peer(g)} [preauth]"), weight=3),
        Ev(emit("ssh_reset_preauth", "INFO", "sshd", lambda g: f"Connection reset by "
                f"authenticating user {g.user()} {peer(g)} [preauth]"), count=2),
        Ev(emit("ssh_disconnected", "INFO", "sshd", lambda g: f"Disconnected from user "
                f"{g.user()} {peer(g)}"), weight=5),
        Ev(emit("ssh_close", "INFO", "sshd", lambda g: f"pam_unix(sshd:session): session "
                f"closed for user {g.user()}"), weight=5),
        Ev(emit("unit_started", "INFO", "systemd", lambda g: f"Started {g.pick(units)}.",
                pid=False), weight=3),
        Ev(emit("unit_stopped", "INFO", "systemd", lambda g: f"Stopped {g.pick(units)}.",
                pid=False), weight=2),
        Ev(emit("session_scope", "INFO", "systemd", lambda g: f"Started session-"
                f"{g.n(1, 9999)}.scope - Session {g.n(1, 9999)} of User {g.user()}.",
                pid=False), weight=3),
        Ev(failing_unit, count=2),
        Ev(emit("sudo_wrong", "WARN", "sudo", lambda g: f"{g.user()} : 3 incorrect password "
                f"attempts ; TTY=pts/{g.n(0, 9)} ; PWD=/tmp ; USER=root ; "
                f"COMMAND={g.pick(commands)}", pid=False), count=2),
        Ev(emit("sudo_not_sudoers", "ERROR", "sudo", lambda g: f"{g.user()} : user NOT in "
                f"sudoers ; TTY=pts/{g.n(0, 9)} ; PWD=/tmp ; USER=root ; "
                f"COMMAND={g.pick(commands)}", pid=False), count=1),
        Ev(emit("relay_denied", "WARN", "postfix/smtpd", lambda g: f"NOQUEUE: reject: RCPT from"
                f" unknown[{g.ip()}]: 554 5.7.1 <{g.email()}>: Relay access denied; "
                f"from=<{g.email()}> to=<{g.email()}> proto=ESMTP helo=<{g.pick(_STARS)}>"),
           weight=1),
        Ev(emit("bounced", "ERROR", "postfix/smtp", lambda g: f"{qid(g)}: to=<{g.email()}>, "
                f"{relay(g)}, delay={g.f(0, 9, 2)}, delays=0.1/0/0.2/0.1, dsn=5.1.1, "
                f"status=bounced (host mx.{g.pick(_DOMAINS)}[{g.ip()}] said: 550 5.1.1 "
                f"<{g.email()}>: Recipient address rejected: User unknown in virtual mailbox "
                "table (in reply to RCPT TO command))"), count=2),
        Ev(emit("oom_kill", "ERROR", "kernel", lambda g: f"Out of memory: Killed process "
                f"{g.n(100, 99999)} ({g.pick(('java', 'node', 'postgres', 'ruby', 'mysqld'))}) "
                f"total-vm:{g.n(10**5, 10**8)}kB, anon-rss:{g.n(10**5, 10**7)}kB, file-rss:0kB, "
                f"shmem-rss:0kB, UID:{g.n(0, 9999)} pgtables:{g.n(100, 99999)}kB "
                "oom_score_adj:0", pid=False), count=1),
        Ev(emit("conntrack_full", "WARN", "kernel", lambda g: "nf_conntrack: nf_conntrack: "
                "table full, dropping packet", pid=False), count=3),
    ]


# ---------------------------------------------------------------------------------------------
# 10. Linux audit.log, with the enriched fields after a group separator (0x1d)


def audit_events() -> list[Ev]:
    exes = ("/usr/sbin/sshd", "/usr/bin/sudo", "/usr/sbin/crond", "/usr/bin/login",
            "/usr/lib/systemd/systemd", "/usr/bin/su", "/usr/sbin/unix_chkpwd")

    def head(g: Gen, kind: str) -> str:
        return f"type={kind} msg=audit({g.epoch()}:{g.n(1000, 10**7)}): "

    def acct(g: Gen) -> tuple[str, str]:
        """auditd hex-encodes a value that is not plain ASCII, as it does on disk."""
        u = g.user()
        shown = f'"{u}"' if u.isascii() else u.encode().hex().upper()
        return shown, u

    def pam(kind: str, op: str, res: str, tid: str, level: str) -> Callable[[Gen], None]:
        def go(g: Gen) -> None:
            shown, _ = acct(g)
            ip = g.ip()
            g.emit(tid, level, head(g, kind) + f"pid={g.n(100, 99999)} uid=0 auid=4294967295 "
                   f"ses=4294967295 subj=unconfined msg='op={op} grantors=pam_unix acct={shown} "
                   f"exe=\"{g.pick(exes)}\" hostname={ip} addr={ip} terminal=ssh res={res}'"
                   f"\x1dUID=\"root\" AUID=\"unset\"")
        return go

    def service(kind: str, tid: str) -> Callable[[Gen], None]:
        def go(g: Gen) -> None:
            unit = g.pick(("nginx", "sshd", "crond", "docker", "containerd", "chronyd",
                           "rsyslog", "auditd", "kubelet", "postfix"))
            g.emit(tid, "INFO", head(g, kind) + "pid=1 uid=0 auid=4294967295 ses=4294967295 "
                   f"subj=system_u:system_r:init_t:s0 msg='unit={unit} comm=\"systemd\" "
                   "exe=\"/usr/lib/systemd/systemd\" hostname=? addr=? terminal=? res=success'"
                   "\x1dUID=\"root\" AUID=\"unset\"")
        return go

    def execve(g: Gen) -> None:
        shown, u = acct(g)
        comm = g.pick(("ls", "cat", "curl", "grep", "bash", "python3", "vim", "tar"))
        args = [comm, *(g.pick(("-la", "/tmp", "/etc/passwd", "-r", "--help", f"/home/{u}"))
                        for _ in range(g.n(0, 3)))]
        pid = g.n(100, 99999)
        g.emit("syscall", "INFO", head(g, "SYSCALL") + f"arch=c000003e syscall=59 success=yes "
               f"exit=0 a0={g.hex(12)} a1={g.hex(12)} a2={g.hex(12)} a3=0 items=2 "
               f"ppid={g.n(100, 99999)} pid={pid} auid={g.n(1000, 9999)} uid={g.n(1000, 9999)} "
               f"gid={g.n(1000, 9999)} euid=0 suid=0 fsuid=0 egid=0 sgid=0 fsgid=0 tty=pts"
               f"{g.n(0, 9)} ses={g.n(1, 999)} comm=\"{comm}\" exe=\"/usr/bin/{comm}\" "
               "subj=unconfined key=\"exec_log\"\x1dARCH=x86_64 SYSCALL=execve AUID="
               f"{shown} UID={shown}")
        g.emit("execve", "INFO", head(g, "EXECVE") + f"argc={len(args)} " + " ".join(
            f"a{i}=\"{a}\"" for i, a in enumerate(args)))
        g.emit("cwd", "INFO", head(g, "CWD") + f"cwd=\"/home/{u}\"")
        g.emit("path", "INFO", head(g, "PATH") + f"item=0 name=\"/usr/bin/{comm}\" inode="
               f"{g.n(10**5, 10**8)} dev=fd:00 mode=0100755 ouid=0 ogid=0 rdev=00:00 "
               "nametype=NORMAL cap_fp=0 cap_fi=0 cap_fe=0 cap_fver=0 cap_frootid=0"
               "\x1dOUID=\"root\" OGID=\"root\"")
        g.emit("proctitle", "INFO", head(g, "PROCTITLE") + "proctitle="
               + " ".join(args).encode().hex().upper())

    def avc(g: Gen) -> None:
        g.emit("avc", "WARN", head(g, "AVC") + f"avc:  denied  {{ {g.pick(('read', 'write'))} }}"
               f" for  pid={g.n(100, 99999)} comm=\"{g.pick(('nginx', 'httpd', 'php-fpm'))}\" "
               f"name=\"{g.pick(_WORDS)}.conf\" dev=\"dm-0\" ino={g.n(10**5, 10**8)} "
               "scontext=system_u:system_r:httpd_t:s0 tcontext=unconfined_u:object_r:"
               "user_home_t:s0 tclass=file permissive=0")

    return [
        Ev(pam("USER_AUTH", "PAM:authentication", "success", "auth_ok", "INFO"), weight=8),
        Ev(pam("USER_AUTH", "PAM:authentication", "failed", "auth_failed", "WARN"), weight=2),
        Ev(pam("USER_ACCT", "PAM:accounting", "success", "acct_ok", "INFO"), weight=8),
        Ev(pam("CRED_ACQ", "PAM:setcred", "success", "cred_acq", "INFO"), weight=8),
        Ev(pam("CRED_DISP", "PAM:setcred", "success", "cred_disp", "INFO"), weight=8),
        Ev(pam("USER_START", "PAM:session_open", "success", "session_open", "INFO"), weight=8),
        Ev(pam("USER_END", "PAM:session_close", "success", "session_close", "INFO"), weight=8),
        Ev(pam("USER_LOGIN", "login", "failed", "login_failed", "WARN"), count=3),
        Ev(service("SERVICE_START", "service_start"), weight=3),
        Ev(service("SERVICE_STOP", "service_stop"), weight=2),
        Ev(execve, weight=6), Ev(avc, count=3),
        Ev(lambda g: g.emit("abend", "ERROR", head(g, "ANOM_ABEND") + f"auid={g.n(1000, 9999)} "
                            f"uid={g.n(1000, 9999)} gid={g.n(1000, 9999)} ses={g.n(1, 999)} "
                            f"subj=unconfined pid={g.n(100, 99999)} comm=\"java\" "
                            "exe=\"/usr/lib/jvm/java-17-openjdk/bin/java\" sig=11 res=1"),
           count=1),
        Ev(lambda g: g.emit("config_change", "WARN", head(g, "CONFIG_CHANGE") + f"auid="
                            f"{g.n(1000, 9999)} ses={g.n(1, 999)} subj=unconfined op=remove_rule"
                            " key=\"exec_log\" list=4 res=1"), count=1),
    ]


# ---------------------------------------------------------------------------------------------
# 11. kubelet (klog, structured: Lmmdd hh:mm:ss.uuuuuu pid file:line] "msg" key="value" ...)


def kubelet_events() -> list[Ev]:
    containers = ("app", "sidecar", "istio-proxy", "init-db", "nginx", "worker", "migrate")
    nodes = tuple(f"node-{s}" for s in _STARS[:30])

    def k(tid: str, level: str, src: str, body: Callable[[Gen], str]) -> Callable[[Gen], None]:
        def go(g: Gen) -> None:
            ts = g.t.strftime("%m%d %H:%M:%S.%f")
            g.emit(tid, level, f"{level[0]}{ts}    {g.n(1000, 9999)} {src}:{g.n(100, 3000)}] "
                               f"{body(g)}")
        return go

    def podref(g: Gen) -> str:
        return f'pod="{g.pick(_KEYSPACES)}/{g.pod()}"'

    def vol(g: Gen) -> str:
        return f"kube-api-access-{g.alnum(5, _K8S_ALPHABET)}"

    def sync(op: str, tid: str) -> Callable[[Gen], None]:
        return k(tid, "INFO", "kubelet.go", lambda g: f'"SyncLoop {op}" source="api" '
                 f'pods=["{g.pick(_KEYSPACES)}/{g.pod()}"]')

    return [
        Ev(k("pleg", "INFO", "kubelet.go", lambda g: f'"SyncLoop (PLEG): event for pod" '
             f'{podref(g)} event={{"ID":"{g.uuid()}","Type":'
             f'"{g.pick(("ContainerStarted", "ContainerDied"))}","Data":"{g.hex(64)}"}}'),
           weight=20),
        Ev(sync("ADD", "sync_add"), weight=4), Ev(sync("UPDATE", "sync_update"), weight=8),
        Ev(sync("DELETE", "sync_delete"), weight=2), Ev(sync("REMOVE", "sync_remove"), count=3),
        Ev(k("probe_failed", "INFO", "prober.go", lambda g: f'"Probe failed" probeType='
             f'"{g.pick(("Readiness", "Liveness", "Startup"))}" {podref(g)} podUID="{g.uuid()}" '
             f'containerName="{g.pick(containers)}" probeResult="failure" output="Get \\"http://'
             f'{g.ip()}:8080/healthz\\": dial tcp {g.ip()}:8080: connect: connection refused"'),
           weight=8),
        Ev(k("mount_started", "INFO", "reconciler_common.go", lambda g: '"operationExecutor.'
             f'MountVolume started for volume \\"{vol(g)}\\" (UniqueName: \\"kubernetes.io/'
             f'projected/{g.uuid()}-{vol(g)}\\") pod \\"{g.pod()}\\" (UID: \\"{g.uuid()}\\") " '
             f'{podref(g)}'), weight=6),
        Ev(k("mount_ok", "INFO", "operation_generator.go", lambda g: '"MountVolume.SetUp '
             f'succeeded for volume \\"{vol(g)}\\" (UniqueName: \\"kubernetes.io/projected/'
             f'{g.uuid()}-{vol(g)}\\") pod \\"{g.pod()}\\" (UID: \\"{g.uuid()}\\") " '
             f'{podref(g)}'), weight=6),
        Ev(k("volume_detached", "INFO", "reconciler_common.go", lambda g: f'"Volume detached '
             f'for volume \\"{vol(g)}\\" (UniqueName: \\"kubernetes.io/projected/{g.uuid()}-'
             f'{vol(g)}\\") on node \\"{g.pick(nodes)}\\" DevicePath \\"\\""'), weight=4),
        Ev(k("killing", "INFO", "kuberuntime_container.go", lambda g: '"Killing container with '
             f'a grace period" {podref(g)} podUID="{g.uuid()}" containerName='
             f'"{g.pick(containers)}" containerID="containerd://{g.hex(64)}" gracePeriod=30'),
           weight=3),
        Ev(k("remove_container", "INFO", "scope.go", lambda g: '"RemoveContainer" containerID='
             f'"{g.hex(64)}"'), weight=3),
        Ev(k("crashloop", "ERROR", "pod_workers.go", lambda g: '"Error syncing pod, skipping" '
             f'err="failed to \\"StartContainer\\" for \\"{g.pick(containers)}\\" with '
             'CrashLoopBackOff: \\"back-off 5m0s restarting failed container=app pod='
             f'{g.pod()}_{g.pick(_KEYSPACES)}({g.uuid()})\\"" {podref(g)} podUID="{g.uuid()}"'),
           weight=3),
        Ev(k("pull_failed", "ERROR", "log.go", lambda g: '"Failed to pull image" image='
             f'"registry.example.com/{g.pick(_SERVICES)}:{g.pick(_STARS)}" err="rpc error: '
             'code = NotFound desc = failed to pull and unpack image: not found"'), count=2),
        Ev(k("status_not_found", "ERROR", "remote_runtime.go", lambda g: '"ContainerStatus '
             'from runtime service failed" err="rpc error: code = NotFound desc = an error '
             f'occurred when try to find container \\"{g.hex(64)}\\": not found" '
             f'containerID="{g.hex(64)}"'), weight=1),
        Ev(k("log_stats", "WARN", "cri_stats_provider.go", lambda g: '"Unable to fetch pod log '
             f'stats" err="open /var/log/pods/{g.pick(_KEYSPACES)}_{g.pod()}_{g.uuid()}: no such'
             f' file or directory" {podref(g)}'), weight=2),
        Ev(k("evict_reclaim", "WARN", "eviction_manager.go", lambda g: '"Eviction manager: '
             'attempting to reclaim" resourceName="memory"'), count=2),
        Ev(k("evict_failed", "ERROR", "eviction_manager.go", lambda g: '"Eviction manager: pod '
             f'failed to evict" err="timeout waiting to kill pod" {podref(g)}'), count=1),
        Ev(k("node_not_ready", "INFO", "setters.go", lambda g: '"Node became not ready" '
             f'node="{g.pick(nodes)}" condition={{"type":"Ready","status":"False",'
             f'"lastHeartbeatTime":"{g.iso_ms()}","reason":"KubeletNotReady","message":'
             '"container runtime network not ready: NetworkReady=false reason:'
             'NetworkPluginNotReady message:Network plugin returns error: cni plugin not '
             'initialized"}'), count=1),
    ]


# ---------------------------------------------------------------------------------------------
# 12. Go services logging with zap's production JSON encoder


def zap_events() -> list[Ev]:
    def z(tid: str, level: str, caller: str, msg: str, fields: Callable[[Gen], str],
          stack: bool = False) -> Callable[[Gen], None]:
        def go(g: Gen) -> None:
            extra = fields(g)
            trace = ""
            if stack:
                trace = (',"stacktrace":"main.(*Worker).run\\n\\t/src/internal/worker/worker.go:'
                         f'{g.n(10, 400)}\\nmain.main\\n\\t/src/cmd/worker/main.go:{g.n(10, 99)}"')
            g.emit(tid, level, f'{{"level":"{level.lower()}","ts":{g.t.timestamp():.7f},'
                               f'"caller":"{caller}:{g.n(10, 400)}","msg":"{msg}"'
                               f'{"," + extra if extra else ""}{trace}}}')
        return go

    def req(g: Gen) -> str:
        return (f'"method":"{g.pick(("GET", "POST", "PUT"))}","path":"{g.web_path()}",'
                f'"status":{g.pick((200, 200, 201, 204, 404))},"latency":"{g.f(0, 900)}ms",'
                f'"request_id":"{g.uuid()}","user":"{g.user()}"')

    def breaker(g: Gen) -> str:
        return f'"breaker":"{g.pick(_SERVICES)}","failures":{g.n(1, 20)}'

    return [
        Ev(z("request", "INFO", "httpserver/middleware.go", "request completed", req),
           weight=60),
        Ev(z("cache_miss", "DEBUG", "cache/redis.go", "cache miss", lambda g: f'"key":"'
             f'{g.pick(_WORDS)}:{g.user()}"'), weight=10),
        Ev(z("cache_hit", "DEBUG", "cache/redis.go", "cache hit", lambda g: f'"key":"'
             f'{g.pick(_WORDS)}:{g.user()}"'), weight=10),
        Ev(z("breaker_open", "WARN", "resilience/breaker.go", "circuit breaker opened", breaker),
           weight=1),
        Ev(z("breaker_closed", "INFO", "resilience/breaker.go", "circuit breaker closed",
             breaker), weight=1),
        Ev(z("retrying", "WARN", "client/http.go", "retrying request", lambda g: f'"url":"https:'
             f'//{g.pick(_SERVICES)}.{g.pick(_KEYSPACES)}.svc.cluster.local{g.path(2)}",'
             f'"attempt":{g.n(1, 5)},"error":"context deadline exceeded"'), weight=3),
        Ev(z("publish_failed", "ERROR", "events/publisher.go", "failed to publish event",
             lambda g: f'"topic":"{g.pick(_TOPICS)}","error":"kafka: client has run out of '
             'available brokers to talk to: dial tcp: lookup kafka on 10.96.0.10:53: no such '
             'host"', stack=True), weight=1),
        Ev(z("db_failed", "ERROR", "store/postgres.go", "query failed", lambda g: f'"table":'
             f'"{g.table()}","error":"pq: canceling statement due to statement timeout"',
             stack=True), count=3),
        Ev(z("leader", "INFO", "election/lease.go", "became leader", lambda g: f'"lease":'
             f'"{g.pick(_SERVICES)}-lock","identity":"{g.pod()}"'), count=2),
        Ev(z("lost_leader", "WARN", "election/lease.go", "lost leadership", lambda g: f'"lease":'
             f'"{g.pick(_SERVICES)}-lock","identity":"{g.pod()}"'), count=1),
        Ev(z("config_reloaded", "INFO", "config/watch.go", "configuration reloaded",
             lambda g: f'"file":"/etc/{g.pick(_SERVICES)}/config.yaml","checksum":"{g.hex(16)}"'),
           weight=0.5),
        Ev(z("panic", "FATAL", "cmd/worker/main.go", "cannot start worker", lambda g: '"error":'
             f'"open /etc/{g.pick(_SERVICES)}/tls/tls.key: permission denied"', stack=True),
           count=1),
    ]


# ---------------------------------------------------------------------------------------------
# 13. Go services logging with logrus's text formatter, and a panic's goroutine dump


def logrus_events() -> list[Ev]:
    def lr(tid: str, level: str, msg: str, fields: Callable[[Gen], str]) -> Callable[[Gen], None]:
        def go(g: Gen) -> None:
            m = f'"{msg}"' if " " in msg else msg
            g.emit(tid, level, f'time="{g.t.strftime("%Y-%m-%dT%H:%M:%SZ")}" '
                               f"level={_LOGRUS[level]} msg={m} {fields(g)}")
        return go

    def http(g: Gen) -> str:
        return (f"method={g.pick(('GET', 'POST', 'PUT', 'DELETE'))} path={g.web_path()} "
                f"remote_addr=\"{g.ip()}:{g.port()}\" request_id={g.uuid()}")

    def panic(g: Gen) -> None:
        g.emit("panic", "FATAL", f'time="{g.t.strftime("%Y-%m-%dT%H:%M:%SZ")}" level=panic '
               'msg="runtime error: invalid memory address or nil pointer dereference"')
        g.emit("goroutine", "FATAL", f"goroutine {g.n(1, 9999)} [running]:")
        for _ in range(g.n(2, 5)):
            fn = g.pick(("main.(*Server).handleOrder", "main.(*Server).ServeHTTP",
                         "net/http.HandlerFunc.ServeHTTP", "net/http.serverHandler.ServeHTTP",
                         "net/http.(*conn).serve", "github.com/gorilla/mux.(*Router).ServeHTTP"))
            g.emit("go_func", "FATAL", f"{fn}(0xc{g.hex(9)}, {{0x{g.hex(6)}, 0xc{g.hex(9)}}})")
            g.emit("go_file", "FATAL", f"\t/go/src/app/{g.pick(_WORDS)}.go:{g.n(10, 900)} "
                                       f"+0x{g.hex(3)}")
        g.emit("go_created", "FATAL", "created by net/http.(*Server).Serve in goroutine 1")

    return [
        Ev(lr("started", "INFO", "Started request", http), weight=30),
        Ev(lr("completed", "INFO", "Completed request", lambda g: f"{http(g)} status="
              f"{g.pick((200, 201, 204, 404))} duration={g.f(0, 900)}ms"), weight=30),
        Ev(lr("cache_hit", "DEBUG", "cache hit", lambda g: f"key=\"session:{g.user()}\" "
              f"ttl={g.n(1, 3600)}s"), weight=8),
        Ev(lr("cache_miss", "DEBUG", "cache miss", lambda g: f"key=\"session:{g.user()}\" "
              f"ttl={g.n(1, 3600)}s"), weight=8),
        Ev(lr("slow_query", "WARN", "slow query", lambda g: f"table={g.table()} "
              f"duration={g.f(1, 9, 2)}s rows={g.n(0, 10**6)}"), weight=3),
        Ev(lr("lock_acquired", "DEBUG", "acquired lock", lambda g: f"lock={g.pick(_SERVICES)}"
              f"-migrations holder={g.host()}"), weight=2),
        Ev(lr("lock_released", "DEBUG", "released lock", lambda g: f"lock={g.pick(_SERVICES)}"
              f"-migrations holder={g.host()}"), weight=2),
        Ev(lr("login", "INFO", "user logged in", lambda g: f"user={g.user()} method="
              f"{g.pick(('password', 'sso', 'webauthn'))} ip={g.ip()}"), weight=4),
        Ev(lr("login_failed", "WARN", "user login failed", lambda g: f"user={g.user()} "
              f"reason=\"invalid password\" ip={g.ip()}"), weight=1),
        Ev(lr("publish_failed", "ERROR", "failed to publish event", lambda g: f"topic="
              f"{g.pick(_TOPICS)} error=\"kafka: client has run out of available brokers to talk"
              " to (Is your cluster reachable?)\""), count=3),
        Ev(lr("shutdown", "INFO", "shutting down", lambda g: "signal=terminated"), count=1),
        Ev(lr("bad_config", "FATAL", "unable to load configuration", lambda g: "file="
              f"/etc/{g.pick(_SERVICES)}/config.yaml error=\"yaml: line {g.n(2, 90)}: did not "
              "find expected key\""), count=1),
        Ev(panic, count=1),
    ]


_LOGRUS = {"DEBUG": "debug", "INFO": "info", "WARN": "warning", "ERROR": "error",
           "FATAL": "fatal"}


# ---------------------------------------------------------------------------------------------
# 14. A Django + Celery container: Python logging, gunicorn, and tracebacks


def python_events() -> list[Ev]:
    tasks = tuple(f"{app}.tasks.{verb}" for app in ("shop", "billing", "mailer", "search")
                  for verb in ("send_receipt", "sync_inventory", "reindex", "charge_card",
                               "expire_carts"))
    frames = (
        ("/usr/local/lib/python3.11/site-packages/celery/app/trace.py", "trace_task",
         "R = retval = fun(*args, **kwargs)"),
        ("/app/shop/tasks.py", "sync_inventory", "rows = client.fetch(since=last_sync)"),
        ("/app/billing/gateway.py", "charge", "response = self.session.post(url, json=payload, "
         "timeout=10)"),
        ("/usr/local/lib/python3.11/site-packages/django/db/backends/utils.py", "_execute",
         "return self.cursor.execute(sql, params)"),
        ("/usr/local/lib/python3.11/site-packages/redis/connection.py", "connect",
         "sock = self.retry.call_with_retry("),
        ("/app/shop/views.py", "checkout", "order = Order.objects.create(cart=cart, "
         "user=request.user)"),
    )
    failures = (
        ("exc_operational", "psycopg2.OperationalError: could not connect to server: Connection "
         "refused", True),
        ("exc_redis", "redis.exceptions.ConnectionError: Error 111 connecting to {host}:6379. "
         "Connection refused.", False),
        ("exc_keyerror", "KeyError: '{user}'", False),
        ("exc_integrity", "django.db.utils.IntegrityError: duplicate key value violates unique "
         "constraint \"{table}_pkey\"", False),
        ("exc_timeout", "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='{host}', "
         "port=443): Read timed out. (read timeout=10)", False),
    )

    def log(tid: str, level: str, logger: str, body: Callable[[Gen], str]
            ) -> Callable[[Gen], None]:
        name = {"WARN": "WARNING", "FATAL": "CRITICAL"}.get(level, level)
        return lambda g: g.emit(tid, level, f"{g.comma_ms()} {name} [{logger}] {body(g)}")

    def traceback(g: Gen, level: str) -> None:
        g.emit("tb_head", level, "Traceback (most recent call last):")
        for _ in range(g.n(2, 4)):
            file, func, code = g.pick(frames)
            g.emit("tb_file", level, f'  File "{file}", line {g.n(10, 900)}, in {func}')
            g.emit("tb_code", level, f"    {code}")
        tid, text, hint = failures[g.r.randrange(len(failures))]
        g.emit(tid, level, text.format(host=g.host(), user=g.user(), table=g.table()))
        if hint:
            g.emit("exc_hint_host", level, f'\tIs the server running on host "{g.host()}" '
                                           f"({g.ip()}) and accepting")
            g.emit("exc_hint_port", level, "\tTCP/IP connections on port 5432?")

    def task_failed(g: Gen) -> None:
        log("task_raised", "ERROR", "celery.app.trace", lambda g: f"Task {g.pick(tasks)}"
            f"[{g.uuid()}] raised unexpected: ConnectionError()")(g)
        traceback(g, "ERROR")

    def server_error(g: Gen) -> None:
        log("internal_error", "ERROR", "django.request", lambda g: f"Internal Server Error: "
            f"{g.path(2)}/")(g)
        traceback(g, "ERROR")

    def gunicorn(tid: str, level: str, tag: str, body: Callable[[Gen], str]
                 ) -> Callable[[Gen], None]:
        return lambda g: g.emit(tid, level, f"[{g.t.strftime('%Y-%m-%d %H:%M:%S')} +0000] "
                                            f"[{g.n(1, 9999)}] [{tag}] {body(g)}")

    return [
        Ev(log("task_received", "INFO", "celery.worker.strategy", lambda g: f"Task "
               f"{g.pick(tasks)}[{g.uuid()}] received"), weight=20),
        Ev(log("task_ok", "INFO", "celery.app.trace", lambda g: f"Task {g.pick(tasks)}"
               f"[{g.uuid()}] succeeded in {g.f(0, 30, 6)}s: None"), weight=20),
        Ev(log("task_retry", "WARN", "celery.app.trace", lambda g: f"Task {g.pick(tasks)}"
               f"[{g.uuid()}] retry: Retry in {g.n(1, 300)}s: ConnectionError('Connection reset "
               "by peer')"), weight=2),
        Ev(task_failed, weight=0.8), Ev(server_error, count=2),
        Ev(log("request", "INFO", "django.server", lambda g: f'"{g.pick(("GET", "POST"))} '
               f'{g.path(2)}/ HTTP/1.1" {g.pick((200, 200, 302, 304))} {g.n(0, 99999)}'),
           weight=25),
        Ev(log("not_found", "WARN", "django.request", lambda g: f"Not Found: {g.path(3)}"),
           weight=3),
        Ev(log("retrying", "WARN", "urllib3.connectionpool", lambda g: "Retrying (Retry(total="
               f"{g.n(0, 4)}, connect=None, read=None, redirect=None, status=None)) after "
               "connection broken by 'NewConnectionError('<urllib3.connection.HTTPSConnection "
               f"object at 0x7f{g.hex(10)}>: Failed to establish a new connection: [Errno 111] "
               f"Connection refused')': /v1/{g.pick(_WORDS)}"), weight=1),
        Ev(log("charge_created", "INFO", "billing.payments", lambda g: f"charge created "
               f"customer={g.user()} amount={g.n(100, 99999)} currency=EUR"), weight=4),
        Ev(log("charge_refunded", "INFO", "billing.payments", lambda g: f"charge refunded "
               f"customer={g.user()} amount={g.n(100, 99999)} currency=EUR"), count=3),
        Ev(gunicorn("booting", "INFO", "INFO", lambda g: f"Booting worker with pid: "
                    f"{g.n(100, 99999)}"), weight=0.5),
        Ev(gunicorn("worker_timeout", "FATAL", "CRITICAL", lambda g: f"WORKER TIMEOUT "
                    f"(pid:{g.n(100, 99999)})"), count=2),
        Ev(gunicorn("worker_exit", "INFO", "INFO", lambda g: f"Worker exiting (pid: "
                    f"{g.n(100, 99999)})"), count=2),
    ]


# ---------------------------------------------------------------------------------------------
# 15. A GitHub Actions job log as downloaded: BOM, CRLF, runner commands


def actions_events() -> list[Ev]:
    actions = ("actions/checkout", "actions/setup-node", "actions/cache", "actions/setup-python",
               "docker/build-push-action", "actions/upload-artifact")
    repos = tuple(f"{org}/{r}" for org in ("acme", "example-corp") for r in _SERVICES[:12])

    def a(tid: str, level: str, body: Callable[[Gen], str]) -> Callable[[Gen], None]:
        ts = "%Y-%m-%dT%H:%M:%S."
        return lambda g: g.emit(tid, level, f"{g.t.strftime(ts)}{g.t.microsecond:06d}0Z "
                                            f"{body(g)}\r")

    def checkout(g: Gen) -> None:
        repo = g.pick(repos)
        a("group_run", "INFO", lambda g: f"##[group]Run {g.pick(actions)}@v4")(g)
        a("with", "INFO", lambda g: "with:")(g)
        a("with_repo", "INFO", lambda g: f"  repository: {repo}")(g)
        a("endgroup", "INFO", lambda g: "##[endgroup]")(g)
        a("syncing", "INFO", lambda g: f"Syncing repository: {repo}")(g)
        a("git_cmd", "INFO", lambda g: "[command]/usr/bin/git config --global --add "
          f"safe.directory /home/runner/work/{repo.split('/')[1]}/{repo.split('/')[1]}")(g)
        a("download_action", "INFO", lambda g: f"Download action repository "
          f"'{g.pick(actions)}@v4' (SHA:{g.hex(40)})")(g)

    def tests(g: Gen) -> None:
        for _ in range(g.n(3, 12)):
            a("test_pass", "INFO", lambda g: f"PASS src/{g.pick(_WORDS)}/"
              f"{g.pick(_WORDS)}.test.ts")(g)
        if g.r.random() < 0.15:
            a("test_fail", "WARN", lambda g: f"FAIL src/{g.pick(_WORDS)}/"
              f"{g.pick(_WORDS)}.test.ts")(g)
        a("suites", "INFO", lambda g: f"Test Suites: {g.n(0, 3)} failed, {g.n(10, 99)} passed, "
          f"{g.n(10, 99)} total")(g)

    def npm_error(g: Gen) -> None:
        a("npm_code", "ERROR", lambda g: "npm ERR! code ERESOLVE")(g)
        a("npm_resolve", "ERROR", lambda g: "npm ERR! ERESOLVE unable to resolve dependency "
          "tree")(g)
        a("npm_found", "ERROR", lambda g: "npm ERR! Found: "
          f"{g.pick(('react', 'webpack', 'eslint'))}@{g.n(1, 18)}.{g.n(0, 9)}.{g.n(0, 9)}")(g)
        a("exit_code", "ERROR", lambda g: f"##[error]Process completed with exit code "
          f"{g.n(1, 2)}.")(g)

    return [
        Ev(checkout, weight=4), Ev(tests, weight=6),
        Ev(a("npm_added", "INFO", lambda g: f"added {g.n(100, 2000)} packages, and audited "
             f"{g.n(100, 2000)} packages in {g.n(2, 90)}s"), weight=3),
        Ev(a("debug_eval", "DEBUG", lambda g: f"##[debug]Evaluating condition for step: "
             f"'{g.pick(('Run tests', 'Build image', 'Lint', 'Upload coverage', 'Deploy'))}'"),
           weight=8),
        Ev(a("deprecated", "WARN", lambda g: "##[warning]Node.js 16 actions are deprecated. "
             "Please update the following actions to use Node.js 20: "
             f"{g.pick(actions)}@v3. For more information see: https://github.blog/changelog/"
             "2023-09-22-github-actions-transitioning-from-node-16-to-node-20/."), weight=1),
        Ev(npm_error, count=2),
        Ev(a("missing_module", "ERROR", lambda g: f"##[error]Error: Cannot find module "
             f"'{g.pick(_WORDS)}-{g.pick(_WORDS)}'"), count=1),
        Ev(a("runner_name", "INFO", lambda g: f"Runner name: '{g.pick(_STARS)}-runner'"),
           count=3),
        Ev(a("cleanup", "INFO", lambda g: "Cleaning up orphan processes"), count=2),
        Ev(a("cache_miss", "INFO", lambda g: f"Cache not found for input keys: "
             f"{g.pick(('node', 'pip', 'gradle'))}-cache-{g.hex(64)}"), weight=1),
        Ev(a("cache_restored", "INFO", lambda g: f"Cache restored from key: "
             f"{g.pick(('node', 'pip', 'gradle'))}-cache-{g.hex(64)}"), weight=2),
    ]


# ---------------------------------------------------------------------------------------------
# 16. Windows event logs forwarded as text (Snare-like: the message's lines joined by tabs)


def windows_events() -> list[Ev]:
    services = ("Windows Update", "Background Intelligent Transfer Service", "Print Spooler",
                "Windows Defender Antivirus Service", "WinHTTP Web Proxy Auto-Discovery Service",
                "Windows Modules Installer", "Remote Registry", "Netlogon")
    exes = ("svchost.exe", "powershell.exe", "cmd.exe", "msedge.exe", "OUTLOOK.EXE",
            "TiWorker.exe", "conhost.exe", "taskhostw.exe", "w3wp.exe")

    def host(g: Gen) -> str:
        return f"WS-{g.pick(_STARS).upper()}"

    def ev(tid: str, level: str, log: str, eid: int, kind: str, source: str,
           body: Callable[[Gen], str]) -> Callable[[Gen], None]:
        return lambda g: g.emit(tid, level, f"{g.t.strftime('%Y-%m-%d %H:%M:%S')}\t{host(g)}\t"
                                            f"{log}\t{eid}\t{kind}\t{source}\t{body(g)}\r")

    def subject(g: Gen) -> str:
        return (f"Subject:\t\tSecurity ID:\t\tS-1-5-18\t\tAccount Name:\t\t{host(g)}$\t\t"
                f"Account Domain:\t\tCORP\t\tLogon ID:\t\t0x{g.hex(3).upper()}")

    def account(g: Gen, label: str) -> str:
        return (f"{label}:\t\tSecurity ID:\t\tS-1-5-21-{g.n(10**9, 4 * 10**9)}-"
                f"{g.n(10**9, 4 * 10**9)}-{g.n(1000, 99999)}\t\tAccount Name:\t\t{g.user()}\t\t"
                f"Account Domain:\t\tCORP\t\tLogon ID:\t\t0x{g.hex(8).upper()}")

    def network(g: Gen) -> str:
        return (f"Network Information:\t\tWorkstation Name:\t{host(g)}\t\tSource Network "
                f"Address:\t{g.ip()}\t\tSource Port:\t\t{g.port()}")

    def logon(g: Gen) -> str:
        return (f"An account was successfully logged on.\t{subject(g)}\tLogon Information:\t\t"
                f"Logon Type:\t\t{g.pick(('2', '3', '10'))}\t\tRestricted Admin Mode:\t-\t\t"
                "Virtual Account:\t\tNo\t\tElevated Token:\t\tYes\tImpersonation Level:\t\t"
                f"Impersonation\t{account(g, 'New Logon')}\t\tLinked Logon ID:\t\t0x0\t\t"
                "Network Account Name:\t-\t\tNetwork Account Domain:\t-\t\tLogon GUID:\t\t"
                f"{{{g.uuid()}}}\tProcess Information:\t\tProcess ID:\t\t0x{g.hex(3)}\t\t"
                "Process Name:\t\tC:\\Windows\\System32\\services.exe\t"
                f"{network(g)}\tDetailed Authentication Information:\t\tLogon Process:\t\t"
                "Kerberos\t\tAuthentication Package:\tKerberos\t\tTransited Services:\t-\t\t"
                "Package Name (NTLM only):\t-\t\tKey Length:\t\t0\tThis event is generated when "
                "a logon session is created. It is generated on the computer that was accessed.")

    def failed(g: Gen) -> str:
        return (f"An account failed to log on.\t{subject(g)}\tLogon Type:\t\t\t3\t"
                f"Account For Which Logon Failed:\t\tSecurity ID:\t\tS-1-0-0\t\tAccount Name:\t\t"
                f"{g.user()}\t\tAccount Domain:\t\tCORP\tFailure Information:\t\tFailure Reason:"
                "\t\tUnknown user name or bad password.\t\tStatus:\t\t\t0xC000006D\t\tSub Status:"
                f"\t\t0xC000006A\t{network(g)}")

    return [
        Ev(ev("logon", "INFO", "Security", 4624, "Audit Success",
              "Microsoft-Windows-Security-Auditing", logon), weight=20),
        Ev(ev("logoff", "INFO", "Security", 4634, "Audit Success",
              "Microsoft-Windows-Security-Auditing", lambda g: "An account was logged off.\t"
              f"{account(g, 'Subject')}\tLogon Type:\t\t\t3"), weight=18),
        Ev(ev("special", "INFO", "Security", 4672, "Audit Success",
              "Microsoft-Windows-Security-Auditing", lambda g: "Special privileges assigned to "
              f"new logon.\t{account(g, 'Subject')}\tPrivileges:\t\tSeSecurityPrivilege\t\t\t"
              "SeBackupPrivilege\t\t\tSeRestorePrivilege"), weight=10),
        Ev(ev("process", "INFO", "Security", 4688, "Audit Success",
              "Microsoft-Windows-Security-Auditing", lambda g: "A new process has been created."
              f"\t{account(g, 'Creator Subject')}\tProcess Information:\t\tNew Process ID:\t\t"
              f"0x{g.hex(4)}\t\tNew Process Name:\tC:\\Windows\\System32\\{g.pick(exes)}"),
           weight=12),
        Ev(ev("logon_failed", "WARN", "Security", 4625, "Audit Failure",
              "Microsoft-Windows-Security-Auditing", failed), weight=3),
        Ev(ev("locked_out", "WARN", "Security", 4740, "Audit Success",
              "Microsoft-Windows-Security-Auditing", lambda g: "A user account was locked out.\t"
              f"{subject(g)}\tAccount That Was Locked Out:\t\tSecurity ID:\t\tS-1-5-21-"
              f"{g.n(10**9, 4 * 10**9)}\t\tAccount Name:\t\t{g.user()}"), count=2),
        Ev(ev("svc_running", "INFO", "System", 7036, "Information", "Service Control Manager",
              lambda g: f"The {g.pick(services)} service entered the running state."), weight=5),
        Ev(ev("svc_stopped", "INFO", "System", 7036, "Information", "Service Control Manager",
              lambda g: f"The {g.pick(services)} service entered the stopped state."), weight=4),
        Ev(ev("svc_crashed", "ERROR", "System", 7034, "Error", "Service Control Manager",
              lambda g: f"The {g.pick(services)} service terminated unexpectedly.  It has done "
              f"this {g.n(1, 9)} time(s)."), count=2),
        Ev(ev("dcom", "WARN", "System", 10016, "Warning", "Microsoft-Windows-DistributedCOM",
              lambda g: "The application-specific permission settings do not grant Local "
              f"Activation permission for the COM Server application with CLSID \t{{{g.uuid()}}}"
              f"\t and APPID \t{{{g.uuid()}}}\t to the user NT AUTHORITY\\SYSTEM SID (S-1-5-18) "
              "from address LocalHost (Using LRPC) running in the application container "
              "Unavailable SID (Unavailable). This security permission can be modified using "
              "the Component Services administrative tool."), weight=3),
        Ev(ev("dns_timeout", "WARN", "System", 1014, "Warning", "Microsoft-Windows-DNS-Client",
              lambda g: f"Name resolution for the name {g.pick(_STARS)}.corp.example.com timed "
              "out after none of the configured DNS servers responded."), weight=2),
        Ev(ev("app_crash", "ERROR", "Application", 1000, "Error", "Application Error",
              lambda g: f"Faulting application name: {g.pick(exes)}, version: 10.0."
              f"{g.n(10000, 22000)}.1, time stamp: 0x{g.hex(8)}\tFaulting module name: ntdll.dll,"
              f" version: 10.0.{g.n(10000, 22000)}.1, time stamp: 0x{g.hex(8)}\tException code: "
              f"0xc0000005\tFault offset: 0x{g.hex(16)}\tFaulting process id: 0x{g.hex(4)}"),
           count=1),
        Ev(ev("unclean_reboot", "FATAL", "System", 41, "Critical", "Microsoft-Windows-Kernel-"
              "Power", lambda g: "The system has rebooted without cleanly shutting down first. "
              "This error could be caused if the system stopped responding, crashed, or lost "
              "power unexpectedly."), count=1),
    ]


# ---------------------------------------------------------------------------------------------
# 17. Elasticsearch 7 plain-text server log: [date][LEVEL][logger] [node] message


def elasticsearch_events() -> list[Ev]:
    nodes = tuple(f"es-{role}-{s}" for role in ("data", "master") for s in _STARS[:25])
    indices = ("products", "customers", "orders", "reviews", "audit", "sessions",
               *(f"logs-{s}-2026.11.30" for s in _SERVICES[:10]))

    def es(tid: str, level: str, logger: str, body: Callable[[Gen], str]
           ) -> Callable[[Gen], None]:
        tag = {"INFO": "INFO ", "WARN": "WARN ", "ERROR": "ERROR", "DEBUG": "DEBUG"}[level]

        def go(g: Gen) -> None:
            ts = g.t.strftime("%Y-%m-%dT%H:%M:%S,") + f"{g.t.microsecond // 1000:03d}"
            g.emit(tid, level, f"[{ts}][{tag}][{logger}] [{g.pick(nodes)}] {body(g)}")
        return go

    def uid(g: Gen) -> str:
        return g.alnum(22, string.ascii_letters + string.digits + "-_")

    def health(frm: str, to: str, tid: str, level: str) -> Ev:
        return Ev(es(tid, level, "o.e.c.r.a.AllocationService", lambda g: f"Cluster health "
                     f"status changed from [{frm}] to [{to}] (reason: [shards started "
                     f"[[{g.pick(indices)}][{g.n(0, 4)}]]])."), count=2)

    def merge_failed(g: Gen) -> None:
        es("merge_failed", "ERROR", "o.e.i.e.Engine", lambda g: f"[{g.pick(indices)}]"
           f"[{g.n(0, 4)}] failed engine [merge failed]")(g)
        _java_trace(g, "ERROR", ("merge_exception", "org.apache.lucene.index.MergePolicy$"
                                                    "MergeException: java.io.IOException: No "
                                                    "space left on device"),
                    ("no_space", "java.io.IOException: No space left on device"))

    def mapper(g: Gen) -> None:
        i = g.pick(indices)
        es("bulk_failed", "DEBUG", "o.e.a.b.TransportShardBulkAction", lambda g: f"[{i}]"
           f"[{g.n(0, 4)}] failed to execute bulk item (index) index {{[{i}][_doc]"
           f"[{uid(g)}], source[n/a, actual length: [{g.f(2, 9, 1)}kb], max length: 2kb]}}")(g)
        field = g.pick(("price", "quantity", "customer_id", "rating", "age"))
        _java_trace(g, "DEBUG", ("mapper_parsing", "org.elasticsearch.index.mapper."
                                                   f"MapperParsingException: failed to parse "
                                                   f"field [{field}] of type [long] in document "
                                                   f"with id '{uid(g)}'. Preview of field's "
                                                   f"value: '{g.user()}'"),
                    ("number_format", f"java.lang.IllegalArgumentException: For input string: "
                                      f"\"{g.user()}\""))

    return [
        Ev(es("mapping", "INFO", "o.e.c.m.MetadataMappingService", lambda g: f"[{g.pick(indices)}"
              f"/{uid(g)}] update_mapping [_doc]"), weight=15),
        Ev(es("create_index", "INFO", "o.e.c.m.MetadataCreateIndexService", lambda g: f"["
              f"{g.pick(indices)}] creating index, cause [auto(bulk api)], templates "
              f"[{g.pick(('logs', 'default', 'ecs'))}], shards [1]/[1]"), weight=3),
        Ev(es("gc_overhead", "INFO", "o.e.m.j.JvmGcMonitorService", lambda g: "[gc]"
              f"[{g.n(1, 10**6)}] overhead, spent [{g.n(100, 999)}ms] collecting in the last "
              "[1s]"), weight=8),
        Ev(es("gc_warn", "WARN", "o.e.m.j.JvmGcMonitorService", lambda g: "[gc]"
              f"[{g.n(1, 10**6)}] overhead, spent [{g.n(1, 9)}.{g.n(0, 9)}s] collecting in the "
              f"last [{g.n(2, 9)}.{g.n(0, 9)}s]"), weight=1),
        Ev(es("node_added", "INFO", "o.e.c.s.ClusterApplierService", lambda g: f"added "
              f"{{{{{g.pick(nodes)}}}{{{uid(g)}}}{{{uid(g)}}}{{{g.ip()}}}{{{g.ip()}:9300}}"
              f"{{dilmrt}}}}, term: {g.n(1, 99)}, version: {g.n(1, 99999)}, reason: "
              "ApplyCommitRequest{term=3, version=12, sourceNode=...}"), weight=1),
        Ev(es("node_removed", "INFO", "o.e.c.s.ClusterApplierService", lambda g: f"removed "
              f"{{{{{g.pick(nodes)}}}{{{uid(g)}}}{{{uid(g)}}}{{{g.ip()}}}{{{g.ip()}:9300}}"
              f"{{dilmrt}}}}, term: {g.n(1, 99)}, version: {g.n(1, 99999)}, reason: "
              "ApplyCommitRequest{term=3, version=12, sourceNode=...}"), count=2),
        health("YELLOW", "GREEN", "health_green", "INFO"),
        health("GREEN", "YELLOW", "health_yellow", "WARN"),
        health("YELLOW", "RED", "health_red", "ERROR"),
        Ev(es("high_watermark", "WARN", "o.e.c.r.a.DiskThresholdMonitor", lambda g: "high disk "
              f"watermark [90%] exceeded on [{uid(g)}][{g.pick(nodes)}][/usr/share/elasticsearch"
              f"/data/nodes/0] free: {g.f(1, 9, 1)}gb[{g.f(1, 9, 1)}%], shards will be relocated"
              " away from this node; currently relocating away shards totalling [0] bytes; the "
              "node is expected to continue to exceed the high disk watermark when these "
              "relocations are complete"), weight=1),
        Ev(es("low_watermark", "INFO", "o.e.c.r.a.DiskThresholdMonitor", lambda g: "low disk "
              f"watermark [85%] exceeded on [{uid(g)}][{g.pick(nodes)}][/usr/share/elasticsearch"
              f"/data/nodes/0] free: {g.f(10, 19, 1)}gb[{g.f(10, 14, 1)}%], replicas will not "
              "be assigned to this node"), weight=2),
        Ev(es("auth_failed", "WARN", "o.e.x.s.a.AuthenticationService", lambda g: "Authentication"
              f" of [{g.user()}] was terminated by realm [reserved] - failed to authenticate "
              f"user [{g.user()}]"), weight=1.5),
        Ev(merge_failed, count=1), Ev(mapper, weight=1),
        Ev(es("not_discovered", "WARN", "o.e.c.c.ClusterFormationFailureHelper", lambda g:
              "master not discovered yet, this node has not previously joined a bootstrapped "
              "(v7+) cluster, and this node must discover master-eligible nodes "
              f"[{g.pick(nodes)}, {g.pick(nodes)}, {g.pick(nodes)}] to bootstrap a cluster"),
           count=1),
    ]


# ---------------------------------------------------------------------------------------------
# 18. Ruby on Rails production log (Logger's default formatter, tagged by request id)


def rails_events() -> list[Ev]:
    controllers = tuple(f"{c}Controller#{a}" for c in ("Orders", "Carts", "Products", "Users",
                                                      "Sessions", "Checkouts", "Api::V2::Items")
                        for a in ("index", "show", "create", "update", "destroy"))
    models = tuple(m for m in ("Order", "Cart", "Product", "User", "LineItem", "Address",
                               "Coupon", "Review"))

    def rl(g: Gen, tid: str, level: str, rid: str, body: str) -> None:
        pad = level if level != "WARN" else " WARN"
        pad = {"INFO": " INFO", "DEBUG": "DEBUG", "ERROR": "ERROR", "FATAL": "FATAL"}.get(
            level, pad)
        stamp = g.t.strftime("%Y-%m-%dT%H:%M:%S.%f")
        g.emit(tid, level, f"{level[0]}, [{stamp} #{g.n(1, 99999)}] {pad} -- : [{rid}] {body}")

    def request(g: Gen) -> None:
        rid = g.uuid()
        path = g.web_path()
        rl(g, "started", "INFO", rid, f"Started {g.pick(('GET', 'POST', 'PATCH'))} \"{path}\" "
           f"for {g.ip()} at {g.t.strftime('%Y-%m-%d %H:%M:%S')} +0000")
        rl(g, "processing", "INFO", rid, f"Processing by {g.pick(controllers)} as "
           f"{g.pick(('HTML', 'JSON', 'TURBO_STREAM'))}")
        params = ", ".join(f'"{k}"=>"{g.user() if k == "user" else g.n(1, 99999)}"'
                           for k in g.r.sample(("id", "user", "page", "quantity"), g.n(1, 3)))
        rl(g, "parameters", "INFO", rid, f"  Parameters: {{{params}}}")
        m = g.pick(models)
        rl(g, "ar_load", "DEBUG", rid, f"  {m} Load ({g.f(0, 9, 1)}ms)  SELECT \"{m.lower()}s\".* "
           f"FROM \"{m.lower()}s\" WHERE \"{m.lower()}s\".\"id\" = $1 LIMIT $2  [[\"id\", "
           f"{g.n(1, 99999)}], [\"LIMIT\", 1]]")
        roll = g.r.random()
        if roll < 0.02:
            rl(g, "fatal_blank", "FATAL", rid, "  ")
            rl(g, "not_found", "FATAL", rid, f"ActiveRecord::RecordNotFound (Couldn't find {m} "
               f"with 'id'={g.n(1, 99999)}):")
            rl(g, "fatal_blank", "FATAL", rid, "  ")
            rl(g, "backtrace", "FATAL", rid, f"app/controllers/{m.lower()}s_controller.rb:"
               f"{g.n(5, 90)}:in `{g.pick(('show', 'update', 'set_record'))}'")
        else:
            rl(g, "rendered", "INFO", rid, f"  Rendered {m.lower()}s/{g.pick(('show', 'index'))}"
               f".html.erb within layouts/application (Duration: {g.f(0, 90, 1)}ms | "
               f"Allocations: {g.n(100, 99999)})")
            rl(g, "completed", "INFO", rid, f"Completed {g.pick(('200 OK', '201 Created'))} in "
               f"{g.n(1, 2000)}ms (Views: {g.f(0, 900, 1)}ms | ActiveRecord: {g.f(0, 900, 1)}ms"
               f" | Allocations: {g.n(100, 99999)})")

    def one(tid: str, level: str, body: Callable[[Gen], str]) -> Ev:
        return Ev(lambda g: rl(g, tid, level, g.uuid(), body(g)), count=2)

    return [
        Ev(request, weight=10),
        Ev(lambda g: rl(g, "csrf", "WARN", g.uuid(), "Can't verify CSRF token authenticity."),
           weight=0.5),
        Ev(lambda g: rl(g, "redirected", "INFO", g.uuid(), f"Redirected to https://"
                        f"{g.pick(_DOMAINS)}{g.web_path()}"), weight=2),
        Ev(lambda g: rl(g, "halted", "INFO", g.uuid(), "Filter chain halted as "
                        ":authenticate_user! rendered or redirected"), weight=1),
        one("redis_down", "ERROR", lambda g: f"Redis::CannotConnectError (Error connecting to "
            f"Redis on {g.host()}:6379 (Errno::ECONNREFUSED)):"),
        one("job_enqueued", "INFO", lambda g: f"[ActiveJob] Enqueued {g.pick(models)}MailerJob "
            f"(Job ID: {g.uuid()}) to Sidekiq(mailers)"),
    ]


# ---------------------------------------------------------------------------------------------
# 19. Heroku's log stream: router lines in logfmt, platform (heroku[web.N]) and app lines


def heroku_events() -> list[Ev]:
    apps = tuple(f"{s}-{z}" for s in _SERVICES[:12] for z in ("prod", "staging"))

    def src(g: Gen, who: str) -> str:
        return f"{g.t.strftime('%Y-%m-%dT%H:%M:%S.%f')}+00:00 {who}: "

    def router(tid: str, level: str, at: str, code: str | None, status: int
               ) -> Callable[[Gen], None]:
        def go(g: Gen) -> None:
            err = f' code={code} desc="{_HEROKU_CODES[code]}"' if code else ""
            dyno = f"web.{g.n(1, 9)}" if code != "H14" else ""
            timing = (f"connect={g.n(0, 9)}ms service={g.n(1, 2999)}ms" if not code
                      else f"connect={g.n(0, 9)}ms service={g.n(25000, 30000)}ms")
            g.emit(tid, level, src(g, "heroku[router]") + f"at={at}{err} method="
                   f"{g.pick(('GET', 'POST', 'PUT'))} path=\"{g.web_path()}\" host="
                   f"{g.pick(apps)}.herokuapp.com request_id={g.uuid()} fwd=\"{g.ip()}\" "
                   f"dyno={dyno} {timing} status={status} bytes={g.n(0, 99999)} protocol=https")
        return go

    def state(frm: str, to: str, tid: str, level: str) -> Callable[[Gen], None]:
        return lambda g: g.emit(tid, level, src(g, f"heroku[web.{g.n(1, 9)}]") + f"State changed "
                                            f"from {frm} to {to}")

    def platform(tid: str, level: str, body: Callable[[Gen], str]) -> Callable[[Gen], None]:
        return lambda g: g.emit(tid, level, src(g, f"heroku[{g.pick(('web', 'worker'))}."
                                                   f"{g.n(1, 9)}]") + body(g))

    def app(tid: str, level: str, body: Callable[[Gen], str]) -> Callable[[Gen], None]:
        return lambda g: g.emit(tid, level, src(g, f"app[web.{g.n(1, 9)}]") + body(g))

    return [
        Ev(router("ok", "INFO", "info", None, 200), weight=70),
        Ev(router("h12", "ERROR", "error", "H12", 503), weight=2),
        Ev(router("h10", "ERROR", "error", "H10", 503), count=3),
        Ev(router("h13", "ERROR", "error", "H13", 503), weight=1),
        Ev(router("h14", "ERROR", "error", "H14", 503), count=1),
        Ev(router("h27", "INFO", "info", "H27", 499), weight=1),
        Ev(router("h18", "ERROR", "error", "H18", 503), count=2),
        Ev(state("starting", "up", "state_up", "INFO"), weight=1),
        Ev(state("up", "crashed", "state_crashed", "ERROR"), count=2),
        Ev(state("up", "down", "state_down", "INFO"), weight=0.5),
        Ev(platform("exited", "INFO", lambda g: f"Process exited with status "
                    f"{g.pick((0, 1, 137, 143))}"), weight=1),
        Ev(platform("sigterm", "INFO", lambda g: "Stopping all processes with SIGTERM"),
           weight=1),
        Ev(platform("r14", "WARN", lambda g: "Error R14 (Memory quota exceeded)"), weight=0.6),
        Ev(platform("r10", "ERROR", lambda g: "Error R10 (Boot timeout) -> Web process failed to "
                    "bind to $PORT within 60 seconds of launch"), count=1),
        Ev(platform("mem", "INFO", lambda g: f"source={g.pick(('web', 'worker'))}.{g.n(1, 9)} "
                    f"dyno=heroku.{g.n(10**7, 10**8)}.{g.uuid()} sample#memory_total="
                    f"{g.f(10, 900, 2)}MB sample#memory_rss={g.f(10, 900, 2)}MB "
                    f"sample#memory_cache={g.f(0, 90, 2)}MB sample#memory_swap=0.00MB "
                    f"sample#memory_pgpgin={g.n(0, 10**6)}pages sample#memory_pgpgout="
                    f"{g.n(0, 10**6)}pages sample#memory_quota=512.00MB"), weight=4),
        Ev(app("puma_request", "INFO", lambda g: f"method={g.pick(('GET', 'POST'))} path="
               f"{g.web_path()} format=html controller={g.pick(_CLASSES).split('.')[-1]} "
               f"action={g.pick(('show', 'index', 'create'))} status=200 duration="
               f"{g.f(1, 900, 2)} view={g.f(0, 90, 2)} db={g.f(0, 90, 2)} user={g.user()}"),
           weight=12),
    ]


_HEROKU_CODES = {"H10": "App crashed", "H12": "Request timeout", "H13": "Connection closed "
                 "without response", "H14": "No web processes running", "H18": "Server Request "
                 "Interrupted", "H27": "Client Request Interrupted"}


# ---------------------------------------------------------------------------------------------
# 20. AWS Application Load Balancer access logs (space-separated, quoted request and agent)


def alb_events() -> list[Ev]:
    lbs = tuple(f"app/{s}-alb/{h}" for s, h in zip(_SERVICES[:6], ("50dc6c495c0c9188",
                "a1b2c3d4e5f60718", "0f9e8d7c6b5a4938", "1234abcd5678ef90", "feedfacecafe0001",
                "0badc0ffee123456"), strict=True))
    tgs = tuple(f"arn:aws:elasticloadbalancing:eu-west-1:123456789012:targetgroup/{s}-tg/"
                f"{h}" for s, h in zip(_SERVICES[:6], ("73e2d6bc24d8a067", "943f017f100becff",
                "5d2f6a8b9c0d1e2f", "abcdef0123456789", "0011223344556677", "8899aabbccddeeff"),
                strict=True))

    def entry(tid: str, level: str, action: str, status: int, target_ok: bool,
              reason: str = "-", classification: str = "-") -> Callable[[Gen], None]:
        def go(g: Gen) -> None:
            host = f"{g.pick(_STARS)}.{g.pick(_DOMAINS)}"
            times = (f"{g.f(0, 0.01)} {g.f(0, 2)} {g.f(0, 0.01)}" if target_ok
                     else "-1 -1 -1")
            target = f"{g.ip()}:8080" if target_ok else "-"
            tstatus = str(status) if target_ok else "-"
            g.emit(tid, level, f"{g.pick(('https', 'h2'))} {g.iso_us()} {g.pick(lbs)} "
                   f"{g.ip()}:{g.port()} {target} {times} {status} {tstatus} {g.n(0, 9999)} "
                   f"{g.n(0, 99999)} \"{g.pick(('GET', 'POST'))} https://{host}:443"
                   f"{g.web_path()} HTTP/2.0\" \"{g.pick(_UAS)}\" ECDHE-RSA-AES128-GCM-SHA256 "
                   f"TLSv1.2 {g.pick(tgs)} \"Root=1-{g.hex(8)}-{g.hex(24)}\" \"{host}\" "
                   f"\"arn:aws:acm:eu-west-1:123456789012:certificate/{g.uuid()}\" "
                   f"{g.n(0, 9)} {g.iso_us()} \"{action}\" \"-\" \"{reason}\" \"{target}\" "
                   f"\"{tstatus}\" \"{classification}\" \"-\"")
        return go

    def tls_error(g: Gen) -> None:
        """A failed TLS handshake: no request, and a quoted `- - - ` with its trailing space."""
        g.emit("tls_error", "WARN", f"https {g.iso_us()} {g.pick(lbs)} {g.ip()}:{g.port()} - -1 "
               f"-1 -1 - - 0 0 \"- - - \" \"-\" - - - \"-\" \"-\" \"-\" - {g.iso_us()} "
               "\"-\" \"-\" \"-\" \"-\" \"-\" \"-\" \"-\"")

    return [
        Ev(entry("forward", "INFO", "forward", 200, True), weight=70),
        Ev(entry("redirect", "INFO", "redirect", 301, False), weight=6),
        Ev(entry("fixed", "INFO", "fixed-response", 404, False), weight=2),
        Ev(entry("waf", "WARN", "waf", 403, False), weight=1),
        Ev(entry("target_timeout", "ERROR", "forward", 504, False, "TargetResponseTimeout",
                 "Ambiguous"), count=3),
        Ev(entry("target_refused", "ERROR", "forward", 502, False, "TargetConnectionError",
                 "Ambiguous"), weight=1),
        Ev(entry("desync", "WARN", "forward", 400, False, "-", "Severe"), count=2),
        Ev(entry("authenticate", "INFO", "authenticate,forward", 200, True), weight=3),
        Ev(entry("waf_forward", "INFO", "waf,forward", 200, True), weight=3),
        Ev(entry("auth_failed", "WARN", "authenticate", 401, False, "AuthInvalidIdToken"),
           count=2),
        Ev(tls_error, weight=1),
    ]


# ---------------------------------------------------------------------------------------------
# 21. ingress-nginx controller: its access log format beside the controller's klog lines


def ingress_nginx_events() -> list[Ev]:
    def access(tid: str, level: str, status: tuple[int, ...], upstream: bool
               ) -> Callable[[Gen], None]:
        def go(g: Gen) -> None:
            ns, svc = g.pick(_KEYSPACES), g.pick(_SERVICES)
            stamp = g.t.strftime("%d/%b/%Y:%H:%M:%S +0000")
            up = f"{g.ip()}:8080" if upstream else "-"
            g.emit(tid, level, f"{g.ip()} - {g.user() if g.r.random() < 0.1 else '-'} [{stamp}] "
                   f"\"{g.pick(('GET', 'POST'))} {g.web_path()} HTTP/1.1\" "
                   f"{g.pick([str(s) for s in status])} {g.n(0, 99999)} \"https://"
                   f"{g.pick(_DOMAINS)}/\" \"{g.pick(_UAS)}\" {g.n(100, 2000)} {g.f(0, 5)} "
                   f"[{ns}-{svc}-8080] [] {up} {g.n(0, 99999) if upstream else 0} "
                   f"{g.f(0, 5) if upstream else '-'} "
                   f"{g.pick([str(s) for s in status]) if upstream else '-'} {g.hex(32)}")
        return go

    def klog(tid: str, level: str, src: str, body: Callable[[Gen], str]) -> Callable[[Gen], None]:
        def go(g: Gen) -> None:
            ts = g.t.strftime("%m%d %H:%M:%S.%f")
            g.emit(tid, level, f"{level[0]}{ts}       {g.n(1, 99)} {src}:{g.n(100, 999)}] "
                               f"{body(g)}")
        return go

    return [
        Ev(access("ok", "INFO", (200, 200, 200, 201, 204, 304, 404, 502, 504), True), weight=80),
        Ev(access("no_endpoint", "WARN", (503,), False), count=3),
        Ev(klog("reload_needed", "INFO", "controller.go", lambda g: '"Configuration changes '
                'detected, backend reload required"'), weight=1),
        Ev(klog("reloaded", "INFO", "controller.go", lambda g: '"Backend successfully '
                'reloaded"'), weight=1),
        Ev(klog("sync", "INFO", "event.go", lambda g: f'"Event occurred" object="'
                f'{g.pick(_KEYSPACES)}/{g.pick(_SERVICES)}" kind="Ingress" apiVersion='
                '"networking.k8s.io/v1" type="Normal" reason="Sync" message="Scheduled for '
                'sync"'), weight=4),
        Ev(klog("no_endpoints", "WARN", "controller.go", lambda g: f'"Service does not have any'
                f' active Endpoint" service="{g.pick(_KEYSPACES)}/{g.pick(_SERVICES)}"'),
           weight=1),
        Ev(klog("upstream_log", "ERROR", "nginx.go", lambda g: g.t.strftime("%Y/%m/%d %H:%M:%S")
                + f" [error] {g.n(10, 99)}#{g.n(10, 99)}: *{g.n(10**5, 10**7)} connect() failed "
                "(111: Connection refused) while connecting to upstream, client: "
                f"{g.ip()}, server: {g.pick(_STARS)}.{g.pick(_DOMAINS)}, request: \"GET "
                f"{g.web_path()} HTTP/1.1\", upstream: \"http://{g.ip()}:8080{g.path(2)}\", "
                f"host: \"{g.pick(_DOMAINS)}\""), count=2),
        Ev(klog("admission_failed", "ERROR", "main.go", lambda g: '"Error validating ingress" '
                f'err="admission webhook \\"validate.nginx.ingress.kubernetes.io\\" denied the '
                f'request: host \\"{g.pick(_STARS)}.{g.pick(_DOMAINS)}\\" and path \\"/\\" is '
                f'already defined in ingress {g.pick(_KEYSPACES)}/{g.pick(_SERVICES)}" '
                f'ingress="{g.pick(_KEYSPACES)}/{g.pick(_SERVICES)}"'), count=1),
        Ev(klog("ssl_missing", "WARN", "backend_ssl.go", lambda g: '"Error obtaining X.509 '
                f'certificate" err="local SSL certificate {g.pick(_KEYSPACES)}/'
                f'{g.pick(_SERVICES)}-tls was not found"'), weight=1),
        Ev(klog("status_update", "INFO", "status.go", lambda g: '"updating Ingress status" '
                f'namespace="{g.pick(_KEYSPACES)}" ingress="{g.pick(_SERVICES)}" '
                f'currentValue=[] newValue=[{{"ip":"{g.ip()}"}}]'), weight=1),
        Ev(klog("leader", "INFO", "leaderelection.go", lambda g: '"successfully acquired lease"'
                ' lock="ingress-nginx/ingress-nginx-leader"'), count=1),
    ]


# ---------------------------------------------------------------------------------------------
# 22. A Spring Boot service (Logback's default pattern: date level pid --- [thread] logger : msg)


_SPRING_FRAMES = (
    "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
    "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
    "com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:100)",
    "org.springframework.jdbc.datasource.DataSourceUtils.fetchConnection(DataSourceUtils.java:160)",
    "org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
    "org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
    "org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:162)",
    "org.apache.tomcat.util.net.NioEndpoint$SocketProcessor.doRun(NioEndpoint.java:1791)",
    "com.example.shop.orders.OrderService.place(OrderService.java:88)",
    "com.example.shop.web.OrderController.create(OrderController.java:41)",
)


def spring_events() -> list[Ev]:
    def sb(tid: str, level: str, thread: Callable[[Gen], str], logger: str,
           body: Callable[[Gen], str]) -> Callable[[Gen], None]:
        def go(g: Gen) -> None:
            ts = g.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{g.t.microsecond // 1000:03d}Z"
            g.emit(tid, level, f"{ts} {level if level != 'WARN' else 'WARN':>5} "
                               f"{g.n(1, 9)} --- [shop-api] [{thread(g):>15}] "
                               f"{logger:<40} : {body(g)}")
        return go

    def nio(g: Gen) -> str:
        return f"nio-8080-exec-{g.n(1, 200)}"

    def hikari(g: Gen) -> str:
        return f"{g.pick(_SERVICES)}-pool housekeeper"

    def unavailable(g: Gen) -> None:
        sb("jdbc_failed", "ERROR", nio, "o.h.engine.jdbc.spi.SqlExceptionHelper",
           lambda g: f"HikariPool-1 - Connection is not available, request timed out after "
           f"{g.n(30000, 30099)}ms (total={g.n(10, 50)}, active={g.n(10, 50)}, idle=0, "
           f"waiting={g.n(0, 99)})")(g)
        sb("servlet_error", "ERROR", nio, "o.a.c.c.C.[.[.[/].[dispatcherServlet]",
           lambda g: "Servlet.service() for servlet [dispatcherServlet] in context with path "
           "[] threw exception [Request processing failed: org.springframework.dao."
           "DataAccessResourceFailureException: Unable to acquire JDBC Connection] with root "
           "cause")(g)
        _java_trace(g, "ERROR", ("sql_transient", "java.sql.SQLTransientConnectionException: "
                                                  "HikariPool-1 - Connection is not available, "
                                                  "request timed out after 30000ms."), None,
                    frames=_SPRING_FRAMES)

    return [
        Ev(sb("req_done", "INFO", nio, "c.e.shop.web.RequestLoggingFilter", lambda g:
              f"{g.pick(('GET', 'POST', 'PUT'))} {g.web_path()} -> {g.pick((200, 201, 404))} "
              f"in {g.n(1, 900)}ms user={g.user()}"), weight=60),
        Ev(sb("hikari_stats", "DEBUG", hikari, "com.zaxxer.hikari.pool.HikariPool", lambda g:
              f"HikariPool-1 - Pool stats (total={g.n(10, 50)}, active={g.n(0, 50)}, "
              f"idle={g.n(0, 50)}, waiting=0)"), weight=6),
        Ev(sb("hikari_fill", "DEBUG", hikari, "com.zaxxer.hikari.pool.HikariPool", lambda g:
              "HikariPool-1 - Fill pool skipped, pool has sufficient level or currently being "
              "filled (queueDepth=0)."), weight=6),
        Ev(sb("clock_leap", "WARN", hikari, "com.zaxxer.hikari.pool.HikariPool", lambda g:
              f"HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta="
              f"{g.n(1, 9)}m{g.n(0, 59)}s{g.n(0, 999)}ms{g.n(0, 999)}µs)."), count=3),
        Ev(sb("kafka_assigned", "INFO", lambda g: f"ntainer#0-0-C-{g.n(1, 9)}",
              "o.s.k.l.KafkaMessageListenerContainer", lambda g: f"{g.pick(_SERVICES)}-"
              f"consumer: partitions assigned: [{g.pick(_TOPICS)}-{g.n(0, 11)}]"), weight=3),
        Ev(sb("kafka_revoked", "INFO", lambda g: f"ntainer#0-0-C-{g.n(1, 9)}",
              "o.s.k.l.KafkaMessageListenerContainer", lambda g: f"{g.pick(_SERVICES)}-"
              f"consumer: partitions revoked: [{g.pick(_TOPICS)}-{g.n(0, 11)}]"), weight=1),
        Ev(sb("resolved_exc", "WARN", nio, "o.s.w.s.m.s.DefaultHandlerExceptionResolver",
              lambda g: "Resolved [org.springframework.web.HttpRequestMethodNotSupportedException"
              f": Request method '{g.pick(('PUT', 'PATCH', 'DELETE'))}' is not supported]"),
           weight=1.5),
        Ev(sb("validation", "WARN", nio, "o.s.w.s.m.s.DefaultHandlerExceptionResolver",
              lambda g: "Resolved [org.springframework.web.bind.MethodArgumentNotValidException: "
              f"Validation failed for argument [0] in public {g.pick(_CLASSES)}.create(...): "
              f"[Field error in object 'request' on field '{g.pick(('email', 'sku', 'amount'))}'"
              f": rejected value [{g.user()}]]]"), weight=1),
        Ev(unavailable, count=2),
        Ev(sb("started", "INFO", lambda g: "main", "c.e.shop.ShopApplication", lambda g:
              f"Started ShopApplication in {g.f(5, 40)} seconds (process running for "
              f"{g.f(5, 45)})"), count=1),
        Ev(sb("graceful", "INFO", lambda g: "ionShutdownHook", "o.s.b.w.e.tomcat.GracefulShutdown",
              lambda g: "Commencing graceful shutdown. Waiting for active requests to complete"),
           count=1),
        Ev(sb("health_down", "WARN", lambda g: f"nio-8080-exec-{g.n(1, 200)}",
              "o.s.b.a.health.HealthEndpointSupport", lambda g: f"Health contributor "
              f"{g.pick(_CLASSES)} ({g.pick(('db', 'redis', 'kafka'))}) took "
              f"{g.n(10000, 30000)}ms to respond"), weight=0.5),
    ]


# ---------------------------------------------------------------------------------------------
# 23. HashiCorp Consul agent (hclog: date [LEVEL] subsystem: message: key=value ...)


def consul_events() -> list[Ev]:
    def hc(tid: str, level: str, sub: str, body: Callable[[Gen], str]) -> Callable[[Gen], None]:
        tag = {"DEBUG": "[DEBUG]", "INFO": "[INFO] ", "WARN": "[WARN] ", "ERROR": "[ERROR]"}[level]

        def go(g: Gen) -> None:
            ts = g.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{g.t.microsecond // 1000:03d}Z"
            g.emit(tid, level, f"{ts} {tag} {sub}: {body(g)}")
        return go

    def node(g: Gen) -> str:
        return f"{g.pick(_STARS)}-{g.pick(_ZONES)}"

    return [
        Ev(hc("synced_check", "DEBUG", "agent", lambda g: f"Check status updated: check="
              f"service:{g.pick(_SERVICES)}-{node(g)} status=passing"), weight=30),
        Ev(hc("check_critical", "WARN", "agent", lambda g: f"Check is now critical: check="
              f"service:{g.pick(_SERVICES)}-{node(g)}"), weight=2),
        Ev(hc("synced_service", "INFO", "agent", lambda g: f"Synced service: service="
              f"{g.pick(_SERVICES)}-{node(g)}"), weight=8),
        Ev(hc("deregistered", "INFO", "agent", lambda g: f"Deregistered service: service="
              f"{g.pick(_SERVICES)}-{node(g)}"), weight=2),
        Ev(hc("member_joined", "INFO", "agent.server.serf.lan", lambda g: f"serf: EventMemberJoin"
              f": {node(g)} {g.ip()}"), weight=2),
        Ev(hc("member_failed", "INFO", "agent.server.serf.lan", lambda g: f"serf: EventMemberFailed"
              f": {node(g)} {g.ip()}"), count=3),
        Ev(hc("member_left", "INFO", "agent.server.serf.lan", lambda g: f"serf: EventMemberLeave"
              f": {node(g)} {g.ip()}"), weight=1),
        Ev(hc("suspect", "INFO", "agent.server.memberlist.lan", lambda g: f"memberlist: Suspect "
              f"{node(g)} has failed, no acks received"), weight=1),
        Ev(hc("rpc_failed", "ERROR", "agent.client", lambda g: f"RPC failed to server: method="
              f"{g.pick(('Catalog.Register', 'Health.ServiceNodes', 'KVS.Get'))} server="
              f"{g.ip()}:8300 error=\"rpc error making call: EOF\""), weight=1),
        Ev(hc("no_leader", "ERROR", "agent.anti_entropy", lambda g: "failed to sync remote state:"
              " error=\"No cluster leader\""), count=2),
        Ev(hc("raft_heartbeat", "WARN", "agent.server.raft", lambda g: f"heartbeat timeout "
              f"reached, starting election: last-leader-addr={g.ip()}:8300 last-leader-id="
              f"{g.uuid()}"), count=1),
        Ev(hc("leader_elected", "INFO", "agent.server.raft", lambda g: f"election won: term="
              f"{g.n(2, 999)} tally=2"), count=1),
        Ev(hc("acl_denied", "WARN", "agent", lambda g: f"Node info update blocked by ACLs: node="
              f"{g.uuid()} accessorID={g.uuid()}"), weight=0.6),
        Ev(hc("http_request", "DEBUG", "agent.http", lambda g: f"Request finished: method=GET "
              f"url=/v1/health/service/{g.pick(_SERVICES)}?index={g.n(1, 10**6)}&passing=1 "
              f"from={g.ip()}:{g.port()} latency=\"{g.f(0, 900)}µs\""), weight=20),
    ]


# ---------------------------------------------------------------------------------------------
# 24. MongoDB 6 structured JSON log (one object per line: t, s, c, id, ctx, msg, attr)


def mongodb_events() -> list[Ev]:
    def mg(tid: str, level: str, comp: str, mid: int, ctx: Callable[[Gen], str], msg: str,
           attr: Callable[[Gen], str]) -> Callable[[Gen], None]:
        sev = {"DEBUG": "D1", "INFO": "I", "WARN": "W", "ERROR": "E", "FATAL": "F"}[level]

        def go(g: Gen) -> None:
            ts = g.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{g.t.microsecond // 1000:03d}+00:00"
            g.emit(tid, level, f'{{"t":{{"$date":"{ts}"}},"s":"{sev}",  "c":"{comp}", '
                               f'"id":{mid},   "ctx":"{ctx(g)}","msg":"{msg}","attr":{{'
                               f'{attr(g)}}}}}')
        return go

    def conn(g: Gen) -> str:
        return f"conn{g.n(1, 99999)}"

    def client(g: Gen) -> str:
        return f'"remote":"{g.ip()}:{g.port()}"'

    def slow(g: Gen) -> str:
        db = g.pick(_KEYSPACES)
        return (f'"type":"command","ns":"{db}.{g.table()}","command":{{"find":"{g.table()}",'
                f'"filter":{{"{g.pick(("email", "user", "sku"))}":"{g.user()}"}},"$db":"{db}"}},'
                f'"planSummary":"COLLSCAN","keysExamined":0,"docsExamined":{g.n(10**4, 10**7)},'
                f'"nreturned":{g.n(0, 99)},"durationMillis":{g.n(100, 99999)}')

    return [
        Ev(mg("accepted", "INFO", "NETWORK", 22943, lambda g: "listener", "Connection accepted",
              lambda g: f'{client(g)},"uuid":"{g.uuid()}","connectionId":{g.n(1, 99999)},'
              f'"connectionCount":{g.n(1, 999)}'), weight=25),
        Ev(mg("ended", "INFO", "NETWORK", 22944, conn, "Connection ended",
              lambda g: f'{client(g)},"uuid":"{g.uuid()}","connectionId":{g.n(1, 99999)},'
              f'"connectionCount":{g.n(1, 999)}'), weight=25),
        Ev(mg("metadata", "INFO", "NETWORK", 51800, conn, "client metadata",
              lambda g: f'{client(g)},"client":"{conn(g)}","doc":{{"driver":{{"name":'
              f'"{g.pick(("nodejs", "PyMongo", "mongo-go-driver", "mongo-java-driver"))}",'
              f'"version":"{g.n(3, 6)}.{g.n(0, 9)}.{g.n(0, 9)}"}},"application":{{"name":'
              f'"{g.pick(_SERVICES)}"}}}}'), weight=12),
        Ev(mg("auth_ok", "INFO", "ACCESS", 5286306, conn, "Successfully authenticated",
              lambda g: f'"client":"{g.ip()}:{g.port()}","isSpeculative":true,'
              f'"isClusterMember":false,"mechanism":"SCRAM-SHA-256","user":"{g.user()}",'
              f'"db":"admin"'), weight=8),
        Ev(mg("auth_failed", "WARN", "ACCESS", 5286307, conn, "Failed to authenticate",
              lambda g: f'"client":"{g.ip()}:{g.port()}","isSpeculative":false,'
              f'"isClusterMember":false,"mechanism":"SCRAM-SHA-256","user":"{g.user()}",'
              '"db":"admin","error":"AuthenticationFailed: SCRAM authentication failed, '
              'storedKey mismatch","result":18'), weight=1),
        Ev(mg("slow_query", "INFO", "COMMAND", 51803, conn, "Slow query", slow), weight=4),
        Ev(mg("checkpoint", "INFO", "WTCHKPT", 22430, lambda g: "Checkpointer",
              "WiredTiger message", lambda g: f'"message":{{"ts_sec":{g.n(10**9, 2 * 10**9)},'
              f'"ts_usec":{g.n(0, 999999)},"thread":"{g.n(1, 9999)}:0x{g.hex(12)}",'
              '"session_name":"WT_SESSION.checkpoint","category":"WT_VERB_CHECKPOINT_PROGRESS",'
              f'"category_id":{g.n(1, 40)},"verbose_level":"DEBUG_1","verbose_level_id":1,'
              f'"msg":"saving checkpoint snapshot min: {g.n(1, 10**6)}, snapshot max: '
              f'{g.n(1, 10**6)} snapshot count: 0, oldest timestamp: (0, 0) , meta checkpoint '
              'timestamp: (0, 0) base write gen: 1"}'), weight=3),
        Ev(mg("election", "INFO", "REPL", 21358, lambda g: "ReplCoord-0", "Replica set state "
              "transition", lambda g: '"newState":"PRIMARY","oldState":"SECONDARY"'), count=1),
        Ev(mg("stepdown", "INFO", "REPL", 21358, lambda g: "ReplCoord-0", "Replica set state "
              "transition", lambda g: '"newState":"SECONDARY","oldState":"PRIMARY"'), count=2),
        Ev(mg("heartbeat_failed", "WARN", "REPL_HB", 23974, lambda g: "ReplCoord-0",
              "Heartbeat failed after max retries", lambda g: f'"target":"{g.pick(_STARS)}-'
              f'mongo:27017","maxHeartbeatRetries":2,"error":{{"code":6,"codeName":'
              '"HostUnreachable","errmsg":"Error connecting to host: Connection refused"}}'),
           weight=0.5),
        Ev(mg("write_conflict", "ERROR", "STORAGE", 22104, conn, "Write conflict exception "
              "limit exceeded", lambda g: f'"ns":"{g.pick(_KEYSPACES)}.{g.table()}",'
              f'"attempts":{g.n(100, 999)}'), count=2),
        Ev(mg("disk_full", "FATAL", "CONTROL", 23091, lambda g: "WTCheckpointThread",
              "Fatal assertion", lambda g: '"msgid":28559,"file":"src/mongo/db/storage/'
              'wiredtiger/wiredtiger_util.cpp","line":712'), count=1),
    ]


# ---------------------------------------------------------------------------------------------
# 25. Apache httpd: error log (mod_proxy, mod_ssl, core) beside a combined access log


def apache_events() -> list[Ev]:
    def err(tid: str, level: str, module: str, body: Callable[[Gen], str]
            ) -> Callable[[Gen], None]:
        def go(g: Gen) -> None:
            ts = g.t.strftime("%a %b %d %H:%M:%S.%f %Y")
            g.emit(tid, level, f"[{ts}] [{module}] [pid {g.n(100, 99999)}:tid "
                               f"{g.n(10**14, 10**15)}] {body(g)}")
        return go

    def client(g: Gen) -> str:
        return f"[client {g.ip()}:{g.port()}]"

    def access(g: Gen) -> None:
        ts = g.t.strftime("%d/%b/%Y:%H:%M:%S +0000")
        who = g.user() if g.r.random() < 0.15 else "-"
        g.emit("access", "INFO", f"{g.ip()} - {who} [{ts}] \"{g.pick(('GET', 'POST'))} "
               f"{g.web_path()} HTTP/1.1\" {g.pick((200, 200, 304, 404, 302))} {g.n(0, 99999)} "
               f"\"https://{g.pick(_DOMAINS)}{g.path(2)}\" \"{g.pick(_UAS)}\"")

    return [
        Ev(access, weight=80),
        Ev(err("proxy_refused", "ERROR", "proxy:error", lambda g: f"(111)Connection refused: "
               f"AH00957: http: attempt to connect to {g.ip()}:8080 ({g.pick(_STARS)}) failed"),
           weight=2),
        Ev(err("proxy_disabled", "ERROR", "proxy_http:error", lambda g: f"{client(g)} AH01114: "
               f"HTTP: failed to make connection to backend: {g.pick(_STARS)}.{g.pick(_ZONES)}"
               ".internal"), weight=1),
        Ev(err("timeout", "ERROR", "proxy_http:error", lambda g: f"(70007)The timeout specified "
               f"has expired: {client(g)} AH01102: error reading status line from remote server "
               f"{g.pick(_STARS)}:8080, referer: https://{g.pick(_DOMAINS)}/"), count=3),
        Ev(err("file_missing", "ERROR", "core:error", lambda g: f"{client(g)} AH00128: File does "
               f"not exist: /var/www/html{g.path(3)}"), weight=2),
        Ev(err("ssl_handshake", "INFO", "ssl:info", lambda g: f"{client(g)} AH02008: SSL library "
               "error 1 in handshake (server "
               f"{g.pick(_DOMAINS)}:443)"), weight=2),
        Ev(err("mpm_maxworkers", "ERROR", "mpm_event:error", lambda g: "AH00484: server reached "
               "MaxRequestWorkers setting, consider raising the MaxRequestWorkers setting"),
           count=1),
        Ev(err("scoreboard", "WARN", "mpm_event:warn", lambda g: "AH00487: scoreboard is full, "
               "not at MaxRequestWorkers.Increase ServerLimit."), count=2),
        Ev(err("graceful", "INFO", "mpm_event:notice", lambda g: "AH00493: SIGUSR1 received.  "
               "Doing graceful restart"), count=2),
        Ev(err("resuming", "INFO", "mpm_event:notice", lambda g: "AH00489: Apache/2.4.62 (Debian) "
               "OpenSSL/3.0.15 configured -- resuming normal operations"), count=2),
        Ev(err("authz_denied", "WARN", "authz_core:error", lambda g: f"{client(g)} AH01630: "
               f"client denied by server configuration: /var/www/html{g.path(2)}"), weight=1),
    ]


# ---------------------------------------------------------------------------------------------
# 26. A Node.js service logging with pino (numeric levels, nested req/res, err with stack)


def pino_events() -> list[Ev]:
    levels = {"DEBUG": 20, "INFO": 30, "WARN": 40, "ERROR": 50, "FATAL": 60}
    replicas = ("storefront-7d9f8b6c5d-x2k9p", "storefront-7d9f8b6c5d-q8vtw",
                "storefront-7d9f8b6c5d-bz4mn", "storefront-7d9f8b6c5d-hl7rc",
                "storefront-5f6b9c8d47-k2jxs", "storefront-5f6b9c8d47-wp9dd")

    def pn(tid: str, level: str, msg: str, fields: Callable[[Gen], str]
           ) -> Callable[[Gen], None]:
        def go(g: Gen) -> None:
            g.emit(tid, level, f'{{"level":{levels[level]},"time":{int(g.t.timestamp() * 1000)},'
                               f'"pid":{g.n(1, 99)},"hostname":"{g.pick(replicas)}",'
                               f'{fields(g)},"msg":"{msg}"}}')
        return go

    def req(g: Gen) -> str:
        return (f'"reqId":"req-{g.n(1, 99999)}","req":{{"method":"{g.pick(("GET", "POST"))}",'
                f'"url":"{g.web_path()}","remoteAddress":"{g.ip()}","remotePort":{g.port()}}}')

    def res(g: Gen) -> str:
        return (f'{req(g)},"res":{{"statusCode":{g.pick((200, 200, 201, 304, 404))}}},'
                f'"responseTime":{g.f(0, 900)}')

    def err(g: Gen) -> str:
        return ('"err":{"type":"Error","message":"connect ECONNREFUSED '
                f'{g.ip()}:6379","stack":"Error: connect ECONNREFUSED {g.ip()}:6379\\n    at '
                'TCPConnectWrap.afterConnect [as oncomplete] (node:net:1595:16)","errno":-111,'
                '"code":"ECONNREFUSED","syscall":"connect"}')

    return [
        Ev(pn("incoming", "INFO", "incoming request", req), weight=40),
        Ev(pn("completed", "INFO", "request completed", res), weight=40),
        Ev(pn("render", "DEBUG", "rendered page", lambda g: f'"page":"{g.path(2)}",'
              f'"user":"{g.user()}","ms":{g.n(1, 400)}'), weight=8),
        Ev(pn("redis_down", "ERROR", "redis connection failed", err), weight=1),
        Ev(pn("retry", "WARN", "retrying upstream call", lambda g: f'"upstream":"'
              f'{g.pick(_SERVICES)}","attempt":{g.n(1, 5)}'), weight=2),
        Ev(pn("unhandled", "FATAL", "uncaught exception", lambda g: '"err":{"type":"TypeError",'
              f'"message":"Cannot read properties of undefined (reading \'{g.pick(_WORDS)}\')",'
              f'"stack":"TypeError: Cannot read properties of undefined\\n    at '
              f'/app/dist/{g.pick(_WORDS)}.js:{g.n(1, 900)}:{g.n(1, 90)}"}}'), count=1),
        Ev(pn("listening", "INFO", "Server listening at http://0.0.0.0:3000", lambda g:
              f'"version":"{g.n(1, 9)}.{g.n(0, 9)}.{g.n(0, 9)}"'), count=2),
        Ev(pn("flag_on", "INFO", "feature flag enabled", lambda g: f'"flag":"{g.pick(_WORDS)}-'
              f'{g.pick(_WORDS)}","tenant":"{g.pick(_STARS)}"'), count=3),
        Ev(pn("flag_off", "INFO", "feature flag disabled", lambda g: f'"flag":"{g.pick(_WORDS)}-'
              f'{g.pick(_WORDS)}","tenant":"{g.pick(_STARS)}"'), count=2),
        Ev(pn("slow_render", "WARN", "slow render", lambda g: f'"page":"{g.path(2)}",'
              f'"ms":{g.n(2000, 9000)}'), weight=1),
    ]


# ---------------------------------------------------------------------------------------------
# 27. AWS CloudTrail records, one JSON object per line (as a log shipper forwards them)


def cloudtrail_events() -> list[Ev]:
    def ct(tid: str, level: str, source: str, name: str, fields: Callable[[Gen], str],
           error: tuple[str, str] | None = None) -> Callable[[Gen], None]:
        def go(g: Gen) -> None:
            who = g.user().replace(" ", "")
            err = (f',"errorCode":"{error[0]}","errorMessage":"{error[1].format(user=who)}"'
                   if error else "")
            g.emit(tid, level, '{"eventVersion":"1.09","userIdentity":{"type":"AssumedRole",'
                   f'"principalId":"AROA{g.alnum(17, string.ascii_uppercase + string.digits)}:'
                   f'{who}","arn":"arn:aws:sts::123456789012:assumed-role/{g.pick(_SERVICES)}-'
                   f'role/{who}","accountId":"123456789012"}},"eventTime":"'
                   f'{g.t.strftime("%Y-%m-%dT%H:%M:%SZ")}","eventSource":"{source}",'
                   f'"eventName":"{name}","awsRegion":"eu-west-1","sourceIPAddress":"{g.ip()}",'
                   f'"userAgent":"{g.pick(_UAS)}"{err},"requestParameters":{{{fields(g)}}},'
                   f'"requestID":"{g.uuid()}","eventID":"{g.uuid()}","readOnly":'
                   f'{"true" if name.startswith(("Get", "List", "Describe")) else "false"},'
                   '"eventType":"AwsApiCall","managementEvent":true,"recipientAccountId":'
                   '"123456789012"}')
        return go

    def bucket(g: Gen) -> str:
        return f'"bucketName":"{g.pick(_SERVICES)}-{g.pick(_WORDS)}","key":"{g.path(3)[1:]}"'

    return [
        Ev(ct("get_object", "INFO", "s3.amazonaws.com", "GetObject", bucket), weight=30),
        Ev(ct("put_object", "INFO", "s3.amazonaws.com", "PutObject", bucket), weight=15),
        Ev(ct("assume_role", "INFO", "sts.amazonaws.com", "AssumeRole", lambda g: '"roleArn":'
              f'"arn:aws:iam::123456789012:role/{g.pick(_SERVICES)}-role","roleSessionName":'
              f'"{g.pick(_FIRST)}"'), weight=15),
        Ev(ct("describe", "INFO", "ec2.amazonaws.com", "DescribeInstances", lambda g:
              '"instancesSet":{},"filterSet":{}'), weight=10),
        Ev(ct("get_object_denied", "WARN", "s3.amazonaws.com", "GetObject", bucket,
              ("AccessDenied", "User: {user} is not authorized to perform: s3:GetObject")),
           weight=1),
        Ev(ct("delete_bucket", "WARN", "s3.amazonaws.com", "DeleteBucket", lambda g:
              f'"bucketName":"{g.pick(_SERVICES)}-{g.pick(_WORDS)}"'), count=1),
        Ev(ct("console_login_failed", "WARN", "signin.amazonaws.com", "ConsoleLogin",
              lambda g: "", ("Failed authentication", "Failed authentication")), count=2),
        Ev(ct("create_key", "WARN", "iam.amazonaws.com", "CreateAccessKey", lambda g:
              f'"userName":"{g.pick(_FIRST)}"'), count=2),
        Ev(ct("stop_logging", "ERROR", "cloudtrail.amazonaws.com", "StopLogging", lambda g:
              '"name":"arn:aws:cloudtrail:eu-west-1:123456789012:trail/org-trail"'), count=1),
        Ev(ct("throttled", "WARN", "dynamodb.amazonaws.com", "DescribeTable", lambda g:
              f'"tableName":"{g.table()}"', ("ThrottlingException", "Rate exceeded")),
           weight=0.5),
    ]


# ---------------------------------------------------------------------------------------------
# 28. A JVM's unified GC log (-Xlog:gc*:file:time,uptime,level,tags)


def jvm_gc_events() -> list[Ev]:
    def gc(tid: str, level: str, tags: str, body: Callable[[Gen], str]
           ) -> Callable[[Gen], None]:
        def go(g: Gen) -> None:
            ts = g.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{g.t.microsecond // 1000:03d}+0000"
            up = f"{(g.t.timestamp() - 1796000000):.3f}s"
            g.emit(tid, level, f"[{ts}][{up}][{level.lower():<7}][{tags:<14}] {body(g)}")
        return go

    def heap(g: Gen) -> str:
        return f"{g.n(100, 4000)}M->{g.n(50, 2000)}M({g.n(4000, 8192)}M)"

    def cycle(g: Gen) -> None:
        n = g.n(1, 99999)
        gc("pause_young", "INFO", "gc", lambda g: f"GC({n}) Pause Young (Normal) (G1 Evacuation "
           f"Pause) {heap(g)} {g.f(1, 90)}ms")(g)
        gc("phases_pre", "INFO", "gc,phases", lambda g: f"GC({n})   Pre Evacuate Collection Set: "
           f"{g.f(0, 1, 1)}ms")(g)
        gc("phases_merge", "INFO", "gc,phases", lambda g: f"GC({n})   Merge Heap Roots: "
           f"{g.f(0, 1, 1)}ms")(g)
        gc("phases_evac", "INFO", "gc,phases", lambda g: f"GC({n})   Evacuate Collection Set: "
           f"{g.f(1, 90, 1)}ms")(g)
        gc("phases_post", "INFO", "gc,phases", lambda g: f"GC({n})   Post Evacuate Collection "
           f"Set: {g.f(0, 9, 1)}ms")(g)
        gc("eden", "INFO", "gc,heap", lambda g: f"GC({n}) Eden regions: {g.n(10, 999)}->0"
           f"({g.n(10, 999)})")(g)
        gc("survivor", "INFO", "gc,heap", lambda g: f"GC({n}) Survivor regions: {g.n(0, 99)}->"
           f"{g.n(0, 99)}({g.n(0, 99)})")(g)
        gc("old", "INFO", "gc,heap", lambda g: f"GC({n}) Old regions: {g.n(10, 2000)}->"
           f"{g.n(10, 2000)}")(g)

    return [
        Ev(cycle, weight=20),
        Ev(gc("concurrent_start", "INFO", "gc", lambda g: f"GC({g.n(1, 99999)}) Pause Young "
              f"(Concurrent Start) (G1 Humongous Allocation) {heap(g)} {g.f(1, 90)}ms"), weight=2),
        Ev(gc("prepare_mixed", "INFO", "gc", lambda g: f"GC({g.n(1, 99999)}) Pause Young "
              f"(Prepare Mixed) (G1 Evacuation Pause) {heap(g)} {g.f(1, 90)}ms"), weight=1),
        Ev(gc("mixed", "INFO", "gc", lambda g: f"GC({g.n(1, 99999)}) Pause Young (Mixed) "
              f"(G1 Evacuation Pause) {heap(g)} {g.f(1, 90)}ms"), weight=1),
        Ev(gc("remark", "INFO", "gc", lambda g: f"GC({g.n(1, 99999)}) Pause Remark {heap(g)} "
              f"{g.f(1, 90)}ms"), weight=1),
        Ev(gc("cleanup", "INFO", "gc", lambda g: f"GC({g.n(1, 99999)}) Pause Cleanup {heap(g)} "
              f"{g.f(0, 9)}ms"), weight=1),
        Ev(gc("to_space", "WARN", "gc", lambda g: f"GC({g.n(1, 99999)}) To-space exhausted"),
           count=2),
        Ev(gc("full", "WARN", "gc", lambda g: f"GC({g.n(1, 99999)}) Pause Full (G1 Compaction "
              f"Pause) {heap(g)} {g.f(500, 9000)}ms"), count=2),
        Ev(gc("humongous", "INFO", "gc,humongous", lambda g: f"GC({g.n(1, 99999)}) Humongous "
              f"regions: {g.n(0, 99)}->{g.n(0, 99)}"), weight=2),
        Ev(gc("oom", "ERROR", "gc", lambda g: "Attempt heap expansion (allocation request "
              f"failed). Allocation request: {g.n(10**6, 10**8)}B"), count=1),
    ]


# ---------------------------------------------------------------------------------------------
# 29. Squid's native access log: result code and status glued in one token (TCP_MISS/200)


def squid_events() -> list[Ev]:
    mimes = ("text/html", "application/json", "image/png", "application/javascript", "text/css",
             "-")

    def sq(tid: str, level: str, result: str, statuses: tuple[int, ...], hier: str
           ) -> Callable[[Gen], None]:
        def go(g: Gen) -> None:
            host = f"{g.pick(_STARS)}.{g.pick(_DOMAINS)}"
            method = "CONNECT" if result == "TCP_TUNNEL" else g.pick(("GET", "GET", "POST"))
            url = f"{host}:443" if method == "CONNECT" else f"http://{host}{g.web_path()}"
            peer = f"{hier}/{g.ip()}" if hier != "HIER_NONE" else "HIER_NONE/-"
            g.emit(tid, level, f"{g.t.timestamp():.3f} {g.n(0, 99999):>6} {g.ip()} {result}/"
                               f"{g.pick(statuses)} {g.n(0, 10**7)} {method} {url} "
                               f"{g.user() if g.r.random() < 0.3 else '-'} {peer} "
                               f"{'-' if method == 'CONNECT' else g.pick(mimes)}")
        return go

    def cache(tid: str, level: str, body: Callable[[Gen], str]) -> Callable[[Gen], None]:
        return lambda g: g.emit(tid, level, f"{g.t.strftime('%Y/%m/%d %H:%M:%S')} kid1| "
                                            f"{body(g)}")

    return [
        Ev(sq("miss", "INFO", "TCP_MISS", (200, 200, 301, 304, 404), "HIER_DIRECT"), weight=40),
        Ev(sq("hit", "INFO", "TCP_HIT", (200,), "HIER_NONE"), weight=15),
        Ev(sq("mem_hit", "INFO", "TCP_MEM_HIT", (200,), "HIER_NONE"), weight=8),
        Ev(sq("refresh", "INFO", "TCP_REFRESH_UNMODIFIED", (304, 200), "HIER_DIRECT"), weight=4),
        Ev(sq("tunnel", "INFO", "TCP_TUNNEL", (200,), "HIER_DIRECT"), weight=20),
        Ev(sq("denied", "WARN", "TCP_DENIED", (403,), "HIER_NONE"), weight=2),
        Ev(sq("upstream_fail", "ERROR", "TCP_MISS_ABORTED", (0,), "HIER_DIRECT"), count=3),
        Ev(sq("none_503", "ERROR", "NONE_NONE", (503,), "HIER_NONE"), count=2),
        Ev(cache("dns_failed", "WARN", lambda g: f"ipcacheParse: No Address records in response to "
                 f"'{g.pick(_STARS)}.{g.pick(_DOMAINS)}'"), weight=0.5),
        Ev(cache("swap_full", "WARN", lambda g: "WARNING: Disk space over limit: "
                 f"{g.n(10**6, 10**7)}.00 KB > {g.n(10**6, 10**7)} KB"), count=2),
        Ev(cache("reconfigure", "INFO", lambda g: "Reconfiguring Squid Cache (version 6.10)..."),
           count=1),
    ]


# ---------------------------------------------------------------------------------------------
# 30. BIND named: query log and query-errors, with digit-free names everywhere


def bind_events() -> list[Ev]:
    def nm(tid: str, level: str, cat: str, body: Callable[[Gen], str]) -> Callable[[Gen], None]:
        def go(g: Gen) -> None:
            ts = g.t.strftime("%d-%b-%Y %H:%M:%S.") + f"{g.t.microsecond // 1000:03d}"
            g.emit(tid, level, f"{ts} {cat}: {body(g)}")
        return go

    def name(g: Gen) -> str:
        return f"{g.pick(_STARS)}.{g.pick(_DOMAINS)}"

    def client(g: Gen, n: str) -> str:
        return f"client @0x7f{g.hex(10)} {g.ip()}#{g.port()} ({n})"

    def query(g: Gen) -> str:
        n = name(g)
        return (f"{client(g, n)}: query: {n} IN {g.pick(('A', 'AAAA', 'MX', 'TXT', 'SRV'))} "
                f"+{g.pick(('E(0)', 'E(0)K', 'EDC'))} ({g.ip()})")

    return [
        Ev(nm("query", "INFO", "queries: info", query), weight=80),
        Ev(nm("servfail", "WARN", "query-errors: info", lambda g: f"{client(g, name(g))}: query "
              f"failed (SERVFAIL) for {name(g)}/IN/A at query.c:{g.n(1000, 9999)}"), weight=2),
        Ev(nm("refused", "WARN", "query-errors: info", lambda g: f"{client(g, name(g))}: query "
              f"failed (REFUSED) for {name(g)}/IN/A at query.c:{g.n(1000, 9999)}"), weight=1),
        Ev(nm("denied", "WARN", "security: info", lambda g: f"{client(g, name(g))}: query "
              f"(cache) '{name(g)}/A/IN' denied"), weight=1),
        Ev(nm("lame", "INFO", "lame-servers: info", lambda g: f"broken trust chain resolving "
              f"'{name(g)}/A/IN': {g.ip()}#53"), weight=1),
        Ev(nm("transfer_ok", "INFO", "xfer-out: info", lambda g: f"{client(g, name(g))}: "
              f"transfer of '{g.pick(_DOMAINS)}/IN': AXFR ended"), count=2),
        Ev(nm("transfer_started", "INFO", "xfer-out: info", lambda g: f"{client(g, name(g))}: "
              f"transfer of '{g.pick(_DOMAINS)}/IN': AXFR started (serial "
              f"{g.n(10**9, 2 * 10**9)})"),
           count=2),
        Ev(nm("zone_loaded", "INFO", "general: info", lambda g: f"zone {g.pick(_DOMAINS)}/IN: "
              f"loaded serial {g.n(10**9, 2 * 10**9)}"), count=3),
        Ev(nm("zone_expired", "ERROR", "general: error", lambda g: f"zone {g.pick(_DOMAINS)}/IN: "
              "expired"), count=1),
        Ev(nm("rate_limit", "WARN", "rate-limit: info", lambda g: f"limit responses to "
              f"{g.ip()}/24 for {name(g)} IN A  ({g.hex(8)})"), weight=0.5),
        Ev(nm("dnssec_fail", "ERROR", "dnssec: info", lambda g: f"validating {name(g)}/A: no "
              "valid signature found"), count=2),
    ]


# ---------------------------------------------------------------------------------------------
# 31. Apache Airflow task logs ([date] {file.py:line} LEVEL - message), DAG and task names


def airflow_events() -> list[Ev]:
    dags = tuple(f"{a}_{b}" for a in ("etl", "sync", "report", "ml") for b in
                 ("daily", "hourly", "orders", "customers", "inventory"))
    tasks = ("extract", "load_orders", "transform", "publish", "validate_schema", "notify_slack",
             "refresh_view", "train_model")

    def af(tid: str, level: str, where: str, body: Callable[[Gen], str]) -> Callable[[Gen], None]:
        name = {"WARN": "WARNING"}.get(level, level)

        def go(g: Gen) -> None:
            ts = g.t.strftime("%Y-%m-%d, %H:%M:%S UTC")
            g.emit(tid, level, f"[{ts}] {{{where}:{g.n(10, 2000)}}} {name} - {body(g)}")
        return go

    def ti(g: Gen, state: str) -> str:
        run = (g.t - timedelta(days=1)).strftime("%Y-%m-%dT00:00:00+00:00")
        return f"<TaskInstance: {g.pick(dags)}.{g.pick(tasks)} scheduled__{run} [{state}]>"

    def failure(g: Gen) -> None:
        af("task_failed", "ERROR", "taskinstance.py", lambda g: "Task failed with exception")(g)
        g.emit("tb_head", "ERROR", "Traceback (most recent call last):")
        for _ in range(g.n(2, 3)):
            g.emit("tb_file", "ERROR", f'  File "/opt/airflow/dags/{g.pick(dags)}.py", line '
                                       f"{g.n(10, 400)}, in {g.pick(tasks)}")
            g.emit("tb_code", "ERROR", f"    {g.pick(('hook.run(sql)', 'df = fetch(conn)'))}")
        g.emit("exc_conn", "ERROR", "psycopg2.OperationalError: connection to server at "
                                    f"\"{g.host()}\" ({g.ip()}), port 5432 failed: timeout "
                                    "expired")
        af("marking_failed", "INFO", "taskinstance.py", lambda g: f"Marking task as FAILED. "
           f"dag_id={g.pick(dags)}, task_id={g.pick(tasks)}, execution_date=20261129T000000, "
           f"start_date=20261130T{g.n(0, 23):02d}0400, end_date=20261130T{g.n(0, 23):02d}0412")(g)

    return [
        Ev(af("deps_met", "INFO", "taskinstance.py", lambda g: "Dependencies all met for "
              f"dep_context=non-requeueable deps ti={ti(g, 'queued')}"), weight=20),
        Ev(af("starting", "INFO", "taskinstance.py", lambda g: f"Starting attempt {g.n(1, 3)} of "
              f"{g.n(3, 4)}"), weight=10),
        Ev(af("executing", "INFO", "taskinstance.py", lambda g: f"Executing {ti(g, 'running')} "
              "on 2026-11-29 00:00:00+00:00"), weight=10),
        Ev(af("sql", "INFO", "sql.py", lambda g: f"Running statement: INSERT INTO "
              f"{g.table()}_daily SELECT * FROM {g.table()} WHERE day = %(day)s, parameters: "
              "{'day': '2026-11-29'}"), weight=10),
        Ev(af("rows", "INFO", "sql.py", lambda g: f"Rows affected: {g.n(0, 10**6)}"), weight=10),
        Ev(af("marking_success", "INFO", "taskinstance.py", lambda g: f"Marking task as SUCCESS."
              f" dag_id={g.pick(dags)}, task_id={g.pick(tasks)}, execution_date=20261129T000000"
              f", start_date=20261130T{g.n(0, 23):02d}0400, end_date=20261130T"
              f"{g.n(0, 23):02d}0412"), weight=10),
        Ev(af("exit_code", "INFO", "local_task_job_runner.py", lambda g: "Task exited with "
              f"return code {g.pick((0, 0, 0, 1))}"), weight=10),
        Ev(failure, count=2),
        Ev(af("retry", "INFO", "taskinstance.py", lambda g: f"Marking task as UP_FOR_RETRY. "
              f"dag_id={g.pick(dags)}, task_id={g.pick(tasks)}, execution_date=20261129T000000"
              ), weight=1),
        Ev(af("sla_miss", "WARN", "dagrun.py", lambda g: f"SLA miss for DAG {g.pick(dags)}: "
              f"task {g.pick(tasks)}"), count=2),
        Ev(af("zombie", "ERROR", "scheduler_job_runner.py", lambda g: "Detected zombie job: "
              f"{{'full_filepath': '/opt/airflow/dags/{g.pick(dags)}.py', 'processor_subdir': "
              f"None, 'msg': 'Detected {ti(g, 'running')} as zombie'}}"), count=1),
    ]


# ---------------------------------------------------------------------------------------------
# 32. Prometheus server (go-kit logfmt: ts= caller= level= component= msg= ...)


def prometheus_events() -> list[Ev]:
    jobs = ("node", "kubelet", "cadvisor", "blackbox", "postgres-exporter", "redis-exporter",
            *(f"{s}-metrics" for s in _SERVICES[:10]))

    def pm(tid: str, level: str, caller: str, component: str, body: Callable[[Gen], str]
           ) -> Callable[[Gen], None]:
        def go(g: Gen) -> None:
            comp = f' component="{component}"' if " " in component else f" component={component}"
            g.emit(tid, level, f"ts={g.iso_ms()} caller={caller}:{g.n(10, 1900)} "
                               f"level={level.lower()}{comp} {body(g)}")
        return go

    def target(g: Gen) -> str:
        return f"target=http://{g.pick(_STARS)}.{g.pick(_ZONES)}.internal:9100/metrics"

    return [
        Ev(pm("compact", "INFO", "compact.go", "tsdb", lambda g: f'msg="write block" '
              f"mint={g.n(10**12, 2 * 10**12)} maxt={g.n(10**12, 2 * 10**12)} ulid="
              f"{g.alnum(26, string.ascii_uppercase + string.digits)} duration={g.f(0, 9)}s"),
           weight=10),
        Ev(pm("head_gc", "INFO", "head.go", "tsdb", lambda g: f'msg="Head GC completed" '
              f"caller=truncateMemory duration={g.f(0, 900)}ms"), weight=10),
        Ev(pm("checkpoint", "INFO", "head.go", "tsdb", lambda g: f'msg="WAL checkpoint complete"'
              f" first={g.n(1, 9999)} last={g.n(1, 9999)} duration={g.f(0, 9)}s"), weight=5),
        Ev(pm("append_failed", "WARN", "scrape.go", "scrape manager", lambda g: f"scrape_pool="
              f'{g.pick(jobs)} {target(g)} msg="Append failed" err="out of bounds"'), weight=4),
        Ev(pm("scrape_failed", "DEBUG", "scrape.go", "scrape manager", lambda g: f"scrape_pool="
              f'{g.pick(jobs)} {target(g)} msg="Scrape failed" err="Get \\"http://'
              f'{g.pick(_STARS)}:9100/metrics\\": context deadline exceeded"'), weight=20),
        Ev(pm("dup_samples", "WARN", "scrape.go", "scrape manager", lambda g: f"scrape_pool="
              f'{g.pick(jobs)} {target(g)} msg="Error on ingesting samples with different value '
              f'but same timestamp" num_dropped={g.n(1, 999)}'), weight=2),
        Ev(pm("notify_failed", "ERROR", "notifier.go", "notifier", lambda g: f"alertmanager="
              f"http://{g.pick(_STARS)}:9093/api/v2/alerts count={g.n(1, 99)} "
              'msg="Error sending alert" err="Post \\"http://alertmanager:9093/api/v2/alerts\\": '
              'dial tcp: lookup alertmanager on 10.96.0.10:53: no such host"'), count=3),
        Ev(pm("rule_failed", "WARN", "manager.go", "rule manager", lambda g: f"file=/etc/"
              f"prometheus/rules/{g.pick(_SERVICES)}.yaml group={g.pick(_SERVICES)} "
              f'name={g.pick(("HighErrorRate", "HighLatency", "PodCrashLooping"))} '
              f'index={g.n(0, 9)} msg="Evaluating rule failed" err="many-to-many matching not '
              'allowed: matching labels must be unique on one side"'), count=2),
        Ev(pm("reload", "INFO", "main.go", "main", lambda g: 'msg="Completed loading of '
              f'configuration file" filename=/etc/prometheus/prometheus.yml totalDuration='
              f"{g.f(1, 900)}ms"), count=2),
        Ev(pm("wal_corrupt", "ERROR", "db.go", "tsdb", lambda g: 'msg="Encountered WAL read '
              f'error, attempting repair" err="corruption in segment /prometheus/wal/'
              f'{g.n(10**7, 10**8):08d} at {g.n(1, 10**6)}: unexpected full record"'), count=1),
        Ev(pm("k8s_watch", "WARN", "klog.go", "k8s_client_runtime", lambda g: "func="
              f'Warningf msg="pkg/mod/k8s.io/client-go/tools/cache/reflector.go:{g.n(100, 999)}:'
              ' watch of *v1.Endpoints ended with: very short watch"'), weight=0.5),
    ]


# ---------------------------------------------------------------------------------------------
# the catalogue


@dataclass(frozen=True)
class Format:
    """A log format: its events, and whether its files start with a UTF-8 byte order mark."""

    name: str
    events: Callable[[], list[Ev]]
    bom: bool = False


FORMATS: dict[str, Format] = {f.name: f for f in (
    Format("cassandra", cassandra_events),
    Format("kafka", kafka_events),
    Format("postgresql", postgres_events),
    Format("mysql", mysql_events),
    Format("redis", redis_events),
    Format("haproxy", haproxy_events),
    Format("envoy", envoy_events),
    Format("traefik_json", traefik_events),
    Format("journal_syslog", journal_events),
    Format("linux_audit", audit_events),
    Format("kubelet_klog", kubelet_events),
    Format("zap_json", zap_events),
    Format("logrus_text", logrus_events),
    Format("python_django", python_events),
    Format("github_actions", actions_events, bom=True),
    Format("windows_events", windows_events),
    Format("elasticsearch", elasticsearch_events),
    Format("rails", rails_events),
    Format("heroku", heroku_events),
    Format("aws_alb", alb_events),
    Format("ingress_nginx", ingress_nginx_events),
    Format("spring_boot", spring_events),
    Format("consul", consul_events),
    Format("mongodb_json", mongodb_events),
    Format("apache_httpd", apache_events),
    Format("pino_json", pino_events),
    Format("cloudtrail_json", cloudtrail_events),
    Format("jvm_gc", jvm_gc_events),
    Format("squid", squid_events),
    Format("bind", bind_events),
    Format("airflow", airflow_events),
    Format("prometheus", prometheus_events),
)}


def corpus(name: str, seed: int = 0, n: int = 2000) -> Corpus:
    """`n` lines of format `name`, the same for the same seed."""
    fmt = FORMATS[name]
    c = _run(name, fmt.events(), seed, n)
    if fmt.bom and c.lines:
        c.lines[0] = "\ufeff" + c.lines[0]
    return c


def generate(name: str, seed: int = 0, n: int = 2000) -> tuple[list[str], list[str]]:
    """`(lines, truth)`: `truth[i]` is the true template id of `lines[i]`."""
    c = corpus(name, seed, n)
    return c.lines, c.truth
