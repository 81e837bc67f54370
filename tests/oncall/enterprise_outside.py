"""Test corpus generators for a log fold: enterprise middleware logs ("enterprise_outside").

Every line is built from a *message spec* (a format string whose ``{field}`` placeholders are the
variables); its truth template is the spec with each ``{field}`` replaced by ``<*>``.  ``make(rng)``
returns exactly 2000 rows ``{"line", "template", "level"}`` in time order.  Records are drawn with
Zipf-like weights, every spec occurs at least once, value pools are Zipf-skewed.  Multi-line records
(stack traces, MQ error entries) are one row per physical line; continuation lines have level "-".

weblogic_server
    ``####<Dec 5, 2026 8:21:13,123 AM UTC> <Notice> <WebLogicServer> <host> <server> <thread>
    <<WLS Kernel>> <> <> <epoch-ms> <BEA-000365> <message>``.  Variable: the six timestamp tokens,
    host, server name, execute-thread names, ECID, epoch ms, pools / apps / modules / users / IPs /
    ports / numbers, exception text and stack frames.  Constant: severity word (Notice->INFO,
    Critical->FATAL), subsystem, BEA message id, wording, server states (RUNNING, SHUTTING_DOWN ...)
    and module deployment states (separate specs).  Stack traces follow as raw lines (``\\tat ...``;
    stuck-thread frames without ``at``), the last one closes the ``>``.
websphere_systemout
    ``[12/5/26 8:21:13:123 UTC] 0000004a WebContainer  E   SRVE0777E: ...``.  Variable: date, time,
    zone tokens, thread id (8 hex), applications, servers, hosts, ports, users, JNDI names, numbers,
    exception text, stack frames, SystemOut/SystemErr payloads.  Constant: the 13-column logger short
    name, the event type letter (I/A->INFO, W->WARN, E->ERROR, F->FATAL, O/R->"-"), message id,
    wording, source class/method where printed.  Exception traces are raw continuation lines.
wildfly_server
    ``2026-12-05 08:21:13,123 INFO  [category] (thread) WFLYSRV0027: ...``.  Variable: date, time,
    thread-number inside thread names (``default task-<*>``), deployments, contexts, JNDI names,
    versions, durations, counts, transaction ids, exception text, frames.  Constant: level (padded to
    5), logger category, message code (WFLY*, ARJUNA*, IJ*, UT*, HHH*, ISPN*), wording.
sharepoint_uls
    Tab-separated ULS columns: ``MM/dd/yyyy HH:mm:ss.ff `` | process (padded to 40) | TID | area (30) |
    category (30) | EventID | level (8) | message | correlation.  Variable: date and time tokens,
    process id inside ``w3wp.exe (<*>)``, TID, URLs, users, GUIDs, durations, SQL / job / feature
    names, error text, correlation GUID.  Constant: process name, area, category, 4-char EventID,
    level word (Critical->FATAL, Unexpected->ERROR, Monitorable/Warning->WARN, High/Medium/
    Information->INFO, Verbose->DEBUG), wording.  Timer messages without a correlation end in a tab.
exchange_tracking
    Message tracking CSV with the ``#Software/#Version/#Log-type/#Date/#Fields`` header.  Variable:
    date-time, IPs, host names, connector ids, internal/network message ids, message-ids, addresses,
    status texts, sizes, counts, subjects (CSV-quoted when needed), session/source-context values,
    key=value values inside custom-data, log-id, schema version.  Constant: the source (SMTP,
    STOREDRIVER, AGENT, ROUTING, DSN ...), event-id (RECEIVE, SEND, DELIVER, FAIL, ...), which
    columns are filled, directionality, key names.  No level column: level "-".
ibm_mq_errlog
    AMQERR01.LOG entries, one row per non-blank line: ``12/05/2026 08:21:13 AM - Process(pid.tid)
    User(u) Program(p)``, indented Host/Installation, VRMF/QMgr, Time(), Insert lines, the
    ``AMQnnnnX:`` message, ``EXPLANATION:``, explanation lines, ``ACTION:``, action lines and the
    ``----- amqxxxxx.c : 1234 ------`` separator.  Variable: date/time/AM tokens, pids, users,
    programs, hosts, VRMF, queue managers, channel names, IPs, ports, return codes, inserts, source
    file/line and the dash run that pads the separator to 80 columns.  Constant: AMQ code, wording.
    Level: only the AMQ line has one (I->INFO, W->WARN, E->ERROR, S->FATAL); other lines "-".
"""

from __future__ import annotations

import random
import re
from datetime import datetime, timedelta, timezone
from itertools import accumulate
from string import Formatter
from typing import Callable

N = 2000
FRESH = {"meth", "src", "ln"}   # fields drawn anew on every repeated line (stack frames)
_F = Formatter()


# ------------------------------------------------------------------------------------------
# framework
# ------------------------------------------------------------------------------------------

def fields_of(spec):
    return [f for _, f, _, _ in _F.parse(spec) if f is not None]


def template_of(spec):
    return "".join(lit + ("<*>" if f is not None else "") for lit, f, _, _ in _F.parse(spec))


class Z:
    """Zipf-skewed value pools built from one rng."""

    def __init__(self, rng):
        self.rng = rng

    def __call__(self, items, s=1.0):
        items = list(items)
        self.rng.shuffle(items)
        cum = list(accumulate(1.0 / (i + 1) ** s for i in range(len(items))))
        rng = self.rng
        return lambda: rng.choices(items, cum_weights=cum)[0]


class R:
    """A record: first line plus tail lines.  Each line: (level, spec, lo, hi)."""

    def __init__(self, level, spec, *tail, w=None, g=None):
        self.lines = [(level, spec, 1, 1)] + [t if len(t) == 4 else (t[0], t[1], 1, 1) for t in tail]
        self.w = w
        self.g = g or {}


def build(rng, recs, gens, tsf, t0, gap, head=(), s=1.1):
    specs = list(dict.fromkeys(sp for r in list(head) + recs for _, sp, _, _ in r.lines))
    tm = [template_of(x) for x in specs]
    dup = {t for t in tm if tm.count(t) > 1}
    assert not dup, dup
    assert 25 <= len(specs) <= 60, len(specs)
    ranked = [r for r in recs if r.w is None]
    zw = {id(r): 1.0 / (i + 1) ** s for i, r in enumerate(ranked)}
    tot = sum(zw.values())
    wts = [zw[id(r)] if r.w is None else r.w * tot / N for r in recs]
    cum = list(accumulate(wts))

    def render(r, forced):
        out = []
        for lvl, sp, lo, hi in r.lines:
            k = rng.randint(max(lo, 1) if forced else lo, hi)
            out += [(lvl, sp, hi > 1)] * k
        return (r, out)

    starts = [render(r, True) for r in head]
    mids = [render(r, True) for r in recs]
    total = sum(len(x[1]) for x in starts + mids)
    last = None
    while total < N:
        if last is not None:
            mids.append(last)
        last = render(rng.choices(recs, cum_weights=cum)[0], False)
        total += len(last[1])
    if last is None:
        raise AssertionError("forced rows exceed N")
    rng.shuffle(mids)
    seq = starts + mids + [last]

    def resolve(f, r, vals):
        if f in vals:
            return vals[f]
        g = r.g.get(f, gens.get(f))
        if isinstance(g, str) and g.startswith("="):
            v = resolve(g[1:], r, vals)
        else:
            v = g() if callable(g) else g
        if isinstance(v, dict):
            for k2, v2 in v.items():
                vals.setdefault(k2, v2)
        else:
            vals[f] = v
        return vals[f]

    rows = []
    t = t0
    for r, lines in seq:
        t += timedelta(seconds=rng.expovariate(1.0 / gap))
        shared = {}
        for i, (lvl, sp, fresh) in enumerate(lines):
            if i:
                t += timedelta(microseconds=rng.randint(30, 1800))
            ts = tsf(t)
            vals = {k: v for k, v in shared.items() if k not in FRESH} if fresh else shared
            lv = {}
            for f in fields_of(sp):
                lv[f] = ts[f] if f in ts else resolve(f, r, vals)
            line = sp.format_map(lv)
            assert "\n" not in line and "\r" not in line, line
            rows.append({"line": line, "template": template_of(sp), "level": lvl})
    rows = rows[:N]
    seen = {x["template"] for x in rows}
    miss = [x for x in tm if x not in seen]
    assert not miss, miss
    return rows


# ------------------------------------------------------------------------------------------
# shared value helpers
# ------------------------------------------------------------------------------------------

MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
T0 = datetime(2026, 12, 5, 7, 58, 41, 318000, tzinfo=timezone.utc)


def hx(rng, k, upper=False):
    s = "%0*x" % (k, rng.getrandbits(4 * k))
    return s.upper() if upper else s


