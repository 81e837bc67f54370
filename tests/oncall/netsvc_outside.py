"""Network-service log corpora with ground-truth templates (module ``netsvc_outside``).

``FORMATS`` holds six ``(name, make)`` pairs.  ``make(rng)`` returns 2000 rows in time order, each
``{"line", "template", "level"}``.  Every line comes from a *message spec*, a format string whose
``{name}`` fields are the variables.  The template is the spec with each field replaced by ``<*>``.
No two specs in a format may share a template string (``Catalog.add`` asserts this).  An event
scheduler draws events with Zipf-like weights and forces every event to happen at least once, so
rare and abnormal messages show up 1-3 times.  Value pools (hosts, users, domains, clients) are
also Zipf-skewed.  Only the ``rng`` passed in is used, so a corpus is a pure function of its seed.

General conventions (all formats)
  * A timestamp is split into whitespace tokens and each token is its own variable.  For example
    ``Dec  5 08:21:13`` is three variables; the space that pads the day (``" 5"``) is part of the
    day value.  Date and time are variables even though they never repeat.
  * Syslog host names and PIDs are variables.  A PID inside ``prog[1203]:`` is masked inside its
    token, which is the usual practice.  Numbers tied to a name inside one token are masked the same
    way, for example ``greylist.lua:<*>:`` or ``[kea-dhcp4.leases/<*>.<*>]``.  The name stays constant.
  * Anything in angle brackets, quotes or parentheses, or after ``key=`` / ``key:``, is masked as a
    whole value (``'<*>'``, ``<<*>>``, ``(<*>)``, ``time: <*>``).  Units glued to a number stay
    inside the variable (``time: 45.61ms``).
  * Free text (errno strings, SSL error strings, DNSSEC reasons, class lists, command lines) is one
    variable even when it contains spaces.
  * Protocol message types, status/rcode words, failover/HA state names, actions, categories,
    process types and level words are constants.  Each such combination is its own template.
  * When an optional field (hostname, client-id, user) is present or absent, that makes two templates.

1. isc_dhcpd -- ISC dhcpd 4.4 syslog output from a failover pair that logs to one syslog server.
   Constant: DHCPDISCOVER/OFFER/REQUEST/ACK/NAK/RELEASE/INFORM/DECLINE, the suffixes
   (``: wrong network.``, ``: lease owned by peer``, ``(found)``/``(not found)``), and failover
   state names (``I move from normal to communications-interrupted`` is its own template).
   Variable: MAC, IP, server identifier ``(<*>)``, client hostname ``(<*>)``, the ``via`` token
   (an interface name or a relay IP), network, peer name, pool id and counters (``max-own (+/-)20``
   masks the whole ``(+/-)20`` token), paths, version, URL, years, the DDNS failure reason.
   Requests with and without a client hostname, and with and without the server identifier, are
   separate templates.  Level: syslog lines carry no priority, so the level is "-".  The exceptions
   are messages whose text holds a level word: ``WARNING: Host declarations ...`` and
   ``Warning: subnet ... overlaps`` (both logged by ``dhcpd -t`` config tests) are WARN, and
   ``Error getting hardware address ...`` is ERROR.

2. kea_dhcp4 -- Kea 2.4 file logger: ``date time LEVEL [kea-dhcp4.<logger>/pid.tid] MSG_ID text``.
   Constant: the level word (padded to 5 characters), the logger name, the MSG_ID, the DHCP
   message-type word (``DHCPDISCOVER (type <*>)``: the type number is a variable), HA state names
   and ``shared network (none)``.
   Variable: pid and thread id, ``hwtype=<*>``, MAC, ``cid=[<*>]``, ``tid=<*>``, addresses and
   ports, lease times, subnet ids, class lists, command names, LFC command line, config summary.
   ``cid=[no info]`` (no client identifier) is constant text, so those messages are separate
   templates.  Level: the level column.

3. unbound -- Unbound 1.19 own log file (``log-time-ascii: yes``, ``log-queries``,
   ``log-replies``, ``log-servfail``, ``statistics-interval``).  The log tag is always ``info:``
   (no ``log-tag-queryreply``).
   Constant: the tag, the class (IN; CH probes are their own template), the reply rcode
   (NOERROR/NXDOMAIN/SERVFAIL/REFUSED are four templates), and the SERVFAIL reason wording.
   Variable: pid and thread, client IP, qname, qtype (a pool of about a dozen values, so a
   variable), response time, cached flag, size, DNSSEC failure reason (free text), and the
   histogram cells (padded values keep their padding).  Level: info/notice -> INFO,
   warning -> WARN, error -> ERROR, ``fatal error`` -> FATAL.

4. opendkim -- OpenDKIM 2.11 syslog lines (``mx host opendkim[pid]: QUEUEID: text``).
   Constant: message wording, including ``record not found`` and ``query timed out`` in the
   key-retrieval failures (two templates).
   Variable: queue id, selector ``s=<*>``, domain ``d=<*>``, remote host and ``[ip]``, quoted
   addresses and key names, the signer list, the SSL error string, paths and start-up args.
   Level: syslog priority is not shown, so "-".  Lines that say "error" in their text
   (``SSL error:``, ``error loading key``, ``internal error from libopendkim``) are ERROR.

5. rspamd -- rspamd 3.x file logger with ``log_severity = true``:
   ``date time [severity] #pid(ptype) <uid>; module; function: text``.
   Constant: severity, process type (normal/controller/main/rspamd_proxy), module, function name,
   and the verdict pair ``F (no action)``, ``T (reject)`` and so on (six verdict templates, plus a
   ``user:`` variant and a ``from: <>`` bounce variant).  The classifier name ``'bayes'`` and
   ham/spam in autolearn/learn messages are constants.
   Variable: pid, task uid, message id, queue id, IPs, sender, score/threshold, the whole symbol
   list, length, ``time: <*>`` (with its ms unit), dns request count, digest, recipients, map URLs,
   lua line numbers, lua error text.  Level: the ``[severity]`` word (info/notice -> INFO,
   warn -> WARN, error -> ERROR).

6. bind_query_log -- BIND 9.18 ``print-time/print-category/print-severity`` channel.
   Constant: category, severity, message wording, rcode words in ``lame-servers`` and
   ``query-errors`` (SERVFAIL, REFUSED, timed out ... are separate templates), AXFR/IXFR, class
   words (``IN``, and ``CH`` for version probes).
   Variable: ``@0x`` client object, client ``ip#port``, qname (also in its parentheses), qtype,
   query flags (``+E(0)K`` holds a number, so the whole token is a variable), listening address,
   quoted ``'name/TYPE/IN'`` values (whole), zone names, serials, counts, byte rates, source
   locations, TSIG key names, RR data.  Level: severity word (info/notice -> INFO, warning -> WARN,
   error -> ERROR, critical -> FATAL).
"""
from __future__ import annotations

import itertools
import random
import re
from datetime import datetime, timedelta
from typing import Callable

N_ROWS = 2000
LEVELS = ("DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-")
FIELD = re.compile(r"\{([a-z][a-z0-9_]*)\}")
MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
HEX = "0123456789abcdef"


# ============================================================================ framework
class Catalog:
    """Message specs of one format: key -> (format, template, level, field names)."""

    def __init__(self, prefix: str = "") -> None:
        self.prefix = prefix
        self.specs: dict[str, tuple[str, str, str, frozenset[str]]] = {}
        self.by_template: dict[str, str] = {}
    def add(self, key: str, level: str, body: str) -> None:
        fmt = self.prefix + body
        assert level in LEVELS, (key, level)
        assert "<*>" not in fmt and "\n" not in fmt, key
        tpl = FIELD.sub("<*>", fmt)
        assert key not in self.specs, key
        assert tpl not in self.by_template, (key, self.by_template.get(tpl), tpl)
        self.by_template[tpl] = key
        self.specs[key] = (fmt, tpl, level, frozenset(FIELD.findall(fmt)))

    def row(self, key: str, vals: dict) -> dict[str, str]:
        fmt, tpl, level, names = self.specs[key]
        missing = names - vals.keys()
        assert not missing, (key, missing)

        def sub(m: re.Match) -> str:
            v = str(vals[m.group(1)])
            assert v and "\n" not in v and "\r" not in v, (key, m.group(1), v)
            return v

        return {"line": FIELD.sub(sub, fmt), "template": tpl, "level": level}


class Pool:
    """Zipf-skewed choice from a list (the order is shuffled per seed unless told otherwise)."""

    def __init__(self, rng: random.Random, items, s: float = 1.1, shuffle: bool = True) -> None:
        self.rng = rng
        self.items = list(items)
        if shuffle:
            rng.shuffle(self.items)
        self.cum = list(itertools.accumulate(1.0 / (i + 1) ** s for i in range(len(self.items))))

    def __call__(self):
        return self.rng.choices(self.items, cum_weights=self.cum)[0]


class Clock:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.t = datetime(rng.choice((2025, 2026)), rng.randint(1, 12), rng.randint(1, 28),
                          rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59),
                          rng.randrange(1_000_000))

    def tick(self, mean: float = 1.0) -> datetime:
        self.t += timedelta(seconds=self.rng.expovariate(1.0 / mean))
        return self.t
    def small(self) -> datetime:
        return self.tick(0.004)

    # timestamp token dictionaries
    def syslog(self, zero_pad: bool = False) -> dict[str, str]:
        t = self.t
        day = f"{t.day:02d}" if zero_pad else f"{t.day:2d}"
        return {"mon": MONTHS[t.month - 1], "day": day, "time": f"{t:%H:%M:%S}"}
    def iso_ms(self) -> dict[str, str]:
        t = self.t
        return {"date": f"{t:%Y-%m-%d}", "time": f"{t:%H:%M:%S}.{t.microsecond // 1000:03d}"}
    def iso_s(self) -> dict[str, str]:
        t = self.t
        return {"date": f"{t:%Y-%m-%d}", "time": f"{t:%H:%M:%S}"}
    def bind(self) -> dict[str, str]:
        t = self.t
        return {"date": f"{t.day:02d}-{MONTHS[t.month - 1]}-{t.year}",
                "time": f"{t:%H:%M:%S}.{t.microsecond // 1000:03d}"}


Event = tuple[float, Callable[[], list]]


def schedule(rng: random.Random, events: list[Event]) -> list[dict[str, str]]:
    """Run weighted events until N_ROWS rows exist. Every event is forced to fire at least once."""
    cum = list(itertools.accumulate(w for w, _ in events))
    idx = range(len(events))
    forced = list(idx)
    rng.shuffle(forced)
    slots = sorted(rng.sample(range(5, N_ROWS - 250), len(forced)))
    rows: list[dict[str, str]] = []
    while len(rows) < N_ROWS:
        if slots and len(rows) >= slots[0]:
            slots.pop(0)
            i = forced.pop()
        else:
            i = rng.choices(idx, cum_weights=cum)[0]
        got = events[i][1]()
        assert got, events[i]
        rows.extend(got)
    return rows[:N_ROWS]


def hx(rng: random.Random, n: int, upper: bool = False) -> str:
    s = "".join(rng.choice(HEX) for _ in range(n))
    return s.upper() if upper else s


def wchoice(rng: random.Random, pairs):
    items, weights = zip(*pairs)
    return rng.choices(items, weights=weights)[0]


OUIS = ["00:50:56", "3c:22:fb", "a4:83:e7", "f0:18:98", "b8:27:eb", "dc:a6:32", "00:1b:21",
        "84:38:35", "ac:de:48", "e4:5f:01", "28:cf:e9", "00:0c:29", "f4:5c:89", "34:17:eb",
        "98:01:a7", "c8:3a:35", "70:85:c2", "40:b0:76", "18:c0:4d", "d8:3a:dd"]
FIRST = ["anna", "ben", "carla", "dmitri", "elena", "farid", "greta", "hiro", "ines", "jonas",
         "kim", "lena", "marco", "nora", "omar", "paula", "quinn", "rosa", "sven", "tariq", "uma",
         "viktor", "wei", "yara", "zoe", "lukas", "mia", "noah", "sofia", "emil"]
UPPERDIG = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"


def rand_mac(rng: random.Random) -> str:
    return rng.choice(OUIS) + ":" + ":".join(f"{rng.randrange(256):02x}" for _ in range(3))


def client_hostname(rng: random.Random) -> str:
    k = rng.random()
    name = rng.choice(FIRST)
    if k < 0.22:
        return f"laptop-{name}"
    if k < 0.38:
        return "DESKTOP-" + "".join(rng.choice(UPPERDIG) for _ in range(7))
    if k < 0.48:
        return f"{name.capitalize()}s-iPhone"
    if k < 0.57:
        return "android-" + hx(rng, 16)
    if k < 0.64:
        return "HP" + hx(rng, 6, upper=True)
    if k < 0.70:
        return "ESP_" + hx(rng, 6, upper=True)
    if k < 0.76:
        return f"{name}-mbp"
    if k < 0.82:
        return "NPI" + hx(rng, 6, upper=True)
    if k < 0.88:
        return f"Galaxy-S{rng.choice((21, 22, 23, 24))}"
    if k < 0.94:
        return f"raspberrypi{rng.randint(1, 9)}"
    return f"WS-{rng.choice(('FIN', 'HR', 'ENG', 'OPS'))}-{rng.randint(1, 120):03d}"


def pub_ip(rng: random.Random, pfx: str | None = None) -> str:
    if pfx:
        parts = pfx.rstrip(".").split(".")
        while len(parts) < 4:
            parts.append(str(rng.randint(1, 254)))
        return ".".join(parts)
    first = rng.choice((23, 31, 37, 45, 46, 62, 77, 78, 80, 81, 85, 91, 94, 103, 104, 109, 128,
                        137, 141, 144, 151, 159, 162, 172, 176, 178, 185, 188, 193, 195, 203,
                        212, 213, 217))
    return f"{first}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


