"""Synthetic operations logs with ground-truth templates, written from the fold contract only.

Each entry of ``FORMATS`` is ``(name, make)``; ``make(rng)`` returns exactly 2000 rows
``{"line", "template", "level"}`` in time order, using only the ``random.Random`` given.

Formats
-------
rabbitmq          RabbitMQ 3.x broker log (``<ts> [info] <0.123.0> msg``), multi-line reasons
                  are several physical lines each carrying the prefix (as 3.9+ prints them).
hclog             Consul client agent, HashiCorp hclog text output, key=value after the message.
tomcat_catalina   catalina.out (OneLineFormatter) with Java stack traces.
coredns           CoreDNS with the ``log`` and ``errors`` plugins, plus startup/reload lines.
iptables_kernel   /var/log/syslog of a UFW firewall: kernel netfilter lines, a few other kernel
                  messages and a few sshd lines.
cisco_asa         Cisco ASA syslog (``%ASA-<sev>-<id>``), connection build/teardown pairs.
postgres_csv      PostgreSQL 16 csvlog (26 columns); a quoted field holding a newline is
                  continued on the next physical line.
sidekiq           Sidekiq 7 default logger with job context; error handler backtraces.
laravel           storage/logs/laravel.log (Monolog LineFormatter) with ``[stacktrace]`` blocks.
uvicorn_gunicorn  Container stdout: gunicorn master lines plus uvicorn's default formatter.
otel_collector    OpenTelemetry Collector zap console output (TAB separated) with stacktraces.
k8s_events_table  ``kubectl get events -A -w`` output, padded columns.

Truth conventions
-----------------
1. Variables: anything drawn from a pool is a variable, digits or not (user, host, node, pod,
   service, queue, vhost, worker class, exporter, interface, thread names, paths, URLs, SQL,
   image names, error strings passed as parameters, exception messages); numbers, hex ids,
   UUIDs, IPs, ports, durations, sizes, timestamps, ages too.  Values after ``key=`` are
   variables unless they are a few-valued word that changes the meaning (then the generator
   only ever emits one value per template, so the question never arises).
2. Template-distinguishing constants: the constant text of the message, including few-valued
   words that change the meaning: HTTP method and status phrase, DNS record type and rcode,
   UFW action and IP protocol, ASA message id and the inbound/outbound direction word,
   data_type of the collector, k8s event reason (and the message kind under it),
   up/down, set/cleared, Readiness/Liveness, Scaled up/down.
3. Absent fields never make a template of their own (``-``, empty field, empty key=value,
   a missing optional key, TCP flags or DF present or not, MAC= present or not).
4. Multi-line messages are one row per physical line.  Stack frames: one template per code
   location (class.method + file; the line number is a variable, but each location keeps a
   fixed line here).  ``... N more`` is one template, ``Caused by: Type: msg`` one per type,
   an exception header line one per exception type (message is a variable).
5. Levels: the level the line shows, mapped to FATAL/ERROR/WARN/INFO/DEBUG
   (WARNING->WARN, CRITICAL/EMERGENCY/ALERT/PANIC->FATAL, NOTICE->INFO, TRACE/FINE->DEBUG,
   ASA severity 0-2->FATAL, 3->ERROR, 4->WARN, 5-6->INFO, 7->DEBUG, k8s Warning->WARN,
   Normal->INFO); "-" when the physical line shows none (continuation lines, kernel lines,
   headers).  When one statement is logged at different levels (RabbitMQ's "closing AMQP
   connection ...:" header) the level word alone does not split the template.

Judgement calls per format
--------------------------
rabbitmq   Erlang pids, vhosts, users, queues, exchanges are variables; every reason line after
           a "...:" header is its own template.  The 3.9+ banner line of stars is one template.
hclog      Logger name (agent.client, agent.http, ...) is constant text; key=value values are
           variables (RPC method, url, error string, check and service ids).
tomcat     Thread name and context path are variables; the bracketed exception text inside
           "Servlet.service() ... threw exception [...]" is a variable; frames follow rule 4.
coredns    Query lines: record type + rcode make the template; client, id, name, proto
           (udp/tcp), size, DO bit, bufsize, the flags string (qr,aa,rd / qr,rd,ra, decided by
           whether the answer is authoritative) and duration are variables.  The
           plugin/errors line carries the record type too, so it splits by type as well.
iptables   Kernel lines show no level (level "-"); sshd "error:"/"fatal:" lines do show one.
           UFW action x PROTO is the template; TCP flags, DF, MAC=, empty IN=/OUT= are absent
           or present fields of the same template.
cisco_asa  Interface names (outside/inside/dmz) are variables (nameif strings chosen by the
           admin).  The direction word (inbound/outbound) and the protocol word (TCP/UDP,
           tcp/udp/icmp) split templates; the 302014 teardown reason (TCP FINs, TCP Reset-O,
           SYN Timeout, ...) is treated as a trailing parameter, i.e. a variable, and so are
           the TCP flags of 106015.
postgres   Severity field gives the level; command tag, application name, session fields and
           the SQL in message/query columns are variables; "execute <unnamed>:" and
           "execute S_1:" are one template (statement name is a variable).  The deadlock
           DETAIL holds a newline, so its second physical line is its own template ("-").
sidekiq    Worker class, jid, tid, elapsed are variables.  Sidekiq 7 logs "fail" at INFO (as
           the real JobLogger does).  Error handler: the JSON context line is one template,
           the "Class: message" line one per exception class, backtrace lines one per code
           location (file + method); the first one carries the WARN prefix.
laravel    Environment (production/staging) is a variable; userId is an optional key.  PHP
           trace lines "#N file(line): Callee(args)": one template per file + callee (frame
           number, line and args variable); "[stacktrace]", "#N {main}" and the closing '"}'
           are one template each.
uvicorn    Access lines: method + status code/phrase make the template; client, path and
           HTTP version are variables.  Python tracebacks: the "File ..., line N, in f" line
           and the source line below it are separate templates.
otel       Collector caller (file:line) is constant; data_type splits the exporter
           messages; exporter name, error string, interval, counts are variables.  The
           debug exporter prints no caller field (absent field).  Go stack lines after an
           error entry are one template each.
k8s        Template = TYPE + REASON + message kind (e.g. Pulled has "Successfully pulled"
           and "already present" kinds; Unhealthy has Readiness and Liveness; BackOff has
           restarting and pulling).  The header line is one template ("-").
"""

from __future__ import annotations

import json
import random
import re
from datetime import datetime, timedelta
from typing import Callable

N = 2000
_MON = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()


class _Clock:
    """Monotonic fake clock driven by the rng."""

    def __init__(self, rng: random.Random, lo: float = 1, hi: float = 900):
        self.rng, self.lo, self.hi = rng, lo, hi
        self.t = datetime(2024, 3, 2, 8, 0, 0) + timedelta(seconds=rng.randint(0, 4 * 86400))

    def tick(self, lo: float | None = None, hi: float | None = None) -> datetime:
        lo = self.lo if lo is None else lo
        hi = self.hi if hi is None else hi
        self.t += timedelta(microseconds=self.rng.randint(int(lo * 1000), int(hi * 1000)))
        return self.t


def _drive(rng: random.Random, common: list, rare: list, head: list | None = None,
           n: int = N) -> list[dict[str, str]]:
    """Emit events until n rows.  common: [(weight, fn)]; each rare fn fires 1-2 times at
    random row positions (always before the end, so every rare template shows up)."""
    rows: list = list(head or [])
    slots = sorted((rng.randrange(len(rows), n - 80), i)
                   for i in range(len(rare)) for _ in range(rng.randint(1, 2)))
    fns, ws = [f for _, f in common], [w for w, _ in common]
    while len(rows) < n:
        if slots and slots[0][0] <= len(rows):
            rows += rare[slots.pop(0)[1]]()
        else:
            rows += rng.choices(fns, ws)[0]()
    return [{"line": l, "template": t, "level": v} for t, v, l in rows[:n]]


def _ip(rng, a=10):
    return f"{a}.{rng.randint(0, 3)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}"


def _pub(rng):
    return (f"{rng.choice([23, 45, 62, 77, 89, 103, 141, 176, 185, 193, 212])}."
            f"{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}")


def _hex(rng, k):
    return "".join(rng.choice("0123456789abcdef") for _ in range(k))


def _port(rng):
    return rng.randint(32768, 60999)


def _iso_ms(t):
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


# --------------------------------------------------------------------------- rabbitmq
def make_rabbitmq(rng: random.Random) -> list[dict[str, str]]:
    F, c = "rabbitmq: ", _Clock(rng, 5, 4000)
    clients, srv = [_ip(rng) for _ in range(14)], f"{_ip(rng)}:5672"
    users = {"/": ["shop-api", "guest"], "shop": ["shop-api", "orders-worker"],
             "billing": ["billing-worker"], "analytics": ["analytics", "etl-loader"]}
    queues = ["orders.created", "billing.invoices", "email.outbound", "analytics.events",
              "orders.created.dlq", "amq.gen-" + _hex(rng, 8)]
    nodes, mon, conns = ["rabbit@rmq-0", "rabbit@rmq-1", "rabbit@rmq-2"], "<0.246.0>", []
    LV = {"debug": "DEBUG", "info": "INFO", "warning": "WARN", "error": "ERROR"}

    def L(tpl, lvl, pid, msg, t=None):
        t = t or c.tick()
        ts = t.strftime("%Y-%m-%d %H:%M:%S.") + f"{t.microsecond:06d}+00:00"
        return (F + tpl, LV[lvl], f"{ts} [{lvl}] {pid} {msg}")

    def pid():
        return f"<0.{rng.randint(600, 48000)}.0>"

    def accept(p, src):
        return L("accepting AMQP connection <*> (<*> -> <*>)", "info", p,
                 f"accepting AMQP connection {p} ({src} -> {srv})")

    def open_():
        p, src = pid(), f"{rng.choice(clients)}:{_port(rng)}"
        vh = rng.choice(list(users))
        u = rng.choice(users[vh])
        conns.append((p, src, vh, u))
        return [accept(p, src),
                L("User <*> authenticated successfully by backend rabbit_auth_backend_internal",
                  "debug", p, f"User '{u}' authenticated successfully by backend "
                  "rabbit_auth_backend_internal", c.tick(0.2, 3)),
                L("connection <*> (<*> -> <*>): user <*> authenticated and granted access to "
                  "vhost <*>", "info", p, f"connection {p} ({src} -> {srv}): user '{u}' "
                  f"authenticated and granted access to vhost '{vh}'", c.tick(0.2, 3))]

    def close(kind):
        if len(conns) < 4:
            return open_()
        p, src, vh, u = conns.pop(rng.randrange(len(conns)))
        head = f"closing AMQP connection {p} ({src} -> {srv}, vhost: '{vh}', user: '{u}')"
        tpl = "closing AMQP connection <*> (<*> -> <*>, vhost: <*>, user: <*>)"
        if kind == 0:
            return [L(tpl, "info", p, head)]
        lvl, t2, msg = [("warning", "client unexpectedly closed TCP connection",
                         "client unexpectedly closed TCP connection"),
                        ("error", "missed heartbeats from client, timeout: <*>s",
                         f"missed heartbeats from client, timeout: {rng.choice([30, 60])}s")][kind - 1]
        return [L(tpl + ":", lvl, p, head + ":"), L(t2, lvl, p, msg, c.t)]

    def chan_err(k):
        if not conns:
            return open_()
        p, src, vh, u = rng.choice(conns)
        q = rng.choice(queues)
        t2, msg = [
            ("operation queue.declare caused a channel exception precondition_failed: inequivalent "
             "arg 'x-queue-type' for queue <*> in vhost <*>: received none but current is the "
             "value 'quorum' of type 'longstr'",
             f"operation queue.declare caused a channel exception precondition_failed: inequivalent "
             f"arg 'x-queue-type' for queue '{q}' in vhost '{vh}': received none but current is "
             "the value 'quorum' of type 'longstr'"),
            ("operation basic.publish caused a channel exception not_found: no exchange <*> in vhost <*>",
             f"operation basic.publish caused a channel exception not_found: no exchange "
             f"'{rng.choice(['orders', 'events.v2', 'billing.dlx', 'notifications'])}' in vhost '{vh}'"),
            ("operation basic.consume caused a channel exception resource_locked: cannot obtain "
             "exclusive access to locked queue <*> in vhost <*>. It could be originally declared "
             "on another connection or the exclusive property value does not match that of the "
             "original declaration.",
             f"operation basic.consume caused a channel exception resource_locked: cannot obtain "
             f"exclusive access to locked queue '{q}' in vhost '{vh}'. It could be originally "
             "declared on another connection or the exclusive property value does not match that "
             "of the original declaration.")][k]
        return [L("Channel error on connection <*> (<*> -> <*>, vhost: <*>, user: <*>), channel <*>:",
                  "error", p, f"Channel error on connection {p} ({src} -> {srv}, vhost: '{vh}', "
                  f"user: '{u}'), channel {rng.randint(1, 12)}:"), L(t2, "error", p, msg, c.t)]

    def refused():  # a misconfigured client retrying with bad credentials
        ip, u, out = rng.choice(clients), rng.choice(["guest", "admin", "shop-api", "test"]), []
        for _ in range(rng.randint(3, 12)):
            p, src = pid(), f"{ip}:{_port(rng)}"
            out += [accept(p, src),
                    L("Error on AMQP connection <*> (<*> -> <*>, state: starting):", "error", p,
                      f"Error on AMQP connection {p} ({src} -> {srv}, state: starting):", c.tick(1, 20)),
                    L("PLAIN login refused: user <*> - invalid credentials", "error", p,
                      f"PLAIN login refused: user '{u}' - invalid credentials", c.t)]
        return out

    def alarm():
        n, used, lim, stars = rng.choice(nodes), rng.randint(3_300, 3_600) * 10**6, 3435973836, "*" * 58
        pub = "*** Publishers will be blocked until this alarm clears ***"
        out = [L("vm_memory_high_watermark set. Memory used:<*> allowed:<*>", "info", mon,
                 f"vm_memory_high_watermark set. Memory used:{used} allowed:{lim}"),
               L("memory resource limit alarm set on node <*>.", "warning", mon,
                 f"memory resource limit alarm set on node '{n}'.", c.t)]
        out += [L("*" * 58, "warning", mon, s, c.t) if s == stars else L(pub, "warning", mon, s, c.t)
                for s in (stars, pub, stars)]
        return out + [L("vm_memory_high_watermark clear. Memory used:<*> allowed:<*>", "info", mon,
                        f"vm_memory_high_watermark clear. Memory used:{used // 2} allowed:{lim}",
                        c.tick(5000, 60000)),
                      L("memory resource limit alarm cleared on node <*>", "warning", mon,
                        f"memory resource limit alarm cleared on node '{n}'", c.t),
                      L("memory resource limit alarm cleared across the cluster", "warning", mon,
                        "memory resource limit alarm cleared across the cluster", c.t)]

    def admin():
        p, vh, u = pid(), rng.choice(["payments", "search", "audit"]), rng.choice(["payments-svc", "search-indexer"])
        return [L("Adding vhost <*> (description: <*>, tags: [])", "info", p,
                  f"Adding vhost '{vh}' (description: '{rng.choice(['created by terraform', 'team ' + vh])}', tags: [])"),
                L("Created user <*>", "info", p, f"Created user '{u}'", c.tick(50, 900)),
                L("Successfully set permissions for user <*> in virtual host <*> to '.*', '.*', '.*'",
                  "info", p, f"Successfully set permissions for user '{u}' in virtual host '{vh}' to "
                  "'.*', '.*', '.*'", c.tick(5, 90))]

    def node_flap():
        n = rng.choice(nodes[1:])
        return [L("rabbit on node <*> down", "info", "<0.601.0>", f"rabbit on node '{n}' down"),
                L("node <*> up", "info", "<0.601.0>", f"node '{n}' up", c.tick(8000, 40000))]

    def http_denied():
        return [L("HTTP access denied: user <*> - invalid credentials", "warning", pid(),
                  f"HTTP access denied: user '{rng.choice(['guest', 'admin', 'monitoring'])}' - "
                  "invalid credentials", c.tick(1, 400)) for _ in range(rng.randint(1, 3))]

    return _drive(rng, [(30, open_), (26, lambda: close(0)), (5, lambda: close(1)),
                        (2, lambda: close(2)), (3, lambda: chan_err(0)), (2, lambda: chan_err(1)),
                        (0.5, refused)],
                  [alarm, admin, node_flap, http_denied, lambda: chan_err(2)],
                  [r for _ in range(12) for r in open_()])


