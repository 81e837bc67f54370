"""Synthetic build / node log corpora with ground-truth templates ("builds_outside").

Six formats, each ``make(rng) -> list[row]`` with exactly 2000 rows in time order,
row = {"line", "template", "level"}.  Every line is produced from a message *spec*
(a format string with ``{name}`` holes; ``{{``/``}}`` are literal braces); the template
is the spec with every hole replaced by ``<*>``.  ``Log`` asserts that no two specs of a
format share a template string and that no variable is empty (``<*>`` means >= 1 char).

General conventions used everywhere
  * Every number is a variable, including version strings, counters, percentages,
    ports, exit codes and errno values, even when in practice it rarely changes.
  * Paths, URLs, class / test / module / package names, hashes, ids, IPs, host:port
    pairs, durations and sizes (with their glued unit, e.g. ``123ms``, ``1.2GiB``) and
    free text (deprecation texts, commands, exception messages, skip reasons) are
    variables.  A quoted value, a ``(...)``/``[...]``-wrapped value or a key=value value
    is one variable (the quotes/brackets are part of it when they are part of the value,
    e.g. geth ``err="..."``).
  * Alignment padding (spaces, dots, dashes, underscores, equals signs whose count
    depends on the length of a neighbouring variable) is treated as part of the
    variable it pads (trailing spaces of a geth value, the version in Maven's
    ``Building`` line, the name in Maven's reactor order) or, when it is a token of its
    own (Maven ``-----<`` / ``>-----`` runs, reactor-summary dot runs, pytest ``====``
    / ``____`` runs), as a variable token of its own.  Padding of constant width (e.g.
    ``[ jar ]`` rule, pytest section headers, geth's 40-column message padding) is
    constant text.
  * Units are constant when the unit itself is printed as its own token (Maven's
    ``(12 kB at 80 kB/s)`` vs ``(180 kB at 1.5 MB/s)`` are separate templates); glued
    units (``123ms``, ``45s``, ``1.2GiB``) are part of the variable.
  * Few-valued words that change meaning are constant: task outcomes (UP-TO-DATE,
    FROM-CACHE, PASSED, FAILED ...), cache states, HTTP methods, npm error codes,
    mempool reject reasons, P2P message commands, connection types, packaging types.

Per-format judgement calls
1. maven_build (Maven 3.9 batch mode, ``-B``, transfer progress on).
   Level = the ``[INFO]``/``[WARNING]``/``[ERROR]`` prefix (WARNING -> WARN); unprefixed
   lines (exception text, ``\\tat`` frames, javac ``symbol:``/``location:`` lines) are
   "-", test-log lines from logback (``HH:mm:ss.SSS [thread] WARN  logger - msg``) take
   their own level word; the thread name is a variable.  The whole
   ``plugin:version:goal`` coordinate and the ``(execution-id)`` are variables, so all
   mojo headers share one template.  ``[INFO] `` (empty) is a constant template.  The
   ``-----< g:a >-----`` line is ``[INFO] <*> <*> <*>`` (dash runs vary with the
   artifact length).  Summary durations: ``[<*> s]`` where the variable carries
   Maven's left padding (``"  2.345"``); ``Total time:  <*> min``; ``[Help <*>]``.  Skipped>0 test
   results are printed by Maven as ``[WARNING] Tests run:`` - a separate template.
   Identical text in two places (the ``cannot find symbol`` line of the compiler block
   and of the final error block) is one template.  Per seed the pipeline fails (if at
   all) in one way only (tests or compilation), which keeps a seed under 60 templates.
2. gradle_build (Gradle 8.x, ``--console=plain``, testLogging events on).
   Gradle prints no level words; level is "-" except: ``w:`` / javac ``warning:`` /
   JVM ``WARNING:`` / ``VM warning`` -> WARN; ``e:`` -> ERROR; lines
   whose status word is FAILED / FAILURE (``> Task ... FAILED``, test ``FAILED``,
   ``FAILURE: Build failed``, ``BUILD FAILED``) -> ERROR.  The task path (``:app:test``)
   is one variable; the outcome suffix is constant (one template per outcome).
   ``BUILD SUCCESSFUL in 45s`` vs ``in 1m 23s`` are two templates (one vs two duration
   tokens).  Kotlin diagnostics: location token ``file:///...kt:12:5`` is a variable,
   the diagnostic wording is constant, quoted symbols are variables.
3. npm_install (npm 9 with ``--loglevel verbose``/``http`` in CI, plus yarn 1 runs).
   Level = npm's level word: ERR! -> ERROR, WARN -> WARN, notice/info/http -> INFO,
   verb/timing -> DEBUG; yarn ``warning``/``error``/``info``/``success`` -> WARN /
   ERROR / INFO / INFO; lifecycle ``> pkg@1.0.0 build`` lines, yarn step lines,
   summaries -> "-".  The HTTP status number is variable, method and cache state
   (``(cache hit)`` ...) are constant.  ``npm ERR! code <*>`` is one template: the code
   (``ERESOLVE``, ``E404``, ``ECONNRESET``, numeric exit code ``2``) is a value drawn
   from a pool, like ``errno <*>``; the error *kind* is carried by the following
   constant lines.  The 404 status npm repeats at the start of each E404 line is a
   variable (``npm ERR! <*> Not Found ...``), as is the 0 in ``found <*> vulnerabilities``.
   Literal braces of the EBADENGINE object dump are constant text.
   Deprecation texts are free text -> one ``npm WARN deprecated <*>: <*>`` template.
   A lifecycle script command line is free text -> ``> <*>``.
4. pytest_output (pytest 8, ``-v``, 80 columns, single session).
   Status word constant (PASSED/FAILED/SKIPPED/XFAIL/XPASS/ERROR), node id one
   variable, the right-aligned ``[ 12%]`` including its left padding one variable.
   Centered ``=``/``_`` runs around variable text are variables; fixed headers
   (``FAILURES``, ``warnings summary``) are constant.  Level: FAILED / ERROR / ``E  ``
   lines -> ERROR, warnings-summary warning lines -> WARN, captured-log lines take
   their logging level (CRITICAL -> FATAL), everything else "-".  Exception and
   warning messages are structured per exception/warning class where the wording is
   fixed, free text otherwise.
5. geth_node (go-ethereum 1.13 terminal format).  Level = aligned prefix
   (``INFO ``, ``WARN ``, ``ERROR``, ``DEBUG``, ``CRIT `` -> FATAL; ``Fatal:`` fatal
   exit line -> FATAL).  Message text constant (padded to 40 columns when context
   follows - constant per message); every context value is a variable, keys are
   constant.  geth pads each value to the widest value seen so far for that key
   (except the last one); those spaces belong to the value's variable.  Values are
   formatted as geth does (thousand separators above 99999, ``abcdef..123456`` hash
   terminal strings, PrettyDuration/PrettyAge/StorageSize, quoted strings with spaces).
   The same message with a different key set is a different template (``Chain head was
   updated`` with/without ``age=``).  The empty ``prefix= cors=`` of the HTTP server
   line is constant text (geth prints them empty; a variable cannot be empty here).
6. bitcoind_debug (Bitcoin Core 27 debug.log, ``-debug=net,mempool,cmpctblock,rpc``,
   no micros/thread names).  Level: bare lines and ``[category]`` lines -> "-" (the
   line shows no level word; a bare ``[net]`` tag is a category, not a level),
   ``Warning:`` -> WARN, ``ERROR:`` / ``Error:`` -> ERROR, ``Fatal LevelDB error`` ->
   FATAL (some seeds end with that disk-full abort and the shutdown lines).  P2P
   message command (``received: inv``), ``got inv`` new/have,
   connection type, transport and reject reasons are constant; peer ids, txids,
   hashes, sizes, heights, addresses, user agents are variables.  ``UpdateTip`` fields
   are all variables (``date='<*>'`` keeps its quotes as text around the variable,
   ``cache=<*>`` is the whole ``12.3MiB(98765txo)`` value).
"""
from __future__ import annotations

import bisect
import datetime as _dt
import random
import re
from typing import Callable

N_ROWS = 2000
LEVELS = ("DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-")
_TOK = re.compile(r"\{\{|\}\}|\{(\w+)\}")


def template_of(fmt: str) -> str:
    return _TOK.sub(lambda m: "<*>" if m.group(1) else m.group(0)[0], fmt)


def fill(fmt: str, kv: dict) -> str:
    def rep(m: re.Match) -> str:
        if m.group(1) is None:
            return m.group(0)[0]
        return str(kv[m.group(1)])
    return _TOK.sub(rep, fmt)


class Log:
    """Collects rows from named specs; checks template uniqueness per format."""

    def __init__(self, specs: dict[str, tuple[str, str]]):
        self.specs: dict[str, tuple[str, str, str, frozenset]] = {}
        self._by_tmpl: dict[str, str] = {}
        for key, (lvl, fmt) in specs.items():
            self._add(key, lvl, fmt)
        self.rows: list[dict[str, str]] = []

    def _add(self, key: str, lvl: str, fmt: str) -> None:
        assert lvl in LEVELS, (key, lvl)
        t = template_of(fmt)
        other = self._by_tmpl.get(t)
        assert other is None or other == key, f"specs {other!r} and {key!r} share template {t!r}"
        self._by_tmpl[t] = key
        names = frozenset(m.group(1) for m in _TOK.finditer(fmt) if m.group(1))
        self.specs[key] = (lvl, fmt, t, names)

    def __call__(self, key: str, /, **kv) -> None:
        lvl, fmt, t, names = self.specs[key]
        assert names == set(kv), (key, sorted(names ^ set(kv)))
        for k, v in kv.items():
            assert str(v) != "", (key, k)
        line = fill(fmt, kv)
        assert "\n" not in line and "\r" not in line, line
        self.rows.append({"line": line, "template": t, "level": lvl})

    @property
    def full(self) -> bool:
        return len(self.rows) >= N_ROWS

    def done(self) -> list[dict[str, str]]:
        assert len(self.rows) >= N_ROWS, len(self.rows)
        return self.rows[:N_ROWS]


_CW: dict[tuple[int, float], list[float]] = {}


def zipf(rng: random.Random, pool, s: float = 1.1):
    """Pick from pool with Zipf-like skew (earlier items much more likely)."""
    n = len(pool)
    cw = _CW.get((n, s))
    if cw is None:
        acc, cw = 0.0, []
        for i in range(n):
            acc += 1.0 / (i + 1) ** s
            cw.append(acc)
        _CW[(n, s)] = cw
    return pool[bisect.bisect(cw, rng.random() * cw[-1])]


def wpick(rng: random.Random, table):
    """table: list of (weight, item)."""
    tot = sum(w for w, _ in table)
    r = rng.random() * tot
    for w, item in table:
        r -= w
        if r < 0:
            return item
    return table[-1][1]


def hexs(rng: random.Random, n: int) -> str:
    return f"{rng.getrandbits(4 * n):0{n}x}"


def pub_ip(rng: random.Random) -> str:
    a = rng.choice([5, 18, 23, 31, 34, 37, 44, 45, 46, 51, 62, 65, 66, 78, 79, 81, 82,
                    85, 88, 89, 91, 94, 95, 104, 109, 135, 136, 138, 139, 144, 146,
                    147, 148, 149, 157, 159, 162, 167, 173, 176, 178, 185, 188, 193,
                    195, 198, 202, 203, 209, 212, 213, 217])
    return f"{a}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def uniq_pool(rng: random.Random, n: int, gen: Callable[[], str]) -> list[str]:
    out, seen = [], set()
    while len(out) < n:
        v = gen()
        if v not in seen:
            seen.add(v)
            out.append(v)
    return out


def start_time(rng: random.Random) -> _dt.datetime:
    base = _dt.datetime(2024, 1, 2, 0, 0, 0)
    return base + _dt.timedelta(seconds=rng.randint(0, 640 * 86400))




# ----------------------------------------------------------------------------------
# 1. maven_build
# ----------------------------------------------------------------------------------
MAVEN_SPECS = {
    "blank": ("INFO", "[INFO] "),
    "scan": ("INFO", "[INFO] Scanning for projects..."),
    "rule72": ("INFO", "[INFO] ------------------------------------------------------------------------"),
    "order": ("INFO", "[INFO] Reactor Build Order:"),
    "order_jar": ("INFO", "[INFO] {module} [jar]"),
    "order_pom": ("INFO", "[INFO] {module} [pom]"),
    "ga_rule": ("INFO", "[INFO] {dl} {ga} {dr}"),
    "building": ("INFO", "[INFO] Building {module} {version} {progress}"),
    "pkg_jar": ("INFO", "[INFO] --------------------------------[ jar ]---------------------------------"),
    "pkg_pom": ("INFO", "[INFO] --------------------------------[ pom ]---------------------------------"),
    "downloading": ("INFO", "[INFO] Downloading from central: {url}"),
    "dl_kb_kbs": ("INFO", "[INFO] Downloaded from central: {url} ({size} kB at {rate} kB/s)"),
    "dl_kb_mbs": ("INFO", "[INFO] Downloaded from central: {url} ({size} kB at {rate} MB/s)"),
    "plugin": ("INFO", "[INFO] --- {plugin} ({execution}) @ {module} ---"),
    "copy_res": ("INFO", "[INFO] Copying {n} resources from {src} to {dst}"),
    "skip_res": ("INFO", "[INFO] skip non existing resourceDirectory {path}"),
    "changes": ("INFO", "[INFO] Changes detected - recompiling the module! :dependency"),
    "compiling": ("INFO", "[INFO] Compiling {n} source files with javac [debug release {rel}] to {dir}"),
    "nothing": ("INFO", "[INFO] Nothing to compile - all classes are up to date."),
    "w_depr": ("WARN", "[WARNING] {loc} [deprecation] {member} in {cls} has been deprecated"),
    "w_unchecked": ("WARN", "[WARNING] {loc} [unchecked] unchecked conversion"),
    "provider": ("INFO", "[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider"),
    "rule55": ("INFO", "[INFO] -------------------------------------------------------"),
    "tests_hdr": ("INFO", "[INFO]  T E S T S"),
    "running": ("INFO", "[INFO] Running {cls}"),
    "tr_ok": ("INFO", "[INFO] Tests run: {run}, Failures: {f}, Errors: {e}, Skipped: {s}, Time elapsed: {t} s - in {cls}"),
    "tr_skip": ("WARN", "[WARNING] Tests run: {run}, Failures: {f}, Errors: {e}, Skipped: {s}, Time elapsed: {t} s - in {cls}"),
    "tr_fail": ("ERROR", "[ERROR] Tests run: {run}, Failures: {f}, Errors: {e}, Skipped: {s}, Time elapsed: {t} s <<< FAILURE! - in {cls}"),
    "case_fail": ("ERROR", "[ERROR] {test}  Time elapsed: {t} s  <<< FAILURE!"),
    "exc_assert": ("-", "org.opentest4j.AssertionFailedError: expected: <{exp}> but was: <{act}>"),
    "at": ("-", "\tat {frame}"),
    "tl_retry": ("WARN", "{ts} [{thread}] WARN  {logger} - Retrying request to {url} (attempt {n}/{m})"),
    "results": ("INFO", "[INFO] Results:"),
    "res_ok": ("INFO", "[INFO] Tests run: {run}, Failures: {f}, Errors: {e}, Skipped: {s}"),
    "res_skip": ("WARN", "[WARNING] Tests run: {run}, Failures: {f}, Errors: {e}, Skipped: {s}"),
    "res_fail": ("ERROR", "[ERROR] Tests run: {run}, Failures: {f}, Errors: {e}, Skipped: {s}"),
    "failures_hdr": ("ERROR", "[ERROR] Failures: "),
    "fail_item": ("ERROR", "[ERROR]   {where} expected: <{exp}> but was: <{act}>"),
    "jar": ("INFO", "[INFO] Building jar: {path}"),
    "install": ("INFO", "[INFO] Installing {src} to {dst}"),
    "jacoco_load": ("INFO", "[INFO] Loading execution data file {path}"),
    "jacoco_bundle": ("INFO", "[INFO] Analyzed bundle '{name}' with {n} classes"),
    "rule61": ("INFO", "[INFO] -------------------------------------------------------------"),
    "comp_error": ("ERROR", "[ERROR] COMPILATION ERROR : "),
    "cannot_find": ("ERROR", "[ERROR] {loc} cannot find symbol"),
    "symbol": ("-", "  symbol:   class {name}"),
    "location": ("-", "  location: class {cls}"),
    "n_error1": ("INFO", "[INFO] {n} error"),
    "summary_hdr": ("INFO", "[INFO] Reactor Summary for {name} {version}:"),
    "sum_ok": ("INFO", "[INFO] {module} {dots} SUCCESS [{t} s]"),
    "sum_fail": ("INFO", "[INFO] {module} {dots} FAILURE [{t} s]"),
    "sum_skip": ("INFO", "[INFO] {module} {dots} SKIPPED"),
    "build_ok": ("INFO", "[INFO] BUILD SUCCESS"),
    "build_fail": ("INFO", "[INFO] BUILD FAILURE"),
    "total_min": ("INFO", "[INFO] Total time:  {t} min"),
    "finished": ("INFO", "[INFO] Finished at: {ts}"),
    "goal_tests": ("ERROR", "[ERROR] Failed to execute goal {plugin} ({execution}) on project {module}: There are test failures."),
    "goal_compile": ("ERROR", "[ERROR] Failed to execute goal {plugin} ({execution}) on project {module}: Compilation failure"),
    "e_symbol": ("ERROR", "[ERROR]   symbol:   class {name}"),
    "e_location": ("ERROR", "[ERROR]   location: class {cls}"),
    "err_blank": ("ERROR", "[ERROR] "),
    "refer": ("ERROR", "[ERROR] Please refer to {path} for the individual test results."),
    "help1": ("ERROR", "[ERROR] -> [Help {n}]"),
    "stack_e": ("ERROR", "[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch."),
    "rerun_x": ("ERROR", "[ERROR] Re-run Maven using the -X switch to enable full debug logging."),
    "more_info": ("ERROR", "[ERROR] For more information about the errors and possible solutions, please read the following articles:"),
    "help_url": ("ERROR", "[ERROR] [Help {n}] {url}"),
    "after": ("ERROR", "[ERROR] After correcting the problems, you can resume the build with the command"),
    "resume": ("ERROR", "[ERROR]   mvn <args> -rf {module}"),
}
# (the "[ERROR] <loc> cannot find symbol" line of the compiler block is repeated verbatim
# in the final error block: one template.)

