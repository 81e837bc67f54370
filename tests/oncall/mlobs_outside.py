"""Synthetic-but-realistic log corpora with ground-truth templates for a "log fold".

Each entry of FORMATS is (name, make); make(rng) -> 2000 rows {"line", "template", "level"}
in time order.  Everything is generated from message *specs*: a spec is a format string
with ``{name}`` placeholders; the line is the format filled in and the template is the
format with every ``{name}`` replaced by ``<*>``.  Registration asserts that no two specs of
a format share a template string.  Corpora are a pure function of the rng that is passed in.

General conventions used everywhere
-----------------------------------
* Timestamps, pids, thread ids, source ``file:line`` locations, ids, hosts, IPs/ports, paths,
  URLs, sizes, durations, counters and free text (prompts, error strings, exception text,
  JSON/Ruby-hash payloads) are variables, one ``<*>`` per whole token / whole quoted value /
  whole ``key=value`` value.  A unit glued to a number without a space ("2.14GB", "54.3x",
  "12.5%", "1.62it/s") is part of the variable; a unit after a space ("GiB", "MiB/s") is
  constant text.  Every standalone number is a variable, even fixed ones like "HTTP/1.1",
  "(version 1)" or "IsAlive = 1".  Digits glued inside a word ("FP32", "Log4j") are constant.
* Level words and few-valued meaning-changing words (HTTP method, reason phrase, state names,
  step names, exit types, CPU/GPU, signal names, booleans in fixed config echoes) are constant;
  a different value means a different template.
* Optional fields are fixed per template (a spec either always has them or never).
* Multi-line outputs (tables, tracebacks, backtraces) are left out; lines never contain CR/LF
  (JSON and repr()'d strings contain the two characters backslash+n, as the real tools write).

vllm_server
    Layout ``LEVEL MM-DD HH:MM:SS [file.py:LINE] msg`` (vLLM 0.6.x, v0 engine).  Level comes from
    the levelname word (WARNING->WARN, CRITICAL->FATAL); date and time are two variables; the
    ``[file.py:LINE]`` location is one variable (it holds a line number), so the message text is
    what tells templates apart.  Uvicorn lines ``INFO:     ...`` carry their level word; in access
    lines the peer ``ip:port``, path, protocol ("HTTP/1.1") and status code are variables while
    the method and reason phrase ("OK", "Bad Request") are constant.  The tqdm shard-loading line
    and ``(VllmWorkerProcess pid=N)``-prefixed lines are included; the tqdm line shows no level
    ("-").  Metrics percentages keep their '%' inside the variable.  Prompts, SamplingParams
    numbers, token-id lists, Namespace(...) args and exception sizes are variables.
triton_server
    glog layout ``Lmmdd hh:mm:ss.uuuuuu TID file.cc:LINE] msg``.  The first token glues the level
    letter to the date, so as a whole token it is one variable; the level is taken from the letter
    (I/W/E/F).  ``file.cc:LINE]`` is a variable followed by ']'.  Model names, ``model:version``,
    instance names, device ids, addresses, request ids (including the literal ``<id_unknown>``),
    handler ids, rpc_ok values, shapes and HTTP method enums are variables; request states
    (INITIALIZED/PENDING/EXECUTING/RELEASED), gRPC steps (START/COMPLETE/FINISH/ISSUED),
    CPU vs GPU device kind and tensor datatypes (FP32) are constant.  ``Signal (15) received.``
    has no level ("-"); ``error: creating server: ...`` shows "error" -> ERROR.
ray_raylet
    spdlog layout ``[YYYY-MM-DD HH:MM:SS,mmm L PID TID] file.cc:LINE: msg`` mixing raylet.out and
    gcs_server.out.  Date, time, pid, tid and ``file.cc:LINE:`` are variables; the level letter is a
    standalone constant token (I, W, E, C; C=critical/fatal -> FATAL).  Node/worker/actor/job ids,
    IPs, ports, sizes, throughputs, counts, IsAlive flags are variables; exit types
    (INTENDED_USER_EXIT / SYSTEM_ERROR), gRPC status words and "[state-dump]" section names are
    constant.
jaeger_collector
    zap JSON, key order level, ts, caller, msg, extra fields.  Level is the "level" value
    (debug/info/warn/error/fatal).  ts (epoch float) and caller (``pkg/file.go:LINE``) are
    variables; msg is constant except where the message embeds an address or pointer (grpc
    internal logs), where that token is a variable.  Extra field keys are constant; values are
    variables except few-valued status words (health-status, status, system, grpc_log, map-key,
    reason) which are constant.  Nested JSON values (ES bulk "response") are one variable.
    Stacktraces are one variable (JSON-escaped "\\n\\t", no real newlines).
fluent_bit
    ``[YYYY/MM/DD HH:MM:SS] [ info] [component] msg``: date and time are two variables; the
    bracketed level ("[ info]", "[ warn]", "[error]") gives the level; plugin instance names
    (``tail.0``, ``es.0``) contain numbers and are variables inside the component bracket
    (``[input:tail:<*>]``), the plugin type is constant.  Chunk names, inodes, watch fds, paths,
    task ids, retry seconds, worker numbers (``#0``) and host:port are variables.  Fixed config
    words in the storage banner (type=memory+filesystem, sync=normal, checksum=off) and the
    "(Connection refused)" / "(mem buf overlimit)" reasons are constant.  The startup banner
    ("Fluent Bit vX", "* Copyright (C) ...", "* https://fluentbit.io") and the crash line
    ``[..] [engine] caught signal (SIGSEGV)`` show no level ("-"); the fixed project URL in the
    banner is kept constant because it is not drawn from any pool.
logstash_plain
    log4j2 layout ``[ISO8601][LEVEL][logger padded to 25][pipeline][plugin-id] msg``.  The
    padded level ("INFO ", "WARN ", "ERROR", "FATAL") and the padded logger name are constant;
    pipeline id and plugin id are variables; whether a spec has the pipeline / plugin brackets
    is fixed per template.  Inside Ruby-hash payloads every value (quoted strings, numbers,
    arrays, nested hashes, ``#<...>`` objects) is a variable, while hash keys, booleans
    (``:ssl_enabled=>false``) and exception class names of fixed error paths
    (HostUnreachableError, Manticore::SocketException, NullPointerException) are constant.
    ES output lines carry the plugin-id bracket, pipeline-level lines only the pipeline bracket,
    agent/runner lines neither.  "Could not index", "resurrect", DLQ-full and retry lines come in
    bursts, as during a real ES outage.
    ``Using bundled JDK: ...`` shows no level ("-").
"""
from __future__ import annotations

import math
import random
import re
from datetime import datetime, timezone
from itertools import accumulate
from typing import Callable

VAR = re.compile(r"\{(\w+)\}")
LEVELS = ("DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-")
ABNORMAL = ("WARN", "ERROR", "FATAL")
N_ROWS = 2000


# --------------------------------------------------------------------------------------
# value generators
# --------------------------------------------------------------------------------------
def Z(pool, s=1.15):
    """Zipf-skewed pick from an ordered pool (first items most frequent)."""
    pool = list(pool)
    cum = list(accumulate(1.0 / (i + 1) ** s for i in range(len(pool))))
    return lambda r: r.choices(pool, cum_weights=cum)[0]


def I(lo, hi):
    return lambda r: str(r.randint(lo, hi))


def LI(lo, hi):
    """Log-uniform integer (skewed to small values)."""
    a, b = math.log(lo), math.log(hi)
    return lambda r: str(int(round(math.exp(r.uniform(a, b)))))


def F(lo, hi, nd=1):
    return lambda r: f"{r.uniform(lo, hi):.{nd}f}"


def LF(lo, hi, nd=2):
    a, b = math.log(lo), math.log(hi)
    return lambda r: f"{math.exp(r.uniform(a, b)):.{nd}f}"


def H(n):
    return lambda r: f"{r.getrandbits(4 * n):0{n}x}"


def J(*parts):
    """Concatenate constant strings and generators into one value."""
    return lambda r: "".join(p(r) if callable(p) else p for p in parts)


def uuid4(r):
    h = f"{r.getrandbits(128):032x}"
    h = h[:12] + "4" + h[13:16] + "89ab"[int(h[16], 16) & 3] + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def ip10(r):
    return f"10.{r.choice((0, 0, 0, 1, 2, 12, 40))}.{r.randint(0, 255)}.{r.randint(2, 254)}"


def pool(r, fn, n):
    out = []
    while len(out) < n:
        v = fn(r)
        if v not in out:
            out.append(v)
    return out


def hexstr(r, n):
    return f"{r.getrandbits(4 * n):0{n}x}"


def _dt(t):
    return datetime.fromtimestamp(t, timezone.utc)


# --------------------------------------------------------------------------------------
# spec machinery
# --------------------------------------------------------------------------------------
def template_of(fmt: str) -> str:
    return VAR.sub("<*>", fmt)


class S:
    """One message spec: level, format, body weight, burst size, follow-on specs, generators."""

    def __init__(self, level, fmt, w=0.0, burst=(1, 1), follow=(), **gens):
        assert level in LEVELS, level
        self.level, self.fmt, self.w, self.burst = level, fmt, float(w), burst
        self.follow = list(follow)
        self.gens = gens
        self.tmpl = template_of(fmt)


class Reg:
    """Spec registry of one format; refuses two specs with the same template."""

    def __init__(self):
        self.specs: list[S] = []
        self.seen: dict[str, S] = {}

    def __call__(self, level, fmt, w=0.0, **kw) -> S:
        s = S(level, fmt, w, **kw)
        assert s.tmpl not in self.seen, f"duplicate template: {s.tmpl}"
        self.seen[s.tmpl] = s
        self.specs.append(s)
        return s


class Gen:
    """Emits rows for one corpus: clock, value filling, weighted body, bursts, follow-ons."""

    def __init__(self, r, reg, ctxf, fgens, gap):
        self.r, self.reg, self.ctxf, self.fg, self.gap = r, reg, ctxf, fgens, gap
        self.t = 1735689600.0 + r.uniform(0, 330 * 86400)
        self.rows: list[dict[str, str]] = []
        self.body = [s for s in reg.specs if s.w > 0]
        self.cum = list(accumulate(s.w for s in self.body))

    def emit(self, spec, fixed=None, gap=None, follow=True):
        r = self.r
        self.t += r.expovariate(1.0 / (self.gap if gap is None else gap))
        ctx = self.ctxf(self.t, spec)
        vals = dict(fixed) if fixed else {}
        multi = spec.gens.get("_multi")
        if multi:
            for k, v in multi(r).items():
                vals.setdefault(k, v)
        derive = spec.gens.get("_derive")
        if derive:
            vals.update(derive(vals))

        def sub(m):
            k = m.group(1)
            if k in ctx:
                return ctx[k]
            if k not in vals:
                g = spec.gens[k] if k in spec.gens else self.fg[k]
                vals[k] = str(g(r) if callable(g) else g)
            return vals[k]

        line = VAR.sub(sub, spec.fmt)
        self.rows.append({"line": line, "template": spec.tmpl, "level": spec.level})
        for f in spec.follow if follow else ():
            self.emit(f, {k: v for k, v in vals.items() if k not in f.gens}, gap=self.gap * 0.04)
        return vals

    def seq(self, items, gap=None):
        g = self.gap * 0.05 if gap is None else gap
        for it in items:
            spec, fixed = it if isinstance(it, tuple) else (it, None)
            self.emit(spec, fixed, gap=g, follow=False)

    def body_until(self, n):
        r = self.r
        while len(self.rows) < n:
            s = r.choices(self.body, cum_weights=self.cum)[0]
            for _ in range(r.randint(*s.burst)):
                self.emit(s)

    def pause(self, lo=3.0, hi=90.0):
        self.t += self.r.uniform(lo, hi)


def drive(g, startup, shutdown, crash=None, n=N_ROWS, restart_p=0.55, end_p=0.6):
    """startup / shutdown / crash are callables returning lists of spec items."""
    r = g.r
    g.seq(startup())
    end = shutdown() if r.random() < end_p else []
    if r.random() < restart_p:
        mid = r.randint(len(g.rows) + 300, n - 500)
        g.body_until(mid)
        g.seq(crash() if crash is not None and r.random() < 0.5 else shutdown())
        g.pause()
        g.seq(startup())
    g.body_until(n - len(end))
    del g.rows[n - len(end):]
    g.seq(end)
    assert len(g.rows) == n
    return g.rows


# ======================================================================================
# 1. vLLM OpenAI-compatible server
# ======================================================================================
VLLM_MODELS = ["meta-llama/Llama-3.1-8B-Instruct", "Qwen/Qwen2.5-7B-Instruct",
               "mistralai/Mistral-7B-Instruct-v0.3", "meta-llama/Llama-3.1-70B-Instruct",
               "google/gemma-2-9b-it", "Qwen/Qwen2.5-32B-Instruct-AWQ"]
