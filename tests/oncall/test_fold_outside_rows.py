"""The fold on twenty corpora written from the outside (with no sight of the fold), each format a
list of rows `{line, template, level}`:

- `mixed_outside`, ten formats: `docker compose logs` and `kubectl logs --prefix` output,
  Python logging with ANSI colours and tracebacks, a Go panic, Postfix, IIS W3C, Caddy JSON,
  Suricata eve JSON, Serilog and Celery. Its truth keeps a request's method and a delivery's
  status apart, makes a pooled name (a task, a pod, a queue) a variable, and makes each
  stack-trace line pattern one template.
- `ops_outside`, twelve operations formats: RabbitMQ, HashiCorp hclog, Tomcat with Java
  traces, CoreDNS, UFW kernel lines, Cisco ASA, PostgreSQL csvlog, Sidekiq, Laravel,
  uvicorn and gunicorn, the OpenTelemetry Collector's tab-separated console output and
  `kubectl get events` columns. Its truth keeps a DNS record type and rcode, an ASA message
  id, a firewall action and protocol and an event reason apart.
- `runtimes_outside`, six formats: MySQL 8's error log, Go's standard `log` with a goroutine
  trace, Rust's env_logger and tracing, `dmesg` with a kernel call trace, fail2ban and
  winston's JSON. Its truth keeps a request's method, a ban from an unban and each frame of
  a trace apart.
- `infra_outside`, six formats: Zeek's conn.log, Exim's mainlog, Vault's audit log (JSON),
  a Jenkins pipeline's console, varnishncsa and Nomad's agent. Its truth keeps a Vault
  operation, a Zeek connection state and a delivery's marker apart.
- `services_outside`, six formats: Dovecot through syslog from three hosts, OpenVPN,
  ClickHouse's server log, Keycloak's events, bunyan's JSON and php-fpm with its slow log.
  Its truth keeps an event type, an auth method and a ClickHouse part type apart, and makes
  a query's text one variable.
- `hosts_outside`, six formats: a Debian auth.log, dpkg's log with apt's history,
  containerd's logrus output, Grafana's logfmt, PgBouncer and keepalived. Its truth keeps
  a dpkg action and status, a VRRP state and each `msg=` text apart.
- `apps_outside`, six application loggers: structlog, zerolog's JSON, Phoenix, ASP.NET
  Core's console, lograge and Log4j2's JSON. Its truth keeps every word of a message (one-word
  messages too) and an event id apart, and makes a `key=value` value a variable.
- `platform_outside`, six Kubernetes platform components: the API server's audit log, Argo
  CD, istiod, the Cilium agent, Flux's JSON and cert-manager's klog. Its truth keeps an
  audit verb, stage and code, an xDS type and a controller kind apart.
- `data_outside`, six data stores: CockroachDB, Patroni, etcd's JSON, the NATS server, SQL
  Server's ERRORLOG and MinIO. Its truth keeps a member's role, an S3 API name and a SQL
  Server error number apart.
- `network_outside`, six network devices: FortiGate, PAN-OS's CSV, pfSense's filterlog, Cisco
  IOS, Juniper SRX's structured syslog and F5 BIG-IP. Its truth keeps an action, a
  direction, a protocol, a log type and a Cisco mnemonic apart, and makes zones, policies,
  applications and device names variables.

- `cloud_outside`, six cloud formats: CloudTrail's JSON records, Cloud Logging's exported
  entries (log lines shipped in `textPayload`), VPC flow logs, S3's server access log,
  CloudFront's tab-separated log and Azure's activity log. Its truth keeps an event name, an
  error code, an S3 operation and a flow's action apart.
- `middleware_outside`, six servers: Kafka's broker log, Elasticsearch's ECS JSON, Redis,
  MongoDB's structured JSON, HAProxy's HTTP log and Traefik's JSON. Its truth keeps a
  termination state (`cD--`, `SD--`), a Redis role and a MongoDB message id apart.
- `linux_outside`, six host logs: auditd's records, Squid's access and cache logs, BIND's
  query and general logs, a `journalctl` of many units, Prometheus's own logfmt and the
  kubelet's klog. Its truth keeps an audit record type and result, a cache result
  (`TCP_MISS`, `TCP_NEGATIVE_HIT`) and a klog operation apart.
- `security_outside`, six security tools: Winlogbeat's Windows events, osquery's results,
  Falco's and Wazuh's JSON alerts, ModSecurity's JSON audit log and Suricata's fast.log. Its
  truth keeps a Windows event id, a rule and a signature apart, and makes the original log
  line inside an alert (`full_log`) words.
- `devops_outside`, six tools' output: a GitHub Actions job, GitLab Runner, Terraform's
  TF_LOG, ansible-playbook, BuildKit's plain progress and `kubectl apply` with `helm
  upgrade`. Its truth keeps a task, a step's status and a resource kind apart.
- `dataplat_outside`, six data platforms: Cassandra, Flink's JobManager, an Airflow task,
  Oracle's alert log, InfluxDB's logfmt and Neo4j. Its truth keeps a state a task or job
  switches to, an ORA- code and a checkpoint's trigger apart.
- `edge_outside`, six formats from the edge of a network: the Mosquitto MQTT broker, Home
  Assistant, the UniFi Network server, IIS's W3C log, Node-RED and Envoy's debug log. Its
  truth keeps an MQTT packet type, a device state and a `true`/`false` flag apart.
- `storage_outside` and `storage2_outside`, six formats each, written apart by two writers
  from one list: a Ceph OSD and monitor, Slurm's controller, Asterisk's full log, ZFS's
  event daemon, Nextcloud's JSON and a PyTorch training job. Their truth keeps a ZFS event
  class and device state, a dialplan application and a Ceph health check apart.
- `directory_outside`, six formats of directory and network services: OpenLDAP's slapd,
  Samba's log.smbd (a header line naming the source file and function, then the message),
  CUPS's error_log, the PowerDNS Recursor, the Consul agent and the ingress-nginx
  controller. Its truth keeps an LDAP operation, a request's method and each header's
  source function apart.
- `mlobs_outside`, six model-serving and observability formats: a vLLM server, NVIDIA
  Triton, Ray's raylet, Jaeger's collector, Fluent Bit and Logstash. Its truth keeps a
  glog level letter, a request's token ids (a list of numbers of any length) and a plugin's
  name apart.
- `identity_outside`, six formats of identity and monitoring: strongSwan's charon,
  FreeRADIUS, MIT Kerberos's KDC, the Zabbix server, Icinga 2 and the Windows Firewall's
  pfirewall.log. Its truth keeps a RADIUS reply, a KDC request's status and a firewall's
  action, protocol and path apart.
- `builds_outside`, six build and node formats: Maven, Gradle, npm, a pytest run, geth and
  Bitcoin Core's debug.log. Its truth keeps a task's outcome, a test's result and a
  package manager's cache state apart.
- `desktop_outside`, six desktop and Windows formats: WindowsUpdate.log, the Windows DNS
  server's debug log, macOS's install.log, Chromium's debug log, VS Code's extension host
  and an iOS device's syslog. Its truth keeps a DNS reply code, a component and an update
  agent's phase apart.
- `queues_outside`, six queue and workflow formats: Temporal's server, a Kafka Connect
  worker, ActiveMQ Artemis, nsqd, a Pulsar broker and Airflow's scheduler. Its truth keeps a
  store operation, a message code and a task's state apart.
- `hardware_outside`, six hardware and host daemons: `ipmitool sel elist`, smartd, the
  NVIDIA driver's kernel lines, mdadm and the md driver, multipathd and chronyd. Its truth
  keeps a sensor event, a SMART attribute and a path checker's verdict apart.
- `streams_outside`, six streams of several programs in one file: `docker compose logs`,
  a host's journal, `kubectl logs --all-containers --prefix`, a GitLab CI job, a central
  syslog of Linux hosts, a Cisco switch and an RFC 5424 appliance, and `heroku logs`.
- `traces_outside`, six application logs with multi-line errors, a row per line: Spring
  Boot's Java exceptions, Django's tracebacks, Go panics, Node.js errors, ASP.NET Core's
  exceptions and a Rails production.log.
- `netsvc_outside`, six network services: ISC dhcpd, Kea's DHCPv4 server, Unbound,
  OpenDKIM, rspamd and BIND 9's query log. Its truth keeps a DHCP message type, a reply
  code and a spam verdict apart.
- `bigdata_outside`, six data platforms: an HBase RegionServer, YARN's NodeManager,
  HiveServer2, Trino's coordinator, a Druid historical and Elasticsearch's slow logs. Its
  truth keeps a container's state transition (a dozen states, `EXITED_WITH_SUCCESS`) apart.
- `voice_outside`, six servers of calls and media: FreeSWITCH, Kamailio, a Paper Minecraft
  server, Zigbee2MQTT, Plex Media Server and Jellyfin. Its truth keeps a hangup cause and a
  SIP method apart, and makes a chat message one variable.
- `osnoise_outside`, six host logs: NetworkManager, cron and anacron, SELinux's AVC records,
  cloud-init, snapd's journal and FreeBSD's messages. Its truth keeps each device state
  change (`config -> failed`) apart.
- `toolchain_outside`, six formats of builds and records: `make` with gcc, `cargo build`
  and `cargo test`, Bazel, MySQL's slow query log, Sysmon's events exported as text (a key
  a line) and Okta's System Log (JSON of two kilobytes a line). Its truth keeps a test's
  result, a statement's kind and each key of a record apart.
- `dbs_outside`, six databases: PostgreSQL's stderr log, MariaDB with Galera, Redis
  Sentinel, Vitess's vttablet, TiDB and Couchbase's memcached log. Its truth keeps a
  Sentinel event (`+sdown`, `-odown`) and a Galera member's view change apart.
- `agents_outside`, six telemetry agents: the Datadog Agent, Vector, Promtail, collectd,
  Filebeat's JSON and New Relic's infrastructure agent.
- `enterprise_outside`, six enterprise servers: WebLogic, WebSphere's SystemOut.log,
  WildFly, SharePoint's ULS log, Exchange's message tracking CSV and IBM MQ's error log.
  Its truth keeps a BEA, SRVE, WFLY or AMQ message id and a server state apart.
- `audit_outside`, six identity and audit records whose users, hosts and a few attributes
  vary apart from the event's kind: Auth0's tenant log, Entra ID's sign-ins, Google
  Workspace's audit activities, Keycloak's events, GitHub's audit log and Cloudflare's HTTP
  requests. Its truth keeps an event's name, an action and a response status apart.
- `serving_outside`, three servers and their containers: uWSGI's request and daemon lines,
  Symfony's Monolog lines with context JSON, and CRI-O with podman and conmon through the
  journal. Its truth keeps a channel's level, a request's method and a container event apart.
- `gateway_outside`, three daemons at a network's edge: Snort's fast alerts with its
  startup and exit statistics, ClamAV's clamd and freshclam, and dnsmasq's DNS and DHCP.
  Its truth keeps a rule, a query type, a DHCP message type and a special answer
  (`NXDOMAIN`, `<CNAME>`) apart.
- `workstation_outside`, a workstation and its file and print servers: a laptop's journal of
  twenty programs, Samba's two-line debug records and CUPS's error, access and page logs.
  Its truth keeps a program's message, a call site (`service.c:1125(make_connection_snum)`)
  and an IPP operation apart.
- `supervisors_outside`, three programs that start and watch others: SaltStack's master
  and minion, `pm2 logs` of two Node.js apps and an Xorg server's log. Its truth keeps a
  state's result, an app's mark and an X marker (`(EE)`, `(WW)`) apart.

These last twelve run in the slow suite only, both seeds.

Every true template and every abnormal one keeps a verbatim exemplar on seeds 0 and 1, but
for the `KNOWN` losses, whose truth asks what the fold never does.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest

from oncall.fold import clean_line, fold_lines

if str(Path(__file__).parent) not in sys.path:  # `--import-mode=importlib` adds no test dir
    sys.path.insert(0, str(Path(__file__).parent))
import agents_outside
import apps_outside
import audit_outside
import bigdata_outside
import builds_outside
import cloud_outside
import data_outside
import dataplat_outside
import dbs_outside
import desktop_outside
import devops_outside
import directory_outside
import edge_outside
import enterprise_outside
import gateway_outside
import hardware_outside
import hosts_outside
import identity_outside
import infra_outside
import linux_outside
import middleware_outside
import mixed_outside
import mlobs_outside
import netsvc_outside
import network_outside
import ops_outside
import osnoise_outside
import platform_outside
import queues_outside
import runtimes_outside
import security_outside
import services_outside
import serving_outside
import storage2_outside
import storage_outside
import streams_outside
import supervisors_outside
import toolchain_outside
import traces_outside
import voice_outside
import workstation_outside

FORMATS: dict[str, Callable[[random.Random], list[dict[str, str]]]] = {
    f"{corpus}/{name}": make for corpus, module in (
        ("mixed", mixed_outside), ("ops", ops_outside), ("runtimes", runtimes_outside),
        ("infra", infra_outside), ("services", services_outside), ("hosts", hosts_outside),
        ("apps", apps_outside), ("platform", platform_outside), ("data", data_outside),
        ("network", network_outside), ("cloud", cloud_outside),
        ("middleware", middleware_outside), ("linux", linux_outside),
        ("security", security_outside), ("devops", devops_outside),
        ("dataplat", dataplat_outside), ("edge", edge_outside),
        ("storage", storage_outside), ("storage2", storage2_outside),
        ("directory", directory_outside), ("mlobs", mlobs_outside),
        ("identity", identity_outside), ("builds", builds_outside),
        ("desktop", desktop_outside), ("queues", queues_outside),
        ("hardware", hardware_outside), ("streams", streams_outside),
        ("traces", traces_outside), ("netsvc", netsvc_outside),
        ("bigdata", bigdata_outside), ("voice", voice_outside), ("osnoise", osnoise_outside),
        ("toolchain", toolchain_outside), ("dbs", dbs_outside), ("agents", agents_outside),
        ("enterprise", enterprise_outside), ("audit", audit_outside),
        ("serving", serving_outside), ("gateway", gateway_outside),
        ("workstation", workstation_outside), ("supervisors", supervisors_outside))
    for name, make in module.FORMATS}
SEEDS = (0, 1)
HEAVY = {"security/winlogbeat_json", "security/falco_json", "security/modsecurity_json",
         "security/ossec_alerts", "cloud/cloudtrail_json", "cloud/azure_activity_json",
         "cloud/gcp_logging_json", "cloud/s3_access", "network/paloalto_csv",
         "network/juniper_srx", "infra/vault_audit", "platform/k8s_audit"}
"""Formats of kilobyte records, whose fold takes a quarter to a whole second a seed."""
SLOW_CORPORA = ("bigdata/", "voice/", "osnoise/", "toolchain/", "dbs/", "agents/",
                "enterprise/", "audit/", "serving/", "gateway/", "workstation/",
                "supervisors/")
"""Corpora whose seed 0 runs in the slow suite too: the default suite is full."""
CASES = [pytest.param(name, seed, marks=[pytest.mark.slow] if seed or name in HEAVY
                      or name.startswith(SLOW_CORPORA) else [])
         for name in sorted(FORMATS) for seed in SEEDS]
"""Seed 0 in the default suite, seed 1 and the `HEAVY` formats in the slow one (240 formats,
about seventeen seconds in the default suite)."""
FLOORS = {"mixed/caddy_json": 7, "ops/postgres_csv": 9, "ops/k8s_events_table": 11,
          "runtimes/dmesg": 12, "infra/zeek_conn": 7, "infra/exim_mainlog": 9,
          "infra/vault_audit": 10, "infra/jenkins_console": 4, "services/dovecot": 14,
          "services/clickhouse": 4, "services/bunyan_json": 13, "services/php_fpm": 11,
          "hosts/auth_log": 9, "hosts/dpkg_apt": 3, "hosts/keepalived": 14,
          "apps/phoenix_elixir": 12, "platform/flux_json": 5, "data/patroni": 14,
          "data/nats_server": 13, "network/fortigate": 5, "network/paloalto_csv": 1,
          "network/pfsense": 4, "network/cisco_ios": 7, "network/juniper_srx": 2,
          "network/f5_ltm": 8, "cloud/gcp_logging_json": 6, "cloud/s3_access": 4,
          "cloud/cloudfront_tsv": 9, "middleware/kafka_broker": 12,
          "middleware/elasticsearch_ecs": 8, "middleware/mongodb_json": 7, "linux/auditd": 10,
          "linux/squid_native": 13, "linux/journal_multiunit": 10,
          "linux/prometheus_logfmt": 14, "linux/kubelet_klog": 13, "security/falco_json": 3,
          "security/ossec_alerts": 8, "security/modsecurity_json": 8,
          "devops/github_actions": 6, "devops/terraform_tflog": 13,
          "devops/ansible_output": 11, "devops/buildkit_plain": 11,
          "devops/helm_kubectl_apply": 8, "dataplat/flink_jobmanager": 11,
          "dataplat/airflow_task": 7, "edge/home_assistant": 5, "edge/iis_w3c": 10,
          "edge/nodered": 8, "storage/asterisk_full": 11, "storage/slurmctld": 14,
          "storage2/asterisk_full": 10, "storage2/slurmctld": 14, "mlobs/vllm_server": 9,
          "mlobs/triton_server": 14, "mlobs/logstash_plain": 10,
          "identity/strongswan_charon": 5, "identity/zabbix_server": 12, "identity/icinga2": 4,
          "builds/maven_build": 8, "builds/gradle_build": 8, "builds/pytest_output": 9,
          "builds/geth_node": 14, "desktop/windows_update": 11,
          "desktop/macos_install_log": 13, "desktop/ios_syslog": 12,
          "queues/temporal_server": 12, "queues/airflow_scheduler": 11, "hardware/ipmi_sel": 11,
          "hardware/smartd": 11, "hardware/nvidia_kernel": 12, "hardware/mdadm_raid": 7,
          "hardware/multipathd": 13,
          "data/cockroachdb": 13, "streams/journal_units": 10, "streams/gitlab_ci_job": 12,
          "traces/spring_boot_traces": 11, "netsvc/isc_dhcpd": 13, "netsvc/unbound": 14,
          "bigdata/hbase_regionserver": 5, "bigdata/hiveserver2": 6, "bigdata/es_slowlog": 2,
          "voice/freeswitch": 8, "voice/minecraft_paper": 2, "voice/zigbee2mqtt": 10,
          "voice/plex_media_server": 10, "voice/jellyfin": 2, "osnoise/network_manager": 11,
          "osnoise/selinux_avc": 8, "osnoise/cloud_init": 10, "osnoise/snapd_journal": 8,
          "osnoise/freebsd_messages": 7, "toolchain/make_gcc": 4, "toolchain/cargo_build": 5,
          "toolchain/bazel_build": 3, "toolchain/mysql_slow_log": 6, "toolchain/sysmon_text": 9,
          "toolchain/okta_syslog_json": 2, "dbs/postgres_stderr": 5, "dbs/mariadb_galera": 4,
          "dbs/redis_sentinel": 6, "dbs/vitess_vttablet": 9, "dbs/tidb_server": 6,
          "dbs/couchbase_memcached": 6, "agents/datadog_agent": 4, "agents/vector": 9,
          "agents/promtail": 9, "agents/collectd": 10, "enterprise/weblogic_server": 3,
          "enterprise/websphere_systemout": 6, "enterprise/wildfly_server": 7,
          "enterprise/sharepoint_uls": 13, "enterprise/exchange_tracking": 2,
          "enterprise/ibm_mq_errlog": 11, "audit/auth0_json": 2, "audit/azuread_signin_json": 4,
          "audit/gworkspace_audit_json": 13, "audit/keycloak_events": 9,
          "audit/github_audit_json": 5, "serving/monolog": 13, "gateway/dnsmasq": 14,
          "workstation/desktop_journal": 8, "workstation/samba": 11, "workstation/cups": 9,
          "supervisors/salt": 7, "supervisors/pm2_node": 11, "supervisors/xorg": 6}
"""Formats the fold folds less than 15x, and the least it does (`docs/fold.md`): Caddy's JSON
access log (7.7x: optional headers give its records many widths, and two-valued fields such
as `"resumed":false` stay apart), PostgreSQL's csvlog (its quoted SQL and application names
keep many templates apart), `kubectl get events` (padding after a name with no digit,
`deployment/cart `), dmesg (231 templates for 89: USB and network device names without
digits), Zeek's conn.log and Exim's mainlog (records of several few-valued fields, each
combination a template), Vault's audit log (optional keys give its records many widths) and
a Jenkins console (117 true templates in 2,000 lines: little repetition to remove); Dovecot
(user names in `user=<…>` and mailbox names split its rarer messages), ClickHouse (each
query's text and the six user names of `ContextAccess (<user>)` keep their lines apart),
bunyan's JSON (nested request objects), php-fpm (a path glued to a function's parenthesis,
`file_get_contents(/srv/…):`), auth.log (sudo's `COMMAND=` runs to the end of the line, so
each command gives the line a width of its own), dpkg (package versions of many shapes:
`2.36-9+deb12u4`, `1:9.18.24-1`), keepalived (instance and script names), Phoenix (module
and controller names), Flux (an `output` object whose keys are the applied objects),
CockroachDB, Patroni and NATS (member, range and client names; half their templates are seen
three times or fewer; CockroachDB's bracketed tags, one token as any bracketed list is, take
a few shapes of range key each, which keep its lines apart: 17× → 13×), and the network
devices: records of many fields of few values each (zones, policies, applications,
interfaces, countries), which the fold keeps apart as it keeps words apart, so each
combination is a template (PAN-OS's CSV: about 1,300 templates for 34, 1.5x: a record of a
hundred columns). So do the cloud, middleware and host logs that fold less: S3's and
CloudFront's records (buckets, edge locations and result types of few values each), Cloud
Logging's Cloud SQL lines (two users and two databases, each combination kept), MongoDB's
and Elasticsearch's JSON (attribute objects whose keys vary), Kafka's partition names,
auditd's record fields, a journal of many units, Squid's, Prometheus's and the kubelet's
few-valued fields; Falco's and Wazuh's alerts (the log line each quotes is words, and its
users, hosts and programs of few values each keep combinations apart), ModSecurity's
headers, a GitHub Actions job's and Airflow's task output (little repetition), and the
resource names of Terraform, BuildKit, Ansible and kubectl. At the edge and in storage: Home
Assistant's automations and Node-RED's function nodes (a name of several words and a message
of free text give one message many widths), IIS's W3C records (a user agent written with `+`
for its spaces is cut at its commas; search terms of few values), Asterisk's dialplan
(contexts and arguments of few values each) and Slurm's controller (six partitions, words).
And vLLM's request lines (each prompt is free text, words of its own), Triton's and
Logstash's model, pipeline and plugin names, strongSwan's connections (five names glued to
each IKE SA's number, `<site-fra|7>`, and the peers that go with them), Zabbix's item keys,
Icinga 2's users and checkables in quotes, the plugins and goals of Maven, the tasks of
Gradle, pytest's test ids (a class in some, none in others) and geth's padded fields. And
the component and phase words of WindowsUpdate.log, macOS's installers and iOS's processes
(a library after some names, none after others), Temporal's and Airflow's workflow and task
names, and the hardware daemons' devices, sensors and attributes, names of few values
without a digit (`sda`, `sdb`; `CPU1 Temp`), which the fold keeps apart. Also a host's
journal of many units, a GitLab job's tools, Spring Boot's frames (never merged), dhcpd's
client names and Unbound's query names of few values. The statuses of warnings and errors
(`status: 429` beside `503`) keep their lines apart by design (`error_numbers.py`): Caddy's,
Elasticsearch's and Logstash's floors fell by one for them. Free text of many words keeps
its lines apart, a template each: a Minecraft server's chat (2.2x), Elasticsearch's slow
log's query sources (2.4x), Jellyfin's titles in quotes (3.0x), HiveServer2's statements
and the SQL excerpts of HBase, and the commands of sudo on FreeBSD; so do Java frames
(never merged), NetworkManager's transitions (each a message), SELinux's contexts and
permissions of few values, and the few-valued words of FreeSWITCH, Zigbee2MQTT, Plex,
cloud-init and snapd. A build's output is little repetition (gcc's and Bazel's commands and
paths, cargo's crates and tests: 3-6x), MySQL's slow log keeps each statement's text, and
Okta's System Log is two kilobytes of JSON a line whose many few-valued fields (cities,
browsers, display names) keep nearly every record apart (3.4x). The databases, agents and
enterprise servers fold 3-13x: statements, check names, components and paths of few values
each, a message id a line (WebLogic's `<BEA-000365>`), and Exchange's CSV rows of many
few-valued fields (2.8x). A workstation's journal (twenty programs, each with a few
messages about a few devices, units and users), Samba's and CUPS's users, shares, printers
and files, Salt's states and functions, pm2's routes and Xorg's input devices (five names of
several words, `Logitech USB Receiver`) fold 6-12x: names of few values each."""
KNOWN = {
    "enterprise/ibm_mq_errlog": "an FDC's inserts (`ArithInsert1(…)`, `CommentInsert2(…)`), "
                                "padded lines of few values each, merge on seed 0 into the "
                                "rarer ones' neighbours",
    "enterprise/wildfly_server": "JNDI names of three scopes (`java:global/…`, `java:app/…`, "
                                 "`java:module/…`) are one path after the cut at `java:`",
    "agents/filebeat_json": "an output's kind glued to its URL (`Connecting to backoff("
                            "elasticsearch(http://…))` beside `backoff(async(tcp://…))`) is "
                            "one token, which its many URLs make a variable: the messages of "
                            "the Elasticsearch and the Logstash output merge (two lost)",
    "audit/gworkspace_audit_json": "an event's name under a generic key (`\"name\":\"DELETE_"
                                   "USER\"`, `\"recovery_phone_edit\"`): a dozen such words "
                                   "in one position are a variable, and the rarer events "
                                   "merge (8-11 lost)",
    "audit/github_audit_json": "its actions are dotted names (`repo.create`, `team.remove_"
                               "member`): three names in a position are a variable, and two "
                               "rare actions merge with others of their width (seed 0)",
    "audit/cloudflare_http_json": "its truth keeps a response status apart (`\"EdgeResponse"
                                  "Status\":404` beside `502`), a number the fold masks "
                                  "outside a warning or an error (12-17 lost)",
    "gateway/dnsmasq": "its `NODATA-IPv4` and `NODATA-IPv6` answers: the digit after `IPv`, "
                       "glued to a word by a dash, is masked as a name's is, and both "
                       "join the addresses' variable (three lost with `NODATA-IPv6` of a "
                       "cached answer)",
    "workstation/samba": "a call site logged at two debug levels (`service.c:<*>(make_"
                         "connection_snum)` at `,  2]` and `,  3]`) is two templates to its "
                         "truth, and the fold masks the level's digit; and a panic's frames "
                         "in a library with and without a symbol (`(+0x1f443)`)",
    "workstation/cups": "its truth keeps an access line's HTTP status apart (`401` beside "
                        "`200`), a number the fold masks outside a warning or an error",
    "infra/zeek_conn": "its connection states (`S2`, `S3`, `RSTRH` beside ten more) vary apart "
                       "from the rest of the record: eight such words are a variable, and the "
                       "rare states merge into a common one's template",
}
"""Losses whose truth asks what the fold never does, with the reason (strict: a fix shows)."""
KNOWN_ABNORMAL = {
    "workstation/samba": "its truth gives a debug header the level of its digit (`,  0]` an "
                         "error), and keeps a call site logged at levels 0 and 3 apart: one "
                         "template to the fold, which masks the digit, its exemplar at level 3",
}
"""Abnormal losses of the same kind, their templates' level a digit's."""


@cache
def _outcome(name: str, seed: int) -> tuple[set[str], set[str], set[str], float]:
    """The true templates of a format's log, its abnormal ones, those the fold kept, and the
    fold's token ratio."""
    rows = FORMATS[name](random.Random(seed))
    folded = fold_lines([row["line"] for row in rows])
    shown = {t.exemplar for t in folded.templates}
    return ({row["template"] for row in rows},
            {row["template"] for row in rows if row["level"] in {"WARN", "ERROR", "FATAL"}},
            {row["template"] for row in rows if clean_line(row["line"]) in shown},
            folded.tokens_in / folded.tokens_out)


