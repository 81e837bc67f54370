"""Redaction: every rule on its own forms, stable keyed placeholders, typed results walked in
their own shapes, deployment rules, and the `oncall redact` command."""

from __future__ import annotations

import argparse
import dataclasses
import io
import re
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oncall.config import parse_scenario
from oncall.errors import ConfigError
from oncall.redact import PLACEHOLDER, Redactor, Screen, custom_rules
from oncall.redact.cli import redact_command
from oncall.redact.corpus import secrets
from oncall.tools.base import ToolResult

KEY = b"k" * 32


@pytest.mark.parametrize(("line", "rule", "secret"), [
    ("key AKIAIPB2LHWFORDUL91D in use", "aws_key", "AKIAIPB2LHWFORDUL91D"),
    ("aws_secret_access_key=K4bLqtAml2hLH8UX98K/dSuNvql9zt+5X399PGjr", "aws_secret",
     "K4bLqtAml2hLH8UX98K/dSuNvql9zt+5X399PGjr"),
    ("Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlX19f", "jwt",
     "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlX19f"),
    ("Authorization: Basic bGVkZ2VyX3N2YzpUcjB1YjRkb3ItbGVkZ2Vy", "auth_header",
     "bGVkZ2VyX3N2YzpUcjB1YjRkb3ItbGVkZ2Vy"),
    ("Authorization: Bearer 8f2kQz0Lr9XvB1nM", "auth_header", "8f2kQz0Lr9XvB1nM"),
    ("dsn postgres://ledger_user:hunter2@db:5432/ledger", "url_password", "hunter2"),
    ("-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEAx9\n-----END RSA PRIVATE KEY-----",
     "private_key", "MIIEpAIBAAKCAQEAx9"),
    ("ghp_ceIiYXPVmPSgdmAh0j6LDc2hFTHiLsRV2EEU pushed", "github_token",
     "ghp_ceIiYXPVmPSgdmAh0j6LDc2hFTHiLsRV2EEU"),
    ("mirror glpat-ePTw9Yh0ZMq8hblGwOev", "gitlab_token", "glpat-ePTw9Yh0ZMq8hblGwOev"),
    ("bot xoxb-129642013513-8471204197936-whV67H1lcpy12NcnnWFOydWS", "slack_token",
     "xoxb-129642013513-8471204197936-whV67H1lcpy12NcnnWFOydWS"),
    ("https://hooks.slack.com/services/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",
     "slack_webhook", "SbrXXanOZC2QoCIBiwvq30Sa"),
    ("stripe sk_live_SyMOgl2Z95NJPxr22GqmqrHk", "stripe_key", "sk_live_SyMOgl2Z95NJPxr22GqmqrHk"),
    ("maps AIzaS__ry_ZRjXyukgWREgtzUaPcogimiwGMO0Q", "google_api_key",
     "AIzaS__ry_ZRjXyukgWREgtzUaPcogimiwGMO0Q"),
    ("password=hunter2 user=bob", "secret_value", "hunter2"),
    ('{"password": "swordfish"}', "secret_value", "swordfish"),
    ("db_password: s3cr3t!", "secret_value", "s3cr3t!"),
])
def test_each_rule_replaces_the_secret_and_keeps_the_context(line: str, rule: str,
                                                             secret: str) -> None:
    out = Redactor(key=KEY).text(line)
    assert secret not in out
    assert f"[REDACTED:{rule}#" in out
    context = re.sub(PLACEHOLDER, "", out)
    assert len(context) < len(line)  # something was removed, the rest stayed readable


@pytest.mark.parametrize("line", [
    "Failed password for invalid user bob from 10.0.0.1 port 22 ssh2",
    "token refresh failed: upstream answered 503",
    "invalid token: expired 3 s ago",
    "max_tokens=1024 prompt_tokens=812 token_count=3",
    "secret_env=DB_PASSWORD page_token=abc123 token_type=Bearer",
    "Basic authentication failed; Bearer token required (error=\"invalid_token\")",
    "https://www.example.com/path?page=2 and postgres://db.internal:5432/app",
    "commit 3f9a0c1e2b4d5f6a7b8c9d0e1f2a3b4c5d6e7f80 deployed",
    "Skipping AppWindowToken{4047088 token=Token{962f4c9 ActivityRecord{d278ed8 u0}}}",
    "password: ${DB_PASSWORD} api_key: <from-vault> secret=***",
])
def test_ordinary_lines_that_name_secrets_are_left_alone(line: str) -> None:
    redactor = Redactor(key=KEY)
    assert redactor.text(line) == line
    assert redactor.take_counts() == {}


def test_the_same_value_gets_the_same_tag_in_a_run_and_another_run_another() -> None:
    one, two = Redactor(), Redactor()
    a = one.text("password=hunter2 and again password=hunter2, other password=hunter3")
    tags = PLACEHOLDER.findall(a)
    assert len(tags) == 3 and tags[0] == tags[1] != tags[2]
    assert two.text("password=hunter2") != one.text("password=hunter2")  # a key per run
    assert one.take_counts() == {"secret_value": 4}
    assert one.take_counts() == {}


def test_placeholders_are_never_redacted_again_and_text_is_idempotent() -> None:
    redactor = Redactor(key=KEY)
    once = redactor.text('password=hunter2 {"token": "8f2kQz0Lr9XvB1nMq2"} AKIAIPB2LHWFORDUL91D')
    assert redactor.text(once) == once


