"""Synthetic-but-realistic log corpora with ground-truth templates ("edge_outside").

Six formats, each ``make(rng) -> list[dict]`` of exactly 2000 rows in time order,
``{"line", "template", "level"}``.  Every line is produced from a *message spec*: a
format string whose ``{name}`` slots are variables; the template is the same string with
every slot replaced by ``<*>``.  All randomness comes from the ``random.Random`` passed in.
Message mixes: a few very common specs (weighted draw), many rare specs with a fixed
count of 1-3 (or a few) occurrences, and "blocks" (start-up / shutdown / header
sequences) emitted as consecutive runs.  Every spec of a format appears on every seed,
so the template count is the number of specs.

General conventions used everywhere
-----------------------------------
* Every number is a variable, including version strings, ports, thread ids, source
  line numbers and counters that hardly ever change.  A variable is a whole token (or
  the whole value of a quoted string / ``key=value`` / ``key:value`` pair, or the whole
  content of a bracket such as ``[C42]``).  Tokens such as ``p2`` / ``d0`` / ``q1`` /
  ``m12`` in Mosquitto are therefore masked whole.
* Timestamps are variables; where the timestamp is two whitespace-separated tokens it
  is two variables (date, time).
* Constants: the message words, the level word, logger / component names, event
  types, states and few-valued flags (``end_stream=true`` vs ``end_stream=false`` are
  different templates), HTTP methods, state-transition names.
* Optional fields: a spec has a field either always present or always absent
  (e.g. Mosquitto ``u'user'`` in the connect line, IIS ``-`` placeholders).

mosquitto
---------
``<epoch>: <message>``.  Epoch seconds = variable.  Client ids, ``ip:port``, topics,
topic filters, byte counts, QoS numbers and the ``(p2, c1, k60, u'hass')`` flag tokens
are variables (the flag tokens are masked whole: ``(<*>, <*>, <*>, u'<*>')``).  The
packet type words (PUBLISH, PINGREQ, SUBACK ...) and listener kinds (ipv4 / ipv6 /
websockets) are constants, so each is its own template.  Mosquitto writes no level;
level is ``ERROR`` for messages beginning ``Error`` (``Error: ...``, ``Error in poll``),
``WARN`` for ``Warning: ...``, otherwise ``-``.  The tab-indented subscription line
(``<ts>: \\thome/# (QoS 0)``) and the 2.x ``<ts>: client qos filter`` line are kept; the
latter is an all-variable template on purpose.

home_assistant
--------------
``date time LEVEL (thread) [logger] message``.  Date and time are two variables; the
thread name is always a variable (MainThread / SyncWorker_3 / Recorder are drawn from
pools).  The logger is constant, except the trailing object id of
``homeassistant.components.automation.<id>`` / ``script.<id>`` loggers, which is a
variable inside the dotted name.  Automation aliases (free text with spaces), entity
ids, integration domains, seconds, URLs, user agents, error texts and Jinja template
snippets are variables.  Level from the level word: DEBUG, INFO, WARNING->WARN, ERROR,
CRITICAL->FATAL.

unifi_server
------------
``[ISO8601,ms] <thread> LEVEL logger - message`` (log4j ``%-5p %-6c``, hence the
padding).  Timestamp and thread (``inform-1234``, ``webapi-3``...) are variables; the
short logger name is constant.  MACs, device names, models, firmware, SSIDs (quoted),
channel strings (quoted), byte counts, durations and IPs are variables.  Device
states (``state=CONNECTED``, ``CONNECTED -> DISCONNECTED``) and stat kinds are
constants, giving one template per state / transition.  Level from the level word
(WARN, ERROR ... as printed).

iis_w3c
-------
W3C extended fields ``date time s-ip cs-method cs-uri-stem cs-uri-query s-port
cs-username c-ip cs(User-Agent) cs(Referer) sc-status sc-substatus sc-win32-status
time-taken``; spaces inside fields are ``+``.  Every field value is a variable except
the method (constant) and the ``-`` placeholder of an empty field (constant, so a
template fixes which optional fields are present).  Status, substatus, win32 status and
time-taken are numbers, hence variables.  IIS writes no level, so the level is
derived from sc-status: 1xx-3xx INFO, 4xx WARN, 5xx ERROR; since the status itself is
masked, each template is a method + present/absent-field combination that in this
corpus only ever carries one status class (e.g. anonymous ActiveSync ``POST`` with a
query and no user = 401 challenge, ``GET`` with a query and no user agent = scanner
404).  The ``#Software/#Version/#Date/#Fields`` header block is emitted at file start
and on restarts with level ``-``; ``#Fields`` is fully constant.

nodered
-------
``D Mon HH:MM:SS - [level] message`` (day not zero padded, as util.log prints it).
Day, month and time are three variables.  The node tag ``[type:name]`` keeps the node
type constant and masks the name / id (``[mqtt-broker:<*>]``).  Paths, URLs, versions,
module names and free text from ``node.warn`` / error messages are variables; error
class words (TypeError, ETIMEDOUT vs ENOTFOUND) are constants.  Level from the bracket
word: trace->DEBUG, debug, info, warn->WARN, error; ``[red] Uncaught Exception:`` (the
process is about to exit) is labelled FATAL although it carries no level word.

envoy_admin_trace
-----------------
``[date time][tid][level][logger] [source/file.cc:line] [C42][S123] message``.  Date,
time and thread id are variables; level and logger names are constants; the source
path is constant but its line number is a number and so a variable
(``[source/common/network/connection_impl.cc:<*>]``).  Connection ids ``C42`` and stream
ids ``S123...`` are masked whole inside their brackets.  Byte counts, sizes, addresses,
cluster names, URLs, paths and error texts are variables; boolean flags
(``end_stream=false``) and reset reasons are constants.  Level: trace->DEBUG, debug,
info, warning->WARN, error, critical->FATAL.
"""
from __future__ import annotations

import calendar
import itertools
import math
import random
import re
from datetime import datetime, timedelta
from typing import Callable

N_ROWS = 2000
VAR_RE = re.compile(r"\{([a-z_][a-z0-9_]*)\}")
LEVELS = {"DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"}


# ---------------------------------------------------------------------------
# spec machinery
# ---------------------------------------------------------------------------
class Spec:
    """One message kind: a format with {name} variable slots."""

    def __init__(self, fmt: str, level: str, w: float | None = None,
                 n: tuple[int, int] | None = None, **gens):
        assert level in LEVELS, level
        assert "\n" not in fmt and "\r" not in fmt
        self.fmt = fmt
        self.level = level
        self.weight = 1.0 if (w is None and n is None) else w
        self.count = n
        self.gens = {k: _gen(v) for k, v in gens.items()}
        self.template = VAR_RE.sub("<*>", fmt)
        assert "<*>" not in VAR_RE.sub("", fmt)


class Block:
    """A run of specs emitted consecutively (start-up, shutdown, headers)."""

    def __init__(self, items, n=(1, 1), first=False):
        self.items = [(it, 1, 1) if isinstance(it, Spec) else it for it in items]
        self.count = n
        self.first = first


def _gen(v):
    if callable(v):
        return v
    if isinstance(v, (list, tuple)):
        return Z(v)
    if isinstance(v, str):
        return lambda r, v=v: v
    raise TypeError(v)


def Z(pool, s: float = 1.1):
    """Zipf-skewed choice from an ordered pool (first = most common)."""
    pool = list(pool)
    cum = list(itertools.accumulate(1.0 / (i + 1) ** s for i in range(len(pool))))
    return lambda r: r.choices(pool, cum_weights=cum, k=1)[0]


def U(pool):
    pool = list(pool)
    return lambda r: r.choice(pool)


def rint(lo: int, hi: int):
    return lambda r: str(r.randint(lo, hi))


def lnum(median: float, sigma: float = 1.0, lo: int = 0, hi: int = 10 ** 12):
    mu = math.log(median)
    return lambda r: str(max(lo, min(hi, int(r.lognormvariate(mu, sigma)))))


def lfloat(median: float, sigma: float = 0.8, nd: int = 2):
    mu = math.log(median)
    return lambda r: f"{r.lognormvariate(mu, sigma):.{nd}f}"


def hexs(r: random.Random, n: int) -> str:
    return f"{r.getrandbits(4 * n):0{n}x}"


