"""A PromQL subset over prodsim's series: `parse` a query, evaluate it with an `Engine`."""

from prodsim.promql.engine import Engine, Matrix, Scalar, Vector
from prodsim.promql.parse import Expr, PromQLError, parse, parse_duration

__all__ = ["Engine", "Expr", "Matrix", "PromQLError", "Scalar", "Vector", "parse",
           "parse_duration"]
