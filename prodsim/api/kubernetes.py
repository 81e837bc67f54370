"""A Kubernetes API server for the shop under `/k8s`, enough for kubectl's `get`, `logs` and
`rollout history`: discovery (`/version`, `/api`, `/apis`, `/api/v1`, `/apis/apps/v1`),
core/v1 events (with `fieldSelector`) and pods (with logs), apps/v1 deployments and replicasets
(with `labelSelector`), each as a list, as one object, or as a server-side Table when the
client's Accept header asks `as=Table`. Errors are `Status` objects.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from prodsim import kube
from prodsim.api import Reply, Request, json_reply
from prodsim.kubetable import (
    COMMON_FIELDS,
    EVENT_FIELDS,
    POD_FIELDS,
    SelectorError,
    field_filter,
    label_filter,
    table,
)
from prodsim.timeutil import format_time, parse_time
from prodsim.world import World

PREFIX = "/k8s"
JSON = dict[str, Any]
VERSION = {"major": "1", "minor": "29", "gitVersion": "v1.29.0",
           "gitCommit": "3f7a50f38688eb332e2a1b013678c6435d539ae6", "gitTreeState": "clean",
           "buildDate": "2023-12-13T08:51:44Z", "goVersion": "go1.21.5", "compiler": "gc",
           "platform": "linux/amd64"}


def _resource(name: str, kind: str, short: tuple[str, ...] = (), namespaced: bool = True,
              verbs: tuple[str, ...] = ("get", "list", "watch")) -> JSON:
    singular = "" if "/" in name else kind.lower()
    body: JSON = {"name": name, "singularName": singular, "namespaced": namespaced,
                  "kind": kind, "verbs": list(verbs)}
    if short:
        body["shortNames"] = list(short)
    return body


DISCOVERY: dict[str, JSON] = {
    "/api": {"kind": "APIVersions", "versions": ["v1"], "serverAddressByClientCIDRs": [
        {"clientCIDR": "0.0.0.0/0", "serverAddress": "127.0.0.1:6443"}]},
    "/apis": {"kind": "APIGroupList", "apiVersion": "v1", "groups": [{
        "name": "apps", "versions": [{"groupVersion": "apps/v1", "version": "v1"}],
        "preferredVersion": {"groupVersion": "apps/v1", "version": "v1"}}]},
    "/api/v1": {"kind": "APIResourceList", "groupVersion": "v1", "resources": [
        _resource("events", "Event", ("ev",)),
        _resource("namespaces", "Namespace", ("ns",), namespaced=False),
        _resource("pods", "Pod", ("po",)),
        _resource("pods/log", "Pod", verbs=("get",))]},
    "/apis/apps/v1": {"kind": "APIResourceList", "apiVersion": "v1", "groupVersion": "apps/v1",
                      "resources": [_resource("deployments", "Deployment", ("deploy",)),
                                    _resource("replicasets", "ReplicaSet", ("rs",))]},
}
_KIND = {"events": "Event", "pods": "Pod", "deployments": "Deployment",
         "replicasets": "ReplicaSet"}
_FIELDS = {"events": EVENT_FIELDS, "pods": POD_FIELDS}
_PATH = re.compile(r"^/(?:api/v1|apis/apps/v1)(?:/namespaces/(?P<ns>[^/]+))?/(?P<res>[a-z]+)"
                   r"(?:/(?P<name>[^/]+))?(?P<log>/log)?$")


def status_reply(code: int, message: str, reason: str, details: JSON | None = None) -> Reply:
    """A `Status` failure, the body of every Kubernetes API error."""
    return json_reply(code, {"kind": "Status", "apiVersion": "v1", "metadata": {},
                             "status": "Failure", "message": message, "reason": reason,
                             "details": details or {}, "code": code})


def _objects(world: World, resource: str) -> list[JSON]:
    """The objects of one resource, in the API server's order (by name, the storage key)."""
    services = sorted(s.name for s in world.services)
    if resource == "events":
        return list(kube.events(world))
    if resource == "pods":
        return [kube.pod_json(world, s) for s in services]
    if resource == "deployments":
        return [kube.deployment_json(world, s) for s in services]
    return sorted((kube.replicaset_json(world, s, rev) for s in services
                   for rev in kube.revisions(world, s)), key=lambda r: str(r["metadata"]["name"]))


def _namespace(world: World) -> JSON:
    created = format_time(world.alert_ms - 400 * 86_400_000)
    return {"kind": "Namespace", "apiVersion": "v1",
            "metadata": {"name": kube.NAMESPACE,
                         "uid": kube.uid(world, "Namespace", kube.NAMESPACE),
                         "resourceVersion": "42", "creationTimestamp": created,
                         "labels": {"kubernetes.io/metadata.name": kube.NAMESPACE}},
            "spec": {"finalizers": ["kubernetes"]}, "status": {"phase": "Active"}}


def _filters(req: Request, resource: str) -> Callable[[JSON], bool]:
    fields = field_filter(req.one("fieldSelector"), _FIELDS.get(resource, COMMON_FIELDS))
    labels = label_filter(req.one("labelSelector"))
    return lambda obj: fields(obj) and labels(obj)


