"""Synthetic log corpora with ground-truth templates for six infrastructure formats.

Each entry of FORMATS is (name, make); make(rng) returns 2000 rows in time order,
each {"line", "template", "level"}.  Lines are produced from message specs: a spec
is a format string whose ``{name}`` fields are variables; the template is the same
string with every field replaced by ``<*>``.  Specs of one format never share a
template (checked at import time).  Only the rng passed in is used.

General conventions used everywhere
-----------------------------------
* A whole timestamp is ONE variable even when it contains blanks ("Dec  5 08:21:13",
  "Sat Dec  5 08:21:13 2026", "2026-12-05 08:21:13 +0000").  Exception: the Windows
  firewall log, whose date and time are two separate W3C fields -> two variables.
* Host names, pids, thread ids, user names, principals, IPs, ports, counters, ids,
  SPIs, byte counts, durations, item keys, free-text reasons / error strings taken
  from a pool are variables, also when glued to constant punctuation such as
  "12[IKE]" -> "<*>[IKE]" or "net-net{12}" -> "<*>{<*>}".
* A value that is a list of variable length (etype lists, proposal lists, plugin
  lists, command argument vectors) is ONE variable so that the template does not
  depend on the list length.
* Exchange types, payload lists, notify names, status words, protocol names, TCP
  flag strings, notification types, state names and HTTP methods are constants:
  they are few-valued and change what the message means.

strongswan_charon
    syslog "Mmm dd HH:MM:SS host charon: TT[SUB] <ctx> text".  The whole IKE_SA
    context token ("<conn|7>" or "<7>" before a config is selected) is one variable;
    "received packet" and the socket error carry no context at all (field absent ->
    separate template).  The subsystem tag (IKE/CHD/NET/ENC/CFG/KNL/DMN/...) is
    constant, the thread number is a variable.  Payload lists "[ SA KE No ... ]"
    belong to the exchange and are constant; message ids are variables.
    Proposals ("IKE:AES_CBC_256/...") are variables (drawn from a pool).  charon
    prints no severity word, so the level comes from the wording: retransmissions
    and "failed to establish CHILD_SA, keeping IKE_SA" -> WARN; MAC mismatch,
    AUTHENTICATION_FAILED, no peer config, unacceptable proposals/TS, giving up,
    decrypt/socket errors -> ERROR; everything else "-".
freeradius
    "Www Mmm dd HH:MM:SS YYYY : Kind: (req) text".  The request number, user name,
    client short name, NAS port, Calling-Station-Id, home server IP/port, module
    instance names and OpenSSL error strings are variables.  The reason in
    "Login incorrect (...)" is constant (each reason is its own template) and the
    tail "(from client X port N cli Y)" vs "... via TLS tunnel)" are different
    templates.  Level from the kind word: Info -> INFO, Warning -> WARN,
    Error -> ERROR; "Auth:" is INFO for Login OK and WARN for "Login incorrect" /
    "Rejected in post-auth" (the line itself reports a rejection); "Proxy:" is INFO,
    except "as zombie" -> WARN and "as dead." -> ERROR.
krb5kdc
    "Mmm dd HH:MM:SS host krb5kdc[pid](sev): text" (zero-padded day, as the KDC's
    own log file writes it).  Request kind (AS_REQ/TGS_REQ) and status
    (ISSUE, NEEDED_PREAUTH, PREAUTH_FAILED, CLIENT_NOT_FOUND, ...) are constants;
    the etype count, the brace-enclosed etype list (one variable), the client IP,
    authtime, each rep=/tkt=/ses= value and both principals are variables.
    "<unknown client>"/"<unknown server>" are literal text.  Level is the
    parenthesised severity: info/Notice -> INFO, Warning -> WARN, Error -> ERROR
    (so failed AS/TGS requests are INFO, as the KDC logs them).  One failed restart
    (spake warning, socket bind errors) is always present.
zabbix_server
    "%6ld:YYYYMMDD:HHMMSS.mmm text".  The space-padded pid is one variable and the
    "YYYYMMDD:HHMMSS.mmm" stamp is one variable.  Quoted "host:key" of item state
    changes is one variable, as are item keys, host names, reasons after
    "became not supported:", SQL text, DB error text.  The interface kind
    ("Zabbix agent" / "SNMP agent") and "first"/"another network error" are
    constants; process type names in "server #N started [poller #3]" are a variable.
    Zabbix prints no severity, so the level comes from the wording: not supported,
    network errors, disabled checks, rejected/unknown peers, slow query -> WARN;
    "[Z300x] ... failed", "database is down" -> ERROR; everything else "-".
icinga2
    "[YYYY-MM-DD HH:MM:SS +zzzz] severity/Facility: text".  Facility is constant.
    Object, endpoint, zone, user, command names, PIDs, argument vectors, plugin
    output, queue names and rates are variables.  Notification types, state-change
    from/to states, soft/hard, HTTP method and status word are constants.  Level:
    debug -> DEBUG, notice/information -> INFO, warning -> WARN, critical -> ERROR.
windows_firewall
    pfirewall.log with its four '#' header lines first.  date and time are separate
    variables; action, protocol name, TCP flag string and path are constants, and
    "-" placeholders are constants, so each (action, protocol, flags, path) combo is
    its own template; every number (ports, size, seq/ack/window, ICMP type/code,
    numeric protocol, lost-event count, "#Version" number) is a variable.  The log
    has no level field: ALLOW and header lines are "-"; judgement call: DROP lines
    and INFO-EVENTS-LOST are WARN (a blocked packet / lost audit events).
"""
from __future__ import annotations

import random
import re
from datetime import datetime, timedelta
from typing import Callable

N_ROWS = 2000
LEVELS = ("DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-")
_VAR = re.compile(r"\{([a-z_][a-z0-9_]*)\}")
_EPOCH = datetime(1970, 1, 1)


def template_of(fmt: str) -> str:
    return _VAR.sub("<*>", fmt)


def fill(fmt: str, vals: dict) -> str:
    return _VAR.sub(lambda m: str(vals[m.group(1)]), fmt)


def check_specs(specs: dict) -> dict:
    """Assert levels are legal and that no two specs share a template string."""
    seen: dict[str, str] = {}
    for key, (level, fmt) in specs.items():
        assert level in LEVELS, (key, level)
        t = template_of(fmt)
        assert t not in seen, f"specs {key!r} and {seen[t]!r} share template {t!r}"
        seen[t] = key
    assert 15 <= len(specs) <= 60, len(specs)
    return specs


_CUM: dict = {}


def zipf(rng: random.Random, pool, s: float = 1.1):
    """Pick from pool with Zipf-like skew (first elements most frequent)."""
    key = (len(pool), s)
    cw = _CUM.get(key)
    if cw is None:
        tot, cw = 0.0, []
        for i in range(len(pool)):
            tot += 1.0 / (i + 1) ** s
            cw.append(tot)
        _CUM[key] = cw
    return rng.choices(pool, cum_weights=cw)[0]


class Log:
    """Accumulates rows for one corpus with a monotone clock."""

    def __init__(self, rng: random.Random, specs: dict, stamp: Callable, dyn: Callable | None = None):
        self.rng, self.specs, self.stamp, self.dyn = rng, specs, stamp, dyn
        self.t = datetime(2026, 12, 5) + timedelta(seconds=rng.uniform(0, 20 * 3600))
        self.rows: list[dict[str, str]] = []

    def emit(self, spec_key: str, /, *dicts, gap: float = 0.05, **kw) -> None:
        level, fmt = self.specs[spec_key]
        if gap > 0:
            self.t += timedelta(seconds=self.rng.expovariate(1.0 / gap))
        v: dict = {}
        if self.dyn:
            v.update(self.dyn(self.rng))
        for d in dicts:
            v.update(d)
        v.update(kw)
        v.update(self.stamp(self.t))
        self.rows.append({"line": fill(fmt, v), "template": template_of(fmt), "level": level})

    def full(self) -> bool:
        return len(self.rows) >= N_ROWS


def run(L: Log, episodes, forced=()) -> list[dict[str, str]]:
    """Run weighted episodes until N_ROWS; forced episodes run once each at a random point."""
    marks = sorted((L.rng.randint(100, N_ROWS - 200), i) for i in range(len(forced)))
    ws = [w for w, _ in episodes]
    fs = [f for _, f in episodes]
    while not L.full():
        if marks and len(L.rows) >= marks[0][0]:
            forced[marks.pop(0)[1]]()
            continue
        L.rng.choices(fs, weights=ws)[0]()
    return L.rows[:N_ROWS]


# ---------------------------------------------------------------- shared pools
USERS = ["alice", "bob", "jsmith", "carol", "mjones", "dave", "a.nguyen", "erin", "k.mueller",
         "frank", "svc-backup", "grace", "heidi", "p.rossi", "ivan", "judy", "svc-jenkins",
         "oscar", "t.yamada", "walter", "r.okafor", "l.garcia", "admin", "victor", "nadia"]


def rand_ip(rng, first=None):
    a = first if first is not None else rng.choice([23, 45, 62, 77, 91, 103, 141, 176, 185, 194, 203, 212])
    return f"{a}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def rand_mac(rng, sep="-", upper=True):
    m = sep.join(f"{rng.randint(0, 255):02x}" for _ in range(6))
    return m.upper() if upper else m


def epoch(t: datetime) -> int:
    return int((t - _EPOCH).total_seconds())