MVN_ARTIFACTS = [tuple(c.split(":")) for c in """
    org.apache.maven.plugins:maven-surefire-plugin:3.1.2
    org.apache.maven.plugins:maven-compiler-plugin:3.11.0
    org.apache.maven.plugins:maven-resources-plugin:3.3.1
    org.apache.maven.plugins:maven-jar-plugin:3.3.0
    org.apache.maven.plugins:maven-install-plugin:3.1.1
    org.apache.maven.plugins:maven-enforcer-plugin:3.4.1
    org.springframework.boot:spring-boot-dependencies:3.2.1
    org.springframework.boot:spring-boot-starter-web:3.2.1
    org.springframework:spring-core:6.1.2 org.springframework:spring-context:6.1.2
    com.fasterxml.jackson.core:jackson-databind:2.15.3
    com.fasterxml.jackson.core:jackson-core:2.15.3 org.junit.jupiter:junit-jupiter-api:5.10.1
    org.junit.jupiter:junit-jupiter-engine:5.10.1
    org.junit.platform:junit-platform-launcher:1.10.1 org.apache.commons:commons-lang3:3.14.0
    com.google.guava:guava:32.1.3-jre org.slf4j:slf4j-api:2.0.9
    ch.qos.logback:logback-classic:1.4.14 org.postgresql:postgresql:42.7.1
    org.hibernate.orm:hibernate-core:6.4.1.Final org.mockito:mockito-core:5.7.0
    org.assertj:assertj-core:3.24.2 org.jacoco:jacoco-maven-plugin:0.8.11
    org.jacoco:org.jacoco.agent:0.8.11 org.codehaus.plexus:plexus-utils:3.5.1
    org.apache.maven.surefire:surefire-api:3.1.2
    org.apache.maven.surefire:surefire-junit-platform:3.1.2 org.ow2.asm:asm:9.6
    net.bytebuddy:byte-buddy:1.14.10 io.micrometer:micrometer-core:1.12.1
    org.testcontainers:postgresql:1.19.3 org.apache.httpcomponents.client5:httpclient5:5.2.3
    org.yaml:snakeyaml:2.2 commons-io:commons-io:2.15.1
""".split()]
MVN_MODULES = ["common", "model", "api", "persistence", "service", "web", "client",
               "security", "messaging", "search", "reporting", "admin", "notifications",
               "payments", "catalog", "auth", "gateway", "config", "scheduler", "export",
               "importer", "metrics", "audit", "cache", "storage", "mailer", "batch",
               "integration-tests", "distribution"]
NOUNS = ["order", "customer", "invoice", "payment", "cart", "product", "stock", "user",
         "account", "price", "discount", "shipment", "address", "token", "session",
         "report", "tax", "refund", "coupon", "tenant", "warehouse", "ledger", "quote"]
ROLES = ["Service", "Controller", "Repository", "Mapper", "Validator", "Client",
         "Handler", "Resource", "Converter", "Calculator", "Factory", "Listener"]
VERBS = ["create", "update", "delete", "find", "list", "validate", "calculate", "apply",
         "reject", "cancel", "import", "export", "resolve", "parse", "map"]


def make_maven(rng: random.Random) -> list[dict[str, str]]:
    log = Log(MAVEN_SPECS)
    proj = rng.choice(["shop", "billing", "ledger", "inventory", "gateway", "catalog", "crm"])
    org = rng.choice(["example", "acme", "initech", "globex", "umbrella"])
    group = f"com.{org}.{proj}"
    gpath = group.replace(".", "/")
    version = f"{rng.randint(1, 4)}.{rng.randint(0, 19)}.{rng.randint(0, 9)}-SNAPSHOT"
    ws = rng.choice([f"/home/runner/work/{proj}/{proj}", f"/builds/{org}/{proj}", f"/var/lib/jenkins/workspace/{proj}-ci"])
    m2 = rng.choice(["/home/runner/.m2/repository", "/root/.m2/repository", "/var/lib/jenkins/.m2/repository"])
    mods = rng.sample(MVN_MODULES, rng.randint(8, 14))
    modules = [(f"{proj}-parent", "pom")] + [(m, "pom" if m == "distribution" else "jar") for m in mods]
    release = rng.choice(["17", "21", "11"])
    uses_jacoco = rng.random() < 0.6
    fail_kind_seed = "compile" if rng.random() < 0.25 else "test"
    has_testlog = fail_kind_seed == "test" and rng.random() < 0.5
    downloaded: set[int] = set()
    clock = start_time(rng)
    classes: dict[str, list[str]] = {}
    for m, _ in modules:
        pkg = f"{group}.{m.replace('-', '')}"
        k = rng.randint(2, 22)
        classes[m] = uniq_pool(rng, k, lambda: f"{pkg}.{zipf(rng, NOUNS).capitalize()}{rng.choice(ROLES)}Test")

    def download_burst(n: int) -> None:
        for _ in range(n):
            avail = [i for i in range(len(MVN_ARTIFACTS)) if i not in downloaded]
            if not avail:
                return
            i = avail[0] if rng.random() < 0.5 else rng.choice(avail)
            downloaded.add(i)
            g_id, a, v = MVN_ARTIFACTS[i]
            gp = g_id.replace(".", "/")
            for ext in ("pom", "jar"):
                url = f"https://repo.maven.apache.org/maven2/{gp}/{a}/{v}/{a}-{v}.{ext}"
                log("downloading", url=url)
                nb = min(999_000, max(1000, int(rng.lognormvariate(8.5 if ext == "pom" else 11.5, 1.1))))
                size = f"{nb / 1000:.1f}" if nb < 10_000 else f"{nb / 1000:.0f}"
                kbs = nb / 1000 / max(0.01, rng.expovariate(8))
                if kbs < 1000:
                    log("dl_kb_kbs", url=url, size=size, rate=f"{max(1, kbs):.0f}")
                else:
                    log("dl_kb_mbs", url=url, size=size, rate=f"{kbs / 1000:.1f}")

    def plugin(name: str, ver: str, goal: str, exe: str, mod: str) -> None:
        log("blank")
        log("plugin", plugin=f"{name}:{ver}:{goal}", execution=exe, module=mod)

    def java_path(mod: str, cls: str, main: bool = True) -> str:
        sub = "main" if main else "test"
        return f"{ws}/{mod}/src/{sub}/java/{cls.replace('.', '/')}.java"

    def run_build(first: bool) -> None:
        nonlocal clock
        t0 = clock
        goal_install = rng.random() < 0.5
        log("scan")
        if first:
            download_burst(rng.randint(4, 10))
        for _k in ("rule72", "order", "blank"):
            log(_k)
        for m, p in modules:
            log("order_" + p, module=m.ljust(65))
        fail_at, fail_kind = None, None
        if rng.random() < 0.4:
            fail_at = rng.randrange(1, len(modules))
            fail_kind = fail_kind_seed
        durations: list[float] = []
        failed_mod = None
        for idx, (m, p) in enumerate(modules):
            start = clock
            log("blank")
            ga = f"{group}:{m}"
            a = (72 - len(ga) - 4) // 2
            b = 72 - len(ga) - 4 - a
            log("ga_rule", dl="-" * a + "<", ga=ga, dr=">" + "-" * b)
            progress = f"[{idx + 1}/{len(modules)}]"
            left = f"Building {m} {version}"
            pad = max(1, 72 - len(left) - len(progress))
            log("building", module=m, version=version + " " * (pad - 1), progress=progress)
            log("pkg_" + p)
            if first and rng.random() < 0.35:
                download_burst(rng.randint(1, 6))
            if p == "pom":
                if idx == 0:
                    plugin("maven-enforcer-plugin", "3.4.1", "enforce", "enforce-maven", m)
                if goal_install:
                    plugin("maven-install-plugin", "3.1.1", "install", "default-install", m)
                    sub = "" if idx == 0 else f"/{m}"
                    log("install", src=f"{ws}{sub}/pom.xml", dst=f"{m2}/{gpath}/{m}/{version}/{m}-{version}.pom")
                clock += _dt.timedelta(seconds=rng.uniform(0.2, 1.5))
                durations.append((clock - start).total_seconds())
                continue
            pkg = f"{group}.{m.replace('-', '')}"
            for main in (True, False):
                sub = "main" if main else "test"
                plugin("maven-resources-plugin", "3.3.1", "resources" if main else "testResources",
                       "default-resources" if main else "default-testResources", m)
                nres = rng.choice([0, 0, 2, 3, 5, 8])
                if nres == 0:
                    log("skip_res", path=f"{ws}/{m}/src/{sub}/resources")
                else:
                    log("copy_res", n=nres, src=f"src/{sub}/resources", dst="target/classes" if main else "target/test-classes")
                plugin("maven-compiler-plugin", "3.11.0", "compile" if main else "testCompile",
                       "default-compile" if main else "default-testCompile", m)
                if not first and rng.random() < 0.6:
                    log("nothing")
                    continue
                log("changes")
                nsrc = rng.randint(2, 140) if main else len(classes[m]) + 1
                log("compiling", n=nsrc, rel=release, dir="target/classes" if main else "target/test-classes")
                if main and fail_at == idx and fail_kind == "compile":
                    break
                if main and rng.random() < 0.3:
                    for _ in range(rng.randint(1, 4)):
                        cls = f"{pkg}.{zipf(rng, NOUNS).capitalize()}{rng.choice(ROLES)}"
                        loc = f"{java_path(m, cls)}:[{rng.randint(12, 480)},{rng.randint(5, 60)}]"
                        if rng.random() < 0.7:
                            log("w_depr", loc=loc, member=rng.choice(["getAmount()", "toURL()", "Date(int,int,int)", "setCharset(java.lang.String)", "getStatusCodeValue()", "newInstance()"]), cls=rng.choice(["java.io.File", "java.util.Date", "org.springframework.http.ResponseEntity", "java.lang.Class", f"{group}.common.Money"]))
                        else:
                            log("w_unchecked", loc=loc)
            if fail_at == idx and fail_kind == "compile":
                for _k in ("rule61", "comp_error", "rule61"):
                    log(_k)
                errs = []
                for _ in range(1):
                    cls = f"{pkg}.{zipf(rng, NOUNS).capitalize()}{rng.choice(ROLES)}"
                    loc = f"{java_path(m, cls)}:[{rng.randint(12, 480)},{rng.randint(5, 60)}]"
                    sym = f"{zipf(rng, NOUNS).capitalize()}{rng.choice(['Dto', 'Request', 'Event', 'Mapper'])}"
                    errs.append((loc, sym, cls))
                    log("cannot_find", loc=loc)
                    log("symbol", name=sym)
                    log("location", cls=cls)
                log("n_error1", n=len(errs))
                log("rule61")
                failed_mod = (m, "compile", errs)
                clock += _dt.timedelta(seconds=rng.uniform(2, 12))
                durations.append((clock - start).total_seconds())
                break
            plugin("maven-surefire-plugin", "3.1.2", "test", "default-test", m)
            for _k in ("provider", "blank", "rule55", "tests_hdr", "rule55"):
                log(_k)
            tot = [0, 0, 0, 0]
            fails: list[tuple[str, str, str]] = []
            failing = set()
            if fail_at == idx:
                failing = set(rng.sample(classes[m], min(len(classes[m]), rng.randint(1, 2))))
            for cls in classes[m]:
                log("running", cls=cls)
                ts_t = clock
                if has_testlog and cls.endswith("ClientTest") and rng.random() < 0.5:
                    for att in range(1, rng.randint(2, 3)):
                        log("tl_retry", ts=f"{ts_t:%H:%M:%S}.{rng.randint(0, 999):03d}", thread=rng.choice(["main", "http-nio-auto-1-exec-1", "ForkJoinPool-1-worker-1"]),
                            logger=cls[:-4], url=f"http://localhost:{rng.randint(30000, 65000)}/api/{zipf(rng, NOUNS)}s", n=att + 1, m=3)
                run = max(1, int(rng.expovariate(1 / 8)))
                sk = rng.choice([0] * 8 + [1, 2])
                f = e = 0
                if cls in failing:
                    f = rng.randint(1, 2)
                    run = max(run, f + 1)
                t = f"{rng.expovariate(1 / 0.9):.3f}"
                tot[0] += run; tot[1] += f; tot[2] += e; tot[3] += sk
                if f or e:
                    log("tr_fail", run=run, f=f, e=e, s=sk, t=t, cls=cls)
                    simple = cls.rsplit(".", 1)[1]
                    for j in range(f):
                        meth = f"{rng.choice(VERBS)}{zipf(rng, NOUNS).capitalize()}{rng.choice(['', 'ReturnsNotFound', 'WhenInvalid', 'Succeeds'])}"
                        line_no = rng.randint(20, 300)
                        exp, act = rng.choice([("200", "500"), ("3", "2"), ("true", "false"), ("PAID", "PENDING"), ("42.00", "41.99")])
                        log("case_fail", test=f"{cls}.{meth}", t=f"{rng.expovariate(10):.3f}")
                        log("exc_assert", exp=exp, act=act)
                        for fr in ("org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)",
                                   "org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)",
                                   "org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)",
                                   f"{cls}.{meth}({simple}.java:{line_no})"):
                            log("at", frame=fr)
                        fails.append((f"{simple}.{meth}:{line_no}", exp, act))
                elif sk:
                    log("tr_skip", run=run, f=0, e=0, s=sk, t=t, cls=cls)
                else:
                    log("tr_ok", run=run, f=0, e=0, s=0, t=t, cls=cls)
                clock += _dt.timedelta(seconds=float(t) + rng.uniform(0.05, 0.4))
            for _k in ("blank", "results", "blank"):
                log(_k)
            if fails:
                log("failures_hdr")
                for where, x, y in fails:
                    log("fail_item", where=where, exp=x, act=y)
                log("blank")
                log("res_fail", run=tot[0], f=tot[1], e=tot[2], s=tot[3])
                log("blank")
                failed_mod = (m, "test", None)
                durations.append((clock - start).total_seconds())
                break
            log("res_skip" if tot[3] else "res_ok", run=tot[0], f=0, e=0, s=tot[3])
            if uses_jacoco:
                plugin("jacoco-maven-plugin", "0.8.11", "report", "report", m)
                log("jacoco_load", path=f"{ws}/{m}/target/jacoco.exec")
                log("jacoco_bundle", name=m, n=rng.randint(5, 180))
            plugin("maven-jar-plugin", "3.3.0", "jar", "default-jar", m)
            log("jar", path=f"{ws}/{m}/target/{m}-{version}.jar")
            if goal_install:
                plugin("maven-install-plugin", "3.1.1", "install", "default-install", m)
                log("install", src=f"{ws}/{m}/pom.xml", dst=f"{m2}/{gpath}/{m}/{version}/{m}-{version}.pom")
                log("install", src=f"{ws}/{m}/target/{m}-{version}.jar", dst=f"{m2}/{gpath}/{m}/{version}/{m}-{version}.jar")
            clock += _dt.timedelta(seconds=rng.uniform(1, 6))
            durations.append((clock - start).total_seconds())
        log("rule72")
        log("summary_hdr", name=f"{proj}-parent", version=version)
        log("blank")
        for idx, (m, p) in enumerate(modules):
            dots = "." * max(2, 55 - len(m))
            if idx < len(durations):
                d = min(durations[idx], 59.0 + rng.random())
                is_fail = failed_mod is not None and idx == len(durations) - 1
                if is_fail:
                    log("sum_fail", module=m, dots=dots, t=f"{d:7.3f}")
                else:
                    log("sum_ok", module=m, dots=dots, t=f"{d:7.3f}")
            else:
                log("sum_skip", module=m, dots=dots)
        log("rule72")
        log("build_fail" if failed_mod else "build_ok")
        log("rule72")
        # wall time includes JVM start-up, dependency resolution and forked test JVMs
        total = (clock - t0).total_seconds() + rng.uniform(45, 90)
        log("total_min", t=f"{int(total) // 60:02d}:{int(total) % 60:02d}")
        log("finished", ts=f"{clock:%Y-%m-%dT%H:%M:%S}Z")
        log("rule72")
        if failed_mod:
            m, kind, errs = failed_mod
            if kind == "test":
                log("goal_tests", plugin="org.apache.maven.plugins:maven-surefire-plugin:3.1.2:test",
                    execution="default-test", module=m)
                log("err_blank")
                log("refer", path=f"{ws}/{m}/target/surefire-reports")
            else:
                log("goal_compile", plugin="org.apache.maven.plugins:maven-compiler-plugin:3.11.0:compile",
                    execution="default-compile", module=m)
                for loc, sym, cls in errs:
                    log("cannot_find", loc=loc)
                    log("e_symbol", name=sym)
                    log("e_location", cls=cls)
            log("help1", n=1)
            for _k in ("err_blank", "stack_e", "rerun_x", "err_blank", "more_info"):
                log(_k)
            log("help_url", n=1, url="http://cwiki.apache.org/confluence/display/MAVEN/MojoFailureException")
            for _k in ("err_blank", "after"):
                log(_k)
            log("resume", module=f":{m}")
        clock += _dt.timedelta(seconds=rng.uniform(20, 400))

    first = True
    while not log.full:
        run_build(first)
        first = False
    return log.done()