# --------------------------------------------------------------------------- hclog (Consul)
def make_hclog(rng: random.Random) -> list[dict[str, str]]:
    F, c = "hclog: ", _Clock(rng, 2, 1500)
    servers = [f"10.0.0.{i}" for i in rng.sample(range(3, 40), 3)]
    peers = {f"consul-client-{i}": _ip(rng) for i in rng.sample(range(10, 60), 12)}
    svcs = [f"{s}-{_hex(rng, 4)}" for s in ("web", "api", "checkout", "payments", "redis")]
    checks = [f"service:{s}" for s in svcs] + ["serfHealth", "_nomad-check-" + _hex(rng, 16)]
    LV = {"TRACE": "DEBUG", "DEBUG": "DEBUG", "INFO": "INFO", "WARN": "WARN", "ERROR": "ERROR"}

    def L(tpl, lvl, msg, t=None):
        t = t or c.tick()
        return (F + tpl, LV[lvl], f"{_iso_ms(t)} [{lvl}]{' ' * (6 - len(lvl))}{msg}")

    def sync():
        out = [L("agent: Node info in sync", "DEBUG", "agent: Node info in sync")]
        out += [L("agent: Service in sync: service=<*>", "DEBUG", f"agent: Service in sync: service={s}",
                  c.tick(0, 2)) for s in rng.sample(svcs, rng.randint(1, 3))]
        return out + [L("agent: Check in sync: check=<*>", "DEBUG", f"agent: Check in sync: check={k}",
                        c.tick(0, 2)) for k in rng.sample(checks, rng.randint(1, 2))]

    def http():
        svc = rng.choice(svcs).rsplit("-", 1)[0]
        url, lat = rng.choice([
            (f"/v1/health/service/{svc}?index={rng.randint(1000, 99999)}&passing=1&wait=60000ms",
             f"1m{rng.uniform(0, 0.5):.6f}s"),
            ("/v1/agent/self", f"{rng.uniform(60, 999):.3f}µs"),
            (f"/v1/kv/config/{svc}/feature-flags?index={rng.randint(10, 9999)}", f"{rng.uniform(1, 40):.6f}ms"),
            (f"/v1/catalog/service/{svc}?dc=dc1", f"{rng.uniform(1, 9):.6f}ms")])
        return [L("agent.http: Request finished: method=GET url=<*> from=<*> latency=<*>", "DEBUG",
                  f"agent.http: Request finished: method=GET url={url} from=127.0.0.1:{_port(rng)} latency={lat}")]

    def check_fail():
        k = rng.choice(checks[:5])
        port = rng.choice([8080, 8443, 9090, 6379])
        out = [L("agent: Check socket connection failed: check=<*> error=<*>", "WARN",
                 f'agent: Check socket connection failed: check={k} error="dial tcp 127.0.0.1:{port}: '
                 'connect: connection refused"', c.tick(0, 9000)) for _ in range(rng.randint(1, 4))]
        return out + [L("agent: Check is now critical: check=<*>", "WARN", f"agent: Check is now critical: check={k}", c.t),
                      L("agent: Check status updated: check=<*> status=passing", "DEBUG",
                        f"agent: Check status updated: check={k} status=passing", c.tick(5000, 60000))]

    def leader_loss():
        err, out = rng.choice(["rpc error making call: No cluster leader", "rpc error making call: EOF",
                               "rpc error getting client: failed to get conn: dial tcp <nil>->"
                               f"{servers[0]}:8300: connect: connection refused"]), []
        for _ in range(rng.randint(4, 20)):
            k = rng.choices([0, 1, 2], [5, 2, 2])[0]
            m = rng.choice(["Catalog.Register", "Health.ServiceNodes", "Coordinate.Update", "KVS.Get"])
            out.append([L("agent.client: RPC failed to server: method=<*> server=<*> error=<*>", "ERROR",
                          f'agent.client: RPC failed to server: method={m} server={rng.choice(servers)}:8300 error="{err}"',
                          c.tick(1, 800)),
                        L("agent.anti_entropy: failed to sync remote state: error=<*>", "ERROR",
                          f'agent.anti_entropy: failed to sync remote state: error="{err}"', c.tick(1, 800)),
                        L("agent: Coordinate update error: error=<*>", "WARN",
                          f'agent: Coordinate update error: error="{err}"', c.tick(1, 800))][k])
        return out

    def member():
        n = rng.choice(list(peers))
        M, S = "agent.client.memberlist.lan: memberlist: ", "agent.client.serf.lan: serf: "
        return [L(M + "Suspect <*> has failed, no acks received", "INFO", f"{M}Suspect {n} has failed, no acks received"),
                L(S + "EventMemberFailed: <*> <*>", "INFO", f"{S}EventMemberFailed: {n} {peers[n]}", c.tick(500, 5000)),
                L(S + "EventMemberJoin: <*> <*>", "INFO", f"{S}EventMemberJoin: {n} {peers[n]}", c.tick(5000, 90000))]

    def one(tpl, lvl, msg):
        return lambda: [L(tpl, lvl, msg)]

    def reg():
        s = rng.choice(svcs)
        return [L("agent: Synced service: service=<*>", "INFO", f"agent: Synced service: service={s}"),
                L("agent: Synced check: check=<*>", "DEBUG", f"agent: Synced check: check=service:{s}", c.tick(0, 3))]

    sv = lambda: f'"consul-server-{rng.randint(0, 2)} (Addr: tcp/{rng.choice(servers)}:8300) (DC: dc1)"'
    rare = [one("agent: Synced node info", "INFO", "agent: Synced node info"),
            one("agent.client.memberlist.lan: memberlist: Refuting a suspect message (from: <*>)", "WARN",
                f"agent.client.memberlist.lan: memberlist: Refuting a suspect message (from: {rng.choice(list(peers))})"),
            one("agent: Newer Consul version available: new_version=<*> current_version=<*>", "INFO",
                "agent: Newer Consul version available: new_version=1.18.1 current_version=1.17.3"),
            lambda: [L("agent.client: adding server: server=<*>", "INFO", f"agent.client: adding server: server={sv()}")],
            lambda: [L("agent.client: removing server: server=<*>", "INFO", f"agent.client: removing server: server={sv()}")],
            lambda: [L("agent: Caught: signal=<*>", "INFO", "agent: Caught: signal=hangup"),
                     L("agent: Reloading configuration...", "INFO", "agent: Reloading configuration...", c.tick(0, 5))],
            one("agent.router.manager: No servers available", "ERROR", "agent.router.manager: No servers available")]
    return _drive(rng, [(22, sync), (40, http), (3, check_fail), (0.6, leader_loss), (1.5, member), (2, reg)], rare)

