"""Masking, levels and timestamps as plain tables: constant text survives, variables do not."""

from __future__ import annotations

import random

import pytest

from oncall.fold import fold_lines, level_of, mask, timestamp_of
from oncall.fold.tokens import TokenMasks

MASKS = [
    # constant text that shares a token with a number keeps its constant part
    ("r24=0x1f", "r<*>=<*>"),
    ("lr:0x1f", "lr:<*>"),
    ("alt0", "alt0"),
    # a digit that ends a word of letters is part of the word; longer runs are ids
    ("MDNS: IPV6 Addr", "MDNS: IPV6 Addr"),
    ("proto HTTP2 utf8 md5 EC2 SOCKS5", "proto HTTP2 utf8 md5 EC2 SOCKS5"),
    ("node cn192 sha256", "node cn<*> sha<*>"),
    ("broadcast_3_piece0 host.node7", "broadcast_<*>_piece<*> host.node<*>"),
    ("R02-M1 ssl3-x", "R<*>-M<*> ssl<*>-x"),
    ("id deadbeef1 abcdefgh9", "id <*> abcdefgh9"),
    ("pool-3-thread-12", "pool-<*>-thread-<*>"),
    ("svc|30002312", "svc|<*>"),
    ("blk_38865049064139660", "blk_<*>"),
    ("(ord-52301927,", "(ord-<*>,"),
    ("HTTP/1.1 200", "HTTP/<*> <*>"),
    ("v2.14.0", "v<*>"),
    ("91% full", "<*>% full"),
    ("10MB", "<*>MB"),
    ("k8s", "k<*>s"),
    # whole variables
    ("took 39ms", "took <*>"),
    ("uptime 1h30m", "uptime <*>"),
    ("from 10.0.3.7:8080", "from <*>:<*>"),
    ("ipv6 1:2:3:4 at 12:34:56 on 2026-11-30", "ipv6 <*> at <*> on <*>"),
    ("host h0000000 not g1234567", "host h<*> not g<*>"),
    ("id 550e8400-e29b-41d4-a716-446655440000", "id <*>"),
    ("mac 00:11:22:33:44:55", "mac <*>"),
    ("ip fe80:0:0:0:1ff:fe23:4567:890a", "ip <*>"),
    ("trace 37244d305f77223c", "trace <*>"),
    ("PendingIntent{3b47e57: 9821af}", "PendingIntent{<*>: <*>}"),
    ("face cafe bad1 deadbe1", "face cafe bad1 <*>"),
    ("pod bc2x7", "pod <*>"),
    ("x=1.5", "x=<*>"),
    # a number's sign is part of it where it opens a value; a `-` glued to a name is not one
    ('"lat":-33.8,"lon":151.2', '"lat":<*>,"lon":<*>'),
    ("temp=-5 offset -12ms [-1,2]", "temp=<*> offset <*> [<*>]"),
    ("pool-3 T-100 1-5 - 5", "pool-<*> T-<*> <*>-<*> - <*>"),
    ("ERROR       -0", "ERROR <*>"),  # padding before a signed number is a variable's too
    ("12345678.9 s", "<*> s"),
    # timestamps are one variable, month and day names included
    ("2026-11-30T02:13:58.412Z ERROR checkout [http] x", "<*> ERROR checkout [http] x"),
    ("2024-01-01 12:00:00,123 - app - WARNING - disk", "<*> - app - WARNING - disk"),
    ("Nov 30 02:13:58 host sshd[1234]: error", "<*> host sshd[<*>]: error"),
    ("<34>Oct 11 22:14:15 mymachine su: failed", "<34><*> mymachine su: failed"),
    ('{"level":50,"time":1796119584000}', '{"level":50,"time":<*>}'),
    # a category's event id ending its line, a Go frame's line number: which message, which line
    ("info: Microsoft.Hosting.Lifetime[14]", "info: Microsoft.Hosting.Lifetime[14]"),
    ("fail: Shop.Api[1000] went on", "fail: Shop.Api[<*>] went on"),
    ("Nov 30 02:13:58 host app.d[1234]: x", "<*> host app.d[<*>]: x"),
    ("\t/usr/local/go/src/net/http/server.go:2166 +0x1f5",
     "\t/usr/local/go/src/net/http/server.go:2166 +<*>"),
    ("main.go:42: listening", "main.go:<*>: listening"),
    ("[Sun Dec 04 04:47:44 2005] [error] mod_jk", "[<*>] [error] mod_jk"),
    ("[10/Oct/2000:13:55:36 -0700] GET /a?id=7", "[<*>] GET /a?id=<*>"),
    ("2005-06-03-15.42.50.675872 R02-M1 RAS", "<*> R<*>-M<*> RAS"),
    ('{"ts":"2024-01-01T00:00:00Z","n":5}', '{"ts":"<*>","n":<*>}'),
    # nothing to mask, spacing kept exactly
    ("", ""),
    ("  two  spaces\tand tab ", "  two  spaces\tand tab "),
    ("deadbeef cafe", "deadbeef cafe"),
    # a column padded to a width: the padding before a variable, or of three spaces or more
    # after a token holding one, is one space, and of three or more after a word two; two
    # spaces are the message's own, and a line's indent is kept
    ("took    130 ms", "took <*> ms"),
    ("shop   12s      Normal   pod/web-6d9f8-x2k4p   Started",
     "shop <*> Normal  pod/web-<*>-<*> Started"),
    ("rhost=10.0.0.1  user=root", "rhost=<*>  user=root"),
    ("test_login PASSED          [ 12%]", "test_login PASSED  [<*>%]"),
    ("test_logout PASSED         [100%]", "test_logout PASSED  [<*>%]"),
    ("[    6.497] (II) modeset(0): Output eDP-1 connected",
     "[<*>] (II) modeset(<*>): Output eDP-<*> connected"),
    ("[88115.494] (II) modeset(0): Output eDP-1 connected",
     "[<*>] (II) modeset(<*>): Output eDP-<*> connected"),
    ("    at Shop.Main() in /src/Main.cs:line 20", "    at Shop.Main() in /src/Main.cs:line <*>"),
]


