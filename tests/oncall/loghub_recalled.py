"""Synthetic imitations of the sixteen LogPAI Loghub "2k" sample logs.

Written from public knowledge of the Loghub benchmark only.  For each format
the module knows a list of event templates (constant text plus typed
variables), the header layout of the real file and a rough frequency profile.

    corpus(name, seed, n=2000) -> Corpus(lines, truth, templates, levels, header_regex)

Placeholders inside template specs are written  «kind:arg»  or  «name»:
    «i:lo-hi»   integer in [lo, hi]
    «f:lo-hi:d» float with d decimals
    «x:n»       n lowercase hex digits,  «X:n» uppercase,  «0x:n» "0x" + n hex
    «d:n»       n decimal digits
    «c:a|b|c»   one of the alternatives (a variable with few values)
    «name»      a named generator (format specific or global)
Each placeholder becomes <*> in the ground-truth template.
"""
import datetime as _dt
import random
import re
from dataclasses import dataclass

FORMATS = ("HDFS", "Hadoop", "Spark", "Zookeeper", "OpenStack", "BGL", "HPC",
           "Thunderbird", "Linux", "Windows", "Mac", "Android", "HealthApp",
           "Apache", "OpenSSH", "Proxifier")


@dataclass
class Corpus:
    lines: list
    truth: list
    templates: dict
    levels: dict
    header_regex: str = ""          # regex matching the header in front of the content


_RANGE = re.compile(r"(-?[\d.]+)-(-?[\d.]+)$")
_PH = re.compile(r"«([^»]*)»")
_EPOCH = _dt.datetime(1970, 1, 1)


def _ep(*a):
    return (_dt.datetime(*a) - _EPOCH).total_seconds()


def _dtm(t):
    return _EPOCH + _dt.timedelta(seconds=t)


class G:
    """Generation state: rng, value pools, memory between placeholders."""

    def __init__(self, rng, gens):
        self.r = rng
        self.gens = gens
        self.pools = {}
        self.mem = {}
        self.t = 0.0

    def pool(self, key, fn, size=40, skew=1.6):
        p = self.pools.get(key)
        if p is None:
            p = self.pools[key] = [fn(self) for _ in range(size)]
        return p[int(len(p) * (self.r.random() ** skew))]

    def drift(self, key, fn, p_new=0.25, keep=6):
        p = self.pools.setdefault(key, [])
        if not p or self.r.random() < p_new:
            p.append(fn(self))
            del p[:-keep]
            return p[-1]
        return self.r.choice(p)

    def val(self, spec):
        kind, _, arg = spec.partition(":")
        r = self.r
        if arg:
            if kind == "i":
                lo, hi = _RANGE.match(arg).groups()
                return str(r.randint(int(lo), int(hi)))
            if kind == "f":
                lohi, d = arg.split(":")
                lo, hi = _RANGE.match(lohi).groups()
                return f"{r.uniform(float(lo), float(hi)):.{int(d)}f}"
            if kind == "x":
                return "".join(r.choice("0123456789abcdef") for _ in range(int(arg)))
            if kind == "X":
                return "".join(r.choice("0123456789ABCDEF") for _ in range(int(arg)))
            if kind == "0x":
                return "0x" + "".join(r.choice("0123456789abcdef") for _ in range(int(arg)))
            if kind == "d":
                return str(r.randint(1, 9)) + "".join(r.choice("0123456789") for _ in range(int(arg) - 1))
            if kind == "c":
                return r.choice(arg.split("|"))
        fn = self.gens[spec]
        v = fn(self)
        return v


def _expand(g, text):
    out = []
    pos = 0
    for m in _PH.finditer(text):
        out.append(text[pos:m.start()])
        v = g.val(m.group(1))
        assert v, (text, m.group(1))
        out.append(v)
        pos = m.end()
    out.append(text[pos:])
    return "".join(out)


def _tpl(text):
    return _PH.sub("<*>", text)


# ----------------------------------------------------------------- common generators
WORDS = ["alpha", "bravo", "cobalt", "delta", "ember", "falcon", "granite", "harbor", "indigo", "juniper", "kestrel", "lotus", "meadow", "nimbus", "orchid", "pioneer", "quartz", "raven", "sierra", "tundra", "umber", "violet", "willow", "zephyr", "massive", "merukuru", "biblioteka", "sugolan", "tiscali", "telecom", "dialup", "static", "cable", "wireless", "mail", "smtp", "relay", "gate", "proxy", "vega", "orion", "lyra", "draco"]
TLDS = ("com", "net", "org", "edu", "de", "pl", "hu", "ru", "cn", "jp", "br", "it", "fr", "kr")


def rip(g):
    r = g.r
    return f"{r.randint(1, 223)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"


def dname(g):
    r = g.r
    k = r.choice((2, 2, 3))
    return ".".join(r.choice(WORDS) for _ in range(k - 1)) + "." + r.choice(TLDS)


def uuid(g):
    x = g.val("x:32")
    return f"{x[:8]}-{x[8:12]}-{x[12:16]}-{x[16:20]}-{x[20:]}"


def P(key, fn, size=40, skew=1.6):
    return lambda g: g.pool(key, fn, size, skew)


def C(*opts):
    return lambda g: g.r.choice(opts)


GEN = {
    "ip": rip,
    "dname": dname,
    "uuid": P("uuid", uuid, 80, 1.3),
    "pid": P("pid", lambda g: str(g.r.randint(1000, 32000)), 300, 1.0),
    "port": lambda g: str(g.r.randint(1024, 65535)),
}

SPECS = {}
STD_LV = {"INFO": "INFO", "WARN": "WARN", "WARNING": "WARN", "ERROR": "ERROR", "FATAL": "FATAL",
          "DEBUG": "DEBUG", "SEVERE": "ERROR", "FAILURE": "FATAL"}

# =================================================================== HDFS
def _blk(g):
    return "blk_" + g.r.choice(("", "-")) + g.val("d:19")


def _hdfs_ip(g):
    return g.pool("hdip", lambda g: f"10.{g.r.choice((250, 251))}.{g.r.randint(0, 255)}.{g.r.randint(1, 254)}", 120, 1.2)


HDFS_GEN = {
    "blk": lambda g: g.drift("blk", _blk, 0.35, 8),
    "ip": _hdfs_ip,
    "ipd": lambda g: _hdfs_ip(g) + ":50010",
    "ipp": lambda g: _hdfs_ip(g) + ":" + str(g.r.randint(30000, 60999)),
    "bsize": lambda g: "67108864" if g.r.random() < 0.8 else str(g.r.randint(1000, 67108863)),
    "hpath": lambda g: g.r.choice((
        f"/user/root/rand/_temporary/_task_200811092030_0001_m_{g.r.randint(0, 2000):06d}_0/part-{g.r.randint(0, 2000):05d}",
        f"/user/root/randtxt/_temporary/_task_200811101024_0002_r_{g.r.randint(0, 300):06d}_0/part-{g.r.randint(0, 300):05d}",
        "/mnt/hadoop/mapred/system/job_200811092030_0001/job.jar",
        "/mnt/hadoop/mapred/system/job_200811092030_0001/job.split")),
    "dpath": lambda g: f"/mnt/hadoop/dfs/data/current/subdir{g.r.randint(0, 63)}/" + _blk(g),
}

HDFS = [
    (310, "INFO", "dfs.DataNode$DataXceiver", "Receiving block «blk» src: /«ipp» dest: /«ipd»"),
    (300, "INFO", "dfs.DataNode$PacketResponder", "PacketResponder «i:0-2» for block «blk» terminating"),
    (295, "INFO", "dfs.DataNode$PacketResponder", "Received block «blk» of size «bsize» from /«ip»"),
    (310, "INFO", "dfs.FSNamesystem", "BLOCK* NameSystem.addStoredBlock: blockMap updated: «ipd» is added to «blk» size «bsize»"),
    (115, "INFO", "dfs.FSNamesystem", "BLOCK* NameSystem.allocateBlock: «hpath». «blk»"),
    (260, "INFO", "dfs.FSDataset", "Deleting block «blk» file «dpath»"),
    (230, "INFO", "dfs.FSNamesystem", "BLOCK* NameSystem.delete: «blk» is added to invalidSet of «ipd»"),
    (80, "INFO", "dfs.DataNode$DataXceiver", "«ipd» Served block «blk» to /«ip»"),
    (75, "WARN", "dfs.DataNode$DataXceiver", "«ipd»:Got exception while serving «blk» to /«ip»:"),
    (22, "INFO", "dfs.DataBlockScanner", "Verification succeeded for «blk»"),
    (12, "INFO", "dfs.DataNode", "«ipd» Starting thread to transfer block «blk» to «ipd»"),
    (10, "INFO", "dfs.FSNamesystem", "BLOCK* ask «ipd» to replicate «blk» to datanode(s) «ipd»"),
    (10, "INFO", "dfs.DataNode$DataTransfer", "«ipd»:Transmitted block «blk» to /«ipd»"),
    (4, "INFO", "dfs.DataNode$DataXceiver", "Received block «blk» src: /«ipp» dest: /«ipd» of size «bsize»"),
    (3, "INFO", "dfs.DataNode$DataXceiver", "writeBlock «blk» received exception java.io.IOException: Could not read from stream"),
    (2, "INFO", "dfs.DataNode$PacketResponder", "PacketResponder «blk» «i:0-2» Exception java.io.IOException: Connection reset by peer"),
    (1.5, "INFO", "dfs.DataNode$DataXceiver", "Exception in receiveBlock for block «blk» java.io.IOException: Connection reset by peer"),
    (1.5, "INFO", "dfs.DataNode$PacketResponder", "PacketResponder «i:0-2» for block «blk» Interrupted."),
    (1, "INFO", "dfs.FSNamesystem", "BLOCK* NameSystem.addStoredBlock: Redundant addStoredBlock request received for «blk» on «ipd» size «bsize»"),
    (0.7, "INFO", "dfs.DataNode$BlockReceiver", "Receiving empty packet for block «blk»"),
    (0.5, "INFO", "dfs.DataNode$BlockReceiver", "Changing block file offset of block «blk» from «i:0-67108864» to «i:0-67108864» meta file offset to «i:7-524295»"),
    (0.5, "WARN", "dfs.DataNode", "«ipd»:Failed to transfer «blk» to «ipd» got java.io.IOException: Connection reset by peer"),
    (0.4, "WARN", "dfs.PendingReplicationBlocks$PendingReplicationMonitor", "PendingReplicationMonitor timed out block «blk»"),
    (0.4, "INFO", "dfs.FSNamesystem", "BLOCK* Removing block «blk» from neededReplications as it does not belong to any file."),
    (0.3, "INFO", "dfs.DataNode", "«ipd»:Exception writing block «blk» to mirror «ipd»"),
    (0.3, "INFO", "dfs.DataNode$DataXceiver", "«ipd» Adding an already existing block «blk»"),
]


def _hdfs_hdr(g, d, ms, lvl, comp):
    pid = g.pool("hpid", lambda g: str(g.r.choice((g.r.randint(1, 40), g.r.randint(1, 40), g.r.randint(100, 5000)))), 60, 1.4)
    return f"{d:%y%m%d} {d:%H%M%S} {pid} {lvl} {comp}: "


HDFS = [(w * 0.4 if w <= 5 else w, l, c, t) for (w, l, c, t) in HDFS]

SPECS["HDFS"] = dict(tpls=HDFS, gens=HDFS_GEN, header=_hdfs_hdr, lvlmap=STD_LV, gap=70,
                     start=_ep(2008, 11, 9, 20, 35, 15), burst=0.15,
                     regex=r"\d{6} \d{6} \d+ (?:INFO|WARN|ERROR) \S+: ")

# =================================================================== Hadoop
_CTS = ("1445144423722", "1445062781478", "1445087491445", "1445182159119", "1445175094696")


def _happ(g):
    return g.pool("happ", lambda g: f"{g.r.choice(_CTS)}_{g.r.randint(1, 30):04d}", 4, 1.5)


def _hatt(g):
    return f"attempt_{_happ(g)}_{g.r.choice('mmmmr')}_{g.r.randint(0, 12):06d}_{g.r.choice('0001')}"


_HCLS = ("org.apache.hadoop.mapreduce.jobhistory.EventType", "org.apache.hadoop.mapreduce.v2.app.job.event.JobEventType",
         "org.apache.hadoop.mapreduce.v2.app.job.event.TaskEventType", "org.apache.hadoop.mapreduce.v2.app.job.event.TaskAttemptEventType",
         "org.apache.hadoop.mapreduce.v2.app.commit.CommitterEventType", "org.apache.hadoop.mapreduce.v2.app.speculate.Speculator$EventType",
         "org.apache.hadoop.mapreduce.v2.app.rm.ContainerAllocator$EventType", "org.apache.hadoop.mapreduce.v2.app.launcher.ContainerLauncher$EventType",
         "org.apache.hadoop.mapreduce.v2.app.job.event.JobFinishEvent$Type")
_HCLS2 = ("org.apache.hadoop.mapreduce.jobhistory.JobHistoryEventHandler", "org.apache.hadoop.mapreduce.v2.app.MRAppMaster$JobEventDispatcher",
          "org.apache.hadoop.mapreduce.v2.app.MRAppMaster$TaskEventDispatcher", "org.apache.hadoop.mapreduce.v2.app.MRAppMaster$TaskAttemptEventDispatcher",
          "org.apache.hadoop.mapreduce.v2.app.commit.CommitterEventHandler", "org.apache.hadoop.mapreduce.v2.app.MRAppMaster$SpeculatorEventDispatcher",
          "org.apache.hadoop.mapreduce.v2.app.MRAppMaster$ContainerAllocatorRouter", "org.apache.hadoop.mapreduce.v2.app.MRAppMaster$ContainerLauncherRouter",
          "org.apache.hadoop.mapreduce.v2.app.MRAppMaster$JobFinishEventHandler")
_NMH = ("MININT-FNANLI5.fareast.corp.microsoft.com", "MININT-75DGDAM1.fareast.corp.microsoft.com", "04DN8IQ.fareast.corp.microsoft.com",
        "MSRA-SA-39.fareast.corp.microsoft.com", "MSRA-SA-41.fareast.corp.microsoft.com")

def _nmip(g):
    return g.pool("nmip", lambda g: f"10.{g.r.randint(86, 190)}.{g.r.randint(0, 255)}.{g.r.randint(1, 254)}", 5, 1)


HADOOP_GEN = {
    "app": _happ,
    "appl": lambda g: "application_" + _happ(g),
    "appatt": lambda g: f"appattempt_{_happ(g)}_000001",
    "job": lambda g: "job_" + _happ(g),
    "task": lambda g: f"task_{_happ(g)}_{g.r.choice('mmmmr')}_{g.r.randint(0, 12):06d}",
    "att": lambda g: g.drift("hatt", _hatt, 0.3, 10),
    "cont": lambda g: f"container_{_happ(g)}_01_{g.r.randint(1, 20):06d}",
    "jvm": lambda g: f"jvm_{_happ(g)}_m_{g.r.randint(2, 20):012d}",
    "jclass": lambda g: g.r.choice(_HCLS),
    "jclass2": lambda g: g.r.choice(_HCLS2),
    "amport": P("amport", lambda g: str(g.r.randint(50000, 65000)), 3, 1.0),
    "amhostport": lambda g: g.r.choice(_NMH) + "/" + _nmip(g) + ":" + str(g.r.randint(50000, 65000)),
    "nmhost": lambda g: g.r.choice(_NMH),
    "ipv": lambda g: _nmip(g),
    "rmhost": C("msra-sa-41:9000", "msra-sa-41:8030"),
    "tmpdir": lambda g: f"C:\\Users\\msrabi\\AppData\\Local\\Temp\\Jetty_0_0_0_0_{g.r.randint(50000, 65000)}_mapreduce____.{g.val('x:6')}\\webapp",
    "histfile": lambda g: f"hdfs://msra-sa-41:9000/tmp/hadoop-yarn/staging/msrabi/.staging/job_{_happ(g)}/job_{_happ(g)}_1.jhist",
    "hblk": lambda g: f"BP-1347369012-10.190.173.170-1444972147527:blk_{g.r.randint(1073741825, 1073745000)}_{g.r.randint(1000, 5000)}",
    "cts": lambda g: g.r.choice(_CTS),
}

MA = "[main] org.apache.hadoop.mapreduce.v2.app.MRAppMaster"
JI = "[AsyncDispatcher event handler] org.apache.hadoop.mapreduce.v2.app.job.impl.JobImpl"
JIM = "[main] org.apache.hadoop.mapreduce.v2.app.job.impl.JobImpl"
TI = "[AsyncDispatcher event handler] org.apache.hadoop.mapreduce.v2.app.job.impl.TaskImpl"
TA = "[AsyncDispatcher event handler] org.apache.hadoop.mapreduce.v2.app.job.impl.TaskAttemptImpl"
RA = "[RMCommunicator Allocator] org.apache.hadoop.mapreduce.v2.app.rm.RMContainerAllocator"
RC = "[Thread-«i:60-80»] org.apache.hadoop.mapreduce.v2.app.rm.RMCommunicator"
CL = "[ContainerLauncher #«i:0-9»] org.apache.hadoop.mapreduce.v2.app.launcher.ContainerLauncherImpl"
IPC = "[IPC Server handler «i:0-29» on «amport»] org.apache.hadoop.mapred.TaskAttemptListenerImpl"
JH = "[Thread-«i:60-80»] org.apache.hadoop.mapreduce.jobhistory.JobHistoryEventHandler"
MT = "[main] org.apache.hadoop.mapred.MapTask"
TK = "[main] org.apache.hadoop.mapred.Task"
SS = "[fetcher#«i:1-5»] org.apache.hadoop.mapreduce.task.reduce.ShuffleSchedulerImpl"
MM = "[fetcher#«i:1-5»] org.apache.hadoop.mapreduce.task.reduce.MergeManagerImpl"
CE = "[CommitterEvent Processor #«i:0-4»] org.apache.hadoop.mapreduce.v2.app.commit.CommitterEventHandler"
SCHED = "PendingReds:«i:0-1» ScheduledMaps:«i:0-13» ScheduledReds:«i:0-1» AssignedMaps:«i:0-13» AssignedReds:«i:0-1» CompletedMaps:«i:0-13» CompletedReds:«i:0-1» ContAlloc:«i:0-20» ContRel:«i:0-3» HostLocal:«i:0-10» RackLocal:«i:0-6»"

