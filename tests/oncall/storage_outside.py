"""Synthetic log corpora with ground-truth templates for testing a "log fold".

Six formats, each a ``make(rng) -> list[row]`` returning exactly 2000 rows in time
order, each row ``{"line": str, "template": str, "level": str}``.  Every line comes
from a *message spec*: a format string whose ``{name}`` fields are variables.  The
template is the spec with every ``{name}`` replaced by ``<*>``; no two specs of a
format share a template (asserted when the specs are built).  Specs are emitted
singly or as short *chains* (a call flow, a zed event with its zedlets, a Python
traceback) whose lines share variable values, so neighbouring lines are coherent.
A corpus is a pure function of the ``random.Random`` passed in.

Shared judgement calls (all formats)
------------------------------------
* Every number is a variable, including numbers that practically never change
  (source line numbers in glog prefixes, ``EventVersion="1"``, ``exit=0``).
* Timestamps are variables.  Where the real format writes a date and a time as
  separate whitespace tokens (syslog ``Nov 30 02:00:00``, hydra
  ``2026-11-30 02:00:00,123``) each token is its own variable.
* Prefixes welded onto a number are kept inside the variable so that the
  variable is the whole token: Ceph ``e1234`` / ``v5678``, ZFS ``v2.2.2-...``.
  Where the real format welds two variables into one token with fixed
  punctuation (``VERBOSE[1234][C-0000001a]``, ``[rank3]:[W1130``,
  ``Timeout(ms)=600000``) the punctuation stays constant and each part is a
  variable.
* Free text (a command line, an SQL statement, a Python source line, a health
  summary, a reason string) is one variable even when it contains spaces.
* Level words, state names, methods, event classes, application names, channel
  tags and exception class names are constants; a message that exists with two
  such words is two templates.
* Size units that the real software picks by magnitude are held constant by
  keeping the value pools inside one magnitude (Ceph pgmap, CUDA OOM).
* An optional field is always present or always absent within one template
  (e.g. Asterisk ``[C-xxxxxxxx]`` call ids: call-related specs always have one,
  others never; Nextcloud ``exception``/``data`` keys per spec).

ceph_osd
    Daemon log layout ``<stamp> <thread> <prio> <message>`` with the priority
    right-aligned in two columns (`` 0``, ``-1``, `` 1``, `` 4``).  Mixes the
    monitor, manager and OSD voices of one small cluster.  Level: for
    ``log_channel(...) log [XXX] :`` lines the bracket tag decides (DBG->DEBUG,
    INF->INFO, WRN->WARN, ERR->ERROR); for plain lines the priority decides
    (-1 -> ERROR, 0 -> INFO, >=1 -> DEBUG, because dout(n>=1) is debug output).
    The continuation lines of a crash dump (`` in thread ...``, `` ceph version
    ...``) carry no prefix and get "-".  Constants: the channel name, the tag,
    health check codes (SLOW_OPS, OSD_DOWN, ...), pg state names, ``(leader)``,
    scrub kind (scrub vs deep-scrub), the signal name.  Variables: thread id,
    daemon names (``osd.3``, ``mon.ceph-node1``), pg ids, epochs (``e1234``),
    pgmap version (``v1234``), addresses/address vectors, op descriptions,
    audit ``from=``/``entity=`` values and the command prefix inside ``cmd=``.
slurmctld
    ``[YYYY-MM-DDTHH:MM:SS.mmm] <message>``.  Level from the message prefix:
    ``error:`` -> ERROR, ``fatal:`` -> FATAL, ``warning:`` -> WARN, ``debug:`` /
    ``debug2:`` -> DEBUG; info lines have no prefix and get "-".  Constants:
    RPC names (REQUEST_JOB_INFO, REQUEST_KILL_JOB), job states and pending
    reasons (Reason=Priority vs Reason=Resources), ``WEXITSTATUS``/``WTERMSIG``,
    node state words (DRAINING, IDLE), ``NodeList=(null)`` (its own template).
    Variables: JobId values, node lists (``cn[001-004]``), partitions, uids,
    usec, counts such as ``12(14)``, reason text, the caller function in the
    "very large processing time" warning, emails, job names, elapsed times.
asterisk_full
    ``[Mon DD HH:MM:SS] LEVEL[lwp][C-callid] file.c: message`` (the ``[C-...]``
    part only on channel-related specs).  Level from the level word:
    VERBOSE/NOTICE -> INFO, WARNING -> WARN, ERROR -> ERROR.  SECURITY is a
    channel, not a severity, so those lines take the ``Severity=`` field they
    carry (``"Error"`` -> ERROR, ``"Informational"`` -> INFO).
    Constants: the source file, the dialplan application name in ``Executing``
    lines (Dial vs Playback vs ... are separate templates), bridge technology,
    dial status (NOANSWER vs BUSY), SIP request method and failure reason,
    SecurityEvent type and Severity, reachability state.  Variables: channel
    names, extensions, contexts, priorities, application argument strings,
    contacts/AORs, IPs, call ids, security-event fields, sound file names.
zfs_zed
    rsyslog lines ``Mon DD HH:MM:SS host tag: message`` from zed itself
    (``zed[pid]``: Invoking/Finished), the all-syslog zedlet (``zed:`` without
    pid, ``eid=N class=... pool='...'``), zed_log_err (``zed: error: ...``),
    the kernel (zio errors, SCSI/block errors, pool suspension) plus a little
    systemd/cron.  Level: only what the text shows: ``error:`` -> ERROR,
    kernel ``WARNING:`` -> WARN, ``PANIC:`` -> FATAL, everything else "-"
    (syslog priority is not written into the file).  Constants: event class
    (``class=checksum`` vs ``class=io`` ...), vdev state names, checksum
    algorithm, SCSI result words, READ/WRITE op names.  Variables: eid, pids,
    zedlet names, pool and vdev names/paths, sizes, offsets, flags, bookmarks,
    kernel uptime stamps.
nextcloud_json
    One JSON object per line, key order reqId, level, time, remoteAddr, user,
    app, method, url, message, userAgent, version[, exception][, data], PHP
    json_encode style (``\\/`` escaped slashes, ``\\"`` quotes).  Level is the
    numeric ``level`` field: 0 DEBUG, 1 INFO, 2 WARN, 3 ERROR, 4 FATAL.
    Constants: the keys, the numeric level, ``app`` and ``method`` (a method is
    a constant per the conventions, so each spec fixes one), exception class
    names, fixed message words, and the literal CLI placeholders cron writes
    (``"remoteAddr":""``, ``"method":""``, ``"url":"--"``).  Variables: reqId,
    time, remoteAddr, user (including ``--``), url, userAgent, version, file
    paths inside messages, class names of background jobs, ids, byte counts,
    exception File/Line/Code and trace frame file/line.
pytorch_train
    stdout+stderr of a multi-node Lightning job launched by torchrun with hydra
    logging.  Several voices: hydra ``[date time][logger][LEVEL] - msg``
    (level from LEVEL), NCCL ``host:pid:tid [dev] NCCL INFO|WARN`` (WARN lines
    carry ``file.cc:line`` as NCCL prints them), c10 glog-style
    ``[rankN]:[Wmmdd hh:mm:ss.us tid file:line]`` and torchrun's unbracketed
    ``Emmdd ...`` (level from the I/W/E/F letter), Python warnings
    ``path:line: UserWarning: ...`` (-> WARN), exception lines
    ``[rankN]: torch.OutOfMemoryError: ...`` (-> ERROR), the DataLoader's
    ``ERROR: Unexpected bus error`` (-> ERROR), and level-less traceback lines
    (-> "-").  Constants: logger names, metric key names, monitored metric
    name, warning category, exception class, NCCL op type.  Variables: all
    metric values, steps/epochs, ranks, paths, checkpoint names, host:pid:tid
    (one token), NCCL interface/address tokens, CUDA sizes, Python source
    lines and function names in tracebacks.
"""
from __future__ import annotations

import json
import math
import random
import re
from datetime import datetime, timedelta, timezone
from itertools import accumulate
from typing import Callable

N_ROWS = 2000
LEVELS = ("DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-")
ABNORMAL = frozenset({"WARN", "ERROR", "FATAL"})
_PH = re.compile(r"\{([a-z][a-z0-9_]*)\}")
_BASE = datetime(2026, 11, 30, 2, 0, 0, tzinfo=timezone.utc)
_MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


# --------------------------------------------------------------------------- engine
class Spec:
    """One message spec: fmt with {name} variables, a level, and its template."""

    __slots__ = ("key", "level", "fmt", "template", "parts")

    def __init__(self, key: str, level: str, fmt: str):
        assert level in LEVELS, (key, level)
        assert "\n" not in fmt and "\r" not in fmt, key
        assert "<*>" not in fmt, key
        self.key, self.level, self.fmt = key, level, fmt
        self.template = _PH.sub("<*>", fmt)
        self.parts = _PH.split(fmt)


def build_specs(rows: list[tuple[str, str, str]]) -> dict[str, Spec]:
    """Build specs; assert unique keys and that no two specs share a template."""
    specs: dict[str, Spec] = {}
    seen: dict[str, str] = {}
    for key, level, fmt in rows:
        assert key not in specs, f"duplicate spec key {key}"
        s = Spec(key, level, fmt)
        assert s.template not in seen, f"specs {seen[s.template]} and {key} share {s.template!r}"
        seen[s.template] = key
        specs[key] = s
    return specs


class Pool:
    """Zipf-weighted choice from a fixed list (first item most frequent)."""

    def __init__(self, items, s: float = 1.1):
        self.items = list(items)
        self.cw = list(accumulate(1.0 / (i + 1) ** s for i in range(len(self.items))))

    def __call__(self, rng: random.Random, st=None):
        return rng.choices(self.items, cum_weights=self.cw)[0]


def generate(rng: random.Random, specs: dict[str, Spec], entries, gens, gap,
             *, chain_gap=None, fresh=(), escape=None, init=None, prologue: str = "", epilogue: str = "", n: int = N_ROWS):
    """Draw weighted entries (chains of spec keys) and render n rows in time order.

    A chain item is ``key`` or ``key|ph=name,ph2=name2`` (placeholder ph takes the
    value cached under name).  Values are cached per chain so chained lines share
    them; names in ``fresh`` (clocks, per-line counters) are redrawn per line.
    An optional ``prologue`` chain is emitted once at the start (process start-up) and
    an optional ``epilogue`` chain once at the end (shutdown).
    """
    parsed = []
    for w, chain in ([(0.0, epilogue)] if epilogue else []) + ([(0.0, prologue)] if prologue else []) + list(entries):
        items = []
        for tok in chain.split():
            key, _, al = tok.partition("|")
            amap = dict(p.split("=") for p in al.split(",")) if al else {}
            assert key in specs, key
            items.append((specs[key], amap))
        parsed.append((w, items))
    unused = set(specs) - {sp.key for _, its in parsed for sp, _ in its}
    assert not unused, f"specs never emitted: {unused}"
    epi = parsed.pop(0)[1] if epilogue else []
    pro = parsed.pop(0)[1] if prologue else None
    cw = list(accumulate(w for w, _ in parsed))
    st: dict = {"t": 0.0, "pos": 0}
    cache: dict[str, str] = {}

    def val(name: str) -> str:
        v = cache.get(name)
        if v is None:
            v = str(gens[name](rng, st))
            if not v or "\n" in v or "\r" in v or "<*>" in v:
                raise ValueError(f"bad value for {name}: {v!r}")
            cache[name] = v
        return v

    st["v"] = val
    if init:
        init(rng, st)
    rows: list[dict[str, str]] = []
    body_n = n - len(epi)
    while len(rows) < n:
        if len(rows) >= body_n:
            items = epi
        elif pro is not None:
            items, pro = pro, None
        else:
            _, items = rng.choices(parsed, cum_weights=cw)[0]
        st["t"] += gap(rng)
        cache.clear()
        for j, (spec, amap) in enumerate(items):
            if j:
                st["t"] += chain_gap(rng) if chain_gap else rng.uniform(0.0005, 0.05)
                for f in fresh:
                    cache.pop(f, None)
            st["pos"] = j
            out = []
            for k, part in enumerate(spec.parts):
                if k % 2 == 0:
                    out.append(part)
                else:
                    v = val(amap.get(part, part))
                    out.append(escape(v) if escape else v)
            rows.append({"line": "".join(out), "template": spec.template, "level": spec.level})
            if len(rows) >= (n if items is epi else body_n):
                break
    return rows


# --------------------------------------------------------------------------- helpers
def _dt(st) -> datetime:
    return _BASE + timedelta(seconds=st["t"])


def _hex(rng, n: int) -> str:
    return f"{rng.getrandbits(4 * n):0{n}x}"