# --------------------------------------------------------------------------- tomcat catalina.out
def make_tomcat_catalina(rng: random.Random) -> list[dict[str, str]]:
    F, c = "tomcat_catalina: ", _Clock(rng, 20, 20000)
    LV = {"SEVERE": "ERROR", "WARNING": "WARN", "INFO": "INFO", "FINE": "DEBUG"}
    wars = ["/usr/local/tomcat/webapps/shop.war", "/usr/local/tomcat/webapps/admin.war"]
    args = ["--add-opens=java.base/java.lang=ALL-UNNAMED", "-Djava.util.logging.config.file="
            "/usr/local/tomcat/conf/logging.properties", "-Djava.util.logging.manager="
            "org.apache.juli.ClassLoaderLogManager", "-Xms512m", "-Xmx2048m", "-Dcatalina.base="
            "/usr/local/tomcat", "-Dcatalina.home=/usr/local/tomcat", "-Djava.io.tmpdir=/usr/local/tomcat/temp"]

    def L(lvl, thread, src, tpl, msg, t=None):
        t = t or c.tick()
        ts = f"{t.day:02d}-{_MON[t.month - 1]}-{t.year} {t:%H:%M:%S}.{t.microsecond // 1000:03d}"
        return (F + f"{lvl} {src} {tpl}", LV[lvl], f"{ts} {lvl} [{thread}] {src} {msg}")

    def fr(cls, meth, file, ln):
        loc = f"({file}:{ln})" if ln else f"({file})"
        return (F + f"at {cls}.{meth}({file}{':<*>' if ln else ''})", "-", f"\tat {cls}.{meth}{loc}")

    WEB = [fr("org.springframework.web.servlet.FrameworkServlet", "processRequest", "FrameworkServlet.java", 1014),
           fr("javax.servlet.http.HttpServlet", "service", "HttpServlet.java", 764),
           fr("org.apache.catalina.core.ApplicationFilterChain", "internalDoFilter", "ApplicationFilterChain.java", 227),
           fr("org.apache.catalina.core.StandardWrapperValve", "invoke", "StandardWrapperValve.java", 197),
           fr("java.base/java.lang.Thread", "run", "Thread.java", 840)]
    I = lambda src, tpl, msg, t=None: L("INFO", "main", src, tpl, msg, t)
    quick = lambda: c.tick(1, 60)

    def servlet_error(kind):
        th = f"http-nio-8080-exec-{rng.randint(1, 200)}"
        if kind == 0:
            m = rng.choice(['Cannot invoke "com.shop.model.Cart.getItems()" because "cart" is null',
                            'Cannot invoke "String.length()" because "couponCode" is null'])
            exc, top = f"java.lang.NullPointerException: {m}", [fr("com.shop.web.CartController", "addItem", "CartController.java", 87)]
            nested = exc
        else:
            m = f"HikariPool-1 - Connection is not available, request timed out after {rng.randint(30000, 30060)}ms."
            exc = f"java.sql.SQLTransientConnectionException: {m}"
            nested = ("org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC "
                      f"Connection; nested exception is {exc}")
            top = [fr("com.zaxxer.hikari.pool.HikariPool", "getConnection", "HikariPool.java", 181),
                   fr("com.shop.repo.OrderRepository", "findById", "OrderRepository.java", 42)]
        head = L("SEVERE", th, "org.apache.catalina.core.StandardWrapperValve.invoke",
                 "Servlet.service() for servlet <*> in context with path <*> threw exception <*> with root cause",
                 f"Servlet.service() for servlet [dispatcherServlet] in context with path [{rng.choice(['/shop', ''])}]"
                 f" threw exception [Request processing failed; nested exception is {nested}] with root cause",
                 c.tick(20, 3000 if kind else 20000))
        return [head, (F + exc.split(":")[0] + ": <*>", "-", exc)] + top + WEB

    def startup(fail=False):
        out = [I("org.apache.catalina.startup.VersionLoggerListener.log", "Server version name:   <*>",
                 "Server version name:   Apache Tomcat/9.0.86", c.tick(2000, 9000))]
        out += [I("org.apache.catalina.startup.VersionLoggerListener.log", "Command line argument: <*>",
                  f"Command line argument: {a}", c.tick(0, 1)) for a in args[:rng.randint(4, len(args))]]
        out.append(I("org.apache.catalina.core.StandardService.startInternal", "Starting service <*>",
                     "Starting service [Catalina]", c.tick(300, 900)))
        for w in wars:
            out.append(I("org.apache.catalina.startup.HostConfig.deployWAR", "Deploying web application archive <*>",
                         f"Deploying web application archive [{w}]", quick()))
            out.append(I("org.apache.jasper.servlet.TldScanner.scanJars", "At least one JAR was scanned for TLDs ...",
                         "At least one JAR was scanned for TLDs yet contained no TLDs. Enable debug logging for this "
                         "logger for a complete list of JARs that were scanned but no TLDs were found in them. Skipping "
                         "unneeded JARs during scanning can improve startup time and JSP compilation time.", c.tick(900, 4000)))
            if fail and "shop" in w:
                out += [L("SEVERE", "main", "org.apache.catalina.core.StandardContext.listenerStart",
                          "Exception sending context initialized event to listener instance of class <*>",
                          "Exception sending context initialized event to listener instance of class "
                          "[org.springframework.web.context.ContextLoaderListener]", quick()),
                        (F + "org.springframework.beans.factory.BeanCreationException: <*>", "-",
                         "org.springframework.beans.factory.BeanCreationException: Error creating bean with name "
                         "'dataSource' defined in class path resource [com/shop/config/DbConfig.class]: Failed to "
                         "instantiate [javax.sql.DataSource]: Factory method 'dataSource' threw exception"),
                        fr("org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory", "createBean",
                           "AbstractAutowireCapableBeanFactory.java", 520),
                        fr("org.apache.catalina.core.StandardContext", "listenerStart", "StandardContext.java", 4768),
                        (F + "Caused by: java.net.ConnectException: <*>", "-", "Caused by: java.net.ConnectException: Connection refused"),
                        fr("java.base/sun.nio.ch.Net", "connect0", "Native Method", 0),
                        (F + "... <*> more", "-", f"\t... {rng.randint(38, 52)} more"),
                        L("SEVERE", "main", "org.apache.catalina.core.StandardContext.startInternal",
                          "Context <*> startup failed due to previous errors", "Context [/shop] startup failed due to previous errors", quick())]
            out.append(I("org.apache.catalina.startup.HostConfig.deployWAR",
                         "Deployment of web application archive <*> has finished in <*> ms",
                         f"Deployment of web application archive [{w}] has finished in [{rng.randint(1200, 14000):,}] ms", quick()))
        return out + [I("org.apache.coyote.AbstractProtocol.start", "Starting ProtocolHandler <*>",
                        'Starting ProtocolHandler ["http-nio-8080"]', quick()),
                      I("org.apache.catalina.startup.Catalina.start", "Server startup in <*> milliseconds",
                        f"Server startup in [{rng.randint(4000, 20000)}] milliseconds", quick())]

    def restart(fail):
        out = [I("org.apache.catalina.core.StandardServer.await", "A valid shutdown command was received via the "
                 "shutdown port. Stopping the Server instance.", "A valid shutdown command was received via the "
                 "shutdown port. Stopping the Server instance."),
               I("org.apache.catalina.core.StandardService.stopInternal", "Stopping service <*>", "Stopping service [Catalina]", quick())]
        out += [L("WARNING", "main", "org.apache.catalina.loader.WebappClassLoaderBase.clearReferencesThreads",
                  "The web application <*> appears to have started a thread named <*> but has failed to stop it. "
                  "This is very likely to create a memory leak.", f"The web application [shop] appears to have started a "
                  f"thread named [{t}] but has failed to stop it. This is very likely to create a memory leak.", quick())
                for t in rng.sample(["HikariPool-1 housekeeper", "Abandoned connection cleanup thread", "pool-2-thread-1"],
                                    rng.randint(1, 2))]
        return out + startup(fail)

    burst = lambda: [r for _ in range(rng.randint(2, 8)) for r in servlet_error(1)]
    return _drive(rng, [(6, lambda: servlet_error(0)), (1, burst)],
                  [lambda: restart(True), lambda: restart(False)], startup())


# --------------------------------------------------------------------------- coredns
def make_coredns(rng: random.Random) -> list[dict[str, str]]:
    F, c = "coredns: ", _Clock(rng, 0.5, 600)
    me = f"10.244.0.{rng.randint(2, 30)}"
    pods = [f"10.244.{rng.randint(0, 5)}.{rng.randint(2, 250)}" for _ in range(25)]
    nss = ["shop", "billing", "monitoring", "kube-system", "default"]
    svc = [f"{s}.{rng.choice(nss)}.svc.cluster.local." for s in
           ("checkout", "cart", "postgres", "redis-master", "payments", "prometheus", "kube-dns", "orders-api")]
    ext = ["api.stripe.com.", "www.googleapis.com.", "sqs.eu-west-1.amazonaws.com.", "registry-1.docker.io.",
           "github.com.", "o450123.ingest.sentry.io.", "hooks.slack.com."]
    LV = {"INFO": "INFO", "WARNING": "WARN", "ERROR": "ERROR", "FATAL": "FATAL"}

    def L(tpl, lvl, msg):
        c.tick()
        return (F + f"[{lvl}] {tpl}", LV[lvl], f"[{lvl}] {msg}")

    def q(qt, name, rc, client, size=None):
        flags = "qr,aa,rd" if name.endswith("cluster.local.") or name.endswith("arpa.") else "qr,rd,ra"
        if rc == "SERVFAIL":
            flags = "qr,rd"
        dur = f"{rng.uniform(0.00002, 0.004 if rc != 'SERVFAIL' else 2.0):.9f}".rstrip("0") + "s"
        size = size or (len(name) + 28 if rc in ("SERVFAIL", "NXDOMAIN") else rng.randint(60, 220))
        return L(f'<*> - <*> "{qt} IN <*> <*> <*> <*> <*>" {rc} <*> <*> <*>', "INFO",
                 f'{client}:{_port(rng)} - {rng.randint(1, 65535)} "{qt} IN {name} {rng.choice(["udp"] * 9 + ["tcp"])} '
                 f'{len(name) + rng.choice([17, 28, 39])} false {rng.choice([512, 1232])}" {rc} {flags} '
                 f'{size} {dur}')

    def lookup():
        cl = rng.choice(pods)
        if rng.random() < 0.6:
            n = rng.choice(svc)
            return [q("A", n, "NOERROR", cl), q("AAAA", n, "NOERROR", cl, len(n) + 120)]
        n, out = rng.choice(ext), []
        for sfx in (f"{rng.choice(nss)}.svc.cluster.local.", "svc.cluster.local.", "cluster.local."):
            out += [q("A", n + sfx, "NXDOMAIN", cl), q("AAAA", n + sfx, "NXDOMAIN", cl)]
        return out + [q("A", n, "NOERROR", cl), q("AAAA", n, "NOERROR", cl)]

    def ptr():
        cl = rng.choice(pods)
        if rng.random() < 0.8:
            a = rng.choice(pods).split(".")
            return [q("PTR", ".".join(reversed(a)) + ".in-addr.arpa.", "NOERROR", cl)]
        return [q("PTR", ".".join(reversed(_pub(rng).split("."))) + ".in-addr.arpa.", "NXDOMAIN", cl)]

    def upstream_down():
        out, up = [], f"10.0.0.{rng.choice([2, 10])}"
        for _ in range(rng.randint(3, 15)):
            n, qt, cl = rng.choice(ext), rng.choice(["A", "A", "AAAA"]), rng.choice(pods)
            out += [q(qt, n, "SERVFAIL", cl),
                    L(f"plugin/errors: <*> <*> {qt}: read udp <*>-><*>: i/o timeout", "ERROR",
                      f"plugin/errors: 2 {n} {qt}: read udp {me}:{_port(rng)}->{up}:53: i/o timeout")]
        return out

    def boot():
        return [("coredns: .:53", "-", ".:53"),
                L("plugin/reload: Running configuration SHA512 = <*>", "INFO",
                  f"plugin/reload: Running configuration SHA512 = {_hex(rng, 128)}"),
                ("coredns: CoreDNS-<*>", "-", "CoreDNS-1.11.1"),
                ("coredns: linux/amd64, <*>, <*>", "-", "linux/amd64, go1.20.7, ae2bbc2"),
                L("No files matching import glob pattern: <*>", "WARNING",
                  "No files matching import glob pattern: /etc/coredns/custom/*.override")]

    def reload():
        return [L("Reloading", "INFO", "Reloading"), L("plugin/reload: Running configuration SHA512 = <*>", "INFO",
                f"plugin/reload: Running configuration SHA512 = {_hex(rng, 128)}"), L("Reloading complete", "INFO", "Reloading complete")]

    def one(tpl, lvl, msg):
        return lambda: [L(tpl, lvl, msg) for _ in range(rng.randint(1, 2))]

    rare = [reload,
            lambda: [q("SRV", f"_grpc._tcp.{rng.choice(svc)}", "NOERROR", rng.choice(pods))],
            lambda: [q("TXT", "_dmarc.shop-example.com.", "NOERROR", rng.choice(pods))],
            lambda: [q("MX", "gmail.com.", "NOERROR", rng.choice(pods))],
            one("plugin/kubernetes: Kubernetes API connection failure: <*>", "WARNING", 'plugin/kubernetes: Kubernetes API '
                'connection failure: Get "https://10.96.0.1:443/version": dial tcp 10.96.0.1:443: i/o timeout'),
            one('plugin/ready: Still waiting on: <*>', "INFO", 'plugin/ready: Still waiting on: "kubernetes"'),
            lambda: [L("SIGTERM: Shutting down servers then terminating", "INFO", "SIGTERM: Shutting down servers then terminating"),
                     L("plugin/health: Going into lameduck mode for <*>", "INFO", "plugin/health: Going into lameduck mode for 5s")] + boot(),
            lambda: [L('plugin/loop: Loop (<*> -> :53) detected for zone ".", see https://coredns.io/plugins/loop#troubleshooting. Query: <*>',
                       "FATAL", f'plugin/loop: Loop (127.0.0.1:{_port(rng)} -> :53) detected for zone ".", see '
                       f'https://coredns.io/plugins/loop#troubleshooting. Query: "HINFO {rng.randint(10**18, 10**19)}.{rng.randint(10**18, 10**19)}."')] + boot()]
    return _drive(rng, [(30, lookup), (4, ptr), (0.4, upstream_down)], rare, boot())

