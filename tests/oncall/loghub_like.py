"""Seeded, Loghub-like log corpora for 16 systems, each line labelled with its true template.

The layouts and message templates are modelled on the public Loghub "2k" datasets (HDFS,
Hadoop, Spark, Zookeeper, OpenStack, BGL, HPC, Thunderbird, Linux, Windows, Mac, Android,
HealthApp, Apache, OpenSSH, Proxifier), written from public knowledge of how those systems
print their logs.  Nothing here reads files or the network: ``corpus(name, seed, n)`` is a pure
function of its arguments.

Level rule, per template id: the level the line shows, normalised to DEBUG/INFO/WARN/ERROR/FATAL
(WARNING -> WARN, SEVERE -> ERROR, FAILURE/crit/alert/emerg -> FATAL, notice -> INFO, android
V/D -> DEBUG, I -> INFO, W -> WARN, E -> ERROR, F -> FATAL).  Lines that show no level are INFO,
unless the text starts with ``error:``/``fatal:``/``warning:`` (honoured) or plainly reports a
failure (failed, failure, invalid, denied, error, cannot, break-in ...), which makes them ERROR.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import NamedTuple

__all__ = ["FORMATS", "Corpus", "corpus"]


@dataclass(frozen=True)
class Corpus:
    lines: list[str]
    truth: list[str]
    levels: dict[str, str]


MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
DOW = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
EPOCH = datetime(1970, 1, 1)


class Ctx:
    """What an event function sees: the seeded rng, the clock, the line number, a memo."""

    def __init__(self, rng: random.Random, start: datetime) -> None:
        self.rng = rng
        self.t = start
        self.seq = 0
        self._memo: dict[str, str] = {}

    def ch(self, pool: Sequence[str]) -> str:
        return self.rng.choice(pool)

    def ri(self, a: int, b: int) -> int:
        return self.rng.randint(a, b)

    def p(self, prob: float) -> bool:
        return self.rng.random() < prob

    def hx(self, n: int) -> str:
        return "".join(self.rng.choice("0123456789abcdef") for _ in range(n))

    def hxu(self, n: int) -> str:
        return self.hx(n).upper()

    def fl(self, a: float, b: float, nd: int) -> str:
        return f"{self.rng.uniform(a, b):.{nd}f}"

    def ip(self) -> str:
        return ".".join(str(self.ri(1, 254)) for _ in range(4))

    def port(self) -> int:
        return self.ri(1025, 65535)

    def uuid(self) -> str:
        return f"{self.hx(8)}-{self.hx(4)}-{self.hx(4)}-{self.hx(4)}-{self.hx(12)}"

    def once(self, key: str, make: Callable[[], str]) -> str:
        """A value fixed for the whole corpus (a cluster id, a daemon's pid ...)."""
        if key not in self._memo:
            self._memo[key] = make()
        return self._memo[key]

    def ms(self) -> str:
        return f"{self.t.microsecond // 1000:03d}"

    def epoch(self, offset_h: int = 0) -> int:
        return int((self.t - EPOCH).total_seconds()) + offset_h * 3600

    def syslog(self) -> str:
        return f"{MON[self.t.month - 1]} {self.t.day:2d} {self.t:%H:%M:%S}"

    def ctime(self) -> str:
        t = self.t
        return f"{DOW[t.weekday()]} {MON[t.month - 1]} {t.day:2d} {t:%H:%M:%S} {t.year}"


Fn = Callable[[Ctx], str]


class Ev(NamedTuple):
    tid: str
    level: str
    weight: float
    fn: Fn
    exact: int


def E(tid: str, level: str, weight: float, fn: Fn) -> Ev:
    """A template drawn at random with relative ``weight``."""
    return Ev(tid, level, float(weight), fn, 0)


def R(tid: str, level: str, count: int, fn: Fn) -> Ev:
    """A rare template that appears exactly ``count`` times (when n allows)."""
    return Ev(tid, level, 0.0, fn, count)


class Fmt(NamedTuple):
    start: datetime
    step: float  # mean seconds between lines
    events: list[Ev]


# ---------------------------------------------------------------- shared pools
USERS = (
    "root", "admin", "test", "guest", "oracle", "postgres", "mysql", "www", "ftp", "user",
    "nagios", "webmaster", "support", "info", "sales", "michael", "john", "david", "alex",
    "anna", "jenkins", "git", "hadoop", "ubuntu", "pi", "tomcat", "backup", "operator", "demo",
    "fztu", "curi", "cyrus", "news", "mail", "hduser", "zhangyan", "webadmin", "svn", "teamspeak",
    "minecraft", "test1", "user01", "admin123", "ts3", "vagrant", "deploy", "ghost", "ftpuser",
)
DOMAINS = (
    "adelphia.net", "bflony.adelphia.net", "comcast.net", "rr.com", "hinet.net", "chello.nl",
    "telecomitalia.it", "kornet.net", "mindspring.com", "verizon.net", "bezeqint.net",
    "ocn.ne.jp", "uni-heidelberg.de", "bbtec.net", "swbell.net", "example.org", "virtua.com.br",
    "telesp.net.br", "asianet.co.th", "t-dialin.net", "wanadoo.fr", "btcentralplus.com",
)
HOSTWORDS = (
    "mail", "ns", "www", "ftp", "smtp", "gw", "proxy", "static", "host", "dsl", "cable", "vps",
    "server", "unknown", "customer", "dialup", "pool", "client", "mx", "relay",
)
ERRNAMES = ("Connection reset by peer", "Broken pipe", "Connection timed out", "No route to host")


def rhost(c: Ctx) -> str:
    """A remote host name; about half carry no digits at all."""
    if c.p(0.5):
        return f"{c.ch(HOSTWORDS)}.{c.ch(HOSTWORDS)}-{c.ch(('north', 'east', 'core'))}." + c.ch(
            DOMAINS
        )
    a, b, d, e = (c.ri(1, 254) for _ in range(4))
    return f"{c.ch(HOSTWORDS)}-{a}-{b}-{d}-{e}.{c.ch(DOMAINS)}"


def ipdash(c: Ctx) -> tuple[str, str]:
    a, b, d, e = (c.ri(1, 254) for _ in range(4))
    return f"{a}.{b}.{d}.{e}", f"{a}-{b}-{d}-{e}"


# ---------------------------------------------------------------- HDFS
def _hdfs() -> Fmt:
    def h(c: Ctx, lvl: str, comp: str, msg: str) -> str:
        return f"{c.t:%y%m%d %H%M%S} {c.ri(1, 3000)} {lvl} dfs.{comp}: {msg}"

    def dn(c: Ctx) -> str:
        return f"10.25{c.ri(0, 1)}.{c.ri(1, 254)}.{c.ri(1, 254)}"

    def blk(c: Ctx) -> str:
        return f"blk_{'-' if c.p(0.5) else ''}{c.ri(10**15, 9 * 10**18)}"

    def job(c: Ctx) -> str:
        return f"job_200811092030_{c.ri(1, 9):04d}"

    def path(c: Ctx) -> str:
        if c.p(0.3):
            return f"/mnt/hadoop/mapred/system/{job(c)}/{c.ch(('job.jar', 'job.split', 'job.xml'))}"
        d = c.ch(("rand", "rand2", "randtxt", "sortrand", "sortrand2", "randtxt4", "terasort"))
        k = c.ri(0, 999)
        return f"/user/root/{d}/_temporary/_task_200811092030_0001_m_{k:06d}_0/part-{k:05d}"

    sizes = (67108864, 67108864, 67108864, 3549, 91178, 28483594, 11971, 15226)

    def size(c: Ctx) -> int:
        return c.rng.choice(sizes) if c.p(0.8) else c.ri(1000, 67108863)

    return Fmt(datetime(2008, 11, 9, 20, 35, 15), 0.4, [
        E("receiving", "INFO", 420, lambda c: h(c, "INFO", "DataNode$DataXceiver",
          f"Receiving block {blk(c)} src: /{dn(c)}:{c.port()} dest: /{dn(c)}:50010")),
        E("received_size", "INFO", 400, lambda c: h(c, "INFO", "DataNode$PacketResponder",
          f"Received block {blk(c)} of size {size(c)} from /{dn(c)}")),
        E("responder_terminating", "INFO", 400, lambda c: h(c, "INFO",
          "DataNode$PacketResponder",
          f"PacketResponder {c.ri(0, 2)} for block {blk(c)} terminating")),
        E("addstored", "INFO", 380, lambda c: h(c, "INFO", "FSNamesystem",
          f"BLOCK* NameSystem.addStoredBlock: blockMap updated: {dn(c)}:50010 is added to "
          f"{blk(c)} size {size(c)}")),
        E("allocate", "INFO", 130, lambda c: h(c, "INFO", "FSNamesystem",
          f"BLOCK* NameSystem.allocateBlock: {path(c)}. {blk(c)}")),
        E("served", "INFO", 90, lambda c: h(c, "INFO", "DataNode$DataXceiver",
          f"{dn(c)}:50010 Served block {blk(c)} to /{dn(c)}")),
        E("deleting", "INFO", 100, lambda c: h(c, "INFO", "FSDataset",
          f"Deleting block {(b := blk(c))} file /mnt/hadoop/dfs/data/current/subdir"
          f"{c.ri(0, 63)}/{b}")),
        E("invalidset", "INFO", 90, lambda c: h(c, "INFO", "FSNamesystem",
          f"BLOCK* NameSystem.delete: {blk(c)} is added to invalidSet of {dn(c)}:50010")),
        E("ask_delete", "INFO", 25, lambda c: h(c, "INFO", "FSNamesystem",
          f"BLOCK* ask {dn(c)}:50010 to delete  " + " ".join(blk(c) for _ in range(c.ri(1, 6))))),
        E("verification", "INFO", 14, lambda c: h(c, "INFO", "DataBlockScanner",
          f"Verification succeeded for {blk(c)}")),
        E("serving_exception", "WARN", 12, lambda c: h(c, "WARN", "DataNode$DataXceiver",
          f"{dn(c)}:50010:Got exception while serving {blk(c)} to /{dn(c)}:")),
        E("mirror_exception", "INFO", 3, lambda c: h(c, "INFO", "DataNode$DataXceiver",
          f"{dn(c)}:50010:Exception writing block {blk(c)} to mirror {dn(c)}:50010")),
        E("writeblock_exception", "INFO", 4, lambda c: h(c, "INFO", "DataNode$DataXceiver",
          f"writeBlock {blk(c)} received exception java.io.IOException: "
          + c.ch(("Could not read from stream", "Connection reset by peer", "Broken pipe")))),
        E("responder_ioexception", "INFO", 3, lambda c: h(c, "INFO", "DataNode$PacketResponder",
          f"PacketResponder {blk(c)} {c.ri(0, 2)} Exception java.io.InterruptedIOException: "
          "Interruped while waiting for IO on channel java.nio.channels.SocketChannel[connected "
          f"local=/{dn(c)}:{c.port()} remote=/{dn(c)}:50010]. {c.ri(50000, 60000)} millis timeout "
          "left.")),
        E("starting_transfer", "INFO", 5, lambda c: h(c, "INFO", "DataNode",
          f"{dn(c)}:50010 Starting thread to transfer block {blk(c)} to {dn(c)}:50010")),
        E("transmitted", "INFO", 5, lambda c: h(c, "INFO", "DataNode$DataTransfer",
          f"{dn(c)}:50010:Transmitted block {blk(c)} to /{dn(c)}:50010")),
        E("received_src_dest", "INFO", 4, lambda c: h(c, "INFO", "DataNode$DataXceiver",
          f"Received block {blk(c)} src: /{dn(c)}:{c.port()} dest: /{dn(c)}:50010 of size "
          f"{size(c)}")),
        E("ask_replicate", "INFO", 3, lambda c: h(c, "INFO", "FSNamesystem",
          f"BLOCK* ask {dn(c)}:50010 to replicate {blk(c)} to datanode(s) {dn(c)}:50010")),
        R("unexpected_delete", "WARN", 2, lambda c: h(c, "WARN", "FSDataset",
          f"Unexpected error trying to delete block {blk(c)}. BlockInfo not found in volumeMap.")),
        R("not_belong", "WARN", 1, lambda c: h(c, "WARN", "FSNamesystem",
          f"BLOCK* NameSystem.addStoredBlock: addStoredBlock request received for {blk(c)} on "
          f"{dn(c)}:50010 size {size(c)} But it does not belong to any file.")),
        R("redundant", "INFO", 2, lambda c: h(c, "INFO", "FSNamesystem",
          f"BLOCK* NameSystem.addStoredBlock: Redundant addStoredBlock request received for "
          f"{blk(c)} on {dn(c)}:50010 size {size(c)}")),
        R("pending_timeout", "WARN", 1, lambda c: h(c, "WARN",
          "PendingReplicationBlocks$PendingReplicationMonitor",
          f"PendingReplicationMonitor timed out block {blk(c)}")),
        R("receiveblock_exception", "INFO", 3, lambda c: h(c, "INFO", "DataNode$BlockReceiver",
          f"Exception in receiveBlock for block {blk(c)} java.io.IOException: {c.ch(ERRNAMES)}")),
        R("changing_offset", "INFO", 2, lambda c: h(c, "INFO", "DataNode$BlockReceiver",
          f"Changing block file offset of block {blk(c)} from 0 to {(o := c.ri(1, 9) * 65536)} "
          f"meta file offset to {o // 512 * 4 + 7}")),
        R("reopen", "INFO", 2, lambda c: h(c, "INFO", "FSDataset", f"Reopen Block {blk(c)}")),
        R("removing_needed", "INFO", 1, lambda c: h(c, "INFO", "FSNamesystem",
          f"BLOCK* Removing block {blk(c)} from neededReplications as it does not belong to any "
          "file.")),
        R("responder_interrupted", "INFO", 2, lambda c: h(c, "INFO", "DataNode$PacketResponder",
          f"PacketResponder {c.ri(0, 2)} for block {blk(c)} Interrupted.")),
        R("empty_packet", "INFO", 2, lambda c: h(c, "INFO", "DataNode$BlockReceiver",
          f"Receiving empty packet for block {blk(c)}")),
    ])


# ---------------------------------------------------------------- Hadoop (MapReduce AM)
def _hadoop() -> Fmt:
    nodes = (
        "MININT-FNANLI5.fareast.corp.microsoft.com", "MININT-75DGDAM1.fareast.corp.microsoft.com",
        "MSRA-SA-41.fareast.corp.microsoft.com", "MSRA-SA-39.fareast.corp.microsoft.com",
        "04DN8IQ.fareast.corp.microsoft.com", "MININT-ICMT3FF.fareast.corp.microsoft.com",
    )
    states_t = (("NEW", "SCHEDULED"), ("SCHEDULED", "RUNNING"), ("RUNNING", "SUCCEEDED"),
                ("RUNNING", "KILL_WAIT"), ("KILL_WAIT", "KILLED"))
    states_a = (("NEW", "UNASSIGNED"), ("UNASSIGNED", "ASSIGNED"), ("ASSIGNED", "RUNNING"),
                ("RUNNING", "SUCCESS_CONTAINER_CLEANUP"),
                ("SUCCESS_CONTAINER_CLEANUP", "SUCCEEDED"),
                ("RUNNING", "FAIL_CONTAINER_CLEANUP"), ("RUNNING", "KILL_CONTAINER_CLEANUP"))
    states_j = (("NEW", "INITED"), ("INITED", "SETUP"), ("SETUP", "RUNNING"),
                ("RUNNING", "COMMITTING"), ("COMMITTING", "SUCCEEDED"))

    def app(c: Ctx) -> str:
        return c.once("app", lambda: f"{c.ri(1445000000000, 1445999999999)}_{c.ri(1, 30):04d}")

    def h(c: Ctx, lvl: str, proc: str, comp: str, msg: str) -> str:
        return f"{c.t:%Y-%m-%d %H:%M:%S},{c.ms()} {lvl} [{proc}] org.apache.hadoop.{comp}: {msg}"

    def kind(c: Ctx) -> str:
        return c.ch(("m", "m", "m", "r"))

    def task(c: Ctx) -> str:
        return f"task_{app(c)}_{kind(c)}_{c.ri(0, 12):06d}"

    def att(c: Ctx) -> str:
        return f"attempt_{app(c)}_{kind(c)}_{c.ri(0, 12):06d}_{c.ri(0, 1)}"

    def cont(c: Ctx) -> str:
        return f"container_{app(c)}_01_{c.ri(1, 20):06d}"

    def ipc(c: Ctx) -> str:
        return f"IPC Server handler {c.ri(0, 29)} on {c.once('ipcport', lambda: str(c.port()))}"

    async_ = "AsyncDispatcher event handler"
    rma = "RMCommunicator Allocator"
    app_ = "mapreduce.v2.app."
    am = "mapreduce.v2.app.MRAppMaster"
    evts = ("JobHistoryEventHandler", "JobEventDispatcher", "TaskEventDispatcher",
            "TaskAttemptEventDispatcher", "SpeculatorEventDispatcher", "ContainerAllocatorRouter",
            "ContainerLauncherRouter", "NoopEventHandler")

    def tr(pairs: Sequence[tuple[str, str]], c: Ctx) -> tuple[str, str]:
        return pairs[c.ri(0, len(pairs) - 1)]

    return Fmt(datetime(2015, 10, 18, 18, 1, 47, 978000), 0.9, [
        E("progress", "INFO", 420, lambda c: h(c, "INFO", ipc(c), f"{app_}TaskAttemptListenerImpl",
          f"Progress of TaskAttempt {att(c)} is : {c.fl(0, 1, 8)}")),
        E("attempt_transition", "INFO", 160, lambda c: h(c, "INFO", async_,
          f"{app_}job.impl.TaskAttemptImpl", "{} TaskAttempt Transitioned from {} to {}".format(
              att(c), *tr(states_a, c)))),
        E("task_transition", "INFO", 90, lambda c: h(c, "INFO", async_, f"{app_}job.impl.TaskImpl",
          "{} Task Transitioned from {} to {}".format(task(c), *tr(states_t, c)))),
        E("before_scheduling", "INFO", 70, lambda c: h(c, "INFO", rma,
          f"{app_}rm.RMContainerAllocator", f"Before Scheduling: PendingReds:{c.ri(0, 1)} "
          f"ScheduledMaps:{c.ri(0, 10)} ScheduledReds:0 AssignedMaps:{c.ri(0, 10)} "
          f"AssignedReds:{c.ri(0, 1)} CompletedMaps:{c.ri(0, 10)} CompletedReds:0 "
          f"ContainersAllocated:{c.ri(0, 12)} ContainersCompleted:{c.ri(0, 12)} "
          f"HostLocal:{c.ri(0, 10)} RackLocal:{c.ri(0, 3)}")),
        E("recalculating", "INFO", 60, lambda c: h(c, "INFO", rma, f"{app_}rm.RMContainerAllocator",
          f"Recalculating schedule, headroom=<memory:{c.ri(0, 8) * 1024}, vCores:{c.ri(-30, 4)}>")),
        E("slow_start", "INFO", 55, lambda c: h(c, "INFO", rma, f"{app_}rm.RMContainerAllocator",
          f"Reduce slow start threshold not met. completedMapsForReduceSlowstart {c.ri(1, 10)}")),
        E("retrying_connect", "INFO", 50, lambda c: h(c, "INFO", rma, "ipc.Client",
          f"Retrying connect to server: {c.ch(nodes).split('.')[0].lower()}:8030. Already tried "
          f"{c.ri(0, 9)} time(s); retry policy is RetryUpToMaximumCountWithFixedSleep"
          "(maxRetries=10, sleepTime=1000 MILLISECONDS)")),
        E("contacting_rm", "ERROR", 25, lambda c: h(c, "ERROR", rma,
          f"{app_}rm.RMContainerAllocator", "ERROR IN CONTACTING RM. ")),
        E("address_change", "WARN", 20, lambda c: h(c, "WARN",
          f"LeaseRenewer:msrabi@{(n := c.ch(nodes).split('.')[0].lower())}:9000", "ipc.Client",
          f"Address change detected. Old: {n}/{c.ip()}:9000 New: {n}:9000")),
        E("lease_renew", "WARN", 20, lambda c: h(c, "WARN",
          f"LeaseRenewer:msrabi@{c.ch(nodes).split('.')[0].lower()}:9000", "hdfs.LeaseRenewer",
          f"Failed to renew lease for [DFSClient_NONMAPREDUCE_{c.ri(10**8, 2 * 10**9)}_1] for "
          f"{c.ri(1, 900)} seconds.  Will retry shortly ...")),
        E("assigned_container", "INFO", 14, lambda c: h(c, "INFO", rma,
          f"{app_}rm.RMContainerAllocator", f"Assigned container {cont(c)} to {att(c)}")),
        E("received_completed", "INFO", 12, lambda c: h(c, "INFO", rma,
          f"{app_}rm.RMContainerAllocator", f"Received completed container {cont(c)}")),
        E("jvm_asked", "INFO", 10, lambda c: h(c, "INFO", ipc(c), f"{app_}TaskAttemptListenerImpl",
          f"JVM with ID : jvm_{app(c)}_{kind(c)}_{c.ri(2, 20):06d} asked for a task")),
        E("jvm_given", "INFO", 10, lambda c: h(c, "INFO", ipc(c), f"{app_}TaskAttemptListenerImpl",
          f"JVM with ID: jvm_{app(c)}_{kind(c)}_{c.ri(2, 20):06d} given task: {att(c)}")),
        E("done_ack", "INFO", 8, lambda c: h(c, "INFO", ipc(c), f"{app_}TaskAttemptListenerImpl",
          f"Done acknowledgement from {att(c)}")),
        E("task_succeeded", "INFO", 8, lambda c: h(c, "INFO", async_, f"{app_}job.impl.TaskImpl",
          f"Task succeeded with attempt {att(c)}")),
        E("num_completed", "INFO", 8, lambda c: h(c, "INFO", async_, f"{app_}job.impl.JobImpl",
          f"Num completed Tasks: {c.ri(1, 13)}")),
        E("shuffle_port", "INFO", 6, lambda c: h(c, "INFO", async_,
          f"{app_}job.impl.TaskAttemptImpl",
          f"Shuffle port returned by ContainerManager for {att(c)} : 13562")),
        E("using_container", "INFO", 6, lambda c: h(c, "INFO", async_,
          f"{app_}job.impl.TaskAttemptImpl", f"TaskAttempt: [{att(c)}] using containerId: "
          f"[{cont(c)} on NM: [{c.ch(nodes)}:{c.port()}]")),
        E("registering_class", "INFO", 6, lambda c: h(c, "INFO", "main",
          "yarn.event.AsyncDispatcher",
          f"Registering class org.apache.hadoop.{app_}job.event.{c.ch(('JobEventType', 'TaskEventType', 'TaskAttemptEventType'))} "  # noqa: E501
          f"for class org.apache.hadoop.{app_}MRAppMaster${c.ch(evts)}")),
        E("diagnostics", "INFO", 4, lambda c: h(c, "INFO", async_,
          f"{app_}job.impl.TaskAttemptImpl",
          f"Diagnostics report from {att(c)}: Container killed by the ApplicationMaster.")),
        R("created_am", "INFO", 1, lambda c: h(c, "INFO", "main", am,
          f"Created MRAppMaster for application appattempt_{app(c)}_000001")),
        R("executing_tokens", "INFO", 1, lambda c: h(c, "INFO", "main", am,
          "Executing with tokens:")),
        R("committer", "INFO", 2, lambda c: h(c, "INFO", "main", am,
          "OutputCommitter is org.apache.hadoop.mapreduce.lib.output.FileOutputCommitter")),
        R("job_transition", "INFO", 3, lambda c: h(c, "INFO", async_, f"{app_}job.impl.JobImpl",
          "job_{}Job Transitioned from {} to {}".format(app(c), *tr(states_j, c)))),
        R("speculating", "INFO", 2, lambda c: h(c, "INFO",
          "DefaultSpeculator background processing",
          f"{app_}speculate.DefaultSpeculator",
          f"DefaultSpeculator.addSpeculativeAttempt -- we are speculating {task(c)}")),
        R("history_error", "ERROR", 1, lambda c: h(c, "ERROR", "eventHandlingThread",
          "mapreduce.jobhistory.JobHistoryEventHandler",
          "Error writing History Event: org.apache.hadoop.mapreduce.jobhistory."
          f"{c.ch(('MapAttemptFinishedEvent', 'TaskFinishedEvent'))}@{c.hx(7)}")),
    ])


# ---------------------------------------------------------------- Spark (executor)
def _spark() -> Fmt:
    hosts = ("mesos-slave-07", "mesos-slave-13", "mesos-slave-20", "mesos-master-1",
             "mesos-slave-04", "mesos-slave-25")

    def h(c: Ctx, lvl: str, comp: str, msg: str) -> str:
        return f"{c.t:%y/%m/%d %H:%M:%S} {lvl} {comp}: {msg}"

    def stage(c: Ctx) -> str:
        return f"{c.ri(0, 40)}.{c.ri(0, 1)}"

    def kb(c: Ctx) -> str:
        return f"{c.fl(0.1, 40, 1)} {c.ch(('KB', 'KB', 'B'))}"

    def rdd(c: Ctx) -> str:
        return f"rdd_{c.ri(0, 60)}_{c.ri(0, 40)}"

    def driver(c: Ctx) -> str:
        return c.once("driver", lambda: f"10.10.34.{c.ri(11, 40)}:{c.port()}")

    user = "yarn,curi"
    return Fmt(datetime(2017, 6, 9, 20, 10, 40), 0.7, [
        E("running_task", "INFO", 250, lambda c: h(c, "INFO", "executor.Executor",
          f"Running task {c.ri(0, 39)}.0 in stage {stage(c)} (TID {c.ri(0, 4000)})")),
        E("got_task", "INFO", 240, lambda c: h(c, "INFO",
          "executor.CoarseGrainedExecutorBackend", f"Got assigned task {c.ri(0, 4000)}")),
        E("finished_task", "INFO", 230, lambda c: h(c, "INFO", "executor.Executor",
          f"Finished task {c.ri(0, 39)}.0 in stage {stage(c)} (TID {c.ri(0, 4000)}). "
          f"{c.ri(900, 3000)} bytes result sent to driver")),
        E("found_locally", "INFO", 200, lambda c: h(c, "INFO", "storage.BlockManager",
          f"Found block {rdd(c)} locally")),
        E("input_split", "INFO", 120, lambda c: h(c, "INFO", "rdd.HadoopRDD",
          f"Input split: hdfs://{driver(c).split(':')[0]}:9000/pjhe/"
          f"{c.ch(('test', 'logs', 'words', 'sample'))}/{c.ri(1, 9)}/part-{c.ri(0, 99):05d}:"
          f"{c.ri(0, 9) * 1048576}+1048576")),
        E("partition_not_found", "INFO", 60, lambda c: h(c, "INFO", "spark.CacheManager",
          f"Partition {rdd(c)} not found, computing it")),
        E("stored_bytes", "INFO", 50, lambda c: h(c, "INFO", "storage.MemoryStore",
          f"Block broadcast_{c.ri(0, 40)}_piece0 stored as bytes in memory (estimated size "
          f"{kb(c)}, free {c.fl(16, 18, 1)} GB)")),
        E("stored_values", "INFO", 90, lambda c: h(c, "INFO", "storage.MemoryStore",
          f"Block {rdd(c) if c.p(0.45) else f'broadcast_{c.ri(0, 40)}'} stored as values in "
          f"memory (estimated size {kb(c)}, free {c.fl(16, 18, 1)} GB)")),
        E("reading_broadcast", "INFO", 50, lambda c: h(c, "INFO", "broadcast.TorrentBroadcast",
          f"Started reading broadcast variable {c.ri(0, 40)}")),
        E("broadcast_took", "INFO", 50, lambda c: h(c, "INFO", "broadcast.TorrentBroadcast",
          f"Reading broadcast variable {c.ri(0, 40)} took {c.ri(3, 400)} ms")),
        E("nonempty_blocks", "INFO", 20, lambda c: h(c, "INFO",
          "storage.ShuffleBlockFetcherIterator",
          f"Getting {(k := c.ri(1, 40))} non-empty blocks out of {k + c.ri(0, 3)} blocks")),
        E("remote_fetches", "INFO", 20, lambda c: h(c, "INFO",
          "storage.ShuffleBlockFetcherIterator",
          f"Started {c.ri(0, 10)} remote fetches in {c.ri(0, 40)} ms")),
        E("saved_output", "INFO", 8, lambda c: h(c, "INFO", "output.FileOutputCommitter",
          f"Saved output of task 'attempt_201706092018_{c.ri(0, 99):04d}_m_{c.ri(0, 39):06d}_"
          f"{c.ri(0, 2000)}' to hdfs://{driver(c).split(':')[0]}:9000/pjhe/"
          f"{c.ch(('result', 'output', 'counts'))}/_temporary/0/task_201706092018_"
          f"{c.ri(0, 99):04d}_m_{c.ri(0, 39):06d}")),
        E("committed", "INFO", 8, lambda c: h(c, "INFO", "mapred.SparkHadoopMapRedUtil",
          f"attempt_201706092018_{c.ri(0, 99):04d}_m_{c.ri(0, 39):06d}_{c.ri(0, 2000)}: "
          "Committed")),
        E("view_acls", "INFO", 2, lambda c: h(c, "INFO", "spark.SecurityManager",
          f"Changing view acls to: {user}")),
        E("modify_acls", "INFO", 2, lambda c: h(c, "INFO", "spark.SecurityManager",
          f"Changing modify acls to: {user}")),
        E("started_service", "INFO", 3, lambda c: h(c, "INFO", "util.Utils",
          f"Successfully started service '{c.ch(('sparkExecutorActorSystem', 'org.apache.spark.network.netty.NettyBlockTransferService'))}' on port {c.port()}.")),  # noqa: E501
        E("created_local_dir", "INFO", 2, lambda c: h(c, "INFO", "storage.DiskBlockManager",
          f"Created local directory at /opt/hdfs/nodemanager/usercache/curi/appcache/"
          f"application_1485248649253_{c.ri(1, 200):04d}/blockmgr-{c.uuid()}")),
        R("signal_handlers", "INFO", 2, lambda c: h(c, "INFO",
          "executor.CoarseGrainedExecutorBackend",
          "Registered signal handlers for [TERM, HUP, INT]")),
        R("remoting_started", "INFO", 2, lambda c: h(c, "INFO", "Remoting",
          "Remoting started; listening on addresses :[akka.tcp://sparkExecutorActorSystem@"
          f"{c.ch(hosts)}:{c.port()}]")),
        R("memorystore_started", "INFO", 2, lambda c: h(c, "INFO", "storage.MemoryStore",
          f"MemoryStore started with capacity {c.fl(16, 18, 1)} GB")),
        R("connecting_driver", "INFO", 2, lambda c: h(c, "INFO",
          "executor.CoarseGrainedExecutorBackend",
          f"Connecting to driver: spark://CoarseGrainedScheduler@{driver(c)}")),
        R("starting_executor", "INFO", 2, lambda c: h(c, "INFO", "executor.Executor",
          f"Starting executor ID {c.ri(1, 30)} on host {c.ch(hosts)}")),
        R("sigterm", "ERROR", 1, lambda c: h(c, "ERROR",
          "executor.CoarseGrainedExecutorBackend", "RECEIVED SIGNAL 15: SIGTERM")),
        R("driver_disassociated", "ERROR", 1, lambda c: h(c, "ERROR",
          "executor.CoarseGrainedExecutorBackend",
          f"Driver {driver(c)} disassociated! Shutting down.")),
        R("unknown_driver", "WARN", 2, lambda c: h(c, "WARN",
          "executor.CoarseGrainedExecutorBackend",
          f"An unknown ({c.ch(hosts)}:{c.port()}) driver disconnected.")),
        R("shutdown_hook", "INFO", 2, lambda c: h(c, "INFO", "util.ShutdownHookManager",
          "Shutdown hook called")),
        R("driver_shutdown", "INFO", 1, lambda c: h(c, "INFO",
          "executor.CoarseGrainedExecutorBackend", "Driver commanded a shutdown")),
    ])


# ---------------------------------------------------------------- Zookeeper
def _zookeeper() -> Fmt:
    def h(c: Ctx, lvl: str, where: str, msg: str) -> str:
        return f"{c.t:%Y-%m-%d %H:%M:%S},{c.ms()} - {lvl:<5} [{where}] - {msg}"

    def me(c: Ctx) -> str:
        return c.once("myid", lambda: str(c.ri(1, 3)))

    def peer(c: Ctx) -> str:
        return f"10.10.34.{c.ri(11, 13)}"

    def cli(c: Ctx) -> str:
        return f"/10.10.34.{c.ri(11, 40)}:{c.port()}"

    def sid(c: Ctx) -> str:
        return f"0x{c.ch(('14ed93111f2', '24ed93119f', '34ede65503f'))}{c.hx(4).lstrip('0')}"

    def qp(c: Ctx) -> str:
        return f"QuorumPeer[myid={me(c)}]/0:0:0:0:0:0:0:0:2181"

    nio = "NIOServerCxn.Factory:0.0.0.0/0.0.0.0:2181"
    wid = "188978561024"
    return Fmt(datetime(2015, 7, 29, 17, 41, 44, 747000), 30.0, [
        E("accepted_socket", "INFO", 300, lambda c: h(c, "INFO",
          f"{nio}:NIOServerCnxnFactory@197", f"Accepted socket connection from {cli(c)}")),
        E("closed_socket", "INFO", 280, lambda c: h(c, "INFO", f"{nio}:NIOServerCnxn@1001",
          f"Closed socket connection for client {cli(c)} which had sessionid {sid(c)}")),
        E("establish_session", "INFO", 200, lambda c: h(c, "INFO", f"{nio}:ZooKeeperServer@839",
          f"Client attempting to establish new session at {cli(c)}")),
        E("established", "INFO", 200, lambda c: h(c, "INFO",
          f"CommitProcessor:{me(c)}:ZooKeeperServer@595",
          f"Established session {sid(c)} with negotiated timeout "
          f"{c.ch(('10000', '20000', '40000'))} for client {cli(c)}")),
        E("end_of_stream", "WARN", 150, lambda c: h(c, "WARN", f"{nio}:NIOServerCnxn@349",
          "caught end of stream exception")),
        E("expiring", "INFO", 90, lambda c: h(c, "INFO", "SessionTracker:ZooKeeperServer@325",
          f"Expiring session {sid(c)}, timeout of {c.ch(('10000', '20000'))}ms exceeded")),
        E("processed_termination", "INFO", 90, lambda c: h(c, "INFO",
          f"ProcessThread(sid:{me(c)} cport:-1)::PrepRequestProcessor@476",
          f"Processed session termination for sessionid: {sid(c)}")),
        E("notification_timeout", "INFO", 60, lambda c: h(c, "INFO",
          f"{qp(c)}:FastLeaderElection@774",
          f"Notification time out: {c.ch(('400', '800', '1600', '3200', '6400', '12800', '25600', '51200', '60000'))}")),  # noqa: E501
        E("cannot_open_channel", "WARN", 60, lambda c: h(c, "WARN", f"{qp(c)}:QuorumCnxManager@368",
          f"Cannot open channel to {c.ri(1, 3)} at election address /{peer(c)}:3888")),
        E("connection_request", "INFO", 25, lambda c: h(c, "INFO",
          f"/{peer(c)}:3888:QuorumCnxManager$Listener@493",
          f"Received connection request /{peer(c)}:{c.port()}")),
        E("interrupted_queue", "WARN", 12, lambda c: h(c, "WARN",
          f"SendWorker:{wid}:QuorumCnxManager$SendWorker@679",
          "Interrupted while waiting for message on queue")),
        E("connection_broken", "WARN", 12, lambda c: h(c, "WARN",
          f"RecvWorker:{wid}:QuorumCnxManager$RecvWorker@762",
          f"Connection broken for id {wid}, my id = {me(c)}, error = ")),
        E("send_worker_leaving", "WARN", 12, lambda c: h(c, "WARN",
          f"SendWorker:{wid}:QuorumCnxManager$SendWorker@688", "Send worker leaving thread")),
        E("interrupting_sendworker", "WARN", 10, lambda c: h(c, "WARN",
          f"RecvWorker:{wid}:QuorumCnxManager$RecvWorker@765", "Interrupting SendWorker")),
        E("not_running", "WARN", 8, lambda c: h(c, "WARN", f"{nio}:NIOServerCnxn@349",
          "Exception causing close of session 0x0 due to java.io.IOException: ZooKeeperServer "
          "not running")),
        E("notification", "INFO", 8, lambda c: h(c, "INFO",
          f"WorkerReceiver[myid={me(c)}]:FastLeaderElection@542",
          f"Notification: {c.ri(1, 3)} (n.leader), 0x{c.hx(9).lstrip('0') or '0'} (n.zxid), "
          f"0x{c.ri(1, 9)} (n.round), {c.ch(('LOOKING', 'FOLLOWING', 'LEADING'))} (n.state), "
          f"{c.ri(1, 3)} (n.sid), 0x{c.ri(1, 9)} (n.peerEPoch), LOOKING (my state)")),
        E("renew_session", "INFO", 6, lambda c: h(c, "INFO", f"{nio}:ZooKeeperServer@832",
          f"Client attempting to renew session {sid(c)} at {cli(c)}")),
        R("looking", "INFO", 2, lambda c: h(c, "INFO", f"{qp(c)}:QuorumPeer@670", "LOOKING")),
        R("following", "INFO", 2, lambda c: h(c, "INFO", f"{qp(c)}:QuorumPeer@738", "FOLLOWING")),
        R("leading", "INFO", 1, lambda c: h(c, "INFO", f"{qp(c)}:QuorumPeer@750", "LEADING")),
        R("new_election", "INFO", 2, lambda c: h(c, "INFO", f"{qp(c)}:FastLeaderElection@740",
          f"New election. My id =  {me(c)}, proposed zxid=0x{c.hx(9).lstrip('0') or '0'}")),
        R("smaller_id", "INFO", 2, lambda c: h(c, "INFO",
          f"WorkerSender[myid={me(c)}]:QuorumCnxManager@190",
          f"Have smaller server identifier, so dropping the connection: ({c.ri(2, 3)}, {me(c)})")),
        R("unexpected_shutdown", "ERROR", 1, lambda c: h(c, "ERROR",
          f"LearnerHandler-/{peer(c)}:{c.port()}:LearnerHandler@562",
          "Unexpected exception causing shutdown while sock still open")),
        R("unexpected_exception", "ERROR", 1, lambda c: h(c, "ERROR",
          f"CommitProcessor:{me(c)}:NIOServerCnxn@180", "Unexpected Exception: ")),
        R("snapshotting", "INFO", 2, lambda c: h(c, "INFO", f"{qp(c)}:FileTxnSnapLog@240",
          f"Snapshotting: 0x{(z := c.hx(9).lstrip('0') or '1')} to "
          f"/var/lib/zookeeper/version-2/snapshot.{z}")),
        R("keeper_exception", "INFO", 3, lambda c: h(c, "INFO",
          f"ProcessThread(sid:{me(c)} cport:-1)::PrepRequestProcessor@627",
          f"Got user-level KeeperException when processing sessionid:{sid(c)} type:create "
          f"cxid:0x{c.hx(2)} zxid:0x{c.hx(9)} txntype:-1 reqpath:n/a Error Path:/"
          f"{(p := c.ch(('hbase/rs', 'storm/workerbeats', 'kafka/brokers/ids', 'yarn-leader-election')))} "  # noqa: E501
          f"Error:KeeperErrorCode = NodeExists for /{p}")),
    ])


# ---------------------------------------------------------------- OpenStack (nova)
def _openstack() -> Fmt:
    node = "cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us"
    logs = {
        "api": "nova-api.log.1.2017-05-16_13:53:08",
        "compute": "nova-compute.log.1.2017-05-16_13:55:31",
        "scheduler": "nova-scheduler.log.1.2017-05-16_13:53:03",
    }
    basef = "/var/lib/nova/instances/_base"

    def h(c: Ctx, svc: str, lvl: str, comp: str, req: bool, msg: str) -> str:
        pid = c.once("pid" + svc, lambda: str(c.ri(2000, 30000)))
        r = f"req-{c.uuid()} {c.hx(32)} {c.hx(32)} - - -" if req else "-"
        return f"{logs[svc]} {c.t:%Y-%m-%d %H:%M:%S}.{c.ms()} {pid} {lvl} {comp} [{r}] {msg}"

    def tenant(c: Ctx) -> str:
        return c.once("tenant", lambda: c.hx(32))

    def inst(c: Ctx) -> str:
        k = c.ri(0, 7)
        return c.once(f"inst{k}", c.uuid)

    def wsgi(c: Ctx, meth: str, path: str, status: int, length: int) -> str:
        return h(c, "api", "INFO", "nova.osapi_compute.wsgi.server", True,
                 f'{c.ip()} "{meth} /v2/{tenant(c)}/{path} HTTP/1.1" status: {status} len: '
                 f"{length} time: {c.fl(0.001, 0.9, 7)}")

    def mc(c: Ctx, lvl: str, msg: str, req: bool = True, comp: str = "compute.manager") -> str:
        return h(c, "compute", lvl, f"nova.{comp}", req, f"[instance: {inst(c)}] {msg}")

    meta = ("/openstack/2013-10-17", "/openstack/2013-10-17/meta_data.json",
            "/openstack/2013-10-17/vendor_data.json", "/openstack/2013-10-17/user_data",
            "/latest/meta-data/", "/latest/meta-data/instance-id", "/latest/meta-data/hostname",
            "/latest/meta-data/public-keys/", "/latest/meta-data/placement/availability-zone")
    img = "nova.virt.libvirt.imagecache"
    return Fmt(datetime(2017, 5, 16, 0, 0, 0, 8000), 1.5, [
        E("get_detail", "INFO", 600, lambda c: wsgi(c, "GET", "servers/detail", 200,
          c.ri(200, 2000))),
        E("post_events", "INFO", 50, lambda c: wsgi(c, "POST", "os-server-external-events",
          200, c.ri(370, 390))),
        E("delete_server", "INFO", 25, lambda c: wsgi(c, "DELETE", f"servers/{inst(c)}", 204, 203)),
        E("post_servers", "INFO", 25, lambda c: wsgi(c, "POST", "servers", 202, c.ri(700, 800))),
        E("metadata_get", "INFO", 60, lambda c: h(c, "api", "INFO", "nova.metadata.wsgi.server",
          False, f'{c.ip()},10.11.21.1{c.ri(20, 50)} "GET {c.ch(meta)} HTTP/1.1" status: 200 len: '
          f"{c.ri(120, 1800)} time: {c.fl(0.0005, 0.3, 7)}")),
        E("vm_started", "INFO", 30, lambda c: mc(c, "INFO", "VM Started (Lifecycle Event)", False)),
        E("vm_stopped", "INFO", 30, lambda c: mc(c, "INFO", "VM Stopped (Lifecycle Event)", False)),
        E("vm_paused", "INFO", 30, lambda c: mc(c, "INFO", "VM Paused (Lifecycle Event)", False)),
        E("vm_resumed", "INFO", 30, lambda c: mc(c, "INFO", "VM Resumed (Lifecycle Event)", False)),
        E("pending_task", "INFO", 25, lambda c: mc(c, "INFO",
          "During sync_power_state the instance has a pending task (spawning). Skip.", False)),
        E("took_spawn", "INFO", 25, lambda c: mc(c, "INFO",
          f"Took {c.fl(10, 25, 2)} seconds to spawn the instance on the hypervisor.")),
        E("took_build", "INFO", 25, lambda c: mc(c, "INFO",
          f"Took {c.fl(10, 26, 2)} seconds to build instance.")),
        E("terminating", "INFO", 25, lambda c: mc(c, "INFO", "Terminating instance")),
        E("took_destroy", "INFO", 25, lambda c: mc(c, "INFO",
          f"Took {c.fl(0.3, 2, 2)} seconds to destroy the instance on the hypervisor.")),
        E("destroyed", "INFO", 25, lambda c: mc(c, "INFO", "Instance destroyed successfully.",
          False, "virt.libvirt.driver")),
        E("deleting_files", "INFO", 25, lambda c: mc(c, "INFO",
          f"Deleting instance files /var/lib/nova/instances/{c.uuid()}_del", True,
          "virt.libvirt.driver")),
        E("deletion_complete", "INFO", 25, lambda c: mc(c, "INFO",
          f"Deletion of /var/lib/nova/instances/{c.uuid()}_del complete", True,
          "virt.libvirt.driver")),
        E("attempting_claim", "INFO", 25, lambda c: mc(c, "INFO",
          f"Attempting claim: memory {c.ch(('512', '2048', '4096'))} MB, disk "
          f"{c.ch(('1', '20', '40'))} GB, vcpus {c.ri(1, 4)} CPU", True, "compute.claims")),
        E("claim_successful", "INFO", 25, lambda c: mc(c, "INFO", "Claim successful", True,
          "compute.claims")),
        E("creating_image", "INFO", 25, lambda c: mc(c, "INFO", "Creating image", True,
          "virt.libvirt.driver")),
        E("auditing", "INFO", 20, lambda c: h(c, "compute", "INFO",
          "nova.compute.resource_tracker", False,
          f"Auditing locally available compute resources for node {node}")),
        E("final_view", "INFO", 20, lambda c: h(c, "compute", "INFO",
          "nova.compute.resource_tracker", False,
          f"Final resource view: name={node} phys_ram=64172MB used_ram={c.ri(1, 20) * 512}MB "
          f"phys_disk=15GB used_disk={c.ri(0, 12) * 20}GB total_vcpus=16 used_vcpus={c.ri(0, 12)}"
          " pci_stats=[]")),
        E("image_checking", "INFO", 15, lambda c: h(c, "compute", "INFO", img, False,
          f"image {c.uuid()} at ({basef}/{c.hx(40)}): checking")),
        E("image_in_use", "INFO", 15, lambda c: h(c, "compute", "INFO", img, False,
          f"image {c.uuid()} at ({basef}/{c.hx(40)}): in use: on this node {c.ri(1, 3)} local, "
          "0 on other nodes sharing this instance storage")),
        E("active_base", "INFO", 14, lambda c: h(c, "compute", "INFO", img, False,
          f"Active base files: {basef}/{c.hx(40)}")),
        R("unexpected_event", "WARN", 2, lambda c: mc(c, "WARNING",
          f"Received unexpected event network-vif-unplugged-{c.uuid()} for instance")),
        R("shutdown_itself", "WARN", 1, lambda c: mc(c, "WARNING",
          "Instance shutdown by itself. Calling the stop API. Current vm_state: active, current "
          "task_state: None, original DB power_state: 1, current VM power_state: 4", False)),
        R("failed_spawn", "ERROR", 1, lambda c: mc(c, "ERROR", "Instance failed to spawn")),
        R("unknown_base", "INFO", 2, lambda c: h(c, "compute", "INFO", img, False,
          f"Unknown base file: {basef}/{c.hx(40)}")),
    ])


# ---------------------------------------------------------------- BGL (Blue Gene/L RAS)
def _bgl() -> Fmt:
    def rack(c: Ctx) -> str:
        return f"R{c.ri(0, 7)}{c.ri(0, 7)}-M{c.ri(0, 1)}"

    def ncard(c: Ctx) -> str:
        return f"{rack(c)}-N{c.ch('0123456789ABCDEF')}"

    def node(c: Ctx) -> str:
        if c.p(0.15):
            return f"{ncard(c)}-I:J18-U{c.ch(('01', '11'))}"
        return f"{ncard(c)}-C:J{c.ri(2, 17):02d}-U{c.ch(('01', '11'))}"

    def h(c: Ctx, label: str, where: str, comp: str, lvl: str, msg: str) -> str:
        return (f"{label} {c.epoch(7)} {c.t:%Y.%m.%d} {where} {c.t:%Y-%m-%d-%H.%M.%S}."
                f"{c.t.microsecond:06d} {where} RAS {comp} {lvl} {msg}")

    def k(c: Ctx, lvl: str, msg: str, label: str = "-") -> str:
        return h(c, label, node(c), "KERNEL", lvl, msg)

    def ciod_peer(c: Ctx) -> str:
        return f"172.16.96.{c.ri(1, 254)}:{c.port()}"

    homes = ("/g/g0/romero", "/home/streitz", "/p/gb1/stella", "/g/g24/pasco", "/home/auxier")
    units = ("L2 dcache unit data parity error", "L2 dcache unit read return parity error",
             "data store interrupt caused by dcbf", "instruction plb error")
    return Fmt(datetime(2005, 6, 3, 15, 42, 50, 675872), 40.0, [
        E("icache_parity", "INFO", 500, lambda c: k(c, "INFO",
          "instruction cache parity error corrected")),
        E("generating_core", "INFO", 250, lambda c: k(c, "INFO",
          f"generating core.{c.ri(1, 9999)}")),
        E("ce_sym", "INFO", 200, lambda c: k(c, "INFO",
          f"CE sym {c.ri(0, 31)}, at 0x{c.hx(8)}, mask 0x{c.hx(2)}")),
        E("ddr_total", "INFO", 130, lambda c: k(c, "INFO",
          f"total of {c.ri(1, 30)} ddr error(s) detected and corrected")),
        E("fp_alignment", "INFO", 70, lambda c: k(c, "INFO",
          f"{c.ri(0, 2000000)} floating point alignment exceptions")),
        E("dh_alignment", "INFO", 30, lambda c: k(c, "INFO",
          f"{c.ri(0, 30)} double-hummer alignment exceptions")),
        E("bit_steering", "INFO", 25, lambda c: k(c, "INFO",
          f"ddr: activating redundant bit steering: rank={c.ri(0, 1)} symbol={c.ri(0, 31)}")),
        E("data_tlb", "FATAL", 90, lambda c: k(c, "FATAL", "data TLB error interrupt", "KERNDTLB")),
        E("instruction_address", "FATAL", 40, lambda c: k(c, "FATAL",
          f"instruction address: 0x{c.hx(8)}")),
        E("machine_check", "FATAL", 20, lambda c: k(c, "FATAL",
          f"machine check interrupt (bit=0x{c.hx(2)}): {c.ch(units)}", "KERNMC")),
        E("rts_panic", "FATAL", 25, lambda c: k(c, "FATAL", "rts panic! - stopping execution",
          "KERNRTSP")),
        E("ciod_prefix", "FATAL", 40, lambda c: h(c, "APPREAD", node(c), "APP", "FATAL",
          "ciod: failed to read message prefix on control stream (CioStream socket to "
          f"{ciod_peer(c)}")),
        E("ciod_loading", "FATAL", 10, lambda c: h(c, "APPSEV", node(c), "APP", "FATAL",
          f"ciod: Error loading {c.ch(homes)}/{c.ch(('bin', 'run', 'test'))}/"
          f"{c.ch(('a.out', 'ddcMD', 'linpack', 'sppm', 'miranda'))}: invalid or missing program "
          "image, No such file or directory")),
        E("lustre_failed", "FATAL", 8, lambda c: k(c, "FATAL",
          f"Lustre mount FAILED : bglio{c.ri(1, 64)} : block_id : location", "KERNMNTF")),
        E("tree_packet", "FATAL", 6, lambda c: k(c, "FATAL",
          "Error receiving packet on tree network, expecting type 57 instead of type "
          f"{c.ri(1, 9)} (softheader={c.hx(8)} {c.hx(8)} {c.hx(8)} {c.hx(8)}) PSR0={c.hx(8)} "
          f"PSR1={c.hx(8)} PRXF={c.hx(8)} PIXF={c.hx(8)}", "KERNREC")),
        E("login_chdir", "FATAL", 4, lambda c: h(c, "APPCHILD", node(c), "APP", "FATAL",
          f"ciod: LOGIN chdir({c.ch(homes)}/{c.ch(('run', 'work', 'scratch'))}) failed: "
          "No such file or directory")),
        E("vpd_check", "WARN", 4, lambda c: h(c, "-", ncard(c), "DISCOVERY", "WARNING",
          f"Node card VPD check: U{c.ri(1, 9):02d} node in processor card slot J{c.ri(2, 17):02d} "
          f"do not match. VPD ecid {c.hxu(24)}, found {c.hxu(24)}")),
        R("assembly_info", "ERROR", 2, lambda c: h(c, "-", ncard(c), "DISCOVERY", "SEVERE",
          "Can not get assembly information for node card")),
        R("nodecard_status", "ERROR", 1, lambda c: h(c, "-", ncard(c), "DISCOVERY", "ERROR",
          "Node card status: no ALERTs are active. Clock Mode is Low. Clock Select is Midplane. "
          "Phy JTAG Reset is asserted. ASIC JTAG Reset is not asserted. Temperature Mask is not "
          "active. No temperature error. Temperature Limit Error Latch is clear. PGOOD IS NOT "
          "ASSERTED. PGOOD ERROR LATCH IS ACTIVE. MPGOOD IS NOT OK. MPGOOD ERROR LATCH IS ACTIVE. "
          "The 2.5 volt rail is OK. The 1.5 volt rail is OK.")),
        R("ido_assert", "ERROR", 2, lambda c: h(c, "-", "NULL", "MMCS", "ERROR",
          "idoproxydb hit ASSERT condition: ASSERT expression=0 Source file=idotransportmgr.cpp "
          "Source line=1043 Function=int IdoTransportMgr::SendPacket(IdoUdpMgr*, "
          "BglCtlPavTrace*)")),
        R("ciodb_exited", "FATAL", 1, lambda c: h(c, "-", "NULL", "BGLMASTER", "FAILURE",
          "ciodb exited normally with exit code 0")),
        R("monitor_caught", "FATAL", 1, lambda c: h(c, "MONILL", "NULL", "MONITOR", "FAILURE",
          "monitor caught java.lang.IllegalStateException: while executing I2C Operation caught "
          "java.net.SocketException: Broken pipe and is stopping")),
        R("torus_warning", "INFO", 3, lambda c: k(c, "INFO",
          f"critical input interrupt (unit=0x{c.hx(2)} bit=0x{c.hx(2)}): warning for torus "
          f"{c.ch(('x', 'y', 'z'))}{c.ch('+-')} wire")),
    ])


# ---------------------------------------------------------------- HPC (LANL)
def _hpc() -> Fmt:
    def nd(c: Ctx) -> str:
        return f"node-{c.ri(0, 255)}" if c.p(0.85) else f"node-D{c.ri(0, 7)}"

    def h(c: Ctx, node: str, comp: str, state: str, msg: str) -> str:
        base = int(c.once("logid", lambda: str(c.ri(100, 400000))))
        return f"{base + c.seq * 3 + c.ri(0, 2)} {node} {comp} {state} {c.epoch()} 1 {msg}"

    comps = ("alt0", "scsi0", "scsi1", "ib0", "eth0", "eth1")

    def wwid(c: Ctx) -> str:
        return f"SCSI-WWID:01000010:{c.hx(4)}-08b4-0001-00c6-{c.hx(4)}-3000-{c.hx(4)}-0000"

    def rng_nodes(c: Ctx) -> str:
        a = c.ri(0, 7) * 32
        return f"node-[{a}-{a + 31}]"

    def cmd(c: Ctx) -> int:
        return c.ri(100, 3000)

    return Fmt(datetime(2004, 2, 26, 14, 12, 22), 25.0, [
        E("state_unavailable", "ERROR", 400, lambda c: h(c, nd(c), "unix.hw",
          "state_change.unavailable", "Component State Change: Component \\042"
          f"{c.ch(comps) if c.p(0.7) else wwid(c)}\\042 is in the unavailable state "
          f"(HWID={c.ri(100, 4000)})")),
        E("network_available", "INFO", 300, lambda c: h(c, (n := nd(c)), "node", "status",
          f"Node {n} has detected an available network connection on network "
          f"{c.ch(('0.0.0.0', '5.5.224.0', '10.96.0.0'))} via interface alt0")),
        E("running", "INFO", 200, lambda c: h(c, nd(c), "node", "status", "running")),
        E("boot_cmd", "INFO", 180, lambda c: h(c, nd(c), "action", "start",
          f"boot (command {cmd(c)})")),
        E("halt_cmd", "INFO", 60, lambda c: h(c, nd(c), "action", "start",
          f"halt (command {cmd(c)})")),
        E("wait_cmd", "INFO", 50, lambda c: h(c, nd(c), "action", "start",
          f"wait (command {cmd(c)})")),
        E("add_member", "INFO", 40, lambda c: h(c, nd(c), "action", "start",
          f"clusterAddMember (command {cmd(c)})")),
        E("targeting", "INFO", 60, lambda c: h(c, nd(c), "boot_cmd", "new",
          f"Targeting domains:node-D{c.ri(0, 7)} and nodes:{rng_nodes(c)} child of command "
          f"{cmd(c)}")),
        E("completed", "INFO", 50, lambda c: h(c, nd(c), "boot_cmd", "success",
          "Command has completed successfully")),
        E("boot_aborted", "ERROR", 12, lambda c: h(c, nd(c), "action", "error",
          f"boot (command {cmd(c)}) Error: Command aborted")),
        E("not_responding", "ERROR", 10, lambda c: h(c, nd(c), "boot_cmd", "abort",
          f"Command aborted: node {rng_nodes(c)} not responding")),
        E("fan_speeds", "INFO", 20, lambda c: h(c, f"gige{c.ri(0, 9)}", "switch_module", "fan",
          "Fan speeds ( " + " ".join(str(c.ri(3300, 4300)) for _ in range(6)) + " )")),
        E("psu_status", "INFO", 15, lambda c: h(c, f"gige{c.ri(0, 9)}", "switch_module", "psu",
          f"PSU status ( {c.ch(('on', 'on', 'off'))} {c.ch(('on', 'on', 'off'))} )")),
        E("temp_warning", "WARN", 12, lambda c: h(c, f"gige{c.ri(0, 9)}", "switch_module", "temp",
          f"Temperature ({c.ri(38, 55)}C) exceeds warning threshold")),
        E("link_error", "ERROR", 10, lambda c: h(c, f"gige{c.ri(0, 9)}", "switch_module",
          "link", f"Link error on broadcast tree Interconnect-{c.ri(0, 3)}T{c.ri(0, 9):02d}:00:"
          f"{c.ri(0, 3)}:{c.ri(0, 3)}")),
        E("inconsistent", "ERROR", 8, lambda c: h(c, nd(c), "node", "status",
          "inconsistent nodesets " + " ".join(
              f"node-{c.ri(0, 255)} 0x{c.ch(('fffffffe', '1fffffffe', 'ffffffff'))} <ok>"
              for _ in range(c.ri(2, 5))))),
        R("no_server", "ERROR", 2, lambda c: h(c, nd(c), "unix.hw", "cfs",
          f"ClusterFileSystem: There is no server for ServerFileSystem domain "
          f"storage{c.ri(1, 600)}")),
        R("domain_panic", "FATAL", 1, lambda c: h(c, nd(c), "unix.hw", "cfs",
          f"ServerFileSystem domain panic has occurred on storage{c.ri(1, 600)}")),
        R("link_in_reset", "WARN", 2, lambda c: h(c, f"gige{c.ri(0, 9)}", "switch_module",
          "link", f"Link in reset on Interconnect-{c.ri(0, 3)}N{c.ri(0, 9):02d}")),
        R("state_ok", "INFO", 3, lambda c: h(c, nd(c), "unix.hw", "state_change.ok",
          f"Component State Change: Component \\042{c.ch(comps)}\\042 is in the ok state "
          f"(HWID={c.ri(100, 4000)})")),
    ])


# ---------------------------------------------------------------- Thunderbird (Sandia)
def _thunderbird() -> Fmt:
    def cn(c: Ctx) -> str:
        return f"{c.ch(('an', 'bn', 'cn', 'dn', 'en'))}{c.ri(1, 999)}"

    def h(c: Ctx, host: str, prog: str, msg: str, label: str = "-") -> str:
        t = c.t
        loc = f"local@{host}" if "admin" in host or "sm" in host else f"{host}/{host}"
        return (f"{label} {c.epoch(8)} {t:%Y.%m.%d} {host} {MON[t.month - 1]} {t.day} "
                f"{t:%H:%M:%S} {loc} {prog}: {msg}")

    def nh(c: Ctx, prog: str, msg: str, label: str = "-") -> str:
        return h(c, cn(c), prog, msg, label)

    def pid(c: Ctx) -> int:
        return c.ri(300, 32000)

    def mac(c: Ctx) -> str:
        return "00:" + ":".join(c.hx(2) for _ in range(5))

    adm = ("aadmin1", "badmin1", "tbird-admin1", "cadmin1")
    crons = ("run-parts /etc/cron.hourly", "/usr/lib/sa/sa1 1 1", "run-parts /etc/cron.daily",
             "/opt/lsi/sbin/check_raid > /dev/null 2>&1", "/usr/sbin/ntpdate -s timeserver")

    def dhcp(c: Ctx, msg: str) -> str:
        return h(c, c.ch(adm), "dhcpd", msg)

    def lease(c: Ctx) -> str:
        return f"10.100.{c.ri(0, 31)}.{c.ri(1, 254)}"

    sm = "tbird-sm1"

    def smx(c: Ctx) -> str:
        return f"ib_sm.x[{c.once('smpid', lambda: str(pid(c)))}]"

    return Fmt(datetime(2005, 11, 9, 12, 1, 1), 20.0, [
        E("session_opened", "INFO", 250, lambda c: nh(c, f"crond(pam_unix)[{pid(c)}]",
          "session opened for user root by (uid=0)")),
        E("session_closed", "INFO", 250, lambda c: nh(c, f"crond(pam_unix)[{pid(c)}]",
          "session closed for user root")),
        E("cron_cmd", "INFO", 240, lambda c: nh(c, f"crond[{pid(c)}]",
          f"(root) CMD ({c.ch(crons)})")),
        E("ntp_sync", "INFO", 140, lambda c: nh(c, f"ntpd[{pid(c)}]",
          f"synchronized to 10.100.{c.ri(16, 31)}.250, stratum {c.ri(2, 4)}")),
        E("ntp_reset", "INFO", 40, lambda c: nh(c, f"ntpd[{pid(c)}]",
          f"time reset {c.ch('+-')}{c.fl(0, 1, 6)} s")),
        E("ntp_kernel", "INFO", 20, lambda c: nh(c, f"ntpd[{pid(c)}]",
          "kernel time sync enabled 0001")),
        E("dhcp_discover", "INFO", 120, lambda c: dhcp(c,
          f"DHCPDISCOVER from {mac(c)} via eth{c.ri(0, 1)}")),
        E("dhcp_offer", "INFO", 110, lambda c: dhcp(c,
          f"DHCPOFFER on {lease(c)} to {mac(c)} via eth{c.ri(0, 1)}")),
        E("dhcp_request", "INFO", 110, lambda c: dhcp(c,
          f"DHCPREQUEST for {lease(c)} (10.100.0.250) from {mac(c)} via eth{c.ri(0, 1)}")),
        E("dhcp_ack", "INFO", 110, lambda c: dhcp(c,
          f"DHCPACK on {lease(c)} to {mac(c)} via eth{c.ri(0, 1)}")),
        E("gmetad_noanswer", "ERROR", 60, lambda c: h(c, "tbird-admin1",
          "/apps/x86_64/system/ganglia-3.0.1/sbin/gmetad[1682]",
          f"data_thread() got not answer from any [Thunderbird_{c.ch('ABCDE')}{c.ri(1, 9)}] "
          "datasource")),
        E("sm_sweep", "INFO", 60, lambda c: h(c, sm, smx(c),
          "[ib_sm_sweep.c:1455]: ********************** NEW SWEEP ********************")),
        E("sm_no_change", "INFO", 55, lambda c: h(c, sm,
          smx(c), "[ib_sm_sweep.c:1831]: No topology change")),
        E("sm_bringup", "INFO", 8, lambda c: h(c, sm,
          smx(c),
          f"[ib_sm_bringup.c:{c.ri(500, 600)}]: Force port {c.ri(1, 24)} of node "
          f"0x{c.hx(16)} to INIT")),
        E("ssh_accepted", "INFO", 20, lambda c: nh(c, f"sshd[{pid(c)}]",
          f"Accepted publickey for root from 10.100.{c.ri(0, 3)}.{c.ri(1, 254)} port "
          f"{c.port()} ssh2")),
        E("postdrop_warning", "WARN", 15, lambda c: nh(c, f"postfix/postdrop[{pid(c)}]",
          "warning: unable to look up public/pickup: No such file or directory")),
        E("nic_up", "INFO", 6, lambda c: nh(c, "kernel",
          f"e1000: eth{c.ri(0, 1)}: e1000_watchdog: NIC Link is Up 1000 Mbps Full Duplex")),
        E("nic_down", "ERROR", 5, lambda c: nh(c, "kernel",
          f"e1000: eth{c.ri(0, 1)}: e1000_watchdog: NIC Link is Down")),
        E("losing_ticks", "INFO", 6, lambda c: nh(c, "kernel",
          "Losing some ticks... checking if CPU frequency changed.")),
        E("pbs_bfd", "ERROR", 6, lambda c: nh(c, "pbs_mom",
          f"Bad file descriptor (9) in tm_request, job {c.ri(100000, 300000)}.tbird-admin1 not "
          "running", "PBS_BFD")),
        E("pbs_task_check", "ERROR", 4, lambda c: nh(c, "pbs_mom",
          f"task_check, cannot tm_reply to {c.ri(100000, 300000)}.tbird-admin1 task "
          f"{c.ri(1, 9)}", "PBS_CHK")),
        E("tftp_options", "INFO", 5, lambda c: h(c, c.ch(adm), f"in.tftpd[{pid(c)}]",
          "tftp: client does not accept options")),
        R("ext3_error", "ERROR", 2, lambda c: nh(c, "kernel",
          f"EXT3-fs error (device sd{c.ch('ab')}{c.ri(1, 6)}): ext3_journal_start_sb: Detected "
          "aborted journal", "EXT_FS")),
        R("remount_ro", "ERROR", 1, lambda c: nh(c, "kernel",
          "Remounting filesystem read-only", "EXT_FS")),
        R("scsi_offline", "ERROR", 2, lambda c: nh(c, "kernel",
          f"scsi{c.ri(0, 1)} (0:{c.ri(0, 1)}): rejecting I/O to offline device", "SCSI")),
        R("oom_killed", "ERROR", 1, lambda c: nh(c, "kernel",
          f"Out of Memory: Killed process {pid(c)} ({c.ch(('mpirun', 'lmp_linux', 'cth', 'pbs_mom'))}).",  # noqa: E501
          "CPU")),
        R("ecc_critical", "ERROR", 1, lambda c: nh(c, "Server Administrator",
          "Instrumentation Service EventID: 1404  Memory device status is critical  Memory "
          f"device location: DIMM{c.ri(1, 4)}_{c.ch('AB')}  Possible memory module event cause:"
          "Single bit warning error rate exceeded  Single bit error logging disabled", "ECC")),
        R("invalid_mad", "ERROR", 2, lambda c: nh(c, "kernel",
          "[KERNEL_IB][ib_mad_dispatch][/mnt_projects/sysapps/src/ib/topspin/topspin-src-3.2.0-16/"
          "ib/ts_api_ng/mad/obj_host_amd64_custom1_rhel4/ts_ib_mad/mad_filter.c:103]"
          f"Invalid mad type 0x{c.hx(2)}", "VAPI")),
    ])


# ---------------------------------------------------------------- Linux (2005 RedHat syslog)
def _linux() -> Fmt:
    def h(c: Ctx, prog: str, msg: str) -> str:
        return f"{c.syslog()} combo {prog}: {msg}"

    def pid(c: Ctx) -> int:
        return c.ri(1000, 32000)

    def pam(c: Ctx, svc: str) -> str:
        return f"{svc}(pam_unix)[{pid(c)}]"

    def authfail(c: Ctx) -> str:
        r = c.ip() if c.p(0.4) else rhost(c)
        return f"authentication failure; logname= uid=0 euid=0 tty=NODEVssh ruser= rhost={r}"

    def ftp_conn(c: Ctx) -> str:
        ip, dash = ipdash(c)
        host = c.ch(("", f"{dash}.{c.ch(DOMAINS)}", f"{c.ch(HOSTWORDS)}.{c.ch(DOMAINS)}"))
        return f"connection from {ip} ({host}) at {c.ctime()}"

    def named_q(c: Ctx) -> str:
        return f"{c.ch(HOSTWORDS)}.{c.ch(DOMAINS)}"

    svcs = (("cups", "cupsd"), ("sshd", "sshd"), ("xinetd", "xinetd"), ("bluetooth", "hcid"),
            ("bluetooth", "sdpd"), ("syslog", "syslogd"), ("syslog", "klogd"), ("crond", "crond"),
            ("httpd", "httpd"), ("named", "named"), ("smartd", "smartd"), ("portmap", "portmap"),
            ("rpcidmapd", "rpc.idmapd"), ("irqbalance", "irqbalance"), ("atd", "atd"))
    suusers = ("cyrus", "news", "root", "mail", "nobody")

    def svcline(c: Ctx, what: str) -> str:
        script, daemon = svcs[c.ri(0, len(svcs) - 1)]
        return h(c, script, f"{daemon} {what}")

    return Fmt(datetime(2005, 6, 9, 6, 6, 20), 1700.0, [
        E("auth_failure_user", "ERROR", 330, lambda c: h(c, pam(c, "sshd"),
          f"{authfail(c)}  user={c.ch(USERS)}")),
        E("auth_failure", "ERROR", 260, lambda c: h(c, pam(c, "sshd"), authfail(c))),
        E("check_pass_unknown", "ERROR", 240, lambda c: h(c, pam(c, c.ch(("sshd", "login"))),
          "check pass; user unknown")),
        E("session_opened", "INFO", 180, lambda c: h(c, pam(c, "su"),
          f"session opened for user {c.ch(suusers)} by (uid=0)")),
        E("session_closed", "INFO", 180, lambda c: h(c, pam(c, "su"),
          f"session closed for user {c.ch(suusers)}")),
        E("ftpd_connect", "INFO", 200, lambda c: h(c, f"ftpd[{pid(c)}]", ftp_conn(c))),
        E("ftp_anonymous", "INFO", 12, lambda c: h(c, f"ftpd[{pid(c)}]",
          f"ANONYMOUS FTP LOGIN FROM {c.ip()}, ({c.ch(('anonymous', 'mozilla@', 'IEUser@', 'guest@'))})")),  # noqa: E501
        E("logrotate_alert", "ERROR", 30, lambda c: h(c, "logrotate",
          "ALERT exited abnormally with [1]")),
        E("startup_succeeded", "INFO", 45, lambda c: svcline(c, "startup succeeded")),
        E("shutdown_succeeded", "INFO", 25, lambda c: svcline(c, "shutdown succeeded")),
        E("syslogd_restart", "INFO", 25, lambda c: h(c, "syslogd 1.4.1", "restart.")),
        E("klogd_started", "INFO", 10, lambda c: h(c, "kernel",
          "klogd 1.4.1, log source = /proc/kmsg started.")),
        E("linux_version", "INFO", 8, lambda c: h(c, "kernel",
          "Linux version 2.6.5-1.358 (bhcompile@bugs.build.redhat.com) (gcc version 3.3.3 "
          "20040412 (Red Hat Linux 3.3.3-7)) #1 Sat May 8 09:04:50 EDT 2004")),
        E("memory", "INFO", 8, lambda c: h(c, "kernel",
          f"Memory: {c.ri(120000, 130000)}k/{c.ri(129000, 131072)}k available (1540k kernel "
          f"code, {c.ri(3000, 5000)}k reserved, 599k data, 144k init, 0k highmem)")),
        E("cmdline", "INFO", 8, lambda c: h(c, "kernel", "Kernel command line: ro root=LABEL=/ "
          "rhgb quiet")),
        E("detected_mhz", "INFO", 8, lambda c: h(c, "kernel",
          f"Detected {c.fl(730, 732, 3)} MHz processor.")),
        E("ram_map", "INFO", 8, lambda c: h(c, "kernel", "BIOS-provided physical RAM map:")),
        E("audit_init", "INFO", 8, lambda c: h(c, "kernel",
          f"audit({c.epoch()}.{c.ri(10**9, 4 * 10**9)}:0): initialized")),
        E("symbols_match", "INFO", 6, lambda c: h(c, "kernel",
          "Symbols match kernel version 2.6.5.")),
        E("no_module_symbols", "INFO", 6, lambda c: h(c, "kernel",
          "No module symbols loaded - kernel modules not enabled.")),
        E("xinetd_version", "INFO", 6, lambda c: h(c, f"xinetd[{pid(c)}]",
          "xinetd Version 2.3.13 started with libwrap loadavg labeled-networking options "
          "compiled in.")),
        E("xinetd_working", "INFO", 6, lambda c: h(c, f"xinetd[{pid(c)}]",
          f"Started working: {c.ri(0, 3)} available services")),
        E("gpm_info", "INFO", 6, lambda c: h(c, f"gpm[{pid(c)}]", "*** info [startup.c(95)]: ")),
        E("hcid_started", "INFO", 5, lambda c: h(c, f"hcid[{pid(c)}]",
          "HCI daemon ver 2.4 started")),
        E("statd_version", "INFO", 5, lambda c: h(c, f"rpc.statd[{pid(c)}]",
          "Version 1.0.6 Starting")),
        E("named_no_soa", "ERROR", 6, lambda c: h(c, f"named[{pid(c)}]",
          "notify question section contains no SOA")),
        E("named_lame", "ERROR", 5, lambda c: h(c, f"named[{pid(c)}]",
          f"lame server resolving '{(q := named_q(c))}' (in '{q.split('.', 1)[1]}'?): "
          f"{c.ip()}#53")),
        R("failed_login", "ERROR", 2, lambda c: h(c, f"login[{pid(c)}]",
          f"FAILED LOGIN {c.ri(1, 3)} FROM (null) FOR {c.ch(USERS)}, Authentication failure")),
        R("oom_killed", "ERROR", 1, lambda c: h(c, "kernel",
          f"Out of Memory: Killed process {pid(c)} "
          f"({c.ch(('httpd', 'mysqld', 'java', 'perl'))}).")),
        R("ident_string", "ERROR", 2, lambda c: h(c, f"sshd[{pid(c)}]",
          f"Did not receive identification string from {c.ip()}")),
        R("cslip", "INFO", 1, lambda c: h(c, "kernel",
          "CSLIP: code copyright 1989 Regents of the University of California")),
        R("ftp_lost", "ERROR", 2, lambda c: h(c, f"ftpd[{pid(c)}]",
          f"lost connection to {rhost(c)} [{c.ip()}]")),
    ])


# ---------------------------------------------------------------- Windows (CBS.log)
def _windows() -> Fmt:
    def h(c: Ctx, lvl: str, comp: str, msg: str) -> str:
        return f"{c.t:%Y-%m-%d %H:%M:%S}, {lvl:<22}{comp:<7}{msg}"

    def i(c: Ctx, msg: str) -> str:
        return h(c, "Info", "CBS", msg)

    def kb(c: Ctx) -> str:
        return f"Package_for_KB{c.ri(2500000, 3200000)}~31bf3856ad364e35~amd64~~6.1.{c.ri(1, 4)}.{c.ri(0, 9)}"  # noqa: E501

    def csi_seq(c: Ctx) -> str:
        return f"{c.ri(1, 0xfff):08x}"

    sqm = "C:\\Windows\\servicing\\sqm\\"
    hr_fail = "[HRESULT = 0x80004005 - E_FAIL]"
    hr_pkg = "[HRESULT = 0x800f0805 - CBS_E_INVALID_PACKAGE]"
    hr_mani = "[HRESULT = 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM]"
    clients = ("WindowsUpdateAgent", "TrustedInstaller", "DISM Package Manager Provider",
               "Windows Update", "SPP")
    ver = "6.1.7601.23505"
    return Fmt(datetime(2016, 9, 28, 4, 30, 30), 6.0, [
        E("read_applicability", "INFO", 500, lambda c: i(c,
          f"Read out cached package applicability for package: {kb(c)}, ApplicableState: "
          f"{c.ch(('112', '80', '0'))}, CurrentState:{c.ch(('112', '80', '0'))}")),
        E("session_initialized", "INFO", 250, lambda c: i(c,
          f"Session: {c.ri(30500000, 30600000)}_{c.ri(10**9, 4 * 10**9)} initialized by client "
          f"{c.ch(clients)}.")),
        E("failed_open_package", "INFO", 120, lambda c: i(c,
          f"Failed to internally open package. {hr_pkg}")),
        E("failed_worker", "INFO", 60, lambda c: i(c,
          f"Failed to OpenPackage using worker session {hr_pkg}")),
        E("expecting_attribute", "INFO", 30, lambda c: i(c, f"Expecting attribute name {hr_mani}")),
        E("next_element", "INFO", 30, lambda c: i(c, f"Failed to get next element {hr_mani}")),
        E("unrecognized_attr", "WARN", 30, lambda c: h(c, "Warning", "CBS",
          "Warning: Unrecognized packageExtended attribute.")),
        E("wcp_initialize", "INFO", 60, lambda c: h(c, "Info", "CSI",
          f"{csi_seq(c)}@{c.t.year}/{c.t.month}/{c.t.day}:{c.t:%H:%M:%S}.{c.ms()} WcpInitialize "
          "(wcp.dll version 0.0.0.6) called (stack "
          + " ".join(f"@0x{c.hx(c.ri(8, 11)).lstrip('0')}" for _ in range(6)) + ")")),
        E("resolve_pending", "INFO", 25, lambda c: h(c, "Info", "CSI",
          f"{csi_seq(c)} IAdvancedInstallerAwareStore_ResolvePendingTransactions (call 1) (flags "
          f"= 00000004, progress = NULL, phase = 0, pdwDisposition = @0x{c.hx(7)}")),
        E("sqm_init", "INFO", 15, lambda c: i(c, "SQM: Initializing online with Windows opt-in: "
          "False")),
        E("sqm_cleanup", "INFO", 15, lambda c: i(c, "SQM: Cleaning up report files older than 10 "
          "days.")),
        E("sqm_request", "INFO", 15, lambda c: i(c, "SQM: Requesting upload of all unsent "
          "reports.")),
        E("sqm_failed_pattern", "INFO", 15, lambda c: i(c,
          f"SQM: Failed to start upload with file pattern: {sqm}*_std.sqm, flags: 0x2 {hr_fail}")),
        E("sqm_failed_standard", "INFO", 15, lambda c: i(c,
          f"SQM: Failed to start standard sample upload. {hr_fail}")),
        E("sqm_queued", "INFO", 15, lambda c: i(c,
          f"SQM: Queued {c.ri(0, 3)} file(s) for upload with pattern: {sqm}*_all.sqm, flags: 0x6")),
        E("sqm_warning", "INFO", 15, lambda c: i(c,
          f"SQM: Warning: Failed to upload all unsent reports. {hr_fail}")),
        E("loaded_stack", "INFO", 12, lambda c: i(c,
          f"Loaded Servicing Stack v{ver} with Core: C:\\Windows\\winsxs\\amd64_microsoft-windows-"
          f"servicingstack_31bf3856ad364e35_{ver}_none_{c.hx(16)}\\cbscore.dll")),
        E("ti_init_start", "INFO", 12, lambda c: i(c, "Starting TrustedInstaller initialization.")),
        E("ti_init_end", "INFO", 12, lambda c: i(c, "Ending TrustedInstaller initialization.")),
        E("ti_main_loop", "INFO", 12, lambda c: i(c, "Starting the TrustedInstaller main loop.")),
        E("ti_starts", "INFO", 12, lambda c: i(c, "TrustedInstaller service starts successfully.")),
        E("no_startup", "INFO", 12, lambda c: i(c,
          "No startup processing required, TrustedInstaller service was not set as autostart, "
          "or else a reboot is still pending.")),
        E("nonstart_check", "INFO", 12, lambda c: i(c,
          "NonStart: Checking to ensure startup processing was not required.")),
        E("nonstart_success", "INFO", 12, lambda c: i(c,
          "NonStart: Success, startup processing not required as expected.")),
        E("startup_thread", "INFO", 12, lambda c: i(c,
          "Startup processing thread terminated normally")),
        R("csi_open_failed", "ERROR", 1, lambda c: h(c, "Error", "CSI",
          f"{csi_seq(c)} (F) Failed to open file [l:{c.ri(40, 200)}]\"\\??\\C:\\Windows\\winsxs\\"
          f"{c.ch(('Manifests', 'Catalogs', 'pending.xml'))}\"[gle=0x80004005]")),
        R("rebuild_failed", "ERROR", 2, lambda c: h(c, "Error", "CBS",
          f"Failed to resolve package '{kb(c)}' {hr_pkg}")),
        R("unmapped_warning", "WARN", 1, lambda c: h(c, "Warning", "CBS",
          f"Warning: Unmapped catalog {c.hx(40).upper()}.cat encountered during cleanup.")),
    ])


# ---------------------------------------------------------------- Mac (system.log)
def _mac() -> Fmt:
    hosts = ("calvisitor-10-105-160-95", "authorMacBook-Pro", "calvisitor-10-105-163-202",
             "airbears2-10-142-110-255")

    def h(c: Ctx, proc: str, pidv: int | str, msg: str, addr: str = "") -> str:
        host = c.once("mhost", lambda: c.ch(hosts)) if c.p(0.8) else c.ch(hosts)
        a = f" ({addr})" if addr else ""
        return f"{MON[c.t.month - 1]} {c.t.day:2d} {c.t:%H:%M:%S} {host} {proc}[{pidv}]{a}: {msg}"

    def k(c: Ctx, msg: str) -> str:
        return h(c, "kernel", 0, msg)

    def pid(c: Ctx, name: str) -> str:
        return c.once("pid" + name, lambda: str(c.ri(40, 99999)))

    def arpt(c: Ctx) -> str:
        return f"ARPT: {c.ri(600000, 700000)}.{c.ri(0, 999999):06d}: "

    def mac(c: Ctx) -> str:
        return ":".join(c.hx(2) for _ in range(6))

    apps = ("com.apple.quicklook", "com.apple.WebKit.WebContent", "com.apple.Safari.History",
            "com.apple.photolibraryd", "com.apple.cloudphotosd", "com.apple.imfoundation.IMRemoteURLConnectionAgent")  # noqa: E501
    wake = ("RTC (Alarm)", "EC.SleepTimer (SleepTimer)", "XHC1", "ARPT", "EC.LidOpen (User)")
    ifs = ("en0", "awdl0", "utun0")
    return Fmt(datetime(2017, 7, 1, 9, 0, 55), 50.0, [
        E("tb_hpd", "INFO", 180, lambda c: k(c,
          f"IOThunderboltSwitch<0>(0x0)::listenerCallback - Thunderbolt HPD packet for route = "
          f"0x0 port = {c.ri(1, 12)} unplug = {c.ri(0, 1)}")),
        E("tcpkeep", "INFO", 170, lambda c: k(c, f"{arpt(c)}wl0: wl_update_tcpkeep_seq: Original "
          f"Seq: {c.ri(10**9, 4 * 10**9)}, Ack: {c.ri(10**9, 4 * 10**9)}, Win size: "
          f"{c.ch(('4096', '2048', '65535'))}")),
        E("wwen_disable", "INFO", 90, lambda c: k(c,
          f"{arpt(c)}AirPort_Brcm43xx::platformWoWEnable: WWEN[disable]")),
        E("wwen_enable", "INFO", 90, lambda c: k(c,
          f"{arpt(c)}AirPort_Brcm43xx::platformWoWEnable: WWEN[enable]")),
        E("cam_wake", "INFO", 80, lambda c: k(c,
          f"AppleCamIn::systemWakeCall - messageType = 0x{c.ch(('E0000340', 'E0000320', 'E0000280'))}")),  # noqa: E501
        E("cam_handler", "INFO", 60, lambda c: k(c, "AppleCamIn::wakeEventHandlerThread")),
        E("thermal", "INFO", 120, lambda c: h(c, "com.apple.CDScheduler", pid(c, "cds"),
          f"Thermal pressure state: {c.ri(0, 1)} Memory pressure state: {c.ri(0, 1)}")),
        E("qq_dealloc", "INFO", 110, lambda c: h(c, "QQ", pid(c, "qq"),
          f"FA||Url||taskID[{c.ri(2019350000, 2019360000)}] dealloc")),
        E("wake_reason", "INFO", 50, lambda c: k(c, f"Wake reason: {c.ch(wake)}")),
        E("bssid_changed", "INFO", 30, lambda c: k(c, f"en0: BSSID changed to {mac(c)}")),
        E("channel_changed", "INFO", 30, lambda c: k(c, f"en0: channel changed to {c.ri(1, 149)}")),
        E("link_up", "INFO", 25, lambda c: k(c, f"AirPort: Link Up on {c.ch(ifs[:2])}")),
        E("link_down", "INFO", 25, lambda c: k(c,
          f"AirPort: Link Down on {c.ch(ifs[:2])}. Reason 8 (Disassociated because station "
          "leaving).")),
        E("pm_response", "INFO", 20, lambda c: k(c,
          f"PM response took {c.ri(100, 2000)} ms ({c.ri(20, 400)}, "
          f"{c.ch(('powerd', 'WindowServer', 'coreaudiod', 'Safari'))})")),
        E("screenshot", "INFO", 40, lambda c: h(c, "WindowServer", pid(c, "ws"),
          f"device_generate_desktop_screenshot: authw 0x{c.hx(12)}({c.ri(0, 2002)}), shield "
          f"0x{c.hx(12)}({c.ri(0, 2002)})")),
        E("display_wake", "INFO", 30, lambda c: h(c, "WindowServer", pid(c, "ws"),
          f"CGXDisplayDidWakeNotification [{c.ri(10**14, 10**15)}]: posting kCGSDisplayDidWake")),
        E("symptomsd_switch", "INFO", 25, lambda c: h(c, "symptomsd", pid(c, "sym"),
          "__73-[NetworkAnalyticsEngine observeValueForKeyPath:ofObject:change:context:]"
          f"_block_invoke unexpected switch value {c.ri(1, 4)}")),
        E("ccfile_skip", "INFO", 25, lambda c: h(c, "corecaptured", pid(c, "cc"),
          "CCFile::captureLogRun Skipping current file Dir file "
          f"[{c.t:%Y-%m-%d_%H,%M,%S}.{c.ri(0, 999999):06d}]-CCIOReporter-{c.ri(1, 9):03d}.xml, "
          f"Current File [{c.t:%Y-%m-%d_%H,%M,%S}.{c.ri(0, 999999):06d}]-CCIOReporter-"
          f"{c.ri(1, 9):03d}.xml")),
        E("capture_event", "INFO", 20, lambda c: h(c, "corecaptured", pid(c, "cc"),
          "Received Capture Event")),
        E("frequent_transitions", "INFO", 15, lambda c: h(c, "mDNSResponder", pid(c, "mdns"),
          f"mDNS_RegisterInterface: Frequent transitions for interface {c.ch(ifs)} "
          f"(FE80:0000:0000:0000:{c.hxu(4)}:{c.hxu(4)}:{c.hxu(4)}:{c.hxu(4)})")),
        E("legacy_launch", "INFO", 15, lambda c: h(c, "com.apple.xpc.launchd", 1,
          "Endpoint has been activated through legacy launch(3) APIs. Please switch to XPC or "
          f"bootstrap_check_in(): {(a := c.ch(apps))}", f"{a}[{c.ri(300, 99999)}]")),
        E("captive", "INFO", 10, lambda c: h(c, "UserEventAgent", pid(c, "uea"),
          f"Captive: [CNInfoNetworkActive:1748] en0: SSID '{c.ch(('CalVisitor', 'AirBears2', 'eduroam', 'Home Network'))}' "  # noqa: E501
          "making interface primary (protected network)")),
        E("set_hostname", "INFO", 8, lambda c: h(c, "configd", pid(c, "configd"),
          f'setting hostname to "{c.ch(hosts)}.'
          f'{c.ch(("calvisitor.1918.berkeley.edu", "local"))}"')),
        E("excessive_wakeups", "INFO", 8, lambda c: k(c,
          f"process {c.ch(('WeChat', 'QQ', 'Google Chrome He', 'Dropbox'))}[{c.ri(300, 99999)}] "
          f"caught causing excessive wakeups. Observed wakeups rate (per sec): {c.ri(151, 900)}; "
          "Maximum permitted wakeups rate (per sec): 150; Observation period: 300 seconds; Task "
          f"lifetime number: {c.ri(10, 999)}, Task lifetime wakeups: {c.ri(45000, 999999)}")),
        E("sandbox_deny", "ERROR", 6, lambda c: k(c,
          f"Sandbox: {c.ch(('com.apple.Addres', 'QQ', 'Safari', 'sharingd'))}({c.ri(300, 99999)}) "
          f"deny(1) {c.ch(('network-outbound', 'file-read-data', 'mach-lookup'))} "
          f"{c.ch(('/private/var/run/mDNSResponder', '/Library/Preferences', 'com.apple.coresymbolicationd'))}")),  # noqa: E501
        R("qq_db_error", "ERROR", 2, lambda c: h(c, "QQ", pid(c, "qq"),
          f'DB Error: 1 "no such table: tb_c2cMsg_{c.ri(10**9, 4 * 10**9)}"')),
        R("sos_failure", "ERROR", 1, lambda c: h(c, "secd", pid(c, "secd"),
          "SOSAccountThisDeviceCanSyncWithCircle sync with device failure: Error Domain="
          'com.apple.security.sos.error Code=1035 "Account identity not set" UserInfo='
          "{NSDescription=Account identity not set}")),
        R("hibernate_warning", "WARN", 2, lambda c: k(c,
          f"WARNING: hibernate_page_list_setall skipped {c.ri(1000, 30000)} xpmapped pages")),
        R("gsu_agent", "INFO", 3, lambda c: h(c, "GoogleSoftwareUpdateAgent",
          (p := c.ri(300, 99999)),
          f"{c.t:%Y-%m-%d %H:%M:%S}.{c.ms()} GoogleSoftwareUpdateAgent[{p}/0x{c.hx(12)}] "
          "[lvl=2] -[KSAgentApp updateProductWithProductID:usingEngine:] Checking for updates for "
          f'"{c.ch(("All Products", "com.google.Keystone", "com.google.Chrome"))}" using engine '
          f"<KSUpdateEngine:0x{c.hx(12)}")),
    ])


# ---------------------------------------------------------------- Android (logcat threadtime)
def _android() -> Fmt:
    def h(c: Ctx, pidn: str, lvl: str, tag: str, msg: str) -> str:
        pid = int(c.once("pid" + pidn, lambda: str(c.ri(600, 30000))))
        tid = pid if c.p(0.3) else c.ri(pid, pid + 9000)
        return f"{c.t:%m-%d %H:%M:%S}.{c.ms()} {pid:5d} {tid:5d} {lvl} {tag:<8}: {msg}"

    def s(c: Ctx, lvl: str, tag: str, msg: str) -> str:
        return h(c, "system", lvl, tag, msg)

    pkgs = ("com.tencent.mm", "com.tencent.qt.qtl", "com.android.phone", "com.huawei.health",
            "com.android.systemui", "com.sina.weibo", "com.eg.android.AlipayGphone",
            "com.android.settings", "com.huawei.android.launcher", "com.tencent.mobileqq")
    acts = (".ui.LauncherUI", ".activity.info.NewsDetailXinActivity", ".MainActivity",
            ".activity.SplashActivity", ".Settings", ".app.ui.HomeActivity")
    wl_tags = ("RILJ_ACK_WL", "WindowManager", "*alarm*", "NlpWakeLock", "AudioMix",
               "UlinkPushWakeLock", "WakefulIntentService", "GCM_CONN_ALARM", "*vibrator*")

    def wtoken(c: Ctx) -> str:
        return (f"AppWindowToken{{{c.hx(7)} token=Token{{{c.hx(7)} ActivityRecord{{{c.hx(7)} u0 "
                f"{c.ch(pkgs)}/{c.ch(acts)} t{c.ri(100, 999)}}}}}}}")

    def lock(c: Ctx, verb: str) -> str:
        return (f"{verb} lock={c.ri(10**7, 3 * 10**8)}, flags=0x{c.ch(('1', '1', '6', '1a'))}, "
                f'tag="{c.ch(wl_tags)}", name={c.ch(pkgs)}, ws=null, uid={c.ri(1000, 10200)}, '
                f"pid={c.ri(600, 30000)}")

    return Fmt(datetime(2017, 3, 17, 16, 13, 38, 811000), 0.08, [
        E("acquire_lock", "DEBUG", 330, lambda c: s(c, "D", "PowerManagerService",
          lock(c, "acquire"))),
        E("release_lock", "DEBUG", 320, lambda c: s(c, "D", "PowerManagerService",
          lock(c, "release"))),
        E("freezing_display", "DEBUG", 160, lambda c: s(c, "D", "WindowManager",
          f"printFreezingDisplayLogsopening app wtoken = {wtoken(c)}, allDrawn= "
          f"{c.ch(('false', 'true'))}, startingDisplayed =  {c.ch(('false', 'true'))}, "
          f"startingMoved =  false, isRelaunching =  false")),
        E("skipping_token", "DEBUG", 120, lambda c: s(c, "V", "WindowManager",
          f"Skipping {wtoken(c)} -- going to hide")),
        E("send_broadcast_perm", "DEBUG", 100, lambda c: s(c, "D", "SendBroadcastPermission",
          f"action:{c.ch(('android.com.huawei.bone.NOTIFY_SPORT_DATA', 'android.intent.action.SCREEN_OFF', 'huawei.intent.action.HWSYSTEMMANAGER_CHANGE_POWERMODE'))}, mPermissionType:{c.ri(0, 1)}")),  # noqa: E501
        E("screen_state", "INFO", 70, lambda c: s(c, "I", "PowerManager_screenOn",
          f"DisplayPowerState Updating screen state: state={c.ch(('ON', 'OFF', 'DOZE'))}, "
          f"backlight={c.ri(0, 1023)}")),
        E("animating_brightness", "DEBUG", 70, lambda c: s(c, "D", "DisplayPowerController",
          f"Animating brightness: target={c.ri(0, 255)}, rate={c.ri(20, 200)}")),
        E("alarm_remove", "DEBUG", 60, lambda c: s(c, "V", "AlarmManager",
          f"remove PendingIntent] PendingIntent{{{c.hx(7)}: PendingIntentRecord{{{c.hx(7)} "
          f"{c.ch(pkgs)} broadcastIntent}}}}")),
        E("status_bar_disable", "DEBUG", 40, lambda c: h(c, "systemui", "D", "PhoneStatusBar",
          f"disable<{c.ch(('e i a s b h r c s', 'e i a s b H r c s', 'e I A s b h r c s'))} > "
          f"disable2<q i n >")),
        E("start_proc", "INFO", 30, lambda c: s(c, "I", "ActivityManager",
          f"Start proc {c.ri(600, 30000)}:{(p := c.ch(pkgs))}/u0a{c.ri(10, 200)} for "
          f"{c.ch(('service', 'broadcast', 'activity', 'content provider'))} {p}/"
          f"{c.ch(('.push.PushService', '.receiver.BootReceiver', '.core.CoreService'))}")),
        E("proc_died", "INFO", 25, lambda c: s(c, "I", "ActivityManager",
          f"Process {c.ch(pkgs)} (pid {c.ri(600, 30000)}) has died")),
        E("start_activity", "INFO", 20, lambda c: s(c, "I", "ActivityManager",
          "START u0 {act=android.intent.action.MAIN cat=[android.intent.category.LAUNCHER] "
          f"flg=0x10200000 cmp={c.ch(pkgs)}/{c.ch(acts)}}} from uid {c.ri(1000, 10200)} on "
          "display 0")),
        E("blocking_screen", "INFO", 15, lambda c: s(c, "I", "DisplayPowerController",
          "Blocking screen on until initial contents have been drawn.")),
        E("unblocked_screen", "INFO", 15, lambda c: s(c, "I", "DisplayPowerController",
          f"Unblocked screen on after {c.ri(20, 900)} ms")),
        E("chatty", "INFO", 15, lambda c: h(c, "system", "I", "chatty",
          f"uid=1000(system) {c.ch(('ActivityManager', 'PowerManagerSer', 'Binder:1702_4'))} "
          f"expire {c.ri(1, 40)} lines")),
        E("ril_request", "DEBUG", 15, lambda c: h(c, "phone", "D", "RILJ",
          f"[{c.ri(3000, 9999)}]< {c.ch(('RIL_REQUEST_GET_CURRENT_CALLS', 'RIL_REQUEST_SIGNAL_STRENGTH', 'RIL_REQUEST_DATA_REGISTRATION_STATE'))}  {{}}  [SUB{c.ri(0, 1)}]")),  # noqa: E501
        E("battery", "DEBUG", 12, lambda c: s(c, "D", "BatteryService",
          f"Processing new values: chargerAcOnline={c.ch(('false', 'true'))}, "
          f"batteryLevel={c.ri(1, 100)}, batteryVoltage={c.ri(3500, 4400)}, "
          f"batteryTemperature={c.ri(200, 450)}")),
        E("focus_ignored", "WARN", 10, lambda c: s(c, "W", "InputMethodManagerService",
          "Window already focused, ignoring focus gain of: com.android.internal.view."
          f"IInputMethodClient$Stub$Proxy@{c.hx(7)} attribute=null, token = "
          f"android.os.BinderProxy@{c.hx(7)}")),
        E("unable_start_service", "WARN", 8, lambda c: s(c, "W", "ActivityManager",
          f"Unable to start service Intent {{ act={c.ch(pkgs)}.action.{c.ch(('PUSH', 'SYNC', 'BIND'))} "  # noqa: E501
          f"pkg={c.ch(pkgs)} }} U=0: not found")),
        E("killing_empty", "INFO", 8, lambda c: s(c, "I", "ActivityManager",
          f"Killing {c.ri(600, 30000)}:{c.ch(pkgs)}/u0a{c.ri(10, 200)} (adj {c.ri(900, 906)}): "
          f"empty #{c.ri(17, 40)}")),
        E("wifi_rssi", "DEBUG", 8, lambda c: s(c, "D", "WifiStateMachine",
          f"fetchRssiLinkSpeedAndFrequencyNative rssi={c.ri(-90, -30)} linkspeed={c.ri(1, 433)} "
          f"freq={c.ch(('2412', '2437', '5180', '5745'))}")),
        R("anr", "ERROR", 1, lambda c: s(c, "E", "ActivityManager",
          f"ANR in {(p := c.ch(pkgs))} ({p}/{c.ch(acts)})")),
        R("fatal_exception", "ERROR", 1, lambda c: h(c, "app", "E", "AndroidRuntime",
          f"FATAL EXCEPTION: {c.ch(('main', 'AsyncTask #1', 'pool-2-thread-1'))}")),
        R("fatal_signal", "FATAL", 1, lambda c: h(c, "app", "F", "libc",
          f"Fatal signal 11 (SIGSEGV), code 1, fault addr 0x{c.hx(c.ri(1, 8)).lstrip('0') or '0'}"
          f" in tid {c.ri(600, 30000)} ({c.ch(('RenderThread', 'Binder:1702_2', 'Thread-12'))})")),
        R("sensor_error", "ERROR", 2, lambda c: s(c, "E", "SensorService",
          f"sensor {c.ch(('step_counter', 'proximity', 'significant_motion'))} poll failed: "
          "Invalid argument")),
        R("gc_explicit", "INFO", 3, lambda c: h(c, "app", "I", "art",
          f"Explicit concurrent mark sweep GC freed {c.ri(100, 90000)}({c.ri(1, 9000)}KB) "
          f"AllocSpace objects, {c.ri(0, 40)}({c.ri(0, 9000)}KB) LOS objects, "
          f"{c.ri(10, 60)}% free, {c.fl(2, 60, 3)}MB/{c.fl(60, 120, 3)}MB, paused "
          f"{c.fl(0.2, 9, 3)}ms total {c.fl(10, 200, 3)}ms")),
    ])


# ---------------------------------------------------------------- HealthApp
def _healthapp() -> Fmt:
    def h(c: Ctx, comp: str, msg: str) -> str:
        pid = c.once("pid", lambda: str(c.ri(30000000, 30009999)))
        return f"{c.t:%Y%m%d-%H:%M:%S}:{c.ms()}|{comp}|{pid}|{msg}"

    def total(c: Ctx) -> int:
        return c.ri(0, 20000) + c.seq

    def detail(c: Ctx) -> str:
        return "##".join(str(v) for v in (
            c.ri(1514038000, 1514999999) * 1000, total(c), c.ri(100000, 900000), c.ri(1000, 9999),
            c.ri(1000, 20000), c.ri(10**7, 10**8)))

    return Fmt(datetime(2017, 12, 23, 22, 15, 29, 606000), 4.0, [
        E("stand_step_changed", "INFO", 380, lambda c: h(c, "Step_LSC",
          f"onStandStepChanged {total(c)}")),
        E("on_extend", "INFO", 300, lambda c: h(c, "Step_LSC",
          f"onExtend:{c.ri(1514038000, 1514999999) * 1000} {c.ri(0, 40)} {c.ri(0, 3)} "
          f"{c.ri(0, 9)}")),
        E("set_total_detail", "INFO", 200, lambda c: h(c, "Step_SPUtils",
          f" setTodayTotalDetailSteps={detail(c)}")),
        E("get_total_detail", "INFO", 70, lambda c: h(c, "Step_SPUtils",
          f"getTodayTotalDetailSteps = {detail(c)}")),
        E("total_altitude", "INFO", 150, lambda c: h(c, "Step_ExtSDM",
          f"totalAltitude={c.ri(0, 400)};totalSteps={total(c)}")),
        E("calories_cache", "INFO", 130, lambda c: h(c, "Step_ExtSDM",
          f"calculateCaloriesWithCache totalCalories={c.ri(10000, 400000)}")),
        E("altitude_cache", "INFO", 130, lambda c: h(c, "Step_ExtSDM",
          f"calculateAltitudeWithCache totalAltitude={c.ri(0, 400)}")),
        E("time_tick", "INFO", 60, lambda c: h(c, "Step_LSC",
          "processHandleBroadcastAction action:android.intent.action.TIME_TICK")),
        E("screen_on", "INFO", 40, lambda c: h(c, "Step_StandReportReceiver",
          "onReceive action: android.intent.action.SCREEN_ON")),
        E("screen_off", "INFO", 40, lambda c: h(c, "Step_StandReportReceiver",
          "onReceive action: android.intent.action.SCREEN_OFF")),
        E("report", "INFO", 30, lambda c: h(c, "Step_StandReportReceiver",
          f"REPORT : {total(c)} {c.ri(1000, 9000)} {c.ri(100000, 900000)} {c.ri(0, 400)}")),
        E("flush_sensor", "INFO", 25, lambda c: h(c, "Step_StandStepCounter", "flush sensor data")),
        E("insert_status", "INFO", 20, lambda c: h(c, "Step_LSC",
          f"checkInsertStatus stepsChange:{c.ri(-20, 200)} caloriesChange:{c.ri(0, 9000)} "
          f"altitudeChange:{c.ri(0, 3)}")),
        E("sync_start", "INFO", 12, lambda c: h(c, "HiH_HiSyncControl",
          f"startSyncData synType is {c.ri(1, 3)} syncAction is {c.ri(1, 2)} appId is "
          f"{c.ch(('com.huawei.health', 'com.huawei.bone', 'com.huawei.hwid'))}")),
        E("sync_done", "INFO", 10, lambda c: h(c, "HiH_HiSyncControl",
          f"syncDataEnd syncType is {c.ri(1, 3)} result is success")),
        E("app_info", "INFO", 10, lambda c: h(c, "HiH_HiAppUtil",
          f"getAppInfo packageName = {c.ch(('com.huawei.health', 'com.huawei.bone'))}, appId = "
          f"{c.ri(1, 9)}")),
        E("insert_store", "INFO", 10, lambda c: h(c, "HiH_HiHealthDataInsertStore",
          f"saveHealthDetailData() deviceID={c.ri(1, 9)},type={c.ch(('2', '3', '4', '5'))},"
          f"size={c.ri(1, 60)}")),
        E("user_present", "INFO", 6, lambda c: h(c, "Step_LSC",
          "onReceive action: android.intent.action.USER_PRESENT")),
        R("sync_failed", "ERROR", 2, lambda c: h(c, "HiH_HiSyncControl",
          f"syncDataEnd syncType is {c.ri(1, 3)} result is failed, errorCode is {c.ri(1, 99)}")),
        R("not_auth", "ERROR", 1, lambda c: h(c, "HiH_HiHealthBinder",
          f"getHealthData failed, app {c.ch(('com.sina.weibo', 'com.tencent.mm'))} is not "
          "authorized")),
        R("cache_null", "ERROR", 2, lambda c: h(c, "Step_ExtSDM",
          "calculateCaloriesWithCache failed: step data cache is null")),
        R("clear_cache", "INFO", 3, lambda c: h(c, "Step_ClearUtils",
          f"clearTodayCache date={c.t:%Y%m%d}")),
    ])


# ---------------------------------------------------------------- Apache (2005 error log)
def _apache() -> Fmt:
    def h(c: Ctx, lvl: str, msg: str) -> str:
        t = c.t
        return (f"[{DOW[t.weekday()]} {MON[t.month - 1]} {t.day:02d} {t:%H:%M:%S} {t.year}] "
                f"[{lvl}] {msg}")

    def cl(c: Ctx) -> str:
        return f"[client {c.ip()}]"

    docs = ("/var/www/html/", "/var/www/html/sumthin/", "/var/www/html/phpmyadmin/",
            "/var/www/html/admin/", "/var/www/html/mambo/", "/var/www/html/manual/")
    missing = ("scripts", "phpMyAdmin", "xmlrpc.php", "awstats", "cgi-bin/formmail",
               "mambo/index2.php", "sumthin", "favicon.ico", "robots.txt", "_vti_bin/owssvr.dll",
               "MSOffice/cltreq.asp", "blog/xmlrpc.php", "drupal/xmlrpc.php")
    return Fmt(datetime(2005, 12, 4, 4, 47, 44), 60.0, [
        E("jk2_found_child", "INFO", 420, lambda c: h(c, "notice",
          f"jk2_init() Found child {c.ri(1000, 32000)} in scoreboard slot {c.ri(0, 12)}")),
        E("workerenv_ok", "INFO", 400, lambda c: h(c, "notice",
          "workerEnv.init() ok /etc/httpd/conf/workers2.properties")),
        E("workerenv_error", "ERROR", 380, lambda c: h(c, "error",
          f"mod_jk child workerEnv in error state {c.ri(6, 9)}")),
        E("index_forbidden", "ERROR", 120, lambda c: h(c, "error",
          f"{cl(c)} Directory index forbidden by rule: {c.ch(docs)}")),
        E("file_not_exist", "ERROR", 100, lambda c: h(c, "error",
          f"{cl(c)} File does not exist: /var/www/html/{c.ch(missing)}")),
        E("child_init", "ERROR", 40, lambda c: h(c, "error",
          f"mod_jk child init {c.ri(1, 3)} {c.ch(('-2', '-1', '0'))}")),
        E("cant_find_child", "ERROR", 30, lambda c: h(c, "error",
          f"jk2_init() Can't find child {c.ri(1000, 32000)} in scoreboard")),
        E("script_not_found", "ERROR", 12, lambda c: h(c, "error",
          f"{cl(c)} script not found or unable to stat: /var/www/cgi-bin/"
          f"{c.ch(('awstats', 'awstats.pl', 'formmail', 'test-cgi', 'php'))}")),
        E("configured", "INFO", 8, lambda c: h(c, "notice",
          "Apache/2.0.49 (Fedora) configured -- resuming normal operations")),
        E("sighup", "INFO", 8, lambda c: h(c, "notice", "SIGHUP received.  Attempting to restart")),
        E("digest_secret", "INFO", 6, lambda c: h(c, "notice",
          "Digest: generating secret for digest authentication ...")),
        E("digest_done", "INFO", 6, lambda c: h(c, "notice", "Digest: done")),
        E("ldap_sdk", "INFO", 5, lambda c: h(c, "notice", "LDAP: Built with OpenLDAP LDAP SDK")),
        E("ldap_ssl", "INFO", 5, lambda c: h(c, "notice", "LDAP: SSL support unavailable")),
        E("suexec", "INFO", 5, lambda c: h(c, "notice",
          "suEXEC mechanism enabled (wrapper: /usr/sbin/suexec)")),
        E("invalid_method", "ERROR", 4, lambda c: h(c, "error",
          f"{cl(c)} Invalid method in request {c.ch(('get', 'CONNECT', 'SEARCH', 'PROPFIND'))} /"
          f"{c.ch(missing)} HTTP/1.0")),
        R("still_sigterm", "WARN", 2, lambda c: h(c, "warn",
          f"child process {c.ri(1000, 32000)} still did not exit, sending a SIGTERM")),
        R("still_sigkill", "ERROR", 2, lambda c: h(c, "error",
          f"child process {c.ri(1000, 32000)} still did not exit, sending a SIGKILL")),
        R("caught_sigterm", "INFO", 1, lambda c: h(c, "notice", "caught SIGTERM, shutting down")),
        R("no_space", "FATAL", 1, lambda c: h(c, "crit",
          "(28)No space left on device: mod_rewrite: could not create rewrite_log_lock")),
        R("headers_failed", "ERROR", 3, lambda c: h(c, "error",
          f"{cl(c)} request failed: error reading the headers")),
        R("cert_mismatch", "WARN", 1, lambda c: h(c, "warn",
          "RSA server certificate CommonName (CN) `localhost.localdomain' does NOT match server "
          "name!?")),
    ])


# ---------------------------------------------------------------- OpenSSH (sshd auth log)
def _openssh() -> Fmt:
    def h(c: Ctx, msg: str) -> str:
        return f"{c.syslog()} LabSZ sshd[{c.ri(1000, 32000)}]: {msg}"

    def src(c: Ctx) -> str:
        return c.ch(("183.62.140.253", "187.141.143.180", "103.99.0.122", "112.95.230.3",
                     "5.36.59.76", "52.80.34.196")) if c.p(0.5) else c.ip()

    def user(c: Ctx) -> str:
        return c.ch(USERS[1:])

    def af(c: Ctx, r: str) -> str:
        return f"authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost={r}"

    tokens = ("GET / HTTP/1.1", "\\003", "\\026\\003\\001", "SSH-2.0", "OPTIONS / RTSP/1.0")
    return Fmt(datetime(2016, 12, 10, 6, 55, 46), 18.0, [
        E("failed_password", "ERROR", 380, lambda c: h(c,
          f"Failed password for root from {src(c)} port {c.port()} ssh2")),
        E("auth_failure_root", "ERROR", 300, lambda c: h(c,
          f"pam_unix(sshd:auth): {af(c, src(c))}  user=root")),
        E("received_disconnect", "INFO", 180, lambda c: h(c,
          f"Received disconnect from {src(c)}: 11: Bye Bye [preauth]")),
        E("reverse_mapping", "ERROR", 130, lambda c: h(c,
          f"reverse mapping checking getaddrinfo for {rhost(c)} [{src(c)}] failed - POSSIBLE "
          "BREAK-IN ATTEMPT!")),
        E("invalid_user", "ERROR", 120, lambda c: h(c, f"Invalid user {user(c)} from {src(c)}")),
        E("input_userauth", "ERROR", 110, lambda c: h(c,
          f"input_userauth_request: invalid user {user(c)} [preauth]")),
        E("check_pass", "ERROR", 110, lambda c: h(c, "pam_unix(sshd:auth): check pass; user "
          "unknown")),
        E("auth_failure", "ERROR", 100, lambda c: h(c,
          f"pam_unix(sshd:auth): {af(c, src(c) if c.p(0.7) else rhost(c))}")),
        E("failed_invalid", "ERROR", 100, lambda c: h(c,
          f"Failed password for invalid user {user(c)} from {src(c)} port {c.port()} ssh2")),
        E("connection_closed", "INFO", 60, lambda c: h(c,
          f"Connection closed by {src(c)} [preauth]")),
        E("pam_more_failures", "ERROR", 50, lambda c: h(c,
          f"PAM {c.ri(2, 5)} more authentication failures; logname= uid=0 euid=0 tty=ssh ruser= "
          f"rhost={src(c)}  user=root")),
        E("pam_ignoring", "INFO", 50, lambda c: h(c,
          f"PAM service(sshd) ignoring max retries; {c.ri(4, 6)} > 3")),
        E("too_many", "ERROR", 40, lambda c: h(c,
          "Disconnecting: Too many authentication failures for "
          f"{c.ch(('root', 'admin', 'support'))} [preauth]")),
        E("message_repeated", "ERROR", 25, lambda c: h(c,
          f"message repeated {c.ri(2, 5)} times: [ Failed password for root from {src(c)} port "
          f"{c.port()} ssh2]")),
        E("max_attempts", "ERROR", 20, lambda c: h(c,
          f"error: maximum authentication attempts exceeded for root from {src(c)} port "
          f"{c.port()} ssh2 [preauth]")),
        E("no_ident", "ERROR", 15, lambda c: h(c,
          f"Did not receive identification string from {src(c)}")),
        E("maps_back", "ERROR", 12, lambda c: h(c,
          f"Address {src(c)} maps to {rhost(c)}, but this does not map back to the address - "
          "POSSIBLE BREAK-IN ATTEMPT!")),
        E("accepted_password", "INFO", 10, lambda c: h(c,
          f"Accepted password for {c.ch(('fztu', 'curi', 'zhangyan', 'hxf'))} from {c.ip()} port "
          f"{c.port()} ssh2")),
        E("session_opened", "INFO", 10, lambda c: h(c,
          f"pam_unix(sshd:session): session opened for user {c.ch(('fztu', 'curi', 'zhangyan'))} "
          "by (uid=0)")),
        E("session_closed", "INFO", 10, lambda c: h(c,
          f"pam_unix(sshd:session): session closed for user {c.ch(('fztu', 'curi', 'zhangyan'))}")),
        E("disconnected_by_user", "INFO", 8, lambda c: h(c,
          f"Received disconnect from {c.ip()}: 11: disconnected by user")),
        E("bad_protocol", "ERROR", 6, lambda c: h(c,
          f"Bad protocol version identification '{c.ch(tokens)}' from {src(c)} port {c.port()}")),
        R("pam_one_more", "ERROR", 2, lambda c: h(c,
          f"PAM 1 more authentication failure; logname= uid=0 euid=0 tty=ssh ruser= "
          f"rhost={src(c)}  user=root")),
        R("jsch_auth_fail", "ERROR", 2, lambda c: h(c,
          f"error: Received disconnect from {src(c)}: 3: com.jcraft.jsch.JSchException: Auth fail "
          "[preauth]")),
        R("read_socket", "FATAL", 1, lambda c: h(c,
          "fatal: Read from socket failed: Connection reset by peer [preauth]")),
        R("accepted_publickey", "INFO", 2, lambda c: h(c,
          f"Accepted publickey for {c.ch(('fztu', 'curi'))} from {c.ip()} port {c.port()} ssh2")),
        R("connection_reset", "ERROR", 1, lambda c: h(c,
          f"Connection reset by {src(c)} [preauth]")),
    ])


# ---------------------------------------------------------------- Proxifier
def _proxifier() -> Fmt:
    progs = ("chrome.exe", "chrome.exe", "chrome.exe", "Dropbox.exe", "Skype.exe",
             "SogouCloud.exe", "QQ.exe", "WeChat.exe", "svchost.exe *64", "YodaoDict.exe",
             "Microsoft.Photos.exe *64", "iexplore.exe", "OneDrive.exe", "git-remote-https.exe *64")
    hosts = ("www.google.com", "clients1.google.com", "clients.google.com", "play.google.com",
             "api.dropboxapi.com", "client.dropbox.com", "notify.dropbox.com", "bolt.dropbox.com",
             "login.live.com", "apis.live.net", "get.sogou.com", "pinyin.sogou.com",
             "www.facebook.com", "static.xx.fbcdn.net", "github.com", "api.github.com",
             "ssl.gstatic.com", "fonts.googleapis.com", "mail.google.com", "www.youtube.com",
             "s.youdao.com", "dict.youdao.com", "ocsp.digicert.com", "urs.microsoft.com",
             "settings-win.data.microsoft.com", "watson.telemetry.microsoft.com")
    proxy = "proxy.cse.cuhk.edu.hk:5070"

    def h(c: Ctx, msg: str) -> str:
        return f"[{c.t:%m.%d %H:%M:%S}] {c.ch(progs)} - {msg}"

    def tgt(c: Ctx) -> str:
        if c.p(0.15):
            return f"{c.ip()}:{c.ch(('443', '80', '443', '5222', '2000'))}"
        return f"{c.ch(hosts)}:{c.ch(('443', '443', '443', '80'))}"

    def life(c: Ctx) -> str:
        return "<1 sec" if c.p(0.3) else f"{c.ri(0, 2):02d}:{c.ri(0, 59):02d}"

    def b(c: Ctx) -> int:
        return c.ri(0, 1023)

    def kb(c: Ctx) -> str:
        v = c.ri(1024, 1024 * 1023)
        return f"{v} bytes ({v / 1024:.2f} KB)"

    def mb(c: Ctx) -> str:
        v = c.ri(1024 * 1024, 1024 * 1024 * 200)
        return f"{v} bytes ({v / 1048576:.2f} MB)"

    def close(c: Ctx, sent: str, recv: str) -> str:
        return h(c, f"{tgt(c)} close, {sent} sent, {recv} received, lifetime {life(c)}")

    return Fmt(datetime(2016, 10, 30, 16, 49, 6), 4.0, [
        E("open_https", "INFO", 600, lambda c: h(c, f"{tgt(c)} open through proxy {proxy} HTTPS")),
        E("close_kb_kb", "INFO", 350, lambda c: close(c, kb(c), kb(c))),
        E("close_b_kb", "INFO", 200, lambda c: close(c, f"{b(c)} bytes", kb(c))),
        E("close_b_b", "INFO", 120, lambda c: close(c, f"{b(c)} bytes", f"{b(c)} bytes")),
        E("close_kb_mb", "INFO", 40, lambda c: close(c, kb(c), mb(c))),
        E("close_kb_b", "INFO", 30, lambda c: close(c, kb(c), f"{b(c)} bytes")),
        E("close_mb_mb", "INFO", 8, lambda c: close(c, mb(c), mb(c))),
        E("open_socks5", "INFO", 40, lambda c: h(c, f"{tgt(c)} open through proxy {proxy} SOCKS5")),
        E("matching_rule", "INFO", 30, lambda c: h(c,
          f"{tgt(c)} matching {c.ch(('Default', 'Localhost', 'CUHK'))} rule :  using proxy "
          f"{proxy}")),
        E("connection_failed", "ERROR", 50, lambda c: h(c,
          f"{tgt(c)} error : Could not connect to proxy {proxy} - connection attempt failed "
          f"with error {c.ch(('10061', '10060', '10065'))}")),
        E("could_not_resolve", "ERROR", 25, lambda c: h(c,
          f"{tgt(c)} error : Could not connect to proxy {proxy} - Could not resolve "
          f"{proxy.split(':')[0]} error 11001")),
        E("target_403", "ERROR", 25, lambda c: h(c,
          f"{tgt(c)} error : Could not connect through proxy {proxy} - Proxy server cannot "
          "establish a connection with the target, status code 403")),
        E("proxy_closed", "ERROR", 20, lambda c: h(c,
          f"{tgt(c)} error : Could not connect through proxy {proxy} - Proxy closed the "
          "connection unexpectedly.")),
        E("request_canceled", "ERROR", 15, lambda c: h(c,
          f"{tgt(c)} error : A connection request was canceled before the completion.")),
        R("connection_reset", "ERROR", 2, lambda c: h(c,
          f"{tgt(c)} error : Connection reset by peer.")),
        R("connection_aborted", "ERROR", 2, lambda c: h(c,
          f"{tgt(c)} error : An established connection was aborted by the software in your "
          "host machine.")),
        R("direct", "INFO", 3, lambda c: h(c,
          f"{tgt(c)} matching {c.ch(('Localhost', 'Direct'))} rule :  direct connection")),
        R("dns_failed", "ERROR", 1, lambda c: h(c,
          f"{c.ch(hosts)} error : Could not resolve the name through the proxy {proxy}")),
    ])


# ---------------------------------------------------------------- driver
def _build(name: str, make: Callable[[], Fmt], seed: int, n: int) -> Corpus:
    fmt = make()
    rng = random.Random(f"loghub_like:{name}:{seed}")
    levels = {f"{name}:{e.tid}": e.level for e in fmt.events}
    assert len(levels) == len(fmt.events), f"duplicate template id in {name}"
    weighted = [e for e in fmt.events if e.exact == 0]
    exact = [e for e in fmt.events for _ in range(e.exact)]
    slots: list[Ev | None] = [None] * n
    for pos, ev in zip(rng.sample(range(n), min(n, len(exact))), exact, strict=False):
        slots[pos] = ev
    picks = rng.choices(weighted, weights=[e.weight for e in weighted], k=n)
    ctx = Ctx(rng, fmt.start)
    lines: list[str] = []
    truth: list[str] = []
    for i in range(n):
        ev = slots[i] or picks[i]
        ctx.seq = i
        if i:
            ctx.t += timedelta(microseconds=int(rng.expovariate(1.0 / fmt.step) * 1e6) + 1000)
        line = ev.fn(ctx)
        assert "\n" not in line and "\r" not in line, (name, ev.tid)
        lines.append(line)
        truth.append(f"{name}:{ev.tid}")
    return Corpus(lines=lines, truth=truth, levels=levels)


_MAKERS: dict[str, Callable[[], Fmt]] = {
    "hdfs": _hdfs, "hadoop": _hadoop, "spark": _spark, "zookeeper": _zookeeper,
    "openstack": _openstack, "bgl": _bgl, "hpc": _hpc, "thunderbird": _thunderbird,
    "linux": _linux, "windows": _windows, "mac": _mac, "android": _android,
    "healthapp": _healthapp, "apache": _apache, "openssh": _openssh, "proxifier": _proxifier,
}


def _runner(name: str) -> Callable[[int, int], Corpus]:
    make = _MAKERS[name]

    def run(seed: int, n: int) -> Corpus:
        return _build(name, make, seed, n)

    return run


FORMATS: dict[str, Callable[[int, int], Corpus]] = {k: _runner(k) for k in _MAKERS}


def corpus(name: str, seed: int = 0, n: int = 2000) -> Corpus:
    return FORMATS[name](seed, n)
