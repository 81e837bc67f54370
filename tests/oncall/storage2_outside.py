"""storage_outside -- realistic log corpora with ground-truth templates.

Six formats, each ``make(rng) -> list[row]`` with exactly 2000 rows in time
order; a row is ``{"line", "template", "level"}``.  Every line is produced from
a *message spec* ``(weight, level, fmt)``: ``{name}`` in fmt is a variable
drawn from a (mostly Zipf-skewed) generator, ``{=text}`` is a variable whose
value in this corpus happens to be fixed (e.g. a number that "rarely changes",
a doc URL, a source-line number).  The template is fmt with every ``{...}``
replaced by ``<*>``; no two specs of a format share a template (asserted).
Optional fields never vary inside one spec (a spec with / without a field is
two specs).  Everything random comes from the rng passed in.

General judgement calls (all formats)
-------------------------------------
* Every number is a variable, including ones that are effectively constant
  (source line numbers ``foo.cc:<*>``, ``exit=<*>``, ``max <*>``, versions).
  Digits that are part of a fixed identifier stay constant (``EVENT_LOG_v1``,
  ``Level-0``, ``fletcher4``, ``log_channel``, ``eth0`` inside a literal).
* Timestamps are variables token by token: ``[Nov 30 02:00:00]`` is
  ``[<*> <*> <*>]``, an ISO stamp is one ``<*>``.
* Host names, user names, paths, URLs, ids, IPs/ports, quoted values and the
  value side of key=value pairs are variables; they are masked as a whole
  token (or whole quoted / key=value value), keeping surrounding punctuation
  (``pool='<*>'``, ``JobId=<*>``, ``[<*>]``, ``(<*>)``).  Entity names that
  embed a number (``osd.7``, ``mon.ceph-node-02``, ``PJSIP/101``) are one
  variable token.
* Few-valued words that change the meaning stay constant: actions, states,
  event classes, SIP methods, dialplan applications, metric names, HTTP
  methods, level words.  So ``vdev_state=FAULTED`` and ``vdev_state=ONLINE``
  are two templates, as are ``Dial(`` and ``Set(``.
* Level: taken only from an explicit severity marker on the line; lines with
  no marker get "-" (no guessing from words such as "error" in the text).

ceph_osd
    ``<ts> <thread> <prio> msg``; ISO ts and the hex thread id are variables.
    The 2-column priority (-1, 0, 1, 4, 5) is the dout level; it is kept as a
    constant (it is the level field, fixed per call site) and gives the level
    for plain lines: -1 -> ERROR, 0 -> INFO, >=1 -> DEBUG.  For
    ``log_channel(...) log [XXX] :`` lines the bracket wins: DBG/INF/WRN/ERR
    -> DEBUG/INFO/WARN/ERROR.  pg ids, osd names, epochs (``e41234`` as one
    token), op descriptions (split into their tokens), byte counts and
    rocksdb column-family names are variables; health codes (OSD_DOWN), pg
    states (active+clean, unknown), ``state<Start>`` transitions, the write
    op flag string and the mon role ``(leader)`` are constants.  Audit ``cmd=``
    JSON is one variable (free-text command).
slurmctld
    ``[<ts>] msg``.  Level from the message prefix: ``error:`` ERROR,
    ``fatal:`` FATAL, ``Warning:`` WARN, ``debug:``/``debug2:`` DEBUG; lines
    without a prefix (slurm's info()) show no level -> "-".  JobId (including
    array form ``123_4(127)``), NodeList host ranges, partitions, uids, usec,
    durations, user e-mail, reasons (free text, always at line end) are
    variables.  RPC names (REQUEST_JOB_INFO), node states (DRAINING, IDLE),
    job end states (COMPLETED, FAILED, TIMEOUT), WEXITSTATUS vs WTERMSIG and
    ``NodeList=(null)`` are constants.
asterisk_full
    ``[<Mon> <d> <hh:mm:ss>] LEVEL[lwp][callid] file.c: msg``.  The three
    date tokens, lwp and ``C-xxxxxxxx`` call id are variables; whether the
    ``[callid]`` block is present is fixed per spec.  Source file names are
    constant.  Level word: VERBOSE/NOTICE -> INFO, WARNING -> WARN, ERROR ->
    ERROR, DEBUG -> DEBUG; SECURITY lines use their own Severity="..." field
    (Informational -> INFO, Error -> ERROR).  Dialplan application names,
    bridge technologies ('simple_bridge'), dial/channel status words
    ('BUSY'), SIP methods and SecurityEvent types are constants; exten,
    context, priority, channel names, app arguments, contacts, AORs, sound
    files, uuids are variables.  Empty application arguments ``""`` are kept
    literal in specs where they are always empty (Answer, Hangup).
zfs_zed
    Traditional syslog ``<Mon> <d> <hh:mm:ss> <host> tag: msg`` (day >= 10,
    so no double space).  ``zed: eid=... class=...`` lines come from
    all-syslog.sh: the event class and ``vdev_state`` are constants; pool,
    vdev, size/offset/priority/err/flags/delay/bookmark are variables.  zedlet
    names are variables (script paths).  Syslog shows no severity, so level is
    "-" except explicit markers: ``zed: error:`` ERROR, kernel ``WARNING:``
    WARN, ``INFO:`` INFO, ``PANIC`` FATAL.  Kernel I/O error lines carry no
    marker and are "-".  Bracketed kernel uptime is a variable.
nextcloud_json
    One JSON object per line in Nextcloud's key order (reqId, level, time,
    remoteAddr, user, app, method, url, message, userAgent, version, data).
    ``level`` (0-4) is the level field -> kept constant and normalised
    0 DEBUG, 1 INFO, 2 WARN, 3 ERROR, 4 FATAL.  ``app`` and ``method`` are
    constants of the spec (app identifies the component; method is a
    few-valued verb); reqId, time, remoteAddr, user, url, userAgent, version
    and the variable parts inside ``message`` are variables.  Cron / CLI
    entries have the literal ``"remoteAddr":""``, ``"user":"--"``,
    ``"method":""``, ``"url":"--"``, ``"userAgent":"--"`` -- constants, and
    different specs from the web ones.  Strings are JSON-escaped (``\\\\``,
    ``\\"``); slashes are not escaped.
pytorch_train
    A mixed stdout/stderr stream.  Hydra-style logger lines
    ``[<date> <time>][__main__][LEVEL] - msg`` take the level word.  NCCL
    ``host:pid:tid [dev] NCCL INFO|WARN`` take INFO/WARN.  c10d glog lines
    ``[rankN]:[E1130 hh:mm:ss.us tid file.cpp:line]`` take the glog letter
    (E ERROR, W WARN); the letter is fused to the date, so that token is
    written ``E<*>`` (the one place a variable is not a whole token).
    ``...py:<line>: UserWarning:`` / ``FutureWarning:`` -> WARN;
    ``torch.OutOfMemoryError:``/``RuntimeError:``/``...Error:`` -> ERROR;
    python-logging ``WARNING:name:`` / ``ERROR:name:`` -> WARN / ERROR.
    Lightning rank-zero prints, Lightning's own ``path:line: text`` warnings,
    tracebacks and ``  warnings.warn(`` show no level -> "-".  Metric names
    (val_loss), op types (ALLREDUCE), booleans and units (GiB, samples/s)
    are constants; all numbers, paths and ranks are variables.
"""
from __future__ import annotations

import json
import random
import re
import string
from datetime import datetime, timedelta
from itertools import accumulate
from typing import Callable

N_ROWS = 2000
LEVELS = ("DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-")
ABNORMAL = ("WARN", "ERROR", "FATAL")
_TOK = re.compile(r"\{(=[^{}]*|[a-z_][a-z0-9_]*)\}")
_HEX = "0123456789abcdef"
_ALNUM = string.ascii_letters + string.digits


# --------------------------------------------------------------------------
# shared machinery
# --------------------------------------------------------------------------
def _split(fmt: str) -> tuple[list[str], list[str]]:
    parts = _TOK.split(fmt)
    return parts[0::2], parts[1::2]


def _hex(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(_HEX) for _ in range(n))


def _alnum(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(_ALNUM) for _ in range(n))


def _uuid(rng: random.Random) -> str:
    return (f"{_hex(rng, 8)}-{_hex(rng, 4)}-4{_hex(rng, 3)}-"
            f"{rng.choice('89ab')}{_hex(rng, 3)}-{_hex(rng, 12)}")


def _zipf(rng: random.Random, items, s: float = 1.1, shuffle: bool = False):
    items = list(items)
    if shuffle:
        rng.shuffle(items)
    cum = list(accumulate(1.0 / (i + 1) ** s for i in range(len(items))))
    return lambda: rng.choices(items, cum_weights=cum)[0]


class _Clock:
    """Monotonic clock: exponential gaps with occasional sub-second bursts."""

    def __init__(self, rng: random.Random, start: datetime, mean: float,
                 burst: float = 0.3):
        self.rng, self.t, self.t0 = rng, start, start
        self.mean, self.burst = mean, burst

    def tick(self) -> None:
        r = self.rng
        if r.random() < self.burst:
            dt = r.uniform(0.0005, self.mean * 0.05)
        else:
            dt = r.expovariate(1.0 / self.mean)
        self.t += timedelta(seconds=dt)

    def elapsed(self) -> float:
        return (self.t - self.t0).total_seconds()


def _start(rng: random.Random) -> datetime:
    # day 10..25 so syslog-style "%b %e" never needs padding within the run
    return datetime(2026, 11, rng.randint(10, 25), rng.randint(0, 23),
                    rng.randint(0, 59), rng.randint(0, 59),
                    rng.randint(0, 999999))


class _Recent:
    """Ids that appear over time; picks favour the most recent ones."""

    def __init__(self, rng, new, p_new=0.3, decay=0.4):
        self.rng, self.new, self.p, self.decay = rng, new, p_new, decay
        self.items: list[str] = []

    def __call__(self) -> str:
        r = self.rng
        if not self.items or r.random() < self.p:
            self.items.append(self.new())
            if len(self.items) > 300:
                del self.items[:150]
            return self.items[-1]
        k = min(len(self.items) - 1, int(r.expovariate(self.decay)))
        return self.items[-1 - k]


def _run(rng, specs, fields, clock, head=(), tail=(), n=N_ROWS, vesc=None):
    comp, seen = [], {}
    for w, lvl, fmt in specs:
        assert lvl in LEVELS, (lvl, fmt)
        lits, names = _split(fmt)
        tmpl = "<*>".join(lits)
        assert tmpl not in seen, f"duplicate template: {tmpl!r}"
        seen[tmpl] = fmt
        for nm in names:
            assert nm.startswith("=") or nm in fields, (nm, fmt)
        comp.append((lits, names, tmpl, lvl))
    idx_of = {s[2]: i for i, s in enumerate(specs)}
    cum = list(accumulate(s[0] for s in specs))
    order = ([idx_of[f] for f in head] + [None] * (n - len(head) - len(tail))
             + [idx_of[f] for f in tail])
    rows = []
    for idx in order:
        clock.tick()
        if idx is None:
            idx = rng.choices(range(len(specs)), cum_weights=cum)[0]
        lits, names, tmpl, lvl = comp[idx]
        vals: dict[str, str] = {}
        out = [lits[0]]
        for nm, lit in zip(names, lits[1:]):
            if nm not in vals:
                v = nm[1:] if nm[0] == "=" else fields[nm]()
                if vesc is not None:
                    v = vesc(v)
                assert v and "\n" not in v and "\r" not in v, (nm, v)
                vals[nm] = v
            out.append(vals[nm])
            out.append(lit)
        rows.append({"line": "".join(out), "template": tmpl, "level": lvl})
    return rows


def _ms(t: datetime) -> str:
    return f"{t.microsecond // 1000:03d}"


def _lognorm(rng, mu, sigma, lo=1, hi=None) -> int:
    v = int(rng.lognormvariate(mu, sigma))
    v = max(lo, v)
    return min(v, hi) if hi else v


# --------------------------------------------------------------------------
# ceph_osd
# --------------------------------------------------------------------------
_CEPH_OP = ("osd_op({opclient} {pg} {oid} [write {ext} in={inb}] snapc {snapc} "
            "ondisk+write+known_if_redirected+supports_pool_eio {ep})")
_CEPH_PG = ("pg[{pg}( v {ev} ({evr}] local-lis/les={ll} n={nobj} ec={ec} "
            "lis/c={lisc} les/c/f={lescf} sis={sis}) [{acting}] r={r} "
            "lpr={epn} crt={ev} lcod {lcod} mlcod {lcod} unknown mbc={}]")
_CLOG = " 0 log_channel(cluster) log "