# =============================================================== 1. strongSwan
SS_P = "{ts} {host} charon: {thr}"
SS_SPECS = check_specs({
    "rx": ("-", SS_P + "[NET] received packet: from {rip}[{rport}] to {lip}[{lport}] ({n} bytes)"),
    "tx": ("-", SS_P + "[NET] {ctx} sending packet: from {lip}[{lport}] to {rip}[{rport}] ({n} bytes)"),
    "p_init_req": ("-", SS_P + "[ENC] {ctx} parsed IKE_SA_INIT request {mid} [ SA KE No N(NATD_S_IP) N(NATD_D_IP) N(FRAG_SUP) N(HASH_ALG) N(REDIR_SUP) ]"),
    "g_init_resp": ("-", SS_P + "[ENC] {ctx} generating IKE_SA_INIT response {mid} [ SA KE No N(NATD_S_IP) N(NATD_D_IP) CERTREQ N(FRAG_SUP) N(HASH_ALG) N(CHDLESS_SUP) N(MULT_AUTH) ]"),
    "g_init_req": ("-", SS_P + "[ENC] {ctx} generating IKE_SA_INIT request {mid} [ SA KE No N(NATD_S_IP) N(NATD_D_IP) N(FRAG_SUP) N(HASH_ALG) N(REDIR_SUP) ]"),
    "p_init_resp": ("-", SS_P + "[ENC] {ctx} parsed IKE_SA_INIT response {mid} [ SA KE No N(NATD_S_IP) N(NATD_D_IP) CERTREQ N(FRAG_SUP) N(HASH_ALG) N(CHDLESS_SUP) N(MULT_AUTH) ]"),
    "g_init_noprop": ("-", SS_P + "[ENC] {ctx} generating IKE_SA_INIT response {mid} [ N(NO_PROP) ]"),
    "p_auth_req": ("-", SS_P + "[ENC] {ctx} parsed IKE_AUTH request {mid} [ IDi N(INIT_CONTACT) IDr AUTH SA TSi TSr N(MOBIKE_SUP) N(NO_ADD_ADDR) N(MULT_AUTH) N(EAP_ONLY) N(MSG_ID_SYN_SUP) ]"),
    "g_auth_resp": ("-", SS_P + "[ENC] {ctx} generating IKE_AUTH response {mid} [ IDr AUTH SA TSi TSr N(AUTH_LFT) N(MOBIKE_SUP) N(ADD_4_ADDR) ]"),
    "g_auth_resp_ts": ("-", SS_P + "[ENC] {ctx} generating IKE_AUTH response {mid} [ IDr AUTH N(TS_UNACCEPT) ]"),
    "g_auth_fail": ("-", SS_P + "[ENC] {ctx} generating IKE_AUTH response {mid} [ N(AUTH_FAILED) ]"),
    "g_auth_req": ("-", SS_P + "[ENC] {ctx} generating IKE_AUTH request {mid} [ IDi N(INIT_CONTACT) IDr AUTH SA TSi TSr N(MOBIKE_SUP) N(NO_ADD_ADDR) N(MULT_AUTH) N(EAP_ONLY) N(MSG_ID_SYN_SUP) ]"),
    "p_auth_resp": ("-", SS_P + "[ENC] {ctx} parsed IKE_AUTH response {mid} [ IDr AUTH SA TSi TSr N(AUTH_LFT) N(MOBIKE_SUP) N(ADD_4_ADDR) ]"),
    "p_auth_resp_fail": ("-", SS_P + "[ENC] {ctx} parsed IKE_AUTH response {mid} [ N(AUTH_FAILED) ]"),
    "g_info_req": ("-", SS_P + "[ENC] {ctx} generating INFORMATIONAL request {mid} [ ]"),
    "p_info_resp": ("-", SS_P + "[ENC] {ctx} parsed INFORMATIONAL response {mid} [ ]"),
    "g_info_del": ("-", SS_P + "[ENC] {ctx} generating INFORMATIONAL request {mid} [ D ]"),
    "p_info_del": ("-", SS_P + "[ENC] {ctx} parsed INFORMATIONAL request {mid} [ D ]"),
    "g_info_resp": ("-", SS_P + "[ENC] {ctx} generating INFORMATIONAL response {mid} [ ]"),
    "g_ccs_req": ("-", SS_P + "[ENC] {ctx} generating CREATE_CHILD_SA request {mid} [ N(REKEY_SA) SA No TSi TSr ]"),
    "p_ccs_resp": ("-", SS_P + "[ENC] {ctx} parsed CREATE_CHILD_SA response {mid} [ SA No TSi TSr ]"),
    "g_rekey_ike": ("-", SS_P + "[ENC] {ctx} generating CREATE_CHILD_SA request {mid} [ SA No KE ]"),
    "p_rekey_ike": ("-", SS_P + "[ENC] {ctx} parsed CREATE_CHILD_SA response {mid} [ SA No KE ]"),
    "is_initiating": ("-", SS_P + "[IKE] {ctx} {rip} is initiating an IKE_SA"),
    "initiating": ("-", SS_P + "[IKE] {ctx} initiating IKE_SA {conn}[{uid}] to {rip}"),
    "sel_prop": ("-", SS_P + "[CFG] {ctx} selected proposal: {prop}"),
    "nat_remote": ("-", SS_P + "[IKE] {ctx} remote host is behind NAT"),
    "looking": ("-", SS_P + "[CFG] {ctx} looking for peer configs matching {lip}[%any]...{rip}[{rid}]"),
    "sel_peer": ("-", SS_P + "[CFG] {ctx} selected peer config '{conn}'"),
    "auth_peer": ("-", SS_P + "[IKE] {ctx} authentication of '{rid}' with pre-shared key successful"),
    "auth_self": ("-", SS_P + "[IKE] {ctx} authentication of '{lid}' (myself) with pre-shared key"),
    "peer_mobike": ("-", SS_P + "[IKE] {ctx} peer supports MOBIKE"),
    "established": ("-", SS_P + "[IKE] {ctx} IKE_SA {conn}[{uid}] established between {lip}[{lid}]...{rip}[{rid}]"),
    "sched_reauth": ("-", SS_P + "[IKE] {ctx} scheduling reauthentication in {s}s"),
    "sched_rekey": ("-", SS_P + "[IKE] {ctx} scheduling rekeying in {s}s"),
    "max_life": ("-", SS_P + "[IKE] {ctx} maximum IKE_SA lifetime {s}s"),
    "child_up": ("-", SS_P + "[IKE] {ctx} CHILD_SA {child}{{cuid}} established with SPIs {spi_i}_i {spi_o}_o and TS {lts} === {rts}"),
    "child_in": ("-", SS_P + "[IKE] {ctx} inbound CHILD_SA {child}{{cuid}} established with SPIs {spi_i}_i {spi_o}_o and TS {lts} === {rts}"),
    "child_out": ("-", SS_P + "[IKE] {ctx} outbound CHILD_SA {child}{{cuid}} established with SPIs {spi_i}_i {spi_o}_o and TS {lts} === {rts}"),
    "child_close": ("-", SS_P + "[IKE] {ctx} closing CHILD_SA {child}{{cuid}} with SPIs {spi_i}_i ({bi} bytes) {spi_o}_o ({bo} bytes) and TS {lts} === {rts}"),
    "child_state": ("-", SS_P + "[CHD] {ctx} CHILD_SA {child}{{cuid}} state change: INSTALLED => REKEYING"),
    "rekey_job": ("-", SS_P + "[KNL] creating rekey job for CHILD_SA {said}"),
    "ike_rekeyed": ("-", SS_P + "[IKE] {ctx} IKE_SA {conn}[{uid}] rekeyed between {lip}[{lid}]...{rip}[{rid}]"),
    "dpd": ("-", SS_P + "[IKE] {ctx} sending DPD request"),
    "retransmit": ("WARN", SS_P + "[IKE] {ctx} retransmit {k} of request with message ID {mid}"),
    "rx_retrans": ("WARN", SS_P + "[IKE] {ctx} received retransmit of request with ID {mid}, retransmitting response"),
    "giveup": ("ERROR", SS_P + "[IKE] {ctx} giving up after {k} retransmits"),
    "est_failed": ("ERROR", SS_P + "[IKE] {ctx} establishing IKE_SA failed, peer not responding"),
    "rx_del_ike": ("-", SS_P + "[IKE] {ctx} received DELETE for IKE_SA {conn}[{uid}]"),
    "deleting": ("-", SS_P + "[IKE] {ctx} deleting IKE_SA {conn}[{uid}] between {lip}[{lid}]...{rip}[{rid}]"),
    "deleted": ("-", SS_P + "[IKE] {ctx} IKE_SA deleted"),
    "mac_mismatch": ("ERROR", SS_P + "[IKE] {ctx} tried {k} shared key for '{lid}' - '{rid}', but MAC mismatched"),
    "no_peer_cfg": ("ERROR", SS_P + "[CFG] {ctx} no matching peer config found"),
    "rx_authfail": ("ERROR", SS_P + "[IKE] {ctx} received AUTHENTICATION_FAILED notify error"),
    "rx_props": ("-", SS_P + "[CFG] {ctx} received proposals: {props}"),
    "props_unacc": ("ERROR", SS_P + "[IKE] {ctx} received proposals unacceptable"),
    "ts_unacc": ("ERROR", SS_P + "[IKE] {ctx} traffic selectors {rts} === {lts} unacceptable"),
    "child_failed": ("WARN", SS_P + "[IKE] {ctx} failed to establish CHILD_SA, keeping IKE_SA"),
    "sock_err": ("ERROR", SS_P + "[NET] error writing to socket: Network is unreachable"),
    "decrypt_fail": ("ERROR", SS_P + "[ENC] {ctx} could not decrypt payloads"),
})

SS_IKE_PROPS = ["IKE:AES_CBC_256/HMAC_SHA2_256_128/PRF_HMAC_SHA2_256/MODP_2048",
                "IKE:AES_GCM_16_256/PRF_HMAC_SHA2_384/ECP_384",
                "IKE:AES_CBC_128/HMAC_SHA1_96/PRF_HMAC_SHA1/MODP_1024",
                "IKE:AES_CBC_256/HMAC_SHA2_512_256/PRF_HMAC_SHA2_512/CURVE_25519"]
SS_ESP_PROPS = ["ESP:AES_GCM_16_256/NO_EXT_SEQ", "ESP:AES_CBC_256/HMAC_SHA2_256_128/NO_EXT_SEQ",
                "ESP:AES_CBC_128/HMAC_SHA1_96/NO_EXT_SEQ"]
SS_BAD_PROPS = ["IKE:3DES_CBC/HMAC_MD5_96/PRF_HMAC_MD5/MODP_1024",
                "IKE:3DES_CBC/HMAC_SHA1_96/PRF_HMAC_SHA1/MODP_1024, IKE:DES_CBC/HMAC_MD5_96/PRF_HMAC_MD5/MODP_768",
                "IKE:AES_CBC_128/HMAC_SHA1_96/PRF_HMAC_SHA1/MODP_768"]
SS_CONNS = ["site-fra", "branch-nyc", "dc-link", "site-ams", "office-lon", "aws-vpc1",
            "azure-hub", "branch-sfo", "partner-acme", "lab-gw"]