@pytest.mark.parametrize(("name", "seed"), CASES)
def test_every_true_template_keeps_an_exemplar(name: str, seed: int) -> None:
    if name in KNOWN:
        pytest.xfail(KNOWN[name])
    true, _, kept, _ = _outcome(name, seed)
    assert true - kept == set(), sorted(true - kept)


@pytest.mark.parametrize("name", sorted(KNOWN))
def test_the_known_losses_are_what_they_say(name: str) -> None:
    """A known loss stays known only while it loses: once the fold keeps its templates on
    both seeds, `KNOWN` must drop it."""
    assert any(_outcome(name, seed)[0] - _outcome(name, seed)[2] for seed in SEEDS)


@pytest.mark.parametrize("name", sorted(KNOWN_ABNORMAL))
def test_the_known_abnormal_losses_are_what_they_say(name: str) -> None:
    """An abnormal loss stays known only while it loses."""
    assert any(_outcome(name, seed)[1] - _outcome(name, seed)[2] for seed in SEEDS)


@pytest.mark.parametrize(("name", "seed"), CASES)
def test_every_abnormal_template_keeps_an_exemplar(name: str, seed: int) -> None:
    if name in KNOWN_ABNORMAL:
        pytest.xfail(KNOWN_ABNORMAL[name])
    _, abnormal, kept, _ = _outcome(name, seed)
    assert abnormal - kept == set(), sorted(abnormal - kept)


@pytest.mark.parametrize(("name", "seed"), [case for case in CASES if case.values[1] == 0])
def test_the_fold_removes_most_of_the_repetition(name: str, seed: int) -> None:
    """At least 15x fewer tokens on each format but the `FLOORS` ones, which keep theirs."""
    assert _outcome(name, seed)[3] >= FLOORS.get(name, 15)