HADOOP = [
    (2, "INFO", MA, "Created MRAppMaster for application «appatt»"),
    (2, "INFO", MA, "Executing with tokens:"),
    (2, "INFO", MA, "Kind: YARN_AM_RM_TOKEN, Service: , Ident: (appAttemptId { application_id { id: «i:1-30» cluster_timestamp: «cts» } attemptId: 1 } keyId: «i:100000000-2000000000»)"),
    (2, "INFO", MA, "Using mapred newApiCommitter."),
    (2, "INFO", MA, "OutputCommitter set in config null"),
    (2, "INFO", MA, "OutputCommitter is org.apache.hadoop.mapreduce.lib.output.FileOutputCommitter"),
    (18, "INFO", "[main] org.apache.hadoop.yarn.event.AsyncDispatcher", "Registering class «jclass» for class «jclass2»"),
    (2, "INFO", "[main] org.apache.hadoop.metrics2.impl.MetricsConfig", "loaded properties from hadoop-metrics2.properties"),
    (2, "INFO", "[main] org.apache.hadoop.metrics2.impl.MetricsSystemImpl", "Scheduled snapshot period at 10 second(s)."),
    (2, "INFO", "[main] org.apache.hadoop.metrics2.impl.MetricsSystemImpl", "MRAppMaster metrics system started"),
    (2, "INFO", JIM, "Adding job token for «job» to jobTokenSecretManager"),
    (2, "INFO", JIM, "Not uberizing «job» because: not enabled; too many maps; too much input;"),
    (2, "INFO", JIM, "Input size for job «job» = «i:100000000-1500000000». Number of splits = «i:5-13»"),
    (2, "INFO", JIM, "Number of reduces for job «job» = «i:1-1»"),
    (2, "INFO", JIM, "«job»Job Transitioned from NEW to INITED"),
    (2, "INFO", MA, "MRAppMaster launching normal, non-uberized, multi-container job «job»."),
    (2, "INFO", "[main] org.apache.hadoop.ipc.CallQueueManager", "Using callQueue class java.util.concurrent.LinkedBlockingQueue"),
    (3, "INFO", "[Socket Reader #1 for port «amport»] org.apache.hadoop.ipc.Server", "Starting Socket Reader #1 for port «amport»"),
    (2, "INFO", "[main] org.apache.hadoop.yarn.factories.impl.pb.RpcServerFactoryPBImpl", "Adding protocol org.apache.hadoop.mapreduce.v2.api.MRClientProtocolPB to the server"),
    (3, "INFO", "[IPC Server Responder] org.apache.hadoop.ipc.Server", "IPC Server Responder: starting"),
    (3, "INFO", "[IPC Server listener on «amport»] org.apache.hadoop.ipc.Server", "IPC Server listener on «amport»: starting"),
    (2, "INFO", "[main] org.apache.hadoop.mapreduce.v2.app.client.MRClientService", "Instantiated MRClientService at «amhostport»"),
    (2, "INFO", "[main] org.mortbay.log", "Logging to org.slf4j.impl.Log4jLoggerAdapter(org.mortbay.log) via org.mortbay.log.Slf4jLog"),
    (2, "INFO", "[main] org.apache.hadoop.http.HttpRequestLog", "Http request log for http.requests.mapreduce is not defined"),
    (2, "INFO", "[main] org.apache.hadoop.http.HttpServer2", "Added global filter 'safety' (class=org.apache.hadoop.http.HttpServer2$QuotingInputFilter)"),
    (4, "INFO", "[main] org.apache.hadoop.http.HttpServer2", "Added filter AM_PROXY_FILTER (class=org.apache.hadoop.yarn.server.webproxy.amfilter.AmIpFilter) to context «c:mapreduce|static»"),
    (4, "INFO", "[main] org.apache.hadoop.http.HttpServer2", "adding path spec: «c:/mapreduce/*|/ws/*»"),
    (2, "INFO", "[main] org.apache.hadoop.http.HttpServer2", "Jetty bound to port «amport»"),
    (2, "INFO", "[main] org.mortbay.log", "jetty-6.1.26"),
    (2, "INFO", "[main] org.mortbay.log", "Extract jar:file:/D:/hadoop-2.6.0-localbox/share/hadoop/yarn/hadoop-yarn-common-2.6.0-SNAPSHOT.jar!/webapps/mapreduce to «tmpdir»"),
    (2, "INFO", "[main] org.mortbay.log", "Started HttpServer2$SelectChannelConnectorWithSafeStartup@0.0.0.0:«amport»"),
    (2, "INFO", "[main] org.apache.hadoop.yarn.webapp.WebApps", "Web app /mapreduce started at «amport»"),
    (2, "INFO", "[main] org.apache.hadoop.yarn.webapp.WebApps", "Registered webapp guice modules"),
    (2, "INFO", "[main] org.apache.hadoop.mapreduce.v2.app.rm.RMContainerRequestor", "nodeBlacklistingEnabled:true"),
    (2, "INFO", "[main] org.apache.hadoop.mapreduce.v2.app.rm.RMContainerRequestor", "maxTaskFailuresPerNode is 3"),
    (2, "INFO", "[main] org.apache.hadoop.mapreduce.v2.app.rm.RMContainerRequestor", "blacklistDisablePercent is 33"),
    (2, "INFO", "[main] org.apache.hadoop.yarn.client.RMProxy", "Connecting to ResourceManager at msra-sa-41/10.190.173.170:8030"),
    (2, "INFO", "[main] org.apache.hadoop.mapreduce.v2.app.rm.RMCommunicator", "maxContainerCapability: <memory:8192, vCores:32>"),
    (2, "INFO", "[main] org.apache.hadoop.mapreduce.v2.app.rm.RMCommunicator", "queue: default"),
    (2, "INFO", "[main] org.apache.hadoop.mapreduce.v2.app.launcher.ContainerLauncherImpl", "Upper limit on the thread pool size is 500"),
    (2, "INFO", "[main] org.apache.hadoop.yarn.client.api.impl.ContainerManagementProtocolProxy", "yarn.client.max-cached-nodemanagers-proxies : 0"),
    (2, "INFO", JI, "«job»Job Transitioned from INITED to SETUP"),
    (2, "INFO", CE, "Processing the event EventType: JOB_SETUP"),
    (2, "INFO", JI, "«job»Job Transitioned from SETUP to RUNNING"),
    (14, "INFO", TI, "«task» Task Transitioned from NEW to SCHEDULED"),
    (14, "INFO", TA, "«att» TaskAttempt Transitioned from NEW to UNASSIGNED"),
    (2, "INFO", "[Thread-«i:50-60»] org.apache.hadoop.mapreduce.v2.app.rm.RMContainerAllocator", "mapResourceRequest:<memory:1024, vCores:1>"),
    (2, "INFO", "[Thread-«i:50-60»] org.apache.hadoop.mapreduce.v2.app.rm.RMContainerAllocator", "reduceResourceRequest:<memory:1024, vCores:1>"),
    (2, "INFO", "[eventHandlingThread] org.apache.hadoop.mapreduce.jobhistory.JobHistoryEventHandler", "Event Writer setup for JobId: «job», File: «histfile»"),
    (12, "INFO", RA, "Before Scheduling: " + SCHED),
    (12, "INFO", RA, "After Scheduling: " + SCHED),
    (12, "INFO", "[RMCommunicator Allocator] org.apache.hadoop.mapreduce.v2.app.rm.RMContainerRequestor",
     "getResources() for «appl»: ask=«i:1-5» release= 0 newContainers=«i:0-10» finishedContainers=«i:0-3» resourcelimit=<memory:«i:0-8192», vCores:«i:0-32»> knownNMs=«i:1-4»"),
    (16, "INFO", RA, "Recalculating schedule, headroom=<memory:«i:0-8192», vCores:«i:0-32»>"),
    (16, "INFO", RA, "Reduce slow start threshold not met. completedMapsForReduceSlowstart «i:1-1»"),
    (4, "INFO", RA, "Got allocated containers «i:1-10»"),
    (8, "INFO", RA, "Assigned container «cont» to «att»"),
    (3, "INFO", "[AsyncDispatcher event handler] org.apache.hadoop.yarn.util.RackResolver", "Resolved «nmhost» to /default-rack"),
    (2, "INFO", TA, "The job-jar file on the remote FS is hdfs://msra-sa-41:9000/tmp/hadoop-yarn/staging/msrabi/.staging/«job»/job.jar"),
    (2, "INFO", TA, "The job-conf file on the remote FS is /tmp/hadoop-yarn/staging/msrabi/.staging/«job»/job.xml"),
    (2, "INFO", TA, "Adding #0 tokens and #1 secret keys for NM use for launching container"),
    (2, "INFO", TA, "Size of containertokens_dob is 1"),
    (2, "INFO", TA, "Putting shuffle token in serviceData"),
    (6, "INFO", TA, "«att» TaskAttempt Transitioned from UNASSIGNED to ASSIGNED"),
    (6, "INFO", CL, "Processing the event EventType: CONTAINER_REMOTE_LAUNCH for container «cont» taskAttempt «att»"),
    (6, "INFO", CL, "Launching «att»"),
    (6, "INFO", "[ContainerLauncher #«i:0-9»] org.apache.hadoop.yarn.client.api.impl.ContainerManagementProtocolProxy", "Opening proxy : «nmhost»:«i:50000-65000»"),
    (6, "INFO", CL, "Shuffle port returned by ContainerManager for «att» : 13562"),
    (6, "INFO", TA, "TaskAttempt: [«att»] using containerId: [«cont» on NM: [«nmhost»:«i:50000-65000»]"),
    (6, "INFO", TA, "«att» TaskAttempt Transitioned from ASSIGNED to RUNNING"),
    (6, "INFO", "[AsyncDispatcher event handler] org.apache.hadoop.mapreduce.v2.app.speculate.DefaultSpeculator", "ATTEMPT_START «task»"),
    (6, "INFO", TI, "«task» Task Transitioned from SCHEDULED to RUNNING"),
    (6, "INFO", IPC, "JVM with ID : «jvm» asked for a task"),
    (6, "INFO", IPC, "JVM with ID: «jvm» given task: «att»"),
    (45, "INFO", IPC, "Progress of TaskAttempt «att» is : «f:0-1:8»"),
    (8, "INFO", IPC, "Ping from «att»"),
    (110, "WARN", "[LeaseRenewer:msrabi@msra-sa-41:9000] org.apache.hadoop.hdfs.LeaseRenewer",
     "Failed to renew lease for [DFSClient_NONMAPREDUCE_«i:100000000-2000000000»_1] for «i:1-900» seconds.  Will retry shortly ..."),
    (300, "INFO", ["[LeaseRenewer:msrabi@msra-sa-41:9000] org.apache.hadoop.ipc.Client", "[RMCommunicator Allocator] org.apache.hadoop.ipc.Client",
                   "[main] org.apache.hadoop.ipc.Client", "[communication thread] org.apache.hadoop.ipc.Client"],
     "Retrying connect to server: «rmhost». Already tried «i:0-9» time(s); retry policy is RetryUpToMaximumCountWithFixedSleep(maxRetries=10, sleepTime=1000 MILLISECONDS)"),
    (90, "WARN", ["[RMCommunicator Allocator] org.apache.hadoop.ipc.Client", "[LeaseRenewer:msrabi@msra-sa-41:9000] org.apache.hadoop.ipc.Client"],
     "Address change detected. Old: msra-sa-41/10.190.173.170:«c:8030|9000» New: msra-sa-41:«c:8030|9000»"),
    (50, "ERROR", RA, "ERROR IN CONTACTING RM."),
    (6, "ERROR", RA, "Error communicating with RM: Could not contact RM after «i:60000-600000» milliseconds."),
    (4, "WARN", "[DataStreamer for file «histfile» block «hblk»] org.apache.hadoop.hdfs.DFSClient", "DataStreamer Exception"),
    (4, "WARN", "[ResponseProcessor for block «hblk»] org.apache.hadoop.hdfs.DFSClient", "DFSOutputStream ResponseProcessor exception  for block «hblk»"),
    (2, "INFO", TA, "Diagnostics report from «att»: Container killed by the ApplicationMaster."),
    (2, "INFO", TA, "Diagnostics report from «att»: AttemptID:«att» Timed out after 600 secs"),
    (2, "INFO", RA, "Killing taskAttempt:«att» because it is running on unusable node:«nmhost»:«i:50000-65000»"),
    (2, "INFO", TA, "«att» TaskAttempt Transitioned from RUNNING to KILL_CONTAINER_CLEANUP"),
    (2, "INFO", CL, "Processing the event EventType: CONTAINER_REMOTE_CLEANUP for container «cont» taskAttempt «att»"),
    (2, "INFO", CL, "KILLING «att»"),
    (2, "INFO", TA, "«att» TaskAttempt Transitioned from KILL_CONTAINER_CLEANUP to KILL_TASK_CLEANUP"),
    (2, "INFO", CE, "Processing the event EventType: TASK_ABORT"),
    (2, "WARN", "[CommitterEvent Processor #«i:0-4»] org.apache.hadoop.mapreduce.lib.output.FileOutputCommitter",
     "Could not delete hdfs://msra-sa-41:9000/out/out«i:1-5»/_temporary/1/_temporary/«att»"),
    (2, "INFO", TA, "«att» TaskAttempt Transitioned from KILL_TASK_CLEANUP to KILLED"),
    (3, "INFO", RA, "Received completed container «cont»"),
    (2, "INFO", IPC, "Done acknowledgement from «att»"),
    (2, "INFO", TA, "«att» TaskAttempt Transitioned from RUNNING to SUCCESS_CONTAINER_CLEANUP"),
    (2, "INFO", TA, "«att» TaskAttempt Transitioned from SUCCESS_CONTAINER_CLEANUP to SUCCEEDED"),
    (2, "INFO", TI, "Task succeeded with attempt «att»"),
    (2, "INFO", TI, "«task» Task Transitioned from RUNNING to SUCCEEDED"),
    (2, "INFO", JI, "Num completed Tasks: «i:1-14»"),
    (1, "INFO", RA, "Reduce slow start threshold reached. Scheduling reduces."),
    (1, "INFO", RA, "All maps assigned. Ramping up all remaining reduces:«i:1-1»"),
    (1, "INFO", RA, "Ramping down all scheduled reduces:«i:0-1»"),
    (1, "INFO", RA, "Going to preempt «i:1-2» due to lack of space for maps"),
    (1, "INFO", "[AsyncDispatcher event handler] org.apache.hadoop.mapreduce.v2.app.speculate.DefaultSpeculator",
     "DefaultSpeculator.addSpeculativeAttempt -- we are speculating «task»"),
    (1, "INFO", TI, "Scheduling a redundant attempt for task «task»"),
    (1, "INFO", TA, "«att» TaskAttempt Transitioned from RUNNING to FAIL_CONTAINER_CLEANUP"),
    (1, "INFO", TA, "«att» TaskAttempt Transitioned from FAIL_CONTAINER_CLEANUP to FAIL_TASK_CLEANUP"),
    (1, "INFO", TA, "«att» TaskAttempt Transitioned from FAIL_TASK_CLEANUP to FAILED"),
    (1, "INFO", IPC, "Commit-pending state update from «att»"),
    (1, "INFO", IPC, "Commit go/no-go request from «att»"),
    (1, "INFO", TI, "Result of canCommit for «att»:true"),
    (1, "INFO", CE, "Processing the event EventType: JOB_COMMIT"),
    (1, "INFO", JI, "Calling handler for JobFinishedEvent"),
    (1, "INFO", JI, "«job»Job Transitioned from COMMITTING to SUCCEEDED"),
    (1, "INFO", MA, "We are finishing cleanly so this is the last retry"),
    (1, "INFO", MA, "Notify RMCommunicator isAMLastRetry: true"),
    (1, "INFO", RC, "RMCommunicator notified that shouldUnregistered is: true"),
    (1, "INFO", MA, "Notify JHEH isAMLastRetry: true"),
    (1, "INFO", JH, "JobHistoryEventHandler notified that forceJobCompletion is true"),
    (1, "INFO", MA, "Calling stop for all the services"),
    (1, "INFO", JH, "Stopping JobHistoryEventHandler. Size of the outstanding queue size is «i:0-3»"),
    (1, "INFO", JH, "Copying «histfile» to «histfile»"),
    (1, "INFO", JH, "Moved tmp to done: «histfile» to «histfile»"),
    (1, "INFO", JH, "Stopped JobHistoryEventHandler. super.stop()"),
    (1, "INFO", RC, "Setting job diagnostics to"),
    (1, "INFO", RC, "History url is http://MININT-FNANLI5.fareast.corp.microsoft.com:19888/jobhistory/job/«job»"),
    (1, "INFO", RC, "Waiting for application to be successfully unregistered."),
    (1, "INFO", RA, "Final Stats: " + SCHED),
    (1, "INFO", MA, "Deleting staging directory hdfs://msra-sa-41:9000 /tmp/hadoop-yarn/staging/msrabi/.staging/«job»"),
    (1, "INFO", "[Thread-«i:60-80»] org.apache.hadoop.ipc.Server", "Stopping server on «amport»"),
    (1, "INFO", "[IPC Server listener on «amport»] org.apache.hadoop.ipc.Server", "Stopping IPC Server listener on «amport»"),
    (1, "INFO", "[IPC Server Responder] org.apache.hadoop.ipc.Server", "Stopping IPC Server Responder"),
    (1, "INFO", "[TaskHeartbeatHandler PingChecker] org.apache.hadoop.mapreduce.v2.app.TaskHeartbeatHandler", "TaskHeartbeatHandler thread interrupted"),
    (0.5, "INFO", MA, "Exiting MR AppMaster..GoodBye!"),
    # task side (YarnChild)
    (2, "INFO", "[main] org.apache.hadoop.mapred.YarnChild", "Sleeping for 0ms before retrying again. Got null now."),
    (2, "INFO", "[main] org.apache.hadoop.mapred.YarnChild", "mapreduce.cluster.local.dir for child: /tmp/hadoop-msrabi/nm-local-dir/usercache/msrabi/appcache/«appl»"),
    (2, "INFO", "[main] org.apache.hadoop.conf.Configuration.deprecation", "session.id is deprecated. Instead, use dfs.metrics.session-id"),
    (2, "INFO", TK, "Using ResourceCalculatorProcessTree : [ ]"),
    (2, "INFO", MT, "Processing split: hdfs://msra-sa-41:9000/«c:pageinput2.txt|wordcount2.txt»:«i:0-1500000000»+«i:134217728-134217728»"),
    (2, "INFO", MT, "mapreduce.task.io.sort.mb: 100"),
    (2, "INFO", MT, "soft limit at 83886080"),
    (2, "INFO", MT, "bufstart = 0; bufvoid = 104857600"),
    (2, "INFO", MT, "kvstart = 26214396; length = 6553600"),
    (2, "INFO", MT, "Map output collector class = org.apache.hadoop.mapred.MapTask$MapOutputBuffer"),
    (12, "INFO", MT, "Spilling map output"),
    (12, "INFO", MT, "bufstart = «i:0-104857600»; bufend = «i:0-104857600»; bufvoid = 104857600"),
    (12, "INFO", MT, "kvstart = «i:0-26214396»(«i:0-104857600»); kvend = «i:0-26214396»(«i:0-104857600»); length = «i:0-6553600»/6553600"),
    (12, "INFO", MT, "(EQUATOR) «i:0-104857600» kvi «i:0-26214396»(«i:0-104857600»)"),
    (12, "INFO", MT, "(RESET) equator «i:0-104857600» kv «i:0-26214396»(«i:0-104857600») kvi «i:0-26214396»(«i:0-104857600»)"),
    (12, "INFO", MT, "Finished spill «i:0-40»"),
    (2, "INFO", MT, "Starting flush of map output"),
    (2, "INFO", TK, "Task:«att» is done. And is in the process of committing"),
    (2, "INFO", TK, "Task '«att»' done."),
    (2, "INFO", "[main] org.apache.hadoop.mapred.Merger", "Merging «i:1-40» sorted segments"),
    (2, "INFO", "[main] org.apache.hadoop.mapred.Merger", "Down to the last merge-pass, with «i:1-40» segments left of total size: «i:1000000-300000000» bytes"),
    (1, "INFO", "[main] org.apache.hadoop.mapreduce.task.reduce.MergeManagerImpl",
     "MergerManager: memoryLimit=«i:100000000-200000000», maxSingleShuffleLimit=«i:30000000-60000000», mergeThreshold=«i:80000000-150000000», ioSortFactor=10, memToMemMergeOutputsThreshold=10"),
    (2, "INFO", "[EventFetcher for fetching Map Completion Events] org.apache.hadoop.mapreduce.task.reduce.EventFetcher", "«att»: Got «i:1-10» new map-outputs"),
    (2, "INFO", SS, "Assigning «nmhost»:13562 with «i:1-10» to fetcher#«i:1-5»"),
    (2, "INFO", SS, "assigned «i:1-10» of «i:1-10» to «nmhost»:13562 to fetcher#«i:1-5»"),
    (3, "INFO", "[fetcher#«i:1-5»] org.apache.hadoop.mapreduce.task.reduce.Fetcher",
     "fetcher#«i:1-5» about to shuffle output of map «att» decomp: «i:100000-60000000» len: «i:100000-60000000» to MEMORY"),
    (3, "INFO", "[fetcher#«i:1-5»] org.apache.hadoop.mapreduce.task.reduce.InMemoryMapOutput", "Read «i:100000-60000000» bytes from map-output for «att»"),
    (3, "INFO", MM, "closeInMemoryFile -> map-output of size: «i:100000-60000000», inMemoryMapOutputs.size() -> «i:1-13», commitMemory -> «i:0-300000000», usedMemory ->«i:0-300000000»"),
    (2, "INFO", SS, "«nmhost»:13562 freed by fetcher#«i:1-5» in «i:1-5000»ms"),
    (1, "INFO", "[EventFetcher for fetching Map Completion Events] org.apache.hadoop.mapreduce.task.reduce.EventFetcher", "EventFetcher is interrupted.. Returning"),
    (1, "WARN", "[main] org.apache.hadoop.mapred.YarnChild",
     "Exception running child : java.net.ConnectException: Call From «nmhost»/«ipv» to msra-sa-41:9000 failed on connection exception: java.net.ConnectException: Connection refused: no further information; For more details see:  http://wiki.apache.org/hadoop/ConnectionRefused"),
    (1, "FATAL", "[main] org.apache.hadoop.mapred.YarnChild", "Error running child : java.lang.OutOfMemoryError: Java heap space"),
    (2, "WARN", "[communication thread] org.apache.hadoop.mapred.Task", "Last retry, killing «att»"),
    (1, "ERROR", IPC,
     "Task: «att» - exited : java.net.NoRouteToHostException: No Route to Host from  «nmhost»/«ipv» to msra-sa-41:9000 failed on socket timeout exception: java.net.NoRouteToHostException: No route to host: no further information; For more details see:  http://wiki.apache.org/hadoop/NoRouteToHost"),
]


def _hadoop_hdr(g, d, ms, lvl, comp):
    return f"{d:%Y-%m-%d %H:%M:%S},{ms:03d} {lvl} {comp}: "


SPECS["Hadoop"] = dict(tpls=HADOOP, gens=HADOOP_GEN, header=_hadoop_hdr, lvlmap=STD_LV, gap=6,
                       start=_ep(2015, 10, 18, 18, 1, 47), burst=0.35,
                       regex=r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} (?:INFO|WARN|ERROR|FATAL) \[[^\]]*\] \S+: ")

