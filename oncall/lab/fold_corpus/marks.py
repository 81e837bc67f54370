# ruff: noqa: E501  (the templates are data: one line each, as the systems print them)
"""Formats whose level is a mark, not a word: glog/klog, .NET's console logger, syslog with
priorities, Telegraf, pino's numeric levels, Apache 2.4's `[module:level]`, Android logcat's
brief format. Each header writes its line's level the way that system does, so a fold that
misses a mark puts errors under "other" (the levels are checked line by line)."""

from __future__ import annotations

import random
from datetime import datetime

from oncall.lab.fold_corpus import _WORDS, Format, _pick

_LETTER = {"DEBUG": "D", "INFO": "I", "WARN": "W", "ERROR": "E", "FATAL": "F"}


def _klog(t: datetime, level: str, rng: random.Random) -> str:
    letter = _LETTER[level] if level != "DEBUG" else "I"
    return f"{letter}{t:%m%d %H:%M:%S}.{t.microsecond:06d} {rng.choice((1, 1, 7, 12)):>7} "


def _dotnet(t: datetime, level: str, rng: random.Random) -> str:
    word = {"DEBUG": "dbug", "INFO": "info", "WARN": "warn", "ERROR": "fail", "FATAL": "crit"}[level]
    return f"{word}: "


def _priority(t: datetime, level: str, rng: random.Random) -> str:
    severity = {"DEBUG": 7, "INFO": 6, "WARN": 4, "ERROR": 3, "FATAL": 2}[level]
    facility = rng.choice((0, 3, 4, 10))
    return f"<{facility * 8 + severity}>{t:%b} {t.day:>2} {t:%H:%M:%S} web-{rng.choice(('a', 'b', 'c'))} "


def _telegraf(t: datetime, level: str, rng: random.Random) -> str:
    return f"{t:%Y-%m-%dT%H:%M:%S}Z {_LETTER[level]}! "


def _pino(t: datetime, level: str, rng: random.Random) -> str:
    number = {"DEBUG": 20, "INFO": 30, "WARN": 40, "ERROR": 50, "FATAL": 60}[level]
    return f'{{"level":{number},"time":{int(t.timestamp() * 1000)},"pid":{rng.randint(2, 32768)},"hostname":"{rng.choice(_WORDS)}-{rng.randint(1, 9)}",'


def _apache24(t: datetime, level: str, rng: random.Random) -> str:
    word = {"DEBUG": "debug", "INFO": "notice", "WARN": "warn", "ERROR": "error", "FATAL": "crit"}[level]
    module = rng.choice(("core", "proxy", "ssl", "mpm_event")) if level != "INFO" else "mpm_event"
    return f"[{t:%a %b %d %H:%M:%S}.{t.microsecond:06d} {t:%Y}] [{module}:{word}] [pid {rng.randint(2, 32768)}:tid {rng.randint(10**14, 10**15)}] "


def _logcat_brief(t: datetime, level: str, rng: random.Random) -> str:
    return f"{_LETTER[level]}/"


KLOG = Format("klog", _klog, (
    ("ERROR", "reflector.go:138] k8s.io/client-go/informers/factory.go:134: Failed to watch *v1.Pod: failed to list *v1.Pod: pods is forbidden: User \"system:serviceaccount:{ns}:{sa}\" cannot list resource \"pods\"", 4),
    ("WARN", "warnings.go:70] policy/v1beta1 PodSecurityPolicy is deprecated in v1.21+, unavailable in v1.25+", 6),
    ("INFO", "leaderelection.go:248] attempting to acquire leader lease {ns}/{sa}...", 10),
    ("INFO", "controller.go:{small}] Starting workers worker_count={small}", 10),
    ("INFO", "event.go:294] \"Event occurred\" object=\"{ns}/{pod}\" kind=\"Pod\" reason=\"Scheduled\"", 30),
    ("ERROR", "pod_workers.go:965] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" with CrashLoopBackOff\" pod=\"{ns}/{pod}\"", 5),
    ("FATAL", "main.go:44] cannot start: open /etc/kubernetes/admin.conf: no such file or directory", 1),
    ("WARN", "reflector.go:424] watch of *v1.Endpoints ended with: an error on the server (\"unable to decode an event from the watch stream\") has prevented the request from succeeding", 3),
), {"ns": _pick("kube-system", "default", "monitoring", "ingress-nginx"), "sa": _pick("default", "coredns", "kube-proxy"),
    "pod": lambda rng: rng.choice(("coredns", "web", "api", "worker")) + "-" + "".join(rng.choice("bcdfghjklmnpqrstvwxz2456789") for _ in range(5))}, step_ms=200)

DOTNET = Format("dotnet", _dotnet, (
    ("INFO", "Microsoft.Hosting.Lifetime[0] Now listening on: http://[::]:{port}", 1),
    ("INFO", "Microsoft.AspNetCore.Hosting.Diagnostics[1] Request starting HTTP/1.1 GET http://{host}{path} - -", 40),
    ("INFO", "Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET http://{host}{path} - - - {status} - - {float}ms", 40),
    ("ERROR", "Microsoft.AspNetCore.Server.Kestrel[13] Connection id \"{conn}\", Request id \"{conn}:{hex8}\": An unhandled exception was thrown by the application.", 4),
    ("WARN", "Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager[35] No XML encryptor configured. Key {{{uuid}}} may be persisted to storage in unencrypted form.", 2),
    ("FATAL", "Microsoft.Extensions.Hosting.Internal.Host[11] Hosting failed to start", 1),
    ("DEBUG", "Microsoft.EntityFrameworkCore.Database.Command[20101] Executed DbCommand ({ms}) [Parameters=[@__id_0='?' (DbType = Int32)], CommandType='Text', CommandTimeout='30']", 20),
), {"status": _pick("200", "200", "404", "500"), "conn": lambda rng: "0H" + "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUV0123456789") for _ in range(11))}, step_ms=100)

