"""Test corpus: application logs whose errors carry multi-line traces, one physical line per row.

Every format is generated from *message specs*: a spec is a format string whose ``{name}``
fields are the variables; the template is the spec with every ``{name}`` replaced by ``<*>``.
Specs of one format are checked for unique template strings when the log object is built.
Each ``make(rng)`` returns exactly 2000 rows ``{"line", "template", "level"}`` in time order
and uses only the ``random.Random`` passed in.  Traffic is a weighted mix of common request
events, rare housekeeping events and error events; error events come in bursts (one failing
dependency makes several requests fail in a row) and print their traces line by line.

General judgement calls (all formats)
-------------------------------------
* Trace lines (exception headers, frames, ``Caused by``, ``... N more``, code lines,
  ``goroutine N [...]:`` ...) show no level of their own, so their level is "-".  A line's
  level comes only from a level word printed on that very line.
* Frame lines: the function/class/method and the location (file, line, column, offset) are
  variables; the fixed frame syntax (``\\tat``, ``in``, ``:line``, ``+``, parentheses) is
  constant.  Frame-syntax variants that a runtime prints differently (e.g. .NET frames with vs
  without ``in file:line``, Node ``at async`` frames, Go frames with an elided ``()`` argument
  list, Go inlined frames without ``+0x..``) are separate templates.
* Exception class names are constant (each class+message shape is its own template); the
  variable parts of exception messages (ids, quoted names, hosts, ports, paths) are variables.
  Free text that is itself data (an SQL statement, a code line under a Python ``File`` line,
  a bound-parameter list, a Ruby params hash, a user agent) is one variable.
* Numbers are always variables (status codes, pids, event ids, line numbers, signal numbers,
  versions, exit codes).  A number fused with its unit (``12.3ms``, ``30000ms``) is one
  variable; a trailing sentence period stays constant.
* HTTP methods, status words ("OK", "Not Found"), goroutine states, response formats
  (``as HTML``/``as JSON``) and level words are constants: different method -> different template.
* Bracketed/quoted timestamps that contain spaces (gunicorn ``[2024-03-12 10:15:30 +0000]``,
  CLF ``[12/Mar/2024:10:15:30 +0000]``) are one variable; an unbracketed ``date time zone`` is
  one variable per token.
* Blank separator lines that the runtimes print inside tracebacks/panics/crash reports
  (Python's empty line around "During handling ...", Go's empty line after ``panic:``, Node's
  empty line before ``Node.js vX``) are omitted: every row is a non-empty line.

1. spring_boot_traces -- Spring Boot 3 logback console pattern
   ``2024-03-12T10:15:30.123Z  INFO 4242 --- [order-service] [nio-8080-exec-3] <logger padded to 40> : msg``.
   Level from the ``%5p`` field.  Timestamp, PID and thread name (incl. its left padding
   inside the brackets) are variables; the application name is constant (one service); the
   logger is constant per message (a log statement always has the same logger).  The
   ``Servlet.service() ... threw exception [Request processing failed: X] with root cause``
   line takes the whole bracketed exception description as one variable.  Logback-printed
   traces end cause blocks with ``\\t... N common frames omitted``; a legacy SOAP client prints
   with ``printStackTrace()`` (raw stderr) and ends with ``\\t... N more``.  PostgreSQL
   multi-line exception messages yield ``  Detail: Key (col)=(val) already exists.`` lines
   (column and value variable).  Suppressed frames are ``\\t\\tat`` (own template).
2. django_tracebacks -- gunicorn error log ``[ts] [pid] [LEVEL] msg`` (level CRITICAL ->
   FATAL, WARNING -> WARN), gunicorn access log (CLF-like, level "-"; method constant, status
   and size variable) and Django's documented "verbose" formatter
   ``LEVEL date time module process thread message`` (module constant per message).  Python
   tracebacks: ``  File "<*>", line <*>, in <*>`` and the code line ``    <*>`` (whole code
   text is one variable); final ``ExcType: message`` lines are one template per exception
   shape; psycopg ``DETAIL:`` and ``\\tIs the server running ...`` continuation lines are
   their own templates.  Django's ``(0.002) SQL; args=(...); alias=default`` debug line has
   the SQL and args as variables.
3. go_panics -- log/slog TextHandler ``time=... level=INFO msg="..." k=v ...``.  The msg text
   and all keys are constant, values are variables except ``method=`` (constant).  Values that
   always need quoting (``err="..."``, ``query="..."``) keep their quotes constant.  Standard
   ``log`` lines from net/http (``2024/03/12 10:15:30 http: panic serving ...``) have level
   "-".  ``panic: ...`` and ``fatal error: ...`` lines are FATAL (the line itself says the
   process panics); ``[signal SIGSEGV ...]``, goroutine headers (state constant), function
   lines ``<*>(<*>)`` / ``<*>(...)`` / ``<*>()``, file lines ``\\t<*>:<*> +<*>`` (and inlined
   ``\\t<*>:<*>``), ``created by <*> in goroutine <*>`` and ``exit status <*>`` are "-".
4. node_errors -- winston ``timestamp()+errors({stack:true})+printf`` giving
   ``2024-03-12T10:15:30.123Z info: msg`` (level word lowercase); morgan "tiny" access lines
   go through winston at info.  Error stacks: the first line carries timestamp + ``error:``,
   following ``    at`` frames are "-".  Frame variants (named, bare location, ``at async``,
   ``at new``, ``at async Promise.all (index N)``, frame followed by `` {``) are separate
   templates.  ``(node:PID) XxxWarning: ...`` process warnings are WARN.  Crash reports
   (``node:events:NNN`` header, the Node source line and caret, error props ``  code: '...',``,
   ``}``, ``Node.js v18.x``) are "-"; the Node-internal source line quoted in a crash report is
   constant text (it is fixed for a Node version); the pid, line numbers and version vary.
   Per corpus the process runs either with ``--unhandled-rejections=warn`` (WARN warnings) or
   in the default throw mode (``[UnhandledPromiseRejection ...`` crash report), never both.
5. dotnet_exceptions -- Microsoft.Extensions.Logging simple console formatter (no
   timestamps): header ``info: Category[EventId]`` (level trce/dbug/info/warn/fail/crit ->
   DEBUG/.../ERROR/FATAL; category constant, event id variable) and the message on the next
   line indented 6 spaces (level "-").  Exception text follows, indented 6 spaces
   (``      System.X: msg``, ``       ---> Inner: msg``, frames at 9 spaces).  Frame templates:
   ``at <*>(<*>) in <*>:line <*>``, ``at <*>(<*>)`` and the no-argument forms ``at <*>()``...
   ``Request starting/finished`` lines: protocol (contains a number) is variable, method
   constant.  EF Core SQL text lines after ``Failed executing DbCommand`` are one variable each.
6. ruby_rails_errors -- Rails 7.1 production.log with Ruby Logger format
   ``I, [2024-03-12T10:15:30.123456 #4242]  INFO -- : [request-id] msg``; level from the word
   after ``]`` (FATAL stays FATAL).  Request id tag, pid, timestamp are variables.
   ``Processing by <*> as HTML|JSON`` (controller#action variable, format constant);
   ``Completed <*> OK in <*> (...)`` (code variable, reason phrase constant).  Exceptions are
   logged by DebugExceptions in one FATAL call whose lines are joined with "\\n[request-id] ",
   so only the first (``[id]   `` with trailing spaces) has the logger prefix; the following
   ``[id] Class (message):``, ``[id]   `` and ``[id] app/...rb:12:in `show'`` lines are "-".
   ActiveJob error backtraces are joined with bare newlines (``<*>:<*>:in `<*>'`` without tag).
   Ruby 3.3 backtrace quoting (backtick + apostrophe) is used.
"""
from __future__ import annotations

import math
import random
import re
from datetime import datetime, timedelta
from typing import Callable

N_ROWS = 2000
LEVELS = ("DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-")
_VAR = re.compile(r"\{(\w+)\}")
_MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


# ----------------------------------------------------------------------------- helpers
def _tmpl(fmt: str) -> str:
    return _VAR.sub("<*>", fmt)


class _Log:
    """Holds the specs of one format and the rows emitted so far."""
    def __init__(self, specs: dict[str, tuple[str, str]]):
        self.specs: dict[str, tuple[str, str, str]] = {}
        seen: dict[str, str] = {}
        for key, (fmt, level) in specs.items():
            assert level in LEVELS, (key, level)
            assert "\n" not in fmt and "\r" not in fmt and "<*>" not in fmt, key
            t = _tmpl(fmt)
            assert t not in seen, f"specs {key!r} and {seen.get(t)!r} share template {t!r}"
            seen[t] = key
            self.specs[key] = (fmt, t, level)
        self.rows: list[dict[str, str]] = []
    def __call__(self, key: str, /, **vals) -> None:
        fmt, t, level = self.specs[key]
        def rep(m: re.Match) -> str:
            v = str(vals[m.group(1)])
            assert v and "\n" not in v and "\r" not in v, (key, m.group(1), v)
            return v

        self.rows.append({"line": _VAR.sub(rep, fmt), "template": t, "level": level})
    def full(self) -> bool:
        return len(self.rows) >= N_ROWS


class _Zipf:
    """Pick from a list with Zipf-like skew (first items most frequent)."""
    def __init__(self, items, s: float = 1.1):
        self.items = list(items)
        acc, self.cw = 0.0, []
        for i in range(len(self.items)):
            acc += 1.0 / (i + 1) ** s
            self.cw.append(acc)
    def __call__(self, rng: random.Random): return rng.choices(self.items, cum_weights=self.cw)[0]


class _Clock:
    """Event clock: the first line of an event waits a full gap, later lines only milliseconds."""
    def __init__(self, rng: random.Random, mean: float):
        self.rng, self.mean, self.fresh = rng, mean, True
        self.t = datetime(2024, rng.randint(1, 11), rng.randint(1, 28), rng.randint(0, 23),
                          rng.randint(0, 59), rng.randint(0, 59), rng.randrange(1000000))
    def tick(self, scale: float = 1.0) -> datetime:
        if not self.fresh:
            scale *= 0.004
        self.fresh = False
        self.t += timedelta(microseconds=1 + int(self.rng.expovariate(1.0) * self.mean * scale * 1e6))
        return self.t


def _run(rng: random.Random, log: _Log, clk: _Clock, events: list[tuple[float, Callable[[], None]]]):
    fns = [f for _, f in events]
    ws = [w for w, _ in events]
    while not log.full():
        clk.fresh = True
        rng.choices(fns, weights=ws)[0]()
    return log.rows[:N_ROWS]


def _uuid(rng: random.Random) -> str:
    h = "%032x" % rng.getrandbits(128)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def _ids(rng: random.Random, n: int, lo: int, hi: int, s: float = 1.05) -> _Zipf:
    return _Zipf([rng.randint(lo, hi) for _ in range(n)], s)


def _ips(rng: random.Random, n: int = 80, s: float = 1.2) -> _Zipf:
    out = []
    for _ in range(n):
        if rng.random() < 0.3:
            out.append(f"10.{rng.randint(0, 3)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}")
        else:
            a = rng.choice([31, 37, 46, 62, 77, 81, 84, 91, 93, 104, 141, 176, 185, 188, 194, 203, 212])
            out.append(f"{a}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}")
    return _Zipf(out, s)


def _lognorm(rng: random.Random, median: float, sigma: float = 0.8) -> float:
    return rng.lognormvariate(math.log(median), sigma)


_USERS = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy",
          "mallory", "niaj", "olivia", "peggy", "rupert", "sybil", "trent", "victor", "walter", "yusuf"]
_DOMAINS = ["gmail.com", "example.com", "outlook.com", "yahoo.de", "proton.me", "acme.io"]
_UAS = [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3 Safari/605.1.15",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
    "okhttp/4.12.0",
    "python-requests/2.31.0",
    "Mozilla/5.0 (X11; Linux x86_64; rv:123.0) Gecko/20100101 Firefox/123.0",
    "kube-probe/1.28",
    "curl/8.4.0",
]


def _email(rng: random.Random) -> str:
    return f"{rng.choice(_USERS)}{rng.choice(['', '.', '_'])}{rng.randint(1, 99)}@{rng.choice(_DOMAINS)}"


# ============================================================================ 1. Spring Boot
_J_WEB = """org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)
org.springframework.web.method.support.InvocableHandlerMethod.invokeForRequest(InvocableHandlerMethod.java:188)
org.springframework.web.servlet.mvc.method.annotation.ServletInvocableHandlerMethod.invokeAndHandle(ServletInvocableHandlerMethod.java:118)
org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter.invokeHandlerMethod(RequestMappingHandlerAdapter.java:926)
org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter.handleInternal(RequestMappingHandlerAdapter.java:831)
org.springframework.web.servlet.mvc.method.AbstractHandlerMethodAdapter.handle(AbstractHandlerMethodAdapter.java:87)
org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)
org.springframework.web.servlet.DispatcherServlet.doService(DispatcherServlet.java:979)
org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)
org.springframework.web.servlet.FrameworkServlet.do{M}(FrameworkServlet.java:{L})
jakarta.servlet.http.HttpServlet.service(HttpServlet.java:590)
org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)
jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)
org.apache.catalina.core.ApplicationFilterChain.internalDoFilter(ApplicationFilterChain.java:205)
org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:149)
org.springframework.web.filter.RequestContextFilter.doFilterInternal(RequestContextFilter.java:100)
org.springframework.web.filter.OncePerRequestFilter.doFilter(OncePerRequestFilter.java:116)
org.apache.catalina.core.StandardWrapperValve.invoke(StandardWrapperValve.java:167)
org.apache.catalina.core.StandardContextValve.invoke(StandardContextValve.java:90)
org.apache.catalina.core.StandardHostValve.invoke(StandardHostValve.java:115)
org.apache.catalina.valves.ErrorReportValve.invoke(ErrorReportValve.java:93)
org.apache.catalina.core.StandardEngineValve.invoke(StandardEngineValve.java:74)
org.apache.catalina.connector.CoyoteAdapter.service(CoyoteAdapter.java:344)
org.apache.coyote.http11.Http11Processor.service(Http11Processor.java:391)
org.apache.coyote.AbstractProcessorLight.process(AbstractProcessorLight.java:63)
org.apache.coyote.AbstractProtocol$ConnectionHandler.process(AbstractProtocol.java:896)
org.apache.tomcat.util.net.NioEndpoint$SocketProcessor.doRun(NioEndpoint.java:1744)
org.apache.tomcat.util.net.SocketProcessorBase.run(SocketProcessorBase.java:52)
org.apache.tomcat.util.threads.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1191)
org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:659)
org.apache.tomcat.util.threads.TaskThread$WrappingRunnable.run(TaskThread.java:61)
java.base/java.lang.Thread.run(Thread.java:1583)""".split("\n")

_J_REFLECT = """java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)
java.base/java.lang.reflect.Method.invoke(Method.java:580)""".split("\n")

_J_AOP = """org.springframework.aop.support.AopUtils.invokeJoinpointUsingReflection(AopUtils.java:351)
org.springframework.aop.framework.ReflectiveMethodInvocation.invokeJoinpoint(ReflectiveMethodInvocation.java:196)
org.springframework.aop.framework.ReflectiveMethodInvocation.proceed(ReflectiveMethodInvocation.java:163)
org.springframework.transaction.interceptor.TransactionInterceptor$1.proceedWithInvocation(TransactionInterceptor.java:123)
org.springframework.transaction.interceptor.TransactionAspectSupport.invokeWithinTransaction(TransactionAspectSupport.java:392)
org.springframework.transaction.interceptor.TransactionInterceptor.invoke(TransactionInterceptor.java:119)
org.springframework.aop.framework.ReflectiveMethodInvocation.proceed(ReflectiveMethodInvocation.java:184)
org.springframework.aop.framework.CglibAopProxy$DynamicAdvisedInterceptor.intercept(CglibAopProxy.java:765)""".split("\n")

_J_HIB_INSERT = """org.hibernate.engine.jdbc.internal.ResultSetReturnImpl.executeUpdate(ResultSetReturnImpl.java:{L})
org.hibernate.engine.jdbc.mutation.internal.AbstractMutationExecutor.performNonBatchedMutation(AbstractMutationExecutor.java:107)
org.hibernate.engine.jdbc.mutation.internal.MutationExecutorSingleNonBatched.performNonBatchedOperations(MutationExecutorSingleNonBatched.java:40)
org.hibernate.engine.jdbc.mutation.internal.AbstractMutationExecutor.execute(AbstractMutationExecutor.java:52)
org.hibernate.persister.entity.mutation.InsertCoordinator.doStaticInserts(InsertCoordinator.java:171)
org.hibernate.persister.entity.mutation.InsertCoordinator.coordinateInsert(InsertCoordinator.java:112)
org.hibernate.persister.entity.AbstractEntityPersister.insert(AbstractEntityPersister.java:2859)
org.hibernate.action.internal.EntityInsertAction.execute(EntityInsertAction.java:81)
org.hibernate.engine.spi.ActionQueue.executeActions(ActionQueue.java:635)
org.hibernate.event.internal.AbstractFlushingEventListener.performExecutions(AbstractFlushingEventListener.java:359)""".split("\n")