VLLM_QUESTIONS = [
    "Summarize the following support ticket in two sentences.",
    "What is the capital of Australia?",
    "Write a Python function that checks whether a string is a palindrome.",
    "Translate to German: The meeting is moved to Thursday.",
    "Explain the difference between TCP and UDP.",
    "Classify the sentiment of this review: the battery died after a week.",
    "Extract all dates from the text below.",
    "Give me three title ideas for a blog post about Kubernetes autoscaling.",
    "hi",
    "Rewrite this paragraph to be more concise.",
    "What does HTTP status 429 mean?",
    "Generate a SQL query that counts orders per customer for 2024.",
]


def make_vllm(r: random.Random) -> list[dict[str, str]]:
    reg = Reg()
    model = r.choice(VLLM_MODELS)
    ver = r.choice(["0.6.3.post1", "0.6.4.post1", "0.6.5", "0.6.6.post1"])
    tp = r.choice([1, 1, 2, 4])
    maxlen = r.choice(["8192", "16384", "32768", "131072"])
    ips = pool(r, ip10, 30)
    st = {"api_pid": "1", "wpids": []}
    running: list[str] = []

    def new_rid(r):
        x = ("chatcmpl-" if r.random() < 0.78 else "cmpl-") + hexstr(r, 32)
        running.append(x)
        if len(running) > 80:
            running.pop(0)
        return x

    def done_rid(r):
        if running:
            return running.pop(r.randrange(min(len(running), 6)))
        return "chatcmpl-" + hexstr(r, 32)

    def any_rid(r):
        return r.choice(running) if running else "chatcmpl-" + hexstr(r, 32)

    def prompt(r):
        q = Z(VLLM_QUESTIONS)(r)
        if r.random() < 0.5:
            return ("'<|begin_of_text|><|start_header_id|>system<|end_header_id|>\\n\\nYou are a "
                    "helpful assistant.<|eot_id|><|start_header_id|>user<|end_header_id|>\\n\\n"
                    f"{q}<|eot_id|><|start_header_id|>assistant<|end_header_id|>\\n\\n'")
        return f"'<|begin_of_text|><|start_header_id|>user<|end_header_id|>\\n\\n{q}<|eot_id|>'"

    def token_ids(r):
        ids = [128000, 128006, 882, 128007, 271] + [r.randint(10, 128000) for _ in range(r.randint(3, 14))]
        return "[" + ", ".join(map(str, ids)) + ("]" if r.random() < 0.6 else ", ...]")

    peer = lambda r: f"{Z(ips)(r)}:{r.randint(32768, 60999)}"
    fg = {"peer": peer, "proto": "HTTP/1.1", "model": model, "rid": new_rid,
          "ver": ver, "maxlen": maxlen, "pid": lambda r: st["api_pid"]}
    LW = {"DEBUG": "DEBUG", "INFO": "INFO", "WARN": "WARNING", "ERROR": "ERROR", "FATAL": "CRITICAL"}

    def V(level, src, msg, w=0, **kw):
        return reg(level, LW[level] + " {md} {hms} [{src}] " + msg, w, src=src, **kw)

    def U(level, msg, w=0, **kw):  # uvicorn
        word = "INFO:     " if level == "INFO" else "ERROR:    "
        return reg(level, word + msg, w, **kw)

    # --- startup ---
    s_ver = V("INFO", "api_server.py:643", "vLLM API server version {ver}")
    s_args = V("INFO", "api_server.py:644", "args: {args}", args=lambda r: (
        f"Namespace(subparser='serve', model_tag='{model}', config='', host=None, port=8000, "
        f"uvicorn_log_level='info', allow_credentials=False, api_key=None, "
        f"tensor_parallel_size={tp}, max_model_len={maxlen}, gpu_memory_utilization="
        f"{r.choice(['0.9', '0.92', '0.95'])}, enable_prefix_caching={r.choice(['True', 'False'])}, "
        f"disable_log_requests=False, max_log_len=None)"))
    s_tasks = V("INFO", "config.py:403", "This model supports multiple tasks: {tasks}. Defaulting to 'generate'.",
                tasks=Z(["{'generate', 'embed'}", "{'embed', 'generate'}"]))
    s_chunk = V("WARN", "arg_utils.py:1068",
                "Chunked prefill is enabled by default for models with max_model_len > {lim}. Currently, "
                "chunked prefill might not work with some features or models. If you encounter any issues, "
                "please disable chunked prefill by setting --enable-chunked-prefill=False.", lim="32K")
    s_mp = V("INFO", "config.py:1020", "Defaulting to use mp for distributed inference")
    s_init = V("INFO", "llm_engine.py:249",
               "Initializing an LLM engine ({vver}) with config: model='{model}', speculative_config=None, "
               "tokenizer='{model}', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, "
               "trust_remote_code=False, dtype=torch.bfloat16, max_seq_len={maxlen}, download_dir=None, "
               "load_format=LoadFormat.AUTO, tensor_parallel_size={tp}, pipeline_parallel_size={pp}, "
               "disable_custom_all_reduce=False, quantization=None, enforce_eager=False, kv_cache_dtype=auto, "
               "seed={seed}, served_model_name={model}, num_scheduler_steps={nss}, chunked_prefill_enabled=False",
               vver="v" + ver, tp=str(tp), pp="1", seed="0", nss="1")
    s_wready = reg("INFO", "(VllmWorkerProcess pid={wpid}) INFO {md} {hms} [{src}] Worker ready; awaiting tasks",
                   src="multiproc_worker_utils.py:215", wpid=lambda r: r.choice(st["wpids"]))
    s_nccl = V("INFO", "utils.py:961", "Found nccl from library {lib}", lib="libnccl.so.2")
    s_pynccl = V("INFO", "pynccl.py:69", "vLLM is using nccl=={nccl}", nccl=Z(["2.21.5", "2.20.5"]))
    s_flash = V("INFO", "selector.py:135", "Using Flash Attention backend.")
    s_load = V("INFO", "model_runner.py:1072", "Starting to load model {model}...")
    s_wfmt = V("INFO", "weight_utils.py:243", "Using model weights format {wf}", wf="['*.safetensors']")
    s_shards = reg("-", "Loading safetensors checkpoint shards: {pct} Completed | {prog} [{eta},  {rate}]",
                   pct="100%")
    s_took = V("INFO", "model_runner.py:1077", "Loading model weights took {gb} GB", gb=F(4.5, 19.0, 4))
    s_prof = V("INFO", "worker.py:232", "Memory profiling takes {sec} seconds", sec=F(0.8, 6.5, 2))
    s_blocks = V("INFO", "distributed_gpu_executor.py:57", "# GPU blocks: {gpub}, # CPU blocks: {cpub}",
                 gpub=I(2000, 40000), cpub=Z(["2048", "4096", "1638"]))
    s_conc = V("INFO", "distributed_gpu_executor.py:61",
               "Maximum concurrency for {maxlen} tokens per request: {conc}", conc=J(F(2, 80, 2), "x"))
    s_cg1 = V("INFO", "model_runner.py:1400",
              "Capturing cudagraphs for decoding. This may lead to unexpected consequences if the model is not "
              "static. To run the model in eager mode, set 'enforce_eager=True' or use '--enforce-eager' in the CLI.")
    s_cg2 = V("INFO", "model_runner.py:1404",
              "If out-of-memory error occurs during cudagraph capture, consider decreasing "
              "`gpu_memory_utilization` or switching to eager mode. You can also reduce the `max_num_seqs` "
              "as needed to decrease memory usage.")
    s_cgdone = V("INFO", "model_runner.py:1518", "Graph capturing finished in {secs} secs, took {gib} GiB",
                 secs=I(6, 40), gib=F(0.2, 2.5, 2))
    s_initdone = V("INFO", "llm_engine.py:447", "init engine (profile, create kv cache, warmup model) took {sec} seconds",
                   sec=F(12, 95, 2))
    s_routes = V("INFO", "launcher.py:19", "Available routes are:")
    s_route_get = V("INFO", "launcher.py:27", "Route: {route}, Methods: GET, HEAD")
    s_route_post = V("INFO", "launcher.py:27", "Route: {route}, Methods: POST")
    s_started = U("INFO", "Started server process [{pid}]")
    s_waiting = U("INFO", "Waiting for application startup.")
    s_appup = U("INFO", "Application startup complete.")
    s_running = U("INFO", "Uvicorn running on {url} (Press CTRL+C to quit)", url="http://0.0.0.0:8000")

    # --- body ---
    V("INFO", "metrics.py:351",
      "Avg prompt throughput: {pt} tokens/s, Avg generation throughput: {gt} tokens/s, Running: {run} reqs, "
      "Swapped: {sw} reqs, Pending: {pend} reqs, GPU KV cache usage: {gpu}, CPU KV cache usage: {cpu}.",
      w=110, pt=lambda r: f"{r.expovariate(1 / 900) if r.random() < 0.7 else 0.0:.1f}",
      gt=F(0.0, 1400.0, 1), run=LI(1, 48), sw=Z(["0", "0", "1", "3"]), pend=Z(["0", "1", "2", "5", "11", "23"]),
      gpu=J(F(0.1, 97, 1), "%"), cpu=Z(["0.0%", "0.0%", "0.4%"]))
    V("INFO", "metrics.py:367", "Prefix cache hit rate: GPU: {hg}, CPU: {hc}", w=35,
      hg=J(F(0, 88, 2), "%"), hc="0.00%")
    s_added = V("INFO", "async_llm_engine.py:207", "Added request {rid}.")
    V("INFO", "logger.py:37",
      "Received request {rid}: prompt: {prompt}, params: SamplingParams(n={n}, presence_penalty={prp}, "
      "frequency_penalty={fp}, repetition_penalty={rp}, temperature={temp}, top_p={topp}, top_k={topk}, "
      "min_p={minp}, seed=None, stop=[], stop_token_ids=[], include_stop_str_in_output=False, ignore_eos=False, "
      "max_tokens={maxt}, min_tokens={mint}, logprobs=None, prompt_logprobs=None, skip_special_tokens=True, "
      "spaces_between_special_tokens=True, truncate_prompt_tokens=None), guided_decoding=None, "
      "prompt_token_ids: {ptids}, lora_request: None, prompt_adapter_request: None.",
      w=150, follow=[s_added], prompt=prompt, n="1", prp=Z(["0.0", "0.5"]), fp=Z(["0.0", "0.2"]),
      rp=Z(["1.0", "1.05", "1.1"]), temp=Z(["0.7", "0.0", "1.0", "0.2", "0.6"]), topp=Z(["1.0", "0.9", "0.95"]),
      topk=Z(["-1", "40", "50"]), minp=Z(["0.0", "0.05"]), maxt=Z(["512", "1024", "256", "4096", "128", "7680"]),
      mint="0", ptids=token_ids)
    s_acc_post = U("INFO", '{peer} - "POST {path} {proto}" {code} OK',
                   path=Z(["/v1/chat/completions", "/v1/completions", "/tokenize", "/v1/embeddings"]), code="200")
    V("INFO", "async_llm_engine.py:175", "Finished request {rid}.", w=140, follow=[s_acc_post], rid=done_rid)
    U("INFO", '{peer} - "GET {path} {proto}" {code} OK', w=55,
      path=Z(["/health", "/metrics", "/v1/models", "/version", "/ping"]), code="200")
    V("INFO", "async_llm_engine.py:180", "Aborted request {rid}.", w=7, rid=done_rid)
    U("INFO", '{peer} - "POST {path} {proto}" {code} Bad Request', w=4,
      path=Z(["/v1/chat/completions", "/v1/completions"]), code="400")
    U("INFO", '{peer} - "POST {path} {proto}" {code} Unprocessable Entity', w=1.5,
      path=Z(["/v1/chat/completions", "/v1/embeddings"]), code="422")
    U("INFO", '{peer} - "GET {path} {proto}" {code} Not Found', w=2,
      path=Z(["/", "/favicon.ico", "/v1/health", "/.env", "/api/tags"]), code="404")
    U("INFO", '{peer} - "POST {path} {proto}" {code} Internal Server Error', w=0.8,
      path="/v1/chat/completions", code="500")
    V("WARN", "scheduler.py:1560",
      "Sequence group {rid} is preempted by PreemptionMode.RECOMPUTE mode because there is not enough KV cache "
      "space. This can affect the end-to-end performance. Increase gpu_memory_utilization or "
      "tensor_parallel_size to provide more KV cache memory. total_num_cumulative_preemption={tot}",
      w=4, burst=(1, 4), rid=any_rid, tot=LI(1, 900))
    V("WARN", "scheduler.py:1043", "Input prompt ({ntok} tokens) is too long and exceeds limit of {lim}",
      w=1.5, ntok=I(int(maxlen) + 1, int(maxlen) * 2), lim=maxlen)
    V("WARN", "protocol.py:57", "The following fields were present in the request but ignored: {fields}",
      w=1.5, fields=Z(["{'metadata'}", "{'store'}", "{'parallel_tool_calls'}", "{'user', 'metadata'}"]))
    V("INFO", "chat_utils.py:333",
      "Detected the chat template content format to be '{cf}'. You can set `--chat-template-content-format` "
      "to override this.", w=0.6, cf=Z(["string", "openai"]))
    V("ERROR", "serving_chat.py:176", "Error in preprocessing prompt inputs", w=1.0)
    s_oom = V("ERROR", "engine.py:135",
              "OutOfMemoryError('CUDA out of memory. Tried to allocate {alloc} GiB. GPU {gpu} has a total capacity "
              "of {tot} GiB of which {free} MiB is free. Including non-PyTorch memory, this process has {inuse} GiB "
              "memory in use. Of the allocated memory {byt} GiB is allocated by PyTorch, and {res} MiB is reserved "
              "by PyTorch but unallocated. If reserved but unallocated memory is large try setting "
              "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for "
              "Memory Management  ({doc})')", w=0.7,
              alloc=Z(["2.00", "1.96", "3.91", "512.00", "7.82"]), gpu=Z([str(i) for i in range(tp)]),
              tot=Z(["79.15", "39.38", "23.68"]), free=LI(3, 900), inuse=F(20, 79, 2), byt=F(18, 76, 2),
              res=LI(10, 2000), doc="https://pytorch.org/docs/stable/notes/cuda.html#environment-variables")
    s_bgfail = V("ERROR", "async_llm_engine.py:64", "Engine background task failed")
    s_dead = V("FATAL", "launcher.py:99", "MQLLMEngine is already dead, terminating server process", w=0.3)
    U("ERROR", "Exception in ASGI application", w=0.7)
    s_down = V("INFO", "launcher.py:57", "Shutting down FastAPI HTTP server.")
    s_sd1 = U("INFO", "Shutting down")
    s_sd2 = U("INFO", "Waiting for application shutdown.")
    s_sd3 = U("INFO", "Application shutdown complete.")
    s_sd4 = U("INFO", "Finished server process [{pid}]")

    def startup():
        st["api_pid"] = str(r.randint(1, 4000) if r.random() < 0.5 else 1)
        st["wpids"] = [str(int(st["api_pid"]) + 200 + 3 * i) for i in range(max(tp - 1, 1))]
        items = [s_ver, s_args, s_tasks]
        if int(maxlen) > 32768:
            items.append(s_chunk)
        if tp > 1:
            items.append(s_mp)
        items.append(s_init)
        if tp > 1:
            items += [s_wready] * (tp - 1) + [s_nccl, s_pynccl]
        items += [s_flash, s_load, s_wfmt]
        shards = r.choice([2, 4, 4, 8, 15, 30])
        secs = shards * r.uniform(0.3, 2.5)
        items.append((s_shards, {"prog": f"{shards}/{shards}",
                                 "eta": f"00:{int(secs):02d}<00:00", "rate": f"{shards / secs:.2f}it/s"}))
        items += [s_took, s_prof, s_blocks, s_conc, s_cg1, s_cg2, s_cgdone, s_initdone, s_routes]
        for rt in ["/openapi.json", "/docs", "/docs/oauth2-redirect", "/redoc", "/health", "/ping"]:
            items.append((s_route_get, {"route": rt}))
        items.append((s_route_post, {"route": "/tokenize"}))
        items.append((s_route_post, {"route": "/detokenize"}))
        items.append((s_route_get, {"route": "/v1/models"}))
        items.append((s_route_get, {"route": "/version"}))
        for rt in ["/v1/chat/completions", "/v1/completions", "/v1/embeddings"]:
            items.append((s_route_post, {"route": rt}))
        items += [s_started, s_waiting, s_appup, s_running]
        return items

    def shutdown():
        return [s_down, s_sd1, s_sd2, s_sd3, s_sd4]

    def crash():
        return [s_oom, s_bgfail, s_dead, s_sd1, s_sd2, s_sd3, s_sd4]

    def ctx(t, spec):
        d = _dt(t)
        return {"md": d.strftime("%m-%d"), "hms": d.strftime("%H:%M:%S")}

    g = Gen(r, reg, ctx, fg, gap=0.45)
    return drive(g, startup, shutdown, crash)