def uuid4(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{'89ab'[r.randint(0, 3)]}{h[17:20]}-{h[20:]}"


def mac(r: random.Random, oui: str | None = None) -> str:
    oui = oui or r.choice(["f0:9f:c2", "78:8a:20", "74:83:c2", "e0:63:da", "24:5a:4c",
                           "a4:83:e7", "3c:22:fb", "dc:a6:32", "b8:27:eb", "f4:f5:d8"])
    return oui + ":" + ":".join(f"{r.randint(0, 255):02x}" for _ in range(3))


def ip_pool(r: random.Random, prefix: str, k: int) -> list[str]:
    out: list[str] = []
    while len(out) < k:
        ip = f"{prefix}.{r.randint(2, 250)}"
        if ip not in out:
            out.append(ip)
    return out


def public_ips(r: random.Random, k: int) -> list[str]:
    firsts = [31, 46, 62, 77, 81, 85, 89, 93, 109, 141, 176, 185, 188, 203, 212, 217]
    return [f"{r.choice(firsts)}.{r.randint(1, 254)}.{r.randint(0, 254)}.{r.randint(1, 254)}"
            for _ in range(k)]


def times(r: random.Random, n: int, mean_gap: float) -> list[datetime]:
    """Bursty monotone timestamps."""
    t = datetime(2026, 11, 30, 2, 0, 0) + timedelta(seconds=r.randint(0, 20 * 3600),
                                                    microseconds=r.randint(0, 999) * 1000)
    out = []
    for _ in range(n):
        out.append(t)
        if r.random() < 0.65:
            gap = r.expovariate(1.0 / (mean_gap * 0.08))
        else:
            gap = r.expovariate(1.0 / (mean_gap * 2.7))
        t += timedelta(seconds=gap)
    return out


def build(rng: random.Random, entries, gens: dict, ctxf: Callable[[datetime], dict],
          mean_gap: float, n: int = N_ROWS) -> list[dict[str, str]]:
    specs: list[Spec] = []
    ids: dict[int, int] = {}

    def idx(s: Spec) -> int:
        if id(s) not in ids:
            ids[id(s)] = len(specs)
            specs.append(s)
        return ids[id(s)]

    firsts: list[list[int]] = []
    units: list[list[int]] = []
    weighted: list[int] = []
    for e in entries:
        if isinstance(e, Block):
            for j in range(rng.randint(*e.count)):
                u: list[int] = []
                for s, lo, hi in e.items:
                    u += [idx(s)] * rng.randint(lo, hi)
                (firsts if (e.first and j == 0) else units).append(u)
        elif e.count:
            i = idx(e)
            units += [[i] for _ in range(rng.randint(*e.count))]
        else:
            i = idx(e)
            units.append([i])
            weighted.append(i)
    tmpls = [s.template for s in specs]
    dup = {t for t in tmpls if tmpls.count(t) > 1}
    assert not dup, f"duplicate templates: {dup}"
    fixed = sum(len(u) for u in firsts + units)
    assert fixed < n, fixed
    ws = [specs[i].weight for i in weighted]
    units += [[i] for i in rng.choices(weighted, weights=ws, k=n - fixed)]
    rng.shuffle(units)
    order = [i for u in firsts + units for i in u]
    assert len(order) == n
    gens = {k: _gen(v) for k, v in gens.items()}
    rows = []
    for i, t in zip(order, times(rng, n, mean_gap)):
        s = specs[i]
        vals = dict(ctxf(t))

        def sub(m, s=s, vals=vals):
            k = m.group(1)
            if k not in vals:
                g = s.gens.get(k) or gens[k]
                v = g(rng)
                if isinstance(v, dict):
                    vals.update(v)
                else:
                    vals[k] = v
            return vals[k]

        line = VAR_RE.sub(sub, s.fmt)
        rows.append({"line": line, "template": s.template, "level": s.level})
    return rows


# ---------------------------------------------------------------------------
# mosquitto
# ---------------------------------------------------------------------------
MQ_CLIENTS = ["hass", "zigbee2mqtt", "frigate", "tasmota_3A1F2C", "esphome-garage",
              "shellyplus1pm-a8032ab12c34", "nodered_4f1c2a9e", "sensor-12", "tasmota_9B2E11",
              "valetudo_robot", "teslamate", "zwave-js-ui", "sensor-07",
              "shelly1-E8DB84D2A1F0", "owntracks-pixel7",
              "auto-5B3E2A1C-7D4F-11EE-9C3B-0242AC120002", "esphome-bedroom-co2",
              "mqtt-explorer-3f1a2b7c", "sensor-31", "ring-mqtt", "rtl_433-7c2e",
              "auto-0A91D3F2-46B1-7C55-E1AB-88F2C0D1E311", "paho4827363927109"]
MQ_USERS = ["hass", "zigbee", "frigate", "tasmota", "esphome", "nodered", "shelly",
            "teslamate", "owntracks", "mqtt-explorer", "ring"]
MQ_TOPICS = ["zigbee2mqtt/living_room_motion", "tele/tasmota_3A1F2C/SENSOR",
             "homeassistant/sensor/garage_temp/state", "frigate/events",
             "zigbee2mqtt/kitchen_temp", "shellies/shellyplus1pm-a8032ab12c34/status/switch:0",
             "esphome/garage/sensor/temperature/state", "stat/tasmota_9B2E11/POWER",
             "frigate/front_door/person", "zigbee2mqtt/bridge/state",
             "teslamate/cars/1/battery_level", "owntracks/anna/pixel7",
             "homeassistant/status", "zwave/Hallway/sensor_multilevel/endpoint_0/Air_temperature",
             "valetudo/robot/StatusStateAttribute/status", "rtl_433/Acurite-Tower/1234/temperature_C",
             "tele/tasmota_3A1F2C/STATE", "zigbee2mqtt/bridge/logging", "frigate/available",
             "home/kitchen/temp", "$SYS/broker/clients/connected"]
MQ_FILTERS = ["homeassistant/#", "zigbee2mqtt/#", "frigate/#", "tele/+/SENSOR",
              "cmnd/tasmota_3A1F2C/#", "$SYS/#", "shellies/+/status/#", "owntracks/+/+",
              "esphome/+/sensor/+/state", "homeassistant/status", "teslamate/cars/1/#", "#"]


def make_mosquitto(rng: random.Random) -> list[dict[str, str]]:
    lan = Z(ip_pool(rng, "10.0.0", 18), 0.9)
    g = dict(
        cid=Z(MQ_CLIENTS, 1.0),
        cid2=Z(["hass", "frigate", "nodered_4f1c2a9e", "zigbee2mqtt", "teslamate"]),
        addr=lambda r: f"{lan(r)}:{r.randint(32768, 60999)}",
        user=Z(MQ_USERS),
        p=Z(["p2", "p5", "p1"], 2.0), c=Z(["c1", "c0"], 2.5), k=Z(["k60", "k15", "k30", "k120", "k0"]),
        d=Z(["d0", "d1"], 4.0), q=Z(["q0", "q1", "q2"], 2.0), r=Z(["r0", "r1"], 2.0),
        m=lambda r: "m0" if r.random() < 0.6 else f"m{r.randint(1, 65535)}",
        mid=rint(1, 65535),
        topic=Z(MQ_TOPICS, 0.9), tfilter=Z(MQ_FILTERS), qos=Z(["0", "1", "2"], 1.8),
        nbytes=lnum(24, 1.2, 1, 200000),
        port=Z(["1883", "8883"]), wsport=Z(["9001", "8080"]),
        ver=Z(["2.0.18", "2.0.15", "2.0.11"], 2.0),
        cfg=Z(["/mosquitto/config/mosquitto.conf", "/etc/mosquitto/mosquitto.conf"]),
        db=Z(["/mosquitto/data/mosquitto.db", "/var/lib/mosquitto/mosquitto.db"]),
        logf=Z(["/mosquitto/log/mosquitto.log", "/var/log/mosquitto/mosquitto.log"]),
        pwfile=Z(["/mosquitto/config/passwd", "/etc/mosquitto/passwd"]),
        bridge=Z(["cloud-bridge", "hivemq-bridge", "aws-iot"]),
        bhost=Z(["broker.hivemq.com:8883", "a1b2c3d4e5f6g7-ats.iot.eu-west-1.amazonaws.com:8883",
                 "mqtt.cloud.example.net:8883"]),
        bcid=Z(["raspberrypi.cloud-bridge", "nas.hivemq-bridge", "raspberrypi.aws-iot"]),
        sp=Z(["0", "1"], 2.0), rc=Z(["0", "0", "5", "135"], 1.5), rcx=Z(["rc0", "rc16", "rc135"], 2.0),
        runas=Z(["mosquitto", "mqtt"]),
    )
    T = "{ts}: "

    def S(fmt, level="-", **kw):
        return Spec(T + fmt, level, **kw)

    startup = Block([
        S("mosquitto version {ver} starting"),
        S("Config loaded from {cfg}."),
        (S("Opening ipv4 listen socket on port {port}."), 1, 2),
        (S("Opening ipv6 listen socket on port {port}."), 1, 2),
        S("Opening websockets listen socket on port {wsport}."),
        S("mosquitto version {ver} running"),
    ], n=(1, 2), first=True)
    save = S("Saving in-memory database to {db}.", n=(2, 5))
    shutdown = Block([
        S("mosquitto version {ver} terminating"),
        save,
    ], n=(1, 1))
    bridge = Block([
        S("Connecting bridge {bridge} ({bhost})"),
        S("Bridge {bcid} sending CONNECT"),
        S("Received CONNACK on connection {bcid}."),
        (S("Bridge {bcid} doing local SUBSCRIBE on topic {tfilter}"), 1, 3),
    ], n=(1, 2))
    entries = [
        startup, shutdown, bridge,
        S("Received PUBLISH from {cid} ({d}, {q}, {r}, {m}, '{topic}', ... ({nbytes} bytes))", w=30),
        S("Sending PUBLISH to {cid2} ({d}, {q}, {r}, {m}, '{topic}', ... ({nbytes} bytes))", w=34),
        S("Received PINGREQ from {cid}", w=9),
        S("Sending PINGRESP to {cid}", w=9),
        S("Received PUBACK from {cid2} (Mid: {mid}, RC:{rc})", w=2.5),
        S("Sending PUBACK to {cid} ({m}, {rcx})", w=2.0),
        S("New connection from {addr} on port {port}.", w=1.6),
        S("New client connected from {addr} as {cid} ({p}, {c}, {k}, u'{user}').", w=1.3),
        S("New client connected from {addr} as {cid} ({p}, {c}, {k}).", w=0.3),
        S("Sending CONNACK to {cid} ({sp}, {rc})", w=1.5),
        S("Client {cid} disconnected.", w=0.9),
        S("Client {cid} closed its connection.", w=0.5),
        S("Received DISCONNECT from {cid}", w=0.7),
        S("Client {cid} has exceeded timeout, disconnecting.", w=0.3),
        S("Socket error on client {cid}, disconnecting.", w=0.25),
        S("Received SUBSCRIBE from {cid}", w=0.7),
        S("\t{tfilter} (QoS {qos})", w=0.8),
        S("{cid} {qos} {tfilter}", w=0.5),
        S("Sending SUBACK to {cid}", w=0.7),
        S("Received UNSUBSCRIBE from {cid}", n=(1, 3)),
        S("Sending UNSUBACK to {cid}", n=(1, 3)),
        save,
        S("Client {cid} already connected, closing old connection.", n=(2, 6)),
        S("Client {cid} disconnected, not authorised.", n=(2, 5)),
        S("Client {cid} disconnected due to protocol error.", n=(1, 2)),
        S("Outgoing messages are being dropped for client {cid}.", n=(1, 4)),
        S("Warning: Mosquitto should not be run as root/administrator.", "WARN", n=(1, 2)),
        S("Warning: Unable to drop privileges to '{runas}' because this user does not exist. "
          "Trying 'nobody' instead.", "WARN", n=(1, 1)),
        S("Error: Unable to open log file {logf} for writing.", "ERROR", n=(1, 2)),
        S("Error: Address already in use", "ERROR", n=(1, 1)),
        S("Error: Unable to open pwfile \"{pwfile}\".", "ERROR", n=(1, 1)),
        S("Error in poll: Interrupted system call.", "ERROR", n=(1, 2)),
    ]
    return build(rng, entries, g, lambda t: {"ts": str(calendar.timegm(t.timetuple()))}, 1.6)


# ---------------------------------------------------------------------------
# home_assistant
# ---------------------------------------------------------------------------
HA_AUTOMATIONS = [("hallway_motion_light", "Hallway motion light"),
                  ("morning_lights", "Morning lights"),
                  ("notify_washer_done", "Notify washer done"),
                  ("sunset_porch_lights", "Sunset porch lights"),
                  ("thermostat_eco_when_away", "Thermostat eco when away"),
                  ("good_night", "Good night"),
                  ("garage_door_left_open", "Garage door left open"),
                  ("low_battery_alert", "Low battery alert"),
                  ("1693151234567", "Bathroom fan humidity"),
                  ("frigate_person_front_door", "Frigate person at front door")]
HA_SCRIPTS = [("bedtime", "Bedtime"), ("announce_tts", "Announce TTS"),
              ("vacuum_kitchen", "Vacuum kitchen"), ("all_lights_off", "All lights off")]
HA_ENTITIES = ["sensor.living_room_temperature", "light.kitchen_ceiling", "binary_sensor.hallway_motion",
               "sensor.washer_power", "climate.living_room", "media_player.living_room_tv",
               "sensor.outdoor_humidity", "switch.garage_door_relay", "camera.front_door",
               "sensor.energy_meter_power", "weather.forecast_home", "vacuum.valetudo_robot",
               "sensor.phone_battery_level", "light.porch"]
HA_DOMAINS = ["mqtt", "http", "recorder", "zha", "automation", "frontend", "hacs", "met",
              "mobile_app", "esphome", "shelly", "hue", "cast", "tplink", "sonos",
              "backup", "history", "logbook", "energy", "zeroconf", "ssdp", "dhcp"]
HA_CUSTOM = ["hacs", "frigate", "alexa_media", "localtuya", "browser_mod", "adaptive_lighting",
             "xiaomi_miot", "sonoff", "powercalc", "waste_collection_schedule"]
HA_STEPS = ["call service", "delay 0:00:05", "wait for trigger", "call service light.turn_on",
            "choose", "if", "wait template", "delay 0:01:00", "call service notify.mobile_app_pixel_7",
            "repeat"]
HA_UA = ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
         "Chrome/119.0.0.0 Safari/537.36",
         "Home Assistant/2023.11.1-4170 (Android 14; Pixel 7)",
         "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_1 like Mac OS X) AppleWebKit/605.1.15 "
         "(KHTML, like Gecko) Mobile/15E148 Home Assistant/2023.554",
         "python-requests/2.31.0", "curl/8.4.0"]