# --------------------------------------------------------------------------- iptables / kernel syslog
def make_iptables_kernel(rng: random.Random) -> list[dict[str, str]]:
    F, c = "iptables_kernel: ", _Clock(rng, 5, 5000)
    host, boot = rng.choice(["fw01", "edge-gw", "bastion-1"]), c.t - timedelta(seconds=rng.randint(3600, 40 * 86400))
    me, gw, lan = ":".join(_hex(rng, 2) for _ in range(6)), ":".join(_hex(rng, 2) for _ in range(6)), _ip(rng)
    mypub, attackers = _pub(rng), [_pub(rng) for _ in range(30)]

    def pre(t):
        return f"{_MON[t.month - 1]} {t.day:2d} {t:%H:%M:%S} {host}"

    def K(tpl, msg):
        t = c.tick()
        up = t - boot
        return (F + "kernel: " + tpl, "-", f"{pre(t)} kernel: [{up.days * 86400 + up.seconds:5d}.{up.microseconds:06d}] {msg}")

    def S(tpl, lvl, msg, pid):
        return (F + "sshd: " + tpl, lvl, f"{pre(c.tick(1, 900))} sshd[{pid}]: {msg}")

    def ufw(act, proto, inbound=True, src=None, dport=None):
        src = src or (rng.choice(attackers) if inbound else lan)
        dst = mypub if inbound else _pub(rng)
        head = (f"IN=eth0 OUT= MAC={me}:{gw}:08:00 SRC={src} DST={dst}" if inbound
                else f"IN= OUT=eth0 SRC={src} DST={dst}")
        ipf = f"TOS=0x00 PREC=0x{rng.choice(['00', '00', '20'])} TTL={rng.randint(40, 250)} ID={rng.randint(0, 65535)} "
        if proto == "TCP":
            df = "DF " if rng.random() < 0.7 else ""
            tail = (f"PROTO=TCP SPT={_port(rng)} DPT={dport or rng.choice([22, 23, 445, 3389, 8080, 5900, 1433, 6379, rng.randint(1, 65535)])} "
                    f"WINDOW={rng.choice([1024, 29200, 64240, 65535])} RES=0x00 {rng.choice(['SYN ', 'SYN ', 'ACK SYN ', 'ACK FIN ', 'RST ', 'ACK RST ', ''])}URGP=0")
            body = f"{head} LEN={rng.choice([40, 44, 52, 60])} {ipf}{df}{tail}"
        elif proto == "UDP":
            n = rng.randint(28, 300)
            body = f"{head} LEN={n} {ipf}PROTO=UDP SPT={_port(rng)} DPT={dport or rng.choice([53, 123, 161, 1900, 5353, 11211])} LEN={n - 20}"
        elif proto == "ICMP":
            body = f"{head} LEN=84 {ipf}{'DF ' if rng.random() < 0.5 else ''}PROTO=ICMP TYPE=8 CODE=0 ID={rng.randint(1, 65535)} SEQ={rng.randint(1, 9)}"
        else:
            ll = "fe80:0000:0000:0000:" + ":".join(_hex(rng, 4) for _ in range(4))
            body = (f"IN=eth0 OUT= MAC=33:33:00:00:00:01:{gw}:86:dd SRC={ll} DST=ff02:0000:0000:0000:0000:0000:0000:0001 "
                    f"LEN={rng.choice([64, 72, 120])} TC=0 HOPLIMIT=255 FLOWLBL=0 PROTO=ICMPv6 TYPE={rng.choice([134, 134, 136])} CODE=0")
        return K(f"[UFW {act}] ... PROTO={proto}", f"[UFW {act}] {body}")

    def brute():  # ssh brute force ends in UFW LIMIT BLOCK
        ip, out = rng.choice(attackers), []
        for _ in range(rng.randint(2, 6)):
            pid, u, pt = rng.randint(2000, 60000), rng.choice(["admin", "oracle", "test", "ubuntu", "git", "postgres"]), _port(rng)
            out += [S("Invalid user <*> from <*> port <*>", "-", f"Invalid user {u} from {ip} port {pt}", pid),
                    S("Connection closed by invalid user <*> <*> port <*> [preauth]", "-",
                      f"Connection closed by invalid user {u} {ip} port {pt} [preauth]", pid)]
        return out + [ufw("LIMIT BLOCK", "TCP", src=ip, dport=22) for _ in range(rng.randint(2, 10))]

    def conntrack():
        out = [K("nf_conntrack: nf_conntrack: table full, dropping packet", "nf_conntrack: nf_conntrack: table full, dropping packet")
               for _ in range(rng.randint(3, 12))]
        return out + [K("net_ratelimit: <*> callbacks suppressed", f"net_ratelimit: {rng.randint(5, 900)} callbacks suppressed")]

    nic = "e1000e 0000:00:19.0 eth1: NIC Link is "
    rare = [conntrack,
            lambda: [K("TCP: request_sock_TCP: Possible SYN flooding on port <*>. Sending cookies.  Check SNMP counters.",
                       f"TCP: request_sock_TCP: Possible SYN flooding on port {rng.choice([443, 80])}. Sending cookies.  Check SNMP counters.")],
            lambda: [K(nic + "Down", nic + "Down"), K(nic + "Up <*> Mbps Full Duplex, Flow Control: <*>", nic + "Up 1000 Mbps Full Duplex, Flow Control: Rx/Tx")],
            lambda: [K("audit: type=1400 audit(<*>): apparmor=\"DENIED\" operation=\"open\" profile=<*> name=<*> pid=<*> comm=<*> "
                       "requested_mask=<*> denied_mask=<*> fsuid=<*> ouid=<*>",
                       f'audit: type=1400 audit({(c.t - datetime(1970, 1, 1)).total_seconds():.3f}:{rng.randint(100, 999)}): apparmor="DENIED" '
                       f'operation="open" profile="/usr/sbin/ntpd" name="/etc/ssl/openssl.cnf" pid={rng.randint(500, 9000)} comm="ntpd" '
                       'requested_mask="r" denied_mask="r" fsuid=0 ouid=0')],
            lambda: [K("Out of memory: Killed process <*> (<*>) total-vm:<*>kB, anon-rss:<*>kB, file-rss:<*>kB, shmem-rss:<*>kB, "
                       "UID:<*> pgtables:<*>kB oom_score_adj:<*>", f"Out of memory: Killed process {rng.randint(500, 90000)} (suricata) "
                       f"total-vm:{rng.randint(10**6, 4 * 10**6)}kB, anon-rss:{rng.randint(10**5, 10**6)}kB, file-rss:0kB, shmem-rss:0kB, "
                       f"UID:0 pgtables:{rng.randint(1000, 9000)}kB oom_score_adj:0")],
            lambda: [S("error: kex_exchange_identification: Connection closed by remote host", "ERROR",
                       "error: kex_exchange_identification: Connection closed by remote host", rng.randint(2000, 60000))],
            lambda: [S("fatal: Timeout before authentication for <*> port <*>", "FATAL",
                       f"fatal: Timeout before authentication for {rng.choice(attackers)} port {_port(rng)}", rng.randint(2000, 60000))],
            lambda: [S("Accepted publickey for <*> from <*> port <*> ssh2: ED25519 SHA256:<*>", "-",
                       f"Accepted publickey for deploy from {_ip(rng)} port {_port(rng)} ssh2: ED25519 SHA256:{_hex(rng, 43)}", rng.randint(2000, 60000))],
            lambda: [ufw("AUDIT", "UDP", inbound=False, dport=rng.choice([53, 123]))]]
    return _drive(rng, [(40, lambda: [ufw("BLOCK", "TCP")]), (14, lambda: [ufw("BLOCK", "UDP")]),
                        (4, lambda: [ufw("BLOCK", "ICMP")]), (5, lambda: [ufw("BLOCK", "ICMPv6")]),
                        (8, lambda: [ufw("ALLOW", "TCP", dport=rng.choice([443, 443, 80, 22]))]),
                        (3, lambda: [ufw("ALLOW", "UDP", dport=51820)]),
                        (4, lambda: [ufw("AUDIT", "TCP", inbound=False, dport=rng.choice([443, 80, 5432]))]), (0.5, brute)], rare)


# --------------------------------------------------------------------------- cisco asa
def make_cisco_asa(rng: random.Random) -> list[dict[str, str]]:
    F, c = "cisco_asa: ", _Clock(rng, 2, 1500)
    host, LV = rng.choice(["asa01", "fw-edge-1", "ASA-HQ"]), {1: "FATAL", 2: "FATAL", 3: "ERROR", 4: "WARN", 5: "INFO", 6: "INFO"}
    pat, dmz_pub, cid, conns = _pub(rng), _pub(rng), [rng.randint(10**6, 9 * 10**8)], []
    lans = {"inside": [_ip(rng) for _ in range(25)], "dmz": ["172.16.1.10", "172.16.1.11", "172.16.1.20"]}

    def A(sev, mid, tpl, msg, t=None):
        t = t or c.tick()
        return (F + f"%ASA-{sev}-{mid}: {tpl}", LV[sev], f"{_MON[t.month - 1]} {t.day:02d} {t.year} {t:%H:%M:%S} {host} : %ASA-{sev}-{mid}: {msg}")

    def build(proto, inbound=False):
        cid[0] += rng.randint(1, 40)
        if inbound:
            ifc, ip, p, rip, rp = "dmz", rng.choice(lans["dmz"]), rng.choice([443, 80, 25]), _pub(rng), _port(rng)
            msg = f"for outside:{rip}/{rp} ({rip}/{rp}) to {ifc}:{ip}/{p} ({dmz_pub}/{p})"
        else:
            ifc = rng.choice(["inside"] * 5 + ["dmz"])
            ip, p, rip = rng.choice(lans[ifc]), _port(rng), _pub(rng)
            rp = rng.choice([443, 443, 80, 22, 5222]) if proto == "TCP" else rng.choice([53, 123, 443])
            msg = f"for outside:{rip}/{rp} ({rip}/{rp}) to {ifc}:{ip}/{p} ({pat}/{p})"
        conns.append((proto, cid[0], f"outside:{rip}/{rp}", f"{ifc}:{ip}/{p}", c.t, inbound))
        d = "inbound" if inbound else "outbound"
        out = []
        if not inbound and rng.random() < 0.4:
            out.append(A(6, 305011, f"Built dynamic {proto} translation from <*> to <*>",
                         f"Built dynamic {proto} translation from {ifc}:{ip}/{p} to outside:{pat}/{p}"))
        return out + [A(6, 302013 if proto == "TCP" else 302015, f"Built {d} {proto} connection <*> for <*> (<*>) to <*> (<*>)",
                        f"Built {d} {proto} connection {cid[0]} {msg}", c.tick(0, 2))]

    def teardown():
        if len(conns) < 20:
            pr = rng.choice(["TCP", "TCP", "UDP"])
            return build(pr, pr == "TCP" and rng.random() < 0.3)
        proto, i, o, ins, t0, inbound = conns.pop(rng.randrange(len(conns)))
        d = int((c.tick() - t0).total_seconds())
        dur = f"{d // 3600}:{d // 60 % 60:02d}:{d % 60:02d}"
        why = " " + rng.choice(["TCP FINs from inside", "TCP FINs from outside", "TCP Reset-O from outside",
                                "TCP Reset-I from inside", "SYN Timeout", "Conn-timeout"]) if proto == "TCP" else ""
        out = [A(6, 302014 if proto == "TCP" else 302016, f"Teardown {proto} connection <*> for <*> to <*> duration <*> bytes <*>"
                 + (" <*>" if why else ""), f"Teardown {proto} connection {i} for {o} to {ins} duration {dur} bytes {rng.randint(0, 9 * 10**6)}{why}", c.t)]
        if rng.random() < 0.35 and not inbound:
            out.append(A(6, 305012, f"Teardown dynamic {proto} translation from <*> to <*> duration <*>",
                         f"Teardown dynamic {proto} translation from {ins} to outside:{pat}/{ins.rsplit('/', 1)[1]} duration {dur}", c.tick(0, 30)))
        return out

    def deny(k, src=None):
        src, ip = src or _pub(rng), rng.choice(lans["inside"] + lans["dmz"])
        ifc = "dmz" if ip.startswith("172.") else "inside"
        if k == "icmp":
            return A(4, 106023, "Deny icmp src <*> dst <*> (type <*>, code <*>) by access-group <*> [0x0, 0x0]",
                     f'Deny icmp src outside:{src} dst {ifc}:{ip} (type 8, code 0) by access-group "outside_access_in" [0x0, 0x0]')
        return A(4, 106023, f"Deny {k} src <*> dst <*> by access-group <*> [0x0, 0x0]",
                 f'Deny {k} src outside:{src}/{_port(rng)} dst {ifc}:{ip}/{rng.choice([22, 23, 445, 3389, 1433, 161, 5060, rng.randint(1, 65535)])} '
                 f'by access-group "outside_access_in" [0x0, 0x0]')

    def noconn():
        return [A(6, 106015, "Deny TCP (no connection) from <*> to <*> flags <*>  on interface <*>",
                  f"Deny TCP (no connection) from {rng.choice(lans['inside'])}/{_port(rng)} to {_pub(rng)}/443 flags "
                  f"{rng.choice(['RST', 'FIN ACK', 'ACK', 'RST ACK', 'FIN PSH ACK'])}  on interface inside")]

    def scan():
        src, out = _pub(rng), []
        for _ in range(rng.randint(5, 25)):
            out.append(deny("tcp", src) if rng.random() < 0.8 else A(
                2, 106001, "Inbound TCP connection denied from <*> to <*> flags SYN  on interface <*>",
                f"Inbound TCP connection denied from {src}/{_port(rng)} to {dmz_pub}/{rng.randint(1, 1024)} flags SYN  on interface outside"))
        return out

    adm, lan = rng.choice(["admin", "netops", "jdoe"]), rng.choice(lans["inside"])
    one = lambda sev, mid, tpl, msg: (lambda: [A(sev, mid, tpl, msg)])
    rare = [lambda: scan() + [A(4, 733100, "[ Scanning] drop rate-1 exceeded. Current burst rate is <*> per second, max configured rate is <*>; "
                                "Current average rate is <*> per second, max configured rate is <*>; Cumulative total count is <*>",
                                f"[ Scanning] drop rate-1 exceeded. Current burst rate is {rng.randint(11, 60)} per second, max configured rate is 10; "
                                f"Current average rate is {rng.randint(5, 9)} per second, max configured rate is 5; Cumulative total count is {rng.randint(3000, 40000)}")],
            one(3, 710003, "TCP access denied by ACL from <*> to <*>", f"TCP access denied by ACL from {_pub(rng)}/{_port(rng)} to outside:{pat}/22"),
            one(4, 419002, "Duplicate TCP SYN from <*> to <*> with different initial sequence number",
                f"Duplicate TCP SYN from inside:{lan}/{_port(rng)} to outside:{_pub(rng)}/443 with different initial sequence number"),
            lambda: [A(6, 113005, "AAA user authentication Rejected : reason = AAA failure : server = <*> : user = <*> : user IP = <*>",
                       f"AAA user authentication Rejected : reason = AAA failure : server = 10.0.0.9 : user = ***** : user IP = {lan}"),
                     A(6, 113004, "AAA user authentication Successful : server =  <*> : user = <*>",
                       f"AAA user authentication Successful : server =  10.0.0.9 : user = {adm}", c.tick(3000, 9000)),
                     A(6, 605005, "Login permitted from <*> to <*> for user <*>", f'Login permitted from {lan}/{_port(rng)} to inside:10.0.0.1/ssh for user "{adm}"', c.t)],
            one(5, 111010, "User <*>, running <*> from IP <*>, executed <*>", f"User '{adm}', running 'CLI' from IP {lan}, executed 'write memory'"),
            one(3, 305006, "regular translation creation failed for icmp src <*> dst <*> (type <*>, code <*>)",
                f"regular translation creation failed for icmp src inside:{lan} dst outside:{_pub(rng)} (type 8, code 0)"),
            one(1, 105005, "(Primary) Lost Failover communications with mate on interface <*>", "(Primary) Lost Failover communications with mate on interface outside"),
            lambda: [A(4, 411002, "Line protocol on Interface <*>, changed state to down", "Line protocol on Interface GigabitEthernet0/2, changed state to down"),
                     A(4, 411001, "Line protocol on Interface <*>, changed state to up", "Line protocol on Interface GigabitEthernet0/2, changed state to up", c.tick(2000, 20000))]]
    return _drive(rng, [(30, lambda: build("TCP")), (10, lambda: build("UDP")), (6, lambda: build("TCP", True)), (45, teardown),
                        (7, lambda: [deny("tcp")]), (3, lambda: [deny("udp")]), (1.5, lambda: [deny("icmp")]), (5, noconn), (0.4, scan)], rare)

