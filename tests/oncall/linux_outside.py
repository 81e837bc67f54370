"""Ground-truth log corpora for six Linux "outside the app" formats.

Every format is built from message specs: a spec is (key, level, format) where the
format is the *whole* line with ``{name}`` for each variable; the template is the
format with every ``{name}`` replaced by ``<*>``.  Catalogs assert at import time
that no two specs of a format share a template string.  ``make(rng)`` uses only the
rng it is given and returns 2000 rows in time order.

General judgement calls (all formats)
-------------------------------------
* Timestamps are masked per whitespace token (a date and a time are two ``<*>``).
* When one token glues a constant to a variable with punctuation or a fixed letter
  (``sshd[1234]:``, ``TCP_MISS/200``, ``HIER_DIRECT/1.2.3.4``, ``10.0.0.5#53211``,
  ``I0501``, ``total-vm:1234kB,``, ``kid1|``), only the variable part is masked
  (``sshd[<*>]:``, ``TCP_MISS/<*>``, ``<*>#<*>``, ``I<*>``, ``total-vm:<*>kB,``).
* A key=value or quoted value that comes from a pool is masked whole, quotes
  included (``comm=<*>``, ``err=<*>``, ``pod=<*>``).  Free text drawn from a pool
  (a cron command, a systemd unit description, an error string) is one ``<*>``,
  even when it contains spaces.
* Padded numeric columns (squid elapsed ``%6d``, klog thread id ``%7d``) are one
  variable whose value includes the padding spaces.
* Level words, status words, actions, state names, record/event types, result codes
  and HTTP methods are constant text; each distinct value is its own template.

auditd
  Raw (log_format=RAW) RHEL-9 style records with SELinux contexts.  ``type=X`` is
  constant (one template per record type).  ``msg=audit(<*>):`` masks the whole
  ``epoch.ms:serial`` stamp as one variable.  ``syscall=59`` is a number hence a
  variable (execve/openat/connect share a SYSCALL template); ``success=yes`` and
  ``success=no`` are constants and give two SYSCALL templates; ``res=success`` and
  ``res=failed`` inside ``msg='...'`` are constants too (separate templates), while
  ``res=1`` style numeric results are variables.  ``op=PAM:...``, ``op=LOAD``,
  ``apparmor``-less SELinux ``avc:  denied`` and ``nametype=NORMAL`` are constants;
  EXECVE records with different argc are different templates (different fields).
  Level: the log shows none, so "-", except failures, by choice: success=no,
  res=failed, USER_ERR, AVC denials and ANOM_PROMISCUOUS are WARN, ANOM_ABEND is
  ERROR.
squid_native
  access.log native format; the cache result code and HTTP method are constants,
  the HTTP status and hierarchy peer address are variables (``TCP_MISS/<*>``,
  ``HIER_DIRECT/<*>``); ``HIER_NONE/-`` is constant.  The user column and the MIME
  column are variables (their value may be ``-``), except the fixed ``text/html``
  of denial pages and the fixed ``-`` of the ``error:`` pseudo-URLs.  access.log
  lines have level "-".  cache.log lines (``YYYY/MM/DD HH:MM:SS kidN|``) take the
  level from their ``WARNING:``/``ERROR:``/``FATAL:`` prefix (``BUG`` -> ERROR),
  "-" otherwise.
bind9_named
  ``category: severity:`` are constant; severity info/notice -> INFO, warning ->
  WARN, error -> ERROR, critical -> FATAL.  In query lines the client object
  pointer, address, port, qname, qtype, flags (``+E(0)K``) and server address are
  variables; class ``IN`` is constant.  RCODE words (REFUSED, SERVFAIL), transfer
  kinds (AXFR/IXFR) and rndc command names are constants.
journal_multiunit
  ``journalctl -o short-precise`` on one host.  Month, day, time and host are
  variables; the unit name (syslog identifier) is constant and its pid variable.
  systemd unit names and descriptions are variables; ``Failed with result
  'exit-code'`` vs ``'oom-kill'`` are different templates.  Level only where the
  line shows one: NetworkManager ``<info>``/``<warn>``, dockerd/containerd
  ``level=``, kubelet klog letter, sshd ``error:`` prefix; "-" for everything else
  (including kernel and systemd failure messages, which carry no level marker).
prometheus_logfmt
  Prometheus 2.x go-kit logfmt.  ``caller=file.go:line`` is a variable (masked
  whole); ``level=``, ``component=`` and ``msg=`` are constants; every other value
  is a variable.  The second ``caller=truncateMemory`` of "Head GC completed" is
  fixed text and kept constant.  Remote-write lines keep their real key order
  (``caller=dedupe.go:112 component=remote level=...``).  Level from ``level=``.
kubelet_klog
  journal short format + klog header.  ``I0501`` is ``I<*>``: the letter is the
  level (I/W/E/F -> INFO/WARN/ERROR/FATAL) and constant, the date is variable.
  The thread id column and ``file.go:line]`` caller are variables.  The quoted klog
  message is constant apart from embedded escaped values; every key=value value
  is a variable, except the fixed probe/status words and the PLEG event Type,
  which are constant (ContainerStarted and ContainerDied are different templates).
"""
from __future__ import annotations

import datetime as _dt
import random
import re
from typing import Callable

LEVELS = {"DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"}
_PH = re.compile(r"\{(\w+)\}")
T0 = 1714557600.0  # 2024-05-01 10:00:00 UTC
N_ROWS = 2000

# ----------------------------------------------------------------------------
# core helpers
# ----------------------------------------------------------------------------
class Catalog:
    """Message specs of one format: key -> (level, format)."""

    def __init__(self, name: str, specs: list[tuple[str, str, str]]):
        self.name = name
        self.fmt: dict[str, str] = {}
        self.lvl: dict[str, str] = {}
        self.tpl: dict[str, str] = {}
        seen: dict[str, str] = {}
        for key, level, fmt in specs:
            assert key not in self.fmt, (name, key)
            assert level in LEVELS, (name, key, level)
            assert "\n" not in fmt and "<*>" not in fmt, (name, key)
            tpl = _PH.sub("<*>", fmt)
            assert tpl not in seen, (name, key, seen.get(tpl))
            seen[tpl] = key
            self.fmt[key], self.lvl[key], self.tpl[key] = fmt, level, tpl
    def __call__(self, key: str, v: dict | None = None, /, **kw) -> dict[str, str]:
        d = dict(v or {})
        d.update(kw)

        def rep(m: re.Match) -> str:
            s = str(d[m.group(1)])
            assert s and "\n" not in s and "\r" not in s, (self.name, key, m.group(1))
            return s

        return {"line": _PH.sub(rep, self.fmt[key]), "template": self.tpl[key],
                "level": self.lvl[key]}

_CUM: dict[tuple[int, float], list[float]] = {}

def zpick(rng: random.Random, pool, s: float = 1.1):
    """Zipf-skewed choice: the first elements of the pool are the most common."""
    key = (len(pool), s)
    cum = _CUM.get(key)
    if cum is None:
        acc, cum = 0.0, []
        for i in range(len(pool)):
            acc += 1.0 / (i + 1) ** s
            cum.append(acc)
        _CUM[key] = cum
    return rng.choices(pool, cum_weights=cum)[0]

def hexs(rng: random.Random, n: int, upper: bool = False) -> str:
    h = "".join(rng.choice("0123456789abcdef") for _ in range(n))
    return h.upper() if upper else h

def b64(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
                   for _ in range(n))

