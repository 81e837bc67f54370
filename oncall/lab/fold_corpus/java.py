# ruff: noqa: E501  (the templates are data: one line each, as the systems print them)
"""JVM and Python services: HDFS, Hadoop MapReduce, Spark, Zookeeper, OpenStack."""

from __future__ import annotations

import random
from datetime import datetime

from oncall.lab.fold_corpus import Format, _hex, _pick, _uuid


def _hdfs(t: datetime, level: str, rng: random.Random) -> str:
    return f"{t:%y%m%d %H%M%S} {rng.randint(10, 9999)} {level} "


def _hadoop(t: datetime, level: str, rng: random.Random) -> str:
    return f"{t:%Y-%m-%d %H:%M:%S},{t.microsecond // 1000:03d} {level} "


def _spark(t: datetime, level: str, rng: random.Random) -> str:
    return f"{t:%y/%m/%d %H:%M:%S} {level} "


def _zookeeper(t: datetime, level: str, rng: random.Random) -> str:
    return f"{t:%Y-%m-%d %H:%M:%S},{t.microsecond // 1000:03d} - {level:<5} "


def _openstack(t: datetime, level: str, rng: random.Random) -> str:
    log = rng.choice(("nova-api.log.1.2017-05-16_13:53:08", "nova-compute.log.1.2017-05-16_13:55:31",
                      "nova-scheduler.log.1.2017-05-16_13:53:08"))
    return f"{log} {t:%Y-%m-%d %H:%M:%S}.{t.microsecond // 1000:03d} {rng.randint(2000, 30000)} {level} "


_BLK = {"blk": lambda rng: f"blk_{'-' if rng.random() < 0.5 else ''}{rng.randint(10**17, 10**19)}",
        "dn": lambda rng: f"/10.251.{rng.randint(0, 255)}.{rng.randint(1, 254)}:{rng.choice((50010, 50010, 36352))}",
        "hdfs_path": lambda rng: ("/user/root/rand" + rng.choice(("", "2", "3"))
                                  + f"/_temporary/_task_200811092030_0001_m_{rng.randint(0, 2000):06d}_0"
                                  + f"/part-{rng.randint(0, 2000):05d}. blk_{rng.randint(10**17, 10**19)}")}

HDFS = Format("hdfs", _hdfs, (
    ("INFO", "dfs.DataNode$PacketResponder: PacketResponder {small} for block {blk} terminating", 30),
    ("INFO", "dfs.DataNode$PacketResponder: Received block {blk} of size {size} from {dn}", 28),
    ("INFO", "dfs.FSNamesystem: BLOCK* NameSystem.addStoredBlock: blockMap updated: {dn} is added to {blk} size {size}", 30),
    ("INFO", "dfs.DataNode$DataXceiver: Receiving block {blk} src: {dn} dest: {dn}", 30),
    ("INFO", "dfs.FSNamesystem: BLOCK* NameSystem.allocateBlock: {hdfs_path}", 10),
    ("INFO", "dfs.DataNode$DataXceiver: {dn} Served block {blk} to {dn}", 10),
    ("WARN", "dfs.DataNode$DataXceiver: {dn}:Got exception while serving {blk} to {dn}:", 6),
    ("INFO", "dfs.FSNamesystem: BLOCK* NameSystem.delete: {blk} is added to invalidSet of {dn}", 8),
    ("INFO", "dfs.DataBlockScanner: Verification succeeded for {blk}", 4),
    ("INFO", "dfs.FSDataset: Deleting block {blk} file /mnt/hadoop/dfs/data/current/subdir{small}/{blk}", 8),
    ("INFO", "dfs.DataNode: {dn} Starting thread to transfer block {blk} to {dn}", 1),
    ("INFO", "dfs.DataNode$DataTransfer: {dn}:Transmitted block {blk} to {dn}", 1),
    ("INFO", "dfs.FSNamesystem: BLOCK* ask {dn} to replicate {blk} to datanode(s) {dn}", 1),
    ("INFO", "dfs.FSNamesystem: BLOCK* ask {dn} to delete {blk}", 1),
    ("WARN", "dfs.DataNode$PacketResponder: IOException in BlockReceiver.run():", 1),
    ("INFO", "dfs.DataNode$BlockReceiver: Exception in receiveBlock for block {blk} java.io.IOException: Connection reset by peer", 1),
    ("INFO", "dfs.DataNode$PacketResponder: PacketResponder {blk} {small} Exception java.io.InterruptedIOException: Interruped while waiting for IO on channel java.nio.channels.SocketChannel[connected local={dn} remote={dn}]. 0 millis timeout left.", 1),
    ("ERROR", "dfs.DataNode$DataXceiver: {dn}:DataXceiver: java.io.IOException: Block {blk} is valid, and cannot be written to.", 1),
), _BLK, step_ms=50)