SYSLOG_PRI = Format("syslog-pri", _priority, (
    ("ERROR", "kernel: EXT4-fs error (device {dev}): ext4_find_entry:{small}: inode #{int}: comm {word}: reading directory lblock 0", 3),
    ("WARN", "kernel: nf_conntrack: nf_conntrack: table full, dropping packet", 4),
    ("INFO", "systemd[1]: Started Session {int} of user {user}.", 30),
    ("INFO", "CRON[{pid}]: (root) CMD (command -v debian-sa1 > /dev/null && debian-sa1 1 1)", 20),
    ("DEBUG", "dhclient[{pid}]: DHCPREQUEST for {ip} on eth0 to {ip} port 67", 10),
    ("FATAL", "kernel: Kernel panic - not syncing: Fatal exception in interrupt", 1),
    ("ERROR", "sshd[{pid}]: error: kex_exchange_identification: Connection closed by remote host", 3),
    ("WARN", "systemd[1]: {word}.service: Main process exited, code=exited, status=1/FAILURE", 2),
), {"dev": _pick("sda1", "sdb1", "nvme0n1p2", "dm-0")}, step_ms=500)

TELEGRAF = Format("telegraf", _telegraf, (
    ("INFO", "[agent] Config: Interval:10s, Quiet:false, Hostname:\"{word}\", Flush Interval:10s", 1),
    ("ERROR", "[inputs.disk] Error in plugin: error getting disk usage info: {path}: permission denied", 5),
    ("WARN", "[outputs.influxdb] Metric buffer overflow; {small} metrics have been dropped", 5),
    ("ERROR", "[outputs.influxdb] When writing to [http://{host}:8086]: Post \"http://{host}:8086/write?db=telegraf\": dial tcp {ip}:8086: connect: connection refused", 5),
    ("DEBUG", "[outputs.influxdb] Wrote batch of {small} metrics in {ms}", 40),
    ("DEBUG", "[outputs.influxdb] Buffer fullness: {small} / 10000 metrics", 40),
    ("INFO", "[inputs.exec] Loaded plugin from {path}", 2),
), step_ms=300)

PINO = Format("pino", _pino, (
    ("INFO", '"reqId":"req-{small}","req":{{"method":"{method}","url":"{path}"}},"msg":"incoming request"}}', 40),
    ("INFO", '"reqId":"req-{small}","res":{{"statusCode":{status}}},"responseTime":{float},"msg":"request completed"}}', 40),
    ("WARN", '"msg":"slow query on {word} took {ms}"}}', 5),
    ("ERROR", '"err":{{"type":"Error","message":"connect ECONNREFUSED {ip}:5432"}},"msg":"database unavailable"}}', 4),
    ("FATAL", '"msg":"uncaught exception, shutting down"}}', 1),
    ("DEBUG", '"msg":"cache hit for key {word}:{small}"}}', 20),
), {"method": _pick("GET", "POST", "PUT"), "status": _pick("200", "201", "404", "500")}, step_ms=100)

APACHE24 = Format("apache24", _apache24, (
    ("INFO", "AH00489: Apache/2.4.57 (Unix) configured -- resuming normal operations", 1),
    ("WARN", "[client {ip}:{port}] AH01144: No protocol handler was valid for the URL {path} (scheme 'http'). If you are using a DSO version of mod_proxy, make sure the proxy submodules are included in the configuration using LoadModule.", 4),
    ("ERROR", "[client {ip}:{port}] AH00128: File does not exist: /var/www/html{path}", 10),
    ("ERROR", "(111)Connection refused: AH00957: http: attempt to connect to {ip}:{port} ({host}:{port}) failed", 5),
    ("ERROR", "[client {ip}:{port}] AH01630: client denied by server configuration: {path}", 4),
    ("INFO", "AH00094: Command line: '/usr/local/apache2/bin/httpd -D FOREGROUND'", 1),
    ("FATAL", "AH00016: Configuration Failed", 1),
), step_ms=1000)

LOGCAT_BRIEF = Format("logcat-brief", _logcat_brief, (
    ("ERROR", "AndroidRuntime( {pid}): FATAL EXCEPTION: main", 1),
    ("ERROR", "AndroidRuntime( {pid}): java.lang.NullPointerException: Attempt to invoke virtual method on a null object reference", 1),
    ("WARN", "ActivityManager( {pid}): Unable to start service Intent {{ act={pkg} }} U=0: not found", 3),
    ("INFO", "ActivityManager( {pid}): Start proc {pid}:{pkg}/u0a{small} for activity {pkg}/.MainActivity", 10),
    ("DEBUG", "ConnectivityService( {pid}): notifyType CAP_CHANGED for NetworkAgentInfo [WIFI () - {small}]", 20),
    ("INFO", "chatty  ( {pid}): uid=1000(system) {word} identical {small} lines", 10),
    ("WARN", "System.err( {pid}): at {pkg}.{word}.run({word}.java:{small})", 4),
), {"pkg": _pick("com.android.systemui", "com.google.android.gms", "com.whatsapp", "com.example.app")}, step_ms=50)

FORMATS = (KLOG, DOTNET, SYSLOG_PRI, TELEGRAF, PINO, APACHE24, LOGCAT_BRIEF)
