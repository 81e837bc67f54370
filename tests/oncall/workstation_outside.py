"""Synthetic but realistic log corpora for testing a log "fold" (template miner).

Each entry of FORMATS is ``(name, make)``; ``make(rng)`` returns exactly 2000 rows
``{"line", "template", "level"}`` in time order.  Every line is rendered from a
*message spec* (a format string whose ``{field}`` placeholders are the variables);
the template is the spec with every ``{field}`` replaced by ``<*>``.  Only the
``rng`` passed in is used.

desktop_journal
    ``journalctl`` short output of one Linux laptop over roughly a day:
    ``Dec 03 02:13:58 thinkpad-x1 NetworkManager[812]: <info>  [1733192038.1234] ...``.
    Variable: the three timestamp tokens (month, day, time), the host name, the
    PID inside ``ident[pid]:`` (``kernel:`` has none), NetworkManager's epoch
    stamp, interface names, MACs/BSSIDs, IPs, ports, unit names and unit
    descriptions, session ids, user names, uids, device nodes, mount points,
    paths, D-Bus names, quoted values, ``key=value`` values, numbers, pointers,
    durations, free-text errors and command lines.
    Constant: program names, message wording, state-transition words
    (``activated -> deactivating``), result words (``DENIED``), fixed module
    names (``FuEngine``, ``mod.jackdbus-detect``), level words (``<info>``,
    ``<warn>``).  Level: NetworkManager's ``<info>``/``<warn>``, gnome-shell's
    ``Window manager warning:`` / ``libinput error:`` prefixes; every other
    line carries no level ("-").

samba
    One Samba log file written by smbd and winbindd (``log file`` pointing both
    daemons at the same file), log level 3, default two-line records:
    ``[2026/12/03 02:13:58.123456,  3] ../../source3/smbd/service.c:1125(make_connection_snum)``
    followed by the two-space indented message; DEBUGADD continuation lines
    (copyright banner, panic backtrace frames) follow without a header.  Every
    physical line is a row.  Header template is per (debug level, source file,
    function): the two date/time tokens and the line number are variable, the
    debug level, source path and function name are constant.  In the messages,
    machine names, IPs, ports, user/domain names, share names, file paths,
    uids/gids, pids, NT_STATUS codes (printed via nt_errstr), errno strings,
    bracketed values and ``key=value`` values are variable; wording is
    constant.  Level: debug level 0 -> ERROR, 1 -> WARN, 2-4 -> INFO,
    5+ -> DEBUG; all lines of a panic record -> FATAL.

cups
    CUPS error_log, access_log and page_log lines interleaved in one file.
    error_log: ``E [03/Dec/2026:02:13:58 +0000] [Job 42] ...``; the level
    letter is constant per message (E->ERROR, W->WARN, I/N->INFO, D->DEBUG),
    the two timestamp tokens, job ids, client numbers, PIDs, printer/user
    names, paths, quoted values, host:port and counts are variable.
    access_log: ``localhost - - [date tz] "POST /printers/x HTTP/1.1" 200 3456
    Print-Job successful-ok``: host, user, timestamp tokens, URL path parts
    and byte count are variable; method, HTTP status code, IPP operation and
    IPP status are constant per message.  page_log: ``printer user job [date
    tz] total N billing host job-name media sides``: all fields variable except
    ``total`` and the ``-`` billing placeholder.  access/page lines have no
    level ("-").
"""

from __future__ import annotations

import datetime as _dt
import random
import re
from typing import Callable

__all__ = ["FORMATS"]

N_ROWS = 2000
_FIELD = re.compile(r"\{(\w+)\}")
_MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_WDAY = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
_EPOCH = _dt.datetime(1970, 1, 1)


# --------------------------------------------------------------------------- helpers

def _zipf_cum(n: int, s: float) -> list[float]:
    cum, t = [], 0.0
    for i in range(n):
        t += 1.0 / (i + 1) ** s
        cum.append(t)
    return cum


class Pool:
    """Zipf-skewed choice from a list (first item most frequent unless shuffled)."""

    def __init__(self, rng: random.Random, items, s: float = 1.0, shuffle: bool = True):
        self.rng = rng
        self.items = list(items)
        assert self.items
        if shuffle:
            rng.shuffle(self.items)
        self.cum = _zipf_cum(len(self.items), s)

    def __call__(self):
        return self.rng.choices(self.items, cum_weights=self.cum)[0]


class Spec:
    __slots__ = ("key", "fmt", "level", "template", "fields", "extra")

    def __init__(self, key: str, fmt: str, level: str, extra=None):
        assert level in ("DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"), level
        self.key, self.fmt, self.level, self.extra = key, fmt, level, extra
        self.fields = _FIELD.findall(fmt)
        assert len(self.fields) == len(set(self.fields)), (key, fmt)
        self.template = _FIELD.sub("<*>", fmt)
        assert "{" not in self.template and "}" not in self.template, fmt


class Out:
    """Spec registry plus the rows emitted so far."""

    def __init__(self, name: str):
        self.name = name
        self.specs: dict[str, Spec] = {}
        self.templates: dict[str, str] = {}
        self.rows: list[dict[str, str]] = []
        self.used: set[str] = set()

    def add(self, key: str, fmt: str, level: str, extra=None) -> Spec:
        assert key not in self.specs, key
        sp = Spec(key, fmt, level, extra)
        assert sp.template not in self.templates, (self.name, sp.template, self.templates.get(sp.template))
        self.templates[sp.template] = key
        self.specs[key] = sp
        return sp

    def emit(self, key: str, level: str | None = None, **vals) -> None:
        sp = self.specs[key]

        def sub(m):
            v = str(vals[m.group(1)])
            assert v and "\n" not in v and "\r" not in v, (key, m.group(1), v)
            return v

        line = _FIELD.sub(sub, sp.fmt)
        self.rows.append({"line": line, "template": sp.template, "level": level or sp.level})
        self.used.add(key)


class Kind:
    __slots__ = ("name", "size", "weight", "fn")

    def __init__(self, name, size, weight, fn):
        self.name, self.size, self.weight, self.fn = name, size, weight, fn


def _schedule(rng: random.Random, kinds: list[Kind], total: int, first=()) -> list[Kind]:
    """Every kind once, then weighted draws, so the row count is exactly ``total``."""
    pos = [k for k in kinds if k.weight > 0]
    sizes = sorted({k.size for k in pos})
    ok = [False] * (total + 1)
    ok[0] = True
    for n in range(1, total + 1):
        ok[n] = any(n >= s and ok[n - s] for s in sizes)
    seq = list(kinds)
    rem = total - sum(k.size for k in seq)
    assert rem >= 0 and ok[rem], rem
    weights = [k.weight for k in pos]
    while rem > 0:
        k = rng.choices(pos, weights=weights)[0]
        if k.size <= rem and ok[rem - k.size]:
            seq.append(k)
            rem -= k.size
    rng.shuffle(seq)
    for name in reversed(first):
        i = next(i for i, k in enumerate(seq) if k.name == name)
        seq.insert(0, seq.pop(i))
    return seq


def _run(rng: random.Random, out: Out, kinds: list[Kind], clock: "Clock", span_s: float, first=()):
    names = [k.name for k in kinds]
    assert len(names) == len(set(names))
    seq = _schedule(rng, kinds, N_ROWS, first)
    clock.mean = span_s / len(seq)
    for k in seq:
        before = len(out.rows)
        k.fn()
        assert len(out.rows) - before == k.size, (k.name, len(out.rows) - before, k.size)
    assert len(out.rows) == N_ROWS
    missing = set(out.specs) - out.used
    assert not missing, (out.name, sorted(missing))
    return out.rows


class Clock:
    def __init__(self, rng: random.Random, start: _dt.datetime):
        self.rng = rng
        self.t = start
        self.mean = 30.0

    def tick(self, factor: float = 1.0) -> _dt.datetime:
        """Advance by an exponential gap (bursty: sometimes almost nothing)."""
        r = self.rng.random()
        if r < 0.25:
            gap = self.rng.uniform(0.0, 2.0)
        else:
            gap = self.rng.expovariate(1.0 / (self.mean * 1.3))
        self.t += _dt.timedelta(seconds=gap * factor)
        return self.t

    def bump(self, lo: float = 0.0, hi: float = 0.3) -> _dt.datetime:
        self.t += _dt.timedelta(seconds=self.rng.uniform(lo, hi))
        return self.t

    def jump(self, seconds: float) -> _dt.datetime:
        self.t += _dt.timedelta(seconds=seconds)
        return self.t


def _epoch(t: _dt.datetime) -> float:
    return (t - _EPOCH).total_seconds()