# ----------------------------------------------------------------------------------
# 2. gradle_build
# ----------------------------------------------------------------------------------
GRADLE_SPECS = {
    "daemon": ("-", "Starting a Gradle Daemon (subsequent builds will be faster)"),
    "daemon_busy": ("-", "Starting a Gradle Daemon, {busy} busy and {stopped} stopped Daemons could not be reused, use --status for details"),
    "cc_calc": ("-", "Calculating task graph as no cached configuration is available for tasks: {tasks}"),
    "cc_changed": ("-", "Calculating task graph as configuration cache cannot be reused because file '{file}' has changed."),
    "cc_reuse": ("-", "Reusing configuration cache."),
    "cc_stored": ("-", "Configuration cache entry stored."),
    "cc_reused": ("-", "Configuration cache entry reused."),
    "configure": ("-", "> Configure project {proj}"),
    "depr_conv": ("-", "The {api} type has been deprecated. This is scheduled to be removed in Gradle {v}. Consult the upgrading guide for further information: {url}"),
    "kts_w": ("WARN", "w: {loc} '{sym}' is deprecated. {hint}"),
    "task": ("-", "> Task {task}"),
    "task_utd": ("-", "> Task {task} UP-TO-DATE"),
    "task_cache": ("-", "> Task {task} FROM-CACHE"),
    "task_nosrc": ("-", "> Task {task} NO-SOURCE"),
    "task_skip": ("-", "> Task {task} SKIPPED"),
    "task_failed": ("ERROR", "> Task {task} FAILED"),
    "kw_unused_param": ("WARN", "w: {loc} Parameter '{name}' is never used"),
    "kw_unused_var": ("WARN", "w: {loc} Variable '{name}' is never used"),
    "kw_unchecked": ("WARN", "w: {loc} Unchecked cast: {src} to {dst}"),
    "kw_cond": ("WARN", "w: {loc} Condition '{cond}' is always 'true'"),
    "kw_redundant": ("WARN", "w: {loc} Unnecessary non-null assertion (!!) on a non-null receiver of type {type}"),
    "ke_unresolved": ("ERROR", "e: {loc} Unresolved reference: {name}"),
    "ke_mismatch": ("ERROR", "e: {loc} Type mismatch: inferred type is {a} but {b} was expected"),
    "jw_depr": ("WARN", "{loc}: warning: [deprecation] {member} in {cls} has been deprecated"),
    "jnote_depr": ("-", "Note: Some input files use or override a deprecated API."),
    "jnote_recomp": ("-", "Note: Recompile with -Xlint:deprecation for details."),
    "jwarn_1": ("-", "{n} warning"),
    "jwarn_n": ("-", "{n} warnings"),
    "t_pass": ("-", "{cls} > {method} PASSED"),
    "t_skip": ("-", "{cls} > {method} SKIPPED"),
    "t_fail": ("ERROR", "{cls} > {method} FAILED"),
    "t_exc": ("-", "    {exc} at {loc}"),
    "t_sum": ("-", "{n} tests completed, {f} failed"),
    "t_sum_s": ("-", "{n} tests completed, {f} failed, {s} skipped"),
    "jvm_w1": ("WARN", "WARNING: A terminally deprecated method in java.lang.System has been called"),
    "jvm_w2": ("WARN", "WARNING: System::setSecurityManager has been called by {cls} ({loc})"),
    "jvm_w3": ("WARN", "WARNING: Please consider reporting this to the maintainers of {cls}"),
    "jvm_w4": ("WARN", "WARNING: System::setSecurityManager will be removed in a future release"),
    "cds": ("WARN", "OpenJDK 64-Bit Server VM warning: Sharing is only supported for boot loader classes because bootstrap classpath has been appended"),
    "failure": ("ERROR", "FAILURE: Build failed with an exception."),
    "wrong": ("-", "* What went wrong:"),
    "exec_failed": ("-", "Execution failed for task '{task}'."),
    "failing_tests": ("-", "> There were failing tests. See the report at: {url}"),
    "kotlin_worker": ("-", "> A failure occurred while executing org.jetbrains.kotlin.compilerRunner.GradleCompilerRunnerWithWorkers$GradleKotlinCompilerWorkAction"),
    "comp_err": ("-", "   > Compilation error. See log for more details"),
    "try": ("-", "* Try:"),
    "try1": ("-", "> Run with --stacktrace option to get the stack trace."),
    "try2": ("-", "> Run with --info or --debug option to get more log output."),
    "try3": ("-", "> Run with --scan to get full insights."),
    "try4": ("-", "> Get more help at https://help.gradle.org."),
    "build_failed_ms": ("ERROR", "BUILD FAILED in {m} {s}"),
    "build_failed_s": ("ERROR", "BUILD FAILED in {s}"),
    "build_ok_ms": ("-", "BUILD SUCCESSFUL in {m} {s}"),
    "build_ok_s": ("-", "BUILD SUCCESSFUL in {s}"),
    "actionable3": ("-", "{n} actionable tasks: {e} executed, {c} from cache, {u} up-to-date"),
    "actionable2": ("-", "{n} actionable tasks: {e} executed, {u} up-to-date"),
    "actionable1": ("-", "{n} actionable tasks: {e} executed"),
    "depr1": ("-", "Deprecated Gradle features were used in this build, making it incompatible with Gradle {v}."),
    "depr2": ("-", "You can use '--warning-mode all' to show the individual deprecation warnings and determine if they come from your own scripts or plugins."),
    "depr3": ("-", "For more on this, please refer to {url} in the Gradle documentation."),
    "oom_stop": ("-", "Daemon will be stopped at the end of the build after running out of JVM memory"),
}

GRADLE_PROJECTS = ["app", "core", "data", "domain", "api", "common", "network", "database",
                   "feature-login", "feature-search", "feature-checkout", "ui-kit",
                   "analytics", "sync", "testing", "server", "cli", "plugins"]
KT_HINTS = ["Deprecated in Java", "Use kotlinx.coroutines.flow instead",
            "Use compilerOptions instead", "Please use the new API"]


def _gradle_dur(rng: random.Random, secs: int) -> list[str]:
    if secs >= 60:
        return [f"{secs // 60}m", f"{secs % 60}s"]
    return [f"{secs}s"]


def make_gradle(rng: random.Random) -> list[dict[str, str]]:
    log = Log(GRADLE_SPECS)
    repo = rng.choice(["android-app", "backend", "platform", "payments-service", "toolkit"])
    ws = rng.choice([f"/home/runner/work/{repo}/{repo}", f"/builds/team/{repo}", f"/var/lib/jenkins/workspace/{repo}"])
    org = rng.choice(["example", "acme", "contoso", "initech"])
    projects = rng.sample(GRADLE_PROJECTS, rng.randint(4, 9))
    gradle_ver = rng.choice(["8.5", "8.6", "8.7", "8.4"])
    next_major = "9.0"
    kotlin_only = {p: rng.random() < 0.6 for p in projects}
    test_classes: dict[str, list[tuple[str, list[str]]]] = {}
    for p in projects:
        pkg = f"com.{org}.{p.replace('-', '')}"
        lst = []
        for cls in uniq_pool(rng, rng.randint(2, 14), lambda: f"{pkg}.{zipf(rng, NOUNS).capitalize()}{rng.choice(ROLES)}Test"):
            meths = uniq_pool(rng, rng.randint(1, 12), lambda: f"{rng.choice(VERBS)}{zipf(rng, NOUNS).capitalize()}{rng.choice(['', 'Fails', 'ReturnsEmpty', 'Succeeds', 'WithCache'])}()")
            lst.append((cls, meths))
        test_classes[p] = lst
    cache_on = rng.random() < 0.7
    fail_kind_seed = "compile" if rng.random() < 0.3 else "test"

    def kt_loc(p: str, main: bool = True) -> str:
        f = f"{zipf(rng, NOUNS).capitalize()}{rng.choice(ROLES)}.kt"
        sub = "main" if main else "test"
        return f"file://{ws}/{p}/src/{sub}/kotlin/com/{org}/{p.replace('-', '')}/{f}:{rng.randint(5, 400)}:{rng.randint(1, 60)}"

    def run_build(nth: int) -> None:
        if nth == 0:
            if rng.random() < 0.8:
                log("daemon")
            else:
                log("daemon_busy", busy=rng.randint(1, 3), stopped=rng.randint(1, 4))
        goal = rng.choice(["build", "check", "test", "assemble"])
        if cache_on:
            if nth == 0:
                log("cc_calc", tasks=goal)
            elif rng.random() < 0.4:
                log("cc_changed", file=rng.choice(["gradle.properties", f"{projects[0]}/build.gradle.kts", "settings.gradle.kts"]))
            else:
                log("cc_reuse")
        if nth == 0 or rng.random() < 0.3:
            for p in rng.sample(projects, rng.randint(1, 2)):
                log("configure", proj=f":{p}")
                if rng.random() < 0.5:
                    log("depr_conv", api=rng.choice(["org.gradle.api.plugins.JavaPluginConvention", "org.gradle.api.plugins.BasePluginConvention", "org.gradle.api.plugins.ApplicationPluginConvention"]),
                        v=next_major, url=f"https://docs.gradle.org/{gradle_ver}/userguide/upgrading_version_8.html#java_convention_deprecation")
                else:
                    log("kts_w", loc=f"file://{ws}/{p}/build.gradle.kts:{rng.randint(10, 90)}:{rng.randint(5, 13)}",
                        sym=rng.choice(["kotlinOptions(KotlinJvmOptions.() -> Unit): Unit", "jvmTarget: String", "buildDir: File"]),
                        hint=rng.choice(KT_HINTS))
        fail_p = None
        fail_kind = None
        if rng.random() < 0.35:
            fail_p = rng.choice(projects)
            fail_kind = fail_kind_seed
        # per-project task queues, interleaved like a parallel build
        queues = []
        for p in projects:
            tasks = ["compileKotlin", "compileJava", "processResources", "classes", "jar",
                     "compileTestKotlin", "compileTestJava", "processTestResources", "testClasses", "test"]
            if goal in ("build", "check"):
                tasks += ["check"]
            if goal == "build":
                tasks += ["assemble", "build"]
            if goal == "assemble":
                tasks = tasks[:5] + ["assemble"]
            queues.append([p, tasks])
        counts = {"exec": 0, "cache": 0, "utd": 0}
        failed_task = None
        while queues and failed_task is None:
            q = rng.choice(queues[:2])
            p, tasks = q
            t = tasks.pop(0)
            if not tasks:
                queues.remove(q)
            path = f":{p}:{t}"
            if (t == "compileJava" and kotlin_only[p]) or (t in ("processResources", "processTestResources") and rng.random() < 0.5):
                log("task_nosrc", task=path)
                continue
            if t == "check" and rng.random() < 0.3:
                log("task_skip", task=f":{p}:jacocoTestReport")
            if t in ("classes", "testClasses", "check", "assemble", "build"):
                log("task_utd" if nth and rng.random() < 0.5 else "task", task=path)
                continue
            must_run = fail_p == p and ((fail_kind == "compile" and t == "compileKotlin") or (fail_kind == "test" and t == "test"))
            r = rng.random()
            if not must_run and nth and r < 0.55:
                log("task_utd", task=path)
                counts["utd"] += 1
                continue
            if not must_run and cache_on and r < (0.8 if nth else 0.45):
                log("task_cache", task=path)
                counts["cache"] += 1
                continue
            counts["exec"] += 1
            if must_run and fail_kind == "compile":
                for _ in range(rng.randint(1, 3)):
                    if rng.random() < 0.6:
                        log("ke_unresolved", loc=kt_loc(p), name=rng.choice(["fooBar", "toDomain", "retryPolicy", "cartId", "LocalCache"]))
                    else:
                        log("ke_mismatch", loc=kt_loc(p), a=rng.choice(["String?", "Int", "List<Order>"]), b=rng.choice(["String", "Long", "Flow<Order>"]))
                log("task_failed", task=path)
                failed_task = path
                break
            log("task", task=path)
            if t in ("compileKotlin", "compileTestKotlin") and rng.random() < 0.35:
                for _ in range(rng.randint(1, 5)):
                    k = wpick(rng, [(5, "p"), (3, "v"), (2, "u"), (1, "c"), (1, "r")])
                    loc = kt_loc(p, t == "compileKotlin")
                    if k == "p":
                        log("kw_unused_param", loc=loc, name=rng.choice(["context", "id", "event", "savedInstanceState", "request"]))
                    elif k == "v":
                        log("kw_unused_var", loc=loc, name=rng.choice(["result", "tmp", "response", "e"]))
                    elif k == "u":
                        log("kw_unchecked", loc=loc, src="Any?", dst=rng.choice(["List<String>", "Map<String, Any>", "T"]))
                    elif k == "c":
                        log("kw_cond", loc=loc, cond=rng.choice(["user != null", "items.isNotEmpty()"]))
                    else:
                        log("kw_redundant", loc=loc, type=rng.choice(["String", "Order", "Context"]))
            if t == "compileJava" and rng.random() < 0.3:
                if rng.random() < 0.5:
                    n = rng.randint(1, 3)
                    for _ in range(n):
                        log("jw_depr", loc=f"{ws}/{p}/src/main/java/com/{org}/{p.replace('-', '')}/{zipf(rng, NOUNS).capitalize()}Util.java:{rng.randint(10, 300)}",
                            member=rng.choice(["toURL()", "getYear()", "newInstance()"]), cls=rng.choice(["File", "Date", "Class"]))
                    log("jwarn_1" if n == 1 else "jwarn_n", n=n)
                else:
                    log("jnote_depr")
                    log("jnote_recomp")
            if t == "test":
                if rng.random() < 0.25:
                    log("jvm_w1")
                    log("jvm_w2", cls="worker.org.gradle.process.internal.worker.GradleWorkerMain", loc=f"file:/home/runner/.gradle/caches/{gradle_ver}/workerMain/gradle-worker.jar")
                    log("jvm_w3", cls="worker.org.gradle.process.internal.worker.GradleWorkerMain")
                    log("jvm_w4")
                if rng.random() < 0.1:
                    log("cds")
                failed = skipped = n = 0
                failers = set()
                if fail_p == p and fail_kind == "test":
                    pairs = [(c, mm) for c, ms in test_classes[p] for mm in ms]
                    failers = set(rng.sample(pairs, min(len(pairs), rng.randint(1, 3))))
                for cls, meths in test_classes[p]:
                    for meth in meths:
                        n += 1
                        if (cls, meth) in failers:
                            failed += 1
                            log("t_fail", cls=cls, method=meth)
                            exc = rng.choice(["org.opentest4j.AssertionFailedError", "java.lang.IllegalStateException",
                                              "io.mockk.MockKException", "kotlinx.coroutines.TimeoutCancellationException"])
                            log("t_exc", exc=exc, loc=f"{cls.rsplit('.', 1)[1]}.kt:{rng.randint(20, 250)}")
                        elif rng.random() < 0.03:
                            skipped += 1
                            log("t_skip", cls=cls, method=meth)
                        else:
                            log("t_pass", cls=cls, method=meth)
                if failed:
                    if skipped:
                        log("t_sum_s", n=n, f=failed, s=skipped)
                    else:
                        log("t_sum", n=n, f=failed)
                    log("task_failed", task=path)
                    failed_task = path
                    break
        secs = int(rng.lognormvariate(4.2, 0.6))
        if failed_task:
            log("failure")
            log("wrong")
            log("exec_failed", task=failed_task)
            if failed_task.endswith(":test"):
                log("failing_tests", url=f"file://{ws}/{failed_task.split(':')[1]}/build/reports/tests/test/index.html")
            else:
                log("kotlin_worker")
                log("comp_err")
            for _k in ("try", "try1", "try2", "try3", "try4"):
                log(_k)
            d = _gradle_dur(rng, secs)
            if len(d) == 2:
                log("build_failed_ms", m=d[0], s=d[1])
            else:
                log("build_failed_s", s=d[0])
        else:
            if rng.random() < 0.5:
                log("depr1", v=next_major)
                log("depr2")
                log("depr3", url=f"https://docs.gradle.org/{gradle_ver}/userguide/command_line_interface.html#sec:command_line_warnings")
            if rng.random() < 0.03:
                log("oom_stop")
            d = _gradle_dur(rng, secs)
            if len(d) == 2:
                log("build_ok_ms", m=d[0], s=d[1])
            else:
                log("build_ok_s", s=d[0])
        # up-to-date count also covers lifecycle tasks; Gradle omits zero-valued parts
        tot = counts["exec"] + counts["cache"] + counts["utd"] + (rng.randint(1, 6) if rng.random() < 0.9 else 0)
        if counts["cache"] and tot == counts["exec"] + counts["cache"]:
            tot += 1
        if counts["cache"]:
            log("actionable3", n=tot, e=counts["exec"], c=counts["cache"], u=tot - counts["exec"] - counts["cache"])
        elif tot > counts["exec"]:
            log("actionable2", n=tot, e=counts["exec"], u=tot - counts["exec"])
        else:
            log("actionable1", n=tot, e=counts["exec"])
        if cache_on and not failed_task:
            log("cc_stored" if nth == 0 else "cc_reused")

    nth = 0
    while not log.full:
        run_build(nth)
        nth += 1
    return log.done()


