"""Ground-truth test corpora for a "log fold", six directory / infrastructure formats.

Each format is generated from *message specs*.  A spec is a ``str.format`` string
whose ``{name}`` fields are the variable parts.  A line is the spec with its fields
filled in, and the ground-truth template is the spec with every ``{name}`` written as
``<*>``.  Specs are declared up front, one table per format.  ``Catalog`` asserts that
no two specs of a format share a template string and that a format has 15..60 specs.
Every corpus is a pure function of the ``random.Random`` passed to ``make``.  Value
pools are static lists or are drawn from that rng, and are sampled with Zipf-like skew.
Most formats are simulated: connections, sessions, jobs and periodic reports run in
time order, so the message mix is realistic.  A few messages are very common, many
are rare, and some appear only once or twice per seed.

Conventions shared by all formats
  * A timestamp is one variable even when it contains spaces ("Nov 30 02:00:00",
    "30/Nov/2026:02:00:00 +0000", klog "1130 02:00:00.123456").
  * Every number is a variable: pids, fds, conn/op numbers, source line numbers,
    err= and errno codes, debug levels, tags, ports, HTTP statuses and sizes.
  * A key=value or quoted value is one whole variable, and its quotes stay
    constant.  The exceptions are values that are status, state or method words
    that change what the message means.  Those stay constant and give separate
    templates.
  * An empty value (``text=``, ``dn=""``, ``oid=``, ``[]``) is constant text.  So a
    message with an empty value and the same message with a filled-in value are
    two templates.  An optional field is always present or always absent within
    one template.
  * Multi-word free text is one variable.  Examples: SRCH attr lists, user agents,
    error strings, the raw request of a bad HTTP request.

openldap_slapd  (slapd 2.5/2.6 through rsyslog, traditional file format)
  Prefix "Nov 30 02:00:00 ldap01 slapd[1234]: ".  The timestamp, host and pid are
  variables.  The op verbs (ACCEPT, BIND, SRCH, SEARCH RESULT, RESULT, MOD, ADD, DEL,
  CMP, EXT, STARTTLS, WHOAMI, PASSMOD, UNBIND, closed) are constants.  So are the
  SASL mechanism words (mech=SIMPLE, mech=EXTERNAL), the close reasons in
  parentheses, and the fixed RESULT text= messages ("no write access to parent" and
  so on).  These values are variables: conn, op, fd, IP=addr:port, PATH=, dn,
  base, filter, scope, deref, method, tag, err, qtime, etime, nentries, ssf,
  tls_proto and tls_cipher.  The attribute inside "(mail) not indexed" is also a
  variable, and so is the whole SRCH attr= list.  The RESULT line is one template
  for every op type, because tag= and err= are numbers.  An anonymous bind
  (dn="") is its own template.  A SRCH of the root DSE (base="") is also its own
  template.
  Level: slapd sends everything to LOCAL4 at one priority, and the syslog file
  format does not show it, so nearly all lines are "-".  A line whose constant
  text carries a severity word gets a level: a leading "warning:" (tcp_wrappers)
  is WARN, and "error", "failed" or "failure" in the text is ERROR.  That covers
  TLS accept failures, MDB_MAP_FULL, accept() EMFILE and syncrepl bind failures.

samba_smbd  (log.smbd of Samba 4.15, log level 3, debug pid = no)
  Each DEBUG call writes two rows: the header
  "[2026/11/30 02:00:00.123456,  3] ../../source3/smbd/service.c:1195(make_connection_snum)"
  and the message indented by two spaces.  In the header, the timestamp, the debug
  level digit and the source line number are variables.  The source path and the
  function name are constants, so each call site (function) is its own header
  template.  Every debug level used is one digit, which keeps the ",  " padding
  constant.
  The header level comes from the debug level: 0 (DBG_ERR) is ERROR, 1
  (DBG_WARNING) is WARN, 2..5 is INFO and 6 or more is DEBUG.  A header template is
  never shared by call sites whose levels normalise differently (this is asserted).
  So the startup banner and daemon_ready, which Samba logs at level 0, are ERROR.
  A message line shows no level ("-").  The exceptions are messages whose own text
  carries one: "WARNING: The ... option is deprecated" is WARN and "PANIC (pid ..)"
  is FATAL.
  NT_STATUS_* codes, the auth method [NTLMv2], [SMB2,(null)] and the "Server exit
  (...)" reasons are constants.  These are variables: IP addresses,
  ipv4:addr:port, user names, domains, SIDs, share names, workstations, uid, gid,
  pid and paths.

cups_error_log  (CUPS 2.4 error_log, LogLevel debug)
  Format "L [30/Nov/2026:02:00:00 +0000] message".  The level letter is constant
  text and is the level: D is DEBUG, I is INFO, W is WARN, E is ERROR.  The IPP
  operation name and the IPP or HTTP status word are constants, so "Returning IPP
  successful-ok for Get-Jobs" and "... for Print-Job" are separate templates.  So
  are the HTTP method in the request line, the cupsdSetBusyState state strings and
  the auth scheme (Basic or PeerCred).  These are variables: the Client and Job
  numbers, PIDs, printer names, URIs, user names, filter and backend paths, MIME
  types, the IPP version "2.0" and the request id.

powerdns_recursor  (pdns_recursor 4.9 with structured logging, through journald/syslog)
  Prefix "Nov 30 02:00:00 resolver01 pdns_recursor[812]: " followed by logr
  key="value" pairs.  msg="..." and subsystem="..." are constants, because they
  identify the message.  prio="..." is constant and gives the level: Debug is DEBUG,
  Info and Notice are INFO, Warning is WARN, Error is ERROR, and Critical or above is
  FATAL.  level="0", tid, ts (epoch) and every other key's value are variables.
  That includes the free-text error="..." value, such as "Too much time waiting for
  x|A, timeouts: 5, ...".

consul_agent  (Consul 1.16 client agent, hclog text output, log_level=debug)
  Format "2026-11-30T02:00:00.123Z [INFO]  agent: msg: k=v ...".  The bracketed
  level and its padding are constant and give the level (TRACE would be DEBUG).  The
  logger name (agent, agent.http, agent.client.memberlist.lan, ...) and the message
  text are constants.  The key=value values are variables (service, check, url,
  from, latency, node, DNS name/type/class, RPC method, server, quoted error).  Two
  exceptions stay constant: HTTP method=GET/PUT and the check status=passing or
  critical, because they change the meaning.  Positional memberlist and serf
  arguments (node names, addr:port) are variables.

ingress_nginx  (ingress-nginx controller v1.9 container output as `kubectl logs` shows it)
  Three kinds of line are interleaved:
  (a) access log lines in the default log-format-upstream:
      addr - - [time] "METHOD path proto" status bytes "referer" "ua" reqlen reqtime
      [upstream-name] [] upstream_addr upstream_len upstream_time upstream_status reqid.
      The HTTP method is constant and gives one template per method.  The remote
      user "-" and the empty alternative upstream "[]" are constant.  Everything
      else is variable, including the protocol (HTTP/1.1 or HTTP/2.0), the quoted
      referer (even when it is "-") and the 32-hex request id.  A retried request
      with two upstreams ("a, b") is its own template, and so is a 400 for a garbage
      request line with no upstream ("- - - -").  Access lines show no level ("-").
  (b) klog lines "I1130 02:00:00.123456       7 controller.go:190] msg".  The level
      letter is constant and gives the level (I, W, E, F map to INFO, WARN,
      ERROR, FATAL).  It is glued to the date, so the template starts with "I<*>".
      The thread id (always single digit) and the line number are variables.  The
      Go file name is constant.  Event() lines keep Kind, APIVersion, type and
      reason constant.
  (c) nginx error_log lines ("2026/11/30 02:00:00 [error] 45#45: *123 ...")
      written to stderr.  The bracketed level is constant and gives the level.
      The errno in "(110: Operation timed out)" and the whole quoted request and
      upstream values are variables.
"""

from __future__ import annotations

import itertools
import math
import random
import re
import string
from datetime import datetime, timedelta, timezone
from typing import Callable

N_ROWS = 2000
LEVELS = ("DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-")
ABNORMAL = ("WARN", "ERROR", "FATAL")
UTC = timezone.utc
_PARSER = string.Formatter()


# ----------------------------------------------------------------------------- core


def template_of(fmt: str) -> str:
    out = []
    for literal, field, spec, conv in _PARSER.parse(fmt):
        out.append(literal)
        if field is not None:
            assert field and not spec and not conv, fmt
            out.append("<*>")
    return "".join(out)


def fields_of(fmt: str) -> list[str]:
    return [f for _lit, f, _s, _c in _PARSER.parse(fmt) if f is not None]


class Catalog:
    """The message specs of one format; turns (spec key, values) into rows."""

    def __init__(self, name: str, specs: dict[str, tuple[str, str]]):
        self.name = name
        self.level: dict[str, str] = {}
        self.fmt: dict[str, str] = {}
        self.tmpl: dict[str, str] = {}
        self.fields: dict[str, list[str]] = {}
        owner: dict[str, str] = {}
        for key, (level, fmt) in specs.items():
            assert level in LEVELS, (name, key, level)
            tmpl = template_of(fmt)
            assert tmpl not in owner, f"{name}: {owner.get(tmpl)!r} and {key!r} share {tmpl!r}"
            owner[tmpl] = key
            self.level[key], self.fmt[key], self.tmpl[key] = level, fmt, tmpl
            self.fields[key] = fields_of(fmt)
        assert 15 <= len(specs) <= 60, (name, len(specs))

    def row(self, key: str, **vals) -> dict[str, str]:
        clean = {}
        for f in self.fields[key]:
            v = str(vals[f])
            assert v and "\n" not in v and "\r" not in v, (self.name, key, f, v)
            clean[f] = v
        return {"line": self.fmt[key].format(**clean), "template": self.tmpl[key],
                "level": self.level[key]}

    def fill(self, key: str, rng: random.Random, V: dict, **over) -> dict[str, str]:
        vals = {}
        for f in self.fields[key]:
            if f not in vals:
                vals[f] = over[f] if f in over else V[f](rng)
        return self.row(key, **vals)


class Z:
    """Zipf-skewed picker over a fixed pool (first items are the most common)."""

    def __init__(self, items, s: float = 1.1):
        self.items = list(items)
        self.cum = list(itertools.accumulate(1.0 / (i + 1) ** s for i in range(len(self.items))))

    def __call__(self, rng: random.Random):
        return rng.choices(self.items, cum_weights=self.cum)[0]


class Clock:
    def __init__(self, rng: random.Random):
        base = datetime(2026, 11, 30, 2, 0, 0, tzinfo=UTC)
        self.t = base + timedelta(seconds=rng.randint(0, 3599), microseconds=rng.randint(0, 999999))

    def tick(self, rng: random.Random, mean: float) -> datetime:
        self.t += timedelta(microseconds=max(1, int(rng.expovariate(1.0 / mean) * 1e6)))
        return self.t


def wpick(rng: random.Random, table):
    """table: list of (weight, item)."""
    return rng.choices([i for _w, i in table], [w for w, _i in table])[0]


def _ips(rng: random.Random, prefix: str, n: int) -> list[str]:
    out, seen = [], set()
    more = 4 - prefix.count(".")
    while len(out) < n:
        ip = prefix + ".".join(str(rng.randint(2, 250)) for _ in range(more))
        if ip not in seen:
            seen.add(ip)
            out.append(ip)
    return out


def _hex(rng: random.Random, n: int) -> str:
    return f"{rng.getrandbits(4 * n):0{n}x}"


