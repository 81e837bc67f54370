"""The analysis tokens `oncall.fold.variables` compares: cut where a field's key ends, a
quoted string whole, a path or URL whole; and the way back to the template, exactly."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from oncall.fold import fold_lines
from oncall.fold.analysis import _GUARD, join_tokens, split_all

PIECES = st.sampled_from(['"', " ", "=", ",", ":", "|", "/", "//", "https://", "?", "&", "a",
                          "GET", "Scaled", "up", "x y", "<*>", "-", "\t", "é", "\x01", "\x1f",
                          ";", "\x0b", '":"', '": "', '["', "]", "}", "<*>\"", "\\", '\\"',
                          ",,,,", ",x y,", ", ", 'msg="', '"log":"', '{"message": "',
                          "service/", "deployment.apps/", "ingress/", " web"])
TEMPLATE = st.lists(PIECES, max_size=24).map("".join)


@settings(max_examples=400, deadline=None)
@given(st.lists(TEMPLATE.filter(lambda t: "\x1f" not in t and "\x0b" not in t), max_size=12))
def test_the_tokens_join_back_to_each_template(templates: list[str]) -> None:
    rows = split_all(templates)
    assert [join_tokens(row) for row in rows] == templates
    assert rows == [split_all([template])[0] for template in templates]  # alone or together


def test_a_path_or_url_is_one_token_its_query_uncut() -> None:
    (row,) = split_all(['<*> "GET /cart?q=red+shoes&tags=kids,eco HTTP/<*>" <*> '
                        '"https://shop.example.com/s?a=b,c" user=bob'])
    assert row == ["<*>", '"GET', '/cart?q=red+shoes&tags=kids,eco\x1fHTTP/<*>"'.translate(_GUARD),
                   "<*>", '"https:', '//shop.example.com/s?a=b,c"'.translate(_GUARD), "user=",
                   "bob"]


def test_query_strings_of_many_lengths_are_one_template() -> None:
    """Each request's query holds one to four parameters, some with a list of tags: cut after
    each `=` and `,`, every count gave the line a width of its own, and most lines of one
    message came out a template each."""
    words = ["amber", "birch", "cedar", "delta", "ember", "fjord", "garnet", "harbor", "iris"]
    lines = []
    for i in range(400):
        params = "&".join(f"{key}={words[(i + k) % 9]}" for k, key in enumerate(
            ["q", "ref", "sort", "page"][:1 + i % 4]))
        tags = ",".join(words[:1 + i % 3])
        lines.append(f'10.0.0.{i % 200} - - [30/Nov/2026:02:00:{i % 60:02d} +0000] '
                     f'"GET /{words[i % 9]}/{words[i // 9 % 9]}?{params}&tags={tags} HTTP/1.1" '
                     f'200 {100 + i} "https://{words[i % 7]}.example.com/?from={words[i % 5]}" '
                     '"curl/8.4.0"')
    assert len(fold_lines(lines).templates) == 1


def test_a_control_character_of_the_input_comes_back_as_itself() -> None:
    """FIX writes `\\x01` between fields: inside a quoted string of a merged template it came
    back as a space, when the analysis wrote a quoted string's spaces as that character."""
    hosts = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel",
             "india", "juliet", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec"]
    lines = [f'sent order to {h}.example.com body="type=D\x01from=SHOP\x01to=EXCH"' for h in hosts]
    (template,) = fold_lines(lines).templates
    assert template.template == 'sent order to <*> body="type=D\x01from=SHOP\x01to=EXCH"'
    assert template.count == len(hosts)


