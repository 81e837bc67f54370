"""Opt-in auth: client-credentials tokens (short-lived HS256 JWTs), 401/403 on the real APIs
(each data path's role), the subject in the request log, expiry on the injected clock, and no
secret or token ever echoed."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path

import httpx
import jwt
import orjson
import pytest

from prodsim import AuthConfig, Client, ProdsimApp, create_app
from prodsim.auth import DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, required_role
from prodsim.kube import current_pod

INCIDENT = "checkout-payments-deploy"
FEED = "/changes"
LOKI = "/loki/api/v1/query_range"
KEY = b"k" * 32
CLIENTS = (Client(DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET),
           Client("log-reader", "s3cret-log-reader", ("logs:read",)))


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def app(clock: Clock) -> ProdsimApp:
    return create_app(INCIDENT, 0, clock=clock,
                      auth=AuthConfig(clients=CLIENTS, token_ttl_s=60, signing_key=KEY))


@pytest.fixture
async def client(app: ProdsimApp) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app),
                                 base_url="http://prodsim") as c:
        yield c


async def _token(client: httpx.AsyncClient, client_id: str = DEFAULT_CLIENT_ID,
                 secret: str = DEFAULT_CLIENT_SECRET) -> str:
    response = await client.post("/auth/token",
                                 json={"client_id": client_id, "client_secret": secret})
    assert response.status_code == 200, response.text
    return str(response.json()["access_token"])


def _bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def test_token_is_a_short_lived_hs256_jwt(client: httpx.AsyncClient, clock: Clock) -> None:
    response = await client.post("/auth/token", json={
        "grant_type": "client_credentials", "client_id": DEFAULT_CLIENT_ID,
        "client_secret": DEFAULT_CLIENT_SECRET})
    body = response.json()
    assert set(body) == {"access_token", "token_type", "expires_in"}
    assert body["token_type"] == "Bearer" and body["expires_in"] == 60
    assert response.headers["cache-control"] == "no-store"
    assert jwt.get_unverified_header(body["access_token"])["alg"] == "HS256"
    claims = jwt.decode(body["access_token"], KEY, algorithms=["HS256"],
                        options={"verify_exp": False, "verify_iat": False}, issuer="prodsim")
    assert claims["sub"] == DEFAULT_CLIENT_ID
    assert claims["iat"] == int(clock.now) and claims["exp"] == int(clock.now) + 60
    assert set(claims["roles"]) == {"logs:read", "metrics:read", "changes:read", "k8s:read",
                                    "runbooks:read", "services:read"}


async def test_form_credentials_work_too(client: httpx.AsyncClient) -> None:
    response = await client.post("/auth/token", data={
        "client_id": DEFAULT_CLIENT_ID, "client_secret": DEFAULT_CLIENT_SECRET})
    assert response.status_code == 200


@pytest.mark.parametrize(("body", "status", "message"), [
    ({"client_id": DEFAULT_CLIENT_ID, "client_secret": "wrong"}, 401, "client: unknown"),
    ({"client_id": "nobody", "client_secret": "x"}, 401, "client: unknown"),
    ({"client_id": DEFAULT_CLIENT_ID}, 400, "client_secret: required"),
    ({"client_secret": "x"}, 400, "client_id: required"),
    ({"client_id": DEFAULT_CLIENT_ID, "client_secret": DEFAULT_CLIENT_SECRET,
      "grant_type": "password"}, 400, "grant_type: must be client_credentials"),
])
async def test_bad_token_requests(
    client: httpx.AsyncClient, body: dict[str, str], status: int, message: str
) -> None:
    response = await client.post("/auth/token", json=body)
    assert response.status_code == status
    assert message in response.json()["error"]


async def test_token_endpoint_is_post_only(client: httpx.AsyncClient) -> None:
    response = await client.get("/auth/token")
    assert response.status_code == 405 and response.headers["allow"] == "POST"


async def test_missing_and_invalid_tokens_are_401(client: httpx.AsyncClient) -> None:
    missing = await client.get(FEED)
    assert missing.status_code == 401
    assert missing.headers["www-authenticate"] == 'Bearer realm="prodsim"'
    assert missing.json() == {"error": "authorization: bearer token required"}
    forged = jwt.encode({"sub": "x", "roles": ["logs:read"], "iat": 0, "exp": 2**40,
                         "iss": "prodsim"}, b"another-key-another-key-another!", "HS256")
    for header in ("Bearer not-a-jwt", f"Bearer {forged}", "Basic abc"):
        response = await client.get(FEED, headers={"Authorization": header})
        assert response.status_code == 401, header
        assert response.headers["www-authenticate"].startswith('Bearer realm="prodsim"')
    assert (await client.get("/health")).status_code == 200  # health stays open
    assert (await client.get("/api/alerts")).status_code == 404  # no such path, token or not


async def test_expiry_follows_the_injected_clock(client: httpx.AsyncClient, clock: Clock) -> None:
    token = await _token(client)
    clock.now += 59
    assert (await client.get(FEED, headers=_bearer(token))).status_code == 200
    clock.now += 1
    expired = await client.get(FEED, headers=_bearer(token))
    assert expired.status_code == 401
    assert 'error="invalid_token"' in expired.headers["www-authenticate"]
    assert expired.json() == {"error": "authorization: token expired"}
    fresh = await _token(client)
    assert (await client.get(FEED, headers=_bearer(fresh))).status_code == 200


async def test_missing_role_is_403(app: ProdsimApp, client: httpx.AsyncClient) -> None:
    token = await _token(client, "log-reader", "s3cret-log-reader")
    pod = current_pod(app.world, "orders")
    for url in (f"{LOKI}?query={{service=%22orders%22}}", "/loki/api/v1/labels",
                f"/k8s/api/v1/namespaces/shop/pods/{pod}/log?tailLines=3"):
        assert (await client.get(url, headers=_bearer(token))).status_code == 200, url
    for url, role in [("/prometheus/api/v1/query?query=up", "metrics:read"),
                      ("/prometheus/api/v1/label/__name__/values", "metrics:read"),
                      (FEED, "changes:read"),
                      ("/k8s/apis/apps/v1/namespaces/shop/replicasets", "changes:read"),
                      ("/k8s/apis/apps/v1/namespaces/shop/deployments/orders", "changes:read"),
                      ("/runbooks/orders.md", "runbooks:read"),
                      ("/k8s/api/v1/namespaces/shop/events", "k8s:read"),
                      (f"/k8s/api/v1/namespaces/shop/pods/{pod}", "k8s:read"),
                      ("/k8s/api/v1/namespaces/shop/pods", "k8s:read")]:
        response = await client.get(url, headers=_bearer(token))
        assert response.status_code == 403, url
        assert response.json() == {"error": f"authorization: role {role} required"}
        assert f'scope="{role}"' in response.headers["www-authenticate"]
    assert {r.subject for r in app.request_log if r.path != "/auth/token"} == {"log-reader"}


@pytest.mark.parametrize(("path", "role"), [
    ("/prometheus/api/v1/query_range", "metrics:read"),
    ("/prometheus/api/v1/series", "metrics:read"),
    ("/prometheus/api/v1/status/buildinfo", "metrics:read"),
    ("/loki/api/v1/query_range", "logs:read"), ("/loki/api/v1/series", "logs:read"),
    ("/k8s/api/v1/namespaces/shop/pods/payments-5c9d7f8b6d-x7k2p/log", "logs:read"),
    ("/k8s/api/v1/namespaces/shop/events", "k8s:read"), ("/k8s/api/v1/events", "k8s:read"),
    ("/k8s/api/v1/namespaces/shop/pods", "k8s:read"),
    ("/k8s/apis/apps/v1/namespaces/shop/deployments", "changes:read"),
    ("/k8s/apis/apps/v1/namespaces/shop/replicasets/payments-5c9d7f8b6d", "changes:read"),
    ("/changes", "changes:read"), ("/runbooks/payments.md", "runbooks:read"),
    # discovery, versions and readiness: a token, no role (what a client asks at start-up)
    ("/k8s/version", None), ("/k8s/api", None), ("/k8s/apis", None), ("/k8s/api/v1", None),
    ("/k8s/apis/apps/v1", None), ("/ready", None), ("/prometheus/-/ready", None),
])
def test_every_data_path_has_a_role(path: str, role: str | None) -> None:
    assert required_role(path) == role


async def test_discovery_still_needs_a_token(client: httpx.AsyncClient) -> None:
    token = await _token(client, "log-reader", "s3cret-log-reader")
    for path in ("/k8s/version", "/k8s/api/v1", "/ready", "/prometheus/-/ready"):
        assert (await client.get(path)).status_code == 401, path
        assert (await client.get(path, headers=_bearer(token))).status_code == 200, path


async def test_subject_in_log_and_no_secret_or_token_anywhere(
    app: ProdsimApp, client: httpx.AsyncClient
) -> None:
    token = await _token(client)
    await client.post("/auth/token", json={"client_id": DEFAULT_CLIENT_ID,
                                           "client_secret": "wrong-guess"})
    query = {"query": '{service="payments", level="error"}'}
    await client.get(LOKI, params=query, headers=_bearer(token))
    await client.get(FEED)
    log = app.request_log
    assert [(r.method, r.path, r.status, r.subject) for r in log] == [
        ("POST", "/auth/token", 200, DEFAULT_CLIENT_ID), ("POST", "/auth/token", 401, None),
        ("GET", LOKI, 200, DEFAULT_CLIENT_ID), ("GET", FEED, 401, None)]
    assert log[0].params == {"client_id": DEFAULT_CLIENT_ID}
    admin = await client.get("/admin/requests")
    everything = repr(log).encode() + admin.content
    for response in [admin, await client.get(LOKI, params=query, headers=_bearer(token))]:
        everything += response.content + repr(response.headers).encode()
    for secret in (DEFAULT_CLIENT_SECRET, "wrong-guess", token, KEY.decode()):
        assert secret.encode() not in everything
    assert orjson.loads(admin.content)["requests"][0]["subject"] == DEFAULT_CLIENT_ID


async def test_fault_can_expire_tokens_early(clock: Clock) -> None:
    app = create_app(INCIDENT, 0, clock=clock, auth=True,
                     faults=[{"path": "/api/*", "expire_tokens_after_s": 10}])
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app),
                                 base_url="http://prodsim") as client:
        token = await _token(client)
        assert (await client.get(FEED, headers=_bearer(token))).status_code == 200
        clock.now += 10
        response = await client.get(FEED, headers=_bearer(token))
        assert response.status_code == 401
        assert 'error_description="token expired"' in response.headers["www-authenticate"]
        assert (await client.get(FEED,
                                 headers=_bearer(await _token(client)))).status_code == 200
    record = app.request_log[2]
    assert (record.status, record.subject, record.fault) == (
        401, DEFAULT_CLIENT_ID, "/api/* expire_tokens_after_s=10 every=1")


def _incident_with(tmp_path: Path, extra: str) -> Path:
    from importlib import resources
    text = (resources.files("prodsim") / "incidents" / "checkout-payments-deploy.yaml"
            ).read_text(encoding="utf-8")
    path = tmp_path / "with-auth.yaml"
    path.write_text(text + extra, encoding="utf-8")
    return path


async def test_incident_can_require_auth_and_default_is_off(tmp_path: Path) -> None:
    required = "auth: {required: true, token_ttl_seconds: 30}\n"
    app = create_app(str(_incident_with(tmp_path, required)))
    plain = create_app(INCIDENT, 0)
    off = create_app(str(_incident_with(tmp_path, "auth: {required: true}\n")), auth=False)
    for subject, expected in ((app, 401), (plain, 200), (off, 200)):
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=subject),
                                     base_url="http://prodsim") as c:
            assert (await c.get(FEED)).status_code == expected
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=plain),
                                 base_url="http://prodsim") as c:
        assert (await c.post("/auth/token", json={})).status_code == 404
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app),
                                 base_url="http://prodsim") as c:
        assert (await c.post("/auth/token", json={
            "client_id": DEFAULT_CLIENT_ID, "client_secret": DEFAULT_CLIENT_SECRET}
        )).json()["expires_in"] == 30


Factory = Callable[[], AuthConfig]


@pytest.mark.parametrize(("factory", "message"), [
    (lambda: AuthConfig(clients=()), "clients"),
    (lambda: AuthConfig(token_ttl_s=0), "token_ttl_s"),
    (lambda: AuthConfig(signing_key=b"short"), "signing_key"),
])
def test_bad_auth_config(factory: Factory, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        factory()