# ======================================================================================
# 2. NVIDIA Triton Inference Server
# ======================================================================================
TRITON_MODELS = [  # name, backend, kind, output name, output shape
    ("resnet50", "onnxruntime", "GPU", "OUTPUT__0", "[1,1000]"),
    ("text_embedder", "onnxruntime", "GPU", "sentence_embedding", "[8,384]"),
    ("preprocess", "python", "CPU", "PIXEL_VALUES", "[1,3,224,224]"),
    ("yolov8n", "tensorrt", "GPU", "output0", "[1,84,8400]"),
    ("bert_base_uncased", "pytorch", "GPU", "logits", "[4,2]"),
    ("densenet_onnx", "onnxruntime", "GPU", "fc6_1", "[1000,1,1]"),
    ("tokenizer", "python", "CPU", "input_ids", "[1,128]"),
]
TRITON_BE_SRC = {"onnxruntime": ("onnxruntime.cc", 2608, 2704, 2769, 2908),
                 "python": ("python_be.cc", 2199, 2054, 2098, 1339),
                 "tensorrt": ("tensorrt.cc", 65, 231, 297, 5362),
                 "pytorch": ("libtorch.cc", 2354, 2451, 2528, 2113)}
PY_ERRORS = ["AttributeError: 'NoneType' object has no attribute 'as_numpy'",
             "ValueError: cannot reshape array of size 150528 into shape (1,3,224,224)",
             "KeyError: 'input_ids'",
             "TypeError: expected str, bytes or os.PathLike object, not NoneType",
             "RuntimeError: CUDA error: out of memory"]


def make_triton(r: random.Random) -> list[dict[str, str]]:
    reg = Reg()
    k = r.randint(3, len(TRITON_MODELS))
    models = r.sample(TRITON_MODELS, k)
    bad = r.choice([m for m in TRITON_MODELS if m not in models] + [None, None])
    ngpu = r.choice([1, 1, 2, 4])
    gpuname = r.choice(["NVIDIA A100-SXM4-80GB", "NVIDIA A10G", "Tesla T4", "NVIDIA L4", "NVIDIA H100 80GB HBM3"])
    peer_warn = ngpu > 1 and r.random() < 0.6
    tids = [str(r.randint(100, 9999)) for _ in range(12)]
    handlers = {"n": 0}

    def hid(r):
        handlers["n"] += r.randint(1, 3)
        return str(handlers["n"])

    be_src = {m[0]: f"{TRITON_BE_SRC[m[1]][0]}:{TRITON_BE_SRC[m[1]][4]}" for m in TRITON_MODELS}
    pick_model = Z(models)

    def inst_multi(r):
        m = pick_model(r)
        return {"model": m[0], "inst": f"{m[0]}_0_{r.randint(0, 1)}", "out": m[3], "shape": m[4]}

    fg = {"tid": Z(["1"] + tids), "rq": Z(["<id_unknown>"] * 1 + [str(r.randint(1, 99999)) for _ in range(20)], 0.6),
          "ok": "1", "hid": hid, "dev": Z([str(i) for i in range(ngpu)])}

    def T(level, src, msg, w=0, **kw):
        return reg(level, "{gl} {hms} {tid} {src}] " + msg, w, src=src, **kw)

    # --- startup ---
    s_pin = T("INFO", "pinned_memory_manager.cc:277", "Pinned memory pool is created at '{addr}' with size {size}",
              addr=lambda r: f"0x7f{hexstr(r, 10)}", size="268435456", tid="1")
    s_pinw = T("WARN", "pinned_memory_manager.cc:271",
               "Unable to allocate pinned system memory, pinned memory pool will not be available: CUDA driver "
               "version is insufficient for CUDA runtime version", tid="1")
    s_cuda = T("INFO", "cuda_memory_manager.cc:107", "CUDA memory pool is created on device {dev} with size {size}",
               size="67108864", tid="1")
    s_peer = T("WARN", "server.cc:251", "failed to enable peer access for some device pairs", tid="1")
    s_loading = T("INFO", "model_lifecycle.cc:461", "loading: {mv}")
    s_beinit = T("INFO", "backend_src", "TRITONBACKEND_Initialize: {be}")
    s_api1 = T("INFO", "backend_src", "Triton TRITONBACKEND API version: {api}", api="1.19")
    s_api2 = T("INFO", "backend_src", "'{be}' TRITONBACKEND API version: {api}", api="1.19")
    s_minit = T("INFO", "backend_src", "TRITONBACKEND_ModelInitialize: {model} (version {ver})", ver="1")
    s_iinit_g = T("INFO", "backend_src", "TRITONBACKEND_ModelInstanceInitialize: {inst} (GPU device {dev})")
    s_iinit_c = T("INFO", "backend_src", "TRITONBACKEND_ModelInstanceInitialize: {inst} (CPU device {dev})", dev="0")
    s_trt = T("INFO", "logging.cc:46", "Loaded engine size: {mib} MiB", mib=LI(6, 300))
    s_loaded = T("INFO", "model_lifecycle.cc:827", "successfully loaded '{model}'")
    s_failed = T("ERROR", "model_lifecycle.cc:638",
                 "failed to load '{model}' version {ver}: Invalid argument: model '{model}', tensor '{tensor}': the "
                 "model expects {d1} dimensions (shape {s1}) but the model configuration specifies {d2} dimensions "
                 "(shape {s2})", ver="1", tensor=Z(["input_ids", "INPUT__0", "images"]), d1="2", s1="[-1,-1]",
                 d2="3", s2="[-1,-1,1]")
    s_gpumet = T("INFO", "metrics.cc:877", "Collecting metrics for GPU {dev}: {gpuname}", gpuname=gpuname, tid="1")
    s_cpumet = T("INFO", "metrics.cc:770", "Collecting CPU metrics", tid="1")
    s_grpc = T("INFO", "grpc_server.cc:2495", "Started GRPCInferenceService at {addr}", addr="0.0.0.0:8001", tid="1")
    s_http = T("INFO", "http_server.cc:4619", "Started HTTPService at {addr}", addr="0.0.0.0:8000", tid="1")
    s_mets = T("INFO", "http_server.cc:282", "Started Metrics Service at {addr}", addr="0.0.0.0:8002", tid="1")

    # --- body: gRPC inference chain (--log-verbose=1) ---
    c_pend = T("INFO", "infer_request.cc:131", "[request id: {rq}] Setting state from INITIALIZED to PENDING")
    c_exec = T("INFO", "infer_request.cc:131", "[request id: {rq}] Setting state from PENDING to EXECUTING")
    c_be = T("INFO", "backend_exec", "model {model}, instance {inst}, executing {n} requests",
             n=Z(["1", "1", "2", "4", "8"]), _derive=lambda v: {"src": be_src[v["model"]]})
    c_resp = T("INFO", "infer_response.cc:174", "add response output: output: {out}, type: FP32, shape: {shape}")
    c_rel = T("INFO", "infer_request.cc:131", "[request id: {rq}] Setting state from EXECUTING to RELEASED")
    c_iss = T("INFO", "infer_handler.cc:1062", "ModelInferHandler::InferResponseComplete, {hid} step ISSUED")
    c_comp = T("INFO", "infer_handler.cc:693", "Process for ModelInferHandler, rpc_ok={ok}, {hid} step COMPLETE")
    c_fin = T("INFO", "infer_handler.cc:693", "Process for ModelInferHandler, rpc_ok={ok}, {hid} step FINISH")
    c_new = T("INFO", "infer_handler.cc:675", "New request handler for ModelInferHandler, {hid}")
    T("INFO", "infer_handler.cc:693", "Process for ModelInferHandler, rpc_ok={ok}, {hid} step START", w=20,
      follow=[c_new, c_pend, c_exec, c_be, c_resp, c_rel, c_iss, c_comp, c_fin],
      _multi=lambda r: dict(inst_multi(r), rq=fg["rq"](r), hid=hid(r)))
    http_uris = [("0", "/v2/health/ready"), ("0", "/v2/health/live"), ("2", "/v2/models/{m}/infer"),
                 ("0", "/v2/models/{m}"), ("2", "/v2/repository/index"), ("0", "/v2/models/{m}/config")]
    T("INFO", "http_server.cc:4432", "HTTP request: {meth} {uri}", w=45, _multi=lambda r: (
        lambda p: {"meth": p[0], "uri": p[1].replace("{m}", Z(models)(r)[0])})(Z(http_uris, 1.4)(r)))
    s_loading.w = 0.8
    s_loading.follow = [s_loaded]
    s_loading.gens["_multi"] = lambda r: (lambda m: {"mv": f"{m[0]}:1", "model": m[0]})(Z(models)(r))
    T("ERROR", "python_be.cc:1339", "Failed to process the request(s) for model '{inst}', message: {pymsg}",
      w=2.5, burst=(1, 4), inst=lambda r: r.choice([m[0] for m in models if m[1] == "python"] or ["preprocess"]) + "_0_0",
      pymsg=Z(PY_ERRORS))
    T("ERROR", "infer_request.cc:847", "[request id: {rq}] inference request batch-size must be <= {mbs} for '{model}'",
      w=1.5, mbs=Z(["8", "16", "32", "4"]), model=lambda r: Z(models)(r)[0])
    T("ERROR", "model_repository_manager.cc:1186",
      "Poll failed for model directory '{model}': failed to open text file for read {path}: No such file or directory",
      w=0.5, _multi=lambda r: (lambda m: {"model": m, "path": f"/models/{m}/config.pbtxt"})(
          r.choice(["bert_onnx", "resnet50_old", "ensemble_det", "tmp"])))
    T("WARN", "metrics.cc:699", "Unable to get energy consumption for GPU {dev}. Status:Success, value:{v}",
      w=1.2, v="0")
    T("WARN", "dynamic_batch_scheduler.cc:283", "[request id: {rq}] Request timeout expired", w=1.0)
    # --- shutdown ---
    s_sig = reg("-", "Signal ({sig}) received.")
    s_wait = T("INFO", "server.cc:305", "Waiting for in-flight requests to complete.", tid="1")
    s_t1 = T("INFO", "server.cc:321", "Timeout {to}: Found {k} model versions that have in-flight inferences",
             tid="1", to=Z(["30", "29"]), k="0")
    s_stop = T("INFO", "server.cc:336", "All models are stopped, unloading models", tid="1")
    s_t2 = T("INFO", "server.cc:343", "Timeout {to}: Found {k} live models and {k2} in-flight non-inference requests",
             tid="1", to=Z(["30", "29", "28"]), k2="0")
    s_ifin = T("INFO", "backend_src", "TRITONBACKEND_ModelInstanceFinalize: delete instance state")
    s_mfin = T("INFO", "backend_src", "TRITONBACKEND_ModelFinalize: delete model state")
    s_unl = T("INFO", "model_lifecycle.cc:612", "successfully unloaded '{model}' version {ver}", ver="1")
    s_err = reg("ERROR", "error: creating server: Internal - failed to load all models")

    def startup():
        items = [s_pinw] if r.random() < 0.1 else [s_pin]
        items += [s_cuda] * ngpu + ([s_peer] if peer_warn else [])
        ld = list(models) + ([bad] if bad else [])
        seen_be = set()
        for m in ld:
            items.append((s_loading, {"mv": f"{m[0]}:1", "model": m[0]}))
        for m in ld:
            src = TRITON_BE_SRC[m[1]]
            if m[1] not in seen_be:
                seen_be.add(m[1])
                for sp, ln in ((s_beinit, src[1]), (s_api1, src[1] + 10), (s_api2, src[1] + 16)):
                    items.append((sp, {"src": f"{src[0]}:{ln}", "be": m[1], "tid": "1"}))
            items.append((s_minit, {"src": f"{src[0]}:{src[2]}", "model": m[0]}))
            if m is bad:
                items.append((s_failed, {"model": m[0]}))
                continue
            for i in range(r.choice([1, 1, 2])):
                sp = s_iinit_g if m[2] == "GPU" else s_iinit_c
                items.append((sp, {"src": f"{src[0]}:{src[3]}", "inst": f"{m[0]}_0_{i}"}))
                if m[1] == "tensorrt":
                    items.append(s_trt)
            items.append((s_loaded, {"model": m[0]}))
        items += [s_gpumet] * ngpu + [s_cpumet, s_grpc, s_http, s_mets]
        return [(it, {"dev": str(i % ngpu)}) if it in (s_cuda, s_gpumet) and not isinstance(it, tuple) else it
                for i, it in enumerate(items)]

    def shutdown(sig="15", fail=False):
        items = [(s_sig, {"sig": sig}), s_wait, s_t1, s_stop,
                 (s_t2, {"k": str(len(models))})]
        for m in models:
            src = TRITON_BE_SRC[m[1]]
            items.append((s_ifin, {"src": f"{src[0]}:{src[4] + 3}"}))
            items.append((s_mfin, {"src": f"{src[0]}:{src[2] + 37}"}))
            items.append((s_unl, {"model": m[0]}))
        if fail:
            items.append(s_err)
        return items

    def crash():
        return [(s_sig, {"sig": "11"})] if bad is None else shutdown(fail=True)

    def ctx(t, spec):
        d = _dt(t)
        return {"gl": {"INFO": "I", "WARN": "W", "ERROR": "E", "FATAL": "F"}.get(spec.level, "I") + d.strftime("%m%d"),
                "hms": d.strftime("%H:%M:%S.%f")}

    g = Gen(r, reg, ctx, fg, gap=0.25)
    return drive(g, startup, lambda: shutdown(fail=bad is not None and r.random() < 0.5), crash)


