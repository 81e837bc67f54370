"""Test corpus generators for a log fold: telemetry / log-shipping agents ("agents_outside").

Every line is built from a *message spec*: a format string whose ``{field}`` placeholders are the
variables (``{=71}`` is a variable whose value happens to be fixed per message, e.g. a source line
number).  The truth template is the spec with every placeholder replaced by ``<*>``.  Each
``make(rng)`` returns exactly 2000 rows ``{"line", "template", "level"}`` in time order.  Events are
drawn with Zipf-like weights over the spec list (most common first) and every spec is forced to
occur at least once; value pools (hosts, paths, checks, ...) are Zipf-skewed as well.

datadog_agent
    ``2026-12-05 08:21:13 UTC | CORE | INFO | (pkg/collector/worker/check_logger.go:71 in
    CheckStarted) | check:cpu | Running check...``.  Variable: date, time, zone token, source line
    number (``file.go:<*>``), check names / check ids, python check instance hashes and
    ``(file.py:<*>)`` locations, URLs/endpoints, HTTP status strings, error text (Go net errors,
    single-line JSON python tracebacks with literal ``\\n``), counts, hostnames, versions, paths,
    addresses.  Constant: ``CORE``, level word, Go source file and function, message wording.
vector
    ``2026-12-05T08:21:13.123456Z  INFO vector::topology::running: Running healthchecks.`` with
    optional component spans ``sink{component_kind="sink" component_id=es_out
    component_type=elasticsearch}:`` and ``request{request_id=42}:``.  Variable: timestamp,
    component_id / component_type (and all ``key=value`` values: file, error, reason, count,
    addresses, versions), request ids.  Constant: the level word (right-aligned to 5), the span
    name and component_kind, the Rust module target, message text, fixed literals like
    ``error_type="conversion_failed"`` and ``internal_log_rate_limit=true``.
promtail
    go-kit logfmt ``level=info ts=2026-12-05T08:21:13.123456789Z caller=filetargetmanager.go:361
    msg="Adding target" key="..."`` (RFC3339Nano, trailing zeros trimmed).  Variable: ts, caller
    line number, paths, directories, target keys (label sets), Loki host, HTTP status, tenant,
    error strings, versions, ports, md5sums.  Constant: level, caller file, component names,
    msg wording, the empty ``tenant=`` when no tenant is set (tenant present is its own spec).
collectd
    BSD syslog ``Dec  5 08:21:13 host collectd[1234]: plugin_load: plugin "cpu" successfully
    loaded.`` (day space-padded).  No level in the line, so level is ``-``.  Variable: month, day,
    time, host, pid, plugin names, value-list identifiers, epoch times, durations, curl status
    codes and error text, rrd file paths, URLs, counts; python tracebacks are one row per physical
    line (``Traceback ...``, ``  File "...", line N, in f``, code line, exception line).
    Constant: plugin prefix wording (``write_http plugin:``), message text.
filebeat_json
    ECS JSON ``{"log.level":"info","@timestamp":"...","log.logger":"harvester","log.origin":
    {"file.name":"log/harvester.go","file.line":311},"message":"...","service.name":"filebeat",
    "ecs.version":"1.6.0"}``; monitoring lines carry a ``"monitoring":{"metrics":{...}}`` object
    whose key set differs between the busy and the idle variant (two specs).  Variable:
    timestamp, ``file.line``, paths/globs, counts, ids, URLs, error text, versions, every metric
    number.  Constant: level word, logger, source file name, message wording, JSON keys.
newrelic_infra
    logrus text ``time="2026-12-05T08:21:13Z" level=info msg="..." component=... key=value``
    (keys sorted, values quoted only when needed).  Variable: time, integration names/instances,
    runner uids, errors, pids, durations, versions, entity keys, files, counts.  Constant: level
    (``warning`` -> WARN), msg wording, component names, fixed service/component values.
"""
from __future__ import annotations

import random
import re
import uuid
from datetime import datetime, timedelta
from typing import Callable

N_ROWS = 2000
EVENT_ZIPF = 1.45
FIELD_RE = re.compile(r"\{(=[^{}]*|[a-z][a-z_]*[0-9]*)\}")


def tmpl(fmt: str) -> str:
    return FIELD_RE.sub("<*>", fmt)


class Ctx:
    __slots__ = ("r", "t", "ns", "memo")

    def __init__(self, r: random.Random, t: datetime, memo: dict):
        self.r, self.t, self.memo = r, t, memo
        self.ns = r.randrange(1000)

    def once(self, key, fn):
        if key not in self.memo:
            self.memo[key] = fn()
        return self.memo[key]


class Zipf:
    """Zipf-skewed picker over a list (shuffled by the rng so the head differs per seed)."""

    def __init__(self, r: random.Random, items, s: float = 1.05):
        items = list(dict.fromkeys(items))
        assert items
        r.shuffle(items)
        self.items, acc, self.cum = items, 0.0, []
        for i in range(len(items)):
            acc += 1.0 / (i + 1) ** s
            self.cum.append(acc)

    def __call__(self, r: random.Random):
        return r.choices(self.items, cum_weights=self.cum)[0]


# ---------------------------------------------------------------- generic value helpers
def hx(r, n):
    return "".join(r.choice("0123456789abcdef") for _ in range(n))


def uid(r):
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def ipv4(r):
    k = r.random()
    if k < 0.6:
        return f"10.{r.randrange(0, 40)}.{r.randrange(0, 256)}.{r.randrange(1, 255)}"
    if k < 0.85:
        return f"172.{r.randrange(16, 32)}.{r.randrange(0, 256)}.{r.randrange(1, 255)}"
    return f"192.168.{r.randrange(0, 8)}.{r.randrange(1, 255)}"


def eph_port(r):
    return str(r.randrange(32768, 61000))


def go_dur(r):
    k = r.random()
    if k < 0.4:
        return f"{r.uniform(0.2, 999):.6f}".rstrip("0").rstrip(".") + "ms"
    if k < 0.8:
        return f"{r.uniform(1, 59):.9f}".rstrip("0").rstrip(".") + "s"
    return f"{r.randrange(1, 30)}m{r.randrange(0, 60)}.{r.randrange(0, 10**6):06d}s"


def lin(r, lo, hi):
    """Log-uniform integer in [lo, hi]."""
    import math
    return str(int(math.exp(r.uniform(math.log(lo), math.log(hi + 1)))))


HOST_ROLES = ["web", "api", "db", "cache", "worker", "kafka", "es", "ingest", "batch", "edge",
              "auth", "search", "mq", "ci", "k8s-node", "gpu", "stream", "lb"]
DCS = ["use1", "usw2", "euw1", "fra1", "ams3", "sin1"]


def host_pool(r, n=70, s=1.0):
    names = set()
    while len(names) < n:
        k = r.random()
        if k < 0.55:
            names.add(f"{r.choice(HOST_ROLES)}-{r.randrange(1, 40):02d}")
        elif k < 0.8:
            names.add(f"{r.choice(HOST_ROLES)}{r.randrange(1, 12)}-{r.choice(DCS)}")
        else:
            names.add(f"ip-10-{r.randrange(0, 40)}-{r.randrange(0, 256)}-{r.randrange(1, 255)}")
    return Zipf(r, sorted(names), s)


NAMESPACES = ["default", "kube-system", "monitoring", "logging", "payments", "checkout", "search",
              "ingress-nginx", "cert-manager", "argocd", "data", "auth"]
APPS = ["nginx", "api", "checkout", "cart", "frontend", "redis", "postgres", "worker", "scheduler",
        "coredns", "kube-proxy", "fluent-bit", "prometheus", "grafana", "loki", "envoy", "billing",
        "notifier", "search-indexer", "auth-svc", "ledger", "gateway", "cronjob-sync"]
LOGFILES = ["/var/log/syslog", "/var/log/messages", "/var/log/auth.log", "/var/log/kern.log",
            "/var/log/nginx/access.log", "/var/log/nginx/error.log", "/var/log/app/app.log",
            "/var/log/app/worker.log", "/var/log/postgresql/postgresql-15-main.log",
            "/var/log/redis/redis-server.log", "/var/log/mysql/error.log", "/var/log/dpkg.log",
            "/var/log/haproxy.log", "/var/log/audit/audit.log", "/opt/app/logs/server.log",
            "/opt/app/logs/gc.log", "/var/log/cloud-init.log", "/var/log/apt/history.log",
            "/srv/billing/logs/billing.json", "/var/log/containers/ingest.log"]


def pod_pool(r, n=60):
    pods = []
    for _ in range(n):
        app = r.choice(APPS)
        ns = r.choice(NAMESPACES)
        tail = "".join(r.choice("bcdfghjklmnpqrstvwxz2456789") for _ in range(5))
        pod = f"{app}-{hx(r, 10)[:r.choice([9, 10])]}-{tail}" if r.random() < 0.8 else f"{app}-{r.randrange(0, 4)}"
        pods.append((ns, pod, uid(r), app))
    return Zipf(r, pods, 1.0)


def logfile_pool(r, pods):
    paths = list(LOGFILES)
    for ns, pod, u, app in pods.items:
        paths.append(f"/var/log/pods/{ns}_{pod}_{u}/{app}/{r.randrange(0, 3)}.log")
        paths.append(f"/var/log/containers/{pod}_{ns}_{app}-{hx(r, 64)}.log")
    for i in range(1, 5):
        paths.append(f"/var/log/syslog.{i}")
        paths.append(f"/var/log/nginx/access.log.{i}")
    return Zipf(r, paths, 0.9)


# ---------------------------------------------------------------- builder
Spec = tuple  # (level, fmt) or list of such for a multi-line record
SPEC_TEMPLATES: dict[str, set[str]] = {}


def build(rng: random.Random, name: str, specs: list, gens: dict, start: datetime,
          gap: Callable[[random.Random], float]) -> list[dict[str, str]]:
    groups = [sp if isinstance(sp, list) else [sp] for sp in specs]
    all_t = [tmpl(f) for g in groups for _, f in g]
    assert len(set(all_t)) == len(all_t), (name, [t for t in all_t if all_t.count(t) > 1])
    assert 25 <= len(all_t) <= 60, (name, len(all_t))
    SPEC_TEMPLATES[name] = set(all_t)
    k = len(groups)
    w = [1.0 / (i + 1) ** EVENT_ZIPF for i in range(k)]
    singles = [i for i in range(k) if len(groups[i]) == 1]
    picks = list(range(k))
    total = sum(len(g) for g in groups)
    while total < N_ROWS:
        i = rng.choices(range(k), weights=w)[0]
        if len(groups[i]) > N_ROWS - total:
            i = rng.choices(singles, weights=[w[j] for j in singles])[0]
        picks.append(i)
        total += len(groups[i])
    rng.shuffle(picks)
    rows, t = [], start
    for i in picks:
        t += timedelta(seconds=gap(rng))
        memo: dict = {}
        for lvl, fmt in groups[i]:
            c = Ctx(rng, t, memo)

            def sub(m, c=c):
                key = m.group(1)
                if key[0] == "=":
                    return key[1:]
                v = gens[key.rstrip("0123456789")](c)
                assert v, (name, key)
                return v

            rows.append({"line": FIELD_RE.sub(sub, fmt), "template": tmpl(fmt), "level": lvl})
    assert len(rows) == N_ROWS
    return rows


def start_time(rng):
    return datetime(2026, 12, 5, 8, 21, 13) + timedelta(seconds=rng.uniform(0, 6 * 3600),
                                                       microseconds=rng.randrange(10**6))


def bursty(mean):
    def gap(r):
        return r.expovariate(1.0 / mean) if r.random() < 0.7 else r.uniform(0, 0.05)
    return gap


# ======================================================================== datadog_agent
DD_CHECKS = ["cpu", "disk", "io", "memory", "load", "network", "uptime", "ntp", "file_handle",
             "docker", "container", "containerd", "kubelet", "kubernetes_state_core", "process",
             "postgres", "redisdb", "nginx", "http_check", "tcp_check", "mysql", "kafka_consumer",
             "elastic", "rabbitmq", "coredns", "etcd", "openmetrics", "cri", "telemetry",
             "container_image", "container_lifecycle", "sbom", "orchestrator_pod", "system_core",
             "cpu_check", "oom_kill", "tcp_queue_length", "process_agent", "haproxy", "consul"]
