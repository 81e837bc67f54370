"""Regressions from inputs an outside tester wrote without reading the code: a deployment rule
that hung the process, secrets in forms the rules missed, a Java object reference taken for a
secret, a UTF-16 file passed through unredacted, and the fold-first tool boundary that keeps
the redaction overhead low."""

from __future__ import annotations

import argparse
import re
import time
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from oncall.config import parse_scenario
from oncall.errors import ConfigError
from oncall.redact import Redactor, Screen, custom_rules
from oncall.redact.cli import redact_command
from oncall.redact.safety import OVERLAP, WINDOW, hazard, windows
from oncall.sources.results import FoldedLogs, LogLine, LogLines
from oncall.tools.base import ToolResult
from oncall.tools.bulky import fold_result

REDOS_RUN = """\
name: redos
incident: checkout-payments-deploy
seed: 7
profile: guarded
model: scripted:investigator
redact:
  - {name: r, pattern: "(a+)+$"}
alert:
  labels: {alertname: CheckoutHighErrorRate, service: checkout}
  annotations: {summary: "xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!"}
  startsAt: "2026-11-30T02:13:00Z"
"""
"""The tester's run file: `run` hung past 45 s on it."""


@pytest.mark.parametrize("pattern", [
    r"(a+)+$", r"(\w+\s?)+$", r"(?:[a-z]+-)*z", r"(a|ab)*c", r"(.|\s)*x", r"(a*)*b",
    r"\d+\d+z", r".*=.*;", r"(?:x+y?)+", r"(?i)token=[a-z]+[A-Z]+",
])
def test_a_deployment_rule_that_can_backtrack_catastrophically_is_refused(pattern: str) -> None:
    assert hazard(re.compile(pattern)) is not None
    with pytest.raises(ValueError, match=r"rules\.yaml\[0\]\.pattern: rule 'slow' can "
                                         r"backtrack catastrophically"):
        custom_rules([{"name": "slow", "pattern": pattern}], where="rules.yaml")


@pytest.mark.parametrize("pattern", [
    r"tk-(?P<secret>[0-9a-f]{12})", r"(?:\d{1,3}\.){3}\d{1,3}", r"tk-[0-9a-f]+-[0-9a-f]+",
    r"\w+\s+\w+", r"key=(?P<secret>\S+)", r"foo\s*=\s*(?P<secret>[^\s]+)", r"[^=]*=.*",
    r"(?:a++)+b", r"(?>a+)+b", r"x(?:ab|cd)*y", r"(?P<secret>[A-Z0-9]{20,})",
])
def test_ordinary_deployment_rules_are_accepted(pattern: str) -> None:
    assert hazard(re.compile(pattern)) is None
    assert custom_rules([{"name": "ok", "pattern": pattern}])[0].bounded


def test_the_testers_run_file_is_bad_input_in_one_line_not_a_hang() -> None:
    started = time.perf_counter()
    with pytest.raises(ConfigError) as caught:
        parse_scenario("redos_run.yaml", yaml.safe_load(REDOS_RUN), "redos")
    message = str(caught.value)
    assert message.startswith("redos_run.yaml: redact[0].pattern: rule 'r' can backtrack")
    assert "\n" not in message and time.perf_counter() - started < 1


def test_the_redact_command_refuses_the_testers_rules_with_exit_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rules = tmp_path / "redos_rules.yaml"
    rules.write_text('- {name: r, pattern: "(a+)+$"}\n', encoding="utf-8")
    log = tmp_path / "redos.log"
    log.write_text("x" + "a" * 28 + "!\n", encoding="utf-8")
    assert redact_command(argparse.Namespace(file=str(log), rules=str(rules))) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert "redos_rules.yaml[0].pattern: rule 'r'" in err and "Traceback" not in err


def test_a_deployment_rule_costs_a_bounded_search_per_window_and_still_finds_secrets() -> None:
    # Accepted, but quadratic per start on a line without a match: windows bound it.
    rule = custom_rules([{"name": "ticket", "pattern": r"t(?P<secret>[a-z]*k)"}])
    line = "t" + "a" * 200_000 + " tzzzk end"
    started = time.perf_counter()
    out = Redactor(rule, key=b"k" * 32).text(line + "\nsecond tqqk line")
    assert time.perf_counter() - started < 5
    assert "zzzk" not in out and "qqk" not in out and out.count("[REDACTED:ticket#") == 2


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="ab\n", max_size=3 * WINDOW))
def test_windows_cover_every_line_and_every_short_span_whole(s: str) -> None:
    spans = list(windows(s))
    assert all(0 <= a <= b <= len(s) and b - a <= WINDOW and "\n" not in s[a:b]
               for a, b in spans)
    covered = {i for a, b in spans for i in range(a, b)}
    assert covered == {i for i, c in enumerate(s) if c != "\n"}
    for i in range(0, len(s), 97):  # any span of up to OVERLAP characters in a line is whole
        j = min(i + OVERLAP, len(s))
        if "\n" not in s[i:j]:
            assert any(a <= i and j <= b for a, b in spans)