@pytest.mark.parametrize(("line", "template"), MASKS)
def test_mask_replaces_only_the_variable_part(line: str, template: str) -> None:
    assert mask(line) == template
    assert mask(template) == template  # masking is idempotent


def test_lines_whose_constant_text_differs_never_share_a_template() -> None:
    lines = ["r24=0x1f", "lr:0x1f", "alt0", "pool-3-thread-12", "svc|30002312", "0x1f"]
    assert len({mask(line) for line in lines}) == len(lines)


def test_a_shared_cache_gives_the_same_masks() -> None:
    cache = TokenMasks()
    for line, template in MASKS:
        assert mask(line, cache) == template


LEVELS = [
    ("2026-11-30T02:13:58.412Z ERROR checkout [http] x", "ERROR"),
    ("<*> INFO svc retrying after ERROR", "INFO"),
    ("x FATAL y", "FATAL"),
    ("CRITICAL: disk", "CRITICAL"),
    ("<*> - app - WARNING - disk", "WARN"),
    ("[<*>] [error] mod_jk", "ERROR"),
    ('{"level":"info","msg":"x"}', "INFO"),
    ("level=warn msg=slow", "WARN"),
    ("sshd[<*>]: error: Failed password", "ERROR"),
    ("Error: cannot open", "ERROR"),
    ("no level here, an error in prose", "-"),
    ("INFORMATION ERRORS", "-"),
    ("", "-"),
]


@pytest.mark.parametrize(("line", "level"), LEVELS)
def test_level_is_the_first_level_word_a_line_names(line: str, level: str) -> None:
    assert level_of(line) == level