DD_PY = {"postgres": "postgres.py", "redisdb": "redisdb.py", "nginx": "nginx.py",
         "http_check": "http_check.py", "mysql": "mysql.py", "kafka_consumer": "kafka_consumer.py",
         "elastic": "elastic.py", "rabbitmq": "rabbitmq.py", "haproxy": "haproxy.py",
         "consul": "consul.py", "tcp_check": "tcp_check.py", "openmetrics": "base.py"}
DD_GENERIC_WARN = ["Timed out after {ms} ms waiting for response from {url}",
                   "Unable to read stats from stats_url {url}: HTTPConnectionPool(host='{host}', port={port}): Read timed out. (read timeout={n})"]
DD_GENERIC_ERR = ["Error while connecting to {host}:{port}: [Errno 111] Connection refused"]
DD_PY_WARN = {
    "postgres": ["Unable to collect statement metrics because pg_stat_statements extension is not loaded in database '{db}'"],
    "nginx": ["Unable to fetch stats from {url}: 503 Server Error: Service Unavailable for url: {url}"],
    "kafka_consumer": ["Consumer group {grp} has no committed offsets for topic {topic}, skipping"],
    "mysql": ["Failed to collect replication metrics: (1227, 'Access denied; you need (at least one of) the SUPER, REPLICATION CLIENT privilege(s) for this operation')"],
    "elastic": ["Cluster health is yellow: {n} unassigned shards"],
}
DD_PY_ERR = {
    "postgres": ["Unable to connect to database '{db}': connection to server at \"{host}\" ({ip}), port {port} failed: FATAL:  password authentication failed for user \"datadog\"",
                 "Error executing query for metrics: canceling statement due to statement timeout"],
    "rabbitmq": ["Unable to get the list of queues: HTTP 401 Unauthorized"],
}
DD_NET_ERR = [
    "dial tcp: lookup {dom} on 127.0.0.53:53: no such host",
    "context deadline exceeded (Client.Timeout exceeded while awaiting headers)",
    "dial tcp {ip}:443: i/o timeout",
    "net/http: TLS handshake timeout",
    "read tcp {ip}:{eport}->{ip2}:443: read: connection reset by peer",
    "dial tcp {ip}:443: connect: connection refused",
    "http2: client connection lost",
    "EOF",
]
DD_HTTP = [("403 Forbidden", '{\\"errors\\": [\\"Forbidden\\"]}'),
           ("413 Request Entity Too Large", '{\\"errors\\": [\\"Payload too large\\"]}'),
           ("400 Bad Request", '{\\"errors\\": [\\"Invalid payload\\"]}'),
           ("404 Not Found", '{\\"errors\\": [\\"Not found\\"]}')]


def fill(r, s, gens):
    """Expand placeholders of a free-text pool entry (values nested inside one variable)."""
    seen: dict = {}
    return re.sub(r"\{([a-z0-9]+)\}", lambda m: seen.setdefault(m.group(1), gens[m.group(1)](r)), s)


def make_datadog(rng: random.Random) -> list[dict[str, str]]:
    hosts = host_pool(rng)
    checks = Zipf(rng, DD_CHECKS, 1.1)
    pychecks = Zipf(rng, list(DD_PY), 1.0)
    versions = Zipf(rng, ["7.52.1", "7.53.0", "7.54.1", "7.49.1", "7.55.2", "7.58.2", "7.60.0"], 1.5)
    eps = Zipf(rng, ["api/v2/series", "api/v1/check_run", "intake/", "api/beta/sketches",
                     "api/v1/metadata", "api/v2/host_metadata", "api/v1/validate",
                     "api/v2/orchmanif", "api/v1/series"], 1.2)
    sites = Zipf(rng, ["datadoghq.com", "datadoghq.eu", "us3.datadoghq.com", "us5.datadoghq.com"], 2.0)
    dbs = Zipf(rng, ["app", "postgres", "billing", "orders", "analytics", "users", "inventory"])
    topics = Zipf(rng, ["orders", "payments", "clickstream", "audit-log", "events.v2", "metrics-raw"])
    groups = Zipf(rng, ["billing-consumer", "indexer", "etl-loader", "notifier", "fraud-scorer"])
    pods = pod_pool(rng)
    paths = logfile_pool(rng, pods)
    inst_hash = {c: Zipf(rng, [hx(rng, 16) for _ in range(5)], 1.2) for c in DD_PY}
    hosts_ext = Zipf(rng, [f"{a}.{b}.svc.cluster.local" for a in APPS[:12] for b in NAMESPACES[:4]] +
                     [f"{h}.internal" for h in hosts.items[:20]], 1.0)

    sub = {
        "db": lambda r: dbs(r), "ms": lambda r: lin(r, 1000, 30000),
        "url": lambda r: f"http://{hosts_ext(r)}:{r.choice(['8080', '9090', '15672', '9200', '80'])}/{r.choice(['status', 'nginx_status', 'stats', 'metrics', '_cluster/health', 'api/overview'])}",
        "grp": lambda r: groups(r), "topic": lambda r: topics(r), "n": lambda r: lin(r, 1, 60),
        "host": lambda r: hosts_ext(r), "eport": eph_port, "port": lambda r: r.choice(["5432", "6379", "3306", "9092", "8080"]),
        "ip": ipv4, "ip2": ipv4, "dom": lambda r: f"{versions(r).replace('.', '-')}-app.agent.{sites(r)}",
    }

    def dd_url(c):
        v = c.once("ver", lambda: versions(c.r))
        return f"https://{v.replace('.', '-')}-app.agent.{sites(c.r)}/{eps(c.r)}"

    def py_err(c):
        chk = c.once("py", lambda: pychecks(c.r))
        f = DD_PY[chk]
        exc = c.r.choice([
            ("ConnectionError", f"HTTPConnectionPool(host='{hosts_ext(c.r)}', port=8080): Max retries exceeded with url: /status"),
            ("KeyError", f"'{c.r.choice(['total', 'stats', 'cluster_name', 'uptime', 'queues'])}'"),
            ("OperationalError", "connection to server on socket \\\"/var/run/postgresql/.s.PGSQL.5432\\\" failed: No such file or directory"),
            ("TimeoutError", "[Errno 110] Connection timed out"),
            ("CheckException", f"Unable to connect to {hosts_ext(c.r)}:{sub['port'](c.r)}")])
        return ('[{"message": "%s", "traceback": "Traceback (most recent call last):\\n  File \\"/opt/datadog-agent/'
                'embedded/lib/python3.11/site-packages/datadog_checks/base/checks/base.py\\", line 1224, in run\\n'
                '    self.check(instance)\\n  File \\"/opt/datadog-agent/embedded/lib/python3.11/site-packages/'
                'datadog_checks/%s/%s\\", line %d, in check\\n    %s\\n%s: %s\\n"}]'
                % (exc[1].replace("'", "'"), chk, f, c.r.randrange(40, 900),
                   c.r.choice(["self._collect_metrics(instance)", "response = self.http.get(url)",
                               "stats = self._get_stats()", "conn = self._connect()"]),
                   exc[0], exc[1]))

    gens = {
        "date": lambda c: c.t.strftime("%Y-%m-%d"), "time": lambda c: c.t.strftime("%H:%M:%S"),
        "tz": lambda c: "UTC", "check": lambda c: checks(c.r),
        "lcheck": lambda c: c.once("lcheck", lambda: c.r.choice(["nginx_custom", "my_app_check", "redis", "pgbouncer_stats", "sqlserver", "custom_queue", "snmp_legacy"])),
        "checkid": lambda c: (lambda k: k if k in ("cpu", "memory", "load", "uptime", "io", "file_handle")
                              else f"{k}:{hx(c.r, 16)}")(checks(c.r)),
        "pycheck": lambda c: c.once("py", lambda: pychecks(c.r)),
        "inst": lambda c: inst_hash[c.once("py", lambda: pychecks(c.r))](c.r),
        "pyfile": lambda c: DD_PY[c.once("py", lambda: pychecks(c.r))],
        "pyline": lambda c: str(c.r.randrange(60, 1400)),
        "pywarn": lambda c: fill(c.r, c.r.choice(DD_PY_WARN.get(c.once("py", lambda: pychecks(c.r)), DD_GENERIC_WARN)), sub),
        "pyerr": lambda c: fill(c.r, c.r.choice(DD_PY_ERR.get(c.once("py", lambda: pychecks(c.r)), DD_GENERIC_ERR)), sub),
        "ddurl": dd_url, "neterr": lambda c: fill(c.r, c.r.choice(DD_NET_ERR), sub),
        "endpoint": lambda c: f"https://{c.once('ver', lambda: versions(c.r)).replace('.', '-')}-app.agent.{sites(c.r)}",
        "httpst": lambda c: c.once("http", lambda: c.r.choice(DD_HTTP))[0],
        "body": lambda c: c.once("http", lambda: c.r.choice(DD_HTTP))[1],
        "n": lambda c: lin(c.r, 1, 400), "small": lambda c: str(c.r.randrange(1, 9)),
        "qlimit": lambda c: c.r.choice(["15728640", "104857600", "31457280"]),
        "interval": lambda c: c.r.choice(["15s", "15s", "15s", "30s", "1m0s", "5m0s", "10s", "1h0m0s"]),
        "runs": lambda c: c.r.choice(["500", "500", "500", "100", "1000"]),
        "pyexc": py_err, "version": lambda c: versions(c.r), "host": lambda c: hosts(c.r),
        "addr": lambda c: c.r.choice(["127.0.0.1:8125", "0.0.0.0:8125", "localhost:8125", ":8125"]),
        "sock": lambda c: c.r.choice(["/var/run/datadog/dsd.socket", "/opt/datadog-agent/run/dsd.socket"]),
        "dsdmsg": lambda c: c.r.choice([f"{a}.{b}:{c.r.randrange(1, 900)}|{t}|#env:prod"
                                       for a in ("app", "web", "worker") for b in ("requests", "latency", "jobs")
                                       for t in ("x", "cc", "timer")]),
        "dsderr": lambda c: c.r.choice(["invalid metric type: \"x\"", "invalid field number for \"app.requests\"",
                                        "no metric value", "could not parse value"]),
        "svc": lambda c: f"{c.r.choice(['docker', 'containerd', 'kubernetes_pod'])}://{hx(c.r, 64)}",
        "tplname": lambda c: c.r.choice(["file:/etc/datadog-agent/conf.d/redisdb.d/auto_conf.yaml",
                                        "container_image:redis", "kubernetes_annotations:nginx",
                                        "file:/etc/datadog-agent/conf.d/postgres.d/conf.yaml",
                                        "container_image:coredns"]),
        "tplvar": lambda c: c.r.choice(["%%host%%", "%%port%%", "%%env_REDIS_PASSWORD%%", "%%host_bridge%%"]),
        "path": lambda c: c.once("path", lambda: paths(c.r)), "off": lambda c: lin(c.r, 1, 90_000_000),
        "nlines": lambda c: lin(c.r, 1, 400_000), "nep": lambda c: c.r.choice(["1", "1", "1", "2"]),
        "kubeerr": lambda c: (lambda ip: f"Get \"https://{ip}:10250/pods\": dial tcp {ip}:10250: connect: {c.r.choice(['connection refused', 'no route to host'])}")(ipv4(c.r)),
        "key": lambda c: "file:" + c.once("path", lambda: paths(c.r)), "pct": lambda c: f"{c.r.uniform(0.1, 99):.2f}",
    }

    def sp(level, word, body):
        return (level, "{date} {time} {tz} | CORE | " + word + " | " + body)

    specs = [
        sp("INFO", "INFO", "(pkg/collector/worker/check_logger.go:{=71} in CheckStarted) | check:{check} | Running check..."),
        sp("INFO", "INFO", "(pkg/collector/worker/check_logger.go:{=88} in CheckFinished) | check:{check} | Done running check"),
        sp("INFO", "INFO", '(pkg/forwarder/transaction/transaction.go:{=433} in internalProcess) | Successfully posted payload to "{ddurl}", the agent will only log transaction success every {=500} transactions'),
        sp("WARN", "WARN", "(pkg/collector/python/datadog_agent.go:{=126} in LogMessage) | {pycheck}:{inst} | ({pyfile}:{pyline}) | {pywarn}"),
        sp("ERROR", "ERROR", '(pkg/forwarder/worker.go:{=184} in process) | Error while processing transaction: error while sending transaction, rescheduling it: Post "{ddurl}": {neterr}'),
        sp("INFO", "INFO", "(pkg/collector/worker/check_logger.go:{=59} in CheckFinished) | check:{check} | Done running check, next runs will be logged every {runs} runs"),
        sp("ERROR", "ERROR", "(pkg/collector/worker/check_logger.go:{=68} in Error) | check:{check} | Error running check: {pyexc}"),
        sp("INFO", "INFO", "(pkg/collector/scheduler/scheduler.go:{=83} in Enter) | Scheduling check {checkid} with an interval of {interval}"),
        sp("WARN", "WARN", "(pkg/forwarder/worker.go:{=196} in process) | Too many errors for endpoint '{ddurl}': retrying later"),
        sp("INFO", "INFO", "(pkg/logs/launchers/file/launcher.go:{=340} in startNewTailer) | Starting a new tailer for: {path} (offset: {off}, whence: {=0}) for tailer key {key}"),
        sp("INFO", "INFO", "(pkg/logs/tailers/file/tailer.go:{=285} in StopAfterFileRotation) | File rotated, stopping tailer for: {path}"),
        sp("WARN", "WARN", "(pkg/dogstatsd/server.go:{=719} in errLog) | Dogstatsd: error parsing metric message '{dsdmsg}': {dsderr}"),
        sp("INFO", "INFO", "(pkg/collector/runner/runner.go:{=175} in Work) | Check {checkid} is already running, skip execution..."),
        sp("ERROR", "ERROR", "(pkg/collector/python/datadog_agent.go:{=126} in LogMessage) | {pycheck}:{inst} | ({pyfile}:{pyline}) | {pyerr}"),
        sp("INFO", "INFO", "(pkg/autodiscovery/autoconfig.go:{=601} in processNewService) | Scheduling check {check} for service {svc}"),
        sp("INFO", "INFO", "(pkg/autodiscovery/autoconfig.go:{=655} in processDelService) | Unscheduling check {check} for removed service {svc}"),
        sp("WARN", "WARN", "(pkg/autodiscovery/configresolver/configresolver.go:{=147} in Resolve) | error resolving template {tplname} for service {svc}: unable to resolve template variable {tplvar}: service not ready"),
        sp("WARN", "WARN", '(pkg/forwarder/transaction/transaction.go:{=451} in internalProcess) | Error code "{httpst}" received while sending transaction to "{ddurl}": "{body}", dropping it'),
        sp("INFO", "INFO", "(pkg/forwarder/transaction/transaction_retry_queue.go:{=92} in Add) | Dropped {n} transactions in this retry attempt: {n} for exceeding the retry queue payloads size limit of {qlimit}, {=0} because the workers are too busy"),
        sp("ERROR", "ERROR", "(pkg/util/kubernetes/kubelet/kubelet.go:{=142} in checkConnection) | Cannot connect to the kubelet: {kubeerr}"),
        sp("INFO", "INFO", "(pkg/logs/tailers/file/tailer.go:{=221} in Stop) | Closed {path} for tailer key {key}. Read {off} bytes and {nlines} lines"),
        sp("WARN", "WARN", "(pkg/collector/scheduler.go:{=206} in getChecks) | Unable to load a check from instance of config '{lcheck}': Python Check Loader: unable to import module '{lcheck}': No module named '{lcheck}'; Core Check Loader: Check {lcheck} not found in Catalog"),
        sp("ERROR", "ERROR", "(pkg/collector/scheduler.go:{=219} in GetChecksFromConfigs) | Unable to load the check: unable to load any check from config '{check}'"),
        sp("INFO", "INFO", '(pkg/forwarder/forwarder.go:{=351} in Start) | Forwarder started, sending to {nep} endpoint(s) with {small} worker(s) each: "{endpoint}" (1 api key(s))'),
        sp("INFO", "INFO", "(cmd/agent/subcommands/run/command.go:{=476} in startAgent) | Starting Datadog Agent v{version}"),
        sp("INFO", "INFO", "(cmd/agent/subcommands/run/command.go:{=509} in startAgent) | Hostname is: {host}"),
        sp("INFO", "INFO", "(pkg/dogstatsd/listeners/udp.go:{=95} in NewUDPListener) | dogstatsd-udp: {addr} successfully initialized"),
        sp("INFO", "INFO", "(pkg/dogstatsd/listeners/uds_common.go:{=155} in NewUDSListener) | dogstatsd-uds: {sock} successfully initialized"),
        sp("ERROR", "ERROR", "(pkg/forwarder/transaction/transaction.go:{=447} in internalProcess) | API Key invalid, dropping transaction for {ddurl}"),
        sp("WARN", "WARN", "(pkg/forwarder/transaction/transaction_retry_queue.go:{=122} in Add) | Retry queue is at {pct}% of its capacity, the oldest transactions will be dropped"),
        sp("INFO", "INFO", "(pkg/collector/python/datadog_agent.go:{=128} in LogMessage) | {pycheck}:{inst} | ({pyfile}:{pyline}) | Connected to {url}"),
        sp("INFO", "INFO", "(cmd/agent/subcommands/run/command.go:{=402} in stopAgent) | See ya!"),
        sp("INFO", "INFO", "(pkg/collector/worker/worker.go:{=138} in Run) | Runner {small}, worker {small}: exiting"),
        sp("FATAL", "CRITICAL", "(pkg/logs/status/status.go:{=201} in Init) | Couldn't start logs-agent: could not find any valid endpoint"),
    ]
    gens["url"] = lambda c: sub["url"](c.r)
    return build(rng, "datadog_agent", specs, gens, start_time(rng), bursty(1.4))