@given(st.text(max_size=300), st.sampled_from(secrets(seed=3, per_form=1)))
@settings(max_examples=150, deadline=None)
def test_a_secret_inside_arbitrary_text_never_survives(noise: str, planted: object) -> None:
    assert isinstance(planted, type(secrets(per_form=1)[0]))
    line = f"{noise}\n{planted.line}\n{noise}"
    out = Redactor(key=KEY).text(line)
    assert planted.value not in out


@given(st.text(max_size=500))
@settings(max_examples=200, deadline=None)
def test_hostile_text_never_breaks_redaction(text: str) -> None:
    redactor = Redactor(key=KEY)
    out = redactor.text(text)
    assert redactor.text(out) == out
    assert Redactor(key=KEY).texts([text] * 20) == [out] * 20  # the batched path agrees


@dataclasses.dataclass(frozen=True, slots=True)
class Line:
    time: str
    text: str


@dataclasses.dataclass(frozen=True, slots=True)
class Change:
    id: str
    target: str
    from_version: str
    to_version: str


def test_typed_results_are_walked_in_their_own_types() -> None:
    lines = tuple(Line(f"t{i}", f"GET /x?access_token=8f2kQz0Lr9XvB1nM{i}") for i in range(40))
    body = {"lines": lines, "change": Change("cfg-1", "provider.api_key", "old1", "new2"),
            "config": {"key": "db.password", "old_value": "a", "new_value": "b"},
            "password": 1234, "token": None, "clean": ("a", "b")}
    out = Redactor(key=KEY).value(body)
    assert isinstance(out["lines"], tuple) and all(type(x) is Line for x in out["lines"])
    assert all("8f2kQz0Lr9XvB1nM" not in x.text for x in out["lines"])
    change = out["change"]
    assert type(change) is Change and change.id == "cfg-1"
    assert PLACEHOLDER.fullmatch(change.from_version) and PLACEHOLDER.fullmatch(change.to_version)
    assert PLACEHOLDER.fullmatch(out["config"]["old_value"])
    assert PLACEHOLDER.fullmatch(out["password"]) and out["token"] is None
    assert out["clean"] is body["clean"]  # untouched parts are not copied


def test_a_clean_result_is_returned_as_it_came_and_a_dirty_one_gives_counts_only() -> None:
    screen = Screen.for_run(["submit_report"])
    clean = ToolResult(True, {"lines": ["INFO all good"] * 30})
    assert screen.redact(clean, "query_logs", 0) == (clean, [])
    dirty = ToolResult(True, {"lines": ["password=hunter2"] * 30},
                       message=None)
    out, events = screen.redact(dirty, "query_logs", 2)
    assert "hunter2" not in out.content()
    [(kind, payload)] = events
    assert kind == "redaction" and payload["counts"] == {"secret_value": 30}
    assert "hunter2" not in str(payload)


def test_deployment_rules_come_from_the_run_file_and_bad_ones_name_the_field() -> None:
    rules = custom_rules([{"name": "ticket_key", "pattern": r"tk-(?P<secret>[0-9a-f]{12})"}])
    out = Redactor([*rules], key=KEY).text("using tk-0123456789ab now")
    assert out.startswith("using tk-[REDACTED:ticket_key#") and "0123456789ab" not in out
    data = {"incident": "checkout-payments-deploy",
            "redact": [{"name": "ticket_key", "pattern": "tk-[0-9a-f]{12}"}]}
    scenario = parse_scenario("run.yaml", data, "x")
    assert [r.name for r in scenario.redact_rules()] == ["ticket_key"]
    with pytest.raises(ConfigError, match=r"run\.yaml: redact\[0\]\.pattern: not a valid regex"):
        parse_scenario("run.yaml", {**data, "redact": [{"name": "x", "pattern": "("}]}, "x")
    with pytest.raises(ConfigError, match=r"redact\[0\]\.name"):
        parse_scenario("run.yaml", {**data, "redact": [{"name": "Bad Name", "pattern": "a"}]},
                       "x")
    with pytest.raises(ConfigError, match="matches the empty string"):
        parse_scenario("run.yaml", {**data, "redact": [{"name": "e", "pattern": "a*"}]}, "x")


def test_the_redact_command_prints_the_file_redacted_and_counts_on_stderr(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    log = tmp_path / "app.log"
    log.write_text("ok line\nconnect postgres://u:hunter2@db/x\n", encoding="utf-8")
    assert redact_command(argparse.Namespace(file=str(log), rules=None)) == 0
    out, err = capsys.readouterr()
    assert out.startswith("ok line\nconnect postgres://u:[REDACTED:url_password#")
    assert "hunter2" not in out + err and "url_password 1" in err
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"token=8f2kQz0Lr9XvB1nM\n")))
    assert redact_command(argparse.Namespace(file="-", rules=None)) == 0
    assert "8f2kQz0Lr9XvB1nM" not in capsys.readouterr().out


def test_the_redact_command_refuses_bad_input_in_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert redact_command(argparse.Namespace(file=str(tmp_path / "none.log"), rules=None)) == 2
    assert capsys.readouterr().err.strip().count("\n") == 0
    rules = tmp_path / "rules.yaml"
    rules.write_text("- {name: x, pattern: '('}\n", encoding="utf-8")
    log = tmp_path / "a.log"
    log.write_text("x\n", encoding="utf-8")
    assert redact_command(argparse.Namespace(file=str(log), rules=str(rules))) == 2
    err = capsys.readouterr().err
    assert "rules.yaml[0].pattern" in err and "Traceback" not in err
