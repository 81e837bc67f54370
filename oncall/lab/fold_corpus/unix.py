# ruff: noqa: E501  (the templates are data: one line each, as the systems print them)
"""Unix hosts and supercomputers: syslog, kernel, OpenSSH, macOS, BGL, HPC, Thunderbird."""

from __future__ import annotations

import random
from datetime import datetime

from oncall.lab.fold_corpus import Format, Header, _hex, _host, _ip, _pick


def _syslog(*hosts: str) -> Header:
    """A BSD syslog header from one of `hosts` (a log gathered from two machines keeps each
    message once: `oncall.fold.hosts`)."""
    def header(t: datetime, level: str, rng: random.Random) -> str:
        host = hosts[0] if len(hosts) == 1 else rng.choice(hosts)
        return f"{t:%b} {t.day:>2} {t:%H:%M:%S} {host} "
    return header


def _bgl_node(rng: random.Random) -> str:
    return (f"R{rng.randint(0, 77):02d}-M{rng.randint(0, 1)}-N{rng.randint(0, 15):X}-"
            f"C:J{rng.randint(2, 17):02d}-U{rng.randint(1, 11):02d}")


def _bgl(t: datetime, level: str, rng: random.Random) -> str:
    node = _bgl_node(rng)
    tag = "-" if level == "INFO" else ("KERNDTLB", "APPREAD", "KERNSTOR", "APPSEV")[rng.randint(0, 9) // 7]
    return (f"{tag} {int(t.timestamp())} {t:%Y.%m.%d} {node} {t:%Y-%m-%d-%H.%M.%S}."
            f"{t.microsecond:06d} {node} RAS ")


def _hpc(t: datetime, level: str, rng: random.Random) -> str:
    return f"{rng.randint(100000, 500000)} node-{rng.randint(1, 300)} "


def _thunderbird(t: datetime, level: str, rng: random.Random) -> str:
    node = f"{rng.choice(('dn', 'cn', 'bn', 'an'))}{rng.randint(1, 999)}"
    tag = "-" if level in ("INFO", "-") else rng.choice(("VAPI", "ECC", "PBS_CHK"))
    return f"{tag} {int(t.timestamp())} {t:%Y.%m.%d} {node} {t:%b} {t.day} {t:%H:%M:%S} {node}/{node} "


_BGL = {"node": _bgl_node, "reg": lambda rng: "0x" + _hex(8)(rng),
        "core": lambda rng: f"core.{rng.randint(0, 9999)}"}

BGL = Format("bgl", _bgl, (
    ("INFO", "KERNEL INFO instruction cache parity error corrected", 40),
    ("INFO", "KERNEL INFO generating {core}", 20),
    ("INFO", "KERNEL INFO {int} double-hummer alignment exceptions", 20),
    ("INFO", "KERNEL INFO CE sym {small}, at {reg}, mask {reg}", 20),
    ("INFO", "KERNEL INFO {int} ddr error(s) detected and corrected on rank 0, symbol {small}, bit {small}", 10),
    ("INFO", "KERNEL INFO total of {small} ddr error(s) detected and corrected", 10),
    ("FATAL", "KERNEL FATAL data TLB error interrupt", 6),
    ("FATAL", "APP FATAL ciod: Error reading message prefix on CioStream socket to 172.16.96.116:{port}, Link has been severed", 4),
    ("FATAL", "APP FATAL ciod: failed to read message prefix on control stream (CioStream socket to 172.16.96.116:{port}", 4),
    ("FATAL", "KERNEL FATAL machine check interrupt (bit=0x{small}): L2 dcache unit data parity error", 2),
    ("FATAL", "KERNEL FATAL rts: kernel terminated for reason {int}", 2),
    ("FATAL", "KERNEL FATAL {path}: file not found", 1),
    ("FATAL", "KERNEL FATAL lr:{reg} cr:{reg} xer:{reg} ctr:{reg}", 3),
    ("FATAL", "KERNEL FATAL r{small}={reg} r{small}={reg} r{small}={reg} r{small}={reg}", 3),
    ("ERROR", "MMCS ERROR idoproxydb hit ASSERT condition: ASSERT expression=0 Source file=idotransportmgr.cpp Source line={int} Function=int IdoTransportMgr::SendPacket(IdoUdpMgr*, BglCtlPavTrace*)", 1),
    ("INFO", "MMCS INFO idoproxydb has been started: $Name: DRV142_2005 $ Input parameters: -enableflush -loguserinfo db.properties BlueGene1", 1),
    ("WARN", "MONITOR WARNING monitor caught java.lang.IllegalStateException: while executing CONTROL Operation", 1),
    ("INFO", "DISCOVERY INFO Node card VPD check: U{small} node in processor card slot J{small} do not match. VPD ecid {hex16}, found {hex16}", 2),
    ("ERROR", "DISCOVERY ERROR Node card is not fully functional", 1),
    ("WARN", "KERNEL WARNING {small} torus receiver {word} input pipe error(s) (dcr 0x{hex8}) detected and corrected", 2),
    ("FATAL", "KERNEL FATAL instruction address: {reg}", 2),
    ("FATAL", "KERNEL FATAL program interrupt: fp cr field .............0", 1),
), _BGL, step_ms=500)

_HPC = {"alt": lambda rng: f"alt{rng.randint(0, 3)}", "hwid": lambda rng: str(rng.randint(1000, 5000)),
        "ts": lambda rng: str(rng.randint(1077804742, 1145000000)),
        "nid": lambda rng: f"node-{rng.randint(1, 300)}", "gige": lambda rng: f"gige{rng.randint(0, 9)}"}

HPC = Format("hpc", _hpc, (
    ("-", "unix.hw state_change.unavailable {ts} 1 Component State Change: Component \\042{alt}\\042 is in the unavailable state (HWID={hwid})", 20),
    ("-", "node psu failure\\ ambient=[{int}] {ts} 1 ambient={int}", 15),
    ("-", "node status running {ts} 1 running", 30),
    ("-", "node boot {ts} 1 boot (command {int})", 10),
    ("-", "action start {ts} 1 clusterAddMember  (command {int})", 10),
    ("-", "action error {ts} 1 halt (command {int}) Error: Command exited with status {small}", 2),
    ("-", "node status configured {ts} 1 configured out", 4),
    ("-", "unix.hw net.niff.up {ts} 1 NIFF: node {nid} has detected an available network connection on network {ip} via interface {gige}", 15),
    ("-", "unix.hw net.niff.down {ts} 1 NIFF: node {nid} detected a failed network connection on network {ip} via interface {alt}", 15),
    ("-", "boot_cmd new {ts} 1 Targeting domains:{nid} and nodes:{nid} child of command {int}", 5),
    ("-", "domain status {ts} 1 Command has completed successfully", 5),
    ("-", "node temps {ts} 1 Temperature ({int}C) exceeds warning threshold", 3),
    ("-", "switch_module {word} {ts} 1 Link error on broadcast tree Interconnect-0T00:00:{small}:{small}", 3),
    ("-", "unix.hw inconsistent_nodesets {ts} 1 Node list inconsistent: {nid} {nid}", 2),
    ("-", "gige{small} ether.pcicb {ts} 1 pci error on device {hex8}", 1),
    ("-", "partition failed {ts} 1 partition {word} failed to boot", 1),
), _HPC, step_ms=400)

_TB = {"uid": _pick("0", "99", "500", "1000"), "svc": _pick("crond", "sshd", "su"),
       "tty": _pick("NODEVssh", "pts/0", "ttyS0")}

THUNDERBIRD = Format("thunderbird", _thunderbird, (
    ("INFO", "crond(pam_unix)[{pid}]: session opened for user {user} by (uid={uid})", 30),
    ("INFO", "crond(pam_unix)[{pid}]: session closed for user {user}", 30),
    ("INFO", "crond[{pid}]: ({user}) CMD (run-parts /etc/cron.hourly)", 20),
    ("INFO", "crond[{pid}]: ({user}) CMD ({path} {path})", 10),
    ("INFO", "sshd[{pid}]: Accepted publickey for {user} from {ip} port {port} ssh2", 10),
    ("INFO", "sshd(pam_unix)[{pid}]: session opened for user {user} by (uid={uid})", 10),
    ("INFO", "ntpd[{pid}]: synchronized to {ip}, stratum {small}", 5),
    ("INFO", "ntpd[{pid}]: kernel time sync enabled {small}", 2),
    ("INFO", "dhcpd: DHCPREQUEST for {ip} from {mac} via eth{small}", 10),
    ("INFO", "dhcpd: DHCPACK on {ip} to {mac} via eth{small}", 10),
    ("INFO", "syslog-ng[{pid}]: STATS: dropped {small}", 3),
    ("INFO", "kernel: e1000: eth{small}: e1000_watchdog: NIC Link is Up 1000 Mbps Full Duplex", 2),
    ("WARN", "kernel: ACPI: PCI Interrupt Link [{ident}] enabled at IRQ {small}", 2),
    ("ERROR", "kernel: EXT3-fs error (device sda{small}): ext3_journal_start_sb: Detected aborted journal", 1),
    ("ERROR", "kernel: ECC: tbird-admin{small}: Uncorrectable error on row {small} (CSROW {small})", 1),
    ("INFO", "pbs_mom: Connection refused ({small}) in open_demux, open_demux: connect {ip}:{port}", 3),
    ("INFO", "pbs_mom: Bad file descriptor ({small}) in tm_request, job {int}.tbird-admin1 not running", 2),
    ("ERROR", "kernel: Out of Memory: Killed process {pid} ({word}).", 1),
    ("INFO", "sshd[{pid}]: Did not receive identification string from {ip}", 2),
    ("INFO", "xinetd[{pid}]: START: {word} pid={pid} from={ip}", 4),
    ("INFO", "xinetd[{pid}]: EXIT: {word} status={small} pid={pid} duration={small}(sec)", 4),
    ("INFO", "su(pam_unix)[{pid}]: session opened for user {user} by {user}(uid={uid})", 2),
    ("WARN", "kernel: {ident}: timeout on {word} request", 1),
), {**_TB, "mac": lambda rng: ":".join(_hex(2)(rng) for _ in range(6))}, step_ms=300)

_LNX = {"rhost": lambda rng: rng.choice((_ip(rng), _host(rng))), "tty": _pick("NODEVssh", "ssh"),
        "svc": _pick("ftpd", "sshd", "login"), "dev": _pick("sda", "sdb", "hda", "hdc"),
        "iface": _pick("eth0", "eth1", "lo", "wlan0")}

LINUX = Format("linux", _syslog("combo", "gateway"), (
    ("INFO", "sshd(pam_unix)[{pid}]: authentication failure; logname= uid=0 euid=0 tty={tty} ruser= rhost={rhost}", 40),
    ("INFO", "sshd(pam_unix)[{pid}]: authentication failure; logname= uid=0 euid=0 tty={tty} ruser= rhost={rhost}  user={user}", 30),
    ("INFO", "sshd(pam_unix)[{pid}]: check pass; user unknown", 20),
    ("INFO", "su(pam_unix)[{pid}]: session opened for user {user} by (uid={small})", 10),
    ("INFO", "su(pam_unix)[{pid}]: session closed for user {user}", 10),
    ("INFO", "ftpd[{pid}]: connection from {ip} ({rhost}) at {day} {mon} {small} {time} {year}", 20),
    ("INFO", "ftpd[{pid}]: connection from {ip} () at {day} {mon} {small} {time} {year}", 10),
    ("INFO", "logrotate: ALERT exited abnormally with [{small}]", 2),
    ("INFO", "cups: cupsd shutdown succeeded", 2),
    ("INFO", "cups: cupsd startup succeeded", 2),
    ("INFO", "syslogd 1.4.1: restart.", 2),
    ("INFO", "kernel: klogd 1.4.1, log source = /proc/kmsg started.", 1),
    ("INFO", "kernel: Linux version 2.6.5-1.358 (bhcompile@bugs.build.redhat.com) (gcc version 3.3.3 20040412 (Red Hat Linux 3.3.3-7)) #1 Sat May 8 09:04:50 EDT 2004", 1),
    ("INFO", "kernel: Memory: {int}k/{int}k available ({int}k kernel code, {int}k reserved, {int}k data, {small}k init, {int}k highmem)", 1),
    ("INFO", "kernel: {iface}: link up, 100Mbps, full-duplex, lpa 0x{hex8}", 2),
    ("INFO", "kernel: {dev}: {int} sectors ({int} MB) w/{int}KiB Cache, CHS={int}/{small}/{small}", 1),
    ("INFO", "gdm(pam_unix)[{pid}]: session opened for user {user} by (uid=0)", 2),
    ("INFO", "gdm-binary[{pid}]: Couldn't authenticate user", 1),
    ("INFO", "xinetd[{pid}]: START: {svc} pid={pid} from={ip}", 4),
    ("INFO", "named[{pid}]: notify question section contains no SOA", 2),
    ("INFO", "named[{pid}]: lame server resolving '{host}' (in '{host}'?): {ip}#53", 3),
    ("INFO", "rpc.statd[{pid}]: Version 1.0.6 Starting", 1),
    ("INFO", "portmap[{pid}]: connect from {ip} to dump(): request from unauthorized host", 1),
    ("INFO", "snmpd[{pid}]: Received SNMP packet(s) from {ip}", 2),
    ("INFO", "udev[{pid}]: removing device node '/dev/{word}'", 1),
    ("INFO", "hcid[{pid}]: HCI daemon ver 2.4 started", 1),
    ("INFO", "bluetooth: sdpd startup succeeded", 1),
    ("INFO", "network: Bringing up interface {iface}:  succeeded", 1),
), {**_LNX, "day": _pick("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"),
    "mon": _pick("Jun", "Jul", "Aug"), "year": _pick("2005"),
    "time": lambda rng: f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"},
    step_ms=3000)

OPENSSH = Format("openssh", _syslog("LabSZ"), (
    ("INFO", "sshd[{pid}]: reverse mapping checking getaddrinfo for {host} [{ip}] failed - POSSIBLE BREAK-IN ATTEMPT!", 20),
    ("INFO", "sshd[{pid}]: Invalid user {user} from {ip}", 30),
    ("INFO", "sshd[{pid}]: input_userauth_request: invalid user {user} [preauth]", 30),
    ("INFO", "sshd[{pid}]: pam_unix(sshd:auth): check pass; user unknown", 25),
    ("INFO", "sshd[{pid}]: pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost={rhost}", 25),
    ("INFO", "sshd[{pid}]: pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost={rhost}  user={user}", 20),
    ("INFO", "sshd[{pid}]: Failed password for invalid user {user} from {ip} port {port} ssh2", 30),
    ("INFO", "sshd[{pid}]: Failed password for {user} from {ip} port {port} ssh2", 30),
    ("INFO", "sshd[{pid}]: Accepted password for {user} from {ip} port {port} ssh2", 3),
    ("INFO", "sshd[{pid}]: Received disconnect from {ip}: 11: Bye Bye [preauth]", 20),
    ("INFO", "sshd[{pid}]: Connection closed by {ip} [preauth]", 15),
    ("INFO", "sshd[{pid}]: PAM {small} more authentication failures; logname= uid=0 euid=0 tty=ssh ruser= rhost={rhost}  user={user}", 8),
    ("INFO", "sshd[{pid}]: PAM service(sshd) ignoring max retries; {small} > 3", 8),
    ("INFO", "sshd[{pid}]: Disconnecting: Too many authentication failures for {user} [preauth]", 5),
    ("ERROR", "sshd[{pid}]: error: Received disconnect from {ip}: 3: com.jcraft.jsch.JSchException: Auth fail [preauth]", 4),
    ("INFO", "sshd[{pid}]: Did not receive identification string from {ip}", 3),
    ("INFO", "sshd[{pid}]: pam_unix(sshd:session): session opened for user {user} by (uid=0)", 3),
    ("INFO", "sshd[{pid}]: pam_unix(sshd:session): session closed for user {user}", 3),
    ("INFO", "sshd[{pid}]: Address {ip} maps to {host}, but this does not map back to the address - POSSIBLE BREAK-IN ATTEMPT!", 5),
    ("INFO", "sshd[{pid}]: Bad protocol version identification '{quoted}' from {ip} port {port}", 1),
    ("INFO", "sshd[{pid}]: message repeated {small} times: [ Failed password for {user} from {ip} port {port} ssh2]", 4),
    ("ERROR", "sshd[{pid}]: fatal: Read from socket failed: Connection reset by peer [preauth]", 2),
    ("INFO", "sshd[{pid}]: Connection reset by {ip} port {port} [preauth]", 2),
    ("INFO", "sshd[{pid}]: Disconnected from user {user} {ip} port {port}", 2),
    ("WARN", "sshd[{pid}]: Failed none for invalid user {user} from {ip} port {port} ssh2", 1),
), {"rhost": lambda rng: rng.choice((_ip(rng), _host(rng)))}, step_ms=2000)

MAC = Format("mac", _syslog("calvisitor-10-105-160-95", "authorMacBook-Pro"), (
    ("INFO", "kernel[0]: ARPT: {float}: wl0: wl_update_tcpkeep_seq: Original Seq: {int}, Ack: {int}, Win size: {int}", 30),
    ("INFO", "kernel[0]: ARPT: {float}: wl0: MDNS: IPV4 Addr: {ip}", 20),
    ("INFO", "kernel[0]: ARPT: {float}: wl0: MDNS: IPV6 Addr: fe80:0:0:0:{hex4}:{hex4}:{hex4}:{hex4}", 10),
    ("INFO", "kernel[0]: IOThunderboltSwitch<0>(0x0)::listenerCallback - Thunderbolt HPD packet for route = 0x0 port = {small} unplug = 0", 15),
    ("INFO", "kernel[0]: AppleCamIn::systemWakeCall - messageType = 0x{hex8}", 15),
    ("INFO", "kernel[0]: Wake reason: {reason}", 10),
    ("INFO", "kernel[0]: AirPort: Link Up on awdl0", 5),
    ("INFO", "kernel[0]: AirPort: Link Down on en0. Reason {small} (Disassociated because station leaving).", 5),
    ("INFO", "kernel[0]: en0: BSSID changed to {mac}", 5),
    ("INFO", "kernel[0]: Sandbox: {proc}({pid}) deny(1) file-read-data {path}", 10),
    ("INFO", "kernel[0]: Sandbox: {proc}({pid}) System Policy: deny(1) file-write-create {path}", 4),
    ("INFO", "com.apple.cts[{pid}]: com.apple.EscrowSecurityAlert.{ident}: scheduler_evaluate_activity told me to run this job; however, but the start time isn't for {int} seconds.  Ignoring.", 10),
    ("INFO", "com.apple.cts[{pid}]: com.apple.suggestions.harvest: scheduler_evaluate_activity told me to run this job; running it now after {int} seconds.", 5),
    ("INFO", "symptomsd[{pid}]: __73-[NetworkAnalyticsEngine observeValueForKeyPath:ofObject:change:context:]_block_invoke unexpected switch value {small}", 10),
    ("INFO", "mDNSResponder[{pid}]: mDNS_DeregisterInterface: Frequent transitions for interface {iface} ({ip})", 6),
    ("INFO", "locationd[{pid}]: Location icon should now be in state '{state}'", 8),
    ("INFO", "WindowServer[{pid}]: CGXDisplayDidWakeNotification [{int}]: posting kCGSDisplayDidWake", 4),
    ("INFO", "WindowServer[{pid}]: device_generate_desktop_screenshot: authw 0x{hex8}({int}), shield 0x{hex8}({int})", 4),
    ("INFO", "sharingd[{pid}]: {time} : {event}", 8),
    ("INFO", "QQ[{pid}]: FA||Url||taskID[{int}] dealloc", 10),
    ("INFO", "QQ[{pid}]: button report: 0x{hex8}", 3),
    ("INFO", "Google Chrome Helper[{pid}]: Couldn't set selectedTextBackgroundColor from default ()", 4),
    ("INFO", "corecaptured[{pid}]: CCFile::captureLog Received Capture notice id: {float}, reason = {reason}", 4),
    ("INFO", "corecaptured[{pid}]: CCIOReporterFormatter::addRegistryChildToChannelDictionary streams {small}", 4),
    ("ERROR", "kernel[0]: ARPT: {float}: AQM agg params 0xfc0 maxlen hi/lo 0x0 0xffff minlen 0x0 adjlen 0x0", 2),
    ("ERROR", "com.apple.WebKit.WebContent[{pid}]: [{time}] <<<< CRABS >>>> crabsFlumeHostAvailable: [{hex16}] Byte flume reports host available again.", 2),
    ("ERROR", "networkd[{pid}]: nw_nat64_copy_prefixes_block_invoke d2 Failed to get prefixes from {ip}", 2),
    ("WARN", "kernel[0]: hibernate_page_list_setall({state}) skipped {int}, time: {small} ms", 2),
    ("INFO", "Safari[{pid}]: KeychainGetICDPStatus: keychain: -25300", 2),
    ("INFO", "secd[{pid}]:  SOSAccountThisDeviceCanSyncWithCircle sync with device failure: Error Domain=com.apple.security.sos.error Code=1035 \"Account identity not set\" UserInfo=(NSDescription=Account identity not set)", 3),
    ("INFO", "UserEventAgent[{pid}]: Captive: [CNInfoNetworkActive:1748] en0: SSID '{ssid}' making interface primary (protected network)", 3),
    ("INFO", "UserEventAgent[{pid}]: Captive: CNPluginHandler en0: Evaluating", 3),
    ("INFO", "UserEventAgent[{pid}]: Captive: CNPluginHandler en0: Authenticated", 3),
    ("INFO", "UserEventAgent[{pid}]: Captive: CNPluginHandler en0: Inactive", 3),
    ("INFO", "kernel[0]: Previous sleep cause: {small}", 3),
    ("INFO", "kernel[0]: PM response took {int} ms ({small}, {proc})", 3),
    ("INFO", "mds[{pid}]: (Normal) DiskStore: Rebuilding index for {path}", 2),
    ("INFO", "loginwindow[{pid}]: -[SessionAgentNotificationCenter sendDistributedNotification:forUserID:] | sendDistributedNotification: {note}", 3),
), {"hex4": _hex(4), "mac": lambda rng: ":".join(_hex(2)(rng) for _ in range(6)),
    "proc": _pick("mdworker", "QQ", "Safari", "com.apple.WebKit", "garcon", "ksfetch", "mds_stores",
                  "WeChat", "Dropbox", "Microsoft Word"),
    "reason": _pick("RTC (Alarm)", "EC.SleepTimer (SleepTimer)", "XHC1", "ARPT", "RTC", "EC.LidOpen"),
    "iface": _pick("en0", "awdl0", "utun0", "bridge0"),
    "state": _pick("Inactive", "Active", "ActiveAndAuthorized"),
    "time": lambda rng: f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}.{rng.randint(0, 999)}",
    "event": _pick("BTLE scanner Powered On", "BTLE scanner Powered Off", "Scanning mode Contacts Only",
                   "Screen Locked", "Screen Unlocked"),
    "ssid": _pick("CalVisitor", "eduroam", "Airport", "HomeNet"),
    "note": _pick("com.apple.loginwindow.screenIsLocked", "com.apple.loginwindow.screenIsUnlocked",
                  "com.apple.sessionDidBecomeActive")}, step_ms=3000)

FORMATS = (BGL, HPC, THUNDERBIRD, LINUX, OPENSSH, MAC)