def make_strongswan(rng: random.Random) -> list[dict[str, str]]:
    host = rng.choice(["vpn1", "gw-edge01", "ipsec-a", "fw2"])
    lip = rand_ip(rng, 198)
    lid = f"{host}.{rng.choice(['example.net', 'corp.example.com', 'example.org'])}"
    peers = []
    for i, name in enumerate(SS_CONNS):
        rip = rand_ip(rng)
        rid = rip if rng.random() < 0.35 else f"gw.{name.split('-')[-1]}.example.com"
        peers.append({"conn": name, "rip": rip, "rid": rid, "child": name + rng.choice(["-lan", "-net", ""]),
                      "lts": rng.choice(["10.10.0.0/16", "172.16.0.0/20", "10.10.20.0/24"]),
                      "rts": f"10.{40 + i}.{rng.choice([0, 8, 16])}.0/{rng.choice([16, 21, 24])}",
                      "ikep": rng.choice(SS_IKE_PROPS), "espp": rng.choice(SS_ESP_PROPS),
                      "nat": rng.random() < 0.3})
    L = Log(rng, SS_SPECS, lambda t: {"ts": f"{t:%b} {t.day:2d} {t:%H:%M:%S}"},
            lambda r: {"thr": f"{r.randint(1, 16):02d}", "host": host, "lip": lip, "lid": lid})
    st = {"uid": rng.randint(1, 300), "cuid": rng.randint(1, 900), "sas": []}
    spi = lambda: f"{rng.getrandbits(32):08x}"

    def new_sa(peer, named=False):
        st["uid"] += 1
        sa = dict(peer, uid=st["uid"], mid=0, pmid=0)
        sa["ctx"] = f"<{peer['conn']}|{sa['uid']}>" if named else f"<{sa['uid']}>"
        return sa

    def name_sa(sa):
        sa["ctx"] = f"<{sa['conn']}|{sa['uid']}>"

    def new_child(sa):
        st["cuid"] += 1
        sa.update(cuid=st["cuid"], spi_i=f"c{rng.getrandbits(28):07x}", spi_o=f"c{rng.getrandbits(28):07x}")

    def port(sa):
        return 4500 if sa["nat"] else 500

    def rx(sa, n, first_gap=0.05, init=False):
        p = 500 if init else port(sa)
        L.emit("rx", sa, rport=p, lport=p, n=n, gap=first_gap)

    def tx(sa, n, init=False):
        p = 500 if init else port(sa)
        L.emit("tx", sa, rport=p, lport=p, n=n, gap=0.002)

    def init_exchange(sa):
        rx(sa, rng.randint(296, 624), first_gap=40, init=True)
        L.emit("p_init_req", sa, mid=0, gap=0.003)
        L.emit("is_initiating", sa, gap=0.001)
        L.emit("sel_prop", sa, prop=sa["ikep"], gap=0.001)
        if sa["nat"]:
            L.emit("nat_remote", sa, gap=0.001)
        L.emit("g_init_resp", sa, mid=0, gap=0.01)
        tx(sa, rng.randint(288, 472), init=True)
        rx(sa, rng.randint(256, 544), first_gap=0.08)
        L.emit("p_auth_req", sa, mid=1, gap=0.002)
        L.emit("looking", sa, gap=0.001)

    def establish():
        peer = zipf(rng, peers)
        sa = new_sa(peer)
        init_exchange(sa)
        r = rng.random()
        if r < 0.04:
            L.emit("no_peer_cfg", sa, gap=0.001)
            L.emit("g_auth_fail", sa, mid=1, gap=0.001)
            tx(sa, rng.randint(64, 96))
            return
        L.emit("sel_peer", sa, gap=0.001)
        name_sa(sa)
        if r < 0.10:
            L.emit("mac_mismatch", sa, k=1, gap=0.002)
            L.emit("g_auth_fail", sa, mid=1, gap=0.001)
            tx(sa, rng.randint(64, 96))
            return
        L.emit("auth_peer", sa, gap=0.002)
        L.emit("auth_self", sa, gap=0.001)
        L.emit("established", sa, gap=0.001)
        if rng.random() < 0.5:
            L.emit("sched_reauth", sa, s=rng.randint(9000, 10800), gap=0.001)
        else:
            L.emit("sched_rekey", sa, s=rng.randint(13000, 14400), gap=0.001)
        L.emit("max_life", sa, s=rng.randint(14400, 15800), gap=0.001)
        if rng.random() < 0.5:
            L.emit("peer_mobike", sa, gap=0.001)
        if r < 0.13:
            L.emit("ts_unacc", sa, gap=0.001)
            L.emit("child_failed", sa, gap=0.001)
            L.emit("g_auth_resp_ts", sa, mid=1, gap=0.001)
            tx(sa, rng.randint(120, 240))
        else:
            new_child(sa)
            L.emit("sel_prop", sa, prop=sa["espp"], gap=0.001)
            L.emit("child_up", sa, gap=0.002)
            L.emit("g_auth_resp", sa, mid=1, gap=0.001)
            tx(sa, rng.randint(220, 480))
        sa["pmid"] = 2
        st["sas"].append(sa)

    def initiate():
        peer = zipf(rng, peers)
        sa = new_sa(peer, named=True)
        L.emit("initiating", sa, gap=60)
        L.emit("g_init_req", sa, mid=0, gap=0.002)
        tx(sa, rng.randint(296, 624), init=True)
        if rng.random() < 0.35:
            d = 4.0
            for k in range(1, 6):
                L.emit("retransmit", sa, k=k, mid=0, gap=d)
                tx(sa, rng.randint(296, 624), init=True)
                d *= 1.8
            L.emit("giveup", sa, k=5, gap=d)
            L.emit("est_failed", sa, gap=0.001)
            return
        rx(sa, rng.randint(288, 472), first_gap=0.05, init=True)
        L.emit("p_init_resp", sa, mid=0, gap=0.002)
        L.emit("sel_prop", sa, prop=sa["ikep"], gap=0.001)
        L.emit("auth_self", sa, gap=0.002)
        L.emit("g_auth_req", sa, mid=1, gap=0.001)
        tx(sa, rng.randint(256, 544))
        rx(sa, rng.randint(220, 480), first_gap=0.06)
        if rng.random() < 0.15:
            L.emit("p_auth_resp_fail", sa, mid=1, gap=0.002)
            L.emit("rx_authfail", sa, gap=0.001)
            return
        L.emit("p_auth_resp", sa, mid=1, gap=0.002)
        L.emit("auth_peer", sa, gap=0.001)
        L.emit("established", sa, gap=0.001)
        L.emit("sched_rekey", sa, s=rng.randint(13000, 14400), gap=0.001)
        L.emit("max_life", sa, s=rng.randint(14400, 15800), gap=0.001)
        new_child(sa)
        L.emit("sel_prop", sa, prop=sa["espp"], gap=0.001)
        L.emit("child_up", sa, gap=0.001)
        sa["mid"] = 2
        st["sas"].append(sa)

    def pick():
        if len(st["sas"]) < 3:
            (establish if rng.random() < 0.6 else initiate)()
            return None
        return rng.choice(st["sas"])

    def dpd():
        sa = pick()
        if sa is None:
            return
        L.emit("dpd", sa, gap=30)
        L.emit("g_info_req", sa, mid=sa["mid"], gap=0.001)
        tx(sa, rng.randint(76, 96))
        if rng.random() < 0.04:
            d = 4.0
            for k in range(1, 6):
                L.emit("retransmit", sa, k=k, mid=sa["mid"], gap=d)
                tx(sa, rng.randint(76, 96))
                d *= 1.8
            L.emit("giveup", sa, k=5, gap=d)
            st["sas"].remove(sa)
            return
        if rng.random() < 0.05:
            L.emit("retransmit", sa, k=1, mid=sa["mid"], gap=4)
            tx(sa, rng.randint(76, 96))
        rx(sa, rng.randint(76, 96), first_gap=0.05)
        L.emit("p_info_resp", sa, mid=sa["mid"], gap=0.001)
        sa["mid"] += 1

    def child_rekey():
        sa = pick()
        if sa is None or "cuid" not in sa:
            return
        L.emit("rekey_job", said=f"ESP/0x{sa['spi_i']}/{lip}", gap=40)
        L.emit("child_state", sa, gap=0.001)
        L.emit("g_ccs_req", sa, mid=sa["mid"], gap=0.002)
        tx(sa, rng.randint(280, 420))
        rx(sa, rng.randint(260, 400), first_gap=0.05)
        L.emit("p_ccs_resp", sa, mid=sa["mid"], gap=0.001)
        sa["mid"] += 1
        L.emit("sel_prop", sa, prop=sa["espp"], gap=0.001)
        old = dict(sa)
        new_child(sa)
        L.emit("child_in", sa, gap=0.002)
        L.emit("child_out", sa, gap=0.002)
        L.emit("child_close", old, bi=rng.randint(0, 90_000_000), bo=rng.randint(0, 40_000_000), gap=0.001)
        L.emit("g_info_del", sa, mid=sa["mid"], gap=0.001)
        tx(sa, rng.randint(76, 96))
        rx(sa, rng.randint(76, 96), first_gap=0.04)
        L.emit("p_info_resp", sa, mid=sa["mid"], gap=0.001)
        sa["mid"] += 1

    def ike_rekey():
        sa = pick()
        if sa is None:
            return
        L.emit("g_rekey_ike", sa, mid=sa["mid"], gap=60)
        tx(sa, rng.randint(400, 560))
        rx(sa, rng.randint(400, 560), first_gap=0.06)
        L.emit("p_rekey_ike", sa, mid=sa["mid"], gap=0.001)
        L.emit("sel_prop", sa, prop=sa["ikep"], gap=0.001)
        st["uid"] += 1
        new = dict(sa, uid=st["uid"], mid=0, pmid=0)
        new["ctx"] = f"<{sa['conn']}|{new['uid']}>"
        L.emit("ike_rekeyed", sa, uid=new["uid"], gap=0.001)
        L.emit("sched_rekey", new, s=rng.randint(13000, 14400), gap=0.001)
        L.emit("max_life", new, s=rng.randint(14400, 15800), gap=0.001)
        L.emit("g_info_del", sa, mid=sa["mid"] + 1, gap=0.001)
        tx(sa, rng.randint(76, 96))
        st["sas"][st["sas"].index(sa)] = new

    def peer_delete():
        if len(st["sas"]) < 5:
            return establish()
        sa = rng.choice(st["sas"])
        rx(sa, rng.randint(76, 96), first_gap=90)
        L.emit("p_info_del", sa, mid=sa["pmid"], gap=0.001)
        L.emit("rx_del_ike", sa, gap=0.001)
        L.emit("deleting", sa, gap=0.001)
        L.emit("deleted", sa, gap=0.001)
        L.emit("g_info_resp", sa, mid=sa["pmid"], gap=0.001)
        tx(sa, rng.randint(76, 96))
        st["sas"].remove(sa)

    def peer_retransmit():
        sa = pick()
        if sa is None:
            return
        rx(sa, rng.randint(76, 540), first_gap=20)
        L.emit("rx_retrans", sa, mid=max(sa["pmid"] - 1, 0), gap=0.001)
        tx(sa, rng.randint(76, 540))

    def bad_proposal():
        sa = new_sa(zipf(rng, peers))
        rx(sa, rng.randint(296, 624), first_gap=60, init=True)
        L.emit("p_init_req", sa, mid=0, gap=0.003)
        L.emit("is_initiating", sa, gap=0.001)
        L.emit("rx_props", sa, props=rng.choice(SS_BAD_PROPS), gap=0.001)
        L.emit("props_unacc", sa, gap=0.001)
        L.emit("g_init_noprop", sa, mid=0, gap=0.001)
        tx(sa, 36, init=True)

    def decrypt_fail():
        sa = pick()
        if sa is None:
            return
        rx(sa, rng.randint(76, 300), first_gap=60)
        L.emit("decrypt_fail", sa, gap=0.001)

    def sock_err():
        L.emit("sock_err", gap=120)

    return run(L, [(30, establish), (6, initiate), (40, dpd), (14, child_rekey), (4, ike_rekey),
                   (7, peer_delete), (2, peer_retransmit), (1.2, bad_proposal), (0.4, decrypt_fail),
                   (0.2, sock_err)])


# =============================================================== 2. FreeRADIUS
FR_P = "{ts} : "
FR_FROM = "(from client {client} port {port} cli {cli})"
FR_TUN = "(from client {client} port {port} via TLS tunnel)"
FR_SPECS = check_specs({
    "ok": ("INFO", FR_P + "Auth: ({rid}) Login OK: [{user}] " + FR_FROM),
    "ok_tun": ("INFO", FR_P + "Auth: ({rid}) Login OK: [{user}] " + FR_TUN),
    "bad": ("WARN", FR_P + "Auth: ({rid}) Login incorrect: [{user}] " + FR_FROM),
    "bad_pap": ("WARN", FR_P + "Auth: ({rid}) Login incorrect (pap: Cleartext password does not match \"known good\" password): [{user}] " + FR_FROM),
    "bad_mschap_tun": ("WARN", FR_P + "Auth: ({rid}) Login incorrect (mschap: MS-CHAP2-Response is incorrect): [{user}] " + FR_TUN),
    "bad_peap_again": ("WARN", FR_P + "Auth: ({rid}) Login incorrect (eap_peap: The users session was previously rejected: returning reject (again.)): [{user}] " + FR_FROM),
    "bad_noauth": ("WARN", FR_P + "Auth: ({rid}) Login incorrect (No Auth-Type found: rejecting the user via Post-Auth-Type = Reject): [{user}] " + FR_FROM),
    "bad_eap_tls": ("WARN", FR_P + "Auth: ({rid}) Login incorrect (eap_tls: TLS Alert read:fatal:unknown CA): [{user}] " + FR_FROM),
    "bad_ldap": ("WARN", FR_P + "Auth: ({rid}) Login incorrect (ldap: Bind as user failed): [{user}] " + FR_TUN),
    "rejected_post": ("WARN", FR_P + "Auth: ({rid}) Rejected in post-auth: [{user}] " + FR_FROM),
    "e_mschap": ("ERROR", FR_P + "Error: ({rid}) mschap: ERROR: MS-CHAP2-Response is incorrect"),
    "e_tls_alert": ("ERROR", FR_P + "Error: ({rid}) {eapmod}: ERROR: TLS Alert read:fatal:unknown CA"),
    "e_tls_fn": ("ERROR", FR_P + "Error: ({rid}) {eapmod}: ERROR: Failed in __FUNCTION__ (SSL_read): {sslerr}"),
    "e_eap_cont": ("ERROR", FR_P + "Error: ({rid}) eap: ERROR: Failed continuing EAP {eaptype} ({eapnum}) session.  EAP sub-module failed"),
    "e_eap_state": ("ERROR", FR_P + "Error: ({rid}) eap: ERROR: rlm_eap (EAP): No EAP session matching state {state}"),
    "e_dup": ("ERROR", FR_P + "Error: ({rid}) Ignoring duplicate packet from client {client} port {sport} - ID: {pid} due to unfinished request in component authenticate module {module}"),
    "e_unknown_client": ("ERROR", FR_P + "Error: Ignoring request to auth address * port {lport} bound to server default from unknown client {ip} port {sport} proto udp"),
    "e_msgauth": ("ERROR", FR_P + "Error: Dropping packet without response because of error: Received packet from {ip} with invalid Message-Authenticator!  (Shared secret is incorrect.)"),
    "e_unresp": ("ERROR", FR_P + "Error: Unresponsive child for request {rid}, in component authenticate module {module}"),
    "e_proxy_fail": ("ERROR", FR_P + "Error: ({rid}) Failing proxied request for user \"{user}\", due to lack of any response from home server {ip} port {hport}"),
    "e_ldap_bind": ("ERROR", FR_P + "Error: rlm_ldap ({inst}): Bind with {binddn} to {uri} failed: Can't contact LDAP server"),
    "e_ldap_open": ("ERROR", FR_P + "Error: rlm_ldap ({inst}): Opening connection failed ({n})"),
    "e_sql_conn": ("ERROR", FR_P + "Error: rlm_sql_mysql: Couldn't connect to MySQL server {dsn}"),
    "e_sql_open": ("ERROR", FR_P + "Error: rlm_sql ({inst}): Opening connection failed ({n})"),
    "i_sql_open": ("INFO", FR_P + "Info: rlm_sql ({inst}): Opening additional connection ({n}), {k} of {m} pending slots used"),
    "i_ldap_open": ("INFO", FR_P + "Info: rlm_ldap ({inst}): Opening additional connection ({n}), {k} of {m} pending slots used"),
    "i_sql_close": ("INFO", FR_P + "Info: rlm_sql ({inst}): Closing connection ({n}): Hit idle_timeout, was idle for {s} seconds"),
    "i_sql_lower": ("INFO", FR_P + "Info: rlm_sql ({inst}): You probably need to lower \"min\""),
    "p_zombie": ("WARN", FR_P + "Proxy: Marking home server {ip} port {hport} as zombie (it has not responded in {s} seconds)."),
    "p_dead": ("ERROR", FR_P + "Proxy: Marking home server {ip} port {hport} as dead."),
    "p_alive": ("INFO", FR_P + "Proxy: Marking home server {ip} port {hport} alive"),
    "i_signalled": ("INFO", FR_P + "Info: Signalled to terminate"),
    "i_exit": ("INFO", FR_P + "Info: Exiting normally"),
    "i_debugger": ("INFO", FR_P + "Info: Debugger not attached"),
    "w_ignoring_mod": ("WARN", FR_P + "Warning: Ignoring \"{module}\" (see raddb/mods-available/README.rst)"),
    "w_tls_min": ("WARN", FR_P + "Warning: Please use tls_min_version and tls_max_version instead of disable_tlsv1"),
    "i_loaded_vs": ("INFO", FR_P + "Info: Loaded virtual server {vs}"),
    "i_ready": ("INFO", FR_P + "Info: Ready to process requests"),
    "i_hup": ("INFO", FR_P + "Info: Received HUP signal"),
    "i_hup_nochange": ("INFO", FR_P + "Info: HUP - No files changed.  Ignoring"),
    "i_hup_module": ("INFO", FR_P + "Info: HUP - Reloading module \"{module}\""),
})