# ----------------------------------------------------------------------------------
# 3. npm_install
# ----------------------------------------------------------------------------------
NPM_SPECS = {
    "verb_cli": ("DEBUG", "npm verb cli {node} {npm}"),
    "info_using_npm": ("INFO", "npm info using npm@{v}"),
    "info_using_node": ("INFO", "npm info using node@{v}"),
    "verb_argv": ("DEBUG", "npm verb argv {argv}"),
    "http_hit": ("INFO", "npm http fetch GET {status} {url} {ms} (cache hit)"),
    "http_miss": ("INFO", "npm http fetch GET {status} {url} {ms} (cache miss)"),
    "http_reval": ("INFO", "npm http fetch GET {status} {url} {ms} (cache revalidated)"),
    "http_updated": ("INFO", "npm http fetch GET {status} {url} {ms} (cache updated)"),
    "http_plain": ("INFO", "npm http fetch GET {status} {url} {ms}"),
    "http_post": ("INFO", "npm http fetch POST {status} {url} {ms}"),
    "deprecated": ("WARN", "npm WARN deprecated {pkg}: {msg}"),
    "ebe_0": ("WARN", "npm WARN EBADENGINE Unsupported engine {{"),
    "ebe_1": ("WARN", "npm WARN EBADENGINE   package: '{pkg}',"),
    "ebe_2": ("WARN", "npm WARN EBADENGINE   required: {{ node: '{req}' }},"),
    "ebe_3": ("WARN", "npm WARN EBADENGINE   current: {{ node: '{node}', npm: '{npm}' }}"),
    "ebe_4": ("WARN", "npm WARN EBADENGINE }}"),
    "w_config": ("WARN", "npm WARN config production Use `--omit=dev` instead."),
    "timing": ("DEBUG", "npm timing {stage} Completed in {ms}"),
    "script_hdr_postinstall": ("-", "> {pkg} postinstall"),
    "script_hdr_prepare": ("-", "> {pkg} prepare"),
    "script_hdr_build": ("-", "> {pkg} build"),
    "script_cmd": ("-", "> {cmd}"),
    "ts_error": ("ERROR", "{loc}: error {code}: {msg}"),
    "added_audited": ("-", "added {n} packages, and audited {m} packages in {t}"),
    "added": ("-", "added {n} packages in {t}"),
    "up_to_date": ("-", "up to date, audited {m} packages in {t}"),
    "funding": ("-", "{n} packages are looking for funding"),
    "funding_run": ("-", "  run `npm fund` for details"),
    "found0": ("-", "found {n} vulnerabilities"),
    "vulns": ("-", "{n} vulnerabilities ({a} moderate, {b} high)"),
    "address": ("-", "To address all issues, run:"),
    "address_fix": ("-", "  npm audit fix"),
    "address_force": ("-", "To address all issues (including breaking changes), run:"),
    "address_force2": ("-", "  npm audit fix --force"),
    "audit_details": ("-", "Run `npm audit` for details."),
    "notice_blank": ("INFO", "npm notice "),
    "notice_new": ("INFO", "npm notice New minor version of npm available! {a} -> {b}"),
    "notice_changelog": ("INFO", "npm notice Changelog: {url}"),
    "notice_run": ("INFO", "npm notice Run npm install -g npm@{v} to update!"),
    "info_ok": ("INFO", "npm info ok"),
    "verb_exit": ("DEBUG", "npm verb exit {code}"),
    "err_code": ("ERROR", "npm ERR! code {code}"),
    "err_eresolve": ("ERROR", "npm ERR! ERESOLVE unable to resolve dependency tree"),
    "err_blank": ("ERROR", "npm ERR! "),
    "err_while": ("ERROR", "npm ERR! While resolving: {pkg}"),
    "err_found": ("ERROR", "npm ERR! Found: {pkg}"),
    "err_nm": ("ERROR", "npm ERR! node_modules/{name}"),
    "err_dev_root": ("ERROR", "npm ERR!   {name}@\"{range}\" from the root project"),
    "err_could_not": ("ERROR", "npm ERR! Could not resolve dependency:"),
    "err_peer": ("ERROR", "npm ERR! peer {name}@\"{range}\" from {pkg}"),
    "err_fix1": ("ERROR", "npm ERR! Fix the upstream dependency conflict, or retry"),
    "err_fix2": ("ERROR", "npm ERR! this command with --force or --legacy-peer-deps"),
    "err_fix3": ("ERROR", "npm ERR! to accept an incorrect (and potentially broken) dependency resolution."),
    "err_report": ("ERROR", "npm ERR! For a full report see:"),
    "err_path_only": ("ERROR", "npm ERR! {path}"),
    "err_complete": ("ERROR", "npm ERR! A complete log of this run can be found in: {path}"),
    "err_404": ("ERROR", "npm ERR! {status} Not Found - GET {url} - Not found"),
    "err_404_blank": ("ERROR", "npm ERR! {status} "),
    "err_404_notin": ("ERROR", "npm ERR! {status}  '{spec}' is not in this registry."),
    "err_404_note": ("ERROR", "npm ERR! {status} Note that you can also install from a"),
    "err_404_note2": ("ERROR", "npm ERR! {status} tarball, folder, http url, or git url."),
    "err_errno": ("ERROR", "npm ERR! errno {errno}"),
    "err_network": ("ERROR", "npm ERR! network request to {url} failed, reason: {reason}"),
    "err_network2": ("ERROR", "npm ERR! network This is a problem related to network connectivity."),
    "err_network3": ("ERROR", "npm ERR! network In most cases you are behind a proxy or have bad network settings."),
    "err_path": ("ERROR", "npm ERR! path {path}"),
    "err_cmd_failed": ("ERROR", "npm ERR! command failed"),
    "err_cmd": ("ERROR", "npm ERR! command sh -c {cmd}"),
    "y_install": ("-", "yarn install v{v}"),
    "y_step_resolve": ("-", "{step} Resolving packages..."),
    "y_step_fetch": ("-", "{step} Fetching packages..."),
    "y_step_link": ("-", "{step} Linking dependencies..."),
    "y_step_build": ("-", "{step} Building fresh packages..."),
    "y_w_depr": ("WARN", "warning {chain}: {msg}"),
    "y_w_peer": ("WARN", "warning \" > {pkg}\" has unmet peer dependency \"{dep}\"."),
    "y_i_platform": ("INFO", "info {pkg}: The platform \"{plat}\" is incompatible with this module."),
    "y_i_optional": ("INFO", "info \"{pkg}\" is an optional dependency and failed compatibility check. Excluding it from installation."),
    "y_success": ("INFO", "success Saved lockfile."),
    "y_done": ("-", "Done in {t}."),
}

NPM_PKGS = ["react@18.2.0", "lodash@4.17.21", "@babel/core@7.23.7", "typescript@5.3.3",
            "react-dom@18.2.0", "webpack@5.89.0", "eslint@8.56.0", "jest@29.7.0",
            "@types/node@20.11.5", "express@4.18.2", "axios@1.6.5", "chalk@4.1.2",
            "debug@4.3.4", "semver@7.5.4", "tslib@2.6.2", "@jridgewell/trace-mapping@0.3.22",
            "postcss@8.4.33", "vite@5.0.12", "esbuild@0.19.11", "rollup@4.9.6",
            "prettier@3.2.4", "commander@11.1.0", "minimatch@9.0.3", "glob@10.3.10",
            "yargs@17.7.2", "uuid@9.0.1", "ws@8.16.0", "dotenv@16.3.2", "zod@3.22.4",
            "@testing-library/react@14.1.2", "next@14.1.0", "caniuse-lite@1.0.30001580",
            "electron-to-chromium@1.4.645", "browserslist@4.22.2", "picocolors@1.0.0",
            "source-map@0.6.1", "acorn@8.11.3", "ajv@6.12.6", "core-js@3.35.1",
            "regenerator-runtime@0.14.1", "@esbuild/linux-x64@0.19.11", "ms@2.1.2",
            "inherits@2.0.4", "safe-buffer@5.2.1", "string-width@4.2.3",
            "ansi-styles@4.3.0", "supports-color@7.2.0", "color-convert@2.0.1",
            "@types/react@18.2.48", "@typescript-eslint/parser@6.19.1", "husky@8.0.3",
            "sharp@0.33.2", "node-gyp@10.0.1", "fsevents@2.3.3", "@swc/core@1.3.105"]
NPM_DEPRECATED = [
    ("inflight@1.0.6", "This module is not supported, and leaks memory. Do not use it. Check out lru-cache if you want a good and tested way to coalesce async requests by a key value, which is much more comprehensive and powerful."),
    ("glob@7.2.3", "Glob versions prior to v9 are no longer supported"),
    ("rimraf@3.0.2", "Rimraf versions prior to v4 are no longer supported"),
    ("@humanwhocodes/config-array@0.11.14", "Use @eslint/config-array instead"),
    ("@humanwhocodes/object-schema@2.0.3", "Use @eslint/object-schema instead"),
    ("request@2.88.2", "request has been deprecated, see https://github.com/request/request/issues/3142"),
    ("sourcemap-codec@1.4.8", "Please use @jridgewell/sourcemap-codec instead"),
    ("uuid@3.4.0", "Please upgrade  to version 7 or higher.  Older versions may use Math.random() in certain circumstances, which is known to be problematic.  See https://v8.dev/blog/math-random for details."),
    ("har-validator@5.1.5", "this library is no longer supported"),
    ("stable@0.1.8", "Modern JS already guarantees Array#sort() is a stable sort, so this library is deprecated. See the compatibility table on MDN: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Array/sort#browser_compatibility"),
    ("w3c-hr-time@1.0.2", "Use your platform's native performance.now() and performance.timeOrigin."),
    ("abab@2.0.6", "Use your platform's native atob() and btoa() methods instead"),
    ("domexception@2.0.1", "Use your platform's native DOMException instead"),
    ("querystring@0.2.0", "The querystring API is considered Legacy. new code should use the URLSearchParams API instead."),
    ("svgo@1.3.2", "This SVGO version is no longer supported. Upgrade to v2.x.x."),
    ("are-we-there-yet@2.0.0", "This package is no longer supported."),
    ("npmlog@5.0.1", "This package is no longer supported."),
]
NPM_STAGES = ["idealTree:init", "idealTree:userRequests", "idealTree:#root", "idealTree:buildDeps",
              "idealTree:fixDepFlags", "idealTree", "reify:loadTrees", "reify:diffTrees",
              "reify:retireShallow", "reify:createSparse", "reify:loadBundles", "reify:unpack",
              "reify:unretire", "reify:build", "reify:trash", "reify:audit", "reify:save", "reify",
              "command:ci", "npm"]


_NPM_STEMS = {
    "@babel/plugin-transform-": ["arrow-functions", "async-to-generator", "block-scoping", "classes",
                                 "destructuring", "for-of", "parameters", "spread", "regenerator",
                                 "modules-commonjs", "optional-chaining", "typescript", "react-jsx"],
    "@types/": ["react", "node", "jest", "express", "lodash", "yargs", "istanbul-lib-coverage",
                "babel__core", "estree", "json-schema", "semver", "ws", "prop-types"],
    "eslint-plugin-": ["react", "import", "jsx-a11y", "react-hooks", "jest", "prettier", "n"],
    "postcss-": ["value-parser", "selector-parser", "modules-scope", "loader", "import", "js"],
    "@esbuild/": ["linux-x64", "linux-arm64", "darwin-arm64", "win32-x64"],
    "is-": ["number", "glob", "extglob", "stream", "core-module", "plain-object", "callable"],
    "": ["graceful-fs", "signal-exit", "which", "cross-spawn", "path-key", "mime-types", "iconv-lite",
         "readable-stream", "once", "wrappy", "balanced-match", "brace-expansion", "fill-range",
         "micromatch", "picomatch", "escalade", "yallist", "lru-cache", "js-yaml", "argparse",
         "resolve", "function-bind", "hasown", "json5", "convert-source-map", "gensync", "minipass"],
}


def _npm_synth(rng: random.Random) -> str:
    pre = rng.choice(list(_NPM_STEMS))
    return f"{pre}{rng.choice(_NPM_STEMS[pre])}@{int(rng.expovariate(0.3))}.{rng.randint(0, 30)}.{rng.randint(0, 12)}"


def _npm_url(spec: str, tarball: bool) -> str:
    name, ver = spec.rsplit("@", 1)
    if not tarball:
        return "https://registry.npmjs.org/" + name.replace("/", "%2f")
    base = name.split("/")[-1]
    return f"https://registry.npmjs.org/{name}/-/{base}-{ver}.tgz"


