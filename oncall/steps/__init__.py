"""The steps of a run, as functions over the run's journal and dependencies (`oncall.run.Run`).

The loop (`oncall/loop.py`) strings them together: bootstrap, then guards, the model, the
tools, until a step ends the run. Each one logs what it does, or on resume replays it from the
log, so the loop is the same for a fresh run and a resumed one.
"""

from oncall.steps.bootstrap import bootstrap
from oncall.steps.end import ending, finish
from oncall.steps.model import call_model, nudge_message, remind
from oncall.steps.tools import call_tools

__all__ = ["bootstrap", "call_model", "call_tools", "ending", "finish", "nudge_message",
           "remind"]