FR_SSLERR = ["error:14094418:SSL routines:ssl3_read_bytes:tlsv1 alert unknown ca",
             "error:14094416:SSL routines:ssl3_read_bytes:sslv3 alert certificate unknown",
             "error:1417A0C1:SSL routines:tls_post_process_client_hello:no shared cipher"]


def make_freeradius(rng: random.Random) -> list[dict[str, str]]:
    clients = ["ap-lobby-1", "wlc-01", "ap-3", "ap-floor2-3", "vpn-gw", "ap-7", "sw-core-1",
               "ap-floor3-1", "nas-branch2", "ap-warehouse", "wlc-02", "ap-12"]
    users = USERS + [f"host/WS{rng.randint(100, 999):04d}.corp.example.com" for _ in range(4)]
    devices = {u: [rand_mac(rng) for _ in range(rng.randint(1, 3))] for u in users}
    home = [rand_ip(rng, 10) for _ in range(2)]
    L = Log(rng, FR_SPECS, lambda t: {"ts": f"{t:%a %b} {t.day:2d} {t:%H:%M:%S %Y}"})
    st = {"rid": rng.randint(0, 5000)}

    def req():
        st["rid"] += rng.randint(1, 7)
        u = zipf(rng, users)
        c = zipf(rng, clients)
        cli = rng.choice(devices[u]) if c != "vpn-gw" else rand_ip(rng)
        return {"rid": st["rid"], "user": u, "client": c, "port": rng.choice([0, 0, 0, 1, 2, 50331648]), "cli": cli}

    def ok():
        L.emit("ok", req(), gap=5)

    def ok_peap():
        r = req()
        L.emit("ok_tun", r, gap=5)
        L.emit("ok", r, gap=0.02)

    def bad_mschap():
        r = req()
        L.emit("e_mschap", r, gap=6)
        L.emit("bad_mschap_tun", r, gap=0.001)
        L.emit("bad_peap_again", r, gap=0.1)

    def bad_simple():
        r = req()
        key = rng.choices(["bad", "bad_pap", "bad_noauth", "rejected_post", "bad_ldap"], [6, 3, 1, 1, 0.6])[0]
        L.emit(key, r, gap=8)

    def bad_tls():
        r = req()
        L.emit("e_tls_alert", r, eapmod="eap_tls", gap=8)
        L.emit("e_tls_fn", r, eapmod="eap_tls", sslerr=zipf(rng, FR_SSLERR), gap=0.001)
        L.emit("e_eap_cont", r, eaptype="TLS", eapnum=13, gap=0.001)
        L.emit("bad_eap_tls", r, gap=0.001)

    def peap_tls_err():
        r = req()
        L.emit("e_tls_alert", r, eapmod="eap_peap", gap=8)
        L.emit("e_tls_fn", r, eapmod="eap_peap", sslerr=zipf(rng, FR_SSLERR), gap=0.001)
        L.emit("e_eap_cont", r, eaptype="PEAP", eapnum=25, gap=0.001)
        L.emit("bad", r, gap=0.001)

    def eap_state():
        r = req()
        L.emit("e_eap_state", r, state=f"0x{rng.getrandbits(64):016x}", gap=10)
        L.emit("bad", r, gap=0.001)

    def dup():
        r = req()
        L.emit("e_dup", r, sport=rng.randint(1024, 65535), pid=rng.randint(0, 255),
               module=rng.choice(["eap", "eap", "ldap"]), gap=10)

    def unknown_client():
        L.emit("e_unknown_client", lport=rng.choice([1812, 1812, 1645]), ip=rand_ip(rng, 10),
               sport=rng.randint(1024, 65535), gap=15)

    def msgauth():
        L.emit("e_msgauth", ip=rand_ip(rng, 10), gap=30)

    def sql_pool():
        n = rng.randint(3, 60)
        if rng.random() < 0.5:
            L.emit("i_sql_open", inst="sql", n=n, k=1, m=rng.choice([31, 32]), gap=20)
        else:
            L.emit("i_sql_close", inst="sql", n=n, s=rng.randint(61, 90), gap=20)
            if rng.random() < 0.1:
                L.emit("i_sql_lower", inst="sql", gap=0.001)

    def ldap_pool():
        L.emit("i_ldap_open", inst="ldap", n=rng.randint(1, 40), k=1, m=31, gap=20)

    def ldap_down():
        uri = rng.choice(["ldap://ldap1.corp.example.com:389", "ldaps://dc02.corp.example.com:636"])
        L.emit("e_ldap_bind", inst="ldap", binddn="cn=radius,ou=svc,dc=corp,dc=example,dc=com", uri=uri, gap=30)
        L.emit("e_ldap_open", inst="ldap", n=0, gap=0.001)
        for _ in range(rng.randint(1, 3)):
            L.emit("e_unresp", rid=st["rid"] + rng.randint(1, 5), module="ldap", gap=30)

    def sql_down():
        L.emit("e_sql_conn", dsn=rng.choice(["radius@127.0.0.1:radius", "radius@db1.corp.example.com:radius"]), gap=30)
        L.emit("e_sql_open", inst="sql", n=0, gap=0.001)

    def proxy():
        ip = rng.choice(home)
        hp = rng.choice([1812, 1812, 11812])
        r = req()
        r["user"] = r["user"].split("/")[0] + "@partner.example.org"
        L.emit("e_proxy_fail", r, ip=ip, hport=hp, gap=20)
        L.emit("p_zombie", ip=ip, hport=hp, s=f"{rng.uniform(20, 40):.6f}", gap=0.5)
        if rng.random() < 0.4:
            L.emit("p_dead", ip=ip, hport=hp, gap=30)
        L.emit("p_alive", ip=ip, hport=hp, gap=120)

    def hup():
        L.emit("i_hup", gap=300)
        if rng.random() < 0.6:
            L.emit("i_hup_nochange", gap=0.01)
        else:
            L.emit("i_hup_module", module=rng.choice(["files", "eap", "sql"]), gap=0.01)

    def restart():
        L.emit("i_signalled", gap=200)
        L.emit("i_exit", gap=0.3)
        L.emit("i_debugger", gap=3)
        L.emit("w_ignoring_mod", module=rng.choice(["sql", "redis", "krb5"]), gap=0.01)
        if rng.random() < 0.5:
            L.emit("w_tls_min", gap=0.01)
        for vs in ["<default>", "default", "inner-tunnel", "status"][: rng.randint(2, 4)]:
            L.emit("i_loaded_vs", vs=vs, gap=0.01)
        L.emit("i_ready", gap=0.05)

    return run(L, [(45, ok), (25, ok_peap), (6, bad_mschap), (8, bad_simple), (1, bad_tls),
                   (0.6, peap_tls_err), (2, eap_state), (2, dup), (1.5, unknown_client), (0.3, msgauth),
                   (4, sql_pool), (1, ldap_pool), (0.3, ldap_down), (0.15, sql_down), (0.5, proxy),
                   (0.3, hup), (0.15, restart)])


# =============================================================== 3. krb5kdc
KDC_P = "{ts} {host} krb5kdc[{pid}]"
KDC_AS = KDC_P + "(info): AS_REQ ({n} etypes {{etl}}) {ip}: "
KDC_TGS = KDC_P + "(info): TGS_REQ ({n} etypes {{etl}}) {ip}: "
KDC_ET = "etypes {rep={rep} tkt={tkt} ses={ses}}"
KDC_SPECS = check_specs({
    "as_issue": ("INFO", KDC_AS + "ISSUE: authtime {at}, " + KDC_ET + ", {client} for {server}"),
    "as_needed": ("INFO", KDC_AS + "NEEDED_PREAUTH: {client} for {server}, Additional pre-authentication required"),
    "as_pf": ("INFO", KDC_AS + "PREAUTH_FAILED: {client} for {server}, Preauthentication failed"),
    "as_cnf": ("INFO", KDC_AS + "CLIENT_NOT_FOUND: {client} for {server}, Client not found in Kerberos database"),
    "as_locked": ("INFO", KDC_AS + "LOCKED_OUT: {client} for {server}, Client's credentials have been revoked"),
    "as_keyexp": ("INFO", KDC_AS + "CLIENT KEY EXPIRED: {client} for {server}, Password has expired"),
    "as_badenc": ("INFO", KDC_AS + "BAD_ENCRYPTION_TYPE: {client} for {server}, KDC has no support for encryption type"),
    "as_skew": ("INFO", KDC_AS + "PREAUTH_FAILED: {client} for {server}, Clock skew too great"),
    "tgs_issue": ("INFO", KDC_TGS + "ISSUE: authtime {at}, " + KDC_ET + ", {client} for {server}"),
    "tgs_unknown": ("INFO", KDC_TGS + "UNKNOWN_SERVER: authtime {at},  {client} for {server}, Server not found in Kerberos database"),
    "tgs_badenc": ("INFO", KDC_TGS + "BAD_ENCRYPTION_TYPE: authtime {at},  {client} for {server}, KDC has no support for encryption type"),
    "tgs_expired": ("INFO", KDC_TGS + "PROCESS_TGS: authtime 0,  <unknown client> for <unknown server>, Ticket expired"),
    "tgs_skew": ("INFO", KDC_TGS + "PROCESS_TGS: authtime 0,  <unknown client> for <unknown server>, Clock skew too great"),
    "tgs_policy": ("INFO", KDC_TGS + "BAD_OPTION: authtime {at},  {client} for {server}, KDC can't fulfill requested option"),
    "pa_ts": ("INFO", KDC_P + "(info): preauth (encrypted_timestamp) verify failure: Preauthentication failed"),
    "pa_chal": ("INFO", KDC_P + "(info): preauth (encrypted_challenge) verify failure: Preauthentication failed"),
    "dispatch": ("INFO", KDC_P + "(info): DISPATCH: repeated (retransmitted?) request from {ip}, resending previous response"),
    "closing": ("INFO", KDC_P + "(info): closing down fd {fd}"),
    "shutdown": ("INFO", KDC_P + "(Notice): shutting down"),
    "setup_net": ("INFO", KDC_P + "(Notice): setting up network..."),
    "listen_udp": ("INFO", KDC_P + "(info): listening on fd {fd}: udp {addr} (pktinfo)"),
    "listen_tcp": ("INFO", KDC_P + "(info): listening on fd {fd}: tcp {addr}"),
    "set_up": ("INFO", KDC_P + "(Notice): set up {n} sockets"),
    "commencing": ("INFO", KDC_P + "(Notice): commencing operation"),
    "w_spake": ("WARN", KDC_P + "(Warning): preauth spake failed to initialize: No SPAKE preauth groups configured"),
    "e_bind": ("ERROR", KDC_P + "(Error): Address already in use - Cannot bind server socket on {addr}"),
    "e_net": ("ERROR", KDC_P + "(Error): Address already in use - while initializing network"),
    "e_db": ("ERROR", KDC_P + "(Error): Cannot open DB2 database '{path}': No such file or directory - while initializing database for realm {realm}"),
    "e_mkey": ("ERROR", KDC_P + "(Error): Server error - while fetching master key K/M for realm {realm}"),
    "e_tcp": ("ERROR", KDC_P + "(Error): Connection reset by peer - while writing to TCP client {ip}"),
})

KDC_ETL = ["18 17 20 19 16 23", "18 17 16 23", "18 17 20 19", "18 17", "23 18 17 -135 3 1 24 -133 -128", "23", "17 16"]


