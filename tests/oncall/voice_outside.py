"""Test corpus generators for a log fold: voice / home / media servers ("voice_outside").

Every format is produced from *message specs*: a format string whose ``{field}`` placeholders are
the variables; the truth template is the spec with every ``{field}`` replaced by ``<*>``.  Each
``make(rng)`` returns exactly 2000 rows ``{"line", "template", "level"}`` in time order.  Events
are drawn with Zipf-like weights (every spec is forced to occur at least once), value pools are
Zipf-skewed too.  Multi-line records (SDP bodies, stack traces, device lists) are one row per
physical line, each physical-line pattern its own spec; continuation lines carry level "-".

freeswitch
    ``2026-12-05 08:21:13.123456 [NOTICE] switch_channel.c:1123 New Channel sofia/... [uuid]``,
    optionally preceded by the session uuid (``<uuid> 2026-12-05 ...``), plus uuid-prefixed
    "clean" lines without timestamp/level (``EXECUTE [depth=0] ...``, ``Dialplan: ...``) and raw
    SDP / help-text continuation lines.  Variable: uuid, date, time, source line number
    (``file.c:<*>``), channel names, numbers, IPs/ports, codec strings, caller ids, dialplan
    extension/regex, application calls, profile/gateway/user names, paths, error text.
    Constant: level word, source file, wording, channel states (CS_EXECUTE ...), call states
    (DOWN -> RINGING), hangup causes (NORMAL_CLEARING, USER_BUSY, NO_ANSWER ... are separate specs),
    SIP request type in auth messages (REGISTER/INVITE), Regex PASS/FAIL, signal names.
kamailio
    Syslog ``Dec  5 08:21:13 sip1 /usr/sbin/kamailio[1234]: LEVEL: <module> ...``.  Variable:
    syslog month/day/time tokens, host, pid, ``file.c:<*>`` line numbers, SIP URIs, IPs, ports,
    call-ids, expiry values, user agents, DB / TLS / socket error text, pointers.  Constant:
    level word, module name (``<core>``, ``tm``, ``<script>`` ...), source file, function name,
    wording, SIP methods and (in script log lines) SIP response codes + reason phrases.
minecraft_paper
    ``[08:21:13 INFO]: message``.  Variable: time, player names, UUIDs, IPs/ports, entity ids,
    coordinates, chat text, commands, advancement names, mob/item names, plugin names and
    versions, tick lag numbers, Java exception text and stack frames.  Constant: level, wording,
    the kind of death message, the kind of advancement (advancement/challenge/goal).
zigbee2mqtt
    ``[2026-12-05 08:21:13] info: \\tz2m: message`` (a real TAB after ``info: ``).  Variable:
    date/time tokens, quoted topics/payloads/device names/IEEE addresses, models/vendors,
    numbers, error text.  Constant: level word, namespace (z2m / zh:controller), wording, the
    Zigbee message type (attributeReport / readResponse), device type (Router / EndDevice).
plex_media_server
    ``Dec 05, 2026 08:21:13.123 [0x7f...] DEBUG - message``.  Variable: the four timestamp
    tokens, thread id, IP:port, network class, paths/URLs, request ids (``#<*>``, ``Req#<*>``),
    user names, status codes, durations, sizes, ids, titles, transcoder command lines, error
    text.  Constant: level word, wording, HTTP method, optional GZIP flag, timeline state.
jellyfin
    ``[2026-12-05 08:21:13.123 +00:00] [INF] [12] Source.Context: message`` followed, for
    errors, by raw exception lines.  Variable: the three timestamp tokens, thread id, quoted
    values (apps, versions, users, items, paths, tasks), numbers, durations, URLs, ffmpeg command
    lines, exception messages and stack frames, metadata service class (varies in one message).
    Constant: level, source context (fixed per message), wording, HTTP method in the exception
    middleware message, task result word (Completed / Cancelled).
"""

from __future__ import annotations

import json
import random
import re
from datetime import datetime, timedelta
from itertools import accumulate
from string import Formatter
from typing import Callable

N_ROWS = 2000
_FMT = Formatter()


# --------------------------------------------------------------------------------------------
# framework
# --------------------------------------------------------------------------------------------

def fields_of(spec: str) -> list[str]:
    return [f for _, f, _, _ in _FMT.parse(spec) if f is not None]


def template_of(spec: str) -> str:
    out = []
    for lit, f, _, _ in _FMT.parse(spec):
        out.append(lit)
        if f is not None:
            out.append("<*>")
    return "".join(out)


class Picker:
    """Zipf-skewed choice from a pool (pool order shuffled with the rng)."""

    def __init__(self, rng: random.Random, items, s: float = 1.0, shuffle: bool = True):
        items = list(items)
        if shuffle:
            rng.shuffle(items)
        self.rng = rng
        self.items = items
        self.cum = list(accumulate(1.0 / (i + 1) ** s for i in range(len(items))))

    def __call__(self):
        return self.rng.choices(self.items, cum_weights=self.cum)[0]


class Ev:
    """One message spec (first row) plus an optional tail of further physical lines."""

    def __init__(self, level, spec, *, w=None, fix=None, tail=None, extra=(), pos=None):
        self.level = level
        self.spec = spec
        self.w = w          # None -> Zipf rank weight; number -> expected extra occurrences
        self.fix = fix or {}
        self.tail = tail    # tail(full, shared) -> [(level, spec, overrides)]
        self.extra = tuple(extra)
        self.pos = pos      # None, "start" or "end"


def build(rng: random.Random, events: list[Ev], gens: dict, tsf: Callable, t0: datetime,
          gap: float, s: float = 1.05, n: int = N_ROWS) -> list[dict[str, str]]:
    specs = []
    for e in events:
        specs.append(e.spec)
        specs.extend(e.extra)
    uniq = list(dict.fromkeys(specs))
    tmpls = [template_of(x) for x in uniq]
    dups = {t for t in tmpls if tmpls.count(t) > 1}
    assert not dups, dups
    assert 25 <= len(uniq) <= 60, len(uniq)

    body = [e for e in events if e.pos is None]
    ranked = [e for e in body if e.w is None]
    zw = [1.0 / (i + 1) ** s for i in range(len(ranked))]
    ztot = sum(zw)
    weights = []
    for e in body:
        if e.w is None:
            weights.append(zw[ranked.index(e)])
        else:
            weights.append(e.w * ztot / n)
    cum = list(accumulate(weights))
    single = [i for i, e in enumerate(body) if e.tail is None]
    cum_single = list(accumulate(weights[i] for i in single))

    def render(e, full):
        shared = {}
        for k, v in e.fix.items():
            shared[k] = v() if callable(v) else v
        rows = [(e.level, e.spec, None)]
        if e.tail:
            rows += e.tail(full, shared)
        return (e, rows, shared)

    starts = [render(e, True) for e in events if e.pos == "start"]
    ends = [render(e, True) for e in events if e.pos == "end"]
    mids = [render(e, True) for e in body]
    total = sum(len(r[1]) for r in starts + ends + mids)
    assert total < n, total
    while total < n:
        e = rng.choices(body, cum_weights=cum)[0]
        inst = render(e, False)
        if len(inst[1]) > n - total:
            e = body[rng.choices(single, cum_weights=cum_single)[0]]
            inst = render(e, False)
        mids.append(inst)
        total += len(inst[1])
    rng.shuffle(mids)
    seq = starts + mids + ends

    out = []
    t = t0
    for e, rows, shared in seq:
        t += timedelta(seconds=rng.expovariate(1.0 / gap))
        for i, (lvl, spec, ov) in enumerate(rows):
            if i:
                t += timedelta(microseconds=rng.randint(40, 2500))
            if ov and "_dt" in ov:
                t += timedelta(seconds=ov["_dt"])
            ts = tsf(t)
            vals = {}
            for f in fields_of(spec):
                if f in vals:
                    continue
                if ov and f in ov:
                    vals[f] = ov[f]
                elif f in ts:
                    vals[f] = ts[f]
                elif f in shared:
                    vals[f] = shared[f]
                else:
                    g = gens[f]()
                    if isinstance(g, dict):
                        for k, v in g.items():
                            shared.setdefault(k, v)
                        vals[f] = shared[f]
                    else:
                        shared[f] = vals[f] = g
            line = spec.format_map(vals)
            assert "\n" not in line and "\r" not in line, line
            out.append({"line": line, "template": template_of(spec), "level": lvl})
    assert len(out) == n
    seen = {r["template"] for r in out}
    missing = [t for t in tmpls if t not in seen]
    assert not missing, missing
    return out


# --------------------------------------------------------------------------------------------
# shared value helpers
# --------------------------------------------------------------------------------------------

def uuid4(rng):
    h = "%032x" % rng.getrandbits(128)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def hexs(rng, k):
    return "%0*x" % (k, rng.getrandbits(4 * k))


def counter(start):
    c = [start]

    def nxt():
        c[0] += 1
        return str(c[0])
    return nxt


SCANNER_NETS = ["45.134.144.", "185.53.88.", "103.145.13.", "193.107.216.", "77.247.110.",
                "212.83.146.", "62.210.101.", "194.165.16.", "92.63.197.", "141.98.10.",
                "51.79.26.", "37.49.230."]


def scanner_ip(rng):
    return rng.choice(SCANNER_NETS) + str(rng.randint(2, 254))


def ip_picker(rng, nets, k, s=0.9):
    pool = set()
    while len(pool) < k:
        pool.add(rng.choice(nets) + str(rng.randint(2, 254)))
    return Picker(rng, sorted(pool), s)


def even_port(rng, lo, hi):
    return str(rng.randrange(lo, hi, 2))


# --------------------------------------------------------------------------------------------
# 1. FreeSWITCH
# --------------------------------------------------------------------------------------------