# ======================================================================================
# 3. Ray raylet.out / gcs_server.out
# ======================================================================================
def make_ray(r: random.Random) -> list[dict[str, str]]:
    reg = Reg()
    nodes = pool(r, lambda r: hexstr(r, 56), 8)
    node_ips = pool(r, ip10, 8)
    me = 0
    workers = pool(r, lambda r: hexstr(r, 56), 60)
    actors = pool(r, lambda r: hexstr(r, 32), 40)
    jobs = [f"{i:02x}000000" for i in range(1, 12)]
    st = {"rpid": "1", "gpid": "1", "wpid": 20000}

    def wpid(r):
        st["wpid"] += r.randint(1, 40)
        return str(st["wpid"])

    def node_multi(r):
        i = Z(range(len(nodes)), 0.9)(r)
        return {"nid": nodes[i], "ip": node_ips[i]}

    fg = {"nid": Z(nodes, 0.9), "wid": Z(workers, 0.8), "aid": Z(actors, 0.9), "jid": Z(jobs, 1.3),
          "ip": node_ips[me], "wpid": wpid}
    LL = {"DEBUG": "D", "INFO": "I", "WARN": "W", "ERROR": "E", "FATAL": "C"}

    def R(level, src, msg, w=0, **kw):  # raylet
        return reg(level, "[{d} {tm} " + LL[level] + " {pid} {tid}] {src}: " + msg, w, src=src,
                   pid=lambda r: st["rpid"], tid=lambda r: r.choice([st["rpid"]] * 3 + [str(int(st["rpid"]) + 11),
                                                                     str(int(st["rpid"]) + 37)]), **kw)

    def G(level, src, msg, w=0, **kw):  # gcs_server
        return reg(level, "[{d} {tm} " + LL[level] + " {pid} {tid}] {src}: " + msg, w, src=src,
                   pid=lambda r: st["gpid"], tid=lambda r: r.choice([st["gpid"], str(int(st["gpid"]) + 6)]), **kw)

    # --- startup (gcs, then raylet) ---
    g_load = G("INFO", "gcs_init_data.cc:45", "Loading job table data.")
    g_fin = G("INFO", "gcs_init_data.cc:57", "Finished loading job table data, size = {n}", n=I(0, 40))
    g_reg = G("INFO", "gcs_node_manager.cc:55",
              "Registering node info, address = {ip}, node name = {ip}, node id = {nid}", _multi=node_multi)
    g_regd = G("INFO", "gcs_node_manager.cc:75",
               "Finished registering node info, address = {ip}, node name = {ip}, node id = {nid}")
    g_reg.follow = [g_regd]
    g_reg.w = 0.4
    r_iosp = R("INFO", "io_service_pool.cc:35", "IOServicePool is running with {n} io_service.", n="1")
    r_cid = R("INFO", "main.cc:413", "Setting cluster ID to: {cid}", cid=H(56))
    r_kill = R("INFO", "main.cc:542", "Raylet is not set to kill unknown children.")
    r_nid = R("INFO", "main.cc:669", "Setting node ID node_id={nid}", nid=nodes[me])
    r_plasma = R("INFO", "store_runner.cc:32", "Allowing the Plasma store to use up to {mem} of memory.",
                 mem=Z(["2.14748GB", "10.4758GB", "19.3273GB", "64.4245GB"]))
    r_store = R("INFO", "store_runner.cc:48",
                "Starting object store with directory {dir}, fallback {fb}, and huge page support disabled",
                dir="/dev/shm", fb="/tmp/ray")
    r_omgr = R("INFO", "grpc_server.cc:134", "ObjectManager server started, listening on port {port}.", port="8076")
    r_policy = R("INFO", "worker_killing_policy.cc:101", "Running GroupByOwner policy.")
    r_mem = R("INFO", "memory_monitor.cc:47",
              "MemoryMonitor initialized with usage threshold at {th} bytes ({frac} system memory), total system "
              "memory bytes: {tot}", th="63987229491", frac="0.95", tot="67354978304")
    r_nm = R("INFO", "node_manager.cc:407", "Initializing NodeManager node_id={nid}", nid=nodes[me])
    r_nmsrv = R("INFO", "grpc_server.cc:134", "NodeManager server started, listening on port {port}.",
                port=I(35000, 45000))
    s_wstart = R("INFO", "worker_pool.cc:511", "Started worker process with pid {wpid}, the token is {tok}",
                 w=22, tok=LI(1, 4000))
    r_agent = R("INFO", "agent_manager.cc:51", "Monitor agent process with name {name}")
    r_up = R("INFO", "raylet.cc:134",
             "Raylet of id, {nid} started. Raylet consists of node_manager and object_manager. node_manager "
             "address: {addr} object_manager address: {addr2} hostname: {host}", nid=nodes[me],
             addr=lambda r: f"{node_ips[me]}:{r.randint(35000, 45000)}", addr2=f"{node_ips[me]}:8076",
             host="ip-" + node_ips[me].replace(".", "-"))
    r_notify = R("INFO", "accessor.cc:627", "Received notification for node id = {nid}, IsAlive = {alive}",
                 w=3, alive=Z(["1", "0"], 2.0))

    # --- body ---
    R("INFO", "node_manager.cc:1535",
      "NodeManager::DisconnectClient, disconnect_type={dt}, has creation task exception = false", w=16,
      dt=Z(["3", "1", "2", "0"]))
    R("INFO", "node_manager.cc:1613", "Ignoring client disconnect because the client has already been disconnected.",
      w=1.5)
    R("INFO", "node_manager.cc:1078", "The leased worker {wid} is killed because the owner process {wpid} died.",
      w=2, wpid=I(1000, 60000))
    g_lease = G("INFO", "gcs_actor_scheduler.cc:312",
                "Start leasing worker from node {nid} for actor {aid}, job id = {jid}")
    g_leased = G("INFO", "gcs_actor_scheduler.cc:656",
                 "Finished leasing worker from {nid} for actor {aid}, job id = {jid}")
    g_create = G("INFO", "gcs_actor_scheduler.cc:572",
                 "Start creating actor {aid} on worker {wid} at node {nid}, job id = {jid}")
    g_created = G("INFO", "gcs_actor_manager.cc:1150", "Actor created successfully, job id = {jid}, actor id = {aid}")
    G("INFO", "gcs_actor_manager.cc:276", "Registering actor, job id = {jid}, actor id = {aid}", w=7,
      follow=[g_lease, g_leased, g_create, g_created], _multi=lambda r: {"nid": fg["nid"](r), "wid": fg["wid"](r)})
    G("INFO", "gcs_worker_manager.cc:59",
      "Reporting worker exit, worker id = {wid}, node id = {nid}, address = {ip}, exit_type = INTENDED_USER_EXIT, "
      "exit_detail = {detail}", w=10, _multi=node_multi,
      detail=Z(["Worker exits because it was idle (it doesn't have objects it owns while no task or actor has been "
                "scheduled) for a long time.", "Worker exits by an user request. exit_actor() is called.",
                "Worker exits with an exit code None."]))
    G("WARN", "gcs_worker_manager.cc:59",
      "Reporting worker exit, worker id = {wid}, node id = {nid}, address = {ip}, exit_type = SYSTEM_ERROR, "
      "exit_detail = {detail}", w=1.5, _multi=node_multi,
      detail=Z(["Worker unexpectedly exits with a connection error code 2. End of file. There are some potential "
                "root causes. (1) The process is killed by SIGKILL by OOM killer due to high memory usage.",
                "The leased worker has unrecoverable failure. Worker is requested to be destroyed when it is "
                "returned."]))
    G("INFO", "gcs_job_manager.cc:135", "Adding job, job id = {jid}, driver pid = {dpid}", w=1.5, dpid=I(1000, 90000))
    G("INFO", "gcs_job_manager.cc:216", "Finished marking job state, job id = {jid}", w=1.5)
    R("INFO", "local_object_manager.cc:490",
      "Spilled {mib} MiB, {n} objects, write throughput {tp} MiB/s. Set RAY_verbose_spill_logs={flag} to disable "
      "this message.", w=8, burst=(1, 3), mib=LI(64, 90000), n=LI(1, 5000), tp=LI(90, 2400), flag="0")
    R("INFO", "local_object_manager.cc:631",
      "Restored {mib} MiB, {n} objects, read throughput {tp} MiB/s", w=4, mib=LI(32, 40000), n=LI(1, 3000),
      tp=LI(120, 3000))
    R("WARN", "create_request_queue.cc:124",
      "Out-of-memory: Failed to create object {oid} of size {mb} MB", w=1.2, oid=H(56), mb=F(0.1, 4000, 2))
    R("WARN", "node_manager.cc:3040",
      "{nk} Workers (tasks / actors) killed due to memory pressure (OOM), {nc} Workers crashed due to other reasons "
      "at node (ID: {nid}, IP: {ip}) over the last time period. To see more information about the Workers killed on "
      "this node, use `ray logs raylet.out -ip {ip}`", w=1.0, nk=LI(1, 30), nc="0", nid=nodes[me])
    R("WARN", "worker_pool.cc:622",
      "Some workers of the worker process({wpid}) have not registered within the timeout. The process is still "
      "alive, probably it's hanging during start.", w=1.0)
    G("WARN", "gcs_health_check_manager.cc:110",
      "Health check failed for node {nid}, remaining checks {k}, status UNAVAILABLE", w=1.5, burst=(1, 4),
      k=Z(["4", "3", "2", "1", "0"], 0.3))
    g_remove = G("INFO", "gcs_node_manager.cc:310", "Removing node, node id = {nid}, node name = {ip}")
    G("ERROR", "gcs_node_manager.cc:279",
      "The node with node id: {nid} and address: {ip} and node name: {ip} has been marked dead because the "
      "detector has missed too many heartbeats from it.", w=0.6, _multi=node_multi, follow=[g_remove])
    R("ERROR", "node_manager.cc:683",
      "Failed to get the resource load: GrpcUnavailable: RPC Error message: failed to connect to all addresses; "
      "last error: UNKNOWN: {addr}: Failed to connect to remote host: Connection refused; RPC Error details:",
      w=1.2, burst=(1, 3), addr=lambda r: f"ipv4:{node_ips[0]}:6379")
    R("ERROR", "gcs_rpc_client.h:210", "Failed to connect to GCS at address {addr} within {n} seconds.", w=0.6,
      addr=lambda r: f"{node_ips[0]}:6379", n="5")
    R("INFO", "node_manager.cc:683", "[state-dump] NodeManager:", w=2.5, follow=[
        R("INFO", "node_manager.cc:683", "[state-dump] Node ID: {nid}", nid=nodes[me]),
        R("INFO", "node_manager.cc:683", "[state-dump] Node name: {ip}"),
        R("INFO", "node_manager.cc:683", "[state-dump] InitialConfigResources: {res}",
          res=lambda r: "{node:" + node_ips[me] + ": 10000, CPU: 320000, memory: 2147483648000000, "
                        "object_store_memory: 107374182400000}"),
        R("INFO", "node_manager.cc:683", "[state-dump] Global stats: {n} total ({k} active)",
          n=LI(1000, 900000), k=LI(5, 200))])
    r_fatal_gcs = R("FATAL", "gcs_rpc_client.h:179",
                    "Failed to connect to GCS within {n} seconds. GCS may have been killed. It's either GCS is "
                    "terminated by `ray stop` or is killed unexpectedly. If it is killed unexpectedly, see the log "
                    "file gcs_server.out.", n="60")
    r_fatal_dead = R("FATAL", "node_manager.cc:1012",
                     "[Timeout] Exiting because this node manager has mistakenly been marked as dead by the GCS: GCS "
                     "failed to check the health of this node for {n} times. This is likely because the machine or "
                     "raylet has become overloaded.", n="5")
    r_term = R("INFO", "main.cc:491", "Raylet received SIGTERM, shutting down...")
    r_drain = R("INFO", "node_manager.cc:2140", "Sending Exit to worker {wid}", w=0)

    def startup():
        st["gpid"] = str(r.randint(300, 3000))
        st["rpid"] = str(int(st["gpid"]) + r.randint(20, 300))
        st["wpid"] = int(st["rpid"]) + 50
        items = [g_load, g_fin]
        items += [(g_reg, {"nid": nodes[0], "ip": node_ips[0]}), (g_regd, {"nid": nodes[0], "ip": node_ips[0]})]
        items += [r_iosp, r_cid, r_kill, r_nid, r_plasma, r_store, r_omgr, r_policy, r_mem, r_nm, r_nmsrv]
        items += [s_wstart] * r.randint(2, 8)
        items += [(r_agent, {"name": f"dashboard_agent/{r.randint(10 ** 8, 10 ** 9)}"}),
                  (r_agent, {"name": "runtime_env_agent"}), r_up]
        for i in range(1, r.randint(2, len(nodes))):
            items += [(g_reg, {"nid": nodes[i], "ip": node_ips[i]}), (g_regd, {"nid": nodes[i], "ip": node_ips[i]}),
                      (r_notify, {"nid": nodes[i], "alive": "1"})]
        return items

    def shutdown():
        return [r_term] + [r_drain] * r.randint(1, 5)

    def crash():
        return [r.choice([r_fatal_gcs, r_fatal_dead])]

    def ctx(t, spec):
        d = _dt(t)
        return {"d": d.strftime("%Y-%m-%d"), "tm": d.strftime("%H:%M:%S,") + f"{d.microsecond // 1000:03d}"}

    g = Gen(r, reg, ctx, fg, gap=1.2)
    return drive(g, startup, shutdown, crash, restart_p=0.45)