_J_PG = """org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)
org.postgresql.core.v3.QueryExecutorImpl.processResults(QueryExecutorImpl.java:2412)
org.postgresql.core.v3.QueryExecutorImpl.execute(QueryExecutorImpl.java:371)
org.postgresql.jdbc.PgStatement.executeInternal(PgStatement.java:502)
org.postgresql.jdbc.PgStatement.execute(PgStatement.java:419)
org.postgresql.jdbc.PgPreparedStatement.executeWithFlags(PgPreparedStatement.java:194)
org.postgresql.jdbc.PgPreparedStatement.executeUpdate(PgPreparedStatement.java:155)
com.zaxxer.hikari.pool.ProxyPreparedStatement.executeUpdate(ProxyPreparedStatement.java:61)
com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeUpdate(HikariProxyPreparedStatement.java)""".split("\n")

_J_HIKARI = """com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)
com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)
com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:144)
com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:127)
org.hibernate.engine.jdbc.connections.internal.DatasourceConnectionProviderImpl.getConnection(DatasourceConnectionProviderImpl.java:122)
org.hibernate.internal.NonContextualJdbcConnectionAccess.obtainConnection(NonContextualJdbcConnectionAccess.java:46)
org.hibernate.resource.jdbc.internal.LogicalConnectionManagedImpl.acquireConnectionIfNeeded(LogicalConnectionManagedImpl.java:113)
org.hibernate.resource.jdbc.internal.LogicalConnectionManagedImpl.getPhysicalConnection(LogicalConnectionManagedImpl.java:143)
org.springframework.orm.jpa.vendor.HibernateJpaDialect.beginTransaction(HibernateJpaDialect.java:164)
org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:420)
org.springframework.transaction.support.AbstractPlatformTransactionManager.startTransaction(AbstractPlatformTransactionManager.java:532)
org.springframework.transaction.support.AbstractPlatformTransactionManager.getTransaction(AbstractPlatformTransactionManager.java:405)""".split("\n")

_J_HTTP = """java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)
java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:314)
java.base/sun.nio.ch.NioSocketImpl.read(NioSocketImpl.java:355)
java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)
java.base/java.io.BufferedInputStream.fill(BufferedInputStream.java:291)
java.base/java.io.BufferedInputStream.read1(BufferedInputStream.java:347)
java.base/sun.net.www.http.HttpClient.parseHTTPHeader(HttpClient.java:827)
java.base/sun.net.www.http.HttpClient.parseHTTP(HttpClient.java:759)
java.base/sun.net.www.protocol.http.HttpURLConnection.getInputStream0(HttpURLConnection.java:1705)
java.base/java.net.HttpURLConnection.getResponseCode(HttpURLConnection.java:531)
org.springframework.http.client.SimpleClientHttpResponse.getStatusCode(SimpleClientHttpResponse.java:55)
org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:889)""".split("\n")

_J_SCHED = """org.springframework.scheduling.support.ScheduledMethodRunnable.run(ScheduledMethodRunnable.java:84)
org.springframework.scheduling.support.DelegatingErrorHandlingRunnable.run(DelegatingErrorHandlingRunnable.java:54)
java.base/java.util.concurrent.Executors$RunnableAdapter.call(Executors.java:572)
java.base/java.util.concurrent.FutureTask.runAndReset(FutureTask.java:358)
java.base/java.util.concurrent.ScheduledThreadPoolExecutor$ScheduledFutureTask.run(ScheduledThreadPoolExecutor.java:305)
java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)
java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)
java.base/java.lang.Thread.run(Thread.java:1583)""".split("\n")

_J_SOAP = """java.base/sun.nio.ch.Net.pollConnect(Native Method)
java.base/sun.nio.ch.Net.pollConnectNow(Net.java:682)
java.base/sun.nio.ch.NioSocketImpl.timedFinishConnect(NioSocketImpl.java:542)
java.base/sun.nio.ch.NioSocketImpl.connect(NioSocketImpl.java:592)
java.base/java.net.Socket.connect(Socket.java:751)
java.base/sun.net.NetworkClient.doConnect(NetworkClient.java:178)
java.base/sun.net.www.http.HttpClient.openServer(HttpClient.java:531)
java.base/sun.net.www.http.HttpClient.<init>(HttpClient.java:246)
java.base/sun.net.www.protocol.http.HttpURLConnection.connect(HttpURLConnection.java:1057)
com.sun.xml.ws.transport.http.client.HttpClientTransport.getOutput(HttpClientTransport.java:104)
com.sun.xml.ws.transport.http.client.HttpTransportPipe.process(HttpTransportPipe.java:188)
com.sun.xml.ws.transport.http.client.HttpTransportPipe.processRequest(HttpTransportPipe.java:105)
com.sun.xml.ws.api.pipe.Fiber.__doRun(Fiber.java:1106)
com.sun.xml.ws.client.Stub.process(Stub.java:431)
com.sun.xml.ws.client.sei.SEIStub.invoke(SEIStub.java:160)
jdk.proxy3/jdk.proxy3.$Proxy142.syncInvoices(Unknown Source)""".split("\n")