def _hex(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def _mac(rng: random.Random) -> str:
    return ":".join("%02x" % rng.randrange(256) for _ in range(6))


def _uuid(rng: random.Random) -> str:
    return "%s-%s-4%s-%s%s-%s" % (_hex(rng, 8), _hex(rng, 4), _hex(rng, 3),
                                  rng.choice("89ab"), _hex(rng, 3), _hex(rng, 12))


def _ptr(rng: random.Random) -> str:
    return "0x" + rng.choice(["55", "56", "7f"]) + _hex(rng, 9) + rng.choice("08")


def _start(rng: random.Random, year_lo=2024, year_hi=2026, hour_hi=8) -> _dt.datetime:
    d = _dt.datetime(rng.randint(year_lo, year_hi), rng.randint(1, 12), rng.randint(1, 28),
                     rng.randint(0, hour_hi), rng.randint(0, 59), rng.randint(0, 59),
                     rng.randrange(1000000))
    return d


def _template_regex(template: str) -> re.Pattern:
    return re.compile(".+?".join(re.escape(p) for p in template.split("<*>")), re.S)


# --------------------------------------------------------------------------- desktop_journal

_J_SYS_UNITS = [
    ("NetworkManager-dispatcher.service", "Network Manager Script Dispatcher Service"),
    ("systemd-hostnamed.service", "Hostname Service"),
    ("fwupd-refresh.service", "Refresh fwupd metadata and update motd"),
    ("packagekit.service", "PackageKit Daemon"),
    ("systemd-timedated.service", "Time & Date Service"),
    ("systemd-localed.service", "Locale Service"),
    ("man-db.service", "Daily man-db regeneration"),
    ("apt-daily.service", "Daily apt download activities"),
    ("apt-daily-upgrade.service", "Daily apt upgrade and clean activities"),
    ("logrotate.service", "Rotate log files"),
    ("systemd-tmpfiles-clean.service", "Cleanup of Temporary Directories"),
    ("fstrim.service", "Discard unused blocks on filesystems from /etc/fstab"),
    ("anacron.service", "Run anacron jobs"),
    ("motd-news.service", "Message of the Day"),
    ("fprintd.service", "Fingerprint Authentication Daemon"),
    ("systemd-suspend.service", "System Suspend"),
    ("colord.service", "Manage, Install and Generate Color Profiles"),
    ("systemd-rfkill.service", "Load/Save RF Kill Switch Status"),
    ("update-notifier-download.service", "Download data for packages that failed at package install time"),
    ("ua-timer.service", "Ubuntu Advantage Timer for running repeated jobs"),
    ("sysstat-collect.service", "system activity accounting tool"),
    ("e2scrub_all.service", "Online ext4 Metadata Check for All Filesystems"),
    ("dpkg-db-backup.service", "Daily dpkg database backup service"),
    ("snapd.snap-repair.service", "Automatically fetch and run repair assertions"),
]
_J_USER_UNITS = [
    ("tracker-extract-3.service", "Tracker metadata extractor"),
    ("xdg-desktop-portal.service", "Portal service"),
    ("xdg-desktop-portal-gnome.service", "Portal service (GNOME implementation)"),
    ("xdg-document-portal.service", "flatpak document portal service"),
    ("xdg-permission-store.service", "sandboxed app permission store"),
    ("evolution-addressbook-factory.service", "Evolution address book service"),
    ("evolution-calendar-factory.service", "Evolution calendar service"),
    ("gvfs-metadata.service", "Virtual filesystem metadata service"),
    ("gvfs-mtp-volume-monitor.service", "Virtual filesystem service - Media Transfer Protocol monitor"),
    ("gnome-terminal-server.service", "GNOME Terminal Server"),
    ("snap.snapd-desktop-integration.snapd-desktop-integration.service",
     "Service for snap application snapd-desktop-integration.snapd-desktop-integration"),
]
_J_APPS = ["firefox_firefox", "org.gnome.Nautilus", "org.gnome.Terminal", "code_code",
           "thunderbird_thunderbird", "org.gnome.Settings", "libreoffice-writer",
           "spotify_spotify", "org.gnome.Evince", "slack_slack", "org.gnome.Calculator"]
_J_TARGETS = [("sleep.target", "Sleep"), ("suspend.target", "Suspend"),
              ("network-online.target", "Network is Online"), ("bluetooth.target", "Bluetooth Support"),
              ("printer.target", "Printer Support"), ("sound.target", "Sound Card"),
              ("smartcard.target", "Smart Card"), ("timers.target", "Timer Units")]
_J_HOSTS = ["thinkpad-x1", "laptop", "xps13", "framework", "alice-laptop", "t14s", "zenbook"]
_J_USERS = ["alice", "jdoe", "mkowalski", "sam", "lena", "pierre", "tom"]


def make_desktop_journal(rng: random.Random) -> list[dict[str, str]]:
    out = Out("desktop_journal")
    clock = Clock(rng, _start(rng, hour_hi=7))
    host = rng.choice(_J_HOSTS)
    owner = rng.choice(_J_USERS)
    other = rng.choice([u for u in _J_USERS if u != owner])
    users = Pool(rng, [owner, "gdm", other], s=1.6, shuffle=False)
    login_users = Pool(rng, [owner, other], s=2.0, shuffle=False)
    uid_of = {owner: 1000, "gdm": rng.choice([120, 121, 125, 128]), other: 1001, "root": 0}

    # fixed daemon pids for this boot
    pid = {name: rng.randint(lo, hi) for name, lo, hi in [
        ("nm", 780, 900), ("wpa", 880, 1000), ("bt", 700, 800), ("avahi", 700, 800),
        ("logind", 800, 900), ("polkit", 720, 820), ("udisks", 820, 950), ("cups", 950, 1100),
        ("pw", 1700, 2100), ("wp", 1700, 2100), ("fwupd", 2300, 3400), ("snapd", 790, 900),
        ("resolved", 600, 700), ("rtkit", 1100, 1400), ("dbus", 730, 800), ("shell", 1900, 2400),
        ("usersd", 1600, 1800)]}
    sd_pid = Pool(rng, [1, pid["usersd"]], s=1.3, shuffle=False)

    ifaces = Pool(rng, ["wlp2s0", "enx00e04c680a3d", "enp0s31f6", "tun0", "virbr0", "docker0"], s=1.8,
                  shuffle=False)
    dhcp_ifaces = Pool(rng, ["wlp2s0", "enx00e04c680a3d", "enp0s31f6"], s=1.8, shuffle=False)
    lan_ips = Pool(rng, ["192.168.1.%d" % rng.randint(20, 80), "10.%d.%d.%d" % (rng.randint(0, 40),
                         rng.randint(0, 255), rng.randint(2, 250)), "172.20.10.%d" % rng.randint(2, 14),
                         "192.168.0.%d" % rng.randint(100, 199), "10.12.%d.%d" % (rng.randint(0, 9),
                         rng.randint(2, 250)), "192.168.178.%d" % rng.randint(20, 60)], s=1.2)
    dns_ips = Pool(rng, ["192.168.1.1", "127.0.0.53", "10.0.0.1", "1.1.1.1", "8.8.8.8", "172.20.10.1",
                         "192.168.178.1", "9.9.9.9"], s=1.1)
    conns = Pool(rng, ["HomeNet-5G", "Wired connection 1", "eduroam", "CoffeeShop Guest", "iPhone",
                       "OfficeWiFi", "FRITZ!Box 7590 XY", "Hotel-Guest"], s=1.0)
    bssids = Pool(rng, [_mac(rng) for _ in range(14)], s=1.1)
    bt_devs = Pool(rng, [_mac(rng).upper() for _ in range(6)], s=1.2)
    lan_macs = [_mac(rng) for _ in range(25)]
    lan_src = Pool(rng, list(range(25)), s=0.9)

    sys_units = Pool(rng, _J_SYS_UNITS, s=1.0)
    user_units = Pool(rng, _J_USER_UNITS, s=1.0)
    targets = Pool(rng, _J_TARGETS, s=1.0)
    apps = Pool(rng, _J_APPS, s=1.0)
    sess_no = [rng.randint(2, 9)]

    def session_id():
        return str(rng.randint(max(1, sess_no[0] - 4), sess_no[0] + 1))

    def unit_and_desc(user: bool):
        if user:
            r = rng.random()
            if r < 0.35:
                a = apps()
                p = rng.randint(2500, 98000)
                return "app-gnome-%s-%d.scope" % (a.replace("_", "-"), p), "Application launched by gnome-shell"
            if r < 0.45:
                p = rng.randint(2500, 98000)
                return ("vte-spawn-%s.scope" % _uuid(rng),
                        "VTE child process %d launched by gnome-terminal-server process %d"
                        % (p, pid["shell"] + rng.randint(300, 900)))
            return user_units()
        return sys_units()

    def ts():
        t = clock.t
        return {"mon": _MON[t.month - 1], "day": "%02d" % t.day, "hms": t.strftime("%H:%M:%S"),
                "host": host}

    def nmts():
        return "%.4f" % _epoch(clock.t)

    def cpu_time():
        r = rng.random()
        if r < 0.3:
            return "%dms" % rng.randint(3, 999)
        if r < 0.8:
            return "%.3fs" % rng.uniform(1, 59)
        return "%dmin %.3fs" % (rng.randint(1, 40), rng.uniform(0, 59.999))

    P = "{mon} {day} {hms} {host} "
    J = lambda key, ident, msg, level="-": out.add(key, P + ident + ": " + msg, level)  # noqa: E731

    J("nm_deact", "NetworkManager[{pid}]", "<info>  [{nmts}] device ({iface}): state change: activated -> "
      "deactivating (reason '{reason}', sys-iface-state: '{sis}')", "INFO")
    J("nm_ipchk", "NetworkManager[{pid}]", "<info>  [{nmts}] device ({iface}): state change: ip-config -> "
      "ip-check (reason '{reason}', sys-iface-state: '{sis}')", "INFO")
    J("nm_dhcp", "NetworkManager[{pid}]", "<info>  [{nmts}] dhcp4 ({iface}): state changed new lease, "
      "address={ip}", "INFO")
    J("nm_fail", "NetworkManager[{pid}]", "<warn>  [{nmts}] device ({iface}): Activation: failed for "
      "connection '{conn}'", "WARN")
    J("wpa_sig", "wpa_supplicant[{pid}]", "{iface}: CTRL-EVENT-SIGNAL-CHANGE above={above} signal={sig} "
      "noise={noise} txrate={tx}")
    J("wpa_conn", "wpa_supplicant[{pid}]", "{iface}: CTRL-EVENT-CONNECTED - Connection to {bssid} "
      "completed [id={nid} id_str=]")
    J("wpa_disc", "wpa_supplicant[{pid}]", "{iface}: CTRL-EVENT-DISCONNECTED bssid={bssid} reason={reason} "
      "locally_generated={lg}")
    J("bt_fail", "bluetoothd[{pid}]", "src/service.c:btd_service_connect() {profile} profile connect "
      "failed for {mac}: {err}")
    J("bt_ep", "bluetoothd[{pid}]", "Endpoint registered: sender={sender} path={path}")
    J("bt_resume", "bluetoothd[{pid}]", "Controller resume with wake event {ev}")
    J("av_reg", "avahi-daemon[{pid}]", "Registering new address record for {ip} on {iface}.IPv4.")
    J("av_wd", "avahi-daemon[{pid}]", "Withdrawing address record for {ip} on {iface}.")
    J("sd_starting", "systemd[{pid}]", "Starting {unit} - {desc}...")
    J("sd_started", "systemd[{pid}]", "Started {unit} - {desc}.")
    J("sd_stopping", "systemd[{pid}]", "Stopping {unit} - {desc}...")
    J("sd_stopped", "systemd[{pid}]", "Stopped {unit} - {desc}.")
    J("sd_deact", "systemd[{pid}]", "{unit}: Deactivated successfully.")
    J("sd_consumed", "systemd[{pid}]", "{unit}: Consumed {cpu} CPU time.")
    J("sd_target", "systemd[{pid}]", "Reached target {unit} - {desc}.")
    J("sd_mainexit", "systemd[{pid}]", "{unit}: Main process exited, code={code}, status={status}")
    J("sd_failed", "systemd[{pid}]", "{unit}: Failed with result '{result}'.")
    J("lg_new", "systemd-logind[{pid}]", "New session {sess} of user {user}.")
    J("lg_removed", "systemd-logind[{pid}]", "Removed session {sess}.")
    J("lg_lidc", "systemd-logind[{pid}]", "Lid closed.")
    J("lg_lido", "systemd-logind[{pid}]", "Lid opened.")
    J("gdm_open", "gdm-password][{pid}]", "pam_unix(gdm-password:session): session opened for user "
      "{user}(uid={uid}) by (uid={byuid})")
    J("gdm_keyring", "gdm-password][{pid}]", "gkr-pam: unlocked login keyring")
    J("gdm_authfail", "gdm-password][{pid}]", "pam_unix(gdm-password:auth): authentication failure; "
      "logname= uid={uid} euid={euid} tty={tty} ruser= rhost=  user={user}")
    J("gs_wm", "gnome-shell[{pid}]", "Window manager warning: Overwriting existing binding of keysym {k1} "
      "with keysym {k2} (keycode {kc}).", "WARN")
    J("gs_stage", "gnome-shell[{pid}]", "Can't update stage views actor <unnamed>[<{cls}>:{ptr}] is on "
      "because it needs an allocation.")
    J("gs_libinput", "gnome-shell[{pid}]", "libinput error: client bug: timer event{ev} debounce: scheduled "
      "expiry is in the past (-{ms}ms), your system is too slow", "ERROR")
    J("pk_reg", "polkitd[{pid}]", "Registered Authentication Agent for unix-session:{sess} (system bus name "
      "{bus} [/usr/bin/gnome-shell], object path /org/freedesktop/PolicyKit1/AuthenticationAgent, "
      "locale en_US.UTF-8)")
    J("pk_op", "polkitd[{pid}]", "Operator of unix-session:{sess} successfully authenticated as "
      "unix-user:{user} to gain TEMPORARY authorization for action {action} for system-bus-name:{bus} "
      "[{cmd}] (owned by unix-user:{owner})")
    J("ud_mount", "udisksd[{pid}]", "Mounted {dev} at {mnt} on behalf of uid {uid}")
    J("ud_unmount", "udisksd[{pid}]", "Unmounted {dev} on behalf of uid {uid}")
    J("cu_renew", "cupsd[{pid}]", 'REQUEST {chost} - - "POST / HTTP/1.1" 200 {size} Renew-Subscription '
      'successful-ok')
    J("cu_create", "cupsd[{pid}]", 'REQUEST {chost} - - "POST / HTTP/1.1" 200 {size} '
      'Create-Printer-Subscriptions successful-ok')
    J("k_usbnew", "kernel", "usb {port}: new high-speed USB device number {n} using xhci_hcd")
    J("k_usbdisc", "kernel", "usb {port}: USB disconnect, device number {n}")
    J("k_pmentry", "kernel", "PM: suspend entry (s2idle)")
    J("k_pmexit", "kernel", "PM: suspend exit")
    J("k_audit", "kernel", 'audit: type={type} audit({ats}:{aser}): apparmor="DENIED" operation="{op}" '
      'class="{cls}" profile="{prof}" name="{name}" pid={apid} comm="{comm}" requested_mask="{rm}" '
      'denied_mask="{dm}" fsuid={fsuid} ouid={ouid}')
    J("k_ufw", "kernel", "[UFW BLOCK] IN={iface} OUT= MAC={mac} SRC={src} DST={dst} LEN={len} TOS={tos} "
      "PREC={prec} TTL={ttl} ID={id} DF PROTO={proto} SPT={spt} DPT={dpt} LEN={ulen}")
    J("pw_jack", "pipewire[{pid}]", "mod.jackdbus-detect: Failed to receive jackdbus reply: "
      "org.freedesktop.DBus.Error.ServiceUnknown: The name org.jackaudio.service was not provided by "
      "any .service files")
    J("pw_xrun", "pipewire[{pid}]", "pw.node: ({node}) graph xrun not-triggered ({n} suppressed)")
    J("wp_lookup", "wireplumber[{pid}]", "<WpPortalPermissionStorePlugin:{ptr}> Failed to call Lookup: "
      "GDBus.Error:org.freedesktop.portal.Error.NotFound: No entry for camera")
    J("wp_spa", "wireplumber[{pid}]", "wp-device: SPA handle 'api.libcamera.enum.manager' could not be "
      "loaded; is it installed?")
    J("fw_dev", "fwupd[{pid}]", "{ft} FuEngine             failed to add device {path}: {err}")
    J("fw_esp", "fwupd[{pid}]", "{ft} FuPluginUefiCapsule  cannot find default ESP: No ESP or BDP found")
    J("sn_noupd", "snapd[{pid}]", "storehelpers.go:{ln}: cannot refresh: snap has no updates available: "
      "{snaps}")
    J("sn_auto", "snapd[{pid}]", "autorefresh.go:{ln}: auto-refresh: all snaps are up-to-date")
    J("rs_deg", "systemd-resolved[{pid}]", "Using degraded feature set UDP instead of UDP+EDNS0 for DNS "
      "server {ip}.")
    J("rs_grace", "systemd-resolved[{pid}]", "Grace period over, resuming full feature set (UDP+EDNS0) for "
      "DNS server {ip}.")
    J("rt_hp", "rtkit-daemon[{pid}]", "Successfully made thread {tid} of process {ppid} owned by '{uid}' "
      "high priority at nice level {nice}.")
    J("rt_sup", "rtkit-daemon[{pid}]", "Supervising {t} threads of {p} processes of {u} users.")
    J("db_act", "dbus-daemon[{pid}]", "[system] Activating via systemd: service name='{svc}' unit='{unit}' "
      "requested by '{bus}' (uid={uid} pid={rpid} comm=\"{comm}\" label=\"{label}\")")
    J("db_ok", "dbus-daemon[{pid}]", "[system] Successfully activated service '{svc}'")
    J("su_cmd", "sudo[{pid}]", "{user} : TTY={tty} ; PWD={pwd} ; USER={ruser} ; COMMAND={cmd}")
    J("su_open", "sudo[{pid}]", "pam_unix(sudo:session): session opened for user {ruser}(uid={ruid}) by "
      "{user}(uid={uid})")
    J("su_close", "sudo[{pid}]", "pam_unix(sudo:session): session closed for user {ruser}")

    E = out.emit

    # ---- value pools used by the event functions
    profiles = Pool(rng, ["a2dp-sink", "hfp-hf", "a2dp-source", "hsp-hs", "avrcp-controller"], s=1.2,
                    shuffle=False)
    bt_errs = Pool(rng, ["Protocol not available", "Host is down", "Connection refused",
                         "Device or resource busy", "Input/output error", "Software caused connection abort"],
                   s=1.1)
    ep_paths = Pool(rng, ["/MediaEndpoint/A2DPSink/sbc", "/MediaEndpoint/A2DPSource/sbc",
                          "/MediaEndpoint/A2DPSink/aac", "/MediaEndpoint/A2DPSource/aac",
                          "/MediaEndpoint/A2DPSink/ldac", "/MediaEndpoint/A2DPSink/sbc_xq_552",
                          "/MediaEndpoint/A2DPSource/opus_05", "/MediaEndpoint/A2DPSink/aptx_hd"], s=0.8)
    reasons_deact = Pool(rng, ["sleeping", "user-requested", "connection-removed", "carrier-changed",
                               "supplicant-disconnect", "new-activation"], s=1.2, shuffle=False)
    reasons_ip = Pool(rng, ["none", "ip-config-unavailable", "dhcp-failed"], s=2.0, shuffle=False)
    sis = Pool(rng, ["managed", "external", "assume"], s=2.2, shuffle=False)
    keysyms = Pool(rng, [str(x) for x in range(30, 40)] + ["65", "66", "ff1b"], s=0.7)
    shell_cls = Pool(rng, ["MetaWindowActorX11", "MetaWindowActorWayland", "MetaSurfaceActorX11",
                           "StWidget", "StBoxLayout", "ClutterActor", "StBin", "MetaWindowGroup"], s=1.0)
    actions = Pool(rng, ["org.freedesktop.packagekit.system-update",
                         "org.freedesktop.NetworkManager.settings.modify.system",
                         "org.freedesktop.packagekit.package-install",
                         "org.freedesktop.udisks2.filesystem-mount-other-seat",
                         "org.freedesktop.fwupd.update-internal",
                         "org.gnome.controlcenter.datetime.configure",
                         "io.snapcraft.snapd.manage"], s=1.0)
    pk_cmds = Pool(rng, ["/usr/bin/gnome-software --gapplication-service", "/usr/bin/gnome-control-center",
                         "/snap/snap-store/1113/usr/bin/snap-store", "/usr/bin/nautilus --gapplication-service",
                         "/usr/libexec/gsd-datetime", "/usr/bin/update-manager"], s=1.0)
    usb_ports = Pool(rng, ["1-2", "3-1", "1-1", "3-2", "1-4", "1-2.1", "1-2.2", "3-1.4", "2-1", "1-3"], s=1.0)
    audit_prof = Pool(rng, ["snap.firefox.firefox", "snap.snap-store.snap-store", "snap.code.code",
                            "/usr/bin/evince", "snap.thunderbird.thunderbird", "libreoffice-soffice",
                            "snap.spotify.spotify", "snap-update-ns.firefox"], s=1.2)
    audit_names = ["/proc/pressure/memory", "/proc/pressure/cpu", "/proc/pressure/io", "/etc/fstab",
                   "/sys/devices/system/cpu/cpufreq/policy0/cpuinfo_max_freq", "/run/user/1000/dconf/user",
                   "/proc/sys/vm/overcommit_memory", "/etc/ssl/openssl.cnf", "/usr/share/hunspell/",
                   "/dev/", "/sys/fs/cgroup/user.slice/user-1000.slice/session-2.scope/memory.max"]
    audit_name = Pool(rng, audit_names, s=1.1)
    audit_comm = Pool(rng, ["MemoryPoller", "firefox", "Socket Thread", "gmain", "evince", "snap-store",
                            "GeckoMain", "code", "thunderbird", "pool-spawner", "Isolated Web Co"], s=1.0)
    audit_comm_of = {"/usr/bin/evince": "evince", "snap.snap-store.snap-store": "snap-store",
                     "snap.code.code": "code", "snap.spotify.spotify": "spotify",
                     "libreoffice-soffice": "soffice.bin", "snap-update-ns.firefox": "5"}
    audit_seq = [rng.randint(150, 900)]

    def audit_serial():
        audit_seq[0] += rng.randint(1, 40)
        return audit_seq[0]

    audit_op = Pool(rng, [("open", "r", "r"), ("open", "w", "w"), ("file_mmap", "r", "r"),
                          ("mknod", "c", "c"), ("open", "rw", "w"), ("exec", "x", "x")], s=1.5, shuffle=False)
    mdns = [("224.0.0.251", 5353, 5353, "01:00:5e:00:00:fb")] * 3 + [
        ("239.255.255.250", None, 1900, "01:00:5e:7f:ff:fa"), ("224.0.0.252", None, 5355, "01:00:5e:00:00:fc")]
    nodes = Pool(rng, ["alsa_output.pci-0000_00_1f.3.analog-stereo", "alsa_input.pci-0000_00_1f.3.analog-stereo",
                       "bluez_output.%s.1" % bt_devs().replace(":", "_"),
                       "alsa_output.usb-Generic_USB_Audio-00.HiFi__hw_Audio__sink",
                       "alsa_output.pci-0000_00_1f.3.hdmi-stereo"], s=1.3, shuffle=False)
    fw_paths = Pool(rng, ["/sys/devices/pci0000:00/0000:00:14.0/usb3/3-1",
                          "/sys/devices/pci0000:00/0000:00:14.0/usb1/1-2",
                          "/sys/devices/pci0000:00/0000:00:1f.5", "/sys/devices/platform/MSFT0101:00/tpm/tpm0",
                          "/sys/devices/pci0000:00/0000:00:0d.0/usb3/3-1"], s=1.0)
    fw_errs = Pool(rng, ["USB error on device 046d:c52b : Entity not found [-5]",
                         "failed to open: permission denied", "device version not set",
                         "USB error on device 0bda:8153 : No such device (it may have been disconnected) [-4]",
                         "not a valid device"], s=1.0)
    snap_lists = ['"core22", "firefox", "gnome-42-2204", "gtk-common-themes", "snap-store", "snapd"',
                  '"core22", "firefox", "snapd"', '"bare", "core20", "core22", "firefox", "gnome-3-38-2004", '
                  '"gnome-42-2204", "gtk-common-themes", "snap-store", "snapd", "snapd-desktop-integration"',
                  '"code", "core20", "core22", "firefox", "spotify", "thunderbird"', '"firefox"',
                  '"core22", "firefox", "snapd", "thunderbird"']
    snaps = Pool(rng, snap_lists, s=1.0)
    dbus_svcs = Pool(rng, [
        ("org.freedesktop.nm_dispatcher", "dbus-org.freedesktop.nm-dispatcher.service", 0, pid["nm"],
         "/usr/sbin/NetworkManager --no-daemon", "unconfined"),
        ("org.freedesktop.hostname1", "dbus-org.freedesktop.hostname1.service", 1000, pid["shell"],
         "/usr/bin/gnome-shell", "unconfined"),
        ("org.freedesktop.PackageKit", "packagekit.service", 1000, None,
         "/usr/bin/gnome-software --gapplication-service", "unconfined"),
        ("org.freedesktop.timedate1", "dbus-org.freedesktop.timedate1.service", 1000, None,
         "/usr/libexec/gsd-datetime", "unconfined"),
        ("org.freedesktop.locale1", "dbus-org.freedesktop.locale1.service", 1000, None,
         "/usr/libexec/gsd-keyboard", "unconfined"),
        ("org.freedesktop.fwupd", "fwupd.service", 1000, None,
         "/snap/firmware-updater/109/bin/firmware-updater-app", "snap.firmware-updater.firmware-updater-app "
         "(enforce)"),
        ("org.freedesktop.fprint", "fprintd.service", 0, None, "/usr/libexec/gdm-session-worker [pam/gdm-password]",
         "unconfined"),
    ], s=1.1, shuffle=False)
    sudo_cmds = Pool(rng, ["/usr/bin/apt update", "/usr/bin/apt upgrade", "/usr/bin/systemctl restart "
                           "NetworkManager", "/usr/bin/dmesg", "/usr/bin/snap refresh",
                           "/usr/bin/journalctl -b -u NetworkManager", "/usr/sbin/ufw status verbose",
                           "/usr/bin/docker ps -a", "/usr/bin/apt install -y htop", "/usr/bin/fwupdmgr update",
                           "/usr/bin/nano /etc/hosts", "/usr/bin/mount -a", "/usr/bin/lsof -i :8080",
                           "/usr/bin/tail -f /var/log/syslog", "/usr/sbin/iw dev wlp2s0 scan"], s=0.9)
    sudo_pwds = Pool(rng, ["/home/%s" % owner, "/home/%s/src/webapp" % owner, "/etc", "/home/%s/Downloads" % owner,
                           "/tmp", "/home/%s/dotfiles" % owner, "/var/log", "/home/%s/src/infra" % owner], s=1.1)

    usb_dev_no = [rng.randint(2, 5)]
    wifi_sig = [rng.randint(-70, -45)]

    # ---- event functions
    def ev_nm_deact():
        clock.tick()
        E("nm_deact", **ts(), pid=pid["nm"], nmts=nmts(), iface=ifaces(), reason=reasons_deact(), sis=sis())

    def ev_nm_ipchk():
        clock.tick()
        E("nm_ipchk", **ts(), pid=pid["nm"], nmts=nmts(), iface=ifaces(), reason=reasons_ip(), sis=sis())

    def ev_nm_dhcp():
        clock.tick()
        E("nm_dhcp", **ts(), pid=pid["nm"], nmts=nmts(), iface=dhcp_ifaces(), ip=lan_ips())

    def ev_nm_fail():
        clock.tick()
        E("nm_fail", **ts(), pid=pid["nm"], nmts=nmts(), iface=ifaces(), conn=conns())

    def ev_wpa_sig():
        clock.tick()
        sig = max(-88, min(-34, wifi_sig[0] + rng.randint(-6, 6)))
        if rng.random() < 0.03:
            sig = rng.randint(-80, -40)  # roamed / moved to another room
        wifi_sig[0] = sig
        E("wpa_sig", **ts(), pid=pid["wpa"], iface="wlp2s0", above=1 if sig > -65 else 0, sig=sig,
          noise=rng.choice([9999, 9999, 9999, -92, -95]),
          tx=rng.choice([866700, 780000, 650000, 585000, 433300, 300000, 144400, 72200, 6000, 1201000]))

    def ev_wpa_conn():
        clock.tick()
        E("wpa_conn", **ts(), pid=pid["wpa"], iface="wlp2s0", bssid=bssids(), nid=rng.randint(0, 3))

    def ev_wpa_disc():
        clock.tick()
        E("wpa_disc", **ts(), pid=pid["wpa"], iface="wlp2s0", bssid=bssids(), reason=rng.choice([3, 3, 3, 4, 8, 2]),
          lg=1)

    def ev_bt_fail():
        clock.tick()
        E("bt_fail", **ts(), pid=pid["bt"], profile=profiles(), mac=bt_devs(), err=bt_errs())

    def ev_bt_ep():
        clock.tick()
        E("bt_ep", **ts(), pid=pid["bt"], sender=":1.%d" % rng.randint(40, 420), path=ep_paths())

    def ev_bt_resume():
        clock.tick()
        E("bt_resume", **ts(), pid=pid["bt"], ev=rng.choice(["0x0", "0x0", "0x0", "0x2", "0x1"]))

    def ev_av_reg():
        clock.tick()
        E("av_reg", **ts(), pid=pid["avahi"], ip=lan_ips(), iface=ifaces())

    def ev_av_wd():
        clock.tick()
        E("av_wd", **ts(), pid=pid["avahi"], ip=lan_ips(), iface=ifaces())

    def ev_sd_pair():
        clock.tick()
        p = sd_pid()
        u, d = unit_and_desc(p != 1)
        E("sd_starting", **ts(), pid=p, unit=u, desc=d)
        clock.bump(0.0, 1.5)
        E("sd_started", **ts(), pid=p, unit=u, desc=d)

    def ev_sd_started():
        clock.tick()
        p = sd_pid()
        u, d = unit_and_desc(p != 1)
        E("sd_started", **ts(), pid=p, unit=u, desc=d)

    def deact_unit(p):
        r = rng.random()
        if p == 1 and r < 0.25:
            return "session-%s.scope" % session_id()
        if p == 1 and r < 0.32:
            return "run-user-%d.mount" % uid_of[users()]
        return unit_and_desc(p != 1)[0]

    def ev_sd_deact():
        clock.tick()
        p = sd_pid()
        E("sd_deact", **ts(), pid=p, unit=deact_unit(p))

    def ev_sd_deact_consumed():
        clock.tick()
        p = sd_pid()
        u = deact_unit(p)
        while u.endswith(".mount"):
            u = deact_unit(p)
        E("sd_deact", **ts(), pid=p, unit=u)
        E("sd_consumed", **ts(), pid=p, unit=u, cpu=cpu_time())

    def ev_sd_target():
        clock.tick()
        u, d = targets()
        E("sd_target", **ts(), pid=sd_pid(), unit=u, desc=d)

    def ev_sd_fail():
        clock.tick()
        u = rng.choice(["update-notifier-download.service", "fwupd-refresh.service", "motd-news.service",
                        "snapd.snap-repair.service", "apport-autoreport.service", "fprintd.service"])
        code, st, res = rng.choice([("exited", "1/FAILURE", "exit-code"), ("exited", "1/FAILURE", "exit-code"),
                                    ("exited", "2/INVALIDARGUMENT", "exit-code"),
                                    ("dumped", "6/ABRT", "core-dump"), ("killed", "9/KILL", "signal")])
        E("sd_mainexit", **ts(), pid=1, unit=u, code=code, status=st)
        clock.bump(0.0, 0.01)
        E("sd_failed", **ts(), pid=1, unit=u, result=res)

    def ev_login():
        clock.tick()
        u = login_users()
        sess_no[0] += 1
        s = str(sess_no[0])
        wp = rng.randint(2000, 60000)
        E("gdm_open", **ts(), pid=wp, user=u, uid=uid_of[u], byuid=0)
        clock.bump(0.01, 0.2)
        E("lg_new", **ts(), pid=pid["logind"], sess=s, user=u)
        clock.bump(0.1, 1.0)
        E("gdm_keyring", **ts(), pid=wp)

    def ev_lg_removed():
        clock.tick()
        E("lg_removed", **ts(), pid=pid["logind"], sess=session_id())

    def ev_suspend():
        clock.tick()
        E("lg_lidc", **ts(), pid=pid["logind"])
        clock.bump(1.0, 4.0)
        E("k_pmentry", **ts())
        clock.jump(rng.uniform(300, 3600))
        E("k_pmexit", **ts())
        clock.bump(0.0, 1.5)
        E("lg_lido", **ts(), pid=pid["logind"])

    def ev_gdm_authfail():
        clock.tick()
        u = login_users()
        E("gdm_authfail", **ts(), pid=rng.randint(2000, 60000), uid=0, euid=0, tty=rng.choice(["/dev/tty1", "/dev/tty2"]),
          user=u)

    def ev_gs_wm():
        clock.tick()
        k = keysyms()
        E("gs_wm", **ts(), pid=pid["shell"], k1=k, k2=k, kc=rng.choice("abcdef") if rng.random() < 0.6 else
          "%x" % rng.randint(10, 120))

    def ev_gs_stage():
        clock.tick()
        E("gs_stage", **ts(), pid=pid["shell"], cls=shell_cls(), ptr=_ptr(rng))

    def ev_gs_libinput():
        clock.tick()
        E("gs_libinput", **ts(), pid=pid["shell"], ev=rng.choice([4, 5, 7, 7, 7, 12, 17]), ms=rng.randint(1, 40))

    def ev_pk_reg():
        clock.tick()
        E("pk_reg", **ts(), pid=pid["polkit"], sess=session_id(), bus=":1.%d" % rng.randint(40, 900))

    def ev_pk_op():
        clock.tick()
        E("pk_op", **ts(), pid=pid["polkit"], sess=session_id(), user=owner, action=actions(),
          bus=":1.%d" % rng.randint(100, 2400), cmd=pk_cmds(), owner=owner)

    def ev_udisks():
        clock.tick()
        dev = "/dev/sd%s%d" % (rng.choice("abbbc"), rng.randint(1, 2)) if rng.random() < 0.8 else \
            "/dev/mmcblk0p%d" % rng.randint(1, 2)
        label = rng.choice(["USB DISK", "SANDISK", "KINGSTON", "3F2A-11C9", "BACKUP", "EOS_DIGITAL", "Ventoy",
                            "%s-%s" % (_hex(rng, 4).upper(), _hex(rng, 4).upper()), "Photos 2023"])
        mnt = "/media/%s/%s" % (owner, label)
        E("ud_mount", **ts(), pid=pid["udisks"], dev=dev, mnt=mnt, uid=1000)
        clock.jump(rng.uniform(30, 900))
        E("ud_unmount", **ts(), pid=pid["udisks"], dev=dev, uid=1000)

    def ev_cu_renew():
        clock.tick()
        E("cu_renew", **ts(), pid=pid["cups"], chost="localhost", size=rng.choice([176, 183, 185, 187, 190]))

    def ev_cu_create():
        clock.tick()
        E("cu_create", **ts(), pid=pid["cups"], chost="localhost", size=rng.choice([292, 294, 296, 301, 395]))

    def ev_usb():
        clock.tick()
        port = usb_ports()
        usb_dev_no[0] += 1
        n = usb_dev_no[0]
        E("k_usbnew", **ts(), port=port, n=n)
        clock.jump(rng.uniform(5, 600))
        E("k_usbdisc", **ts(), port=port, n=n)

    def ev_sd_stop():
        clock.tick()
        p = sd_pid()
        u, d = unit_and_desc(p != 1)
        E("sd_stopping", **ts(), pid=p, unit=u, desc=d)
        clock.bump(0.0, 2.0)
        E("sd_stopped", **ts(), pid=p, unit=u, desc=d)
        if rng.random() < 0.5:
            E("sd_consumed", **ts(), pid=p, unit=u, cpu=cpu_time())
        else:
            E("sd_deact", **ts(), pid=p, unit=u)

    def ev_k_audit():
        clock.tick()
        op, rm, dm = audit_op()
        name = audit_name()
        if rng.random() < 0.2:
            name = "/proc/%d/%s" % (rng.randint(2000, 90000), rng.choice(["cgroup", "oom_score_adj", "mountinfo"]))
        prof = audit_prof()
        comm = audit_comm_of.get(prof) or audit_comm()
        E("k_audit", **ts(), type=1400, ats="%.3f" % _epoch(clock.t), aser=audit_serial(), op=op,
          cls="file", prof=prof, name=name, apid=rng.randint(2000, 90000), comm=comm,
          rm=rm, dm=dm, fsuid=1000, ouid=rng.choice([0, 0, 1000]))

    def ev_k_ufw():
        clock.tick()
        dst, spt, dpt, dmac = rng.choice(mdns)
        i = lan_src()
        src = "192.168.1.%d" % (20 + i * 7 % 200)
        ln = rng.randint(60, 420)
        E("k_ufw", **ts(), iface="wlp2s0" if rng.random() < 0.85 else "enx00e04c680a3d", mac="%s:%s:08:00" % (dmac, lan_macs[i]), src=src, dst=dst, len=ln,
          tos=rng.choice(["0x00", "0x00", "0x00", "0x08"]), prec="0x00", ttl=rng.choice([255, 255, 1, 4, 64]),
          id=rng.randint(0, 65535), proto="UDP", spt=spt if spt else rng.randint(32768, 60999), dpt=dpt,
          ulen=ln - 20)

    def ev_pw_jack():
        clock.tick()
        E("pw_jack", **ts(), pid=pid["pw"])

    def ev_pw_xrun():
        clock.tick()
        E("pw_xrun", **ts(), pid=pid["pw"], node="%s-%d" % (nodes(), rng.randint(40, 90)), n=rng.randint(0, 12))

    def ev_wp_lookup():
        clock.tick()
        E("wp_lookup", **ts(), pid=pid["wp"], ptr=_ptr(rng))

    def ev_wp_spa():
        clock.tick()
        E("wp_spa", **ts(), pid=pid["wp"])

    def fw_time():
        return clock.t.strftime("%H:%M:%S.") + "%03d" % (clock.t.microsecond // 1000)

    def ev_fw_dev():
        clock.tick()
        E("fw_dev", **ts(), pid=pid["fwupd"], ft=fw_time(), path=fw_paths(), err=fw_errs())

    def ev_fw_esp():
        clock.tick()
        E("fw_esp", **ts(), pid=pid["fwupd"], ft=fw_time())

    def ev_sn_noupd():
        clock.tick()
        E("sn_noupd", **ts(), pid=pid["snapd"], ln=rng.choice([748, 773, 1067]), snaps=snaps())

    def ev_sn_auto():
        clock.tick()
        E("sn_auto", **ts(), pid=pid["snapd"], ln=rng.choice([586, 586, 589]))

    def ev_rs_deg():
        clock.tick()
        ip = dns_ips()
        E("rs_deg", **ts(), pid=pid["resolved"], ip=ip)

    def ev_rs_grace():
        clock.tick()
        E("rs_grace", **ts(), pid=pid["resolved"], ip=dns_ips())

    def ev_rt_hp():
        clock.tick()
        proc = rng.choice([pid["pw"], pid["wp"], pid["pw"] + rng.randint(1, 40), pid["shell"]])
        E("rt_hp", **ts(), pid=pid["rtkit"], tid=proc + rng.randint(1, 300), ppid=proc, uid=1000, nice=-11)

    def ev_rt_sup():
        clock.tick()
        E("rt_sup", **ts(), pid=pid["rtkit"], t=rng.randint(1, 14), p=rng.randint(1, 6), u=rng.choice([1, 1, 1, 2]))

    def ev_dbus():
        clock.tick()
        svc, unit, uid, rpid, comm, label = dbus_svcs()
        E("db_act", **ts(), pid=pid["dbus"], svc=svc, unit=unit, bus=":1.%d" % rng.randint(10, 2400), uid=uid,
          rpid=rpid or rng.randint(2100, 90000), comm=comm, label=label)
        clock.bump(0.02, 0.8)
        E("db_ok", **ts(), pid=pid["dbus"], svc=svc)

    def ev_sudo():
        clock.tick()
        sp = rng.randint(3000, 250000)
        E("su_cmd", **ts(), pid=sp, user=owner.rjust(8), tty="pts/%d" % rng.choice([0, 0, 1, 1, 2, 3, 4, 6]),
          pwd=sudo_pwds(), ruser="root", cmd=sudo_cmds())
        clock.bump(0.0, 0.05)
        E("su_open", **ts(), pid=sp, ruser="root", ruid=0, user=owner, uid=1000)
        clock.bump(0.1, 20.0)
        E("su_close", **ts(), pid=sp, ruser="root")

    kinds = [
        Kind("wpa_sig", 1, 100, ev_wpa_sig),
        Kind("k_ufw", 1, 45, ev_k_ufw),
        Kind("cu_renew", 1, 34, ev_cu_renew),
        Kind("sd_deact_consumed", 2, 18, ev_sd_deact_consumed),
        Kind("sd_deact", 1, 16, ev_sd_deact),
        Kind("sd_pair", 2, 14, ev_sd_pair),
        Kind("k_audit", 1, 13, ev_k_audit),
        Kind("gs_stage", 1, 12, ev_gs_stage),
        Kind("rt_hp", 1, 10, ev_rt_hp),
        Kind("nm_dhcp", 1, 9, ev_nm_dhcp),
        Kind("dbus", 2, 8, ev_dbus),
        Kind("sd_started", 1, 7, ev_sd_started),
        Kind("pw_xrun", 1, 6, ev_pw_xrun),
        Kind("bt_ep", 1, 5.5, ev_bt_ep),
        Kind("rs_deg", 1, 5, ev_rs_deg),
        Kind("rs_grace", 1, 4.5, ev_rs_grace),
        Kind("cu_create", 1, 4.2, ev_cu_create),
        Kind("av_reg", 1, 4, ev_av_reg),
        Kind("av_wd", 1, 3.6, ev_av_wd),
        Kind("nm_deact", 1, 3.4, ev_nm_deact),
        Kind("nm_ipchk", 1, 3.2, ev_nm_ipchk),
        Kind("wpa_conn", 1, 3.0, ev_wpa_conn),
        Kind("sd_target", 1, 2.8, ev_sd_target),
        Kind("sn_noupd", 1, 2.6, ev_sn_noupd),
        Kind("rt_sup", 1, 2.4, ev_rt_sup),
        Kind("wp_lookup", 1, 2.2, ev_wp_lookup),
        Kind("sudo", 3, 2.0, ev_sudo),
        Kind("wpa_disc", 1, 1.9, ev_wpa_disc),
        Kind("sd_stop", 3, 1.8, ev_sd_stop),
        Kind("gs_wm", 1, 1.6, ev_gs_wm),
        Kind("pk_reg", 1, 1.4, ev_pk_reg),
        Kind("suspend", 4, 1.2, ev_suspend),
        Kind("lg_removed", 1, 1.2, ev_lg_removed),
        Kind("login", 3, 1.0, ev_login),
        Kind("usb", 2, 1.0, ev_usb),
        Kind("sn_auto", 1, 1.0, ev_sn_auto),
        Kind("bt_resume", 1, 0.9, ev_bt_resume),
        Kind("pk_op", 1, 0.6, ev_pk_op),
        Kind("udisks", 2, 0.5, ev_udisks),
        Kind("pw_jack", 1, 0.4, ev_pw_jack),
        Kind("wp_spa", 1, 0.4, ev_wp_spa),
        Kind("fw_dev", 1, 0.35, ev_fw_dev),
        Kind("bt_fail", 1, 0.35, ev_bt_fail),
        Kind("gs_libinput", 1, 0.3, ev_gs_libinput),
        Kind("nm_fail", 1, 0.25, ev_nm_fail),
        Kind("fw_esp", 1, 0.2, ev_fw_esp),
        Kind("sd_fail", 2, 0.2, ev_sd_fail),
        Kind("gdm_authfail", 1, 0.2, ev_gdm_authfail),
    ]
    return _run(rng, out, kinds, clock, span_s=rng.uniform(18, 22) * 3600)


# --------------------------------------------------------------------------- samba

_S_USERS = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy", "mike",
            "nina", "oscar", "peggy", "rupert", "sybil", "trent", "victor", "walter", "scanner", "svc_backup",
            "administrator", "m.schneider", "j.smith", "k.nowak", "l.garcia"]
_S_DIRS = ["", "Q4/", "Q3/", "invoices/2026/", "invoices/2025/", "Projects/Apollo/", "Projects/Apollo/specs/",
           "Projects/Hermes/", "HR/contracts/", "Marketing/Brochures/", "Scans/", "Templates/",
           "Finance/Budget/", "IT/Scripts/", "Photos/2026-11 Offsite/", "Archive/2019/", "Shared/", "Drawings/rev C/",
           "Meeting Notes/", "Software/Installers/"]
_S_FILES = ["report.docx", "Budget 2026.xlsx", "~$Budget 2026.xlsx", "INV-%05d.pdf", "scan_%04d.pdf",
            "desktop.ini", "Thumbs.db", "notes.txt", "minutes-%02d.docx", "draft v%d.pptx", "backup.ps1",
            "IMG_%04d.JPG", "contract_%03d.pdf", "floorplan.dwg", "setup-x64.msi", "todo.md", ".DS_Store",
            "data_export_%d.csv", "presentation.key", "logo.png"]


def _samba_level(lvl: int) -> str:
    if lvl == 0:
        return "ERROR"
    if lvl == 1:
        return "WARN"
    if lvl <= 4:
        return "INFO"
    return "DEBUG"


def make_samba(rng: random.Random) -> list[dict[str, str]]:
    out = Out("samba")
    clock = Clock(rng, _start(rng, 2025, 2027, hour_hi=6).replace(hour=rng.randint(5, 7)))
    version = rng.choice(["4.15.13-Ubuntu", "4.17.12-Debian", "4.19.5-Ubuntu", "4.18.9-SerNet-Ubuntu"])
    cyear = {"4.15": 2021, "4.17": 2022, "4.18": 2023, "4.19": 2023}[version[:4]]
    domain = rng.choice(["ACME", "CORP", "EXAMPLE", "CONTOSO", "LAB"])
    server_ip = "192.168.%d.%d" % (rng.choice([1, 10, 20, 178]), rng.randint(2, 20))
    net = server_ip.rsplit(".", 1)[0]

    # clients: (machine name as smbd prints it, ip, user)
    users = Pool(rng, _S_USERS, s=1.0)
    rid = {u: 1100 + i * 3 + rng.randint(0, 2) for i, u in enumerate(_S_USERS)}
    uid_of = lambda u: 10000 + rid[u]  # noqa: E731  (idmap_rid style mapping)
    clients = []
    client_ws = []
    for host_part in rng.sample(range(21, 251), 40):
        ip = "%s.%d" % (net, host_part)
        r = rng.random()
        if r < 0.6:
            name = ip
        elif r < 0.85:
            name = rng.choice(["DESKTOP-", "LAPTOP-", "PC-"]) + "".join(
                rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(7))
        else:
            name = rng.choice(["nas01", "printer-2f", "macbook-pro", "ws-%02d" % rng.randint(1, 40), "buildbox",
                               "imac-design"])
        ws = name.upper() if not name[0].isdigit() else rng.choice(["DESKTOP-", "LAPTOP-", "WS"]) + "".join(
            rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(7))
        clients.append((name, ip))
        client_ws.append(ws)
    client_pool = Pool(rng, list(range(len(clients))), s=1.0)
    client_user = {i: users() for i in range(len(clients))}
    client_pid = {}

    shares = Pool(rng, ["projects", "scans", "public", "finance", "media", "backup", "hr", "software",
                        "homes", "archive", "marketing", "it$"], s=1.1)
    dirs = Pool(rng, _S_DIRS, s=0.9)
    files = Pool(rng, _S_FILES, s=0.9)

    def fpath():
        f = files()
        if "%" in f:
            f = f % rng.randint(1, 3000 if "05d" in f or "04d" in f else 60)
        return dirs() + f

    def cli():
        i = client_pool()
        name, ip = clients[i]
        if i not in client_pid or rng.random() < 0.08:
            client_pid[i] = rng.randint(2000, 400000)
        if rng.random() < 0.05:
            client_user[i] = users()
        return i, name, ip, client_user[i], client_pid[i]

    def port():
        return rng.randint(49152, 65535) if rng.random() < 0.85 else rng.randint(1024, 49151)

    def share_for(user):
        s = shares()
        return user if s == "homes" else s

    hdr = {}

    def H(lvl: int, path: str, func: str) -> str:
        key = "h:%d:%s:%s" % (lvl, path, func)
        if key not in hdr:
            out.add(key, "[{date} {time}, %2d] %s:{line}(%s)" % (lvl, path, func), _samba_level(lvl))
            hdr[key] = lvl
        return key

    SVC = "../../source3/smbd/service.c"

    def M(key, header, line, msg, level=None):
        h = H(*header) if header else None
        lv = level or (_samba_level(header[0]) if header else "-")
        out.add(key, msg, lv, extra=(h, line))

    M("open", (2, "../../source3/smbd/open.c", "open_file"), 1436,
      "  {user} opened file {path} read={r} write={w} (numopen={n})")
    M("open_err", (3, "../../source3/smbd/open.c", "open_file"), 1390,
      "  Error opening file {path} ({status}) (local_flags={lf}) (flags={fl})")
    M("close", (2, "../../source3/smbd/close.c", "close_normal_file"), 868,
      "  {user} closed file {path} (numopen={n}) NT_STATUS_OK")
    M("connect", (2, SVC, "make_connection_snum"), 1125,
      "  {machine} (ipv4:{ip}:{port}) connect to service {share} initially as user {user} "
      "(uid={uid}, gid={gid}) (pid {pid})")
    H(3, SVC, "make_connection_snum")
    M("closeconn", (2, SVC, "close_cnum"), 1330, "  {machine} (ipv4:{ip}:{port}) closed connection to service {share}")
    H(3, SVC, "close_cnum")
    M("nosvc", (3, SVC, "make_connection"), 1241, "  {machine} (ipv4:{ip}:{port}) couldn't find service {share}")
    M("notexist", (0, SVC, "make_connection_snum"), 849,
      "  '{path}' does not exist or permission denied when connecting to [{share}] Error was {err}")
    M("guest", (1, SVC, "create_connection_session_info"), 359,
      "  create_connection_session_info: guest user (from session setup) not permitted to access this share "
      "({share})")
    M("ntlm", (2, "../../source3/auth/auth.c", "auth_check_ntlm_password"), 345,
      "  check_ntlm_password:  Authentication for user [{u1}] -> [{u2}] FAILED with error {status}, "
      "authoritative={auth}")
    M("alog_fail", (2, "../../auth/auth_log.c", "log_authentication_event_human_readable"), 647,
      "  Auth: [SMB2,(null)] user [{dom}]\\[{user}] at [{awd}, {ad} {amon} {ay} {ahms} {atz}] with [{atype}] "
      "status [{status}] workstation [{ws}] remote host [ipv4:{ip}:{port}] mapped to [{dom2}]\\[{user2}]. "
      "local host [ipv4:{lip}:{lport}]")
    M("alog_ok", (3, "../../auth/auth_log.c", "log_authentication_event_human_readable"), 647,
      "  Auth: [SMB2,(null)] user [{dom}]\\[{user}] at [{awd}, {ad} {amon} {ay} {ahms} {atz}] with [{atype}] "
      "status [{status}] workstation [{ws}] remote host [ipv4:{ip}:{port}] became [{dom2}]\\[{user2}] [{sid}]. "
      "local host [ipv4:{lip}:{lport}]")
    M("exit", (3, "../../source3/smbd/server_exit.c", "exit_server_common"), 233, "  Server exit ({reason})")
    M("ea", (1, "../../source3/smbd/dosmode.c", "get_ea_dos_attribute"), 363,
      "  get_ea_dos_attribute: Cannot get attribute from EA on file {path}: Error = {err}")
    M("cups", (0, "../../source3/printing/print_cups.c", "cups_connect"), 151,
      "  Unable to connect to CUPS server {host}:{cport} - {err}")
    M("smbd_ver", (0, "../../source3/smbd/server.c", "main"), 1741, "  smbd version {ver} started.")
    M("wb_ver", (0, "../../source3/winbindd/winbindd.c", "main"), 1440, "  winbindd version {ver} started.")
    M("copyright", None, None, "  Copyright Andrew Tridgell and the Samba Team 1992-{year}", "ERROR")
    M("param", (0, "../../source3/param/loadparm.c", "lp_do_parameter"), 2777,
      "  Ignoring unknown parameter \"{param}\"")
    M("sigterm", (0, "../../source3/winbindd/winbindd.c", "winbindd_sig_term_handler"), 244,
      "  Got sig[{sig}] terminate (is_parent={parent})")
    M("crap", (2, "../../source3/winbindd/winbindd_pam.c", "winbindd_dual_pam_auth_crap"), 2731,
      "  NTLM CRAP authentication for user [{dom}]\\[{user}] returned {status} (PAM: {pam})")
    M("plain", (2, "../../source3/winbindd/winbindd_pam.c", "winbindd_dual_pam_auth"), 2050,
      "  Plain-text authentication for user {dom}\\{user} returned {status} (PAM: {pam})")
    M("kinit", (0, "../../source3/libads/kerberos.c", "ads_kinit_password"), 656,
      "  kerberos_kinit_password {princ} failed: {err}")
    M("getpw", (3, "../../source3/winbindd/winbindd_getpwnam.c", "winbindd_getpwnam_send"), 57,
      "  getpwnam {user}")
    PANIC = (0, "../../lib/util/fault.c", "smb_panic_log")
    M("p_sep", PANIC, 172, "  ===============================================================", "FATAL")
    M("p_internal", PANIC, 176, "  INTERNAL ERROR: Signal {sig}: Segmentation fault in pid {pid} ({ver})", "FATAL")
    M("p_ifyou", PANIC, 181, "  If you are running a recent Samba version, and if you think this problem is not "
      "yet fixed in the latest versions, please consider reporting this bug, see "
      "https://wiki.samba.org/index.php/Bug_Reporting", "FATAL")
    M("p_panic", PANIC, 184, "  PANIC (pid {pid}): Signal {sig}: Segmentation fault in {ver}", "FATAL")
    M("p_bt", (0, "../../lib/util/fault.c", "log_stack_trace"), 292, "  BACKTRACE: {n} stack frames:", "FATAL")
    M("p_frame", None, None, "   #{i} {lib}({sym}+{off}) [{addr}]", "FATAL")
    M("p_frame0", None, None, "   #{i} {lib}(+{off}) [{addr}]", "FATAL")
    M("p_core", (0, "../../source3/lib/dumpcore.c", "dump_core"), 315,
      "  coredump is handled by helper binary specified at /proc/sys/kernel/core_pattern", "FATAL")
    for k, v in hdr.items():  # panic-only headers are FATAL lines
        if "fault.c" in k or "dumpcore.c" in k:
            out.specs[k].level = "FATAL"

    def stamp():
        t = clock.t
        return t.strftime("%Y/%m/%d"), t.strftime("%H:%M:%S.") + "%06d" % t.microsecond

    def rec(key, header=None, line=None, **vals):
        sp = out.specs[key]
        h, ln = sp.extra
        if header is not None:
            h = header
        d, tm = stamp()
        out.emit(h, level=out.specs[key].level, date=d, time=tm, line=ln if line is None else line)
        out.emit(key, **vals)
        clock.bump(0.0, 0.002)

    def plain(key, **vals):
        out.emit(key, **vals)

    def auth_time():
        t = clock.t
        return {"awd": _WDAY[t.weekday()], "ad": "%02d" % t.day, "amon": _MON[t.month - 1], "ay": t.year,
                "ahms": t.strftime("%H:%M:%S.") + "%06d" % t.microsecond, "atz": "UTC"}

    def sid(u):
        return "S-1-5-21-%d-%d-%d-%d" % (sid_base[0], sid_base[1], sid_base[2], rid[u])

    sid_base = (rng.randint(10 ** 9, 4 * 10 ** 9), rng.randint(10 ** 9, 4 * 10 ** 9), rng.randint(10 ** 8, 4 * 10 ** 9))
    bad_status = Pool(rng, ["NT_STATUS_WRONG_PASSWORD", "NT_STATUS_NO_SUCH_USER", "NT_STATUS_LOGON_FAILURE",
                            "NT_STATUS_ACCOUNT_LOCKED_OUT", "NT_STATUS_ACCOUNT_DISABLED",
                            "NT_STATUS_PASSWORD_EXPIRED"], s=1.3, shuffle=False)
    pam_of = {"NT_STATUS_WRONG_PASSWORD": 7, "NT_STATUS_NO_SUCH_USER": 10, "NT_STATUS_LOGON_FAILURE": 7,
              "NT_STATUS_ACCOUNT_LOCKED_OUT": 13, "NT_STATUS_ACCOUNT_DISABLED": 13,
              "NT_STATUS_PASSWORD_EXPIRED": 12, "NT_STATUS_OK": 0}
    bogus_users = Pool(rng, ["admin", "test", "guest", "user", "backup", "scan", "Administrator", "root",
                             "support", "ftp"], s=0.9)
    exit_reason = Pool(rng, ["NT_STATUS_CONNECTION_RESET", "normal exit", "NT_STATUS_END_OF_FILE",
                             "failed to receive smb request", "NT_STATUS_CONNECTION_DISCONNECTED",
                             "NT_STATUS_IO_TIMEOUT"], s=1.2, shuffle=False)

    # ---- events
    def ev_open():
        clock.tick()
        _, _, _, u, _ = cli()
        rw = rng.random()
        rec("open", user=u, path=fpath(), r="Yes" if rw < 0.9 else "No", w="No" if rw < 0.7 else "Yes",
            n=rng.randint(1, 9))

    def ev_open_close():
        clock.tick()
        _, _, _, u, _ = cli()
        p = fpath()
        n = rng.randint(1, 9)
        rw = rng.random()
        rec("open", user=u, path=p, r="Yes" if rw < 0.9 else "No", w="No" if rw < 0.7 else "Yes", n=n)
        clock.bump(0.001, 4.0)
        rec("close", user=u, path=p, n=n - 1)

    def ev_close():
        clock.tick()
        _, _, _, u, _ = cli()
        rec("close", user=u, path=fpath(), n=rng.randint(0, 8))

    def ev_connect(ipc=False, with_auth=False):
        clock.tick()
        i, name, ip, u, pid = cli()
        pt = port()
        if with_auth:
            rec("alog_ok", dom=domain, user=u, **auth_time(), atype="NTLMv2", status="NT_STATUS_OK",
                ws=client_ws[i], ip=ip, port=pt, dom2=domain, user2=u, sid=sid(u),
                lip=server_ip, lport=445)
        if ipc:
            rec("connect", header=H(3, SVC, "make_connection_snum"), machine=name, ip=ip, port=pt, share="IPC$",
                user=u, uid=uid_of(u), gid=10513, pid=pid)
        else:
            rec("connect", machine=name, ip=ip, port=pt, share=share_for(u), user=u, uid=uid_of(u), gid=10513,
                pid=pid)

    def ev_closeconn(ipc=False):
        clock.tick()
        i, name, ip, u, pid = cli()
        if ipc:
            rec("closeconn", header=H(3, SVC, "close_cnum"), machine=name, ip=ip, port=port(), share="IPC$")
        else:
            rec("closeconn", machine=name, ip=ip, port=port(), share=share_for(u))

    def ev_authfail():
        clock.tick()
        i, name, ip, u, pid = cli()
        st = bad_status()
        if st == "NT_STATUS_NO_SUCH_USER":
            u = bogus_users()
        pt = port()
        rec("ntlm", u1=u, u2=u, status=st, auth=1)
        rec("alog_fail", dom=domain if rng.random() < 0.8 else client_ws[i], user=u, **auth_time(),
            atype="NTLMv2" if rng.random() < 0.9 else "NTLMv1", status=st,
            ws=client_ws[i], ip=ip, port=pt, dom2=domain, user2=u, lip=server_ip,
            lport=445)

    def ev_nosvc():
        clock.tick()
        i, name, ip, u, pid = cli()
        rec("nosvc", machine=name, ip=ip, port=port(), share=rng.choice(["prjects", "print$", "scan", "share",
                                                                          "data", "public2", "Users", "C$"]))

    def ev_notexist():
        clock.tick()
        i, name, ip, u, pid = cli()
        s = shares()
        rec("notexist", path="/srv/samba/%s" % (u if s == "homes" else s), share=share_for(u),
            err=rng.choice(["No such file or directory", "Permission denied"]))

    def ev_guest():
        clock.tick()
        rec("guest", share=shares())

    def ev_open_err():
        clock.tick()
        rec("open_err", path=fpath(), status=rng.choice(["NT_STATUS_ACCESS_DENIED"] * 4 + ["NT_STATUS_DISK_FULL",
                                                          "NT_STATUS_SHARING_VIOLATION"]),
            lf=rng.choice([2, 66, 578, 0]), fl=rng.choice([2, 0, 66]))

    def ev_ea():
        clock.tick()
        rec("ea", path=fpath(), err=rng.choice(["Permission denied", "Operation not supported",
                                                "Permission denied", "Input/output error"]))

    def ev_exit():
        clock.tick()
        rec("exit", reason=exit_reason())

    def ev_cups():
        clock.tick()
        rec("cups", host="localhost", cport=631, err="Connection refused")

    def ev_smbd_start():
        clock.tick()
        rec("smbd_ver", ver=version)
        plain("copyright", year=cyear)
        clock.bump(0.01, 0.3)
        rec("param", param=rng.choice(["server role check:inhibit", "share modes", "syslog only",
                                       "acl check permissions", "winbind trusted domains only"]))

    def ev_wb_start():
        clock.tick()
        rec("wb_ver", ver=version)
        plain("copyright", year=cyear)

    def ev_sigterm():
        clock.tick()
        rec("sigterm", sig=15, parent=rng.choice([1, 0, 0]))

    def ev_crap():
        clock.tick()
        u = users() if rng.random() < 0.7 else bogus_users()
        st = bad_status() if rng.random() < 0.8 else "NT_STATUS_WRONG_PASSWORD"
        rec("crap", dom=domain, user=u, status=st, pam=pam_of[st])

    def ev_plain():
        clock.tick()
        u = users()
        st = bad_status()
        rec("plain", dom=domain, user=u, status=st, pam=pam_of[st])

    def ev_kinit():
        clock.tick()
        rec("kinit", princ="%s$@%s.LOCAL" % (rng.choice(["FILESRV01", "NAS", "FS1"]), domain),
            err=rng.choice(["Preauthentication failed", "Clock skew too great",
                            "Cannot contact any KDC for requested realm"]))

    def ev_getpw():
        clock.tick()
        u = users()
        rec("getpw", user=u if rng.random() < 0.6 else "%s\\%s" % (domain, u))

    libs = ["/lib/x86_64-linux-gnu/libsamba-util.so.0", "/lib/x86_64-linux-gnu/libsmbconf.so.0",
            "/usr/lib/x86_64-linux-gnu/samba/libsmbd-base.so.0", "/lib/x86_64-linux-gnu/libc.so.6",
            "/usr/lib/x86_64-linux-gnu/samba/vfs/fruit.so", "/usr/lib/x86_64-linux-gnu/samba/libsmbd-shim.so.0",
            "/lib/x86_64-linux-gnu/libtevent.so.0", "/usr/sbin/smbd"]

    def ev_panic():
        clock.tick()
        _, _, _, _, pid = cli()
        frames = [(0, "log_stack_trace"), (0, "smb_panic_log"), (0, "smb_panic"), (0, None), (3, None),
                  (4, None), (2, "smbd_smb2_request_process_create"), (2, None), (6, "tevent_common_invoke_fd_handler"),
                  (6, "_tevent_loop_once"), (3, "__libc_start_main"), (7, "_start")]
        rec("p_sep", pid=pid)
        rec("p_internal", sig=11, pid=pid, ver=version)
        rec("p_ifyou")
        rec("p_sep", line=182)
        rec("p_panic", pid=pid, sig=11, ver=version)
        rec("p_bt", n=len(frames))
        bases = {li: (0x7f0000000000 if li != 7 else 0x550000000000) + rng.randrange(0x10000000, 0xfffffff000) // 4096 * 4096
                 for li in range(len(libs))}
        for i, (li, sym) in enumerate(frames):
            o = rng.randint(0x10, 0x3ff) if sym else rng.randint(0x1000, 0x3ffff)
            addr = "0x%x" % (bases[li] + rng.randint(0x1000, 0x9ffff))
            if sym:
                plain("p_frame", i=i, lib=libs[li], sym=sym, off="0x%x" % o, addr=addr)
            else:
                plain("p_frame0", i=i, lib=libs[li], off="0x%x" % o, addr=addr)
        rec("p_core")

    kinds = [
        Kind("open_close", 4, 100, ev_open_close),
        Kind("open", 2, 45, ev_open),
        Kind("close", 2, 30, ev_close),
        Kind("connect_auth", 4, 14, lambda: ev_connect(False, True)),
        Kind("connect", 2, 12, lambda: ev_connect(False)),
        Kind("connect_ipc", 2, 11, lambda: ev_connect(True)),
        Kind("closeconn", 2, 12, lambda: ev_closeconn(False)),
        Kind("closeconn_ipc", 2, 10, lambda: ev_closeconn(True)),
        Kind("getpw", 2, 9, ev_getpw),
        Kind("exit", 2, 8, ev_exit),
        Kind("authfail", 4, 4, ev_authfail),
        Kind("open_err", 2, 3, ev_open_err),
        Kind("crap", 2, 2.5, ev_crap),
        Kind("ea", 2, 2, ev_ea),
        Kind("nosvc", 2, 1.5, ev_nosvc),
        Kind("cups", 2, 1.2, ev_cups),
        Kind("plain", 2, 1.0, ev_plain),
        Kind("guest", 2, 0.5, ev_guest),
        Kind("notexist", 2, 0.4, ev_notexist),
        Kind("kinit", 2, 0.3, ev_kinit),
        Kind("sigterm", 2, 0.2, ev_sigterm),
        Kind("wb_start", 3, 0.2, ev_wb_start),
        Kind("smbd_start", 5, 0.2, ev_smbd_start),
        Kind("panic", 26, 0, ev_panic),
    ]
    return _run(rng, out, kinds, clock, span_s=rng.uniform(9, 13) * 3600, first=("smbd_start", "wb_start"))


# --------------------------------------------------------------------------- cups

_C_PRINTERS = [
    # name, device host, backend, second filter
    ("office-laser", "office-laser.local", "ipp", "gstoraster"),
    ("HP_LaserJet_Pro_M404n", "NPI7A3F21.local", "ipp", "gstoraster"),
    ("Brother_HL_L2350DW_series", "BRW1C7D22A1B2C3.local", "ipp", "pdftoraster"),
    ("EPSON_ET_2750_Series", "EPSON3C9B21.local", "ipps", "gstoraster"),
    ("Canon_MF240_Series", "192.168.1.240", "socket", "gstoraster"),
    ("reception-color", "reception-mfp.lan", "ipp", "gstoraster"),
    ("label-printer", "DYMO", "usb", "raster2dymolw"),
    ("PDF", "cups-pdf", "cups-pdf", "gstoraster"),
    ("Xerox_VersaLink_C405", "XRX9C934E1A2B3C.local", "ipps", "gstoraster"),
    ("warehouse-zebra", "192.168.1.77", "socket", "rastertolabel"),
]
_C_JOBNAMES = ["report.pdf", "Microsoft Word - Q4 Budget.docx", "Untitled Document 1", "invoice-%04d.pdf",
               "Boarding pass", "Test Page", "scan_%04d.pdf", "Mozilla Firefox", "shipping-label-%d",
               "minutes %d.odt", "Untitled", "Timesheet week %d.xlsx", "photo.jpg", "contract draft v%d.pdf",
               "README.md", "smbprn.%08d Remote Downlevel Document"]


def make_cups(rng: random.Random) -> list[dict[str, str]]:
    out = Out("cups")
    clock = Clock(rng, _start(rng, 2025, 2027, hour_hi=7))
    tz = rng.choice(["+0000", "+0000", "+0100", "-0500", "+0200", "-0800"])
    users = Pool(rng, ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy",
                       "mallory", "niaj", "olivia", "peggy", "root", "sam", "trent", "victor", "walter", "anonymous"],
                 s=1.0)
    printers = Pool(rng, _C_PRINTERS, s=1.1)
    net = "192.168.%d" % rng.choice([1, 2, 10, 50, 100])
    hosts = Pool(rng, ["localhost"] + ["%s.%d" % (net, h) for h in rng.sample(range(20, 250), 18)] +
                 ["ws-%02d.office.lan" % rng.randint(1, 60) for _ in range(4)], s=1.2, shuffle=False)
    ausers = Pool(rng, ["-", "alice", "root", "bob", "carol", "dave"], s=1.8, shuffle=False)
    jobnames = Pool(rng, _C_JOBNAMES, s=1.0)
    media = Pool(rng, ["A4", "iso_a4_210x297mm", "Letter", "na_letter_8.5x11in", "A5", "om_small-photo_100x150mm",
                       "Legal"], s=1.2)
    sides = Pool(rng, ["one-sided", "two-sided-long-edge", "two-sided-short-edge"], s=1.4, shuffle=False)
    busy = Pool(rng, [("Active clients and dirty files", "Active clients"), ("Dirty files", "Not busy"),
                      ("Not busy", "Dirty files"), ("Active clients", "Not busy"), ("Not busy", "Active clients"),
                      ("Printing jobs and dirty files", "Dirty files"), ("Printing jobs", "Active clients and dirty files")],
                s=0.9)
    job = [rng.randint(20, 4000)]
    client = [rng.randint(5, 60)]
    pidn = [rng.randint(3000, 90000)]

    def d():
        t = clock.t
        return {"d": "%02d/%s/%04d:%s" % (t.day, _MON[t.month - 1], t.year, t.strftime("%H:%M:%S")), "tz": tz}

    def EL(key, letter, msg):
        lv = {"E": "ERROR", "W": "WARN", "I": "INFO", "N": "INFO", "D": "DEBUG", "d": "DEBUG",
              "C": "FATAL", "A": "FATAL", "X": "FATAL"}[letter]
        out.add(key, letter + " [{d} {tz}] " + msg, lv)

    def AL(key, req, status, tail):
        out.add(key, '{host} - {user} [{d} {tz}] "' + req + '" ' + status + " {size} " + tail, "-")

    AL("a_print", "POST /printers/{p} HTTP/1.1", "200", "Print-Job successful-ok")
    AL("a_cancel", "POST /printers/{p} HTTP/1.1", "200", "Cancel-Job successful-ok")
    AL("a_gpa", "POST /printers/{p} HTTP/1.1", "200", "Get-Printer-Attributes successful-ok")
    AL("a_renew", "POST / HTTP/1.1", "200", "Renew-Subscription successful-ok")
    AL("a_getprinters", "POST / HTTP/1.1", "200", "CUPS-Get-Printers successful-ok")
    AL("a_ppd", "GET /printers/{p}.ppd HTTP/1.1", "200", "- -")
    AL("a_createsub", "POST / HTTP/1.1", "200", "Create-Printer-Subscriptions successful-ok")
    AL("a_cancelsub", "POST / HTTP/1.1", "200", "Cancel-Subscription successful-ok")
    AL("a_admin401", "POST /admin/ HTTP/1.1", "401", "CUPS-Add-Modify-Printer successful-ok")
    out.add("page", "{p} {user} {job} [{d} {tz}] total {sheets} - {ohost} {jobname} {media} {sides}", "-")

    EL("queued", "I", '[Job {job}] Queued on "{p}" by "{user}".')
    EL("argv", "D", '[Job {job}] argv[{i}]="{v}"')
    EL("envp", "D", '[Job {job}] envp[{i}]="{v}"')
    EL("filter", "I", "[Job {job}] Started filter {path} (PID {pid})")
    EL("backend", "I", "[Job {job}] Started backend {path} (PID {pid})")
    EL("st_conn", "D", "[Job {job}] STATE: +connecting-to-device")
    EL("connected", "I", "[Job {job}] Connected to printer.")
    EL("st_unconn", "D", "[Job {job}] STATE: -connecting-to-device")
    EL("pageline", "D", "[Job {job}] PAGE: {pg} {copies}")
    EL("exited", "I", "[Job {job}] PID {pid} ({path}) exited with no errors.")
    EL("completed", "I", "[Job {job}] Job completed.")
    EL("unlocate", "E", '[Job {job}] Unable to locate printer "{host}".')
    EL("stopped", "E", "[Job {job}] PID {pid} ({path}) stopped with status {st}.")
    EL("backret", "I", "[Job {job}] Backend returned status {st} (failed)")
    EL("jobstopped", "I", "[Job {job}] Job stopped due to backend errors; please consult the error_log file for "
                          "details.")
    EL("canceled", "I", '[Job {job}] Canceled by "{user}".')
    EL("accepted", "D", "[Client {c}] Accepted from {host} (Domain)")
    EL("post", "D", "[Client {c}] POST {path} HTTP/1.1")
    EL("ippop", "D", "[Client {c}] {ver} Get-Printer-Attributes {rid}")
    EL("ret_ok", "D", "[Client {c}] Returning IPP successful-ok for Get-Printer-Attributes ({uri}) from {host}.")
    EL("closing", "D", "[Client {c}] Closing connection.")
    EL("ret_nf", "E", "[Client {c}] Returning IPP client-error-not-found for Get-Printer-Attributes ({uri}) from "
                      "{host}.")
    EL("forbidden", "E", "[Client {c}] Returning HTTP Forbidden for CUPS-Add-Modify-Printer ({uri}) from {host}")
    EL("busy", "D", 'cupsdSetBusyState: newbusy="{new}", busy="{old}"')
    EL("expiring", "I", "Expiring subscriptions...")
    EL("reload_req", "I", "Full reload is required.")
    EL("mime", "I", 'Loaded MIME database from "{dir1}" and "{dir2}": {types} types, {filters} filters...')
    EL("reload_done", "I", "Full reload complete.")
    EL("cleaning", "I", 'Cleaning out old temporary files in "{dir}"...')
    EL("listen4", "I", "Listening to {addr}:{port} (IPv4)")
    EL("listendom", "I", "Listening to {path} (Domain)")
    EL("listen_err", "E", "Unable to open listen socket for address {addr}:{port} - {err}.")
    EL("cd_dev", "W", "CreateDevice failed: org.freedesktop.ColorManager.AlreadyExists:device id '{id}' already "
                      "exists")
    EL("cd_prof", "W", "CreateProfile failed: org.freedesktop.ColorManager.AlreadyExists:profile id '{id}' already "
                       "exists")
    EL("notifier", "W", "Notifier for subscription {sub} ({uri}) went away, retrying!")
    EL("deviced", "E", "[cups-deviced] PID {pid} ({backend}) stopped with status {st}!")

    E = out.emit

    def next_job():
        job[0] += 1
        return job[0]

    def next_client():
        client[0] += rng.randint(1, 3)
        if client[0] > 400:
            client[0] = rng.randint(5, 20)
        return client[0]

    def next_pid():
        pidn[0] += rng.randint(1, 40)
        return pidn[0]

    def jobname():
        n = jobnames()
        if "%" in n:
            n = n % rng.randint(1, 9999)
        return n

    def uri(p):
        return "ipp://localhost/printers/%s" % p

    def job_start(j, p, u, host, jn, copies):
        E("queued", **d(), job=j, p=p[0], user=u)
        clock.bump(0.0, 0.05)
        E("a_print", **d(), host=host, user=ausers() if host == "localhost" else "-", p=p[0],
          size=rng.randint(900, 4_800_000))

    def job_args(j, p, u, host, jn, copies):
        t0 = int(_epoch(clock.t))
        vals = [p[0], str(j), u, jn, str(copies),
                "job-uuid=urn:uuid:%s job-originating-host-name=%s date-time-at-creation= date-time-at-processing= "
                "time-at-creation=%d time-at-processing=%d%s" % (_uuid(rng), host, t0, t0,
                                                                  " PageSize=" + media() if rng.random() < 0.6 else ""),
                "/var/spool/cups/d%05d-001" % j]
        for i, v in enumerate(vals):
            E("argv", **d(), job=j, i=i, v=v)
        dev = {"ipp": "ipp://%s:631/ipp/print", "ipps": "ipps://%s:631/ipp/print", "socket": "socket://%s:9100",
               "usb": "usb://%s/LabelWriter%%20450?serial=01010112345600", "cups-pdf": "%s:/"}[p[2]] % p[1]
        env = [(21, "CONTENT_TYPE=application/%s" % rng.choice(["pdf", "pdf", "postscript", "vnd.cups-raster"])),
               (22, "DEVICE_URI=%s" % dev), (26, "PRINTER=%s" % p[0])]
        for i, v in env:
            E("envp", **d(), job=j, i=i, v=v)

    def job_filters(j, p):
        pids = []
        for f in ("pdftopdf", p[3]):
            pid = next_pid()
            pids.append((pid, "/usr/lib/cups/filter/" + f))
            E("filter", **d(), job=j, path="/usr/lib/cups/filter/" + f, pid=pid)
        bpid = next_pid()
        E("backend", **d(), job=j, path="/usr/lib/cups/backend/" + p[2], pid=bpid)
        return pids, (bpid, "/usr/lib/cups/backend/" + p[2])

    def ev_job():
        clock.tick()
        j, p, u, host = next_job(), printers(), users(), hosts()
        jn, copies = jobname(), rng.choice([1, 1, 1, 1, 2, 3])
        job_start(j, p, u, host, jn, copies)
        job_args(j, p, u, host, jn, copies)
        pids, bk = job_filters(j, p)
        clock.bump(0.0, 0.5)
        E("st_conn", **d(), job=j)
        clock.bump(0.1, 2.0)
        E("connected", **d(), job=j)
        E("st_unconn", **d(), job=j)
        sheets = rng.choice([1, 1, 1, 2, 2, 3, 4, 5, 8, 12, 20, 37])
        clock.bump(0.5, 5.0)
        E("pageline", **d(), job=j, pg=sheets, copies=copies)
        for pid, path in pids:
            clock.bump(0.0, 1.0)
            E("exited", **d(), job=j, pid=pid, path=path)
        clock.bump(1.0, 20.0)
        E("exited", **d(), job=j, pid=bk[0], path=bk[1])
        E("completed", **d(), job=j)
        E("page", **d(), p=p[0], user=u, job=j, sheets=sheets * copies, ohost=host, jobname=jn, media=media(),
          sides=sides())

    def ev_job_fail():
        clock.tick()
        j, p, u, host = next_job(), printers(), users(), hosts()
        while p[2] not in ("ipp", "ipps", "socket"):
            p = printers()
        job_start(j, p, u, host, jobname(), 1)
        pids, bk = job_filters(j, p)
        E("st_conn", **d(), job=j)
        clock.bump(1.0, 30.0)
        E("unlocate", **d(), job=j, host=p[1])
        E("stopped", **d(), job=j, pid=bk[0], path=bk[1], st=1)
        E("backret", **d(), job=j, st=1)
        for pid, path in pids:
            E("exited", **d(), job=j, pid=pid, path=path)
        E("jobstopped", **d(), job=j)

    def ev_cancel():
        clock.tick()
        j = job[0] - rng.randint(0, 3)
        p = printers()
        E("canceled", **d(), job=j, user=users())
        E("a_cancel", **d(), host=hosts(), user=ausers(), p=p[0], size=rng.randint(130, 180))

    def ev_gpa():
        clock.tick()
        c, p, host = next_client(), printers()[0], "localhost"
        E("accepted", **d(), c=c, host=host)
        E("post", **d(), c=c, path="/printers/%s" % p)
        E("ippop", **d(), c=c, ver=rng.choice(["2.0", "2.0", "1.1"]), rid=rng.randint(1, 40))
        E("ret_ok", **d(), c=c, uri=uri(p), host=host)
        E("a_gpa", **d(), host=host, user="-", p=p, size=rng.randint(800, 25000))
        clock.bump(0.0, 0.4)
        E("closing", **d(), c=c)

    def ev_simple_access(key, size_lo, size_hi, with_p=False):
        def f():
            clock.tick()
            kw = {"p": printers()[0]} if with_p else {}
            E(key, **d(), host=hosts(), user=ausers() if key != "a_admin401" else "-",
              size=rng.randint(size_lo, size_hi), **kw)
        return f

    def ev_ret_nf():
        clock.tick()
        E("ret_nf", **d(), c=next_client(), uri=uri(rng.choice(["old-laser", "HP_LaserJet_4050", "printer",
                                                                 "Office_Printer", "lp"])), host=hosts())

    def ev_forbidden():
        clock.tick()
        E("forbidden", **d(), c=next_client(), uri="/admin/", host=hosts())

    def ev_busy():
        clock.tick()
        new, old = busy()
        E("busy", **d(), new=new, old=old)

    def ev_expiring():
        clock.tick()
        E("expiring", **d())

    def ev_startup():
        clock.tick()
        E("reload_req", **d())
        clock.bump(0.0, 0.3)
        E("mime", **d(), dir1="/usr/share/cups/mime", dir2="/etc/cups", types=rng.choice([52, 53, 60, 61, 57]),
          filters=rng.choice([106, 108, 112, 118, 121]))
        E("reload_done", **d())
        E("cleaning", **d(), dir="/var/spool/cups/tmp")
        E("listen4", **d(), addr="localhost", port=631)
        E("listendom", **d(), path="/run/cups/cups.sock")
        E("listen_err", **d(), addr="[v1.::1]", port=631, err="Cannot assign requested address")

    def ev_colord():
        clock.tick()
        p = printers()[0]
        E("cd_dev", **d(), id="cups-%s" % p)
        for mode in ("Gray..", "RGB.."):
            E("cd_prof", **d(), id="%s-%s" % (p, mode))

    def ev_notifier():
        clock.tick()
        E("notifier", **d(), sub=rng.randint(40, 900), uri="dbus://")

    def ev_deviced():
        clock.tick()
        E("deviced", **d(), pid=next_pid(), backend=rng.choice(["snmp", "dnssd", "hp"]), st=1)

    kinds = [
        Kind("a_renew", 1, 100, ev_simple_access("a_renew", 176, 190)),
        Kind("job", 24, 7, ev_job),
        Kind("gpa", 6, 14, ev_gpa),
        Kind("busy", 1, 30, ev_busy),
        Kind("a_getprinters", 1, 22, ev_simple_access("a_getprinters", 9000, 40000)),
        Kind("a_createsub", 1, 14, ev_simple_access("a_createsub", 290, 400)),
        Kind("a_cancelsub", 1, 10, ev_simple_access("a_cancelsub", 140, 160)),
        Kind("a_ppd", 1, 8, ev_simple_access("a_ppd", 6000, 220000, with_p=True)),
        Kind("expiring", 1, 5, ev_expiring),
        Kind("cancel", 2, 2.0, ev_cancel),
        Kind("a_admin401", 1, 1.5, ev_simple_access("a_admin401", 300, 5000)),
        Kind("ret_nf", 1, 1.0, ev_ret_nf),
        Kind("colord", 3, 0.6, ev_colord),
        Kind("job_fail", 12, 0.4, ev_job_fail),
        Kind("forbidden", 1, 0.5, ev_forbidden),
        Kind("notifier", 1, 0.4, ev_notifier),
        Kind("startup", 7, 0.3, ev_startup),
        Kind("deviced", 1, 0.3, ev_deviced),
    ]
    return _run(rng, out, kinds, clock, span_s=rng.uniform(16, 24) * 3600, first=("startup", "colord"))


