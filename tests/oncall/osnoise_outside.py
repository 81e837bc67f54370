"""osnoise_outside -- six "OS noise" log formats for exercising a log fold.

Every line is built from a *message spec* (a str.format string); each
``{field}`` is a variable and the truth template is the spec with every
``{field}`` replaced by ``<*>``.  Literal braces in a spec are written ``{{``
``}}``.  Values are drawn from Zipf-skewed pools; events (single lines or small
groups of lines that a real program writes together) are drawn with Zipf-like
weights and every spec is forced to occur at least once.  ``make(rng)`` returns
2000 rows in time order.  Only the ``rng`` argument is used.

Common conventions (all formats)
  * every whitespace token of a timestamp is its own variable; the syslog day
    of month is space padded (``Dec  5``) and that pad belongs to the day
    variable, so ``Dec  5 08:21:13`` is ``<*> <*> <*>``;
  * host names, PIDs (``prog[<*>]:``), numbers, ids, hex, UUIDs, IPs, ports,
    MACs, paths, user names, durations, sizes, quoted values (the quote marks
    stay constant, their content is the variable), ``key=value`` values and
    free text (error strings, command lines) are variables;
  * message wording, program names that are fixed for a message, state words,
    result words and level words are constant; messages that differ only in
    such a word are separate specs.

1. network_manager -- NetworkManager via syslog from a few laptops/servers:
   ``Dec  5 08:21:13 host NetworkManager[812]: <info>  [1733386873.1234] msg``.
   Variable: syslog timestamp, host, pid, the bracketed epoch stamp, device
   names, connection names/UUIDs, SSIDs, addresses, MACs, reasons and
   sys-iface-state (quoted), Config keys/values, script paths, counts.
   Constant: ``<info>``/``<warn>``/``<error>`` tags (with NM's padding), the
   from/to states of device and supplicant state changes (one spec per
   transition), manager states (CONNECTED_GLOBAL, ASLEEP, ...), wording.
   Level: info->INFO, warn->WARN, error->ERROR.

2. cron_anacron -- cron/CRON/anacron/crontab lines from /var/log/syslog on
   several Debian/Ubuntu hosts.  Variable: timestamp, host, pid, user names,
   uids, command lines, crontab file names, job names in `...', dates, exit
   statuses, counts, hex status.  Constant: CMD/RELOAD/BEGIN EDIT/REPLACE/
   ORPHAN/... action words, pam_unix wording, anacron wording
   (``job run``/``jobs run`` are two specs).  No level in the line: "-".

3. selinux_avc -- /var/log/audit/audit.log records around SELinux denials
   (AVC, SYSCALL, CWD, PATH, PROCTITLE, SOCKADDR, USER_AVC, MAC_POLICY_LOAD,
   USER_MAC_POLICY_LOAD, MAC_STATUS, MAC_CONFIG_CHANGE, SELINUX_ERR,
   USER_ROLE_CHANGE, SERVICE_START/STOP).  Variable: the audit(epoch:serial)
   stamp, every key=value value, the permission set inside ``{ ... }``.
   Constant: record type, ``avc:  denied``/``avc:  granted`` (double spaces
   kept), the set of keys present (a different key set is a different spec),
   ``hostname=? addr=? terminal=?`` placeholders, ``lsm=selinux``, op names of
   SELINUX_ERR.  No level: "-".

4. cloud_init -- /var/log/cloud-init.log
   (``2024-12-05 08:21:13,123 - util.py[DEBUG]: ...``).  Variable: date and
   time tokens, paths, byte counts, commands, module names, stage names,
   frequencies, datasource names/classes, URLs, durations, versions, instance
   ids.  Constant: the python module name and level tag of each message,
   SUCCESS/FAIL, wording.  Traceback lines are their own specs (level "-").
   Level: DEBUG, INFO, WARNING->WARN, ERROR.

5. snapd_journal -- ``journalctl -u snapd`` short output of one machine
   (``Dec 05 08:21:13 host snapd[1234]: daemon.go:247: ...``, zero-padded
   day) including the systemd[1] unit messages and ``-- Boot <id> --``
   separators.  Variable: timestamp, host, pids, the Go source line number,
   snap names, versions, change ids, durations, API paths, status codes,
   error strings.  Constant: Go file name of each message, HTTP method, unit
   wording.  Level: "DEBUG:" lines are DEBUG, everything else "-".

6. freebsd_messages -- FreeBSD /var/log/messages from a few hosts: kernel
   (attach, link state, signals, ZFS, rate limits, listen queue overflow),
   devd, ZFS (devd logger), sshd, ntpd, dhclient, sudo, su, syslogd.
   Variable: timestamp, host, pids, device units (``em<*>`` style names are
   whole variables), IPs, ports, users, commands, numbers, guids.
   Constant: UP/DOWN, (core dumped), DHCP message types, wording.
   Level: sshd ``error:`` -> ERROR, ``fatal:`` -> FATAL, everything else "-".
"""
from __future__ import annotations

import random
import re
import string
from datetime import datetime, timedelta
from itertools import accumulate
from typing import Callable

N_ROWS = 2000
LEVELS = {"DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"}
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
WDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
EPOCH = datetime(1970, 1, 1)
_FMT = string.Formatter()


# --------------------------------------------------------------------------
# core machinery
# --------------------------------------------------------------------------
def spec_template(fmt: str) -> tuple[str, list[str]]:
    """Template of a spec: every {field} -> <*>; literal {{ }} unescaped."""
    out: list[str] = []
    fields: list[str] = []
    for lit, name, fspec, conv in _FMT.parse(fmt):
        out.append(lit)
        if name is not None:
            if not name or fspec or conv:
                raise ValueError(f"bad placeholder in spec {fmt!r}")
            out.append("<*>")
            fields.append(name)
    return "".join(out), fields


def template_regex(tpl: str) -> re.Pattern:
    return re.compile(".+?".join(re.escape(p) for p in tpl.split("<*>")), re.S)


def zipf_cum(n: int, s: float = 1.0) -> list[float]:
    return list(accumulate(1.0 / (i + 1) ** s for i in range(n)))


class Pool:
    """Zipf-skewed value pool; order shuffled by the rng so the favourite varies."""

    def __init__(self, rng: random.Random, items, s: float = 1.0, shuffle: bool = True):
        self.items = list(items)
        if shuffle:
            rng.shuffle(self.items)
        self.cum = zipf_cum(len(self.items), s)

    def __call__(self, rng: random.Random):
        return rng.choices(self.items, cum_weights=self.cum, k=1)[0]


def rstart(rng: random.Random) -> datetime:
    return datetime(2024, 1, 8) + timedelta(seconds=rng.randrange(600 * 86400),
                                            microseconds=rng.randrange(1_000_000))


def epoch(t: datetime) -> float:
    return (t - EPOCH).total_seconds()


def hexs(rng: random.Random, n: int, upper: bool = False) -> str:
    s = "".join(rng.choice("0123456789abcdef") for _ in range(n))
    return s.upper() if upper else s


def uuid4(rng: random.Random) -> str:
    h = f"{rng.getrandbits(128):032x}"
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def mac(rng: random.Random, upper: bool = False) -> str:
    b = [rng.randrange(256) for _ in range(6)]
    b[0] &= 0xFE
    s = ":".join(f"{x:02x}" for x in b)
    return s.upper() if upper else s


def pub_ip(rng: random.Random) -> str:
    first = rng.choice([5, 23, 31, 45, 46, 61, 77, 80, 91, 103, 106, 109, 112, 116, 117,
                        118, 122, 139, 141, 143, 159, 161, 167, 170, 178, 183, 185, 193,
                        194, 195, 200, 203, 211, 212, 218, 220, 222])
    return f"{first}.{rng.randrange(256)}.{rng.randrange(256)}.{rng.randrange(1, 255)}"


def go_dur(ns: int) -> str:
    """Render nanoseconds like Go's time.Duration.String()."""
    def trim(x: str) -> str:
        return x.rstrip("0").rstrip(".") if "." in x else x
    if ns < 1000:
        return f"{ns}ns"
    if ns < 1_000_000:
        return trim(f"{ns / 1e3:.3f}") + "\u00b5s"
    if ns < 1_000_000_000:
        return trim(f"{ns / 1e6:.6f}") + "ms"
    secs = ns / 1e9
    if secs < 60:
        return trim(f"{secs:.9f}") + "s"
    m, s = divmod(secs, 60)
    return f"{int(m)}m" + trim(f"{s:.9f}") + "s"


class Corpus:
    def __init__(self, rng: random.Random, name: str, header: Callable[["Corpus"], dict]):
        self.rng = rng
        self.name = name
        self.header = header
        self.specs: dict = {}
        self._owner: dict[str, object] = {}
        self.rows: list[dict[str, str]] = []
        self.keys: list = []
        self.ctx: dict = {}
        self.t = rstart(rng)
        self.forcing = False

    def add(self, key, level: str, fmt: str) -> None:
        assert level in LEVELS, level
        tpl, fields = spec_template(fmt)
        assert key not in self.specs, key
        assert tpl not in self._owner, (self.name, tpl, key, self._owner.get(tpl))
        assert "<*><*>" not in tpl, tpl
        self._owner[tpl] = key
        self.specs[key] = (level, fmt, tpl, fields)

    def emit(self, key, /, **kw) -> None:
        level, fmt, tpl, fields = self.specs[key]
        extra = set(kw) - set(fields)
        assert not extra, (key, extra)
        hdr = None
        vals = {}
        for f in fields:
            if f in kw:
                v = kw[f]
            elif f in self.ctx:
                v = self.ctx[f]
            else:
                if hdr is None:
                    hdr = self.header(self)
                v = hdr[f]
            v = str(v)
            assert v and "\n" not in v and "\r" not in v, (key, f, v)
            vals[f] = v
        line = fmt.format(**vals)
        self.rows.append({"line": line, "template": tpl, "level": level})
        self.keys.append(key)

    def adv(self, lo: float, hi: float | None = None) -> None:
        sec = lo if hi is None else self.rng.uniform(lo, hi)
        self.t += timedelta(seconds=sec)

    def opt(self, p: float) -> bool:
        return self.forcing or self.rng.random() < p


def run(c: Corpus, events, mean_gap: float, avg_rows: float) -> Corpus:
    """events: list of (name, weight, fn(rng, c), single_row: bool)."""
    rng = c.rng
    n_ev = len(events)
    cum = list(accumulate(e[1] for e in events))
    singles = [i for i, e in enumerate(events) if e[3]]
    s_cum = list(accumulate(events[i][1] for i in singles))
    est = max(2 * n_ev, int(N_ROWS / avg_rows))
    span = max(n_ev + 1, int(est * 0.55))
    pos = rng.sample(range(span), n_ev)
    order = list(range(n_ev))
    rng.shuffle(order)
    forced = dict(zip(pos, order))
    i = 0
    filling = False
    while len(c.rows) < N_ROWS:
        if filling:
            idx = rng.choices(singles, cum_weights=s_cum, k=1)[0]
            c.forcing = False
        elif i in forced:
            idx = forced[i]
            c.forcing = True
        else:
            idx = rng.choices(range(n_ev), cum_weights=cum, k=1)[0]
            c.forcing = False
        c.adv(rng.expovariate(1.0 / mean_gap))
        mark = len(c.rows)
        events[idx][2](rng, c)
        c.forcing = False
        assert len(c.rows) > mark, events[idx][0]
        if len(c.rows) > N_ROWS:
            del c.rows[mark:]
            del c.keys[mark:]
            filling = True
        elif filling:
            assert len(c.rows) == mark + 1, events[idx][0]
        i += 1
    return c


def build(rng: random.Random, setup: Callable[[random.Random], Corpus]) -> list[dict[str, str]]:
    for _ in range(40):
        c = setup(rng)
        if set(c.specs) <= set(c.keys):
            assert len(c.rows) == N_ROWS
            return c.rows
    raise RuntimeError("could not cover every spec")


def hdr_syslog(c: Corpus) -> dict:
    t = c.t
    return {"mon": MONTHS[t.month - 1], "day": f"{t.day:>2}", "hms": f"{t:%H:%M:%S}"}


# --------------------------------------------------------------------------
# 1. NetworkManager via syslog
# --------------------------------------------------------------------------
def _hdr_nm(c: Corpus) -> dict:
    d = hdr_syslog(c)
    d["ts"] = f"{epoch(c.t):.4f}"
    return d


_NM_SC = [
    ("disconnected", "prepare"), ("prepare", "config"), ("config", "ip-config"),
    ("ip-config", "ip-check"), ("ip-check", "secondaries"), ("secondaries", "activated"),
    ("activated", "deactivating"), ("deactivating", "disconnected"),
    ("config", "need-auth"), ("need-auth", "failed"), ("config", "failed"),
    ("failed", "disconnected"), ("unmanaged", "unavailable"),
    ("unavailable", "disconnected"), ("deactivating", "unmanaged"),
]
_NM_SUP = [
    ("disconnected", "scanning"), ("scanning", "authenticating"),
    ("authenticating", "associating"), ("associating", "4way_handshake"),
    ("4way_handshake", "completed"), ("completed", "disconnected"),
]
_NM_MGR = ["CONNECTING", "CONNECTED_SITE", "CONNECTED_GLOBAL", "DISCONNECTING",
           "DISCONNECTED", "ASLEEP"]

_NM_LAPTOPS = ["thinkpad-x1", "xps13-maria", "t480s-jonas", "fw13-lena", "p14s-dev",
               "x230-lab", "elitebook-ops", "zenbook-kim", "latitude-7420", "yoga-anna"]
_NM_SERVERS = ["lab-srv02", "nuc-office", "buildbox", "db-stage01", "media-pc", "gw-lab",
               "ci-worker3", "nas-backup"]
_NM_SSIDS = [
    ("eduroam", "eap", "10.{a}.{b}"), ("HomeNet-5G", "psk", "192.168.1"),
    ("FRITZ!Box 7590 XQ", "psk", "192.168.178"), ("Vodafone-A1B2", "psk", "192.168.0"),
    ("TP-Link_3F2A", "psk", "192.168.0"), ("CorpWiFi", "eap", "10.{a}.{b}"),
    ("Guest-WLAN", "psk", "172.16.{b}"), ("iPhone von Maria", "psk", "172.20.10"),
    ("Linksys00451", "psk", "192.168.1"), ("UPC1234567", "psk", "192.168.0"),
    ("BT-Hub6-K9TJ", "psk", "192.168.1"), ("Pixel_7421", "psk", "10.42.0"),
    ("Telekom-8C1D2E", "psk", "192.168.2"), ("office-5g", "psk", "10.20.{b}"),
    ("cafe-libre", "psk", "192.168.88"), ("AndroidAP6f2c", "psk", "192.168.43"),
]
_NM_WIFI = ["wlp2s0", "wlp0s20f3", "wlp3s0", "wlan0", "wlp1s0", "wlp4s0"]
_NM_ETH = ["enp0s31f6", "eno1", "enp3s0", "enp0s25", "eth0", "enp1s0", "ens18", "enp5s0",
           "enp2s0f0", "eno2"]