def _uuid(rng: random.Random) -> str:
    h = _hex(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{'89ab'[int(h[16], 16) % 4]}{h[17:20]}-{h[20:]}"


def _ln(rng: random.Random, median: float, sigma: float) -> float:
    return rng.lognormvariate(math.log(median), sigma)


def _syslog_ts(t: datetime) -> str:
    return f"{t:%b} {t.day:>2} {t:%H:%M:%S}"


_USERS = ["alice", "bob", "jsmith", "mgarcia", "wchen", "pnovak", "kdubois", "asingh", "lrossi",
          "tnguyen", "ehansen", "oyilmaz", "rkowalski", "sbauer", "dlee", "nkumar", "fmartin",
          "gpetrov", "hsato", "ibrahim", "cmoreau", "vortiz", "backup", "svc-scan"]


# -------------------------------------------------------------------- openldap_slapd

_BASE = "dc=example,dc=com"
_SLAPD = {
    "accept": ("-", "conn={conn} fd={fd} ACCEPT from IP={peer} (IP={listen})"),
    "accept_path": ("-", "conn={conn} fd={fd} ACCEPT from PATH={path} (PATH={path})"),
    "tls_est": ("-", "conn={conn} fd={fd} TLS established tls_ssf={tssf} ssf={ssf} "
                     "tls_proto={proto} tls_cipher={cipher}"),
    "ext": ("-", "conn={conn} op={op} EXT oid={oid}"),
    "starttls": ("-", "conn={conn} op={op} STARTTLS"),
    "whoami": ("-", "conn={conn} op={op} WHOAMI"),
    "passmod": ("-", 'conn={conn} op={op} PASSMOD id="{dn}" new'),
    "result_oid": ("-", "conn={conn} op={op} RESULT oid= err={err} qtime={qt} etime={et} text="),
    "result_oid_pq": ("-", "conn={conn} op={op} RESULT oid= err={err} qtime={qt} etime={et} "
                           "text=Password fails quality checking policy"),
    "bind": ("-", 'conn={conn} op={op} BIND dn="{dn}" method={method}'),
    "bind_anon": ("-", 'conn={conn} op={op} BIND dn="" method={method}'),
    "bind_simple": ("-", 'conn={conn} op={op} BIND dn="{dn}" mech=SIMPLE bind_ssf={bssf} ssf={ssf}'),
    "bind_simple_anon": ("-", 'conn={conn} op={op} BIND dn="" mech=SIMPLE bind_ssf={bssf} ssf={ssf}'),
    "bind_authcid": ("-", 'conn={conn} op={op} BIND authcid="{authcid}" authzid="{authcid}"'),
    "bind_external": ("-", 'conn={conn} op={op} BIND dn="{dn}" mech=EXTERNAL bind_ssf={bssf} ssf={ssf}'),
    "result": ("-", "conn={conn} op={op} RESULT tag={tag} err={err} qtime={qt} etime={et} text="),
    "result_auth": ("-", "conn={conn} op={op} RESULT tag={tag} err={err} qtime={qt} etime={et} "
                         "text=modifications require authentication"),
    "result_parent": ("-", "conn={conn} op={op} RESULT tag={tag} err={err} qtime={qt} etime={et} "
                           "text=no write access to parent"),
    "srch": ("-", 'conn={conn} op={op} SRCH base="{base}" scope={scope} deref={deref} filter="{filter}"'),
    "srch_root": ("-", 'conn={conn} op={op} SRCH base="" scope={scope} deref={deref} filter="{filter}"'),
    "srch_attr": ("-", "conn={conn} op={op} SRCH attr={attrs}"),
    "search_result": ("-", "conn={conn} op={op} SEARCH RESULT tag={tag} err={err} qtime={qt} "
                           "etime={et} nentries={n} text="),
    "mod": ("-", 'conn={conn} op={op} MOD dn="{dn}"'),
    "mod_attr": ("-", "conn={conn} op={op} MOD attr={attrs}"),
    "add": ("-", 'conn={conn} op={op} ADD dn="{dn}"'),
    "delete": ("-", 'conn={conn} op={op} DEL dn="{dn}"'),
    "cmp": ("-", 'conn={conn} op={op} CMP dn="{dn}" attr="{attr}"'),
    "unbind": ("-", "conn={conn} op={op} UNBIND"),
    "closed": ("-", "conn={conn} fd={fd} closed"),
    "closed_lost": ("-", "conn={conn} fd={fd} closed (connection lost)"),
    "closed_idle": ("-", "conn={conn} fd={fd} closed (idletimeout)"),
    "closed_tls": ("ERROR", "conn={conn} fd={fd} closed (TLS negotiation failure)"),
    "tls_cant": ("ERROR", "TLS: can't accept: error:0A000418:SSL routines::tlsv1 alert unknown ca."),
    "tls_eof": ("ERROR", "TLS: can't accept: error:0A000126:SSL routines::unexpected eof while reading."),
    "tls_read": ("ERROR", "connection_read({fd}): TLS accept failure error={rc} id={conn}, closing"),
    "not_indexed": ("-", "<= mdb_equality_candidates: ({attr}) not indexed"),
    "substr_not_indexed": ("-", "<= mdb_substring_candidates: ({attr}) not indexed"),
    "defer": ("-", "connection_input: conn={conn} deferring operation: binding"),
    "noconn": ("-", "connection_read({fd}): no connection!"),
    "accept_fail": ("ERROR", "daemon: accept({sfd}) failed errno={errno} (Too many open files)"),
    "hosts_allow": ("WARN", "warning: /etc/hosts.allow, line {ln}: can't verify hostname: "
                            "getaddrinfo({rhost}, AF_INET) failed"),
    "map_full": ("ERROR", 'mdb_id2entry_put: mdb_put failed: MDB_MAP_FULL: Environment mapsize '
                          'limit reached({rc}) "{dn}"'),
    "sync_bind_fail": ("ERROR", "do_syncrep1: rid={rid} ldap_sasl_bind_s failed ({rc})"),
    "sync_retry": ("-", "do_syncrepl: rid={rid} rc {rc} retrying ({n} retries left)"),
    "sync_entry": ("-", "syncrepl_entry: rid={rid} be_modify {dn} ({rc})"),
    "sync_cookie": ("-", "do_syncrep2: rid={rid} cookie={cookie}"),
    "banner": ("-", "@(#) $OpenLDAP: slapd {ver} ({bdate}) $"),
    "starting": ("-", "slapd starting"),
    "shutdown_req": ("-", "daemon: shutdown requested and initiated."),
    "shutdown_wait": ("-", "slapd shutdown: waiting for {n} operations/tasks to finish"),
    "stopped": ("-", "slapd stopped."),
}


def make_openldap_slapd(rng: random.Random) -> list[dict[str, str]]:
    cat = Catalog("openldap_slapd",
                  {k: (lv, "{ts} {host} slapd[{pid}]: " + f) for k, (lv, f) in _SLAPD.items()})
    clock = Clock(rng)
    hosts = {h: {"pid": rng.randint(600, 4000), "next": rng.randint(1000, 50000)}
             for h in ("ldap01", "ldap02")}
    pick_host = Z(list(hosts), 1.6)
    peers = Z(_ips(rng, "10.20.", 30), 1.1)
    services = Z([f"cn={s},ou=services,{_BASE}" for s in
                  ("sssd", "nextcloud", "gitlab", "keycloak", "postfix", "jenkins", "grafana", "openvpn")], 1.0)
    users = Z(_USERS, 1.05)
    groups = Z(["developers", "ops", "finance", "hr", "vpn-users", "wiki-editors", "admins", "support"], 1.0)
    rows: list[dict[str, str]] = []
    conns: list[dict] = []

    def emit(key, c=None, host=None, **kw):
        h = host or c["host"]
        vals = {"ts": _syslog_ts(clock.t), "host": h, "pid": hosts[h]["pid"]}
        if c is not None:
            vals["conn"], vals["fd"] = c["id"], c["fd"]
        vals.update(kw)
        rows.append(cat.row(key, **vals))

    def qt():
        return f"{rng.expovariate(1 / 0.000018):.6f}"

    def et(scale=0.0004):
        return f"{_ln(rng, scale, 0.9):.6f}"

    def udn(u=None):
        return f"uid={u or users(rng)},ou=people,{_BASE}"

    def nextop(c):
        op = c["op"]
        c["op"] += 1
        return op

    def tls(c) -> bool:
        if rng.random() < 0.1:
            emit("tls_eof" if rng.random() < 0.6 else "tls_cant", host=c["host"])
            emit("tls_read", c, fd=c["fd"], rc=-1)
            emit("closed_tls", c)
            return False
        if rng.random() < 0.8:
            proto, cipher = "TLSv1.3", rng.choice(["TLS_AES_256_GCM_SHA384", "TLS_AES_256_GCM_SHA384",
                                                   "TLS_CHACHA20_POLY1305_SHA256"])
        else:
            proto, cipher = "TLSv1.2", "ECDHE-RSA-AES256-GCM-SHA384"
        emit("tls_est", c, tssf=256, ssf=256, proto=proto, cipher=cipher)
        c["ssf"] = 256
        return True

    def open_conn():
        h = pick_host(rng)
        hs = hosts[h]
        hs["next"] += 1
        kind = rng.choices(["plain", "starttls", "ldaps", "ldapi"], [40, 25, 22, 13])[0]
        c = {"host": h, "id": hs["next"], "fd": rng.randint(12, 80), "op": 0, "bound": False,
             "left": rng.choice([1, 1, 2, 2, 3, 5, 60]), "ssf": 0, "svc": rng.random() < 0.55}
        if kind == "ldapi":
            authcid = "gidNumber=0+uidNumber=0,cn=peercred,cn=external,cn=auth"
            emit("accept_path", c, path="/var/run/slapd/ldapi")
            emit("bind_anon", c, op=0, method=163)
            emit("bind_authcid", c, op=0, authcid=authcid)
            emit("bind_external", c, op=0, dn=authcid, bssf=0, ssf=71)
            emit("result", c, op=0, tag=97, err=0, qt=qt(), et=et(0.0002))
            c.update(op=1, bound=True, ssf=71, left=rng.choice([1, 2, 3]))
            conns.append(c)
            return
        port = 636 if kind == "ldaps" else 389
        emit("accept", c, peer=f"{peers(rng)}:{rng.randint(32768, 60999)}", listen=f"0.0.0.0:{port}")
        if kind == "ldaps" and not tls(c):
            return
        if kind == "starttls":
            emit("ext", c, op=0, oid="1.3.6.1.4.1.1466.20037")
            emit("starttls", c, op=0)
            emit("result_oid", c, op=0, err=0, qt=qt(), et=et(0.00005))
            c["op"] = 1
            if not tls(c):
                return
        conns.append(c)

    def bind(c):
        op = nextop(c)
        c["bound"] = True
        if rng.random() < 0.08:
            emit("bind_anon", c, op=op, method=128)
            emit("bind_simple_anon", c, op=op, bssf=0, ssf=c["ssf"])
            emit("result", c, op=op, tag=97, err=0, qt=qt(), et=et(0.00005))
            c["anon"] = True
            return
        dn = services(rng) if c["svc"] else udn()
        emit("bind", c, op=op, dn=dn, method=128)
        if rng.random() < (0.03 if c["svc"] else 0.09):
            emit("result", c, op=op, tag=97, err=49, qt=qt(), et=et(0.003))
            c["left"] = 0
            return
        emit("bind_simple", c, op=op, dn=dn, bssf=0, ssf=c["ssf"])
        emit("result", c, op=op, tag=97, err=0, qt=qt(), et=et(0.002))

    def search(c):
        op = nextop(c)
        flavor = rng.choices(["user", "group", "root", "sudo", "all", "missing"], [52, 26, 8, 7, 3, 2])[0]
        u = users(rng)
        if flavor == "root":
            emit("srch_root", c, op=op, scope=0, deref=0, filter="(objectClass=*)")
            emit("srch_attr", c, op=op, attrs=rng.choice(["supportedControl supportedExtension",
                                                          "namingContexts", "+", "subschemaSubentry"]))
            emit("search_result", c, op=op, tag=101, err=0, qt=qt(), et=et(0.0001), n=1)
            return
        if flavor == "user":
            base = f"ou=people,{_BASE}" if rng.random() < 0.8 else _BASE
            filt = rng.choice([f"(uid={u})", f"(&(objectClass=posixAccount)(uid={u}))",
                               f"(&(objectClass=inetOrgPerson)(|(uid={u})(mail={u}@example.com)))",
                               f"(mail={u}@example.com)"])
            attrs = rng.choice(["uid cn mail memberOf", "uid uidNumber gidNumber homeDirectory loginShell gecos",
                                "dn", "cn sn givenName mail displayName", "1.1"])
            n = 1 if rng.random() < 0.93 else 0
        elif flavor == "group":
            base = f"ou=groups,{_BASE}"
            filt = rng.choice([f"(&(objectClass=posixGroup)(memberUid={u}))",
                               f"(&(objectClass=groupOfNames)(member={udn(u)}))",
                               f"(cn={groups(rng)})"])
            attrs = rng.choice(["cn gidNumber", "cn member", "cn"])
            n = rng.randint(0, 6)
        elif flavor == "sudo":
            base = f"ou=sudoers,{_BASE}"
            filt = f"(&(objectClass=sudoRole)(|(sudoUser=ALL)(sudoUser={u})(sudoUser=%{groups(rng)})))"
            attrs = "objectClass cn sudoCommand sudoHost sudoUser sudoOption sudoRunAsUser"
            n = rng.randint(0, 3)
        elif flavor == "all":
            base = _BASE
            filt = rng.choice(["(objectClass=inetOrgPerson)", f"(mail=*{u[:3]}*)", "(objectClass=*)"])
            attrs = "uid cn mail"
            n = rng.randint(20, 900)
        else:
            base = f"ou=contractors,{_BASE}"
            filt = f"(uid={u})"
            attrs = "uid cn"
            n = 0
        emit("srch", c, op=op, base=base, scope=2 if flavor != "sudo" else 1, deref=0, filter=filt)
        if rng.random() < 0.8:
            emit("srch_attr", c, op=op, attrs=attrs)
        if filt.startswith("(mail=*"):
            emit("substr_not_indexed", c, op=op, attr="mail")
        elif "sudoUser" in filt and rng.random() < 0.3:
            emit("not_indexed", c, op=op, attr="sudoUser")
        elif flavor == "group" and "member=" in filt and rng.random() < 0.1:
            emit("not_indexed", c, op=op, attr="member")
        err = 32 if flavor == "missing" else 0
        emit("search_result", c, op=op, tag=101, err=err, qt=qt(),
             et=et(0.0006 if n < 10 else 0.02), n=n)

    def do_op(c):
        if not c["bound"]:
            bind(c)
            return
        if c["left"] <= 0:
            op = nextop(c)
            emit("unbind", c, op=op)
            emit("closed", c)
            conns.remove(c)
            return
        c["left"] -= 1
        kind = rng.choices(["search", "mod", "add", "del", "cmp", "whoami", "passmod"],
                           [82, 5, 1.2, 0.6, 5, 4, 1.2])[0]
        if kind == "search":
            search(c)
            return
        op = nextop(c)
        if kind == "mod":
            emit("mod", c, op=op, dn=udn())
            emit("mod_attr", c, op=op, attrs=rng.choice(["shadowLastChange", "userPassword pwdChangedTime",
                                                         "mail telephoneNumber", "description",
                                                         "loginShell", "sshPublicKey"]))
            if c.get("anon"):
                emit("result_auth", c, op=op, tag=103, err=50, qt=qt(), et=et(0.0001))
            else:
                emit("result", c, op=op, tag=103, err=0, qt=qt(), et=et(0.004))
        elif kind == "add":
            u = rng.choice(["jdoe", "contractor7", "intern42", "mtest", "svc-backup2"])
            emit("add", c, op=op, dn=f"uid={u},ou=people,{_BASE}")
            if rng.random() < 0.25:
                emit("result_parent", c, op=op, tag=105, err=50, qt=qt(), et=et(0.0002))
            else:
                emit("result", c, op=op, tag=105, err=0, qt=qt(), et=et(0.006))
        elif kind == "del":
            emit("delete", c, op=op, dn=f"cn={groups(rng)}-old,ou=groups,{_BASE}")
            emit("result", c, op=op, tag=107, err=rng.choice([0, 0, 32]), qt=qt(), et=et(0.004))
        elif kind == "cmp":
            emit("cmp", c, op=op, dn=f"cn={groups(rng)},ou=groups,{_BASE}",
                 attr=rng.choice(["member", "memberUid"]))
            emit("result", c, op=op, tag=111, err=rng.choice([6, 6, 5]), qt=qt(), et=et(0.0002))
        elif kind == "whoami":
            emit("ext", c, op=op, oid="1.3.6.1.4.1.4203.1.11.3")
            emit("whoami", c, op=op)
            emit("result_oid", c, op=op, err=0, qt=qt(), et=et(0.00005))
        else:
            emit("ext", c, op=op, oid="1.3.6.1.4.1.4203.1.11.1")
            emit("passmod", c, op=op, dn=udn())
            if rng.random() < 0.2:
                emit("result_oid_pq", c, op=op, err=19, qt=qt(), et=et(0.002))
            else:
                emit("result_oid", c, op=op, err=0, qt=qt(), et=et(0.01))

    def rare():
        kind = wpick(rng, [(7, "lost"), (7, "idle"), (3, "defer"), (2, "noconn"), (1.8, "accept_fail"),
                           (2.8, "hosts_allow"), (0.6, "map_full"), (3, "sync_cookie"), (3, "sync_entry"),
                           (1.6, "sync_fail"), (0.12, "restart")])
        h = pick_host(rng)
        if kind in ("lost", "idle", "defer") and conns:
            c = rng.choice(conns)
            if kind == "defer":
                emit("defer", c)
                return
            emit("closed_lost" if kind == "lost" else "closed_idle", c)
            conns.remove(c)
        elif kind == "noconn":
            emit("noconn", host=h, fd=rng.randint(12, 80))
        elif kind == "accept_fail":
            for _ in range(rng.randint(1, 3)):
                emit("accept_fail", host=h, sfd=rng.choice([7, 8]), errno=24)
        elif kind == "hosts_allow":
            emit("hosts_allow", host=h, ln=rng.choice([12, 12, 14]),
                 rhost=rng.choice(["client-77.dyn.example.net", "host-10-20-7-9.corp.example.com",
                                   "vpn-pool-3.example.org"]))
        elif kind == "map_full":
            emit("map_full", host=h, rc=-30792, dn=udn())
        elif kind == "sync_cookie":
            t = clock.t
            emit("sync_cookie", host="ldap02", rid="001",
                 cookie=f"rid=001,csn={t:%Y%m%d%H%M%S}.{t.microsecond:06d}Z#000000#000#000000")
        elif kind == "sync_entry":
            emit("sync_entry", host="ldap02", rid="001", dn=udn(), rc=0)
        elif kind == "sync_fail":
            emit("sync_bind_fail", host="ldap02", rid="001", rc=-1)
            emit("sync_retry", host="ldap02", rid="001", rc=-1, n=rng.randint(1, 5))
        elif kind == "restart":
            emit("shutdown_req", host=h)
            emit("shutdown_wait", host=h, n=0)
            emit("stopped", host=h)
            for c in [c for c in conns if c["host"] == h]:
                conns.remove(c)
            clock.tick(rng, 2.0)
            hosts[h]["pid"] = rng.randint(600, 40000)
            emit("banner", host=h, ver="2.5.16+dfsg-0ubuntu0.22.04.2", bdate="Jan 30 2024 18:19:46")
            emit("starting", host=h)

    while len(rows) < N_ROWS:
        clock.tick(rng, 0.8)
        r = rng.random()
        if len(conns) < 3 or (r < 0.11 and len(conns) < 30):
            open_conn()
        elif r < 0.14:
            rare()
        else:
            do_op(rng.choice(conns))
    return rows[:N_ROWS]


# ------------------------------------------------------------------------ samba_smbd

# header key: (source file, source line, function, debug levels used at that call site)
_SMB_HDR = {
    "connect": ("../../source3/smbd/service.c", 1195, "make_connection_snum", (2, 3)),
    "close": ("../../source3/smbd/service.c", 1361, "close_cnum", (2,)),
    "guest": ("../../source3/smbd/service.c", 362, "create_connection_session_info", (1,)),
    "authlog": ("../../auth/auth_log.c", 760, "log_authentication_event_human_readable", (2, 3)),
    "authz": ("../../auth/auth_log.c", 1196, "log_successful_authz_event_human_readable", (3,)),
    "ntlm": ("../../source3/auth/auth.c", 319, "auth_check_ntlm_password", (2,)),
    "exit": ("../../source3/smbd/server_exit.c", 237, "exit_server_common", (3,)),
    "section": ("../../source3/param/loadparm.c", 3388, "lp_do_section", (2,)),
    "param": ("../../source3/param/loadparm.c", 2834, "lp_do_parameter", (0,)),
    "global": ("../../lib/param/loadparm.c", 1920, "lpcfg_do_global_parameter", (0,)),
    "iface": ("../../source3/lib/interface.c", 278, "add_interface", (2,)),
    "cups": ("../../source3/printing/print_cups.c", 110, "cups_connect", (0,)),
    "cups_cb": ("../../source3/printing/print_cups.c", 548, "cups_async_callback", (0,)),
    "ready": ("../../lib/util/become_daemon.c", 136, "daemon_ready", (0,)),
    "main": ("../../source3/smbd/server.c", 1741, "main", (0,)),
    "quota": ("../../source3/lib/sysquotas.c", 489, "sys_get_quota", (0,)),
    "panic": ("../../source3/lib/util.c", 700, "smb_panic_s3", (0,)),
}

_AUTH_HEAD = "Auth: [SMB2,(null)] user [{dom}]\\[{user}] at [{when}] with [NTLMv2] status "
_SMB_MSG = {
    "connect": ("-", "{cip} ({caddr}) connect to service {share} initially as user {user} "
                     "(uid={uid}, gid={gid}) (pid {spid})"),
    "close": ("-", "{cip} ({caddr}) closed connection to service {share}"),
    "guest": ("-", "create_connection_session_info: guest user (from session setup) not permitted "
                   "to access this share ({share})"),
    "auth_ok": ("-", _AUTH_HEAD + "[NT_STATUS_OK] workstation [{ws}] remote host [{caddr}] became "
                                  "[{dom}]\\[{user}] [{sid}]. local host [{laddr}]"),
    "auth_badpw": ("-", _AUTH_HEAD + "[NT_STATUS_WRONG_PASSWORD] workstation [{ws}] remote host [{caddr}] "
                                     "mapped to [{dom}]\\[{user}]. local host [{laddr}]"),
    "auth_nouser": ("-", _AUTH_HEAD + "[NT_STATUS_NO_SUCH_USER] workstation [{ws}] remote host [{caddr}] "
                                      "mapped to [{dom}]\\[{user}]. local host [{laddr}]"),
    "authz": ("-", "Successful AuthZ: [SMB2,NTLMSSP] user [{dom}]\\[{user}] [{sid}] at [{when}] "
                   "Remote host [{caddr}] local host [{laddr}]"),
    "ntlm_badpw": ("-", "check_ntlm_password:  Authentication for user [{user}] -> [{user}] FAILED with "
                        "error NT_STATUS_WRONG_PASSWORD, authoritative={auth}"),
    "ntlm_nouser": ("-", "check_ntlm_password:  Authentication for user [{user}] -> [{user}] FAILED with "
                         "error NT_STATUS_NO_SUCH_USER, authoritative={auth}"),
    "exit_normal": ("-", "Server exit (normal exit)"),
    "exit_reset": ("-", "Server exit (NT_STATUS_CONNECTION_RESET)"),
    "exit_eof": ("-", "Server exit (NT_STATUS_END_OF_FILE)"),
    "section": ("-", 'Processing section "[{share}]"'),
    "param": ("-", 'Ignoring unknown parameter "{param}"'),
    "global": ("WARN", 'WARNING: The "{opt}" option is deprecated'),
    "iface": ("-", "added interface {ifname} ip={ip} bcast={bcast} netmask={mask}"),
    "cups": ("-", "Unable to connect to CUPS server {cupsrv} - Connection refused"),
    "cups_cb": ("-", "failed to retrieve printer list: NT_STATUS_UNSUCCESSFUL"),
    "ready": ("-", "daemon_ready: daemon 'smbd' finished starting up and ready to serve connections"),
    "version": ("-", "smbd version {ver} started."),
    "copyright": ("-", "Copyright Andrew Tridgell and the Samba Team {y1}-{y2}"),
    "quota": ("-", "sys_path_to_bdev() failed for path [{path}]!"),
    "panic": ("FATAL", "PANIC (pid {spid}): {reason}"),
}


def _smb_level(dl: int) -> str:
    return "ERROR" if dl == 0 else "WARN" if dl == 1 else "INFO" if dl <= 5 else "DEBUG"


def make_samba_smbd(rng: random.Random) -> list[dict[str, str]]:
    specs = {}
    for k, (src, _ln_, func, dls) in _SMB_HDR.items():
        lv = {_smb_level(d) for d in dls}
        assert len(lv) == 1 and all(0 <= d <= 9 for d in dls), k
        specs["H:" + k] = (lv.pop(), f"[{{ts}},  {{dl}}] {src}:{{ln}}({func})")
    for k, (lv, msg) in _SMB_MSG.items():
        specs["M:" + k] = (lv, "  " + msg)
    cat = Catalog("samba_smbd", specs)
    clock = Clock(rng)
    rows: list[dict[str, str]] = []
    clients = Z(_ips(rng, "192.168.10.", 40), 1.1)
    users = Z(_USERS[:20], 1.0)
    shares = Z(["data", "projects", "scans", "finance", "public", "it-tools", "archive", "homes"], 1.2)
    sections = Z(["global", "homes", "printers", "print$", "data", "projects", "scans"], 1.3)
    dom_ids = [rng.randint(1000000000, 4000000000) for _ in range(3)]
    ws_names: dict[str, str] = {}
    smbd_pid = [rng.randint(800, 3000)]
    sessions: list[dict] = []
    laddr = "ipv4:192.168.10.5:445"

    def ev(h, m, dl=None, **kw):
        _src, ln, _func, dls = _SMB_HDR[h]
        d = dls[0] if dl is None else dl
        assert d in dls, (h, d)
        t = clock.t
        rows.append(cat.row("H:" + h, ts=f"{t:%Y/%m/%d %H:%M:%S}.{t.microsecond:06d}", dl=d, ln=ln))
        rows.append(cat.row("M:" + m, **kw))
        clock.t += timedelta(microseconds=rng.randint(40, 900))

    def when():
        t = clock.t
        return f"{t:%a, %d %b %Y %H:%M:%S}.{t.microsecond:06d} UTC"

    def sid(user):
        return f"S-1-5-21-{dom_ids[0]}-{dom_ids[1]}-{dom_ids[2]}-{1100 + _USERS.index(user)}"

    def ws(ip):
        if ip not in ws_names:
            ws_names[ip] = rng.choice(["DESKTOP-", "LAPTOP-", "WS-"]) + _hex(rng, 7).upper()
        return ws_names[ip]

    def connect(s, share):
        if share == "homes":
            share = s["user"]
        if share == "public" and rng.random() < 0.15:
            ev("guest", "guest", share=share)
            return
        ev("connect", "connect", dl=3 if share == "IPC$" else 2, cip=s["ip"], caddr=s["caddr"],
           share=share, user=s["user"], uid=10000 + _USERS.index(s["user"]), gid=10513, spid=s["pid"])
        s["shares"].append(share)

    def close_share(s):
        share = s["shares"].pop(rng.randrange(len(s["shares"])))
        ev("close", "close", cip=s["ip"], caddr=s["caddr"], share=share)

    def new_session():
        ip, user = clients(rng), users(rng)
        s = {"ip": ip, "caddr": f"ipv4:{ip}:{rng.randint(49152, 65535)}", "user": user,
             "pid": rng.randint(smbd_pid[0] + 10, 65000), "shares": []}
        common = dict(dom="EXAMPLE", user=user, when=when(), ws=ws(ip), caddr=s["caddr"], laddr=laddr)
        if rng.random() < 0.08:
            bad = rng.random() < 0.75
            ev("ntlm", "ntlm_badpw" if bad else "ntlm_nouser", user=user, auth=1)
            ev("authlog", "auth_badpw" if bad else "auth_nouser", dl=2, **common)
            if rng.random() < 0.6:
                ev("exit", "exit_eof")
            return
        ev("authlog", "auth_ok", dl=3, sid=sid(user), **common)
        ev("authz", "authz", dom="EXAMPLE", user=user, sid=sid(user), when=when(),
           caddr=s["caddr"], laddr=laddr)
        for _ in range(rng.choice([0, 1, 1, 2])):
            ev("section", "section", share=sections(rng))
        connect(s, "IPC$")
        connect(s, shares(rng))
        sessions.append(s)

    def startup():
        smbd_pid[0] = rng.randint(800, 3000)
        ev("main", "version", ver="4.15.13-Ubuntu")
        ev("main", "copyright", y1=1992, y2=2021)
        if rng.random() < 0.7:
            ev("global", "global", opt=rng.choice(["syslog", "syslog only"]))
        ev("iface", "iface", ifname="eth0", ip="192.168.10.5", bcast="192.168.10.255", mask="255.255.255.0")
        ev("ready", "ready")

    misc = [(3.0, "cups"), (1.4, "cups_cb"), (0.8, "quota"), (0.25, "param"), (0.2, "global"),
            (0.08, "panic"), (0.06, "restart"), (1.0, "drop")]
    while len(rows) < N_ROWS:
        clock.tick(rng, 4.0)
        r = rng.random()
        if not sessions or r < 0.24:
            new_session()
        elif r < 0.42:
            connect(rng.choice(sessions), shares(rng))
        elif r < 0.78:
            s = rng.choice(sessions)
            if s["shares"]:
                close_share(s)
            if not s["shares"]:
                ev("exit", "exit_normal")
                sessions.remove(s)
        else:
            kind = wpick(rng, misc)
            if kind == "cups":
                ev("cups", "cups", cupsrv="localhost:631")
            elif kind == "cups_cb":
                ev("cups_cb", "cups_cb")
            elif kind == "quota":
                ev("quota", "quota", path=rng.choice(["/srv/samba/data", "/srv/samba/projects", "/home/alice"]))
            elif kind == "param":
                ev("param", "param", param=rng.choice(["client ntlmv2 auth", "winbind enum usrs",
                                                       "map untrusted to domain"]))
            elif kind == "global":
                ev("global", "global", opt=rng.choice(["syslog", "syslog only"]))
            elif kind == "panic":
                ev("panic", "panic", spid=rng.randint(5000, 65000), reason="internal error")
            elif kind == "restart":
                sessions.clear()
                startup()
            elif kind == "drop" and sessions:
                s = rng.choice(sessions)
                while s["shares"]:
                    close_share(s)
                ev("exit", "exit_reset")
                sessions.remove(s)
    return rows[:N_ROWS]


# -------------------------------------------------------------------- cups_error_log

_CUPS_LV = {"D": "DEBUG", "I": "INFO", "W": "WARN", "E": "ERROR"}
_CUPS_OPS = ["Get-Printer-Attributes", "CUPS-Get-Printers", "Get-Jobs", "CUPS-Get-Default",
             "Print-Job", "Cancel-Job"]
_CUPS = {
    "accept": ("D", "[Client {cn}] Accepted from {addr} ({fam})"),
    "srvaddr": ("D", '[Client {cn}] Server address is "{saddr}".'),
    "post": ("D", "[Client {cn}] POST {path} HTTP/1.1"),
    "get": ("D", "[Client {cn}] GET {path} HTTP/1.1"),
    "busy_on": ("D", 'cupsdSetBusyState: newbusy="Active clients", busy="Not busy"'),
    "busy_off": ("D", 'cupsdSetBusyState: newbusy="Not busy", busy="Active clients"'),
    "busy_jobs": ("D", 'cupsdSetBusyState: newbusy="Printing jobs", busy="Active clients"'),
    "busy_jobs_off": ("D", 'cupsdSetBusyState: newbusy="Not busy", busy="Printing jobs"'),
    "closing": ("D", "[Client {cn}] Closing connection."),
    "eof": ("D", "[Client {cn}] Closing on EOF."),
    "auth_basic": ("D", "[Client {cn}] Authorized as {user} using Basic"),
    "auth_peer": ("D", "[Client {cn}] Authorized as {user} using PeerCred"),
    "notfound": ("D", "[Client {cn}] Returning IPP client-error-not-found for Get-Printer-Attributes "
                      "({uri}) from {chost}."),
    "forbidden": ("E", "[Client {cn}] Returning HTTP Forbidden for CUPS-Add-Modify-Printer ({uri}) "
                       "from {chost}."),
    "report": ("D", "Report: clients={n1}, jobs={n2}, jobs-active={n3}, printers={n4}"),
    "queued": ("I", '[Job {job}] Queued on "{printer}" by "{user}".'),
    "filetype": ("I", '[Job {job}] File of type {mime} queued by "{user}".'),
    "sheets": ("I", "[Job {job}] job-sheets={sheets}"),
    "filter": ("I", "[Job {job}] Started filter {prog} (PID {fpid})"),
    "backend": ("I", "[Job {job}] Started backend {prog} (PID {fpid})"),
    "pid_ok": ("D", "[Job {job}] PID {fpid} ({prog}) exited with no errors."),
    "completed": ("I", "[Job {job}] Job completed."),
    "progress": ("D", "Discarding unused job-progress event..."),
    "pstate": ("D", "Discarding unused printer-state-changed event..."),
    "jstate": ("D", "Discarding unused job-state-changed event..."),
    "pid_fail": ("E", "[Job {job}] PID {fpid} ({prog}) stopped with status {st}."),
    "backend_status": ("D", "[Job {job}] Backend returned status {st} (failed)"),
    "stopped_filter": ("E", "[Job {job}] Job stopped due to filter errors; please consult the "
                            "error_log file for details."),
    "stopped_backend": ("E", "[Job {job}] Job stopped due to backend errors; please consult the "
                             "error_log file for details."),
    "locate": ("E", '[Job {job}] Unable to locate printer "{phost}".'),
    "canceled": ("I", '[Job {job}] Canceled by "{user}".'),
    "unresponsive": ("E", "[Job {job}] Stopping unresponsive job."),
    "localcert": ("E", "cupsdAuthorize: Local authentication certificate not found."),
    "colord": ("W", "CreateProfile failed: org.freedesktop.ColorManager.AlreadyExists:profile id "
                    "'{profile}' already exists"),
    "notifier": ("W", "Notifier for subscription {sub} (dbus://) went away, retrying!"),
    "deprecated": ("W", "Printer drivers are deprecated and will stop working in a future version of CUPS."),
    "listen_fail": ("E", "Unable to open listen socket for address {laddr} - Cannot assign requested address."),
    "driverd": ("E", '[cups-driverd] Bad driver information file "{drv}"!'),
    "reload_req": ("I", "Full reload is required."),
    "reload_done": ("I", "Full reload complete."),
    "loaded_conf": ("I", 'Loaded configuration file "{conf}"'),
    "listening": ("I", "Listening on {laddr}."),
    "saving_cache": ("I", "Saving job.cache..."),
    "cleaning": ("I", 'Cleaning out old temporary files in "{tmpdir}"...'),
    "clients": ("I", "Configured for up to {n} clients."),
}


def make_cups_error_log(rng: random.Random) -> list[dict[str, str]]:
    specs = {k: (_CUPS_LV[L], f"{L} [{{ts}}] " + msg) for k, (L, msg) in _CUPS.items()}
    for op in _CUPS_OPS:
        specs["op:" + op] = ("DEBUG", "D [{ts}] [Client {cn}] {ippver} " + op + " {reqid}")
        specs["ok:" + op] = ("DEBUG", "D [{ts}] [Client {cn}] Returning IPP successful-ok for " + op
                             + " ({uri}) from {chost}.")
    cat = Catalog("cups_error_log", specs)
    clock = Clock(rng)
    rows: list[dict[str, str]] = []
    printers = Z(["HP_LaserJet_M404", "Office_Color", "Brother_HL_L2350DW", "Canon_iR_C3226", "Zebra_ZD420"], 1.2)
    ptype = {"HP_LaserJet_M404": "ipp", "Office_Color": "ipp", "Brother_HL_L2350DW": "dnssd",
             "Canon_iR_C3226": "socket", "Zebra_ZD420": "usb"}
    users = Z(_USERS[:16], 1.1)
    remotes = Z(_ips(rng, "192.168.1.", 14), 1.2)
    st = {"cn": rng.randint(1, 40), "job": rng.randint(100, 4000), "pid": rng.randint(3000, 20000),
          "busy": "Not busy", "recent": []}

    def emit(key, **kw):
        t = clock.t
        rows.append(cat.row(key, ts=f"{t:%d/%b/%Y:%H:%M:%S} +0000", **kw))
        clock.t += timedelta(microseconds=rng.randint(200, 30000))

    def busy(new):
        key = {("Active clients", "Not busy"): "busy_on", ("Not busy", "Active clients"): "busy_off",
               ("Printing jobs", "Active clients"): "busy_jobs",
               ("Not busy", "Printing jobs"): "busy_jobs_off"}.get((new, st["busy"]))
        if key:
            emit(key)
        st["busy"] = new

    def open_client(local, path, method="post"):
        st["cn"] += 1
        cn = st["cn"]
        if local:
            emit("accept", cn=cn, addr="localhost", fam="Domain")
            emit("srvaddr", cn=cn, saddr="/run/cups/cups.sock")
            chost = "localhost"
        else:
            chost = remotes(rng)
            emit("accept", cn=cn, addr=chost, fam="IPv4")
            emit("srvaddr", cn=cn, saddr="print01.example.com:631")
        emit(method, cn=cn, path=path)
        busy("Active clients")
        return cn, chost

    def close_client(cn, after="Not busy"):
        emit("closing" if rng.random() < 0.8 else "eof", cn=cn)
        busy(after)

    def poll():
        local = rng.random() < 0.75
        op = wpick(rng, [(40, "Get-Printer-Attributes"), (15, "CUPS-Get-Printers"), (20, "Get-Jobs"),
                         (9, "CUPS-Get-Default")])
        p = printers(rng)
        uri = f"ipp://localhost/printers/{p}" if op in ("Get-Printer-Attributes", "Get-Jobs") else "ipp://localhost/"
        cn, chost = open_client(local, "/" if uri.endswith("/") else f"/printers/{p}")
        emit("op:" + op, cn=cn, ippver=rng.choice(["2.0", "2.0", "1.1"]), reqid=rng.randint(1, 9))
        if op == "Get-Printer-Attributes" and rng.random() < 0.04:
            emit("notfound", cn=cn, uri="ipp://localhost/printers/Old_Kyocera", chost=chost)
        else:
            emit("ok:" + op, cn=cn, uri=uri, chost=chost)
        close_client(cn)

    def job():
        local = rng.random() < 0.7
        p = printers(rng)
        user = users(rng)
        cn, chost = open_client(local, f"/printers/{p}")
        emit("auth_peer" if local else "auth_basic", cn=cn, user=user)
        emit("op:Print-Job", cn=cn, ippver="2.0", reqid=rng.randint(1, 5))
        st["job"] += 1
        j = st["job"]
        mime = rng.choice(["application/pdf", "application/pdf", "application/postscript",
                           "image/urf", "application/vnd.cups-raw", "text/plain"])
        emit("queued", job=j, printer=p, user=user)
        emit("filetype", job=j, mime=mime, user=user)
        emit("sheets", job=j, sheets="none,none")
        emit("ok:Print-Job", cn=cn, uri=f"ipp://localhost/printers/{p}", chost=chost)
        close_client(cn, after="Printing jobs")
        st["recent"] = (st["recent"] + [j])[-5:]
        kind = ptype[p]
        if mime == "application/vnd.cups-raw":
            chain = []
        elif kind in ("ipp", "dnssd"):
            chain = ["/usr/lib/cups/filter/pdftopdf"] if mime != "text/plain" else \
                ["/usr/lib/cups/filter/texttopdf", "/usr/lib/cups/filter/pdftopdf"]
        elif kind == "usb":
            chain = ["/usr/lib/cups/filter/pdftopdf", "/usr/lib/cups/filter/gstoraster",
                     "/usr/lib/cups/filter/rastertolabel"]
        else:
            chain = ["/usr/lib/cups/filter/pdftopdf", "/usr/lib/cups/filter/pdftops"]
        procs = []
        for f in chain:
            st["pid"] += rng.randint(1, 3)
            emit("filter", job=j, prog=f, fpid=st["pid"])
            procs.append((f, st["pid"]))
        st["pid"] += 1
        backend = f"/usr/lib/cups/backend/{kind}"
        emit("backend", job=j, prog=backend, fpid=st["pid"])
        bpid = st["pid"]
        for _ in range(rng.randint(1, 4)):
            emit(rng.choice(["progress", "pstate", "jstate"]))
        clock.tick(rng, 3.0)
        r = rng.random()
        if r < 0.06:
            if kind == "dnssd":
                emit("locate", job=j, phost="Brother HL-L2350DW series._ipp._tcp.local")
            for f, fp in procs:
                emit("pid_ok", job=j, fpid=fp, prog=f)
            emit("pid_fail", job=j, fpid=bpid, prog=backend, st=1)
            emit("backend_status", job=j, st=1)
            emit("stopped_backend", job=j)
        elif r < 0.085 and procs:
            f, fp = procs[-1]
            emit("pid_fail", job=j, fpid=fp, prog=f, st=rng.choice([1, 1, 22]))
            emit("stopped_filter", job=j)
        elif r < 0.09:
            emit("unresponsive", job=j)
        else:
            for f, fp in procs:
                emit("pid_ok", job=j, fpid=fp, prog=f)
            emit("pid_ok", job=j, fpid=bpid, prog=backend)
            emit("jstate")
            emit("completed", job=j)
        busy("Not busy")

    def cancel():
        if not st["recent"]:
            return
        user = users(rng)
        cn, chost = open_client(True, "/jobs/")
        emit("auth_peer", cn=cn, user=user)
        emit("op:Cancel-Job", cn=cn, ippver="2.0", reqid=1)
        j = rng.choice(st["recent"])
        emit("canceled", job=j, user=user)
        emit("ok:Cancel-Job", cn=cn, uri=f"ipp://localhost/jobs/{j}", chost=chost)
        close_client(cn)

    def web():
        cn, chost = open_client(False, rng.choice(["/", "/printers/", "/jobs/", "/admin"]), method="get")
        if rng.random() < 0.15:
            emit("forbidden", cn=cn, uri=f"ipp://localhost/printers/{printers(rng)}", chost=chost)
        close_client(cn)

    def reload():
        emit("reload_req")
        emit("saving_cache")
        emit("loaded_conf", conf="/etc/cups/cupsd.conf")
        emit("cleaning", tmpdir="/var/spool/cups/tmp")
        emit("clients", n=100)
        emit("listening", laddr="localhost:631")
        emit("listening", laddr="/run/cups/cups.sock")
        emit("reload_done")

    episodes = [(55, poll), (13, job), (2, cancel), (4, web),
                (4, lambda: emit("report", n1=rng.randint(0, 3), n2=rng.randint(20, 500),
                                 n3=rng.randint(0, 2), n4=5)),
                (2.0, lambda: emit("localcert")),
                (0.5, lambda: emit("colord", profile=f"{printers(rng)}-Gray..")),
                (0.4, lambda: emit("notifier", sub=rng.randint(20, 400))),
                (0.25, lambda: emit("deprecated")),
                (0.12, lambda: emit("listen_fail", laddr="[v1.::1]:631")),
                (0.15, lambda: emit("driverd", drv="/usr/share/cups/drv/sample.drv")),
                (0.3, reload)]
    while len(rows) < N_ROWS:
        clock.tick(rng, 9.0)
        wpick(rng, episodes)()
    return rows[:N_ROWS]


# ----------------------------------------------------------------- powerdns_recursor

_PRIO = {"Debug": "DEBUG", "Info": "INFO", "Notice": "INFO", "Warning": "WARN", "Error": "ERROR",
         "Critical": "FATAL", "Alert": "FATAL"}


def _pd(msg: str, subsystem: str, prio: str, extra: str = "", err: bool = False) -> tuple[str, str]:
    e = ' error="{error}"' if err else ""
    return (_PRIO[prio], f'msg="{msg}"{e} subsystem="{subsystem}" level="{{lv}}" prio="{prio}" '
                         f'tid="{{tid}}" ts="{{ets}}"{extra}')


_PDNS = {
    "stats": _pd("Periodic statistics report", "stats", "Info",
                 ' cache-entries="{n1}" negcache-entries="{n2}" questions="{n3}" record-cache-acquired="{n4}"'
                 ' record-cache-contended="{n5}" record-cache-contended-perc="{p1}"'
                 ' record-cache-hitratio-perc="{p2}"'),
    "pcache": _pd("Queries answered from packet cache", "stats", "Info",
                  ' count="{n1}" packetcache-entries="{n2}" packetcache-hitratio-perc="{p1}"'),
    "thread": _pd("Queries handled by thread", "stats", "Info", ' count="{n1}" thread="{thr}" tname="{tname}"'),
    "qps": _pd("Periodic QPS report", "stats", "Info", ' averagedOver="{n1}" qps="{n2}"'),
    "servfail": _pd("Sending SERVFAIL during resolve", "syncres", "Notice",
                    ' remote="{remote}" qname="{qname}" qtype="{qtype}"', err=True),
    "tcp_timeout": _pd("Timeout from remote TCP client", "in", "Error", ' remote="{remote}"'),
    "sendmsg": _pd("Error sending reply with sendmsg", "in", "Warning",
                   ' socket="{sock}" source="{src}" destination="{remote}"', err=True),
    "opcode": _pd("Ignoring non-query opcode from remote", "in", "Error", ' opcode="{opc}" remote="{remote}"'),
    "allowfrom": _pd("Dropping UDP query, address not matched by allow-from", "in", "Error",
                     ' source="{remote}"'),
    "carbon": _pd("Unable to connect to carbon server", "carbon", "Warning", ' address="{caddr}"', err=True),
    "parse_err": _pd("Unable to parse packet from remote UDP client", "in", "Error", ' remote="{remote}"',
                     err=True),
    "bogus": _pd("Answer validates as Bogus", "syncres", "Warning",
                 ' remote="{remote}" qname="{qname}" qtype="{qtype}"'),
    "refresh": _pd("Refreshed . records", "housekeeping", "Notice"),
    "refresh_fail": _pd("Failed to update . records, got an exception", "housekeeping", "Error", err=True),
    "rpz_load": _pd("Loading RPZ from file", "rpz", "Info", ' name="{zone}" file="{rfile}"'),
    "rpz_done": _pd("Done loading RPZ", "rpz", "Info", ' name="{zone}" records="{n1}" serial="{serial}"'),
    "ixfr": _pd("Getting IXFR deltas", "rpz", "Info", ' zone="{zone}" primary="{primary}" serial="{serial}"'),
    "ixfr_done": _pd("Done applying IXFR deltas", "rpz", "Info",
                     ' zone="{zone}" serial="{serial}" removed="{n1}" added="{n2}"'),
    "ixfr_fail": _pd("Unable to get IXFR deltas", "rpz", "Warning", ' zone="{zone}" primary="{primary}"',
                     err=True),
    "ipv6": _pd("Enabling IPv6 transport for outgoing queries", "config", "Info"),
    "listen": _pd("Listening for queries", "config", "Info", ' proto="{proto}" address="{laddr}"'),
    "distributors": _pd("Launching distributor threads", "config", "Info", ' count="{n1}"'),
    "workers": _pd("Launching worker threads", "config", "Info", ' count="{n1}"'),
    "prime": _pd("Done priming cache with root hints", "housekeeping", "Info"),
    "exit": _pd("Exiting on user request", "config", "Notice", ' signal="{sig}"'),
    "bind_fail": _pd("Unable to bind to socket", "config", "Critical", ' address="{laddr}"', err=True),
}


def make_powerdns_recursor(rng: random.Random) -> list[dict[str, str]]:
    cat = Catalog("powerdns_recursor",
                  {k: (lv, "{ts} {host} pdns_recursor[{pid}]: " + f) for k, (lv, f) in _PDNS.items()})
    clock = Clock(rng)
    rows: list[dict[str, str]] = []
    hosts = {}
    for h in ("resolver01", "resolver02"):
        hosts[h] = {"pid": rng.randint(500, 3000), "q": rng.randint(10**5, 10**7), "ce": rng.randint(20000, 90000),
                    "next": clock.t + timedelta(seconds=rng.uniform(0, 300)), "qps": rng.randint(40, 400)}
    pick_host = Z(list(hosts), 1.3)
    clients = Z(_ips(rng, "10.8.", 60), 1.05)
    good = Z(["www.google.com", "graph.microsoft.com", "api.github.com", "time.cloudflare.com",
              "cdn.jsdelivr.net", "updates.vendor-example.com", "mx1.mail.example.net",
              "registry.npmjs.org", "s3.eu-west-1.amazonaws.com", "login.microsoftonline.com"], 1.0)
    broken = Z(["dnssec-failed.org", "broken.legacy-partner.net", "ns.lame-delegation.example",
                "old.intranet.example.com", "tracker.adnet-example.biz", "mail.defunct-corp.de",
                "cdn.slowhost.example.io", "41.12.8.10.in-addr.arpa"], 1.1)
    qtypes = Z(["A", "AAAA", "PTR", "MX", "TXT", "SRV", "HTTPS"], 1.3)

    def emit(key, h, **kw):
        t = clock.t
        base = {"ts": _syslog_ts(t), "host": h, "pid": hosts[h]["pid"], "lv": 0,
                "tid": kw.pop("tid", rng.randint(1, 4)), "ets": f"{t.timestamp():.3f}"}
        base.update(kw)
        rows.append(cat.row(key, **base))

    def remote(port=True):
        return f"{clients(rng)}:{rng.randint(1024, 65535)}" if port else clients(rng)

    def stats(h):
        hs = hosts[h]
        q = hs["qps"] * 300 + rng.randint(-2000, 2000)
        hs["q"] += q
        hs["ce"] = max(1000, hs["ce"] + rng.randint(-800, 900))
        acq = hs["q"] * 5 + rng.randint(0, 999)
        emit("stats", h, tid=0, n1=hs["ce"], n2=rng.randint(800, 6000), n3=hs["q"], n4=acq,
             n5=rng.randint(100, 9000), p1=f"{rng.uniform(0, 0.6):.2f}", p2=f"{rng.uniform(55, 92):.2f}")
        emit("pcache", h, tid=0, n1=int(hs["q"] * 0.62), n2=rng.randint(5000, 40000),
             p1=f"{rng.uniform(55, 75):.2f}")
        for thr in range(1, 5):
            emit("thread", h, tid=0, n1=int(hs["q"] / 4) + rng.randint(-9999, 9999), thr=thr, tname="worker")
        emit("qps", h, tid=0, n1=rng.randint(290, 310), n2=hs["qps"] + rng.randint(-20, 20))

    def startup(h):
        hosts[h]["pid"] = rng.randint(500, 40000)
        emit("ipv6", h, tid=0)
        for proto in ("udp", "tcp"):
            emit("listen", h, tid=0, proto=proto, laddr="0.0.0.0:53")
        emit("distributors", h, tid=0, n1=1)
        emit("workers", h, tid=0, n1=4)
        emit("rpz_load", h, tid=0, zone="rpz.example.net", rfile="/etc/powerdns/rpz.example.net.zone")
        emit("rpz_done", h, tid=0, zone="rpz.example.net", n1=rng.randint(40000, 90000),
             serial=rng.randint(2026113000, 2026113099))
        emit("prime", h, tid=0)

    def servfail(h):
        qn, qt = broken(rng), qtypes(rng)
        err = rng.choice([f"Too much time waiting for {qn}|{qt}, timeouts: {rng.randint(2, 6)}, throttles: "
                          f"{rng.randint(0, 4)}, queries: {rng.randint(4, 9)}, {rng.randint(7000, 7400)}msec",
                          f"Too much time waiting for {qn}|{qt}, timeouts: {rng.randint(2, 6)}, throttles: "
                          f"{rng.randint(0, 4)}, queries: {rng.randint(4, 9)}, {rng.randint(7000, 7400)}msec",
                          f"Too many queries resolving {qn}|{qt}"])
        emit("servfail", h, error=err, remote=remote(), qname=qn, qtype=qt)

    def event():
        h = pick_host(rng)
        kind = wpick(rng, [(48, "servfail"), (12, "tcp"), (4, "sendmsg"), (1, "opcode"), (6, "allow"),
                           (3, "bogus"), (2, "carbon"), (1.2, "parse"), (1.5, "refresh"), (0.3, "refresh_fail"), (2.5, "ixfr"),
                           (0.5, "ixfr_fail"), (0.12, "restart"), (0.04, "bind_fail")])
        if kind == "servfail":
            servfail(h)
        elif kind == "tcp":
            emit("tcp_timeout", h, remote=remote())
        elif kind == "sendmsg":
            emit("sendmsg", h, error=rng.choice(["Permission denied", "Network is unreachable",
                                                 "Resource temporarily unavailable"]),
                 sock=rng.randint(20, 40), src="0.0.0.0:53", remote=remote())
        elif kind == "opcode":
            emit("opcode", h, opc=rng.choice([2, 4, 5]), remote=remote())
        elif kind == "allow":
            emit("allowfrom", h, remote=rng.choice(["203.0.113.45", "198.51.100.7", "192.0.2.199",
                                                    "45.83.64.12"]) + f":{rng.randint(1024, 65535)}")
        elif kind == "bogus":
            emit("bogus", h, remote=remote(), qname=rng.choice(["dnssec-failed.org", "www.dnssec-failed.org",
                                                              "rhybar.cz"]), qtype=qtypes(rng))
        elif kind == "carbon":
            emit("carbon", h, tid=0, caddr="10.8.0.9:2003",
                 error=rng.choice(["Connection refused", "Connection timed out"]))
        elif kind == "parse":
            emit("parse_err", h, remote=remote(), error=rng.choice([
                "Packet parser error: invalid label length", "Packet parser error: trying to read past the end of the buffer"]))
        elif kind == "refresh":
            emit("refresh", h, tid=0)
        elif kind == "refresh_fail":
            emit("refresh_fail", h, tid=0, error="Timeout waiting for answer")
        elif kind == "ixfr":
            serial = rng.randint(2026113000, 2026113099)
            emit("ixfr", h, tid=0, zone="rpz.example.net", primary="10.8.0.2:53", serial=serial)
            emit("ixfr_done", h, tid=0, zone="rpz.example.net", serial=serial + 1,
                 n1=rng.randint(0, 40), n2=rng.randint(0, 120))
        elif kind == "ixfr_fail":
            emit("ixfr_fail", h, tid=0, zone="rpz.example.net", primary="10.8.0.2:53",
                 error=rng.choice(["Timeout", "Unable to connect: Connection refused"]))
        elif kind == "restart":
            emit("exit", h, tid=0, sig="15")
            clock.tick(rng, 2.0)
            startup(h)
        elif kind == "bind_fail":
            emit("bind_fail", h, tid=0, laddr="0.0.0.0:53", error="Address already in use")

    while len(rows) < N_ROWS:
        clock.tick(rng, 3.0)
        for h, hs in hosts.items():
            while hs["next"] <= clock.t:
                stats(h)
                hs["next"] += timedelta(seconds=300)
        event()
    return rows[:N_ROWS]


# ---------------------------------------------------------------------- consul_agent

_CONSUL = {
    "synced_node": ("INFO", "agent", "Synced node info"),
    "synced_svc": ("INFO", "agent", "Synced service: service={svc}"),
    "synced_chk": ("INFO", "agent", "Synced check: check={chk}"),
    "node_sync": ("DEBUG", "agent", "Node info in sync"),
    "svc_sync": ("DEBUG", "agent", "Service in sync: service={svc}"),
    "chk_sync": ("DEBUG", "agent", "Check in sync: check={chk}"),
    "skip_remote": ("DEBUG", "agent", "Skipping remote check since it is managed automatically: check={chk}"),
    "chk_passing": ("DEBUG", "agent", "Check status updated: check={chk} status=passing"),
    "chk_critical_upd": ("DEBUG", "agent", "Check status updated: check={chk} status=critical"),
    "chk_critical": ("WARN", "agent", "Check is now critical: check={chk}"),
    "chk_socket": ("WARN", "agent", 'Check socket connection failed: check={chk} error="{error}"'),
    "http_get": ("DEBUG", "agent.http", "Request finished: method=GET url={url} from={frm} latency={lat}"),
    "http_put": ("DEBUG", "agent.http", "Request finished: method=PUT url={url} from={frm} latency={lat}"),
    "http_err": ("ERROR", "agent.http", 'Request error: method=GET url={url} from={frm} error="{error}"'),
    "dns": ("DEBUG", "agent.dns", "request served from client: name={qname} type={qtype} class={qclass} "
                                  "latency={lat} client={frm} client_network={net}"),
    "dns_invalid": ("WARN", "agent.dns", "QName invalid: qname={qname}"),
    "stream": ("DEBUG", "agent.client.memberlist.lan", "memberlist: Stream connection from={frm}"),
    "pushpull": ("DEBUG", "agent.client.memberlist.lan", "memberlist: Initiating push/pull sync with: {node} {addr}"),
    "join": ("INFO", "agent.client.serf.lan", "serf: EventMemberJoin: {node} {ip}"),
    "leave": ("INFO", "agent.client.serf.lan", "serf: EventMemberLeave: {node} {ip}"),
    "failed": ("INFO", "agent.client.serf.lan", "serf: EventMemberFailed: {node} {ip}"),
    "update": ("INFO", "agent.client.serf.lan", "serf: EventMemberUpdate: {node}"),
    "reconnect": ("INFO", "agent.client.serf.lan", "serf: attempting reconnect to {node} {addr}"),
    "suspect": ("INFO", "agent.client.memberlist.lan", "memberlist: Suspect {node} has failed, no acks received"),
    "marking": ("INFO", "agent.client.memberlist.lan",
                "memberlist: Marking {node} as failed, suspect timeout reached ({n} peer confirmations)"),
    "refute": ("WARN", "agent.client.memberlist.lan", "memberlist: Refuting a suspect message (from: {node})"),
    "udp_probe": ("WARN", "agent.client.memberlist.lan",
                  "memberlist: Was able to connect to {node} over TCP but UDP probes failed, "
                  "network may be misconfigured"),
    "pushpull_fail": ("ERROR", "agent.client.memberlist.lan",
                      "memberlist: Push/Pull with {node} failed: dial tcp {addr}: i/o timeout"),
    "fallback": ("ERROR", "agent.client.memberlist.lan", "memberlist: Failed fallback ping: EOF"),
    "ae_fail": ("ERROR", "agent.anti_entropy", 'failed to sync remote state: error="{error}"'),
    "rpc_fail": ("ERROR", "agent.client", 'RPC failed to server: method={rpc} server={srv} error="{error}"'),
    "no_servers": ("WARN", "agent.router.manager", "No servers available"),
    "coord_err": ("ERROR", "agent", 'Coordinate update error: error="{error}"'),
    "cache_notify": ("WARN", "agent.cache",
                     'handling error in Cache.Notify: cache-type={ctype} error="{error}" index={n}'),
    "adding_server": ("INFO", "agent.client", 'adding server: server="{srvdesc}"'),
    "dereg_svc": ("INFO", "agent", "Deregistered service: service={svc}"),
    "caught": ("INFO", "agent", "Caught: signal={sig}"),
    "reloading": ("INFO", "agent", "Reloading configuration..."),
    "lan_joining": ("INFO", "agent", "(LAN) joining: lan_addresses=[{addrs}]"),
    "lan_joined": ("INFO", "agent", "(LAN) joined: number_of_nodes={n}"),
    "lan_fail": ("WARN", "agent", '(LAN) couldn\'t join: number_of_nodes={n} error="{error}"'),
    "join_done": ("INFO", "agent", "Join cluster completed. Synced with initial agents: cluster=LAN num_agents={n}"),
    "running": ("INFO", "agent", "Consul agent running!"),
    "nodename": ("WARN", "agent", "Node name will not be discoverable via DNS due to invalid characters. "
                                  "Valid characters include all alpha-numerics and dashes.: node_name={nname}"),
}


def _go_dur(s: float) -> str:
    def trim(x):
        return x.rstrip("0").rstrip(".") if "." in x else x
    if s < 1e-3:
        return trim(f"{s * 1e6:.3f}") + "µs"
    if s < 1:
        return trim(f"{s * 1e3:.6f}") + "ms"
    if s < 60:
        return trim(f"{s:.9f}") + "s"
    m, rest = divmod(s, 60)
    return f"{int(m)}m" + trim(f"{rest:.9f}") + "s"


def make_consul_agent(rng: random.Random) -> list[dict[str, str]]:
    specs = {}
    for k, (L, logger, msg) in _CONSUL.items():
        specs[k] = (L, f"{{ts}} [{L}]{' ' * (5 - len(L))} {logger}: {msg}")
    cat = Catalog("consul_agent", specs)
    clock = Clock(rng)
    rows: list[dict[str, str]] = []
    services = ["web", "api-v2", "redis", "postgres-primary", "node-exporter"]
    checks = ["service:web", "service:api-v2", "service:redis", "service:postgres-primary",
              "service:node-exporter", "mem-util"]
    node_ips = _ips(rng, "10.0.1.", 12)
    nodes = [f"{n}" for n in ("web-01", "web-02", "db-01", "db-02", "worker-03", "worker-04", "worker-05",
                              "cache-01", "lb-01", "ci-runner-02", "worker-06", "bastion-01")]
    node_of = dict(zip(nodes, node_ips))
    pick_node = Z(nodes, 0.9)
    servers = ["10.0.0.11:8300", "10.0.0.12:8300", "10.0.0.13:8300"]
    local_ports = lambda r: f"127.0.0.1:{r.randint(32768, 60999)}"  # noqa: E731
    get_urls = Z(["/v1/health/service/web?index={i}&passing=1&wait=60000ms", "/v1/kv/config/app?index={i}&wait=60000ms",
                  "/v1/agent/self", "/v1/catalog/services?index={i}&wait=60000ms", "/v1/agent/checks",
                  "/v1/status/leader", "/v1/agent/metrics?format=prometheus", "/v1/health/state/critical"], 1.0)
    put_urls = Z(["/v1/session/renew/{u}", "/v1/kv/locks/backup?acquire={u}&flags=3304740253564472344",
                  "/v1/agent/check/pass/mem-util?note=ok", "/v1/agent/service/register"], 1.0)
    errors = Z(["No known Consul servers", "rpc error making call: ACL not found",
                "rpc error making call: rpc error making call: Permission denied",
                "rpc error getting client: failed to get conn: dial tcp <nil>->10.0.0.12:8300: connect: connection refused"], 1.0)
    state = {"index": rng.randint(100000, 900000), "sess": _uuid(rng)}

    V = {
        "svc": Z(services, 1.0), "chk": Z(checks, 1.0), "frm": local_ports, "node": pick_node,
        "error": errors, "rpc": Z(["Catalog.NodeServices", "Health.ServiceNodes", "KVS.Get",
                                   "Coordinate.Update", "Catalog.Register"], 1.0),
        "srv": Z(servers, 1.0), "n": lambda r: r.randint(1, 5),
        "qname": Z(["web.service.consul.", "redis.service.consul.", "api-v2.service.dc1.consul.",
                    "postgres-primary.service.consul.", "_web._tcp.service.consul.", "db-01.node.consul."], 1.1),
        "qtype": Z(["A", "SRV", "AAAA"], 1.5), "qclass": lambda r: "IN", "net": Z(["udp", "tcp"], 3.0),
        "ctype": Z(["intention-match", "service-http-checks", "resolved-service-config"], 1.0),
        "sig": lambda r: "hangup", "nname": lambda r: "ci_runner_02",
    }

    def emit(key, **over):
        t = clock.t
        over["ts"] = f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond // 1000:03d}Z"
        rows.append(cat.fill(key, rng, V, **over))
        clock.t += timedelta(microseconds=rng.randint(50, 4000))

    def url(pool):
        state["index"] += rng.randint(0, 7)
        return pool(rng).format(i=state["index"], u=state["sess"])

    def anti_entropy():
        if rng.random() < 0.04:
            emit("synced_node")
        else:
            emit("node_sync")
        for s in services:
            emit("synced_svc" if rng.random() < 0.02 else "svc_sync", svc=s)
        emit("skip_remote", chk="serfHealth")
        for c in checks:
            emit("synced_chk" if rng.random() < 0.02 else "chk_sync", chk=c)

    def node_fail():
        n = pick_node(rng)
        emit("suspect", node=n)
        emit("marking", node=n, n=rng.randint(1, 3))
        emit("failed", node=n, ip=node_of[n])
        if rng.random() < 0.6:
            clock.tick(rng, 30)
            emit("reconnect", node=n, addr=f"{node_of[n]}:8301")
            emit("join", node=n, ip=node_of[n])

    def check_flap():
        c = rng.choice(checks[:4])
        if c == "service:redis":
            emit("chk_socket", chk=c, error="dial tcp 127.0.0.1:6379: connect: connection refused")
        emit("chk_critical", chk=c)
        emit("chk_critical_upd", chk=c)
        emit("synced_chk", chk=c)

    def startup():
        emit("nodename", nname="ci_runner_02") if rng.random() < 0.5 else None
        emit("running")
        emit("lan_joining", addrs=", ".join(s.split(":")[0] for s in servers))
        if rng.random() < 0.2:
            emit("lan_fail", n=0, error="3 errors occurred: failed to join 10.0.0.11: dial tcp 10.0.0.11:8301: i/o timeout")
        emit("lan_joined", n=3)
        emit("join_done", n=3)
        for s in servers:
            emit("adding_server", srvdesc=f"consul-server-{s[7]} (Addr: tcp/{s}) (DC: dc1)")

    def rpc_trouble():
        emit("rpc_fail", error=errors(rng))
        if rng.random() < 0.5:
            emit("no_servers")
            emit("ae_fail", error="No known Consul servers")
        if rng.random() < 0.3:
            emit("coord_err", error="No known Consul servers")

    table = [
        (30, lambda: emit("http_get", url=url(get_urls), lat=_go_dur(rng.choice([_ln(rng, 0.0004, 1.0), 60 + rng.random() * 0.02])))),
        (6, lambda: emit("http_put", url=url(put_urls), lat=_go_dur(_ln(rng, 0.003, 0.8)))),
        (16, lambda: emit("dns", lat=_go_dur(_ln(rng, 0.00015, 0.7)), frm=f"127.0.0.1:{rng.randint(32768, 60999)}")),
        (10, lambda: emit("stream", frm=f"{rng.choice(node_ips)}:{rng.randint(32768, 60999)}")),
        (4, lambda: (lambda n: emit("pushpull", node=n, addr=f"{node_of[n]}:8301"))(pick_node(rng))),
        (5, lambda: emit("chk_passing", chk=rng.choice(checks))),
        (0.6, lambda: emit("http_err", url="/v1/kv/secret/db-password", frm=f"127.0.0.1:{rng.randint(32768, 60999)}",
                           error="Permission denied")),
        (1.0, check_flap), (0.35, node_fail), (0.5, rpc_trouble),
        (0.25, lambda: emit("dns_invalid", qname=rng.choice(["web.service.consul.example.", "wpad."]))),
        (0.35, lambda: emit("cache_notify", n=0)),
        (0.3, lambda: emit("refute", node=pick_node(rng))),
        (0.3, lambda: emit("udp_probe", node=pick_node(rng))),
        (0.3, lambda: (lambda n: emit("pushpull_fail", node=n, addr=f"{node_of[n]}:8301"))(pick_node(rng))),
        (0.1, lambda: emit("fallback")),
        (0.2, lambda: (lambda n: emit("leave", node=n, ip=node_of[n]))(pick_node(rng))),
        (0.25, lambda: emit("update", node=pick_node(rng))),
        (0.1, lambda: emit("dereg_svc", svc="canary-web")),
        (0.1, lambda: (emit("caught"), emit("reloading"), emit("synced_node"))),
        (0.04, startup),
    ]
    next_ae = clock.t + timedelta(seconds=rng.uniform(5, 60))
    while len(rows) < N_ROWS:
        clock.tick(rng, 2.5)
        if clock.t >= next_ae:
            anti_entropy()
            next_ae = clock.t + timedelta(seconds=rng.uniform(60, 140))
        else:
            wpick(rng, table)()
    return rows[:N_ROWS]


# --------------------------------------------------------------------- ingress_nginx

_ACCESS = ('{ip} - - [{ts}] "METHOD {path} {proto}" {status} {bytes} "{ref}" "{ua}" {rlen} {rt} '
           '[{ups}] [] {uaddr} {ulen} {urt} {ustat} {reqid}')
_NGX_ERR = '{nts} [LVL] {wpid}#{wpid}: *{cid} '
_KLOG = {
    # key: (letter, go file, line, message)
    "cfg_changed": ("I", "controller.go", 190, '"Configuration changes detected, backend reload required"'),
    "reloaded": ("I", "controller.go", 210, '"Backend successfully reloaded"'),
    "ev_reload": ("I", "event.go", 298, 'Event(v1.ObjectReference{{Kind:"Pod", Namespace:"{ns}", Name:"{pod}", '
                  'UID:"{uid}", APIVersion:"v1", ResourceVersion:"{rv}", FieldPath:""}}): type: \'Normal\' '
                  'reason: \'RELOAD\' NGINX reload triggered due to a change in configuration'),
    "ev_sync": ("I", "event.go", 298, 'Event(v1.ObjectReference{{Kind:"Ingress", Namespace:"{ns}", Name:"{ing}", '
                'UID:"{uid}", APIVersion:"networking.k8s.io/v1", ResourceVersion:"{rv}", FieldPath:""}}): '
                'type: \'Normal\' reason: \'Sync\' Scheduled for sync'),
    "valid_class": ("I", "store.go", 440, '"Found valid IngressClass" ingress="{nsing}" ingressclass="{icls}"'),
    "status": ("I", "status.go", 304, '"updating Ingress status" namespace="{ns}" ingress="{ing}" '
               'currentValue=[] newValue={newv}'),
    "acquiring": ("I", "leaderelection.go", 250, "attempting to acquire leader lease {lease}..."),
    "acquired": ("I", "leaderelection.go", 260, "successfully acquired lease {lease}"),
    "new_leader": ("I", "status.go", 84, '"New leader elected" identity="{pod}"'),
    "start_nginx": ("I", "nginx.go", 369, '"Starting NGINX process"'),
    "running": ("I", "main.go", 223, '"Running in Kubernetes cluster" major="{maj}" minor="{mnr}" git="{git}" '
                'state="clean" commit="{commit}" platform="{plat}"'),
    "sigterm": ("I", "sigterm.go", 36, '"Received SIGTERM, shutting down"'),
    "rm_metrics": ("I", "socket.go", 373, '"removing metrics" ingresses=[{nsing}]'),
    "no_endpoint": ("W", "controller.go", 1214, 'Service "{nssvc}" does not have any active Endpoint.'),
    "ssl_missing": ("W", "controller.go", 1108, 'Error getting SSL certificate "{nssec}": local SSL certificate '
                    '{nssec} was not found. Using default certificate'),
    "x509": ("W", "backend_ssl.go", 47, 'Error obtaining X.509 certificate: no object matching key "{nssec}" '
             'in local store'),
    "bad_class": ("W", "store.go", 361, '"Ignoring ingress because of error while validating ingress class" '
                  'ingress="{nsing}" error="{error}"'),
    "lease_err": ("E", "leaderelection.go", 332, 'error retrieving resource lock {lease}: Get "{url}": '
                  'context deadline exceeded'),
    "ep_err": ("E", "controller.go", 1055, 'Error obtaining Endpoints for Service "{nssvc}": no object '
               'matching key "{nssvc}" in local store'),
    "watch_err": ("E", "reflector.go", 147, "{refl}: Failed to watch *v1.EndpointSlice: the server has asked "
                  "for the client to provide credentials (get endpointslices.discovery.k8s.io)"),
}
_NGX = {
    "timeout": ("error", 'upstream timed out ({errno}: Operation timed out) while reading response header from '
                'upstream, client: {ip}, server: {vhost}, request: "{req}", upstream: "{uurl}", host: "{vhost}"'),
    "refused": ("error", 'connect() failed ({errno}: Connection refused) while connecting to upstream, client: '
                '{ip}, server: {vhost}, request: "{req}", upstream: "{uurl}", host: "{vhost}"'),
    "buf_resp": ("warn", 'an upstream response is buffered to a temporary file {tmpf} while reading upstream, '
                 'client: {ip}, server: {vhost}, request: "{req}", upstream: "{uurl}", host: "{vhost}"'),
    "buf_body": ("warn", 'a client request body is buffered to a temporary file {tmpf}, client: {ip}, '
                 'server: {vhost}, request: "{req}", host: "{vhost}"'),
}
_ROUTES = [
    # weight, vhost, upstream, port, pod subnet, [(method weight, method, paths)]
    (40, "api.example.com", "default-api-svc-8080", 8080,
     [(70, "GET", ["/api/v1/users/{n}", "/api/v1/orders?page={n}", "/api/v1/products", "/healthz",
                   "/api/v1/orders/{n}/items"]),
      (18, "POST", ["/api/v1/orders", "/api/v1/events", "/api/v1/login"]),
      (5, "PUT", ["/api/v1/users/{n}", "/api/v1/orders/{n}"]),
      (2, "DELETE", ["/api/v1/orders/{n}", "/api/v1/sessions/{n}"]),
      (2, "PATCH", ["/api/v1/users/{n}"]),
      (3, "OPTIONS", ["/api/v1/orders", "/api/v1/users/{n}"])]),
    (30, "shop.example.com", "shop-frontend-80", 80,
     [(94, "GET", ["/", "/static/js/app.3f9a1c.js", "/static/css/main.8b21.css", "/products/{n}",
                   "/cart", "/favicon.ico", "/images/p/{n}.webp"]),
      (5, "POST", ["/cart/add", "/checkout"]), (1, "HEAD", ["/"])]),
    (12, "grafana.example.com", "monitoring-grafana-3000", 3000,
     [(70, "GET", ["/api/live/ws", "/api/dashboards/uid/{n}", "/public/build/runtime.5e1b.js",
                   "/api/search?query=&starred=false"]),
      (30, "POST", ["/api/ds/query", "/api/frontend-metrics"])]),
    (10, "auth.example.com", "auth-keycloak-http-8080", 8080,
     [(45, "GET", ["/realms/main/protocol/openid-connect/auth?client_id=web&response_type=code",
                   "/realms/main/.well-known/openid-configuration", "/resources/kx7dq/login/keycloak/css/login.css"]),
      (55, "POST", ["/realms/main/protocol/openid-connect/token", "/realms/main/login-actions/authenticate"])]),
]
_UAS = ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15",
        "okhttp/4.12.0", "Go-http-client/1.1", "python-requests/2.31.0",
        "Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0", "curl/8.4.0",
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148"]


def make_ingress_nginx(rng: random.Random) -> list[dict[str, str]]:
    specs = {}
    methods = sorted({m for r in _ROUTES for _w, m, _p in r[4]})
    for m in methods:
        specs["acc:" + m] = ("-", _ACCESS.replace("METHOD", m))
    specs["acc_retry"] = ("-", _ACCESS.replace("METHOD", "GET").replace(
        "{uaddr} {ulen} {urt} {ustat}", "{uaddr}, {uaddr2} {ulen}, {ulen2} {urt}, {urt2} {ustat}, {ustat2}"))
    specs["acc_bad"] = ("-", '{ip} - - [{ts}] "{raw}" {status} {bytes} "{ref}" "{ua}" {rlen} {rt} [] [] - - - - {reqid}')
    for k, (L, src, _line, msg) in _KLOG.items():
        specs["k:" + k] = ({"I": "INFO", "W": "WARN", "E": "ERROR", "F": "FATAL"}[L],
                           f"{L}{{kts}}       {{kpid}} {src}:{{kln}}] {msg}")
    for k, (lvl, msg) in _NGX.items():
        specs["n:" + k] = ({"error": "ERROR", "warn": "WARN"}[lvl], _NGX_ERR.replace("LVL", lvl) + msg)
    cat = Catalog("ingress_nginx", specs)
    clock = Clock(rng)
    rows: list[dict[str, str]] = []
    pod = f"ingress-nginx-controller-{_hex(rng, 10)[:9]}-{_hex(rng, 5)}"
    pod_uid = _uuid(rng)
    clients = Z(_ips(rng, "10.42.", 6) + _ips(rng, "81.", 50), 1.05)
    uas = Z(_UAS, 1.0)
    scanners = Z(["185.242.226.17", "167.94.138.44", "45.156.129.80", "64.62.197.212", "198.235.24.130"], 1.0)
    ups_pods = {r[2]: [f"{ip}:{r[3]}" for ip in _ips(rng, f"10.244.{rng.randint(0, 5)}.", rng.randint(2, 4))]
                for r in _ROUTES}
    st = {"rv": rng.randint(10**6, 9 * 10**6), "cid": rng.randint(1000, 90000), "wpid": rng.randint(30, 60)}
    ingresses = [("default", "api", "api-tls", "api-svc"), ("shop", "frontend", "shop-tls", "frontend"),
                 ("monitoring", "grafana", "grafana-tls", "grafana"), ("auth", "keycloak", "auth-tls", "keycloak-http")]

    def kemit(key, **kw):
        t = clock.t
        rows.append(cat.row("k:" + key, kts=f"{t:%m%d %H:%M:%S}.{t.microsecond:06d}", kpid=7,
                            kln=_KLOG[key][2], **kw))
        clock.t += timedelta(microseconds=rng.randint(100, 5000))

    def nemit(key, **kw):
        st["cid"] += rng.randint(1, 50)
        rows.append(cat.row("n:" + key, nts=f"{clock.t:%Y/%m/%d %H:%M:%S}", wpid=st["wpid"], cid=st["cid"], **kw))

    def access():
        route = wpick(rng, [(r[0], r) for r in _ROUTES])
        _w, vhost, ups, _port, mtab = route
        method, paths = wpick(rng, [(w, (m, p)) for w, m, p in mtab])
        path = rng.choice(paths).format(n=rng.randint(1, 99999) if rng.random() < 0.5 else rng.randint(1, 40))
        ip = clients(rng)
        ua = "kube-probe/1.28" if path == "/healthz" else uas(rng)
        proto = "HTTP/2.0" if ua.startswith("Mozilla") and rng.random() < 0.7 else "HTTP/1.1"
        r = rng.random()
        status = 200 if r < 0.86 else wpick(rng, [(30, 304), (25, 404), (10, 401), (8, 302), (6, 499),
                                                   (5, 500), (5, 502), (4, 504), (3, 503), (4, 201)])
        if method in ("POST",) and status == 200 and rng.random() < 0.3:
            status = 201
        if method == "OPTIONS":
            status = 204
        size = 0 if status in (204, 304) else int(_ln(rng, 900 if method != "GET" else 3500, 1.4))
        urt = _ln(rng, 0.02, 1.2)
        addrs = ups_pods[ups]
        uaddr = rng.choice(addrs)
        ref = rng.choice(["-", "-", f"https://{vhost}/", f"https://{vhost}/cart"]) if ua.startswith("Mozilla") else "-"
        reqid = _hex(rng, 32)
        rlen = rng.randint(60, 900) + (rng.randint(100, 4000) if method in ("POST", "PUT", "PATCH") else 0)
        t = clock.t
        common = dict(ip=ip, ts=f"{t:%d/%b/%Y:%H:%M:%S} +0000", path=path, proto=proto, ref=ref, ua=ua,
                      rlen=rlen, ups=ups, reqid=reqid)
        req = f"{method} {path} {proto}"
        if status == 504:
            urt = 60.0 + rng.random() * 0.01
            nemit("timeout", errno=110, ip=ip, vhost=vhost, req=req, uurl=f"http://{uaddr}{path}")
        if status == 502 and method == "GET" and rng.random() < 0.6:
            other = rng.choice([a for a in addrs if a != uaddr])
            nemit("refused", errno=111, ip=ip, vhost=vhost, req=req, uurl=f"http://{uaddr}{path}")
            u2 = _ln(rng, 0.02, 1.0)
            rows.append(cat.row("acc_retry", status=200, bytes=size, rt=f"{u2 + 0.002:.3f}", uaddr=uaddr,
                                uaddr2=other, ulen=0, ulen2=size, urt="0.001", urt2=f"{u2:.3f}", ustat=502,
                                ustat2=200, **common))
            return
        if status == 502:
            nemit("refused", errno=111, ip=ip, vhost=vhost, req=req, uurl=f"http://{uaddr}{path}")
        if method == "GET" and size > 60000 and rng.random() < 0.3:
            nemit("buf_resp", tmpf=f"/tmp/nginx/proxy-temp/{rng.randint(1, 9)}/{rng.randint(10, 99)}/00000{rng.randint(10000, 99999)}",
                  ip=ip, vhost=vhost, req=req, uurl=f"http://{uaddr}{path}")
        if method == "POST" and rlen > 3500 and rng.random() < 0.2:
            nemit("buf_body", tmpf=f"/tmp/nginx/client-body/00000{rng.randint(10000, 99999)}",
                  ip=ip, vhost=vhost, req=req)
        rt = urt + rng.uniform(0, 0.003)
        ustat = status if status != 499 else "-"
        ulen = size if status != 499 else 0
        rows.append(cat.row("acc:" + method, status=status, bytes=size, rt=f"{rt:.3f}", uaddr=uaddr, ulen=ulen,
                            urt=f"{urt:.3f}", ustat=ustat, **common))

    def bad_request():
        t = clock.t
        raw = rng.choice(["\\x16\\x03\\x01\\x00\\xEE\\x01\\x00\\x00\\xEA\\x03\\x03", "SSH-2.0-Go",
                          "\\x16\\x03\\x01\\x02\\x00\\x01\\x00\\x01\\xFC\\x03\\x03",
                          "\\x05\\x01\\x00", "MGLNDD_203.0.113.10_443"])
        rows.append(cat.row("acc_bad", ip=scanners(rng), ts=f"{t:%d/%b/%Y:%H:%M:%S} +0000", raw=raw, status=400,
                            bytes=rng.choice([150, 157, 163]), ref="-", ua="-", rlen=0,
                            rt=f"{rng.uniform(0, 0.4):.3f}", reqid=_hex(rng, 32)))

    def sync():
        ns, ing, sec, svc = rng.choice(ingresses)
        st["rv"] += rng.randint(1, 400)
        kemit("ev_sync", ns=ns, ing=ing, uid=_uuid(rng), rv=st["rv"])
        if rng.random() < 0.5:
            kemit("valid_class", nsing=f"{ns}/{ing}", icls="nginx")
        if rng.random() < 0.2:
            kemit("no_endpoint", nssvc=f"{ns}/{svc}")
        if rng.random() < 0.1:
            kemit("ssl_missing", nssec=f"{ns}/{sec}")
        kemit("cfg_changed")
        clock.tick(rng, 0.3)
        kemit("reloaded")
        st["rv"] += rng.randint(1, 50)
        kemit("ev_reload", ns="ingress-nginx", pod=pod, uid=pod_uid, rv=st["rv"])

    def startup():
        kemit("running", maj=1, mnr=28, git="v1.28.3", commit=_hex(rng, 40), plat="linux/amd64")
        kemit("start_nginx")
        kemit("acquiring", lease="ingress-nginx/ingress-nginx-leader")
        for ns, ing, _sec, _svc in ingresses:
            kemit("valid_class", nsing=f"{ns}/{ing}", icls="nginx")
        kemit("cfg_changed")
        kemit("reloaded")
        kemit("ev_reload", ns="ingress-nginx", pod=pod, uid=pod_uid, rv=st["rv"])

    api = "https://10.96.0.1:443/apis/coordination.k8s.io/v1/namespaces/ingress-nginx/leases/ingress-nginx-leader"
    table = [
        (860, access), (3, bad_request), (3, sync),
        (1.5, lambda: kemit("no_endpoint", nssvc=rng.choice(["default/legacy-api", "shop/recommendations"]))),
        (0.6, lambda: kemit("x509", nssec=rng.choice(["default/legacy-tls", "shop/old-cert"]))),
        (0.4, lambda: kemit("bad_class", nsing="staging/test-app",
                            error="ingress does not contain a valid IngressClass")),
        (0.4, lambda: kemit("lease_err", lease="ingress-nginx/ingress-nginx-leader", url=api)),
        (0.2, lambda: kemit("ep_err", nssvc="default/legacy-api")),
        (0.15, lambda: kemit("watch_err", refl="k8s.io/client-go@v0.28.2/tools/cache/reflector.go:229")),
        (0.4, lambda: kemit("status", ns="shop", ing="frontend",
                            newv="[{IP:203.0.113.10 Hostname: Ports:[]}]")),
        (0.2, lambda: kemit("rm_metrics", nsing=rng.choice(["shop/old-frontend", "default/canary"]))),
        (0.15, lambda: (kemit("acquired", lease="ingress-nginx/ingress-nginx-leader"),
                        kemit("new_leader", pod=pod))),
        (0.05, lambda: (kemit("sigterm"), clock.tick(rng, 5), startup())),
    ]
    while len(rows) < N_ROWS:
        clock.tick(rng, 0.35)
        wpick(rng, table)()
    return rows[:N_ROWS]


# ----------------------------------------------------------------------- registry

FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("openldap_slapd", make_openldap_slapd),
    ("samba_smbd", make_samba_smbd),
    ("cups_error_log", make_cups_error_log),
    ("powerdns_recursor", make_powerdns_recursor),
    ("consul_agent", make_consul_agent),
    ("ingress_nginx", make_ingress_nginx),
]


