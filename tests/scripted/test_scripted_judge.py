"""The judge answers the detector contract: schema JSON, one-token logprobs, deterministic."""

from __future__ import annotations

import math
from typing import Any

import httpx
import ollama
import orjson
import pytest
from scripted_harness import first_message

from prodsim.scripted.policies.judge import JUDGE_SCHEMA, LABELS

LOOP = "\n".join(["## Trajectory (oldest first)",
                  '1. query_logs {"service":"storefront","level":"ERROR"} -> ok: 4 lines; '
                  "errors name cart",
                  *(f'{n}. get_metrics {{"service":"storefront","metric":"error_rate"}} -> '
                    "error unreachable: connection refused" for n in range(2, 11))])
DRIFT = "\n".join(["## Trajectory (oldest first)",
                   '1. query_logs {"service":"storefront","level":"ERROR"} -> ok: 4 lines',
                   *(f'{n}. {tool} {{"service":"gateway","n":{n}}} -> ok: 20 lines'
                     for n, tool in enumerate(["query_logs", "get_metrics", "list_deploys",
                                               "get_k8s_events", "get_runbook",
                                               "query_logs", "list_flag_changes"], start=2))])
PROGRESS = "\n".join(["## Trajectory (oldest first)",
                      '1. query_logs {"service":"storefront","level":"ERROR"} -> ok: 4 lines; '
                      "errors name cart",
                      '2. query_logs {"service":"cart","level":"ERROR"} -> ok: 3 lines; '
                      "errors name pricing",
                      '3. query_logs {"service":"pricing","level":"ERROR"} -> ok: 3 lines',
                      '4. list_deploys {"service":"pricing"} -> ok: 3 deploys'])


def _messages(digest: str, question: str = "Is the agent progressing, looping or drifting?"
              ) -> list[dict[str, Any]]:
    return [{"role": "system", "content": "You judge an on-call agent's trajectory."},
            {"role": "user", "content": f"{first_message()}\n{digest}\n\n{question}"}]


@pytest.mark.parametrize(("digest", "label"), [(LOOP, "looping"), (DRIFT, "drifting"),
                                               (PROGRESS, "progressing")])
async def test_schema_answers_label_the_trajectory(client: ollama.AsyncClient, digest: str,
                                                    label: str) -> None:
    response = await client.chat(model="judge", messages=_messages(digest), format=JUDGE_SCHEMA,
                                 options={"temperature": 0})
    answer = orjson.loads(response.message.content or "")
    assert set(answer) == {"label", "probabilities", "reason"}
    assert answer["label"] == label
    probs = answer["probabilities"]
    assert set(probs) == set(LABELS) and math.isclose(sum(probs.values()), 1.0, abs_tol=1e-6)
    assert probs[label] == max(probs.values())
    if label != "progressing":
        assert probs[label] >= 0.85, "a clear trap crosses the hard threshold"
    again = await client.chat(model="judge", messages=_messages(digest), format=JUDGE_SCHEMA)
    assert again.message.content == response.message.content


async def test_other_schemas_get_their_own_keys(http: httpx.AsyncClient) -> None:
    schema = {"type": "object", "properties": {"looping": {"type": "number"},
                                               "drifting": {"type": "number"},
                                               "verdict": {"type": "string"}}}
    body = (await http.post("/api/chat", json={"model": "judge", "stream": False,
                                               "format": schema,
                                               "messages": _messages(LOOP)})).json()
    answer = orjson.loads(body["message"]["content"])
    assert set(answer) == {"looping", "drifting", "verdict"} and answer["looping"] > 0.85


async def test_logprobs_answer_one_token_over_the_three_options(
        http: httpx.AsyncClient, client: ollama.AsyncClient) -> None:
    question = "Answer with one word: progressing, looping or drifting."
    request = {"model": "judge", "messages": _messages(DRIFT, question), "logprobs": True,
               "top_logprobs": 3}
    body = (await http.post("/api/chat", json={**request, "stream": False})).json()
    assert body["message"]["content"] == "drifting"
    [entry] = body["logprobs"]
    assert entry["token"] == "drifting" and entry["logprob"] < 0
    top = entry["top_logprobs"]
    assert top[0]["token"] == "drifting" and {t["token"] for t in top} == set(LABELS)
    assert math.isclose(sum(math.exp(t["logprob"]) for t in top), 1.0, abs_tol=1e-3)
    streamed = [orjson.loads(line) for line in
                (await http.post("/api/chat", json=request)).text.splitlines()]
    assert [c["logprobs"] for c in streamed if "logprobs" in c] == [body["logprobs"]]
    official = await client.chat(model="judge", messages=request["messages"], logprobs=True,
                                 top_logprobs=2)
    assert official.logprobs is not None and official.logprobs[0].token == "drifting"
    assert len(official.logprobs[0].top_logprobs or []) == 2
    plain = await client.chat(model="judge", messages=request["messages"])
    assert plain.message.content == "drifting" and plain.logprobs is None


async def test_top_logprobs_out_of_range_is_ollamas_400(http: httpx.AsyncClient) -> None:
    response = await http.post("/api/chat", json={"model": "judge", "messages": _messages(LOOP),
                                                  "logprobs": True, "top_logprobs": 21})
    assert (response.status_code, response.json()) == (
        400, {"error": "top_logprobs must be between 0 and 20"})


async def test_judge_reads_a_raw_transcript_when_no_digest_is_given(
        http: httpx.AsyncClient) -> None:
    call = {"function": {"name": "get_metrics",
                         "arguments": {"service": "storefront", "metric": "error_rate"}}}
    messages: list[dict[str, Any]] = [{"role": "user", "content": first_message()}]
    for _ in range(6):
        messages += [{"role": "assistant", "content": "", "tool_calls": [call]},
                     {"role": "tool", "tool_name": "get_metrics",
                      "content": '{"ok":false,"error":"refused","message":"repeat"}'}]
    body = (await http.post("/api/chat", json={"model": "judge", "stream": False,
                                               "format": JUDGE_SCHEMA,
                                               "messages": messages})).json()
    assert orjson.loads(body["message"]["content"])["label"] == "looping"