MISSED = [
    ("DATABASE_URL=mysql2://app:P4ss/w0rd@db:3306/app", "P4ss/w0rd"),
    ("proxy http://squid:pr0xy-P@ss@proxy.corp:3128 configured", "pr0xy-P@ss"),
    ('ENV CLIENT_SECRET "cs-9f8e7d6c5b4a3928"', "cs-9f8e7d6c5b4a3928"),
    ("export SECRET_KEY_BASE=5f4dcc3b5aa765d61d8327deb882cf99a1b2c3d4",
     "5f4dcc3b5aa765d61d8327deb882cf99a1b2c3d4"),
    ("<password>Tomcat4Ever!</password>", "Tomcat4Ever!"),
    ('<add key="ConnectionPassword" value="Xml!Secret9"/>', "Xml!Secret9"),
    ("authorization=Bearer%20Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA", "Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA"),
    ("Cookie: Authorization=Basic%20YWRtaW46cGFzc3dvcmQ%3D", "YWRtaW46cGFzc3dvcmQ"),
    ("Authorization: token 0123456789abcdef0123456789abcdef01234567",
     "0123456789abcdef0123456789abcdef01234567"),
    ('{"webhook_url":"https:\\/\\/hooks.slack.com\\/services\\/T0AB12CDE\\/B0FG34HIJ\\/'
     'zYxWvUtSrQpOnMlKjIhGfEdC"}', "zYxWvUtSrQpOnMlKjIhGfEdC"),
    ("app-level xapp-1-A0123BCDEF-1234567890123-abcdef0123456789abcdef0123456789abcdef01234567"
     "89abcdef0123456789", "abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789"),
    ("key: '-----BEGIN RSA PRIVATE KEY-----\\nProc-Type: 4,ENCRYPTED\\nDEK-Info: AES-128-CBC,"
     "3F17F5316E2BAC89\\n\\nMIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM9Oi",
     "MIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM9Oi"),
    ('{"name":"DB_PASSWORD","value":"hunter2"}', "hunter2"),
    ("- name: DB_PASSWORD\n  value: hunter2", "hunter2"),
    ("tls.key: LS0tLS1CRUdJTiBQUklWQVRFIEtFWS0tLS0t", "LS0tLS1CRUdJTiBQUklWQVRFIEtFWS0tLS0t"),
    (".dockerconfigjson: eyJhdXRocyI6eyJyZWdpc3RyeSI6e319fQ==",
     "eyJhdXRocyI6eyJyZWdpc3RyeSI6e319fQ=="),
]
"""The tester's misses (the first of each kind) and their neighbours in the same forms."""


@pytest.mark.parametrize(("line", "secret"), MISSED)
def test_the_forms_the_outside_tester_found_are_redacted(line: str, secret: str) -> None:
    out = Redactor().text(line)
    assert secret not in out and "[REDACTED:" in out


@pytest.mark.parametrize("line", [
    "D/Ime: token=Token{a1b2c3d mToken=android.os.BinderProxy@8f1c2e}",
    "https://registry.npmjs.org:443/@babel/core 200",
    "http://example.com:8080/users/@me 200",
    "ENV PASSWORD_FILE /run/secrets/db",
    "<passwordPolicy>strict</passwordPolicy>",
    'password = var.db_password',
    '{"name":"DB_PASSWORD","valueFrom":{"secretKeyRef":{"name":"db","key":"password"}}}',
    "Authorization header missing; returning 401",
])
def test_references_and_object_names_are_not_secrets(line: str) -> None:
    assert Redactor().text(line) == line


def _run(tmp_path: Path, data: bytes, capsys: pytest.CaptureFixture[str]
         ) -> tuple[int, str, str]:
    path = tmp_path / "in.log"
    path.write_bytes(data)
    code = redact_command(argparse.Namespace(file=str(path), rules=None))
    out, err = capsys.readouterr()
    return code, out, err