def make_freeswitch(rng: random.Random) -> list[dict[str, str]]:
    LV = {"DEBUG": "DEBUG", "INFO": "INFO", "NOTICE": "INFO", "WARNING": "WARN", "ERR": "ERROR",
          "CRIT": "FATAL", "ALERT": "FATAL", "CONSOLE": "INFO", "-": "-"}

    def P(l):
        return "{date} {time} [" + l + "] "

    def U(l):
        return "{uuid} " + P(l)

    E: list[Ev] = []

    def ev(l, spec, ln=None, **kw):
        fix = kw.pop("fix", {})
        if ln is not None:
            fix["ln"] = str(ln)
        E.append(Ev(LV[l], spec, fix=fix, **kw))

    uuids = Picker(rng, [uuid4(rng) for _ in range(500)], 0.35)
    domain = Picker(rng, ["10.0.0.2", "pbx.acme-corp.com", "192.168.10.5"], 1.6)
    ext = Picker(rng, [str(1000 + i) for i in range(45)] + ["2001", "2002", "3000", "3100"], 0.8)
    carrier = Picker(rng, ["sip.flowroute.com", "chicago.voip.ms", "sip.telnyx.com",
                           "64.16.250.10", "208.93.227.3", "54.172.60.1"], 1.0)
    gwname = Picker(rng, ["flowroute", "voipms", "telnyx", "twilio-trunk", "bandwidth"], 1.0)
    npas = ["415", "212", "312", "646", "617", "303", "512", "206", "305", "702", "919", "480"]

    def did():
        return "1" + rng.choice(npas) + str(rng.randint(200, 989)) + "%04d" % rng.randint(0, 9999)

    def chan():
        r = rng.random()
        if r < 0.72:
            return f"sofia/internal/{ext()}@{domain()}"
        if r < 0.88:
            return f"sofia/external/+{did()}@{carrier()}"
        return f"sofia/gateway/{gwname()}/{did()}"

    phone_ip = ip_picker(rng, ["10.0.0.", "10.0.1.", "192.168.10."], 70)
    names = ["Alice Moreno", "Front Desk", "Bob Chen", "Conference Rm", "Dana Whitfield",
             "Eli Patel", "Warehouse", "Fatima Noor", "Greg Olsen", "Helpdesk", "Ivy Tran",
             "Jonas Berg", "Kim Lee", "Lobby Phone", "Marco Rossi", "Nadia Karim"]

    def cid():
        if rng.random() < 0.7:
            e = ext()
            nm = rng.choice(names + [e, "Extension " + e])
            return {"cidname": nm, "cidnum": e}
        d = "+" + did()
        return {"cidname": rng.choice([d, "WIRELESS CALLER", "UNKNOWN", "SPAM RISK", "CHICAGO IL"]),
                "cidnum": d}

    def dest():
        r = rng.random()
        if r < 0.65:
            return ext()
        if r < 0.9:
            return did()
        return rng.choice(["*97", "*98", "9196", "9664", "5000", "*69", "3000"])

    dprows = [("unloop", "${unroll_loops}", "^true$"),
              ("global-intercept", "destination_number", "^886$"),
              ("group-intercept", "destination_number", "^\\*8$"),
              ("intercept-ext", "destination_number", "^\\*\\*(\\d+)$"),
              ("redial", "destination_number", "^(redial|870)$"),
              ("global", "${call_debug}", "^true$"),
              ("call_return", "destination_number", "^\\*69$|^869$|^lcr$"),
              ("local_extension", "destination_number", "^(10[01][0-9])$"),
              ("outbound_did", "destination_number", "^\\+?1?(\\d{10})$"),
              ("public_did", "destination_number", "^(\\+1?4155550123)$"),
              ("send_to_voicemail", "destination_number", "^\\*99(\\d{2,7})$"),
              ("echo", "destination_number", "^9196$"),
              ("conferences", "destination_number", "^(30\\d{2})$")]
    dp_pick = Picker(rng, dprows, 0.7)

    def dp():
        x, fld, rx = dp_pick()
        if fld == "destination_number":
            val = dest()
        elif fld == "${unroll_loops}":
            val = "true"
        else:
            val = rng.choice(["false", "false", "true"])
        return {"dpext": x, "dpfield": fld, "dpval": val, "regex": rx}

    def appcall():
        e = ext()
        return rng.choice([
            "set(ringback=${us-ring})", "set(transfer_ringback=$${hold_music})",
            "set(call_timeout=30)", "set(hangup_after_bridge=true)", "set(continue_on_fail=true)",
            f"hash(insert/${{domain_name}}-call_return/{e}/${{caller_id_number}})",
            f"hash(insert/${{domain_name}}-last_dial_ext/{e}/${{uuid}})",
            f"export(dialed_extension={e})", "bind_meta_app(1 b s execute_extension::dx XML features)",
            f"bridge(user/{e}@${{domain_name}})", "answer()", "sleep(1000)",
            "playback(ivr/ivr-welcome_to_freeswitch.wav)", f"voicemail(default ${{domain_name}} {e})",
            "hangup()", f"bridge({{ignore_early_media=true}}sofia/gateway/{gwname()}/{did()})",
            "set(RECORD_STEREO=true)", "info()", "playback(tone_stream://%(2000,4000,440,480))",
            f"record_session(/var/lib/freeswitch/recordings/{e}_{rng.randint(10**9, 2 * 10**9)}.wav)",
            f"conference({rng.randint(3000, 3010)}@default)", "set(sip_exclude_contact=${network_addr})"])

    codecs = [("PCMU", "8000", "20", "160", "64000", "1", "0"),
              ("PCMA", "8000", "20", "160", "64000", "1", "8"),
              ("G722", "16000", "20", "320", "64000", "1", "9"),
              ("opus", "48000", "20", "960", "0", "1", "116"),
              ("PCMU", "8000", "30", "240", "64000", "1", "0"),
              ("G729", "8000", "20", "160", "8000", "1", "18")]
    codec_pick = Picker(rng, codecs, 1.3)

    def cstr(c):
        rate = "8000" if c[0] == "G722" else c[1]
        return f"{c[0]}:{c[6]}:{rate}:{c[2]}:{c[4]}:{c[5]}"

    def codec():
        c = codec_pick()
        other = rng.choice([x for x in codecs if x[0] != c[0]])
        return {"cname": c[0], "crate": c[1], "cptime": c[2], "csamples": c[3], "cbits": c[4],
                "cch": c[5], "cpt": c[6], "codec1": cstr(c),
                "codec2": cstr(rng.choice([c, other, other]))}

    fs_ips = Picker(rng, ["10.0.0.2", "198.51.100.20"], 1.5)
    profile = Picker(rng, ["internal", "external"], 1.8)
    authuser = Picker(rng, ["1001", "100", "admin", "1000", "101", "2000", "user", "test",
                            "9999", "5000", "200", "123", "1234", "sip", "102"], 0.9)
    authdom = Picker(rng, ["198.51.100.20", "10.0.0.2", "pbx.acme-corp.com"], 1.2)
    gwfail = Picker(rng, [("Timeout", "408"), ("Forbidden", "403"), ("Service Unavailable", "503"),
                          ("Unauthorized", "401")], 1.0)
    sounds = Picker(rng, [
        "/usr/share/freeswitch/sounds/en/us/callie/ivr/8000/ivr-please_hold.wav",
        "/usr/share/freeswitch/sounds/en/us/callie/ivr/8000/ivr-welcome_to_freeswitch.wav",
        "/usr/share/freeswitch/sounds/music/8000/suite-espanola-op-47-leyenda.wav",
        "/usr/share/freeswitch/sounds/en/us/callie/voicemail/8000/vm-record_message.wav",
        "/usr/share/freeswitch/sounds/en/us/callie/ivr/8000/ivr-call_being_transferred.wav",
        "/var/lib/freeswitch/storage/ivr/acme_main_menu.wav",
        "/var/lib/freeswitch/storage/ivr/acme_after_hours.wav",
        "/usr/share/freeswitch/sounds/en/us/callie/digits/8000/1.wav",
        "/usr/share/freeswitch/sounds/en/us/callie/ivr/8000/ivr-not_available.wav",
        "/usr/share/freeswitch/sounds/en/us/callie/voicemail/8000/vm-goodbye.wav"], 0.9)
    missing = Picker(rng, ["/var/lib/freeswitch/storage/ivr/holiday_greeting.wav",
                           "/usr/share/freeswitch/sounds/en/us/callie/ivr/16000/ivr-welcome.wav",
                           "/var/lib/freeswitch/storage/ivr/acme_main_menu_v2.wav",
                           "/usr/share/freeswitch/sounds/music/8000/danza-espanola-op-37-h-142-xii-arabesca.wav"], 1.0)

    def callid():
        if rng.random() < 0.5:
            return uuid4(rng)
        return f"{hexs(rng, 8)}-{hexs(rng, 8)}@{phone_ip()}"

    G = {
        "uuid": uuids, "chan": chan, "sess": counter(rng.randint(200, 9000)),
        "cur": lambda: str(rng.randint(1, 14)), "tot": lambda: str(rng.randint(14, 4000)),
        "cidname": cid, "cidnum": cid, "dest": dest,
        "context": Picker(rng, ["default", "public", "features"], 1.4),
        "dpext": dp, "dpfield": dp, "dpval": dp, "regex": dp,
        "brk": Picker(rng, ["on-false", "on-true", "never"], 1.5),
        "cont": Picker(rng, ["false", "true"], 1.5),
        "appcall": appcall, "depth": Picker(rng, ["0", "1", "2"], 2.0, shuffle=False),
        "cname": codec, "crate": codec, "cptime": codec, "csamples": codec, "cbits": codec,
        "cch": codec, "cpt": codec, "codec1": codec, "codec2": codec,
        "lip": fs_ips, "lport": lambda: even_port(rng, 16384, 32768), "rip": phone_ip,
        "rport": lambda: even_port(rng, 4000, 65000),
        "rsport": lambda: rng.choice(["5060", "5060", "5060", str(rng.randint(1024, 65000))]),
        "fsver": lambda: "1.10.11 -release 64bit", "callid": callid,
        "sound": sounds, "missing": missing,
        "syserr": Picker(rng, ["System error : No such file or directory.",
                               "File contains data in an unknown format.",
                               "Permission denied."], 1.5),
        "profile": profile, "authuser": authuser, "authdom": authdom,
        "aip": lambda: scanner_ip(rng), "gw": gwname,
        "gwstatus": lambda: dict(zip(("gwstatus", "gwcode"), gwfail())),
        "gwcode": lambda: dict(zip(("gwstatus", "gwcode"), gwfail())),
        "failn": lambda: str(rng.randint(1, 40)), "pcode": lambda: rng.choice(["408", "503", "408"]),
        "pa": lambda: str(rng.randint(0, 2)), "pb": lambda: "2", "pc": lambda: str(rng.randint(1, 4)),
        "badapp": Picker(rng, ["playbak", "bridgee", "vmail", "conferance", "lua_run"], 1.0),
        "thr": lambda: str(rng.randint(30, 60)),
        "otype": Picker(rng, ["user", "sofia", "loopback"], 1.5),
        "osess": lambda: str(rng.randint(10**9, 4 * 10**9)), "over": lambda: str(rng.randint(10**9, 4 * 10**9)),
        "oname": Picker(rng, ["-", "FreeSWITCH", "Polycom", "Yealink", "root", "Z", "Grandstream",
                              "Cisco-SIPUA"], 1.0),
        "sname": Picker(rng, ["-", "FreeSWITCH", "SIP Call", "Polycom IP Phone", "Talk", "Z"], 1.0),
        "sdpver": lambda: "0", "t1": lambda: "0", "t2": lambda: "0",
    }

    def sdp_tail(full, shared):
        c = codec()
        shared.update({k: v for k, v in c.items() if k not in shared})
        maps = [(c["cpt"], f"{c['cname']}/{c['crate']}")]
        extra = [("0", "PCMU/8000"), ("8", "PCMA/8000"), ("9", "G722/8000"), ("18", "G729/8000")]
        rng.shuffle(extra)
        for pt, enc in extra[:rng.randint(0, 2)]:
            if pt != c["cpt"]:
                maps.append((pt, enc))
        maps.append(("101", "telephone-event/8000"))
        pts = " ".join(p for p, _ in maps)
        rows = [("-", "v={sdpver}", None), ("-", "o={oname} {osess} {over} IN IP4 {rip}", None),
                ("-", "s={sname}", None), ("-", "c=IN IP4 {rip}", None), ("-", "t={t1} {t2}", None),
                ("-", "m=audio {rport} RTP/AVP {pts}", {"pts": pts})]
        for pt, enc in maps:
            rows.append(("-", "a=rtpmap:{pt} {enc}", {"pt": pt, "enc": enc}))
        rows.append(("-", "a=fmtp:{pt} {fmtp}", {"pt": "101", "fmtp": rng.choice(["0-16", "0-15", "0-11,16"])}))
        if full or rng.random() < 0.8:
            rows.append(("-", "a=ptime:{cptime}", None))
        rows.append(("-", "a=sendrecv", None))
        return rows

    sdp_specs = ["v={sdpver}", "o={oname} {osess} {over} IN IP4 {rip}", "s={sname}",
                 "c=IN IP4 {rip}", "t={t1} {t2}", "m=audio {rport} RTP/AVP {pts}",
                 "a=rtpmap:{pt} {enc}", "a=fmtp:{pt} {fmtp}", "a=ptime:{cptime}", "a=sendrecv"]

    def cantfind_tail(full, shared):
        return [("-", "You must define a domain called '{authdom}' in your directory and add a user "
                      "with the id=\"{authuser}\" attribute", None),
                ("-", "and you must configure your device to use the proper domain in it's "
                      "authentication credentials.", None)]

    cf_specs = [r[1] for r in cantfind_tail(True, {})]

    hang = 4003
    # --- frequent call-flow messages (Zipf rank order) ---
    ev("-", "{uuid} EXECUTE [depth={depth}] {chan} {appcall}")
    ev("-", "{uuid} Dialplan: {chan} Regex (FAIL) [{dpext}] {dpfield}({dpval}) =~ /{regex}/ break={brk}")
    ev("-", "{uuid} Dialplan: {chan} Action {appcall}")
    ev("DEBUG", U("DEBUG") + "switch_channel.c:{ln} ({chan}) State Change CS_NEW -> CS_INIT", 2556)
    ev("DEBUG", U("DEBUG") + "switch_core_state_machine.c:{ln} ({chan}) Running State Change CS_ROUTING (Cur {cur} Tot {tot})", 585)
    ev("DEBUG", U("DEBUG") + "switch_core_media.c:{ln} Audio Codec Compare [{codec1}]/[{codec2}]", 3924)
    ev("DEBUG", U("DEBUG") + "sofia.c:{ln} Channel {chan} entering state [calling][{scode}]", 7493, fix={"scode": "0"})
    ev("DEBUG", U("DEBUG") + "switch_channel.c:{ln} ({chan}) Callstate Change DOWN -> RINGING", 3218)
    ev("NOTICE", P("NOTICE") + "switch_channel.c:{ln} New Channel {chan} [{uuid}]", 1123)
    ev("INFO", U("INFO") + "mod_dialplan_xml.c:{ln} Processing {cidname} <{cidnum}>->{dest} in context {context}", 637)
    ev("-", "{uuid} Dialplan: {chan} parsing [{context}->{dpext}] continue={cont}")
    ev("-", "{uuid} Dialplan: {chan} Regex (PASS) [{dpext}] {dpfield}({dpval}) =~ /{regex}/ break={brk}")
    ev("DEBUG", U("DEBUG") + "switch_core_media.c:{ln} Set Codec {chan} {cname}/{crate} {cptime} ms {csamples} samples {cbits} bits {cch} channels", 3677)
    ev("DEBUG", U("DEBUG") + "switch_channel.c:{ln} ({chan}) Callstate Change RINGING -> ACTIVE", 3218)
    ev("DEBUG", U("DEBUG") + "switch_core_media.c:{ln} AUDIO RTP [{chan}] {lip} port {lport} -> {rip} port {rport} codec: {cpt} ms: {cptime}", 8637)
    ev("DEBUG", U("DEBUG") + "switch_rtp.c:{ln} Starting timer [soft] {csamples} bytes per {cptime}ms", 2455)
    ev("DEBUG", U("DEBUG") + "sofia.c:{ln} {chan} receiving invite from {rip}:{rsport} version: {fsver} call-id: {callid}", 10483)
    ev("NOTICE", U("NOTICE") + "sofia.c:{ln} Ring-Ready {chan}!", 7391)
    ev("NOTICE", U("NOTICE") + "mod_sofia.c:{ln} Channel [{chan}] has been answered", 1145)
    ev("NOTICE", U("NOTICE") + "switch_channel.c:{ln} Hangup {chan} [CS_EXECUTE] [NORMAL_CLEARING]", hang)
    ev("INFO", U("INFO") + "mod_sofia.c:{ln} Channel {chan} hanging up, cause: NORMAL_CLEARING", 521)
    ev("INFO", U("INFO") + "mod_sofia.c:{ln} Sending BYE to {chan}", 568)
    ev("NOTICE", U("NOTICE") + "switch_core_session.c:{ln} Session {sess} ({chan}) Ended", 1744)
    ev("NOTICE", U("NOTICE") + "switch_core_session.c:{ln} Close Channel {chan} [CS_DESTROY]", 1748)
    ev("DEBUG", U("DEBUG") + "switch_channel.c:{ln} ({chan}) State Change CS_EXECUTE -> CS_HANGUP", 2556)
    ev("DEBUG", U("DEBUG") + "switch_core_session.c:{ln} Send signal {chan} [BREAK]", 2883)
    ev("DEBUG", U("DEBUG") + "sofia.c:{ln} Channel {chan} entering state [completed][{scode}]", 7493, fix={"scode": "200"})
    ev("DEBUG", U("DEBUG") + "switch_ivr_play_say.c:{ln} done playing file {sound}", 1718)
    ev("DEBUG", P("DEBUG") + "sofia_reg.c:{ln} SIP auth challenge (REGISTER) on sofia profile '{profile}' for [{authuser}@{authdom}] from ip {aip}", 1783)
    ev("DEBUG", U("DEBUG") + "sofia.c:{ln} Remote SDP:", 6944, tail=sdp_tail, extra=sdp_specs)
    ev("NOTICE", U("NOTICE") + "sofia.c:{ln} Pre-Answer {chan}!", 7353)
    ev("NOTICE", U("NOTICE") + "switch_channel.c:{ln} Hangup {chan} [CS_CONSUME_MEDIA] [NO_ANSWER]", hang)
    ev("NOTICE", U("NOTICE") + "switch_channel.c:{ln} Hangup {chan} [CS_CONSUME_MEDIA] [USER_BUSY]", hang)
    ev("NOTICE", U("NOTICE") + "switch_channel.c:{ln} Hangup {chan} [CS_EXECUTE] [ORIGINATOR_CANCEL]", hang)
    ev("INFO", U("INFO") + "mod_sofia.c:{ln} Sending CANCEL to {chan}", 576)
    ev("INFO", U("INFO") + "switch_ivr_originate.c:{ln} Originate Resulted in Error Cause: {ocause} [USER_BUSY]", 3941, fix={"ocause": "17"})
    ev("WARNING", P("WARNING") + "sofia_reg.c:{ln} SIP auth failure (REGISTER) on sofia profile '{profile}' for [{authuser}@{authdom}] from ip {aip}", 1877)
    # --- rarer / error messages ---
    ev("NOTICE", U("NOTICE") + "switch_channel.c:{ln} Hangup {chan} [CS_ROUTING] [NO_ROUTE_DESTINATION]", hang, w=3)
    ev("NOTICE", U("NOTICE") + "switch_channel.c:{ln} Hangup {chan} [CS_CONSUME_MEDIA] [CALL_REJECTED]", hang, w=2)
    ev("WARNING", P("WARNING") + "sofia_reg.c:{ln} SIP auth failure (INVITE) on sofia profile '{profile}' for [{authuser}@{authdom}] from ip {aip}", 1877, w=4)
    ev("WARNING", P("WARNING") + "sofia_reg.c:{ln} Can't find user [{authuser}@{authdom}] from {aip}", 3202,
       w=2, tail=cantfind_tail, extra=cf_specs)
    ev("ERR", P("ERR") + "sofia_reg.c:{ln} {gw} Failed Registration with status {gwstatus} [{gwcode}]. failure #{failn}", 3282, w=2)
    ev("WARNING", P("WARNING") + "sofia_reg.c:{ln} Ping failed {gw} with code {pcode} - count {pa}/{pb}/{pc}, state DOWN", 2203, w=3)
    ev("ERR", U("ERR") + "mod_sndfile.c:{ln} Error Opening File [{missing}] [{syserr}]", 201, w=1)
    ev("ERR", U("ERR") + "switch_core_session.c:{ln} Invalid Application {badapp}", 2792, w=1)
    ev("ERR", U("ERR") + "switch_ivr_originate.c:{ln} Cannot create outgoing channel of type [{otype}] cause: [USER_NOT_REGISTERED]", 2166, w=2)
    ev("CRIT", P("CRIT") + "switch_core_session.c:{ln} Throttle Error! {thr}", 2073, w=0)

    def tsf(t):
        return {"date": t.strftime("%Y-%m-%d"), "time": t.strftime("%H:%M:%S.%f")}

    t0 = datetime(2026, 12, 5, 22, 0, 0) + timedelta(seconds=rng.randint(0, 3600))
    return build(rng, E, G, tsf, t0, gap=3.5)


# --------------------------------------------------------------------------------------------
# 2. Kamailio (syslog)
# --------------------------------------------------------------------------------------------

def make_kamailio(rng: random.Random) -> list[dict[str, str]]:
    LV = {"DEBUG": "DEBUG", "INFO": "INFO", "NOTICE": "INFO", "WARNING": "WARN", "ERROR": "ERROR",
          "CRITICAL": "FATAL", "ALERT": "FATAL", "BUG": "FATAL"}
    PFX = "{mon}  {day} {time} {host} /usr/sbin/kamailio[{pid}]: "

    def S(l, msg):
        return PFX + l + ": <script>: " + msg

    def M(l, mod, src, func, msg):
        return PFX + l + ": " + mod + " [" + src + ":{ln}]: " + func + "(): " + msg

    E: list[Ev] = []

    def ev(l, spec, ln=None, **kw):
        fix = kw.pop("fix", {})
        if ln is not None:
            fix["ln"] = str(ln)
        E.append(Ev(LV[l], spec, fix=fix, **kw))

    host = Picker(rng, ["sip1", "sip2", "sbc-edge1"], 1.8)
    pids = Picker(rng, [str(p) for p in rng.sample(range(1180, 1420), 26)], 0.6)
    users = (["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy",
              "oscar", "peggy", "trent", "victor", "walter", "mallory", "nina", "quentin"]
             + [str(1001 + i) for i in range(20)])
    user = Picker(rng, users, 0.9)
    domain = Picker(rng, ["example.com", "voip.example.net", "sip.acme.io"], 1.3)
    e164 = lambda: "+1" + rng.choice(["415", "646", "312", "206", "512"]) + str(rng.randint(2000000, 9899999))

    def uri():
        if rng.random() < 0.8:
            return f"sip:{user()}@{domain()}"
        return f"sip:{e164()}@{domain()}"

    cli = ip_picker(rng, ["203.0.113.", "198.51.100.", "192.0.2.", "100.72.14.", "10.20.0."], 90, 0.8)

    def cport():
        return "5060" if rng.random() < 0.55 else str(rng.randint(1024, 65535))

    def callid():
        r = rng.random()
        if r < 0.35:
            return f"{hexs(rng, 16)}@{cli()}"
        if r < 0.6:
            return uuid4(rng)
        if r < 0.8:
            return "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
                           for _ in range(22)) + "."
        return f"{rng.randint(10**8, 10**9)}-{rng.randint(1000, 9999)}@{rng.choice(['pc33', 'ua2', 'ws'])}.{domain()}"

    def contact():
        tr = rng.choice(["udp", "udp", "tcp", "tls", "ws"])
        extra = rng.choice(["", ";ob", ";rinstance=" + hexs(rng, 16)])
        return f"<sip:{user()}@{cli()}:{cport()};transport={tr}{extra}>"

    gws = Picker(rng, ["sip:10.0.5.21:5060", "sip:10.0.5.22:5060", "sip:pbx2.example.com:5080;transport=tcp",
                       "sip:gw1.carrier.net:5060", "sip:gw2.carrier.net:5060"], 1.0)
    uas = Picker(rng, ["friendly-scanner", "sipvicious", "sipcli/v1.8", "VaxSIPUserAgent/3.1",
                       "PolycomSoundPointIP-SPIP_550-UA/3.3.5.0247", "pplsip", "sipsak 0.9.6",
                       "Cisco-SIPGateway/IOS-12.x"], 0.9)
    srv_ips = Picker(rng, ["10.0.0.10", "198.51.100.5"], 1.2)
    peers = ip_picker(rng, ["203.0.113.", "198.51.100.", "10.0.5."], 40)

    def rparam():
        return f"{hexs(rng, 3)}.{hexs(rng, 8)}"

    G = {
        "host": host, "pid": pids, "fu": uri, "ru": uri, "si": cli, "sp": cport, "ci": callid,
        "exp": Picker(rng, ["3600", "600", "300", "120", "60", "1800", "0"], 1.1),
        "aor": lambda: f"sip:{user()}@{domain()}", "ct": contact, "du": gws,
        "ua": uas, "ai": lambda: scanner_ip(rng), "ap": lambda: rng.choice(["5060", "5060", "5070", str(rng.randint(1024, 65535))]),
        "rhost": Picker(rng, ["pbx.customer-a.example", "sip.oldcarrier.net", "gw3.carrier.net",
                              "voice.partner.example.org", "10-0-5-30.lan"], 1.0),
        "ip": peers, "port": lambda: rng.choice(["5060", "5061", "5061", str(rng.randint(1024, 65535))]),
        "lip": srv_ips, "lport": lambda: rng.choice(["5060", "5061"]),
        "ntcp": lambda: str(rng.randint(1, 48)),
        "rerr": Picker(rng, [("Connection reset by peer", "104"), ("Connection timed out", "110"),
                             ("No route to host", "113")], 1.4),
        "ptr": lambda: "0x7f" + hexs(rng, 10), "len": lambda: str(rng.randint(320, 1480)),
        "proto": Picker(rng, ["1", "2", "3"], 1.5),
        "myerr": Picker(rng, [("MySQL server has gone away", "2006"),
                              ("Lost connection to MySQL server during query", "2013"),
                              ("Deadlock found when trying to get lock; try restarting transaction", "1213")], 1.0),
        "myconn": Picker(rng, ["Can't connect to MySQL server on '10.0.0.30' (111)",
                               "Can't connect to MySQL server on 'db1.example.com' (110)",
                               "Too many connections"], 1.0),
        "rtpip": Picker(rng, ["127.0.0.1", "10.0.0.12", "10.0.0.13"], 1.0),
        "rtpport": Picker(rng, ["2223", "22222"], 1.0),
        "fd": lambda: str(rng.randint(9, 90)),
        "ssl": Picker(rng, [("0A000418", "tlsv1 alert unknown ca"), ("0A00010B", "wrong version number"),
                            ("0A000126", "unexpected eof while reading"), ("0A000412", "sslv3 alert bad certificate"),
                            ("0A0000C1", "no shared cipher")], 1.0),
        "fip": srv_ips, "fport": lambda: "5060",
        "rparam": rparam, "h1": lambda: str(rng.randint(1000, 9999)), "h2": lambda: str(rng.randint(1000, 9999)),
    }
    def pair(name, k1, k2):
        p = G[name]

        def f():
            x = p()
            return {k1: x[0], k2: x[1]}
        G[k1] = G[k2] = f

    pair("rerr", "rerrs", "rerrno")
    pair("myerr", "myerrs", "myerrno")
    pair("ssl", "sslcode", "sslreason")
    G["uerr"] = Picker(rng, ["Network is unreachable", "Operation not permitted", "Invalid argument"], 1.2)
    G["uerrno"] = lambda: rng.choice(["101", "1", "22"])

    # --- script (xlog) lines: methods and response codes are constants ---
    ev("INFO", S("INFO", "REGISTER from {fu} (IP:{si}:{sp}) expires {exp}"))
    ev("INFO", S("INFO", "OPTIONS from {fu} (IP:{si}:{sp}) - keepalive, replying 200 OK"))
    ev("INFO", S("INFO", "REGISTER 401 challenge sent to {fu} (IP:{si}:{sp})"))
    ev("INFO", S("INFO", "REGISTER saved location for {aor} contact {ct} expires {exp}"))
    ev("INFO", S("INFO", "INVITE from {fu} to {ru} (IP:{si}:{sp}) call-id {ci}"))
    ev("INFO", S("INFO", "INVITE reply 180 Ringing from {si}:{sp} call-id {ci}"))
    ev("INFO", S("INFO", "INVITE reply 200 OK from {si}:{sp} call-id {ci}"))
    ev("INFO", S("INFO", "BYE from {fu} to {ru} (IP:{si}:{sp}) call-id {ci}"))
    ev("INFO", S("INFO", "BYE reply 200 OK from {si}:{sp} call-id {ci}"))
    ev("INFO", S("INFO", "INVITE reply 183 Session Progress from {si}:{sp} call-id {ci}"))
    ev("INFO", S("INFO", "INVITE to {ru} relayed to {du} call-id {ci}"))
    ev("INFO", S("INFO", "CANCEL from {fu} to {ru} (IP:{si}:{sp}) call-id {ci}"))
    ev("INFO", S("INFO", "INVITE reply 487 Request Terminated from {si}:{sp} call-id {ci}"))
    ev("INFO", S("INFO", "INVITE reply 486 Busy Here from {si}:{sp} call-id {ci}"))
    ev("WARNING", S("WARNING", "dropping request from scanner UA '{ua}' (IP:{ai}:{ap})"))
    ev("INFO", S("INFO", "INVITE reply 480 Temporarily Unavailable from {si}:{sp} call-id {ci}"))
    ev("WARNING", S("WARNING", "authentication failed for {fu} (IP:{ai}:{ap}) - replying 403 Forbidden"))
    ev("INFO", S("INFO", "INVITE reply 404 Not Found from {si}:{sp} call-id {ci}"))
    ev("NOTICE", S("NOTICE", "failure_route: INVITE to {ru} failed with 408 Request Timeout, trying next gateway {du}"))
    ev("NOTICE", S("NOTICE", "failure_route: INVITE to {ru} failed with 503 Service Unavailable, trying next gateway {du}"))
    ev("ALERT", S("ALERT", "ALERT: pike blocking REGISTER from {fu} (IP:{ai}:{ap})"))
    ev("ALERT", S("ALERT", "ALERT: pike blocking INVITE from {fu} (IP:{ai}:{ap})"), w=3)

    # --- core / module lines ---
    ev("WARNING", M("WARNING", "<core>", "core/tcp_main.c", "send2child",
                    "no free tcp receiver, connection passed to the least busy one ({ntcp})"), 3998, w=8)
    ev("ERROR", M("ERROR", "<core>", "core/tcp_read.c", "tcp_read_data",
                  "error reading: {rerrs} ({rerrno}) ([{ip}]:{port}->[{lip}]:{lport})"), 267, w=8)
    ev("ERROR", M("ERROR", "<core>", "core/receive.c", "receive_msg",
                  "core parsing of SIP message failed ({ai}:{ap}/{proto})"), 339, w=6)
    ev("ERROR", M("ERROR", "tls", "tls_util.h", "tls_err_ret",
                  "TLS accept:error:{sslcode}:SSL routines::{sslreason}"), 49, w=5)
    ev("ERROR", M("ERROR", "<core>", "core/tcp_main.c", "tcpconn_main_timeout",
                  "connect {ip}:{port} failed (timeout)"), 4789, w=5)
    ev("WARNING", M("WARNING", "dialog", "dlg_handlers.c", "dlg_onroute",
                    "unable to find dialog for BYE with route param '{rparam}' [{h1}:{h2}] and call-id '{ci}'"), 1414, w=5)
    ev("INFO", M("INFO", "rtpengine", "rtpengine.c", "rtpp_test",
                 "rtp proxy <udp:{rtpip}:{rtpport}> found, support for it enabled"), 2581, w=4)
    ev("ERROR", M("ERROR", "tm", "t_fwd.c", "t_forward_nonack", "failure to add branches"), 1758, w=4)

    uri2dst = M("ERROR", "tm", "ut.h", "uri2dst2", "failed to resolve \"{rhost}\"")
    fwdfail = M("ERROR", "tm", "t_fwd.c", "t_forward_nonack", "failure to add branches")

    def resolve_tail(full, shared):
        return [("ERROR", uri2dst, {"ln": "284"}), ("ERROR", fwdfail, {"ln": "1758"})]

    ev("ERROR", M("ERROR", "<core>", "core/resolve.c", "sip_hostport2su",
                  "could not resolve hostname: \"{rhost}\""), 1679, w=3, tail=resolve_tail, extra=[uri2dst])

    dbq = M("ERROR", "<core>", "db_query.c", "db_do_update", "error while submitting query")
    ulf = M("ERROR", "usrloc", "ucontact.c", "db_update_ucontact_ruid", "updating database failed")

    def db_tail(full, shared):
        return [("ERROR", dbq, {"ln": "244"}), ("ERROR", ulf, {"ln": "1127"})]

    ev("ERROR", M("ERROR", "db_mysql", "km_dbase.c", "db_mysql_submit_query",
                  "driver error on query: {myerrs} ({myerrno})"), 122, w=3, tail=db_tail, extra=[dbq, ulf])
    ev("ERROR", M("ERROR", "db_mysql", "km_my_con.c", "db_mysql_new_connection",
                  "driver error: {myconn}"), 121, w=2)
    ev("ERROR", M("ERROR", "rtpengine", "rtpengine.c", "send_rtpp_command",
                  "timeout waiting reply from a RTP proxy"), 2738, w=3)
    ev("ERROR", M("ERROR", "rtpengine", "rtpengine.c", "rtpp_function_call", "no available proxies"), 2639, w=2)
    ev("WARNING", M("WARNING", "rtpengine", "rtpengine.c", "rtpp_test",
                    "proxy <udp:{rtpip}:{rtpport}> does not respond, disable it"), 2575, w=2)
    ev("ERROR", M("ERROR", "<core>", "core/udp_server.c", "udp_send",
                  "sendto(sock,{ptr},{len},0,{ip}:{port},16): {uerr}({uerrno})"), 591, w=2)
    ev("ERROR", M("ERROR", "<core>", "core/forward.c", "get_send_socket2",
                  "protocol/port mismatch (forced udp:{fip}:{fport}, to tcp:{ip}:{port})"), 154, w=1)
    ev("CRITICAL", M("CRITICAL", "<core>", "core/pass_fd.c", "receive_fd", "EOF on {fd}"), 277, w=1)

    def tsf(t):
        return {"mon": t.strftime("%b"), "day": str(t.day), "time": t.strftime("%H:%M:%S")}

    t0 = datetime(2026, 12, 5, 23, 0, 0) + timedelta(seconds=rng.randint(0, 1800))
    return build(rng, E, G, tsf, t0, gap=2.2)


