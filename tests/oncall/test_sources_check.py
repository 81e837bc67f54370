"""`sources check` refuses what `run` refuses (one line naming the file and field, exit 2, the
same line from both commands), and prints one line per source even when a server answers
with an HTML error page."""

from __future__ import annotations

import io
import threading
from collections.abc import Iterator
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from oncall.cli import main
from oncall.sources.check import check_file
from oncall.sources.client import one_line

HEAD = "name: t\nincident: checkout-payments-deploy\nseed: 7\nmodel: scripted:investigator\n"
BOMB = (b'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
        b"b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n")

# run file -> what the one line names after "error: FILE: " (or the profile file's own name)
REFUSED: dict[str, tuple[str, str]] = {
    "incident unknown": ("name: t\nincident: no-such-incident\nmodel: scripted:investigator\n",
                         "incident: unknown incident 'no-such-incident'"),
    "profile unknown": (HEAD + "profile: paranoid\n", "profile: profile 'paranoid' is not"),
    "delay nan": ("name: t\nincident: checkout-payments-deploy\n"
                  "model: 'scripted:investigator?delay=nan'\n",
                  "model.agent: model spec 'scripted:investigator?delay=nan': delay must be"),
    "delay big": ("name: t\nincident: checkout-payments-deploy\n"
                  "model: 'scripted:investigator?delay=99999'\n",
                  "model.agent: model spec 'scripted:investigator?delay=99999': delay must"),
    "identity unset": (HEAD + "identity: {client_id: a, secret_env: UNSET_SECRET_ENV_X}\n",
                       "identity.secret_env: the client secret is read from "
                       "$UNSET_SECRET_ENV_X, which is not set"),
    "api key unset": ("name: t\nincident: checkout-payments-deploy\nmodel:\n"
                      "  agent: {model: 'openai:gpt-4o', api_key_env: UNSET_KEY_ENV_X}\n",
                      "model.agent.api_key_env: $UNSET_KEY_ENV_X is not set"),
    "model fault": ("name: t\nincident: checkout-payments-deploy\n"
                    "model: 'scripted:investigator?fault=explode-always'\n",
                    "model.agent: model spec 'scripted:investigator?fault=explode-always': "
                    "fault spec 'explode-always'"),
    "no such policy": ("name: t\nincident: checkout-payments-deploy\n"
                       "model: {agent: scripted:investigator, judge: scripted:nope}\n",
                       "model.judge: model spec 'scripted:nope': no scripted policy"),
    "prodsim fault": (HEAD + "prodsim: {faults: [{path: /api/metrics, status: 999, every: 0}]}\n",
                      "prodsim.faults[0].status: must be an integer from 400 to 599"),
    "incident path": ("name: t\nincident: /etc/passwd\nmodel: scripted:investigator\n",
                      "incident: /etc/passwd line 1: must be a mapping"),
}
PROFILES: dict[str, tuple[bytes, str]] = {
    "alias bomb": (BOMB, "line 2: YAML aliases (*name) are not accepted"),
    "binary": (b"\xab\x20\x34\xc1\x00\x11", "a binary file (NUL byte at offset 4)"),
    "nan budget": (b"guards:\n  budget: {max_wall_s: .nan, max_model_calls: -3}\n",
                   "guards.budget.max_wall_s: must be a finite number, not nan"),
}