# ======================================================================== vector
def make_vector(rng: random.Random) -> list[dict[str, str]]:
    pods = pod_pool(rng)
    paths = logfile_pool(rng, pods)
    hosts = host_pool(rng, 40)
    sinks = Zipf(rng, [("es_out", "elasticsearch"), ("loki", "loki"), ("s3_archive", "aws_s3"),
                       ("datadog", "datadog_logs"), ("kafka_out", "kafka"), ("http_out", "http"),
                       ("prom_exporter", "prometheus_exporter"), ("splunk", "splunk_hec_logs"),
                       ("clickhouse", "clickhouse"), ("console", "console"), ("logs_es", "elasticsearch"),
                       ("audit_s3", "aws_s3"), ("metrics_remote", "prometheus_remote_write")], 1.0)
    retry_sinks = Zipf(rng, [s for s in sinks.items if s[1] not in ("console", "prometheus_exporter")], 1.0)
    files_src = Zipf(rng, ["app_logs", "nginx_logs", "syslog_files", "var_log", "audit_files", "in"], 1.2)
    k8s_src = Zipf(rng, ["k8s_logs", "kubernetes_logs", "pod_logs"], 1.3)
    sock_src = Zipf(rng, [("syslog_in", "syslog"), ("tcp_in", "socket"), ("fluent_in", "fluent"),
                          ("vector_in", "vector"), ("dd_agent", "datadog_agent"), ("http_in", "http_server")], 1.1)
    transforms = Zipf(rng, [("parse_json", "remap"), ("parse_nginx", "remap"), ("enrich", "remap"),
                            ("normalize", "remap"), ("route_by_app", "remap"), ("parse_syslog", "remap"),
                            ("k8s_parse", "remap"), ("drop_debug", "remap")], 1.1)
    loki_ids = Zipf(rng, ["loki", "loki_k8s", "loki_apps", "loki_audit"], 1.3)
    kafka_ids = Zipf(rng, ["kafka_out", "kafka_events", "kafka_raw"], 1.3)
    brokers = Zipf(rng, [f"kafka-{i}.kafka-headless.{ns}.svc.cluster.local:9092" for i in range(3)
                         for ns in ("data", "kafka")] + [f"b-{i}.msk-prod.kafka.us-east-1.amazonaws.com:9092" for i in range(1, 4)])
    vrl_fns = ["parse_json", "parse_syslog", "parse_nginx_log", "parse_regex", "to_int", "parse_timestamp",
               "parse_key_value", "parse_common_log"]
    vrl_msgs = ["unable to parse json: expected value at line 1 column 1",
                "unable to parse json: trailing characters at line 1 column {col}",
                "unable to parse input as valid syslog message",
                "failed parsing common log line",
                "could not find any pattern matches",
                "Invalid integer \\\"{word}\\\": invalid digit found in string",
                "unable to convert value to timestamp"]
    sink_errs = ["Server responded with an error: 503 Service Unavailable",
                 "Server responded with an error: 429 Too Many Requests",
                 "Server responded with an error: 502 Bad Gateway",
                 "Failed to make HTTP(S) request: error trying to connect: tcp connect error: Connection refused (os error 111)",
                 "Failed to make HTTP(S) request: error trying to connect: dns error: failed to lookup address information: Name or service not known",
                 "Request failed: operation timed out",
                 "Failed to make HTTP(S) request: connection closed before message completed",
                 "CallRequest { source: TimeoutError(TimeoutError { kind: Timeout }) }",
                 "Failed to make HTTP(S) request: error trying to connect: received corrupt message of type InvalidContentType"]
    reasons = ['"503 Service Unavailable: {\\"error\\":\\"unavailable\\"}"',
               '"429 Too Many Requests: Ingestion rate limit exceeded for user fake (limit: 4194304 bytes/sec)"',
               '"500 Internal Server Error: rpc error: code = Unavailable desc = transport is closing"',
               '"502 Bad Gateway: <html><body><h1>502 Bad Gateway</h1></body></html>"',
               '"es_rejected_execution_exception: rejected execution of coordinating operation"']
    words = ["abc", "n/a", "null", "12a", "-", "true", "0x1f"]

    def pick(key, pool):
        return lambda c: c.once(key, lambda: pool(c.r))

    gens = {
        "ts": lambda c: c.t.strftime("%Y-%m-%dT%H:%M:%S.%fZ"),
        "sink_id": lambda c: pick("sink", sinks)(c)[0], "sink_type": lambda c: pick("sink", sinks)(c)[1],
        "rsink_id": lambda c: pick("rsink", retry_sinks)(c)[0], "rsink_type": lambda c: pick("rsink", retry_sinks)(c)[1],
        "file_id": lambda c: files_src(c.r), "k_id": lambda c: k8s_src(c.r),
        "sock_id": lambda c: pick("sock", sock_src)(c)[0], "sock_type": lambda c: pick("sock", sock_src)(c)[1],
        "tr_id": lambda c: pick("tr", transforms)(c)[0], "tr_type": lambda c: pick("tr", transforms)(c)[1],
        "loki_id": lambda c: loki_ids(c.r), "kafka_id": lambda c: kafka_ids(c.r),
        "path": lambda c: paths(c.r), "pos": lambda c: lin(c.r, 1, 250_000_000),
        "sinkerr": lambda c: c.r.choice(sink_errs), "reason": lambda c: c.r.choice(reasons),
        "vrlerr": lambda c: (f'function call error for \\"{c.r.choice(vrl_fns)}\\" at ({c.r.randrange(1, 40)}:{c.r.randrange(1, 80)}): '
                             + c.r.choice(vrl_msgs).replace("{col}", str(c.r.randrange(2, 400))).replace("{word}", c.r.choice(words))),
        "rid": lambda c: c.once("rid", lambda: lin(c.r, 1, 900000)),
        "count": lambda c: lin(c.r, 1, 10000), "times": lambda c: lin(c.r, 1, 5000),
        "ver": lambda c: c.r.choice(["0.34.1", "0.37.0", "0.38.0", "0.39.0", "0.41.1", "0.43.1"]),
        "rev": lambda c: f"{hx(c.r, 7)} {(c.t - timedelta(days=c.r.randrange(20, 400))):%Y-%m-%d} {c.r.randrange(0, 24):02d}:{c.r.randrange(60):02d}:{c.r.randrange(60):02d}.{c.r.randrange(10**9):09d}",
        "loglevel": lambda c: c.r.choice(["vector=info,codec=info,vrl=info,file_source=info,tower_limit=info,rdkafka=info,buffers=info,lapin=info,kube=info",
                                         "debug", "vector=debug,codec=info,vrl=info,file_source=info,tower_limit=info,rdkafka=info,buffers=info,lapin=info,kube=info", "warn"]),
        "cfgpaths": lambda c: c.r.choice(['"/etc/vector/vector.yaml"', '"/etc/vector/vector.toml"',
                                         '"/etc/vector/vector.yaml", "/etc/vector/conf.d"', '"/vector-data-dir/vector.yaml"']),
        "signal": lambda c: c.r.choice(["SIGTERM", "SIGTERM", "SIGINT", "SIGHUP"]),
        "comps": lambda c: ", ".join(sorted(c.r.sample([s[0] for s in sinks.items] + [t[0] for t in transforms.items], c.r.randrange(1, 4)))),
        "secs": lambda c: str(c.r.randrange(1, 60)),
        "reloadpath": lambda c: c.r.choice(['[File("/etc/vector/vector.yaml", None)]', '[File("/etc/vector/vector.toml", None)]',
                                           '[Dir("/etc/vector/conf.d")]']),
        "addr": lambda c: c.once("addr", lambda: c.r.choice(["127.0.0.1:8686", "0.0.0.0:8686", "[::]:8686"])),
        "node": lambda c: f"{hosts(c.r)}.ec2.internal" if c.r.random() < 0.5 else hosts(c.r),
        "kubeerr": lambda c: c.r.choice(["failed to perform initial object list: HyperError: error trying to connect: tcp connect error: Connection refused (os error 111)",
                                        "watch stream failed: Error reading events stream: error reading a body from connection",
                                        "failed to start watching object: ApiError: Unauthorized: Unauthorized (ErrorResponse { status: \"Failure\", message: \"Unauthorized\", reason: \"Unauthorized\", code: 401 })"]),
        "glob": lambda c: c.r.choice(['"/var/log/**/*.log"', '"/var/log/nginx/*.log"', '"/var/log/app/*.log", "/var/log/app/*.json"', '"/var/log/syslog"']),
        "ioerr": lambda c: c.r.choice(["Permission denied (os error 13)", "No such file or directory (os error 2)", "Is a directory (os error 21)"]),
        "broker": lambda c: c.once("broker", lambda: brokers(c.r)),
        "ip": lambda c: ipv4(c.r), "ms": lambda c: str(c.r.randrange(0, 40)),
        "listen": lambda c: c.r.choice(["0.0.0.0:9000", "0.0.0.0:514", "0.0.0.0:24224", "0.0.0.0:6000", "0.0.0.0:8080", "0.0.0.0:8282"]),
        "conns": lambda c: str(c.r.randrange(1, 50)), "peer": lambda c: f"{ipv4(c.r)}:{eph_port(c.r)}",
        "util": lambda c: f"{c.r.uniform(0, 1):.{c.r.randrange(3, 7)}f}".rstrip("0") or "0",
    }

    SINK = 'sink{component_kind="sink" component_id={sink_id} component_type={sink_type}}'
    RSINK = 'sink{component_kind="sink" component_id={rsink_id} component_type={rsink_type}}'
    LOKI = 'sink{component_kind="sink" component_id={loki_id} component_type=loki}'
    KAFKA = 'sink{component_kind="sink" component_id={kafka_id} component_type=kafka}'
    FSRC = 'source{component_kind="source" component_id={file_id} component_type=file}'
    KSRC = 'source{component_kind="source" component_id={k_id} component_type=kubernetes_logs}'
    SSRC = 'source{component_kind="source" component_id={sock_id} component_type={sock_type}}'
    TR = 'transform{component_kind="transform" component_id={tr_id} component_type={tr_type}}'
    LW = {"DEBUG": "DEBUG", "INFO": " INFO", "WARN": " WARN", "ERROR": "ERROR"}

    def sp(level, body):
        return (level, "{ts} " + LW[level] + " " + body)

    specs = [
        sp("INFO", FSRC + ": vector::internal_events::file::source: Found new file to watch. file={path}"),
        sp("WARN", RSINK + ": vector::sinks::util::retries: Retrying after error. error={sinkerr} internal_log_rate_limit=true"),
        sp("INFO", FSRC + ": vector::internal_events::file::source: Stopped watching file. file={path}"),
        sp("ERROR", TR + ': vector::internal_events::remap: Mapping failed with event. error="{vrlerr}" error_type="conversion_failed" stage="processing" internal_log_rate_limit=true'),
        sp("INFO", FSRC + ": vector::internal_events::file::source: Resuming to watch file. file={path} file_position={pos}"),
        sp("WARN", RSINK + ": vector::sinks::util::retries: Retrying after response. reason={reason} internal_log_rate_limit=true"),
        sp("WARN", RSINK + ": vector::sinks::util::retries: Internal log [Retrying after error.] is being suppressed to avoid flooding."),
        sp("WARN", RSINK + ": vector::sinks::util::retries: Internal log [Retrying after error.] has been suppressed {times} times."),
        sp("ERROR", TR + ": vector::internal_events::remap: Internal log [Mapping failed with event.] is being suppressed to avoid flooding."),
        sp("ERROR", TR + ": vector::internal_events::remap: Internal log [Mapping failed with event.] has been suppressed {times} times."),
        sp("ERROR", RSINK + ':request{request_id={rid}}: vector::sinks::util::retries: Not retriable; dropping the request. reason="{sinkerr}" internal_log_rate_limit=true'),
        sp("ERROR", RSINK + ':request{request_id={rid}}: vector_common::internal_event::service: Service call failed. No retries or retries exhausted. error=Some({sinkerr}) request_id={rid} error_type="request_failed" stage="sending" internal_log_rate_limit=true'),
        sp("ERROR", RSINK + ':request{request_id={rid}}: vector_common::internal_event::component_events_dropped: Events dropped intentional=false count={count} reason="Service call failed. No retries or retries exhausted." internal_log_rate_limit=true'),
        sp("WARN", LOKI + ": vector::sinks::loki::sink: Received out-of-order event; dropping event. internal_log_rate_limit=true"),
        sp("INFO", "vector::topology::running: Running healthchecks."),
        sp("INFO", SINK + ": vector::topology::builder: Healthcheck passed."),
        sp("INFO", FSRC + ": vector::sources::file: Starting file server. include=[{glob}] exclude=[]"),
        sp("INFO", FSRC + ": file_source::checkpointer: Loaded checkpoint data."),
        sp("WARN", FSRC + ": vector::internal_events::file::source: Currently ignoring file too small to fingerprint. file={path}"),
        sp("INFO", 'vector: Vector has started. debug="false" version="{ver}" arch="x86_64" revision="{rev}"'),
        sp("INFO", 'vector::app: Log level is enabled. level="{loglevel}"'),
        sp("INFO", "vector::app: Loading configs. paths=[{cfgpaths}]"),
        sp("INFO", "vector::app: Internal log rate limit configured. internal_log_rate_secs={=10}"),
        sp("INFO", "vector::internal_events::api: API server running. address={addr} playground=http://{addr}/playground"),
        sp("INFO", SSRC + ": vector::sources::util::net::tcp: Listening. addr={listen}"),
        sp("INFO", KSRC + ': vector::sources::kubernetes_logs: Obtained Kubernetes Node name to collect logs for (self). self_node_name="{node}"'),
        sp("INFO", KSRC + ': vector::sources::kubernetes_logs: Including matching files. ret=["**/*"]'),
        sp("INFO", KSRC + ': vector::sources::kubernetes_logs: Excluding matching files. ret=["**/*.gz", "**/*.tmp"]'),
        sp("WARN", KSRC + ": vector::kubernetes::reflector: Watcher Stream received an error. Retrying. error={kubeerr}"),
        sp("ERROR", SINK + ': vector::topology::builder: msg="Healthcheck failed." error={sinkerr} component_kind="sink" component_type="{sink_type}" component_id={sink_id}'),
        sp("INFO", 'vector::signal: Signal received. signal="{signal}"'),
        sp("INFO", 'vector::topology::running: Shutting down... Waiting on running components. remaining_components="{comps}" time_remaining="{secs} seconds left"'),
        sp("INFO", "vector: Vector has stopped."),
        sp("INFO", "vector::config::watcher: Configuration file changed."),
        sp("INFO", "vector::topology::running: Reloading running topology with new configuration."),
        sp("INFO", "vector::topology::running: New configuration loaded successfully."),
        sp("INFO", "vector: Vector has reloaded. path={reloadpath}"),
        sp("ERROR", FSRC + ': vector::internal_events::file::source: Failed reading file for fingerprinting. file={path} error={ioerr} error_code="reading_fingerprint" error_type="reader_failed" stage="receiving" internal_log_rate_limit=true'),
        sp("WARN", KAFKA + ": rdkafka::client: librdkafka: FAIL [thrd:{broker}/bootstrap]: {broker}/bootstrap: Connect to ipv4#{ip}:{=9092} failed: Connection refused (after {ms}ms in state CONNECT)"),
        sp("ERROR", SSRC + ': vector::internal_events::tcp: TCP socket error. error=Connection reset by peer (os error 104) peer_addr={peer} error_type="connection_failed" stage="receiving" internal_log_rate_limit=true'),
        sp("WARN", SSRC + ": vector::sources::util::net::tcp: Exceeded max connections limit. max_connections={conns}"),
        sp("DEBUG", SINK + ": vector::utilization: utilization={util}"),
        sp("INFO", "vector::topology::builder: Healthcheck disabled."),
    ]
    return build(rng, "vector", specs, gens, start_time(rng), bursty(2.0))