def _version(world: World) -> str:
    return str(world.now_ms // 1000 % 10_000_000)


def _pod_log(world: World, req: Request, name: str) -> Reply:
    service = kube.pod_service(world, name)
    if service is None:
        return status_reply(404, f'pods "{name}" not found', "NotFound",
                            {"name": name, "kind": "pods"})
    container = req.one("container") or service
    if container != service:
        return status_reply(400, f"container {container} is not valid for pod {name}",
                            "BadRequest")
    if req.one("previous") == "true":
        return status_reply(400, f'previous terminated container "{service}" in pod "{name}" '
                                 "not found", "BadRequest")
    start = kube.pod_start_ms(world, service)
    try:
        if req.one("sinceSeconds"):
            start = max(start, world.now_ms - int(req.one("sinceSeconds")) * 1000)
        if req.one("sinceTime"):
            start = max(start, parse_time(req.one("sinceTime")))
        tail = int(req.one("tailLines")) if req.one("tailLines") else None
        limit = int(req.one("limitBytes")) if req.one("limitBytes") else None
    except ValueError as exc:
        return status_reply(400, f"invalid log options: {exc}", "BadRequest")
    entries = world.log_entries(service, start, world.now_ms)
    if tail is not None:
        entries = entries[-tail:] if tail > 0 else []
    stamps = req.one("timestamps") == "true"
    lines = []
    for entry in entries:
        if stamps:
            stamp = format_time(entry.at_ms)[:-1]
            lines.append(f"{stamp}.{entry.at_ms % 1000:03d}000000Z {entry.line}\n")
        else:
            lines.append(entry.line + "\n")
    body = "".join(lines).encode()
    if limit is not None:
        body = body[:limit]
    return Reply(200, body, "text/plain")


def serve(world: World, req: Request) -> Reply:
    """Answer one request under `/k8s`."""
    path = req.path.removeprefix(PREFIX) or "/"
    if req.method != "GET":
        return status_reply(405, f"the server does not allow this method on the requested "
                                 f"resource ({req.method} is read-only here)", "MethodNotAllowed")
    if path == "/version":
        return json_reply(200, VERSION)
    if path in DISCOVERY:
        return json_reply(200, DISCOVERY[path])
    as_table = "as=Table" in req.headers.get("accept", "")
    if path == "/api/v1/namespaces" or (path.startswith("/api/v1/namespaces/")
                                        and path.count("/") == 4):
        name = path.rsplit("/", 1)[1] if path.count("/") == 4 else None
        if name not in (None, kube.NAMESPACE):
            return status_reply(404, f'namespaces "{name}" not found', "NotFound",
                                {"name": name, "kind": "namespaces"})
        if as_table:
            return json_reply(200, table("Namespace", [_namespace(world)], world.now_ms,
                                         req.one("includeObject"), _version(world)))
        if name is not None:
            return json_reply(200, _namespace(world))
        return json_reply(200, {"kind": "NamespaceList", "apiVersion": "v1",
                                "metadata": {"resourceVersion": _version(world)},
                                "items": [_namespace(world)]})
    match = _PATH.match(path)
    if match is None or match["res"] not in _KIND or (
            path.startswith("/api/v1") != (match["res"] in ("events", "pods"))):
        return status_reply(404, "the server could not find the requested resource",
                            "NotFound")
    ns, resource, name = match["ns"], match["res"], match["name"]
    if match["log"]:
        if resource != "pods" or name is None:
            return status_reply(404, "the server could not find the requested resource",
                                "NotFound")
        if ns != kube.NAMESPACE:
            return status_reply(404, f'pods "{name}" not found', "NotFound")
        return _pod_log(world, req, name)
    items = _objects(world, resource) if ns in (None, kube.NAMESPACE) else []
    kind = _KIND[resource]
    group = "v1" if resource in ("events", "pods") else "apps/v1"
    if name is not None:
        found = next((i for i in items if i["metadata"]["name"] == name), None)
        if found is None:
            return status_reply(404, f'{resource} "{name}" not found', "NotFound",
                                {"name": name, "kind": resource})
        if as_table:
            return json_reply(200, table(kind, [found], world.now_ms,
                                         req.one("includeObject"), _version(world)))
        return json_reply(200, found)
    try:
        accept = _filters(req, resource)
    except SelectorError as exc:
        return status_reply(400, str(exc), "BadRequest")
    chosen = [i for i in items if accept(i)]
    meta: JSON = {"resourceVersion": _version(world)}
    offset = int(req.one("continue")) if req.one("continue").isdigit() else 0
    limit = int(req.one("limit")) if req.one("limit").isdigit() else 0
    if offset or limit > 0:
        rest = chosen[offset:]
        chosen = rest[:limit] if limit > 0 else rest
        if len(rest) > len(chosen):  # the continue token is the offset of the next page
            meta |= {"continue": str(offset + len(chosen)),
                     "remainingItemCount": len(rest) - len(chosen)}
    if as_table:
        body = table(kind, chosen, world.now_ms, req.one("includeObject"), _version(world))
        body["metadata"] = meta
        return json_reply(200, body)
    return json_reply(200, {"kind": f"{kind}List", "apiVersion": group, "metadata": meta,
                            "items": chosen})