def guid(rng):
    h = hx(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def ip_pool(z, rng, nets, k, s=0.9):
    return z(sorted({rng.choice(nets) + str(rng.randint(2, 250)) for _ in range(k)}), s)


def h12(t):
    h = t.hour % 12 or 12
    return h, ("AM" if t.hour < 12 else "PM")


PERSONS = ["jsmith", "mgarcia", "akumar", "lchen", "owilliams", "pnovak", "rdubois", "sbrown",
           "tnguyen", "vpetrov", "ejohnson", "hmuller", "ksato", "dlee", "bmartin", "cwright",
           "fhassan", "gkowalski", "irossi", "nolsen", "yzhang", "mkhan", "jlopez", "abaker"]

JAVA_FRAMES = [
    ("com.acme.orders.web.OrderServlet.doPost", "OrderServlet.java"),
    ("com.acme.orders.service.OrderServiceImpl.placeOrder", "OrderServiceImpl.java"),
    ("com.acme.orders.dao.OrderDao.findByCustomer", "OrderDao.java"),
    ("com.acme.billing.InvoiceController.render", "InvoiceController.java"),
    ("com.acme.billing.PaymentGateway.authorize", "PaymentGateway.java"),
    ("com.acme.crm.CustomerResource.get", "CustomerResource.java"),
    ("com.acme.common.jdbc.JdbcTemplate.query", "JdbcTemplate.java"),
    ("com.acme.common.cache.RegionCache.load", "RegionCache.java"),
    ("javax.servlet.http.HttpServlet.service", "HttpServlet.java"),
    ("org.hibernate.internal.SessionImpl.list", "SessionImpl.java"),
    ("org.hibernate.loader.Loader.doQuery", "Loader.java"),
    ("oracle.jdbc.driver.T4CConnection.logon", "T4CConnection.java"),
    ("oracle.jdbc.driver.PhysicalConnection.connect", "PhysicalConnection.java"),
    ("java.net.SocketInputStream.read", "SocketInputStream.java"),
    ("java.net.PlainSocketImpl.socketConnect", "PlainSocketImpl.java"),
    ("java.util.concurrent.ThreadPoolExecutor.runWorker", "ThreadPoolExecutor.java"),
    ("sun.reflect.NativeMethodAccessorImpl.invoke", "NativeMethodAccessorImpl.java"),
    ("java.lang.reflect.Method.invoke", "Method.java"),
    ("org.springframework.web.servlet.DispatcherServlet.doDispatch", "DispatcherServlet.java"),
    ("org.springframework.web.servlet.FrameworkServlet.processRequest", "FrameworkServlet.java"),
    ("com.fasterxml.jackson.databind.ObjectMapper.readValue", "ObjectMapper.java"),
]

EXCEPTIONS = [
    ("java.lang.NullPointerException", "Cannot invoke \"String.length()\" because \"name\" is null"),
    ("java.sql.SQLRecoverableException", "IO Error: The Network Adapter could not establish the connection"),
    ("java.sql.SQLException", "ORA-01017: invalid username/password; logon denied"),
    ("java.sql.SQLSyntaxErrorException", "ORA-00942: table or view does not exist"),
    ("java.lang.IllegalStateException", "Cannot create a session after the response has been committed"),
    ("java.net.SocketTimeoutException", "Read timed out"),
    ("java.net.ConnectException", "Connection refused (Connection refused)"),
    ("java.lang.IllegalArgumentException", "Invalid order id: ORD-00000"),
    ("javax.servlet.ServletException", "Servlet execution threw an exception"),
    ("java.lang.ClassCastException", "com.acme.crm.Customer cannot be cast to com.acme.crm.Account"),
    ("java.lang.OutOfMemoryError", "Java heap space"),
    ("java.io.IOException", "Broken pipe"),
    ("com.fasterxml.jackson.core.JsonParseException", "Unexpected character ('<' (code 60)): expected a valid value"),
    ("org.hibernate.exception.JDBCConnectionException", "could not extract ResultSet"),
]


def java_gens(z, rng):
    lnmap = {m: str(rng.randint(28, 1900)) for m, _ in JAVA_FRAMES}
    fr = z(JAVA_FRAMES, 0.6)
    ex = z(EXCEPTIONS, 0.9)

    def frame():
        m, src = fr()
        return {"meth": m, "src": src, "ln": lnmap[m]}

    def exc():
        e, msg = ex()
        if "00000" in msg:
            msg = msg.replace("00000", str(rng.randint(10000, 99999)))
        return {"exc": e, "emsg": msg}
    return frame, exc


# ------------------------------------------------------------------------------------------
# 1. Oracle WebLogic server log
# ------------------------------------------------------------------------------------------

def make_weblogic_server(rng: random.Random) -> list[dict[str, str]]:
    z = Z(rng)
    LV = {"Info": "INFO", "Notice": "INFO", "Warning": "WARN", "Error": "ERROR", "Critical": "FATAL",
          "Alert": "FATAL", "Emergency": "FATAL", "Debug": "DEBUG"}

    def W(sev, sub, thread, user, ctx, bea, msg, close=True):
        sp = ("####<{mon} {day}, {year} {hms} {ampm} {tz}> <" + sev + "> <" + sub + "> <{host}> <{server}> <"
              + thread + "> <" + user + "> <> <" + ctx + "> <{epoch}> <" + bea + "> <" + msg + (">" if close else ""))
        return LV[sev], sp

    ET, K, A = "{ethread}", "<WLS Kernel>", "<anonymous>"
    frame, exc = java_gens(z, rng)
    cause = lambda: (lambda e: {"cexc": e["exc"], "cmsg": e["emsg"]})(exc())  # noqa: E731
    recs = [
        R(*W("Info", "Socket", "{mthread}", K, "", "BEA-000449",
             "Closing the socket, as no data read from it on {ip}:{port} during the configured idle timeout of {idle} seconds.")),
        R(*W("Info", "JDBC", ET, K, "{ecid}", "BEA-001128", 'Connection for pool "{pool}" closed.')),
        R(*W("Info", "Health", ET, K, "", "BEA-310002", "{pct}% of the total memory in the server is free.")),
        R(*W("Info", "Common", ET, K, "", "BEA-000628",
             'Created "{n}" resources for pool "{pool}", out of which "{n}" are available and "0" are unavailable.')),
        R(*W("Info", "Security", ET, A, "{ecid}", "BEA-090516",
             "The {atype} provider has preexisting LDAP data.")),
        R(*W("Info", "Deployer", ET, "<{admin}>", "", "BEA-149059",
             "Module {mod} of application {app} is transitioning from STATE_NEW to STATE_PREPARED on server {server}.")),
        R(*W("Info", "Deployer", ET, "<{admin}>", "", "BEA-149060",
             "Module {mod} of application {app} successfully transitioned from STATE_NEW to STATE_PREPARED on server {server}.")),
        R(*W("Info", "Deployer", ET, "<{admin}>", "", "BEA-149059",
             "Module {mod} of application {app} is transitioning from STATE_ADMIN to STATE_ACTIVE on server {server}.")),
        R(*W("Info", "Deployer", ET, "<{admin}>", "", "BEA-149060",
             "Module {mod} of application {app} successfully transitioned from STATE_ADMIN to STATE_ACTIVE on server {server}.")),
        R(*W("Warning", "JDBC", ET, A, "{ecid}", "BEA-001129",
             'Received exception while creating connection for pool "{pool}": {emsg}')),
        R(*W("Info", "Cluster", "{mthread}", K, "", "BEA-000111", "Adding {peer} with ID {jvmid} to cluster: {cluster} view.")),
        R(*W("Info", "Cluster", "{mthread}", K, "", "BEA-000112",
             "Removing {peer} jvmid:{jvmid} from cluster view due to timeout.")),
        R(*W("Notice", "Security", ET, A, "{ecid}", "BEA-090078",
             "User {user} in security realm myrealm has had {tries} invalid login attempts, locking account for 30 minutes.")),
        R(*W("Info", "Deployer", "main", K, "", "BEA-149038", "Initiating Task for {app} : deploy application {app} on {cluster}.")),
        R(*W("Info", "Deployer", ET, K, "", "BEA-149074", "Successfully completed deployment task: [Deployer:149026]deploy application {app} on {cluster}..")),
        R(*W("Info", "WebLogicServer", "main", K, "", "BEA-000377",
             "Starting WebLogic Server with Java HotSpot(TM) 64-Bit Server VM Version {jvmver} from Oracle Corporation.")),
        R(*W("Notice", "WebLogicServer", "main", K, "", "BEA-000365", "Server state changed to STARTING.")),
        R(*W("Notice", "WebLogicServer", "main", K, "", "BEA-000365", "Server state changed to ADMIN.")),
        R(*W("Notice", "WebLogicServer", "main", K, "", "BEA-000365", "Server state changed to RESUMING.")),
        R(*W("Notice", "WebLogicServer", "main", K, "", "BEA-000365", "Server state changed to RUNNING.")),
        R(*W("Notice", "WebLogicServer", "main", K, "", "BEA-000360", "The server started in RUNNING mode.")),
        R(*W("Notice", "Server", "{mthread}", K, "", "BEA-002613",
             'Channel "Default" is now listening on {ip}:{lport} for protocols iiop, t3, ldap, snmp, http.')),
        R(*W("Notice", "WebLogicServer", "main", K, "", "BEA-000330",
             'Started the WebLogic Server Managed Server "{server}" for domain "{domain}" running in production mode.')),
        R(*W("Notice", "WebLogicServer", ET, K, "", "BEA-000396", "Server shutdown has been requested by {admin}.")),
        R(*W("Notice", "WebLogicServer", ET, K, "", "BEA-000365", "Server state changed to SUSPENDING.")),
        R(*W("Notice", "WebLogicServer", ET, K, "", "BEA-000365", "Server state changed to SHUTTING_DOWN.")),
        R(*W("Notice", "WebLogicServer", ET, K, "", "BEA-000365", "Server state changed to FORCE_SHUTTING_DOWN.")),
        R(*W("Error", "WebLogicServer", ET, K, "", "BEA-000337",
             '[STUCK] {sthread} has been busy for "{busy}" seconds working on the request "{wreq}", which is more than '
             'the configured time (StuckThreadMaxTime) of "600" seconds in "server-failure-trigger". Stack trace:', close=False),
          ("-", "\t{meth}({src}:{ln})", 3, 9),
          ("-", "\tweblogic.work.ExecuteThread.run(ExecuteThread.java:{etln})>")),
        R(*W("Info", "WebLogicServer", ET, K, "", "BEA-000339", '[STUCK] {sthread} has become "unstuck".')),
        R(*W("Warning", "Health", ET, K, "", "BEA-310003",
             "Free memory in the server is {freeb} bytes. There is danger of OutOfMemoryError.")),
        R(*W("Error", "HTTP", ET, A, "{ecid}", "BEA-101020",
             "[ServletContext@{hash}[app:{app} module:{mod} path:/{mod} spec-version:3.1]] Servlet failed with an Exception",
             close=False),
          ("-", "{exc}: {emsg}"),
          ("-", "\tat {meth}({src}:{ln})", 3, 10),
          ("-", "Caused By: {cexc}: {cmsg}"),
          ("-", "\tat {meth}({src}:{ln})", 1, 5),
          ("-", "\t... {more} more>"),
          g={"cexc": cause, "cmsg": cause}),
        R(*W("Warning", "JDBC", ET, A, "{ecid}", "BEA-001112",
             'Test "SELECT 1 FROM DUAL" set up for pool "{pool}" failed with exception: "{emsg}".')),
        R(*W("Error", "JDBC", ET, A, "{ecid}", "BEA-001156",
             "Stack trace associated with message 001129 follows: ", close=False),
          ("-", "{exc}: {emsg}"),
          ("-", "\tat {meth}({src}:{ln})", 2, 8),
          ("-", "\tat {meth}({src}:{ln})>")),
        R(*W("Error", "Server", "{mthread}", K, "", "BEA-002606",
             'The server is unable to create a server socket for listening on channel "Default". The address {ip} might be '
             'incorrect or another process is using port {lport}: java.net.BindException: Address already in use.')),
        R(*W("Critical", "WebLogicServer", "main", K, "", "BEA-000362", "Server failed. Reason: {reason}")),
        R(*W("Notice", "WebLogicServer", "main", K, "", "BEA-000365", "Server state changed to FAILED.")),
        R(*W("Critical", "Health", ET, K, "", "BEA-310006",
             "Critical Subsystem {subsys} has failed. Setting server state to FAILED.")),
        R(*W("Error", "Console", ET, "<{admin}>", "{ecid}", "BEA-240003",
             "Administration Console encountered the following error: {emsg}")),
        R(*W("Warning", "RJVM", "{mthread}", K, "", "BEA-000572",
             "The server rejected a connection attempt JVMMessage from: '{jvmid}' to: '0S:{ip}:[{lport},-1,-1,-1,-1,-1,-1]' "
             "cmd: 'CMD_IDENTIFY_REQUEST', QOS: '101', responseId: '-1', invokableId: '-1', flags: 'JVMIDs Sent, TX Context "
             "Not Sent, 0x1', abbrev offset: '{off}' probably due to an incorrect firewall configuration or admin command.")),
    ]
    hosts = z([f"wlsapp{i:02d}.corp.example.com" for i in range(1, 9)] + ["soa-prod-01", "osb-prod-02"], 1.2)
    servers = z(["AdminServer", "ManagedServer_1", "ManagedServer_2", "soa_server1", "osb_server1",
                 "wls_forms", "bam_server1"], 1.0)
    pools = z(["OrdersDS", "BillingDS", "SOADataSource", "EDNDataSource", "mds-owsm", "LocalSvcTblDataSource",
               "opss-data-source", "CRMReadOnlyDS", "WLSSchemaDataSource"], 1.0)
    apps = z(["orders-web", "billing-ear", "crm-portal", "soa-infra", "em", "wsm-pm", "service-bus",
              "reports-api", "hr-selfservice", "inventory"], 1.0)
    ips = ip_pool(z, rng, ["10.20.4.", "10.20.5.", "172.16.30."], 70)
    nodes = [f"{s}:{rng.randint(1000, 9999)}" for s in ["ManagedServer_1", "ManagedServer_2", "soa_server1"]]
    pct = z(list(range(4, 95)), 0.3)
    etl = str(rng.randint(200, 400))
    gens = {
        "host": hosts, "server": servers, "pool": pools, "app": apps, "mod": apps,
        "ip": ips, "lport": z(["7001", "7003", "8001", "8011", "9001", "7002"], 1.2),
        "port": lambda: str(rng.randint(32768, 60999)), "idle": z(["5", "30", "60"], 1.5),
        "ethread": lambda: "[%s] ExecuteThread: '%d' for queue: 'weblogic.kernel.Default (self-tuning)'" % (
            rng.choice(["ACTIVE", "ACTIVE", "ACTIVE", "STANDBY"]), int(rng.paretovariate(1.2)) - 1 + rng.randint(0, 3)),
        "sthread": lambda: "ExecuteThread: '%d' for queue: 'weblogic.kernel.Default (self-tuning)'" % rng.randint(0, 60),
        "mthread": lambda: "ExecuteThread: '%d' for queue: 'weblogic.socket.Muxer'" % rng.randint(1, 5),
        "ecid": lambda: guid(rng) + "-%08x" % rng.randint(1, 0xfff),
        "pct": lambda: str(pct()), "n": z([str(i) for i in (1, 2, 5, 10, 15, 20, 30)], 1.0),
        "atype": z(["DefaultAuthenticator", "DefaultRoleMapper", "XACMLAuthorizer", "DefaultCredentialMapper"], 1.0),
        "admin": z(["weblogic", "deployer", "oracle", "wlsadmin"], 1.2),
        "user": z(PERSONS, 0.8), "tries": z(["5", "6", "7"], 1.5),
        "peer": z(nodes, 1.0), "jvmid": lambda: "%d" % rng.randint(-9 * 10 ** 18, 9 * 10 ** 18),
        "cluster": z(["SOA_Cluster", "OSB_Cluster", "AppCluster", "WebCluster"], 1.0),
        "domain": z(["soa_domain", "base_domain", "prod_domain"], 1.0),
        "jvmver": z(["25.351-b10", "25.401-b10", "11.0.22+9-LTS-219"], 1.0),
        "busy": lambda: str(rng.randint(600, 1900)),
        "wreq": lambda: rng.choice([
            "Workmanager: default, Version: 0, Scheduled=true, Started=true, Started time: %d ms" % rng.randint(600000, 1900000),
            "weblogic.servlet.internal.ServletRequestImpl@%x[POST /%s/api/submit HTTP/1.1]" % (rng.getrandbits(28), apps()),
        ]),
        "freeb": lambda: str(rng.randint(4_000_000, 90_000_000)), "hash": lambda: "%d" % rng.randint(10 ** 8, 2 ** 31),
        "frame": frame, "meth": lambda: frame(), "src": lambda: frame(), "ln": lambda: frame(),
        "exc": exc, "emsg": exc, "etln": etl, "more": lambda: str(rng.randint(18, 64)),
        "reason": z(["There are 1 nested errors:", "weblogic.security.SecurityInitializationException: Authentication denied: "
                     "Boot identity not valid.", "Unable to bind to listen port 7001"], 1.0),
        "subsys": z(["Thread Pool", "JTA", "JMS", "JDBC"], 1.0),
        "off": lambda: str(rng.randint(60, 200)),
    }

    def tsf(t):
        h, ap = h12(t)
        return {"mon": MON[t.month - 1], "day": str(t.day), "year": str(t.year),
                "hms": "%d:%02d:%02d,%03d" % (h, t.minute, t.second, t.microsecond // 1000), "ampm": ap,
                "tz": "UTC", "epoch": str(int(t.timestamp() * 1000))}
    return build(rng, recs, gens, tsf, T0, 3.5)


# ------------------------------------------------------------------------------------------
# 2. IBM WebSphere SystemOut.log
# ------------------------------------------------------------------------------------------

def make_websphere_systemout(rng: random.Random) -> list[dict[str, str]]:
    z = Z(rng)
    LV = {"I": "INFO", "A": "INFO", "W": "WARN", "E": "ERROR", "F": "FATAL", "O": "-", "R": "-", "D": "DEBUG"}

    def S(short, t, msg, src=None):
        head = "[{wd} {wt} {tz}] {tid} " + short[:13].ljust(13) + " " + t
        if src:
            return LV[t], head + " " + src + " " + msg
        return LV[t], head + (" " if t in "OR" else "   ") + msg

    frame, exc = java_gens(z, rng)
    cause = lambda: (lambda e: {"cexc": e["exc"], "cmsg": e["emsg"]})(exc())  # noqa: E731
    AT = ("-", "\tat {meth}({src}:{ln})", 2, 9)
    recs = [
        R(*S("SystemOut", "O", "{applog}")),
        R(*S("servlet", "I", "com.ibm.ws.webcontainer.servlet.ServletWrapper init SRVE0242I: [{app}] [/{ctx}] [{servlet}]: "
             "Initialization successful.")),
        R(*S("SessionContex", "E", "SESN0008E: A user authenticated as {user} has attempted to access a "
             "session owned by {owner}."), w=8),
        R(*S("ThreadMonitor", "W", "WSVR0605W: Thread \"{thread}\" ({tid}) has been active for {ms} milliseconds and may be "
             "hung.  There is/are {nh} thread(s) in total in the server that may be hung.")),
        R(*S("ThreadMonitor", "W", "WSVR0606W: Thread \"{thread}\" ({tid}) was previously reported to be hung but has "
             "completed.  It was active for approximately {ms} milliseconds.  There is/are {nh0} thread(s) in total in "
             "the server that still may be hung.")),
        R(*S("SystemErr", "R", "{exc}: {emsg}"), ("-", "[{wd} {wt} {tz}] {tid} SystemErr     R \tat {meth}({src}:{ln})", 2, 9)),
        R(*S("ConnectionEve", "E", "J2CA0045E: Connection not available while invoking method createOrWaitForConnection for "
             "resource {jndi}.")),
        R(*S("ConnectionEve", "A", "J2CA0056I: The Connection Manager received a fatal connection error from the Resource "
             "Adapter for resource {jndi}. The exception is: {exc}: {emsg}")),
        R(*S("JDBCException", "E", "DSRA0010E: SQL State = {sqlstate}, Error Code = {sqlcode}")),
        R(*S("JDBCException", "W", "DSRA0080E: An exception was received by the Data Store Adapter. See original exception "
             "message: {emsg}. with SQL State : {sqlstate} SQL Code : {sqlcode}")),
        R(*S("webapp", "E", "SRVE0777E: Exception thrown by application class '{meth}:{ln}'",
             "com.ibm.ws.webcontainer.webapp.WebApp logError"), ("-", "{exc}: {emsg}"), AT),
        R(*S("webapp", "E", "SRVE0293E: [Servlet Error]-[{servlet}]: {exc}: {emsg}",
             "com.ibm.ws.webcontainer.webapp.WebApp logServletError")),
        R(*S("srt", "W", "SRVE0190E: File not found: /{ctx}/{file}",
             "com.ibm.ws.webcontainer.srt.SRTServletResponse setStatus")),
        R(*S("WebContainer", "E", "SRVE0255E: A WebGroup/Virtual Host to handle /{ctx}/{file} has not been defined.")),
        R(*S("LTPAServerObj", "E", "SECJ0369E: Authentication failed when using LTPA. The exception is {lerr}.")),
        R(*S("WSChannelFram", "E", "CWPKI0022E: SSL HANDSHAKE FAILURE:  A signer with SubjectDN \"CN={rhost}, OU=IT, O=Acme, "
             "C=US\" was sent from target host:port \"{rhost}:{rport}\".  The signer may need to be added to local trust "
             "store \"{ks}\" located in SSL configuration alias \"NodeDefaultSSLSettings\" loaded from SSL configuration "
             "file \"security.xml\".  The extended error message from the SSL handshake exception is: \"PKIX path building "
             "failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path "
             "to requested target\".")),
        R(*S("TimeoutManage", "I", "WTRN0006W: Transaction {txid} has timed out after {tos} seconds.")),
        R(*S("TimeoutManage", "I", "WTRN0124I: When the timeout occurred the thread with which the transaction is, or was "
             "most recently, associated was Thread[{thread},5,main]. The stack trace of this thread when the timeout "
             "occurred was: "), ("-", "\t{meth}({src}:{ln})", 2, 7)),
        R(*S("FfdcProvider", "W", "FFDC1003I: FFDC Incident emitted on {ffdc} {probe} {pid}",
             "com.ibm.ws.ffdc.impl.FfdcProvider logIncident")),
        R(*S("ApplicationMg", "A", "WSVR0200I: Starting application: {app}")),
        R(*S("ApplicationMg", "A", "WSVR0204I: Application: {app}  Application build level: Unknown")),
        R(*S("webcontainer", "I", "SRVE0169I: Loading Web Module: {mod}.", "com.ibm.ws.webcontainer.VirtualHostImpl addWebApplication")),
        R(*S("webcontainer", "A", "SRVE0250I: Web Module {mod} has been bound to default_host[*:9080,*:80,*:9443,"
             "*:5060,*:5061,*:443].")),
        R(*S("ApplicationMg", "A", "WSVR0221I: Application started: {app}")),
        R(*S("ApplicationMg", "A", "WSVR0217I: Stopping application: {app}")),
        R(*S("ApplicationMg", "A", "WSVR0220I: Application stopped: {app}")),
        R(*S("EJBContainerI", "I", "WSVR0037I: Starting EJB jar: {jar}")),
        R(*S("EJBContainerI", "I", "WSVR0057I: EJB jar started: {jar}")),
        R(*S("TCPChannel", "I", "TCPC0001I: TCP Channel {chain} is listening on host *  (IPv4) port {lport}.")),
        R(*S("WSChannelFram", "A", "CHFW0019I: The Transport Channel Service has started chain {chain}.")),
        R(*S("CoordinatorIm", "I", "HMGR0218I: A new core group view has been installed. The core group is DefaultCoreGroup. "
             "The view identifier is ({viewid}:0.{cell}\\{node}\\{server}). The number of members in the new view is {nm}.")),
        R(*S("DiscoveryRcv", "E", "HMGR0149E: An attempt by another process to connect to this process via the core group "
             "transport has been rejected. The connecting process provided a source core group name of DefaultCoreGroup, a "
             "target of {server}, a member name of {cell}\\{node}\\nodeagent and an IP address of /{ip}. The error message is "
             "{herr}.")),
        R(*S("WsServerImpl", "A", "WSVR0001I: Server {server} open for e-business")),
        R(*S("AdminHelper", "A", "ADMN1020I: An attempt is made to stop the {server} server. (User ID = {admin})")),
        R(*S("ServerCollabo", "A", "WSVR0024I: Server {server} stopped")),
        R(*S("WsServerImpl", "F", "WSVR0009E: Error occurred during startup"), ("-", "{exc}: {emsg}"), AT),
    ]
    apps = z(["OrdersApp", "BillingEAR", "CustomerPortal", "HRSelfService", "query", "ibmasyncrsp", "DefaultApplication",
              "isclite", "PolicyAdmin", "ClaimsWeb"], 1.0)
    gens = {
        "tid": lambda: "%08x" % rng.choice([1, 0x17, 0x1f, 0x2a, 0x3c] + [rng.randint(0x40, 0x1ff)] * 6),
        "app": apps, "mod": lambda: apps() + ".war", "ctx": z(["orders", "billing", "portal", "hr", "claims", "api/v2"], 1.0),
        "servlet": z(["OrderServlet", "action", "Faces Servlet", "JAX-RS Servlet", "DispatcherServlet", "InvoiceServlet"], 1.0),
        "applog": z([
            "Processing order ORD-%d for customer %d" % (rng.randint(10 ** 5, 10 ** 6), rng.randint(1000, 9999))
            for _ in range(40)] + ["DEBUG cache hit ratio=0.%02d" % rng.randint(10, 99) for _ in range(10)]
            + ["Loaded %d rules from policy store" % rng.randint(10, 400) for _ in range(8)]
            + ["log4j:WARN No appenders could be found for logger (org.apache.http.impl.conn.PoolingHttpClientConnectionManager)."],
            0.4),
        "user": z(PERSONS, 0.8), "owner": lambda: rng.choice(["anonymous"] + PERSONS),
        "thread": lambda: "WebContainer : %d" % rng.randint(0, 49), "ms": lambda: str(rng.randint(600000, 2400000)),
        "nh": z(["1", "2", "3", "4", "6"], 1.3), "nh0": z(["0", "1", "2"], 1.3),
        "jndi": z(["jdbc/OrdersDS", "jdbc/BillingDB", "jdbc/ClaimsDS", "jms/OrderQCF", "jdbc/HRDS"], 1.0),
        "sqlstate": z(["08001", "40001", "23505", "42S02", "08006", "57014"], 1.0),
        "sqlcode": z(["-4499", "-911", "-803", "-204", "17002", "-952"], 1.0),
        "file": z(["favicon.ico", "images/logo.png", "robots.txt", "js/app.min.js", "css/site.css", "wp-login.php"], 1.0),
        "lerr": z(["com.ibm.websphere.security.auth.WSLoginFailedException: Validation of the LTPA token failed because the "
                   "token expired with the following info: Current time = Sat Dec 05 08:21:13 UTC 2026, Expiration time = "
                   "Sat Dec 05 06:11:09 UTC 2026",
                   "com.ibm.websphere.security.auth.InvalidTokenException: Validation of the LTPA token failed due to "
                   "invalid keys or token type."], 1.0),
        "rhost": z(["ldap.corp.example.com", "api.partner-bank.com", "esb01.corp.example.com", "mq01.corp.example.com"], 1.0),
        "rport": z(["636", "443", "8443", "9443"], 1.0),
        "ks": z(["/opt/IBM/WebSphere/AppServer/profiles/AppSrv01/config/cells/Cell01/nodes/Node01/trust.p12",
                 "/opt/IBM/WebSphere/AppServer/profiles/AppSrv02/config/cells/Cell01/nodes/Node02/trust.p12"], 1.0),
        "txid": lambda: "%d" % rng.randint(10 ** 9, 10 ** 10), "tos": z(["120", "300", "600"], 1.0),
        "ffdc": lambda: "/opt/IBM/WebSphere/AppServer/profiles/AppSrv01/logs/ffdc/server1_%s_26.12.05_%02d.%02d.%02d.%d.txt" % (
            hx(rng, 8), rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59), rng.randint(10 ** 18, 10 ** 19)),
        "probe": z(["com.ibm.ejs.j2c.FreePool.createManagedConnectionWithMCWrapper", "com.ibm.ws.rsadapter.AdapterUtil.toSQLException",
                    "com.ibm.ws.webcontainer.servlet.ServletWrapper.service", "com.ibm.ws.security.ltpa.LTPAServerObject.validateToken"], 1.0),
        "pid": lambda: str(rng.choice([119, 412, 229, 1044, 207, 94])),
        "jar": z(["OrdersEJB.jar", "BillingEJB.jar", "ClaimsCore.jar", "Increment.jar"], 1.0),
        "chain": z(["TCP_1", "TCP_2", "TCP_3", "TCP_4", "WCInboundDefault", "WCInboundAdmin", "WCInboundDefaultSecure",
                    "SOAPAcceptorChain1", "DCS", "HttpQueueInboundDefault"], 0.6),
        "lport": z(["9080", "9443", "9060", "9043", "9353", "7276", "9100", "2809"], 0.6),
        "viewid": lambda: str(rng.randint(2, 80)), "nm": z(["2", "3", "4", "5", "6"], 1.0),
        "cell": z(["Cell01", "PRODCell"], 1.5), "node": z(["Node01", "Node02", "AppNode03", "dmgrNode"], 1.0),
        "server": z(["server1", "AppSrv01", "ClusterMember1", "ClusterMember2", "dmgr", "nodeagent"], 1.0),
        "ip": ip_pool(z, rng, ["10.12.8.", "10.12.9."], 20),
        "herr": z(["DCSV1106W: DCS Stack DefaultCoreGroup at Member Cell01\\Node02\\server1: The member is not defined in "
                   "configuration.", "The member cannot be located in the configuration"], 1.0),
        "admin": z(["wasadmin", "opsuser", "server"], 1.0),
        "meth": frame, "src": frame, "ln": frame, "exc": exc, "emsg": exc,
    }

    def tsf(t):
        return {"wd": "%d/%d/%02d" % (t.month, t.day, t.year % 100),
                "wt": "%d:%02d:%02d:%03d" % (t.hour, t.minute, t.second, t.microsecond // 1000), "tz": "UTC"}
    return build(rng, recs, gens, tsf, T0, 3.0)


# ------------------------------------------------------------------------------------------
# 3. WildFly / JBoss EAP server.log
# ------------------------------------------------------------------------------------------

def make_wildfly_server(rng: random.Random) -> list[dict[str, str]]:
    z = Z(rng)

    def J(lvl, cat, thread, msg):
        return {"WARN": "WARN", "INFO": "INFO", "ERROR": "ERROR", "DEBUG": "DEBUG", "FATAL": "FATAL"}[lvl], \
            "{d} {t} " + lvl.ljust(5) + " [" + cat + "] (" + thread + ") " + msg

    frame, exc = java_gens(z, rng)
    cause = lambda: (lambda e: {"cexc": e["exc"], "cmsg": e["emsg"]})(exc())  # noqa: E731
    MSC, SSP, DT = "MSC service thread 1-{msc}", "ServerService Thread Pool -- {ssp}", "default task-{task}"
    AT = ("-", "\tat {meth}({src}:{ln})", 2, 10)
    recs = [
        R(*J("INFO", "org.jboss.as.server.deployment", MSC, 'WFLYSRV0027: Starting deployment of "{war}" (runtime-name: "{war}")')),
        R(*J("INFO", "org.wildfly.extension.undertow", SSP, "WFLYUT0021: Registered web context: '/{ctx}' for server 'default-server'")),
        R(*J("INFO", "org.jboss.as.server", SSP, 'WFLYSRV0010: Deployed "{war}" (runtime-name : "{war}")')),
        R(*J("INFO", "org.jboss.as.jpa", SSP, "WFLYJPA0010: Starting Persistence Unit (phase 2 of 2) Service '{war}#{pu}'")),
        R(*J("INFO", "org.hibernate.jpa.internal.util.LogHelper", SSP, "HHH000204: Processing PersistenceUnitInfo [name: {pu}]")),
        R(*J("WARN", "com.arjuna.ats.arjuna", "Transaction Reaper", "ARJUNA012117: TransactionReaper::check timeout for TX "
             "{txid} in state  RUN")),
        R(*J("WARN", "com.arjuna.ats.arjuna", "Transaction Reaper Worker {rw}", "ARJUNA012121: TransactionReaper::doCancellations "
             "worker Thread[Transaction Reaper Worker {rw},5,main] successfully canceled TX {txid}")),
        R(*J("WARN", "com.arjuna.ats.arjuna", "Transaction Reaper Worker {rw}", "ARJUNA012095: Abort of action id {txid} invoked "
             "while multiple threads active within it.")),
        R(*J("ERROR", "io.undertow.request", DT, "UT005023: Exception handling request to /{ctx}/{rpath}: {exc}: {emsg}"), AT,
          ("-", "Caused by: {cexc}: {cmsg}"), ("-", "\tat {meth}({src}:{ln})", 1, 4), ("-", "\t... {more} more"),
          g={"cexc": cause, "cmsg": cause}),
        R(*J("WARN", "org.jboss.jca.core.connectionmanager.listener.TxConnectionListener", DT,
             "IJ000305: Connection error occured: org.jboss.jca.core.connectionmanager.listener.TxConnectionListener@{hexid}"
             "[state=NORMAL managed connection=org.jboss.jca.adapters.jdbc.local.LocalManagedConnection@{hexid2} connection "
             "handles=0 lastReturned={lastret} lastValidated={lastret} lastCheckedOut={lastret} trackByTx=false pool="
             "org.jboss.jca.core.connectionmanager.pool.strategy.OnePool@{hexid3} mcp=SemaphoreConcurrentLinkedQueueManaged"
             "ConnectionPool@{hexid4}[pool={dsname}] xaResource=LocalXAResourceImpl@{hexid5}[connectionListener={hexid} "
             "connectionManager={hexid6} warned=false currentXid=null productName={dbprod} productVersion={dbver} "
             "jndiName=java:jboss/datasources/{dsname}] txSync=null]")),
        R(*J("WARN", "org.jboss.jca.core.connectionmanager.pool.strategy.OnePool", DT,
             "IJ000604: Throwable while attempting to get a new connection: null"), ("-", "javax.resource.ResourceException: "
             "IJ031084: Unable to create connection"), AT),
        R(*J("INFO", "org.jboss.as.ejb3.deployment", MSC, "WFLYEJB0473: JNDI bindings for session bean named '{bean}' in "
             "deployment unit 'deployment \"{war}\"' are as follows:"),
          ("-", "\tjava:global/{mod}/{bean}!{beancls}"), ("-", "\tjava:app/{mod}/{bean}!{beancls}"),
          ("-", "\tjava:module/{bean}!{beancls}")),
        R(*J("INFO", "org.jboss.weld.deployer", MSC, "WFLYWELD0003: Processing weld deployment {war}")),
        R(*J("INFO", "org.jboss.as.repository", "management-handler-thread - {mh}",
             "WFLYDR0001: Content added at location /opt/wildfly/standalone/data/content/{h2}/{h38}/content")),
        R(*J("INFO", "org.wildfly.extension.undertow", SSP, "WFLYUT0022: Unregistered web context: '/{ctx}' from server "
             "'default-server'")),
        R(*J("INFO", "org.jboss.as.server.deployment", MSC, "WFLYSRV0028: Stopped deployment {war} (runtime-name: {war}) "
             "in {ms}ms")),
        R(*J("INFO", "org.jboss.as.server", "DeploymentScanner-threads - {dst}", 'WFLYSRV0009: Undeployed "{war}" '
             '(runtime-name: "{war}")')),
        R(*J("INFO", "org.jboss.as.connector.subsystems.datasources", SSP, "WFLYJCA0004: Deploying JDBC-compliant driver "
             "class {drvcls} (version {drvver})")),
        R(*J("INFO", "org.jboss.as.connector.subsystems.datasources", MSC, "WFLYJCA0001: Bound data source "
             "[java:jboss/datasources/{dsname}]")),
        R(*J("INFO", "org.jboss.as.connector.deployers.jdbc", MSC, "WFLYJCA0018: Started Driver service with driver-name = "
             "{drv}")),
        R(*J("INFO", "org.jboss.as.server", "Controller Boot Thread", "WFLYSRV0049: {prod} ({core}) starting")),
        R(*J("INFO", "org.wildfly.extension.io", SSP, "WFLYIO001: Worker 'default' has auto-configured to {iot} IO threads "
             "with {mtt} max task threads based on your {cpu} available processors")),
        R(*J("INFO", "org.wildfly.extension.undertow", MSC, "WFLYUT0006: Undertow HTTP listener default listening on "
             "{bind}:{hport}")),
        R(*J("INFO", "org.wildfly.extension.undertow", MSC, "WFLYUT0006: Undertow HTTPS listener https listening on "
             "{bind}:{sport}")),
        R(*J("INFO", "org.jboss.as.server.deployment.scanner", MSC, "WFLYDS0013: Started FileSystemDeploymentService for "
             "directory /opt/wildfly/standalone/deployments")),
        R(*J("INFO", "org.jboss.as", "Controller Boot Thread", "WFLYSRV0025: {prod} ({core}) started in {bootms}ms - Started "
             "{svc} of {svct} services ({lazy} services are lazy, passive or on-demand)")),
        R(*J("ERROR", "org.jboss.as", "Controller Boot Thread", "WFLYSRV0026: {prod} ({core}) started (with errors) in {bootms}ms - "
             "Started {svc} of {svct} services (2 services failed or missing dependencies, {lazy} services are lazy, passive "
             "or on-demand)")),
        R(*J("ERROR", "org.jboss.as.controller.management-operation", "Controller Boot Thread", "WFLYCTL0013: Operation "
             "(\"deploy\") failed - address: ([(\"deployment\" => \"{war}\")]) - failure description: {{\"WFLYCTL0080: Failed "
             "services\" => {{\"jboss.deployment.unit.\\\"{war}\\\".undertow-deployment\" => \"{exc}: {emsg}\"}}}}")),
        R(*J("INFO", "org.jboss.as.server", "Thread-{thr}", "WFLYSRV0220: Server shutdown has been requested via an OS signal")),
        R(*J("INFO", "org.jboss.as", MSC, "WFLYSRV0050: {prod} ({core}) stopped in {ms}ms")),
        R(*J("WARN", "org.jboss.as.txn", SSP, "WFLYTX0013: The node-identifier attribute on the /subsystem=transactions is set "
             "to the default value. This is a danger for environments running multiple servers. Please make sure the "
             "attribute value is unique.")),
        R(*J("WARN", "org.wildfly.extension.elytron", MSC, "WFLYELY00023: KeyStore file '/opt/wildfly/standalone/configuration/"
             "application.keystore' does not exist. Used blank.")),
        R(*J("INFO", "org.infinispan.CLUSTER", "thread-{thr},ejb,{node}", "ISPN000094: Received new cluster view for channel "
             "ejb: [{node}|{viewid}] ({nm}) [{members}]")),
        R(*J("INFO", "org.jboss.as.clustering.infinispan", SSP, "WFLYCLINF0002: Started {cache} cache from {cont} container")),
        R(*J("WARN", "org.jboss.as.ee", MSC, "WFLYEE0007: Not installing optional component {optcls} due to an exception "
             "(enable DEBUG log level to see the cause)")),
        R(*J("ERROR", "org.jboss.msc.service.fail", MSC, "MSC000001: Failed to start service jboss.deployment.unit.\"{war}\""
             ".undertow-deployment: org.jboss.msc.service.StartException in service jboss.deployment.unit.\"{war}\""
             ".undertow-deployment: {exc}: {emsg}"), AT, ("-", "\t... {more} more")),
    ]
    wars = z(["orders-api.war", "billing.war", "portal.war", "claims-service.war", "hr-selfservice.war", "inventory.ear",
              "auth-gateway.war", "reporting.war", "notifications.war"], 1.0)
    ctxm = {"orders-api.war": "orders-api", "billing.war": "billing", "portal.war": "", "claims-service.war": "claims",
            "hr-selfservice.war": "hr", "inventory.ear": "inventory", "auth-gateway.war": "auth",
            "reporting.war": "reporting", "notifications.war": "notify"}
    prod = rng.choice([("WildFly Full 26.1.3.Final", "WildFly Core 18.1.2.Final"),
                       ("JBoss EAP 7.4.11.GA", "WildFly Core 15.0.26.Final-redhat-00001")])
    nodes = ["app-node-%d" % i for i in range(1, 6)]

    def members():
        k = rng.choice([2, 2, 3, 4])
        return {"nm": str(k), "members": ", ".join(rng.sample(nodes, k))}
    gens = {
        "msc": lambda: str(rng.randint(1, 8)), "ssp": lambda: str(rng.randint(2, 90)), "task": lambda: str(min(199, int(rng.paretovariate(0.9)))),
        "war": wars, "ctx": lambda: ctxm[wars()] or "portal", "mod": lambda: wars().rsplit(".", 1)[0],
        "pu": z(["ordersPU", "billingPU", "primary", "claimsPU", "reportingPU"], 1.0),
        "txid": lambda: "0:ffff%s:%s:%s:%x" % (hx(rng, 8), hx(rng, 8), hx(rng, 8), rng.randint(0x10, 0xfff)),
        "rw": lambda: str(rng.randint(0, 3)), "rpath": z(["api/orders", "api/orders/search", "invoice/pdf", "login",
                                                        "rest/claims/submit", "api/v1/items", "index.xhtml"], 1.0),
        "more": lambda: str(rng.randint(30, 80)), "hexid": lambda: hx(rng, 8), "hexid2": lambda: hx(rng, 8),
        "hexid3": lambda: hx(rng, 8), "hexid4": lambda: hx(rng, 8), "hexid5": lambda: hx(rng, 8), "hexid6": lambda: hx(rng, 8),
        "lastret": lambda: str(int(datetime(2026, 12, 5, tzinfo=timezone.utc).timestamp() * 1000) + rng.randint(0, 9 * 10 ** 7)),
        "dsname": z(["OrdersDS", "BillingDS", "ExampleDS", "ClaimsDS", "KeycloakDS"], 1.0),
        "dbprod": z(["PostgreSQL", "Oracle"], 1.0), "dbver": z(["13.11", "15.4", "19.0.0.0.0"], 1.0),
        "bean": z(["OrderServiceBean", "InvoiceGenerator", "ClaimProcessor", "AuditBean", "MailerBean", "ScheduleBean"], 1.0),
        "beancls": z(["com.acme.orders.OrderService", "com.acme.billing.Invoices", "com.acme.claims.ClaimProcessorLocal",
                      "com.acme.audit.AuditLocal", "com.acme.mail.Mailer"], 1.0),
        "mh": lambda: str(rng.randint(1, 20)), "h2": lambda: hx(rng, 2), "h38": lambda: hx(rng, 38),
        "ms": lambda: str(int(rng.lognormvariate(6, 1.1))), "dst": lambda: str(rng.randint(1, 2)),
        "drvcls": z(["org.postgresql.Driver", "oracle.jdbc.OracleDriver", "org.h2.Driver"], 1.0),
        "drvver": z(["42.6", "19.3", "2.1"], 1.0), "drv": z(["postgresql", "oracle", "h2"], 1.0),
        "prod": prod[0], "core": prod[1], "iot": z(["4", "8", "16"], 1.0), "mtt": z(["32", "64", "128"], 1.0),
        "cpu": z(["2", "4", "8"], 1.0), "bind": z(["0.0.0.0", "127.0.0.1", "10.40.2.17"], 1.0),
        "hport": z(["8080", "8180"], 1.5), "sport": z(["8443", "8543"], 1.5),
        "svc": lambda: str(rng.randint(420, 690)), "svct": lambda: str(rng.randint(700, 990)), "lazy": lambda: str(rng.randint(300, 460)),
        "thr": lambda: str(rng.randint(2, 40)), "node": z(nodes, 1.0), "viewid": lambda: str(rng.randint(2, 40)),
        "nm": lambda: members(), "members": lambda: members(), "bootms": lambda: str(rng.randint(2800, 21000)),
        "cache": z(["default", "http-remoting-connector", "client-mappings", "routing", "dist"], 1.0),
        "cont": z(["ejb", "web", "server", "hibernate"], 1.0),
        "optcls": z(["org.jboss.resteasy.plugins.providers.jaxb.JAXBXmlSeeAlsoProvider", "com.sun.faces.config.ConfigureListener",
                     "org.apache.cxf.transport.servlet.CXFServlet"], 1.0),
        "meth": frame, "src": frame, "ln": frame, "exc": exc, "emsg": exc,
    }

    def tsf(t):
        return {"d": t.strftime("%Y-%m-%d"), "t": t.strftime("%H:%M:%S,") + "%03d" % (t.microsecond // 1000)}
    return build(rng, recs, gens, tsf, T0, 3.0)


# ------------------------------------------------------------------------------------------
# 4. SharePoint ULS
# ------------------------------------------------------------------------------------------

def make_sharepoint_uls(rng: random.Random) -> list[dict[str, str]]:
    z = Z(rng)
    LV = {"Critical": "FATAL", "Unexpected": "ERROR", "Error": "ERROR", "Monitorable": "WARN", "Warning": "WARN",
          "High": "INFO", "Medium": "INFO", "Information": "INFO", "Verbose": "DEBUG", "VerboseEx": "DEBUG"}

    def U(proc, area, cat, eid, lvl, msg, corr=True):
        p = (proc + " (0x0000)").ljust(40).replace("0x0000", "{pid}")
        return LV[lvl], ("{ud} {ut} \t" + p + "\t{tid}\t" + area.ljust(30) + "\t" + cat.ljust(30) + "\t" + eid + "\t"
                         + lvl.ljust(8) + "\t" + msg + "\t" + ("{corr}" if corr else ""))

    SF, W3, TM = "SharePoint Foundation", "w3wp.exe", "OWSTIMER.EXE"
    recs = [
        R(*U(W3, SF, "Monitoring", "nasq", "Medium", "Entering monitored scope (Request (GET:{url}))")),
        R(*U(W3, SF, "Logging Correlation Data", "xmnv", "Medium", "Name=Request (GET:{url})")),
        R(*U(W3, SF, "Monitoring", "b4ly", "Medium", "Leaving Monitored Scope (Request (GET:{url})). Execution Time={exms}")),
        R(*U(W3, SF, "Logging Correlation Data", "xmnv", "Medium", "Site={site}")),
        R(*U(W3, SF, "Authentication Authorization", "agb9", "Medium", "Non-OAuth request. IsAuthenticated=True, "
             "UserIdentityName={claimuser}, ClaimsCount={claims}")),
        R(*U(W3, SF, "Database", "ahjqp", "VerboseEx", "[Forced due to logging gap, cached @ {gapt}, Original Level: Verbose] "
             "SQL connection time: {sqlms} for Data Source={sqlsrv};Initial Catalog={db};Integrated Security=True;Enlist=False;"
             "Pooling=True;Min Pool Size=0;Max Pool Size=100;Connect Timeout=15")),
        R(*U(W3, SF, "Monitoring", "nasq", "Medium", "Entering monitored scope (Request (POST:{url}))")),
        R(*U(W3, SF, "Micro Trace", "uls4", "Medium", "Micro Trace Tags: 0 nasq,{mt1} agb9,{mt2} b4ly")),
        R(*U(W3, "SharePoint Server", "Unified Logging Service", "c91s", "Monitorable", "Watson bucket parameters: SharePoint "
             "Server 2019, ULSException14, {w1}, \"sharepoint server\", {w2}, {w3}, \"microsoft.sharepoint\", \"{w2}\", "
             "\"{w1}\", {w4}, 0")),
        R(*U(TM, SF, "Timer", "6t8h", "Verbose", "Updating SPPersistedObject {ptype} Name={pname}. Version: {pver} Ensure: "
             "False, HashCode: {phash}, Id: {pid2}, Stack:    at Microsoft.SharePoint.Administration.SPPersistedObject."
             "BaseUpdate()", corr=False)),
        R(*U(TM, SF, "Timer", "aegyr", "Verbose", "Job definition {job}, id {jobid} has no online instance for service "
             "Microsoft.SharePoint.Administration.SPWebService, ignoring the job.", corr=False)),
        R(*U(W3, "DistributedCache", "DistributedCache", "air4", "Unexpected", "Unexpected error occurred in method "
             "'GetObject' , usage 'Distributed Logon Token Cache' - Exception 'Microsoft.ApplicationServer.Caching."
             "DataCacheException: ErrorCode<ERRCA0018>:SubStatus<ES0001>:The request timed out.. Additional Information : "
             "The client was trying to communicate with the server: net.tcp://{cachehost}:22233'.")),
        R(*U(W3, SF, "Claims Authentication", "ah24q", "Unexpected", "Token Cache: Failed to get token from distributed cache "
             "for '{claimuser}'.(This is expected during the process warm up or if data cache Initialization is getting "
             "called for the first time).")),
        R(*U(W3, "Web Content Management", "Publishing Cache", "7362", "Warning", "Object Cache: The super user account "
             "utilized by the cache is not configured. This can increase the number of cache misses, which causes the page "
             "requests to consume unneccesary system resources.  To configure the account use the following command 'stsadm "
             "-o setproperty -propertyname portalsuperuseraccount -propertyvalue account -url webappurl'. The account should "
             "be any account that has Full Control access to the SharePoint databases but is not an application pool "
             "account.  Additional Data:   Current default super user account: SHAREPOINT\\system")),
        R(*U(W3, SF, "General", "8kh7", "High", "Unknown SPRequest error occurred. More information: {hresult}")),
        R(*U(W3, SF, "Runtime", "tkau", "Unexpected", "{dotnetexc}")),
        R(*U(W3, SF, "General", "ajlz0", "High", "Getting Error Message for Exception {dotnetexc}")),
        R(*U(W3, SF, "Web Controls", "8sl3", "High", "DelegateControl: Exception thrown while adding control '{ctl}': "
             "Could not load file or assembly '{asm}' or one of its dependencies. The system cannot find the file "
             "specified.")),
        R(*U(W3, SF, "Database", "5586", "Critical", "Unknown SQL Exception {sqlerr} occurred. Additional error information "
             "from SQL Server is included below.  {sqlmsg}")),
        R(*U(TM, SF, "Database", "3351", "Critical", "SQL database login for '{db}' on instance '{sqlsrv}' failed. "
             "Additional error information from SQL Server is included below.  Login failed for user '{svcacct}'.",
             corr=False)),
        R(*U(TM, SF, "Timer", "6398", "Critical", "The Execute method of job definition {jobcls} (ID {jobid}) threw an "
             "exception. More information is included below.  {dotnetexc}")),
        R(*U(W3, "SharePoint Foundation", "Claims Authentication", "8306", "Critical", "An exception occurred when trying to "
             "issue security token: The server was unable to process the request due to an internal error.  For more "
             "information about the error, either turn on IncludeExceptionDetailInFaults (either from ServiceBehaviorAttribute "
             "or from the <serviceDebug> configuration behavior) on the server in order to send the exception information "
             "back to the client, or turn on tracing as per the Microsoft .NET Framework SDK documentation and inspect the "
             "server trace logs..")),
        R(*U(W3, SF, "Runtime", "aoxsq", "Medium", "Sending HTTP response {status} for HTTP request {method} to {url}")),
        R(*U(W3, SF, "Logging Correlation Data", "xmnv", "Medium", "Name=Request (POST:{url})")),
        R(*U(W3, SF, "Claims Authentication", "bz7l", "Verbose", "SPSecurityContext: Request for security token for user: "
             "{claimuser}, farm: {farmcls} succeeded.")),
        R(*U(W3, SF, "Authentication Authorization", "ajd6e", "Monitorable", "Access denied. Item: {url} User: {claimuser} "
             "Permissions: {perm}")),
        R(*U(TM, "SharePoint Server Search", "Crawler:Gatherer Plugin", "e5mb", "Medium", "The start address {crawlurl} "
             "cannot be crawled.  Context: Application '{ssa}', Catalog 'Portal_Content'  Details:  Access is denied. Verify "
             "that either the Default Content Access Account has access to this repository, or add a crawl rule to crawl "
             "this repository. If the repository being crawled is a SharePoint repository, verify that the account you are "
             "using has \"Full Read\" permissions on the SharePoint Web Application being crawled.   ({hresult})",
             corr=False)),
        R(*U("mssearch.exe", "SharePoint Server Search", "Crawler:Gatherer Service", "dm07", "Medium", "CGatherer::LoadTransactionsFromCrawl, "
             "Crawl {crawlid}, CrawlSession {crawlsess}, Tid {ctid}, loaded {nload} transactions", corr=False)),
        R(*U(W3, "SharePoint Server", "User Profiles", "ajsk", "Unexpected", "UserProfileServiceUserStatisticsCollector "
             "failed to get user profile for '{claimuser}': {dotnetexc}")),
        R(*U("PowerShell.exe", SF, "General", "8nca", "Medium", "Application error when access {psurl}, Error=Cannot "
             "complete this action.  Please try again.")),
    ]
    farm = rng.choice(["portal.contoso.com", "intranet.fabrikam.local", "sp.corp.example.com"])
    sites = z(["/", "/sites/hr", "/sites/finance", "/sites/projects/apollo", "/teams/it-ops", "/sites/legal",
               "/sites/sales/emea", "/personal/%s" % PERSONS[0], "/sites/marketing"], 1.0)
    pages = z(["/_layouts/15/start.aspx", "/SitePages/Home.aspx", "/_api/web/lists", "/_vti_bin/client.svc/ProcessQuery",
               "/Shared%20Documents/Forms/AllItems.aspx", "/_layouts/15/Upload.aspx", "/_api/contextinfo",
               "/Lists/Tasks/AllItems.aspx", "/_layouts/15/images/spcommon.png", "/_layouts/15/viewlsts.aspx"], 0.8)
    users = z(PERSONS, 0.8)
    gens = {
        "pid": z(["0x%04X" % rng.randint(0x400, 0xFFFF) for _ in range(6)], 1.2),
        "tid": lambda: "0x%04X" % rng.randint(0x100, 0xFFFF) if rng.random() < 0.3 else rng.choice(
            ["0x1B5C", "0x2F4C", "0x0A18", "0x3C10", "0x22E4", "0x1A88"]),
        "corr": lambda: guid(rng), "url": lambda: "https://%s%s%s" % (farm, s if (s := sites()) != "/" else "", pages()),
        "site": sites, "exms": lambda: "%.4f" % rng.lognormvariate(3.5, 1.0),
        "claimuser": lambda: "0#.w|contoso\\" + users(), "claims": z([str(i) for i in range(38, 95)], 0.7),
        "gapt": lambda: "12/05/2026 %02d:%02d:%02d.%02d" % (rng.randint(7, 12), rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 99)),
        "sqlms": lambda: "%.4f" % rng.lognormvariate(0, 1.0), "sqlsrv": z(["SPSQL01", "SPSQL01\\SHAREPOINT", "spsql-ag-listener"], 1.0),
        "db": z(["SharePoint_Config", "WSS_Content_Portal", "WSS_Content_HR", "Search_Service_Application_DB",
                 "Profile_DB", "WSS_Logging"], 1.0),
        "mt1": lambda: str(rng.randint(0, 30)), "mt2": lambda: str(rng.randint(30, 4000)),
        "w1": z(["0e2bf8c2", "1c44d6f4", "8f1a1e3b"], 1.0), "w2": z(["1d4c", "4a21", "2f10"], 1.0),
        "w3": z(["10/13/16.0.10396.20000", "16.0.10403.20000"], 1.0), "w4": z(["2011", "134", "7008"], 1.0),
        "ptype": z(["SPTimerJobHistory", "SPUsageDefinition", "SPJobDefinition", "SPDiagnosticsService", "SPSolutionLanguagePack"], 1.0),
        "pname": z(["Health Statistics Updating", "Timer Service Recycle", "Usage Data Import", "Delete Job History",
                    "Application Addresses Refresh Job"], 1.0),
        "pver": lambda: str(rng.randint(10 ** 6, 10 ** 8)), "phash": lambda: str(rng.randint(10 ** 6, 7 * 10 ** 7)),
        "pid2": lambda: guid(rng), "jobid": lambda: guid(rng),
        "job": z(["Microsoft.Office.Server.Search.Administration.QueryClassificationDictionaryUpdateTimerJobDefinition",
                  "Microsoft.SharePoint.Publishing.Internal.PersistedNavigationTermSetSyncJob",
                  "Microsoft.SharePoint.Administration.SPSqmTimerJobDefinition"], 1.0),
        "jobcls": z(["Microsoft.SharePoint.Administration.SPUsageImportJobDefinition",
                     "Microsoft.Office.Server.UserProfiles.UserProfileImportJob",
                     "Microsoft.SharePoint.Administration.Health.SPHealthAnalyzerJobDefinition"], 1.0),
        "cachehost": z(["SPAPP01", "SPAPP02", "SPWFE01.contoso.local"], 1.0),
        "hresult": z(["0x80070005", "0x80004005", "0x80131904", "0x80070057"], 1.0),
        "dotnetexc": z(["System.Data.SqlClient.SqlException (0x80131904): Timeout expired.  The timeout period elapsed prior "
                        "to completion of the operation or the server is not responding.",
                        "System.UnauthorizedAccessException: Attempted to perform an unauthorized operation.",
                        "Microsoft.SharePoint.SPException: List does not exist.",
                        "System.IO.FileNotFoundException: The site https://%s/sites/old could not be found in the Web "
                        "application SPWebApplication Name=SharePoint - 443." % farm,
                        "System.ArgumentException: Value does not fall within the expected range."], 0.9),
        "ctl": z(["Microsoft.SharePoint.Portal.WebControls.SearchBoxEx", "ASP._controltemplates_15_acme_footer_ascx",
                  "Contoso.SP.Branding.Header"], 1.0),
        "asm": z(["Contoso.SP.Branding, Version=1.0.0.0, Culture=neutral, PublicKeyToken=%s" % hx(rng, 16),
                  "Acme.SharePoint.Controls, Version=2.3.0.0, Culture=neutral, PublicKeyToken=%s" % hx(rng, 16)], 1.0),
        "sqlerr": z(["1205", "2812", "-2", "4060"], 1.0),
        "sqlmsg": z(["Transaction (Process ID 87) was deadlocked on lock resources with another process and has been chosen "
                     "as the deadlock victim. Rerun the transaction.", "Could not find stored procedure 'proc_GetTpWebMetaData"
                     "AndListMetaData'.", "Timeout expired."], 1.0),
        "svcacct": z(["CONTOSO\\sp_farm", "CONTOSO\\sp_services", "CONTOSO\\sp_search"], 1.0),
        "status": z(["200", "302", "401", "403", "404", "500"], 1.0), "method": z(["GET", "POST", "HEAD"], 1.0),
        "farmcls": lambda: "SPFarm Name=SharePoint_Config", "perm": z(["ViewListItems", "ViewPages, Open", "EditListItems"], 1.0),
        "crawlurl": z(["https://%s/sites/legal" % farm, "sps3s://mysite.contoso.com", "file://fs01/share/projects"], 1.0),
        "ssa": z(["Search Service Application", "Search Service Application 1"], 1.0),
        "crawlid": lambda: str(rng.randint(10000, 99999)), "crawlsess": lambda: str(rng.randint(10000, 99999)),
        "ctid": lambda: str(rng.randint(1000, 20000)), "nload": lambda: str(rng.randint(0, 2000)),
        "psurl": lambda: "https://%s%s" % (farm, sites()),
    }

    def tsf(t):
        return {"ud": t.strftime("%m/%d/%Y"), "ut": t.strftime("%H:%M:%S.") + "%02d" % (t.microsecond // 10000)}
    return build(rng, recs, gens, tsf, T0, 1.2, s=1.0)


# ------------------------------------------------------------------------------------------
# 5. Exchange message tracking log
# ------------------------------------------------------------------------------------------

XFIELDS = ("date-time,client-ip,client-hostname,server-ip,server-hostname,source-context,connector-id,source,event-id,"
           "internal-message-id,message-id,network-message-id,recipient-address,recipient-status,total-bytes,"
           "recipient-count,related-recipient-address,reference,message-subject,sender-address,return-path,message-info,"
           "directionality,tenant-id,original-client-ip,original-server-ip,custom-data,transport-traffic-type,log-id,"
           "schema-version").split(",")


def make_exchange_tracking(rng: random.Random) -> list[dict[str, str]]:
    z = Z(rng)

    def X(source, event, **kw):
        kw = {k.replace("_", "-"): v for k, v in kw.items()}
        base = {"date-time": "{xt}", "source": source, "event-id": event, "internal-message-id": "{imid}",
                "message-id": "{mid}", "network-message-id": "{nmid}", "log-id": "{logid}", "schema-version": "{schema}",
                "transport-traffic-type": "Email"}
        base.update(kw)
        assert set(base) <= set(XFIELDS), set(base) - set(XFIELDS)
        return "-", ",".join(base.get(f, "") for f in XFIELDS)

    C = dict(message_subject="{subj}", sender_address="{sender}", return_path="{sender}")
    recs = [
        R(*X("SMTP", "RECEIVE", client_ip="{fip}", client_hostname="{ffqdn}", server_ip="{mip}", server_hostname="{mbx}",
             source_context="{sess};{sctime};0", connector_id="{mbx}\\Default {mbx}", total_bytes="{bytes}",
             recipient_address="{rcpt}", recipient_count="{rcnt}", message_info="{otime}", directionality="Originating",
             original_client_ip="{oip}", custom_data="S:FirstForestHop={ffqdn};S:DeliveryPriority={prio};"
             "S:AccountForest={forest}", **C)),
        R(*X("STOREDRIVER", "DELIVER", server_ip="{mip}", server_hostname="{mbx}", source_context="{mdbctx}",
             recipient_address="{rcpt1}", recipient_status="250 2.1.5 RecipientOK", total_bytes="{bytes}", recipient_count="1",
             message_info="{otime}", directionality="Originating", custom_data="S:Mailbox={mbxguid};S:E2ELatency={lat};"
             "S:MailboxDatabaseName={mdb};S:DatabaseHealth={dbh}", **C)),
        R(*X("SMTP", "SEND", server_ip="{mip}", server_hostname="{mbx}", source_context="{sess};{sctime};{seq};",
             connector_id="Intra-Organization SMTP Send Connector", client_ip="{mip2}", client_hostname="{mbx2fq}",
             recipient_address="{rcpt}", recipient_status="250 2.1.5 Recipient OK", total_bytes="{bytes}",
             recipient_count="{rcnt}", message_info="{otime};SRV={mbxfq}:TOTAL={tot};SRV={mbxfq}:TOTAL=0",
             directionality="Originating", custom_data="E:DeliveryPriority={prio};E:AccountForest={forest}", **C)),
        R(*X("STOREDRIVER", "RECEIVE", server_ip="{mip}", server_hostname="{mbx}", source_context="{subctx}",
             recipient_address="{rcpt}", total_bytes="{bytes}", recipient_count="{rcnt}", message_info="{otime}",
             directionality="Originating", custom_data="S:MailboxDatabaseGuid={mdbguid}", **C)),
        R(*X("STOREDRIVER", "SUBMIT", server_ip="{mip}", server_hostname="{mbx}", source_context="{subctx}",
             recipient_address="{rcpt}", recipient_count="{rcnt}", message_info="{otime}", directionality="Originating",
             reference="", custom_data="S:ItemEntryId={entryid}", **C)),
        R(*X("SMTP", "RECEIVE", client_ip="{extip}", client_hostname="{exthost}", server_ip="{eip}", server_hostname="{edge}",
             source_context="{sess};{sctime};0", connector_id="{edge}\\Default Frontend {edge}", total_bytes="{bytes}",
             recipient_address="{rcpt}", recipient_count="{rcnt}", message_info="{otime}", directionality="Incoming",
             original_client_ip="{extip}", custom_data="S:ProxiedClientIPAddress={extip};S:ProxiedClientHostname="
             "{exthost};S:DeliveryPriority={prio}", message_subject="{subj}", sender_address="{extsender}",
             return_path="{extsender}")),
        R(*X("AGENT", "AGENTINFO", server_ip="{mip}", server_hostname="{mbx}", source_context="Transport Rule Agent",
             recipient_address="{rcpt}", total_bytes="{bytes}", recipient_count="{rcnt}", directionality="Originating",
             custom_data="S:AMA=SUM|v=0|action=|error=|atch=0;S:TRA=ETR|ruleId={ruleid}|st={sctime}|action={tract}|"
             "sev=1|mode=Enforce", **C)),
        R(*X("ROUTING", "RESOLVE", server_ip="{mip}", server_hostname="{mbx}", recipient_address="{rcpt1}",
             related_recipient_address="{alias}", recipient_count="1", total_bytes="{bytes}", directionality="Originating",
             **C)),
        R(*X("ROUTING", "EXPAND", server_ip="{mip}", server_hostname="{mbx}", recipient_address="{rcpt}",
             related_recipient_address="{dl}", recipient_count="{rcnt}", total_bytes="{bytes}", directionality="Originating",
             **C)),
        R(*X("SMTP", "SEND", server_ip="{eip}", server_hostname="{edge}", source_context="{sess};{sctime};{seq};",
             connector_id="Outbound to Internet", client_ip="{mxip}", client_hostname="{mxhost}", recipient_address="{xrcpt}",
             recipient_status="250 2.0.0 OK {qid} - gsmtp", total_bytes="{bytes}", recipient_count="1",
             message_info="{otime};SRV={edgefq}:TOTAL={tot};SRV={mbxfq}:TOTAL=0", directionality="Originating",
             custom_data="E:RemoteIPAddress={mxip};E:TlsVersion=SP_PROT_TLS1_2_CLIENT", **C)),
        R(*X("ROUTING", "TRANSFER", server_ip="{mip}", server_hostname="{mbx}", recipient_address="{rcpt}",
             reference="{ref}", recipient_count="{rcnt}", total_bytes="{bytes}", directionality="Originating",
             custom_data="S:RecipientsSplitReason=DeliveryGroups", **C)),
        R(*X("SMTP", "HAREDIRECT", server_ip="{mip}", server_hostname="{mbx}", source_context="{sess};{sctime};{seq};",
             connector_id="Intra-Organization SMTP Send Connector", client_ip="{mip2}", client_hostname="{mbx2fq}",
             recipient_address="{rcpt}", recipient_status="250 2.1.5 Recipient OK", total_bytes="{bytes}",
             recipient_count="{rcnt}", directionality="Originating", custom_data="S:ShadowServer={mbx2fq}", **C)),
        R(*X("SMTP", "HARECEIVE", client_ip="{mip2}", client_hostname="{mbx2fq}", server_ip="{mip}", server_hostname="{mbx}",
             source_context="{sess};{sctime};0", connector_id="{mbx}\\Default {mbx}", recipient_address="{rcpt}",
             total_bytes="{bytes}", recipient_count="{rcnt}", directionality="Originating", **C)),
        R(*X("STOREDRIVER", "NOTIFYMAPI", server_hostname="{mbx}", source_context="{subctx}", recipient_count="0",
             directionality="Originating", custom_data="S:MsgRecipCount=0", sender_address="{sender}",
             return_path="{sender}")),
        R(*X("SMTP", "FAIL", server_ip="{mip}", server_hostname="{mbx}", source_context="{sess};{sctime};{seq};",
             connector_id="Outbound to Internet", recipient_address="{xrcpt}", recipient_status="{failst}",
             total_bytes="{bytes}", recipient_count="1", directionality="Originating", custom_data="S:DeliveryPriority={prio}",
             **C)),
        R(*X("DSN", "DSN", server_ip="{mip}", server_hostname="{mbx}", recipient_address="{sender}",
             total_bytes="{bytes}", recipient_count="1", related_recipient_address="{xrcpt}", reference="{ref}",
             message_subject="Undeliverable: {subjraw}", sender_address="MicrosoftExchange329e71ec88ae4615bbc36ab6ce41109e@"
             "{dom}", return_path="<>", directionality="Originating")),
        R(*X("SMTP", "DEFER", server_ip="{eip}", server_hostname="{edge}", source_context="{sess};{sctime};{seq};",
             connector_id="Outbound to Internet", recipient_address="{xrcpt}", recipient_status="{deferst}",
             total_bytes="{bytes}", recipient_count="1", directionality="Originating", **C)),
        R(*X("AGENT", "FAIL", server_ip="{eip}", server_hostname="{edge}", source_context="Content Filter Agent",
             client_ip="{extip}", client_hostname="{exthost}", recipient_address="{rcpt}",
             recipient_status="550 5.7.1 Message rejected as spam by Content Filtering.", total_bytes="{bytes}",
             recipient_count="{rcnt}", message_subject="{subj}", sender_address="{extsender}", return_path="{extsender}",
             directionality="Incoming", custom_data="S:SCL={scl}")),
        R(*X("STOREDRIVER", "DUPLICATEDELIVER", server_ip="{mip}", server_hostname="{mbx}", source_context="{mdbctx}",
             recipient_address="{rcpt1}", total_bytes="{bytes}", recipient_count="1", directionality="Originating", **C)),
        R(*X("MAILBOXRULE", "RECEIVE", server_ip="{mip}", server_hostname="{mbx}", source_context="{subctx}",
             recipient_address="{xrcpt}", recipient_count="1", total_bytes="{bytes}", directionality="Originating",
             reference="{ref}", **C)),
        R(*X("ROUTING", "REDIRECT", server_ip="{mip}", server_hostname="{mbx}", recipient_address="{rcpt1}",
             related_recipient_address="{alias}", recipient_count="1", total_bytes="{bytes}", directionality="Originating",
             custom_data="S:RedirectReason=MailboxMove", **C)),
        R(*X("SAFETYNET", "RESUBMIT", server_ip="{mip}", server_hostname="{mbx}", recipient_address="{rcpt}",
             recipient_count="{rcnt}", total_bytes="{bytes}", directionality="Originating",
             custom_data="S:ResubmitRequestId={logid}", **C)),
    ]
    head = [R("-", "#Software: Microsoft Exchange Server"), R("-", "#Version: {schema}"),
            R("-", "#Log-type: Message Tracking Log"), R("-", "#Date: {hdate}"), R("-", "#Fields: " + ",".join(XFIELDS))]
    dom = rng.choice(["contoso.com", "fabrikam.com", "northwind-traders.com"])
    mbxs = ["EX%02d" % i for i in (1, 2, 3, 4)]
    mip = {m: "10.1.20.%d" % (11 + i) for i, m in enumerate(mbxs)}
    edges = ["EDGE01", "EDGE02"]
    eip = {e: "192.0.2.%d" % (25 + i) for i, e in enumerate(edges)}
    users = z([u + "@" + dom for u in PERSONS] + ["helpdesk@" + dom, "payroll@" + dom, "noreply@" + dom], 0.9)
    extd = z(["gmail.com", "outlook.com", "partner-logistics.de", "acme-supply.com", "bank-notify.com", "yahoo.com",
              "newsletter.vendor.io"], 1.0)
    extnames = z(["j.doe", "sales", "info", "mark.t", "support", "alerts", "ana.silva", "billing", "noreply"], 0.8)
    subjects = z(["Weekly status report", "RE: Q3 forecast", "Invoice INV-2026-%04d" % rng.randint(1, 9999),
                  "Meeting notes, project Apollo", "FW: Contract draft v3", "Your order has shipped", "Lunch?",
                  "Out of Office: Re: budget", "[EXTERNAL] Payment confirmation", "Updated: Team sync",
                  "Accepted: Architecture review", "Server maintenance window - Saturday", "RE: RE: access request",
                  "Reminder: timesheets due", "New voicemail from +1 415 555 0132"], 0.8)

    def csvq(s):
        return '"%s"' % s.replace('"', '""') if ("," in s or '"' in s) else s

    def mb():
        m = rng.choice(mbxs)
        o = rng.choice([x for x in mbxs if x != m])
        e = rng.choice(edges)
        return {"mbx": m, "mip": mip[m], "mbxfq": m + "." + dom.split(".")[0] + ".local",
                "mip2": mip[o], "mbx2fq": o + "." + dom.split(".")[0] + ".local",
                "edge": e, "eip": eip[e], "edgefq": e + "." + dom}

    def rcpt():
        k = rng.choice([1] * 6 + [2, 2, 3, 5])
        return {"rcpt": ";".join(users() for _ in range(k)), "rcnt": str(k)}

    def subj():
        s = subjects()
        while "," in s or '"' in s:
            s = subjects()
        return {"subj": s, "subjraw": s}
    extips = ip_pool(z, rng, ["209.85.220.", "40.107.22.", "52.100.174.", "185.12.80.", "74.125.206.", "198.51.100."], 60, 0.7)
    gens = {
        "schema": rng.choice(["15.02.1258.012", "15.01.2507.039", "15.02.1544.004"]),
        "hdate": lambda: T0.strftime("%Y-%m-%dT%H:00:00.") + "%03dZ" % rng.randint(0, 999),
        "imid": lambda: str(rng.randint(10 ** 12, 3 * 10 ** 12)),
        "mid": lambda: "<%s@%s>" % (hx(rng, 32, True), rng.choice(mbxs) + "." + dom.split(".")[0] + ".local")
        if rng.random() < 0.6 else "<%s@%s>" % (guid(rng), extd()),
        "nmid": lambda: guid(rng), "logid": lambda: guid(rng),
        "mbx": mb, "mip": mb, "mbxfq": mb, "mip2": mb, "mbx2fq": mb, "edge": mb, "eip": mb, "edgefq": mb,
        "ffqdn": lambda: rng.choice(mbxs) + "." + dom.split(".")[0] + ".local", "fip": lambda: mip[rng.choice(mbxs)],
        "sess": lambda: "08D%s" % hx(rng, 13, True), "seq": lambda: str(rng.randint(0, 40)),
        "bytes": lambda: str(int(rng.lognormvariate(10, 1.2))), "rcpt": rcpt, "rcnt": rcpt, "rcpt1": users,
        "sender": users, "subj": lambda: csvq(subjects()), "subjraw": subj, "oip": ip_pool(z, rng, ["10.8.", "10.9."], 50),
        "prio": z(["Normal", "High", "Low"], 2.0), "forest": dom,
        "mdbctx": lambda: '"MDB:%s, Mailbox:%s, Event:%d, MessageClass:IPM.Note, CreationTime:%s, ClientType:%s"' % (
            guid(rng), guid(rng), rng.randint(10 ** 5, 10 ** 7), T0.strftime("%Y-%m-%dT%H:%M:%S.000Z"),
            rng.choice(["MOMT", "OWA", "AirSync", "EWS"])),
        "subctx": lambda: '"MDB:%s, Mailbox:%s, Event:%d, MessageClass:IPM.Note, CreationTime:%s, ClientType:%s, ' \
                          'SubmissionAssistant:MailboxTransportSubmissionEmailAssistant"' % (
            guid(rng), guid(rng), rng.randint(10 ** 5, 10 ** 7), T0.strftime("%Y-%m-%dT%H:%M:%S.000Z"),
            rng.choice(["MOMT", "OWA", "AirSync", "EWS"])),
        "mbxguid": lambda: guid(rng), "mdbguid": lambda: guid(rng), "lat": lambda: "%.3f" % rng.lognormvariate(-0.5, 0.8),
        "mdb": z(["DB01", "DB02", "DB03", "MBX-DB-EXEC"], 1.0), "dbh": z(["-1", "100", "98"], 1.0),
        "tot": lambda: str(rng.randint(0, 3)), "entryid": lambda: hx(rng, 140, True),
        "extip": extips, "exthost": z(["mail-sor-f41.google.com", "mail-db8eur05on2101.outbound.protection.outlook.com",
                                       "mx2.partner-logistics.de", "smtp.acme-supply.com", "mta-87.bank-notify.com",
                                       "unknown"], 0.9),
        "extsender": lambda: extnames() + "@" + extd(),
        "ruleid": lambda: guid(rng), "tract": z(["SetHeader", "PrependSubject", "AddToRecipient", "ApplyHtmlDisclaimer"], 1.0),
        "alias": lambda: rng.choice(PERSONS) + ".old@" + dom, "dl": z(["allstaff@" + dom, "it-ops@" + dom,
                                                                       "sales-emea@" + dom, "finance-team@" + dom], 1.0),
        "mxip": extips, "mxhost": z(["gmail-smtp-in.l.google.com", "mx1.partner-logistics.de",
                                     "acmesupply-com.mail.protection.outlook.com"], 1.0),
        "xrcpt": lambda: extnames() + "@" + extd(), "qid": lambda: hx(rng, 12) + "." + str(rng.randint(100, 999)),
        "ref": lambda: str(rng.randint(10 ** 12, 3 * 10 ** 12)),
        "failst": z(["550 5.1.1 RESOLVER.ADR.RecipNotFound; not found", "550 5.4.1 Recipient address rejected: Access denied",
                     "554 5.4.4 SMTPSEND.DNS.NonExistentDomain; nonexistent domain"], 1.0),
        "deferst": z(['451 4.4.0 DNS query failed. The error was: SMTPSEND.DNS.NonExistentDomain; nonexistent domain',
                      '"421 4.4.2 Connection dropped due to SocketError"', "450 4.7.1 Greylisted, please try again later"], 1.0),
        "dom": dom, "scl": z(["7", "8", "9"], 1.0),
    }

    def iso(t):
        return t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (t.microsecond // 1000)

    def tsf(t):
        return {"xt": iso(t), "sctime": iso(t - timedelta(seconds=rng.uniform(0.05, 4))),
                "otime": iso(t - timedelta(seconds=rng.lognormvariate(1.5, 1.2)))}
    return build(rng, recs, gens, tsf, T0, 1.5, head=head, s=0.95)


# ------------------------------------------------------------------------------------------
# 6. IBM MQ AMQERR01.LOG
# ------------------------------------------------------------------------------------------

def make_ibm_mq_errlog(rng: random.Random) -> list[dict[str, str]]:
    z = Z(rng)
    IND = " " * 20
    HEAD = [("-", "{md} {mt} {ampm} - Process({pid}.{ptid}) User({user}) Program({prog})"),
            ("-", IND + "Host({host}) Installation({inst})"), ("-", IND + "VRMF({vrmf}) QMgr({qm})"),
            ("-", IND + "Time({iso})")]
    A1, C1, C2 = (("-", IND + "ArithInsert1({a1})"), ("-", IND + "CommentInsert1({c1})"),
                  ("-", IND + "CommentInsert2({c2})"))
    EXP, ACT, NONE, SEP = ("-", "EXPLANATION:"), ("-", "ACTION:"), ("-", "None."), ("-", "----- {srcf} : {srcl} {dashes}")
    LV = {"I": "INFO", "W": "WARN", "E": "ERROR", "S": "FATAL"}

    def M(amq, ins, exp, act, **g):
        lines = [(LV[amq[7]], amq)] + [("-", x) for x in exp]
        body = HEAD + list(ins) + [lines[0], EXP] + lines[1:] + [ACT] + [("-", x) if isinstance(x, str) else x for x in act] + [SEP]
        return R(*body[0], *body[1:], g=g)

    recs = [
        M("AMQ9002I: Channel '{ch}' is starting.", [C1], ["Channel '{ch}' is starting."], [NONE], c1="=ch"),
        M("AMQ9209E: Connection to host '{rhost} ({rip})' for channel '{ch}' closed.", [A1, C1, C2],
          ["An error occurred receiving data from '{rhost} ({rip})' over TCP/IP. The connection to the",
           "remote host has unexpectedly terminated.",
           "The channel name is '{ch}'; in some cases it cannot be determined and so is '????'."],
          ["Tell the systems administrator."], c1="=ch", c2="=rip", a1="0"),
        M("AMQ9999E: Channel '{ch}' to host '{rip}' ended abnormally.", [A1, C1, C2],
          ["The channel program running under process ID {pid} for channel '{ch}' ended",
           "abnormally. The host name is '{rip}'; in some cases the host name cannot be",
           "determined and so is shown as '????'."],
          ["Look at previous error messages for the channel program in the error logs to",
           "determine the cause of the failure."], c1="=ch", c2="=rip", a1="=pid"),
        M("AMQ9001I: Channel '{ch}' ended normally.", [C1], ["Channel '{ch}' ended normally."], [NONE], c1="=ch"),
        M("AMQ9208E: Error on receive from host '{rhost} ({rip})'.", [A1, C1, C2],
          ["An error occurred receiving data from '{rhost} ({rip})' over TCP/IP.  This may be",
           "due to a communications failure."],
          ["The return code from the TCP/IP recv() call was {rc} (X'{rcx}'). Record these",
           "values and tell the systems administrator."], c1="TCP/IP", c2="=rip", a1="=rc"),
        M("AMQ5534E: User ID '{uid}' authentication failed", [C1],
          ["The user ID and password supplied by '{app}' could not be authenticated."],
          ["Ensure that the correct user ID and password are provided by the application."], c1="=uid"),
        M("AMQ7467I: The oldest log file required to start queue manager {qm} is {logf}.", [C1, C2],
          ["The log file {logf} contains the oldest log record required to restart the",
           "queue manager. Log records older than this may be required for media recovery."],
          ["You can move log files older than {logf} to an archive medium to release",
           "space in the log directory."], c1="=qm", c2="=logf"),
        M("AMQ5051I: The queue manager task '{task}' has started.", [A1, C1],
          ["The critical utility task manager has started the {task} task. This task has", "now started {nst} times."],
          [NONE], c1="=task", a1="=nst"),
        M("AMQ8003I: IBM MQ queue manager '{qm}' started using V{vrmf}.", [C1, C2],
          ["IBM MQ queue manager '{qm}' started using V{vrmf}."], [NONE], c1="=vrmf", c2="=qm"),
        M("AMQ6209W: An unexpected asynchronous signal ({sig}) has been received and ignored.", [A1, C1],
          ["Process {pid} received an unexpected asynchronous signal and ignored it. This",
           "has not caused an error but the source of the signal should be determined as",
           "it is likely that the signal has been generated externally to IBM MQ."],
          ["Determine the source of the signal and prevent it from re-occurring."], c1="=sig", a1="=pid"),
        M("AMQ6119S: An internal IBM MQ error has occurred ('{oserr}' from {call}.)", [C1, C2],
          ["IBM MQ detected an unexpected error when calling the operating system. The",
           "IBM MQ error recording routine has been called."],
          ["Use the standard facilities supplied with your system to record the problem",
           "identifier and to save the generated output files. Contact your IBM support",
           "center. Do not discard these files until the problem has been resolved."],
          c1="=oserr", c2="=call"),
        M("AMQ8004I: IBM MQ queue manager '{qm}' ended.", [C1], ["IBM MQ queue manager '{qm}' ended."], [NONE], c1="=qm"),
    ]
    chans = z(["TO.QM2", "TO.QMGW1", "SVRCONN.APP1", "CLNT.ORDERS", "SYSTEM.DEF.SVRCONN", "CL.SYS.TO.QMFR2", "TO.PARTNER.B2B",
               "APP.SVRCONN", "MFT.AGENT.SVRCONN", "SYSTEM.ADMIN.SVRCONN"], 0.9)
    rh = [("mqgw01.corp.example.com", "10.30.1.21"), ("mqhub02.corp.example.com", "10.30.1.22"),
          ("appsrv17", "10.44.8.17"), ("appsrv18", "10.44.8.18"), ("b2b.partner.net", "198.51.100.40")] + [
        ("", "10.44.%d.%d" % (rng.randint(1, 9), rng.randint(2, 250))) for _ in range(25)]
    rhp = z(rh, 0.9)
    srcp = z([("amqrmrsa.c", "938"), ("amqccita.c", "4203"), ("amqrccca.c", "1128"), ("amqxfdcx.c", "1004"),
              ("amqzlaa0.c", "4812"), ("amqzmuc0.c", "2183"), ("amqcccxa.c", "2221"), ("amqxfdcp.c", "1012"),
              ("amqzxma0.c", "4652"), ("amqhlge0.c", "389")], 0.7)

    def remote():
        h, ip = rhp()
        return {"rhost": h or ip, "rip": ip}

    def src():
        f, ln = srcp()
        head = "----- %s : %s " % (f, ln)
        return {"srcf": f, "srcl": ln, "dashes": "-" * (79 - len(head))}

    pids = z([str(rng.randint(1000, 65000)) for _ in range(40)], 0.8)
    qm = rng.choice(["QM1", "QMPROD01", "QM.ORDERS"])
    rc = z([("104", "68"), ("111", "6F"), ("110", "6E"), ("32", "20")], 1.0)
    vrmf = rng.choice(["9.2.0.5", "9.3.0.10", "9.1.0.11"])
    gens = {
        "pid": pids, "ptid": lambda: str(int(rng.paretovariate(1.0))), "user": z(["mqm", "mqm", "mqadmin", "mqsvc"], 1.0),
        "prog": z(["amqrmppa", "runmqchl", "amqzlaa0", "amqzxma0", "runmqlsr", "amqzmuc0"], 0.8),
        "host": rng.choice(["mqprd01", "mq-node-a", "lxmq001"]), "inst": "Installation1", "vrmf": vrmf, "qm": qm,
        "ch": chans, "rhost": remote, "rip": remote, "rport": z(["1414", "1415", "1420"], 1.2),
        "rc": lambda: (lambda v: {"rc": v[0], "rcx": v[1]})(rc()),
        "rcx": lambda: (lambda v: {"rc": v[0], "rcx": v[1]})(rc()),
        "uid": z(["appuser", "orders", "svc_mft", "root", "admin", "jdoe", "mqclient"], 0.9),
        "app": z(["java", "amqsputc", "OrdersService.exe", "runmqsc", "mqweb"], 1.0), "tmo": z(["360", "720", "1200"], 1.0),
        "dlq": "1", "logf": lambda: "S%07d.LOG" % rng.randint(1, 9000),
        "task": z(["LOGGER-IO", "ERROR-LOG", "CHECKPOINT", "APP-SIGNAL", "ASYNCQ", "DEFERRED_MSG", "PRESERVED-Q"], 0.8),
        "nst": z(["1", "1", "2", "3"], 1.0), "sig": z(["1 : SIGHUP", "13 : SIGPIPE", "10 : SIGUSR1"], 1.0),
        "oserr": z(["28 - No space left on device", "13 - Permission denied", "24 - Too many open files"], 1.0),
        "call": z(["write", "open", "shmat"], 1.0),
        "srcf": src, "srcl": src, "dashes": src,
    }

    def tsf(t):
        h, ap = h12(t)
        return {"md": t.strftime("%m/%d/%Y"), "mt": "%02d:%02d:%02d" % (h, t.minute, t.second), "ampm": ap,
                "iso": t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (t.microsecond // 1000)}
    return build(rng, recs, gens, tsf, T0, 25.0, s=1.0)


FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("weblogic_server", make_weblogic_server),
    ("websphere_systemout", make_websphere_systemout),
    ("wildfly_server", make_wildfly_server),
    ("sharepoint_uls", make_sharepoint_uls),
    ("exchange_tracking", make_exchange_tracking),
    ("ibm_mq_errlog", make_ibm_mq_errlog),
]


def _check():
    for name, make in FORMATS:
        tmpls = set()
        for seed in range(5):
            rows = make(random.Random(seed))
            assert len(rows) == N, (name, len(rows))
            for r in rows:
                rx = "".join(".+?" if p == "<*>" else re.escape(p) for p in re.split(r"(<\*>)", r["template"]))
                assert re.fullmatch(rx, r["line"], re.S), (name, r)
                assert r["level"] in ("DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"), r
            if seed == 0:
                tmpls = {r["template"]: r["level"] for r in rows}
                sample = rows
        bad = sum(1 for lv in tmpls.values() if lv in ("WARN", "ERROR", "FATAL"))
        print(f"{name}: {len(tmpls)} templates, {bad} WARN/ERROR/FATAL")
        for r in random.Random(1).sample(sample, 3):
            print("   ", r["line"][:220])


if __name__ == "__main__":
    _check()
