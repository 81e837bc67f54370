"""misc_d -- synthetic-but-realistic log corpora for a log "fold" (template miner).

Every corpus row is ``{"line": ..., "template": ..., "level": ...}``.  Lines are built from
*message specs*: format strings whose ``{field}`` placeholders are the variables; the template is
the spec with every ``{field}`` replaced by ``<*>``.  Literal braces that do not form a
``{lower_case_name}`` placeholder are plain text.  ``make(rng)`` uses only the ``rng`` it is given.

Formats
-------

``salt`` -- SaltStack master + minion log files (``/var/log/salt/master``, ``/var/log/salt/minion``)
    as written by Salt's default ``log_fmt_logfile``::

        %(asctime)s,%(msecs)03d [%(name)-17s:%(lineno)-4d][%(levelname)-8s][%(process)d] %(message)s

    Variable: the date and the time token (two ``<*>``), the logger line number (``:<*>`` -- its
    ``-4d`` padding is kept as constant text), the process id, and inside the messages: jids,
    minion ids, user names, execution-function names, state names/ids, paths, ``salt://`` URLs,
    saltenvs, commands (a string or a python list repr, one ``<*>`` even with spaces), return codes,
    durations (``duration_in_ms=<*>``), clock times, event tags and event data dicts, error text,
    package versions, diff text, python traceback frames / code / exception.
    Constant: logger names (fixed per message), the padded level word, the message wording
    (``Executing state``, ``Completed state``, ``Authentication accepted from`` ...).
    Multi-line records (``File changed:`` unified diffs, ``Made the following changes:`` package
    lists, the systemd ``See "systemctl status ..."`` hint, tracebacks) give one row per physical
    line; continuation lines carry no prefix and have level ``-``.
    Levels: DEBUG, INFO, WARNING->WARN, ERROR, CRITICAL->FATAL.

``pm2_node`` -- the output of ``pm2 logs`` for two Node.js apps managed by PM2: ``web`` (Next.js 14
    ``next dev``, with ``log_date_format`` so each line has ``YYYY-MM-DDTHH:mm:ss:``) and ``api``
    (Express + morgan, no date prefix), plus PM2's own daemon messages.  Starts with the
    ``[TAILING]`` banner and the tail sections of pm2.log / <app>-out.log / <app>-error.log, then
    the live stream.  Variable: the pm_id in ``<*>|web`` / ``<*>|api``, the date token (``<*>:``),
    app names and ids inside ``App [<*>:<*>]``, exit codes, signals, pids, routes / URLs, HTTP
    status codes, response times and sizes, compile durations and module counts, error types and
    messages, stack-frame functions / files / line / column, digests, server-action ids, Node
    versions, IPs/ports, errno values.  Constant: the app name in the prefix, the pm2 padding,
    Next.js marks (``▲ ○ ✓ ⚠ ⨯``, part of the line), HTTP methods, PM2 wording
    (``starting in -fork mode-``, ``online``, ``msg=process killed``), Node warning codes.
    Levels: ``⨯`` ERROR, ``⚠`` WARN, ``▲ ○ ✓`` INFO, ``PM2 log:`` INFO, Node
    ``DeprecationWarning`` WARN, error headers ERROR, everything else (morgan lines, stack frames,
    PM2 stream lines, plain console.log) ``-``.

``xorg`` -- an ``/var/log/Xorg.0.log`` of Xorg 1.21 with the modesetting + libinput drivers: the
    start-up (banner, config defaults, font path, module loading, extension init, outputs and
    EDID/modelines, built-in input devices) followed by hours of runtime events (RandR re-probes
    printing EDID and modelines, USB input hot-plug add/remove, VT switches, libinput
    warnings, page-flip errors).  Each line starts with ``[%10.3f]`` uptime -> ``[<*>]`` (the
    right-aligned padding belongs to the value).  Variable: the uptime, screen index in
    ``modeset(<*>)``, the libinput ``event<*>`` number (its ``%-7s`` padding belongs to the value),
    device names, paths, module names, option names/values, output names, modes and every modeline
    number / sync flag, EDID ids, versions, counts, hex values, error strings.  Constant: the
    marker and the message wording; ``connected``/``disconnected`` and ``device is a keyboard`` /
    ``device is a pointer`` are distinct messages.  Level: the marker -- ``(EE)`` ERROR, ``(WW)``
    WARN, ``(II) (==) (--) (**) (++)`` INFO; lines without a marker (banner, continuation lines
    with a leading tab) ``-``.
"""

from __future__ import annotations

import bisect
import calendar
import itertools
import random
import re
from datetime import datetime, timedelta
from typing import Callable

__all__ = ["FORMATS"]

N_ROWS = 2000
_PH = re.compile(r"\{([a-z][a-z0-9_]*)\}")
_LEVELS = frozenset({"DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"})


# ----------------------------------------------------------------------------------------------
# small engine shared by the three formats
# ----------------------------------------------------------------------------------------------

def _template(fmt: str) -> str:
    return _PH.sub("<*>", fmt)


_CW: dict[tuple[int, float], list[float]] = {}


def _z(r: random.Random, seq, s: float = 1.1):
    """Zipf-skewed pick: the first elements of ``seq`` are the most frequent."""
    key = (len(seq), s)
    cw = _CW.get(key)
    if cw is None:
        cw = list(itertools.accumulate(1.0 / (i + 1) ** s for i in range(len(seq))))
        _CW[key] = cw
    return seq[bisect.bisect_right(cw, r.random() * cw[-1])]


class _Spec:
    __slots__ = ("key", "fmt", "level", "template", "defaults")

    def __init__(self, key, level, fmt, defaults):
        self.key, self.level, self.fmt, self.defaults = key, level, fmt, defaults
        self.template = _template(fmt)


def _specs(rows) -> dict[str, _Spec]:
    out: dict[str, _Spec] = {}
    seen: dict[str, str] = {}
    for row in rows:
        key, level, fmt = row[:3]
        defaults = row[3] if len(row) > 3 else {}
        assert level in _LEVELS, (key, level)
        assert key not in out, key
        sp = _Spec(key, level, fmt, defaults)
        assert sp.template not in seen, (key, seen.get(sp.template), sp.template)
        assert "\n" not in fmt and "\r" not in fmt, key
        seen[sp.template] = key
        out[key] = sp
    return out


class _Gen:
    """Row sink + clock + scratch state used by the event functions."""

    def __init__(self, specs, timefn, t0):
        self.specs = specs
        self.timefn = timefn
        self.t = t0
        self.rows: list[dict[str, str]] = []
        self.st: dict = {}

    def adv(self, sec: float) -> None:
        if isinstance(self.t, datetime):
            self.t += timedelta(seconds=sec)
        else:
            self.t += sec

    def emit(self, key: str, /, **f) -> None:
        sp = self.specs[key]
        vals = self.timefn(self.t)
        vals.update(sp.defaults)
        vals.update(f)

        def rep(m):
            v = str(vals[m.group(1)])
            if not v or "\n" in v or "\r" in v or "<*>" in v:
                raise ValueError(f"bad value for {key}.{m.group(1)}: {v!r}")
            return v

        line = _PH.sub(rep, sp.fmt)
        self.rows.append({"line": line, "template": sp.template, "level": sp.level})


class _Ev:
    __slots__ = ("fn", "single", "w")

    def __init__(self, fn, single=False, w=None):
        self.fn, self.single, self.w = fn, single, w


def _build(rng: random.Random, specs, timefn, t0, events: list[_Ev], gap: Callable,
           init=None, head=None, tail=None, s: float = 1.25, n: int = N_ROWS):
    """Plan events (Zipf by rank, each at least once), then generate them in time order.

    Every event draws only from its own ``random.Random(seed)`` (seed taken from ``rng``), so its
    row count is known from a dry run; single-row "filler" events make the total exact.
    """
    init_seed = rng.getrandbits(64)

    def fresh():
        g = _Gen(specs, timefn, t0)
        if init:
            init(random.Random(init_seed), g)
        return g

    dry = fresh()

    def size(fn, seed):
        before = len(dry.rows)
        fn(random.Random(seed), dry)
        k = len(dry.rows) - before
        if len(dry.rows) > 5000:
            dry.rows.clear()
        return k

    head_seed, tail_seed = rng.getrandbits(64), rng.getrandbits(64)
    hs = size(head, head_seed) if head else 0
    ts = size(tail, tail_seed) if tail else 0
    target = n - hs - ts
    weights = list(itertools.accumulate(
        ev.w if ev.w is not None else 1.0 / (i + 1) ** s for i, ev in enumerate(events)))
    fillers = [i for i, e in enumerate(events) if e.single]
    assert fillers
    items, total = [], 0
    for i, ev in enumerate(events):
        seed = rng.getrandbits(64)
        k = size(ev.fn, seed)
        items.append((i, seed, k))
        total += k
    assert total <= target, (total, target)
    while total < target:
        i = bisect.bisect_right(weights, rng.random() * weights[-1])
        seed = rng.getrandbits(64)
        k = size(events[i].fn, seed)
        if total + k > target:
            i = _z(rng, fillers, 1.3)
            seed = rng.getrandbits(64)
            k = size(events[i].fn, seed)
            assert k == 1
        items.append((i, seed, k))
        total += k
    rng.shuffle(items)

    g = fresh()
    if head:
        head(random.Random(head_seed), g)
        assert len(g.rows) == hs
    for i, seed, k in items:
        g.adv(gap(rng))
        before = len(g.rows)
        events[i].fn(random.Random(seed), g)
        assert len(g.rows) - before == k, (events[i].fn.__name__, k, len(g.rows) - before)
    if tail:
        g.adv(gap(rng))
        tail(random.Random(tail_seed), g)
    assert len(g.rows) == n, len(g.rows)
    missing = {sp.template for sp in specs.values()} - {row["template"] for row in g.rows}
    assert not missing, missing
    return g.rows


def _interleave(*groups):
    out = []
    for tup in itertools.zip_longest(*groups):
        out.extend(x for x in tup if x is not None)
    return tuple(out)


def _hexs(r: random.Random, n: int) -> str:
    return "%0*x" % (n, r.getrandbits(4 * n))


def _ip(r: random.Random, net: str = "10") -> str:
    if net == "10":
        return "10.%d.%d.%d" % (r.choice((0, 0, 1, 2, 20, 40)), r.randint(0, 31), r.randint(2, 254))
    return "%s.%d" % (net, r.randint(2, 254))


# ----------------------------------------------------------------------------------------------
# 1. salt
# ----------------------------------------------------------------------------------------------

_SALT_LV = {"DEBUG": "DEBUG", "INFO": "INFO", "WARNING": "WARN", "ERROR": "ERROR",
            "CRITICAL": "FATAL"}


def _sl(key, logger, lineno, lvl, msg):
    ln = str(lineno)
    fmt = ("{date} {time} [" + f"{logger:<17}" + ":{lineno}" + " " * (4 - len(ln)) + "]["
           + f"{lvl:<8}" + "][{pid}] " + msg)
    return (key, _SALT_LV[lvl], fmt, {"lineno": ln})


_MIN, _ST, _FC, _CR = "salt.minion", "salt.state", "salt.fileclient", "salt.crypt"
_CMD, _SCH, _MA = "salt.loaded.int.module.cmdmod", "salt.utils.schedule", "salt.master"
_CH, _EVT, _PRC, _VF = "salt.channel.server", "salt.utils.event", "salt.utils.process", "salt.utils.verify"
_CMDDICT = "{'pid': {cpid}, 'retcode': {rc}, 'stdout': {out}, 'stderr': {err}}"

