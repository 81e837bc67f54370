"""prodsim: a deterministic fake production (an e-commerce platform) served over HTTP.

Same incident and seed give byte-identical data. Start with `create_app("checkout-payments-deploy")`
and talk to it through `httpx.ASGITransport`, or `python -m prodsim serve INCIDENT`. It speaks
Prometheus (`/prometheus`), Loki (`/loki`), Kubernetes (`/k8s`), a change feed (`/changes`) and
runbooks (`/runbooks/`), see `prodsim.api`, plus `/health` and its request log
(`/admin/requests`).
"""

from prodsim.app import ProdsimApp, create_app
from prodsim.auth import AuthConfig, Client
from prodsim.faults import ConnectionDropped
from prodsim.incident import EndpointFault, Incident, IncidentError, list_incidents, load_incident
from prodsim.requestlog import RequestRecord, TrapVerdict
from prodsim.world import GroundTruth, World, build_world

__all__ = [
    "AuthConfig",
    "Client",
    "ConnectionDropped",
    "EndpointFault",
    "GroundTruth",
    "Incident",
    "IncidentError",
    "ProdsimApp",
    "RequestRecord",
    "TrapVerdict",
    "World",
    "build_world",
    "create_app",
    "list_incidents",
    "load_incident",
]