# =================================================================== Spark
SPARK_GEN = {
    "user": C("yarn,curi", "curi,yarn", "yarn,root"),
    "shost": P("shost", lambda g: f"mesos-slave-{g.r.randint(1, 32):02d}", 8, 1.2),
    "sapp": lambda g: f"application_1485248649253_{g.r.randint(100, 200):04d}",
    "ip": lambda g: "10.10.34." + str(g.r.randint(11, 40)),
    "bc": lambda g: f"broadcast_{g.r.randint(0, 40)}",
    "bcp": lambda g: f"broadcast_{g.r.randint(0, 40)}_piece0",
    "rdd": lambda g: f"rdd_{g.r.randint(0, 50)}_{g.r.randint(0, 400)}",
    "satt": lambda g: f"attempt_{g.val('d:12')}_{g.r.randint(0, 40):04d}_m_{g.r.randint(0, 400):06d}_{g.r.randint(0, 3000)}",
    "task": lambda g: f"{g.r.randint(0, 400)}.{g.r.choice('0000001')}",
    "stage": lambda g: f"{g.r.randint(0, 30)}.{g.r.choice('00001')}",
}
EB = "executor.CoarseGrainedExecutorBackend"
SPARK = [
    (3, "INFO", EB, "Registered signal handlers for [TERM, HUP, INT]"),
    (5, "INFO", "spark.SecurityManager", "Changing view acls to: «user»"),
    (5, "INFO", "spark.SecurityManager", "Changing modify acls to: «user»"),
    (5, "INFO", "spark.SecurityManager", "SecurityManager: authentication disabled; ui acls disabled; users with view permissions: Set(«user»); users with modify permissions: Set(«user»)"),
    (3, "INFO", "slf4j.Slf4jLogger", "Slf4jLogger started"),
    (3, "INFO", "Remoting", "Starting remoting"),
    (3, "INFO", "Remoting", "Remoting started; listening on addresses :[akka.tcp://sparkExecutorActorSystem@«shost»:«port»]"),
    (3, "INFO", "util.Utils", "Successfully started service 'sparkExecutorActorSystem' on port «port»."),
    (3, "INFO", "storage.DiskBlockManager", "Created local directory at /opt/hdfs/nodemanager/usercache/curi/appcache/«sapp»/blockmgr-«uuid»"),
    (3, "INFO", "storage.MemoryStore", "MemoryStore started with capacity «f:10-20:1» GB"),
    (3, "INFO", EB, "Connecting to driver: spark://CoarseGrainedScheduler@«ip»:«port»"),
    (3, "INFO", EB, "Successfully registered with driver"),
    (3, "INFO", "executor.Executor", "Starting executor ID «i:1-30» on host «shost»"),
    (3, "INFO", "util.Utils", "Successfully started service 'org.apache.spark.network.netty.NettyBlockTransferService' on port «port»."),
    (3, "INFO", "netty.NettyBlockTransferService", "Server created on «port»"),
    (3, "INFO", "storage.BlockManagerMaster", "Trying to register BlockManager"),
    (3, "INFO", "storage.BlockManagerMaster", "Registered BlockManager"),
    (110, "INFO", EB, "Got assigned task «i:0-5000»"),
    (110, "INFO", "executor.Executor", "Running task «task» in stage «stage» (TID «i:0-5000»)"),
    (18, "INFO", "broadcast.TorrentBroadcast", "Started reading broadcast variable «i:0-40»"),
    (18, "INFO", "storage.MemoryStore", "Block «bcp» stored as bytes in memory (estimated size «f:1-30:1» KB, free «f:1-20:1» GB)"),
    (18, "INFO", "broadcast.TorrentBroadcast", "Reading broadcast variable «i:0-40» took «i:1-60» ms"),
    (18, "INFO", "storage.MemoryStore", "Block «bc» stored as values in memory (estimated size «f:1-30:1» KB, free «f:1-20:1» GB)"),
    (6, "INFO", "storage.MemoryStore", "Block «rdd» stored as values in memory (estimated size «f:1-900:1» B, free «f:1-20:1» GB)"),
    (3, "INFO", "storage.MemoryStore", "Block «rdd» stored as bytes in memory (estimated size «f:1-900:1» B, free «f:1-20:1» GB)"),
    (70, "INFO", "storage.BlockManager", "Found block «rdd» locally"),
    (15, "INFO", "spark.CacheManager", "Partition «rdd» not found, computing it"),
    (12, "INFO", "rdd.HadoopRDD", "Input split: hdfs://«ip»:9000/pjhe/test/«i:1-9»/«c:part-00000|data.txt|input.txt»:«i:0-2000000000»+«i:10000000-134217728»"),
    (1, "INFO", "Configuration.deprecation", "mapred.tip.id is deprecated. Instead, use mapreduce.task.id"),
    (1, "INFO", "Configuration.deprecation", "mapred.task.id is deprecated. Instead, use mapreduce.task.attempt.id"),
    (1, "INFO", "Configuration.deprecation", "mapred.task.is.map is deprecated. Instead, use mapreduce.task.ismap"),
    (1, "INFO", "Configuration.deprecation", "mapred.task.partition is deprecated. Instead, use mapreduce.task.partition"),
    (1, "INFO", "Configuration.deprecation", "mapred.job.id is deprecated. Instead, use mapreduce.job.id"),
    (105, "INFO", "executor.Executor", "Finished task «task» in stage «stage» (TID «i:0-5000»). «i:900-3000» bytes result sent to driver"),
    (35, "INFO", "python.PythonRunner", "Times: total = «i:40-60000», boot = «i:-10-1000», init = «i:1-1000», finish = «i:1-40»"),
    (14, "INFO", "storage.ShuffleBlockFetcherIterator", "Getting «i:1-400» non-empty blocks out of «i:1-400» blocks"),
    (14, "INFO", "storage.ShuffleBlockFetcherIterator", "Started «i:0-30» remote fetches in «i:0-50» ms"),
    (4, "INFO", "spark.MapOutputTrackerWorker", "Don't have map outputs for shuffle «i:0-20», fetching them"),
    (4, "INFO", "spark.MapOutputTrackerWorker", "Doing the fetch; tracker endpoint = NettyRpcEndpointRef(spark://MapOutputTracker@«ip»:«port»)"),
    (4, "INFO", "spark.MapOutputTrackerWorker", "Got the output locations"),
    (2, "INFO", "spark.MapOutputTrackerWorker", "Updating epoch to «i:1-20» and clearing cache"),
    (3, "INFO", "output.FileOutputCommitter", "Saved output of task '«satt»' to hdfs://«ip»:9000/pjhe/output/«i:1-9»/_temporary/0/task_«d:12»_«i:1000-9999»_m_«i:100000-999999»"),
    (3, "INFO", "mapred.SparkHadoopMapRedUtil", "«satt»: Committed"),
    (2, "INFO", "spark.CacheManager", "Another thread is loading «rdd», waiting for it to finish..."),
    (2, "INFO", "spark.CacheManager", "Finished waiting for «rdd»"),
    (1, "INFO", EB, "Driver commanded a shutdown"),
    (1, "INFO", "storage.MemoryStore", "MemoryStore cleared"),
    (1, "INFO", "storage.BlockManager", "BlockManager stopped"),
    (1, "INFO", "remote.RemoteActorRefProvider$RemotingTerminator", "Shutting down remote daemon."),
    (1, "INFO", "remote.RemoteActorRefProvider$RemotingTerminator", "Remote daemon shut down; proceeding with flushing remote transports."),
    (1, "INFO", "remote.RemoteActorRefProvider$RemotingTerminator", "Remoting shut down."),
    (1, "INFO", "util.ShutdownHookManager", "Shutdown hook called"),
    (0.6, "ERROR", EB, "RECEIVED SIGNAL 15: SIGTERM"),
    (0.5, "WARN", EB, "An unknown («shost»:«port») driver disconnected."),
    (0.5, "ERROR", EB, "Driver «ip»:«port» disassociated! Shutting down."),
    (0.4, "WARN", "storage.BlockManager", "Putting block «rdd» failed"),
    (0.4, "INFO", "executor.Executor", "Executor is trying to kill task «task» in stage «stage» (TID «i:0-5000»)"),
    (0.4, "INFO", "executor.Executor", "Executor killed task «task» in stage «stage» (TID «i:0-5000»)"),
]


def _spark_hdr(g, d, ms, lvl, comp):
    return f"{d:%y/%m/%d %H:%M:%S} {lvl} {comp}: "


SPECS["Spark"] = dict(tpls=SPARK, gens=SPARK_GEN, header=_spark_hdr, lvlmap=STD_LV, gap=2.5,
                      start=_ep(2017, 6, 9, 20, 10, 40), burst=0.2,
                      regex=r"\d\d/\d\d/\d\d \d\d:\d\d:\d\d (?:INFO|WARN|ERROR) \S+: ")

# =================================================================== Zookeeper
ZK_GEN = {
    "myid": P("myid", lambda g: str(g.r.randint(1, 3)), 3, 1.0),
    "sid": lambda g: g.drift("zsid", lambda g: "0x" + g.r.choice(("14ed93111f2", "14ede63a5a7", "24ede63a01b", "34ede65503f", "14f05578bd8")) + g.val("x:4").lstrip("0"), 0.3, 10),
    "zcli": lambda g: f"10.10.34.{g.r.randint(11, 40)}:{g.r.randint(30000, 60000)}",
    "zip": lambda g: f"10.10.34.{g.r.randint(11, 13)}",
    "zx": lambda g: "0x" + g.r.choice(("", "1", "2", "3", "1000")) + g.val("x:%d" % g.r.randint(1, 8)).lstrip("0") or "0x0",
    "zsid": C("188978561024", "3", "2", "1"),
    "timeout": C("10000", "20000", "40000"),
}
ZK_GEN["zx"] = lambda g: "0x" + (g.r.choice(("", "1", "2", "3", "10000")) + g.val("x:%d" % g.r.randint(1, 8))).lstrip("0") if g.r.random() < 0.8 else "0x0"
QP = "QuorumPeer[myid=«myid»]/0:0:0:0:0:0:0:0:2181"
NIO = "NIOServerCxn.Factory:0.0.0.0/0.0.0.0:2181"
_NOTE = "Notification: «i:1-3» (n.leader), «zx» (n.zxid), «zx» (n.round), %s (n.state), «i:1-3» (n.sid), «zx» (n.peerEPoch), %s (my state)"
ZK = [
    (260, "INFO", NIO + ":NIOServerCnxnFactory@197", "Accepted socket connection from /«zcli»"),
    (210, "WARN", NIO + ":NIOServerCnxn@349", "caught end of stream exception"),
    (230, "INFO", NIO + ":NIOServerCnxn@1001", "Closed socket connection for client /«zcli» which had sessionid «sid»"),
    (50, "INFO", NIO + ":NIOServerCnxn@1001", "Closed socket connection for client /«zcli» (no session established for client)"),
    (150, "INFO", NIO + ":ZooKeeperServer@839", "Client attempting to establish new session at /«zcli»"),
    (140, "INFO", ["CommitProcessor:«myid»:ZooKeeperServer@595", QP + ":ZooKeeperServer@595"], "Established session «sid» with negotiated timeout «timeout» for client /«zcli»"),
    (18, "INFO", NIO + ":ZooKeeperServer@868", "Client attempting to renew session «sid» at /«zcli»"),
    (18, "INFO", QP + ":Learner@108", "Revalidating client: «sid»"),
    (12, "INFO", QP + ":ZooKeeperServer@617", "Invalid session «sid» for client /«zcli», probably expired"),
    (60, "INFO", "SessionTracker:ZooKeeperServer@325", "Expiring session «sid», timeout of «timeout»ms exceeded"),
    (60, "INFO", "ProcessThread(sid:«myid» cport:-1)::PrepRequestProcessor@476", "Processed session termination for sessionid: «sid»"),
    (110, "WARN", ["WorkerSender[myid=«myid»]:QuorumCnxManager@368", QP + ":QuorumCnxManager@368"], "Cannot open channel to «i:1-3» at election address /«zip»:3888"),
    (60, "INFO", QP + ":FastLeaderElection@774", "Notification time out: «c:400|800|1600|3200|6400|12800|25600|51200|60000»"),
    (25, "INFO", "WorkerReceiver[myid=«myid»]:FastLeaderElection@542", _NOTE % ("LOOKING", "LOOKING")),
    (10, "INFO", "WorkerReceiver[myid=«myid»]:FastLeaderElection@542", _NOTE % ("LEADING", "LOOKING")),
    (10, "INFO", "WorkerReceiver[myid=«myid»]:FastLeaderElection@542", _NOTE % ("FOLLOWING", "LOOKING")),
    (6, "INFO", "WorkerReceiver[myid=«myid»]:FastLeaderElection@542", _NOTE % ("LOOKING", "FOLLOWING")),
    (4, "INFO", "WorkerReceiver[myid=«myid»]:FastLeaderElection@542", _NOTE % ("LOOKING", "LEADING")),
    (10, "INFO", QP + ":QuorumPeer@670", "LOOKING"),
    (5, "INFO", QP + ":QuorumPeer@738", "FOLLOWING"),
    (3, "INFO", QP + ":QuorumPeer@750", "LEADING"),
    (10, "INFO", QP + ":FastLeaderElection@740", "New election. My id =  «myid», proposed zxid=«zx»"),
    (5, "INFO", QP + ":Follower@63", "FOLLOWING - LEADER ELECTION TOOK - «i:10-70000»"),
    (3, "INFO", QP + ":Leader@358", "LEADING - LEADER ELECTION TOOK - «i:10-70000»"),
    (5, "INFO", QP + ":Learner@323", "Getting a snapshot from leader"),
    (3, "INFO", QP + ":Learner@325", "Setting leader epoch «i:1-30»"),
    (5, "INFO", QP + ":FileTxnSnapLog@240", "Snapshotting: «zx» to /var/lib/zookeeper/version-2/snapshot.«x:9»"),
    (2, "INFO", QP + ":ZooKeeperServer@162", "Created server with tickTime 2000 minSessionTimeout 4000 maxSessionTimeout 40000 datadir /var/lib/zookeeper/version-2 snapdir /var/lib/zookeeper/version-2"),
    (3, "INFO", "LearnerHandler-/«zcli»:LearnerHandler@395", "Sending snapshot last zxid of peer is «zx»  zxid of leader is «zx»sent zxid of db as «zx»"),
    (2, "ERROR", "LearnerHandler-/«zcli»:LearnerHandler@562", "Unexpected exception causing shutdown while sock still open"),
    (2, "WARN", "LearnerHandler-/«zcli»:LearnerHandler@575", "******* GOODBYE /«zcli» ********"),
    (3, "WARN", QP + ":Follower@118", "Got zxid «zx» expected 0x1"),
    (1, "INFO", "main:QuorumPeerConfig@101", "Reading configuration from: /etc/zookeeper/conf/zoo.cfg"),
    (1, "INFO", "main:QuorumPeerConfig@334", "Defaulting to majority quorums"),
    (1, "INFO", "main:DatadirCleanupManager@78", "autopurge.snapRetainCount set to 3"),
    (1, "INFO", "main:DatadirCleanupManager@79", "autopurge.purgeInterval set to 0"),
    (1, "INFO", "main:DatadirCleanupManager@101", "Purge task is not scheduled."),
    (1, "INFO", "main:QuorumPeerMain@127", "Starting quorum peer"),
    (1, "INFO", "main:NIOServerCnxnFactory@94", "binding to port 0.0.0.0/0.0.0.0:2181"),
    (1, "INFO", "main:QuorumPeer@913", "tickTime set to 2000"),
    (1, "INFO", "main:QuorumPeer@933", "minSessionTimeout set to -1"),
    (1, "INFO", "main:QuorumPeer@944", "maxSessionTimeout set to -1"),
    (1, "INFO", "main:QuorumPeer@959", "initLimit set to 10"),
    (1, "INFO", "Thread-1:QuorumCnxManager$Listener@486", "My election bind port: 0.0.0.0/0.0.0.0:3888"),
    (20, "WARN", "SendWorker:«zsid»:QuorumCnxManager$SendWorker@679", "Interrupted while waiting for message on queue"),
    (20, "WARN", "SendWorker:«zsid»:QuorumCnxManager$SendWorker@688", "Send worker leaving thread"),
    (15, "WARN", "RecvWorker:«zsid»:QuorumCnxManager$RecvWorker@765", "Interrupting SendWorker"),
    (15, "WARN", "RecvWorker:«zsid»:QuorumCnxManager$RecvWorker@762", "Connection broken for id «zsid», my id = «myid», error ="),
    (10, "INFO", ["WorkerSender[myid=«myid»]:QuorumCnxManager@190", QP + ":QuorumCnxManager@190"], "Have smaller server identifier, so dropping the connection: («i:1-3», «i:1-3»)"),
    (10, "INFO", "/«zip»:3888:QuorumCnxManager$Listener@493", "Received connection request /«zcli»"),
    (14, "WARN", NIO + ":NIOServerCnxn@362", "Exception causing close of session «sid» due to java.io.IOException: ZooKeeperServer not running"),
    (5, "WARN", NIO + ":NIOServerCnxn@357", "Exception causing close of session «sid» due to java.io.IOException: Connection reset by peer"),
    (7, "WARN", QP + ":Follower@89", "Exception when following the leader"),
    (7, "INFO", QP + ":Follower@166", "shutdown called"),
    (4, "INFO", "SyncThread:«myid»:FileTxnLog@199", "Creating new log file: log.«x:9»"),
    (3, "INFO", NIO + ":NIOServerCnxn@827", "Processing «c:srvr|ruok|stat|mntr» command from /«zcli»"),
    (1, "ERROR", "CommitProcessor:«myid»:CommitProcessor@146", "Unexpected exception causing CommitProcessor to exit"),
    (2, "INFO", QP + ":ZooKeeperServer@441", "shutting down"),
    (2, "INFO", QP + ":SessionTrackerImpl@225", "Shutting down"),
    (2, "INFO", QP + ":PrepRequestProcessor@761", "Shutting down"),
    (2, "INFO", "ProcessThread(sid:«myid» cport:-1)::PrepRequestProcessor@143", "PrepRequestProcessor exited loop!"),
    (2, "INFO", QP + ":FinalRequestProcessor@415", "shutdown of request processor complete"),
    (1, "WARN", QP + ":QuorumPeer@747", "Unexpected exception"),
]
# ids with identical text: merge the two "Shutting down" (different component, same content)
ZK = [t for t in ZK if not (t[2] == QP + ":PrepRequestProcessor@761")]
ZK = [(t[0], t[1], [QP + ":SessionTrackerImpl@225", QP + ":PrepRequestProcessor@761"], t[3]) if t[3] == "Shutting down" else t for t in ZK]


def _zk_hdr(g, d, ms, lvl, comp):
    return f"{d:%Y-%m-%d %H:%M:%S},{ms:03d} - {lvl:<5} [{comp}] - "


SPECS["Zookeeper"] = dict(tpls=ZK, gens=ZK_GEN, header=_zk_hdr, lvlmap=STD_LV, gap=250,
                          start=_ep(2015, 7, 29, 17, 41, 44), burst=0.25,
                          regex=r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} - (?:INFO |WARN |ERROR|DEBUG) \[.*?@\d+\] - ")

# =================================================================== OpenStack
OS_GEN = {
    "ipc": C("10.11.10.1", "10.11.10.1", "10.11.10.1", "10.11.10.2"),
    "ipm": lambda g: f"10.11.21.{g.r.randint(120, 150)},10.11.10.1",
    "proj": P("osproj", lambda g: g.val("x:32"), 2, 1.0),
    "osuser": P("osuser", lambda g: g.val("x:32"), 2, 1.0),
    "uuid": lambda g: g.drift("osinst", uuid, 0.15, 12),
    "req": lambda g: "req-" + uuid(g),
    "tm": lambda g: f"{g.r.expovariate(4):.7f}",
    "cphost": C("cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us"),
    "imgpath": C("/var/lib/nova/instances/_base/a489c868f0c37da93b76227c91bb03908ac0e742",
                 "/var/lib/nova/instances/_base/0c4e3bd1b7e4a33f9ebf4e6e2f8e3c1b2f0d9a7c"),
    "ts": lambda g: f"{_dtm(g.t - 3600):%Y-%m-%d %H:00:00}",
}
REQ = "[«req» «osuser» «proj» - - -]"
REQC = "[«req» - - - - -]"
OSAPI = "nova.osapi_compute.wsgi.server " + REQ
MD = "nova.metadata.wsgi.server [-]"
CM = "nova.compute.manager "
CLM = "nova.compute.claims " + REQ
DRV = "nova.virt.libvirt.driver "
RT = "nova.compute.resource_tracker " + REQC
IC = "nova.virt.libvirt.imagecache " + REQC
HTTP = ' HTTP/1.1" status: «c:200» len: «i:1500-2000» time: «tm»'
OPENSTACK = [
    (420, "INFO", OSAPI, '«ipc» "GET /v2/«proj»/servers/detail HTTP/1.1" status: «c:200» len: «i:1500-2000» time: «tm»'),
    (60, "INFO", OSAPI, '«ipc» "POST /v2/«proj»/os-server-external-events HTTP/1.1" status: «c:200» len: «i:380-390» time: «tm»'),
    (14, "INFO", OSAPI, '«ipc» "DELETE /v2/«proj»/servers/«uuid» HTTP/1.1" status: «c:204» len: «c:203» time: «tm»'),
    (14, "INFO", OSAPI, '«ipc» "POST /v2/«proj»/servers HTTP/1.1" status: «c:202» len: «i:730-740» time: «tm»'),
    (3, "INFO", OSAPI, '«ipc» "GET /v2/«proj»/flavors/detail HTTP/1.1" status: «c:200» len: «i:2000-2400» time: «tm»'),
    (25, "INFO", MD, '«ipm» "GET /openstack/2013-10-17 HTTP/1.1" status: «c:200» len: «c:157» time: «tm»'),
    (25, "INFO", MD, '«ipm» "GET /openstack/2013-10-17/meta_data.json HTTP/1.1" status: «c:200» len: «i:960-990» time: «tm»'),
    (20, "INFO", MD, '«ipm» "GET /openstack/2013-10-17/user_data HTTP/1.1" status: «c:404» len: «c:176» time: «tm»'),
    (20, "INFO", MD, '«ipm» "GET /openstack/2013-10-17/vendor_data.json HTTP/1.1" status: «c:200» len: «c:124» time: «tm»'),
    (25, "INFO", MD, '«ipm» "GET /latest/meta-data/ HTTP/1.1" status: «c:200» len: «c:328» time: «tm»'),
    (10, "INFO", MD, '«ipm» "GET /latest/meta-data/instance-id HTTP/1.1" status: «c:200» len: «c:146» time: «tm»'),
    (40, "INFO", CM + REQC, "[instance: «uuid»] VM Started (Lifecycle Event)"),
    (35, "INFO", CM + REQC, "[instance: «uuid»] VM Paused (Lifecycle Event)"),
    (45, "INFO", CM + REQC, "[instance: «uuid»] VM Resumed (Lifecycle Event)"),
    (45, "INFO", CM + REQC, "[instance: «uuid»] VM Stopped (Lifecycle Event)"),
    (35, "INFO", CM + REQC, "[instance: «uuid»] During sync_power_state the instance has a pending task (spawning). Skip."),
    (30, "INFO", CLM, "[instance: «uuid»] Attempting claim: memory «c:2048» MB, disk «c:20» GB, vcpus «c:1» CPU"),
    (30, "INFO", CLM, "[instance: «uuid»] Total memory: «c:64172» MB, used: «i:512-20000».00 MB"),
    (30, "INFO", CLM, "[instance: «uuid»] memory limit: «c:96258».00 MB, free: «i:70000-96000».00 MB"),
    (30, "INFO", CLM, "[instance: «uuid»] Total disk: «c:15» GB, used: «c:0».00 GB"),
    (30, "INFO", CLM, "[instance: «uuid»] disk limit not specified, defaulting to unlimited"),
    (30, "INFO", CLM, "[instance: «uuid»] Total vcpu: «c:16» VCPU, used: «i:0-16».00 VCPU"),
    (30, "INFO", CLM, "[instance: «uuid»] vcpu limit not specified, defaulting to unlimited"),
    (30, "INFO", CLM, "[instance: «uuid»] Claim successful"),
    (30, "INFO", DRV + REQ, "[instance: «uuid»] Creating image"),
    (30, "INFO", CM + REQ, "[instance: «uuid»] Took «f:10-25:2» seconds to spawn the instance on the hypervisor."),
    (30, "INFO", CM + REQ, "[instance: «uuid»] Took «f:15-30:2» seconds to build instance."),
    (30, "INFO", CM + REQ, "[instance: «uuid»] Terminating instance"),
    (30, "INFO", DRV + "[-]", "[instance: «uuid»] Instance destroyed successfully."),
    (30, "INFO", DRV + REQ, "[instance: «uuid»] Deleting instance files /var/lib/nova/instances/«uuid»_del"),
    (30, "INFO", DRV + REQ, "[instance: «uuid»] Deletion of /var/lib/nova/instances/«uuid»_del complete"),
    (30, "INFO", CM + REQ, "[instance: «uuid»] Took «f:0-2:2» seconds to destroy the instance on the hypervisor."),
    (30, "INFO", CM + REQ, "[instance: «uuid»] Took «f:0-2:2» seconds to deallocate network for instance."),
    (12, "INFO", DRV + REQ, "[instance: «uuid»] Instance spawned successfully."),
    (25, "INFO", RT, "Auditing locally available compute resources for node «cphost»"),
    (25, "INFO", RT, "Total usable vcpus: «c:16», total allocated vcpus: «i:0-16»"),
    (25, "INFO", RT, "Final resource view: name=«cphost» phys_ram=«c:64172»MB used_ram=«i:512-20000»MB phys_disk=«c:15»GB used_disk=«i:0-20»GB total_vcpus=«c:16» used_vcpus=«i:0-16» pci_stats=[]"),
    (25, "INFO", RT, "Compute_service record updated for «cphost»:«cphost»"),
    (10, "INFO", IC, "image «uuid» at («imgpath»): checking"),
    (10, "INFO", IC, "image «uuid» at («imgpath»): in use: on this node «i:1-3» local, 0 on other nodes sharing this instance storage"),
    (10, "INFO", IC, "Active base files: «imgpath»"),
    (3, "WARNING", IC, "Unknown base file: «imgpath»"),
    (3, "INFO", IC, "Removable base files: «imgpath»"),
    (3, "INFO", IC, "Base or swap file too young to remove: «imgpath»"),
    (2, "INFO", CM + REQC, "Running instance usage audit for host «cphost» from «ts» to «ts». «i:0-3» instances."),
    (3, "INFO", "nova.scheduler.host_manager " + REQ, "Successfully synced instances from host '«cphost»'."),
    (2, "INFO", "nova.scheduler.host_manager " + REQC, "The instance sync for host '«cphost»' did not match. Re-created its InstanceList."),
    (3, "WARNING", CM + REQC, "While synchronizing instance power states, found «i:0-3» instances in the database and «i:0-3» instances on the hypervisor."),
    (5, "INFO", "nova.api.openstack.compute.server_external_events " + REQ, "Creating event network-vif-plugged:«uuid» for instance «uuid»"),
    (1, "INFO", "nova.api.openstack.wsgi " + REQ, "HTTP exception thrown: No instances found for any event"),
    (1, "ERROR", CM + REQ, "[instance: «uuid»] Instance failed to spawn"),
    (1, "WARNING", CM + REQC, "[instance: «uuid»] Instance shutdown by itself. Calling the stop API. Current vm_state: active, current task_state: None, original DB power_state: 1, current VM power_state: 4"),
    (1, "INFO", CM + REQ, "[instance: «uuid»] Starting instance..."),
]
_OS_FILE = {"nova-api": ("nova-api.log.1.2017-05-16_13:53:08", "25746"),
            "nova-compute": ("nova-compute.log.1.2017-05-16_13:55:31", "2931"),
            "nova-scheduler": ("nova-scheduler.log.1.2017-05-16_13:55:31", "32412")}