# ======================================================================================
# 4. Jaeger collector (zap JSON)
# ======================================================================================
ES_ERRORS = [
    "elastic: Error 429 (Too Many Requests): rejected execution of coordinating operation [coordinating_and_primary_"
    "bytes=214748364, replica_bytes=0, all_bytes=214748364, coordinating_operation_bytes=3145728, max_coordinating_"
    "and_primary_bytes=214748364] [type=es_rejected_execution_exception]",
    "context deadline exceeded",
    "dial tcp {es}: connect: connection refused",
    "no Elasticsearch node available",
    "elastic: Error 503 (Service Unavailable): all shards failed [type=search_phase_execution_exception]",
]


def make_jaeger(r: random.Random) -> list[dict[str, str]]:
    reg = Reg()
    es_ips = pool(r, ip10, 3)
    peers = pool(r, ip10, 25)
    err = lambda r: Z(ES_ERRORS, 1.0)(r).replace("{es}", f"{r.choice(es_ips)}:9200")
    stack = ("github.com/jaegertracing/jaeger/cmd/collector/app.(*spanProcessor).saveSpan\\n\\tgithub.com/"
             "jaegertracing/jaeger/cmd/collector/app/span_processor.go:{a}\\ngithub.com/jaegertracing/jaeger/cmd/"
             "collector/app.ChainedProcessSpan.func1\\n\\tgithub.com/jaegertracing/jaeger/cmd/collector/app/"
             "model_consumers.go:{b}\\ngithub.com/jaegertracing/jaeger/cmd/collector/app.(*spanProcessor)."
             "processItemFromQueue\\n\\tgithub.com/jaegertracing/jaeger/cmd/collector/app/span_processor.go:{c}")
    fg = {"trace": H(32), "span": H(16), "stack": lambda r: stack.format(a=178, b=35, c=222)}
    LW = {"DEBUG": "debug", "INFO": "info", "WARN": "warn", "ERROR": "error", "FATAL": "fatal"}

    def Jg(level, caller, msg, extra="", w=0, **kw):
        return reg(level, '{"level":"' + LW[level] + '","ts":{ts},"caller":"{caller}","msg":"' + msg + '"'
                   + extra + "}", w, caller=caller, **kw)

    GRPC = ',"system":"grpc","grpc_log":true'
    # --- startup ---
    s = {}
    s["met"] = Jg("INFO", "flags/service.go:119", "Mounting metrics handler on admin server", ',"route":"{route}"',
                  route="/metrics")
    s["exp"] = Jg("INFO", "flags/service.go:125", "Mounting expvar handler on admin server", ',"route":"{route}"',
                  route="/debug/vars")
    s["hc"] = Jg("INFO", "flags/admin.go:129", "Mounting health check on admin server", ',"route":"{route}"',
                 route="/")
    s["adm"] = Jg("INFO", "flags/admin.go:143", "Starting admin HTTP server", ',"http-addr":"{addr}"', addr=":14269")
    s["admup"] = Jg("INFO", "flags/admin.go:121", "Admin server started",
                    ',"http.host-port":"{hp}","health-status":"unavailable"', hp="[::]:14269")
    s["depr"] = Jg("WARN", "flags/flags.go:52", "Using deprecated configuration", ',"option":"{opt}"',
                   opt=Z(["collector.grpc-port", "es.max-num-spans", "collector.http-port"]))
    s["esdet"] = Jg("INFO", "config/config.go:279", "Elasticsearch detected", ',"version":{v}', v=Z(["7", "8"]))
    s["arch"] = Jg("INFO", "builder/builder.go:39", "Archive storage not created",
                   ',"reason":"archive storage not supported"')
    s["qs"] = Jg("INFO", "app/span_processor.go:129", "Starting span processor",
                 ',"queue-size":{qs},"num-workers":{nw}', qs=Z(["2000", "5000", "100000"]), nw=Z(["50", "100"]))
    s["grpc"] = Jg("INFO", "server/grpc.go:104", "Starting jaeger-collector gRPC server",
                   ',"grpc.host-port":"{hp}"', hp="[::]:14250")
    s["http"] = Jg("INFO", "server/http.go:48", "Starting jaeger-collector HTTP server",
                   ',"http host-port":":{port}"', port="14268")
    s["zip"] = Jg("INFO", "server/zipkin.go:45", "Not listening for Zipkin HTTP traffic, port not configured")
    s["otlp"] = Jg("INFO", "app/collector.go:159", "OTLP receiver status change", ',"status":"StatusStarting"')
    s["sub"] = Jg("INFO", "grpclog/component.go:71", "[core]Subchannel Connectivity change to CONNECTING", GRPC)
    s["pf"] = Jg("INFO", "grpclog/component.go:71",
                 "[core]pickfirstBalancer: UpdateSubConnState: {ptr}, {CONNECTING <nil>}", GRPC,
                 ptr=J("0xc000", H(6)))
    s["subr"] = Jg("INFO", "grpclog/component.go:71", "[core]Subchannel Connectivity change to READY", GRPC)
    s["chr"] = Jg("INFO", "grpclog/component.go:71", "[core]Channel Connectivity change to READY", GRPC)
    s["ready"] = Jg("INFO", "healthcheck/handler.go:129", "Health Check state change", ',"status":"ready"')
    # --- body ---
    Jg("DEBUG", "app/span_processor.go:176", "Span written to the storage by the collector",
       ',"trace-id":"{trace}","span-id":"{span}"', w=30, burst=(1, 3))
    Jg("ERROR", "app/span_processor.go:178", "Failed to save span", ',"error":"{err}","stacktrace":"{stack}"',
       w=5, burst=(1, 4), err=err)
    Jg("WARN", "app/span_processor.go:243", "Queue is full, dropping span",
       ',"queue-size":{qs},"trace-id":"{trace}","span-id":"{span}"', w=3, burst=(2, 7), qs=Z(["2000", "5000"]))
    Jg("INFO", "app/span_processor.go:283", "Resizing the internal span queue",
       ',"new-size":{ns},"prev-size":{ps}', w=0.8, ns=Z(["4000", "8000", "16000"]), ps=Z(["2000", "4000"]))
    Jg("ERROR", "config/config.go:157", "Elasticsearch could not process bulk request",
       ',"request_count":{rc},"failed_count":{fc},"error":"{err}"', w=2, rc=LI(1, 5000), fc=LI(1, 5000), err=err)
    Jg("ERROR", "config/config.go:168", "Elasticsearch part of bulk request failed",
       ',"map-key":"index","response":{resp}', w=3, burst=(1, 6), resp=lambda r: (
           '{"_index":"jaeger-span-' + _dt(1735689600 + r.randint(0, 300) * 86400).strftime("%Y-%m-%d")
           + '","_type":"_doc","_id":"' + hexstr(r, 20) + '","status":429,"error":{"type":'
           '"es_rejected_execution_exception","reason":"rejected execution of coordinating operation"}}'))
    Jg("INFO", "grpclog/component.go:71",
       "[transport]transport: closing server transport due to maximum connection age.", GRPC, w=4)
    Jg("INFO", "grpclog/component.go:71",
       '[transport]transport: loopyWriter.run returning. connection error: desc = \\"transport is closing\\"',
       GRPC, w=3)
    Jg("INFO", "grpclog/component.go:71", "[core]Channel Connectivity change to TRANSIENT_FAILURE", GRPC, w=0.6)
    Jg("WARN", "grpclog/component.go:71",
       '[core]grpc: addrConn.createTransport failed to connect to {addr}. Err: connection error: desc = \\"transport: '
       'Error while dialing dial tcp {hp}: connect: connection refused\\". Reconnecting...', GRPC, w=0.8,
       _multi=lambda r: (lambda ip: {"addr": "{" + ip + ":14250 " + ip + ":14250 <nil> 0 <nil>}",
                                     "hp": ip + ":14250"})(Z(peers)(r)))
    Jg("ERROR", "app/http_handler.go:88", "Unable to process request body", ',"error":"{err}"', w=0.5,
       err=Z(["unexpected EOF", "thrift: unknown exception type", "Unable to process request body: http: request "
              "body too large"]))
    # --- shutdown / crash ---
    d_hc = Jg("INFO", "healthcheck/handler.go:129", "Health Check state change", ',"status":"unavailable"')
    d_sig = Jg("INFO", "shutdown/shutdown.go:50", "Received signal, shutting down", ',"signal":"{sig}"',
               sig=Z(["terminated", "interrupt"]))
    d_ch = Jg("INFO", "grpclog/component.go:71", "[core]Channel Connectivity change to SHUTDOWN", GRPC)
    d_done = Jg("INFO", "app/collector.go:213", "Shutdown complete")
    d_fatal = Jg("FATAL", "./main.go:107", "Failed to init storage factory", ',"error":"{err}","stacktrace":"{st}"',
                 err=lambda r: "failed to create primary Elasticsearch client: health check timeout: Head \\\"http://"
                 + r.choice(es_ips) + ":9200\\\": context deadline exceeded: no Elasticsearch node available",
                 st="main.main.func1\\n\\tgithub.com/jaegertracing/jaeger/cmd/collector/main.go:107\\n\\tgithub.com/"
                    "spf13/cobra.(*Command).execute\\n\\tgithub.com/spf13/cobra@v1.8.0/command.go:983")

    def startup():
        items = [s["met"], s["exp"], s["hc"], s["adm"], s["admup"]]
        if r.random() < 0.4:
            items.append(s["depr"])
        items += [s["esdet"], s["arch"], s["qs"], s["sub"], s["pf"], s["subr"], s["chr"], s["grpc"], s["http"],
                  s["zip"], s["otlp"], s["ready"]]
        return items

    def shutdown():
        return [d_sig, d_hc, d_ch, d_done]

    def crash():
        return [d_fatal]

    def ctx(t, spec):
        return {"ts": repr(round(t, 7))}

    g = Gen(r, reg, ctx, fg, gap=0.08)
    return drive(g, startup, shutdown, crash)