# ======================================================================== promtail
def make_promtail(rng: random.Random) -> list[dict[str, str]]:
    pods = pod_pool(rng, 80)
    hostlogs = Zipf(rng, LOGFILES, 1.0)
    loki_hosts = Zipf(rng, ["loki:3100", "loki-gateway.monitoring.svc.cluster.local:80",
                            "loki-distributor.logging:3100", "logs-prod-006.grafana.net",
                            "10.0.14.22:3100"], 1.4)
    tenants = Zipf(rng, ["team-a", "platform", "payments", "tenant1", "fake", "infra"], 1.1)
    jobs = Zipf(rng, ["kubernetes-pods", "kubernetes-pods-app", "kubernetes-pods-direct-controllers",
                      "kubernetes-pods-indirect-controller", "kubernetes-pods-static"], 1.2)

    def pod(c):
        return c.once("pod", lambda: pods(c.r))

    def path(c):
        def mk():
            if c.r.random() < 0.75:
                ns, p, u, app = pods(c.r)
                c.memo["pod"] = (ns, p, u, app)
                return f"/var/log/pods/{ns}_{p}_{u}/{app}/{c.r.choice(['0', '0', '0', '1', '2'])}.log"
            return hostlogs(c.r)
        return c.once("path", mk)

    def key(c):
        ns, p, u, app = pod(c)
        return (f'/var/log/pods/*{u}/{app}/*.log:{{app=\\"{app}\\", container=\\"{app}\\", job=\\"{ns}/{app}\\", '
                f'namespace=\\"{ns}\\", node_name=\\"{c.r.choice(["ip-10-0-1-17.ec2.internal", "node-3", "gke-prod-pool-1-8d1c"])}\\", pod=\\"{p}\\"}}')

    def push(c):
        def mk():
            r = c.r
            host = c.once("lokihost", lambda: loki_hosts(r))
            k = r.random()
            if k < 0.35:
                return ("429", "server returned HTTP status 429 Too Many Requests (429): Ingestion rate limit exceeded for user "
                        f"{tenants(r)} (limit: 4194304 bytes/sec) while attempting to ingest '{r.randrange(100, 5000)}' lines totaling "
                        f"'{r.randrange(10**5, 4 * 10**6)}' bytes, reduce log volume or contact your Loki administrator to see if the limit can be increased")
            if k < 0.6:
                return ("-1", f'Post \\"http://{host}/loki/api/v1/push\\": dial tcp {ipv4(r)}:3100: connect: connection refused')
            if k < 0.75:
                return ("-1", f'Post \\"http://{host}/loki/api/v1/push\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)')
            if k < 0.9:
                code, text = r.choice([("500", "Internal Server Error"), ("502", "Bad Gateway"),
                                       ("503", "Service Unavailable"), ("504", "Gateway Timeout")])
                return (code, f"server returned HTTP status {code} {text} ({code}): " + r.choice(
                    ["rpc error: code = Unavailable desc = error reading from server: EOF", "no healthy upstream",
                     "context canceled", "at least 2 live replicas required, could only find 1"]))
            ns, p, u, app = pod(c)
            return ("400", f"server returned HTTP status 400 Bad Request (400): entry for stream '{{app=\\\"{app}\\\", namespace=\\\"{ns}\\\"}}' has timestamp too old: "
                    f"{(c.t - timedelta(days=r.randrange(8, 30))):%Y-%m-%dT%H:%M:%SZ}, oldest acceptable timestamp is: {(c.t - timedelta(days=7)):%Y-%m-%dT%H:%M:%SZ}")
        return c.once("push", mk)

    def ts(c):
        frac = f"{c.t.microsecond * 1000 + c.ns:09d}".rstrip("0")
        return c.t.strftime("%Y-%m-%dT%H:%M:%S") + ("." + frac if frac else "") + "Z"

    gens = {
        "ts": ts, "path": path, "key": key,
        "dir": lambda c: (lambda t: f"/var/log/pods/{t[0]}_{t[1]}_{t[2]}/{t[3]}")(pod(c)),
        "lokihost": lambda c: c.once("lokihost", lambda: loki_hosts(c.r)), "status": lambda c: push(c)[0], "pusherr": lambda c: push(c)[1],
        "tenant": lambda c: tenants(c.r),
        "staterr": lambda c: f"stat {path(c)}: no such file or directory",
        "poserr": lambda c: c.r.choice(["open /run/promtail/positions.yaml.new: no space left on device",
                                        "open /tmp/positions.yaml.new: read-only file system",
                                        "rename /run/promtail/positions.yaml.new /run/promtail/positions.yaml: no such file or directory"]),
        "posfile": lambda c: c.r.choice(["/run/promtail/positions.yaml", "/tmp/positions.yaml", "/var/lib/promtail/positions.yaml"]),
        "yamlerr": lambda c: f"yaml: line {c.r.randrange(2, 4000)}: could not find expected ':'",
        "verstr": lambda c: c.r.choice(["(version=2.9.2, branch=HEAD, revision=a17308db6)", "(version=2.9.4, branch=HEAD, revision=f599ebc535)",
                                        "(version=3.0.0, branch=HEAD, revision=b4f7181c7a)", "(version=2.8.7, branch=HEAD, revision=1dfdc432c)"]),
        "port": lambda c: c.r.choice(["9080", "3101", "9080"]), "gport": lambda c: eph_port(c.r),
        "md_sum": lambda c: hx(c.r, 32), "job": lambda c: jobs(c.r),
        "klog": lambda c: c.r.choice([
            "k8s.io/client-go@v0.28.1/tools/cache/reflector.go:229: watch of *v1.Pod ended with: an error on the server (\\\"unable to decode an event from the watch stream: http2: client connection lost\\\") has prevented the request from succeeding",
            "k8s.io/client-go@v0.28.1/tools/cache/reflector.go:229: watch of *v1.Pod ended with: very short watch: k8s.io/client-go@v0.28.1/tools/cache/reflector.go:229: Unexpected watch close - watch lasted less than a second and no items received",
            f"k8s.io/client-go@v0.28.1/tools/cache/reflector.go:229: failed to list *v1.Pod: Get \\\"https://10.96.0.1:443/api/v1/pods?fieldSelector=spec.nodeName%3D{c.r.choice(['node-3', 'ip-10-0-1-17.ec2.internal'])}&limit=500&resourceVersion=0\\\": dial tcp 10.96.0.1:443: i/o timeout"]),
        "readerr": lambda c: c.r.choice(["bufio.Scanner: token too long", "read " + path(c) + ": input/output error", "unexpected EOF"]),
        "glob": lambda c: c.r.choice(["/var/log/*.log", "/var/log/nginx/*log", "/var/log/journal/*.log", "/opt/app/logs/*.log"]),
        "err": lambda c: c.r.choice(["failed to make file target manager: too many open files", "open /etc/promtail/config.yml: no such file or directory",
                                     "error creating loki client: invalid URL scheme"]),
        "lines": lambda c: lin(c.r, 1, 200000),
    }

    def sp(level, body, word=None):
        w = word or {"DEBUG": "debug", "INFO": "info", "WARN": "warn", "ERROR": "error"}[level]
        return (level, f"level={w} ts={{ts}} " + body)

    specs = [
        sp("INFO", 'caller=tailer.go:{=143} component=tailer msg="tail routine: started" path={path}'),
        sp("INFO", 'caller=tailer.go:{=164} component=tailer msg="tail routine: exited" path={path}'),
        sp("WARN", 'caller=client.go:{=419} component=client host={lokihost} msg="error sending batch, will retry" status={status} tenant= error="{pusherr}"'),
        sp("INFO", 'caller=filetargetmanager.go:{=361} msg="Adding target" key="{key}"'),
        sp("INFO", 'caller=filetargetmanager.go:{=372} msg="Removing target" key="{key}"'),
        sp("INFO", 'caller=tailer.go:{=152} component=tailer msg="tail routine: tail channel closed, stopping tailer" path={path} reason=null'),
        sp("INFO", 'caller=tailer.go:{=118} component=tailer msg="position timer: exited" path={path}'),
        sp("INFO", 'caller=tailer.go:{=235} component=tailer msg="stopped tailing file" path={path}'),
        sp("INFO", 'caller=filetarget.go:{=313} msg="watching new directory" directory={dir}'),
        sp("INFO", 'caller=filetarget.go:{=326} msg="removing directory from watcher" directory={dir}'),
        sp("INFO", 'caller=log.go:{=168} msg="Re-opening moved/deleted file {path} ..."'),
        sp("INFO", 'caller=log.go:{=168} msg="Successfully reopened {path}"'),
        sp("INFO", 'caller=log.go:{=168} msg="Waiting for {path} to appear..."'),
        sp("INFO", 'caller=filetarget.go:{=197} msg="filetarget: watcher closed, tailer stopped, positions saved" path={glob}'),
        sp("WARN", 'caller=client.go:{=419} component=client host={lokihost} msg="error sending batch, will retry" status={status} tenant={tenant} error="{pusherr}"'),
        sp("ERROR", 'caller=client.go:{=430} component=client host={lokihost} msg="final error sending batch" status={status} tenant= error="{pusherr}"'),
        sp("ERROR", 'caller=client.go:{=430} component=client host={lokihost} msg="final error sending batch" status={status} tenant={tenant} error="{pusherr}"'),
        sp("WARN", 'caller=klog.go:{=108} component=k8s_client_runtime func=Warningf msg="{klog}"'),
        sp("ERROR", 'caller=klog.go:{=116} component=k8s_client_runtime func=ErrorDepth msg="{klog}"'),
        sp("ERROR", 'caller=tailer.go:{=179} component=tailer msg="error getting tail position and/or size, will retry" path={path} error="{staterr}"'),
        sp("WARN", 'caller=filetarget.go:{=339} msg="failed to remove directory from watcher" error="can\'t remove non-existent inotify watch for: {dir}"'),
        sp("ERROR", 'caller=filetarget.go:{=275} msg="failed to tail file, stat failed" error="{staterr}" filename={path}'),
        sp("ERROR", 'caller=positions.go:{=179} msg="error writing positions file" error="{poserr}"'),
        sp("WARN", 'caller=positions.go:{=211} msg="ignoring invalid positions file" file={posfile} error="{yamlerr}"'),
        sp("WARN", 'caller=tailer.go:{=206} component=tailer msg="error reading line" path={path} error="{readerr}"'),
        sp("INFO", 'caller=tailer.go:{=126} component=tailer msg="skipping update of position for a file which does not currently exist" path={path}'),
        sp("DEBUG", 'caller=filetarget.go:{=270} msg="no files matched requested path, nothing will be tailed" path={glob} pathExclude='),
        sp("INFO", 'caller=promtail.go:{=263} msg="Reloading configuration file" md5sum={md_sum}'),
        sp("INFO", 'caller=kubernetes.go:{=329} component=discovery discovery=kubernetes config={job} msg="Using pod service account via in-cluster config"'),
        sp("INFO", 'caller=main.go:{=174} msg="Starting Promtail" version="{verstr}"'),
        sp("INFO", 'caller=server.go:{=322} http=[::]:{port} grpc=[::]:{gport} msg="server listening on addresses"'),
        sp("INFO", 'caller=manager.go:{=213} msg="Stopping Promtail"'),
        sp("ERROR", 'caller=main.go:{=170} msg="error creating promtail" error="{err}"'),
        sp("INFO", 'caller=tailer.go:{=260} component=tailer msg="tailer stopped" path={path} lines_read={lines}'),
    ]
    return build(rng, "promtail", specs, gens, start_time(rng), bursty(1.5))