def make_npm(rng: random.Random) -> list[dict[str, str]]:
    log = Log(NPM_SPECS)
    app = rng.choice(["web-frontend", "dashboard", "storefront", "admin-ui", "docs-site", "api-gateway"])
    app_ver = f"{rng.randint(0, 3)}.{rng.randint(0, 30)}.{rng.randint(0, 9)}"
    home = rng.choice(["/root", "/home/runner", "/home/node"])
    cwd = rng.choice([f"/home/runner/work/{app}/{app}", "/app", f"/builds/web/{app}", "/usr/src/app"])
    npm_v = rng.choice(["9.8.1", "10.2.4", "10.2.3", "9.6.7"])
    node_v = rng.choice(["v18.19.0", "v20.11.0", "v20.10.0", "v21.6.1"])
    clock = start_time(rng)
    pkgs = NPM_PKGS[:] + uniq_pool(rng, 260, lambda: _npm_synth(rng))
    # per-pipeline traits: which tool mix, verbosity and which failure mode shows up
    use_yarn = rng.random() < 0.3
    verbose = rng.random() < 0.5
    fail_kind = rng.choice(["net", "e404"] if use_yarn else ["eresolve", "e404", "net", "script"])
    fail_at = rng.randint(1, 3)
    ebadengine = not use_yarn and fail_kind != "eresolve" and rng.random() < 0.5

    def logfile() -> str:
        return f"{home}/.npm/_logs/{clock:%Y-%m-%dT%H_%M_%S}_{rng.randint(0, 999):03d}Z-debug-0.log"

    def http_burst(n: int, warm: bool, dep_left: list, cmd: str) -> None:
        # each package once per run: packument (npm install only), then tarball
        chosen = pkgs[:3] + rng.sample(pkgs[3:], min(len(pkgs) - 3, n))
        urls = [_npm_url(sp, True) for sp in chosen]
        if cmd == "install":
            urls = [_npm_url(sp, False) for sp in chosen] + urls
        for url in urls:
            ms = f"{max(1, int(rng.lognormvariate(3.5 if warm else 4.6, 0.9)))}ms"
            if warm:
                key = wpick(rng, [(70, "http_hit"), (20, "http_reval"), (3, "http_updated"), (4, "http_miss"), (3, "http_plain")])
            else:
                key = wpick(rng, [(10, "http_hit"), (15, "http_reval"), (60, "http_miss"), (5, "http_updated"), (10, "http_plain")])
            status = "304" if key == "http_reval" and rng.random() < 0.3 else "200"
            log(key, status=status, url=url, ms=ms)
            if dep_left and rng.random() < 0.04:
                pkg, msg = dep_left.pop(0)
                log("deprecated", pkg=pkg, msg=msg)

    def script(event: str, pkg: str, cmd: str) -> None:
        log("script_hdr_" + event, pkg=pkg)
        log("script_cmd", cmd=cmd)

    def npm_run(nth: int) -> None:
        nonlocal clock
        cmd = rng.choice(["ci", "ci", "install"])
        if verbose:
            log("verb_cli", node="/usr/local/bin/node", npm="/usr/local/bin/npm")
            log("info_using_npm", v=npm_v)
            log("info_using_node", v=node_v)
            log("verb_argv", argv=f"\"{cmd}\" \"--loglevel\" \"verbose\"")
        if rng.random() < 0.15:
            log("w_config")
        fail = fail_kind if (nth == fail_at or rng.random() < 0.1) else None
        if fail == "eresolve":
            dep = rng.choice([("react", "18.2.0", "^18.2.0", "^16.8.0 || ^17.0.0", "react-beautiful-dnd@13.1.1"),
                              ("eslint", "8.56.0", "^8.56.0", "^7.5.0", "eslint-config-airbnb@18.2.1"),
                              ("typescript", "5.3.3", "^5.3.3", ">=3.3.1 <5.2.0", "@typescript-eslint/typescript-estree@5.62.0")])
            name, have, rng_have, rng_need, who = dep
            log("err_code", code="ERESOLVE")
            for _k in ("err_eresolve", "err_blank"):
                log(_k)
            log("err_while", pkg=f"{app}@{app_ver}")
            log("err_found", pkg=f"{name}@{have}")
            log("err_nm", name=name)
            log("err_dev_root", name=name, range=rng_have)
            log("err_blank")
            log("err_could_not")
            log("err_peer", name=name, range=rng_need, pkg=who)
            log("err_nm", name=who.rsplit("@", 1)[0])
            log("err_dev_root", name=who.rsplit("@", 1)[0], range="^" + who.rsplit("@", 1)[1])
            for _k in ("err_blank", "err_fix1", "err_fix2", "err_fix3", "err_blank", "err_report"):
                log(_k)
            log("err_path_only", path=f"{home}/.npm/_logs/{clock:%Y-%m-%dT%H_%M_%S}_{rng.randint(0, 999):03d}Z-eresolve-report.txt")
            log("err_blank")
            log("err_complete", path=logfile())
            if verbose:
                log("verb_exit", code=1)
            clock += _dt.timedelta(seconds=rng.uniform(3, 10))
            return
        dep_left = rng.sample(NPM_DEPRECATED, rng.randint(2, 8))
        warm = nth > 0 and rng.random() < 0.7
        http_burst(rng.randint(40, 200), warm, dep_left, cmd)
        if fail == "e404":
            spec = f"@{app.split('-')[0]}/internal-{rng.choice(['utils', 'ui', 'config'])}"
            url = "https://registry.npmjs.org/" + spec.replace("/", "%2f")
            log("err_code", code="E404")
            log("err_404", status=404, url=url)
            log("err_404_blank", status=404)
            log("err_404_notin", status=404, spec=f"{spec}@^{rng.randint(1, 4)}.{rng.randint(0, 9)}.0")
            log("err_404_blank", status=404)
            log("err_404_note", status=404)
            log("err_404_note2", status=404)
            log("err_blank")
            log("err_complete", path=logfile())
            return
        if fail == "net":
            url = _npm_url(zipf(rng, pkgs), True)
            code = rng.choice(["ECONNRESET", "ETIMEDOUT", "ECONNRESET"])
            log("err_code", code=code)
            log("err_errno", errno=code)
            log("err_network", url=url, reason="read ECONNRESET" if code == "ECONNRESET" else f"connect ETIMEDOUT {rng.choice(['104.16.2.35', '104.16.24.35', '104.16.30.34'])}:443")
            for _k in ("err_network2", "err_network3", "err_blank"):
                log(_k)
            log("err_complete", path=logfile())
            return
        for _ in range(rng.randint(0, 2)):
            if dep_left:
                pkg, msg = dep_left.pop(0)
                log("deprecated", pkg=pkg, msg=msg)
        if ebadengine and rng.random() < 0.4:
            log("ebe_0")
            log("ebe_1", pkg=f"{rng.choice(['eslint-plugin-vitest', 'undici', 'lru-cache', 'glob'])}@{rng.randint(1, 11)}.{rng.randint(0, 9)}.{rng.randint(0, 9)}")
            log("ebe_2", req=rng.choice([">=20", "^18.18.0 || >=20.0.0", "14 || >=16.14"]))
            log("ebe_3", node=node_v, npm=npm_v)
            log("ebe_4")
        if rng.random() < 0.5:
            script("postinstall", rng.choice(["esbuild@0.19.11", "core-js@3.35.1", "sharp@0.33.2"]), rng.choice(["node install.js", "node -e \"try{require('./postinstall')}catch(e){}\"", "node install/check"]))
        if rng.random() < 0.5:
            script("prepare", f"{app}@{app_ver}", "husky install")
        if verbose:
            for st in NPM_STAGES:
                if rng.random() < 0.35 or st in ("reify", "npm"):
                    log("timing", stage=st, ms=f"{int(rng.lognormvariate(5, 1.5)) + 1}ms")
        n = rng.randint(300, 1800)
        secs = f"{max(1, int(rng.lognormvariate(2.8, 0.6)))}s"
        if cmd == "install" and warm and rng.random() < 0.5:
            log("up_to_date", m=n + 1, t=secs)
        elif rng.random() < 0.85:
            log("http_post", status=200, url="https://registry.npmjs.org/-/npm/v1/security/advisories/bulk", ms=f"{rng.randint(150, 2500)}ms")
            log("added_audited", n=n, m=n + 1, t=secs)
        else:
            log("added", n=n, t=secs)
        log("funding", n=rng.randint(80, 260))
        log("funding_run")
        vk = wpick(rng, [(5, 0), (3, 1), (2, 2)])
        if vk == 0:
            log("found0", n=0)
        else:
            if vk == 1:
                a, b = rng.randint(1, 6), rng.randint(1, 4)
                log("vulns", n=a + b, a=a, b=b)
            else:
                a, b = rng.randint(1, 12), rng.randint(1, 9)
                log("vulns", n=a + b, a=a, b=b)
            if rng.random() < 0.5:
                log("address")
                log("address_fix")
            else:
                log("address_force")
                log("address_force2")
            log("audit_details")
        if verbose:
            log("verb_exit", code=0)
            log("info_ok")
        if rng.random() < 0.25:
            a = npm_v
            b = f"{a.split('.')[0]}.{int(a.split('.')[1]) + rng.randint(1, 3)}.{rng.randint(0, 2)}"
            log("notice_blank")
            log("notice_new", a=a, b=b)
            log("notice_changelog", url=f"https://github.com/npm/cli/releases/tag/v{b}")
            log("notice_run", v=b)
            log("notice_blank")
        if fail == "script" or rng.random() < 0.4:
            build_cmd = rng.choice(["tsc -p tsconfig.build.json", "tsc --noEmit && vite build"])
            script("build", f"{app}@{app_ver}", build_cmd)
            if fail == "script":
                for _ in range(rng.randint(1, 4)):
                    f = f"src/{rng.choice(['components', 'pages', 'lib', 'hooks'])}/{zipf(rng, NOUNS).capitalize()}{rng.choice(['Form', 'List', 'Card', 'Api'])}.tsx"
                    code, msg = rng.choice([("TS2322", "Type 'string' is not assignable to type 'number'."),
                                            ("TS2339", f"Property '{zipf(rng, NOUNS)}Id' does not exist on type 'Props'."),
                                            ("TS7006", "Parameter 'e' implicitly has an 'any' type."),
                                            ("TS2307", "Cannot find module '@/lib/api' or its corresponding type declarations.")])
                    log("ts_error", loc=f"{f}({rng.randint(3, 240)},{rng.randint(1, 50)})", code=code, msg=msg)
                log("err_code", code=2)
                log("err_path", path=cwd)
                log("err_cmd_failed")
                log("err_cmd", cmd=build_cmd)
                log("err_blank")
                log("err_complete", path=logfile())
        clock += _dt.timedelta(seconds=rng.uniform(20, 300))

    def yarn_run() -> None:
        nonlocal clock
        yv = "1.22.19" if rng.random() < 0.7 else "1.22.21"
        log("y_install", v=yv)
        log("y_step_resolve", step="[1/4]")
        if rng.random() < 0.7:
            for _ in range(rng.randint(1, 5)):
                pkg, msg = rng.choice(NPM_DEPRECATED)
                chain = " > ".join(rng.sample(["react-scripts", "jest", "workbox-webpack-plugin", "workbox-build", "@surma/rollup-plugin-off-main-thread", "magic-string", "jsdom", "eslint"], rng.randint(1, 4)) + [pkg])
                log("y_w_depr", chain=chain, msg=msg)
        log("y_step_fetch", step="[2/4]")
        if rng.random() < 0.5:
            log("y_i_platform", pkg="fsevents@2.3.3", plat="linux")
            log("y_i_optional", pkg="fsevents@2.3.3")
        log("y_step_link", step="[3/4]")
        for _ in range(rng.randint(0, 3)):
            log("y_w_peer", pkg=rng.choice(["@testing-library/user-event@14.5.2", "react-query@3.39.3", "styled-components@6.1.8"]), dep=rng.choice(["@testing-library/dom@>=7.21.4", "react-is@>= 16.8.0"]))
        log("y_step_build", step="[4/4]")
        if rng.random() < 0.5:
            log("y_success")
        log("y_done", t=f"{rng.uniform(8, 120):.2f}s")
        clock += _dt.timedelta(seconds=rng.uniform(20, 300))

    nth = 0
    while not log.full:
        if use_yarn and rng.random() < 0.3:
            yarn_run()
        else:
            npm_run(nth)
        nth += 1
    return log.done()