def _os_hdr(g, d, ms, lvl, comp):
    c = comp.split(" ", 1)[0]
    if c.startswith(("nova.osapi", "nova.metadata", "nova.api")):
        rec, pid = _OS_FILE["nova-api"]
        if c.startswith("nova.metadata"):
            pid = "25781"
    elif c.startswith("nova.scheduler"):
        rec, pid = _OS_FILE["nova-scheduler"]
    else:
        rec, pid = _OS_FILE["nova-compute"]
    return f"{rec} {d:%Y-%m-%d %H:%M:%S}.{ms:03d} {pid} {lvl} {comp} "


SPECS["OpenStack"] = dict(tpls=OPENSTACK, gens=OS_GEN, header=_os_hdr, lvlmap=STD_LV, gap=0.35,
                          start=_ep(2017, 5, 16, 0, 0, 0), burst=0.15,
                          regex=r"\S+ \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} \d+ (?:INFO|WARNING|ERROR) \S+ \[[^\]]*\] ")

# =================================================================== BGL
def _bgl_rack(g):
    return f"R{g.r.randint(0, 77):02d}-M{g.r.randint(0, 1)}"


def _bgl_node(g, kind):
    r = g.r
    if kind == "c":
        return g.pool("bglc", lambda g: f"{_bgl_rack(g)}-N{r.choice('0123456789ABCDEF')}-C:J{r.randint(2, 17):02d}-U{r.choice(('01', '11'))}", 150, 1.8)
    if kind == "i":
        return g.pool("bgli", lambda g: f"{_bgl_rack(g)}-N{r.choice('0123456789ABCDEF')}-I:J18-U{r.choice(('01', '11'))}", 60, 1.5)
    if kind == "l":
        return f"{_bgl_rack(g)}-L{r.randint(0, 3)}-U{r.choice(('18', '19'))}-{r.choice('ABCD')}"
    if kind == "nc":
        return f"{_bgl_rack(g)}-N{r.choice('0123456789ABCDEF')}"
    if kind == "u":
        return "UNKNOWN_LOCATION"
    return "NULL"


BGL_GEN = {
    "bip": lambda g: f"172.16.96.{g.r.randint(1, 254)}:{g.r.randint(30000, 60000)}",
    "bglio": lambda g: f"bglio{g.r.randint(1, 800)}",
    "bglpath": C("/p/gb1/stella/RAPTOR/2183/nodes", "/home/streitz/src/ddcMD/bin/ddcMD_bgl", "/g/g24/ahlin1/BGL/runs/test/xbg.x",
                 "/p/gb2/pakin1/sweep3d-5x5x400-10mk-3mmi-1024pes-sweep/sweep3d", "/bgl/apps/scaletest/performance/MINIMAL/linpack.rts"),
    "inode": lambda g: _bgl_node(g, "i"),
    "ncard": lambda g: _bgl_node(g, "nc"),
    "idochip": lambda g: f"FF:F2:9F:{g.val('X:2')}:{g.val('X:2')}:{g.val('X:2')}",
    "user": C("root", "bgl", "draeger1", "kmfisk"),
    "rn": C("00", "04", "08", "12", "16", "20", "24", "28"),
    "bit": C("0", "0", "0", "1"),
}
_BK = "c:KERNEL"
BGL = [
    (220, "INFO", _BK, "instruction cache parity error corrected"),
    (160, "INFO", _BK, "generating core.«i:1-9999»"),
    (90, "INFO", _BK, "«i:1-5000000» double-hummer alignment exceptions"),
    (55, "INFO", _BK, "CE sym «i:0-35», at «0x:8», mask «0x:2»"),
    (50, "INFO", _BK, "total of «i:1-20» ddr error(s) detected and corrected"),
    (25, "INFO", _BK, "ddr: activating redundant bit steering: rank=«i:0-1» symbol=«i:0-35»"),
    (15, "INFO", _BK, "ddr: excessive soft failures, consider replacing the card"),
    (10, "INFO", _BK, "«i:1-9» ddr error(s) detected and corrected on rank «i:0-1», symbol «i:0-35», bit «i:0-7»"),
    (45, "FATAL", "c:KERNEL:KERNDTLB", "data TLB error interrupt"),
    (60, "FATAL", "c:KERNEL:KERNSTOR", "data storage interrupt"),
    (45, "FATAL", _BK, "instruction address: «0x:8»"),
    (25, "FATAL", _BK, "machine check enable..............«bit»"),
    (25, "FATAL", _BK, "floating point instr. enabled.....«bit»"),
    (25, "FATAL", _BK, "problem state (0=sup,1=usr).......«bit»"),
    (25, "FATAL", _BK, "machine state register: «0x:8»"),
    (25, "FATAL", _BK, "exception syndrome register: «0x:8»"),
    (25, "FATAL", _BK, "general purpose registers:"),
    (20, "FATAL", _BK, "special purpose registers:"),
    (55, "FATAL", _BK, "r«rn»=«0x:8» r«rn»=«0x:8» r«rn»=«0x:8» r«rn»=«0x:8»"),
    (18, "FATAL", _BK, "lr:«x:8» cr:«x:8» xer:«x:8» ctr:«x:8»"),
    (18, "FATAL", _BK, "data address: «0x:8»"),
    (18, "FATAL", _BK, "core configuration register: «0x:8»"),
    (12, "FATAL", _BK, "summary...........................«bit»"),
    (12, "FATAL", _BK, "critical input interrupt enable...«bit»"),
    (12, "FATAL", _BK, "external input interrupt enable...«bit»"),
    (12, "FATAL", _BK, "wait state enable.................«bit»"),
    (12, "FATAL", _BK, "debug wait enable.................«bit»"),
    (12, "FATAL", _BK, "auxiliary processor.........................«bit»"),
    (12, "FATAL", _BK, "byte ordering exception.....................«bit»"),
    (12, "FATAL", _BK, "store operation.............................«bit»"),
    (12, "FATAL", _BK, "data store interrupt caused by dcbf.........«bit»"),
    (12, "FATAL", _BK, "data store interrupt caused by icbi.........«bit»"),
    (10, "FATAL", _BK, "floating pt ex mode 0 enable......«bit»"),
    (10, "FATAL", _BK, "floating pt ex mode 1 enable......«bit»"),
    (8, "FATAL", _BK, "data address space................«bit»"),
    (8, "FATAL", _BK, "instruction address space.........«bit»"),
    (6, "FATAL", _BK, "program interrupt: fp compare...............«bit»"),
    (4, "FATAL", _BK, "program interrupt: illegal instruction......«bit»"),
    (4, "FATAL", _BK, "program interrupt: privileged instruction...«bit»"),
    (4, "FATAL", _BK, "program interrupt: trap instruction.........«bit»"),
    (4, "FATAL", _BK, "program interrupt: imprecise exception......«bit»"),
    (3, "FATAL", _BK, "guaranteed instruction cache block touch....«bit»"),
    (3, "FATAL", _BK, "guaranteed data cache block touch...........«bit»"),
    (3, "FATAL", _BK, "force load/store alignment...................«bit»"),
    (3, "FATAL", _BK, "machine check: i-fetch......................«bit»"),
    (3, "FATAL", _BK, "imprecise machine check.....................«bit»"),
    (3, "FATAL", _BK, "dbcr0=«0x:8» dbsr=«0x:8» ccr0=«0x:8»"),
    (8, "FATAL", "c:KERNEL:KERNRTSP", "rts panic! - stopping execution"),
    (8, "FATAL", _BK, "rts: kernel terminated for reason «i:1001-1009»"),
    (2, "FATAL", _BK, "rts internal error"),
    (2, "FATAL", _BK, "rts: bad message header: invalid cpu, type=«i:0-50», cpu=«i:0-3», index=«i:0-99999», total=«i:1-9»"),
    (4, "FATAL", "c:KERNEL:KERNMNTF", "Lustre mount FAILED : «bglio» : block_id : location"),
    (4, "FATAL", "i:KERNEL:KERNREC", "Error receiving packet on tree network, expecting type 57 instead of type «i:3-6» (softheader=«x:8» «x:8» «x:8» «x:8»)"),
    (4, "FATAL", "c:KERNEL:KERNMC", "machine check interrupt (bit=«0x:2»): L2 dcache unit data parity error"),
    (2, "FATAL", _BK, "L3 major internal error"),
    (5, "INFO", _BK, "shutdown complete"),
    (4, "INFO", _BK, "«i:1-500000» total interrupts. «i:0-100» critical input interrupts. «i:0-100» microseconds total spent on critical input interrupts, «i:0-100» microseconds max time in a critical input interrupt."),
    (4, "INFO", _BK, "«i:0-1000» microseconds spent in the rbs signal handler during «i:0-100» calls. «i:0-100» microseconds was the maximum time for a single instance of a correctable ddr."),
    (8, "INFO", "i:KERNEL", "«i:1-100» torus receiver z+ input pipe error(s) (dcr «0x:4») detected and corrected"),
    (4, "INFO", "i:KERNEL", "«i:1-100» torus non-crc error(s) (dcr «0x:4») detected and corrected"),
    (8, "INFO", _BK, "«i:1-100» tree receiver «i:0-2» in re-synch state event(s) (dcr «0x:4») detected"),
    (8, "INFO", _BK, "«i:1-100» L3 EDRAM error(s) (dcr «0x:4») detected and corrected"),
    (4, "INFO", _BK, "L3 ecc control register: «x:8»"),
    (3, "WARNING", _BK, "«i:1-100» floating point alignment exceptions"),
    (3, "INFO", _BK, "iar «0x:8» dear «0x:8»"),
    (2, "SEVERE", _BK, "Kernel detected «i:1-90000000» integer alignment exceptions («i:1-90000000») iar «0x:8», dear «0x:8» («i:1-90000000») iar «0x:8», dear «0x:8» («i:1-90000000») iar «0x:8», dear «0x:8» («i:1-90000000») iar «0x:8», dear «0x:8»"),
    (70, "FATAL", "i:APP:APPREAD", "ciod: failed to read message prefix on control stream (CioStream socket to «bip»"),
    (18, "FATAL", "i:APP:APPRES", "ciod: Error reading message prefix after LOAD_MESSAGE on CioStream socket to «bip», Link has been severed"),
    (8, "FATAL", "i:APP", "ciod: Error reading message prefix after LOGIN_MESSAGE on CioStream socket to «bip», Connection reset by peer"),
    (18, "FATAL", "i:APP:APPCHILD", "ciod: LOGIN chdir(«bglpath») failed: No such file or directory"),
    (8, "FATAL", "i:APP:APPTO", "ciod: Error loading «bglpath»: invalid or missing program image, No such file or directory"),
    (8, "INFO", "i:APP", "ciod: generated «i:1-128» core files for program «bglpath»"),
    (8, "FATAL", "i:APP", "ciod: Received signal «i:1-15», code=«i:0-128», errno=«i:0-128», address=«0x:8»"),
    (8, "FATAL", "i:APP", "ciod: Message code «i:0-9» is not 51 or 4294967295"),
    (8, "FATAL", "i:APP", "ciod: In packet from node «i:0-127».«i:0-3» («inode»), message code «i:0-9» is not 51 or 4294967295"),
    (6, "FATAL", "i:APP", "ciod: Z coordinate «i:8-32» exceeds physical dimension «i:8-32» at line «i:1-2000» of node map file «bglpath»"),
    (6, "FATAL", "i:APP", "ciod: duplicate canonical-rank «i:0-2000» to logical-rank «i:0-2000» mapping at line «i:1-2000» of node map file «bglpath»"),
    (4, "FATAL", "i:APP", "ciod: pollControlDescriptors: Detected the debugger died."),
    (3, "FATAL", "i:APP", "ciod: cpu «i:0-1» at treeaddr «i:0-1000» sent unrecognized message «0x:8»"),
    (3, "INFO", "n:MMCS", "idoproxydb has been started: $Name: DRV142_2005 $ Input parameters: -enableflush -loguserinfo db.properties BlueGene1"),
    (3, "INFO", "n:MMCS", "mmcs_db_server has been started: ./mmcs_db_server --useDatabase BGL --dbproperties serverdb.properties --iolog /bgl/BlueLight/logs/BGL --reconnect-blocks all"),
    (3, "INFO", "n:MMCS", "ciodb has been restarted."),
    (2, "FAILURE", "n:BGLMASTER", "ciodb exited normally with exit code 0"),
    (2, "FAILURE", "n:BGLMASTER", "mmcs_server exited abnormally due to signal: Aborted"),
    (2, "FAILURE", "n:BGLMASTER", "idoproxydb exited abnormally due to signal: Aborted"),
    (2, "INFO", "n:BGLMASTER", "BGLMaster has been started: ./BGLMaster --consoleip 127.0.0.1 --consoleport 32035 --configfile bglmaster.init --autorestart y"),
    (2, "ERROR", "n:MMCS", "idoproxy communication failure: socket closed"),
    (3, "FATAL", "n:MMCS", "idoproxydb hit ASSERT condition: ASSERT expression=«c:0|!(nMsgLen > 0x10000)» Source file=idotransportmgr.cpp Source line=«i:1000-1100» Function=int IdoTransportMgr::SendPacket(IdoUdpMgr*, BglCtlPavTrace*)"),
    (4, "ERROR", "n:MMCS", "MailboxMonitor::serviceMailboxes() lib_ido_error: -1019 socket closed"),
    (4, "ERROR", "n:MMCS", "MailboxMonitor::serviceMailboxes() lib_ido_error: -1033 BGLERR_IDO_PKT_TIMEOUT connection lost to node/link/service card"),
    (3, "SEVERE", "l:HARDWARE", "Temperature Over Limit on link card"),
    (3, "WARNING", "nc:HARDWARE", "Power Good signal deactivated: «ncard». A service action may be required."),
    (2, "SEVERE", "nc:MONITOR", "Can not get assembly information for node card"),
    (3, "FAILURE", "u:MONITOR", "monitor caught java.lang.IllegalStateException: while executing CONTROL Operation caught java.io.EOFException and is stopping"),
    (2, "FAILURE", "u:MONITOR", "monitor caught java.lang.UnsupportedOperationException: power module «c:U69|U70|U71» not present and is stopping"),
    (4, "WARNING", "nc:DISCOVERY", "Problem communicating with service card, ido chip: «idochip» java.io.IOException: Could not find EthernetSwitch on port:address 1:136"),
    (3, "ERROR", "nc:DISCOVERY", "Node card VPD check: «c:U01|U11» node in processor card slot «c:J02|J03|J04|J11» do not match. VPD ecid «X:26», found «X:26»"),
    (2, "SEVERE", "nc:DISCOVERY", "Ido packet timeout"),
    (3, "INFO", "u:HARDWARE", "EndServiceAction «i:100-999» performed upon «ncard» by «user»"),
    (3, "ERROR", "i:KERNEL", "NFS Mount failed on «bglio», slept «i:0-60» seconds, retrying («i:1-5»)"),
]


def _bgl_hdr(g, d, ms, lvl, comp):
    parts = comp.split(":")
    kind, cmp = parts[0], parts[1]
    label = parts[2] if len(parts) > 2 and g.r.random() < 0.9 else "-"
    node = _bgl_node(g, kind)
    us = d.microsecond
    return f"{label} {int(g.t)} {d:%Y.%m.%d} {node} {d:%Y-%m-%d-%H.%M.%S}.{us:06d} {node} RAS {cmp} {lvl} "


SPECS["BGL"] = dict(tpls=BGL, gens=BGL_GEN, header=_bgl_hdr, lvlmap=STD_LV, gap=9000,
                    start=_ep(2005, 6, 3, 15, 42, 50), burst=0.45,
                    regex=r"\S+ \d+ \d{4}\.\d\d\.\d\d \S+ \d{4}-\d\d-\d\d-\d\d\.\d\d\.\d\d\.\d{6} \S+ RAS \S+ (?:INFO|WARNING|ERROR|FATAL|SEVERE|FAILURE) ")

# =================================================================== HPC
HPC_GEN = {
    "hnode": P("hnode", lambda g: f"node-{g.r.randint(0, 255)}", 120, 1.3),
    "hwcomp": C("alt0", "alt0", "alt0", "scip", "eth0", "SCSI-WWID:01000010:6005-08b4-0001-00c6-0006-3000-003d-0000",
                "SCSI-WWID:01000010:6005-08b4-0001-00c6-0006-3000-0069-0000", "pwr0", "fan0"),
    "ipnet": C("5.5.224.0", "10.96.0.0", "10.128.0.0", "192.168.0.0"),
    "storage": lambda g: f"storage{g.r.randint(400, 460)}",
    "hstor": lambda g: f"node-D{g.r.randint(0, 7)}",
    "cmd": lambda g: str(g.r.randint(1000, 3500)),
    "fan": lambda g: str(g.r.randint(3000, 5000)),
}
HPC = [
    (380, "-", "«hnode» unix.hw state_change.unavailable", r"Component State Change: Component \042«hwcomp»\042 is in the unavailable state (HWID=«i:1-9000»)"),
    (20, "-", "«hnode» unix.hw state_change.available", r"Component State Change: Component \042«hwcomp»\042 is in the available state (HWID=«i:1-9000»)"),
    (140, "-", "«hnode» unix.hw net.niff.up", "NIFF: node «hnode» has detected an available network connection on network «ipnet» via interface «c:alt0|eth0|scip»"),
    (90, "-", "«hnode» unix.hw net.niff.down", "NIFF: node «hnode» has detected an unavailable network connection on network «ipnet» via interface «c:alt0|eth0»"),
    (130, "-", "«hnode» node status", "running"),
    (55, "-", "«hnode» node status", "configured out"),
    (40, "-", "«hnode» node status", "starting"),
    (20, "-", "«hnode» node status", "halting"),
    (8, "-", "«hnode» node status", "not responding"),
    (75, "-", "«hnode» action start", "clusterAddMember  (command «cmd»)"),
    (35, "-", "«hnode» action start", "halt (command «cmd»)"),
    (30, "-", "«hnode» action start", "boot (command «cmd»)"),
    (6, "-", "«hnode» action start", "reboot (command «cmd»)"),
    (6, "-", "«hnode» action start", "wait (command «cmd»)"),
    (25, "-", "«hnode» action error", "boot (command «cmd») Error: nodes:«hnode» Error state:Aborted"),
    (6, "-", "«hnode» action error", "halt (command «cmd») Error: nodes:«hnode» Error state:Failed"),
    (8, "-", "«hnode» action error", "risBoot command Aborted on node"),
    (30, "-", "node-D«i:0-7» boot_cmd new", "Targeting domains:node-D«i:0-7» and nodes:node-[«i:0-200»-«i:0-255»] child of command «cmd»"),
    (35, "-", "«hnode» boot_cmd success", "Command has completed successfully"),
    (15, "-", "«hnode» boot_cmd abort", "Command Failed on: «hnode»"),
    (40, "-", "«hnode» node psu", "PSU status ( on on )"),
    (8, "-", "«hnode» node psu", "PSU status ( on off )"),
    (4, "-", "«hnode» node psu", "Power supply («c:1|2») failure"),
    (40, "-", "«hnode» node fans", "Fan speeds ( «fan» «fan» «fan» «fan» «fan» «fan» )"),
    (40, "-", "«hnode» node temp", "ambient=«i:20-40»"),
    (9, "-", "«hnode» node temp", "Temperature («i:40-90»C) exceeds warning threshold"),
    (3, "-", "«hnode» node temp", "Temperature («i:60-99»C) exceeds critical threshold"),
    (18, "-", "«hstor» domain server", "ServerFileSystem domain «storage» is full"),
    (14, "-", "«hstor» domain server", "ClusterFileSystem: There is no server for ServerFileSystem domain «storage»"),
    (15, "-", "gige«i:0-9» switch_module link", "Link in reset"),
    (15, "-", "Interconnect-«i:0-1»T«i:0-15» switch_module error", "Link error on broadcast tree Interconnect-«i:0-1»T«i:0-15»:«i:0-15»:«i:0-7»:«i:0-7»"),
    (6, "-", "«hnode» node status", "inconsistent nodesets «hnode» 0x1fffffffe <ok> «hnode» 0xfffffffe <ok>"),
    (4, "-", "«hnode» unix.hw boot.server", "Boot server «hnode» is up"),
    (3, "-", "«hnode» unix.hw memory.ecc", "ECC error detected on memory module «c:DIMM0|DIMM1|DIMM2|DIMM3»"),
    (3, "-", "«hnode» node bcstat", "bcstatus ( «c:up|down» ) on «hnode»"),
    (2, "-", "«hnode» node status", "halt"),
    (2, "-", "«hnode» unix.hw state_change.unavailable", r"Component State Change: Component \042«hwcomp»\042 is in the unavailable state (HWID=«i:1-9000») (Flag=«c:1|2»)"),
]
# the last entry overlaps the first (suffix); drop it
HPC = HPC[:-1]