# ======================================================================== collectd
CD_PLUGINS = ["cpu", "memory", "df", "disk", "interface", "load", "syslog", "logfile", "network",
              "rrdtool", "write_http", "write_graphite", "processes", "swap", "uptime", "users",
              "entropy", "irq", "contextswitch", "vmem", "tcpconns", "ntpd", "apache", "nginx",
              "mysql", "postgresql", "curl_json", "exec", "python", "ping", "snmp", "unixsock",
              "thermal", "sensors", "battery", "conntrack", "redis", "memcached", "battery", "csv"]
CD_READ = ["apache", "nginx", "mysql", "postgresql", "curl_json", "python.redis_info",
           "python.haproxy", "snmp", "ping", "exec", "ntpd", "memcached", "sensors", "df",
           "redis", "disk", "interface"]
CD_VL = ["cpu-0/cpu-idle", "cpu-1/cpu-user", "cpu-2/cpu-system", "memory/memory-used",
         "load/load", "df-root/df_complex-free", "df-var/df_complex-used", "disk-sda/disk_octets",
         "disk-nvme0n1/disk_ops", "interface-eth0/if_octets", "interface-ens5/if_packets",
         "swap/swap-used", "processes/ps_state-running", "nginx/nginx_requests",
         "mysql-app/cache_result-qcache-hits", "postgresql-app/pg_numbackends", "entropy/entropy",
         "uptime/uptime", "users/users", "ntpd/time_offset-loop", "tcpconns-80-local/tcp_connections-ESTABLISHED"]

CD_DL = [("/usr/lib/collectd/mysql.so", "libmysqlclient.so.21: cannot open shared object file: No such file or directory"),
         ("/usr/lib/collectd/postgresql.so", "libpq.so.5: cannot open shared object file: No such file or directory"),
         ("/usr/lib/collectd/python.so", "libpython3.10.so.1.0: cannot open shared object file: No such file or directory"),
         ("/usr/lib/collectd/snmp.so", "libnetsnmp.so.40: cannot open shared object file: No such file or directory"),
         ("/usr/lib/collectd/curl_json.so", "libyajl.so.2: cannot open shared object file: No such file or directory"),
         ("/usr/lib/collectd/write_http.so", "libcurl-gnutls.so.4: cannot open shared object file: No such file or directory")]