# ======================================================================================
# 5. Fluent Bit (its own log)
# ======================================================================================
K8S_APPS = [("checkout-api", "shop"), ("nginx-ingress-controller", "ingress-nginx"), ("coredns", "kube-system"),
            ("payments-worker", "shop"), ("prometheus-server", "monitoring"), ("fluent-bit", "logging"),
            ("kafka-broker", "data"), ("redis-master", "cache"), ("airflow-scheduler", "airflow"),
            ("grafana", "monitoring"), ("auth-service", "shop"), ("cert-manager", "cert-manager")]


def make_fluentbit(r: random.Random) -> list[dict[str, str]]:
    reg = Reg()
    ver = r.choice(["2.1.10", "2.2.2", "3.0.7", "3.1.9"])
    es_host = r.choice(["elasticsearch-master", "opensearch-cluster-master", "10.0.4.17"])

    def pod_name(r):
        app, ns = r.choice(K8S_APPS)
        if r.random() < 0.7:
            pod = f"{app}-{hexstr(r, 9)[:r.choice((9, 10))]}-{''.join(r.choice('bcdfghjklmnpqrstvwxz2456789') for _ in range(5))}"
        else:
            pod = f"{app}-{r.randint(0, 2)}"
        return pod, ns, app

    containers = []
    for _ in range(40):
        pod, ns, app = pod_name(r)
        containers.append((pod, ns, f"/var/log/containers/{pod}_{ns}_{app}-{hexstr(r, 64)}.log"))
    paths = [c[2] for c in containers]
    st = {"ino": r.randint(200000, 9000000), "wfd": 0, "task": 0}

    def wfd(r):
        st["wfd"] += 1
        return str(st["wfd"])

    def chunk(r):
        return f"{r.randint(1, 9)}-{int(r.uniform(1.70e9, 1.76e9))}.{r.randint(0, 999999999):09d}.flb"

    fg = {"inst": Z(["tail.0", "tail.1"], 2.0), "o": Z(["es.0", "es.1"], 2.5), "k": "kubernetes.0",
          "ino": LI(200000, 9000000), "wfd": wfd, "path": Z(paths), "chunk": chunk, "tid": LI(1, 1200),
          "hp": f"{es_host}:9200", "bl": "storage_backlog.1", "wk": Z(["#0", "#1"])}
    LW = {"INFO": " info", "WARN": " warn", "ERROR": "error", "DEBUG": "debug"}

    def Fb(level, comp, msg, w=0, **kw):
        return reg(level, "[{dt} {tm}] [" + LW[level] + "] " + comp + " " + msg, w, **kw)

    def route(r):
        i = r.choice(["tail.0", "tail.0", "tail.1", "storage_backlog.1"])
        o = r.choice(["es.0", "es.0", "es.1"])
        return {"input": i, "output": o, "oid": o.split(".")[1]}

    # --- startup ---
    b1 = reg("-", "Fluent Bit v{ver}", ver=ver)
    b2 = reg("-", "* Copyright (C) {years} The Fluent Bit Authors", years="2015-2024")
    b3 = reg("-", "* Fluent Bit is a CNCF sub-project under the umbrella of Fluentd")
    b4 = reg("-", "* https://fluentbit.io")
    s_ver = Fb("INFO", "[fluent bit]", "version={ver}, commit={commit}, pid={pid}", ver=ver, commit=H(10), pid="1")
    s_stor = Fb("INFO", "[storage]", "ver={sv}, type=memory+filesystem, sync=normal, checksum=off, max_chunks_up={m}",
                sv="1.5.2", m="128")
    s_blog = Fb("INFO", "[storage]", "backlog input plugin: {bl}")
    s_cm = Fb("INFO", "[cmetrics]", "version={v}", v="0.9.1")
    s_ct = Fb("INFO", "[ctraces ]", "version={v}", v="0.5.1")
    s_tinit = Fb("INFO", "[input:tail:{inst}]", "initializing")
    s_tstrat = Fb("INFO", "[input:tail:{inst}]", "storage_strategy='filesystem' (memory + filesystem)")
    s_tml = Fb("INFO", "[input:tail:{inst}]", "multiline core started")
    s_binit = Fb("INFO", "[input:storage_backlog:{bl}]", "initializing")
    s_bstrat = Fb("INFO", "[input:storage_backlog:{bl}]", "storage_strategy='memory' (memory only)")
    s_bq = Fb("INFO", "[input:storage_backlog:{bl}]", "queue memory limit: {lim}", lim="4.8M")
    s_k8s = Fb("INFO", "[filter:kubernetes:{k}]", "https={h} host={host} port={port}", h="1",
               host="kubernetes.default.svc", port="443")
    s_tok = Fb("INFO", "[filter:kubernetes:{k}]", " token updated", w=1.5)
    s_pod = Fb("INFO", "[filter:kubernetes:{k}]", "local POD info OK")
    s_test = Fb("INFO", "[filter:kubernetes:{k}]", "testing connectivity with API server...")
    s_conn = Fb("INFO", "[filter:kubernetes:{k}]", "connectivity OK")
    s_wk = Fb("INFO", "[output:es:{o}]", "worker {wk} started")
    s_http = Fb("INFO", "[http_server]", "listen iface={iface} tcp_port={port}", iface="0.0.0.0", port="2020")
    s_sp = Fb("INFO", "[sp]", "stream processor started")
    s_add = Fb("INFO", "[input:tail:{inst}]", "inotify_fs_add(): inode={ino} watch_fd={wfd} name={path}", w=9)
    # --- body ---
    Fb("INFO", "[input:tail:{inst}]", "inotify_fs_remove(): inode={ino} watch_fd={wfd}", w=6, wfd=LI(1, 400))
    Fb("INFO", "[input:tail:{inst}]", "inode={ino} handle rotation(): {path} => {newp}", w=5,
       _multi=lambda r: (lambda c: {"path": c[2], "newp": c[2].replace("/var/log/containers/", "/var/log/pods/"
                                                                          + c[1] + "_" + c[0] + "_" + uuid4(r) + "/")
                                    [:-4] + "/0.log." + _dt(r.uniform(1.70e9, 1.76e9)).strftime("%Y%m%d-%H%M%S")})(
           Z(containers)(r)))
    Fb("INFO", "[input:tail:{inst}]", "inode={ino} file has been deleted: {path}", w=3)
    Fb("WARN", "[engine]", "failed to flush chunk '{chunk}', retry in {sec} seconds: task_id={tid}, input={input} > "
       "output={output} (out_id={oid})", w=24, burst=(1, 4), _multi=route, sec=LI(6, 1900))
    Fb("INFO", "[engine]", "flush chunk '{chunk}' succeeded at retry {n}: task_id={tid}, input={input} > "
       "output={output} (out_id={oid})", w=18, burst=(1, 5), _multi=route, n=Z(["1", "2", "3", "4", "6"]))
    Fb("ERROR", "[engine]", "chunk '{chunk}' cannot be retried: task_id={tid}, input={input} > output={output}",
       w=3, _multi=route)
    Fb("ERROR", "[output:es:{o}]", "HTTP status={code} URI={uri}, response:", w=6, burst=(1, 3),
       code=Z(["429", "400", "413", "503", "401"]), uri=Z(["/_bulk", "/logs/_bulk"]))
    Fb("WARN", "[output:es:{o}]", "http_do={rc} URI={uri}", w=2, rc="-1", uri=Z(["/_bulk", "/logs/_bulk"]))
    Fb("ERROR", "[net]", "TCP connection failed: {hp} (Connection refused)", w=4, burst=(1, 4))
    Fb("ERROR", "[net]", "connection {cn} timeout after {s} seconds to: {hp}", w=2, cn=J("#", LI(20, 900)), s="10")
    Fb("ERROR", "[upstream]", "connection {cn} to tcp://{hp} timed out after {s} seconds (connection timeout)",
       w=1.5, cn=J("#", LI(20, 900)), s="10")
    Fb("ERROR", "[output:es:{o}]", "no upstream connections available to {hp}", w=3, burst=(1, 3))
    Fb("WARN", "[http_client]", "cannot increase buffer: current={c} requested={q} max={m}", w=4,
       c="512000", q=lambda r: str(512000 + 32768 * r.randint(1, 3)), m="512000")
    s_resume = Fb("INFO", "[input]", "{inst} resume (mem buf overlimit)")
    Fb("WARN", "[input]", "{inst} paused (mem buf overlimit)", w=5, follow=[s_resume],
       inst=Z(["tail.0", "tail.1", "emitter.3"]))
    Fb("WARN", "[filter:kubernetes:{k}]", "could not get meta for POD {pod}", w=2,
       pod=lambda r: Z(containers)(r)[0])
    Fb("ERROR", "[input:tail:{inst}]", "file={path} requires a larger buffer size, lines are too long. Skipping file.",
       w=0.8)
    Fb("WARN", "[input:tail:{inst}]", "file={path} have long lines. Skipping long lines.", w=1.5)
    Fb("ERROR", "[input chunk]", "chunk {chunk} would exceed total limit size in plugin {o}", w=1.5, burst=(1, 4))
    Fb("ERROR", "[input chunk]", "no available chunk", w=0.4)
    Fb("ERROR", "[storage]", "format check failed: {f}", w=0.3, f=lambda r: f"tail.0/{chunk(r)}")
    Fb("ERROR", "[tls]", "error: unexpected EOF", w=0.5)
    # --- shutdown / crash ---
    d_sig = Fb("INFO", "[engine]", "caught signal (SIGTERM)")
    d_max = Fb("WARN", "[engine]", "service will shutdown in max {s} seconds", s="5")
    d_pause = Fb("INFO", "[input]", "pausing {inst}")
    d_stop = Fb("INFO", "[engine]", "service has stopped ({n} pending tasks)", n="0")
    d_wst = Fb("INFO", "[output:es:{o}]", "thread worker {wk} stopping...")
    d_wsd = Fb("INFO", "[output:es:{o}]", "thread worker {wk} stopped")
    d_segv = reg("-", "[{dt} {tm}] [engine] caught signal (SIGSEGV)")

    def startup():
        st["wfd"] = 0
        tails = ["tail.0"] + (["tail.1"] if r.random() < 0.5 else [])
        items = [b1, b2, b3, b4, s_ver, s_stor, (s_blog, {})]
        items += [s_cm, s_ct]
        for t in tails:
            items += [(s_tinit, {"inst": t}), (s_tstrat, {"inst": t}), (s_tml, {"inst": t})]
        items += [s_binit, s_bstrat, s_bq, s_k8s, s_tok, s_pod, s_test, s_conn]
        items += [(s_wk, {"o": "es.0", "wk": "#0"}), (s_wk, {"o": "es.0", "wk": "#1"}), s_http, s_sp]
        for p in r.sample(paths, r.randint(6, 20)):
            items.append((s_add, {"path": p, "inst": "tail.0"}))
        return items

    def shutdown():
        return [d_sig, d_max, (d_pause, {"inst": "tail.0"}), (d_pause, {"inst": "storage_backlog.1"}),
                d_stop, (d_wst, {"o": "es.0", "wk": "#0"}), (d_wsd, {"o": "es.0", "wk": "#0"}),
                (d_wst, {"o": "es.0", "wk": "#1"}), (d_wsd, {"o": "es.0", "wk": "#1"})]

    def crash():
        return [d_segv]

    def ctx(t, spec):
        d = _dt(t)
        return {"dt": d.strftime("%Y/%m/%d"), "tm": d.strftime("%H:%M:%S")}

    g = Gen(r, reg, ctx, fg, gap=1.5)
    return drive(g, startup, shutdown, crash)