def test_the_keys_of_a_tab_separated_record_stay_apart() -> None:
    """LTSV (`key:value` fields joined by tabs): with a tab not cut, a value and the next key
    were one token, many-valued, so `req:` and `denied:` became one variable and the denials
    vanished into the requests' template."""
    hosts = ["alpha.example.com", "bravo.example.org", "charlie.net", "delta.io", "echo.dev"]
    paths = ["/cart", "/api/items", "/login", "/static/app.js", "/search", "/a/b", "/c/d"]
    lines = [f"time:2024-03-02T10:04:{i % 60:02d}Z\thost:{hosts[i % 5]}\t"
             f"{'denied' if i % 9 == 0 else 'req'}:{paths[i % 7]}\tstatus:{200 + i}"
             for i in range(200)]
    templates = {t.template: t.count for t in fold_lines(lines).templates}
    assert templates == {"time:<*>\thost:<*>\treq:/<*>\tstatus:<*>": 177,
                         "time:<*>\thost:<*>\tdenied:/<*>\tstatus:<*>": 23}


def test_the_keys_of_fields_joined_by_a_semicolon_or_ampersand_stay_apart() -> None:
    """`host=<h>;req=<path>` beside `host=<h>;denied=<path>`: uncut, the host and the next key
    were one many-valued token, and the denials merged into the requests' template. A `;`
    before no key (a user agent's `(X11;+Linux)`) is not cut."""
    hosts = ["alpha.example.com", "bravo.example.org", "charlie.net", "delta.io", "echo.dev"]
    for mark in (";", "&"):
        lines = [f"audit {i} host={hosts[i % 5]}{mark}{'denied' if i % 9 == 0 else 'req'}="
                 f"/p{i % 7}/x{mark}user=u{i % 3}" for i in range(300)]
        kinds = {t.template.split(mark)[1].split("=")[0] for t in fold_lines(lines).templates}
        assert kinds == {"req", "denied"}, mark
    (row,) = split_all(["<*> Mozilla/<*>+(X11;+Linux+x86_64) host=a.example;req=/cart"])
    assert row == ["<*>", "Mozilla/<*>+(X11;+Linux+x86_64)", "host=", "a.example;",
                   "\x0breq=", "/cart"]


def test_a_json_value_is_one_token_whatever_its_commas() -> None:
    """Caddy's access log writes each request header as a JSON list of one string, whose
    commas, `;` and `=` (`"text/html,application/xml;q=0.9"`, `"gzip, deflate, br"`) were
    cut, so each header value gave the record a width of its own and one message fell into
    a hundred templates. A JSON value is one token, its marks uncut, with compact or
    spaced separators; the request's method still keeps its templates apart."""
    accepts = ["*/*", "application/json", "text/html,application/xhtml+xml,application/xml;"
               "q=0.9,*/*;q=0.8", "image/avif,image/webp,*/*", "text/css,*/*;q=0.1"]
    languages = ["en-US,en;q=0.9", "de-DE,de;q=0.8,en;q=0.5", "fr"]
    hosts = ["shop.example.com", "api.example.com", "blog.example.com", "www.example.com"]
    paths = ["/cart", "/", "/search", "/api/items", "/login", "/static/app.js", "/help"]
    draw = random.Random(3)
    lines = []
    for i in range(300):
        record = {"level": "info", "ts": 1700000000.5 + i, "msg": "handled request",
                  "request": {"method": draw.choice(["GET"] * 6 + ["POST"]),
                              "host": draw.choice(hosts), "uri": draw.choice(paths),
                              "headers": {"Accept": [draw.choice(accepts)],
                                          "Accept-Language": [draw.choice(languages)]}},
                  "status": 200, "duration": 0.001 * i}
        lines.append(json.dumps(record, separators=(",", ":")) if i % 2 else json.dumps(record))
    templates = fold_lines(lines).templates
    assert len(templates) <= 24  # 100 when the values were cut
    assert all(t.template.count('"GET"') + t.template.count('"POST"') == 1 for t in templates)
    assert {t.template.count('"POST"') for t in templates} == {0, 1}
    (row,) = split_all(['{"a":["text/html,application/xml;q=<*>"],"b": "gzip, deflate",'
                        '"c":"db/pool.go:<*>","d":"k:v","msg":"failed for bob, retrying"}'])
    assert row == ['{"a":', '["text/html\x1dapplication/xml;q\x1c<*>"],', '"b":', '',
                   '"gzip\x1d\x1fdeflate",', '"c":', '"db/pool.go:', '<*>",', '"d":',
                   '"k\x0cv",', '"msg":', '"failed', 'for', 'bob,', '', 'retrying"}']