def _hpc_hdr(g, d, ms, lvl, comp):
    return f"{g.r.randint(1, 470000)} {comp} {int(g.t)} {g.r.choice('1111111112')} "


SPECS["HPC"] = dict(tpls=HPC, gens=HPC_GEN, header=_hpc_hdr, lvlmap={}, gap=900,
                    start=_ep(2004, 2, 26, 14, 12, 22), burst=0.3,
                    regex=r"\d+ \S+ \S+ \S+ \d+ \d ")

# =================================================================== Thunderbird
TB_GEN = {
    "tuser": C("root", "root", "root", "root", "nagios", "jdoe", "smith"),
    "tuser2": C("test", "guest", "admin", "oracle", "webmaster", "user"),
    "croncmd": C("run-parts /etc/cron.hourly", "/usr/lib/sa/sa1 1 1", "/usr/sbin/ntpdate -s tbird-admin1",
                 "/apps/x86_64/sbin/check_nodes", "/usr/lib/sa/sa2 -A"),
    "tip": lambda g: f"{g.r.choice(('10.100', '172.30', '10.1'))}.{g.r.randint(0, 255)}.{g.r.randint(1, 254)}",
    "nfsserv": C("tbird-admin1", "tbird-sn1", "tbird-sn2", "scratch-nfs"),
    "pbsjob": lambda g: f"{g.r.randint(100000, 999999)}.tbird-admin1",
    "mac": lambda g: ":".join(g.val("x:2") for _ in range(6)),
    "pciaddr": lambda g: f"0000:{g.val('x:2')}:{g.r.randint(0, 31):02x}.{g.r.randint(0, 7)}",
}
TB = [
    (260, "d:crond(pam_unix)[«pid»]", "session opened for user «tuser» by (uid=0)"),
    (260, "d:crond(pam_unix)[«pid»]", "session closed for user «tuser»"),
    (200, "d:crond[«pid»]", "(root) CMD («croncmd»)"),
    (90, "a:/apps/x86_64/system/ganglia-3.0.1/sbin/gmetad[1682]", "data_thread() got not answer from any [Thunderbird_«c:A|B|C|D»«i:1-9»] datasource"),
    (90, "s:ib_sm.x[24904]", "[ib_sm_sweep.c:«i:1000-2000»]: ********************** NEW SWEEP ********************"),
    (60, "s:ib_sm.x[24904]", "[ib_sm_sweep.c:«i:1000-2000»]: No topology change"),
    (40, "s:ib_sm.x[24904]", "[ib_sm_sweep.c:«i:1000-2000»]: No configuration change required"),
    (15, "s:ib_sm.x[24904]", "[ib_sm_sweep.c:«i:1000-2000»]: Configuration caused by discovering removed ports"),
    (10, "s:ib_sm.x[24904]", "[ib_sm_sweep.c:«i:1000-2000»]: Configuration caused by discovering new ports"),
    (6, "s:ib_sm.x[24904]", "[ib_sm_discovery.c:«i:100-2000»]: Found «i:1-4» port(s) with state change"),
    (45, "d:kernel", "nfs: server «nfsserv» not responding, still trying"),
    (45, "d:kernel", "nfs: server «nfsserv» OK"),
    (30, "d:sshd[«pid»]", "Accepted publickey for root from «tip» port «i:30000-60000» ssh2"),
    (10, "d:ntpd[«pid»]", "synchronized to «tip», stratum «i:1-3»"),
    (6, "d:ntpd[«pid»]", "kernel time sync enabled «c:0001|4001|6001»"),
    (4, "d:ntpd[«pid»]", "time reset «f:-1-1:6» s"),
    (3, "d:ntpd[«pid»]", "precision = «f:0-5:3» usec"),
    (3, "d:ntpd[«pid»]", "Listening on interface «c:eth0|lo|ib0», «tip»#123"),
    (3, "d:kernel", "audit(«i:1131500000-1131600000».«i:100-999»:«i:0-9»): initialized"),
    (3, "d:kernel", "Kernel command line: ro root=LABEL=/ console=tty0 console=ttyS0,115200"),
    (3, "d:kernel", "Memory: «i:1000000-4000000»k/«i:1000000-4000000»k available («i:1000-3000»k kernel code, «i:10000-90000»k reserved, «i:500-1500»k data, «i:100-300»k init)"),
    (3, "d:kernel", "klogd 1.4.1, log source = /proc/kmsg started."),
    (3, "d:syslog", "syslogd startup succeeded"),
    (3, "d:syslog", "klogd startup succeeded"),
    (3, "d:sshd[«pid»]", "Server listening on :: port 22."),
    (3, "d:sshd[«pid»]", "Received signal 15; terminating."),
    (6, "d:pbs_mom", "Bad file descriptor (9) in tm_request, job «pbsjob» not running"),
    (4, "d:pbs_mom", "im_eof, No error from addr «tip»:«i:1000-1030»"),
    (4, "d:pbs_mom", "scan_for_terminated, task «i:1-9» terminated, sid «i:1000-32000»"),
    (3, "d:kernel", "Out of Memory: Killed process «i:1000-32000» («c:a.out|mpirun|lmp|sierra»)."),
    (3, "d:kernel", "EXT3-fs: mounted filesystem with ordered data mode."),
    (4, "d:kernel", "ACPI: PCI Interrupt «pciaddr»[«c:A|B|C|D»] -> GSI «i:16-60» (level, low) -> IRQ «i:16-225»"),
    (3, "d:kernel", "e1000: eth0: e1000_watchdog: NIC Link is Up 1000 Mbps Full Duplex"),
    (4, "d:sshd(pam_unix)[«pid»]", "check pass; user unknown"),
    (4, "d:sshd(pam_unix)[«pid»]", "authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=«tip»"),
    (3, "d:sshd[«pid»]", "Failed password for illegal user «tuser2» from «tip» port «i:30000-60000» ssh2"),
    (3, "d:sshd[«pid»]", "Illegal user «tuser2» from «tip»"),
    (3, "d:sshd[«pid»]", "Connection closed by «tip»"),
    (3, "d:sshd[«pid»]", "Did not receive identification string from «tip»"),
    (3, "a:sshd[«pid»]", "Accepted password for «tuser» from «tip» port «i:30000-60000» ssh2"),
    (5, "a:dhcpd", "DHCPDISCOVER from «mac» via eth1"),
    (5, "a:dhcpd", "DHCPOFFER on «tip» to «mac» via eth1"),
    (5, "a:dhcpd", "DHCPREQUEST for «tip» («tip») from «mac» via eth1"),
    (5, "a:dhcpd", "DHCPACK on «tip» to «mac» via eth1"),
    (3, "d:xinetd[«pid»]", "START: rsh pid=«pid» from=«tip»"),
    (3, "d:xinetd[«pid»]", "EXIT: rsh status=0 pid=«pid» duration=«i:0-90»(sec)"),
    (3, "d:logrotate", "ALERT exited abnormally with [1]"),
    (3, "d:kernel", "Losing some ticks... checking if CPU frequency changed."),
    (3, "d:kernel", "RPC: sendmsg returned error «c:101|111|105»"),
    (2, "d:kernel", "Installing knfsd (copyright (C) 1996 okir@monad.swb.de)."),
    (3, "d:kernel", "hda: drive_cmd: status=0x51 { DriveReady SeekComplete Error }"),
    (3, "d:kernel", "hda: drive_cmd: error=0x04 { AbortedCommand }"),
    (3, "d:kernel", "end_request: I/O error, dev «c:sda|sdb|hda», sector «i:1000-99999999»"),
    (2, "d:kernel", "Buffer I/O error on device «c:sda1|sdb1», logical block «i:1000-9999999»"),
    (3, "d:kernel", "CPU«i:0-3»: Temperature above threshold"),
    (3, "d:kernel", "CPU«i:0-3»: Running in modulated clock mode"),
    (3, "d:kernel", "CPU«i:0-3»: Temperature/speed normal"),
    (2, "d:kernel", "VIPKL(1): [create_mr] MM_bld_hh_mr failed (-253:VAPI_EAGAIN)"),
    (2, "d:kernel", "mptscsih: ioc0: attempting task abort! (sc=«x:8»)"),
]
# merge sshd(pam_unix) sessions into the crond(pam_unix) templates
TB[0] = (TB[0][0], ["d:crond(pam_unix)[«pid»]"] * 4 + ["d:sshd(pam_unix)[«pid»]", "d:su(pam_unix)[«pid»]"], TB[0][2])
TB[1] = (TB[1][0], ["d:crond(pam_unix)[«pid»]"] * 4 + ["d:sshd(pam_unix)[«pid»]", "d:su(pam_unix)[«pid»]"], TB[1][2])


def _tb_host(g):
    r = g.r
    return g.pool("tbh", lambda g: f"{r.choice(('dn', 'dn', 'bn', 'an', 'cn', 'en'))}{r.randint(1, 999)}", 200, 1.4)


def _tb_hdr(g, d, ms, lvl, comp):
    kind, c = comp.split(":", 1)
    if kind == "a":
        host, loc = "tbird-admin1", "local@tbird-admin1"
    elif kind == "s":
        host, loc = "tbird-sm1", "src@tbird-sm1"
    else:
        host = _tb_host(g)
        loc = f"{host}/{host}"
    return f"- {int(g.t)} {d:%Y.%m.%d} {host} {d:%b} {d.day} {d:%H:%M:%S} {loc} {c}: "


SPECS["Thunderbird"] = dict(sharpen=1.2, tpls=TB, gens=TB_GEN, header=_tb_hdr, lvlmap={}, gap=25,
                            start=_ep(2005, 11, 9, 12, 1, 1), burst=0.2,
                            regex=r"\S+ \d+ \d{4}\.\d\d\.\d\d \S+ [A-Z][a-z]{2} \d{1,2} \d\d:\d\d:\d\d \S+ [^\s:]+: ")

# =================================================================== Linux
def _rhost(g):
    if g.r.random() < 0.55:
        return rip(g)
    return dname(g)


LX_GEN = {
    "rhost": P("lxrhost", _rhost, 60, 1.8),
    "rname": lambda g: dname(g),
    "luser": C("cyrus", "cyrus", "news", "news", "root", "test", "guest"),
    "ctime": lambda g: f"{_dtm(g.t):%a %b %d %H:%M:%S %Y}",
    "pcidev": lambda g: f"0000:00:{g.val('x:2')}.{g.r.randint(0, 7)}",
    "i": lambda g: str(g.r.randint(0, 99999)),
}
LK = "kernel"
LINUX = [
    (330, ["sshd(pam_unix)[«pid»]"], "authentication failure; logname= uid=0 euid=0 tty=NODEVssh ruser= rhost=«rhost»"),
    (150, ["sshd(pam_unix)[«pid»]"] * 3 + ["gdm(pam_unix)[«pid»]"], "check pass; user unknown"),
    (70, ["su(pam_unix)[«pid»]"] * 3 + ["crond(pam_unix)[«pid»]"], "session opened for user «luser» by (uid=«c:0|0|0|500»)"),
    (70, ["su(pam_unix)[«pid»]"] * 3 + ["crond(pam_unix)[«pid»]"], "session closed for user «luser»"),
    (8, "login(pam_unix)[«pid»]", "session opened for user root by LOGIN(uid=0)"),
    (4, "login[«pid»]", "ROOT LOGIN ON tty«i:1-3»"),
    (90, "ftpd[«pid»]", "connection from «ip» («rname») at «ctime»"),
    (60, "ftpd[«pid»]", "connection from «ip» () at «ctime»"),
    (35, "xinetd[«pid»]", "START: ftp pid=«pid» from=«ip»"),
    (8, "xinetd[«pid»]", "EXIT: ftp status=0 pid=«pid» duration=«i:0-60»(sec)"),
    (18, "ftpd[«pid»]", "ANONYMOUS FTP LOGIN FROM «ip», (anonymous)"),
    (8, "ftpd[«pid»]", "FTP session closed"),
    (15, "ftpd[«pid»]", "getpeername (ftpd): Transport endpoint is not connected"),
    (40, "logrotate", "ALERT exited abnormally with [1]"),
    (25, "cups", "cupsd shutdown succeeded"),
    (25, "cups", "cupsd startup succeeded"),
    (18, "syslogd 1.4.1", "restart."),
    (12, "syslog", "syslogd startup succeeded"),
    (12, "syslog", "klogd startup succeeded"),
    (6, "syslog", "klogd shutdown succeeded"),
    (6, "syslog", "syslogd shutdown succeeded"),
    (12, LK, "Kernel logging (proc) stopped."),
    (12, LK, "Kernel log daemon terminating."),
    (12, LK, "klogd 1.4.1, log source = /proc/kmsg started."),
    (8, LK, "Linux version 2.6.5-1.358 (bhcompile@bugs.build.redhat.com) (gcc version 3.3.3 20040412 (Red Hat Linux 3.3.3-7)) #1 Fri May 14 13:55:44 EDT 2004"),
    (6, LK, "BIOS-provided physical RAM map:"),
    (14, LK, " BIOS-e820: «x:16» - «x:16» («c:usable|reserved|ACPI data|ACPI NVS»)"),
    (5, LK, "«i:0-0»MB HIGHMEM available."),
    (5, LK, "«i:100-300»MB LOWMEM available."),
    (5, LK, "zapping low mappings."),
    (5, LK, "On node 0 totalpages: «i:30000-70000»"),
    (5, LK, "  DMA zone: «i:4096-4096» pages, LIFO batch:1"),
    (5, LK, "  Normal zone: «i:20000-65000» pages, LIFO batch:«i:1-16»"),
    (5, LK, "  HighMem zone: «i:0-0» pages, LIFO batch:1"),
    (5, LK, "DMI 2.3 present."),
    (5, LK, "ACPI: Unable to locate RSDP"),
    (5, LK, "Allocating PCI resources starting at «x:8» (gap: «x:8»:«x:8»)"),
    (5, LK, "Built 1 zonelists"),
    (5, LK, "Kernel command line: ro root=LABEL=/ rhgb quiet"),
    (5, LK, "mapped 4G/4G trampoline to «x:8»."),
    (5, LK, "Initializing CPU#0"),
    (5, LK, "CPU 0 irqstacks, hard=«x:8» soft=«x:8»"),
    (5, LK, "PID hash table entries: «c:1024|512» (order 10: «c:8192|4096» bytes)"),
    (5, LK, "Detected «f:700-800:3» MHz processor."),
    (5, LK, "Using tsc for high-res timesource"),
    (5, LK, "Console: colour VGA+ 80x25"),
    (5, LK, "Dentry cache hash table entries: «i:16384-32768» (order: «i:4-5», «i:65536-131072» bytes)"),
    (5, LK, "Inode-cache hash table entries: «i:8192-16384» (order: «i:3-4», «i:32768-65536» bytes)"),
    (5, LK, "Memory: «i:100000-130000»k/«i:131072-131072»k available («i:1500-1600»k kernel code, «i:4000-6000»k reserved, «i:600-700»k data, «i:140-150»k init, 0k highmem)"),
    (5, LK, "Checking if this processor honours the WP bit even in supervisor mode... Ok."),
    (5, LK, "Calibrating delay loop... «f:1000-2000:2» BogoMIPS"),
    (5, LK, "Security Scaffold v1.0.0 initialized"),
    (5, LK, "SELinux:  Initializing."),
    (5, LK, "SELinux:  Starting in permissive mode"),
    (5, LK, "There is already a security framework initialized, register_security failed."),
    (5, LK, "selinux_register_security:  Registering secondary module capability"),
    (5, LK, "Capability LSM initialized as secondary"),
    (5, LK, "Mount-cache hash table entries: 512 (order: 0, 4096 bytes)"),
    (5, LK, "CPU: After generic identify, caps: «x:8» «x:8» «x:8» «x:8»"),
    (5, LK, "CPU: After vendor identify, caps: «x:8» «x:8» «x:8» «x:8»"),
    (5, LK, "CPU: L1 I cache: 16K, L1 D cache: 16K"),
    (5, LK, "CPU: L2 cache: 256K"),
    (5, LK, "Intel machine check architecture supported."),
    (5, LK, "Intel machine check reporting enabled on CPU#0."),
    (5, LK, "CPU: Intel Pentium III (Coppermine) stepping 06"),
    (5, LK, "Enabling fast FPU save and restore... done."),
    (5, LK, "Checking 'hlt' instruction... OK."),
    (5, LK, "POSIX conformance testing by UNIFIX"),
    (8, LK, "NET: Registered protocol family «i:1-17»"),
    (5, LK, "PCI: PCI BIOS revision 2.10 entry at 0xfc0ce, last bus=1"),
    (5, LK, "PCI: Using configuration type 1"),
    (5, LK, "mtrr: v2.0 (20020519)"),
    (5, LK, "ACPI: Subsystem revision 20040326"),
    (5, LK, "ACPI: Interpreter disabled."),
    (5, LK, "Linux Plug and Play Support v0.97 (c) Adam Belay"),
    (8, LK, "usbcore: registered new driver «c:usbfs|hub|hiddev|usbhid»"),
    (5, LK, "PCI: Probing PCI hardware"),
    (5, LK, "Transparent bridge - «pcidev»"),
    (5, LK, "apm: BIOS version 1.2 Flags 0x03 (Driver version 1.16ac)"),
    (5, LK, "audit: initializing netlink socket (disabled)"),
    (5, LK, "audit(«i:1118000000-1122000000».«i:100-999»:0): initialized"),
    (5, LK, "Total HugeTLB memory allocated, 0"),
    (5, LK, "VFS: Disk quotas dquot_6.5.1"),
    (5, LK, "Initializing Cryptographic API"),
    (5, LK, "isapnp: Scanning for PnP cards..."),
    (5, LK, "isapnp: No Plug & Play device found"),
    (5, LK, "RAMDISK driver initialized: 16 RAM disks of 16384K size 1024 blocksize"),
    (5, LK, "Uniform Multi-Platform E-IDE driver Revision: 7.00alpha2"),
    (5, LK, "ide: Assuming 33MHz system bus speed for PIO modes; override with idebus=xx"),
    (5, LK, "hda: «c:WDC WD800BB-00CAA1|IBM-DTLA-307030», ATA DISK drive"),
    (5, LK, "hdc: «c:LG CD-ROM CRD-8522B|SAMSUNG CD-ROM SC-152C», ATAPI CD/DVD-ROM drive"),
    (5, LK, "ide0 at 0x1f0-0x1f7,0x3f6 on irq 14"),
    (5, LK, "ide1 at 0x170-0x177,0x376 on irq 15"),
    (5, LK, "Real Time Clock Driver v1.12"),
    (5, LK, "IP: routing cache hash table of 512 buckets, 4Kbytes"),
    (5, LK, "TCP: Hash tables configured (established 8192 bind 8192)"),
    (5, LK, "Freeing unused kernel memory: 144k freed"),
    (5, LK, "EXT3 FS on «c:hda2|hda1|hda5», internal journal"),
    (5, LK, "EXT3-fs: mounted filesystem with ordered data mode."),
    (5, LK, "Adding «i:200000-600000»k swap on /dev/hda3.  Priority:-1 extents:1"),
    (5, LK, "ip_tables: (C) 2000-2002 Netfilter core team"),
    (5, LK, "e100: eth0: e100_watchdog: link up, 100Mbps, full-duplex"),
    (4, LK, "Out of Memory: Killed process «pid» («c:httpd|java|perl»)."),
    (5, "network", "Bringing up loopback interface:  succeeded"),
    (5, "network", "Bringing up interface eth0:  succeeded"),
    (4, "network", "Shutting down interface eth0:  succeeded"),
    (4, "network", "Shutting down loopback interface:  succeeded"),
    (5, "irqbalance", "irqbalance startup succeeded"),
    (5, "portmap", "portmap startup succeeded"),
    (5, "nfslock", "rpc.statd startup succeeded"),
    (5, "rpc.statd[«pid»]", "Version 1.0.6 Starting"),
    (5, "rpcidmapd", "rpc.idmapd startup succeeded"),
    (5, "xinetd[«pid»]", "xinetd Version 2.3.13 started with libwrap loadavg options compiled in."),
    (5, "xinetd[«pid»]", "Started working: 1 available service"),
    (5, "xinetd", "xinetd startup succeeded"),
    (5, "sendmail", "sendmail startup succeeded"),
    (5, "sendmail", "sm-client startup succeeded"),
    (5, "gpm[«pid»]", "*** info [startup.c(95)]: Started gpm successfully. Entered daemon mode."),
    (5, "gpm", "gpm startup succeeded"),
    (5, "crond", "crond startup succeeded"),
    (5, "xfs", "xfs startup succeeded"),
    (5, "anacron", "anacron startup succeeded"),
    (5, "atd", "atd startup succeeded"),
    (5, "hcid[«pid»]", "HCI daemon ver 2.4 started"),
    (5, "bluetooth", "hcid startup succeeded"),
    (5, "sdpd[«pid»]", "sdpd v1.5 started"),
    (5, "bluetooth", "sdpd startup succeeded"),
    (5, "rc", "Starting pcmcia:  succeeded"),
    (4, "snmpd[«pid»]", "NET-SNMP version 5.1"),
    (12, "gdm(pam_unix)[«pid»]", "authentication failure; logname= uid=0 euid=0 tty=:0 ruser= rhost=  user=«luser»"),
    (8, "gdm-binary[«pid»]", "Couldn't authenticate user"),
    (18, "telnetd[«pid»]", "ttloop:  peer died: EOF"),
    (8, "klogind[«pid»]", "Authentication failed from «ip» («rname»): Permission denied in replay cache code"),
    (6, "klogind[«pid»]", "Kerberos authentication failed"),
    (6, "named[«pid»]", "notify question section contains no SOA"),
    (6, "named[«pid»]", "lame server resolving '«rname»' (in '«rname»'?): «ip»#53"),
    (3, "shutdown[«pid»]", "shutting down for system halt"),
    (3, "init", "Switching to runlevel: «c:0|6»"),
    (3, "rc", "Stopping sshd:  succeeded"),
]