CEPH_SPECS = [
    (230, "DEBUG", _CLOG + "[DBG] : {pg} scrub starts"),
    (226, "DEBUG", _CLOG + "[DBG] : {pg} scrub ok"),
    (48, "DEBUG", _CLOG + "[DBG] : {pg} deep-scrub starts"),
    (46, "DEBUG", _CLOG + "[DBG] : {pg} deep-scrub ok"),
    (260, "INFO", " 0 mon.{mon}@{rank}(leader).osd {ep} _set_new_cache_sizes "
                  "cache_size:{cs} inc_alloc: {ia} full_alloc: {ia} kv_alloc: {kva}"),
    (130, "DEBUG", " 5 prioritycache tune_memory target: {tgt} mapped: {mapped} "
                   "unmapped: {unm} heap: {heap} old mem: {cs} new mem: {cs}"),
    (120, "DEBUG", " 5 bluestore.MempoolThread({ptr}) _resize_shards cache_size: {cs} "
                   "kv_alloc: {a1} kv_used: {u1} kv_onode_alloc: {a2} kv_onode_used: {u2} "
                   "meta_alloc: {a3} meta_used: {u3} data_alloc: {a4} data_used: {u4}"),
    (150, "DEBUG", " 0 log_channel(audit) log [DBG] : from='{from}' entity='{entity}' "
                   "cmd={cmdjson}: dispatch"),
    (22, "INFO", " 0 log_channel(audit) log [INF] : from='{from}' entity='{entity}' "
                 "cmd={cmdw}: dispatch"),
    (21, "INFO", " 0 log_channel(audit) log [INF] : from='{from}' entity='{entity}' "
                 "cmd={cmdw}: finished"),
    (38, "DEBUG", " 4 rocksdb: [db/db_impl/db_impl_write.cc:{=2098}] [{cf}] New memtable "
                  "created with log file: #{logno}. Immutable memtables: {=0}."),
    (36, "DEBUG", " 4 rocksdb: [db/flush_job.cc:{=856}] [{cf}] [JOB {job}] Flushing "
                  "memtable with next log file: {logno}"),
    (36, "DEBUG", ' 4 rocksdb: EVENT_LOG_v1 {"time_micros": {tm}, "job": {job}, '
                  '"event": "flush_started", "num_memtables": {=1}, "num_entries": {ne}, '
                  '"num_deletes": {nd}, "total_data_size": {tds}, "memory_usage": {mu}, '
                  '"flush_reason": "Write Buffer Full"}'),
    (35, "DEBUG", " 4 rocksdb: [db/flush_job.cc:{=885}] [{cf}] [JOB {job}] Level-0 flush "
                  "table #{tbl}: started"),
    (34, "DEBUG", " 4 rocksdb: [db/flush_job.cc:{=935}] [{cf}] [JOB {job}] Level-0 flush "
                  "table #{tbl}: {nbytes} bytes OK"),
    (12, "DEBUG", _CLOG + "[DBG] : osdmap {ep}: {tot} total, {up} up, {inn} in"),
    (11, "DEBUG", " 1 osd.{selfn} pg_epoch: {epn} " + _CEPH_PG
                  + " state<Start>: transitioning to Primary"),
    (13, "DEBUG", " 1 osd.{selfn} pg_epoch: {epn} " + _CEPH_PG
                  + " state<Start>: transitioning to Stray"),
    (12, "WARN", _CLOG + "[WRN] : slow request " + _CEPH_OP
                 + " initiated {ts2} currently waiting for sub ops"),
    (4, "WARN", _CLOG + "[WRN] : slow request " + _CEPH_OP + " initiated {ts2} currently delayed"),
    (14, "WARN", _CLOG + "[WRN] : {nslow} slow requests, {kinc} included below; "
                 "oldest blocked for > {blk} secs"),
    (7, "ERROR", "-1 {self} {epn} get_health_metrics reporting {nslow} slow ops, "
                 "oldest is " + _CEPH_OP),
    (8, "ERROR", "-1 {self} {epn} heartbeat_check: no reply from {addr} {osd} since back "
                 "{ts2} front {ts2} (oldest deadline {ts3})"),
    (5, "INFO", _CLOG + "[INF] : {osd} {addrvec} boot"),
    (4, "WARN", _CLOG + "[WRN] : Health check failed: {ndown} osds down (OSD_DOWN)"),
    (3, "INFO", _CLOG + "[INF] : Health check cleared: OSD_DOWN (was: {ndown} osds down)"),
    (5, "WARN", _CLOG + "[WRN] : Health check update: Degraded data redundancy: "
                "{dego}/{toto} objects degraded ({pct}), {npg} pgs degraded (PG_DEGRADED)"),
    (2, "INFO", _CLOG + "[INF] : Cluster is now healthy"),
    (3, "INFO", _CLOG + "[INF] : {osd} failed ({crush}) ({nrep} reporters from different "
                "host after {sec} >= grace {=20.000000})"),
    (2, "INFO", _CLOG + "[INF] : {osd} marked itself dead as of {ep}"),
    (2, "WARN", _CLOG + "[WRN] : Monitor daemon marked {self} down, but it is still running"),
    (2, "DEBUG", _CLOG + "[DBG] : map {ep} wrongly marked me down at {ep2}"),
    (3, "WARN", _CLOG + "[WRN] : {monn} clock skew {skew} > max {=0.05s}"),
    (2, "ERROR", "-1 mon.{peon}@{=1}(peon).paxos(paxos updating c {pxa}..{pxb}) lease_expire "
                 "from {monaddr} is {lag} seconds in the past; mons are probably laggy "
                 "(or possibly clocks are too skewed)"),
    (2, "ERROR", _CLOG + "[ERR] : {pg} shard {shard} soid {oid} : candidate had a read error"),
    (2, "ERROR", _CLOG + "[ERR] : {pg} deep-scrub {nerr} errors"),
    (0.5, "INFO", _CLOG + "[INF] : {pg} repair starts"),
    (0.5, "ERROR", _CLOG + "[ERR] : {pg} repair {nerr} errors, {nfix} fixed"),
    (2, "ERROR", "-1 bdev({ptr2} {bdevpath}) _aio_thread got r={=-5} (({=5}) Input/output error)"),
    (1, "ERROR", "-1 received  signal: Hangup from {cmd}  (PID: {pid}) UID: {=0}"),
    (0.5, "ERROR", "-1 {self} {epn} *** Got signal Terminated ***"),
    (0.5, "ERROR", "-1 {self} {epn} *** Immediate shutdown (osd_fast_shutdown=true) ***"),
    (0.5, "INFO", " 0 {self} {epn} done with init, starting boot process"),
    (0.5, "INFO", " 0 {self} {epn} state: booting -> active"),
    (3, "INFO", " 0 bluestore({bspath}) allocation stats probe {probe}: cnt: {acnt} "
                "frags: {afr} size: {asz}"),
]


def make_ceph_osd(rng: random.Random) -> list[dict[str, str]]:
    clock = _Clock(rng, _start(rng), 3.0, 0.35)
    last: dict[str, str] = {}

    def cts(t):
        return t.strftime("%Y-%m-%dT%H:%M:%S.") + _ms(t) + "+0000"

    tids = ["7f" + _hex(rng, 7) + rng.choice(["700", "640", "6c0"]) for _ in range(9)]
    pools = [1, 2, 3, 3, 3, 5, 7, 7, 9, 11]
    pgs = [f"{rng.choice(pools)}.{rng.randrange(0x200):x}" for _ in range(150)]
    pick_pg = _zipf(rng, pgs, 0.7)
    self_id = rng.randrange(24)
    hosts = [f"ceph-node-{i:02d}" for i in range(1, 9)]
    ips = [f"10.20.{rng.randint(0, 3)}.{rng.randint(10, 250)}" for _ in range(14)]
    pick_ip = _zipf(rng, ips, 1.0)
    base_ep = rng.randint(20000, 90000)
    imgs = [_hex(rng, 12) for _ in range(10)]
    pick_img = _zipf(rng, imgs, 1.2)
    ptr = "0x55" + _hex(rng, 10)
    ptr2 = "0x55" + _hex(rng, 10)
    osd_pick = _zipf(rng, list(range(24)), 0.9, shuffle=True)
    cache_vals = [str(rng.randint(1_015_000_000, 2_900_000_000)) for _ in range(5)]

    def epoch():
        return base_ep + int(clock.elapsed() / 240)

    def pg():
        v = pick_pg()
        last["pg"] = v
        return v

    def oid():
        pool = last.get("pg", "3.0").split(".")[0]
        return (f"{pool}:{_hex(rng, 8)}:::rbd_data.{pick_img()}."
                f"{rng.randrange(0x4000):016x}:head")

    def ext():
        ln = rng.choice([4096, 8192, 16384, 65536, 131072, 4194304])
        last["ln"] = str(ln)
        return f"{rng.randrange(0, 4194304 - ln + 1, 4096)}~{ln}"

    def ev():
        return f"{epoch() - rng.randint(0, 40)}'{rng.randint(1000, 900000)}"

    fields: dict[str, Callable[[], str]] = {
        "ts": lambda: cts(clock.t),
        "ts2": lambda: cts(clock.t - timedelta(seconds=rng.uniform(30, 120))),
        "ts3": lambda: cts(clock.t - timedelta(seconds=rng.uniform(0.2, 3))),
        "tid": _zipf(rng, tids, 1.3),
        "pg": pg,
        "oid": oid,
        "mon": _zipf(rng, hosts[:3], 2.0),
        "monn": lambda: "mon." + rng.choice(hosts[1:3]),
        "peon": lambda: rng.choice(hosts[1:3]),
        "monaddr": lambda: f"mon.0 v2:{ips[0]}:3300/0",
        "rank": lambda: "0",
        "ep": lambda: f"e{epoch()}",
        "ep2": lambda: f"e{epoch() - rng.randint(1, 6)}",
        "epn": lambda: str(epoch()),
        "cs": _zipf(rng, cache_vals, 1.5),
        "ia": _zipf(rng, ["348127232", "343932928", "352321536"], 1.5),
        "kva": _zipf(rng, ["318767104", "322961408", "314572800"], 1.5),
        "tgt": lambda: "4294967296",
        "mapped": lambda: str(rng.randint(2_900_000_000, 3_600_000_000)),
        "unm": lambda: str(rng.randint(100_000, 90_000_000)),
        "heap": lambda: str(rng.randint(3_600_000_000, 3_700_000_000)),
        "ptr": lambda: ptr,
        "ptr2": lambda: ptr2,
        "a1": lambda: str(rng.choice([1191182336, 1207959552, 1174405120])),
        "u1": lambda: str(rng.randint(200_000, 30_000_000)),
        "a2": lambda: str(rng.choice([234881024, 218103808])),
        "u2": lambda: str(rng.randint(1000, 900_000)),
        "a3": lambda: str(rng.choice([1124073472, 1140850688])),
        "u3": lambda: str(rng.randint(10_000, 90_000_000)),
        "a4": lambda: str(rng.choice([218103808, 201326592])),
        "u4": lambda: str(rng.choice([0, 0, 0, rng.randint(4096, 9_000_000)])),
        "from": lambda: f"client.? {pick_ip()}:0/{rng.randint(10**8, 4 * 10**9)}",
        "entity": _zipf(rng, ["client.admin", f"mgr.{hosts[0]}.{_alnum(rng, 6).lower()}",
                              "client.crash.ceph-node-02", "client.rgw.ceph-node-03",
                              "client.openstack"], 1.3),
        "cmdjson": _zipf(rng, [
            '[{"prefix": "status", "format": "json"}]',
            '[{"prefix": "df", "format": "json"}]',
            '[{"prefix": "osd dump", "format": "json"}]',
            '[{"prefix": "osd pool stats", "format": "json"}]',
            '[{"prefix": "health", "detail": "detail", "format": "json"}]',
            '[{"prefix": "config generate-minimal-conf"}]',
            '[{"prefix": "auth get", "entity": "client.admin"}]',
            '[{"prefix": "osd tree", "format": "json"}]'], 1.2),
        "cmdw": _zipf(rng, [
            '[{"prefix":"config-key set","key":"mgr/telemetry/last_upload",'
            f'"val":"{rng.randint(1_700_000_000, 1_800_000_000)}"}}]',
            '[{"prefix":"config-key set","key":"mgr/cephadm/host.ceph-node-02","val":"{}"}]',
            '[{"prefix": "osd set", "key": "noout"}]',
            '[{"prefix": "osd unset", "key": "noout"}]',
            '[{"prefix":"config set","who":"osd","name":"osd_max_backfills","value":"2"}]'], 1.2),
        "cf": _zipf(rng, ["default", "L", "P", "O-0", "m-1", "p-0"], 1.1),
        "logno": lambda: str(rng.randint(10_000, 99_999)),
        "job": lambda: str(rng.randint(1000, 99_999)),
        "tm": lambda: str(int(clock.t.timestamp() * 1_000_000)),
        "ne": lambda: str(rng.randint(1000, 400_000)),
        "nd": lambda: str(rng.randint(0, 90_000)),
        "tds": lambda: str(rng.randint(2_000_000, 260_000_000)),
        "mu": lambda: str(rng.randint(2_000_000, 270_000_000)),
        "tbl": lambda: str(rng.randint(10_000, 99_999)),
        "nbytes": lambda: str(rng.randint(100_000, 80_000_000)),
        "tot": lambda: "24",
        "up": _zipf(rng, ["24", "23", "22"], 2.5),
        "inn": _zipf(rng, ["24", "23"], 3.0),
        "selfn": lambda: str(self_id),
        "self": lambda: f"osd.{self_id}",
        "osd": lambda: f"osd.{osd_pick()}",
        "ev": ev,
        "evr": lambda: f"{ev()},{ev()}",
        "ll": lambda: f"{epoch() - 3}/{epoch() - 2}",
        "nobj": lambda: str(rng.randint(0, 4000)),
        "ec": lambda: f"{base_ep // 400}/{base_ep // 400}",
        "lisc": lambda: f"{epoch() - 3}/{epoch() - 3}",
        "lescf": lambda: f"{epoch() - 2}/{epoch() - 2}/0",
        "sis": lambda: str(epoch()),
        "acting": lambda: ",".join(str(x) for x in rng.sample(range(24), 3)),
        "r": lambda: rng.choice(["-1", "0", "1", "2"]),
        "lcod": lambda: f"{epoch() - rng.randint(1, 9)}'{rng.randint(1000, 900000)}",
        "opclient": lambda: f"client.{rng.randint(4000, 990000)}.0:{rng.randint(1, 9_999_999)}",
        "ext": ext,
        "inb": lambda: f"{last.get('ln', '4096')}b",
        "snapc": lambda: rng.choice(["0=[]", "0=[]", "0=[]", f"{rng.randint(2, 90):x}=[]"]),
        "nslow": lambda: str(rng.randint(1, 60)),
        "kinc": lambda: str(rng.randint(1, 5)),
        "blk": lambda: f"{rng.uniform(30, 300):.6f}",
        "addr": lambda: f"{pick_ip()}:{6800 + rng.randrange(12)}",
        "addrvec": lambda: (lambda ip, nn: f"[v2:{ip}:6800/{nn},v1:{ip}:6801/{nn}]")(
            pick_ip(), rng.randint(1000, 4_000_000_000)),
        "ndown": _zipf(rng, ["1", "2", "3", "4"], 1.8),
        "dego": lambda: str(rng.randint(100, 900_000)),
        "toto": lambda: str(rng.randint(1_000_000, 3_000_000)),
        "pct": lambda: f"{rng.uniform(0.01, 30):.3f}%",
        "npg": lambda: str(rng.randint(1, 300)),
        "crush": lambda: f"root=default,host={rng.choice(hosts)}",
        "nrep": lambda: rng.choice(["2", "2", "3"]),
        "sec": lambda: f"{rng.uniform(20, 45):.6f}",
        "skew": lambda: f"{rng.uniform(0.051, 0.6):.6f}s",
        "pxa": lambda: str(rng.randint(1_000_000, 9_000_000)),
        "pxb": lambda: str(rng.randint(9_000_001, 9_900_000)),
        "lag": lambda: f"{rng.uniform(0.05, 9):.6f}",
        "shard": lambda: str(osd_pick()),
        "nerr": lambda: str(rng.randint(1, 6)),
        "nfix": lambda: str(rng.randint(0, 6)),
        "bdevpath": lambda: f"/var/lib/ceph/osd/ceph-{self_id}/block",
        "bspath": lambda: f"/var/lib/ceph/osd/ceph-{self_id}",
        "cmd": lambda: ("killall -q -1 ceph-mon ceph-mgr ceph-mds ceph-osd ceph-fuse "
                        "radosgw rbd-mirror cephfs-mirror"),
        "pid": lambda: str(rng.randint(100_000, 4_000_000)),
        "probe": lambda: str(rng.randint(1, 400)),
        "acnt": lambda: str(rng.randint(1000, 90_000)),
        "afr": lambda: str(rng.randint(1000, 99_000)),
        "asz": lambda: str(rng.randint(10**9, 9 * 10**11)),
    }
    specs = [(w, lvl, "{ts} {tid} " + f) for w, lvl, f in CEPH_SPECS]
    return _run(rng, specs, fields, clock)