def _tplink(r: random.Random) -> dict[str, str]:
    ip = r.choice(["192.168.1.61", "192.168.1.62", "192.168.1.77"])
    return {"tpip": ip, "tpaddr": ip + ":9999"}


def _zha(r: random.Random) -> dict[str, str]:
    cl, attr = r.choice([("0x0006", "'On/Off'[on_off]"), ("0x0008", "'current_level'[current_level]"),
                         ("0x0402", "'measured_value'[measured_value]"), ("0x0406", "'occupancy'[occupancy]")])
    return {"zdev": f"0x{hexs(r, 4).upper()}:1:{cl}", "zattr": attr}


def make_home_assistant(rng: random.Random) -> list[dict[str, str]]:
    lan = Z(ip_pool(rng, "192.168.1", 14))
    wan = Z(public_ips(rng, 8))

    def auto(r):
        a, b = Z(HA_AUTOMATIONS, 0.8)(r)
        return {"aid": a, "alias": b, "aeid": "automation." + a}

    def script(r):
        a, b = Z(HA_SCRIPTS)(r)
        return {"sid": a, "salias": b}

    sw = Z([f"SyncWorker_{i}" for i in range(10)], 0.5)
    g = dict(
        thread=Z(["MainThread"]), aid=auto, alias=auto, aeid=auto, sid=script, salias=script,
        step=Z(HA_STEPS), eid=Z(HA_ENTITIES, 0.9), domain=Z(HA_DOMAINS, 0.6),
        secs=lfloat(0.4, 1.2), secs_s=lambda r: f"{r.lognormvariate(math.log(14), 0.5):.2f}s", n=Z(["10", "20", "30", "60"]), custom=Z(HA_CUSTOM, 0.7),
        platform=Z(["openweathermap", "ping", "speedtest", "uptime", "systemmonitor", "command_line"]),
        interval=Z(["0:00:30", "0:01:00", "0:00:10", "0:05:00"]),
        ip=lan, wip=wan, ua=Z(HA_UA), port=Z(["1883", "8883"]),
        maddr=Z(["core-mosquitto:1883", "192.168.1.10:1883", "mqtt.local:8883"], 1.6),
        rc=Z(["0", "7", "5", "1"]), pos=rint(1, 6), idx=rint(1, 9),
        title=Z(["Living Room TV", "Kitchen Speaker", "Hue Bridge", "Tapo P110 Washer",
                 "Sonos Arc", "Shelly Plus 1PM Garage", "Solar Inverter"]),
        err=Z(["Unable to connect to 192.168.1.42:9090", "Timeout fetching data",
               "Cannot connect to host api.openweathermap.org:443 ssl:default [Try again]",
               "Device did not respond", "[Errno 113] Host is unreachable"]),
        url=Z(["/api/websocket", "/auth/token", "/api/states", "/api/hassio_ingress/xYz123",
               "/api/webhook/8c7b2e4f9d"]),
        obj=Z(["None", "dict object", "str object"]), attr=Z(["state", "attributes", "last_changed"]),
        tpl=Z(["{{ states.sensor.washer_power.state | float > 5 }}",
               "{{ trigger.to_state.attributes.friendly_name }}",
               "{{ state_attr('climate.living_room', 'current_temperature') }}",
               "{{ value_json.temperature }}"]),
        svc=Z(["light.turn_onn", "notify.mobile_app_pixel_6", "script.announce", "tts.google_say"]),
        wsid=rint(140000000000000, 140999999999999),
        user=Z(["Admin", "Anna Berg", "Jonas", "Home Assistant Content"]),
        topic=Z(MQ_TOPICS, 0.9),
        payload=Z(["b'{\"occupancy\":true,\"battery\":87,\"linkquality\":123}'",
                   "b'{\"temperature\":21.4,\"humidity\":48.2}'", "b'online'", "b'ON'",
                   "b'{\"type\":\"new\",\"before\":{\"label\":\"person\"}}'"]),
        qos=Z(["0", "1"]), sql=lnum(900, 1.0, 10),
        cfgdir=Z(["/config"]), runid=rint(1, 40000),
        dbpath=Z(["//config/home-assistant_v2.db"]),
        secs_int=rint(1, 60), ver=Z(["2023.11.3", "2023.11.2"]),
        nwk=lambda r: f"0x{hexs(r, 4).upper()}",
        attr_name=Z(["on_off", "current_level", "measured_value", "occupancy"]),
        attr_val=Z(["1", "0", "2150", "254", "True", "False"]),
    )
    LV = {"DEBUG": "DEBUG", "INFO": "INFO", "WARNING": "WARN", "ERROR": "ERROR", "CRITICAL": "FATAL"}

    def H(level, logger, msg, **kw):
        return Spec("{date} {time} " + level + " ({thread}) [" + logger + "] " + msg, LV[level], **kw)

    A = "homeassistant.components.automation.{aid}"
    SC = "homeassistant.components.script.{sid}"
    startup = Block([
        H("INFO", "homeassistant.bootstrap", "Config directory: {cfgdir}"),
        (H("WARNING", "homeassistant.loader",
           "We found a custom integration {custom} which has not been tested by Home Assistant. "
           "This component might cause stability problems, be sure to disable it if you "
           "experience issues with Home Assistant", thread=sw), 2, 5),
        (H("INFO", "homeassistant.setup", "Setting up {domain}"), 4, 10),
        (H("INFO", "homeassistant.setup", "Setup of domain {domain} took {secs} seconds"), 4, 10),
        H("INFO", "homeassistant.components.recorder.core",
          "Ended unfinished session (id={runid} from {sdate} {stime})", thread=["Recorder"],
          sdate=["2026-11-29"], stime=Z(["23:58:12.123456", "21:02:45.654321"])),
        H("INFO", "homeassistant.bootstrap", "Home Assistant initialized in {secs_s}"),
        H("INFO", "homeassistant.core", "Starting Home Assistant"),
    ], n=(1, 2), first=True)
    shutdown = Block([
        H("INFO", "homeassistant.core", "Stopping Home Assistant"),
        H("INFO", "homeassistant.components.recorder.core", "Shutting down recorder",
          thread=["Recorder"]),
    ], n=(1, 1))
    entries = [
        startup, shutdown,
        H("INFO", A, "{alias}: Running automation actions", w=14),
        H("INFO", A, "{alias}: Executing step {step}", w=22),
        H("INFO", A, "{alias}: If at step {pos}: Executing step {step}", w=3),
        H("INFO", A, "{alias}: Choose at step {pos}: choice {idx}: Executing step {step}", w=3),
        H("INFO", SC, "{salias}: Running script sequence", w=2),
        H("INFO", SC, "{salias}: Executing step {step}", w=4),
        H("DEBUG", "homeassistant.components.mqtt.client",
          "Received message on {topic} (qos={qos}): {payload}", w=12),
        H("DEBUG", "homeassistant.components.zha.core.cluster_handlers.general",
          "[{zdev}]: Attribute report {zattr} = {attr_val}", zdev=_zha, zattr=_zha, w=4),
        H("INFO", "homeassistant.components.mqtt.client",
          "Connected to MQTT server {maddr} ({rc})", n=(1, 3)),
        H("WARNING", "homeassistant.components.mqtt.client",
          "Disconnected from MQTT server {maddr} ({rc})", n=(1, 3)),
        H("ERROR", "homeassistant.components.mqtt.client",
          "Failed to connect to MQTT server due to exception: [Errno {errno}] Connection refused",
          errno=["111"],
          n=(1, 2)),
        H("WARNING", "homeassistant.helpers.entity", "Update of {eid} is taking over {n} seconds", w=2),
        H("WARNING", "homeassistant.components.sensor",
          "Updating {platform} sensor took longer than the scheduled update interval {interval}",
          w=1.5),
        H("WARNING", "homeassistant.components.recorder.core",
          "The system could not validate that the sqlite3 database at {dbpath} was shutdown "
          "cleanly", thread=["Recorder"], n=(1, 1)),
        H("WARNING", "homeassistant.components.http.ban",
          "Login attempt or request with invalid authentication from {wip} ({wip}). Requested "
          "URL: '{url}'. ({ua})", n=(2, 5)),
        H("WARNING", "homeassistant.config_entries",
          "Config entry '{title}' for {domain} integration not ready yet: {err}; Retrying in "
          "background", n=(3, 7)),
        H("WARNING", "homeassistant.helpers.template",
          "Template variable warning: '{obj}' has no attribute '{attr}' when rendering '{tpl}'",
          w=0.8),
        H("ERROR", "homeassistant.helpers.template",
          "Template variable error: '{obj}' has no attribute '{attr}' when rendering '{tpl}'",
          n=(1, 3)),
        H("ERROR", A, "{alias}: Error executing script. Service not found for call_service at "
                      "pos {pos}: Service {svc} not found", n=(1, 3)),
        H("ERROR", A, "Error while executing automation {aeid}: {err}", n=(1, 2)),
        H("ERROR", "homeassistant.components.recorder.core",
          "Error in database connectivity during commit: Error executing query: "
          "(sqlite3.OperationalError) database is locked. (retrying in {secs_int} seconds)",
          thread=["Recorder"], n=(1, 2)),
        H("ERROR", "homeassistant.components.websocket_api.http.connection",
          "[{wsid}] Error handling message: Unknown error (unknown_error) {user} from {ip} ({ua})",
          n=(1, 3)),
        H("ERROR", "homeassistant", "Error doing job: Task exception was never retrieved", n=(1, 2)),
        H("ERROR", "homeassistant.components.tplink.coordinator",
          "Error fetching {tpip} data: Unable to query the device {tpaddr}: timed out",
          tpip=_tplink, tpaddr=_tplink, n=(1, 2)),
        H("CRITICAL", "homeassistant.components.recorder.core",
          "Unrecoverable sqlite3 database corruption detected: (sqlite3.DatabaseError) "
          "database disk image is malformed", thread=["Recorder"], n=(1, 1)),
    ]

    def ctx(t):
        return {"date": t.strftime("%Y-%m-%d"), "time": t.strftime("%H:%M:%S.") + f"{t.microsecond // 1000:03d}"}

    return build(rng, entries, g, ctx, 9.0)