def test_an_escaped_quote_neither_opens_nor_closes_a_quoted_string() -> None:
    """logrus (containerd, dockerd) writes a quote inside `msg="…"` as `\\"`. Paired as
    quotes, each message was cut in three and a daemon's messages fell into one template by
    the words left outside (`StartContainer`, `StopPodSandbox`, … `for`)."""
    (row,) = split_all(['<*> msg="StartContainer for \\"<*>\\" returns successfully" id=<*>'])
    assert row == ["<*>", "msg=", '"StartContainer', "for", '\\"<*>\\"', "returns",
                   'successfully"', "id=", "<*>"]
    actions = ["StartContainer", "StopContainer", "StopPodSandbox", "RemoveContainer",
               "RemovePodSandbox", "CreateContainer", "PullImage", "ExecSync", "UpdateContainer"]
    lines = [f'time="2026-11-30T02:00:{i % 60:02d}.{i:09d}Z" level=info msg="{action} for '
             f'\\"{i:064x}\\"{tail}"'
             for i, (action, tail) in enumerate(
                 (actions[k % 9], ("", " returns successfully")[k // 9 % 2]) for k in range(180))]
    assert len(fold_lines(lines).templates) == 18


def test_a_quoted_message_whose_second_word_ends_a_clause_is_prose() -> None:
    """`"Request completed: POST /api/invoices status=200"`: the words after the clause are
    tokens of their own, so the method stays apart from the path's many values."""
    paths = ["/api/invoices", "/api/customers", "/api/payments", "/health", "/api/refunds",
             "/api/plans", "/api/tax", "/api/credits", "/api/usage", "/api/exports"]
    lines = [json.dumps({"ts": f"2026-11-30T02:00:{i % 60:02d}Z", "level": "INFO",
                         "message": f"Request completed: {('GET', 'POST')[i % 7 == 0]} "
                                    f"{paths[i % 10]} status={200 + i % 3} duration={i}ms"},
                        separators=(",", ":")) for i in range(300)]
    templates = fold_lines(lines).templates
    assert len(templates) == 2
    assert {t.template.split(": ")[1].split()[0] for t in templates} == {"GET", "POST"}


COUNTRIES = ["Ireland", "United States", "Germany", "Korea, Republic of", "Japan", "Viet Nam",
             "Netherlands", "United Kingdom", "India", "Brazil", "France", "Canada", "Spain",
             "Italy", "Poland", "Sweden", "Norway", "Chile"]
APPS = ["ssl", "web-browsing", "dns-base", "ms-office365", "slack-base", "github-base", "ssh",
        "google-base", "zoom", "incomplete", "ntp-base", "smtp-base", "quic", "ldap", "kerberos",
        "snmp", "rdp", "sip"]


def test_an_inner_field_of_a_csv_record_is_one_token() -> None:
    """`United States` beside `Ireland`: cut on its space, a country gave the lines of one
    message two token counts, which are never compared."""
    (row,) = split_all(["<14>May  1 pa-edge 1,<*>,TRAFFIC,end,allow,Korea, Republic of,"
                        "United States,<*>,tcp,aged-out,a free text field of words,<*>"])
    assert "Korea\x1d\x1fRepublic\x1fof," in row and "United\x1fStates," in row
    assert row[:4] == ["<14>May", "", "1", "pa-edge"]  # the syslog header before the record
    assert {"a", "free", "text", "field", "words,"} <= set(row)  # more than three words

    rng = random.Random(7)

    def line(i: int, action: str) -> str:
        return (f"<14>May  1 00:{i // 60 % 60:02d}:{i % 60:02d} pa-edge 1,2024/05/01 "
                f"00:00:{i % 60:02d},0{i:08d},TRAFFIC,end,2561,{rng.choice(APPS)},"
                f"10.0.{i % 250}.{i % 7},{rng.choice(COUNTRIES)},{rng.choice(COUNTRIES)},tcp,"
                f"{action},{i * 13},{i * 17},tcp-fin")

    templates = fold_lines([line(i, ("allow", "deny")[i % 9 == 0]) for i in range(400)]).templates
    assert len(templates) == 2
    assert {t.template.split(",tcp,")[1].split(",")[0] for t in templates} == {"allow", "deny"}


def test_the_words_of_a_text_key_are_tokens_whatever_it_opens_with() -> None:
    """Cloud Logging's `textPayload`, Docker's `log`: a log line shipped inside a record opens
    with its own timestamp, and read as one token its messages took one another's values."""
    messages = ["connection received: host=10.0.0.{i} port={i}", "checkpoint starting: time",
                "checkpoint complete: wrote {i} buffers", "disconnection: session time: 0:0{i}"]
    lines = [json.dumps({"insertId": f"{i:08x}",
                         "textPayload": f"2024-05-01 00:00:{i % 60:02d}.{i:03d} UTC [{i}]: LOG:  "
                                        + messages[i % 4 if i % 50 else 1].format(i=i % 10),
                         "severity": "INFO"}, separators=(",", ":")) for i in range(400)]
    (row,) = split_all([json.dumps({"log": "<*> INFO connection received: host=<*>"})])
    assert row[:4] == ['{"log":', '', '"<*>', "INFO"]
    templates = fold_lines(lines).templates
    assert len(templates) == 4
    assert {t.template.split("LOG:  ")[1].split(":")[0] for t in templates} == {
        "connection received", "checkpoint starting", "checkpoint complete", "disconnection"}


def test_a_quoted_message_that_opens_with_an_identifier_is_prose() -> None:
    """klog's `"operationExecutor.MountVolume started for volume \\"…\\""`: one token with
    the volume's name, the operation took its many values."""
    volumes = [f"vol-{name}" for name in ("data", "logs", "cache", "config", "secrets", "tmp",
                                          "certs", "tokens", "state", "run", "home", "spool")]
    lines = [f'I0501 00:00:{i % 60:02d}.{i:06d}    1234 reconciler_common.go:{200 + i % 3}] '
             f'"operationExecutor.{("MountVolume", "UnmountVolume")[i % 5 == 0]} started for '
             f'volume \\"{volumes[i * 7 % 12]}\\" (UniqueName: \\"kubernetes.io/projected/'
             f'{volumes[i % 12]}\\")" pod="ns/web-{i % 9}"' for i in range(240)]
    templates = fold_lines(lines).templates
    assert len(templates) == 2
    assert {t.template.split("operationExecutor.")[1].split()[0] for t in templates} == {
        "MountVolume", "UnmountVolume"}


def test_a_long_quoted_text_is_words_whatever_it_opens_with() -> None:
    """Wazuh's `"full_log"`: a syslog line inside a JSON record, its own timestamp first. As
    one token, its `password` and `publickey` logins were one template; a user agent (a name
    and a `/` first) stays one token."""
    (row,) = split_all(['{"full_log":"<*> <*> sshd[<*>]: Accepted password for <*> from <*>",'
                        '"agent":"Mozilla/<*> (X11; Linux x86_64) AppleWebKit/<*> (KHTML, like '
                        'Gecko) Chrome/<*>"}'])
    assert {"Accepted", "password", "for"} <= set(row)
    assert sum(token.startswith('"Mozilla/') for token in row) == 1 and "Linux" not in row
    users = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan"]
    lines = [json.dumps({"timestamp": f"2024-05-01T00:00:{i % 60:02d}Z", "rule": {"id": "5715"},
                         "full_log": f"May  1 00:00:{i % 60:02d} web-{i % 4} sshd[{900 + i}]: "
                                     f"Accepted {('publickey', 'password')[i % 6 == 0]} for "
                                     f"{users[i * 7 % 9]} from 10.0.{i % 9}.{i % 13} port {i}"},
                        separators=(",", ":")) for i in range(240)]
    templates = fold_lines(lines).templates
    assert {t.template.split("Accepted ")[1].split()[0] for t in templates} == {
        "publickey", "password"}


def test_a_kubernetes_kind_is_cut_from_its_name() -> None:
    """`kubectl apply` writes a resource's kind glued to its name: the kind is a token of its
    own, so it tells lines apart as a word does; a host and a path, a path and a pod's
    namespace (often called `ingress`) are not kinds."""
    rows = split_all(["deployment.apps/web configured", "service/api unchanged",
                      "ingress.networking.k<*>s.io/shop created",
                      "GET www.example.com/index.html", "assigned ingress/web-7d9 to node-1",
                      "read pkg/server/main.go"])
    assert [len(row) for row in rows] == [3, 3, 3, 2, 4, 2]
    assert [row[0] for row in rows[:3]] == ["deployment.apps/\x0b", "service/\x0b",
                                            "ingress.networking.k<*>s.io/\x0b"]


def test_a_bracketed_list_is_one_token_whatever_its_length() -> None:
    """rspamd writes the symbols a message matched as one bracketed list: cut after each
    comma, each count of symbols gave the line a width of its own, and a verdict's lines
    fell into hundreds of templates. (A list of one item, no comma, is cut as any text is,
    and stays apart from the longer ones.)"""
    symbols = ["BAYES_HAM(-3.00){99.99%;}", "R_SPF_ALLOW(-0.20){+ip4:10.0.0.0/8;}",
               "ASN(0.00){asn:15169, ipnet:10.0.0.0/8, country:US;}", "ARC_NA(0.00){}",
               "MIME_GOOD(-0.10){multipart/alternative;text/plain;}", "RCVD_TLS_LAST(0.00){}"]
    rng = random.Random(8)
    lines = [f"2026-07-02 08:{i // 60 % 60:02d}:{i % 60:02d} [info] #{3300 + i % 9}(normal) "
             f"<{i:06x}>; task; rspamd_task_write_log: id: <{i}@example.com>, "
             f"(default: F (no action): [-{rng.randrange(9)}.{rng.randrange(99):02d}/15.00] "
             f"[{','.join(rng.sample(symbols, rng.randrange(2, 6)))}]), len: {rng.randrange(9999)}"
             for i in range(300)]
    assert len(fold_lines(lines).templates) == 1


def test_a_capital_word_is_cut_from_the_name_in_its_parentheses() -> None:
    """nsqd writes what an event is about as a capital word glued to its name in
    parentheses (`TOPIC(orders): deleting`, `CHANNEL(archive): deleting`): one token, the
    names made it a variable, and the rarer kind's lines kept no template."""
    names = ["orders", "archive", "fulfillment", "analytics", "dispatcher", "user_signup",
             "billing", "audit", "search", "mailer"]
    rng = random.Random(6)
    lines = [f"[nsqd] 2026/12/05 09:{i // 60 % 60:02d}:{i % 60:02d}.{i:06d} INFO: "
             f"{'TOPIC' if i % 10 == 3 else 'CHANNEL'}({rng.choice(names)}): deleting"
             for i in range(200)]
    assert sorted(t.template for t in fold_lines(lines).templates) == [
        "[nsqd] <*> <*> INFO: CHANNEL(<*>): deleting", "[nsqd] <*> <*> INFO: TOPIC(<*>): deleting"]
    (row,) = split_all(["open() failed; FOO(bar) and foo(x)"])
    assert row == ["open()", "failed;", "FOO(", "\x0bbar)", "and", "foo(x)"]
