"""The host of a syslog header is a variable whatever number of values it takes
(`oncall.fold.hosts`), and a syslog tag is a word, never a name (`oncall.fold.names`)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from oncall.fold import fold_lines
from oncall.fold.hosts import mask_hosts
from oncall.fold.levels import level_of

MESSAGES = [
    "kernel[0]: ARPT: {n}: wl0: MDNS: IPV6 Addr: fe80::1",
    "sshd[{pid}]: Accepted publickey for deploy from 10.0.0.{n} port 22 ssh2",
    "CRON[{pid}]: (root) CMD (run-parts /etc/cron.hourly)",
    "systemd[1]: Started Session {n} of user deploy.",
    "kernel: [ {n}.123456] eth0: link up",
]


def _syslog(hosts: list[str], lines: int) -> list[str]:
    out = []
    for i in range(lines):
        message = MESSAGES[i % len(MESSAGES)].format(n=i, pid=4000 + i)
        out.append(f"Nov 30 02:{i // 60 % 60:02d}:{i % 60:02d} {hosts[i // 5 % len(hosts)]} "
                   f"{message}")
    return out


def test_a_log_from_two_hosts_keeps_each_message_once() -> None:
    two = fold_lines(_syslog(["web-a", "authorMacBook-Pro"], 100))
    one = fold_lines(_syslog(["web-a"], 100))
    assert len(two.templates) == len(one.templates) == len(MESSAGES)
    assert sorted(t.count for t in two.templates) == [20] * len(MESSAGES)
    # the exemplar still names its host, verbatim
    assert all(t.exemplar.split()[3] in {"web-a", "authorMacBook-Pro"} for t in two.templates)


def test_launchd_names_its_job_between_the_pid_and_the_colon() -> None:
    assert mask_hosts(["<*> mac-a com.apple.xpc.launchd[<*>] (com.apple.bird): Service ran",
                       "<*> Thread worker[<*>] (stopped) again"]) == [
        "<*> <*> com.apple.xpc.launchd[<*>] (com.apple.bird): Service ran",
        "<*> Thread worker[<*>] (stopped) again"]


def test_a_tag_without_a_pid_needs_a_host_some_line_with_a_pid_named() -> None:
    masked = mask_hosts([
        "<*> web-a kernel[<*>]: boot",
        "<*> web-a kernel: eth<*> up",
        "<*> Server started: port <*>",
        "<*> Client started: port <*>",
    ])
    assert masked == ["<*> <*> kernel[<*>]: boot", "<*> <*> kernel: eth<*> up",
                      "<*> Server started: port <*>", "<*> Client started: port <*>"]


DOVECOT = ["dovecot: imap-login: Login: user=<{user}>, method=PLAIN, rip=10.0.0.{n}",
           "dovecot: imap({user}): Disconnected: Logged out in={n} out={n}",
           "dovecot: lmtp({n}): Connect from local",
           "dovecot: auth: passwd-file({user},10.0.0.{n}): unknown user"]


def test_hosts_of_a_program_without_a_pid_are_masked_where_they_say_the_same_messages() -> None:
    """Dovecot logs through syslog without a pid (`mx-east dovecot: …`): where three or more
    messages each come from two or more lower-case names, those names are hosts."""
    hosts = ["mx-east", "mail-oregon", "mail-frankfurt"]
    lines = [f"May 20 08:{i // 60 % 60:02d}:{i % 60:02d} {hosts[i // 4 % 3]} "
             + DOVECOT[i % 4].format(user=f"u{i}@example.com", n=i % 250) for i in range(240)]
    folded = fold_lines(lines)
    assert len(folded.templates) == len(DOVECOT)
    assert sorted(t.count for t in folded.templates) == [60] * 4
    assert {t.exemplar.split()[3] for t in folded.templates} <= set(hosts)


def test_hosts_before_a_sequence_number_are_masked_where_they_say_the_same_messages() -> None:
    """Cisco IOS through a syslog server: `core-sw-a 1234: *May 1 …: %LINK-3-UPDOWN: …`, a
    sequence number where a tag would be."""
    messages = ["%LINK-3-UPDOWN: Interface GigabitEthernet1/0/{n}, changed state to down",
                "%SYS-5-CONFIG_I: Configured from console by admin on vty0 (10.0.0.{n})",
                "%SEC_LOGIN-5-LOGIN_SUCCESS: Login Success [user: admin] [Source: 10.0.0.{n}]"]
    hosts = ["core-sw-a", "dist-sw-north", "wan-rtr-east"]
    lines = [f"May  1 10:{i // 60 % 60:02d}:{i % 60:02d} {hosts[i // 3 % 3]} {1000 + i}: "
             f"May  1 10:{i // 60 % 60:02d}:{i % 60:02d}.123 UTC: "
             + messages[i % 3].format(n=i % 40) for i in range(90)]
    assert len(fold_lines(lines).templates) == 3


def test_two_shared_messages_or_a_level_word_tag_make_no_host() -> None:
    pairs = ["<*> server started: port <*>", "<*> client started: port <*>",
             "<*> server stopped: after <*>", "<*> client stopped: after <*>"]
    assert mask_hosts(pairs) == pairs
    logger = [f"<*> {name} {level}: {message}" for name in ("app.db", "app.api")
              for level in ("INFO", "WARN") for message in ("ready", "slow <*>")]
    assert mask_hosts(logger) == logger


def test_two_words_before_a_colon_stay_apart_without_a_syslog_tag() -> None:
    lines = [f"2026-11-30T02:00:{i % 60:02d}Z {('Server', 'Client')[i % 2]} started: port {i}"
             for i in range(40)]
    assert len(fold_lines(lines).templates) == 2


def test_a_host_that_is_a_level_word_or_a_letter_stays() -> None:
    kept = ["<*> ERROR kernel[<*>]: x", "<*> warn sshd[<*>]: x", "<*> E app[<*>]: x",
            "<*> <*> app[<*>]: x", "<*> web-a E[<*>]: x"]
    assert mask_hosts(kept) == kept


def test_the_priority_and_the_level_survive_the_host_mask() -> None:
    masked = mask_hosts(["<3><*> web-a app[<*>]: disk full", "<*> web-b app[<*>]: ERROR x"])
    assert masked == ["<3><*> <*> app[<*>]: disk full", "<*> <*> app[<*>]: ERROR x"]
    assert [level_of(m) for m in masked] == ["ERROR", "ERROR"]


@given(st.lists(st.text(alphabet=st.sampled_from("ab <>*[]:-.\n_3E"), max_size=40),
                max_size=8))
def test_mask_hosts_keeps_the_number_of_templates_and_each_level(templates: list[str]) -> None:
    templates = [t.replace("\n", " ") for t in templates]
    masked = mask_hosts(templates)
    assert len(masked) == len(templates)
    assert [level_of(m) for m in masked] == [level_of(t) for t in templates]


def test_three_programs_saying_the_same_thing_stay_apart() -> None:
    """A syslog tag names the program: `CRON[<pid>]:`, `sshd[<pid>]:` and `sudo:` are
    words (a pid in brackets is no part of a name), so the one message of three programs
    keeps three templates even where many users and hosts vary beside it."""
    programs = ["CRON[{pid}]: pam_unix(cron:session)", "sshd[{pid}]: pam_unix(sshd:session)",
                "sudo: pam_unix(sudo:session)"]
    users = ["root", "alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi",
             "ivan", "judy", "mallory", "niaj", "olivia", "peggy", "rupert", "sybil"]
    lines = [f"Nov 30 02:00:{i % 60:02d} host-{'abcd'[i // 3 % 4]} "
             f"{programs[i % 3].format(pid=100 + i)}: session closed for user {users[i % 17]}"
             for i in range(300)]
    folded = fold_lines(lines)
    assert len(folded.templates) == 3
    assert sorted(t.count for t in folded.templates) == [100, 100, 100]



def test_many_hosts_are_masked_before_a_pid_and_a_level_word_still_stays() -> None:
    many = [f"<*> node-{chr(97 + i // 26)}{chr(97 + i % 26)} app[<*>]: ready" for i in range(70)]
    masked = mask_hosts([*many, "<*> ERROR app[<*>]: ready", "<*> node-aa kernel: up",
                         "<*> Server started: port <*>"])
    assert masked[:70] == ["<*> <*> app[<*>]: ready"] * 70
    assert masked[70:] == ["<*> ERROR app[<*>]: ready", "<*> <*> kernel: up",
                           "<*> Server started: port <*>"]


def test_an_rfc5424_header_names_its_host_before_the_app_and_the_process_id() -> None:
    masked = mask_hosts(["<34><*> <*> api-gw sshd <*> - - Failed password",
                         "<34><*> <*> batch-box sshd - - - Failed password",
                         "<34><*> <*> ERROR sshd - - - x", "<34><*> <*> one two three"])
    assert masked == ["<34><*> <*> <*> sshd <*> - - Failed password",
                      "<34><*> <*> <*> sshd - - - Failed password",
                      "<34><*> <*> ERROR sshd - - - x", "<34><*> <*> one two three"]


def test_rfc5424_lines_from_two_hosts_keep_each_message_once() -> None:
    lines = [f"<{30 + i % 2 * 8}>1 2026-11-30T02:00:{i % 60:02d}.{i:03d}Z "
             f"{('api-gw', 'batch-box')[i // 3 % 2]} {('cron', 'sshd')[i % 2]} {100 + i} - - "
             f"{('job started', 'Accepted publickey')[i % 2]} id={i}" for i in range(60)]
    assert sorted(t.count for t in fold_lines(lines).templates) == [30, 30]


def test_a_field_longer_than_a_dns_name_is_no_host() -> None:
    """Known hosts are written into one pattern, which Python parses a character at a time
    (16 "hosts" of 250 kB took 3 s): a host is at most a DNS name's 253 characters."""
    longest, too_long = "h" * 253, "h" * 254
    assert mask_hosts([f"<*> {longest} app[<*>]: up", f"<*> {too_long} app[<*>]: up"]) == [
        "<*> <*> app[<*>]: up", f"<*> {too_long} app[<*>]: up"]