# ----------------------------------------------------------------------------------
# 4. pytest_output
# ----------------------------------------------------------------------------------
def _sep(ch: str, title: str, width: int = 80) -> tuple[str, str]:
    """pytest TerminalWriter.sep(): returns (left run, right run) around ' title '."""
    n = max((width - len(title) - 2) // (2 * len(ch)), 1)
    left = ch * n
    right = ch * n
    if len(left) + len(title) + len(right) + 2 + len(ch.rstrip()) <= width:
        right += ch.rstrip()
    return left, right


def _sep_line(ch: str, title: str) -> str:
    lft, rgt = _sep(ch, title)
    return f"{lft} {title} {rgt}"


PYTEST_SPECS = {
    "session": ("-", _sep_line("=", "test session starts")),
    "platform": ("-", "platform linux -- Python {py}, {pytest}, {pluggy} -- {exe}"),
    "cachedir": ("-", "cachedir: {d}"),
    "rootdir": ("-", "rootdir: {d}"),
    "configfile": ("-", "configfile: {f}"),
    "plugins": ("-", "plugins: {p}"),
    "asyncio": ("-", "asyncio: mode=Mode.STRICT"),
    "collected": ("-", "collecting ... collected {n} items"),
    "passed": ("-", "{test} PASSED {pct}"),
    "failed": ("ERROR", "{test} FAILED {pct}"),
    "skipped": ("-", "{test} SKIPPED ({reason}) {pct}"),
    "xfail": ("-", "{test} XFAIL ({reason}) {pct}"),
    "xpass": ("-", "{test} XPASS {pct}"),
    "error": ("ERROR", "{test} ERROR {pct}"),
    "errors_hdr": ("-", _sep_line("=", "ERRORS")),
    "failures_hdr": ("-", _sep_line("=", "FAILURES")),
    "fail_title": ("-", "{l} {name} {r}"),
    "err_title": ("-", "{l} ERROR at setup of {name} {r}"),
    "code4": ("-", "    {stmt}"),
    "code8": ("-", "        {stmt}"),
    "code_err": ("-", ">       {stmt}"),
    "E_assert_eq": ("ERROR", "E       assert {a} == {b}"),
    "E_where": ("ERROR", "E        +  where {a} = {b}"),
    "E_assert_msg": ("ERROR", "E       AssertionError: expected {n} items, got {m}"),
    "E_assert_in": ("ERROR", "E       assert '{a}' in {b}"),
    "E_keyerror": ("ERROR", "E       KeyError: '{k}'"),
    "E_timeout": ("ERROR", "E       httpx.ReadTimeout: timed out"),
    "E_conn": ("ERROR", "E       ConnectionRefusedError: [Errno {n}] Connection refused"),
    "E_op": ("ERROR", "E       sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"{host}\" ({ip}), port {port} failed: Connection refused"),
    "loc_assert": ("-", "{loc}: AssertionError"),
    "loc_key": ("-", "{loc}: KeyError"),
    "loc_timeout": ("-", "{loc}: ReadTimeout"),
    "loc_conn": ("-", "{loc}: ConnectionRefusedError"),
    "loc_op": ("-", "{loc}: OperationalError"),
    "cap_log_call": ("-", _sep_line("-", "Captured log call")),
    "cap_log_setup": ("-", _sep_line("-", "Captured log setup")),
    "cap_stdout": ("-", _sep_line("-", "Captured stdout call")),
    "log_debug": ("DEBUG", "DEBUG    {logger} Executing query took {t}"),
    "log_info": ("INFO", "INFO     {logger} Created {noun} id={id}"),
    "log_warn": ("WARN", "WARNING  {logger} Retrying request to {url} (attempt {n}/{m})"),
    "log_err": ("ERROR", "ERROR    {logger} Unhandled exception in request handler"),
    "log_crit": ("FATAL", "CRITICAL {logger} Database connection pool exhausted"),
    "stdout_cfg": ("-", "Using settings module {mod}"),
    "warn_hdr": ("-", _sep_line("=", "warnings summary")),
    "warn_file": ("-", "{file}: {n} warnings"),
    "w_depr": ("WARN", "  {loc}: DeprecationWarning: {msg}"),
    "w_pyd": ("WARN", "  {loc}: PydanticDeprecatedSince20: {msg}"),
    "w_user": ("WARN", "  {loc}: UserWarning: {msg}"),
    "docs": ("-", "-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html"),
    "short_hdr": ("-", _sep_line("=", "short test summary info")),
    "s_assert_eq": ("ERROR", "FAILED {test} - assert {a} == {b}"),
    "s_assert_msg": ("ERROR", "FAILED {test} - AssertionError: expected {n} items, got {m}"),
    "s_assert_in": ("ERROR", "FAILED {test} - assert '{a}' in {b}"),
    "s_key": ("ERROR", "FAILED {test} - KeyError: '{k}'"),
    "s_timeout": ("ERROR", "FAILED {test} - httpx.ReadTimeout: timed out"),
    "s_conn": ("ERROR", "ERROR {test} - ConnectionRefusedError: [Errno {n}] Connection refused"),
    "s_op": ("ERROR", "ERROR {test} - sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"{host}\" ({ip}), port {port} failed: Connection refused"),
}
PY_MODS = ["api", "models", "users", "auth", "orders", "billing", "utils", "db", "cli",
           "config", "search", "cache", "tasks", "webhooks", "serializers", "permissions",
           "reports", "storage", "email", "metrics", "pagination", "schemas", "routes"]
PY_PARAMS = [["postgres", "sqlite"], ["admin", "viewer", "anonymous"], ["json", "xml"],
             ["utf-8", "latin-1"], ["GET", "POST", "PUT", "DELETE"], ["small", "large"],
             ["case0", "case1", "case2", "case3", "case4"], ["True", "False"], ["1", "10", "100"],
             ["asyncio", "trio"]]
PY_SKIP = ["needs redis", "requires docker", "flaky on CI", "windows only",
           "Skipped: S3 credentials not configured", "slow"]
PY_WARN = [
    ("w_pyd", ".venv/lib/python3.11/site-packages/pydantic/_internal/_config.py:272",
     "Support for class-based `config` is deprecated, use ConfigDict instead. Deprecated in Pydantic V2.0 to be removed in V3.0. See Pydantic V2 Migration Guide at https://errors.pydantic.dev/2.5/migration/",
     "warnings.warn(DEPRECATION_MESSAGE, DeprecationWarning)"),
    ("w_depr", ".venv/lib/python3.11/site-packages/httpx/_client.py:680",
     "The 'app' shortcut is now deprecated. Use the explicit style 'transport=WSGITransport(app=...)' instead.",
     "warnings.warn(message, DeprecationWarning)"),
    ("w_depr", "app/models.py:41",
     "datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
     "created_at = datetime.utcnow()"),
    ("w_user", ".venv/lib/python3.11/site-packages/pydantic/_internal/_fields.py:149",
     "Field \"model_name\" has conflict with protected namespace \"model_\".",
     "warnings.warn("),
    ("w_depr", ".venv/lib/python3.11/site-packages/pytest_asyncio/plugin.py:761",
     "The event_loop fixture provided by pytest-asyncio has been redefined in",
     "warnings.warn("),
]


def make_pytest(rng: random.Random) -> list[dict[str, str]]:
    log = Log(PYTEST_SPECS)
    repo = rng.choice(["orders-svc", "billing-api", "userhub", "reporting", "webhooks"])
    root = rng.choice([f"/home/runner/work/{repo}/{repo}", f"/builds/backend/{repo}", "/app"])
    pkg = rng.choice(["app", "service", repo.split("-")[0]])
    # candidate node ids in collection order
    files = sorted(uniq_pool(rng, rng.randint(16, 30), lambda: f"tests/{rng.choice(['', 'unit/', 'integration/', 'api/'])}test_{zipf(rng, PY_MODS)}.py"))
    per_file: dict[str, list[str]] = {f: [] for f in files}
    while sum(len(v) for v in per_file.values()) < 2600:
        for f in files:
            cls = f"Test{zipf(rng, PY_MODS).capitalize()}" if rng.random() < 0.3 else None
            for _ in range(max(1, int(rng.expovariate(1 / 10)))):
                fn = f"test_{rng.choice(VERBS)}_{zipf(rng, NOUNS)}{rng.choice(['', '', '_invalid', '_unauthorized', '_not_found', '_paginated'])}"
                base = f"{f}::{cls}::{fn}" if cls else f"{f}::{fn}"
                pvs = rng.choice(PY_PARAMS) if rng.random() < 0.3 else [None]
                for pv in pvs:
                    nid = f"{base}[{pv}]" if pv else base
                    if nid not in per_file[f]:
                        per_file[f].append(nid)
    cands = [nid for f in files for nid in per_file[f]]
    nfail = wpick(rng, [(3, 1), (3, 2), (2, 3), (1, 5)])
    nerr = wpick(rng, [(6, 0), (2, 1), (1, 2)])
    bad = rng.sample(range(40, 1700), nfail + nerr)
    fail_ids = {cands[i]: None for i in sorted(bad[:nfail])}
    err_ids = {cands[i]: None for i in sorted(bad[nfail:])}
    body: list[tuple[str, dict]] = []

    def name_of(nodeid: str) -> str:
        parts = nodeid.split("::")
        return ".".join(parts[1:])

    def logger_tok() -> str:
        mod = zipf(rng, PY_MODS)
        return f"{pkg}.{mod}:{mod}.py:{rng.randint(20, 400)}"

    # ERRORS section
    if err_ids:
        body.append(("errors_hdr", {}))
        for nid in err_ids:
            l, r = _sep("_", f"ERROR at setup of {name_of(nid)}")
            body.append(("err_title", {"l": l, "name": name_of(nid), "r": r}))
            body.append(("code4", {"stmt": "@pytest.fixture"}))
            body.append(("code4", {"stmt": rng.choice(["def db(engine):", "def client(app, db):", "async def conn(dsn):"])}))
            kind = rng.choice(["conn", "op"])
            body.append(("code_err", {"stmt": rng.choice(["conn = engine.connect()", "return await asyncpg.connect(dsn)"])}))
            if kind == "conn":
                n = 111
                body.append(("E_conn", {"n": n}))
                body.append(("loc_conn", {"loc": "/usr/local/lib/python3.11/asyncio/selector_events.py:634"}))
                err_ids[nid] = ("s_conn", {"n": n})
            else:
                kv = {"host": rng.choice(["localhost", "postgres", "db"]), "ip": "127.0.0.1", "port": 5432}
                body.append(("E_op", kv))
                body.append(("loc_op", {"loc": ".venv/lib/python3.11/site-packages/psycopg2/__init__.py:122"}))
                err_ids[nid] = ("s_op", kv)
            if rng.random() < 0.5:
                body.append(("cap_log_setup", {}))
                body.append(("log_warn", {"logger": logger_tok(), "url": "postgresql://localhost:5432/test", "n": 3, "m": 3}))
    if fail_ids:
        body.append(("failures_hdr", {}))
        for nid in fail_ids:
            nm = name_of(nid)
            l, r = _sep("_", nm)
            body.append(("fail_title", {"l": l, "name": nm, "r": r}))
            fn = nm.split(".")[-1].split("[")[0]
            body.append(("code4", {"stmt": f"def {fn}({rng.choice(['client', 'client, db', 'api_client, user_factory', 'session'])}):"}))
            for _ in range(rng.randint(0, 3)):
                body.append(("code8", {"stmt": rng.choice(["resp = client.get(f\"/api/{resource}/{obj.id}\")", "payload = build_payload(user)", "db.commit()", "items = resp.json()[\"items\"]", "obj = factory.create()"])}))
            kind = wpick(rng, [(5, "eq"), (2, "msg"), (2, "in"), (2, "key"), (1, "timeout")])
            path = nid.split("::")[0]
            loc = f"{path}:{rng.randint(15, 400)}"
            if kind == "eq":
                a, b = rng.choice([("500", "201"), ("404", "200"), ("403", "200"), ("2", "3"), ("None", "'active'")])
                body.append(("code_err", {"stmt": rng.choice(["assert resp.status_code == 201", "assert resp.status_code == 200", "assert len(items) == 3", "assert obj.status == \"active\""])}))
                body.append(("E_assert_eq", {"a": a, "b": b}))
                if a.isdigit() and len(a) == 3:
                    body.append(("E_where", {"a": a, "b": f"<Response [{a} {'Internal Server Error' if a == '500' else 'Not Found' if a == '404' else 'Forbidden'}]>.status_code"}))
                body.append(("loc_assert", {"loc": loc}))
                fail_ids[nid] = ("s_assert_eq", {"a": a, "b": b})
            elif kind == "msg":
                n, m = rng.randint(2, 20), rng.randint(0, 19)
                body.append(("code_err", {"stmt": "assert len(items) == expected, f\"expected {expected} items, got {len(items)}\""}))
                body.append(("E_assert_msg", {"n": n, "m": m}))
                body.append(("loc_assert", {"loc": loc}))
                fail_ids[nid] = ("s_assert_msg", {"n": n, "m": m})
            elif kind == "in":
                a = rng.choice(["created_at", "email", "X-Request-Id", "next"])
                b = rng.choice(["{'id': 17, 'name': 'x'}", "dict_keys(['id', 'status'])", "['items', 'count']"])
                body.append(("code_err", {"stmt": f"assert \"{a}\" in body"}))
                body.append(("E_assert_in", {"a": a, "b": b}))
                body.append(("loc_assert", {"loc": loc}))
                fail_ids[nid] = ("s_assert_in", {"a": a, "b": b})
            elif kind == "key":
                k = rng.choice(["user_id", "items", "token", "data"])
                body.append(("code_err", {"stmt": f"token = resp.json()[\"{k}\"]"}))
                body.append(("E_keyerror", {"k": k}))
                body.append(("loc_key", {"loc": loc}))
                fail_ids[nid] = ("s_key", {"k": k})
            else:
                body.append(("code_err", {"stmt": "raise mapped_exc(message) from exc"}))
                body.append(("E_timeout", {}))
                body.append(("loc_timeout", {"loc": ".venv/lib/python3.11/site-packages/httpx/_transports/default.py:83"}))
                fail_ids[nid] = ("s_timeout", {})
            if rng.random() < 0.3:
                body.append(("cap_stdout", {}))
                body.append(("stdout_cfg", {"mod": f"{pkg}.settings.test"}))
            if rng.random() < 0.6:
                body.append(("cap_log_call", {}))
                for _ in range(rng.randint(1, 4)):
                    k = wpick(rng, [(4, "log_info"), (3, "log_warn"), (2, "log_debug"), (2, "log_err"), (0.3, "log_crit")])
                    if k == "log_info":
                        body.append((k, {"logger": logger_tok(), "noun": zipf(rng, NOUNS), "id": rng.randint(1, 5000)}))
                    elif k == "log_warn":
                        body.append((k, {"logger": logger_tok(), "url": f"http://{rng.choice(['payments', 'auth', 'search'])}.internal:8080/v1/{zipf(rng, NOUNS)}s", "n": rng.randint(1, 3), "m": 3}))
                    elif k == "log_debug":
                        body.append((k, {"logger": logger_tok(), "t": f"{rng.randint(1, 900)}ms"}))
                    else:
                        body.append((k, {"logger": logger_tok()}))
    nwarn = 0
    winfo = rng.sample(PY_WARN, rng.randint(1, 4))
    body.append(("warn_hdr", {}))
    for key, loc, msg, code in winfo:
        n = rng.randint(2, 60)
        nwarn += n
        body.append(("warn_file", {"file": rng.choice(files), "n": n}))
        body.append((key, {"loc": (root + "/" + loc) if not loc.startswith("/") else loc, "msg": msg}))
        body.append(("code4", {"stmt": code}))
    body.append(("docs", {}))
    if fail_ids or err_ids:
        body.append(("short_hdr", {}))
        for nid, (k, kv) in fail_ids.items():
            body.append((k, dict(kv, test=nid)))
        for nid, (k, kv) in err_ids.items():
            body.append((k, dict(kv, test=nid)))
    header = 8
    ntests = N_ROWS - header - len(body) - 1
    tests = cands[:ntests]
    # header
    log("session")
    pyv = rng.choice(["3.11.7", "3.11.8", "3.12.1", "3.10.13"])
    log("platform", py=pyv, pytest=rng.choice(["pytest-8.0.0", "pytest-7.4.4", "pytest-8.0.2"]),
        pluggy=rng.choice(["pluggy-1.4.0", "pluggy-1.3.0"]), exe=rng.choice(["/usr/local/bin/python", f"{root}/.venv/bin/python"]))
    log("cachedir", d=".pytest_cache")
    log("rootdir", d=root)
    log("configfile", f=rng.choice(["pyproject.toml", "pytest.ini", "setup.cfg"]))
    log("plugins", p=", ".join(rng.sample(["anyio-4.2.0", "cov-4.1.0", "xdist-3.5.0", "asyncio-0.23.4", "mock-3.12.0", "django-4.7.0", "timeout-2.2.0"], rng.randint(2, 5))))
    log("asyncio")
    log("collected", n=ntests)
    counts = {"passed": 0, "skipped": 0, "xfailed": 0, "xpassed": 0}
    for i, nid in enumerate(tests, 1):
        pct = f"[{i * 100 // ntests:3d}%]"
        if nid in fail_ids:
            st, extra = "FAILED", None
        elif nid in err_ids:
            st, extra = "ERROR", None
        else:
            r = rng.random()
            if r < 0.025:
                st, extra = "SKIPPED", rng.choice(PY_SKIP)
            elif r < 0.03:
                st, extra = "XFAIL", rng.choice(["known bug #412", "flaky upstream", "not implemented"])
            elif r < 0.0315:
                st, extra = "XPASS", None
            else:
                st, extra = "PASSED", None
        prefix = f"{nid} {st}" + (f" ({extra})" if extra else "")
        pad = max(1, 80 - len(prefix) - len(pct))
        kv = {"test": nid, "pct": " " * (pad - 1) + pct}
        if extra:
            kv["reason"] = extra
        key = {"PASSED": "passed", "FAILED": "failed", "SKIPPED": "skipped", "XFAIL": "xfail", "XPASS": "xpass", "ERROR": "error"}[st]
        if key in ("passed", "skipped"):
            counts[key] += 1
        elif key in ("xfail", "xpass"):
            counts[key + "ed"] += 1
        log(key, **kv)
    for key, kv in body:
        log(key, **kv)
    # final summary line (dynamic shape; every shape is its own template)
    parts, kv = [], {}
    for word, n in (("failed", len(fail_ids)), ("passed", counts["passed"]), ("skipped", counts["skipped"]),
                    ("xfailed", counts["xfailed"]), ("xpassed", counts["xpassed"]),
                    ("warnings", nwarn), ("errors" if len(err_ids) > 1 else "error", len(err_ids))):
        if n:
            parts.append(f"{{n_{word}}} {word}")
            kv[f"n_{word}"] = n
    secs = rng.lognormvariate(3.6, 0.6)
    kv["t"] = f"{secs:.2f}s"
    txt_fmt = ", ".join(parts) + " in {t}"
    if secs >= 60:
        txt_fmt += " ({hms})"
        s = int(secs)
        kv["hms"] = f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}"
    title = fill(txt_fmt, kv)
    l, r = _sep("=", title)
    kv["l"], kv["r"] = l, r
    fmt = "{l} " + txt_fmt + " {r}"
    if fmt not in log.specs:
        log._add(fmt, "-", fmt)
    log(fmt, **kv)
    return log.done()


# ----------------------------------------------------------------------------------
# 5. geth_node
# ----------------------------------------------------------------------------------
# key -> (level, message, ctx keys); a ctx key given as (key, literal) is a constant
# value (geth's empty ``prefix= cors=`` on the HTTP line).
GETH_MSGS = {
    "start": ("INFO", "Starting Geth on Ethereum mainnet...", []),
    "bump": ("INFO", "Bumping default cache on mainnet", ["provided", "updated"]),
    "maxpeers": ("INFO", "Maximum peer count", ["ETH", "total"]),
    "smartcard": ("INFO", "Smartcard socket not found, disabling", ["err"]),
    "gascap": ("INFO", "Set global gas cap", ["cap"]),
    "trie_mem": ("INFO", "Allocated trie memory caches", ["clean", "dirty"]),
    "db_alloc": ("INFO", "Allocated cache and file handles", ["database", "cache", "handles"]),
    "ancient": ("INFO", "Opened ancient database", ["database", "readonly"]),
    "init_proto": ("INFO", "Initialising Ethereum protocol", ["network", "dbversion"]),
    "loaded_header": ("INFO", "Loaded most recent local header", ["number", "hash", "td", "age"]),
    "loaded_block": ("INFO", "Loaded most recent local block", ["number", "hash", "td", "age"]),
    "loaded_snap": ("INFO", "Loaded most recent local snap block", ["number", "hash", "td", "age"]),
    "txindexer": ("INFO", "Initialized transaction indexer", ["range"]),
    "p2p_start": ("INFO", "Starting peer-to-peer node", ["instance"]),
    "node_record": ("INFO", "New local node record", ["seq", "id", "ip", "udp", "tcp"]),
    "p2p_started": ("INFO", "Started P2P networking", ["self"]),
    "ipc": ("INFO", "IPC endpoint opened", ["url"]),
    "jwt": ("INFO", "Loaded JWT secret file", ["path", "crc32"]),
    "http": ("INFO", "HTTP server started", ["endpoint", "auth", ("prefix", ""), ("cors", ""), "vhosts"]),
    "ws": ("INFO", "WebSocket enabled", ["url"]),
    "no_beacon": ("WARN", "Post-merge network, but no beacon client seen. Please launch one to follow the chain!", []),
    "beacon_headers": ("INFO", "Syncing beacon headers", ["downloaded", "left", "eta"]),
    "fc_sync": ("INFO", "Forkchoice requested sync to new head", ["number", "hash"]),
    "state_dl": ("INFO", "Syncing: state download in progress", ["synced", "state", "accounts", "slots", "codes", "eta"]),
    "chain_dl": ("INFO", "Syncing: chain download in progress", ["synced", "chain", "headers", "bodies", "receipts", "eta"]),
    "heal": ("INFO", "Syncing: state healing in progress", ["accounts", "slots", "codes", "nodes", "pending"]),
    "snap_done": ("INFO", "Snap sync complete, auto disabling", []),
    "looking": ("INFO", "Looking for peers", ["peercount", "tried", "static"]),
    "imported": ("INFO", "Imported new potential chain segment", ["number", "hash", "blocks", "txs", "mgas", "elapsed", "mgasps", "triedirty"]),
    "imported_age": ("INFO", "Imported new potential chain segment", ["number", "hash", "blocks", "txs", "mgas", "elapsed", "mgasps", "age", "triedirty"]),
    "head": ("INFO", "Chain head was updated", ["number", "hash", "root", "elapsed"]),
    "head_age": ("INFO", "Chain head was updated", ["number", "hash", "root", "elapsed", "age"]),
    "unindexed": ("INFO", "Unindexed transactions", ["blocks", "txs", "tail", "elapsed"]),
    "indexed": ("INFO", "Indexed transactions", ["blocks", "txs", "tail", "elapsed"]),
    "persisted": ("INFO", "Persisted trie from memory database", ["nodes", "size", "time", "gcnodes", "gcsize", "gctime", "livenodes", "livesize"]),
    "upd_payload": ("INFO", "Updated payload", ["id", "number", "hash", "txs", "withdrawals", "gas", "fees", "root", "elapsed"]),
    "stop_payload": ("INFO", "Stopping work on payload", ["id", "reason", "elapsed"]),
    "froze": ("INFO", "Deep froze chain segment", ["blocks", "elapsed", "number", "hash"]),
    "add_peer": ("DEBUG", "Adding p2p peer", ["peercount", "id", "conn", "addr", "name"]),
    "rm_peer": ("DEBUG", "Removing p2p peer", ["peercount", "id", "duration", "req", "err"]),
    "known_payload": ("WARN", "Ignoring already known beacon payload", ["number", "hash", "age"]),
    "beacon_quiet": ("WARN", "Beacon client online, but no consensus updates received in a while. Please fix your beacon client to follow the chain!", []),
    "snap_ext": ("WARN", "Snapshot extension registration failed", ["peer", "err"]),
    "sync_fail": ("WARN", "Synchronisation failed, dropping peer", ["peer", "err"]),
    "unexp_heal": ("WARN", "Unexpected trienode heal packet", ["peer", "reqid"]),
    "compacting": ("WARN", "Database compacting, degraded performance", ["database"]),
    "journal_fail": ("ERROR", "Failed to journal state snapshot", ["err"]),
    "freeze_err": ("ERROR", "Error in block freeze operation", ["err"]),
    "crit_body": ("FATAL", "Failed to store block body", ["err"]),
}
_GETH_LVL = {"INFO": "INFO ", "WARN": "WARN ", "ERROR": "ERROR", "DEBUG": "DEBUG", "FATAL": "CRIT "}


