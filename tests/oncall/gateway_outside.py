"""Synthetic-but-realistic log corpora for three security / network daemons.

Every row is ``{"line", "template", "level"}``.  Each line is rendered from a
*message spec* (a ``str.format`` string); the template is that spec with every
``{field}`` replaced by ``<*>``.  ``make(rng)`` returns exactly 2000 rows in time
order and uses only the ``rng`` it is given.

snort
    Console capture of Snort 2.9 (``snort -A console -c /etc/snort/snort.conf
    -i IFACE``): alert_fast lines
    ``MM/DD-HH:MM:SS.ffffff  [**] [gid:sid:rev] MSG [**] [Classification: C]
    [Priority: P] {PROTO} SRC:SPORT -> DST:DPORT`` mixed with Snort's own
    startup chatter (banner, PortVar dump, dynamic preprocessor loading,
    normalisation warnings, rule counts), a parse error / DAQ error with
    ``Fatal Error, Quitting..`` and the exit statistics block printed on SIGTERM.
    Variable: the timestamp token, addresses and ports, pids, counts,
    percentages, durations, paths, interface names, PortVar names and port
    lists, version strings.  Constant: every rule's ``[gid:sid:rev]``, message,
    classification, priority and protocol (``{TCP}``, ``{UDP}``, ``{ICMP}``,
    ``{PROTO:255}``) -- one template per rule; rules without a classtype print
    no ``[Classification: ...]`` (optional field absent = own template).
    Alerts carry no level word (level ``-``); ``WARNING:`` -> WARN,
    ``ERROR:`` -> ERROR, ``Fatal Error, Quitting..`` -> FATAL.

clamav
    clamd and freshclam writing to their log files with ``LogTime yes``:
    ``Thu Dec  3 02:13:58 2026 -> MESSAGE``.  Every token of the asctime
    prefix (and of the embedded ``Started at`` / ``Stopped at`` / ``update
    process started at`` timestamps) is its own variable (the day keeps its
    space padding).  Variable: scanned paths, signature names,
    ``instream(IP@PORT)`` peers, database names (``daily.cld``, ``main.cvd``),
    versions / sigs / f-level / builder values, byte and signature counts,
    download sizes and times, temp paths, URLs, error strings, pids.
    Constant: the message wording, ``FOUND``, ``SelfCheck:`` results, the
    ``Limits:`` / ``LOCAL:`` keys and the "X support enabled" lines.  Levels:
    ``WARNING:`` and ``LibClamAV Warning:`` -> WARN, ``ERROR:`` and a trailing
    `` ERROR`` scan result -> ERROR, everything else ``-``.

dnsmasq
    dnsmasq as written by syslog:
    ``Dec  3 02:13:58 gw dnsmasq[812]: query[A] api.example.com from 192.168.1.23``
    and ``dnsmasq-dhcp[812]: DHCPACK(br0) 192.168.1.23 aa:bb:cc:dd:ee:ff host``.
    Variable: timestamp tokens, syslog host, pid, query names, client and
    server addresses, answers (IPv4/IPv6 addresses, PTR names), interface
    names, MACs, DHCP host names, NAK reasons, file names, counts.  Constant:
    the query type inside ``query[...]`` (A, AAAA, PTR, TXT, SRV, HTTPS), the
    log verb (query/forwarded/reply/cached/config/DHCP), the special answers
    ``<CNAME>``, ``<SRV>``, ``<TXT>``, ``NXDOMAIN``, ``NODATA``,
    ``NODATA-IPv4``, ``NODATA-IPv6`` (each its own template), the DHCP message
    type and whether the DHCP line carries the optional requested address /
    host name.  dnsmasq prints no level words except the ``warning:`` prefix
    (WARN); all other lines are ``-``.
"""

from __future__ import annotations

import calendar
import random
import re
import string
from datetime import datetime, timedelta
from itertools import accumulate
from typing import Callable

N_ROWS = 2000

_FMT = string.Formatter()
_MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_DOW = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


# --------------------------------------------------------------------------
# generic machinery
# --------------------------------------------------------------------------

def spec_template(spec: str) -> str:
    """The spec with every ``{field}`` replaced by ``<*>`` (``{{`` -> ``{``)."""
    out = []
    for literal, field, _fspec, _conv in _FMT.parse(spec):
        out.append(literal)
        if field is not None:
            out.append("<*>")
    return "".join(out)


def template_regex(template: str) -> re.Pattern:
    return re.compile(".+?".join(re.escape(p) for p in template.split("<*>")), re.S)


class Catalog:
    """Message specs of one format: key -> (level, spec)."""

    def __init__(self, name: str, specs: dict[str, tuple[str, str]]):
        self.name = name
        self.specs = specs
        self.templates = {k: spec_template(s) for k, (_lvl, s) in specs.items()}
        seen: dict[str, str] = {}
        for key, tpl in self.templates.items():
            assert tpl not in seen, f"{name}: specs {seen.get(tpl)!r} and {key!r} share template {tpl!r}"
            seen[tpl] = key
        for key, (lvl, _s) in specs.items():
            assert lvl in ("DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"), (key, lvl)
        assert 25 <= len(specs) <= 60, (name, len(specs))


class Log:
    """Accumulates rows; ``t`` is the running clock used for timestamps."""

    def __init__(self, cat: Catalog, timefields: Callable[[datetime], dict], start: datetime):
        self.cat = cat
        self.timefields = timefields
        self.t = start
        self.rows: list[dict[str, str]] = []
        self.keys: list[str] = []

    def __len__(self) -> int:
        return len(self.rows)

    def tick(self, seconds: float) -> None:
        self.t += timedelta(seconds=seconds)

    def at(self, when: datetime) -> None:
        """Move the clock to ``when`` (never backwards)."""
        if when > self.t:
            self.t = when

    def emit(self, key: str, **fields) -> None:
        lvl, spec = self.cat.specs[key]
        values = self.timefields(self.t)
        values.update(fields)
        line = spec.format(**values)
        assert "\n" not in line and "\r" not in line, line
        self.rows.append({"line": line, "template": self.cat.templates[key], "level": lvl})
        self.keys.append(key)

    def finish(self, n: int = N_ROWS) -> list[dict[str, str]]:
        del self.rows[n:]
        del self.keys[n:]
        assert len(self.rows) == n, (self.cat.name, len(self.rows))
        missing = set(self.cat.specs) - set(self.keys)
        assert not missing, (self.cat.name, sorted(missing))
        return self.rows


def zipf_cum(n: int, s: float) -> list[float]:
    return list(accumulate(1.0 / (i + 1) ** s for i in range(n)))


class Pool:
    """Zipf-skewed value pool: the first values are the most frequent."""

    def __init__(self, values, s: float = 1.0):
        vals = list(dict.fromkeys(values))  # de-duplicate, keep order
        assert vals
        self.values = vals
        self.cum = zipf_cum(len(vals), s)

    def __call__(self, rng: random.Random):
        return rng.choices(self.values, cum_weights=self.cum, k=1)[0]


class Picker:
    """Zipf draw over event kinds (rank = list order).  Every kind is forced to
    occur once at a random draw index below ``horizon``."""

    def __init__(self, rng: random.Random, kinds: list[str], s: float, horizon: int,
                 weights: list[float] | None = None):
        self.kinds = kinds
        self.cum = list(accumulate(weights)) if weights else zipf_cum(len(kinds), s)
        horizon = max(horizon, len(kinds))
        order = list(kinds)
        rng.shuffle(order)
        self.forced = dict(zip(rng.sample(range(horizon), len(kinds)), order))
        self.i = 0

    def __call__(self, rng: random.Random) -> str:
        kind = self.forced.pop(self.i, None)
        self.i += 1
        if kind is None:
            kind = rng.choices(self.kinds, cum_weights=self.cum, k=1)[0]
        return kind


def start_time(rng: random.Random) -> datetime:
    return datetime(2026, rng.randint(1, 12), rng.randint(1, 28),
                    rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59),
                    rng.randint(0, 999999))


def expo(rng: random.Random, mean: float) -> float:
    return rng.expovariate(1.0 / mean)


def public_ip(rng: random.Random) -> str:
    while True:
        a = rng.randint(1, 223)
        if a in (0, 10, 100, 127, 169, 172, 192, 198, 203):
            continue
        return f"{a}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def rand_hex(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def asctime_fields(t: datetime, prefix: str = "") -> dict[str, str]:
    """``Thu Dec  3 02:13:58 2026`` split into its five whitespace tokens."""
    return {prefix + "dow": _DOW[t.weekday()], prefix + "mon": _MON[t.month - 1],
            prefix + "day": f"{t.day:2d}", prefix + "hms": t.strftime("%H:%M:%S"),
            prefix + "year": str(t.year)}


def syslog_fields(t: datetime) -> dict[str, str]:
    return {"mon": _MON[t.month - 1], "day": f"{t.day:2d}", "hms": t.strftime("%H:%M:%S")}


# --------------------------------------------------------------------------
# 4. snort -- Snort 2.9 console output (alert_fast + startup / exit stats)
# --------------------------------------------------------------------------