UTF16_SECRET = "2026-11-30 ERROR db password=HunterUtf16Secret! AKIAZ7QW3RTY9UIOPLKJ\r\n"
"""The tester's `utf16_secret.log`, decoded."""


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be", "utf-32", "utf-8-sig"])
def test_a_file_with_a_byte_order_mark_is_decoded_and_redacted(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], encoding: str) -> None:
    data = UTF16_SECRET.encode(encoding)
    if encoding == "utf-16-be":
        data = b"\xfe\xff" + data
    code, out, err = _run(tmp_path, data, capsys)
    assert code == 0 and "HunterUtf16Secret" not in out and "AKIAZ7QW3RTY9UIOPLKJ" not in out
    assert out.startswith("2026-11-30 ERROR db password=[REDACTED:secret_value#")
    assert "aws_key 1" in err and "secret_value 1" in err


def test_utf16_without_a_mark_is_recognised_by_its_zero_bytes(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(tmp_path, UTF16_SECRET.encode("utf-16-le"), capsys)
    assert code == 0 and "HunterUtf16Secret" not in out and "[REDACTED:aws_key#" in out


def test_binary_input_is_refused_and_a_few_bad_bytes_are_said(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    noise = bytes((i * 167 + 13) % 256 for i in range(20_000))
    code, out, err = _run(tmp_path, noise, capsys)
    assert code == 2 and out == "" and err.count("\n") == 1 and "not text" in err
    code, out, err = _run(tmp_path, b"ERROR db password=\xffhunter2secret\xfe end\n", capsys)
    assert code == 0 and "hunter2secret" not in out
    assert "2 invalid utf-8 byte sequences" in err


def _logs(lines: list[str]) -> ToolResult:
    return ToolResult(True, LogLines("cart", "s", "e", tuple(LogLine(x[:24], x)
                                                               for x in lines), len(lines)))


def _flood(n: int = 300) -> list[str]:
    return [f"2026-12-10T11:{i // 60:02d}:{i % 60:02d}.000Z ERROR cart [session] failed to "
            f"decode cookie (session sess-{i:012x}, {i % 900} bytes)" for i in range(n)]


def test_a_clean_log_result_is_the_fold_itself_and_gives_no_event() -> None:
    result = _logs(_flood())
    screened, stats, events = Screen.for_run(()).fold(result, "query_logs", 0)
    assert screened == fold_result(result)[0] and stats is not None and events == []


def test_a_secret_in_a_line_the_fold_leaves_out_is_stored_nowhere() -> None:
    # Lines 7 and 9 share a template: line 7 is its exemplar (kept, redacted), line 9 is
    # only counted, so its secret is neither stored nor counted.
    lines = _flood()
    lines[7] = lines[7].replace("bytes)", "bytes) token=tkn_Zx81Qw92Er73Ty64xx")
    lines[9] = lines[9].replace("bytes)", "bytes) token=tkn_Aq11Bw22Ce33Dr44yy")
    screen = Screen.for_run(())
    screened, _, events = screen.fold(_logs(lines), "query_logs", 0)
    body = screened.result
    assert isinstance(body, FoldedLogs)
    stored = screened.content() + repr(body)
    assert "Zx81Qw92Er73Ty64" not in stored and "Aq11Bw22Ce33Dr44" not in stored
    assert "[REDACTED:secret_value#" in body.folded
    assert [(kind, payload["counts"]) for kind, payload in events] == \
        [("redaction", {"secret_value": 1})]


def test_a_secret_in_a_kept_line_is_redacted_in_the_text_and_the_error_templates() -> None:
    lines = _flood()
    lines.append("2026-12-10T12:00:00.000Z ERROR cart [db] connect postgres://cart:"
                 "S3cretPw@db:5432/cart refused")
    screened, stats, events = Screen.for_run(()).fold(_logs(lines), "query_logs", 0)
    body = screened.result
    assert isinstance(body, FoldedLogs) and stats is not None
    assert "S3cretPw" not in body.folded and "[REDACTED:url_password#" in body.folded
    assert all("S3cretPw" not in e.exemplar for e in body.errors)
    assert [kind for kind, _ in events] == ["redaction"]
    assert events[0][1]["counts"] == {"url_password": 1}


def test_a_line_the_fold_would_cut_is_redacted_before_the_fold() -> None:
    lines = _flood()
    long = "2026-12-10T12:00:00.000Z ERROR cart [dump] " + "x=1 " * 200 + \
        "key AKIAZ7QW3RTY9UIOPLKJ"
    lines.append(long)
    screened, _, events = Screen.for_run(()).fold(_logs(lines), "query_logs", 0)
    assert "AKIAZ7QW3RTY9UIOPLKJ" not in screened.content() + repr(screened.result)
    assert "AKIAZ7QW3RT" not in screened.content()  # not even the part before a cut
    assert events and events[0][1]["counts"] == {"aws_key": 1}