# ---------------------------------------------------------------------------
# unifi_server
# ---------------------------------------------------------------------------
UNIFI_DEVICES = [("UAP-AC-Pro", "U7PG2", "6.5.28.14491"), ("U6-Lite", "UAL6", "6.5.62.14789"),
                 ("U6-LR", "UALR6", "6.5.62.14789"), ("USW-Lite-8-PoE", "USL8LP", "6.5.59.14777"),
                 ("UAP-AC-Lite", "U7LT", "6.5.28.14491"), ("USW-24-PoE", "US24PL2", "6.5.59.14777"),
                 ("UDM-Pro", "UDMPRO", "3.1.16.9421"), ("U6-Mesh", "UAM6", "6.5.62.14789")]
UNIFI_NAMES = ["AP-Livingroom", "AP-Office", "AP-Garage", "Switch-Core", "AP-Upstairs",
               "Switch-Rack", "Gateway", "AP-Garden"]
SSIDS = ["Home", "Home-IoT", "Home-Guest", "Office", "Home-5G"]
CHANNELS = ["channel 36(na)", "channel 6(ng)", "channel 149(na)", "channel 1(ng)", "channel 11(ng)",
            "channel 44(na)", "channel 100(na)"]


def make_unifi_server(rng: random.Random) -> list[dict[str, str]]:
    devs = []
    for i, name in enumerate(UNIFI_NAMES):
        name_, model, fw = UNIFI_DEVICES[i]
        devs.append({"dmac": mac(rng, rng.choice(["f0:9f:c2", "78:8a:20", "74:83:c2", "e0:63:da",
                                                    "24:5a:4c"])),
                     "dname": name, "dmodel": model, "dfw": fw})
    pick_dev = Z(devs, 0.7)
    clients = [mac(rng) for _ in range(40)]
    aps = [d["dmac"] for d in devs if not d["dname"].startswith(("Switch", "Gateway"))]
    ap = Z(aps, 0.7)
    lan = Z(ip_pool(rng, "192.168.1", 20))
    g = dict(
        thread=lambda r: f"inform-{r.randint(1, 9999)}" if r.random() < 0.7 else f"inform_stat-{r.randint(1, 4)}",
        dmac=lambda r: dict(pick_dev(r)), dname=lambda r: dict(pick_dev(r)),
        dmodel=lambda r: dict(pick_dev(r)), dfw=lambda r: dict(pick_dev(r)),
        cmac=Z(clients, 0.9), ap=ap, ap2=ap,
        ssid=Z(SSIDS), chan=Z(CHANNELS), chan2=Z(CHANNELS),
        last=rint(1, 15), sip=Z(public_ips(rng, 3), 2.0),
        saddr=lambda r: f"{public_ips(r, 1)[0]}:{r.randint(32768, 60999)}", dip=lan, ip=lan,
        up=lambda r: str(r.randint(60, 5_000_000)),
        dur=lambda r: r.choice([f"{r.randint(1, 59)}m {r.randint(0, 59)}s", f"{r.randint(1, 59)}s",
                                f"{r.randint(1, 23)}h {r.randint(0, 59)}m"]),
        bytes_=lambda r: r.choice([f"{r.uniform(1, 999):.2f}M", f"{r.uniform(1, 999):.2f}K",
                                   f"{r.uniform(1, 9):.2f}G"]),
        admin=Z(["admin", "jonas", "anna.berg"]), mins=Z(["480", "1440", "60"]),
        ms=lambda r: f"{int(r.lognormvariate(math.log(120), 1.0)) + 1}ms", ver=Z(["8.0.26", "8.0.24"]),
        build=Z(["atag_8.0.26_24006", "atag_8.0.24_23893"]),
        host=Z(["unifi", "unifi-controller", "nas"]), site=Z(["default", "office"]),
        rc=Z(["1", "2", "127"]), n=rint(3, 40), port=rint(32768, 60999),
        coll=Z(["stat_5minutes", "event", "alarm", "stat_hourly", "user"]),
        path=Z(["/usr/lib/unifi/data/backup/autobackup/autobackup_8.0.26_20261130_0200_1701309600000.unf",
                "/usr/lib/unifi/data/backup/autobackup/autobackup_8.0.26_20261129_0200_1701223200000.unf"]),
        mongover=Z(["3.6.23", "4.4.25"]), tmo=["30000"],
    )
    LV = {"INFO": "INFO", "WARN": "WARN", "ERROR": "ERROR", "DEBUG": "DEBUG"}

    def UF(level, logger, msg, **kw):
        return Spec("[{ts}] <{thread}> " + f"{level:<5} {logger:<6} - " + msg, LV[level], **kw)

    ev = Z(["EventProcessor", "webapi-1", "webapi-2"])
    sysT = ["launcher"]
    sep = UF("INFO", "system", "======================================================================",
             thread=sysT)
    startup = Block([
        sep,
        UF("INFO", "system", "UniFi {ver} (build {build} - release/release) is started", thread=sysT),
        sep,
        UF("INFO", "system", "BASE dir:{basedir}", basedir=["/usr/lib/unifi"], thread=sysT),
        UF("INFO", "system", "Current System IP: {ip}", thread=sysT),
        UF("INFO", "system", "Hostname: {host}", thread=sysT),
        UF("INFO", "db", "DbServer started, mongo version {mongover}", thread=["db-server"]),
    ], n=(1, 2), first=True)
    entries = [
        startup,
        UF("INFO", "inform", "from [{dmac}]({dname}, {dmodel}, {dfw}): state=CONNECTED, last_inform={last}, "
                             "ext/stun_ip={sip}, dev_ip={dip}, up={up}", w=30),
        UF("INFO", "inform", "from [{dmac}]({dname}, {dmodel}, {dfw}): state=PROVISIONING, last_inform={last}, "
                             "ext/stun_ip={sip}, dev_ip={dip}, up={up}", n=(1, 4)),
        UF("INFO", "inform", "from [{dmac}]({dname}, {dmodel}, {dfw}): state=HEARTBEAT_MISSED, last_inform={last}, "
                             "ext/stun_ip={sip}, dev_ip={dip}, up={up}", n=(1, 3)),
        UF("INFO", "event", "[event] User[{cmac}] has connected to AP[{ap}] with SSID \"{ssid}\" on \"{chan}\"",
           thread=ev, w=7),
        UF("INFO", "event", "[event] User[{cmac}] disconnected from \"{ssid}\" ({dur} connected, {bytes_} bytes, "
                            "last AP[{ap}])", thread=ev, w=6),
        UF("INFO", "event", "[event] User[{cmac}] roams from AP[{ap}] to AP[{ap2}] on \"{chan}\"",
           thread=ev, w=3),
        UF("INFO", "event", "[event] User[{cmac}] roams from \"{chan}\" to \"{chan2}\" on AP[{ap}]",
           thread=ev, w=1.5),
        UF("INFO", "event", "[event] Guest[{cmac}] was authorized by {admin} for {mins} minutes", thread=ev, n=(1, 3)),
        UF("INFO", "event", "[event] Admin[{admin}] log in from {ip}", thread=ev, n=(2, 6)),
        UF("INFO", "event", "[event] AP[{ap}] was disconnected", thread=ev, n=(1, 3)),
        UF("INFO", "event", "[event] AP[{ap}] was connected", thread=ev, n=(1, 3)),
        UF("INFO", "event", "[event] AP[{ap}] was restarted by {admin}", thread=ev, n=(1, 2)),
        UF("INFO", "devmgr", "[state] dev[{dmac}] state change: CONNECTED -> HEARTBEAT_MISSED",
           thread=["devmgr-1"], n=(1, 3)),
        UF("INFO", "devmgr", "[state] dev[{dmac}] state change: HEARTBEAT_MISSED -> CONNECTED",
           thread=["devmgr-1"], n=(1, 3)),
        UF("INFO", "devmgr", "[state] dev[{dmac}] state change: CONNECTED -> PROVISIONING",
           thread=["devmgr-1"], n=(1, 3)),
        UF("INFO", "devmgr", "[state] dev[{dmac}] state change: PROVISIONING -> CONNECTED",
           thread=["devmgr-1"], n=(1, 3)),
        UF("INFO", "stat", "[stat] hourly aggregation took {ms}", thread=["stat-aggregator"], n=(2, 4)),
        UF("INFO", "stat", "[stat] daily aggregation took {ms}", thread=["stat-aggregator"], w=1.2),
        UF("INFO", "autobackup", "[autobackup] created backup {path}", thread=["autobackup-1"], n=(1, 1)),
        UF("WARN", "inform", "Unable to decrypt inform from [{cmac}] at {ip}, unknown authkey", w=0.6),
        UF("WARN", "devmgr", "[device] dev[{dmac}] missed {n} consecutive informs", thread=["devmgr-1"], n=(1, 3)),
        UF("WARN", "mongo", "slow query on collection {coll} took {ms}", thread=["mongo-1"], n=(2, 5)),
        UF("WARN", "stun", "STUN check failed for [{dmac}] from {saddr}", thread=["stun-1"], n=(1, 3)),
        UF("ERROR", "system", "[exec] error, rc={rc}", thread=sysT, n=(1, 2)),
        UF("ERROR", "mongo", "Got error while receiving Mongo status: Timed out after {tmo} ms while waiting "
                             "for a server that matches ReadPreferenceServerSelector{readPreference=primary}. "
                             "Client view of cluster state is {type=UNKNOWN, servers=[{address={maddr}, "
                             "type=UNKNOWN, state=CONNECTING}]", thread=["mongo-1"], maddr=["127.0.0.1:27117"], n=(1, 2)),
        UF("ERROR", "inform", "Unable to handle inform from [{dmac}]: java.lang.IllegalStateException: "
                              "device not adopted", n=(1, 2)),
    ]

    def ctx(t):
        return {"ts": t.strftime("%Y-%m-%dT%H:%M:%S,") + f"{t.microsecond // 1000:03d}"}

    return build(rng, entries, g, ctx, 6.0)