# --------------------------------------------------------------------------- postgres csvlog
def make_postgres_csv(rng: random.Random) -> list[dict[str, str]]:
    F, c = "postgres_csv: ", _Clock(rng, 5, 2500)
    LV = {"LOG": "INFO", "ERROR": "ERROR", "FATAL": "FATAL", "WARNING": "WARN"}
    apps = [("app", "shop", "PostgreSQL JDBC Driver"), ("billing", "billing", "psycopg"),
            ("readonly", "shop", "Metabase v0.48.6 [a1b2c3d4-5e6f-7a8b-9c0d-e1f2a3b4c5d6]"), ("postgres", "postgres", "psql")]
    hosts, sessions, bid = [_ip(rng) for _ in range(8)], [], [2]
    qids = {k: rng.randint(-2**63, 2**63 - 1) for k in ("SELECT", "UPDATE", "INSERT", "DELETE")}
    q = lambda v: '"' + v.replace('"', '""') + '"' if v else ""

    def sess(user, db, app, host, bt="client backend"):
        t, pid = c.t, rng.randint(1000, 4_000_000)
        bid[0] = bid[0] % 90 + 3
        return {"user": user, "db": db, "app": app, "from": host, "pid": pid, "n": 0, "bt": bt, "vx": f"{bid[0]}/", "k": 0,
                "sid": f"{int((t - datetime(1970, 1, 1)).total_seconds()):x}.{pid:x}", "start": f"{t:%Y-%m-%d %H:%M:%S} UTC"}

    def rec(tpl, s, sev, code, msg, tag="", detail="", hint="", ctx="", query="", conts=(), qid=0):
        t = c.tick()
        s["n"] += 1
        s["k"] += 1
        vx = s["vx"] + str(s["k"]) if s["bt"] == "client backend" and tag != "" else ""
        f = [f"{t:%Y-%m-%d %H:%M:%S}.{t.microsecond // 1000:03d} UTC", q(s["user"]), q(s["db"]), str(s["pid"]), q(s["from"]),
             s["sid"], str(s["n"]), q(tag), s["start"], vx, str(rng.randint(10**6, 10**7) if sev == "ERROR" and tag in ("UPDATE", "INSERT") else 0),
             sev, code, q(msg), q(detail), q(hint), "", "", q(ctx), q(query), "", "", q(s["app"]), q(s["bt"]), "", str(qid)]
        lines = ",".join(f).split("\n")
        return [(F + tpl, LV[sev], lines[0])] + [(F + ct, "-", ln) for ct, ln in zip(conts, lines[1:])]

    def sql(k=None):
        k, n = k or rng.choices(["SELECT", "UPDATE", "INSERT", "DELETE"], [8, 3, 2, 1])[0], rng.randint(1, 999_999)
        return k, {"SELECT": [f"SELECT o.id, o.status, o.total_cents FROM orders o WHERE o.customer_id = {n} ORDER BY o.created_at DESC LIMIT 20",
                              f"SELECT count(*) FROM order_items WHERE sku = 'SKU-{n % 9000}'",
                              "SELECT p.id, p.name FROM products p JOIN inventory i ON i.product_id = p.id WHERE i.qty > 0"],
                   "UPDATE": [f"UPDATE inventory SET qty = qty - {n % 5 + 1} WHERE sku = 'SKU-{n % 9000}'",
                              f"UPDATE orders SET status = 'paid', updated_at = now() WHERE id = {n}"],
                   "INSERT": [f"INSERT INTO events (kind, payload) VALUES ('checkout', '{{\"order\": {n}, \"src\": \"web\"}}')"],
                   "DELETE": [f"DELETE FROM carts WHERE updated_at < now() - interval '{n % 30 + 1} days'"]}[k][n % (3 if k == "SELECT" else 2 if k == "UPDATE" else 1)]

    def connect():
        user, db, app = rng.choice(apps)
        s = sess("", "", "", f"{rng.choice(hosts)}:{_port(rng)}", "not initialized")
        out = rec("connection received: host=<*> port=<*>", s, "LOG", "00000", f"connection received: host={s['from'].split(':')[0]} port={s['from'].split(':')[1]}")
        s.update(user=user, db=db, app=app, bt="client backend")
        sessions.append(s)
        return out + rec("connection authorized: user=<*> database=<*> application_name=<*>", s, "LOG", "00000",
                         f"connection authorized: user={user} database={db} application_name={app}", tag="authentication")

    def disconnect():
        if len(sessions) < 6:
            return connect()
        s = sessions.pop(rng.randrange(len(sessions)))
        d = int((c.t - datetime.strptime(s["start"][:19], "%Y-%m-%d %H:%M:%S")).total_seconds())
        h, p = s["from"].split(":")
        return rec("disconnection: session time: <*> user=<*> database=<*> host=<*> port=<*>", s, "LOG", "00000",
                   f"disconnection: session time: {d // 3600}:{d // 60 % 60:02d}:{d % 60:02d}.{rng.randint(0, 999):03d} user={s['user']} "
                   f"database={s['db']} host={h} port={p}", tag="idle")

    def pick():
        return rng.choice(sessions) if sessions else connect() and sessions[-1]

    def slow():
        s, (k, text) = pick(), sql()
        ms = f"{rng.lognormvariate(5.5, 1.2):.3f}"
        if "JDBC" in s["app"]:
            return rec("duration: <*> ms  execute <*>: <*>", s, "LOG", "00000", f"duration: {ms} ms  execute {rng.choice(['<unnamed>', 'S_1', 'S_3'])}: {text}",
                       tag=k, detail=rng.choice(["", f"parameters: $1 = '{rng.randint(1, 99999)}'"]), qid=qids[k])
        return rec("duration: <*> ms  statement: <*>", s, "LOG", "00000", f"duration: {ms} ms  statement: {text}", tag=k, qid=qids[k])

    def err(kind):
        s, (k, text) = pick(), sql()
        n, rel, col, val = rng.randint(1, 99999), rng.choice(["order_archive", "tmp_import", "users_old"]), \
            rng.choice(["o.discount", "customer_email", "sku_id"]), rng.choice(["abc", "", "12a", "null"])
        text = {"dup": f"INSERT INTO orders (id, customer_id, total_cents) VALUES ({n}, {n * 7 % 5000}, {n % 900 * 100})",
                "fk": f"INSERT INTO order_items (order_id, sku, qty) VALUES ({n}, 'SKU-{n % 9000}', 1)",
                "rel": f"SELECT * FROM {rel} WHERE id = {n}", "col": f"SELECT {col} FROM orders o WHERE o.id = {n}",
                "syntax": f"SELECT * FROM orders WHERE id = '{val}'"}.get(kind, text)
        E = {"dup": ("duplicate key value violates unique constraint <*>", "23505", f'duplicate key value violates unique constraint "orders_pkey"',
                     f"Key (id)=({n}) already exists.", "", "INSERT"),
             "timeout": ("canceling statement due to statement timeout", "57014", "canceling statement due to statement timeout", "", "", k),
             "rel": ("relation <*> does not exist", "42P01", f'relation "{rel}" does not exist', "", "", "SELECT"),
             "col": ("column <*> does not exist", "42703", f'column "{col}" does not exist', "", "", "SELECT"),
             "syntax": ("invalid input syntax for type integer: <*>", "22P02", f'invalid input syntax for type integer: "{val}"', "", "", "SELECT"),
             "fk": ("insert or update on table <*> violates foreign key constraint <*>", "23503", 'insert or update on table "order_items" violates foreign key '
                    'constraint "order_items_order_id_fkey"', f'Key (order_id)=({n}) is not present in table "orders".', "", "INSERT")}[kind]
        return rec(E[0], s, "ERROR", E[1], E[2], tag=E[5], detail=E[3], query=text, qid=qids[E[5]] if kind not in ("rel", "col", "syntax") else 0)

    def deadlock():
        s, b, x = pick(), rng.randint(1000, 4_000_000), rng.randint(10**6, 10**7)
        a = s["pid"]
        d = (f"Process {a} waits for ShareLock on transaction {x}; blocked by process {b}.\n"
             f"Process {b} waits for ShareLock on transaction {x + rng.randint(1, 9)}; blocked by process {a}.")
        return rec("deadlock detected", s, "ERROR", "40P01", "deadlock detected", "UPDATE", d, "See server log for query details.",
                   f'while updating tuple ({rng.randint(0, 900)},{rng.randint(1, 60)}) in relation "inventory"', sql("UPDATE")[1],
                   ["Process <*> waits for ShareLock on transaction <*>; blocked by process <*>. (deadlock DETAIL continuation)"])

    def too_many():
        out = []
        for _ in range(rng.randint(3, 20)):
            user, db, app = rng.choice(apps[:2])
            s = sess(user, db, "", f"{rng.choice(hosts)}:{_port(rng)}")
            out += rec("sorry, too many clients already", s, "FATAL", "53300", "sorry, too many clients already", tag="startup")
        return out

    ck = sess("", "", "", "", "checkpointer")

    def checkpoint():
        w, wr, sy = rng.randint(100, 30000), rng.uniform(10, 270), rng.uniform(0, 1)
        return (rec("checkpoint starting: time", ck, "LOG", "00000", "checkpoint starting: time") +
                rec("checkpoint complete: wrote <*> buffers ...", ck, "LOG", "00000", f"checkpoint complete: wrote {w} buffers ({w / 1638.4:.1f}%); "
                    f"0 WAL file(s) added, 0 removed, {rng.randint(0, 9)} recycled; write={wr:.3f} s, sync={sy:.3f} s, "
                    f"total={wr + sy + rng.uniform(0, 0.1):.3f} s; sync files={rng.randint(2, 200)}, longest={rng.uniform(0, 0.2):.3f} s, average=0.00{rng.randint(1, 9)} s; "
                    f"distance={rng.randint(900, 90000)} kB, estimate={rng.randint(900, 90000)} kB; lsn={rng.randint(1, 9)}/{_hex(rng, 8).upper()}, "
                    f"redo lsn={rng.randint(1, 9)}/{_hex(rng, 8).upper()}"))

    pm = sess("", "", "", "", "postmaster")
    head = (rec("starting PostgreSQL <*>", pm, "LOG", "00000", "starting PostgreSQL 16.2 (Debian 16.2-1.pgdg120+2) on x86_64-pc-linux-gnu, compiled by gcc (Debian 12.2.0-14) 12.2.0, 64-bit") +
            rec("listening on IPv4 address <*>, port <*>", pm, "LOG", "00000", 'listening on IPv4 address "0.0.0.0", port 5432') +
            rec("database system was shut down at <*>", sess("", "", "", "", "startup"), "LOG", "00000", f"database system was shut down at {c.t - timedelta(seconds=40):%Y-%m-%d %H:%M:%S} UTC") +
            rec("database system is ready to accept connections", pm, "LOG", "00000", "database system is ready to accept connections"))
    for _ in range(8):
        head += connect()
    rare = [deadlock, lambda: err("fk"),
            lambda: rec("password authentication failed for user <*>", sess(rng.choice(["admin", "app", "root"]), "shop", "", f"{_pub(rng)}:{_port(rng)}"),
                        "FATAL", "28P01", f'password authentication failed for user "{rng.choice(["admin", "app", "root"])}"', tag="authentication",
                        detail='Connection matched file "/etc/postgresql/16/main/pg_hba.conf" line 102: "host all all 0.0.0.0/0 scram-sha-256"'),
            lambda: rec("database <*> does not exist", sess("app", "shop_staging", "psql", f"{rng.choice(hosts)}:{_port(rng)}"), "FATAL", "3D000",
                        'database "shop_staging" does not exist', tag="startup"),
            lambda: rec("terminating connection due to administrator command", sessions.pop() if sessions else pick(), "FATAL", "57P01", "terminating connection due to administrator command", tag="idle"),
            lambda: rec("temporary file: path <*>, size <*>", pick(), "LOG", "00000", f'temporary file: path "base/pgsql_tmp/pgsql_tmp{rng.randint(100, 99999)}.0", '
                        f"size {rng.randint(10**7, 10**9)}", tag="SELECT", query=sql("SELECT")[1]),
            lambda: rec("process <*> still waiting for ShareLock on transaction <*> after <*> ms", pick(), "LOG", "00000",
                        f"process {rng.randint(1000, 4_000_000)} still waiting for ShareLock on transaction {rng.randint(10**6, 10**7)} after {rng.uniform(1000, 1001):.3f} ms",
                        tag="UPDATE", detail=f"Process holding the lock: {rng.randint(1000, 4_000_000)}. Wait queue: {rng.randint(1000, 4_000_000)}.",
                        ctx=f'while updating tuple (0,{rng.randint(1, 60)}) in relation "inventory"', query=sql("UPDATE")[1])]
    return _drive(rng, [(8, connect), (8, disconnect), (40, slow), (2, lambda: err("dup")), (1, lambda: err("timeout")),
                        (0.6, lambda: [r for _ in range(rng.randint(3, 10)) for r in err("timeout")]), (0.7, lambda: err("rel")),
                        (0.6, lambda: err("col")), (0.8, lambda: err("syntax")), (0.3, too_many), (1.5, checkpoint),
                        (1, lambda: rec("could not receive data from client: Connection reset by peer", pick(), "LOG", "08006",
                                        "could not receive data from client: Connection reset by peer", tag="idle")),
                        (1.5, lambda: rec("there is no transaction in progress", pick(), "WARNING", "25P01", "there is no transaction in progress", tag="COMMIT"))],
                  rare, head)

