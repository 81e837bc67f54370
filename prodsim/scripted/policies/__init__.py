"""Built-in scripted models, by name: the seam where a new policy is added.

A policy is a `Policy` (`prodsim.scripted.chat`): a pure function of the chat request. To add
one, write a module here with a function `name(request: ChatRequest) -> Reply` whose docstring's
first line says what the model does (it is shown by `/api/show`), and list it in `POLICIES`.
Tests and embedders can skip the registry: `create_app(policies={"name": fn})`.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from prodsim.scripted.chat import Policy
from prodsim.scripted.policies.drifter import drifter
from prodsim.scripted.policies.fabricator import fabricator
from prodsim.scripted.policies.gullible import gullible
from prodsim.scripted.policies.investigator import investigator
from prodsim.scripted.policies.judge import judge
from prodsim.scripted.policies.looper import looper
from prodsim.scripted.policies.marathon import marathon
from prodsim.scripted.policies.naive_retrier import naive_retrier
from prodsim.scripted.policies.summarizer import summarizer
from prodsim.scripted.policies.surveyor import surveyor
from prodsim.scripted.policies.verifier import verifier

POLICIES: Mapping[str, Policy] = MappingProxyType({
    "investigator": investigator,
    "looper": looper,
    "surveyor": surveyor,
    "naive-retrier": naive_retrier,
    "drifter": drifter,
    "fabricator": fabricator,
    "gullible": gullible,
    "marathon": marathon,
    "judge": judge,
    "summarizer": summarizer,
    "verifier": verifier,
})
"""Model name -> policy, read-only; `/api/tags` lists these as `<name>:latest`."""


def default_policies() -> dict[str, Policy]:
    """A fresh, caller-owned copy of the built-in policies (extend it freely)."""
    return dict(POLICIES)


__all__ = ["POLICIES", "default_policies", "drifter", "fabricator", "gullible", "investigator",
           "judge", "looper", "marathon", "naive_retrier", "summarizer", "surveyor", "verifier"]