# ---------------------------------------------------------------------------
# iis_w3c
# ---------------------------------------------------------------------------
IIS_UA = ["Mozilla/5.0+(Windows+NT+10.0;+Win64;+x64)+AppleWebKit/537.36+(KHTML,+like+Gecko)+"
          "Chrome/119.0.0.0+Safari/537.36+Edg/119.0.0.0",
          "Mozilla/5.0+(Windows+NT+10.0;+Win64;+x64)+AppleWebKit/537.36+(KHTML,+like+Gecko)+"
          "Chrome/119.0.0.0+Safari/537.36",
          "Mozilla/5.0+(Macintosh;+Intel+Mac+OS+X+10_15_7)+AppleWebKit/605.1.15+(KHTML,+like+Gecko)+"
          "Version/17.1+Safari/605.1.15",
          "Mozilla/5.0+(iPhone;+CPU+iPhone+OS+17_1_1+like+Mac+OS+X)+AppleWebKit/605.1.15+"
          "(KHTML,+like+Gecko)+Version/17.1+Mobile/15E148+Safari/604.1",
          "Mozilla/5.0+(Windows+NT+10.0;+Win64;+x64;+rv:120.0)+Gecko/20100101+Firefox/120.0"]
IIS_OUTLOOK_UA = ["Microsoft+Office/16.0+(Windows+NT+10.0;+Microsoft+Outlook+16.0.17029;+Pro)",
                  "Microsoft+Office/16.0+(Windows+NT+10.0;+Microsoft+Outlook+16.0.16827;+Pro)",
                  "ExchangeServicesClient/15.20.7025.000", "AHC/2.1"]
IIS_EAS_UA = ["Apple-iPhone15C2/2101.85", "Apple-iPhone14C5/2101.85", "Outlook-iOS-Android/1.0",
              "Android-Mail/2023.10.01.570158843.Release", "Apple-iPad13C4/2101.85"]
IIS_SCAN_PATHS = ["/wp-login.php", "/.env", "/phpmyadmin/index.php", "/cgi-bin/luci/;stok=/locale",
                  "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php", "/owa/auth/x.js",
                  "/autodiscover/autodiscover.json", "/ecp/Current/exporttool/microsoft.exchange.ediscovery.exporttool.application"]


