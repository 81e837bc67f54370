"""Synthetic desktop / client-side log corpora with ground-truth templates.

Six formats, each produced by ``make(rng) -> list[dict]`` (2000 rows, time
ordered, pure function of the ``random.Random`` passed in).  Every line comes
from a *message spec*: a ``str.format`` string whose ``{name}`` fields are the
variables.  The template is the same string with every field replaced by
``<*>``; at import time we assert that no two specs of a format share a
template string.  Constant words of a spec (component, process, level word,
state names, actions, DNS record types ...) are written literally into the
spec, so they stay constant in the template.

General conventions used everywhere
  * Every number is a variable, also ones that practically never change
    (DNS flag words, Chromium source line numbers, mode 4755).
  * Timestamps: each whitespace token of the timestamp is its own ``<*>``.
  * A variable is normally a whole whitespace token or a whole quoted /
    key=value value.  Where the real format glues a value to punctuation
    (``proc[412]:``, ``(3)``, ``[80240438]``, ``'onCommand:git.clone'``,
    ``client(SUOSUServiceClient)``) the surrounding punctuation stays constant
    and only the inside is ``<*>``; brackets and parentheses are treated like
    quotes.  GUIDs keep their braces inside the variable (``{GUID}`` is the
    value) because the braces are part of how the id is written.
  * Column padding that depends on the value's length (DNS remote IP column)
    belongs to the variable; padding that depends only on constants (DNS record
    type column, WU component column) is constant text.
  * Free text (console messages, script output, error descriptions, update
    titles, command lines) is one variable.

windows_update (Get-WindowsUpdateLog output)
  ``date time pid  tid  Component<pad to 16>message``.  Date, time (7 digit
  fraction), pid, tid are variables (4 digit ids so the two-space separator is
  constant).  Component (Agent, ComApi, DownloadManager, Handler, Shared,
  ProtocolTalker, Misc) is constant; same text under two components = two
  templates.  ``* START *``/``* END *``/``*RESUMED*`` and the operation
  (Finding/Downloading/Installing updates, Search/Download/Install) are
  constant.  CallerId/ClientId/Id values, Yes/No option values, update ids,
  HRESULTs (``0x8024...`` and bracketed ``[8024401C]``), method locations,
  titles, URLs, counts are variables.  Power state AC/DC is a state word =
  constant.  Level: the decoded log has no level column, so it comes from the
  markers in the text: ``*FAILED*`` -> ERROR, ``WARNING:`` -> WARN,
  ``FATAL:`` -> FATAL, anything else "-" (also "failed, hr=" lines without a
  marker, and END lines carrying a non-zero exit code).

windows_dns_debug (DNS Server debug log, packet lines)
  ``m/d/yyyy h:mm:ss AM thread PACKET  ptr proto dir ip xid R op [flags chars
  rcode] qtype qname``.  Date, time, AM/PM, thread id, packet pointer, remote IP
  (with its padding), xid, the hex flag word and the (n)label qname are
  variables.  Protocol UDP/TCP, Snd/Rcv, response marker R, opcode Q/U/N, the
  flag letters (A T D R), the rcode and the record type are constant.  Level:
  the log has no level; the only severity the line shows is the rcode:
  SERVFAIL/FORMERR -> ERROR, REFUSED -> WARN, NOERROR/NXDOMAIN and header lines
  -> "-".

macos_install_log (/var/log/install.log)
  ``yyyy-mm-dd hh:mm:ss+tz host process[pid]: message``.  Timestamp (one token
  including the tz offset), host and pid are variables; process name
  (softwareupdated, installd, package_script_service, installer, Installer) is
  constant.  Package ids, paths, sandbox dirs, URLs, product keys, volume
  names, script names in quotes, script output, NSError domain/code/description,
  durations and byte counts are variables; ``./postinstall:``/``./preinstall:``
  are constants (which script).  Level: install.log has no level field, so it
  comes from words in the message: "Error"/"failed" statements -> ERROR,
  "Warning:" -> WARN, all else "-".

chrome_debug (chrome_debug.log / Electron stderr)
  ``[pid:tid:MMDD/HHMMSS.micro:LEVEL:file.cc(line)] message``.  pid, tid,
  timestamp and source line number are variables (colon separated fields of
  the prefix are treated as tokens); the level word and source file name are
  constant.  For ``CONSOLE(n)`` the console line, the quoted console message
  and the source URL are variables.  Net error numbers, SSL codes, hosts,
  URLs, paths, pref names, D-Bus object paths and service names are variables.
  Level from the prefix: VERBOSE1 -> DEBUG, INFO, WARNING -> WARN, ERROR,
  FATAL.

vscode_exthost (VS Code exthost / window / main logs)
  ``yyyy-mm-dd hh:mm:ss.mmm [level] message``.  Date and time are variables;
  level word constant.  Extension ids, activation events (quoted), the
  ``startup:`` value, pids, exit codes, signals, commands, URIs, paths,
  durations, percentages and error details are variables.  Optional
  ``, root cause: x`` makes a separate template.  ``update#setState <state>``
  state names and ``LocalProcess`` are constant.  Level: trace/debug -> DEBUG,
  info -> INFO, warning -> WARN, error -> ERROR, critical -> FATAL.

ios_syslog (idevicesyslog)
  ``Mon dd hh:mm:ss host process(library)[pid] <Level>: message``.  Month,
  day (space padded: " 5" is the value) and time are three variables; device
  name and pid are variables; process name with its optional (library)
  suffix is constant, as is the level.  ``[app<bundle>:pid]``-style identities,
  bundle ids, request ids, getaddrinfo flags and client pids, sizes, RSSI,
  paths, UUID task ids are variables; ``<private>`` redaction markers, sandbox
  operations (mach-lookup, file-read-data) and location-icon states are
  constant.  Level from the angle-bracket word: Debug -> DEBUG, Info/Notice ->
  INFO, Warning -> WARN, Error/Fault -> ERROR.
"""
from __future__ import annotations

import random
import re
import string
from datetime import datetime, timedelta
from typing import Callable

N_ROWS = 2000
LEVELS = {"DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"}
_FMT = string.Formatter()


# ----------------------------------------------------------------------------
# spec machinery
# ----------------------------------------------------------------------------

def _fields(fmt: str) -> list[str]:
    return [f for _, f, _, _ in _FMT.parse(fmt) if f is not None]


def _template(fmt: str) -> str:
    return fmt.format_map({f: "<*>" for f in _fields(fmt)})


class _Book:
    """All message specs of one format; key -> (fmt, level, template)."""

    def __init__(self, name: str):
        self.name = name
        self.specs: dict[str, tuple[str, str, str]] = {}
        self.templates: dict[str, str] = {}

    def add(self, key: str, level: str, fmt: str) -> None:
        assert key not in self.specs, (self.name, key)
        assert level in LEVELS, (self.name, key, level)
        assert "\n" not in fmt and "\r" not in fmt
        tpl = _template(fmt)
        assert tpl not in self.templates, (self.name, key, self.templates.get(tpl), tpl)
        self.templates[tpl] = key
        self.specs[key] = (fmt, level, tpl)


class _Out:
    def __init__(self, book: _Book):
        self.book = book
        self.rows: list[dict[str, str]] = []

    def put(self, key: str, **vals) -> None:
        fmt, level, tpl = self.book.specs[key]
        sv = {}
        for k, v in vals.items():
            s = str(v)
            assert s != "" and "\n" not in s and "\r" not in s, (key, k, s)
            sv[k] = s
        line = fmt.format(**sv)
        self.rows.append({"line": line, "template": tpl, "level": level})


class _Clock:
    def __init__(self, rng: random.Random, start: datetime):
        self.rng = rng
        self.t = start

    def tick(self, mean: float) -> datetime:
        self.t += timedelta(seconds=self.rng.expovariate(1.0 / mean))
        return self.t


def _start(rng: random.Random) -> datetime:
    return datetime(2026, rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23),
                    rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 999999))


_ZW: dict[tuple[int, float], list[float]] = {}


def _zipf(rng: random.Random, pool, s: float = 1.2):
    key = (len(pool), s)
    cw = _ZW.get(key)
    if cw is None:
        acc, cw = 0.0, []
        for i in range(len(pool)):
            acc += 1.0 / (i + 1) ** s
            cw.append(acc)
        _ZW[key] = cw
    return rng.choices(pool, cum_weights=cw)[0]


def _shuf(rng: random.Random, pool) -> list:
    p = list(pool)
    rng.shuffle(p)
    return p


def _hex(rng: random.Random, n: int, upper: bool = False) -> str:
    s = format(rng.getrandbits(4 * n), "0%dx" % n)
    return s.upper() if upper else s


def _guid(rng: random.Random, upper: bool = False) -> str:
    h = _hex(rng, 32, upper)
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def _run(rng: random.Random, out: _Out, episodes) -> list[dict[str, str]]:
    weights = [w for w, _ in episodes]
    fns = [f for _, f in episodes]
    while len(out.rows) < N_ROWS:
        rng.choices(fns, weights=weights)[0]()
    return out.rows[:N_ROWS]


# ----------------------------------------------------------------------------
# 1. windows_update
# ----------------------------------------------------------------------------

_WU = _Book("windows_update")


def _wu(key: str, comp: str, level: str, msg: str) -> None:
    _WU.add(key, level, "{date} {time} {pid}  {tid}  " + comp.ljust(16) + msg)


_wu("a_find_start", "Agent", "-", "* START *  Finding updates CallerId = {caller}  Id = {id}")
_wu("a_opts", "Agent", "-", "Online = {online}; Interactive = {inter}; AllowCachedResults = {cached}; "
    "Ignore download priority = {ignore}")
_wu("a_svc", "Agent", "-", "ServiceID = {sid} {sname}")
_wu("a_scope", "Agent", "-", "Search Scope = {scope}")
_wu("a_csid", "Agent", "-", "Caller SID for Applicability: {csid}")
_wu("a_pdd", "Agent", "-", "ProcessDriverDeferrals is set")
_wu("a_regsvc", "Agent", "-", "RegisterService is set")
_wu("a_add", "Agent", "-", "Adding update {uid} to search result")
_wu("a_prune", "Agent", "-", "Update {uid} is pruned out due to potential supersedence")
_wu("a_found", "Agent", "-", "Found {n} updates and {c} categories in search; evaluated appl. rules of {a} "
    "out of {b} deployed entities")
_wu("a_find_end", "Agent", "-", "* END *  Finding updates CallerId = {caller}  Id = {id}")
_wu("a_find_end_exit", "Agent", "-", "* END *  Finding updates CallerId = {caller}  Id = {id}, Exit code = {hr}")
_wu("a_warn_exit", "Agent", "WARN", "WARNING: Exit code = {hr}")
_wu("a_fatal_lock", "Agent", "FATAL", "FATAL: Unable to acquire the update agent lock, error = {hr}")
_wu("a_dl_start", "Agent", "-", "* START *  Downloading updates CallerId = {caller}  Id = {id}")
_wu("a_dl_count", "Agent", "-", "Updates to download = {n}")
_wu("a_title", "Agent", "-", "Title = {title}")
_wu("a_updid", "Agent", "-", "UpdateId = {uid}")
_wu("a_dl_end", "Agent", "-", "* END *  Downloading updates CallerId = {caller}  Id = {id}")
_wu("a_inst_start", "Agent", "-", "* START *  Installing updates CallerId = {caller}  Id = {id}")
_wu("a_bundles", "Agent", "-", "Bundles {n} updates:")
_wu("a_reboot", "Agent", "-", "Reboot required = {reboot}")
_wu("a_inst_end", "Agent", "-", "* END *  Installing updates CallerId = {caller}  Id = {id}")
_wu("a_inst_failed", "Agent", "ERROR", "*FAILED* [{hr}] Install of update {uid} failed")
_wu("c_search_start", "ComApi", "-", "* START *   Search ClientId = {client}")
_wu("c_resumed", "ComApi", "-", "*RESUMED* Search ClientId = {client}")
_wu("c_found", "ComApi", "-", "Updates found = {n}")
_wu("c_exit", "ComApi", "-", "Exit code = {hr}, Result code = {rc}")
_wu("c_search_end", "ComApi", "-", "* END *   Search ClientId = {client}")
_wu("c_dl_start", "ComApi", "-", "* START *   Download ClientId = {client}")
_wu("c_dl_end", "ComApi", "-", "* END *   Download ClientId = {client}")
_wu("c_inst_start", "ComApi", "-", "* START *   Install ClientId = {client}")
_wu("c_inst_done", "ComApi", "-", "Install call complete (succeeded = {s}, succeeded with errors = {e}, "
    "failed = {f}, cancelled = {c}, unaccounted = {u})")
_wu("c_disconnect", "ComApi", "-", "ISusInternal::DisconnectCall failed, hr={hr}")
_wu("c_failed", "ComApi", "ERROR", "*FAILED* [{hr}] Method failed [{loc}]")
_wu("d_new_job", "DownloadManager", "-", "New download job {job} for update {uid}")
_wu("d_progress", "DownloadManager", "-", "Download progress for update {uid}: {pct} ({got} of {total} bytes)")
_wu("d_transient", "DownloadManager", "-", "DO job {job} hit a transient error, updateId = {uid} <NULL>, "
    "error = {hr}")