WEB_NAMES = [
    "www.google.com", "google.com", "connectivity-check.ubuntu.com", "api.github.com",
    "github.com", "outlook.office365.com", "login.microsoftonline.com", "graph.microsoft.com",
    "www.youtube.com", "i.ytimg.com", "fonts.googleapis.com", "fonts.gstatic.com",
    "cdn.jsdelivr.net", "time.cloudflare.com", "ntp.ubuntu.com", "0.pool.ntp.org",
    "2.debian.pool.ntp.org", "security.debian.org", "deb.debian.org", "archive.ubuntu.com",
    "registry-1.docker.io", "auth.docker.io", "production.cloudflare.docker.com",
    "s3.amazonaws.com", "sts.amazonaws.com", "slack.com", "wss-primary.slack.com", "zoom.us",
    "teams.microsoft.com", "en.wikipedia.org", "duckduckgo.com", "mail.google.com",
    "imap.gmail.com", "smtp.office365.com", "ocsp.digicert.com", "ocsp.pki.goog",
    "crl.microsoft.com", "ctldl.windowsupdate.com", "settings-win.data.microsoft.com",
    "clients4.google.com", "play.googleapis.com", "push.apple.com", "gateway.icloud.com",
    "api.openai.com", "update.googleapis.com", "safebrowsing.googleapis.com",
    "incoming.telemetry.mozilla.org", "firefox.settings.services.mozilla.com",
    "pypi.org", "files.pythonhosted.org", "registry.npmjs.org", "proxy.golang.org",
    "dl.google.com", "www.bing.com", "edge.microsoft.com", "www.amazon.de",
    "e6858.dscx.akamaiedge.net", "d3ag4hukkh62yn.cloudfront.net", "tracker.adnet-example.com",
    "dnssec-failed.org", "www.dnssec-failed.org", "sigfail.verteiltesysteme.net",
]
INTERNAL_NAMES = ["wpad", "intranet", "gitlab", "ldap", "vpn", "jira", "nas01", "printer-2og",
                  "grafana", "prometheus", "_ldap._tcp.dc._msdcs", "_kerberos._udp", "ad01",
                  "ad02", "mail", "proxy", "backup01", "k8s-api"]


def qname_pool(rng: random.Random, corp: str, trailing_dot: bool) -> Pool:
    names = list(WEB_NAMES) + [f"{n}.{corp}" for n in INTERNAL_NAMES]
    for _ in range(25):
        names.append(f"{rng.randint(1, 254)}.{rng.randint(0, 254)}.{rng.randint(0, 254)}.10.in-addr.arpa")
    for _ in range(8):
        names.append(f"{hx(rng, 12)}.{rng.choice(('cloudfront.net', 'akamaized.net', 'fastly.net'))}")
    if trailing_dot:
        names = [n + "." for n in names]
    return Pool(rng, names, s=1.0)


QTYPES = [("A", 45), ("AAAA", 28), ("HTTPS", 8), ("PTR", 6), ("SRV", 3), ("TXT", 2.5), ("MX", 2),
          ("NS", 1), ("SOA", 1), ("DS", 0.8), ("DNSKEY", 0.8), ("ANY", 0.3), ("CNAME", 0.5)]