# --------------------------------------------------------------------------- sidekiq 7
def make_sidekiq(rng: random.Random) -> list[dict[str, str]]:
    F, c = "sidekiq: ", _Clock(rng, 1, 500)
    classes = ["HardWorker", "OrderMailerJob", "WebhookDeliveryWorker", "PaymentSyncWorker", "SearchReindexJob",
               "ImageResizeWorker", "Cleanup::StaleCartsJob", "AnalyticsFlushWorker"]
    cw, st, run = [10, 14, 12, 8, 3, 6, 1, 9], {}, []
    RB, GEM = "/usr/local/lib/ruby/3.2.0", "/usr/local/bundle/gems"
    EXC = {"WebhookDeliveryWorker": ("Net::ReadTimeout", lambda: "Net::ReadTimeout with #<TCPSocket:(closed)>",
                                     [f"{RB}/net/protocol.rb:229:in `rbuf_fill'", f"{RB}/net/protocol.rb:199:in `readuntil'",
                                      f"{RB}/net/http.rb:2336:in `transport_request'", "/app/app/workers/webhook_delivery_worker.rb:14:in `perform'"]),
           "PaymentSyncWorker": ("ActiveRecord::RecordNotFound", lambda: f"Couldn't find Order with 'id'={rng.randint(1, 999_999)}",
                                 [f"{GEM}/activerecord-7.1.3/lib/active_record/core.rb:253:in `find'", "/app/app/workers/payment_sync_worker.rb:9:in `perform'"])}
    PROC = f"{GEM}/sidekiq-7.2.2/lib/sidekiq/processor.rb:202:in `execute_job'"
    ft = lambda f: re.sub(r":\d+:in ", ":<*>:in ", f)
    epoch = lambda t: round((t - datetime(1970, 1, 1)).total_seconds(), 6)

    def L(tpl, lvl, msg, tid, ctx="", t=None):
        t = t or c.tick()
        return (F + tpl, lvl, f"{_iso_ms(t)} pid={st['pid']} tid={tid}{ctx} {lvl}: {msg}")

    def boot():
        st["pid"], st["tids"] = rng.randint(7, 300), [_b36(rng) for _ in range(rng.choice([5, 10]))]
        st["free"], tid = list(st["tids"]), _b36(rng)
        out = [L("Booted Rails <*> application in <*> environment", "INFO", "Booted Rails 7.1.3 application in production environment", tid, t=c.tick(3000, 9000)),
               L("Running in <*>", "INFO", "Running in ruby 3.2.3 (2024-01-18 revision 52bb2ac0a6) +YJIT [x86_64-linux]", tid),
               L("See LICENSE and the LGPL-3.0 for licensing details.", "INFO", "See LICENSE and the LGPL-3.0 for licensing details.", tid),
               L("Upgrade to Sidekiq Pro for more features and support: https://sidekiq.org", "INFO",
                 "Upgrade to Sidekiq Pro for more features and support: https://sidekiq.org", tid)]
        out += [L("Sidekiq <*> connecting to Redis with options <*>", "INFO", f'Sidekiq 7.2.2 connecting to Redis with options {{:size=>{n}, '
                  f':pool_name=>"{p}", :url=>"redis://redis:6379/0"}}', tid) for n, p in ((10, "internal"), (len(st["tids"]), "default"))]
        return out + [L("Starting processing, hit Ctrl-C to stop", "INFO", "Starting processing, hit Ctrl-C to stop", tid)]

    def start():
        tid, cls, jid = st["free"].pop(rng.randrange(len(st["free"]))), rng.choices(classes, cw)[0], _hex(rng, 24)
        run.append((tid, cls, jid, c.tick()))
        return [L("start", "INFO", "start", tid, f" class={cls} jid={jid}", c.t)]

    def finish():
        tid, cls, jid, t0 = run.pop(rng.randrange(len(run)))
        st["free"].append(tid)
        ctx = f" class={cls} jid={jid} elapsed={(c.tick() - t0).total_seconds():.3f}"
        if cls not in EXC or rng.random() > (0.25 if cls == "WebhookDeliveryWorker" else 0.1):
            return [L("done", "INFO", "done", tid, ctx, c.t)]
        exc, mf, frames = EXC[cls]
        m, rc, out = mf(), rng.choice([0, 0, 1, 2, 5, 11, 25]), []
        job = {"retry": True, "queue": "default", "class": cls, "args": [rng.randint(1, 99999)], "jid": jid,
               "created_at": epoch(t0) - rng.uniform(0, 9 * 3600) * (rc > 0), "enqueued_at": epoch(t0) - 0.01,
               "error_message": m, "error_class": exc, "failed_at": epoch(t0) - rng.uniform(0, 9 * 3600) * (rc > 0)}
        if rc:
            job.update(retry_count=rc - 1, retried_at=epoch(t0))
        if rc == 25:
            out.append(L("Adding dead <*> job <*>", "INFO", f"Adding dead {cls} job {jid}", tid, f" class={cls} jid={jid}", c.t))
        out += [L("fail", "INFO", "fail", tid, ctx, c.t),
                L('{"context":"Job raised exception","job":<*>}', "WARN", json.dumps({"context": "Job raised exception", "job": job},
                  separators=(",", ":")), tid, t=c.tick(0, 2)), L(f"{exc}: <*>", "WARN", f"{exc}: {m}", tid, t=c.t),
                L("frame " + ft(frames[0]), "WARN", frames[0], tid, t=c.t)]
        return out + [(F + "frame " + ft(f), "-", f) for f in frames[1:] + [PROC]]

    def step():
        return start() if st["free"] and (not run or rng.random() < 0.5) else finish()

    def outage():
        err, out, hb = "Error connecting to Redis on redis:6379 (Errno::ECONNREFUSED)", [], _b36(rng)
        t0, ths = c.t, rng.sample(st["tids"], rng.randint(2, len(st["tids"])))
        out += [L("Error fetching job: <*>", "ERROR", f"Error fetching job: {err}", tid, t=c.tick(1, 300)) for tid in ths]
        out += [L("heartbeat: <*>", "ERROR", f"heartbeat: {err}", hb, t=c.tick(4000, 6000)) for _ in range(rng.randint(1, 8))]
        return out + [L("Redis is online, <*> sec downtime", "INFO", f"Redis is online, {(c.tick(1, 900) - t0).total_seconds() + rng.random() / 1e3:.9f} "
                        "sec downtime", tid, t=c.t) for tid in ths]

    def restart():
        tid = st["tids"][0]
        out = [L(m, "INFO", m, tid, t=c.tick(1, 50)) for m in ("Shutting down", "Terminating quiet threads for default capsule",
                                                               "Scheduler exiting...", "Pausing to allow jobs to finish...")]
        while run:
            out += finish()
        return out + [L("Bye!", "INFO", "Bye!", tid)] + boot()

    return _drive(rng, [(50, step), (0.25, outage)], [restart], boot())


def _b36(rng):
    n, s = rng.randint(36**3, 36**5), ""
    while n:
        n, r = divmod(n, 36)
        s = "0123456789abcdefghijklmnopqrstuvwxyz"[r] + s
    return s


# --------------------------------------------------------------------------- laravel
def make_laravel(rng: random.Random) -> list[dict[str, str]]:
    F, c = "laravel: ", _Clock(rng, 20, 30000)
    LV = {"DEBUG": "DEBUG", "INFO": "INFO", "NOTICE": "INFO", "WARNING": "WARN", "ERROR": "ERROR", "CRITICAL": "FATAL"}
    V, W = "/var/www/html/vendor/laravel/framework/src/Illuminate", "/var/www/html"
    j = lambda s: s.replace("\\", "\\\\")  # backslashes as json_encode prints them

    def L(lvl, tpl, msg, ctx):
        t = c.tick()
        env = rng.choices(["production", "staging"], [9, 1])[0]
        return (F + f"{lvl}: {tpl}", LV[lvl], f"[{t:%Y-%m-%d %H:%M:%S}] {env}.{lvl}: {msg} {json.dumps(ctx, separators=(',', ':'))}")

    def fr(path, ln, callee, args):  # one template per file + callee
        return (F + f"#<*> {path}(<*>): {j(callee)}(<*>)", "-", f"{path}({ln}): {j(callee)}({j(args)})")

    req, cl = r"Object(Illuminate\Http\Request)", r"Object(Closure)"
    PIPE = fr(f"{V}/Pipeline/Pipeline.php", 180, r"Illuminate\Pipeline\Pipeline->Illuminate\Pipeline\{closure}", req)
    TAIL = [PIPE] * 3 + [fr(f"{W}/public/index.php", 51, r"Illuminate\Foundation\Http\Kernel->handle", req)]

    def exc(tpl, msg, cls, code, at, frames):
        uid = {"userId": rng.randint(1, 90000)} if rng.random() < 0.7 else {}
        head = f"[object] ({j(cls)}(code: {code}): {msg} at {at})"
        t = c.tick()
        env = rng.choices(["production", "staging"], [9, 1])[0]
        ctx = json.dumps(uid, separators=(",", ":"))[:-1] + ("," if uid else "") + f'"exception":"{head}'
        out = [(F + "ERROR: " + tpl, "ERROR", f"[{t:%Y-%m-%d %H:%M:%S}] {env}.ERROR: {msg} {ctx}"), (F + "[stacktrace]", "-", "[stacktrace]")]
        out += [(tp, "-", f"#{i} {ln}") for i, (tp, _, ln) in enumerate(frames)]
        return out + [(F + "#<*> {main}", "-", f"#{len(frames)} {{main}}"), (F + '"}', "-", '"}')]

    def sql_sel():
        n = rng.randint(1, 99999)
        return rng.choice([f"select * from `users` where `id` = {n} limit 1", f"select * from `orders` where `customer_id` = {n} order by `created_at` desc"])

    def db_down():
        out = []
        for _ in range(rng.randint(2, 12)):
            q = sql_sel()
            m = f"SQLSTATE[HY000] [2002] Connection refused (SQL: {q})"
            a = f"'{q[:15]}...'"
            out += exc("SQLSTATE[HY000] [2002] Connection refused (SQL: <*>) <*>", m, r"Illuminate\Database\QueryException", 2002,
                       f"{V}/Database/Connection.php:760", [
                           fr(f"{V}/Database/Connection.php", 720, r"Illuminate\Database\Connection->runQueryCallback", f"{a}, Array, {cl}"),
                           fr(f"{V}/Database/Connection.php", 421, r"Illuminate\Database\Connection->run", f"{a}, Array, {cl}"),
                           fr(f"{V}/Database/Query/Builder.php", 2913, r"Illuminate\Database\Connection->select", f"{a}, Array, true"),
                           fr(f"{W}/app/Http/Controllers/OrderController.php", 41, r"Illuminate\Database\Eloquent\Builder->first", ""),
                           fr(f"{V}/Routing/Controller.php", 54, r"App\Http\Controllers\OrderController->show", f"{req}, '{rng.randint(1, 99999)}'")] + TAIL)
        return out

    def deadlock():
        q = f"update `inventory` set `qty` = {rng.randint(0, 50)} where `sku` = SKU-{rng.randint(100, 9999)}"
        a = f"'{q[:15]}...'"
        return exc("SQLSTATE[40001]: Serialization failure: 1213 Deadlock found when trying to get lock; try restarting transaction (SQL: <*>) <*>",
                   f"SQLSTATE[40001]: Serialization failure: 1213 Deadlock found when trying to get lock; try restarting transaction (SQL: {q})",
                   r"Illuminate\Database\QueryException", 40001, f"{V}/Database/Connection.php:760", [
                       fr(f"{V}/Database/Connection.php", 720, r"Illuminate\Database\Connection->runQueryCallback", f"{a}, Array, {cl}"),
                       fr(f"{V}/Database/Connection.php", 577, r"Illuminate\Database\Connection->run", f"{a}, Array, {cl}"),
                       fr(f"{W}/app/Http/Controllers/CheckoutController.php", 88, r"Illuminate\Database\Query\Builder->update", "Array"),
                       fr(f"{V}/Routing/Controller.php", 54, r"App\Http\Controllers\CheckoutController->store", req)] + TAIL)

    def null_call():
        m = rng.choice(["getKey", "toArray"])
        return exc("Call to a member function <*>() on null <*>", f"Call to a member function {m}() on null", "Error", 0,
                   f"{W}/app/Http/Controllers/OrderController.php:57",
                   [fr(f"{V}/Routing/Controller.php", 54, r"App\Http\Controllers\OrderController->show", f"{req}, '{rng.randint(1, 99999)}'")] + TAIL)

    def redis_down():
        return [r for _ in range(rng.randint(1, 6)) for r in exc("Connection refused <*>", "Connection refused", "RedisException", 0,
                f"{V}/Redis/Connectors/PhpRedisConnector.php:159",
                [fr(f"{V}/Redis/Connectors/PhpRedisConnector.php", 159, "Redis->connect", "'redis', 6379, 0.0, NULL, 0, 0.0")] + TAIL)]

    ip = lambda: _pub(rng)
    return _drive(rng, [
        (30, lambda: [L("INFO", "User logged in <*>", "User logged in", {"user_id": rng.randint(1, 90000), "ip": ip()})]),
        (18, lambda: [L("INFO", "Order placed <*>", "Order placed", {"order_id": rng.randint(10**5, 10**6), "total": round(rng.uniform(5, 900), 2), "currency": "EUR"})]),
        (25, lambda: [L("DEBUG", "Cache miss <*>", "Cache miss", {"key": f"{rng.choice(['product', 'category', 'cart'])}:{rng.randint(1, 9999)}"})]),
        (5, lambda: [L("WARNING", "Payment gateway slow response <*>", "Payment gateway slow response", {"gateway": "stripe", "ms": rng.randint(3000, 29000)})]),
        (2, lambda: [L("ERROR", "Stripe webhook signature verification failed <*>", "Stripe webhook signature verification failed", {"ip": ip()})]),
        (0.4, db_down), (1.2, null_call), (0.3, redis_down)],
        [deadlock, lambda: [L("WARNING", "Failed to send notification <*>", "Failed to send notification", {"channel": "mail", "user_id": rng.randint(1, 90000)})],
         lambda: [L("CRITICAL", "Inventory sync aborted: upstream returned <*> <*>", f"Inventory sync aborted: upstream returned {rng.choice([502, 503])}", {"attempts": 5})],
         lambda: [L("NOTICE", "Scheduled command finished <*>", "Scheduled command finished", {"command": "reports:daily", "seconds": rng.randint(5, 300)})]])

