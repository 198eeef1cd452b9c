"""Drafts: claims in clean-text offsets, before they get a source span and an id."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypedDict


class DraftFields(TypedDict, total=False):
    """The typed fields a draft carries into its claim (those of :mod:`models`, by claim type); a draft holds
    the keys of its own type only."""

    # number
    value: float
    unit: str | None
    quantity: str | None
    kind: str
    approx: str | None
    symbol: str | None
    # model_size
    parameters: float
    low: float | None
    high: float | None
    active_parameters: float | None
    # method, dataset, model, metric
    name: str
    proposed: bool
    long_form: str
    short_form: str
    family: str | None
    # result
    direction: str | None
    negated: bool
    metric_text: str | None
    dataset_text: str | None
    method_text: str | None
    baseline_text: str | None
    task_text: str | None


@dataclass(eq=False)
class Draft:
    """A claim before it has a source span and an id. ``refs`` point at other drafts."""

    type: str
    start: int  # clean-text offsets
    end: int
    rule: str
    fields: DraftFields = field(default_factory=DraftFields)
    refs: dict[str, Draft | list[Draft] | None] = field(default_factory=dict)
    # the other rules that voted for this reading, or filled a result's roles (the claim's ``evidence``)
    evidence: tuple[str, ...] = ()

    @property
    def sort_key(self) -> tuple[int, int]:
        return self.start, self.end