def _spring(rng: random.Random) -> list[dict[str, str]]:
    lv = {"DEBUG": "DEBUG", "INFO": "INFO", "WARN": "WARN", "ERROR": "ERROR"}
    def S(level: str, logger: str, msg: str) -> tuple[str, str]:
        pre = "{ts} " + level.rjust(5) + " {pid} --- [order-service] [{thread}] "
        return pre + logger.ljust(40)[-40:] + " : " + msg, lv[level]

    OC, OS = "c.e.orders.web.OrderController", "c.e.orders.service.OrderService"
    ACC, PC = "c.e.orders.web.AccessLogFilter", "c.e.orders.client.PaymentClient"
    HIK, SQLH = "com.zaxxer.hikari.HikariDataSource", "o.h.engine.jdbc.spi.SqlExceptionHelper"
    DS = "o.a.c.c.C.[.[.[/].[dispatcherServlet]"
    EHR = ".m.m.a.ExceptionHandlerExceptionResolver"
    log = _Log({
        "fetch": S("DEBUG", OC, "Fetching order {order} for customer {cust}"),
        "acc_get": S("INFO", ACC, "GET {path} completed with status {status} in {ms} ms"),
        "acc_post": S("INFO", ACC, "POST {path} completed with status {status} in {ms} ms"),
        "created": S("INFO", OS, "Created order {order} for customer {cust} with {n} items, total={total}"),
        "pay_ok": S("INFO", PC, "Payment {pay} authorized for order {order} in {ms} ms"),
        "cache_miss": S("DEBUG", "c.e.orders.cache.ProductCache", "Cache miss for product {sku}, loading from database"),
        "outbox": S("INFO", "c.e.orders.jobs.OutboxPublisher", "Published {n} outbox events to topic {topic}"),
        "starting": S("INFO", "c.e.orders.OrderServiceApplication",
                      "Starting OrderServiceApplication v{ver} using Java {jver} with PID {pid2} ({jar} started by {user} in {dir})"),
        "tomcat_init": S("INFO", "o.s.b.w.embedded.tomcat.TomcatWebServer", "Tomcat initialized with port {port} (http)"),
        "tomcat_start": S("INFO", "o.s.b.w.embedded.tomcat.TomcatWebServer", "Tomcat started on port {port} (http) with context path ''"),
        "hik_start": S("INFO", HIK, "{pool} - Starting..."),
        "hik_done": S("INFO", HIK, "{pool} - Start completed."),
        "ds_init": S("INFO", "o.a.c.c.C.[Tomcat].[localhost].[/]", "Initializing Spring DispatcherServlet 'dispatcherServlet'"),
        "started": S("INFO", "c.e.orders.OrderServiceApplication", "Started OrderServiceApplication in {s} seconds (process running for {s2})"),
        "shut1": S("INFO", "o.s.b.w.e.tomcat.GracefulShutdown", "Commencing graceful shutdown. Waiting for active requests to complete"),
        "shut2": S("INFO", "o.s.b.w.e.tomcat.GracefulShutdown", "Graceful shutdown complete"),
        # abnormal one-liners
        "slow": S("WARN", "c.e.orders.web.RequestTimingFilter", "Slow request: GET {path} took {ms} ms"),
        "res_mismatch": S("WARN", EHR, "Resolved [org.springframework.web.method.annotation.MethodArgumentTypeMismatchException: "
                                       "Failed to convert value of type 'java.lang.String' to required type 'java.lang.Long'; "
                                       "For input string: \"{val}\"]"),
        "res_missing": S("WARN", EHR, "Resolved [org.springframework.web.bind.MissingServletRequestParameterException: "
                                      "Required request parameter '{param}' for method parameter type String is not present]"),
        "retry": S("WARN", PC, "Payment service call failed for order {order}, retrying (attempt {a}/{max})"),
        "hik_starv": S("WARN", "com.zaxxer.hikari.pool.HikariPool", "{pool} - Thread starvation or clock leap detected (housekeeper delta={delta})."),
        "hik_valid": S("WARN", "com.zaxxer.hikari.pool.PoolBase", "{pool} - Failed to validate connection {conn} (This connection has been closed.). "
                                                                   "Possibly consider using a shorter maxLifetime value."),
        "sql_warn": S("WARN", SQLH, "SQL Error: {code}, SQLState: {state}"),
        "soap_warn": S("WARN", "c.e.orders.legacy.InvoiceSoapClient", "Invoice sync failed for batch {batch}, will retry at next run"),
        "servlet": S("ERROR", DS, "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception "
                                  "[Request processing failed: {exc}] with root cause"),
        "sql_dup": S("ERROR", SQLH, "ERROR: duplicate key value violates unique constraint \"{cons}\""),
        "sql_pool": S("ERROR", SQLH, "{pool} - Connection is not available, request timed out after {dur}."),
        "handler": S("ERROR", "c.e.orders.web.GlobalExceptionHandler", "Unhandled exception on POST {path}"),
        "pay_fail": S("ERROR", PC, "Payment service call failed for order {order}, giving up after {n} attempts"),
        "export_fail": S("ERROR", "c.e.orders.jobs.DailyExportJob", "Daily export failed"),
        # trace lines
        "npe_ret": ("java.lang.NullPointerException: Cannot invoke \"{m}\" because the return value of \"{m2}\" is null", "-"),
        "npe_var": ("java.lang.NullPointerException: Cannot invoke \"{m}\" because \"{v}\" is null", "-"),
        "dive": ("org.springframework.dao.DataIntegrityViolationException: could not execute statement "
                 "[ERROR: duplicate key value violates unique constraint \"{cons}\"", "-"),
        "dive_detail": ("  Detail: Key ({col})=({val}) already exists.] [{sql}]; SQL [{sql2}]; constraint [{cons}]", "-"),
        "cve": ("Caused by: org.hibernate.exception.ConstraintViolationException: could not execute statement "
                "[ERROR: duplicate key value violates unique constraint \"{cons}\"", "-"),
        "cve_detail": ("  Detail: Key ({col})=({val}) already exists.] [{sql}]", "-"),
        "psql": ("Caused by: org.postgresql.util.PSQLException: ERROR: duplicate key value violates unique constraint \"{cons}\"", "-"),
        "pg_detail": ("  Detail: Key ({col})=({val}) already exists.", "-"),
        "rae": ("org.springframework.web.client.ResourceAccessException: I/O error on POST request for \"{url}\": Read timed out", "-"),
        "ste": ("Caused by: java.net.SocketTimeoutException: Read timed out", "-"),
        "stce": ("java.sql.SQLTransientConnectionException: {pool} - Connection is not available, request timed out after {dur}.", "-"),
        "uioe": ("java.io.UncheckedIOException: Failed to write export file {path}", "-"),
        "suppressed": ("\tSuppressed: java.io.IOException: Stream Closed", "-"),
        "nsfe": ("Caused by: java.nio.file.NoSuchFileException: {path}", "-"),
        "cte": ("com.sun.xml.ws.client.ClientTransportException: HTTP transport error: java.net.ConnectException: Connection refused", "-"),
        "ce": ("Caused by: java.net.ConnectException: Connection refused", "-"),
        "frame": ("\tat {fn}({loc})", "-"),
        "frame2": ("\t\tat {fn}({loc})", "-"),
        "omitted": ("\t... {n} common frames omitted", "-"),
        "omitted2": ("\t\t... {n} common frames omitted", "-"),
        "more": ("\t... {n} more", "-"),
    })
    clk = _Clock(rng, 1.6)
    st = {"pid": rng.randint(1, 99999)}
    execs = _Zipf([f"nio-8080-exec-{i}" if i < 10 else f"io-8080-exec-{i}" for i in rng.sample(range(1, 60), 30)], 0.9)
    orders = _ids(rng, 400, 100000, 999999)
    custs = _ids(rng, 150, 1000, 99999, 1.2)
    skus = _Zipf([f"SKU-{rng.randint(10000, 99999)}" for _ in range(120)], 1.1)
    pools = ["HikariPool-1"]
    cons = _Zipf(["orders_external_ref_key", "uk_customer_email", "order_items_pkey", "payments_idempotency_key_key"], 1.5)
    cols = {"orders_external_ref_key": "external_ref", "uk_customer_email": "email",
            "order_items_pkey": "id", "payments_idempotency_key_key": "idempotency_key"}
    tables = {"orders_external_ref_key": "orders (created_at,customer_id,external_ref,status,total,id)",
              "uk_customer_email": "customer (created_at,email,name,id)",
              "order_items_pkey": "order_items (order_id,quantity,sku,unit_price,id)",
              "payments_idempotency_key_key": "payments (amount,idempotency_key,order_id,status,id)"}
    def ts():
        t = clk.tick()
        return t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (t.microsecond // 1000)
    def th(): return execs(rng).rjust(15)
    def E(key, thread=None, /, **kw): log(key, ts=ts(), pid=st["pid"], thread=thread or th(), **kw)
    def frames(lines, fmtkey="frame", method="Get"):
        for fr in lines:
            fr = fr.replace("{M}", method).replace("{L}", "903" if method == "Get" else "914")
            fn, loc = fr[:-1].split("(", 1)
            log(fmtkey, fn=fn, loc=loc)
    def val_for(c):
        col = cols[c]
        if col == "email":
            return _email(rng)
        if col == "external_ref":
            return f"ORD-{clk.t.year}-{rng.randint(1, 999999):06d}"
        if col == "idempotency_key":
            return _uuid(rng)
        return str(rng.randint(1, 999999))
    def order_path(): return f"/api/orders/{orders(rng)}"
    def e_fetch():
        thr, o = th(), orders(rng)
        E("fetch", thr, order=o, cust=custs(rng))
        E("acc_get", thr, path=f"/api/orders/{o}", status=rng.choice([200] * 12 + [304, 404]), ms=int(_lognorm(rng, 14)) + 1)
    def e_list():
        E("acc_get", path=f"/api/orders?status={rng.choice(['OPEN', 'PAID', 'SHIPPED'])}&page={int(rng.paretovariate(1.5)) - 1}&size=20",
          status=200, ms=int(_lognorm(rng, 35)) + 1)
    def e_create():
        thr, o = th(), orders(rng)
        E("created", thr, order=o, cust=custs(rng), n=rng.randint(1, 9), total="%.2f" % _lognorm(rng, 60, 1.0))
        E("pay_ok", thr, pay=f"pay_{_uuid(rng)[:18].replace('-', '')}", order=o, ms=int(_lognorm(rng, 180, 0.5)))
        E("acc_post", thr, path="/api/orders", status=201, ms=int(_lognorm(rng, 240, 0.5)))
    def e_cache(): E("cache_miss", sku=skus(rng))
    def e_outbox():
        E("outbox", "   scheduling-1", n=rng.randint(1, 40), topic=rng.choice(["orders.created", "orders.paid", "orders.shipped"]))
    def e_slow(): E("slow", path=order_path(), ms=rng.randint(2000, 15000))
    def e_mismatch():
        thr = th()
        v = rng.choice(["undefined", "null", "abc", "12a", "NaN", "%7Bid%7D"])
        E("res_mismatch", thr, val=v)
        E("acc_get", thr, path=f"/api/orders/{v}", status=400, ms=rng.randint(1, 9))
    def e_missing(): E("res_missing", param=rng.choice(["customerId", "status", "from"]))
    def e_hik_starv():
        E("hik_starv", "l-1 housekeeper", pool=pools[0], delta=f"{rng.randint(1, 4)}m{rng.randint(0, 59)}s{rng.randint(0, 999)}ms")
    def e_hik_valid():
        for _ in range(rng.randint(1, 4)):
            E("hik_valid", pool=pools[0], conn="org.postgresql.jdbc.PgConnection@%x" % rng.getrandbits(28))
    def e_npe():
        for _ in range(rng.choice([1, 1, 2, 3])):
            if rng.random() < 0.6:
                m, m2 = "com.example.orders.domain.Customer.getEmail()", "com.example.orders.domain.Order.getCustomer()"
                key, kw = "npe_ret", {"m": m, "m2": m2}
                head = f"java.lang.NullPointerException: Cannot invoke \"{m}\" because the return value of \"{m2}\" is null"
                app = ["com.example.orders.service.OrderMapper.toDto(OrderMapper.java:41)",
                       "com.example.orders.service.OrderService.getOrder(OrderService.java:87)"]
            else:
                m, v = "java.math.BigDecimal.add(java.math.BigDecimal)", rng.choice(["discount", "shippingCost"])
                key, kw = "npe_var", {"m": m, "v": v}
                head = f"java.lang.NullPointerException: Cannot invoke \"{m}\" because \"{v}\" is null"
                app = ["com.example.orders.service.PricingService.total(PricingService.java:63)",
                       "com.example.orders.service.OrderService.getOrder(OrderService.java:91)"]
            E("servlet", exc=head)
            log(key, **kw)
            frames(app + ["com.example.orders.service.OrderService$$SpringCGLIB$$0.getOrder(<generated>)",
                          "com.example.orders.web.OrderController.getOrder(OrderController.java:38)"] + _J_REFLECT + _J_WEB)
    def e_dup():
        for _ in range(rng.choice([1, 1, 2])):
            c = cons(rng)
            col, val = cols[c], val_for(c)
            sql = f"insert into {tables[c]} values ({','.join('?' * tables[c].count(',')) + ',?'})"
            thr = th()
            E("sql_warn", thr, code=0, state=23505)
            E("sql_dup", thr, cons=c)
            log("pg_detail", col=col, val=val)
            E("handler", thr, path="/api/orders")
            log("dive", cons=c)
            log("dive_detail", col=col, val=val, sql=sql, sql2=sql, cons=c)
            app = ["com.example.orders.service.OrderService.createOrder(OrderService.java:54)"]
            frames(["org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:290)",
                    "org.springframework.orm.jpa.vendor.HibernateJpaDialect.translateExceptionIfPossible(HibernateJpaDialect.java:241)"]
                   + _J_AOP[:6] + app + _J_AOP[6:] + ["com.example.orders.service.OrderService$$SpringCGLIB$$0.createOrder(<generated>)",
                                                     "com.example.orders.web.OrderController.create(OrderController.java:52)"]
                   + _J_REFLECT + _J_WEB, method="Post")
            log("cve", cons=c)
            log("cve_detail", col=col, val=val, sql=sql)
            frames(["org.hibernate.exception.internal.SQLStateConversionDelegate.convert(SQLStateConversionDelegate.java:95)",
                    "org.hibernate.exception.internal.StandardSQLExceptionConverter.convert(StandardSQLExceptionConverter.java:56)",
                    "org.hibernate.engine.jdbc.spi.SqlExceptionHelper.convert(SqlExceptionHelper.java:108)"]
                   + [f.replace("{L}", "194") for f in _J_HIB_INSERT[:rng.randint(5, 9)]])
            log("omitted", n=rng.randint(60, 80))
            log("psql", cons=c)
            log("pg_detail", col=col, val=val)
            frames(_J_PG)
            log("omitted", n=rng.randint(95, 110))
    def e_timeout():
        for _ in range(rng.randint(1, 4)):
            o, thr = orders(rng), th()
            for a in range(1, 3):
                E("retry", thr, order=o, a=a, max=3)
            E("pay_fail", thr, order=o, n=3)
            log("rae", url="http://payment-service:8080/api/v1/payments")
            frames(_J_HTTP[-1:] + ["org.springframework.web.client.RestTemplate.execute(RestTemplate.java:790)",
                                   "org.springframework.web.client.RestTemplate.postForEntity(RestTemplate.java:540)",
                                   "com.example.orders.client.PaymentClient.authorize(PaymentClient.java:47)",
                                   "com.example.orders.service.OrderService.pay(OrderService.java:112)"]
                   + _J_AOP + ["com.example.orders.web.OrderController.pay(OrderController.java:67)"] + _J_REFLECT + _J_WEB, method="Post")
            log("ste")
            frames(_J_HTTP[:-1])
            log("omitted", n=rng.randint(80, 90))
    def e_pool():
        for i in range(rng.randint(2, 6)):
            thr, d = th(), "30000ms"
            E("sql_warn", thr, code=0, state="08003" if i else "08001")
            E("sql_pool", thr, pool=pools[0], dur=d)
            E("servlet", thr, exc="org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction")
            log("stce", pool=pools[0], dur=d)
            frames(_J_HIKARI + _J_AOP[4:] + ["com.example.orders.web.OrderController.getOrder(OrderController.java:38)"] + _J_REFLECT + _J_WEB)
    def e_export():
        path = clk.t.strftime("/data/exports/orders-%Y-%m-%d.csv")
        E("export_fail", "   scheduling-1")
        log("uioe", path=path)
        app = ["com.example.orders.jobs.DailyExportJob.writeCsv(DailyExportJob.java:77)",
               "com.example.orders.jobs.DailyExportJob.run(DailyExportJob.java:42)"]
        frames(app + _J_REFLECT + _J_SCHED)
        log("suppressed")
        frames(["java.base/sun.nio.cs.StreamEncoder.ensureOpen(StreamEncoder.java:51)",
                "java.base/sun.nio.cs.StreamEncoder.flush(StreamEncoder.java:157)",
                "java.base/java.io.BufferedWriter.close(BufferedWriter.java:268)",
                "com.example.orders.jobs.DailyExportJob.writeCsv(DailyExportJob.java:70)"], "frame2")
        log("omitted2", n=len(_J_SCHED) + 3)
        log("nsfe", path=path)
        frames(["java.base/sun.nio.fs.UnixException.translateToIOException(UnixException.java:92)",
                "java.base/sun.nio.fs.UnixFileSystemProvider.newByteChannel(UnixFileSystemProvider.java:261)",
                "java.base/java.nio.file.Files.newBufferedWriter(Files.java:3004)",
                "com.example.orders.jobs.DailyExportJob.writeCsv(DailyExportJob.java:68)"])
        log("omitted", n=len(_J_SCHED) + 3)
    def e_soap():
        E("soap_warn", "   scheduling-2", batch=f"INV-{rng.randint(1000, 9999)}")
        log("cte")
        frames(["com.sun.xml.ws.transport.http.client.HttpClientTransport.getOutput(HttpClientTransport.java:121)"] + _J_SOAP[9:] +
               ["com.example.orders.legacy.InvoiceSoapClient.sync(InvoiceSoapClient.java:58)"] + _J_REFLECT + _J_SCHED)
        log("ce")
        frames(_J_SOAP[:10])
        log("more", n=len(_J_SOAP) - 10 + 3 + len(_J_SCHED))
    def boot():
        st["pid"] = rng.randint(1, 99999)
        E("starting", "           main", ver="1.%d.%d" % (rng.randint(3, 9), rng.randint(0, 12)), jver="21.0.%d" % rng.randint(1, 3),
          pid2=st["pid"], jar="/app/app.jar", user="spring", dir="/app")
        E("tomcat_init", "           main", port=8080)
        E("hik_start", "           main", pool=pools[0])
        E("hik_done", "           main", pool=pools[0])
        E("tomcat_start", "           main", port=8080)
        s = _lognorm(rng, 7, 0.2)
        E("started", "           main", s="%.3f" % s, s2="%.3f" % (s + rng.uniform(0.4, 1.2)))
        E("ds_init", th())
    def e_restart():
        E("shut1", "ionShutdownHook")
        E("shut2", "tomcat-shutdown")
        boot()

    boot()
    return _run(rng, log, clk, [
        (30, e_fetch), (12, e_list), (10, e_create), (6, e_cache), (4, e_outbox), (1.2, e_slow), (0.8, e_mismatch),
        (0.5, e_missing), (0.08, e_hik_starv), (0.25, e_hik_valid), (0.4, e_npe), (0.25, e_dup), (0.3, e_timeout),
        (0.08, e_pool), (0.05, e_export), (0.15, e_soap), (0.05, e_restart)])


# ============================================================================ 2. Django / gunicorn
_SP = "/usr/local/lib/python3.11/site-packages"
_PY_HANDLER = [
    (f"{_SP}/django/core/handlers/exception.py", 55, "inner", "response = get_response(request)"),
    (f"{_SP}/django/core/handlers/base.py", 197, "_get_response",
     "response = wrapped_callback(request, *callback_args, **callback_kwargs)"),
    (f"{_SP}/django/views/decorators/csrf.py", 56, "wrapper_view", "return view_func(*args, **kwargs)"),
    (f"{_SP}/django/views/generic/base.py", 104, "view", "return self.dispatch(request, *args, **kwargs)"),
    (f"{_SP}/rest_framework/views.py", 509, "dispatch", "response = self.handle_exception(exc)"),
    (f"{_SP}/rest_framework/views.py", 469, "handle_exception", "self.raise_uncaught_exception(exc)"),
    (f"{_SP}/rest_framework/views.py", 480, "raise_uncaught_exception", "raise exc"),
    (f"{_SP}/rest_framework/views.py", 506, "dispatch", "response = handler(request, *args, **kwargs)"),
]
_PY_DB_EXEC = [
    (f"{_SP}/django/db/models/query.py", 1572, "_insert", "return query.get_compiler(using=using).execute_sql(returning_fields)"),
    (f"{_SP}/django/db/models/sql/compiler.py", 1805, "execute_sql", "cursor.execute(sql, params)"),
    (f"{_SP}/django/db/backends/utils.py", 67, "execute",
     "return self._execute_with_wrappers("),
    (f"{_SP}/django/db/backends/utils.py", 80, "_execute_with_wrappers", "return executor(sql, params, many, context)"),
    (f"{_SP}/django/db/backends/utils.py", 84, "_execute", "with self.db.wrap_database_errors:"),
    (f"{_SP}/django/db/utils.py", 91, "__exit__", "raise dj_exc_value.with_traceback(traceback) from exc_value"),
    (f"{_SP}/django/db/backends/utils.py", 89, "_execute", "return self.cursor.execute(sql, params)"),
]
_PY_CONNECT = [
    (f"{_SP}/django/db/backends/base/base.py", 289, "ensure_connection", "self.connect()"),
    (f"{_SP}/django/utils/asyncio.py", 26, "inner", "return func(*args, **kwargs)"),
    (f"{_SP}/django/db/backends/base/base.py", 270, "connect", "self.connection = self.get_new_connection(conn_params)"),
    (f"{_SP}/django/db/backends/postgresql/base.py", 275, "get_new_connection", "connection = self.Database.connect(**conn_params)"),
    (f"{_SP}/psycopg2/__init__.py", 122, "connect", "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)"),
]
_PY_GUNI = [
    (f"{_SP}/gunicorn/workers/sync.py", 135, "handle", "self.handle_request(listener, req, client, addr)"),
    (f"{_SP}/gunicorn/workers/sync.py", 178, "handle_request", "respiter = self.wsgi(environ, resp.start_response)"),
    (f"{_SP}/django/core/handlers/wsgi.py", 124, "__call__", "response = self.get_response(request)"),
    (f"{_SP}/django/core/handlers/base.py", 140, "get_response", "response = self._middleware_chain(request)"),
    (f"{_SP}/django/core/handlers/exception.py", 55, "inner", "response = get_response(request)"),
]


def _django(rng: random.Random) -> list[dict[str, str]]:
    def D(level, module, msg): return level + " {date} {time} " + module + " {proc} {thread} " + msg, {"WARNING": "WARN"}.get(level, level)
    def G(level, msg): return "[{gts}] [{gpid}] [" + level + "] " + msg, {"WARNING": "WARN", "CRITICAL": "FATAL"}.get(level, level)

    acc = "{ip} - - [{cts}] \"{m} {path} {proto}\" {status} {size} \"{ref}\" \"{ua}\""
    log = _Log({
        "acc_get": (acc.replace("{m}", "GET"), "-"),
        "acc_post": (acc.replace("{m}", "POST"), "-"),
        "acc_put": (acc.replace("{m}", "PUT"), "-"),
        "acc_delete": (acc.replace("{m}", "DELETE"), "-"),
        "g_start": G("INFO", "Starting gunicorn {ver}"),
        "g_listen": G("INFO", "Listening at: {url} ({pid})"),
        "g_worker": G("INFO", "Using worker: sync"),
        "g_boot": G("INFO", "Booting worker with pid: {wpid}"),
        "g_exit": G("INFO", "Worker exiting (pid: {wpid})"),
        "g_timeout": G("CRITICAL", "WORKER TIMEOUT (pid:{wpid})"),
        "g_sigkill": G("ERROR", "Worker (pid:{wpid}) was sent SIGKILL! Perhaps out of memory?"),
        "g_signal": G("WARNING", "Worker with pid {wpid} was terminated due to signal {sig}"),
        "g_err_req": G("ERROR", "Error handling request {path}"),
        "g_shutdown": G("INFO", "Handling signal: term"),
        "d_order": D("INFO", "views", "Order {order} created by user {user} (total={total})"),
        "d_checkout": D("INFO", "views", "Checkout started for cart {cart} by {user}"),
        "d_email": D("INFO", "tasks", "Sent order confirmation email to {email}"),
        "d_sql": D("DEBUG", "utils", "({dur}) {sql}; args={args}; alias=default"),
        "d_404": D("WARNING", "log", "Not Found: {path}"),
        "d_400": D("WARNING", "log", "Bad Request: {path}"),
        "d_401": D("WARNING", "log", "Unauthorized: {path}"),
        "d_csrf": D("WARNING", "log", "Forbidden (CSRF token missing.): {path}"),
        "d_500": D("ERROR", "log", "Internal Server Error: {path}"),
        "d_host": D("ERROR", "exception", "Invalid HTTP_HOST header: '{host}'. You may need to add '{host2}' to ALLOWED_HOSTS."),
        "d_pay": D("ERROR", "payments", "Payment gateway error for order {order}: {err}"),
        "d_rate": D("WARNING", "pricing", "Falling back to cached exchange rate for {cur} (age={age}s)"),
        "tb": ("Traceback (most recent call last):", "-"),
        "tb_file": ("  File \"{file}\", line {line}, in {fn}", "-"),
        "tb_code": ("    {code}", "-"),
        "tb_during": ("During handling of the above exception, another exception occurred:", "-"),
        "tb_cause": ("The above exception was the direct cause of the following exception:", "-"),
        "x_uniq": ("psycopg2.errors.UniqueViolation: duplicate key value violates unique constraint \"{cons}\"", "-"),
        "x_integ": ("django.db.utils.IntegrityError: duplicate key value violates unique constraint \"{cons}\"", "-"),
        "x_detail": ("DETAIL:  Key ({col})=({val}) already exists.", "-"),
        "x_opconn": ("psycopg2.OperationalError: connection to server at \"{host}\", port {port} failed: Connection refused", "-"),
        "x_djop": ("django.db.utils.OperationalError: connection to server at \"{host}\", port {port} failed: Connection refused", "-"),
        "x_isrun": ("\tIs the server running on that host and accepting TCP/IP connections?", "-"),
        "x_attr": ("AttributeError: 'NoneType' object has no attribute '{attr}'", "-"),
        "x_key": ("KeyError: '{key}'", "-"),
        "x_dne": ("shop.models.Order.DoesNotExist: Order matching query does not exist.", "-"),
        "x_http": ("requests.exceptions.HTTPError: {code} Server Error: Service Unavailable for url: {url}", "-"),
        "x_redis": ("redis.exceptions.ConnectionError: Error {errno} connecting to {host}:{port}. Connection refused.", "-"),
        "x_exit": ("SystemExit: {code}", "-"),
    })
    clk = _Clock(rng, 0.9)
    st = {"master": rng.randint(7, 40), "workers": []}
    ips = _ips(rng)
    orders = _ids(rng, 300, 1000, 99999)
    users = _Zipf(_USERS + [f"user{rng.randint(100, 9999)}" for _ in range(40)], 1.1)
    prods = _ids(rng, 200, 1, 5000, 1.2)
    threads = {}
    def now(): return clk.tick()
    def gts(t): return t.strftime("%Y-%m-%d %H:%M:%S +0000")
    def cts(t): return f"{t.day:02d}/{_MON[t.month - 1]}/{t.year}:{t:%H:%M:%S} +0000"
    def wpid(): return rng.choice(st["workers"])
    def DL(key, pid=None, /, **kw):
        if clk.fresh or "cur" not in st:
            st["cur"] = wpid()
        t = now()
        pid = pid or st["cur"]
        thread = threads.setdefault(pid, 139_000_000_000_000 + rng.randrange(10 ** 12))
        log(key, date=t.strftime("%Y-%m-%d"), time=t.strftime("%H:%M:%S,") + "%03d" % (t.microsecond // 1000),
            proc=pid, thread=thread, **kw)
    def GL(key, gpid, /, **kw): log(key, gts=gts(now()), gpid=gpid, **kw)
    def access(m, path, status, size):
        log("acc_" + m.lower(), ip=ips(rng), cts=cts(now()), path=path, proto="HTTP/1.1", status=status, size=size,
            ref=rng.choice(["-", "-", "https://shop.example.com/", "https://shop.example.com/cart/"]), ua=_Zipf(_UAS, 1.3)(rng))
    def tb(frs):
        for f, ln, fn, code in frs:
            log("tb_file", file=f, line=ln, fn=fn)
            log("tb_code", code=code)
    def e_get():
        p = rng.choice([f"/api/products/{prods(rng)}/", "/api/products/", f"/api/orders/{orders(rng)}/", "/api/cart/",
                        "/static/css/main.css", "/healthz/"])
        if rng.random() < 0.15:
            DL("d_sql", dur="%.3f" % _lognorm(rng, 0.002), sql='SELECT "shop_product"."id", "shop_product"."name", '
               '"shop_product"."price" FROM "shop_product" WHERE "shop_product"."id" = %s LIMIT 21', args=f"({prods(rng)},)")
        status = rng.choice([200] * 15 + [304])
        access("GET", p, status, rng.randint(200, 40000) if status == 200 else "-")
    def e_post():
        u, o = users(rng), orders(rng)
        DL("d_checkout", cart=_uuid(rng), user=u)
        DL("d_order", order=o, user=u, total="%.2f" % _lognorm(rng, 55, 0.9))
        access("POST", "/api/orders/", 201, rng.randint(300, 900))
        if rng.random() < 0.6:
            DL("d_email", email=_email(rng))
    def e_put():
        put = rng.random() < 0.65
        access("PUT" if put else "DELETE", f"/api/cart/items/{prods(rng)}/", 200 if put else 204, rng.randint(90, 600) if put else "-")
    def e_404():
        p = rng.choice(["/wp-login.php", "/.env", f"/api/orders/{orders(rng)}/", "/admin/login/", "/favicon.ico"])
        DL("d_404", path=p)
        access("GET", p, 404, rng.randint(150, 200))
    def e_400():
        DL("d_400", path="/api/orders/")
        access("POST", "/api/orders/", 400, rng.randint(60, 300))
    def e_401():
        DL("d_401", path="/api/account/")
        access("GET", "/api/account/", 401, 58)
    def e_csrf():
        DL("d_csrf", path="/api/cart/")
        access("POST", "/api/cart/", 403, 2870)
    def e_host():
        h = rng.choice(["169.254.169.254", "evil.example.net", "shop-internal:8000", "0.0.0.0:8000"])
        DL("d_host", host=h, host2=h.split(":")[0])
        access("GET", "/", 400, 143)
    def e_rate(): DL("d_rate", cur=rng.choice(["CHF", "GBP", "SEK"]), age=rng.randint(300, 90000))
    def server_error(path, m, body):
        pid = st["cur"] = wpid()
        DL("d_500", pid, path=path)
        log("tb")
        body(pid)
        access(m, path, 500, 145)
    def e_attr():
        def body(pid):
            tb(_PY_HANDLER[:2] + _PY_HANDLER[7:] + [
                ("/app/shop/views.py", 88, "retrieve", "serializer = self.get_serializer(order)"),
                ("/app/shop/serializers.py", 41, "get_shipping", "return obj.shipping_address.format()")])
            log("x_attr", attr="format")
        for _ in range(rng.choice([1, 1, 2])):
            server_error(f"/api/orders/{orders(rng)}/", "GET", body)
    def e_dne():
        def body(pid):
            tb(_PY_HANDLER[:2] + [("/app/shop/views.py", 121, "invoice_pdf", "order = Order.objects.get(pk=pk, user=request.user)"),
                                  (f"{_SP}/django/db/models/manager.py", 87, "manager_method",
                                   "return getattr(self.get_queryset(), name)(*args, **kwargs)"),
                                  (f"{_SP}/django/db/models/query.py", 637, "get", "raise self.model.DoesNotExist(")])
            log("x_dne")
        server_error(f"/orders/{orders(rng)}/invoice.pdf", "GET", body)
    def e_unique():
        for _ in range(rng.choice([1, 1, 2])):
            email = _email(rng)

            def body(pid):
                log("tb_file", file=_PY_DB_EXEC[-1][0], line=89, fn="_execute")
                log("tb_code", code="return self.cursor.execute(sql, params)")
                log("x_uniq", cons="accounts_user_email_key")
                log("x_detail", col="email", val=email)
                log("tb_cause")
                log("tb")
                tb(_PY_HANDLER + [("/app/accounts/views.py", 64, "create", "user = User.objects.create_user(**serializer.validated_data)"),
                                  ("/app/accounts/managers.py", 19, "create_user", "user.save(using=self._db)")] + _PY_DB_EXEC)
                log("x_integ", cons="accounts_user_email_key")
                log("x_detail", col="email", val=email)
            server_error("/api/accounts/register/", "POST", body)
    def e_rates():
        cur = rng.choice(["CHF", "GBP", "SEK", "NOK"])
        def body(pid):
            tb([("/app/shop/pricing.py", 58, "convert", "return CACHE[currency] * amount")])
            log("x_key", key=cur)
            log("tb_during")
            log("tb")
            tb(_PY_HANDLER[:2] + _PY_HANDLER[7:] + [
                ("/app/shop/views.py", 143, "quote", "price = convert(cart.total, currency)"),
                ("/app/shop/pricing.py", 60, "convert", "rate = fetch_rate(currency)"),
                ("/app/shop/rates.py", 22, "fetch_rate", "resp.raise_for_status()"),
                (f"{_SP}/requests/models.py", 1021, "raise_for_status", "raise HTTPError(http_error_msg, response=self)")])
            log("x_http", code=503, url=f"https://rates.internal/api/v1/rates?base=EUR&symbols={cur}")
        for _ in range(rng.randint(1, 3)):
            server_error(f"/api/cart/quote/?currency={cur}", "GET", body)
    def e_dbdown():
        host = "10.0.%d.%d" % (rng.randint(0, 3), rng.randint(2, 250))
        for _ in range(rng.randint(2, 6)):
            def body(pid):
                tb(_PY_CONNECT)
                log("x_opconn", host=host, port=5432)
                log("x_isrun")
                log("tb_cause")
                log("tb")
                tb(_PY_HANDLER[:2] + _PY_HANDLER[7:] + [
                    ("/app/shop/views.py", 61, "list", "return Response(self.get_serializer(qs, many=True).data)")]
                   + [(f"{_SP}/django/db/backends/base/base.py", 330, "cursor", "return self._cursor()"),
                      (f"{_SP}/django/db/backends/base/base.py", 306, "_cursor", "self.ensure_connection()"),
                      (f"{_SP}/django/utils/asyncio.py", 26, "inner", "return func(*args, **kwargs)"),
                      (f"{_SP}/django/db/backends/base/base.py", 288, "ensure_connection", "with self.wrap_database_errors:"),
                      (f"{_SP}/django/db/utils.py", 91, "__exit__", "raise dj_exc_value.with_traceback(traceback) from exc_value")]
                   + _PY_CONNECT)
                log("x_djop", host=host, port=5432)
                log("x_isrun")
            server_error("/api/products/", "GET", body)
    def e_redis():
        def body(pid):
            tb(_PY_HANDLER[:2] + [("/app/shop/views.py", 33, "home", "featured = cache.get_or_set('featured', load_featured, 300)"),
                                  (f"{_SP}/redis/connection.py", 707, "connect", "raise ConnectionError(self._error_message(e))")])
            log("x_redis", errno=111, host="redis", port=6379)
        server_error("/", "GET", body)
    def e_pay(): DL("d_pay", order=orders(rng), err=rng.choice(["card_declined", "Request req_8HfK2 timed out", "insufficient_funds"]))
    def e_timeout():
        w = wpid()
        path = rng.choice(["/api/reports/export/", "/admin/shop/order/export/"])
        GL("g_timeout", st["master"], wpid=w)
        GL("g_err_req", w, path=path)
        log("tb")
        tb(_PY_GUNI + [("/app/shop/reports.py", 97, "export_orders", "for row in rows.iterator(chunk_size=2000):"),
                       (f"{_SP}/gunicorn/workers/base.py", 203, "handle_abort", "sys.exit(1)")])
        log("x_exit", code=1)
        GL("g_exit", w, wpid=w)
        if rng.random() < 0.5:
            GL("g_sigkill", st["master"], wpid=w)
        else:
            GL("g_signal", st["master"], wpid=w, sig=9)
        nw = rng.randint(w + 1, w + 400)
        st["workers"][st["workers"].index(w)] = nw
        GL("g_boot", nw, wpid=nw)
    def start():
        m = st["master"]
        GL("g_start", m, ver="21.2.0")
        GL("g_listen", m, url="http://0.0.0.0:8000", pid=m)
        GL("g_worker", m)
        st["workers"] = [m + 1 + i * rng.randint(1, 3) for i in range(4)]
        for w in st["workers"]:
            GL("g_boot", w, wpid=w)
    def e_restart():
        m = st["master"]
        GL("g_shutdown", m)
        for w in st["workers"]:
            GL("g_exit", w, wpid=w)
        st["master"] = rng.randint(7, 40)
        start()

    start()
    return _run(rng, log, clk, [
        (40, e_get), (8, e_post), (5, e_put), (2.0, e_404), (0.6, e_400), (0.6, e_401), (0.25, e_csrf), (0.15, e_host),
        (0.3, e_rate), (0.3, e_attr), (0.1, e_dne), (0.2, e_unique), (0.1, e_rates), (0.07, e_dbdown),
        (0.08, e_redis), (0.15, e_pay), (0.08, e_timeout), (0.03, e_restart)])


# ============================================================================ 3. Go slog + panics
_GO = "/usr/local/go/src"
_GO_HTTP_TAIL = [
    ("net/http.HandlerFunc.ServeHTTP", "P?, I?, N?", f"{_GO}/net/http/server.go", 2136, "0x29"),
    ("github.com/acme/orders/internal/api.(*Server).withLogging.func1", "I, P", "/app/internal/api/middleware.go", 31, "0xd3"),
    ("net/http.HandlerFunc.ServeHTTP", "...", f"{_GO}/net/http/server.go", 2136, None),
    ("net/http.(*ServeMux).ServeHTTP", "0?, I, P", f"{_GO}/net/http/server.go", 2514, "0x142"),
    ("net/http.serverHandler.ServeHTTP", "I1?, I?, N?", f"{_GO}/net/http/server.go", 2938, "0x8e"),
    ("net/http.(*conn).serve", "P, I", f"{_GO}/net/http/server.go", 2009, "0x5f4"),
]
_GO_RECOVER = [
    ("net/http.(*conn).serve.func1", "", f"{_GO}/net/http/server.go", 1868, "0xb9"),
    ("panic", "I?", f"{_GO}/runtime/panic.go", 920, "0x270"),
]


def _go(rng: random.Random) -> list[dict[str, str]]:
    def L(level, msg, rest=""): return "time={ts} level=" + level + " msg=" + msg + rest, level

    req = " path={path} status={status} duration={dur} bytes={bytes} remote_addr={remote} request_id={rid}"
    std = "{date} {time} http: "
    log = _Log({
        "req_get": L("INFO", "\"request completed\"", " method=GET" + req),
        "req_post": L("INFO", "\"request completed\"", " method=POST" + req),
        "req_delete": L("INFO", "\"request completed\"", " method=DELETE" + req),
        "cache_miss": L("DEBUG", "\"cache miss\"", " key={key}"),
        "order": L("INFO", "\"order created\"", " order_id={oid} user_id={uid} amount={amt} currency={cur}"),
        "token": L("DEBUG", "\"token validated\"", " sub={sub} exp={exp}"),
        "start": L("INFO", "\"starting server\"", " addr={addr} version={ver} go_version={gv}"),
        "db": L("INFO", "\"connected to database\"", " host={host} database={db} max_conns={n}"),
        "consumer": L("INFO", "\"consumer group joined\"", " group={group} topic={topic} partitions={parts}"),
        "shutdown": L("INFO", "\"shutting down server\"", " signal={sig}"),
        "stopped": L("INFO", "\"server stopped\""),
        "slow_q": L("WARN", "\"slow query\"", " query=\"{q}\" duration={dur} rows={rows}"),
        "retry": L("WARN", "\"retrying request\"", " url={url} attempt={a} backoff={b} err=\"{err}\""),
        "ratelimit": L("WARN", "\"rate limit exceeded\"", " client_ip={ip} path={path} limit={lim}"),
        "req_fail": L("ERROR", "\"request failed\"", " method=POST path={path} status={status} err=\"{err}\""),
        "pub_fail": L("ERROR", "\"failed to publish event\"", " topic={topic} order_id={oid} err=\"{err}\""),
        "health": L("ERROR", "\"health check failed\"", " dependency={dep} err=\"{err}\""),
        "std_panic_nil": (std + "panic serving {addr}: runtime error: invalid memory address or nil pointer dereference", "-"),
        "std_panic_map": (std + "panic serving {addr}: assignment to entry in nil map", "-"),
        "std_tls": (std + "TLS handshake error from {addr}: EOF", "-"),
        "p_nil": ("panic: runtime error: invalid memory address or nil pointer dereference", "FATAL"),
        "p_idx": ("panic: runtime error: index out of range [{i}] with length {n}", "FATAL"),
        "p_map": ("panic: assignment to entry in nil map", "FATAL"),
        "p_conc": ("fatal error: concurrent map writes", "FATAL"),
        "signal": ("[signal SIGSEGV: segmentation violation code={code} addr={addr} pc={pc}]", "-"),
        "gr_running": ("goroutine {n} [running]:", "-"),
        "gr_chan": ("goroutine {n} [chan receive]:", "-"),
        "gr_select": ("goroutine {n} [select]:", "-"),
        "gr_io": ("goroutine {n} [IO wait]:", "-"),
        "fn_args": ("{fn}({args})", "-"),
        "fn_elided": ("{fn}(...)", "-"),
        "fn_none": ("{fn}()", "-"),
        "file_off": ("\t{file}:{line} +{off}", "-"),
        "file_inl": ("\t{file}:{line}", "-"),
        "created": ("created by {fn} in goroutine {n}", "-"),
        "exit": ("exit status {code}", "-"),
    })
    clk = _Clock(rng, 1.1)
    itabs = [0x7d8a50, 0x7d8e10, 0x7d9088, 0x7da2c0]
    orders = _ids(rng, 300, 10000, 99999)
    users = _Zipf([_uuid(rng) for _ in range(80)], 1.1)
    ips = _ips(rng)
    st = {"ver": "v1.%d.%d" % (rng.randint(4, 9), rng.randint(0, 20))}
    def now(): return clk.tick()
    def ts():
        t = now()
        return t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (t.microsecond // 1000)
    def S(key, /, **kw): log(key, ts=ts(), **kw)
    def STD(key, /, **kw):
        t = now()
        log(key, date=t.strftime("%Y/%m/%d"), time=t.strftime("%H:%M:%S"), **kw)
    def ptr(q=""): return "0xc000%06x%s" % (rng.getrandbits(24) & 0xfffff8, q)
    def gargs(pat):
        out = []
        for p in [x.strip() for x in pat.split(",")]:
            q = "?" if p.endswith("?") else ""
            p = p.rstrip("?")
            if p == "P":
                out.append(ptr(q))
            elif p == "I":
                out.append("{0x%x%s, %s}" % (rng.choice(itabs), q, ptr(q)))
            elif p == "I1":
                out.append("{%s}" % ptr(q))
            elif p == "N":
                out.append("0x%x%s" % (rng.randint(0, 0x3fff), q))
            elif p == "0":
                out.append("0x0" + q)
            elif p == "S":
                n = rng.randint(1, 8)
                out.append("{%s, 0x%x, 0x%x}" % (ptr(q), n, n + rng.randint(0, 4)))
        return ", ".join(out)
    def frames(frs):
        for fn, pat, file, line, off in frs:
            if pat == "...":
                log("fn_elided", fn=fn)
            elif pat == "":
                log("fn_none", fn=fn)
            else:
                log("fn_args", fn=fn, args=gargs(pat))
            if off is None:
                log("file_inl", file=file, line=line)
            else:
                log("file_off", file=file, line=line, off=off)
    def gid(): return rng.randint(18, 4000)
    def http_tail():
        frames(_GO_HTTP_TAIL)
        log("created", fn="net/http.(*Server).Serve", n=1)
        log("file_off", file=f"{_GO}/net/http/server.go", line=3086, off="0x5cb")
    def dur(median):
        v = _lognorm(rng, median, 1.0)
        if v < 1:
            return "%.1fµs" % (v * 1000)
        if v < 1000:
            return "%.6gms" % v
        return "%.6gs" % (v / 1000)
    def e_get():
        p = rng.choice([f"/api/v1/orders/{orders(rng)}", "/api/v1/products", f"/api/v1/users/{users(rng)}", "/healthz", "/metrics"])
        if rng.random() < 0.25:
            S("token", sub=users(rng), exp=int(clk.t.timestamp()) + rng.randint(60, 3600))
        if rng.random() < 0.15:
            S("cache_miss", key=f"order:{orders(rng)}")
        S("req_get", path=p, status=rng.choice([200] * 20 + [304, 404]), dur=dur(3), bytes=rng.randint(2, 30000),
          remote=f"{ips(rng)}:{rng.randint(1024, 65535)}", rid=_uuid(rng))
    def e_post():
        o = orders(rng)
        S("order", oid=o, uid=users(rng), amt="%.2f" % _lognorm(rng, 45, 0.9), cur=_Zipf(["EUR", "USD", "GBP"], 1.5)(rng))
        S("req_post", path="/api/v1/orders", status=201, dur=dur(40), bytes=rng.randint(200, 900),
          remote=f"{ips(rng)}:{rng.randint(1024, 65535)}", rid=_uuid(rng))
    def e_delete():
        S("req_delete", path=f"/api/v1/carts/{users(rng)}/items/{rng.randint(1, 400)}", status=204, dur=dur(8), bytes=0,
          remote=f"{ips(rng)}:{rng.randint(1024, 65535)}", rid=_uuid(rng))
    def e_slow():
        S("slow_q", q=rng.choice(["SELECT * FROM orders WHERE user_id = $1 ORDER BY created_at DESC",
                                  "UPDATE inventory SET reserved = reserved + $1 WHERE sku = $2",
                                  "SELECT count(*) FROM order_items WHERE order_id = ANY($1)"]),
          dur="%.6gs" % rng.uniform(1, 9), rows=rng.randint(0, 5000))
    def e_retry():
        for a in range(1, rng.randint(2, 4)):
            S("retry", url="http://inventory:8081/v1/reserve", a=a, b="%dms" % (100 * 2 ** a),
              err=rng.choice(["context deadline exceeded", "dial tcp 10.0.2.31:8081: connect: connection refused"]))
    def e_ratelimit(): S("ratelimit", ip=ips(rng), path="/api/v1/orders", lim=100)
    def e_tls(): STD("std_tls", addr=f"{ips(rng)}:{rng.randint(1024, 65535)}")
    def e_fail():
        for _ in range(rng.randint(1, 3)):
            S("req_fail", path="/api/v1/orders", status=rng.choice([409, 500, 502]),
              err=rng.choice(["pq: duplicate key value violates unique constraint \\\"orders_idempotency_key_key\\\"",
                              "inventory: reserve: unexpected status 503", "context canceled"]))
    def e_pub():
        for _ in range(rng.randint(1, 4)):
            S("pub_fail", topic="orders.created", oid=orders(rng), err="kafka: client has run out of available brokers to talk to")
    def e_health():
        S("health", dep=rng.choice(["postgres", "redis"]),
          err=rng.choice(["dial tcp 10.0.1.12:5432: i/o timeout", "redis: connection pool timeout"]))
    def e_recovered():
        for _ in range(rng.randint(1, 3)):
            addr = f"{ips(rng)}:{rng.randint(1024, 65535)}"
            if rng.random() < 0.7:
                STD("std_panic_nil", addr=addr)
                log("gr_running", n=gid())
                frames(_GO_RECOVER + [
                    ("github.com/acme/orders/internal/store.(*OrderStore).Get", "0, I, N", "/app/internal/store/orders.go", 88, "0x4a"),
                    ("github.com/acme/orders/internal/api.(*Server).handleGetOrder", "P, I, P", "/app/internal/api/orders.go", 57, "0x1c5")])
            else:
                STD("std_panic_map", addr=addr)
                log("gr_running", n=gid())
                frames(_GO_RECOVER + [
                    ("github.com/acme/orders/internal/cart.(*Cart).Add", "...", "/app/internal/cart/cart.go", 44, None),
                    ("github.com/acme/orders/internal/api.(*Server).handleAddItem", "P, I, P", "/app/internal/api/cart.go", 39, "0x2b1")])
            http_tail()
    def crash_tail():
        log("exit", code=2)
        startup()
    def e_fatal_idx():
        n = rng.randint(0, 6)
        log("p_idx", i=n, n=n)
        log("gr_running", n=gid())
        frames([("github.com/acme/orders/internal/worker.(*Dispatcher).dispatch", "P, S", "/app/internal/worker/dispatcher.go", 112, "0x2f4"),
                ("github.com/acme/orders/internal/worker.(*Dispatcher).Run", "P, I", "/app/internal/worker/dispatcher.go", 64, "0x1a5")])
        log("created", fn="main.main", n=1)
        log("file_off", file="/app/cmd/orders/main.go", line=48, off="0x6c5")
        crash_tail()
    def e_fatal_nil():
        log("p_nil")
        log("signal", code="0x1", addr="0x%x" % rng.choice([0x0, 0x8, 0x18, 0x30]), pc="0x%x" % rng.randint(0x600000, 0x6fffff))
        log("gr_running", n=gid())
        frames([("github.com/acme/orders/internal/events.(*Consumer).handle", "P, P", "/app/internal/events/consumer.go", 97, "0x8a"),
                ("github.com/acme/orders/internal/events.(*Consumer).Run", "P, I", "/app/internal/events/consumer.go", 58, "0x1f2")])
        log("created", fn="main.main", n=1)
        log("file_off", file="/app/cmd/orders/main.go", line=52, off="0x745")
        crash_tail()
    def e_fatal_map():
        log("p_map")
        log("gr_running", n=gid())
        frames([("github.com/acme/orders/internal/metrics.(*Registry).Inc", "...", "/app/internal/metrics/registry.go", 33, None),
                ("github.com/acme/orders/internal/worker.(*Pool).loop", "P, N", "/app/internal/worker/pool.go", 81, "0x1b3")])
        log("created", fn="github.com/acme/orders/internal/worker.(*Pool).Start", n=1)
        log("file_off", file="/app/internal/worker/pool.go", line=49, off="0x85")
        crash_tail()
    def e_fatal_conc():
        log("p_conc")
        log("gr_running", n=gid())
        frames([("github.com/acme/orders/internal/cache.(*Cache).Set", "...", "/app/internal/cache/cache.go", 41, None),
                ("github.com/acme/orders/internal/api.(*Server).handleGetProduct", "P, I, P", "/app/internal/api/products.go", 29, "0x2c5")])
        http_tail()
        log("gr_chan", n=1)
        frames([("main.main", "", "/app/cmd/orders/main.go", 77, "0x8e5")])
        log("gr_select", n=rng.randint(5, 30))
        frames([("github.com/acme/orders/internal/events.(*Consumer).Run", "P, I", "/app/internal/events/consumer.go", 49, "0x14c")])
        log("created", fn="main.main", n=1)
        log("file_off", file="/app/cmd/orders/main.go", line=52, off="0x745")
        log("gr_io", n=rng.randint(5, 30))
        frames([("internal/poll.runtime_pollWait", "N, N", f"{_GO}/runtime/netpoll.go", 343, "0x85"),
                ("internal/poll.(*pollDesc).wait", "P?, N?, 0", f"{_GO}/internal/poll/fd_poll_runtime.go", 84, "0x27"),
                ("internal/poll.(*FD).Accept", "P", f"{_GO}/internal/poll/fd_unix.go", 611, "0x2ac"),
                ("net.(*netFD).accept", "P", f"{_GO}/net/fd_unix.go", 172, "0x29"),
                ("net/http.(*Server).Serve", "P, I", f"{_GO}/net/http/server.go", 3056, "0x385")])
        crash_tail()
    def startup():
        st["ver"] = rng.choice([st["ver"], "v1.%d.%d" % (rng.randint(4, 9), rng.randint(0, 20))])
        S("start", addr=":8080", ver=st["ver"], gv="go1.21.%d" % rng.randint(3, 6))
        S("db", host="postgres.orders.svc:5432", db="orders", n=rng.choice([10, 20, 25]))
        S("consumer", group="orders-service", topic="payments.completed", parts=rng.choice(["[0 1 2]", "[3 4 5]", "[0 1 2 3 4 5]"]))
    def e_restart():
        S("shutdown", sig="terminated")
        S("stopped")
        startup()

    startup()
    return _run(rng, log, clk, [
        (40, e_get), (10, e_post), (3, e_delete), (0.8, e_slow), (0.8, e_retry), (0.5, e_ratelimit), (0.6, e_tls),
        (0.4, e_fail), (0.15, e_pub), (0.2, e_health), (0.35, e_recovered), (0.06, e_fatal_idx),
        (0.06, e_fatal_nil), (0.04, e_fatal_map), (0.04, e_fatal_conc), (0.04, e_restart)])


# ============================================================================ 4. Node.js / Express / winston
_N_EXPRESS = [
    ("named", "Layer.handle [as handle_request]", "/app/node_modules/express/lib/router/layer.js:95:5"),
    ("named", "next", "/app/node_modules/express/lib/router/route.js:149:13"),
    ("named", "Route.dispatch", "/app/node_modules/express/lib/router/route.js:119:3"),
    ("named", "Layer.handle [as handle_request]", "/app/node_modules/express/lib/router/layer.js:95:5"),
    ("bare", "", "/app/node_modules/express/lib/router/index.js:284:15"),
    ("named", "Function.process_params", "/app/node_modules/express/lib/router/index.js:346:12"),
    ("named", "next", "/app/node_modules/express/lib/router/index.js:280:10"),
]
_N_TICKS = ("named", "process.processTicksAndRejections", "node:internal/process/task_queues:95:5")


def _node(rng: random.Random) -> list[dict[str, str]]:
    lv = {"info": "INFO", "warn": "WARN", "error": "ERROR", "debug": "DEBUG"}
    def W(level, msg): return "{ts} " + level + ": " + msg, lv[level]

    tiny = " {url} {status} {len} - {rt} ms"
    unh = ("This error originated either by throwing inside of an async function without a catch block, "
           "or by rejecting a promise which was not handled with .catch().")
    log = _Log({
        "m_get": W("info", "GET" + tiny),
        "m_post": W("info", "POST" + tiny),
        "m_put": W("info", "PUT" + tiny),
        "m_delete": W("info", "DELETE" + tiny),
        "listen": W("info", "Server listening on port {port}"),
        "pg": W("info", "Connected to PostgreSQL at {dsn}"),
        "redis": W("info", "Connected to Redis at {url}"),
        "hit": W("debug", "Cache hit for key {key}"),
        "miss": W("debug", "Cache miss for key {key}"),
        "login": W("info", "User {uid} logged in from {ip}"),
        "order": W("info", "Order {oid} placed by user {uid} (total: {amt})"),
        "sigterm": W("info", "Received SIGTERM, shutting down gracefully"),
        "closed": W("info", "HTTP server closed"),
        "slow": W("warn", "Slow request: GET {url} took {dur}"),
        "ratelimit": W("warn", "Rate limit exceeded for {ip} on {url}"),
        "jwt": W("warn", "JWT verification failed: {reason}"),
        "retry": W("warn", "Retrying request to {url} (attempt {a} of {n})"),
        "e_type": W("error", "TypeError: Cannot read properties of undefined (reading '{prop}')"),
        "e_refused": W("error", "Error: connect ECONNREFUSED {addr}"),
        "e_axios": W("error", "AxiosError: Request failed with status code {code}"),
        "e_axto": W("error", "AxiosError: timeout of {dur} exceeded"),
        "e_pgdup": W("error", "error: duplicate key value violates unique constraint \"{cons}\""),
        "e_valid": W("error", "ValidationError: \"{field}\" must be a valid email"),
        "e_headers": W("error", "Error [ERR_HTTP_HEADERS_SENT]: Cannot set headers after they are sent to the client"),
        "f_named": ("    at {fn} ({loc})", "-"),
        "f_bare": ("    at {loc}", "-"),
        "f_async": ("    at async {fn} ({loc})", "-"),
        "f_async_bare": ("    at async {loc}", "-"),
        "f_new": ("    at new {fn} ({loc})", "-"),
        "f_pall": ("    at async Promise.all (index {i})", "-"),
        "f_brace": ("    at {fn} ({loc}) {", "-"),
        "w_unh": ("(node:{pid}) UnhandledPromiseRejectionWarning: Error: connect ETIMEDOUT {addr}", "WARN"),
        "w_trace": ("(Use `node --trace-warnings ...` to show where the warning was created)", "-"),
        "w_unh2": ("(node:{pid}) UnhandledPromiseRejectionWarning: Unhandled promise rejection. " + unh +
                   " To terminate the node process on unhandled promise rejection, use the CLI flag "
                   "`--unhandled-rejections=strict` (see https://nodejs.org/api/cli.html#cli_unhandled_rejections_mode). "
                   "(rejection id: {n})", "WARN"),
        "w_dep": ("(node:{pid}) [{code}] DeprecationWarning: Buffer() is deprecated due to security and usability issues. "
                  "Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.", "WARN"),
        "w_maxl": ("(node:{pid}) MaxListenersExceededWarning: Possible EventEmitter memory leak detected. {n} error listeners "
                   "added to [TLSSocket]. Use emitter.setMaxListeners() to increase limit", "WARN"),
        "c_events": ("node:events:{line}", "-"),
        "c_throw": ("      throw er; // Unhandled 'error' event", "-"),
        "c_caret": ("      ^", "-"),
        "c_inuse": ("Error: listen EADDRINUSE: address already in use {addr}", "-"),
        "c_emitted": ("Emitted 'error' event on Server instance at:", "-"),
        "p_code": ("  code: '{code}',", "-"),
        "p_errno": ("  errno: {n},", "-"),
        "p_syscall": ("  syscall: '{s}',", "-"),
        "p_address": ("  address: '{a}',", "-"),
        "p_port": ("  port: {p}", "-"),
        "p_close": ("}", "-"),
        "c_version": ("Node.js {ver}", "-"),
        "c_promises": ("node:internal/process/promises:{line}", "-"),
        "c_trigger": ("            triggerUncaughtException(err, true /* fromPromise */);", "-"),
        "c_caret2": ("            ^", "-"),
        "c_unhandled": ("[UnhandledPromiseRejection: " + unh + " The promise rejected with the reason \"{reason}\".] {", "-"),
        "p_code_last": ("  code: '{code}'", "-"),
    })
    clk = _Clock(rng, 0.8)
    # one process runs with --unhandled-rejections=warn (warnings) or the default throw mode (crash)
    st = {"pid": rng.randint(1, 9999), "rej": 0, "warn_mode": rng.random() < 0.5}
    ips = _ips(rng)
    uids = _ids(rng, 200, 1, 50000, 1.1)
    oids = _Zipf([f"ord_{'%012x' % rng.getrandbits(48)}" for _ in range(300)], 1.0)
    prods = _ids(rng, 150, 100, 9999, 1.2)
    nodever = "v18.19.%d" % rng.randint(0, 1)
    def ts():
        t = clk.tick()
        return t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (t.microsecond // 1000)
    def X(key, /, **kw): log(key, ts=ts(), **kw)
    def frames(frs):
        for kind, fn, loc in frs[:10]:  # V8 default Error.stackTraceLimit = 10
            if kind == "named":
                log("f_named", fn=fn, loc=loc)
            elif kind == "bare":
                log("f_bare", loc=loc)
            elif kind == "async":
                log("f_async", fn=fn, loc=loc)
            elif kind == "async_bare":
                log("f_async_bare", loc=loc)
            elif kind == "new":
                log("f_new", fn=fn, loc=loc)
            elif kind == "pall":
                log("f_pall", i=fn)
            elif kind == "brace":
                log("f_brace", fn=fn, loc=loc)
    def morgan(m, url, status, length): X("m_" + m.lower(), url=url, status=status, len=length, rt="%.3f" % _lognorm(rng, 9, 0.9))
    def e_get():
        p = _Zipf([f"/api/products/{prods(rng)}", "/api/products?page=1", f"/api/orders/{oids(rng)}", "/api/me", "/health"], 1.0)(rng)
        if rng.random() < 0.3:
            X("hit" if rng.random() < 0.7 else "miss", key=f"product:{prods(rng)}")
        morgan("GET", p, rng.choice([200] * 15 + [304, 404]), rng.randint(2, 20000))
    def e_login():
        u = uids(rng)
        X("login", uid=u, ip=ips(rng))
        morgan("POST", "/api/auth/login", 200, rng.randint(300, 700))
    def e_order():
        X("order", oid=oids(rng), uid=uids(rng), amt="%.2f" % _lognorm(rng, 50, 0.9))
        morgan("POST", "/api/orders", 201, rng.randint(300, 1200))
    def e_cart():
        if rng.random() < 0.6:
            morgan("PUT", f"/api/cart/items/{prods(rng)}", 200, rng.randint(100, 900))
        else:
            morgan("DELETE", f"/api/cart/items/{prods(rng)}", 204, "-")
    def e_slow():
        u = f"/api/orders?userId={uids(rng)}"
        X("slow", url=u, dur="%dms" % rng.randint(2000, 12000))
        morgan("GET", u, 200, rng.randint(2000, 90000))
    def e_ratelimit():
        ip = ips(rng)
        for _ in range(rng.randint(1, 4)):
            X("ratelimit", ip=ip, url="/api/auth/login")
            morgan("POST", "/api/auth/login", 429, 57)
    def e_jwt():
        X("jwt", reason=_Zipf(["jwt expired", "invalid signature", "jwt malformed"], 1.5)(rng))
        morgan("GET", "/api/me", 401, 26)
    def e_type():
        for _ in range(rng.choice([1, 1, 2])):
            o = oids(rng)
            X("e_type", prop=rng.choice(["id", "address", "items"]))
            frames([("named", "OrderService.toResponse", "/app/src/services/orderService.js:112:38"),
                    ("named", "OrderService.getById", "/app/src/services/orderService.js:47:17"), _N_TICKS,
                    ("async", "getOrder", "/app/src/controllers/orderController.js:21:19")])
            morgan("GET", f"/api/orders/{o}", 500, 21)
    def e_payment():
        code = rng.choice([502, 503, 500])
        for _ in range(rng.randint(1, 4)):
            for a in (1, 2):
                X("retry", url="https://payments.internal/v1/charges", a=a, n=3)
            if rng.random() < 0.7:
                X("e_axios", code=code)
                fr = [("named", "settle", "/app/node_modules/axios/dist/node/axios.cjs:1966:12"),
                      ("named", "IncomingMessage.handleStreamEnd", "/app/node_modules/axios/dist/node/axios.cjs:3065:11"),
                      ("named", "IncomingMessage.emit", "node:events:529:35"),
                      ("named", "endReadableNT", "node:internal/streams/readable:1400:12"),
                      ("named", "process.processTicksAndRejections", "node:internal/process/task_queues:82:21")]
            else:
                X("e_axto", dur="5000ms")
                fr = [("named", "RedirectableRequest.handleRequestTimeout", "/app/node_modules/axios/dist/node/axios.cjs:3086:16"),
                      ("named", "RedirectableRequest.emit", "node:events:517:28"),
                      ("named", "Timeout.<anonymous>", "/app/node_modules/follow-redirects/index.js:210:12"),
                      ("named", "listOnTimeout", "node:internal/timers:569:17"),
                      ("named", "process.processTimers", "node:internal/timers:512:7")]
            frames(fr + [("named", "Axios.request", "/app/node_modules/axios/dist/node/axios.cjs:3877:41"), _N_TICKS,
                         ("async", "PaymentClient.charge", "/app/src/clients/paymentClient.js:34:22"), ("pall", "1", ""),
                         ("async", "checkout", "/app/src/controllers/checkoutController.js:58:5")])
            morgan("POST", "/api/checkout", 502, 48)
    def e_pgdup():
        X("e_pgdup", cons="users_email_key")
        frames([("bare", "", "/app/node_modules/pg-pool/index.js:45:11"), _N_TICKS,
                ("async", "UserRepository.create", "/app/src/repositories/userRepository.js:23:20"),
                ("async", "register", "/app/src/controllers/authController.js:40:18")])
        morgan("POST", "/api/auth/register", 409, 44)
    def e_valid():
        X("e_valid", field="email")
        frames([("named", "Object.exports.process", "/app/node_modules/joi/lib/errors.js:193:16"),
                ("named", "Object.internals.entry", "/app/node_modules/joi/lib/validator.js:153:26"),
                ("named", "Object.exports.entry", "/app/node_modules/joi/lib/validator.js:27:30"),
                ("named", "internals.Base.validate", "/app/node_modules/joi/lib/base.js:548:26"),
                ("named", "validateBody", "/app/src/middleware/validate.js:9:39")] + _N_EXPRESS)
        morgan("POST", "/api/auth/register", 400, 61)
    def e_headers():
        X("e_headers")
        frames([("new", "NodeError", "node:internal/errors:405:5"),
                ("named", "ServerResponse.setHeader", "node:_http_outgoing:648:11"),
                ("named", "ServerResponse.header", "/app/node_modules/express/lib/response.js:794:10"),
                ("named", "ServerResponse.send", "/app/node_modules/express/lib/response.js:174:12"),
                ("named", "ServerResponse.json", "/app/node_modules/express/lib/response.js:278:15"),
                ("bare", "", "/app/src/controllers/orderController.js:64:21")] + _N_EXPRESS)
    def e_redis():
        for _ in range(rng.randint(1, 5)):
            X("e_refused", addr="10.0.3.17:6379")
            frames([("named", "TCPConnectWrap.afterConnect [as oncomplete]", "node:net:1555:16")])
    def e_unhandled():
        if not st["warn_mode"]:
            return e_crash_rejection()
        st["rej"] += 1
        log("w_unh", pid=st["pid"], addr="10.0.3.22:5672")
        frames([("named", "TCPConnectWrap.afterConnect [as oncomplete]", "node:net:1555:16")])
        if st["rej"] == 1:
            log("w_trace")
        log("w_unh2", pid=st["pid"], n=st["rej"])
    def e_dep():
        log("w_dep", pid=st["pid"], code="DEP0005")
        log("w_trace")
    def e_maxl(): log("w_maxl", pid=st["pid"], n=11)
    def startup():
        st["pid"], st["rej"] = rng.randint(18, 9999), 0
        X("pg", dsn="postgres-primary.internal:5432/shop")
        X("redis", url="redis://10.0.3.17:6379")
        X("listen", port=3000)
    def e_restart():
        X("sigterm")
        X("closed")
        if rng.random() < 0.5:
            log("c_events", line=492)
            log("c_throw")
            log("c_caret")
            log("c_inuse", addr=":::3000")
            frames([("named", "Server.setupListenHandle [as _listen2]", "node:net:1817:16"),
                    ("named", "listenInCluster", "node:net:1865:12"),
                    ("named", "Server.listen", "node:net:1953:7"),
                    ("named", "Function.listen", "/app/node_modules/express/lib/application.js:635:24"),
                    ("named", "Object.<anonymous>", "/app/src/server.js:58:5"),
                    ("named", "Module._compile", "node:internal/modules/cjs/loader:1256:14"),
                    ("named", "Module._extensions..js", "node:internal/modules/cjs/loader:1310:10"),
                    ("named", "Module.load", "node:internal/modules/cjs/loader:1119:32"),
                    ("named", "Module._load", "node:internal/modules/cjs/loader:960:12"),
                    ("named", "Function.executeUserEntryPoint [as runMain]", "node:internal/modules/run_main:86:12")])
            log("c_emitted")
            frames([("named", "emitErrorNT", "node:net:1844:8"),
                    ("brace", "process.processTicksAndRejections", "node:internal/process/task_queues:82:21")])
            for k, kw in [("p_code", {"code": "EADDRINUSE"}), ("p_errno", {"n": -98}), ("p_syscall", {"s": "listen"}),
                          ("p_address", {"a": "::"}), ("p_port", {"p": 3000}), ("p_close", {}), ("c_version", {"ver": nodever})]:
                log(k, **kw)
        startup()
    def e_crash_rejection():
        if st["warn_mode"]:
            return e_unhandled()
        log("c_promises", line=288)
        log("c_trigger")
        log("c_caret2")
        log("c_unhandled", reason=rng.choice(["Request aborted", "#<Object>", "undefined"]))
        log("p_code_last", code="ERR_UNHANDLED_REJECTION")
        log("p_close")
        log("c_version", ver=nodever)
        startup()

    startup()
    return _run(rng, log, clk, [
        (40, e_get), (6, e_login), (6, e_order), (5, e_cart), (0.9, e_slow), (0.3, e_ratelimit), (1.0, e_jwt),
        (0.35, e_type), (0.12, e_payment), (0.25, e_pgdup), (0.2, e_valid), (0.05, e_headers), (0.1, e_redis),
        (0.08, e_unhandled), (0.02, e_dep), (0.03, e_maxl), (0.05, e_restart), (0.025, e_crash_rejection)])


# ============================================================================ 5. ASP.NET Core console
_MVC = "Microsoft.AspNetCore.Mvc.Infrastructure"
_DN_PIPELINE = [
    "lambda_method5(Closure, Object)",
    f"{_MVC}.ActionMethodExecutor.AwaitableObjectResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, "
    "ObjectMethodExecutor executor, Object controller, Object[] arguments)",
    f"{_MVC}.ControllerActionInvoker.<InvokeActionMethodAsync>g__Awaited|12_0(ControllerActionInvoker invoker, ValueTask`1 actionResultValueTask)",
    f"{_MVC}.ControllerActionInvoker.<InvokeNextActionFilterAsync>g__Awaited|10_0(ControllerActionInvoker invoker, Task lastTask, "
    "State next, Scope scope, Object state, Boolean isCompleted)",
    f"{_MVC}.ControllerActionInvoker.Rethrow(ActionExecutedContextSealed context)",
    f"{_MVC}.ControllerActionInvoker.Next(State& next, Scope& scope, Object& state, Boolean& isCompleted)",
    f"{_MVC}.ControllerActionInvoker.InvokeInnerFilterAsync()",
    "--- End of stack trace from previous location ---",
    f"{_MVC}.ResourceInvoker.<InvokeFilterPipelineAsync>g__Awaited|20_0(ResourceInvoker invoker, Task lastTask, State next, "
    "Scope scope, Object state, Boolean isCompleted)",
    f"{_MVC}.ResourceInvoker.<InvokeAsync>g__Logged|17_1(ResourceInvoker invoker)",
    f"{_MVC}.ResourceInvoker.<InvokeAsync>g__Logged|17_1(ResourceInvoker invoker)",
    "Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
    "Microsoft.AspNetCore.Authorization.AuthorizationMiddleware.Invoke(HttpContext context)",
    "Microsoft.AspNetCore.Authentication.AuthenticationMiddleware.Invoke(HttpContext context)",
    "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddlewareImpl.<Invoke>g__Awaited|10_0(ExceptionHandlerMiddlewareImpl middleware, "
    "HttpContext context, Task task)",
]
_DN_SOCKET = [
    "System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
    "System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.System.Threading.Tasks.Sources.IValueTaskSource.GetResult(Int16 token)",
    "System.Net.Sockets.Socket.<ConnectAsync>g__WaitForConnectWithCancellation|285_0(AwaitableSocketAsyncEventArgs saea, "
    "ValueTask connectTask, CancellationToken cancellationToken)",
    "System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, "
    "Boolean async, CancellationToken cancellationToken)",
]
_DN_HTTP = [
    "System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, "
    "Boolean async, CancellationToken cancellationToken)",
    "System.Net.Http.HttpConnectionPool.ConnectAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
    "System.Net.Http.HttpConnectionPool.CreateHttp11ConnectionAsync(HttpRequestMessage request, Boolean async, "
    "CancellationToken cancellationToken)",
    "System.Net.Http.HttpConnectionPool.AddHttp11ConnectionAsync(QueueItem queueItem)",
    "System.Threading.Tasks.TaskCompletionSourceWithCancellation`1.WaitWithCancellationAsync(CancellationToken cancellationToken)",
    "System.Net.Http.HttpConnectionPool.SendWithVersionDetectionAndRetryAsync(HttpRequestMessage request, Boolean async, "
    "Boolean doRequestAuthentication, CancellationToken cancellationToken)",
    "System.Net.Http.DiagnosticsHandler.SendAsyncCore(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
    "Microsoft.Extensions.Http.Logging.LoggingHttpMessageHandler.<SendCoreAsync>g__Core|4_0(HttpRequestMessage request, "
    "Boolean useAsync, CancellationToken cancellationToken)",
    "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, "
    "CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
]
_DN_EF_SAVE = [
    "Npgsql.Internal.NpgsqlConnector.<ReadMessage>g__ReadMessageLong|223_0(NpgsqlConnector connector, Boolean async, "
    "DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
    "Npgsql.NpgsqlDataReader.NextResult(Boolean async, Boolean isConsuming, CancellationToken cancellationToken)",
    "Npgsql.NpgsqlCommand.ExecuteReader(Boolean async, CommandBehavior behavior, CancellationToken cancellationToken)",
    "Microsoft.EntityFrameworkCore.Storage.RelationalCommand.ExecuteReaderAsync(RelationalCommandParameterObject parameterObject, "
    "CancellationToken cancellationToken)",
    "Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, "
    "CancellationToken cancellationToken)",
]
_DN_RE = re.compile(r"^(.*?)\((.*)\)(?: in (.*):line (\d+))?$")


def _dotnet(rng: random.Random) -> list[dict[str, str]]:
    lv = {"dbug": "DEBUG", "info": "INFO", "warn": "WARN", "fail": "ERROR", "crit": "FATAL"}
    def H(level, cat): return level + ": " + cat + "[{eid}]", lv[level]
    def M(msg): return "      " + msg, "-"

    log = _Log({
        "h_life": H("info", "Microsoft.Hosting.Lifetime"),
        "h_diag": H("info", "Microsoft.AspNetCore.Hosting.Diagnostics"),
        "h_ep": H("info", "Microsoft.AspNetCore.Routing.EndpointMiddleware"),
        "h_orders": H("info", "Shop.Api.Services.OrderService"),
        "h_cache": H("dbug", "Shop.Api.Caching.ProductCache"),
        "h_https": H("warn", "Microsoft.AspNetCore.HttpsPolicy.HttpsRedirectionMiddleware"),
        "h_dpfs": H("warn", "Microsoft.AspNetCore.DataProtection.Repositories.FileSystemXmlRepository"),
        "h_dpkey": H("warn", "Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager"),
        "h_payw": H("warn", "Shop.Api.Clients.PaymentClient"),
        "h_payf": H("fail", "Shop.Api.Clients.PaymentClient"),
        "h_exc": H("fail", "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware"),
        "h_efcmd": H("fail", "Microsoft.EntityFrameworkCore.Database.Command"),
        "h_efupd": H("fail", "Microsoft.EntityFrameworkCore.Update"),
        "h_host": H("crit", "Microsoft.Extensions.Hosting.Internal.Host"),
        "m_listen": M("Now listening on: {url}"),
        "m_started": M("Application started. Press Ctrl+C to shut down."),
        "m_env": M("Hosting environment: {env}"),
        "m_root": M("Content root path: {path}"),
        "m_stopping": M("Application is shutting down..."),
        "m_start_get": M("Request starting {proto} GET {url} - - -"),
        "m_start_post": M("Request starting {proto} POST {url} - {ctype} {len}"),
        "m_fin_get": M("Request finished {proto} GET {url} - {status} {len} {ctype} {dur}"),
        "m_fin_post": M("Request finished {proto} POST {url} - {status} {len} {ctype} {dur}"),
        "m_exec": M("Executing endpoint '{ep}'"),
        "m_execd": M("Executed endpoint '{ep}'"),
        "m_order": M("Order {id} created for customer {cid} with total {amt}"),
        "m_cache": M("Cache miss for product {id}, loading from database"),
        "m_https": M("Failed to determine the https port for redirect."),
        "m_dpfs": M("Storing keys in a directory '{dir}' that may not be persisted outside of the container. "
                    "Protected data will be unavailable when container is destroyed."),
        "m_dpkey": M("No XML encryptor configured. Key {{guid}} may be persisted to storage in unencrypted form."),
        "m_payw": M("Payment provider returned {code} for order {id}, retrying in {dur}"),
        "m_payf": M("Payment for order {id} failed after {n} attempts"),
        "m_unhandled": M("An unhandled exception has occurred while executing the request."),
        "m_efcmd": M("Failed executing DbCommand ({dur}) [Parameters=[{params}], CommandType='Text', CommandTimeout='{to}']"),
        "m_sql": M("{sql}"),
        "m_efupd": M("An exception occurred in the database while saving changes for context type '{ctx}'."),
        "m_hostfail": M("Hosting failed to start"),
        "x_ioe": M("System.InvalidOperationException: Sequence contains no elements"),
        "x_nre": M("System.NullReferenceException: Object reference not set to an instance of an object."),
        "x_knf": M("System.Collections.Generic.KeyNotFoundException: The given key '{key}' was not present in the dictionary."),
        "x_dbupd": M("Microsoft.EntityFrameworkCore.DbUpdateException: An error occurred while saving the entity changes. "
                     "See the inner exception for details."),
        "x_pg": M(" ---> Npgsql.PostgresException ({hr}): {state}: duplicate key value violates unique constraint \"{cons}\""),
        "x_detail": M("DETAIL: Detail redacted as it may contain sensitive data. Specify 'Include Error Detail' "
                      "in the connection string to include this information."),
        "x_http": M("System.Net.Http.HttpRequestException: Connection refused ({hostport})"),
        "x_sock": M(" ---> System.Net.Sockets.SocketException ({code}): Connection refused"),
        "x_tce": M("System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured "
                   "HttpClient.Timeout of {n} seconds elapsing."),
        "x_timeout": M(" ---> System.TimeoutException: The operation was canceled."),
        "x_bind": M("System.IO.IOException: Failed to bind to address {url}: address already in use."),
        "x_inuse": M(" ---> Microsoft.AspNetCore.Connections.AddressInUseException: Address already in use"),
        "x_sock_inuse": M(" ---> System.Net.Sockets.SocketException ({code}): Address already in use"),
        "end_inner": M("   --- End of inner exception stack trace ---"),
        "end_prev": M("--- End of stack trace from previous location ---"),
        "f_args_src": M("   at {fn}({args}) in {file}:line {line}"),
        "f_args": M("   at {fn}({args})"),
        "f_none_src": M("   at {fn}() in {file}:line {line}"),
        "f_none": M("   at {fn}()"),
    })
    clk = _Clock(rng, 1.0)  # console formatter prints no timestamps; only drives event pacing
    rng_ids = _ids(rng, 300, 1000, 99999)
    custs = _ids(rng, 100, 1, 9000, 1.2)
    prods = _ids(rng, 150, 1, 3000, 1.2)
    host = "http://orders-api:8080"
    def frames(lines):
        for fr in lines:
            if fr.startswith("---"):
                log("end_prev")
                continue
            if fr == "END_INNER":
                log("end_inner")
                continue
            m = _DN_RE.match(fr)
            fn, args, file, line = m.groups()
            if file:
                log("f_args_src" if args else "f_none_src", fn=fn, file=file, line=line, **({"args": args} if args else {}))
            else:
                log("f_args" if args else "f_none", fn=fn, **({"args": args} if args else {}))
    def ev(h, eid, m, **kw):
        log(h, eid=eid)
        log(m, **kw)
    def ms(): return "%.4fms" % _lognorm(rng, 12, 0.9)
    def request(method, path, status, ep, body=None, ctype="application/json;+charset=utf-8", length=None):
        url = host + path
        if method == "GET":
            ev("h_diag", 1, "m_start_get", proto="HTTP/1.1", url=url)
        else:
            ev("h_diag", 1, "m_start_post", proto="HTTP/1.1", url=url, ctype="application/json", len=rng.randint(40, 900))
        ev("h_ep", 0, "m_exec", ep=ep)
        if body:
            body()
        ev("h_ep", 1, "m_execd", ep=ep)
        ev("h_diag", 2, "m_fin_" + method.lower(), proto="HTTP/1.1", url=url, status=status,
           len=length if length is not None else rng.randint(50, 9000), ctype=ctype, dur=ms())

    EP_GET = "Shop.Api.Controllers.OrdersController.Get (Shop.Api)"
    EP_POST = "Shop.Api.Controllers.OrdersController.Create (Shop.Api)"
    EP_PROD = "Shop.Api.Controllers.ProductsController.Get (Shop.Api)"
    EP_PAY = "Shop.Api.Controllers.CheckoutController.Pay (Shop.Api)"
    def e_get(): request("GET", f"/api/orders/{rng_ids(rng)}", 200, EP_GET)
    def e_prod():
        pid = prods(rng)
        request("GET", f"/api/products/{pid}", 200, EP_PROD,
                body=(lambda: ev("h_cache", 0, "m_cache", id=pid)) if rng.random() < 0.3 else None)
    def e_post():
        oid = rng_ids(rng)
        request("POST", "/api/orders", 201, EP_POST,
                body=lambda: ev("h_orders", 0, "m_order", id=oid, cid=custs(rng), amt="%.2f" % _lognorm(rng, 70, 0.9)))
    def e_health():
        ev("h_diag", 1, "m_start_get", proto="HTTP/1.1", url=host + "/healthz")
        ev("h_diag", 2, "m_fin_get", proto="HTTP/1.1", url=host + "/healthz", status=200, len="-", ctype="text/plain", dur=ms())
    def exc_middleware(head, headkw, frs):
        ev("h_exc", 1, "m_unhandled")
        log(head, **headkw)
        frames(frs)
    def e_ioe():
        def body():
            exc_middleware("x_ioe", {}, [
                "System.Linq.ThrowHelper.ThrowNoElementsException()",
                "Microsoft.EntityFrameworkCore.Query.ShapedQueryCompilingExpressionVisitor.SingleAsync[TSource](IAsyncEnumerable`1 "
                "asyncEnumerable, CancellationToken cancellationToken)",
                "Shop.Api.Services.OrderService.GetAsync(Int32 id, CancellationToken ct) in /src/Shop.Api/Services/OrderService.cs:line 42",
                "Shop.Api.Controllers.OrdersController.Get(Int32 id, CancellationToken ct) in /src/Shop.Api/Controllers/OrdersController.cs:line 31",
            ] + _DN_PIPELINE)
        request("GET", f"/api/orders/{rng_ids(rng)}", 500, EP_GET, body=body, ctype="-", length=0)
    def e_nre():
        def body():
            exc_middleware("x_nre", {}, [
                "Shop.Api.Mapping.OrderMapper.ToDto(Order order) in /src/Shop.Api/Mapping/OrderMapper.cs:line 18",
                "Shop.Api.Controllers.OrdersController.Get(Int32 id, CancellationToken ct) in /src/Shop.Api/Controllers/OrdersController.cs:line 34",
            ] + _DN_PIPELINE)
        for _ in range(rng.choice([1, 1, 2])):
            request("GET", f"/api/orders/{rng_ids(rng)}", 500, EP_GET, body=body, ctype="-", length=0)
    def e_knf():
        cur = rng.choice(["CHF", "SEK", "PLN"])
        def body():
            exc_middleware("x_knf", {"key": cur}, [
                "System.Collections.Generic.Dictionary`2.get_Item(TKey key)",
                "Shop.Api.Services.PricingService.Convert(Decimal amount, String currency) in /src/Shop.Api/Services/PricingService.cs:line 27",
                "Shop.Api.Controllers.ProductsController.Get(Int32 id, String currency) in /src/Shop.Api/Controllers/ProductsController.cs:line 40",
            ] + _DN_PIPELINE)
        request("GET", f"/api/products/{prods(rng)}?currency={cur}", 500, EP_PROD, body=body, ctype="-", length=0)
    def e_dup():
        def body():
            ev("h_efcmd", 20102, "m_efcmd", dur="%dms" % rng.randint(2, 40),
               params="@p0='?' (DbType = DateTime), @p1='?' (DbType = Int32), @p2='?', @p3='?' (DbType = Decimal)", to=30)
            for sql in ['INSERT INTO "Orders" ("CreatedAt", "CustomerId", "ExternalRef", "Total")',
                        "VALUES (@p0, @p1, @p2, @p3)", 'RETURNING "Id";']:
                log("m_sql", sql=sql)
            ev("h_efupd", 10000, "m_efupd", ctx="Shop.Api.Data.ShopDbContext")
            lines = [("x_dbupd", {}), ("x_pg", {"hr": "0x80004005", "state": "23505", "cons": "IX_Orders_ExternalRef"}),
                     ("x_detail", {})]
            for k, kw in lines:
                log(k, **kw)
            frames(_DN_EF_SAVE + ["END_INNER",
                                  "Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection "
                                  "connection, CancellationToken cancellationToken)",
                                  "Microsoft.EntityFrameworkCore.DbContext.SaveChangesAsync(Boolean acceptAllChangesOnSuccess, "
                                  "CancellationToken cancellationToken)"])
            ev("h_exc", 1, "m_unhandled")
            for k, kw in lines:
                log(k, **kw)
            frames(_DN_EF_SAVE + ["END_INNER",
                                  "Microsoft.EntityFrameworkCore.DbContext.SaveChangesAsync(Boolean acceptAllChangesOnSuccess, "
                                  "CancellationToken cancellationToken)",
                                  "Shop.Api.Services.OrderService.CreateAsync(CreateOrderRequest request, CancellationToken ct) in "
                                  "/src/Shop.Api/Services/OrderService.cs:line 67",
                                  "Shop.Api.Controllers.OrdersController.Create(CreateOrderRequest request, CancellationToken ct) in "
                                  "/src/Shop.Api/Controllers/OrdersController.cs:line 52"] + _DN_PIPELINE)
        request("POST", "/api/orders", 500, EP_POST, body=body, ctype="-", length=0)
    def e_pay():
        refused = rng.random() < 0.6
        for _ in range(rng.randint(1, 4)):
            oid = rng_ids(rng)

            def body():
                for a in (1, 2):
                    ev("h_payw", 0, "m_payw", code=rng.choice([502, 503]), id=oid, dur="%d00ms" % (2 * a))
                ev("h_payf", 0, "m_payf", id=oid, n=3)
                if refused:
                    log("x_http", hostport="payments-api:8080")
                    log("x_sock", code=111)
                    frames(_DN_SOCKET + ["END_INNER"] + _DN_HTTP)
                else:
                    log("x_tce", n=100)
                    log("x_timeout")
                    log("end_inner")
                    frames(_DN_HTTP[5:])
                frames(["Shop.Api.Clients.PaymentClient.ChargeAsync(Int32 orderId, Decimal amount, CancellationToken ct) in "
                        "/src/Shop.Api/Clients/PaymentClient.cs:line 58"])
            request("POST", "/api/checkout/pay", 502, EP_PAY, body=body, ctype="application/problem+json", length=rng.randint(180, 260))
    def e_crit():
        ev("h_host", 11, "m_hostfail")
        log("x_bind", url="http://[::]:8080")
        log("x_inuse")
        log("x_sock_inuse", code=98)
        frames(["System.Net.Sockets.Socket.UpdateStatusAfterSocketErrorAndThrowException(SocketError error, Boolean disconnectOnFailure, "
                "String callerName)",
                "System.Net.Sockets.Socket.DoBind(EndPoint endPointSnapshot, SocketAddress socketAddress)",
                "System.Net.Sockets.Socket.Bind(EndPoint localEP)",
                "Microsoft.AspNetCore.Server.Kestrel.Transport.Sockets.SocketTransportOptions.CreateDefaultBoundListenSocket(EndPoint endpoint)",
                "Microsoft.AspNetCore.Server.Kestrel.Transport.Sockets.SocketConnectionListener.Bind()",
                "END_INNER",
                "Microsoft.AspNetCore.Server.Kestrel.Transport.Sockets.SocketConnectionListener.Bind()",
                "Microsoft.AspNetCore.Server.Kestrel.Transport.Sockets.SocketTransportFactory.BindAsync(EndPoint endpoint, "
                "CancellationToken cancellationToken)",
                "END_INNER",
                "Microsoft.AspNetCore.Server.Kestrel.Core.LocalhostListenOptions.BindAsync(AddressBindContext context, "
                "CancellationToken cancellationToken)",
                "Microsoft.Extensions.Hosting.Internal.Host.StartAsync(CancellationToken cancellationToken)",
                "Program.<Main>$(String[] args) in /src/Shop.Api/Program.cs:line 48",
                "Program.<Main>(String[] args)"])
        startup()
    def startup():
        ev("h_dpfs", 60, "m_dpfs", dir="/root/.aspnet/DataProtection-Keys")
        ev("h_dpkey", 35, "m_dpkey", guid=_uuid(rng))
        ev("h_life", 14, "m_listen", url="http://[::]:8080")
        ev("h_life", 0, "m_started")
        ev("h_life", 0, "m_env", env="Production")
        ev("h_life", 0, "m_root", path="/app")
    def e_restart():
        ev("h_life", 0, "m_stopping")
        if rng.random() < 0.35:
            e_crit()
        else:
            startup()
    def e_https(): ev("h_https", 3, "m_https")

    startup()
    e_https()
    return _run(rng, log, clk, [
        (20, e_get), (8, e_prod), (5, e_post), (4, e_health), (0.05, e_https), (0.45, e_ioe), (0.45, e_nre), (0.2, e_knf),
        (0.25, e_dup), (0.2, e_pay), (0.04, e_restart)])


# ============================================================================ 6. Rails production.log
_RB_GEMS = "/usr/local/bundle/gems"


def _rails(rng: random.Random) -> list[dict[str, str]]:
    def R(level, msg, tag="[{rid}] "): return level[0] + ", [{ts} #{pid}] " + level.rjust(5) + " -- : " + tag + msg, level
    def T(msg): return "[{rid}] " + msg, "-"

    ar = "(ActiveRecord: {ar} | Allocations: {al})"
    job = "[ActiveJob] [{job}] [{jid}] "
    log = _Log({
        "s_get": R("INFO", "Started GET \"{path}\" for {ip} at {d} {t} {z}"),
        "s_post": R("INFO", "Started POST \"{path}\" for {ip} at {d} {t} {z}"),
        "s_patch": R("INFO", "Started PATCH \"{path}\" for {ip} at {d} {t} {z}"),
        "s_delete": R("INFO", "Started DELETE \"{path}\" for {ip} at {d} {t} {z}"),
        "p_html": R("INFO", "Processing by {ca} as HTML"),
        "p_json": R("INFO", "Processing by {ca} as JSON"),
        "params": R("INFO", "  Parameters: {params}"),
        "rendered": R("INFO", "  Rendered {tpl} within {layout} (Duration: {du} | Allocations: {al})"),
        "layout": R("INFO", "  Rendered layout {layout} (Duration: {du} | Allocations: {al})"),
        "c200": R("INFO", "Completed {code} OK in {dur} (Views: {v} | ActiveRecord: {ar} | Allocations: {al})"),
        "c204": R("INFO", "Completed {code} No Content in {dur} " + ar),
        "c302": R("INFO", "Completed {code} Found in {dur} " + ar),
        "c400": R("INFO", "Completed {code} Bad Request in {dur} " + ar),
        "c401": R("INFO", "Completed {code} Unauthorized in {dur} " + ar),
        "c404": R("INFO", "Completed {code} Not Found in {dur} " + ar),
        "c422": R("INFO", "Completed {code} Unprocessable Entity in {dur} " + ar),
        "c500": R("INFO", "Completed {code} Internal Server Error in {dur} " + ar),
        "redirect": R("INFO", "Redirected to {url}"),
        "halted": R("INFO", "Filter chain halted as {filter} rendered or redirected"),
        "csrf": R("WARN", "Can't verify CSRF token authenticity."),
        "unpermitted": R("WARN", "Unpermitted parameter: {p}. Context: { controller: {ctrl}, action: {act}, "
                                 "request: #<ActionDispatch::Request:{addr}>, params: {params} }"),
        "webhook": R("ERROR", "Stripe webhook signature verification failed: No signatures found matching the expected signature for payload"),
        "enqueued": R("INFO", "[ActiveJob] Enqueued {job} (Job ID: {jid}) to Sidekiq({q}) with arguments: {args}"),
        "performing": R("INFO", "Performing {job2} (Job ID: {jid2}) from Sidekiq({q}) enqueued at {eat} with arguments: {args}", job),
        "performed": R("INFO", "Performed {job2} (Job ID: {jid2}) from Sidekiq({q}) in {dur}", job),
        "job_err": R("ERROR", "Error performing {job2} (Job ID: {jid2}) from Sidekiq({q}) in {dur}: "
                              "Stripe::CardError (Your card was declined.):", job),
        "raw_frame": ("{file}:{line}:in `{fn}'", "-"),
        "fatal": R("FATAL", "  "),
        "t_blank": T("  "),
        "t_frame": T("{file}:{line}:in `{fn}'"),
        "x_rnf": T("ActiveRecord::RecordNotFound (Couldn't find {model} with '{col}'={id}):"),
        "x_route_get": T("ActionController::RoutingError (No route matches [GET] \"{path}\"):"),
        "x_route_post": T("ActionController::RoutingError (No route matches [POST] \"{path}\"):"),
        "x_nomethod": T("NoMethodError (undefined method `{m}' for nil):"),
        "x_invalid": T("ActiveRecord::RecordInvalid (Validation failed: {msg}):"),
        "x_csrf": T("ActionController::InvalidAuthenticityToken (Can't verify CSRF token authenticity.):"),
        "x_conn": T("ActiveRecord::ConnectionNotEstablished (connection to server at \"{host}\", port {port} failed: Connection refused"),
        "x_isrun": ("\tIs the server running on that host and accepting TCP/IP connections?", "-"),
        "x_close": ("):", "-"),
        "x_view": T("ActionView::Template::Error (undefined method `{m}' for nil):"),
        "x_pmiss": T("ActionController::ParameterMissing (param is missing or the value is empty: {p}):"),
    })
    clk = _Clock(rng, 1.3)
    st = {"pid": rng.randint(7, 400)}
    workers = [st["pid"] + i for i in range(1, 3)]
    ips = _ips(rng)
    uids = _ids(rng, 300, 1, 40000)
    oids = _ids(rng, 300, 1000, 60000)
    slugs = _Zipf(["red-wool-scarf", "espresso-machine-pro", "trail-running-shoes", "usb-c-hub-7in1", "linen-shirt",
                   "cast-iron-skillet", "noise-cancelling-headphones", "yoga-mat"], 1.0)
    def now(): return clk.tick()
    def P(key, rid, /, **kw):
        if clk.fresh:
            st["cur"] = rng.choice(workers)
        t = now()
        log(key, ts=t.strftime("%Y-%m-%dT%H:%M:%S.%f"), pid=st["cur"], rid=rid, **kw)
    def J(key, job, jid, /, **kw):
        if clk.fresh:
            st["cur"] = rng.choice(workers)
        t = now()
        log(key, ts=t.strftime("%Y-%m-%dT%H:%M:%S.%f"), pid=st["cur"], job=job, jid=jid, **kw)
    def started(rid, m, path):
        st["cur"] = rng.choice(workers)
        t = clk.tick()
        P("s_" + m.lower(), rid, path=path, ip=ips(rng), d=t.strftime("%Y-%m-%d"), t=t.strftime("%H:%M:%S"), z="+0000")
    def f1(x, sig=0.9): return "%.1fms" % _lognorm(rng, x, sig)
    def alloc(x): return int(_lognorm(rng, x, 0.6))
    def fatal(rid, head, hkw, trace):
        P("fatal", rid)
        log(head, rid=rid, **hkw)
        if head == "x_conn":
            log("x_isrun")
            log("x_close")
        log("t_blank", rid=rid)
        for fr in trace:
            f, ln, fn = fr.split(":", 2)
            log("t_frame", rid=rid, file=f, line=ln, fn=fn[4:-1])
    def e_show():
        rid, slug = _uuid(rng), slugs(rng)
        started(rid, "GET", f"/products/{slug}")
        P("p_html", rid, ca="ProductsController#show")
        P("params", rid, params='{"id"=>"%s"}' % slug)
        P("rendered", rid, tpl="products/show.html.erb", layout="layouts/application", du=f1(12), al=alloc(4000))
        P("layout", rid, layout="layouts/application.html.erb", du=f1(20), al=alloc(6000))
        P("c200", rid, code=200, dur="%dms" % int(_lognorm(rng, 45)), v=f1(20), ar=f1(6), al=alloc(9000))
    def e_api():
        rid, oid = _uuid(rng), oids(rng)
        started(rid, "GET", f"/api/v1/orders/{oid}")
        P("p_json", rid, ca="Api::V1::OrdersController#show")
        P("params", rid, params='{"id"=>"%d"}' % oid)
        P("c200", rid, code=200, dur="%dms" % int(_lognorm(rng, 15)), v=f1(0.5), ar=f1(3), al=alloc(2500))
    def e_create():
        rid, oid = _uuid(rng), oids(rng)
        started(rid, "POST", "/orders")
        P("p_html", rid, ca="OrdersController#create")
        P("params", rid, params='{"authenticity_token"=>"[FILTERED]", "order"=>{"address_id"=>"%d", "shipping"=>"standard"}, '
                                '"commit"=>"Place order"}' % rng.randint(1, 9000))
        P("enqueued", rid, job="ChargeOrderJob", jid=_uuid(rng), q="default", args=str(oid))
        P("redirect", rid, url=f"https://shop.example.com/orders/{oid}")
        P("c302", rid, code=302, dur="%dms" % int(_lognorm(rng, 60)), ar=f1(15), al=alloc(12000))
    def e_update():
        rid, uid = _uuid(rng), uids(rng)
        started(rid, "PATCH", f"/account/users/{uid}")
        P("p_html", rid, ca="Account::UsersController#update")
        P("params", rid, params='{"authenticity_token"=>"[FILTERED]", "user"=>{"name"=>"[FILTERED]", "admin"=>"1"}, "id"=>"%d"}' % uid)
        if rng.random() < 0.5:
            P("unpermitted", rid, p=":admin", ctrl="Account::UsersController", act="update",
              addr="0x00007f%010x" % rng.getrandbits(40),
              params='{"controller"=>"account/users", "action"=>"update", "id"=>"%d"}' % uid)
        P("redirect", rid, url=f"https://shop.example.com/account/users/{uid}")
        P("c302", rid, code=302, dur="%dms" % int(_lognorm(rng, 40)), ar=f1(9), al=alloc(8000))
    def e_delete():
        rid = _uuid(rng)
        started(rid, "DELETE", f"/api/v1/cart/items/{rng.randint(1, 90000)}")
        P("p_json", rid, ca="Api::V1::CartItemsController#destroy")
        P("c204", rid, code=204, dur="%dms" % int(_lognorm(rng, 12)), ar=f1(4), al=alloc(1800))
    def e_job():
        jid, oid = _uuid(rng), oids(rng)
        eat = (clk.t - timedelta(seconds=rng.uniform(0.1, 5))).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
        J("performing", "ChargeOrderJob", jid, job2="ChargeOrderJob", jid2=jid, q="default", eat=eat, args=str(oid))
        if rng.random() < 0.06:
            J("job_err", "ChargeOrderJob", jid, job2="ChargeOrderJob", jid2=jid, q="default", dur="%.2fms" % _lognorm(rng, 900, 0.4))
            for fr in [f"{_RB_GEMS}/stripe-10.5.0/lib/stripe/stripe_client.rb:1034:in `handle_error_response'",
                       f"{_RB_GEMS}/stripe-10.5.0/lib/stripe/stripe_client.rb:675:in `block in execute_request'",
                       f"{_RB_GEMS}/stripe-10.5.0/lib/stripe/stripe_client.rb:941:in `execute_request_with_rescues'",
                       f"{_RB_GEMS}/stripe-10.5.0/lib/stripe/api_operations/create.rb:8:in `create'",
                       "/app/app/services/payment_service.rb:23:in `charge!'",
                       "/app/app/jobs/charge_order_job.rb:9:in `perform'",
                       f"{_RB_GEMS}/activejob-7.1.3/lib/active_job/execution.rb:68:in `block in _perform_job'",
                       f"{_RB_GEMS}/activesupport-7.1.3/lib/active_support/callbacks.rb:121:in `block in run_callbacks'",
                       f"{_RB_GEMS}/activejob-7.1.3/lib/active_job/execution.rb:67:in `_perform_job'"]:
                f, ln, fn = fr.split(":", 2)
                log("raw_frame", file=f, line=ln, fn=fn[4:-1])
        else:
            J("performed", "ChargeOrderJob", jid, job2="ChargeOrderJob", jid2=jid, q="default", dur="%.2fms" % _lognorm(rng, 400, 0.5))
    def e_401():
        rid = _uuid(rng)
        started(rid, "GET", "/account/orders")
        P("p_html", rid, ca="Account::OrdersController#index")
        P("redirect", rid, url="https://shop.example.com/users/sign_in")
        P("halted", rid, filter=":authenticate_user!")
        P("c302", rid, code=302, dur="%dms" % rng.randint(1, 6), ar=f1(0.8), al=alloc(700))
    def e_api401():
        rid = _uuid(rng)
        started(rid, "GET", "/api/v1/me")
        P("p_json", rid, ca="Api::V1::MeController#show")
        P("halted", rid, filter=":authenticate_api_token!")
        P("c401", rid, code=401, dur="%dms" % rng.randint(1, 6), ar=f1(0.5), al=alloc(500))
    def e_rnf():
        rid, uid = _uuid(rng), rng.randint(40001, 99999)
        started(rid, "GET", f"/api/v1/users/{uid}")
        P("p_json", rid, ca="Api::V1::UsersController#show")
        P("params", rid, params='{"id"=>"%d"}' % uid)
        P("c404", rid, code=404, dur="%dms" % rng.randint(2, 9), ar=f1(0.7), al=alloc(900))
        fatal(rid, "x_rnf", {"model": "User", "col": "id", "id": uid},
              ["app/controllers/api/v1/users_controller.rb:63:in `set_user'"])
    def e_route():
        rid = _uuid(rng)
        m = "GET" if rng.random() < 0.85 else "POST"
        p = _Zipf(["/wp-login.php", "/.env", "/xmlrpc.php", "/.git/config", "/phpmyadmin/index.php", "/admin.php"], 1.2)(rng)
        started(rid, m, p)
        fatal(rid, "x_route_" + m.lower(), {"path": p}, [])
    def e_nomethod():
        for _ in range(rng.choice([1, 1, 2, 3])):
            rid, oid = _uuid(rng), oids(rng)
            started(rid, "GET", f"/orders/{oid}/receipt")
            P("p_html", rid, ca="OrdersController#receipt")
            P("params", rid, params='{"id"=>"%d"}' % oid)
            P("c500", rid, code=500, dur="%dms" % rng.randint(8, 40), ar=f1(4), al=alloc(5000))
            fatal(rid, "x_nomethod", {"m": "total_cents"},
                  ["app/models/order.rb:88:in `grand_total'", "app/presenters/receipt_presenter.rb:14:in `total_line'",
                   "app/controllers/orders_controller.rb:41:in `receipt'"])
    def e_view():
        rid, slug = _uuid(rng), slugs(rng)
        started(rid, "GET", f"/products/{slug}")
        P("p_html", rid, ca="ProductsController#show")
        P("params", rid, params='{"id"=>"%s"}' % slug)
        P("rendered", rid, tpl="products/show.html.erb", layout="layouts/application", du=f1(9), al=alloc(3500))
        P("c500", rid, code=500, dur="%dms" % rng.randint(10, 60), ar=f1(3), al=alloc(6000))
        fatal(rid, "x_view", {"m": "name"},
              ["app/views/products/_brand.html.erb:3:in `_app_views_products__brand_html_erb___%d_%d'"
               % (rng.randint(10 ** 17, 10 ** 18), rng.randint(1000, 99999)),
               "app/views/products/show.html.erb:12:in `_app_views_products_show_html_erb___%d_%d'"
               % (rng.randint(10 ** 17, 10 ** 18), rng.randint(1000, 99999))])
    def e_invalid():
        rid = _uuid(rng)
        started(rid, "POST", "/api/v1/users")
        P("p_json", rid, ca="Api::V1::UsersController#create")
        P("params", rid, params='{"user"=>{"email"=>"%s", "password"=>"[FILTERED]"}}' % _email(rng))
        P("c422", rid, code=422, dur="%dms" % rng.randint(20, 90), ar=f1(8), al=alloc(7000))
        fatal(rid, "x_invalid", {"msg": rng.choice(["Email has already been taken", "Password is too short (minimum is 8 characters)"])},
              ["app/controllers/api/v1/users_controller.rb:18:in `create'"])
    def e_csrf():
        rid = _uuid(rng)
        started(rid, "POST", "/cart/items")
        P("p_html", rid, ca="CartItemsController#create")
        P("params", rid, params='{"authenticity_token"=>"[FILTERED]", "product_id"=>"%d"}' % rng.randint(1, 3000))
        P("csrf", rid)
        P("c422", rid, code=422, dur="%dms" % rng.randint(1, 5), ar=f1(0.4), al=alloc(600))
        fatal(rid, "x_csrf", {}, [])
    def e_pmiss():
        rid = _uuid(rng)
        started(rid, "POST", "/api/v1/orders")
        P("p_json", rid, ca="Api::V1::OrdersController#create")
        P("params", rid, params='{"items"=>[{"sku"=>"SKU-%d", "qty"=>1}]}' % rng.randint(10000, 99999))
        P("c400", rid, code=400, dur="%dms" % rng.randint(1, 5), ar=f1(0.3), al=alloc(500))
        fatal(rid, "x_pmiss", {"p": "order"}, ["app/controllers/api/v1/orders_controller.rb:77:in `order_params'",
                                               "app/controllers/api/v1/orders_controller.rb:21:in `create'"])
    def e_dbdown():
        host = "10.0.%d.%d" % (rng.randint(0, 3), rng.randint(2, 250))
        for _ in range(rng.randint(2, 6)):
            rid, slug = _uuid(rng), slugs(rng)
            started(rid, "GET", f"/products/{slug}")
            P("p_html", rid, ca="ProductsController#show")
            P("params", rid, params='{"id"=>"%s"}' % slug)
            P("c500", rid, code=500, dur="%dms" % rng.randint(2, 20), ar=f1(0.1), al=alloc(800))
            fatal(rid, "x_conn", {"host": host, "port": 5432},
                  ["app/controllers/application_controller.rb:22:in `set_current_cart'"])
    def e_webhook():
        rid = _uuid(rng)
        started(rid, "POST", "/webhooks/stripe")
        P("p_json", rid, ca="Webhooks::StripeController#create")
        P("webhook", rid)
        P("c400", rid, code=400, dur="%dms" % rng.randint(1, 5), ar=f1(0.1), al=alloc(400))

    return _run(rng, log, clk, [
        (25, e_show), (18, e_api), (5, e_create), (2, e_update), (3, e_delete), (6, e_job), (1.2, e_401), (0.8, e_api401),
        (0.8, e_rnf), (1.0, e_route), (0.35, e_nomethod), (0.12, e_view), (0.3, e_invalid), (0.3, e_csrf), (0.08, e_pmiss),
        (0.06, e_dbdown), (0.15, e_webhook)])


# ============================================================================ registry + self-check
FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("spring_boot_traces", _spring),
    ("django_tracebacks", _django),
    ("go_panics", _go),
    ("node_errors", _node),
    ("dotnet_exceptions", _dotnet),
    ("ruby_rails_errors", _rails),
]


def _regex(template: str) -> re.Pattern:
    return re.compile("".join(".+?" if p == "<*>" else re.escape(p) for p in re.split(r"(<\*>)", template)), re.S)


if __name__ == "__main__":
    from collections import Counter

    for seed in (0, 1):
        for name, make in FORMATS:
            rows = make(random.Random(seed))
            assert len(rows) == N_ROWS, (name, len(rows))
            for r in rows:
                assert set(r) == {"line", "template", "level"}, r
                assert "\n" not in r["line"] and "\r" not in r["line"], r
                assert r["level"] in LEVELS, r
                assert _regex(r["template"]).fullmatch(r["line"]), r
            again = make(random.Random(seed))
            assert again == rows, f"{name} is not a pure function of the rng"
            c = Counter(r["template"] for r in rows)
            abn = {r["template"] for r in rows if r["level"] in ("WARN", "ERROR", "FATAL")}
            assert 15 <= len(c) <= 60, (name, seed, len(c))
            assert len(abn) >= 3, (name, seed, len(abn))
            print(f"seed={seed} {name}: {len(c)} templates ({len(abn)} abnormal), "
                  f"singletons={sum(1 for v in c.values() if v <= 3)}")
            for i in (0, len(rows) // 2, len(rows) - 1):
                print("   ", repr(rows[i]["line"])[:200])
    print("OK")