def make_iis_w3c(rng: random.Random) -> list[dict[str, str]]:
    users = ["CONTOSO\\jdoe", "CONTOSO\\asmith", "jdoe@contoso.com", "CONTOSO\\mwilson",
             "CONTOSO\\svc_crm", "CONTOSO\\lchen", "asmith@contoso.com", "CONTOSO\\pnovak",
             "CONTOSO\\HealthMailbox3f2a9c1", "CONTOSO\\kbrandt", "CONTOSO\\rgarcia"]
    user = Z(users, 1.0)
    internal = ip_pool(rng, "10.20.4", 12) + ip_pool(rng, "10.20.8", 6)
    cip = Z(public_ips(rng, 10) + internal, 0.8)
    devids = [("Appl" + hexs(rng, 12)).upper().replace("APPL", "Appl") for _ in range(8)] + \
             ["androidc" + str(rng.randint(10 ** 9, 10 ** 10 - 1)) for _ in range(3)]
    devid = Z(devids)
    eas_user = Z(["jdoe%40contoso.com", "asmith", "mwilson%40contoso.com", "lchen", "kbrandt"])

    def eas_query(r):
        cmd = Z(["Ping", "Sync", "FolderSync", "ItemOperations", "SendMail", "Settings"], 1.3)(r)
        dt = "iPhone" if devid(r).startswith("Appl") else "Android"
        return f"Cmd={cmd}&User={eas_user(r)}&DeviceId={devid(r)}&DeviceType={dt}"

    def owa_query(r):
        a = Z(["GetItem", "FindItem", "GetConversationItems", "FindConversation", "GetFolder",
               "UpdateItem", "CreateItem", "GetAttachmentThumbnail", "SubscribeToNotification"], 1.0)(r)
        return f"action={a}&app=Mail&n={r.randint(1, 400)}"

    def rpc_query(r):
        return f"mail.contoso.com:{r.choice(['6001', '6002', '6004'])}"

    def search_query(r):
        term = Z(["holiday+schedule", "vpn", "expense+report", "org+chart", "printer", "payroll"])(r)
        return f"q={term}&page={r.randint(1, 5)}"

    def logon_query(r):
        return f"replaceCurrent=1&url=https%3a%2f%2fmail.contoso.com%2fowa%2f&reason={r.choice(['0', '2', '3'])}"

    def scan_query(r):
        return r.choice(["XDEBUG_SESSION_START=phpstorm", "a=fetch&content=<php>die(@md5(HelloThinkCMF))</php>",
                         "s=/Index/\\think\\app/invokefunction&function=call_user_func_array",
                         "lang=../../../../../../../../usr/local/lib/php/pearcmd&+config-create+/",
                         f"id={r.randint(1, 99)}%27%20OR%201=1--"])

    g = dict(
        sip=Z(["10.20.1.15", "10.20.1.16"], 2.0), sport=Z(["443", "80"], 3.0), cip=cip, user=user,
        ua=Z(IIS_UA, 1.0), taken=lnum(31, 1.3, 0, 120000), sub=["0"], win32=["0"],
        ref=Z(["https://mail.contoso.com/owa/", "https://intranet.contoso.com/",
               "https://mail.contoso.com/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.contoso.com%2fowa%2f",
               "https://intranet.contoso.com/sites/hr/default.aspx", "https://www.contoso.com/"]),
    )

    def W(method, stem, query=None, user=False, ua=True, ref=False, status=("200",), level="INFO", **kw):
        if ua is not True and ua is not False:
            kw["ua"] = ua
        fmt = ("{date} {time} {sip} " + method + " {stem} " + ("{query}" if query else "-") + " {sport} "
               + ("{user}" if user else "-") + " {cip} " + ("{ua}" if ua else "-") + " "
               + ("{ref}" if ref else "-") + " {status} {sub} {win32} {taken}")
        gens = dict(stem=stem, status=Z(status, 1.5), **kw)
        if query:
            gens["query"] = query
        return Spec(fmt, level, **gens)

    static = Z(["/owa/prem/15.2.1258.12/scripts/boot.worker.js", "/images/logo.png", "/css/site.css",
                "/js/jquery-3.7.1.min.js", "/owa/prem/15.2.1258.12/resources/styles/fabric.color.theme.css",
                "/favicon.ico", "/owa/auth/15.2.1258.12/themes/resources/segoeui-regular.woff",
                "/_layouts/15/images/spcommon.png", "/js/app.bundle.js", "/images/banner-winter.jpg"], 0.9)
    pages = Z(["/", "/owa/", "/default.aspx", "/sites/hr/default.aspx", "/about/", "/owa/auth/logon.aspx",
               "/news/", "/ecp/"], 1.0)
    header = Block([
        Spec("#Software: Microsoft Internet Information Services {iisver}", "-", iisver=["10.0"]),
        Spec("#Version: {w3cver}", "-", w3cver=["1.0"]),
        Spec("#Date: {date} {time}", "-"),
        Spec("#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip "
             "cs(User-Agent) cs(Referer) sc-status sc-substatus sc-win32-status time-taken", "-"),
    ], n=(2, 3), first=True)
    entries = [
        header,
        W("GET", static, ref=True, status=("200", "304"), w=30),
        W("GET", pages, status=("200", "302", "301"), w=12),
        W("GET", Z(["/search.aspx", "/sites/hr/search.aspx", "/news/index.aspx"]), query=search_query,
          ref=True, w=7),
        W("GET", Z(["/owa/auth/logon.aspx"]), query=logon_query, status=("200",), w=5),
        W("GET", Z(["/owa/service.svc/s/GetFileAttachment", "/owa/service.svc/s/GetPersonaPhoto"]),
          query=lambda r: f"id={hexs(r, 24)}&X-OWA-CANARY={hexs(r, 32)}", user=True, ref=True, w=6),
        W("GET", Z(["/owa/", "/owa/calendar/", "/ecp/", "/owa/projection.aspx"]), user=True, ref=True,
          status=("200", "304"), w=4),
        W("POST", Z(["/owa/service.svc"]), query=owa_query, user=True, ref=True, w=14),
        W("POST", Z(["/owa/auth.owa"]), ref=True, status=("302",), w=2),
        W("POST", Z(["/Microsoft-Server-ActiveSync/default.eas"]), query=eas_query, user=True,
          ua=Z(IIS_EAS_UA), w=11),
        W("POST", Z(["/EWS/Exchange.asmx", "/mapi/emsmdb/", "/autodiscover/autodiscover.xml"]), user=True,
          ua=Z(IIS_OUTLOOK_UA), w=7),
        W("HEAD", Z(["/", "/owa/healthcheck.htm"]), ua=Z(["Mozilla/5.0+(compatible;+UptimeRobot/2.0;+http://www.uptimerobot.com/)"]),
          w=3),
        W("GET", Z(["/owa/healthcheck.htm", "/ecp/healthcheck.htm", "/EWS/healthcheck.htm"]), ua=False, w=5),
        W("OPTIONS", Z(["/owa/service.svc", "/api/v1/calendar"]), ref=True, w=1),
        W("RPC_IN_DATA", Z(["/rpc/rpcproxy.dll"]), query=rpc_query, user=True, ua=["MSRPC"], w=1.5),
        W("RPC_OUT_DATA", Z(["/rpc/rpcproxy.dll"]), query=rpc_query, user=True, ua=["MSRPC"], w=1.5),
        W("PROPFIND", Z(["/webdav/shared/", "/webdav/projects/"]), user=True,
          ua=["Microsoft-WebDAV-MiniRedir/10.0.19045"], status=("207",), n=(2, 5)),
        W("GET", Z(["/EWS/Exchange.asmx/s/GetUserAvailability", "/ecp/PersonalSettings/HomePage.aspx"]),
          query=lambda r: f"showhelp=false&__VIEWSTATE={hexs(r, 10)}", user=True, w=1.0),
        # abnormal (4xx / 5xx) shapes
        W("POST", Z(["/EWS/Exchange.asmx", "/mapi/emsmdb/", "/autodiscover/autodiscover.xml"]),
          ua=Z(IIS_OUTLOOK_UA), status=("401",), level="WARN", sub=Z(["1", "2"]),
          win32=Z(["2148074254", "5"]), w=3),
        W("POST", Z(["/Microsoft-Server-ActiveSync/default.eas"]), query=eas_query, ua=Z(IIS_EAS_UA),
          status=("401",), level="WARN", sub=["2"], win32=["5"], w=1.5),
        W("RPC_IN_DATA", Z(["/rpc/rpcproxy.dll"]), query=rpc_query, ua=["MSRPC"], status=("401",),
          level="WARN", sub=["1"], win32=["2148074254"], n=(2, 5)),
        W("GET", Z(IIS_SCAN_PATHS), query=scan_query, ua=False, status=("404", "400"), level="WARN",
          n=(3, 8)),
        W("PUT", Z(IIS_SCAN_PATHS), ua=Z(["Mozilla/5.0+zgrab/0.x"]), status=("405",), level="WARN",
          win32=["1"], n=(1, 2)),
        W("GET", Z(["/owa/", "/ecp/", "/owa/calendar/"]), user=True, status=("500",), level="ERROR",
          n=(1, 3)),
        W("POST", Z(["/owa/service.svc/s/UploadFile", "/ecp/DDI/DDIService.svc/SetObject"]), user=True,
          ref=True, status=("500", "503"), level="ERROR", n=(1, 3)),
    ]

    def ctx(t):
        return {"date": t.strftime("%Y-%m-%d"), "time": t.strftime("%H:%M:%S")}

    return build(rng, entries, g, ctx, 1.2)


# ---------------------------------------------------------------------------
# nodered
# ---------------------------------------------------------------------------
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
NR_FUNCS = ["Parse payload", "Format notification", "Calc energy", "Build TTS message",
            "e4f1a2b3c4d5e6f7", "Set thermostat", "Decode LoRa uplink", "Debounce"]
NR_MODULES = ["node-red-contrib-home-assistant-websocket", "node-red-dashboard", "node-red-node-email",
              "node-red-contrib-influxdb", "node-red-node-sqlite", "node-red-contrib-zigbee2mqtt",
              "node-red-contrib-telegrambot"]