_ATTEMPT_MOVES = (("NEW", "UNASSIGNED"), ("UNASSIGNED", "ASSIGNED"), ("ASSIGNED", "RUNNING"),
                  ("RUNNING", "COMMIT_PENDING"), ("COMMIT_PENDING", "SUCCESS_CONTAINER_CLEANUP"),
                  ("RUNNING", "SUCCESS_CONTAINER_CLEANUP"), ("SUCCESS_CONTAINER_CLEANUP", "SUCCEEDED"),
                  ("RUNNING", "FAIL_CONTAINER_CLEANUP"))
_TASK_MOVES = (("NEW", "SCHEDULED"), ("SCHEDULED", "RUNNING"), ("RUNNING", "SUCCEEDED"))
"""The transitions of a task attempt's and a task's state machines: a state moves only to
the next ones (`{from} ... {to}` is one of these, drawn together; `_move`)."""
_MOVE = [_ATTEMPT_MOVES[0]]


def _move(rng: random.Random, moves: tuple[tuple[str, str], ...]) -> tuple[str, str]:
    """A transition of `moves`, remembered for the `{to}` that follows its `{from}`."""
    _MOVE[0] = rng.choice(moves)
    return _MOVE[0]


_ATTEMPT = {"attempt": lambda rng: f"attempt_1445144423722_0020_m_{rng.randint(0, 30):06d}_{rng.randint(0, 2)}",
            "container": lambda rng: f"container_1445144423722_0020_01_{rng.randint(1, 40):06d}",
            "node": lambda rng: rng.choice(("MININT-FNANLI5.fareast.corp.microsoft.com",
                                            "MININT-75DGDAM1.fareast.corp.microsoft.com",
                                            "msra-sa-41.fareast.corp.microsoft.com",
                                            "04DN8IQ.fareast.corp.microsoft.com")),
            "from": lambda rng: _move(rng, _ATTEMPT_MOVES)[0], "to": lambda rng: _MOVE[0][1],
            "task_from": lambda rng: _move(rng, _TASK_MOVES)[0],
            "handler": lambda rng: f"IPC Server handler {rng.randint(0, 29)} on {rng.randint(40000, 65000)}"}