# --------------------------------------------------------------------------- gunicorn + uvicorn workers
def make_uvicorn_gunicorn(rng: random.Random) -> list[dict[str, str]]:
    F, c = "uvicorn_gunicorn: ", _Clock(rng, 1, 400)
    LV = {"INFO": "INFO", "WARNING": "WARN", "ERROR": "ERROR", "CRITICAL": "FATAL", "DEBUG": "DEBUG"}
    clients, st = [_ip(rng) for _ in range(10)], {"next": 0}
    PH = {200: "OK", 201: "Created", 204: "No Content", 401: "Unauthorized", 404: "Not Found", 422: "Unprocessable Entity",
          500: "Internal Server Error"}

    def G(lvl, tpl, msg, pid, t=None):
        t = t or c.tick()
        return (F + f"[{lvl}] {tpl}", LV[lvl], f"[{t:%Y-%m-%d %H:%M:%S} +0000] [{pid}] [{lvl}] {msg}")

    def U(lvl, tpl, msg):
        c.tick()
        return (F + f"{lvl}: {tpl}", LV[lvl], f"{(lvl + ':').ljust(9)} {msg}")

    def access(meth, status, path):
        return U("INFO", f'<*> - "{meth} <*> <*>" {status} {PH[status]}',
                 f'{rng.choice(clients)}:{_port(rng)} - "{meth} {path} HTTP/{rng.choice(["1.1"] * 12 + ["1.0"])}" {status} {PH[status]}')

    def boot_worker():
        st["next"] += rng.randint(1, 3)
        pid = st["next"]
        st["workers"].append(pid)
        return [G("INFO", "Booting worker with pid: <*>", f"Booting worker with pid: {pid}", st["master"]),
                U("INFO", "Started server process [<*>]", f"Started server process [{pid}]"),
                U("INFO", "Waiting for application startup.", "Waiting for application startup."),
                U("INFO", "Application startup complete.", "Application startup complete.")]

    def boot():
        st["master"], st["workers"] = rng.randint(1, 40), []
        st["next"] = st["master"] + rng.randint(1, 5)
        m = st["master"]
        out = [G("INFO", "Starting gunicorn <*>", "Starting gunicorn 21.2.0", m),
               G("INFO", "Listening at: <*> (<*>)", f"Listening at: http://0.0.0.0:8000 ({m})", m),
               G("INFO", "Using worker: <*>", "Using worker: uvicorn.workers.UvicornWorker", m)]
        for _ in range(rng.choice([2, 4])):
            out += boot_worker()
        return out

    def req():
        n = rng.randint(1, 99999)
        meth, status, path = rng.choices([("GET", 200, rng.choice([f"/api/items/{n}", f"/api/items?page={n % 40}&limit=50", "/health", "/metrics", "/api/users/me"])),
                                          ("GET", 404, rng.choice([f"/api/items/{n}", "/favicon.ico", "/.env", "/wp-login.php"])),
                                          ("POST", 201, rng.choice(["/api/orders", "/api/cart/items"])), ("POST", 422, "/api/orders"),
                                          ("DELETE", 204, f"/api/cart/items/{n}"), ("POST", 401, "/api/auth/token")], [70, 7, 10, 3, 3, 0.6])[0]
        return [access(meth, status, path)]

    def crash():
        out = [access("POST", 500, "/api/orders"), U("ERROR", "Exception in ASGI application", "Exception in ASGI application"),
               (F + "Traceback (most recent call last):", "-", "Traceback (most recent call last):")]
        for f, code in (('/usr/local/lib/python3.11/site-packages/uvicorn/protocols/http/httptools_impl.py", line 426, in run_asgi',
                         "result = await app(  # type: ignore[func-returns-value]"),
                        ('/app/app/api/orders.py", line 57, in create_order', "order = await repo.create(payload)")):
            out += [(F + '  File "' + re.sub(r"line \d+", "line <*>", f), "-", '  File "' + f), (F + "    " + code, "-", "    " + code)]
        return out + [(F + "asyncpg.exceptions.TooManyConnectionsError: <*>", "-", "asyncpg.exceptions.TooManyConnectionsError: sorry, too many clients already")]

    def timeout():
        pid = st["workers"].pop(rng.randrange(len(st["workers"])))
        return [G("CRITICAL", "WORKER TIMEOUT (pid:<*>)", f"WORKER TIMEOUT (pid:{pid})", st["master"], c.tick(30000, 31000)),
                G("ERROR", "Worker (pid:<*>) was sent SIGKILL! Perhaps out of memory?", f"Worker (pid:{pid}) was sent SIGKILL! Perhaps out of memory?", st["master"])] + boot_worker()

    def restart():
        out = [G("INFO", "Handling signal: term", "Handling signal: term", st["master"])]
        for pid in st["workers"]:
            out += [U("INFO", "Shutting down", "Shutting down"), U("INFO", "Waiting for application shutdown.", "Waiting for application shutdown."),
                    U("INFO", "Application shutdown complete.", "Application shutdown complete."),
                    U("INFO", "Finished server process [<*>]", f"Finished server process [{pid}]")]
        return out + [G("INFO", "Shutting down: Master", "Shutting down: Master", st["master"])] + boot()

    return _drive(rng, [(100, req), (1.2, crash), (0.5, lambda: [r for _ in range(rng.randint(2, 9)) for r in crash()]), (0.3, timeout),
                        (0.3, lambda: [U("WARNING", "Invalid HTTP request received.", "Invalid HTTP request received.") for _ in range(rng.randint(1, 4))])],
                  [restart], boot())


# --------------------------------------------------------------------------- opentelemetry collector
def make_otel_collector(rng: random.Random) -> list[dict[str, str]]:
    F, c = "otel_collector: ", _Clock(rng, 5, 3000)
    LV = {"info": "INFO", "warn": "WARN", "error": "ERROR", "debug": "DEBUG"}
    EXP = {"traces": ["otlp/tempo", "otlp/jaeger"], "metrics": ["prometheusremotewrite", "otlphttp/mimir"], "logs": ["otlphttp/loki"]}
    ERR = {"traces": 'rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 10.96.0.12:4317: connect: connection refused"',
           "metrics": 'Post "http://mimir-distributor:8080/api/v1/push": context deadline exceeded (Client.Timeout exceeded while awaiting headers)',
           "logs": 'failed to make an HTTP request: Post "http://loki-gateway:3100/otlp/v1/logs": dial tcp 10.96.3.7:3100: connect: connection refused'}
    ver = "v0.96.0"

    def L(lvl, caller, msg, fields=None, tpl=None):
        t = c.tick()
        parts = [_iso_ms(t), lvl] + ([caller] if caller else []) + [msg] + ([json.dumps(fields)] if fields is not None else [])
        return (F + f"{lvl} {caller} {tpl or msg}", LV[lvl], "\t".join(parts))

    def boot():
        ext = {"kind": "extension", "name": "health_check"}
        return [L("info", f"service@{ver}/telemetry.go:55", "Setting up own telemetry..."),
                L("info", f"service@{ver}/service.go:143", "Starting otelcol...", {"Version": "0.96.0", "NumCPU": rng.choice([2, 4, 8])}),
                L("info", "extensions/extensions.go:34", "Starting extensions..."),
                L("info", "extensions/extensions.go:37", "Extension is starting...", ext),
                L("info", "extensions/extensions.go:52", "Extension started.", ext),
                L("info", f"otlpreceiver@{ver}/otlp.go:102", "Starting GRPC server", {"kind": "receiver", "name": "otlp", "endpoint": "0.0.0.0:4317"}),
                L("info", f"otlpreceiver@{ver}/otlp.go:152", "Starting HTTP server", {"kind": "receiver", "name": "otlp", "endpoint": "0.0.0.0:4318"}),
                L("info", f"service@{ver}/service.go:169", "Everything is ready. Begin running and processing data.")]

    def debug():
        dt = rng.choices(["traces", "metrics", "logs"], [5, 3, 2])[0]
        f = {"kind": "exporter", "data_type": dt, "name": "debug"}
        n = rng.randint(1, 6)
        f.update({"traces": {"resource spans": n, "spans": n * rng.randint(1, 40)}, "metrics": {"resource metrics": n, "metrics": n * rng.randint(5, 40),
                 "data points": n * rng.randint(40, 400)}, "logs": {"resource logs": n, "log records": n * rng.randint(1, 60)}}[dt])
        return [L("info", "", {"traces": "TracesExporter", "metrics": "MetricsExporter", "logs": "LogsExporter"}[dt], f, f"{dt} <*>")]

    def outage():
        dt = rng.choice(["traces", "traces", "metrics", "logs"])
        name, out = rng.choice(EXP[dt]), []
        for _ in range(rng.randint(2, 10)):
            if dt == "traces" and rng.random() < 0.4:
                out.append(L("warn", "zapgrpc/zapgrpc.go:195", f'[core] [Channel #{rng.randint(1, 9)} SubChannel #{rng.randint(2, 20)}] grpc: addrConn.createTransport failed to '
                             'connect to {Addr: "tempo-distributor:4317", ServerName: "tempo-distributor:4317", }. Err: connection error: desc = "transport: Error '
                             'while dialing: dial tcp 10.96.0.12:4317: connect: connection refused"', {"grpc_log": True}, "[core] [Channel <*> SubChannel <*>] grpc: "
                             "addrConn.createTransport failed to connect to <*>. Err: <*>"))
            out.append(L("info", "exporterhelper/retry_sender.go:118", "Exporting failed. Will retry the request after interval.",
                         {"kind": "exporter", "data_type": dt, "name": name, "error": ERR[dt], "interval": f"{rng.uniform(3, 40):.9f}".rstrip("0") + "s"},
                         f"Exporting failed. Will retry the request after interval. data_type={dt}"))
            out += debug() if rng.random() < 0.5 else []
        if rng.random() < 0.6:
            out += [L("error", "exporterhelper/queue_sender.go:101", "Exporting failed. Dropping data.", {"kind": "exporter", "data_type": dt, "name": name,
                      "error": "no more retries left: " + ERR[dt], "dropped_items": rng.randint(1, 8192)}, f"Exporting failed. Dropping data. data_type={dt}")]
            out += [(F + "stack " + ln.strip(), "-", ln) for ln in (
                "go.opentelemetry.io/collector/exporter/exporterhelper.newQueueSender.func1",
                f"\tgo.opentelemetry.io/collector/exporter@{ver}/exporterhelper/queue_sender.go:101",
                "go.opentelemetry.io/collector/exporter/internal/queue.(*boundedMemoryQueue[...]).Consume",
                f"\tgo.opentelemetry.io/collector/exporter@{ver}/internal/queue/bounded_memory_queue.go:57")]
        return out

    def memory():
        f = {"kind": "processor", "name": "memory_limiter", "pipeline": "traces", "cur_mem_mib": rng.randint(1540, 1900)}
        out = [L("warn", "memorylimiter/memorylimiter.go:222", "Memory usage is above soft limit. Forcing a GC.", f)]
        return out + [L("info", "memorylimiter/memorylimiter.go:192", "Memory usage after GC.", dict(f, cur_mem_mib=rng.randint(400, 1200)))]

    def restart():
        return [L("info", f"otelcol@{ver}/collector.go:258", "Received signal from OS", {"signal": "terminated"}),
                L("info", f"service@{ver}/service.go:179", "Starting shutdown..."),
                L("info", f"service@{ver}/service.go:193", "Shutdown complete.")] + boot()

    return _drive(rng, [(40, debug), (1.2, outage), (0.8, memory)], [restart, lambda: outage() + outage()], boot())


