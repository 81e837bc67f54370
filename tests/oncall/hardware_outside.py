"""Synthetic-but-realistic hardware / "outside the application" log corpora with
ground-truth templates, for testing a log fold.

Every format is produced from *message specs*: a spec is ``(level, fmt)`` where
``fmt`` is the literal line with ``{name}`` placeholders.  The line is the fmt
filled in from value generators; the template is the fmt with every ``{name}``
replaced by ``<*>``.  Specs are played as single lines or as short *episodes*
(a path flap, a disk failure followed by a degraded event, a boot sequence ...)
in which entity values (host, device, map, GPU, sensor) stay the same.  All
randomness comes from the ``random.Random`` passed to ``make``; value pools are
picked with a Zipf-like skew, episode weights give a few very common and many
rare messages (some rare ones appear only 1-3 times per 2000 lines).

General judgement calls (all formats)
-------------------------------------
* A syslog timestamp ("Dec  5 08:21:13") is ONE variable, including the
  padding space of one-digit days.  A kernel printk stamp "[   12.345678]" is
  "[<*>]": the variable is the padded number inside the brackets.
* "prog[pid]:" is written "prog[<*>]:".  Host names are variables.
* Variables are whole tokens, whole quoted values, or whole key=value /
  key:value values.  Where real software glues a fixed prefix/suffix to a
  number with structural punctuation the punctuation stays constant, e.g.
  "(PCI:<*>):", "md/raid1:<*>:", "S/N:<*>", "Rebuild<*>", "op <*>:(READ)".
* Every number is a variable, including Xid/SXid codes, counts that are
  usually 0/1, and readings/thresholds.
* Few-valued words that change the meaning stay constant and make separate
  templates: Asserted/Deasserted, event offsets, sensor types, checker names
  (tur/directio), device type "[SAT]", up/down, fast/slow, done/interrupted,
  the md personality in "md/raid1:" vs "md/raid:".
* Level: none of these formats prints a level word (except chronyd's
  "Fatal error").  The level is what the message text itself signals:
  "-" for neutral/informational lines, WARN for degraded / non-critical /
  correctable conditions, ERROR for failures, FATAL for data-loss or
  machine/GPU-lost conditions.  It is fixed per template.

1. ipmi_sel -- `ipmitool sel elist` of one BMC
   Line: " 1a3 | MM/DD/YYYY | HH:MM:SS | <type> <sensor> | <event> | Asserted"
   plus " | Reading X > Threshold Y <unit>" for threshold sensors.
   Record id (3 hex digits, width-4 field so one leading space), date and time
   are variables.  The sensor TYPE (Temperature, Fan, Power Supply, Memory,
   Drive Slot (Bay), Watchdog2 ...) and the event offset text and
   Asserted/Deasserted are constant.  Sensor names are masked token-wise:
   "CPU1 Temp" -> "<*> Temp", "PS2 Status" -> "<*> Status", "Drive 3" ->
   "Drive <*>", "DIMMA1" -> "<*>", sensor numbers "#0xca" -> "<*>"; fixed
   names used by only one sensor ("Fan Redundancy", "Pwr Unit Status",
   "OS Watchdog", "Chassis Intru") are constant.  Readings/thresholds are
   variables; the comparison sign follows ipmitool (">" for going-high,
   "<" for going-low offsets, also on deassertion).  Level from the event:
   Non-critical / correctable / predictive -> WARN, Critical / failure /
   lost -> ERROR, Non-recoverable / uncorrectable / IERR / NMI -> FATAL,
   chassis intrusion and "Drive Present | Deasserted" (drive pulled) -> WARN,
   other deassertions, presence and boot events -> "-".

2. smartd -- syslog lines of smartd 7.x
   "Device: /dev/sdX [SAT], ..." (ATA via SAT) and "Device: /dev/nvmeN, ..."
   are different templates ([SAT] is constant).  Attribute id AND attribute
   name are separate variables ("Attribute: <*> <*> changed from <*> to <*>");
   Usage vs Prefailure is constant.  Model strings ("WDC WD80EFAX-68KNBN0",
   "Samsung SSD 870 EVO 1TB") and the database family ("Western Digital Red")
   are single free-text variables even when they contain spaces;
   "S/N:", "WWN:", "FW:" keep their key constant.  Short/Long self-test,
   completed-without-error / with-error are constant.  Level: pending /
   offline-uncorrectable / ATA error count / failed self-test / failed
   attribute -> ERROR, "FAILED SMART self-check. BACK UP DATA NOW!" -> FATAL,
   temperature limit / NVMe error-log growth / interrupted test -> WARN.

3. nvidia_kernel -- `dmesg` of a GPU host (8 GPUs + NVSwitches), boot first
   "[uptime] ..." with no host.  The PCI bus id is "(PCI:<*>):" / "GPU <*>:";
   the Xid number is a variable, so Xid 43 and Xid 45 lines ("..., Ch <*>")
   share one template, while Xids whose trailing text differs are different
   templates.  pid=/name= values are variables; the literal
   "pid='<unknown>', name=<unknown>" form is constant text and a different
   template.  "nvidia-nvswitchN:" is one variable token.  Persistence daemon
   lines appear as "nvidia-persistenced[pid]: ..." (journald forwarded to
   kmsg); docker bridge, AER, OOM and segfault kernel lines are mixed in.
   Level: Xid 79 (fallen off the bus), Xid 95 (uncontained) and SXid Fatal
   -> FATAL; DBE, NVLink, GSP timeout, RmInitAdapter, AER uncorrected, OOM
   kill, segfault -> ERROR; application Xids 13/31/43/45, row remap, SBE
   rate, SXid Non-fatal, AER corrected -> WARN; rest "-".

4. mdadm_raid -- syslog with mdadm monitor and kernel md lines
   mdadm event names are constant (DegradedArray, Fail, SpareActive, ...);
   each host keeps one long-degraded array that the daily oneshot monitor
   reports again and again (the most common line);
   for "RebuildNN" the percentage is a variable ("Rebuild<*> event ...").
   md names, component devices, sectors, counts, capacities are variables.
   The personality prefix (md/raid1: vs md/raid:) is constant.  Kernel lines
   carry "[<*>]" uptime per host (hosts reboot).  Level: mdadm Fail /
   DegradedArray / FailSpare / DeviceDisappeared and kernel "Disk failure",
   unrecoverable read error, I/O error -> ERROR; "not enough operational
   devices" / "Cannot continue operation" -> FATAL; "Operation continuing",
   corrected read errors, interrupted resync/check, kicked non-fresh,
   SparesMissing, mismatches found -> WARN; rest "-".

5. multipathd -- syslog (RHEL style, kernel lines without printk stamp)
   Map names / WWIDs / aliases, path names (sdX), dev_t ("8:32"), dm names
   and the load table (one free-text variable inside [...]) are variables.
   The checker name (tur / directio) and up/down are constant.
   Level: "path is down", "checker timed out", "Entering recovery mode",
   wwid change -> WARN; "checker failed path", kernel "Failing path",
   "rejecting I/O", domap / uid failures -> ERROR; "Disable queueing"
   (I/O now fails) -> ERROR; "remaining active paths: <*>" is "-" (the
   count itself is the variable part, the text is neutral).

6. chronyd -- syslog lines of chronyd 4.x
   IPs, source names, ip:port, offsets, frequencies, interface names, file
   paths, version and the build feature list "(+CMDMON ... -DEBUG)" (one
   variable) are variables.  fast/slow, "no majority" vs "no selectable
   sources", Forward/Backward are constant.  Level: "Fatal error" -> FATAL
   (the only level word shown), socket failures -> ERROR, clock wrong /
   stepped / time jumps / can't synchronise / KoD / falseticker / NTS-KE
   timeout / unreadable driftfile -> WARN; rest "-".
"""
from __future__ import annotations

import random
import re
from datetime import datetime, timedelta
from typing import Callable

VAR = re.compile(r"\{(\w+)\}")
LEVELS = ("DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-")
ABNORMAL = ("WARN", "ERROR", "FATAL")
MON = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
N_ROWS = 2000

# --------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------
_CW: dict[tuple[int, float], list[float]] = {}


def _cum(n: int, s: float) -> list[float]:
    key = (n, s)
    if key not in _CW:
        acc, out = 0.0, []
        for i in range(n):
            acc += 1.0 / (i + 1) ** s
            out.append(acc)
        _CW[key] = out
    return _CW[key]


def zp(rng: random.Random, pool, s: float = 1.1):
    """Zipf-like pick: the first element of the pool is the most common."""
    return rng.choices(pool, cum_weights=_cum(len(pool), s))[0]


def template_of(fmt: str) -> str:
    return VAR.sub("<*>", fmt)


def syslog_ts(t: datetime) -> str:
    return f"{MON[t.month - 1]} {t.day:2d} {t:%H:%M:%S}"