HADOOP = Format("hadoop", _hadoop, (
    ("INFO", "[main] org.apache.hadoop.mapreduce.v2.app.MRAppMaster: Created MRAppMaster for application appattempt_1445144423722_0020_000001", 1),
    ("INFO", "[main] org.apache.hadoop.mapreduce.v2.app.MRAppMaster: Executing with tokens:", 1),
    ("INFO", "[main] org.apache.hadoop.mapreduce.v2.app.MRAppMaster: Using mapred newApiCommitter.", 1),
    ("INFO", "[main] org.apache.hadoop.yarn.event.AsyncDispatcher: Registering class org.apache.hadoop.mapreduce.jobhistory.{camel}EventType for class org.apache.hadoop.mapreduce.v2.app.{camel}Handler", 6),
    ("INFO", "[main] org.apache.hadoop.metrics2.impl.MetricsSystemImpl: Scheduled snapshot period at {small} second(s).", 1),
    ("INFO", "[AsyncDispatcher event handler] org.apache.hadoop.mapreduce.v2.app.job.impl.TaskAttemptImpl: {attempt} TaskAttempt Transitioned from {from} to {to}", 40),
    ("INFO", "[AsyncDispatcher event handler] org.apache.hadoop.mapreduce.v2.app.job.impl.TaskImpl: task_1445144423722_0020_m_{int} Task Transitioned from {task_from} to {to}", 25),
    ("INFO", "[RMCommunicator Allocator] org.apache.hadoop.mapreduce.v2.app.rm.RMContainerAllocator: Assigned container {container} to {attempt}", 10),
    ("INFO", "[RMCommunicator Allocator] org.apache.hadoop.mapreduce.v2.app.rm.RMContainerAllocator: Recalculating schedule, headroom=<memory:{int}, vCores:{small}>", 20),
    ("INFO", "[RMCommunicator Allocator] org.apache.hadoop.mapreduce.v2.app.rm.RMContainerAllocator: Reduce slow start threshold not met. completedMapsForReduceSlowstart {small}", 20),
    ("INFO", "[ContainerLauncher #{small}] org.apache.hadoop.mapreduce.v2.app.launcher.ContainerLauncherImpl: Processing the event EventType: CONTAINER_REMOTE_LAUNCH for container {container} taskAttempt {attempt}", 8),
    ("INFO", "[ContainerLauncher #{small}] org.apache.hadoop.mapreduce.v2.app.launcher.ContainerLauncherImpl: Opening proxy : {node}:{port}", 8),
    ("INFO", "[{handler}] org.apache.hadoop.mapred.TaskAttemptListenerImpl: Progress of TaskAttempt {attempt} is : {float}", 60),
    ("INFO", "[{handler}] org.apache.hadoop.mapred.TaskAttemptListenerImpl: JVM with ID : jvm_1445144423722_0020_m_{int} asked for a task", 5),
    ("INFO", "[{handler}] org.apache.hadoop.mapred.TaskAttemptListenerImpl: JVM with ID: jvm_1445144423722_0020_m_{int} given task: {attempt}", 5),
    ("INFO", "[AsyncDispatcher event handler] org.apache.hadoop.mapreduce.v2.app.job.impl.TaskAttemptImpl: TaskAttempt: [{attempt}] using containerId: [{container} on NM: [{node}:{port}]", 6),
    ("INFO", "[AsyncDispatcher event handler] org.apache.hadoop.yarn.util.RackResolver: Resolved {node} to /default-rack", 6),
    ("INFO", "[AsyncDispatcher event handler] org.apache.hadoop.mapreduce.v2.app.job.impl.JobImpl: Num completed Tasks: {small}", 4),
    ("WARN", "[LeaseRenewer:msrabi@msra-sa-41:9000] org.apache.hadoop.hdfs.LeaseRenewer: Failed to renew lease for [DFSClient_NONMAPREDUCE_{int}_1] for {small} seconds.  Will retry shortly ...", 6),
    ("WARN", "[ResponseProcessor for block BP-1347369012-10.190.173.170-1444972147527:blk_{int}_{int}] org.apache.hadoop.hdfs.DFSClient: Slow ReadProcessor read fields took {int}ms (threshold=30000ms); ack: seqno: {int} status: SUCCESS status: ERROR downstreamAckTimeNanos: 0, targets: [10.86.164.9:50010, 10.86.169.121:50010]", 2),
    ("ERROR", "[RMCommunicator Allocator] org.apache.hadoop.mapreduce.v2.app.rm.RMContainerAllocator: ERROR IN CONTACTING RM.", 2),
    ("WARN", "[RMCommunicator Allocator] org.apache.hadoop.ipc.Client: Address change detected. Old: {node}/10.190.173.170:8030 New: {node}:8030", 1),
    ("INFO", "[RMCommunicator Allocator] org.apache.hadoop.ipc.Client: Retrying connect to server: {node}:8030. Already tried {small} time(s); maxRetries=45", 10),
    ("INFO", "[IPC Server listener on {port}] org.apache.hadoop.ipc.Server: IPC Server listener on {port}: starting", 1),
    ("INFO", "[IPC Server Responder] org.apache.hadoop.ipc.Server: IPC Server Responder: starting", 1),
    ("FATAL", "[IPC Server handler {small} on {port}] org.apache.hadoop.mapred.TaskAttemptListenerImpl: Task: {attempt} - exited : java.net.NoRouteToHostException: No Route to Host from  {node}/10.86.165.66 to {node}:9000 failed on socket timeout exception", 1),
    ("INFO", "[Thread-{small}] org.apache.hadoop.mapreduce.v2.app.MRAppMaster: Job end notification started for jobID : job_1445144423722_0020", 1),
    ("INFO", "[main] org.apache.hadoop.mapreduce.v2.app.rm.RMContainerRequestor: maxContainerCapability: <memory:8192, vCores:32>", 1),
), _ATTEMPT, step_ms=200)