def make_collectd(rng: random.Random) -> list[dict[str, str]]:
    hosts = host_pool(rng, 30, 1.3)
    pids = {h: Zipf(rng, [str(rng.randrange(500, 40000)) for _ in range(rng.randrange(1, 4))], 1.5) for h in hosts.items}
    plugins = Zipf(rng, CD_PLUGINS, 1.0)
    readp = Zipf(rng, CD_READ, 1.0)
    vls = Zipf(rng, CD_VL, 0.9)
    http_targets = Zipf(rng, ["http://influx.internal:8086/write?db=collectd", "https://metrics.example.net/collectd",
                              "http://10.0.14.22:8080/collectd-post", "http://graphite-relay:8081/collectd",
                              "http://localhost:9103/collectd-post"], 1.2)
    graphite = Zipf(rng, ["graphite.internal", "carbon-relay", "10.0.14.22", "metrics-01"], 1.2)
    mounts = Zipf(rng, ["/mnt/nfs/backup", "/run/user/1000/gvfs", "/mnt/cifs/share", "/var/lib/docker/overlay2/" + hx(rng, 64) + "/merged", "/media/usb0"])
    pyfiles = Zipf(rng, [("/usr/lib/collectd/plugins/redis_info.py", "read_callback", "info = fetch_info(conf)"),
                         ("/opt/collectd/plugins/haproxy.py", "collect_metrics", "stats = get_stats(self.socket)"),
                         ("/usr/share/collectd/python/elasticsearch_collectd.py", "read_callback", "data = fetch_url(url)"),
                         ("/opt/collectd/plugins/rabbitmq.py", "read", "resp = urllib.request.urlopen(req, timeout=5)")], 1.0)
    pyexc = [("ConnectionRefusedError", "[Errno 111] Connection refused"), ("socket.timeout", "timed out"),
             ("KeyError", "'used_memory'"), ("urllib.error.URLError", "<urlopen error [Errno 111] Connection refused>"),
             ("FileNotFoundError", "[Errno 2] No such file or directory: '/var/run/haproxy.sock'")]

    def curl(c):
        def mk():
            r = c.r
            k = r.random()
            host = r.choice(["localhost", "127.0.0.1", ipv4(r), "influx.internal"])
            if k < 0.4:
                return ("7", f"Failed to connect to {host} port {r.choice(['80', '8080', '8086', '9103'])}: Connection refused")
            if k < 0.7:
                return ("28", f"Operation timed out after {r.randrange(1000, 30000)} milliseconds with 0 bytes received")
            if k < 0.85:
                return ("6", f"Could not resolve host: {r.choice(['influx.internal', 'metrics.example.net', 'graphite-relay'])}")
            return ("52", "Empty reply from server")
        return c.once("curl", mk)

    def epoch(c):
        return c.once("ep", lambda: (c.t - datetime(1970, 1, 1)).total_seconds() - c.r.uniform(0, 30))

    def rrd(c):
        return c.once("rrd", lambda: f"/var/lib/collectd/rrd/{c.once('host', lambda: hosts(c.r))}/{vls(c.r)}.rrd")

    def py(c):
        return c.once("py", lambda: pyfiles(c.r))

    def exc(c):
        return c.once("exc", lambda: c.r.choice(pyexc))

    gens = {
        "mon": lambda c: c.t.strftime("%b"), "day": lambda c: f"{c.t.day:2d}", "time": lambda c: c.t.strftime("%H:%M:%S"),
        "host": lambda c: c.once("host", lambda: hosts(c.r)), "pid": lambda c: c.once("pid", lambda: pids[c.once("host", lambda: hosts(c.r))](c.r)),
        "plugin": lambda c: plugins(c.r), "readp": lambda c: c.once("rp", lambda: readp(c.r)),
        "vl": lambda c: vls(c.r),
        "vtime": lambda c: f"{epoch(c):.3f}", "ctime": lambda c: f"{epoch(c) + c.r.uniform(0, 20):.3f}",
        "suspend": lambda c: c.r.choice(["20.000", "40.000", "80.000", "160.000", "320.000", "640.000", "86400.000"]),
        "took": lambda c: f"{c.r.uniform(10.0, 120.0):.3f}", "ivl": lambda c: c.r.choice(["10.000", "10.000", "60.000", "30.000"]),
        "curlst": lambda c: curl(c)[0], "curlerr": lambda c: curl(c)[1],
        "url": lambda c: http_targets(c.r), "code": lambda c: c.r.choice(["500", "502", "503", "400", "401", "404", "413"]),
        "status": lambda c: c.r.choice(["-1", "-1", "-1", "1", "2"]),
        "rrd": rrd,
        "rrderr": lambda c: f"{rrd(c)}: illegal attempt to update using time {int(epoch(c))} when last update time is {int(epoch(c)) + c.r.randrange(0, 3)} (minimum one second step)",
        "rrdcerr": lambda c: f"opening '{rrd(c)}': {c.r.choice(['Permission denied', 'No space left on device', 'Read-only file system'])}",
        "plugdir": lambda c: c.r.choice(["/usr/lib/collectd", "/usr/lib64/collectd", "/usr/local/lib/collectd", "/opt/collectd/lib/collectd"]),
        "n": lambda c: str(c.r.randrange(1, 10)), "pct": lambda c: str(c.r.randrange(1, 100)),
        "so": lambda c: c.once("dl", lambda: c.r.choice(CD_DL))[0],
        "dlerr": lambda c: c.once("dl", lambda: c.r.choice(CD_DL))[1],
        "mount": lambda c: mounts(c.r), "errno": lambda c: c.r.choice(["Permission denied", "Stale file handle", "Input/output error", "Transport endpoint is not connected"]),
        "gr": lambda c: graphite(c.r), "gport": lambda c: c.r.choice(["2003", "2003", "2004", "2013"]),
        "proto": lambda c: c.r.choice(["tcp", "tcp", "udp"]),
        "sockerr": lambda c: c.r.choice(["Connection refused", "Connection timed out", "No route to host", "Broken pipe", "Connection reset by peer"]),
        "db": lambda c: c.r.choice(["app", "mysql", "billing", "wordpress", "orders"]),
        "dbserver": lambda c: c.r.choice(["localhost", "127.0.0.1", "db-01", "db-02.internal", ipv4(c.r)]),
        "myerr": lambda c: c.r.choice(["Access denied for user 'collectd'@'localhost' (using password: YES)",
                                       "Can't connect to local MySQL server through socket '/var/run/mysqld/mysqld.sock' (2)",
                                       "Too many connections", "Unknown database 'app'"]),
        "jsonurl": lambda c: c.r.choice(["http://localhost:9200/_nodes/_local/stats", "http://127.0.0.1:15672/api/overview",
                                         "http://localhost:8500/v1/agent/metrics", "http://localhost:5066/stats"]),
        "execline": lambda c: c.r.choice([f"PUTVAL {c.once('host', lambda: hosts(c.r))}/exec-{s}/gauge-{m} interval=60 N:{v}"
                                          for s in ("backup", "queue", "certs") for m in ("age", "depth", "days") for v in ("U", "nan", "-", "")]).rstrip(),
        "gaihost": lambda c: c.r.choice(["collectd-server.internal", "metrics-01", "239.192.74.66", "ff18::efc0:4a42"]),
        "gaiport": lambda c: c.r.choice(["25826", "25826", "25827"]),
        "snmphost": lambda c: c.r.choice(["core-sw-01", "edge-fw-02", "ups-a", "pdu-rack3", "ap-lobby"]),
        "pyfile": lambda c: py(c)[0], "pyline": lambda c: str(c.r.randrange(20, 400)), "pyfunc": lambda c: py(c)[1],
        "pycode": lambda c: py(c)[2], "exccls": lambda c: exc(c)[0], "excmsg": lambda c: exc(c)[1],
        "pgdb": lambda c: c.r.choice(["app", "postgres", "billing", "analytics"]),
        "pgerr": lambda c: c.r.choice(["FATAL:  password authentication failed for user \"collectd\"",
                                       "could not connect to server: Connection refused", "FATAL:  the database system is starting up"]),
    }

    HDR = "{mon} {day} {time} {host} collectd[{pid}]: "

    def sp(body):
        return ("-", HDR + body)

    specs = [
        sp("uc_update: Value too old: name = {host}/{vl}; value time = {vtime}; last cache update = {ctime};"),
        sp("read-function of plugin `{readp}' failed. Will suspend it for {suspend} seconds."),
        sp("write_http plugin: curl_easy_perform failed with status {curlst}: {curlerr}"),
        sp("Filter subsystem: Built-in target `write': Dispatching value to all write plugins failed with status {status}."),
        sp("rrdtool plugin: rrd_update_r ({rrd}) failed: {rrderr}"),
        sp("plugin_load: plugin \"{plugin}\" successfully loaded."),
        sp("write_graphite plugin: Connecting to {gr}:{gport} via {proto} failed. The last error was: failed to connect to remote host: {sockerr}"),
        sp("Filter subsystem: Built-in target `write': Some write plugin is back to normal operation. `write' succeeded."),
        sp("plugin_read_thread: read-function of the `{readp}' plugin took {took} seconds, which is above its read interval ({ivl} seconds). You might want to adjust the `Interval' or `ReadThreads' settings."),
        sp("write_http plugin: HTTP Error code: {code}"),
        sp("curl_json plugin: curl_easy_perform failed with status {curlst}: {curlerr} ({jsonurl})"),
        sp("apache plugin: curl_easy_perform failed: {curlerr}"),
        sp("nginx plugin: curl_easy_perform failed: {curlerr}"),
        sp("mysql plugin: Failed to connect to database {db} at server {dbserver}: {myerr}"),
        sp("Initialization complete, entering read-loop."),
        sp("Systemd detected, trying to signal readiness."),
        sp("Exiting normally."),
        sp("collectd: Stopping {n} read threads."),
        sp("collectd: Stopping {n} write threads."),
        sp("plugin_dispatch_values: Low water mark reached. Dropping {pct}% of metrics."),
        sp("df plugin: statvfs({mount}) failed: {errno}"),
        sp("rrdtool plugin: rrd_create_r ({rrd}) failed: {rrdcerr}"),
        sp("plugin_load: Could not find plugin \"{plugin}\" in {plugdir}"),
        sp("plugin_load: Load plugin \"{plugin}\" failed with status {n}."),
        sp("dlopen(\"{so}\") failed: {dlerr}. The most common cause for this problem is missing dependencies. Use ldd(1) to check the dependencies of the plugin / shared object."),
        sp("Found a configuration for the `{plugin}' plugin, but the plugin isn't loaded or didn't register a configuration callback."),
        sp("exec plugin: Unable to parse command, ignoring line: \"{execline}\""),
        sp("network plugin: getaddrinfo ({gaihost}, {gaiport}) failed: Name or service not known"),
        sp("snmp plugin: host {snmphost}: snmp_sess_synch_response failed."),
        sp("postgresql plugin: Failed to connect to database {pgdb}: {pgerr}"),
        sp("write_graphite plugin: send failed with status {status} ({sockerr})"),
        sp("plugin_dispatch_values: No write callback has been registered. Please load at least one output plugin, if you want the collected data to be stored."),
        [sp("Unhandled python exception in read callback: {exccls}: {excmsg}"),
         sp("Traceback (most recent call last):"),
         sp("  File \"{pyfile}\", line {pyline}, in {pyfunc}"),
         sp("    {pycode}"),
         sp("{exccls}: {excmsg}")],
    ]
    return build(rng, "collectd", specs, gens, start_time(rng), bursty(3.0))


# ======================================================================== filebeat_json
FB_MON_BUSY = ('"monitoring":{"metrics":{"beat":{"cgroup":{"memory":{"mem":{"usage":{"bytes":{bytes}}}}},'
               '"cpu":{"system":{"ticks":{ticks},"time":{"ms":{ms}}},"total":{"ticks":{ticks},"time":{"ms":{ms}},"value":{ticks}},'
               '"user":{"ticks":{ticks},"time":{"ms":{ms}}}},"handles":{"limit":{"hard":{=1048576},"soft":{=1048576}},"open":{small}},'
               '"info":{"ephemeral_id":"{ephid}","uptime":{"ms":{uptime}},"version":"{ver}"},'
               '"memstats":{"gc_next":{bytes},"memory_alloc":{bytes},"memory_total":{bytes},"rss":{bytes}},"runtime":{"goroutines":{small}}},'
               '"filebeat":{"events":{"active":{small},"added":{events},"done":{events}},"harvester":{"open_files":{small},"running":{small}}},'
               '"libbeat":{"config":{"module":{"running":{=0}}},"output":{"events":{"acked":{events},"active":{=0},"batches":{small},"total":{events}},'
               '"read":{"bytes":{small}},"write":{"bytes":{bytes}}},"pipeline":{"clients":{small},"events":{"active":{small},"published":{events},"total":{events}},'
               '"queue":{"acked":{events}}}},"registrar":{"states":{"current":{small},"update":{events}},"writes":{"success":{small},"total":{small}}},'
               '"system":{"load":{"1":{load},"15":{load},"5":{load},"norm":{"1":{load},"15":{load},"5":{load}}}}}}')
FB_MON_IDLE = ('"monitoring":{"metrics":{"beat":{"cpu":{"system":{"ticks":{ticks}},"total":{"ticks":{ticks},"time":{"ms":{ms}},"value":{ticks}},'
               '"user":{"ticks":{ticks},"time":{"ms":{ms}}}},"handles":{"limit":{"hard":{=1048576},"soft":{=1048576}},"open":{small}},'
               '"info":{"ephemeral_id":"{ephid}","uptime":{"ms":{uptime}},"version":"{ver}"},'
               '"memstats":{"gc_next":{bytes},"memory_alloc":{bytes},"memory_total":{bytes}},"runtime":{"goroutines":{small}}},'
               '"filebeat":{"harvester":{"open_files":{small},"running":{small}}},"libbeat":{"config":{"module":{"running":{=0}}},'
               '"pipeline":{"clients":{small},"events":{"active":{=0}}}},"registrar":{"states":{"current":{small}}},'
               '"system":{"load":{"1":{load},"15":{load},"5":{load},"norm":{"1":{load},"15":{load},"5":{load}}}}}}')