def _alnum(rng, n: int, alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _uuid(rng) -> str:
    return f"{_hex(rng, 8)}-{_hex(rng, 4)}-4{_hex(rng, 3)}-{rng.choice('89ab')}{_hex(rng, 3)}-{_hex(rng, 12)}"


def _lognorm_int(rng, mu: float, sigma: float, lo: int = 1) -> int:
    return max(lo, int(rng.lognormvariate(mu, sigma)))


def _expgap(mean: float, burst: float = 0.35):
    """Inter-arrival gaps: exponential with occasional bursts of near-simultaneous lines."""
    def g(rng):
        if rng.random() < burst:
            return rng.uniform(0.0005, 0.02)
        return rng.expovariate(1.0 / mean)
    return g


def _syslog_time(st):
    d = _dt(st)
    return _MON[d.month - 1], f"{d.day:2d}", d.strftime("%H:%M:%S")


# =========================================================================== ceph_osd
_CEPH_CMDS = ["osd pool ls", "status", "df", "osd tree", "health", "osd pool get", "mon dump",
              "config dump", "osd blocklist ls", "fs status", "osd perf", "pg dump", "osd df",
              "orch ps", "auth get", "osd pool autoscale-status", "versions"]


def _ceph_make(rng: random.Random) -> list[dict[str, str]]:
    tid = Pool([f"7f{_hex(rng, 7)}{rng.choice(('700', '640', '6c0', 'fc0'))}" for _ in range(12)], 0.9)
    n_osd = 24
    osd_order = rng.sample(range(n_osd), n_osd)
    osd = Pool([f"osd.{i}" for i in osd_order], 0.7)
    nonce = {i: rng.randint(1000000000, 4000000000) for i in range(n_osd)}
    pools = {1: 32, 2: 128, 3: 64, 4: 32, 5: 256, 6: 16}
    pool_pick = Pool(list(pools), 0.8)
    mons = ["ceph-node1", "ceph-node2", "ceph-node3"]
    mon_pick = Pool(mons, 2.5)
    clients = Pool([f"client.{rng.randint(4000, 990000)}" for _ in range(20)] + ["client.?"], 0.9)
    cip = Pool([f"10.0.2.{rng.randint(10, 250)}" for _ in range(15)], 1.0)
    pgv0 = rng.randint(20000, 900000)
    e0 = rng.randint(900, 40000)
    pgs_total = sum(pools.values())
    tname = Pool(["tp_osd_tp", "bstore_kv_sync", "msgr-worker-1", "safe_timer", "tp_osd_tp"], 1.0)

    def osd_id(s):
        return int(s.split(".")[1])

    def osd_ip(i):
        return f"10.0.1.{11 + i // 4}"

    def addrvec(i):
        ip, n = osd_ip(i), nonce[i]
        return f"[v2:{ip}:{6800 + 2 * (i % 4)}/{n},v1:{ip}:{6801 + 2 * (i % 4)}/{n}]"

    def pgid(r, st):
        p = pool_pick(r)
        return f"{p}.{r.randrange(pools[p]):x}"

    def stamp_us(st, back):
        d = _dt(st) - timedelta(seconds=back)
        return d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{d.microsecond:06d}+0000"

    def epoch(st):
        return e0 + int(st["t"] // 700)

    def pgmap_version(r, st):
        # the mgr bumps the pgmap version every ~2 s; it never repeats or goes back
        st["pgv_n"] = max(st.get("pgv_n", pgv0) + 1, pgv0 + int(st["t"] // 2))
        return f"v{st['pgv_n']}"

    def slow_op(r, st):
        pg = st["v"]("pgid")
        p = pg.split(".")[0]
        obj = f"rbd_data.{_hex(r, 12)}.{r.randrange(1 << 20):016x}"
        kind = r.choice(["write", "read", "write", "writefull", "omap-get-vals"])
        return (f"osd_op(client.{r.randint(4000, 990000)}.0:{r.randint(1000, 9999999)} {pg} "
                f"{p}:{_hex(r, 8)}:::{obj}:head [{kind} {r.randrange(0, 4194304, 4096)}~{r.choice([4096, 8192, 65536, 1048576])}]"
                f" snapc 0=[] ondisk+write+known_if_redirected e{epoch(st)})")

    def health_summary(r, st):
        parts = []
        if r.random() < 0.6:
            parts.append(f"{r.randint(1, 3)} osds down")
        if r.random() < 0.5:
            d = r.randint(100, 90000)
            parts.append(f"Degraded data redundancy: {d}/{d * r.randint(8, 40)} objects degraded "
                         f"({r.uniform(0.1, 12):.3f}%), {r.randint(1, 60)} pgs degraded")
        if r.random() < 0.5 or not parts:
            parts.append(f"{r.randint(1, 40)} slow ops, oldest one blocked for {r.randint(31, 900)} sec, "
                         f"{osd(r)} has slow ops")
        return "; ".join(parts)

    gens: dict[str, Callable] = {
        "ts": lambda r, st: _dt(st).strftime("%Y-%m-%dT%H:%M:%S.") + f"{_dt(st).microsecond // 1000:03d}+0000",
        "tid": lambda r, st: tid(r),
        "tid2": lambda r, st: tid(r),
        "tname": lambda r, st: tname(r),
        "pgv": pgmap_version,
        "pgs": lambda r, st: str(pgs_total),
        "ndeg": lambda r, st: str(r.randint(1, 60)),
        "nclean": lambda r, st: str(pgs_total - int(st["v"]("ndeg"))),
        "data": lambda r, st: str(8100 + int(st["t"] // 90) + r.randint(0, 2)),
        "used": lambda r, st: str(24300 + int(st["t"] // 30) + r.randint(0, 5)),
        "avail": lambda r, st: str(r.randint(19, 20)),
        "total": lambda r, st: "44",
        "rd": lambda r, st: f"{r.lognormvariate(5, 1.2):.0f}",
        "wr": lambda r, st: f"{r.lognormvariate(1.5, 0.9):.1f}",
        "ops": lambda r, st: str(_lognorm_int(r, 5, 1.0)),
        "pgid": pgid,
        "osd": lambda r, st: osd(r),
        "osd2": lambda r, st: osd(r),
        "osdlist": lambda r, st: ",".join(sorted({osd(r) for _ in range(r.randint(2, 4))}, key=osd_id)),
        "shard": lambda r, st: str(r.randrange(n_osd)),
        "soid": lambda r, st: f"{st['v']('pgid').split('.')[0]}:{_hex(r, 8)}:::rbd_data.{_hex(r, 12)}.{r.randrange(1 << 20):016x}:head",
        "nerr": lambda r, st: str(Pool([1, 2, 3, 4, 12])(r)),
        "nslow": lambda r, st: str(_lognorm_int(r, 1.2, 1.0)),
        "blocked": lambda r, st: str(r.randint(31, 1200)),
        "ndown": lambda r, st: str(Pool([1, 2, 3, 4])(r)),
        "crush": lambda r, st: f"root=default,host=ceph-node{osd_id(st['v']('osd')) // 4 + 1}",
        "nrep": lambda r, st: str(r.choice([2, 2, 3, 4])),
        "after": lambda r, st: f"{r.uniform(20.0, 26.0):.6f}",
        "grace": lambda r, st: f"{r.choice([20.0, 20.0, 21.4, 23.1]):.6f}",
        "addrvec": lambda r, st: addrvec(osd_id(st["v"]("osd"))),
        "ndegobj": lambda r, st: str(r.randint(10, 120000)),
        "nobj": lambda r, st: str(int(st["v"]("ndegobj")) * r.randint(8, 60)),
        "pct": lambda r, st: f"{100.0 * int(st['v']('ndegobj')) / int(st['v']('nobj')):.3f}",
        "npgdeg": lambda r, st: str(r.randint(1, 80)),
        "mons": lambda r, st: r.choice(["1/3", "1/3", "2/5"]),
        "quorum": lambda r, st: r.choice(["ceph-node1,ceph-node2", "ceph-node1,ceph-node3", "ceph-node2,ceph-node3"]),
        "ranks": lambda r, st: r.choice(["0,1", "0,2", "1,2"]),
        "mon": lambda r, st: f"mon.{mon_pick(r)}",
        "summary": health_summary,
        "mgr": lambda r, st: f"ceph-node{r.randint(1, 3)}.{_alnum(r, 6, 'abcdefghijklmnopqrstuvwxyz')}",
        "from": lambda r, st: f"{clients(r)} {cip(r)}:0/{r.randint(100000000, 4000000000)}",
        "entity": lambda r, st: Pool(["client.admin", "client.admin", "mgr.ceph-node1.xkzqfa",
                                      "client.openstack", "client.csi-rbd-provisioner"])(r),
        "cmd": lambda r, st: Pool(_CEPH_CMDS, 1.0)(r),
        "mname": lambda r, st: mon_pick(r),
        "mrank": lambda r, st: str(mons.index(st["v"]("mname"))),
        "me": lambda r, st: f"e{epoch(st)}",
        "oe": lambda r, st: str(epoch(st)),
        "cache_size": lambda r, st: str(r.randint(1019000000, 1021000000)),
        "inc_alloc": lambda r, st: str(r.choice([343932928, 348127232, 352321536])),
        "kv_alloc": lambda r, st: str(r.choice([318767104, 322961408, 327155712])),
        "ntot": lambda r, st: str(n_osd),
        "nup": lambda r, st: str(n_osd - r.choice([0, 0, 0, 1, 2])),
        "nin": lambda r, st: str(n_osd - r.choice([0, 0, 1])),
        "hbaddr": lambda r, st: f"{osd_ip(osd_id(st['v']('osd2')))}:{6802 + 2 * r.randrange(4)}",
        "hback": lambda r, st: stamp_us(st, r.uniform(20, 40)),
        "hfront": lambda r, st: stamp_us(st, r.uniform(20, 40)),
        "hdead": lambda r, st: stamp_us(st, r.uniform(0, 2)),
        "op": slow_op,
        "feat": lambda r, st: r.choice(["288514051259236352", "432629239337189376"]),
        "feat2": lambda r, st: r.choice(["288514051259236352", "288514050185494528"]),
        "osdpath": lambda r, st: f"/var/lib/ceph/osd/ceph-{osd_id(st['v']('osd'))}",
        "bdevptr": lambda r, st: f"0x55{_hex(r, 10)}",
        "r": lambda r, st: "-5",
        "eno": lambda r, st: "5",
        "kcmd": lambda r, st: Pool(["killall -q -1 ceph-mon ceph-mgr ceph-mds ceph-osd ceph-fuse radosgw rbd-mirror cephfs-mirror",
                                    "pkill -1 -x ceph-mon|ceph-mgr|ceph-mds|ceph-osd|ceph-fuse|radosgw|rbd-mirror|cephfs-mirror"])(r),
        "kpid": lambda r, st: str(r.randint(2000, 3999999)),
        "uid": lambda r, st: "0",
        "secret": lambda r, st: str(r.randint(1200, 1900)),
        "rline": lambda r, st: Pool(["1743", "1743", "2087"])(r),
        "logno": lambda r, st: str(10000 + int(st["t"] // 9) + r.randint(0, 3)),
        "immut": lambda r, st: str(Pool([0, 1, 2])(r)),
        "fline": lambda r, st: "350",
        "job": lambda r, st: str(40000 + int(st["t"] // 11) + r.randint(0, 5)),
        "ftable": lambda r, st: str(10000 + int(st["t"] // 9) + r.randint(0, 5)),
        "fbytes": lambda r, st: str(_lognorm_int(r, 16, 0.8)),
        "cline": lambda r, st: "1995",
        "n0": lambda r, st: str(r.randint(4, 8)),
        "n1": lambda r, st: str(r.randint(1, 12)),
        "score": lambda r, st: f"{r.uniform(1.0, 1.6):.2f}",
        "ver": lambda r, st: "18.2.4",
        "sha": lambda r, st: "e7ad5345525c7aa95470c26863873b581076945d",
        "pid": lambda r, st: str(r.randint(1000, 9999)),
        "uidgid": lambda r, st: "167:167",
    }

    P = "{ts} {tid} "
    CL = P + " 0 log_channel(cluster) log "
    AU = P + " 0 log_channel(audit) log "
    rows = [
        ("pgmap", "DEBUG", CL + "[DBG] : pgmap {pgv}: {pgs} pgs: {pgs} active+clean; {data} GiB data, {used} GiB used, "
                              "{avail} TiB / {total} TiB avail; {rd} KiB/s rd, {wr} MiB/s wr, {ops} op/s"),
        ("pgmap_deg", "DEBUG", CL + "[DBG] : pgmap {pgv}: {pgs} pgs: {ndeg} active+undersized+degraded, {nclean} active+clean; "
                                  "{data} GiB data, {used} GiB used, {avail} TiB / {total} TiB avail; {rd} KiB/s rd, "
                                  "{wr} MiB/s wr, {ops} op/s; {ndegobj}/{nobj} objects degraded ({pct}%)"),
        ("scrub_start", "DEBUG", CL + "[DBG] : {pgid} scrub starts"),
        ("scrub_ok", "DEBUG", CL + "[DBG] : {pgid} scrub ok"),
        ("dscrub_start", "DEBUG", CL + "[DBG] : {pgid} deep-scrub starts"),
        ("dscrub_ok", "DEBUG", CL + "[DBG] : {pgid} deep-scrub ok"),
        ("shard_err", "ERROR", CL + "[ERR] : {pgid} shard {shard} soid {soid} : candidate had a read error"),
        ("dscrub_err", "ERROR", CL + "[ERR] : {pgid} deep-scrub {nerr} errors"),
        ("hc_damaged", "ERROR", CL + "[ERR] : Health check failed: Possible data damage: {nerr} pg inconsistent (PG_DAMAGED)"),
        ("hc_slow_fail", "WARN", CL + "[WRN] : Health check failed: {nslow} slow ops, oldest one blocked for {blocked} sec, "
                                    "{osd} has slow ops (SLOW_OPS)"),
        ("hc_slow_upd", "WARN", CL + "[WRN] : Health check update: {nslow} slow ops, oldest one blocked for {blocked} sec, "
                                   "daemons [{osdlist}] have slow ops. (SLOW_OPS)"),
        ("hc_slow_clr", "INFO", CL + "[INF] : Health check cleared: SLOW_OPS (was: {nslow} slow ops, oldest one blocked "
                                   "for {blocked} sec, {osd} has slow ops)"),
        ("healthy", "INFO", CL + "[INF] : Cluster is now healthy"),
        ("health_ok", "INFO", CL + "[INF] : overall HEALTH_OK"),
        ("health_warn", "WARN", CL + "[WRN] : overall HEALTH_WARN {summary}"),
        ("hc_down", "WARN", CL + "[WRN] : Health check failed: {ndown} osds down (OSD_DOWN)"),
        ("hc_down_clr", "INFO", CL + "[INF] : Health check cleared: OSD_DOWN (was: {ndown} osds down)"),
        ("osd_dead", "INFO", CL + "[INF] : {osd} marked itself down and dead"),
        ("osd_failed", "INFO", CL + "[INF] : {osd} failed ({crush}) ({nrep} reporters from different host after "
                                  "{after} >= grace {grace})"),
        ("osd_boot", "INFO", CL + "[INF] : {osd} {addrvec} boot"),
        ("hc_deg_fail", "WARN", CL + "[WRN] : Health check failed: Degraded data redundancy: {ndegobj}/{nobj} objects "
                                   "degraded ({pct}%), {npgdeg} pgs degraded (PG_DEGRADED)"),
        ("hc_deg_upd", "WARN", CL + "[WRN] : Health check update: Degraded data redundancy: {ndegobj}/{nobj} objects "
                                  "degraded ({pct}%), {npgdeg} pgs degraded (PG_DEGRADED)"),
        ("hc_deg_clr", "INFO", CL + "[INF] : Health check cleared: PG_DEGRADED (was: Degraded data redundancy: "
                                  "{ndegobj}/{nobj} objects degraded ({pct}%), {npgdeg} pgs degraded)"),
        ("hc_mon_down", "WARN", CL + "[WRN] : Health check failed: {mons} mons down, quorum {quorum} (MON_DOWN)"),
        ("mon_elect", "INFO", CL + "[INF] : {mon} calling monitor election"),
        ("mon_leader", "INFO", CL + "[INF] : {mon} is new leader, mons {quorum} in quorum (ranks {ranks})"),
        ("mgr_avail", "INFO", CL + "[INF] : Manager daemon {mgr} is now available"),
        ("audit_disp", "DEBUG", AU + "[DBG] : from='{from}' entity='{entity}' cmd=[{\"prefix\": \"{cmd}\", "
                                   "\"format\": \"json\"}]: dispatch"),
        ("audit_fin", "INFO", AU + "[INF] : from='{from}' entity='{entity}' cmd='[{\"prefix\": \"{cmd}\", "
                                 "\"format\": \"json\"}]': finished"),
        ("cache_sizes", "DEBUG", P + " 1 mon.{mname}@{mrank}(leader).osd {me} _set_new_cache_sizes cache_size:{cache_size} "
                                   "inc_alloc: {inc_alloc} full_alloc: {inc_alloc} kv_alloc: {kv_alloc}"),
        ("osdmap_sum", "DEBUG", P + " 1 mon.{mname}@{mrank}(leader).osd {me} {me}: {ntot} total, {nup} up, {nin} in"),
        ("do_prune", "INFO", P + " 0 mon.{mname}@{mrank}(leader).osd {me} do_prune osdmap full prune enabled"),
        ("prep_fail", "INFO", P + " 0 mon.{mname}@{mrank}(leader).osd {me} prepare_failure {osd} {addrvec} from "
                                "{osd2} is reporting failure:{nrep}"),
        ("hb_check", "ERROR", P + "-1 {osd} {oe} heartbeat_check: no reply from {hbaddr} {osd2} since back {hback} "
                                "front {hfront} (oldest deadline {hdead})"),
        ("slow_ops", "ERROR", P + "-1 {osd} {oe} get_health_metrics reporting {nslow} slow ops, oldest is {op}"),
        ("crush_feat", "INFO", P + " 0 {osd} {oe} crush map has features {feat}, adjusting msgr requires for clients"),
        ("crush_feat_mons", "INFO", P + " 0 {osd} {oe} crush map has features {feat} was {feat2}, adjusting msgr "
                                      "requires for mons"),
        ("state_active", "DEBUG", P + " 1 {osd} {oe} state: booting -> active"),
        ("bs_mount", "DEBUG", P + " 1 bluestore({osdpath}) _mount path {osdpath}"),
        ("bdev_aio", "ERROR", P + "-1 bdev({bdevptr} {osdpath}/block) _aio_thread got r={r} (({eno}) Input/output error)"),
        ("bs_read", "ERROR", P + "-1 bluestore({osdpath}) _do_read bdev-read failed: ({eno}) Input/output error"),
        ("sighup", "ERROR", P + "-1 received  signal: Hangup from {kcmd}  (PID: {kpid}) UID: {uid}"),
        ("sigterm", "ERROR", P + "-1 received  signal: Terminated from /sbin/init  (PID: {kpid}) UID: {uid}"),
        ("got_sigterm", "ERROR", P + "-1 {osd} {oe} *** Got signal Terminated ***"),
        ("fast_shutdown", "ERROR", P + "-1 {osd} {oe} *** Immediate shutdown (osd_fast_shutdown=true) ***"),
        ("no_secret", "INFO", P + " 0 auth: could not find secret_id={secret}"),
        ("cephx_secret", "INFO", P + " 0 cephx: verify_authorizer could not get service secret for service osd "
                                   "secret_id={secret}"),
        ("rocks_memtable", "DEBUG", P + " 4 rocksdb: [db/db_impl/db_impl_write.cc:{rline}] [default] New memtable "
                                      "created with log file: #{logno}. Immutable memtables: {immut}."),
        ("rocks_flush", "DEBUG", P + " 4 rocksdb: [db/flush_job.cc:{fline}] [default] [JOB {job}] Level-0 flush table "
                                   "#{ftable}: {fbytes} bytes OK"),
        ("rocks_compact", "DEBUG", P + " 4 rocksdb: [db/compaction/compaction_job.cc:{cline}] [default] [JOB {job}] "
                                     "Compacting {n0}@0 + {n1}@1 files to L1, score {score}"),
        ("caught_abort", "ERROR", P + "-1 *** Caught signal (Aborted) **"),
        ("crash_thread", "-", " in thread {tid2} thread_name:{tname}"),
        ("crash_ver", "-", " ceph version {ver} ({sha}) reef (stable)"),
        ("set_uid", "INFO", P + " 0 set uid:gid to {uidgid} (ceph:ceph)"),
        ("version", "INFO", P + " 0 ceph version {ver} ({sha}) reef (stable), process ceph-osd, pid {pid}"),
        ("pidfile", "INFO", P + " 0 pidfile_write: ignore empty --pid-file"),
    ]
    specs = build_specs(rows)
    entries = [
        (330, "pgmap"), (14, "pgmap_deg"),
        (120, "cache_sizes"), (25, "osdmap_sum"), (6, "do_prune"),
        (55, "scrub_start scrub_ok"), (25, "dscrub_start dscrub_ok"),
        (2.0, "dscrub_start shard_err dscrub_err hc_damaged"), (1.0, "shard_err"),
        (8, "slow_ops"), (3, "slow_ops hc_slow_fail"), (6, "hc_slow_upd"), (4, "hc_slow_clr"),
        (3, "healthy"), (24, "health_ok"), (5, "health_warn"),
        (1.6, "prep_fail|osd2=osd hb_check osd_failed hc_down"), (4, "hb_check"),
        (1.0, "got_sigterm fast_shutdown osd_dead hc_down"),
        (2.0, "osd_boot hc_down_clr"), (0.7, "version set_uid pidfile bs_mount crush_feat state_active osd_boot"),
        (2.0, "crush_feat"), (0.6, "crush_feat_mons"),
        (3, "hc_deg_fail"), (7, "hc_deg_upd"), (2.5, "hc_deg_clr"),
        (0.5, "hc_mon_down mon_elect mon_leader"), (0.4, "mon_elect mon_leader"), (0.5, "mgr_avail"),
        (55, "audit_disp"), (7, "audit_disp audit_fin"),
        (1.0, "bdev_aio bs_read"), (2.0, "sighup"), (0.4, "sigterm"),
        (2.5, "no_secret"), (1.0, "cephx_secret"),
        (60, "rocks_memtable"), (30, "rocks_flush"), (10, "rocks_compact"),
        (0.35, "caught_abort crash_thread|tid2=tid crash_ver"),
    ]
    return generate(rng, specs, entries, gens, _expgap(2.2), fresh=("ts", "tid", "oe", "me", "pgv"))


# =========================================================================== slurmctld
def _slurm_make(rng: random.Random) -> list[dict[str, str]]:
    parts = Pool(["batch", "gpu", "short", "long", "highmem", "debug"], 1.0)
    users = Pool(["jdoe", "akumar", "mchen", "lgarcia", "tnguyen", "sfischer", "bwilliams", "okim",
                  "rpatel", "eosei", "hmuller", "vrossi"], 1.05)
    jnames = Pool(["run_md.sh", "train", "bash", "snakejob.align", "array_job", "interactive",
                   "vasp_relax", "nf-FASTQC", "gromacs", "R_job", "cp2k.sbatch", "python"], 1.0)
    uids = Pool(["0", "1001", "1042", "1100", "1187", "2203", "30117", "1311"], 1.1)
    job0 = rng.randint(1200000, 9800000)
    rpc_funcs = Pool(["_slurm_rpc_dump_jobs", "_slurmctld_background", "schedule", "_slurm_rpc_dump_nodes",
                      "_slurm_rpc_complete_batch_script", "_slurm_rpc_epilog_complete"], 1.0)
    reasons = Pool(["Kill task failed", "Not responding", "maintenance", "bad DIMM", "NHC: check_fs_mount failed",
                    "reboot requested", "gpu ecc errors"], 1.0)

    def node(r):
        if r.random() < 0.25:
            return f"gpu{r.randint(1, 16):02d}"
        return f"cn{r.randint(1, 240):03d}"

    def nodelist(r, st):
        k = Pool([1, 2, 4, 8, 16, 3])(r)
        if k == 1:
            return node(r)
        pre, w, hi = ("gpu", 2, 16) if r.random() < 0.2 else ("cn", 3, 240)
        a = r.randint(1, hi - k + 1)
        if r.random() < 0.3 and k > 2:
            b = r.randint(1, hi)
            return f"{pre}[{b:0{w}d},{a:0{w}d}-{a + k - 2:0{w}d}]"
        return f"{pre}[{a:0{w}d}-{a + k - 1:0{w}d}]"

    def new_job(r, st):
        st["job"] = st.get("job", job0) + r.choice([1, 1, 1, 2, 3])
        return str(st["job"])

    def old_job(r, st):
        cur = st.get("job", job0)
        return str(max(job0 - 50, cur - _lognorm_int(r, 3.5, 1.0, 0)))

    def elapsed(r, st):
        s = _lognorm_int(r, 7.5, 1.5)
        d, s = divmod(s, 86400)
        h, s = divmod(s, 3600)
        m, s = divmod(s, 60)
        return (f"{d}-" if d else "") + f"{h:02d}:{m:02d}:{s:02d}"

    gens = {
        "ts": lambda r, st: _dt(st).strftime("%Y-%m-%dT%H:%M:%S.") + f"{_dt(st).microsecond // 1000:03d}",
        "jobnew": new_job,
        "job": old_job,
        "prio": lambda r, st: str(r.randint(1, 4294) * 1000 + r.randint(0, 999)),
        "usec": lambda r, st: str(_lognorm_int(r, 6.5, 1.1)),
        "nodes": nodelist,
        "node": lambda r, st: node(r),
        "cpus": lambda r, st: str(Pool([1, 4, 16, 32, 64, 8, 128, 2, 48])(r)),
        "part": lambda r, st: parts(r),
        "rc": lambda r, st: str(Pool([0, 1, 2, 127, 137, 139, 255])(r)),
        "sig": lambda r, st: str(Pool([9, 15, 6, 11, 2])(r)),
        "uid": lambda r, st: uids(r),
        "nbf": lambda r, st: str(_lognorm_int(r, 3, 1.0)),
        "tested": lambda r, st: (lambda a: f"{a}({a + r.choice([0, 0, 0, r.randint(1, 40)])})")(_lognorm_int(r, 2.5, 1.0)),
        "ipport": lambda r, st: f"10.20.{r.randint(0, 3)}.{r.randint(2, 250)}:{r.randint(32768, 60999)}",
        "reason": lambda r, st: reasons(r),
        "mem": lambda r, st: str(r.choice([191000, 254000, 380000, 1027000])),
        "mem2": lambda r, st: str(int(st["v"]("mem")) + r.choice([1000, 2048, 6000])),
        "func": lambda r, st: rpc_funcs(r),
        "began": lambda r, st: (_dt(st) - timedelta(seconds=r.uniform(1, 9))).strftime("%H:%M:%S.") + f"{r.randint(0, 999):03d}",
        "secs": lambda r, st: str(_lognorm_int(r, 4, 1.0)),
        "hexs": lambda r, st: r.choice(["0x8004", "0x8004", "0x4"]),
        "email": lambda r, st: f"{users(r)}@uni.example.edu",
        "jname": lambda r, st: jnames(r),
        "elapsed": elapsed,
        "port": lambda r, st: "6817",
        "tlimit": lambda r, st: str(Pool([60, 120, 1440, 2880, 30, 4320])(r)),
        "ver": lambda r, st: "23.11.10",
        "cluster": lambda r, st: "hpc2",
        "nnodes": lambda r, st: str(r.randint(300, 420)),
        "njobs": lambda r, st: str(r.randint(200, 3000)),
        "dbdport": lambda r, st: "6819",
        "dbdhost": lambda r, st: "slurmdbd01",
    }
    rows = [
        ("submit", "-", "[{ts}] _slurm_rpc_submit_batch_job: JobId={jobnew} InitPrio={prio} usec={usec}"),
        ("alloc", "-", "[{ts}] sched: Allocate JobId={job} NodeList={nodes} #CPUs={cpus} Partition={part}"),
        ("bf_start", "-", "[{ts}] sched/backfill: _start_job: Started JobId={job} in {part} on {nodes}"),
        ("exit", "-", "[{ts}] _job_complete: JobId={job} WEXITSTATUS {rc}"),
        ("done", "-", "[{ts}] _job_complete: JobId={job} done"),
        ("termsig", "-", "[{ts}] _job_complete: JobId={job} WTERMSIG {sig}"),
        ("timelimit", "-", "[{ts}] Time limit exhausted for JobId={job}"),
        ("kill", "-", "[{ts}] _slurm_rpc_kill_job: REQUEST_KILL_JOB JobId={job} uid {uid}"),
        ("salloc", "-", "[{ts}] _slurm_rpc_allocate_resources JobId={jobnew} NodeList={nodes} usec={usec}"),
        ("salloc_null", "-", "[{ts}] sched: _slurm_rpc_allocate_resources JobId={jobnew} NodeList=(null) usec={usec}"),
        ("sched_full", "DEBUG", "[{ts}] debug:  sched: Running job scheduler for full queue."),
        ("bf_begin", "DEBUG", "[{ts}] debug:  sched/backfill: _attempt_backfill: beginning"),
        ("bf_njobs", "DEBUG", "[{ts}] debug:  sched/backfill: _attempt_backfill: {nbf} jobs to backfill"),
        ("bf_done", "-", "[{ts}] sched/backfill: _attempt_backfill: completed testing {tested} jobs, usec={usec}"),
        ("rpc_job", "DEBUG", "[{ts}] debug2: Processing RPC: REQUEST_JOB_INFO from UID={uid}"),
        ("rpc_node", "DEBUG", "[{ts}] debug2: Processing RPC: REQUEST_NODE_INFO from UID={uid}"),
        ("rpc_part", "DEBUG", "[{ts}] debug2: Processing RPC: REQUEST_PARTITION_INFO from UID={uid}"),
        ("pend_prio", "DEBUG", "[{ts}] debug:  sched: JobId={job}. State=PENDING. Reason=Priority. Priority={prio}. Partition={part}."),
        ("pend_res", "DEBUG", "[{ts}] debug:  sched: JobId={job}. State=PENDING. Reason=Resources. Priority={prio}. Partition={part}."),
        ("not_resp", "ERROR", "[{ts}] error: Nodes {nodes} not responding"),
        ("not_resp_down", "ERROR", "[{ts}] error: Nodes {nodes} not responding, setting DOWN"),
        ("now_resp", "-", "[{ts}] Node {node} now responding"),
        ("upd_reason", "-", "[{ts}] update_node: node {node} reason set to: {reason}"),
        ("upd_drain", "-", "[{ts}] update_node: node {node} state set to DRAINING"),
        ("upd_idle", "-", "[{ts}] update_node: node {node} state set to IDLE"),
        ("zero_bytes", "ERROR", "[{ts}] error: slurm_receive_msg [{ipport}]: Zero Bytes were transmitted or received"),
        ("lookup_fail", "ERROR", "[{ts}] error: _find_node_record: lookup failure for node \"{node}\""),
        ("sec_violation", "ERROR", "[{ts}] error: Security violation, REQUEST_UPDATE_NODE RPC from uid={uid}"),
        ("never_runnable", "-", "[{ts}] _pick_best_nodes: JobId={job} never runnable in partition {part}"),
        ("low_mem", "ERROR", "[{ts}] error: Node {node} has low real_memory size ({mem} < {mem2})"),
        ("reg_inval", "ERROR", "[{ts}] error: _slurm_rpc_node_registration node={node}: Invalid argument"),
        ("slow_proc", "WARN", "[{ts}] warning: Note very large processing time from {func}: usec={usec} began={began}"),
        ("cleanup", "-", "[{ts}] cleanup_completing: JobId={job} completion process took {secs} seconds"),
        ("resend_term", "-", "[{ts}] Resending TERMINATE_JOB request JobId={job} Nodelist={nodes}"),
        ("batch_missing", "ERROR", "[{ts}] error: Batch JobId={job} missing from batch node {node} (not found "
                                   "BatchStartTime after startup), Requeuing job"),
        ("requeue", "-", "[{ts}] Requeuing JobId={job}"),
        ("signal", "-", "[{ts}] job_signal: {sig} of running JobId={job} successful {hexs}"),
        ("mail_ok", "-", "[{ts}] email msg to {email}: Slurm Job_id={job} Name={jname} Ended, Run time {elapsed}, "
                         "COMPLETED, ExitCode {rc}"),
        ("mail_fail", "-", "[{ts}] email msg to {email}: Slurm Job_id={job} Name={jname} Failed, Run time {elapsed}, "
                           "FAILED, ExitCode {rc}"),
        ("bind_fatal", "FATAL", "[{ts}] fatal: Unable to bind listen port ({port}): Address already in use"),
        ("dbd_refused", "ERROR", "[{ts}] error: slurmdbd: Sending PersistInit msg: Connection refused"),
        ("dbd_conn", "ERROR", "[{ts}] error: slurm_persist_conn_open_without_init: failed to open persistent "
                              "connection to host:{dbdhost}:{dbdport}: Connection refused"),
        ("munge", "ERROR", "[{ts}] error: Munge decode failed: Expired credential"),
        ("upd_job", "-", "[{ts}] _slurm_rpc_update_job: complete JobId={job} uid={uid} usec={usec}"),
        ("set_tlimit", "-", "[{ts}] _update_job: setting time_limit to {tlimit} for JobId={job}"),
        ("started", "-", "[{ts}] slurmctld version {ver} started on cluster {cluster}"),
        ("rec_nodes", "-", "[{ts}] Recovered state of {nnodes} nodes"),
        ("rec_jobs", "-", "[{ts}] Recovered information about {njobs} jobs"),
        ("primary", "-", "[{ts}] Running as primary controller"),
    ]
    specs = build_specs(rows)
    entries = [
        (120, "submit"), (20, "submit pend_prio|job=jobnew"), (8, "submit pend_res|job=jobnew"),
        (95, "alloc"), (70, "bf_start"), (130, "exit done"), (12, "termsig done"), (16, "exit"),
        (9, "timelimit termsig"), (10, "kill"), (4, "kill signal"), (3, "signal"),
        (26, "salloc"), (4, "salloc_null"),
        (45, "sched_full"), (22, "bf_begin bf_njobs bf_done"), (6, "bf_begin bf_done"),
        (30, "rpc_job"), (18, "rpc_node"), (8, "rpc_part"),
        (12, "pend_prio"), (7, "pend_res"),
        (2.5, "not_resp"), (0.9, "not_resp_down"), (3, "now_resp"),
        (2.0, "upd_reason upd_drain"), (1.5, "upd_idle"),
        (4.5, "zero_bytes"), (0.8, "lookup_fail"), (0.6, "sec_violation"),
        (3.5, "never_runnable"), (0.8, "low_mem reg_inval"), (2.5, "slow_proc"),
        (4, "cleanup"), (2.0, "resend_term"), (0.6, "batch_missing requeue"), (0.6, "requeue"),
        (2.5, "mail_ok"), (1.2, "mail_fail"),
        (0.35, "dbd_refused dbd_conn"), (0.5, "munge"), (0.15, "bind_fatal"),
        (2, "upd_job"), (1.5, "set_tlimit"),
        (0.3, "started primary rec_nodes rec_jobs"),
    ]
    return generate(rng, specs, entries, gens, _expgap(3.0, 0.4), fresh=("ts",))


# =========================================================================== asterisk_full
def _asterisk_make(rng: random.Random) -> list[dict[str, str]]:
    exts = [str(x) for x in rng.sample(range(1001, 1060), 30)]
    ext = Pool(exts, 0.9)
    ctx = Pool(["from-internal", "from-trunk", "ext-local", "macro-dial-one", "ivr-main", "from-did-direct"], 1.0)
    lwps = Pool([str(rng.randint(1200, 99999)) for _ in range(40)], 0.4)
    phones = Pool([f"10.0.0.{rng.randint(20, 220)}" for _ in range(30)], 0.6)
    scanners = Pool([f"{rng.choice([45, 80, 185, 193, 212, 103, 194])}.{rng.randint(1, 254)}.{rng.randint(0, 254)}.{rng.randint(1, 254)}"
                     for _ in range(14)], 1.2)
    scan_users = Pool(["admin", "100", "1000", "test", "101", "sip", "2000", "user", "asterisk", "99",
                       "voip", "guest", "operator", "1234"], 1.0)
    trunks = Pool(["sip:sip.trunk-provider.net", "sip:voip.example-carrier.de:5060"], 1.5)
    sounds = Pool(["custom/welcome", "vm-goodbye", "custom/ivr-main", "please-try-again", "custom/closed",
                   "silence/1", "custom/holiday-greeting", "queue-thankyou"], 1.0)
    set_args = Pool(["__FROM_DID=+4930123456", "CALLERID(name)=Reception", "CDR(accountcode)=sales",
                     "__PICKUPMARK={e}", "DIAL_OPTIONS=tr", "TIMEOUT(absolute)=3600", "__RINGTIMER=20",
                     "CHANNEL(language)=en", "__MCD_EXTEN={e}", "AMPUSER={e}"], 1.0)
    noop_args = Pool(["Incoming call from {n}", "CallerID Entry Point: {n}", "Processing call for {e}",
                      "Sending to voicemail", "Outbound route: Default"], 1.0)
    ext_numbers = Pool([f"+49{rng.randint(1500000000, 1799999999)}" for _ in range(25)], 0.8)

    def chan_counter(st):
        st["chn"] = st.get("chn", rng.randint(0x10, 0x4000)) + 1
        return f"{st['chn']:08x}"

    def caller(r, st):
        return ext(r)

    def callee(r, st):
        c = ext(r)
        while c == st["v"]("caller"):
            c = ext(r)
        return c

    def call_id(r, st):
        st["cid"] = st.get("cid", r.randint(0x100, 0x3000)) + 1
        return f"C-{st['cid']:08x}"

    def fill(s, st):
        return s.replace("{e}", st["v"]("callee")).replace("{n}", st["v"]("extnum"))

    def sec_tv(st):
        d = _dt(st)
        return d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{d.microsecond // 1000:03d}+0000"

    gens = {
        "amon": lambda r, st: _syslog_time(st)[0],
        "aday": lambda r, st: _syslog_time(st)[1].strip(),
        "atime": lambda r, st: _syslog_time(st)[2],
        "lwp": lambda r, st: lwps(r),
        "cid": call_id,
        "caller": caller,
        "callee": callee,
        "extnum": lambda r, st: ext_numbers(r),
        "chan": lambda r, st: f"PJSIP/{st['v']('caller')}-{chan_counter(st)}",
        "chan2": lambda r, st: f"PJSIP/{st['v']('callee')}-{chan_counter(st)}",
        "dialed": lambda r, st: f"PJSIP/{st['v']('callee')}",
        "exten": lambda r, st: st["v"]("callee") if r.random() < 0.8 else "s",
        "ctx": lambda r, st: ctx(r),
        "prio": lambda r, st: str(st["pos"] + 1),
        "dialargs": lambda r, st: f"{st['v']('dialed')},{r.choice([20, 30, 30, 45, 60])},{r.choice(['tT', 'Ttr', 'tTr', 'Tt'])}",
        "setargs": lambda r, st: fill(set_args(r), st),
        "noopargs": lambda r, st: fill(noop_args(r), st),
        "sound": lambda r, st: sounds(r),
        "cond": lambda r, st: r.choice(["0?4", "1?8", "0?ext-local,s,1", "1?ivr-main,s,1", "1?novm"]),
        "vmbox": lambda r, st: f"{st['v']('callee')}@default,{r.choice(['u', 'b', 'su'])}",
        "qargs": lambda r, st: f"{r.choice(['support', 'sales', '600'])},t,,,{r.choice([120, 300, 600])}",
        "counts": lambda r, st: r.choice(["1:0/0/1", "1:0/0/1", "2:0/0/2", "1:1/0/0"]),
        "noans_ms": lambda r, st: str(r.choice([20000, 30000, 30000, 45000, 60000]) + r.randint(0, 40)),
        "buuid": lambda r, st: _uuid(r),
        "pfile": lambda r, st: f"{st['v']('sound')}.{r.choice(['slin', 'gsm', 'ulaw', 'g722'])}",
        "lang": lambda r, st: Pool(["en", "en", "de", "en_GB"])(r),
        "aor": lambda r, st: ext(r),
        "contact": lambda r, st: f"sip:{st['v']('aor')}@{phones(r)}:{r.choice([5060, 5060, 5062, 37412])};{r.choice(['ob', 'transport=udp', 'transport=tls'])}",
        "expiry": lambda r, st: str(r.choice([3600, 3600, 120, 300, 60])),
        "rtt": lambda r, st: f"{r.lognormvariate(2.5, 0.7):.3f}",
        "rtt0": lambda r, st: "0.000",
        "scan_user": lambda r, st: scan_users(r),
        "rip": lambda r, st: scanners(r),
        "rport": lambda r, st: str(r.choice([5060, 5060, 5062, r.randint(1024, 65000)])),
        "from": lambda r, st: f"\"{st['v']('scan_user')}\" <sip:{st['v']('scan_user')}@{st['v']('rip')}>",
        "ipport": lambda r, st: f"{st['v']('rip')}:{st['v']('rport')}",
        "sipcallid": lambda r, st: _alnum(r, 32, "0123456789abcdef") if r.random() < 0.5 else f"{r.randint(100000000, 9999999999)}",
        "evtv": lambda r, st: sec_tv(st),
        "evver": lambda r, st: "1",
        "acct": lambda r, st: st["v"]("scan_user"),
        "sess": lambda r, st: f"0x7f{_hex(r, 10)}",
        "laddr": lambda r, st: "IPV4/UDP/192.0.2.10/5060",
        "raddr": lambda r, st: f"IPV4/UDP/{st['v']('rip')}/{st['v']('rport')}",
        "challenge": lambda r, st: f"{_hex(r, 8)}",
        "rhash": lambda r, st: _hex(r, 32),
        "gaddr": lambda r, st: f"IPV4/UDP/{phones(r)}/5060",
        "usingpw": lambda r, st: "1",
        "tp": lambda r, st: Pool(["stasis/m:manager:core-00000006", "stasis/p:endpoint:PJSIP/1001-0000001a",
                                  "subm:devService-test-00000038"])(r),
        "tpn": lambda r, st: str(r.choice([500, 500, 1000, 3000])),
        "trunk": lambda r, st: trunks(r),
        "client": lambda r, st: f"sip:{r.choice(['4930123456', '4930555000'])}@{st['v']('trunk')[4:].split(':')[0]}",
        "retry": lambda r, st: str(r.choice([60, 60, 10])),
        "code": lambda r, st: str(r.choice([403, 403, 401, 404])),
        "dnshost": lambda r, st: trunks(r)[4:].split(":")[0],
        "cause": lambda r, st: str(r.choice([20, 20, 3])),
        "mbox": lambda r, st: st["v"]("callee"),
        "ami_user": lambda r, st: Pool(["fop2", "admin", "crm-connector"])(r),
        "ami_ip": lambda r, st: r.choice(["127.0.0.1", "127.0.0.1", "10.0.0.5"]),
        "sql": lambda r, st: r.choice(["SELECT * FROM sippeers WHERE name = ?",
                                       "INSERT INTO cdr (calldate, src, dst) VALUES (?, ?, ?)"]),
    }
    T = "[{amon} {aday} {atime}] "

    def call(level, src, msg):
        return T + level + "[{lwp}][{cid}] " + src + ": " + msg

    def sysl(level, src, msg):
        return T + level + "[{lwp}] " + src + ": " + msg

    EX = "Executing [{exten}@{ctx}:{prio}] "
    rows = [
        ("ex_dial", "INFO", call("VERBOSE", "pbx.c", EX + "Dial(\"{chan}\", \"{dialargs}\") in new stack")),
        ("ex_answer", "INFO", call("VERBOSE", "pbx.c", EX + "Answer(\"{chan}\", \"\") in new stack")),
        ("ex_set", "INFO", call("VERBOSE", "pbx.c", EX + "Set(\"{chan}\", \"{setargs}\") in new stack")),
        ("ex_noop", "INFO", call("VERBOSE", "pbx.c", EX + "NoOp(\"{chan}\", \"{noopargs}\") in new stack")),
        ("ex_hangup", "INFO", call("VERBOSE", "pbx.c", EX + "Hangup(\"{chan}\", \"\") in new stack")),
        ("ex_playback", "INFO", call("VERBOSE", "pbx.c", EX + "Playback(\"{chan}\", \"{sound}\") in new stack")),
        ("ex_gotoif", "INFO", call("VERBOSE", "pbx.c", EX + "GotoIf(\"{chan}\", \"{cond}\") in new stack")),
        ("ex_vm", "INFO", call("VERBOSE", "pbx.c", EX + "VoiceMail(\"{chan}\", \"{vmbox}\") in new stack")),
        ("ex_queue", "INFO", call("VERBOSE", "pbx.c", EX + "Queue(\"{chan}\", \"{qargs}\") in new stack")),
        ("called", "INFO", call("VERBOSE", "app_dial.c", "Called {dialed}")),
        ("ringing", "INFO", call("VERBOSE", "app_dial.c", "{chan} is ringing")),
        ("answered", "INFO", call("VERBOSE", "app_dial.c", "{chan2} answered {chan}")),
        ("everyone_busy", "INFO", call("VERBOSE", "app_dial.c", "Everyone is busy/congested at this time ({counts})")),
        ("nobody", "INFO", call("VERBOSE", "app_dial.c", "Nobody picked up in {noans_ms} ms")),
        ("bjoin", "INFO", call("VERBOSE", "bridge_channel.c", "Channel {chan} joined 'simple_bridge' basic-bridge <{buuid}>")),
        ("bleft", "INFO", call("VERBOSE", "bridge_channel.c", "Channel {chan} left 'simple_bridge' basic-bridge <{buuid}>")),
        ("bjoin_rtp", "INFO", call("VERBOSE", "bridge_channel.c", "Channel {chan} joined 'native_rtp' basic-bridge <{buuid}>")),
        ("bleft_rtp", "INFO", call("VERBOSE", "bridge_channel.c", "Channel {chan} left 'native_rtp' basic-bridge <{buuid}>")),
        ("spawn_nz", "INFO", call("VERBOSE", "pbx.c", "Spawn extension ({ctx}, {exten}, {prio}) exited non-zero on '{chan}'")),
        ("playing", "INFO", call("VERBOSE", "file.c", "<{chan}> Playing '{pfile}' (language '{lang}')")),
        ("fall_noans", "INFO", call("VERBOSE", "pbx.c", "Auto fallthrough, channel '{chan}' status is 'NOANSWER'")),
        ("fall_busy", "INFO", call("VERBOSE", "pbx.c", "Auto fallthrough, channel '{chan}' status is 'BUSY'")),
        ("file_missing", "WARN", call("WARNING", "file.c", "File {sound} does not exist in any format")),
        ("pb_failed", "WARN", call("WARNING", "app_playback.c", "Playback failed on {chan} for {sound}")),
        ("vm_noentry", "WARN", call("WARNING", "app_voicemail.c", "No entry in voicemail config file for '{mbox}'")),
        ("unable_chan", "WARN", call("WARNING", "app_dial.c", "Unable to create channel of type 'PJSIP' (cause {cause} - Subscriber absent)")),
        ("contact_add", "INFO", sysl("VERBOSE", "res_pjsip_registrar.c", "Added contact '{contact}' to AOR '{aor}' with expiration of {expiry} seconds")),
        ("contact_rm", "INFO", sysl("VERBOSE", "res_pjsip_registrar.c", "Removed contact '{contact}' from AOR '{aor}' due to request")),
        ("reachable", "INFO", sysl("VERBOSE", "res_pjsip/pjsip_options.c", "Contact {aor}/{contact} is now Reachable.  RTT: {rtt} msec")),
        ("unreachable", "INFO", sysl("VERBOSE", "res_pjsip/pjsip_options.c", "Contact {aor}/{contact} is now Unreachable.  RTT: {rtt0} msec")),
        ("reg_nomatch", "INFO", sysl("NOTICE", "res_pjsip/pjsip_distributor.c", "Request 'REGISTER' from '{from}' failed for '{ipport}' (callid: {sipcallid}) - No matching endpoint found")),
        ("inv_nomatch", "INFO", sysl("NOTICE", "res_pjsip/pjsip_distributor.c", "Request 'INVITE' from '{from}' failed for '{ipport}' (callid: {sipcallid}) - No matching endpoint found")),
        ("reg_authfail", "INFO", sysl("NOTICE", "res_pjsip/pjsip_distributor.c", "Request 'REGISTER' from '{from}' failed for '{ipport}' (callid: {sipcallid}) - Failed to authenticate")),
        ("sec_invalid", "ERROR", sysl("SECURITY", "res_security_log.c",
                                     "SecurityEvent=\"InvalidAccountID\",EventTV=\"{evtv}\",Severity=\"Error\",Service=\"PJSIP\","
                                     "EventVersion=\"{evver}\",AccountID=\"{acct}\",SessionID=\"{sess}\",LocalAddress=\"{laddr}\","
                                     "RemoteAddress=\"{raddr}\"")),
        ("sec_chalfail", "ERROR", sysl("SECURITY", "res_security_log.c",
                                      "SecurityEvent=\"ChallengeResponseFailed\",EventTV=\"{evtv}\",Severity=\"Error\",Service=\"PJSIP\","
                                      "EventVersion=\"{evver}\",AccountID=\"{acct}\",SessionID=\"{sess}\",LocalAddress=\"{laddr}\","
                                      "RemoteAddress=\"{raddr}\",Challenge=\"{challenge}\",ReceivedChallenge=\"{challenge}\","
                                      "ReceivedHash=\"{rhash}\"")),
        ("sec_success", "INFO", sysl("SECURITY", "res_security_log.c",
                                     "SecurityEvent=\"SuccessfulAuth\",EventTV=\"{evtv}\",Severity=\"Informational\",Service=\"PJSIP\","
                                     "EventVersion=\"{evver}\",AccountID=\"{aor}\",SessionID=\"{sess}\",LocalAddress=\"{laddr}\","
                                     "RemoteAddress=\"{gaddr}\",UsingPassword=\"{usingpw}\"")),
        ("tp_queue", "WARN", sysl("WARNING", "taskprocessor.c", "The '{tp}' task processor queue reached {tpn} scheduled tasks.")),
        ("obreg_noresp", "WARN", sysl("WARNING", "res_pjsip_outbound_registration.c",
                                      "No response received from '{trunk}' on registration attempt to '{client}', retrying in '{retry}'")),
        ("obreg_fatal", "ERROR", sysl("ERROR", "res_pjsip_outbound_registration.c",
                                      "Fatal response '{code}' received from '{trunk}' on registration attempt to '{client}', stopping outbound registration")),
        ("getaddrinfo", "ERROR", sysl("ERROR", "netsock2.c", "getaddrinfo(\"{dnshost}\", \"(null)\", ...): Name or service not known")),
        ("odbc_prep", "ERROR", sysl("ERROR", "res_config_odbc.c", "SQL Prepare failed! [{sql}]")),
        ("ami_on", "INFO", sysl("VERBOSE", "manager.c", "Manager '{ami_user}' logged on from {ami_ip}")),
        ("ami_off", "INFO", sysl("VERBOSE", "manager.c", "Manager '{ami_user}' logged off from {ami_ip}")),
        ("ami_baduser", "INFO", sysl("NOTICE", "manager.c", "{ami_ip} tried to authenticate with nonexistent user '{scan_user}'")),
        ("remote_con", "INFO", sysl("VERBOSE", "asterisk.c", "Remote UNIX connection")),
        ("remote_dis", "INFO", sysl("VERBOSE", "asterisk.c", "Remote UNIX connection disconnected")),
    ]
    specs = build_specs(rows)
    c2 = "chan=chan2"
    entries = [
        (30, f"ex_set ex_dial called ringing|{c2} answered bjoin bjoin|{c2} bleft bleft|{c2} spawn_nz"),
        (10, f"ex_noop ex_set ex_gotoif ex_dial called ringing|{c2} answered bjoin_rtp bjoin_rtp|{c2} bleft_rtp bleft_rtp|{c2} spawn_nz"),
        (12, f"ex_dial called ringing|{c2} nobody ex_vm playing fall_noans"),
        (5, "ex_dial called everyone_busy fall_busy"),
        (2.5, "ex_dial unable_chan everyone_busy fall_busy"),
        (9, "ex_answer ex_playback playing ex_gotoif ex_noop ex_hangup spawn_nz"),
        (2.5, "ex_answer ex_playback file_missing pb_failed ex_hangup spawn_nz"),
        (1.0, "ex_dial called ringing nobody ex_vm vm_noentry ex_hangup"),
        (3.5, "ex_answer ex_set ex_queue"),
        (4, "ex_set"), (2, "ex_noop"),
        (55, "contact_add"), (12, "contact_rm"), (10, "reachable"), (3, "unreachable reachable"),
        (40, "reg_nomatch sec_invalid"), (14, "inv_nomatch sec_invalid"), (8, "reg_authfail sec_chalfail"),
        (12, "sec_success"),
        (2.5, "tp_queue"), (2.0, "obreg_noresp"), (0.5, "getaddrinfo obreg_noresp"), (0.4, "obreg_fatal"),
        (0.4, "odbc_prep"), (1.5, "ami_on"), (1.2, "ami_off"), (0.6, "ami_baduser"),
        (1.0, "remote_con remote_dis"),
    ]
    return generate(rng, specs, entries, gens, _expgap(9.0, 0.3), chain_gap=lambda r: r.uniform(0.0, 1.5),
                    fresh=("amon", "aday", "atime", "prio", "evtv", "setargs", "noopargs", "sess"))


# =========================================================================== zfs_zed
def _zfs_make(rng: random.Random) -> list[dict[str, str]]:
    hosts = Pool(["nas01", "backup-srv", "pve2"], 1.4)
    pools_ = Pool(["tank", "rpool", "backup", "bpool"], 1.1)
    disks = [f"ata-{m}_{_alnum(rng, 8, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}"
             for m in ("WDC_WD80EFAX-68KNBN0", "ST8000VN004-2M2101", "WDC_WD80EFAX-68KNBN0",
                       "TOSHIBA_MG08ACA16TE", "ST8000VN004-2M2101", "WDC_WD40EFRX-68N32N0")]
    disk = Pool(disks, 1.0)
    sddev = {d: f"sd{'bcdefgh'[i]}" for i, d in enumerate(disks)}
    zed_pid = {h: str(rng.randint(900, 4000)) for h in ("nas01", "backup-srv", "pve2")}
    up0 = rng.randint(100000, 700000)

    def eid(r, st):
        # each host's zed has its own event id sequence
        eids = st.setdefault("eid", {})
        h = st["v"]("host")
        eids[h] = eids.get(h, r.randint(5, 300)) + 1
        return str(eids[h])

    def spid(r, st):
        st["spid"] = st.get("spid", r.randint(100000, 900000)) + r.randint(1, 40)
        return str(st["spid"])

    gens = {
        "smon": lambda r, st: _syslog_time(st)[0],
        "sday": lambda r, st: _syslog_time(st)[1].strip(),
        "stime": lambda r, st: _syslog_time(st)[2],
        "host": lambda r, st: hosts(r),
        "zpid": lambda r, st: zed_pid[st["v"]("host")],
        "eid": eid,
        "spid": spid,
        "spid2": spid,
        "s_all": lambda r, st: "all-syslog.sh",
        "s_cacher": lambda r, st: "history_event-zfs-list-cacher.sh",
        "s_scrub": lambda r, st: "scrub_finish-notify.sh",
        "s_resilver": lambda r, st: "resilver_finish-notify.sh",
        "s_state": lambda r, st: "statechange-notify.sh",
        "s_led": lambda r, st: "statechange-led.sh",
        "s_data": lambda r, st: "data-notify.sh",
        "dur": lambda r, st: f"{r.lognormvariate(-5.5, 0.6):.6f}",
        "durl": lambda r, st: f"{r.lognormvariate(-2.5, 0.8):.6f}",
        "rc": lambda r, st: "0",
        "rc1": lambda r, st: "1",
        "pool": lambda r, st: pools_(r),
        "disk": lambda r, st: disk(r),
        "vdev": lambda r, st: f"{st['v']('disk')}-part1",
        "vpath": lambda r, st: f"/dev/disk/by-id/{st['v']('disk')}-part1",
        "dev": lambda r, st: sddev[st["v"]("disk")],
        "size": lambda r, st: str(r.choice([4096, 8192, 16384, 131072, 131072, 1048576])),
        "off": lambda r, st: str(r.randrange(4 << 20, 8 << 40, 4096)),
        "prio": lambda r, st: str(r.choice([0, 2, 2, 3, 4])),
        "err": lambda r, st: r.choice(["5", "5", "52", "6"]),
        "err52": lambda r, st: "52",
        "err0": lambda r, st: "0",
        "flags": lambda r, st: r.choice(["0x180880", "0x100080", "0x380880", "0x1808b0"]),
        "delay": lambda r, st: str(r.randint(30000, 90000)),
        "bm": lambda r, st: f"{r.randint(0, 400)}:{r.randint(1, 90000)}:0:{r.randint(0, 5000)}",
        "ztype": lambda r, st: r.choice(["1", "1", "2"]),
        "up": lambda r, st: f"{up0 + st['t']:.6f}",
        "sector": lambda r, st: str(r.randrange(2048, 15628053168)),
        "op": lambda r, st: "0x0",
        "kflags": lambda r, st: r.choice(["0x0", "0x700", "0x80700"]),
        "seg": lambda r, st: str(r.choice([1, 1, 2, 32])),
        "pclass": lambda r, st: str(r.choice([0, 2])),
        "hctl": lambda r, st: f"{r.choice([0, 1, 4])}:0:{r.randint(0, 5)}:0",
        "tag": lambda r, st: str(r.randint(0, 31)),
        "age": lambda r, st: str(r.choice([0, 3, 7, 30])),
        "zver": lambda r, st: "2.2.2-0ubuntu9.1",
        "zpoolver": lambda r, st: "5000",
        "zfsver": lambda r, st: "5",
        "hpid": lambda r, st: str(r.randint(600, 5000)),
        "hsecs": lambda r, st: str(r.choice([120, 120, 241, 362, 483])),
        "nmissed": lambda r, st: str(r.randint(1, 40)),
        "sysd": lambda r, st: "1",
        "cpid": lambda r, st: str(r.randint(100000, 999999)),
        "cuser": lambda r, st: "root",
        "ccmd": lambda r, st: r.choice(["if [ $(date +%w) -eq 0 ] && [ -x /usr/lib/zfs-linux/scrub ]; then /usr/lib/zfs-linux/scrub; fi",
                                        "if [ $(date +%w) -eq 0 ] && [ -x /usr/lib/zfs-linux/trim ]; then /usr/lib/zfs-linux/trim; fi"]),
        "mailprog": lambda r, st: "mail",
        "mailrc": lambda r, st: r.choice(["1", "1", "127"]),
        "peid": lambda r, st: str(st.get("eid", {}).get(st["v"]("host"), r.randint(5, 300))),
    }
    S = "{smon} {sday} {stime} {host} "
    ZD = S + "zed[{zpid}]: "
    ZL = S + "zed: eid={eid} class="
    K = S + "kernel: [{up}] "
    FIN = ZD + "Finished \"{script}\" eid={eid} pid={spid} time={dur}s exit={rc}"
    rows = [
        ("invoke", "-", ZD + "Invoking \"{script}\" eid={eid} pid={spid}"),
        ("finish", "-", FIN),
        ("start", "-", ZD + "ZFS Event Daemon {zver} (PID {zpid})"),
        ("since", "-", ZD + "Processing events since eid={peid}"),
        ("exiting", "-", ZD + "Exiting"),
        ("missed", "-", ZD + "Missed {nmissed} events"),
        ("ev_history", "-", ZL + "history_event pool='{pool}'"),
        ("ev_config", "-", ZL + "config_sync pool='{pool}'"),
        ("ev_scrub_start", "-", ZL + "scrub_start pool='{pool}'"),
        ("ev_scrub_finish", "-", ZL + "scrub_finish pool='{pool}'"),
        ("ev_resilver_start", "-", ZL + "resilver_start pool='{pool}'"),
        ("ev_resilver_finish", "-", ZL + "resilver_finish pool='{pool}'"),
        ("ev_trim_start", "-", ZL + "trim_start pool='{pool}' vdev={vdev}"),
        ("ev_trim_finish", "-", ZL + "trim_finish pool='{pool}' vdev={vdev}"),
        ("ev_faulted", "-", ZL + "statechange pool='{pool}' vdev={vdev} vdev_state=FAULTED"),
        ("ev_online", "-", ZL + "statechange pool='{pool}' vdev={vdev} vdev_state=ONLINE"),
        ("ev_removed", "-", ZL + "statechange pool='{pool}' vdev={vdev} vdev_state=REMOVED"),
        ("ev_degraded", "-", ZL + "statechange pool='{pool}' vdev={vdev} vdev_state=DEGRADED"),
        ("ev_checksum", "-", ZL + "checksum pool='{pool}' vdev={vdev} algorithm=fletcher4 size={size} offset={off} "
                                  "priority={prio} err={err52} flags={flags} bookmark={bm}"),
        ("ev_io", "-", ZL + "io pool='{pool}' vdev={vdev} size={size} offset={off} priority={prio} err={err} "
                            "flags={flags} delay={delay} bookmark={bm}"),
        ("ev_delay", "-", ZL + "delay pool='{pool}' vdev={vdev} size={size} offset={off} priority={prio} err={err0} "
                               "flags={flags} delay={delay} bookmark={bm}"),
        ("ev_data", "-", ZL + "data pool='{pool}' priority={prio} err={err52} flags={flags} bookmark={bm}"),
        ("ev_vdev_clear", "-", ZL + "vdev_clear pool='{pool}' vdev={vdev} vdev_state=ONLINE"),
        ("ev_import", "-", ZL + "pool_import pool='{pool}'"),
        ("err_notinst", "ERROR", S + "zed: error: {script}: eid={eid}: \"{mailprog}\" not installed"),
        ("err_mail", "ERROR", S + "zed: error: {script}: eid={eid}: {mailprog} exit={mailrc}"),
        ("k_zio", "-", K + "zio pool={pool} vdev={vpath} error={err} type={ztype} offset={off} size={size} flags={flags}"),
        ("k_ioerr", "-", K + "I/O error, dev {dev}, sector {sector} op {op}:(READ) flags {kflags} phys_seg {seg} prio class {pclass}"),
        ("k_sd_failed", "-", K + "sd {hctl}: [{dev}] tag#{tag} FAILED Result: hostbyte=DID_OK driverbyte=DRIVER_OK cmd_age={age}s"),
        ("k_sd_sense", "-", K + "sd {hctl}: [{dev}] tag#{tag} Sense Key : Medium Error [current]"),
        ("k_suspend", "WARN", K + "WARNING: Pool '{pool}' has encountered an uncorrectable I/O failure and has been suspended."),
        ("k_panic", "FATAL", K + "PANIC: zfs: adding existent segment to range tree (offset={off} size={size})"),
        ("k_hung", "INFO", K + "INFO: task txg_sync:{hpid} blocked for more than {hsecs} seconds."),
        ("k_hung_hint", "-", K + "\"echo 0 > /proc/sys/kernel/hung_task_timeout_secs\" disables this message."),
        ("k_loaded", "-", K + "ZFS: Loaded module v{zver}, ZFS pool version {zpoolver}, ZFS filesystem version {zfsver}"),
        ("sd_started", "-", S + "systemd[{sysd}]: Started zfs-zed.service - ZFS Event Daemon (zed)."),
        ("cron", "-", S + "CRON[{cpid}]: ({cuser}) CMD ({ccmd})"),
    ]
    specs = build_specs(rows)
    FINL = "finish|script={s},spid={p},dur=durl"

    def zl(ev, *extra):
        """inv all-syslog, the event line, finish; then optional extra zedlets."""
        parts = [f"invoke|script=s_all", ev, "finish|script=s_all"]
        for s in extra:
            parts += [f"invoke|script={s},spid=spid2", f"finish|script={s},spid=spid2"]
        return " ".join(parts)

    entries = [
        (40, zl("ev_history", "s_cacher")), (12, "ev_history"),
        (28, zl("ev_config")), (8, "ev_config"),
        (4, zl("ev_scrub_start")), (4, zl("ev_scrub_finish", "s_scrub")),
        (1.2, zl("ev_resilver_start")), (1.1, zl("ev_resilver_finish", "s_resilver")),
        (2.5, zl("ev_trim_start")), (2.5, zl("ev_trim_finish")),
        (1.4, "k_sd_failed k_sd_sense k_ioerr k_zio " + zl("ev_io")),
        (6, "k_zio " + zl("ev_io")),
        (8, zl("ev_checksum")), (3, zl("ev_delay")), (1.0, zl("ev_data", "s_data")),
        (2.4, "invoke|script=s_all ev_faulted finish|script=s_all invoke|script=s_state,spid=spid2 "
              "err_notinst|script=s_state " + FINL.format(s="s_state", p="spid2").replace("dur=durl", "dur=durl,rc=rc1")),
        (2.2, "invoke|script=s_all ev_degraded finish|script=s_all invoke|script=s_state,spid=spid2 "
              "err_mail|script=s_state " + FINL.format(s="s_state", p="spid2").replace("dur=durl", "dur=durl,rc=rc1")),
        (1.0, zl("ev_removed", "s_state", "s_led")), (1.5, zl("ev_online", "s_led")),
        (0.6, zl("ev_vdev_clear")), (0.3, zl("ev_import")),
        (1.6, "k_suspend"), (0.3, "k_panic"), (0.6, "k_hung k_hung_hint"),
        (0.25, "k_loaded sd_started start since"), (0.2, "exiting"), (1.0, "missed"),
        (0.6, "cron"),
    ]
    return generate(rng, specs, entries, gens, _expgap(25.0, 0.2), chain_gap=lambda r: r.uniform(0.0005, 0.02),
                    fresh=("smon", "sday", "stime", "up", "dur", "durl"))


# =========================================================================== nextcloud_json
class _Raw(str):
    """A JSON fragment written without quotes (numbers, placeholders for numbers)."""


def _jesc(s: str) -> str:
    """PHP json_encode string body: escaped quotes/backslashes and escaped slashes."""
    return json.dumps(s, ensure_ascii=False)[1:-1].replace("/", "\\/")


def _jfmt(o) -> str:
    if isinstance(o, _Raw):
        return str(o)
    if isinstance(o, str):
        return '"' + _jesc(o) + '"'
    if isinstance(o, dict):
        return "{" + ",".join(f'"{k}":{_jfmt(v)}' for k, v in o.items()) + "}"
    if isinstance(o, list):
        return "[" + ",".join(_jfmt(x) for x in o) + "]"
    raise TypeError(type(o))


def _nc_exc(cls: str, frames: list[tuple[str, str]], msg: str = "{emsg}", custom: str = "--") -> dict:
    trace = [{"file": "{tf%d}" % i, "line": _Raw("{tl%d}" % i), "function": fn, "class": c, "type": "->"}
             for i, (fn, c) in enumerate(frames)]
    return {"Exception": cls, "Message": msg, "Code": _Raw("{ecode}"), "Trace": trace,
            "File": "{efile}", "Line": _Raw("{eline}"), "CustomMessage": custom}


def _nextcloud_make(rng: random.Random) -> list[dict[str, str]]:
    users = Pool(["anna", "admin", "m.weber", "jonas", "lea.schmidt", "tobias", "family", "k.nguyen",
                  "scanner", "peter", "sabine", "ops-backup"], 1.0)
    clients = Pool([f"192.168.178.{rng.randint(20, 200)}" for _ in range(10)] +
                   [f"2a02:810d:{_hex(rng, 4)}:{_hex(rng, 4)}::{_hex(rng, 3)}" for _ in range(4)] +
                   [f"{rng.randint(31, 217)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}" for _ in range(10)], 0.9)
    attackers = Pool([f"{rng.choice([45, 89, 185, 194, 141])}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
                      for _ in range(8)], 1.0)
    uas = Pool(["Mozilla/5.0 (Linux) mirall/3.14.3 (Nextcloud, ubuntu-6.8.0-49-generic ClientArchitecture: x86_64 OsArchitecture: x86_64)",
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
                "Mozilla/5.0 (Android) Nextcloud-android/3.30.5",
                "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0",
                "Mozilla/5.0 (iOS) Nextcloud-iOS/6.1.7",
                "DAVx5/4.4.4-ose (2024/10/15; dav4jvm; okhttp/4.12.0) Android/14",
                "Mozilla/5.0 (Windows) mirall/3.14.3 (Nextcloud, windows-10.0.22631 ClientArchitecture: x86_64 OsArchitecture: x86_64)",
                "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15"], 0.9)
    dirs = Pool(["Documents", "Photos/2026", "InstantUpload/Camera", "Notes", "Shared/Family", "Projects/Website",
                 "Talk", "Documents/Taxes 2025", "Music", "Backups"], 1.0)
    names = Pool(["Report Q3.docx", "IMG_20261129_184512.jpg", "notes.md", "budget.xlsx", "Readme.md",
                  "PXL_20261128_101010.mp4", "invoice-2026-11.pdf", "todo.txt", "Nextcloud Manual.pdf",
                  "scan_0042.pdf", "index.html", "archive.zip"], 1.0)
    jobs = Pool(["OCA\\Files_Trashbin\\BackgroundJob\\ExpireTrash", "OCA\\Files\\BackgroundJob\\ScanFiles",
                 "OC\\Preview\\BackgroundCleanupJob", "OCA\\Files_Versions\\BackgroundJob\\ExpireVersions",
                 "OCA\\Activity\\BackgroundJob\\EmailNotification", "OCA\\DAV\\BackgroundJob\\CleanupInvitationTokenJob",
                 "OC\\Log\\Rotate", "OCA\\NextcloudAnnouncements\\Cron\\Crawler", "OCA\\UpdateNotification\\BackgroundJob\\UpdateAvailableNotifications",
                 "OCA\\Files_Sharing\\ExpireSharesJob", "OCA\\Circles\\Cron\\Maintenance", "OCA\\Text\\Cron\\Cleanup"], 0.9)
    phpfiles = Pool(["/var/www/nextcloud/lib/private/Files/Storage/Local.php",
                     "/var/www/nextcloud/apps/files_versions/lib/Storage.php",
                     "/var/www/nextcloud/lib/private/Preview/Generator.php",
                     "/var/www/nextcloud/3rdparty/doctrine/dbal/src/Driver/PDO/Statement.php",
                     "/var/www/nextcloud/apps/dav/lib/Connector/Sabre/File.php",
                     "/var/www/nextcloud/lib/private/Image.php",
                     "/var/www/nextcloud/apps/theming/lib/Util.php"], 1.0)
    events = Pool([("OCA\\Files::loadAdditionalScripts", "OCP\\EventDispatcher\\GenericEvent"),
                   ("OCP\\Share::preShare", "OCP\\EventDispatcher\\GenericEvent"),
                   ("OCA\\DAV\\Connector\\Sabre::addPlugin", "OCP\\SabrePluginEvent")], 1.0)
    badhosts = Pool(["192.168.178.5", "cloud.local", "nextcloud", "10.0.0.2:8080", "localhost"], 1.0)
    start_id = rng.randint(300, 9000)

    def fpath(r, st):
        return f"/{dirs(r)}/{names(r)}"

    def url_dav(r, st):
        p = st["v"]("fpath").replace(" ", "%20")
        return f"/remote.php/dav/files/{st['v']('user')}{p}"

    gens = {
        "reqid": lambda r, st: _alnum(r, 20),
        "reqid2": lambda r, st: _alnum(r, 20),
        "reqid3": lambda r, st: _alnum(r, 20),
        "time": lambda r, st: _dt(st).strftime("%Y-%m-%dT%H:%M:%S+00:00"),
        "remote": lambda r, st: clients(r),
        "attacker": lambda r, st: attackers(r),
        "user": lambda r, st: users(r),
        "fuser": lambda r, st: Pool(["admin", "administrator", "root", "test", "anna", "nextcloud", "user"])(r),
        "ua": lambda r, st: uas(r),
        "bua": lambda r, st: Pool(["Mozilla/5.0 (X11; Linux x86_64; rv:109.0) Gecko/20100101 Firefox/115.0",
                                   "python-requests/2.31.0", "curl/8.5.0"])(r),
        "version": lambda r, st: "29.0.9.2",
        "fpath": fpath,
        "fpath2": fpath,
        "url_dav": url_dav,
        "url_preview": lambda r, st: f"/index.php/core/preview?fileId={r.randint(1000, 990000)}&x={st['v']('pw')}&y={st['v']('ph')}&a=true",
        "pw": lambda r, st: str(r.choice([64, 256, 256, 1024, 3840])),
        "ph": lambda r, st: st["v"]("pw"),
        "url_login": lambda r, st: r.choice(["/login", "/login", "/index.php/login"]),
        "url_logout": lambda r, st: f"/logout?requesttoken={_alnum(r, 24)}%3D",
        "url_web": lambda r, st: Pool(["/index.php/apps/files/", "/ocs/v2.php/apps/notifications/api/v2/notifications",
                                       "/index.php/apps/dashboard/", "/index.php/apps/photos/api/v1/preview/12345?x=512&y=512",
                                       "/ocs/v2.php/apps/user_status/api/v1/user_status?format=json"])(r),
        "url_dir": lambda r, st: f"/remote.php/dav/files/{st['v']('user')}/{dirs(r).replace(' ', '%20')}/",
        "jobcls": lambda r, st: jobs(r),
        "jobid": lambda r, st: str(start_id + jobs.items.index(st["v"]("jobcls")) * 3 + r.choice([0, 0, 1])),
        "jsecs": lambda r, st: str(Pool([0, 1, 2, 5, 14, 63])(r)),
        "badhost": lambda r, st: badhosts(r),
        "fname": lambda r, st: f"{dirs(r)}/{names(r)}",
        "ecode": lambda r, st: "0",
        "efile": lambda r, st: phpfiles(r),
        "eline": lambda r, st: str(r.randint(40, 900)),
        "tf0": lambda r, st: phpfiles(r),
        "tl0": lambda r, st: str(r.randint(40, 900)),
        "tf1": lambda r, st: phpfiles(r),
        "tl1": lambda r, st: str(r.randint(40, 900)),
        "exp": lambda r, st: str(_lognorm_int(r, 15, 2)),
        "got": lambda r, st: str(r.randint(0, int(st["v"]("exp")) - 1)),
        "lockpath": lambda r, st: f"files/{_hex(r, 32)}",
        "nlocks": lambda r, st: str(r.choice([1, 2, 2, 3])),
        "memlimit": lambda r, st: r.choice(["536870912", "536870912", "1073741824"]),
        "alloc": lambda r, st: str(r.choice([20480, 65536, 262144, 4194304, 33554440])),
        "phpline": lambda r, st: str(r.randint(40, 900)),
        "akey": lambda r, st: r.choice(["size", "mimetype", "etag", "fileid", "path"]),
        "dpath": lambda r, st: f"/srv/nextcloud-data/{st['v']('user')}/files{st['v']('fpath')}",
        "bgmsg": lambda r, st: r.choice(["Backends provided no user object for ops-backup",
                                         "File with id \"48213\" has not been found.",
                                         "Could not find folder"]),
        "sqlstate": lambda r, st: "40001",
        "sqlcode": lambda r, st: "1213",
        "curlerr": lambda r, st: "28",
        "ms": lambda r, st: str(r.choice([5000, 5001, 5002, 10001])),
        "nbytes": lambda r, st: "0",
        "wopiurl": lambda r, st: "https://office.example.org/hosting/capabilities",
        "rhost": lambda r, st: r.choice(["192.168.178.1", "10.8.0.1", "localhost", "fd00::1"]),
        "event": lambda r, st: events(r)[0],
        "evcls": lambda r, st: next(b for a, b in events.items if a == st["v"]("event")),
        "ldapcode": lambda r, st: "-1",
        "folder": lambda r, st: f"/{st['v']('user')}/files/{dirs(r)}",
    }

    def nc(level, app, method, msg, *, url="{url_web}", remote="{remote}", user="{user}", ua="{ua}",
           exc=None, data=None):
        d = {"reqId": "{reqid}", "level": _Raw(str(level)), "time": "{time}", "remoteAddr": remote, "user": user,
             "app": app, "method": method, "url": url, "message": msg, "userAgent": ua, "version": "{version}"}
        if exc is not None:
            d["exception"] = exc
        if data is not None:
            d["data"] = data
        return _jfmt(d)

    LV = {0: "DEBUG", 1: "INFO", 2: "WARN", 3: "ERROR", 4: "FATAL"}
    CLI = dict(url="--", remote="", user="--", ua="--")
    AUD = {"app": "admin_audit"}
    spec_defs = [
        ("audit_access", 1, "admin_audit", "GET", "File accessed: \"{fpath}\"", dict(url="{url_dav}", data=AUD)),
        ("audit_write", 1, "admin_audit", "PUT", "File written to: \"{fpath}\"", dict(url="{url_dav}", data=AUD)),
        ("audit_delete", 1, "admin_audit", "DELETE", "File deleted: \"{fpath}\"", dict(url="{url_dav}", data=AUD)),
        ("audit_rename", 1, "admin_audit", "MOVE", "File renamed: \"{fpath}\" to \"{fpath2}\"", dict(url="{url_dav}", data=AUD)),
        ("audit_preview", 1, "admin_audit", "GET", "Preview accessed: \"{fpath}\" (width: \"{pw}\", height: \"{ph}\" "
                                                   "crop: \"true\", mode: \"fill\")", dict(url="{url_preview}", data=AUD)),
        ("audit_attempt", 1, "admin_audit", "POST", "Login attempt: \"{user}\"", dict(url="{url_login}", user="--", data=AUD)),
        ("audit_login", 1, "admin_audit", "POST", "Login successful: \"{user}\"", dict(url="{url_login}", data=AUD)),
        ("audit_logout", 1, "admin_audit", "GET", "Logout occurred", dict(url="{url_logout}", data=AUD)),
        ("cron_run", 0, "cron", "", "Run {jobcls} job with ID {jobid}", dict(CLI, data={"app": "cron"})),
        ("cron_fin", 0, "cron", "", "Finished {jobcls} job with ID {jobid} in {jsecs} seconds", dict(CLI, data={"app": "cron"})),
        ("login_failed", 2, "core", "POST", "Login failed: {fuser} (Remote IP: {attacker})",
         dict(url="{url_login}", remote="{attacker}", user="--", ua="{bua}")),
        ("bruteforce", 2, "core", "POST", "Bruteforce attempt from \"{attacker}\" detected for action \"login\".",
         dict(url="{url_login}", remote="{attacker}", user="--", ua="{bua}")),
        ("trusted_domain", 2, "core", "GET", "Trusted domain error. \"{remote}\" tried to access using \"{badhost}\" as host.",
         dict(url="/", user="--")),
        ("dav_notfound", 0, "webdav", "PROPFIND", "File with name {fname} could not be located",
         dict(url="{url_dir}", exc=_nc_exc("Sabre\\DAV\\Exception\\NotFound",
                                           [("getChild", "OCA\\DAV\\Connector\\Sabre\\Directory"),
                                            ("getNodeForPath", "Sabre\\DAV\\Tree")],
                                           msg="File with name {fname} could not be located"))),
        ("dav_badrequest", 3, "webdav", "PUT",
         "Expected filesize of {exp} bytes but read (from Nextcloud client) and wrote (to Nextcloud storage) {got} bytes. "
         "Could either be a network problem on the sending side or a problem writing to the storage on the server side.",
         dict(url="{url_dav}", exc=_nc_exc("Sabre\\DAV\\Exception\\BadRequest",
                                           [("put", "OCA\\DAV\\Connector\\Sabre\\File"),
                                            ("put", "OCA\\DAV\\Connector\\Sabre\\Directory")],
                                           msg="Expected filesize of {exp} bytes but read (from Nextcloud client) and wrote "
                                               "(to Nextcloud storage) {got} bytes. Could either be a network problem on the "
                                               "sending side or a problem writing to the storage on the server side."))),
        ("dav_locked", 3, "webdav", "PUT", "\"{lockpath}\" is locked, existing lock on file: {nlocks} shared locks",
         dict(url="{url_dav}", exc=_nc_exc("OCA\\DAV\\Connector\\Sabre\\Exception\\FileLocked",
                                           [("put", "OCA\\DAV\\Connector\\Sabre\\File"),
                                            ("acquireLock", "OC\\Lock\\DBLockingProvider")],
                                           msg="\"{lockpath}\" is locked, existing lock on file: {nlocks} shared locks"))),
        ("dav_maint", 3, "webdav", "PROPFIND", "System is in maintenance mode.",
         dict(url="{url_dir}", exc=_nc_exc("Sabre\\DAV\\Exception\\ServiceUnavailable",
                                           [("checkMaintenanceMode", "OCA\\DAV\\Connector\\Sabre\\MaintenancePlugin"),
                                            ("emit", "Sabre\\Event\\WildcardEmitter")],
                                           msg="System is in maintenance mode."))),
        ("php_memory", 4, "PHP", "GET", "Allowed memory size of {memlimit} bytes exhausted (tried to allocate {alloc} bytes) "
                                        "at {efile}#{eline}", {}),
        ("php_undef", 3, "PHP", "GET", "Undefined array key \"{akey}\" at {efile}#{eline}", {}),
        ("php_fopen", 3, "PHP", "PUT", "fopen({dpath}): Failed to open stream: No such file or directory at {efile}#{eline}",
         dict(url="{url_dav}")),
        ("bgjob_err", 3, "core", "", "Error while running background job {jobcls} (id: {jobid}, arguments: null)",
         dict(CLI, exc=_nc_exc("OCP\\Files\\NotFoundException",
                               [("run", "OC\\BackgroundJob\\Job"), ("start", "OC\\BackgroundJob\\TimedJob")],
                               msg="{bgmsg}",
                               custom="Error while running background job {jobcls} (id: {jobid}, arguments: null)"))),
        ("db_deadlock", 3, "core", "PUT", "An exception occurred while executing a query: SQLSTATE[{sqlstate}]: "
                                          "Serialization failure: {sqlcode} Deadlock found when trying to get lock; "
                                          "try restarting transaction",
         dict(url="{url_dav}", exc=_nc_exc("Doctrine\\DBAL\\Exception\\DeadlockException",
                                           [("execute", "Doctrine\\DBAL\\Statement"),
                                            ("executeStatement", "OC\\DB\\ConnectionAdapter")],
                                           msg="An exception occurred while executing a query: SQLSTATE[{sqlstate}]: "
                                               "Serialization failure: {sqlcode} Deadlock found when trying to get lock; "
                                               "try restarting transaction"))),
        ("collabora", 3, "richdocuments", "GET",
         "Failed to fetch the Collabora capabilities endpoint: cURL error {curlerr}: Operation timed out after {ms} "
         "milliseconds with {nbytes} bytes received (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for {wopiurl}",
         {}),
        ("local_access", 2, "no app in context", "GET",
         "Host {rhost} was not connected to because it violates local access rules", {}),
        ("deprecated_ev", 2, "no app in context", "GET", "Deprecated event type for {event}: {evcls} is used", {}),
        ("ldap_search", 3, "user_ldap", "POST", "Error when searching: Can't contact LDAP server code {ldapcode}",
         dict(url="{url_login}", user="--")),
        ("mkcol_denied", 2, "webdav", "MKCOL", "Could not create folder \"{folder}\"",
         dict(url="{url_dir}", exc=_nc_exc("OCP\\Files\\NotPermittedException",
                                           [("newFolder", "OC\\Files\\Node\\Folder"),
                                            ("createDirectory", "OCA\\DAV\\Connector\\Sabre\\Directory")],
                                           msg="Could not create folder \"{folder}\""))),
    ]
    specs = build_specs([(k, LV[lv], nc(lv, app, m, msg, **kw)) for k, lv, app, m, msg, kw in spec_defs])
    entries = [
        (260, "audit_access"), (90, "audit_write"), (18, "audit_delete"), (9, "audit_rename"),
        (70, "audit_preview"), (30, "audit_attempt audit_login"), (4, "audit_attempt"), (12, "audit_logout"),
        (95, "cron_run cron_fin"), (20, "cron_run"),
        (16, "login_failed"), (2.5, "login_failed login_failed|reqid=reqid2 login_failed|reqid=reqid3 bruteforce|reqid=reqid3"),
        (3, "trusted_domain"), (38, "dav_notfound"),
        (4, "audit_write dav_badrequest"), (3, "dav_locked"), (0.5, "dav_maint dav_maint"),
        (0.5, "php_memory"), (3.5, "php_undef"), (1.5, "php_fopen"),
        (1.5, "cron_run bgjob_err"), (1.0, "db_deadlock"), (2.0, "collabora"),
        (1.0, "local_access"), (7, "deprecated_ev"), (0.6, "ldap_search"), (1.2, "mkcol_denied"),
    ]
    return generate(rng, specs, entries, gens, _expgap(14.0, 0.3), chain_gap=lambda r: r.uniform(0.0, 1.2),
                    fresh=("time", "fpath", "fpath2", "pw", "ph", "url_preview"), escape=_jesc)


# =========================================================================== pytorch_train
_SP = "/opt/conda/lib/python3.11/site-packages"
_FRAMES = [
    ("/workspace/llm/train.py", 212, "main", "trainer.fit(model, datamodule=dm, ckpt_path=cfg.resume)"),
    (f"{_SP}/lightning/pytorch/trainer/trainer.py", 538, "fit", "call._call_and_handle_interrupt("),
    (f"{_SP}/lightning/pytorch/loops/fit_loop.py", 205, "run", "self.advance()"),
    (f"{_SP}/lightning/pytorch/loops/training_epoch_loop.py", 250, "advance",
     "batch_output = self.automatic_optimization.run(trainer.optimizers[0], batch_idx, kwargs)"),
    (f"{_SP}/torch/nn/modules/module.py", 1736, "_wrapped_call_impl", "return self._call_impl(*args, **kwargs)"),
    (f"{_SP}/torch/nn/modules/module.py", 1747, "_call_impl", "return forward_call(*args, **kwargs)"),
    ("/workspace/llm/model.py", 143, "forward", "att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))"),
    ("/workspace/llm/model.py", 198, "forward", "x = x + self.mlp(self.ln_2(x))"),
    (f"{_SP}/torch/utils/data/dataloader.py", 1327, "_next_data", "idx, data = self._get_data()"),
    (f"{_SP}/torch/distributed/c10d_logger.py", 83, "wrapper", "return func(*args, **kwargs)"),
]


def _pytorch_make(rng: random.Random) -> list[dict[str, str]]:
    nodes = [f"gpu-node{i:02d}" for i in rng.sample(range(1, 40), 4)]
    world = 32
    rank_pid = {r: rng.randint(20000, 90000) for r in range(world)}
    rank_tid = {r: rank_pid[r] + rng.randint(50, 400) for r in range(world)}
    rank_pick = Pool(list(range(world)), 0.6)
    steps_per_epoch = rng.choice([8000, 10000, 12000])
    step0 = rng.choice([0, 0, steps_per_epoch * rng.randint(1, 3)])
    lr_max = rng.choice([3e-4, 6e-4, 2e-4])
    total = step0 + 80000  # cosine schedule horizon (~1600 logged steps of 50)
    ckpt_dir = rng.choice(["/checkpoints/llm-1b3", "/mnt/lustre/ckpt/run-0412", "/scratch/ckpts/gpt-small"])
    cudaerrs = Pool(["out of memory", "an illegal memory access was encountered", "unspecified launch failure"], 1.3)

    def rank(r, st):
        return str(rank_pick(r))

    def host_of(rk):
        return nodes[int(rk) // 8]

    def frame(r, st):
        st["frame"] = r.choice(_FRAMES)
        return st["frame"][0]

    def nstep(r, st):
        st["step"] = st.get("step", step0) + 50
        return str(st["step"])

    def cur_step(st):
        return st.get("step", step0)

    def loss(st, noise):
        s = cur_step(st)
        return 2.1 * math.exp(-s / 9000.0) + 1.05 + noise

    def lr(st):
        s = cur_step(st)
        if s < 2000:
            return lr_max * s / 2000
        return 0.1 * lr_max + 0.45 * lr_max * (1 + math.cos(math.pi * min(1.0, s / total)))

    gens = {
        "hdate": lambda r, st: _dt(st).strftime("%Y-%m-%d"),
        "htime": lambda r, st: _dt(st).strftime("%H:%M:%S,") + f"{_dt(st).microsecond // 1000:03d}",
        "gdate": lambda r, st: _dt(st).strftime("%m%d"),
        "gtime": lambda r, st: _dt(st).strftime("%H:%M:%S.%f"),
        "grank": rank,
        "grank2": rank,
        "gtid": lambda r, st: str(rank_tid[int(st["v"]("grank"))]),
        "gline": lambda r, st: str(r.choice([1568, 1568, 632, 1419])),
        "ln_run": lambda r, st: "793",
        "ln_api": lambda r, st: "869",
        "lrank": lambda r, st: str(int(st["v"]("grank")) % 8),
        "ppid": lambda r, st: str(rank_pid[int(st["v"]("grank"))]),
        "pybin": lambda r, st: "/opt/conda/bin/python3.11",
        "exitcode": lambda r, st: r.choice(["1", "1", "-6", "-9"]),
        "omp": lambda r, st: "1",
        "nstep": nstep,
        "step": lambda r, st: str(cur_step(st)),
        "epoch": lambda r, st: str(cur_step(st) // steps_per_epoch),
        "loss": lambda r, st: f"{loss(st, r.gauss(0, 0.06)):.4f}",
        "lr": lambda r, st: f"{lr(st):.3e}",
        "gn": lambda r, st: f"{abs(r.gauss(0.85, 0.25)) + 0.05:.3f}",
        "tps": lambda r, st: str(int(r.gauss(182000, 7000))),
        "vloss": lambda r, st: f"{loss(st, r.gauss(0.05, 0.02)):.4f}",
        "best": lambda r, st: f"{float(st['v']('vloss')) - r.uniform(0, 0.01):.5f}",
        "vacc": lambda r, st: f"{min(0.99, 0.35 + 0.06 * math.log1p(cur_step(st) / 1000.0) + r.gauss(0, 0.005)):.4f}",
        "ppl": lambda r, st: f"{math.exp(float(st['v']('vloss'))):.2f}",
        "ckpt": lambda r, st: f"{ckpt_dir}/epoch={st['v']('epoch')}-step={cur_step(st)}.ckpt",
        "topk": lambda r, st: "3",
        "maxep": lambda r, st: str(cur_step(st) // steps_per_epoch + 1),
        "mb": lambda r, st: f"{r.uniform(15200, 15300):.1f}",
        "secs": lambda r, st: f"{r.uniform(8, 40):.1f}",
        "scale": lambda r, st: f"{2.0 ** r.randint(10, 16):.1f}",
        "errno": lambda r, st: "28",
        "cvd": lambda r, st: "0,1,2,3,4,5,6,7",
        "member": lambda r, st: f"{int(st['v']('grank')) + 1}/{world}",
        "zero": lambda r, st: "0",
        "device": lambda r, st: "NVIDIA H100 80GB HBM3",
        "nhost": lambda r, st: f"{host_of(st['v']('grank'))}:{rank_pid[int(st['v']('grank'))]}:{rank_tid[int(st['v']('grank'))] + r.choice([0, 0, 31, 57])}",
        "ndev": lambda r, st: st["v"]("lrank"),
        "nl_ib": lambda r, st: "1445",
        "nl_alloc": lambda r, st: "103",
        "nl_proxy": lambda r, st: "1338",
        "pline": lambda r, st: "1000",
        "ncclver": lambda r, st: "2.21.5+cuda12.4",
        "cdv": lambda r, st: "12040",
        "ifaddr": lambda r, st: f"ens7:10.10.{nodes.index(host_of(st['v']('grank')))}.{11 + int(st['v']('grank')) // 8}<0>",
        "ibdev": lambda r, st: f"[0]mlx5_{int(st['v']('lrank')) % 4}:1/IB",
        "comm": lambda r, st: f"0x{_hex(r, 12)}",
        "nranks": lambda r, st: str(world),
        "busid": lambda r, st: ["18000", "2a000", "3a000", "5d000", "9a000", "ab000", "ba000", "db000"][int(st["v"]("lrank"))],
        "commid": lambda r, st: f"0x{_hex(r, 16)}",
        "peer": lambda r, st: f"10.10.{r.randrange(4)}.{r.randint(11, 14)}<{r.randint(32768, 60999)}>",
        "ibstat": lambda r, st: r.choice(["12", "12", "5"]),
        "opcode": lambda r, st: "0",
        "iblen": lambda r, st: "0",
        "verr": lambda r, st: r.choice(["129", "129", "244"]),
        "lgid": lambda r, st: f"::ffff:10.10.{r.randrange(4)}.{r.randint(11, 14)}",
        "rgid": lambda r, st: f"::ffff:10.10.{r.randrange(4)}.{r.randint(11, 14)}",
        "res": lambda r, st: "3",
        "cudaerr": lambda r, st: cudaerrs(r),
        "pg": lambda r, st: "0",
        "seq": lambda r, st: str(cur_step(st) * 3 + r.randint(0, 2)),
        "seq2": lambda r, st: str(int(st["v"]("seq")) + r.randint(0, 2)),
        "seq3": lambda r, st: str(int(st["v"]("seq")) - 1),
        "numel": lambda r, st: str(r.choice([262144, 1048576, 50331648, 4194304])),
        "tmo": lambda r, st: "600000",
        "ranms": lambda r, st: str(600000 + r.randint(1, 900)),
        "wsize": lambda r, st: str(world),
        "wp_dl": lambda r, st: f"{_SP}/torch/utils/data/dataloader.py",
        "wl_dl": lambda r, st: "617",
        "wp_dc": lambda r, st: f"{_SP}/lightning/pytorch/trainer/connectors/data_connector.py",
        "wl_dc": lambda r, st: "424",
        "wp_amp": lambda r, st: "/workspace/llm/train.py",
        "wl_amp": lambda r, st: "88",
        "wp_ck": lambda r, st: f"{_SP}/torch/_dynamo/eval_frame.py",
        "wl_ck": lambda r, st: "632",
        "nw": lambda r, st: str(r.choice([16, 16, 12])),
        "snw": lambda r, st: str(r.choice([10, 12])),
        "nwsug": lambda r, st: str(r.choice([23, 11])),
        "tver": lambda r, st: "2.5",
        "pyfile": frame,
        "pyln": lambda r, st: str(st["frame"][1]),
        "func": lambda r, st: st["frame"][2],
        "srcline": lambda r, st: st.get("frame", _FRAMES[0])[3],
        "alloc": lambda r, st: f"{r.choice([1.0, 2.0, 4.0, 3.5, 8.0, 1.53]):.2f}",
        "gpu": lambda r, st: st["v"]("lrank"),
        "cap": lambda r, st: "79.10",
        "free": lambda r, st: f"{r.uniform(120, 990):.2f}",
        "inuse": lambda r, st: f"{r.uniform(78.0, 78.95):.2f}",
        "byp": lambda r, st: f"{r.uniform(70.0, 76.5):.2f}",
        "resv": lambda r, st: f"{r.uniform(200, 999):.2f}",
        "pids": lambda r, st: ", ".join(str(r.randint(100000, 300000)) for _ in range(r.choice([1, 1, 2]))),
        "ncclhpp": lambda r, st: "317",
    }

    def H(logger, level, body):
        return "[{hdate} {htime}][" + logger + "][" + level + "] - " + body

    RZ = "lightning.pytorch.utilities.rank_zero"
    NI = "{nhost} [{ndev}] NCCL INFO "

    def NW(src, line_var, body):
        return "{nhost} [{ndev}] " + src + ":{" + line_var + "} NCCL WARN " + body

    def G(letter, body):
        return "[rank{grank}]:[" + letter + "{gdate} {gtime} {gtid} torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:{gline}] " + body

    R = "[rank{grank}]: "
    rows = [
        ("metrics", "INFO", H("__main__", "INFO", "epoch={epoch} step={nstep} loss={loss} lr={lr} grad_norm={gn} tok/s={tps}")),
        ("val", "INFO", H("__main__", "INFO", "[val] epoch={epoch} step={step} val_loss={vloss} val_acc={vacc} ppl={ppl}")),
        ("gpu_avail", "INFO", H(RZ, "INFO", "GPU available: True (cuda), used: True")),
        ("tpu", "INFO", H(RZ, "INFO", "TPU available: False, using: {zero} TPU cores")),
        ("hpu", "INFO", H(RZ, "INFO", "HPU available: False, using: {zero} HPUs")),
        ("local_rank", "INFO", H("lightning.pytorch.accelerators.cuda", "INFO", "LOCAL_RANK: {lrank} - CUDA_VISIBLE_DEVICES: [{cvd}]")),
        ("init_dist", "INFO", H("lightning.fabric.utilities.distributed", "INFO", "Initializing distributed: GLOBAL_RANK: {grank}, MEMBER: {member}")),
        ("tensor_cores", "INFO", H(RZ, "INFO", "You are using a CUDA device ('{device}') that has Tensor Cores. To properly utilize them, "
                                             "you should set `torch.set_float32_matmul_precision('medium' | 'high')` which will trade-off "
                                             "precision for performance. For more details, read https://pytorch.org/docs/stable/generated/"
                                             "torch.set_float32_matmul_precision.html#torch.set_float32_matmul_precision")),
        ("topk_save", "INFO", H(RZ, "INFO", "Epoch {epoch}, global step {step}: 'val_loss' reached {vloss} (best {best}), saving model "
                                          "to '{ckpt}' as top {topk}")),
        ("topk_not", "INFO", H(RZ, "INFO", "Epoch {epoch}, global step {step}: 'val_loss' was not in top {topk}")),
        ("fit_stopped", "INFO", H(RZ, "INFO", "`Trainer.fit` stopped: `max_epochs={maxep}` reached.")),
        ("restoring", "INFO", H(RZ, "INFO", "Restoring states from the checkpoint path at {ckpt}")),
        ("restored", "INFO", H(RZ, "INFO", "Restored all states from the checkpoint at {ckpt}")),
        ("saved", "INFO", H("__main__", "INFO", "Saved checkpoint to {ckpt} ({mb} MB in {secs}s)")),
        ("nan", "WARN", H("__main__", "WARNING", "Loss is NaN at step {step}, skipping batch")),
        ("overflow", "WARN", H("__main__", "WARNING", "Gradient overflow detected at step {step}; reducing loss scale to {scale}")),
        ("save_fail", "ERROR", H("__main__", "ERROR", "Failed to save checkpoint to {ckpt}: [Errno {errno}] No space left on device")),
        ("nccl_ver", "INFO", NI + "NCCL version {ncclver}"),
        ("cdv", "INFO", NI + "cudaDriverVersion {cdv}"),
        ("bootstrap", "INFO", NI + "Bootstrap : Using {ifaddr}"),
        ("netib", "INFO", NI + "NET/IB : Using {ibdev} ; OOB {ifaddr}"),
        ("using_net", "INFO", NI + "Using network IB"),
        ("comm_init", "INFO", NI + "comm {comm} rank {grank} nranks {nranks} cudaDev {lrank} nvmlDev {lrank} busId {busid} "
                                   "commId {commid} - Init COMPLETE"),
        ("ib_compl", "WARN", NW("transport/net_ib.cc", "nl_ib", "NET/IB : Got completion from peer {peer} with status={ibstat} opcode={opcode} "
                                                       "len={iblen} vendor err {verr} (Recv) localGid {lgid} remoteGids{rgid}")),
        ("cuda_fail", "WARN", NW("include/alloc.h", "nl_alloc", "Cuda failure '{cudaerr}'")),
        ("proxy_err", "WARN", NW("proxy.cc", "nl_proxy", "[Service thread] Error encountered progressing operation=Connect, res={res}, closing connection")),
        ("destroy_pg", "WARN", G("W", "Warning: WARNING: destroy_process_group() was not called before program exit, which can leak "
                                      "resources. For more info, please see https://pytorch.org/docs/stable/distributed.html#shutdown "
                                      "(function operator())")),
        ("wd_timeout", "ERROR", G("E", "[PG {pg} Rank {grank}] Watchdog caught collective operation timeout: WorkNCCL(SeqNum={seq}, "
                                       "OpType=ALLREDUCE, NumelIn={numel}, NumelOut={numel}, Timeout(ms)={tmo}) ran for {ranms} "
                                       "milliseconds before timing out.")),
        ("wd_exc", "ERROR", G("E", "[PG {pg} Rank {grank}] Exception (either an error or timeout) detected by watchdog at work: {seq}, "
                                   "last enqueued NCCL work: {seq2}, last completed NCCL work: {seq3}.")),
        ("wd_timeout_at", "ERROR", G("E", "[PG {pg} Rank {grank}] Timeout at NCCL work: {seq}, last enqueued NCCL work: {seq2}, "
                                          "last completed NCCL work: {seq3}.")),
        ("pg_opts", "INFO", G("I", "[PG {pg} Rank {grank}] ProcessGroupNCCL initialization options: size: {wsize}, global rank: "
                                   "{grank}, TIMEOUT(ms): {tmo}")),
        ("omp_warn", "WARN", "W{gdate} {gtime} {gtid} torch/distributed/run.py:{ln_run}] Setting OMP_NUM_THREADS environment "
                             "variable for each process to be {omp} in default, to avoid your system being overloaded, please "
                             "further tune the variable for optimal performance in your application as needed."),
        ("elastic_fail", "ERROR", "E{gdate} {gtime} {gtid} torch/distributed/elastic/multiprocessing/api.py:{ln_api}] failed "
                                  "(exitcode: {exitcode}) local_rank: {lrank} (pid: {ppid}) of binary: {pybin}"),
        ("w_dl_workers", "WARN", "{wp_dl}:{wl_dl}: UserWarning: This DataLoader will create {nw} worker processes in total. Our "
                                 "suggested max number of worker in current system is {snw}, which is smaller than what this "
                                 "DataLoader is going to create. Please be aware that excessive worker creation might get "
                                 "DataLoader running slow or even freeze, lower the worker number to avoid potential "
                                 "slowness/freeze if necessary."),
        ("w_train_workers", "WARN", "{wp_dc}:{wl_dc}: PossibleUserWarning: The 'train_dataloader' does not have many workers "
                                    "which may be a bottleneck. Consider increasing the value of the `num_workers` argument` "
                                    "to `num_workers={nwsug}` in the `DataLoader` to improve performance."),
        ("w_val_workers", "WARN", "{wp_dc}:{wl_dc}: PossibleUserWarning: The 'val_dataloader' does not have many workers "
                                  "which may be a bottleneck. Consider increasing the value of the `num_workers` argument` "
                                  "to `num_workers={nwsug}` in the `DataLoader` to improve performance."),
        ("w_amp", "WARN", "{wp_amp}:{wl_amp}: FutureWarning: `torch.cuda.amp.GradScaler(args...)` is deprecated. Please use "
                          "`torch.amp.GradScaler('cuda', args...)` instead."),
        ("w_reentrant", "WARN", "{wp_ck}:{wl_ck}: UserWarning: torch.utils.checkpoint: the use_reentrant parameter should be "
                                "passed explicitly. In version {tver} we will raise an exception if use_reentrant is not "
                                "passed. use_reentrant=False is recommended, but if you need to preserve the current default "
                                "behavior, you can pass use_reentrant=True. Refer to docs for more details on the "
                                "differences between the two variants."),
        ("warnings_warn", "-", "  warnings.warn("),
        ("tb_head", "-", R + "Traceback (most recent call last):"),
        ("tb_frame", "-", R + "  File \"{pyfile}\", line {pyln}, in {func}"),
        ("tb_src", "-", R + "    {srcline}"),
        ("oom", "ERROR", R + "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate {alloc} GiB. GPU {gpu} has a total "
                             "capacity of {cap} GiB of which {free} MiB is free. Including non-PyTorch memory, this process has "
                             "{inuse} GiB memory in use. Of the allocated memory {byp} GiB is allocated by PyTorch, and {resv} MiB "
                             "is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting "
                             "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for "
                             "Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)"),
        ("dl_exited", "ERROR", R + "RuntimeError: DataLoader worker (pid(s) {pids}) exited unexpectedly"),
        ("bus_error", "ERROR", "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared "
                               "memory (shm)."),
        ("dist_err", "ERROR", R + "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:"
                                  "{ncclhpp}, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version {ncclver}"),
    ]
    if not step0:  # a fresh run never restores a checkpoint
        rows = [row for row in rows if row[0] not in ("restoring", "restored")]
    specs = build_specs(rows)
    F3 = "tb_frame tb_src tb_frame tb_src tb_frame tb_src"
    prologue = ("omp_warn init_dist gpu_avail tpu hpu local_rank pg_opts nccl_ver cdv bootstrap netib using_net comm_init "
                "tensor_cores w_train_workers w_val_workers w_amp" + (" restoring restored" if step0 else ""))
    entries = [
        (430, "metrics"), (40, "val topk_not"), (9, "val topk_save saved"),
        (1.5, "init_dist local_rank"), (1.5, "comm_init"),
        (0.8, "bootstrap"), (3.5, "nan"), (6, "overflow"), (0.5, "save_fail"),
        (0.4, "cuda_fail"), (0.6, "ib_compl proxy_err"),
        (0.4, "ib_compl wd_timeout wd_exc wd_timeout_at dist_err elastic_fail"),
        (0.8, "wd_timeout"),
        (1.2, "w_dl_workers warnings_warn"), (1.2, "w_reentrant warnings_warn"),
        (0.6, f"tb_head {F3} oom elastic_fail"), (0.4, f"tb_head {F3} tb_frame tb_src oom"),
        (0.4, f"bus_error tb_head {F3} dl_exited elastic_fail"),
    ]
    return generate(rng, specs, entries, gens, _expgap(16.0, 0.15), chain_gap=lambda r: r.uniform(0.0, 0.05),
                    # one chain = one rank's output, so the rank and its derived ids stay fixed
                    fresh=("hdate", "htime", "gdate", "gtime", "pyfile", "pyln", "func", "srcline", "comm", "gline"),
                    prologue=prologue, epilogue="val topk_save saved fit_stopped destroy_pg")


# =========================================================================== registry + self-check
FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("ceph_osd", _ceph_make),
    ("slurmctld", _slurm_make),
    ("asterisk_full", _asterisk_make),
    ("zfs_zed", _zfs_make),
    ("nextcloud_json", _nextcloud_make),
    ("pytorch_train", _pytorch_make),
]


def _template_regex(template: str) -> re.Pattern:
    return re.compile("".join("(.+?)" if p == "<*>" else re.escape(p) for p in re.split(r"(<\*>)", template)), re.S)


def _self_check() -> None:
    for seed in (0, 1):
        for name, make in FORMATS:
            rows = make(random.Random(seed))
            assert len(rows) == N_ROWS, (name, len(rows))
            templates: dict[str, set[str]] = {}
            for row in rows:
                assert set(row) == {"line", "template", "level"}, (name, row)
                line, tpl, lvl = row["line"], row["template"], row["level"]
                assert isinstance(line, str) and "\n" not in line and "\r" not in line, (name, line)
                assert lvl in LEVELS, (name, lvl)
                assert _template_regex(tpl).fullmatch(line), (name, tpl, line)
                templates.setdefault(tpl, set()).add(lvl)
            assert all(len(v) == 1 for v in templates.values()), name
            n_abn = sum(1 for v in templates.values() if v & ABNORMAL)
            assert 15 <= len(templates) <= 60, (name, seed, len(templates))
            assert n_abn >= 3, (name, seed, n_abn)
            assert rows == make(random.Random(seed)), f"{name} is not a pure function of rng"
            print(f"seed={seed} {name}: {len(templates)} templates ({n_abn} abnormal)")
            for row in rows[:: N_ROWS // 3][:3]:
                print("    " + row["line"])
    print("OK")


if __name__ == "__main__":
    _self_check()