def _mon_day(d):
    return f"{d:%b} {d.day:>2}"


def _lx_hdr(g, d, ms, lvl, comp):
    return f"{_mon_day(d)} {d:%H:%M:%S} combo {comp}: "


SPECS["Linux"] = dict(tpls=LINUX, gens=LX_GEN, header=_lx_hdr, lvlmap={}, gap=1900,
                      start=_ep(2005, 6, 14, 15, 16, 1), burst=0.35,
                      regex=r"[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d combo (?:[^\s:]+|syslogd 1\.4\.1): ")

# =================================================================== Windows
_KB = ("KB2506212", "KB2533552", "KB2862152", "KB2973201", "KB3004375", "KB3020369", "KB3081320", "KB3109560",
       "KB3161949", "KB3177186", "KB2813347", "KB2479943", "KB2919355", "KB976902", "KB2685811", "KB3138612")


def _wpkg(g):
    return f"Package_for_{g.r.choice(_KB)}~31bf3856ad364e35~amd64~~6.1.{g.r.randint(1, 4)}.{g.r.randint(0, 9)}"


def _csiseq(g):
    g.mem["csi"] = g.mem.get("csi", 0) + 1
    return f"{g.mem['csi']:08x}"


WIN_GEN = {
    "winver": C("6.1.7601.23505", "6.1.7601.23505", "6.1.7601.17592"),
    "wpkg": lambda g: g.pool("wpkg", _wpkg, 90, 1.2),
    "wupd": C("Microsoft-Windows-Foundation", "KB2506212-IE-Shared", "3081320-1_neutral_GDR", "Microsoft-Windows-Security-Update"),
    "wsess": lambda g: g.drift("wsess", lambda g: f"30546{g.r.randint(100, 999)}_{g.val('d:10')}", 0.3, 4),
    "wints": lambda g: f"{_dtm(g.t - 3600):%Y/%m/%d %H:%M:%S}",
    "wcsits": lambda g: f"{_dtm(g.t - 28800):%Y/%-m/%-d:%H:%M:%S}.{g.r.randint(0, 999):03d}",
    "csiseq": _csiseq,
    "wstack": lambda g: " ".join("@0x" + g.val("x:%d" % g.r.randint(8, 11)) for _ in range(6)),
    "x16": lambda g: g.val("x:16"),
    "hivekey": lambda g: "{bf1a281b-ad7b-4476-ac95-f47682990ce7}GLOBALROOT/Device/HarddiskVolumeShadowCopy2/Windows/System32/config/" + g.r.choice(("SOFTWARE", "SYSTEM", "COMPONENTS", "SECURITY", "SAM", "DEFAULT")),
    "wpath": C(r"\??\C:\Windows\System32\drivers", r"\??\C:\Windows\SysWOW64\en-US", r"\??\C:\Program Files\Internet Explorer"),
    "wcomp": lambda g: f"Microsoft-Windows-{g.r.choice(('IE-Feeds', 'Shell32', 'Kernel32', 'NTFS'))}, Culture=neutral, Version=6.1.7601.{g.r.randint(17000, 23600)}, PublicKeyToken=31bf3856ad364e35, ProcessorArchitecture=amd64, versionScope=1nonSxS",
}
WIN = [
    (4, "Info", "CBS", r"Loaded Servicing Stack v«winver» with Core: C:\Windows\winsxs\amd64_microsoft-windows-servicingstack_31bf3856ad364e35_«winver»_none_«x16»\cbscore.dll"),
    (4, "Info", "CBS", "Starting TrustedInstaller initialization."),
    (4, "Info", "CBS", "Ending TrustedInstaller initialization."),
    (4, "Info", "CBS", "Starting the TrustedInstaller main loop."),
    (4, "Info", "CBS", "TrustedInstaller service starts successfully."),
    (4, "Info", "CBS", "No startup processing required, TrustedInstaller service was not set as autostart, or else a reboot is still pending."),
    (4, "Info", "CBS", "NonStart: Checking to ensure startup processing was not required."),
    (4, "Info", "CBS", "NonStart: Success, startup processing not required as expected."),
    (4, "Info", "CBS", "Startup processing thread terminated normally"),
    (4, "Info", "CBS", "Starting TrustedInstaller finalization."),
    (4, "Info", "CBS", "Ending TrustedInstaller finalization."),
    (4, "Info", "CBS", "Ending the TrustedInstaller main loop."),
    (4, "Info", "CBS", "Trusted Installer is shutting down because: SHUTDOWN_REASON_AUTOSTOP"),
    (4, "Info", "CBS", "TI: --- Initializing Trusted Installer ---"),
    (4, "Info", "CBS", "TI: Last boot time: «wints»"),
    (4, "Info", "CBS", "SQM: Initializing online with Windows opt-in: False"),
    (4, "Info", "CBS", "SQM: Cleaning up report files older than 10 days."),
    (4, "Info", "CBS", "SQM: Requesting upload of all unsent reports."),
    (4, "Info", "CBS", r"SQM: Failed to start upload with file pattern: C:\Windows\servicing\sqm\*_std.sqm, flags: 0x2 [HRESULT = 0x80004005 - E_FAIL]"),
    (4, "Info", "CBS", "SQM: Failed to start standard sample upload. [HRESULT = 0x80004005 - E_FAIL]"),
    (4, "Info", "CBS", r"SQM: Queued 0 file(s) for upload with pattern: C:\Windows\servicing\sqm\*_all.sqm, flags: 0x6"),
    (4, "Info", "CBS", "SQM: Warning: Failed to upload all unsent reports. [HRESULT = 0x80004005 - E_FAIL]"),
    (18, "Info", "CBS", "Session: «wsess» initialized by client «c:WindowsUpdateAgent|DISM Package Manager Provider»."),
    (8, "Info", "CBS", "Session: «wsess» finalized. Reboot required: no [HRESULT = 0x00000000 - S_OK]"),
    (420, "Info", "CBS", "Read out cached package applicability for package: «wpkg», ApplicableState: «c:80|112|0», CurrentState:«c:112|80|0»"),
    (140, "Info", "CBS", "Warning: Unrecognized packageExtended attribute."),
    (90, "Info", "CBS", "Expecting attribute name [HRESULT = 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM]"),
    (90, "Info", "CBS", "Failed to get next element [HRESULT = 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM]"),
    (25, "Info", "CBS", "Failed to internally open package. [HRESULT = 0x800f0805 - CBS_E_INVALID_PACKAGE]"),
    (10, "Info", "CBS", "Appl: detect Parent, Package: «wpkg», Parent: «wpkg», Disposition = Detect, VersionComp: «c:EQ|GE», ServiceComp: «c:EQ|GE», BuildComp: «c:EQ|GE», DistributionComp: «c:GE|EQ», RevisionComp: «c:GE|EQ», Exist: present"),
    (10, "Info", "CBS", "Appl: detectParent: package: «wpkg», no parent found, go absent"),
    (10, "Info", "CBS", "Appl: Evaluating package applicability for package «wpkg», applicable state: «c:Installed|Absent|Staged»"),
    (8, "Info", "CBS", "Appl: Selfupdate detect, Package: «wpkg», disposition state from detectUpdate is: «c:Absent|Installed»"),
    (8, "Info", "CBS", "Exec: Processing started.  Client: WindowsUpdateAgent, Session: «wsess», Package: «wpkg»"),
    (8, "Info", "CBS", "Plan: Package: «wpkg», Update: «wupd», current: «c:Installed|Staged», pending: «c:Default|Installed», start: «c:Installed|Staged», applicable: Installed, targeted: Installed, limit: Installed"),
    (8, "Info", "CBS", "Exec: Processing complete.  Session: «wsess», Package: «wpkg» [HRESULT = 0x00000000 - S_OK]"),
    (8, "Info", "CBS", "Loading offline registry hive: «c:SOFTWARE|SYSTEM|COMPONENTS|SECURITY|SAM|DEFAULT», into registry key '«hivekey»' from path '«c:\\\\?\\GLOBALROOT\\Device\\HarddiskVolumeShadowCopy2\\Windows\\System32\\config\\SOFTWARE|\\\\?\\GLOBALROOT\\Device\\HarddiskVolumeShadowCopy2\\Windows\\System32\\config\\SYSTEM»'."),
    (8, "Info", "CBS", "Unloading offline registry hive: «hivekey»"),
    (3, "Info", "CBS", "Reboot mark cleared"),
    (3, "Info", "CBS", "Scavenge: Starts"),
    (3, "Info", "CBS", "Idle processing thread terminated normally"),
    (3, "Info", "CBS", "Winlogon: Simplifying Winlogon CreateSession notifications"),
    (3, "Info", "CBS", "Winlogon: Registering for CreateSession notifications"),
    (3, "Info", "CBS", "Winlogon: Stopping notify server"),
    (3, "Info", "CBS", "Winlogon: Unloading SysNotify DLL"),
    (3, "Info", "CBS", "Winlogon: Deregistering for CreateSession notifications"),
    (3, "Warning", "CBS", "Failed to get session package state for package: «wpkg» [HRESULT = 0x800f0805 - CBS_E_INVALID_PACKAGE]"),
    (3, "Warning", "CBS", "Unable to enable windows update, updates will be skipped. [HRESULT = 0x80070422 - ERROR_SERVICE_DISABLED]"),
    (25, "Info", "CSI", "«csiseq»@«wcsits» WcpInitialize (wcp.dll version 0.0.0.6) called (stack «wstack»)"),
    (25, "Info", "CSI", '«csiseq» Creating NT transaction (seq «i:1-9»), objectname [6]"(null)"'),
    (25, "Info", "CSI", "«csiseq» Created NT transaction (seq «i:1-9») result 0x00000000, handle @0x«x:3»"),
    (25, "Info", "CSI", "«csiseq»@«wcsits» CSI perf trace:"),
    (15, "Info", "CSI", "«csiseq» CSI Store «i:1000000-9999999» (0x«x:16») initialized"),
    (15, "Info", "CSI", "«csiseq»@«wcsits» Beginning NT transaction commit..."),
    (6, "Info", "CSI", "«csiseq» Warning: Overlap: Duplicate ownership for directory «wpath» in component «wcomp»"),
    (3, "Error", "CSI", "«csiseq» (F) «c:STATUS_OBJECT_NAME_NOT_FOUND|STATUS_SHARING_VIOLATION» #«i:100000-999999»# from Windows::Rtl::SystemImplementation::DirectFileSystemProvider::SysCreateFile(flags = (AllowSharingViolation), handle = {provider=NULL, handle=0, name= («null»)})[gle=0xd0000034]"),
    (2, "Error", "CBS", "Failed to perform operation.  [HRESULT = 0x800f0900 - CBS_E_XML_PARSER_FAILURE]"),
]
WIN_GEN["null"] = C("null", "ExistingNonsense")
WIN_LV = {"Info": "INFO", "Warning": "WARN", "Error": "ERROR"}


def _win_hdr(g, d, ms, lvl, comp):
    return f"{d:%Y-%m-%d %H:%M:%S}, {lvl:<22}{comp:<7}"


