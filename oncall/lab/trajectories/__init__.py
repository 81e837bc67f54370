"""The labelled trajectories of the detector replay bench (`shipped.jsonl`, `make_set.py`)."""