def _geth_fmt(lvl: str, msg: str, keys) -> str:
    head = _GETH_LVL[lvl] + "[{ts}] "
    if not keys:
        return head + msg
    ctx = []
    for k in keys:
        if isinstance(k, tuple):
            ctx.append(f"{k[0]}={k[1]}")
        else:
            ctx.append(f"{k}={{{k}}}")
    return head + msg.ljust(40) + " " + " ".join(ctx)


GETH_SPECS = {k: (lvl, _geth_fmt(lvl, msg, keys)) for k, (lvl, msg, keys) in GETH_MSGS.items()}
GETH_SPECS["fatal_exit"] = ("FATAL", "Fatal: Error starting protocol stack: listen tcp {addr}: bind: address already in use")


def go_duration(secs: float) -> str:
    """common.PrettyDuration: time.Duration.String() rounded to 3 decimals."""
    def trim(x: float) -> str:
        s = f"{x:.3f}".rstrip("0").rstrip(".")
        return s
    if secs < 1e-6:
        return f"{int(secs * 1e9)}ns"
    if secs < 1e-3:
        return trim(secs * 1e6) + "µs"
    if secs < 1:
        return trim(secs * 1e3) + "ms"
    if secs < 60:
        return trim(secs) + "s"
    m, s = divmod(secs, 60)
    if m < 60:
        return f"{int(m)}m{trim(s)}s"
    h, m = divmod(int(m), 60)
    return f"{h}h{m}m{trim(s)}s"


def go_age(secs: float) -> str:
    """common.PrettyAge: two most significant units."""
    units = [("y", 365 * 86400), ("mo", 30 * 86400), ("w", 7 * 86400), ("d", 86400), ("h", 3600), ("m", 60), ("s", 1)]
    secs = int(secs)
    if secs < 1:
        return "0"
    out, n = "", 0
    for name, size in units:
        if secs >= size:
            out += f"{secs // size}{name}"
            secs %= size
            n += 1
            if n == 2:
                break
    return out


