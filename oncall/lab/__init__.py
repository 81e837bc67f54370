"""The lab: measurement around the runtime, never needed to run an investigation.

Eval and grading against prodsim's ground truth, detector replay over trajectories, the
autopsy report, the benchmarks and chaos. The runtime (everything else under `oncall/`) never
imports from here; the CLI does, for the commands that measure.
"""