def make_filebeat(rng: random.Random) -> list[dict[str, str]]:
    pods = pod_pool(rng, 60)
    paths = logfile_pool(rng, pods)
    globs = Zipf(rng, ["/var/log/*.log", "/var/log/nginx/*.log", "/var/log/containers/*.log", "/var/log/app/*.log",
                       "/var/log/syslog", "/var/log/messages", "/opt/app/logs/*.log", "/var/log/audit/audit.log",
                       "/var/log/postgresql/*.log", "/var/log/*.log /var/log/messages", "/var/log/mysql/*.log"], 1.1)
    es = Zipf(rng, ["https://es01:9200", "https://es02:9200", "https://es03:9200", "http://elasticsearch:9200",
                    "https://elastic.internal:9243", "https://10.0.14.30:9200", "https://logs-es.example.net:443"], 1.1)
    ls = Zipf(rng, ["logstash:5044", "logstash-01.internal:5044", "10.0.14.40:5044", "logstash-02.internal:5044", "ingest-ls:5045"], 1.2)
    fields = ["http.response.bytes", "event.duration", "user.id", "status", "response_time", "process.pid", "source.port", "level"]
    ver = Zipf(rng, ["7.17.18", "8.11.4", "8.12.2", "8.13.4", "8.14.3", "8.15.0"], 1.6)

    def es_url(c):
        return c.once("es", lambda: es(c.r))

    gens = {
        "ts": lambda c: f"{c.t:%Y-%m-%dT%H:%M:%S}.{c.t.microsecond // 1000:03d}Z",
        "glob": lambda c: globs(c.r), "path": lambda c: c.once("path", lambda: paths(c.r)), "n": lambda c: str(c.r.randrange(1, 30)),
        "inactive": lambda c: c.r.choice(["5m0s", "5m0s", "5m0s", "1m0s", "2h0m0s", "10m0s"]),
        "inputid": lambda c: str(c.r.getrandbits(64)), "es": es_url, "ls": lambda c: c.once("ls", lambda: ls(c.r)),
        "ver": lambda c: ver(c.r), "uuid": lambda c: uid(c.r), "ephid": lambda c: uid(c.r),
        "connerr": lambda c: c.r.choice([
            f'Get \\"{es_url(c)}\\": dial tcp {ipv4(c.r)}:9200: connect: connection refused',
            f'Get \\"{es_url(c)}\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)',
            f'Get \\"{es_url(c)}\\": x509: certificate signed by unknown authority',
            "401 Unauthorized: {\\\"error\\\":{\\\"root_cause\\\":[{\\\"type\\\":\\\"security_exception\\\",\\\"reason\\\":\\\"unable to authenticate user [filebeat_writer] for REST request [/]\\\"}],\\\"type\\\":\\\"security_exception\\\"},\\\"status\\\":401}"]),
        "lsconnerr": lambda c: f"dial tcp {(lambda h: h if h[0].isdigit() else ipv4(c.r))(c.once('ls', lambda: ls(c.r)).split(':')[0])}:{c.once('ls', lambda: ls(c.r)).split(':')[1]}: {c.r.choice(['connect: connection refused', 'i/o timeout', 'connect: no route to host'])}",
        "puberr": lambda c: c.r.choice([f"write tcp {ipv4(c.r)}:{eph_port(c.r)}->{ipv4(c.r)}:5044: write: connection reset by peer",
                                        "client is not connected", f"read tcp {ipv4(c.r)}:{eph_port(c.r)}->{ipv4(c.r)}:5044: i/o timeout"]),
        "lspuberr": lambda c: c.r.choice(["EOF", f"write tcp {ipv4(c.r)}:{eph_port(c.r)}->{ipv4(c.r)}:5044: write: broken pipe",
                                          f"read tcp {ipv4(c.r)}:{eph_port(c.r)}->{ipv4(c.r)}:5044: i/o timeout"]),
        "event": lambda c: (f"publisher.Event{{Content:beat.Event{{Timestamp:time.Date({c.t.year}, time.December, {c.t.day}, {c.t.hour}, {c.t.minute}, "
                            f"{c.t.second}, {c.t.microsecond * 1000}, time.UTC), Meta:null, Fields:null, Private:file.State{{Id:\\\"native::{c.r.randrange(10**5, 10**7)}-{c.r.choice(['2049', '66305', '64769'])}\\\", "
                            f"PrevId:\\\"\\\", Finished:false, Fileinfo:(*os.fileStat)(0xc00{hx(c.r, 7)}), Source:\\\"{paths(c.r)}\\\", Offset:{c.r.randrange(0, 10**8)}, "
                            f"Timestamp:time.Date({c.t.year}, time.December, {c.t.day}, {c.t.hour}, {c.t.minute}, {c.t.second}, {c.r.randrange(10**9)}, time.Local), TTL:-1, Type:\\\"log\\\", Meta:map[string]string(nil), FileStateOS:file.StateOS{{Inode:0x{hx(c.r, 6)}, Device:0x{c.r.choice(['801', '10301', 'fd01'])}}}, IdentifierName:\\\"native\\\"}}, TimeSeries:false}}, Flags:0x1, Cache:publisher.EventCache{{m:mapstr.M(nil)}}}}"),
        "eserr": lambda c: (f"{{\\\"type\\\":\\\"mapper_parsing_exception\\\",\\\"reason\\\":\\\"failed to parse field [{c.r.choice(fields)}] of type [{c.r.choice(['long', 'date', 'ip', 'boolean'])}] "
                            f"in document with id '{hx(c.r, 20)}'. Preview of field's value: '{c.r.choice(['-', 'n/a', 'abc', 'null', '12ms', 'localhost'])}'\\\",\\\"caused_by\\\":{{\\\"type\\\":\\\"illegal_argument_exception\\\",\\\"reason\\\":\\\"For input string: \\\\\\\"{c.r.choice(['-', 'n/a', 'abc'])}\\\\\\\"\\\"}}}}"),
        "readerr": lambda c: c.r.choice(["decoding docker JSON: invalid character 'x' looking for beginning of value",
                                         "decoding docker JSON: unexpected end of JSON input", "read " + c.once("path", lambda: paths(c.r)) + ": input/output error"]),
        "bytes": lambda c: lin(c.r, 10**6, 10**9), "ticks": lambda c: lin(c.r, 10, 10**6), "ms": lambda c: lin(c.r, 1, 5000),
        "small": lambda c: str(c.r.randrange(1, 60)), "uptime": lambda c: lin(c.r, 30000, 10**9),
        "events": lambda c: lin(c.r, 1, 20000), "load": lambda c: f"{c.r.uniform(0, 8):.{c.r.choice([2, 3, 4])}f}".rstrip("0").rstrip(".") or "0",
        "stateid": lambda c: f"native::{c.r.randrange(10**5, 10**7)}-{c.r.choice(['2049', '66305', '64769'])}",
        "offset": lambda c: lin(c.r, 1, 10**9),
    }

    LW = {"DEBUG": "debug", "INFO": "info", "WARN": "warn", "ERROR": "error", "FATAL": "fatal"}

    def sp(level, logger, fname, line, msg, extra=""):
        return (level, '{"log.level":"' + LW[level] + '","@timestamp":"{ts}","log.logger":"' + logger
                + '","log.origin":{"file.name":"' + fname + '","file.line":{=' + str(line) + '}},"message":"'
                + msg + '","service.name":"filebeat"' + extra + ',"ecs.version":"1.6.0"}')

    H, PO = "harvester", "publisher_pipeline_output"
    specs = [
        sp("INFO", "monitoring", "log/log.go", 187, "Non-zero metrics in the last 30s", "," + FB_MON_BUSY),
        sp("INFO", H, "log/harvester.go", 311, "Harvester started for paths: [{glob}]"),
        sp("INFO", H, "log/harvester.go", 332, "File is inactive: {path}. Closing because close_inactive of {inactive} reached."),
        sp("INFO", "monitoring", "log/log.go", 187, "Non-zero metrics in the last 30s", "," + FB_MON_IDLE),
        sp("ERROR", PO, "pipeline/client_worker.go", 150, "Failed to connect to backoff(elasticsearch({es})): {connerr}"),
        sp("INFO", PO, "pipeline/client_worker.go", 141, "Attempting to reconnect to backoff(elasticsearch({es})) with {n} reconnect attempt(s)"),
        sp("INFO", H, "log/harvester.go", 339, "File was removed: {path}. Closing because close_removed is enabled."),
        sp("INFO", "publisher", "pipeline/retry.go", 219, "retryer: send unwait signal to consumer"),
        sp("INFO", "publisher", "pipeline/retry.go", 223, "  done"),
        sp("WARN", "elasticsearch", "elasticsearch/client.go", 414, "Cannot index event {event} (status=400): {eserr}, dropping event!"),
        sp("ERROR", PO, "pipeline/client_worker.go", 176, "failed to publish events: {puberr}"),
        sp("INFO", PO, "pipeline/client_worker.go", 139, "Connecting to backoff(elasticsearch({es}))"),
        sp("INFO", PO, "pipeline/client_worker.go", 147, "Connection to backoff(elasticsearch({es})) established"),
        sp("ERROR", "logstash", "logstash/async.go", 280, "Failed to publish events caused by: {lspuberr}"),
        sp("ERROR", PO, "pipeline/client_worker.go", 150, "Failed to connect to backoff(async(tcp://{ls})): {lsconnerr}"),
        sp("INFO", PO, "pipeline/client_worker.go", 139, "Connecting to backoff(async(tcp://{ls}))"),
        sp("INFO", PO, "pipeline/client_worker.go", 147, "Connection to backoff(async(tcp://{ls})) established"),
        sp("INFO", H, "log/harvester.go", 324, "Reader was closed: {path}. Closing."),
        sp("INFO", H, "log/harvester.go", 328, "End of file reached: {path}. Closing because close_eof is enabled."),
        sp("INFO", H, "log/harvester.go", 349, "File was truncated. Begin reading file from offset {=0}: {path}"),
        sp("ERROR", H, "log/harvester.go", 302, "Read line error: {readerr}; File: {path}"),
        sp("WARN", "input", "log/input.go", 567, "Harvester could not be started on new file: {path}, Err: harvester limit reached"),
        sp("INFO", "input", "log/input.go", 171, "Configured paths: [{glob}]"),
        sp("INFO", "crawler", "beater/crawler.go", 71, "Loading Inputs: {n}"),
        sp("INFO", "crawler", "beater/crawler.go", 141, "Starting input (ID: {inputid})"),
        sp("INFO", "crawler", "beater/crawler.go", 108, "Loading and starting Inputs completed. Enabled inputs: {n}"),
        sp("INFO", "esclientleg", "eslegclient/connection.go", 105, "elasticsearch url: {es}"),
        sp("INFO", "esclientleg", "eslegclient/connection.go", 291, "Attempting to connect to Elasticsearch version {ver}"),
        sp("INFO", "template", "template/load.go", 94, "Template \\\"filebeat-{ver}\\\" already exists and will not be overwritten."),
        sp("INFO", "beat", "instance/beat.go", 698, "Home path: [{=/usr/share/filebeat}] Config path: [{=/etc/filebeat}] Data path: [{=/var/lib/filebeat}] Logs path: [{=/var/log/filebeat}]"),
        sp("INFO", "beat", "instance/beat.go", 706, "Beat ID: {uuid}"),
        sp("INFO", "beat", "instance/beat.go", 365, "Setup Beat: filebeat; Version: {ver}"),
        sp("INFO", "registrar", "registrar/registrar.go", 109, "States Loaded from registrar: {n}"),
        sp("INFO", "", "beater/filebeat.go", 308, "filebeat start running."),
        sp("INFO", "", "beater/filebeat.go", 511, "Stopping filebeat"),
        sp("INFO", "crawler", "beater/crawler.go", 155, "Stopping Crawler"),
        sp("INFO", "crawler", "beater/crawler.go", 165, "Stopping {n} inputs"),
        sp("INFO", "add_cloud_metadata", "add_cloud_metadata/add_cloud_metadata.go", 102, "add_cloud_metadata: hosting provider type not detected."),
        sp("WARN", "cfgwarn", "log/input.go", 89, "DEPRECATED: Log input. Use Filestream input instead."),
        sp("ERROR", "", "cfgfile/reload.go", 270, "Error creating runner from config: Can only start an input when all related states are finished: {Id: {stateid}, Finished: false, Source: {path}, Offset: {offset}, TTL: -1ns, Type: log}"),
    ]
    specs = [(lvl, f.replace('"log.logger":"",', "")) for lvl, f in specs]
    return build(rng, "filebeat_json", specs, gens, start_time(rng), bursty(2.5))


