"""Candidates and votes: what the passes propose, and the evidence they give for or against a reading."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .view import TextView

# Priorities: which reading of a stretch of text wins when candidates overlap.
P_PROPOSED, P_ACRONYM, P_MODEL, P_LEXICON, P_STYLED, P_METRIC, P_CONTEXT, P_SHAPE, P_TITLE = 9, 8, 7, 6, 5, 4, 3, 2, 1


@dataclass(slots=True)
class Mention:
    """An entity in clean-text offsets."""

    start: int
    end: int
    label: str
    rule: str
    priority: int
    proposed: bool = False
    family: str | None = None
    canonical: str | None = None
    partner: Mention | None = None  # the other half of an acronym definition
    is_long_form: bool = False

    def overlaps(self, other: Mention) -> bool:
        return self.start < other.end and other.start < self.end


def _mention(view: TextView, start: int, end: int, label: str, rule: str, priority: int, **extra: object) -> Mention:
    return Mention(start, end, label, rule, priority, **extra)  # type: ignore[arg-type]


def _occurrences(text: str, surface: str) -> list[tuple[int, int]]:
    """Where ``surface`` stands as a whole word (non-overlapping, left to right; no regex to compile per name)."""
    found: list[tuple[int, int]] = []
    if not surface:
        return found
    start = text.find(surface)
    while start != -1:
        end = start + len(surface)
        if (start == 0 or not text[start - 1].isalnum()) and (end == len(text) or not text[end].isalnum()):
            found.append((start, end))
        start = text.find(surface, end)
    return found


class Blocked:
    """Stretches of text no entity may overlap (generic terms, URLs), with a per-character mask so that
    the per-token test is one slice instead of a scan over every span."""

    def __init__(self, length: int) -> None:
        self.spans: list[tuple[int, int]] = []
        self._mask = bytearray(length + 1)

    def append(self, span: tuple[int, int]) -> None:
        self.spans.append(span)
        start, end = span
        self._mask[start:end] = b"\x01" * (end - start)

    def extend(self, spans: Iterable[tuple[int, int]]) -> None:
        for span in spans:
            self.append(span)

    def overlaps(self, start: int, end: int) -> bool:
        return 1 in self._mask[start:end]

    def contains(self, start: int, end: int) -> bool:
        return any(a <= start and end <= b for a, b in self.spans)