SPARK = Format("spark", _spark, (
    ("INFO", "executor.CoarseGrainedExecutorBackend: Registered signal handlers for [TERM, HUP, INT]", 1),
    ("INFO", "spark.SecurityManager: Changing view acls to: {user}", 2),
    ("INFO", "spark.SecurityManager: Changing modify acls to: {user}", 2),
    ("INFO", "spark.SecurityManager: SecurityManager: authentication disabled; ui acls disabled; users with view permissions: Set({user}); users with modify permissions: Set({user})", 2),
    ("INFO", "storage.BlockManager: Found block rdd_{small}_{int} locally", 40),
    ("INFO", "executor.Executor: Running task {float} in stage {float} (TID {int})", 40),
    ("INFO", "executor.Executor: Finished task {float} in stage {float} (TID {int}). {int} bytes result sent to driver", 40),
    ("INFO", "executor.CoarseGrainedExecutorBackend: Got assigned task {int}", 40),
    ("INFO", "broadcast.TorrentBroadcast: Started reading broadcast variable {small}", 10),
    ("INFO", "storage.MemoryStore: Block broadcast_{small}_piece0 stored as bytes in memory (estimated size {float} KB, free {float} GB)", 10),
    ("INFO", "storage.MemoryStore: Block broadcast_{small} stored as values in memory (estimated size {float} KB, free {float} GB)", 10),
    ("INFO", "broadcast.TorrentBroadcast: Reading broadcast variable {small} took {int} ms", 10),
    ("INFO", "spark.CacheManager: Partition rdd_{small}_{int} not found, computing it", 10),
    ("INFO", "rdd.HadoopRDD: Input split: hdfs://{node}:8020/pjhe/test/{small}/part-{int}:{int}+{int}", 8),
    ("INFO", "python.PythonRunner: Times: total = {int}, boot = {int}, init = {int}, finish = {int}", 20),
    ("INFO", "storage.DiskBlockManager: Created local directory at /opt/hdfs/nodemanager/usercache/{user}/appcache/application_1485248649253_0147/blockmgr-{uuid}", 1),
    ("INFO", "util.Utils: Successfully started service '{ident}' on port {port}.", 2),
    ("WARN", "storage.BlockManager: Putting block rdd_{small}_{int} failed", 1),
    ("ERROR", "executor.CoarseGrainedExecutorBackend: RECEIVED SIGNAL 15: SIGTERM", 1),
    ("INFO", "storage.ShuffleBlockFetcherIterator: Getting {small} non-empty blocks out of {small} blocks", 10),
    ("INFO", "storage.ShuffleBlockFetcherIterator: Started {small} remote fetches in {small} ms", 10),
    ("INFO", "mapred.SparkHadoopMapRedUtil: No need to commit output of task because needsTaskCommit=false: attempt_{int}_{small}_m_{int}_{small}", 4),
    ("WARN", "executor.Executor: Issue communicating with driver in heartbeater", 1),
    ("ERROR", "executor.Executor: Exception in task {float} in stage {float} (TID {int})", 1),
), {"node": _pick("mesos-master-1", "mesos-slave-07", "mesos-slave-13", "hdfs-namenode")}, step_ms=100)

_ZK_THREAD = {"peer": lambda rng: f"QuorumPeer[myid={rng.randint(1, 3)}]/0:0:0:0:0:0:0:0:2181",
              "sender": lambda rng: f"SendWorker:{rng.randint(1, 3)}",
              "zkip": lambda rng: f"/10.10.34.{rng.randint(11, 40)}:{rng.randint(30000, 60000)}",
              "sess": lambda rng: "0x" + _hex(15)(rng)}