# ======================================================================== newrelic_infra
NR_INTEG = [("com.newrelic.mysql", "mysql-server"), ("com.newrelic.redis", "redis-cache"),
            ("com.newrelic.nginx", "nginx-server-metrics"), ("com.newrelic.postgresql", "postgres-main"),
            ("nri-flex", "flex-disk-usage"), ("com.newrelic.elasticsearch", "elasticsearch"),
            ("com.newrelic.kafka", "kafka-metrics"), ("nri-docker", "docker"), ("com.newrelic.rabbitmq", "rabbitmq"),
            ("com.newrelic.apache", "apache-server-metrics"), ("com.newrelic.haproxy", "haproxy"),
            ("nri-prometheus", "prometheus-scrape"), ("com.newrelic.mssql", "mssql-prod")]


def make_newrelic(rng: random.Random) -> list[dict[str, str]]:
    hosts = host_pool(rng, 40, 1.4)
    integs = Zipf(rng, NR_INTEG, 1.0)
    uids = Zipf(rng, [hx(rng, 10) for _ in range(40)], 0.8)
    plugins = Zipf(rng, ["metadata/host_aliases", "metadata/system", "metadata/agent_config", "metadata/cloud_security_groups",
                         "packages/dpkg", "packages/rpm", "services/systemd", "services/daemontools", "kernel/sysctl",
                         "kernel/modules", "config/selinux", "users/unix", "sessions/users", "services/pidfile",
                         "config/sshd", "metadata/proxy_config"], 1.0)
    nets = ['Post \\"https://infra-api.newrelic.com/infra/v2/metrics/events/bulk\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)',
            'Post \\"https://infra-api.newrelic.com/infra/v2/metrics/events/bulk\\": dial tcp: lookup infra-api.newrelic.com on 127.0.0.53:53: server misbehaving',
            'Post \\"https://infra-api.eu.newrelic.com/infra/v2/metrics/events/bulk\\": read tcp {ip}:{port}->{ip}:443: read: connection reset by peer',
            "events were not accepted: 429 Too Many Requests",
            "events were not accepted: 503 Service Unavailable"]
    invs = ['Post \\"https://infra-api.newrelic.com/inventory/deltas\\": net/http: TLS handshake timeout',
            'Post \\"https://infra-api.eu.newrelic.com/inventory/deltas\\": read tcp {ip}:{port}->{ip}:443: read: connection reset by peer',
            "deltas were not accepted: 413 Request Entity Too Large",
            'Post \\"https://infra-api.newrelic.com/inventory/deltas\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)']
    idents = ['Post \\"https://identity-api.newrelic.com/identity/v1/connect\\": dial tcp: lookup identity-api.newrelic.com on 127.0.0.53:53: no such host',
              'Post \\"https://identity-api.newrelic.com/identity/v1/connect\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)',
              "unexpected response: 401 Unauthorized", "unexpected response: 503 Service Unavailable"]
    ierrs = ["exit status 1", "exit status 2", "signal: killed", "context deadline exceeded",
             "fork/exec /var/db/newrelic-infra/newrelic-integrations/bin/nri-{short}: no such file or directory"]
    stderrs = ["[ERR] Can't connect to {short} at localhost: dial tcp 127.0.0.1:{port}: connect: connection refused",
               "[ERR] Error querying metrics: Error 1045: Access denied for user 'newrelic'@'localhost' (using password: YES)",
               "[WARN] Could not collect inventory: pq: permission denied for relation pg_settings",
               "[ERR] Request failed: Get \\\"http://127.0.0.1/status\\\": EOF"]

    def integ(c):
        return c.once("integ", lambda: integs(c.r))

    def short(c):
        n = integ(c)[0]
        return n.split(".")[-1].replace("nri-", "")

    def fill_nr(c, s):
        return (s.replace("{short}", short(c)).replace("{ip}", ipv4(c.r), 1).replace("{ip}", ipv4(c.r))
                .replace("{port}", c.r.choice(["3306", "6379", "5432", "9200", eph_port(c.r)])))

    gens = {
        "ts": lambda c: c.t.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "integ": lambda c: integ(c)[0], "inst": lambda c: integ(c)[1], "ruid": lambda c: uids(c.r),
        "short": short, "ierr": lambda c: fill_nr(c, c.r.choice(ierrs)), "stderr": lambda c: fill_nr(c, c.r.choice(stderrs)),
        "code": lambda c: c.r.choice(["1", "1", "2", "3"]), "neterr": lambda c: fill_nr(c, c.r.choice(nets)),
        "inverr": lambda c: fill_nr(c, c.r.choice(invs)), "identerr": lambda c: c.r.choice(idents),
        "n": lambda c: str(c.r.randrange(1, 50)), "dur": lambda c: go_dur(c.r),
        "ver": lambda c: c.r.choice(["1.47.2", "1.48.0", "1.52.3", "1.55.1", "1.57.0"]),
        "user": lambda c: c.r.choice(["root", "root", "nri-agent"]), "procs": lambda c: c.r.choice(["1", "1", "2", "4"]),
        "ek": lambda c: c.r.choice([hosts(c.r), f"{hosts(c.r)}.ec2.internal", f"{hosts(c.r)}.example.net"]),
        "plugin": lambda c: plugins(c.r), "pid": lambda c: c.once("pid", lambda: str(c.r.randrange(2, 400000))),
        "perr": lambda c: c.r.choice(["open /proc/{}/cmdline: no such file or directory".format(c.once("pid", lambda: str(c.r.randrange(2, 400000)))),
                                      "open /proc/{}/status: no such process".format(c.once("pid", lambda: str(c.r.randrange(2, 400000)))),
                                      "permission denied"]),
        "file": lambda c: f"/etc/newrelic-infra/integrations.d/{short(c)}-config.yml",
        "yerr": lambda c: f"yaml: line {c.r.randrange(2, 80)}: {c.r.choice(['did not find expected key', 'mapping values are not allowed in this context', 'could not find expected :'])}",
        "postcount": lambda c: str(c.r.randrange(1, 20)), "bytes": lambda c: lin(c.r, 1000, 10**7),
        "provider": lambda c: c.r.choice(["AWS", "AWS", "GCP", "Azure"]),
        "cloudsrc": lambda c: c.r.choice(["http://169.254.169.254/latest/meta-data/instance-id", "http://169.254.169.254/computeMetadata/v1/instance/id"]),
        "cloudderr": lambda c: c.r.choice(["context deadline exceeded (Client.Timeout exceeded while awaiting headers)", "connect: connection refused",
                                          "unexpected status code: 401"]),
        "sysctl": lambda c: c.r.choice(["/proc/sys/net/ipv4/conf/all/stable_secret", "/proc/sys/kernel/cad_pid", "/proc/sys/fs/binfmt_misc/register"]),
        "ioerr": lambda c: c.r.choice(["input/output error", "permission denied", "invalid argument"]),
        "timeout": lambda c: c.r.choice(["10s", "30s", "2m0s", "1m0s"]),
        "fbpid": lambda c: str(c.r.randrange(1000, 60000)),
    }

    LW = {"DEBUG": "debug", "INFO": "info", "WARN": "warning", "ERROR": "error", "FATAL": "fatal"}

    def sp(level, body):
        return (level, 'time="{ts}" level=' + LW[level] + " " + body)

    R = "component=integrations.runner.Runner"
    specs = [
        sp("INFO", f'msg="Integration health check finished with success" {R} instance={{inst}} integration={{integ}}'),
        sp("INFO", f'msg="Integration health check starting" {R} instance={{inst}} integration={{integ}}'),
        sp("WARN", f'msg="Integration health check finished with errors" {R} error="{{ierr}}" instance={{inst}} integration={{integ}}'),
        sp("WARN", f'msg="integration stderr" {R} integration={{integ}} runner_uid={{ruid}} stderr="{{stderr}}"'),
        sp("ERROR", 'msg="metric sender can\'t process" component=MetricsIngestSender error="{neterr}" postCount={postcount}'),
        sp("ERROR", f'msg="Integration command failed" {R} error="exit status {{code}}" instance={{inst}} integration={{integ}} prefix=config/{{short}}'),
        sp("WARN", f'msg="integration exited with error state" {R} env=production error="exit status {{code}}" instance={{inst}} integration={{integ}} prefix=config/{{short}}'),
        sp("WARN", f'msg="integration timeout" {R} instance={{inst}} integration={{integ}} timeout={{timeout}}'),
        sp("INFO", 'msg="Sending deltas divided in blocks." component=PatchSender entityKey={ek} numberOfBlocks={n}'),
        sp("ERROR", 'msg="Inventory sender can\'t process data." component=PatchSender entityKey={ek} error="{inverr}"'),
        sp("WARN", 'msg="Can\'t get process cmdline" component=ProcessSampler error="{perr}" pid={pid}'),
        sp("ERROR", 'msg="Plugin failed to collect data" component=PluginRegistry error="open {sysctl}: {ioerr}" plugin={plugin}'),
        sp("INFO", 'msg="Checking network connectivity..." component=AgentService service=newrelic-infra'),
        sp("INFO", 'msg="Initializing" component=AgentService elapsedTime={dur} service=newrelic-infra version={ver}'),
        sp("INFO", 'msg="runtime configuration" agentUser={user} component="New Relic Infrastructure Agent" executablePath= maxProcs={procs} pluginDir="[{=/etc/newrelic-infra/integrations.d} {=/var/db/newrelic-infra/integrations.d}]"'),
        sp("INFO", 'msg="New Relic infrastructure agent is running." component=AgentService elapsedTime={dur} service=newrelic-infra'),
        sp("INFO", 'msg="Agent service manager shutdown completed successfully." component=AgentService service=newrelic-infra'),
        sp("INFO", 'msg="Starting up agent..." component=Agent'),
        sp("INFO", 'msg="Plugin registered" component=PluginRegistry plugin={plugin}'),
        sp("DEBUG", 'msg="Plugin executed" component=PluginRegistry elapsed={dur} plugin={plugin}'),
        sp("INFO", 'msg="Cloud provider detected" component=Agent provider={provider}'),
        sp("WARN", 'msg="Couldn\'t retrieve cloud instance ID" component=Agent error="Get \\"{cloudsrc}\\": {cloudderr}" provider={provider}'),
        sp("INFO", 'msg="Loading integrations" component=integrations.Manager dir={=/etc/newrelic-infra/integrations.d}'),
        sp("INFO", 'msg="Integration instance loaded" component=integrations.Manager file={file} instance={inst}'),
        sp("WARN", 'msg="can\'t load integrations file. This may happen if you are editing a file and saving intermediate changes" component=integrations.Manager error="{yerr}" file={file}'),
        sp("INFO", 'msg="Starting supervised process" component=integrations.Supervisor supervisor=log-forwarder'),
        sp("WARN", 'msg="Supervised process exited, restarting" component=integrations.Supervisor error="signal: killed" pid={fbpid} supervisor=log-forwarder'),
        sp("WARN", 'msg="Deltas too large, resetting cache" component=PatchSender entityKey={ek} size={bytes}'),
        sp("ERROR", 'msg="Cannot connect to identity API" component=AgentService error="{identerr}" retryIn={dur}'),
        sp("INFO", 'msg="Agent registered" component=AgentService entityKey={ek}'),
        sp("FATAL", 'msg="Can\'t complete platform initialization." error="stat /var/db/newrelic-infra/data: no space left on device"'),
    ]
    return build(rng, "newrelic_infra", specs, gens, start_time(rng), bursty(1.8))


FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("datadog_agent", make_datadog),
    ("vector", make_vector),
    ("promtail", make_promtail),
    ("collectd", make_collectd),
    ("filebeat_json", make_filebeat),
    ("newrelic_infra", make_newrelic),
]


def _self_check() -> None:
    for name, make in FORMATS:
        summary = None
        for seed in range(5):
            rows = make(random.Random(seed))
            assert len(rows) == N_ROWS, (name, len(rows))
            for row in rows:
                line, t = row["line"], row["template"]
                assert "\n" not in line and "\r" not in line, (name, line)
                assert row["level"] in ("DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"), row
                rx = "".join(".+?" if p == "<*>" else re.escape(p) for p in re.split(r"(<\*>)", t))
                assert re.fullmatch(rx, line, re.S), (name, line, t)
            missing = SPEC_TEMPLATES[name] - {r["template"] for r in rows}
            assert not missing, (name, seed, missing)
            if summary is None:
                summary = rows
        temps = {r["template"]: r["level"] for r in summary}
        bad = sum(1 for lv in temps.values() if lv in ("WARN", "ERROR", "FATAL"))
        print(f"{name}: {len(temps)} templates, {bad} WARN/ERROR/FATAL templates")
        for r in random.Random(1).sample(summary, 3):
            print("   ", r["line"][:300])


if __name__ == "__main__":
    _self_check()