def make_krb5kdc(rng: random.Random) -> list[dict[str, str]]:
    realm = rng.choice(["EXAMPLE.COM", "CORP.EXAMPLE.COM", "AD.ACME.ORG", "LAB.EXAMPLE.NET"])
    dom = realm.lower()
    host = rng.choice(["kdc1", "kdc01", "krb-a", "idm1"])
    tgt = f"krbtgt/{realm}@{realm}"
    people = [f"{u}@{realm}" for u in USERS]
    hosts = [f"{h}.{dom}" for h in ["web1", "web2", "nfs01", "db-pg1", "ws0142", "ws0377", "build3", "mail",
                                    "jump1", "ldap1", "app-api", "ws1188"]]
    machines = [f"host/{h}@{realm}" for h in hosts]
    services = ([f"HTTP/{h}@{realm}" for h in hosts[:3]] + [f"nfs/{hosts[2]}@{realm}", f"postgres/{hosts[3]}@{realm}",
                f"host/{hosts[8]}@{realm}", f"ldap/{hosts[9]}@{realm}", f"imap/{hosts[7]}@{realm}",
                f"HTTP/{hosts[10]}@{realm}", f"cifs/{hosts[2]}@{realm}"])
    unknown = [f"HTTP/intranet.{dom}@{realm}", f"host/oldbox.{dom}@{realm}", f"cifs/fs9.{dom}@{realm}",
               f"HTTP/10.20.0.7@{realm}"]
    ips = {p: f"10.{rng.randint(1, 40)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}" for p in people + machines}
    st = {"pid": rng.randint(900, 40000), "fails": {}}
    L = Log(rng, KDC_SPECS, lambda t: {"ts": f"{t:%b %d %H:%M:%S}"},
            lambda r: {"host": host, "pid": st["pid"], "realm": realm})

    def req(client):
        etl = zipf(rng, KDC_ETL)
        first = etl.split()[0]
        rep = "18" if "18" in etl.split() else first
        ses = rep if rep != "23" else "23"
        return {"etl": etl, "n": len(etl.split()), "ip": ips.get(client) or rand_ip(rng, 10), "client": client,
                "rep": rep, "tkt": 18, "ses": ses, "at": epoch(L.t) - rng.randint(0, 36000)}

    def user_login():
        c = zipf(rng, people)
        r = req(c)
        L.emit("as_needed", r, server=tgt, gap=8)
        r["at"] = epoch(L.t)
        L.emit("as_issue", r, server=tgt, gap=0.02)
        for _ in range(rng.choice([0, 1, 1, 2])):
            L.emit("tgs_issue", r, server=zipf(rng, services), gap=0.5)

    def keytab_login():
        c = zipf(rng, machines)
        r = req(c)
        r["at"] = epoch(L.t)
        L.emit("as_issue", r, server=tgt, gap=10)

    def tgs():
        c = zipf(rng, people + machines, 1.0)
        L.emit("tgs_issue", req(c), server=zipf(rng, services), gap=6)

    def bad_pw():
        c = zipf(rng, people)
        r = req(c)
        L.emit("as_needed", r, server=tgt, gap=15)
        n = st["fails"].get(c, 0) + 1
        st["fails"][c] = n
        L.emit("pa_chal" if rng.random() < 0.2 else "pa_ts", gap=0.02)
        if n > 5:
            L.emit("as_locked", r, server=tgt, gap=0.001)
        else:
            L.emit("as_pf", r, server=tgt, gap=0.001)

    def login_ok_resets():
        st["fails"].clear()

    def not_found():
        c = rng.choice([f"{u}@{realm}" for u in ["administrator", "root", "test", "guest", "jdoe", "oracle"]])
        r = req(c)
        r["ip"] = rand_ip(rng, 10)
        L.emit("as_cnf", r, server=tgt, gap=30)

    def unknown_server():
        c = zipf(rng, people + machines, 1.0)
        L.emit("tgs_unknown", req(c), server=zipf(rng, unknown), gap=30)

    def expired():
        L.emit("tgs_expired", req(zipf(rng, people)), gap=40)

    def rare():
        c = zipf(rng, people)
        r = req(c)
        k = rng.choice(["as_keyexp", "as_badenc", "as_skew", "tgs_badenc", "tgs_skew", "tgs_policy"])
        if k.startswith("as_"):
            L.emit(k, r, server=f"kadmin/changepw@{realm}" if k == "as_keyexp" else tgt, gap=60)
        else:
            L.emit(k, r, server=zipf(rng, services), gap=60)

    def dispatch():
        L.emit("dispatch", ip=ips[zipf(rng, people)], gap=20)

    def closing():
        if rng.random() < 0.1:
            L.emit("e_tcp", ip=ips[zipf(rng, machines)], gap=30)
        L.emit("closing", fd=rng.randint(12, 40), gap=20)

    def startup(fail=False):
        L.emit("shutdown", gap=300)
        st["pid"] = rng.randint(900, 40000)
        if fail and rng.random() < 0.5:
            L.emit("e_db", path="/var/kerberos/krb5kdc/principal", gap=2)
            L.emit("e_mkey", gap=0.01)
            st["pid"] = rng.randint(900, 40000)
        L.emit("w_spake", gap=2)
        L.emit("setup_net", gap=0.01)
        fd = 9
        addrs = [("udp", "0.0.0.0.88"), ("udp", "::.88"), ("udp", "0.0.0.0.750"), ("tcp", "0.0.0.0.88"), ("tcp", "::.88")]
        for i, (proto, addr) in enumerate(addrs):
            if fail and i == 0:
                L.emit("e_bind", addr=addr, gap=0.001)
                L.emit("e_net", gap=0.001)
                st["pid"] = rng.randint(900, 40000)
                L.emit("w_spake", gap=5)
                L.emit("setup_net", gap=0.01)
            L.emit("listen_udp" if proto == "udp" else "listen_tcp", fd=fd + i, addr=addr, gap=0.001)
        L.emit("set_up", n=len(addrs), gap=0.001)
        L.emit("commencing", gap=0.001)

    return run(L, [(30, user_login), (10, keytab_login), (35, tgs), (5, bad_pw), (0.5, login_ok_resets),
                   (2.5, not_found), (1.5, unknown_server), (1.5, expired), (0.8, rare), (1, dispatch),
                   (2, closing), (0.1, startup)],
               forced=[lambda: startup(fail=True)])


# =============================================================== 4. Zabbix server
ZB_P = "{pid}:{ts} "
ZB_SPECS = check_specs({
    "start": ("-", ZB_P + "Starting Zabbix Server. Zabbix {ver} (revision {rev})."),
    "features": ("-", ZB_P + "****** Enabled features ******"),
    "feat_snmp": ("-", ZB_P + "SNMP monitoring:           YES"),
    "feat_ipmi": ("-", ZB_P + "IPMI monitoring:           YES"),
    "stars": ("-", ZB_P + "******************************"),
    "conffile": ("-", ZB_P + "using configuration file: {path}"),
    "dbver": ("-", ZB_P + "current database version (mandatory/optional): {a}/{b}"),
    "dbreq": ("-", ZB_P + "required mandatory version: {a}"),
    "main_started": ("-", ZB_P + "server #0 started [main process]"),
    "proc_started": ("-", ZB_P + "server #{n} started [{ptype} #{k}]"),
    "not_supported": ("WARN", ZB_P + "item \"{hk}\" became not supported: {reason}"),
    "supported": ("-", ZB_P + "item \"{hk}\" became supported"),
    "net_first": ("WARN", ZB_P + "Zabbix agent item \"{key}\" on host \"{host}\" failed: first network error, wait for {n} seconds"),
    "net_another": ("WARN", ZB_P + "Zabbix agent item \"{key}\" on host \"{host}\" failed: another network error, wait for {n} seconds"),
    "disabling": ("WARN", ZB_P + "temporarily disabling Zabbix agent checks on host \"{host}\": interface unavailable"),
    "enabling": ("-", ZB_P + "enabling Zabbix agent checks on host \"{host}\": interface became available"),
    "resuming": ("-", ZB_P + "resuming Zabbix agent checks on host \"{host}\": connection restored"),
    "snmp_first": ("WARN", ZB_P + "SNMP agent item \"{key}\" on host \"{host}\" failed: first network error, wait for {n} seconds"),
    "snmp_disabling": ("WARN", ZB_P + "temporarily disabling SNMP agent checks on host \"{host}\": interface unavailable"),
    "snmp_resuming": ("-", ZB_P + "resuming SNMP agent checks on host \"{host}\": connection restored"),
    "hk_exec": ("-", ZB_P + "executing housekeeper"),
    "hk_done": ("-", ZB_P + "housekeeper [deleted {a} hist/trends, {b} items/triggers, {c} events, {d} problems, {e} sessions, {f} alarms, {g} audit items, {h} records in {s} sec, idle for {i} hour(s)]"),
    "slow_query": ("WARN", ZB_P + "slow query: {s} sec, \"{q}\""),
    "q_failed": ("ERROR", ZB_P + "[Z3005] query failed: [{code}] {err} [{q}]"),
    "q_dup": ("ERROR", ZB_P + "[Z3008] query failed due to primary key constraint: [{code}] Duplicate entry '{entry}' for key '{keyname}'"),
    "db_conn_failed": ("ERROR", ZB_P + "[Z3001] connection to database '{db}' failed: [{code}] {err}"),
    "db_down": ("ERROR", ZB_P + "database is down: reconnecting in {n} seconds"),
    "db_back": ("-", ZB_P + "database connection re-established"),
    "ac_not_found": ("WARN", ZB_P + "cannot send list of active checks to \"{ip}\": host [{host}] not found"),
    "ac_not_mon": ("WARN", ZB_P + "cannot send list of active checks to \"{ip}\": host [{host}] not monitored"),
    "accept_rejected": ("WARN", ZB_P + "failed to accept an incoming connection: connection from \"{ip}\" rejected, allowed hosts: \"{allowed}\""),
    "accept_reset": ("WARN", ZB_P + "failed to accept an incoming connection: from {ip}: reading first byte from connection failed: [{code}] {err}"),
    "proxy_data": ("WARN", ZB_P + "cannot process proxy data from passive proxy at \"{ip}\": {err}"),
    "proxy_cfg": ("-", ZB_P + "sending configuration data to proxy \"{proxy}\" at \"{ip}\", datalen {n}, bytes {m} with compression ratio {r}"),
    "proxy_ver": ("WARN", ZB_P + "proxy \"{proxy}\" protocol version {v} differs from server version {sv}"),
    "reload": ("-", ZB_P + "forced reloading of the configuration cache"),
    "signal": ("-", ZB_P + "Got signal [signal:{sig}(SIGTERM),sender_pid:{spid},sender_uid:{uid},reason:{reason}]. Exiting ..."),
    "sync_hist": ("-", ZB_P + "syncing history data..."),
    "sync_hist_done": ("-", ZB_P + "syncing history data done"),
    "sync_trend": ("-", ZB_P + "syncing trend data..."),
    "sync_trend_done": ("-", ZB_P + "syncing trend data done"),
    "stopped": ("-", ZB_P + "Zabbix Server stopped. Zabbix {ver} (revision {rev})."),
})

ZB_KEYS = ["system.cpu.load[all,avg1]", "vfs.fs.size[/,pfree]", "agent.ping", "net.if.in[\"eth0\"]",
           "vm.memory.size[available]", "proc.num[nginx]", "system.uptime", "vfs.fs.size[/var/lib/mysql,used]",
           "mysql.ping", "web.page.get[localhost,/status,80]", "service.info[wuauserv,state]",
           "vfs.dev.read[sda,ops]", "zabbix[host,agent,available]", "custom.backup.age", "docker.containers.running"]
ZB_REASONS = ["Unsupported item key.",
              "Cannot obtain filesystem information: [2] No such file or directory",
              "Received value [n/a] is not suitable for value type [Numeric (float)]",
              "Timeout while executing a shell script.",
              "Cannot find the \"data\" array in the received JSON object.",
              "Cannot obtain information for service \"wuauserv\": [0x00000424] The specified service does not exist as an installed service.",
              "Item does not allow parameters."]
ZB_SLOW = ["select itemid,clock,value from history where itemid={i} and clock>{c}",
           "delete from history_uint where itemid={i} limit 10000",
           "update items set lastlogsize={c},mtime=0 where itemid={i}",
           "select eventid,source,object,objectid from events where source=0 and eventid>{i} order by eventid"]
