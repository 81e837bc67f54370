"""The fold's shaping pass in C (oncall/fold/_shapes.c); everything else is in pyproject.toml,
whose own table for C extensions setuptools still calls experimental.

Optional: without a C compiler the install still succeeds (pip shows the build's warning
only with `-v`) and the fold uses its Python shaper, which gives the same folds more slowly
on log floods; `oncall.fold.SHAPER`, each fold event and `python -m oncall bench fold` say
which one runs."""

from setuptools import Extension, setup

setup(ext_modules=[Extension("oncall.fold._shapes", ["oncall/fold/_shapes.c"], optional=True)])
