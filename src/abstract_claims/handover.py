"""What the extraction components hand each other on a Doc: typed records, one per producing component.

Each record is a ``Doc._`` attribute named in its component's ``assigns`` and in its readers' ``requires``,
so ``nlp.analyze_pipes()`` shows the flow and flags a pipeline that lacks a producer:

==========================  ==============================  ======================================
attribute                   set by                          read by
==========================  ==============================  ======================================
``doc._.claims_markup``     the markup tokenizer (or lazily) every component
``doc._.number_drafts``     ``abstract_claims_numbers``     ``abstract_claims_results``, claims
``doc._.entity_drafts``     ``abstract_claims_entities``    ``abstract_claims_results``, claims
``doc._.result_drafts``     ``abstract_claims_results``     claims
==========================  ==============================  ======================================

A reader whose producer did not run raises :class:`PipelineError` (it used to do nothing, silently). The records
hold Python objects (drafts point at drafts): they are the working state of the standalone pipeline, not
meant to be serialized; the ``abstract_claims`` component puts only plain data on the Docs it returns.
"""

from __future__ import annotations

import itertools
from bisect import bisect_right
from dataclasses import dataclass, field
from typing import TypeVar

from spacy.tokens import Doc

from .drafts import Draft
from .entities import Rejection, TextView
from .errors import E_MISSING_COMPONENT, AbstractClaimsError
from .markup import Markup
from .tasks import TaskMention


class PipelineError(AbstractClaimsError):
    """A component of the extraction pipeline cannot run: what it needs was not made before it."""

    code = E_MISSING_COMPONENT

    def __init__(self, component: str, attribute: str, producer: str) -> None:
        super().__init__(f"[{self.code}] {component} reads doc._.{attribute}, which {producer} sets; add "
                         f"{producer} before {component} (nlp.add_pipe({producer!r}, before={component!r}))")  # fmt: skip


@dataclass(frozen=True, slots=True)
class NumberDrafts:
    """The numbers component's output: every number, and the model sizes made of them."""

    numbers: list[Draft]
    model_sizes: list[Draft]


@dataclass(frozen=True, slots=True)
class EntityDrafts:
    """The entities component's output: methods, datasets, models, metrics, and the token view they were found
    in (the results component reads clauses off it)."""

    mentions: list[Draft]
    view: TextView
    #: (start, end) of the dataset, model and method names: digits inside a name are not numbers
    names: list[tuple[int, int]]
    #: the task mentions and their drafts (the drafts are in ``mentions`` too): results name their task
    tasks: list[tuple[TaskMention, Draft]] = field(default_factory=list)
    #: the spans decided not to be entities, with the deciding rule and reason, as the rules met them
    #: (:func:`abstract_claims.pipeline.rejections_of` gives them in text order, mapped to the source)
    rejected: list[Rejection] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class ResultDrafts:
    results: list[Draft]


MARKUP_ATTR = "claims_markup"
NUMBERS_ATTR = "number_drafts"
ENTITIES_ATTR = "entity_drafts"
RESULTS_ATTR = "result_drafts"
_PRODUCERS = {
    NUMBERS_ATTR: "abstract_claims_numbers",
    ENTITIES_ATTR: "abstract_claims_entities",
    RESULTS_ATTR: "abstract_claims_results",
}
for _attribute in (MARKUP_ATTR, *_PRODUCERS):
    if not Doc.has_extension(_attribute):
        Doc.set_extension(_attribute, default=None)

_Record = TypeVar("_Record", NumberDrafts, EntityDrafts, ResultDrafts)


def _required(doc: Doc, attribute: str, kind: type[_Record], reader: str) -> _Record:
    record = getattr(doc._, attribute)
    if not isinstance(record, kind):
        raise PipelineError(reader, attribute, _PRODUCERS[attribute])
    return record


def number_drafts_of(doc: Doc, reader: str) -> NumberDrafts:
    return _required(doc, NUMBERS_ATTR, NumberDrafts, reader)


def entity_drafts_of(doc: Doc, reader: str) -> EntityDrafts:
    return _required(doc, ENTITIES_ATTR, EntityDrafts, reader)


def optional_number_drafts(doc: Doc) -> NumberDrafts | None:
    """None when the numbers component has not run before the reader (an entities-only pipeline)."""
    record = doc._.get(NUMBERS_ATTR)
    return record if isinstance(record, NumberDrafts) else None


def optional_entity_drafts(doc: Doc) -> EntityDrafts | None:
    """None when the pipeline has no entities component (the numbers-only core pipeline)."""
    record = doc._.get(ENTITIES_ATTR)
    return record if isinstance(record, EntityDrafts) else None


def optional_result_drafts(doc: Doc) -> ResultDrafts | None:
    record = doc._.get(RESULTS_ATTR)
    return record if isinstance(record, ResultDrafts) else None


def stored_markup(doc: Doc) -> Markup | None:
    markup = doc._.get(MARKUP_ATTR)
    return markup if isinstance(markup, Markup) else None


def numbers_outside_names(numbers: NumberDrafts, entities: EntityDrafts | None) -> list[Draft]:
    """The numbers, without those inside a dataset, model or method name ('AlpacaEval 2.0', 'GPT 4')."""
    if entities is None or not entities.names:
        return numbers.numbers
    # a number is inside a name when some name starting at or before it ends at or after it: the names sorted by
    # start and the running maximum of their ends answer that with one bisection per number (a table sentence
    # has thousands of numbers and names, and a test of every pair grew with the square of the document)
    names = sorted(entities.names)
    starts = [start for start, _ in names]
    furthest = list(itertools.accumulate((end for _, end in names), max))
    outside = []
    for draft in numbers.numbers:
        before = bisect_right(starts, draft.start)
        if not before or furthest[before - 1] < draft.end:
            outside.append(draft)
    return outside