SPECS["Windows"] = dict(tpls=WIN, gens=WIN_GEN, header=_win_hdr, lvlmap=WIN_LV, gap=45,
                        start=_ep(2016, 9, 28, 4, 30, 30), burst=0.3,
                        regex=r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d, (?:Info|Warning|Error) +\S+ +")

# =================================================================== Mac
_MPROC = ("QQ", "WeChat", "Safari", "mDNSResponder", "powerd", "WindowServer", "UserEventAgent", "sharingd", "cloudd",
          "apsd", "locationd", "Dropbox", "identityservicesd", "syncdefaultsd", "suggestd", "nsurlsessiond", "AddressBookSourceSync")


def _mhost(g):
    if g.r.random() < 0.15:
        return "authorMacBook-Pro"
    return g.pool("machost", lambda g: f"calvisitor-10-105-{g.r.choice((160, 161, 162, 163))}-{g.r.randint(1, 254)}", 12, 1.5)


def _arpt(g):
    return f"{(g.t - _ep(2017, 6, 24)) / 1.0 + 0.0:.6f}"


MAC_GEN = {
    "arpt": _arpt,
    "macip": lambda g: f"10.105.{g.r.choice((160, 161, 162, 163))}.{g.r.randint(1, 254)}",
    "ipv6": lambda g: "fe80:" + ":".join(g.val("x:4").lstrip("0") or "0" for _ in range(4)),
    "proc": lambda g: g.r.choice(_MPROC),
    "macaddr": lambda g: ":".join(g.val("x:2").lstrip("0") or "0" for _ in range(6)),
    "macdt": lambda g: f"{_dtm(g.t):%Y/%-m/%-d %H:%M:%S}",
    "machost": _mhost,
    "uuidU": lambda g: uuid(g).upper(),
    "launchsvc": C("com.apple.preference.displays.MirrorDisplays", "com.apple.mdworker.bundles", "com.apple.WebKit.WebContent",
                   "com.apple.photolibraryd", "com.apple.bird", "com.apple.suggestd"),
    "appleid": C("xpc", "pocketwarden"),
    "ccfile": C("AssociationEventHistory.txt", "IO80211AWDLPeerManager.xml", "OneStats.xml", "CCIOReporterFormatter.txt"),
    "ccpath": lambda g: f"/Library/Logs/CrashReporter/CoreCapture/IOReporters/[{_dtm(g.t):%Y-%m-%d_%H,%M,%S}.{g.r.randint(100000, 999999)}]=AuthFail:sts:5_rsn:0/OneStats/",
    "gsuts": lambda g: f"{_dtm(g.t):%Y-%m-%d %H:%M:%S}.{g.r.randint(0, 999):03d}",
    "macts": lambda g: f"{_dtm(g.t):%H:%M:%S}.{g.r.randint(0, 999):03d}",
    "dbts": lambda g: f"{_dtm(g.t):%m%d/%H%M%S}",
    "ctsact": C("com.apple.suggestions.harvest", "com.apple.CacheDelete.activity", "com.apple.SocialPushAgent.activity",
                "com.apple.photoanalysisd.internal", "com.apple.corerecents.recentsd.db-prune", "com.apple.metadata.mds.scan"),
    "i": lambda g: str(g.r.randint(1, 99999)),
    "big": lambda g: str(g.r.randint(100000000, 4000000000)),
}
K = "kernel[0]"
AR = "ARPT: «arpt»: "
MAC = [
    (40, K, "AppleThunderboltNHIType2::prePCIWake - power up complete - took «i:1-3» us"),
    (40, K, "AppleThunderboltGenericHAL::earlyWake - complete - took «f:0-1:6» milliseconds"),
    (30, K, "AppleThunderboltNHIType2::waitForOk2Go2Sx - retries = «i:20000-60000»"),
    (30, K, AR + "wl0: MDNS: IPV4 Addr: «macip»"),
    (30, K, AR + "wl0: MDNS: IPV6 Addr: «ipv6»"),
    (10, K, AR + "wl0: MDNS: «i:0-2» SRV Recs, «i:0-2» TXT Recs"),
    (40, K, AR + "AirPort_Brcm43xx::powerChange: System Wake - Full Wake/ Dark Wake / Maintenance wake"),
    (40, K, AR + "AirPort_Brcm43xx::powerChange: System Sleep"),
    (30, K, AR + "AirPort_Brcm43xx::syncPowerState: WWEN[enabled]"),
    (30, K, AR + "wl0: setup_keepalive: Local port: «i:49152-65535», Remote port: «c:443|5223|80|8080»"),
    (30, K, AR + "wl0: setup_keepalive: interval «c:900», retry_interval «c:30», retry_count «c:10»"),
    (30, K, AR + "wl0: setup_keepalive: Seq: «big», Ack: «big», Win size: «i:1000-5000»"),
    (30, K, AR + "wl0: setup_keepalive: Local IP: «macip»"),
    (30, K, AR + "wl0: setup_keepalive: Remote IP: «ip»"),
    (25, K, AR + "wl0: wl_update_tcpkeep_seq: Original Seq: «big», Ack: «big», Win size: «i:1000-5000»"),
    (25, K, AR + "wl0: wl_update_tcpkeep_seq: Updated seq/ack/win from UserClient Seq «big», Ack «big», Win size «i:1000-5000»"),
    (25, K, AR + "wl0: leaveModulePoweredForOffloads: Wi-Fi will stay on."),
    (18, K, AR + "ARPT: Wake Reason: Wake on Scan offload"),
    (15, K, AR + "ARPT: Wake Reason: Wake on TCP Timeout"),
    (10, K, AR + "wl0: Roamed or switched channel, reason #«c:8|4», bssid «macaddr», last RSSI «c:-60|-70|-79»"),
    (6, K, AR + "wlc_dump_aggfifo:"),
    (6, K, AR + "framerdy 0x0 bmccmd «i:1-7» framecnt 1024"),
    (6, K, AR + "AQM agg params 0xfc0 maxlen hi/lo 0x0 0xffff minlen 0x0 adjlen 0x0"),
    (6, K, AR + "AQM agg results 0x8001 len hi/lo: 0x0 0x«x:2» BAbitmap(0-3) 0 0 0 0"),
    (30, K, "Wake reason: ARPT (Network)"),
    (12, K, "Wake reason: EC.LidOpen (User)"),
    (8, K, "Wake reason: RTC (Alarm)"),
    (18, K, "en0: channel changed to «c:1|6|11|36|149»"),
    (15, K, "en0: BSSID changed to «macaddr»"),
    (6, K, "en0: 802.11d country code set to '«c:US|X3|CN»'."),
    (4, K, "en0: Supported channels 1 2 3 4 5 6 7 8 9 10 11 12 13 36 40 44 48 52 56 60 64 100 104 108 112 116 120 124 128 132 136 140 144 149 153 157 161 165"),
    (18, K, "AirPort: Link Down on awdl0. Reason 1 (Unspecified)."),
    (18, K, "AirPort: Link Up on awdl0"),
    (15, K, "AirPort: Link Down on en0. Reason 8 (Disassociated because station leaving)."),
    (15, K, "AirPort: Link Up on en0"),
    (18, K, "IO80211AWDLPeerManager::setAwdlOperatingMode Setting the AWDL operation mode from «c:AUTO|SUSPENDED» to «c:SUSPENDED|AUTO»"),
    (18, K, "IO80211AWDLPeerManager::setAwdlSuspendedMode() Suspending AWDL, enterQuietMode(true)"),
    (18, K, "IO80211AWDLPeerManager::setAwdlAutoMode Resuming AWDL"),
    (18, K, "PM response took «i:100-3000» ms («i:40-50000», «proc»)"),
    (14, K, "Sandbox: com.apple.Addres(«i:1000-50000») deny(1) network-outbound /private/var/run/mDNSResponder"),
    (6, K, "Sandbox: QQ(«i:1000-50000») deny(1) mach-lookup com.apple.networking.captivenetworksupport"),
    (8, K, "hibernate_page_list_setall(preflight 1) start"),
    (8, K, "hibernate_page_list_setall time: «i:100-800» ms"),
    (8, K, "hibernate_setup(0) took «i:1000-9000» ms"),
    (8, K, "IOThunderboltSwitch<«0x:16»>(«0x:1»)::listenerCallback - Thunderbolt HPD packet for route = «0x:1» port = «i:1-20» unplug = 0"),
    (8, K, "IOPPF: Sent gpu-internal-plimit-notification last value «i:0-9» (rounded time weighted average «i:0-9»)"),
    (8, K, "Previous sleep cause: 5"),
    (8, K, "RTC: Maintenance «macdt», sleep «macdt»"),
    (6, K, "full wake request (reason 2) «i:10-99999» ms"),
    (8, K, "Setting BTCoex Config: enable_2G:1, profile_2g:0, enable_5G:1, profile_5G:0"),
    (8, K, "in6_unlink_ifa: IPv6 address «0x:16» has no prefix"),
    (8, K, "en0::IO80211Interface::postMessage bssid changed"),
    (4, K, "USBMSC Identifier (non-unique): «x:12» 0x5ac 0x8406 0x820, 3"),
    (6, K, "Bluetooth -- LE is supported - Disable LE meta event"),
    (8, K, "process «proc»[«i:100-50000»] caught causing excessive wakeups. Observed wakeups rate (per sec): «i:150-1000»; Maximum permitted wakeups rate (per sec): 150; Observation period: 300 seconds; Task lifetime number of wakeups: «i:45000-900000»"),
    (6, K, "CODE SIGNING: cs_invalid_page(0x1000): p=«i:100-50000»[GoogleSoftwareUp] final status 0x0, allow (remove VALID)ing page"),
    (8, K, "AppleCamIn::systemWakeCall - messageType = 0xE0000340"),
    (8, K, "AppleCamIn::wakeEventHandlerThread"),
    (4, K, "AppleCamIn::handleWakeEvent_gated"),
    (8, K, "[HID] [ATC] AppleDeviceManagementHIDEventService::processWakeReason Wake reason: Host (0x01)"),
    (4, K, "**** [IOBluetoothHostControllerUSBTransport][start] -- completed -- result = TRUE -- 0x«x:4» ****"),
    (4, K, "**** [BroadcomBluetoothHostControllerUSBTransport][start] -- Completed (matched on Device) -- 0x«x:4» ****"),
    (4, K, "did discard act «i» inact «i» purgeable «i» spec «i» cleaned «i»"),
    (3, K, "AppleActuatorDeviceUserClient::stop Entered"),
    (3, K, "AppleActuatorHIDEventDriver: message service is terminated"),
    (40, "com.apple.CDScheduler[43]", "Thermal pressure state: «i:0-1» Memory pressure state: «i:0-1»"),
    (28, "QQ[10018]", "FA||Url||taskID[«i:2010000000-2020000000»] dealloc"),
    (12, "QQ[10018]", 'DB Error: 1 "no such table: tb_c2cMsg_«i:100000000-999999999»"'),
    (18, "networkd[195]", "-[NETClientConnection effectiveBundleID] using process name «proc» as bundle ID (this is expected for daemons without bundle ID"),
    (18, "networkd[195]", "__42-[NETClientConnection evaluateCrazyIvan46]_block_invoke CI46 - Hit by torpedo! QQ.«i:10000-99999» tc«i:10000-99999» «ip»:«i»<->«ip»:«i»"),
    (8, "symptomsd[215]", "__73-[NetworkAnalyticsEngine observeValueForKeyPath:ofObject:change:context:]_block_invoke unexpected switch value 2"),
    (8, "symptomsd[215]", "-[NetworkAnalyticsEngine _writeJournalRecord:fromCellFingerprint:key:atLOI:ofKind:lqm:isFaulty:] Hashing of the primary key failed. Dropping the journal record."),
    (8, "syslogd[44]", "ASL Sender Statistics"),
    (12, "UserEventAgent[43]", "Captive: CNPluginHandler en0: Inactive"),
    (12, "UserEventAgent[43]", "Captive: CNPluginHandler en0: Evaluating"),
    (12, "UserEventAgent[43]", "Captive: CNPluginHandler en0: Authenticated"),
    (8, "UserEventAgent[43]", "Captive: [CNInfoNetworkActive:1748] en0: SSID 'CalVisitor' making interface primary (cache indicates network not captive)"),
    (6, "configd[53]", "network changed: v4(en0-:«macip») DNS- Proxy- SMB-"),
    (6, "configd[53]", "network changed: v4(en0+:«macip») DNS+ Proxy+ SMB"),
    (6, "configd[53]", "network changed: v4(en0!:«macip») DNS Proxy SMB"),
    (6, "configd[53]", 'setting hostname to "«machost»"'),
    (15, "mDNSResponder[91]", "mDNS_RegisterInterface: Frequent transitions for interface «c:en0|awdl0» («ipv6»)"),
    (15, "mDNSResponder[91]", "mDNS_DeregisterInterface: Frequent transitions for interface «c:en0|awdl0» («ipv6»)"),
    (8, "mDNSResponder[91]", "mDNSPlatformSendUDP sendto(«i:5-12») failed to send packet on InterfaceID «0x:16» en0/4 to «ip»:5353 skt «i:5-99» error -1 errno 65 (No route to host)"),
    (16, "com.apple.xpc.launchd[1] (com.apple.quicklook[«i:100-50000»])", "Endpoint has been activated through legacy launch(3) APIs. Please switch to XPC or bootstrap_check_in(): com.apple.quicklook"),
    (16, "com.apple.xpc.launchd[1] (com.apple.xpc.launchd.domain.pid.WebContent.«i:100-50000»)",
     "Path not allowed in target domain: type = pid, path = /System/Library/StagedFrameworks/Safari/SafariShared.framework/Versions/A/XPCServices/com.apple.Safari.SearchHelper.xpc/Contents/MacOS/com.apple.Safari.SearchHelper error = 147: The specified service did not ship in the requestor's bundle, origin = /System/Library/StagedFrameworks/Safari/WebKit.framework/Versions/A/XPCServices/com.apple.WebKit.WebContent.xpc"),
    (8, "com.apple.xpc.launchd[1] (com.apple.WebKit.Networking.«uuidU»[«i:100-50000»])", "Service exited due to SIGKILL | sent by «proc»[«i:100-50000»]"),
    (6, "com.apple.xpc.launchd[1] (com.apple.imfoundation.IMRemoteURLConnectionAgent)", "The _DirtyJetsamMemoryLimit key is not available on this platform."),
    (8, "com.apple.xpc.launchd[1] («launchsvc»)", "Service only ran for «i:0-9» seconds. Pushing respawn out by «i:1-10» seconds."),
    (8, "com.apple.xpc.launchd[1] («launchsvc»[«i:100-50000»])", "Service exited with abnormal code: «i:1-127»"),
    (12, "AddressBookSourceSync[«i:100-50000»]", "Unrecognized attribute value: t:AbchPersonItemType"),
    (6, "AddressBookSourceSync[«i:100-50000»]",
     '[CardDAVPlugin-ERROR] -getPrincipalInfo:[_controller supportsRequestCompressionAtURL:https://«appleid»@p«i:10-80»-contacts.icloud.com/«i:100000000-999999999»/principal/] Error Domain=NSURLErrorDomain Code=-1009 "The Internet connection appears to be offline." UserInfo={NSUnderlyingError=«0x:12» {Error Domain=kCFErrorDomainCFNetwork Code=-1009 "(null)" UserInfo={_kCFStreamErrorCodeKey=8, _kCFStreamErrorDomainKey=12}}, NSErrorFailingURLStringKey=https://«appleid»@p«i:10-80»-contacts.icloud.com/«i:100000000-999999999»/principal/, NSErrorFailingURLKey=https://«appleid»@p«i:10-80»-contacts.icloud.com/«i:100000000-999999999»/principal/, _kCFStreamErrorDomainKey=12, _kCFStreamErrorCodeKey=8, NSLocalizedDescription=The Internet connection appears to be offline.}'),
    (10, "corecaptured[«i:100-50000»]", "CCFile::captureLog Received Capture notice id: «f:1498000000-1499999999:6», reason = AuthFail:sts:5_rsn:0"),
    (10, "corecaptured[«i:100-50000»]", "CCIOReporterFormatter::addRegistryChildToChannelDictionary streams «i:6-7»"),
    (10, "corecaptured[«i:100-50000»]", "CCFile::copyFile fileName is «ccfile», source path:«ccpath», dest path:«ccpath»"),
    (8, "corecaptured[«i:100-50000»]", "CCDataTap::profileRemoved, Owner: com.apple.iokit.IO80211Family, Name: «c:AssociationEventHistory|IO80211AWDLPeerManager|OneStats»"),
    (6, "corecaptured[«i:100-50000»]", "CCProfileMonitor::freeResources done"),
    (6, "corecaptured[«i:100-50000»]", "Received Capture Event"),
    (14, "WindowServer[184]", "send_datagram_available_ping: pid «i:100-50000» failed to act on a ping it dequeued before timing out."),
    (12, "WindowServer[184]", "CGXDisplayDidWakeNotification [«i:100000000000-999999999999»]: posting kCGSDisplayDidWake"),
    (12, "WindowServer[184]", "device_generate_desktop_screenshot: authw 0x0(0), shield «0x:12»(2001)"),
    (12, "WindowServer[184]", "device_generate_lock_screen_screenshot: authw 0x0(0), shield «0x:12»(2001)"),
    (6, "WindowServer[184]", "handle_will_sleep_auth_and_shield_windows: no lock state data"),
    (6, "WindowServer[184]", "_CGXRemoveWindowFromWindowMovementGroup: window 0x«x:2» is not attached to window 0x«x:2»"),
    (8, "loginwindow[94]", "-[SFLListManager(ServiceReplyProtocol) notifyChanges:toListWithIdentifier:] Notified of item changes to list with identifier com.apple.LSSharedFileList.RecentApplications"),
    (8, "GoogleSoftwareUpdateAgent[«i:100-50000»]", "«gsuts» GoogleSoftwareUpdateAgent[«i:100-50000»/«0x:12»] [lvl=2] -[KSAgentApp(KeystoneDelegate) updateEngineFinishedWithErrors:] Keystone finished: errors=0"),
    (8, "GoogleSoftwareUpdateAgent[«i:100-50000»]", "«gsuts» GoogleSoftwareUpdateAgent[«i:100-50000»/«0x:12»] [lvl=2] -[KSUpdateEngine updateAllExceptProduct:] KSUpdateEngine updating all installed products, except:'com.google.Keystone'."),
    (8, "GoogleSoftwareUpdateAgent[«i:100-50000»]", "«gsuts» GoogleSoftwareUpdateAgent[«i:100-50000»/«0x:12»] [lvl=3] -[KSOutOfProcessFetcher(PrivateMethods) launchedHelperTaskForToolPath:error:] KSOutOfProcessFetcher launched '/Users/xpc/Library/Google/GoogleSoftwareUpdate/GoogleSoftwareUpdate.bundle/Contents/MacOS/ksfetch' with process id: «i:100-50000»"),
    (8, "GoogleSoftwareUpdateAgent[«i:100-50000»]", "«gsuts» GoogleSoftwareUpdateAgent[«i:100-50000»/«0x:12»] [lvl=2] -[KSAgentApp performSelfUpdateWithEngine:] Finished self update check."),
    (8, "ksfetch[«i:100-50000»]", "«gsuts» ksfetch[«i:100-50000»/«0x:12»] KSHelperReceiveAllData() KSHelperTool read «i:1900-2000» bytes from stdin."),
    (8, "locationd[82]", "Location icon should now be in state 'Active'"),
    (8, "locationd[82]", "Location icon should now be in state 'Inactive'"),
    (5, "locationd[82]", "NETWORK: requery, 0, 0, 0, 0, 2, items, fQueryRetries, 0, fLastRetryTimestamp, «f:520000000-530000000:1»"),
    (8, "secd[276]", 'securityd_xpc_dictionary_handler cloudd[«i:100-50000»] copy_matching Error Domain=NSOSStatusErrorDomain Code=-50 "query missing class name" (paramErr: error in user parameter list) UserInfo={NSDescription=query missing class name}'),
    (8, "secd[276]", 'SOSAccountThisDeviceCanSyncWithCircle sync with device failure: Error Domain=com.apple.security.sos.error Code=1035 "Account identity not set" UserInfo={NSDescription=Account identity not set}'),
    (8, "CalendarAgent[279]", "[com.apple.calendar.store.log.caldav.coredav] [Refusing to parse response to PROPPATCH because of content-type: [text/html; charset=UTF-8].]"),
    (8, "WeChat[24144]", "jemmytest"),
    (6, "Safari[«i:100-50000»]", "KeychainGetICDPStatus: keychain: -25300"),
    (8, ["Safari[«i:100-50000»]", "QQ[10018]", "WeChat[24144]"], "tcp_connection_destination_perform_socket_connect «i:1-9999» connectx to «ip»:«i:1-65535»@0 failed: [65] No route to host"),
    (16, "com.apple.WebKit.WebContent[«i:100-50000»]", "[«macts»] <<<< CRABS >>>> crabsFlumeHostAvailable: [«0x:12»] Byte flume reports host available again."),
    (14, "com.apple.WebKit.WebContent[«i:100-50000»]", "[«macts»] <<<< CRABS >>>> crabsWaitForLoad: [«0x:12»] Wait time out - -1001 (msg_id = «i:1-999»)"),
    (8, "com.apple.WebKit.WebContent[«i:100-50000»]", "[«macts»] <<<< MediaValidator >>>> mv_LookupCodecSupport: Unrecognized codec 1"),
    (8, "com.apple.WebKit.WebContent[«i:100-50000»]", "[«macts»] <<<< MediaValidator >>>> mv_ValidateRFC4281CodecId: Unrecognized codec 1.(null). Failed codec specific check."),
    (8, "com.apple.WebKit.WebContent[«i:100-50000»]", "[«macts»] <<<< MediaValidator >>>> mv_TestCodecSupport: Unrecognized codec 1"),
    (6, "sandboxd[129] ([«i:100-50000»])", "com.apple.Addres(«i:100-50000») deny network-outbound /private/var/run/mDNSResponder"),
    (6, "apsd[«i:100-50000»]", "Unrecognized leaf certificate"),
    (6, "apsd[«i:100-50000»]", '<private>: Stream error occurred for <APSTCPStream: «0x:12»>: Error Domain=NSPOSIXErrorDomain Code=50 "Network is down" UserInfo={_kCFStreamErrorCodeKey=50, _kCFStreamErrorDomainKey=1}'),
    (8, "sharingd[30299]", "«macts» : Scanning mode Contacts Only"),
    (8, "sharingd[30299]", "«macts» : SDStatusMonitor::kStatusWirelessPowerChanged"),
    (8, "sharingd[30299]", "«macts» : Purged contact hashes"),
    (6, "sharingd[30299]", "«macts» : BTLE scanner Powered On"),
    (6, "sharingd[30299]", "«macts» : BTLE scanner Powered Off"),
    (6, "sharingd[30299]", "«macts» : BTLE scanning started"),
    (6, "sharingd[30299]", "«macts» : BTLE scanning stopped"),
    (6, "Dropbox[«i:100-50000»]", "[«dbts»:WARNING:dns_config_service_posix.cc(306)] Failed to read DnsConfig."),
    (6, "airportd[«i:100-50000»]", "_doAutoJoin: Already associated to \u201cCalVisitor\u201d. Bailing on auto-join."),
    (6, "airportd[«i:100-50000»]", "airportdProcessDLILEvent: en0 attached (up)"),
    (6, "com.apple.AddressBook.InternetAccountsBridge[«i:100-50000»]", "Daemon connection invalidated!"),
    (6, "com.apple.AddressBook.InternetAccountsBridge[«i:100-50000»]", "dnssd_clientstub ConnectToServer: connect()-> No of tries: «i:1-3»"),
    (6, "nsurlsessiond[«i:100-50000»]", "NSURLSession/NSURLConnection HTTP load failed (kCFStreamErrorDomainSSL, -9802)"),
    (6, "cloudd[«i:100-50000»]", 'SecOSStatusWith error:[-50] Error Domain=NSOSStatusErrorDomain Code=-50 "query missing class name" (paramErr: error in user parameter list) UserInfo={NSDescription=query missing class name}'),
    (5, "taskgated[«i:100-50000»]", "no application identifier provided, can't use provisioning profiles [pid=«i:100-50000»]"),
    (5, "hidd[«i:100-50000»]", "[HID] [MT] MTActuatorManagement::getActuatorRef Calling MTActuatorOpen() outside of MTTrackpadHIDManager."),
    (5, "blued[«i:100-50000»]", "[BluetoothHIDDeviceController] EventServiceConnectedCallback"),
    (5, "blued[«i:100-50000»]", "[BluetoothHIDDeviceController] EventServiceDisconnectedCallback"),
    (6, "com.apple.cts[«i:100-50000»]", "«ctsact»: scheduler_evaluate_activity told me to run this job; however, but the start time isn't for «i:1-99999» seconds.  Ignoring."),
    (4, "imagent[«i:100-50000»]", "<IMMacNotificationCenterManager: «0x:12»>: notification observer: com.apple.FaceTime   notification: __CFNotification «0x:12» {name = _NSDoNotDisturbDisabledNotification}"),
]


def _mac_hdr(g, d, ms, lvl, comp):
    return f"{_mon_day(d)} {d:%H:%M:%S} {_mhost(g)} {comp}: "


SPECS["Mac"] = dict(sharpen=1.5, tpls=MAC, gens=MAC_GEN, header=_mac_hdr, lvlmap={}, gap=300,
                    start=_ep(2017, 7, 1, 9, 0, 55), burst=0.35,
                    regex=r"[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d \S+ [^\s\[]+\[\d+\](?: \([^)]*\))?: ")

# =================================================================== Android
_APKG = ("com.tencent.mm", "com.tencent.mm:push", "com.tencent.qt.qtl", "com.android.phone", "com.huawei.android.launcher",
         "com.android.systemui", "com.huawei.systemmanager", "com.tencent.mobileqq", "com.sina.weibo", "com.android.settings",
         "com.huawei.health", "android", "com.google.android.gms", "com.android.incallui")
_ACT = ("com.tencent.qt.qtl/.activity.info.NewsDetailXmlActivity", "com.huawei.android.launcher/.unihome.UniHomeLauncher",
        "com.tencent.mm/.ui.LauncherUI", "com.tencent.mm/.plugin.sns.ui.SnsTimeLineUI", "com.android.settings/.Settings",
        "com.tencent.qt.qtl/.activity.main.MainActivity", "com.sina.weibo/.MainTabActivity", "com.android.incallui/.InCallActivity")
_WLTAG = ("RILJ_ACK_WL", "*alarm*", "WakerLock:999", "NlpWakeLock", "LocationManagerService", "*launch*", "AudioMix",
          "GCoreFlp", "pushwakelock", "SyncLoopWakeLock", "WifiStateMachine", "*job*/com.tencent.mm/.plugin.base.stub.WXJobService")
_INTENT = ("android.intent.action.SCREEN_ON", "android.intent.action.SCREEN_OFF", "android.intent.action.TIME_TICK",
           "android.intent.action.BATTERY_CHANGED", "android.net.conn.CONNECTIVITY_CHANGE", "com.huawei.android.push.intent.HEARTBEAT_REQ",
           "android.intent.action.USER_PRESENT", "android.com.huawei.bone.NOTIFY_SPORT_DATA", "com.tencent.mm.plugin.report.service.KVCommCrossProcessReceiver")
AND_GEN = {
    "apkg": lambda g: g.pool("apkg", lambda g: g.r.choice(_APKG), 14, 1.0),
    "activity": lambda g: g.pool("act", lambda g: g.r.choice(_ACT), 8, 1.3),
    "acomp": lambda g: g.r.choice(_APKG).split(":")[0] + "/" + g.r.choice((".booter.CoreService", ".plugin.backup.bakoldlogic.BakOldService", ".service.PushService", ".receiver.BootReceiver", ".NotificationListener")),
    "wltag": lambda g: g.pool("wltag", lambda g: g.r.choice(_WLTAG), 12, 1.3),
    "intent": lambda g: g.pool("intent", lambda g: g.r.choice(_INTENT), 9, 1.3),
    "auid": lambda g: g.r.choice(("u0a104", "u0a91", "1001", "u0a38", "u0a126", "system")),
    "perm": C("android.permission.RECEIVE_BOOT_COMPLETED", "com.huawei.android.launcher.permission.CHANGE_BADGE", "android.permission.ACCESS_NETWORK_STATE"),
    "stack": lambda g: "android.app.ContextImpl.sendBroadcast:" + str(g.r.randint(800, 1000)) + " com.android.server." + g.r.choice(("power.Notifier", "am.ActivityManagerService", "policy.HwPhoneWindowManager", "BatteryService")) + "." + g.r.choice(("sendNextBroadcast", "broadcastIntent", "sendIntent")) + ":" + str(g.r.randint(100, 900)),
    "host": C("api.weibo.cn", "short.weixin.qq.com", "dns.weixin.qq.com", "qt.qq.com", "hicloud.com"),
    "thread": C("RenderThread", "Binder:2626_3", "main", "ReferenceQueueD"),
    "lock": lambda g: str(g.r.randint(1000000, 300000000)),
    "wtid": lambda g: g.val("x:7"),
}
AW = "s:WindowManager"
APM = "s:PowerManagerService"
AAM = "s:ActivityManager"
TOK = "AppWindowToken{«wtid» token=Token{«wtid» ActivityRecord{«wtid» u0 «activity» t«i:1-800»}}}"
ANDROID = [
    (210, "D", APM, 'acquire lock=«lock», flags=0x1, tag="«wltag»", name=«apkg», ws=«c:null|WorkSource{10113}|WorkSource{1001}», uid=«i:1000-10200», pid=«pid»'),
    (210, "D", APM, 'release:lock=«lock», flg=0x0, tag="«wltag»", name=«apkg»", ws=«c:null|WorkSource{10113}», uid=«i:1000-10200», pid=«pid»'),
    (140, "D", APM, "ready=true,policy=3,wakefulness=1,wksummary=«c:0x23|0x1|0x21»,uasummary=0x1,bootcompleted=true,boostinprogress=false,waitmodeenable=false,mode=false,manual=«i:30-60»,auto=-1,adj=0.0userId=0"),
    (90, "D", "s:DisplayPowerController", "Animating brightness: target=«i:0-255», rate=«c:40|200»"),
    (70, "V", AW, "Skipping " + TOK + " -- going to hide"),
    (70, "D", AW, "printFreezingDisplayLogsopening app wtoken = " + TOK + ", allDrawn= «c:false|true», startingDisplayed =  «c:false|true», startingMoved =  false, isRelaunching =  false"),
    (40, "V", AW, "Looking for focus: Window{«wtid» u0 «activity»}, flags=«i:-2000000000-2000000000», canReceive=«c:true|false»"),
    (30, "V", AW, "findFocusedWindow: Found new focus @ «i:0-10» = Window{«wtid» u0 «activity»}"),
    (30, "D", AW, "finishDrawingWindow: Window{«wtid» u0 «activity»} mDrawState=DRAW_PENDING"),
    (20, "D", AW, "relayoutVisibleWindow: Window{«wtid» u0 «activity»} mEnterAnimationPending false, mDrawState HAS_DRAWN"),
    (15, "W", AW, "Attempted to remove non-existing token: android.os.Binder@«wtid»"),
    (30, "I", AAM, "Start proc «pid»:«apkg»/«auid» for «c:service|broadcast|activity|content provider» «acomp»"),
    (25, "I", AAM, "Killing «pid»:«apkg»/«auid» (adj «i:900-906»): empty #«i:17-32»"),
    (25, "I", AAM, "Displayed «activity»: +«i:100-2000»ms"),
    (15, "I", AAM, "START u0 {act=android.intent.action.MAIN cat=[android.intent.category.HOME] flg=0x10200000 cmp=«activity»} from uid «i:1000-10200» on display 0"),
    (15, "W", AAM, "Unable to start service Intent { act=«intent» pkg=«apkg» } U=0: not found"),
    (15, "W", AAM, "Scheduling restart of crashed service «acomp» in «i:1000-30000»ms"),
    (18, "I", AAM, "Process «apkg» (pid «pid») has died"),
    (12, "W", AAM, "Slow operation: «i:50-500»ms so far, now at startProcess: returned from zygote!"),
    (15, "D", AAM, "cleanUpApplicationRecord -- «pid»"),
    (10, "V", AAM, "Moving to STOPPED: ActivityRecord{«wtid» u0 «activity» t«i:1-800»} (stop complete)"),
    (12, "I", AAM, "moveTaskToBack: TaskRecord{«wtid» #«i:1-800» A=«apkg» U=0 StackId=1 sz=1}"),
    (12, "V", AAM, "Broadcast: Intent { act=«intent» flg=0x«x:8» (has extras) } ordered=«c:true|false» userid=«c:-1|0» callerApp=null"),
    (4, "E", AAM, "ANR in «apkg»"),
    (50, "D", "u:KeyguardUpdateMonitor", "received broadcast android.intent.action.BATTERY_CHANGED"),
    (20, "D", "u:KeyguardUpdateMonitor", "handleBatteryUpdate"),
    (45, "D", "s:SendBroadcastPermission", "action:«intent», mPermissionType:«i:0-1»"),
    (45, "D", APM, "userActivityNoUpdateLocked: eventTime=«i:200000000-300000000», event=«i:0-2», flags=0x0, uid=1000"),
    (25, "I", APM, "Going to sleep due to screen timeout (uid 1000)..."),
    (25, "I", APM, "Waking up from sleep (uid «i:1000-10200»)..."),
    (25, "I", APM, "Sleeping (uid 1000)..."),
    (18, "D", APM, "updateIsPoweredLocked: wasPowered=«c:true|false», mIsPowered=«c:true|false», oldPlugType=«i:0-2», mPlugType=«i:0-2», mBatteryLevel=«i:1-100»"),
    (25, "D", "s:DisplayPowerController", "Blocking screen on until initial contents have been drawn."),
    (25, "D", "s:DisplayPowerController", "Unblocked screen on after «i:20-500» ms"),
    (25, "W", "s:BroadcastQueue", "Permission Denial: receiving Intent { act=«intent» flg=0x10 } to «acomp» requires «perm» due to sender «apkg» (uid «i:1000-10200»)"),
    (25, "W", "s:ContextImpl", "Calling a method in the system process without a qualified user: «stack»"),
    (15, "I", "z:Zygote", "Process «pid» exited due to signal (9)"),
    (20, "E", "a:HsmCoreServiceImpl", "onTransact in code is: «i:100-110»"),
    (15, "I", "a:chatty", "uid=«i:1000-10200»(«apkg») «thread» expire «i:1-20» lines"),
    (12, "W", "a:ResourceType", "No package identifier when getting value for resource number 0x«x:8»"),
    (10, "W", "a:System.err", 'java.net.UnknownHostException: Unable to resolve host "«host»": No address associated with hostname'),
    (4, "E", "a:AndroidRuntime", "FATAL EXCEPTION: main"),
    (4, "E", "a:AndroidRuntime", "Process: «apkg», PID: «pid»"),
    (3, "F", "a:libc", "Fatal signal 11 (SIGSEGV), code 1, fault addr 0x«x:8» in tid «pid» («thread»)"),
    (10, "D", "s:AlarmManager", "remove alarm:Alarm{«wtid» type 0 when «i:100000000-999999999» «apkg»}"),
    (10, "V", "s:AlarmManager", "triggered: cmp=«acomp» Pkg: «apkg»"),
    (10, "D", "s:PowerManagerNotifier", "onWakefulnessChangeStarted: wakefulness=«i:0-3», reason=«i:0-4»"),
    (10, "I", "s:DisplayPowerController", "Display ready!"),
    (10, "D", "s:HwNetworkPolicyManagerService", "isUidValidForPolicy uid=«i:1000-10200» result=«c:true|false»"),
    (8, "I", "s:InputReader", "Reconfiguring input devices.  changes=0x«x:8»"),
    (8, "D", "u:PhoneStatusBar", "disable<e i a s b h r c s > disable2<q i n >"),
    (6, "I", "a:LocationManagerService", "request «x:7» gps Request[ACCURACY_FINE gps requested=+«i:1-10»s0ms fastest=+«i:1-10»s0ms] from «apkg»(«i:1000-10200»)"),
]
AND_LV = {"V": "DEBUG", "D": "DEBUG", "I": "INFO", "W": "WARN", "E": "ERROR", "F": "FATAL"}


def _and_hdr(g, d, ms, lvl, comp):
    kind, tag = comp.split(":", 1)
    r = g.r
    pid = {"s": 1702, "u": 2227, "z": 643}.get(kind) or int(g.pool("apid", lambda g: str(g.r.randint(2000, 32000)), 20, 1.5))
    tid = pid if r.random() < 0.3 else int(g.pool(f"tid{pid}", lambda g: str(g.r.randint(pid, pid + 3000)), 15, 1.5))
    return f"{d:%m-%d %H:%M:%S}.{ms:03d} {pid:>5} {tid:>5} {lvl} {tag}: "


SPECS["Android"] = dict(sharpen=1.4, tpls=ANDROID, gens=AND_GEN, header=_and_hdr, lvlmap=AND_LV, gap=0.4,
                        start=_ep(2017, 3, 17, 16, 13, 38), burst=0.2,
                        regex=r"\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} +\d+ +\d+ [VDIWEF] [^\s:]+: ")

# =================================================================== HealthApp
HA_GEN = {
    "ts13": lambda g: str(int(g.t // 60 * 60) * 1000),
    "steps": lambda g: str(3000 + int((g.t - _ep(2017, 12, 23, 22)) / 40) % 9000),
    "i": lambda g: str(g.r.randint(0, 30000)),
}
_DET = "«ts13»##«steps»##«i:100000-999999»##«i:5000-9999»##«i:10000-30000»##«i:20000000-30000000»"
HEALTH = [
    (320, ["Step_LSC", "Step_StandStepCounter"], "onStandStepChanged «steps»"),
    (150, "Step_LSC", "onExtend:«ts13» «i:0-20» «i:0-1» «i:0-4»"),
    (110, "Step_StandReportReceiver", "onReceive action: android.intent.action.SCREEN_ON"),
    (110, "Step_StandReportReceiver", "onReceive action: android.intent.action.SCREEN_OFF"),
    (80, "Step_StandReportReceiver", "onReceive action: android.intent.action.TIME_TICK"),
    (90, "Step_LSC", "processHandleBroadcastAction action:android.intent.action.SCREEN_ON"),
    (90, "Step_LSC", "processHandleBroadcastAction action:android.intent.action.SCREEN_OFF"),
    (200, "Step_LSC", "processHandleBroadcastAction action:android.intent.action.TIME_TICK"),
    (6, "Step_LSC", "processHandleBroadcastAction action:android.intent.action.DATE_CHANGED"),
    (4, "Step_LSC", "processHandleBroadcastAction action:android.intent.action.TIME_SET"),
    (150, "Step_SPUtils", "setTodayTotalDetailSteps=" + _DET),
    (90, "Step_SPUtils", "getTodayTotalDetailSteps = " + _DET),
    (100, "Step_ExtSDM", "calculateCaloriesWithCache totalCalories=«i:100000-200000»"),
    (100, "Step_ExtSDM", "calculateAltitudeWithCache totalAltitude=«i:0-300»"),
    (55, "Step_StandReportReceiver", "REPORT : «steps» «i:1000-9000» «i:100000-200000» «i:0-300»"),
    (40, ["Step_StandStepCounter", "Step_LSC"], "flush sensor data"),
    (25, "Step_ScreenUtil", "screen status unknown,think screen on"),
    (15, "Step_LSC", "uploadStaticsToDB failed message=true"),
    (10, "Step_LSC", "uploadStaticsToDB() onSuccess"),
    (10, "Step_LSC", "getTodayBasicStandSteps totalSteps=«steps»"),
    (10, "Step_NotificationUtil", "updateNotification isShow:true, steps:«steps»"),
    (8, "Step_HGNH", "setGoalNotifiShow «c:true|false»"),
    (8, "Step_FlushableStepDataCache", "flushTempCacheToDB by stop step counter"),
    (8, "Step_FlushableStepDataCache", "flushTempCacheToDB by time tick"),
    (8, "Step_StandStepDataManager", "dealDataChangedWithReport totalSteps:«steps»"),
    (12, "HiH_HiBroadcastUtil", "sendSyncFailedBroadcast"),
    (10, "HiH_HiSyncControl", "startSyncHiHealthData() syncAction = «i:1-3»"),
    (8, "HiH_HiSyncControl", "syncStop() syncAction = «i:1-3»"),
    (8, "HiH_HiSyncUtil", "getSyncUserId() userId = «i:1000000-9999999»"),
    (6, "HiH_HiSyncUtil", "isNetworkAvailable() network is not available"),
    (10, "HiH_HiHealthDataInsertStore", "saveHealthDetailData() saveStatus = «i:0-1» changeType = «i:0-2» type = «i:2-40»"),
    (8, "HiH_HiHealthDataInsertStore", "saveOneDetailData() fail hiHealthData = «i:1-20000», type = «i:2-40»"),
    (8, "HiH_HiHealthBinder", "registerDataClient() appId = «i:1-9», pid = «pid»"),
    (6, "HiH_HiHealthBinder", "insertHiHealthData() bulkSaveDetailHiHealthData fail errorCode = «i:1-9»,errorMessage = ERR_DATA_INSERT"),
    (6, "HiH_DataStatManager", "writeStatistics() success, type = «i:2-40»"),
    (6, "HiH_HiAppUtil", "getAppInfo() appInfo is null, packageName = «c:com.huawei.health|com.huawei.bone»"),
    (5, "HiH_ListenerManager", "onChange() type = «i:2-40»"),
    (4, "HiH_HealthKitService", "onBind() bindNum = «i:1-9»"),
    (3, "HiH_HiDataCommonQuery", "queryDetailData() time = «i:1-500»ms, size = «i:0-300»"),
    (3, "Step_SPUtils", "getDeviceIdFromSp device id is null"),
    (2, "Step_LSC", "timeZone changed, reset step data"),
]


def _ha_hdr(g, d, ms, lvl, comp):
    pid = "30002312" if comp.startswith("Step") or g.r.random() < 0.7 else "60002312"
    return f"{d:%Y%m%d}-{d.hour}:{d.minute}:{d.second}:{ms}|{comp}|{pid}|"


SPECS["HealthApp"] = dict(sharpen=1.3, tpls=HEALTH, gens=HA_GEN, header=_ha_hdr, lvlmap={}, gap=20,
                          start=_ep(2017, 12, 23, 22, 15, 29), burst=0.1,
                          regex=r"\d{8}-\d{1,2}:\d{1,2}:\d{1,2}:\d{1,3}\|[^|]+\|\d+\|")

# =================================================================== Apache
APACHE_GEN = {
    "child": lambda g: g.drift("achild", lambda g: str(g.r.randint(1000, 32000)), 0.5, 10),
    "slot": lambda g: str(g.r.randint(6, 13)),
    "wpath": C("/etc/httpd/conf/workers2.properties"),
    "wwwpath": C("/var/www/html/", "/var/www/html/", "/var/www/html/manual/", "/var/www/html/usage/"),
}
APACHE = [
    (560, "notice", "jk2_init() Found child «child» in scoreboard slot «slot»"),
    (560, "notice", "workerEnv.init() ok «wpath»"),
    (530, "error", "mod_jk child workerEnv in error state «slot»"),
    (32, "error", "[client «ip»] Directory index forbidden by rule: «wwwpath»"),
    (12, "error", "jk2_init() Can't find child «child» in scoreboard"),
    (8, "error", "mod_jk child init «i:1-2» «c:-2|-1»"),
]
AP_LV = {"notice": "INFO", "error": "ERROR", "warn": "WARN"}


def _ap_hdr(g, d, ms, lvl, comp):
    return f"[{d:%a %b %d %H:%M:%S %Y}] [{lvl}] "


SPECS["Apache"] = dict(tpls=[(w, l, "-", t) for (w, l, t) in APACHE], gens=APACHE_GEN, header=_ap_hdr, lvlmap=AP_LV, gap=200,
                       start=_ep(2005, 12, 4, 4, 47, 44), burst=0.2,
                       regex=r"\[[A-Z][a-z]{2} [A-Z][a-z]{2} \d\d \d\d:\d\d:\d\d \d{4}\] \[(?:notice|error|warn)\] ")

# =================================================================== OpenSSH
def _sshpid(g):
    g.mem["sshpid"] = g.mem.get("sshpid", 24200) + g.r.randint(1, 12)
    return str(g.mem["sshpid"])


SSH_GEN = {
    "sip": lambda g: g.drift("sip", lambda g: g.r.choice(("183.62.140.253", "187.141.143.180", "103.99.0.122", "112.95.230.3", "5.36.59.76")) if g.r.random() < 0.5 else rip(g), 0.15, 4),
    "srhost": lambda g: g.drift("srhost", lambda g: rip(g) if g.r.random() < 0.6 else dname(g), 0.2, 4),
    "srname": lambda g: dname(g),
    "suser": C("admin", "test", "oracle", "support", "guest", "ubnt", "user", "webmaster", "pi", "ftpuser", "git", "postgres", "0"),
    "suser2": C("fztu", "curi", "jmzhu"),
    "badver": C("GET / HTTP/1.1", "\\x16\\x03\\x01", "SSH-1.5-Nmap-SSH1-Hostkey"),
    "sport": lambda g: str(g.r.randint(1024, 65535)),
}
SSH = [
    (360, "pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=«srhost»  user=root"),
    (320, "Failed password for root from «sip» port «sport» ssh2"),
    (150, "Failed password for invalid user «suser» from «sip» port «sport» ssh2"),
    (120, "Invalid user «suser» from «sip»"),
    (120, "input_userauth_request: invalid user «suser» [preauth]"),
    (120, "pam_unix(sshd:auth): check pass; user unknown"),
    (150, "Received disconnect from «sip»: 11: Bye Bye [preauth]"),
    (100, "Connection closed by «sip» [preauth]"),
    (80, "message repeated «i:2-5» times: [ Failed password for root from «sip» port «sport» ssh2]"),
    (60, "reverse mapping checking getaddrinfo for «srname» [«sip»] failed - POSSIBLE BREAK-IN ATTEMPT!"),
    (50, "Disconnecting: Too many authentication failures for root [preauth]"),
    (50, "PAM «i:2-5» more authentication failures; logname= uid=0 euid=0 tty=ssh ruser= rhost=«srhost»  user=root"),
    (25, "PAM 1 more authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=«srhost»  user=root"),
    (30, "PAM service(sshd) ignoring max retries; «i:6-7» > 3"),
    (25, "error: Received disconnect from «sip»: 3: com.jcraft.jsch.JSchException: Auth fail [preauth]"),
    (20, "Address «sip» maps to «srname», but this does not map back to the address - POSSIBLE BREAK-IN ATTEMPT!"),
    (18, "Did not receive identification string from «sip»"),
    (12, "Accepted password for «suser2» from «sip» port «sport» ssh2"),
    (12, "pam_unix(sshd:session): session opened for user «suser2» by (uid=0)"),
    (12, "pam_unix(sshd:session): session closed for user «suser2»"),
    (8, "Received disconnect from «sip»: 11: disconnected by user"),
    (8, "fatal: Read from socket failed: Connection reset by peer [preauth]"),
    (8, "Failed none for invalid user «suser» from «sip» port «sport» ssh2"),
    (4, "Bad protocol version identification '«badver»' from «sip» port «sport»"),
    (3, "Received disconnect from «sip»: 11: Normal Shutdown, Thank you for playing [preauth]"),
    (3, "error: maximum authentication attempts exceeded for root from «sip» port «sport» ssh2 [preauth]"),
    (2, "Connection reset by «sip» [preauth]"),
    (1, "fatal: no hostkey alg [preauth]"),
]


def _ssh_hdr(g, d, ms, lvl, comp):
    pid = g.drift("sshpidp", _sshpid, 0.3, 4)
    return f"{_mon_day(d)} {d:%H:%M:%S} LabSZ sshd[{pid}]: "


SPECS["OpenSSH"] = dict(tpls=[(w, "-", "-", t) for (w, t) in SSH], gens=SSH_GEN, header=_ssh_hdr, lvlmap={}, gap=9,
                        start=_ep(2015, 12, 10, 6, 55, 46), burst=0.2,
                        regex=r"[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d LabSZ sshd\[\d+\]: ")

# =================================================================== Proxifier
_PHOSTS = ("www.google.com:443", "www.google.com:80", "play.google.com:443", "mail.google.com:443", "ssl.gstatic.com:443",
           "www.gstatic.com:443", "apis.google.com:443", "www.youtube.com:443", "i.ytimg.com:443", "api.dropboxapi.com:443",
           "client.dropbox.com:443", "notify.dropbox.com:443", "www.facebook.com:443", "static.xx.fbcdn.net:443",
           "login.live.com:443", "outlook.office.com:443", "update.googleapis.com:443", "www.baidu.com:443",
           "proxy.cse.cuhk.edu.hk:5070", "proxy.cse.cuhk.edu.hk:5070", "proxy.cse.cuhk.edu.hk:5070", "qq.com:80",
           "pingtas.qq.com:80", "news.sina.com.cn:80", "web.whatsapp.com:443", "github.com:443")
_PROGS = ("chrome.exe", "chrome.exe", "chrome.exe", "chrome.exe", "Dropbox.exe", "GoogleUpdate.exe", "OneDrive.exe",
          "Skype.exe", "QQ.exe", "SearchProtocolHost.exe", "putty.exe", "thunderbird.exe", "WeChat.exe", "outlook.exe")


def _kbn(g):
    n = g.r.randint(1024, 1048575)
    g.mem["kb"] = n
    return str(n)


def _mbn(g):
    n = g.r.randint(1048576, 90000000)
    g.mem["mb"] = n
    return str(n)


PX_GEN = {
    "prog": lambda g: g.pool("pprog", lambda g: g.r.choice(_PROGS), 10, 1.6),
    "phost": lambda g: g.pool("phost", lambda g: g.r.choice(_PHOSTS) if g.r.random() < 0.85 else f"{rip(g)}:{g.r.choice((443, 80, 5222, 8080))}", 40, 1.6),
    "pproxy": C("proxy.cse.cuhk.edu.hk:5070"),
    "plife": lambda g: "<1 sec" if g.r.random() < 0.3 else (f"{g.r.randint(0, 59):02d}:{g.r.randint(0, 59):02d}" if g.r.random() < 0.9 else f"{g.r.randint(1, 9):02d}:{g.r.randint(0, 59):02d}:{g.r.randint(0, 59):02d}"),
    "kbn": _kbn,
    "kbv": lambda g: f"{g.mem['kb'] / 1024:.2f}",
    "mbn": _mbn,
    "mbv": lambda g: f"{g.mem['mb'] / 1048576:.2f}",
    "b": lambda g: str(g.r.randint(0, 1023)),
}
PROXIFIER = [
    (420, "«phost» open through proxy «pproxy» HTTPS"),
    (70, "«phost» open through proxy «pproxy» SOCKS5"),
    (260, "«phost» close, «b» bytes sent, «b» bytes received, lifetime «plife»"),
    (400, "«phost» close, «kbn» bytes («kbv» KB) sent, «kbn» bytes («kbv» KB) received, lifetime «plife»"),
    (150, "«phost» close, «b» bytes sent, «kbn» bytes («kbv» KB) received, lifetime «plife»"),
    (90, "«phost» close, «kbn» bytes («kbv» KB) sent, «b» bytes received, lifetime «plife»"),
    (40, "«phost» close, «kbn» bytes («kbv» KB) sent, «mbn» bytes («mbv» MB) received, lifetime «plife»"),
    (6, "«phost» close, «mbn» bytes («mbv» MB) sent, «kbn» bytes («kbv» KB) received, lifetime «plife»"),
    (4, "«phost» close, «b» bytes sent, «mbn» bytes («mbv» MB) received, lifetime «plife»"),
    (50, "«phost» error : Could not connect to proxy «pproxy» - connection attempt failed with error 10061"),
    (15, "«phost» error : A connection request was canceled before the completion."),
    (10, "«phost» error : Could not connect through proxy «pproxy» - Proxy server cannot establish a connection with the target, status code 403"),
]


def _px_hdr(g, d, ms, lvl, comp):
    return f"[{d:%m.%d %H:%M:%S}] {comp} - "


SPECS["Proxifier"] = dict(tpls=[(w, "-", "«prog»", t) for (w, t) in PROXIFIER], gens=PX_GEN, header=_px_hdr, lvlmap={}, gap=1.5,
                          start=_ep(2016, 10, 30, 16, 49, 6), burst=0.15,
                          regex=r"\[\d\d\.\d\d \d\d:\d\d:\d\d\] \S+ - ")

# =================================================================== driver
for _name in ("Linux", "Mac", "Thunderbird", "HealthApp"):
    SPECS[_name]["tpls"] = [(t[0], "-", t[1], t[2]) if len(t) == 3 else t for t in SPECS[_name]["tpls"]]


def corpus(name: str, seed: int, n: int = 2000) -> Corpus:
    spec = SPECS[name]
    rng = random.Random(seed)
    g = G(rng, {**GEN, **spec.get("gens", {})})
    tpls = spec["tpls"]
    ids = [f"{name}:E{i + 1}" for i in range(len(tpls))]
    templates = {ids[i]: _tpl(t[3]) for i, t in enumerate(tpls)}
    lvmap = spec.get("lvlmap") or {}
    levels = {ids[i]: lvmap.get(t[1], "-") for i, t in enumerate(tpls)}
    cum, acc = [], 0.0
    sharpen = spec.get("sharpen", 1.0)
    for t in tpls:
        acc += t[0] ** sharpen
        cum.append(acc)
    idx = range(len(tpls))
    t_now = spec["start"] + rng.uniform(0, 60)
    gap = spec["gap"]
    burst = spec.get("burst", 0.2)
    lines, truth = [], []
    prev = None
    for _ in range(n):
        if prev is not None and rng.random() < burst:
            i = prev
            t_now += rng.expovariate(1.0 / gap) * 0.2
        else:
            i = rng.choices(idx, cum_weights=cum)[0]
            t_now += rng.expovariate(1.0 / gap)
        prev = i
        g.t = t_now
        w, lvl, comp, text = tpls[i]
        if isinstance(comp, (list, tuple)):
            comp = rng.choice(comp)
        comp = _expand(g, comp)
        d = _dtm(t_now)
        content = _expand(g, text)
        line = spec["header"](g, d, d.microsecond // 1000, lvl, comp) + content
        lines.append(line)
        truth.append(ids[i])
    return Corpus(lines=lines, truth=truth, templates=templates, levels=levels, header_regex=spec["regex"])