# --------------------------------------------------------------------------- kubectl get events -A -w
def _age(sec):
    sec = int(sec)
    if sec < 120:
        return f"{sec}s"
    if sec < 600:
        return f"{sec // 60}m{sec % 60}s" if sec % 60 else f"{sec // 60}m"
    if sec < 3 * 3600:
        return f"{sec // 60}m"
    if sec < 8 * 3600:
        return f"{sec // 3600}h{sec // 60 % 60}m" if sec // 60 % 60 else f"{sec // 3600}h"
    return f"{sec // 3600}h" if sec < 48 * 3600 else f"{sec // 86400}d"


def make_k8s_events_table(rng: random.Random) -> list[dict[str, str]]:
    F, c = "k8s_events_table: ", _Clock(rng, 50, 9000)
    nodes = [f"ip-10-0-{rng.randint(0, 3)}-{rng.randint(2, 250)}.ec2.internal" for _ in range(6)]
    deps = {"shop": ["checkout", "cart", "frontend"], "payments": ["payments-api", "ledger-worker"], "monitoring": ["prometheus-adapter"],
            "ingress-nginx": ["ingress-nginx-controller"], "search": ["search-indexer"]}
    H = "bcdfghjklmnpqrstvwxz2456789"
    rs = {d: "".join(rng.choice(H) for _ in range(rng.choice([9, 10]))) for ds in deps.values() for d in ds}
    pods, st = {d: [] for d in rs}, {"init": True, "img": {d: f"{rng.randint(1, 3)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}" for d in rs}}

    def E(ns, typ, reason, obj, msg, tpl):
        c.tick()
        age = c.t if st["init"] else rng.choice(["0s"] * 8 + ["1s", "2s", "5s"])
        return (F + f"{typ} {reason} {tpl}", "WARN" if typ == "Warning" else "INFO", (ns, age, typ, reason, obj, msg))

    def img(d):
        return f"registry.example.com/{d}:{st['img'][d]}"

    def pod_up(ns, d, present=None):
        p = f"{d}-{rs[d]}-{''.join(rng.choice(H) for _ in range(5))}"
        pods[d].append(p)
        out = [E(ns, "Normal", "SuccessfulCreate", f"replicaset/{d}-{rs[d]}", f"Created pod: {p}", "Created pod: <*>"),
               E(ns, "Normal", "Scheduled", f"pod/{p}", f"Successfully assigned {ns}/{p} to {rng.choice(nodes)}", "Successfully assigned <*> to <*>")]
        if present if present is not None else rng.random() < 0.6:
            out.append(E(ns, "Normal", "Pulled", f"pod/{p}", f'Container image "{img(d)}" already present on machine', "Container image <*> already present on machine"))
        else:
            w = rng.uniform(0.5, 30)
            out += [E(ns, "Normal", "Pulling", f"pod/{p}", f'Pulling image "{img(d)}"', "Pulling image <*>"),
                    E(ns, "Normal", "Pulled", f"pod/{p}", f'Successfully pulled image "{img(d)}" in {w:.3f}s ({w + rng.uniform(0, 3):.3f}s including waiting)',
                      "Successfully pulled image <*> in <*> (<*> including waiting)")]
        return out + [E(ns, "Normal", "Created", f"pod/{p}", f"Created container {d}", "Created container <*>"),
                      E(ns, "Normal", "Started", f"pod/{p}", f"Started container {d}", "Started container <*>")]

    def pod_down(ns, d):
        if not pods[d]:
            return []
        p = pods[d].pop(0)
        return [E(ns, "Normal", "SuccessfulDelete", f"replicaset/{d}-{rs[d]}", f"Deleted pod: {p}", "Deleted pod: <*>"),
                E(ns, "Normal", "Killing", f"pod/{p}", f"Stopping container {d}", "Stopping container <*>")]

    def scale(ns, d, up, old, new, h=None):
        return E(ns, "Normal", "ScalingReplicaSet", f"deployment/{d}", f"Scaled {'up' if up else 'down'} replica set {d}-{h or rs[d]} to {new} from {old}",
                 f"Scaled {'up' if up else 'down'} replica set <*> to <*> from <*>")

    def rollout():
        ns = rng.choice(list(deps))
        d = rng.choice(deps[ns])
        old, n = rs[d], max(1, len(pods[d]))
        rs[d], st["img"][d] = "".join(rng.choice(H) for _ in range(10)), st["img"][d][:-1] + str(rng.randint(0, 9))
        olds, pods[d], out = pods[d], [], []
        for i in range(n):
            out += [scale(ns, d, True, i, i + 1)] + pod_up(ns, d, False if i == 0 else None)
            if olds:
                p = olds.pop(0)
                out += [scale(ns, d, False, n - i, n - i - 1, old),
                        E(ns, "Normal", "SuccessfulDelete", f"replicaset/{d}-{old}", f"Deleted pod: {p}", "Deleted pod: <*>"),
                        E(ns, "Normal", "Killing", f"pod/{p}", f"Stopping container {d}", "Stopping container <*>")]
        return out

    def crashloop():
        ns = rng.choice(["shop", "payments"])
        d = rng.choice(deps[ns])
        if not pods[d]:
            return pod_up(ns, d)
        p, out = rng.choice(pods[d]), []
        uid = f"{_hex(rng, 8)}-{_hex(rng, 4)}-{_hex(rng, 4)}-{_hex(rng, 4)}-{_hex(rng, 12)}"
        for _ in range(rng.randint(2, 10)):
            if rng.random() < 0.4:
                out.append(E(ns, "Warning", "Unhealthy", f"pod/{p}", "Liveness probe failed: HTTP probe failed with statuscode: 500",
                             "Liveness probe failed: HTTP probe failed with statuscode: <*>"))
            out.append(E(ns, "Warning", "BackOff", f"pod/{p}", f"Back-off restarting failed container {d} in pod {p}_{ns}({uid})", "Back-off restarting failed container <*> in pod <*>"))
        return out

    def unready():
        ns = rng.choice(list(deps))
        d = rng.choice(deps[ns])
        if not pods[d]:
            return pod_up(ns, d)
        p, ip = rng.choice(pods[d]), f"10.244.{rng.randint(0, 5)}.{rng.randint(2, 250)}"
        return [E(ns, "Warning", "Unhealthy", f"pod/{p}", f'Readiness probe failed: Get "http://{ip}:8080/healthz": dial tcp {ip}:8080: connect: connection refused',
                  "Readiness probe failed: <*>") for _ in range(rng.randint(1, 4))]

    def hpa():
        ns, d = "shop", rng.choice(deps["shop"])
        if rng.random() < 0.5:
            return [E(ns, "Warning", "FailedGetResourceMetric", f"horizontalpodautoscaler/{d}", "failed to get cpu utilization: unable to get metrics for resource cpu: "
                      "no metrics returned from resource metrics API", "failed to get cpu utilization: <*>")]
        n = len(pods[d]) + 1
        return [E(ns, "Normal", "SuccessfulRescale", f"horizontalpodautoscaler/{d}", f"New size: {n}; reason: cpu resource utilization (percentage of request) above target",
                  "New size: <*>; reason: cpu resource utilization (percentage of request) above target"), scale(ns, d, True, n - 1, n)] + pod_up(ns, d)

    def bad_image():
        ns, d = "shop", rng.choice(deps["shop"])
        p, i = f"{d}-{''.join(rng.choice(H) for _ in range(10))}-{''.join(rng.choice(H) for _ in range(5))}", f"registry.example.com/{d}:{st['img'][d]}-rc1"
        out = [E(ns, "Normal", "Scheduled", f"pod/{p}", f"Successfully assigned {ns}/{p} to {rng.choice(nodes)}", "Successfully assigned <*> to <*>")]
        for _ in range(rng.randint(1, 3)):
            out += [E(ns, "Normal", "Pulling", f"pod/{p}", f'Pulling image "{i}"', "Pulling image <*>"),
                    E(ns, "Warning", "Failed", f"pod/{p}", f'Failed to pull image "{i}": rpc error: code = NotFound desc = failed to pull and unpack image "{i}": '
                      f'failed to resolve reference "{i}": {i}: not found', "Failed to pull image <*>: <*>"),
                    E(ns, "Warning", "Failed", f"pod/{p}", "Error: ErrImagePull", "Error: ErrImagePull"),
                    E(ns, "Warning", "BackOff", f"pod/{p}", f'Back-off pulling image "{i}"', "Back-off pulling image <*>")]
        return out

    def cron():
        j = f"backup-{rng.randint(28480000, 28499999)}"
        p = f"{j}-{''.join(rng.choice(H) for _ in range(5))}"
        return [E("default", "Normal", "SuccessfulCreate", "cronjob/backup", f"Created job {j}", "Created job <*>"),
                E("default", "Normal", "SuccessfulCreate", f"job/{j}", f"Created pod: {p}", "Created pod: <*>"),
                E("default", "Normal", "Scheduled", f"pod/{p}", f"Successfully assigned default/{p} to {rng.choice(nodes)}", "Successfully assigned <*> to <*>"),
                E("default", "Normal", "Completed", f"job/{j}", "Job completed", "Job completed"),
                E("default", "Normal", "SawCompletedJob", "cronjob/backup", f"Saw completed job: {j}, status: Complete", "Saw completed job: <*>, status: Complete")]

    rare = [lambda: [E("shop", "Warning", "FailedScheduling", f"pod/checkout-{rs['checkout']}-{''.join(rng.choice(H) for _ in range(5))}",
                       "0/6 nodes are available: 3 Insufficient cpu, 3 node(s) had untolerated taint {node-role.kubernetes.io/control-plane: }. preemption: 0/6 "
                       "nodes are available: 3 No preemption victims found for incoming pod, 3 Preemption is not helpful for scheduling..", "<*> nodes are available: <*>")],
            lambda: [E("payments", "Warning", "FailedMount", f"pod/ledger-worker-{rs['ledger-worker']}-{''.join(rng.choice(H) for _ in range(5))}",
                       'MountVolume.SetUp failed for volume "config" : configmap "ledger-worker-config" not found',
                       "MountVolume.SetUp failed for volume <*> : configmap <*> not found") for _ in range(rng.randint(1, 3))],
            lambda: [E("default", "Warning", "OOMKilling", f"node/{rng.choice(nodes)}", f"Memory cgroup out of memory: Killed process {rng.randint(1000, 99999)} (java) "
                       f"total-vm:{rng.randint(10**6, 9 * 10**6)}kB, anon-rss:{rng.randint(10**5, 10**6)}kB, file-rss:0kB, shmem-rss:0kB, UID:1000 "
                       f"pgtables:{rng.randint(1000, 9000)}kB oom_score_adj:{rng.choice([999, 984])}", "Memory cgroup out of memory: Killed process <*>")],
            lambda: [E("ingress-nginx", "Normal", "LeaderElection", "lease/ingress-nginx-leader", f"ingress-nginx-controller-{rs['ingress-nginx-controller']}-"
                       f"{''.join(rng.choice(H) for _ in range(5))} became leader", "<*> became leader")],
            bad_image, cron]
    head = []
    for ns, ds in deps.items():
        for d in ds:
            head += pod_up(ns, d, True)
    st["init"] = False
    rows = _drive(rng, [(6, rollout), (2.5, crashloop), (6, unready), (3, hpa), (4, lambda: pod_down("shop", rng.choice([d for d in deps["shop"] if len(pods[d]) > 1] or ["cart"]))),
                        (0.8, bad_image), (0.8, cron)], rare, head[:40], N - 1)
    t0 = head[min(39, len(head) - 1)][2][1] + timedelta(seconds=rng.randint(1, 30))
    cells = [r["line"] for r in rows]
    hdr = ("NAMESPACE", "LAST SEEN", "TYPE", "REASON", "OBJECT", "MESSAGE")
    first = [hdr] + [(x[0], _age((t0 - x[1]).total_seconds()) if isinstance(x[1], datetime) else x[1]) + x[2:] for x in cells]
    wid = [max(10, max(len(x[i]) for x in first[:41]) + 3) for i in range(5)]

    def render(x):
        return "".join(v.ljust(wid[i] if len(v) + 3 <= wid[i] else len(v) + 3) for i, v in enumerate(x[:5])) + x[5]

    out = [{"line": render(hdr), "template": F + "header", "level": "-"}]
    return out + [dict(r, line=render(x)) for r, x in zip(rows, first[1:])]


FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("rabbitmq", make_rabbitmq),
    ("hclog", make_hclog),
    ("tomcat_catalina", make_tomcat_catalina),
    ("coredns", make_coredns),
    ("iptables_kernel", make_iptables_kernel),
    ("cisco_asa", make_cisco_asa),
    ("postgres_csv", make_postgres_csv),
    ("sidekiq", make_sidekiq),
    ("laravel", make_laravel),
    ("uvicorn_gunicorn", make_uvicorn_gunicorn),
    ("otel_collector", make_otel_collector),
    ("k8s_events_table", make_k8s_events_table),
]
