"""The spaCy pipeline: a markup-aware tokenizer, a sentencizer and one component per claim family.

``nlp(raw_text)`` works end to end: the tokenizer turns LaTeX / markdown into clean text (kept as the
Doc's text) and stores the offset map in ``doc.user_data``; components add *drafts* (claims in clean-text
offsets); :func:`claims_of` maps them back to the source, orders them and gives them ids.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import spacy
from spacy.language import Language
from spacy.tokens import Doc
from spacy.util import registry

from .markup import Markup, UnmappableSpan, normalize
from .models import CLAIM_ADAPTER, CLAIM_TYPE_ORDER, Claim
from .numbers import NumberRules, find_model_sizes, find_numbers
from .rules import RuleSet

logger = logging.getLogger(__name__)

MARKUP_KEY = "abstract_claims.markup"
DRAFTS_KEY = "abstract_claims.drafts"


@dataclass(eq=False)
class Draft:
    """A claim before it has a source span and an id. ``refs`` point at other drafts."""

    type: str
    start: int  # clean-text offsets
    end: int
    rule: str
    fields: dict[str, Any] = field(default_factory=dict)
    refs: dict[str, Draft | list[Draft] | None] = field(default_factory=dict)


def markup_of(doc: Doc) -> Markup:
    """The offset map the tokenizer stored; docs made by another tokenizer map one-to-one."""
    markup = doc.user_data.get(MARKUP_KEY)
    if markup is None or markup.text != doc.text:
        markup = Markup(source=doc.text, text=doc.text)
        doc.user_data[MARKUP_KEY] = markup
    return markup  # type: ignore[no-any-return]


def drafts_of(doc: Doc) -> list[Draft]:
    drafts = doc.user_data.get(DRAFTS_KEY)
    if drafts is None:
        drafts = doc.user_data[DRAFTS_KEY] = []
    return drafts  # type: ignore[no-any-return]


class MarkupTokenizer:
    """Wraps spaCy's tokenizer: tokenizes the clean text and keeps the map back to the raw text."""

    def __init__(self, inner: Callable[[str], Doc]) -> None:
        self.inner = inner

    def __call__(self, text: str) -> Doc:
        markup = normalize(text)
        doc = self.inner(markup.text)
        doc.user_data[MARKUP_KEY] = markup
        return doc

    def pipe(self, texts: Iterable[str], batch_size: int = 1000) -> Iterable[Doc]:
        for text in texts:
            yield self(text)

    def to_bytes(self, **kwargs: Any) -> bytes:
        return self.inner.to_bytes(**kwargs)  # type: ignore[attr-defined,no-any-return]

    def from_bytes(self, data: bytes, **kwargs: Any) -> MarkupTokenizer:
        self.inner.from_bytes(data, **kwargs)  # type: ignore[attr-defined]
        return self

    def to_disk(self, path: str | Path, **kwargs: Any) -> None:
        self.inner.to_disk(path, **kwargs)  # type: ignore[attr-defined]

    def from_disk(self, path: str | Path, **kwargs: Any) -> MarkupTokenizer:
        self.inner.from_disk(path, **kwargs)  # type: ignore[attr-defined]
        return self


@registry.tokenizers("abstract_claims.MarkupTokenizer.v1")
def create_markup_tokenizer() -> Callable[[Language], MarkupTokenizer]:
    from spacy.tokenizer import Tokenizer

    default_tokenizer = registry.tokenizers.get("spacy.Tokenizer.v1")()

    def make(nlp: Language) -> MarkupTokenizer:
        inner: Tokenizer = default_tokenizer(nlp)
        return MarkupTokenizer(inner)

    return make


class RulesComponent:
    """Base of the components that load rule files: from a directory or the packaged defaults."""

    def __init__(self, rules_dir: str | None) -> None:
        self.rules_dir = rules_dir
        self.rules = RuleSet.load(rules_dir)