def hexs(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def alnum(rng: random.Random, n: int, chars="ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") -> str:
    return "".join(rng.choice(chars) for _ in range(n))


def uuid4(rng: random.Random) -> str:
    h = hexs(rng, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def start_time(rng: random.Random) -> datetime:
    return datetime(2025, 1, 1) + timedelta(days=rng.randint(0, 500),
                                             seconds=rng.randint(0, 86399))


def check_specs(specs: dict, episodes: list, prelude: list = ()) -> None:
    seen: dict[str, str] = {}
    for key, (lvl, fmt) in specs.items():
        assert lvl in LEVELS, (key, lvl)
        assert "\n" not in fmt and "\r" not in fmt, key
        t = template_of(fmt)
        assert t not in seen, f"specs {key} and {seen[t]} share template {t!r}"
        seen[t] = key

    def keys_of(els):
        for el in els:
            if isinstance(el, str):
                yield el
            elif el[0] in ("@", "?"):
                yield from keys_of(el[1])
            elif el[0] == "~":
                continue
            else:
                yield el[0]

    for ep in list(episodes) + list(prelude):
        for k in keys_of(ep[1]):
            assert k in specs, k


def _expand(rng: random.Random, els, out: list) -> None:
    """Episode elements: "KEY" | ("KEY", p) | ("KEY", lo, hi) |
    ("@", [els], lo, hi) repeated block | ("?", [els], p) optional block |
    ("~", mean_seconds) an extra pause inside the episode."""
    for el in els:
        if isinstance(el, str):
            out.append(el)
        elif el[0] == "~":
            out.append(el)
        elif el[0] == "@":
            for _ in range(rng.randint(el[2], el[3])):
                _expand(rng, el[1], out)
        elif el[0] == "?":
            if rng.random() < el[2]:
                _expand(rng, el[1], out)
        elif len(el) == 2:
            if rng.random() < el[1]:
                out.append(el[0])
        else:
            out.extend([el[0]] * rng.randint(el[1], el[2]))


def run_corpus(rng: random.Random, specs: dict, episodes: list, gens: dict,
               sticky: set, start: datetime, gap: Callable[[random.Random], float],
               prelude: list = (), n: int = N_ROWS, st: dict | None = None) -> list[dict]:
    """Play episodes until n rows.  An episode is
    (weight, elements[, inner_gap_mean_seconds[, preset_values]]).
    Sticky names (and anything a generator writes into st["ep"]) keep their
    value for the whole episode; all other names are drawn per line."""
    check_specs(specs, episodes, prelude)
    st = {} if st is None else st
    st["t"] = start
    rows: list[dict] = []
    weights = [e[0] for e in episodes]

    def play(ep) -> None:
        inner = ep[2] if len(ep) > 2 else 0.5
        st["ep"] = dict(ep[3]) if len(ep) > 3 else {}
        seq: list = []
        _expand(rng, ep[1], seq)
        first = True
        for key in seq:
            if len(rows) >= n:
                return
            if isinstance(key, tuple):
                st["t"] += timedelta(seconds=rng.expovariate(1.0 / key[1]))
                continue
            if not first:
                st["t"] += timedelta(seconds=rng.expovariate(1.0 / inner))
            first = False
            level, fmt = specs[key]
            st["key"] = key
            memo: dict = {}

            def get(name, memo=memo):
                d = st["ep"] if (name in sticky or name in st["ep"]) else memo
                if name not in d:
                    d[name] = gens[name](rng, st, get)
                return d[name]

            line = VAR.sub(lambda m: str(get(m.group(1))), fmt)
            rows.append({"line": line, "template": template_of(fmt), "level": level})

    for ep in prelude:
        st["t"] += timedelta(seconds=rng.uniform(0.01, 0.5))
        play(ep)
    while len(rows) < n:
        ep = rng.choices(episodes, weights=weights)[0]
        st["t"] += timedelta(seconds=gap(rng))
        play(ep)
    return rows


def bursty_gap(mean: float) -> Callable[[random.Random], float]:
    """Mostly short gaps with a heavy tail (quiet periods)."""
    def gap(rng: random.Random) -> float:
        if rng.random() < 0.15:
            return rng.expovariate(1.0 / (mean * 5))
        return rng.expovariate(1.0 / (mean * 0.3))
    return gap


def syslog_gens(hosts: list[str], s: float = 1.1, pid_lo=300, pid_hi=4000) -> dict:
    def ts(r, st, g):
        return syslog_ts(st["t"])

    def host(r, st, g):
        return zp(r, hosts, s)

    def pid(r, st, g):
        h, p = g("host"), st.setdefault("pids", {})
        if h not in p:
            p[h] = str(r.randint(pid_lo, pid_hi))
        return p[h]

    def npid(r, st, g):
        v = str(r.randint(pid_lo, pid_hi * 8))
        st.setdefault("pids", {})[g("host")] = v
        return v

    def kts(r, st, g):
        h, b = g("host"), st.setdefault("boots", {})
        if h not in b:
            b[h] = st["t"] - timedelta(seconds=r.uniform(3 * 3600, 240 * 86400))
        return f"{(st['t'] - b[h]).total_seconds():12.6f}"

    def kboot(r, st, g):
        st.setdefault("boots", {})[g("host")] = st["t"] - timedelta(seconds=r.uniform(1.5, 9.0))
        return kts(r, st, g)

    return {"ts": ts, "host": host, "pid": pid, "npid": npid, "kts": kts, "kboot": kboot}


def c(v: str):
    return lambda r, st, g: v


def pick(pool, s: float = 1.1):
    return lambda r, st, g: zp(r, pool, s)


def uni(pool):
    return lambda r, st, g: r.choice(pool)


def rint(a: int, b: int):
    return lambda r, st, g: str(r.randint(a, b))


# ==========================================================================
# 1. ipmi_sel
# ==========================================================================
_P = " {rid} | {date} | {time} | "
IPMI_SPECS = {
    # temperature thresholds
    "T_UNC_A": ("WARN", _P + "Temperature {tsen} Temp | Upper Non-critical going high | Asserted | Reading {r_unc_hi} > Threshold {t_unc} degrees C"),
    "T_UNC_D": ("-", _P + "Temperature {tsen} Temp | Upper Non-critical going high | Deasserted | Reading {r_unc_lo} > Threshold {t_unc} degrees C"),
    "T_UC_A": ("ERROR", _P + "Temperature {tsen} Temp | Upper Critical going high | Asserted | Reading {r_uc_hi} > Threshold {t_uc} degrees C"),
    "T_UC_D": ("-", _P + "Temperature {tsen} Temp | Upper Critical going high | Deasserted | Reading {r_uc_lo} > Threshold {t_uc} degrees C"),
    "T_UNR_A": ("FATAL", _P + "Temperature {tsen} Temp | Upper Non-recoverable going high | Asserted | Reading {r_unr_hi} > Threshold {t_unr} degrees C"),
    # fans
    "F_LC_A": ("ERROR", _P + "Fan {fan} | Lower Critical going low | Asserted | Reading {rpm_lc} < Threshold {f_lc} RPM"),
    "F_LC_D": ("-", _P + "Fan {fan} | Lower Critical going low | Deasserted | Reading {rpm_ok} < Threshold {f_lc} RPM"),
    "F_LNR_A": ("FATAL", _P + "Fan {fan} | Lower Non-recoverable going low | Asserted | Reading {rpm_nr} < Threshold {f_lnr} RPM"),
    "F_RED_LOST": ("ERROR", _P + "Fan Fan Redundancy | Redundancy Lost | Asserted"),
    "F_RED_FULL": ("-", _P + "Fan Fan Redundancy | Fully Redundant | Asserted"),
    # voltages
    "V_LC_A": ("ERROR", _P + "Voltage {volt} | Lower Critical going low | Asserted | Reading {v_lo} < Threshold {v_lc} Volts"),
    "V_LC_D": ("-", _P + "Voltage {volt} | Lower Critical going low | Deasserted | Reading {v_ok} < Threshold {v_lc} Volts"),
    "V_UC_A": ("ERROR", _P + "Voltage {volt} | Upper Critical going high | Asserted | Reading {v_hi} > Threshold {v_uc} Volts"),
    "V_UC_D": ("-", _P + "Voltage {volt} | Upper Critical going high | Deasserted | Reading {v_ok} > Threshold {v_uc} Volts"),
    # power supplies
    "PS_PRES": ("-", _P + "Power Supply {ps} Status | Presence detected | Asserted"),
    "PS_FAIL_A": ("ERROR", _P + "Power Supply {ps} Status | Failure detected | Asserted"),
    "PS_FAIL_D": ("-", _P + "Power Supply {ps} Status | Failure detected | Deasserted"),
    "PS_AC_A": ("ERROR", _P + "Power Supply {ps} Status | Power Supply AC lost | Asserted"),
    "PS_AC_D": ("-", _P + "Power Supply {ps} Status | Power Supply AC lost | Deasserted"),
    "PS_PRED": ("WARN", _P + "Power Supply {ps} Status | Predictive failure | Asserted"),
    "PS_RED_LOST": ("ERROR", _P + "Power Supply PS Redundancy | Redundancy Lost | Asserted"),
    "PS_RED_FULL": ("-", _P + "Power Supply PS Redundancy | Fully Redundant | Asserted"),
    # memory
    "MEM_CE": ("WARN", _P + "Memory {dimm} | Correctable ECC | Asserted"),
    "MEM_LIM": ("WARN", _P + "Memory {dimm} | Correctable ECC logging limit reached | Asserted"),
    "MEM_UE": ("FATAL", _P + "Memory {dimm} | Uncorrectable ECC | Asserted"),
    # drive slots
    "D_PRES": ("-", _P + "Drive Slot (Bay) Drive {slot} | Drive Present | Asserted"),
    "D_PRES_D": ("WARN", _P + "Drive Slot (Bay) Drive {slot} | Drive Present | Deasserted"),
    "D_FAULT": ("ERROR", _P + "Drive Slot (Bay) Drive {slot} | Drive Fault | Asserted"),
    "D_FAULT_D": ("-", _P + "Drive Slot (Bay) Drive {slot} | Drive Fault | Deasserted"),
    "D_PFA": ("WARN", _P + "Drive Slot (Bay) Drive {slot} | Predictive Failure | Asserted"),
    "D_CRIT": ("ERROR", _P + "Drive Slot (Bay) Drive {slot} | In Critical Array | Asserted"),
    "D_CRIT_D": ("-", _P + "Drive Slot (Bay) Drive {slot} | In Critical Array | Deasserted"),
    "D_FAILARR": ("FATAL", _P + "Drive Slot (Bay) Drive {slot} | In Failed Array | Asserted"),
    "D_REB": ("-", _P + "Drive Slot (Bay) Drive {slot} | Rebuild In Progress | Asserted"),
    "D_REB_D": ("-", _P + "Drive Slot (Bay) Drive {slot} | Rebuild In Progress | Deasserted"),
    "D_REB_ABORT": ("ERROR", _P + "Drive Slot (Bay) Drive {slot} | Rebuild Aborted | Asserted"),
    # watchdog
    "WD_TIMER": ("WARN", _P + "Watchdog2 OS Watchdog | Timer expired, status only | Asserted"),
    "WD_HARD": ("ERROR", _P + "Watchdog2 OS Watchdog | Hard reset | Asserted"),
    "WD_PC": ("ERROR", _P + "Watchdog2 OS Watchdog | Power cycle | Asserted"),
    # event log, boot, OS, power unit
    "EL_CLR": ("-", _P + "Event Logging Disabled {sn_el} | Log area reset/cleared | Asserted"),
    "EL_FULL": ("WARN", _P + "Event Logging Disabled {sn_el} | Log almost full | Asserted"),
    "SBI_PU": ("-", _P + "System Boot Initiated {sn_sb} | Initiated by power up | Asserted"),
    "SBI_WARM": ("-", _P + "System Boot Initiated {sn_sb} | Initiated by warm reset | Asserted"),
    "SBI_HARD": ("-", _P + "System Boot Initiated {sn_sb} | Initiated by hard reset | Asserted"),
    "TS_SYNC": ("-", _P + "System Event {sn_se} | Timestamp Clock Sync | Asserted"),
    "OS_BOOT": ("-", _P + "OS Boot {sn_ob} | boot completed - device not specified | Asserted"),
    "OS_STOP": ("FATAL", _P + "OS Critical Stop {sn_os} | Run-time critical stop | Asserted"),
    "OS_SHUT": ("-", _P + "OS Critical Stop {sn_os} | OS graceful shutdown | Asserted"),
    "PU_OFF": ("-", _P + "Power Unit Pwr Unit Status | Power off/down | Asserted"),
    "PU_AC": ("ERROR", _P + "Power Unit Pwr Unit Status | AC lost | Asserted"),
    # critical interrupts, chassis, processor
    "CI_SERR": ("ERROR", _P + "Critical Interrupt {sn_ci} | PCI SERR | Asserted"),
    "CI_BCORR": ("WARN", _P + "Critical Interrupt {sn_ci} | Bus Correctable error | Asserted"),
    "CI_BUNC": ("ERROR", _P + "Critical Interrupt {sn_ci} | Bus Uncorrectable error | Asserted"),
    "CI_FNMI": ("FATAL", _P + "Critical Interrupt {sn_ci} | Fatal NMI | Asserted"),
    "INTRU": ("WARN", _P + "Physical Security Chassis Intru | General Chassis intrusion | Asserted"),
    "INTRU_D": ("-", _P + "Physical Security Chassis Intru | General Chassis intrusion | Deasserted"),
    "CPU_IERR": ("FATAL", _P + "Processor {cpu} Status | IERR | Asserted"),
    "CPU_TRIP": ("FATAL", _P + "Processor {cpu} Status | Thermal Trip | Asserted"),
}

IPMI_EPISODES = [
    # correctable ECC storms on one (usually the same) DIMM dominate real SELs
    (260, [("MEM_CE", 1, 6), ("MEM_LIM", 0.04)], 40.0),
    (70, ["T_UNC_A", "T_UNC_D"], 400.0),
    (14, ["T_UNC_A", "T_UC_A", "T_UC_D", "T_UNC_D"], 200.0),
    (1.2, ["T_UNC_A", "T_UC_A", "T_UNR_A", ("CPU_TRIP", 0.6), "PU_OFF"], 20.0),
    (18, ["F_LC_A", "F_LC_D"], 90.0),
    (6, ["F_LC_A", "F_RED_LOST", "F_LC_D", "F_RED_FULL"], 300.0),
    (0.8, ["F_LC_A", "F_LNR_A", "F_RED_LOST"], 10.0),
    (5, ["V_LC_A", "V_LC_D"], 30.0),
    (1.5, ["V_UC_A", "V_UC_D"], 30.0),
    (28, ["PS_AC_A", "PS_RED_LOST", "PS_AC_D", "PS_RED_FULL"], 200.0),
    (3, ["PS_FAIL_A", "PS_RED_LOST", "PS_PRES", "PS_FAIL_D", "PS_RED_FULL"], 3000.0),
    (1.5, ["PS_PRED"]),
    (14, ["SBI_PU", ("TS_SYNC", 1, 2), ("OS_BOOT", 0.5)], 40.0),
    (10, ["OS_SHUT", "PU_OFF", "SBI_PU", ("TS_SYNC", 1, 2)], 60.0),
    (8, ["SBI_WARM", ("TS_SYNC", 1, 2), ("OS_BOOT", 0.5)], 40.0),
    (14, [("D_PRES", 2, 6)], 1.0, {"scan": True}),
    (7, ["D_PRES_D", "D_PRES"], 600.0),
    (3, ["D_PFA"]),
    (2.5, ["D_FAULT", "D_CRIT", "D_PRES_D", "D_PRES", "D_FAULT_D", "D_REB", "D_REB_D", "D_CRIT_D"], 1500.0),
    (0.7, ["D_FAULT", "D_FAILARR"], 5.0),
    (0.8, ["D_REB", "D_REB_ABORT"], 600.0),
    (5, ["WD_TIMER"]),
    (1.5, ["WD_HARD", "SBI_HARD", ("TS_SYNC", 1, 2)], 30.0),
    (0.6, ["WD_PC", "SBI_PU"], 30.0),
    (3, ["EL_CLR"]),
    (0.8, ["EL_FULL"]),
    (1.2, ["MEM_UE", ("CI_BUNC", 0.5), ("OS_STOP", 0.4)], 1.0),
    (3, ["CI_SERR"]),
    (4, [("CI_BCORR", 1, 3)], 20.0),
    (0.5, ["CI_FNMI"]),
    (4, ["INTRU", ("INTRU_D", 0.6)], 900.0),
    (0.6, ["CPU_IERR", "SBI_HARD"], 20.0),
    (0.6, ["PU_AC", "SBI_PU", ("TS_SYNC", 1, 2)], 400.0),
]

_TEMP = {"CPU1": (85, 90, 100), "CPU2": (85, 90, 100), "Inlet": (38, 42, 47),
         "System": (80, 85, 90), "PCH": (90, 95, 100), "Peripheral": (80, 85, 90),
         "VRMCpu1": (95, 100, 105), "MB_10G": (95, 100, 105), "Exhaust": (70, 75, 80)}
_TSEN = ["CPU1", "CPU2", "Inlet", "System", "PCH", "Peripheral", "VRMCpu1", "MB_10G", "Exhaust"]
_VOLT = {"12V": 12.0, "VBAT": 3.0, "5VCC": 5.0, "3.3VCC": 3.3, "Vcpu1": 1.8,
         "VDIMMAB": 1.2, "5VSB": 5.0, "Vcpu2": 1.8, "VDIMMCD": 1.2}


def make_ipmi_sel(rng: random.Random) -> list[dict]:
    dimms = ["DIMM" + b + s for b in "ABCDEFGH" for s in "12"]
    rng.shuffle(dimms)
    fans = ["FAN1", "FAN2", "FAN3", "FAN4", "FAN5", "FAN6", "FANA", "FANB"]
    rng.shuffle(fans)
    volts = list(_VOLT)
    rng.shuffle(volts)
    slots = [str(i) for i in range(12)]
    rng.shuffle(slots)

    def rid(r, st, g):
        st["rid"] = st.get("rid", r.randint(0x100, 0x2ff)) + 1
        return f"{st['rid']:x}"

    def th(i):
        return lambda r, st, g: str(_TEMP[g("tsen")][i])

    def rd(i, lo, hi):
        return lambda r, st, g: str(_TEMP[g("tsen")][i] + r.randint(lo, hi))

    def vth(f):
        return lambda r, st, g: f"{_VOLT[g('volt')] * f:.2f}"

    def vrd(lo, hi):
        return lambda r, st, g: f"{_VOLT[g('volt')] * r.uniform(lo, hi):.2f}"

    def slot(r, st, g):
        ep = st["ep"]
        if ep.get("scan"):
            ep["si"] = ep.get("si", -1) + 1
            return str(ep["si"])
        if "cur_slot" not in ep:
            ep["cur_slot"] = zp(r, slots, 1.0)
        return ep["cur_slot"]

    gens = {
        "rid": rid,
        "date": lambda r, st, g: f"{st['t']:%m/%d/%Y}",
        "time": lambda r, st, g: f"{st['t']:%H:%M:%S}",
        "tsen": pick(_TSEN, 1.3),
        "t_unc": th(0), "t_uc": th(1), "t_unr": th(2),
        "r_unc_hi": rd(0, 0, 4), "r_unc_lo": rd(0, -6, -1),
        "r_uc_hi": rd(1, 0, 4), "r_uc_lo": rd(1, -6, -1), "r_unr_hi": rd(2, 0, 3),
        "fan": pick(fans, 1.4),
        "f_lc": c("500"), "f_lnr": c("300"),
        "rpm_lc": uni(["400", "300", "200"]), "rpm_nr": uni(["0", "100", "200"]),
        "rpm_ok": lambda r, st, g: str(r.randint(9, 60) * 100),
        "volt": pick(volts, 1.2),
        "v_lc": vth(0.9), "v_uc": vth(1.1),
        "v_lo": vrd(0.8, 0.895), "v_hi": vrd(1.105, 1.2), "v_ok": vrd(0.97, 1.03),
        "ps": pick(["PS2", "PS1"], 1.0),
        "dimm": pick(dimms, 1.6),
        "slot": slot,
        "sn_el": pick(["#0x07", "#0xff"]), "sn_sb": c("#0x8d"), "sn_se": pick(["#0x83", "#0x05"]),
        "sn_ob": c("#0xe1"), "sn_os": c("#0x0e"),
        "sn_ci": pick(["#0xa1", "#0x73", "#0x74", "#0xa5"]),
        "cpu": pick(["CPU1", "CPU2"], 0.5),
    }
    sticky = {"tsen", "fan", "volt", "ps", "dimm", "cpu", "sn_ci", "sn_el"}
    return run_corpus(rng, IPMI_SPECS, IPMI_EPISODES, gens, sticky,
                      start_time(rng), bursty_gap(2400.0))


# ==========================================================================
# 2. smartd
# ==========================================================================
_S = "{ts} {host} smartd[{pid}]: "
SMARTD_SPECS = {
    "S_USAGE": ("-", _S + "Device: {sdev} [SAT], SMART Usage Attribute: {uid} {uname} changed from {v1} to {v2}"),
    "S_PREFAIL": ("-", _S + "Device: {sdev} [SAT], SMART Prefailure Attribute: {fid} {fname} changed from {v1} to {v2}"),
    "S_TEMP_LIM": ("WARN", _S + "Device: {sdev} [SAT], Temperature {temp} Celsius reached limit of {tlim} Celsius (Min/Max {minmax})"),
    "S_TEMP_CRIT": ("ERROR", _S + "Device: {sdev} [SAT], Temperature {temp} Celsius reached critical limit of {tcrit} Celsius (Min/Max {minmax}!)"),
    "S_PENDING": ("ERROR", _S + "Device: {sdev} [SAT], {nsect} Currently unreadable (pending) sectors"),
    "S_PENDING_OK": ("-", _S + "Device: {sdev} [SAT], No more Currently unreadable (pending) sectors, warning condition reset after {one} email"),
    "S_OFFUNC": ("ERROR", _S + "Device: {sdev} [SAT], {nsect} Offline uncorrectable sectors"),
    "S_FAILED": ("FATAL", _S + "Device: {sdev} [SAT], FAILED SMART self-check. BACK UP DATA NOW!"),
    "S_FAILED_ATTR": ("ERROR", _S + "Device: {sdev} [SAT], Failed SMART usage Attribute: {fid} {fname}."),
    "S_ATAERR": ("ERROR", _S + "Device: {sdev} [SAT], ATA error count increased from {c1} to {c2}"),
    "S_STLOG": ("ERROR", _S + "Device: {sdev} [SAT], Self-Test Log error count increased from {c1} to {c2}"),
    "S_ST_SHORT": ("-", _S + "Device: {sdev} [SAT], starting scheduled Short Self-Test."),
    "S_ST_LONG": ("-", _S + "Device: {sdev} [SAT], starting scheduled Long Self-Test."),
    "S_ST_OK": ("-", _S + "Device: {sdev} [SAT], previous self-test completed without error"),
    "S_ST_ERR": ("ERROR", _S + "Device: {sdev} [SAT], previous self-test completed with error (read test element)"),
    "S_ST_INT": ("WARN", _S + "Device: {sdev} [SAT], previous self-test was interrupted by the host with a reset"),
    "S_ST_PROG": ("-", _S + "Device: {sdev} [SAT], self-test in progress, {pct} remaining"),
    "S_READFAIL": ("ERROR", _S + "Device: {sdev} [SAT], failed to read SMART Attribute Data"),
    "S_NOTCAP": ("WARN", _S + "Device: {sdev} [SAT], not capable of SMART self-check"),
    # startup / shutdown
    "S_VER": ("-", "{ts} {host} smartd[{npid}]: smartd {ver} {vdate} {rev} [{arch}] (local build)"),
    "S_COPY": ("-", _S + "Copyright (C) {cyears}, Bruce Allen, Christian Franke, www.smartmontools.org"),
    "S_OPENCONF": ("-", _S + "Opened configuration file {conf}"),
    "S_CONFPARSED": ("-", _S + "Configuration file {conf} was parsed, found DEVICESCAN, scanning devices"),
    "S_TYPECH": ("-", _S + "Device: {sdevnext}, type changed from 'scsi' to 'sat'"),
    "S_OPENED": ("-", _S + "Device: {sdev} [SAT], opened"),
    "S_IDENT": ("-", _S + "Device: {sdev} [SAT], {model}, S/N:{sn}, WWN:{wwn}, FW:{fw}, {cap} TB"),
    "S_DB": ("-", _S + "Device: {sdev} [SAT], found in smartd database {dbver}: {family}"),
    "S_CAP": ("-", _S + "Device: {sdev} [SAT], is SMART capable. Adding to \"monitor\" list."),
    "S_STATE_R": ("-", _S + "Device: {sdev} [SAT], state read from {statefile}"),
    "S_STATE_W": ("-", _S + "Device: {sdevnext} [SAT], state written to {statefile}"),
    "S_OPENFAIL": ("ERROR", _S + "Device: {sdevfail}, open() failed: No such device"),
    "S_MONITOR": ("-", _S + "Monitoring {nata} ATA/SATA, {nscsi} SCSI/SAS and {nnvme} NVMe devices"),
    "S_FORK": ("-", _S + "smartd has fork()ed into background mode. New PID={npid}."),
    "S_SIG": ("-", _S + "smartd received signal {sig}: Terminated"),
    "S_EXIT": ("-", _S + "smartd is exiting (exit status {rc})"),
    # NVMe
    "N_OPENED": ("-", _S + "Device: {ndev}, opened"),
    "N_IDENT": ("-", _S + "Device: {ndev}, {nmodel}, S/N:{nsn}, FW:{nfw}, {ncap} TB"),
    "N_CAP": ("-", _S + "Device: {ndev}, is SMART capable. Adding to \"monitor\" list."),
    "N_ERRLOG": ("WARN", _S + "Device: {ndev}, number of Error Log entries increased from {e1} to {e2}"),
    "N_CRIT": ("ERROR", _S + "Device: {ndev}, Critical Warning ({cw}): Reliability"),
    "N_TEMP": ("WARN", _S + "Device: {ndev}, Temperature {ntemp} Celsius reached limit of {ntlim} Celsius (Min/Max {nminmax})"),
}

_DEV_BLOCK = ["S_TYPECH", "S_OPENED", "S_IDENT", "S_DB", "S_CAP", "S_STATE_R"]
SMARTD_EPISODES = [
    (600, [("S_USAGE", 1, 3)], 0.2),
    (120, ["S_PREFAIL"]),
    (60, ["S_ST_SHORT"]),
    (45, ["S_ST_OK"]),
    (12, ["S_ST_LONG", ("S_ST_PROG", 1, 4)], 1800.0),
    (30, ["S_TEMP_LIM", ("S_USAGE", 0, 2)], 60.0),
    (3, ["S_TEMP_CRIT"]),
    (24, [("S_PENDING", 1, 1), ("S_OFFUNC", 0.7)], 0.05),
    (3, ["S_PENDING_OK"]),
    (6, ["S_ATAERR"]),
    (3, ["S_ST_ERR", "S_STLOG"], 0.05),
    (1.5, ["S_ST_INT"]),
    (0.7, ["S_FAILED", ("S_FAILED_ATTR", 0.7)], 0.05),
    (1.2, ["S_READFAIL"]),
    (5, ["N_ERRLOG"]),
    (0.8, ["N_CRIT"]),
    (1.2, ["N_TEMP"]),
    (2.5, ["S_SIG", ("@", ["S_STATE_W"], 2, 6), "S_EXIT"], 0.05),
    (4, ["S_VER", "S_COPY", "S_OPENCONF", "S_CONFPARSED",
         ("@", _DEV_BLOCK, 2, 6), ("?", ["S_OPENFAIL"], 0.15), ("?", ["S_NOTCAP"], 0.1),
         ("?", ["N_OPENED", "N_IDENT", "N_CAP"], 0.6), "S_MONITOR", "S_FORK"], 0.05),
]

_SDEVS = ["/dev/sda", "/dev/sdb", "/dev/sdc", "/dev/sdd", "/dev/sde", "/dev/sdf", "/dev/sdg", "/dev/sdh"]
_DISK_MODELS = [
    # model, family, fw, cap, sn prefix, wwn oui
    ("WDC WD80EFAX-68KNBN0", "Western Digital Red", "81.00A81", "8.00", "VAG", "0014ee"),
    ("ST8000VN004-2M2101", "Seagate IronWolf", "SC60", "8.00", "WKD", "000c50"),
    ("ST16000NM001G-2KK103", "Seagate Exos X16", "SN03", "16.0", "ZL2", "000c50"),
    ("HGST HUH721212ALE604", "HGST Ultrastar DC HC520 (He12)", "LEGNW9G0", "12.0", "5PG", "000cca"),
    ("TOSHIBA MG08ACA16TE", "Toshiba MG08ACA... Enterprise Capacity HDD", "0102", "16.0", "X0N", "000039"),
    ("WDC WUH721816ALE6L4", "Western Digital Ultrastar DC HC550", "PCGNW232", "18.0", "2CG", "000cca"),
    ("Samsung SSD 870 EVO 1TB", "Samsung based SSDs", "SVT02B6Q", "1.00", "S62", "002538"),
]
_USAGE = [("194", "Temperature_Celsius"), ("190", "Airflow_Temperature_Cel"),
          ("195", "Hardware_ECC_Recovered"), ("199", "UDMA_CRC_Error_Count"),
          ("188", "Command_Timeout"), ("187", "Reported_Uncorrect"), ("241", "Total_LBAs_Written")]
_PREFAIL = [("1", "Raw_Read_Error_Rate"), ("7", "Seek_Error_Rate"), ("3", "Spin_Up_Time"),
            ("5", "Reallocated_Sector_Ct"), ("10", "Spin_Retry_Count")]


def make_smartd(rng: random.Random) -> list[dict]:
    hosts = ["stor3", "stor1", "nas-backup", "stor2", "fs01", "stor4", "archive-01", "pve2"]
    rng.shuffle(hosts)
    gens = syslog_gens(hosts, 1.2, 400, 3000)

    def disk(r, st, g):
        key = (g("host"), g("sdev"))
        d = st.setdefault("disks", {})
        if key not in d:
            rr = r
            m = zp(rr, _DISK_MODELS, 0.9)
            sn = m[4] + alnum(rr, 5) if not m[0].startswith("WDC") else "WD-" + m[4] + alnum(rr, 9)
            d[key] = (m, sn, f"5-{m[5]}-{hexs(rr, 9)}")
        return d[key]

    def sdev(r, st, g):
        if "sdev" not in st["ep"]:
            st["ep"]["sdev"] = zp(r, _SDEVS, 1.0)
        return st["ep"]["sdev"]

    def sdevnext(r, st, g):
        i = st["ep"].get("di", 0)
        st["ep"]["di"] = i + 1
        st["ep"]["sdev"] = _SDEVS[i % len(_SDEVS)]
        return st["ep"]["sdev"]

    def v1(r, st, g):
        return str(r.randint(25, 70) if g("uid") in ("194", "190") else r.randint(60, 200))

    def v2(r, st, g):
        return str(max(1, int(g("v1")) + r.choice([-3, -2, -1, -1, 1, 1, 2, 3])))

    def minmax(r, st, g):
        return f"{r.randint(18, 30)}/{int(g('temp')) + r.randint(0, 3)}"

    gens.update({
        "sdev": sdev, "sdevnext": sdevnext,
        "sdevfail": lambda r, st, g: _SDEVS[st["ep"].get("di", 0) % len(_SDEVS)],
        "uattr": lambda r, st, g: zp(r, _USAGE, 1.6),
        "uid": lambda r, st, g: g("uattr")[0], "uname": lambda r, st, g: g("uattr")[1],
        "fattr": lambda r, st, g: zp(r, _PREFAIL, 1.2),
        "fid": lambda r, st, g: g("fattr")[0], "fname": lambda r, st, g: g("fattr")[1],
        "v1": v1, "v2": v2,
        "temp": rint(51, 58), "tlim": c("50"), "tcrit": c("55"), "minmax": minmax,
        "nsect": pick(["1", "8", "2", "16", "3", "24", "40", "5", "176", "1024", "7", "56"], 1.0),
        "one": c("1"),
        "c1": lambda r, st, g: str(zp(r, [0, 1, 2, 5, 12, 37, 118], 1.0)),
        "c2": lambda r, st, g: str(int(g("c1")) + r.randint(1, 3)),
        "pct": lambda r, st, g: f"{r.randint(1, 9)}0%",
        "ver": pick(["7.3", "7.2", "7.4", "7.1"]),
        "vdate": lambda r, st, g: {"7.3": "2022-02-28", "7.2": "2020-12-30", "7.4": "2023-08-01",
                                   "7.1": "2019-12-30"}[g("ver")],
        "rev": lambda r, st, g: {"7.3": "r5338", "7.2": "r5155", "7.4": "r5530", "7.1": "r5022"}[g("ver")],
        "arch": pick(["x86_64-linux-5.15.0-91-generic", "x86_64-linux-6.1.0-18-amd64",
                      "x86_64-linux-5.14.0-362.8.1.el9_3.x86_64", "x86_64-linux-6.8.12-4-pve"]),
        "cyears": lambda r, st, g: {"7.3": "2002-22", "7.2": "2002-20", "7.4": "2002-23",
                                    "7.1": "2002-19"}[g("ver")],
        "conf": pick(["/etc/smartd.conf", "/etc/smartmontools/smartd.conf"], 1.5),
        "model": lambda r, st, g: disk(r, st, g)[0][0],
        "family": lambda r, st, g: disk(r, st, g)[0][1],
        "fw": lambda r, st, g: disk(r, st, g)[0][2],
        "cap": lambda r, st, g: disk(r, st, g)[0][3],
        "sn": lambda r, st, g: disk(r, st, g)[1],
        "wwn": lambda r, st, g: disk(r, st, g)[2],
        "dbver": lambda r, st, g: {"7.3": "7.3/5319", "7.2": "7.2/5149", "7.4": "7.3/5528",
                                   "7.1": "7.1/5016"}[g("ver")] if "ver" in st["ep"] else "7.3/5319",
        "statefile": lambda r, st, g: "/var/lib/smartmontools/smartd." + disk(r, st, g)[0][0].replace(" ", "_")
        + "-" + disk(r, st, g)[1] + ".ata.state",
        "nata": lambda r, st, g: str(st["ep"].get("di", 0)),
        "nscsi": c("0"),
        "nnvme": lambda r, st, g: "1" if "ndev" in st["ep"] else "0",
        "sig": c("15"), "rc": c("0"),
        "ndev": pick(["/dev/nvme0", "/dev/nvme1"], 1.5),
        "nmodel": lambda r, st, g: {"/dev/nvme0": "Samsung SSD 980 PRO 1TB",
                                    "/dev/nvme1": "INTEL SSDPE2KX020T8"}[g("ndev")],
        "nsn": lambda r, st, g: st.setdefault("nsn", {}).setdefault(
            (g("host"), g("ndev")), ("S5GXNX0" + alnum(r, 7)) if g("ndev") == "/dev/nvme0"
            else ("PHLJ" + "".join(r.choice("0123456789") for _ in range(8)) + "2P0BGN")),
        "nfw": lambda r, st, g: {"/dev/nvme0": "5B2QGXA7", "/dev/nvme1": "VDV10170"}[g("ndev")],
        "ncap": lambda r, st, g: {"/dev/nvme0": "1.00", "/dev/nvme1": "2.00"}[g("ndev")],
        "e1": lambda r, st, g: str(zp(r, [0, 14, 62, 255, 1023, 3], 0.8)),
        "e2": lambda r, st, g: str(int(g("e1")) + r.randint(1, 4)),
        "cw": c("0x04"),
        "ntemp": rint(71, 79), "ntlim": c("70"),
        "nminmax": lambda r, st, g: f"{r.randint(28, 40)}/{g('ntemp')}",
    })
    sticky = {"host", "uattr", "fattr", "ver", "ndev", "temp", "ntemp"}
    return run_corpus(rng, SMARTD_SPECS, SMARTD_EPISODES, gens, sticky,
                      start_time(rng), bursty_gap(300.0))


# ==========================================================================
# 3. nvidia_kernel
# ==========================================================================
_K = "[{kts}] "
_XID = _K + "NVRM: Xid (PCI:{pci}): {xid}, pid={xpid}, name={proc}, "
_XIDU = _K + "NVRM: Xid (PCI:{pci}): {xid}, pid='<unknown>', name=<unknown>, "
_PD = _K + "nvidia-persistenced[{ppid}]: "
NVIDIA_SPECS = {
    "X13": ("WARN", _XID + "Graphics SM Warp Exception on (GPC {gpc}, TPC {tpc}, SM {sm}): Out Of Range Address"),
    "X13G": ("WARN", _XID + "Graphics SM Global Exception on (GPC {gpc}, TPC {tpc}, SM {sm}): Multiple Warp Errors"),
    "X31": ("WARN", _XID + "Ch {ch}, intr {intr}. MMU Fault: ENGINE GRAPHICS {gclient} faulted @ {vaddr}. Fault is of type FAULT_PDE ACCESS_TYPE_VIRT_READ"),
    "X43": ("WARN", _XID + "Ch {ch}"),
    "X48": ("ERROR", _XIDU + "An uncorrectable double bit error (DBE) has been detected on GPU in the framebuffer at partition {part}, subpartition {subpart}."),
    "X63": ("WARN", _XIDU + "Row Remapper: New row ({rowaddr}) marked for remapping, reset gpu to activate."),
    "X74": ("ERROR", _XID + "NVLink: fatal error detected on link {link}({n0}, {n1}, {n2}, {n3}, {n4}, {n5}, {n6})"),
    "X79": ("FATAL", _XID + "GPU has fallen off the bus."),
    "X92": ("WARN", _XIDU + "High single-bit ECC error rate"),
    "X94": ("ERROR", _XID + "Contained: SM ({cmask}). RST: No, D-RST: No"),
    "X95": ("FATAL", _XIDU + "Uncontained: FBHUB. RST: Yes, D-RST: No"),
    "X119": ("ERROR", _XID + "Timeout after {tmo} of waiting for RPC response from {gspgpu} GSP! Expected function {fnum} ({fname}) ({p1} {p2})."),
    "GPU_AT": ("-", _K + "NVRM: GPU at PCI:{pci}: {uuid}"),
    "GPU_SN": ("-", _K + "NVRM: GPU Board Serial Number: {serial}"),
    "FELL": ("FATAL", _K + "NVRM: GPU {bdf}: GPU has fallen off the bus."),
    "FELL_SN": ("-", _K + "NVRM: GPU {bdf}: GPU serial number is {serial}."),
    "DUMP1": ("-", _K + "NVRM: A GPU crash dump has been created. If possible, please run"),
    "DUMP2": ("-", _K + "NVRM: nvidia-bug-report.sh as root to collect this data before"),
    "DUMP3": ("-", _K + "NVRM: the NVIDIA kernel module is unloaded."),
    "RMINIT": ("ERROR", _K + "NVRM: GPU {bdf}: RmInitAdapter failed! ({rmcode})"),
    "RMINIT2": ("ERROR", _K + "NVRM: GPU {bdf}: rm_init_adapter failed, device minor number {minor}"),
    "PROBE": ("WARN", _K + "NVRM: The NVIDIA probe routine was not called for {nprobe} device(s)."),
    "LOAD": ("-", _K + "NVRM: loading NVIDIA UNIX x86_64 Kernel Module  {drv}  {builddate}"),
    "UVM": ("-", _K + "nvidia-uvm: Loaded the UVM driver, major device number {uvmmajor}."),
    "NVLINK": ("-", _K + "nvidia-nvlink: Nvlink Core is being initialized, major device number {nvlmajor}"),
    "MODESET": ("-", _K + "nvidia-modeset: Loading NVIDIA Kernel Mode Setting Driver for UNIX platforms  {drv}  {mbuilddate}"),
    "TAINT1": ("-", _K + "nvidia: loading out-of-tree module taints kernel."),
    "TAINT2": ("-", _K + "nvidia: module license 'NVIDIA' taints kernel."),
    "TAINT3": ("-", _K + "Disabling lock debugging due to kernel taint"),
    "ENABLE": ("-", _K + "nvidia {gnext}: enabling device ({olddec} -> {newdec})"),
    "SW_PROBE": ("-", _K + "nvidia-nvswitch: Probing device {swnext}, Vendor Id = {vid}, Device Id = {swdid}, Class = {swcls}"),
    "SXID_NF": ("WARN", _K + "{swdev}: SXid (PCI:{swbdf}): {sxid}, Non-fatal, Link {swlink} egress non-posted PRIV error (First)"),
    "SXID_SEV": ("WARN", _K + "{swdev}: SXid (PCI:{swbdf}): {sxid}, Severity {sev} Engine instance {swlink} Sub-engine instance {subeng}"),
    "SXID_F": ("FATAL", _K + "{swdev}: SXid (PCI:{swbdf}): {sxidf}, Fatal, Link {swlink} LTSSM Fault Up"),
    # persistence daemon (forwarded to kmsg)
    "P_VERB": ("-", _K + "nvidia-persistenced[{pnew}]: Verbose syslog connection opened"),
    "P_DIR": ("-", _PD + "Directory {rundir} will not be removed on exit"),
    "P_START": ("-", _PD + "Started ({ppid})"),
    "P_REG": ("-", _PD + "device {gnext} - registered"),
    "P_PM": ("-", _PD + "device {gnext} - persistence mode enabled."),
    "P_RPC": ("-", _PD + "Local RPC services initialized"),
    "P_SIG": ("-", _PD + "Received signal {sig}"),
    "P_SOCK": ("-", _PD + "Socket closed."),
    "P_PIDUN": ("-", _PD + "PID file unlocked."),
    "P_PIDCL": ("-", _PD + "PID file closed."),
    "P_SHUT": ("-", _PD + "Shutdown ({ppid})"),
    "P_FAILQ": ("ERROR", _PD + "Failed to query NVIDIA devices. Please ensure that the NVIDIA device files (/dev/nvidia*) exist, and that user {uid} has read and write permissions for those files."),
    "P_OPENFAIL": ("ERROR", _PD + "device {bdf} - failed to open."),
    # other kernel lines
    "AER_CORR": ("WARN", _K + "pcieport {rpbdf}: AER: Corrected error received: {bdf}"),
    "AER_UNC": ("ERROR", _K + "pcieport {rpbdf}: AER: Uncorrected (Fatal) error received: {bdf}"),
    "PCIE_ERR": ("WARN", _K + "nvidia {bdf}: PCIe Bus Error: severity=Corrected, type=Physical Layer, (Receiver ID)"),
    "PCIE_DEV": ("WARN", _K + "nvidia {bdf}:   device [{vdid}] error status/mask={statmask}"),
    "SEGV": ("ERROR", _K + "{comm}[{spid}]: segfault at {faddr} ip {ip} sp {sp} error {err} in {libmap}"),
    "OOM_INV": ("WARN", _K + "{comm} invoked oom-killer: gfp_mask={gfp}, order={order}, oom_score_adj={adj}"),
    "OOM": ("ERROR", _K + "Out of memory: Killed process {opid} ({comm}) total-vm:{kb1}, anon-rss:{kb2}, file-rss:{kb3}, shmem-rss:{kb4}, UID:{uid} pgtables:{kb5} oom_score_adj:{adj}"),
    "BR_BLOCK": ("-", _K + "{br}: port {brport} entered blocking state"),
    "BR_DIS": ("-", _K + "{br}: port {brport} entered disabled state"),
    "BR_FWD": ("-", _K + "{br}: port {brport} entered forwarding state"),
    "PROMISC": ("-", _K + "device {veth} entered promiscuous mode"),
    "UNPROMISC": ("-", _K + "device {veth} left promiscuous mode"),
    "ADDRCONF": ("-", _K + "IPv6: ADDRCONF(NETDEV_CHANGE): {veth}: link becomes ready"),
}

_GPU_BOOT = [("@", ["ENABLE"], 8, 8)]
NVIDIA_PRELUDE = [
    (0, ["TAINT1", "TAINT2", "TAINT3", "NVLINK", ("@", ["ENABLE"], 8, 8), "LOAD",
         ("@", ["SW_PROBE"], 6, 6), "UVM", "MODESET"], 0.08),
    (0, ["P_VERB", "P_DIR", "P_START", ("@", ["P_REG"], 8, 8), ("@", ["P_PM"], 8, 8), "P_RPC"], 0.4),
]
NVIDIA_EPISODES = [
    (110, ["BR_BLOCK", "BR_DIS", "PROMISC", "ADDRCONF", "BR_BLOCK", "BR_FWD"], 0.3),
    (100, ["BR_DIS", "UNPROMISC", "BR_DIS"], 0.05),
    (70, ["X13", ("X13", 0.5), ("X13G", 0.4)], 0.01),
    (70, ["X31"]),
    (55, ["X43"]),
    (12, ["AER_CORR", "PCIE_ERR", "PCIE_DEV"], 0.001),
    (8, ["SEGV"]),
    (6, ["OOM_INV", "OOM"], 0.2),
    (10, ["SXID_NF", "SXID_SEV"], 0.001),
    (4, ["GPU_AT", ("GPU_SN", 0.5), "X63"], 0.001),
    (3, ["GPU_AT", "X92"], 0.001),
    (1.6, ["GPU_AT", "X48", ("X63", 0.6)], 0.001),
    (1.6, ["X94"]),
    (2.4, [("X74", 1, 3)], 0.002),
    (1.5, ["X119"]),
    (0.6, ["GPU_AT", "X95"], 0.001),
    (0.7, ["GPU_AT", "GPU_SN", "X79", "FELL", "FELL_SN", "DUMP1", "DUMP2", "DUMP3"], 0.001),
    (0.5, ["AER_UNC", ("X79", 0.5)], 0.01),
    (0.5, ["SXID_F"]),
    (0.6, ["RMINIT", "RMINIT2"], 0.01),
    (0.4, ["PROBE"]),
    (0.5, ["P_SIG", "P_SOCK", "P_PIDUN", "P_PIDCL", "P_SHUT",
           "P_VERB", "P_DIR", "P_START", ("@", ["P_REG"], 8, 8), ("@", ["P_PM"], 8, 8), "P_RPC"], 0.3),
    (0.4, ["P_FAILQ"]),
    (0.4, ["P_OPENFAIL"]),
]

_GPUS = ["0000:07:00", "0000:0f:00", "0000:47:00", "0000:4e:00",
         "0000:87:00", "0000:90:00", "0000:b7:00", "0000:bd:00"]
_ROOTPORTS = {"0000:07:00": "0000:05:00.0", "0000:0f:00": "0000:0d:00.0",
              "0000:47:00": "0000:45:00.0", "0000:4e:00": "0000:4c:00.0",
              "0000:87:00": "0000:85:00.0", "0000:90:00": "0000:8e:00.0",
              "0000:b7:00": "0000:b5:00.0", "0000:bd:00": "0000:bb:00.0"}
_SWITCHES = ["0000:c4:00.0", "0000:c5:00.0", "0000:c6:00.0", "0000:c7:00.0", "0000:c8:00.0", "0000:c9:00.0"]
_PROCS = ["python3", "python", "pt_main_thread", "torchrun", "nvidia-smi", "dcgm-exporter",
          "nv-hostengine", "java", "trtexec", "ray::IDLE"]


def make_nvidia_kernel(rng: random.Random) -> list[dict]:
    gpus = list(_GPUS)
    order = list(gpus)
    rng.shuffle(gpus)                     # Zipf order: a couple of bad GPUs dominate
    uuids = {b: "GPU-" + uuid4(rng) for b in _GPUS}
    serials = {b: "13" + "".join(rng.choice("0123456789") for _ in range(11)) for b in _GPUS}
    drv = rng.choice([("535.129.03", "Thu Oct 19 18:56:32 UTC 2023", "Thu Oct 19 18:42:12 UTC 2023"),
                      ("550.54.15", "Tue Mar  5 22:23:56 UTC 2024", "Tue Mar  5 22:12:25 UTC 2024"),
                      ("525.147.05", "Wed Oct 25 20:27:35 UTC 2023", "Wed Oct 25 20:15:51 UTC 2023")])
    st: dict = {"ppid": str(rng.randint(1500, 3000))}
    t0 = start_time(rng)
    st["boot"] = t0 - timedelta(seconds=rng.uniform(9.0, 15.0))

    def kts(r, st, g):
        return f"{(st['t'] - st['boot']).total_seconds():12.6f}"

    def gpu(r, st, g):
        if "gpu" not in st["ep"]:
            st["ep"]["gpu"] = zp(r, gpus, 1.3)
        return st["ep"]["gpu"]

    def gnext(r, st, g):
        i = st["ep"].get("gi", 0)
        st["ep"]["gi"] = i + 1
        return order[i % len(order)] + ".0"

    def swnext(r, st, g):
        i = st["ep"].get("si", 0)
        st["ep"]["si"] = i + 1
        return _SWITCHES[i % len(_SWITCHES)]

    def pnew(r, st, g):
        early = (st["t"] - st["boot"]).total_seconds() < 300
        st["ppid"] = str(r.randint(1500, 3000) if early else r.randint(5000, 400000))
        return st["ppid"]

    def veth(r, st, g):
        return "veth" + hexs(r, 7)

    gens = {
        "kts": kts, "gpu": gpu, "gnext": gnext, "swnext": swnext, "pnew": pnew,
        "pci": lambda r, st, g: g("gpu"),
        "bdf": lambda r, st, g: g("gpu") + ".0",
        "rpbdf": lambda r, st, g: _ROOTPORTS[g("gpu")],
        "uuid": lambda r, st, g: uuids[g("gpu")],
        "serial": lambda r, st, g: serials[g("gpu")],
        "xpid": lambda r, st, g: str(r.randint(1000, 3999999)),
        "proc": pick(_PROCS, 1.2),
        "gpc": rint(0, 7), "tpc": rint(0, 8), "sm": rint(0, 1),
        "ch": lambda r, st, g: f"{r.choice([8, 9, 16, 24, 40, 56, 120]):08x}",
        "intr": c("00000000"),
        "gclient": lambda r, st, g: f"GPCCLIENT_T1_{r.randint(0, 15)}",
        "vaddr": lambda r, st, g: f"0x7f{hexs(r, 2)}_{hexs(r, 5)}000",
        "part": rint(0, 15), "subpart": rint(0, 1),
        "rowaddr": lambda r, st, g: "0x" + "0" * 9 + hexs(r, 7),
        "link": rint(0, 11),
        "n0": c("0x0"), "n1": c("0x0"), "n2": pick(["0x10000", "0x100", "0x20000"]),
        "n3": c("0x0"), "n4": c("0x0"), "n5": c("0x0"), "n6": c("0x0"),
        "cmask": pick(["0x1", "0x3", "0x8", "0x40"]),
        "tmo": c("6s"),
        "gspgpu": lambda r, st, g: f"GPU{order.index(g('gpu'))}",
        "fnum": pick(["76", "103", "10", "78"]),
        "fname": lambda r, st, g: {"76": "GSP_RM_CONTROL", "103": "GSP_RM_ALLOC", "10": "FREE",
                                   "78": "DUP_OBJECT"}[g("fnum")],
        "p1": lambda r, st, g: "0x" + hexs(r, 8), "p2": pick(["0x4", "0x8", "0x10", "0x20"]),
        "rmcode": pick(["0x26:0x56:1474", "0x62:0x0:2096", "0x22:0x56:893", "0x25:0xffff:1528"]),
        "minor": lambda r, st, g: str(order.index(g("gpu"))),
        "nprobe": c("1"),
        "drv": c(drv[0]), "builddate": c(drv[1]), "mbuilddate": c(drv[2]),
        "uvmmajor": c("508"), "nvlmajor": c("509"),
        "olddec": c("0000"), "newdec": c("0002"),
        "vid": c("0x10de"), "swdid": c("0x1af1"), "swcls": c("0x068000"),
        "sw": lambda r, st, g: zp(r, list(range(6)), 1.2),
        "swdev": lambda r, st, g: f"nvidia-nvswitch{g('sw')}",
        "swbdf": lambda r, st, g: _SWITCHES[g("sw")],
        "sxid": pick(["12028", "11004", "19084", "22013"], 1.3),
        "sxidf": pick(["20034", "24007", "12021"]),
        "swlink": rint(0, 63), "sev": c("0"), "subeng": c("00"),
        "ppid": lambda r, st, g: st["ppid"],
        "rundir": c("/var/run/nvidia-persistenced"),
        "sig": c("15"),
        "uid": pick(["0", "1000", "1001", "2003"], 1.5),
        "vdid": c("10de:20b0"),
        "statmask": pick(["00000001/0000e000", "00000040/0000e000", "00001000/0000e000"]),
        "comm": pick(_PROCS, 1.4),
        "spid": lambda r, st, g: str(r.randint(1000, 3999999)),
        "faddr": lambda r, st, g: r.choice(["0", "8", "10", "7f" + hexs(r, 10)]),
        "ip": lambda r, st, g: "00007f" + hexs(r, 10),
        "sp": lambda r, st, g: "00007ff" + hexs(r, 9),
        "err": pick(["4", "6", "14", "15"]),
        "libmap": lambda r, st, g: r.choice([f"libcuda.so.{drv[0]}", "libc.so.6", "libtorch_cuda.so",
                                             "libnccl.so.2"]) + f"[7f{hexs(r, 7)}000+{hexs(r, 4)}000]",
        "gfp": c("0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP)"),
        "order": c("0"),
        "adj": pick(["0", "1000", "-997", "999"]),
        "opid": lambda r, st, g: str(r.randint(1000, 3999999)),
        "kbt": lambda r, st, g: r.randint(20, 900) * 1048576 // 7,
        "kb1": lambda r, st, g: f"{g('kbt')}kB",
        "kb2": lambda r, st, g: f"{int(g('kbt') * r.uniform(0.55, 0.97))}kB",
        "kb3": lambda r, st, g: f"{r.randint(0, 90000)}kB",
        "kb4": lambda r, st, g: f"{r.randint(0, 4000)}kB",
        "kb5": lambda r, st, g: f"{r.randint(2000, 400000)}kB",
        "br": pick(["docker0", "cni0", "br-" + hexs(rng, 12)], 1.3),
        "veth": veth,
        "brport": lambda r, st, g: f"{st['ep'].setdefault('portno', r.randint(1, 14))}({g('veth')})",
    }

    xid_of = {"X13": "13", "X13G": "13", "X31": "31", "X48": "48", "X63": "63", "X74": "74",
              "X79": "79", "X92": "92", "X94": "94", "X95": "95", "X119": "119"}
    specs = dict(NVIDIA_SPECS)
    # each Xid spec gets its own generator for the Xid number (still one <*> in the template)
    for k, x in xid_of.items():
        gens["xid_" + k] = c(x)
        specs[k] = (specs[k][0], specs[k][1].replace("{xid}", "{xid_" + k + "}"))
    gens["xid_X43"] = lambda r, st, g: r.choice(["43", "43", "43", "45"])
    specs["X43"] = (specs["X43"][0], specs["X43"][1].replace("{xid}", "{xid_X43}"))
    sticky = {"xpid", "proc", "sw", "br", "veth", "comm"}
    return run_corpus(rng, specs, NVIDIA_EPISODES, gens, sticky, t0, bursty_gap(600.0),
                      prelude=NVIDIA_PRELUDE, st=st)


# ==========================================================================
# 4. mdadm_raid
# ==========================================================================
_M = "{ts} {host} mdadm[{pid}]: "
_KM = "{ts} {host} kernel: [{kts}] "
MDADM_SPECS = {
    "M_DEG": ("ERROR", _M + "DegradedArray event detected on md device {mdd}"),
    "M_FAIL": ("ERROR", _M + "Fail event detected on md device {mdd}, component device {cdev}"),
    "M_FAILSPARE": ("ERROR", _M + "FailSpare event detected on md device {mdd}, component device {cdev}"),
    "M_SPAREACT": ("-", _M + "SpareActive event detected on md device {mdd}, component device {cdev}"),
    "M_MOVE": ("-", _M + "MoveSpare event detected on md device {mdd}, component device {cdev}"),
    "M_REBST": ("-", _M + "RebuildStarted event detected on md device {mdd}"),
    "M_REBNN": ("-", _M + "Rebuild{rpct} event detected on md device {mdd}"),
    "M_REBFIN": ("-", _M + "RebuildFinished event detected on md device {mdd}"),
    "M_REBFIN_MM": ("WARN", _M + "RebuildFinished event detected on md device {mdd}, component device  mismatches found: {mism} (on raid level {rlvl})"),
    "M_NEW": ("-", "{ts} {host} mdadm[{npid}]: NewArray event detected on md device {mdd}"),
    "M_SPMISS": ("WARN", _M + "SparesMissing event detected on md device {mdd}"),
    "M_DEVDIS": ("ERROR", _M + "DeviceDisappeared event detected on md device {mdd}"),
    "M_TEST": ("-", _M + "TestMessage event detected on md device {mdd}"),
    # kernel md
    "K1_FAIL": ("ERROR", _KM + "md/raid1:{md}: Disk failure on {comp}, disabling device."),
    "K1_CONT": ("WARN", _KM + "md/raid1:{md}: Operation continuing on {ncont} devices."),
    "K5_FAIL": ("ERROR", _KM + "md/raid:{md}: Disk failure on {comp}, disabling device."),
    "K5_CONT": ("WARN", _KM + "md/raid:{md}: Operation continuing on {ncont} devices."),
    "K_RECOV": ("-", _KM + "md: recovery of RAID array {md}"),
    "K_RECOV_DONE": ("-", _KM + "md: {md}: recovery done."),
    "K_RESYNC": ("-", _KM + "md: resync of RAID array {md}"),
    "K_RESYNC_DONE": ("-", _KM + "md: {md}: resync done."),
    "K_RESYNC_INT": ("WARN", _KM + "md: {md}: resync interrupted."),
    "K_CHECK": ("-", _KM + "md: data-check of RAID array {md}"),
    "K_CHECK_DONE": ("-", _KM + "md: {md}: data-check done."),
    "K_CHECK_INT": ("WARN", _KM + "md: {md}: data-check interrupted."),
    "K_DELAY": ("-", _KM + "md: delaying data-check of {md2} until {md} has finished (they share one or more physical units)"),
    "K_MINSPEED": ("-", _KM + "md: minimum _guaranteed_  speed: {minsp} KB/sec/disk."),
    "K_MAXBW": ("-", _KM + "md: using maximum available idle IO bandwidth (but not more than {maxsp} KB/sec) for recovery."),
    "K_WINDOW": ("-", _KM + "md: using {win} window, over a total of {tot}."),
    "K1_ACTIVE": ("-", _KM + "md/raid1:{md}: active with {nact} out of {ntot} mirrors"),
    "K5_ACTIVE": ("-", _KM + "md/raid:{md}: raid level {rlvl} active with {nact} out of {ntot} devices, algorithm {alg}"),
    "K5_DEVOP": ("-", _KM + "md/raid:{md}: device {opcomp} operational as raid disk {opidx}"),
    "K_CAP": ("-", _KM + "{md}: detected capacity change from {zero} to {capbytes}"),
    "K1_RDCORR": ("WARN", _KM + "md/raid1:{md}: read error corrected ({nsec} sectors at {sector} on {comp})"),
    "K1_REDIR": ("WARN", _KM + "md/raid1:{md}: redirecting sector {sector} to other mirror: {comp2}"),
    "K5_RDCORR": ("WARN", _KM + "md/raid:{md}: read error corrected ({nsec} sectors at {sector} on {comp})"),
    "K5_NOTCORR": ("ERROR", _KM + "md/raid:{md}: read error not correctable (sector {sector} on {comp})."),
    "K5_TOOMANY": ("ERROR", _KM + "md/raid:{md}: Too many read errors, failing device {comp}."),
    "K5_NOTENOUGH": ("FATAL", _KM + "md/raid:{md}: not enough operational devices ({ffrac} failed)"),
    "K5_CANNOT": ("FATAL", _KM + "md/raid:{md}: Cannot continue operation ({ffrac} failed)."),
    "K_KICK": ("WARN", _KM + "md: kicking non-fresh {comp} from array!"),
    "SD_FAILED": ("ERROR", _KM + "sd {hctl}: [{disk}] {tag} FAILED Result: hostbyte=DID_OK driverbyte=DRIVER_SENSE cmd_age={age}"),
    "BLK_IOERR": ("ERROR", _KM + "blk_update_request: I/O error, dev {disk}, sector {sector} op {op}:(READ) flags {flags} phys_seg {pseg} prio class {pclass}"),
    "K_BOOT": ("-", "{ts} {host} kernel: [{kboot}] md: Waiting for all devices to be available before autodetect"),
}
_R1 = {"pers": "raid1"}
_R5 = {"pers": "raid456"}
MDADM_EPISODES = [
    # Debian's daily "mdadm --monitor --oneshot" keeps reporting a degraded array
    (300, ["M_DEG"], 1.0, {"daily": True}),
    # monthly checkarray
    (25, ["K_CHECK", ("K_DELAY", 0.4), "M_REBST", ("@", [("~", 2400.0), "M_REBNN"], 0, 4), ("~", 2400.0),
          "K_CHECK_DONE", "M_REBFIN"], 2.0),
    (8, ["K_CHECK", "M_REBST", ("@", [("~", 2400.0), "M_REBNN"], 1, 4), ("~", 2400.0),
         "K_CHECK_DONE", "M_REBFIN_MM"], 2.0),
    (5, ["K_CHECK", "M_REBST", ("@", [("~", 2400.0), "M_REBNN"], 0, 2), ("~", 1800.0), "K_CHECK_INT"], 2.0),
    # raid1 member failure
    (10, ["SD_FAILED", "BLK_IOERR", "K1_FAIL", "K1_CONT", "M_FAIL", "M_DEG"], 0.4, _R1),
    (8, ["K1_FAIL", "K1_CONT", "M_FAIL", "M_DEG"], 0.4, _R1),
    # raid5/6 member failure
    (5, ["SD_FAILED", "BLK_IOERR", "K5_NOTCORR", "K5_TOOMANY", "K5_FAIL", "K5_CONT", "M_FAIL", "M_DEG"], 0.3, _R5),
    (6, ["K5_FAIL", "K5_CONT", "M_FAIL", "M_DEG"], 0.4, _R5),
    (0.6, ["K5_FAIL", "K5_NOTENOUGH", "K5_CANNOT", "M_FAIL", ("M_DEVDIS", 0.6)], 0.2, _R5),
    # replacement + recovery
    (14, ["K_RECOV", ("K_MINSPEED", 0.5), "K_MAXBW", "K_WINDOW", "M_REBST",
          ("@", [("~", 1500.0), "M_REBNN"], 0, 4), ("~", 1500.0),
          "K_RECOV_DONE", "M_REBFIN", "M_SPAREACT"], 0.5),
    # read errors that were corrected
    (16, ["SD_FAILED", "BLK_IOERR", "K1_REDIR", "K1_RDCORR"], 0.3, _R1),
    (14, ["SD_FAILED", "BLK_IOERR", ("K5_RDCORR", 1, 2)], 0.3, _R5),
    # reboots
    (5, ["K_BOOT", ("K_KICK", 0.15), "K1_ACTIVE", "K_CAP", ("~", 20.0), "M_NEW", ("M_SPMISS", 0.2)], 0.2, _R1),
    (4, ["K_BOOT", ("K5_DEVOP", 4, 8), "K5_ACTIVE", "K_CAP", ("~", 20.0), "M_NEW"], 0.02, _R5),
    (4, ["K_BOOT", "K1_ACTIVE", "K_CAP", "K_RESYNC", ("~", 15.0), "M_REBST",
         ("@", [("~", 600.0), "M_REBNN"], 0, 3), ("~", 600.0), "K_RESYNC_DONE", "M_REBFIN"], 0.2, _R1),
    (2, ["K_RESYNC", ("~", 900.0), "K_RESYNC_INT"], 0.2),
    (1.5, ["M_TEST"]),
    (1.2, ["M_FAILSPARE", "M_SPMISS"], 0.2),
    (0.8, ["M_MOVE"]),
    (1.0, ["M_SPMISS"]),
]

_ARRAYS = [
    # name, personality, components, raid level, capacity bytes
    ("md0", "raid1", ["sda1", "sdb1"], "1", "1071644672"),
    ("md2", "raid456", ["sdc1", "sdd1", "sde1", "sdf1", "sdg1", "sdh1", "sdi1", "sdj1"], "6", "71999999655936"),
    ("md1", "raid1", ["sda2", "sdb2"], "1", "499972390912"),
    ("md127", "raid456", ["sdk1", "sdl1", "sdm1", "sdn1"], "5", "23999865208832"),
    ("md3", "raid10", ["nvme0n1p1", "nvme1n1p1", "nvme2n1p1", "nvme3n1p1"], "10", "3840487325696"),
]


def make_mdadm_raid(rng: random.Random) -> list[dict]:
    hosts = ["nas1", "backup01", "nas2", "fs-prod-01", "stor7", "nas3", "vmhost04"]
    rng.shuffle(hosts)
    gens = syslog_gens(hosts, 1.3, 600, 2600)

    def arr(r, st, g):
        if st["ep"].get("daily"):          # each host has one long-degraded array
            deg = st.setdefault("deg", {})
            h = g("host")
            if h not in deg:
                deg[h] = zp(r, _ARRAYS, 1.0)
            return deg[h]
        p = st["ep"].get("pers")
        pool = [a for a in _ARRAYS if p is None or a[1] == p]
        return zp(r, pool, 1.0)

    def opcomp(r, st, g):
        i = st["ep"].get("oi", 0)
        st["ep"]["oi"] = i + 1
        comps = g("arr")[2]
        return comps[i % len(comps)]

    def hctl(r, st, g):
        d = g("disk")
        return f"{ord(d[2]) - ord('a')}:0:0:0" if d.startswith("sd") else "0:0:0:0"

    def md2(r, st, g):
        others = [a[0] for a in _ARRAYS if a[0] != g("md")]
        return zp(r, others, 1.0)

    def rpct(r, st, g):
        k = st["ep"].get("rp", 0) + 1
        st["ep"]["rp"] = k
        return str(20 * k)

    gens.update({
        "arr": arr,
        "md": lambda r, st, g: g("arr")[0],
        "mdd": lambda r, st, g: "/dev/" + g("arr")[0],
        "comp": lambda r, st, g: r.choice(g("arr")[2]),
        "comp2": lambda r, st, g: [x for x in g("arr")[2] if x != g("comp")][0],
        "cdev": lambda r, st, g: "/dev/" + g("comp"),
        "disk": lambda r, st, g: g("comp").rstrip("0123456789") if g("comp").startswith("sd") else "sda",
        "ncont": lambda r, st, g: str(len(g("arr")[2]) - 1),
        "rpct": rpct,
        "mism": pick(["128", "256", "1024", "8", "3968", "0"], 1.0),
        "rlvl": lambda r, st, g: g("arr")[3],
        "md2": md2,
        "minsp": c("1000"), "maxsp": c("200000"),
        "win": c("128k"),
        "tot": lambda r, st, g: f"{int(g('arr')[4]) // 1024 // max(1, len(g('arr')[2]) - 2)}k",
        "nact": lambda r, st, g: str(len(g("arr")[2]) - (1 if r.random() < 0.1 else 0)),
        "ntot": lambda r, st, g: str(len(g("arr")[2])),
        "alg": c("2"),
        "opcomp": opcomp,
        "opidx": lambda r, st, g: str((st["ep"]["oi"] - 1) % len(g("arr")[2])),
        "zero": c("0"),
        "capbytes": lambda r, st, g: g("arr")[4],
        "nsec": pick(["8", "8", "16", "128"]),
        "sector": lambda r, st, g: str(r.randint(2048, 3_900_000_000)),
        "ffrac": lambda r, st, g: f"{2 if g('arr')[3] == '5' else 3}/{len(g('arr')[2])}",
        "hctl": hctl,
        "tag": lambda r, st, g: f"tag#{r.randint(0, 31)}",
        "age": lambda r, st, g: f"{zp(r, [3, 7, 30, 0, 1, 60], 1.0)}s",
        "op": c("0x0"), "flags": pick(["0x0", "0x80700", "0x4000"]), "pseg": pick(["1", "2", "32"]),
        "pclass": c("0"),
    })
    sticky = {"host", "arr", "comp", "sector"}
    return run_corpus(rng, MDADM_SPECS, MDADM_EPISODES, gens, sticky,
                      start_time(rng), bursty_gap(900.0))


# ==========================================================================
# 5. multipathd
# ==========================================================================
_MP = "{ts} {host} multipathd[{pid}]: "
_KK = "{ts} {host} kernel: "
MPATH_SPECS = {
    "DOWN": ("WARN", _MP + "{map}: {path} - tur checker reports path is down"),
    "UP": ("-", _MP + "{map}: {path} - tur checker reports path is up"),
    "DOWN_DIO": ("WARN", _MP + "{map}: {path} - directio checker reports path is down"),
    "UP_DIO": ("-", _MP + "{map}: {path} - directio checker reports path is up"),
    "TIMEOUT": ("WARN", _MP + "{map}: {path} - tur checker timed out"),
    "FAILED": ("ERROR", _MP + "checker failed path {devt} in map {map}"),
    "REMAIN": ("-", _MP + "{map}: remaining active paths: {nrem}"),
    "REINST": ("-", _MP + "{devt}: reinstated"),
    "ADD_PATH": ("-", _MP + "{pathnext}: add path (uevent)"),
    "REM_PATH": ("-", _MP + "{pathnext}: remove path (uevent)"),
    "ADD_MAP": ("-", _MP + "{dm}: add map (uevent)"),
    "REM_MAP": ("-", _MP + "{dm}: remove map (uevent)"),
    "DEVMAP_REM": ("-", _MP + "{map}: devmap removed"),
    "LOAD": ("-", _MP + "{map}: load table [{table}]"),
    "ACT_CREATE": ("-", _MP + "{map}: set ACT_CREATE (map does not exist)"),
    "ACT_RELOAD": ("-", _MP + "{map}: set ACT_RELOAD (path group topology change)"),
    "RECOVERY": ("WARN", _MP + "{map}: Entering recovery mode: max_retries={maxr}"),
    "RECOVERED": ("-", _MP + "{map}: Recovered to normal mode"),
    "DISABLEQ": ("ERROR", _MP + "{map}: Disable queueing"),
    "SWITCHPG": ("-", _MP + "{map}: switch to path group {pg}"),
    "DOMAP_FAIL": ("ERROR", _MP + "{map}: failed in domap for addition of new path {path}"),
    "UID_FAIL": ("ERROR", _MP + "{path}: failed to get udev uid: Invalid argument"),
    "SPUR": ("-", _MP + "{path}: spurious uevent, path already in pathvec"),
    "WWID_CH": ("WARN", _MP + "{path}: path wwid changed from '{wwid}' to '{wwid2}'"),
    "START": ("-", "{ts} {host} multipathd[{npid}]: --------start up--------"),
    "READCONF": ("-", _MP + "read {conf}"),
    "FDS": ("-", _MP + "set open fds limit to {fdl}"),
    "LOADCK": ("-", _MP + "loading {cklib} checker"),
    "LOADPRIO": ("-", _MP + "loading {priolib} prioritizer"),
    "CKSTART": ("-", _MP + "path checkers start up"),
    "RECONF": ("-", _MP + "reconfigure (operator)"),
    "EXIT": ("-", _MP + "exit (signal)"),
    "K_FAILING": ("ERROR", _KK + "device-mapper: multipath: {dmdevt}: Failing path {devt}."),
    "K_REINST": ("-", _KK + "device-mapper: multipath: {dmdevt}: Reinstating path {devt}."),
    "K_REJECT": ("ERROR", _KK + "sd {hctl}: rejecting I/O to offline device"),
    "K_ALUA": ("-", _KK + "sd {hctl}: alua: port group {pgid} state A non-preferred supports TolUSNA"),
}
MPATH_EPISODES = [
    (220, ["DOWN", "FAILED", ("K_FAILING", 0.8), "REMAIN", "UP", "REINST", ("K_REINST", 0.8), "REMAIN",
           ("SWITCHPG", 0.3)], 8.0),
    (90, ["DOWN", "FAILED", ("K_FAILING", 0.8), "REMAIN"], 0.5),
    (80, ["UP", "REINST", ("K_REINST", 0.8), "REMAIN", ("K_ALUA", 0.3)], 0.5),
    (30, ["DOWN_DIO", "FAILED", "REMAIN", "UP_DIO", "REINST", "REMAIN"], 10.0),
    (14, ["TIMEOUT", "FAILED", ("K_FAILING", 0.8), "REMAIN"], 1.0),
    (8, [("@", ["DOWN", "FAILED", ("K_FAILING", 0.7), "REMAIN"], 2, 2), ("K_REJECT", 1, 3), "RECOVERY",
         ("?", ["RECOVERED"], 0.6)], 2.0, {"alldown": True}),
    (1.5, [("@", ["DOWN", "FAILED", "REMAIN"], 2, 2), ("K_REJECT", 2, 4), "RECOVERY", "DISABLEQ"], 5.0,
     {"alldown": True}),
    (10, [("ADD_PATH", 2, 2), "ACT_CREATE", "LOAD", "ADD_MAP"], 0.2),
    (6, [("REM_PATH", 2, 2), "DEVMAP_REM", "REM_MAP"], 0.1),
    (8, ["ADD_PATH", "ACT_RELOAD", "LOAD"], 0.1),
    (5, ["SPUR"]),
    (2.5, ["EXIT", "START", "READCONF", "FDS", "LOADCK", "LOADPRIO", ("@", ["LOAD"], 3, 5), "CKSTART"], 0.3),
    (2.5, ["RECONF", ("@", ["LOAD"], 2, 4)], 0.2),
    (0.8, ["DOMAP_FAIL"]),
    (0.8, ["UID_FAIL"]),
    (0.5, ["WWID_CH"]),
]


def make_multipathd(rng: random.Random) -> list[dict]:
    hosts = ["db2", "oradb01", "db1", "kvm03", "backup02", "oradb02"]
    rng.shuffle(hosts)
    gens = syslog_gens(hosts, 1.2, 600, 1500)
    names = ["mpatha", "mpathb", "oradata01", "mpathc", "orafra01", "3600a098038303053453f463045727a41",
             "mpathd", "36000d31000f1a200000000000000001b", "vmstore2"]
    maps = []
    idx = 2
    for i, nm in enumerate(names):
        npaths = 2 if i == 0 else rng.choice([2, 2, 4, 4, 4])
        paths = []
        for j in range(npaths):
            letter = chr(ord("a") + idx) if idx < 26 else "a" + chr(ord("a") + idx - 26)
            major, minor = (8, 16 * idx) if idx < 16 else (65, 16 * (idx - 16))
            paths.append(("sd" + letter, f"{major}:{minor}", f"{3 + j % 2}:0:{j // 2}:{i}"))
            idx += 1
        wwid = nm if nm.startswith("36") else "3600a0980" + hexs(rng, 24)
        maps.append({"name": nm, "dm": i + 2, "paths": paths, "wwid": wwid,
                     "size": rng.choice([209715200, 2147483648, 4294967296, 1073741824, 8589934592])})

    def mobj(r, st, g):
        if st["ep"].get("alldown"):
            return zp(r, [m for m in maps if len(m["paths"]) == 2], 1.1)
        return zp(r, maps, 1.1)

    def pth(r, st, g):
        ep, ps = st["ep"], g("mobj")["paths"]
        if ep.get("alldown") and st["key"] == "DOWN":
            i = ep.get("pi", 0)
            ep["pi"] = i + 1
            ep["cur"] = ps[i % len(ps)]
        elif "cur" not in ep:
            ep["cur"] = r.choice(ps)
        return ep["cur"]

    def devt(r, st, g):
        m = g("mobj")
        act = st.setdefault("active", {})
        n = act.get(m["name"], len(m["paths"]))
        if st["key"] == "FAILED":
            n -= 1
        elif st["key"] == "REINST":
            n += 1
        act[m["name"]] = max(0, min(len(m["paths"]), n))
        return g("pobj")[1]

    def pathnext(r, st, g):
        ps = g("mobj")["paths"]
        i = st["ep"].get("pi", 0)
        st["ep"]["pi"] = i + 1
        st["ep"]["cur"] = ps[i % len(ps)]
        return ps[i % len(ps)][0]

    def nrem(r, st, g):
        m = g("mobj")
        return str(st.setdefault("active", {}).get(m["name"], len(m["paths"])))

    def table(r, st, g):
        m = g("mobj")
        ps = [p[1] for p in m["paths"]]
        half = max(1, len(ps) // 2)
        pg1, pg2 = ps[:half], ps[half:]
        t = f"0 {m['size']} multipath 1 queue_if_no_path 1 alua {2 if pg2 else 1} 1 service-time 0 {len(pg1)} 1 "
        t += " ".join(f"{d} 1" for d in pg1)
        if pg2:
            t += f" service-time 0 {len(pg2)} 1 " + " ".join(f"{d} 1" for d in pg2)
        return t

    gens.update({
        "mobj": mobj, "pobj": pth, "pathnext": pathnext, "nrem": nrem, "table": table,
        "map": lambda r, st, g: g("mobj")["name"],
        "path": lambda r, st, g: g("pobj")[0],
        "devt": devt,
        "hctl": lambda r, st, g: g("pobj")[2],
        "dm": lambda r, st, g: f"dm-{g('mobj')['dm']}",
        "dmdevt": lambda r, st, g: f"253:{g('mobj')['dm']}",
        "maxr": pick(["12", "18", "30", "5"]),
        "pg": pick(["#2", "#1"], 0.5),
        "wwid": lambda r, st, g: g("mobj")["wwid"],
        "wwid2": lambda r, st, g: "3600a0980" + hexs(r, 24),
        "conf": c("/etc/multipath.conf"),
        "fdl": pick(["1048576/1048576", "4096/4096"], 1.5),
        "cklib": c("//lib64/multipath/libchecktur.so"),
        "priolib": pick(["//lib64/multipath/libprioalua.so", "//lib64/multipath/libprioconst.so"]),
        "pgid": pick(["01", "02", "1001", "2001"]),
    })
    sticky = {"host", "mobj"}
    return run_corpus(rng, MPATH_SPECS, MPATH_EPISODES, gens, sticky,
                      start_time(rng), bursty_gap(700.0))


# ==========================================================================
# 6. chronyd
# ==========================================================================
_C = "{ts} {host} chronyd[{pid}]: "
CHRONY_SPECS = {
    "START": ("-", "{ts} {host} chronyd[{npid}]: chronyd version {ver} starting ({feat})"),
    "FREQ": ("-", _C + "Frequency {freq} +/- {skew} ppm read from {drift}"),
    "NODRIFT": ("WARN", _C + "Could not read valid frequency and skew from driftfile {drift}"),
    "TZ": ("-", _C + "Using right/UTC timezone to obtain leap second data"),
    "TZFAIL": ("WARN", _C + "Timezone right/UTC failed leap second check, ignoring"),
    "SECCOMP": ("-", _C + "Loaded seccomp filter (level {sclvl})"),
    "KEYS": ("-", _C + "Loaded {nkeys} symmetric keys"),
    "IPV6": ("ERROR", _C + "Could not open IPv6 NTP socket : Address family not supported by protocol"),
    "CMDSOCK": ("ERROR", _C + "Could not bind IPv4 command socket : Address already in use"),
    "HWTS": ("-", _C + "Enabled HW timestamping on {iface}"),
    "SEL": ("-", _C + "Selected source {ip} ({sname})"),
    "SEL_REF": ("-", _C + "Selected source {refclk}"),
    "WRONG": ("WARN", _C + "System clock wrong by {off} seconds"),
    "WRONG_ADJ": ("WARN", _C + "System clock wrong by {off} seconds, adjustment started"),
    "STEPPED": ("WARN", _C + "System clock was stepped by {off} seconds"),
    "INIT_FAST": ("-", _C + "System's initial offset : {aoff} seconds fast of true (slew)"),
    "INIT_SLOW": ("-", _C + "System's initial offset : {aoff} seconds slow of true (slew)"),
    "TAI": ("-", _C + "System clock TAI offset set to {tai} seconds"),
    "REPLACED": ("-", _C + "Source {ip} replaced with {ip2} ({pool})"),
    "NOMAJ": ("WARN", _C + "Can't synchronise: no majority"),
    "NOSEL": ("WARN", _C + "Can't synchronise: no selectable sources"),
    "FWD": ("WARN", _C + "Forward time jump detected!"),
    "BWD": ("WARN", _C + "Backward time jump detected!"),
    "OFFLINE": ("-", _C + "Source {ip} offline"),
    "ONLINE": ("-", _C + "Source {ip} online"),
    "KOD": ("WARN", _C + "Received KoD RATE from {ip}"),
    "CONNFAIL": ("ERROR", _C + "Could not connect NTP socket to {ipport} : Network is unreachable"),
    "FALSE": ("WARN", _C + "Detected falseticker {ip} ({sname})"),
    "NTSKE": ("WARN", _C + "NTS-KE session with {ntsaddr} ({ntsname}) timed out"),
    "FATAL": ("FATAL", "{ts} {host} chronyd[{tmpid}]: Fatal error : Another chronyd may already be running (pid={pid}), check {pidfile}"),
    "EXIT": ("-", _C + "chronyd exiting"),
}
CHRONY_EPISODES = [
    (400, ["SEL"]),
    (90, ["REPLACED"]),
    (60, ["NOSEL", "SEL"], 120.0),
    (25, ["NOMAJ", "SEL"], 300.0),
    (40, ["FWD", ("NOSEL", 0.5), "SEL"], 30.0),
    (8, ["BWD", "SEL"], 30.0),
    (40, ["WRONG_ADJ"]),
    (22, ["WRONG", "STEPPED"], 0.01),
    (30, [("OFFLINE", 1, 3), ("NOSEL", 0.5), ("ONLINE", 1, 3), "SEL"], 60.0),
    (9, [("CONNFAIL", 1, 3), "NOSEL"], 64.0),
    (8, ["KOD"]),
    (5, ["FALSE", ("NOMAJ", 0.5)], 10.0),
    (4, ["NTSKE"]),
    (6, ["SEL_REF"]),
    (14, ["EXIT"]),
    (30, ["START", ("FREQ", 0.85), ("NODRIFT", 0.1), ("TZ", 0.6), ("TZFAIL", 0.05), ("SECCOMP", 0.3),
          ("KEYS", 0.1), ("IPV6", 0.08), ("CMDSOCK", 0.03), ("HWTS", 0.08),
          ("?", ["INIT_FAST"], 0.08), ("?", ["INIT_SLOW"], 0.06), "SEL", ("TAI", 0.15),
          ("?", ["WRONG", "STEPPED"], 0.3)], 3.0),
    (0.6, ["FATAL"]),
]


def make_chronyd(rng: random.Random) -> list[dict]:
    hosts = ["web4", "web1", "app-02", "web2", "db-01", "lb1", "web3", "k8s-worker-07", "cache2", "ci-runner3"]
    rng.shuffle(hosts)
    gens = syslog_gens(hosts, 1.0, 500, 1200)
    local = [("10.0.0.1", "ntp1.example.com"), ("10.0.0.2", "ntp2.example.com"),
             ("10.0.0.3", "ntp3.example.com"), ("192.168.10.5", "gw-core.corp.lan"),
             ("162.159.200.1", "time.cloudflare.com"), ("2001:db8::123", "ntp6.example.com")]
    pools = ["2.pool.ntp.org", "0.debian.pool.ntp.org", "2.rhel.pool.ntp.org", "ntp.ubuntu.com"]
    pool_ips = [f"{rng.choice([5, 45, 51, 78, 85, 91, 139, 162, 185, 193, 195, 212])}."
                f"{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}" for _ in range(40)]
    builds = [("4.2", "+CMDMON +NTP +REFCLOCK +RTC +PRIVDROP +SCFILTER +SIGND +ASYNCDNS +NTS +SECHASH +IPV6 -DEBUG"),
              ("4.5", "+CMDMON +NTP +REFCLOCK +RTC +PRIVDROP +SCFILTER +SIGND +ASYNCDNS +NTS +SECHASH +IPV6 +DEBUG"),
              ("4.3", "+CMDMON +NTP +REFCLOCK +RTC +PRIVDROP +SCFILTER +SIGND +ASYNCDNS +NTS +SECHASH +IPV6 -DEBUG")]

    def srcs_of(st, host, r):
        m = st.setdefault("srcs", {})
        if host not in m:
            if r.random() < 0.3:
                m[host] = ("local", None)
            else:
                m[host] = ("pool", r.choice(pools))
        return m[host]

    def src(r, st, g):
        kind, pl = srcs_of(st, g("host"), r)
        if kind == "local":
            return zp(r, local, 1.2)
        return (zp(r, pool_ips, 0.7), pl)

    def off(r, st, g):
        v = r.choice([-1, 1]) * 10 ** r.uniform(-4, 1.6)
        return f"{v:.6f}"

    gens.update({
        "src": src,
        "ip": lambda r, st, g: g("src")[0],
        "sname": lambda r, st, g: g("src")[1],
        "ip2": lambda r, st, g: zp(r, pool_ips, 0.7),
        "pool": lambda r, st, g: srcs_of(st, g("host"), r)[1] or pools[0],
        "ipport": lambda r, st, g: (f"[{g('ip')}]:123" if ":" in g("ip") else f"{g('ip')}:123"),
        "refclk": pick(["PHC0", "GPS", "PPS", "NMEA"], 1.4),
        "off": off,
        "aoff": lambda r, st, g: f"{10 ** r.uniform(-5, 0.5):.6f}",
        "tai": c("37"),
        "build": lambda r, st, g: zp(r, builds, 1.2),
        "ver": lambda r, st, g: g("build")[0],
        "feat": lambda r, st, g: g("build")[1],
        "freq": lambda r, st, g: f"{r.uniform(-40, 40):.3f}",
        "skew": lambda r, st, g: f"{10 ** r.uniform(-3, 0.5):.3f}",
        "drift": pick(["/var/lib/chrony/drift", "/var/lib/chrony/chrony.drift"], 1.0),
        "sclvl": pick(["1", "2", "-1"], 1.5),
        "nkeys": rint(1, 12),
        "iface": pick(["eth0", "eno1", "ens1f0"]),
        "ntsaddr": lambda r, st, g: r.choice(["162.159.200.1:4460", "162.159.200.123:4460",
                                               "194.58.207.69:4460"]),
        "ntsname": lambda r, st, g: {"162.159.200.1:4460": "time.cloudflare.com",
                                     "162.159.200.123:4460": "time.cloudflare.com",
                                     "194.58.207.69:4460": "nts.netnod.se"}[g("ntsaddr")],
        "tmpid": lambda r, st, g: str(int(g("pid")) + r.randint(2000, 90000)),
        "pidfile": pick(["/run/chrony/chronyd.pid", "/var/run/chrony/chronyd.pid"], 1.0),
    })
    sticky = {"host", "src", "build", "off"}
    return run_corpus(rng, CHRONY_SPECS, CHRONY_EPISODES, gens, sticky,
                      start_time(rng), bursty_gap(600.0))


FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("ipmi_sel", make_ipmi_sel),
    ("smartd", make_smartd),
    ("nvidia_kernel", make_nvidia_kernel),
    ("mdadm_raid", make_mdadm_raid),
    ("multipathd", make_multipathd),
    ("chronyd", make_chronyd),
]


def _template_regex(t: str) -> re.Pattern:
    return re.compile("^" + ".+?".join(re.escape(p) for p in t.split("<*>")) + "$", re.S)


if __name__ == "__main__":
    allowed = set(LEVELS)
    for name, make in FORMATS:
        for seed in (0, 1):
            rows = make(random.Random(seed))
            assert len(rows) == N_ROWS, (name, seed, len(rows))
            assert rows == make(random.Random(seed)), (name, "not deterministic")
            tmpl_level: dict[str, str] = {}
            rx: dict[str, re.Pattern] = {}
            for row in rows:
                assert set(row) == {"line", "template", "level"}, row
                assert all(isinstance(v, str) for v in row.values()), row
                line, t = row["line"], row["template"]
                assert "\n" not in line and "\r" not in line, row
                assert row["level"] in allowed, row
                assert tmpl_level.setdefault(t, row["level"]) == row["level"], (name, t)
                if t not in rx:
                    rx[t] = _template_regex(t)
                assert rx[t].match(line), (name, seed, line, t)
            n_t = len(tmpl_level)
            n_abn = sum(1 for lv in tmpl_level.values() if lv in ABNORMAL)
            assert 15 <= n_t <= 60, (name, seed, n_t)
            assert n_abn >= 3, (name, seed, n_abn)
            if seed == 0:
                smp = random.Random(7).sample(rows, 3)
                print(f"{name}: seed {seed}: {n_t} templates ({n_abn} abnormal)")
                for row in smp:
                    print(f"    [{row['level']}] {row['line']}")
            else:
                print(f"{name}: seed {seed}: {n_t} templates ({n_abn} abnormal)")
    print("OK")