_SALT_SPECS = [
    _sl("m_exec", _MIN, 1629, "INFO", "User {user} Executing command {fun} with jid {jid}"),
    _sl("m_newjob", _MIN, 1642, "INFO", "Starting a new job {jid} with PID {jobpid}"),
    _sl("m_retry", _MIN, 2093, "DEBUG", "Minion return retry timer set to {n} seconds (randomized)"),
    _sl("m_return", _MIN, 2006, "INFO", "Returning information for job: {jid}"),
    _sl("m_retfail", _MIN, 2290, "WARNING",
        "The minion failed to return the job information for job {jid}. This is often due to the "
        "master being shut down or overloaded. If the master is running, consider increasing the "
        "worker_threads value."),
    _sl("m_fexc", _MIN, 1902, "WARNING", "The minion function caused an exception"),
    _sl("sched", _SCH, 1754, "INFO", "Running scheduled job: {name} with jid {jid}"),
    _sl("m_lost", _MIN, 2740, "INFO", "Connection to master {master} lost"),
    _sl("m_reinit", _MIN, 2767, "INFO", "Re-initialising subsystems for new master {master}"),
    _sl("m_ready", _MIN, 1093, "INFO", "Minion is ready to receive requests!"),
    _sl("cr_reuse", _CR, 207, "DEBUG", "Re-using AsyncAuth for {key}"),
    _sl("cr_wait", _CR, 585, "INFO", "Waiting {n} seconds before retry."),
    _sl("cr_cached", _CR, 786, "INFO",
        "The Salt Master has cached the public key for this node, this salt minion will wait for "
        "{n} seconds before attempting to re-authenticate"),
    _sl("cr_notacc", _CR, 793, "ERROR",
        "Minion failed to authenticate with the master, has the minion key been accepted?"),
    _sl("st_load", _ST, 1147, "INFO", "Loading fresh modules for state activity"),
    _sl("fc_look", _FC, 1343, "DEBUG",
        "In saltenv '{env}', looking at rel_path '{rel}' to resolve '{url}'"),
    _sl("fc_fetch", _FC, 1103, "INFO", "Fetching file from saltenv '{env}', ** done ** '{rel}'"),
    _sl("st_run", _ST, 2157, "INFO", "Running state [{name}] at time {clock}"),
    _sl("st_exec", _ST, 2190, "INFO", "Executing state {sfun} for [{name}]"),
    _sl("st_done", _ST, 2357, "INFO",
        "Completed state [{name}] at time {clock} (duration_in_ms={ms})"),
    _sl("st_pkg_ok", _ST, 319, "INFO", "All specified packages are already installed"),
    _sl("st_file_ok", _ST, 319, "INFO", "File {path} is in the correct state"),
    _sl("st_svc_ok", _ST, 319, "INFO", "The service {svc} is already running"),
    _sl("st_file_chg", _ST, 319, "INFO", "File changed:"),
    ("d_old", "-", "--- "),
    ("d_new", "-", "+++ "),
    ("d_hunk", "-", "@@ -{a},{b} +{c},{d} @@"),
    ("d_del", "-", "-{text}"),
    ("d_add", "-", "+{text}"),
    ("d_ctx", "-", " {text}"),
    _sl("st_pkg_chg", _ST, 319, "INFO", "Made the following changes:"),
    ("pkg_line", "-", "'{pkg}' changed from '{old}' to '{new}'"),
    _sl("st_svc_chg", _ST, 319, "INFO", "{'{svc}': True}"),
    _sl("st_cmd_chg", _ST, 319, "INFO", _CMDDICT),
    _sl("st_cmd_err", _ST, 323, "ERROR", _CMDDICT),
    _sl("st_exc", _ST, 2274, "ERROR",
        "An exception occurred in this state: Traceback (most recent call last):"),
    ("tb_file", "-", '  File "{path}", line {n}, in {func}'),
    ("tb_code", "-", "    {code}"),
    ("tb_exc", "-", "{etype}: {emsg}"),
    _sl("st_render", _ST, 4031, "CRITICAL", "Rendering SLS '{env}:{sls}' failed: {err}"),
    _sl("cmd_exec", _CMD, 418, "INFO", "Executing command {cmd} in directory '{cwd}'"),
    _sl("cmd_fail", _CMD, 848, "ERROR", "Command '{cmd}' failed with return code: {rc}"),
    _sl("cmd_stdout", _CMD, 852, "ERROR", "stdout: {out}"),
    _sl("cmd_stderr", _CMD, 854, "ERROR", "stderr: {err}"),
    ("cmd_see", "-", 'See "systemctl status {unit}" and "journalctl -xeu {unit}" for details.'),
    _sl("cmd_rc", _CMD, 856, "ERROR", "retcode: {rc}"),
    _sl("ma_pub", _MA, 2296, "INFO", "User {user} Published command {fun} with jid {jid}"),
    _sl("ma_got", _MA, 1718, "INFO", "Got return from {minion} for job {jid}"),
    _sl("ev_send", _EVT, 823, "DEBUG", "Sending event: tag = {tag}; data = {data}"),
    _sl("au_req", _CH, 274, "INFO", "Authentication request from {minion}"),
    _sl("au_ok", _CH, 574, "INFO", "Authentication accepted from {minion}"),
    _sl("au_new", _CH, 447, "INFO", "New public key for {minion} placed in pending"),
    _sl("au_pend", _CH, 425, "INFO",
        "Authentication failed from host {minion}, the key is in pending and needs to be "
        "accepted with salt-key -a {minion}"),
    _sl("au_mism", _CH, 459, "ERROR",
        "Authentication attempt from {minion} failed, the public keys did not match. This may be "
        "an attempt to compromise the Salt cluster."),
    _sl("proc_died", _PRC, 1007, "INFO",
        "Process {proc} ({cpid}) died with exit status {status}, restarting..."),
    _sl("ma_unavail", _MA, 1853, "ERROR",
        "Received function {fun} which is unavailable on the master, returning False"),
    _sl("ma_notwho", _MA, 1699, "WARNING", "Minion id {minion} is not who it says it is!"),
    _sl("verify", _VF, 604, "WARNING",
        "Insecure logging configuration detected! Sensitive data may be logged."),
]

_SALT_MINIONS = _interleave(
    [f"web-{i:02d}" for i in range(1, 19)],
    [f"worker-{i:02d}" for i in range(1, 15)],
    [f"db-{i:02d}" for i in range(1, 7)],
    [f"k8s-node-{i:02d}" for i in range(1, 11)],
    ["lb-01", "cache-01", "lb-02", "cache-02", "mon-01", "cache-03", "bastion-01", "mail-01",
     "vpn-gw-01", "cache-04"],
    [f"ci-runner-{i}" for i in range(1, 7)],
)
_SALT_USERS = ("root", "sudo_deploy", "saltapi", "sudo_jenkins", "sudo_amartin", "sudo_kchen",
               "sudo_rpatel", "sudo_ops", "sudo_lnguyen", "sudo_tobrien", "sudo_mgarcia",
               "sudo_svc-ansible")
_SALT_ENVS = ("base", "base", "prod", "base", "dev")
_SALT_CWD = ("/root", "/", "/root", "/srv/app", "/home/deploy", "/var/tmp")
_SALT_PKGS = ("nginx", "curl", "git", "htop", "chrony", "fail2ban", "jq", "rsync",
              "unattended-upgrades", "python3-pip", "redis-server", "postgresql-14",
              "prometheus-node-exporter", "docker-ce", "logrotate", "ca-certificates",
              "openssh-server", "vim", "tmux", "auditd", "libnginx-mod-stream", "openssl")
_SALT_FILES = (
    ("/etc/nginx/nginx.conf", "nginx/files/nginx.conf"),
    ("/etc/ssh/sshd_config", "ssh/files/sshd_config"),
    ("/etc/nginx/sites-available/default", "nginx/files/default.jinja"),
    ("/etc/sysctl.d/99-tuning.conf", "sysctl/files/99-tuning.conf"),
    ("/etc/chrony/chrony.conf", "ntp/files/chrony.conf"),
    ("/etc/fail2ban/jail.local", "fail2ban/files/jail.local"),
    ("/etc/redis/redis.conf", "redis/files/redis.conf.jinja"),
    ("/etc/motd", "common/files/motd"),
    ("/etc/logrotate.d/app", "app/files/logrotate"),
    ("/etc/security/limits.d/90-nofile.conf", "common/files/limits.conf"),
    ("/etc/postgresql/14/main/pg_hba.conf", "postgres/files/pg_hba.conf.jinja"),
    ("/etc/docker/daemon.json", "docker/files/daemon.json"),
    ("/etc/sudoers.d/deploy", "users/files/sudoers-deploy"),
    ("/srv/app/.env", "app/files/env.jinja"),
    ("/etc/default/prometheus-node-exporter", "monitoring/files/node-exporter.default"),
)
_SALT_SVCS = ("nginx", "chrony", "fail2ban", "redis-server", "postgresql", "docker",
              "prometheus-node-exporter", "ssh", "rsyslog", "cron", "auditd", "salt-minion")
_SALT_SLS = ("nginx", "common.packages", "ssh.server", "ntp", "sysctl", "users", "fail2ban",
             "redis", "postgres.server", "monitoring.node_exporter", "docker", "app.deploy",
             "firewall", "logrotate")
_SALT_CMDS = (  # (command, stdout on success, (retcode, stderr) on failure)
    ("systemctl daemon-reload", "", (1, "Failed to reload daemon: Access denied")),
    ("/usr/local/bin/backup.sh --full", "backup finished: 3 archives, 1.2G",
     (2, "rsync: [sender] link_stat \"/srv/data/uploads\" failed: No such file or directory (2)")),
    ("/opt/app/bin/migrate --yes", "migrations: 3 applied, 0 pending",
     (1, "ERROR: relation \"schema_migrations\" already exists")),
    ("sysctl -p /etc/sysctl.d/99-tuning.conf", "vm.swappiness = 10\nnet.core.somaxconn = 4096",
     (255, "sysctl: cannot stat /proc/sys/net/ipv4/tcp_tw_recycle: No such file or directory")),
    ("update-ca-certificates", "Updating certificates in /etc/ssl/certs...\n0 added, 0 removed; done.",
     (1, "rehash: warning: skipping ca-certificates.crt,it does not contain exactly one certificate or CRL")),
    ("/usr/local/bin/rotate-keys.sh", "rotated 2 keys",
     (127, "/bin/sh: 1: /usr/local/bin/rotate-keys.sh: not found")),
    ("locale-gen en_US.UTF-8", "Generating locales (this might take a while)...\n  en_US.UTF-8... done\nGeneration complete.",
     (1, "Error: invalid locale settings:  LANGUAGE=(unset)")),
    ("apt-get -q update", "Reading package lists...",
     (100, "E: Could not get lock /var/lib/apt/lists/lock. It is held by process {pid} (apt-get)")),
    ("ufw --force enable", "Firewall is active and enabled on system startup",
     (1, "ERROR: problem running ufw-init")),
    ("pg_dump -Fc shop > /var/backups/shop.dump", "",
     (1, "pg_dump: error: connection to server on socket \"/var/run/postgresql/.s.PGSQL.5432\" "
         "failed: No such file or directory")),
)
_SALT_DIFF = ("worker_processes auto;", "    worker_connections 1024;", "    keepalive_timeout 65;",
              "    client_max_body_size 64m;", "    server_tokens off;", "PermitRootLogin no",
              "PasswordAuthentication no", "MaxAuthTries 3", "X11Forwarding no",
              "vm.swappiness = 10", "net.core.somaxconn = 4096", "fs.file-max = 2097152",
              "pool 0.ubuntu.pool.ntp.org iburst maxsources 4", "makestep 1 3",
              "maxmemory 2gb", "maxmemory-policy allkeys-lru", "bantime  = 3600",
              "maxretry = 5", "* soft nofile 65535", "APP_ENV=production", "LOG_LEVEL=info",
              "    rotate 14", "    compress", "host    all    all    10.0.0.0/8    scram-sha-256",
              '  "log-driver": "json-file",', '  "live-restore": true,',
              "deploy ALL=(ALL) NOPASSWD: /usr/bin/systemctl restart app",
              "    include /etc/nginx/conf.d/*.conf;", "    gzip on;", "ListenAddress 0.0.0.0",
              "net.ipv4.tcp_fin_timeout = 15", "REDIS_URL=redis://10.0.2.20:6379/0")
_SALT_TB = (
    ("/usr/lib/python3/dist-packages/salt/state.py", 2401, "call",
     'ret = self.states[cdata["full"]](*cdata["args"], **cdata["kwargs"])'),
    ("/usr/lib/python3/dist-packages/salt/loader/lazy.py", 149, "__call__",
     "return self.loader.run(run_func, *args, **kwargs)"),
    ("/usr/lib/python3/dist-packages/salt/loader/lazy.py", 1234, "run",
     "return self._last_context.run(self._run_as, _func_or_method, *args, **kwargs)"),
    ("/usr/lib/python3/dist-packages/salt/loader/lazy.py", 1249, "_run_as",
     "return _func_or_method(*args, **kwargs)"),
    ("/usr/lib/python3/dist-packages/salt/loader/lazy.py", 1282, "wrapper",
     "return f(*args, **kwargs)"),
)
_SALT_TB_TAIL = (
    (("/etc/nginx/nginx.conf", "/etc/redis/redis.conf", "/srv/app/.env"), "file.managed",
     ("/usr/lib/python3/dist-packages/salt/states/file.py", 3101, "managed",
      'sfn, source_sum, comment_ = __salt__["file.get_managed"]('),
     ("KeyError", "'port'")),
    (("nginx", "docker-ce", "postgresql-14"), "pkg.installed",
     ("/usr/lib/python3/dist-packages/salt/states/pkg.py", 1832, "installed",
      "pkg_ret = __salt__[\"pkg.install\"](name=None, refresh=refresh,"),
     ("salt.exceptions.CommandExecutionError",
      "Problem encountered installing package(s). Additional info follows:")),
    (("redis-server", "docker", "nginx"), "service.running",
     ("/usr/lib/python3/dist-packages/salt/states/service.py", 503, "_enable",
      "if __salt__[\"service.enabled\"](name, **kwargs):"),
     ("TypeError", "expected str, bytes or os.PathLike object, not NoneType")),
    (("/etc/sudoers.d/deploy", "/etc/docker/daemon.json"), "file.managed",
     ("/usr/lib/python3/dist-packages/salt/modules/file.py", 6283, "manage_file",
      'sfn = __salt__["cp.cache_file"](source, saltenv, verify_ssl=verify_ssl)'),
     ("AttributeError", "'NoneType' object has no attribute 'get'")),
    (("/etc/motd", "/etc/logrotate.d/app"), "file.managed",
     ("/usr/lib/python3/dist-packages/salt/utils/files.py", 396, "fopen",
      "f_handle = open(*args, **kwargs)  # pylint: disable=resource-leakage"),
     ("UnicodeDecodeError", "'utf-8' codec can't decode byte 0x8b in position 1: invalid start byte")),
)
_SALT_RENDER_ERR = (
    "Jinja variable 'dict object' has no attribute 'port'",
    "Jinja variable 'salt.utils.odict.OrderedDict object' has no attribute 'upstreams'",
    "Jinja syntax error: unexpected '}'; line 14",
    "Jinja variable 'None' has no attribute 'items'",
    "Could not find relevant file salt://app/map.jinja",
)
_SALT_SCHED = ("__mine_interval", "__master_alive_salt", "highstate", "__update_grains",
               "job_backup_db", "__master_failback")
