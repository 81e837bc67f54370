"""Write `shipped.jsonl`, the labelled trajectories of the detector replay bench.

Deterministic: run `python -m oncall.lab.trajectories.make_set` and the file comes out byte for
byte the same. Every trajectory is a plausible investigation on prodsim's topology with the
real investigation tools, written with the `T` builder (`builder.py`), one module per label
(`progressing.py`, `looping.py`, `drifting.py`). They were written to be hard (see
`docs/detectors.md`): near-loops whose arguments creep, healthy re-queries with new windows,
drift that looks like diligence, long healthy runs.
"""

from __future__ import annotations

from pathlib import Path

import orjson

from oncall.lab.trajectories.builder import Json
from oncall.lab.trajectories.drifting import drifting
from oncall.lab.trajectories.looping import looping
from oncall.lab.trajectories.progressing import progressing

OUT = Path(__file__).resolve().parent / "shipped.jsonl"


def build() -> list[Json]:
    return [t.json() for t in (*progressing(), *looping(), *drifting())]


def main() -> None:
    OUT.write_bytes(b"".join(orjson.dumps(t) + b"\n" for t in build()))
    print(f"wrote {OUT} ({len(build())} trajectories)")


if __name__ == "__main__":
    main()