# (gid, sid, rev, message, classification or None, priority, protocol, traffic kind)
SNORT_RULES = [
    (1, 2402000, 7085, "ET DROP Dshield Block Listed Source group 1", "Misc Attack", 2, "TCP", "in_any"),
    (1, 2001219, 20, "ET SCAN Potential SSH Scan", "Attempted Information Leak", 2, "TCP", "in_ssh"),
    (1, 2100366, 8, "GPL ICMP_INFO PING *NIX", "Misc activity", 3, "ICMP", "icmp_in"),
    (1, 2013504, 6, "ET POLICY GNU/Linux APT User-Agent Outbound likely related to package management",
     "Not Suspicious Traffic", 3, "TCP", "out_http"),
    (1, 2001569, 14, "ET SCAN Behavioral Unusual Port 445 traffic Potential Scan or Infection",
     "Misc activity", 3, "TCP", "in_445"),
    (1, 1000001, 1, "Incoming SSH connection attempt", None, 0, "TCP", "in_ssh"),
    (1, 2100384, 6, "GPL ICMP_INFO PING", "Misc activity", 3, "ICMP", "icmp_in"),
    (129, 12, 1, "Consecutive TCP small segments exceeding threshold", "Potentially Bad Traffic", 2,
     "TCP", "out_https"),
    (1, 2008578, 6, "ET SCAN Sipvicious Scan", "Attempted Information Leak", 2, "UDP", "in_sip"),
    (1, 2013028, 7, "ET POLICY curl User-Agent Outbound", "Attempted Information Leak", 2, "TCP", "out_http"),
    (119, 31, 1, "(http_inspect) UNKNOWN METHOD", "Unknown Traffic", 3, "TCP", "in_http"),
    (1, 2010935, 3, "ET POLICY Suspicious inbound to MSSQL port 1433", "Potentially Bad Traffic", 2,
     "TCP", "in_1433"),
    (1, 2100408, 6, "GPL ICMP_INFO Echo Reply", "Misc activity", 3, "ICMP", "icmp_reply"),
    (122, 1, 1, "(portscan) TCP Portscan", "Attempted Information Leak", 2, "PROTO:255", "portscan"),
    (1, 2011716, 4, "ET SCAN Sipvicious User-Agent Detected (friendly-scanner)", "Attempted Information Leak",
     2, "UDP", "in_sip"),
    (120, 3, 1, "(http_inspect) NO CONTENT-LENGTH OR TRANSFER-ENCODING IN HTTP RESPONSE", "Unknown Traffic",
     3, "TCP", "resp_http"),
    (1, 2010937, 3, "ET POLICY Suspicious inbound to mySQL port 3306", "Potentially Bad Traffic", 2,
     "TCP", "in_3306"),
    (1, 2100402, 12, "GPL ICMP_INFO Destination Unreachable Port Unreachable", "Misc activity", 3,
     "ICMP", "icmp_unreach"),
    (1, 2024364, 4, "ET SCAN Possible Nmap User-Agent Observed", "Web Application Attack", 1, "TCP", "in_http"),
    (1, 2018959, 4, "ET POLICY PE EXE or DLL Windows file download HTTP", "Potential Corporate Privacy Violation",
     1, "TCP", "resp_http"),
    (1, 2100498, 7, "GPL ATTACK_RESPONSE id check returned root", "Potentially Bad Traffic", 2, "TCP",
     "resp_http"),
    (1, 2101390, 9, "GPL SHELLCODE x86 inc ebx NOOP", "Executable code was detected", 1, "TCP", "resp_http"),
]


def _snort_rule_key(r) -> str:
    return f"alert_{r[0]}_{r[1]}"


def _snort_specs() -> dict[str, tuple[str, str]]:
    specs: dict[str, tuple[str, str]] = {}
    for r in SNORT_RULES:
        gid, sid, rev, msg, cls, prio, proto, _kind = r
        klass = f"[Classification: {cls}] " if cls else ""
        head = "{ts}  [**] [" + f"{gid}:{sid}:{rev}] {msg} [**] {klass}[Priority: {prio}] " + "{{" + proto + "}}"
        if proto in ("ICMP", "PROTO:255"):
            addr = " {src} -> {dst}"
        else:
            addr = " {src}:{sport} -> {dst}:{dport}"
        specs[_snort_rule_key(r)] = ("-", head + addr)
    specs.update({
        # startup
        "run_mode": ("-", "Running in IDS mode"),
        "init_snort": ("-", "        --== Initializing Snort ==--"),
        "init_output": ("-", "Initializing Output Plugins!"),
        "init_preproc": ("-", "Initializing Preprocessors!"),
        "init_plugins": ("-", "Initializing Plug-ins!"),
        "parsing": ("-", 'Parsing Rules file "{conf}"'),
        "portvar": ("-", "PortVar '{var}' defined :  [ {ports} ]"),
        "pp_load_all": ("-", "Loading all dynamic preprocessor libs from {dir}..."),
        "pp_load": ("-", "  Loading dynamic preprocessor library {lib}... done"),
        "pp_load_done": ("-", "  Finished Loading all dynamic preprocessor libs from {dir}"),
        "norm_warn": ("WARN", "WARNING: {proto} normalizations disabled because not inline."),
        "rules_read": ("-", "{n} Snort rules read"),
        "detection_rules": ("-", "    {n} detection rules"),
        "acquiring": ("-", 'Acquiring network traffic from "{iface}".'),
        "init_complete": ("-", "        --== Initialization Complete ==--"),
        "banner_pig": ("-", "   ,,_     -*> Snort! <*-"),
        "banner_version": ("-", '  o"  )~   Version {version} GRE (Build {build})'),
        "commencing": ("-", "Commencing packet processing (pid={pid})"),
        # errors
        "err_rule": ("ERROR", "ERROR: {file}({lineno}) Unknown rule option: '{opt}'."),
        "err_daq": ("ERROR", "ERROR: Can't start DAQ ({code}) - {err}!"),
        "fatal": ("FATAL", "Fatal Error, Quitting.."),
        # exit statistics
        "caught_term": ("-", "*** Caught Term-Signal"),
        "sep": ("-", "==============================================================================="),
        "run_time": ("-", "Run time for packet processing was {secs} seconds"),
        "processed": ("-", "Snort processed {n} packets."),
        "ran_for": ("-", "Snort ran for {d} days {h} hours {m} minutes {s} seconds"),
        "pkts_hr": ("-", "   Pkts/hr:{n:>14}"),
        "pkts_min": ("-", "   Pkts/min:{n:>13}"),
        "pkts_sec": ("-", "   Pkts/sec:{n:>13}"),
        "io_totals": ("-", "Packet I/O Totals:"),
        "io_received": ("-", "   Received:{n:>13}"),
        "io_analyzed": ("-", "   Analyzed:{n:>13} ({pct:>7}%)"),
        "io_dropped": ("-", "    Dropped:{n:>13} ({pct:>7}%)"),
        "action_stats": ("-", "Action Stats:"),
        "act_alerts": ("-", "     Alerts:{n:>13} ({pct:>7}%)"),
        "act_logged": ("-", "     Logged:{n:>13} ({pct:>7}%)"),
        "exiting": ("-", "Snort exiting"),
    })
    return specs


SNORT_CAT = Catalog("snort", _snort_specs())

_SNORT_HTTP_PORTS = ("80:81 311 383 591 593 901 1220 1414 1741 1830 2301 2381 2809 3037 3128 3702 4343 "
                     "4848 5250 6988 7000:7001 7144:7145 7510 7777 7779 8000 8008 8014 8028 8080 8085 "
                     "8088 8090 8118 8123 8180:8181 8243 8280 8300 8800 8888 8899 9000 9060 9080 9090 "
                     "9091 9443 9999 11371 34443:34444 41080 50002 55555")
SNORT_PORTVARS = [
    ("HTTP_PORTS", _SNORT_HTTP_PORTS),
    ("SHELLCODE_PORTS", "0:79 81:65535"),
    ("ORACLE_PORTS", "1024:65535"),
    ("SSH_PORTS", "22"),
    ("FTP_PORTS", "21 2100 3535"),
    ("SIP_PORTS", "5060:5061 5600"),
    ("FILE_DATA_PORTS", _SNORT_HTTP_PORTS.replace("80:81 ", "80:81 110 143 ", 1)),
    ("GTP_PORTS", "2123 2152 3386"),
]
SNORT_PP_LIBS = ["libsf_dce2_preproc.so", "libsf_dnp3_preproc.so", "libsf_dns_preproc.so",
                 "libsf_ftptelnet_preproc.so", "libsf_gtp_preproc.so", "libsf_imap_preproc.so",
                 "libsf_modbus_preproc.so", "libsf_pop_preproc.so", "libsf_reputation_preproc.so",
                 "libsf_s7commplus_preproc.so", "libsf_sdf_preproc.so", "libsf_sip_preproc.so",
                 "libsf_smtp_preproc.so", "libsf_ssh_preproc.so", "libsf_ssl_preproc.so"]