_wu("d_done", "DownloadManager", "-", "DO job {job} completed successfully, updateId = {uid}")
_wu("d_failed", "DownloadManager", "ERROR", "*FAILED* [{hr}] DO job {job} failed, updateId = {uid}")
_wu("d_purge", "DownloadManager", "-", "Purging {n} unused files from the download cache")
_wu("h_inst_done", "Handler", "-", "Install complete for update ID: {uid}")
_wu("h_failed", "Handler", "ERROR", "*FAILED* [{hr}] CBS called Error with {hr2}")
_wu("h_post_reboot", "Handler", "-", "Requesting post-reboot reporting for package {pkg}.")
_wu("s_power_ac", "Shared", "-", "Effective power state: AC")
_wu("s_power_dc", "Shared", "-", "Effective power state: DC")
_wu("s_net", "Shared", "-", "Network state: Connected")
_wu("s_failed", "Shared", "ERROR", "*FAILED* [{hr}] GetUserTokenFromSessionId")
_wu("p_reuse", "ProtocolTalker", "-", "OK to reuse existing configuration")
_wu("p_cookie", "ProtocolTalker", "-", "Existing cookie is valid, just use it")
_wu("p_reg", "ProtocolTalker", "-", "PTInfo: Server requested registration")
_wu("p_svc", "ProtocolTalker", "-", "ServiceId = {sid}, Server URL = {url}")
_wu("p_rt", "ProtocolTalker", "-", "SyncUpdates round trips: {n}")
_wu("p_failed", "ProtocolTalker", "ERROR", "*FAILED* [{hr}] Method failed [{loc}]")
_wu("p_cookie_fail", "ProtocolTalker", "ERROR", "*FAILED* [{hr}] GetCookie failure, error = {hr2}, "
    "soap client error = {sce}, soap error code = {sec}, HTTP status code = {http}")
_wu("p_sync_fail", "ProtocolTalker", "ERROR", "*FAILED* [{hr}] Sync of Updates")
_wu("p_warn_sync", "ProtocolTalker", "WARN", "WARNING: SyncServerUpdatesInternal failed: {hr}")
_wu("m_wsus", "Misc", "-", "Got WSUS Client/Server URL: {url}")
_wu("m_failed", "Misc", "ERROR", "*FAILED* [{hr}] Send request")

_WU_CALLERS = ["UpdateOrchestrator", "MoUpdateOrchestrator", "Windows Defender", "Update;ScanForUpdates",
               "WindowsUpdateBox", "Microsoft.WindowsStore_8wekyb3d8bbwe"]
_WU_SERVICES = [("{9482F4B4-E343-43B6-B170-9A65BC822C77}", "Windows Update"),
                ("{7971F918-A847-4430-9279-4A52D1EFE18D}", "Third party service"),
                ("{855E8A7C-ECB4-4CA3-B045-1DFA50104289}", "Third party service"),
                ("{3DA21691-E39D-4DA6-8A4B-B43877BCB1B7}", "Managed")]
_WU_URLS = ["https://fe3cr.delivery.mp.microsoft.com/ClientWebService/client.asmx",
            "https://fe2cr.update.microsoft.com/v6/ClientWebService/client.asmx",
            "https://sws.update.microsoft.com/ClientWebService/client.asmx",
            "https://fe3.delivery.mp.microsoft.com/ClientWebService/client.asmx"]
_WU_WSUS = ["http://wsus01.corp.contoso.com:8530/ClientWebService/client.asmx",
            "https://wsus.fabrikam.local:8531/ClientWebService/client.asmx"]
_WU_HR = ["80240438", "8024401C", "80244022", "80072EE2", "80072EFD", "8024402C", "80070005",
          "80240022", "80246008", "8024000C", "80070422", "8024A105", "800F0922", "80073712"]
_WU_LOCS = ["CAgentProtocolTalker::SyncUpdates_WithRecovery:1411",
            "CAgentProtocolTalker::GetCookie_WithRecovery:1178",
            "CAgentProtocolTalker::SyncUpdates_WithRecovery:1377",
            "CClientCallRecorder::BeginFindUpdates:2097",
            "CSearchJob::Execute:745", "CUpdateSessionManager::Search:4125",
            "CClientCallRecorder::BeginDownloadUpdates:1603"]
_WU_TITLES = [
    "Security Intelligence Update for Microsoft Defender Antivirus - KB2267602 (Version 1.421.{v}.0) "
    "- Current Channel (Broad)",
    "2026-{m:02d} Cumulative Update for Windows 11 Version 24H2 for x64-based Systems (KB50486{k})",
    "Windows Malicious Software Removal Tool x64 - v5.{k} (KB890830)",
    "2026-{m:02d} Cumulative Update for .NET Framework 3.5 and 4.8.1 for Windows 11, version 24H2 "
    "for x64 (KB50455{k})",
    "Intel Corporation - Display - 32.0.101.{v}",
    "Update for Microsoft Defender Antivirus antimalware platform - KB4052623 (Version 4.18.24{k}.7)",
    "Realtek Semiconductor Corp. - Extension - 11.0.6000.{v}",
    "2026-{m:02d} Security Update for Microsoft Edge (KB50{k}331)",
]
_WU_PKGS = ["Package_for_RollupFix~31bf3856ad364e35~amd64~~26100.2605.1.7",
            "Package_for_KB5048667~31bf3856ad364e35~amd64~~26100.2454.1.2",
            "Package_for_DotNetRollup_481~31bf3856ad364e35~amd64~~10.0.9290.1",
            "Package_for_ServicingStack_2450~31bf3856ad364e35~amd64~~26100.2450.1.2"]