ZOOKEEPER = Format("zookeeper", _zookeeper, (
    ("INFO", " [QuorumPeer[myid=1]/0:0:0:0:0:0:0:0:2181:FastLeaderElection@774] - Notification time out: {int}", 20),
    ("INFO", " [WorkerReceiver[myid=1]:FastLeaderElection@542] - Notification: {small} (n.leader), 0x{hex8} (n.zxid), 0x{small} (n.round), LOOKING (n.state), {small} (n.sid), 0x{small} (n.peerEPoch), LOOKING (my state)", 20),
    ("INFO", " [NIOServerCxn.Factory:0.0.0.0/0.0.0.0:2181:NIOServerCnxnFactory@197] - Accepted socket connection from {zkip}", 40),
    ("INFO", " [NIOServerCxn.Factory:0.0.0.0/0.0.0.0:2181:ZooKeeperServer@839] - Client attempting to establish new session at {zkip}", 30),
    ("INFO", " [CommitProcessor:1:ZooKeeperServer@595] - Established session {sess} with negotiated timeout {int} for client {zkip}", 30),
    ("INFO", " [NIOServerCxn.Factory:0.0.0.0/0.0.0.0:2181:NIOServerCnxn@1001] - Closed socket connection for client {zkip} which had sessionid {sess}", 30),
    ("INFO", " [ProcessThread(sid:1 cport:-1)::PrepRequestProcessor@476] - Processed session termination for sessionid: {sess}", 20),
    ("INFO", " [SessionTracker:ZooKeeperServer@325] - Expiring session {sess}, timeout of {int}ms exceeded", 10),
    ("WARN", " [NIOServerCxn.Factory:0.0.0.0/0.0.0.0:2181:NIOServerCnxn@349] - caught end of stream exception", 15),
    ("WARN", " [RecvWorker:{small}:QuorumCnxManager$RecvWorker@762] - Connection broken for id {small}, my id = 1, error = ", 5),
    ("WARN", " [{sender}:QuorumCnxManager$SendWorker@688] - Send worker leaving thread", 5),
    ("WARN", " [{sender}:QuorumCnxManager$SendWorker@679] - Interrupted while waiting for message on queue", 5),
    ("WARN", " [{peer}:QuorumCnxManager@368] - Cannot open channel to {small} at election address /10.10.34.{small}:3888", 8),
    ("INFO", " [{peer}:QuorumPeer@670] - LOOKING", 2),
    ("INFO", " [{peer}:QuorumPeer@738] - FOLLOWING", 2),
    ("INFO", " [{peer}:QuorumPeer@750] - LEADING", 1),
    ("INFO", " [{peer}:Follower@63] - FOLLOWING - LEADER ELECTION TOOK - {int}", 2),
    ("INFO", " [{peer}:Learner@325] - Getting a snapshot from leader", 2),
    ("INFO", " [{peer}:FileTxnSnapLog@240] - Snapshotting: 0x{hex8} to /var/lib/zookeeper/version-2/snapshot.{hex8}", 2),
    ("ERROR", " [LearnerHandler-/10.10.34.{small}:{port}:LearnerHandler@562] - Unexpected exception causing shutdown while sock still open", 2),
    ("WARN", " [LearnerHandler-/10.10.34.{small}:{port}:LearnerHandler@575] - ******* GOODBYE /10.10.34.{small}:{port} ********", 2),
    ("ERROR", " [CommitProcessor:1:NIOServerCnxn@180] - Unexpected Exception: ", 1),
    ("INFO", " [main:QuorumPeerConfig@101] - Reading configuration from: /etc/zookeeper/conf/zoo.cfg", 1),
    ("INFO", " [main:QuorumPeerMain@127] - Starting quorum peer", 1),
    ("WARN", " [{peer}:Follower@118] - Got zxid 0x{hex8} expected 0x1", 1),
), _ZK_THREAD, step_ms=300)