# --------------------------------------------------------------------------
# slurmctld
# --------------------------------------------------------------------------
SLURM_SPECS = [
    (200, "-", "_slurm_rpc_submit_batch_job: JobId={jid} InitPrio={prio} usec={usec}"),
    (175, "-", "sched: Allocate JobId={jid} NodeList={nl} #CPUs={cpus} Partition={part}"),
    (85, "-", "sched/backfill: _start_job: Started JobId={jid} in {part} on {nl}"),
    (165, "-", "_job_complete: JobId={jid} WEXITSTATUS {rc}"),
    (170, "-", "_job_complete: JobId={jid} done"),
    (22, "-", "_job_complete: JobId={jid} WTERMSIG {sig}"),
    (18, "-", "_slurm_rpc_kill_job: REQUEST_KILL_JOB JobId={jid} uid {uid}"),
    (10, "-", "job_signal: {sig} of running JobId={jid} successful {hexflag}"),
    (26, "-", "Time limit exhausted for JobId={jid}"),
    (60, "DEBUG", "debug:  sched: Running job scheduler for full queue."),
    (40, "DEBUG", "debug:  sched/backfill: _attempt_backfill: beginning with {nq} jobs"),
    (38, "DEBUG", "debug:  sched/backfill: _attempt_backfill: completed testing {nq}({nt}) "
                  "jobs, usec={usec}"),
    (30, "DEBUG", "debug2: Processing RPC: REQUEST_JOB_INFO from UID={uid}"),
    (26, "DEBUG", "debug2: Processing RPC: REQUEST_NODE_INFO from UID={uid}"),
    (14, "DEBUG", "debug2: Processing RPC: REQUEST_PARTITION_INFO from UID={uid}"),
    (18, "-", "sched: _slurm_rpc_allocate_resources JobId={jid} NodeList={nl} usec={usec}"),
    (5, "-", "sched: _slurm_rpc_allocate_resources JobId={jid} NodeList=(null) usec={usec}"),
    (9, "-", "email msg to {email}: Slurm Job_id={jidn} Name={jname} Began, Queued time {dur}"),
    (9, "-", "email msg to {email}: Slurm Job_id={jidn} Name={jname} Ended, Run time {dur}, "
             "COMPLETED, ExitCode {=0}"),
    (3, "-", "email msg to {email}: Slurm Job_id={jidn} Name={jname} Failed, Run time {dur}, "
             "FAILED, ExitCode {rcf}"),
    (2, "-", "email msg to {email}: Slurm Job_id={jidn} Name={jname} Ended, Run time {dur}, "
             "TIMEOUT, ExitCode {=0}"),
    (6, "ERROR", "error: Nodes {nl} not responding"),
    (2, "ERROR", "error: Nodes {nl} not responding, setting DOWN"),
    (5, "-", "Node {node} now responding"),
    (3, "-", "update_node: node {node} reason set to: {reason}"),
    (3, "-", "update_node: node {node} state set to DRAINING"),
    (2, "-", "update_node: node {node} state set to IDLE"),
    (2, "WARN", "Warning: Note very large processing time from _slurm_rpc_dump_jobs: "
                "usec={busec} began={hms}"),
    (1, "WARN", "Warning: Note very large processing time from _slurmctld_background: "
                "usec={busec} began={hms}"),
    (5, "ERROR", "error: slurm_receive_msg [{ipport}]: Zero Bytes were transmitted or received"),
    (2, "ERROR", "error: Munge decode failed: Expired credential"),
    (2, "-", "auth/munge: _print_cred: ENCODED: {dow} {mon} {day} {hms0} {year}"),
    (2, "-", "auth/munge: _print_cred: DECODED: {dow} {mon} {day} {hms0} {year}"),
    (0.5, "ERROR", "error: Security violation, REQUEST_COMPLETE_BATCH_SCRIPT RPC from uid={uid}"),
    (3, "ERROR", "error: _slurm_rpc_node_registration node={node}: Invalid argument"),
    (2, "ERROR", "error: Node {node} has low real_memory size ({mema} < {memb})"),
    (1, "ERROR", "error: validate_node_specs: Prolog or job env setup failure on node {node}, "
                 "draining the node"),
    (4, "-", "_pick_best_nodes: JobId={jid} never runnable in partition {part}"),
    (4, "-", "_slurm_rpc_submit_batch_job: Requested node configuration is not available"),
    (3, "-", "_slurm_rpc_submit_batch_job: Job violates accounting/QOS policy (job submit "
             "limit, user's size and/or time limits)"),
    (3, "-", "cleanup_completing: JobId={jid} completion process took {csec} seconds"),
    (2, "-", "Resending TERMINATE_JOB request JobId={jid} Nodelist={nl}"),
    (0.5, "ERROR", "error: Batch JobId={jid} missing from batch node {node} (not found "
                 "BatchStartTime after startup), Requeuing job"),
    (2, "-", "preempted JobId={jid} has been requeued to reclaim resources for JobId={jid2}"),
    (0.3, "FATAL", "fatal: _create_clustername_file: failed to create file {statefile}"),
    (0, "-", "slurmctld version {ver} started on cluster {cluster}"),
    (0, "-", "Recovered state of {nnodes} nodes"),
    (0, "-", "Recovered information about {njobs} jobs"),
    (0, "-", "Running as primary controller"),
    (0, "-", "Terminate signal (SIGINT or SIGTERM) received"),
    (0, "-", "Saving all slurm state"),
]