def _one_error(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    code = main(argv)
    out = capsys.readouterr()
    lines = [ln for ln in out.err.splitlines() if ln.strip()]
    assert code == 2, out.err + out.out
    assert len(lines) == 1 and lines[0].startswith("error: "), out.err
    assert "Traceback" not in out.err
    return lines[0]


@pytest.mark.parametrize("case", list(REFUSED))
def test_sources_check_refuses_what_run_refuses_with_the_same_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("UNSET_SECRET_ENV_X", raising=False)
    monkeypatch.delenv("UNSET_KEY_ENV_X", raising=False)
    body, said = REFUSED[case]
    run_file = tmp_path / "t.yaml"
    run_file.write_text(body)
    checked = _one_error(capsys, ["sources", "check", str(run_file)])
    assert checked.startswith(f"error: {run_file}: {said}"), checked
    assert "scenario 't'" not in checked
    ran = _one_error(capsys, ["run", str(run_file), "--db", str(tmp_path / "o.db")])
    assert ran == checked


@pytest.mark.parametrize("case", list(PROFILES))
def test_a_profile_file_sources_check_cannot_use_is_named_by_its_own_path(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str) -> None:
    body, said = PROFILES[case]
    profile = tmp_path / "p.yaml"
    profile.write_bytes(body)
    run_file = tmp_path / "t.yaml"
    run_file.write_text(HEAD + f"profile: {profile}\n")
    line = _one_error(capsys, ["sources", "check", str(run_file)])
    assert line == f"error: {profile}: {said}" or line.startswith(f"error: {profile}: {said}")
    assert _one_error(capsys, ["run", str(run_file), "--db", str(tmp_path / "o.db")]) == line


def test_flags_that_replace_a_field_are_named(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    run_file = tmp_path / "t.yaml"
    run_file.write_text(HEAD)
    db = str(tmp_path / "o.db")
    line = _one_error(capsys, ["run", str(run_file), "--model", "scripted:nope", "--db", db])
    assert line.startswith(f"error: {run_file}: --model: model spec 'scripted:nope'")
    line = _one_error(capsys, ["run", str(run_file), "--profile", "paranoid", "--db", db])
    assert line.startswith(f"error: {run_file}: --profile: profile 'paranoid'")


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture
def html_404s(tmp_path: Path) -> Iterator[str]:
    """A plain web server on a loopback port that answers every path with its HTML 404 page,
    as a proxy or a mistyped base URL does."""
    root = tmp_path / "empty"
    root.mkdir()
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(_Quiet, directory=str(root)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


async def test_an_html_error_page_is_one_line_per_source(tmp_path: Path, html_404s: str) -> None:
    run_file = tmp_path / "R.yaml"
    run_file.write_text(
        "name: junk\nmodel: scripted:investigator\n"
        "alert: {labels: {alertname: CartErrors, service: cart}, "
        "startsAt: '2026-12-10T11:46:00Z'}\n"
        "sources:\n"
        f"- {{kind: prometheus, url: '{html_404s}/prometheus'}}\n"
        f"- {{kind: loki, url: '{html_404s}'}}\n"
        f"- {{kind: kubernetes, url: '{html_404s}/k8s', namespace: shop}}\n"
        f"- {{kind: feed, url: '{html_404s}/changes'}}\n"
        f"- {{kind: runbooks, url: '{html_404s}/runbooks/{{service}}.md'}}\n"
        "- {kind: topology, services: {cart: [catalog], catalog: []}}\n")
    out = io.StringIO()
    assert await check_file(str(run_file), out) == 1
    lines = out.getvalue().splitlines()
    assert len(lines) == 7, out.getvalue()
    assert [ln.split()[0] for ln in lines[:6]] == ["prometheus", "loki", "kubernetes", "feed",
                                                   "runbooks", "topology"]
    for line in lines[:4]:
        assert "FAILED: http_404" in line and "<" not in line, line
        assert "File not found" in line and len(line) < 450, line
    assert lines[4].endswith("no runbook for cart")  # a 404 there is an answer: no runbook
    assert lines[6].startswith("4 of 6 sources failed: ") and "<" not in lines[6]


@given(st.text(max_size=3000))
def test_one_line_is_one_bounded_line(text: str) -> None:
    line = one_line(text, 120)
    assert "\n" not in line and "\r" not in line
    assert len(line) <= 120 + len("… (1,000,000 characters, cut)")
    if len(" ".join(text.split())) <= 120 and "<" not in text:
        assert line == " ".join(text.split())


def test_one_line_reads_an_html_page_as_its_text() -> None:
    page = ("<!DOCTYPE HTML>\n<html lang=\"en\">\n  <head>\n    <title>Error response</title>\n"
            "<style>p { color: red }</style></head>\n  <body>\n    <h1>Bad &amp; gone</h1>\n"
            "    <p>Error code: 502</p>\n  </body>\n</html>\n")
    assert one_line(page) == "Error response Bad & gone Error code: 502"
    assert one_line("x" * 500, 10) == "xxxxxxxxxx… (500 characters, cut)"
    assert one_line("a < b and c > d") == "a < b and c > d"  # not markup: kept as written