def _template_regex(tmpl: str) -> re.Pattern:
    return re.compile("^" + ".+?".join(re.escape(p) for p in tmpl.split("<*>")) + "$", re.S)


def _self_check() -> None:
    for seed in (0, 1):
        for name, make in FORMATS:
            rows = make(random.Random(seed))
            assert isinstance(rows, list) and len(rows) == N_ROWS, (name, len(rows))
            rx: dict[str, re.Pattern] = {}
            tlevel: dict[str, str] = {}
            for r in rows:
                assert isinstance(r, dict) and set(r) == {"line", "template", "level"}, (name, r)
                line, tmpl, lvl = r["line"], r["template"], r["level"]
                assert "\n" not in line and "\r" not in line, (name, line)
                assert lvl in LEVELS, (name, lvl)
                if tmpl not in rx:
                    rx[tmpl] = _template_regex(tmpl)
                assert rx[tmpl].match(line), (name, tmpl, line)
                assert tlevel.setdefault(tmpl, lvl) == lvl, (name, tmpl, lvl, tlevel[tmpl])
            n = len(rx)
            assert 15 <= n <= 60, (name, seed, n)
            abnormal = sum(1 for lv in tlevel.values() if lv in ABNORMAL)
            assert abnormal >= 3, (name, seed, abnormal)
            assert make(random.Random(seed)) == rows, (name, "not deterministic")
            print(f"seed={seed} {name}: {n} templates ({abnormal} abnormal)")
            for r in (rows[0], rows[len(rows) // 2], rows[-1]):
                print("   ", r["level"], "|", r["line"])
    print("OK")


if __name__ == "__main__":
    _self_check()
