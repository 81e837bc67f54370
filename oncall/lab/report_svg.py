"""Inline SVG for the autopsy page: a line chart and a per-run timeline strip.

Hand-written SVG instead of a charting library: the page must load nothing, and two charts do
not justify a dependency. The `<svg>` elements carry no `xmlns` (inline SVG in HTML needs
none), so the page holds no URL at all. Labels and tooltips from the log are escaped here.
"""

from __future__ import annotations

import html
import math
from collections.abc import Sequence

from oncall.lab.report_figures import Mark

Series = tuple[str, str, Sequence[tuple[float, float]]]
"""(name, colour, points)."""

_W, _H = 560, 300
_L, _R, _T, _B = 64, 16, 50, 42


def _esc(value: object) -> str:
    return html.escape(str(value), quote=True)


def nice_top(value: float) -> float:
    """The smallest 1, 2, 2.5 or 5 × 10^k at or above `value`: round axis ends."""
    if value <= 0:
        return 1.0
    base = 10 ** math.floor(math.log10(value))
    return float(next(m * base for m in (1, 2, 2.5, 5, 10) if m * base >= value))


def _ticks(top: float, n: int = 5) -> list[float]:
    return [top * i / n for i in range(n + 1)]


def _num(v: float) -> str:
    if v >= 10_000:
        return f"{v / 1000:,.0f}k"
    return f"{v:,.0f}" if v >= 10 or v == int(v) else f"{v:.1f}"


def line_chart(series: Sequence[Series], x_label: str, y_label: str) -> str:
    """Overlaid lines on shared axes, one marker per point with its value as a tooltip."""
    xs = [x for _, _, pts in series for x, _ in pts]
    ys = [y for _, _, pts in series for _, y in pts]
    x_top = max([1.0, *xs])
    y_top = nice_top(max([0.0, *ys]))
    pw, ph = _W - _L - _R, _H - _T - _B

    def px(x: float) -> float:
        return _L + (x - 1) / max(1.0, x_top - 1) * pw if x_top > 1 else _L + pw / 2

    def py(y: float) -> float:
        return _T + ph - y / y_top * ph

    out = [f'<svg viewBox="0 0 {_W} {_H}" role="img" aria-label="{_esc(y_label)} per '
           f'{_esc(x_label)}">']
    for t in _ticks(y_top):
        y = py(t)
        out.append(f'<line x1="{_L}" x2="{_W - _R}" y1="{y:.1f}" y2="{y:.1f}" stroke="#e5e7eb"/>'
                   f'<text x="{_L - 6}" y="{y + 4:.1f}" text-anchor="end" font-size="11" '
                   f'fill="#6b7280">{_num(t)}</text>')
    step = max(1, int(nice_top(x_top / 8)))
    for x in sorted({1, *range(step, int(x_top) + 1, step)}):
        out.append(f'<text x="{px(x):.1f}" y="{_H - _B + 16}" text-anchor="middle" '
                   f'font-size="11" fill="#6b7280">{x}</text>')
    out.append(f'<text x="{_L + pw / 2}" y="{_H - 6}" text-anchor="middle" font-size="12" '
               f'fill="#374151">{_esc(x_label)}</text>'
               f'<text x="14" y="{_T + ph / 2}" text-anchor="middle" font-size="12" '
               f'fill="#374151" transform="rotate(-90 14 {_T + ph / 2})">{_esc(y_label)}</text>')
    for i, (name, color, pts) in enumerate(series):
        if pts:
            path = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in pts)
            out.append(f'<polyline points="{path}" fill="none" stroke="{color}" '
                       'stroke-width="2.2" stroke-linejoin="round"/>')
            r = 3 if len(pts) <= 60 else 1.8
            out += [f'<circle cx="{px(x):.1f}" cy="{py(y):.1f}" r="{r}" fill="{color}">'
                    f"<title>{_esc(name)}: step {x:.0f}, {y:,.0f}</title></circle>"
                    for x, y in pts]
        ly = 12 + i * 17
        last = f" — {pts[-1][1]:,.0f} at step {pts[-1][0]:.0f}" if pts else " — no step"
        out.append(f'<rect x="{_L + 10}" y="{ly - 5}" width="14" height="4" fill="{color}"/>'
                   f'<text x="{_L + 30}" y="{ly}" font-size="12" fill="{color}">'
                   f"{_esc(name[:40])}{_esc(last)}</text>")
    out.append("</svg>")
    return "".join(out)


# -- the timeline ----------------------------------------------------------------------------

_LANE_H = 26
_TL_W, _TL_L, _TL_R = 1100, 110, 20

_TOOL = {"ok": "#15803d", "failed": "#dc2626", "refused": "#d97706"}
_CTX = "#7c3aed"


