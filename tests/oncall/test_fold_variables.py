"""Digit-less variables (`oncall.fold.variables`), real first and last times, the budget that
leaves templates out, and the corpus of real-world formats: every known template kept."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from oncall.fold import fold_lines
from oncall.fold.times import order_key
from oncall.lab.fold_corpus import formats, generate, kept

HOSTS = ["www.raven.com", "cdn.pine.io", "api.onyx.net", "mail.lumen.org", "quartz.de",
         "db.sierra.edu", "cache.maple.cn", "harbor.violet.com", "static.tundra.io",
         "img.kestrel.net", "app.nimbus.org", "edge.falcon.com", "ws.garnet.de"]
USERS = ["root", "admin", "oracle", "postgres", "deploy", "jenkins", "alice", "bob", "carol",
         "dave", "erin", "frank", "guest", "test", "ubuntu", "git", "nagios", "backup"]


def _stamp(i: int) -> str:
    return f"2026-11-30 02:{i // 60 % 60:02d}:{i % 60:02d},000"


def test_host_names_without_digits_are_one_variable() -> None:
    lines = [f"{_stamp(i)} INFO chrome.exe - {HOSTS[i % 13]}:443 open through proxy p.corp:8080"
             for i in range(60)]
    folded = fold_lines(lines)
    assert len(folded.templates) == 1
    assert folded.templates[0].count == 60
    assert "open through proxy" in folded.templates[0].template


def test_many_user_names_alone_are_a_variable() -> None:
    lines = [f"{_stamp(i)} INFO sshd[{900 + i}]: Invalid user {USERS[i % 18]} from 10.0.0.{i}"
             for i in range(36)]
    assert len(fold_lines(lines).templates) == 1


def test_two_templates_differing_in_one_constant_word_stay_apart() -> None:
    lines = []
    for i in range(80):
        word = ("opened", "closed")[i % 2]
        lines.append(f"{_stamp(i)} INFO session {word} for user {USERS[i % 18]} on {HOSTS[i % 13]}")
    folded = fold_lines(lines)
    shown = {t.exemplar.split(" ")[4] for t in folded.templates}
    assert shown == {"opened", "closed"}
    assert sorted(t.count for t in folded.templates) == [40, 40]


def test_three_states_of_one_message_stay_apart() -> None:
    states = ("Evaluating", "Authenticated", "Inactive")
    lines = [f"{_stamp(i)} INFO UserEventAgent[{40 + i}]: Captive: CNPluginHandler en0: "
             f"{states[i % 3]}" for i in range(30)]
    assert len(fold_lines(lines).templates) == 3


def test_a_dozen_services_saying_the_same_thing_stay_apart() -> None:
    services = ["cart", "orders", "payments", "search", "auth", "catalog", "shipping",
                "inventory", "checkout", "notifications", "api-gateway", "flag-service"]
    lines = [f"2026-11-30T02:00:{i % 60:02d}.000Z DEBUG {services[i % 12]} [http] GET /readyz "
             f"ok in {i}ms" for i in range(120)]
    assert len(fold_lines(lines).templates) == 12


def test_a_level_is_never_a_variable() -> None:
    levels = ("INFO", "WARN", "ERROR", "DEBUG", "FATAL", "TRACE")
    lines = [f"{_stamp(i)} {levels[i % 6]} job {USERS[i % 18]} done on {HOSTS[i % 13]}"
             for i in range(120)]
    folded = fold_lines(lines)
    assert {t.level for t in folded.templates} == {"INFO", "WARN", "ERROR", "DEBUG", "FATAL",
                                                   "TRACE"}
    assert folded.templates[0].level in ("FATAL", "ERROR")


def test_a_user_named_like_a_level_is_a_user() -> None:
    """`user=info` names no level (the line's level is read elsewhere), so it merges with
    the other user names; `[info]` beside `[error]` gives the line its level and does not."""
    users = [*USERS, "info", "debug"]
    lines = [f"{_stamp(i)} sshd[7]: authentication failure; rhost={HOSTS[i % 13]}  "
             f"user={users[i % 20]}" for i in range(200)]
    folded = fold_lines(lines)
    assert [t.template for t in folded.templates] == [
        "<*> sshd[<*>]: authentication failure; rhost=<*>  user=<*>"]
    marked = [f"{_stamp(i)} [{('info', 'error')[i % 2]}] job for user={users[i % 20]}"
              for i in range(200)]
    assert sorted(t.level for t in fold_lines(marked).templates) == ["ERROR", "INFO"]


def test_a_merge_never_completes_a_mark_that_reads_another_level() -> None:
    """`I1130 an12 [error]` is an error (`[error]`); its host names merged as one bare `<*>`
    would make `I<*> <*> [error]`, which reads as klog's INFO letter glued to a date: those
    lines keep their own templates and their level."""
    hosts = ["an12", "bn7", "cn3", "calvisitor-10-1-2", "R02-M1-NA", "node7.x", "db4", "h9"]
    lines = [f"I1130 {hosts[i % 8]} [error]" for i in range(40)]
    folded = fold_lines(lines)
    assert {t.level for t in folded.templates} == {"ERROR"}
    assert sum(t.count for t in folded.templates) == 40
    klog = [f"I1130 02:00:{i % 60:02d}.000000 {i} main.go:{i}] [error] sync" for i in range(40)]
    assert [(t.level, t.count) for t in fold_lines(klog).templates] == [("INFO", 40)]


def test_words_side_by_side_that_all_vary_are_different_messages() -> None:
    """Twenty three-word messages after one header (BGL's `FATAL data storage interrupt`,
    `FATAL rts internal error`): each position takes twenty words, as a variable would, but
    words side by side that all vary are messages. Variables between constant words
    (`Transitioned from <*> to <*>`) still merge."""
    words = ["data storage interrupt", "rts internal error", "special purpose registers:",
             "general purpose registers:", "machine check enable", "wait state enable",
             "debug wait enable", "byte ordering exception", "data address space",
             "instruction address space", "imprecise machine check", "rts panic occurred",
             "kernel terminated unexpectedly", "torus receiver failed", "ciod lost contact",
             "node card failure", "link card reset", "fan module degraded",
             "power supply warning", "service action pending"]
    node = "R02-M1-N0-C:J12-U11"  # a header of many constant words, as BGL's
    lines = [f"- {1117838570 + i} 2005.06.03 {node} 2005-06-03-15.42.50.{i:06d} {node} RAS "
             f"KERNEL FATAL {words[i % 20]}" for i in range(400)]
    assert len(fold_lines(lines).templates) == 20
    states = ["NEW", "UNASSIGNED", "ASSIGNED", "RUNNING", "SUCCEEDED", "FAILED", "KILLED",
              "COMMIT_PENDING", "SUCCESS_CONTAINER_CLEANUP", "FAIL_CONTAINER_CLEANUP",
              "KILL_CONTAINER_CLEANUP", "FAIL_TASK_CLEANUP", "KILL_TASK_CLEANUP", "SUCCESS",
              "FAIL", "KILL", "STARTING", "WAITING"]
    moves = [f"2026-11-30 02:00:{i % 60:02d},{i % 1000:03d} INFO [AsyncDispatcher] attempt_{i} "
             f"TaskAttempt Transitioned from {states[i % 18]} to {states[i * 7 % 17]}"
             for i in range(400)]
    assert [t.template for t in fold_lines(moves).templates] == [
        "<*> INFO [AsyncDispatcher] attempt_<*> TaskAttempt Transitioned from <*> to <*>"]


def test_the_first_word_of_a_message_key_is_never_a_variable() -> None:
    """logfmt writes a one-word message bare (`msg=listening`) and others quoted
    (`msg="Start event monitor"`): the first word after `msg=`, `"message":` or `event=`
    tells messages apart however many a log has (ten one-word messages were one template).
    A key's other values still merge (`component=<*>`)."""
    msgs = ["listening", "ready", "draining", "shutdown", "reloaded", "started", "stopped",
            "paused", "resumed", "flushing"]
    parts = ["api", "db", "cache", "queue", "auth", "search", "mail", "billing", "cart"]
    lines = [f"ts=2026-11-30T02:00:{i % 60:02d}Z level=info msg={msgs[i % 10]} "
             f"component={parts[i % 9]}" for i in range(270)]
    assert sorted(t.template for t in fold_lines(lines).templates) == sorted(
        f"ts=<*> level=info msg={msg} component=<*>" for msg in msgs)
    events = [json.dumps({"ts": f"2026-11-30T02:00:{i % 60:02d}Z", "level": "info",
                          "event": msgs[i % 10], "user": parts[i % 9]}) for i in range(270)]
    assert len(fold_lines(events).templates) == 10


def test_a_level_mark_is_never_a_variable() -> None:
    """`<3>` (a syslog priority: ERROR), `E` and `E1130` (level letters) open lines beside
    names (`I1130`, `calvisitor-...`): masking that position would take the error away."""
    lines = ["an12 an12"] * 14 + [
        "<3> an12 an12 an12 an12 an12", "E an12 an12 an12 an12 an12", "E bn7 an12 an12 an12 an12",
        "E1130 an12 an12 an12 an12 an12", "I1130 calvisitor-10-1-2 an12 an12 an12 an12"]
    folded = fold_lines(lines)
    assert [t.template for t in folded.templates if t.level == "ERROR"] == [
        "<3> an<*> an<*> an<*> an<*> an<*>"]
    assert sum(t.count for t in folded.templates) == len(lines)


def test_numbered_names_seen_apart_stay_a_variable_in_each_message() -> None:
    """Three hosts, each saying both `Link Up on en0` and `on awdl0`: the interface splits
    the messages (two words), and in each, every host is one template's; the hosts were seen
    varying apart from the interface, so each message is one template with `<*>` for them."""
    hosts = ["calvisitor-10-105-160-95", "airbears2-10-142-110-255", "an923"]
    lines = [f"Jul  1 09:{i // 60 % 60:02d}:{i % 60:02d} {hosts[i % 3]} kernel[0]: AirPort: "
             f"Link Up on {('en0', 'awdl0')[i // 3 % 2]}" for i in range(60)]
    assert sorted(t.template for t in fold_lines(lines).templates) == [
        "<*> <*> kernel[<*>]: AirPort: Link Up on awdl0",
        "<*> <*> kernel[<*>]: AirPort: Link Up on en0"]


def test_a_level_mark_seen_apart_keeps_its_level() -> None:
    """A level glued to a number (klog's `E1130`) varies apart from the message like a
    numbered name; masking it would lose the level, so it stays apart."""
    lines = [f"{'IWE'[i % 3]}1130 02:00:{i % 60:02d}.000000 1 sync.go:{7 + i % 2}] sync "
             f"{('paused', 'resumed')[i // 3 % 2]}" for i in range(60)]
    assert sorted(t.level for t in fold_lines(lines).templates) == [
        "ERROR", "ERROR", "INFO", "INFO", "WARN", "WARN"]


def test_key_value_values_and_quoted_values_are_variables() -> None:
    lines = [f'time=2026-11-30T02:00:{i % 60:02d}Z level=info msg="reconciled" '
             f'controller={("deployment", "ingress", "secret-sync", "replicaset")[i % 4]} '
             f'namespace={("default", "payments", "kube-system", "monitoring")[i // 4 % 4]} '
             f'user="{USERS[i % 18]}"' for i in range(64)]
    assert len(fold_lines(lines).templates) == 1


def test_stack_frames_are_never_merged() -> None:
    frames = [f"\tat com.example.svc.Part{c}.run(Part{c}.java:{i})" for i, c in
              enumerate("ABCDEFGHIJKLMNOPQRST")]
    folded = fold_lines(frames * 2)
    assert len(folded.templates) == len(frames)


FUNCTIONS = ["dump_stack_lvl", "dump_header", "oom_kill_process", "out_of_memory",
             "__alloc_pages", "folio_alloc", "filemap_fault", "__do_fault", "handle_mm_fault",
             "exc_page_fault", "asm_exc_page_fault"]
TRACES = {
    "kernel": [f"[{1333 + i // 4:5d}.{756665 + i:06d}]  {f}+0x{i + 10:x}/0x{i * 37 + 200:x}"
               for i, f in enumerate(FUNCTIONS)],
    "go": [f"\t/usr/local/go/src/{f}/{f}.go:{100 + i} +0x{i + 10:x}"
           for i, f in enumerate(FUNCTIONS)],
    "dotnet": [f"   at Shop.Orders.Service.{f.strip('_').title().replace('_', '')}() in "
               f"/src/Orders/Service.cs:line {20 + i}" for i, f in enumerate(FUNCTIONS)],
}


@pytest.mark.parametrize("kind", sorted(TRACES))
def test_the_frames_of_other_runtimes_are_never_merged(kind: str) -> None:
    """A kernel call trace (`dump_stack_lvl+0x38/0x692`), a Go goroutine trace and a .NET
    one: each frame's function or file is a name, and a trace has many, so its frames were
    one template. Written three times, each frame is one template of three lines."""
    folded = fold_lines(TRACES[kind] * 3)
    assert len(folded.templates) == len(FUNCTIONS)
    assert {t.count for t in folded.templates} == {3}


def test_a_frequent_value_among_many_is_a_message_of_its_own() -> None:
    lines = [f"{_stamp(i)} INFO crond[{i}]: ({USERS[i % 18]}) CMD (run-parts /etc/cron.hourly)"
             for i in range(60)]
    lines += [f"{_stamp(i)} INFO crond[{i}]: ({USERS[i % 18]}) CMD (/usr/{HOSTS[i % 13]}/a "
              f"/var/{USERS[i % 17]})" for i in range(20)]
    folded = fold_lines(lines)
    assert any("run-parts" in t.exemplar for t in folded.templates)
    assert any("run-parts" not in t.exemplar for t in folded.templates)


PAGES = ["cart", "orders", "login", "search", "wishlist", "checkout", "account", "help",
         "returns", "gift", "support", "media"]


def _access(i: int, user: str, upstream: str = "-") -> str:
    page, other = PAGES[i % 12], PAGES[i // 12 % 12]
    return (f'10.0.{i // 200}.{i % 200} - {user} [30/Nov/2026:02:00:{i % 60:02d} +0000] '
            f'"GET /{page}/{other} HTTP/1.1" 200 512 upstream={upstream}')


def test_an_absent_field_makes_one_template_not_one_per_value_beside_it() -> None:
    """Most requests have no user (`-`): those are a template of their own (an absent value
    is never a case of a present one). The few with a user are one more, though each user
    is one request's and the user names are plain words, too few to be a variable alone."""
    lines = [_access(i, "-") for i in range(80)]
    lines += [_access(80 + i, user) for i, user in enumerate(USERS[6:15])]
    folded = fold_lines(lines)
    assert len(folded.templates) == 2
    assert sorted(t.count for t in folded.templates) == [9, 80]


def test_a_field_absent_in_some_lines_splits_once_and_keeps_the_variables_beside_it() -> None:
    """`upstream=-` beside `upstream=<address>` splits the requests in two; in each part the
    user stays a variable, though the part with an upstream holds too few user names (five
    plain words) to be one alone."""
    lines = [_access(i, USERS[6 + i % 10]) if i % 7 else
             _access(i, USERS[6 + i // 7 % 5], f"10.9.0.{i % 250}") for i in range(140)]
    folded = fold_lines(lines)
    assert len(folded.templates) == 2
    assert {t.template.rsplit("=", 1)[1] for t in folded.templates} == {"-", "<*>"}


def test_a_field_absent_beside_a_constant_word_keeps_the_words_apart() -> None:
    """The same split does not merge two messages that differ in a word: only the positions
    the whole group found variables stay variables in its parts."""
    lines = [f"{_stamp(i)} INFO job {USERS[i % 18]} {state} ref={'-' if i % 3 else 'r.x'}"
             for state in ("started", "finished") for i in range(40)]
    states = [[w for w in ("started", "finished") if f" {w} " in t.template]
              for t in fold_lines(lines).templates]
    assert sorted(map(tuple, states)) == [("finished",), ("finished",), ("started",),
                                          ("started",)]  # each with ref=- and ref=<name>

def test_first_and_last_time_are_the_real_ones_when_lines_are_out_of_order() -> None:
    lines = [f"2026-11-30T02:00:{s:02d}.000Z INFO svc [job] done {s}" for s in (30, 10, 50, 20)]
    lines.insert(1, "2026-11-30T02:00:05.000Z WARN svc [job] slow 1")
    folded = fold_lines(lines)
    done = next(t for t in folded.templates if t.level == "INFO")
    assert (done.first_ts, done.last_ts) == ("2026-11-30T02:00:10.000Z",
                                             "2026-11-30T02:00:50.000Z")
    assert "first 2026-11-30T02:00:10.000Z, last 2026-11-30T02:00:50.000Z]" in folded.text
    assert "2026-11-30T02:00:05.000Z .. 2026-11-30T02:00:50.000Z" in folded.text.split("\n")[0]


def test_times_in_other_layouts_order_as_times() -> None:
    assert order_key("04/Dec/2005:04:47:44") < order_key("01/Jan/2006:00:00:00")
    assert order_key("Sun Dec 04 04:47:44 2005") < order_key("Mon Jan 02 00:00:00 2006")
    assert order_key("Nov 30 02:00:01") < order_key("Dec  1 00:00:00")
    lines = ["[Mon Jan 02 00:00:01 2006] [error] boom 1",
             "[Sun Dec 04 04:47:44 2005] [error] boom 2"]
    t = fold_lines(lines).templates[0]
    assert (t.first_ts, t.last_ts) == ("Sun Dec 04 04:47:44 2005", "Mon Jan 02 00:00:01 2006")


def test_a_budget_leaves_out_the_least_informative_templates_and_says_how_many() -> None:
    lines = [f"2026-11-30T02:00:00.000Z INFO svc [{w}] step {w} finished" for w in
             ("alpha", "bravo", "charlie") for _ in range(3)]
    lines += ["2026-11-30T02:00:01.000Z DEBUG svc [gc] pause"] * 9
    lines += ["2026-11-30T02:00:02.000Z WARN svc [pool] nearly full",
              "2026-11-30T02:00:03.000Z ERROR svc [pay] the one error that matters"]
    full = fold_lines(lines)
    folded = fold_lines(lines, budget=full.tokens_out - 40)
    assert folded.tokens_out <= full.tokens_out - 40
    levels = [t.level for t in folded.left_out]
    assert levels[0] == "DEBUG"  # the most repetitive of the least important class, first
    assert "ERROR" not in levels and ("WARN" not in levels or levels[-1] == "WARN")
    assert lines[-1] in folded.text
    lost = sum(t.count for t in folded.left_out)
    assert f"{len(folded.left_out)} templates ({lost} lines) dropped" in folded.text


@pytest.mark.parametrize("name", sorted(formats()))
def test_every_known_template_of_every_format_is_kept(name: str) -> None:
    fmt = formats()[name]
    lines, truth = generate(fmt)
    folded = fold_lines(lines)
    first_at: dict[str, int] = {}
    for i, line in enumerate(lines):
        first_at.setdefault(line, i)
    score = kept(fmt, truth, [first_at[t.exemplar] for t in folded.templates])
    assert score.abnormal == score.known_abnormal
    assert score.lost == ()
    assert folded.tokens_out * 5 <= folded.tokens_in


def test_the_corpus_folds_at_least_fifteen_times_overall() -> None:
    tokens_in = tokens_out = 0
    for fmt in formats().values():
        folded = fold_lines(generate(fmt)[0])
        tokens_in += folded.tokens_in
        tokens_out += folded.tokens_out
    assert tokens_out * 15 <= tokens_in


VALUES = {"host": HOSTS, "user": USERS,
          "path": [f"/{a}/{b}" for a in ("var", "opt", "srv") for b in ("log", "lib", "run")],
          "quoted": [f'"{u}"' for u in USERS], "kv": [f"key={u}" for u in USERS]}
WORDS = ["started", "stopped", "failed", "opened", "closed", "accepted", "rejected"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(WORDS), st.sampled_from(sorted(VALUES)),
                          st.sampled_from(["INFO", "WARN", "ERROR"])),
                min_size=1, max_size=6, unique=True),
       st.integers(0, 2**16), st.integers(20, 300),
       st.sampled_from([" ", "\t", ";", " | ", "   ", "]["]))
def test_templates_with_digitless_variables_are_each_kept(
        shapes: list[tuple[str, str, str]], seed: int, size: int, sep: str) -> None:
    """Templates that differ in a constant word (or level) with a variable of each kind:
    every template keeps a line of its own, whatever the values and whatever joins the
    fields (a space, a tab, a `;`, a pipe, a column's padding, brackets; not a dot or a
    slash, which make the word beside them part of a name: `started.task`, known)."""
    import random

    rng = random.Random(seed)
    lines, truth = [], []
    for i in range(size):
        word, kind, level = shapes[i % len(shapes)]
        lines.append(f"{_stamp(i)}{sep}{level}{sep}worker {word}{sep}task for "
                     f"{rng.choice(VALUES[kind])}{sep}in {rng.randint(1, 999)}ms")
        truth.append((word, kind, level))
    folded = fold_lines(lines)
    first_at: dict[str, int] = {}
    for i, line in enumerate(lines):
        first_at.setdefault(line, i)
    shown = {truth[first_at[t.exemplar]] for t in folded.templates}
    # kinds with the same word and level may be one template (a variable's values differ);
    # a template with its own word or level never is
    assert {(w, lv) for w, _, lv in shown} == {(w, lv) for w, _, lv in set(truth)}
    assert sum(t.count for t in folded.templates) == len(lines)


def test_many_times_of_one_layout_order_like_order_key() -> None:
    from oncall.fold.times import _order_keys

    for stamps in (["04/Dec/2005:04:47:44 +0000", "01/Jan/2006:00:00:00 +0000",
                    "30/Nov/2005:10:00:00 +0000"],
                   ["Sun Dec 04 04:47:44 2005", "Mon Jan 02 00:00:01 2006",
                    "Sat Dec 03 23:59:59 2005"],
                   ["Nov 30 02:00:01", "Dec  1 00:00:00", "Nov  9 23:00:00"]):
        keys = _order_keys(stamps)
        assert sorted(stamps, key=keys.__getitem__) == sorted(stamps, key=order_key)


def test_a_hostile_log_stops_the_search_for_variables_and_says_so() -> None:
    """Templates that each differ from the rest in one of a thousand positions would take
    quadratic time to compare; the search stops, every line is still counted, and the text
    says that some names were left as they are."""
    n = 1100
    lines = [" ".join("z" if j == i else "w" for j in range(n)) for i in range(n)]
    folded = fold_lines(lines)
    assert sum(t.count for t in folded.templates) == n
    assert "too many distinct lines to compare them all" in folded.text
    assert "too many distinct" not in fold_lines(lines[:50]).text


def test_the_fold_does_not_depend_on_the_hash_seed() -> None:
    """Sets order strings by a per-process hash seed; no result may follow that order."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    here = str(Path(__file__).parent)
    script = (f"import sys; sys.path.insert(0, {here!r}); import test_fold_golden as g; "
              "print(''.join(g.digest(f()) for f in g.CASES.values()))")
    outs = {subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                           check=True, env={**os.environ, "PYTHONHASHSEED": seed}).stdout
            for seed in ("1", "3", "6")}
    assert len(outs) == 1


def test_a_message_that_varies_in_one_of_many_positions_keeps_one_template_each() -> None:
    """Each line of one sentence has one of its eight words replaced by a random one: one
    template per replaced position. It takes about one merging pass per position (four once
    left 1,004 templates for 2,000 lines)."""
    rng = random.Random(5)

    def word() -> str:
        return "".join(rng.choice("qwrtypsdfghjklzxcvbnm") for _ in range(7))

    base = [word() for _ in range(8)]
    lines = []
    for i in range(2000):
        tokens = list(base)
        tokens[i % 8] = word()
        lines.append(" ".join(tokens))
    folded = fold_lines(lines)
    assert sorted(t.count for t in folded.templates) == [250] * 8


AGENTS = ['"curl/8.5.0"', '"Go-http-client/1.1"', '"python-requests/2.31.0"',
          '"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0"', '"kube-probe/1.29"']


def test_an_access_record_of_many_paths_is_one_template_whatever_its_few_valued_fields() -> None:
    """An Envoy-style record is mostly masked fields; its request path takes many values
    (names), its user agent and host few. The few-valued fields need no more words around
    them than a record has: the path is a field, not a word of a message."""
    lines = [f'[2026-11-30T02:00:{i % 60:02d}.000Z] "GET /{PAGES[i % 12]}/{PAGES[i // 12 % 12]} '
             f'HTTP/1.1" 504 UT {i} {2 * i} {i % 7} {i % 9} "10.1.0.{i % 200}" {AGENTS[i % 5]} '
             f'"{i:08x}-3855-dc1a-f476-592e8fc0bfac" "{HOSTS[i % 6]}" "10.2.0.{i % 50}:8080"'
             for i in range(40)]
    folded = fold_lines(lines)
    assert len(folded.templates) == 1
    assert folded.templates[0].count == 40



def test_the_method_of_a_quoted_request_is_a_word_whatever_the_paths() -> None:
    """Many paths make the quoted request take many values; the method opening it stays a
    constant: the few PUT and DELETE requests keep exemplars of their own."""
    methods = ["GET"] * 18 + ["PUT", "DELETE"]
    lines = [_access(i, "-").replace('"GET ', f'"{methods[i % 20]} ') for i in range(200)]
    folded = fold_lines(lines)
    assert sorted(t.exemplar.split('"')[1].split(" ")[0] for t in folded.templates) == [
        "DELETE", "GET", "PUT"]


def test_a_quoted_message_that_reads_as_prose_keeps_its_words_apart() -> None:
    """klog's `message="Scaled up replica set <name> to <n>"` beside `"Scaled down ..."`:
    many replica set names made the quoted rest one variable token, which merged `up` and
    `down`. A quoted phrase that opens with two plain words is prose, compared word by
    word: the name is a variable, the word that differs is not."""
    names = [f"{word}-{suffix}" for word in PAGES for suffix in ("web", "api", "db")]
    lines = [f'I1130 02:00:{i % 60:02d}.{i:06d}       1 event.go:291] "Event occurred" '
             f'kind="Deployment" reason="ScalingReplicaSet" message="Scaled '
             f'{"down" if i % 10 == 3 else "up"} replica set {names[i % len(names)]} to {i % 7}"'
             for i in range(300)]
    folded = fold_lines(lines)
    assert sorted(t.exemplar.split('message="Scaled ')[1].split(" ")[0]
                  for t in folded.templates) == ["down", "up"]


@pytest.mark.parametrize("glued", ["[{name}][{level}]", "{name}.{level}:", "{name}/{level}"])
def test_a_level_word_glued_to_a_name_keeps_its_lines_apart(glued: str) -> None:
    """`[<host>][ERROR]`, Monolog's `<environment>.ERROR:`: one token each. Nine names and two
    levels were 18 values of a variable, and the errors merged into a template of no level,
    their exemplar an INFO line. A level word glued to another field is found and kept."""
    names = ["alpha", "bravo", "charlie", "delta", "echo", "fox", "golf", "hotel", "india"]
    lines = [f"2024-03-02T10:00:{i:02d}Z "
             + glued.format(name=names[i % 9], level="ERROR" if i % 7 == 0 else "INFO")
             + " health check done" for i in range(60)]
    folded = fold_lines(lines)
    errors = [t for t in folded.templates if t.level == "ERROR"]
    assert sum(t.count for t in errors) == 9
    assert all("ERROR" in t.exemplar for t in errors)
    assert {t.level for t in folded.templates} == {"ERROR", "INFO"}


def test_a_request_method_or_an_operation_is_never_a_variable() -> None:
    """`operation=delete` beside `read`, `update` and `list` (Vault's audit log), or a
    `DELETE` among tracing's `request{method=GET ...}`: four plain words after a key were
    one variable, and the rare deletes vanished into the reads' template. Methods and
    operations (`names.verbs`) are what a request did: each keeps its template."""
    draw = random.Random(11)
    operations = ["read"] * 30 + ["update"] * 8 + ["list"] * 5 + ["delete"]
    lines = [json.dumps({"time": f"2026-11-30T02:00:{i % 60:02d}Z", "type": "request",
                         "request": {"operation": draw.choice(operations),
                                     "path": f"secret/data/{draw.choice(USERS)}/tls",
                                     "remote_address": f"10.0.{i % 7}.{i % 250}"}},
                        separators=(",", ":")) for i in range(400)]
    methods = ["GET"] * 20 + ["POST"] * 5 + ["PUT"] * 2 + ["DELETE"]
    lines += [f"{_stamp(i)}  INFO request{{method={draw.choice(methods)} uri=/"
              f"{draw.choice(USERS)}/{draw.choice(HOSTS)}}}: tower_http::trace: finished "
              f"processing request latency={i % 90} ms status=200" for i in range(400)]
    templates = [t.template for t in fold_lines(lines).templates]
    for verb in ('"operation":"read"', '"operation":"update"', '"operation":"list"',
                 '"operation":"delete"', "method=GET", "method=POST", "method=PUT",
                 "method=DELETE"):
        assert sum(verb in t for t in templates) == 1, (verb, templates)


def test_the_fields_of_a_rare_message_stay_variables_across_its_methods() -> None:
    """A rare error (18 lines) split by its request's method into three parts of six: in
    each part every path and host was one line's, too few to be a variable, and the error
    came out a template per line. Fields that took a value per line or so before the split
    stay variables in its parts."""
    draw = random.Random(5)
    lines = [f"{_stamp(i)} heroku[router]: at=error code=H13 desc=\"Connection closed without "
             f"response\" method={('GET', 'POST', 'PUT')[i % 3]} path=\"/{draw.choice(USERS)}/"
             f"{draw.choice(USERS)}\" host={draw.choice(HOSTS)} status=503" for i in range(18)]
    lines += [f"{_stamp(i)} heroku[router]: at=info method={('GET', 'POST', 'PUT')[i % 3]} "
              f"path=\"/{draw.choice(USERS)}\" host={draw.choice(HOSTS)} status=200"
              for i in range(300)]
    templates = fold_lines(lines).templates
    assert sorted(t.count for t in templates if "H<*>" in t.template) == [6, 6, 6]
    assert sorted(t.count for t in templates if "at=info" in t.template) == [100, 100, 100]


def test_a_request_line_s_method_is_a_method_whatever_the_server_s_methods() -> None:
    """Varnish takes `PURGE` and `BAN` beside HTTP's methods: nine methods were eight words
    varying apart from the rest, a variable, and a purge hid in a GET's template. A capital
    word opening a quoted request is its method, and a rare purge keeps its template."""
    draw = random.Random(2)
    methods = ["GET"] * 30 + ["POST"] * 6 + ["HEAD"] * 3 + ["PUT", "DELETE", "OPTIONS",
                                                            "PATCH", "BAN", "PURGE"]
    lines = [f'10.0.{i % 9}.{i % 200} - - [30/Nov/2026:02:00:{i % 60:02d} +0000] '
             f'"{draw.choice(methods)} http://{draw.choice(HOSTS)}/{draw.choice(USERS)} '
             f'HTTP/1.1" 200 {100 + i} "-" "curl/8.4.0" {("hit", "miss")[i % 2]} 0.{i:04d}'
             for i in range(600)]
    templates = [t.template for t in fold_lines(lines).templates]
    assert sum('"PURGE ' in t for t in templates) >= 1
    assert all(t.count('"') == 6 and '"<*> ' not in t for t in templates)


SERVICES = ["api-gateway", "auth", "catalog", "cart", "checkout", "payments", "shipping",
            "search", "orders", "users"]


def test_a_verb_in_prose_groups_like_any_other_word() -> None:
    """`local cache read ratio` beside `local cache update ratio`: a verb among a message's
    words keeps its template apart like any word, and splits no more than one. The fields
    found in a group split on a method stay variables in its parts only where the method
    is a field (after a key, or opening a quoted request): here the parts were messages
    per service, and ten services' lines merged into one."""
    def templates(first: str, second: str) -> int:
        lines = []
        for i in range(400):
            service, word = SERVICES[i % 10], (first, second)[i // 10 % 2]
            lines.append(f"2026-12-10T11:20:{i % 60:02d}.{i:03d}Z {service} DEBUG [cache] "
                         f"local cache {word} ratio {i % 97}% over last {i % 50}s")
            if i % 3 == 0:
                lines.append(f"2026-12-10T11:20:{i % 60:02d}.{i:03d}Z {service} INFO [http] "
                             f"served {i} requests for {SERVICES[i * 7 % 10]}")
        return len(fold_lines(lines).templates)

    assert templates("read", "update") == templates("reads", "writes")


def test_identifiers_of_three_hyphenated_words_are_names() -> None:
    """A firewall's policies (`allow-web-outbound`) are names, as host names are: ten of
    them saying the same thing are a variable (as words they would need sixteen); ten
    two-word states (`read-only`) are still words."""
    policies = ["allow-web-outbound", "deny-smb-inbound", "allow-dns-servers", "guest-only-web",
                "block-high-risk", "allow-vpn-users", "iot-restricted-out", "lan-to-wan",
                "dmz-to-lan", "mgmt-ssh-only"]
    lines = [f"2026-11-30T02:00:{i % 60:02d}Z fw matched policy {policies[i % 10]} for "
             f"10.0.0.{i % 200}" for i in range(200)]
    assert [t.template for t in fold_lines(lines).templates] == [
        "<*> fw matched policy <*> for <*>"]
    states = ["read-only", "write-back", "copy-on", "up-next", "fall-back", "set-up",
              "log-in", "sign-out", "opt-in", "roll-back"]
    kept = [f"2026-11-30T02:00:{i % 60:02d}Z cache mode {states[i % 10]} for 10.0.0.{i}"
            for i in range(200)]
    assert len(fold_lines(kept).templates) == 10


def test_a_dozen_termination_states_stay_apart() -> None:
    """HAProxy's termination state (`----`, `cD--`, `SD--`, …) is a code from a fixed list:
    a dozen of them are a dozen outcomes, not a dozen values of one variable."""
    states = ["----", "cD--", "sH--", "SC--", "CD--", "SD--", "SH--", "PH--", "sQ--", "PR--",
              "LR--", "cR--", "CR--"]
    rng = random.Random(3)
    lines = [f"May  1 00:00:{i % 60:02d} lb1 haproxy[{900 + i % 4}]: 10.0.{i % 200}.{i % 9}:"
             f"{40000 + i} [01/May/2024:00:00:{i % 60:02d}.{i % 1000:03d}] "
             f"{rng.choice(['fe_http', 'fe_https~'])} be_app/{rng.choice(HOSTS)} 0/0/1/{i}/{i} "
             f"200 {i * 7} - - {states[0] if i % 20 else states[i // 20 % 13]} 1/1/0/0/0 0/0 "
             f'"GET /api/items/{i} HTTP/1.1"' for i in range(520)]
    templates = fold_lines(lines).templates
    assert {t.template.split(" - - ")[1].split()[0] for t in templates} == set(states)


def test_a_capital_code_with_a_status_or_dots_is_not_a_name() -> None:
    """Squid's `TCP_MISS/200` and S3's `REST.GET.OBJECT` read as a path and a host name, so
    three of them were a variable and a rare result fell into the common one's template."""
    results = ["TCP_MISS/200", "TCP_HIT/200", "TCP_MEM_HIT/200", "TCP_DENIED/403",
               "TCP_NEGATIVE_HIT/404"]
    squid = [f"{1714557600 + i}.{i % 1000:03d}    {i % 300} 10.0.0.{i % 50} "
             f"{results[0] if i % 25 else results[i // 25 % 5]} {i * 3} GET "
             f"http://{HOSTS[i % 13]}/p{i} - HIER_DIRECT/10.1.0.{i % 9} text/html"
             for i in range(250)]
    assert {t.template.split()[3] for t in fold_lines(squid).templates} == {
        result.replace("/", "/<*>")[:result.index("/") + 4] for result in results}
    operations = ["REST.GET.OBJECT", "REST.PUT.OBJECT", "REST.HEAD.OBJECT",
                  "S3.TRANSITION_GLACIER.OBJECT"]
    rng = random.Random(5)
    s3 = [f"79a5 {rng.choice(['logs', 'media', 'backups'])} [01/May/2024:00:00:{i % 60:02d} "
          f"+0000] 10.0.0.{i % 40} arn:aws:iam::1234:user/{rng.choice(USERS)} REQ{i:06X} "
          f"{rng.choice(operations[:3]) if i % 40 else operations[3]} key/{i}.bin 200"
          for i in range(160)]
    assert {t.template.split()[7] for t in fold_lines(s3).templates} == {
        "REST.GET.OBJECT", "REST.PUT.OBJECT", "REST.HEAD.OBJECT", "S<*>.TRANSITION_GLACIER.OBJECT"}


def test_a_word_that_ends_a_sentence_is_no_name() -> None:
    """`Marking task as FAILED.`: read as names (a `.` is a name's mark), three states ending
    a sentence were a variable, and the failures merged into the retries."""
    states = ["SUCCESS", "FAILED", "UP_FOR_RETRY"]
    rng = random.Random(11)
    lines = [f"[2024-05-01, 00:00:{i % 60:02d} UTC] {{taskinstance.py:{1100 + i % 9}}} INFO - "
             f"Marking task as {states[0] if i % 10 else rng.choice(states[1:])}. "
             f"dag_id={rng.choice(USERS)}_etl, task_id={rng.choice(HOSTS)}, "
             f"execution_date=20240501T{i % 24:02d}0000" for i in range(300)]
    assert {t.template.split("Marking task as ")[1].split(".")[0]
            for t in fold_lines(lines).templates} == set(states)


@pytest.mark.parametrize("absent", ["(null)", "<nil>", "<none>"])
def test_a_value_printed_for_nothing_is_a_message_of_its_own(absent: str) -> None:
    """A field that a few lines write as C's `(null)` (Go's `<nil>`, a tool's `<none>`) is
    absent in them, as a `-` is: their own template, never a case of the names beside it
    (Slurm's allocation that got no nodes, `NodeList=(null)`)."""
    rng = random.Random(3)
    lines = []
    for i in range(400):
        nodes = absent if i % 40 == 7 else rng.choice(HOSTS)
        lines.append(f"[{_stamp(i)}] sched: allocate JobId={2618000 + i} NodeList={nodes} "
                     f"usec={rng.randrange(100, 9000)}")
    templates = {t.template: t.count for t in fold_lines(lines).templates}
    assert templates == {"[<*>] sched: allocate JobId=<*> NodeList=<*> usec=<*>": 390,
                         f"[<*>] sched: allocate JobId=<*> NodeList={absent} usec=<*>": 10}


def test_kubectl_apply_keeps_each_kind_and_action_apart() -> None:
    """`kubectl apply` prints `<kind>[.<group>]/<name> <action>`: one path-like token, the
    names' many values made it a variable and every kind's `unchanged` one template. The kind
    is cut from its name, and its names stay a variable in each kind's part, however few."""
    kinds = ["deployment.apps", "service", "configmap", "secret",
             "ingress.networking.k8s.io", "horizontalpodautoscaler.autoscaling"]
    apps = ["web", "api", "worker", "frontend", "payments", "gateway", "scheduler"]
    rng = random.Random(5)
    lines = [f"{rng.choice(kinds)}/{rng.choice(apps)}{'-config' if i % 3 else ''} "
             f"{'configured' if i % 4 == 0 else 'unchanged'}" for i in range(400)]
    true = {f"{line.split('/')[0]} {line.split(' ')[1]}".replace("k8s", "k<*>s")  # a digit
            for line in lines}
    templates = {t.template for t in fold_lines(lines).templates}
    assert {f"{t.split('/')[0]} {t.split(' ')[1]}" for t in templates} == true
    assert len(templates) == len(true)


def test_an_operation_named_by_a_verb_and_words_stays_apart() -> None:
    """A store's operations (`get-wf-execution`, `update-wf-execution`, ...) are hyphenated
    like host names: read as names, three of them with one error were a variable, and the
    rarest operation's failures kept no line of their own."""
    ops = ["update-wf-execution"] * 6 + ["create-wf-execution"] * 3 + ["get-wf-execution"]
    errors = ["context deadline exceeded", "driver: bad connection"]
    rng = random.Random(4)
    lines = [json.dumps({"level": "error", "ts": _stamp(i), "msg": "Persistent store operation "
                         "Failure", "shard-id": rng.randrange(512),
                         "wf-id": f"{rng.choice(USERS)}-{rng.randrange(10**6)}",
                         "store-operation": rng.choice(ops), "error": rng.choice(errors)},
                        separators=(",", ":")) for i in range(300)]
    shown = {t.exemplar for t in fold_lines(lines).templates}
    for op in set(ops):
        for error in errors:
            assert any(f'"{op}"' in line and error in line for line in shown), (op, error)


def test_an_enumerations_constants_tell_transitions_apart() -> None:
    """YARN's container states (`EXITED_WITH_SUCCESS`, `CONTAINER_CLEANEDUP_AFTER_KILL`, ten
    in all) on both sides of a transition: a dozen transitions are a dozen messages, however
    many states a position takes (`names.codes`)."""
    moves = [("NEW", "LOCALIZING"), ("LOCALIZING", "SCHEDULED"), ("SCHEDULED", "RUNNING"),
             ("RUNNING", "EXITED_WITH_SUCCESS"), ("EXITED_WITH_SUCCESS", "DONE"),
             ("RUNNING", "KILLING"), ("KILLING", "CONTAINER_CLEANEDUP_AFTER_KILL"),
             ("CONTAINER_CLEANEDUP_AFTER_KILL", "DONE"), ("RUNNING", "EXITED_WITH_FAILURE"),
             ("EXITED_WITH_FAILURE", "DONE"), ("LOCALIZING", "LOCALIZATION_FAILED"),
             ("LOCALIZATION_FAILED", "DONE")]
    rng = random.Random(3)
    picks = [*moves, *(rng.choice(moves[:6]) for _ in range(200))]
    lines = [f"{_stamp(i)} INFO org.apache.hadoop.yarn.server.nodemanager.containermanager."
             f"container.ContainerImpl: Container container_1733_0001_01_{i:06d} transitioned "
             f"from {a} to {b}" for i, (a, b) in enumerate(picks)]
    shown = {t.exemplar.split(" transitioned ")[1] for t in fold_lines(lines).templates}
    assert shown == {f"from {a} to {b}" for a, b in moves}


def _reason(rng: random.Random, reasons: list[str], state: str) -> str:
    """Why a device moved: `none` but for a deactivation."""
    return rng.choice(reasons) if state == "deactivating" else "none"


def test_the_states_beside_an_arrow_are_a_transition_each() -> None:
    """NetworkManager's `state change: config -> failed` beside a dozen other transitions
    of a dozen states, with a reason of many values: each transition keeps a line
    (`keys.transition`)."""
    moves = [("disconnected", "prepare"), ("prepare", "config"), ("config", "ip-config"),
             ("ip-config", "ip-check"), ("ip-check", "secondaries"),
             ("secondaries", "activated"), ("activated", "deactivating"),
             ("deactivating", "disconnected"), ("unavailable", "disconnected"),
             ("unmanaged", "unavailable"), ("config", "need-auth"), ("need-auth", "failed"),
             ("config", "failed"), ("failed", "disconnected")]
    reasons = ["none", "user-requested", "carrier-changed", "supplicant-failed",
               "ip-config-unavailable", "dependency-failed", "connection-removed",
               "device-removed", "sleeping", "managed", "now-managed", "config-failed"]
    rng = random.Random(5)
    picks = [*moves, *(rng.choice(moves[:7]) for _ in range(300))]
    lines = [f"{_stamp(i)} NetworkManager[812]: <info>  [1733386873.{i:04d}] device (wlp2s0): "
             f"state change: {a} -> {b} (reason '{_reason(rng, reasons, b)}', sys-iface-state: "
             f"'managed')" for i, (a, b) in enumerate(picks)]
    templates = fold_lines(lines).templates
    shown = {t.exemplar.split("state change: ")[1].split(" (")[0] for t in templates}
    assert shown == {f"{a} -> {b}" for a, b in moves}


def test_a_record_written_a_key_a_line_keeps_each_key() -> None:
    """Sysmon's events exported as text: a title line, then `Key: value` lines, twenty keys
    and more. Each key names what its line holds, so each keeps a line (`keys.opens_with_key`)
    while its values of many kinds stay variables."""
    rng = random.Random(11)
    keys = ["RuleName", "UtcTime", "ProcessGuid", "ProcessId", "Image", "FileVersion",
            "Description", "Product", "Company", "OriginalFileName", "CommandLine",
            "CurrentDirectory", "User", "LogonGuid", "LogonId", "TerminalSessionId",
            "IntegrityLevel", "Hashes", "ParentProcessGuid", "ParentProcessId", "ParentImage",
            "SourceIsIpv6", "SourceIp", "DestinationPort"]
    lines: list[str] = []
    for n in range(80):
        lines.append(rng.choice(["Process Create:", "Network connection detected:"]))
        for key in keys:
            value = rng.choice([f"{rng.randint(1, 99999)}", f"C:\\Windows\\app{n % 7}.exe",
                                rng.choice(USERS), f"{{{rng.randint(0, 16**8):08x}-aa}}"])
            lines.append(f"{key}: {value}")
    shown = {t.exemplar.split(":", 1)[0] for t in fold_lines(lines).templates}
    assert set(keys) <= shown


def test_a_json_value_of_several_words_is_one_token() -> None:
    """A JSON record's string values (`"os":"Windows 10"` beside `"os":"Linux"`, names of
    one to three words) are a token each, so the record keeps one width and its values
    are compared (`analysis._JSON_STRING`); a text key's value still has its words."""
    systems = ["Windows 10", "Linux", "Mac OS X", "iOS", "Android 14", "Chrome OS", "Ubuntu",
               "Windows 11", "FreeBSD"]
    people = ["Lukas Young", "Ana", "Grace Mary Walker", "Diego Hill", "Bo", "Hana Lopez",
              "Heidi Wilson", "Kim", "Jon Snow", "Ada King"]
    lines = [json.dumps({"eventType": "user.session.start", "displayName": people[i % 10],
                         "os": systems[i % 9], "msg": "User login to Okta"},
                        separators=(",", ":")) for i in range(90)]
    lines += [json.dumps({"eventType": "user.session.end", "displayName": people[i % 10],
                          "os": systems[i % 9], "msg": "User logout from Okta"},
                         separators=(",", ":")) for i in range(90)]
    templates = fold_lines(lines).templates
    assert len(templates) == 2, [t.template for t in templates]


def test_an_event_a_sign_marks_is_never_a_variable() -> None:
    """Redis Sentinel's events (`+sdown`, `-sdown`, `+failover-state-select-slave`, two dozen
    in a failover) are what happened: each keeps a line (`names.verbs`)."""
    events = ["+sdown", "-sdown", "+odown", "-odown", "+try-failover", "+elected-leader",
              "+failover-state-select-slave", "+selected-slave", "+promoted-slave",
              "+failover-state-reconf-slaves", "+failover-end", "+switch-master",
              "-failover-abort-not-elected", "+failover-end-for-timeout", "+new-epoch",
              "+vote-for-leader", "+config-update-from", "-failover-abort-no-good-slave"]
    rng = random.Random(4)
    picks = [*events, *(rng.choice(events[:4]) for _ in range(200))]
    lines = [f"1:X 05 Dec 2026 08:{i // 60 % 60:02d}:{i % 60:02d}.123 # {event} master "
             f"mymaster 10.0.0.{i % 7 + 2} 6379" for i, event in enumerate(picks)]
    shown = {t.exemplar.split(" # ")[1].split(" ")[0] for t in fold_lines(lines).templates}
    assert shown == set(events)


def test_a_lone_bracket_is_structure_not_an_absent_value() -> None:
    """Galera's view blocks: `} joined {`, `} left {` and `} partitioned {` beside the
    tab-indented members (`\\t<uuid>,<name>`). A brace is no absent value (`heavy._STRUCTURE`),
    so the words of the smaller part stay words."""
    rng = random.Random(9)

    def member() -> str:
        uuid = "".join(rng.choice("0123456789abcdef") for _ in range(8))
        return f"\t{uuid}-{rng.choice('0123456789abcdef')}{rng.randint(0, 9)}ab,{rng.randint(0, 3)}"

    lines = []
    for _ in range(45):
        for state in ("joined", "left", "partitioned"):
            lines += [member(), f"}} {state} {{", member(), "})"]
    shown = {t.exemplar for t in fold_lines(lines).templates}
    assert {"} joined {", "} left {", "} partitioned {"} <= shown


def test_a_period_before_a_closing_bracket_ends_a_sentence() -> None:
    """WebLogic's `<Server state changed to RUNNING.>`: the period closes the message, so the
    state is a word, not a name (`names.is_name`), and three states stay apart; a host in
    brackets is still a name."""
    from oncall.fold.names import is_name

    assert not is_name("RUNNING.>") and not is_name("FORCE_SHUTTING_DOWN.>")
    assert is_name("wlsapp05.corp.example.com>") and is_name("(node7.x)")
    rng = random.Random(2)
    states = ["RUNNING", "SUSPENDING", "SHUTTING_DOWN"]
    lines = [f"####<Dec 5, 2026 7:{i % 60:02d}:44,569 AM UTC> <Notice> <WebLogicServer> "
             f"<{rng.choice(HOSTS)}> <wls_{rng.choice(USERS)}> <main> <<WLS Kernel>> <> <> "
             f"<17964575{i:05d}> <BEA-000365> <Server state changed to {states[i % 3]}.>"
             for i in range(60)]
    shown = {t.exemplar.rsplit(" ", 1)[1] for t in fold_lines(lines).templates}
    assert {f"{state}.>" for state in states} <= shown


PEOPLE = ["Alice Kim", "Bruno Diaz", "Chen Wei", "Dana Cole", "Emeka Obi", "Fatima Noor",
          "Goran Ilic", "Hana Sato", "Ivan Petrov", "Julia Roth", "Kofi Mensah", "Lena Berg"]


PLACES = [("Austin", "Texas", "United States"), ("Berlin", "Berlin", "Germany"),
          ("Lagos", "Lagos", "Nigeria"), ("Osaka", "Osaka", "Japan")]


def _identity_record(rng: random.Random, message: str, result: str) -> str:
    """An identity provider's event: a user (an address, and a display name written from it)
    beside a few values each of device, browser and place (a city that tells its state and
    country), whatever the event."""
    person = rng.choice(PEOPLE)
    city, state, country = rng.choice(PLACES)
    return json.dumps({
        "actor": {"alternateId": person.lower().replace(" ", ".") + "@initech.example",
                  "displayName": person},
        "client": {"device": rng.choice(["Computer", "Mobile"]),
                   "browser": rng.choice(["CHROME", "FIREFOX", "SAFARI"]),
                   "geo": {"city": city, "state": state, "country": country}},
        "displayMessage": message, "outcome": {"result": result}, "severity": "INFO"},
        separators=(",", ":"))


def test_a_record_keeps_its_users_a_variable_whatever_its_other_fields() -> None:
    """Split on the few values of its other fields, a part kept two users, and two were no
    variable: nearly each user's record stayed a template (193 for 300 lines, 185 naming a
    user; `oncall.fold.fields`)."""
    rng = random.Random(7)
    events = [("User login to Okta", "SUCCESS"), ("User logout from Okta", "SUCCESS"),
              ("Evaluation of sign-on policy", "ALLOW"), ("Evaluation of sign-on policy", "DENY")]
    lines = [_identity_record(rng, *events[i % 4]) for i in range(300)]
    templates = [t.template for t in fold_lines(lines).templates]
    naming = [t for t in templates if "@initech.example" in t or any(p in t for p in PEOPLE)]
    assert len(naming) * 10 <= len(templates), naming[:3]
    assert len(templates) <= 60
    shown = "\n".join(templates)
    for message, result in events:  # each kind of event keeps a template of its own
        assert f'"displayMessage":"{message}","outcome":{{"result":"{result}"}}' in shown


def test_a_name_only_one_message_writes_stays_apart_in_its_part() -> None:
    """A process or request name that varies in a larger group but belongs to one message
    there (`imap-login:` beside `pop-login:`, `request[LOAD:` beside `request[DROP:`) is
    that message's constant: only a field the parts share stays a variable in them."""
    rng = random.Random(3)
    tags = ["auth-worker(<*>):", "lmtp(<*>):", "indexer-worker(<*>):", "quota-status:",
            "anvil(<*>):", "stats(<*>):", "config(<*>):", "log(<*>):"]
    lines = []
    for i in range(400):
        user = f"{rng.choice(USERS)}@mail.example"
        if i % 3 == 0:
            tag = rng.choice(["imap-login:", "pop-login:"])
            lines.append(f"May 20 08:13:{i % 60:02d} mx dovecot: {tag} Login: user=<{user}>, "
                         f"method=PLAIN, rip=10.0.{i % 9}.{i % 200}, TLS")
        else:
            tag = rng.choice(tags).replace("<*>", user)
            lines.append(f"May 20 08:13:{i % 60:02d} mx dovecot: {tag} Disconnected: "
                         f"Logged out in={i} out={i * 7}, TLS")
    shown = {t.template.split(" dovecot: ")[1].split(" ")[0] for t in fold_lines(lines).templates}
    assert {"imap-login:", "pop-login:"} <= shown


def test_a_record_keeps_a_few_host_names_a_variable() -> None:
    """Three host names are few, but a host name is never a message's constant: a field of
    them stays a variable in the parts of its group, which its other fields (a method, a
    path, a header of two values) split down to a row or two of each host (56 templates,
    42 naming a host, before `oncall.fold.fields` read addresses)."""
    rng = random.Random(5)
    hosts = ["api.shop.example", "www.shop.example", "static.cdn.net"]
    kinds = ["SQL Injection Attack Detected", "XSS Attack Detected", "Path Traversal Attack"]
    lines = [json.dumps({
        "client": f"10.1.{rng.randrange(9)}.{rng.randrange(250)}",
        "request": {"method": rng.choice(["GET", "POST"]),
                    "uri": rng.choice(["/login", "/cart", "/search"]),
                    "headers": {"Host": rng.choice(hosts),
                                "Accept": rng.choice(["*/*", "text/html"]),
                                "Connection": rng.choice(["close", "keep-alive"])}},
        "rule": kinds[i % 3]}, separators=(",", ":")) for i in range(200)]
    templates = [t.template for t in fold_lines(lines).templates]
    naming = [t for t in templates if any(host in t for host in hosts)]
    assert len(naming) * 5 <= len(templates), naming[:3]
    for kind in kinds:
        assert any(f'"rule":"{kind}"' in t for t in templates)


def test_the_value_of_a_host_or_user_key_is_a_variable_from_two_values() -> None:
    """Two hosts and two users are few, but a message never writes a host or a user after its
    key as its constant (`oncall.fold.keys.ENTITY_KEYS`): every host and user kept a
    template of each message before (8 for 2)."""
    rng = random.Random(2)
    lines = [f"2026-11-30T02:{i // 60 % 60:02d}:{i % 60:02d}Z sshd[{400 + i}]: session "
             f"{rng.choice(['opened', 'closed'])} host={rng.choice(['bastion', 'jumpbox'])} "
             f"user={rng.choice(['deploy', 'oracle'])} tty=ssh" for i in range(120)]
    templates = sorted(t.template for t in fold_lines(lines).templates)
    assert templates == ["<*> sshd[<*>]: session closed host=<*> user=<*> tty=ssh",
                         "<*> sshd[<*>]: session opened host=<*> user=<*> tty=ssh"]


def test_two_templates_that_differ_in_a_host_key_alone_are_one() -> None:
    """A group of two templates is split without reading its columns where some position
    could not be a variable (`variables._pair_apart`); the value of a host key can, from
    two values, so a pair differing there alone stays one template."""
    lines = [f"2026-11-30T03:00:{i:02d}Z backup finished host={('bastion', 'jumpbox')[i % 2]}"
             for i in range(40)]
    assert [t.template for t in fold_lines(lines).templates] == [
        "<*> backup finished host=<*>"]


def test_a_record_keeps_its_places_and_clients_variables() -> None:
    """A city, a country, a network or a browser is where or how an event came, never what
    it was (`oncall.fold.keys.ENTITY_KEYS`): four cities and three browsers each kept a
    template of every event before."""
    rng = random.Random(11)
    places = [("Austin", "United States"), ("Berlin", "Germany"), ("Lagos", "Nigeria"),
              ("Osaka", "Japan")]
    lines = []
    for i in range(300):
        city, country = rng.choice(places)
        lines.append(json.dumps({
            "event": ["login", "logout", "mfa_push"][i % 3], "user": f"u{i % 17}",
            "client": {"browser": rng.choice(["CHROME", "FIREFOX", "SAFARI"]),
                       "os": rng.choice(["Linux", "Windows", "macOS"]),
                       "geo": {"city": city, "country": country},
                       "isp": rng.choice(["comcast", "kddi", "telekom"])}},
            separators=(",", ":")))
    templates = [t.template for t in fold_lines(lines).templates]
    assert len(templates) == 3, templates[:4]
    for template in templates:
        assert '"geo":{"city":"<*>","country":"<*>"},"isp":"<*>"' in template
        assert '"browser":"<*>","os":"<*>"' in template


def test_a_key_that_ends_in_message_opens_a_message() -> None:
    """`displayMessage`, `errorMessage`: a record's message however many a log has (twenty
    kinds of event, each its own words, were one variable once nothing else split them)."""
    rng = random.Random(4)
    kinds = [f"{verb} {thing}" for verb in ("Create", "Update", "Delete", "Suspend", "Verify")
             for thing in ("Okta user", "API token", "group membership", "sign-on policy")]
    lines = [json.dumps({"actor": {"alternateId": f"user{rng.randrange(40)}@corp.example"},
                         "displayMessage": kinds[i % 20], "severity": "INFO",
                         "client": {"city": rng.choice(["Austin", "Berlin", "Osaka"])}},
                        separators=(",", ":")) for i in range(400)]
    templates = [t.template for t in fold_lines(lines).templates]
    assert {t.split('"displayMessage":"')[1].split('"')[0] for t in templates} == set(kinds)


def _resolver_log(rng: random.Random, openings: list[str], answers: list[str]) -> list[str]:
    """A DNS forwarder's syslog: a tag and pid, then an opening word, a query name, a word
    and an answer (an address, a name, or one of `answers` now and then)."""
    hosts = [f"{word}.{zone}" for word in ("api", "www", "cdn", "mail", "auth", "static")
             for zone in ("example.com", "shop.example", "corp.example.net")]
    lines = []
    for i in range(600):
        answer = rng.choice(answers) if i % 9 == 0 else rng.choice(hosts) if i % 3 == 0 \
            else f"10.{rng.randrange(250)}.{rng.randrange(250)}.{rng.randrange(250)}"
        lines.append(f"Dec  3 02:{i // 60 % 60:02d}:{i % 60:02d} gw "
                     f"resolver[{rng.choice([812, 813])}]: {openings[i % len(openings)]} "
                     f"{rng.choice(hosts)} is {answer}")
    return lines


def test_the_opening_word_of_a_programs_message_is_never_a_variable() -> None:
    """Eighteen messages of one token count after a program's tag and pid: their opening
    words are eighteen values, which make a variable anywhere else (`MIN_WORD_VALUES`),
    but each opens a message of its own (`fields.opens_tagged`: dnsmasq's `reply`,
    `cached`, `config` and `/etc/hosts` answers were one template)."""
    openings = ["reply", "cached", "config", "forwarded", "validated", "blocked", "rewrote",
                "expired", "prefetched", "refreshed", "pinned", "evicted", "stored", "loaded",
                "dropped", "retried", "signed", "spoofed"]
    templates = {t.template.split("]: ")[1].split(" ")[0]
                 for t in fold_lines(_resolver_log(random.Random(3), openings,
                                                   ["10.0.0.1"])).templates}
    assert templates == set(openings)


def test_a_tags_user_in_parentheses_stays_a_variable() -> None:
    """cron's `(root)`, `(backup)` after its tag is a user, not a message's opening word."""
    rng = random.Random(8)
    users = ["root", "backup", "deploy", "www", "nagios", "postgres", "oracle", "jenkins",
             "alice", "bob", "carol", "dave", "erin", "frank", "guest", "hadoop", "git", "test"]
    lines = [f"Dec  3 02:{i // 60 % 60:02d}:{i % 60:02d} node{i % 7} crond[{1000 + i}]: "
             f"({rng.choice(users)}) CMD (run-parts /etc/cron.hourly)" for i in range(400)]
    assert [t.template for t in fold_lines(lines).templates] == [
        "<*> <*> crond[<*>]: (<*>) CMD (run-parts /etc/cron.hourly)"]


def test_a_status_in_capitals_among_addresses_is_a_message_of_its_own() -> None:
    """`is NXDOMAIN` and `is <CNAME>` beside `is <address>`: what the answer was, not one
    of its values (`heavy.is_status`), so a name that does not exist keeps a template."""
    templates = {t.template.rsplit(" ", 1)[1]
                 for t in fold_lines(_resolver_log(random.Random(5), ["reply"],
                                                   ["NXDOMAIN", "<CNAME>", "NODATA"])).templates}
    assert templates == {"<*>", "NXDOMAIN", "<CNAME>", "NODATA"}


def test_a_c_call_site_is_what_a_debug_header_says() -> None:
    """Samba's two-line records: a header naming the file, line and function of the log
    call, then the message. Each call site is what its header says, however many a log has
    (`fields.names_code_site`): a file is a name and a masked line glued to a function a
    numbered name, and twenty call sites were one header template; two files' `main` stay
    apart too."""
    sites = [(f"../../source3/{part}/{name}.c", fn) for part, name, fn in (
        ("smbd", "open", "open_file"), ("smbd", "close", "close_normal_file"),
        ("smbd", "service", "make_connection_snum"), ("smbd", "service", "close_cnum"),
        ("smbd", "server", "main"), ("winbindd", "winbindd", "main"),
        ("auth", "auth", "auth_check_ntlm_password"), ("smbd", "dosmode", "get_ea_dos_attr"),
        ("printing", "print_cups", "cups_connect"), ("libads", "kerberos", "ads_kinit"),
        ("lib", "dumpcore", "dump_core"), ("winbindd", "winbindd_pam", "pam_auth"),
        ("param", "loadparm", "lp_do_parameter"), ("smbd", "reply", "reply_tcon"),
        ("smbd", "negprot", "reply_negprot"), ("smbd", "sesssetup", "reply_sesssetup"),
        ("rpc_server", "srv_pipe", "api_pipe_bind"), ("smbd", "trans2", "call_trans2"),
        ("smbd", "notify", "change_notify"), ("lib", "messages", "messaging_send"))]
    rng = random.Random(6)
    lines = []
    for i in range(800):
        path, function = sites[i % len(sites)] if i < 40 else rng.choice(sites)
        lines += [f"[2026/07/02 06:{i // 60 % 60:02d}:{i % 60:02d}.{i:06d},  3] {path}:"
                  f"{100 + rng.randrange(2000)}({function})", f"  event {i} handled"]
    headers = {t.template for t in fold_lines(lines).templates if ".c:" in t.template}
    assert len(headers) == len(sites), sorted(headers)[:3]


def test_a_glibc_backtrace_keeps_each_frame() -> None:
    """`backtrace_symbols` frames (`#3 /lib/…/libc.so.6(+0x3bf3d) [0x7fa8b56aa68b]`) are
    frames: never merged, as Java's and Go's are (`frames.is_frame`), so a panic's trace is
    read frame by frame, a frame without a symbol beside one with."""
    frames = ["/lib/x86_64-linux-gnu/libsamba-util.so.0(log_stack_trace+0x1ce)",
              "/lib/x86_64-linux-gnu/libsamba-util.so.0(smb_panic+0x2a2)",
              "/lib/x86_64-linux-gnu/libsamba-util.so.0(+0x1f443)",
              "/lib/x86_64-linux-gnu/libc.so.6(+0x3bf3d)",
              "/usr/lib/x86_64-linux-gnu/samba/libsmbd-base.so.0(+0x30671)",
              "/lib/x86_64-linux-gnu/libtevent.so.0(_tevent_loop_once+0x3ef)",
              "/lib/x86_64-linux-gnu/libc.so.6(__libc_start_main+0x1f4)",
              "/usr/sbin/smbd(_start+0x327)"]
    lines = [f"   #{k} {frame} [0x7f9e30d{k}7e8f]" for k, frame in enumerate(frames)] * 3
    templates = [t.template for t in fold_lines(lines).templates]
    assert len(templates) == len(frames), templates