ZB_PTYPES = ["configuration syncer", "housekeeper", "timer", "http poller", "discoverer", "history syncer",
             "escalator", "proxy poller", "self-monitoring", "task manager", "poller", "unreachable poller",
             "trapper", "icmp pinger", "alert manager", "alerter", "preprocessing manager", "preprocessing worker",
             "lld manager", "lld worker", "availability manager"]


def make_zabbix(rng: random.Random) -> list[dict[str, str]]:
    hosts = ["web01", "web02", "db-master", "db-replica1", "mail.example.com", "fs01", "dc01", "app-prod-3",
             "k8s-node-07", "backup01", "lb-ext1", "win-rds-02", "printer-3f", "build-agent-9", "vpn1"]
    snmp_hosts = ["sw-core-01", "sw-acc-3f", "ups-dc1", "fw-edge"]
    snmp_keys = ["ifInOctets[Gi1/0/24]", "ifOperStatus[Gi1/0/1]", "upsBatteryStatus", "sysUpTime"]
    ips = {h: f"10.{rng.randint(0, 30)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}" for h in hosts + snmp_hosts}
    proxies = [("proxy-branch1", rand_ip(rng, 10)), ("proxy-dmz", rand_ip(rng, 172))]
    ver, rev = rng.choice([("6.0.25", "7f7b4d4"), ("6.4.12", "f6f6de8"), ("7.0.4", "0bb2b6b")])
    st = {}

    def new_pids():
        base = rng.randint(800, 60000)
        st["pids"] = {p: base + i + 1 for i, p in enumerate(ZB_PTYPES)}
        st["main"] = base
        st["pollers"] = [base + 40 + i for i in range(5)]
        st["syncers"] = [base + 60 + i for i in range(4)]
        st["trappers"] = [base + 70 + i for i in range(5)]

    new_pids()
    L = Log(rng, ZB_SPECS, lambda t: {"ts": f"{t:%Y%m%d:%H%M%S}.{t.microsecond // 1000:03d}"})

    def P(pid):
        return {"pid": f"{pid:>6}"}

    def poller():
        return P(rng.choice(st["pollers"]))

    def item_unsupported():
        h = zipf(rng, hosts)
        L.emit("not_supported", poller(), hk=f"{h}:{zipf(rng, ZB_KEYS)}", reason=zipf(rng, ZB_REASONS), gap=25)

    def item_supported():
        h = zipf(rng, hosts)
        L.emit("supported", poller(), hk=f"{h}:{zipf(rng, ZB_KEYS)}", gap=25)

    def agent_outage():
        h = zipf(rng, hosts[3:])
        k = zipf(rng, ZB_KEYS)
        L.emit("net_first", poller(), key=k, host=h, n=15, gap=30)
        if rng.random() < 0.5:
            L.emit("resuming", poller(), host=h, gap=15)
            return
        L.emit("net_another", poller(), key=k, host=h, n=15, gap=15)
        if rng.random() < 0.5:
            L.emit("net_another", poller(), key=zipf(rng, ZB_KEYS), host=h, n=15, gap=15)
        L.emit("disabling", P(st["pids"]["unreachable poller"]), host=h, gap=15)
        L.emit("enabling", poller(), host=h, gap=600)

    def snmp_outage():
        h = zipf(rng, snmp_hosts)
        L.emit("snmp_first", poller(), key=zipf(rng, snmp_keys), host=h, n=15, gap=60)
        if rng.random() < 0.4:
            L.emit("snmp_disabling", P(st["pids"]["unreachable poller"]), host=h, gap=45)
        L.emit("snmp_resuming", poller(), host=h, gap=120)

    def active_checks():
        h = rng.choice(["new-laptop-17", "old-web03", "test-vm", "WIN-8G4K2L1", "ci-runner-tmp"])
        k = "ac_not_found" if rng.random() < 0.8 else "ac_not_mon"
        L.emit(k, P(rng.choice(st["trappers"])), ip=rand_ip(rng, 10), host=h, gap=25)

    def accept_fail():
        if rng.random() < 0.6:
            L.emit("accept_rejected", P(rng.choice(st["trappers"])), ip=rand_ip(rng, 10),
                   allowed="127.0.0.1,10.0.0.0/8", gap=40)
        else:
            L.emit("accept_reset", P(rng.choice(st["trappers"])), ip=rand_ip(rng, 10), code=104,
                   err="Connection reset by peer", gap=40)

    def housekeeper():
        p = P(st["pids"]["housekeeper"])
        L.emit("hk_exec", p, gap=200)
        L.emit("hk_done", p, a=rng.randint(0, 900000), b=rng.randint(0, 5), c=rng.randint(0, 3000),
               d=rng.randint(0, 900), e=rng.randint(0, 40), f=rng.randint(0, 200), g=rng.randint(0, 5000),
               h=0, s=f"{rng.uniform(0.01, 90):.6f}", i=1, gap=rng.uniform(1, 60))

    def slow():
        q = rng.choice(ZB_SLOW).replace("{i}", str(rng.randint(20000, 90000))).replace("{c}", str(epoch(L.t) - 3600))
        L.emit("slow_query", P(rng.choice(st["syncers"])), s=f"{rng.uniform(3, 40):.6f}", q=q, gap=60)

    def query_failed():
        q = rng.choice(ZB_SLOW).replace("{i}", str(rng.randint(20000, 90000))).replace("{c}", str(epoch(L.t)))
        L.emit("q_failed", P(rng.choice(st["syncers"])), code=1213,
               err="Deadlock found when trying to get lock; try restarting transaction", q=q, gap=120)

    def dup_entry():
        L.emit("q_dup", P(rng.choice(st["syncers"])), code=1062, entry=f"{rng.randint(1, 9)}-{rng.randint(10000, 99999)}",
               keyname="PRIMARY", gap=120)

    def db_outage():
        for _ in range(rng.randint(1, 4)):
            p = P(rng.choice(st["syncers"] + st["pollers"] + [st["pids"]["configuration syncer"]]))
            L.emit("db_conn_failed", p, db="zabbix", code=2002,
                   err="Can't connect to local MySQL server through socket '/var/run/mysqld/mysqld.sock' (111)", gap=2)
            L.emit("db_down", p, n=10, gap=0.001)
        L.emit("db_back", P(rng.choice(st["syncers"])), gap=30)

    def proxy_cfg():
        name, ip = rng.choice(proxies)
        n = rng.randint(40000, 900000)
        L.emit("proxy_cfg", P(st["pids"]["proxy poller"]), proxy=name, ip=ip, n=n, m=n // rng.randint(6, 12),
               r=f"{rng.uniform(6, 12):.1f}", gap=90)

    def proxy_err():
        name, ip = rng.choice(proxies)
        if rng.random() < 0.8:
            L.emit("proxy_data", P(st["pids"]["proxy poller"]), ip=ip,
                   err=rng.choice(["ZBX_TCP_READ() timed out", "connection refused", "TCP connection was closed"]), gap=90)
        else:
            L.emit("proxy_ver", P(st["pids"]["proxy poller"]), proxy=name, v="5.0", sv=ver.rsplit(".", 1)[0], gap=90)

    def reload():
        L.emit("reload", P(st["pids"]["configuration syncer"]), gap=300)

    def restart():
        m = P(st["main"])
        L.emit("signal", m, sig=15, spid=1, uid=0, reason=0, gap=300)
        for s in st["syncers"][:2]:
            L.emit("sync_hist", P(s), gap=0.01)
            L.emit("sync_hist_done", P(s), gap=0.2)
        L.emit("sync_trend", m, gap=0.01)
        L.emit("sync_trend_done", m, gap=0.3)
        L.emit("stopped", m, ver=ver, rev=rev, gap=0.01)
        new_pids()
        m = P(st["main"])
        L.emit("start", m, ver=ver, rev=rev, gap=4)
        L.emit("features", m, gap=0.001)
        L.emit("feat_snmp", m, gap=0.001)
        L.emit("feat_ipmi", m, gap=0.001)
        L.emit("stars", m, gap=0.001)
        L.emit("conffile", m, path="/etc/zabbix/zabbix_server.conf", gap=0.001)
        L.emit("dbver", m, a="06000000", b="06000020", gap=0.01)
        L.emit("dbreq", m, a="06000000", gap=0.001)
        L.emit("main_started", m, gap=0.2)
        for n, pt in enumerate(ZB_PTYPES[: rng.randint(8, len(ZB_PTYPES))], start=1):
            L.emit("proc_started", P(st["pids"][pt]), n=n, ptype=pt, k=1, gap=0.001)

    return run(L, [(22, item_unsupported), (9, item_supported), (10, agent_outage), (3, snmp_outage),
                   (12, active_checks), (6, accept_fail), (4, housekeeper), (5, slow), (0.6, query_failed),
                   (0.3, dup_entry), (0.25, db_outage), (4, proxy_cfg), (1, proxy_err), (0.4, reload),
                   (0.1, restart)])


# =============================================================== 5. Icinga 2
IC_P = "[{ts}] "
IC_SC = "notice/Checkable: State Change: Checkable '{obj}' "
IC_SPECS = check_specs({
    "chk_notif": ("INFO", IC_P + "information/Checkable: Checking for configured notifications for object '{obj}'"),
    "sc_soft_ok_warn": ("INFO", IC_P + IC_SC + "soft state change from OK to WARNING detected."),
    "sc_soft_ok_crit": ("INFO", IC_P + IC_SC + "soft state change from OK to CRITICAL detected."),
    "sc_hard_ok_crit": ("INFO", IC_P + IC_SC + "hard state change from OK to CRITICAL detected."),
    "sc_hard_warn_ok": ("INFO", IC_P + IC_SC + "hard state change from WARNING to OK detected."),
    "sc_hard_crit_ok": ("INFO", IC_P + IC_SC + "hard state change from CRITICAL to OK detected."),
    "sc_hard_up_down": ("INFO", IC_P + IC_SC + "hard state change from UP to DOWN detected."),
    "sc_hard_down_up": ("INFO", IC_P + IC_SC + "hard state change from DOWN to UP detected."),
    "n_send_problem": ("INFO", IC_P + "information/Notification: Sending 'Problem' notification '{nobj}' for user '{user}'"),
    "n_done_problem": ("INFO", IC_P + "information/Notification: Completed sending 'Problem' notification '{nobj}' for checkable '{obj}' and user '{user}' using command '{cmd}'."),
    "n_send_recovery": ("INFO", IC_P + "information/Notification: Sending 'Recovery' notification '{nobj}' for user '{user}'"),
    "n_done_recovery": ("INFO", IC_P + "information/Notification: Completed sending 'Recovery' notification '{nobj}' for checkable '{obj}' and user '{user}' using command '{cmd}'."),
    "n_send_ack": ("INFO", IC_P + "information/Notification: Sending 'Acknowledgement' notification '{nobj}' for user '{user}'"),
    "n_cmd_fail": ("WARN", IC_P + "warning/PluginNotificationTask: Notification command for object '{obj}' (PID: {pid}, arguments: {args}) terminated with exit code {rc}, output: {out}"),
    "chk_fail": ("WARN", IC_P + "warning/PluginCheckTask: Check command for object '{obj}' (PID: {pid}, arguments: {args}) terminated with exit code {rc}, output: {out}"),
    "kill_timeout": ("WARN", IC_P + "warning/Process: Killing process group {pid} ({args}) after timeout of {n} seconds"),
    "wq": ("INFO", IC_P + "information/WorkQueue: #{n} ({cls}, {qname}) items: {items}, rate: {rate}/s ({m1}/min {m5}/5min {m15}/15min);"),
    "ido_stats": ("INFO", IC_P + "information/IdoMysqlConnection: Pending queries: {n} (Input: {i}/s; Output: {o}/s)"),
    "ido_fail": ("ERROR", IC_P + "critical/IdoMysqlConnection: Connection to database '{db}' with user '{u}' on '{hp}' failed: \"{err}\""),
    "ido_resume": ("INFO", IC_P + "information/IdoMysqlConnection: MySQL IDO instance id: {n} (schema version: '{sv}')"),
    "dump_state": ("INFO", IC_P + "information/ConfigObject: Dumping program state to file '{path}'"),
    "api_new": ("INFO", IC_P + "information/ApiListener: New client connection for identity '{ep}' from [{ip}]:{port}"),
    "api_new_nocert": ("INFO", IC_P + "information/ApiListener: New client connection from [{ip}]:{port} (no client certificate)"),
    "api_sync": ("INFO", IC_P + "information/ApiListener: Syncing runtime objects to endpoint '{ep}'."),
    "api_sync_done": ("INFO", IC_P + "information/ApiListener: Finished syncing runtime objects to endpoint '{ep}'."),
    "api_replay": ("INFO", IC_P + "information/ApiListener: Sending replay log for endpoint '{ep}' in zone '{zone}'."),
    "api_replay_done": ("INFO", IC_P + "information/ApiListener: Finished sending replay log for endpoint '{ep}' in zone '{zone}'."),
    "api_reconnect": ("INFO", IC_P + "information/ApiListener: Reconnecting to endpoint '{ep}' via host '{h}' and port '{p}'"),
    "api_cannot": ("ERROR", IC_P + "critical/ApiListener: Cannot connect to host '{h}' on port '{p}': {err}"),
    "api_disc": ("WARN", IC_P + "warning/JsonRpcConnection: API client disconnected for identity '{ep}'"),
    "api_remove": ("WARN", IC_P + "warning/ApiListener: Removing API client for endpoint '{ep}'. {n} API clients left."),
    "api_nodata": ("WARN", IC_P + "warning/ApiListener: No data received on new API connection for identity '{ep}'. Ensure that the remote endpoints are properly configured in a cluster setup."),
    "http_get": ("INFO", IC_P + "information/HttpServerConnection: Request: GET {url} (from [{ip}]:{port}), user: {user}, agent: {agent}, status: OK) took total {ms}ms."),
    "http_post": ("INFO", IC_P + "information/HttpServerConnection: Request: POST {url} (from [{ip}]:{port}), user: {user}, agent: {agent}, status: OK) took total {ms}ms."),
    "http_404": ("INFO", IC_P + "information/HttpServerConnection: Request: GET {url} (from [{ip}]:{port}), user: {user}, agent: {agent}, status: Not Found) took total {ms}ms."),
    "http_unauth": ("WARN", IC_P + "warning/HttpServerConnection: Unauthorized request: GET {url}"),
    "http_disc": ("INFO", IC_P + "information/HttpServerConnection: HTTP client disconnected (from [{ip}]:{port})"),
    "influx_timeout": ("WARN", IC_P + "warning/InfluxdbWriter: Response timeout of TCP socket from host '{h}' port '{p}'."),
    "reload_req": ("INFO", IC_P + "information/Application: Received request to shut down."),
    "app_loader": ("INFO", IC_P + "information/cli: Icinga application loader (version: {ver})"),
    "loading_cfg": ("INFO", IC_P + "information/cli: Loading configuration file(s)."),
    "committing": ("INFO", IC_P + "information/ConfigItem: Committing config item(s)."),
    "instantiated": ("INFO", IC_P + "information/ConfigItem: Instantiated {n} {otype}."),
    "activated": ("INFO", IC_P + "information/ConfigItem: Activated all objects."),
    "checker_started": ("INFO", IC_P + "information/CheckerComponent: '{name}' started."),
    "api_started": ("INFO", IC_P + "information/ApiListener: '{name}' started."),
    "new_worker": ("INFO", IC_P + "information/Application: Got reload command: Started new worker process with PID '{pid}'."),
    "cfg_dup": ("ERROR", IC_P + "critical/config: Error: Object '{obj}' of type 'Service' re-defined: {loc}"),
    "debug_relay": ("DEBUG", IC_P + "debug/ApiListener: Relaying '{method}' message"),
})