def uuid4(rng: random.Random) -> str:
    h = hexs(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"

def logu(rng: random.Random, lo: float, hi: float) -> float:
    """Log-uniform number in [lo, hi]."""
    if lo <= 0:
        return (hi + 1.0) ** rng.random() - 1.0
    return lo * (hi / lo) ** rng.random()

def godur(sec: float) -> str:
    """Go time.Duration String()."""
    if sec < 1e-3:
        return f"{sec * 1e6:.3f}".rstrip("0").rstrip(".") + "µs"
    if sec < 1:
        return f"{sec * 1e3:.6f}".rstrip("0").rstrip(".") + "ms"
    if sec < 60:
        return f"{sec:.9f}".rstrip("0").rstrip(".") + "s"
    m, s = divmod(sec, 60)
    return f"{int(m)}m" + (f"{s:.3f}".rstrip("0").rstrip(".") or "0") + "s"

def utc(t: float) -> _dt.datetime:
    return _dt.datetime.fromtimestamp(t, _dt.timezone.utc)

def usec(t: float) -> int:
    return min(999999, int(round((t % 1) * 1e6)))

class Clock:
    def __init__(self, rng: random.Random, mean_gap: float):
        self.rng = rng
        self.t = T0 + rng.uniform(0, 7200)
        self.mean = mean_gap
    def tick(self, scale: float = 1.0) -> float:
        self.t += self.rng.expovariate(1.0 / (self.mean * scale))
        return self.t
    def step(self, lo: float = 0.0005, hi: float = 0.05) -> float:
        self.t += self.rng.uniform(lo, hi)
        return self.t

def run(rng: random.Random, events, head=None, n: int = N_ROWS) -> list[dict[str, str]]:
    rows = list(head() if head else [])
    fns = [f for _, f in events]
    ws = [w for w, _ in events]
    while len(rows) < n:
        rows.extend(rng.choices(fns, ws)[0]())
    return rows[:n]

def ipv4(rng: random.Random, public: bool = True) -> str:
    if public:
        return (f"{rng.choice([23, 45, 61, 77, 89, 103, 141, 159, 185, 193, 203, 212])}."
                f"{rng.randint(1, 254)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}")
    return f"10.{rng.choice([0, 0, 0, 1, 2])}.{rng.randint(0, 20)}.{rng.randint(2, 250)}"

def pool_ips(rng: random.Random, n: int, public: bool = True) -> list[str]:
    return [ipv4(rng, public) for _ in range(n)]

# ----------------------------------------------------------------------------
# 1. auditd
# ----------------------------------------------------------------------------
def _au(t: str, body: str) -> str:
    return "type=" + t + " msg=audit({stamp}): " + body

_SC = ("arch={arch} syscall={sc} success={ok} exit={exit} a0={a0} a1={a1} a2={a2} a3={a3} "
       "items={items} ppid={ppid} pid={pid} auid={auid} uid={uid} gid={gid} euid={euid} "
       "suid={suid} fsuid={fsuid} egid={egid} sgid={sgid} fsgid={fsgid} tty={tty} ses={ses} "
       "comm={comm} exe={exe} subj={subj} key={key}")
_UMSG = "pid={pid} uid={uid} auid={auid} ses={ses} subj={subj} msg='"
_PAM = "grantors={gr} acct={acct} exe={exe} hostname={hn} addr={addr} terminal={term} res="

AUDIT = Catalog("auditd", [
    ("sys_ok", "-", _au("SYSCALL", _SC.replace("{ok}", "yes"))),
    ("sys_fail", "WARN", _au("SYSCALL", _SC.replace("{ok}", "no"))),
    ("execve1", "-", _au("EXECVE", "argc={argc} a0={x0}")),
    ("execve2", "-", _au("EXECVE", "argc={argc} a0={x0} a1={x1}")),
    ("execve3", "-", _au("EXECVE", "argc={argc} a0={x0} a1={x1} a2={x2}")),
    ("execve4", "-", _au("EXECVE", "argc={argc} a0={x0} a1={x1} a2={x2} a3={x3}")),
    ("cwd", "-", _au("CWD", "cwd={cwd}")),
    ("path", "-", _au("PATH", "item={item} name={name} inode={inode} dev={dev} mode={mode} "
                              "ouid={ouid} ogid={ogid} rdev={rdev} obj={obj} nametype=NORMAL "
                              "cap_fp={c1} cap_fi={c2} cap_fe={c3} cap_fver={c4} cap_frootid={c5}")),
    ("proctitle", "-", _au("PROCTITLE", "proctitle={pt}")),
    ("sockaddr", "-", _au("SOCKADDR", "saddr={saddr}")),
    ("bpf_load", "-", _au("BPF", "prog-id={prog} op=LOAD")),
    ("bpf_unload", "-", _au("BPF", "prog-id={prog} op=UNLOAD")),
    ("user_auth_ok", "-", _au("USER_AUTH", _UMSG + "op=PAM:authentication " + _PAM + "success'")),
    ("user_auth_fail", "WARN", _au("USER_AUTH", _UMSG + "op=PAM:authentication " + _PAM + "failed'")),
    ("user_acct_ok", "-", _au("USER_ACCT", _UMSG + "op=PAM:accounting " + _PAM + "success'")),
    ("cred_refr", "-", _au("CRED_REFR", _UMSG + "op=PAM:setcred " + _PAM + "success'")),
    ("cred_acq", "-", _au("CRED_ACQ", _UMSG + "op=PAM:setcred " + _PAM + "success'")),
    ("cred_disp", "-", _au("CRED_DISP", _UMSG + "op=PAM:setcred " + _PAM + "success'")),
    ("user_start", "-", _au("USER_START", _UMSG + "op=PAM:session_open " + _PAM + "success'")),
    ("user_end", "-", _au("USER_END", _UMSG + "op=PAM:session_close " + _PAM + "success'")),
    ("user_cmd", "-", _au("USER_CMD", _UMSG + "cwd={cwd} cmd={cmd} exe={exe} terminal={term} res=success'")),
    ("login", "-", _au("LOGIN", "pid={pid} uid={uid} subj={subj} old-auid={oauid} auid={auid} "
                                "tty={tty} old-ses={oses} ses={ses} res={res}")),
    ("user_login_ok", "-", _au("USER_LOGIN", _UMSG + "op=login id={id} exe={exe} hostname={hn} "
                                             "addr={addr} terminal={term} res=success'")),
    ("user_login_fail", "WARN", _au("USER_LOGIN", _UMSG + "op=login acct={acct} exe={exe} "
                                                  "hostname={hn} addr={addr} terminal={term} res=failed'")),
    ("user_err", "WARN", _au("USER_ERR", _UMSG + "op=PAM:bad_ident " + _PAM + "failed'")),
    ("svc_start_ok", "-", _au("SERVICE_START", _UMSG + "unit={unit} comm={comm} exe={exe} hostname={hn} "
                                               "addr={addr} terminal={term} res=success'")),
    ("svc_start_fail", "WARN", _au("SERVICE_START", _UMSG + "unit={unit} comm={comm} exe={exe} "
                                                    "hostname={hn} addr={addr} terminal={term} res=failed'")),
    ("svc_stop_ok", "-", _au("SERVICE_STOP", _UMSG + "unit={unit} comm={comm} exe={exe} hostname={hn} "
                                             "addr={addr} terminal={term} res=success'")),
    ("avc", "WARN", _au("AVC", "avc:  denied  { {perm} } for  pid={pid} comm={comm} name={name} "
                               "dev={dev} ino={ino} scontext={sctx} tcontext={tctx} tclass={tclass} "
                               "permissive={perm_flag}")),
    ("anom_abend", "ERROR", _au("ANOM_ABEND", "auid={auid} uid={uid} gid={gid} ses={ses} subj={subj} "
                                              "pid={pid} comm={comm} exe={exe} sig={sig} res={res}")),
    ("anom_prom", "WARN", _au("ANOM_PROMISCUOUS", "dev={dev} prom={prom} old_prom={oprom} auid={auid} "
                                                  "uid={uid} gid={gid} ses={ses}")),
    ("config_change", "-", _au("CONFIG_CHANGE", "auid={auid} ses={ses} subj={subj} op=add_rule "
                                                "key={key} list={list} res={res}")),
    ("daemon_start", "-", _au("DAEMON_START", "op=start ver={ver} format=raw kernel={kernel} "
                                              "auid={auid} pid={pid} uid={uid} ses={ses} subj={subj} "
                                              "res=success")),
    ("netfilter", "-", _au("NETFILTER_CFG", "table={table} family={fam} entries={ent} op=nft_register_chain "
                                            "pid={pid} subj={subj} comm={comm}")),
    ("add_user", "-", _au("ADD_USER", _UMSG + "op=adding user id={id} exe={exe} hostname={hn} "
                                      "addr={addr} terminal={term} res=success'")),
])

_SUBJ_USER = "unconfined_u:unconfined_r:unconfined_t:s0-s0:c0.c1023"
_SUBJ_SSHD = "system_u:system_r:sshd_t:s0-s0:c0.c1023"
_SUBJ_INIT = "system_u:system_r:init_t:s0"
_SUBJ_CRON = "system_u:system_r:crond_t:s0-s0:c0.c1023"
_UNSET = "4294967295"

_AU_CMDS = [
    (["ls", "-la"], "/usr/bin/ls"),
    (["sudo", "systemctl", "restart", "nginx"], "/usr/bin/sudo"),
    (["systemctl", "restart", "nginx"], "/usr/bin/systemctl"),
    (["cat", "/etc/hosts"], "/usr/bin/cat"),
    (["bash"], "/usr/bin/bash"),
    (["/usr/lib64/sa/sa1", "1", "1"], "/usr/lib64/sa/sa1"),
    (["grep", "-r", "ERROR", "/var/log/app"], "/usr/bin/grep"),
    (["curl", "-s", "http://127.0.0.1:8080/health"], "/usr/bin/curl"),
    (["id"], "/usr/bin/id"),
    (["ps", "aux"], "/usr/bin/ps"),
    (["git", "pull"], "/usr/bin/git"),
    (["python3", "/opt/app/manage.py", "migrate"], "/usr/bin/python3.9"),
    (["tail", "-n", "200", "/var/log/messages"], "/usr/bin/tail"),
    (["vim", "/etc/nginx/nginx.conf"], "/usr/bin/vim"),
    (["sudo", "-i"], "/usr/bin/sudo"),
    (["crontab", "-l"], "/usr/bin/crontab"),
    (["dnf", "check-update"], "/usr/bin/python3.9"),
    (["ss", "-tlnp"], "/usr/sbin/ss"),
    (["journalctl", "-u", "nginx"], "/usr/bin/journalctl"),
    (["rsync", "-a", "/srv/data/", "backup01:/backup/"], "/usr/bin/rsync"),
]
_AU_UNITS = ["sysstat-collect", "dnf-makecache", "nginx", "systemd-tmpfiles-clean", "logrotate",
             "user@1000", "user-runtime-dir@1000", "NetworkManager-dispatcher", "fprintd",
             "app-worker", "chronyd", "postfix", "sssd-kcm"]
_AU_DENY_FILES = ["/etc/shadow", "/root/.ssh/authorized_keys", "/var/log/secure", "/etc/sudoers",
                  "/var/lib/pgsql/data/pg_hba.conf"]

def _au_hex(s: str) -> str:
    return s.encode().hex().upper()

def _au_arg(a: str) -> str:
    if any(c in a for c in ' "\'') or not a.isprintable():
        return _au_hex(a)
    return '"' + a + '"'

def make_auditd(rng: random.Random) -> list[dict[str, str]]:
    C = AUDIT
    ck = Clock(rng, 2.5)
    st = {"serial": rng.randint(3000, 90000), "pid": rng.randint(20000, 60000),
          "ses": rng.randint(2, 40), "prog": rng.randint(40, 300)}
    host = rng.choice(["app-prod-01", "db-02", "bastion-1", "web-03"])
    users = [("alice", 1000), ("deploy", 1002), ("bob", 1001), ("carol", 1003), ("jenkins", 1004),
             ("svc-backup", 1005)]
    ext_ips = pool_ips(rng, 12)
    int_ips = pool_ips(rng, 6, public=False)
    live: dict[str, tuple[int, str]] = {}  # user -> (ses, tty)

    def stamp(new: bool = True) -> str:
        if new:
            st["serial"] += rng.choice([1, 1, 1, 2, 3, 5])
        return f"{ck.t:.3f}:{st['serial']}"
    def newpid() -> int:
        st["pid"] += rng.randint(1, 40)
        return st["pid"]
    def session(user: str) -> tuple[int, str]:
        if user not in live:
            st["ses"] += 1
            live[user] = (st["ses"], f"pts{rng.randint(0, 4)}")
        return live[user]
    def ids(uid, auid, ses, tty, subj):
        return dict(auid=auid, uid=uid, gid=uid, euid=uid, suid=uid, fsuid=uid, egid=uid,
                    sgid=uid, fsgid=uid, tty=tty, ses=ses, subj=subj)
    def regs(v):
        v.update(arch="c000003e", a0=hexs(rng, 12).lstrip("0") or "1",
                 a1=hexs(rng, 12).lstrip("0") or "1", a2=hexs(rng, 12).lstrip("0") or "1",
                 a3=rng.choice(["0", "8", "1b6", "7ffd" + hexs(rng, 8)]))
        return v
    def path_rec(s, item, name, mode, obj, ouid=0):
        return C("path", stamp=s, item=item, name='"' + name + '"', inode=rng.randint(1000, 9000000),
                 dev=rng.choice(["fd:00", "fd:00", "fd:02", "08:01"]), mode=mode, ouid=ouid, ogid=ouid,
                 rdev="00:00", obj=obj, c1=0, c2=0, c3=0, c4=0, c5=0)
    def proctitle(s, argv):
        pt = _au_hex("\x00".join(argv)) if len(argv) > 1 else _au_arg(argv[0])
        return C("proctitle", stamp=s, pt=pt)
    def actor():
        if rng.random() < 0.25:
            u, uid = "root", 0
            return u, uid, _UNSET, _UNSET, "(none)", _SUBJ_CRON
        u, uid = zpick(rng, users, 1.3)
        ses, tty = session(u)
        return u, uid, uid, ses, tty, _SUBJ_USER
    def ev_exec():
        ck.tick()
        argv, exe = zpick(rng, _AU_CMDS, 0.9)
        u, uid, auid, ses, tty, subj = actor()
        s = stamp()
        ppid, pid = st["pid"] - rng.randint(1, 500), newpid()
        v = regs(dict(stamp=s, sc=59, exit=0, items=2, ppid=ppid, pid=pid,
                      comm='"' + argv[0].rsplit("/", 1)[-1][:15] + '"', exe='"' + exe + '"',
                      key='"exec"', **ids(uid, auid, ses, tty, subj)))
        rows = [C("sys_ok", v)]
        ev = dict(stamp=s, argc=len(argv))
        for i, a in enumerate(argv):
            ev[f"x{i}"] = _au_arg(a)
        rows.append(C(f"execve{len(argv)}", ev))
        rows.append(C("cwd", stamp=s, cwd='"' + ("/root" if uid == 0 else f"/home/{u}") + '"'))
        rows.append(path_rec(s, 0, exe, "0100755", "system_u:object_r:bin_t:s0"))
        rows.append(path_rec(s, 1, "/lib64/ld-linux-x86-64.so.2", "0100755",
                             "system_u:object_r:ld_so_t:s0"))
        rows.append(proctitle(s, argv))
        return rows
    def ev_denied_open():
        ck.tick()
        u, uid = zpick(rng, users, 1.3)
        ses, tty = session(u)
        f = zpick(rng, _AU_DENY_FILES)
        argv = rng.choice([["cat", f], ["less", f], ["vim", f], ["tail", "-f", f]])
        s = stamp()
        v = regs(dict(stamp=s, sc=257, exit=-13, items=1, ppid=st["pid"] - rng.randint(1, 300),
                      pid=newpid(), comm='"' + argv[0] + '"', exe=f'"/usr/bin/{argv[0]}"',
                      key='"access"', **ids(uid, uid, ses, tty, _SUBJ_USER)))
        return [C("sys_fail", v), C("cwd", stamp=s, cwd=f'"/home/{u}"'),
                path_rec(s, 0, f, "0100640", "system_u:object_r:shadow_t:s0"), proctitle(s, argv)]
    def ev_connect():
        ck.tick()
        ok = rng.random() < 0.85
        s = stamp()
        comm, exe = zpick(rng, [("curl", "/usr/bin/curl"), ("python3", "/usr/bin/python3.9"),
                                ("java", "/usr/lib/jvm/java-17-openjdk/bin/java"),
                                ("nc", "/usr/bin/ncat")])
        v = regs(dict(stamp=s, sc=42, exit=0 if ok else -111, items=0,
                      ppid=st["pid"] - rng.randint(1, 300), pid=newpid(), comm=f'"{comm}"',
                      exe=f'"{exe}"', key='"network"',
                      **ids(1002, 1002, session("deploy")[0], "(none)", _SUBJ_USER)))
        ip = rng.choice(ext_ips + int_ips)
        port = rng.choice([443, 443, 80, 5432, 6379, 8443])
        saddr = "0200" + f"{port:04X}" + "".join(f"{int(o):02X}" for o in ip.split(".")) + "0" * 16
        return [C("sys_ok" if ok else "sys_fail", v), C("sockaddr", stamp=s, saddr=saddr),
                proctitle(s, [comm, "-s", f"https://{ip}/"] if comm == "curl" else [comm])]
    def ev_bpf():
        ck.tick()
        st["prog"] += 1
        rows = [C("bpf_load", stamp=stamp(), prog=st["prog"])]
        if rng.random() < 0.6:
            rows.append(C("bpf_unload", stamp=stamp(), prog=st["prog"] - rng.randint(1, 6)))
        return rows
    def umsg(pid, uid, auid, ses, subj, **kw):
        return dict(pid=pid, uid=uid, auid=auid, ses=ses, subj=subj, **kw)
    def ev_sudo():
        ck.tick()
        u, uid = zpick(rng, users[:4], 1.2)
        ses, tty = session(u)
        pid = newpid()
        base = umsg(pid, uid, uid, ses, _SUBJ_USER, acct=f'"{u}"', exe='"/usr/bin/sudo"', hn="?",
                    addr="?", term=f"/dev/{tty.replace('pts', 'pts/')}")
        if rng.random() < 0.08:
            base["gr"] = "?"
            return [C("user_auth_fail", base, stamp=stamp())]
        argv, _ = zpick(rng, _AU_CMDS[1:], 0.9)
        rows = [C("user_auth_ok", base, stamp=stamp(), gr="pam_unix"),
                C("user_acct_ok", base, stamp=stamp(), gr="pam_unix,pam_localuser"),
                C("user_cmd", base, stamp=stamp(), cwd=f'"/home/{u}"',
                  cmd=_au_hex(" ".join(argv)), term=tty.replace("pts", "pts/"))]
        base.update(acct='"root"')
        rows += [C("cred_refr", base, stamp=stamp(), gr="pam_env,pam_unix"),
                 C("user_start", base, stamp=stamp(), gr="pam_keyinit,pam_limits,pam_keyinit,pam_limits,pam_systemd,pam_unix")]
        ck.step(0.05, 3.0)
        rows += [C("user_end", base, stamp=stamp(), gr="pam_keyinit,pam_limits,pam_keyinit,pam_limits,pam_systemd,pam_unix"),
                 C("cred_disp", base, stamp=stamp(), gr="pam_env,pam_unix")]
        return rows
    def ev_ssh_login():
        ck.tick(2)
        u, uid = zpick(rng, users, 1.2)
        live.pop(u, None)
        ses, tty = session(u)
        ip = zpick(rng, int_ips)
        pid = newpid()
        b = umsg(pid, 0, _UNSET, _UNSET, _SUBJ_SSHD, acct=f'"{u}"', exe='"/usr/sbin/sshd"',
                 hn=ip, addr=ip, term="ssh")
        rows = [C("user_auth_ok", b, stamp=stamp(), gr="pam_unix" if rng.random() < 0.3 else "?"),
                C("user_acct_ok", b, stamp=stamp(), gr="pam_unix,pam_localuser"),
                C("cred_acq", b, stamp=stamp(), gr="pam_env,pam_unix"),
                C("login", stamp=stamp(), pid=pid, uid=0, subj=_SUBJ_SSHD, oauid=_UNSET, auid=uid,
                  tty="(none)", oses=_UNSET, ses=ses, res=1)]
        b.update(auid=uid, ses=ses)
        rows += [C("user_start", b, stamp=stamp(),
                   gr="pam_selinux,pam_loginuid,pam_selinux,pam_namespace,pam_keyinit,pam_keyinit,pam_limits,pam_systemd,pam_unix,pam_umask,pam_lastlog"),
                 C("user_login_ok", b, stamp=stamp(), id=uid, hn="?", term=f"/dev/{tty.replace('pts', 'pts/')}")]
        return rows
    def ev_ssh_logout():
        ck.tick(2)
        if not live:
            return ev_ssh_login()
        u = rng.choice(sorted(live))
        ses, tty = live.pop(u)
        uid = dict(users)[u]
        ip = zpick(rng, int_ips)
        b = umsg(st["pid"] - rng.randint(1, 4000), 0, uid, ses, _SUBJ_SSHD, acct=f'"{u}"',
                 exe='"/usr/sbin/sshd"', hn=ip, addr=ip, term="ssh")
        return [C("user_end", b, stamp=stamp(),
                  gr="pam_selinux,pam_loginuid,pam_selinux,pam_namespace,pam_keyinit,pam_keyinit,pam_limits,pam_systemd,pam_unix,pam_umask,pam_lastlog"),
                C("cred_disp", b, stamp=stamp(), gr="pam_env,pam_unix")]
    def ev_ssh_fail():
        ck.tick()
        ip = zpick(rng, ext_ips, 1.4)
        acct = zpick(rng, ['"root"', '"admin"', '"ubuntu"', '"test"', '"oracle"', '"postgres"', '"git"'])
        b = umsg(newpid(), 0, _UNSET, _UNSET, _SUBJ_SSHD, acct=acct, exe='"/usr/sbin/sshd"',
                 hn=ip, addr=ip, term="ssh", gr="?")
        if rng.random() < 0.1:
            return [C("user_err", b, stamp=stamp(), acct='"?"')]
        return [C("user_auth_fail", b, stamp=stamp()), C("user_login_fail", b, stamp=stamp())]
    def ev_service():
        ck.tick()
        unit = zpick(rng, _AU_UNITS, 1.0)
        b = umsg(1, 0, _UNSET, _UNSET, _SUBJ_INIT, unit=unit, comm='"systemd"',
                 exe='"/usr/lib/systemd/systemd"', hn="?", addr="?", term="?")
        r = rng.random()
        if r < 0.05:
            return [C("svc_start_fail", b, stamp=stamp())]
        if r < 0.55:
            return [C("svc_start_ok", b, stamp=stamp())]
        return [C("svc_stop_ok", b, stamp=stamp())]
    def ev_avc():
        ck.tick()
        comm, sctx, name, tctx, tclass, perm = zpick(rng, [
            ('"nginx"', "system_u:system_r:httpd_t:s0", '"app.sock"',
             "unconfined_u:object_r:var_run_t:s0", "sock_file", "write"),
            ('"httpd"', "system_u:system_r:httpd_t:s0", '"index.html"',
             "unconfined_u:object_r:user_home_t:s0", "file", "read"),
            ('"nginx"', "system_u:system_r:httpd_t:s0", '"8081"', "system_u:object_r:unreserved_port_t:s0",
             "tcp_socket", "name_connect"),
            ('"postgres"', "system_u:system_r:postgresql_t:s0", '"backup"',
             "unconfined_u:object_r:default_t:s0", "dir", "search"),
            ('"rsync"', "system_u:system_r:rsync_t:s0", '"data"', "system_u:object_r:var_lib_t:s0",
             "dir", "getattr"),
        ], 1.3)
        return [C("avc", stamp=stamp(), perm=perm, pid=rng.randint(800, 60000), comm=comm, name=name,
                  dev='"dm-0"', ino=rng.randint(1000, 9000000), sctx=sctx, tctx=tctx, tclass=tclass,
                  perm_flag=0)]
    def ev_abend():
        ck.tick()
        u, uid = zpick(rng, users, 1.2)
        comm, exe = rng.choice([('"python3"', '"/usr/bin/python3.9"'), ('"java"', '"/usr/lib/jvm/java-17-openjdk/bin/java"'),
                                ('"app-worker"', '"/opt/app/bin/app-worker"')])
        return [C("anom_abend", stamp=stamp(), auid=uid, uid=uid, gid=uid, ses=session(u)[0],
                  subj=_SUBJ_USER, pid=newpid(), comm=comm, exe=exe, sig=rng.choice([11, 6, 11, 7]), res=1)]
    def ev_prom():
        ck.tick()
        u, uid = users[0]
        return [C("anom_prom", stamp=stamp(), dev=rng.choice(["eth0", "ens192"]), prom=256,
                  oprom=0, auid=uid, uid=0, gid=0, ses=session(u)[0])]
    def ev_config():
        ck.tick()
        rows = []
        for key in rng.sample(['"exec"', '"access"', '"network"', '"identity"', '"sudoers"'], 3):
            rows.append(C("config_change", stamp=stamp(), auid=_UNSET, ses=_UNSET,
                          subj="system_u:system_r:unconfined_service_t:s0", key=key,
                          list=rng.choice([4, 4, 2]), res=1))
        return rows
    def ev_daemon():
        ck.tick()
        return [C("daemon_start", stamp=stamp(), ver="3.0.7",
                  kernel="5.14.0-362.24.1.el9_3.x86_64", auid=_UNSET, pid=rng.randint(600, 900),
                  uid=0, ses=_UNSET, subj="system_u:system_r:auditd_t:s0")]
    def ev_netfilter():
        ck.tick()
        s = stamp()
        pid = newpid()
        return [C("netfilter", stamp=s, table=t, fam=2, ent=rng.randint(0, 40), pid=pid,
                  subj="system_u:system_r:firewalld_t:s0", comm='"firewalld"')
                for t in rng.sample(["filter", "nat", "mangle", "firewalld"], rng.randint(1, 3))]
    def ev_adduser():
        ck.tick()
        u, uid = users[0]
        return [C("add_user", umsg(newpid(), 0, uid, session(u)[0], _SUBJ_USER), stamp=stamp(),
                  id=rng.randint(1006, 1050), exe='"/usr/sbin/useradd"', hn=host, addr="?",
                  term=session(u)[1].replace("pts", "pts/"))]

    events = [(30, ev_exec), (12, ev_bpf), (6, ev_sudo), (5, ev_ssh_login), (4.5, ev_ssh_logout),
              (6, ev_ssh_fail), (9, ev_service), (5, ev_connect), (3, ev_denied_open),
              (1.2, ev_avc), (0.15, ev_abend), (0.08, ev_prom), (0.15, ev_config),
              (0.07, ev_daemon), (0.6, ev_netfilter), (0.08, ev_adduser)]
    return run(rng, events)

# ----------------------------------------------------------------------------
# 2. squid native access.log + cache.log
# ----------------------------------------------------------------------------
_SQA = "{ts} {el} {cip} "
_SQC = "{d} {t} kid{kid}| "

SQUID = Catalog("squid_native", [
    ("miss_get", "-", _SQA + "TCP_MISS/{st} {sz} GET {url} {user} HIER_DIRECT/{sip} {mime}"),
    ("miss_post", "-", _SQA + "TCP_MISS/{st} {sz} POST {url} {user} HIER_DIRECT/{sip} {mime}"),
    ("miss_head", "-", _SQA + "TCP_MISS/{st} {sz} HEAD {url} {user} HIER_DIRECT/{sip} {mime}"),
    ("miss_parent", "-", _SQA + "TCP_MISS/{st} {sz} GET {url} {user} FIRSTUP_PARENT/{sip} {mime}"),
    ("miss_aborted", "-", _SQA + "TCP_MISS_ABORTED/{st} {sz} GET {url} {user} HIER_DIRECT/{sip} {mime}"),
    ("tunnel", "-", _SQA + "TCP_TUNNEL/{st} {sz} CONNECT {hp} {user} HIER_DIRECT/{sip} -"),
    ("tunnel_aborted", "-", _SQA + "TCP_TUNNEL_ABORTED/{st} {sz} CONNECT {hp} {user} HIER_DIRECT/{sip} -"),
    ("hit", "-", _SQA + "TCP_HIT/{st} {sz} GET {url} {user} HIER_NONE/- {mime}"),
    ("mem_hit", "-", _SQA + "TCP_MEM_HIT/{st} {sz} GET {url} {user} HIER_NONE/- {mime}"),
    ("inm_hit", "-", _SQA + "TCP_INM_HIT/{st} {sz} GET {url} {user} HIER_NONE/- {mime}"),
    ("neg_hit", "-", _SQA + "TCP_NEGATIVE_HIT/{st} {sz} GET {url} {user} HIER_NONE/- {mime}"),
    ("refresh_unmod", "-", _SQA + "TCP_REFRESH_UNMODIFIED/{st} {sz} GET {url} {user} HIER_DIRECT/{sip} {mime}"),
    ("refresh_mod", "-", _SQA + "TCP_REFRESH_MODIFIED/{st} {sz} GET {url} {user} HIER_DIRECT/{sip} {mime}"),
    ("client_refresh", "-", _SQA + "TCP_CLIENT_REFRESH_MISS/{st} {sz} GET {url} {user} HIER_DIRECT/{sip} {mime}"),
    ("denied_get", "-", _SQA + "TCP_DENIED/{st} {sz} GET {url} {user} HIER_NONE/- text/html"),
    ("denied_connect", "-", _SQA + "TCP_DENIED/{st} {sz} CONNECT {hp} {user} HIER_NONE/- text/html"),
    ("none_end", "-", _SQA + "NONE_NONE/{st} {sz} - error:transaction-end-before-headers - HIER_NONE/- -"),
    ("none_invalid", "-", _SQA + "NONE_NONE/{st} {sz} NONE error:invalid-request - HIER_NONE/- text/html"),
    # cache.log
    ("c_start", "-", _SQC + "Starting Squid Cache version {ver} for x86_64-redhat-linux-gnu..."),
    ("c_svcname", "-", _SQC + "Service Name: squid"),
    ("c_pid", "-", _SQC + "Process ID {pid}"),
    ("c_fds", "-", _SQC + "With {n} file descriptors available"),
    ("c_reconf", "-", _SQC + "Reconfiguring Squid Cache (version {ver})..."),
    ("c_closeport", "-", _SQC + "Closing HTTP(S) port {addr}"),
    ("c_logclose", "-", _SQC + "Logfile: closing log {log}"),
    ("c_logopen", "-", _SQC + "Logfile: opening log {log}"),
    ("c_procconf", "-", _SQC + "Processing Configuration File: {file} (depth {n})"),
    ("c_accept", "-", _SQC + "Accepting HTTP Socket connections at conn{conn} local={addr} remote=[::] FD {fd} flags={fl}"),
    ("c_helpers", "-", _SQC + "helperOpenServers: Starting {a}/{b} {helper} processes"),
    ("c_dirclean", "-", _SQC + "storeDirWriteCleanLogs: Starting..."),
    ("c_finished", "-", _SQC + "  Finished.  Wrote {n} entries."),
    ("c_took", "-", _SQC + "  Took {s} seconds ({r} entries/sec)."),
    ("c_netdb", "-", _SQC + "NETDB state saved; {n} entries, {ms} msec"),
    ("c_rotate", "-", _SQC + "Logfile: rotate {log}"),
    ("c_ipcache", "-", _SQC + "ipcacheParse: No Address records in response to {host}"),
    ("w_busy", "WARN", _SQC + "WARNING: All {a}/{b} {helper} processes are busy."),
    ("w_queued", "WARN", _SQC + "WARNING: {n} pending requests queued"),
    ("w_consider", "WARN", _SQC + "WARNING: Consider increasing the number of {helper} processes in your config file."),
    ("w_invalid_resp", "WARN", _SQC + "WARNING: HTTP: Invalid Response: Bad header encountered from {url} AKA {aka}"),
    ("w_lifetime", "WARN", _SQC + "WARNING: Closing client connection due to lifetime timeout"),
    ("e_tls_neg", "ERROR", _SQC + "ERROR: negotiating TLS on FD {fd}: error:0A000086:SSL routines::certificate verify failed ({e1}/{e2}/{e3})"),
    ("e_tls_accept", "ERROR", _SQC + "ERROR: failure while accepting a TLS connection on conn{conn} local={laddr} remote={raddr} FD {fd} flags={fl}: {err}"),
    ("e_collapsed", "ERROR", _SQC + "ERROR: Collapsed forwarding queue overflow for kid{k} at {n} items"),
    ("bug_date", "ERROR", _SQC + "BUG {n}: HTTP reply without Date:"),
    ("f_segv", "FATAL", _SQC + "FATAL: Received Segment Violation...dying."),
    ("c_exiting", "-", _SQC + "Squid Cache (Version {ver}): Exiting normally."),
])

_SQ_DOMAINS = ["www.google.com", "update.microsoft.com", "cdn.jsdelivr.net", "api.github.com",
               "outlook.office365.com", "slack.com", "fonts.gstatic.com", "mirror.centos.org",
               "registry.npmjs.org", "pypi.org", "www.bbc.co.uk", "s3.amazonaws.com",
               "archive.ubuntu.com", "ocsp.digicert.com", "intranet.corp.local", "download.docker.com",
               "zoom.us", "www.youtube.com", "ads.doubleclick.net", "wpad.corp.local"]
_SQ_PATHS = ["/", "/index.html", "/favicon.ico", "/ubuntu/dists/jammy/InRelease",
             "/npm/bootstrap@5.3.0/dist/css/bootstrap.min.css", "/simple/requests/", "/v2/",
             "/MFEwTzBNMEswSTAJBgUrDgMCGgUABBQ", "/news/technology", "/static/js/app.3f2a.js",
             "/pub/repodata/repomd.xml", "/images/logo.png", "/api/v1/status", "/wpad.dat",
             "/pagead/id", "/s/roboto/v30/KFOmCnqEu92Fr1Mu4mxK.woff2"]
_SQ_MIME = ["text/html", "application/json", "image/png", "application/javascript", "text/css",
            "application/octet-stream", "font/woff2", "image/jpeg", "text/plain", "-",
            "application/ocsp-response", "application/x-ns-proxy-autoconfig"]

def make_squid(rng: random.Random) -> list[dict[str, str]]:
    C = SQUID
    ck = Clock(rng, 1.3)
    clients = pool_ips(rng, 24, public=False)
    users = ["-"] * 6 + ["alice", "bob", "jsmith", "mwong", "svc-build"]
    srv = {d: ipv4(rng) for d in _SQ_DOMAINS}
    parent = "10.0.0." + str(rng.randint(2, 9))
    kid = rng.choice(["1", "1", "1", "2"])
    ver = rng.choice(["5.5", "5.7", "6.6"])
    st = {"pid": rng.randint(1000, 9000), "conn": rng.randint(5, 40), "fd": 12}

    def base(el_lo=1, el_hi=3000):
        ck.tick()
        d = zpick(rng, _SQ_DOMAINS, 0.9)
        return dict(ts=f"{ck.t:.3f}", el=f"{int(logu(rng, el_lo, el_hi)):6d}",
                    cip=zpick(rng, clients, 1.0), user=zpick(rng, users, 1.5),
                    url=f"http://{d}{zpick(rng, _SQ_PATHS, 0.8)}", hp=f"{d}:443",
                    sip=srv[d], mime=zpick(rng, _SQ_MIME, 1.0), st=200,
                    sz=int(logu(rng, 300, 2_000_000)))
    def cl(key, **kw):
        dt = utc(ck.step(0.0, 0.2))
        return C(key, dict(d=dt.strftime("%Y/%m/%d"), t=dt.strftime("%H:%M:%S"), kid=kid), **kw)
    def ev_simple(key, status=(200,), lo=1, hi=3000, **over):
        def f():
            v = base(lo, hi)
            v["st"] = rng.choice(status)
            v.update(over)
            return [C(key, v)]
        return f
    def ev_denied():
        v = base(0, 3)
        v.update(st=rng.choice([403, 403, 407]), sz=rng.choice([3924, 4011, 3958]), el="     0")
        return [C(rng.choice(["denied_get", "denied_get", "denied_connect"]), v)]
    def ev_none():
        v = base(0, 5)
        if rng.random() < 0.8:
            v.update(st="000", sz=0, el=f"{rng.randint(0, 30):6d}")
            return [C("none_end", v)]
        v.update(st=400, sz=rng.choice([3870, 3913]), el="     0")
        return [C("none_invalid", v)]
    def ev_reconf():
        ck.tick(5)
        rows = [cl("c_reconf", ver=ver), cl("c_closeport", addr="[::]:3128"),
                cl("c_logclose", log="daemon:/var/log/squid/access.log"),
                cl("c_procconf", file="/etc/squid/squid.conf", n=0),
                cl("c_logopen", log="daemon:/var/log/squid/access.log")]
        if rng.random() < 0.5:
            rows.append(cl("c_helpers", a=5, b=20, helper="'basic_ncsa_auth'"))
        st["conn"] += rng.randint(1, 9)
        rows.append(cl("c_accept", conn=st["conn"], addr="[::]:3128", fd=st["fd"], fl=9))
        return rows
    def ev_restart():
        ck.tick(5)
        st["pid"] += rng.randint(50, 900)
        rows = [cl("c_exiting", ver=ver), cl("c_start", ver=ver), cl("c_svcname"),
                cl("c_pid", pid=st["pid"]), cl("c_fds", n=rng.choice([16384, 65535])),
                cl("c_procconf", file="/etc/squid/squid.conf", n=0),
                cl("c_logopen", log="daemon:/var/log/squid/access.log"),
                cl("c_logopen", log="stdio:/var/spool/squid/netdb.state")]
        st["conn"] = rng.randint(5, 20)
        rows.append(cl("c_accept", conn=st["conn"], addr="[::]:3128", fd=st["fd"], fl=9))
        return rows
    def ev_rotate():
        ck.tick(3)
        n = rng.randint(2000, 400000)
        s = round(rng.uniform(0.01, 2.5), 2)
        return [cl("c_rotate", log="daemon:/var/log/squid/access.log"), cl("c_dirclean"),
                cl("c_finished", n=n), cl("c_took", s=f"{s:.2f}", r=f"{n / s:.1f}")]
    def ev_netdb():
        ck.tick()
        return [cl("c_netdb", n=rng.randint(0, 900), ms=rng.randint(0, 40))]
    def ev_warn_busy():
        ck.tick()
        h = zpick(rng, ["basic_ncsa_auth", "security_file_certgen", "store_id_program"])
        rows = [cl("w_busy", a=rng.choice([5, 10, 20]), b=rng.choice([20, 20, 32]), helper=h),
                cl("w_queued", n=rng.randint(2, 120))]
        if rng.random() < 0.7:
            rows.append(cl("w_consider", helper=h))
        return rows
    def ev_cache_err():
        ck.tick()
        r = rng.random()
        if r < 0.45:
            return [cl("e_tls_neg", fd=rng.randint(14, 900), e1=1, e2=-1, e3=0)]
        if r < 0.65:
            st["conn"] += rng.randint(10, 900)
            return [cl("e_tls_accept", conn=st["conn"], laddr="10.0.0.1:3128",
                       raddr=f"{zpick(rng, clients)}:{rng.randint(30000, 65000)}", fd=rng.randint(14, 900),
                       fl=1, err=rng.choice(["SQUID_TLS_ERR_ACCEPT+TLS_LIB_ERR=A000418+TLS_IO_ERR=1",
                                             "SQUID_TLS_ERR_ACCEPT+TLS_IO_ERR=5+errno=104"]))]
        if r < 0.85:
            d = zpick(rng, _SQ_DOMAINS)
            return [cl("w_invalid_resp", url=f"http://{d}/", aka=f"{d}/")]
        return [cl("c_ipcache", host="'" + rng.choice(["wpad.corp.local", "printer7.corp.local",
                                                      "old-intranet.corp.local"]) + "'")]
    def ev_rare():
        ck.tick()
        r = rng.random()
        if r < 0.4:
            return [cl("w_lifetime")]
        if r < 0.65:
            return [cl("e_collapsed", k=kid, n=1024)]
        if r < 0.9:
            return [cl("bug_date", n=3279)]
        return [cl("f_segv")] + ev_restart()

    events = [(40, ev_simple("tunnel", (200,), 50, 600000)),
              (20, ev_simple("miss_get", (200, 200, 200, 301, 302, 404, 304, 503), 20, 5000)),
              (4, ev_simple("miss_post", (200, 201, 204, 400, 500), 30, 8000)),
              (0.6, ev_simple("miss_head", (200, 404), 10, 800)),
              (0.4, ev_simple("miss_parent", (200, 302), 30, 6000)),
              (1.0, ev_simple("miss_aborted", (0, 200), 100, 60000)),
              (0.3, ev_simple("tunnel_aborted", (200,), 100, 90000)),
              (5, ev_simple("hit", (200,), 0, 40)), (4, ev_simple("mem_hit", (200,), 0, 5)),
              (1.5, ev_simple("inm_hit", (304,), 0, 5)), (0.5, ev_simple("neg_hit", (404,), 0, 5)),
              (3, ev_simple("refresh_unmod", (200, 304), 20, 900)),
              (1, ev_simple("refresh_mod", (200,), 20, 2000)),
              (0.6, ev_simple("client_refresh", (200,), 20, 2000)),
              (4, ev_denied), (3, ev_none), (0.12, ev_reconf), (0.05, ev_rotate), (0.3, ev_netdb),
              (0.35, ev_warn_busy), (0.9, ev_cache_err), (0.12, ev_rare)]
    return run(rng, events)

# ----------------------------------------------------------------------------
# 3. BIND 9 named
# ----------------------------------------------------------------------------
_BP = "{date} {time} "
_CL = "client @{ptr} {cip}#{cport}"

BIND = Catalog("bind9_named", [
    ("query", "INFO", _BP + "queries: info: " + _CL + " ({qn}): query: {qn2} IN {qt} {flags} ({srv})"),
    ("lame", "INFO", _BP + "lame-servers: info: lame server resolving {qq} (in {zq}?): {ip}#{port}"),
    ("refused", "INFO", _BP + "lame-servers: info: REFUSED unexpected RCODE resolving {qtq}: {ip}#{port}"),
    ("servfail", "INFO", _BP + "lame-servers: info: SERVFAIL unexpected RCODE resolving {qtq}: {ip}#{port}"),
    ("timedout", "INFO", _BP + "lame-servers: info: timed out resolving {qtq}: {ip}#{port}"),
    ("edns", "INFO", _BP + "edns-disabled: info: success resolving {qq} (in {zq}?) after disabling EDNS"),
    ("formerr", "INFO", _BP + "resolver: notice: DNS format error from {ip}#{port} resolving {qn}/{qt} for "
                              + "client {cip}#{cport}: Name {n1} ({rt}) not subdomain of zone {zn} -- invalid response"),
    ("priming", "INFO", _BP + "resolver: info: resolver priming query complete: success"),
    ("cpq", "INFO", _BP + "resolver: info: clients-per-query increased to {n}"),
    ("nosig", "INFO", _BP + "dnssec: info: validating {qn}/{qt}: no valid signature found"),
    ("badsig", "INFO", _BP + "dnssec: info: validating {qn}/{qt}: verify failed due to bad signature (keyid={kid}): RRSIG has expired"),
    ("insecure", "INFO", _BP + "dnssec: info: validating {qn}/{qt}: got insecure response; parent indicates it should be secure"),
    ("mkeys_fail", "WARN", _BP + "dnssec: warning: managed-keys-zone: DNSKEY set for zone {zq} could not be verified with current keys"),
    ("mkeys_trust", "INFO", _BP + "general: info: managed-keys-zone: Key {kid} for zone {zn} is now trusted (acceptance timer complete)"),
    ("axfr_start", "INFO", _BP + "xfer-out: info: " + _CL + " ({zn}): transfer of {zc}: AXFR started (serial {serial})"),
    ("axfr_end", "INFO", _BP + "xfer-out: info: " + _CL + " ({zn}): transfer of {zc}: AXFR ended: {m} messages, {r} records, {b} bytes, {s} secs ({bps} bytes/sec) (serial {serial})"),
    ("ixfr_start", "INFO", _BP + "xfer-out: info: " + _CL + " ({zn}): transfer of {zc}: IXFR started (serial {serial})"),
    ("xin_conn", "INFO", _BP + "xfer-in: info: transfer of {zc} from {ip}#{port}: connected using {lip}#{lport}"),
    ("xin_ok", "INFO", _BP + "xfer-in: info: transfer of {zc} from {ip}#{port}: Transfer status: success"),
    ("xin_done", "INFO", _BP + "xfer-in: info: transfer of {zc} from {ip}#{port}: Transfer completed: {m} messages, {r} records, {b} bytes, {s} secs ({bps} bytes/sec) (serial {serial})"),
    ("xin_fail", "ERROR", _BP + "xfer-in: error: transfer of {zc} from {ip}#{port}: failed while receiving responses: REFUSED"),
    ("xferred", "INFO", _BP + "general: info: zone {zn}/IN: transferred serial {serial}"),
    ("xfer_started", "INFO", _BP + "general: info: zone {zn}/IN: Transfer started."),
    ("notify_send", "INFO", _BP + "notify: info: zone {zn}/IN: sending notifies (serial {serial})"),
    ("notify_recv", "INFO", _BP + "notify: info: " + _CL + ": received notify for zone {zq}"),
    ("notify_from", "INFO", _BP + "general: info: zone {zn}/IN: notify from {ip}#{port}: serial {serial}"),
    ("refresh_rcode", "INFO", _BP + "general: info: zone {zn}/IN: refresh: unexpected rcode (SERVFAIL) from primary {ip}#{port} (source {lip}#{lport})"),
    ("refresh_retry", "WARN", _BP + "general: warning: zone {zn}/IN: refresh: retry limit for primary {ip}#{port} exceeded (source {lip}#{lport})"),
    ("rndc_reload", "INFO", _BP + "general: info: received control channel command 'reload'"),
    ("rndc_flush", "INFO", _BP + "general: info: received control channel command 'flush'"),
    ("flushed", "INFO", _BP + "general: info: flushing caches in all views succeeded"),
    ("loadconf", "INFO", _BP + "config: info: loading configuration from {file}"),
    ("portrange", "INFO", _BP + "general: info: using default UDP/IPv4 port range: [{lo}, {hi}]"),
    ("listen", "INFO", _BP + "network: info: listening on IPv4 interface {ifc}, {ip}#{port}"),
    ("reconf_ok", "INFO", _BP + "general: info: reloading configuration succeeded"),
    ("sched", "INFO", _BP + "general: info: scheduled loading new zones"),
    ("zloaded", "INFO", _BP + "general: info: zone {zn}/IN: loaded serial {serial}"),
    ("zones_ok", "INFO", _BP + "general: info: reloading zones succeeded"),
    ("all_loaded", "INFO", _BP + "general: notice: all zones loaded"),
    ("running", "INFO", _BP + "general: notice: running"),
    ("load_fail", "ERROR", _BP + "general: error: zone {zn}/IN: loading from master file {file} failed: file not found"),
    ("not_loaded", "ERROR", _BP + "general: error: zone {zn}/IN: not loaded due to errors."),
    ("cname_other", "ERROR", _BP + "general: error: dns_master_load: {fileline}: {name}: CNAME and other data"),
    ("no_ttl", "WARN", _BP + "general: warning: {fileline}: no TTL specified; using SOA MINTTL instead"),
    ("denied_q", "INFO", _BP + "security: info: " + _CL + " ({qn}): query (cache) {qtq} denied"),
    ("denied_axfr", "ERROR", _BP + "security: error: " + _CL + " ({zn}): zone transfer {zaq} denied"),
    ("denied_upd", "ERROR", _BP + "update-security: error: " + _CL + ": update {zc} denied"),
    ("upd_add", "INFO", _BP + "update: info: " + _CL + "/key {key}: updating zone {zc}: adding an RR at {nq} {rt} {rdata}"),
    ("upd_del", "INFO", _BP + "update: info: " + _CL + "/key {key}: updating zone {zc}: deleting rrset at {nq} {rt}"),
    ("ratelimit", "INFO", _BP + "rate-limit: info: " + _CL + " ({qn}): rate limit drop response to {net} for {qn2} IN {qt} ({hash})"),
    ("qfail", "INFO", _BP + "query-errors: info: " + _CL + " ({qn}): query failed (SERVFAIL) for {qn2}/IN/{qt} at {src}"),
    ("checkhints", "WARN", _BP + "general: warning: checkhints: view _default: {name}/A ({ip}) missing from hints"),
    ("assert", "FATAL", _BP + "general: critical: {src}: REQUIRE({expr}) failed, back trace"),
    ("exiting", "FATAL", _BP + "general: critical: exiting (due to assertion failure)"),
])

_BD_NAMES = ["www.google.com", "api.corp.example", "outlook.office365.com", "github.com",
             "db01.corp.example", "time.cloudflare.com", "graph.facebook.com", "www.example.com",
             "s3.eu-west-1.amazonaws.com", "login.microsoftonline.com", "_ldap._tcp.corp.example",
             "mail.corp.example", "cdn.shopify.com", "wpad.corp.example", "1.0.0.10.in-addr.arpa",
             "ntp.ubuntu.com", "registry-1.docker.io", "teams.microsoft.com", "updates.brave.com"]
_BD_QT = ["A", "AAAA", "A", "HTTPS", "PTR", "SRV", "MX", "TXT", "SOA", "NS", "DS", "DNSKEY"]
_BD_FLAGS = ["+E(0)K", "+E(0)", "+", "-E(0)DC", "+E(0)DV", "-E(0)", "+ET(0)K", "+T"]
_BD_ZONES = ["corp.example", "example.net", "0.10.in-addr.arpa", "partners.example", "lab.example"]
_BD_BAD = ["badsec.example.org", "dnssec-failed.org", "www.dnssec-failed.org", "expired.badssl-dns.net",
           "broken-dns.example.info", "sigfail.verteiltesysteme.net"]

def make_bind(rng: random.Random) -> list[dict[str, str]]:
    C = BIND
    ck = Clock(rng, 0.9)
    clients = pool_ips(rng, 30, public=False)
    upstream = pool_ips(rng, 14)
    srv = "10.0.0." + str(rng.randint(1, 5))
    peer = "10.0.0." + str(rng.randint(6, 9))
    ptrs = ["0x7f" + hexs(rng, 10) for _ in range(40)]
    serial = {z: int(utc(T0).strftime("%Y%m%d")) * 100 + rng.randint(1, 20) for z in _BD_ZONES}

    def b(**kw):
        dt = utc(ck.step(0.0, 0.002))
        v = dict(date=dt.strftime("%d-%b-%Y"), time=dt.strftime("%H:%M:%S") + f".{usec(ck.t) // 1000:03d}",
                 ptr=rng.choice(ptrs), cip=zpick(rng, clients, 0.9), cport=rng.randint(1024, 65535),
                 ip=zpick(rng, upstream, 0.8), port=53, lip=srv, lport=rng.randint(30000, 60999))
        v.update(kw)
        return v
    def q():
        n = zpick(rng, _BD_NAMES, 0.9)
        t = zpick(rng, _BD_QT, 1.2)
        return n, t
    def ev_query():
        ck.tick()
        n, t = q()
        return [C("query", b(qn=n, qn2=n, qt=t, flags=zpick(rng, _BD_FLAGS, 1.3), srv=srv))]
    def ev_lame():
        ck.tick()
        n, t = q()
        z = n.split(".", 1)[-1]
        r = rng.random()
        if r < 0.3:
            return [C("lame", b(qq=f"'{n}'", zq=f"'{z}'"))]
        key = "refused" if r < 0.5 else "servfail" if r < 0.75 else "timedout"
        return [C(key, b(qtq=f"'{n}/{t}/IN'"))]
    def ev_edns():
        ck.tick()
        n, t = q()
        return [C("edns", b(qq=f"'{n}/{t}'", zq=f"'{n.split('.', 1)[-1]}'"))]
    def ev_formerr():
        ck.tick()
        n, t = q()
        return [C("formerr", b(qn=n, qt=t, n1=rng.choice(["example.com", "akamaiedge.net", "cdn77.org"]),
                               rt=rng.choice(["SOA", "NS"]), zn=n.split(".", 1)[-1]))]
    def ev_dnssec():
        ck.tick()
        n = zpick(rng, _BD_BAD, 1.0)
        t = rng.choice(["A", "AAAA", "DNSKEY", "SOA"])
        r = rng.random()
        if r < 0.5:
            return [C("nosig", b(qn=n, qt=t))]
        if r < 0.8:
            return [C("badsig", b(qn=n, qt=t, kid=rng.randint(1000, 65000)))]
        rows = [C("insecure", b(qn=n, qt="DS"))]
        rows.append(C("qfail", b(qn=n, qn2=n, qt=t, src="query.c:" + str(rng.choice([7843, 7843, 6120])))))
        return rows
    def ev_xfer_out():
        ck.tick(3)
        z = zpick(rng, _BD_ZONES, 1.0)
        cl = dict(ptr=rng.choice(ptrs), cip=peer, cport=rng.randint(30000, 60000))
        if rng.random() < 0.25:
            return [C("ixfr_start", b(zn=z, zc=f"'{z}/IN'", serial=serial[z], **cl))]
        r, by = rng.randint(20, 4000), 0
        by = r * rng.randint(40, 90)
        s = rng.uniform(0.0005, 0.3)
        rows = [C("axfr_start", b(zn=z, zc=f"'{z}/IN'", serial=serial[z], **cl))]
        ck.step(0.001, 0.3)
        rows.append(C("axfr_end", b(zn=z, zc=f"'{z}/IN'", serial=serial[z], m=max(1, by // 16000),
                                    r=r, b=by, s=f"{s:.3f}", bps=int(by / s), **cl)))
        return rows
    def ev_notify_send():
        ck.tick(3)
        z = zpick(rng, _BD_ZONES, 1.0)
        serial[z] += 1
        rows = [C("upd_add", b(key=f"dhcp-updater.{z}", zc=f"'{z}/IN'", nq=f"'host-{rng.randint(2, 250)}.{z}'",
                               rt="A", rdata=ipv4(rng, False)))] if rng.random() < 0.5 else []
        if rng.random() < 0.3:
            rows.append(C("upd_del", b(key=f"dhcp-updater.{z}", zc=f"'{z}/IN'",
                                       nq=f"'host-{rng.randint(2, 250)}.{z}'", rt=rng.choice(["A", "TXT", "DHCID"]))))
        rows.append(C("notify_send", b(zn=z, serial=serial[z])))
        return rows
    def ev_xfer_in():
        ck.tick(3)
        z = "partners.example"
        serial[z] += 1
        ip = peer
        rows = [C("notify_recv", b(cip=ip, cport=rng.randint(1024, 65000), zq=f"'{z}'")),
                C("notify_from", b(zn=z, ip=ip, serial=serial[z])),
                C("xfer_started", b(zn=z))]
        ck.step(0.001, 0.05)
        rows.append(C("xin_conn", b(zc=f"'{z}/IN'", ip=ip)))
        if rng.random() < 0.08:
            rows.append(C("xin_fail", b(zc=f"'{z}/IN'", ip=ip)))
            return rows
        r = rng.randint(20, 800)
        by = r * rng.randint(40, 90)
        s = rng.uniform(0.001, 0.05)
        rows += [C("xferred", b(zn=z, serial=serial[z])),
                 C("xin_ok", b(zc=f"'{z}/IN'", ip=ip)),
                 C("xin_done", b(zc=f"'{z}/IN'", ip=ip, m=1, r=r, b=by, s=f"{s:.3f}", bps=int(by / s),
                                 serial=serial[z]))]
        return rows
    def ev_refresh_fail():
        ck.tick()
        z = "lab.example"
        if rng.random() < 0.6:
            return [C("refresh_rcode", b(zn=z, ip=peer))]
        return [C("refresh_retry", b(zn=z, ip=peer))]
    def ev_reload():
        ck.tick(10)
        rows = [C("rndc_reload", b()), C("loadconf", b(file="'/etc/named.conf'")),
                C("portrange", b(lo=32768, hi=60999)),
                C("listen", b(ifc="lo", ip="127.0.0.1")), C("listen", b(ifc="eth0", ip=srv)),
                C("reconf_ok", b()), C("sched", b())]
        for z in rng.sample(_BD_ZONES, rng.randint(1, 3)):
            ck.step()
            if z == "lab.example" and rng.random() < 0.3:
                rows += [C("no_ttl", b(fileline=f"/var/named/db.{z}:{rng.randint(2, 30)}"))]
            rows.append(C("zloaded", b(zn=z, serial=serial[z])))
        if rng.random() < 0.15:
            z = "old-partner.example"
            rows += [C("load_fail", b(zn=z, file=f"/var/named/db.{z}")), C("not_loaded", b(zn=z))]
        if rng.random() < 0.1:
            z = "lab.example"
            rows += [C("cname_other", b(fileline=f"/var/named/db.{z}:{rng.randint(10, 80)}",
                                        name=f"www.{z}")), C("not_loaded", b(zn=z))]
        rows += [C("zones_ok", b()), C("all_loaded", b()), C("running", b())]
        return rows
    def ev_flush():
        ck.tick()
        return [C("rndc_flush", b()), C("flushed", b())]
    def ev_denied():
        ck.tick()
        r = rng.random()
        if r < 0.75:
            n, t = q()
            return [C("denied_q", b(cip=ipv4(rng), qn=n, qtq=f"'{n}/{t}/IN'"))]
        z = zpick(rng, _BD_ZONES)
        if r < 0.9:
            return [C("denied_axfr", b(cip=ipv4(rng), zn=z, zaq=f"'{z}/AXFR/IN'"))]
        return [C("denied_upd", b(zc=f"'{z}/IN'"))]
    def ev_ratelimit():
        ck.tick()
        n, t = q()
        c = ipv4(rng)
        return [C("ratelimit", b(cip=c, qn=n, qn2=n, qt=t, net=c.rsplit(".", 1)[0] + ".0/24", hash=hexs(rng, 8)))]
    def ev_misc():
        ck.tick()
        r = rng.random()
        if r < 0.35:
            return [C("cpq", b(n=rng.choice([15, 20, 25, 30])))]
        if r < 0.55:
            return [C("priming", b())]
        if r < 0.7:
            return [C("mkeys_fail", b(zq="'.'"))]
        if r < 0.8:
            return [C("mkeys_trust", b(kid=20326, zn="."))]
        if r < 0.93:
            return [C("checkhints", b(name="b.root-servers.net", ip="170.247.170.2"))]
        return [C("assert", b(src="../../../lib/dns/resolver.c:" + str(rng.choice([4210, 10911])),
                              expr="VALID_FCTX(fctx)")), C("exiting", b())]

    events = [(55, ev_query), (3, ev_lame), (0.8, ev_edns), (0.8, ev_formerr), (2, ev_dnssec),
              (0.6, ev_xfer_out), (0.7, ev_notify_send), (0.35, ev_xfer_in), (0.3, ev_refresh_fail),
              (0.1, ev_reload), (0.1, ev_flush), (1.5, ev_denied), (0.4, ev_ratelimit), (0.35, ev_misc)]
    return run(rng, events)

# ----------------------------------------------------------------------------
# 4. journalctl -o short-precise, many units
# ----------------------------------------------------------------------------
_JP = "{mon} {day} {time} {host} "
_SD = _JP + "systemd[{pid}]: "
_LG = _JP + "systemd-logind[{pid}]: "
_SS = _JP + "sshd[{pid}]: "
_KN = _JP + "kernel: "
_NMI = _JP + "NetworkManager[{pid}]: <info>  [{nmts}] "
_NMW = _JP + "NetworkManager[{pid}]: <warn>  [{nmts}] "
_CR = _JP + "CRON[{pid}]: "
_DK = _JP + "dockerd[{pid}]: time={dts} level="
_CT = _JP + "containerd[{pid}]: time={dts} level="
_RS = _JP + "systemd-resolved[{pid}]: "
_UFW = ("[UFW BLOCK] IN={ifc} OUT= MAC={mac} SRC={src} DST={dst} LEN={len} TOS={tos} PREC={prec} "
        "TTL={ttl} ID={id} PROTO=TCP SPT={spt} DPT={dpt} WINDOW={win} RES={res} SYN URGP={urgp}")

JOURNAL = Catalog("journal_multiunit", [
    ("sd_starting", "-", _SD + "Starting {unit} - {desc}..."),
    ("sd_started", "-", _SD + "Started {unit} - {desc}."),
    ("sd_finished", "-", _SD + "Finished {unit} - {desc}."),
    ("sd_deact", "-", _SD + "{unit}: Deactivated successfully."),
    ("sd_consumed", "-", _SD + "{unit}: Consumed {cpu} CPU time."),
    ("sd_stopping", "-", _SD + "Stopping {unit} - {desc}..."),
    ("sd_stopped", "-", _SD + "Stopped {unit} - {desc}."),
    ("sd_mainexit", "-", _SD + "{unit}: Main process exited, code=exited, status={st}/FAILURE"),
    ("sd_failed_exit", "-", _SD + "{unit}: Failed with result 'exit-code'."),
    ("sd_failed_start", "-", _SD + "Failed to start {unit} - {desc}."),
    ("sd_restart", "-", _SD + "{unit}: Scheduled restart job, restart counter is at {n}."),
    ("sd_oom_unit", "-", _SD + "{unit}: A process of this unit has been killed by the OOM killer."),
    ("sd_failed_oom", "-", _SD + "{unit}: Failed with result 'oom-kill'."),
    ("sd_reload_req", "-", _SD + "Reloading requested from client PID {cpid} ({ccomm}) (unit {cunit})..."),
    ("sd_reload_done", "-", _SD + "Reloading finished in {ms} ms."),
    ("sd_session", "-", _SD + "Started {scope} - Session {n} of User {user}."),
    ("lg_new", "-", _LG + "New session {n} of user {user}."),
    ("lg_out", "-", _LG + "Session {n} logged out. Waiting for processes to exit."),
    ("lg_removed", "-", _LG + "Removed session {n}."),
    ("ss_accepted", "-", _SS + "Accepted publickey for {user} from {ip} port {port} ssh2: {kt} SHA256:{fp}"),
    ("ss_pam_open", "-", _SS + "pam_unix(sshd:session): session opened for user {user}(uid={uid}) by (uid={buid})"),
    ("ss_pam_close", "-", _SS + "pam_unix(sshd:session): session closed for user {user}"),
    ("ss_rcv_disc", "-", _SS + "Received disconnect from {ip} port {port}:{code}: disconnected by user"),
    ("ss_disc", "-", _SS + "Disconnected from user {user} {ip} port {port}"),
    ("ss_invalid", "-", _SS + "Invalid user {user} from {ip} port {port}"),
    ("ss_closed_invalid", "-", _SS + "Connection closed by invalid user {user} {ip} port {port} [preauth]"),
    ("ss_failed_pw", "-", _SS + "Failed password for {user} from {ip} port {port} ssh2"),
    ("ss_closed_preauth", "-", _SS + "Connection closed by {ip} port {port} [preauth]"),
    ("ss_kex", "ERROR", _SS + "error: kex_exchange_identification: Connection closed by remote host"),
    ("ss_kex_reset", "ERROR", _SS + "error: kex_exchange_identification: read: Connection reset by peer"),
    ("ss_maxauth", "ERROR", _SS + "error: maximum authentication attempts exceeded for {user} from {ip} port {port} ssh2 [preauth]"),
    ("kn_ufw", "-", _KN + _UFW),
    ("kn_br_block", "-", _KN + "{br}: port {n}({veth}) entered blocking state"),
    ("kn_br_disabled", "-", _KN + "{br}: port {n}({veth}) entered disabled state"),
    ("kn_br_fwd", "-", _KN + "{br}: port {n}({veth}) entered forwarding state"),
    ("kn_oom_invoked", "-", _KN + "{comm} invoked oom-killer: gfp_mask={gfp}(GFP_KERNEL), order={order}, oom_score_adj={adj}"),
    ("kn_oom_killed", "-", _KN + "Out of memory: Killed process {kpid} ({comm}) total-vm:{vm}kB, anon-rss:{anon}kB, "
                                 "file-rss:{file}kB, shmem-rss:{shmem}kB, UID:{uid} pgtables:{pgt}kB oom_score_adj:{adj}"),
    ("nm_lease", "INFO", _NMI + "dhcp4 ({ifc}): state changed new lease, address={ip}"),
    ("nm_timeout", "WARN", _NMW + "dhcp4 ({ifc}): request timed out"),
    ("nm_down", "INFO", _NMI + "device ({ifc}): state change: activated -> unavailable (reason 'carrier-changed', sys-iface-state: 'managed')"),
    ("nm_up", "INFO", _NMI + "device ({ifc}): Activation: successful, device activated."),
    ("nm_actfail", "WARN", _NMW + "device ({ifc}): Activation: failed for connection {conn}"),
    ("cr_open", "-", _CR + "pam_unix(cron:session): session opened for user {user}(uid={uid}) by (uid={buid})"),
    ("cr_cmd", "-", _CR + "({user}) CMD ({cmd})"),
    ("cr_close", "-", _CR + "pam_unix(cron:session): session closed for user {user}"),
    ("dk_ignore", "INFO", _DK + 'info msg="ignoring event" container={cid} module=libcontainerd namespace=moby topic=/tasks/delete type="*events.TaskDelete"'),
    ("dk_handler", "ERROR", _DK + 'error msg="Handler for POST {api} returned error: driver failed programming external connectivity on endpoint {ep} ({eid}): Bind for 0.0.0.0:{hport} failed: port is already allocated"'),
    ("dk_registry", "WARN", _DK + 'warning msg="Error getting v2 registry: Get \\"https://{reg}/v2/\\": net/http: request canceled while waiting for connection (Client.Timeout exceeded while awaiting headers)"'),
    ("ct_shim", "INFO", _CT + 'info msg="shim disconnected" id={cid} namespace={ns}'),
    ("ct_cleanup", "WARN", _CT + 'warning msg="cleaning up after shim disconnected" id={cid} namespace={ns}'),
    ("ct_dead", "INFO", _CT + 'info msg="cleaning up dead shim" namespace={ns}'),
    ("ct_status", "ERROR", _CT + 'error msg="ContainerStatus for \\"{cid}\\" failed" error={err}'),
    ("ct_stopsb", "INFO", _CT + 'info msg="StopPodSandbox for \\"{sid}\\""'),
    ("rs_degraded", "-", _RS + "Using degraded feature set UDP instead of UDP+EDNS0 for DNS server {ip}."),
    ("rs_nxdomain", "-", _RS + "Server returned error NXDOMAIN, mitigating potential DNS violation {dve}, retrying transaction with reduced feature level UDP."),
    ("rs_clock", "-", _RS + "Clock change detected. Flushing caches."),
    ("sn_refresh", "-", _JP + "snapd[{pid}]: {caller}: auto-refresh: all snaps are up-to-date"),
    ("kl_cfg", "ERROR", _JP + 'kubelet[{pid}]: E{md} {kt} {tid} {caller}] "Unable to read config path" err={err} path={path}'),
    ("ts_sync", "-", _JP + "systemd-timesyncd[{pid}]: Initial synchronization to time server {ipport} ({ntp})."),
])

_J_TIMERS = [("sysstat-collect.service", "system activity accounting tool"),
             ("apt-daily.service", "Daily apt download activities"),
             ("phpsessionclean.service", "Clean php session files"),
             ("logrotate.service", "Rotate log files"),
             ("man-db.service", "Daily man-db regeneration"),
             ("systemd-tmpfiles-clean.service", "Cleanup of Temporary Directories"),
             ("fwupd-refresh.service", "Refresh fwupd metadata and update motd"),
             ("motd-news.service", "Message of the Day"),
             ("certbot.service", "Certbot"),
             ("apt-daily-upgrade.service", "Daily apt upgrade and clean activities"),
             ("backup-db.service", "Nightly PostgreSQL dump to S3"),
             ("update-notifier-download.service", "Download data for packages that failed at package install time")]
_J_SVCS = [("app-worker.service", "ACME background worker"), ("nginx.service", "A high performance web server and a reverse proxy server"),
           ("docker.service", "Docker Application Container Engine"), ("node-exporter.service", "Prometheus Node Exporter"),
           ("kubelet.service", "kubelet: The Kubernetes Node Agent"), ("fluent-bit.service", "Fluent Bit")]
_J_CRON = ["command -v debian-sa1 > /dev/null && debian-sa1 1 1",
           "cd / && run-parts --report /etc/cron.hourly",
           "/usr/local/bin/backup.sh >> /var/log/backup.log 2>&1",
           "[ -x /usr/lib/php/sessionclean ] && if [ ! -d /run/systemd/system ]; then /usr/lib/php/sessionclean; fi",
           "/opt/app/bin/rotate-tokens --quiet", "certbot -q renew",
           "test -x /usr/sbin/anacron || { cd / && run-parts --report /etc/cron.daily; }"]
_J_USERS = ["ubuntu", "deploy", "alice", "ansible", "bob"]
_J_BAD_USERS = ["admin", "test", "oracle", "user", "postgres", "ftpuser", "git", "pi", "support", "guest", "ubnt", "hadoop"]

def _journal_prefix(ck_t: float, host: str) -> dict:
    dt = utc(ck_t)
    return dict(mon=dt.strftime("%b"), day=dt.strftime("%d"),
                time=dt.strftime("%H:%M:%S") + f".{usec(ck_t):06d}", host=host)

def make_journal(rng: random.Random) -> list[dict[str, str]]:
    C = JOURNAL
    ck = Clock(rng, 10.0)
    host = rng.choice(["web-prod-03", "k8s-worker-2", "ip-10-0-3-17", "build-runner-1"])
    pids = {u: rng.randint(300, 3000) for u in ["logind", "nm", "dockerd", "containerd", "resolved",
                                                  "snapd", "kubelet", "timesyncd"]}
    st = {"pid": rng.randint(20000, 90000), "ses": rng.randint(1, 30)}
    bad_ips = pool_ips(rng, 20)
    admin_ips = pool_ips(rng, 5)
    my_ip = ipv4(rng, False)
    ifc = rng.choice(["eth0", "ens5", "enp0s3"])
    live: list[tuple[str, int, int, str, int]] = []
    cids = [hexs(rng, 64) for _ in range(25)]

    def p(**kw):
        v = _journal_prefix(ck.step(0.00002, 0.004), host)
        v.update(kw)
        return v
    def npid():
        st["pid"] += rng.randint(1, 60)
        return st["pid"]
    def dts():
        dt = utc(ck.t)
        return '"' + dt.strftime("%Y-%m-%dT%H:%M:%S") + f".{usec(ck.t):06d}{rng.randint(0, 999):03d}Z" + '"'
    def nmts():
        return f"{ck.t:.4f}"
    def ev_timer():
        ck.tick()
        unit, desc = zpick(rng, _J_TIMERS, 0.9)
        rows = [C("sd_starting", p(pid=1, unit=unit, desc=desc))]
        ck.step(0.01, 2.0)
        rows.append(C("sd_deact", p(pid=1, unit=unit)))
        rows.append(C("sd_finished", p(pid=1, unit=unit, desc=desc)))
        if rng.random() < 0.5:
            rows.append(C("sd_consumed", p(pid=1, unit=unit, cpu=f"{logu(rng, 0.005, 40):.3f}".rstrip("0").rstrip(".") + "s")))
        return rows
    def ev_login():
        ck.tick()
        user = zpick(rng, _J_USERS, 1.3)
        ip = zpick(rng, admin_ips)
        pid = npid()
        port = rng.randint(30000, 65000)
        st["ses"] += 1
        uid = 1000 + _J_USERS.index(user)
        live.append((user, st["ses"], pid, ip, port))
        return [C("ss_accepted", p(pid=pid, user=user, ip=ip, port=port, kt=rng.choice(["ED25519", "RSA", "ED25519"]),
                                   fp=b64(rng, 43))),
                C("ss_pam_open", p(pid=pid, user=user, uid=uid, buid=0)),
                C("lg_new", p(pid=pids["logind"], n=st["ses"], user=user)),
                C("sd_session", p(pid=1, scope=f"session-{st['ses']}.scope", n=st["ses"], user=user))]
    def ev_logout():
        ck.tick()
        if not live:
            return ev_login()
        user, ses, pid, ip, port = live.pop(rng.randrange(len(live)))
        rows = [C("ss_rcv_disc", p(pid=pid, ip=ip, port=port, code=11)),
                C("ss_disc", p(pid=pid, user=user, ip=ip, port=port)),
                C("ss_pam_close", p(pid=pid, user=user)),
                C("sd_deact", p(pid=1, unit=f"session-{ses}.scope")),
                C("lg_out", p(pid=pids["logind"], n=ses))]
        if rng.random() < 0.4:
            rows.append(C("sd_consumed", p(pid=1, unit=f"session-{ses}.scope", cpu=f"{logu(rng, 0.02, 30):.3f}s")))
        rows.append(C("lg_removed", p(pid=pids["logind"], n=ses)))
        return rows
    def ev_brute():
        ck.tick()
        ip = zpick(rng, bad_ips, 1.2)
        pid, port = npid(), rng.randint(30000, 65000)
        r = rng.random()
        if r < 0.45:
            u = zpick(rng, _J_BAD_USERS, 1.0)
            return [C("ss_invalid", p(pid=pid, user=u, ip=ip, port=port)),
                    C("ss_closed_invalid", p(pid=pid, user=u, ip=ip, port=port))]
        if r < 0.65:
            return [C("ss_failed_pw", p(pid=pid, user="root", ip=ip, port=port)),
                    C("ss_closed_preauth", p(pid=pid, ip=ip, port=port))]
        if r < 0.8:
            return [C("ss_closed_preauth", p(pid=pid, ip=ip, port=port))]
        if r < 0.92:
            return [C("ss_kex", p(pid=pid))]
        if r < 0.97:
            return [C("ss_kex_reset", p(pid=pid))]
        return [C("ss_maxauth", p(pid=pid, user="root", ip=ip, port=port))]
    def ev_ufw():
        ck.tick()
        mac = ":".join(hexs(rng, 2) for _ in range(12)) + ":08:00"
        return [C("kn_ufw", p(ifc=ifc, mac=mac, src=zpick(rng, bad_ips, 0.8), dst=my_ip,
                              len=rng.choice([40, 44, 52, 60]), tos="0x00", prec="0x00",
                              ttl=rng.randint(40, 250), id=rng.randint(1, 65535),
                              spt=rng.randint(1024, 65535),
                              dpt=zpick(rng, [23, 3389, 445, 5900, 8080, 6379, 22222, 1433, 81]),
                              win=rng.choice([1024, 65535, 29200, 14600]), res="0x00", urgp=0))]
    def ev_cron():
        ck.tick()
        pid = npid()
        user = rng.choice(["root", "root", "root", "www-data", "deploy"])
        uid = {"root": 0, "www-data": 33, "deploy": 1001}[user]
        return [C("cr_open", p(pid=pid, user=user, uid=uid, buid=0)),
                C("cr_cmd", p(pid=pid + 1, user=user, cmd=zpick(rng, _J_CRON, 1.0))),
                C("cr_close", p(pid=pid, user=user))]
    def ev_container_exit():
        ck.tick()
        cid = zpick(rng, cids, 0.7)
        ns = rng.choice(["moby", "moby", "k8s.io"])
        rows = [C("ct_shim", p(pid=pids["containerd"], dts=dts(), cid=cid, ns=ns)),
                C("ct_cleanup", p(pid=pids["containerd"], dts=dts(), cid=cid, ns=ns)),
                C("ct_dead", p(pid=pids["containerd"], dts=dts(), ns=ns))]
        if ns == "moby":
            rows.append(C("dk_ignore", p(pid=pids["dockerd"], dts=dts(), cid=cid)))
            veth = "veth" + hexs(rng, 7)
            rows.append(C("kn_br_disabled", p(br="docker0", n=rng.randint(1, 9), veth=veth)))
        else:
            rows.append(C("ct_stopsb", p(pid=pids["containerd"], dts=dts(), sid=zpick(rng, cids))))
        return rows
    def ev_container_start():
        ck.tick()
        veth = "veth" + hexs(rng, 7)
        br = rng.choice(["docker0", "docker0", "br-" + cids[0][:12]])
        n = rng.randint(1, 9)
        rows = [C("kn_br_block", p(br=br, n=n, veth=veth)), C("kn_br_disabled", p(br=br, n=n, veth=veth))]
        ck.step(0.05, 0.8)
        rows += [C("kn_br_block", p(br=br, n=n, veth=veth)), C("kn_br_fwd", p(br=br, n=n, veth=veth))]
        return rows
    def ev_ct_err():
        ck.tick()
        cid = hexs(rng, 64)
        return [C("ct_status", p(pid=pids["containerd"], dts=dts(), cid=cid,
                                 err='"rpc error: code = NotFound desc = an error occurred when try to find container \\"' + cid + '\\": not found"'))]
    def ev_kubelet_cfg():
        ck.tick()
        t = ck.t
        return [C("kl_cfg", p(pid=pids["kubelet"], md=utc(t).strftime("%m%d"),
                              kt=utc(t).strftime("%H:%M:%S") + f".{usec(t):06d}", tid=f"{pids['kubelet']:7d}",
                              caller="file_linux.go:61", err='"path does not exist, ignoring"',
                              path='"/etc/kubernetes/manifests"'))]
    def ev_dhcp():
        ck.tick()
        return [C("nm_lease", p(pid=pids["nm"], nmts=nmts(), ifc=ifc, ip=my_ip))]
    def ev_nm_flap():
        ck.tick()
        rows = [C("nm_down", p(pid=pids["nm"], nmts=nmts(), ifc=ifc))]
        ck.step(1, 50)
        if rng.random() < 0.5:
            rows.append(C("nm_timeout", p(pid=pids["nm"], nmts=nmts(), ifc=ifc)))
            if rng.random() < 0.5:
                rows.append(C("nm_actfail", p(pid=pids["nm"], nmts=nmts(), ifc=ifc, conn=f"'Wired connection 1'")))
                return rows
        rows += [C("nm_lease", p(pid=pids["nm"], nmts=nmts(), ifc=ifc, ip=my_ip)),
                 C("nm_up", p(pid=pids["nm"], nmts=nmts(), ifc=ifc))]
        return rows
    def ev_unit_fail():
        ck.tick()
        unit, desc = zpick(rng, _J_SVCS, 1.0)
        rows = [C("sd_mainexit", p(pid=1, unit=unit, st=rng.choice([1, 1, 2, 127, 203]))),
                C("sd_failed_exit", p(pid=1, unit=unit))]
        if rng.random() < 0.3:
            rows.append(C("sd_failed_start", p(pid=1, unit=unit, desc=desc)))
            return rows
        ck.step(1, 10)
        rows += [C("sd_restart", p(pid=1, unit=unit, n=rng.randint(1, 40))),
                 C("sd_stopped", p(pid=1, unit=unit, desc=desc)),
                 C("sd_starting", p(pid=1, unit=unit, desc=desc)),
                 C("sd_started", p(pid=1, unit=unit, desc=desc))]
        return rows
    def ev_oom():
        ck.tick()
        comm = rng.choice(["java", "python3", "node", "postgres"])
        unit = {"java": "app-worker.service", "python3": "app-worker.service", "node": "docker.service",
                "postgres": "postgresql@14-main.service"}[comm]
        vm = rng.randint(2_000_000, 9_000_000)
        return [C("kn_oom_invoked", p(comm=comm, gfp="0x140cca", order=0, adj=0)),
                C("kn_oom_killed", p(kpid=rng.randint(1000, 90000), comm=comm, vm=vm, anon=vm // 2,
                                     file=rng.randint(0, 9000), shmem=rng.randint(0, 400),
                                     uid=rng.choice([0, 1001, 113]), pgt=rng.randint(1000, 9000), adj=0)),
                C("sd_oom_unit", p(pid=1, unit=unit)), C("sd_failed_oom", p(pid=1, unit=unit))]
    def ev_docker_err():
        ck.tick()
        if rng.random() < 0.5:
            return [C("dk_registry", p(pid=pids["dockerd"], dts=dts(), reg="registry-1.docker.io"))]
        return [C("dk_handler", p(pid=pids["dockerd"], dts=dts(), api=f"/v1.43/containers/{hexs(rng, 64)}/start",
                                  ep=rng.choice(["web", "redis", "grafana"]), eid=hexs(rng, 64),
                                  hport=rng.choice([8080, 6379, 3000])))]
    def ev_resolved():
        ck.tick()
        r = rng.random()
        if r < 0.5:
            return [C("rs_nxdomain", p(pid=pids["resolved"], dve="DVE-2018-0001"))]
        if r < 0.85:
            return [C("rs_degraded", p(pid=pids["resolved"], ip=rng.choice(["10.0.0.2", "1.1.1.1", "8.8.8.8"])))]
        return [C("rs_clock", p(pid=pids["resolved"]))]
    def ev_misc():
        ck.tick()
        r = rng.random()
        if r < 0.45:
            return [C("sn_refresh", p(pid=pids["snapd"], caller="autorefresh.go:" + str(rng.choice([540, 551]))))]
        if r < 0.7:
            return [C("ts_sync", p(pid=pids["timesyncd"], ipport="185.125.190.56:123", ntp="ntp.ubuntu.com"))]
        unit, desc = zpick(rng, _J_SVCS, 1.0)
        if r < 0.85:
            return [C("sd_reload_req", p(pid=1, cpid=npid(), ccomm="'systemctl'", cunit=f"session-{st['ses']}.scope")),
                    C("sd_reload_done", p(pid=1, ms=rng.randint(80, 900)))]
        return [C("sd_stopping", p(pid=1, unit=unit, desc=desc)), C("sd_deact", p(pid=1, unit=unit)),
                C("sd_stopped", p(pid=1, unit=unit, desc=desc)), C("sd_starting", p(pid=1, unit=unit, desc=desc)),
                C("sd_started", p(pid=1, unit=unit, desc=desc))]

    events = [(12, ev_timer), (4, ev_login), (3.8, ev_logout), (12, ev_brute), (14, ev_ufw), (8, ev_cron),
              (5, ev_container_exit), (3, ev_container_start), (0.5, ev_ct_err), (4, ev_kubelet_cfg),
              (2, ev_dhcp), (0.12, ev_nm_flap), (0.3, ev_unit_fail), (0.08, ev_oom), (0.2, ev_docker_err),
              (1.2, ev_resolved), (0.5, ev_misc)]
    return run(rng, events)

# ----------------------------------------------------------------------------
# 5. Prometheus server logfmt (2.x, go-kit)
# ----------------------------------------------------------------------------
def _pl(level: str) -> str:
    return "ts={ts} caller={caller} level=" + level + " "

def _rm(level: str) -> str:
    return "ts={ts} caller={caller} component=remote level=" + level + " remote_name={rn} url={url} "

_SCR = 'component="scrape manager" scrape_pool={pool} target={target} '
_RUL = 'component="rule manager" file={file} group={group} '

PROM = Catalog("prometheus_logfmt", [
    ("start", "INFO", _pl("info") + 'msg="Starting Prometheus Server" mode=server version={ver}'),
    ("build", "INFO", _pl("info") + "build_context={bc}"),
    ("host", "INFO", _pl("info") + "host_details={hd}"),
    ("fd", "INFO", _pl("info") + "fd_limits={fd}"),
    ("vm", "INFO", _pl("info") + "vm_limits={vm}"),
    ("web_listen", "INFO", _pl("info") + 'component=web msg="Start listening for connections" address={addr}'),
    ("tsdb_starting", "INFO", _pl("info") + 'msg="Starting TSDB ..."'),
    ("web_on", "INFO", _pl("info") + 'component=web msg="Listening on" address={addr}'),
    ("web_tls", "INFO", _pl("info") + 'component=web msg="TLS is disabled." http2=false address={addr}'),
    ("mmap_replay", "INFO", _pl("info") + 'component=tsdb msg="Replaying on-disk memory mappable chunks if any"'),
    ("mmap_done", "INFO", _pl("info") + 'component=tsdb msg="On-disk memory mappable chunks replay completed" duration={d}'),
    ("wal_replay", "INFO", _pl("info") + 'component=tsdb msg="Replaying WAL, this may take a while"'),
    ("wal_seg", "INFO", _pl("info") + 'component=tsdb msg="WAL segment loaded" segment={seg} maxSegment={maxseg}'),
    ("wal_done", "INFO", _pl("info") + 'component=tsdb msg="WAL replay completed" checkpoint_replay_duration={a} '
                                       "wal_replay_duration={b} wbl_replay_duration={c} chunk_snapshot_load_duration={d} "
                                       "mmap_chunk_replay_duration={e} total_replay_duration={f}"),
    ("fs_type", "INFO", _pl("info") + "fs_type={fs}"),
    ("tsdb_started", "INFO", _pl("info") + 'msg="TSDB started"'),
    ("load_conf", "INFO", _pl("info") + 'msg="Loading configuration file" filename={fn}'),
    ("conf_done", "INFO", _pl("info") + 'msg="Completed loading of configuration file" filename={fn} totalDuration={t} '
                                        "db_storage={a} remote_storage={b} web_handler={c} query_engine={d} scrape={e} "
                                        "scrape_sd={f} notify={g} notify_sd={h} rules={i} tracing={j}"),
    ("ready", "INFO", _pl("info") + 'msg="Server is ready to receive web requests."'),
    ("rules_start", "INFO", _pl("info") + 'component="rule manager" msg="Starting rule manager..."'),
    ("k8s_sd", "INFO", _pl("info") + 'component="discovery manager scrape" discovery=kubernetes config={cfg} '
                                     'msg="Using pod service account via in-cluster config"'),
    ("write_block", "INFO", _pl("info") + 'component=tsdb msg="write block" mint={mint} maxt={maxt} ulid={ulid} duration={d}'),
    ("head_gc", "INFO", _pl("info") + 'component=tsdb msg="Head GC completed" caller=truncateMemory duration={d}'),
    ("ckpt_create", "INFO", _pl("info") + 'component=tsdb msg="Creating checkpoint" from_segment={a} to_segment={b} mint={mint}'),
    ("ckpt_done", "INFO", _pl("info") + 'component=tsdb msg="WAL checkpoint complete" first={a} last={b} duration={d}'),
    ("compact", "INFO", _pl("info") + 'component=tsdb msg="compact blocks" count={n} mint={mint} maxt={maxt} ulid={ulid} '
                                      "sources={src} duration={d}"),
    ("delete_block", "INFO", _pl("info") + 'component=tsdb msg="Deleting obsolete block" block={ulid}'),
    ("compact_fail", "ERROR", _pl("error") + 'component=tsdb msg="compaction failed" err={err}'),
    ("wal_repair", "WARN", _pl("warn") + 'component=tsdb msg="Encountered WAL read error, attempting repair" err={err} '
                                         "segment={seg} offset={off}"),
    ("append_failed", "WARN", _pl("warn") + _SCR + 'msg="Append failed" err={err}'),
    ("too_old", "WARN", _pl("warn") + _SCR + 'msg="Error on ingesting samples that are too old or are too far into the future" num_dropped={n}'),
    ("ooo", "WARN", _pl("warn") + _SCR + 'msg="Error on ingesting out-of-order samples" num_dropped={n}'),
    ("dup_ts", "WARN", _pl("warn") + _SCR + 'msg="Error on ingesting samples with different value but same timestamp" num_dropped={n}'),
    ("rule_failed", "WARN", _pl("warn") + _RUL + 'name={name} index={idx} msg="Evaluating rule failed" rule={rule} err={err}'),
    ("rule_discarded", "WARN", _pl("warn") + _RUL + 'msg="Rule evaluation result discarded" err={err} sample={sample}'),
    ("rule_ooo", "WARN", _pl("warn") + _RUL + 'msg="Error on ingesting out-of-order result from rule evaluation" num_dropped={n}'),
    ("rm_reshard", "INFO", _rm("info") + 'msg="Remote storage resharding" from={a} to={b}'),
    ("rm_retry", "WARN", _rm("warn") + 'msg="Failed to send batch, retrying" err={err}'),
    ("rm_nonrec", "ERROR", _rm("error") + 'msg="non-recoverable error" count={n} exemplarCount={x} err={err}'),
    ("rm_watcher", "INFO", _rm("info") + 'msg="Starting WAL watcher" queue={q}'),
    ("rm_meta", "INFO", _rm("info") + 'msg="Starting scraped metadata watcher"'),
    ("rm_replay", "INFO", _rm("info") + 'msg="Replaying WAL" queue={q}'),
    ("rm_replay_done", "INFO", _rm("info") + 'msg="Done replaying WAL" duration={d}'),
    ("rm_skip", "WARN", _rm("warn") + 'msg="Skipping resharding, last successful send was beyond threshold" '
                                      "lastSendTimestamp={a} minSendTimestamp={b}"),
    ("notify_err", "ERROR", _pl("error") + 'component=notifier alertmanager={am} count={n} msg="Error sending alert" err={err}'),
    ("notify_full", "WARN", _pl("warn") + 'component=notifier msg="Alert notification queue full, dropping alerts" num_dropped={n}'),
    ("reload_err", "ERROR", _pl("error") + 'msg="Error reloading config" err={err}'),
    ("sd_err", "ERROR", _pl("error") + 'component="discovery manager scrape" discovery=kubernetes config={cfg} '
                                       'msg="Cannot create service discovery" err={err}'),
    ("sigterm", "WARN", _pl("warn") + 'msg="Received SIGTERM, exiting gracefully..."'),
    ("stop_sd", "INFO", _pl("info") + 'msg="Stopping scrape discovery manager..."'),
    ("bye", "INFO", _pl("info") + 'msg="See you next time!"'),
])

_P_CALLER = {"start": "main.go:573", "build": "main.go:578", "host": "main.go:579", "fd": "main.go:580",
             "vm": "main.go:581", "web_listen": "web.go:568", "tsdb_starting": "main.go:1022",
             "web_on": "tls_config.go:313", "web_tls": "tls_config.go:316", "mmap_replay": "head.go:616",
             "mmap_done": "head.go:698", "wal_replay": "head.go:706", "wal_seg": "head.go:778",
             "wal_done": "head.go:815", "fs_type": "main.go:1043", "tsdb_started": "main.go:1046",
             "load_conf": "main.go:1228", "conf_done": "main.go:1265", "ready": "main.go:1009",
             "rules_start": "manager.go:1033", "k8s_sd": "kubernetes.go:331", "write_block": "compact.go:576",
             "head_gc": "head.go:1355", "ckpt_create": "checkpoint.go:101", "ckpt_done": "head.go:1323",
             "compact": "compact.go:507", "delete_block": "db.go:1617", "compact_fail": "db.go:1006",
             "wal_repair": "head_wal.go:1038", "append_failed": "scrape.go:1427", "too_old": "scrape.go:1777",
             "ooo": "scrape.go:1773", "dup_ts": "scrape.go:1775", "rule_failed": "group.go:511",
             "rule_discarded": "group.go:548", "rule_ooo": "group.go:565", "notify_err": "notifier.go:530",
             "notify_full": "notifier.go:371", "reload_err": "main.go:1111", "sd_err": "manager.go:284",
             "sigterm": "main.go:854", "stop_sd": "main.go:888", "bye": "main.go:1331"}
_P_POOLS = ["node", "kubernetes-pods", "kubelet", "cadvisor", "blackbox-http", "postgres-exporter", "kube-state-metrics"]
_P_RULES = [
    ("HighErrorRate", r'"alert: HighErrorRate\nexpr: sum by (job) (rate(http_requests_total{code=~\"5..\"}[5m])) / sum by (job) (rate(http_requests_total[5m])) > 0.05\nfor: 10m\nlabels:\n  severity: page\n"'),
    ("NodeFilesystemAlmostFull", r'"alert: NodeFilesystemAlmostFull\nexpr: node_filesystem_avail_bytes / on (instance) node_filesystem_size_bytes < 0.1\nfor: 30m\nlabels:\n  severity: warning\n"'),
    ("job:http_latency:p99", r'"record: job:http_latency:p99\nexpr: histogram_quantile(0.99, sum by (le, job) (rate(http_request_duration_seconds_bucket[5m])))\n"'),
]

def _ulid(rng: random.Random) -> str:
    return "01HX" + "".join(rng.choice("0123456789ABCDEFGHJKMNPQRSTVWXYZ") for _ in range(22))

def make_prometheus(rng: random.Random) -> list[dict[str, str]]:
    C = PROM
    ck = Clock(rng, 22.0)
    targets = [f"http://10.{rng.randint(0, 3)}.{rng.randint(0, 40)}.{rng.randint(2, 250)}:{rng.choice([9100, 8080, 10250, 9187])}/metrics"
               for _ in range(30)]
    remotes = [("a1b2c3", "https://mimir.example.com/api/v1/push"), ("7f3e9d", "https://prometheus-us-central1.grafana.net/api/prom/push")]
    remotes = [(hexs(rng, 6), u) for _, u in remotes]
    st = {"seg": rng.randint(100, 900), "shards": rng.randint(1, 6), "mint": int(T0 * 1000) - 2 * 3600_000}
    cfg = "/etc/prometheus/prometheus.yml"

    def p(key, **kw):
        ck.step(0.0001, 0.01)
        dt = utc(ck.t)
        return C(key, dict(ts=dt.strftime("%Y-%m-%dT%H:%M:%S") + f".{usec(ck.t) // 1000:03d}Z",
                           caller=_P_CALLER.get(key, "dedupe.go:112")), **kw)
    def gd(lo, hi):
        return godur(logu(rng, lo, hi))
    def conf():
        return [p("load_conf", fn=cfg),
                p("conf_done", fn=cfg, t=gd(0.005, 0.2), a=gd(1e-6, 1e-5), b=gd(1e-5, 2e-3), c=gd(1e-6, 1e-5),
                  d=gd(1e-6, 1e-5), e=gd(1e-5, 1e-3), f=gd(1e-4, 5e-3), g=gd(1e-5, 1e-4), h=gd(1e-6, 1e-5),
                  i=gd(1e-4, 5e-3), j=gd(1e-6, 1e-5))]
    def startup():
        ver = "2.51.2"
        rows = [p("start", ver=f'"(version={ver}, branch=HEAD, revision=b4c0ab52c3e9b940ab803581ddae9b3d9a452337)"'),
                p("build", bc=f'"(go=go1.22.2, platform=linux/amd64, user=root@b63f02a423d9, date=20240424-10:31:24, tags=netgo,builtinassets,stringlabels)"'),
                p("host", hd='"(Linux 5.15.0-105-generic #115-Ubuntu SMP Mon Apr 15 09:52:04 UTC 2024 x86_64 prometheus-0 (none))"'),
                p("fd", fd='"(soft=1048576, hard=1048576)"'), p("vm", vm='"(soft=unlimited, hard=unlimited)"'),
                p("web_listen", addr="0.0.0.0:9090"), p("tsdb_starting"), p("web_on", addr="[::]:9090"),
                p("web_tls", addr="[::]:9090"), p("mmap_replay"), p("mmap_done", d=gd(0.001, 2)), p("wal_replay")]
        n = rng.randint(3, 12)
        base = st["seg"] - n + 1
        for i in range(n):
            ck.step(0.05, 3)
            rows.append(p("wal_seg", seg=base + i, maxseg=st["seg"]))
        rows += [p("wal_done", a=gd(0.01, 2), b=gd(0.5, 30), c=gd(1e-6, 1e-5), d="0s", e=gd(0.001, 2), f=gd(1, 40)),
                 p("fs_type", fs="EXT4_SUPER_MAGIC"), p("tsdb_started")] + conf()
        for rn, url in remotes:
            rows += [p("rm_watcher", rn=rn, url=url, q=rn), p("rm_meta", rn=rn, url=url),
                     p("rm_replay", rn=rn, url=url, q=rn)]
        rows += [p("k8s_sd", cfg="kubernetes-pods"), p("ready"), p("rules_start")]
        for rn, url in remotes:
            ck.step(1, 20)
            rows.append(p("rm_replay_done", rn=rn, url=url, d=gd(2, 60)))
        return rows
    def ev_compaction():
        ck.tick(3)
        mint = st["mint"]
        st["mint"] += 2 * 3600_000
        st["seg"] += rng.randint(3, 9)
        rows = [p("write_block", mint=mint, maxt=mint + 2 * 3600_000, ulid=_ulid(rng), d=gd(0.5, 20)),
                p("head_gc", d=gd(0.002, 2))]
        if rng.random() < 0.6:
            a = st["seg"] - rng.randint(6, 12)
            rows += [p("ckpt_create", a=a - 3, b=a, mint=mint + 2 * 3600_000),
                     p("ckpt_done", a=a - 3, b=a, d=gd(0.2, 15))]
        if rng.random() < 0.4:
            srcs = [_ulid(rng) for _ in range(3)]
            rows.append(p("compact", n=3, mint=mint - 6 * 3600_000, maxt=mint + 2 * 3600_000, ulid=_ulid(rng),
                          src='"[' + " ".join(srcs) + ']"', d=gd(0.5, 30)))
            rows += [p("delete_block", ulid=u) for u in srcs]
        return rows
    def scrape_kv():
        return dict(pool=zpick(rng, _P_POOLS, 1.0), target=zpick(rng, targets, 0.9))
    def ev_scrape_warn():
        ck.tick()
        r = rng.random()
        if r < 0.35:
            return [p("too_old", **scrape_kv(), n=rng.randint(1, 400))]
        if r < 0.6:
            return [p("ooo", **scrape_kv(), n=rng.randint(1, 40))]
        if r < 0.8:
            return [p("dup_ts", **scrape_kv(), n=rng.randint(1, 12))]
        return [p("append_failed", **scrape_kv(), err=rng.choice(['"out of bounds"', '"out of order sample"',
                                                                  '"label name \\"le\\" is not unique: invalid sample"']))]
    def ev_rule():
        ck.tick()
        name, rule = zpick(rng, _P_RULES)
        kv = dict(file="/etc/prometheus/rules/" + rng.choice(["app.yml", "node.yml", "recording.yml"]),
                  group='"' + rng.choice(["app.rules", "node.rules", "recording"]) + '"')
        r = rng.random()
        if r < 0.6:
            return [p("rule_failed", **kv, name=name, idx=rng.randint(0, 12), rule=rule,
                      err=rng.choice(['"query processing would load too many samples into memory in query execution"',
                                      '"found duplicate series for the match group {instance=\\"10.0.3.7:9100\\"} on the right hand-side of the operation: [{__name__=\\"node_filesystem_size_bytes\\", instance=\\"10.0.3.7:9100\\"}, {__name__=\\"node_filesystem_size_bytes\\", instance=\\"10.0.3.7:9100\\"}];many-to-many matching not allowed: matching labels must be unique on one side"',
                                      '"expanding series: context deadline exceeded"']))]
        if r < 0.8:
            return [p("rule_discarded", **kv, err='"duplicate sample for timestamp"',
                      sample=f'"{{__name__=\\"job:http_latency:p99\\", job=\\"api\\"}} => {rng.random():.4f} @[{int(ck.t * 1000)}]"')]
        return [p("rule_ooo", **kv, n=rng.randint(1, 30))]
    def ev_remote():
        ck.tick()
        rn, url = zpick(rng, remotes)
        r = rng.random()
        if r < 0.55:
            a = st["shards"]
            st["shards"] = min(50, max(1, a + rng.choice([-2, -1, 1, 2, 3]) - (a > 20) * 4))
            return [p("rm_reshard", rn=rn, url=url, a=a, b=st["shards"])]
        if r < 0.9:
            rows = [p("rm_retry", rn=rn, url=url, err=rng.choice([
                '"server returned HTTP status 503 Service Unavailable: upstream connect error or disconnect/reset before headers. reset reason: overflow"',
                f'"Post \\"{url}\\": context deadline exceeded"',
                '"server returned HTTP status 429 Too Many Requests: the request has been rejected because the tenant exceeded the ingestion rate limit"']))
                    for _ in range(rng.randint(1, 3))]
            return rows
        if r < 0.95:
            return [p("rm_skip", rn=rn, url=url, a=int(ck.t) - rng.randint(130, 600), b=int(ck.t) - 120)]
        return [p("rm_nonrec", rn=rn, url=url, n=rng.choice([500, 2000]), x=0,
                  err='"server returned HTTP status 400 Bad Request: out of order sample"')]
    def ev_notify():
        ck.tick()
        if rng.random() < 0.8:
            am = f"http://10.0.{rng.randint(0, 3)}.{rng.randint(2, 250)}:9093/api/v2/alerts"
            return [p("notify_err", am=am, n=rng.randint(1, 20),
                      err=f'"Post \\"{am}\\": dial tcp {am[7:].split("/")[0]}: connect: connection refused"')]
        return [p("notify_full", n=rng.randint(1, 100))]
    def ev_reload():
        ck.tick(4)
        if rng.random() < 0.25:
            return [p("reload_err", err=f'"couldn\'t load configuration (--config.file=\\"{cfg}\\"): parsing YAML file {cfg}: yaml: line {rng.randint(10, 200)}: did not find expected key"')]
        return conf()
    def ev_rare():
        ck.tick()
        r = rng.random()
        if r < 0.3:
            return [p("compact_fail", err='"compact head: persist head block: 2 errors: populate block: write chunks: preallocate: no space left on device; sync /prometheus/01HXTMP: file already closed"')]
        if r < 0.5:
            st["seg"] += 1
            off = rng.randint(1000, 99999)
            return [p("wal_repair", err=f'"corruption in segment /prometheus/wal/{st["seg"]:08d} at {off}: unexpected full record"',
                      seg=st["seg"], off=off)]
        if r < 0.75:
            return [p("sd_err", cfg="kubernetes-pods", err='"open /var/run/secrets/kubernetes.io/serviceaccount/token: no such file or directory"')]
        ck.tick(2)
        rows = [p("sigterm"), p("stop_sd"), p("bye")]
        ck.tick(2)
        return rows + startup()

    events = [(16, ev_scrape_warn), (7, ev_rule), (18, ev_remote), (1.2, ev_compaction), (3, ev_notify),
              (0.4, ev_reload), (0.35, ev_rare)]
    return run(rng, events, head=startup)

# ----------------------------------------------------------------------------
# 6. kubelet klog via journal
# ----------------------------------------------------------------------------
def _kl(letter: str) -> str:
    return "{mon} {day} {jt} {host} kubelet[{pid}]: " + letter + "{md} {kt} {tid} {caller}] "

_VOLMSG = r'for volume \"{vol}\" (UniqueName: \"{un}\") pod \"{pn}\" (UID: \"{uid}\") " pod={pod}'
_FORBID = (r'secrets {sq} is forbidden: User "system:node:{node}" cannot list resource "secrets" in API group "" '
           r"in the namespace {nsq}: no relationship found between node {nodeq} and this object")
_MOUNTFAIL = (r'Operation for "{volumeName:{un} podName:{uid} nodeName:}" failed. No retries permitted until '
              r'{rd} {rt} {tz} UTC m=+{mono} (durationBeforeRetry {dur}). Error: MountVolume.SetUp failed for volume '
              r'"{vol}" (UniqueName: "{un}") pod "{pn}" (UID: "{uid}") : ')

KUBELET = Catalog("kubelet_klog", [
    ("version", "INFO", _kl("I") + '"Kubelet version" kubeletVersion={ver}'),
    ("golang", "INFO", _kl("I") + '"Golang settings" GOGC="" GOMAXPROCS="" GOTRACEBACK=""'),
    ("started", "INFO", _kl("I") + '"Started kubelet"'),
    ("listen", "INFO", _kl("I") + '"Starting to listen" address={addr} port={port}'),
    ("register", "INFO", _kl("I") + '"Attempting to register node" node={nodeq}'),
    ("registered", "INFO", _kl("I") + '"Successfully registered node" node={nodeq}'),
    ("sl_add", "INFO", _kl("I") + '"SyncLoop ADD" source={src} pods={pods}'),
    ("sl_update", "INFO", _kl("I") + '"SyncLoop UPDATE" source={src} pods={pods}'),
    ("sl_delete", "INFO", _kl("I") + '"SyncLoop DELETE" source={src} pods={pods}'),
    ("sl_remove", "INFO", _kl("I") + '"SyncLoop REMOVE" source={src} pods={pods}'),
    ("pleg_started", "INFO", _kl("I") + '"SyncLoop (PLEG): event for pod" pod={pod} event={"ID":"{uid}","Type":"ContainerStarted","Data":"{cid}"}'),
    ("pleg_died", "INFO", _kl("I") + '"SyncLoop (PLEG): event for pod" pod={pod} event={"ID":"{uid}","Type":"ContainerDied","Data":"{cid}"}'),
    ("probe_ready", "INFO", _kl("I") + '"SyncLoop (probe)" probe="readiness" status="ready" pod={pod}'),
    ("probe_notready", "INFO", _kl("I") + '"SyncLoop (probe)" probe="readiness" status="" pod={pod}'),
    ("probe_unhealthy", "INFO", _kl("I") + '"SyncLoop (probe)" probe="liveness" status="unhealthy" pod={pod}'),
    ("probe_fail_r", "INFO", _kl("I") + '"Probe failed" probeType="Readiness" pod={pod} podUID={puid} containerName={cn} probeResult="failure" output={out}'),
    ("probe_fail_l", "INFO", _kl("I") + '"Probe failed" probeType="Liveness" pod={pod} podUID={puid} containerName={cn} probeResult="failure" output={out}'),
    ("finished", "INFO", _kl("I") + '"Generic (PLEG): container finished" podID={puid} containerID={ccid} exitCode={code}'),
    ("remove", "INFO", _kl("I") + '"RemoveContainer" containerID={ccid}'),
    ("killing", "INFO", _kl("I") + '"Killing container with a grace period" pod={pod} podUID={puid} containerName={cn} containerID={ccid} gracePeriod={gp}'),
    ("vol_verify", "INFO", _kl("I") + r'"operationExecutor.VerifyControllerAttachedVolume started ' + _VOLMSG),
    ("vol_mount", "INFO", _kl("I") + r'"operationExecutor.MountVolume started ' + _VOLMSG),
    ("vol_setup", "INFO", _kl("I") + r'"MountVolume.SetUp succeeded ' + _VOLMSG),
    ("vol_unmount", "INFO", _kl("I") + r'"operationExecutor.UnmountVolume started for volume \"{vol}\" (UniqueName: \"{un}\") pod \"{uid}\" (UID: \"{uid2}\") "'),
    ("vol_teardown", "INFO", _kl("I") + r'"UnmountVolume.TearDown succeeded for volume \"{un}\" (OuterVolumeSpecName: \"{vol}\") pod \"{uid}\" (UID: \"{uid2}\"). InnerVolumeSpecName \"{vol2}\". PluginName \"{plugin}\", VolumeGidValue \"\""'),
    ("vol_detached", "INFO", _kl("I") + r'"Volume detached for volume \"{vol}\" (UniqueName: \"{un}\") on node \"{node}\" DevicePath \"\""'),
    ("mount_fail_secret", "ERROR", _kl("E") + _MOUNTFAIL + 'secret "{obj}" not found'),
    ("mount_fail_cm", "ERROR", _kl("E") + _MOUNTFAIL + 'configmap "{obj}" not found'),
    ("sync_err", "ERROR", _kl("E") + '"Error syncing pod, skipping" err={err} pod={pod} podUID={puid}'),
    ("pull_rt", "ERROR", _kl("E") + '"PullImage from image service failed" err={err} image={img}'),
    ("pull", "ERROR", _kl("E") + '"Failed to pull image" err={err} image={img}'),
    ("sb_rt", "ERROR", _kl("E") + '"RunPodSandbox from runtime service failed" err={err}'),
    ("sb_create", "ERROR", _kl("E") + '"Failed to create sandbox for pod" err={err} pod={pod}'),
    ("sb_cpsb", "ERROR", _kl("E") + '"CreatePodSandbox for pod failed" err={err} pod={pod}'),
    ("sb_stop", "ERROR", _kl("E") + '"StopPodSandbox from runtime service failed" err={err} podSandboxID={sid}'),
    ("status_err", "ERROR", _kl("E") + '"ContainerStatus from runtime service failed" err={err} containerID={cidq}'),
    ("ev_attempt", "INFO", _kl("I") + '"Eviction manager: attempting to reclaim" resourceName={res}'),
    ("ev_must", "INFO", _kl("I") + '"Eviction manager: must evict pod(s) to reclaim" resourceName={res}'),
    ("ev_ranked", "INFO", _kl("I") + '"Eviction manager: pods ranked for eviction" pods={pods}'),
    ("ev_evicted", "INFO", _kl("I") + '"Eviction manager: pod is evicted successfully" pod={pod}'),
    ("ev_cleaned", "INFO", _kl("I") + '"Eviction manager: pods successfully cleaned up" pods={pods}'),
    ("ev_summary_err", "ERROR", _kl("E") + '"Eviction manager: failed to get summary stats" err={err}'),
    ("skip_sync", "ERROR", _kl("E") + '"Skipping pod synchronization" err={err}'),
    ("not_ready", "INFO", _kl("I") + '"Node became not ready" node={nodeq} condition={cond}'),
    ("refl_list", "WARN", _kl("W") + "{objref}: failed to list *v1.Secret: " + _FORBID),
    ("refl_watch", "ERROR", _kl("E") + "{objref}: Failed to watch *v1.Secret: failed to list *v1.Secret: " + _FORBID),
    ("tls", "INFO", _kl("I") + "http: TLS handshake error from {ipport}: EOF"),
    ("recent_stats", "WARN", _kl("W") + 'Failed to get RecentStats("{cg}") while determining the next housekeeping: unable to find data in memory cache'),
    ("sys_stats", "ERROR", _kl("E") + '"Failed to get system container stats" err={err} containerName={cgq}'),
    ("node_status", "ERROR", _kl("E") + '"Error updating node status, will retry" err={err}'),
    ("pull_secret", "WARN", _kl("W") + '"Unable to retrieve pull secret, the image pull may not succeed." pod={pod} secret="" err={err}'),
    ("cpu_stale", "INFO", _kl("I") + '"RemoveStaleState: removing container" podUID={puid} containerName={cn}'),
    ("cpuset_del", "INFO", _kl("I") + '"Deleted CPUSet assignment" podUID={puid} containerName={cn}'),
    ("mem_stale", "INFO", _kl("I") + '"RemoveStaleState removing state" podUID={puid} containerName={cn}'),
    ("qos_fatal", "FATAL", _kl("F") + "Failed to start ContainerManager failed to initialize top level QOS containers: root container [kubepods] doesn't exist"),
])

_K_CALLER = {"version": "server.go:487", "golang": "server.go:489", "started": "kubelet.go:1615",
             "listen": "server.go:162", "register": "kubelet_node_status.go:73", "registered": "kubelet_node_status.go:76",
             "sl_add": "kubelet.go:2434", "sl_update": "kubelet.go:2440", "sl_delete": "kubelet.go:2447",
             "sl_remove": "kubelet.go:2428", "pleg_started": "kubelet.go:2473", "pleg_died": "kubelet.go:2473",
             "probe_ready": "kubelet.go:2542", "probe_notready": "kubelet.go:2542", "probe_unhealthy": "kubelet.go:2530",
             "probe_fail_r": "prober.go:107", "probe_fail_l": "prober.go:107", "finished": "generic.go:334",
             "remove": "scope.go:117", "killing": "kuberuntime_container.go:779", "vol_verify": "reconciler_common.go:258",
             "vol_mount": "reconciler_common.go:231", "vol_setup": "operation_generator.go:721",
             "vol_unmount": "reconciler_common.go:159", "vol_teardown": "operation_generator.go:887",
             "vol_detached": "reconciler_common.go:300", "mount_fail_secret": "nestedpendingoperations.go:348",
             "mount_fail_cm": "nestedpendingoperations.go:348", "sync_err": "pod_workers.go:1300",
             "pull_rt": "remote_image.go:180", "pull": "kuberuntime_image.go:55", "sb_rt": "remote_runtime.go:193",
             "sb_create": "kuberuntime_sandbox.go:72", "sb_cpsb": "kuberuntime_manager.go:1172",
             "sb_stop": "remote_runtime.go:222", "status_err": "remote_runtime.go:432",
             "ev_attempt": "eviction_manager.go:366", "ev_must": "eviction_manager.go:377",
             "ev_ranked": "eviction_manager.go:395", "ev_evicted": "eviction_manager.go:616",
             "ev_cleaned": "eviction_manager.go:447", "ev_summary_err": "eviction_manager.go:258",
             "skip_sync": "kubelet.go:2321", "not_ready": "setters.go:552", "refl_list": "reflector.go:539",
             "refl_watch": "reflector.go:147", "tls": "log.go:245", "recent_stats": "container.go:586",
             "sys_stats": "summary_sys_containers.go:48", "node_status": "kubelet_node_status.go:540",
             "pull_secret": "kubelet_pods.go:417", "cpu_stale": "cpu_manager.go:395", "cpuset_del": "state_mem.go:107",
             "mem_stale": "memory_manager.go:354", "qos_fatal": "kubelet.go:1551"}

def kq(s: str) -> str:
    """Go %q of a plain string (klog structured values)."""
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'

def make_kubelet(rng: random.Random) -> list[dict[str, str]]:
    C = KUBELET
    ck = Clock(rng, 3.0)
    node = rng.choice(["node-3", "ip-10-0-12-44.ec2.internal", "worker-b-2", "aks-nodepool1-3829-vmss000002"])
    st = {"pid": rng.randint(600, 5000)}
    cons = "bcdfghjklmnpqrstvwxz2456789"
    apps = [("prod", "api", ["api"]), ("prod", "web", ["web", "nginx"]), ("prod", "worker", ["worker"]),
            ("kube-system", "coredns", ["coredns"]), ("monitoring", "node-exporter", ["node-exporter"]),
            ("staging", "checkout", ["checkout"]), ("ingress-nginx", "ingress-nginx-controller", ["controller"]),
            ("prod", "payments", ["payments", "istio-proxy"]), ("logging", "fluent-bit", ["fluent-bit"]),
            ("default", "redis", ["redis"]), ("batch", "report-gen", ["report"])]
    pods = []
    for ns, app, cs in apps:
        for _ in range(rng.randint(1, 3)):
            rs = "".join(rng.choice(cons) for _ in range(rng.choice([9, 10])))
            name = f"{app}-{rs}-{''.join(rng.choice(cons) for _ in range(5))}"
            pods.append(dict(ns=ns, name=name, uid=uuid4(rng), cs=cs, img=f"registry.example.com/{ns}/{app}:1.{rng.randint(0, 30)}.{rng.randint(0, 9)}",
                             vol=f"kube-api-access-{''.join(rng.choice(cons) for _ in range(5))}"))
    rng.shuffle(pods)

    def p(key, **kw):
        t = ck.step(0.00001, 0.003)
        dt = utc(t)
        return C(key, dict(mon=dt.strftime("%b"), day=dt.strftime("%d"), jt=dt.strftime("%H:%M:%S"), host=node,
                           pid=st["pid"], md=dt.strftime("%m%d"), kt=dt.strftime("%H:%M:%S") + f".{usec(t):06d}",
                           tid=f"{st['pid']:7d}", caller=_K_CALLER[key], node=node, nodeq=kq(node)), **kw)
    def pick():
        return zpick(rng, pods, 0.8)
    def pref(pd):
        return kq(f"{pd['ns']}/{pd['name']}")
    def plist(*pds):
        return "[" + ",".join(pref(x) for x in pds) + "]"
    def src():
        return '"api"' if rng.random() < 0.95 else '"file"'
    def startup():
        ck.tick(3)
        return [p("version", ver='"v1.28.9"'), p("golang"), p("listen", addr='"0.0.0.0"', port=10250),
                p("started"), p("register"), p("registered")]
    def volumes(pd):
        u = pd["uid"]
        return [(pd["vol"], f"kubernetes.io/projected/{u}-{pd['vol']}", "kubernetes.io/projected"),
                ("config", f"kubernetes.io/configmap/{u}-config", "kubernetes.io/configmap"),
                ("tls-certs", f"kubernetes.io/secret/{u}-tls-certs", "kubernetes.io/secret")][:rng.randint(1, 3)]
    def ev_pod_start():
        ck.tick()
        pd = pick()
        rows = [p("sl_add", src=src(), pods=plist(pd))]
        vols = volumes(pd)
        for vol, un, _ in vols:
            rows.append(p("vol_verify", vol=vol, un=un, pn=pd["name"], uid=pd["uid"], pod=pref(pd)))
        for vol, un, _ in vols:
            rows.append(p("vol_mount", vol=vol, un=un, pn=pd["name"], uid=pd["uid"], pod=pref(pd)))
            rows.append(p("vol_setup", vol=vol, un=un, pn=pd["name"], uid=pd["uid"], pod=pref(pd)))
        ck.step(0.5, 4)
        for _ in pd["cs"] + ["sandbox"]:
            rows.append(p("pleg_started", pod=pref(pd), uid=pd["uid"], cid=hexs(rng, 64)))
        if rng.random() < 0.7:
            ck.step(2, 20)
            rows.append(p("probe_ready", pod=pref(pd)))
        return rows
    def ev_pod_stop():
        ck.tick()
        pd = pick()
        cid = hexs(rng, 64)
        rows = [p("sl_delete", src=src(), pods=plist(pd)),
                p("killing", pod=pref(pd), puid=kq(pd["uid"]), cn=kq(pd["cs"][0]), ccid=kq("containerd://" + cid),
                  gp=rng.choice([30, 30, 60, 10]))]
        ck.step(0.2, 5)
        rows += [p("finished", puid=kq(pd["uid"]), ccid=kq(cid), code=rng.choice([0, 0, 137, 143])),
                 p("pleg_died", pod=pref(pd), uid=pd["uid"], cid=cid)]
        for vol, un, plugin in volumes(pd):
            rows.append(p("vol_unmount", vol=vol, un=un, uid=pd["uid"], uid2=pd["uid"]))
            rows.append(p("vol_teardown", vol=vol, vol2=vol, un=un, uid=pd["uid"], uid2=pd["uid"], plugin=plugin))
            if rng.random() < 0.6:
                rows.append(p("vol_detached", vol=vol, un=un))
        rows += [p("sl_remove", src=src(), pods=plist(pd)), p("remove", ccid=kq(cid))]
        if rng.random() < 0.3:
            rows += [p("cpu_stale", puid=kq(pd["uid"]), cn=kq(pd["cs"][0])),
                     p("cpuset_del", puid=kq(pd["uid"]), cn=kq(pd["cs"][0])),
                     p("mem_stale", puid=kq(pd["uid"]), cn=kq(pd["cs"][0]))]
        return rows
    def ev_update():
        ck.tick()
        return [p("sl_update", src=src(), pods=plist(pick()))]
    def ev_probe():
        ck.tick()
        pd = pick()
        cn = pd["cs"][0]
        ip = f"10.244.{rng.randint(0, 9)}.{rng.randint(2, 250)}"
        out = kq(f'Get "http://{ip}:8080/healthz": context deadline exceeded (Client.Timeout exceeded while awaiting headers)'
                 if rng.random() < 0.6 else f'Get "http://{ip}:8080/ready": dial tcp {ip}:8080: connect: connection refused')
        if rng.random() < 0.75:
            return [p("probe_fail_r", pod=pref(pd), puid=kq(pd["uid"]), cn=kq(cn), out=out),
                    p("probe_notready", pod=pref(pd))]
        return [p("probe_fail_l", pod=pref(pd), puid=kq(pd["uid"]), cn=kq(cn), out=out),
                p("probe_unhealthy", pod=pref(pd))]
    def ev_backoff():
        ck.tick()
        pd = pick()
        cn = pd["cs"][0]
        who = f"{pd['name']}_{pd['ns']}({pd['uid']})"
        r = rng.random()
        if r < 0.55:
            inner = f"back-off {rng.choice(['10s', '20s', '40s', '1m20s', '2m40s', '5m0s'])} restarting failed container={cn} pod={who}"
            err = f'failed to "StartContainer" for "{cn}" with CrashLoopBackOff: {kq(inner)}'
            return [p("sync_err", err=kq(err), pod=pref(pd), puid=kq(pd["uid"]))]
        img = pd["img"].replace(":1.", ":2.")
        if r < 0.8:
            return [p("sync_err", err=kq(f'failed to "StartContainer" for "{cn}" with ImagePullBackOff: {kq("Back-off pulling image " + kq(img))}'),
                      pod=pref(pd), puid=kq(pd["uid"]))]
        desc = f'rpc error: code = NotFound desc = failed to pull and unpack image "{img}": failed to resolve reference "{img}": {img}: not found'
        rows = [p("pull_rt", err=kq(desc), img=kq(img)), p("pull", err=kq(desc), img=kq(img))]
        if rng.random() < 0.3:
            rows.insert(0, p("pull_secret", pod=pref(pd), err=kq('secret "regcred" not found')))
        rows.append(p("sync_err", err=kq(f'failed to "StartContainer" for "{cn}" with ErrImagePull: {kq(desc)}'),
                      pod=pref(pd), puid=kq(pd["uid"])))
        return rows
    def ev_sandbox():
        ck.tick()
        pd = pick()
        sid = hexs(rng, 64)
        who = f"{pd['name']}_{pd['ns']}({pd['uid']})"
        if rng.random() < 0.2:
            return [p("sb_stop", sid=kq(sid), err=kq(f'rpc error: code = Unknown desc = failed to destroy network for sandbox "{sid}": plugin type="calico" failed (delete): error getting ClusterInformation: Get "https://10.96.0.1:443/apis/crd.projectcalico.org/v1/clusterinformations/default": dial tcp 10.96.0.1:443: i/o timeout'))]
        desc = f'rpc error: code = Unknown desc = failed to setup network for sandbox "{sid}": plugin type="calico" failed (add): error getting ClusterInformation: connection is unauthorized: Unauthorized'
        return [p("sb_rt", err=kq(desc)), p("sb_create", err=kq(desc), pod=pref(pd)),
                p("sb_cpsb", err=kq(desc), pod=pref(pd)),
                p("sync_err", err=kq(f'failed to "CreatePodSandbox" for {kq(who)} with CreatePodSandboxError: {kq("Failed to create sandbox for pod " + kq(who) + ": " + desc)}'),
                  pod=pref(pd), puid=kq(pd["uid"]))]
    def ev_mountfail():
        ck.tick()
        pd = pick()
        t = utc(ck.t + rng.choice([0.5, 1, 2, 4, 8, 16, 32, 64, 122]))
        secret = rng.random() < 0.65
        obj = rng.choice(["tls-certs", "db-credentials"]) if secret else rng.choice(["app-config", "feature-flags"])
        kind = "secret" if secret else "configmap"
        un = f"kubernetes.io/{kind}/{pd['uid']}-{obj}"
        return [p("mount_fail_secret" if secret else "mount_fail_cm", un=un, uid=pd["uid"],
                  rd=t.strftime("%Y-%m-%d"), rt=t.strftime("%H:%M:%S") + f".{rng.randint(0, 999999999):09d}", tz="+0000",
                  mono=f"{ck.t - T0 + rng.uniform(100, 90000):.{rng.choice([6, 9])}f}",
                  dur=rng.choice(["500ms", "1s", "2s", "4s", "8s", "16s", "32s", "1m4s", "2m2s"]),
                  vol=obj, pn=pd["name"], obj=obj)]
    def ev_eviction():
        ck.tick()
        res = kq(rng.choice(["ephemeral-storage", "memory", "ephemeral-storage"]))
        victims = rng.sample(pods, 3)
        rows = [p("ev_attempt", res=res), p("ev_must", res=res), p("ev_ranked", pods=plist(*victims)),
                p("ev_evicted", pod=pref(victims[0]))]
        if rng.random() < 0.7:
            ck.step(1, 10)
            rows.append(p("ev_cleaned", pods=plist(victims[0])))
        return rows
    def ev_forbidden():
        ck.tick()
        pd = pick()
        sname = rng.choice(["regcred", "db-credentials", "tls-certs"])
        kv = dict(objref=f'object-"{pd["ns"]}"/"{sname}"', sq=kq(sname), nsq=kq(pd["ns"]), nodeq=f"'{node}'")
        return [p("refl_list", **kv), p("refl_watch", **kv)]
    def ev_noise():
        ck.tick()
        r = rng.random()
        if r < 0.4:
            return [p("tls", ipport=f"10.0.{rng.randint(0, 3)}.{rng.randint(2, 250)}:{rng.randint(30000, 65000)}")]
        if r < 0.65:
            pd = pick()
            return [p("recent_stats", cg=f"/kubepods.slice/kubepods-burstable.slice/kubepods-burstable-pod{pd['uid'].replace('-', '_')}.slice")]
        if r < 0.85:
            cg = "/system.slice/kubelet.service"
            return [p("sys_stats", cgq=kq(cg), err=kq(f'failed to get cgroup stats for "{cg}": failed to get container info for "{cg}": unknown container "{cg}"'))]
        cid = hexs(rng, 64)
        return [p("status_err", cidq=kq(cid), err=kq(f'rpc error: code = NotFound desc = an error occurred when try to find container "{cid}": not found'))]
    def ev_runtime_down():
        ck.tick()
        rows = []
        for _ in range(rng.randint(1, 4)):
            ck.step(1, 10)
            rows.append(p("skip_sync", err=kq(f"[container runtime is down, PLEG is not healthy: pleg was last seen active {godur(rng.uniform(180, 400))} ago; threshold is 3m0s]")))
        if rng.random() < 0.5:
            rows.append(p("not_ready", cond='{"type":"Ready","status":"False","lastHeartbeatTime":"%s","lastTransitionTime":"%s","reason":"KubeletNotReady","message":"PLEG is not healthy"}'
                          % ((utc(ck.t).strftime("%Y-%m-%dT%H:%M:%SZ"),) * 2)))
        if rng.random() < 0.4:
            rows.append(p("node_status", err=kq(f'error getting node "{node}": Get "https://10.0.0.10:6443/api/v1/nodes/{node}?resourceVersion=0&timeout=10s": context deadline exceeded')))
        if rng.random() < 0.3:
            rows.append(p("ev_summary_err", err=kq(f'failed to get node info: node "{node}" not found')))
        return rows
    def ev_fatal():
        ck.tick()
        rows = [p("qos_fatal")]
        st["pid"] += rng.randint(100, 3000)
        return rows + startup()

    events = [(9, ev_pod_start), (7, ev_pod_stop), (25, ev_update), (8, ev_probe), (10, ev_backoff),
              (1.5, ev_sandbox), (2.5, ev_mountfail), (0.3, ev_eviction), (1.2, ev_forbidden), (6, ev_noise),
              (0.4, ev_runtime_down), (0.05, ev_fatal)]
    return run(rng, events, head=startup)

# ----------------------------------------------------------------------------
FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("auditd", make_auditd),
    ("squid_native", make_squid),
    ("bind9_named", make_bind),
    ("journal_multiunit", make_journal),
    ("prometheus_logfmt", make_prometheus),
    ("kubelet_klog", make_kubelet),
]

def _tpl_regex(tpl: str) -> re.Pattern:
    return re.compile("^" + ".+?".join(re.escape(part) for part in tpl.split("<*>")) + "$", re.S)

if __name__ == "__main__":
    for seed in (0, 1):
        for name, make in FORMATS:
            rows = make(random.Random(seed))
            again = make(random.Random(seed))
            assert rows == again, (name, "not deterministic")
            assert len(rows) == N_ROWS, (name, len(rows))
            tpls: dict[str, set[str]] = {}
            for r in rows:
                assert set(r) == {"line", "template", "level"}, (name, r)
                assert "\n" not in r["line"] and "\r" not in r["line"], (name, r["line"])
                assert r["level"] in LEVELS, (name, r)
                assert _tpl_regex(r["template"]).match(r["line"]), (name, r)
                tpls.setdefault(r["template"], set()).add(r["level"])
            assert all(len(v) == 1 for v in tpls.values()), name
            n = len(tpls)
            abnormal = sum(1 for v in tpls.values() if v & {"WARN", "ERROR", "FATAL"})
            assert 15 <= n <= 60, (name, seed, n)
            assert abnormal >= 3, (name, seed, abnormal)
            print(f"seed={seed} {name}: {n} templates ({abnormal} abnormal)")
            for r in rows[:: len(rows) // 3][:3]:
                print("   ", r["line"])
    print("OK")