# --------------------------------------------------------------------------------------------
# 3. Paper / Spigot Minecraft server latest.log
# --------------------------------------------------------------------------------------------

MC_PLUGINS = [
    ("LuckPerms", "5.4.102", "LuckPerms-Bukkit-5.4.102.jar:?", "me.lucko.luckperms.bukkit",
     ["listeners.BukkitConnectionListener.onPlayerLogin", "LPBukkitBootstrap.onEnable",
      "inject.permissible.LuckPermsPermissible.hasPermission"]),
    ("Essentials", "2.20.1", "EssentialsX-2.20.1.jar:?", "com.earth2me.essentials",
     ["EssentialsPlayerListener.onPlayerJoin", "Essentials.onEnable", "User.updateActivity",
      "Kit.expandItems"]),
    ("WorldEdit", "7.2.18+6604-6d5a2a1", "worldedit-bukkit-7.2.18.jar:?", "com.sk89q.worldedit.bukkit",
     ["WorldEditPlugin.onEnable", "BukkitAdapter.adapt", "WorldEditListener.onPlayerInteract"]),
    ("WorldGuard", "7.0.9+5934e49", "worldguard-bukkit-7.0.9-dist.jar:?", "com.sk89q.worldguard.bukkit",
     ["listener.EventAbstractionListener.onPlayerInteract", "WorldGuardPlugin.onEnable",
      "listener.WorldGuardPlayerListener.onPlayerJoin"]),
    ("CoreProtect", "22.2", "CoreProtect-22.2.jar:?", "net.coreprotect",
     ["listener.player.PlayerInteractListener.onPlayerInteract", "CoreProtect.onEnable",
      "consumer.Consumer.run"]),
    ("dynmap", "3.7-beta-4-935", "Dynmap-3.7-beta-4-spigot.jar:?", "org.dynmap.bukkit",
     ["DynmapPlugin.onEnable", "DynmapPlugin$BukkitServer.scheduleServerTask",
      "helper.BukkitVersionHelperGeneric.getPlayers"]),
    ("Vault", "1.7.3-b131", "Vault.jar:1.7.3-b131", "net.milkbowl.vault",
     ["Vault.onEnable", "economy.plugins.Economy_Essentials.getBalance"]),
    ("PlaceholderAPI", "2.11.5", "PlaceholderAPI-2.11.5.jar:?", "me.clip.placeholderapi",
     ["PlaceholderAPIPlugin.onEnable", "expansion.manager.LocalExpansionManager.register"]),
    ("Multiverse-Core", "4.3.12", "Multiverse-Core-4.3.12.jar:?", "com.onarandombox.MultiverseCore",
     ["MultiverseCore.onEnable", "listeners.MVPlayerListener.playerJoin"]),
    ("ChestShop", "3.12.2", "ChestShop-3.12.2.jar:?", "com.Acrobot.ChestShop",
     ["ChestShop.onEnable", "Listeners.Player.PlayerInteract.onInteract"]),
    ("GriefPrevention", "16.18.1", "GriefPrevention.jar:?", "me.ryanhamshire.GriefPrevention",
     ["GriefPrevention.onEnable", "PlayerEventHandler.onPlayerInteract"]),
    ("ProtocolLib", "5.1.0", "ProtocolLib.jar:?", "com.comphenix.protocol",
     ["ProtocolLib.onEnable", "injector.netty.channel.NettyChannelInjector.processInboundPacket"]),
]

_PJ = "paper-1.20.4.jar:git-Paper-435"
_PA = "paper-api-1.20.4-R0.1-SNAPSHOT.jar:?"
MC_EVENT_FRAMES = [
    ("com.destroystokyo.paper.event.executor.asm.generated.GeneratedEventExecutor{n}.execute", "Unknown Source", "?:?"),
    ("org.bukkit.plugin.EventExecutor$2.execute", "EventExecutor.java:77", _PA),
    ("co.aikar.timings.TimedEventExecutor.execute", "TimedEventExecutor.java:81", _PJ),
    ("org.bukkit.plugin.RegisteredListener.callEvent", "RegisteredListener.java:70", _PA),
    ("io.papermc.paper.plugin.manager.PaperEventManager.callEvent", "PaperEventManager.java:54", _PJ),
    ("io.papermc.paper.plugin.manager.PaperPluginManagerImpl.callEvent", "PaperPluginManagerImpl.java:126", _PJ),
    ("org.bukkit.plugin.SimplePluginManager.callEvent", "SimplePluginManager.java:615", _PA),
    ("org.bukkit.event.Event.callEvent", "Event.java:45", _PA),
    ("net.minecraft.server.players.PlayerList.placeNewPlayer", "PlayerList.java:347", "?:?"),
    ("net.minecraft.server.network.ServerGamePacketListenerImpl.handleUseItemOn", "ServerGamePacketListenerImpl.java:1898", "?:?"),
    ("net.minecraft.network.protocol.PacketUtils.lambda$ensureRunningOnSameThread$0", "PacketUtils.java:56", "?:?"),
    ("net.minecraft.server.TickTask.run", "TickTask.java:18", _PJ),
    ("net.minecraft.util.thread.BlockableEventLoop.doRunTask", "BlockableEventLoop.java:153", "?:?"),
]
MC_TICK_FRAMES = [
    ("org.bukkit.craftbukkit.v1_20_R3.scheduler.CraftTask.run", "CraftTask.java:101", _PJ),
    ("org.bukkit.craftbukkit.v1_20_R3.scheduler.CraftScheduler.mainThreadHeartbeat", "CraftScheduler.java:480", _PJ),
    ("net.minecraft.server.MinecraftServer.tickChildren", "MinecraftServer.java:1654", _PJ),
    ("net.minecraft.server.dedicated.DedicatedServer.tickChildren", "DedicatedServer.java:447", _PJ),
    ("net.minecraft.server.MinecraftServer.tickServer", "MinecraftServer.java:1525", _PJ),
    ("net.minecraft.server.MinecraftServer.runServer", "MinecraftServer.java:1226", _PJ),
    ("net.minecraft.server.MinecraftServer.lambda$spin$0", "MinecraftServer.java:319", _PJ),
    ("java.lang.Thread.run", "Thread.java:1583", "?:?"),
]
MC_ENABLE_FRAMES = [
    ("org.bukkit.plugin.java.JavaPlugin.setEnabled", "JavaPlugin.java:281", _PA),
    ("io.papermc.paper.plugin.manager.PaperPluginInstanceManager.enablePlugin", "PaperPluginInstanceManager.java:189", _PJ),
    ("io.papermc.paper.plugin.manager.PaperPluginManagerImpl.enablePlugin", "PaperPluginManagerImpl.java:104", _PJ),
    ("org.bukkit.plugin.SimplePluginManager.enablePlugin", "SimplePluginManager.java:507", _PA),
    ("org.bukkit.craftbukkit.v1_20_R3.CraftServer.enablePlugin", "CraftServer.java:642", _PJ),
    ("org.bukkit.craftbukkit.v1_20_R3.CraftServer.enablePlugins", "CraftServer.java:553", _PJ),
    ("net.minecraft.server.MinecraftServer.loadWorld0", "MinecraftServer.java:636", _PJ),
    ("net.minecraft.server.dedicated.DedicatedServer.initServer", "DedicatedServer.java:337", _PJ),
    ("net.minecraft.server.MinecraftServer.runServer", "MinecraftServer.java:1105", _PJ),
    ("net.minecraft.server.MinecraftServer.lambda$spin$0", "MinecraftServer.java:319", _PJ),
    ("java.lang.Thread.run", "Thread.java:1583", "?:?"),
]
MC_LOADER_FRAMES = [
    ("jdk.internal.loader.BuiltinClassLoader.loadClass", "BuiltinClassLoader.java:641", "?:?"),
    ("org.bukkit.plugin.java.PluginClassLoader.loadClass0", "PluginClassLoader.java:183", _PA),
    ("org.bukkit.plugin.java.PluginClassLoader.loadClass", "PluginClassLoader.java:150", _PA),
    ("java.lang.ClassLoader.loadClass", "ClassLoader.java:526", "?:?"),
]

MC_NAMES = ["Notch_fan99", "xXDragonSlayerXx", "bobthebuilder", "Steve_42", "MinerMike", "creeper_hugger",
            "LunaBlocks", "Kai2010", "redstone_rex", "pixelPenny", "alice", "TheRealGrian", "EnderEllie",
            "mossy_cobble", "Tobias_K", "sk8rboi_mc", "Dig_Dug_Doug", "QueenOfNether", "iron_ivan",
            "BlazeRodney", "sheepwhisperer", "ZeroTickZach", "anvil_annie", "Pyro_Pete", "glowsquid",
            "cobbleCarl", "Hannah_builds", "wither_walt", "MapArtMax", "dirt_hut_dan", "Froggo", "yuki_mc"]

MC_CHAT = ["hi", "hello everyone", "lol", "brb", "gg", "anyone want to trade diamonds?", "where is spawn",
           "can someone help me with my farm", "thx", "ty!", "omg a creeper blew up my house",
           "who took my shulker", "is the nether hub connected yet?", "afk 5 min", "back", "lag?",
           "the server is lagging hard", "how do i claim land", "/tpa doesnt work", "nice build!",
           "selling iron 64 for 5 diamonds", "anyone going to the end tonight?", "wb", "no",
           "yes", "ok", "lmao", "night all", "good morning", "wheres the villager trading hall",
           "can i get op pls", "i found an ancient city at -1200 -40 300", "rip", "who killed my dog",
           "check out my castle at 500 70 -800", "the mending villager is at the hall", ":D", "oof",
           "wanna team up?", "dont go in my base pls"]
MC_CMDS = ["/home", "/home base", "/spawn", "/tpa {p}", "/tpaccept", "/msg {p} hey", "/sethome base",
           "/sethome farm", "/back", "/balance", "/pay {p} 100", "/warp shop", "/warp nether", "/list",
           "/rtp", "/kit tools", "/co i", "/co rollback u:{p} t:1h r:20", "/gamemode creative",
           "/gamemode survival", "/tp {p}", "/time set day", "/weather clear", "/lp user {p} info",
           "/claim", "/trust {p}", "/abandonclaim", "/ah", "/r ok", "/vanish", "/spawn", "/help"]
MC_ADV = ["Stone Age", "Getting an Upgrade", "Acquire Hardware", "Isn't It Iron Pick", "Diamonds!",
          "We Need to Go Deeper", "Ice Bucket Challenge", "Sweet Dreams", "Monster Hunter", "Hot Stuff",
          "Suit Up", "Enchanter", "Not Today, Thank You", "Local Brewery", "A Terrible Fortress",
          "Who is Cutting Onions?", "Fishy Business", "The Parrots and the Bats", "Sticky Situation",
          "Bee Our Guest", "Take Aim", "Voluntary Exile", "Hidden in the Depths", "Into Fire",
          "Country Lode, Take Me Home", "Star Trader", "Hero of the Village", "Oh Shiny"]
MC_CHAL = ["Return to Sender", "Arbalistic", "Adventuring Time", "How Did We Get Here?",
           "Serious Dedication", "Two by Two", "A Balanced Diet", "Monsters Hunted",
           "Uneasy Alliance", "Cover Me in Debris", "Sniper Duel", "Beaconator"]
MC_GOAL = ["Free the End", "The End?", "You Need a Mint", "Sky's the Limit", "Great View From Up Here",
           "Eye Spy", "Remote Getaway", "The City at the End of the Game", "Bullseye", "Subspace Bubble"]


def _jdouble(rng, lo, hi):
    v = rng.uniform(lo, hi)
    if rng.random() < 0.5:
        return repr(round(v, 1))
    return repr(v)


