"""Seeded, realistic log corpora for judging a log "fold" (template miner).

Each ``make_<format>(rng)`` returns exactly 2000 rows ``{"line", "template", "level"}``
in time order.  ``template`` is the ground-truth template: the line with every
variable part written as ``<*>``; ``level`` is the level the line shows,
normalised to DEBUG/INFO/WARN/ERROR/FATAL, or "-" when the line shows none.

Truth conventions
-----------------
1. Variables: anything drawn from a pool (user, host, package, path, command,
   pod/container/image name, dashboard uid/slug, DB/user name, VRRP instance,
   script name, interface, error text) and every number, id, hash, pointer,
   time, duration, address or port.  A value together with its decoration that
   varies with it (logfmt/logrus quotes around a value, sudo's right-aligned
   user name) is one variable.
2. Constants: the fixed words of a message, including few-valued words that
   change its meaning: dpkg action (install/upgrade/configure/remove/purge/
   trigproc) and status (installed/unpacked/half-configured...), conffile
   decision (keep/install), VRRP state (MASTER/BACKUP/FAULT), HTTP method,
   SSH auth method (publickey/password), pgbouncer "closing because" reason,
   logrus/logfmt level word, the msg= text of logrus/logfmt lines (except the
   ids/names embedded in it, which are variables).
3. No template is made out of a randomly absent optional field: within one
   template every field is always present (or always absent).  Optional
   *lines* (e.g. Requested-By in apt history) are fine, they are templates.
4. apt history: a whole package list (Install:/Upgrade:/Remove:/Purge:) and
   the whole Commandline are one variable each.

Per-format judgement calls
--------------------------
* auth_log: syslog prefix "May  1 10:00:00 host prog[pid]:" -> "<*> <*> prog[<*>]:".
  The "(uid=0)" and pam "uid=0 euid=0" numbers are variables.  The sshd
  disconnect reason code (":11:") is a variable; its text ("disconnected by
  user" vs "Bye Bye") is constant.  sudo's target USER= is a variable.
  Only sshd "error:"/"fatal:" lines show a level (ERROR/FATAL); all else "-".
* dpkg_apt: dpkg.log and apt/history.log lines are merged as separate runs: a
  history block (Start-Date .. End-Date, no blank separator lines) is keyed at
  its Start-Date and precedes the dpkg.log run of the same operation; each
  file's own lines are in time order.  "<none>" is a constant.  The apt line
  "Error: Sub-process ..." is level ERROR; everything else "-".
* containerd: logrus level=info/warning/error -> INFO/WARN/ERROR.  Plugin ids
  (io.containerd.grpc.v1.cri) and their type= are variables.  The error=
  value is one variable.  dockerd lines (namespace=moby) are interleaved.
* grafana: logfmt, server with router_logging=true (every request logged);
  logger= name is constant, handler= route and
  status_source= values are variables (key=value values), method is
  constant; "Request Completed" at level=error (5xx) always carries error=.
* pgbouncer: LOG->INFO, WARNING->WARN, ERROR->ERROR.  "C-0x..:" pointer,
  db/user@addr:port are variables ("unix(pid)" is just another address);
  "(nodb)/(nouser)" is constant.  The tls= value is a variable.
* keepalived: no levels except keepalived's own "WARNING -" lines (WARN).
  "(VI_WEB)" instance, "[10.0.0.5]:tcp:80" address and port are variables;
  ":tcp:" and the state words are constant; "(init)" suffix is constant.
"""
from __future__ import annotations

import datetime
import itertools
import random
import re
import string
from typing import Callable

N_ROWS = 2000
_S = 1_000_000_000  # nanoseconds per second
_BASE = datetime.datetime(2024, 5, 1, 0, 0, 0)
_MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_PH = re.compile(r"\{([a-z][a-z0-9_]*)\}")


# --------------------------------------------------------------------------- helpers
def _sec(x: float) -> int:
    return int(x * _S)