def storage(nbytes: float) -> str:
    for unit, size in (("TiB", 1 << 40), ("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if nbytes >= size:
            return f"{nbytes / size:.2f}{unit}"
    return f"{nbytes:.2f}B"


def gnum(n: int) -> str:
    return f"{n:,}" if n > 99999 else str(n)


def make_geth(rng: random.Random) -> list[dict[str, str]]:
    log = Log(GETH_SPECS)
    clock = start_time(rng) + _dt.timedelta(seconds=rng.random())
    pad: dict[str, int] = {}
    datadir = rng.choice(["/data/geth", "/root/.ethereum", "/home/eth/.ethereum", "/mnt/nvme/geth"])
    version = rng.choice(["1.13.14-stable-2bd6bd01", "1.13.15-stable-c5ba367e", "1.14.3-stable-ab48ba42"])
    head = rng.randint(19_000_000, 20_500_000)
    peers = rng.randint(0, 3)
    peer_ids = uniq_pool(rng, 60, lambda: hexs(rng, 16))
    validator = rng.random() < 0.5

    def ts() -> str:
        return f"{clock:%m-%d|%H:%M:%S}.{clock.microsecond // 1000:03d}"

    def g(key: str, **vals) -> None:
        """Emit a geth line; values get geth's per-key alignment padding (not the last)."""
        allk = GETH_MSGS[key][2]
        out = {}
        for i, k in enumerate(allk):
            if isinstance(k, tuple):
                continue
            v = str(vals.pop(k))
            ln, p = len(v), pad.get(k, 0)
            if p < ln <= 40:
                p = pad[k] = ln
            out[k] = v + " " * (p - ln) if i < len(allk) - 1 and p > ln else v
        assert not vals, (key, vals)
        log(key, ts=ts(), **out)

    def tick(s: float) -> None:
        nonlocal clock
        clock += _dt.timedelta(seconds=s)

    def h() -> str:
        return f"{hexs(rng, 6)}..{hexs(rng, 6)}"

    def q(s: str) -> str:
        return f"\"{s}\"" if (" " in s or "=" in s or s == "") else s

    # ---- startup
    g("start")
    tick(0.01)
    g("bump", provided=1024, updated=4096)
    g("maxpeers", ETH=50, total=50)
    g("smartcard", err=q("stat /run/pcscd/pcscd.comm: no such file or directory"))
    g("gascap", cap=gnum(50_000_000))
    g("trie_mem", clean="614.00MiB", dirty="1024.00MiB")
    tick(0.2)
    g("db_alloc", database=f"{datadir}/geth/chaindata", cache="2.00GiB", handles=gnum(524288))
    g("ancient", database=f"{datadir}/geth/chaindata/ancient/chain", readonly="false")
    g("init_proto", network=1, dbversion=8)
    tick(rng.uniform(0.5, 3))
    stale_age = rng.uniform(3600, 86400 * 3)
    for k in ("loaded_header", "loaded_block", "loaded_snap"):
        g(k, number=gnum(head), hash=h(), td=gnum(58_750_003_716_598_352_816_469), age=go_age(stale_age))
    g("txindexer", range=q("last 2350000 blocks"))
    g("p2p_start", instance=f"Geth/v{version}/linux-amd64/go1.21.{rng.randint(5, 9)}")
    tick(0.05)
    node_id = hexs(rng, 128)
    my_ip = pub_ip(rng)
    g("node_record", seq=gnum(rng.randint(1_700_000_000_000, 1_720_000_000_000)), id=hexs(rng, 16), ip=my_ip, udp=30303, tcp=30303)
    g("p2p_started", self=f"enode://{node_id}@127.0.0.1:30303")
    g("ipc", url=f"{datadir}/geth.ipc")
    g("jwt", path=f"{datadir}/jwtsecret", crc32=f"0x{hexs(rng, 8)}")
    g("http", endpoint="127.0.0.1:8545", auth="false", vhosts="localhost")
    g("http", endpoint="127.0.0.1:8551", auth="true", vhosts="localhost")
    g("ws", url="ws://127.0.0.1:8551")
    tick(rng.uniform(2, 20))
    if rng.random() < 0.5:
        g("no_beacon")
        tick(rng.uniform(30, 300))

    # ---- sync phase
    target = head + int(stale_age / 12)
    sync_rows = int(N_ROWS * rng.uniform(0.15, 0.4))
    synced = rng.uniform(0, 75)  # node may resume an interrupted snap sync
    acc = rng.randint(1_000_000, 50_000_000)
    healing = False
    bh_done, bh_left = 0, int(stale_age / 12)
    next_slot = clock
    while len(log.rows) < sync_rows:
        tick(rng.expovariate(1 / 2.5))
        if clock >= next_slot:
            target += 1
            g("fc_sync", number=gnum(target), hash=h())
            next_slot = clock + _dt.timedelta(seconds=12)
            continue
        r = rng.random()
        if r < 0.3:
            bh_done += rng.randint(500, 9000)
            bh_left = max(0, bh_left - rng.randint(500, 9000))
            g("beacon_headers", downloaded=gnum(bh_done), left=gnum(bh_left), eta=go_duration(bh_left / rng.uniform(800, 3000)))
        elif r < 0.55 and not healing:
            synced = min(99.99, synced + rng.uniform(0.05, 0.6))
            acc += rng.randint(10000, 200000)
            g("state_dl", synced=f"{synced:.2f}%", state=storage(acc * 260), accounts=f"{gnum(acc)}@{storage(acc * 70)}",
              slots=f"{gnum(acc * 4)}@{storage(acc * 300)}", codes=f"{gnum(acc // 40)}@{storage(acc * 90)}", eta=go_duration(rng.uniform(60, 20000)))
            if synced > 60 and rng.random() < 0.05:
                healing = True
        elif r < 0.75:
            g("chain_dl", synced=f"{min(100, synced + 10):.2f}%", chain=storage(rng.uniform(1e10, 6e11)),
              headers=f"{gnum(target)}@{storage(target * 530)}", bodies=f"{gnum(target - rng.randint(1000, 90000))}@{storage(target * 9000)}",
              receipts=f"{gnum(target - rng.randint(1000, 90000))}@{storage(target * 2500)}", eta=go_duration(rng.uniform(60, 20000)))
        elif r < 0.85 and healing:
            g("heal", accounts=f"{gnum(rng.randint(1000, 900000))}@{storage(rng.uniform(1e5, 1e8))}",
              slots=f"{gnum(rng.randint(1000, 3000000))}@{storage(rng.uniform(1e5, 5e8))}",
              codes=f"{gnum(rng.randint(10, 9000))}@{storage(rng.uniform(1e4, 1e7))}",
              nodes=f"{gnum(rng.randint(10000, 9000000))}@{storage(rng.uniform(1e6, 2e9))}", pending=rng.randint(1, 40000))
        elif r < 0.93:
            peers = max(0, min(50, peers + rng.choice([-1, 1, 1, 2])))
            g("looking", peercount=peers, tried=rng.randint(0, 60), static=0)
        elif r < 0.96:
            g("unexp_heal", peer=zipf(rng, peer_ids), reqid=gnum(rng.randint(1, 2**63)))
        elif r < 0.985:
            g("snap_ext", peer=zipf(rng, peer_ids), err=q("peer connected on snap without compatible eth support"))
        else:
            g("sync_fail", peer=zipf(rng, peer_ids), err=q(rng.choice(["retrieved hash chain is invalid: invalid merkle root", "timeout", "peer is unknown or unhealthy", "action from bad peer ignored"])))
    g("snap_done")
    head = target

    # ---- steady state: one slot every 12 s
    catchup = rng.randint(2, 6)
    peers = max(peers, 20)
    while not log.full:
        slot_start = clock
        head += 1
        txs = max(1, int(rng.gauss(160, 60)))
        gas = rng.uniform(8, 29.9)
        el = rng.lognormvariate(-2.2, 0.6)
        bh = h()
        if validator and rng.random() < 0.15:
            pid = f"0x{hexs(rng, 16)}"
            for _ in range(rng.randint(1, 3)):
                tick(rng.uniform(0.5, 4))
                g("upd_payload", id=pid, number=gnum(head + 1), hash=h(), txs=rng.randint(20, 300), withdrawals=16,
                  gas=gnum(rng.randint(5_000_000, 29_999_000)), fees=f"{rng.uniform(0.001, 0.4):.9g}", root=h(), elapsed=go_duration(rng.uniform(0.002, 0.2)))
            g("stop_payload", id=pid, reason="delivery", elapsed=go_duration(rng.uniform(1, 12)))
        tick(rng.uniform(0.8, 3.5))
        common = dict(number=gnum(head), hash=bh, blocks=1, txs=txs, mgas=f"{gas:.3f}", elapsed=go_duration(el),
                      mgasps=f"{gas / el:.3f}", triedirty=storage(rng.uniform(1e8, 2.6e8)))
        if catchup > 0:
            catchup -= 1
            g("imported_age", age=go_age(rng.uniform(15, 200)), **common)
        else:
            g("imported", **common)
        tick(rng.uniform(0.01, 0.3))
        if catchup > 0 and rng.random() < 0.5:
            g("head_age", number=gnum(head), hash=bh, root=h(), elapsed=go_duration(rng.uniform(0.001, 0.05)), age=go_age(rng.uniform(13, 60)))
        else:
            g("head", number=gnum(head), hash=bh, root=h(), elapsed=go_duration(rng.uniform(0.0005, 0.05)))
        # background chatter within the slot
        while (clock - slot_start).total_seconds() < 12 and not log.full:
            tick(rng.expovariate(1 / 3.0))
            r = rng.random()
            if r < 0.30:
                pid = zipf(rng, peer_ids)
                if rng.random() < 0.5:
                    peers = min(50, peers + 1)
                    g("add_peer", peercount=peers, id=pid, conn=rng.choice(["inbound", "dyndial", "staticdial"]),
                      addr=f"{pub_ip(rng)}:{rng.choice([30303, 30303, 30311, rng.randint(1024, 65000)])}",
                      name=q(rng.choice(["Geth/v1.13.14-stable-2bd6bd01/linux-amd64/go1.21.7", "Nethermind/v1.25.4+20b10b35/linux-x64/dotnet8.0.2", "erigon/2.58.1/linux-amd64/go1.21.5", "besu/v24.1.2/linux-x86_64/openjdk-java-17"])))
                else:
                    peers = max(0, peers - 1)
                    g("rm_peer", peercount=peers, id=pid, duration=go_duration(rng.expovariate(1 / 300)), req="false",
                      err=q(rng.choice(["too many peers", "disconnect requested", "read tcp: i/o timeout", "useless peer", "EOF"])))
            elif r < 0.34:
                g("looking", peercount=peers, tried=rng.randint(10, 80), static=rng.choice([0, 0, 2]))
            elif r < 0.37:
                k = "unindexed" if rng.random() < 0.8 else "indexed"
                g(k, blocks=1, txs=rng.randint(50, 400), tail=gnum(head - 2_350_000), elapsed=go_duration(rng.uniform(0.0005, 0.02)))
            elif r < 0.38:
                g("persisted", nodes=rng.randint(1000, 90000), size=storage(rng.uniform(1e5, 3e7)), time=go_duration(rng.uniform(0.01, 0.8)),
                  gcnodes=rng.randint(1000, 900000), gcsize=storage(rng.uniform(1e6, 3e8)), gctime=go_duration(rng.uniform(0.01, 1.5)),
                  livenodes=rng.randint(100, 400000), livesize=storage(rng.uniform(1e6, 2e8)))
            elif r < 0.385:
                g("froze", blocks=rng.randint(1, 40), elapsed=go_duration(rng.uniform(0.01, 0.3)), number=gnum(head - 90000), hash=h())
            elif r < 0.390:
                g("known_payload", number=gnum(head), hash=bh, age=go_age(rng.uniform(2, 30)))
            elif r < 0.3915:
                g("beacon_quiet")
            elif r < 0.3925:
                g("compacting", database=f"{datadir}/geth/chaindata")
            elif r < 0.3935:
                g("sync_fail", peer=zipf(rng, peer_ids), err=q("peer is unknown or unhealthy"))
            elif r < 0.3940:
                g("journal_fail", err=q(f"snapshot [0x{hexs(rng, 64)}] missing"))
            elif r < 0.3945:
                g("freeze_err", err=q("canonical hash missing, can't freeze"))
            elif r < 0.39465:
                g("crit_body", err=q("leveldb: closed"))
                tick(rng.uniform(3, 10))
                g("start")
                g("maxpeers", ETH=50, total=50)
                tick(0.3)
                log("fatal_exit", addr=":30303")
                tick(rng.uniform(5, 30))
                g("start")
                g("maxpeers", ETH=50, total=50)
                g("p2p_start", instance=f"Geth/v{version}/linux-amd64/go1.21.{rng.randint(5, 9)}")
    return log.done()


# ----------------------------------------------------------------------------------
# 6. bitcoind_debug
# ----------------------------------------------------------------------------------
BTC_SPECS = {
    "version": ("-", "{ts} Bitcoin Core version {v} (release build)"),
    "datadir": ("-", "{ts} Using data directory {path}"),
    "config": ("-", "{ts} Config file: {path}"),
    "conns": ("-", "{ts} Using at most {n} automatic connections ({fd} file descriptors available)"),
    "w_disk": ("WARN", "{ts} Warning: Disk space for \"{path}\" may not accommodate the block files. Approximately {n} GB of data will be stored in this directory."),
    "cache_cfg": ("-", "{ts} Cache configuration:"),
    "cache_blk": ("-", "{ts} * Using {n} MiB for block index database"),
    "cache_cs": ("-", "{ts} * Using {n} MiB for chain state database"),
    "cache_utxo": ("-", "{ts} * Using {n} MiB for in-memory UTXO set (plus up to {m} MiB of unused mempool space)"),
    "leveldb_open": ("-", "{ts} Opening LevelDB in {path}"),
    "leveldb_ok": ("-", "{ts} Opened LevelDB successfully"),
    "loaded_best": ("-", "{ts} Loaded best chain: hashBestChain={hash} height={h} date={date} progress={p}"),
    "nocoin": ("-", "{ts} No coin database inconsistencies in last {n} blocks ({tx} transactions)"),
    "bound": ("-", "{ts} Bound to {addr}"),
    "done": ("-", "{ts} init message: Done loading"),
    "thread": ("-", "{ts} {name} thread start"),
    "updatetip": ("-", "{ts} UpdateTip: new best={hash} height={h} version={ver} log2_work={w} tx={tx} date='{date}' progress={p} cache={cache}"),
    "saw_header": ("-", "{ts} Saw new header hash={hash} height={h}"),
    "saw_cmpct": ("-", "{ts} Saw new cmpctblock header hash={hash} peer={p}"),
    "cmpct_init": ("-", "{ts} [cmpctblock] Initialized PartiallyDownloadedBlock for block {hash} using a cmpctblock of size {size}"),
    "cmpct_ok": ("-", "{ts} [cmpctblock] Successfully reconstructed block {hash} with {a} txn prefilled, {b} txn from mempool (incl at least {c} from extra pool) and {d} txn requested"),
    "hdr_and_ids": ("-", "{ts} [net] PeerManager::NewPoWValidBlock sending header-and-ids {hash} to peer={p}"),
    "conn_from": ("-", "{ts} [net] connection from {addr} accepted"),
    "added_in": ("-", "{ts} [net] Added connection peer={p}"),
    "trying": ("-", "{ts} [net] trying v2 connection {addr} lastseen={ls}"),
    "added_out": ("-", "{ts} [net] Added connection to {addr} peer={p}"),
    "send_ver": ("-", "{ts} [net] send version message: version {v}, blocks={b}, txrelay={tr}, peer={p}"),
    "recv_ver": ("-", "{ts} [net] receive version message: {ua}: version {v}, blocks={b}, us={us}, txrelay={tr}, peer={p}"),
    "new_ofr": ("-", "{ts} New outbound-full-relay v2 peer connected: version: {v}, blocks={b}, peer={p}"),
    "new_bro": ("-", "{ts} New block-relay-only v1 peer connected: version: {v}, blocks={b}, peer={p}"),
    "feeler": ("-", "{ts} [net] feeler connection completed peer={p}; disconnecting"),
    "sock_closed": ("-", "{ts} [net] socket closed for peer={p}"),
    "disconnecting": ("-", "{ts} [net] disconnecting peer={p}"),
    "cleared": ("-", "{ts} [net] Cleared nodestate for peer={p}"),
    "recv_inv": ("-", "{ts} [net] received: inv ({n} bytes) peer={p}"),
    "recv_tx": ("-", "{ts} [net] received: tx ({n} bytes) peer={p}"),
    "send_getdata": ("-", "{ts} [net] sending getdata ({n} bytes) peer={p}"),
    "got_inv_new": ("-", "{ts} [net] got inv: wtx {txid}  new peer={p}"),
    "got_inv_have": ("-", "{ts} [net] got inv: wtx {txid}  have peer={p}"),
    "atmp": ("-", "{ts} [mempool] AcceptToMemoryPool: peer={p}: accepted {txid} (wtxid={wtxid}) (poolsz {n} txn, {kb} kB)"),
    "rej_conflict": ("-", "{ts} [mempool] {txid} (wtxid={wtxid}) from peer={p} was not accepted: txn-mempool-conflict"),
    "rej_minfee": ("-", "{ts} [mempool] {txid} (wtxid={wtxid}) from peer={p} was not accepted: mempool min fee not met, {a} < {b}"),
    "unbroadcast": ("-", "{ts} [mempool] Removed {txid} from set of unbroadcast txns before confirmation that txn was sent out"),
    "rpc": ("-", "{ts} [rpc] ThreadRPCServer method={m} user={u}"),
    "flush_addr": ("-", "{ts} [net] Flushed {n} addresses to peers.dat  {ms}"),
    "flush_fee": ("-", "{ts} Flushed fee estimates to fee_estimates.dat."),
    "prealloc": ("-", "{ts} Pre-allocating up to position {pos} in {file}"),
    "connect_fail": ("-", "{ts} connect() to {addr} failed after wait: Connection refused ({n})"),
    "dl_timeout": ("-", "{ts} Timeout downloading block {hash}, disconnecting peer={p}"),
    "stale": ("-", "{ts} Potential stale tip detected, will try using extra outbound peer (last tip update: {s} seconds ago)"),
    "misbehaving": ("-", "{ts} [net] Misbehaving: peer={p} ({a} -> {b}): {reason}"),
    "w_clock": ("WARN", "{ts} Warning: Please check that your computer's date and time are correct! If your clock is wrong, Bitcoin Core will not work properly."),
    "e_header": ("ERROR", "{ts} ERROR: AcceptBlockHeader: block {hash} is marked invalid"),
    "e_pnb": ("ERROR", "{ts} ERROR: ProcessNewBlock: AcceptBlock FAILED (high-hash, proof of work failed)"),
    "fatal_ldb": ("FATAL", "{ts} Fatal LevelDB error: IO error: {path}: No space left on device"),
    "e_fatal_internal": ("ERROR", "{ts} Error: A fatal internal error occurred, see debug.log for details"),
    "shutdown": ("-", "{ts} Shutdown: In progress..."),
    "shutdown_done": ("-", "{ts} Shutdown: done"),
}
BTC_UA = ["/Satoshi:27.0.0/", "/Satoshi:26.0.0/", "/Satoshi:25.0.0/", "/Satoshi:27.1.0/",
          "/Satoshi:24.0.1/", "/Satoshi:26.1.0/", "/Satoshi:25.1.0/", "/Satoshi:0.21.1/",
          "/Satoshi:22.0.0/", "/btcwire:0.5.0/btcd:0.24.0/", "/Satoshi:23.0.0/",
          "/Satoshi:27.0.0(knots)/", "/bitcoinj:0.16.2/Bitcoin Wallet:9.30/"]
BTC_RPC = ["getblockchaininfo", "getmempoolinfo", "getnetworkinfo", "estimatesmartfee",
           "getbestblockhash", "getblock", "getrawtransaction", "getpeerinfo", "getblockheader",
           "getmininginfo", "uptime", "getrawmempool"]


def make_bitcoind(rng: random.Random) -> list[dict[str, str]]:
    log = Log(BTC_SPECS)
    clock = start_time(rng)
    datadir = rng.choice(["/home/bitcoin/.bitcoin", "/var/lib/bitcoind", "/data/bitcoin", "/root/.bitcoin"])
    height = 825_000 + int((clock - _dt.datetime(2024, 1, 2)).total_seconds() / 600)
    txcount = 950_000_000 + (height - 825_000) * 3500
    log2w = 94.6 + (height - 825_000) * 0.0000055
    pool_n = rng.randint(30_000, 140_000)
    next_peer = rng.randint(0, 4000)
    peers: list[int] = []
    own_ip = pub_ip(rng)
    ver = rng.choice(["v27.0.0", "v27.1.0", "v26.1.0", "v27.0.0"])
    utxo_cache = rng.uniform(50, 400)

    def ts() -> str:
        return f"{clock:%Y-%m-%dT%H:%M:%S}Z"

    def L(key: str, **kv) -> None:
        log(key, ts=ts(), **kv)

    def tick(s: float) -> None:
        nonlocal clock
        clock += _dt.timedelta(seconds=s)

    def bhash() -> str:
        return "0" * 19 + hexs(rng, 45)

    def addr() -> str:
        r = rng.random()
        if r < 0.75:
            return f"{pub_ip(rng)}:{8333 if rng.random() < 0.9 else rng.randint(1024, 65535)}"
        if r < 0.9:
            return f"[2a01:{hexs(rng, 3)}:{hexs(rng, 4)}::{hexs(rng, 2)}]:8333"
        return f"{hexs(rng, 56).translate(str.maketrans('0189', 'abcd'))}.onion:8333"

    def peer() -> int:
        return zipf(rng, peers, 0.9) if peers else next_peer

    def new_peer(outbound: bool) -> None:
        nonlocal next_peer
        next_peer += 1
        p = next_peer
        a = addr()
        if outbound:
            L("trying", addr=a, ls=f"{rng.uniform(0.0, 400):.1f}hrs")
            if rng.random() < 0.2:
                tick(rng.uniform(1, 5))
                L("connect_fail", addr=a, n=111)
                return
            L("added_out", addr=a, p=p)
        else:
            L("conn_from", addr=a)
            L("added_in", p=p)
        L("send_ver", v=70016, b=height, tr=1, p=p)
        tick(rng.uniform(0.05, 0.8))
        L("recv_ver", ua=zipf(rng, BTC_UA), v=70016, b=height - rng.choice([0, 0, 0, 1, 2]), us=f"{own_ip}:8333", tr=rng.choice([1, 1, 1, 0]), p=p)
        if outbound:
            kind = wpick(rng, [(5, "new_ofr"), (2, "new_bro"), (2, "feeler")])
            if kind == "feeler":
                L("feeler", p=p)
                L("disconnecting", p=p)
                L("cleared", p=p)
                return
            L(kind, v=70016, b=height, p=p)
        peers.append(p)

    def drop_peer() -> None:
        if not peers:
            return
        p = rng.choice(peers)
        peers.remove(p)
        L("sock_closed" if rng.random() < 0.7 else "disconnecting", p=p)
        L("cleared", p=p)

    def block() -> None:
        nonlocal height, txcount, log2w, pool_n, utxo_cache
        height += 1
        bh = bhash()
        src = peer()
        if rng.random() < 0.8:
            L("saw_cmpct", hash=bh, p=src)
            L("cmpct_init", hash=bh, size=rng.randint(10_000, 60_000))
            ntx = rng.randint(800, 5500)
            req = rng.choice([0, 0, 0, 1, 2, 5, 17])
            tick(rng.uniform(0.001, 0.6 if req else 0.05))
            L("cmpct_ok", hash=bh, a=1, b=ntx - 1 - req, c=rng.choice([0, 0, 1, 3]), d=req)
        else:
            L("saw_header", hash=bh, h=height)
        for p in rng.sample(peers, min(len(peers), rng.randint(0, 3))):
            L("hdr_and_ids", hash=bh, p=p)
        ntx = rng.randint(800, 5500)
        txcount += ntx
        log2w += 0.0000055
        pool_n = max(2000, pool_n - ntx + rng.randint(-200, 200))
        utxo_cache = min(450, utxo_cache + rng.uniform(0.1, 1.2))
        tick(rng.uniform(0.1, 1.5))
        L("updatetip", hash=bh, h=height, ver=rng.choice(["0x20000000", "0x2fffe000", "0x3fff0000", "0x20e00000", "0x27ffc000", "0x2000e000"]),
          w=f"{log2w:.6f}", tx=txcount, date=f"{clock - _dt.timedelta(seconds=rng.randint(2, 40)):%Y-%m-%dT%H:%M:%S}Z",
          p="1.000000", cache=f"{utxo_cache:.1f}MiB({rng.randint(300_000, 3_000_000)}txo)")
        if rng.random() < 0.03:
            L("prealloc", pos=f"0x{rng.randint(1, 8) * 0x1000000:x}", file=f"blk0{4100 + (height - 825_000) // 120:04d}.dat")
            L("prealloc", pos=f"0x{rng.randint(1, 8) * 0x100000:x}", file=f"rev0{4100 + (height - 825_000) // 120:04d}.dat")

    # ---- startup
    L("version", v=ver)
    L("datadir", path=datadir)
    L("config", path=f"{datadir}/bitcoin.conf")
    L("conns", n=125, fd=rng.choice([1048576, 1024, 65536, 524288]))
    if rng.random() < 0.5:
        L("w_disk", path=f"{datadir}/blocks", n=rng.choice([600, 620, 650]))
    L("cache_cfg")
    L("cache_blk", n="2.0")
    L("cache_cs", n="8.0")
    L("cache_utxo", n=f"{rng.choice([440.0, 1990.0, 3990.0])}", m="286.1")
    for sub in ("blocks/index", "chainstate"):
        L("leveldb_open", path=f"{datadir}/{sub}")
        tick(rng.uniform(0.01, 3))
        L("leveldb_ok")
    L("loaded_best", hash=bhash(), h=height, date=f"{clock - _dt.timedelta(seconds=rng.randint(600, 90000)):%Y-%m-%dT%H:%M:%SZ}", p=f"{rng.uniform(0.99990, 0.999999):.6f}")
    tick(rng.uniform(1, 20))
    L("nocoin", n=6, tx=rng.randint(12000, 25000))
    L("bound", addr="[::]:8333")
    L("bound", addr="0.0.0.0:8333")
    L("done")
    for name in ("msghand", "net", "addcon", "opencon", "dnsseed"):
        L("thread", name=name)
    while len(peers) < 6:
        tick(rng.uniform(0.1, 2))
        new_peer(True)

    # ---- steady state
    disk_full_at = N_ROWS - rng.randint(1, 10) if rng.random() < 0.3 else None
    next_block = clock + _dt.timedelta(seconds=rng.expovariate(1 / 600))
    next_flush = clock + _dt.timedelta(seconds=900)
    while not log.full:
        tick(rng.expovariate(1 / 2.0))
        if clock >= next_block:
            block()
            next_block = clock + _dt.timedelta(seconds=rng.expovariate(1 / 600))
            continue
        if clock >= next_flush:
            L("flush_addr", n=rng.randint(20_000, 65_000), ms=f"{rng.randint(40, 400)}ms")
            if rng.random() < 0.3:
                L("flush_fee")
            next_flush = clock + _dt.timedelta(seconds=900)
            continue
        r = rng.random()
        p = peer()
        if r < 0.28:
            pool_n += 1
            L("atmp", p=p, txid=hexs(rng, 64), wtxid=hexs(rng, 64), n=pool_n, kb=int(pool_n * rng.uniform(2.4, 2.7)))
        elif r < 0.40:
            L("recv_inv", n=rng.choice([37, 73, 109, 181, 361, 1261]), p=p)
        elif r < 0.47:
            L("got_inv_new" if rng.random() < 0.6 else "got_inv_have", txid=hexs(rng, 64), p=p)
        elif r < 0.53:
            L("send_getdata", n=rng.choice([37, 73, 109, 145]), p=p)
        elif r < 0.60:
            L("recv_tx", n=rng.randint(150, 4000), p=p)
        elif r < 0.63:
            L("rej_conflict", txid=hexs(rng, 64), wtxid=hexs(rng, 64), p=p)
        elif r < 0.65:
            L("rej_minfee", txid=hexs(rng, 64), wtxid=hexs(rng, 64), p=p, a=rng.randint(100, 900), b=rng.randint(1000, 4000))
        elif r < 0.665:
            L("unbroadcast", txid=hexs(rng, 64))
        elif r < 0.73:
            L("rpc", m=zipf(rng, BTC_RPC), u="__cookie__")
        elif r < 0.775:
            if len(peers) < 10 or rng.random() < 0.5:
                new_peer(rng.random() < 0.6)
            else:
                drop_peer()
        elif r < 0.81:
            drop_peer()
            if len(peers) < 8:
                new_peer(True)
        elif r < 0.812:
            L("dl_timeout", hash=bhash(), p=p)
            if p in peers:
                peers.remove(p)
                L("cleared", p=p)
        elif r < 0.814:
            L("stale", s=rng.randint(1800, 4000))
        elif r < 0.82:
            bad = bhash()
            kind = rng.random()
            if kind < 0.5:
                L("e_header", hash=bad)
                L("misbehaving", p=p, a=0, b=100, reason="invalid header received")
            else:
                L("e_pnb")
                L("misbehaving", p=p, a=0, b=100, reason="mutated block")
            if p in peers:
                peers.remove(p)
                L("disconnecting", p=p)
                L("cleared", p=p)
        elif r < 0.825:
            L("w_clock")
        # else: quiet tick
        if disk_full_at is not None and len(log.rows) >= disk_full_at:
            # disk ran full: LevelDB aborts the node; the log ends with the shutdown
            L("fatal_ldb", path=f"{datadir}/chainstate/{rng.randint(100000, 999999):06d}.ldb")
            L("e_fatal_internal")
            for _k in ("shutdown", "shutdown_done"):
                L(_k)
            disk_full_at = None
    return log.done()


# ----------------------------------------------------------------------------------
FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("maven_build", make_maven),
    ("gradle_build", make_gradle),
    ("npm_install", make_npm),
    ("pytest_output", make_pytest),
    ("geth_node", make_geth),
    ("bitcoind_debug", make_bitcoind),
]


def _tmpl_regex(t: str) -> re.Pattern:
    return re.compile("^" + ".+?".join(re.escape(p) for p in t.split("<*>")) + "$", re.S)


def _self_check() -> None:
    for seed in (0, 1):
        for name, make in FORMATS:
            rows = make(random.Random(seed))
            again = make(random.Random(seed))
            assert rows == again, f"{name}: not a pure function of rng"
            assert len(rows) == N_ROWS, (name, len(rows))
            rx: dict[str, re.Pattern] = {}
            abnormal = set()
            for r in rows:
                assert set(r) == {"line", "template", "level"}, r
                assert "\n" not in r["line"] and "\r" not in r["line"], r
                assert r["level"] in LEVELS, r
                t = r["template"]
                if t not in rx:
                    rx[t] = _tmpl_regex(t)
                assert rx[t].match(r["line"]), (name, r)
                if r["level"] in ("WARN", "ERROR", "FATAL"):
                    abnormal.add(t)
            lv = {}
            for r in rows:
                lv.setdefault(r["template"], set()).add(r["level"])
            assert all(len(v) == 1 for v in lv.values()), (name, [k for k, v in lv.items() if len(v) > 1])
            assert 15 <= len(rx) <= 60, (name, seed, len(rx))
            assert len(abnormal) >= 3, (name, seed, len(abnormal))
            print(f"[seed {seed}] {name}: {len(rx)} templates ({len(abnormal)} abnormal)")
            pick = random.Random(seed).sample(rows, 3)
            for r in pick:
                print(f"    {r['level']:5} | {r['line']}")
    print("OK")


if __name__ == "__main__":
    _self_check()