def make_slurmctld(rng: random.Random) -> list[dict[str, str]]:
    clock = _Clock(rng, _start(rng), 7.0, 0.35)
    last: dict[str, int] = {}
    counter = [rng.randint(1_200_000, 8_900_000)]

    def new_job():
        counter[0] += rng.choice([1, 1, 1, 1, 2, 3, 9])
        j = counter[0]
        if rng.random() < 0.08:
            task = rng.randint(0, 63)
            counter[0] += 64
            return f"{j}_{task}({j + task + 1})"
        return str(j)

    jobs = _Recent(rng, new_job, 0.33, 0.2)
    users = ["jsmith", "mlee", "akumar", "chen.wei", "rgarcia", "oneill", "pnovak",
             "tanaka", "bwilson", "fmuller", "svc_ci", "hpcadmin"]
    uids = [str(1000 + i * 7 + rng.randint(0, 6)) for i in range(len(users))] + ["0"]
    pick_user = _zipf(rng, users, 1.0, shuffle=True)
    node_pref = [("cn", 3, 256), ("gpu", 2, 24), ("bm", 2, 8)]
    hot = {p: [rng.randint(1, m) for _ in range(20)] for p, _, m in node_pref}

    def nodename(pref=None):
        p, w, m = pref or rng.choices(node_pref, [8, 3, 1])[0]
        return f"{p}{rng.choice(hot[p]):0{w}d}"

    def nodelist():
        p, w, m = rng.choices(node_pref, [8, 3, 1])[0]
        k = min(m // 2, rng.choices([1, 2, 3, 4, 8, 16], [12, 4, 2, 3, 2, 1])[0])
        s = rng.randint(1, m - k)
        if k == 1:
            return f"{p}{s:0{w}d}"
        if k > 3 and rng.random() < 0.3:
            return f"{p}[{s:0{w}d},{s + 2:0{w}d}-{s + k:0{w}d}]"
        return f"{p}[{s:0{w}d}-{s + k - 1:0{w}d}]"

    def dur():
        sec = _lognorm(rng, 7.5, 1.6, 1, 7 * 86400)
        d, rem = divmod(sec, 86400)
        h, rem = divmod(rem, 3600)
        mi, s = divmod(rem, 60)
        return f"{d}-{h:02d}:{mi:02d}:{s:02d}" if d else f"{h:02d}:{mi:02d}:{s:02d}"

    def mema():
        last["mem"] = rng.choice([192000, 257500, 515000, 1031000])
        return str(last["mem"] - rng.choice([100, 512, 1024, 2048]))

    fields = {
        "ts": lambda: clock.t.strftime("%Y-%m-%dT%H:%M:%S.") + _ms(clock.t),
        "jid": jobs,
        "jid2": jobs,
        "jidn": lambda: jobs().split("_")[0].split("(")[0],
        "prio": lambda: str(rng.choice([4294901759 - rng.randint(0, 400),
                                        rng.randint(1000, 90000)])),
        "usec": lambda: str(_lognorm(rng, 6.5, 1.3)),
        "busec": lambda: str(rng.randint(1_000_000, 9_000_000)),
        "nl": nodelist,
        "node": nodename,
        "cpus": lambda: str(rng.choice([1, 4, 8, 16, 32, 64, 128, 256, 512])),
        "part": _zipf(rng, ["compute", "gpu", "debug", "long", "bigmem", "interactive"], 1.2),
        "rc": _zipf(rng, ["0", "1", "2", "127", "137", "255"], 2.2),
        "rcf": _zipf(rng, ["1:0", "0:9", "2:0", "0:15", "127:0"], 1.5),
        "sig": _zipf(rng, ["9", "15", "10"], 1.8),
        "uid": _zipf(rng, uids, 1.0),
        "hexflag": lambda: rng.choice(["0x8004", "0x8004", "0x8000"]),
        "nq": lambda: str(_lognorm(rng, 4.0, 1.0)),
        "nt": lambda: str(_lognorm(rng, 2.5, 1.0)),
        "email": lambda: f"{pick_user()}@cluster.example.edu",
        "jname": _zipf(rng, ["run.sh", "train.sbatch", "bash", "jupyter", "vasp_relax",
                             "gromacs_md", "snakejob.align.42.sh", "interactive",
                             "array_job", "wrap"], 1.1),
        "dur": dur,
        "reason": _zipf(rng, ["maintenance", "Kill task failed", "Not responding",
                              "bad DIMM replace", "Epilog error", "hpcadmin: reboot"], 1.2),
        "hms": lambda: clock.t.strftime("%H:%M:%S.") + _ms(clock.t),
        "hms0": lambda: clock.t.strftime("%H:%M:%S"),
        "dow": lambda: clock.t.strftime("%a"),
        "mon": lambda: clock.t.strftime("%b"),
        "day": lambda: str(clock.t.day),
        "year": lambda: str(clock.t.year),
        "ipport": lambda: f"10.{rng.choice([1, 1, 2])}.{rng.randint(0, 9)}.{rng.randint(2, 250)}"
                          f":{rng.randint(32768, 60999)}",
        "mema": mema,
        "memb": lambda: str(last.get("mem", 192000)),
        "csec": lambda: str(rng.randint(60, 900)),
        "statefile": lambda: "/var/spool/slurmctld/clustername",
        "ver": lambda: "23.11.10",
        "cluster": lambda: "hpc2",
        "nnodes": lambda: "412",
        "njobs": lambda: str(rng.randint(200, 4000)),
    }
    specs = [(w, lvl, "[{ts}] " + f) for w, lvl, f in SLURM_SPECS]
    P = "[{ts}] "
    head = [P + "slurmctld version {ver} started on cluster {cluster}",
            P + "Recovered state of {nnodes} nodes",
            P + "Recovered information about {njobs} jobs",
            P + "Running as primary controller"]
    tail = [P + "Terminate signal (SIGINT or SIGTERM) received",
            P + "Saving all slurm state"]
    return _run(rng, specs, fields, clock, head=head, tail=tail)


# --------------------------------------------------------------------------
# asterisk_full
# --------------------------------------------------------------------------
_AV = "VERBOSE[{lwp}][{cid}] "
_AN = "VERBOSE[{lwp}] "
_SEC = ('SECURITY[{lwp}] res_security_log.c: SecurityEvent="{ev}",EventTV="{evtv}",'
        'Severity="{sev}",Service="PJSIP",EventVersion="{=1}",AccountID="{acct}",'
        'SessionID="{sess}",LocalAddress="{laddr}",RemoteAddress="{raddr}"')
ASTERISK_SPECS = [
    (190, "INFO", _AV + 'pbx.c: Executing [{exten}@{ctx}:{prio}] Dial("{chan}", "{dialargs}") in new stack'),
    (175, "INFO", _AV + 'pbx.c: Executing [{exten}@{ctx}:{prio}] Set("{chan}", "{setarg}") in new stack'),
    (85, "INFO", _AV + 'pbx.c: Executing [{exten}@{ctx}:{prio}] Gosub("{chan}", "{gosub}") in new stack'),
    (60, "INFO", _AV + 'pbx.c: Executing [{exten}@{ctx}:{prio}] NoOp("{chan}", "{noop}") in new stack'),
    (55, "INFO", _AV + 'pbx.c: Executing [{exten}@{ctx}:{prio}] Answer("{chan}", "") in new stack'),
    (45, "INFO", _AV + 'pbx.c: Executing [{exten}@{ctx}:{prio}] Hangup("{chan}", "") in new stack'),
    (28, "INFO", _AV + 'pbx.c: Executing [{exten}@{ctx}:{prio}] Playback("{chan}", "{sound}") in new stack'),
    (20, "INFO", _AV + 'pbx.c: Executing [{exten}@{ctx}:{prio}] GotoIf("{chan}", "{gotoif}") in new stack'),
    (10, "INFO", _AV + 'pbx.c: Executing [{exten}@{ctx}:{prio}] VoiceMail("{chan}", "{vmbox}") in new stack'),
    (8, "INFO", _AV + 'pbx.c: Executing [{exten}@{ctx}:{prio}] MixMonitor("{chan}", "{mixfile}") in new stack'),
    (55, "INFO", _AV + "app_dial.c: Called {dialed}"),
    (50, "INFO", _AV + "app_dial.c: {chan2} is ringing"),
    (40, "INFO", _AV + "app_dial.c: {chan2} answered {chan}"),
    (11, "INFO", _AV + "app_dial.c: Nobody picked up in {ms} ms"),
    (5, "INFO", _AV + "app_dial.c: Everyone is busy/congested at this time ({dialstat})"),
    (40, "INFO", _AV + "bridge_channel.c: Channel {chan} joined 'simple_bridge' basic-bridge <{uuid}>"),
    (36, "INFO", _AV + "bridge_channel.c: Channel {chan} left 'simple_bridge' basic-bridge <{uuid}>"),
    (11, "INFO", _AV + "bridge_channel.c: Channel {chan} joined 'native_rtp' basic-bridge <{uuid}>"),
    (10, "INFO", _AV + "bridge_channel.c: Channel {chan} left 'native_rtp' basic-bridge <{uuid}>"),
    (32, "INFO", _AV + "pbx.c: Spawn extension ({ctx}, {exten}, {prio}) exited non-zero on '{chan}'"),
    (7, "INFO", _AV + "pbx.c: Auto fallthrough, channel '{chan}' status is 'BUSY'"),
    (4, "INFO", _AV + "pbx.c: Auto fallthrough, channel '{chan}' status is 'CHANUNAVAIL'"),
    (18, "INFO", _AV + "file.c: <{chan}> Playing '{soundfile}' (language '{lang}')"),
    (7, "INFO", _AV + "res_musiconhold.c: Started music on hold, class '{moh}', on channel '{chan}'"),
    (7, "INFO", _AV + "res_musiconhold.c: Stopped music on hold on {chan}"),
    (22, "INFO", _AV + "res_rtp_asterisk.c: {rtpptr} -- Strict RTP learning after remote "
                       "address set to: {ipport}"),
    (3, "INFO", _AV + "pbx.c: Goto ({ctx},{exten},{prio})"),
    (36, "INFO", _AN + "res_pjsip_registrar.c: Added contact '{contact}' to AOR '{aor}' with "
                       "expiration of {exp} seconds"),
    (10, "INFO", _AN + "res_pjsip_registrar.c: Removed contact '{contact}' from AOR '{aor}' "
                       "due to request"),
    (9, "INFO", _AN + "res_pjsip/pjsip_options.c: Contact {aorc} is now Unreachable.  RTT: {rtt} msec"),
    (9, "INFO", _AN + "res_pjsip/pjsip_options.c: Contact {aorc} is now Reachable.  RTT: {rtt} msec"),
    (6, "INFO", _AN + "res_pjsip/pjsip_configuration.c: Endpoint {aor} is now Reachable"),
    (5, "INFO", _AN + "res_pjsip/pjsip_configuration.c: Endpoint {aor} is now Unreachable"),
    (26, "INFO", _AN + "asterisk.c: Remote UNIX connection"),
    (25, "INFO", _AN + "asterisk.c: Remote UNIX connection disconnected"),
    (75, "INFO", "NOTICE[{lwp}] res_pjsip/pjsip_distributor.c: Request 'REGISTER' from '{fromhdr}' "
                 "failed for '{ipport}' (callid: {callid}) - No matching endpoint found"),
    (28, "INFO", "NOTICE[{lwp}] res_pjsip/pjsip_distributor.c: Request 'INVITE' from '{fromhdr}' "
                 "failed for '{ipport}' (callid: {callid}) - No matching endpoint found"),
    (8, "INFO", "NOTICE[{lwp}] res_pjsip/pjsip_distributor.c: Request 'OPTIONS' from '{fromhdr}' "
                "failed for '{ipport}' (callid: {callid}) - No matching endpoint found"),
    (18, "INFO", "NOTICE[{lwp}] res_pjsip/pjsip_distributor.c: Request 'REGISTER' from '{fromhdr}' "
                 "failed for '{ipport}' (callid: {callid}) - Failed to authenticate"),
    (55, "ERROR", _SEC.replace("{ev}", "InvalidAccountID").replace("{sev}", "Error")),
    (22, "INFO", _SEC.replace("{ev}", "ChallengeSent").replace("{sev}", "Informational")
                 + ',Challenge="{chal}"'),
    (30, "INFO", _SEC.replace("{ev}", "SuccessfulAuth").replace("{sev}", "Informational")
                 + ',UsingPassword="{=1}"'),
    (8, "ERROR", _SEC.replace("{ev}", "InvalidPassword").replace("{sev}", "Error")
                 + ',Challenge="{chal}",ReceivedChallenge="{chal}",ReceivedHash="{rhash}"'),
    (5, "WARN", "WARNING[{lwp}] res_pjsip_outbound_registration.c: No response received from "
                "'{regserver}' on registration attempt to '{regclient}', retrying in '{=60}'"),
    (1, "WARN", "WARNING[{lwp}] res_pjsip_outbound_registration.c: Fatal response '{=403}' "
                "received from '{regserver}' on registration attempt to '{regclient}', "
                "stopping outbound registration"),
    (4, "WARN", "WARNING[{lwp}][{cid}] file.c: File {sound} does not exist in any format"),
    (2, "WARN", "WARNING[{lwp}][{cid}] file.c: Unable to open {sound} (format {fmtset}): "
                "No such file or directory"),
    (3, "WARN", "WARNING[{lwp}] taskprocessor.c: The '{tp}' task processor queue reached "
                "{=500} scheduled tasks."),
    (1, "WARN", "WARNING[{lwp}] taskprocessor.c: The '{tp}' task processor queue reached "
                "{=500} scheduled tasks again."),
    (3, "ERROR", "ERROR[{lwp}] res_pjsip.c: Error {pjerr} 'Network is unreachable' sending "
                 "OPTIONS request to endpoint {trunk}"),
    (2, "ERROR", "ERROR[{lwp}][{cid}] app_dial.c: Unable to create channel of type 'PJSIP' "
                 "(cause {=3} - No route to destination)"),
    (3, "ERROR", "ERROR[{lwp}][{cid}] chan_pjsip.c: Unable to create PJSIP channel with "
                 "endpoint '{badep}' as it does not exist"),
    (1, "ERROR", "ERROR[{lwp}] cdr_adaptive_odbc.c: Unable to retrieve database handle for "
                 "'{dsn}'.  CDR failed: {sql}"),
    (6, "DEBUG", "DEBUG[{lwp}][{cid}] res_pjsip_session.c: Method is INVITE, Response is "
                 "{=200} OK"),
]


def make_asterisk_full(rng: random.Random) -> list[dict[str, str]]:
    clock = _Clock(rng, _start(rng), 6.0, 0.45)
    last: dict[str, str] = {}
    lwps = [str(rng.randint(1200, 32000)) for _ in range(24)]
    exts = [str(100 + i) for i in range(40)]
    pick_ext = _zipf(rng, exts, 1.1, shuffle=True)
    cid_ctr = [rng.randint(0x100, 0x3000)]
    chan_ctr = [rng.randint(0x100, 0x3000)]

    def new_cid():
        cid_ctr[0] += 1
        return f"C-{cid_ctr[0]:08x}"

    def new_chan():
        chan_ctr[0] += 1
        pre = rng.choices([pick_ext(), "trunk-sipgate", "trunk-telekom"], [8, 2, 1])[0]
        return f"PJSIP/{pre}-{chan_ctr[0]:08x}"

    cids = _Recent(rng, new_cid, 0.12, 0.6)
    chans = _Recent(rng, new_chan, 0.2, 0.5)
    legs = _Recent(rng, new_chan, 0.5, 0.9)
    ext_ips = {e: f"192.168.{rng.choice([1, 1, 10])}.{rng.randint(20, 250)}" for e in exts}
    scanners = [f"{rng.randint(23, 212)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}."
                f"{rng.randint(1, 254)}" for _ in range(25)]
    pick_scanner = _zipf(rng, scanners, 1.3)
    server_ip = "10.0.0.5"

    def ext():
        return last.get("ext") or pick_ext()

    def contact():
        e = last["ext"] = pick_ext()
        return f"sip:{e}@{ext_ips[e]}:{rng.choice([5060, 5062, rng.randint(30000, 60000)])};ob"

    def scanner_port():
        ip = pick_scanner()
        last["sip"] = ip
        return f"{ip}:{rng.choice([5060, 5060, 5070, rng.randint(1024, 65000)])}"

    def fromhdr():
        u = rng.choice(["100", "1000", "admin", "101", "asterisk", "9999", "test", "200"])
        host = last.get("sip", server_ip)
        return rng.choice([f'"{u}" <sip:{u}@{host}>', f"<sip:{u}@{host}>"])

    fields = {
        "mon": lambda: clock.t.strftime("%b"),
        "day": lambda: str(clock.t.day),
        "hms": lambda: clock.t.strftime("%H:%M:%S"),
        "lwp": _zipf(rng, lwps, 1.0),
        "cid": cids,
        "chan": chans,
        "chan2": legs,
        "exten": _zipf(rng, ["s", "h", "100", "101", "102", "110", "*97", "+4930901820",
                             "004930123456", "i", "t"], 1.2),
        "ctx": _zipf(rng, ["from-internal", "macro-dial-one", "from-trunk", "sub-record-check",
                           "from-pstn", "ext-local", "macro-user-callerid", "app-blackhole",
                           "func-apply-sipheaders"], 1.1),
        "prio": _zipf(rng, [str(i) for i in range(1, 25)], 1.2),
        "dialargs": lambda: rng.choice([
            f"PJSIP/{pick_ext()},30,tTr",
            f"PJSIP/{pick_ext()}&PJSIP/{pick_ext()},25,Ttr",
            f"PJSIP/+49{rng.randint(30000000, 899999999)}@trunk-sipgate,300,Tt"]),
        "setarg": _zipf(rng, ["CALLERID(name)=Reception", "__FROM_DID=+4930901820",
                              "CDR(accountcode)=sales", "DIAL_OPTIONS=Ttr",
                              "RECORD_CALL=yes", "__PICKUPMARK=101", "TIMEOUT(absolute)=7200",
                              "CHANNEL(language)=de", "AMPUSER=101"], 1.0),
        "gosub": _zipf(rng, ["sub-record-check,s,1(exten,101,dontcare)",
                             "func-apply-sipheaders,s,1()", "macro-dial-one,s,1(,Ttr,101)",
                             "app-blackhole,hangup,1()"], 1.2),
        "noop": _zipf(rng, ["Incoming call from +493012345678", "Exiting recording check",
                            "Dialing internal extension", "DIALSTATUS: NOANSWER",
                            "Blacklisted caller"], 1.1),
        "sound": _zipf(rng, ["custom/welcome", "vm-goodbye", "ss-noservice",
                             "custom/closed-holiday", "im-sorry", "beep"], 1.2),
        "gotoif": lambda: rng.choice(['1?ext-local,100,1', '0?sub-record-check,s,1',
                                      '$["BUSY" = "BUSY"]?busy:noanswer']),
        "vmbox": lambda: f"{pick_ext()}@default,{rng.choice(['u', 'b', 'su'])}",
        "mixfile": lambda: (f"{clock.t:%Y/%m/%d}/out-{pick_ext()}-{pick_ext()}-"
                            f"{clock.t:%Y%m%d-%H%M%S}-{int(clock.t.timestamp())}."
                            f"{rng.randint(1, 999)}.wav,ab"),
        "dialed": lambda: rng.choice([f"PJSIP/{pick_ext()}",
                                      f"PJSIP/+49{rng.randint(30000000, 899999999)}@trunk-sipgate"]),
        "ms": lambda: rng.choice(["30000", "25000", "20000", "60000"]),
        "dialstat": lambda: rng.choice(["1:0/0/1", "2:0/0/2", "1:1/0/0"]),
        "uuid": lambda: _uuid(rng),
        "soundfile": lambda: rng.choice(["custom/welcome", "vm-goodbye", "beep", "vm-intro",
                                         "silence/1"]) + ".slin",
        "lang": _zipf(rng, ["en", "de"], 2.0),
        "moh": _zipf(rng, ["default", "ringing"], 1.5),
        "rtpptr": lambda: "0x7f" + _hex(rng, 10),
        "ipport": scanner_port,
        "contact": contact,
        "aor": ext,
        "aorc": lambda: (lambda c: f"{last['ext']}/{c}")(contact()),
        "exp": _zipf(rng, ["3600", "300", "120", "60"], 1.2),
        "rtt": lambda: f"{rng.uniform(0.3, 120):.3f}" if rng.random() < 0.8 else "0.000",
        "fromhdr": fromhdr,
        "callid": lambda: rng.choice([_hex(rng, 32), f"{rng.randint(10**9, 4 * 10**9)}",
                                      f"{_alnum(rng, 22)}."]),
        "evtv": lambda: clock.t.strftime("%Y-%m-%dT%H:%M:%S.%f") + "+0100",
        "acct": lambda: rng.choice(["100", "admin", "1001", "test", pick_ext(), pick_ext()]),
        "sess": lambda: f"{_hex(rng, 8)}-{_hex(rng, 4)}@{pick_scanner()}",
        "laddr": lambda: f"IPV4/UDP/{server_ip}/5060",
        "raddr": lambda: f"IPV4/UDP/{pick_scanner()}/{rng.choice([5060, rng.randint(1024, 65000)])}",
        "chal": lambda: f"{int(clock.t.timestamp())}/{_hex(rng, 32)}",
        "rhash": lambda: _hex(rng, 32),
        "regserver": lambda: "sip:sipconnect.sipgate.de",
        "regclient": lambda: f"sip:{rng.choice(['2484621e0', '2484621t0'])}@sipconnect.sipgate.de",
        "fmtset": lambda: rng.choice(["(ulaw)", "(alaw|ulaw)", "(g722)"]),
        "tp": _zipf(rng, ["stasis/m:cache_pattern:1/channel:all-00000041",
                          "subm:manager_topic-00000006", "pjsip/distributor-0000002a"], 1.2),
        "pjerr": lambda: rng.choice(["120101", "120065"]),
        "trunk": lambda: rng.choice(["trunk-sipgate", "trunk-telekom"]),
        "badep": lambda: rng.choice(["105", "150", "trunk-old", "199"]),
        "dsn": lambda: "asteriskcdrdb:cdr",
        "sql": lambda: (f"INSERT INTO cdr (calldate,clid,src,dst,duration) VALUES "
                        f"('{clock.t:%Y-%m-%d %H:%M:%S}','\"Reception\" <{pick_ext()}>',"
                        f"'{pick_ext()}','{pick_ext()}',{rng.randint(1, 900)})"),
    }
    P = "[{mon} {day} {hms}] "
    specs = [(w, lvl, P + f) for w, lvl, f in ASTERISK_SPECS]
    return _run(rng, specs, fields, clock)


# --------------------------------------------------------------------------
# zfs_zed
# --------------------------------------------------------------------------
_Z = "zed: eid={eid} class="
_IO = "size={size} offset={off} priority={pri} err={err} flags={flags}"
ZED_SPECS = [
    (250, "-", _Z + "history_event pool='{pool}'"),
    (110, "-", _Z + "config_sync pool='{pool}'"),
    (130, "-", "zed[{zpid}]: Invoking \"{zedlet}\" eid={eid} pid={cpid}"),
    (128, "-", "zed[{zpid}]: Finished \"{zedlet}\" eid={eid} pid={cpid} time={secs} exit={exitc}"),
    (95, "-", "zfs-auto-snap: {snap}, {ncr} created, {ndel} destroyed, {=0} warnings."),
    (8, "-", _Z + "scrub_start pool='{pool}'"),
    (7, "-", _Z + "scrub_finish pool='{pool}'"),
    (1.5, "-", _Z + "resilver_start pool='{pool}'"),
    (1.5, "-", _Z + "resilver_finish pool='{pool}'"),
    (4, "-", _Z + "trim_start pool='{pool}'"),
    (4, "-", _Z + "trim_finish pool='{pool}'"),
    (1.5, "-", _Z + "statechange pool='{pool}' vdev={vdev} vdev_state=FAULTED"),
    (2, "-", _Z + "statechange pool='{pool}' vdev={vdev} vdev_state=ONLINE"),
    (1, "-", _Z + "statechange pool='{pool}' vdev={vdev} vdev_state=REMOVED"),
    (2, "-", _Z + "vdev_online pool='{pool}' vdev={vdev} vdev_state=ONLINE"),
    (6, "-", _Z + "checksum pool='{pool}' vdev={vdev} algorithm=fletcher4 " + _IO + " bookmark={bm}"),
    (6, "-", _Z + "io pool='{pool}' vdev={vdev} " + _IO + " delay={delay} bookmark={bm}"),
    (4, "-", _Z + "delay pool='{pool}' vdev={vdev} " + _IO + " delay={delay} bookmark={bm}"),
    (2, "-", _Z + "data pool='{pool}' priority={pri} err={err} flags={flags} bookmark={bm}"),
    (0.5, "-", _Z + "probe_failure pool='{pool}' vdev={vdev}"),
    (0.4, "-", _Z + "pool_import pool='{pool}'"),
    (0.5, "-", _Z + "vdev_attach pool='{pool}' vdev={vdev} vdev_state=ONLINE"),
    (6, "ERROR", "zed: error: {zedlet}: eid={eid}: \"mail\" not installed"),
    (1.5, "ERROR", "zed: error: {zedlet}: eid={eid}: failed to create lock file \"{lockf}\""),
    (1, "WARN", "kernel: [{up}] WARNING: CPU: {cpu} PID: {kpid} at {ksrc} {kfn} [zfs]"),
    (0.5, "-", "zed[{zpid}]: Missed {nmiss} events"),
    (1.5, "WARN", "kernel: [{up}] WARNING: Pool '{pool}' has encountered an uncorrectable I/O "
                "failure and has been suspended."),
    (3, "INFO", "kernel: [{up}] INFO: task {task} blocked for more than {=120} seconds."),
    (0.3, "FATAL", "kernel: [{up}] PANIC: zfs: adding existent segment to range tree "
                 "(offset={hoff} size={hsize})"),
    (0.3, "-", "kernel: [{up}] VERIFY3(rs_get_end(rs, rt) >= end) failed ({va} >= {vb})"),
    (0.3, "FATAL", "kernel: [{up}] PANIC at range_tree.c:{=485}:range_tree_remove_impl()"),
    (3, "-", "kernel: [{up}] I/O error, dev {dev}, sector {sector} op {=0x0}:(READ) flags "
             "{kflags} phys_seg {seg} prio class {=2}"),
    (2, "-", "kernel: [{up}] sd {hctl}: [{dev}] {tag} FAILED Result: hostbyte=DID_OK "
             "driverbyte=DRIVER_OK cmd_age={age}"),
    (2, "-", "kernel: [{up}] sd {hctl}: [{dev}] {tag} Sense Key : Medium Error [current]"),
    (0, "-", "systemd[{=1}]: Started zfs-zed.service - ZFS Event Daemon (zed)."),
    (0, "-", "zed[{zpid}]: ZFS Event Daemon {zver} (PID {zpid})"),
    (0, "-", "zed[{zpid}]: Processing events since eid={eid}"),
]


def make_zfs_zed(rng: random.Random) -> list[dict[str, str]]:
    clock = _Clock(rng, _start(rng), 40.0, 0.4)
    hosts = ["nas01", "backup-zfs", "pve2"]
    pick_host = _zipf(rng, hosts, 2.5)
    pools = ["tank", "rpool", "backup", "data", "bpool"]
    pick_pool = _zipf(rng, pools, 1.3, shuffle=True)
    disks = [f"{p}{c}1" for p in ("sd",) for c in "abcdefgh"] + \
            [f"ata-WDC_WD80EFAX-68KNBN0_VAG{_alnum(rng, 5).upper()}-part1" for _ in range(3)] + \
            [f"nvme0n1p{i}" for i in (2, 3)]
    pick_vdev = _zipf(rng, disks, 1.0, shuffle=True)
    zpids = {h: str(rng.randint(1500, 4000)) for h in hosts}
    last: dict[str, str] = {}

    def host():
        last["host"] = pick_host()
        return last["host"]
    eid = [rng.randint(1, 40)]
    uptime0 = rng.uniform(300_000, 4_000_000)
    cpid = [rng.randint(4000, 9000)]

    def eidf():
        if rng.random() < 0.45:
            eid[0] += 1
        return str(eid[0])

    def cpidf():
        cpid[0] += rng.randint(1, 40)
        return str(cpid[0])

    def snap():
        label = rng.choices(["frequent", "hourly", "daily", "weekly"], [12, 4, 1, 0.3])[0]
        return f"@zfs-auto-snap_{label}-{clock.t:%Y-%m-%d-%H%M}"

    fields = {
        "mon": lambda: clock.t.strftime("%b"),
        "day": lambda: str(clock.t.day),
        "hms": lambda: clock.t.strftime("%H:%M:%S"),
        "host": host,
        "eid": eidf,
        "pool": pick_pool,
        "vdev": lambda: "/dev/" + (d if (d := pick_vdev()).startswith(("sd", "nvme"))
                                   else "disk/by-id/" + d),
        "zpid": lambda: zpids[last.get("host", hosts[0])],
        "lockf": lambda: rng.choice(["/var/lock/zed/zfs-list", "/var/lock/zed/zed.lock"]),
        "cpu": lambda: str(rng.randint(0, 31)),
        "kpid": lambda: str(rng.randint(300, 99999)),
        "ksrc": lambda: rng.choice(["module/zfs/dmu.c:1103", "module/zfs/arc.c:5830",
                                    "module/zfs/zio.c:4621"]),
        "kfn": lambda: rng.choice(["dmu_buf_hold_array_by_dnode+0x3c4/0x4e0",
                                   "arc_buf_alloc_impl+0x16a/0x1f0", "zio_done+0x9a2/0x1010"]),
        "cpid": cpidf,
        "zedlet": _zipf(rng, ["all-syslog.sh", "history_event-zfs-list-cacher.sh",
                              "statechange-notify.sh", "scrub_finish-notify.sh",
                              "resilver_finish-notify.sh", "data-notify.sh",
                              "statechange-led.sh", "deadman-slot_off.sh"], 1.3),
        "secs": lambda: f"{rng.uniform(0.001, 0.09):.3f}s" if rng.random() < 0.95
        else f"{rng.uniform(1, 30):.3f}s",
        "exitc": _zipf(rng, ["0", "1", "3"], 4.0),
        "snap": snap,
        "ncr": lambda: str(rng.randint(1, 12)),
        "ndel": lambda: str(rng.randint(0, 12)),
        "size": lambda: str(rng.choice([4096, 8192, 16384, 131072, 1048576])),
        "off": lambda: str(rng.randrange(0, 8 * 10**12, 4096)),
        "pri": lambda: rng.choice(["0", "1", "2", "3", "4"]),
        "err": lambda: rng.choice(["5", "52", "0", "6"]),
        "flags": lambda: rng.choice(["0x180880", "0x808881", "0x40080c80", "0x100080"]),
        "delay": lambda: str(rng.randint(30001, 180000)),
        "bm": lambda: f"{rng.randint(50, 900)}:{rng.randint(1, 90000)}:0:{rng.randint(0, 200000)}",
        "nmiss": lambda: str(rng.randint(1, 40)),
        "up": lambda: f"{uptime0 + clock.elapsed():.6f}",
        "task": lambda: rng.choice(["txg_sync", "z_wr_iss", "txg_quiesce", "zfs"])
        + f":{rng.randint(300, 90000)}",
        "hoff": lambda: f"{rng.randrange(0x100000, 0xfffffffff):x}",
        "hsize": lambda: f"{rng.choice([0x1000, 0x2000, 0x8000, 0x20000]):x}",
        "va": lambda: str(rng.randint(10**6, 10**10)),
        "vb": lambda: str(rng.randint(10**10, 10**11)),
        "dev": lambda: "sd" + rng.choice("abcdefgh"),
        "sector": lambda: str(rng.randint(2048, 15_600_000_000)),
        "kflags": lambda: rng.choice(["0x0", "0x700", "0x80700"]),
        "seg": lambda: rng.choice(["1", "1", "2", "32"]),
        "hctl": lambda: f"{rng.randint(0, 3)}:0:{rng.randint(0, 7)}:0",
        "tag": lambda: f"tag#{rng.randint(0, 31)}",
        "age": lambda: f"{rng.randint(0, 30)}s",
        "zver": lambda: "2.2.6-pve1",
    }
    P = "{mon} {day} {hms} {host} "
    specs = [(w, lvl, P + f) for w, lvl, f in ZED_SPECS]
    head = [P + "systemd[{=1}]: Started zfs-zed.service - ZFS Event Daemon (zed).",
            P + "zed[{zpid}]: ZFS Event Daemon {zver} (PID {zpid})",
            P + "zed[{zpid}]: Processing events since eid={eid}"]
    return _run(rng, specs, fields, clock, head=head)


# --------------------------------------------------------------------------
# nextcloud_json
# --------------------------------------------------------------------------
_NC_LEVEL = {0: "DEBUG", 1: "INFO", 2: "WARN", 3: "ERROR", 4: "FATAL"}


def _jesc(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)[1:-1]


def _nc(w, lvl, app, method, msg, url="{url_web}", user="{user}", ip="{ip}", ua="{ua}",
        data=True):
    lits, names = _split(msg)
    m = _jesc(lits[0]) + "".join("{" + nm + "}" + _jesc(lit) for nm, lit in zip(names, lits[1:]))
    tail = ',"data":{"app":"' + app + '"}' if data else ""
    line = ('{"reqId":"{reqid}","level":' + str(lvl) + ',"time":"{time}","remoteAddr":"'
            + ip + '","user":"' + user + '","app":"' + app + '","method":"' + method
            + '","url":"' + url + '","message":"' + m + '","userAgent":"' + ua
            + '","version":"{ver}"' + tail + "}")
    return (w, _NC_LEVEL[lvl], line)


def _nc_cron(w, lvl, app, msg, data=True):
    return _nc(w, lvl, app, "", msg, url="--", user="--", ip="", ua="--", data=data)


NEXTCLOUD_SPECS = [
    _nc(190, 2, "core", "POST", "Login failed: {luser} (Remote IP: {ip})",
        url="{url_login}", user="--"),
    _nc(85, 2, "core", "POST", 'Bruteforce attempt from "{ip}" detected for action "login".',
        url="{url_login}", user="--", data=False),
    _nc(170, 1, "admin_audit", "PROPFIND", 'File accessed: "{ufile}"', url="{url_dav}"),
    _nc(140, 1, "admin_audit", "PUT", 'File written to: "{ufile}"', url="{url_dav}"),
    _nc(55, 1, "admin_audit", "POST", 'Login successful: "{user}"', url="{url_login}"),
    _nc(35, 1, "admin_audit", "DELETE", 'File deleted: "{ufile}"', url="{url_dav}"),
    _nc(28, 1, "admin_audit", "GET", 'Preview accessed: "{ufile}" (width: "{pw}", height: '
        '"{pw}" crop: "{crop}", mode: "{pmode}")', url="{url_prev}"),
    _nc(22, 1, "admin_audit", "MOVE", 'File renamed: "{ufile}" to "{ufile2}"', url="{url_dav}"),
    _nc(18, 1, "admin_audit", "POST", "Logout occurred", url="{url_logout}"),
    _nc(45, 0, "webdav", "PROPFIND", "File with name {davname} could not be located",
        url="{url_dav}"),
    _nc(30, 2, "no app in context", "GET", "Could not find resource {res} to load",
        data=False),
    _nc(40, 3, "PHP", "GET", 'Undefined array key "{akey}" at {phploc}'),
    _nc(22, 3, "PHP", "GET", 'Trying to access array offset on value of type null at {phploc}'),
    _nc(9, 3, "PHP", "POST", "fopen({tmpf}): Failed to open stream: No such file or directory "
        "at {phploc}"),
    _nc(9, 3, "webdav", "PUT", "Expected filesize of {nb1} bytes but read (from Nextcloud "
        "client) and wrote (to Nextcloud storage) {nb2} bytes. Could either be a network "
        "problem on the sending side or a problem writing to the storage on the server side.",
        url="{url_dav}"),
    _nc(18, 2, "webdav", "PUT", '"{lockpath}" is locked, existing lock on file: exclusive',
        url="{url_dav}"),
    _nc(7, 2, "webdav", "MOVE", '"{lockpath}" is locked, existing lock on file: {nlocks} '
        "shared locks", url="{url_dav}"),
    _nc(25, 2, "core", "GET", 'Trusted domain error. "{ip}" tried to access using "{thost}" '
        "as host.", user="--", url="{url_root}"),
    _nc_cron(30, 2, "core", "Background job {jobclass} (id: {bjid}, arguments: {args}) ran "
             "for {bsec} seconds"),
    _nc_cron(6, 3, "core", "Error while running background job (class: {jobclass}, "
             "arguments: {args})"),
    _nc_cron(4, 3, "core", "Could not connect to appstore: cURL error {=6}: Could not resolve "
             "host: apps.nextcloud.com (see {curldoc}) for {appstore}"),
    _nc(9, 3, "richdocuments", "GET", "cURL error {=28}: Connection timed out after {cto} "
        "milliseconds (see {curldoc}) for {wopi}", url="{url_apps}"),
    _nc(1.5, 3, "core", "PROPFIND", "An exception occurred while executing a query: "
        "SQLSTATE[{=40001}]: Serialization failure: {=1213} Deadlock found when trying to get "
        "lock; try restarting transaction", url="{url_dav}"),
    _nc(1, 3, "core", "GET", "Redis server went away"),
    _nc(0.8, 4, "PHP", "GET", "Allowed memory size of {=536870912} bytes exhausted (tried to "
        "allocate {alloc} bytes) at {phploc}", url="{url_apps}"),
    _nc(0.4, 4, "PHP", "POST", "Maximum execution time of {=3600} seconds exceeded at {phploc}",
        url="{url_apps}"),
    _nc(8, 2, "files", "GET", "Backends provided no user object for {uid}", url="{url_ocs}"),
    _nc(14, 0, "core", "GET", "Could not generate preview for file {fileid}: {prevreason}",
        url="{url_prev}"),
    _nc_cron(12, 1, "files", "Scanning files for {user}"),
    _nc(0.6, 3, "core", "GET", "Could not decrypt or decode encrypted session data"),
    _nc_cron(0.5, 3, "core", "Memcache \\OC\\Memcache\\APCu not available for local cache"),
    _nc(0.8, 2, "core", "POST", "Renewing session token failed", url="{url_login}"),
    _nc(0.7, 3, "dav", "REPORT", "Invalid sync token {synctok}", url="{url_cal}"),
    _nc(0.5, 2, "theming", "GET", "Could not load image {themeimg}", url="{url_root}"),
]


def make_nextcloud_json(rng: random.Random) -> list[dict[str, str]]:
    clock = _Clock(rng, _start(rng), 20.0, 0.45)
    last: dict[str, str] = {}
    users = ["alice", "bob", "carol", "dave", "erika.m", "frank", "g.hoffmann", "heidi",
             "ivan", "admin", "julia", "kim", "lena.s", "markus"]
    pick_user = _zipf(rng, users, 1.1, shuffle=True)
    lan = [f"192.168.178.{rng.randint(20, 250)}" for _ in range(6)]
    wan = [f"{rng.randint(31, 217)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}."
           f"{rng.randint(1, 254)}" for _ in range(30)]
    pick_ip = _zipf(rng, lan + wan, 1.0, shuffle=True)
    uas = [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
        "Chrome/131.0.0.0 Safari/537.36",
        "Mozilla/5.0 (Windows) mirall/3.14.3stable-Win64 (build 20241107) (Nextcloud, "
        "windows-10.0.22631 ClientArchitecture: x86_64 OsArchitecture: x86_64)",
        "Mozilla/5.0 (Android) Nextcloud-android/3.30.5",
        "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0",
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like "
        "Gecko) Version/18.1 Safari/605.1.15",
        "Mozilla/5.0 (iOS) Nextcloud-iOS/5.5.4",
        "DAVx5/4.4.3.2-ose (2024/10/21; dav4jvm; okhttp/4.12.0) Android/14",
        "Mozilla/5.0 (Linux) mirall/3.13.2 (Nextcloud, ubuntu-6.8.0-48-generic "
        "ClientArchitecture: x86_64 OsArchitecture: x86_64)",
        "curl/8.5.0",
        "python-requests/2.31.0",
    ]
    docs = ["Documents/report.docx", "Documents/Budget 2026.xlsx", "Photos/IMG_4711.jpg",
            "Photos/2026/11/PXL_20261129_181522.jpg", "Notes/todo.md", "Talk/screenshot.png",
            "Backup/phone/contacts.vcf", "Projects/thesis/main.tex", "Music/track01.flac",
            "Documents/Scans/scan_0042.pdf", "InstantUpload/Camera/VID_20261128.mp4"]
    pick_doc = _zipf(rng, docs, 1.0, shuffle=True)
    reqids = _Recent(rng, lambda: _alnum(rng, 20), 0.55, 0.8)
    bad_logins = ["admin", "root", "test", "alice", "administrator", "user", "nextcloud",
                  "bob@example.com", "info"]

    def user():
        u = pick_user()
        last["user"] = u
        return u

    def ufile():
        return f"/{last.get('user') or pick_user()}/files/{pick_doc()}"

    fields = {
        "reqid": reqids,
        "time": lambda: clock.t.strftime("%Y-%m-%dT%H:%M:%S+00:00"),
        "ip": pick_ip,
        "user": user,
        "ua": _zipf(rng, uas, 1.0, shuffle=True),
        "ver": lambda: "30.0.2.2",
        "url_login": lambda: rng.choice(["/login", "/login", "/index.php/login",
                                         "/ocs/v2.php/core/getapppassword"]),
        "url_logout": lambda: f"/logout?requesttoken={_alnum(rng, 40)}%3D",
        "url_dav": lambda: f"/remote.php/dav/files/{last.get('user') or pick_user()}/"
                           + pick_doc().replace(" ", "%20"),
        "url_web": _zipf(rng, ["/index.php/apps/files/", "/apps/dashboard/",
                               "/ocs/v2.php/apps/notifications/api/v2/notifications?format=json",
                               "/index.php/apps/photos/", "/index.php/settings/user",
                               "/apps/spreed/", "/index.php/apps/calendar/"], 1.0),
        "url_prev": lambda: f"/index.php/core/preview?fileId={rng.randint(1000, 990000)}"
                            f"&x={rng.choice([256, 512, 1024])}&y={rng.choice([256, 512, 1024])}"
                            "&a=true",
        "url_ocs": lambda: "/ocs/v2.php/apps/files_sharing/api/v1/shares?format=json",
        "url_apps": lambda: rng.choice(["/index.php/apps/richdocuments/index",
                                        "/index.php/apps/files/ajax/download.php",
                                        "/index.php/apps/richdocuments/settings/check"]),
        "url_root": lambda: rng.choice(["/", "/status.php", "/index.php"]),
        "luser": _zipf(rng, bad_logins, 1.2),
        "ufile": ufile,
        "ufile2": ufile,
        "pw": lambda: rng.choice(["64", "256", "512", "1024"]),
        "crop": lambda: rng.choice(["1", "0"]),
        "pmode": lambda: rng.choice(["fill", "cover"]),
        "davname": lambda: rng.choice(["//desktop.ini", "//.directory", "//Thumbs.db",
                                       "//" + pick_doc().split("/")[-1], "//.DS_Store"]),
        "res": _zipf(rng, ["settings-vue-settings-personal-info.js", "core-common.css",
                           "files_pdfviewer-main.js", "spreed-talk.js"], 1.3),
        "akey": _zipf(rng, ["displayname", "scope", "HTTP_X_FORWARDED_FOR", "mimetype"], 1.2),
        "phploc": _zipf(rng, [
            "/var/www/nextcloud/apps/theming/lib/ThemingDefaults.php#228",
            "/var/www/nextcloud/lib/private/AppFramework/Http/Request.php#617",
            "/var/www/nextcloud/apps/calendar/lib/Controller/ViewController.php#112",
            "/var/www/nextcloud/lib/private/Files/Storage/Local.php#345",
            "/var/www/nextcloud/3rdparty/sabre/dav/lib/DAV/Server.php#1098"], 1.1),
        "tmpf": lambda: f"/tmp/oc_tmp_{_alnum(rng, 6)}-.upload",
        "nb1": lambda: str(rng.randint(10**5, 4 * 10**9)),
        "nb2": lambda: str(rng.randint(0, 10**5)),
        "lockpath": lambda: f"files/{_hex(rng, 32)}",
        "nlocks": lambda: str(rng.randint(1, 4)),
        "thost": lambda: rng.choice([pick_ip(), "cloud.example.org", "localhost",
                                     "nextcloud.fritz.box"]),
        "jobclass": _zipf(rng, ["OCA\\Files\\BackgroundJob\\ScanFiles",
                                "OCA\\Text\\Cron\\Cleanup",
                                "OCA\\Files_Trashbin\\BackgroundJob\\ExpireTrash",
                                "OC\\Preview\\BackgroundCleanupJob",
                                "OCA\\FilesVersions\\BackgroundJob\\ExpireVersions",
                                "OCA\\DAV\\BackgroundJob\\CleanupInvitationTokenJob"], 1.1),
        "bjid": lambda: str(rng.randint(1, 400)),
        "args": lambda: rng.choice(["null", "null", '{"uid":"' + pick_user() + '"}']),
        "bsec": lambda: str(rng.randint(300, 4000)),
        "curldoc": lambda: "https://curl.haxx.se/libcurl/c/libcurl-errors.html",
        "appstore": lambda: "https://apps.nextcloud.com/api/v1/apps.json",
        "cto": lambda: str(rng.choice([5000, 5001, 5002, 30000])),
        "wopi": lambda: "https://office.example.org/hosting/capabilities",
        "alloc": lambda: str(rng.choice([20480, 65536, 262144, 4096])),
        "uid": lambda: _uuid(rng).upper(),
        "fileid": lambda: str(rng.randint(1000, 990000)),
        "synctok": lambda: f"http://sabre.io/ns/sync/{rng.randint(1, 90000)}",
        "url_cal": lambda: f"/remote.php/dav/calendars/{last.get('user') or pick_user()}/personal/",
        "themeimg": lambda: rng.choice(["background", "logo", "favicon"]),
        "prevreason": lambda: rng.choice(["No preview generated", "Max preview size 0 is invalid"]),
    }
    return _run(rng, NEXTCLOUD_SPECS, fields, clock, vesc=_jesc)


# --------------------------------------------------------------------------
# pytorch_train
# --------------------------------------------------------------------------
_H = "[{hdate} {htime}][__main__][{lvl}] - "
_HI, _HW, _HE = (_H.replace("{lvl}", x) for x in ("INFO", "WARNING", "ERROR"))
_NI = "{ncid} [{gpu}] NCCL INFO "
_DASH = "-" * 100
_PT_HEAD = [
    "GPU available: True (cuda), used: True",
    "TPU available: False, using: {=0} TPU cores",
    "HPU available: False, using: {=0} HPUs",
    "Initializing distributed: GLOBAL_RANK: {=0}, MEMBER: {=1/8}",
    _DASH,
    "distributed_backend=nccl",
    "All distributed processes registered. Starting with {=8} processes",
    _DASH,
    _NI + "Bootstrap : Using {ifaddr}",
    _NI + "NCCL version {ncclver}",
    _NI + "NET/IB : Using {ibdev} ; OOB {ifaddr}",
    _NI + "Using network IB",
    _NI + "comm {commptr} rank {rankn} nranks {=8} cudaDev {gpu} nvmlDev {gpu} busId {busid} "
          "commId {commid} - Init COMPLETE",
    "LOCAL_RANK: {=0} - CUDA_VISIBLE_DEVICES: [{=0,1,2,3}]",
    "[{rankt}]:[W{gmd} {gtime} {gtid} ProcessGroupNCCL.cpp:{=4115}] [PG {=0} Rank {rankn}]  "
    "using GPU {gpu} to perform barrier as devices used by this process are currently "
    "unknown. This can potentially cause a hang if this rank to GPU mapping is incorrect."
    "Specify device_ids in barrier() to force use of a particular device.",
    "Restoring states from the checkpoint path at {ckptl}",
    "{ckpath}:{=1113}: FutureWarning: You are using `torch.load` with `weights_only=False` "
    "(the current default value), which uses the default pickle module implicitly. It is "
    "possible to construct malicious pickle data which will execute arbitrary code during "
    "unpickling (See {secdoc} for more details). In a future release, the default value for "
    "`weights_only` will be flipped to `True`. This limits the functions that could be "
    "executed during unpickling. Arbitrary objects will no longer be allowed to be loaded "
    "via this mode unless they are explicitly allowlisted by the user via "
    "`torch.serialization.add_safe_globals`. We recommend you start setting "
    "`weights_only=True` for any use case where you don't have full control of the loaded "
    "file. Please open an issue on GitHub for any issues related to this experimental feature.",
    "Restored all states from the checkpoint at {ckptl}",
    "{dlpath}:{=617}: UserWarning: This DataLoader will create {nw} worker processes in total. "
    "Our suggested max number of worker in current system is {nsug}, which is smaller than "
    "what this DataLoader is going to create. Please be aware that excessive worker creation "
    "might get DataLoader running slow or even freeze, lower the worker number to avoid "
    "potential slowness/freeze if necessary.",
    "  warnings.warn(",
    "{ldcpath}:{=424}: The 'val_dataloader' does not have many workers which may be a "
    "bottleneck. Consider increasing the value of the `num_workers` argument` to "
    "`num_workers={nwk}` in the `DataLoader` to improve performance.",
]
_PT_TAIL = ["`Trainer.fit` stopped: `max_epochs={maxep}` reached."]
PYTORCH_SPECS = [
    (720, "INFO", _HI + "epoch {ep} step {step}/{total} | loss {loss} | lr {lr} | grad_norm "
                        "{gn} | {tput} samples/s | {sit} s/it"),
    (55, "INFO", _HI + "[val] epoch {ep} step {step} | val_loss {vloss} | val_acc {acc} | "
                       "val_ppl {ppl}"),
    (22, "INFO", _HI + "Saving checkpoint to {ckpt}"),
    (21, "INFO", _HI + "Checkpoint saved in {csec}s ({cgb} GB)"),
    (8, "INFO", _HI + "Starting epoch {ep}"),
    (7, "INFO", _HI + "Evaluation finished in {csec}s"),
    (4, "INFO", _HI + "New best val_loss {vloss} at step {step}"),
    (7, "WARN", _HW + "Loss is nan at step {step}, skipping batch"),
    (9, "WARN", _HW + "Gradient overflow at step {step}, reducing loss scale to {scale}"),
    (2, "ERROR", _HE + "CUDA OOM at step {step} with batch size {bs}, retrying with {bs2}"),
    (26, "-", "Epoch {ep}, global step {step}: 'val_loss' reached {vloss} (best {vloss}), "
              "saving model to '{ckptl}' as top {=3}"),
    (22, "-", "Epoch {ep}, global step {step}: 'val_loss' was not in top {=3}"),
    (9, "-", "Metric val_loss improved by {delta} >= min_delta = {=0.0}. New best score: {vloss}"),
    (0.5, "-", "Monitored metric val_loss did not improve in the last {=5} records. Best score: "
             "{vloss}. Signaling Trainer to stop."),
    (0, "INFO", _NI + "Bootstrap : Using {ifaddr}"),
    (0, "INFO", _NI + "NCCL version {ncclver}"),
    (0, "INFO", _NI + "NET/IB : Using {ibdev} ; OOB {ifaddr}"),
    (6, "INFO", _NI + "Using network IB"),
    (6, "INFO", _NI + "comm {commptr} rank {rankn} nranks {=8} cudaDev {gpu} nvmlDev {gpu} "
                      "busId {busid} commId {commid} - Init COMPLETE"),
    (5, "WARN", "{ncid} [{gpu}] misc/socket.cc:{=538} NCCL WARN Net : Connection closed by "
                "remote peer {peerport}"),
    (1.5, "WARN", "{ncid} [{gpu}] transport/net_ib.cc:{=1295} NCCL WARN NET/IB : Got completion "
                "from peer {peerip} with error {=12}, opcode {=0}, len {=0}, vendor err {=129} "
                "(Recv)"),
    (0, "WARN", "[{rankt}]:[W{gmd} {gtime} {gtid} ProcessGroupNCCL.cpp:{=4115}] [PG {=0} Rank "
                "{rankn}]  using GPU {gpu} to perform barrier as devices used by this process "
                "are currently unknown. This can potentially cause a hang if this rank to GPU "
                "mapping is incorrect.Specify device_ids in barrier() to force use of a "
                "particular device."),
    (1.5, "ERROR", "[{rankt}]:[E{gmd} {gtime} {gtid} ProcessGroupNCCL.cpp:{=616}] [Rank {rankn}] "
                 "Watchdog caught collective operation timeout: WorkNCCL(SeqNum={seq}, "
                 "OpType=ALLREDUCE, NumelIn={numel}, NumelOut={numel}, Timeout(ms)={=600000}) "
                 "ran for {ranms} milliseconds before timing out."),
    (6, "WARN", "{dlpath}:{=617}: UserWarning: This DataLoader will create {nw} worker processes "
                "in total. Our suggested max number of worker in current system is {nsug}, "
                "which is smaller than what this DataLoader is going to create. Please be aware "
                "that excessive worker creation might get DataLoader running slow or even "
                "freeze, lower the worker number to avoid potential slowness/freeze if necessary."),
    (12, "-", "  warnings.warn("),
    (3, "WARN", "{lrpath}:{=216}: UserWarning: Detected call of `lr_scheduler.step()` before "
                "`optimizer.step()`. In PyTorch {=1.1.0} and later, you should call them in the "
                "opposite order: `optimizer.step()` before `lr_scheduler.step()`.  Failure to do "
                "this will result in PyTorch skipping the first value of the learning rate "
                "schedule. See more details at {optdoc}"),
    (0, "WARN", _PT_HEAD[16]),
    (3, "-", _PT_HEAD[20]),
    (2, "-", "{ldcpath2}:{=433}: It is recommended to use `self.log('val_loss', ..., "
             "sync_dist=True)` when logging on epoch level in distributed setting to accumulate "
             "the metric across devices."),
    (0.8, "ERROR", "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate {oa} GiB. GPU "
                 "{gpu} has a total capacity of {=79.10} GiB of which {ofree} GiB is free. "
                 "Process {pid} has {ouse} GiB memory in use. Of the allocated memory {oalloc} "
                 "GiB is allocated by PyTorch, and {oresv} GiB is reserved by PyTorch but "
                 "unallocated. If reserved but unallocated memory is large try setting "
                 "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See "
                 "documentation for Memory Management  ({cudadoc})"),
    (0.4, "ERROR", "RuntimeError: CUDA error: an illegal memory access was encountered"),
    (0.4, "-", "CUDA kernel errors might be asynchronously reported at some other API call, so "
             "the stacktrace below might be incorrect."),
    (0.4, "-", "For debugging consider passing CUDA_LAUNCH_BLOCKING={=1}"),
    (1.5, "-", "Traceback (most recent call last):"),
    (4, "-", '  File "{pyfile}", line {pyline}, in {pyfunc}'),
    (0.5, "ERROR", "torch.distributed.DistBackendError: NCCL error in: {ncclsrc}:{=2027}, unhandled "
                 "system error (run with NCCL_DEBUG=INFO for details), NCCL version {ncclver}"),
    (1, "WARN", "WARNING:torch.distributed.elastic.multiprocessing.api:Sending process {pid} "
                "closing signal SIGTERM"),
    (0.5, "ERROR", "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: {=-6}) "
                 "local_rank: {rankn} (pid: {pid}) of binary: {pybin}"),
    (0, "-", "GPU available: True (cuda), used: True"),
    (0, "-", "TPU available: False, using: {=0} TPU cores"),
    (0, "-", "HPU available: False, using: {=0} HPUs"),
    (0, "-", "Initializing distributed: GLOBAL_RANK: {=0}, MEMBER: {=1/8}"),
    (0, "-", _DASH),
    (0, "-", "distributed_backend=nccl"),
    (0, "-", "All distributed processes registered. Starting with {=8} processes"),
    (0, "-", "LOCAL_RANK: {=0} - CUDA_VISIBLE_DEVICES: [{=0,1,2,3}]"),
    (0, "-", "Restoring states from the checkpoint path at {ckptl}"),
    (0, "-", "Restored all states from the checkpoint at {ckptl}"),
    (0, "-", _PT_TAIL[0]),
]


def make_pytorch_train(rng: random.Random) -> list[dict[str, str]]:
    clock = _Clock(rng, _start(rng), 3.0, 0.3)
    last: dict[str, str] = {}
    nodes = ["gpu-node-03", "gpu-node-07"]
    procs = [(nodes[r // 4], rng.randint(2000, 90000), r % 4) for r in range(8)]
    step_s = rng.uniform(0.35, 0.6)
    spe = rng.choice([1500, 2000, 2500])
    step0 = rng.choice([0, 0, spe * rng.randint(1, 3)])
    total = 10 * spe
    bs = rng.choice([16, 32, 64])
    base_lr = rng.choice([3e-4, 1e-4, 6e-4])
    run = f"run-{clock.t:%Y%m%d}-{_alnum(rng, 6).lower()}"
    ckdir = f"/scratch/ckpt/{run}"
    site = rng.choice(["/opt/conda/lib/python3.11/site-packages",
                       "/usr/local/lib/python3.10/dist-packages"])

    def step():
        s = step0 + int(clock.elapsed() / step_s)
        return s - s % 10

    def rank():
        r = rng.randrange(8)
        last["rank"] = str(r)
        return r

    def ncid():
        host, pid, lr = procs[rank()]
        last["gpu"] = str(lr)
        return f"{host}:{pid}:{pid + rng.choice([0, 0, rng.randint(40, 900)])}"

    def loss():
        s = step()
        return f"{2.2 * (1 + s / 4000) ** -0.35 + rng.gauss(0, 0.05):.4f}"

    def lr():
        s = step()
        warm = min(1.0, (s + 1) / 1000)
        return f"{base_lr * warm * (0.5 + 0.5 * (1 - s / total)):.2e}"

    fields = {
        "hdate": lambda: clock.t.strftime("%Y-%m-%d"),
        "htime": lambda: clock.t.strftime("%H:%M:%S,") + _ms(clock.t),
        "ep": lambda: str(step() // spe),
        "step": lambda: str(step()),
        "total": lambda: str(total),
        "loss": loss,
        "vloss": loss,
        "lr": lr,
        "gn": lambda: f"{abs(rng.gauss(0.9, 0.35)):.3f}",
        "tput": lambda: f"{rng.gauss(8 * bs / step_s, 10):.1f}",
        "sit": lambda: f"{rng.gauss(step_s, 0.03):.3f}",
        "acc": lambda: f"{min(0.99, 0.4 + step() / (total * 1.6) + rng.gauss(0, 0.01)):.4f}",
        "ppl": lambda: f"{rng.uniform(6, 30):.2f}",
        "ckpt": lambda: f"{ckdir}/step_{step():07d}.pt",
        "ckptl": lambda: f"{ckdir}/epoch={step() // spe}-step={step()}.ckpt",
        "csec": lambda: f"{rng.uniform(3, 60):.1f}",
        "cgb": lambda: f"{rng.uniform(1.4, 1.6):.2f}",
        "scale": lambda: f"{rng.choice([65536.0, 32768.0, 16384.0, 8192.0])}",
        "bs": lambda: str(bs),
        "bs2": lambda: str(bs // 2),
        "maxep": lambda: str(step() // spe + 1),
        "delta": lambda: f"{rng.uniform(0.0005, 0.05):.3f}",
        "ncid": ncid,
        "gpu": lambda: last.get("gpu", "0"),
        "rankn": lambda: last.get("rank", "0"),
        "rankt": lambda: f"rank{rank()}",
        "ifaddr": lambda: f"ib0:10.10.{rng.choice([3, 7])}.{rng.randint(3, 90)}<0>",
        "ibdev": lambda: f"[0]mlx5_{last.get('gpu', '0')}:1/IB",
        "ncclver": lambda: "2.21.5+cuda12.4",
        "commptr": lambda: "0x" + _hex(rng, 8),
        "busid": lambda: rng.choice(["18000", "2a000", "3a000", "5d000"]),
        "commid": lambda: "0x" + _hex(rng, 16),
        "peerport": lambda: f"10.10.{rng.choice([3, 7])}.{rng.randint(3, 90)}<{rng.randint(30000, 60000)}>",
        "peerip": lambda: f"10.10.{rng.choice([3, 7])}.{rng.randint(3, 90)}<{rng.randint(30000, 60000)}>",
        "gmd": lambda: clock.t.strftime("%m%d"),
        "gtime": lambda: clock.t.strftime("%H:%M:%S.%f"),
        "gtid": lambda: str(procs[int(last.get("rank", "0"))][1] + rng.randint(50, 400)),
        "seq": lambda: str(step() * 3 + rng.randint(0, 2)),
        "numel": lambda: str(rng.choice([1, 2048, 1048576, 124439808])),
        "ranms": lambda: str(rng.randint(600000, 600200)),
        "dlpath": lambda: f"{site}/torch/utils/data/dataloader.py",
        "nw": lambda: "16",
        "nsug": lambda: "8",
        "lrpath": lambda: f"{site}/torch/optim/lr_scheduler.py",
        "ckpath": lambda: f"{site}/lightning/fabric/utilities/cloud_io.py",
        "secdoc": lambda: "https://github.com/pytorch/pytorch/blob/main/SECURITY.md#untrusted-models",
        "optdoc": lambda: "https://pytorch.org/docs/stable/optim.html#how-to-adjust-learning-rate",
        "ldcpath": lambda: f"{site}/lightning/pytorch/trainer/connectors/data_connector.py",
        "ldcpath2": lambda: f"{site}/lightning/pytorch/trainer/connectors/logger_connector/result.py",
        "nwk": lambda: "7",
        "oa": lambda: rng.choice(["1.00", "2.00", "3.91", "7.81"]),
        "ofree": lambda: f"{rng.uniform(0.1, 1.5):.2f}",
        "ouse": lambda: f"{rng.uniform(77.5, 78.9):.2f}",
        "oalloc": lambda: f"{rng.uniform(70, 76):.2f}",
        "oresv": lambda: f"{rng.uniform(0.5, 4):.2f}",
        "pid": lambda: str(procs[rng.randrange(8)][1]),
        "cudadoc": lambda: "https://pytorch.org/docs/stable/notes/cuda.html#environment-variables",
        "pyfile": _zipf(rng, ["/workspace/train.py",
                              f"{site}/torch/nn/modules/module.py",
                              f"{site}/lightning/pytorch/trainer/trainer.py",
                              f"{site}/torch/distributed/distributed_c10d.py",
                              "/workspace/model/transformer.py"], 1.0),
        "pyline": lambda: str(rng.randint(20, 2700)),
        "pyfunc": _zipf(rng, ["<module>", "main", "_call_impl", "forward", "fit",
                              "training_step", "all_reduce", "wrapper"], 1.0),
        "ncclsrc": lambda: "../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp",
        "pybin": lambda: "/opt/conda/bin/python3.11",
    }
    return _run(rng, PYTORCH_SPECS, fields, clock, head=_PT_HEAD, tail=_PT_TAIL)


FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("ceph_osd", make_ceph_osd),
    ("slurmctld", make_slurmctld),
    ("asterisk_full", make_asterisk_full),
    ("zfs_zed", make_zfs_zed),
    ("nextcloud_json", make_nextcloud_json),
    ("pytorch_train", make_pytorch_train),
]


def _selfcheck() -> None:
    for seed in (0, 1):
        for name, make in FORMATS:
            rows = make(random.Random(seed))
            again = make(random.Random(seed))
            assert rows == again, f"{name}: not deterministic"
            assert len(rows) == N_ROWS, (name, len(rows))
            tmpl_level: dict[str, str] = {}
            regs: dict[str, re.Pattern] = {}
            for r in rows:
                assert set(r) == {"line", "template", "level"}, r
                line, tmpl, lvl = r["line"], r["template"], r["level"]
                assert "\n" not in line and "\r" not in line, line
                assert lvl in LEVELS, lvl
                if tmpl not in regs:
                    regs[tmpl] = re.compile(
                        "^" + ".+?".join(re.escape(p) for p in tmpl.split("<*>")) + "$")
                assert regs[tmpl].match(line), (name, tmpl, line)
                assert tmpl_level.setdefault(tmpl, lvl) == lvl, (tmpl, lvl)
            n_t = len(tmpl_level)
            n_ab = sum(1 for v in tmpl_level.values() if v in ABNORMAL)
            assert 15 <= n_t <= 60, (name, seed, n_t)
            assert n_ab >= 3, (name, seed, n_ab)
            if seed == 0:
                rs = random.Random(7)
                print(f"== {name}: {n_t} templates ({n_ab} abnormal), seed {seed}")
                for r in rs.sample(rows, 3):
                    print("   ", r["level"], "|", r["line"][:220])
            else:
                print(f"== {name}: {n_t} templates ({n_ab} abnormal), seed {seed}")
    print("OK")


if __name__ == "__main__":
    _selfcheck()