_SALT_MIN_FUNS = (
    ("test.ping", None), ("saltutil.sync_all", None), ("cmd.run", "'uptime'"),
    ("grains.items", None), ("pkg.list_upgrades", "['apt-get', '-q', 'update']"),
    ("cmd.run", "'df -h /var'"), ("service.restart", "['systemctl', 'restart', 'nginx.service']"),
    ("status.uptime", None), ("saltutil.refresh_pillar", None),
    ("cmd.run", "'systemctl is-active docker'"), ("mine.update", None),
    ("cmd.run", "'tail -n 50 /var/log/syslog'"), ("network.ip_addrs", None),
    ("service.restart", "['systemctl', 'restart', 'redis-server.service']"),
)
_SALT_PROCS = ("<class 'salt.master.MWorker'>", "<class 'salt.master.FileserverUpdate'>",
               "<class 'salt.utils.event.EventPublisher'>", "<class 'salt.master.Maintenance'>")


def _salt_time(t: datetime) -> dict:
    return {"date": t.strftime("%Y-%m-%d"),
            "time": t.strftime("%H:%M:%S") + ",%03d" % (t.microsecond // 1000)}


def _jid(t: datetime) -> str:
    return t.strftime("%Y%m%d%H%M%S%f")


def _stamp(t: datetime) -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%S.%f")


def _salt_init(r, g):
    st = g.st
    st["mpid"] = r.randint(700, 3200)
    st["mmain"] = r.randint(600, 1500)
    base = st["mmain"] + r.randint(30, 80)
    st["workers"] = [base + 3 * i + r.randint(0, 2) for i in range(r.randint(5, 8))]
    st["pid"] = r.randint(9000, 30000)
    st["master"] = r.choice(("salt", "salt.infra.example.net", "saltmaster01"))
    st["master_ip"] = _ip(r)
    st["self"] = r.choice(("saltmaster01.infra.example.net", "salt-01", "mgmt-01"))


def _npid(r, g):
    g.st["pid"] += r.randint(2, 700)
    if g.st["pid"] > 4190000:
        g.st["pid"] = 3000
    return g.st["pid"]


_SALT_PKGVER = {
    "nginx": "1.18.0-6ubuntu14.", "curl": "7.81.0-1ubuntu1.", "git": "1:2.34.1-1ubuntu1.",
    "htop": "3.0.5-7build", "chrony": "4.2-2ubuntu2.", "fail2ban": "0.11.2-6ubuntu0.",
    "jq": "1.6-2.1ubuntu3.", "rsync": "3.2.7-0ubuntu0.22.04.", "unattended-upgrades": "2.8ubuntu1.",
    "python3-pip": "22.0.2+dfsg-1ubuntu0.", "redis-server": "5:6.0.16-1ubuntu1.",
    "postgresql-14": "14.", "prometheus-node-exporter": "1.3.1-1ubuntu0.22.04.",
    "docker-ce": "5:24.0.", "logrotate": "3.19.0-1ubuntu1.", "ca-certificates": "20230311ubuntu0.22.04.",
    "openssh-server": "1:8.9p1-3ubuntu0.", "vim": "2:8.2.3995-1ubuntu2.", "tmux": "3.2a-4ubuntu0.",
    "auditd": "1:3.0.7-1build", "libnginx-mod-stream": "1.18.0-6ubuntu14.", "openssl": "3.0.2-0ubuntu1.",
}


def _ver(r, pkg, n=None):
    base = _SALT_PKGVER[pkg]
    if base == "5:24.0.":
        return base + "%d-1~ubuntu.22.04~jammy" % (n if n is not None else r.randint(1, 9))
    return base + str(n if n is not None else r.randint(1, 19))


def _s_pub(r, g):
    st = g.st
    wp = _z(r, st["workers"], 0.5)
    user = _z(r, _SALT_USERS)
    fun, args, ret = _z(r, (
        ("test.ping", "[]", "True"),
        ("state.apply", "[]", None),
        ("cmd.run", "['uptime']", "up"),
        ("grains.item", "['osrelease']", "{'osrelease': '22.04'}"),
        ("saltutil.sync_all", "[]", "{'clouds': [], 'beacons': [], 'modules': [], 'states': [], "
                                    "'grains': [], 'renderers': [], 'returners': [], 'output': [], "
                                    "'utils': [], 'log_handlers': [], 'proxymodules': [], "
                                    "'engines': [], 'thorium': [], 'serializers': [], "
                                    "'matchers': [], 'executors': [], 'sdb': [], "
                                    "'pillar': [], 'tops': [], 'wrapper': [], 'cache': []}"),
        ("service.status", "['nginx']", "True"),
        ("pkg.version", "['openssl']", "v"),
        ("saltutil.refresh_pillar", "[]", "True"),
        ("cmd.run", "['df -h / | tail -1']", "df"),
    ))
    k = min(int(r.paretovariate(1.3)), 9)
    mins = []
    while len(mins) < k:
        m = _z(r, _SALT_MINIONS, 0.9)
        if m not in mins:
            mins.append(m)
    tgt = mins[0] if k == 1 else (mins[0].rsplit("-", 1)[0] + "-*")
    jid = _jid(g.t)
    g.emit("ma_pub", pid=wp, user=user, fun=fun, jid=jid)
    data = ("{'jid': '%s', 'tgt_type': 'glob', 'tgt': '%s', 'user': '%s', 'fun': '%s', "
            "'arg': %s, 'minions': %s, 'missing': [], '_stamp': '%s'}"
            % (jid, tgt, user, fun, args, repr(mins), _stamp(g.t)))
    g.emit("ev_send", pid=wp, tag=f"salt/job/{jid}/new", data=data)
    for m in mins:
        g.adv(r.expovariate(1 / 0.6) + (r.uniform(2, 40) if fun == "state.apply" else 0))
        wp = _z(r, st["workers"], 0.5)
        if ret is None:
            rv = ("{'pkg_|-nginx_|-nginx_|-installed': {'name': 'nginx', 'changes': {}, "
                  "'result': True, 'comment': 'All specified packages are already installed', "
                  "'__sls__': 'nginx', '__run_num__': 0, 'start_time': '%s', 'duration': %.3f, "
                  "'__id__': 'nginx'}}" % (g.t.strftime("%H:%M:%S.%f"), r.uniform(5, 900)))
        elif ret == "up":
            rv = "' %s up %d days, %2d:%02d,  %d users,  load average: %.2f, %.2f, %.2f'" % (
                g.t.strftime("%H:%M:%S"), r.randint(1, 400), r.randint(0, 23), r.randint(0, 59),
                r.randint(0, 3), r.uniform(0, 4), r.uniform(0, 4), r.uniform(0, 4))
        elif ret == "df":
            sz = r.choice((20, 40, 80, 100, 200))
            used = r.randint(2, sz - 1)
            rv = "'/dev/root       %dG  %dG  %dG  %d%% /'" % (sz, used, sz - used, used * 100 // sz)
        elif ret == "v":
            rv = repr(_z(r, ("3.0.2-0ubuntu1.15", "3.0.2-0ubuntu1.18", "1.1.1f-1ubuntu2.22",
                             "3.0.13-0ubuntu3.4")))
        else:
            rv = ret
        g.emit("ma_got", pid=wp, minion=m, jid=jid)
        data = ("{'cmd': '_return', 'id': '%s', 'success': True, 'return': %s, 'retcode': 0, "
                "'jid': '%s', 'fun': '%s', 'fun_args': %s, '_stamp': '%s'}"
                % (m, rv, jid, fun, args, _stamp(g.t)))
        g.emit("ev_send", pid=wp, tag=f"salt/job/{jid}/ret/{m}", data=data)


def _s_job_start(r, g, fun):
    st = g.st
    jid = _jid(g.t - timedelta(milliseconds=r.uniform(2, 40)))
    jp = _npid(r, g)
    g.emit("m_exec", pid=st["mpid"], user=_z(r, _SALT_USERS), fun=fun, jid=jid)
    g.adv(r.uniform(0.001, 0.02))
    g.emit("m_newjob", pid=st["mpid"], jid=jid, jobpid=jp)
    g.adv(r.uniform(0.01, 0.3))
    return jid, jp


def _s_job_end(r, g, jid, jp):
    g.adv(r.uniform(0.001, 0.05))
    g.emit("m_retry", pid=jp, n=r.randint(5, 10))
    g.emit("m_return", pid=jp, jid=jid)


def _s_job(r, g):
    fun, cmd = _z(r, _SALT_MIN_FUNS)
    jid, jp = _s_job_start(r, g, fun)
    if cmd:
        g.emit("cmd_exec", pid=jp, cmd=cmd, cwd=_z(r, _SALT_CWD))
        g.adv(r.uniform(0.02, 3.0))
    _s_job_end(r, g, jid, jp)


def _s_fetch(r, g, jp, rel):
    env = _z(r, _SALT_ENVS)
    g.emit("fc_look", pid=jp, env=env, rel=rel, url="salt://" + rel)
    g.adv(r.uniform(0.001, 0.05))
    g.emit("fc_fetch", pid=jp, env=env, rel=rel)


def _s_diff(r, g, jp):
    g.emit("d_old", pid=jp)
    g.emit("d_new", pid=jp)
    for _ in range(r.choice((1, 1, 1, 2))):
        pre, post = r.randint(0, 3), r.randint(0, 3)
        dels, adds = r.randint(1, 2), r.randint(1, 2)
        a = r.randint(1, 120)
        g.emit("d_hunk", pid=jp, a=a, b=pre + post + dels, c=a, d=pre + post + adds)
        for _ in range(pre):
            g.emit("d_ctx", text=_z(r, _SALT_DIFF, 0.7))
        for _ in range(dels):
            g.emit("d_del", text=_z(r, _SALT_DIFF, 0.7))
        for _ in range(adds):
            g.emit("d_add", text=_z(r, _SALT_DIFF, 0.7))
        for _ in range(post):
            g.emit("d_ctx", text=_z(r, _SALT_DIFF, 0.7))


def _s_state(r, g, jp, kind):
    """One state of a state run: Running / Executing / ... / Completed."""
    if kind.startswith("pkg"):
        name, sfun = _z(r, _SALT_PKGS), "pkg.installed"
    elif kind.startswith("file"):
        (name, src), sfun = _z(r, _SALT_FILES), "file.managed"
    elif kind.startswith("svc"):
        name, sfun = _z(r, _SALT_SVCS), "service.running"
    elif kind.startswith("cmd"):
        (name, cout, (crc, cerr)), sfun = _z(r, _SALT_CMDS), "cmd.run"
    else:  # exc
        tail = _z(r, _SALT_TB_TAIL)
        name, sfun = r.choice(tail[0]), tail[1]
    start = g.t
    g.emit("st_run", pid=jp, name=name, clock=g.t.strftime("%H:%M:%S.%f"))
    g.emit("st_exec", pid=jp, sfun=sfun, name=name)
    g.adv(r.uniform(0.002, 0.05))
    cwd = "/root"
    if kind == "pkg_ok":
        g.emit("cmd_exec", pid=jp, cwd=cwd,
               cmd="['dpkg-query', '--showformat', '${Status} ${Package} ${Version} "
                   "${Architecture}', '-W']")
        g.adv(r.uniform(0.05, 0.6))
        g.emit("st_pkg_ok", pid=jp)
    elif kind == "pkg_chg":
        pk = [name]
        for _ in range(r.choice((0, 0, 1, 2))):
            extra = _z(r, _SALT_PKGS)
            if extra not in pk:
                pk.append(extra)
        g.emit("cmd_exec", pid=jp, cwd=cwd,
               cmd="['apt-get', '-q', '-y', '-o', 'DPkg::Options::=--force-confold', '-o', "
                   "'DPkg::Options::=--force-confdef', 'install', %s]"
                   % ", ".join(repr(p) for p in pk))
        g.adv(r.uniform(3, 60))
        g.emit("st_pkg_chg", pid=jp)
        fresh = r.random() < 0.5
        for p in pk:
            n = r.randint(1, 16)
            old = "absent" if fresh else _ver(r, p, n)
            g.emit("pkg_line", pkg=p, old=old, new=_ver(r, p, n + r.randint(1, 3)))
    elif kind == "file_ok":
        g.adv(r.uniform(0.01, 0.2))
        g.emit("st_file_ok", pid=jp, path=name)
    elif kind == "file_chg":
        _s_fetch(r, g, jp, src)
        g.adv(r.uniform(0.01, 0.3))
        g.emit("st_file_chg", pid=jp)
        _s_diff(r, g, jp)
    elif kind.startswith("svc"):
        unit = name + ".service"
        g.emit("cmd_exec", pid=jp, cwd=cwd, cmd=repr(["systemctl", "is-active", unit]))
        g.adv(r.uniform(0.01, 0.1))
        if kind == "svc_ok":
            g.emit("st_svc_ok", pid=jp, svc=name)
        elif kind == "svc_chg":
            g.emit("cmd_exec", pid=jp, cwd=cwd,
                   cmd=repr(["systemd-run", "--scope", "systemctl", "start", unit]))
            g.adv(r.uniform(0.3, 4))
            g.emit("st_svc_chg", pid=jp, svc=name)
        else:  # svc_fail
            cmd = repr(["systemd-run", "--scope", "systemctl", "start", unit])
            g.emit("cmd_exec", pid=jp, cwd=cwd, cmd=cmd)
            g.adv(r.uniform(0.3, 4))
            g.emit("cmd_fail", pid=jp, cmd=cmd, rc=1)
            g.emit("cmd_stdout", pid=jp,
                   out="Job for %s failed because the control process exited with error code."
                   % unit)
            g.emit("cmd_see", unit=unit)
            g.emit("cmd_rc", pid=jp, rc=1)
    elif kind == "cmd_chg":
        g.emit("cmd_exec", pid=jp, cwd=_z(r, _SALT_CWD), cmd=repr(name))
        g.adv(r.uniform(0.05, 20))
        g.emit("st_cmd_chg", pid=jp, cpid=_npid(r, g), rc=0, out=repr(cout), err=repr(""))
    elif kind == "cmd_fail":
        g.emit("cmd_exec", pid=jp, cwd=_z(r, _SALT_CWD), cmd=repr(name))
        g.adv(r.uniform(0.05, 5))
        rc, err = crc, cerr.replace("{pid}", str(r.randint(1000, 90000)))
        g.emit("cmd_fail", pid=jp, cmd=name, rc=rc)
        g.emit("cmd_stderr", pid=jp, err=err)
        g.emit("cmd_rc", pid=jp, rc=rc)
        g.emit("st_cmd_err", pid=jp, cpid=_npid(r, g), rc=rc, out=repr(""), err=repr(err))
    else:  # exc
        g.adv(r.uniform(0.01, 0.5))
        g.emit("st_exc", pid=jp)
        _names, _sfun, (fpath, fl, ff, fc), (etype, emsg) = tail
        frames = list(_SALT_TB[:r.randint(1, len(_SALT_TB))]) + [(fpath, fl, ff, fc)]
        for p, ln, fn, code in frames:
            g.emit("tb_file", path=p, n=ln, func=fn)
            g.emit("tb_code", code=code)
        g.emit("tb_exc", etype=etype, emsg=emsg)
    g.adv(r.uniform(0.001, 0.01))
    ms = (g.t - start).total_seconds() * 1000.0
    g.emit("st_done", pid=jp, name=name, clock=g.t.strftime("%H:%M:%S.%f"), ms="%.3f" % ms)


_SALT_OK_KINDS = ("pkg_ok", "file_ok", "svc_ok", "file_ok", "pkg_ok", "file_chg", "cmd_chg",
                  "pkg_chg", "svc_chg")


def _s_state_job(r, g, force=None):
    fun = _z(r, ("state.apply", "state.highstate", "state.sls"))
    jid, jp = _s_job_start(r, g, fun)
    g.emit("st_load", pid=jp)
    for _ in range(r.randint(1, 3)):
        _s_fetch(r, g, jp, _z(r, _SALT_SLS).replace(".", "/") + r.choice(("/init.sls", ".sls")))
    kinds = [_z(r, _SALT_OK_KINDS, 0.9) for _ in range(r.randint(1, 5))]
    if force:
        kinds.insert(r.randint(0, len(kinds)), force)
    for kind in kinds:
        _s_state(r, g, jp, kind)
    _s_job_end(r, g, jid, jp)


def _s_state_any(r, g):
    _s_state_job(r, g)


def _mk_state_ev(kind):
    def ev(r, g):
        _s_state_job(r, g, kind)
    ev.__name__ = "_s_state_" + kind
    return ev


def _s_auth_ok(r, g):
    m = _z(r, _SALT_MINIONS, 0.9)
    wp = _z(r, g.st["workers"], 0.5)
    g.emit("au_req", pid=wp, minion=m)
    g.adv(r.uniform(0.002, 0.05))
    g.emit("au_ok", pid=wp, minion=m)


def _s_sched(r, g):
    g.emit("sched", pid=g.st["mpid"], name=_z(r, _SALT_SCHED), jid=_jid(g.t))


def _s_auth_pending(r, g):
    m = r.choice(("web-%02d" % r.randint(19, 40), "worker-%02d" % r.randint(15, 40),
                  "k8s-node-%02d" % r.randint(11, 30), "ci-runner-%d" % r.randint(7, 12),
                  "db-%02d" % r.randint(7, 9)))
    wp = _z(r, g.st["workers"], 0.5)
    g.emit("au_req", pid=wp, minion=m)
    g.emit("au_new", pid=wp, minion=m)
    g.emit("au_pend", pid=wp, minion=m)
    for _ in range(r.randint(0, 2)):
        g.adv(r.uniform(9.5, 10.5))
        wp = _z(r, g.st["workers"], 0.5)
        g.emit("au_req", pid=wp, minion=m)
        g.emit("au_pend", pid=wp, minion=m)


def _s_reconnect(r, g):
    st = g.st
    g.emit("m_lost", pid=st["mpid"], master=st["master"])
    g.adv(r.uniform(5, 60))
    g.emit("m_reinit", pid=st["mpid"], master=st["master"])
    g.emit("cr_reuse", pid=st["mpid"],
           key="('/etc/salt/pki/minion', '%s', 'tcp://%s:4506')" % (st["self"], st["master_ip"]))
    g.adv(r.uniform(0.01, 0.2))
    wp = _z(r, st["workers"], 0.5)
    g.emit("au_req", pid=wp, minion=st["self"])
    g.emit("au_ok", pid=wp, minion=st["self"])
    g.adv(r.uniform(0.05, 0.5))
    g.emit("m_ready", pid=st["mpid"])


def _s_cached(r, g):
    st = g.st
    n = r.choice((10, 10, 10, 30, 60))
    g.emit("cr_cached", pid=st["mpid"], n=n)
    g.emit("cr_wait", pid=st["mpid"], n=n)


def _s_retfail(r, g):
    g.emit("m_retfail", pid=_npid(r, g), jid=_jid(g.t - timedelta(seconds=r.uniform(60, 600))))


def _s_fexc(r, g):
    fun = _z(r, ("saltutil.sync_all", "state.apply", "pkg.upgrade", "file.replace",
                 "cp.get_file", "service.restart"))
    jid, jp = _s_job_start(r, g, fun)
    g.adv(r.uniform(0.05, 3))
    g.emit("m_fexc", pid=jp)
    _s_job_end(r, g, jid, jp)


def _s_render(r, g):
    jid, jp = _s_job_start(r, g, _z(r, ("state.apply", "state.highstate", "state.sls")))
    g.emit("st_load", pid=jp)
    sls = _z(r, _SALT_SLS)
    _s_fetch(r, g, jp, sls.replace(".", "/") + "/init.sls")
    g.adv(r.uniform(0.01, 0.2))
    g.emit("st_render", pid=jp, env=_z(r, _SALT_ENVS), sls=sls, err=_z(r, _SALT_RENDER_ERR))
    _s_job_end(r, g, jid, jp)


def _s_one(key, **extra):
    def ev(r, g):
        st = g.st
        if key == "cr_notacc":
            g.emit(key, pid=st["mpid"])
        elif key == "proc_died":
            g.emit(key, pid=st["mmain"], proc=_z(r, _SALT_PROCS), cpid=_z(r, st["workers"]),
                   status=_z(r, ("None", "-9", "1", "0")))
        elif key == "ma_unavail":
            g.emit(key, pid=_z(r, st["workers"]),
                   fun=_z(r, ("_mine_get", "_file_envs", "_ext_nodes", "minion_pub",
                              "_serve_file", "_pillar")))
        elif key in ("ma_notwho", "au_mism"):
            g.emit(key, pid=_z(r, st["workers"]), minion=_z(r, _SALT_MINIONS))
        elif key == "verify":
            g.emit(key, pid=st["mmain"])
    ev.__name__ = "_s_" + key
    return ev


_SALT_EVENTS = [
    _Ev(_s_pub),
    _Ev(_s_job),
    _Ev(_s_state_any),
    _Ev(_s_sched, single=True),
    _Ev(_s_auth_ok),
    _Ev(_mk_state_ev("file_chg")),
    _Ev(_mk_state_ev("pkg_chg")),
    _Ev(_s_reconnect),
    _Ev(_mk_state_ev("svc_chg")),
    _Ev(_s_auth_pending),
    _Ev(_mk_state_ev("cmd_chg")),
    _Ev(_s_cached, w=0.01),
    _Ev(_s_one("proc_died"), single=True, w=0.008),
    _Ev(_mk_state_ev("cmd_fail"), w=0.008),
    _Ev(_s_retfail, single=True, w=0.006),
    _Ev(_mk_state_ev("svc_fail"), w=0.004),
    _Ev(_s_fexc, w=0.004),
    _Ev(_s_one("ma_notwho"), single=True, w=0.003),
    _Ev(_s_one("cr_notacc"), single=True, w=0.004),
    _Ev(_s_one("verify"), single=True, w=0.001),
    _Ev(_mk_state_ev("exc"), w=0.002),
    _Ev(_s_render, w=0.002),
    _Ev(_s_one("ma_unavail"), single=True, w=0.002),
    _Ev(_s_one("au_mism"), single=True, w=0.001),
]


def make_salt(rng: random.Random) -> list[dict[str, str]]:
    t0 = datetime(2026, 1, 1) + timedelta(seconds=rng.randint(0, 330 * 86400),
                                          microseconds=rng.randint(0, 999999))
    return _build(rng, _specs(_SALT_SPECS), _salt_time, t0, _SALT_EVENTS,
                  gap=lambda r: r.expovariate(1 / 240.0), init=_salt_init, s=1.3)


# ----------------------------------------------------------------------------------------------
# 2. pm2_node
# ----------------------------------------------------------------------------------------------

_WEB = "{pmid}|web      | {ts}: "
_API = "{pmid}|api      | "
_PM2 = "PM2        | "
_W0, _A1 = {"pmid": "0"}, {"pmid": "1"}

_PM2_SPECS = [
    ("p_tailing", "-", "[TAILING] Tailing last {n} lines for [all] processes "
                       "(change the value with --lines option)"),
    ("p_lastn", "-", "{path} last {n} lines:"),
    ("pt_start", "INFO", _PM2 + "{ts}: PM2 log: App [{app}:{id}] starting in -fork mode-"),
    ("pt_online", "INFO", _PM2 + "{ts}: PM2 log: App [{app}:{id}] online"),
    ("pt_exit", "INFO", _PM2 + "{ts}: PM2 log: App [{app}:{id}] exited with code [{code}] via "
                               "signal [{sig}]"),
    ("p_exit", "-", _PM2 + "App [{app}:{id}] exited with code [{code}] via signal [{sig}]"),
    ("p_start", "-", _PM2 + "App [{app}:{id}] starting in -fork mode-"),
    ("p_online", "-", _PM2 + "App [{app}:{id}] online"),
    ("p_stop", "-", _PM2 + "Stopping app:{app} id:{id}"),
    ("p_retry", "-", _PM2 + "pid={pid} msg=failed to kill - retrying in {ms}ms"),
    ("p_killed", "-", _PM2 + "pid={pid} msg=process killed"),
    ("p_change", "-", _PM2 + "Change detected on path {path} for app {app} - restarting"),
    # web: Next.js 14 dev server
    ("w_get", "-", _WEB + " GET {path} {status} in {ms}ms", _W0),
    ("w_post", "-", _WEB + " POST {path} {status} in {ms}ms", _W0),
    ("w_compiling", "INFO", _WEB + " ○ Compiling {route} ...", _W0),
    ("w_compiled", "INFO", _WEB + " ✓ Compiled {route} in {dur} ({n} modules)", _W0),
    ("w_compiled_hmr", "INFO", _WEB + " ✓ Compiled in {dur} ({n} modules)", _W0),
    ("w_ver", "INFO", _WEB + "  ▲ Next.js {ver}", _W0),
    ("w_local", "-", _WEB + "  - Local:        {url}", _W0),
    ("w_envs", "-", _WEB + "  - Environments: {envs}", _W0),
    ("w_starting", "INFO", _WEB + " ✓ Starting...", _W0),
    ("w_ready", "INFO", _WEB + " ✓ Ready in {dur}", _W0),
    ("w_refresh", "WARN", _WEB + " ⚠ Fast Refresh had to perform a full reload due to a runtime "
                                 "error.", _W0),
    ("w_metabase", "WARN", _WEB + " ⚠ metadata.metadataBase is not set for resolving social open "
                                  "graph or twitter images, using \"{url}\". See https://nextjs.org"
                                  "/docs/app/api-reference/functions/generate-metadata#metadatabase",
     _W0),
    ("w_err", "ERROR", _WEB + " ⨯ {etype}: {emsg}", _W0),
    ("w_unhandled", "ERROR", _WEB + " ⨯ unhandledRejection: {etype}: {emsg}", _W0),
    ("w_action", "ERROR", _WEB + " ⨯ Error: Failed to find Server Action \"{aid}\". This request "
                                 "might be from an older or newer deployment. Original error: {orig}",
     _W0),
    ("w_at", "-", _WEB + "    at {fn} ({file}:{line}:{col})", _W0),
    ("w_at_anon", "-", _WEB + "    at {file}:{line}:{col}", _W0),
    ("w_at_async", "-", _WEB + "    at async {fn} ({file}:{line}:{col})", _W0),
    ("w_at_all", "-", _WEB + "    at async Promise.all (index {n})", _W0),
    ("w_at_brace", "-", _WEB + "    at async {fn} ({file}:{line}:{col}) {", _W0),
    ("w_digest", "-", _WEB + "  digest: '{digest}'", _W0),
    ("w_close", "-", _WEB + "}", _W0),
    # api: Express + morgan
    ("a_get", "-", _API + "GET {url} {status} {rt} ms - {len}", _A1),
    ("a_get_nolen", "-", _API + "GET {url} {status} {rt} ms - -", _A1),
    ("a_post", "-", _API + "POST {url} {status} {rt} ms - {len}", _A1),
    ("a_put", "-", _API + "PUT {url} {status} {rt} ms - {len}", _A1),
    ("a_delete", "-", _API + "DELETE {url} {status} {rt} ms - -", _A1),
    ("a_listen", "-", _API + "Server listening on port {port}", _A1),
    ("a_db", "-", _API + "Connected to PostgreSQL at {dsn}", _A1),
    ("a_redis", "ERROR", _API + "Redis Client Error Error: {emsg}", _A1),
    ("a_at_brace", "-", _API + "    at {fn} ({file}:{line}:{col}) {", _A1),
    ("a_errno", "-", _API + "  errno: {n},", _A1),
    ("a_code", "-", _API + "  code: '{code}',", _A1),
    ("a_syscall", "-", _API + "  syscall: '{sc}',", _A1),
    ("a_syscall_last", "-", _API + "  syscall: '{sc}'", _A1),
    ("a_address", "-", _API + "  address: '{addr}',", _A1),
    ("a_port", "-", _API + "  port: {port}", _A1),
    ("a_close", "-", _API + "}", _A1),
    ("a_promises", "-", _API + "node:internal/process/promises:{line}", _A1),
    ("a_trigger", "-", _API + "            triggerUncaughtException(err, true /* fromPromise */);",
     _A1),
    ("a_caret", "-", _API + "            ^", _A1),
    ("a_unhandled", "ERROR", _API + "[UnhandledPromiseRejection: This error originated either by "
                                    "throwing inside of an async function without a catch block, or "
                                    "by rejecting a promise which was not handled with .catch(). The "
                                    "promise rejected with the reason \"{reason}\".] {", _A1),
    ("a_code_last", "-", _API + "  code: '{code}'", _A1),
    ("a_nodever", "-", _API + "Node.js {ver}", _A1),
    ("a_dep", "WARN", _API + "(node:{pid}) [DEP0040] DeprecationWarning: The `punycode` module is "
                             "deprecated. Please use a userland alternative instead.", _A1),
    ("a_dep_hint", "-", _API + "(Use `node --trace-deprecation ...` to show where the warning was "
                               "created)", _A1),
    ("a_sigint", "-", _API + "SIGINT signal received: closing HTTP server", _A1),
    ("a_closed", "-", _API + "HTTP server closed", _A1),
]

_NEXT_ROUTES = ("/dashboard", "/", "/dashboard/orders", "/dashboard/orders/[id]", "/login",
                "/api/auth/[...nextauth]", "/products/[slug]", "/settings/profile", "/middleware",
                "/dashboard/customers", "/cart", "/_not-found", "/dashboard/invoices/[id]",
                "/checkout", "/api/health", "/favicon.ico", "/settings/billing", "/signup")
_SLUGS = ("blue-widget", "ergonomic-chair", "usb-c-hub-7in1", "standing-desk-pro",
          "noise-cancelling-headphones", "mechanical-keyboard-tkl", "4k-monitor-27", "webcam-hd",
          "laptop-stand", "desk-lamp-led", "cable-organizer", "wireless-mouse-m3")
_NEXTAUTH = ("session", "providers", "csrf", "callback/github", "signin", "signout",
             "callback/credentials", "_log")


def _route_path(r, route):
    p = route
    if "[id]" in p:
        p = p.replace("[id]", str(int(r.paretovariate(0.6) * 1000) % 99991))
    if "[slug]" in p:
        p = p.replace("[slug]", _z(r, _SLUGS))
    if "[...nextauth]" in p:
        p = p.replace("[...nextauth]", _z(r, _NEXTAUTH))
    if p in ("/dashboard/orders", "/dashboard/customers") and r.random() < 0.3:
        p += "?page=%d" % r.randint(2, 40)
    return p


def _ms_next(r, lo, hi):
    return max(lo, min(hi, int(r.lognormvariate(0, 0.8) * (lo + hi) / 4)))


def _fmt_ms(ms):
    return "%dms" % ms if ms < 2000 else "%.1fs" % (ms / 1000.0)


def _dur_next(r, lo, hi):
    return _fmt_ms(_ms_next(r, lo, hi))


_WEB_APP_FRAMES = (
    ("OrdersTable", "webpack-internal:///(rsc)/./src/app/dashboard/orders/page.tsx", 42, 31),
    ("getOrders", "webpack-internal:///(rsc)/./src/lib/api.ts", 18, 15),
    ("fetchJson", "webpack-internal:///(rsc)/./src/lib/http.ts", 27, 19),
    ("DashboardPage", "webpack-internal:///(rsc)/./src/app/dashboard/page.tsx", 31, 22),
    ("ProductPage", "/app/.next/server/app/products/[slug]/page.js", 1, 5731),
    ("generateMetadata", "/app/.next/server/app/products/[slug]/page.js", 1, 2210),
    ("Object.getSession", "/app/.next/server/chunks/8948.js", 1, 12077),
    ("listInvoices", "/app/.next/server/chunks/5123.js", 1, 903),
    ("CustomerList", "webpack-internal:///(rsc)/./src/components/CustomerList.tsx", 15, 40),
)
_RT = "/app/node_modules/next/dist/compiled/next-server/app-page.runtime.dev.js"
_WEB_FW_FRAMES = (
    ("renderWithHooks", _RT, 35, 58412),
    ("attemptResolveElement", _RT, 35, 81245),
    ("resolveModelToJSON", _RT, 35, 84017),
    ("Object.toJSON", _RT, 35, 79770),
    ("process.processTicksAndRejections", "node:internal/process/task_queues", 95, 5),
    ("globalThis.fetch", "/app/node_modules/next/dist/server/lib/patch-fetch.js", 269, 21),
    ("doRender", "/app/node_modules/next/dist/server/base-server.js", 1413, 30),
    ("Task.callback", _RT, 36, 27321),
    ("renderToHTMLOrFlightImpl", "/app/node_modules/next/dist/server/app-render/app-render.js", 1028, 24),
    ("Object.fetch", "/app/node_modules/next/dist/compiled/undici/index.js", 1, 26571),
)
_WEB_ERRS = (
    ("TypeError", "Cannot read properties of undefined (reading 'map')"),
    ("TypeError", "fetch failed"),
    ("Error", "Request failed with status code 502"),
    ("ReferenceError", "window is not defined"),
    ("SyntaxError", "Unexpected token '<', \"<!DOCTYPE \"... is not valid JSON"),
    ("Error", "Failed to fetch orders: 500 Internal Server Error"),
    ("TypeError", "Cannot destructure property 'user' of '(intermediate value)' as it is undefined."),
    ("Error", "connect ECONNREFUSED 127.0.0.1:4000"),
    ("TypeError", "Cannot read properties of null (reading 'id')"),
)
_API_URLS = ("/api/orders?page={n}&limit=20", "/api/orders/{id}", "/api/health",
             "/api/products?category={cat}", "/api/customers/{id}", "/api/auth/me",
             "/api/products/{slug}", "/api/cart", "/api/stats/daily?from=2026-{m}-01&to=2026-{m}-28",
             "/api/search?q={q}", "/api/invoices/INV-2026-{inv}/pdf", "/api/orders/{id}/items",
             "/api/notifications?unread=true")
_API_CATS = ("electronics", "office", "furniture", "audio", "accessories", "lighting", "cables")
_API_Q = ("chair", "usb%20hub", "monitor", "desk", "headphones", "keyboard", "lamp", "mouse")


def _api_url(r, pat=None):
    pat = pat or _z(r, _API_URLS, 0.9)
    return (pat.replace("{n}", str(int(r.paretovariate(1.2)))).replace(
        "{id}", str(r.randint(1000, 99999))).replace("{cat}", _z(r, _API_CATS)).replace(
        "{slug}", _z(r, _SLUGS)).replace("{m}", "%02d" % r.randint(1, 12)).replace(
        "{q}", _z(r, _API_Q)).replace("{inv}", "%05d" % r.randint(1, 30000)))


def _rt(r, scale=8.0):
    return "%.3f" % (r.lognormvariate(0, 0.9) * scale)


def _pm2_time(t):
    return {"ts": t.strftime("%Y-%m-%dT%H:%M:%S")}


def _pm2_init(r, g):
    st = g.st
    st["home"] = r.choice(("/home/deploy/.pm2", "/root/.pm2", "/home/ubuntu/.pm2"))
    st["pid_web"] = r.randint(2000, 60000)
    st["pid_api"] = r.randint(2000, 60000)
    st["node"] = r.choice((("v22.11.0", 391, 1615), ("v22.12.0", 392, 1615),
                           ("v21.7.3", 289, 1595)))
    st["next"] = r.choice(("14.2.3", "14.2.5", "14.2.13", "14.1.4"))
    st["port"] = r.choice((4000, 3001, 8080))
    st["lan"] = "10.0.%d.%d" % (r.randint(0, 9), r.randint(2, 250))


def _p_wget(r, g):
    route = _z(r, _NEXT_ROUTES)
    if route == "/middleware":
        route = "/"
    status = 200
    if route == "/_not-found":
        g.emit("w_get", path=_z(r, ("/wp-login.php", "/.env", "/robots.txt", "/old-shop",
                                    "/products", "/admin", "/sitemap.xml")), status=404,
               ms=max(1, int(r.lognormvariate(3.0, 0.8))))
        return
    if r.random() < 0.2:
        if route.startswith(("/dashboard", "/settings", "/checkout")):
            status = _z(r, (307, 500, 404))
        elif route == "/products/[slug]":
            status = 404
        elif route == "/_not-found":
            status = 404
        else:
            status = _z(r, (304, 500))
    g.emit("w_get", path=_route_path(r, route), status=status,
           ms=max(1, int(r.lognormvariate(3.5, 1.0))))


def _p_wpost(r, g):
    path, status = _z(r, (("/dashboard/orders", 200), ("/api/auth/callback/credentials", 200),
                          ("/checkout", 303), ("/api/auth/callback/credentials", 401),
                          ("/settings/profile", 200), ("/cart", 200), ("/api/auth/signout", 200)))
    if path == "/dashboard/orders" and r.random() < 0.4:
        path += "/%d" % r.randint(1000, 99999)
    g.emit("w_post", path=path, status=status, ms=max(2, int(r.lognormvariate(4.2, 0.9))))


def _p_wcompile(r, g):
    route = _z(r, _NEXT_ROUTES)
    g.emit("w_compiling", route=route)
    ms = _ms_next(r, 80, 9000)
    g.adv(ms / 1000.0)
    g.emit("w_compiled", route=route, dur=_fmt_ms(ms), n=r.randint(380, 2600))


def _p_whmr(r, g):
    g.emit("w_compiled_hmr", dur=_dur_next(r, 40, 3000), n=r.randint(380, 2600))


def _w_frame(r, g, key, app=True, used=None):
    for _ in range(6):
        fr = _z(r, _WEB_APP_FRAMES if app else _WEB_FW_FRAMES, 0.8)
        if used is None or fr not in used:
            break
    if used is not None:
        used.add(fr)
    fn, file, line, col = fr
    g.emit(key, fn=fn, file=file, line=line, col=col)


def _p_werr(r, g):
    etype, emsg = _z(r, _WEB_ERRS)
    g.emit("w_err", etype=etype, emsg=emsg)
    used: set = set()
    for _ in range(r.randint(1, 3)):
        _w_frame(r, g, "w_at", True, used)
    for _ in range(r.randint(1, 4)):
        _w_frame(r, g, "w_at", False, used)
    _w_frame(r, g, "w_at_async", True, used)


def _p_werr_digest(r, g):
    etype, emsg = _z(r, _WEB_ERRS[:3] + _WEB_ERRS[5:6])
    g.emit("w_err", etype=etype, emsg=emsg)
    _w_frame(r, g, "w_at", False)
    g.emit("w_at_anon", file="/app/.next/server/chunks/%d.js" % r.randint(100, 9999), line=1,
           col=r.randint(100, 60000))
    g.emit("w_at_all", n=r.randint(0, 3))
    _w_frame(r, g, "w_at_brace", True)
    g.emit("w_digest", digest=str(r.randint(10 ** 8, 4294967295)))
    g.emit("w_close")


def _p_wunhandled(r, g):
    etype, emsg = _z(r, (("TypeError", "fetch failed"), ("Error", "connect ECONNREFUSED 127.0.0.1:4000"),
                         ("AbortError", "This operation was aborted"), ("TypeError", "terminated")))
    g.emit("w_unhandled", etype=etype, emsg=emsg)
    used: set = set()
    for _ in range(r.randint(1, 3)):
        _w_frame(r, g, "w_at", False, used)


def _p_wrefresh(r, g):
    g.emit("w_refresh")


def _p_wmeta(r, g):
    g.emit("w_metabase", url=r.choice(("http://localhost:3000", "http://localhost:3000",
                                       "http://%s:3000" % g.st["lan"])))


def _p_waction(r, g):
    g.emit("w_action", aid=_hexs(r, 40),
           orig=r.choice(("Cannot read properties of undefined (reading 'workers')",
                          "Invalid Server Actions request.")))


def _p_aget(r, g):
    url = _api_url(r)
    st = _z(r, (200, 200, 200, 404, 401, 500, 200, 400))
    if url == "/api/health":
        st = 200
    if st != 200:
        n = r.choice((9, 12, 21, 35, 52, 64))
    elif url == "/api/health":
        n = r.choice((15, 15, 15, 49, 52))
    else:
        n = r.randint(180, 48000)
    g.emit("a_get", url=url, status=st, rt=_rt(r), len=n)


def _p_aget304(r, g):
    g.emit("a_get_nolen", url=_api_url(r), status=304, rt=_rt(r, 3.0))


def _p_apost(r, g):
    url, status = _z(r, (("/api/orders", 201), ("/api/auth/login", 200), ("/api/cart/items", 201),
                         ("/api/auth/refresh", 200), ("/api/auth/login", 401),
                         ("/api/webhooks/stripe", 200), ("/api/orders", 422),
                         ("/api/webhooks/stripe", 400), ("/api/orders", 500)))
    g.emit("a_post", url=url, status=status, rt=_rt(r, 25.0), len=r.randint(16, 4000))


def _p_aput(r, g):
    url, status = _z(r, (("/api/orders/{id}/status", 200), ("/api/customers/{id}", 200),
                         ("/api/cart/items/{id}", 200), ("/api/customers/{id}", 422),
                         ("/api/orders/{id}/status", 404)))
    g.emit("a_put", url=_api_url(r, url), status=status, rt=_rt(r, 15.0), len=r.randint(16, 3000))


def _p_adelete(r, g):
    g.emit("a_delete", url=_api_url(r, _z(r, ("/api/cart/items/{id}", "/api/notifications/{id}",
                                              "/api/sessions/{id}"))),
           status=204, rt=_rt(r, 6.0))


def _p_aredis(r, g):
    ip = r.choice(("127.0.0.1", "10.0.2.20", "10.0.2.21"))
    code, errno = r.choice((("ECONNREFUSED", -111), ("ECONNREFUSED", -111), ("ETIMEDOUT", -110)))
    g.emit("a_redis", emsg="connect %s %s:6379" % (code, ip))
    g.emit("a_at_brace", fn="TCPConnectWrap.afterConnect [as oncomplete]", file="node:net",
           line=g.st["node"][2], col=16)
    g.emit("a_errno", n=errno)
    g.emit("a_code", code=code)
    g.emit("a_syscall", sc="connect")
    g.emit("a_address", addr=ip)
    g.emit("a_port", port=6379)
    g.emit("a_close")


def _p_areset(r, g):
    g.emit("a_redis", emsg="read ECONNRESET")
    g.emit("a_at_brace", fn="TCP.onStreamRead", file="node:internal/stream_base_commons",
           line=217, col=20)
    g.emit("a_errno", n=-104)
    g.emit("a_code", code="ECONNRESET")
    g.emit("a_syscall_last", sc="read")
    g.emit("a_close")


def _a_boot(r, g):
    st = g.st
    g.adv(r.uniform(0.1, 0.8))
    g.emit("a_dep", pid=st["pid_api"])
    g.emit("a_dep_hint")
    g.adv(r.uniform(0.05, 0.6))
    g.emit("a_listen", port=st["port"])
    g.adv(r.uniform(0.02, 0.5))
    g.emit("a_db", dsn="postgres://api@%s:5432/%s" % (r.choice(("10.0.2.15", "10.0.2.16",
                                                                 "127.0.0.1")),
                                                      r.choice(("shop", "shop_prod", "orders"))))


def _p_stop(r, g, app, pmid, pidkey, code=0):
    st = g.st
    g.emit("p_stop", app=app, id=pmid)
    if app == "api":
        g.emit("a_sigint")
        g.adv(r.uniform(0.01, 0.3))
        g.emit("a_closed")
    for _ in range(r.choice((0, 0, 0, 1, 2))):
        g.adv(0.1)
        g.emit("p_retry", pid=st[pidkey], ms=100)
    g.adv(r.uniform(0.05, 1.6))
    g.emit("p_exit", app=app, id=pmid, code=code, sig="SIGINT")
    g.emit("p_killed", pid=st[pidkey])


def _p_startapp(r, g, app, pmid, pidkey):
    st = g.st
    g.adv(r.uniform(0.01, 0.2))
    g.emit("p_start", app=app, id=pmid)
    st[pidkey] = st[pidkey] + r.randint(10, 3000)
    g.emit("p_online", app=app, id=pmid)


def _p_restart_web(r, g):
    st = g.st
    _p_stop(r, g, "web", 0, "pid_web")
    _p_startapp(r, g, "web", 0, "pid_web")
    g.adv(r.uniform(0.3, 1.5))
    g.emit("w_ver", ver=st["next"])
    g.emit("w_local", url="http://localhost:3000")
    g.emit("w_envs", envs=r.choice((".env.local, .env", ".env.production", ".env.local",
                                    ".env.development, .env")))
    g.adv(r.uniform(0.01, 0.1))
    g.emit("w_starting")
    g.adv(r.uniform(0.8, 4))
    g.emit("w_ready", dur=_dur_next(r, 600, 6000))


def _p_watch_api(r, g):
    g.emit("p_change", app="api",
           path=_z(r, ("dist/server.js", "dist/routes/orders.js", "dist/lib/db.js", ".env",
                       "dist/routes/auth.js", "dist/services/cart.js")))
    _p_stop(r, g, "api", 1, "pid_api")
    _p_startapp(r, g, "api", 1, "pid_api")
    _a_boot(r, g)


def _p_crash_api(r, g):
    st = g.st
    ver, line, _net = st["node"]
    g.emit("a_promises", line=line)
    g.emit("a_trigger")
    g.emit("a_caret")
    g.emit("a_unhandled", reason=_z(r, ("Connection terminated unexpectedly",
                                        "timeout exceeded when trying to connect",
                                        "Invalid token", "Request failed with status code 503")))
    g.emit("a_code_last", code="ERR_UNHANDLED_REJECTION")
    g.emit("a_close")
    g.emit("a_nodever", ver=ver)
    g.adv(r.uniform(0.05, 0.3))
    g.emit("p_exit", app="api", id=1, code=1, sig="SIGINT")
    _p_startapp(r, g, "api", 1, "pid_api")
    _a_boot(r, g)


def _p_head(r, g):
    n = 15
    home = g.st["home"]
    g.emit("p_tailing", n=n)

    def last(fn):
        start = len(g.rows)
        while len(g.rows) - start < n:
            fn(r, g)
            g.adv(r.expovariate(1 / 25.0))
        del g.rows[start:len(g.rows) - n]

    def pm2_cycle(r, g):
        app, pmid = r.choice((("web", 0), ("api", 1), ("api", 1)))
        g.emit("pt_exit", app=app, id=pmid, code=r.choice((0, 0, 1)), sig="SIGINT")
        g.adv(r.uniform(0.01, 0.1))
        g.emit("pt_start", app=app, id=pmid)
        g.emit("pt_online", app=app, id=pmid)
        g.adv(r.uniform(60, 4000))

    def web_out(r, g):
        x = r.random()
        (_p_wget if x < 0.6 else _p_wcompile if x < 0.85 else _p_wpost)(r, g)

    def web_err(r, g):
        x = r.random()
        (_p_werr if x < 0.5 else _p_wmeta if x < 0.7 else _p_werr_digest)(r, g)

    def api_out(r, g):
        x = r.random()
        (_p_aget if x < 0.7 else _p_aget304 if x < 0.85 else _p_apost)(r, g)

    def api_err(r, g):
        x = r.random()
        if x < 0.15:
            _p_areset(r, g)
        elif x < 0.7:
            _p_aredis(r, g)
        else:
            g.emit("a_dep", pid=r.randint(2000, 60000))
            g.emit("a_dep_hint")

    g.emit("p_lastn", path=home + "/pm2.log", n=n)
    last(pm2_cycle)
    for app, stream, fn in (("web", "out", web_out), ("web", "error", web_err),
                            ("api", "out", api_out), ("api", "error", api_err)):
        g.emit("p_lastn", path="%s/logs/%s-%s.log" % (home, app, stream), n=n)
        last(fn)


_PM2_EVENTS = [
    _Ev(_p_aget, single=True),
    _Ev(_p_wget, single=True),
    _Ev(_p_aget304, single=True),
    _Ev(_p_wcompile),
    _Ev(_p_apost, single=True),
    _Ev(_p_wpost, single=True),
    _Ev(_p_aput, single=True),
    _Ev(_p_whmr, single=True),
    _Ev(_p_adelete, single=True),
    _Ev(_p_werr, w=0.03),
    _Ev(_p_wrefresh, single=True, w=0.02),
    _Ev(_p_aredis, w=0.015),
    _Ev(_p_areset, w=0.012),
    _Ev(_p_watch_api, w=0.006),
    _Ev(_p_wmeta, single=True, w=0.006),
    _Ev(_p_restart_web, w=0.003),
    _Ev(_p_werr_digest, w=0.004),
    _Ev(_p_wunhandled, w=0.002),
    _Ev(_p_crash_api, w=0.001),
    _Ev(_p_waction, single=True, w=0.001),
]


def make_pm2_node(rng: random.Random) -> list[dict[str, str]]:
    t0 = datetime(2026, 1, 1) + timedelta(seconds=rng.randint(0, 330 * 86400))
    return _build(rng, _specs(_PM2_SPECS), _pm2_time, t0, _PM2_EVENTS,
                  gap=lambda r: r.expovariate(1 / 12.0), init=_pm2_init, head=_p_head, s=1.15)


# ----------------------------------------------------------------------------------------------
# 3. xorg
# ----------------------------------------------------------------------------------------------

_TS = "[{ts}] "
_MS = _TS + "(II) modeset({scr}): "

_XORG_SPECS = [
    ("x_blank", "-", "[{ts}] "),
    ("x_server", "-", "X.Org X Server {ver}"),
    ("x_proto", "-", "X Protocol Version {a}, Revision {b}"),
    ("x_os", "-", _TS + "Current Operating System: Linux {host} {krel} {kver} x86_64"),
    ("x_cmdline", "-", _TS + "Kernel command line: {cmdline}"),
    ("x_pkg", "-", _TS + "xorg-server {pkgver} (For technical support please see "
                         "http://www.ubuntu.com/support) "),
    ("x_markers1", "-", _TS + "Markers: (--) probed, (**) from config file, (==) default setting,"),
    ("x_markers2", "-", "\t(++) from command line, (!!) notice, (II) informational,"),
    ("x_markers3", "-", "\t(WW) warning, (EE) error, (NI) not implemented, (??) unknown."),
    ("x_logfile", "INFO", _TS + "(==) Log file: \"{path}\", Time: {dow} {mon} {day} {hms} {year}"),
    ("x_confdir", "INFO", _TS + "(==) Using system config directory \"{path}\""),
    ("x_autoadd", "INFO", _TS + "(==) Automatically adding devices"),
    ("x_nodir", "WARN", _TS + "(WW) The directory \"{path}\" does not exist."),
    ("x_fpdel", "-", _TS + "\tEntry deleted from font path."),
    ("x_fpset", "INFO", _TS + "(==) FontPath set to:"),
    ("x_fp", "-", "\t{path},"),
    ("x_fplast", "-", "\tbuilt-ins"),
    ("x_modpath", "INFO", _TS + "(==) ModulePath set to \"{path}\""),
    ("x_vt", "INFO", _TS + "(++) using VT number {n}"),
    ("x_logind", "INFO", _TS + "(II) systemd-logind: took control of session {path}"),
    ("x_pci", "INFO", _TS + "(--) PCI:*({bus}) {ids} rev {rev}, Mem @ {mem}, I/O @ {io}, "
                            "BIOS @ {bios}"),
    ("x_loadmod", "INFO", _TS + "(II) LoadModule: \"{mod}\""),
    ("x_loading", "INFO", _TS + "(II) Loading {path}"),
    ("x_modvendor", "INFO", _TS + "(II) Module {mod}: vendor=\"{vendor}\""),
    ("x_compiled", "-", _TS + "\tcompiled for {xv}, module version = {mv}"),
    ("x_abi", "-", _TS + "\tABI class: {cls}, version {v}"),
    ("x_noopen", "WARN", _TS + "(WW) Warning, couldn't open module {mod}"),
    ("x_loadfail", "ERROR", _TS + "(EE) Failed to load module \"{mod}\" (module does not exist, {code})"),
    ("x_ext", "INFO", _TS + "(II) Initializing extension {ext}"),
    ("x_glamor", "INFO", _MS + "glamor X acceleration enabled on {renderer}"),
    ("x_nomon", "INFO", _MS + "Output {out} has no monitor section"),
    ("x_edid", "INFO", _MS + "EDID for output {out}"),
    ("x_manuf", "INFO", _MS + "Manufacturer: {m}  Model: {model}  Serial#: {serial}"),
    ("x_probed", "INFO", _MS + "Printing probed modes for output {out}"),
    ("x_modeline", "INFO", _MS + "Modeline \"{mode}\"x{vr}  {clk}  {h1} {h2} {h3} {h4}  "
                                 "{v1} {v2} {v3} {v4} {hs} {vs} ({khz} kHz {flags})"),
    ("x_conn", "INFO", _MS + "Output {out} connected"),
    ("x_disconn", "INFO", _MS + "Output {out} disconnected"),
    ("x_initmode", "INFO", _MS + "Output {out} using initial mode {mode} +{x}+{y}"),
    ("x_dpi", "INFO", _TS + "(==) modeset({scr}): DPI set to ({x}, {y})"),
    ("x_flipfail", "WARN", _TS + "(WW) modeset({scr}): Page flip failed: {err}"),
    ("x_present", "ERROR", _TS + "(EE) modeset({scr}): present flip failed"),
    ("x_setmode", "ERROR", _TS + "(EE) modeset({scr}): failed to set mode: {err}"),
    ("x_gotfd", "INFO", _TS + "(II) systemd-logind: got fd for {dev} {maj}:{min} fd {fd} paused {p}"),
    ("x_addinput", "INFO", _TS + "(II) config/udev: Adding input device {name} ({dev})"),
    ("x_class", "INFO", _TS + "(**) {name}: Applying InputClass \"{cls}\""),
    ("x_usedrv", "INFO", _TS + "(II) Using input driver '{drv}' for '{name}'"),
    ("x_option", "INFO", _TS + "(**) Option \"{opt}\" \"{val}\""),
    ("x_tagged", "INFO", _TS + "(II) event{n} - {name}: is tagged by udev as: {tags}"),
    ("x_iskbd", "INFO", _TS + "(II) event{n} - {name}: device is a keyboard"),
    ("x_isptr", "INFO", _TS + "(II) event{n} - {name}: device is a pointer"),
    ("x_devrm", "INFO", _TS + "(II) event{n} - {name}: device removed"),
    ("x_xinput", "INFO", _TS + "(II) XINPUT: Adding extended input device \"{name}\" "
                               "(type: {type}, id {id})"),
    ("x_udevrm", "INFO", _TS + "(II) config/udev: removing device {name}"),
    ("x_unload", "INFO", _TS + "(II) UnloadModule: \"{mod}\""),
    ("x_relfd", "INFO", _TS + "(II) systemd-logind: releasing fd for {maj}:{min}"),
    ("x_syn", "INFO", _TS + "(II) event{n} - {name}: SYN_DROPPED event - some input events have "
                            "been lost."),
    ("x_lag", "ERROR", _TS + "(EE) event{n} - {name}: client bug: event processing lagging behind "
                             "by {ms}ms, your system is too slow"),
    ("x_suspend", "INFO", _TS + "(II) AIGLX: Suspending AIGLX clients for VT switch"),
    ("x_resume", "INFO", _TS + "(II) AIGLX: Resuming AIGLX clients after VT switch"),
]

# (mode, clock MHz, h timings, v timings, hsync, vsync)
_XMODES = (
    ("1920x1080", 148.50, (1920, 2008, 2052, 2200), (1080, 1084, 1089, 1125), "+hsync", "+vsync"),
    ("1920x1080", 148.50, (1920, 2448, 2492, 2640), (1080, 1084, 1089, 1125), "+hsync", "+vsync"),
    ("1920x1080", 148.35, (1920, 2008, 2052, 2200), (1080, 1084, 1089, 1125), "+hsync", "+vsync"),
    ("1680x1050", 146.25, (1680, 1784, 1960, 2240), (1050, 1053, 1059, 1089), "-hsync", "+vsync"),
    ("1600x900", 108.00, (1600, 1624, 1704, 1800), (900, 901, 904, 1000), "+hsync", "+vsync"),
    ("1280x1024", 108.00, (1280, 1328, 1440, 1688), (1024, 1025, 1028, 1066), "+hsync", "+vsync"),
    ("1280x1024", 135.00, (1280, 1296, 1440, 1688), (1024, 1025, 1028, 1066), "+hsync", "+vsync"),
    ("1440x900", 106.50, (1440, 1520, 1672, 1904), (900, 903, 909, 934), "-hsync", "+vsync"),
    ("1280x800", 83.50, (1280, 1352, 1480, 1680), (800, 803, 809, 831), "-hsync", "+vsync"),
    ("1280x720", 74.25, (1280, 1390, 1430, 1650), (720, 725, 730, 750), "+hsync", "+vsync"),
    ("1024x768", 65.00, (1024, 1048, 1184, 1344), (768, 771, 777, 806), "-hsync", "-vsync"),
    ("1024x768", 78.75, (1024, 1040, 1136, 1312), (768, 769, 772, 800), "+hsync", "+vsync"),
    ("800x600", 40.00, (800, 840, 968, 1056), (600, 601, 605, 628), "+hsync", "+vsync"),
    ("800x600", 36.00, (800, 824, 896, 1024), (600, 601, 603, 625), "+hsync", "+vsync"),
    ("640x480", 25.18, (640, 656, 752, 800), (480, 490, 492, 525), "-hsync", "-vsync"),
    ("720x400", 28.32, (720, 738, 846, 900), (400, 412, 414, 449), "-hsync", "+vsync"),
    ("1366x768", 85.50, (1366, 1436, 1579, 1792), (768, 771, 774, 798), "+hsync", "+vsync"),
    ("1152x864", 108.00, (1152, 1216, 1344, 1600), (864, 865, 868, 900), "+hsync", "+vsync"),
    ("1280x960", 108.00, (1280, 1376, 1488, 1800), (960, 961, 964, 1000), "+hsync", "+vsync"),
    ("1600x1200", 162.00, (1600, 1664, 1856, 2160), (1200, 1201, 1204, 1250), "+hsync", "+vsync"),
)
_XNATIVE = {
    "1920x1080": ("1920x1080", 141.00, (1920, 1968, 2000, 2104), (1080, 1083, 1088, 1117), "-hsync", "-vsync"),
    "2560x1440": ("2560x1440", 241.50, (2560, 2608, 2640, 2720), (1440, 1443, 1448, 1481), "+hsync", "-vsync"),
    "3840x2160": ("3840x2160", 533.25, (3840, 3888, 3920, 4000), (2160, 2163, 2168, 2222), "+hsync", "-vsync"),
    "1920x1200": ("1920x1200", 154.00, (1920, 1968, 2000, 2080), (1200, 1203, 1209, 1235), "+hsync", "-vsync"),
    "3440x1440": ("3440x1440", 319.75, (3440, 3488, 3520, 3600), (1440, 1443, 1453, 1481), "+hsync", "-vsync"),
    "2560x1600": ("2560x1600", 268.50, (2560, 2608, 2640, 2720), (1600, 1603, 1609, 1646), "+hsync", "-vsync"),
}
# (manufacturer, model, native, internal?)
_XMONITORS = (
    ("DEL", "a0ec", "2560x1440"), ("GSM", "5b09", "3840x2160"), ("DEL", "d0f8", "1920x1080"),
    ("SAM", "7055", "3840x2160"), ("LEN", "61a8", "2560x1440"), ("AUS", "27a2", "1920x1080"),
    ("ACR", "6f3", "1920x1080"), ("HWP", "3493", "1920x1200"), ("BNQ", "7f58", "2560x1440"),
    ("AOC", "2402", "1920x1080"), ("GSM", "7750", "3440x1440"), ("PHL", "c18f", "1920x1080"),
)
_XPANELS = (("BOE", "8ca", "1920x1080"), ("AUO", "313d", "1920x1080"), ("LGD", "5b2", "1920x1080"),
            ("CSO", "1404", "2560x1600"), ("SHP", "1516", "1920x1200"))
_XEXT_OUTPUTS = ("DP-1", "HDMI-1", "DP-2", "DP-1-1", "DP-1-2", "HDMI-2", "DP-3")
_XBUILTIN = (  # name, event, keyboard?, tags, sysfs path
    ("Power Button", 2, True, "Keyboard", "/sys/devices/LNXSYSTM:00/LNXPWRBN:00/input/input2/event2"),
    ("Video Bus", 3, True, "Keyboard",
     "/sys/devices/LNXSYSTM:00/LNXSYBUS:00/PNP0A08:00/device:02/LNXVIDEO:00/input/input3/event3"),
    ("Sleep Button", 1, True, "Keyboard", "/sys/devices/LNXSYSTM:00/LNXSYBUS:00/PNP0C0E:00/input/input1/event1"),
    ("AT Translated Set 2 keyboard", 4, True, "Keyboard",
     "/sys/devices/platform/i8042/serio0/input/input4/event4"),
    ("TPPS/2 Elan TrackPoint", 6, False, "Mouse Pointingstick",
     "/sys/devices/platform/i8042/serio1/serio2/input/input6/event6"),
    ("ThinkPad Extra Buttons", 7, True, "Keyboard Switch",
     "/sys/devices/platform/thinkpad_acpi/input/input7/event7"),
    ("Intel HID events", 9, True, "Keyboard", "/sys/devices/platform/INTC1051:00/input/input9/event9"),
    ("Integrated Camera: Integrated C", 10, True, "Keyboard",
     "/sys/devices/pci0000:00/0000:00:14.0/usb3/3-8/3-8:1.0/input/input10/event10"),
)
_XHOTPLUG = (  # name, keyboard?, tags, vid:pid
    ("Logitech USB Receiver", False, "Mouse", "046D:C52B"),
    ("Logitech USB Receiver Keyboard", True, "Keyboard", "046D:C52B"),
    ("Logitech MX Master 3", False, "Mouse", "046D:4082"),
    ("Keychron K2", True, "Keyboard", "05AC:024F"),
    ("Lenovo ThinkPad Thunderbolt 3 Dock USB Audio", True, "Keyboard", "17EF:3083"),
    ("Logitech USB Receiver Consumer Control", True, "Keyboard", "046D:C52B"),
    ("Yubico YubiKey OTP+FIDO+CCID", True, "Keyboard", "1050:0407"),
    ("Razer Razer DeathAdder V2", False, "Mouse", "1532:0084"),
    ("PixArt Dell MS116 USB Optical Mouse", False, "Mouse", "413C:301A"),
    ("Dell KB216 Wired Keyboard", True, "Keyboard", "413C:2113"),
    ("Logitech G502 HERO Gaming Mouse", False, "Mouse", "046D:C08B"),
    ("Kensington Expert Mouse", False, "Mouse", "047D:1020"),
    ("Microsoft Microsoft Wired Keyboard 600", True, "Keyboard", "045E:0750"),
    ("Logitech USB Receiver Mouse", False, "Mouse", "046D:C548"),
)
_XEXTS = ("Generic Event Extension", "SHAPE", "MIT-SHM", "XInputExtension", "XTEST",
          "BIG-REQUESTS", "SYNC", "XKEYBOARD", "XC-MISC", "SECURITY", "XFIXES", "RENDER", "RANDR",
          "COMPOSITE", "DAMAGE", "MIT-SCREEN-SAVER", "DOUBLE-BUFFER", "RECORD", "DPMS", "Present",
          "DRI3", "X-Resource", "XVideo", "XVideo-MotionCompensation", "GLX",
          "XFree86-VidModeExtension", "XFree86-DGA", "XFree86-DRI", "DRI2")
_XLAYOUTS = ("us", "de", "us,de", "gb", "fr", "us,ru")


def _xorg_time(t):
    return {"ts": "%10.3f" % t}


def _evn(n):
    """libinput prints the sysname with %-7s: 'event4 ' / 'event12'."""
    return str(n) + " " * max(0, 7 - len("event%d" % n))


def _xorg_init(r, g):
    st = g.st
    st["host"] = r.choice(("thinkpad-t14", "x1carbon", "ws-dev-07", "lab-pc12", "ubuntu-desk",
                           "kbuild-nuc"))
    st["krel"], st["kver"] = r.choice((
        ("6.5.0-14-generic", "#14~22.04.1-Ubuntu SMP PREEMPT_DYNAMIC Mon Nov 20 18:15:30 UTC 2"),
        ("6.8.0-49-generic", "#49~22.04.1-Ubuntu SMP PREEMPT_DYNAMIC Wed Nov  6 17:42:15 UTC 2"),
        ("5.15.0-91-generic", "#101-Ubuntu SMP Tue Nov 14 13:30:08 UTC 2023"),
        ("6.8.0-51-generic", "#52-Ubuntu SMP PREEMPT_DYNAMIC Thu Dec  5 13:09:44 UTC 2024"),
    ))
    st["panel"] = r.choice(_XPANELS)
    st["ev"] = {}
    st["next_ev"] = 11
    st["xid"] = 6
    st["fd"] = 30


def _x_modelines(r, g, native, internal):
    modes = [_XNATIVE[native]]
    pool = list(_XMODES)
    k = r.randint(2, 5) if internal else r.randint(4, 14)
    for _ in range(k):
        m = _z(r, pool, 0.5)
        if m not in modes:
            modes.append(m)
    for i, (mode, clk, h, v, hs, vs) in enumerate(modes):
        vr = clk * 1e6 / (h[3] * v[3])
        khz = clk * 1000.0 / h[3]
        flags = ("eP" if i == 0 else ("d" if internal else _z(r, ("e", "d", "e", ""))))
        flags = flags or "e"
        g.emit("x_modeline", scr=0, mode=mode, vr="%.1f" % vr, clk="%6.2f" % clk,
               h1=h[0], h2=h[1], h3=h[2], h4=h[3], v1=v[0], v2=v[1], v3=v[2], v4=v[3],
               hs=hs, vs=vs, khz="%.1f" % khz, flags=flags)


def _x_probe(r, g, out, mon, internal):
    m, model, native = mon
    g.emit("x_edid", scr=0, out=out)
    g.emit("x_manuf", scr=0, m=m, model=model,
           serial=0 if internal else r.choice((0, 16843009, r.randint(10 ** 6, 4 * 10 ** 9))))
    g.emit("x_probed", scr=0, out=out)
    _x_modelines(r, g, native, internal)


def _x_step(r, g, lo=0.0, hi=0.002):
    g.adv(r.uniform(lo, hi))


def _x_module(r, g, mod, path, mv, cls, abiv, xv="1.21.1.4"):
    g.emit("x_loadmod", mod=mod)
    g.emit("x_loading", path=path)
    _x_step(r, g, 0.0005, 0.006)
    g.emit("x_modvendor", mod=mod, vendor="X.Org Foundation")
    g.emit("x_compiled", xv=xv, mv=mv)
    g.emit("x_abi", cls=cls, v=abiv)


def _x_add_device(r, g, name, evnum, kbd, tags, sysfs, first=False):
    st = g.st
    dev = "/dev/input/event%d" % evnum
    n = _evn(evnum)
    g.emit("x_addinput", name=name, dev=dev)
    if not kbd and r.random() < 0.5:
        g.emit("x_class", name=name, cls="evdev pointer catchall")
    g.emit("x_class", name=name, cls="libinput keyboard catchall" if kbd else "libinput pointer catchall")
    if first:
        _x_module(r, g, "libinput", "/usr/lib/xorg/modules/input/libinput_drv.so", "1.2.1",
                  "X.Org XInput driver", "24.1", xv="1.20.14")
    g.emit("x_usedrv", drv="libinput", name=name)
    st["fd"] = 30 + (st["fd"] - 29) % 40
    g.emit("x_gotfd", dev=dev, maj=13, min=64 + evnum, fd=st["fd"], p=0)
    g.emit("x_option", opt="Device", val=dev)
    g.emit("x_option", opt="_source", val="server/udev")
    _x_step(r, g, 0.0005, 0.004)
    g.emit("x_tagged", n=n, name=name, tags=tags)
    g.emit("x_iskbd" if kbd else "x_isptr", n=n, name=name)
    g.emit("x_devrm", n=n, name=name)
    g.emit("x_option", opt="config_info", val="udev:" + sysfs)
    st["xid"] = st["xid"] + 1 if st["xid"] < 40 else 6
    g.emit("x_xinput", name=name, type="KEYBOARD" if kbd else "MOUSE", id=st["xid"])
    if kbd:
        g.emit("x_option", opt="xkb_model", val="pc105")
        g.emit("x_option", opt="xkb_layout", val=st.setdefault("layout", _z(r, _XLAYOUTS)))
        if r.random() < 0.4:
            g.emit("x_option", opt="xkb_options", val=_z(r, ("grp:alt_shift_toggle", "ctrl:nocaps",
                                                             "compose:ralt", "terminate:ctrl_alt_bksp")))
    else:
        g.emit("x_option", opt="AccelerationScheme", val="none")
        g.emit("x_option", opt="AccelerationProfile", val="-1")
        g.emit("x_option", opt="AccelerationNumerator", val="1")
        g.emit("x_option", opt="AccelerationDenominator", val="1")
        g.emit("x_option", opt="AccelerationThreshold", val="1")
    _x_step(r, g, 0.001, 0.02)
    g.emit("x_tagged", n=n, name=name, tags=tags)
    g.emit("x_iskbd" if kbd else "x_isptr", n=n, name=name)


def _x_head(r, g):
    st = g.st
    g.t = r.uniform(3.2, 9.5)
    g.emit("x_blank")
    g.emit("x_server", ver="1.21.1.4")
    g.emit("x_proto", a=11, b=0)
    g.emit("x_os", host=st["host"], krel=st["krel"], kver=st["kver"])
    g.emit("x_cmdline", cmdline="BOOT_IMAGE=/boot/vmlinuz-%s root=UUID=%s-%s-%s-%s-%s ro quiet "
                                "splash%s" % (st["krel"], _hexs(r, 8), _hexs(r, 4), _hexs(r, 4),
                                              _hexs(r, 4), _hexs(r, 12),
                                              r.choice((" vt.handoff=7", "", " mem_sleep_default=deep"))))
    g.emit("x_pkg", pkgver=r.choice(("2:21.1.4-2ubuntu1.7~22.04.12", "2:21.1.12-1ubuntu1.1",
                                     "2:21.1.4-2ubuntu1.7~22.04.8")))
    g.emit("x_markers1")
    g.emit("x_markers2")
    g.emit("x_markers3")
    wall = datetime(2026, 1, 1) + timedelta(seconds=r.randint(0, 330 * 86400))
    g.emit("x_logfile", path="/var/log/Xorg.0.log", dow=calendar.day_abbr[wall.weekday()],
           mon=calendar.month_abbr[wall.month], day="%2d" % wall.day, hms=wall.strftime("%H:%M:%S"),
           year=wall.year)
    _x_step(r, g)
    g.emit("x_confdir", path="/usr/share/X11/xorg.conf.d")
    g.emit("x_autoadd")
    fonts = ["/usr/share/fonts/X11/misc", "/usr/share/fonts/X11/cyrillic",
             "/usr/share/fonts/X11/100dpi/:unscaled", "/usr/share/fonts/X11/75dpi/:unscaled",
             "/usr/share/fonts/X11/Type1", "/usr/share/fonts/X11/100dpi",
             "/usr/share/fonts/X11/75dpi"]
    gone = [d for d in ("cyrillic", "100dpi", "75dpi") if r.random() < 0.6] or ["cyrillic"]
    missing = [f for f in fonts if f.split("/")[5] in gone]
    for f in missing:
        g.emit("x_nodir", path=f.replace("/:unscaled", "/"))
        g.emit("x_fpdel")
    g.emit("x_fpset")
    for f in fonts:
        if f not in missing:
            g.emit("x_fp", path=f)
    g.emit("x_fplast")
    g.emit("x_modpath", path="/usr/lib/xorg/modules")
    _x_step(r, g, 0.001, 0.01)
    g.emit("x_vt", n=r.choice((1, 2, 7)))
    g.emit("x_logind", path="/org/freedesktop/login1/session/%s" % r.choice(
        ("c1", "_32", "_34", "c2", "_31")))
    g.emit("x_gotfd", dev="/dev/dri/card%d" % r.choice((0, 1)), maj=226, min=0, fd=14, p=0)
    _x_step(r, g, 0.001, 0.01)
    gpu = r.choice((("8086:9a49:17aa:22d8", "Mesa Intel(R) Xe Graphics (TGL GT2)"),
                    ("8086:46a6:17aa:22e4", "Mesa Intel(R) Graphics (ADL GT2)"),
                    ("8086:5917:17aa:225d", "Mesa Intel(R) UHD Graphics 620 (KBL GT2)"),
                    ("1002:1638:17aa:5089", "AMD Radeon Graphics (renoir, LLVM 15.0.7, DRM 3.54, 6.5.0-14-generic)")))
    g.emit("x_pci", bus="0@0:2:0", ids=gpu[0], rev=r.choice((0, 1, 4, 12)),
           mem="0x%x/16777216, 0x%x/268435456" % (r.choice((0x6000000000, 0x603c000000, 0xa0000000)),
                                                   r.choice((0x4000000000, 0x4010000000, 0xb0000000))),
           io="0x0000%04x/64" % r.choice((0x3000, 0x4000, 0xf000)), bios="0x????????/131072")
    _x_module(r, g, "glx", "/usr/lib/xorg/modules/extensions/libglx.so", "1.0.0",
              "X.Org Server Extension", "10.0")
    _x_module(r, g, "modesetting", "/usr/lib/xorg/modules/drivers/modesetting_drv.so", "1.21.1",
              "X.Org Video Driver", "25.2")
    for mod in ("fbdev", "vesa")[:r.choice((1, 2))]:
        g.emit("x_loadmod", mod=mod)
        g.emit("x_noopen", mod=mod)
        g.emit("x_loadfail", mod=mod, code=0)
    _x_step(r, g, 0.001, 0.01)
    _x_module(r, g, "glamoregl", "/usr/lib/xorg/modules/libglamoregl.so", "1.0.1",
              "X.Org ANSI C Emulation", "0.4")
    g.adv(r.uniform(0.01, 0.06))
    g.emit("x_glamor", scr=0, renderer=gpu[1])
    outs = ["eDP-1"] + list(_XEXT_OUTPUTS[:r.randint(2, 4)])
    for o in outs:
        g.emit("x_nomon", scr=0, out=o)
    _x_step(r, g, 0.002, 0.03)
    ext_on = r.random() < 0.5
    _x_probe(r, g, "eDP-1", st["panel"], True)
    ext_mon = _z(r, _XMONITORS)
    if ext_on:
        _x_probe(r, g, outs[1], ext_mon, False)
    for i, o in enumerate(outs):
        g.emit("x_conn" if i == 0 or (i == 1 and ext_on) else "x_disconn", scr=0, out=o)
    g.emit("x_initmode", scr=0, out="eDP-1", mode=st["panel"][2], x=0, y=0)
    if ext_on:
        g.emit("x_initmode", scr=0, out=outs[1], mode=ext_mon[2],
               x=st["panel"][2].split("x")[0], y=0)
    g.emit("x_dpi", scr=0, x=96, y=96)
    g.adv(r.uniform(0.01, 0.05))
    for e in _XEXTS:
        g.emit("x_ext", ext=e)
        _x_step(r, g, 0.0, 0.0008)
    g.adv(r.uniform(0.05, 0.2))
    devs = [d for d in _XBUILTIN if r.random() < 0.75 or d[0] in ("Power Button",
                                                                   "AT Translated Set 2 keyboard",
                                                                   "TPPS/2 Elan TrackPoint")]
    for i, (name, ev, kbd, tags, sysfs) in enumerate(devs):
        _x_add_device(r, g, name, ev, kbd, tags, sysfs, first=(i == 0))
        st["ev"][name] = ev


def _x_hot_dev(r, g):
    name, kbd, tags, vidpid = _z(r, _XHOTPLUG)
    st = g.st
    ev = st["ev"].get(name)
    if ev is None:
        ev = st["next_ev"]
        st["next_ev"] = 11 + (st["next_ev"] - 10) % 25
        st["ev"][name] = ev
    return name, kbd, tags, vidpid, ev


def _x_ev_add(r, g):
    name, kbd, tags, vidpid, ev = _x_hot_dev(r, g)
    port = r.randint(1, 6)
    sysfs = ("/sys/devices/pci0000:00/0000:00:14.0/usb3/3-%d/3-%d:1.%d/0003:%s.%04X/input/input%d/event%d"
             % (port, port, r.randint(0, 2), vidpid, r.randint(3, 60), r.randint(12, 90), ev))
    _x_add_device(r, g, name, ev, kbd, tags, sysfs)


def _x_ev_remove(r, g):
    name, kbd, tags, vidpid, ev = _x_hot_dev(r, g)
    g.emit("x_udevrm", name=name)
    _x_step(r, g, 0.0005, 0.003)
    g.emit("x_devrm", n=_evn(ev), name=name)
    _x_step(r, g, 0.005, 0.03)
    g.emit("x_unload", mod="libinput")
    g.emit("x_relfd", maj=13, min=64 + ev)


def _x_ev_reprobe(r, g):
    st = g.st
    _x_probe(r, g, "eDP-1", st["panel"], True)
    if r.random() < 0.7:
        _x_step(r, g, 0.001, 0.02)
        _x_probe(r, g, _z(r, _XEXT_OUTPUTS), _z(r, _XMONITORS), False)


def _x_ev_lag(r, g):
    name, kbd, tags, vidpid, ev = _x_hot_dev(r, g)
    g.emit("x_lag", n=_evn(ev), name=name, ms=int(r.paretovariate(1.2) * 10) + 2)


def _x_ev_syn(r, g):
    name, kbd, tags, vidpid, ev = _x_hot_dev(r, g)
    g.emit("x_syn", n=_evn(ev), name=name)


def _x_ev_vt(r, g):
    g.emit("x_suspend")
    g.adv(r.expovariate(1 / 120.0) + 1)
    g.emit("x_resume")


def _x_ev_flip(r, g):
    g.emit("x_flipfail", scr=0, err=_z(r, ("Device or resource busy", "Invalid argument",
                                           "Permission denied")))


def _x_ev_present(r, g):
    g.emit("x_present", scr=0)


def _x_ev_setmode(r, g):
    g.emit("x_setmode", scr=0, err=_z(r, ("Invalid argument", "No space left on device",
                                          "Permission denied")))


_XORG_EVENTS = [
    _Ev(_x_ev_add),
    _Ev(_x_ev_reprobe),
    _Ev(_x_ev_remove),
    _Ev(_x_ev_lag, single=True),
    _Ev(_x_ev_syn, single=True),
    _Ev(_x_ev_vt),
    _Ev(_x_ev_flip, single=True, w=0.02),
    _Ev(_x_ev_present, single=True, w=0.006),
    _Ev(_x_ev_setmode, single=True, w=0.003),
]


def make_xorg(rng: random.Random) -> list[dict[str, str]]:
    rows = _build(rng, _specs(_XORG_SPECS), _xorg_time, 0.0, _XORG_EVENTS,
                  gap=lambda r: r.expovariate(1 / 900.0), init=_xorg_init, head=_x_head, s=1.1)
    return rows


FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("salt", make_salt),
    ("pm2_node", make_pm2_node),
    ("xorg", make_xorg),
]


_FORMAT_SPECS = {"salt": _SALT_SPECS, "pm2_node": _PM2_SPECS, "xorg": _XORG_SPECS}


def _selfcheck(seeds=range(5)) -> None:
    import collections

    rx_cache: dict[str, re.Pattern] = {}
    for name, make in FORMATS:
        specs = _specs(_FORMAT_SPECS[name])          # asserts unique templates
        assert 25 <= len(specs) <= 60, (name, len(specs))
        spec_templates = {sp.template for sp in specs.values()}
        for seed in seeds:
            rows = make(random.Random(seed))
            assert len(rows) == N_ROWS, (name, seed, len(rows))
            for row in rows:
                assert set(row) == {"line", "template", "level"}, row
                assert row["level"] in _LEVELS, row
                line, tpl = row["line"], row["template"]
                assert "\n" not in line and "\r" not in line, row
                rx = rx_cache.get(tpl)
                if rx is None:
                    rx = re.compile(re.escape(tpl).replace(re.escape("<*>"), ".+?"), re.S)
                    rx_cache[tpl] = rx
                assert rx.fullmatch(line), (name, seed, row)
            seen = {row["template"] for row in rows}
            assert seen == spec_templates, (name, seed, spec_templates ^ seen)
            assert make(random.Random(seed)) == rows, (name, seed, "not deterministic")
        rows = make(random.Random(0))
        levels = {sp.template: sp.level for sp in specs.values()}
        bad = sum(1 for t, lv in levels.items() if lv in ("WARN", "ERROR", "FATAL"))
        cnt = collections.Counter(row["template"] for row in rows)
        print("%-9s templates=%d  WARN/ERROR/FATAL templates=%d  top=%d  singletons=%d"
              % (name, len(spec_templates), bad, cnt.most_common(1)[0][1],
                 sum(1 for v in cnt.values() if v == 1)))
        r = random.Random(42)
        for row in r.sample(rows, 3):
            print("   ", row["level"].ljust(5), row["line"][:180])


if __name__ == "__main__":
    _selfcheck()