def make_windows_update(rng: random.Random) -> list[dict[str, str]]:
    out = _Out(_WU)
    clk = _Clock(rng, _start(rng))
    st = {"pid": rng.randint(1000, 9999), "id": rng.randint(1, 40)}
    tids = [rng.randint(1000, 9999) for _ in range(9)]
    hrs = _shuf(rng, _WU_HR)
    wsus = rng.random() < 0.35
    user_sid = "S-1-5-21-%d-%d-%d-1001" % (rng.randint(10 ** 9, 4 * 10 ** 9), rng.randint(10 ** 9, 4 * 10 ** 9),
                                           rng.randint(10 ** 8, 4 * 10 ** 9))
    updates = []
    for _ in range(14):
        tpl = rng.choice(_WU_TITLES)
        title = tpl.format(m=rng.randint(1, 12), k=rng.randint(10, 99), v=rng.randint(1000, 9999))
        updates.append(("{%s}.%d" % (_guid(rng, True), rng.choice([1, 1, 200, 201, 202, 100, 2])), title))

    def e(key, tid, gap=0.004, **v):
        t = clk.tick(gap)
        out.put(key, date=t.strftime("%Y/%m/%d"),
                time=t.strftime("%H:%M:%S.") + "%06d%d" % (t.microsecond, rng.randint(0, 9)),
                pid=st["pid"], tid=tid, **v)

    def hr0x():
        return "0x" + _zipf(rng, hrs)

    def search():
        clk.tick(900)
        st["id"] += 1
        caller = _zipf(rng, _WU_CALLERS, 1.6)
        ct, at = _zipf(rng, tids), _zipf(rng, tids)
        e("c_search_start", ct, client=caller)
        e("a_find_start", at, caller=caller, id=st["id"])
        e("a_opts", at, online=rng.choice(["Yes", "Yes", "Yes", "No"]), inter=rng.choice(["No", "No", "Yes"]),
          cached=rng.choice(["No", "No", "Yes"]), ignore=rng.choice(["No", "No", "No", "Yes"]))
        sid, sname = _WU_SERVICES[3] if wsus else _zipf(rng, _WU_SERVICES[:3], 1.5)
        e("a_svc", at, sid=sid, sname=sname)
        e("a_scope", at, scope=rng.choice(["{Machine}", "{Machine}", "{Machine}", "{Current User}"]))
        e("a_csid", at, csid="S-1-5-18" if rng.random() < 0.8 else user_sid)
        if rng.random() < 0.8:
            e("a_pdd", at)
        if rng.random() < 0.5:
            e("a_regsvc", at)
        if wsus and rng.random() < 0.7:
            e("m_wsus", at, url=_WU_WSUS[0])
        e("p_reuse", at)
        if rng.random() < 0.85:
            e("p_cookie", at)
        elif rng.random() < 0.6:
            e("p_reg", at)
        if rng.random() < 0.25:
            e("p_svc", at, sid=sid, url=_WU_WSUS[0] if wsus else _zipf(rng, _WU_URLS))
        r = rng.random()
        if r < 0.09:
            hr = _zipf(rng, hrs[:6])
            clk.tick(20)
            if rng.random() < 0.35:
                e("m_failed", at, hr=hr)
            if rng.random() < 0.5:
                e("p_cookie_fail", at, hr=hr, hr2="0x" + hr, sce=rng.choice([5, 7, 7]),
                  sec=0, http=rng.choice([200, 503, 500, 404]))
            e("p_failed", at, hr=hr, loc=_zipf(rng, _WU_LOCS))
            if rng.random() < 0.6:
                e("p_sync_fail", at, hr=hr)
            e("p_warn_sync", at, hr="0x" + hr)
            e("a_warn_exit", at, hr="0x" + hr)
            e("a_find_end_exit", at, caller=caller, id=st["id"], hr="0x" + hr)
            e("c_resumed", ct, client=caller)
            if rng.random() < 0.4:
                e("c_failed", ct, hr=hr, loc=_zipf(rng, _WU_LOCS[3:]))
            e("c_exit", ct, hr="0x" + hr, rc="0x" + hr)
            e("c_search_end", ct, client=caller)
            return
        clk.tick(3)
        e("p_rt", at, n=rng.choice([1, 1, 2, 2, 2, 3, 4]))
        k = min(int(rng.expovariate(0.9)), 6)
        for i in range(k):
            uid = _zipf(rng, updates)[0]
            if rng.random() < 0.06:
                e("a_prune", at, uid=uid)
            else:
                e("a_add", at, uid=uid)
        b = rng.randint(900, 2400)
        e("a_found", at, n=k, c=rng.randint(40, 120), a=rng.randint(400, b), b=b)
        e("a_find_end", at, caller=caller, id=st["id"])
        e("c_resumed", ct, client=caller)
        e("c_found", ct, n=k)
        e("c_exit", ct, hr="0x00000000", rc="0x00000000")
        e("c_search_end", ct, client=caller)

    def download():
        clk.tick(600)
        st["id"] += 1
        caller = _zipf(rng, _WU_CALLERS[:3])
        ct, at, dt = _zipf(rng, tids), _zipf(rng, tids), _zipf(rng, tids)
        e("c_dl_start", ct, client=caller)
        e("a_dl_start", at, caller=caller, id=st["id"])
        batch = [_zipf(rng, updates) for _ in range(rng.randint(1, 3))]
        e("a_dl_count", at, n=len(batch))
        for uid, title in batch:
            e("a_title", at, title=title)
            e("a_updid", at, uid=uid)
        for uid, _ in batch:
            job = "{%s}" % _guid(rng, True)
            e("d_new_job", dt, job=job, uid=uid)
            total = rng.randint(200_000, 900_000_000)
            got = 0
            for _ in range(rng.randint(1, 4)):
                clk.tick(15)
                got = min(total, got + rng.randint(total // 5, total // 2 + 1))
                e("d_progress", dt, uid=uid, pct="%d%%" % (got * 100 // total), got=got, total=total)
            r = rng.random()
            if r < 0.08:
                e("d_transient", dt, job=job, uid=uid, hr=hr0x())
            elif r < 0.11:
                e("d_failed", dt, job=job, uid=uid, hr=_zipf(rng, hrs))
                continue
            e("d_done", dt, job=job, uid=uid)
        e("a_dl_end", at, caller=caller, id=st["id"])
        e("c_dl_end", ct, client=caller)

    def install():
        clk.tick(1200)
        st["id"] += 1
        caller = "UpdateOrchestrator"
        ct, at, ht = _zipf(rng, tids), _zipf(rng, tids), _zipf(rng, tids)
        e("c_inst_start", ct, client=caller)
        e("a_inst_start", at, caller=caller, id=st["id"])
        batch = [_zipf(rng, updates) for _ in range(rng.randint(1, 3))]
        e("a_bundles", at, n=len(batch))
        ok = fail = 0
        for uid, title in batch:
            e("a_title", at, title=title)
            e("a_updid", at, uid=uid)
            clk.tick(60)
            if rng.random() < 0.07:
                hr = _zipf(rng, hrs)
                e("h_failed", ht, hr=hr, hr2="0x" + hr)
                e("a_inst_failed", at, hr=hr, uid=uid)
                fail += 1
            else:
                e("h_inst_done", ht, uid=uid)
                if rng.random() < 0.4:
                    e("h_post_reboot", ht, pkg=_zipf(rng, _WU_PKGS))
                ok += 1
        e("a_reboot", at, reboot=rng.choice(["Yes", "No"]))
        e("a_inst_end", at, caller=caller, id=st["id"])
        e("c_inst_done", ct, s=ok, e=0, f=fail, c=0, u=0)

    def power():
        clk.tick(300)
        e("s_power_ac" if rng.random() < 0.7 else "s_power_dc", _zipf(rng, tids))
        if rng.random() < 0.4:
            e("s_net", _zipf(rng, tids))

    def restart():
        clk.tick(600)
        if rng.random() < 0.5:
            e("a_fatal_lock", _zipf(rng, tids), hr=hr0x())
        st["pid"] = rng.randint(1000, 9999)

    def misc():
        clk.tick(300)
        r = rng.random()
        t = _zipf(rng, tids)
        if r < 0.35:
            e("c_disconnect", t, hr=_zipf(rng, hrs))
        elif r < 0.55:
            e("d_purge", t, n=rng.randint(1, 40))
        elif r < 0.7:
            e("s_failed", t, hr=_zipf(rng, ["80070520", "800704DD", "80070005"]))
        elif r < 0.85:
            e("c_failed", t, hr=_zipf(rng, hrs), loc=_zipf(rng, _WU_LOCS[3:]))
        else:
            e("m_failed", t, hr=_zipf(rng, hrs))

    return _run(rng, out, [(30, search), (5, download), (2, install), (4, power), (0.15, restart), (1.2, misc)])


# ----------------------------------------------------------------------------
# 2. windows_dns_debug
# ----------------------------------------------------------------------------

_DNS = _Book("windows_dns_debug")
_DNS_LEVEL = {"NOERROR": "-", "NXDOMAIN": "-", "SERVFAIL": "ERROR", "FORMERR": "ERROR", "REFUSED": "WARN"}
_RCODE_NUM = {"NOERROR": 0, "FORMERR": 1, "SERVFAIL": 2, "NXDOMAIN": 3, "REFUSED": 5}
_OPCODE_NUM = {"Q": 0, "N": 4, "U": 5}


def _dns_flags(resp: bool, op: str, aa: bool, tc: bool, rd: bool, ra: bool, rcode: str) -> tuple[str, str]:
    """Windows prints the header flag word byte-swapped; returns (hex, letters)."""
    w = (0x8000 if resp else 0) | (_OPCODE_NUM[op] << 11) | (0x400 if aa else 0) | (0x200 if tc else 0) \
        | (0x100 if rd else 0) | (0x80 if ra else 0) | _RCODE_NUM[rcode]
    hx = "%02x%02x" % (w & 0xFF, w >> 8)
    letters = ("A" if aa else " ") + ("T" if tc else " ") + ("D" if rd else " ") + ("R" if ra else " ")
    return hx, letters


_DNS_FLAGHEX: dict[str, str] = {}


def _dns(key, proto, direction, resp, op, qtype, rcode="NOERROR", aa=False, tc=False, rd=True, ra=None):
    if ra is None:
        ra = resp and rd
    hx, letters = _dns_flags(resp, op, aa, tc, rd, ra, rcode)
    _DNS_FLAGHEX[key] = hx
    fmt = ("{date} {time} {ampm} {thr} PACKET  {ptr} " + proto + " " + direction + " {ip} {xid} "
           + ("R" if resp else " ") + " " + op + " [{flags} " + letters + " " + rcode.rjust(8) + "] "
           + qtype.ljust(6) + " {qname}")
    _DNS.add(key, _DNS_LEVEL[rcode], fmt)


_DNS.add("hdr_create", "-", "DNS Server log file creation at {date} {time} {ampm}")
_DNS.add("hdr_wrap", "-", "Log file wrap at {date} {time} {ampm}")
for _qt in ["A", "AAAA", "PTR", "SRV", "SOA", "TXT"]:
    _dns("cq_" + _qt, "UDP", "Rcv", False, "Q", _qt)
for _rc, _types in [("NOERROR", ["A", "AAAA", "TXT", "PTR"]), ("NXDOMAIN", ["A", "AAAA"]),
                    ("SERVFAIL", ["A", "AAAA", "PTR"]), ("REFUSED", ["A"]), ("FORMERR", ["TXT"])]:
    for _qt in _types:
        _dns("cr_%s_%s" % (_rc, _qt), "UDP", "Snd", True, "Q", _qt, _rc)
for _rc, _types in [("NOERROR", ["A", "AAAA", "SRV", "SOA", "PTR"]), ("NXDOMAIN", ["A", "AAAA", "SRV", "PTR"])]:
    for _qt in _types:
        _dns("ca_%s_%s" % (_rc, _qt), "UDP", "Snd", True, "Q", _qt, _rc, aa=True)
for _qt in ["A", "AAAA", "TXT", "PTR"]:
    _dns("fq_" + _qt, "UDP", "Snd", False, "Q", _qt)
for _rc, _types in [("NOERROR", ["A", "AAAA", "TXT", "PTR"]), ("NXDOMAIN", ["A", "AAAA"]), ("SERVFAIL", ["A"])]:
    for _qt in _types:
        _dns("fr_%s_%s" % (_rc, _qt), "UDP", "Rcv", True, "Q", _qt, _rc)
_dns("uq_SOA", "UDP", "Rcv", False, "U", "SOA", rd=False)
_dns("ur_NOERROR_SOA", "UDP", "Snd", True, "U", "SOA", aa=True, rd=False)
_dns("ur_REFUSED_SOA", "UDP", "Snd", True, "U", "SOA", "REFUSED", rd=False)
_dns("nq_SOA", "UDP", "Snd", False, "N", "SOA", aa=True, rd=False)
_dns("nr_NOERROR_SOA", "UDP", "Rcv", True, "N", "SOA", aa=True, rd=False)
_dns("tq_AXFR", "TCP", "Rcv", False, "Q", "AXFR", rd=False)
_dns("tr_REFUSED_AXFR", "TCP", "Snd", True, "Q", "AXFR", "REFUSED", rd=False)
_dns("ct_NOERROR_SRV", "UDP", "Snd", True, "Q", "SRV", aa=True, tc=True)

_DNS_ZONES = ["corp.contoso.com", "ad.fabrikam.local", "hq.northwind.lan", "office.tailspin.net"]
_DNS_SERVERS = ["dc01", "dc02", "fs01", "print01", "sccm01", "wsus01", "exch01", "sql02", "intranet",
                "sharepoint", "vpn", "proxy", "nas01", "hv03", "mail", "git"]
_DNS_SRV = ["_ldap._tcp.dc._msdcs", "_kerberos._tcp.Default-First-Site-Name._sites.dc._msdcs",
            "_ldap._tcp.Default-First-Site-Name._sites.dc._msdcs", "_ldap._tcp.pdc._msdcs",
            "_gc._tcp.Default-First-Site-Name._sites", "_kerberos._udp", "_ldap._tcp.gc._msdcs"]
_DNS_EXT = ["www.google.com", "login.microsoftonline.com", "outlook.office365.com", "settings-win.data.microsoft.com",
            "teams.microsoft.com", "www.bing.com", "clients4.google.com", "ctldl.windowsupdate.com",
            "self.events.data.microsoft.com", "officeclient.microsoft.com", "github.com", "api.github.com",
            "edge.microsoft.com", "ocsp.digicert.com", "time.windows.com", "slack.com", "zoom.us",
            "update.googleapis.com", "nexusrules.officeapps.live.com", "v10.events.data.microsoft.com",
            "graph.microsoft.com", "www.youtube.com", "fonts.gstatic.com", "ecs.office.com",
            "wdcp.microsoft.com", "arc.msn.com", "www.msftconnecttest.com", "dns.msftncsi.com",
            "cdn.jsdelivr.net", "s3.amazonaws.com", "www.linkedin.com", "login.live.com"]
_DNS_BAD = ["wpad", "isatap", "printer-3f-old", "_ldap._tcp.oldsite._sites.dc._msdcs", "localhost.localdomain",
            "fileserver-legacy", "db-staging"]
_DNS_TXT = ["_dmarc.contoso-partner.com", "google.com", "outlook.com", "_spf.google.com", "microsoft.com",
            "selector1._domainkey.fabrikam-mail.com"]


def _qname(name: str) -> str:
    return "".join("(%d)%s" % (len(lbl), lbl) for lbl in name.split(".") if lbl) + "(0)"


def make_windows_dns_debug(rng: random.Random) -> list[dict[str, str]]:
    out = _Out(_DNS)
    clk = _Clock(rng, _start(rng))
    zone = rng.choice(_DNS_ZONES)
    net = "10.%d" % rng.randint(0, 40)
    hosts = _shuf(rng, _DNS_SERVERS) + ["DESKTOP-%s" % "".join(rng.choice(string.ascii_uppercase + string.digits)
                                                              for _ in range(7)) for _ in range(12)]
    clients = _shuf(rng, ["%s.%d.%d" % (net, rng.randint(1, 8), rng.randint(2, 250)) for _ in range(45)])
    outsiders = ["203.0.113.%d" % rng.randint(2, 250), "198.51.100.%d" % rng.randint(2, 250)]
    forwarders = rng.choice([["8.8.8.8", "8.8.4.4"], ["1.1.1.1", "1.0.0.1"], ["9.9.9.9", "149.112.112.112"]])
    secondary = "%s.%d.%d" % (net, 0, rng.randint(10, 20))
    threads = ["%04X" % rng.randint(0x200, 0x3FFF) for _ in range(6)]
    ext = _shuf(rng, _DNS_EXT)

    def e(key, ip, xid, qname, ptr=None, gap=0.05):
        t = clk.tick(gap)
        h12 = t.hour % 12 or 12
        out.put(key, date="%d/%d/%d" % (t.month, t.day, t.year), time="%d:%02d:%02d" % (h12, t.minute, t.second),
                ampm="AM" if t.hour < 12 else "PM", thr=_zipf(rng, threads, 1.5),
                ptr=ptr or "000001%s" % _hex(rng, 10, True), ip=ip.ljust(15), xid=xid,
                flags=_DNS_FLAGHEX[key], qname=_qname(qname))

    def xid():
        return _hex(rng, 4)

    def ptr():
        return "000001%s" % _hex(rng, 10, True)

    t0 = clk.tick(1)
    h12 = t0.hour % 12 or 12
    out.put("hdr_create" if rng.random() < 0.5 else "hdr_wrap", date="%d/%d/%d" % (t0.month, t0.day, t0.year),
            time="%d:%02d:%02d" % (h12, t0.minute, t0.second), ampm="AM" if t0.hour < 12 else "PM")

    def client_query():
        clk.tick(1.5)
        cip = _zipf(rng, clients, 1.0)
        if rng.random() < 0.004:
            cip = rng.choice(outsiders)
        qt = rng.choices(["A", "AAAA", "PTR", "SRV", "SOA", "TXT"], weights=[50, 25, 7, 10, 1.5, 2.5])[0]
        internal = qt in ("SRV", "SOA") or (qt in ("A", "AAAA") and rng.random() < 0.35) or \
            (qt == "PTR" and rng.random() < 0.85)
        if qt == "SRV":
            name = _zipf(rng, _DNS_SRV) + "." + zone
        elif qt == "SOA":
            name = zone
        elif qt == "PTR":
            if internal:
                a = _zipf(rng, clients).split(".")
            else:
                a = ["52", str(rng.randint(96, 120)), str(rng.randint(0, 255)), str(rng.randint(1, 254))]
            name = ".".join(reversed(a)) + ".in-addr.arpa"
        elif qt == "TXT":
            name = _zipf(rng, _DNS_TXT)
        elif internal:
            name = (_zipf(rng, _DNS_BAD) if rng.random() < 0.12 else _zipf(rng, hosts)) + "." + zone
        else:
            name = _zipf(rng, ext, 1.0)
        x, p = xid(), ptr()
        e("cq_" + qt, cip, x, name, p, gap=1.2)
        if cip in outsiders and qt == "A":
            e("cr_REFUSED_A", cip, x, name, p, gap=0.0005)
            return
        if internal:
            bad = any(name.startswith(b) for b in _DNS_BAD) or (qt == "AAAA" and rng.random() < 0.3) or \
                (qt == "PTR" and rng.random() < 0.1)
            if qt == "SRV" and rng.random() < 0.01:
                e("ct_NOERROR_SRV", cip, x, name, p, gap=0.0005)
                return
            rc = "NXDOMAIN" if bad and ("ca_NXDOMAIN_" + qt) in _DNS.specs else "NOERROR"
            e("ca_%s_%s" % (rc, qt), cip, x, name, p, gap=0.0005)
            return
        if qt == "TXT" and rng.random() < 0.01:
            e("cr_FORMERR_TXT", cip, x, name, p, gap=0.0005)
            return
        if rng.random() < 0.55:  # cache hit
            rc = "NXDOMAIN" if rng.random() < 0.04 and qt in ("A", "AAAA") else "NOERROR"
            e("cr_%s_%s" % (rc, qt), cip, x, name, p, gap=0.0005)
            return
        fx = xid()
        fwd = _zipf(rng, forwarders, 2.0)
        e("fq_" + qt, fwd, fx, name, gap=0.0008)
        r = rng.random()
        if r < 0.02 and qt in ("A", "AAAA", "PTR"):  # forwarder timeout
            clk.tick(3)
            e("cr_SERVFAIL_" + qt, cip, x, name, p, gap=0.5)
            return
        if r < 0.035 and qt == "A":
            e("fr_SERVFAIL_A", fwd, fx, name, gap=0.03)
            e("cr_SERVFAIL_A", cip, x, name, p, gap=0.0005)
            return
        rc = "NXDOMAIN" if r > 0.94 and qt in ("A", "AAAA") else "NOERROR"
        e("fr_%s_%s" % (rc, qt), fwd, fx, name, gap=0.03)
        e("cr_%s_%s" % (rc, qt), cip, x, name, p, gap=0.0005)

    def dyn_update():
        clk.tick(20)
        cip = _zipf(rng, clients, 1.0)
        x, p = xid(), ptr()
        e("uq_SOA", cip, x, zone, p)
        e("ur_REFUSED_SOA" if rng.random() < 0.08 else "ur_NOERROR_SOA", cip, x, zone, p, gap=0.002)

    def notify():
        clk.tick(60)
        x = xid()
        e("nq_SOA", secondary, x, zone)
        e("nr_NOERROR_SOA", secondary, x, zone, gap=0.004)

    def axfr():
        clk.tick(60)
        ip = rng.choice(outsiders + [secondary])
        x, p = xid(), ptr()
        e("tq_AXFR", ip, x, zone, p)
        e("tr_REFUSED_AXFR", ip, x, zone, p, gap=0.001)

    return _run(rng, out, [(100, client_query), (2.5, dyn_update), (0.35, notify), (0.2, axfr)])


# ----------------------------------------------------------------------------
# 3. macos_install_log
# ----------------------------------------------------------------------------

_MAC = _Book("macos_install_log")


def _mac(key: str, proc: str, level: str, msg: str) -> None:
    _MAC.add(key, level, "{ts} {host} " + proc + "[{pid}]: " + msg)


_SU, _ID, _PS, _IN, _IA = "softwareupdated", "installd", "package_script_service", "installer", "Installer"
_mac("su_add_client", _SU, "-", "Adding client SUUpdateServiceClient pid={cpid}, uid={uid}, installAuth={auth} "
     "rights={rights}, transactions={tx} ({path})")
_mac("su_rm_client", _SU, "-", "Removing client SUUpdateServiceClient pid={cpid}, uid={uid}, installAuth={auth} "
     "rights={rights}, transactions={tx} ({path})")
_mac("su_scan_client", _SU, "-", "SUOSUServiceDaemon: Scan for client({client}) started")
_mac("su_catalog", _SU, "-", "SUScan: Using catalog {url}")
_mac("su_elapsed", _SU, "-", "SUScan: Elapsed scan time = {sec}")
_mac("su_found", _SU, "-", "SUOSUServiceDaemon: Scan for client({client}) found {n} products")
_mac("su_bg_start", _SU, "-", "BackgroundActivity: Starting Background Check Activity")
_mac("su_bg_done", _SU, "-", "BackgroundActivity: Finished Background Check Activity")
_mac("su_policy", _SU, "-", "SUOSUServiceDaemon: Scan for client({client}) not allowed by policy")
_mac("su_dl_start", _SU, "-", "SUOSUServiceDaemon: Starting download of {product}")
_mac("su_dl_done", _SU, "-", "SUOSUServiceDaemon: Download of {product} finished ({size} bytes)")
_mac("su_dl_fail", _SU, "ERROR", "SUOSUServiceDaemon: Failed to download {product}: Error Domain={dom} "
     "Code={code} \"{desc}\"")
_mac("su_scan_fail", _SU, "ERROR", "SUOSUServiceDaemon: Scan failed with error: Error Domain={dom} Code={code} "
     "\"{desc}\"")
_mac("su_warn_busy", _SU, "WARN", "SUOSUServiceDaemon: Warning: scan skipped, another scan is already in progress")
_mac("id_add", _ID, "-", "PackageKit: Adding client PKInstallDaemonClient pid={cpid}, uid={uid} ({path})")
_mac("id_begin", _ID, "-", "PackageKit: ----- Begin install -----")
_mac("id_request", _ID, "-", "PackageKit: request=PKInstallRequest <{n} packages, destination={dest}>")
_mac("id_obsolete", _ID, "-", "PackageKit: Will do receipt-based obsoleting for package identifier {pkgid} "
     "(prefix path={prefix})")
_mac("id_extract", _ID, "-", "PackageKit: Extracting {url} (destination={dest}, uid={uid})")
_mac("id_sleep_prevent", _ID, "-", "PackageKit: prevent user idle system sleep")
_mac("id_suspend_backupd", _ID, "-", "PackageKit: suspending backupd")
_mac("id_shove", _ID, "-", "PackageKit: Shoving {src} ({n} items) to {dst}")
_mac("id_receipt", _ID, "-", "PackageKit: Writing receipt for {pkgid} to {dst}")
_mac("id_touched", _ID, "-", "PackageKit: Touched bundle {path}")
_mac("id_registered", _ID, "-", "PackageKit: Registered bundle {url} for uid {uid}")
_mac("id_end", _ID, "-", "PackageKit: ----- End install -----")
_mac("id_elapsed", _ID, "-", "PackageKit: {sec} elapsed install time")
_mac("id_cleared", _ID, "-", "PackageKit: Cleared responsibility for install from {cpid}.")
_mac("id_sandbox_done", _ID, "-", "PackageKit: Done with sandbox removals")
_mac("id_rm_client", _ID, "-", "PackageKit: Removing client PKInstallDaemonClient pid={cpid}, uid={uid} ({path})")
_mac("id_release_backupd", _ID, "-", "PackageKit: releasing backupd")
_mac("id_sleep_allow", _ID, "-", "PackageKit: allow user idle system sleep")
_mac("id_failed", _ID, "ERROR", "PackageKit: Install Failed: Error Domain={dom} Code={code} \"{desc}\"")
_mac("id_warn_bundle", _ID, "WARN", "PackageKit: Warning: bundle path {path} does not exist, ignoring")
_mac("ps_prep", _PS, "-", "PackageKit: Preparing to execute script \"{script}\" in {dir}")
_mac("ps_exec", _PS, "-", "PackageKit: Executing script \"{script}\" in {dir}")
_mac("ps_pre_out", _PS, "-", "./preinstall: {out}")
_mac("ps_post_out", _PS, "-", "./postinstall: {out}")
_mac("ps_resp", _PS, "-", "Responsibility set back to self.")
_mac("ps_failed", _PS, "ERROR", "PackageKit: Error: script \"{script}\" exited with status {code}")
_mac("in_archive", _IN, "-", "Product archive {path} trustLevel={n}")
_mac("in_authlevel", _IN, "-", "Set authorization level to root for session")
_mac("in_authok", _IN, "-", "Packages have been authorized for installation.")
_mac("in_starting", _IN, "-", "Starting installation:")
_mac("in_volume", _IN, "-", "Configuring volume \"{vol}\"")
_mac("in_free", _IN, "-", "Free space on \"{vol}\": {gb} GB ({bytes} bytes).")
_mac("in_tmpdir", _IN, "-", "Create temporary directory \"{dir}\"")
_mac("in_actions", _IN, "-", "Running install actions")
_mac("in_rmtmp", _IN, "-", "Removing temporary directory \"{dir}\"")
_mac("in_finalize", _IN, "-", "Finalize disk \"{vol}\"")
_mac("in_success", _IN, "-", "The install was successful.")
_mac("in_failed", _IN, "ERROR", "Install failed: The Installer encountered an error that caused the installation "
     "to fail. Contact the software manufacturer for assistance.")
_mac("ia_state", _IA, "-", "IFDInstallController {ctl} state = {n}")
_mac("ia_display", _IA, "-", "Displaying '{ui}' UI.")
_mac("ia_authoring", _IA, "ERROR", "Package Authoring Error: <{elem}> has an unsupported MIME type: {mime}")

_MAC_HOSTS = ["MacBook-Pro", "Annas-MacBook-Air", "jdoe-mbp", "Mac-mini", "iMac-Studio", "Kens-MacBook-Pro",
              "localhost"]
_MAC_PKGS = [("com.google.Chrome", "/Applications/Google Chrome.app", "GoogleChrome.pkg"),
             ("us.zoom.pkg.videomeeting", "/Applications/zoom.us.app", "zoomusInstallerFull.pkg"),
             ("com.microsoft.package.Microsoft_Word.app", "/Applications/Microsoft Word.app",
              "Microsoft_Word_16.92_Updater.pkg"),
             ("com.microsoft.teams2", "/Applications/Microsoft Teams.app", "MicrosoftTeams.pkg"),
             ("com.docker.docker", "/Applications/Docker.app", "Docker.pkg"),
             ("org.python.Python.PythonFramework-3.12", "/Library/Frameworks/Python.framework",
              "python-3.12.8-macos11.pkg"),
             ("com.adobe.acrobat.DC.reader.app.pkg.MUI", "/Applications/Adobe Acrobat Reader.app",
              "AcroRdrDC_2400520320_MUI.pkg"),
             ("com.apple.pkg.XProtectPayloads_10_15.16U4373", "/Library/Apple/System/Library/CoreServices/XProtect.bundle",
              "XProtectPayloads_10_15-161.pkg"),
             ("com.apple.pkg.MRTConfigData_10_15.16U4211", "/Library/Apple/System/Library/CoreServices/MRT.app",
              "MRTConfigData_10_15-1.93.pkg"),
             ("com.crowdstrike.falcon.sensor", "/Applications/Falcon.app", "FalconSensorMacOS.MaverickGyr.pkg"),
             ("com.jamf.protect", "/Applications/JamfProtect.app", "JamfProtect.pkg")]
_MAC_PRODUCTS = ["MSU_UPDATE_24C101_patch_15.2_minor", "062-12345", "XProtectPlistConfigData_10_15-5286",
                 "MSU_UPDATE_24B91_patch_15.1.1_minor", "Safari18.2VenturaAuto-20621.1.15.11.10",
                 "CLTools_for_Xcode_16.2"]
_MAC_SCRIPT_OUT = ["Stopping running instances", "Registering launch daemon", "Installing helper tool",
                   "Copying configuration profile", "Removing previous version", "Done.",
                   "Loading com.docker.vmnetd", "launchctl bootstrap system /Library/LaunchDaemons/com.docker.vmnetd.plist",
                   "Falcon sensor version 7.20.18803 installed", "chown: /Users/Shared/.zoom: No such file or directory",
                   "Checking for existing installation...", "Updating LaunchServices database"]
_MAC_ERRS = [("PKInstallErrorDomain", 112, "An error occurred while running scripts from the package \u201c{pkg}\u201d."),
             ("PKInstallErrorDomain", 102, "The package \u201c{pkg}\u201d is untrusted."),
             ("NSCocoaErrorDomain", 642, "You can\u2019t save the file \u201cRoot\u201d because the volume is read only."),
             ("PKInstallErrorDomain", 120, "An error occurred while extracting files from the package \u201c{pkg}\u201d.")]
_MAC_NETERRS = [("NSURLErrorDomain", -1001, "The request timed out."),
                ("NSURLErrorDomain", -1009, "The Internet connection appears to be offline."),
                ("SUErrorDomain", 102, "The operation couldn\u2019t be completed. (SUErrorDomain error 102.)"),
                ("NSURLErrorDomain", -1005, "The network connection was lost.")]


def make_macos_install_log(rng: random.Random) -> list[dict[str, str]]:
    out = _Out(_MAC)
    clk = _Clock(rng, _start(rng))
    hosts = _shuf(rng, _MAC_HOSTS[:-1])[:2] + ["localhost"]
    tz = rng.choice(["-08", "-07", "-05", "+01", "+00", "+10"])
    st = {"su": rng.randint(300, 700), "id": rng.randint(300, 900), "next": rng.randint(1500, 3000),
          "localhost_until": rng.choice([0, 0, rng.randint(5, 120)]),
          "rename_at": rng.randint(800, 1900) if rng.random() < 0.4 else N_ROWS}
    pkgs = _shuf(rng, _MAC_PKGS)

    def newpid():
        st["next"] += rng.randint(1, 400)
        return st["next"]

    def e(key, pid, gap=0.05, **v):
        t = clk.tick(gap)
        n = len(out.rows)
        host = hosts[2] if n < st["localhost_until"] else hosts[1] if n >= st["rename_at"] else hosts[0]
        out.put(key, ts=t.strftime("%Y-%m-%d %H:%M:%S") + tz, host=host, pid=pid, **v)

    def bg_check():
        clk.tick(1800)
        su = st["su"]
        e("su_bg_start", su)
        client = _zipf(rng, ["SUOSUServiceClient", "SUUpdateServiceClient", "SoftwareUpdateNotificationManager"])
        if rng.random() < 0.04:
            e("su_policy", su, client=client)
            e("su_bg_done", su)
            return
        if rng.random() < 0.03:
            e("su_warn_busy", su)
            e("su_bg_done", su)
            return
        e("su_scan_client", su, client=client)
        e("su_catalog", su, url="https://swscan.apple.com/content/catalogs/others/index-%s.merged-1.sucatalog.gz"
          % rng.choice(["15-14-13-12-10.16-10.15-10.14-10.13-10.12-10.11-10.10-10.9-mountainlion-lion-snowleopard-leopard",
                        "14-13-12-10.16-10.15-10.14-10.13-10.12-10.11-10.10-10.9-mountainlion-lion-snowleopard-leopard"]))
        clk.tick(8)
        if rng.random() < 0.05:
            dom, code, desc = _zipf(rng, _MAC_NETERRS)
            e("su_scan_fail", su, dom=dom, code=code, desc=desc)
        else:
            e("su_elapsed", su, sec="%.3f" % rng.uniform(0.4, 9.0))
            e("su_found", su, client=client, n=min(int(rng.expovariate(1.5)), 4))
        e("su_bg_done", su)

    def cli_scan():
        clk.tick(3600)
        su, cp = st["su"], newpid()
        auth = rng.choice(["NO", "YES"])
        e("su_add_client", su, cpid=cp, uid=rng.choice([0, 501, 501]), auth=auth, rights="()", tx=0,
          path="/usr/sbin/softwareupdate")
        e("su_catalog", su, url="https://swscan.apple.com/content/catalogs/others/index-15seed-15-14-13-12-10.16-"
          "10.15-10.14-10.13-10.12-10.11-10.10-10.9-mountainlion-lion-snowleopard-leopard.merged-1.sucatalog.gz")
        clk.tick(5)
        e("su_elapsed", su, sec="%.3f" % rng.uniform(0.4, 9.0))
        e("su_rm_client", su, cpid=cp, uid=0, auth=auth, rights="()", tx=rng.choice([0, 0, 1]),
          path="/usr/sbin/softwareupdate")

    def su_download():
        clk.tick(1200)
        su, prod = st["su"], _zipf(rng, _MAC_PRODUCTS)
        e("su_dl_start", su, product=prod)
        clk.tick(60)
        if rng.random() < 0.12:
            dom, code, desc = _zipf(rng, _MAC_NETERRS)
            e("su_dl_fail", su, product=prod, dom=dom, code=code, desc=desc)
        else:
            e("su_dl_done", su, product=prod, size=rng.randint(2_000_000, 1_900_000_000))

    def pkg_install(gui=False):
        clk.tick(2400)
        pkgid, app, pkgfile = _zipf(rng, pkgs, 1.0)
        idp = st["id"]
        vol = "Macintosh HD"
        if gui:
            ip = newpid()
            e("ia_state", ip, ctl="0x%x" % rng.randint(0x600000000000, 0x600003ffffff), n=0)
            if rng.random() < 0.15:
                e("ia_authoring", ip, elem=rng.choice(["background", "background-darkAqua"]),
                  mime="X-NSObject/NSNull")
            e("ia_display", ip, ui="Introduction")
            clk.tick(20)
            e("ia_display", ip, ui="Install")
            client_path = "/System/Library/CoreServices/Installer.app"
        else:
            ip = newpid()
            path = "/Users/%s/Downloads/%s" % (rng.choice(["anna", "jdoe", "admin", "ken"]), pkgfile) \
                if rng.random() < 0.5 else "/private/tmp/%s" % pkgfile
            e("in_archive", ip, path=path, n=rng.choice([350, 350, 200, 100]))
            e("in_authlevel", ip)
            e("in_authok", ip)
            e("in_starting", ip)
            e("in_volume", ip, vol=vol)
            free = rng.randint(20_000_000_000, 900_000_000_000)
            e("in_free", ip, vol=vol, gb="%.2f" % (free / 1e9), bytes=free)
            tmp = "/var/folders/%s/%s/T//Install.%d%s" % (_hex(rng, 2), _hex(rng, 30), ip, _hex(rng, 6))
            e("in_tmpdir", ip, dir=tmp)
            e("in_actions", ip)
            client_path = "/usr/sbin/installer"
        e("id_add", idp, cpid=ip, uid=0, path=client_path)
        e("id_begin", idp)
        e("id_request", idp, n=1, dest="/")
        if rng.random() < 0.5:
            e("id_obsolete", idp, pkgid=pkgid, prefix=app.rsplit("/", 1)[0] or "/")
        sbx = "/Library/InstallerSandboxes/.PKInstallSandboxManager/%s.activeSandbox" % _guid(rng, True)
        e("id_extract", idp, url="file://%s#%s" % (("/private/tmp/" + pkgfile).replace(" ", "%20"), pkgfile),
          dest=sbx + "/Root/" + app.lstrip("/").split("/")[0], uid=0)
        e("id_sleep_prevent", idp)
        e("id_suspend_backupd", idp)
        sp = newpid()
        scriptdir = "/tmp/PKInstallSandbox.%s/Scripts/%s.%s" % (
            "".join(rng.choice(string.ascii_letters) for _ in range(6)), pkgid,
            "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(6)))
        failed = rng.random() < 0.07
        if rng.random() < 0.6:
            e("ps_prep", sp, script="./preinstall", dir=scriptdir)
            e("ps_exec", sp, script="preinstall", dir=scriptdir)
            for _ in range(rng.randint(0, 2)):
                e("ps_pre_out", sp, out=_zipf(rng, _MAC_SCRIPT_OUT))
            e("ps_resp", sp)
        clk.tick(5)
        e("id_shove", idp, src=sbx + "/Root", n=rng.randint(1, 3), dst="/")
        if rng.random() < 0.05:
            e("id_warn_bundle", idp, path=app + "/Contents/Library/LoginItems/Helper.app")
        e("id_receipt", idp, pkgid=pkgid, dst="/")
        if rng.random() < 0.7:
            e("ps_prep", sp, script="./postinstall", dir=scriptdir)
            e("ps_exec", sp, script="postinstall", dir=scriptdir)
            for _ in range(rng.randint(0, 3)):
                e("ps_post_out", sp, out=_zipf(rng, _MAC_SCRIPT_OUT))
            if failed:
                e("ps_failed", sp, script="postinstall", code=rng.choice([1, 1, 2, 127]))
            e("ps_resp", sp)
        if failed:
            dom, code, desc = _MAC_ERRS[0] if rng.random() < 0.7 else rng.choice(_MAC_ERRS[1:])
            e("id_failed", idp, dom=dom, code=code, desc=desc.format(pkg=pkgfile))
        else:
            e("id_touched", idp, path=app)
            e("id_registered", idp, url="file://%s/" % app.replace(" ", "%20"), uid=0)
        e("id_end", idp)
        e("id_elapsed", idp, sec="%.2fs" % rng.uniform(1.5, 140.0))
        e("id_cleared", idp, cpid=ip)
        e("id_release_backupd", idp)
        e("id_sleep_allow", idp)
        e("id_sandbox_done", idp, gap=2)
        e("id_rm_client", idp, cpid=ip, uid=0, path=client_path)
        if gui:
            e("ia_state", ip, ctl="0x%x" % rng.randint(0x600000000000, 0x600003ffffff), n=5 if not failed else 6)
            e("ia_display", ip, ui="Summary")
            return
        if failed:
            e("in_failed", ip)
            return
        e("in_rmtmp", ip, dir=tmp)
        e("in_finalize", ip, vol=vol)
        e("in_success", ip)

    return _run(rng, out, [(14, bg_check), (2, cli_scan), (2.5, su_download), (1.5, pkg_install),
                           (0.4, lambda: pkg_install(True))])


# ----------------------------------------------------------------------------
# 4. chrome_debug
# ----------------------------------------------------------------------------

_CR = _Book("chrome_debug")
_CR_LEVEL = {"VERBOSE1": "DEBUG", "INFO": "INFO", "WARNING": "WARN", "ERROR": "ERROR", "FATAL": "FATAL"}
_CR_LINE: dict[str, int] = {}


def _cr(key: str, lvl: str, src: str, line: int, msg: str) -> None:
    _CR_LINE[key] = line
    _CR.add(key, _CR_LEVEL[lvl], "[{pid}:{tid}:{ts}:" + lvl + ":" + src + "({ln})] " + msg)


_cr("ssl", "ERROR", "ssl_client_socket_impl.cc", 983,
    "handshake failed; returned {ret}, SSL error code {code}, net_error {err}")
_cr("stun", "ERROR", "socket_manager.cc", 147, "Failed to resolve address for {host}, errorcode: {code}")
_cr("console", "INFO", "CONSOLE", 1, "\"{msg}\", source: {url} ({ln2})")
_cr("gpu_pt", "ERROR", "gpu_init.cc", 523, "Passthrough is not supported, GL is {gl}, ANGLE is {angle}")
_cr("viz_exit", "ERROR", "viz_main_impl.cc", 186, "Exiting GPU process due to errors during initialization")
_cr("gpu_exit", "ERROR", "gpu_process_host.cc", 991, "GPU process exited unexpectedly: exit_code={code}")
_cr("gpu_fatal", "FATAL", "gpu_data_manager_impl_private.cc", 448, "GPU process isn't usable. Goodbye.")
_cr("cmdbuf", "ERROR", "command_buffer_proxy_impl.cc", 127,
    "ContextResult::kTransientFailure: Failed to send GpuControl.CreateCommandBuffer.")
_cr("vsync", "ERROR", "gl_surface_presentation_helper.cc", 260, "GetVSyncParametersIfAvailable() failed for {n} times!")
_cr("gpu_cache", "ERROR", "gpu_disk_cache.cc", 656, "Gpu Cache Creation failed: {code}")
_cr("cache_move", "ERROR", "cache_util_win.cc", 20, "Unable to move the cache: Access is denied. ({code})")
_cr("cache_folder", "ERROR", "cache_util.cc", 140, "Unable to move cache folder {src} to {dst}")
_cr("disk_cache", "ERROR", "disk_cache.cc", 205, "Unable to create cache")
_cr("netsvc", "ERROR", "network_service_instance_impl.cc", 613, "Network service crashed, restarting service.")
_cr("gcm", "ERROR", "registration_request.cc", 291, "Registration response error message: {msg}")
_cr("fallback", "ERROR", "fallback_task_provider.cc", 124,
    "Every renderer should have at least one task provided by a primary task provider. If a \"Renderer\" "
    "fallback task is shown, it is a bug. If you have repro steps, please file a new bug and tag it as a "
    "dependency of {bug}.")
_cr("bus", "ERROR", "bus.cc", 407,
    "Failed to connect to the bus: Failed to connect to socket {path}: No such file or directory")
_cr("dbus_call", "ERROR", "object_proxy.cc", 590,
    "Failed to call method: org.freedesktop.DBus.Properties.Get: object_path= {obj}: "
    "org.freedesktop.DBus.Error.ServiceUnknown: The name {name} was not provided by any .service files")
_cr("bt", "ERROR", "device_event_log_impl.cc", 215, "[{t}] Bluetooth: {loc} Getting Default Adapter failed.")
_cr("gtk", "ERROR", "browser_main_loop.cc", 274,
    "Gtk: gtk_widget_get_scale_factor: assertion '{cond}' failed")
_cr("vaapi", "ERROR", "vaapi_wrapper.cc", 1525, "vaInitialize failed: unknown libva error")
_cr("dri3", "ERROR", "gpu_memory_buffer_support_x11.cc", 44, "dri3 extension not supported.")
_cr("dns_warn", "WARNING", "dns_config_service_linux.cc", 472, "Failed to read DnsConfig.")
_cr("pref_warn", "WARNING", "pref_notifier_impl.cc", 41, "Pref observer for {pref} found at shutdown.")
_cr("prop_warn", "WARNING", "property.cc", 144, "DaemonVersion: GetAndBlock: failed.")
_cr("sandbox_warn", "WARNING", "sandbox_linux.cc", 418,
    "InitializeSandbox() called with multiple threads in process gpu-process.")
_cr("extreg_warn", "WARNING", "external_registry_loader_win.cc", 148, "Missing value path for key {regkey}.")
_cr("cores", "INFO", "cpu_info.cc", 53, "Available number of cores: {n}")
_cr("comp_ready", "VERBOSE1", "component_installer.cc", 574, "Component ready, version {ver} in {path}")
_cr("cbcm", "VERBOSE1", "chrome_browser_cloud_management_controller.cc", 162,
    "Cloud management controller initialization aborted as CBCM is not enabled.")
_cr("nd_before", "VERBOSE1", "network_delegate.cc", 32, "NetworkDelegate::NotifyBeforeURLRequest: {url}")
_cr("zygote", "FATAL", "zygote_host_impl_linux.cc", 127,
    "No usable sandbox! Update your kernel or see {url} for more information on developing with the SUID "
    "sandbox. If you want to live dangerously and need an immediate workaround, you can try using --no-sandbox.")
_cr("v8", "FATAL", "v8_initializer.cc", 624, "Error loading V8 startup snapshot file")
_cr("suid", "FATAL", "setuid_sandbox_host.cc", 157,
    "The SUID sandbox helper binary was found, but is not configured correctly. Rather than run without "
    "sandboxing I'm aborting now. You need to make sure that {path} is owned by root and has mode {mode}.")

_CR_HOSTS = ["stun.l.google.com.", "stun1.l.google.com.", "stun.services.mozilla.com.", "global.stun.twilio.com.",
             "stun.cloudflare.com."]
_CR_CONSOLE = [
    ("Uncaught TypeError: Cannot read properties of undefined (reading 'length')",
     "https://app.example-crm.com/static/js/main.3f9a1c.js"),
    ("[Violation] 'setTimeout' handler took 62ms", "https://www.youtube.com/s/desktop/7a1b2c3d/jsbin/desktop_polymer.vflset/desktop_polymer.js"),
    ("Refused to load the script because it violates the following Content Security Policy directive: \u2026",
     "chrome-extension://nkbihfbeogaeaoehlefnkodbefgpgknn/background.js"),
    ("Electron Security Warning (Insecure Content-Security-Policy) This renderer process has either no "
     "Content Security Policy set or a policy with \u201cunsafe-eval\u201d enabled.", "node:electron/js2c/renderer_init"),
    ("Failed to load resource: net::ERR_BLOCKED_BY_CLIENT", "https://www.googletagmanager.com/gtag/js?id=G-4X2Y9Z"),
    ("Unchecked runtime.lastError: The message port closed before a response was received.",
     "chrome://newtab/"),
    ("Download the React DevTools for a better development experience: https://reactjs.org/link/react-devtools",
     "file:///opt/Slack/resources/app.asar/dist/vendor.bundle.js"),
    ("WebSocket connection to 'wss://gateway.discord.gg/?v=9&encoding=json' failed:",
     "https://discord.com/assets/web.2f0c1a8d.js"),
]
_CR_URLS = ["https://www.google.com/complete/search?client=chrome-omni&gs_ri=chrome-ext-ansg&q=we",
            "https://update.googleapis.com/service/update2/json?cup2key=14:HdT3kPyxfuM&cup2hreq=5c2f",
            "https://clients2.google.com/service/update2/crx?os=linux&arch=x64",
            "https://accounts.google.com/ListAccounts?gpsia=1&source=ChromiumBrowser&json=standard",
            "https://optimizationguide-pa.googleapis.com/v1:GetModels?key=AIzaSyBOti4mM-6x9WDnZIjIeyEU21OpBXqWBgw",
            "https://www.gstatic.com/chrome/intelligence/assist/ranker/models/translate/2017/03/translate_ranker_model_20170329.pb.bin"]
_CR_PREFS = ["media_router.cast_allow_all_ips", "profile.avatar_index", "extensions.ui.developer_mode",
             "browser.enable_spellchecking", "translate.enabled"]
_CR_COMPONENTS = [("2024.11.25.1", "/home/anna/.config/google-chrome/WidevineCdm/4.10.2830.0"),
                  ("3053", "/home/anna/.config/google-chrome/CertificateRevocation/9127"),
                  ("1.0.0.18", "/home/anna/.config/google-chrome/OnDeviceHeadSuggestModel/20241106.698014016.14"),
                  ("2024.12.2.1", "/home/anna/.config/google-chrome/Crowd Deny/2024.12.2.1121"),
                  ("9.55.0", "/home/anna/.config/google-chrome/ZxcvbnData/3")]


def make_chrome_debug(rng: random.Random) -> list[dict[str, str]]:
    out = _Out(_CR)
    clk = _Clock(rng, _start(rng))
    win = rng.random() < 0.5

    def proc():
        p = rng.randint(2000, 60000)
        return (p, p if not win else rng.randint(2000, 60000))

    st = {"browser": proc(), "gpu": proc(), "net": proc(), "util": proc()}
    renderers = [proc() for _ in range(10)]
    line_shift = {k: (0 if rng.random() < 0.85 else rng.randint(-40, 40)) for k in _CR_LINE}

    def e(key, who, gap=0.2, ln=None, **v):
        t = clk.tick(gap)
        pid, tid = who
        if rng.random() < 0.3:
            tid = pid + rng.randint(1, 300) if not win else rng.randint(2000, 60000)
        if ln is None:
            base = _CR_LINE[key] + line_shift[key]
            ln = base if rng.random() < 0.97 else base + rng.randint(1, 9)
        out.put(key, pid=pid, tid=tid, ts=t.strftime("%m%d/%H%M%S.") + "%06d" % t.microsecond, ln=ln, **v)

    def rend():
        return _zipf(rng, renderers)

    def startup():
        clk.tick(3600)
        st["browser"], st["gpu"], st["net"] = proc(), proc(), proc()
        b = st["browser"]
        if not win:
            if rng.random() < 0.6:
                e("bus", b, path="/run/user/%d/bus" % rng.choice([1000, 1000, 1001]))
            if rng.random() < 0.5:
                e("dbus_call", b, obj="/org/freedesktop/UPower/devices/DisplayDevice", name="org.freedesktop.UPower")
            if rng.random() < 0.3:
                e("prop_warn", b)
            e("cores", b, n=rng.choice([4, 8, 8, 12, 16]))
            if rng.random() < 0.5:
                e("sandbox_warn", st["gpu"])
            if rng.random() < 0.15:
                e("dri3", st["gpu"])
            if rng.random() < 0.1:
                e("vaapi", st["gpu"])
            if rng.random() < 0.06:
                e("gtk", b, cond="GTK_IS_WIDGET (widget)")
        else:
            if rng.random() < 0.3:
                e("cache_move", b, code="0x5")
                e("cache_folder", b, src="C:\\Users\\%s\\AppData\\Local\\Google\\Chrome\\User Data\\Default\\Cache"
                  % rng.choice(["anna", "jdoe", "Admin"]),
                  dst="C:\\Users\\%s\\AppData\\Local\\Google\\Chrome\\User Data\\Default\\old_Cache_%03d"
                  % (rng.choice(["anna", "jdoe", "Admin"]), rng.randint(0, 9)))
                e("disk_cache", b)
            if rng.random() < 0.2:
                e("gpu_cache", st["gpu"], code=-2)
            if rng.random() < 0.3:
                e("extreg_warn", b, regkey="Software\\Google\\Chrome\\Extensions\\%s" % "".join(
                    rng.choice("abcdefghijklmnop") for _ in range(32)))
            if rng.random() < 0.3:
                e("bt", b, t=clk.t.strftime("%H:%M:%S.") + "%03d" % (clk.t.microsecond // 1000),
                  loc="bluetooth_adapter_winrt.cc:%d" % rng.choice([1059, 1059, 1074]))
        if rng.random() < 0.4:
            e("cbcm", b)
        for _ in range(rng.randint(0, 3)):
            ver, path = _zipf(rng, _CR_COMPONENTS)
            e("comp_ready", b, ver=ver, path=path)
        if rng.random() < 0.02:
            e("v8", b)
        if not win and rng.random() < 0.02:
            e("zygote", b, url="https://chromium.googlesource.com/chromium/src/+/main/docs/linux/suid_sandbox_development.md")
        if not win and rng.random() < 0.01:
            e("suid", b, path="/opt/google/chrome/chrome-sandbox", mode=4755)

    def ssl_burst():
        clk.tick(40)
        n = st["net"]
        err = _zipf(rng, [-202, -200, -101, -107, -113, -100])
        code = 1 if err in (-202, -200, -113) else 5
        for _ in range(min(1 + int(rng.expovariate(0.6)), 6)):
            e("ssl", n, ret=-1, code=code, err=err, gap=0.3)

    def console():
        clk.tick(15)
        msg, url = _zipf(rng, _CR_CONSOLE, 1.0)
        e("console", rend(), ln=_zipf(rng, [1, 1, 0, 2, 12, 87, 231, 1204]), msg=msg, url=url,
          ln2=rng.choice([1, 0, 2, 12, 87]))

    def stun():
        clk.tick(60)
        r = rend()
        for h in rng.sample(_CR_HOSTS, rng.randint(1, 2)):
            e("stun", r, host=h, code=-105)

    def gpu_trouble():
        clk.tick(300)
        for _ in range(rng.randint(1, 3)):
            g = proc()
            st["gpu"] = g
            e("gpu_pt", g, gl=rng.choice(["egl-angle", "disabled", "egl"]), angle=rng.choice(["swiftshader", "vulkan", "none"]))
            e("viz_exit", g)
            e("gpu_exit", st["browser"], code=rng.choice([8704, 8704, 139, 15, -1073741819]))
            if rng.random() < 0.5:
                e("cmdbuf", rend())
        if rng.random() < 0.2:
            e("gpu_fatal", st["browser"])

    def vsync():
        clk.tick(120)
        n = rng.choice([1, 10, 100, 1000, 10000])
        e("vsync", st["gpu"], n=n)

    def verbose_net():
        clk.tick(5)
        for _ in range(rng.randint(1, 4)):
            e("nd_before", st["net"], url=_zipf(rng, _CR_URLS), gap=0.05)

    def misc():
        clk.tick(200)
        r = rng.random()
        if r < 0.25:
            e("gcm", st["browser"], msg=_zipf(rng, ["DEPRECATED_ENDPOINT", "PHONE_REGISTRATION_ERROR",
                                                   "QUOTA_EXCEEDED", "AUTHENTICATION_FAILED"]))
        elif r < 0.4:
            e("fallback", st["browser"], bug="crbug.com/739782")
        elif r < 0.55:
            e("netsvc", st["browser"])
            st["net"] = proc()
        elif r < 0.75 and not win:
            e("dns_warn", st["net"])
        elif r < 0.9:
            e("pref_warn", st["browser"], pref=_zipf(rng, _CR_PREFS))
        else:
            e("cmdbuf", rend())

    return _run(rng, out, [(1.2, startup), (16, ssl_burst), (30, console), (4, stun), (0.5, gpu_trouble),
                           (2.5, vsync), (10, verbose_net), (3, misc)])


# ----------------------------------------------------------------------------
# 5. vscode_exthost
# ----------------------------------------------------------------------------

_VS = _Book("vscode_exthost")
_VS_LEVEL = {"trace": "DEBUG", "debug": "DEBUG", "info": "INFO", "warning": "WARN", "error": "ERROR",
             "critical": "FATAL"}


def _vs(key: str, lvl: str, msg: str) -> None:
    _VS.add(key, _VS_LEVEL[lvl], "{date} {time} [" + lvl + "] " + msg)


_vs("activate", "info", "ExtensionService#_doActivateExtension {ext}, startup: {startup}, activationEvent: '{ev}'")
_vs("activate_root", "info", "ExtensionService#_doActivateExtension {ext}, startup: {startup}, "
    "activationEvent: '{ev}', root cause: {root}")
_vs("eh_started", "info", "Extension host with pid {pid} started")
_vs("lock_skip", "info", "Skipping acquiring lock for {path}.")
_vs("lock_acq", "info", "Lock '{path}': Lock acquired.")
_vs("eager", "info", "Eager extensions activated")
_vs("eh_term", "info", "Extension host terminating: renderer closed the MessagePort")
_vs("eh_exiting", "info", "Extension host with pid {pid} exiting with code {code}")
_vs("eh_exited", "info", "Extension host with pid {pid} exited with code: {code}, signal: {sig}.")
_vs("local_started", "info", "Started local extension host with pid {pid}.")
_vs("perf_baseline", "info", "[perf] Render performance baseline is {ms}")
_vs("upd_idle", "info", "update#setState idle")
_vs("upd_checking", "info", "update#setState checking for updates")
_vs("upd_downloading", "info", "update#setState downloading")
_vs("upd_ready", "info", "update#setState ready")
_vs("upd_disabled", "info", "update#ctor - updates are disabled by the environment")
_vs("sync_status", "info", "Settings Sync: Account status changed from uninitialized to unavailable")
_vs("unresp", "info", "Extension host (LocalProcess pid: {pid}) is unresponsive.")
_vs("resp", "info", "Extension host (LocalProcess pid: {pid}) is responsive.")
_vs("unresp_prof", "info", "UNRESPONSIVE extension host: starting to profile NOW")
_vs("unresp_blame", "info", "UNRESPONSIVE extension host: '{ext}' took {pct} of {ms}, saved PROFILE here: '{path}'")
_vs("exec_cmd", "trace", "ExtHostCommands#executeCommand {cmd}")
_vs("reg_cmd", "trace", "ExtHostCommands#registerCommand {cmd}")
_vs("load_cjs", "trace", "ExtensionService#loadCommonJSModule {uri}")
_vs("cfg_debug", "debug", "ExtHostConfiguration#updateConfiguration: {n} keys changed")
_vs("proposal", "warning", "Via 'product.json#extensionEnabledApiProposals' extension '{ext}' wants API proposal "
    "'{prop}' but that proposal DOES NOT EXIST. Likely, the proposal has been finalized (check 'vscode.d.ts') "
    "or was abandoned.")
_vs("cfg_dup", "warning", "[{ext}]: Cannot register '{setting}'. This property is already registered.")
_vs("docsel", "warning", "Extension '{ext}' uses a document selector without scheme. Learn more about this: {url}")
_vs("incompat", "warning", "[{ext}]: Extension is not compatible with Code {ver}. Extension requires: {req}.")
_vs("act_failed", "error", "Activating extension {ext} failed due to an error:")
_vs("err_module", "error", "Error: Cannot find module '{mod}'")
_vs("err_enoent", "error", "Error: ENOENT: no such file or directory, open '{path}'")
_vs("err_spawn", "error", "Error: spawn {cmd} ENOENT")
_vs("err_typeerr", "error", "TypeError: Cannot read properties of undefined (reading '{prop}')")
_vs("err_conn", "error", "Error: connect ECONNREFUSED {addr}")
_vs("err_dns", "error", "Error: getaddrinfo ENOTFOUND {host}")
_vs("provider_failed", "error", "[{ext}] provider FAILED")
_vs("req_failed", "error", "Request {method} failed.")
_vs("enopro", "error", "ENOPRO: No file system provider found for resource '{uri}'")
_vs("unknown_err", "error", "An unknown error occurred. Please consult the log for more details.")
_vs("gallery_err", "error", "Error while fetching extensions. Failed to fetch")
_vs("eh_crash", "error", "Extension host (LocalProcess pid: {pid}) terminated unexpectedly. The following "
    "extensions were running: {exts}")
_vs("critical_crash", "critical", "Extension host terminated unexpectedly. Code: {code}, Signal: {sig}")

_VS_EXTS = [("vscode.git", ["*", "onCommand:git.clone", "workspaceContains:.git"]),
            ("vscode.typescript-language-features", ["onLanguage:typescript", "onLanguage:javascript"]),
            ("ms-python.python", ["onLanguage:python", "workspaceContains:**/*.py", "onCommand:python.setInterpreter"]),
            ("GitHub.copilot", ["onStartupFinished"]),
            ("GitHub.copilot-chat", ["onStartupFinished", "onChatParticipant:github.copilot.default"]),
            ("dbaeumer.vscode-eslint", ["onStartupFinished"]),
            ("esbenp.prettier-vscode", ["onStartupFinished", "onLanguage:json"]),
            ("vscode.github-authentication", ["onAuthenticationRequest:github"]),
            ("vscode.json-language-features", ["onLanguage:json", "onLanguage:jsonc"]),
            ("vscode.emmet", ["onStartupFinished"]),
            ("ms-python.vscode-pylance", ["onLanguage:python"]),
            ("ms-vscode.cpptools", ["onLanguage:cpp", "onLanguage:c"]),
            ("redhat.vscode-yaml", ["onLanguage:yaml"]),
            ("eamodio.gitlens", ["onStartupFinished", "onView:gitlens.views.home"]),
            ("vscode.markdown-language-features", ["onLanguage:markdown"]),
            ("vscode.npm", ["workspaceContains:package.json", "onTaskType:npm"]),
            ("ms-azuretools.vscode-docker", ["onLanguage:dockerfile", "workspaceContains:**/Dockerfile"]),
            ("rust-lang.rust-analyzer", ["onLanguage:rust", "workspaceContains:Cargo.toml"]),
            ("golang.go", ["onLanguage:go", "workspaceContains:go.mod"]),
            ("ms-toolsai.jupyter", ["onNotebook:jupyter-notebook", "onCommand:jupyter.runcurrentcell"]),
            ("vscode.debug-auto-launch", ["onStartupFinished"]),
            ("vscode.merge-conflict", ["onStartupFinished"])]
_VS_CMDS = ["git.refresh", "setContext", "_workbench.captureSyntaxTokens", "vscode.executeDocumentSymbolProvider",
            "editor.action.formatDocument", "git.api.getRepositories", "python.setInterpreter",
            "github.copilot.generate", "vscode.open", "_typescript.configurePlugin", "eslint.executeAutofix",
            "gitlens.showQuickCommitFileDetails", "workbench.action.reloadWindow"]
_VS_USERS = ["anna", "jdoe", "ken", "mlopez"]
_VS_PROPOSALS = ["chatVariableResolver", "languageModelSystem", "terminalShellIntegration", "interactive",
                 "contribSourceControlInputBoxMenu"]
_VS_SETTINGS = ["python.venvPath", "files.exclude", "editor.defaultFormatter", "git.path", "eslint.workingDirectories"]
_VS_METHODS = ["textDocument/hover", "textDocument/codeAction", "textDocument/semanticTokens/full/delta",
               "textDocument/inlayHint", "workspace/executeCommand", "textDocument/completion"]
_VS_MODULES = ["vscode-languageclient/node", "node-pty", "@vscode/sqlite3", "keytar", "./out/extension.js"]


def make_vscode_exthost(rng: random.Random) -> list[dict[str, str]]:
    out = _Out(_VS)
    clk = _Clock(rng, _start(rng))
    user = rng.choice(_VS_USERS)
    mac = rng.random() < 0.4
    home = "/Users/%s" % user if mac else "/home/%s" % user
    exts = _shuf(rng, _VS_EXTS)
    st = {"pid": rng.randint(3000, 90000), "active": set()}
    projects = ["%s/src/%s" % (home, p) for p in _shuf(rng, ["webapp", "api-server", "infra", "dotfiles",
                                                             "ml-pipeline", "docs-site"])]
    ver = rng.choice(["1.95.3", "1.96.0", "1.96.2", "1.97.1"])

    def e(key, gap=0.05, **v):
        t = clk.tick(gap)
        out.put(key, date=t.strftime("%Y-%m-%d"), time=t.strftime("%H:%M:%S.") + "%03d" % (t.microsecond // 1000),
                **v)

    def ext_path(ext):
        return "%s/.vscode/extensions/%s-%d.%d.%d" % (home, ext.lower(), rng.randint(0, 3), rng.randint(0, 40),
                                                      rng.randint(0, 30))

    def activate(startup):
        ext, evs = _zipf(rng, exts, 0.9)
        if ext in st["active"]:
            ext, evs = rng.choice(exts)
        st["active"].add(ext)
        if rng.random() < 0.3:
            e("load_cjs", uri="file://%s/dist/extension.js" % ext_path(ext), gap=0.01)
        if rng.random() < 0.08 and ext.startswith("vscode."):
            e("activate_root", ext=ext, startup=str(startup).lower(), ev=_zipf(rng, evs),
              root=rng.choice(["vscode.git-base", "vscode.github-authentication", "vscode.emmet"]))
        else:
            e("activate", ext=ext, startup=str(startup).lower(), ev="*" if startup and rng.random() < 0.3
              else _zipf(rng, evs))
        if rng.random() < 0.015:
            e("act_failed", ext=ext)
            k = rng.random()
            if k < 0.5:
                e("err_module", mod=_zipf(rng, _VS_MODULES))
            elif k < 0.8:
                e("err_typeerr", prop=rng.choice(["length", "uri", "fsPath", "then"]))
            else:
                e("err_enoent", path="%s/package.json" % ext_path(ext))

    def window_start():
        clk.tick(7200)
        st["pid"] = rng.randint(3000, 90000)
        st["active"] = set()
        if rng.random() < 0.6:
            e("upd_disabled" if rng.random() < 0.15 else "upd_idle")
        e("local_started", pid=st["pid"])
        e("eh_started", pid=st["pid"])
        if rng.random() < 0.5:
            e("lock_skip", path="%s/.vscode/extensions/.%s" % (home, _hex(rng, 8)))
        else:
            e("lock_acq", path="%s/.config/Code/User/workspaceStorage/%s/vscode.lock" % (home, _hex(rng, 32)))
        if rng.random() < 0.3:
            e("proposal", ext=_zipf(rng, ["GitHub.copilot-chat", "ms-python.python", "ms-toolsai.jupyter"]),
              prop=_zipf(rng, _VS_PROPOSALS))
        if rng.random() < 0.12:
            e("cfg_dup", ext=_zipf(rng, ["ms-python.python", "ms-python.vscode-pylance", "dbaeumer.vscode-eslint"]),
              setting=_zipf(rng, _VS_SETTINGS))
        if rng.random() < 0.04:
            e("incompat", ext=rng.choice(exts)[0], ver=ver, req="^1.98.0")
        for _ in range(rng.randint(4, 14)):
            activate(True)
        e("eager")
        if rng.random() < 0.5:
            e("perf_baseline", ms="%dms" % rng.randint(12, 90))
        if rng.random() < 0.2:
            e("sync_status")

    def activity():
        clk.tick(90)
        r = rng.random()
        if r < 0.45:
            activate(False)
        elif r < 0.8:
            for _ in range(rng.randint(1, 5)):
                e("exec_cmd", cmd=_zipf(rng, _VS_CMDS))
        elif r < 0.9:
            e("reg_cmd", cmd=_zipf(rng, _VS_CMDS))
        else:
            e("cfg_debug", n=rng.randint(1, 6))

    def trouble():
        clk.tick(600)
        r = rng.random()
        if r < 0.2:
            e("provider_failed", ext=_zipf(rng, ["vscode.git", "GitHub.copilot", "eamodio.gitlens"]))
        elif r < 0.34:
            e("req_failed", method=_zipf(rng, _VS_METHODS))
        elif r < 0.45:
            e("err_spawn", cmd=_zipf(rng, ["git", "python", "node", "rust-analyzer", "gopls"]))
        elif r < 0.53:
            e("err_conn", addr="127.0.0.1:%d" % rng.choice([5678, 9229, 8080, 37543]))
        elif r < 0.6:
            e("err_dns", host=_zipf(rng, ["marketplace.visualstudio.com", "api.github.com", "vscode.download.prss.microsoft.com"]))
        elif r < 0.68:
            e("enopro", uri="vscode-userdata:/%s/.config/Code/User/snippets/%s.json" % (home.lstrip("/"),
                                                                                        rng.choice(["python", "global"])))
        elif r < 0.74:
            e("unknown_err")
        elif r < 0.8:
            e("gallery_err")
        elif r < 0.88:
            e("docsel", ext=_zipf(rng, ["esbenp.prettier-vscode", "redhat.vscode-yaml", "golang.go"]),
              url="https://go.microsoft.com/fwlink/?linkid=%d" % rng.choice([872305, 872305, 2156501]))
        else:
            e("err_enoent", path="%s/.vscode/settings.json" % _zipf(rng, projects))

    def hang():
        clk.tick(1200)
        pid = st["pid"]
        e("unresp", pid=pid)
        e("unresp_prof")
        clk.tick(5)
        e("unresp_blame", ext=_zipf(rng, ["ms-python.vscode-pylance", "eamodio.gitlens", "GitHub.copilot"]),
          pct="%.2f%%" % rng.uniform(40, 99), ms="%dms" % rng.randint(3000, 30000),
          path="/tmp/exthost-%s.cpuprofile" % _hex(rng, 6))
        e("resp", pid=pid)

    def shutdown():
        clk.tick(3600)
        pid = st["pid"]
        r = rng.random()
        if r < 0.06:
            e("eh_crash", pid=pid, exts=", ".join(sorted({_zipf(rng, exts)[0] for _ in range(3)})))
            if rng.random() < 0.3:
                e("critical_crash", code=rng.choice([1, 134, 139]), sig="unknown")
            e("eh_exited", pid=pid, code=rng.choice([1, 134, 139]), sig="unknown")
        else:
            e("eh_term")
            e("eh_exiting", pid=pid, code=0)
        window_start()

    def updater():
        clk.tick(3600)
        e("upd_checking")
        clk.tick(2)
        if rng.random() < 0.2:
            e("upd_downloading")
            clk.tick(60)
            e("upd_ready")
        else:
            e("upd_idle")

    window_start()
    return _run(rng, out, [(40, activity), (4, trouble), (0.4, hang), (1.0, shutdown), (0.8, updater)])


# ----------------------------------------------------------------------------
# 6. ios_syslog
# ----------------------------------------------------------------------------

_IOS = _Book("ios_syslog")
_IOS_LEVEL = {"Debug": "DEBUG", "Info": "INFO", "Notice": "INFO", "Warning": "WARN", "Error": "ERROR",
              "Fault": "ERROR"}


def _ios(key: str, proc: str, lvl: str, msg: str) -> None:
    _IOS.add(key, _IOS_LEVEL[lvl], "{mon} {day} {time} {host} " + proc + "[{pid}] <" + lvl + ">: " + msg)


_SB_FB, _RB = "SpringBoard(FrontBoard)", "runningboardd(RunningBoard)"
_ios("sb_bootstrap", _SB_FB, "Notice", "[{app}] Bootstrap success!")
_ios("sb_pending_exit", _SB_FB, "Notice", "[{app}] Now flagged as pending exit for reason: {reason}")
_ios("sb_scene_bg", _SB_FB, "Notice", "[FBSceneManager] Scene {scene} is now in the background.")
_ios("sb_scene_fg", _SB_FB, "Notice", "[FBSceneManager] Scene {scene} is now in the foreground.")
_ios("sb_front", "SpringBoard", "Notice", "Front most app changed to {bundle}")
_ios("sb_notif", "SpringBoard(UserNotificationsServer)", "Notice", "[{bundle}] Received request to add notification "
     "{nid}")
_ios("sb_scene_fail", "SpringBoard(FrontBoardServices)", "Fault", "[{scene}] Scene update failed with error: {err}")
_ios("rb_acquire", _RB, "Notice", "Acquiring assertion targeting [{app}] from originator [{orig}] with description "
     "{desc}")
_ios("rb_jetsam", _RB, "Notice", "[{app}] Set jetsam priority to {p} [{a}] flag[{b}]")
_ios("rb_memlimit", _RB, "Notice", "[{app}] Memory Limits: active {act} inactive {inact}")
_ios("rb_term", _RB, "Notice", "[{app}] termination reported by launchd ({a}, {b}, {c})")
_ios("rb_sockets", _RB, "Notice", "[{app}] Shutdown sockets (SVC)")
_ios("rb_invalidate", _RB, "Notice", "Invalidating assertion {aid} from originator [{orig}]")
_ios("rb_taskport", _RB, "Error", "Unable to obtain a task name port right for pid {pid2}: (os/kern) failure ({code})")
_ios("k_jetsam", "kernel", "Notice", "memorystatus: killing_specific_process pid {kpid} [{proc}] (per-process-limit "
     "{n}) {kb} - memorystatus_available_pages: {pages}")
_ios("k_sandbox_mach", "kernel(Sandbox)", "Error", "Sandbox: {procpid} deny({n}) mach-lookup {svc}")
_ios("k_sandbox_file", "kernel(Sandbox)", "Error", "Sandbox: {procpid} deny({n}) file-read-data {path}")
_ios("k_keystore", "kernel", "Notice", "AppleKeyStore: operation failed (pid: {kpid} sel: {sel} ret: {ret} '{dec}')")
_ios("wifi_lqa", "wifid", "Notice", "__WiFiLQAMgrLogStats({ssid}): Rssi: {rssi} Snr: {snr} Cca: {cca}")
_ios("wifi_roam", "wifid", "Notice", "WiFiRoam: Roam status {status} from {frm} to {to}")
_ios("wifi_err", "wifid(WiFiPolicy)", "Error", "Failed to get current network, error {code}")
_ios("mdns_start", "mDNSResponder", "Notice", "[{rid}] getaddrinfo start -- flags: {flags}, ifindex: {ifi}, "
     "protocols: {proto}, hostname: <private>, options: {opts}, client pid: {cpid} ({cproc})")
_ios("mdns_stop", "mDNSResponder", "Notice", "[{rid}] getaddrinfo stop -- hostname: <private>, client pid: {cpid} "
     "({cproc}), duration: {dur}")
_ios("mdns_err", "mDNSResponder", "Error", "mDNS_Execute: SendQueries didn't send all its queries; will try again "
     "in one second")
_ios("loc_active", "locationd", "Notice", "Location icon should now be in state 'Active'")
_ios("loc_inactive", "locationd", "Notice", "Location icon should now be in state 'Inactive'")
_ios("cc_bars", "CommCenter", "Notice", "#I Signal strength changed: bars={bars}, rssi={rssi}")
_ios("cc_data_warn", "CommCenter", "Warning", "#W Data context {ctx} deactivated unexpectedly")
_ios("rc_formulate", "ReportCrash", "Error", "Formulating report for corpse[{cpid}] {proc}")
_ios("rc_saved", "ReportCrash", "Notice", "Saved type '{type}' report ({n} of max {mx}) at {path}")
_ios("nsurl_err", "nsurlsessiond", "Error", "Task {task} finished with error [{code}] Error Domain={dom} "
     "Code={code2} \"{desc}\"")
_ios("nsurl_resume", "nsurlsessiond", "Info", "Task {task} resuming, timeout {t} secs")
_ios("dasd_submit", "dasd(DuetActivitySchedulerDaemon)", "Notice", "Submitted Activity: {act} at priority {p} "
     "<private>")
_ios("dasd_debug", "dasd(DuetActivitySchedulerDaemon)", "Debug", "Evaluating {n} activities based on triggers")
_ios("bb_backlight", "backboardd", "Notice", "[Common] Backlight level changed to {lvl}")
_ios("uea_warn", "UserEventAgent", "Warning", "{plugin}: Failed to look up service, retrying in {s} seconds")
_ios("as_fault", "assertiond", "Fault", "Attempted to create assertion with invalid target pid {pid2}")

_IOS_DEVICES = ["iPhone-Anna", "Kens-iPhone", "iPhone", "jdoe-iPhone-15", "Marias-iPhone", "iPad-Pro"]
_IOS_APPS = [("com.apple.mobilesafari", "MobileSafari"), ("com.apple.MobileSMS", "MobileSMS"),
             ("net.whatsapp.WhatsApp", "WhatsApp"), ("com.burbn.instagram", "Instagram"),
             ("com.spotify.client", "Spotify"), ("com.apple.mobilemail", "MobileMail"),
             ("com.google.ios.youtube", "YouTube"), ("com.apple.camera", "Camera"), ("com.apple.Maps", "Maps"),
             ("com.apple.Preferences", "Preferences"), ("com.apple.mobileslideshow", "MobileSlideShow"),
             ("ph.telegra.Telegraph", "Telegram"), ("com.zhiliaoapp.musically", "TikTok"),
             ("com.toyopagroup.picaboo", "Snapchat"), ("com.apple.weather", "Weather")]
_IOS_MACH = ["com.apple.analyticsd", "com.apple.coreduetd.knowledge", "com.apple.lsd.mapdb",
             "com.apple.pasteboard.1", "com.apple.mobilegestalt.xpc", "com.apple.containermanagerd"]
_IOS_FILES = ["/private/var/mobile/Library/Preferences/.GlobalPreferences.plist",
              "/private/var/containers/Shared/SystemGroup/systemgroup.com.apple.configurationprofiles",
              "/private/var/mobile/Library/Caches/com.apple.keyboards/version",
              "/System/Library/PrivateFrameworks/MobileInstallation.framework"]
_IOS_HOST_PROCS = ["MobileSafari", "apsd", "Instagram", "WhatsApp", "Spotify", "nsurlsessiond", "itunesstored",
                   "mobileassetd", "YouTube", "TikTok"]
_IOS_ACTIVITIES = ["com.apple.photoanalysisd.backgroundanalysis", "com.apple.spotlight.indexer.maintenance",
                   "com.apple.mediaanalysisd.fullanalysis", "com.apple.aned.modelmaintenance",
                   "com.apple.CacheDelete.daily", "com.apple.dmd.activity-report"]


def make_ios_syslog(rng: random.Random) -> list[dict[str, str]]:
    out = _Out(_IOS)
    clk = _Clock(rng, _start(rng))
    hosts = _shuf(rng, _IOS_DEVICES)[:2]
    pids = {p: rng.randint(30, 400) for p in ["SpringBoard", "runningboardd", "wifid", "mDNSResponder", "locationd",
                                             "CommCenter", "nsurlsessiond", "dasd", "backboardd", "UserEventAgent",
                                             "assertiond"]}
    st = {"next": rng.randint(600, 3000), "rc": rng.randint(500, 3000), "req": rng.randint(1000, 90000),
          "running": {}, "rename_at": rng.randint(300, 1900) if rng.random() < 0.5 else N_ROWS}
    apps = _shuf(rng, _IOS_APPS)
    ssid = "%s:%s" % (rng.choice(["HomeNet-5G", "Linksys01234", "CORP-WIFI", "eduroam", "Vodafone-A1B2"]),
                      "Stationary")

    def newpid():
        st["next"] += rng.randint(1, 60)
        return st["next"]

    def e(key, pid, gap=0.3, **v):
        t = clk.tick(gap)
        out.put(key, mon=t.strftime("%b"), day="%2d" % t.day, time=t.strftime("%H:%M:%S"),
                host=hosts[1] if len(out.rows) >= st["rename_at"] else hosts[0], pid=pid, **v)

    def ident(bundle):
        return "app<%s>:%d" % (bundle, st["running"][bundle])

    def launch():
        clk.tick(120)
        bundle, _ = _zipf(rng, apps, 1.0)
        if bundle not in st["running"]:
            st["running"][bundle] = newpid()
        a = ident(bundle)
        rb, sb = pids["runningboardd"], pids["SpringBoard"]
        e("rb_acquire", rb, app=a, orig="daemon<com.apple.SpringBoard>:%d" % sb,
          desc="<RBSAssertionDescriptor| \"FBApplicationProcess\" ID:%d-%d-%d target:%d>"
          % (rb, sb, rng.randint(1000, 99999), st["running"][bundle]))
        e("sb_bootstrap", sb, app=a)
        e("rb_jetsam", rb, app=a, p=rng.choice([100, 100, 75, 10]), a=0, b=1)
        if rng.random() < 0.5:
            e("rb_memlimit", rb, app=a, act=rng.choice([2098, 3072, 6144]), inact=rng.choice([2098, 3072, 6144]))
        e("sb_scene_fg", sb, scene="sceneID:%s-default" % bundle)
        e("sb_front", sb, bundle=bundle)

    def leave():
        if not st["running"]:
            return
        clk.tick(200)
        bundle = rng.choice(sorted(st["running"]))
        a = ident(bundle)
        rb, sb = pids["runningboardd"], pids["SpringBoard"]
        e("sb_scene_bg", sb, scene="sceneID:%s-default" % bundle)
        e("rb_jetsam", rb, app=a, p=rng.choice([10, 10, 0]), a=0, b=1)
        if rng.random() < 0.35:
            e("sb_pending_exit", sb, app=a, reason=rng.choice(["workspace client connection invalidated",
                                                               "process exited", "killed by the user"]))
            e("rb_term", rb, app=a, a=0, b=0, c=rng.choice([0, 0, 15, 9]))
            e("rb_sockets", rb, app=a)
            e("rb_invalidate", rb, aid="%d-%d-%d" % (rb, pids["SpringBoard"], rng.randint(1000, 99999)),
              orig="daemon<com.apple.SpringBoard>:%d" % sb)
            del st["running"][bundle]

    def dns():
        clk.tick(8)
        st["req"] += rng.randint(1, 9)
        rid = "R%d" % st["req"]
        cproc = _zipf(rng, _IOS_HOST_PROCS)
        cpid = rng.randint(100, 5000)
        md = pids["mDNSResponder"]
        e("mdns_start", md, rid=rid, flags=rng.choice(["0xC000D000", "0xC000F000"]), ifi=0, proto=0,
          opts="0x0", cpid=cpid, cproc=cproc)
        e("mdns_stop", md, gap=0.08, rid=rid, cpid=cpid, cproc=cproc, dur="%.3fs" % rng.expovariate(12))

    def wifi():
        clk.tick(30)
        e("wifi_lqa", pids["wifid"], ssid=ssid, rssi=-rng.randint(45, 85), snr=rng.randint(10, 45),
          cca=rng.randint(0, 60))
        if rng.random() < 0.04:
            e("wifi_roam", pids["wifid"], status=0, frm="%s" % ":".join(_hex(rng, 2) for _ in range(6)),
              to=":".join(_hex(rng, 2) for _ in range(6)))

    def sandbox():
        clk.tick(90)
        bundle, exe = _zipf(rng, apps)
        p = st["running"].get(bundle) or newpid()
        if rng.random() < 0.6:
            e("k_sandbox_mach", 0, procpid="%s(%d)" % (exe, p), n=1, svc=_zipf(rng, _IOS_MACH))
        else:
            e("k_sandbox_file", 0, procpid="%s(%d)" % (exe, p), n=1, path=_zipf(rng, _IOS_FILES))

    def jetsam():
        clk.tick(900)
        if not st["running"]:
            return
        bundle = rng.choice(sorted(st["running"]))
        exe = dict(_IOS_APPS)[bundle]
        p = st["running"].pop(bundle)
        e("k_jetsam", 0, kpid=p, proc=exe, n=rng.choice([6, 7, 10]), kb="%dKB" % rng.randint(200_000, 3_000_000),
          pages=rng.randint(20000, 90000))
        if rng.random() < 0.5:
            st["rc"] += rng.randint(1, 200)
            e("rc_formulate", st["rc"], cpid=p, proc=exe)
            e("rc_saved", st["rc"], type="298(<private>)", n=rng.randint(1, 25), mx=25,
              path="/private/var/mobile/Library/Logs/CrashReporter/JetsamEvent-2026-%s.ips" %
              clk.t.strftime("%m-%d-%H%M%S"))

    def net_err():
        clk.tick(300)
        dom, code, desc = _zipf(rng, [("NSURLErrorDomain", -1001, "The request timed out."),
                                      ("NSURLErrorDomain", -1009, "The Internet connection appears to be offline."),
                                      ("NSURLErrorDomain", -1005, "The network connection was lost."),
                                      ("NSPOSIXErrorDomain", 57, "Socket is not connected")])
        task = "<%s>.<%d>" % (_guid(rng, True), rng.randint(1, 40))
        if rng.random() < 0.5:
            e("nsurl_resume", pids["nsurlsessiond"], task=task, t="60.00")
        e("nsurl_err", pids["nsurlsessiond"], task=task, code=code, dom=dom, code2=code, desc=desc)

    def background():
        clk.tick(200)
        r = rng.random()
        if r < 0.3:
            e("dasd_submit", pids["dasd"], act="%s:%s" % (_zipf(rng, _IOS_ACTIVITIES), _hex(rng, 6, True)),
              p=rng.choice([5, 10, 30]))
        elif r < 0.4:
            e("dasd_debug", pids["dasd"], n=rng.randint(1, 40))
        elif r < 0.55:
            e("bb_backlight", pids["backboardd"], lvl="%.6f" % rng.random())
        elif r < 0.7:
            e("cc_bars", pids["CommCenter"], bars=rng.randint(0, 4), rssi=-rng.randint(70, 115))
        elif r < 0.77:
            on = rng.random() < 0.5
            e("loc_active" if on else "loc_inactive", pids["locationd"])
        elif r < 0.85:
            bundle, _ = _zipf(rng, apps)
            e("sb_notif", pids["SpringBoard"], bundle=bundle, nid="%s-%s" % (_hex(rng, 4, True), _hex(rng, 6, True)))
        elif r < 0.88:
            e("k_keystore", 0, kpid=rng.randint(100, 3000), sel=rng.choice([7, 41]), ret="e00002c2", dec="-536870206")
        elif r < 0.91:
            e("mdns_err", pids["mDNSResponder"])
        elif r < 0.93:
            e("cc_data_warn", pids["CommCenter"], ctx=rng.randint(0, 2))
        elif r < 0.95:
            e("wifi_err", pids["wifid"], code=rng.choice([-3900, 16, 82]))
        elif r < 0.97:
            e("uea_warn", pids["UserEventAgent"], plugin=rng.choice(["com.apple.netsvcproxy", "com.apple.cts"]),
              s=rng.choice([1, 5, 10]))
        elif r < 0.985:
            e("rb_taskport", pids["runningboardd"], pid2=newpid(), code="0x5")
        elif r < 0.993:
            e("as_fault", pids["assertiond"], pid2=rng.randint(1, 99999))
        else:
            e("sb_scene_fail", pids["SpringBoard"], scene="sceneID:com.apple.springboard.%s" %
              rng.choice(["dashboard", "lockscreen"]), err="Error Domain=FBSceneErrorDomain Code=1")

    return _run(rng, out, [(6, launch), (5, leave), (40, dns), (10, wifi), (3, sandbox), (0.6, jetsam),
                           (1.2, net_err), (8, background)])


# ----------------------------------------------------------------------------

FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("windows_update", make_windows_update),
    ("windows_dns_debug", make_windows_dns_debug),
    ("macos_install_log", make_macos_install_log),
    ("chrome_debug", make_chrome_debug),
    ("vscode_exthost", make_vscode_exthost),
    ("ios_syslog", make_ios_syslog),
]


def _tpl_regex(tpl: str) -> re.Pattern:
    return re.compile("^" + ".+?".join(re.escape(p) for p in tpl.split("<*>")) + "$", re.S)


def _self_check() -> None:
    for seed in (0, 1):
        for name, make in FORMATS:
            rows = make(random.Random(seed))
            assert len(rows) == N_ROWS, (name, len(rows))
            assert rows == make(random.Random(seed)), (name, "not deterministic")
            tpls: dict[str, set[str]] = {}
            cache: dict[str, re.Pattern] = {}
            for r in rows:
                assert set(r) == {"line", "template", "level"}, r
                assert "\n" not in r["line"] and "\r" not in r["line"], r
                assert r["level"] in LEVELS, r
                rx = cache.get(r["template"]) or cache.setdefault(r["template"], _tpl_regex(r["template"]))
                assert rx.match(r["line"]), (name, r)
                tpls.setdefault(r["template"], set()).add(r["level"])
            assert all(len(v) == 1 for v in tpls.values()), name
            n = len(tpls)
            abnormal = sum(1 for v in tpls.values() if v & {"WARN", "ERROR", "FATAL"})
            assert 15 <= n <= 60, (name, seed, n)
            assert abnormal >= 3, (name, seed, abnormal)
            if seed == 0:
                counts: dict[str, int] = {}
                for r in rows:
                    counts[r["template"]] = counts.get(r["template"], 0) + 1
                rare = sum(1 for c in counts.values() if c <= 3)
                print("%-18s seed %d: %d templates (%d abnormal, %d seen <=3 times, top %d rows)"
                      % (name, seed, n, abnormal, rare, max(counts.values())))
                for i in (0, len(rows) // 2, len(rows) - 1):
                    print("    " + rows[i]["line"])
            else:
                print("%-18s seed %d: %d templates (%d abnormal)" % (name, seed, n, abnormal))
    print("OK")


if __name__ == "__main__":
    _self_check()