class NumbersComponent(RulesComponent):
    """Adds a draft for every number and every model size (thin wrapper over :mod:`numbers`)."""

    def __init__(self, rules_dir: str | None) -> None:
        super().__init__(rules_dir)
        self.number_rules = NumberRules(self.rules)

    def __call__(self, doc: Doc) -> Doc:
        markup = markup_of(doc)
        numbers = find_numbers(markup, self.number_rules)
        number_drafts = [
            Draft("number", n.start, n.end, n.rule,
                  {"value": n.value, "unit": n.unit, "kind": n.kind, "approx": n.approx, "symbol": n.symbol})
            for n in numbers
        ]  # fmt: skip
        for draft, number in zip(number_drafts, numbers, strict=True):
            draft.refs["range_with"] = number_drafts[number.partner] if number.partner is not None else None
        drafts = drafts_of(doc)
        drafts.extend(number_drafts)
        for size in find_model_sizes(markup.text, numbers):
            drafts.append(
                Draft("model_size", size.start, size.end, size.rule,
                      {"parameters": size.parameters, "low": size.low, "high": size.high,
                       "active_parameters": size.active_parameters},
                      {"numbers": [number_drafts[i] for i in size.numbers]})
            )  # fmt: skip
        return doc


@Language.factory("abstract_claims_numbers", default_config={"rules_dir": None})
def make_numbers_component(nlp: Language, name: str, rules_dir: str | None) -> NumbersComponent:
    return NumbersComponent(rules_dir)


def build_nlp(rules_dir: str | None = None) -> Language:
    """The extraction pipeline on ``spacy.blank("en")`` with the markup tokenizer: no downloaded model."""
    nlp = spacy.blank("en", config={"nlp": {"tokenizer": {"@tokenizers": "abstract_claims.MarkupTokenizer.v1"}}})
    nlp.add_pipe("sentencizer")
    nlp.add_pipe("abstract_claims_numbers", config={"rules_dir": rules_dir})
    return nlp


def sentences_of(doc: Doc) -> list[tuple[int, int]]:
    """Sentence spans of the doc, mapped to the raw source."""
    markup = markup_of(doc)
    spans = []
    for sentence in doc.sents:
        text = sentence.text
        start = sentence.start_char + (len(text) - len(text.lstrip()))
        end = sentence.end_char - (len(text) - len(text.rstrip()))
        if end <= start:
            continue
        try:
            spans.append(markup.to_source(start, end))
        except ValueError:
            continue
    return spans


def claims_of(doc: Doc, doc_id: str = "") -> list[Claim]:
    """The doc's drafts as claims: spans mapped to the raw source, ordered, numbered c1, c2, ..."""
    markup = markup_of(doc)
    placed: list[tuple[int, int, Draft]] = []
    for draft in drafts_of(doc):
        try:
            start, end = markup.to_source(draft.start, draft.end)
        except UnmappableSpan as error:
            logger.warning("document %s: dropped %s claim from rule %s: %s", doc_id, draft.type, draft.rule, error)
            continue
        placed.append((start, end, draft))
    placed.sort(key=lambda item: (item[0], item[1], CLAIM_TYPE_ORDER[item[2].type], item[2].rule))
    ids = {id(draft): f"c{index}" for index, (_, _, draft) in enumerate(placed, 1)}
    claims: list[Claim] = []
    source = markup.source
    for start, end, draft in placed:
        record: dict[str, Any] = {"id": ids[id(draft)], "type": draft.type, "start": start, "end": end,
                                  "text": source[start:end], "rule": draft.rule, **draft.fields}  # fmt: skip
        for role, target in draft.refs.items():
            if isinstance(target, list):
                record[role] = [ids[id(item)] for item in target if id(item) in ids]
            else:
                record[role] = ids.get(id(target)) if target is not None else None
        claims.append(CLAIM_ADAPTER.validate_python(record))
    return claims