def make_nodered(rng: random.Random) -> list[dict[str, str]]:
    g = dict(
        fname=Z(NR_FUNCS, 0.9), bname=Z(["local", "Mosquitto", "mqtt.cloud", "c8a41e2f.3b5d1"]),
        hname=Z(["Get weather", "Post to InfluxDB", "Pushover", "Shelly status"]),
        sname=Z(["Home Assistant", "HA"]),
        url=Z(["mqtt://10.0.0.5:1883", "mqtt://core-mosquitto:1883", "mqtts://mqtt.cloud.example.net:8883"], 1.5),
        haurl=Z(["http://supervisor/core", "http://homeassistant.local:8123"]),
        prop=Z(["temperature", "payload", "state", "attributes", "length", "data"]),
        ident=Z(["flowContext", "msgs", "temp", "lastState"]),
        text=Z(["Sensor offline for 10 minutes", "temperature out of range: 85.2",
                "Unknown device 0x00158d0004a1b2c3", "no payload", "Battery low: 12%",
                "Retrying in 30s", "state unchanged, skipping"]),
        addr=Z(["93.184.216.34:443", "10.0.0.20:8086", "185.199.108.153:443"]),
        host=Z(["api.openweathermap.org", "api.pushover.net", "influxdb.local"]),
        ver=Z(["v3.1.3", "v3.1.0"]), nodever=Z(["v18.19.0", "v20.10.0"]),
        kernel=Z(["6.1.0-17-amd64", "6.1.21-v8+", "5.15.0-91-generic"]), arch=Z(["x64", "arm64"]),
        settings=Z(["/data/settings.js", "/home/pi/.node-red/settings.js"]),
        udir=Z(["/data", "/home/pi/.node-red"]),
        flows=Z(["/data/flows.json", "/home/pi/.node-red/flows.json"]),
        srv=Z(["http://127.0.0.1:1880/", "http://127.0.0.1:1880/red/"]),
        store=Z(["default", "file"]), module=Z(["memory", "localfilesystem"]),
        mod=Z(NR_MODULES), modtype=Z(["node-red-contrib-home-assistant-websocket:ha-entity", "node-red-dashboard:ui_gauge", "node-red-node-email:e-mail", "node-red-contrib-influxdb:influxdb out", "node-red-node-sqlite:sqlite"]), modver=Z(["0.62.2", "3.6.2", "2.0.1", "0.7.0", "1.2.3"]),
        mtype=Z(["ha-entity", "server-state-changed", "api-call-service", "ui_gauge", "e-mail", "sqlite",
                 "influxdb out", "zigbee2mqtt-in"]),
        modfile=Z(["node-red-contrib-zigbee2mqtt/zigbee2mqtt", "node-red-node-serialport/25-serial"]),
        missing=Z(["serialport", "zigbee-herdsman-converters"]),
        sqlname=Z(["energy-db"]), dbfile=Z(["/data/energy.sqlite"]),
        oname=Z(["Publish state", "Set light"]), ename=Z(["Inbox watcher"]),
        cname=Z(["Turn on light", "Notify phone", "Set climate"]),
        eid=Z(["light.kitchen_ceiling", "notify.mobile_app_pixel_7", "climate.living_room"]),
        commsid=lambda r: f"{hexs(r, 8)}{hexs(r, 8)}",
        dport=Z(["1880"]), uiport=Z(["/ui"]),
    )

    def NR(level, msg, lv=None, **kw):
        lvl = lv or {"info": "INFO", "warn": "WARN", "error": "ERROR", "debug": "DEBUG",
                     "trace": "DEBUG", "fatal": "FATAL"}[level]
        return Spec("{day} {mon} {hms} - [" + level + "] " + msg, lvl, **kw)

    listed = NR("info", " - {item}", item=Z(["node-red-contrib-home-assistant-websocket:ha-entity", "ha-entity", "node-red-dashboard:ui_gauge", "zigbee2mqtt-in", "node-red-node-email:e-mail", "node-red-node-sqlite:sqlite", "server-state-changed"]))
    starting = NR("info", "Starting flows")
    started = NR("info", "Started flows")
    startup = Block([
        NR("info", "Node-RED version: {ver}"),
        NR("info", "Node.js  version: {nodever}"),
        NR("info", "Linux {kernel} {arch} LE"),
        NR("info", "Loading palette nodes"),
        NR("info", "Dashboard version {modver} started at {uiport}"),
        NR("info", "Settings file  : {settings}"),
        NR("info", "Context store  : '{store}' [module={module}]"),
        NR("info", "User directory : {udir}"),
        NR("warn", "Projects disabled : editorTheme.projects.enabled=false"),
        NR("info", "Flows file     : {flows}"),
        NR("info", "Server now running at {srv}"),
        starting, started,
    ], n=(1, 2), first=True)
    deploy = Block([
        NR("info", "Stopping modified nodes"), NR("info", "Stopped modified nodes"),
        NR("info", "Updated flows"),
        NR("info", "Starting modified nodes"), NR("info", "Started modified nodes"),
    ], n=(2, 6))
    install = Block([
        NR("info", "Installing module: {mod}, version: {modver}"),
        NR("info", "Installed module: {mod}"),
        NR("info", "Added node types:"),
        (listed, 1, 4),
    ], n=(1, 2))
    dashes = NR("warn", "------------------------------------------------------")
    missing = Block([
        dashes,
        NR("warn", "[{modfile}] Error: Cannot find module '{missing}'"),
        dashes,
        NR("info", "Waiting for missing types to be registered:"),
        listed,
    ], n=(1, 1))
    entries = [
        startup, deploy, install, missing,
        NR("info", "[mqtt-broker:{bname}] Connected to broker: {url}", w=5),
        NR("info", "[mqtt-broker:{bname}] Disconnected from broker: {url}", w=2),
        NR("info", "[mqtt-broker:{bname}] Connection failed to broker: {url}", n=(2, 6)),
        NR("warn", "[function:{fname}] {text}", w=12),
        NR("error", "[function:{fname}] TypeError: Cannot read properties of undefined (reading '{prop}')", w=3),
        NR("error", "[function:{fname}] ReferenceError: {ident} is not defined", n=(1, 3)),
        NR("error", "[http request:{hname}] RequestError: connect ETIMEDOUT {addr}", w=2),
        NR("error", "[http request:{hname}] RequestError: getaddrinfo ENOTFOUND {host}", n=(1, 3)),
        NR("info", "[server:{sname}] Connecting to {haurl}", w=2),
        NR("info", "[server:{sname}] Connected to {haurl}", w=2),
        NR("error", "[api-call-service:{cname}] Call-service error. Entity {eid} not found", n=(1, 2)),
        NR("error", "[e-mail in:{ename}] Error: connect ECONNREFUSED {addr}", n=(1, 2)),
        NR("warn", "[mqtt out:{oname}] Invalid topic specified", n=(1, 3)),
        NR("info", "[sqlite:{sqlname}] opened {dbfile} ok", n=(1, 2)),
        NR("trace", "comms.open {commsid}", w=5),
        NR("trace", "comms.close {commsid}", w=4),
        NR("debug", "[inject:{fname}] repeat = {repeat}", repeat=Z(["60000", "300000", "5000"]), w=1.5),
        NR("warn", "Encrypted credentials not found", n=(1, 1)),
        NR("red", "Uncaught Exception:", lv="FATAL", n=(1, 1)),
    ]

    def ctx(t):
        return {"day": str(t.day), "mon": MONTHS[t.month - 1], "hms": t.strftime("%H:%M:%S")}

    return build(rng, entries, g, ctx, 25.0)


# ---------------------------------------------------------------------------
# envoy_admin_trace
# ---------------------------------------------------------------------------
def _deprecated(r: random.Random) -> dict[str, str]:
    dep, opt, pfile = r.choice([
        ("envoy.config.route.v3.RouteAction", "max_grpc_timeout", "route_components.proto"),
        ("envoy.config.cluster.v3.Cluster", "hidden_envoy_deprecated_tls_context", "cluster.proto")])
    return {"dep": dep, "depopt": f"{dep}.{opt}", "pfile": pfile}