def make_minecraft_paper(rng: random.Random) -> list[dict[str, str]]:
    LV = {"INFO": "INFO", "WARN": "WARN", "ERROR": "ERROR", "FATAL": "FATAL", "-": "-"}

    def P(l, msg):
        return "[{time} " + l + "]: " + msg

    E: list[Ev] = []

    def ev(l, msg, **kw):
        E.append(Ev(LV[l], P(l, msg), **kw))

    puu = {n: uuid4(rng) for n in MC_NAMES}
    pname = Picker(rng, MC_NAMES, 0.7)
    pname2 = Picker(rng, MC_NAMES, 0.7)

    def player():
        n = pname()
        return {"player": n, "puuid": puu[n]}

    plug_pick = Picker(rng, MC_PLUGINS, 0.8)
    addr = ip_picker(rng, ["203.0.113.", "198.51.100.", "192.0.2.", "100.85.12.", "172.58.44."], 60)

    def plugin():
        p = plug_pick()
        return {"plugin": p[0], "pver": p[1]}

    chat_p = Picker(rng, MC_CHAT, 0.8)
    cmd_p = Picker(rng, MC_CMDS, 0.9)

    def lag():
        ms = rng.randint(2001, 48000)
        return {"lagms": str(ms), "ticks": str(ms // 50)}

    G = {
        "player": player, "puuid": player, "player2": pname2, "player3": pname2,
        "chat": chat_p, "cmd": lambda: cmd_p().replace("{p}", pname()),
        "ip": addr, "cport": lambda: str(rng.randint(32768, 65535)),
        "eid": lambda: str(rng.randint(150, 98000)),
        "world": Picker(rng, ["world", "world_nether", "world_the_end", "resource"], 1.6, shuffle=False),
        "x": lambda: _jdouble(rng, -4000, 4000), "z": lambda: _jdouble(rng, -4000, 4000),
        "y": lambda: rng.choice([f"{rng.randint(-58, 200)}.0", _jdouble(rng, -58, 200)]),
        "reason": Picker(rng, ["Disconnected", "Timed out", "Internal Exception: java.net.SocketException: Connection reset",
                               "Kicked for spamming", "You logged in from a different location",
                               "Flying is not enabled on this server", "Internal Exception: io.netty.handler.codec.DecoderException: java.lang.IndexOutOfBoundsException"], 1.1),
        "kreason": Picker(rng, ["You are not white-listed on this server!", "Failed to verify username!",
                                "You are banned from this server.", "Outdated client! Please use 1.20.4"], 1.0),
        "adv": Picker(rng, MC_ADV, 0.8), "chal": Picker(rng, MC_CHAL, 0.8), "goal": Picker(rng, MC_GOAL, 0.8),
        "mob": Picker(rng, ["Zombie", "Spider", "Enderman", "Drowned", "Husk", "Vindicator", "Piglin Brute",
                            "Witch", "Wither Skeleton", "Slime", "Cave Spider", "Zombie Villager",
                            "Zombified Piglin", "Warden", "Wolf"], 0.9),
        "shooter": Picker(rng, ["Skeleton", "Stray", "Pillager", "Piglin", "Blaze"], 1.1),
        "bomber": Picker(rng, ["Creeper", "Creeper", "Ghast"], 1.0),
        "weapon": Picker(rng, ["Diamond Sword", "Netherite Sword", "Bow", "Iron Axe", "Trident", "Excalibur",
                               "Crossbow", "Stone Sword", "Netherite Axe", "Mr. Stabby"], 0.9),
        "lagms": lag, "ticks": lag,
        "dx": lambda: repr(round(rng.uniform(-40, 40), rng.randint(1, 14))),
        "dy": lambda: repr(round(rng.uniform(-8, 8), rng.randint(1, 14))),
        "dz": lambda: repr(round(rng.uniform(-40, 40), rng.randint(1, 14))),
        "tval": Picker(rng, ["1000", "0", "6000", "13000", "18000", "23000"], 1.0),
        "gcount": lambda: rng.choice(["1", "64", "16", "32", "5", "10", "128"]),
        "item": Picker(rng, ["Diamond", "Oak Log", "Netherite Ingot", "Golden Apple", "Elytra", "Torch",
                             "Cooked Beef", "Ender Pearl", "Shulker Box", "Iron Ingot", "Totem of Undying",
                             "Firework Rocket", "Experience Bottle"], 0.9),
        "nplayers": None, "maxp": lambda: "40",
        "plugin": plugin, "pver": plugin,
        "plugin2": lambda: plug_pick()[0],
        "lcls": Picker(rng, ["net.milkbowl.vault.economy.Economy", "me.clip.placeholderapi.PlaceholderAPI",
                             "com.sk89q.worldedit.bukkit.BukkitAdapter",
                             "net.luckperms.api.LuckPermsProvider"], 1.0),
        "event": Picker(rng, ["PlayerJoinEvent", "PlayerInteractEvent", "BlockBreakEvent",
                              "EntityDamageByEntityEvent", "AsyncChatEvent", "PlayerMoveEvent",
                              "InventoryClickEvent", "PlayerQuitEvent"], 0.9),
        "task": lambda: str(rng.randint(20, 9000)),
        "wdsecs": lambda: "10",
    }

    def online():
        k = rng.randint(1, 9)
        names = rng.sample(MC_NAMES, k)
        return {"nplayers": str(k), "plist": ", ".join(names)}
    G["nplayers"] = G["plist"] = online

    FRAME = "\tat {frame}({src}) ~[{jar}]"
    NPE = 'java.lang.NullPointerException: Cannot invoke "{meth}" because "{expr}" is null'
    NCDF = "java.lang.NoClassDefFoundError: {cdef}"
    CAUSE = "Caused by: java.lang.ClassNotFoundException: {cls}"
    MORE = "\t... {more} more"
    npe_meth = ["org.bukkit.entity.Player.getUniqueId()", "java.util.Map.get(Object)",
                "org.bukkit.World.getName()", "org.bukkit.inventory.ItemStack.getType()",
                "java.util.UUID.toString()", "org.bukkit.configuration.ConfigurationSection.getKeys(boolean)",
                "net.milkbowl.vault.economy.Economy.getBalance(org.bukkit.OfflinePlayer)"]
    npe_expr = ["player", "this.cache", "world", "item", "this.economy", "section", "user.getBase()",
                "this.plugin.getConfig().getConfigurationSection(\"kits\")"]

    def fr(t):
        f, src, jar = t
        if "{n}" in f:
            f = f.replace("{n}", str(rng.randint(1, 400)))
        return ("-", FRAME, {"frame": f, "src": src, "jar": jar})

    def pframes(p, k):
        out = []
        for m in rng.sample(p[4], min(k, len(p[4]))):
            cls = m.rsplit(".", 1)[0].split(".")[-1].split("$")[0]
            out.append(("-", FRAME, {"frame": f"{p[3]}.{m}", "src": f"{cls}.java:{rng.randint(30, 1900)}",
                                     "jar": p[2]}))
        return out

    def set_plugin(shared):
        p = plug_pick()
        shared["plugin"], shared["pver"] = p[0], p[1]
        return p

    def npe_row():
        return ("-", NPE, {"meth": rng.choice(npe_meth), "expr": rng.choice(npe_expr)})

    def event_tail(full, shared):
        p = set_plugin(shared)
        rows = [npe_row()] + pframes(p, rng.randint(1, 2))
        k = rng.randint(4, len(MC_EVENT_FRAMES))
        rows += [fr(t) for t in MC_EVENT_FRAMES[:k]]
        return rows

    def task_tail(full, shared):
        p = set_plugin(shared)
        rows = [npe_row()] + pframes(p, rng.randint(1, 3))
        rows += [fr(t) for t in MC_TICK_FRAMES]
        return rows

    def enable_rows(p):
        cls = rng.choice(["org.bukkit.craftbukkit.v1_19_R3.entity.CraftPlayer",
                          "org.bukkit.craftbukkit.v1_19_R3.CraftServer",
                          "net.minecraft.server.v1_16_R3.MinecraftServer",
                          "org.bukkit.craftbukkit.v1_20_R1.inventory.CraftItemStack"])
        rows = [("-", NCDF, {"cdef": cls.replace(".", "/")})] + pframes(p, 1)
        rows += [fr(t) for t in MC_ENABLE_FRAMES]
        rows.append(("-", CAUSE, {"cls": cls}))
        rows += [fr(t) for t in MC_LOADER_FRAMES]
        rows.append(("-", MORE, {"more": str(len(MC_ENABLE_FRAMES) + 1)}))
        return rows

    # startup block
    LOADP = P("INFO", "[{plugin}] Loading server plugin {plugin} v{pver}")
    ENP = P("INFO", "[{plugin}] Enabling {plugin} v{pver}")
    LEGACY = P("WARN", "Legacy plugin {plugin} v{pver} does not specify an api-version.")
    ENERR = P("ERROR", "Error occurred while enabling {plugin} v{pver} (Is it up to date?)")
    start_specs = [P("INFO", "Loading properties"), P("INFO", "Default game type: SURVIVAL"),
                   P("INFO", "Starting Minecraft server on *:{srvport}"), LEGACY, LOADP,
                   P("INFO", "Preparing level \"{world}\""), P("INFO", "Time elapsed: {elapsed} ms"), ENP,
                   ENERR, P("INFO", "Done ({donesecs}s)! For help, type \"help\"")]

    def start_tail(full, shared):
        plugs = rng.sample(MC_PLUGINS, rng.randint(7, 10))
        legacy = plugs[-1]
        bad = plugs[-2]
        rows = [("INFO", start_specs[0], None), ("INFO", start_specs[1], None),
                ("INFO", start_specs[2], {"srvport": "25565"})]
        rows.append(("WARN", LEGACY, {"plugin": legacy[0], "pver": legacy[1]}))
        for p in plugs:
            rows.append(("INFO", LOADP, {"plugin": p[0], "pver": p[1]}))
        rows.append(("INFO", start_specs[5], {"world": "world", "_dt": rng.uniform(0.5, 2.5)}))
        el = rng.randint(300, 9000)
        rows.append(("INFO", start_specs[6], {"elapsed": str(el), "_dt": el / 1000.0}))
        for p in plugs:
            rows.append(("INFO", ENP, {"plugin": p[0], "pver": p[1]}))
            if p is bad:
                rows.append(("ERROR", ENERR, {"plugin": p[0], "pver": p[1]}))
                rows += enable_rows(p)
        rows.append(("INFO", start_specs[9], {"donesecs": "%.3f" % rng.uniform(6, 45), "_dt": rng.uniform(0.2, 3)}))
        return rows

    ev("INFO", "Starting minecraft server version {mcver}", fix={"mcver": "1.20.4"}, pos="start",
       tail=start_tail, extra=start_specs + [NCDF, CAUSE, MORE, FRAME])

    # shutdown block
    DISP = P("INFO", "[{plugin}] Disabling {plugin} v{pver}")
    LOST = P("INFO", "{player} lost connection: {reason}")
    LEFT = P("INFO", "{player} left the game")
    end_specs = [DISP, P("INFO", "Saving players"), P("INFO", "Saving worlds"),
                 P("INFO", "Saving chunks for level 'ServerLevel[{world}]'/{dim}")]

    def end_tail(full, shared):
        rows = []
        plugs = rng.sample(MC_PLUGINS, rng.randint(5, 8))
        for p in plugs:
            rows.append(("INFO", DISP, {"plugin": p[0], "pver": p[1]}))
        for n in rng.sample(MC_NAMES, rng.randint(1, 3)):
            rows.append(("INFO", LOST, {"player": n, "reason": "Server closed"}))
            rows.append(("INFO", LEFT, {"player": n}))
        rows.append(("INFO", end_specs[1], None))
        rows.append(("INFO", end_specs[2], None))
        for w, d in (("world", "minecraft:overworld"), ("world_nether", "minecraft:the_nether"),
                     ("world_the_end", "minecraft:the_end")):
            rows.append(("INFO", end_specs[3], {"world": w, "dim": d}))
        return rows

    ev("INFO", "Stopping server", pos="end", tail=end_tail, extra=end_specs)

    # body (Zipf rank order)
    ev("INFO", "<{player}> {chat}")
    ev("INFO", "{player} issued server command: {cmd}")
    ev("INFO", "{player} joined the game")
    ev("INFO", "{player} left the game")
    ev("INFO", "{player} lost connection: {reason}")
    ev("INFO", "UUID of player {player} is {puuid}")
    ev("INFO", "{player}[/{ip}:{cport}] logged in with entity id {eid} at ([{world}]{x}, {y}, {z})")
    ev("WARN", "Can't keep up! Is the server overloaded? Running {lagms}ms or {ticks} ticks behind")
    ev("INFO", "[Not Secure] <{player}> {chat}")
    ev("INFO", "{player} has made the advancement [{adv}]")
    ev("INFO", "{player} was slain by {mob}")
    ev("INFO", "{player} was shot by {shooter}")
    ev("INFO", "{player} fell from a high place")
    ev("WARN", "{player} moved too quickly! {dx},{dy},{dz}")
    ev("INFO", "{player} was blown up by {bomber}")
    ev("INFO", "{player} drowned")
    ev("INFO", "{player} tried to swim in lava")
    ev("INFO", "[{player}: Teleported {player2} to {player3}]")
    ev("INFO", "There are {nplayers} of a max of {maxp} players online: {plist}")
    ev("INFO", "{player} hit the ground too hard")
    ev("INFO", "{player} has completed the challenge [{chal}]")
    saved = P("INFO", "Saved the game")
    ev("INFO", "Saving the game (this may take a moment!)", tail=lambda full, sh: [("INFO", saved, None)],
       extra=[saved])
    ev("INFO", "[{player}: Gave {gcount} [{item}] to {player2}]")
    ev("INFO", "[{player}: Set the time to {tval}]")
    ev("INFO", "{player} fell out of the world")
    ev("INFO", "{player} was slain by {player2} using [{weapon}]")
    ev("INFO", "{player} has reached the goal [{goal}]")
    ev("INFO", "{player} burned to death")
    ev("INFO", "{player} experienced kinetic energy")
    ev("INFO", "Made {player} a server operator", w=2)
    ev("WARN", "[{plugin}] Loaded class {lcls} from {plugin2} v{pver2} which is not a depend or softdepend of this plugin.",
       w=2, fix={"pver2": lambda: rng.choice(["1.7.3-b131", "2.11.5", "7.2.18+6604-6d5a2a1", "5.4.102"])})
    ev("INFO", "Disconnecting {player} (/{ip}:{cport}): {kreason}", w=3)
    ev("WARN", "[{plugin}] Task #{task} for {plugin} v{pver} generated an exception", w=2, tail=task_tail,
       extra=[NPE, FRAME])
    ev("ERROR", "Could not pass event {event} to {plugin} v{pver}", w=2, tail=event_tail, extra=[NPE, FRAME])
    ev("ERROR", "The server has not responded for {wdsecs} seconds! Creating thread dump", w=0)

    def tsf(t):
        return {"time": t.strftime("%H:%M:%S")}

    t0 = datetime(2026, 12, 5, 10, 0, 0) + timedelta(seconds=rng.randint(0, 3600))
    return build(rng, E, G, tsf, t0, gap=7.0)


# --------------------------------------------------------------------------------------------
# 4. Zigbee2MQTT
# --------------------------------------------------------------------------------------------

Z2M_MODELS = {
    "light_ikea": ("LED1545G12", "IKEA", "TRADFRI bulb E26/E27, white spectrum, globe, opal, 980 lm", "Router", "light", "0x000d6ffff"),
    "light_hue": ("9290012573A", "Philips", "Hue white and color ambiance E26/E27/E14", "Router", "light", "0x001788010"),
    "temp": ("WSDCGQ11LM", "Aqara", "Temperature, humidity and pressure sensor", "EndDevice", "temp", "0x00158d000"),
    "motion": ("RTCGQ11LM", "Aqara", "Human body movement and illuminance sensor", "EndDevice", "motion", "0x00158d000"),
    "contact": ("MCCGQ11LM", "Aqara", "Door and window sensor", "EndDevice", "contact", "0x00158d000"),
    "plug_tuya": ("TS011F_plug_1", "TuYa", "Smart plug (with power monitoring)", "Router", "plug", "0xa4c138"),
    "plug_ikea": ("E1603/E1702/E1708", "IKEA", "TRADFRI control outlet", "Router", "plug", "0x000d6ffff"),
    "leak": ("SJCGQ11LM", "Aqara", "Water leak sensor", "EndDevice", "leak", "0x00158d000"),
    "button": ("E1812", "IKEA", "TRADFRI shortcut button", "EndDevice", "button", "0x84fd27fff"),
    "trv": ("TS0601_thermostat", "TuYa", "Thermostatic radiator valve", "EndDevice", "trv", "0xbc33acfff"),
    "blind": ("E1757", "IKEA", "FYRTUR roller blind", "EndDevice", "blind", "0x0c4314fff"),
}
Z2M_DEVICES = [
    ("kitchen_light", "light_ikea"), ("living_room_lamp", "light_hue"), ("hallway_motion", "motion"),
    ("bedroom_temp", "temp"), ("front_door_contact", "contact"), ("office_plug", "plug_tuya"),
    ("bathroom_humidity", "temp"), ("tv_plug", "plug_ikea"), ("porch_light", "light_hue"),
    ("stairs_motion", "motion"), ("washing_machine_plug", "plug_tuya"), ("nursery_temp", "temp"),
    ("patio_light", "light_ikea"), ("desk_lamp", "light_ikea"), ("coffee_maker_plug", "plug_tuya"),
    ("basement_leak", "leak"), ("office_window_contact", "contact"), ("living_room_blind", "blind"),
    ("bedroom_trv", "trv"), ("bedroom_remote", "button"), ("garage_motion", "motion"),
    ("dishwasher_leak", "leak"), ("attic_temp", "temp"), ("garden_plug", "plug_ikea"),
]


def _ieee(rng, prefix):
    return prefix + hexs(rng, 18 - len(prefix))


def _compact(d):
    return json.dumps(d, separators=(",", ":"), sort_keys=True)


def make_zigbee2mqtt(rng: random.Random) -> list[dict[str, str]]:
    LV = {"debug": "DEBUG", "info": "INFO", "warning": "WARN", "error": "ERROR"}

    def P(l, ns, msg):
        return "[{date} {time}] " + l + ": \t" + ns + ": " + msg

    E: list[Ev] = []

    def ev(l, msg, ns="z2m", **kw):
        E.append(Ev(LV[l], P(l, ns, msg), **kw))

    devices = [(n, Z2M_MODELS[k], _ieee(rng, Z2M_MODELS[k][5])) for n, k in Z2M_DEVICES]
    dev_pick = Picker(rng, devices, 0.8)
    nwk = {d[0]: str(rng.randint(1000, 65000)) for d in devices}

    def payload(kind):
        lq = rng.randint(0, 255)
        if kind == "light":
            d = {"brightness": rng.randint(1, 254), "color_mode": "color_temp",
                 "color_temp": rng.randint(153, 454), "linkquality": lq, "state": rng.choice(["ON", "OFF"])}
        elif kind == "temp":
            d = {"battery": rng.randint(30, 100), "humidity": round(rng.uniform(30, 75), 2), "linkquality": lq,
                 "power_outage_count": rng.randint(0, 40), "pressure": round(rng.uniform(985, 1035), 1),
                 "temperature": round(rng.uniform(15, 27), 2), "voltage": rng.randint(2800, 3100)}
        elif kind == "motion":
            il = rng.randint(0, 1200)
            d = {"battery": rng.randint(30, 100), "device_temperature": rng.randint(15, 30), "illuminance": il,
                 "illuminance_lux": il, "linkquality": lq, "occupancy": rng.choice([True, False]),
                 "power_outage_count": rng.randint(0, 40), "voltage": rng.randint(2800, 3100)}
        elif kind == "contact":
            d = {"battery": rng.randint(30, 100), "contact": rng.choice([True, True, False]),
                 "device_temperature": rng.randint(15, 30), "linkquality": lq,
                 "power_outage_count": rng.randint(0, 40), "voltage": rng.randint(2800, 3100)}
        elif kind == "plug":
            p = rng.choice([0, 0, rng.randint(1, 2300)])
            d = {"current": round(p / 230, 2), "energy": round(rng.uniform(0, 900), 2), "linkquality": lq,
                 "power": p, "state": "ON" if p else rng.choice(["ON", "OFF"]), "voltage": rng.randint(225, 242)}
        elif kind == "leak":
            d = {"battery": rng.randint(30, 100), "linkquality": lq, "voltage": rng.randint(2800, 3100),
                 "water_leak": False}
        elif kind == "button":
            d = {"action": rng.choice(["on", "off", "brightness_move_up", "brightness_stop"]),
                 "battery": rng.randint(30, 100), "linkquality": lq}
        elif kind == "trv":
            d = {"battery": rng.randint(30, 100), "current_heating_setpoint": rng.choice([17, 19, 20, 21, 22]),
                 "linkquality": lq, "local_temperature": round(rng.uniform(16, 23), 1),
                 "position": rng.randint(0, 100), "system_mode": "heat"}
        else:
            pos = rng.choice([0, 100, rng.randint(1, 99)])
            d = {"battery": rng.randint(30, 100), "linkquality": lq, "position": pos,
                 "state": "OPEN" if pos else "CLOSE"}
        return _compact(d)

    def zreport(kind):
        if kind == "light":
            return rng.choice([("genOnOff", {"onOff": rng.randint(0, 1)}),
                               ("genLevelCtrl", {"currentLevel": rng.randint(1, 254)}),
                               ("lightingColorCtrl", {"colorTemperature": rng.randint(153, 454), "colorMode": 2})])
        if kind in ("temp",):
            return rng.choice([("msTemperatureMeasurement", {"measuredValue": rng.randint(1500, 2700)}),
                               ("msRelativeHumidity", {"measuredValue": rng.randint(3000, 7500)}),
                               ("msPressureMeasurement", {"measuredValue": rng.randint(985, 1035)})])
        if kind == "motion":
            return rng.choice([("msOccupancySensing", {"occupancy": 1}),
                               ("msIlluminanceMeasurement", {"measuredValue": rng.randint(0, 30000)})])
        if kind == "contact":
            return ("genOnOff", {"onOff": rng.randint(0, 1)})
        if kind == "plug":
            return rng.choice([("haElectricalMeasurement", {"activePower": rng.randint(0, 2300)}),
                               ("seMetering", {"currentSummDelivered": [0, rng.randint(0, 90000)]}),
                               ("genOnOff", {"onOff": rng.randint(0, 1)})])
        if kind == "trv":
            return ("hvacThermostat", {"localTemp": rng.randint(1600, 2300)})
        if kind == "blind":
            return ("closuresWindowCovering", {"currentPositionLiftPercentage": rng.randint(0, 100)})
        return ("genPowerCfg", {"batteryPercentageRemaining": rng.randint(60, 200)})

    def zcl_err():
        return rng.choice([
            f"Delivery failed for '{rng.randint(1000, 65000)}'",
            "Data request failed with error: 'MAC no ack' (233)",
            f"Timeout - {rng.randint(1000, 65000)} - 1 - {rng.randint(1, 255)} - 6 - 11 after 10000ms",
            "Data request failed with error: 'MAC channel access failure' (225)"])

    def device():
        name, m, ieee = dev_pick()
        kind = m[4]
        r = rng.random()
        if r < 0.8:
            topic, pl = f"zigbee2mqtt/{name}", payload(kind)
        elif r < 0.95:
            topic, pl = f"zigbee2mqtt/{name}/availability", _compact({"state": rng.choice(["online", "online", "offline"])})
        else:
            topic, pl = "zigbee2mqtt/bridge/state", _compact({"state": "online"})
        ac, ad = zreport(kind)
        rc, rd = rng.choice([("genBasic", {"zclVersion": rng.choice([1, 3, 8])}),
                             ("genBasic", {"modelId": m[0], "manufacturerName": m[1]}),
                             ("genPowerCfg", {"batteryVoltage": rng.randint(26, 31)})])
        return {"dev": name, "ieee": ieee, "topic": topic, "payload": pl,
                "acluster": ac, "adata": json.dumps(ad, separators=(",", ":")),
                "rcluster": rc, "rdata": json.dumps(rd, separators=(",", ":")),
                "addr": nwk[name], "nwk": nwk[name],
                "cerr": (f"Error: Bind {ieee}/1 genOnOff from '0x00124b0025e1a2b3/1' failed ({zcl_err()})")}

    routers = Picker(rng, [d[0] for d in devices if d[1][3] == "Router"], 0.6)
    actuators = [d for d in devices if d[1][4] in ("light", "plug", "blind", "trv")]
    act_pick = Picker(rng, actuators, 0.8)

    def actuator():
        name, m, ieee = act_pick()
        kind = m[4]
        if kind == "light":
            attr, sd = rng.choice([("state", {"state": rng.choice(["ON", "OFF", "TOGGLE"])}),
                                   ("brightness", {"brightness": rng.randint(1, 254)}),
                                   ("color_temp", {"color_temp": rng.randint(153, 454)})])
        elif kind == "plug":
            attr, sd = "state", {"state": rng.choice(["ON", "OFF"])}
        elif kind == "blind":
            attr, sd = "position", {"position": rng.randint(0, 100)}
        else:
            attr, sd = "current_heating_setpoint", {"current_heating_setpoint": rng.choice([18, 20, 21, 22])}
        if attr == "state":
            cmd = "genOnOff." + ("off" if sd["state"] == "OFF" else ("toggle" if sd["state"] == "TOGGLE" else "on")) + "({}"
        elif attr == "brightness":
            cmd = 'genLevelCtrl.moveToLevelWithOnOff({"level":' + str(sd["brightness"]) + ',"transtime":0}'
        elif attr == "color_temp":
            cmd = 'lightingColorCtrl.moveToColorTemp({"colortemp":' + str(sd["color_temp"]) + ',"transtime":0}'
        elif attr == "position":
            cmd = 'closuresWindowCovering.goToLiftPercentage({"percentageliftvalue":' + str(sd["position"]) + '}'
        else:
            cmd = 'manuSpecificTuya.dataRequest({"seq":' + str(rng.randint(1, 9000)) + ',"dpValues":[{"dp":2,"datatype":2,"data":{"type":"Buffer","data":[0,0,0,' + str(sd["current_heating_setpoint"] * 10 % 256) + ']}}]}'
        zerr = (f"Error: ZCL command {ieee}/1 {cmd}, {{\"timeout\":10000,\"disableResponse\":false,"
                f"\"disableRecovery\":false,\"disableDefaultResponse\":false,\"direction\":0,\"srcEndpoint\":null,"
                f"\"reservedBits\":0,\"manufacturerCode\":null,\"transactionSequenceNumber\":null,"
                f"\"writeUndiv\":false}}) failed ({zcl_err()})")
        return {"adev": name, "attr": attr, "settopic": f"zigbee2mqtt/{name}/set",
                "setdata": json.dumps(sd, separators=(",", ":")), "zerr": zerr}

    newkeys = list(Z2M_MODELS)

    def newdev():
        k = rng.choice(newkeys)
        m = Z2M_MODELS[k]
        return {"nieee": _ieee(rng, m[5]), "nmodel": m[0], "nvendor": m[1], "ndesc": m[2]}

    def frame():
        return (f"{{\"header\":{{\"frameControl\":{{\"frameType\":0,\"manufacturerSpecific\":false,\"direction\":1,"
                f"\"disableDefaultResponse\":true,\"reservedBits\":0}},\"transactionSequenceNumber\":{rng.randint(0, 255)},"
                f"\"commandIdentifier\":10}},\"payload\":[{{\"attrId\":{rng.choice([0, 1024, 33])},\"dataType\":"
                f"{rng.choice([41, 33, 16])},\"attrData\":{rng.randint(0, 5000)}}}],\"command\":{{\"ID\":10,"
                f"\"name\":\"report\"}}}}")

    def fwver():
        return _compact({"dateCode": f"2023{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}",
                         "softwareBuildID": f"{rng.randint(1, 2)}.{rng.randint(0, 4)}.{rng.randint(0, 99)}"})

    def ota():
        pct = round(rng.uniform(0.5, 99.5), 2)
        return {"pct": str(pct), "mins": str(max(1, int((100 - pct) / 4)))}

    G = {k: device for k in ("dev", "ieee", "topic", "payload", "acluster", "adata", "rcluster", "rdata",
                             "addr", "nwk", "cerr")}
    G.update({k: actuator for k in ("adev", "attr", "settopic", "setdata", "zerr")})
    G.update({k: newdev for k in ("nieee", "nmodel", "nvendor", "ndesc")})
    G.update({
        "ep": lambda: rng.choice(["1", "1", "1", "2", "11", "242"]), "gid": lambda: rng.choice(["0", "0", "0", "901"]),
        "dep": lambda: "1", "wb": lambda: rng.choice(["false", "false", "true"]),
        "lqi": lambda: str(rng.randint(0, 255)), "frame": frame,
        "pa": lambda: str(rng.randint(1, 2)), "pb": lambda: "2", "perr": zcl_err, "rdev": routers,
        "oerr": Picker(rng, ["Device didn't respond to OTA request",
                             "Timeout: device did not request any image blocks",
                             "Update failed with reason: 'ABORT'"], 1.0),
        "cattempt": lambda: str(rng.randint(1, 3)),
        "merr": Picker(rng, ["connect ECONNREFUSED 127.0.0.1:1883", "read ECONNRESET",
                             "Connection refused: Not authorized", "connack timeout",
                             "getaddrinfo EAI_AGAIN mosquitto"], 1.0),
        "zmodel": Picker(rng, ["TS0601", "lumi.sensor_ht.agl02", "SNZB-02D", "TS0044", "ZBMINIL2"], 1.0),
        "mfr": Picker(rng, ["_TZE204_cirvgep4", "LUMI", "SONOFF", "_TZ3000_u3nv1jwk", "eWeLink"], 1.0),
        "blk": lambda: "false", "frc": lambda: rng.choice(["false", "false", "true"]),
        "reqtopic": Picker(rng, ["zigbee2mqtt/bridge/request/device/remove",
                                 "zigbee2mqtt/bridge/request/device/rename",
                                 "zigbee2mqtt/bridge/request/device/ota_update/update",
                                 "zigbee2mqtt/bridge/request/permit_join"], 1.0),
        "rqerr": lambda: rng.choice([f"Device '{rng.choice(['kitchen_lamp', 'old_sensor', '0x00158d0004c1d2e3'])}' does not exist",
                                     "Interview not completed", zcl_err()]),
        "mqtturl": Picker(rng, ["mqtt://localhost:1883", "mqtt://mosquitto:1883", "mqtt://192.168.1.10"], 1.5),
        "fwfrom": fwver, "fwto": fwver, "pct": ota, "mins": ota,
    })

    # --- startup block ---
    DEVLINE_R = P("info", "z2m", "{dev} ({ieee}): {model} - {vendor} {desc} (Router)")
    DEVLINE_E = P("info", "z2m", "{dev} ({ieee}): {model} - {vendor} {desc} (EndDevice)")
    PUB = P("info", "z2m", "MQTT publish: topic '{topic}', payload '{payload}'")
    st = [P("info", "z2m", "Starting Zigbee2MQTT version {zver} (commit #{commit})"),
          P("info", "z2m", "Starting zigbee-herdsman ({zhver})"),
          P("info", "z2m", "zigbee-herdsman started (resumed)"),
          P("info", "z2m", "Coordinator firmware version: '{fw}'"),
          P("info", "z2m", "Currently {ndev} devices are joined:"),
          P("info", "z2m", "Zigbee: disabling joining new devices."),
          P("info", "z2m", "Connecting to MQTT server at {mqtturl}"),
          P("info", "z2m", "Connected to MQTT server"),
          P("info", "z2m", "Zigbee2MQTT started!")]

    def start_tail(full, shared):
        fw = _compact({"meta": {"maintrel": 1, "majorrel": 2, "minorrel": 7, "product": 1,
                                "revision": 20230507, "transportrev": 2}, "type": "zStack3x0"})
        rows = [("info", st[0], {"zver": "1.35.1", "commit": hexs(rng, 7)}),
                ("info", st[1], {"zhver": "0.33.8", "_dt": rng.uniform(0.5, 2)}),
                ("info", st[2], {"_dt": rng.uniform(1, 8)}),
                ("info", st[3], {"fw": fw}),
                ("info", st[4], {"ndev": str(len(devices))})]
        for name, m, ieee in devices:
            rows.append(("info", DEVLINE_R if m[3] == "Router" else DEVLINE_E,
                         {"dev": name, "ieee": ieee, "model": m[0], "vendor": m[1], "desc": m[2]}))
        rows += [("info", st[5], None), ("info", st[6], None), ("info", st[7], {"_dt": rng.uniform(0.05, 0.5)}),
                 ("info", PUB, {"topic": "zigbee2mqtt/bridge/state", "payload": _compact({"state": "online"})}),
                 ("info", st[8], {"_dt": rng.uniform(0.5, 2)})]
        return [(LV[a], b, c) for a, b, c in rows]

    ev("info", "Logging to console, file (filename: log.log)", pos="start", tail=start_tail,
       extra=st + [DEVLINE_R, DEVLINE_E, PUB])

    # --- shutdown block ---
    sd = [P("info", "z2m", "Disconnecting from MQTT server"), P("info", "z2m", "Stopping zigbee-herdsman..."),
          P("info", "z2m", "Stopped zigbee-herdsman"), P("info", "z2m", "Stopped Zigbee2MQTT")]

    def end_tail(full, shared):
        return [("INFO", sd[0], None), ("INFO", sd[1], None), ("INFO", sd[2], {"_dt": rng.uniform(0.1, 2)}),
                ("INFO", sd[3], None)]

    ev("error", "Adapter disconnected, stopping", pos="end", tail=end_tail, extra=sd)

    # --- body ---
    ev("info", "MQTT publish: topic '{topic}', payload '{payload}'")
    ev("debug", "Received Zigbee message from '{dev}', type 'attributeReport', cluster '{acluster}', data '{adata}' from endpoint {ep} with groupID {gid}")
    ev("debug", "Received MQTT message on '{settopic}' with data '{setdata}'")
    ev("debug", "Received payload: clusterID={cid}, address={addr}, groupID={gid}, endpoint={ep}, destinationEndpoint={dep}, wasBroadcast={wb}, linkQuality={lqi}, frame={frame}",
       ns="zh:controller", fix={"cid": lambda: rng.choice(["6", "8", "1026", "1029", "1030", "768", "2820"])})
    ev("debug", "Publishing 'set' '{attr}' to '{adev}'")
    ev("debug", "Received Zigbee message from '{dev}', type 'readResponse', cluster '{rcluster}', data '{rdata}' from endpoint {ep} with groupID {gid}")
    ev("info", "Checking if update available for '{dev}'")
    ev("info", "No update available for '{dev}'")
    ev("debug", "Failed to ping '{rdev}' (attempt {pa}/{pb}, {perr})")
    ev("info", "Device '{dev}' announced itself")
    ev("info", "Update available for '{dev}'", w=8)
    ev("error", "Publish 'set' '{attr}' to '{adev}' failed: '{zerr}'", w=6)
    ev("warning", "Failed to configure '{dev}', attempt {cattempt} ({cerr})", w=3)
    ev("info", "Device '{dev}' left the network", w=3)

    join = [P("info", "z2m", "Starting interview of '{nieee}'"),
            P("info", "z2m", "Successfully interviewed '{nieee}', device has successfully been paired"),
            P("info", "z2m", "Device '{nieee}' is supported, identified as: {nvendor} {ndesc} ({nmodel})"),
            P("info", "z2m", "Configuring '{nieee}'"),
            P("info", "z2m", "Successfully configured '{nieee}'")]

    def join_tail(full, shared):
        return [("INFO", join[0], {"_dt": rng.uniform(0.1, 1.5)}),
                ("INFO", join[1], {"_dt": rng.uniform(5, 40)}),
                ("INFO", join[2], None),
                ("INFO", join[3], {"_dt": rng.uniform(0.1, 1)}),
                ("INFO", join[4], {"_dt": rng.uniform(0.5, 6)})]

    ev("info", "Device '{nieee}' joined", w=3, tail=join_tail, extra=join)
    ev("error", "Failed to interview '{nieee}', device has not successfully been paired", w=1)
    ev("warning", "Device '{nieee}' with Zigbee model '{zmodel}' and manufacturer name '{mfr}' is NOT supported, please follow https://www.zigbee2mqtt.io/advanced/support-new-devices/01_support_new_devices.html", w=1)
    ev("info", "Zigbee: allowing new devices to join.", w=2)

    prog = P("info", "z2m", "Update of '{dev}' at {pct}%, ≈ {mins} minutes remaining")
    fin = P("info", "z2m", "Finished update of '{dev}', from '{fwfrom}' to '{fwto}'")

    def ota_tail(full, shared):
        rows = []
        pct = 0.0
        total = rng.uniform(12, 40)
        for _ in range(rng.randint(2, 4)):
            pct = min(99.9, pct + rng.uniform(10, 35))
            rows.append(("INFO", prog, {"pct": "%.2f" % pct, "mins": str(max(1, int(total * (100 - pct) / 100))),
                                         "_dt": rng.uniform(60, 240)}))
        rows.append(("INFO", fin, {"_dt": rng.uniform(60, 200)}))
        return rows

    ev("info", "Updating '{dev}' to latest firmware", w=1, tail=ota_tail, extra=[prog, fin])
    ev("error", "Update of '{dev}' failed ({oerr})", w=1)
    rm_ok = P("info", "z2m", "Successfully removed device '{dev}' (block: {blk}, force: {frc})")
    ev("info", "Removing device '{dev}' (block: {blk}, force: {frc})", w=1,
       tail=lambda full, sh: [("INFO", rm_ok, {"_dt": rng.uniform(0.2, 3)})], extra=[rm_ok])
    ev("error", "Request '{reqtopic}' failed with error: '{rqerr}'", w=2)
    ev("error", "MQTT error: {merr}", w=2)
    ev("error", "Not connected to MQTT server!", w=2)
    ev("error", "Disconnected from MQTT server", w=1)

    def tsf(t):
        return {"date": t.strftime("%Y-%m-%d"), "time": t.strftime("%H:%M:%S")}

    t0 = datetime(2026, 12, 5, 22, 30, 0) + timedelta(seconds=rng.randint(0, 3600))
    return build(rng, E, G, tsf, t0, gap=4.0)


# --------------------------------------------------------------------------------------------
# 5. Plex Media Server.log
# --------------------------------------------------------------------------------------------

PLEX_MOVIES = ["Dune (2021)", "Inception (2010)", "The Matrix (1999)", "Spirited Away (2001)",
               "Paddington 2 (2017)", "Blade Runner 2049 (2017)", "Arrival (2016)", "Coco (2017)",
               "Mad Max Fury Road (2015)", "Knives Out (2019)", "Everything Everywhere All at Once (2022)",
               "The Grand Budapest Hotel (2014)", "Oppenheimer (2023)", "Up (2009)"]
PLEX_SHOWS = [("The Office (US)", ["Pilot", "Diversity Day", "The Dundies", "Dinner Party", "Goodbye, Michael"]),
              ("Bluey", ["Keepy Uppy", "Magic Xylophone", "Sleepytime", "Camping", "Cricket"]),
              ("Breaking Bad", ["Pilot", "Ozymandias", "Fly", "Crawl Space", "Felina"]),
              ("Severance", ["Good News About Hell", "Hide and Seek", "The We We Are"]),
              ("The Bear", ["System", "Review", "Fishes", "Forks"]),
              ("Slow Horses", ["Failure's Contagious", "Visiting Hours", "Hard Lessons"])]


def make_plex_media_server(rng: random.Random) -> list[dict[str, str]]:
    LV = {"DEBUG": "DEBUG", "VERBOSE": "DEBUG", "INFO": "INFO", "WARN": "WARN", "ERROR": "ERROR"}

    def P(l, msg):
        return "{mon} {day} {year} {ptime} [{tid}] " + l + " - " + msg

    E: list[Ev] = []

    def ev(l, msg, **kw):
        E.append(Ev(LV[l], P(l, msg), **kw))

    tids = Picker(rng, ["0x7f" + hexs(rng, 10) for _ in range(14)], 0.7)
    lan = ip_picker(rng, ["192.168.1.", "192.168.1.", "10.0.0."], 25, 0.8)
    wan = ip_picker(rng, ["203.0.113.", "198.51.100.", "172.58.91.", "73.162.15.", "86.12.201."], 25)
    users = Picker(rng, ["alice", "BobM", "carol.w", "dave_h", "ErinK", "frank77", "grandma.jo",
                         "heidi.s", "kids_account", "ivan.p"], 1.0)
    rks = Picker(rng, [str(rng.randint(1000, 62000)) for _ in range(300)], 0.7)
    rid_c = [rng.randint(0x1000, 0x8000)]

    def rid():
        rid_c[0] += rng.randint(1, 4)
        return "%x" % rid_c[0]

    def client():
        if rng.random() < 0.72:
            return {"ip": lan(), "port": str(rng.randint(32768, 65535)), "net": "Subnet"}
        return {"ip": wan(), "port": str(rng.randint(1024, 65535)), "net": "WAN"}

    def gpath():
        rk = rks()
        return rng.choice([
            "/library/sections", f"/library/sections/{rng.choice([1, 2, 3, 5])}/all?type={rng.choice([1, 2])}&sort=titleSort&includeCollections=1&includeAdvanced=1&includeMeta=1",
            f"/library/metadata/{rk}?includeConcerts=1&includeExtras=1&includeOnDeck=1&includePopularLeaves=1&includePreferences=1&includeReviews=1&includeChapters=1&includeStations=1&includeExternalMedia=1&asyncAugmentMetadata=1&asyncCheckFiles=1&asyncRefreshAnalysis=1&asyncRefreshLocalMediaAgent=1",
            "/hubs/home/onDeck", "/hubs/continueWatching/items", "/status/sessions", "/identity", "/media/providers",
            f"/photo/:/transcode?width=360&height=540&minSize=1&upscale=1&url=%2Flibrary%2Fmetadata%2F{rk}%2Fthumb%2F{rng.randint(1690000000, 1765000000)}",
            f"/library/metadata/{rk}/children", "/:/prefs", "/servers", "/transcode/sessions",
            f"/video/:/transcode/universal/decision?advancedSubtitles=text&audioBoost=100&autoAdjustQuality=0&directPlay=1&directStream=1&hasMDE=1&location=lan&mediaIndex=0&partIndex=0&path=%2Flibrary%2Fmetadata%2F{rk}&protocol=dash&session={hexs(rng, 24)}",
            f"/library/parts/{rng.randint(1000, 90000)}/{rng.randint(1690000000, 1765000000)}/file.mkv",
            "/hubs/promoted?contentDirectoryID=1&pinnedContentDirectoryID=1%2C2%2C3&includeMeta=1"])

    def ppath():
        rk = rks()
        return rng.choice([
            f"/:/timeline?ratingKey={rk}&key=%2Flibrary%2Fmetadata%2F{rk}&state={rng.choice(['playing', 'paused', 'stopped'])}&hasMDE=1&time={rng.randint(0, 7200000)}&duration={rng.randint(1200000, 9000000)}",
            f"/:/progress?key={rk}&identifier=com.plexapp.plugins.library&time={rng.randint(0, 7200000)}&state=playing",
            f"/:/scrobble?identifier=com.plexapp.plugins.library&key={rk}",
            f"/library/sections/{rng.choice([1, 2, 3])}/refresh", f"/library/metadata/{rk}/refresh"])

    def opath():
        rk = rks()
        return rng.choice([
            f"/playQueues?type=video&uri=server%3A%2F%2F{hexs(rng, 40)}%2Fcom.plexapp.plugins.library%2Flibrary%2Fmetadata%2F{rk}&continuous=1&repeat=0&own=1",
            f"/playlists/{rng.randint(100, 9999)}/items?uri=server%3A%2F%2F{hexs(rng, 40)}%2Fcom.plexapp.plugins.library%2Flibrary%2Fmetadata%2F{rk}",
            "/log?level=2&message=client%20log%20upload&source=Plex%20Web"])

    def title():
        if rng.random() < 0.5:
            return rng.choice(PLEX_MOVIES).rsplit(" (", 1)[0]
        return rng.choice(rng.choice(PLEX_SHOWS)[1])

    def progress():
        dur = rng.randint(600000, 9000000)
        return {"pos": str(rng.randint(0, dur)), "dur": str(dur)}

    devs = Picker(rng, [("Chrome", "Plex Web"), ("SHIELD Android TV", "Plex for Android (TV)"),
                        ("Roku Ultra", "Plex for Roku"), ("iPhone", "Plex for iOS"), ("Apple TV", "Plex for Apple TV"),
                        ("Samsung TV", "Plex for Samsung"), ("Firefox", "Plex Web"), ("Pixel 7", "Plex for Android (Mobile)")], 0.9)

    def device():
        d = devs()
        return {"device": d[0], "product": d[1]}

    def movie_file():
        if rng.random() < 0.5:
            m = rng.choice(PLEX_MOVIES)
            return f"/data/Movies/{m}/{m}.mkv"
        show, eps = rng.choice(PLEX_SHOWS)
        s, e = rng.randint(1, 5), rng.randint(1, 14)
        return f"/data/TV Shows/{show}/Season {s:02d}/{show} - s{s:02d}e{e:02d} - {rng.choice(eps)}.mkv"

    def cmdline():
        tsid = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(24))
        u = uuid4(rng)
        vc = rng.choice(["hevc", "h264", "mpeg2video"])
        ac = rng.choice(["eac3", "aac", "truehd", "dca"])
        vbr = rng.choice(["2000", "4000", "8000", "12000"])
        return (f"EAE_ROOT=/tmp/pms-{uuid4(rng)} FFMPEG_EXTERNAL_LIBS='/config/Library/Application\\ Support/Plex\\ Media\\ Server/Codecs/8217c1c-4578-linux-x86_64/' "
                f"X_PLEX_TOKEN=xxxxxxxxxxxxxxxxxxxx \"/usr/lib/plexmediaserver/Plex Transcoder\" -codec:0 {vc} -codec:1 {ac} "
                f"-ss {rng.randint(0, 5400)} -analyzeduration 20000000 -probesize 20000000 -i \"{movie_file()}\" "
                f"-filter_complex \"[0:0]scale=w={rng.choice(['1280', '1920', '720'])}:h=-2:force_divisible_by=4[0];[0]format=pix_fmts=yuv420p|nv12[1]\" "
                f"-map \"[1]\" -codec:0 libx264 -crf:0 21 -maxrate:0 {vbr}k -bufsize:0 {int(vbr) * 2}k -preset:0 veryfast "
                f"-force_key_frames:0 expr:gte(t,n_forced*1) -map 0:1 -metadata:s:1 language=eng -codec:1 aac -b:1 256k "
                f"-f dash -seg_duration 1 -dash_segment_type mp4 -init_seg_name 'init-stream$RepresentationID$.m4s' "
                f"-media_seg_name 'chunk-stream$RepresentationID$-$Number%05d$.m4s' -window_size 5 -delete_removed false "
                f"-skip_to_segment 1 -time_delta 0.0625 -manifest_name \"http://127.0.0.1:32400/video/:/transcode/session/{tsid}/{u}/manifest\" "
                f"-avoid_negative_ts disabled -map_metadata -1 -map_chapters -1 dash -start_at_zero -copyts -vsync cfr -y -nostats "
                f"-loglevel quiet -loglevel_plex error -progressurl http://127.0.0.1:32400/video/:/transcode/session/{tsid}/{u}/progress")

    def tsess():
        tsid = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(24))
        return {"tsid": tsid, "tdir": f"/transcode/Transcode/Sessions/plex-transcode-{tsid}-{uuid4(rng)}"}

    sections = [("1", "Movies", "/data/Movies"), ("2", "TV Shows", "/data/TV Shows"), ("3", "Music", "/data/Music"),
                ("5", "Kids Movies", "/data/Kids"), ("7", "Home Videos", "/data/Home Videos")]
    sec_pick = Picker(rng, sections, 1.0)

    def section():
        s = sec_pick()
        if s[0] == "1":
            sub = rng.choice(PLEX_MOVIES)
        elif s[0] == "2":
            show = rng.choice(PLEX_SHOWS)[0]
            sub = rng.choice([show, f"{show}/Season {rng.randint(1, 6):02d}"])
        elif s[0] == "3":
            sub = rng.choice(["Radiohead/In Rainbows", "Daft Punk/Discovery", "Taylor Swift/1989 (Taylor's Version)",
                              "Miles Davis/Kind of Blue"])
        else:
            sub = rng.choice(["2026", "Birthday 2026", "Summer Holiday", "Frozen (2013)", "Moana (2016)"])
        return {"sec": s[0], "secname": s[1], "mpath": f"{s[2]}/{sub}", "aname": rng.choice(
            [f"Scanning {s[1]}", f"Refreshing {s[1]}", f"Analyzing {s[1]}", f"Matching items in {s[1]}"])}

    aids = Picker(rng, [uuid4(rng) for _ in range(60)], 0.3)
    ffe = Picker(rng, [("hevc", "Could not find ref with POC {n}"), ("h264", "decode_slice_header error"),
                       ("h264", "error while decoding MB {n} 21, bytestream -7"), ("matroska,webm", "Read error"),
                       ("eac3", "frame sync error"), ("truehd", "Invalid audio stream"),
                       ("hevc", "PPS id out of range: {n}")], 1.0)

    def fferr():
        c, m = ffe()
        return {"ffc": c, "ffptr": "0x" + hexs(rng, 12), "fferr": m.replace("{n}", str(rng.randint(1, 60)))}

    cerrs = Picker(rng, [("28", "Timeout was reached", "Operation timed out after 20001 milliseconds with 0 bytes received"),
                         ("6", "Couldn't resolve host name", "Could not resolve host: plex.tv"),
                         ("7", "Couldn't connect to server", "Failed to connect to plex.tv port 443 after 3 ms: Connection refused"),
                         ("35", "SSL connect error", "OpenSSL SSL_connect: SSL_ERROR_SYSCALL in connection to plex.tv:443 ")], 1.0)

    def cerr():
        c = cerrs()
        return {"cerrno": c[0], "cerrstr": c[1], "cerrdetail": c[2]}

    mid = hexs(rng, 40)

    def url():
        return rng.choice([
            "https://plex.tv/api/v2/user?X-Plex-Token=xxxxxxxxxxxxxxxxxxxx",
            "https://plex.tv/api/v2/features?X-Plex-Token=xxxxxxxxxxxxxxxxxxxx",
            f"https://plex.tv/devices/{mid}?X-Plex-Token=xxxxxxxxxxxxxxxxxxxx",
            f"https://plex.tv/api/v2/resources?includeHttps=1&includeRelay=1&X-Plex-Token=xxxxxxxxxxxxxxxxxxxx",
            f"https://metadata.provider.plex.tv/library/metadata/{hexs(rng, 24)}?includeChildren=1&X-Plex-Token=xxxxxxxxxxxxxxxxxxxx",
            f"https://plex.tv/servers/{mid}/connectivity?X-Plex-Token=xxxxxxxxxxxxxxxxxxxx",
            "https://plex.tv/api/v2/release_channels?X-Plex-Token=xxxxxxxxxxxxxxxxxxxx",
            f"https://images.plex.tv/photo?size=medium-240&scale=1&url=https%3A%2F%2Fmetadata-static.plex.tv%2F{hexs(rng, 1)}%2Fgracenote%2F{hexs(rng, 32)}.jpg"])

    G = {
        "tid": tids, "ip": client, "port": client, "net": client,
        "gpath": gpath, "ppath": ppath, "opath": opath,
        "live": lambda: str(rng.randint(1, 28)), "rid": rid, "user": users,
        "code": Picker(rng, ["200", "206", "304", "404", "400", "401", "500"], 2.2, shuffle=False),
        "ms": lambda: str(int(rng.lognormvariate(2.5, 1.2)) + 1),
        "bytes": lambda: str(int(rng.lognormvariate(7.5, 1.8)) + 30),
        "cid": Picker(rng, ["".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(24))
                            for _ in range(14)] + [uuid4(rng).upper() for _ in range(4)], 0.8),
        "rk": rks, "pos": progress, "dur": progress, "pq": lambda: str(rng.randint(100, 9000)),
        "sid": lambda: hexs(rng, rng.randint(3, 4)), "mtype": Picker(rng, ["video", "music", "photo"], 2.5, shuffle=False),
        "scrob": lambda: rng.choice(["0", "0", "0", "1"]),
        "acct": Picker(rng, ["1", "27443821", "18237723", "5502337", "40119821"], 1.3, shuffle=False),
        "title": title, "played": lambda: str(rng.randint(1000, 600000)),
        "device": device, "product": device,
        "cmdline": cmdline, "tpid": lambda: str(rng.randint(1200, 99999)),
        "texe": lambda: "/usr/lib/plexmediaserver/Plex Transcoder",
        "tsid": tsess, "tdir": tsess, "did": lambda: str(rng.randint(1000, 99999)),
        "codes": Picker(rng, ["General=1000,Direct play OK.",
                              "General=1001,Direct play not available; Conversion OK.",
                              "General=1000,Direct play OK.,Transcode=3000,App cannot direct play this item. Direct play is disabled."], 1.0),
        "media": lambda: (f"bitrate={rng.randint(1500, 40000)} aspectRatio=1.78 audioChannels={rng.choice([2, 6, 8])} "
                          f"audioCodec={rng.choice(['aac', 'eac3', 'truehd'])} videoCodec={rng.choice(['h264', 'hevc'])} "
                          f"videoResolution={rng.choice(['720', '1080', '4k'])} container=mkv"),
        "ffc": fferr, "ffptr": fferr, "fferr": fferr,
        "sec": section, "secname": section, "mpath": section, "aname": section, "aid": aids,
        "btask": Picker(rng, ["OptimizeDatabase", "BackupDatabase", "CleanOldBundles", "CleanOldCacheFiles",
                              "RefreshLocalMedia", "RefreshLibraries", "GenerateBlurHashes", "DeepMediaAnalysis",
                              "GenerateChapterThumbs", "UpgradeMediaAnalysis", "RefreshPeriodicMetadata"], 0.8),
        "bsec": lambda: "%.2f" % rng.lognormvariate(1.5, 1.3),
        "qms": lambda: "%.6f" % rng.uniform(500, 9000), "qn": lambda: str(rng.randint(1, 400)),
        "srcfile": Picker(rng, ["../Library/MetadataItem.cpp", "../Library/PlayQueue.cpp",
                                "../Statistics/StatisticsManager.cpp", "../Library/FeatureLibrary.cpp",
                                "../Library/LibrarySection.cpp"], 1.0),
        "sline": lambda: str(rng.choice([1132, 2871, 421, 4214, 3807])),
        "hsecs": lambda: "%.6f" % rng.uniform(0.5, 12),
        "sleepms": lambda: "200",
        "rhost": Picker(rng, ["app.plex.tv", "plex.example.net", "192.168.1.50:32400", "watch.plex.tv"], 1.2),
        "curlcode": Picker(rng, ["28", "6", "7", "35", "56"], 1.0),
        "hcl": lambda: hexs(rng, rng.randint(3, 4)), "url": url,
        "hcode": Picker(rng, ["200", "200", "201", "404", "503"], 1.5, shuffle=False),
        "cerrno": cerr, "cerrstr": cerr, "cerrdetail": cerr,
        "mstate": Picker(rng, ["Mapped - Publishing", "Mapped - Not Published (Not Reachable)", "Unknown",
                               "Waiting", "Mapped"], 1.0),
    }

    # --- startup ---
    st = [P("INFO", "Linux version: {kver}, language: en-US"), P("INFO", "Processor: {cpu}"),
          P("DEBUG", "[Notify] Now watching \"{mdir}\"")]

    def start_tail(full, shared):
        rows = [("INFO", st[0], {"kver": rng.choice(["5.15.0-91-generic", "6.1.0-17-amd64", "6.8.0-49-generic"])}),
                ("INFO", st[1], {"cpu": rng.choice(["8-core Intel(R) Core(TM) i7-8700 CPU @ 3.20GHz",
                                                     "4-core Intel(R) N100", "12-core AMD Ryzen 5 5600G with Radeon Graphics"])})]
        for s in sections:
            rows.append(("DEBUG", st[2], {"mdir": s[2], "_dt": rng.uniform(0.01, 0.4)}))
        return rows

    ev("INFO", "Plex Media Server v{pmsver} - {platform} - build: linux-x86_64 debian - GMT {gmt}", pos="start",
       fix={"pmsver": "1.40.0.7998-c29d4c0c8", "platform": "Docker Docker Container (LinuxServer.io) x86_64",
            "gmt": "00:00"}, tail=start_tail, extra=st)

    # --- request / response pairs ---
    def req(done_spec):
        def tail(full, shared):
            if full or rng.random() < 0.9:
                return [("DEBUG", done_spec, {"_dt": rng.uniform(0.002, 0.4)})]
            return []
        return tail

    C_GZ = P("DEBUG", "Completed: [{ip}:{port}] {code} GET {gpath} ({live} live) GZIP {ms}ms {bytes} bytes")
    C_GET = P("DEBUG", "Completed: [{ip}:{port}] {code} GET {gpath} ({live} live) {ms}ms {bytes} bytes")
    C_PUT = P("DEBUG", "Completed: [{ip}:{port}] {code} PUT {ppath} ({live} live) {ms}ms {bytes} bytes")
    C_POST = P("DEBUG", "Completed: [{ip}:{port}] {code} POST {opath} ({live} live) GZIP {ms}ms {bytes} bytes")

    ev("DEBUG", "Request: [{ip}:{port} ({net})] GET {gpath} ({live} live) #{rid} GZIP Signed-in Token ({user})",
       tail=req(C_GZ), extra=[C_GZ])
    ev("DEBUG", "Request: [{ip}:{port} ({net})] PUT {ppath} ({live} live) #{rid} Signed-in Token ({user})",
       tail=req(C_PUT), extra=[C_PUT])
    ev("DEBUG", "[Req#{rid}] Client [{cid}] reporting timeline state playing, progress of {pos}/{dur}ms for guid=, ratingKey={rk} url=, key=/library/metadata/{rk}, containerKey=/playQueues/{pq}, metadataId={rk}")
    ev("DEBUG", "Request: [{ip}:{port} ({net})] GET {gpath} ({live} live) #{rid} Signed-in Token ({user})",
       tail=req(C_GET), extra=[C_GET])
    ev("DEBUG", "[Req#{rid}] Statistics: ({sid}) Reporting active playback in state playing of type {mtype} (scrobble: {scrob}) for account {acct}")
    lpaths = Picker(rng, ["/identity", "/:/prefs", "/library/sections", "/status/sessions/background",
                          "/servers", "/media/providers?includeStorage=1"], 1.0)
    ev("DEBUG", "Request: [{ip}:{port} ({net})] GET {gpath} ({live} live) #{rid} GZIP",
       tail=req(C_GZ), extra=[C_GZ],
       fix={"ip": "127.0.0.1", "port": lambda: str(rng.randint(32768, 65535)), "net": "Loopback", "gpath": lpaths})
    ev("DEBUG", "[Req#{rid}] [Now] User is {user} (ID: {acct})")
    ev("DEBUG", "[Req#{rid}] [Now] Device is {device} ({product}).")
    hresp = P("DEBUG", "[HCl#{hcl}] HTTP {hcode} response from GET {url}")
    ev("DEBUG", "[HCl#{hcl}] HTTP requesting GET {url}",
       tail=lambda full, sh: [("DEBUG", hresp, {"_dt": rng.uniform(0.05, 1.2)})] if full or rng.random() < 0.85 else [],
       extra=[hresp])
    ev("DEBUG", "[Req#{rid}] Client [{cid}] reporting timeline state paused, progress of {pos}/{dur}ms for guid=, ratingKey={rk} url=, key=/library/metadata/{rk}, containerKey=/playQueues/{pq}, metadataId={rk}")
    ev("INFO", "[Req#{rid}] Play progress on {rk} '{title}' - got played {played} ms by account {acct}!")
    ev("DEBUG", "Request: [{ip}:{port} ({net})] POST {opath} ({live} live) #{rid} GZIP Signed-in Token ({user})",
       tail=req(C_POST), extra=[C_POST])
    ev("DEBUG", "Activity: registered new activity {aid} - \"{aname}\"")
    ev("DEBUG", "Activity: Ended activity {aid}.")
    ev("INFO", "Library section {sec} ({secname}) will be updated because of a change in \"{mpath}\"")
    ev("DEBUG", "[Req#{rid}] Client [{cid}] reporting timeline state stopped, progress of {pos}/{dur}ms for guid=, ratingKey={rk} url=, key=/library/metadata/{rk}, containerKey=/playQueues/{pq}, metadataId={rk}")
    ev("DEBUG", "[Req#{rid}/Transcode] Streaming Resource: Reached Decision id={did} codes=({codes}) media=({media})")
    jstart = P("DEBUG", "[Req#{rid}/Transcode/JobRunner] Jobs: Starting child process with pid {tpid}")
    ev("DEBUG", "[Req#{rid}/Transcode/JobRunner] Job running: {cmdline}",
       tail=lambda full, sh: [("DEBUG", jstart, {"_dt": rng.uniform(0.001, 0.05)})], extra=[jstart])
    ev("DEBUG", "[Transcode/JobRunner] Jobs: '{texe}' exit code for process {tpid} is {texit} (success)", fix={"texit": "0"})
    ev("DEBUG", "[Req#{rid}/Transcode] Cleaning directory for session {tsid} ({tdir})")
    ev("WARN", "[Req#{rid}] SLOW QUERY: It took {qms} ms to retrieve {qn} items.")
    ev("INFO", "Butler: Starting task '{btask}'.")
    ev("INFO", "Butler: Task '{btask}' completed in {bsec} seconds.")
    ev("WARN", "Held transaction for too long ({srcfile}:{sline}): {hsecs} seconds")
    ev("ERROR", "[Transcoder] [{ffc} @ {ffptr}] {fferr}")
    ev("DEBUG", "[Transcode/JobRunner] Jobs: '{texe}' exit code for process {tpid} is {texit} (signal: Killed)",
       fix={"texit": "-9"}, w=5)
    ev("WARN", "Sqlite3: Sleeping for {sleepms}ms to retry busy DB.", w=4)
    ev("WARN", "[Req#{rid}] Request came in with unrecognized domain / IP '{rhost}' in header Referer; treating as non-local", w=3)
    ev("INFO", "MyPlex: mapping state set to '{mstate}'", w=2)
    ev("ERROR", "Error issuing curl_easy_perform(handle): {curlcode}", w=2)
    ev("ERROR", "[HCl#{hcl}] HTTP error requesting GET {url} ({cerrno}, {cerrstr}) ({cerrdetail})", w=2)
    ev("ERROR", "[Req#{rid}] Failed to obtain a streaming resource for transcode of key /library/metadata/{rk}", w=1)

    def tsf(t):
        return {"mon": t.strftime("%b"), "day": t.strftime("%d") + ",", "year": t.strftime("%Y"),
                "ptime": t.strftime("%H:%M:%S.") + "%03d" % (t.microsecond // 1000)}

    t0 = datetime(2026, 12, 5, 23, 38, 0) + timedelta(seconds=rng.randint(0, 900))
    return build(rng, E, G, tsf, t0, gap=1.6)


# --------------------------------------------------------------------------------------------
# 6. Jellyfin server log
# --------------------------------------------------------------------------------------------

JF_MOVIES = [("Dune", "/media/movies/Dune (2021)/Dune (2021) - 2160p.mkv"),
             ("Arrival", "/media/movies/Arrival (2016)/Arrival (2016).mkv"),
             ("The Iron Giant", "/media/movies/The Iron Giant (1999)/The Iron Giant (1999).mp4"),
             ("Paprika", "/media/movies/Paprika (2006)/Paprika (2006).mkv"),
             ("Heat", "/media/movies/Heat (1995)/Heat (1995) - 1080p.mkv"),
             ("Moana", "/media/kids/Moana (2016)/Moana (2016).mkv"),
             ("Alien", "/media/movies/Alien (1979)/Alien (1979).mkv"),
             ("The Princess Bride", "/media/movies/The Princess Bride (1987)/The Princess Bride (1987).avi")]
JF_SHOWS = [("Andor", ["Kassa", "One Way Out", "Rix Road", "Narkina 5"]),
            ("Ted Lasso", ["Pilot", "Biscuits", "Make Rebecca Great Again", "So Long, Farewell"]),
            ("Avatar: The Last Airbender", ["The Boy in the Iceberg", "The Storm", "Sozin's Comet, Part 4: Avatar Aang"]),
            ("Doctor Who (2005)", ["Blink", "Rose", "The Girl in the Fireplace"]),
            ("Chernobyl", ["1:23:45", "Please Remain Calm", "Vichnaya Pamyat"]),
            ("Bluey (2018)", ["Magic Xylophone", "Hospital", "Sleepytime"])]

JF_HTTP_FRAMES = [
    "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
    "Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeActionMethodAsync>g__Awaited|12_0(ControllerActionInvoker invoker, ValueTask`1 actionResultValueTask)",
    "Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeNextActionFilterAsync>g__Awaited|10_0(ControllerActionInvoker invoker, Task lastTask, State next, Scope scope, Object state, Boolean isCompleted)",
    "Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.Rethrow(ActionExecutedContextSealed context)",
    "Microsoft.AspNetCore.Mvc.Infrastructure.ResourceInvoker.<InvokeFilterPipelineAsync>g__Awaited|20_0(ResourceInvoker invoker, Task lastTask, State next, Scope scope, Object state, Boolean isCompleted)",
    "Microsoft.AspNetCore.Mvc.Infrastructure.ResourceInvoker.<InvokeAsync>g__Awaited|17_0(ResourceInvoker invoker, Task task, IDisposable scope)",
    "Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|6_0(Endpoint endpoint, Task requestTask, ILogger logger)",
    "Jellyfin.Server.Middleware.ServerStartupMessageMiddleware.Invoke(HttpContext httpContext, IServerApplicationHost serverApplicationHost, ILocalizationManager localizationManager)",
    "Jellyfin.Server.Middleware.WebSocketHandlerMiddleware.Invoke(HttpContext httpContext, IWebSocketManager webSocketManager)",
    "Jellyfin.Server.Middleware.IpBasedAccessValidationMiddleware.Invoke(HttpContext httpContext, INetworkManager networkManager)",
    "Jellyfin.Server.Middleware.LanFilteringMiddleware.Invoke(HttpContext httpContext, INetworkManager networkManager, IServerConfigurationManager serverConfigurationManager)",
    "Microsoft.AspNetCore.Authorization.AuthorizationMiddleware.Invoke(HttpContext context)",
    "Jellyfin.Server.Middleware.QueryStringDecodingMiddleware.Invoke(HttpContext httpContext)",
    "Swashbuckle.AspNetCore.ReDoc.ReDocMiddleware.Invoke(HttpContext httpContext)",
    "Swashbuckle.AspNetCore.SwaggerUI.SwaggerUIMiddleware.Invoke(HttpContext httpContext)",
    "Swashbuckle.AspNetCore.Swagger.SwaggerMiddleware.Invoke(HttpContext httpContext, ISwaggerProvider swaggerProvider)",
    "Microsoft.AspNetCore.Authentication.AuthenticationMiddleware.Invoke(HttpContext context)",
    "Jellyfin.Server.Middleware.RobotsRedirectionMiddleware.Invoke(HttpContext httpContext)",
    "Jellyfin.Server.Middleware.LegacyEmbyRouteRewriteMiddleware.Invoke(HttpContext httpContext)",
    "Microsoft.AspNetCore.ResponseCompression.ResponseCompressionMiddleware.InvokeCore(HttpContext context)",
    "Jellyfin.Server.Middleware.ResponseTimeMiddleware.Invoke(HttpContext context, IServerConfigurationManager serverConfigurationManager)",
    "Jellyfin.Server.Middleware.ExceptionMiddleware.Invoke(HttpContext context)",
]
JF_IO_FRAMES = [
    "Interop.ThrowExceptionForIoErrno(ErrorInfo errorInfo, String path, Boolean isDirectory, Func`2 errorRewriter)",
    "Microsoft.Win32.SafeHandles.SafeFileHandle.Open(String path, OpenFlags flags, Int32 mode, Func`4 createOpenException)",
    "Microsoft.Win32.SafeHandles.SafeFileHandle.Open(String fullPath, FileMode mode, FileAccess access, FileShare share, FileOptions options, Int64 preallocationSize, UnixFileMode openPermissions, Func`4 createOpenException)",
    "System.IO.Strategies.OSFileStreamStrategy..ctor(String path, FileMode mode, FileAccess access, FileShare share, FileOptions options, Int64 preallocationSize)",
    "System.IO.Strategies.FileStreamHelpers.ChooseStrategyCore(String path, FileMode mode, FileAccess access, FileShare share, FileOptions options, Int64 preallocationSize)",
    "System.IO.FileStream..ctor(String path, FileStreamOptions options)",
]
JF_CTRL_FRAMES = {
    "GET": ["Jellyfin.Api.Controllers.VideosController.GetVideoStream(Guid itemId, String container, Nullable`1 static, String params, String tag, String deviceProfileId, String playSessionId, String segmentContainer, Nullable`1 segmentLength, Nullable`1 minSegments, String mediaSourceId, String deviceId)",
            "Jellyfin.Api.Controllers.ImageController.GetItemImage(Guid itemId, ImageType imageType, Nullable`1 maxWidth, Nullable`1 maxHeight, Nullable`1 width, Nullable`1 height, Nullable`1 quality, String tag)",
            "Jellyfin.Api.Controllers.DynamicHlsController.GetHlsVideoSegment(Guid itemId, String playlistId, Int32 segmentId, String container, Int64 runtimeTicks, Int64 actualSegmentLengthTicks)"],
    "POST": ["Jellyfin.Api.Controllers.ImageController.SetItemImage(Guid itemId, ImageType imageType)",
             "Jellyfin.Api.Controllers.MediaInfoController.GetPostedPlaybackInfo(Guid itemId, Nullable`1 userId, Nullable`1 maxStreamingBitrate, Nullable`1 startTimeTicks, Nullable`1 audioStreamIndex, Nullable`1 subtitleStreamIndex, Nullable`1 maxAudioChannels, String mediaSourceId, String liveStreamId, Nullable`1 autoOpenLiveStream, Nullable`1 enableDirectPlay, Nullable`1 enableDirectStream, Nullable`1 enableTranscoding, Nullable`1 allowVideoStreamCopy, Nullable`1 allowAudioStreamCopy, PlaybackInfoDto playbackInfoDto)"],
}
JF_NET_FRAMES_INNER = [
    "System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
    "System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.System.Threading.Tasks.Sources.IValueTaskSource.GetResult(Int16 token)",
    "System.Net.Sockets.Socket.<ConnectAsync>g__WaitForConnectWithCancellation|277_0(AwaitableSocketAsyncEventArgs saea, ValueTask connectTask, CancellationToken cancellationToken)",
    "System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
]
JF_NET_FRAMES_OUTER = [
    "System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
    "System.Net.Http.HttpConnectionPool.ConnectAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
    "System.Net.Http.HttpConnectionPool.CreateHttp11ConnectionAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
    "System.Net.Http.HttpConnectionPool.AddHttp11ConnectionAsync(HttpRequestMessage request)",
    "System.Threading.Tasks.TaskCompletionSourceWithCancellation`1.WaitWithCancellationAsync(CancellationToken cancellationToken)",
    "System.Net.Http.HttpConnectionPool.GetHttp11ConnectionAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
    "System.Net.Http.HttpConnectionPool.SendWithVersionDetectionAndRetryAsync(HttpRequestMessage request, Boolean async, Boolean doRequestAuth, CancellationToken cancellationToken)",
    "System.Net.Http.DiagnosticsHandler.SendAsyncCore(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
    "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
]
JF_PROVIDERS = [
    ("MediaBrowser.Providers.Movies.MovieMetadataService", "TheMovieDb",
     ["TMDbLib.Client.TMDbClient.GetMovieAsync(Int32 movieId, String language, String includeImageLanguage, MovieMethods extraMethods, CancellationToken cancellationToken)",
      "MediaBrowser.Providers.Plugins.Tmdb.TmdbClientManager.GetMovieAsync(Int32 tmdbId, String language, String imageLanguages, CancellationToken cancellationToken)",
      "MediaBrowser.Providers.Plugins.Tmdb.Movies.TmdbMovieProvider.GetMetadata(MovieInfo info, CancellationToken cancellationToken)"]),
    ("MediaBrowser.Providers.TV.SeriesMetadataService", "TheMovieDb",
     ["TMDbLib.Client.TMDbClient.GetTvShowAsync(Int32 id, TvShowMethods extraMethods, String language, String includeImageLanguage, CancellationToken cancellationToken)",
      "MediaBrowser.Providers.Plugins.Tmdb.TmdbClientManager.GetSeriesAsync(Int32 tmdbId, String language, String imageLanguages, CancellationToken cancellationToken)",
      "MediaBrowser.Providers.Plugins.Tmdb.TV.TmdbSeriesProvider.GetMetadata(SeriesInfo info, CancellationToken cancellationToken)"]),
    ("MediaBrowser.Providers.TV.EpisodeMetadataService", "TheMovieDb",
     ["TMDbLib.Client.TMDbClient.GetTvEpisodeAsync(Int32 tvShowId, Int32 seasonNumber, Int32 episodeNumber, TvEpisodeMethods extraMethods, String language, String includeImageLanguage, CancellationToken cancellationToken)",
      "MediaBrowser.Providers.Plugins.Tmdb.TmdbClientManager.GetEpisodeAsync(Int32 tvShowId, Int32 seasonNumber, Int32 episodeNumber, String language, String imageLanguages, CancellationToken cancellationToken)",
      "MediaBrowser.Providers.Plugins.Tmdb.TV.TmdbEpisodeProvider.GetMetadata(EpisodeInfo info, CancellationToken cancellationToken)"]),
    ("MediaBrowser.Providers.Music.AlbumMetadataService", "MusicBrainz",
     ["MediaBrowser.Providers.Plugins.MusicBrainz.MusicBrainzAlbumProvider.GetMetadata(AlbumInfo info, CancellationToken cancellationToken)"]),
    ("MediaBrowser.Providers.Movies.MovieMetadataService", "The Open Movie Database",
     ["MediaBrowser.Providers.Plugins.Omdb.OmdbItemProvider.GetMetadata(ItemLookupInfo info, CancellationToken cancellationToken)"]),
]
JF_MDS_FRAME = "MediaBrowser.Providers.Manager.MetadataService`2.ExecuteRemoteProviders(MetadataResult`1 temp, String logName, TIdType id, IEnumerable`1 providers, CancellationToken cancellationToken)"


def make_jellyfin(rng: random.Random) -> list[dict[str, str]]:
    LV = {"VRB": "DEBUG", "DBG": "DEBUG", "INF": "INFO", "WRN": "WARN", "ERR": "ERROR", "FTL": "FATAL"}

    def P(l, src, msg):
        return "[{date} {jtime} {tz}] [" + l + "] [{th}] " + src + ": " + msg

    E: list[Ev] = []

    def ev(l, src, msg, **kw):
        E.append(Ev(LV[l], P(l, src, msg), **kw))

    SM = "Emby.Server.Implementations.Session.SessionManager"
    TJH = "Jellyfin.Api.Helpers.TranscodingJobHelper"
    TM = "Emby.Server.Implementations.ScheduledTasks.TaskManager"
    LM = "Emby.Server.Implementations.Library.LibraryManager"
    UM = "Jellyfin.Server.Implementations.Users.UserManager"

    th = Picker(rng, [str(x) for x in rng.sample(range(1, 140), 40)], 0.6)
    apps = Picker(rng, [("Jellyfin Web", "10.8.13"), ("Jellyfin Android", "2.6.1"), ("Jellyfin Media Player", "1.9.1"),
                        ("Infuse-Direct", "7.7"), ("Swiftfin iOS", "1.0.0"), ("Findroid", "0.14.2"),
                        ("Kodi", "0.7.10"), ("Jellyfin Roku", "2.0.3"), ("Jellyfin Android TV", "0.16.2")], 0.9)
    users = Picker(rng, ["alice", "bob", "Mum", "kids", "dave.k", "eve", "Grandpa", "tv-livingroom", "sam"], 1.0)
    lan = ip_picker(rng, ["192.168.1.", "192.168.1.", "10.8.0."], 30)

    def app():
        a = apps()
        return {"app": a[0], "appver": a[1]}

    def item():
        if rng.random() < 0.4:
            return rng.choice(JF_MOVIES)[0]
        return rng.choice(rng.choice(JF_SHOWS)[1])

    def guid():
        return hexs(rng, 32)

    def media_file():
        if rng.random() < 0.45:
            return rng.choice(JF_MOVIES)[1]
        show, eps = rng.choice(JF_SHOWS)
        s, e = rng.randint(1, 4), rng.randint(1, 12)
        return f"/media/tv/{show}/Season {s}/{show} - S{s:02d}E{e:02d} - {rng.choice(eps)}.mkv"

    def ffargs():
        h = hexs(rng, 32)
        w, hh = rng.choice([(1920, 1080), (1280, 720), (3840, 2160)])
        vcodec = rng.choice(["libx264 -preset veryfast -crf 23", "h264_qsv -preset veryfast", "h264_vaapi"])
        br = rng.randint(1500000, 20000000)
        return (f"-analyzeduration 200M -f matroska,webm -autorotate 0 -canvas_size {w}x{hh} -i file:\\\"{media_file()}\\\" "
                f"-map_metadata -1 -map_chapters -1 -threads 0 -map 0:0 -map 0:{rng.randint(1, 3)} -map -0:s "
                f"-codec:v:0 {vcodec} -maxrate {br} -bufsize {br * 2} -profile:v:0 high -level 51 "
                f"-force_key_frames:0 \\\"expr:gte(t,0+n_forced*3)\\\" -sc_threshold:v:0 0 "
                f"-vf \\\"setparams=color_primaries=bt709:color_trc=bt709:colorspace=bt709,scale=trunc(min(max(iw\\\\,ih*a)\\\\,min({w}\\\\,{hh}*a))/2)*2:trunc(min(max(iw/a\\\\,ih)\\\\,min({w}/a\\\\,{hh}))/2)*2,format=yuv420p\\\" "
                f"-codec:a:0 aac -ac 2 -ab {rng.choice([128000, 192000, 256000, 384000])} -copyts -avoid_negative_ts disabled "
                f"-max_muxing_queue_size 2048 -f hls -max_delay 5000000 -hls_time 3 -hls_segment_type mpegts "
                f"-start_number {rng.randint(0, 600)} -hls_segment_filename \\\"/var/lib/jellyfin/transcodes/{h}%d.ts\\\" "
                f"-hls_playlist_type vod -hls_list_size 0 -y \\\"/var/lib/jellyfin/transcodes/{h}.m3u8\\\"")

    hosts = Picker(rng, ["http://192.168.1.20:8096", "https://jellyfin.example.net", "http://jellyfin.lan:8096"], 1.2)

    def slow_url():
        return hosts() + rng.choice([
            f"/Items/{guid()}/Images/Primary?fillHeight=396&fillWidth=264&quality=96&tag={hexs(rng, 32)}",
            f"/Users/{guid()}/Items/Resume?Limit=12&MediaTypes=Video&Fields=PrimaryImageAspectRatio",
            f"/Videos/{guid()}/hls1/main/{rng.randint(0, 900)}.ts?DeviceId={hexs(rng, 20)}&MediaSourceId={guid()}",
            f"/Shows/NextUp?Limit=24&Fields=PrimaryImageAspectRatio%2CDateCreated&UserId={guid()}",
            f"/Users/{guid()}/Items?SortBy=SortName&SortOrder=Ascending&IncludeItemTypes=Movie&Recursive=true&StartIndex=0&Limit=100",
            "/System/Info", f"/Items/{guid()}/PlaybackInfo?UserId={guid()}&StartTimeTicks=0&IsPlayback=true"])

    def timespan(lo, hi):
        v = rng.uniform(lo, hi)
        m, s = divmod(v, 60)
        return "00:%02d:%010.7f" % (m, s)

    tasks = Picker(rng, ["Scan Media Library", "Extract Chapter Images", "Clean Cache Directory", "Clean Log Directory",
                         "Refresh People", "Update Plugins", "Clean Transcode Directory", "Optimize database",
                         "Clean up collections and playlists", "Download missing subtitles", "Clean Activity Log"], 0.9)
    libs = Picker(rng, [("Movies", "/media/movies"), ("Shows", "/media/tv"), ("Music", "/media/music"),
                        ("Kids", "/media/kids")], 1.0)

    def lib():
        l_ = libs()
        return {"lib": l_[0], "lpath": l_[1]}

    def removed():
        t = rng.choice(["Episode", "Movie", "Audio", "Season", "Trailer"])
        if t == "Movie":
            n, p = rng.choice(JF_MOVIES)
        elif t == "Audio":
            n = rng.choice(["Weird Fishes", "One More Time", "So What", "Nude"])
            p = f"/media/music/{rng.choice(['Radiohead', 'Daft Punk', 'Miles Davis'])}/{n}.flac"
        elif t == "Season":
            show = rng.choice(JF_SHOWS)[0]
            n, p = f"Season {rng.randint(1, 4)}", f"/media/tv/{show}/Season {rng.randint(1, 4)}"
        else:
            n, p = item(), media_file()
        return {"itype": t, "iname": n, "ipath": p, "iid": guid()}

    def prov():
        p = rng.choice(JF_PROVIDERS)
        return {"svc": p[0], "provider": p[1]}

    G = {
        "th": th, "app": app, "appver": app, "item": item,
        "startms": lambda: rng.choice(["0", "0", "0", str(rng.randint(1000, 5000000))]),
        "stopms": lambda: str(rng.randint(1000, 8000000)), "user": users,
        "b1": lambda: rng.choice(["True", "True", "True", "False"]),
        "b2": lambda: rng.choice(["True", "True", "False"]), "b3": lambda: rng.choice(["True", "True", "False"]),
        "ip": lan, "nws": lambda: str(rng.randint(1, 6)), "lost": lambda: str(rng.randint(1, 4)),
        "ffpath": lambda: "/usr/lib/jellyfin-ffmpeg/ffmpeg", "ffargs": ffargs,
        "tpath": lambda: f"/var/lib/jellyfin/transcodes/{hexs(rng, 32)}.m3u8",
        "surl": slow_url, "sdur": lambda: timespan(1, 25),
        "scode": Picker(rng, ["200", "206", "200", "500", "304"], 1.6, shuffle=False),
        "task": tasks, "tmin": lambda: str(int(rng.expovariate(0.5))), "tsec": lambda: str(rng.randint(0, 59)),
        "lib": lib, "lpath": lib,
        "itype": removed, "iname": removed, "ipath": removed, "iid": removed,
        "fmsg": Picker(rng, ["Invalid token.", "Invalid token.", "Unknown user."], 1.0),
        "fcode": Picker(rng, ["1", "255", "234", "137"], 1.2),
        "aip": lambda: rng.choice([lan(), scanner_ip(rng)]),
        "svc": prov, "provider": prov,
    }

    # ---------------- traces ----------------
    AT = "   at {frame}"
    EOS = "--- End of stack trace from previous location ---"
    EOI = "   --- End of inner exception stack trace ---"
    IOX = "System.IO.IOException: {iomsg}"
    UAX = "System.UnauthorizedAccessException: Access to the path '{apath}' is denied."
    HRX = "System.Net.Http.HttpRequestException: {hmsg}"
    SOX = " ---> System.Net.Sockets.SocketException ({errno}): {smsg}"
    AIU = " ---> Microsoft.AspNetCore.Connections.AddressInUseException: {amsg}"
    OCX = "System.OperationCanceledException: {ocmsg}"

    def at(f):
        return ("-", AT, {"frame": f})

    def http_tail(method):
        def tail(full, shared):
            rows = []
            if method == "GET":
                p = media_file()
                shared["rurl"] = rng.choice([f"/Videos/{guid()}/stream.mkv", f"/Videos/{guid()}/hls1/main/{rng.randint(0, 900)}.ts",
                                             f"/Items/{guid()}/Images/Primary"])
                rows.append(("-", IOX, {"iomsg": rng.choice([f"Input/output error : '{p}'", f"Stale file handle : '{p}'"])}))
                rows += [at(f) for f in JF_IO_FRAMES]
            else:
                shared["rurl"] = rng.choice([f"/Items/{guid()}/Images/Primary", f"/Items/{guid()}/PlaybackInfo"])
                rows.append(("-", UAX, {"apath": f"/var/lib/jellyfin/metadata/library/{hexs(rng, 2)}/{guid()}/poster.jpg"}))
                rows += [at(f) for f in JF_IO_FRAMES[1:]]
            rows.append(at(rng.choice(JF_CTRL_FRAMES[method])))
            rows.append(at(f"lambda_method{rng.randint(100, 2000)}(Closure , Object )"))
            rows.append(at(JF_HTTP_FRAMES[0]))
            rows.append(at(JF_HTTP_FRAMES[1]))
            rows.append(("-", EOS, None))
            k = len(JF_HTTP_FRAMES) if full else rng.randint(8, len(JF_HTTP_FRAMES))
            rows += [at(f) for f in JF_HTTP_FRAMES[len(JF_HTTP_FRAMES) - k + 2:]] if k > 2 else []
            return rows
        return tail

    def provider_tail(full, shared):
        p = rng.choice(JF_PROVIDERS)
        shared["svc"], shared["provider"] = p[0], p[1]
        host = "api.themoviedb.org:443" if p[1] == "TheMovieDb" else (
            "musicbrainz.org:443" if p[1] == "MusicBrainz" else "www.omdbapi.com:443")
        errno, smsg = rng.choice([("11", "Resource temporarily unavailable"), ("110", "Connection timed out"),
                                  ("111", "Connection refused"), ("101", "Network is unreachable")])
        rows = [("-", HRX, {"hmsg": f"{smsg} ({host})"}), ("-", SOX, {"errno": errno, "smsg": smsg})]
        rows += [at(f) for f in JF_NET_FRAMES_INNER]
        rows.append(("-", EOI, None))
        rows += [at(f) for f in JF_NET_FRAMES_OUTER]
        rows += [at(f) for f in p[2]]
        rows.append(at(JF_MDS_FRAME))
        return rows

    def task_tail(full, shared):
        rows = [("-", OCX, {"ocmsg": "The operation was canceled."})]
        rows += [at("System.Threading.CancellationToken.ThrowOperationCanceledException()"),
                 at("Emby.Server.Implementations.Library.LibraryManager.ValidateTopLibraryFolders(CancellationToken cancellationToken, Boolean removeRoot)"),
                 at("Emby.Server.Implementations.Library.LibraryManager.ValidateMediaLibraryInternal(IProgress`1 progress, CancellationToken cancellationToken)"),
                 at("Emby.Server.Implementations.ScheduledTasks.Tasks.RefreshMediaLibraryTask.ExecuteAsync(IProgress`1 progress, CancellationToken cancellationToken)"),
                 at("Emby.Server.Implementations.ScheduledTasks.ScheduledTaskWorker.ExecuteInternal(TaskOptions options)")]
        return rows

    def ftl_tail(full, shared):
        rows = [("-", IOX, {"iomsg": "Failed to bind to address http://0.0.0.0:8096: address already in use."}),
                ("-", AIU, {"amsg": "Address already in use"}),
                ("-", SOX, {"errno": "98", "smsg": "Address already in use"})]
        rows += [at(f) for f in [
            "System.Net.Sockets.Socket.UpdateStatusAfterSocketErrorAndThrowException(SocketError error, String callerName)",
            "System.Net.Sockets.Socket.DoBind(EndPoint endPointSnapshot, SocketAddress socketAddress)",
            "System.Net.Sockets.Socket.Bind(EndPoint localEP)",
            "Microsoft.AspNetCore.Server.Kestrel.Transport.Sockets.SocketTransportOptions.CreateDefaultBoundListenSocket(EndPoint endpoint)",
            "Microsoft.AspNetCore.Server.Kestrel.Transport.Sockets.SocketConnectionListener.Bind()"]]
        rows.append(("-", EOI, None))
        rows += [at("Microsoft.AspNetCore.Server.Kestrel.Transport.Sockets.SocketConnectionListener.Bind()"),
                 at("Microsoft.AspNetCore.Server.Kestrel.Transport.Sockets.SocketTransportFactory.BindAsync(EndPoint endpoint, CancellationToken cancellationToken)")]
        rows.append(("-", EOI, None))
        rows += [at(f) for f in [
            "Microsoft.AspNetCore.Server.Kestrel.Core.Internal.AddressBinder.BindEndpointAsync(ListenOptions endpoint, AddressBindContext context, CancellationToken cancellationToken)",
            "Microsoft.AspNetCore.Server.Kestrel.Core.KestrelServerImpl.<>c__DisplayClass30_0`1.<<StartAsync>g__OnBind|0>d.MoveNext()",
            "Microsoft.AspNetCore.Server.Kestrel.Core.KestrelServerImpl.StartAsync[TContext](IHttpApplication`1 application, CancellationToken cancellationToken)",
            "Microsoft.AspNetCore.Hosting.GenericWebHostService.StartAsync(CancellationToken cancellationToken)",
            "Microsoft.Extensions.Hosting.Internal.Host.StartAsync(CancellationToken cancellationToken)",
            "Microsoft.Extensions.Hosting.HostingAbstractionsHostExtensions.RunAsync(IHost host, CancellationToken token)",
            "Jellyfin.Server.Program.StartServer(IServerApplicationPaths appPaths, StartupOptions options, IConfiguration startupConfig)"]]
        return rows

    # ---------------- startup ----------------
    MAIN = "Main"
    st = [P("INF", MAIN, "Operating system: {os}"), P("INF", MAIN, "Processor count: {ncpu}"),
          P("INF", MAIN, "Program data path: {pdp}"),
          P("INF", "MediaBrowser.MediaEncoding.Encoder.MediaEncoder", "Found ffmpeg version {ffver}"),
          P("INF", "Emby.Server.Implementations.Plugins.PluginManager", "Loaded plugin: \"{plugin}\" \"{pver}\""),
          P("INF", TM, "Daily trigger for \"{task}\" set to fire at {fireat}, which is {due} from now."),
          P("INF", MAIN, "Startup complete {sdone}")]

    def start_tail(full, shared):
        rows = [("INFO", st[0], {"os": "Linux"}), ("INFO", st[1], {"ncpu": rng.choice(["4", "8", "12"])}),
                ("INFO", st[2], {"pdp": "/var/lib/jellyfin"}),
                ("INFO", st[3], {"ffver": "5.1.4-Jellyfin", "_dt": rng.uniform(0.2, 1.5)})]
        for name, ver in rng.sample([("TMDb", "10.8.13.0"), ("Studio Images", "10.8.13.0"), ("OMDb", "10.8.13.0"),
                                     ("MusicBrainz", "10.8.13.0"), ("AudioDB", "10.8.13.0"),
                                     ("Open Subtitles", "19.0.0.0"), ("Trakt", "21.0.0.0"), ("Fanart", "8.0.0.0"),
                                     ("Playback Reporting", "13.0.0.0")], rng.randint(5, 8)):
            rows.append(("INFO", st[4], {"plugin": name, "pver": ver, "_dt": rng.uniform(0.001, 0.05)}))
        for tname in ("Scan Media Library", "Extract Chapter Images"):
            rows.append(("INFO", st[5], {"task": tname, "fireat": "2026-12-06 03:00:00.000 +00:00",
                                         "due": timespan(0, 59).replace("00:", "%02d:" % rng.randint(12, 18), 1)}))
        rows.append(("INFO", st[6], {"sdone": timespan(3, 14), "_dt": rng.uniform(1, 4)}))
        return rows

    ev("INF", MAIN, "Jellyfin version: {ver}", pos="start", fix={"ver": "10.8.13"}, tail=start_tail, extra=st)
    FTL = P("FTL", MAIN, "Error while starting server.")

    def restart_tail(full, shared):
        rows = [("INFO", st[0], {"os": "Linux"}), ("INFO", st[2], {"pdp": "/var/lib/jellyfin"}),
                ("FATAL", FTL, {"_dt": rng.uniform(1, 6)})]
        return rows + ftl_tail(full, shared)

    ev("INF", MAIN, "Jellyfin version: {ver}", pos="end", fix={"ver": "10.8.13"}, tail=restart_tail,
       extra=[FTL, IOX, AIU, SOX, AT, EOI])

    # ---------------- body ----------------
    ev("INF", SM, "Playback start reported by app \"{app}\" \"{appver}\" playing \"{item}\". Started at {startms} ms")
    ev("INF", "Emby.Server.Implementations.HttpServer.WebSocketManager", "WS \"{ip}\" request")
    ev("INF", "Jellyfin.Api.Helpers.MediaInfoHelper", "User policy for \"{user}\". EnablePlaybackRemuxing: {b1} EnableVideoPlaybackTranscoding: {b2} EnableAudioPlaybackTranscoding: {b3}")
    ev("INF", SM, "Playback stopped reported by app \"{app}\" \"{appver}\" playing \"{item}\". Stopped at {stopms} ms")
    ev("INF", "Emby.Server.Implementations.HttpServer.WebSocketConnection", "WS \"{ip}\" closed")
    ev("INF", "Emby.Server.Implementations.Session.SessionWebSocketListener", "Sending ForceKeepAlive message to {nws} inactive WebSockets.")
    ev("INF", UM, "Authentication request for \"{user}\" has succeeded.")
    ev("INF", TJH, "\"{ffpath}\" \"{ffargs}\"")
    ev("WRN", "Jellyfin.Server.Middleware.ResponseTimeMiddleware", "Slow HTTP Response from \"{surl}\" to \"{ip}\" in {sdur} with Status Code {scode}")
    ev("INF", TJH, "Deleting partial stream file(s) \"{tpath}\"")
    ev("INF", TM, "\"{task}\" Completed after {tmin} minute(s) and {tsec} seconds")
    ev("INF", "Emby.Server.Implementations.Session.SessionWebSocketListener", "Lost {lost} WebSockets.")
    ev("INF", "Jellyfin.Api.Auth.CustomAuthenticationHandler", "CustomAuthentication was not authenticated. Failure message: {fmsg}")
    ev("INF", "Emby.Server.Implementations.IO.LibraryMonitor", "\"{lib}\" (\"{lpath}\") will be refreshed.")
    ev("INF", LM, "Validating media library")
    ev("INF", LM, "Removing item, Type: \"{itype}\", Name: \"{iname}\", Path: \"{ipath}\", Id: {iid}")
    ev("ERR", TJH, "FFmpeg exited with code {fcode}", w=6)
    ev("WRN", UM, "Authentication request for \"{user}\" has been denied (IP: \"{aip}\").", w=5)
    ev("INF", TM, "\"{task}\" Cancelled after {tmin} minute(s) and {tsec} seconds", w=2)
    ev("WRN", LM, "Library folder \"{lpath}\" is inaccessible or empty, skipping", w=2)
    ev("ERR", "Jellyfin.Server.Middleware.ExceptionMiddleware", "Error processing request. URL \"GET\" \"{rurl}\".",
       w=2, tail=http_tail("GET"), extra=[IOX, AT, EOS])
    ev("ERR", "Jellyfin.Server.Middleware.ExceptionMiddleware", "Error processing request. URL \"POST\" \"{rurl}\".",
       w=1, tail=http_tail("POST"), extra=[UAX, AT, EOS])
    E.append(Ev("ERROR", "[{date} {jtime} {tz}] [ERR] [{th}] {svc}: Error in \"{provider}\"", w=2, tail=provider_tail,
                extra=[HRX, SOX, AT, EOI]))
    ev("ERR", "Emby.Server.Implementations.ScheduledTasks.ScheduledTaskWorker", "Error", w=1, tail=task_tail,
       extra=[OCX, AT])

    def tsf(t):
        return {"date": t.strftime("%Y-%m-%d"), "jtime": t.strftime("%H:%M:%S.") + "%03d" % (t.microsecond // 1000),
                "tz": "+00:00"}

    t0 = datetime(2026, 12, 5, 20, 0, 0) + timedelta(seconds=rng.randint(0, 3600))
    return build(rng, E, G, tsf, t0, gap=9.0)


FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("freeswitch", make_freeswitch),
    ("kamailio", make_kamailio),
    ("minecraft_paper", make_minecraft_paper),
    ("zigbee2mqtt", make_zigbee2mqtt),
    ("plex_media_server", make_plex_media_server),
    ("jellyfin", make_jellyfin),
]


def _self_check() -> None:
    for name, make in FORMATS:
        ntempl = nbad = 0
        samples = None
        for seed in range(5):
            rows = make(random.Random(seed))
            assert len(rows) == N_ROWS, (name, len(rows))
            tmpl_levels: dict[str, set] = {}
            for r in rows:
                assert set(r) == {"line", "template", "level"}, r
                assert r["level"] in ("DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"), r
                assert "\n" not in r["line"] and "\r" not in r["line"], r
                rx = "".join(".+?" if p == "<*>" else re.escape(p) for p in re.split(r"(<\*>)", r["template"]))
                assert re.fullmatch(rx, r["line"], re.S), (name, r)
                tmpl_levels.setdefault(r["template"], set()).add(r["level"])
            # the same seed must reproduce the same corpus
            assert rows == make(random.Random(seed)), name
            if seed == 0:
                ntempl = len(tmpl_levels)
                nbad = sum(1 for lv in tmpl_levels.values() if lv & {"WARN", "ERROR", "FATAL"})
                samples = random.Random(99).sample(rows, 3)
        print(f"{name}: {ntempl} templates, {nbad} WARN/ERROR/FATAL templates")
        for r in samples:
            print("    ", r["level"], "|", r["line"][:220])


if __name__ == "__main__":
    _self_check()