def _glyph(m: Mark, x: float, mid: float) -> str:
    """The shape of one mark: a colour per outcome, a shape per kind of event."""
    if m.lane == "tools":
        color = _TOOL.get(m.kind, "#6b7280")
        if m.kind == "refused":
            return (f'<path d="M{x:.1f} {mid - 6} l6 6 l-6 6 l-6 -6 z" fill="{color}"/>')
        return f'<circle cx="{x:.1f}" cy="{mid}" r="5" fill="{color}"/>'
    if m.lane == "retries":
        color = "#64748b" if m.kind == "retry" else "#dc2626"
        return f'<rect x="{x - 4:.1f}" y="{mid - 4}" width="8" height="8" fill="{color}"/>'
    if m.lane == "guards":
        if m.kind == "stop":
            return (f'<path d="M{x - 6:.1f} {mid - 6} l12 12 M{x + 6:.1f} {mid - 6} l-12 12" '
                    'stroke="#991b1b" stroke-width="3.2"/>')
        color = {"nudge": "#ca8a04", "refuse": "#d97706"}.get(m.kind, "#94a3b8")
        return f'<path d="M{x:.1f} {mid - 7} l7 12 h-14 z" fill="{color}"/>'
    if m.lane == "detector":
        v = max(0.0, min(1.0, m.value or 0.0))
        h = max(2.0, v * (_LANE_H - 6))
        color = "#dc2626" if v >= 0.85 else "#d97706" if v >= 0.6 else "#94a3b8"
        return (f'<rect x="{x - 3:.1f}" y="{mid + _LANE_H / 2 - 3 - h:.1f}" width="6" '
                f'height="{h:.1f}" fill="{color}"/>')
    if m.lane == "context":
        if m.kind == "fold":
            return f'<circle cx="{x:.1f}" cy="{mid}" r="5" fill="none" stroke="{_CTX}" ' \
                   'stroke-width="2"/>'
        return f'<rect x="{x - 5:.1f}" y="{mid - 5}" width="10" height="10" fill="{_CTX}"/>'
    color = "#111827"
    if m.kind == "finish":
        return f'<rect x="{x - 1.5:.1f}" y="{mid - 8}" width="3" height="16" fill="{color}"/>'
    return f'<path d="M{x:.1f} {mid - 6} l6 6 l-6 6 l-6 -6 z" fill="{color}"/>'


def timeline(marks: Sequence[Mark], lanes: Sequence[str], last_step: int, color: str) -> str:
    """One run's events on lanes over agent steps; the x scale is shared by the runs shown,
    so the same step sits at the same place in both strips."""
    height = 22 + _LANE_H * len(lanes)
    pw = _TL_W - _TL_L - _TL_R

    def px(step: int) -> float:
        return _TL_L + (step / max(1, last_step)) * pw

    out = [f'<svg viewBox="0 0 {_TL_W} {height}" role="img" aria-label="timeline">']
    for i, lane in enumerate(lanes):
        top = 4 + i * _LANE_H
        fill = "#f8fafc" if i % 2 else "#ffffff"
        out.append(f'<rect x="{_TL_L}" y="{top}" width="{pw}" height="{_LANE_H}" '
                   f'fill="{fill}"/><text x="{_TL_L - 8}" y="{top + 17}" text-anchor="end" '
                   f'font-size="12" fill="#374151">{_esc(lane)}</text>')
    bottom = 4 + _LANE_H * len(lanes)
    tick = max(1, int(nice_top(last_step / 20)))
    for s in range(0, last_step + 1, tick):
        out.append(f'<line x1="{px(s):.1f}" x2="{px(s):.1f}" y1="{bottom}" y2="{bottom + 4}" '
                   f'stroke="#9ca3af"/><text x="{px(s):.1f}" y="{bottom + 15}" '
                   f'text-anchor="middle" font-size="10" fill="#6b7280">{s}</text>')
    seen: dict[tuple[int, str], int] = {}
    for m in marks:
        if m.lane not in lanes:
            continue
        row = lanes.index(m.lane)
        mid = 4 + row * _LANE_H + _LANE_H / 2
        k = seen.get((m.step, m.lane), 0)
        seen[(m.step, m.lane)] = k + 1
        x = px(m.step) + min(k, 3) * 5  # several marks at one step fan out a little
        if m.kind == "stop":
            text = m.label[:40]
            # Left of the mark when it fits (a stop is usually the last thing), else right.
            left = x - 10 - 6.5 * len(text) > _TL_L
            out.append(f'<line x1="{x:.1f}" x2="{x:.1f}" y1="4" y2="{bottom}" stroke="#991b1b" '
                       'stroke-dasharray="4 3"/>'
                       f'<text x="{x - 10 if left else x + 10:.1f}" y="{mid + 4}" '
                       f'text-anchor="{"end" if left else "start"}" font-size="11" '
                       f'font-weight="600" fill="#991b1b">{_esc(text)}</text>')
        out.append(f"<g>{_glyph(m, x, mid)}<title>step {m.step}: {_esc(m.detail)}</title></g>")
    out.append(f'<rect x="{_TL_L}" y="4" width="3" height="{bottom - 4}" fill="{color}"/>'
               "</svg>")
    return "".join(out)