MARKS = [
    # glog / klog: a level letter glued to the date, even before a later level word
    ("E1130 12:00:00.123456       1 reflector.go:138] Failed to watch", "ERROR"),
    ("W0102 08:00:01.5 7 warnings.go:70] deprecated", "WARN"),
    ("F1130 12:00:00.123456 1 main.go:44] cannot start", "FATAL"),
    ("I1130 12:00:00.123456 1 server.go:155] saw ERROR in a reply", "INFO"),
    ("2026-11-30T12:00:00.123456789Z stderr F E1130 12:00:00.123456 1 a.go:1] x", "ERROR"),
    # .NET console, log15
    ("fail: Microsoft.AspNetCore.Server.Kestrel[13] request failed", "ERROR"),
    ("crit: Microsoft.Hosting.Lifetime[0] stopped", "CRITICAL"),
    ("dbug: App.Worker[1] tick", "DEBUG"),
    ('{"ts":"2026-11-30T10:00:16Z","lvl":"eror","msg":"z"}', "ERROR"),
    # syslog priority: severity = priority mod 8
    ("<3>Nov 30 10:00:06 host kernel: EXT4-fs error", "ERROR"),
    ("<4>Nov 30 10:00:07 host kernel: table full", "WARN"),
    ("<86>Nov 30 10:00:07 host sshd[1]: Accepted", "INFO"),
    ("<34>Oct 11 22:14:15 mymachine su: failed", "CRITICAL"),
    # Telegraf
    ("2026-11-30T10:00:12Z E! [inputs.disk] Error in plugin", "ERROR"),
    ("2026-11-30T10:00:12Z W! [agent] slow", "WARN"),
    # pino / bunyan numeric levels
    ('{"level":50,"time":1796119584000,"msg":"x"}', "ERROR"),
    ('{"level":40,"time":1796119584000,"msg":"y"}', "WARN"),
    ('{"level":60,"time":1796119584000,"msg":"z"}', "FATAL"),
    ('{"level":30,"time":1796119584000,"msg":"ERROR text"}', "INFO"),
    # Apache 2.4 module:level
    ("[Sun Dec 04 04:47:44.123 2005] [proxy:warn] [pid 1:tid 2] AH01144", "WARN"),
    ("[Sun Dec 04 04:47:44.123 2005] [core:error] [pid 1] AH00037", "ERROR"),
    # Windows CBS: a level word padded to a column
    ("2016-09-28 04:30:31, Error                 CBS    Failed to resolve", "ERROR"),
    ("2016-09-28 04:30:31, Warning               CBS    Expecting attribute", "WARN"),
    ("2016-09-28 04:30:31, Info                  CBS    Loaded Servicing Stack", "INFO"),
    # Android logcat: threadtime and brief / time
    ("11-30 02:00:00.123  1795  2100 E AndroidRuntime: FATAL EXCEPTION: main", "ERROR"),
    ("11-30 02:00:00.123  1795  2100 W ActivityManager: Unable to start", "WARN"),
    ("11-30 02:00:00.123  1795  2100 F libc    : Fatal signal 11", "FATAL"),
    ("E/AndroidRuntime( 1795): FATAL EXCEPTION: main", "ERROR"),
    ("11-30 02:00:00.123 W/ActivityManager( 1795): Unable to start", "WARN"),
    # not marks: a sentence that opens with a capital letter, a word with a colon later
    ("I think the disk: is fine", "-"),
    ("A/B test started", "-"),
]


@pytest.mark.parametrize(("line", "level"), MARKS)
def test_level_marks_are_read_where_they_sit(line: str, level: str) -> None:
    assert level_of(mask(line)) == level


TIMESTAMPS = [
    ("2026-11-30T02:13:58.412Z ERROR x", "2026-11-30T02:13:58.412Z"),
    ("Nov 30 02:13:58 host", "Nov 30 02:13:58"),
    ("[10/Oct/2000:13:55:36 -0700] GET", "10/Oct/2000:13:55:36 -0700"),
    ('{"ts":"2024-01-01T00:00:00Z"}', "2024-01-01T00:00:00Z"),
    ("at 12:00:01 ok", "12:00:01"),
    ("no time here 42", None),
    # a stamp glued to a word is part of a name: the line's own time is the next one
    ("nova-api.log.1.2017-05-16_13:53:08 2017-05-16 00:00:00.008 25746 INFO nova.api",
     "2017-05-16 00:00:00.008"),
    ("rotated app.2024-01-01.log", "2024-01-01"),  # nothing else: the glued one
]


@pytest.mark.parametrize(("line", "ts"), TIMESTAMPS)
def test_timestamp_is_the_first_one_that_opens_a_token(line: str, ts: str | None) -> None:
    assert timestamp_of(line) == ts


def test_a_list_of_numbers_is_one_variable_whatever_its_length() -> None:
    """A model server logs each request's token ids (`[128000, 882, 271, ...]`), a consumer
    its partitions: each length gave the line a width of its own, so a message's lines fell
    into a template per length."""
    rng = random.Random(2)
    lines = []
    for i in range(300):
        ids = ", ".join(str(rng.randrange(100_000)) for _ in range(rng.randrange(1, 30)))
        tail = ", ..." if i % 3 else ""
        lines.append(f"INFO 12-05 08:21:{i % 60:02d} request cmpl-{i:04d}: "
                     f"prompt_token_ids: [{ids}{tail}], lora_request: None. "
                     f'"offsets":[{",".join(map(str, range(i % 7 + 1)))}]')
    templates = [t.template for t in fold_lines(lines).templates]
    assert templates == ['INFO <*>-<*> <*> request cmpl-<*>: prompt_token_ids: [<*>], '
                         'lora_request: None. "offsets":[<*>]']
