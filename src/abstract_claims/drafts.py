"""Drafts: claims in clean-text offsets, before they get a source span and an id."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(eq=False)
class Draft:
    """A claim before it has a source span and an id. ``refs`` point at other drafts."""

    type: str
    start: int  # clean-text offsets
    end: int
    rule: str
    fields: dict[str, Any] = field(default_factory=dict)
    refs: dict[str, Draft | list[Draft] | None] = field(default_factory=dict)

    @property
    def sort_key(self) -> tuple[int, int]:
        return self.start, self.end
