from collections.abc import Sequence

def shape_lines(
    lines: Sequence[str], /,
) -> tuple[dict[str, int], dict[str, int], dict[str, int], tuple[int, int]] | None: ...
