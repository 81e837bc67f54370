"""`python -m oncall report`: the autopsy, two runs side by side (or one run, or an eval).

The figures are folded from each run's log, its ledger and its stored spec, the same fold the
guards read, so the report cannot disagree with the run (`oncall.lab.report_figures`); they
are loaded by `oncall.lab.report_load`. The text and the HTML forms read one `RunFigures`;
every string from the log is kept raw until the renderer of each medium escapes it:
HTML-escaped in `oncall.lab.report_html`, stripped of control characters for the terminal in
`oncall.lab.report_text`.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from oncall.errors import OncallError
from oncall.lab.report_load import load_eval, load_runs
from oncall.lab.report_text import clean, render_eval_text, render_text, summary_line


def _write(out: str, html: str) -> None:
    try:
        Path(out).write_text(html, encoding="utf-8")
    except OSError as exc:
        raise OncallError(f"{out}: cannot write the report ({exc.strerror})") from exc


async def report_command(args: argparse.Namespace) -> int:
    """Runs side by side (or an eval) as text on stdout, or as one HTML file with --out.

    With --out the page is written and only the summary line is printed: the text form is
    for a terminal, the page for a person who would rather look at a picture."""
    from oncall.lab import report_html

    run_ids = list(args.run_ids or [])
    if args.eval_run and run_ids:
        raise OncallError("report: give run ids or --eval, not both")
    if args.eval_run:
        path, data = load_eval(args.eval_run)
        if args.out:
            _write(args.out, report_html.render_eval(path, data))
            print(clean(f"wrote {args.out}: eval {path}, {len(data['rows'])} runs"))
        else:
            sys.stdout.write(render_eval_text(path, data))
        return 0
    if not 1 <= len(run_ids) <= 2:
        raise OncallError("report: give one or two run ids (RUN_A [RUN_B]) or --eval LAST|PATH"
                          + (f", not {len(run_ids)}" if run_ids else ""))
    runs = await load_runs(args.db, run_ids)
    if args.out:
        _write(args.out, report_html.render(runs))
        print(f"wrote {args.out}")
    else:
        sys.stdout.write(render_text(runs) + "\n")
    print(summary_line(runs))
    return 0