# ======================================================================================
# 6. Logstash plain-text log
# ======================================================================================
def make_logstash(r: random.Random) -> list[dict[str, str]]:
    reg = Reg()
    ver = r.choice(["8.11.1", "8.12.2", "8.13.4", "8.15.3"])
    pipes = ["main"] + r.sample(["beats", "syslog", "kafka-ingest", "apache", "audit"], r.randint(0, 3))
    es_hosts = [f"http://{h}:9200" for h in r.sample(["es01", "es02", "es03", "elasticsearch", "10.0.4.21"], 3)]
    plug_ids = [hexstr(r, 64) for _ in range(5)] + ["es_out", "beats_in", "grok_access"]
    peers = pool(r, ip10, 30)
    fg = {"pl": Z(pipes, 1.6), "plug": Z(plug_ids, 0.9), "url": J(Z(es_hosts), "/"),
          "thread": lambda r: f"#<Thread:0x{hexstr(r, 8)} /usr/share/logstash/logstash-core/lib/logstash/"
                              "java_pipeline.rb:134 run>",
          "ecs": "v8", "major": ver.split(".")[0]}
    LV = {"DEBUG": "DEBUG", "INFO": "INFO ", "WARN": "WARN ", "ERROR": "ERROR", "FATAL": "FATAL"}

    def L(level, logger, text, pl=False, plug=False, w=0, **kw):
        fmt = ("[{ts}][" + LV[level] + "][" + f"{logger:<25}" + "]" + ("[{pl}]" if pl else "")
               + ("[{plug}]" if plug else "") + " " + text)
        return reg(level, fmt, w, **kw)

    ES = "logstash.outputs.elasticsearch"
    HUE = "LogStash::Outputs::ElasticSearch::HttpClient::Pool::HostUnreachableError"
    unreachable = lambda r: f"Elasticsearch Unreachable: [{Z(es_hosts)(r)}/][Manticore::SocketException] " + Z(
        ["Connection refused", "Connect to " + es_hosts[0][7:] + " failed: Connection refused", "Read timed out"])(r)
    # --- startup ---
    s_jdk = reg("-", "Using bundled JDK: {jdk}", jdk="/usr/share/logstash/jdk")
    s_log4j = L("INFO", "logstash.runner", "Log4j configuration path used is: {path}",
                path="/usr/share/logstash/config/log4j2.properties")
    s_jh = L("WARN", "logstash.runner",
             "The use of JAVA_HOME has been deprecated. Logstash {v} and later ignores JAVA_HOME and uses the bundled "
             "JDK. Running Logstash with the bundled JDK is recommended. The bundled JDK has been verified to work "
             "with each specific version of Logstash, and generally provides best performance and reliability. If you "
             "have compelling reasons for using your own JDK (organizational-specific compliance requirements, for "
             "example), you can configure LS_JAVA_HOME to use that version instead.", v="8.0")
    s_start = L("INFO", "logstash.runner",
                'Starting Logstash {"logstash.version"=>"{ver}", "jruby.version"=>"{jruby}"}', ver=ver,
                jruby="jruby 9.4.5.0 (3.1.4) 2023-11-02 1abae2700f OpenJDK 64-Bit Server VM 17.0.11+9 on 17.0.11+9 "
                      "+indy +jit [x86_64-linux]")
    s_jvm = L("INFO", "logstash.runner", "JVM bootstrap flags: {flags}",
              flags="[-Xms1g, -Xmx1g, -XX:+UseConcMarkSweepGC, -XX:CMSInitiatingOccupancyFraction=75, "
                    "-XX:+UseCMSInitiatingOccupancyOnly, -Djava.awt.headless=true, -Dfile.encoding=UTF-8, "
                    "-Djruby.compile.invokedynamic=true, -XX:+HeapDumpOnOutOfMemoryError, "
                    "-Djava.security.egd=file:/dev/urandom, -Dlog4j2.isThreadContextMapInheritable=true]")
    s_mkdir = L("INFO", "logstash.settings", 'Creating directory {:setting=>"{setting}", :path=>"{path}"}')
    s_uuid = L("INFO", "logstash.agent",
               'No persistent UUID file found. Generating new UUID {:uuid=>"{uuid}", :path=>"{path}"}',
               uuid=uuid4, path="/usr/share/logstash/data/uuid")
    s_ign = L("WARN", "logstash.config.source.multilocal",
              "Ignoring the 'pipelines.yml' file because modules or command line options are specified")
    s_api = L("INFO", "logstash.agent", "Successfully started Logstash API endpoint {:port=>{port}, :ssl_enabled=>false}",
              port="9600")
    s_refl = L("INFO", "org.reflections.Reflections",
               "Reflections took {ms} ms to scan {n} urls, producing {k} keys and {v} values",
               ms=I(90, 400), n="1", k=Z(["132", "131"]), v=Z(["464", "468"]))
    s_ecs = L("INFO", "logstash.javapipeline",
              "Pipeline `{pl}` is configured with `pipeline.ecs_compatibility: {ecs}` setting. All plugins in this "
              "pipeline will default to `ecs_compatibility => {ecs}` unless explicitly configured otherwise.", pl=True)
    s_neo = L("INFO", ES, 'New Elasticsearch output {:class=>"LogStash::Outputs::ElasticSearch", :hosts=>{hosts}}',
              pl=True, plug=True, hosts="[" + ", ".join(f'"{h}"' for h in es_hosts) + "]")
    s_pool = L("INFO", ES, "Elasticsearch pool URLs updated {:changes=>{:removed=>[], :added=>[{url}]}}", pl=True,
               plug=True)
    s_rest = L("WARN", ES, 'Restored connection to ES instance {:url=>"{url}"}', pl=True, plug=True, w=1.5)
    s_esver = L("INFO", ES, "Elasticsearch version determined ({esver}) {:es_version=>{major}}", pl=True, plug=True,
                esver=ver)
    s_type = L("WARN", ES, "Detected a {x} and above cluster: the `type` event field won't be used to determine the "
                           "document _type {:es_version=>{major}}", pl=True, plug=True, x="6.x")
    s_map = L("INFO", ES, "Using a default mapping template {:es_version=>{major}, :ecs_compatibility=>:{ecs}}",
              pl=True, plug=True)
    s_tmpl = L("INFO", ES, 'Installing Elasticsearch template {:name=>"{tname}"}', pl=True, plug=True,
               tname=Z(["ecs-logstash", "logstash"]))
    s_sp = L("INFO", "logstash.javapipeline",
             'Starting pipeline {:pipeline_id=>"{pl}", "pipeline.workers"=>{wk}, "pipeline.batch.size"=>{bs}, '
             '"pipeline.batch.delay"=>{bd}, "pipeline.max_inflight"=>{mi}, "pipeline.sources"=>{srcs}, '
             ':thread=>"{thread}"}', pl=True, wk=Z(["4", "8", "2"]), bs=Z(["125", "500", "1000"]), bd="50",
             mi=Z(["500", "1000", "250"]), srcs=lambda r: '["/usr/share/logstash/pipeline/logstash.conf"]')
    s_jinit = L("INFO", "logstash.javapipeline", 'Pipeline Java execution initialization time {"seconds"=>{s}}',
                pl=True, s=LF(0.3, 4.0, 2))
    s_beats = L("INFO", "logstash.inputs.beats", 'Starting input listener {:address=>"{addr}"}', pl=True,
                addr="0.0.0.0:5044")
    s_sdb = L("INFO", "logstash.inputs.file",
              'No sincedb_path set, generating one based on the "path" setting {:sincedb_path=>"{sdb}", :path=>{paths}}',
              pl=True, sdb=J("/usr/share/logstash/data/plugins/inputs/file/.sincedb_", H(32)),
              paths=Z(['["/var/log/nginx/access.log"]', '["/var/log/*.log"]', '["/var/log/app/*.json"]']))
    s_pstart = L("INFO", "logstash.javapipeline", 'Pipeline started {"pipeline.id"=>"{pl}"}', pl=True)
    s_fw = L("INFO", "filewatch.observingtail",
             "START, creating Discoverer, Watch with file and sincedb collections", pl=True, plug=True)
    s_bsrv = L("INFO", "org.logstash.beats.Server", "Starting server on port: {port}", pl=True, plug=True,
               port="5044")
    s_run = L("INFO", "logstash.agent",
              "Pipelines running {:count=>{n}, :running_pipelines=>{rp}, :non_running_pipelines=>[]}",
              n=str(len(pipes)), rp="[" + ", ".join(":" + (p if "-" not in p else f'"{p}"') for p in pipes) + "]")
    # --- body ---
    L("INFO", "org.logstash.beats.BeatsHandler",
      "[local: {local}, remote: {remote}] Handling exception: {exc} (caused by: {cause})", pl=True, plug=True, w=20,
      local=lambda r: r.choice(peers[:2]) + ":5044", remote=lambda r: f"{Z(peers)(r)}:{r.randint(32768, 60999)}",
      _multi=lambda r: Z([{"exc": "Connection reset by peer", "cause": "java.net.SocketException: Connection reset "
                                                                        "by peer"},
                          {"exc": "java.lang.IllegalStateException: Unknown beats protocol version: 69",
                           "cause": "java.lang.IllegalStateException: Unknown beats protocol version: 69"},
                          {"exc": "readAddress(..) failed: Connection timed out",
                           "cause": "io.netty.channel.unix.Errors$NativeIoException: readAddress(..) failed: "
                                    "Connection timed out"}])(r))
    L("WARN", "io.netty.channel.DefaultChannelPipeline",
      "An exceptionCaught() event was fired, and it reached at the tail of the pipeline. It usually means the last "
      "handler in the pipeline did not handle the exception.", w=4)
    L("WARN", ES, 'Attempted to resurrect connection to dead ES instance, but got an error {:url=>"{url}", '
                  ':exception=>' + HUE + ', :message=>"{msg}"}', pl=True, plug=True, w=9, burst=(1, 6),
      msg=unreachable)
    L("ERROR", ES, 'Attempted to send a bulk request but Elasticsearch appears to be unreachable or down '
                   '{:message=>"{msg}", :exception=>' + HUE + ', :will_retry_in_seconds=>{n}}', pl=True, plug=True,
      w=8, burst=(1, 5), msg=unreachable, n=Z(["2", "4", "8", "16", "32", "64"], 0.6))
    L("WARN", ES, "Marking url as dead. Last error: [" + HUE + "] {msg} {:url=>{url}, :error_message=>\"{msg}\", "
                  ":error_class=>\"" + HUE + "\"}", pl=True, plug=True, w=3, msg=unreachable)
    L("ERROR", ES, 'Encountered a retryable error (will retry with exponential backoff) {:code=>{code}, '
                   ':url=>"{bulk}", :content_length=>{cl}}', pl=True, plug=True, w=5, burst=(1, 4),
      code=Z(["429", "503", "502"]), bulk=J(Z(es_hosts), "/_bulk"), cl=LI(2000, 20000000))
    L("INFO", ES, "Retrying failed action {:status=>{code}, :action=>{action}, :error=>{err}}", pl=True, plug=True,
      w=3, code="429", action=lambda r: f'["index", {{:_id=>nil, :_index=>"logs-app-{r.randint(1, 28):02d}", '
                                        ':routing=>nil}, {"@timestamp"=>...}]',
      err=lambda r: '{"type"=>"es_rejected_execution_exception", "reason"=>"rejected execution of '
                    'coordinating operation [coordinating_and_primary_bytes=' + str(r.randint(10 ** 8, 10 ** 9))
                    + ', replica_bytes=0, all_bytes=' + str(r.randint(10 ** 8, 10 ** 9)) + ']"}')
    L("INFO", ES, "Retrying individual bulk actions that failed or were rejected by the previous bulk request "
                  "{:count=>{n}}", pl=True, plug=True, w=4, n=LI(1, 125))
    L("WARN", ES, "Could not index event to Elasticsearch. status: {code}, action: {action}, response: {resp}",
      pl=True, plug=True, w=12, burst=(1, 5), code=Z(["400", "400", "409", "403"]),
      action=lambda r: f'["index", {{:_id=>nil, :_index=>"{Z(["logs-app", "filebeat-8.15", "nginx-access"])(r)}-'
                       f'{_dt(r.uniform(1.73e9, 1.76e9)).strftime("%Y.%m.%d")}", :routing=>nil}}, {{"message"=>"..."}}]',
      resp=lambda r: '{"index"=>{"status"=>400, "error"=>{"type"=>"' + Z(
          ["document_parsing_exception", "mapper_parsing_exception", "illegal_argument_exception"])(r)
                     + '", "reason"=>"[1:' + str(r.randint(10, 900)) + '] failed to parse field [' + Z(
          ["status", "response.bytes", "user.id", "@timestamp", "duration"])(r) + '] of type [long] in document with '
                     "id '" + hexstr(r, 20) + "'\"}}}")
    L("WARN", "org.logstash.common.io.DeadLetterQueueWriter",
      "Cannot write event to DLQ(path: {path}): reached maxQueueSize of {n}", pl=True, w=2.5, burst=(1, 6),
      _multi=lambda r: (lambda p: {"pl": p, "path": f"/usr/share/logstash/data/dead_letter_queue/{p}"})(fg["pl"](r)),
      n=Z(["1073741824", "524288000"]))
    L("WARN", "logstash.filters.grok", "Timeout executing grok '{pat}' against field '{field}' with value '{val}'!",
      pl=True, plug=True, w=2.5, pat=Z(["%{COMBINEDAPACHELOG}", "%{SYSLOGLINE}", "%{HTTPD_COMMONLOG}"]),
      field="message", val=lambda r: f"Value too large to output ({r.randint(300, 90000)} bytes)! First 255 chars "
                                     f"are: {Z(peers)(r)} - - [05/Dec/2025:08:21:13 +0000] \"GET /api/v1/search?q=")
    L("WARN", "logstash.filters.json",
      'Error parsing json {:source=>"{field}", :raw=>"{raw}", :exception=>#<LogStash::Json::ParserError: {exc}>}',
      pl=True, plug=True, w=4, field=Z(["message", "payload"]),
      raw=Z(['{\\"level\\":\\"info\\",\\"msg\\":\\"user login', "GET /healthz 200", "<html>"]),
      exc=lambda r: f"Unexpected end-of-input: expected close marker for Object (start marker at [Source: (byte[])"
                    f"\"...\"; line: 1, column: 1]) at [Source: (byte[])\"...\"; line: 1, column: {r.randint(20, 800)}]")
    L("WARN", "logstash.filters.date",
      'Failed parsing date from field {:field=>"{field}", :value=>"{val}", :exception=>"{exc}", '
      ':config_parsers=>"{cp}", :config_locale=>"default={loc}"}', pl=True, plug=True, w=1.5,
      field=Z(["timestamp", "time"]), _multi=lambda r: (lambda d: {
          "val": d, "exc": f'Invalid format: \\"{d}\\" is malformed at \\"{d[2:]}\\"'})(
          _dt(r.uniform(1.73e9, 1.76e9)).strftime("%d/%b/%Y:%H:%M:%S")),
      cp=Z(["ISO8601", "dd/MMM/yyyy:HH:mm:ss Z"]), loc="en_US")
    L("WARN", ES, 'Failed to perform request {:message=>"{msg}", :exception=>Manticore::SocketException, '
                  ':cause=>{cause}}', pl=True, w=2,
      msg=lambda r: f"Connect to {r.choice(es_hosts)[7:]} [{r.choice(es_hosts)[7:].split(':')[0]}/"
                    f"{r.choice(peers)}] failed: Connection refused",
      cause=lambda r: "#<Java::OrgApacheHttpConn::HttpHostConnectException: Connect to " + es_hosts[0][7:]
                      + " failed: Connection refused>")
    L("ERROR", "logstash.javapipeline",
      'Pipeline worker error, the pipeline will be stopped {:pipeline_id=>"{pl}", :error=>"{err}", '
      ':exception=>Java::JavaLang::NullPointerException, :backtrace=>{bt}, :thread=>"{thread}"}', pl=True, w=0.3,
      err="null", bt="[\"org.logstash.ext.JrubyEventExtLibrary$RubyEvent.ruby_set_field(JrubyEventExtLibrary.java:122)\"]")
    # --- shutdown / crash ---
    d_term = L("WARN", "logstash.runner", "SIGTERM received. Shutting down.")
    d_wait = L("WARN", "logstash.shutdownwatcher", '{"inflight_count"=>{n}, "stalling_threads_info"=>{info}}',
               n=LI(1, 500), info=lambda r: '{["LogStash::Filters::Grok", {"match"=>{"message"=>"%{COMBINEDAPACHELOG}"}, '
                                            '"id"=>"grok_access"}]=>[{"thread_id"=>' + str(r.randint(30, 90))
                                            + ', "name"=>"[main]>worker0", "current_call"=>"[...]/vendor/bundle/'
                                            'jruby/3.1.0/gems/jls-grok-0.11.5/lib/grok-pure.rb:182:in `match\'"}]}')
    d_stall = L("ERROR", "logstash.shutdownwatcher",
                "The shutdown process appears to be stalled due to busy or blocked plugins. Check the logs for more "
                "information.")
    d_term_p = L("INFO", "logstash.javapipeline", 'Pipeline terminated {"pipeline.id"=>"{pl}"}', pl=True)
    d_rm = L("INFO", "logstash.pipelinesregistry", "Removed pipeline from registry successfully "
                                                   "{:pipeline_id=>:{pl}}")
    d_down = L("INFO", "logstash.runner", "Logstash shut down.")
    c_act = L("ERROR", "logstash.agent",
              'Failed to execute action {:action=>{action}, :exception=>"LogStash::ConfigurationError", '
              ':message=>"{msg}", :backtrace=>{bt}}',
              action=lambda r: f"LogStash::PipelineAction::Create/pipeline_id:{Z(pipes)(r)}",
              msg=lambda r: f"Expected one of [ \\\\t\\\\r\\\\n], \\\"#\\\", \\\"{{\\\" at line {r.randint(3, 80)}, "
                            f"column {r.randint(1, 30)} (byte {r.randint(40, 3000)}) after filter ",
              bt='["/usr/share/logstash/logstash-core/lib/logstash/compiler.rb:32:in `compile_imperative\'", '
                 '"org/logstash/execution/AbstractPipelineExt.java:239:in `initialize\'"]')
    c_fatal = L("FATAL", "logstash.runner", "An unexpected error occurred! {:error=>{err}, :backtrace=>{bt}}",
                err="#<LogStash::Error: Don't know how to handle `Java::JavaLang::OutOfMemoryError` for "
                    "`PipelineReporter::Snapshot`>",
                bt='["org/logstash/execution/WorkerLoop.java:84:in `run\'"]')
    c_exit = L("FATAL", "org.logstash.Logstash", "Logstash stopped processing because of an error: (SystemExit) exit")

    def startup():
        items = [s_jdk, s_log4j]
        if r.random() < 0.3:
            items.append(s_jh)
        items += [s_start, s_jvm]
        first = r.random() < 0.5
        if first:
            for setting, path in (("path.queue", "/usr/share/logstash/data/queue"),
                                  ("path.dead_letter_queue", "/usr/share/logstash/data/dead_letter_queue")):
                items.append((s_mkdir, {"setting": setting, "path": path}))
            items.append(s_uuid)
        if len(pipes) == 1 and r.random() < 0.5:
            items.append(s_ign)
        items += [s_api, s_refl]
        for p in pipes:
            pid = Z(plug_ids)(r)
            fx = {"pl": p, "plug": pid}
            items += [(s_ecs, fx), (s_neo, fx), (s_pool, fx)]
            items += [(s_rest, {"pl": p, "plug": pid, "url": h + "/"}) for h in es_hosts]
            items += [(s_esver, fx), (s_type, fx), (s_map, fx), (s_tmpl, fx), (s_sp, fx), (s_jinit, fx)]
            if p in ("main", "beats"):
                items += [(s_beats, fx), (s_pstart, fx), (s_bsrv, {"pl": p, "plug": "beats_in"})]
            else:
                items += [(s_sdb, fx), (s_pstart, fx), (s_fw, fx)]
        items.append(s_run)
        return items

    def shutdown():
        items = [d_term]
        if r.random() < 0.4:
            items += [d_wait, d_stall]
        for p in pipes:
            items += [(d_term_p, {"pl": p}), (d_rm, {"pl": p})]
        return items + [d_down]

    def crash():
        return [c_fatal, c_exit] if r.random() < 0.5 else [c_act]

    def ctx(t, spec):
        d = _dt(t)
        return {"ts": d.strftime("%Y-%m-%dT%H:%M:%S,") + f"{d.microsecond // 1000:03d}"}

    g = Gen(r, reg, ctx, fg, gap=4.0)
    return drive(g, startup, shutdown, crash)