def make_snort(rng: random.Random) -> list[dict[str, str]]:
    L = Log(SNORT_CAT, lambda t: {"ts": t.strftime("%m/%d-%H:%M:%S.%f")}, start_time(rng))
    rules = {_snort_rule_key(r): r for r in SNORT_RULES}
    picker = Picker(rng, list(rules), s=1.05, horizon=300)

    iface = rng.choice(["eth0", "eth1", "ens192", "enp2s0", "eno1"])
    conf = "/etc/snort/snort.conf"
    ppdir = "/usr/lib/snort_dynamicpreprocessor/"
    libs = SNORT_PP_LIBS[:]
    rng.shuffle(libs)  # readdir() order
    version, build = rng.choice([("2.9.15.1", "15125"), ("2.9.18.1", "179"), ("2.9.19", "85"),
                                 ("2.9.20", "82")])

    # address pools
    lan = rng.choice(["192.168.1", "192.168.0", "192.168.10", "10.10.20"])
    dmz = rng.choice(["10.0.0", "172.16.0", "10.1.1"])
    clients = Pool([f"{lan}.{h}" for h in rng.sample(range(20, 250), 60)], 1.0)
    servers = Pool([f"{dmz}.{h}" for h in rng.sample(range(2, 60), 12)], 1.2)
    internet = Pool([public_ip(rng) for _ in range(700)], 0.9)
    scanners = Pool([public_ip(rng) for _ in range(250)], 1.1)
    dns_servers = Pool([f"{lan}.1", "1.1.1.1", "8.8.8.8", "9.9.9.9"], 1.5)

    def eph() -> int:
        return rng.randint(32768, 60999) if rng.random() < 0.6 else rng.randint(49152, 65535)

    def alert(key: str, src: str, dst: str, sport: int | None = None, dport: int | None = None) -> None:
        L.emit(key, src=src, dst=dst, sport=sport, dport=dport)

    def alert_event(key: str) -> None:
        kind = rules[key][7]
        L.tick(expo(rng, 75.0))
        burst = 1
        if kind in ("in_any", "in_ssh", "in_445", "in_sip", "in_1433", "in_3306", "portscan"):
            while rng.random() < 0.45 and burst < 12:
                burst += 1
        src_scanner = scanners(rng)
        for i in range(burst):
            if i:
                L.tick(rng.uniform(0.0005, 4.0))
            if kind == "in_any":
                alert(key, src_scanner, servers(rng) if rng.random() < 0.7 else clients(rng), eph(),
                      rng.choice([22, 23, 80, 443, 445, 1433, 3389, 5900, 8080, 8443, 8888, 2323, 5555,
                                  rng.randint(1, 65535)]))
            elif kind == "in_ssh":
                alert(key, src_scanner, servers(rng), eph(), 22)
            elif kind == "in_445":
                alert(key, src_scanner, servers(rng), eph(), 445)
            elif kind == "in_1433":
                alert(key, src_scanner, servers(rng), eph(), 1433)
            elif kind == "in_3306":
                alert(key, src_scanner, servers(rng), eph(), 3306)
            elif kind == "in_sip":
                alert(key, src_scanner, servers(rng), rng.choice([5060, 5061, 5070, eph()]), 5060)
            elif kind == "portscan":
                alert(key, src_scanner, servers(rng))
            elif kind == "icmp_in":
                alert(key, internet(rng), servers(rng))
            elif kind == "icmp_reply":
                alert(key, internet(rng), clients(rng))
            elif kind == "icmp_unreach":
                alert(key, clients(rng), dns_servers(rng))
            elif kind == "out_http":
                alert(key, clients(rng), internet(rng), eph(), 80)
            elif kind == "out_https":
                alert(key, clients(rng), internet(rng), eph(), 443)
            elif kind == "in_http":
                alert(key, scanners(rng), servers(rng), eph(), rng.choice([80, 80, 80, 8080, 443]))
            elif kind == "resp_http":
                alert(key, internet(rng), clients(rng), rng.choice([80, 80, 80, 8080]), eph())
            else:  # pragma: no cover
                raise AssertionError(kind)

    def startup(mode: str, n_rules: int, n_det: int) -> int | None:
        for k in ("run_mode", "init_snort", "init_output", "init_preproc", "init_plugins"):
            L.emit(k)
        L.emit("parsing", conf=conf)
        for var, ports in SNORT_PORTVARS:
            L.emit("portvar", var=var, ports=ports)
        L.emit("pp_load_all", dir=ppdir)
        for lib in libs:
            L.emit("pp_load", lib=ppdir + "/" + lib)
        L.emit("pp_load_done", dir=ppdir)
        for proto in ("ip4", "tcp", "icmp4", "ip6", "icmp6"):
            L.emit("norm_warn", proto=proto)
        if mode == "parse_error":
            L.emit("err_rule", file="/etc/snort/rules/local.rules", lineno=rng.randint(2, 14),
                   opt=rng.choice(["contnet", "classtyp", "flowbit", "metdata"]))
            L.emit("fatal")
            return None
        L.emit("rules_read", n=n_rules)
        L.emit("detection_rules", n=n_det)
        L.emit("acquiring", iface=iface)
        if mode == "daq_error":
            L.emit("err_daq", code=-1, err="socket: Operation not permitted")
            L.emit("fatal")
            return None
        L.emit("init_complete")
        L.emit("banner_pig")
        L.emit("banner_version", version=version, build=build)
        pid = rng.randint(1200, 65000)
        L.emit("commencing", pid=pid)
        return pid

    def shutdown(run_start: datetime, n_alerts: int) -> None:
        L.tick(rng.uniform(0.5, 30))
        secs = (L.t - run_start).total_seconds()
        pps = rng.uniform(150, 2500)
        pkts = int(secs * pps)
        L.emit("caught_term")
        L.emit("sep")
        L.emit("run_time", secs=f"{int(secs)}.{rng.randint(0, 999999)}")
        L.emit("processed", n=pkts)
        whole = int(secs)
        L.emit("ran_for", d=whole // 86400, h=whole % 86400 // 3600, m=whole % 3600 // 60, s=whole % 60)
        L.emit("pkts_hr", n=int(pkts / (secs / 3600)))
        L.emit("pkts_min", n=int(pkts / (secs / 60)))
        L.emit("pkts_sec", n=int(pkts / secs))
        L.emit("sep")
        L.emit("io_totals")
        L.emit("io_received", n=pkts)
        L.emit("io_analyzed", n=pkts, pct="100.000")
        L.emit("io_dropped", n=0, pct="0.000")
        L.emit("sep")
        L.emit("action_stats")
        pct = f"{100.0 * n_alerts / pkts:.3f}"
        L.emit("act_alerts", n=n_alerts, pct=pct)
        L.emit("act_logged", n=n_alerts, pct=pct)
        L.emit("sep")
        L.emit("exiting")

    n_det = rng.randint(3200, 4100)
    n_rules = n_det + rng.randint(400, 900)
    # run 1: typo in local.rules
    startup("parse_error", n_rules, n_det)
    # run 2: fixed, runs until SIGTERM after a rule update
    L.tick(rng.uniform(40, 400))
    startup("ok", n_rules, n_det)
    run_start = L.t
    first_alert = len(L)
    stop_at = int(N_ROWS * rng.uniform(0.35, 0.55))
    while len(L) < stop_at:
        alert_event(picker(rng))
    shutdown(run_start, len(L) - first_alert)
    # run 3: started by hand without root
    L.tick(rng.uniform(20, 200))
    n_det += rng.randint(5, 60)
    n_rules += rng.randint(5, 60)
    startup("daq_error", n_rules, n_det)
    # run 4: good, runs to the end of the capture
    L.tick(rng.uniform(5, 60))
    startup("ok", n_rules, n_det)
    while len(L) < N_ROWS:
        alert_event(picker(rng))
    return L.finish()


# --------------------------------------------------------------------------
# 5. clamav -- clamd + freshclam log files (LogTime yes)
# --------------------------------------------------------------------------

_TS = "{dow} {mon} {day} {hms} {year}"
_CTS = "{c_dow} {c_mon} {c_day} {c_hms} {c_year}"  # timestamp embedded in a message
_CP = _TS + " -> "

CLAMAV_CAT = Catalog("clamav", {k: (lvl, _CP + msg) for k, (lvl, msg) in {
    # clamd, steady state
    "selfcheck_ok": ("-", "SelfCheck: Database status OK."),
    "selfcheck_mod": ("-", "SelfCheck: Database modification detected. Forcing reload."),
    "reading_db": ("-", "Reading databases from {dir}"),
    "reloaded": ("-", "Database correctly reloaded ({n} signatures)"),
    "activating": ("-", "Activating the newly loaded database..."),
    "found_file": ("-", "{path}: {sig} FOUND"),
    "found_stream": ("-", "instream({ip}@{port}): {sig} FOUND"),
    "open_err": ("ERROR", "{path}: Can't open file or directory ERROR"),
    "warn_xz": ("WARN", "LibClamAV Warning: cli_scanxz: decompress file size exceeds limits - "
                        "only scanning {n} bytes"),
    "warn_icon": ("WARN", "LibClamAV Warning: cli_scanicon: found {n} invalid icon entries of {m} total"),
    # clamd start / stop
    "started": ("-", "+++ Started at " + _CTS),
    "sd_fds": ("-", "Received {n} file descriptor(s) from systemd."),
    "clamd_ver": ("-", "clamd daemon {ver} (OS: {os}, ARCH: {arch}, CPU: {cpu})"),
    "no_pua": ("-", "Not loading PUA signatures."),
    "bytecode": ("-", 'Bytecode: Security mode set to "{mode}".'),
    "loaded": ("-", "Loaded {n} signatures."),
    "local_sock": ("-", "LOCAL: Unix socket file {path}"),
    "lim_size": ("-", "Limits: Global size limit set to {n} bytes."),
    "lim_file": ("-", "Limits: File size limit set to {n} bytes."),
    "lim_recursion": ("-", "Limits: Recursion level limit set to {n}."),
    "sup_archive": ("-", "Archive support enabled."),
    "sup_pe": ("-", "Portable Executable support enabled."),
    "sup_ole2": ("-", "OLE2 support enabled."),
    "sup_pdf": ("-", "PDF support enabled."),
    "selfcheck_every": ("-", "Self checking every {n} seconds."),
    "listening": ("-", "Listening daemon: PID: {pid}"),
    "maxqueue": ("-", "MaxQueue set to: {n}"),
    "pid_removed": ("-", "Pid file removed."),
    "stopped": ("-", "--- Stopped at " + _CTS),
    "sock_removed": ("-", "Socket file removed."),
    # freshclam
    "fc_sep": ("-", "--------------------------------------"),
    "fc_wake": ("-", "Received signal: wake up"),
    "fc_started": ("-", "ClamAV update process started at " + _CTS),
    "fc_daemon": ("-", "freshclam daemon {ver} (OS: {os}, ARCH: {arch}, CPU: {cpu})"),
    "fc_uptodate": ("-", "{db} database is up-to-date (version: {ver}, sigs: {sigs}, f-level: {fl}, "
                         "builder: {builder})"),
    "fc_available": ("-", "{db} database available for update (local version: {lv}, remote version: {rv})"),
    "fc_behind1": ("-", "Current database is {n} version behind."),
    "fc_behindn": ("-", "Current database is {n} versions behind."),
    "fc_patch": ("-", "Downloading database patch # {n}..."),
    "fc_progress": ("-", "Time: {t}, ETA: {eta} [========================>] {cur}/{tot}"),
    "fc_testing": ("-", "Testing database: '{path}' ..."),
    "fc_test_ok": ("-", "Database test passed."),
    "fc_updated": ("-", "{db} updated (version: {ver}, sigs: {sigs}, f-level: {fl}, builder: {builder})"),
    "fc_notified": ("-", "Clamd successfully notified about the update."),
    "fc_not_notified": ("WARN", "WARNING: Clamd was NOT notified: Can't connect to clamd through {path}"),
    "fc_connect_err": ("-", "connect(): {err}"),
    "fc_outdated": ("WARN", "WARNING: Your ClamAV installation is OUTDATED!"),
    "fc_local_ver": ("WARN", "WARNING: Local version: {lv} Recommended version: {rv}"),
    "fc_dont_panic": ("-", "DON'T PANIC! Read {url}"),
    "fc_cant_connect": ("-", "Can't connect to port {port} of host {host} (IP: {ip})"),
    "fc_dl_failed": ("ERROR", "ERROR: Download failed ({code})"),
    "fc_dl_msg": ("ERROR", "ERROR:  Message: {msg}"),
    "fc_getpatch": ("ERROR", "ERROR: getpatch: Can't download {file} from {url}"),
    "fc_incr_failed": ("WARN", "WARNING: Incremental update failed, trying to download {file}"),
    "fc_update_failed": ("ERROR", "ERROR: Database update process failed: {err}"),
}.items()})

_CLAM_MAIL_SIGS = [  # what clamav-milter streams (INSTREAM) typically hit
    "Sanesecurity.Foxhole.Zip_fs220.UNOFFICIAL", "Heuristics.Phishing.Email.SpoofedDomain",
    "Sanesecurity.Jurlbl.Auto.1ac8fe.UNOFFICIAL", "Doc.Downloader.Emotet-7089015-0",
    "Email.Phishing.VOF0-9955445-0", "Html.Phishing.Bank-1232", "Sanesecurity.Phishing.Cur.21434.UNOFFICIAL",
    "Xls.Dropper.Agent-6972391-0", "Heuristics.Encrypted.Zip", "Sanesecurity.Foxhole.JS_Zip_1.UNOFFICIAL",
    "winnow.phish.ms365.25.UNOFFICIAL", "Porcupine.Junk.46121.UNOFFICIAL", "Html.Phishing.Sharepoint-9951472-0",
    "Heuristics.OLE2.ContainsMacros", "Sanesecurity.Malware.28532.JsHeur.UNOFFICIAL", "Win.Test.EICAR_HDB-1",
    "Rtf.Exploit.CVE_2017_11882-6584990-1", "Sanesecurity.Spam.8426.UNOFFICIAL",
    "Email.Trojan.Trojan-1056", "Img.Phishing.Logo-9908771-0",
]
_CLAM_FILE_SIGS = [  # clamdscan of shares, home and upload directories
    "Win.Trojan.Agent-1023123", "PUA.Win.Packer.Upx-1", "Win.Malware.Zusy-9870461-0", "Eicar-Signature",
    "Win.Test.EICAR_HDB-1", "Doc.Malware.Sagent-7446853-0", "Unix.Trojan.Mirai-7100807-0",
    "Multios.Coinminer.Miner-6781728-2", "Pdf.Exploit.CVE_2018_4993-6626034-0", "Js.Trojan.Iframe-44",
    "Win.Dropper.Nanocore-9835213-0", "Win.Packed.Generic-9795615-0", "Php.Webshell.Generic-6963496-0",
    "Java.Malware.Agent-6342749-0", "Andr.Malware.Hiddad-7091133-0", "Heuristics.Broken.Executable",
    "Win.Ransomware.Locky-9918447-0", "Win.Exploit.CVE_2017_0144-1", "PUA.Win.Tool.Keygen-6817150-0",
    "Txt.Malware.Agent-1700542", "Unix.Malware.Agent-6774375-0", "Heuristics.Limits.Exceeded.MaxFileSize",
]
_CLAM_USERS = ["alice", "bob", "carol", "dmitri", "emma", "farid", "grace", "hiro", "ines", "jonas",
               "kate", "liam", "maria", "nils", "olga", "pedro"]
_CLAM_FILES = ["invoice.zip", "Invoice_{n}.pdf", "scan_{n}.pdf.exe", "statement.doc", "Payment_Advice.xlsm",
               "setup.exe", "crack.zip", "document.html", "Order_{n}.7z", "vpnclient.msi", "report_{n}.docm",
               "photo_{n}.jpg.scr", "keygen.exe", "update.js", "mysql-backup.tar.xz", "bot.sh", "xmrig",
               "shipping_label_{n}.iso", "readme.txt", "payroll-{n}.xls"]
_CLAM_DIRS = ["/home/{u}/Downloads", "/home/{u}/Downloads", "/home/{u}/Desktop", "/home/{u}/Maildir/new",
              "/srv/samba/shares/public", "/srv/samba/shares/finance", "/var/www/nextcloud/data/{u}/files",
              "/var/www/html/wp-content/uploads/2026/{mm}", "/tmp", "/var/tmp"]


def make_clamav(rng: random.Random) -> list[dict[str, str]]:
    L = Log(CLAMAV_CAT, asctime_fields, start_time(rng))
    emb = lambda: asctime_fields(L.t, "c_")  # noqa: E731

    mail_sig = Pool(_CLAM_MAIL_SIGS, 1.1)
    file_sig = Pool(_CLAM_FILE_SIGS, 1.0)
    users = Pool(_CLAM_USERS, 1.0)

    def make_path() -> str:
        d = rng.choice(_CLAM_DIRS).format(u=users(rng), mm=f"{rng.randint(1, 12):02d}")
        f = rng.choice(_CLAM_FILES).format(n=rng.randint(1000, 999999))
        return f"{d}/{f}"

    paths = Pool([make_path() for _ in range(400)], 0.7)
    mail_hosts = Pool(["127.0.0.1"] * 1 + [f"10.{rng.randint(0, 3)}.{rng.randint(0, 9)}.{rng.randint(2, 60)}"
                                           for _ in range(6)], 1.6)
    dbdir = "/var/lib/clamav"
    sock = rng.choice(["/var/run/clamav/clamd.ctl", "/run/clamav/clamd.ctl", "/run/clamd.scan/clamd.sock"])
    old_ver, new_ver = rng.choice([("1.0.3", "1.0.5"), ("1.0.5", "1.0.7"), ("1.3.1", "1.4.1"), ("1.4.1", "1.4.2")])
    os_name = "linux-gnu"
    arch = "x86_64"
    cdn = "https://database.clamav.net"
    mirror = ("clamav-mirror." + rng.choice(["corp.example.net", "internal.lan", "office.example.org"]),
              f"10.{rng.randint(0, 40)}.{rng.randint(0, 255)}.{rng.randint(2, 250)}")

    # database state
    daily = {"ver": rng.randint(27100, 27700), "sigs": rng.randint(2040000, 2075000)}
    main_db = {"ver": 62, "sigs": 6647427, "builder": "sigmgr"}
    bytecode_db = {"ver": rng.choice([334, 335]), "sigs": rng.choice([86, 91]), "builder": "raynman"}
    total_sigs = lambda: daily["sigs"] + main_db["sigs"] + bytecode_db["sigs"] + 4512  # noqa: E731
    state = {"pending_reload": False, "outdated": True, "clamd_up": True}

    def db_uptodate() -> None:
        L.emit("fc_uptodate", db="main.cvd", ver=main_db["ver"], sigs=main_db["sigs"], fl=90,
               builder=main_db["builder"])
        L.emit("fc_uptodate", db="bytecode.cvd", ver=bytecode_db["ver"], sigs=bytecode_db["sigs"], fl=90,
               builder=bytecode_db["builder"])

    def daily_uptodate() -> None:
        L.emit("fc_uptodate", db="daily.cld", ver=daily["ver"], sigs=daily["sigs"], fl=90, builder="raynman")

    def outdated() -> None:
        if state["outdated"]:
            L.emit("fc_outdated")
            L.emit("fc_local_ver", lv=old_ver, rv=new_ver)
            L.emit("fc_dont_panic", url="https://docs.clamav.net/manual/Installing.html")

    def kib(x: float, width: int = 7) -> str:
        return f"{x:{width}.2f}KiB" if x < 1024 else f"{x / 1024:{width}.2f}MiB"

    def notify() -> None:
        if state["clamd_up"]:
            L.emit("fc_notified")
            L.tick(rng.uniform(0.5, 3))
            L.emit("reading_db", dir=dbdir)
            L.tick(rng.uniform(9, 40))
            L.emit("reloaded", n=total_sigs())
            L.emit("activating")
        else:
            L.emit("fc_not_notified", path=sock)
            L.emit("fc_connect_err", err="No such file or directory")
            state["pending_reload"] = True

    def fc_cycle(kind: str, woken: bool = True) -> None:
        if woken:
            L.emit("fc_sep")
            L.emit("fc_wake")
        L.emit("fc_started", **emb())
        outdated()
        L.tick(rng.uniform(0.2, 1.5))
        if kind == "uptodate":
            daily_uptodate()
            db_uptodate()
            return
        if kind == "fail":
            nxt = daily["ver"] + 1
            state["fails"] = state.get("fails", 0) + 1
            if state["fails"] == 1 or rng.random() < 0.5:  # private mirror tried first
                L.emit("fc_cant_connect", port=3310, host=mirror[0], ip=mirror[1])
            L.emit("fc_available", db="daily", lv=daily["ver"], rv=nxt)
            L.emit("fc_behind1", n=1)
            L.emit("fc_patch", n=nxt)
            L.tick(rng.uniform(10, 30))
            code, msg = rng.choice([(28, "Timeout was reached"), (7, "Couldn't connect to server"),
                                    (6, "Couldn't resolve host name"), (56, "Failure when receiving data from the peer")])
            L.emit("fc_dl_failed", code=code)
            L.emit("fc_dl_msg", msg=msg)
            L.emit("fc_getpatch", file=f"daily-{nxt}.cdiff", url=f"{cdn}/daily-{nxt}.cdiff")
            L.emit("fc_incr_failed", file="daily.cvd")
            L.tick(rng.uniform(10, 30))
            L.emit("fc_dl_failed", code=code)
            L.emit("fc_dl_msg", msg=msg)
            L.emit("fc_update_failed", err=rng.choice(["Connection failed", "Failed to download file",
                                                        "Network error"]))
            return
        behind = 1 if kind == "update1" else rng.randint(2, 4)
        nxt = daily["ver"] + behind
        L.emit("fc_available", db="daily", lv=daily["ver"], rv=nxt)
        L.emit("fc_behind1" if behind == 1 else "fc_behindn", n=behind)
        for v in range(daily["ver"] + 1, nxt + 1):
            L.emit("fc_patch", n=v)
            size = rng.uniform(3, 180)
            secs = size / rng.uniform(400, 9000) + rng.uniform(0.05, 0.4)
            L.tick(secs)
            L.emit("fc_progress", t=f"{secs:6.1f}s", eta=f"{0.0:6.1f}s", cur=kib(size), tot=kib(size, 0))
            daily["sigs"] += rng.randint(40, 900)
        daily["ver"] = nxt
        L.emit("fc_testing", path=f"{dbdir}/tmp.{rand_hex(rng, 10)}/clamav-{rand_hex(rng, 32)}.tmp-daily.cld")
        L.tick(rng.uniform(4, 25))
        L.emit("fc_test_ok")
        L.emit("fc_updated", db="daily.cld", ver=daily["ver"], sigs=daily["sigs"], fl=90, builder="raynman")
        db_uptodate()
        notify()

    def scan_event(kind: str) -> None:
        if kind == "stream":
            L.emit("found_stream", ip=mail_hosts(rng), port=rng.randint(32768, 60999), sig=mail_sig(rng))
        elif kind == "file":
            L.emit("found_file", path=paths(rng), sig=file_sig(rng))
        elif kind == "open_err":
            L.emit("open_err", path=paths(rng))
        elif kind == "xz":
            L.emit("warn_xz", n=rng.choice([27262976, 52428800, 104857600, 26214400]))
            if rng.random() < 0.3:
                L.emit("found_file", path=paths(rng), sig="Heuristics.Limits.Exceeded.MaxScanSize")
        elif kind == "icon":
            m = rng.randint(2, 16)
            L.emit("warn_icon", n=rng.randint(1, m), m=m)
            if rng.random() < 0.6:
                L.emit("found_file", path=paths(rng), sig=file_sig(rng))

    def clamd_stop() -> None:
        L.emit("pid_removed")
        L.emit("stopped", **emb())
        L.emit("sock_removed")
        state["clamd_up"] = False

    def clamd_start(ver: str, while_loading: Callable[[], None]) -> None:
        L.emit("started", **emb())
        L.emit("sd_fds", n=0)
        L.emit("clamd_ver", ver=ver, os=os_name, arch=arch, cpu=arch)
        L.emit("reading_db", dir=dbdir)
        L.emit("no_pua")
        L.tick(rng.uniform(0.5, 2))
        L.emit("bytecode", mode="TrustSigned")
        loaded_sigs = total_sigs()  # databases are read before freshclam replaces daily.cld
        while_loading()
        L.tick(rng.uniform(5, 30))
        L.emit("loaded", n=loaded_sigs)
        L.emit("local_sock", path=sock)
        L.emit("lim_size", n=419430400)
        L.emit("lim_file", n=104857600)
        L.emit("lim_recursion", n=17)
        for k in ("sup_archive", "sup_pe", "sup_ole2", "sup_pdf"):
            L.emit(k)
        L.emit("selfcheck_every", n=selfcheck)
        L.emit("listening", pid=rng.randint(600, 99999))
        L.emit("maxqueue", n=100)
        state["clamd_up"] = True

    selfcheck = 600
    checks_interval = 7200.0  # Checks 12
    next_self = L.t + timedelta(seconds=rng.uniform(0, selfcheck))
    next_fc = L.t + timedelta(seconds=rng.uniform(0, checks_interval))
    next_scan = L.t + timedelta(seconds=expo(rng, 2400))
    scan_pick = Picker(rng, ["stream", "file", "icon", "xz", "open_err"], s=1.0, horizon=60,
                       weights=[0.62, 0.28, 0.05, 0.03, 0.02])
    fc_pick = Picker(rng, ["uptodate", "update1", "updaten", "fail"], s=1.0, horizon=25,
                     weights=[0.66, 0.24, 0.06, 0.04])
    upgrade_at = int(N_ROWS * rng.uniform(0.4, 0.6))
    upgraded = False

    while len(L) < N_ROWS:
        if not upgraded and len(L) >= upgrade_at:
            # package upgrade: clamd and freshclam restarted, freshclam comes up first
            upgraded = True
            L.tick(rng.uniform(30, 900))
            clamd_stop()
            state["outdated"] = False
            L.tick(rng.uniform(2, 8))

            def freshclam_restart() -> None:
                # freshclam restarts while clamd is still loading (socket not up yet)
                L.tick(rng.uniform(1, 6))
                L.emit("fc_daemon", ver=new_ver, os=os_name, arch=arch, cpu=arch)
                fc_cycle("update1", woken=False)

            clamd_start(new_ver, freshclam_restart)
            next_self = L.t + timedelta(seconds=selfcheck)
            next_fc = L.t + timedelta(seconds=checks_interval)
            continue
        when = min(next_self, next_fc, next_scan)
        L.at(when)
        if when == next_self:
            if state["pending_reload"]:
                L.emit("selfcheck_mod")
                L.emit("reading_db", dir=dbdir)
                L.tick(rng.uniform(9, 40))
                L.emit("reloaded", n=total_sigs())
                L.emit("activating")
                state["pending_reload"] = False
            else:
                L.emit("selfcheck_ok")
            next_self = L.t + timedelta(seconds=selfcheck)
        elif when == next_fc:
            fc_cycle(fc_pick(rng))
            next_fc = when + timedelta(seconds=checks_interval + rng.uniform(-0.5, 0.5))
        else:
            L.tick(rng.uniform(0, 0.9))
            scan_event(scan_pick(rng))
            next_scan = L.t + timedelta(seconds=expo(rng, 1500))
    return L.finish()


# --------------------------------------------------------------------------
# 6. dnsmasq -- DNS forwarder / DHCP server via syslog
# --------------------------------------------------------------------------

_DP = "{mon} {day} {hms} {host} dnsmasq[{pid}]: "
_DH = "{mon} {day} {hms} {host} dnsmasq-dhcp[{pid}]: "

DNSMASQ_CAT = Catalog("dnsmasq", {
    # DNS log-queries
    "q_a": ("-", _DP + "query[A] {name} from {client}"),
    "q_aaaa": ("-", _DP + "query[AAAA] {name} from {client}"),
    "q_ptr": ("-", _DP + "query[PTR] {name} from {client}"),
    "q_txt": ("-", _DP + "query[TXT] {name} from {client}"),
    "q_srv": ("-", _DP + "query[SRV] {name} from {client}"),
    "q_https": ("-", _DP + "query[HTTPS] {name} from {client}"),
    "fwd": ("-", _DP + "forwarded {name} to {server}"),
    "reply_addr": ("-", _DP + "reply {name} is {addr}"),
    "reply_cname": ("-", _DP + "reply {name} is <CNAME>"),
    "reply_nx": ("-", _DP + "reply {name} is NXDOMAIN"),
    "reply_nodata6": ("-", _DP + "reply {name} is NODATA-IPv6"),
    "reply_nodata4": ("-", _DP + "reply {name} is NODATA-IPv4"),
    "reply_nodata": ("-", _DP + "reply {name} is NODATA"),
    "reply_srv": ("-", _DP + "reply {name} is <SRV>"),
    "reply_txt": ("-", _DP + "reply {name} is <TXT>"),
    "cached_addr": ("-", _DP + "cached {name} is {addr}"),
    "cached_cname": ("-", _DP + "cached {name} is <CNAME>"),
    "cached_nx": ("-", _DP + "cached {name} is NXDOMAIN"),
    "cached_nodata6": ("-", _DP + "cached {name} is NODATA-IPv6"),
    "config_nx": ("-", _DP + "config {name} is NXDOMAIN"),
    "config_addr": ("-", _DP + "config {name} is {addr}"),
    "hosts_addr": ("-", _DP + "{file} {name} is {addr}"),
    "dhcp_addr": ("-", _DP + "DHCP {name} is {addr}"),
    # DHCP
    "dhcp_discover": ("-", _DH + "DHCPDISCOVER({iface}) {mac}"),
    "dhcp_discover_ip": ("-", _DH + "DHCPDISCOVER({iface}) {ip} {mac}"),
    "dhcp_offer": ("-", _DH + "DHCPOFFER({iface}) {ip} {mac}"),
    "dhcp_request": ("-", _DH + "DHCPREQUEST({iface}) {ip} {mac}"),
    "dhcp_ack_name": ("-", _DH + "DHCPACK({iface}) {ip} {mac} {hostname}"),
    "dhcp_ack": ("-", _DH + "DHCPACK({iface}) {ip} {mac}"),
    "dhcp_nak": ("-", _DH + "DHCPNAK({iface}) {ip} {mac} {reason}"),
    "dhcp_release": ("-", _DH + "DHCPRELEASE({iface}) {ip} {mac}"),
    "dhcp_inform": ("-", _DH + "DHCPINFORM({iface}) {ip} {mac}"),
    "not_giving": ("-", _DH + "not giving name {name} to the DHCP lease of {ip} because the name exists in "
                              "{file} with address {addr}"),
    "no_range": ("-", _DH + "no address range available for DHCP request via {iface}"),
    "no_addr_pkt": ("-", _DH + "DHCP packet received on {iface} which has no address"),
    # start / stop
    "exit_term": ("-", _DP + "exiting on receipt of SIGTERM"),
    "listen_fail": ("-", _DP + "failed to create listening socket for port {port}: {err}"),
    "failed_start": ("-", _DP + "FAILED to start up"),
    "started": ("-", _DP + "started, version {ver} cachesize {n}"),
    "compile": ("-", _DP + "compile time options: {opts}"),
    "warn_iface": ("WARN", _DP + "warning: interface {iface} does not currently exist"),
    "dhcp_range": ("-", _DH + "DHCP, IP range {lo} -- {hi}, lease time {lease}"),
    "dhcp_sockets": ("-", _DH + "DHCP, sockets bound exclusively to interface {iface}"),
    "using_ns": ("-", _DP + "using nameserver {server}#{port}"),
    "using_local": ("-", _DP + "using only locally-known addresses for {domain}"),
    "read_hosts": ("-", _DP + "read {file} - {n} names"),
    # SIGUSR1 statistics
    "st_time": ("-", _DP + "time {epoch}"),
    "st_cache": ("-", _DP + "cache size {size}, {reused}/{ins} cache insertions re-used unexpired cache entries."),
    "st_queries": ("-", _DP + "queries forwarded {fwd}, queries answered locally {local}"),
    "st_server": ("-", _DP + "server {server}#{port}: queries sent {sent}, retried {retried}, failed {failed}, "
                             "nxdomain replies {nx}, avg. latency {lat}"),
    # misc run-time complaints
    "max_conc": ("-", _DP + "Maximum number of concurrent DNS queries reached (max: {n})"),
    "rebind": ("-", _DP + "possible DNS-rebind attack detected: {name}"),
    "refused": ("-", _DP + "nameserver {server} refused to do a recursive query"),
    "reduce_pkt": ("-", _DP + "reducing DNS packet size for nameserver {server} to {n}"),
})

_DNS_PLAIN = [
    "connectivitycheck.gstatic.com", "www.google.com", "api.github.com", "mtalk.google.com", "github.com",
    "time.apple.com", "gateway.icloud.com", "api.push.apple.com", "login.microsoftonline.com",
    "ocsp.digicert.com", "ocsp.pki.goog", "fonts.gstatic.com", "en.wikipedia.org", "graph.facebook.com",
    "registry.npmjs.org", "pypi.org", "files.pythonhosted.org", "security.debian.org", "ntp.ubuntu.com",
    "0.debian.pool.ntp.org", "2.pool.ntp.org", "detectportal.firefox.com", "incoming.telemetry.mozilla.org",
    "firefox.settings.services.mozilla.com", "update.googleapis.com", "android.googleapis.com",
    "play.googleapis.com", "discord.com", "gateway.discord.gg", "slack.com", "wss-primary.slack.com",
    "news.ycombinator.com", "cdn.jsdelivr.net", "cdnjs.cloudflare.com", "one.one.one.one",
    "client.dropbox.com", "api.openai.com", "s3.amazonaws.com", "msmetrics.ws.sonos.com",
    "a2.tuyaeu.com", "mqtt.googleapis.com", "api.telegram.org", "web.whatsapp.com", "api.steampowered.com",
    "store.steampowered.com", "i.ytimg.com", "yt3.ggpht.com", "lh3.googleusercontent.com",
    "ssl.gstatic.com", "www.gstatic.com", "signal.org", "chat.signal.org", "api.nextdns.io",
]
_DNS_CNAMES = {
    "www.youtube.com": ["youtube-ui.l.google.com"],
    "clients4.google.com": ["clients.l.google.com"],
    "fonts.googleapis.com": ["googleapis.l.google.com"],
    "www.microsoft.com": ["www.microsoft.com-c-3.edgekey.net",
                          "www.microsoft.com-c-3.edgekey.net.globalredir.akadns.net", "e13678.dscb.akamaiedge.net"],
    "outlook.office365.com": ["ooc-g2.tm-4.office.com", "outlook.ms-acdc.office.com"],
    "settings-win.data.microsoft.com": ["atm-settingsfe-prod-geo2.trafficmanager.net",
                                        "settings-prod-weu-2.westeurope.cloudapp.azure.com"],
    "www.netflix.com": ["www.dradis.netflix.com", "www.eu-west-1.internal.dradis.netflix.com",
                        "apiproxy-website-nlb-prod-3-4a5b6c7d8e9f0a1b.elb.eu-west-1.amazonaws.com"],
    "www.amazon.com": ["tp.47cf2c8c9-frontier.amazon.com", "d3ag4hukkh62yn.cloudfront.net"],
    "api.spotify.com": ["edge-web.dual-gslb.spotify.com"],
    "spclient.wg.spotify.com": ["edge-web.dual-gslb.spotify.com"],
    "www.reddit.com": ["reddit.map.fastly.net"],
    "deb.debian.org": ["debian.map.fastly.net"],
    "www.bbc.co.uk": ["www.bbc.co.uk.pri.bbc.co.uk", "uk.www.bbc.co.uk.pri.bbc.co.uk"],
    "ctldl.windowsupdate.com": ["ctldl.windowsupdate.com.delivery.microsoft.com", "wu-b-net.trafficmanager.net"],
    "www.linkedin.com": ["www-linkedin-com.l-0005.l-msedge.net", "l-0005.l-msedge.net"],
    "archive.ubuntu.com": ["archive.ubuntu.com.cdn.cloudflare.net"],
    "www.instagram.com": ["z-p42-instagram.c10r.instagram.com"],
    "dl.google.com": ["dl.l.google.com"],
    "x.com": ["twitter.com.cdn.cloudflare.net"],
    "teams.microsoft.com": ["teams-office-com.s-0005.dc-msedge.net", "s-0005.dc-msedge.net"],
}
_DNS_BLOCKED = [
    "ads.doubleclick.net", "googleads.g.doubleclick.net", "pagead2.googlesyndication.com",
    "www.google-analytics.com", "stats.g.doubleclick.net", "app-measurement.com", "adservice.google.com",
    "pixel.facebook.com", "an.facebook.com", "bat.bing.com", "sb.scorecardresearch.com", "cdn.taboola.com",
    "px.ads.linkedin.com", "metrics.icloud.com", "e.crashlytics.com", "mobile.events.data.microsoft.com",
    "browser.events.data.msn.com", "ads.yahoo.com", "securepubads.g.doubleclick.net", "c.amazon-adsystem.com",
]
_DNS_SRV = [
    "_ldap._tcp.dc._msdcs.corp.example.com", "_xmpp-client._tcp.jabber.example.org", "_sip._udp.voip.example.net",
    "_kerberos._tcp.corp.example.com", "_minecraft._tcp.mc.example.net", "_imaps._tcp.gmail.com",
    "_autodiscover._tcp.example.com",
]
_DNS_TXT = ["_dmarc.example.com", "example.org", "google.com", "_acme-challenge.home.example.net",
            "default._domainkey.example.com", "debian.org"]
_DHCP_NAMES = ["DESKTOP-{R7}", "LAPTOP-{R8}", "{U}s-MacBook-Pro", "{U}s-iPad", "iPhone", "Galaxy-S23",
               "Pixel-8", "android-{h16}", "raspberrypi", "ESP_{H6}", "Chromecast", "LGwebOSTV", "SonosZP",
               "HS110", "Nintendo-Switch", "PS5-{R6}", "brother-printer", "{u}-thinkpad", "{u}-desktop", "tado",
               "shellyplus1pm-{h12}", "Kindle-{R6}", "nas", "octopi"]
_OUIS = ["a4:83:e7", "f0:18:98", "3c:22:fb", "8c:f5:a3", "b8:27:eb", "dc:a6:32", "24:6f:28", "a4:cf:12",
         "3c:58:c2", "98:fa:9b", "e4:5f:01", "00:1e:06", "b0:be:76", "54:60:09", "50:c7:bf", "38:8b:59"]


_DNS_PROVIDERS_BY_NAME = [
    ("google", ["google", "gstatic", "youtube", "ytimg", "ggpht", "1e100", "l.google.com", "gvt"]),
    ("facebook", ["facebook", "instagram", "whatsapp"]),
    ("microsoft", ["microsoft", "office", "msedge", "azure", "trafficmanager", "linkedin", "windows", "msn"]),
    ("apple", ["apple", "icloud"]),
    ("github", ["github"]),
    ("wikimedia", ["wikipedia", "wikimedia"]),
    ("fastly", ["fastly", "reddit", "pypi", "pythonhosted", "debian", "jsdelivr"]),
    ("cloudflare", ["cloudflare", "one.one.one.one", "discord", "npmjs", "openai", "ycombinator", "x.com"]),
    ("amazon", ["amazon", "cloudfront", "netflix", "spotify", "slack", "dropbox", "sonos", "tuya", "steam",
                "telegram", "signal"]),
    ("akamai", ["akamai", "edgekey", "akadns", "bbc", "digicert", "mozilla", "firefox"]),
]
_DNS_V4 = {
    "google": ["142.250", "142.251", "172.217", "216.58", "64.233.184", "74.125.133"],
    "facebook": ["157.240", "31.13.72", "31.13.84"],
    "microsoft": ["20.42", "20.190", "13.107.42", "13.107.246", "40.126", "52.97", "52.113"],
    "apple": ["17.253", "17.57", "17.248"],
    "github": ["140.82.121", "140.82.112", "185.199.108", "185.199.110"],
    "wikimedia": ["185.15.59.224", "185.15.58.224", "208.80.154.224"],
    "fastly": ["151.101", "199.232", "146.75"],
    "cloudflare": ["104.16", "104.18", "104.21", "172.64", "172.67", "162.159"],
    "amazon": ["3.64", "3.120", "13.32", "18.65", "35.158", "52.28", "54.93", "99.84"],
    "akamai": ["23.32", "23.55", "2.16", "2.22", "95.101", "184.24"],
    "hetzner": ["88.198", "136.243", "49.12", "78.46", "95.216"],
    "ovh": ["51.68", "51.91", "145.239", "54.36", "137.74"],
}
_DNS_V6 = {
    "google": ["2a00:1450:4001:80b::", "2a00:1450:4001:82a::", "2a00:1450:4005:802::", "2a00:1450:400e:80f::"],
    "facebook": ["2a03:2880:f12d:83:face:b00c:0:", "2a03:2880:f031:12:face:b00c:0:"],
    "microsoft": ["2620:1ec:c11::", "2620:1ec:bdf::", "2603:1026:c03:", "2a01:111:f100:"],
    "apple": ["2a01:b740:a42:", "2620:149:a44::"],
    "github": ["2606:50c0:8000::", "2606:50c0:8002::"],
    "wikimedia": ["2a02:ec80:600:ed1a::1", "2a02:ec80:300:ed1a::1", "2620:0:861:ed1a::1"],
    "fastly": ["2a04:4e42::", "2a04:4e42:400::", "2a04:4e42:600::"],
    "cloudflare": ["2606:4700::6810:", "2606:4700:3030::", "2606:4700:4400::"],
    "amazon": ["2600:9000:2156:", "2600:9000:225d:", "2a05:d014:"],
    "akamai": ["2a02:26f0:fd00:", "2a02:26f0:1180:", "2a02:26f0:f2::"],
    "hetzner": ["2a01:4f8:c17:", "2a01:4f8:1c1c:"],
    "ovh": ["2001:41d0:8:", "2001:41d0:304:"],
}


def make_dnsmasq(rng: random.Random) -> list[dict[str, str]]:
    host = rng.choice(["gw", "router", "fw01", "edge", "homeserver", "pi-dns", "ns1"])
    state = {"pid": rng.randint(500, 3000)}
    L = Log(DNSMASQ_CAT, lambda t: dict(syslog_fields(t), host=host, pid=state["pid"]), start_time(rng))

    net = rng.choice(["192.168.1", "192.168.0", "192.168.178", "10.0.10", "172.20.1"])
    gw_ip = f"{net}.1"
    iface = rng.choice(["br0", "br-lan", "eth1", "lan0", "enp3s0"])
    lan_lease = rng.choice(["12h", "24h", "1d", "2h"])
    domain = rng.choice(["lan", "home", "home.arpa", "internal"])
    addn = rng.choice(["/etc/dnsmasq.hosts", "/etc/hosts.dnsmasq", "/etc/dnsmasq.d/static.hosts"])
    version = rng.choice(["2.85", "2.86", "2.89", "2.90"])
    cachesize = rng.choice([150, 1000, 10000])
    upstreams = rng.choice([["1.1.1.1", "1.0.0.1"], ["9.9.9.9", "149.112.112.112"],
                            ["8.8.8.8", "8.8.4.4"], ["1.1.1.1", "9.9.9.9", "2606:4700:4700::1111"]])
    upstream = Pool(upstreams, 1.3)

    def rnd(alpha: str, n: int) -> str:
        return "".join(rng.choice(alpha) for _ in range(n))

    # DHCP clients: (mac, ip, hostname or None)
    ips = rng.sample(range(100, 250), 60)
    devices = []
    iface_of: dict[str, str] = {}
    guest_net = rng.choice(["192.168.50", "192.168.99", "10.99.0"])
    guest_iface = rng.choice(["br-guest", "wlan0-1", "guest0"])
    for i in range(60):
        if rng.random() < 0.7:
            mac = rng.choice(_OUIS)
        else:  # locally administered (randomised) MAC, as phones use per network
            mac = f"{rand_hex(rng, 1)}{rng.choice('26ae')}:{rand_hex(rng, 2)}:{rand_hex(rng, 2)}"
        mac += f":{rand_hex(rng, 2)}:{rand_hex(rng, 2)}:{rand_hex(rng, 2)}"
        name = None
        if rng.random() < 0.8:
            name = rng.choice(_DHCP_NAMES).format(
                R7=rnd("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 7), R8=rnd("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 8),
                R6=rnd("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 6), U=rng.choice(_CLAM_USERS).capitalize(),
                u=rng.choice(_CLAM_USERS), h16=rand_hex(rng, 16), H6=rand_hex(rng, 6).upper(), h12=rand_hex(rng, 12))
        guest = rng.random() < 0.2
        devices.append((mac, f"{guest_net if guest else net}.{ips[i]}", name))
        iface_of[mac] = guest_iface if guest else iface
    device = Pool(devices, 0.9)
    lan_device = Pool([d for d in devices if iface_of[d[0]] == iface], 0.9)
    named = Pool([d for d in devices if d[2]], 0.9)
    nameless = Pool([d for d in devices if not d[2]] or devices[-3:], 0.9)
    static_hosts = [("gw", gw_ip), ("nas", f"{net}.10"), ("printer", f"{net}.20"), ("pihole", f"{net}.2"),
                    ("unifi", f"{net}.5"), ("homeassistant", f"{net}.30")]
    static = Pool(static_hosts, 1.0)
    clash = {hn: (f"{rng.choice(_OUIS)}:{rand_hex(rng, 2)}:{rand_hex(rng, 2)}:{rand_hex(rng, 2)}",
                  f"{net}.{rng.randint(100, 250)}") for hn, _ip in static_hosts}
    clients = Pool([d[1] for d in devices[:45]] + ["127.0.0.1", f"{net}.10", f"{net}.30"], 0.9)

    # answers: addresses follow the operator behind the name
    def v4_in(prefix: str) -> str:
        parts = prefix.split(".")
        while len(parts) < 4:
            parts.append(str(rng.randint(1, 254) if len(parts) == 3 else rng.randint(0, 255)))
        return ".".join(parts)

    def v6_in(prefix: str) -> str:
        groups = 8 - prefix.rstrip(":").count(":") - 1
        if not prefix.endswith(":"):  # a complete (anycast) address
            return prefix
        if prefix.endswith("::"):
            return prefix + f"{rng.randint(1, 0xffff):x}"
        return prefix + ":".join(f"{rng.randint(0, 0xffff):x}" for _ in range(max(groups, 1)))

    def provider(name: str) -> str:
        for key, words in _DNS_PROVIDERS_BY_NAME:
            if any(w in name for w in words):
                return key
        return rng.choice(["cloudflare", "amazon", "fastly", "akamai", "hetzner", "ovh"])

    def addrs4(name: str) -> list[str]:
        pv = provider(name)
        return [v4_in(rng.choice(_DNS_V4[pv])) for _ in range(rng.choice([1, 1, 1, 2, 2, 4]))]

    def addrs6(name: str) -> list[str]:
        pv = provider(name)
        return [v6_in(rng.choice(_DNS_V6[pv])) for _ in range(rng.choice([1, 1, 2]))]

    names_with_addrs = _DNS_PLAIN + [c[-1] for c in _DNS_CNAMES.values()]
    answers4 = {n: list(dict.fromkeys(addrs4(n))) for n in names_with_addrs}
    answers6 = {n: list(dict.fromkeys(addrs6(n))) for n in names_with_addrs}
    no_v6 = set(rng.sample(sorted(answers4), len(answers4) // 3)) - {"www.google.com"}
    plain = Pool(_DNS_PLAIN, 1.0)
    cnamed = Pool(list(_DNS_CNAMES), 1.0)
    blocked = Pool(_DNS_BLOCKED, 1.0)
    srv = Pool(_DNS_SRV, 1.2)
    txt = Pool(_DNS_TXT, 1.0)
    nx_bases = ["duckdns.org", "ddns.net", "no-ip.biz", "github.io", "herokuapp.com", "azurewebsites.net",
                "example.com", "dyndns.org"]
    nxnames = Pool([f"{rnd('abcdefghijklmnopqrstuvwxyz', rng.randint(4, 10))}{rng.randint(1, 99)}."
                    f"{rng.choice(nx_bases)}" for _ in range(80)], 0.8)
    def ptr_pair() -> tuple[str, str]:
        kind = rng.choice(["google", "github", "ec2", "cloudfront", "akamai", "hetzner", "dns"])
        if kind == "dns":
            return rng.choice([("8.8.8.8", "dns.google"), ("8.8.4.4", "dns.google"),
                               ("1.1.1.1", "one.one.one.one"), ("9.9.9.9", "dns9.quad9.net")])
        if kind == "google":
            ip = v4_in(rng.choice(["142.250", "172.217", "216.58"]))
            return ip, f"fra{rng.randint(15, 24)}s{rng.randint(10, 60):02d}-in-f{ip.split('.')[3]}.1e100.net"
        if kind == "github":
            ip = v4_in("140.82." + str(rng.randint(112, 121)))
            return ip, f"lb-{ip.replace('.', '-')}-fra.github.com"
        if kind == "ec2":
            ip = v4_in(rng.choice(["3.120", "3.124", "18.184", "18.196", "52.57", "35.156"]))
            return ip, f"ec2-{ip.replace('.', '-')}.eu-central-1.compute.amazonaws.com"
        if kind == "cloudfront":
            ip = v4_in(rng.choice(["13.224", "18.66", "52.84", "108.156"]))
            return ip, f"server-{ip.replace('.', '-')}.fra{rng.randint(50, 60)}.r.cloudfront.net"
        if kind == "akamai":
            ip = v4_in(rng.choice(["23.32", "23.48", "2.16", "2.21", "104.96"]))
            return ip, f"a{ip.replace('.', '-')}.deploy.static.akamaitechnologies.com"
        ip = v4_in(rng.choice(["88.198", "136.243", "49.12", "78.46", "95.216"]))
        return ip, "static." + ".".join(reversed(ip.split("."))) + ".clients.your-server.de"

    ptr_targets = Pool([ptr_pair() for _ in range(90)], 0.9)

    def arpa(ip: str) -> str:
        return ".".join(reversed(ip.split("."))) + ".in-addr.arpa"

    def fwd_addrs(key: str, name: str, addrs: list[str]) -> None:
        for a in addrs:
            L.emit(key, name=name, addr=a)

    def gap() -> None:
        L.tick(expo(rng, 30.0))

    def small() -> None:
        L.tick(rng.choice([0, 0, 0, rng.uniform(0.001, 0.12)]))

    def dns(kind: str) -> None:
        c = clients(rng)
        if kind in ("a_cached", "a_fwd", "aaaa_cached", "aaaa_fwd", "aaaa_cached_nd", "aaaa_fwd_nd"):
            n = plain(rng)
            if kind.startswith("aaaa") and not kind.endswith("_nd") and n in no_v6:
                n = "www.google.com"
            if kind.endswith("_nd") and n not in no_v6:
                n = rng.choice(sorted(no_v6))
            six = kind.startswith("aaaa")
            L.emit("q_aaaa" if six else "q_a", name=n, client=c)
            small()
            how = "cached" if "cached" in kind else "reply"
            if how == "reply":
                L.emit("fwd", name=n, server=upstream(rng))
                L.tick(rng.uniform(0.004, 0.09))
            if kind.endswith("_nd"):
                L.emit(f"{how}_nodata6", name=n)
            else:
                fwd_addrs(f"{how}_addr", n, answers6[n] if six else answers4[n])
        elif kind in ("cname_fwd", "cname_cached"):
            n = cnamed(rng)
            six = rng.random() < 0.3
            L.emit("q_aaaa" if six else "q_a", name=n, client=c)
            small()
            how = "cached" if kind == "cname_cached" else "reply"
            if how == "reply":
                L.emit("fwd", name=n, server=upstream(rng))
                L.tick(rng.uniform(0.004, 0.09))
            chain = [n] + _DNS_CNAMES[n]
            for link in chain[:-1]:
                L.emit(f"{how}_cname", name=link)
            last = chain[-1]
            fwd_addrs(f"{how}_addr", last, answers6[last] if six else answers4[last])
        elif kind == "https_fwd":
            n = rng.choice([plain(rng), cnamed(rng)])
            L.emit("q_https", name=n, client=c)
            small()
            L.emit("fwd", name=n, server=upstream(rng))
            L.tick(rng.uniform(0.004, 0.09))
            if n in _DNS_CNAMES:
                chain = [n] + _DNS_CNAMES[n]
                for link in chain[:-1]:
                    L.emit("reply_cname", name=link)
                n = chain[-1]
            L.emit("reply_nodata", name=n)
        elif kind in ("blocked_addr", "blocked_nx"):
            n = blocked(rng)
            six = rng.random() < 0.35
            L.emit("q_aaaa" if six else "q_a", name=n, client=c)
            if kind == "blocked_addr":
                L.emit("config_addr", name=n, addr="::" if six else "0.0.0.0")
            else:
                L.emit("config_nx", name=n)
        elif kind == "search_nx":  # search-suffix leakage / unknown local names
            n = rng.choice([f"{plain(rng)}.{domain}", f"wpad.{domain}", f"{rnd('abcdefghijklmnopqrstuvwxyz', 9)}.{domain}"])
            L.emit(rng.choice(["q_a", "q_a", "q_aaaa"]), name=n, client=c)
            L.emit("config_nx", name=n)
        elif kind == "nx_fwd":
            n = nxnames(rng)
            L.emit("q_a", name=n, client=c)
            small()
            L.emit("fwd", name=n, server=upstream(rng))
            L.tick(rng.uniform(0.01, 0.2))
            L.emit("reply_nx", name=n)
        elif kind == "nx_cached":
            n = nxnames(rng)
            L.emit(rng.choice(["q_a", "q_aaaa"]), name=n, client=c)
            L.emit("cached_nx", name=n)
        elif kind == "ptr_dhcp":
            mac, ip, name = named(rng)
            L.emit("q_ptr", name=arpa(ip), client=c)
            L.emit("dhcp_addr", name=ip, addr=f"{name}.{domain}")
        elif kind == "ptr_hosts":
            hn, ip = static(rng)
            L.emit("q_ptr", name=arpa(ip), client=c)
            L.emit("hosts_addr", file="/etc/hosts" if hn == "gw" else addn, name=ip, addr=f"{hn}.{domain}")
        elif kind == "ptr_nx_local":
            ip = f"{net}.{rng.randint(2, 254)}"
            L.emit("q_ptr", name=arpa(ip), client=c)
            L.emit("config_nx", name=arpa(ip))
        elif kind == "ptr_fwd":
            ip, name = ptr_targets(rng)
            L.emit("q_ptr", name=arpa(ip), client=c)
            small()
            L.emit("fwd", name=arpa(ip), server=upstream(rng))
            L.tick(rng.uniform(0.01, 0.2))
            if rng.random() < 0.8:
                L.emit("reply_addr", name=ip, addr=name)
            else:
                L.emit("reply_nx", name=arpa(ip))
        elif kind == "a_local":
            if rng.random() < 0.5:
                mac, ip, name = named(rng)
                L.emit("q_a", name=f"{name}.{domain}", client=c)
                L.emit("dhcp_addr", name=f"{name}.{domain}", addr=ip)
            else:
                hn, ip = static(rng)
                L.emit("q_a", name=f"{hn}.{domain}", client=c)
                L.emit("hosts_addr", file="/etc/hosts" if hn == "gw" else addn, name=f"{hn}.{domain}", addr=ip)
        elif kind in ("srv_fwd", "srv_nx"):
            n = srv(rng)
            L.emit("q_srv", name=n, client=c)
            small()
            L.emit("fwd", name=n, server=upstream(rng))
            L.tick(rng.uniform(0.01, 0.2))
            L.emit("reply_srv" if kind == "srv_fwd" else "reply_nx", name=n)
        elif kind == "txt_fwd":
            n = txt(rng)
            L.emit("q_txt", name=n, client=c)
            small()
            L.emit("fwd", name=n, server=upstream(rng))
            L.tick(rng.uniform(0.01, 0.2))
            L.emit("reply_txt", name=n)
        elif kind == "nodata4":
            n = rng.choice(["ipv6.google.com", "ipv6.test-ipv6.com", "v6.ident.me", "ipv6.icanhazip.com"])
            L.emit("q_a", name=n, client=c)
            small()
            L.emit("fwd", name=n, server=upstream(rng))
            L.tick(rng.uniform(0.01, 0.2))
            L.emit("reply_nodata4", name=n)
        else:
            raise AssertionError(kind)

    def dhcp(kind: str) -> None:
        mac, ip, name = device(rng)
        if kind == "renew" and not name:
            mac, ip, name = named(rng)
        elif kind == "renew_noname":
            mac, ip, _ = nameless(rng)
            name = None
        elif kind == "not_giving":
            mac, ip, name = lan_device(rng)
        ifc = iface_of.get(mac, iface)
        dnet = ip.rsplit(".", 1)[0]
        if kind in ("renew", "renew_noname"):
            L.emit("dhcp_request", iface=ifc, ip=ip, mac=mac)
            if name:
                L.emit("dhcp_ack_name", iface=ifc, ip=ip, mac=mac, hostname=name)
            else:
                L.emit("dhcp_ack", iface=ifc, ip=ip, mac=mac)
        elif kind in ("new", "new_ip"):
            if kind == "new_ip":
                L.emit("dhcp_discover_ip", iface=ifc, ip=ip, mac=mac)
            else:
                L.emit("dhcp_discover", iface=ifc, mac=mac)
            L.emit("dhcp_offer", iface=ifc, ip=ip, mac=mac)
            L.tick(rng.uniform(0.01, 1.5))
            L.emit("dhcp_request", iface=ifc, ip=ip, mac=mac)
            if name:
                L.emit("dhcp_ack_name", iface=ifc, ip=ip, mac=mac, hostname=name)
            else:
                L.emit("dhcp_ack", iface=ifc, ip=ip, mac=mac)
        elif kind == "nak":
            bad = rng.choice([f"192.168.{rng.choice([0, 43, 88, 100])}.{rng.randint(2, 254)}",
                              f"10.{rng.randint(0, 20)}.{rng.randint(0, 5)}.{rng.randint(2, 254)}",
                              f"{dnet}.{rng.randint(2, 99)}"])
            L.emit("dhcp_request", iface=ifc, ip=bad, mac=mac)
            reason = "wrong address" if bad.startswith(dnet + ".") else "wrong network"
            L.emit("dhcp_nak", iface=ifc, ip=bad, mac=mac, reason=rng.choice([reason, reason, "lease not found"]))
            L.tick(rng.uniform(0.5, 4))
            L.emit("dhcp_discover", iface=ifc, mac=mac)
            L.emit("dhcp_offer", iface=ifc, ip=ip, mac=mac)
        elif kind == "inform":
            L.emit("dhcp_inform", iface=ifc, ip=ip, mac=mac)
            if name:
                L.emit("dhcp_ack_name", iface=ifc, ip=ip, mac=mac, hostname=name)
            else:
                L.emit("dhcp_ack", iface=ifc, ip=ip, mac=mac)
        elif kind == "release":
            L.emit("dhcp_release", iface=ifc, ip=ip, mac=mac)
        elif kind == "not_giving":
            # a re-installed box asks for the name that /etc/hosts pins to another address
            hn, sip = static(rng)
            mac, newip = clash[hn]
            L.emit("dhcp_request", iface=ifc, ip=newip, mac=mac)
            L.emit("dhcp_ack_name", iface=ifc, ip=newip, mac=mac, hostname=hn)
            L.emit("not_giving", name=hn, ip=newip, file="/etc/hosts" if hn == "gw" else addn, addr=sip)
        elif kind == "no_range":
            L.emit("no_range", iface=rng.choice(["wlan1", "eth2", "vlan20", "br-iot"]))
        elif kind == "no_addr_pkt":
            L.emit("no_addr_pkt", iface=rng.choice(["wg0", "tun0", "eth2", "vlan30"]))
        else:
            raise AssertionError(kind)

    def misc(kind: str) -> None:
        if kind == "max_conc":
            L.emit("max_conc", n=150)
        elif kind == "rebind":
            L.emit("rebind", name=rng.choice(["fritz.box", "router.asus.com", "localhost.example-dyndns.net",
                                              f"{rnd('abcdef0123456789', 8)}.nip.io", "plex.direct",
                                              f"{rnd('abcdef0123456789', 32)}.plex.direct"]))
        elif kind == "refused":
            L.emit("refused", server=rng.choice(upstreams + [f"{net}.1"]))
        elif kind == "reduce_pkt":
            L.emit("reduce_pkt", server=upstream(rng), n=1280)
        else:
            raise AssertionError(kind)

    kinds = ["a_cached", "a_fwd", "aaaa_cached", "cname_cached", "cname_fwd", "aaaa_fwd", "https_fwd",
             "blocked_addr", "ptr_dhcp", "d:renew", "search_nx", "aaaa_cached_nd", "aaaa_fwd_nd", "nx_fwd",
             "ptr_hosts", "a_local", "nx_cached", "ptr_fwd", "blocked_nx", "ptr_nx_local", "srv_fwd",
             "txt_fwd", "d:renew_noname", "d:new", "d:inform", "d:new_ip", "d:release", "srv_nx", "nodata4",
             "d:nak", "m:max_conc", "m:rebind", "d:not_giving", "m:refused", "m:reduce_pkt", "d:no_range",
             "d:no_addr_pkt"]
    pick = Picker(rng, kinds, s=1.05, horizon=260)

    def stats() -> None:
        L.emit("st_time", epoch=calendar.timegm(L.t.timetuple()))
        ins = rng.randint(3000, 90000)
        L.emit("st_cache", size=cachesize, reused=rng.randint(0, ins // 20) if cachesize < 1000 else 0, ins=ins)
        L.emit("st_queries", fwd=rng.randint(5000, 120000), local=rng.randint(1000, 60000))
        for s in upstreams:
            sent = rng.randint(800, 60000)
            L.emit("st_server", server=s, port=53, sent=sent, retried=rng.randint(0, sent // 200),
                   failed=rng.randint(0, 12), nx=rng.randint(0, sent // 15), lat=f"{rng.randint(6, 48)}ms")

    def restart() -> None:
        L.emit("exit_term")
        L.tick(rng.uniform(0.05, 0.6))
        state["pid"] += rng.randint(3, 400)
        L.emit("listen_fail", port=53, err="Address already in use")
        L.emit("failed_start")
        L.tick(rng.uniform(5, 11))
        state["pid"] += rng.randint(2, 30)
        L.emit("started", ver=version, n=cachesize)
        L.emit("compile", opts=("IPv6 GNU-getopt DBus no-UBus i18n IDN2 DHCP DHCPv6 no-Lua TFTP conntrack ipset "
                                + ("nftset " if version >= "2.87" else "no-nftset ")
                                + "auth cryptohash DNSSEC loop-detect inotify dumpfile"))
        L.emit("warn_iface", iface="wg0")
        L.emit("dhcp_range", lo=f"{net}.100", hi=f"{net}.250", lease=lan_lease)
        L.emit("dhcp_range", lo=f"{guest_net}.100", hi=f"{guest_net}.250", lease="1h")
        L.emit("dhcp_sockets", iface=iface)
        L.emit("dhcp_sockets", iface=guest_iface)
        for s in upstreams:
            L.emit("using_ns", server=s, port=53)
        L.emit("using_local", domain=domain)
        L.emit("read_hosts", file="/etc/hosts", n=rng.randint(5, 12))
        L.emit("read_hosts", file=addn, n=rng.randint(8, 60))

    restart_at = int(N_ROWS * rng.uniform(0.3, 0.5))
    stats_at = int(N_ROWS * rng.uniform(0.65, 0.85))
    done_restart = done_stats = False
    while len(L) < N_ROWS:
        gap()
        if not done_restart and len(L) >= restart_at:
            restart()
            done_restart = True
            continue
        if not done_stats and len(L) >= stats_at:
            stats()
            done_stats = True
            continue
        k = pick(rng)
        if k.startswith("d:"):
            dhcp(k[2:])
        elif k.startswith("m:"):
            misc(k[2:])
        else:
            dns(k)
    return L.finish()


FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("snort", make_snort),
    ("clamav", make_clamav),
    ("dnsmasq", make_dnsmasq),
]


def _self_check() -> None:
    levels_bad = ("WARN", "ERROR", "FATAL")
    for name, make in FORMATS:
        cat = {"snort": SNORT_CAT, "clamav": CLAMAV_CAT, "dnsmasq": DNSMASQ_CAT}[name]
        regex = {t: template_regex(t) for t in cat.templates.values()}
        for seed in range(5):
            rows = make(random.Random(seed))
            assert len(rows) == N_ROWS, (name, seed, len(rows))
            for r in rows:
                assert set(r) == {"line", "template", "level"}
                assert "\n" not in r["line"] and "\r" not in r["line"]
                assert regex[r["template"]].fullmatch(r["line"]), (name, seed, r)
            assert {r["template"] for r in rows} == set(cat.templates.values()), (name, seed)
            again = make(random.Random(seed))
            assert again == rows, (name, seed, "not deterministic")
        rows = make(random.Random(0))
        tpls = {r["template"]: r["level"] for r in rows}
        bad = sum(1 for lvl in tpls.values() if lvl in levels_bad)
        print(f"== {name}: {len(tpls)} templates, {bad} WARN/ERROR/FATAL templates")
        rng = random.Random(99)
        for r in rng.sample(rows, 3):
            print("   ", r["line"])


if __name__ == "__main__":
    _self_check()