def make_icinga2(rng: random.Random) -> list[dict[str, str]]:
    hosts = ["web1", "web2", "db1", "mail", "fs01", "lb1", "dns1", "k8s-node-3", "backup", "vpn1", "git",
             "ci-runner2", "printer-2f", "ap-lobby", "win-dc01"]
    svcs = ["http", "ping4", "disk", "load", "ssh", "procs", "swap", "mysql", "ntp_time", "certificate", "smtp", "apt"]
    endpoints = ["agent-web1.example.com", "agent-db1.example.com", "satellite-dmz", "agent-fs01.example.com",
                 "satellite-branch", "master2.example.com"]
    ep_ip = {e: rand_ip(rng, 10) for e in endpoints}
    users = ["icingaadmin", "alice", "oncall", "bob", "noc-team"]
    cmds = {"mail-host-notification": "/etc/icinga2/scripts/mail-host-notification.sh",
            "mail-service-notification": "/etc/icinga2/scripts/mail-service-notification.sh",
            "slack-notification": "/usr/local/bin/slack_notify.py"}
    st = {"pid": rng.randint(1000, 60000), "states": {}}
    L = Log(rng, IC_SPECS, lambda t: {"ts": f"{t:%Y-%m-%d %H:%M:%S} +0000"})

    def svc():
        return f"{zipf(rng, hosts)}!{zipf(rng, svcs)}"

    def notify(obj, kind):
        cmd = "mail-host-notification" if "!" not in obj else zipf(rng, list(cmds))
        nobj = f"{obj}!{cmd}"
        for u in rng.sample(users, rng.randint(1, 2)):
            L.emit("n_send_" + kind, obj=obj, nobj=nobj, user=u, gap=0.01)
            if kind == "ack":
                continue
            if rng.random() < 0.04:
                L.emit("n_cmd_fail", obj=obj, pid=rng.randint(1000, 99999), rc=1,
                       args=f"'{cmds[cmd]}' '-d' '{L.t:%Y-%m-%d %H:%M:%S +0000}' '-r' '{u}@example.com'",
                       out="sendmail: fatal: open /etc/postfix/main.cf: No such file or directory", gap=0.5)
            else:
                L.emit("n_done_" + kind, obj=obj, nobj=nobj, user=u, cmd=cmd, gap=0.4)

    def service_event():
        obj = svc()
        cur = st["states"].get(obj, "OK")
        L.emit("chk_notif", obj=obj, gap=12)
        if cur == "OK":
            if rng.random() < 0.6:
                L.emit("sc_soft_ok_warn" if rng.random() < 0.3 else "sc_soft_ok_crit", obj=obj, gap=0.001)
            else:
                L.emit("sc_hard_ok_crit", obj=obj, gap=0.001)
                st["states"][obj] = "CRITICAL"
                notify(obj, "problem")
        else:
            L.emit("sc_hard_crit_ok" if rng.random() < 0.85 else "sc_hard_warn_ok", obj=obj, gap=0.001)
            st["states"][obj] = "OK"
            notify(obj, "recovery")

    def host_event():
        h = zipf(rng, hosts[4:])
        down = st["states"].get(h) == "DOWN"
        L.emit("chk_notif", obj=h, gap=60)
        L.emit("sc_hard_down_up" if down else "sc_hard_up_down", obj=h, gap=0.001)
        st["states"][h] = "UP" if down else "DOWN"
        notify(h, "recovery" if down else "problem")

    def ack():
        bad = [o for o, s in st["states"].items() if s in ("CRITICAL", "DOWN")]
        if not bad:
            return service_event()
        notify(rng.choice(bad), "ack")

    def workqueue():
        qs = [("ApiListener", "RelayQueue"), ("ApiListener", "SyncQueue"), ("IdoMysqlConnection", "ido-mysql"),
              ("InfluxdbWriter", "influxdb"), ("GraphiteWriter", "graphite")]
        for i, (cls, q) in enumerate(qs[: rng.randint(1, 5)]):
            r = rng.uniform(0, 40)
            L.emit("wq", n=i + rng.randint(2, 9), cls=cls, qname=q, items=rng.choice([0, 0, 0, rng.randint(1, 900)]),
                   rate=f"{r:.5g}", m1=int(r * 60), m5=int(r * 300), m15=int(r * 900), gap=0.01 if i else 30)

    def ido():
        L.emit("ido_stats", n=rng.randint(0, 300), i=rng.randint(1, 80), o=rng.randint(1, 80), gap=30)

    def dump():
        L.emit("dump_state", path="/var/lib/icinga2/icinga2.state", gap=120)

    def http():
        ip = zipf(rng, ["127.0.0.1", "10.0.0.20", "10.0.0.21", "::ffff:10.3.4.5"])
        port = rng.randint(32768, 60999)
        r = rng.random()
        if r < 0.7:
            L.emit("http_get", url=rng.choice(["/v1/objects/services", "/v1/objects/hosts", "/v1/status/IcingaApplication"]),
                   ip=ip, port=port, user="icingaweb2", agent="Icinga Web 2", ms=rng.randint(1, 400), gap=6)
        elif r < 0.95:
            L.emit("http_post", url=rng.choice(["/v1/actions/process-check-result", "/v1/actions/acknowledge-problem",
                                                "/v1/actions/reschedule-check"]),
                   ip=ip, port=port, user=rng.choice(["root", "director", "passive-checks"]),
                   agent=rng.choice(["curl/7.88.1", "python-requests/2.31.0", "Icinga Director"]), ms=rng.randint(1, 90), gap=6)
        else:
            L.emit("http_404", url=f"/v1/objects/services/{zipf(rng, hosts)}!nonexistent", ip=ip, port=port,
                   user="root", agent="curl/7.88.1", ms=rng.randint(1, 20), gap=6)
        if rng.random() < 0.3:
            L.emit("http_disc", ip=ip, port=port, gap=0.05)

    def http_unauth():
        L.emit("http_unauth", url="/v1/objects/hosts", gap=60)

    def check_fail():
        obj = svc()
        if rng.random() < 0.5:
            L.emit("kill_timeout", pid=rng.randint(1000, 99999), n=60,
                   args=f"'/usr/lib/nagios/plugins/check_{obj.split('!')[1]}' '-H' '{obj.split('!')[0]}'", gap=60)
        else:
            L.emit("chk_fail", obj=obj, pid=rng.randint(1000, 99999), rc=128,
                   args=f"'/usr/lib/nagios/plugins/check_{obj.split('!')[1]}' '-H' '{obj.split('!')[0]}'",
                   out=f"execvpe(/usr/lib/nagios/plugins/check_{obj.split('!')[1]}) failed: No such file or directory", gap=60)

    def api_flap():
        ep = zipf(rng, endpoints)
        L.emit("api_disc", ep=ep, gap=60)
        L.emit("api_remove", ep=ep, n=rng.randint(0, 5), gap=0.01)
        L.emit("api_reconnect", ep=ep, h=ep_ip[ep], p=5665, gap=10)
        if rng.random() < 0.3:
            L.emit("api_cannot", h=ep_ip[ep], p=5665, err=rng.choice(["Connection refused", "No route to host", "Operation canceled"]), gap=0.5)
            return
        L.emit("api_new", ep=ep, ip=ep_ip[ep], port=5665, gap=0.3)
        L.emit("api_sync", ep=ep, gap=0.01)
        L.emit("api_sync_done", ep=ep, gap=0.3)
        zone = ep.split(".")[0]
        L.emit("api_replay", ep=ep, zone=zone, gap=0.01)
        L.emit("api_replay_done", ep=ep, zone=zone, gap=0.2)

    def api_scan():
        ip = rand_ip(rng)
        if rng.random() < 0.6:
            L.emit("api_new_nocert", ip=ip, port=rng.randint(1024, 65535), gap=120)
        else:
            L.emit("api_nodata", ep=zipf(rng, endpoints), gap=120)

    def influx():
        L.emit("influx_timeout", h="10.0.0.30", p=8086, gap=60)

    def ido_fail():
        L.emit("ido_fail", db="icinga", u="icinga", hp="127.0.0.1:3306",
               err="Can't connect to MySQL server on '127.0.0.1' (111)", gap=60)

    def debug():
        L.emit("debug_relay", method=rng.choice(["event::CheckResult", "event::SetNextCheck"]), gap=1)

    def reload():
        L.emit("reload_req", gap=300)
        L.emit("app_loader", ver=rng.choice(["r2.14.2-1", "v2.13.9"]), gap=0.5)
        L.emit("loading_cfg", gap=0.01)
        if rng.random() < 0.2:
            L.emit("cfg_dup", obj=svc(), loc="in /etc/icinga2/conf.d/services.conf: 42:1-42:27", gap=0.3)
            return
        L.emit("committing", gap=0.3)
        for n, o in [(1, "ApiListener"), (len(hosts), "Hosts"), (len(hosts) * 7, "Services"), (4, "Users"),
                     (3, "NotificationCommands"), (1, "CheckerComponent")][: rng.randint(3, 6)]:
            L.emit("instantiated", n=n, otype=o, gap=0.001)
        L.emit("activated", gap=0.2)
        L.emit("checker_started", name="checker", gap=0.01)
        L.emit("api_started", name="api", gap=0.01)
        st["pid"] = rng.randint(1000, 60000)
        L.emit("new_worker", pid=st["pid"], gap=0.01)

    return run(L, [(40, service_event), (4, host_event), (2, ack), (12, workqueue), (6, ido), (3, dump),
                   (18, http), (0.3, http_unauth), (1.5, check_fail), (2.5, api_flap), (1, api_scan),
                   (0.5, influx), (0.2, ido_fail), (0.4, debug), (0.15, reload)])


