"""An oncall run file for a prodsim served on a port: the alert, `sources:` at prodsim's own
real-API URLs, the topology, and no `incident:`, so the run goes through the same sources a
user points at their production (and needs no `import prodsim`).
"""

from __future__ import annotations

from typing import Any

import yaml

from prodsim import views
from prodsim.kube import NAMESPACE
from prodsim.world import World


def run_file(world: World, base_url: str, token_env: str | None = None) -> dict[str, Any]:
    """The run file's document for `world` served at `base_url` (no trailing slash). With
    `token_env`, every HTTP source reads its bearer token from that environment variable
    (a server with auth on; the file itself never holds a credential)."""
    doc: dict[str, Any] = {
        "name": f"prodsim-{world.incident.name}",
        "alert": views.alert_json(world),
        "sources": [
            {"kind": "prometheus", "url": f"{base_url}/prometheus", "timeout_s": 10},
            {"kind": "loki", "url": base_url, "labels": {"service": "service",
                                                         "level": "level"},
             "tenant": NAMESPACE},
            {"kind": "kubernetes", "url": f"{base_url}/k8s", "namespace": NAMESPACE},
            {"kind": "feed", "url": f"{base_url}/changes"},
            {"kind": "runbooks", "url": f"{base_url}/runbooks/{{service}}.md"},
            {"kind": "topology",
             "services": {s.name: list(s.depends_on) for s in world.services}},
        ],
    }
    sources: list[dict[str, Any]] = doc["sources"]
    if token_env is not None:
        for source in sources:
            if "url" in source:
                source["token_env"] = token_env
    return doc


def run_file_text(world: World, base_url: str, token_env: str | None = None) -> str:
    """The run file as YAML, with a header line saying what serves it."""
    header = (f"# production: python -m prodsim serve {world.incident.name} "
              f"--seed {world.seed} (at {base_url})\n")
    if token_env is not None:
        header += (f"# auth is on: export {token_env}=<access_token from POST {base_url}"
                   "/auth/token>\n")
    return header + yaml.safe_dump(run_file(world, base_url, token_env), sort_keys=False,
                                   width=100)