def make_envoy_admin_trace(rng: random.Random) -> list[dict[str, str]]:
    state = {"c": rng.randint(20, 4000)}

    def conn(r):
        if r.random() < 0.08:
            state["c"] += 1
        return f"C{max(0, state['c'] - int(r.expovariate(0.4)))}"

    upstreams = [f"{ip}:{r}" for ip, r in zip(ip_pool(rng, "10.244.1", 6) + ip_pool(rng, "10.244.2", 4),
                                               itertools.cycle(["8080", "8080", "9090", "50051"]))]
    downstreams = ip_pool(rng, "10.244.0", 8) + ip_pool(rng, "172.18.0", 4)
    ds = Z(downstreams, 0.8)
    g = dict(
        conn=conn, sid=lambda r: f"S{r.getrandbits(63)}",
        wtid=Z([str(x) for x in range(15, 23)], 0.4), mtid=Z(["1"]),
        n=lnum(300, 1.4, 0, 65536), small=Z(["0", "1", "2", "3"], 1.5),
        ev=Z(["3", "2", "1"]), size=Z(["1", "2", "3", "4"], 1.2),
        addr=lambda r: f"{ds(r)}:{r.randint(32768, 60999)}", up=Z(upstreams, 0.9),
        cluster=Z(["backend", "web", "auth_service", "grpc_api", "static_assets"], 0.9),
        url=Z(["/api/v1/items", "/", "/healthz", "/api/v1/orders", "/static/app.js",
               "/auth/token", "/grpc.health.v1.Health/Check", "/api/v1/items/8812"], 0.9),
        apath=Z(["/stats?format=prometheus", "/ready", "/clusters", "/config_dump", "/stats",
                 "/server_info", "/logging?level=debug"], 0.8),
        admin=Z(["0.0.0.0:9901", "127.0.0.1:9901"]), nclus=rint(1, 12), nrem=Z(["0", "1"], 2.0),
        xds=Z(["xds_cluster"]), since=lambda r: f"{int(r.lognormvariate(math.log(20), 1.0)) + 1}s", gcode=Z(["14", "13"]),
        gmsg=Z(["upstream connect error or disconnect/reset before headers. reset reason: connection failure",
                "upstream connect error or disconnect/reset before headers. reset reason: overflow",
                "no healthy upstream"]),
        errno=Z(["111", "113"]),
        cfg=Z(["/etc/envoy/envoy.yaml", "/config/envoy-bootstrap.yaml"]),
        cerr=Z(["Unable to parse JSON as proto (INVALID_ARGUMENT:(static_resources.clusters[0]) type: "
                "invalid value \"STRICT_DSN\" for type TYPE_ENUM)",
                "Didn't find a registered implementation for 'envoy.filters.http.ratelimit2' with type URL: ''"]),
        rtype=Z(["type.googleapis.com/envoy.config.cluster.v3.Cluster",
                 "type.googleapis.com/envoy.config.listener.v3.Listener"]),
        rerr=Z(["Proto constraint validation failed (ClusterValidationError.ConnectTimeout: value must be greater than 0s)",
                "Error adding/updating listener(s) ingress_http: cannot bind '0.0.0.0:8080': Address already in use"]),
        dep=lambda r: _deprecated(r), depopt=lambda r: _deprecated(r),
        pfile=lambda r: _deprecated(r),
        luamsg=Z(["missing x-tenant-id header", "jwt exp in the past", "rate bucket empty for tenant 42"]),
        details=Z(["route_not_found", "upstream_reset_before_response_started{connection_failure}",
                   "via_upstream", "filter_chain_not_found", "cluster_not_found"]),
        dnshost=Z(["backend.default.svc.cluster.local", "auth.default.svc.cluster.local"]),
        rate=Z(["5000", "10000"]), epoch=Z(["0"]), baseid=Z(["0"]), hrver=Z(["11.104"]),
    )
    LV = {"trace": "DEBUG", "debug": "DEBUG", "info": "INFO", "warning": "WARN",
          "error": "ERROR", "critical": "FATAL"}

    def E(level, logger, src, ln, msg, main=False, **kw):
        tid = "{mtid}" if main else "{wtid}"
        return Spec("[{date} {time}][" + tid + "][" + level + "][" + logger + "] [" + src + ":{ln}] " + msg,
                    LV[level], ln=str(ln), **kw)

    CI = "source/common/network/connection_impl.cc"
    CM = "source/common/http/conn_manager_impl.cc"
    RT = "source/common/router/router.cc"
    PB = "source/common/conn_pool/conn_pool_base.cc"
    RB = "source/common/network/raw_buffer_socket.cc"
    DI = "source/common/event/dispatcher_impl.cc"
    SV = "source/server/server.cc"
    startup = Block([
        E("info", "main", SV, 426, "initializing epoch {epoch} (base id={baseid}, hot restart version={hrver})",
          main=True),
        E("info", "admin", "source/server/admin/admin.cc", 67, "admin address: {admin}", main=True),
        E("warning", "main", SV, 915, "there is no configured limit to the number of allowed active connections. "
                                      "Set a limit via the runtime key overload.global_downstream_max_connections",
          main=True),
        E("info", "upstream", "source/common/upstream/cluster_manager_impl.cc", 224,
          "cds: add {nclus} cluster(s), remove {nrem} cluster(s)", main=True),
        E("info", "upstream", "source/common/upstream/cluster_manager_impl.cc", 226,
          "cm init: all clusters initialized", main=True),
        E("info", "main", SV, 960, "all clusters initialized. initializing init manager", main=True),
        E("info", "config", "source/extensions/listener_managers/listener_manager/listener_manager_impl.cc", 857,
          "all dependencies initialized. starting workers", main=True),
        E("info", "main", SV, 976, "starting main dispatch loop", main=True),
    ], n=(1, 1), first=True)
    entries = [
        startup,
        # downstream connection / request path
        E("debug", "conn_handler", "source/server/active_tcp_listener.cc", 142, "[{conn}] new connection from {addr}", w=5),
        E("debug", "http", CM, 329, "[{conn}] new stream", w=6),
        E("debug", "http", CM, 1116, "[{conn}][{sid}] request headers complete (end_stream=true):", w=5),
        E("debug", "http", CM, 1117, "[{conn}][{sid}] request headers complete (end_stream=false):", w=1.5),
        E("debug", "http", CM, 1127, "[{conn}][{sid}] request end stream", w=1.5),
        E("debug", "router", RT, 470, "[{conn}][{sid}] cluster '{cluster}' match for URL '{url}'", w=5),
        E("debug", "router", RT, 673, "[{conn}][{sid}] router decoding headers:", w=5),
        E("debug", "router", "source/common/router/upstream_request.cc", 581, "[{conn}][{sid}] pool ready", w=4),
        E("debug", "router", RT, 1373, "[{conn}][{sid}] upstream headers complete: end_stream=false", w=4),
        E("debug", "router", RT, 1374, "[{conn}][{sid}] upstream headers complete: end_stream=true", w=0.8),
        E("debug", "http", CM, 1717, "[{conn}][{sid}] encoding headers via codec (end_stream=false):", w=4),
        E("debug", "http", CM, 1718, "[{conn}][{sid}] encoding headers via codec (end_stream=true):", w=0.8),
        E("debug", "http", CM, 1578, "[{conn}][{sid}] Sending local reply with details {details}", w=0.6),
        E("debug", "router", RT, 1183, "[{conn}][{sid}] upstream reset: reset reason: connection failure, "
                                       "transport failure reason: delayed connect error: {errno}", n=(2, 5)),
        E("debug", "router", RT, 1184, "[{conn}][{sid}] upstream reset: reset reason: connection timeout", n=(1, 3)),
        # upstream connection pool
        E("debug", "pool", "source/common/http/conn_pool_base.cc", 78,
          "queueing stream due to no available connections", w=1.5),
        E("debug", "pool", PB, 291, "trying to create new connection", w=1.5),
        E("debug", "pool", PB, 145, "creating a new connection (connecting={small})", w=1.5),
        E("debug", "connection", CI, 912, "[{conn}] connecting to {up}", w=1.5),
        E("debug", "connection", CI, 931, "[{conn}] connection in progress", w=1.5),
        E("debug", "connection", CI, 683, "[{conn}] connected", w=1.5),
        E("debug", "client", "source/common/http/codec_client.cc", 88, "[{conn}] connected", w=1.5),
        E("debug", "pool", PB, 327, "[{conn}] attaching to next stream", w=3),
        E("debug", "pool", PB, 177, "[{conn}] creating stream", w=3),
        E("debug", "client", "source/common/http/codec_client.cc", 139, "[{conn}] response complete", w=4),
        E("debug", "pool", PB, 213, "[{conn}] destroying stream: {small} remaining", w=4),
        # connection close
        E("debug", "connection", CI, 139, "[{conn}] closing data_to_write={n} type={small}", w=3),
        E("debug", "connection", CI, 250, "[{conn}] closing socket: {small}", w=3),
        E("debug", "connection", CI, 656, "[{conn}] remote close", w=2.5),
        # trace-level I/O
        E("trace", "connection", CI, 563, "[{conn}] socket event: {ev}", w=14),
        E("trace", "connection", CI, 674, "[{conn}] write ready", w=7),
        E("trace", "connection", CI, 603, "[{conn}] read ready. dispatch_buffered_data=false", w=7),
        E("trace", "connection", RB, 24, "[{conn}] read returns: {n}", w=8),
        E("trace", "connection", RB, 38, "[{conn}] read error: Resource temporarily unavailable", w=6),
        E("trace", "connection", RB, 67, "[{conn}] write returns: {n}", w=7),
        E("trace", "http", "source/common/http/http1/codec_impl.cc", 586, "[{conn}] parsing {n} bytes", w=4),
        E("trace", "http", "source/common/http/http1/codec_impl.cc", 868, "[{conn}] message complete", w=3),
        E("trace", "main", DI, 254, "item added to deferred deletion list (size={size})", w=4),
        E("trace", "main", DI, 125, "clearing deferred deletion list (size={size})", w=4),
        # admin + housekeeping
        E("debug", "main", SV, 251, "flushing stats", main=True, w=1.2),
        E("debug", "admin", "source/server/admin/admin_filter.cc", 66, "[{conn}][{sid}] request complete: path: {apath}",
          main=True, w=1.5),
        E("debug", "upstream", "source/extensions/clusters/strict_dns/strict_dns_cluster.cc", 184,
          "DNS refresh rate reset for {dnshost}, refresh rate {rate} ms", main=True, n=(2, 5)),
        # abnormal
        E("warning", "config", "source/common/config/grpc_stream.h", 201,
          "StreamAggregatedResources gRPC config stream to {xds} closed since {since} ago: {gcode}, {gmsg}",
          main=True, n=(2, 5)),
        E("warning", "misc", "source/common/protobuf/message_validator_impl.cc", 21,
          "Deprecated field: type {dep} Using deprecated option '{depopt}' from file {pfile}. This configuration "
          "will be removed from Envoy soon.", main=True, n=(1, 2)),
        E("warning", "upstream", "source/extensions/clusters/strict_dns/strict_dns_cluster.cc", 171,
          "DNS resolution for {dnshost} failed", main=True, n=(1, 2)),
        E("error", "config", "source/common/config/grpc_subscription_impl.cc", 121,
          "gRPC config for {rtype} rejected: {rerr}", main=True, n=(1, 3)),
        E("error", "lua", "source/extensions/filters/http/lua/lua_filter.cc", 939, "script log: {luamsg}", n=(1, 3)),
        E("critical", "main", "source/server/server.cc", 117,
          "error initializing configuration '{cfg}': {cerr}", main=True, n=(1, 1)),
    ]

    def ctx(t):
        return {"date": t.strftime("%Y-%m-%d"), "time": t.strftime("%H:%M:%S.") + f"{t.microsecond // 1000:03d}"}

    return build(rng, entries, g, ctx, 0.15)


FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("mosquitto", make_mosquitto),
    ("home_assistant", make_home_assistant),
    ("unifi_server", make_unifi_server),
    ("iis_w3c", make_iis_w3c),
    ("nodered", make_nodered),
    ("envoy_admin_trace", make_envoy_admin_trace),
]


def _template_regex(t: str) -> re.Pattern:
    return re.compile("^" + ".+?".join(re.escape(p) for p in t.split("<*>")) + "$", re.S)


if __name__ == "__main__":
    assert len(FORMATS) == 6
    for seed in (0, 1):
        for name, make in FORMATS:
            rows = make(random.Random(seed))
            again = make(random.Random(seed))
            assert rows == again, f"{name}: not deterministic"
            assert len(rows) == N_ROWS, (name, len(rows))
            tmpl_levels: dict[str, set[str]] = {}
            for row in rows:
                assert set(row) == {"line", "template", "level"}, row
                ln = row["line"]
                assert "\n" not in ln and "\r" not in ln, ln
                assert row["level"] in LEVELS, row
                assert _template_regex(row["template"]).match(ln), (name, row)
                tmpl_levels.setdefault(row["template"], set()).add(row["level"])
            nt = len(tmpl_levels)
            assert 15 <= nt <= 60, (name, nt)
            assert all(len(v) == 1 for v in tmpl_levels.values()), name
            abnormal = sum(1 for v in tmpl_levels.values() if v & {"WARN", "ERROR", "FATAL"})
            assert abnormal >= 3, (name, abnormal)
            print(f"seed {seed} {name}: {nt} templates ({abnormal} abnormal)")
            for row in random.Random(seed + 7).sample(rows, 3):
                print("   ", row["line"])
    print("OK")