# ============================================================================ 1. isc_dhcpd
def make_isc_dhcpd(rng: random.Random) -> list[dict[str, str]]:
    clk = Clock(rng)
    cat = Catalog("{mon} {day} {time} {host} dhcpd[{pid}]: ")
    A = cat.add
    A("disc_hn", "-", "DHCPDISCOVER from {mac} ({hn}) via {via}")
    A("disc", "-", "DHCPDISCOVER from {mac} via {via}")
    A("disc_lb", "-", "DHCPDISCOVER from {mac} via {via}: load balance to peer {peer}")
    A("disc_nofree", "-", "DHCPDISCOVER from {mac} via {via}: network {net}: no free leases")
    A("offer_hn", "-", "DHCPOFFER on {ip} to {mac} ({hn}) via {via}")
    A("offer", "-", "DHCPOFFER on {ip} to {mac} via {via}")
    A("req_sel_hn", "-", "DHCPREQUEST for {ip} ({sip}) from {mac} ({hn}) via {via}")
    A("req_sel", "-", "DHCPREQUEST for {ip} ({sip}) from {mac} via {via}")
    A("req_owned", "-", "DHCPREQUEST for {ip} ({sip}) from {mac} via {via}: lease owned by peer")
    A("req_hn", "-", "DHCPREQUEST for {ip} from {mac} ({hn}) via {via}")
    A("req", "-", "DHCPREQUEST for {ip} from {mac} via {via}")
    A("req_wrongnet", "-", "DHCPREQUEST for {ip} from {mac} via {via}: wrong network.")
    A("req_notauth", "-", "DHCPREQUEST for {ip} from {mac} via {via}: ignored (not authoritative).")
    A("ack_hn", "-", "DHCPACK on {ip} to {mac} ({hn}) via {via}")
    A("ack", "-", "DHCPACK on {ip} to {mac} via {via}")
    A("ack_inform", "-", "DHCPACK to {ip} ({mac}) via {via}")
    A("nak", "-", "DHCPNAK on {ip} to {mac} via {via}")
    A("rel_hn", "-", "DHCPRELEASE of {ip} from {mac} ({hn}) via {via} (found)")
    A("rel_nf", "-", "DHCPRELEASE of {ip} from {mac} via {via} (not found)")
    A("inform", "-", "DHCPINFORM from {ip} via {via}")
    A("decline", "-", "DHCPDECLINE of {ip} from {mac} via {via}: abandoned")
    A("abandon", "-", "Abandoning IP address {ip}: pinged before offer")
    A("icmp", "-", "ICMP Echo reply while lease {ip} valid.")
    A("dup_uid", "-", "uid lease {ip} for client {mac} is duplicate on {net}")
    A("wrote_del", "-", "Wrote {n} deleted host decls to leases file.")
    A("wrote_new", "-", "Wrote {n} new dynamic host decls to leases file.")
    A("wrote_leases", "-", "Wrote {n} leases to leases file.")
    A("ddns_fwd", "-", "Added new forward map from {fqdn} to {ip}")
    A("ddns_rev", "-", "Added reverse map from {rev} to {fqdn}")
    A("ddns_rmfwd", "-", "Removed forward map from {fqdn} to {ip}")
    A("ddns_fail", "-", "Forward map from {fqdn} to {ip} FAILED: {err}")
    A("peer_disc", "-", "peer {peer}: disconnected")
    A("fo_n2ci", "-", "failover peer {peer}: I move from normal to communications-interrupted")
    A("fo_ci2n", "-", "failover peer {peer}: I move from communications-interrupted to normal")
    A("fo_peer_ci2n", "-", "failover peer {peer}: peer moves from communications-interrupted to normal")
    A("bal_pool", "-", "balancing pool {pool} {net}  total {total}  free {free}  backup {backup}  lts {lts}  max-own {maxown}")
    A("balanced", "-", "balanced pool {pool} {net}  total {total}  free {free}  backup {backup}  lts {lts}  max-misbal {mm}")
    A("recv_fail", "-", "receive_packet failed on {iface}: Network is down")
    A("banner", "-", "Internet Systems Consortium DHCP Server {ver}")
    A("copyright", "-", "Copyright {years} Internet Systems Consortium.")
    A("rights", "-", "All rights reserved.")
    A("visit", "-", "For info, please visit {url}")
    A("cfgfile", "-", "Config file: {path}")
    A("dbfile", "-", "Database file: {path}")
    A("pidfile", "-", "PID file: {path}")
    A("listen", "-", "Listening on LPF/{iface}/{mac}/{net}")
    A("send", "-", "Sending on   LPF/{iface}/{mac}/{net}")
    A("fallback", "-", "Sending on   Socket/fallback/fallback-net")
    A("starting", "-", "Server starting service.")
    A("warn_host", "WARN", "WARNING: Host declarations are global.  They are not limited to the scope you declared them in.")
    A("warn_overlap", "WARN", "Warning: subnet {net} overlaps subnet {net2}")
    A("err_hwaddr", "ERROR", "Error getting hardware address for \"{iface}\": {err}")
    A("cantopen", "-", "Can't open lease database {path}: {err} -- check for failed database rewrite attempt!")
    A("exiting", "-", "exiting.")

    hosts = rng.choice([("dhcp1", "dhcp2"), ("dhcp01", "dhcp02"), ("ns-dhcp-a", "ns-dhcp-b"),
                        ("dhcpsrv1", "dhcpsrv2")])
    pid = {h: rng.randint(700, 32000) for h in hosts}
    so = rng.choice((1, 5, 8))
    sips = {hosts[0]: f"10.{so}.0.10", hosts[1]: f"10.{so}.0.11"}
    peer = rng.choice(("dhcp-failover", "failover-peer", "dhcp-ha", "fo-partner"))
    ddns_dom = rng.choice(("corp.example.net", "office.example.com", "lan.example.org"))
    ver = rng.choice(("4.4.3-P1", "4.4.1", "4.4.3"))

    def E(spec: str, host: str, **kw) -> dict[str, str]:
        return cat.row(spec, dict(kw, host=host, pid=pid[host], **clk.syslog()))

    b = rng.choice((10, 20, 30, 64, 100))
    ifaces = rng.choice((("eth1", "eth2"), ("ens192", "ens224"), ("bond0.110", "bond0.120")))
    srv_macs = {i: rand_mac(rng) for i in ifaces}
    subnets = []
    for k, th in enumerate(sorted(rng.sample(range(1, 90), 8))):
        pfx = f"10.{b}.{th}."
        subnets.append(dict(net=pfx + "0/24", pfx=pfx, via=ifaces[k] if k < 2 else pfx + "1",
                            iface=ifaces[k] if k < 2 else None, pool=hx(rng, 8),
                            total=rng.choice((150, 200, 230))))
    sn_pool = Pool(rng, subnets, s=0.8)
    used: set[str] = set()
    clients = []
    for _ in range(rng.randint(260, 380)):
        sn = sn_pool()
        while True:
            ip = sn["pfx"] + str(rng.randint(20, 250))
            if ip not in used:
                used.add(ip)
                break
        hn = client_hostname(rng) if rng.random() < 0.7 else None
        clients.append(dict(mac=rand_mac(rng), hn=hn, ip=ip, via=sn["via"], sn=sn,
                            srv=rng.choice(hosts), ddns=bool(hn) and rng.random() < 0.5))
    cl = Pool(rng, clients, s=0.9)

    def other(h: str) -> str:
        return hosts[1] if h == hosts[0] else hosts[0]
    def cv(c: dict) -> dict:
        return dict(mac=c["mac"], hn=c["hn"], ip=c["ip"], via=c["via"])
    def sx(c: dict) -> str:
        return "_hn" if c["hn"] else ""
    def rev(ip: str) -> str:
        return ".".join(reversed(ip.split("."))) + ".in-addr.arpa."
    def ev_dora():
        c = cl(); h = c["srv"]; v = cv(c); s = sx(c)
        clk.tick(5)
        out = [E("disc" + s, h, **v)]
        if not c["hn"] and rng.random() < 0.5:
            clk.small(); out.append(E("disc_lb", other(h), peer=peer, **v))
        clk.small(); out.append(E("offer" + s, h, **v))
        clk.tick(0.5); out.append(E("req_sel" + s, h, sip=sips[h], **v))
        if not c["hn"] and rng.random() < 0.5:
            clk.small(); out.append(E("req_owned", other(h), sip=sips[h], **v))
        clk.small(); out.append(E("ack" + s, h, **v))
        if c["ddns"]:
            fq = f"{c['hn']}.{ddns_dom}"
            clk.tick(0.05); out.append(E("ddns_fwd", h, fqdn=fq, ip=c["ip"]))
            clk.tick(0.05); out.append(E("ddns_rev", h, fqdn=fq, rev=rev(c["ip"])))
        return out

    def ev_renew():
        c = cl(); h = c["srv"]; v = cv(c); s = sx(c)
        clk.tick(2.2)
        out = [E("req" + s, h, **v)]
        clk.small(); out.append(E("ack" + s, h, **v))
        return out

    def ev_release():
        c = cl(); h = c["srv"]; v = cv(c)
        clk.tick(3)
        if not c["hn"]:
            return [E("rel_nf", h, **v)]
        out = [E("rel_hn", h, **v)]
        if c["ddns"]:
            clk.tick(0.05); out.append(E("ddns_rmfwd", h, fqdn=f"{c['hn']}.{ddns_dom}", ip=c["ip"]))
        return out

    def ev_inform():
        c = cl(); h = c["srv"]; v = cv(c)
        clk.tick(3)
        out = [E("inform", h, **v)]
        clk.small(); out.append(E("ack_inform", h, **v))
        return out

    def ev_nofree():
        sn = subnets[0] if rng.random() < 0.7 else sn_pool()
        out = []
        for _ in range(rng.randint(1, 3)):
            clk.tick(2)
            out.append(E("disc_nofree", rng.choice(hosts), mac=rand_mac(rng), via=sn["via"], net=sn["net"]))
        return out

    def ev_wrongnet():
        c = cl(); h = c["srv"]; v = cv(c)
        wrong = rng.choice(subnets)["pfx"] + str(rng.randint(20, 250))
        v["ip"] = wrong if wrong != c["ip"] else f"192.168.1.{rng.randint(2, 250)}"
        clk.tick(3)
        out = [E("req_wrongnet", h, **v)]
        clk.small(); out.append(E("nak", h, **v))
        return out

    def ev_notauth():
        clk.tick(3)
        return [E("req_notauth", rng.choice(hosts), ip=f"192.168.{rng.choice((0, 1, 178))}.{rng.randint(2, 250)}",
                  mac=rand_mac(rng), via=rng.choice(subnets)["via"])]
    def ev_lease_rewrite():
        h = rng.choice(hosts); out = []
        clk.tick(4); out.append(E("wrote_del", h, n=0))
        clk.small(); out.append(E("wrote_new", h, n=rng.choice((0, 0, 0, 1, 2))))
        clk.small(); out.append(E("wrote_leases", h, n=rng.randint(300, 1400)))
        return out

    def pool_vals(sn: dict) -> dict:
        free = rng.randint(5, sn["total"] // 2)
        backup = max(0, sn["total"] - free - rng.randint(40, sn["total"] // 2))
        return dict(pool=sn["pool"], net=sn["net"], total=sn["total"], free=free, backup=backup,
                    lts=abs(free - backup) // 2, maxown=f"(+/-){max(1, sn['total'] // 10)}",
                    mm=f"(+/-){max(1, sn['total'] // 20)}")

    def ev_balance():
        sn = sn_pool(); h = rng.choice(hosts); v = pool_vals(sn)
        clk.tick(4); out = [E("bal_pool", h, **v)]
        clk.small(); out.append(E("balanced", h, **v))
        return out

    def ev_ddns_fail():
        c = cl()
        if not c["hn"]:
            c = next(x for x in clients if x["hn"])
        clk.tick(3)
        return [E("ddns_fail", c["srv"], fqdn=f"{c['hn']}.{ddns_dom}", ip=c["ip"],
                  err=rng.choice(("Has an address record but no DHCID, not mine.", "timed out",
                                  "not authorized", "REFUSED")))]

    def ev_dup_uid():
        c = cl(); clk.tick(3)
        return [E("dup_uid", c["srv"], ip=c["ip"], mac=c["mac"], net=c["sn"]["net"])]
    def ev_decline():
        c = cl(); clk.tick(3)
        return [E("decline", c["srv"], **cv(c))]
    def ev_abandon():
        c = cl(); clk.tick(3)
        return [E("abandon", c["srv"], ip=c["sn"]["pfx"] + str(rng.randint(20, 250)))]
    def ev_icmp():
        c = cl(); clk.tick(3)
        return [E("icmp", c["srv"], ip=c["ip"])]
    def ev_fo_down():
        h = rng.choice(hosts)
        clk.tick(6); out = [E("peer_disc", h, peer=peer)]
        clk.small(); out.append(E("fo_n2ci", h, peer=peer))
        return out

    def ev_fo_up():
        h = rng.choice(hosts)
        clk.tick(6); out = [E("fo_peer_ci2n", h, peer=peer)]
        clk.small(); out.append(E("fo_ci2n", h, peer=peer))
        for sn in subnets[: rng.randint(1, 3)]:
            v = pool_vals(sn)
            clk.small(); out.append(E("bal_pool", h, **v))
            clk.small(); out.append(E("balanced", h, **v))
        return out

    def ev_recv_fail():
        clk.tick(3)
        return [E("recv_fail", rng.choice(hosts), iface=rng.choice(ifaces))]
    def startup(h: str) -> list:
        pid[h] = rng.randint(700, 32000)
        clk.tick(20); out = []
        for key, kw in (("banner", dict(ver=ver)), ("copyright", dict(years="2004-2022")),
                        ("rights", {}), ("visit", dict(url="https://www.isc.org/software/dhcp/")),
                        ("cfgfile", dict(path="/etc/dhcp/dhcpd.conf")),
                        ("dbfile", dict(path="/var/lib/dhcp/dhcpd.leases")),
                        ("pidfile", dict(path="/var/run/dhcpd.pid")),
                        ("wrote_del", dict(n=0)), ("wrote_new", dict(n=0)),
                        ("wrote_leases", dict(n=rng.randint(300, 1400)))):
            clk.small(); out.append(E(key, h, **kw))
        for i in ifaces:
            sn = next(s for s in subnets if s["iface"] == i)
            clk.small(); out.append(E("listen", h, iface=i, mac=srv_macs[i], net=sn["net"]))
            clk.small(); out.append(E("send", h, iface=i, mac=srv_macs[i], net=sn["net"]))
        clk.small(); out.append(E("fallback", h))
        clk.small(); out.append(E("starting", h))
        return out

    def ev_cfgtest():
        # `dhcpd -t` run by the init script / an admin before a restart: fresh pid, warnings only
        h = rng.choice(hosts); old = pid[h]; pid[h] = rng.randint(700, 32000)
        clk.tick(15); out = [E("banner", h, ver=ver)]
        clk.small(); out.append(E("warn_host", h))
        if rng.random() < 0.6:
            a, c = rng.sample(subnets, 2)
            clk.small(); out.append(E("warn_overlap", h, net=a["pfx"][:-1].rsplit(".", 1)[0] + ".0.0/16", net2=c["net"]))
        pid[h] = old
        return out

    def ev_overlap():
        h = rng.choice(hosts); old = pid[h]; pid[h] = rng.randint(700, 32000)
        a = rng.choice(subnets)
        clk.tick(15); out = [E("warn_overlap", h, net=f"10.{b}.0.0/16", net2=a["net"])]
        pid[h] = old
        return out

    def ev_fatal(kind: str) -> Callable[[], list]:
        def ev():  # a failed (re)start attempt, then the admin fixes it and starts again
            h = rng.choice(hosts); pid[h] = rng.randint(700, 32000)
            clk.tick(10); out = [E("banner", h, ver=ver)]
            if kind == "hwaddr":
                out.append(E("err_hwaddr", h, iface=rng.choice(ifaces), err="No such device"))
            else:
                out.append(E("cantopen", h, path="/var/lib/dhcp/dhcpd.leases",
                             err=rng.choice(("Permission denied", "No such file or directory"))))
            clk.small(); out.append(E("exiting", h))
            return out + startup(h)
        return ev

    events: list[Event] = [
        (40, ev_renew), (14, ev_dora), (2.5, ev_inform), (1.5, ev_release), (1.2, ev_nofree),
        (0.8, ev_wrongnet), (0.5, ev_notauth), (1.0, ev_lease_rewrite), (0.6, ev_balance),
        (0.5, ev_ddns_fail), (0.4, ev_dup_uid), (0.25, ev_decline), (0.3, ev_abandon),
        (0.2, ev_icmp), (0.15, ev_fo_down), (0.15, ev_fo_up), (0.15, ev_recv_fail),
        (0.04, lambda: startup(rng.choice(hosts))), (0.04, ev_cfgtest), (0.03, ev_overlap),
        (0.02, ev_fatal("hwaddr")), (0.02, ev_fatal("cantopen")),
    ]
    return schedule(rng, events)


# ============================================================================ 2. kea_dhcp4
def make_kea_dhcp4(rng: random.Random) -> list[dict[str, str]]:
    clk = Clock(rng)
    cat = Catalog("{date} {time} ")
    pad = {"DEBUG": "DEBUG", "INFO": "INFO ", "WARN": "WARN ", "ERROR": "ERROR", "FATAL": "FATAL"}

    def K(key: str, lvl: str, logger: str, msgid: str, rest: str) -> None:
        cat.add(key, lvl, pad[lvl] + " [kea-dhcp4." + logger + "/{pid}.{tid}] " + msgid + " " + rest)

    CL = "[hwtype={hwtype} {mac}], cid=[{cid}], tid={xid}: "
    NI = "[hwtype={hwtype} {mac}], cid=[no info], tid={xid}: "
    K("buf", "DEBUG", "packets", "DHCP4_BUFFER_RECEIVED",
      "received buffer from {src}:{sport} to {dst}:{dport} over interface {iface}")
    for nm, typ in (("discover", "DHCPDISCOVER"), ("request", "DHCPREQUEST"),
                    ("release", "DHCPRELEASE"), ("inform", "DHCPINFORM")):
        K("recv_" + nm, "DEBUG", "packets", "DHCP4_PACKET_RECEIVED",
          CL + typ + " (type {ptype}) received from {src} to {dst} on interface {iface}")
    for nm, typ in (("discover", "DHCPDISCOVER"), ("request", "DHCPREQUEST")):
        K("recv_" + nm + "_ni", "DEBUG", "packets", "DHCP4_PACKET_RECEIVED",
          NI + typ + " (type {ptype}) received from {src} to {dst} on interface {iface}")
    for nm, typ in (("offer", "DHCPOFFER"), ("ack", "DHCPACK"), ("nak", "DHCPNAK")):
        K("send_" + nm, "DEBUG", "packets", "DHCP4_PACKET_SEND",
          CL + "trying to send packet " + typ + " (type {ptype}) from {src}:{sport} to {dst}:{dport} on interface {iface}")
    for nm, typ in (("offer", "DHCPOFFER"), ("ack", "DHCPACK")):
        K("send_" + nm + "_ni", "DEBUG", "packets", "DHCP4_PACKET_SEND",
          NI + "trying to send packet " + typ + " (type {ptype}) from {src}:{sport} to {dst}:{dport} on interface {iface}")
    K("subnet_sel", "DEBUG", "dhcp4", "DHCP4_SUBNET_SELECTED", CL + "the subnet with ID {sid} was selected for client assignment")
    K("class_asg", "DEBUG", "options", "DHCP4_CLASS_ASSIGNED", CL + "client packet has been assigned to the following class(es): {classes}")
    K("advert", "INFO", "leases", "DHCP4_LEASE_ADVERT", CL + "lease {ip} will be advertised")
    K("advert_ni", "INFO", "leases", "DHCP4_LEASE_ADVERT", NI + "lease {ip} will be advertised")
    K("alloc", "INFO", "leases", "DHCP4_LEASE_ALLOC", CL + "lease {ip} has been allocated for {valid} seconds")
    K("alloc_ni", "INFO", "leases", "DHCP4_LEASE_ALLOC", NI + "lease {ip} has been allocated for {valid} seconds")
    K("reuse", "INFO", "leases", "DHCP4_LEASE_REUSE", CL + "lease {ip} has been reused for {valid} seconds")
    K("init_reboot", "INFO", "leases", "DHCP4_INIT_REBOOT", CL + "client is in INIT-REBOOT state and requests address {ip}")
    K("release", "INFO", "leases", "DHCP4_RELEASE", CL + "address {ip} was released properly.")
    K("release_nl", "INFO", "leases", "DHCP4_RELEASE_FAIL_NO_LEASE", CL + "client is trying to release non-existing lease {ip}")
    K("decline", "INFO", "leases", "DHCP4_DECLINE_LEASE",
      "Received DHCPDECLINE for addr {ip} from client [hwtype={hwtype} {mac}], cid=[{cid}], tid={xid}. The lease will be unavailable for {probation} seconds.")
    K("nak1", "DEBUG", "bad-packets", "DHCP4_PACKET_NAK_0001", CL + "failed to select a subnet for incoming packet, src {src}, type DHCPREQUEST")
    K("nak3", "DEBUG", "bad-packets", "DHCP4_PACKET_NAK_0003", CL + "failed to advertise a lease, client sent ciaddr {ciaddr}, requested-ip-address {rip}")
    K("nak4", "DEBUG", "bad-packets", "DHCP4_PACKET_NAK_0004", CL + "failed to grant a lease, client sent ciaddr {ciaddr}, requested-ip-address {rip}")
    K("drop1", "DEBUG", "bad-packets", "DHCP4_PACKET_DROP_0001",
      "failed to parse packet from {src} to {dst}, received over interface {iface}, reason: {reason}")
    K("fail_subnet", "WARN", "alloc-engine", "ALLOC_ENGINE_V4_ALLOC_FAIL_SUBNET",
      CL + "failed to allocate an IPv4 lease in the subnet {net}, subnet-id {sid}, shared network (none)")
    K("fail", "ERROR", "alloc-engine", "ALLOC_ENGINE_V4_ALLOC_FAIL", CL + "failed to allocate an IPv4 address after {n} attempt(s)")
    K("fail_classes", "WARN", "alloc-engine", "ALLOC_ENGINE_V4_ALLOC_FAIL_CLASSES",
      CL + "Failed to allocate an IPv4 address for client with classes: {classes}")
    K("ncr_fail", "ERROR", "ddns", "DHCP4_NCR_GENERATION_FAILED", CL + "failed to generate name change requests for DNS: {err}")
    K("starting", "INFO", "dhcp4", "DHCP4_STARTING", "Kea DHCPv4 server version {ver} starting")
    K("started", "INFO", "dhcp4", "DHCP4_STARTED", "Kea DHCPv4 server version {ver} started")
    K("cfg_complete", "INFO", "dhcp4", "DHCP4_CONFIG_COMPLETE", "DHCPv4 server has completed configuration: {summary}")
    K("mt_info", "INFO", "dhcp4", "DHCP4_MULTI_THREADING_INFO", "enabled: yes, number of threads: {threads}, queue size: {qsize}")
    K("add_iface", "INFO", "dhcpsrv", "DHCPSRV_CFGMGR_ADD_IFACE", "listening on interface {iface}")
    K("memfile_db", "INFO", "dhcpsrv", "DHCPSRV_MEMFILE_DB", "opening memory file lease database: {params}")
    K("lease_load", "INFO", "dhcpsrv", "DHCPSRV_MEMFILE_LEASE_FILE_LOAD", "loading leases from file {path}")
    K("lfc_setup", "INFO", "dhcpsrv", "DHCPSRV_MEMFILE_LFC_SETUP", "setting up the Lease File Cleanup interval to {n} sec")
    K("lfc_start", "INFO", "dhcpsrv", "DHCPSRV_MEMFILE_LFC_START", "starting Lease File Cleanup")
    K("lfc_exec", "INFO", "dhcpsrv", "DHCPSRV_MEMFILE_LFC_EXECUTE", "executing Lease File Cleanup using: {cmd}")
    K("cmd_recv", "INFO", "commands", "COMMAND_RECEIVED", "Received command '{cmd}'")
    K("sock_open", "INFO", "commands", "COMMAND_SOCKET_CONNECTION_OPENED", "Opened socket {n} for incoming command connection")
    K("hb_fail", "WARN", "ha-hooks", "HA_HEARTBEAT_COMMUNICATIONS_FAILED", "{srv}: failed to send heartbeat to {peer} ({url}): {err}")
    K("comm_int", "WARN", "ha-hooks", "HA_COMMUNICATION_INTERRUPTED", "{srv}: communication with {peer} is interrupted")
    K("ha_down", "INFO", "ha-hooks", "HA_STATE_TRANSITION",
      "{srv}: server transitions from LOAD-BALANCING to PARTNER-DOWN state, partner state is UNAVAILABLE")
    K("ha_up", "INFO", "ha-hooks", "HA_STATE_TRANSITION",
      "{srv}: server transitions from READY to LOAD-BALANCING state, partner state is LOAD-BALANCING")
    K("sock_fail", "WARN", "dhcp4", "DHCP4_OPEN_SOCKET_FAIL", "failed to open socket: {err}")
    K("srv_failed", "FATAL", "dhcp4", "DHCP4_SERVER_FAILED", "server failed: {err}")

    st = {"pid": rng.randint(400, 9000)}
    main_tid = str(rng.randint(139_800_000_000_000, 140_200_000_000_000))
    workers = Pool(rng, [str(int(main_tid) - rng.randint(1, 400) * 8_392_704) for _ in range(rng.choice((4, 6, 8)))], s=0.3)
    srv_ip = rng.choice(("10.0.0.2", "10.1.0.5", "172.16.0.10"))
    srv_name, peer_name = rng.choice((("server1", "server2"), ("kea-a", "kea-b"), ("dhcp-primary", "dhcp-secondary")))
    peer_url = f"http://{srv_ip.rsplit('.', 1)[0]}.{int(srv_ip.rsplit('.', 1)[1]) + 1}:8000/"
    ver = rng.choice(("2.4.1", "2.6.1", "2.2.0"))
    b = rng.choice((20, 30, 40, 50))
    ifs = ("eth0", "eth1")
    subnets = []
    for sid, th in enumerate(sorted(rng.sample(range(1, 100), 10)), start=1):
        pfx = f"10.{b}.{th}."
        local = sid <= 1
        subnets.append(dict(sid=sid, net=pfx + "0/24", pfx=pfx, relay=pfx + "1", local=local,
                            iface=ifs[1] if local else ifs[0],
                            valid=rng.choice((3600, 4000, 7200, 86400, 43200))))
    snp = Pool(rng, subnets, s=0.8)
    used: set[str] = set()
    clients = []
    for _ in range(rng.randint(250, 360)):
        sn = snp()
        while True:
            ip = sn["pfx"] + str(rng.randint(10, 250))
            if ip not in used:
                used.add(ip)
                break
        m = rand_mac(rng)
        clients.append(dict(mac=m, cid=("01:" + m) if rng.random() < 0.82 else None, ip=ip, sn=sn,
                            classes=rng.choice(("ALL, KNOWN", "ALL, UNKNOWN", "ALL, VENDOR_CLASS_MSFT 5.0, UNKNOWN",
                                                "ALL, VENDOR_CLASS_android-dhcp-13, UNKNOWN", "ALL, voip-phones, KNOWN"))))
    cl = Pool(rng, clients, s=0.9)
    cur = {"tid": main_tid}

    def E(spec: str, **kw) -> dict[str, str]:
        return cat.row(spec, dict(kw, pid=st["pid"], tid=cur["tid"], **clk.iso_ms()))
    def xid() -> str:
        return "0x" + hx(rng, 8)
    def lab(c: dict) -> dict:
        return dict(hwtype=1, mac=c["mac"], cid=c["cid"] or "-", xid=xid())
    def ni(c: dict) -> str:
        return "_ni" if c["cid"] is None else ""
    def path(c: dict, renew: bool = False) -> dict:
        sn = c["sn"]
        if sn["local"]:
            src, sport = (c["ip"], 68) if renew else ("0.0.0.0", 68)
            return dict(src=src, sport=sport, dst=srv_ip if renew else "255.255.255.255", dport=67,
                        iface=sn["iface"], back=c["ip"] if renew else "255.255.255.255", bport=68)
        return dict(src=sn["relay"], sport=67, dst=srv_ip, dport=67, iface=sn["iface"], back=sn["relay"], bport=67)

    def recv(key: str, c: dict, v: dict, p: dict, ptype: int) -> list:
        clk.small()
        out = [E("buf", src=p["src"], sport=p["sport"], dst=p["dst"], dport=p["dport"], iface=p["iface"])]
        clk.small()
        out.append(E(key, **v, ptype=ptype, src=p["src"], dst=p["dst"], iface=p["iface"]))
        return out

    def send(key: str, v: dict, p: dict, ptype: int) -> dict:
        clk.small()
        return E(key, **v, ptype=ptype, src=srv_ip, sport=67, dst=p["back"], dport=p["bport"], iface=p["iface"])
    def ev_dora():
        c = cl(); s = ni(c); cur["tid"] = workers(); v = lab(c); p = path(c)
        clk.tick(6)
        out = recv("recv_discover" + s, c, v, p, 1)
        if not s and rng.random() < 0.4:
            clk.small(); out.append(E("class_asg", **v, classes=c["classes"]))
        if not s and rng.random() < 0.4:
            clk.small(); out.append(E("subnet_sel", **v, sid=c["sn"]["sid"]))
        clk.small(); out.append(E("advert" + s, **v, ip=c["ip"]))
        out.append(send("send_offer" + s, v, p, 2))
        clk.tick(0.3); cur["tid"] = workers()
        out += recv("recv_request" + s, c, v, p, 3)
        clk.small(); out.append(E("alloc" + s, **v, ip=c["ip"], valid=c["sn"]["valid"]))
        out.append(send("send_ack" + s, v, p, 5))
        return out

    def ev_renew():
        c = cl(); s = ni(c); cur["tid"] = workers(); v = lab(c); p = path(c, renew=True)
        clk.tick(2.5)
        out = recv("recv_request" + s, c, v, p, 3)
        if not s and rng.random() < 0.2:
            clk.small(); out.append(E("reuse", **v, ip=c["ip"], valid=c["sn"]["valid"] - rng.randint(60, c["sn"]["valid"] // 2)))
        else:
            clk.small(); out.append(E("alloc" + s, **v, ip=c["ip"], valid=c["sn"]["valid"]))
        out.append(send("send_ack" + s, v, p, 5))
        return out

    def with_cid() -> dict:
        c = cl()
        return c if c["cid"] else next(x for x in clients if x["cid"])
    def ev_init_reboot():
        c = with_cid(); cur["tid"] = workers(); v = lab(c); p = path(c)
        clk.tick(4)
        out = recv("recv_request", c, v, p, 3)
        clk.small(); out.append(E("init_reboot", **v, ip=c["ip"]))
        clk.small(); out.append(E("alloc", **v, ip=c["ip"], valid=c["sn"]["valid"]))
        out.append(send("send_ack", v, p, 5))
        return out

    def ev_release():
        c = with_cid(); cur["tid"] = workers(); v = lab(c); p = path(c, renew=True)
        clk.tick(4)
        out = recv("recv_release", c, v, p, 7)
        clk.small()
        out.append(E("release" if rng.random() < 0.8 else "release_nl", **v, ip=c["ip"]))
        return out

    def ev_release_nl():
        c = with_cid(); cur["tid"] = workers(); v = lab(c)
        clk.tick(4)
        return [E("release_nl", **v, ip=c["sn"]["pfx"] + str(rng.randint(10, 250)))]
    def ev_inform():
        c = with_cid(); cur["tid"] = workers(); v = lab(c); p = path(c, renew=True)
        clk.tick(4)
        out = recv("recv_inform", c, v, p, 8)
        out.append(send("send_ack", v, p, 5))
        return out

    def ev_decline():
        c = with_cid(); cur["tid"] = workers(); v = lab(c)
        clk.tick(4)
        return [E("decline", **v, ip=c["ip"], probation=86400)]
    def ev_nak4():
        c = with_cid(); cur["tid"] = workers(); v = lab(c); p = path(c)
        clk.tick(4)
        out = recv("recv_request", c, v, p, 3)
        clk.small(); out.append(E("nak4", **v, ciaddr="0.0.0.0", rip=rng.choice(subnets)["pfx"] + str(rng.randint(10, 250))))
        out.append(send("send_nak", v, p, 6))
        return out

    def ev_nak3():
        c = with_cid(); cur["tid"] = workers(); v = lab(c)
        clk.tick(4)
        return [E("nak3", **v, ciaddr="0.0.0.0", rip=f"192.168.{rng.choice((0, 1, 178))}.{rng.randint(2, 250)}")]
    def ev_nak1():
        c = with_cid(); cur["tid"] = workers(); v = lab(c); p = path(c)
        clk.tick(4)
        out = [E("nak1", **v, src=f"10.{b}.{rng.randint(100, 200)}.1")]
        out.append(send("send_nak", v, p, 6))
        return out

    def ev_drop():
        cur["tid"] = workers(); clk.tick(5)
        sn = rng.choice(subnets)
        return [E("drop1", src=sn["relay"], dst=srv_ip, iface=sn["iface"],
                  reason=rng.choice(("Option 82 truncated", "truncated DHCPv4 packet (len=212)",
                                     "packet does not contain hardware address")))]

    def ev_alloc_fail():
        c = with_cid(); cur["tid"] = workers(); v = lab(c)
        clk.tick(4)
        out = [E("fail_subnet", **v, net=c["sn"]["net"], sid=c["sn"]["sid"])]
        clk.small(); out.append(E("fail", **v, n=rng.choice((0, 241, 256))))
        return out

    def ev_fail_classes():
        c = with_cid(); cur["tid"] = workers(); v = lab(c)
        clk.tick(4)
        return [E("fail_classes", **v, classes=c["classes"])]
    def ev_ncr_fail():
        c = with_cid(); cur["tid"] = workers(); v = lab(c)
        clk.tick(4)
        return [E("ncr_fail", **v, err=rng.choice(("unable to determine FQDN for the lease", "invalid hostname 'my laptop'")))]
    def ev_lfc():
        cur["tid"] = main_tid; clk.tick(8)
        out = [E("lfc_start")]
        clk.small(); out.append(E("lfc_exec", cmd="/usr/sbin/kea-lfc -4 -x /var/lib/kea/kea-leases4.csv.2 -i /var/lib/kea/kea-leases4.csv.1 -o /var/lib/kea/kea-leases4.csv.output -f /var/lib/kea/kea-leases4.csv.completed -p /var/lib/kea/kea-leases4.csv.pid -c ignored-path"))
        return out

    def ev_cmd():
        cur["tid"] = main_tid; clk.tick(8)
        out = [E("sock_open", n=rng.randint(14, 40))]
        clk.small()
        out.append(E("cmd_recv", cmd=wchoice(rng, (("statistic-get-all", 8), ("lease4-get", 3), ("config-get", 2),
                                                   ("status-get", 4), ("ha-heartbeat", 1), ("lease4-del", 0.5),
                                                   ("config-reload", 0.3)))))
        return out

    def ev_ha_fail():
        cur["tid"] = main_tid; out = []
        for _ in range(rng.randint(1, 3)):
            clk.tick(10)
            out.append(E("hb_fail", srv=srv_name, peer=peer_name, url=peer_url,
                         err=rng.choice(("Connection refused", "Connection timed out", "No route to host"))))
        clk.small(); out.append(E("comm_int", srv=srv_name, peer=peer_name))
        return out

    def ev_ha_down():
        cur["tid"] = main_tid; clk.tick(10)
        return [E("ha_down", srv=srv_name)]
    def ev_ha_up():
        cur["tid"] = main_tid; clk.tick(10)
        return [E("ha_up", srv=srv_name)]
    def ev_startup():
        st["pid"] = rng.randint(400, 9000); cur["tid"] = main_tid; clk.tick(30)
        out = [E("starting", ver=ver)]
        clk.small(); out.append(E("mt_info", threads=rng.choice((4, 8)), qsize=rng.choice((64, 100))))
        clk.small(); out.append(E("memfile_db", params="lfc-interval=3600 name=/var/lib/kea/kea-leases4.csv persist=true type=memfile universe=4"))
        clk.small(); out.append(E("lease_load", path="/var/lib/kea/kea-leases4.csv.2"))
        clk.small(); out.append(E("lease_load", path="/var/lib/kea/kea-leases4.csv"))
        clk.small(); out.append(E("lfc_setup", n=3600))
        for i in ifs:
            clk.small(); out.append(E("add_iface", iface=i))
        clk.small(); out.append(E("cfg_complete", summary=f"added IPv4 subnets: {len(subnets)}; DDNS: disabled"))
        clk.small(); out.append(E("started", ver=ver))
        return out

    def ev_sock_fail():
        cur["tid"] = main_tid; clk.tick(10)
        return [E("sock_fail", err=f"the interface {ifs[1]} has no usable IPv4 addresses configured")]
    def ev_srv_failed():
        cur["tid"] = main_tid; clk.tick(10)
        return [E("srv_failed", err="Failed to open /var/lib/kea/kea-leases4.csv for writing: Permission denied")] + ev_startup()

    events: list[Event] = [
        (45, ev_renew), (14, ev_dora), (1.5, ev_init_reboot), (1.2, ev_release), (0.3, ev_release_nl),
        (0.6, ev_inform), (0.2, ev_decline), (1.0, ev_nak4), (0.3, ev_nak3), (0.4, ev_nak1),
        (0.4, ev_drop), (0.3, ev_alloc_fail), (0.1, ev_fail_classes), (0.15, ev_ncr_fail),
        (0.4, ev_lfc), (1.5, ev_cmd), (0.12, ev_ha_fail), (0.05, ev_ha_down), (0.05, ev_ha_up),
        (0.03, ev_startup), (0.03, ev_sock_fail), (0.02, ev_srv_failed),
    ]
    return schedule(rng, events)


# ============================================================================ 3. unbound
def make_unbound(rng: random.Random) -> list[dict[str, str]]:
    clk = Clock(rng)
    cat = Catalog("{mon} {day} {time} unbound[{pid}:{thr}] ")
    A = cat.add
    Q = "<{qname} {qtype} IN>"
    A("query", "INFO", "info: {cip} {qname} {qtype} IN")
    for rc in ("NOERROR", "NXDOMAIN", "SERVFAIL", "REFUSED"):
        A("reply_" + rc, "INFO", "info: {cip} {qname} {qtype} IN " + rc + " {rtime} {cached} {size}")
    A("query_ch", "INFO", "info: {cip} {qname} {qtype} CH")
    A("val_chain", "INFO", "info: validation failure " + Q + ": {reason} from {sip} for key {zone} while building chain of trust")
    A("val_fail", "INFO", "info: validation failure " + Q + ": {reason} from {sip}")
    A("sf_all", "ERROR", "error: SERVFAIL " + Q + ": all servers for this domain failed, at zone {zone} upstream server timeout")
    A("sf_fwd", "ERROR", "error: SERVFAIL " + Q + ": all the configured stub or forward servers failed, at zone {zone}")
    A("sf_sends", "ERROR", "error: SERVFAIL " + Q + ": exceeded the maximum number of sends")
    A("stats1", "INFO", "info: server stats for thread {n}: {queries} queries, {cachehits} answers from cache, {recursions} recursions, {prefetch} prefetch, {rl} rejected by ip ratelimiting")
    A("stats2", "INFO", "info: server stats for thread {n}: requestlist max {rmax} avg {ravg} exceeded {exc} jostled {jos}")
    A("avg", "INFO", "info: average recursion processing time {avg} sec")
    A("hist", "INFO", "info: histogram of recursion processing times")
    A("pct", "INFO", "info: [25%]={p25} median[50%]={p50} [75%]={p75}")
    A("hdr", "INFO", "info: lower(secs) upper(secs) recursions")
    A("hrow", "INFO", "info: {lo} {hi} {cnt}")
    A("init_val", "INFO", "notice: init module {n}: validator")
    A("init_it", "INFO", "notice: init module {n}: iterator")
    A("start", "INFO", "info: start of service (unbound {ver}).")
    A("stop", "INFO", "info: service stopped (unbound {ver}).")
    A("keytag", "INFO", "info: generate keytag query {kt} NULL IN")
    A("ratelimit", "INFO", "info: ratelimit exceeded {zone} {limit} query {qname} {qtype} IN")
    A("ctrl", "INFO", "info: control cmd:  {cmd}")
    A("sendmsg", "INFO", "notice: sendmsg failed: Network is unreachable")
    A("remote", "INFO", "notice: remote address is {sip} port {port} (len {n})")
    A("udp_fail", "ERROR", "error: udp connect failed: Network is unreachable for {sip} port {port} (len {n})")
    A("tcp_fail", "ERROR", "error: tcp connect: Connection refused for {sip} port {port} (len {n})")
    A("ssl_fail", "ERROR", "error: ssl handshake failed crypto error:{sslerr}")
    A("rcvbuf", "WARN", "warning: so-rcvbuf {want} was not granted. Got {got}. To fix: start with root permissions(linux) or sysctl bigger net.core.rmem_max(linux) or kern.ipc.maxsockbuf(bsd) values.")
    A("openfiles", "WARN", "warning: increased limit(open files) from {a} to {b}")
    A("graceful", "WARN", "warning: did not exit gracefully last time ({oldpid})")
    A("bind_fail", "ERROR", "error: can't bind socket: Address already in use for {ip} port {port}")
    A("fatal_ports", "FATAL", "fatal error: could not open ports")
    A("fatal_cfg", "FATAL", "fatal error: Could not read config file: {path}. Maybe try unbound -dd, it stays on the commandline to see more errors, or unbound-checkconf")
    A("prime_ta", "INFO", "info: failed to prime trust anchor -- could not fetch DNSKEY rrset . DNSKEY IN")

    st = {"pid": rng.randint(500, 60000)}
    nthr = rng.choice((2, 4))
    ver = rng.choice(("1.19.1", "1.17.1", "1.20.0", "1.13.1"))
    corp = rng.choice(("corp.example.net", "office.example.com", "lan.example.org"))
    qn = qname_pool(rng, corp, trailing_dot=True)
    qt = lambda: wchoice(rng, QTYPES)  # noqa: E731
    base = rng.choice(("10.0", "10.10", "192.168"))
    cips = Pool(rng, ["127.0.0.1", "::1"] + [f"{base}.{rng.randint(0, 20)}.{rng.randint(2, 250)}" for _ in range(60)], s=1.0)
    upstream = Pool(rng, ["1.1.1.1", "9.9.9.9", "8.8.8.8", "149.112.112.112", "2606:4700:4700::1111",
                          "199.9.14.201", "192.5.5.241", "198.41.0.4", "2001:500:2::c"] +
                    [pub_ip(rng) for _ in range(20)], s=1.0)
    thr = {"n": 0}

    def E(spec: str, **kw) -> dict[str, str]:
        return cat.row(spec, dict(kw, pid=st["pid"], thr=thr["n"], **clk.syslog(zero_pad=True)))
    def zone_of(name: str) -> str:
        parts = name.rstrip(".").split(".")
        return ".".join(parts[-2:]) + "." if len(parts) >= 2 else name
    def rtime(cached: int) -> str:
        if cached:
            return "0.000000"
        return f"{min(rng.lognormvariate(-3.3, 1.1), 9.5):.6f}"
    def qa(rcode: str, extra=None) -> list:
        thr["n"] = rng.randrange(nthr); cip = cips(); name = qn(); t = qt()
        clk.tick(0.6)
        out = [E("query", cip=cip, qname=name, qtype=t)]
        if extra:
            out += extra(name, t)
        cached = 1 if (rcode in ("NOERROR", "NXDOMAIN") and rng.random() < 0.55) else 0
        clk.tick(0.02 if cached else 0.08)
        size = rng.randint(45, 560) if rcode == "NOERROR" else rng.randint(30, 140)
        out.append(E("reply_" + rcode, cip=cip, qname=name, qtype=t, rtime=rtime(cached), cached=cached, size=size))
        return out

    def ev_noerror(): return qa("NOERROR")
    def ev_nx(): return qa("NXDOMAIN")
    def ev_refused(): return qa("REFUSED")

    def sf(key: str):
        def extra(name, t):
            clk.tick(1.5)
            return [E(key, qname=name, qtype=t, zone=zone_of(name))]
        return lambda: qa("SERVFAIL", extra)

    def ev_valfail():
        thr["n"] = rng.randrange(nthr); clk.tick(2)
        name = rng.choice(("www.dnssec-failed.org.", "dnssec-failed.org.", "sigfail.verteiltesysteme.net.",
                           "expired.dnssec-test.example.", "brokendnssec.net."))
        return [E("val_chain", qname=name, qtype=rng.choice(("A", "AAAA", "DS")), zone=zone_of(name), sip=upstream(),
                  reason=rng.choice(("no keys have a DS with algorithm RSASHA1", "No DNSKEY record",
                                     "DS hash mismatches key", "no signatures")))]

    def ev_valfail2():
        thr["n"] = rng.randrange(nthr); clk.tick(2)
        name = rng.choice(("sigfail.verteiltesysteme.net.", "www.dnssec-failed.org.", "badsign-a.test."))
        return [E("val_fail", qname=name, qtype=rng.choice(("A", "AAAA")), sip=upstream(),
                  reason=rng.choice(("signature crypto failed", "signature expired", "signature before inception date")))]

    def ev_query_ch():
        thr["n"] = rng.randrange(nthr); clk.tick(1)
        cip = f"{base}.{rng.randint(0, 20)}.{rng.randint(2, 250)}"
        name = rng.choice(("version.bind.", "id.server.", "hostname.bind."))
        out = [E("query_ch", cip=cip, qname=name, qtype="TXT")]
        return out

    def ev_stats():
        out = []
        clk.tick(4)
        for n in range(nthr):
            thr["n"] = n
            q = rng.randint(2000, 60000); ch = int(q * rng.uniform(0.6, 0.85))
            out.append(E("stats1", n=n, queries=q, cachehits=ch, recursions=q - ch, prefetch=rng.randint(0, 400), rl=0))
            out.append(E("stats2", n=n, rmax=rng.randint(5, 80), ravg=f"{rng.uniform(0.2, 12):.4g}", exc=0, jos=0))
            out.append(E("avg", avg=f"{rng.uniform(0.03, 0.3):.6f}"))
            out.append(E("hist"))
            out.append(E("pct", p25=f"{rng.uniform(0.002, 0.02):.6g}", p50=f"{rng.uniform(0.02, 0.06):.6g}", p75=f"{rng.uniform(0.06, 0.2):.6g}"))
            out.append(E("hdr"))
            lo_us = 0
            for k in range(rng.randint(3, 7)):
                hi_us = 1 << (k + 12 + rng.randint(0, 2))
                lo_us = max(lo_us, hi_us >> 1)
                lo = f"{lo_us // 1_000_000:4d}.{lo_us % 1_000_000:06d}"
                hi = f"{hi_us // 1_000_000:4d}.{hi_us % 1_000_000:06d}"
                out.append(E("hrow", lo=lo, hi=hi, cnt=rng.randint(1, 4000)))
                lo_us = hi_us
        return out

    def ev_restart():
        thr["n"] = 0; clk.tick(20)
        out = [E("stop", ver=ver)]
        old = st["pid"]; st["pid"] = rng.randint(500, 60000)
        clk.tick(2)
        if rng.random() < 0.3:
            out.append(E("graceful", oldpid=old))
        out.append(E("init_val", n=0)); clk.small()
        out.append(E("init_it", n=1)); clk.small()
        out.append(E("start", ver=ver))
        return out

    def ev_keytag():
        thr["n"] = rng.randrange(nthr); clk.tick(5)
        return [E("keytag", kt=rng.choice(("_ta-4f66.", "_ta-4f66-9728.", "_ta-9728.")))]
    def ev_ratelimit():
        thr["n"] = rng.randrange(nthr); clk.tick(1)
        name = qn()
        return [E("ratelimit", zone=zone_of(name), limit=1000, qname=name, qtype=qt())]
    def ev_ctrl():
        thr["n"] = 0; clk.tick(8)
        return [E("ctrl", cmd=rng.choice(("stats_noreset", "reload", f"flush_zone {corp}.", "flush_bogus",
                                         f"local_data_remove host.{corp}.", "dump_cache")))]
    def ev_sendmsg():
        thr["n"] = rng.randrange(nthr); clk.tick(2)
        out = [E("sendmsg")]
        out.append(E("remote", sip=rng.choice(("2001:500:2::c", "2001:7fe::53", "2001:dc3::35")), port=53, n=28))
        return out

    def ev_udp():
        thr["n"] = rng.randrange(nthr); clk.tick(2)
        return [E("udp_fail", sip=rng.choice(("2001:500:2f::f", "2001:500:9f::42", "2620:fe::fe")), port=53, n=28)]
    def ev_tcp():
        thr["n"] = rng.randrange(nthr); clk.tick(2)
        return [E("tcp_fail", sip=upstream(), port=rng.choice((53, 853)), n=16)]
    def ev_ssl():
        thr["n"] = rng.randrange(nthr); clk.tick(2)
        return [E("ssl_fail", sslerr=rng.choice(("0A000086:SSL routines::certificate verify failed",
                                                "0A00010B:SSL routines::wrong version number")))]
    def ev_rcvbuf():
        thr["n"] = 0; clk.tick(3)
        out = [E("rcvbuf", want=4194304, got=425984)]
        if rng.random() < 0.5:
            out.append(E("openfiles", a=1024, b=rng.choice((8266, 16384, 4152))))
        return out

    def ev_openfiles():
        thr["n"] = 0; clk.tick(3)
        return [E("openfiles", a=1024, b=rng.choice((8266, 16384, 4152)))]
    def ev_bindfail():
        # a second instance started while one is running: temporary pid, old one keeps going
        thr["n"] = 0; clk.tick(5); old = st["pid"]; st["pid"] = rng.randint(500, 60000)
        out = [E("bind_fail", ip=rng.choice(("0.0.0.0", "127.0.0.1", "::0")), port=53)]
        clk.small(); out.append(E("fatal_ports")); st["pid"] = old
        return out

    def ev_fatal_cfg():
        thr["n"] = 0; clk.tick(5); old = st["pid"]; st["pid"] = rng.randint(500, 60000)
        out = [E("fatal_cfg", path="/etc/unbound/unbound.conf")]; st["pid"] = old
        return out
    def ev_prime():
        thr["n"] = rng.randrange(nthr); clk.tick(5)
        return [E("prime_ta")]

    events: list[Event] = [
        (70, ev_noerror), (16, ev_nx), (0.4, ev_refused), (1.2, sf("sf_all")), (0.8, sf("sf_fwd")),
        (0.3, sf("sf_sends")), (0.6, ev_valfail), (0.3, ev_valfail2), (0.3, ev_query_ch),
        (0.25, ev_stats), (0.03, ev_restart), (0.1, ev_keytag), (0.2, ev_ratelimit), (0.1, ev_ctrl),
        (0.15, ev_sendmsg), (0.15, ev_udp), (0.1, ev_tcp), (0.1, ev_ssl), (0.03, ev_rcvbuf),
        (0.02, ev_openfiles), (0.02, ev_bindfail), (0.01, ev_fatal_cfg), (0.05, ev_prime),
    ]
    return schedule(rng, events)


# ============================================================================ 4. opendkim
SENDERS = [  # (signing domain, selector, mta name pattern, ip prefix)
    ("gmail.com", "20230601", "mail-{a}-f{n}.google.com", "209.85."),
    ("outlook.com", "selector1", "mail-{a}{n}.outbound.protection.outlook.com", "40.107."),
    ("amazonses.com", "ug7nbtf4gccmlpwj322ax3p6ow6yfsug", "a{n}-{m}.smtp-out.amazonses.com", "54.240."),
    ("github.com", "pf2023", "out-{m}.smtp.github.com", "192.30.252."),
    ("linkedin.com", "d2048-201806-02", "maila{m}.linkedin.com", "108.174."),
    ("mcsv.net", "k2", "mail{m}.suw{n}.mcsv.net", "198.2."),
    ("sendgrid.net", "smtpapi", "o{n}.ptr{m}.sendgrid.net", "167.89."),
    ("paypal.com", "pp-dkim1", "mx{n}.phx.paypal.com", "173.0."),
    ("example-partner.de", "mail", "mx{n}.example-partner.de", "85.13."),
    ("news.example-shop.com", "s1", "bounce{n}.example-shop.com", "185.70."),
    ("atlassian.net", "s1", "ab{m}.sender.atlassian.net", "185.166."),
    ("booking.com", "bk", "mailout-{n}.booking.com", "5.57."),
]


def make_opendkim(rng: random.Random) -> list[dict[str, str]]:
    clk = Clock(rng)
    cat = Catalog("{mon} {day} {time} {host} opendkim[{pid}]: ")
    A = cat.add
    A("signed", "-", "{qid}: DKIM-Signature field added (s={sel}, d={dom})")
    A("verified", "-", "{qid}: DKIM verification successful")
    A("not_internal", "-", "{qid}: {rhost} [{ip}] not internal")
    A("not_auth", "-", "{qid}: not authenticated")
    A("no_match", "-", "{qid}: no signing table match for '{addr}'")
    A("no_sig", "-", "{qid}: no signature data")
    A("bad_sig", "-", "{qid}: bad signature data")
    A("key_nx", "-", "{qid}: key retrieval failed (s={sel}, d={dom}): '{rr}' record not found")
    A("key_to", "-", "{qid}: key retrieval failed (s={sel}, d={dom}): '{rr}' query timed out")
    A("key_fail", "-", "{qid}: key retrieval failed (s={sel}, d={dom})")
    A("ssl_err", "ERROR", "{qid}: s={sel} d={dom} SSL error:{sslerr}")
    A("multi", "-", "{qid}: message has signatures from {doms}")
    A("ext_host", "-", "{qid}: external host {rhost} attempted to send as {dom}")
    A("parse_from", "-", "{qid}: can't parse From: header value '{val}'")
    A("no_sender", "-", "{qid}: can't determine message sender; accepting")
    A("ar_parse", "-", "{qid}: failed to parse Authentication-Results: header field")
    A("key_load_err", "ERROR", "{qid}: error loading key '{key}'")
    A("unknown_key", "-", "{qid}: signing table references unknown key '{key}'")
    A("libdkim_err", "ERROR", "{qid}: dkim_eoh(): internal error from libopendkim: {err}")
    A("resource", "-", "{qid}: dkim_eom(): resource unavailable: {what}")
    A("insecure", "-", "{path}: key data is not secure: {path2} can be read or written by other users")
    A("start", "-", "OpenDKIM Filter v{ver} starting (args: {args})")
    A("listen", "-", "OpenDKIM Filter: Opening listen socket on conn {conn}")
    A("mi_stop", "-", "OpenDKIM Filter: mi_stop={n}")
    A("term", "-", "OpenDKIM Filter v{ver} terminating with status {status}, errno = {errno}")

    host = rng.choice(("mx1", "mail", "mx01", "smtp-in1", "mailgw"))
    st = {"pid": rng.randint(600, 30000)}
    ver = rng.choice(("2.11.0", "2.10.3"))
    own = rng.sample(["example.com", "example.org", "example-shop.de", "corp.example.net", "mail.example.io"], 3)
    own_sel = {d: rng.choice(("default", "mail", "s1", "dkim2024", "202411")) for d in own}
    own_dom = Pool(rng, own, s=1.5)
    users = Pool(rng, FIRST + ["info", "noreply", "support", "billing", "newsletter", "hr", "it-helpdesk"], s=1.0)
    senders = Pool(rng, SENDERS, s=1.0)
    internal = [f"10.{rng.randint(0, 30)}.{rng.randint(0, 30)}.{rng.randint(2, 250)}" for _ in range(6)]

    def E(spec: str, **kw) -> dict[str, str]:
        return cat.row(spec, dict(kw, host=host, pid=st["pid"], **clk.syslog()))
    def qid() -> str:
        return rng.choice("123456789ABCDEF") + hx(rng, rng.choice((9, 10, 10, 11)), upper=True)
    def mta(s) -> tuple[str, str]:
        name = s[2].format(a=rng.choice(("wr1", "ej1", "lf1", "pj1", "qt1")), n=rng.randint(1, 240), m=rng.randint(1, 99))
        ip = pub_ip(rng, s[3]) if rng.random() < 0.9 else pub_ip(rng)
        return (name if rng.random() < 0.93 else "unknown"), ip
    def inbound(outcome) -> Callable[[], list]:
        def ev():
            s = senders(); q = qid(); rhost, ip = mta(s)
            clk.tick(3)
            out = [E("not_internal", qid=q, rhost=rhost, ip=ip)]
            clk.small(); out.append(E("not_auth", qid=q))
            clk.tick(0.3)
            out += outcome(q, s)
            return out
        return ev

    def o_ok(q, s): return [E("verified", qid=q)]
    def o_nosig(q, s): return [E("no_sig", qid=q)]
    def o_bad(q, s): return [E("bad_sig", qid=q)]

    def o_multi(q, s):
        other = rng.choice([x for x in SENDERS if x is not s])
        out = [E("multi", qid=q, doms=f"{s[0]}, {other[0]}")]
        clk.small(); out.append(E("verified", qid=q))
        return out

    def o_keynx(q, s):
        sel = rng.choice(("k1", "s2048", "default", "mail", "old2019"))
        d = rng.choice(("newsletter-tool.example", "promo-mailer.example", s[0]))
        return [E("key_nx", qid=q, sel=sel, dom=d, rr=f"{sel}._domainkey.{d}")]
    def o_keyto(q, s):
        return [E("key_to", qid=q, sel=s[1], dom=s[0], rr=f"{s[1]}._domainkey.{s[0]}")]
    def o_keyfail(q, s):
        return [E("key_fail", qid=q, sel=s[1], dom=s[0])]
    def o_ssl(q, s):
        return [E("ssl_err", qid=q, sel=s[1], dom=s[0], sslerr=rng.choice((
            "04091068:rsa routines:INT_RSA_VERIFY:bad signature",
            "0407008A:rsa routines:RSA_padding_check_PKCS1_type_1:invalid padding",
            "1C880004:Provider routines::RSA lib")))]

    def o_ar(q, s):
        out = [E("ar_parse", qid=q)]
        clk.small(); out.append(E("verified", qid=q))
        return out
    def ev_sign():
        d = own_dom(); q = qid(); clk.tick(4)
        return [E("signed", qid=q, sel=own_sel[d], dom=d)]
    def ev_nomatch():
        q = qid(); clk.tick(4)
        return [E("no_match", qid=q, addr=f"{rng.choice(('root', 'www-data', 'nagios', 'backup', users()))}@{rng.choice(('localhost', 'web01.' + own[0], own[0]))}")]
    def ev_ext():
        s = senders(); q = qid(); rhost, ip = mta(s); clk.tick(4)
        return [E("ext_host", qid=q, rhost=rhost, dom=rng.choice(own))]
    def ev_parse_from():
        q = qid(); clk.tick(4)
        return [E("parse_from", qid=q, val=rng.choice(("undisclosed-recipients:;", "\"Support Team\" <support@@example-shop.com>",
                                                     "=?utf-8?Q?Versand?= <>")))]
    def ev_nosender():
        q = qid(); clk.tick(4)
        return [E("no_sender", qid=q)]
    def ev_keyload():
        q = qid(); clk.tick(4); d = rng.choice(own)
        return [E("key_load_err", qid=q, key=f"{own_sel[d]}._domainkey.{d}")]
    def ev_unknown_key():
        q = qid(); clk.tick(4); d = rng.choice(own)
        return [E("unknown_key", qid=q, key=f"{d.split('.')[0]}-2025")]
    def ev_libdkim():
        q = qid(); clk.tick(4)
        return [E("libdkim_err", qid=q, err=rng.choice(("syntax error", "header parse failure")))]
    def ev_resource():
        q = qid(); clk.tick(4)
        return [E("resource", qid=q, what=rng.choice(("d2i_PrivateKey_bio() failed", "PEM_read_bio_PrivateKey() failed")))]
    def ev_restart():
        clk.tick(10)
        out = [E("mi_stop", n=1)]
        clk.small(); out.append(E("term", ver=ver, status=0, errno=0))
        st["pid"] = rng.randint(600, 30000); clk.tick(1.5)
        out.append(E("start", ver=ver, args=rng.choice(("-x /etc/opendkim.conf", "-P /run/opendkim/opendkim.pid -p local:/run/opendkim/opendkim.sock"))))
        if rng.random() < 0.5:
            d = rng.choice(own)
            out.append(E("insecure", path=f"/etc/opendkim/keys/{d}/{own_sel[d]}.private", path2=f"/etc/opendkim/keys/{d}/{own_sel[d]}.private"))
        clk.small(); out.append(E("listen", conn=rng.choice(("inet:8891@localhost", "local:/run/opendkim/opendkim.sock"))))
        return out

    def ev_insecure():
        clk.tick(10)
        d = rng.choice(own); p = f"/etc/opendkim/keys/{d}/{own_sel[d]}.private"
        return [E("insecure", path=p, path2=p)]

    events: list[Event] = [
        (38, inbound(o_ok)), (17, inbound(o_nosig)), (30, ev_sign), (3, inbound(o_multi)),
        (1.5, inbound(o_bad)), (0.9, inbound(o_keynx)), (0.4, inbound(o_keyto)), (0.3, inbound(o_keyfail)),
        (0.6, inbound(o_ssl)), (0.4, inbound(o_ar)), (3.0, ev_nomatch), (0.3, ev_ext),
        (0.3, ev_parse_from), (0.2, ev_nosender), (0.05, ev_keyload), (0.05, ev_unknown_key),
        (0.05, ev_libdkim), (0.08, ev_resource), (0.03, ev_restart), (0.02, ev_insecure),
    ]
    return schedule(rng, events)


# ============================================================================ 5. rspamd
HAM_SYMS = [("BAYES_HAM", -3.0, "{99.99%;}"), ("R_SPF_ALLOW", -0.2, "{+ip4:209.85.128.0/17;}"),
            ("DMARC_POLICY_ALLOW", -0.5, "{gmail.com;none;}"), ("R_DKIM_ALLOW", -0.2, "{gmail.com:s=20230601;}"),
            ("MIME_GOOD", -0.1, "{multipart/alternative;text/plain;}"), ("ARC_NA", 0.0, "{}"),
            ("RCVD_COUNT_TWO", 0.0, "{2;}"), ("FROM_HAS_DN", 0.0, "{}"), ("TO_DN_NONE", 0.0, "{}"),
            ("MID_RHS_MATCH_FROM", 0.0, "{}"), ("ASN", 0.0, "{asn:15169, ipnet:209.85.128.0/17, country:US;}"),
            ("RCVD_TLS_LAST", 0.0, "{}"), ("DKIM_TRACE", 0.0, "{gmail.com:+;}"), ("NEURAL_HAM", -1.2, "{-0.998;}"),
            ("RWL_MAILSPIKE_GOOD", -0.1, "{62.85.209.85:from;}"), ("FREEMAIL_FROM", 0.0, "{gmail.com;}")]
SPAM_SYMS = [("BAYES_SPAM", 5.1, "{100.00%;}"), ("RBL_SPAMHAUS_ZEN", 4.0, "{185.70.12.9:from;}"),
             ("URIBL_BLACK", 7.5, "{cheap-meds.example;}"), ("R_SPF_FAIL", 1.0, "{-all;}"),
             ("DMARC_POLICY_REJECT", 2.0, "{paypa1.example;reject;}"), ("FORGED_SENDER", 0.3, "{}"),
             ("MIME_HTML_ONLY", 0.2, "{}"), ("HFILTER_HOSTNAME_UNKNOWN", 2.5, "{}"),
             ("PHISHING", 4.5, "{paypal.com->paypa1-login.example;}"), ("NEURAL_SPAM", 3.0, "{0.993;}"),
             ("R_DKIM_REJECT", 1.0, "{paypa1.example:s=k1;}"), ("SUBJ_ALL_CAPS", 3.0, "{}"),
             ("FUZZY_DENIED", 12.0, "{1:a1b2c3d4e5:1.00:txt;}"), ("RCVD_NO_TLS_LAST", 0.1, "{}")]


def make_rspamd(rng: random.Random) -> list[dict[str, str]]:
    clk = Clock(rng)
    cat = Catalog("{date} {time} ")
    sev = {"DEBUG": "debug", "INFO": "info", "WARN": "warn", "ERROR": "error", "FATAL": "crit"}

    def R(key: str, lvl: str, ptype: str, module: str, func: str, rest: str) -> None:
        cat.add(key, lvl, "[" + sev[lvl] + "] #{pid}(" + ptype + ") <{uid}>; " + module + "; " + func + ": " + rest)

    TL = ("id: <{mid}>, qid: <{qid}>, ip: {ip}, {user}from: <{frm}>, (default: {verdict}: [{score}/{req}] [{syms}]), "
          "len: {ln}, time: {took}, dns req: {dns}, digest: <{digest}>, rcpts: <{rcpts}>, mime_rcpts: <{mrcpts}>")
    verdicts = {"ham": "F (no action)", "grey": "F (greylist)", "soft": "F (soft reject)",
                "addh": "T (add header)", "rewr": "T (rewrite subject)", "rej": "T (reject)"}
    for k, v in verdicts.items():
        R("log_" + k, "INFO", "normal", "task", "rspamd_task_write_log", TL.replace("{user}", "").replace("{verdict}", v))
    R("log_user", "INFO", "normal", "task", "rspamd_task_write_log", TL.replace("{user}", "user: {usr}, ").replace("{verdict}", "F (no action)"))
    R("log_bounce", "INFO", "normal", "task", "rspamd_task_write_log",
      TL.replace("{user}", "").replace("from: <{frm}>", "from: <>").replace("{verdict}", "F (no action)"))
    R("parse", "INFO", "normal", "task", "rspamd_message_parse", "loaded message; id: <{mid}>; queue-id: <{qid}>; size: {size}; checksum: <{digest}>")
    R("lang", "INFO", "normal", "task", "rspamd_mime_part_detect_language", "detected part language: {lang}")
    R("al_ham", "INFO", "normal", "task", "rspamd_stat_check_autolearn", "<{mid}>: autolearn ham for classifier 'bayes' as message's score is negative: {score}")
    R("al_spam", "INFO", "normal", "task", "rspamd_stat_check_autolearn", "<{mid}>: autolearn spam for classifier 'bayes' as message's action is reject, score: {score}")
    R("proxy_acc", "INFO", "rspamd_proxy", "proxy", "proxy_accept_socket", "accepted milter connection from {cip} port {cport}")
    R("grey", "INFO", "normal", "lua", "greylist.lua:{ln}", "greylisted until \"{until}\", new record")
    R("map_http", "INFO", "main", "map", "http_map_finish", "{url}({mip}): read map data {csize} bytes compressed, {usize} uncompressed")
    R("map_nomod", "INFO", "main", "map", "http_map_finish", "data is not modified for server {srv}")
    R("map_file", "INFO", "main", "map", "read_map_file", "{path}: read map data, {size} bytes")
    R("map_err", "ERROR", "main", "map", "http_map_error", "error reading {url}({mip}): connection with http server terminated incorrectly: {err}")
    R("lua_cb", "ERROR", "normal", "lua", "lua_metric_symbol_callback", "call to ({sym}) failed ({n}): {err}")
    R("redis_err", "ERROR", "normal", "lua", "ratelimit.lua:{ln}", "got error while connecting to redis: {err}")
    R("timeout", "WARN", "normal", "task", "rspamd_task_timeout", "processing of task time out: {spent} second spent; {limit} limit; forced processing")
    R("conn_err", "ERROR", "normal", "task", "rspamd_worker_error_handler", "abnormally closing connection from: {cip}, error: {err}")
    R("learn_spam", "INFO", "controller", "csession", "rspamd_controller_learn_fin_task", "<{cip}> learned message as spam: {mid}")
    R("learn_ham", "INFO", "controller", "csession", "rspamd_controller_learn_fin_task", "<{cip}> learned message as ham: {mid}")
    R("badpw", "INFO", "controller", "csession", "rspamd_controller_check_password", "incorrect or absent password has been specified")
    R("start", "INFO", "main", "main", "rspamd_main", "rspamd {ver} is starting, build id: release")
    R("fork", "INFO", "main", "main", "rspamd_fork_worker", "prepare to fork process {wtype} ({n}); listen on: {listen}")
    R("cld", "INFO", "main", "main", "rspamd_cld_handler", "{wtype} process {wpid} terminated normally")

    pids = {"main": rng.randint(800, 5000)}
    normal = [pids["main"] + rng.randint(2, 40) for _ in range(rng.choice((2, 4)))]
    proxy = pids["main"] + rng.randint(41, 60)
    ctrl = pids["main"] + 1
    ver = rng.choice(("3.8.4", "3.9.1", "3.10.0", "3.7.5"))
    own = rng.sample(["example.com", "example.org", "example-shop.de", "corp.example.net"], 2)
    users = Pool(rng, FIRST, s=1.0)
    senders = Pool(rng, SENDERS, s=1.0)
    mtahost = rng.choice(("mx1", "mail", "mx01"))

    def E(spec: str, pid: int, uid: str, **kw) -> dict[str, str]:
        return cat.row(spec, dict(kw, pid=pid, uid=uid, **clk.iso_s()))
    def uid() -> str:
        return hx(rng, 6)
    def qid() -> str:
        return rng.choice("123456789ABCDEF") + hx(rng, 10, upper=True)
    def mid(dom: str) -> str:
        k = rng.random()
        if k < 0.35:
            return f"CA{hx(rng, 6).upper()}+{hx(rng, 20)}@mail.gmail.com"
        if k < 0.55:
            return f"0100018{hx(rng, 9)}-{hx(rng, 8)}-{hx(rng, 4)}-{hx(rng, 4)}-{hx(rng, 12)}-000000@email.amazonses.com"
        if k < 0.8:
            return f"{clk.t:%Y%m%d%H%M%S}.{qid()}@{dom}"
        return f"{hx(rng, 8)}-{hx(rng, 4)}-{hx(rng, 4)}-{hx(rng, 4)}-{hx(rng, 12)}@{dom}"

    def sym_list(pool, k: int) -> tuple[str, float]:
        chosen = rng.sample(pool, k)
        score = sum(s for _, s, _ in chosen)
        return ",".join(f"{n}({s:.2f}){o}" for n, s, o in chosen), score
    def build(kind: str) -> dict:
        s = senders()
        if kind == "ham":
            syms, sc = sym_list(HAM_SYMS, rng.randint(5, 12))
        elif kind == "grey":
            a, s1 = sym_list(SPAM_SYMS[5:9], 2); b, s2 = sym_list(HAM_SYMS[5:], 3)
            syms, sc = a + "," + b, s1 + s2 + 2.0
        else:
            k = {"addh": 3, "rewr": 3, "rej": 6, "soft": 1}[kind]
            syms, sc = sym_list(SPAM_SYMS, k)
            if kind == "addh":
                sc = min(max(sc, 6.2), 14.5)
            if kind == "rej":
                sc = max(sc, 15.3)
        rc = ",".join(f"{users()}@{rng.choice(own)}" for _ in range(1 if rng.random() < 0.85 else rng.randint(2, 4)))
        return dict(mid=mid(s[0]), qid=qid(), ip=pub_ip(rng, s[3]), frm=f"{rng.choice(('noreply', 'bounces+1234', 'info', users()))}@{s[0]}",
                    score=f"{sc:.2f}", req="15.00", syms=syms, ln=rng.randint(1800, 180000),
                    took=f"{rng.lognormvariate(5.0, 0.6):.2f}ms", dns=rng.randint(4, 60), digest=hx(rng, 32),
                    rcpts=rc, mrcpts=rc.split(",")[0], size=0)

    def message(kind: str, key: str | None = None, pre=None, post=None) -> Callable[[], list]:
        def ev():
            clk.tick(3)
            v = build(kind); u = uid(); w = rng.choice(normal)
            out = [E("proxy_acc", proxy, uid(), cip="127.0.0.1" if rng.random() < 0.8 else "10.0.0.25", cport=rng.randint(32768, 60999))]
            clk.small()
            v["size"] = v["ln"]
            out.append(E("parse", w, u, **v))
            if rng.random() < 0.4:
                out.append(E("lang", w, u, lang=rng.choice(("en", "en", "de", "fr", "es", "nl"))))
            if pre:
                out += pre(w, u, v)
            clk.tick(0.15)
            out.append(E(key or ("log_" + kind), w, u, **v))
            if post:
                out += post(w, u, v)
            return out
        return ev

    def p_grey(w, u, v):
        until = clk.t + timedelta(minutes=5)
        return [E("grey", w, u, ln=rng.choice((244, 261)), until=f"{until:%a, %d %b %Y %H:%M:%S} GMT")]
    def p_alham(w, u, v):
        return [E("al_ham", w, u, mid=v["mid"], score=v["score"])] if rng.random() < 0.1 else []
    def p_alspam(w, u, v):
        return [E("al_spam", w, u, mid=v["mid"], score=v["score"])] if rng.random() < 0.6 else []
    def ev_user():
        clk.tick(3)
        v = build("ham"); u = uid(); w = rng.choice(normal)
        d = rng.choice(own); usr = users()
        v.update(frm=f"{usr}@{d}", usr=f"{usr}@{d}", ip=f"10.{rng.randint(0, 9)}.{rng.randint(0, 9)}.{rng.randint(2, 250)}",
                 rcpts=f"{rng.choice(('kontakt', 'info', users()))}@{senders()[0]}", mid=f"{hx(rng, 8)}-{hx(rng, 4)}@{d}")
        v["mrcpts"] = v["rcpts"]; v["size"] = v["ln"]
        return [E("parse", w, u, **v), E("log_user", w, u, **v)]

    def ev_bounce():
        clk.tick(3)
        v = build("ham"); u = uid(); w = rng.choice(normal); v["size"] = v["ln"]
        v["mid"] = f"{clk.t:%Y%m%d%H%M%S}.{qid()}@{rng.choice(SENDERS)[2].format(a='x', n=1, m=2)}"
        return [E("parse", w, u, **v), E("log_bounce", w, u, **v)]

    def ev_map_http():
        clk.tick(20)
        name = rng.choice(("mid.inc", "spf_dkim_whitelist.inc", "dmarc_whitelist.inc", "surbl-whitelist.inc", "redirectors.inc", "maillist.inc"))
        return [E("map_http", pids["main"], uid(), url=f"https://maps.rspamd.com/rspamd/{name}.zst", mip="88.99.142.95",
                  csize=rng.randint(900, 40000), usize=rng.randint(40000, 300000))]

    def ev_map_nomod():
        clk.tick(20)
        return [E("map_nomod", pids["main"], uid(), srv="maps.rspamd.com")]
    def ev_map_file():
        clk.tick(20)
        return [E("map_file", pids["main"], uid(), path=rng.choice(("/etc/rspamd/local.d/maps.d/whitelist_ip.map",
                                                                   "/etc/rspamd/local.d/maps.d/blacklist_from.map")), size=rng.randint(20, 4000))]
    def ev_map_err():
        clk.tick(20)
        return [E("map_err", pids["main"], uid(), url="https://maps.rspamd.com/rspamd/mid.inc.zst", mip="88.99.142.95",
                  err=rng.choice(("IO read error: unexpected EOF", "connection reset by peer")))]
    def ev_lua_cb():
        clk.tick(5)
        return [E("lua_cb", rng.choice(normal), uid(), sym=rng.choice(("RBL_CALLBACK", "DKIM_SIGNED_CHECK", "MY_LOCAL_RULE")), n=2,
                  err=rng.choice(("/etc/rspamd/lua.local.d/local_rules.lua:42: attempt to index a nil value (local 'from')",
                                  "/usr/share/rspamd/plugins/rbl.lua:1012: bad argument #1 to 'lower' (string expected, got nil)")))]

    def ev_redis():
        clk.tick(5)
        return [E("redis_err", rng.choice(normal), uid(), ln=rng.choice((352, 357)), err=rng.choice(("timeout while connecting the server", "Connection refused")))]
    def ev_timeout():
        clk.tick(5)
        return [E("timeout", rng.choice(normal), uid(), spent="8.0", limit="8.0")]
    def ev_conn_err():
        clk.tick(5)
        return [E("conn_err", rng.choice(normal), uid(), cip="127.0.0.1", err=rng.choice(("IO write error", "IO read error: unexpected EOF")))]
    def ev_learn(kind: str):
        def ev():
            clk.tick(10)
            s = senders()
            return [E("learn_" + kind, ctrl, uid(), cip=f"10.0.{rng.randint(0, 3)}.{rng.randint(2, 250)}", mid=mid(s[0]))]
        return ev

    def ev_badpw():
        clk.tick(10)
        return [E("badpw", ctrl, uid())]
    def ev_restart():
        clk.tick(30)
        u = uid(); out = []
        for p in normal:
            out.append(E("cld", pids["main"], u, wtype="normal", wpid=p))
        out.append(E("start", pids["main"], u, ver=ver))
        for i, p in enumerate(normal):
            normal[i] = p + rng.randint(60, 200)
            clk.small(); out.append(E("fork", pids["main"], u, wtype="normal", n=i, listen="localhost:11333"))
        clk.small(); out.append(E("fork", pids["main"], u, wtype="controller", n=0, listen="localhost:11334"))
        return out

    events: list[Event] = [
        (55, message("ham", post=p_alham)), (5, message("grey", pre=p_grey)), (6, message("addh")),
        (3, message("rej", post=p_alspam)), (0.3, message("rewr")), (0.3, message("soft")),
        (14, ev_user), (2, ev_bounce), (1.2, ev_map_nomod), (0.4, ev_map_http), (0.1, ev_map_file),
        (0.1, ev_map_err), (0.15, ev_lua_cb), (0.1, ev_redis), (0.2, ev_timeout), (0.2, ev_conn_err),
        (0.3, ev_learn("spam")), (0.1, ev_learn("ham")), (0.08, ev_badpw), (0.03, ev_restart),
    ]
    return schedule(rng, events)


# ============================================================================ 6. bind_query_log
def make_bind_query_log(rng: random.Random) -> list[dict[str, str]]:
    clk = Clock(rng)
    cat = Catalog("{date} {time} ")
    lv = {"info": "INFO", "notice": "INFO", "warning": "WARN", "error": "ERROR", "critical": "FATAL", "debug 1": "DEBUG"}

    def B(key: str, cat_name: str, sevw: str, rest: str) -> None:
        cat.add(key, lv[sevw], cat_name + ": " + sevw + ": " + rest)

    CLQ = "client @{ptr} {cip}#{cport} ({qname}): "
    CLZ = "client @{ptr} {cip}#{cport} ({zone}): "
    B("query", "queries", "info", CLQ + "query: {qname} IN {qtype} {flags} ({srv})")
    B("query_ch", "queries", "info", CLQ + "query: {qname} CH {qtype} {flags} ({srv})")
    B("sec_cache", "security", "info", CLQ + "query (cache) '{qnt}' denied (allow-query-cache did not match)")
    B("sec_query", "security", "info", CLQ + "query '{qnt}' denied (allow-query did not match)")
    B("sec_axfr", "security", "error", CLZ + "zone transfer '{zq}' denied")
    B("axfr_start", "xfer-out", "info", CLZ + "transfer of '{zq}': AXFR started (serial {serial})")
    B("axfr_end", "xfer-out", "info", CLZ + "transfer of '{zq}': AXFR ended: {msgs} messages, {recs} records, {nbytes} bytes, {secs} secs ({rate} bytes/sec) (serial {serial})")
    B("ixfr_start", "xfer-out", "info", CLZ + "transfer of '{zq}': IXFR started (serial {serial})")
    B("ixfr_end", "xfer-out", "info", CLZ + "transfer of '{zq}': IXFR ended: {msgs} messages, {recs} records, {nbytes} bytes, {secs} secs ({rate} bytes/sec) (serial {serial})")
    B("notify_send", "notify", "info", "zone {zone}/IN: sending notifies (serial {serial})")
    B("notify_recv", "notify", "info", "client @{ptr} {cip}#{cport}: received notify for zone '{zone}'")
    B("loaded", "general", "info", "zone {zone}/IN: loaded serial {serial}")
    B("xin_start", "xfer-in", "info", "zone {zone}/IN: Transfer started.")
    B("xin_conn", "xfer-in", "info", "transfer of '{zq}' from {pip}#{pport}: connected using {lip}#{lport}")
    B("xin_status", "xfer-in", "info", "transfer of '{zq}' from {pip}#{pport}: Transfer status: success")
    B("xin_done", "xfer-in", "info", "transfer of '{zq}' from {pip}#{pport}: Transfer completed: {msgs} messages, {recs} records, {nbytes} bytes, {secs} secs ({rate} bytes/sec) (serial {serial})")
    B("xin_fail", "xfer-in", "error", "transfer of '{zq}' from {pip}#{pport}: failed while receiving responses: REFUSED")
    B("lame", "lame-servers", "info", "lame server resolving '{name}' (in '{zone}'?): {sip}#{sport}")
    for k, txt in (("refused", "REFUSED unexpected RCODE"), ("servfail", "SERVFAIL unexpected RCODE"),
                   ("timeout", "timed out"), ("broken", "broken trust chain"), ("formerr", "FORMERR"),
                   ("unreach", "host unreachable")):
        B("lame_" + k, "lame-servers", "info", txt + " resolving '{qnt}': {sip}#{sport}")
    B("priming", "resolver", "info", "resolver priming query complete")
    B("qerr_servfail", "query-errors", "info", CLQ + "query failed (SERVFAIL) for {qname}/IN/{qtype} at {loc}")
    B("qerr_timeout", "query-errors", "info", CLQ + "query failed (timed out) for {qname}/IN/{qtype} at {loc}")
    B("formerr", "resolver", "info", "DNS format error from {sip}#{sport} resolving {name}/{qtype} for client {cip}#{cport}: {reason}")
    B("hung", "resolver", "info", "shut down hung fetch while resolving '{nt}'")
    B("dnssec_nosig", "dnssec", "info", "validating {name}/{qtype}: no valid signature found")
    B("dnssec_insec", "dnssec", "info", "validating {name}/{qtype}: got insecure response; parent indicates it should be secure")
    B("dnssec_mk", "dnssec", "warning", "managed-keys-zone: Unable to fetch DNSKEY set '{ta}': timed out")
    B("running", "general", "notice", "running")
    B("all_loaded", "general", "notice", "all zones loaded")
    B("ctrl", "general", "info", "received control channel command '{cmd}'")
    B("reload_cfg", "general", "info", "reloading configuration succeeded")
    B("reload_zones", "general", "info", "reloading zones succeeded")
    B("load_fail", "general", "error", "zone {zone}/IN: loading from master file {file} failed: {err}")
    B("not_loaded", "general", "error", "zone {zone}/IN: not loaded due to errors.")
    B("critical", "general", "critical", "exiting (due to fatal error)")
    B("checkhints", "general", "warning", "checkhints: {ns}/A ({ip}) missing from hints")
    B("listen", "network", "info", "listening on IPv4 interface {iface}, {ip}#{port}")
    B("ratelimit", "rate-limit", "info", "limit responses to {net} for {name} IN {qtype}  ({hash})")
    B("upd_add", "update", "info", "client @{ptr} {cip}#{cport}/key {key}: updating zone '{zq}': adding an RR at '{name}' {qtype} {rdata}")
    B("upd_del", "update", "info", "client @{ptr} {cip}#{cport}/key {key}: updating zone '{zq}': deleting rrset at '{name}' {qtype}")
    B("upd_denied", "update-security", "error", "client @{ptr} {cip}#{cport}: update '{zq}' denied")

    corp = rng.choice(("corp.example.net", "office.example.com", "lan.example.org"))
    qn = qname_pool(rng, corp, trailing_dot=False)
    qt = lambda: wchoice(rng, QTYPES)  # noqa: E731
    base = rng.choice(("10.0", "10.10", "192.168"))
    cips = Pool(rng, ["127.0.0.1"] + [f"{base}.{rng.randint(0, 20)}.{rng.randint(2, 250)}" for _ in range(70)], s=1.0)
    srv_ips = [f"{base}.0.53", f"{base}.0.54"]
    srv = Pool(rng, srv_ips, s=2.0, shuffle=False)
    ptrs = [f"0x7f{hx(rng, 10)}" for _ in range(50)]
    flags = [("+E(0)K", 40), ("+E(0)", 15), ("+", 10), ("+E(0)DK", 8), ("+E(0)DCK", 2), ("-E(0)K", 3),
             ("+ET", 2), ("+E(0)TK", 2), ("-", 1), ("+E(0)DV", 1)]
    zones = [corp, "example.com", "example.net", f"{rng.randint(0, 30)}.10.in-addr.arpa", "example.org", "shop.example.com"]
    zpool = Pool(rng, zones, s=1.2)
    secondaries = [f"{base}.{rng.randint(1, 9)}.{rng.randint(2, 250)}" for _ in range(3)] + [pub_ip(rng)]
    primary = pub_ip(rng)
    serial = {z: int(f"{clk.t:%Y%m%d}") * 100 + rng.randint(1, 20) for z in zones}
    upstream = Pool(rng, ["199.9.14.201", "192.5.5.241", "198.41.0.4", "192.33.4.12"] + [pub_ip(rng) for _ in range(40)], s=0.9)

    def E(spec: str, **kw) -> dict[str, str]:
        return cat.row(spec, dict(kw, **clk.bind()))
    def cli() -> dict:
        return dict(ptr=rng.choice(ptrs), cip=cips(), cport=rng.randint(1024, 65535))
    def zone_of(name: str) -> str:
        parts = name.split(".")
        return ".".join(parts[-2:])
    def ev_query():
        clk.tick(0.5)
        n = qn()
        return [E("query", **cli(), qname=n, qtype=qt(), flags=wchoice(rng, flags), srv=srv())]
    def ev_query_ch():
        clk.tick(2)
        c = cli(); c["cip"] = pub_ip(rng)
        return [E("query_ch", **c, qname=rng.choice(("version.bind", "hostname.bind", "id.server")), qtype="TXT",
                  flags=rng.choice(("-", "-E(0)", "+")), srv=srv())]

    def ev_sec_cache():
        clk.tick(2)
        c = cli(); c["cip"] = pub_ip(rng); n = rng.choice(("sl", "example.com", "isc.org", "cpsc.gov", qn()))
        t = rng.choice(("ANY", "A", "TXT"))
        out = [E("query", **c, qname=n, qtype=t, flags=rng.choice(("+E(0)", "+")), srv=srv())]
        clk.small(); out.append(E("sec_cache", **c, qname=n, qnt=f"{n}/{t}/IN"))
        return out

    def ev_sec_query():
        clk.tick(2)
        c = cli(); c["cip"] = pub_ip(rng); n = f"{rng.choice(INTERNAL_NAMES)}.{corp}"
        return [E("sec_query", **c, qname=n, qnt=f"{n}/A/IN")]
    def xfer_vals(z: str) -> dict:
        msgs = rng.randint(1, 30)
        nbytes = rng.randint(800, 900000); secs = rng.uniform(0.001, 0.9)
        return dict(msgs=msgs, recs=rng.randint(20, 9000), nbytes=nbytes, secs=f"{secs:.3f}", rate=int(nbytes / secs),
                    serial=serial[z], zq=f"{z}/IN", zone=z)

    def ev_axfr():
        z = zpool(); serial[z] += 1; clk.tick(3)
        out = [E("notify_send", zone=z, serial=serial[z])]
        for sec in rng.sample(secondaries[:3], rng.randint(1, 3)):
            c = dict(ptr=rng.choice(ptrs), cip=sec, cport=rng.randint(1024, 65535))
            clk.tick(0.3)
            out.append(E("query", **c, qname=z, qtype="SOA", flags="-E(0)", srv=srv_ips[0]))
            kind = "ixfr" if rng.random() < 0.6 else "axfr"
            clk.small()
            out.append(E("query", **c, qname=z, qtype=kind.upper(), flags="-T", srv=srv_ips[0]))
            v = xfer_vals(z)
            out.append(E(kind + "_start", **c, **v))
            clk.tick(0.05)
            out.append(E(kind + "_end", **c, **v))
        return out

    def ev_sec_axfr():
        clk.tick(3); z = zpool()
        c = cli(); c["cip"] = pub_ip(rng)
        return [E("sec_axfr", **c, zone=z, zq=f"{z}/AXFR/IN")]
    def ev_xin():
        z = "partner.example.com"; serial.setdefault(z, int(f"{clk.t:%Y%m%d}") * 100 + 1); serial[z] += 1
        clk.tick(3)
        c = dict(ptr=rng.choice(ptrs), cip=primary, cport=rng.randint(1024, 65535))
        out = [E("notify_recv", **c, zone=z)]
        clk.small(); out.append(E("xin_start", zone=z))
        v = xfer_vals(z); pv = dict(pip=primary, pport=53, lip=srv_ips[0], lport=rng.randint(1024, 65535))
        clk.small(); out.append(E("xin_conn", **v, **pv))
        clk.tick(0.1); out.append(E("xin_status", **v, **pv))
        out.append(E("xin_done", **v, **pv))
        return out

    def ev_xin_fail():
        z = "partner.example.com"; clk.tick(5)
        return [E("xin_fail", zq=f"{z}/IN", pip=primary, pport=53)]
    def lame(key: str):
        def ev():
            clk.tick(1.5); n = qn()
            if key == "lame":
                return [E("lame", name=n, zone=zone_of(n), sip=upstream(), sport=53)]
            return [E(key, qnt=f"{n}/{qt()}/IN", sip=upstream(), sport=53)]
        return ev

    def qerr(key: str):
        def ev():
            clk.tick(1.5); n = qn(); t = qt(); c = cli()
            out = [E("query", **c, qname=n, qtype=t, flags=wchoice(rng, flags), srv=srv())]
            clk.tick(2 if key == "qerr_timeout" else 0.4)
            out.append(E(key, **c, qname=n, qtype=t, loc=f"query.c:{rng.choice((7130, 7169, 6971))}"))
            return out
        return ev

    def ev_formerr():
        clk.tick(2); n = qn(); c = cli()
        return [E("formerr", sip=upstream(), sport=53, name=n, qtype=rng.choice(("AAAA", "HTTPS", "A")), cip=c["cip"], cport=c["cport"],
                  reason=rng.choice(("reply has no answer", "invalid response", "truncated TCP response")))]
    def ev_hung():
        clk.tick(5); n = qn()
        return [E("hung", nt=f"{n}/{qt()}")]
    def ev_dnssec(key: str):
        def ev():
            clk.tick(3)
            n = rng.choice(("dnssec-failed.org", "www.dnssec-failed.org", "sigfail.verteiltesysteme.net", "brokendnssec.net"))
            return [E(key, name=n, qtype=rng.choice(("A", "DNSKEY", "DS", "AAAA")))]
        return ev

    def ev_dnssec_mk():
        clk.tick(5)
        return [E("dnssec_mk", ta=".")]
    def ev_reload():
        clk.tick(30)
        out = [E("ctrl", cmd=rng.choice(("reload", "reconfig", f"reload {corp}")))]
        for z in zones[: rng.randint(1, 3)]:
            clk.small(); out.append(E("loaded", zone=z, serial=serial[z]))
        clk.small(); out.append(E("reload_cfg"))
        clk.small(); out.append(E("reload_zones"))
        clk.small(); out.append(E("all_loaded"))
        return out

    def ev_ctrl():
        clk.tick(10)
        return [E("ctrl", cmd=rng.choice(("status", "flush", f"flushname {qn()}", "stats", "zonestatus example.com")))]
    def ev_startup():
        clk.tick(60)
        out = [E("listen", iface="lo", ip="127.0.0.1", port=53)]
        for ip in srv_ips:
            clk.small(); out.append(E("listen", iface=rng.choice(("eth0", "ens18")), ip=ip, port=53))
        for z in zones:
            clk.small(); out.append(E("loaded", zone=z, serial=serial[z]))
        clk.small(); out.append(E("all_loaded"))
        clk.small(); out.append(E("running"))
        clk.tick(1); out.append(E("priming"))
        if rng.random() < 0.5:
            out.append(E("checkhints", ns="b.root-servers.net", ip="170.247.170.2"))
        return out

    def ev_load_fail():
        clk.tick(30); z = rng.choice(zones)
        out = [E("load_fail", zone=z, file=f"/var/lib/bind/db.{z}", err=rng.choice(("file not found", "unexpected end of input", "permission denied")))]
        clk.small(); out.append(E("not_loaded", zone=z))
        return out

    def ev_critical():
        clk.tick(30)
        return [E("critical")] + ev_startup()
    def ev_checkhints():
        clk.tick(30)
        return [E("checkhints", ns=rng.choice(("b.root-servers.net", "h.root-servers.net")), ip=rng.choice(("170.247.170.2", "199.9.14.201")))]
    def ev_priming():
        clk.tick(20)
        return [E("priming")]
    def ev_ratelimit():
        clk.tick(2)
        return [E("ratelimit", net=f"{pub_ip(rng).rsplit('.', 1)[0]}.0/24", name=rng.choice(("example.com", corp)),
                  qtype=rng.choice(("ANY", "A", "TXT")), hash=hx(rng, 8))]
    def ev_update():
        clk.tick(4)
        z = corp; h = client_hostname(rng).lower(); ip = f"{base}.{rng.randint(0, 20)}.{rng.randint(2, 250)}"
        c = dict(ptr=rng.choice(ptrs), cip=secondaries[0], cport=rng.randint(1024, 65535))
        key = rng.choice(("dhcp-update", "ddns-key"))
        out = [E("upd_del", **c, key=key, zq=f"{z}/IN", name=f"{h}.{z}", qtype="A")]
        clk.small(); out.append(E("upd_add", **c, key=key, zq=f"{z}/IN", name=f"{h}.{z}", qtype="A", rdata=ip))
        return out

    def ev_upd_denied():
        clk.tick(4); c = cli()
        return [E("upd_denied", **c, zq=f"{corp}/IN")]

    events: list[Event] = [
        (50, ev_query), (0.4, ev_query_ch), (1.5, ev_sec_cache), (0.5, ev_sec_query), (0.5, ev_axfr),
        (0.2, ev_sec_axfr), (0.2, ev_xin), (0.05, ev_xin_fail), (5, lame("lame_timeout")),
        (1.5, lame("lame")), (1.8, lame("lame_refused")), (1.2, lame("lame_servfail")),
        (0.3, lame("lame_broken")), (0.5, lame("lame_formerr")), (0.8, lame("lame_unreach")),
        (2.5, qerr("qerr_servfail")), (0.6, qerr("qerr_timeout")), (0.8, ev_formerr), (0.15, ev_hung),
        (0.4, ev_dnssec("dnssec_nosig")), (0.15, ev_dnssec("dnssec_insec")), (0.05, ev_dnssec_mk),
        (0.05, ev_reload), (0.2, ev_ctrl), (0.02, ev_startup), (0.02, ev_load_fail), (0.01, ev_critical),
        (0.02, ev_checkhints), (0.05, ev_priming), (0.4, ev_ratelimit), (1.5, ev_update), (0.05, ev_upd_denied),
    ]
    return schedule(rng, events)


# ============================================================================ registry
FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("isc_dhcpd", make_isc_dhcpd),
    ("kea_dhcp4", make_kea_dhcp4),
    ("unbound", make_unbound),
    ("opendkim", make_opendkim),
    ("rspamd", make_rspamd),
    ("bind_query_log", make_bind_query_log),
]


def _template_regex(tpl: str, cache: dict = {}) -> re.Pattern:  # noqa: B006 - deliberate cache
    rx = cache.get(tpl)
    if rx is None:
        rx = cache[tpl] = re.compile("^" + "(.+?)".join(re.escape(p) for p in tpl.split("<*>")) + "$")
    return rx


def _self_check() -> None:
    from collections import Counter

    for seed in (0, 1):
        for name, make in FORMATS:
            rows = make(random.Random(seed))
            assert isinstance(rows, list) and len(rows) == N_ROWS, (name, len(rows))
            counts: Counter = Counter()
            levels: dict[str, set] = {}
            for r in rows:
                assert set(r) == {"line", "template", "level"}, r
                assert all(isinstance(v, str) for v in r.values()), r
                assert "\n" not in r["line"] and "\r" not in r["line"], r
                assert r["level"] in LEVELS, r
                assert _template_regex(r["template"]).match(r["line"]), (name, r)
                counts[r["template"]] += 1
                levels.setdefault(r["template"], set()).add(r["level"])
            assert 15 <= len(counts) <= 60, (name, seed, len(counts))
            assert all(len(v) == 1 for v in levels.values()), name
            abnormal = [t for t, v in levels.items() if v & {"WARN", "ERROR", "FATAL"}]
            assert len(abnormal) >= 3, (name, seed, abnormal)
            assert make(random.Random(seed)) == rows, f"{name} is not a pure function of the rng"
            rare = sum(1 for c in counts.values() if c <= 3)
            top = counts.most_common(1)[0][1]
            print(f"seed {seed} {name}: {len(counts)} templates ({len(abnormal)} abnormal, "
                  f"{rare} with <=3 lines, top template {top} lines)")
            r3 = random.Random(seed + 99)
            for r in r3.sample(rows, 3):
                print("    " + r["line"])
    print("OK")


if __name__ == "__main__":
    _self_check()