# =============================================================== 6. Windows Firewall
WF_P = "{date} {time} "
WF_SPECS = check_specs({
    "h_version": ("-", "#Version: {ver}"),
    "h_software": ("-", "#Software: Microsoft Windows Firewall"),
    "h_timefmt": ("-", "#Time Format: Local"),
    "h_fields": ("-", "#Fields: date time action protocol src-ip dst-ip src-port dst-port size tcpflags tcpsyn tcpack tcpwin icmptype icmpcode info path"),
    "allow_tcp_send": ("-", WF_P + "ALLOW TCP {src} {dst} {sp} {dp} {size} - {syn} {ack} {win} - - - SEND"),
    "allow_tcp_recv": ("-", WF_P + "ALLOW TCP {src} {dst} {sp} {dp} {size} - {syn} {ack} {win} - - - RECEIVE"),
    "allow_udp_send": ("-", WF_P + "ALLOW UDP {src} {dst} {sp} {dp} {size} - - - - - - - SEND"),
    "allow_udp_recv": ("-", WF_P + "ALLOW UDP {src} {dst} {sp} {dp} {size} - - - - - - - RECEIVE"),
    "allow_icmp_send": ("-", WF_P + "ALLOW ICMP {src} {dst} - - {size} - - - - {it} {ic} - SEND"),
    "allow_icmp_recv": ("-", WF_P + "ALLOW ICMP {src} {dst} - - {size} - - - - {it} {ic} - RECEIVE"),
    "allow_proto_recv": ("-", WF_P + "ALLOW {proto} {src} {dst} - - {size} - - - - - - - RECEIVE"),
    "allow_proto_send": ("-", WF_P + "ALLOW {proto} {src} {dst} - - {size} - - - - - - - SEND"),
    "drop_tcp_s_recv": ("WARN", WF_P + "DROP TCP {src} {dst} {sp} {dp} {size} S {syn} {ack} {win} - - - RECEIVE"),
    "drop_tcp_a_recv": ("WARN", WF_P + "DROP TCP {src} {dst} {sp} {dp} {size} A {syn} {ack} {win} - - - RECEIVE"),
    "drop_tcp_ap_recv": ("WARN", WF_P + "DROP TCP {src} {dst} {sp} {dp} {size} AP {syn} {ack} {win} - - - RECEIVE"),
    "drop_tcp_ar_recv": ("WARN", WF_P + "DROP TCP {src} {dst} {sp} {dp} {size} AR {syn} {ack} {win} - - - RECEIVE"),
    "drop_tcp_af_recv": ("WARN", WF_P + "DROP TCP {src} {dst} {sp} {dp} {size} AF {syn} {ack} {win} - - - RECEIVE"),
    "drop_tcp_r_recv": ("WARN", WF_P + "DROP TCP {src} {dst} {sp} {dp} {size} R {syn} {ack} {win} - - - RECEIVE"),
    "drop_tcp_s_send": ("WARN", WF_P + "DROP TCP {src} {dst} {sp} {dp} {size} S {syn} {ack} {win} - - - SEND"),
    "drop_udp_recv": ("WARN", WF_P + "DROP UDP {src} {dst} {sp} {dp} {size} - - - - - - - RECEIVE"),
    "drop_udp_send": ("WARN", WF_P + "DROP UDP {src} {dst} {sp} {dp} {size} - - - - - - - SEND"),
    "drop_icmp_recv": ("WARN", WF_P + "DROP ICMP {src} {dst} - - {size} - - - - {it} {ic} - RECEIVE"),
    "drop_proto_recv": ("WARN", WF_P + "DROP {proto} {src} {dst} - - {size} - - - - - - - RECEIVE"),
    "drop_tcp_s_fwd": ("WARN", WF_P + "DROP TCP {src} {dst} {sp} {dp} {size} S {syn} {ack} {win} - - - FORWARD"),
    "events_lost": ("WARN", WF_P + "INFO-EVENTS-LOST - - - - - - - - - - - - {n} -"),
})


def make_windows_firewall(rng: random.Random) -> list[dict[str, str]]:
    me = f"192.168.{rng.choice([0, 1, 10, 178])}.{rng.randint(20, 200)}"
    gw = me.rsplit(".", 1)[0] + ".1"
    bcast = me.rsplit(".", 1)[0] + ".255"
    me6 = f"fe80::{rng.getrandbits(16):x}:{rng.getrandbits(16):x}:{rng.getrandbits(16):x}:{rng.getrandbits(16):x}"
    lan = [me.rsplit(".", 1)[0] + f".{rng.randint(2, 254)}" for _ in range(8)]
    remotes = [rand_ip(rng, a) for a in [13, 20, 40, 52, 104, 142, 151, 172, 185, 199, 34, 35, 23, 204]]
    scanners = [rand_ip(rng) for _ in range(10)]
    L = Log(rng, WF_SPECS, lambda t: {"date": f"{t:%Y-%m-%d}", "time": f"{t:%H:%M:%S}"})
    eph = lambda: rng.randint(49152, 65535)

    def tcp_out():
        dst = zipf(rng, remotes)
        dp = zipf(rng, [443, 80, 443, 8443, 22, 3389, 993, 5228])
        L.emit("allow_tcp_send", src=me, dst=dst, sp=eph(), dp=dp, size=0, syn=0, ack=0, win=0, gap=2)
        if rng.random() < 0.03:
            L.emit(rng.choice(["drop_tcp_a_recv", "drop_tcp_ap_recv", "drop_tcp_ar_recv", "drop_tcp_af_recv", "drop_tcp_r_recv"]),
                   src=dst, dst=me, sp=dp, dp=eph(), size=rng.choice([40, 52, 1452]), syn=rng.getrandbits(32),
                   ack=rng.getrandbits(32), win=rng.randint(0, 65535), gap=60)

    def dns():
        dst = zipf(rng, [gw, "8.8.8.8", "1.1.1.1", "fe80::1"])
        src = me if ":" not in dst else me6
        L.emit("allow_udp_send", src=src, dst=dst, sp=eph(), dp=53, size=0, gap=1.5)

    def udp_misc():
        r = rng.random()
        if r < 0.3:
            L.emit("allow_udp_send", src=me, dst="239.255.255.250", sp=eph(), dp=1900, size=0, gap=5)
        elif r < 0.55:
            L.emit("allow_udp_send", src=me6, dst="ff02::fb", sp=5353, dp=5353, size=0, gap=5)
        elif r < 0.7:
            L.emit("allow_udp_send", src=me, dst="20.101.57.9",
                   sp=123, dp=123, size=0, gap=5)
        elif r < 0.85:
            L.emit("allow_udp_recv", src=gw, dst=me, sp=67, dp=68, size=0, gap=5)
        else:
            L.emit("allow_udp_recv", src=zipf(rng, lan), dst=me, sp=eph(), dp=rng.choice([5353, 3702, 1900]), size=0, gap=5)

    def lan_noise():
        src = zipf(rng, lan)
        r = rng.random()
        if r < 0.5:
            L.emit("drop_udp_recv", src=src, dst=bcast, sp=137 if r < 0.3 else 138, dp=137 if r < 0.3 else 138,
                   size=rng.choice([78, 229, 243]), gap=4)
        elif r < 0.8:
            L.emit("drop_udp_recv", src=src, dst="239.255.255.250", sp=eph(), dp=1900, size=rng.randint(120, 420), gap=4)
        else:
            L.emit("drop_udp_recv", src=src, dst=me, sp=eph(), dp=rng.choice([5355, 7680, 3702]), size=rng.randint(40, 300), gap=4)

    def scan():
        src = zipf(rng, scanners)
        ports = rng.sample([445, 3389, 22, 23, 135, 139, 1433, 5900, 8080, 80, 5985, 21], rng.randint(1, 6))
        sp = eph()
        for i, dp in enumerate(ports):
            L.emit("drop_tcp_s_recv", src=src, dst=me, sp=sp + i, dp=dp, size=rng.choice([52, 60, 44]),
                   syn=rng.getrandbits(32), ack=0, win=rng.choice([64240, 65535, 1024, 29200]), gap=0.3 if i else 20)

    def icmp():
        r = rng.random()
        if r < 0.5:
            L.emit("allow_icmp_send", src=me, dst=zipf(rng, remotes + [gw]), size=0, it=8, ic=0, gap=10)
        elif r < 0.75:
            L.emit("allow_icmp_recv", src=zipf(rng, lan), dst=me, size=0, it=rng.choice([0, 3, 11]), ic=0, gap=10)
        else:
            L.emit("drop_icmp_recv", src=zipf(rng, scanners), dst=me, size=rng.choice([60, 28, 84]), it=8, ic=0, gap=10)

    def tcp_in():
        L.emit("allow_tcp_recv", src=zipf(rng, lan), dst=me, sp=eph(), dp=rng.choice([445, 3389, 5985, 7680]),
               size=0, syn=0, ack=0, win=0, gap=15)

    def igmp():
        if rng.random() < 0.7:
            L.emit("allow_proto_recv", proto=2, src=gw, dst="224.0.0.1", size=0, gap=60)
        elif rng.random() < 0.5:
            L.emit("allow_proto_send", proto=2, src=me, dst="224.0.0.22", size=0, gap=60)
        else:
            L.emit("drop_proto_recv", proto=rng.choice([2, 41, 47]), src=zipf(rng, lan), dst=me, size=rng.randint(28, 120), gap=60)

    def blocked_out():
        if rng.random() < 0.6:
            L.emit("drop_tcp_s_send", src=me, dst=zipf(rng, remotes), sp=eph(), dp=rng.choice([445, 25, 6667]),
                   size=52, syn=rng.getrandbits(32), ack=0, win=64240, gap=60)
        else:
            L.emit("drop_udp_send", src=me, dst=zipf(rng, remotes), sp=eph(), dp=rng.choice([3478, 19302, 500]),
                   size=rng.randint(60, 300), gap=60)

    def forward():
        L.emit("drop_tcp_s_fwd", src=zipf(rng, lan), dst=zipf(rng, remotes), sp=eph(), dp=443, size=52,
               syn=rng.getrandbits(32), ack=0, win=64240, gap=120)

    def lost():
        L.emit("events_lost", n=rng.randint(1, 400), gap=30)

    L.emit("h_version", ver="1.5", gap=0)
    L.emit("h_software", gap=0)
    L.emit("h_timefmt", gap=0)
    L.emit("h_fields", gap=0)
    return run(L, [(40, tcp_out), (25, dns), (10, udp_misc), (8, lan_noise), (3, scan), (2, icmp), (1.5, tcp_in),
                   (0.8, igmp), (0.4, blocked_out), (0.1, forward), (0.12, lost)])


FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("strongswan_charon", make_strongswan),
    ("freeradius", make_freeradius),
    ("krb5kdc", make_krb5kdc),
    ("zabbix_server", make_zabbix),
    ("icinga2", make_icinga2),
    ("windows_firewall", make_windows_firewall),
]


def _template_regex(t: str) -> re.Pattern:
    return re.compile("^" + "(.+?)".join(re.escape(p) for p in t.split("<*>")) + "$", re.S)


if __name__ == "__main__":
    import collections

    for seed in (0, 1):
        for name, make in FORMATS:
            rows = make(random.Random(seed))
            assert len(rows) == N_ROWS, (name, len(rows))
            assert rows == make(random.Random(seed)), f"{name}: not a pure function of the rng"
            t2lvl: dict[str, set] = collections.defaultdict(set)
            for r in rows:
                assert set(r) == {"line", "template", "level"}, r
                assert "\n" not in r["line"] and "\r" not in r["line"], r
                assert r["level"] in LEVELS, r
                assert _template_regex(r["template"]).match(r["line"]), (name, r)
                t2lvl[r["template"]].add(r["level"])
            assert all(len(v) == 1 for v in t2lvl.values()), name
            counts = collections.Counter(r["template"] for r in rows)
            n = len(counts)
            abn = sum(1 for v in t2lvl.values() if v & {"WARN", "ERROR", "FATAL"})
            rare = sum(1 for c in counts.values() if c <= 3)
            assert 15 <= n <= 60, (name, seed, n)
            assert abn >= 3, (name, seed, abn)
            print(f"seed={seed} {name}: {n} templates ({abn} abnormal, {rare} seen <=3 times), "
                  f"top={counts.most_common(1)[0][1]}")
            for r in (rows[0], rows[len(rows) // 2], rows[-1]):
                print("   ", r["line"])
    print("OK")