def _nm_setup(rng: random.Random) -> Corpus:
    c = Corpus(rng, "network_manager", _hdr_nm)
    P = "{mon} {day} {hms} {host} NetworkManager[{pid}]: "
    TAG = {"INFO": "<info>  ", "WARN": "<warn>  ", "ERROR": "<error> "}

    def add(key, lvl, msg):
        c.add(key, lvl, P + TAG[lvl] + "[{ts}] " + msg)

    for a, b in _NM_SC:
        add(("sc", a, b), "INFO", "device ({iface}): state change: " + a + " -> " + b
            + " (reason '{reason}', sys-iface-state: '{sis}')")
    for a, b in _NM_SUP:
        add(("sup", a, b), "INFO", "device ({iface}): supplicant interface state: " + a + " -> " + b)
    add("p2p", "INFO", "device (p2p-dev-{iface}): supplicant management interface state: "
        "4way_handshake -> completed")
    for st in _NM_MGR:
        add(("mgr", st), "INFO", "manager: NetworkManager state is now " + st)
    add("act_start", "INFO", "device ({iface}): Activation: starting connection '{conn}' ({uuid})")
    add("secrets_ok", "INFO", "device ({iface}): Activation: (wifi) connection '{conn}' has security, "
        "and secrets exist.  No new secrets needed.")
    add("secrets_req", "INFO", "device ({iface}): Activation: (wifi) access point '{conn}' has "
        "security, but secrets are required.")
    add("stage2", "INFO", "device ({iface}): Activation: (wifi) Stage 2 of 5 (Device Configure) "
        "successful.  Connected to wireless network \"{ssid}\"")
    add("act_ok", "INFO", "device ({iface}): Activation: successful, device activated.")
    add("audit", "INFO", "audit: op=\"connection-activate\" uuid=\"{uuid}\" name=\"{conn}\" "
        "pid={cpid} uid={uid} result=\"success\"")
    add("cfg", "INFO", "Config: added '{key}' value '{value}'")
    add("dhcp_begin", "INFO", "dhcp4 ({iface}): activation: beginning transaction (timeout in {secs} seconds)")
    add("dhcp_lease", "INFO", "dhcp4 ({iface}): state changed new lease, address={addr}")
    add("dhcp_cancel", "INFO", "dhcp4 ({iface}): canceled DHCP transaction")
    add("policy4", "INFO", "policy: set '{conn}' ({iface}) as default for IPv4 routing and DNS")
    add("sleep", "INFO", "manager: sleep: sleep requested (sleeping: {sleeping}  enabled: {enabled})")
    add("wake", "INFO", "manager: sleep: wake requested (sleeping: {sleeping}  enabled: {enabled})")
    add("nm_start", "INFO", "NetworkManager (version {version}) is starting... (boot:{bootid})")
    add("read_cfg", "INFO", "Read config: {main} (lib: {lib}) (etc: {etc})")
    add("dns_init", "INFO", "dns-mgr: init: dns={dns} rc-manager={rcm}, plugin={plugin}")
    add("new_eth", "INFO", "manager: ({iface}): new Ethernet device (/org/freedesktop/NetworkManager/Devices/{n})")
    add("new_wifi", "INFO", "manager: ({iface}): new 802.11 Wi-Fi device (/org/freedesktop/NetworkManager/Devices/{n})")
    add("startup_done", "INFO", "manager: startup complete")
    add("carrier", "INFO", "device ({iface}): carrier: link connected")
    add("hwaddr", "INFO", "device ({iface}): set-hw-addr: set MAC address to {mac} (scanning)")
    add("agent", "INFO", "agent-manager: agent[{agent},{bus}/org.gnome.Shell.NetworkAgent/{uid}]: agent registered")
    add("conn_timeout", "INFO", "connectivity: ({iface},IPv4) timed out")
    add("no_secrets", "WARN", "device ({iface}): no secrets: No agents were available for this request.")
    add("act_failed", "WARN", "device ({iface}): Activation: failed for connection '{conn}'")
    add("assoc_slow", "WARN", "device ({iface}): Activation: (wifi) association took too long, failing activation")
    add("dhcp_timeout", "WARN", "dhcp4 ({iface}): request timed out")
    add("dispatcher", "WARN", "dispatcher: ({n}) {script} failed (failed): Script '{script2}' exited with status {rc}.")
    add("sysctl", "ERROR", "platform-linux: sysctl: failed to set '{path}' to '{value}': ({errno}) No such file or directory")
    add("sup_err", "ERROR", "device ({iface}): Couldn't initialize supplicant interface: {err}")

    # ---- hosts --------------------------------------------------------
    hosts = []
    for name in rng.sample(_NM_LAPTOPS, 6):
        conns = []
        for ssid, sec, net in rng.sample(_NM_SSIDS, rng.randint(3, 6)):
            conns.append({"name": ssid, "ssid": ssid, "sec": sec, "uuid": uuid4(rng),
                          "net": net.format(a=rng.randrange(1, 250), b=rng.randrange(0, 250))})
        hosts.append({"name": name, "laptop": True, "wifi": rng.choice(_NM_WIFI),
                      "eth": rng.choice(_NM_ETH[:5]), "conns": Pool(rng, conns, 1.2),
                      "wired": {"name": "Wired connection 1", "uuid": uuid4(rng),
                                "net": rng.choice(["192.168.1", "10.0.0", "192.168.10"])}})
    for name in rng.sample(_NM_SERVERS, 4):
        eth = rng.choice(_NM_ETH)
        cname = rng.choice(["Wired connection 1", "netplan-" + eth, eth, "System eth0", "ethernet-" + eth])
        hosts.append({"name": name, "laptop": False, "wifi": None, "eth": eth, "conns": None,
                      "wired": {"name": cname, "uuid": uuid4(rng),
                                "net": rng.choice(["10.1.4", "10.10.0", "192.168.20", "172.18.3"])}})
    for h in hosts:
        h["pid"] = rng.randint(640, 1450)
        h["uid"] = rng.choice([1000, 1000, 1000, 1001, 1002])
        h["shell"] = rng.randint(1400, 4200)
        h["ver"] = rng.choice(["1.36.6", "1.42.4", "1.46.0", "1.44.2"])
        h["addr"] = {}
        h["cur"] = None
    host_pool = Pool(rng, hosts, 0.9)
    lap_pool = Pool(rng, [h for h in hosts if h["laptop"]], 0.9)
    dispatch_scripts = Pool(rng, ["/etc/NetworkManager/dispatcher.d/99-vpn-route",
                                  "/etc/NetworkManager/dispatcher.d/01-ifupdown",
                                  "/etc/NetworkManager/dispatcher.d/20-chrony-dhcp",
                                  "/etc/NetworkManager/dispatcher.d/90-mount-nfs",
                                  "/etc/NetworkManager/dispatcher.d/pre-up.d/10-firewall"])
    sup_errs = Pool(rng, ["Failed to D-Bus activate wpa_supplicant service",
                          "wpa_supplicant couldn't grab this interface.",
                          "Timeout was reached"])

    def use(h):
        c.ctx = {"host": h["name"], "pid": h["pid"]}

    def addr_for(h, conn):
        key = conn["name"]
        if key not in h["addr"] or rng.random() < 0.08:
            h["addr"][key] = f"{conn['net']}.{rng.randrange(2, 254)}"
        return h["addr"][key]

    def sc(ifc, a, b, reason="none", sis="managed"):
        c.emit(("sc", a, b), iface=ifc, reason=reason, sis=sis)

    def sup(ifc, a, b):
        c.emit(("sup", a, b), iface=ifc)

    def ms():
        c.adv(rng.uniform(0.0005, 0.05))

    def cfg_lines(conn):
        ent = [("ssid", conn["ssid"]), ("scan_ssid", "1"), ("bgscan", "simple:30:-70:86400")]
        if conn["sec"] == "psk":
            ent += [("key_mgmt", "WPA-PSK WPA-PSK-SHA256 FT-PSK SAE FT-SAE"), ("auth_alg", "OPEN"),
                    ("psk", "<hidden>")]
        else:
            ent += [("key_mgmt", "WPA-EAP WPA-EAP-SHA256 FT-EAP FT-EAP-SHA384"),
                    ("password", "<hidden>"), ("eap", "PEAP"),
                    ("identity", rng.choice(["jkraus@uni-example.de", "m.lopez", "a.nowak@corp.example",
                                             "lena.f", "dev01"])),
                    ("phase2", "auth=MSCHAPV2")]
        for k, v in ent:
            c.emit("cfg", key=k, value=v)

    def wifi_assoc(ifc):
        sup(ifc, "disconnected", "scanning")
        c.adv(rng.uniform(0.5, 3))
        sup(ifc, "scanning", "authenticating")
        ms()
        sup(ifc, "authenticating", "associating")
        ms()
        sup(ifc, "associating", "4way_handshake")
        c.adv(rng.uniform(0.02, 0.3))
        sup(ifc, "4way_handshake", "completed")
        if c.opt(0.7):
            c.emit("p2p", iface=ifc)

    def ev_wifi_up(rng, c):
        h = lap_pool(rng)
        use(h)
        conn = h["conns"](rng)
        ifc = h["wifi"]
        if c.opt(0.25):
            c.emit("audit", uuid=conn["uuid"], conn=conn["name"], cpid=h["shell"], uid=h["uid"])
        c.emit("act_start", iface=ifc, conn=conn["name"], uuid=conn["uuid"])
        sc(ifc, "disconnected", "prepare")
        c.emit(("mgr", "CONNECTING"))
        ms()
        sc(ifc, "prepare", "config")
        c.emit("secrets_ok", iface=ifc, conn=conn["name"])
        cfg_lines(conn)
        wifi_assoc(ifc)
        c.emit("stage2", iface=ifc, ssid=conn["ssid"])
        sc(ifc, "config", "ip-config")
        c.emit("dhcp_begin", iface=ifc, secs=rng.choice([45, 45, 45, 45, 90, 30]))
        c.adv(rng.uniform(0.05, 3.0))
        c.emit("dhcp_lease", iface=ifc, addr=addr_for(h, conn))
        c.emit("policy4", conn=conn["name"], iface=ifc)
        sc(ifc, "ip-config", "ip-check")
        ms()
        sc(ifc, "ip-check", "secondaries")
        sc(ifc, "secondaries", "activated")
        c.emit(("mgr", "CONNECTED_SITE"))
        c.emit("act_ok", iface=ifc)
        c.adv(rng.uniform(0.2, 2.5))
        c.emit(("mgr", "CONNECTED_GLOBAL"))
        h["cur"] = conn

    def ev_wired_up(rng, c):
        h = host_pool(rng)
        use(h)
        ifc = h["eth"]
        conn = h["wired"]
        c.emit("carrier", iface=ifc)
        sc(ifc, "unavailable", "disconnected", "carrier-changed")
        ms()
        c.emit("act_start", iface=ifc, conn=conn["name"], uuid=conn["uuid"])
        sc(ifc, "disconnected", "prepare")
        sc(ifc, "prepare", "config")
        sc(ifc, "config", "ip-config")
        c.emit("dhcp_begin", iface=ifc, secs=45)
        c.adv(rng.uniform(0.01, 1.5))
        c.emit("dhcp_lease", iface=ifc, addr=addr_for(h, conn))
        c.emit("policy4", conn=conn["name"], iface=ifc)
        sc(ifc, "ip-config", "ip-check")
        sc(ifc, "ip-check", "secondaries")
        sc(ifc, "secondaries", "activated")
        c.emit("act_ok", iface=ifc)
        c.adv(rng.uniform(0.2, 2.0))
        c.emit(("mgr", "CONNECTED_GLOBAL"))

    def ev_wifi_down(rng, c):
        h = lap_pool(rng)
        use(h)
        ifc = h["wifi"]
        reason = rng.choice(["user-requested", "user-requested", "connection-removed",
                             "supplicant-disconnect", "new-activation"])
        sc(ifc, "activated", "deactivating", reason)
        c.emit(("mgr", "DISCONNECTING"))
        ms()
        sc(ifc, "deactivating", "disconnected", reason)
        c.emit("dhcp_cancel", iface=ifc)
        sup(ifc, "completed", "disconnected")
        c.emit(("mgr", "DISCONNECTED"))

    def ev_sleep(rng, c):
        h = lap_pool(rng)
        use(h)
        ifc = h["wifi"]
        c.emit("sleep", sleeping="no", enabled="yes")
        sc(ifc, "activated", "deactivating", "sleeping")
        c.emit(("mgr", "DISCONNECTING"))
        ms()
        sc(ifc, "deactivating", "unmanaged", "sleeping")
        c.emit("dhcp_cancel", iface=ifc)
        c.emit(("mgr", "ASLEEP"))

    def ev_wake(rng, c):
        h = lap_pool(rng)
        use(h)
        ifc = h["wifi"]
        c.emit("wake", sleeping="yes", enabled="yes")
        sc(ifc, "unmanaged", "unavailable", "managed", "external" if rng.random() < 0.1 else "managed")
        c.adv(rng.uniform(0.3, 2))
        c.emit("hwaddr", iface=ifc, mac=mac(rng, True))
        sc(ifc, "unavailable", "disconnected", "supplicant-available")

    def ev_roam(rng, c):
        h = lap_pool(rng)
        use(h)
        ifc = h["wifi"]
        sup(ifc, "completed", "disconnected")
        c.adv(rng.uniform(0.1, 2))
        wifi_assoc(ifc)

    def ev_renew(rng, c):
        h = host_pool(rng)
        use(h)
        if h["laptop"] and rng.random() < 0.85:
            conn = h["cur"] or h["conns"](rng)
            h["cur"] = conn
            ifc = h["wifi"]
        else:
            conn, ifc = h["wired"], h["eth"]
        c.emit("dhcp_lease", iface=ifc, addr=addr_for(h, conn))

    def ev_hwaddr(rng, c):
        h = lap_pool(rng)
        use(h)
        c.emit("hwaddr", iface=h["wifi"], mac=mac(rng, True))

    def ev_connectivity(rng, c):
        h = host_pool(rng)
        use(h)
        ifc = h["wifi"] if h["laptop"] else h["eth"]
        c.emit("conn_timeout", iface=ifc)
        c.emit(("mgr", "CONNECTED_SITE"))
        c.adv(rng.uniform(30, 600))
        c.emit(("mgr", "CONNECTED_GLOBAL"))

    def ev_agent(rng, c):
        h = lap_pool(rng)
        use(h)
        c.emit("agent", agent=hexs(rng, 16), bus=f":1.{rng.randint(40, 180)}", uid=h["uid"])

    def ev_startup(rng, c):
        h = lap_pool(rng) if (c.forcing or rng.random() < 0.6) else host_pool(rng)
        h["pid"] = rng.randint(640, 60000)
        use(h)
        c.emit("nm_start", version=h["ver"], bootid=uuid4(rng))
        c.emit("read_cfg", main="/etc/NetworkManager/NetworkManager.conf",
               lib=rng.choice(["10-dns-resolved.conf, 20-connectivity-ubuntu.conf, no-mac-addr-change.conf",
                               "10-globally-managed-devices.conf, 20-connectivity-ubuntu.conf",
                               "00-server.conf, 10-dns-resolved.conf"]),
               etc=rng.choice(["default-wifi-powersave-on.conf", "10-globally-managed-devices.conf",
                               "99-unmanaged-devices.conf"]))
        c.emit("dns_init", dns="systemd-resolved", rcm=rng.choice(["symlink", "unmanaged"]),
               plugin="systemd-resolved")
        c.emit("new_eth", iface=h["eth"], n=2)
        sc(h["eth"], "unmanaged", "unavailable", "managed", "external")
        if h["laptop"]:
            c.emit("new_wifi", iface=h["wifi"], n=3)
            sc(h["wifi"], "unmanaged", "unavailable", "managed", "external")
            c.adv(rng.uniform(0.2, 1))
            sc(h["wifi"], "unavailable", "disconnected", "supplicant-available")
        c.adv(rng.uniform(1, 6))
        c.emit("startup_done")

    def ev_fail_secrets(rng, c):
        h = lap_pool(rng)
        use(h)
        conn = h["conns"](rng)
        ifc = h["wifi"]
        c.emit("act_start", iface=ifc, conn=conn["name"], uuid=conn["uuid"])
        sc(ifc, "disconnected", "prepare")
        sc(ifc, "prepare", "config")
        c.emit("secrets_req", iface=ifc, conn=conn["name"])
        sc(ifc, "config", "need-auth")
        c.emit("no_secrets", iface=ifc)
        sc(ifc, "need-auth", "failed", "no-secrets")
        c.emit("act_failed", iface=ifc, conn=conn["name"])
        sc(ifc, "failed", "disconnected")

    def ev_fail_assoc(rng, c):
        h = lap_pool(rng)
        use(h)
        conn = h["conns"](rng)
        ifc = h["wifi"]
        c.emit("act_start", iface=ifc, conn=conn["name"], uuid=conn["uuid"])
        sc(ifc, "disconnected", "prepare")
        sc(ifc, "prepare", "config")
        c.emit("secrets_ok", iface=ifc, conn=conn["name"])
        cfg_lines(conn)
        sup(ifc, "disconnected", "scanning")
        c.adv(rng.uniform(20, 25))
        c.emit("assoc_slow", iface=ifc)
        sc(ifc, "config", "failed", rng.choice(["supplicant-timeout", "ssid-not-found"]))
        c.emit("act_failed", iface=ifc, conn=conn["name"])
        sc(ifc, "failed", "disconnected")

    def ev_dhcp_timeout(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("dhcp_timeout", iface=h["wifi"] if h["laptop"] and rng.random() < 0.7 else h["eth"])

    def ev_dispatcher(rng, c):
        h = host_pool(rng)
        use(h)
        s = dispatch_scripts(rng)
        c.emit("dispatcher", n=rng.randint(3, 180), script=s, script2=s, rc=rng.choice([1, 1, 2, 127]))

    def ev_sysctl(rng, c):
        h = host_pool(rng)
        use(h)
        ifc = rng.choice([h["eth"], "tun0", "virbr0-nic", "docker0", "veth" + hexs(rng, 7)])
        c.emit("sysctl", path=f"/proc/sys/net/ipv6/conf/{ifc}/" + rng.choice(["use_tempaddr", "disable_ipv6", "accept_ra"]),
               value=rng.choice(["0", "1", "2"]), errno=2)

    def ev_sup_err(rng, c):
        h = lap_pool(rng)
        use(h)
        c.emit("sup_err", iface=h["wifi"], err=sup_errs(rng))

    events = [
        ("renew", 30, ev_renew, True),
        ("hwaddr", 16, ev_hwaddr, True),
        ("wifi_up", 5, ev_wifi_up, False),
        ("roam", 3.5, ev_roam, False),
        ("wired_up", 2, ev_wired_up, False),
        ("wifi_down", 2, ev_wifi_down, False),
        ("connectivity", 1.6, ev_connectivity, False),
        ("sleep", 1.4, ev_sleep, False),
        ("wake", 1.4, ev_wake, False),
        ("agent", 0.9, ev_agent, True),
        ("dhcp_timeout", 0.35, ev_dhcp_timeout, True),
        ("startup", 0.3, ev_startup, False),
        ("dispatcher", 0.3, ev_dispatcher, True),
        ("fail_secrets", 0.25, ev_fail_secrets, False),
        ("fail_assoc", 0.25, ev_fail_assoc, False),
        ("sysctl", 0.2, ev_sysctl, True),
        ("sup_err", 0.15, ev_sup_err, True),
    ]
    return run(c, events, mean_gap=140.0, avg_rows=3.6)


def make_network_manager(rng: random.Random) -> list[dict[str, str]]:
    return build(rng, _nm_setup)


# --------------------------------------------------------------------------
# 2. cron / CRON / anacron / crontab in /var/log/syslog
# --------------------------------------------------------------------------
_CRON_HOSTS = ["web01", "web02", "db01", "backup", "mail", "app-3", "ci-runner-1", "monitor",
               "files", "proxy-edge", "redis-2", "jump"]
_CRON_JOBS = [
    ("root", 0, "   cd / && run-parts --report /etc/cron.hourly"),
    ("root", 0, "command -v debian-sa1 > /dev/null && debian-sa1 1 1"),
    ("root", 0, "[ -x /usr/lib/php/sessionclean ] && if [ ! -d /run/systemd/system ]; then /usr/lib/php/sessionclean; fi"),
    ("root", 0, "test -x /etc/cron.daily/popularity-contest && /etc/cron.daily/popularity-contest --crond"),
    ("root", 0, "/usr/local/bin/backup-db.sh >/dev/null 2>&1"),
    ("root", 0, "/usr/bin/certbot -q renew --deploy-hook \"systemctl reload nginx\""),
    ("root", 0, "[ -x /usr/sbin/logrotate ] && /usr/sbin/logrotate /etc/logrotate.conf"),
    ("root", 0, "/usr/local/sbin/zfs-snapshot --keep=24 tank/data"),
    ("root", 0, "debian-sa1 60 2"),
    ("www-data", 33, "php -f /var/www/nextcloud/cron.php"),
    ("www-data", 33, "cd /var/www/app && php artisan schedule:run >> /dev/null 2>&1"),
    ("deploy", 1001, "/home/deploy/bin/sync-assets.sh"),
    ("deploy", 1001, "/usr/bin/flock -n /tmp/report.lock /opt/reports/run.sh --daily"),
    ("postgres", 113, "/usr/local/bin/pg_backup.sh --daily"),
    ("backup", 34, "/usr/bin/rsync -a --delete /srv/data/ backup@nas:/volume1/backup/ >/dev/null 2>&1"),
    ("prometheus", 112, "/usr/share/prometheus/node-exporter/apt.sh > /var/lib/prometheus/node-exporter/apt.prom"),
    ("nagios", 116, "/usr/lib/nagios/plugins/check_disk -w 10% -c 5% -p / > /tmp/disk.status"),
    ("jkraus", 1002, "/home/jkraus/scripts/fetch-feeds.py >> /home/jkraus/feeds.log 2>&1"),
    ("git", 998, "/opt/gitlab/bin/gitlab-ctl backup-etc --delete-old-backups"),
    ("smmsp", 115, "test -x /etc/init.d/sendmail && test -x /usr/share/sendmail/sendmail && test -x /usr/share/sendmail/sendmail cron-msp"),
]
_CRON_D = ["php", "popularity-contest", "sysstat", "certbot", "e2scrub_all", "zfsutils-linux",
           "backup-nightly", "mdadm", "letsencrypt", "ntpsec", "borgmatic", "anacron"]


def _cron_setup(rng: random.Random) -> Corpus:
    c = Corpus(rng, "cron_anacron", hdr_syslog)
    H = "{mon} {day} {hms} {host} "

    def add(key, msg):
        c.add(key, "-", H + msg)

    add("open", "CRON[{pid}]: pam_unix(cron:session): session opened for user {user}(uid={uid}) by (uid={byuid})")
    add("cmd", "CRON[{pid}]: ({user}) CMD ({cmd})")
    add("close", "CRON[{pid}]: pam_unix(cron:session): session closed for user {user}")
    add("nomta", "CRON[{pid}]: (CRON) info (No MTA installed, discarding output)")
    add("grandchild", "CRON[{pid}]: (CRON) error (grandchild #{gpid} failed with exit status {rc})")
    add("mail", "CRON[{pid}]: ({user}) MAIL (mailed {n} bytes of output but got status 0x{status} from MTA)")
    add("pidfile", "cron[{pid}]: (CRON) INFO (pidfile fd = {fd})")
    add("reboot", "cron[{pid}]: (CRON) INFO (Running @reboot jobs)")
    add("skipreboot", "cron[{pid}]: (CRON) INFO (Skipping @reboot jobs -- not system startup)")
    add("reload_user", "cron[{pid}]: ({user}) RELOAD (crontabs/{user2})")
    add("reload_sys", "cron[{pid}]: (*system*{name}) RELOAD (/etc/cron.d/{name2})")
    add("orphan", "cron[{pid}]: ({user}) ORPHAN (no passwd entry)")
    add("death", "cron[{pid}]: (CRON) DEATH (can't lock /var/run/crond.pid, otherpid may be {opid}: "
        "Resource temporarily unavailable)")
    add("badmin", "cron[{pid}]: Error: bad minute; while reading {path}")
    add("syntax", "cron[{pid}]: (*system*{name}) ERROR (Syntax error, this crontab file will be ignored)")
    add("insecure", "cron[{pid}]: (*system*{name}) INSECURE MODE (group/other writable) ({path})")
    add("owner", "cron[{pid}]: (*system*{name}) WRONG FILE OWNER ({path})")
    add("ct_begin", "crontab[{pid}]: ({user}) BEGIN EDIT ({target})")
    add("ct_replace", "crontab[{pid}]: ({user}) REPLACE ({target})")
    add("ct_end", "crontab[{pid}]: ({user}) END EDIT ({target})")
    add("ct_list", "crontab[{pid}]: ({user}) LIST ({target})")
    add("ana_start", "anacron[{pid}]: Anacron {ver} started on {date}")
    add("ana_will", "anacron[{pid}]: Will run job `{job}' in {mins} min.")
    add("ana_seq", "anacron[{pid}]: Jobs will be executed sequentially")
    add("ana_job", "anacron[{pid}]: Job `{job}' started")
    add("ana_upd", "anacron[{pid}]: Updated timestamp for job `{job}' to {date}")
    add("ana_term", "anacron[{pid}]: Job `{job}' terminated")
    add("ana_term_mail", "anacron[{pid}]: Job `{job}' terminated (mailing output)")
    add("ana_term_exit", "anacron[{pid}]: Job `{job}' terminated (exit status: {rc}) (mailing output)")
    add("ana_nosendmail", "anacron[{pid}]: Can't find sendmail at /usr/sbin/sendmail, not mailing output")
    add("ana_exit1", "anacron[{pid}]: Normal exit ({n} job run)")
    add("ana_exitn", "anacron[{pid}]: Normal exit ({n} jobs run)")
    add("ana_locked", "anacron[{pid}]: Job `{job}' locked by another anacron - skipping")

    hosts = []
    for name in rng.sample(_CRON_HOSTS, 8):
        jobs = rng.sample(_CRON_JOBS[1:], rng.randint(4, 9))
        jobs.insert(0, _CRON_JOBS[0])
        users = sorted({u for u, _, _ in jobs if u in ("deploy", "jkraus", "backup", "postgres", "git", "www-data")}) or ["deploy"]
        hosts.append({"name": name, "cron": rng.randint(480, 1300), "next": rng.randint(2000, 60000),
                      "jobs": Pool(rng, jobs, 1.1), "users": users,
                      "crond": Pool(rng, rng.sample(_CRON_D, 5), 1.0)})
    host_pool = Pool(rng, hosts, 0.8)
    ana_ver = rng.choice(["2.3", "2.3"])

    def use(h):
        c.ctx = {"host": h["name"]}

    def newpid(h, span=(3, 900)):
        h["next"] += rng.randint(*span)
        if h["next"] > 4194000:
            h["next"] = rng.randint(300, 5000)
        return h["next"]

    def date():
        return f"{c.t:%Y-%m-%d}"

    def on_the_minute():
        # cron fires jobs right after the minute boundary
        if c.t.second + c.t.microsecond / 1e6 > 1.6:
            c.adv(60 - c.t.second - c.t.microsecond / 1e6 + rng.uniform(0.0, 1.2))

    def job_group(rng, c, extra=None):
        on_the_minute()
        h = host_pool(rng)
        use(h)
        user, uid, cmd = h["jobs"](rng)
        p = newpid(h)
        c.emit("open", pid=p, user=user, uid=uid, byuid=0)
        c.emit("cmd", pid=p + 1, user=user, cmd=cmd)
        h["next"] += 1
        if extra:
            extra(h, p, user)
        c.adv(rng.choice([0.02, 0.05, 0.3, 1.2, 4, 15, 70]) * rng.uniform(0.5, 1.5))
        c.emit("close", pid=p, user=user)

    def ev_job(rng, c):
        job_group(rng, c)

    def ev_job_nomta(rng, c):
        job_group(rng, c, lambda h, p, u: (c.adv(rng.uniform(0.1, 30)), c.emit("nomta", pid=p)))

    def ev_job_fail(rng, c):
        def ex(h, p, u):
            c.adv(rng.uniform(0.1, 40))
            c.emit("grandchild", pid=p, gpid=p + 1, rc=rng.choice([1, 1, 1, 2, 127, 126, 255]))
        job_group(rng, c, ex)

    def ev_job_mail(rng, c):
        def ex(h, p, u):
            c.adv(rng.uniform(0.1, 20))
            c.emit("mail", pid=p, user=u, n=rng.randint(40, 9000), status=rng.choice(["004b", "0044", "00ff", "0001"]))
        job_group(rng, c, ex)

    def ev_ana_hourly(rng, c):
        h = host_pool(rng)
        use(h)
        p = newpid(h)
        c.emit("ana_start", pid=p, ver=ana_ver, date=date())
        c.adv(rng.uniform(0.001, 0.02))
        c.emit("ana_exitn", pid=p, n=0)

    def ana_daily(rng, c, term):
        h = host_pool(rng)
        use(h)
        p = newpid(h)
        jobs = [("cron.daily", 5)]
        if rng.random() < 0.18:
            jobs.append(("cron.weekly", 10))
        if rng.random() < 0.05:
            jobs.append(("cron.monthly", 15))
        c.emit("ana_start", pid=p, ver=ana_ver, date=date())
        for j, m in jobs:
            c.emit("ana_will", pid=p, job=j, mins=m)
        c.emit("ana_seq", pid=p)
        for n, (j, m) in enumerate(jobs):
            c.adv(300 if n == 0 else rng.uniform(1, 300))
            c.emit("ana_job", pid=p, job=j)
            c.emit("ana_upd", pid=p, job=j, date=date())
            c.adv(rng.uniform(0.5, 400))
            if n == 0:
                term(p, j)
            else:
                c.emit("ana_term", pid=p, job=j)
        if len(jobs) == 1:
            c.emit("ana_exit1", pid=p, n=1)
        else:
            c.emit("ana_exitn", pid=p, n=len(jobs))

    def ev_ana_daily(rng, c):
        ana_daily(rng, c, lambda p, j: c.emit("ana_term", pid=p, job=j))

    def ev_ana_daily_mail(rng, c):
        ana_daily(rng, c, lambda p, j: c.emit("ana_term_mail", pid=p, job=j))

    def ev_ana_daily_fail(rng, c):
        def term(p, j):
            c.emit("ana_term_exit", pid=p, job=j, rc=rng.choice([1, 1, 2, 127]))
            c.emit("ana_nosendmail", pid=p)
        ana_daily(rng, c, term)

    def ev_ana_locked(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("ana_locked", pid=newpid(h), job=rng.choice(["cron.daily", "cron.daily", "cron.weekly"]))

    def ev_reload_user(rng, c):
        h = host_pool(rng)
        use(h)
        u = rng.choice(h["users"] + ["root"])
        c.emit("reload_user", pid=h["cron"], user=u, user2=u)

    def ev_reload_sys(rng, c):
        h = host_pool(rng)
        use(h)
        n = h["crond"](rng)
        c.emit("reload_sys", pid=h["cron"], name=n, name2=n)

    def ev_crontab_edit(rng, c):
        h = host_pool(rng)
        use(h)
        editor = rng.choice(h["users"] + ["root", "root"])
        target = editor if editor != "root" or rng.random() < 0.6 else rng.choice(h["users"])
        p = newpid(h)
        c.emit("ct_begin", pid=p, user=editor, target=target)
        c.adv(rng.uniform(8, 400))
        c.emit("ct_replace", pid=p, user=editor, target=target)
        c.emit("ct_end", pid=p, user=editor, target=target)
        c.adv(60 - c.t.second + 1 + rng.uniform(0, 0.3))
        c.emit("reload_user", pid=h["cron"], user=target, user2=target)

    def ev_crontab_list(rng, c):
        h = host_pool(rng)
        use(h)
        u = rng.choice(h["users"] + ["root"])
        c.emit("ct_list", pid=newpid(h), user=u, target=u)

    def cron_start(rng, c, key):
        h = host_pool(rng)
        use(h)
        h["cron"] = newpid(h) if key == "skipreboot" else rng.randint(450, 1300)
        c.emit("pidfile", pid=h["cron"], fd=3)
        c.emit(key, pid=h["cron"])

    def ev_cron_restart(rng, c):
        cron_start(rng, c, "skipreboot")

    def ev_cron_boot(rng, c):
        cron_start(rng, c, "reboot")

    def ev_orphan(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("orphan", pid=h["cron"], user=rng.choice(["olduser", "tmpadmin", "contractor1", "bjorn", "test"]))

    def ev_death(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("death", pid=newpid(h), opid=h["cron"])

    def ev_badmin(rng, c):
        h = host_pool(rng)
        use(h)
        n = rng.choice(["backup-nightly", "custom-jobs", "myjob", "cleanup_tmp"])
        c.emit("badmin", pid=h["cron"], path="/etc/cron.d/" + n)
        c.emit("syntax", pid=h["cron"], name=n)

    def ev_insecure(rng, c):
        h = host_pool(rng)
        use(h)
        n = rng.choice(["backup-nightly", "php", "deploy-hooks", "certbot"])
        c.emit("insecure", pid=h["cron"], name=n, path="/etc/cron.d/" + n)

    def ev_owner(rng, c):
        h = host_pool(rng)
        use(h)
        n = rng.choice(["backup-nightly", "deploy-hooks", "gitlab", "sync"])
        c.emit("owner", pid=h["cron"], name=n, path="/etc/cron.d/" + n)

    events = [
        ("job", 40, ev_job, False),
        ("ana_hourly", 7, ev_ana_hourly, False),
        ("job_nomta", 3, ev_job_nomta, False),
        ("reload_user", 1.6, ev_reload_user, True),
        ("ana_daily", 1.3, ev_ana_daily, False),
        ("reload_sys", 0.9, ev_reload_sys, True),
        ("crontab_list", 0.8, ev_crontab_list, True),
        ("crontab_edit", 0.7, ev_crontab_edit, False),
        ("job_fail", 0.5, ev_job_fail, False),
        ("ana_daily_mail", 0.35, ev_ana_daily_mail, False),
        ("cron_restart", 0.3, ev_cron_restart, False),
        ("ana_daily_fail", 0.25, ev_ana_daily_fail, False),
        ("ana_locked", 0.25, ev_ana_locked, True),
        ("cron_boot", 0.2, ev_cron_boot, False),
        ("job_mail", 0.2, ev_job_mail, False),
        ("orphan", 0.2, ev_orphan, True),
        ("insecure", 0.15, ev_insecure, True),
        ("owner", 0.15, ev_owner, True),
        ("badmin", 0.15, ev_badmin, False),
        ("death", 0.12, ev_death, True),
    ]
    return run(c, events, mean_gap=25.0, avg_rows=2.9)


def make_cron_anacron(rng: random.Random) -> list[dict[str, str]]:
    return build(rng, _cron_setup)


# --------------------------------------------------------------------------
# 3. SELinux records in /var/log/audit/audit.log
# --------------------------------------------------------------------------
def _hdr_audit(c: Corpus) -> dict:
    return {}


def _proctitle(argv: list[str]) -> str:
    raw = "\0".join(argv)
    if any(ch == '"' or ord(ch) < 0x21 or ord(ch) > 0x7E for ch in raw):
        return raw.encode().hex().upper()
    return '"' + raw + '"'


# comm, exe, domain, uid, gid, argv, cwd, level
_SE_PROCS = {
    "httpd": ("httpd", "/usr/sbin/httpd", "httpd_t", 48, 48, ["/usr/sbin/httpd", "-DFOREGROUND"], "/"),
    "php-fpm": ("php-fpm", "/usr/sbin/php-fpm", "httpd_t", 48, 48, ["php-fpm: pool www"], "/"),
    "nginx": ("nginx", "/usr/sbin/nginx", "httpd_t", 993, 990, ["nginx: worker process"], "/"),
    "postgres": ("postgres", "/usr/bin/postgres", "postgresql_t", 26, 26,
                 ["/usr/bin/postgres", "-D", "/var/lib/pgsql/data"], "/var/lib/pgsql/data"),
    "mysqld": ("mysqld", "/usr/libexec/mysqld", "mysqld_t", 27, 27,
               ["/usr/libexec/mysqld", "--basedir=/usr"], "/"),
    "sshd": ("sshd", "/usr/sbin/sshd", "sshd_t", 0, 0, ["sshd: admin [priv]"], "/"),
    "smbd": ("smbd", "/usr/sbin/smbd", "smbd_t", 0, 0, ["/usr/sbin/smbd", "--foreground", "--no-process-group"], "/"),
    "named": ("isc-net-0000", "/usr/sbin/named", "named_t", 25, 25,
              ["/usr/sbin/named", "-u", "named", "-c", "/etc/named.conf"], "/"),
    "logrotate": ("logrotate", "/usr/sbin/logrotate", "logrotate_t", 0, 0,
                  ["/usr/sbin/logrotate", "/etc/logrotate.conf"], "/"),
    "zabbix": ("zabbix_agentd", "/usr/sbin/zabbix_agentd", "zabbix_agent_t", 997, 994,
               ["/usr/sbin/zabbix_agentd", "-c", "/etc/zabbix/zabbix_agentd.conf"], "/"),
    "java": ("java", "/usr/lib/jvm/java-17-openjdk-17.0.9.0.9-2.el9.x86_64/bin/java", "tomcat_t", 91, 91,
             ["/usr/lib/jvm/jre/bin/java", "-Djava.util.logging.config.file=/usr/share/tomcat/conf/logging.properties",
              "org.apache.catalina.startup.Bootstrap", "start"], "/"),
    "chronyd": ("chronyd", "/usr/sbin/chronyd", "chronyd_t", 994, 992, ["/usr/sbin/chronyd", "-F", "2"], "/"),
    "rsync": ("rsync", "/usr/bin/rsync", "rsync_t", 0, 0, ["/usr/bin/rsync", "--daemon", "--no-detach"], "/"),
    "snmpd": ("snmpd", "/usr/sbin/snmpd", "snmpd_t", 0, 0, ["/usr/sbin/snmpd", "-LS0-6d", "-f"], "/"),
    "smtpd": ("smtpd", "/usr/libexec/postfix/smtpd", "postfix_smtpd_t", 89, 89, ["smtpd", "-n", "smtp", "-t", "inet", "-u"],
              "/var/spool/postfix"),
    "container": ("nginx", "/usr/sbin/nginx", "container_t", 101, 101, ["nginx: master process nginx -g daemon off;"], "/"),
}


def _selinux_setup(rng: random.Random) -> Corpus:
    c = Corpus(rng, "selinux_avc", _hdr_audit)
    M = "msg=audit({ts}:{serial}): "
    AVC = ("type=AVC " + M + "avc:  denied  {{ {perms} }} for  pid={pid} comm=\"{comm}\" ")
    TAIL = "scontext={scontext} tcontext={tcontext} tclass={tclass} permissive={permissive}"

    def add(key, fmt):
        c.add(key, "-", fmt)

    add("avc_name", AVC + "name=\"{name}\" dev=\"{dev}\" ino={ino} " + TAIL)
    add("avc_path", AVC + "path=\"{path}\" dev=\"{dev}\" ino={ino} " + TAIL)
    add("avc_ioctl", AVC + "path=\"{path}\" dev=\"{dev}\" ino={ino} ioctlcmd={ioctl} " + TAIL)
    add("avc_sock", AVC + "path=\"{path}\" " + TAIL)
    add("avc_bare", AVC + TAIL)
    add("avc_cap", AVC + "capability={cap}  " + TAIL)
    add("avc_dest", AVC + "dest={port} " + TAIL)
    add("avc_src", AVC + "src={port} " + TAIL)
    add("avc_node", AVC + "saddr={saddr} src={port} " + TAIL)
    add("avc_kmod", AVC + "kmod=\"{kmod}\" " + TAIL)
    add("avc_granted", "type=AVC " + M + "avc:  granted  {{ {perms} }} for  pid={pid} comm=\"{comm}\" "
        "scontext={scontext} tcontext={tcontext} tclass={tclass}")
    add("syscall", "type=SYSCALL " + M + "arch={arch} syscall={sc} success={success} exit={exit} a0={a0} a1={a1} "
        "a2={a2} a3={a3} items={items} ppid={ppid} pid={pid} auid={auid} uid={uid} gid={gid} euid={euid} "
        "suid={suid} fsuid={fsuid} egid={egid} sgid={sgid} fsgid={fsgid} tty={tty} ses={ses} comm=\"{comm}\" "
        "exe=\"{exe}\" subj={subj} key={key}")
    add("cwd", "type=CWD " + M + "cwd=\"{cwd}\"")
    add("path", "type=PATH " + M + "item={item} name=\"{name}\" inode={inode} dev={dev} mode={mode} ouid={ouid} "
        "ogid={ogid} rdev={rdev} obj={obj} nametype={nametype} cap_fp={cap_fp} cap_fi={cap_fi} cap_fe={cap_fe} "
        "cap_fver={cap_fver} cap_frootid={cap_frootid}")
    add("proctitle", "type=PROCTITLE " + M + "proctitle={title}")
    add("sockaddr", "type=SOCKADDR " + M + "saddr={saddr}")
    UA = "type=USER_AVC " + M + "pid={upid} uid={uuid} auid={auid} ses={ses} subj={subj} msg='avc:  "
    UTAIL = "  exe=\"{exe}\" sauid={sauid} hostname=? addr=? terminal=?'"
    add("uavc_dbus", UA + "denied  {{ {perms} }} for msgtype={mtype} interface={iface} member={member} dest={dest} "
        "spid={spid} tpid={tpid} scontext={scontext} tcontext={tcontext} tclass={tclass} permissive={permissive}" + UTAIL)
    add("uavc_unit", UA + "denied  {{ {perms} }} for auid={a2} uid={u2} gid={g2} path=\"{path}\" cmdline=\"{cmdline}\" "
        "scontext={scontext} tcontext={tcontext} tclass={tclass} permissive={permissive}" + UTAIL)
    add("uavc_system", UA + "denied  {{ {perms} }} for auid={a2} uid={u2} gid={g2} cmdline=\"{cmdline}\" "
        "scontext={scontext} tcontext={tcontext} tclass={tclass} permissive={permissive}" + UTAIL)
    add("uavc_enforce", UA + "received setenforce notice (enforcing={enforcing})" + UTAIL)
    add("umac_load", "type=USER_MAC_POLICY_LOAD " + M + "pid={upid} uid={uuid} auid={auid} ses={ses} subj={subj} "
        "msg='avc:  received policyload notice (seqno={seqno})" + UTAIL)
    add("mac_load", "type=MAC_POLICY_LOAD " + M + "auid={auid} ses={ses} lsm=selinux res={res}")
    add("mac_status", "type=MAC_STATUS " + M + "enforcing={enforcing} old_enforcing={old} auid={auid} ses={ses} "
        "enabled={enabled} old-enabled={oldenabled} lsm=selinux res={res}")
    add("mac_config", "type=MAC_CONFIG_CHANGE " + M + "bool={bool} val={val} old_val={oldval} auid={auid} ses={ses}")
    add("seerr_sid", "type=SELINUX_ERR " + M + "op=security_compute_sid invalid_context=\"{ctx}\" for "
        "scontext={scontext} tcontext={tcontext} tclass={tclass}")
    add("seerr_bounded", "type=SELINUX_ERR " + M + "op=security_bounded_transition seresult=denied "
        "oldcontext={old} newcontext={new}")
    add("role_change", "type=USER_ROLE_CHANGE " + M + "pid={upid} uid={uuid} auid={auid} ses={ses} subj={subj} "
        "msg='pam: default-context={dctx} selected-context={sctx} exe=\"{exe}\" hostname={rhost} addr={raddr} "
        "terminal={term} res={result}'")
    SV = (M + "pid={upid} uid={uuid} auid={auid} ses={ses} subj={subj} msg='unit={unit} comm=\"{ucomm}\" "
          "exe=\"{exe}\" hostname=? addr=? terminal=? res={result}'")
    add("svc_start", "type=SERVICE_START " + SV)
    add("svc_stop", "type=SERVICE_STOP " + SV)

    # ---- machine state -------------------------------------------------
    st = {"serial": rng.randint(800, 90000), "seq": rng.randint(2, 9), "enforcing": 1, "ses": rng.randint(1, 40),
          "pids": {}, "cmcs": "c12,c587", "container_mcs": [f"c{rng.randrange(1024)},c{rng.randrange(1024)}" for _ in range(6)]}
    proc_pool = Pool(rng, list(_SE_PROCS), 1.0)
    permissive_domains = set(rng.sample(list(_SE_PROCS), 2))
    admins = Pool(rng, [(1000, "unconfined_u:unconfined_r:unconfined_t:s0-s0:c0.c1023"),
                        (1001, "unconfined_u:unconfined_r:unconfined_t:s0-s0:c0.c1023"),
                        (1003, "staff_u:sysadm_r:sysadm_t:s0-s0:c0.c1023")], 1.2)

    def new_event(step=None):
        st["serial"] += step if step else rng.randint(1, 60)
        c.ctx = {"ts": f"{epoch(c.t):.3f}", "serial": st["serial"]}

    def subj_of(key):
        comm, exe, dom, uid, gid, argv, cwd = _SE_PROCS[key]
        if dom == "container_t":
            return f"system_u:system_r:container_t:s0:{st['cmcs']}"
        if dom == "sshd_t":
            return "system_u:system_r:sshd_t:s0-s0:c0.c1023"
        return f"system_u:system_r:{dom}:s0"

    def pid_of(key):
        if key not in st["pids"] or rng.random() < 0.15:
            st["pids"][key] = rng.randint(700, 250000)
            if key == "container":
                st["cmcs"] = rng.choice(st["container_mcs"])
        return st["pids"][key]

    def perm_val(key):
        return 1 if key in permissive_domains or st["enforcing"] == 0 else 0

    def syscall(key, nr, pid, perm, exit_ok, items=0, args=None, success=None, comm=None, uid=None,
                subj=None, exe=None, tty="(none)", auid=4294967295, ses=4294967295):
        pc = _SE_PROCS.get(key)
        if pc:
            comm = comm or pc[0]
            exe = exe or pc[1]
            uid = pc[3] if uid is None else uid
            gid = pc[4]
        else:
            gid = uid
        ok = (perm == 1) if success is None else success
        a = args or [("ffffff9c" if nr in (257, 262, 83) else hexs(rng, rng.choice([2, 12])).lstrip("0") or "3"), hexs(rng, 12).lstrip("0") or "1",
                     rng.choice(["0", "80000", "241", "1b6", "a"]), rng.choice(["0", "0", "1", "7fff" + hexs(rng, 8)])]
        c.emit("syscall", arch="c000003e", sc=nr, success="yes" if ok else "no",
               exit=exit_ok if ok else -13, a0=a[0], a1=a[1], a2=a[2], a3=a[3], items=items,
               ppid=rng.choice([1, 1, 1, pid - rng.randint(1, 50)]), pid=pid, auid=auid, uid=uid, gid=gid,
               euid=uid, suid=uid, fsuid=uid, egid=gid, sgid=gid, fsgid=gid, tty=tty, ses=ses, comm=comm,
               exe=exe, subj=subj or subj_of(key), key="(null)")

    def proctitle(argv):
        c.emit("proctitle", title=_proctitle(argv))

    FILE_TARGETS = {
        "httpd": [("read", "file", "/var/www/html/index.html", "user_home_t", 257),
                  ("getattr", "file", "/var/www/html/wp-config.php", "user_home_t", 262),
                  ("write", "dir", "/var/www/html/uploads", "httpd_sys_content_t", 257),
                  ("read", "file", "/srv/web/assets/site.css", "var_t", 257)],
        "php-fpm": [("write", "dir", "/var/www/html/wp-content/cache", "httpd_sys_content_t", 257),
                    ("read", "file", "/home/deploy/app/.env", "user_home_t", 257),
                    ("add_name", "dir", "/var/www/nextcloud/data", "httpd_sys_content_t", 83)],
        "nginx": [("read", "file", "/srv/www/index.html", "var_t", 257),
                  ("search", "dir", "/home/alice", "user_home_dir_t", 262),
                  ("read", "lnk_file", "/etc/nginx/sites-enabled/app.conf", "user_home_t", 257)],
        "postgres": [("read write", "file", "/data/pgsql/16/data/PG_VERSION", "default_t", 257),
                     ("write", "dir", "/data/pgsql/archive", "default_t", 257)],
        "mysqld": [("write", "dir", "/data/mysql", "default_t", 83),
                   ("read", "file", "/etc/my.cnf.d/custom.cnf", "user_tmp_t", 257)],
        "sshd": [("read", "file", "/home/admin/.ssh/authorized_keys", "default_t", 257),
                 ("search", "dir", "/data/home/jsmith", "default_t", 262)],
        "smbd": [("read", "dir", "/srv/share", "default_t", 257),
                 ("getattr", "file", "/srv/share/report.xlsx", "default_t", 262)],
        "named": [("write", "dir", "/var/named", "named_zone_t", 257),
                  ("create", "file", "/var/named/dynamic/tmp-Xq3k1LpA2b", "named_cache_t", 257)],
        "logrotate": [("getattr", "file", "/opt/app/logs/app.log", "usr_t", 262),
                      ("read", "dir", "/opt/app/logs", "usr_t", 257)],
        "zabbix": [("read", "file", "/var/log/messages", "var_log_t", 257),
                   ("getattr", "file", "/run/mysqld/mysqld.pid", "mysqld_var_run_t", 262)],
        "java": [("read", "file", "/opt/tomcat/conf/server.xml", "usr_t", 257),
                 ("write", "dir", "/opt/tomcat/temp", "usr_t", 257)],
        "chronyd": [("read", "file", "/etc/chrony.keys.bak", "admin_home_t", 257)],
        "rsync": [("read", "dir", "/home/backup", "user_home_dir_t", 257)],
        "snmpd": [("read", "file", "/proc/net/if_inet6", "proc_net_t", 257)],
        "smtpd": [("read", "file", "/etc/postfix/sasl_passwd.db", "user_home_t", 257)],
        "container": [("read", "file", "/home/dev/site/nginx.conf", "user_home_t", 257),
                      ("write", "dir", "/srv/data/uploads", "var_t", 257)],
    }
    PATH_TARGETS = [
        ("httpd", "execute", "file", "/var/www/cgi-bin/run.sh", "httpd_sys_content_t", 59, "dm-0"),
        ("httpd", "map", "file", "/var/www/html/vendor/bin/libphp-ext.so", "httpd_sys_content_t", 9, "dm-0"),
        ("php-fpm", "execute_no_trans", "file", "/usr/local/bin/wkhtmltopdf", "usr_t", 59, "dm-0"),
        ("sshd", "getattr", "file", "/home/admin/.ssh/authorized_keys", "default_t", 262, "dm-2"),
        ("named", "read write", "fifo_file", "pipe:[{n}]", "named_t", 1, "pipefs"),
        ("logrotate", "getattr", "file", "/opt/app/logs/app.log.1", "usr_t", 262, "nvme0n1p3"),
        ("chronyd", "getattr", "chr_file", "/dev/ptp0", "device_t", 262, "devtmpfs"),
        ("java", "write", "sock_file", "socket:[{n}]", "tomcat_t", 1, "sockfs"),
        ("container", "open", "file", "/var/lib/containers/storage/volumes/data/_data/app.db", "container_var_lib_t", 257, "overlay"),
        ("mysqld", "open", "file", "/data/mysql/ibdata1", "default_t", 257, "sdb1"),
    ]
    SOCK_TARGETS = [
        ("httpd", "connectto", "unix_stream_socket", "/var/lib/mysql/mysql.sock", "mysqld_t"),
        ("php-fpm", "connectto", "unix_stream_socket", "/run/postgresql/.s.PGSQL.5432", "postgresql_t"),
        ("container", "connectto", "unix_stream_socket", "/run/docker.sock", "container_runtime_t"),
        ("zabbix", "connectto", "unix_stream_socket", "/run/php-fpm/www.sock", "httpd_t"),
        ("smtpd", "sendto", "unix_dgram_socket", "/dev/log", "syslogd_t"),
    ]
    CAPS = [("dac_override", 1), ("dac_read_search", 2), ("setuid", 7), ("net_admin", 12),
            ("net_raw", 13), ("sys_ptrace", 19), ("sys_resource", 24), ("chown", 0),
            ("fowner", 3), ("kill", 5)]
    DEST = [(5432, "postgresql_port_t"), (3306, "mysqld_port_t"), (6379, "redis_port_t"), (8080, "http_cache_port_t"),
            (443, "http_port_t"), (25, "smtp_port_t"), (389, "ldap_port_t"), (11211, "memcache_port_t"),
            (9200, "wap_wsp_port_t"), (27017, "mongod_port_t"), (8443, "http_port_t"), (53, "dns_port_t")]
    SRC = [(8081, "transproxy_port_t"), (8888, "unreserved_port_t"), (9000, "unreserved_port_t"),
           (5000, "commplex_main_port_t"), (8000, "soundd_port_t"), (10050, "zabbix_agent_port_t"), (3000, "ntop_port_t")]
    dest_pool = Pool(rng, DEST, 1.0)
    src_pool = Pool(rng, SRC, 1.0)
    devs = {"/var/www": "dm-0", "/srv": "dm-3", "/home": "dm-2", "/data": "sdb1", "/opt": "dm-0", "/etc": "dm-0",
            "/var": "dm-0", "/run": "tmpfs", "/proc": "proc"}

    def dev_for(path):
        for pre, d in devs.items():
            if path.startswith(pre):
                return d
        return "dm-0"

    def avc_ctx(key, tgt_type):
        return subj_of(key), f"{'unconfined_u' if tgt_type.endswith('home_t') else 'system_u'}:object_r:{tgt_type}:s0"

    def path_records(pid, path, tcon, items_name):
        c.emit("cwd", cwd=_SE_PROCS_CWD(pid))
        c.emit("path", item=0, name=items_name, inode=rng.randint(1000, 40000000), dev=rng.choice(["fd:00", "fd:02", "103:03", "08:11"]),
               mode=rng.choice(["0100644", "0100640", "040755", "0100600", "040775"]), ouid=rng.choice([0, 0, 48, 1000]),
               ogid=rng.choice([0, 0, 48, 1000]), rdev="00:00", obj=tcon, nametype="NORMAL", cap_fp=0, cap_fi=0,
               cap_fe=0, cap_fver=0, cap_frootid=0)

    def _SE_PROCS_CWD(pid):
        return rng.choice(["/", "/", "/", "/var/www/html", "/root", "/var/lib/pgsql"])

    def ev_avc_name(rng, c):
        key = proc_pool(rng)
        perms, tclass, path, ttype, nr = rng.choice(FILE_TARGETS[key])
        pid = pid_of(key)
        perm = perm_val(key)
        scon, tcon = avc_ctx(key, ttype)
        new_event()
        name = path.rsplit("/", 1)[1]
        c.emit("avc_name", perms=perms, pid=pid, comm=_SE_PROCS[key][0], name=name, dev=dev_for(path),
               ino=rng.randint(100, 30000000), scontext=scon, tcontext=tcon, tclass=tclass, permissive=perm)
        with_path = c.opt(0.45)
        syscall(key, nr, pid, perm, 3 + rng.randint(0, 40), items=1 if with_path else 0)
        if with_path:
            path_records(pid, path, tcon, path)
        proctitle(_SE_PROCS[key][5])

    def ev_avc_path(rng, c):
        key, perms, tclass, path, ttype, nr, dev = rng.choice(PATH_TARGETS)
        pid = pid_of(key)
        perm = perm_val(key)
        scon, tcon = avc_ctx(key, ttype)
        if "[" in path:
            path = path.format(n=rng.randint(20000, 9000000))
            tcon = scon
        new_event()
        c.emit("avc_path", perms=perms, pid=pid, comm=_SE_PROCS[key][0], path=path, dev=dev,
               ino=rng.randint(100, 30000000), scontext=scon, tcontext=tcon, tclass=tclass, permissive=perm)
        syscall(key, nr, pid, perm, 0)
        proctitle(_SE_PROCS[key][5])

    def ev_avc_ioctl(rng, c):
        key = rng.choice(["logrotate", "zabbix", "rsync", "java"])
        pid = pid_of(key)
        perm = perm_val(key)
        path = rng.choice(["/opt/app/logs/app.log", "/var/log/app/worker.log", "/dev/pts/0", "/srv/backup/state.json"])
        ttype = "devpts_t" if path.startswith("/dev/pts") else rng.choice(["usr_t", "var_log_t", "default_t"])
        scon, tcon = avc_ctx(key, ttype)
        new_event()
        c.emit("avc_ioctl", perms="ioctl", pid=pid, comm=_SE_PROCS[key][0], path=path,
               dev="devpts" if "pts" in path else dev_for(path), ino=rng.randint(3, 9000000),
               ioctl=rng.choice(["0x5401", "0x5401", "0x5413", "0x6611"]), scontext=scon, tcontext=tcon,
               tclass="chr_file" if "pts" in path else "file", permissive=perm)
        syscall(key, 16, pid, perm, 0)
        proctitle(_SE_PROCS[key][5])

    def ev_avc_sock(rng, c):
        key, perms, tclass, path, ttype = rng.choice(SOCK_TARGETS)
        pid = pid_of(key)
        perm = perm_val(key)
        scon = subj_of(key)
        tcon = f"system_u:system_r:{ttype}:s0"
        new_event()
        c.emit("avc_sock", perms=perms, pid=pid, comm=_SE_PROCS[key][0], path=path, scontext=scon, tcontext=tcon,
               tclass=tclass, permissive=perm)
        syscall(key, 42 if "connect" in perms else 44, pid, perm, 0)
        c.emit("sockaddr", saddr="0100" + path.encode().hex().upper())
        proctitle(_SE_PROCS[key][5])

    def ev_avc_cap(rng, c):
        key = proc_pool(rng)
        perms, cap = rng.choice(CAPS)
        pid = pid_of(key)
        perm = perm_val(key)
        scon = subj_of(key)
        new_event()
        c.emit("avc_cap", perms=perms, pid=pid, comm=_SE_PROCS[key][0], cap=cap, scontext=scon, tcontext=scon,
               tclass="capability", permissive=perm)
        syscall(key, rng.choice([257, 262, 105, 54, 92]), pid, perm, 0)
        proctitle(_SE_PROCS[key][5])

    def net_event(key_avc, pool, nr, rng):
        key = rng.choice(["httpd", "php-fpm", "nginx", "java", "zabbix", "container", "smtpd", "named"])
        port, ptype = pool(rng)
        pid = pid_of(key)
        perm = perm_val(key)
        scon = subj_of(key)
        new_event()
        sockcls = "udp_socket" if port in (53,) else "tcp_socket"
        c.emit(key_avc, perms="name_connect" if nr == 42 else "name_bind", pid=pid, comm=_SE_PROCS[key][0],
               port=port, scontext=scon, tcontext=f"system_u:object_r:{ptype}:s0", tclass=sockcls, permissive=perm)
        syscall(key, nr, pid, perm, 0, args=[hexs(rng, 2).lstrip("0") or "3", "7ff" + hexs(rng, 9), "10", "0"])
        ip = rng.choice(["7F000001", "0A000A14", "C0A80A1E", "0A01020B", "00000000"])
        c.emit("sockaddr", saddr=f"0200{port:04X}{ip}0000000000000000")
        proctitle(_SE_PROCS[key][5])

    def ev_avc_dest(rng, c):
        net_event("avc_dest", dest_pool, 42, rng)

    def ev_avc_src(rng, c):
        net_event("avc_src", src_pool, 49, rng)

    def ev_avc_node(rng, c):
        key = rng.choice(["java", "container", "httpd"])
        pid = pid_of(key)
        perm = perm_val(key)
        scon = subj_of(key)
        new_event()
        c.emit("avc_node", perms="node_bind", pid=pid, comm=_SE_PROCS[key][0],
               saddr=rng.choice(["127.0.0.1", "::1", "0.0.0.0", "10.0.10.20"]), port=rng.choice([8080, 8443, 9090, 161]),
               scontext=scon, tcontext=rng.choice(["system_u:object_r:lo_node_t:s0", "system_u:object_r:node_t:s0"]),
               tclass="tcp_socket", permissive=perm)
        syscall(key, 49, pid, perm, 0)
        proctitle(_SE_PROCS[key][5])

    def ev_avc_bare(rng, c):
        key = proc_pool(rng)
        pid = pid_of(key)
        perm = perm_val(key)
        scon = subj_of(key)
        perms, tgt, nr = rng.choice([("execmem", scon, 9), ("execmem", scon, 10), ("execstack", scon, 10),
                                     ("signull", "system_u:system_r:unconfined_service_t:s0", 62),
                                     ("sigkill", "system_u:system_r:init_t:s0", 62), ("setrlimit", scon, 160),
                                     ("setsched", scon, 144)])
        new_event()
        c.emit("avc_bare", perms=perms, pid=pid, comm=_SE_PROCS[key][0], scontext=scon, tcontext=tgt,
               tclass="process", permissive=perm)
        syscall(key, nr, pid, perm, 0)
        proctitle(_SE_PROCS[key][5])

    def ev_avc_kmod(rng, c):
        key = rng.choice(["httpd", "named", "snmpd", "zabbix", "chronyd"])
        pid = pid_of(key)
        perm = perm_val(key)
        new_event()
        c.emit("avc_kmod", perms="module_request", pid=pid, comm=_SE_PROCS[key][0],
               kmod=rng.choice(["net-pf-10", "netdev-bond0", "net-pf-40", "nf_conntrack_ftp", "fs-nfs4", "net-pf-31-proto-2"]),
               scontext=subj_of(key), tcontext="system_u:system_r:kernel_t:s0", tclass="system", permissive=perm)
        syscall(key, rng.choice([41, 16]), pid, perm, 0)
        proctitle(_SE_PROCS[key][5])

    DBUS = [("org.freedesktop.DBus.Properties", "GetAll", "org.freedesktop.NetworkManager", "NetworkManager_t"),
            ("org.freedesktop.login1.Manager", "Inhibit", "org.freedesktop.login1", "systemd_logind_t"),
            ("org.freedesktop.systemd1.Manager", "GetUnit", "org.freedesktop.systemd1", "init_t"),
            ("org.freedesktop.PolicyKit1.Authority", "CheckAuthorization", "org.freedesktop.PolicyKit1", "policykit_t"),
            ("org.freedesktop.hostname1", "SetStaticHostname", "org.freedesktop.hostname1", "systemd_hostnamed_t"),
            ("org.freedesktop.DBus.Properties", "Get", "org.freedesktop.timedate1", "systemd_timedated_t")]
    dbus_pool = Pool(rng, DBUS, 1.0)
    dbus_pid = rng.randint(700, 1100)

    def ev_uavc_dbus(rng, c):
        iface, member, dest, tdom = dbus_pool(rng)
        key = rng.choice(["zabbix", "java", "snmpd", "httpd", "chronyd"])
        new_event()
        c.emit("uavc_dbus", upid=dbus_pid, uuid=81, auid=4294967295, ses=4294967295,
               subj="system_u:system_r:system_dbusd_t:s0-s0:c0.c1023", perms="send_msg", mtype="method_call",
               iface=iface, member=member, dest=dest, spid=pid_of(key), tpid=rng.randint(600, 2000),
               scontext=subj_of(key), tcontext=f"system_u:system_r:{tdom}:s0", tclass="dbus",
               permissive=perm_val(key), exe="/usr/bin/dbus-broker", sauid=81)

    UNITS = ["httpd", "nginx", "php-fpm", "postgresql", "tomcat", "myapp-worker", "zabbix-agent", "docker"]

    def ev_uavc_unit(rng, c):
        key = rng.choice(["zabbix", "java", "httpd", "rsync"])
        unit = rng.choice(UNITS)
        verb = rng.choice(["start", "stop", "status", "status", "reload"])
        new_event()
        uid = _SE_PROCS[key][3]
        c.emit("uavc_unit", upid=1, uuid=0, auid=4294967295, ses=4294967295, subj="system_u:system_r:init_t:s0",
               perms=verb, a2=4294967295, u2=uid, g2=uid, path=f"/usr/lib/systemd/system/{unit}.service",
               cmdline=f"/usr/bin/systemctl {'restart' if verb == 'start' else verb} {unit}", scontext=subj_of(key),
               tcontext=f"system_u:object_r:{unit.split('-')[0]}_unit_file_t:s0", tclass="service",
               permissive=perm_val(key), exe="/usr/lib/systemd/systemd", sauid=0)

    def ev_uavc_system(rng, c):
        key = rng.choice(["zabbix", "snmpd", "java"])
        verb = rng.choice(["status", "status", "reload", "start"])
        uid = _SE_PROCS[key][3]
        new_event()
        c.emit("uavc_system", upid=1, uuid=0, auid=4294967295, ses=4294967295, subj="system_u:system_r:init_t:s0",
               perms=verb, a2=4294967295, u2=uid, g2=uid,
               cmdline=rng.choice(["/usr/bin/systemctl is-system-running", "/usr/bin/systemctl list-units --type=service",
                                   "/usr/bin/systemctl daemon-reload"]),
               scontext=subj_of(key), tcontext="system_u:system_r:init_t:s0", tclass="system",
               permissive=perm_val(key), exe="/usr/lib/systemd/systemd", sauid=0)

    def ev_policy_load(rng, c):
        uid, ctx = admins(rng)
        st["seq"] += 1
        new_event()
        c.emit("mac_load", auid=uid, ses=st["ses"], res=1)
        pid = rng.randint(5000, 300000)
        syscall(None, 1, pid, 1, rng.randint(3000000, 9000000), success=True, comm="load_policy",
                exe="/usr/sbin/load_policy", uid=0, subj=ctx.replace("unconfined_t", "load_policy_t").replace("sysadm_t", "load_policy_t"),
                tty="pts0", auid=uid, ses=st["ses"])
        proctitle(["/sbin/load_policy"])
        c.adv(rng.uniform(0.01, 0.2))
        new_event(1)
        c.emit("umac_load", upid=1, uuid=0, auid=4294967295, ses=4294967295, subj="system_u:system_r:init_t:s0",
               seqno=st["seq"], exe="/usr/lib/systemd/systemd", sauid=0)
        new_event(rng.randint(1, 3))
        c.emit("umac_load", upid=dbus_pid, uuid=81, auid=4294967295, ses=4294967295,
               subj="system_u:system_r:system_dbusd_t:s0-s0:c0.c1023", seqno=st["seq"], exe="/usr/bin/dbus-broker", sauid=81)

    def ev_setenforce(rng, c):
        uid, ctx = admins(rng)
        old = st["enforcing"]
        new = 1 - old if rng.random() < 0.9 else old
        st["enforcing"] = new
        pid = rng.randint(5000, 300000)
        new_event()
        c.emit("avc_granted", perms="setenforce", pid=pid, comm="setenforce", scontext=ctx,
               tcontext="system_u:object_r:security_t:s0", tclass="security")
        c.emit("mac_status", enforcing=new, old=old, auid=uid, ses=st["ses"], enabled=1, oldenabled=1, res=1)
        syscall(None, 1, pid, 1, 1, success=True, comm="setenforce", exe="/usr/sbin/setenforce", uid=0, subj=ctx,
                tty="pts0", auid=uid, ses=st["ses"])
        proctitle(["setenforce", str(new)])
        new_event(1)
        c.emit("uavc_enforce", upid=1, uuid=0, auid=4294967295, ses=4294967295, subj="system_u:system_r:init_t:s0",
               enforcing=new, exe="/usr/lib/systemd/systemd", sauid=0)

    def ev_setsebool(rng, c):
        uid, ctx = admins(rng)
        pid = rng.randint(5000, 300000)
        b = rng.choice(["httpd_can_network_connect", "httpd_can_network_connect_db", "httpd_unified",
                        "samba_export_all_rw", "use_nfs_home_dirs", "httpd_execmem", "nis_enabled"])
        v = rng.choice([1, 1, 0])
        new_event()
        c.emit("mac_config", bool=b, val=v, oldval=1 - v, auid=uid, ses=st["ses"])
        syscall(None, 1, pid, 1, 2, success=True, comm="setsebool", exe="/usr/sbin/setsebool", uid=0,
                subj=ctx.replace("unconfined_t", "setsebool_t"), tty="pts0", auid=uid, ses=st["ses"])
        proctitle(["setsebool", "-P", b, str(v)])

    def ev_seerr_sid(rng, c):
        key = rng.choice(["httpd", "java", "container"])
        pid = pid_of(key)
        new_event()
        c.emit("seerr_sid", ctx=rng.choice(["system_u:system_r:myapp_t:s0", "unconfined_u:system_r:httpd_sys_script_t:s0",
                                            "system_u:object_r:tomcat_exec_t:s0"]),
               scontext=subj_of(key), tcontext=rng.choice(["system_u:object_r:bin_t:s0", "system_u:object_r:usr_t:s0"]),
               tclass="process")
        syscall(key, 59, pid, 0, 0)
        proctitle(_SE_PROCS[key][5])

    def ev_seerr_bounded(rng, c):
        key = rng.choice(["httpd", "php-fpm"])
        pid = pid_of(key)
        new_event()
        c.emit("seerr_bounded", old=subj_of(key),
               new=rng.choice(["system_u:system_r:httpd_sys_script_t:s0", "system_u:system_r:httpd_php_t:s0"]))
        syscall(key, 59, pid, 1, 0, success=True)
        proctitle(_SE_PROCS[key][5])

    def ev_role(rng, c):
        st["ses"] += rng.randint(1, 4)
        uid, ctx = admins(rng)
        ip = rng.choice(["10.0.5.21", "10.0.5.37", "192.168.100.4", "10.8.0.6"])
        new_event()
        c.emit("role_change", upid=rng.randint(2000, 300000), uuid=0, auid=uid, ses=st["ses"],
               subj="system_u:system_r:sshd_t:s0-s0:c0.c1023", dctx=ctx, sctx=ctx, exe="/usr/sbin/sshd",
               rhost=ip, raddr=ip, term="ssh", result="success")

    SVC_UNITS = [("setroubleshootd", "success"), ("dbus-:1.{n}-org.fedoraproject.SetroubleshootPrivileged@{m}", "success"),
                 ("dbus-:1.{n}-org.fedoraproject.Setroubleshootd@{m}", "success"),
                 ("httpd", "failed")]

    def svc(key, rng):
        u, res = rng.choice(SVC_UNITS)
        new_event()
        c.emit(key, upid=1, uuid=0, auid=4294967295, ses=4294967295, subj="system_u:system_r:init_t:s0",
               unit=u.format(n=rng.randint(2, 30), m=rng.randint(0, 400)), ucomm="systemd",
               exe="/usr/lib/systemd/systemd", result=res if key == "svc_start" else "success")

    events = [
        ("avc_name", 20, ev_avc_name, False),
        ("avc_dest", 9, ev_avc_dest, False),
        ("avc_path", 7, ev_avc_path, False),
        ("svc_start", 6, lambda r, c: svc("svc_start", r), True),
        ("svc_stop", 5, lambda r, c: svc("svc_stop", r), True),
        ("uavc_dbus", 5, ev_uavc_dbus, True),
        ("avc_cap", 4.5, ev_avc_cap, False),
        ("avc_sock", 3, ev_avc_sock, False),
        ("avc_bare", 2.5, ev_avc_bare, False),
        ("role", 2.2, ev_role, True),
        ("uavc_unit", 2, ev_uavc_unit, True),
        ("avc_src", 1.8, ev_avc_src, False),
        ("avc_ioctl", 1.5, ev_avc_ioctl, False),
        ("avc_kmod", 1.2, ev_avc_kmod, False),
        ("uavc_system", 0.9, ev_uavc_system, True),
        ("avc_node", 0.5, ev_avc_node, False),
        ("setsebool", 0.45, ev_setsebool, False),
        ("policy_load", 0.35, ev_policy_load, False),
        ("setenforce", 0.3, ev_setenforce, False),
        ("seerr_sid", 0.15, ev_seerr_sid, False),
        ("seerr_bounded", 0.12, ev_seerr_bounded, False),
    ]
    return run(c, events, mean_gap=95.0, avg_rows=3.0)


def make_selinux_avc(rng: random.Random) -> list[dict[str, str]]:
    return build(rng, _selinux_setup)


# --------------------------------------------------------------------------
# 4. /var/log/cloud-init.log
# --------------------------------------------------------------------------
def _hdr_ci(c: Corpus) -> dict:
    t = c.t
    return {"date": f"{t:%Y-%m-%d}", "hms": f"{t:%H:%M:%S},{t.microsecond // 1000:03d}"}


# module -> (stage, frequency)
_CI_MODS = {
    "seed_random": ("init-network", "once-per-instance"), "bootcmd": ("init-network", "always"),
    "write_files": ("init-network", "once-per-instance"), "growpart": ("init-network", "always"),
    "resizefs": ("init-network", "always"), "disk_setup": ("init-network", "once-per-instance"),
    "mounts": ("init-network", "once-per-instance"), "set_hostname": ("init-network", "once-per-instance"),
    "update_hostname": ("init-network", "always"), "update_etc_hosts": ("init-network", "always"),
    "ca_certs": ("init-network", "once-per-instance"), "rsyslog": ("init-network", "once-per-instance"),
    "users_groups": ("init-network", "once-per-instance"), "ssh": ("init-network", "once-per-instance"),
    "snap": ("modules-config", "once-per-instance"), "ssh_import_id": ("modules-config", "once-per-instance"),
    "keyboard": ("modules-config", "once-per-instance"), "locale": ("modules-config", "once-per-instance"),
    "set_passwords": ("modules-config", "once-per-instance"), "grub_dpkg": ("modules-config", "once-per-instance"),
    "apt_pipelining": ("modules-config", "once-per-instance"), "apt_configure": ("modules-config", "once-per-instance"),
    "ubuntu_pro": ("modules-config", "once-per-instance"), "ntp": ("modules-config", "once-per-instance"),
    "timezone": ("modules-config", "once-per-instance"), "disable_ec2_metadata": ("modules-config", "always"),
    "runcmd": ("modules-config", "once-per-instance"), "byobu": ("modules-config", "once-per-instance"),
    "package_update_upgrade_install": ("modules-final", "once-per-instance"), "fan": ("modules-final", "once-per-instance"),
    "landscape": ("modules-final", "once-per-instance"), "lxd": ("modules-final", "once-per-instance"),
    "ubuntu_drivers": ("modules-final", "once-per-instance"), "write_files_deferred": ("modules-final", "once-per-instance"),
    "puppet": ("modules-final", "once-per-instance"), "chef": ("modules-final", "always"),
    "scripts_vendor": ("modules-final", "once-per-instance"), "scripts_per_once": ("modules-final", "once"),
    "scripts_per_boot": ("modules-final", "always"), "scripts_per_instance": ("modules-final", "once-per-instance"),
    "scripts_user": ("modules-final", "once-per-instance"), "ssh_authkey_fingerprints": ("modules-final", "once-per-instance"),
    "keys_to_console": ("modules-final", "once-per-instance"), "install_hotplug": ("modules-final", "once-per-instance"),
    "phone_home": ("modules-final", "once-per-instance"), "final_message": ("modules-final", "always"),
    "power_state_change": ("modules-final", "once-per-instance"),
}
_CI_CMDS = {
    "growpart": ["['growpart', '--dry-run', '/dev/nvme0n1', '1']", "['growpart', '/dev/nvme0n1', '1']"],
    "resizefs": ["['resize2fs', '/dev/root']"],
    "ssh": ["['ssh-keygen', '-t', 'ed25519', '-N', '', '-f', '/etc/ssh/ssh_host_ed25519_key']",
            "['ssh-keygen', '-t', 'rsa', '-N', '', '-f', '/etc/ssh/ssh_host_rsa_key']",
            "['ssh-keygen', '-t', 'ecdsa', '-N', '', '-f', '/etc/ssh/ssh_host_ecdsa_key']"],
    "locale": ["['locale-gen', 'en_US.UTF-8']", "['update-locale', '--locale-file=/etc/default/locale', 'LANG=C.UTF-8']"],
    "set_hostname": ["['hostnamectl', 'set-hostname', '{hn}']"],
    "update_hostname": ["['hostnamectl', 'set-hostname', '{hn}']"],
    "ntp": ["['systemctl', 'reload-or-restart', 'chrony.service']"],
    "timezone": ["['timedatectl', 'set-timezone', 'Etc/UTC']"],
    "snap": ["['snap', 'wait', 'system', 'seed.loaded']"],
    "package_update_upgrade_install": [
        "['eatmydata', 'apt-get', '--option=Dpkg::Options::=--force-confold', '--option=Dpkg::options::=--force-unsafe-io', "
        "'--assume-yes', '--quiet', 'update']"],
    "keys_to_console": ["['/usr/lib/cloud-init/write-ssh-key-fingerprints', '', 'ssh-dss']"],
    "lxd": ["['lxd', 'waitready', '--timeout=300']"],
    "users_groups": ["['useradd', 'ubuntu', '--comment', 'Ubuntu', '--groups', 'adm,cdrom,dip,lxd,sudo', '--shell', "
                     "'/bin/bash', '-m']", "['passwd', '-l', 'ubuntu']"],
}
_CI_GENERIC_CMDS = [
    "['systemctl', 'daemon-reload']", "['systemd-detect-virt', '--quiet', '--container']", "['ip', '--json', 'addr']",
    "['netplan', 'generate']", "['udevadm', 'settle']", "['blkid', '-tTYPE=vfat', '-odevice']",
    "['blkid', '-tLABEL=CIDATA', '-odevice']", "['lsblk', '--pairs', '--output', 'NAME,TYPE,MOUNTPOINT,FSTYPE']",
    "['udevadm', 'trigger', '--action=add', '--subsystem-match=net']", "['systemctl', 'show', '-p', 'ActiveState', 'sshd.service']",
    "['ip', '-4', 'route', 'show', '0.0.0.0/0']", "['/usr/bin/dpkg-query', '--show', '--showformat=${Version}', 'cloud-init']",
]


def _ci_setup(rng: random.Random) -> Corpus:
    c = Corpus(rng, "cloud_init", _hdr_ci)
    L = "{date} {hms} - "
    LV = {"DEBUG": "DEBUG", "INFO": "INFO", "WARN": "WARNING", "ERROR": "ERROR"}

    def add(key, lvl, mod, msg):
        c.add(key, lvl, L + mod + "[" + LV[lvl] + "]: " + msg)

    D = "DEBUG"
    add("hdr_run", D, "util.py", "Cloud-init v. {ver} running '{mode}' at {wd}, {dd} {mon} {yyyy} {hms2} {tz}. Up {up} seconds.")
    add("no_url", D, "main.py", "No kernel command line url found.")
    add("close_stdin", D, "main.py", "Closing stdin.")
    add("write", D, "util.py", "Writing to {path} - {mode}: [{perm}] {n} bytes")
    add("chown", D, "util.py", "Changing the ownership of {path} to {uid}:{gid}")
    add("remove", D, "util.py", "Attempting to remove {path}")
    add("read", D, "util.py", "Reading from {path} (quiet={quiet})")
    add("read_n", D, "util.py", "Read {n} bytes from {path}")
    add("yaml", D, "util.py", "Attempting to load yaml from string of length {n} with allowed root types {types}")
    add("subp", D, "subp.py", "Running command {argv} with allowed return codes [{codes}] (shell={shell}, capture={capture})")
    add("distro", D, "stages.py", "Using distro class {cls}")
    add("loaded_ds", "INFO", "stages.py", "Loaded datasource {ds} - {dsdesc}")
    add("cache_start", D, "handlers.py", "start: {stage}/check-cache: attempting to read from cache [{mode}]")
    add("cache_none", D, "handlers.py", "finish: {stage}/check-cache: SUCCESS: no cache found")
    add("cache_restored", D, "handlers.py", "finish: {stage}/check-cache: SUCCESS: restored from cache with run check: {ds}")
    add("ds_look", D, "__init__.py", "Looking for data source in: {list}, via packages {pkgs} that matches dependencies {deps}")
    add("ds_search_local", D, "__init__.py", "Searching for local data source in: {list}")
    add("ds_search_net", D, "__init__.py", "Searching for network data source in: {list}")
    add("ds_seeing", D, "__init__.py", "Seeing if we can get any data from {cls}")
    add("hs_local_start", D, "handlers.py", "start: {stage}/search-{dsn}: searching for local data from {dsc}")
    add("hs_net_start", D, "handlers.py", "start: {stage}/search-{dsn}: searching for network data from {dsc}")
    add("hs_local_found", D, "handlers.py", "finish: {stage}/search-{dsn}: SUCCESS: found local data from {dsc}")
    add("hs_net_found", D, "handlers.py", "finish: {stage}/search-{dsn}: SUCCESS: found network data from {dsc}")
    add("hs_local_none", D, "handlers.py", "finish: {stage}/search-{dsn}: SUCCESS: no local data found from {dsc}")
    add("mod_start", D, "handlers.py", "start: {stage}/config-{mod}: running config-{mod2} with frequency {freq}")
    add("mod_ok", D, "handlers.py", "finish: {stage}/config-{mod}: SUCCESS: config-{mod2} ran successfully")
    add("mod_prev", D, "handlers.py", "finish: {stage}/config-{mod}: SUCCESS: config-{mod2} previously ran")
    add("mod_fail", D, "handlers.py", "finish: {stage}/config-{mod}: FAIL: running config-{mod2} with frequency {freq}")
    add("stage_ok", D, "handlers.py", "finish: {stage}: SUCCESS: running modules for {kind}")
    add("mod_running", D, "modules.py", "Running module {mod} (<module '{pymod}' from '{pyfile}'>) with frequency {freq}")
    add("lock_file", D, "helpers.py", "Running config-{mod} using lock (<FileLock using file '{sem}'>)")
    add("lock_dummy", D, "helpers.py", "Running config-{mod} using lock (<cloudinit.helpers.DummyLock object at {addr}>)")
    add("already", D, "helpers.py", "config-{mod} already ran (freq={freq})")
    add("mode_took", D, "util.py", "cloud-init mode '{mode}' took {t} seconds ({t2})")
    add("ran_mods", D, "main.py", "Ran {n} modules with {f} failures")
    add("url_open", D, "url_helper.py", "[{i}/{n}] open '{url}' with {opts} configuration")
    add("url_read", D, "url_helper.py", "Read from {url} ({code}, {size}b) after {n} attempts")
    add("url_fail_req", "WARN", "url_helper.py", "Calling '{url}' failed [{t}/{max}s]: request error [{err}]")
    add("url_fail_code", "WARN", "url_helper.py", "Calling '{url}' failed [{t}/{max}s]: bad status code [{code}]")
    add("ec2_token", D, "DataSourceEc2.py", "Fetching Ec2 IMDSv2 API Token")
    add("ec2_crawl", D, "DataSourceEc2.py", "Crawl of metadata service took {t} seconds")
    add("atomic", D, "atomic_helper.py", "Atomically writing to file {path} (via temporary file {tmp}) - {mode}: [{perm}] {n} bytes/chars")
    add("symlink", D, "util.py", "Creating symbolic link from '{src}' => '{dst}'")
    add("net_apply", "INFO", "stages.py", "Applying network configuration from {src} bringup={b}: {cfg}")
    add("renderer", D, "renderers.py", "Selected renderer '{r}' from priority list: {list}")
    add("grow_nochange", "INFO", "cc_growpart.py", "'{mnt}' NOCHANGE: no change necessary ({dev}, {part})")
    add("grow_resized", "INFO", "cc_growpart.py", "'{mnt}' RESIZED: changed ({dev}, {part}) from {a} to {b}")
    add("passwords", D, "cc_set_passwords.py", "Leaving SSH config '{key}' unchanged. ssh_pwauth={v}")
    add("final", D, "util.py", "Cloud-init v. {ver} finished at {wd}, {dd} {mon} {yyyy} {hms2} {tz}. Datasource {ds}.  Up {up} seconds")
    add("used_fallback", "WARN", "cc_final_message.py", "Used fallback datasource")
    add("no_ds", "WARN", "main.py", "No instance datasource found! Likely bad things to come!")
    add("failed_running", "WARN", "subp.py", "Failed running {path} [{rc}]")
    add("scripts_fail", "WARN", "cc_scripts_user.py", "Failed to run module scripts_user (scripts in {dir})")
    add("mod_fail_warn", "WARN", "modules.py", "Running module {mod} (<module '{pymod}' from '{pyfile}'>) failed")
    add("mod_fail_dbg", D, "modules.py", "Running module {mod} (<module '{pymod}' from '{pyfile}'>) failed")
    c.add("tb_head", "-", "Traceback (most recent call last):")
    c.add("tb_file", "-", "  File \"{path}\", line {n}, in {func}")
    c.add("tb_code", "-", "    {code}")
    c.add("tb_exc", "-", "RuntimeError: Runparts: {n} failures ({names}) in {m} attempted commands")
    add("render_err", "ERROR", "stages.py", "Unable to render networking. Network config is likely broken: No available "
        "network renderers found. Searched through list: {list}")

    # ---- instance state ------------------------------------------------
    PY = rng.choice(["/usr/lib/python3/dist-packages", "/usr/lib/python3/dist-packages", "/usr/lib/python3.9/site-packages"])
    vers = rng.choice([["23.4.4-0ubuntu0~22.04.1", "24.1.3-0ubuntu1~22.04.1"], ["23.3.3-0ubuntu0~20.04.1"],
                       ["24.2-0ubuntu1~22.04.1", "24.3.1-0ubuntu0~22.04.1"]])
    st = {"ver": vers[0], "iid": "i-0" + hexs(rng, 16), "hn": f"ip-172-31-{rng.randrange(0, 64)}-{rng.randrange(1, 255)}",
          "up": 5.0, "mode": "init-local", "prev": "NO_PREVIOUS_INSTANCE_ID"}
    mods = list(_CI_MODS)
    mod_pool = Pool(rng, mods, 0.6)
    once_pool = Pool(rng, [m for m in mods if _CI_MODS[m][1] != "always"], 0.6)
    always_pool = Pool(rng, [m for m in mods if _CI_MODS[m][1] == "always"], 0.8)
    read_paths = Pool(rng, ["/proc/uptime"] * 6 + ["/etc/cloud/cloud.cfg", "/etc/cloud/cloud.cfg.d/90_dpkg.cfg",
                           "/etc/cloud/cloud.cfg.d/05_logging.cfg", "/proc/cmdline", "/etc/hostname",
                           "/var/lib/cloud/instance/obj.pkl", "/sys/class/net/ens5/address", "/etc/os-release",
                           "/sys/class/dmi/id/product_uuid", "/run/cloud-init/cloud.cfg", "/var/lib/cloud/data/set-hostname",
                           "/etc/cloud/cloud.cfg.d/50-curtin-networking.cfg", "/etc/ssh/sshd_config",
                           "/var/lib/cloud/instance/user-data.txt", "/sys/class/net/ens5/operstate"], 1.0, shuffle=False)
    read_sizes = {"/proc/uptime": (10, 14), "/etc/cloud/cloud.cfg": (3600, 4400), "/proc/cmdline": (90, 180),
                  "/etc/hostname": (10, 24), "/var/lib/cloud/instance/obj.pkl": (9000, 30000),
                  "/sys/class/net/ens5/address": (18, 18), "/etc/os-release": (386, 386), "/sys/class/net/ens5/operstate": (3, 5)}
    ds_pool = Pool(rng, [("Ec2Local", "DataSourceEc2Local", "cloudinit.sources.DataSourceEc2.DataSourceEc2Local", "local"),
                         ("NoCloud", "DataSourceNoCloud", "cloudinit.sources.DataSourceNoCloud.DataSourceNoCloud", "local"),
                         ("Ec2", "DataSourceEc2", "cloudinit.sources.DataSourceEc2.DataSourceEc2", "net"),
                         ("ConfigDrive", "DataSourceConfigDrive", "cloudinit.sources.DataSourceConfigDrive.DataSourceConfigDrive", "local"),
                         ("OpenStackLocal", "DataSourceOpenStackLocal", "cloudinit.sources.DataSourceOpenStack.DataSourceOpenStackLocal", "local"),
                         ("None", "DataSourceNone", "cloudinit.sources.DataSourceNone.DataSourceNone", "net")], 1.0, shuffle=False)

    def stamp():
        t = c.t
        return {"wd": WDAYS[t.weekday()], "dd": f"{t.day:02d}", "mon": MONTHS[t.month - 1], "yyyy": t.year,
                "hms2": f"{t:%H:%M:%S}", "tz": "+0000"}

    def up():
        st["up"] += rng.uniform(0.01, 0.6)
        return f"{st['up']:.2f}"

    def pyfile(mod):
        return f"{PY}/cloudinit/config/cc_{mod}.py"

    def sem(mod):
        return f"/var/lib/cloud/instances/{st['iid']}/sem/config_{mod}"

    def read_file(path=None):
        p = path or read_paths(rng)
        lo, hi = read_sizes.get(p, (120, 6000))
        c.emit("read", path=p, quiet="False")
        c.emit("read_n", n=rng.randint(lo, hi), path=p)

    def subp_cmd(argv=None, codes="0"):
        c.emit("subp", argv=argv or rng.choice(_CI_GENERIC_CMDS), codes=codes, shell="False", capture="True")

    def ev_read(rng, c):
        read_file()

    def ev_write(rng, c):
        p, mode, perm, lo, hi = rng.choice([
            ("/var/log/cloud-init.log", "ab", "640", 0, 0), ("/var/lib/cloud/data/previous-hostname", "wb", "644", 12, 24),
            ("/var/lib/cloud/instance/boot-finished", "wb", "644", 60, 80), ("/etc/hostname", "wb", "644", 12, 24),
            ("/var/lib/cloud/data/previous-datasource", "wb", "644", 26, 40), ("/var/lib/cloud/instance/datasource", "wb", "644", 35, 48),
            ("/var/lib/cloud/data/instance-id", "wb", "644", 20, 20), ("/etc/netplan/50-cloud-init.yaml", "wb", "600", 500, 700),
            ("/var/lib/cloud/instance/obj.pkl", "wb", "400", 9000, 30000), ("/etc/ssh/sshd_config", "wb", "644", 3200, 3400),
            ("/var/lib/cloud/instance/vendor-data.txt", "wb", "600", 0, 0), ("/var/lib/cloud/instance/user-data.txt", "wb", "600", 200, 4000)])
        c.emit("write", path=p, mode=mode, perm=perm, n=rng.randint(lo, hi))

    def ev_subp(rng, c):
        subp_cmd()

    def ev_yaml(rng, c):
        c.emit("yaml", n=rng.choice([0, 12, 281, 3960, rng.randint(30, 5000)]),
               types=rng.choice(["(<class 'dict'>,)", "(<class 'dict'>, <class 'list'>)", "(<class 'dict'>, <class 'list'>, <class 'NoneType'>)"]))

    def mod_head(mod, stage, freq):
        c.emit("mod_start", stage=stage, mod=mod, mod2=mod, freq=freq)
        c.emit("mod_running", mod=mod, pymod=f"cloudinit.config.cc_{mod}", pyfile=pyfile(mod), freq=freq)

    def payload(mod):
        if mod in _CI_CMDS and c.opt(0.8):
            argv = rng.choice(_CI_CMDS[mod]).replace("{hn}", st["hn"])
            subp_cmd(argv, "0, 1" if "dry-run" in argv else "0")
        elif rng.random() < 0.3:
            read_file()

    def ev_mod_run(rng, c):
        mod = always_pool(rng) if rng.random() < 0.45 else once_pool(rng)
        stage, freq = _CI_MODS[mod]
        mod_head(mod, stage, freq)
        if freq == "always":
            c.emit("lock_dummy", mod=mod, addr="0x7f" + hexs(rng, 10))
        else:
            c.emit("lock_file", mod=mod, sem=sem(mod))
            c.emit("write", path=sem(mod), mode="wb", perm="644", n=rng.randint(22, 26))
        c.adv(rng.uniform(0.001, 0.05))
        payload(mod)
        c.adv(rng.uniform(0.001, 0.4))
        c.emit("mod_ok", stage=stage, mod=mod, mod2=mod)

    def ev_mod_skip(rng, c):
        mod = once_pool(rng)
        stage, freq = _CI_MODS[mod]
        mod_head(mod, stage, freq)
        c.emit("already", mod=mod, freq=freq)
        c.emit("mod_prev", stage=stage, mod=mod, mod2=mod)

    def ev_stage_start(rng, c):
        mode = rng.choice(["init-local", "init", "modules:config", "modules:final"])
        if mode == "init-local":
            c.adv(rng.uniform(600, 5 * 86400))
            st["up"] = rng.uniform(3.0, 9.0)
            if rng.random() < 0.3 and len(vers) > 1:
                st["ver"] = vers[-1]
        c.emit("hdr_run", ver=st["ver"], mode=mode, up=up(), **stamp())
        c.emit("no_url")
        c.emit("close_stdin")
        c.emit("write", path="/var/log/cloud-init.log", mode="ab", perm="640", n=0)
        c.emit("chown", path="/var/log/cloud-init.log", uid=rng.choice([104, 0]), gid=4)
        if mode == "init-local" or c.forcing:
            c.emit("remove", path="/var/lib/cloud/instance/boot-finished")
        st["mode"] = mode

    def ev_stage_end(rng, c):
        kind = rng.choice(["config", "final"])
        n = rng.randint(7, 18)
        c.emit("stage_ok", stage="modules-" + kind, kind=kind)
        c.emit("ran_mods", n=n, f=0)
        t = rng.uniform(0.05, 9.0) if kind == "config" else rng.uniform(0.3, 40.0)
        c.emit("mode_took", mode="modules", t=f"{t:.3f}", t2=f"{t:.2f}")

    def ev_init_took(rng, c):
        t = rng.uniform(0.2, 6.0)
        c.emit("mode_took", mode="init", t=f"{t:.3f}", t2=f"{t:.2f}")

    def ev_cache(rng, c, restored):
        stage = rng.choice(["init-local", "init-network"])
        c.emit("cache_start", stage=stage, mode="check" if stage == "init-local" else "trust")
        if restored:
            c.emit("cache_restored", stage=stage, ds=rng.choice(["DataSourceEc2Local", "DataSourceEc2Local",
                                                                 "DataSourceNoCloud [seed=/dev/sr0][dsmode=net]"]))
        else:
            c.emit("cache_none", stage=stage)

    def ev_ds_local(rng, c):
        c.emit("ds_look", list="['Ec2', 'NoCloud', 'None']", pkgs="['', 'cloudinit.sources']", deps="['FILESYSTEM']")
        c.emit("ds_search_local", list="['DataSourceEc2Local', 'DataSourceNoCloud']")
        c.emit("hs_local_start", stage="init-local", dsn="Ec2Local", dsc="DataSourceEc2Local")
        c.emit("ds_seeing", cls="<class 'cloudinit.sources.DataSourceEc2.DataSourceEc2Local'>")
        c.emit("ec2_token")
        url_pair(token=True)
        url_pair()
        c.emit("ec2_crawl", t=f"{rng.uniform(0.02, 0.9):.3f}")
        c.emit("hs_local_found", stage="init-local", dsn="Ec2Local", dsc="DataSourceEc2Local")
        c.emit("loaded_ds", ds="DataSourceEc2Local", dsdesc="DataSourceEc2Local")

    def ev_ds_net(rng, c):
        dsn, dsc, cls, kind = ds_pool(rng)
        if kind == "local":
            dsn, dsc, cls = "Ec2", "DataSourceEc2", "cloudinit.sources.DataSourceEc2.DataSourceEc2"
        c.emit("ds_search_net", list=f"['{dsc}', 'DataSourceNone']")
        c.emit("hs_net_start", stage="init-network", dsn=dsn, dsc=dsc)
        c.emit("ds_seeing", cls=f"<class '{cls}'>")
        c.emit("hs_net_found", stage="init-network", dsn=dsn, dsc=dsc)

    def ev_ds_nolocal(rng, c):
        dsn, dsc, cls, kind = ds_pool(rng)
        if kind != "local":
            dsn, dsc = "NoCloud", "DataSourceNoCloud"
        c.emit("hs_local_start", stage="init-local", dsn=dsn, dsc=dsc)
        c.emit("hs_local_none", stage="init-local", dsn=dsn, dsc=dsc)

    def url_pair(token=False):
        if token:
            url = "http://169.254.169.254/latest/api/token"
            opts = ("{'url': '" + url + "', 'allow_redirects': True, 'method': 'PUT', 'timeout': 1.0, 'headers': "
                    "{'User-Agent': 'Cloud-Init/" + st["ver"] + "', 'X-aws-ec2-metadata-token-ttl-seconds': 'REDACTED'}}")
            size = 56
        else:
            path = rng.choice(["instance-id", "instance-id", "local-ipv4", "mac", "public-keys/", "placement/availability-zone",
                               "network/interfaces/macs/", "block-device-mapping/"])
            url = f"http://169.254.169.254/2021-03-23/meta-data/{path}"
            opts = ("{'url': '" + url + "', 'allow_redirects': True, 'method': 'GET', 'headers': {'User-Agent': 'Cloud-Init/"
                    + st["ver"] + "', 'X-aws-ec2-metadata-token': 'REDACTED'}}")
            size = rng.randint(8, 420)
        c.emit("url_open", i=0, n=1, url=url, opts=opts)
        c.adv(rng.uniform(0.001, 0.02))
        c.emit("url_read", url=url, code=200, size=size, n=1)

    def ev_url(rng, c):
        url_pair()

    def ev_atomic(rng, c):
        p = rng.choice(["/var/lib/cloud/data/status.json", "/run/cloud-init/status.json", "/run/cloud-init/instance-data.json",
                        "/run/cloud-init/instance-data-sensitive.json", "/var/lib/cloud/data/result.json",
                        "/run/cloud-init/combined-cloud-config.json"])
        d = p.rsplit("/", 1)[0]
        c.emit("atomic", path=p, tmp=f"{d}/tmp{''.join(rng.choice(string.ascii_lowercase + '_' + string.digits) for _ in range(8))}",
               mode="w", perm=rng.choice(["644", "600"]), n=rng.randint(400, 9000))

    def ev_symlink(rng, c):
        s, d = rng.choice([("/run/cloud-init/status.json", "../../var/lib/cloud/data/status.json"),
                           ("/run/cloud-init/result.json", "../../var/lib/cloud/data/result.json"),
                           ("/var/lib/cloud/instance", f"/var/lib/cloud/instances/{st['iid']}"),
                           ("/run/cloud-init/instance-data.json", "/run/cloud-init/instance-data-sensitive.json")])
        c.emit("symlink", src=s, dst=d)

    def ev_remove(rng, c):
        c.emit("remove", path=rng.choice(["/var/lib/cloud/instance/boot-finished", "/var/lib/cloud/data/no-net",
                                          "/run/cloud-init/result.json", "/var/lib/cloud/instance"]))

    def ev_distro(rng, c):
        c.emit("distro", cls="<class 'cloudinit.distros.ubuntu.Distro'>")

    def ev_net(rng, c):
        macaddr = mac(rng)
        c.emit("net_apply", src=rng.choice(["ds", "ds", "fallback", "initramfs"]), b=rng.choice(["False", "True"]),
               cfg="{'ethernets': {'ens5': {'dhcp4': True, 'dhcp6': False, 'match': {'macaddress': '" + macaddr
               + "'}, 'set-name': 'ens5'}}, 'version': 2}")
        c.emit("renderer", r="netplan", list="['eni', 'sysconfig', 'netplan', 'network-manager', 'freebsd', 'netbsd', 'openbsd', 'networkd']")

    def ev_growpart(rng, c):
        dev = rng.choice(["/dev/nvme0n1", "/dev/xvda", "/dev/sda"])
        c.emit("grow_nochange", mnt="/", dev=dev, part=1)

    def ev_grow_resized(rng, c):
        dev = rng.choice(["/dev/nvme0n1", "/dev/xvda", "/dev/sda"])
        a = rng.choice([8, 10, 20]) * 1073741824 - rng.choice([1048576, 115343360, 116391936])
        b = a + rng.choice([12, 22, 42, 92]) * 1073741824
        c.emit("grow_resized", mnt="/", dev=dev, part=1, a=a, b=b)

    def ev_passwords(rng, c):
        c.emit("passwords", key="PasswordAuthentication", v=rng.choice(["None", "None", "False"]))

    def ev_final(rng, c):
        c.emit("final", ver=st["ver"], ds=rng.choice(["DataSourceEc2Local", "DataSourceEc2Local", "DataSourceNoCloud [seed=/dev/sr0][dsmode=net]"]),
               up=f"{st['up'] + rng.uniform(8, 60):.2f}", **stamp())

    def ev_url_fail_req(rng, c):
        path = rng.choice(["2009-04-04/meta-data/instance-id", "latest/api/token"])
        url = f"http://169.254.169.254/{path}"
        err = (f"HTTPConnectionPool(host='169.254.169.254', port=80): Max retries exceeded with url: /{path} "
               f"(Caused by ConnectTimeoutError(<urllib3.connection.HTTPConnection object at 0x7f{hexs(rng, 10)}>, "
               f"'Connection to 169.254.169.254 timed out. (connect timeout={rng.choice(['50.0', '1.0', '5.0'])})'))")
        c.emit("url_fail_req", url=url, t=rng.randint(0, 119), max=120, err=err)

    def ev_url_fail_code(rng, c):
        url = "http://169.254.169.254/2021-03-23/meta-data/" + rng.choice(["public-keys", "ipv6", "tags/instance"])
        c.emit("url_fail_code", url=url, t=rng.randint(0, 5), max=rng.choice([120, 0]), code=rng.choice([404, 404, 403, 401]))

    def ev_no_ds(rng, c):
        c.emit("no_ds")
        c.adv(rng.uniform(5, 40))
        c.emit("used_fallback")

    def ev_render_err(rng, c):
        c.emit("render_err", list="['eni', 'sysconfig', 'netplan']")

    def ev_scripts_fail(rng, c):
        n = rng.choice([1, 1, 1, 2])
        parts = ["part-001", "part-002", "runcmd"][:n] if rng.random() < 0.5 else ["runcmd"][:1]
        n = len(parts)
        for p in parts:
            c.emit("failed_running", path=f"/var/lib/cloud/instance/scripts/{p}", rc=rng.choice([1, 1, 2, 127]))
        d = "/var/lib/cloud/instance/scripts"
        c.emit("scripts_fail", dir=d)
        mod = "scripts_user"
        pm, pf = f"cloudinit.config.cc_{mod}", pyfile(mod)
        c.emit("mod_fail_warn", mod=mod, pymod=pm, pyfile=pf)
        c.emit("mod_fail_dbg", mod=mod, pymod=pm, pyfile=pf)
        c.emit("tb_head")
        frames = [(f"{PY}/cloudinit/config/modules.py", rng.choice([286, 284, 301]), "_run_modules", "ran, _r = cc.run("),
                  (f"{PY}/cloudinit/cloud.py", 59, "run", "return self._runners.run(name, functor, args, freq, clear_on_fail)"),
                  (f"{PY}/cloudinit/helpers.py", rng.choice([187, 185]), "run", "results = functor(*args)"),
                  (f"{PY}/cloudinit/config/cc_scripts_user.py", rng.choice([38, 39, 57]), "handle", "subp.runparts(runparts_path)"),
                  (f"{PY}/cloudinit/subp.py", rng.choice([375, 383, 411]), "runparts", "raise RuntimeError(")]
        for path, ln, func, code in frames:
            c.emit("tb_file", path=path, n=ln, func=func)
            c.emit("tb_code", code=code)
        c.emit("tb_exc", n=n, names=", ".join(parts), m=n)
        c.emit("mod_fail", stage="modules-final", mod=mod, mod2=mod, freq="once-per-instance")

    events = [
        ("read", 22, ev_read, False),
        ("mod_skip", 11, ev_mod_skip, False),
        ("write", 11, ev_write, True),
        ("mod_run", 10, ev_mod_run, False),
        ("subp", 6, ev_subp, True),
        ("yaml", 5, ev_yaml, True),
        ("atomic", 3, ev_atomic, True),
        ("url", 2.5, ev_url, False),
        ("stage_start", 2.2, ev_stage_start, False),
        ("stage_end", 1.6, ev_stage_end, False),
        ("init_took", 1.0, ev_init_took, True),
        ("symlink", 1.6, ev_symlink, True),
        ("remove", 1.2, ev_remove, True),
        ("distro", 1.0, ev_distro, True),
        ("cache_none", 0.5, lambda r, c: ev_cache(r, c, False), False),
        ("cache_restored", 0.8, lambda r, c: ev_cache(r, c, True), False),
        ("ds_local", 0.7, ev_ds_local, False),
        ("ds_nolocal", 0.8, ev_ds_nolocal, False),
        ("ds_net", 0.6, ev_ds_net, False),
        ("net", 0.6, ev_net, False),
        ("growpart", 0.6, ev_growpart, True),
        ("passwords", 0.5, ev_passwords, True),
        ("final", 0.6, ev_final, True),
        ("url_fail_req", 0.35, ev_url_fail_req, True),
        ("url_fail_code", 0.3, ev_url_fail_code, True),
        ("grow_resized", 0.2, ev_grow_resized, True),
        ("scripts_fail", 0.15, ev_scripts_fail, False),
        ("no_ds", 0.12, ev_no_ds, False),
        ("render_err", 0.1, ev_render_err, True),
    ]
    return run(c, events, mean_gap=0.35, avg_rows=2.6)


def make_cloud_init(rng: random.Random) -> list[dict[str, str]]:
    return build(rng, _ci_setup)


# --------------------------------------------------------------------------
# 5. journalctl -u snapd (short output)
# --------------------------------------------------------------------------
def _hdr_journal(c: Corpus) -> dict:
    t = c.t
    return {"mon": MONTHS[t.month - 1], "day": f"{t.day:02d}", "hms": f"{t:%H:%M:%S}"}


# spec key -> (go file, line in version A, line in version B)
_SNAP_LN = {
    "api_get": ("daemon.go", 187, 196), "api_post": ("daemon.go", 187, 196), "api_put": ("daemon.go", 187, 196),
    "task_do": ("taskrunner.go", 439, 441), "uptodate": ("autorefresh.go", 551, 564),
    "noupdates": ("storehelpers.go", 916, 932), "ensure_err": ("stateengine.go", 149, 149),
    "ar_err": ("autorefresh.go", 540, 553), "catalog": ("catalogrefresh.go", 101, 101),
    "task_fail": ("taskrunner.go", 299, 303), "reported": ("handlers.go", 504, 511),
    "acquiring": ("overlord.go", 272, 275), "acquired": ("overlord.go", 277, 280),
    "released": ("overlord.go", 519, 524), "started": ("daemon.go", 247, 247),
    "timeout": ("daemon.go", 340, 346), "apparmor": ("backends.go", 58, 58),
    "exiting": ("main.go", 155, 155), "hooks_wait": ("daemon.go", 611, 620),
    "hooks_done": ("daemon.go", 613, 622), "syskey": ("helpers.go", 105, 105),
    "patching": ("patch.go", 64, 64),
}


def _snapd_setup(rng: random.Random) -> Corpus:
    c = Corpus(rng, "snapd_journal", _hdr_journal)
    H = "{mon} {day} {hms} {host} "
    S = H + "snapd[{pid}]: "
    Y = H + "systemd[{spid}]: "

    def sadd(key, msg, lvl="-"):
        f = _SNAP_LN[key][0]
        c.add(key, lvl, S + f + ":{ln}: " + msg)

    for k, meth in (("api_get", "GET"), ("api_post", "POST"), ("api_put", "PUT")):
        sadd(k, "DEBUG: pid={cpid};uid={uid};socket={sock}; " + meth + " {path} {dur} {code}", "DEBUG")
    sadd("task_do", "DEBUG: Running task {tid} on Do: {summary}", "DEBUG")
    sadd("uptodate", "auto-refresh: all snaps are up-to-date")
    sadd("noupdates", "cannot refresh: snap has no updates available: {snaps}")
    sadd("ensure_err", "state ensure error: {err}")
    sadd("ar_err", "Cannot prepare auto-refresh change: {err}")
    sadd("catalog", "Catalog refresh failed: cannot retrieve sections: got unexpected HTTP status code {code} via GET to \"{url}\"")
    sadd("task_fail", "[change {chg} \"{summary}\" task] failed: {err}")
    sadd("reported", "Reported install problem for \"{snap}\" as {oops} OOPSID")
    sadd("acquiring", "Acquiring state lock file")
    sadd("acquired", "Acquired state lock file")
    sadd("released", "Released state lock file")
    sadd("started", "started snapd/{ver} (series {series}; classic) {os} ({arch}) linux/{kver}.")
    sadd("timeout", "adjusting startup timeout by {d} (pessimistic estimate of {base} plus {per} per snap)")
    sadd("apparmor", "AppArmor status: apparmor is enabled and all features are available")
    sadd("exiting", "Exiting on terminated signal.")
    sadd("hooks_wait", "gracefully waiting for running hooks")
    sadd("hooks_done", "done waiting for running hooks")
    sadd("syskey", "error trying to compare the snap system key: {err}")
    sadd("patching", "Patching system state level {lvl} to sublevel {sub}...")
    c.add("sd_starting", "-", Y + "Starting Snap Daemon...")
    c.add("sd_started", "-", Y + "Started Snap Daemon.")
    c.add("sd_stopping", "-", Y + "Stopping Snap Daemon...")
    c.add("sd_deact", "-", Y + "snapd.service: Deactivated successfully.")
    c.add("sd_stopped", "-", Y + "Stopped Snap Daemon.")
    c.add("sd_consumed", "-", Y + "snapd.service: Consumed {cpu} CPU time.")
    c.add("sd_watchdog", "-", Y + "snapd.service: Watchdog timeout (limit {limit})!")
    c.add("sd_kill", "-", Y + "snapd.service: Killing process {kpid} (snapd) with signal SIGABRT.")
    c.add("sd_exited", "-", Y + "snapd.service: Main process exited, code={code}, status={status}")
    c.add("sd_failed", "-", Y + "snapd.service: Failed with result '{result}'.")
    c.add("sd_restart", "-", Y + "snapd.service: Scheduled restart job, restart counter is at {n}.")
    c.add("boot", "-", "-- Boot {bootid} --")

    host = rng.choice(["ubuntu-desktop", "thinkpad-t14", "dev-vm", "lab-nuc", "ws-anna", "ip-172-31-7-201",
                       "build-agent-02", "ryzen-box", "jammy-test", "kiosk-07"])
    vers = rng.choice([("2.61.3+22.04", "2.62+22.04"), ("2.63+23.10ubuntu0.1", "2.63.1+23.10"),
                       ("2.58+22.04.1", "2.61.3+22.04"), ("2.66.1+24.04", "2.67+24.04")])
    kver = rng.choice(["5.15.0-126-generic", "6.5.0-41-generic", "6.8.0-49-generic", "5.15.0-91-generic"])
    osrel = "ubuntu/24.04" if "24.04" in vers[0] else ("ubuntu/23.10" if "23.10" in vers[0] else "ubuntu/22.04")
    st = {"pid": rng.randint(700, 1800), "vi": 0, "chg": rng.randint(20, 400), "tid": rng.randint(200, 3000),
          "nsnaps": rng.randint(6, 24)}
    c.ctx = {"host": host, "spid": 1}
    SNAPS = ["firefox", "snapd", "core22", "snap-store", "gnome-42-2204", "gtk-common-themes", "lxd", "core20",
             "snapd-desktop-integration", "thunderbird", "code", "chromium", "bare", "core24", "slack", "spotify",
             "firmware-updater", "cups", "mesa-2404", "gnome-46-2404", "multipass", "discord"]
    snap_pool = Pool(rng, SNAPS, 1.0)
    GETS = ["/v2/snaps", "/v2/snaps?snaps={s}", "/v2/find?name={s}&select=refresh", "/v2/connections?select=all",
            "/v2/changes?select=all", "/v2/changes/{chg}", "/v2/system-info", "/v2/apps?select=service",
            "/v2/icons/{s}/icon", "/v2/notices?types=change-update&after={ts}", "/v2/interfaces?select=connected",
            "/v2/snaps/{s}", "/v2/find?q={s}&scope=wide", "/v2/aliases", "/v2/sections"]
    get_pool = Pool(rng, GETS, 1.1, shuffle=False)
    POSTS = [("/v2/snapctl", "/run/snapd-snap.socket", 200), ("/v2/snaps/{s}", "/run/snapd.socket", 202),
             ("/v2/snaps", "/run/snapd.socket", 202), ("/v2/interfaces", "/run/snapd.socket", 202),
             ("/v2/login", "/run/snapd.socket", 401), ("/v2/debug", "/run/snapd.socket", 200)]
    post_pool = Pool(rng, POSTS, 1.2, shuffle=False)
    clients = Pool(rng, [(1000, "snap-store"), (1000, "snapd-desktop-i"), (0, "snap"), (1000, "firefox"), (0, "snapctl"),
                         (1000, "gnome-software"), (0, "packagekitd")], 1.0)
    client_pids = {}

    def ln(key):
        return _SNAP_LN[key][1 + st["vi"]]

    def semit(key, **kw):
        c.emit(key, pid=st["pid"], ln=ln(key), **kw)

    def cpid(name):
        if name not in client_pids or rng.random() < 0.1:
            client_pids[name] = rng.randint(1500, 400000)
        return client_pids[name]

    def dur(lo_us, hi_us):
        return go_dur(int(rng.lognormvariate(0, 1.1) * rng.uniform(lo_us, hi_us) * 1000))

    def store_err():
        return rng.choice([
            'Post "https://api.snapcraft.io/v2/snaps/refresh": dial tcp: lookup api.snapcraft.io on 127.0.0.53:53: server misbehaving',
            'Post "https://api.snapcraft.io/v2/snaps/refresh": dial tcp: lookup api.snapcraft.io: Temporary failure in name resolution',
            'persistent network error: Post "https://api.snapcraft.io/v2/snaps/refresh": dial tcp ' + rng.choice(
                ["185.125.188.54", "185.125.188.55", "185.125.188.58", "185.125.188.59"]) + ':443: connect: network is unreachable',
            'Post "https://api.snapcraft.io/v2/snaps/refresh": net/http: request canceled while waiting for connection '
            '(Client.Timeout exceeded while awaiting headers)',
            'cannot query the store for updates: got unexpected HTTP status code 503 via POST to "https://api.snapcraft.io/v2/snaps/refresh"',
        ])

    def ev_get(rng, c):
        uid, name = clients(rng)
        path = get_pool(rng).format(s=snap_pool(rng), chg=st["chg"] - rng.randint(0, 5),
                                    ts=f"{c.t:%Y-%m-%dT%H:%M:%S}.{rng.randint(0, 999999):06d}Z")
        code = 200
        if path.startswith(("/v2/icons", "/v2/find", "/v2/snaps/")) and rng.random() < 0.15:
            code = 404
        elif path.startswith("/v2/changes/") and rng.random() < 0.05:
            code = 400
        semit("api_get", cpid=cpid(name), uid=uid, sock="/run/snapd.socket", path=path, dur=dur(300, 8000), code=code)

    TASKS = ['Ensure prerequisites for "{s}" are available', 'Download snap "{s}" ({r}) from channel "latest/stable"',
             'Fetch and check assertions for snap "{s}" ({r})', 'Mount snap "{s}" ({r})',
             'Run pre-refresh hook of "{s}" snap if present', 'Stop snap "{s}" services', 'Copy snap "{s}" data',
             'Setup snap "{s}" ({r}) security profiles', 'Make snap "{s}" ({r}) available to the system',
             'Automatically connect eligible plugs and slots of snap "{s}"', 'Run post-refresh hook of "{s}" snap if present',
             'Start snap "{s}" ({r}) services', 'Remove data for snap "{s}" ({old})', 'Remove snap "{s}" ({old}) from the system',
             'Clean up "{s}" ({r}) install', 'Run health check of "{s}" snap', 'Monitoring snap "{s}" to determine whether extra refresh steps are required']

    def ev_post(rng, c):
        path, sock, code = post_pool(rng)
        s = snap_pool(rng)
        uid, name = (0, "snapctl") if "snapctl" in path else clients(rng)
        semit("api_post", cpid=cpid(name), uid=uid, sock=sock, path=path.format(s=s), dur=dur(200, 30000), code=code)
        if code == 202:
            st["chg"] += 1
            r = rng.randint(100, 5000)
            k = rng.randint(3, 9)
            for summ in TASKS[:k]:
                c.adv(rng.uniform(0.001, 2.0))
                st["tid"] += 1
                semit("task_do", tid=st["tid"], summary=summ.format(s=s, r=r, old=r - rng.randint(1, 60)))

    def ev_put(rng, c):
        uid, name = clients(rng)
        semit("api_put", cpid=cpid(name), uid=uid, sock="/run/snapd.socket",
              path="/v2/snaps/" + rng.choice(["lxd", "lxd", "snapd", "multipass", "core", "cups"]) + "/conf",
              dur=dur(300, 9000), code=rng.choice([202, 200]))

    def ev_uptodate(rng, c):
        semit("uptodate")

    def ev_noupdates(rng, c):
        names = sorted(rng.sample(SNAPS[:14], rng.randint(1, 6)))
        semit("noupdates", snaps=", ".join(f'"{n}"' for n in names))

    def ev_ensure(rng, c):
        semit("ensure_err", err=store_err())

    def ev_ar_err(rng, c):
        if rng.random() < 0.6:
            err = store_err()
        else:
            s = snap_pool(rng)
            err = f'snap "{s}" has running apps ({s}), pids: ' + ",".join(str(rng.randint(2000, 90000)) for _ in range(rng.randint(1, 4)))
        semit("ar_err", err=err)

    def ev_catalog(rng, c):
        semit("catalog", code=rng.choice([504, 503, 502, 403]), url="https://api.snapcraft.io/api/v1/snaps/sections")

    def ev_task_fail(rng, c):
        s = snap_pool(rng)
        st["chg"] += 1
        summ, err = rng.choice([
            (f'Run configure hook of \\"{s}\\" snap if present', f'run hook "configure": exit status 1'),
            (f'Run post-refresh hook of \\"{s}\\" snap if present', 'run hook "post-refresh": context deadline exceeded'),
            (f'Mount snap \\"{s}\\" ({rng.randint(100, 5000)})', f'cannot proceed, expected snap "{s}" revision {rng.randint(100, 5000)} to be mounted but is not'),
            (f'Download snap \\"{s}\\" ({rng.randint(100, 5000)}) from channel \\"latest/stable\\"',
             'cannot download snap: Get "https://api.snapcraft.io/api/v1/snaps/download/' + hexs(rng, 32) + '.snap": unexpected EOF'),
        ])
        semit("task_fail", chg=st["chg"], summary=summ, err=err)

    def ev_reported(rng, c):
        semit("reported", snap=snap_pool(rng), oops=uuid4(rng))

    def start_seq(rng, c, boot=False):
        st["pid"] = rng.randint(600, 1500) if boot else rng.randint(20000, 900000)
        c.emit("sd_starting")
        c.adv(rng.uniform(0.05, 0.5))
        semit("acquiring")
        semit("acquired")
        if boot and c.opt(0.3):
            semit("syskey", err=rng.choice(["system-key versions not comparable", "system-key missing on disk"]))
        if c.opt(0.1):
            semit("patching", lvl=6, sub=rng.choice([1, 2, 3]))
        semit("started", ver=vers[st["vi"]], series=16, os=osrel, arch="amd64", kver=kver)
        if rng.random() < 0.1:
            st["nsnaps"] += rng.choice([-1, 1, 1, 2])
        semit("timeout", d=go_dur(int((30 + 5 * st["nsnaps"]) * 1e9)), base="30s", per="5s")
        c.adv(rng.uniform(0.05, 1.5))
        semit("apparmor")
        c.adv(rng.uniform(0.1, 2))
        c.emit("sd_started")

    def stop_seq(rng, c):
        c.emit("sd_stopping")
        semit("exiting")
        c.adv(rng.uniform(0.01, 0.4))
        semit("released")
        c.emit("sd_deact")
        c.emit("sd_stopped")
        c.emit("sd_consumed", cpu=rng.choice([f"{rng.uniform(0.3, 9):.3f}s", f"{rng.randint(10, 59)}.{rng.randint(100, 999)}s",
                                               f"{rng.randint(1, 40)}min {rng.uniform(1, 59):.3f}s"]))

    def ev_restart(rng, c):
        stop_seq(rng, c)
        c.adv(rng.uniform(0.05, 1))
        start_seq(rng, c)

    def ev_boot(rng, c):
        if rng.random() < 0.7:
            stop_seq(rng, c)
        c.adv(rng.uniform(60, 3 * 86400))
        c.emit("boot", bootid=hexs(rng, 32))
        c.adv(rng.uniform(5, 12))
        if rng.random() < 0.3 and st["vi"] == 0:
            st["vi"] = 1
        start_seq(rng, c, boot=True)

    def ev_self_refresh(rng, c):
        st["chg"] += 1
        r = rng.randint(19000, 23000)
        for summ in TASKS[1:4] + TASKS[7:9]:
            st["tid"] += 1
            semit("task_do", tid=st["tid"], summary=summ.format(s="snapd", r=r, old=r - 300))
            c.adv(rng.uniform(0.01, 3))
        semit("hooks_wait")
        semit("hooks_done")
        c.emit("sd_stopping")
        semit("exiting")
        semit("released")
        c.emit("sd_deact")
        c.emit("sd_stopped")
        st["vi"] = 1
        c.adv(rng.uniform(0.2, 2))
        start_seq(rng, c)

    def ev_crash(rng, c):
        c.emit("sd_watchdog", limit="5min")
        c.emit("sd_kill", kpid=st["pid"])
        c.adv(rng.uniform(0.1, 2))
        c.emit("sd_exited", code="dumped", status="6/ABRT")
        c.emit("sd_failed", result="watchdog")
        c.adv(0.1)
        c.emit("sd_restart", n=rng.randint(1, 3))
        start_seq(rng, c)

    events = [
        ("get", 40, ev_get, True),
        ("uptodate", 4, ev_uptodate, True),
        ("post", 6, ev_post, False),
        ("noupdates", 2.5, ev_noupdates, True),
        ("ensure", 3, ev_ensure, True),
        ("put", 1.5, ev_put, True),
        ("ar_err", 1.2, ev_ar_err, True),
        ("catalog", 0.9, ev_catalog, True),
        ("restart", 0.2, ev_restart, False),
        ("boot", 0.4, ev_boot, False),
        ("task_fail", 0.3, ev_task_fail, True),
        ("reported", 0.22, ev_reported, True),
        ("self_refresh", 0.15, ev_self_refresh, False),
        ("crash", 0.12, ev_crash, False),
    ]
    return run(c, events, mean_gap=75.0, avg_rows=1.8)


def make_snapd_journal(rng: random.Random) -> list[dict[str, str]]:
    return build(rng, _snapd_setup)


# --------------------------------------------------------------------------
# 6. FreeBSD /var/log/messages
# --------------------------------------------------------------------------
_FB_HOSTS = ["fw01", "nas", "build14", "web-a", "jailhost2", "pkgbox", "mx1", "gw-branch", "zfs01", "bastion",
             "poudriere", "dns2"]
_FB_NICS = [("em0", "<Intel(R) PRO/1000 Network Connection>"), ("igb0", "<Intel(R) I210 (Copper)>"),
            ("ix0", "<Intel(R) X520 82599ES (SFI/SFP+)>"), ("re0", "<RealTek 8168/8111 B/C/CP/D/DP/E/F/G PCIe Gigabit Ethernet>"),
            ("vtnet0", "<VirtIO Networking Adapter>"), ("bge0", "<Broadcom NetXtreme Gigabit Ethernet, ASIC rev. 0x5720000>")]
_FB_RELS = [("14.1-RELEASE", "releng/14.1-n267679-10e31f0946d8", "2024"), ("13.3-RELEASE", "releng/13.3-n257698-f6d8faa1b5b5", "2023"),
            ("14.0-RELEASE-p6", "releng/14.0-n265398-c6b3f0f9a8d2", "2023"), ("13.2-RELEASE-p11", "releng/13.2-n254670-9c2cb3e8a8b1", "2023")]
_FB_CPUS = [("Intel(R) Xeon(R) CPU E5-2620 v4 @ 2.10GHz", "2100.04"), ("Intel(R) Xeon(R) E-2234 CPU @ 3.60GHz", "3600.00"),
            ("AMD EPYC 7302P 16-Core Processor", "2999.99"), ("Intel(R) Celeron(R) J4125 CPU @ 2.00GHz", "1996.80"),
            ("Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", "2112.02"), ("AMD Ryzen 7 5700G with Radeon Graphics", "3792.92")]


def _fb_setup(rng: random.Random) -> Corpus:
    c = Corpus(rng, "freebsd_messages", hdr_syslog)
    H = "{mon} {day} {hms} {host} "
    K = H + "kernel: "

    def add(key, fmt, lvl="-"):
        c.add(key, lvl, fmt)

    add("link_up", K + "{nic}: link state changed to UP")
    add("link_down", K + "{nic}: link state changed to DOWN")
    add("sig_core", K + "pid {pid} ({comm}), jid {jid}, uid {uid}: exited on signal {sig} (core dumped)")
    add("sig", K + "pid {pid} ({comm}), jid {jid}, uid {uid}: exited on signal {sig}")
    add("oom", K + "pid {pid} ({comm}), jid {jid}, uid {uid}, was killed: out of swap space")
    add("swap", K + "swap_pager_getswapspace({n}): failed")
    add("ugen_at", K + "ugen{bus}.{addr}: <{dev}> at usbus{bus2}")
    add("ugen_gone", K + "ugen{bus}.{addr}: <{dev}> at usbus{bus2} (disconnected)")
    add("umass_desc", K + "umass{u}: <{desc}, class {cls}, rev {rev}, addr {addr}> on usbus{bus}")
    add("umass_gone", K + "umass{u}: at uhub{h}, port {port}, addr {addr} (disconnected)")
    add("da_at", K + "{da} at umass-sim{u} bus {b} scbus{sb} target {t} lun {l}")
    add("da_desc", K + "{da}: <{model}> Removable Direct Access {spc} SCSI device")
    add("boot", K + "---<<BOOT>>---")
    add("copyright", K + "Copyright (c) 1992-{yr} The FreeBSD Project.")
    add("banner", K + "FreeBSD {rel} {build} {ident} {arch}")
    add("cpu", K + "CPU: {cpu} ({mhz}-MHz K8-class CPU)")
    add("realmem", K + "real memory  = {b} ({mb} MB)")
    add("availmem", K + "avail memory = {b} ({mb} MB)")
    add("arp", K + "arp: {ip} moved from {m1} to {m2} on {nic}")
    add("rst", K + "Limiting closed port RST response from {a} to {b} packets/sec")
    add("icmp", K + "Limiting icmp unreach response from {a} to {b} packets/sec")
    add("sonewconn", K + "sonewconn: pcb {pcb} ({laddr} (proto {proto})): Listen queue overflow: {n} already in queue "
        "awaiting acceptance ({occ} occurrences), euid {euid}, rgid {rgid}, jail {jail}")
    add("nfs_down", K + "nfs server {srv}: not responding")
    add("nfs_up", K + "nfs server {srv}: is alive again")
    add("gvfs", K + "g_vfs_done():{prov}[WRITE(offset={off}, length={len})]error = {err}")
    add("watchdog", K + "{nic}: watchdog timeout")
    add("zfs_state", H + "ZFS: vdev state changed, pool_guid={pg} vdev_guid={vg}")
    add("zfs_cksum", H + "ZFS: checksum mismatch, zpool={pool} path={path} offset={off} size={size}")
    add("zfs_io", H + "ZFS: vdev I/O failure, zpool={pool} path={path} offset={off} size={size} error={err}")
    add("devd", H + "devd[{pid}]: Executing '{cmd}'")
    SS = H + "sshd[{pid}]: "
    add("acc_pk", SS + "Accepted publickey for {user} from {ip} port {port} ssh2: {ktype} SHA256:{fp}")
    add("acc_kbd", SS + "Accepted keyboard-interactive/pam for {user} from {ip} port {port} ssh2")
    add("invalid", SS + "Invalid user {user} from {ip} port {port}")
    add("closed_invalid", SS + "Connection closed by invalid user {user} {ip} port {port} [preauth]")
    add("closed_auth", SS + "Connection closed by authenticating user {user} {ip} port {port} [preauth]")
    add("recv_disc", SS + "Received disconnect from {ip} port {port}:{code}: disconnected by user")
    add("pam_err", SS + "error: PAM: Authentication error for {user} from {ip}", "ERROR")
    add("maxauth", SS + "error: maximum authentication attempts exceeded for {user} from {ip} port {port} ssh2 [preauth]", "ERROR")
    add("fatal_timeout", SS + "fatal: Timeout before authentication for {ip} port {port}", "FATAL")
    NT = H + "ntpd[{pid}]: "
    add("ntp_start", NT + "ntpd {ver} ({build}): Starting")
    add("ntp_listen", NT + "Listen normally on {n} {ifc} {addr}:{port}")
    add("ntp_step", NT + "{addr} {code} {seq} clock_step {off} s")
    add("ntp_sync", NT + "{addr} {code} {seq} clock_sync")
    add("ntp_timeerr", NT + "kernel reports TIME_ERROR: {code}: Clock Unsynchronized")
    add("dh_req", H + "dhclient[{pid}]: DHCPREQUEST on {nic} to {srv} port {port}")
    add("dh_ack", H + "dhclient[{pid}]: DHCPACK from {srv}")
    add("dh_bound", H + "dhclient[{pid}]: bound to {ip} -- renewal in {secs} seconds.")
    add("dh_newip", H + "dhclient: New IP Address ({nic}): {ip}")
    SU = H + "sudo[{pid}]: {user} : "
    add("sudo_cmd", SU + "TTY={tty} ; PWD={pwd} ; USER={runas} ; COMMAND={cmd}")
    add("sudo_bad", SU + "{n} incorrect password attempts ; TTY={tty} ; PWD={pwd} ; USER={runas} ; COMMAND={cmd}")
    add("sudo_nope", SU + "user NOT in sudoers ; TTY={tty} ; PWD={pwd} ; USER={runas} ; COMMAND={cmd}")
    add("su_ok", H + "su[{pid}]: {user} to {target} on {tty}")
    add("su_bad", H + "su[{pid}]: BAD SU {user} to {target} on {tty}")
    add("syslogd_exit", H + "syslogd: exiting on signal {sig}")
    add("syslogd_boot", H + "syslogd: kernel boot file is {path}")

    # ---- hosts -----------------------------------------------------------
    hosts = []
    for name in rng.sample(_FB_HOSTS, 6):
        nic, nicdesc = rng.choice(_FB_NICS)
        rel = rng.choice(_FB_RELS)
        mem_mb = rng.choice([4096, 8192, 16384, 32768, 65536, 131072])
        lan = rng.choice(["10.0.0", "192.168.1", "10.10.20", "172.16.5", "192.168.50"])
        hosts.append({"name": name, "nic": nic, "nicdesc": nicdesc, "rel": rel, "cpu": rng.choice(_FB_CPUS),
                      "mem": mem_mb, "lan": lan, "ip": f"{lan}.{rng.randrange(2, 250)}", "gw": f"{lan}.1",
                      "next": rng.randint(1000, 80000), "dhpid": rng.randint(300, 900), "ntpd": rng.randint(700, 1500),
                      "devd": rng.randint(300, 600), "pool": rng.choice(["zroot", "tank", "data"]),
                      "pg": str(rng.getrandbits(63)), "disks": [f"/dev/{d}" for d in rng.sample(
                          ["ada0p3", "ada1p3", "da0", "da1", "da2", "da3", "nvd0p4", "nda0p3"], 3)]})
    host_pool = Pool(rng, hosts, 0.8)
    scanners = Pool(rng, [pub_ip(rng) for _ in range(60)], 1.1)
    admins = Pool(rng, [("admin", "/home/admin"), ("jdoe", "/home/jdoe"), ("ops", "/home/ops"),
                        ("mkovacs", "/usr/home/mkovacs"), ("backup", "/var/backups"), ("deploy", "/home/deploy")], 1.0)
    bad_users = Pool(rng, ["admin", "test", "oracle", "ubuntu", "user", "git", "postgres", "ftpuser", "support", "guest",
                           "pi", "deploy", "hadoop", "ansible", "ec2-user", "minecraft", "steam", "nagios", "teamspeak",
                           "solana", "sol", "vpn", "dev", "jenkins", "es", "odoo", "mysql", "tomcat", "ts3", "user1"], 1.0)
    admin_ips = Pool(rng, ["10.0.0.5", "10.0.0.23", "192.168.1.10", "10.8.0.2", "172.16.5.44", "10.10.20.7"], 1.0)
    sudo_cmds = Pool(rng, ["/usr/sbin/service nginx restart", "/usr/local/sbin/pkg upgrade", "/usr/sbin/freebsd-update fetch",
                           "/sbin/zpool status", "/usr/bin/vi /etc/rc.conf", "/usr/sbin/iocage list",
                           "/usr/local/bin/bastille restart web", "/sbin/pfctl -s rules", "/usr/bin/tail -f /var/log/messages",
                           "/usr/sbin/jexec 3 /bin/sh", "/sbin/zfs snapshot -r tank@manual-2024", "/bin/sh"], 1.0)
    crashers = Pool(rng, [("php-fpm", 80), ("node", 1001), ("python3.11", 1001), ("rspamd", 143), ("git", 1002),
                          ("clang", 65534), ("mysqld", 88), ("ruby32", 1003), ("cc1plus", 65534), ("Xorg", 0)], 1.0)

    def use(h):
        c.ctx = {"host": h["name"]}

    def newpid(h):
        h["next"] += rng.randint(2, 800)
        if h["next"] > 99000:
            h["next"] = rng.randint(1000, 9000)
        return h["next"]

    def port():
        return rng.randint(1024, 65535)

    def ev_scan(rng, c):
        h = host_pool(rng)
        use(h)
        p, ip, u, pt = newpid(h), scanners(rng), bad_users(rng), port()
        c.emit("invalid", pid=p, user=u, ip=ip, port=pt)
        c.adv(rng.uniform(0.2, 3))
        c.emit("closed_invalid", pid=p, user=u, ip=ip, port=pt)

    def ev_closed_auth(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("closed_auth", pid=newpid(h), user=rng.choice(["root", "root", "root", "admin"]), ip=scanners(rng), port=port())

    def ev_maxauth(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("maxauth", pid=newpid(h), user=rng.choice(["root", "root", "admin"]), ip=scanners(rng), port=port())

    def ev_pam_err(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("pam_err", pid=newpid(h), user=rng.choice(["root", "root", "admin", "toor"]), ip=scanners(rng))

    def ev_timeout(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("fatal_timeout", pid=newpid(h), ip=scanners(rng), port=port())

    def ev_login(rng, c):
        h = host_pool(rng)
        use(h)
        (u, home), ip, p, pt = admins(rng), admin_ips(rng), newpid(h), port()
        c.emit("acc_pk", pid=p, user=u, ip=ip, port=pt, ktype=rng.choice(["ED25519", "ED25519", "RSA", "ECDSA"]),
               fp="".join(rng.choice(string.ascii_letters + string.digits + "+/") for _ in range(43)))
        c.adv(rng.uniform(5, 3600))
        c.emit("recv_disc", pid=p, ip=ip, port=pt, code=11)

    def ev_login_kbd(rng, c):
        h = host_pool(rng)
        use(h)
        (u, home) = admins(rng)
        c.emit("acc_kbd", pid=newpid(h), user=u, ip=admin_ips(rng), port=port())

    def sudo_fields(h):
        u, home = admins(rng)
        return {"pid": newpid(h), "user": f"{u:>8}", "tty": f"pts/{rng.randint(0, 6)}", "pwd": home, "runas": "root",
                "cmd": sudo_cmds(rng)}

    def ev_sudo(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("sudo_cmd", **sudo_fields(h))

    def ev_sudo_bad(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("sudo_bad", n=rng.choice([1, 2, 3, 3]), **sudo_fields(h))

    def ev_sudo_nope(rng, c):
        h = host_pool(rng)
        use(h)
        f = sudo_fields(h)
        u = rng.choice(["www", "intern", "guest", "dave"])
        f["user"], f["pwd"] = f"{u:>8}", f"/home/{u}"
        c.emit("sudo_nope", **f)

    def ev_su(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("su_ok", pid=newpid(h), user=admins(rng)[0], target="root", tty=f"/dev/pts/{rng.randint(0, 6)}")

    def ev_su_bad(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("su_bad", pid=newpid(h), user=rng.choice([admins(rng)[0], "www", "intern"]), target="root",
               tty=f"/dev/pts/{rng.randint(0, 6)}")

    def ev_rst(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("rst", a=rng.randint(201, 4000), b=200)

    def ev_icmp(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("icmp", a=rng.randint(201, 1500), b=200)

    def ev_dhcp(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("dh_req", pid=h["dhpid"], nic=h["nic"], srv=h["gw"], port=67)
        c.adv(rng.uniform(0.001, 0.05))
        c.emit("dh_ack", pid=h["dhpid"], srv=h["gw"])
        c.emit("dh_bound", pid=h["dhpid"], ip=h["ip"], secs=rng.choice([43200, 43200, 3600, 1800, 21600, 302400]))

    def ev_link(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("link_down", nic=h["nic"])
        c.adv(rng.uniform(1, 30))
        c.emit("link_up", nic=h["nic"])
        c.emit("devd", pid=h["devd"], cmd=f"/etc/rc.d/dhclient quietstart {h['nic']}")
        h["dhpid"] = newpid(h)
        c.adv(rng.uniform(1, 4))
        c.emit("dh_req", pid=h["dhpid"], nic=h["nic"], srv="255.255.255.255", port=67)
        c.emit("dh_ack", pid=h["dhpid"], srv=h["gw"])
        c.emit("dh_newip", nic=h["nic"], ip=h["ip"])
        c.emit("dh_bound", pid=h["dhpid"], ip=h["ip"], secs=43200)

    def ev_ntp_sync(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("ntp_sync", pid=h["ntpd"], addr="0.0.0.0", code=rng.choice(["c615", "0615", "c618"]), seq=rng.choice(["05", "05", "08"]))

    def ev_ntp_err(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("ntp_timeerr", pid=h["ntpd"], code=rng.choice(["0x2041", "0x41", "0x2001"]))

    def ev_core(rng, c, key):
        h = host_pool(rng)
        use(h)
        comm, uid = crashers(rng)
        c.emit(key, pid=newpid(h), comm=comm, jid=rng.choice([0, 0, 0, 1, 2, 3, 5]), uid=uid,
               sig=rng.choice([11, 11, 11, 6, 10]) if key == "sig_core" else rng.choice([9, 15, 1, 13]))

    def ev_oom(rng, c):
        h = host_pool(rng)
        use(h)
        for _ in range(rng.randint(1, 4)):
            c.emit("swap", n=rng.choice([1, 2, 4, 8, 16, 32]))
        comm, uid = rng.choice([("mysqld", 88), ("java", 1001), ("node", 1001), ("clang", 65534), ("redis-server", 535)])
        c.emit("oom", pid=newpid(h), comm=comm, jid=rng.choice([0, 0, 2]), uid=uid)

    USB = [("SanDisk Cruzer Blade", "SanDisk", "Cruzer Blade 1.00", "SPC-4"),
           ("Kingston DataTraveler 3.0", "Kingston", "Kingston DataTraveler 3.0 PMAP", "SPC-4"),
           ("JMicron USB to ATA/ATAPI Bridge", "JMicron", "ST2000DM 008-2FR102 0001", "SPC-4"),
           ("Generic Mass Storage", "Generic", "Generic Flash Disk 8.07", "SCSI-2")]

    def ev_usb_in(rng, c):
        h = host_pool(rng)
        use(h)
        dev, vend, model, spc = rng.choice(USB)
        bus, addr, u, n = rng.randint(0, 1), rng.randint(2, 6), rng.randint(0, 1), rng.randint(0, 2)
        c.emit("ugen_at", bus=bus, addr=addr, dev=dev, bus2=bus)
        c.emit("umass_desc", u=u, desc=dev, cls="0/0", rev=rng.choice(["2.10/1.00", "3.00/1.00", "2.00/11.00"]), addr=addr, bus=bus)
        c.adv(rng.uniform(0.5, 2))
        c.emit("da_at", da=f"da{n}", u=u, b=0, sb=rng.randint(2, 8), t=0, l=0)
        c.emit("da_desc", da=f"da{n}", model=model, spc=spc)

    def ev_usb_out(rng, c):
        h = host_pool(rng)
        use(h)
        dev = rng.choice(USB)[0]
        bus, addr = rng.randint(0, 1), rng.randint(2, 6)
        c.emit("ugen_gone", bus=bus, addr=addr, dev=dev, bus2=bus)
        c.emit("umass_gone", u=rng.randint(0, 1), h=rng.randint(0, 3), port=rng.randint(1, 8), addr=addr)

    def ev_sonewconn(rng, c):
        h = host_pool(rng)
        use(h)
        lp = rng.choice([80, 443, 8080, 25, 6379, 5432, 9000])
        c.emit("sonewconn", pcb="0xfffff8" + hexs(rng, 10), laddr=f"{rng.choice(['0.0.0.0', '127.0.0.1', h['ip']])}:{lp}",
               proto=6, n=rng.choice([193, 129, 1537, 385, 769]), occ=rng.randint(1, 240), euid=rng.choice([0, 80, 70]),
               rgid=rng.choice([0, 80, 70]), jail=rng.choice([0, 0, 1, 3]))

    def ev_arp(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("arp", ip=f"{h['lan']}.{rng.randrange(2, 250)}", m1=mac(rng), m2=mac(rng), nic=h["nic"])

    def ev_nfs(rng, c):
        h = host_pool(rng)
        use(h)
        srv = rng.choice(["filer1:/export/home", "nas:/mnt/tank/backup", "10.0.0.20:/srv/nfs/ports", "store2:/vol/build"])
        c.emit("nfs_down", srv=srv)
        c.adv(rng.uniform(20, 900))
        c.emit("nfs_up", srv=srv)

    def ev_zfs_state(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("zfs_state", pg=h["pg"], vg=str(rng.getrandbits(63)))

    def ev_zfs_cksum(rng, c):
        h = host_pool(rng)
        use(h)
        for _ in range(rng.randint(1, 3)):
            c.emit("zfs_cksum", pool=h["pool"], path=rng.choice(h["disks"]), off=rng.randrange(0, 2**40, 4096),
                   size=rng.choice([4096, 8192, 131072, 12288]))

    def ev_zfs_io(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("zfs_io", pool=h["pool"], path=rng.choice(h["disks"]), off=rng.randrange(0, 2**40, 4096),
               size=rng.choice([4096, 8192, 131072]), err=rng.choice([5, 6, 5]))

    def ev_gvfs(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("gvfs", prov=rng.choice(["da0p1", "da1p1", "ada1p1", "gpt/backup0"]), off=rng.randrange(0, 2**36, 4096),
               len=rng.choice([4096, 32768, 131072]), err=rng.choice([5, 6]))

    def ev_watchdog(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("watchdog", nic=h["nic"])

    def ev_boot(rng, c):
        h = host_pool(rng)
        use(h)
        c.emit("syslogd_exit", sig=15)
        c.adv(rng.uniform(40, 400))
        c.emit("syslogd_boot", path="/boot/kernel/kernel")
        rel, build, yr = h["rel"]
        c.emit("boot")
        c.emit("copyright", yr=yr)
        c.emit("banner", rel=rel, build=build, ident="GENERIC", arch="amd64")
        c.emit("cpu", cpu=h["cpu"][0], mhz=h["cpu"][1])
        b = h["mem"] * 1048576
        c.emit("realmem", b=b, mb=h["mem"])
        avail = h["mem"] - rng.randint(200, 900)
        c.emit("availmem", b=avail * 1048576 - rng.randint(0, 1048575), mb=avail)
        c.adv(rng.uniform(2, 10))
        h["ntpd"] = rng.randint(700, 1500)
        h["dhpid"] = rng.randint(300, 900)
        c.emit("dh_newip", nic=h["nic"], ip=h["ip"])
        c.emit("ntp_start", pid=h["ntpd"], ver=rng.choice(["4.2.8p17-a", "4.2.8p15-a", "4.2.8p18-a"]), build=1)
        c.emit("ntp_listen", pid=h["ntpd"], n=rng.randint(2, 5), ifc=h["nic"], addr=h["ip"], port=123)
        c.adv(rng.uniform(5, 20))
        c.emit("ntp_step", pid=h["ntpd"], addr="0.0.0.0", code="c61c", seq="0c", off=f"{rng.uniform(-3, 3):+.6f}")

    events = [
        ("scan", 22, ev_scan, False),
        ("closed_auth", 10, ev_closed_auth, True),
        ("rst", 6, ev_rst, True),
        ("login", 5, ev_login, False),
        ("sudo", 5, ev_sudo, True),
        ("dhcp", 4, ev_dhcp, False),
        ("icmp", 2.5, ev_icmp, True),
        ("su", 2, ev_su, True),
        ("maxauth", 1.5, ev_maxauth, True),
        ("pam_err", 1.0, ev_pam_err, True),
        ("login_kbd", 1.0, ev_login_kbd, True),
        ("sig_core", 0.9, lambda r, c: ev_core(r, c, "sig_core"), True),
        ("link", 0.8, ev_link, False),
        ("ntp_sync", 0.7, ev_ntp_sync, True),
        ("sig", 0.6, lambda r, c: ev_core(r, c, "sig"), True),
        ("sonewconn", 0.6, ev_sonewconn, True),
        ("usb_in", 0.45, ev_usb_in, False),
        ("arp", 0.45, ev_arp, True),
        ("usb_out", 0.4, ev_usb_out, False),
        ("sudo_bad", 0.4, ev_sudo_bad, True),
        ("timeout", 0.4, ev_timeout, True),
        ("nfs", 0.3, ev_nfs, False),
        ("zfs_state", 0.3, ev_zfs_state, True),
        ("su_bad", 0.3, ev_su_bad, True),
        ("sudo_nope", 0.25, ev_sudo_nope, True),
        ("oom", 0.25, ev_oom, False),
        ("boot", 0.2, ev_boot, False),
        ("zfs_cksum", 0.2, ev_zfs_cksum, False),
        ("zfs_io", 0.15, ev_zfs_io, True),
        ("gvfs", 0.15, ev_gvfs, True),
        ("watchdog", 0.15, ev_watchdog, True),
        ("ntp_err", 0.15, ev_ntp_err, True),
    ]
    return run(c, events, mean_gap=60.0, avg_rows=1.6)


def make_freebsd_messages(rng: random.Random) -> list[dict[str, str]]:
    return build(rng, _fb_setup)


# --------------------------------------------------------------------------
FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("network_manager", make_network_manager),
    ("cron_anacron", make_cron_anacron),
    ("selinux_avc", make_selinux_avc),
    ("cloud_init", make_cloud_init),
    ("snapd_journal", make_snapd_journal),
    ("freebsd_messages", make_freebsd_messages),
]

_SETUPS = {"network_manager": _nm_setup, "cron_anacron": _cron_setup, "selinux_avc": _selinux_setup,
           "cloud_init": _ci_setup, "snapd_journal": _snapd_setup, "freebsd_messages": _fb_setup}


def _self_check() -> None:
    for name, make in FORMATS:
        # all spec templates of the format (spec registration is deterministic)
        spec_tpls = {v[2] for v in _SETUPS[name](random.Random(0)).specs.values()}
        n_specs = len(spec_tpls)
        assert 25 <= n_specs <= 60, (name, n_specs)
        for seed in range(5):
            rows = make(random.Random(seed))
            assert len(rows) == N_ROWS, (name, seed, len(rows))
            assert rows == make(random.Random(seed)), (name, "not a pure function of the seed")
            seen = set()
            for r in rows:
                assert set(r) == {"line", "template", "level"}, r
                assert r["level"] in LEVELS, r
                assert "\n" not in r["line"] and "\r" not in r["line"], r
                assert template_regex(r["template"]).fullmatch(r["line"]), (name, seed, r)
                assert r["template"] in spec_tpls, r
                seen.add(r["template"])
            missing = spec_tpls - seen
            assert not missing, (name, seed, missing)
        tpl_level = {}
        for r in rows:
            tpl_level[r["template"]] = r["level"]
        bad = sum(1 for lv in tpl_level.values() if lv in ("WARN", "ERROR", "FATAL"))
        print(f"== {name}: {len(tpl_level)} templates, {bad} WARN/ERROR/FATAL templates")
        rng = random.Random(99)
        for r in rng.sample(rows, 3):
            print("   ", r["level"], "|", r["line"])


if __name__ == "__main__":
    _self_check()