_OS = {"req": lambda rng: f"req-{_uuid(rng)} {_hex(32)(rng)} {_hex(32)(rng)} - - -",
       "tenant": _hex(32), "inst": _uuid,
       "verb": _pick("GET", "GET", "GET", "POST", "DELETE"),
       "api": _pick("servers/detail", "os-server-external-events", "flavors/detail",
                    "os-availability-zone/detail", "extensions")}

OPENSTACK = Format("openstack", _openstack, (
    ("INFO", "nova.osapi_compute.wsgi.server [{req}] {ip} \"{verb} /v2/{tenant}/{api} HTTP/1.1\" status: {int} len: {int} time: {float}", 60),
    ("INFO", "nova.compute.manager [{req}] [instance: {inst}] VM Started (Lifecycle Event)", 5),
    ("INFO", "nova.compute.manager [{req}] [instance: {inst}] VM Paused (Lifecycle Event)", 3),
    ("INFO", "nova.compute.manager [{req}] [instance: {inst}] VM Resumed (Lifecycle Event)", 3),
    ("INFO", "nova.compute.manager [{req}] [instance: {inst}] VM Stopped (Lifecycle Event)", 4),
    ("INFO", "nova.compute.manager [{req}] [instance: {inst}] During sync_power_state the instance has a pending task (spawning). Skip.", 3),
    ("INFO", "nova.compute.manager [{req}] [instance: {inst}] Took {float} seconds to spawn the instance on the hypervisor.", 4),
    ("INFO", "nova.compute.manager [{req}] [instance: {inst}] Took {float} seconds to build instance.", 4),
    ("INFO", "nova.compute.manager [{req}] [instance: {inst}] Terminating instance", 3),
    ("INFO", "nova.virt.libvirt.driver [{req}] [instance: {inst}] Creating image", 3),
    ("INFO", "nova.virt.libvirt.driver [-] [instance: {inst}] Instance destroyed successfully.", 3),
    ("INFO", "nova.virt.libvirt.driver [{req}] [instance: {inst}] Deleting instance files /var/lib/nova/instances/{inst}_del", 3),
    ("INFO", "nova.compute.claims [{req}] [instance: {inst}] Attempting claim: memory {int} MB, disk {small} GB, vcpus {small} CPU", 3),
    ("INFO", "nova.compute.claims [{req}] [instance: {inst}] Total memory: {int} MB, used: {float} MB", 3),
    ("INFO", "nova.compute.claims [{req}] [instance: {inst}] Claim successful", 3),
    ("INFO", "nova.compute.resource_tracker [{req}] Auditing locally available compute resources for node cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us", 5),
    ("INFO", "nova.compute.resource_tracker [{req}] Final resource view: name=cp-1.slowvm1.tcloud-pg0.utah.cloudlab.us phys_ram={int}MB used_ram={int}MB phys_disk={small}GB used_disk={small}GB total_vcpus={small} used_vcpus={small} pci_stats=[]", 5),
    ("INFO", "nova.metadata.wsgi.server [{req}] {ip},{ip} \"GET /openstack/2013-10-17/{ident} HTTP/1.1\" status: {int} len: {int} time: {float}", 5),
    ("WARN", "nova.virt.libvirt.imagecache [{req}] Unknown base file: /var/lib/nova/instances/_base/{hex32}", 2),
    ("INFO", "nova.virt.libvirt.imagecache [{req}] image {inst} at (/var/lib/nova/instances/_base/{hex32}): checking", 3),
    ("ERROR", "nova.compute.manager [{req}] [instance: {inst}] Instance failed to spawn", 1),
    ("WARN", "nova.compute.manager [{req}] While synchronizing instance power states, found {small} instances in the database and {small} instances on the hypervisor.", 1),
    ("INFO", "nova.scheduler.host_manager [{req}] Successfully synced instances from host '{host}'.", 2),
    ("ERROR", "oslo_service.periodic_task [{req}] Error during ComputeManager._run_image_cache_manager_pass", 1),
), _OS, step_ms=300)

FORMATS = (HDFS, HADOOP, SPARK, ZOOKEEPER, OPENSTACK)