def _dt(t: int) -> datetime.datetime:
    return _BASE + datetime.timedelta(seconds=t // _S)


def _ts_syslog(t: int) -> str:
    d = _dt(t)
    return f"{_MON[d.month - 1]} {d.day:2d} {d:%H:%M:%S}"


def _ts_plain(t: int) -> str:
    return f"{_dt(t):%Y-%m-%d %H:%M:%S}"


def _ts_apt(t: int) -> str:
    return f"{_dt(t):%Y-%m-%d  %H:%M:%S}"


def _ts_nano(t: int) -> str:
    frac = f"{t % _S:09d}".rstrip("0")
    return f"{_dt(t):%Y-%m-%dT%H:%M:%S}" + ("." + frac if frac else "") + "Z"


def _ts_pgb(t: int) -> str:
    return f"{_dt(t):%Y-%m-%d %H:%M:%S}.{(t % _S) // 1_000_000:03d} UTC"


def _godur(ns: int) -> str:
    """Go time.Duration.String()."""
    if ns < 1000:
        return f"{ns}ns"
    for unit, div in (("µs", 1000), ("ms", 1_000_000), ("s", _S)):
        if ns < div * 1000 or unit == "s":
            whole, frac = divmod(ns, div)
            f = f"{frac:0{len(str(div)) - 1}d}".rstrip("0")
            return f"{whole}" + ("." + f if f else "") + unit
    return f"{ns}ns"


def _hex(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def _alnum(rng: random.Random, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _uuid(rng: random.Random) -> str:
    h = _hex(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:32]}"


def _ip_pub(rng: random.Random) -> str:
    while True:
        a = rng.randint(1, 223)
        if a not in (0, 10, 100, 127, 169, 172, 192):
            return f"{a}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def _eport(rng: random.Random) -> int:
    return rng.randint(32768, 60999)


def _logfmt(v: str) -> str:
    """go-kit logfmt value quoting (Grafana)."""
    if v == "" or any(c <= " " or c in '="' for c in v):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return v


def _logrus(v: str) -> str:
    """logrus TextFormatter value quoting (containerd / dockerd)."""
    ok = set(string.ascii_letters + string.digits + "-._/@^+")
    if v and all(c in ok for c in v):
        return v
    return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'


class _Pool:
    """Zipf-skewed picks from a seed-shuffled pool."""

    def __init__(self, rng: random.Random, items, s: float = 1.0):
        self.items = list(items)
        rng.shuffle(self.items)
        self.cum = list(itertools.accumulate(1.0 / (i + 1) ** s for i in range(len(self.items))))

    def pick(self, rng: random.Random):
        return rng.choices(self.items, cum_weights=self.cum)[0]


class _Log:
    def __init__(self, tsfn: Callable[[int], str]):
        self.tsfn = tsfn
        self.items: list[tuple] = []

    def add(self, t: int, level: str, fmt: str, **vals) -> None:
        self.items.append((t, len(self.items), level, fmt, vals))

    def count_upto(self, t: int) -> int:
        return sum(1 for it in self.items if it[0] <= t)

    def rows(self) -> list[dict[str, str]]:
        items = sorted(self.items, key=lambda it: (it[0], it[1]))[:N_ROWS]
        if len(items) < N_ROWS:
            raise RuntimeError("not enough lines generated")
        out = []
        for t, _, level, fmt, vals in items:
            v = dict(vals)
            v.setdefault("ts", self.tsfn(t))
            line = _PH.sub(lambda m: str(v[m.group(1)]), fmt)
            out.append({"line": line, "template": _PH.sub("<*>", fmt), "level": level})
        return out


def _drive(rng, L: _Log, t0: int, mean_gap: float, weights: dict, handlers: dict,
           rare: list[str], rare_hi: int, tick=None) -> list[dict[str, str]]:
    """Run weighted events; each rare kind is forced 1-3 times at random early indices."""
    forced: dict[int, str] = {}
    for k in rare:
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(3, rare_hi)
            while i in forced:
                i += 1
            forced[i] = k
    names = [k for k in weights if k not in rare]
    w = [weights[k] for k in names]
    t = t0
    i = 0
    while True:
        if tick is not None:
            tick(t)
        kind = forced.get(i) or rng.choices(names, w)[0]
        handlers[kind](t)
        i += 1
        t += _sec(rng.expovariate(1.0 / mean_gap)) + 1
        if i % 25 == 0 and L.count_upto(t) >= N_ROWS + 5:
            break
    return L.rows()


# =========================================================================== 1. auth.log
AUTH_HOSTS = ["bastion", "web-frontend", "db-primary", "build-agent", "mail-relay", "vpn-gateway",
              "metrics", "files-archive", "ci-controller", "jumpbox"]
STAFF = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy", "mallory",
         "niaj", "olivia", "peggy", "quentin", "rupert", "sybil", "trent", "uma", "victor", "wendy",
         "xavier", "yolanda", "zoe", "deploy", "jenkins", "gitlab-runner", "mkowalski", "jsmith",
         "apatel", "lnguyen", "rgarcia", "tanaka", "dmueller", "sofia", "omar", "priya", "henrik",
         "beatriz", "svc-backup"]
BOT_USERS = ["admin", "test", "user", "oracle", "postgres", "ubuntu", "pi", "guest", "support", "ftpuser",
             "git", "hadoop", "minecraft", "teamspeak", "nagios", "www", "tomcat", "steam", "ubnt",
             "default", "demo", "dev", "docker", "elastic", "es", "jira", "kafka", "mysql", "odoo",
             "openvpn", "redis", "sales", "server", "sysadmin", "temp", "tester", "vagrant", "web",
             "wordpress", "zabbix", "administrator", "centos", "debian", "deployer", "ftp", "hduser",
             "mongo", "nginx", "operator", "solana", "sol", "validator", "ethereum", "node", "frappe",
             "ansible", "gitlab", "jenkins", "backup", "guest", "samba", "squid", "vpn", "student"]
SUDO_CMDS = ["/usr/bin/systemctl restart nginx", "/usr/bin/systemctl status postgresql",
             "/usr/bin/apt-get update", "/usr/bin/apt upgrade", "/usr/bin/journalctl -u nginx --since today",
             "/usr/bin/tail -f /var/log/syslog", "/usr/bin/docker ps -a", "/bin/bash", "/usr/bin/su -",
             "/usr/bin/vim /etc/nginx/sites-available/default", "/usr/bin/less /var/log/auth.log",
             "/usr/bin/systemctl reload haproxy", "/usr/sbin/iptables -L -n", "/usr/bin/cat /etc/shadow",
             "/usr/bin/du -sh /var/lib/docker", "/usr/bin/docker compose up -d", "/usr/sbin/reboot",
             "/usr/bin/certbot renew --dry-run", "/usr/bin/rsync -a /srv/app/ /backup/app/",
             "/usr/bin/chown -R www-data:www-data /var/www/html", "/usr/bin/kill -HUP 1234",
             "/usr/bin/ss -tlnp", "/usr/bin/find /var/log -name *.gz -mtime +30 -delete",
             "/usr/bin/crontab -e", "/usr/bin/passwd carol", "/usr/sbin/ufw status verbose",
             "/usr/bin/mount -a", "/usr/bin/dmesg -T", "/usr/bin/nano /etc/hosts",
             "/usr/bin/psql -U postgres -c select 1", "/usr/bin/systemctl daemon-reload"]
KEX_OFFERS = ["diffie-hellman-group14-sha1,diffie-hellman-group-exchange-sha1,diffie-hellman-group1-sha1",
              "diffie-hellman-group1-sha1", "diffie-hellman-group14-sha1",
              "diffie-hellman-group-exchange-sha1,diffie-hellman-group14-sha1"]


def make_auth_log(rng: random.Random) -> list[dict[str, str]]:
    L = _Log(_ts_syslog)
    hostp = _Pool(rng, rng.sample(AUTH_HOSTS, 6), 0.9)
    staff_list = rng.sample(STAFF, 30)
    staff = _Pool(rng, staff_list, 1.0)
    uid_of = {u: 1000 + i for i, u in enumerate(staff_list)}
    uid_of["root"] = 0
    bots = _Pool(rng, BOT_USERS, 0.7)
    known = _Pool(rng, ["root"] * 3 + ["www-data", "backup"] + staff_list[:8], 1.2)
    cron_users = _Pool(rng, ["root", "root", "www-data", "postgres", "backup", "smmsp"], 1.5)
    cmds = _Pool(rng, SUDO_CMDS, 1.0)
    keyt = {u: rng.choice(["ED25519", "ED25519", "RSA", "ECDSA"]) for u in staff_list}
    fp = {u: _alnum(rng, 43, string.ascii_letters + string.digits + "+/") for u in staff_list}
    uip = {u: rng.choice(["10.8.0.", "10.8.1.", "192.168.10.", "172.20.4."]) + str(rng.randint(2, 250))
           for u in staff_list}
    st = {"pid": rng.randint(20000, 90000)}
    sess = {h: rng.randint(1, 4000) for h in AUTH_HOSTS}
    lpid = {h: rng.randint(380, 980) for h in AUTH_HOSTS}
    active: dict[tuple, list] = {}

    def pid() -> int:
        st["pid"] += rng.randint(2, 300)
        return st["pid"]

    S = "{ts} {host} sshd[{pid}]: "
    LOGIND = "{ts} {host} systemd-logind[{pid}]: "

    def sudo(t: int, h: str, u: str, tty: str, cmd: str | None = None, target: str = "root") -> None:
        cmd = cmd or cmds.pick(rng)
        pwd = rng.choice([f"/home/{u}"] * 4 + ["/etc/nginx", "/srv/app", "/var/log", "/opt/deploy", "/tmp", "/root"])
        L.add(t, "-", "{ts} {host} sudo: {suser} : TTY={tty} ; PWD={pwd} ; USER={target} ; COMMAND={cmd}",
              host=h, suser=u.rjust(8), tty=tty, pwd=pwd, target=target, cmd=cmd)
        L.add(t + _sec(0.004), "-", "{ts} {host} sudo: pam_unix(sudo:session): session opened for user {target} by {user}(uid={uid})",
              host=h, target=target, user=u, uid=uid_of[u])
        L.add(t + _sec(rng.expovariate(1 / 20.0)) + _sec(0.01), "-",
              "{ts} {host} sudo: pam_unix(sudo:session): session closed for user {target}", host=h, target=target)

    def login(t: int, method: str = "publickey", user: str | None = None, kind: str = "human") -> None:
        h = hostp.pick(rng)
        u = user or staff.pick(rng)
        ip, port, p = uip[u], _eport(rng), pid()
        if method == "publickey":
            L.add(t, "-", S + "Accepted publickey for {user} from {ip} port {port} ssh2: {ktype} SHA256:{fp}",
                  host=h, pid=p, user=u, ip=ip, port=port, ktype=keyt[u], fp=fp[u])
        else:
            L.add(t, "-", S + "Accepted password for {user} from {ip} port {port} ssh2", host=h, pid=p, user=u, ip=ip, port=port)
        t += _sec(0.02)
        L.add(t, "-", S + "pam_unix(sshd:session): session opened for user {user} by (uid={uid})", host=h, pid=p, user=u, uid=0)
        sess[h] += 1
        sid = sess[h]
        t += _sec(0.03)
        L.add(t, "-", LOGIND + "New session {sid} of user {user}.", host=h, pid=lpid[h], sid=sid, user=u)
        key = (h, u)
        if not active.get(key):
            active[key] = []
            L.add(t + _sec(0.05), "-", "{ts} {host} systemd[{pid}]: pam_unix(systemd-user:session): session opened for user {user} by (uid={uid})",
                  host=h, pid=pid(), user=u, uid=0)
        active[key].append(sid)
        tty = f"pts/{rng.randint(0, 6)}"
        if kind == "ansible":
            dur = rng.uniform(5, 90)
            for j in range(rng.randint(2, 7)):
                tmp = f"/home/{u}/.ansible/tmp/ansible-tmp-{1714521600 + t // _S}.{rng.randint(10, 99)}-{rng.randint(1000, 99999)}-{rng.randint(10**13, 10**14)}"
                mod = rng.choice(["AnsiballZ_apt.py", "AnsiballZ_systemd.py", "AnsiballZ_copy.py", "AnsiballZ_file.py",
                                  "AnsiballZ_template.py", "AnsiballZ_setup.py", "AnsiballZ_stat.py"])
                cmd = f"/bin/sh -c echo BECOME-SUCCESS-{_alnum(rng, 32, string.ascii_lowercase)} ; /usr/bin/python3 {tmp}/{mod}"
                sudo(t + _sec(dur * (j + 1) / 9), h, u, tty, cmd)
        else:
            dur = rng.expovariate(1 / 1800.0) + 20
            for _ in range(min(6, int(rng.expovariate(0.8)))):
                tgt = "root" if rng.random() < 0.9 else rng.choice(["postgres", "www-data", "deploy"])
                sudo(t + _sec(rng.uniform(5, dur - 5)), h, u, tty, target=tgt)
        te = t + _sec(dur)
        if rng.random() < 0.05:
            L.add(te, "-", S + "Timeout, client not responding from user {user} {ip} port {port}", host=h, pid=p, user=u, ip=ip, port=port)
        else:
            L.add(te, "-", S + "Received disconnect from {ip} port {port}:{code}: disconnected by user", host=h, pid=p, ip=ip, port=port, code=11)
            L.add(te, "-", S + "Disconnected from user {user} {ip} port {port}", host=h, pid=p, user=u, ip=ip, port=port)
        te += _sec(0.01)
        L.add(te, "-", S + "pam_unix(sshd:session): session closed for user {user}", host=h, pid=p, user=u)
        L.add(te + _sec(0.01), "-", LOGIND + "Session {sid} logged out. Waiting for processes to exit.", host=h, pid=lpid[h], sid=sid)
        L.add(te + _sec(0.02), "-", LOGIND + "Removed session {sid}.", host=h, pid=lpid[h], sid=sid)

    def ev_invalid(t: int) -> None:
        h = hostp.pick(rng)
        ip = _ip_pub(rng)
        for _ in range(rng.choice([1, 1, 1, 2, 3, 4])):
            u, port, p = bots.pick(rng), _eport(rng), pid()
            L.add(t, "-", S + "Invalid user {user} from {ip} port {port}", host=h, pid=p, user=u, ip=ip, port=port)
            t2 = t + _sec(rng.uniform(0.1, 0.5))
            if rng.random() < 0.6:
                L.add(t2, "-", S + "pam_unix(sshd:auth): check pass; user unknown", host=h, pid=p)
                L.add(t2, "-", S + "pam_unix(sshd:auth): authentication failure; logname= uid={uid} euid={euid} tty=ssh ruser= rhost={ip}",
                      host=h, pid=p, uid=0, euid=0, ip=ip)
                t2 += _sec(rng.uniform(1.5, 3.0))
                L.add(t2, "-", S + "Failed password for invalid user {user} from {ip} port {port} ssh2", host=h, pid=p, user=u, ip=ip, port=port)
            t2 += _sec(rng.uniform(0.1, 1.0))
            if rng.random() < 0.65:
                L.add(t2, "-", S + "Received disconnect from {ip} port {port}:{code}: Bye Bye [preauth]", host=h, pid=p, ip=ip, port=port, code=11)
                L.add(t2, "-", S + "Disconnected from invalid user {user} {ip} port {port} [preauth]", host=h, pid=p, user=u, ip=ip, port=port)
            else:
                L.add(t2, "-", S + "Connection closed by invalid user {user} {ip} port {port} [preauth]", host=h, pid=p, user=u, ip=ip, port=port)
            t = t2 + _sec(rng.uniform(0.5, 6))

    def ev_known(t: int) -> None:
        h = hostp.pick(rng)
        ip = _ip_pub(rng)
        u, port, p = known.pick(rng), _eport(rng), pid()
        L.add(t, "-", S + "pam_unix(sshd:auth): authentication failure; logname= uid={uid} euid={euid} tty=ssh ruser= rhost={ip}  user={user}",
              host=h, pid=p, uid=0, euid=0, ip=ip, user=u)
        t += _sec(rng.uniform(1.5, 3))
        L.add(t, "-", S + "Failed password for {user} from {ip} port {port} ssh2", host=h, pid=p, user=u, ip=ip, port=port)
        t += _sec(rng.uniform(0.1, 1))
        if rng.random() < 0.6:
            L.add(t, "-", S + "Received disconnect from {ip} port {port}:{code}: Bye Bye [preauth]", host=h, pid=p, ip=ip, port=port, code=11)
            L.add(t, "-", S + "Disconnected from authenticating user {user} {ip} port {port} [preauth]", host=h, pid=p, user=u, ip=ip, port=port)
        else:
            L.add(t, "-", S + "Connection closed by authenticating user {user} {ip} port {port} [preauth]", host=h, pid=p, user=u, ip=ip, port=port)

    def ev_scan(t: int) -> None:
        h = hostp.pick(rng)
        ip, port, p = _ip_pub(rng), _eport(rng), pid()
        r = rng.random()
        if r < 0.35:
            L.add(t, "-", S + "Connection closed by {ip} port {port} [preauth]", host=h, pid=p, ip=ip, port=port)
        elif r < 0.6:
            L.add(t, "ERROR", S + "error: kex_exchange_identification: Connection closed by remote host", host=h, pid=p)
            L.add(t, "-", S + "Connection closed by {ip} port {port}", host=h, pid=p, ip=ip, port=port)
        elif r < 0.75:
            L.add(t, "ERROR", S + "error: kex_exchange_identification: read: Connection reset by peer", host=h, pid=p)
            L.add(t, "-", S + "Connection reset by {ip} port {port}", host=h, pid=p, ip=ip, port=port)
        elif r < 0.88:
            L.add(t, "-", S + "banner exchange: Connection from {ip} port {port}: invalid format", host=h, pid=p, ip=ip, port=port)
        elif r < 0.95:
            L.add(t, "-", S + "Unable to negotiate with {ip} port {port}: no matching key exchange method found. Their offer: {offer} [preauth]",
                  host=h, pid=p, ip=ip, port=port, offer=rng.choice(KEX_OFFERS))
        else:
            L.add(t, "-", S + "Connection reset by {ip} port {port} [preauth]", host=h, pid=p, ip=ip, port=port)

    def ev_cron(t: int) -> None:
        h = hostp.pick(rng)
        t = (t // (60 * _S) + 1) * 60 * _S + _sec(rng.uniform(0, 0.3))
        u, p = cron_users.pick(rng), pid()
        L.add(t, "-", "{ts} {host} CRON[{pid}]: pam_unix(cron:session): session opened for user {user} by (uid={uid})",
              host=h, pid=p, user=u, uid=0)
        L.add(t + _sec(rng.choice([0.05, 0.2, 1, 2, 15, 40, 180])), "-",
              "{ts} {host} CRON[{pid}]: pam_unix(cron:session): session closed for user {user}", host=h, pid=p, user=u)

    def ev_su(t: int) -> None:
        h = hostp.pick(rng)
        u, p = staff.pick(rng), pid()
        tgt = rng.choice(["root", "root", "postgres", "www-data", "deploy", "git"])
        n = rng.randint(0, 5)
        L.add(t, "-", "{ts} {host} su[{pid}]: (to {target}) {user} on pts/{n}", host=h, pid=p, target=tgt, user=u, n=n)
        L.add(t + _sec(0.01), "-", "{ts} {host} su[{pid}]: pam_unix(su-l:session): session opened for user {target} by {user}(uid={uid})",
              host=h, pid=p, target=tgt, user=u, uid=uid_of[u])
        L.add(t + _sec(rng.expovariate(1 / 600.0)), "-", "{ts} {host} su[{pid}]: pam_unix(su-l:session): session closed for user {target}",
              host=h, pid=p, target=tgt)

    def ev_su_fail(t: int) -> None:
        h = hostp.pick(rng)
        u, p, n = staff.pick(rng), pid(), rng.randint(0, 5)
        tgt = rng.choice(["root", "postgres"])
        L.add(t, "-", "{ts} {host} su[{pid}]: pam_unix(su-l:auth): authentication failure; logname={user} uid={uid} euid={euid} tty=/dev/pts/{n} ruser={user} rhost=  user={target}",
              host=h, pid=p, user=u, uid=uid_of[u], euid=0, n=n, target=tgt)
        L.add(t + _sec(2.5), "-", "{ts} {host} su[{pid}]: FAILED SU (to {target}) {user} on pts/{n}", host=h, pid=p, target=tgt, user=u, n=n)

    def ev_sudo_fail(t: int) -> None:
        h = hostp.pick(rng)
        u, n = staff.pick(rng), rng.randint(0, 5)
        L.add(t, "-", "{ts} {host} sudo: pam_unix(sudo:auth): authentication failure; logname={user} uid={uid} euid={euid} tty=/dev/pts/{n} ruser={user} rhost=  user={user}",
              host=h, user=u, uid=uid_of[u], euid=0, n=n)
        L.add(t + _sec(rng.uniform(8, 20)), "-", "{ts} {host} sudo: {suser} : 3 incorrect password attempts ; TTY=pts/{n} ; PWD={pwd} ; USER={target} ; COMMAND={cmd}",
              host=h, suser=u.rjust(8), n=n, pwd=f"/home/{u}", target="root", cmd=cmds.pick(rng))

    def ev_not_sudoers(t: int) -> None:
        h = hostp.pick(rng)
        u, n = staff.pick(rng), rng.randint(0, 5)
        L.add(t, "-", "{ts} {host} sudo: {suser} : user NOT in sudoers ; TTY=pts/{n} ; PWD={pwd} ; USER={target} ; COMMAND={cmd}",
              host=h, suser=u.rjust(8), n=n, pwd=f"/home/{u}", target="root", cmd=cmds.pick(rng))

    def ev_timeout(t: int) -> None:
        L.add(t, "FATAL", S + "fatal: Timeout before authentication for {ip} port {port}",
              host=hostp.pick(rng), pid=pid(), ip=_ip_pub(rng), port=_eport(rng))

    def ev_maxauth(t: int) -> None:
        h, ip, port, p, u = hostp.pick(rng), _ip_pub(rng), _eport(rng), pid(), bots.pick(rng)
        L.add(t, "ERROR", S + "error: maximum authentication attempts exceeded for invalid user {user} from {ip} port {port} ssh2 [preauth]",
              host=h, pid=p, user=u, ip=ip, port=port)
        L.add(t, "-", S + "Disconnecting invalid user {user} {ip} port {port}: Too many authentication failures [preauth]",
              host=h, pid=p, user=u, ip=ip, port=port)

    def ev_restart(t: int) -> None:
        h = hostp.pick(rng)
        L.add(t, "-", S + "Received signal {sig}; terminating.", host=h, pid=rng.randint(500, 1500), sig=15)
        p = rng.randint(500, 1500)
        L.add(t + _sec(0.2), "-", S + "Server listening on {addr} port {port}.", host=h, pid=p, addr="0.0.0.0", port=22)
        L.add(t + _sec(0.2), "-", S + "Server listening on {addr} port {port}.", host=h, pid=p, addr="::", port=22)

    weights = {"login_key": 14, "login_pw": 2, "ansible": 3, "invalid": 20, "known": 9, "scan": 12, "cron": 30,
               "su": 3, "su_fail": 0, "sudo_fail": 0, "not_sudoers": 0, "timeout": 0, "maxauth": 0, "restart": 0}
    handlers = {"login_key": lambda t: login(t), "login_pw": lambda t: login(t, "password"),
                "ansible": lambda t: login(t, user="deploy" if "deploy" in uid_of else staff_list[0], kind="ansible"),
                "invalid": ev_invalid, "known": ev_known, "scan": ev_scan, "cron": ev_cron, "su": ev_su,
                "su_fail": ev_su_fail, "sudo_fail": ev_sudo_fail, "not_sudoers": ev_not_sudoers,
                "timeout": ev_timeout, "maxauth": ev_maxauth, "restart": ev_restart}
    rare = ["su_fail", "sudo_fail", "not_sudoers", "timeout", "maxauth", "restart"]
    return _drive(rng, L, _sec(rng.uniform(0, 3600)), 45.0, weights, handlers, rare, 250)


# =========================================================================== 2. dpkg / apt
# name:arch, upstream-revision, suffix style for stable updates, trigger packages
_PKG_SPEC = """
libssl3:amd64 3.0.11-1 ~deb12u libc-bin
openssl:amd64 3.0.11-1 ~deb12u man-db
libc6:amd64 2.36-9 +deb12u libc-bin
libc-bin:amd64 2.36-9 +deb12u man-db
libc-l10n:all 2.36-9 +deb12u -
locales:all 2.36-9 +deb12u man-db
openssh-server:amd64 1:9.2p1-2 +deb12u man-db,systemd
openssh-client:amd64 1:9.2p1-2 +deb12u man-db
openssh-sftp-server:amd64 1:9.2p1-2 +deb12u -
sudo:amd64 1.9.13p3-1 +deb12u man-db,libc-bin
curl:amd64 7.88.1-10 +deb12u man-db
libcurl4:amd64 7.88.1-10 +deb12u libc-bin
libcurl3-gnutls:amd64 7.88.1-10 +deb12u libc-bin
tzdata:all 2024a-0 +deb12u -
systemd:amd64 252.22-1 ~deb12u man-db,dbus
libsystemd0:amd64 252.22-1 ~deb12u libc-bin
libudev1:amd64 252.22-1 ~deb12u libc-bin
udev:amd64 252.22-1 ~deb12u man-db,initramfs-tools
systemd-timesyncd:amd64 252.22-1 ~deb12u man-db,dbus
libpam-systemd:amd64 252.22-1 ~deb12u -
libnss-systemd:amd64 252.22-1 ~deb12u libc-bin
vim:amd64 2:9.0.1378-2 +deb12u man-db
vim-runtime:all 2:9.0.1378-2 +deb12u -
vim-common:all 2:9.0.1378-2 +deb12u -
xxd:amd64 2:9.0.1378-2 +deb12u man-db
git:amd64 1:2.39.2-1.1 +deb12u -
git-man:all 1:2.39.2-1.1 +deb12u man-db
python3.11:amd64 3.11.2-6 +deb12u man-db
python3.11-minimal:amd64 3.11.2-6 +deb12u man-db
libpython3.11-minimal:amd64 3.11.2-6 +deb12u -
libpython3.11-stdlib:amd64 3.11.2-6 +deb12u -
python3-urllib3:all 1.26.12-1 +deb12u -
python3-requests:all 2.28.1-1 +deb12u -
libgnutls30:amd64 3.7.9-2 +deb12u libc-bin
libgssapi-krb5-2:amd64 1.20.1-2 +deb12u libc-bin
libkrb5-3:amd64 1.20.1-2 +deb12u libc-bin
libk5crypto3:amd64 1.20.1-2 +deb12u libc-bin
libkrb5support0:amd64 1.20.1-2 +deb12u libc-bin
libexpat1:amd64 2.5.0-1 +deb12u libc-bin
libxml2:amd64 2.9.14+dfsg-1.3 ~deb12u libc-bin
libglib2.0-0:amd64 2.74.6-2 +deb12u libc-bin
bind9-host:amd64 1:9.18.24-1 +deb12u man-db
bind9-libs:amd64 1:9.18.24-1 +deb12u libc-bin
bind9-dnsutils:amd64 1:9.18.24-1 +deb12u man-db
linux-libc-dev:amd64 6.1.76-1 +deb12u -
distro-info-data:all 0.58 +deb12u -
postfix:amd64 3.7.10-0 +deb12u man-db,systemd
nginx:amd64 1.22.1-9 +deb12u systemd
nginx-common:all 1.22.1-9 +deb12u man-db,systemd
libnginx-mod-stream:amd64 1.22.1-9 +deb12u -
rsync:amd64 3.2.7-1 +deb12u man-db,systemd
less:amd64 590-2 .deb12. man-db
wget:amd64 1.21.3-1 +deb12u man-db
gzip:amd64 1.12-1 +deb12u man-db
tar:amd64 1.34+dfsg-1.2 +deb12u man-db
unattended-upgrades:all 2.9.1+nmu3 +deb12u man-db,systemd
apt:amd64 2.6.1 +deb12u man-db,libc-bin
libapt-pkg6.0:amd64 2.6.1 +deb12u libc-bin
apt-utils:amd64 2.6.1 +deb12u man-db
base-files:amd64 12.4 +deb12u -
initramfs-tools:all 0.142 +deb12u man-db
initramfs-tools-core:all 0.142 +deb12u -
dbus:amd64 1.14.10-1 ~deb12u man-db,systemd
libdbus-1-3:amd64 1.14.10-1 ~deb12u libc-bin
ca-certificates:all 20230311 +deb12u man-db
libnghttp2-14:amd64 1.52.0-1 +deb12u libc-bin
libtiff6:amd64 4.5.0-6 +deb12u libc-bin
libpq5:amd64 15.6-0 +deb12u libc-bin
postgresql-15:amd64 15.6-0 +deb12u man-db,systemd
postgresql-client-15:amd64 15.6-0 +deb12u man-db
postgresql-common:all 248 +deb12u man-db,systemd
postgresql-client-common:all 248 +deb12u man-db
ssl-cert:all 1.1.2 +deb12u -
htop:amd64 3.2.2-2 +deb12u man-db,mailcap
jq:amd64 1.6-2.1 +deb12u man-db
libjq1:amd64 1.6-2.1 +deb12u libc-bin
libonig5:amd64 6.9.8-1 +deb12u libc-bin
tmux:amd64 3.3a-3 +deb12u man-db
libevent-core-2.1-7:amd64 2.1.12-stable-8 +deb12u libc-bin
libutempter0:amd64 1.2.1-3 +deb12u libc-bin
redis-server:amd64 5:7.0.15-1 ~deb12u man-db,systemd
redis-tools:amd64 5:7.0.15-1 ~deb12u man-db
liblzf1:amd64 3.6-3 +deb12u libc-bin
libjemalloc2:amd64 5.3.0-1 +deb12u libc-bin
fail2ban:all 1.0.2-2 +deb12u man-db,systemd
python3-systemd:amd64 235-1 +b2 -
whois:amd64 5.5.17 +deb12u man-db
tcpdump:amd64 4.99.3-1 +deb12u man-db
libpcap0.8:amd64 1.10.3-1 +deb12u libc-bin
nfs-common:amd64 1:2.6.2-4 +deb12u man-db,systemd
rpcbind:amd64 1.2.6-6 +b1 man-db,systemd
keyutils:amd64 1.6.3-2 +deb12u man-db
libnfsidmap1:amd64 1:2.6.2-4 +deb12u libc-bin
strace:amd64 6.1-0.1 +deb12u man-db
ncdu:amd64 1.18-0.2 +deb12u man-db
prometheus-node-exporter:amd64 1.5.0-1 +b6 man-db,systemd
certbot:all 2.1.0-4 +deb12u man-db
python3-certbot:all 2.1.0-4 +deb12u -
python3-acme:all 2.1.0-1 +deb12u -
python3-josepy:all 1.13.0-1 +deb12u -
python3-configobj:all 5.0.8-1 +deb12u -
mariadb-client:amd64 1:10.11.6-0 +deb12u man-db
rclone:amd64 1.60.1+dfsg-2 +b5 man-db
"""
_INITIAL = ["libssl3", "openssl", "libc6", "libc-bin", "libc-l10n", "locales", "openssh-server",
            "openssh-client", "openssh-sftp-server", "sudo", "curl", "libcurl4", "libcurl3-gnutls", "tzdata",
            "systemd", "libsystemd0", "libudev1", "udev", "systemd-timesyncd", "libpam-systemd",
            "libnss-systemd", "vim", "vim-runtime", "vim-common", "xxd", "git", "git-man", "python3.11",
            "python3.11-minimal", "libpython3.11-minimal", "libpython3.11-stdlib", "python3-urllib3",
            "python3-requests", "libgnutls30", "libgssapi-krb5-2", "libkrb5-3", "libk5crypto3",
            "libkrb5support0", "libexpat1", "libxml2", "libglib2.0-0", "bind9-host", "bind9-libs",
            "bind9-dnsutils", "linux-libc-dev", "distro-info-data", "postfix", "nginx", "nginx-common",
            "libnginx-mod-stream", "rsync", "less", "wget", "gzip", "tar", "unattended-upgrades", "apt",
            "libapt-pkg6.0", "apt-utils", "base-files", "initramfs-tools", "initramfs-tools-core", "dbus",
            "libdbus-1-3", "ca-certificates", "libnghttp2-14", "libtiff6", "man-db", "mailcap"]
_INSTALLABLE = {"htop": [], "jq": ["libjq1", "libonig5"], "tmux": ["libevent-core-2.1-7", "libutempter0"],
                "redis-server": ["redis-tools", "liblzf1", "libjemalloc2"], "fail2ban": ["python3-systemd", "whois"],
                "tcpdump": ["libpcap0.8"], "nfs-common": ["rpcbind", "keyutils", "libnfsidmap1"],
                "strace": [], "ncdu": [], "prometheus-node-exporter": [],
                "certbot": ["python3-certbot", "python3-acme", "python3-josepy", "python3-configobj"],
                "postgresql-15": ["postgresql-client-15", "postgresql-common", "postgresql-client-common", "libpq5", "ssl-cert"],
                "mariadb-client": [], "rclone": []}
_CONFFILES = {"openssh-server": ["/etc/ssh/sshd_config"], "sudo": ["/etc/sudoers"],
              "nginx-common": ["/etc/nginx/nginx.conf", "/etc/nginx/sites-available/default"],
              "postfix": ["/etc/postfix/main.cf"], "unattended-upgrades": ["/etc/apt/apt.conf.d/50unattended-upgrades"],
              "fail2ban": ["/etc/fail2ban/jail.conf"], "redis-server": ["/etc/redis/redis.conf"],
              "rsync": ["/etc/default/rsync"], "systemd": ["/etc/systemd/journald.conf", "/etc/systemd/logind.conf"],
              "postgresql-common": ["/etc/postgresql-common/createcluster.conf"]}
_DEBS = [("teleport:amd64", "15.2.2"), ("gitlab-runner:amd64", "16.11.0"), ("mysql-apt-config:all", "0.8.29-1"),
         ("zabbix-release:all", "1:6.0-5+debian12"), ("filebeat:amd64", "8.13.2"), ("grafana-agent:amd64", "0.40.4-1")]
_APT_USERS = ["alice", "bob", "carol", "dmueller", "apatel", "lnguyen", "tanaka", "sofia", "henrik", "omar"]


def make_dpkg_apt(rng: random.Random) -> list[dict[str, str]]:
    L = _Log(_ts_plain)
    spec: dict[str, tuple] = {}
    for ln in _PKG_SPEC.strip().splitlines():
        full, base, style, trg = ln.split()
        name = full.split(":")[0]
        spec[name] = (full, base, style, [] if trg == "-" else trg.split(","))
    spec["man-db"] = ("man-db:amd64", "2.11.2-2", "+deb12u", [])
    spec["mailcap"] = ("mailcap:all", "3.70+nmu1", "+deb12u", [])
    level = {n: rng.randint(0, 2) for n in spec}
    installed = set(_INITIAL)
    users = _Pool(rng, _APT_USERS, 1.0)
    uid = {u: 1000 + i for i, u in enumerate(_APT_USERS)}
    upg_pool = _Pool(rng, [n for n in _INITIAL if n not in ("man-db", "mailcap")], 0.6)
    modified_conf = {n: (rng.random() < 0.5) for n in _CONFFILES}

    def ver(n: str, k: int | None = None) -> str:
        full, base, style, _ = spec[n]
        k = level[n] if k is None else k
        if k == 0:
            return base
        if style.startswith("+b"):
            return f"{base}+b{int(style[2:]) + k}"
        if style == ".deb12.":
            return f"{base}.deb12.{k}"
        return f"{base}{style}{k}"

    def arch(n: str) -> str:
        return spec[n][0]

    def history(t: int, t_end: int, cmdline: str, user: str | None, lists: list[tuple[str, str]], error: bool = False) -> None:
        L.add(t, "-", "Start-Date: {ts}", ts=_ts_apt(t))
        L.add(t, "-", "Commandline: {cmd}", cmd=cmdline)
        if user:
            L.add(t, "-", "Requested-By: {user} ({uid})", user=user, uid=uid[user])
        for key, val in lists:
            L.add(t, "-", key + ": {pkgs}", pkgs=val)
        if error:
            L.add(t, "ERROR", "Error: Sub-process /usr/bin/dpkg returned an error code ({code})", code=1)
        L.add(t, "-", "End-Date: {ts}", ts=_ts_apt(t_end))

    D = "{ts} "

    class Clock:
        def __init__(self, t: int):
            self.t = t

        def step(self, lo: float = 0.0, hi: float = 0.6) -> int:
            self.t += _sec(rng.uniform(lo, hi))
            return self.t

    def st(c: Clock, status: str, n: str, v: str) -> None:
        if v == "<none>":
            L.add(c.step(0, 0.05), "-", D + "status " + status + " {pkg} <none>", pkg=arch(n))
        else:
            L.add(c.step(0, 0.05), "-", D + "status " + status + " {pkg} {ver}", pkg=arch(n), ver=v)

    def configure_phase(c: Clock, pkgs: list[str], trig: list[str], fail: str | None = None, awaited: str | None = None,
                        conffile_install: bool = False) -> bool:
        L.add(c.step(), "-", D + "startup packages configure")
        ok = True
        for n in pkgs:
            v = ver(n)
            L.add(c.step(), "-", D + "configure {pkg} {ver} <none>", pkg=arch(n), ver=v)
            st(c, "unpacked", n, v)
            st(c, "half-configured", n, v)
            if n == fail:
                ok = False
                break
            for cf in _CONFFILES.get(n, []):
                if conffile_install:
                    L.add(c.step(1, 20), "-", D + "conffile {path} install", path=cf)
                    conffile_install = False
                elif modified_conf.get(n) and rng.random() < 0.7:
                    L.add(c.step(1, 30), "-", D + "conffile {path} keep", path=cf)
            if n == awaited:
                st(c, "triggers-awaited", n, v)
            else:
                st(c, "installed", n, v)
        for tr in trig:
            v = ver(tr)
            L.add(c.step(), "-", D + "trigproc {pkg} {ver} <none>", pkg=arch(tr), ver=v)
            st(c, "half-configured", tr, v)
            st(c, "installed", tr, v)
        if awaited and ok:
            st(c, "installed", awaited, ver(awaited))
        return ok

    def trig_of(pkgs: list[str]) -> list[str]:
        out: list[str] = []
        for n in pkgs:
            for tr in spec[n][3]:
                if tr in spec and tr in installed and tr not in out and tr not in pkgs:
                    out.append(tr)
        return out

    def pending(c: Clock, n: str, trig_seen: set) -> None:
        for tr in spec[n][3]:
            if tr in spec and tr in installed and tr not in trig_seen:
                trig_seen.add(tr)
                st(c, "triggers-pending", tr, ver(tr))

    def op_upgrade(t: int, awaited: bool = False, conffile_install: bool = False, unattended: bool = False) -> None:
        k = max(1, min(14, int(rng.expovariate(1 / 4.0)) + 1))
        pkgs: list[str] = []
        while len(pkgs) < k:
            n = upg_pool.pick(rng)
            if n not in pkgs and n in installed:
                pkgs.append(n)
        if conffile_install:
            cand = [n for n in _CONFFILES if n in installed and n not in pkgs]
            pkgs.append(rng.choice(cand))
        old = {n: ver(n) for n in pkgs}
        for n in pkgs:
            level[n] += 1
        c = Clock(t)
        trig_seen: set = set()
        L.add(c.step(0, 0.2), "-", D + "startup archives unpack")
        for n in pkgs:
            L.add(c.step(), "-", D + "upgrade {pkg} {old} {new}", pkg=arch(n), old=old[n], new=ver(n))
            st(c, "half-configured", n, old[n])
            st(c, "unpacked", n, old[n])
            st(c, "half-installed", n, old[n])
            pending(c, n, trig_seen)
            st(c, "unpacked", n, ver(n))
        configure_phase(c, pkgs, trig_of(pkgs), awaited=pkgs[0] if awaited else None, conffile_install=conffile_install)
        lst = ", ".join(f"{arch(n)} ({old[n]}, {ver(n)})" for n in pkgs)
        if unattended:
            history(t, c.t + _sec(1), "/usr/bin/unattended-upgrade", None, [("Upgrade", lst)])
        else:
            cmd = rng.choice(["apt-get upgrade -y", "apt upgrade", "apt full-upgrade -y", "apt-get dist-upgrade",
                              "apt-get -y -o Dpkg::Options::=--force-confold upgrade", "apt upgrade -y"])
            history(t, c.t + _sec(1), cmd, users.pick(rng) if rng.random() < 0.8 else None, [("Upgrade", lst)])

    def op_install(t: int, fail: bool = False) -> None:
        cands = [n for n in _INSTALLABLE if n not in installed]
        if not cands:
            return op_upgrade(t)
        target = rng.choice(cands)
        deps = [d for d in _INSTALLABLE[target] if d not in installed]
        pkgs = deps + [target]
        for n in pkgs:
            installed.add(n)
        c = Clock(t)
        trig_seen: set = set()
        L.add(c.step(0, 0.2), "-", D + "startup archives unpack")
        for n in pkgs:
            L.add(c.step(), "-", D + "install {pkg} <none> {ver}", pkg=arch(n), ver=ver(n))
            st(c, "half-installed", n, ver(n))
            pending(c, n, trig_seen)
            st(c, "unpacked", n, ver(n))
        ok = configure_phase(c, pkgs, trig_of(pkgs), fail=target if fail else None)
        lst = ", ".join(f"{arch(n)} ({ver(n)}" + (", automatic)" if n != target else ")") for n in pkgs)
        cmd = rng.choice([f"apt install {target}", f"apt-get install -y {target}", f"apt install -y {target}",
                          f"/usr/bin/apt-get -y -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold install {target}"])
        history(t, c.t + _sec(1), cmd, users.pick(rng) if not cmd.startswith("/usr") else None, [("Install", lst)], error=not ok)

    def op_remove(t: int, purge: bool = False) -> None:
        cands = [n for n in _INSTALLABLE if n in installed]
        if not cands:
            return op_install(t)
        target = rng.choice(cands)
        pkgs = [target] + ([d for d in _INSTALLABLE[target] if d in installed] if rng.random() < 0.5 else [])
        c = Clock(t)
        trig_seen: set = set()
        L.add(c.step(0, 0.2), "-", D + "startup packages remove")
        for n in pkgs:
            v = ver(n)
            L.add(c.step(), "-", D + "remove {pkg} {ver} <none>", pkg=arch(n), ver=v)
            st(c, "half-configured", n, v)
            st(c, "half-installed", n, v)
            pending(c, n, trig_seen)
            st(c, "config-files", n, v)
            if n not in _CONFFILES and not purge:
                st(c, "not-installed", n, "<none>")
        if purge:
            L.add(c.step(), "-", D + "startup packages purge")
            for n in pkgs:
                L.add(c.step(), "-", D + "purge {pkg} {ver} <none>", pkg=arch(n), ver=ver(n))
                st(c, "config-files", n, ver(n))
                st(c, "not-installed", n, "<none>")
        tr = [x for x in trig_of(pkgs)]
        if tr:
            L.add(c.step(), "-", D + "startup packages configure")
            for x in tr:
                L.add(c.step(), "-", D + "trigproc {pkg} {ver} <none>", pkg=arch(x), ver=ver(x))
                st(c, "half-configured", x, ver(x))
                st(c, "installed", x, ver(x))
        lst = ", ".join(f"{arch(n)} ({ver(n)})" for n in pkgs)
        for n in pkgs:
            installed.discard(n)
        if purge:
            history(t, c.t + _sec(1), rng.choice([f"apt purge {target}", f"apt-get purge -y {target}"]),
                    users.pick(rng), [("Purge", lst)])
        else:
            cmd = rng.choice([f"apt remove {target}", f"apt-get remove -y {target}", "apt autoremove", "apt-get autoremove -y"])
            history(t, c.t + _sec(1), cmd, users.pick(rng), [("Remove", lst)])

    def op_deb(t: int) -> None:
        full, v = rng.choice(_DEBS)
        c = Clock(t)
        L.add(c.step(0, 0.2), "-", D + "startup archives unpack")
        L.add(c.step(), "-", D + "install {pkg} <none> {ver}", pkg=full, ver=v)
        L.add(c.step(0, 0.05), "-", D + "status half-installed {pkg} {ver}", pkg=full, ver=v)
        L.add(c.step(0.5, 4), "-", D + "status unpacked {pkg} {ver}", pkg=full, ver=v)
        L.add(c.step(), "-", D + "startup packages configure")
        L.add(c.step(), "-", D + "configure {pkg} {ver} <none>", pkg=full, ver=v)
        L.add(c.step(0, 0.05), "-", D + "status unpacked {pkg} {ver}", pkg=full, ver=v)
        L.add(c.step(0, 0.05), "-", D + "status half-configured {pkg} {ver}", pkg=full, ver=v)
        L.add(c.step(0, 2), "-", D + "status installed {pkg} {ver}", pkg=full, ver=v)

    def unattended_time(t: int) -> int:
        day = t // (86400 * _S)
        cand = day * 86400 * _S + _sec(6 * 3600 + rng.uniform(0, 3600))
        return cand if cand > t else t

    weights = {"upgrade": 10, "unattended": 8, "install": 5, "remove": 2, "deb": 1,
               "purge": 0, "fail": 0, "awaited": 0, "conffile": 0}
    handlers = {"upgrade": op_upgrade, "unattended": lambda t: op_upgrade(unattended_time(t), unattended=True),
                "install": op_install, "remove": op_remove, "deb": op_deb,
                "purge": lambda t: op_remove(t, purge=True), "fail": lambda t: op_install(t, fail=True),
                "awaited": lambda t: op_upgrade(t, awaited=True), "conffile": lambda t: op_upgrade(t, conffile_install=True)}
    return _drive(rng, L, _sec(rng.uniform(0, 86400)), 5 * 3600.0, weights, handlers,
                  ["purge", "fail", "awaited", "conffile"], 28)


# =========================================================================== 3. containerd
_CTR_APPS = [
    ("coredns", "kube-system", "deploy", [("coredns", "registry.k8s.io/coredns/coredns:v1.11.1")]),
    ("kube-proxy", "kube-system", "ds", [("kube-proxy", "registry.k8s.io/kube-proxy:v1.29.3")]),
    ("calico-node", "calico-system", "ds", [("calico-node", "docker.io/calico/node:v3.27.2")]),
    ("ingress-nginx-controller", "ingress-nginx", "deploy", [("controller", "registry.k8s.io/ingress-nginx/controller:v1.10.0")]),
    ("checkout-api", "shop", "deploy", [("checkout-api", "ghcr.io/acme/checkout-api:v2.14.1"), ("istio-proxy", "docker.io/istio/proxyv2:1.21.1")]),
    ("catalog-search", "shop", "deploy", [("search", "ghcr.io/acme/catalog-search:v1.3.0"), ("istio-proxy", "docker.io/istio/proxyv2:1.21.1")]),
    ("cart-service", "shop", "deploy", [("cart", "ghcr.io/acme/cart-service:v0.22.7")]),
    ("payments-worker", "payments", "deploy", [("worker", "ghcr.io/acme/payments-worker:v0.9.3")]),
    ("redis-cache", "shop", "sts", [("redis", "docker.io/bitnami/redis:7.2.4-debian-12-r9"), ("metrics", "docker.io/bitnami/redis-exporter:1.58.0")]),
    ("node-exporter", "monitoring", "ds", [("node-exporter", "quay.io/prometheus/node-exporter:v1.7.0")]),
    ("fluent-bit", "logging", "ds", [("fluent-bit", "cr.fluentbit.io/fluent/fluent-bit:2.2.2")]),
    ("grafana", "monitoring", "deploy", [("grafana", "docker.io/grafana/grafana:10.4.2"), ("grafana-sc-dashboard", "quay.io/kiwigrid/k8s-sidecar:1.26.1")]),
    ("nightly-report", "batch", "job", [("report", "ghcr.io/acme/report-runner:v3.2.0")]),
    ("db-backup", "batch", "job", [("pg-dump", "docker.io/library/postgres:16.2-alpine")]),
    ("cert-manager", "cert-manager", "deploy", [("cert-manager-controller", "quay.io/jetstack/cert-manager-controller:v1.14.4")]),
    ("postgres-main", "data", "sts", [("postgres", "docker.io/library/postgres:16.2"), ("exporter", "quay.io/prometheuscommunity/postgres-exporter:v0.15.0")]),
    ("web-frontend", "shop", "deploy", [("nginx", "docker.io/library/nginx:1.25.4-alpine")]),
]
_CTR_PLUGINS = [
    "io.containerd.event.v1.exchange", "io.containerd.internal.v1.opt", "io.containerd.warning.v1.deprecations",
    "io.containerd.snapshotter.v1.native", "io.containerd.snapshotter.v1.overlayfs",
    "io.containerd.content.v1.content", "io.containerd.metadata.v1.bolt", "io.containerd.gc.v1.scheduler",
    "io.containerd.differ.v1.walking", "io.containerd.lease.v1.manager", "io.containerd.service.v1.containers-service",
    "io.containerd.service.v1.content-service", "io.containerd.service.v1.diff-service",
    "io.containerd.service.v1.images-service", "io.containerd.service.v1.introspection-service",
    "io.containerd.service.v1.namespaces-service", "io.containerd.service.v1.snapshots-service",
    "io.containerd.runtime.v1.linux", "io.containerd.runtime.v2.task", "io.containerd.runtime.v2.shim",
    "io.containerd.sandbox.store.v1.local", "io.containerd.sandbox.controller.v1.local",
    "io.containerd.streaming.v1.manager", "io.containerd.service.v1.tasks-service", "io.containerd.grpc.v1.containers",
    "io.containerd.grpc.v1.content", "io.containerd.grpc.v1.diff", "io.containerd.grpc.v1.events",
    "io.containerd.grpc.v1.images", "io.containerd.grpc.v1.leases", "io.containerd.grpc.v1.namespaces",
    "io.containerd.internal.v1.restart", "io.containerd.grpc.v1.sandbox-controllers", "io.containerd.grpc.v1.snapshots",
    "io.containerd.grpc.v1.streaming", "io.containerd.grpc.v1.tasks", "io.containerd.transfer.v1.local",
    "io.containerd.grpc.v1.transfer", "io.containerd.grpc.v1.version", "io.containerd.grpc.v1.cri",
    "io.containerd.nri.v1.nri", "io.containerd.grpc.v1.introspection", "io.containerd.grpc.v1.healthcheck"]
_CTR_SKIP = [
    ("io.containerd.snapshotter.v1.aufs", "aufs is not supported (modprobe aufs failed: exit status 1 \"modprobe: FATAL: Module aufs not found in directory /lib/modules/6.1.0-18-amd64\\n\"): skip plugin"),
    ("io.containerd.snapshotter.v1.blockfile", "no scratch file generator: skip plugin"),
    ("io.containerd.snapshotter.v1.btrfs", "path /var/lib/containerd/io.containerd.snapshotter.v1.btrfs (ext4) must be a btrfs filesystem to be used with the btrfs snapshotter: skip plugin"),
    ("io.containerd.snapshotter.v1.devmapper", "devmapper not configured: skip plugin"),
    ("io.containerd.snapshotter.v1.zfs", "path /var/lib/containerd/io.containerd.snapshotter.v1.zfs must be a zfs filesystem to be used with the zfs snapshotter: skip plugin"),
    ("io.containerd.tracing.processor.v1.otlp", "no OpenTelemetry endpoint: skip plugin"),
]
_CTR_PULL_ERR = ["failed to pull and unpack image \"{img}\": failed to resolve reference \"{img}\": {img}: not found",
                 "failed to pull and unpack image \"{img}\": failed to resolve reference \"{img}\": unexpected status from HEAD request to https://ghcr.io/v2/acme/manifests: 401 Unauthorized",
                 "failed to pull and unpack image \"{img}\": failed to copy: httpReadSeeker: failed open: unexpected status code https://registry-1.docker.io/v2/library/blobs/sha256: 429 Too Many Requests - Server message: toomanyrequests: You have reached your pull rate limit."]


def make_containerd(rng: random.Random) -> list[dict[str, str]]:
    L = _Log(_ts_nano)
    apps = _Pool(rng, _CTR_APPS, 0.8)
    H = 'time="{ts}" level='
    pods: list[dict] = []
    pulled: set = set()
    st = {"pid": rng.randint(3000, 20000)}

    def pid() -> int:
        st["pid"] += rng.randint(5, 900)
        return st["pid"]

    def info(t, fmt, **kv):
        L.add(t, "INFO", H + "info " + fmt, **kv)

    def warn(t, fmt, **kv):
        L.add(t, "WARN", H + "warning " + fmt, **kv)

    def err(t, fmt, **kv):
        L.add(t, "ERROR", H + "error " + fmt, **kv)

    def startup(t: int) -> None:
        rev = _hex(rng, 40)
        info(t, 'msg="starting containerd" revision={rev} version={ver}', rev=rev, ver="v1.7.13")
        skips = dict(_CTR_SKIP)
        order = _CTR_PLUGINS[:3] + [p for p, _ in _CTR_SKIP[:3]] + _CTR_PLUGINS[3:5] + [_CTR_SKIP[3][0], _CTR_SKIP[4][0]] + _CTR_PLUGINS[5:] + [_CTR_SKIP[5][0]]
        for p in order:
            t += _sec(rng.uniform(0.0001, 0.003))
            typ = p.rsplit(".", 1)[0]
            info(t, r'msg="loading plugin \"{plugin}\"..." type={ptype}', plugin=p, ptype=typ)
            if p in skips:
                info(t, r'msg="skip loading plugin \"{plugin}\"..." error={error} type={ptype}', plugin=p, error=_logrus(skips[p]), ptype=typ)
            if p == "io.containerd.metadata.v1.bolt":
                warn(t, 'msg="could not use snapshotter devmapper in metadata plugin" error={error}', error=_logrus("devmapper not configured"))
                info(t, 'msg="metadata content store policy set" policy={policy}', policy="shared")
            if p == "io.containerd.grpc.v1.cri":
                info(t, 'msg="Connect containerd service"')
                info(t, r'msg="Get image filesystem path \"{path}\""', path="/var/lib/containerd/io.containerd.snapshotter.v1.overlayfs")
        t += _sec(0.003)
        info(t, "msg=serving... address={addr}", addr="/run/containerd/containerd.sock.ttrpc")
        info(t, "msg=serving... address={addr}", addr="/run/containerd/containerd.sock")
        for m in ["Start subscribing containerd event", "Start recovering state", "Start event monitor",
                  "Start snapshots syncer", "Start cni network conf syncer for default", "Start streaming server"]:
            t += _sec(rng.uniform(0.0005, 0.02))
            info(t, 'msg="' + m + '"')
        info(t, 'msg="containerd successfully booted in {secs}s"', secs=f"{rng.uniform(0.03, 0.2):.6f}")

    def pod_name(app, kind):
        if kind == "deploy":
            return f"{app}-{_alnum(rng, rng.choice([9, 10]), 'bcdfghjklmnpqrstvwxz2456789')}-{_alnum(rng, 5, 'bcdfghjklmnpqrstvwxz2456789')}"
        if kind == "ds":
            return f"{app}-{_alnum(rng, 5, 'bcdfghjklmnpqrstvwxz2456789')}"
        if kind == "sts":
            return f"{app}-{rng.randint(0, 2)}"
        return f"{app}-{28580000 + rng.randint(0, 9999)}-{_alnum(rng, 5, 'bcdfghjklmnpqrstvwxz2456789')}"

    def pull(t: int, img: str) -> int:
        info(t, r'msg="PullImage \"{img}\""', img=img)
        t += _sec(rng.uniform(0.5, 25))
        iid = _hex(rng, 64)
        info(t, "msg=\"ImageCreate event &ImageCreate{Name:{img},Labels:map[string]string{io.cri-containerd.image: managed,},XXX_unrecognized:[],}\"", img=img)
        nbytes = rng.randint(2_000_000, 300_000_000)
        info(t, 'msg="stop pulling image {img}: active requests=0, bytes read={n}"', img=img, n=nbytes)
        info(t, "msg=\"ImageCreate event &ImageCreate{Name:{img},Labels:map[string]string{io.cri-containerd.image: managed,},XXX_unrecognized:[],}\"", img="sha256:" + iid)
        repo = img.rsplit(":", 1)[0]
        dg = _hex(rng, 64)
        info(t, "msg=\"ImageUpdate event &ImageUpdate{Name:{img},Labels:map[string]string{io.cri-containerd.image: managed,},XXX_unrecognized:[],}\"", img=img)
        info(t, "msg=\"ImageCreate event &ImageCreate{Name:{ref},Labels:map[string]string{io.cri-containerd.image: managed,},XXX_unrecognized:[],}\"", ref=f"{repo}@sha256:{dg}")
        info(t, r'msg="Pulled image \"{img}\" with image id \"sha256:{iid}\", repo tag \"{img}\", repo digest \"{ref}\", size \"{size}\" in {dur}"',
             img=img, iid=iid, ref=f"{repo}@sha256:{dg}", size=nbytes + rng.randint(0, 5000), dur=_godur(_sec(rng.uniform(0.5, 25))))
        info(t, r'msg="PullImage \"{img}\" returns image reference \"sha256:{iid}\""', img=img, iid=iid)
        pulled.add(img)
        return t + _sec(0.01)

    def create_start(t: int, pod: dict, cname: str, img: str, attempt: int) -> int:
        cid = _hex(rng, 64)
        info(t, r'msg="CreateContainer within sandbox \"{sb}\" for container &ContainerMetadata{Name:{cname},Attempt:{attempt},}"',
             sb=pod["sb"], cname=cname, attempt=attempt)
        t += _sec(rng.uniform(0.01, 0.3))
        info(t, r'msg="CreateContainer within sandbox \"{sb}\" for &ContainerMetadata{Name:{cname},Attempt:{attempt},} returns container id \"{cid}\""',
             sb=pod["sb"], cname=cname, attempt=attempt, cid=cid)
        t += _sec(rng.uniform(0.001, 0.01))
        info(t, r'msg="StartContainer for \"{cid}\""', cid=cid)
        t += _sec(rng.uniform(0.02, 0.4))
        info(t, r'msg="StartContainer for \"{cid}\" returns successfully"', cid=cid)
        pod["ctrs"][cname] = {"cid": cid, "attempt": attempt, "img": img}
        return t

    def shim_exit(t: int, cid: str, ns: str = "k8s.io", code: int | None = None) -> int:
        if code is not None:
            info(t, "msg=\"TaskExit event &TaskExit{ContainerID:{cid},ID:{id},Pid:{pid},ExitStatus:{code},ExitedAt:{at},XXX_unrecognized:[],}\"",
                 cid=cid, id=cid, pid=pid(), code=code, at=f"{_dt(t):%Y-%m-%d %H:%M:%S}.{t % _S:09d} +0000 UTC")
        t += _sec(rng.uniform(0.005, 0.05))
        info(t, 'msg="shim disconnected" id={cid} namespace={ns}', cid=cid, ns=ns)
        warn(t, 'msg="cleaning up after shim disconnected" id={cid} namespace={ns}', cid=cid, ns=ns)
        info(t, 'msg="cleaning up dead shim" namespace={ns}', ns=ns)
        return t

    def ev_pod_start(t: int) -> None:
        app, ns, kind, ctrs = apps.pick(rng)
        name = pod_name(app, kind)
        meta = dict(name=name, uid=_uuid(rng), ns=ns, attempt=0)
        M = "&PodSandboxMetadata{Name:{name},Uid:{uid},Namespace:{ns},Attempt:{attempt},}"
        info(t, 'msg="RunPodSandbox for ' + M + '"', **meta)
        t += _sec(rng.uniform(0.1, 1.5))
        sb = _hex(rng, 64)
        info(t, 'msg="RunPodSandbox for ' + M + r' returns sandbox id \"{sb}\""', sb=sb, **meta)
        pod = {"sb": sb, "ns": ns, "ctrs": {}, "kind": kind}
        for cname, img in ctrs:
            t += _sec(rng.uniform(0.02, 0.3))
            if img not in pulled or rng.random() < 0.05:
                t = pull(t, img)
            t = create_start(t, pod, cname, img, 0)
        pods.append(pod)
        if kind == "job":
            ev_pod_stop(t + _sec(rng.uniform(20, 600)), pod, exited=True)
        elif rng.random() < 0.45:
            ev_pod_stop(t + _sec(rng.expovariate(1 / 1800.0) + 30), pod)

    def ev_pod_stop(t: int, pod: dict | None = None, exited: bool = False) -> None:
        if pod is None:
            live = [p for p in pods if not p.get("stopping") and p["kind"] != "job"]
            if not live:
                return ev_pod_start(t)
            pod = rng.choice(live)
        if pod.get("stopping"):
            return
        pod["stopping"] = True
        for cname, c in pod["ctrs"].items():
            if exited:
                shim_exit(t, c["cid"], code=0)
                t += _sec(rng.uniform(0.5, 2))
                continue
            grace = rng.choice([30, 30, 30, 60, 10])
            info(t, r'msg="StopContainer for \"{cid}\" with timeout {n} (s)"', cid=c["cid"], n=grace)
            info(t, r'msg="Stop container \"{cid}\" with signal terminated"', cid=c["cid"])
            t += _sec(rng.uniform(0.1, 5))
            t = shim_exit(t, c["cid"])
            info(t + _sec(0.02), r'msg="StopContainer for \"{cid}\" returns successfully"', cid=c["cid"])
            t += _sec(0.03)
        info(t, r'msg="StopPodSandbox for \"{sb}\""', sb=pod["sb"])
        t += _sec(0.01)
        for cname, c in pod["ctrs"].items():
            info(t, r'msg="Container to stop \"{cid}\" must be in running or unknown state, current state \"{state}\""', cid=c["cid"], state="CONTAINER_EXITED")
        t = shim_exit(t + _sec(0.05), pod["sb"])
        info(t + _sec(0.02), r'msg="TearDown network for sandbox \"{sb}\" successfully"', sb=pod["sb"])
        info(t + _sec(0.03), r'msg="StopPodSandbox for \"{sb}\" returns successfully"', sb=pod["sb"])
        t += _sec(rng.uniform(1, 60))
        for cname, c in pod["ctrs"].items():
            info(t, r'msg="RemoveContainer for \"{cid}\""', cid=c["cid"])
            info(t + _sec(0.01), r'msg="RemoveContainer for \"{cid}\" returns successfully"', cid=c["cid"])
            t += _sec(0.02)
        if rng.random() < 0.5:
            t += _sec(rng.uniform(60, 3600))
            info(t, r'msg="StopPodSandbox for \"{sb}\""', sb=pod["sb"])
            info(t, r'msg="TearDown network for sandbox \"{sb}\" successfully"', sb=pod["sb"])
            info(t, r'msg="StopPodSandbox for \"{sb}\" returns successfully"', sb=pod["sb"])
            info(t, r'msg="RemovePodSandbox for \"{sb}\""', sb=pod["sb"])
            info(t, r'msg="Forcibly stopping sandbox \"{sb}\""', sb=pod["sb"])
            info(t, r'msg="RemovePodSandbox \"{sb}\" returns successfully"', sb=pod["sb"])
        if pod in pods:
            pods.remove(pod)

    def ev_crash(t: int) -> None:
        live = [p for p in pods if not p.get("stopping") and p["kind"] != "job"]
        if not live:
            return ev_pod_start(t)
        pod = rng.choice(live)
        cname = rng.choice(list(pod["ctrs"]))
        c = pod["ctrs"][cname]
        t = shim_exit(t, c["cid"], code=rng.choice([1, 1, 2, 137, 139, 143]))
        t += _sec(rng.uniform(1, 10) * (1 + c["attempt"]))
        if c["attempt"] > 0 and rng.random() < 0.7:
            info(t, r'msg="RemoveContainer for \"{cid}\""', cid=c["cid"])
            info(t + _sec(0.01), r'msg="RemoveContainer for \"{cid}\" returns successfully"', cid=c["cid"])
        create_start(t + _sec(0.02), pod, cname, c["img"], c["attempt"] + 1)

    def ev_docker(t: int) -> None:
        cid = _hex(rng, 64)
        t = shim_exit(t, cid, ns="moby")
        if rng.random() < 0.15:
            info(t - _sec(10), 'msg="Container failed to exit within {n}s of signal 15 - using the force" container={cid}', n=10, cid=cid)
        L.add(t + _sec(0.001), "INFO", H + 'info msg="ignoring event" container={cid} module=libcontainerd namespace=moby topic=/tasks/delete type="*events.TaskDelete"', cid=cid)

    def ev_pull_fail(t: int) -> None:
        img = rng.choice(["ghcr.io/acme/checkout-api:v2.15.0-rc1", "docker.io/library/nginx:1.25.5-alpine", "ghcr.io/acme/payments-worker:v0.9.4",
                          "docker.io/bitnami/redis:7.2.5-debian-12-r0"])
        info(t, r'msg="PullImage \"{img}\""', img=img)
        t += _sec(rng.uniform(0.3, 3))
        e = rng.choice(_CTR_PULL_ERR).replace("{img}", img)
        err(t, r'msg="PullImage \"{img}\" failed" error={error}', img=img, error=_logrus(e))

    def ev_status_nf(t: int) -> None:
        cid = _hex(rng, 64)
        err(t, r'msg="ContainerStatus for \"{cid}\" failed" error={error}', cid=cid,
            error=_logrus(f'rpc error: code = NotFound desc = an error occurred when try to find container "{cid}": not found'))

    def ev_destroy_net(t: int) -> None:
        sb = pods[0]["sb"] if pods else _hex(rng, 64)
        err(t, r'msg="Failed to destroy network for sandbox \"{sb}\"" error={error}', sb=sb,
            error=_logrus(rng.choice(['plugin type="calico" failed (delete): error getting ClusterInformation: connection is unauthorized: Unauthorized',
                                      'plugin type="calico" failed (delete): stat /var/lib/calico/nodename: no such file or directory: check that the calico/node container is running and has mounted /var/lib/calico/'])))

    def ev_cni(t: int) -> None:
        err(t, r'msg="failed to reload cni configuration after receiving fs change event(\"{path}\": {op})" error={error}',
            path="/etc/cni/net.d/10-calico.conflist.tmp", op="REMOVE",
            error=_logrus("cni config load failed: no network config found in /etc/cni/net.d: cni plugin not initialized: failed to load cni config"))

    def ev_cleanup_warn(t: int) -> None:
        warn(t, r'msg="cleanup warnings time=\"{ts2}\" level=info msg=\"starting signal loop\" namespace={ns} pid={pid} runtime=io.containerd.runc.v2\n"',
             ts2=_ts_nano(t - _sec(0.01)), ns="k8s.io", pid=pid())

    def ev_exec_fail(t: int) -> None:
        cid = _hex(rng, 64)
        err(t, r'msg="ExecSync for \"{cid}\" failed" error={error}', cid=cid,
            error=_logrus(f"rpc error: code = NotFound desc = failed to exec in container: failed to load task: no running task found: task {cid} not found: not found"))

    def ev_stop_fail(t: int) -> None:
        sb = _hex(rng, 64)
        err(t, r'msg="StopPodSandbox for \"{sb}\" failed" error={error}', sb=sb,
            error=_logrus(f'rpc error: code = DeadlineExceeded desc = failed to stop sandbox container "{sb}" in "SANDBOX_READY" state: context deadline exceeded'))

    def ev_health(t: int) -> None:
        cid = _hex(rng, 64)
        warn(t, 'msg="Health check for container {cid} error: {error}"', cid=cid, error=f"timed out starting health check for container {cid}")

    t0 = _sec(rng.uniform(0, 86400))
    startup(t0)
    for _ in range(rng.randint(8, 14)):
        t0 += _sec(rng.uniform(0.2, 3))
        ev_pod_start(t0)
    weights = {"start": 30, "stop": 12, "crash": 14, "docker": 10, "pull_fail": 0, "status_nf": 0, "destroy_net": 0,
               "cni": 0, "cleanup_warn": 0, "exec_fail": 0, "stop_fail": 0, "health": 0}
    handlers = {"start": ev_pod_start, "stop": lambda t: ev_pod_stop(t), "crash": ev_crash, "docker": ev_docker,
                "pull_fail": ev_pull_fail, "status_nf": ev_status_nf, "destroy_net": ev_destroy_net, "cni": ev_cni,
                "cleanup_warn": ev_cleanup_warn, "exec_fail": ev_exec_fail, "stop_fail": ev_stop_fail, "health": ev_health}
    rare = ["pull_fail", "status_nf", "destroy_net", "cni", "cleanup_warn", "exec_fail", "stop_fail", "health"]
    return _drive(rng, L, t0 + _sec(5), 150.0, weights, handlers, rare, 90)


# =========================================================================== 4. grafana
_GF_USERS = ["admin", "alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy",
             "oncall", "sre-bot", "viewer", "mkowalski", "jsmith", "apatel", "lnguyen", "rgarcia", "tanaka",
             "dmueller", "sofia", "omar", "priya", "henrik", "beatriz", "noc-display", "finance-team"]
_GF_SLUGS = ["node-exporter-full", "kubernetes-cluster-overview", "postgres-overview", "nginx-ingress-controller",
             "api-latency", "business-kpis", "redis-dashboard", "checkout-funnel", "jvm-micrometer", "loki-logs-explorer",
             "alertmanager-overview", "blackbox-exporter", "haproxy-backends", "kafka-consumer-lag", "payments-sla",
             "cost-explorer", "coredns", "etcd-cluster", "rabbitmq-overview", "website-traffic", "synthetic-checks",
             "capacity-planning", "slo-burn-rate", "mysql-overview", "windows-hosts"]
_GF_FOLDERS = ["Infrastructure", "Kubernetes", "Databases", "Business", "Networking", "SRE", "Payments"]
_GF_PLUGINS = ["grafana-piechart-panel", "grafana-clock-panel", "yesoreyeram-infinity-datasource", "grafana-polystat-panel",
               "alexanderzobnin-zabbix-app", "grafana-worldmap-panel", "marcusolsson-json-datasource", "grafana-lokiexplore-app"]
_GF_DS = [("Prometheus", "prometheus"), ("Loki", "loki"), ("Thanos", "prometheus"), ("PostgreSQL", "grafana-postgresql-datasource"),
          ("Elasticsearch", "elasticsearch"), ("Tempo", "tempo"), ("InfluxDB", "influxdb"), ("CloudWatch", "cloudwatch")]
_GF_5XX = ["Failed to evaluate queries: context canceled", "database is locked",
           "plugin unavailable", "Failed to get dashboard: context deadline exceeded",
           "failed to query data: Post \"http://prometheus-server.monitoring.svc:9090/api/v1/query_range\": dial tcp 10.96.12.7:9090: connect: connection refused",
           "failed to query data: Post \"http://loki-gateway.logging.svc/loki/api/v1/query_range\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)",
           "sql: database is closed", "Failed to save dashboard: UNIQUE constraint failed: dashboard.org_id, dashboard.folder_id, dashboard.title"]


def make_grafana(rng: random.Random) -> list[dict[str, str]]:
    L = _Log(_ts_nano)
    users_l = list(_GF_USERS)
    users = _Pool(rng, users_l, 1.0)
    uid_of = {u: i + 1 for i, u in enumerate(rng.sample(users_l, len(users_l)))}
    uip = {u: rng.choice(["10.20.", "10.21.", "172.16.", "192.168."]) + f"{rng.randint(0, 40)}.{rng.randint(2, 250)}" for u in users_l}
    dash = _Pool(rng, [(_alnum(rng, rng.choice([9, 14]), string.ascii_letters + string.digits), s) for s in _GF_SLUGS], 1.1)
    folders = [(_alnum(rng, 14, string.ascii_lowercase + string.digits), f) for f in _GF_FOLDERS]
    dss = [(_alnum(rng, 14, string.ascii_letters + string.digits), n, typ) for n, typ in _GF_DS]
    dsp = _Pool(rng, dss, 1.3)
    rules = [_alnum(rng, 14, string.ascii_lowercase + string.digits) for _ in range(40)]
    rulep = _Pool(rng, rules, 0.9)
    rule_ver = {r: rng.randint(1, 30) for r in rules}
    rule_fp = {r: _hex(rng, 16) for r in rules}
    org_of = {u: (1 if rng.random() < 0.85 else rng.choice([2, 3])) for u in users_l}
    base = rng.choice(["https://grafana.acme.io", "https://grafana.internal.example.com", "https://monitoring.corp.example.net"])
    G = "logger={lg} t={ts} level="

    def ms(n: int) -> int:
        return n * 1_000_000

    def route(u: str):
        uid_, slug = dash.pick(rng)
        r = rng.random()
        if r < 0.30:
            ds = dsp.pick(rng)
            return "POST", "/api/ds/query", "/api/ds/query", f"{base}/d/{uid_}/{slug}?orgId={org_of[u]}&refresh=30s", 400
        if r < 0.45:
            return "GET", f"/api/dashboards/uid/{uid_}", "/api/dashboards/uid/:uid", f"{base}/d/{uid_}/{slug}?orgId={org_of[u]}", 20
        if r < 0.55:
            return "GET", f"/d/{uid_}/{slug}", "/d/:uid/:slug", f"{base}/dashboards", 15
        if r < 0.61:
            return "GET", "/api/search", "/api/search/", f"{base}/dashboards?query={slug.split('-')[0]}", 30
        if r < 0.67:
            return "GET", "/api/annotations", "/api/annotations", f"{base}/d/{uid_}/{slug}?orgId={org_of[u]}", 25
        if r < 0.72:
            return "POST", "/api/frontend-metrics", "/api/frontend-metrics", f"{base}/d/{uid_}/{slug}", 10
        if r < 0.76:
            return "GET", "/api/user/preferences", "/api/user/preferences", f"{base}/profile", 8
        if r < 0.80:
            ds = dsp.pick(rng)
            return "GET", f"/api/datasources/uid/{ds[0]}/health", "/api/datasources/uid/:uid/health", f"{base}/connections/datasources/edit/{ds[0]}", 200
        if r < 0.84:
            return "GET", "/api/prometheus/grafana/api/v1/rules", "/api/prometheus/grafana/api/v1/rules", f"{base}/alerting/list", 60
        if r < 0.87:
            return "GET", "/api/alertmanager/grafana/api/v2/alerts", "/api/alertmanager/grafana/api/v2/alerts", f"{base}/alerting/groups", 20
        if r < 0.90:
            return "GET", "/api/folders", "/api/folders/", f"{base}/dashboards", 12
        if r < 0.92:
            p = rng.choice(_GF_PLUGINS)
            return "GET", f"/api/plugins/{p}/settings", "/api/plugins/:pluginId/settings", f"{base}/d/{uid_}/{slug}", 6
        if r < 0.95:
            return "POST", "/api/user/auth-tokens/rotate", "/api/user/auth-tokens/rotate", f"{base}/d/{uid_}/{slug}", 15
        if r < 0.975:
            return "POST", "/api/dashboards/db", "/api/dashboards/db/", f"{base}/d/{uid_}/{slug}?orgId={org_of[u]}&editview=settings", 90
        if r < 0.99:
            f = rng.choice(folders)
            return "PUT", f"/api/folders/{f[0]}", "/api/folders/:folder_uid", f"{base}/dashboards/f/{f[0]}/", 40
        return "DELETE", f"/api/dashboards/uid/{uid_}", "/api/dashboards/uid/:uid", f"{base}/d/{uid_}/{slug}?orgId={org_of[u]}&editview=settings", 60

    REQ = ('logger=context userId={uid} orgId={org} uname={uname} t={ts} level={lvl} msg="Request Completed" method={method} '
           'path={path} status={status} remote_addr={ip} time_ms={time_ms} duration={dur} size={size} referer={ref} '
           'handler={handler} status_source={src}')

    def ev_request(t: int, force_error: bool = False) -> None:
        u = users.pick(rng)
        method, path, handler, ref, base_ms = route(u)
        n = max(1, int(rng.lognormvariate(0, 0.9) * base_ms))
        status = 200
        r = rng.random()
        if force_error:
            status = rng.choice([500, 500, 502, 504])
        elif method == "GET" and handler == "/api/dashboards/uid/:uid" and r < 0.04:
            status = 404
        elif method == "POST" and handler == "/api/ds/query" and r < 0.05:
            status = 400
        elif r < 0.02:
            status = 403
        elif method == "GET" and r < 0.06:
            status = 304
        lvl = "error" if status >= 500 else "info"
        fmt = REQ.replace("{lvl}", lvl).replace("{method}", method)
        kv = dict(uid=uid_of[u], org=org_of[u], uname=u, path=path, status=status, ip=uip[u], time_ms=n,
                  dur=_godur(ms(n) + rng.randint(0, 999_999)), size=0 if status == 304 else rng.randint(2, 250_000),
                  ref=_logfmt(ref), handler=handler, src="downstream" if status in (400, 502, 504) else "server")
        if status >= 500:
            fmt += " error={error}"
            kv["error"] = _logfmt(rng.choice(_GF_5XX))
        L.add(t, "ERROR" if lvl == "error" else "INFO", fmt, **kv)

    def ev_cleanup(t: int) -> None:
        L.add(t, "INFO", G + 'info msg="Completed cleanup jobs" duration={dur}', lg="cleanup", dur=_godur(_sec(rng.uniform(0.005, 0.4))))

    def ev_update(t: int) -> None:
        lg = rng.choice(["grafana.update.checker", "plugins.update.checker"])
        L.add(t, "INFO", G + 'info msg="Update check succeeded" duration={dur}', lg=lg, dur=_godur(_sec(rng.uniform(0.05, 0.9))))

    def ev_alert_send(t: int) -> None:
        r = rulep.pick(rng)
        L.add(t, "INFO", 'logger=ngalert.sender.router rule_uid={ruid} org_id={org} t={ts} level=info msg="Sending alerts to local notifier" count={n}',
              ruid=r, org=1, n=rng.choice([1, 1, 1, 2, 3, 5]))

    def ev_eval_fail(t: int) -> None:
        r = rulep.pick(rng)
        e = rng.choice(["[sse.dataQueryError] failed to execute query [A]: context deadline exceeded",
                        "[plugin.downstreamError] client: failed to query data: Post \"http://prometheus-server.monitoring.svc:9090/api/v1/query\": dial tcp 10.96.12.7:9090: connect: connection refused",
                        "failed to build query 'A': data source not found",
                        "[sse.dataQueryError] failed to execute query [B]: invalid character '<' looking for beginning of value"])
        L.add(t, "ERROR", 'logger=ngalert.scheduler rule_uid={ruid} org_id={org} version={ver} fingerprint={fp} now={now} t={ts} level=error msg="Failed to evaluate rule" error={error} duration={dur}',
              ruid=r, org=1, ver=rule_ver[r], fp=rule_fp[r], now=f"{_dt(t):%Y-%m-%dT%H:%M:%S}Z", error=_logfmt(e), dur=_godur(_sec(rng.uniform(0.01, 30))))

    def ev_stale(t: int) -> None:
        r = rulep.pick(rng)
        L.add(t, "INFO", 'logger=ngalert.state.manager rule_uid={ruid} org_id={org} t={ts} level=info msg="Detected stale state entry" cacheID={cid} state={state} reason={reason}',
              ruid=r, org=1, cid=_logfmt(f"[[\"__alert_rule_uid__\",\"{r}\"],[\"instance\",\"{rng.choice(['node-a', 'node-b', 'api-gw', 'db-main'])}:9100\"]]"),
              state=rng.choice(["Normal", "Alerting", "NoData"]), reason="MissingSeries")

    def ev_live(t: int) -> None:
        uid_, _ = dash.pick(rng)
        ch = f"grafana/dashboard/uid/{uid_}"
        L.add(t, "INFO", G + 'info msg="Initialized channel handler" channel={ch} address={ch}', lg="live", ch=ch)

    def ev_authn_fail(t: int) -> None:
        client, e = rng.choice([("auth.client.session", "user token not found"),
                                ("auth.client.basic", "[password-auth.failed] failed to authenticate identity: [identity.not-found] no user found: user not found"),
                                ("auth.client.session", "token needs to be rotated"),
                                ("auth.client.api-key", "[api-key.invalid] API key is expired")])
        L.add(t, "WARN", G + 'warn msg="Failed to authenticate request" client={client} error={error}', lg="authn.service", client=client, error=_logfmt(e))

    def ev_ds_fail(t: int) -> None:
        u = users.pick(rng)
        ds = dsp.pick(rng)
        L.add(t, "ERROR", 'logger=tsdb.prometheus endpoint=queryData pluginId=prometheus dsName={ds} dsUID={dsuid} uname={uname} fromAlert={fa} t={ts} level=error msg="Range query failed" query={q} error={error}',
              ds=ds[1], dsuid=ds[0], uname=u, fa=rng.choice(["true", "false"]),
              q=_logfmt(rng.choice(['sum(rate(http_requests_total{job="api"}[5m])) by (status)', 'up == 0',
                                    'histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket[5m])))'])),
              error=_logfmt(rng.choice(["context canceled", "client_error: client error: 422", "bad_data: invalid parameter \"query\": 1:32: parse error: unexpected \"}\""])))

    def ev_usage(t: int) -> None:
        L.add(t, "INFO", G + 'info msg="Usage stats are ready to report"', lg="infra.usagestats")

    def ev_usage_fail(t: int) -> None:
        L.add(t, "ERROR", G + 'error msg="Failed to send usage stats" error={error}', lg="infra.usagestats",
              error=_logfmt('Post "https://stats.grafana.org/grafana-usage-report": dial tcp: lookup stats.grafana.org on 10.96.0.10:53: no such host'))

    def ev_dblock(t: int) -> None:
        L.add(t, "INFO", G + 'info msg="Database locked, sleeping then retrying" error={error} retry={n} code={code}',
              lg="sqlstore.transactions", error=_logfmt("database is locked"), n=rng.randint(0, 3), code=_logfmt("database is locked"))

    def ev_notify_fail(t: int) -> None:
        L.add(t, "ERROR", 'logger=alertmanager org={org} t={ts} level=error component=dispatcher msg="Notify for alerts failed" num_alerts={n} err={error}',
              org=1, n=rng.randint(1, 6), error=_logfmt(rng.choice(["oncall-slack/slack[0]: notify retry canceled due to unrecoverable error after 1 attempts: channel \"#alerts-prod\": unexpected status 404 Not Found",
                                                                   "pagerduty-sre/pagerduty[0]: notify retry canceled after 4 attempts: context deadline exceeded"])))

    def ev_tick(t: int) -> None:
        r = rulep.pick(rng)
        L.add(t, "WARN", 'logger=ngalert.scheduler rule_uid={ruid} org_id={org} version={ver} fingerprint={fp} now={now} t={ts} level=warn msg="Tick dropped because alert rule evaluation is too slow" time={now}',
              ruid=r, org=1, ver=rule_ver[r], fp=rule_fp[r], now=f"{_dt(t):%Y-%m-%dT%H:%M:%S}Z")

    def ev_historian(t: int) -> None:
        L.add(t, "ERROR", 'logger=ngalert.state.historian backend=loki t={ts} level=error msg="Failed to save alert state history batch" error={error}',
              error=_logfmt("failed to send push request to loki: Post \"http://loki-gateway.logging.svc/loki/api/v1/push\": context deadline exceeded"))

    def startup(t: int) -> int:
        ver = rng.choice(["10.4.2", "10.4.1", "10.3.5"])
        seq = [("settings", 'msg="Starting Grafana" version={ver} commit={commit} branch={branch} compiled={compiled}',
                dict(ver=ver, commit=_hex(rng, 10), branch="HEAD", compiled=f"{_dt(t - _sec(20 * 86400)):%Y-%m-%dT%H:%M:%S}Z")),
               ("settings", 'msg="Config loaded from" file={file}', dict(file="/usr/share/grafana/conf/defaults.ini")),
               ("settings", 'msg="Config loaded from" file={file}', dict(file="/etc/grafana/grafana.ini")),
               ("settings", 'msg="Path Home" path={path}', dict(path="/usr/share/grafana")),
               ("settings", 'msg="Path Data" path={path}', dict(path="/var/lib/grafana")),
               ("settings", 'msg="Path Logs" path={path}', dict(path="/var/log/grafana")),
               ("settings", 'msg="Path Plugins" path={path}', dict(path="/var/lib/grafana/plugins")),
               ("settings", 'msg="Path Provisioning" path={path}', dict(path="/etc/grafana/provisioning")),
               ("settings", 'msg="App mode production"', {}),
               ("sqlstore", 'msg="Connecting to DB" dbtype={db}', dict(db=rng.choice(["sqlite3", "postgres", "mysql"]))),
               ("migrator", 'msg="Starting DB migrations"', {}),
               ("migrator", 'msg="migrations completed" performed={p} skipped={s} duration={dur}', dict(p=0, s=rng.randint(520, 600), dur=_godur(_sec(rng.uniform(0.01, 0.2))))),
               ("secrets", 'msg="Envelope encryption state" enabled={b} current provider={prov}', dict(b="true", prov="secretKey.v1")),
               ("plugin.store", 'msg="Loading plugins..."', {}),
               ("plugin.store", 'msg="Plugins loaded" count={n} duration={dur}', dict(n=rng.randint(50, 70), dur=_godur(_sec(rng.uniform(0.02, 0.3))))),
               ("infra.usagestats.collector", 'msg="registering usage stat providers" usageStatsProvidersLen={n}', dict(n=2)),
               ("provisioning.datasources", 'msg="inserting datasource from configuration" name={name} uid={uid}', dict(name=dss[0][1], uid=dss[0][0])),
               ("provisioning.dashboard", 'msg="starting to provision dashboards"', {}),
               ("http.server", 'msg="HTTP Server Listen" address={addr} protocol={proto} subUrl= socket=', dict(addr="[::]:3000", proto="http")),
               ("ngalert.state.manager", 'msg="Warming state cache for startup"', {}),
               ("ngalert.multiorg.alertmanager", 'msg="Starting MultiOrg Alertmanager"', {}),
               ("grafanaStorageLogger", 'msg="Storage starting"', {}),
               ("ngalert.state.manager", 'msg="State cache has been initialized" states={n} duration={dur}', dict(n=rng.randint(10, 400), dur=_godur(_sec(rng.uniform(0.005, 0.1))))),
               ("ngalert.scheduler", 'msg="Starting scheduler" tickInterval={ti} maxAttempts={n}', dict(ti="10s", n=1)),
               ("ticker", "msg=starting first_tick={ft}", dict(ft=f"{_dt(t + _sec(10)):%Y-%m-%dT%H:%M:%S}Z")),
               ("provisioning.dashboard", 'msg="finished to provision dashboards"', {})]
        for lg, m, kv in seq:
            t += _sec(rng.uniform(0.0005, 0.05))
            L.add(t, "INFO", G + "info " + m, lg=lg, **kv)
        return t

    t0 = startup(_sec(rng.uniform(0, 86400)))
    weights = {"req": 70, "cleanup": 3, "update": 2, "send": 5, "eval": 3, "stale": 2, "live": 4, "authn": 3,
               "ds_fail": 0, "usage": 0, "usage_fail": 0, "dblock": 0, "notify": 0, "tick": 0, "historian": 0, "req5xx": 0.6}
    handlers = {"req": ev_request, "cleanup": ev_cleanup, "update": ev_update, "send": ev_alert_send,
                "eval": ev_eval_fail, "stale": ev_stale, "live": ev_live, "authn": ev_authn_fail,
                "ds_fail": ev_ds_fail, "usage": ev_usage, "usage_fail": ev_usage_fail, "dblock": ev_dblock,
                "notify": ev_notify_fail, "tick": ev_tick, "historian": ev_historian,
                "req5xx": lambda t: ev_request(t, force_error=True)}
    rare = ["ds_fail", "usage", "usage_fail", "dblock", "notify", "tick", "historian"]
    return _drive(rng, L, t0 + _sec(2), 8.0, weights, handlers, rare, 1300)


# =========================================================================== 5. pgbouncer
_PGB_PAIRS = [("appdb", "appuser"), ("appdb", "app_migrator"), ("billing", "billing_rw"), ("billing", "billing_ro"),
              ("analytics", "analytics_ro"), ("analytics", "metabase"), ("inventory", "inventory_svc"),
              ("auth", "auth_svc"), ("reporting", "reporting"), ("reporting", "airflow"), ("orders", "orders_api"),
              ("catalog", "catalog_reader"), ("ledger", "ledger_writer")]
_PGB_TLS = ["TLSv1.3/TLS_AES_256_GCM_SHA384", "TLSv1.3/TLS_AES_256_GCM_SHA384", "TLSv1.2/ECDHE-RSA-AES256-GCM-SHA384", "no"]


def make_pgbouncer(rng: random.Random) -> list[dict[str, str]]:
    L = _Log(_ts_pgb)
    pairs = _Pool(rng, _PGB_PAIRS, 1.0)
    srv = {db: f"10.0.1.{rng.randint(2, 40)}" for db, _ in _PGB_PAIRS}
    local_ip = f"10.0.0.{rng.randint(2, 60)}"
    clients = {pr: [f"10.0.{rng.choice([2, 3, 4])}.{rng.randint(2, 250)}" for _ in range(rng.randint(1, 4))] for pr in _PGB_PAIRS}
    tls_of = {pr: rng.choice(_PGB_TLS) for pr in _PGB_PAIRS}
    st = {"pid": rng.randint(600, 40000), "next_stats": None}
    servers: dict[tuple, list] = {pr: [] for pr in _PGB_PAIRS}
    P = "{ts} [{pid}] "

    def ptr() -> str:
        return "0x" + rng.choice(["55", "56"]) + _hex(rng, 9) + rng.choice("08")

    def log(t, lvl, fmt, **kv):
        word = {"INFO": "LOG", "WARN": "WARNING", "ERROR": "ERROR", "FATAL": "FATAL"}[lvl]
        L.add(t, lvl, P + word + " " + fmt, pid=st["pid"], **kv)

    CL = "C-{cp}: {db}/{user}@{addr}:{port} "
    SV = "S-{sp}: {db}/{user}@{saddr}:{sport} "

    def startup(t: int) -> int:
        log(t, "INFO", "kernel file descriptor limit: {fd} (hard: {hard}); max_client_conn: {mcc}, max expected fd use: {use}",
            fd=1024 if rng.random() < 0.3 else 65536, hard=524288, mcc=rng.choice([500, 1000, 2000]), use=rng.randint(600, 2500))
        log(t, "INFO", "listening on {addr}", addr="0.0.0.0:6432")
        log(t, "INFO", "listening on {addr}", addr="[::]:6432")
        log(t, "INFO", "listening on {addr}", addr="unix:/var/run/postgresql/.s.PGSQL.6432")
        log(t, "INFO", "process up: PgBouncer {ver}, libevent {lev} (epoll), adns: c-ares {cares}, tls: OpenSSL {ossl}",
            ver=rng.choice(["1.21.0", "1.22.1"]), lev="2.1.12-stable", cares="1.18.1", ossl="3.0.11 19 Sep 2023")
        return t + _sec(0.01)

    def server_conn(t: int, pr: tuple) -> str:
        sp = ptr()
        db, user = pr
        log(t, "INFO", SV + "new connection to server (from {laddr}:{lport})", sp=sp, db=db, user=user, saddr=srv[db], sport=5432,
            laddr=local_ip, lport=_eport(rng))
        if tls_of[pr] != "no":
            log(t + _sec(0.002), "INFO", SV + "SSL established: {tls}", sp=sp, db=db, user=user, saddr=srv[db], sport=5432,
                tls=tls_of[pr].replace("TLSv1.2/ECDHE-RSA-AES256-GCM-SHA384", "TLSv1.2/ECDHE-RSA-AES256-GCM-SHA384/ECDH=prime256v1") + ("/ECDH=X25519" if "1.3" in tls_of[pr] else ""))
        servers[pr].append((sp, t))
        life = rng.expovariate(1 / 900.0) + 5
        reason = "server idle timeout" if rng.random() < 0.8 else "server lifetime over"
        log(t + _sec(life), "INFO", SV + "closing because: " + reason + " (age={age}s)", sp=sp, db=db, user=user, saddr=srv[db],
            sport=5432, age=int(life))
        return sp

    def ev_client(t: int) -> None:
        pr = pairs.pick(rng)
        db, user = pr
        cp, addr, port = ptr(), rng.choice(clients[pr]), _eport(rng)
        kv = dict(cp=cp, db=db, user=user, addr=addr, port=port)
        log(t, "INFO", CL + "login attempt: db={db2} user={user2} tls={tls}", db2=db, user2=user, tls=tls_of[pr], **kv)
        if rng.random() < 0.35:
            server_conn(t + _sec(rng.uniform(0.001, 0.02)), pr)
        age = rng.expovariate(1 / 120.0)
        r = rng.random()
        if r < 0.82:
            log(t + _sec(age), "INFO", CL + "closing because: client close request (age={age}s)", age=int(age), **kv)
        elif r < 0.97:
            log(t + _sec(age), "INFO", CL + "closing because: client unexpected eof (age={age}s)", age=int(age), **kv)
        else:
            sp = ptr()
            log(t + _sec(age), "INFO", SV + "closing because: client disconnect while server was not ready (age={age}s)",
                sp=sp, db=db, user=user, saddr=srv[db], sport=5432, age=int(age))
            log(t + _sec(age), "INFO", CL + "closing because: client unexpected eof (age={age}s)", age=int(age), **kv)

    def ev_admin(t: int) -> None:
        cp = ptr()
        kv = dict(cp=cp, db="pgbouncer", user=rng.choice(["stats_collector", "pgbouncer_exporter"]), addr=f"unix({rng.randint(1000, 90000)})", port=6432)
        log(t, "INFO", CL + "login attempt: db={db2} user={user2} tls={tls}", db2=kv["db"], user2=kv["user"], tls="no", **kv)
        log(t + _sec(0.01), "INFO", CL + "closing because: client close request (age={age}s)", age=0, **kv)

    def ev_stats(t: int) -> None:
        x = rng.randint(2, 400)
        log(t, "INFO", "stats: {xacts} xacts/s, {queries} queries/s, in {inb} B/s, out {outb} B/s, xact {xus} us, query {qus} us, wait {wus} us",
            xacts=x, queries=x * rng.randint(1, 6), inb=x * rng.randint(150, 900), outb=x * rng.randint(400, 8000),
            xus=rng.randint(300, 40000), qus=rng.randint(100, 9000), wus=int(rng.expovariate(1 / 40.0)))

    def tick(t: int) -> None:
        if st["next_stats"] is None:
            st["next_stats"] = (t // (60 * _S) + 1) * 60 * _S + _sec(rng.uniform(0, 0.9))
        while st["next_stats"] <= t:
            ev_stats(st["next_stats"])
            st["next_stats"] += 60 * _S

    def ev_unclean(t: int) -> None:
        pr = pairs.pick(rng)
        log(t, "INFO", SV + "closing because: unclean server (age={age}s)", sp=ptr(), db=pr[0], user=pr[1], saddr=srv[pr[0]], sport=5432,
            age=rng.randint(0, 3000))

    def ev_pwfail(t: int) -> None:
        pr = pairs.pick(rng)
        kv = dict(cp=ptr(), db=pr[0], user=pr[1], addr=rng.choice(clients[pr]), port=_eport(rng))
        log(t, "INFO", CL + "login attempt: db={db2} user={user2} tls={tls}", db2=pr[0], user2=pr[1], tls=tls_of[pr], **kv)
        log(t + _sec(0.003), "WARN", CL + "pooler error: password authentication failed", **kv)
        log(t + _sec(0.003), "INFO", CL + "closing because: password authentication failed (age={age}s)", age=0, **kv)

    def ev_maxconn(t: int) -> None:
        for _ in range(rng.randint(1, 6)):
            pr = pairs.pick(rng)
            log(t, "WARN", "C-{cp}: (nodb)/(nouser)@{addr}:{port} pooler error: no more connections allowed (max_client_conn)",
                cp=ptr(), addr=rng.choice(clients[pr]), port=_eport(rng))
            t += _sec(rng.uniform(0.001, 0.5))

    def ev_qwait(t: int) -> None:
        pr = pairs.pick(rng)
        kv = dict(cp=ptr(), db=pr[0], user=pr[1], addr=rng.choice(clients[pr]), port=_eport(rng))
        log(t, "WARN", CL + "pooler error: query_wait_timeout", **kv)
        log(t, "INFO", CL + "closing because: query_wait_timeout (age={age}s)", age=rng.randint(120, 130), **kv)

    def ev_nodb(t: int) -> None:
        db = rng.choice(["appdb_test", "stagingdb", "billing_old", "analytics2"])
        kv = dict(cp=ptr(), db=db, user=rng.choice(["appuser", "metabase", "airflow"]), addr=f"10.0.{rng.randint(2, 4)}.{rng.randint(2, 250)}", port=_eport(rng))
        log(t, "WARN", CL + "pooler error: no such database: {what}", what=db, **kv)
        log(t, "INFO", CL + "closing because: no such database: {what} (age={age}s)", what=db, age=0, **kv)

    def ev_srvlogin(t: int) -> None:
        pr = pairs.pick(rng)
        kv = dict(sp=ptr(), db=pr[0], user=pr[1], saddr=srv[pr[0]], sport=5432)
        log(t, "WARN", SV + 'server login failed: FATAL password authentication failed for user "{who}"', who=pr[1], **kv)
        log(t, "INFO", SV + "closing because: login failed (age={age}s)", age=0, **kv)

    def ev_crash(t: int) -> None:
        pr = pairs.pick(rng)
        log(t, "INFO", SV + "closing because: server conn crashed? (age={age}s)", sp=ptr(), db=pr[0], user=pr[1], saddr=srv[pr[0]],
            sport=5432, age=rng.randint(1, 5000))

    def ev_accept(t: int) -> None:
        log(t, "ERROR", "accept() failed: {reason}", reason="Too many open files")

    def ev_sighup(t: int) -> None:
        log(t, "INFO", "got SIGHUP, re-reading config")

    def ev_connfail(t: int) -> None:
        pr = pairs.pick(rng)
        kv = dict(sp=ptr(), db=pr[0], user=pr[1], saddr=srv[pr[0]], sport=5432)
        log(t, "INFO", SV + "closing because: connect failed (age={age}s)", age=0, **kv)

    t0 = startup(_sec(rng.uniform(0, 86400)))
    weights = {"client": 60, "admin": 6, "unclean": 1, "pwfail": 1, "maxconn": 0, "qwait": 0, "nodb": 0, "srvlogin": 0,
               "crash": 0, "accept": 0, "sighup": 0, "connfail": 0}
    handlers = {"client": ev_client, "admin": ev_admin, "unclean": ev_unclean, "pwfail": ev_pwfail, "maxconn": ev_maxconn,
                "qwait": ev_qwait, "nodb": ev_nodb, "srvlogin": ev_srvlogin, "crash": ev_crash, "accept": ev_accept,
                "sighup": ev_sighup, "connfail": ev_connfail}
    rare = ["maxconn", "qwait", "nodb", "srvlogin", "crash", "accept", "sighup", "connfail"]
    return _drive(rng, L, t0 + _sec(1), 20.0, weights, handlers, rare, 400, tick=tick)


# =========================================================================== 6. keepalived
_KA_INST = ["VI_WEB", "VI_API", "VI_EDGE", "VI_INGRESS", "VI_DB", "VI_PUBLIC", "VI_INTERNAL", "VI_GATEWAY", "VI_MAIL", "VI_DNS"]
_KA_SCRIPTS = ["chk_haproxy", "chk_nginx", "check_apiserver", "chk_envoy", "chk_pgbouncer", "check_dns"]
_KA_PAIRS = [("lb-east", "lb-west"), ("edge-north", "edge-south"), ("gw-alpha", "gw-beta"), ("proxy-red", "proxy-blue")]


def make_keepalived(rng: random.Random) -> list[dict[str, str]]:
    L = _Log(_ts_syslog)
    inst_names = rng.sample(_KA_INST, len(_KA_INST))
    pairs = []
    for i, (a, b) in enumerate(_KA_PAIRS):
        net = f"10.{rng.choice([0, 10, 20])}.{i * 10 + rng.randint(0, 9)}"
        iface = rng.choice(["eth0", "eth1", "ens192", "bond0", "ens18"])
        insts = []
        for j in range(rng.randint(1, 3)):
            name = inst_names.pop()
            insts.append({"name": name, "vrid": 50 + i * 10 + j, "iface": iface, "vip": f"{net}.{100 + j}",
                          "prio": {a: 150, b: 100}, "master": a, "script": rng.choice(_KA_SCRIPTS), "weight": -60,
                          "garp": rng.choice([1, 2, 3, 5])})
        rs = [f"{net}.{rng.randint(11, 90)}" for _ in range(rng.randint(3, 6))]
        vss = []
        for inst in insts:
            for port in rng.sample([80, 443, 8080, 6443, 5432, 3306, 53], rng.randint(1, 2)):
                vss.append({"vip": inst["vip"], "port": port, "rs": rs[:], "http": port in (80, 8080) and rng.random() < 0.6,
                            "url": rng.choice(["/healthz", "/health", "/status", "/ping"]), "down": set()})
        pids = {h: rng.randint(700, 3000) for h in (a, b)}
        pairs.append({"hosts": (a, b), "insts": insts, "vss": vss, "pids": pids, "ip": {a: f"{net}.2", b: f"{net}.3"}})
    pairp = _Pool(rng, pairs, 0.8)

    def P(prog: str) -> str:
        return "{ts} {host} " + prog + "[{pid}]: "

    def vr(t, pr, h, fmt, lvl="-", **kv):
        L.add(t, lvl, P("Keepalived_vrrp") + fmt, host=h, pid=pr["pids"][h] + 1, **kv)

    def hc(t, pr, h, fmt, lvl="-", **kv):
        L.add(t, lvl, P("Keepalived_healthcheckers") + fmt, host=h, pid=pr["pids"][h] + 2, **kv)

    def main(t, pr, h, fmt, lvl="-", **kv):
        L.add(t, lvl, P("Keepalived") + fmt, host=h, pid=pr["pids"][h], **kv)

    def other(pr, h):
        a, b = pr["hosts"]
        return b if h == a else a

    def garp(t, pr, h, inst, n=None):
        n = inst["garp"] if n is None else n
        vr(t, pr, h, "({inst}) Sending/queueing gratuitous ARPs on {iface} for {vip}", inst=inst["name"], iface=inst["iface"], vip=inst["vip"])
        for k in range(n):
            vr(t + _sec(0.001 + k * 0.001), pr, h, "Sending gratuitous ARP on {iface} for {vip}", iface=inst["iface"], vip=inst["vip"])

    def become_master(t, pr, h, inst, timeout=True):
        if timeout:
            vr(t, pr, h, "({inst}) Receive advertisement timeout", inst=inst["name"])
        vr(t, pr, h, "({inst}) Entering MASTER STATE", inst=inst["name"])
        vr(t, pr, h, "({inst}) setting VIPs.", inst=inst["name"])
        garp(t + _sec(0.001), pr, h, inst)
        if rng.random() < 0.5:
            garp(t + _sec(5), pr, h, inst)
        inst["master"] = h

    def ev_hc(t: int) -> None:
        pr = pairp.pick(rng)
        vs = rng.choice(pr["vss"])
        up = [r for r in vs["rs"] if r not in vs["down"]]
        if vs["down"] and (rng.random() < 0.6 or not up):
            r = rng.choice(sorted(vs["down"]))
            vs["down"].discard(r)
            for h in pr["hosts"]:
                tt = t + _sec(rng.uniform(0, 2))
                kv = dict(rs=r, port=vs["port"], vip=vs["vip"], vport=vs["port"])
                if vs["http"]:
                    hc(tt, pr, h, "HTTP status code success to [{rs}]:tcp:{port} url({url}).", url=vs["url"], **kv)
                    hc(tt, pr, h, "HTTP_CHECK on service [{rs}]:tcp:{port} success.", **kv)
                else:
                    hc(tt, pr, h, "TCP connection to [{rs}]:tcp:{port} success.", **kv)
                hc(tt, pr, h, "Adding service [{rs}]:tcp:{port} to VS [{vip}]:tcp:{vport}", **kv)
                if len(vs["down"]) == len(vs["rs"]) - 1:
                    hc(tt, pr, h, "Gained quorum {a}+{b}={c} <= {d} for VS [{vip}]:tcp:{vport}", a=1, b=0, c=1, d=1, vip=vs["vip"], vport=vs["port"])
            return
        if not up:
            return
        r = rng.choice(up)
        vs["down"].add(r)
        for h in pr["hosts"]:
            tt = t + _sec(rng.uniform(0, 2))
            kv = dict(rs=r, port=vs["port"], vip=vs["vip"], vport=vs["port"])
            if vs["http"]:
                if rng.random() < 0.6:
                    hc(tt, pr, h, "HTTP status code error to [{rs}]:tcp:{port} url({url}), status_code [{code}].", url=vs["url"],
                       code=rng.choice([500, 502, 503, 503, 404]), **kv)
                else:
                    hc(tt, pr, h, "Timeout connecting server [{rs}]:tcp:{port}.", **kv)
                hc(tt + _sec(3), pr, h, "HTTP_CHECK on service [{rs}]:tcp:{port} failed after {n} retries.", n=rng.choice([1, 3, 3, 5]), **kv)
            else:
                hc(tt, pr, h, "TCP connection to [{rs}]:tcp:{port} failed.", **kv)
                hc(tt, pr, h, "TCP_CHECK on service [{rs}]:tcp:{port} failed.", **kv)
            hc(tt + _sec(3), pr, h, "Removing service [{rs}]:tcp:{port} to VS [{vip}]:tcp:{vport}", **kv)
            if len(vs["down"]) == len(vs["rs"]):
                hc(tt + _sec(3), pr, h, "Lost quorum {a}-{b}={c} > {d} for VS [{vip}]:tcp:{vport}", a=1, b=0, c=1, d=0, vip=vs["vip"], vport=vs["port"])

    def ev_script(t: int) -> None:
        pr = pairp.pick(rng)
        inst = rng.choice(pr["insts"])
        h = inst["master"]
        o = other(pr, h)
        s = inst["script"]
        code = rng.choice([1, 1, 1, 2, 127])
        vr(t, pr, h, "Script `{script}` now returning {code}", script=s, code=code)
        vr(t, pr, h, "VRRP_Script({script}) failed (exited with status {code})", script=s, code=code)
        p_old = inst["prio"][h]
        p_new = p_old + inst["weight"]
        vr(t, pr, h, "({inst}) Changing effective priority from {a} to {b}", inst=inst["name"], a=p_old, b=p_new)
        failover = p_new < inst["prio"][o]
        if failover:
            t1 = t + _sec(rng.uniform(0.5, 1.5))
            vr(t1, pr, h, "({inst}) Master received advert from {ip} with higher priority {p}, ours {q}", inst=inst["name"],
               ip=pr["ip"][o], p=inst["prio"][o], q=p_new)
            vr(t1, pr, h, "({inst}) Entering BACKUP STATE", inst=inst["name"])
            vr(t1, pr, h, "({inst}) removing VIPs.", inst=inst["name"])
            become_master(t + _sec(rng.uniform(1.0, 1.2)), pr, o, inst, timeout=False)
        t2 = t + _sec(rng.expovariate(1 / 300.0) + 5)
        vr(t2, pr, h, "Script `{script}` now returning {code}", script=s, code=0)
        vr(t2, pr, h, "VRRP_Script({script}) succeeded", script=s)
        vr(t2, pr, h, "({inst}) Changing effective priority from {a} to {b}", inst=inst["name"], a=p_new, b=p_old)
        if failover and rng.random() < 0.7:  # preemption back to original master
            t3 = t2 + _sec(rng.uniform(0.5, 1.5))
            vr(t3, pr, o, "({inst}) Master received advert from {ip} with higher priority {p}, ours {q}", inst=inst["name"],
               ip=pr["ip"][h], p=p_old, q=inst["prio"][o])
            vr(t3, pr, o, "({inst}) Entering BACKUP STATE", inst=inst["name"])
            vr(t3, pr, o, "({inst}) removing VIPs.", inst=inst["name"])
            become_master(t3 + _sec(0.01), pr, h, inst, timeout=False)

    def ev_lower(t: int) -> None:
        pr = pairp.pick(rng)
        inst = rng.choice(pr["insts"])
        h = inst["master"]
        o = other(pr, h)
        vr(t, pr, h, "({inst}) Received advert from {ip} with lower priority {p}, ours {q}, forcing new election", inst=inst["name"],
           ip=pr["ip"][o], p=inst["prio"][o], q=inst["prio"][h])
        garp(t + _sec(0.001), pr, h, inst)

    def ev_refresh(t: int) -> None:
        pr = pairp.pick(rng)
        inst = rng.choice(pr["insts"])
        garp(t, pr, inst["master"], inst, n=rng.choice([1, 5]))

    def ev_netlink(t: int) -> None:
        pr = pairp.pick(rng)
        inst = pr["insts"][0]
        h = inst["master"]
        o = other(pr, h)
        vr(t, pr, h, "Netlink reports {iface} down", iface=inst["iface"])
        for i2 in pr["insts"]:
            vr(t, pr, h, "({inst}) Entering FAULT STATE", inst=i2["name"])
            if i2["master"] == h:
                vr(t, pr, h, "({inst}) sent 0 priority", inst=i2["name"])
                vr(t, pr, h, "({inst}) removing VIPs.", inst=i2["name"])
                vr(t + _sec(0.3), pr, o, "({inst}) Backup received priority 0 advertisement", inst=i2["name"])
                become_master(t + _sec(0.9), pr, o, i2, timeout=False)
        t2 = t + _sec(rng.uniform(5, 120))
        vr(t2, pr, h, "Netlink reports {iface} up", iface=inst["iface"])
        for i2 in pr["insts"]:
            vr(t2, pr, h, "({inst}) Entering BACKUP STATE", inst=i2["name"])

    def ev_restart(t: int) -> None:
        pr = pairp.pick(rng)
        h = rng.choice(pr["hosts"])
        o = other(pr, h)
        ver = "v2.2.7 (01/16,2022)"
        main(t, pr, h, "Stopping")
        for inst in pr["insts"]:
            if inst["master"] == h:
                vr(t, pr, h, "({inst}) sent 0 priority", inst=inst["name"])
                vr(t, pr, h, "({inst}) removing VIPs.", inst=inst["name"])
                vr(t + _sec(0.3), pr, o, "({inst}) Backup received priority 0 advertisement", inst=inst["name"])
                become_master(t + _sec(0.9), pr, o, inst, timeout=False)
        vr(t + _sec(1), pr, h, "Stopped - used {u} user time, {s} system time", u=f"{rng.uniform(0, 40):.6f}", s=f"{rng.uniform(0, 90):.6f}")
        main(t + _sec(1.01), pr, h, "CPU usage (self/children) user: {u} system: {s}", u=f"{rng.uniform(0, 1):.6f}", s=f"{rng.uniform(0, 1):.6f}")
        main(t + _sec(1.01), pr, h, "Stopped Keepalived {ver}", ver=ver)
        pr["pids"][h] = rng.randint(700, 90000)
        t += _sec(rng.uniform(2, 6))
        main(t, pr, h, "Starting Keepalived {ver}", ver=ver)
        main(t, pr, h, "Running on Linux {kver} #1 SMP PREEMPT_DYNAMIC Debian {dver} ({kdate}) (built for Linux {bver})",
             kver="6.1.0-18-amd64", dver="6.1.76-1", kdate="2024-02-01", bver="6.1.0")
        main(t, pr, h, "Command line: {cmd}", cmd="'/usr/sbin/keepalived' '--dont-fork'")
        main(t, pr, h, "Configuration file {path}", path="/etc/keepalived/keepalived.conf")
        main(t, pr, h, "NOTICE: setting config option max_auto_priority should result in better keepalived performance")
        main(t, pr, h, "Starting Healthcheck child process, pid={cpid}", cpid=pr["pids"][h] + 2)
        main(t, pr, h, "Starting VRRP child process, pid={cpid}", cpid=pr["pids"][h] + 1)
        t += _sec(0.01)
        vr(t, pr, h, "WARNING - default user 'keepalived_script' for script execution does not exist - please create.", lvl="WARN")
        vr(t, pr, h, "SECURITY VIOLATION - scripts are being executed but script_security not enabled.")
        hc(t, pr, h, "Initializing ipvs")
        vr(t, pr, h, "Registering Kernel netlink reflector")
        vr(t, pr, h, "Registering Kernel netlink command channel")
        vr(t, pr, h, "Assigned address {ip} for interface {iface}", ip=pr["ip"][h], iface=pr["insts"][0]["iface"])
        vr(t, pr, h, "Registering gratuitous ARP shared channel")
        for inst in pr["insts"]:
            vr(t, pr, h, "({inst}) removing VIPs.", inst=inst["name"])
        main(t, pr, h, "Startup complete")
        for inst in pr["insts"]:
            vr(t, pr, h, "({inst}) Entering BACKUP STATE (init)", inst=inst["name"])
        vr(t, pr, h, "VRRP sockpool: [ifindex({idx}), family(IPv4), proto(112), fd({fa},{fb}) multicast, address(224.0.0.18)]",
           idx=f"{rng.randint(2, 4):3d}", fa=11, fb=12)
        for vs in pr["vss"]:
            for r in vs["rs"]:
                hc(t, pr, h, "Activating healthchecker for service [{rs}]:tcp:{port} for VS [{vip}]:tcp:{vport}", rs=r, port=vs["port"],
                   vip=vs["vip"], vport=vs["port"])
        for inst in pr["insts"]:
            vr(t + _sec(0.01), pr, h, "VRRP_Script({script}) succeeded", script=inst["script"])
            if inst["prio"][h] > inst["prio"][o] and inst["master"] == o:
                t3 = t + _sec(rng.uniform(1, 4))
                vr(t3, pr, h, "({inst}) Received advert from {ip} with lower priority {p}, ours {q}, forcing new election", inst=inst["name"],
                   ip=pr["ip"][o], p=inst["prio"][o], q=inst["prio"][h])
                vr(t3, pr, o, "({inst}) Master received advert from {ip} with higher priority {p}, ours {q}", inst=inst["name"],
                   ip=pr["ip"][h], p=inst["prio"][h], q=inst["prio"][o])
                vr(t3, pr, o, "({inst}) Entering BACKUP STATE", inst=inst["name"])
                vr(t3, pr, o, "({inst}) removing VIPs.", inst=inst["name"])
                become_master(t3 + _sec(0.01), pr, h, inst, timeout=False)

    def ev_bogus(t: int) -> None:
        pr = pairp.pick(rng)
        vr(t, pr, rng.choice(pr["hosts"]), "bogus VRRP packet received on {iface} !!!", iface=pr["insts"][0]["iface"])

    def ev_vip_missing(t: int) -> None:
        pr = pairp.pick(rng)
        inst = rng.choice(pr["insts"])
        h = other(pr, inst["master"])
        vr(t, pr, h, "({inst}) ip address associated with VRID {vrid} not present in MASTER advert : {vip}", inst=inst["name"],
           vrid=inst["vrid"], vip=inst["vip"])

    def ev_cfg_warn(t: int) -> None:
        pr = pairp.pick(rng)
        h = rng.choice(pr["hosts"])
        vr(t, pr, h, "(Line {n}) WARNING - interface {iface} for vrrp_instance {inst} doesn't exist", lvl="WARN",
           n=rng.randint(20, 80), iface=rng.choice(["eth2", "ens224", "bond1"]), inst=pr["insts"][-1]["name"])

    def ev_timeout(t: int) -> None:
        pr = pairp.pick(rng)
        inst = rng.choice(pr["insts"])
        vr(t, pr, inst["master"], "Script `{script}` now returning {code}", script=inst["script"], code=1)
        vr(t, pr, inst["master"], "VRRP_Script({script}) timed_out", script=inst["script"])
        vr(t + _sec(rng.uniform(5, 30)), pr, inst["master"], "Script `{script}` now returning {code}", script=inst["script"], code=0)
        vr(t + _sec(rng.uniform(31, 40)), pr, inst["master"], "VRRP_Script({script}) succeeded", script=inst["script"])

    t0 = _sec(rng.uniform(0, 86400))
    weights = {"hc": 45, "script": 10, "lower": 4, "refresh": 4, "netlink": 0, "restart": 0, "bogus": 0, "vip_missing": 0,
               "cfg_warn": 0, "timeout": 0}
    handlers = {"hc": ev_hc, "script": ev_script, "lower": ev_lower, "refresh": ev_refresh, "netlink": ev_netlink,
                "restart": ev_restart, "bogus": ev_bogus, "vip_missing": ev_vip_missing, "cfg_warn": ev_cfg_warn,
                "timeout": ev_timeout}
    rare = ["netlink", "restart", "bogus", "vip_missing", "cfg_warn", "timeout"]
    return _drive(rng, L, t0, 600.0, weights, handlers, rare, 140)


FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("auth_log", make_auth_log),
    ("dpkg_apt", make_dpkg_apt),
    ("containerd", make_containerd),
    ("grafana", make_grafana),
    ("pgbouncer", make_pgbouncer),
    ("keepalived", make_keepalived),
]


def _tmpl_regex(tmpl: str) -> re.Pattern:
    return re.compile("^" + ".*?".join(re.escape(p) for p in tmpl.split("<*>")) + "$", re.S)


if __name__ == "__main__":
    import collections

    LEVELS = {"DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"}
    for name, make in FORMATS:
        for seed in (0, 1):
            rows = make(random.Random(seed))
            assert len(rows) == N_ROWS, (name, seed, len(rows))
            assert rows == make(random.Random(seed)), (name, "not deterministic")
            cache: dict[str, re.Pattern] = {}
            tlev: dict[str, set] = collections.defaultdict(set)
            for r in rows:
                assert set(r) == {"line", "template", "level"}, r
                assert all(isinstance(v, str) for v in r.values())
                assert "\n" not in r["line"] and "\r" not in r["line"], r
                assert r["level"] in LEVELS, r
                pat = cache.setdefault(r["template"], _tmpl_regex(r["template"]))
                assert pat.match(r["line"]), r
                tlev[r["template"]].add(r["level"])
            assert all(len(v) == 1 for v in tlev.values()), (name, [k for k, v in tlev.items() if len(v) > 1])
            counts = collections.Counter(r["template"] for r in rows)
            abn = {t for t in counts if next(iter(tlev[t])) in ("WARN", "ERROR", "FATAL")}
            rare = sum(1 for c in counts.values() if c <= 3)
            print(f"{name:11s} seed={seed} templates={len(counts):3d} abnormal={len(abn):2d} rare(<=3)={rare:2d} top={counts.most_common(1)[0][1]}")
            if seed == 0:
                for r in random.Random(7).sample(rows, 3):
                    print("    ", r["level"], "|", r["line"][:220])
    print("OK")
