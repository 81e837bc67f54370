"""The HTTP seam: the same request on the wire whether the app is in-process or on a port.

What a server receives (Host, Content-Length, the query) and what
the caller gets back (status, headers, a decoded body) is checked here over both transports.
"""

from __future__ import annotations

import asyncio
import gzip
import socket
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from typing import Any

import httpx
import orjson
import pytest
import uvicorn

from oncall.http import Http

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]


async def echo(scope: Scope, receive: Receive, send: Send) -> None:
    """Answers with what it received; `/gzip` answers gzip-compressed, `/missing` with 404."""
    if scope["type"] == "lifespan":
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                await send({"type": "lifespan.startup.complete"})
            else:
                await send({"type": "lifespan.shutdown.complete"})
                return
    body = b""
    while True:
        message = await receive()
        body += message.get("body", b"")
        if not message.get("more_body"):
            break
    seen = {"method": scope["method"], "path": scope["path"],
            "query": scope["query_string"].decode(),
            "headers": {k.decode().lower(): v.decode() for k, v in scope["headers"]},
            "body": body.decode()}
    data, headers = orjson.dumps(seen), [(b"content-type", b"application/json")]
    if scope["path"] == "/gzip":
        data = gzip.compress(data)
        headers.append((b"content-encoding", b"gzip"))
    status = 404 if scope["path"] == "/missing" else 200
    await send({"type": "http.response.start", "status": status,
                "headers": [*headers, (b"content-length", str(len(data)).encode())]})
    await send({"type": "http.response.body", "body": data})


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(params=["in-process", "loopback"])
async def http(request: pytest.FixtureRequest) -> AsyncIterator[Http]:
    if request.param == "in-process":
        async with Http("http://echo", httpx.ASGITransport(app=echo)) as client:
            yield client
        return
    server = uvicorn.Server(uvicorn.Config(echo, host="127.0.0.1", port=_free_port(),
                                           log_level="critical", lifespan="on", ws="none"))
    serving = asyncio.create_task(server.serve())  # a task: the fixture's teardown runs apart
    for _ in range(500):  # uvicorn offers no startup event to wait on
        if server.started:
            break
        await asyncio.sleep(0.01)
    try:
        async with Http(f"http://127.0.0.1:{server.config.port}") as client:
            yield client
    finally:
        server.should_exit = True
        await serving


async def test_get_sends_the_host_the_query_and_the_headers(http: Http) -> None:
    reply = await http.get("/api/deploys", {"service": "pay ments", "since": "2026-01-01T00:00Z",
                                            "level": None, "limit": 5},
                           headers={"Authorization": "Bearer t"})
    seen = reply.json()
    assert reply.status_code == 200 and reply.reason_phrase == "OK"
    assert reply.headers["content-type"] == "application/json"
    assert seen["method"] == "GET" and seen["path"] == "/api/deploys"
    assert seen["query"] == "service=pay+ments&since=2026-01-01T00%3A00Z&limit=5"  # None: left out
    assert seen["headers"]["host"] == httpx.URL(http.base_url).netloc.decode()
    assert seen["headers"]["authorization"] == "Bearer t"
    assert "content-length" not in seen["headers"] and seen["body"] == ""


async def test_a_repeated_query_is_sent_the_same_and_unhashable_values_still_work(
        http: Http) -> None:
    """The query on the wire: encoded once, the same each time; a list is a repeated key (as
    Prometheus's `match[]` wants)."""
    params = {"service": "cart", "q": "a&b=c", "limit": 5}
    first = (await http.get("/api/logs", params)).json()["query"]
    again = (await http.get("/api/logs", dict(params))).json()["query"]
    other = (await http.get("/api/logs", {**params, "limit": 6})).json()["query"]
    assert first == again == "service=cart&q=a%26b%3Dc&limit=5"
    assert other == "service=cart&q=a%26b%3Dc&limit=6"
    listed = (await http.get("/api/logs", {"services": ["a", "b"]})).json()["query"]
    assert listed == "services=a&services=b"


async def test_post_sends_the_body_with_its_length_and_type(http: Http) -> None:
    body = orjson.dumps({"model": "m", "text": "é" * 3})
    first = await http.post_json("/api/chat", body)
    second = await http.post_json("/api/chat", body)
    for reply in (first, second):
        seen = reply.json()
        assert seen["method"] == "POST" and seen["query"] == ""
        assert seen["body"] == body.decode()
        assert seen["headers"]["content-length"] == str(len(body))
        assert seen["headers"]["content-type"] == "application/json"


async def test_a_compressed_body_is_decoded_and_an_error_status_is_a_value(http: Http) -> None:
    reply = await http.get("/gzip", {"q": "1"})
    assert reply.json()["query"] == "q=1"
    missing = await http.get("/missing")
    assert missing.status_code == 404 and missing.reason_phrase == "Not Found"
    assert '"path":"/missing"' in missing.text
