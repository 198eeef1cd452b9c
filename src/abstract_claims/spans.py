"""Claims on a spaCy Doc as spans: ``doc.spans["claims"]``, plain data only, so Docs serialize.

Each claim is a :class:`~spacy.tokens.Span` labelled with its type, whose span id is the claim id. The span is
the nearest token-aligned cover of the claim (a claim may cut into a token: '99\\%' or 'ImageNet-1K' under
spaCy's default tokenizer); the claim's exact character offsets stay in its fields.

The fields live as JSON-able dicts in ``doc._.claim_data`` (claim id -> the claim as the JSON output writes it):
spaCy keys ``Span._`` values by character offsets, so two claims with the same token cover (a number and the
model size '410M') would overwrite each other there; ``span._.claim`` reads the dict by span id instead.
Nothing else is stored, so ``doc.to_bytes()``, ``DocBin(store_user_data=True)`` and
``nlp.pipe(..., n_process=2)`` carry claims across, and ``doc._.claims`` rebuilds the pydantic claims.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from spacy.language import Language
from spacy.scorer import Scorer
from spacy.tokens import Doc, Span, SpanGroup
from spacy.training import Example

from .evaluate import GOLD_LABELS
from .models import CLAIM_ADAPTER, Claim
from .render import TYPE_COLOURS

#: The span group holding every claim.
SPANS_KEY = "claims"
#: displaCy's ``colors`` option for the claim types (the review page's colours).
DISPLACY_COLORS: dict[str, str] = dict(TYPE_COLOURS)


def _claim_data(span: Span) -> dict[str, Any] | None:
    data: dict[str, dict[str, Any]] | None = span.doc._.claim_data
    return data.get(span.id_) if data is not None else None


def _claims(doc: Doc) -> list[Claim] | None:
    data: dict[str, dict[str, Any]] | None = doc._.claim_data
    return None if data is None else [CLAIM_ADAPTER.validate_python(record) for record in data.values()]


def register_extensions() -> None:
    """``doc._.claim_data`` (stored, plain), ``span._.claim`` and ``doc._.claims`` (read from it)."""
    if not Doc.has_extension("claim_data"):
        Doc.set_extension("claim_data", default=None)
    if not Span.has_extension("claim"):
        Span.set_extension("claim", getter=_claim_data)
    # force: releases before 0.2 registered doc._.claims as a stored attribute holding pydantic objects
    if Doc.get_extension("claims") != (None, None, _claims, None):
        Doc.set_extension("claims", getter=_claims, force=True)


register_extensions()


def token_cover(starts: Sequence[int], ends: Sequence[int], start: int, end: int) -> tuple[int, int]:
    """The token indices [first, last) of the smallest run of tokens (their start and end offsets) that covers
    the characters [start, end)."""
    first = bisect_right(ends, start)  # the first token ending after start
    last = bisect_left(starts, end)  # the tokens starting before end
    if not first < last:
        raise ValueError(f"characters [{start}, {end}) cover no token")
    return first, last


def set_claims(doc: Doc, claims: Sequence[Claim]) -> None:
    """Store the claims (offsets into ``doc.text``) on the doc: ``doc.spans["claims"]`` and their data."""
    starts = [token.idx for token in doc]
    ends = [token.idx + len(token) for token in doc]
    spans = []
    for claim in claims:
        if doc.text[claim.start : claim.end] != claim.text:
            raise ValueError(f"claim {claim.id} ({claim.rule}) does not index doc.text: "
                             f"[{claim.start}:{claim.end}] is {doc.text[claim.start : claim.end]!r}, "
                             f"not {claim.text!r}")  # fmt: skip
        first, last = token_cover(starts, ends, claim.start, claim.end)
        spans.append(Span(doc, first, last, label=claim.type, span_id=claim.id))
    doc.spans[SPANS_KEY] = SpanGroup(doc, name=SPANS_KEY, spans=spans)
    doc._.claim_data = {claim.id: CLAIM_ADAPTER.dump_python(claim, mode="json") for claim in claims}


def gold_doc(nlp: Language, record: Mapping[str, Any]) -> Doc:
    """A gold record (the format of ``abstract-claims evaluate``) as a reference Doc: its numbers and entities
    in ``doc.spans["claims"]``, labelled with claim types, for spaCy's ``Example`` and ``nlp.evaluate``."""
    doc = nlp.make_doc(record["text"])
    starts = [token.idx for token in doc]
    ends = [token.idx + len(token) for token in doc]
    items = [("number", item) for item in record.get("numbers", [])]
    items += [(GOLD_LABELS[item["label"]], item) for item in record.get("entities", [])]
    spans = [Span(doc, *token_cover(starts, ends, item["start"], item["end"]), label=label) for label, item in items]
    doc.spans[SPANS_KEY] = SpanGroup(doc, name=SPANS_KEY, spans=spans)
    return doc


def _scored_spans(doc: Doc, attr: str) -> list[Span]:
    # results cover whole clauses and gold has none as spans: they are scored by `abstract-claims evaluate`
    return [span for span in doc.spans.get(SPANS_KEY, []) if span.label_ != "result"]


def score_claims(examples: Iterable[Example], **kwargs: Any) -> dict[str, Any]:
    """spaCy's span scores of the claims (token spans, exact match, per type): ``spans_claims_p`` / ``_r`` /
    ``_f`` and ``spans_claims_per_type``, as ``nlp.evaluate`` reports them."""
    return Scorer.score_spans(examples, f"spans_{SPANS_KEY}", getter=_scored_spans,
                              has_annotation=lambda doc: SPANS_KEY in doc.spans, allow_overlap=True)  # fmt: skip