# --------------------------------------------------------------------------- registry + self-check

FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("desktop_journal", make_desktop_journal),
    ("samba", make_samba),
    ("cups", make_cups),
]


def _selfcheck() -> None:
    levels = {"DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"}
    for name, make in FORMATS:
        n_tpl = None
        for seed in range(5):
            rows = make(random.Random(seed))
            assert len(rows) == N_ROWS, (name, seed, len(rows))
            again = make(random.Random(seed))
            assert rows == again, (name, seed, "not deterministic")
            cache: dict[str, re.Pattern] = {}
            for r in rows:
                assert set(r) == {"line", "template", "level"}
                line, tpl = r["line"], r["template"]
                assert "\n" not in line and "\r" not in line
                assert r["level"] in levels
                rx = cache.get(tpl) or cache.setdefault(tpl, _template_regex(tpl))
                assert rx.fullmatch(line), (name, seed, tpl, line)
            tpls = {r["template"] for r in rows}
            if n_tpl is None:
                n_tpl = len(tpls)
            assert len(tpls) == n_tpl, (name, seed, len(tpls), n_tpl)  # every spec occurs in every seed
            assert 25 <= len(tpls) <= 60, (name, len(tpls))
        rows = make(random.Random(0))
        bad = {r["template"] for r in rows if r["level"] in ("WARN", "ERROR", "FATAL")}
        print("%-16s templates=%d  warn/error/fatal templates=%d" % (name, n_tpl, len(bad)))
        rng = random.Random(99)
        for r in rng.sample(rows, 3):
            print("    " + r["line"])


if __name__ == "__main__":
    _selfcheck()
