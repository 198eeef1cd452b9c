"""Checks that a rewritten regex finds what the pattern it replaces found."""

from __future__ import annotations

import re


def assert_same_matches(fast: re.Pattern[str], reference: re.Pattern[str], text: str, step: int) -> None:
    """``fast`` finds the same matches (spans and named groups) as ``reference`` in ``text``, and the same first
    match searching from every ``step``-th position (a search from a position still reads the characters before
    it, which lookbehinds see)."""
    assert [(m.span(), m.groupdict()) for m in fast.finditer(text)] == \
        [(m.span(), m.groupdict()) for m in reference.finditer(text)], reference.pattern  # fmt: skip
    for position in range(0, len(text), step):
        found, expected = fast.search(text, position), reference.search(text, position)
        assert (found and found.span()) == (expected and expected.span()), (reference.pattern, position)