# ======================================================================================
FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("vllm_server", make_vllm),
    ("triton_server", make_triton),
    ("ray_raylet", make_ray),
    ("jaeger_collector", make_jaeger),
    ("fluent_bit", make_fluentbit),
    ("logstash_plain", make_logstash),
]


def _regex(template: str) -> re.Pattern:
    return re.compile(".+?".join(re.escape(p) for p in template.split("<*>")), re.S)


if __name__ == "__main__":
    for name, make in FORMATS:
        for seed in (0, 1):
            rows = make(random.Random(seed))
            assert len(rows) == N_ROWS, (name, len(rows))
            assert rows == make(random.Random(seed)), f"{name}: not a pure function of the rng"
            tmpl_level: dict[str, str] = {}
            for row in rows:
                assert set(row) == {"line", "template", "level"}, row
                line, tmpl, lvl = row["line"], row["template"], row["level"]
                assert "\n" not in line and "\r" not in line, (name, line)
                assert lvl in LEVELS, (name, lvl)
                assert _regex(tmpl).fullmatch(line), (name, tmpl, line)
                assert line == line.strip(), (name, line)
                # every standalone number in constant text would violate convention 1
                const = tmpl.replace("<*>", " ")
                assert not re.search(r"(?<![A-Za-z0-9_])\d", const), (name, tmpl)
                assert tmpl_level.setdefault(tmpl, lvl) == lvl, (name, tmpl)
            n_t = len(tmpl_level)
            n_ab = sum(1 for v in tmpl_level.values() if v in ABNORMAL)
            assert 15 <= n_t <= 60, (name, seed, n_t)
            assert n_ab >= 3, (name, seed, n_ab)
            if seed == 0:
                counts: dict[str, int] = {}
                for row in rows:
                    counts[row["template"]] = counts.get(row["template"], 0) + 1
                rare = sum(1 for c in counts.values() if c <= 3)
                print(f"== {name}: {n_t} templates ({n_ab} abnormal, {rare} with <=3 lines), "
                      f"top={max(counts.values())}")
                rr = random.Random(7)
                for row in rr.sample(rows, 3):
                    print("   ", row["level"], "|", row["line"][:220])
            else:
                print(f"== {name} seed 1: {n_t} templates ({n_ab} abnormal)")
    print("OK")
