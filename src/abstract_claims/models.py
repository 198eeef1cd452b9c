"""Claim types and the document record: the JSON output contract, as pydantic models.

Every claim carries ``start``/``end`` (code-point offsets into the document text exactly as it was read),
``text`` (that slice of the source), ``rule`` (the id of the rule that produced it) and a document-unique
``id``. Cross references between claims (``range_with``, ``number``, ``metric`` ...) are claim ids.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from operator import itemgetter
from typing import Annotated, Any, Literal, SupportsIndex

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, TypeAdapter, model_validator
from pydantic_core import PydanticUndefined

ClaimType = Literal["number", "model_size", "method", "dataset", "model", "metric", "task", "result"]
NumberKind = Literal["percent", "multiplier", "delta", "count", "parameters", "scalar", "fraction"]
Direction = Literal["increase", "decrease"]

#: The order claim types take in the output when two claims share a span.
CLAIM_TYPE_ORDER: dict[str, int] = {
    "number": 0,
    "model_size": 1,
    "method": 2,
    "dataset": 3,
    "model": 4,
    "metric": 5,
    "task": 6,
    "result": 7,
}


# BaseModel's own slots, set through their descriptors (object.__setattr__ looks each name up in the class first)
_SET_DICT = BaseModel.__dict__["__dict__"].__set__
_SET_FIELDS_SET = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_SET_EXTRA = BaseModel.__dict__["__pydantic_extra__"].__set__
_SET_PRIVATE = BaseModel.__dict__["__pydantic_private__"].__set__
_DICT_OF: Callable[[BaseModel], dict[str, Any]] = BaseModel.__dict__["__dict__"].__get__
_FIELDS_SET_OF: Callable[[BaseModel], set[str]] = BaseModel.__dict__["__pydantic_fields_set__"].__get__
_EXTRA_OF: Callable[[BaseModel], dict[str, Any] | None] = BaseModel.__dict__["__pydantic_extra__"].__get__
_PRIVATE_OF: Callable[[BaseModel], dict[str, Any] | None] = BaseModel.__dict__["__pydantic_private__"].__get__


def _reduce_compactly(self: BaseModel, protocol: SupportsIndex) -> str | tuple[Any, ...]:
    """``__reduce_ex__`` of the output models: a model pickles as its class, ``__dict__``, fields set and private
    values, rebuilt by :func:`_unvalidated` as pydantic's ``__setstate__`` would rebuild it. pydantic's own
    pickling puts these (and the extra values, None here) into a dict of four for every model, which
    ``__setstate__`` (Python) reads back with ``dict.get`` and sets with ``object.__setattr__``. A model holding extra values, or private values pydantic would drop (undefined ones),
    is pickled pydantic's way."""
    private = _PRIVATE_OF(self)
    if _EXTRA_OF(self) is not None or (private and _has_undefined(private)):
        return object.__reduce_ex__(self, protocol)  # pydantic's __getstate__ and __setstate__
    return _unvalidated, (type(self), _DICT_OF(self), _FIELDS_SET_OF(self), private)


def _unvalidated(cls: type[BaseModel], values: dict[str, Any], fields_set: set[str],
                 private: dict[str, Any] | None) -> BaseModel:  # fmt: skip
    """An instance of ``cls`` holding ``values`` as they are, as pydantic's own constructor leaves one (its
    ``model_construct`` checks and fills defaults again, which the callers have done); also how an output model
    is unpickled (:func:`_reduce_compactly`)."""
    instance: Any = object.__new__(cls)
    _SET_DICT(instance, values)
    _SET_FIELDS_SET(instance, fields_set)
    _SET_EXTRA(instance, None)
    _SET_PRIVATE(instance, private)
    return instance  # type: ignore[no-any-return]


def _has_undefined(private: dict[str, Any]) -> bool:
    return any(value is PydanticUndefined for value in private.values())


#: Every fields set of a claim pickled so far, each once (a handful per claim type).
_FIELDS_SETS: dict[frozenset[str], frozenset[str]] = {}


def _reduce_record(self: DocumentClaims, protocol: SupportsIndex) -> str | tuple[Any, ...]:
    """``__reduce_ex__`` of a document record: as :func:`_reduce_compactly`, its claims (~10 a document) given as
    three lists, their classes, ``__dict__`` and fields sets, rebuilt in one loop by :func:`_unpickled_record`.
    A record comes back from a worker process (``--workers``) so. pydantic's pickling cost ~35 us a document to
    pickle (in the worker) and ~40 to unpickle (in the parent, its largest cost but for writing the output), most
    of it a Python call for each claim at either end; this one costs a third less at each end (callgrind:
    256,000 -> 175,000 and 314,000 -> 220,000 instructions a document). Claims of another class, or holding
    extra or private values, are pickled one by one by :func:`_reduce_compactly`."""
    values = _DICT_OF(self)
    claims = values["claims"]
    if type(claims) is not list or not _BUILT_TYPES.issuperset(map(type, claims)) \
            or list(map(_EXTRA_OF, claims)).count(None) != len(claims) \
            or list(map(_PRIVATE_OF, claims)).count(None) != len(claims):  # fmt: skip
        return _reduce_compactly(self, protocol)
    private = _PRIVATE_OF(self)
    if _EXTRA_OF(self) is not None or (private and _has_undefined(private)):
        return object.__reduce_ex__(self, protocol)  # pydantic's __getstate__ and __setstate__
    values = values.copy()
    values["claims"] = None  # (the key keeps its place: the output writes the fields in this order)
    # the fields sets as shared frozensets (a handful in all), which pickle writes once a chunk and then refers to:
    # a set pickled is every name again, and made again when unpickled
    fields_sets = list(map(frozenset, map(_FIELDS_SET_OF, claims)))
    fields_sets = list(map(_FIELDS_SETS.setdefault, fields_sets, fields_sets))
    claim_parts = (tuple(map(type, claims)), list(map(_DICT_OF, claims)), fields_sets)
    return _unpickled_record, (type(self), values, _FIELDS_SET_OF(self), private, *claim_parts)


def _unpickled_record(cls: type[DocumentClaims], values: dict[str, Any], fields_set: set[str],
                      private: dict[str, Any] | None, claim_classes: tuple[type[_Claim], ...],
                      claim_values: list[dict[str, Any]], claim_fields_sets: list[frozenset[str]]) -> DocumentClaims:  # fmt: skip
    """The record :func:`_reduce_record` pickled."""
    claims = []
    for claim_class, claim_dict, claim_fields_set in zip(claim_classes, claim_values, claim_fields_sets, strict=True):
        claim = object.__new__(claim_class)
        _SET_DICT(claim, claim_dict)
        _SET_FIELDS_SET(claim, set(claim_fields_set))
        _SET_EXTRA(claim, None)
        _SET_PRIVATE(claim, None)
        claims.append(claim)
    values["claims"] = claims
    return _unvalidated(cls, values, fields_set, private)  # type: ignore[return-value]


class _Claim(BaseModel):
    # every field is always written, so the serialization schema lists every field as required
    model_config = ConfigDict(extra="forbid", frozen=True, json_schema_serialization_defaults_required=True)
    __reduce_ex__ = _reduce_compactly

    id: str = Field(description="Unique within the document, e.g. 'c3'.")
    type: str = Field(description="The claim type; each subclass narrows it to one literal.")
    start: int = Field(ge=0, description="Start offset (code points) into the document text.")
    end: int = Field(ge=0, description="End offset (exclusive) into the document text.")
    text: str = Field(description="document_text[start:end], exactly.")
    rule: str = Field(description="Id of the rule that decided the claim, e.g. 'number/percent'.")
    evidence: list[str] = Field(
        default_factory=list,
        description="Ids of the other rules that voted for this reading (for a result: the rules that filled its "
        "roles, e.g. 'result/metric-before-value'), in order; every id is in the rule registry.",
    )

    @model_validator(mode="after")
    def _span_is_consistent(self) -> _Claim:
        if self.end <= self.start:
            raise ValueError(f"claim {self.id}: empty or inverted span [{self.start}, {self.end})")
        if len(self.text) != self.end - self.start:
            raise ValueError(
                f"claim {self.id}: text {self.text!r} has length {len(self.text)}, "
                f"span [{self.start}, {self.end}) has length {self.end - self.start}"
            )
        return self


class NumberClaim(_Claim):
    """A number written with digits: 77.8%, 3.3x, +7.1 pp, 839K samples, phi = 0.46, 2/3."""

    type: Literal["number"] = "number"
    value: float
    unit: str | None = Field(
        default=None,
        description="'%', 'x', 'pp', 'points', a scale suffix 'K'/'M'/'B'/'T', a measurement unit (its "
        "symbol when written as one: 'ms', 'GB', 'dB'; its name when written as a word: 'hour'), or the counted "
        "noun in singular lower case ('model').",
    )
    quantity: str | None = Field(
        default=None,
        description="What a measurement unit measures, as the unit lexicon (quantulum3) names it: 'time', "
        "'data storage', 'frequency', 'length', 'sound level', 'currency', ...; null for other units.",
    )
    kind: NumberKind
    approx: str | None = Field(default=None, description="Qualifier bounding the number: '~', 'up to' ...")
    symbol: str | None = Field(default=None, description="The symbol the value is assigned to: 'φ'.")
    range_with: str | None = Field(default=None, description="Id of the other end of a range.")


class ModelSizeClaim(_Claim):
    """A model's parameter count: '124M parameters', '7-8B', '397B-A17B'."""

    type: Literal["model_size"] = "model_size"
    parameters: float = Field(description="Absolute parameter count (the upper end of a range).")
    low: float | None = None
    high: float | None = None
    active_parameters: float | None = Field(default=None, description="Active parameters (mixture of experts).")
    numbers: list[str] = Field(default_factory=list, description="Ids of the number claims inside the span.")


class MethodClaim(_Claim):
    type: Literal["method"] = "method"
    name: str
    proposed: bool = False
    long_form: str | None = None
    short_form: str | None = None


class DatasetClaim(_Claim):
    type: Literal["dataset"] = "dataset"
    name: str
    proposed: bool = False
    long_form: str | None = None
    short_form: str | None = None


class ModelClaim(_Claim):
    type: Literal["model"] = "model"
    name: str
    family: str | None = None


class MetricClaim(_Claim):
    type: Literal["metric"] = "metric"
    name: str = Field(description="Canonical lower-case name, e.g. 'auroc' for 'AUC-ROC'.")


class TaskClaim(_Claim):
    """A research task or problem: 'video frame interpolation', 'VFI', 'named entity recognition'."""

    type: Literal["task"] = "task"
    name: str = Field(description="The task as written, markup stripped and whitespace made single spaces.")
    proposed: bool = Field(default=False, description="True when the abstract introduces the task as new.")
    long_form: str | None = None
    short_form: str | None = None


class ResultClaim(_Claim):
    """One reported outcome: a number tied to what it measures, who achieved it and against what."""

    type: Literal["result"] = "result"
    number: str = Field(description="Id of the number claim reporting the outcome.")
    metric: str | None = None
    dataset: str | None = None
    method: str | None = None
    baseline: str | None = None
    task: str | None = Field(default=None, description="Id of the task claim the sentence names, or null.")
    metric_text: str | None = None
    dataset_text: str | None = None
    method_text: str | None = None
    baseline_text: str | None = None
    task_text: str | None = Field(default=None, description="The task as written, or null.")
    direction: Direction | None = None
    negated: bool = Field(default=False, description="The sentence negates the outcome ('does not improve', "
                          "'fails to outperform', 'no significant gain'); direction then says only what it states.")


Claim = Annotated[
    NumberClaim | ModelSizeClaim | MethodClaim | DatasetClaim | ModelClaim | MetricClaim | TaskClaim | ResultClaim,
    Field(discriminator="type"),
]

CLAIM_ADAPTER: TypeAdapter[Claim] = TypeAdapter(Claim)

_CLAIM_CLASSES: dict[str, type[_Claim]] = {
    cls.model_fields["type"].default: cls
    for cls in (NumberClaim, ModelSizeClaim, MethodClaim, DatasetClaim, ModelClaim, MetricClaim, TaskClaim, ResultClaim)
}
#: Per claim type: its fields in order, each with its default and default factory.
_FIELDS: dict[str, tuple[tuple[str, Any, Any], ...]] = {
    claim_type: tuple((name, field.default, field.default_factory) for name, field in cls.model_fields.items())
    for claim_type, cls in _CLAIM_CLASSES.items()
}
#: Per claim type: its fields in order with their defaults (None for a field with a default factory), and those
#: factories: a record's claim fields are the defaults updated by the record, one dict merge in C.
_DEFAULTS: dict[str, dict[str, Any]] = {
    claim_type: {name: default if factory is None else None for name, default, factory in fields}
    for claim_type, fields in _FIELDS.items()
}
_FACTORIES: dict[str, tuple[tuple[str, Any], ...]] = {
    claim_type: tuple((name, factory) for name, _, factory in fields if factory is not None)
    for claim_type, fields in _FIELDS.items()
}
_FIELD_NAMES: dict[str, frozenset[str]] = {claim_type: frozenset(cls.model_fields) for claim_type, cls in _CLAIM_CLASSES.items()}
_NUMBER_KINDS = frozenset(NumberKind.__args__)  # type: ignore[attr-defined]
_DIRECTIONS = frozenset((None, *Direction.__args__))  # type: ignore[attr-defined]
_OPTIONAL_FLOAT = (float, type(None))


def _invalid_values(claim_type: str, values: dict[str, Any], fields: int) -> bool:
    """Whether a claim record is one pydantic's validation could change or reject: a key of no field, a span that
    is empty, inverted or not the length of its text, or a value of a field that is not a str (a float, a bool, a
    literal) of another type than the field's (an int for a float is made a float). Read off ``values``, the
    record laid over its type's defaults (a field it lacks has its default, which passes, or pydantic's
    'undefined', which fails), of which ``fields`` are the type's: a key more is a key of no field."""
    start, end, text = values["start"], values["end"], values["text"]
    if len(values) != fields or type(start) is not int or type(end) is not int or not 0 <= start < end \
            or type(text) is not str or len(text) != end - start:  # fmt: skip
        return True
    if claim_type == "number":
        return type(values["value"]) is not float or values["kind"] not in _NUMBER_KINDS
    if claim_type == "model_size":
        return type(values["parameters"]) is not float or not (isinstance(values["low"], _OPTIONAL_FLOAT)
                and isinstance(values["high"], _OPTIONAL_FLOAT) and isinstance(values["active_parameters"], _OPTIONAL_FLOAT))  # fmt: skip
    if claim_type == "result":
        return values["direction"] not in _DIRECTIONS or type(values["negated"]) is not bool
    return type(values.get("proposed", False)) is not bool


def built_claim(record: dict[str, Any]) -> Claim:
    """The claim of a record the pipeline built from its own drafts (fields by name, as for ``CLAIM_ADAPTER``).

    pydantic's validation of every claim cost ~4 us a claim (a tenth of the output's cost). A record that passes
    :func:`_invalid_values` (every record the rules make) is one validation would take as it is: its claim is
    made from it directly, fields in the model's order, defaults filled. Any other record is validated, which
    raises pydantic's error or coerces as before. The str fields are typed by :class:`drafts.DraftFields`; the
    tests validate every claim of the seeds and gold sets and compare (tests/test_speed_paths.py).

    The record is laid over a copy of its type's defaults once, and the checks read that dict: a copy of a dict
    and an update cost less than a merge into a new one (which grows as it fills) and a test of every key."""
    claim_type = record["type"]
    defaults = _DEFAULTS.get(claim_type)
    if defaults is None:
        return CLAIM_ADAPTER.validate_python(record)
    values = defaults.copy()
    values.update(record)  # (the model's field order: the defaults hold every field)
    if _invalid_values(claim_type, values, len(defaults)):
        return CLAIM_ADAPTER.validate_python(record)
    for name, factory in _FACTORIES[claim_type]:
        if name not in record:
            values[name] = factory()
    return _unvalidated(_CLAIM_CLASSES[claim_type], values, set(record), None)  # type: ignore[return-value]


class DocumentError(BaseModel):
    """Why a document (or part of it) could not be processed."""

    model_config = ConfigDict(extra="forbid", frozen=True, json_schema_serialization_defaults_required=True)
    __reduce_ex__ = _reduce_compactly

    code: str = Field(description="Searchable error code, e.g. 'E101'.")
    message: str = Field(description="What went wrong, where, and what to do.")
    line: int | None = Field(default=None, description="1-based line in the source file, where known.")


class RejectedSpan(BaseModel):
    """A span the entity rules decided is not an entity (``extract --explain``): why, and which rule decided."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    __reduce_ex__ = _reduce_compactly

    start: int
    end: int
    text: str
    reason: str = Field(description="Why it is no entity: task, venue, organization, software, language, domain term, unit, "
                        "generic term, generic phrase, url, result or notion.")
    rule: str = Field(description="The rule that decided it.")


class DocumentClaims(BaseModel):
    """One document of the output: its id, where it came from, its claims and its errors."""

    model_config = ConfigDict(extra="forbid", json_schema_serialization_defaults_required=True)
    __reduce_ex__ = _reduce_record

    doc_id: str
    title: str | None = Field(default=None, description="The paper's title, when the input record has one "
                              "(a JSONL field or CSV column 'title'), as written.")
    source: str | None = Field(default=None, description="The file the document was read from.")
    offset: int | None = Field(
        default=None,
        description="Where the document starts in its source file (code points), or null when the source "
        "is not a file of documents: source_text[offset + start : offset + end] == text.",
    )
    claims: list[Claim] = Field(default_factory=list)
    errors: list[DocumentError] = Field(default_factory=list)
    rejected: list[RejectedSpan] | None = Field(
        default=None, exclude_if=lambda value: value is None,
        description="Only with --explain: the spans decided not to be entities, in text order.")

    # Not part of the output: the text the offsets index, and its sentences as (start, end) spans.
    _text: str | None = PrivateAttr(default=None)
    _sentences: list[tuple[int, int]] = PrivateAttr(default_factory=list)

    @property
    def text(self) -> str | None:
        """The document text the claims index (None when the document could not be read)."""
        return self._text

    @property
    def sentences(self) -> list[tuple[int, int]]:
        """Sentence spans (start, end) in the document text, in order."""
        return self._sentences

    def sentence_of(self, claim: Claim) -> str | None:
        """The text of the sentence holding the claim's start, or None without text."""
        if self._text is None:
            return None
        for start, end in self._sentences:
            if start <= claim.start < end:
                return self._text[start:end]
        return None

    @model_validator(mode="after")
    def _references_resolve(self) -> DocumentClaims:
        _check_references(self.doc_id, self.claims)
        return self

    def results(self) -> list[ResolvedResult]:
        """The result claims with their linked claims resolved: ``doc.results()[0].metric.name``."""
        by_id = {claim.id: claim for claim in self.claims}
        resolved = []
        for claim in self.claims:
            if isinstance(claim, ResultClaim):
                number = by_id.get(claim.number)
                resolved.append(ResolvedResult(
                    claim=claim,
                    number=number if isinstance(number, NumberClaim) else None,
                    metric=by_id.get(claim.metric) if claim.metric else None,
                    dataset=by_id.get(claim.dataset) if claim.dataset else None,
                    method=by_id.get(claim.method) if claim.method else None,
                    baseline=by_id.get(claim.baseline) if claim.baseline else None,
                    task=by_id.get(claim.task) if claim.task else None,
                ))  # fmt: skip
        return resolved

    def of_type(self, claim_type: ClaimType) -> list[Claim]:
        return [claim for claim in self.claims if claim.type == claim_type]

    def get(self, claim_id: str) -> Claim | None:
        return next((claim for claim in self.claims if claim.id == claim_id), None)

    def to_json_dict(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


def built_record(doc_id: str, title: str | None, source: str | None, offset: int | None, claims: list[Claim],
                 errors: list[DocumentError], *, text: str | None = None,
                 sentences: list[tuple[int, int]] | None = None) -> DocumentClaims:  # fmt: skip
    """The record of an extraction: ``DocumentClaims(doc_id=..., ..., claims=claims, errors=errors)`` without
    validating again the claims the pipeline made (~25 us a document); its references are checked as
    validation checks them (:func:`_check_references`). Fields of another type than the model's
    are validated as before. ``text`` and ``sentences`` (not part of the output) are set as the record's
    ``_text`` and ``_sentences`` (else None and []): given here, they go into its private values at once, where
    assigning them afterwards goes through pydantic's ``__setattr__`` for each."""
    private = {"_text": text, "_sentences": [] if sentences is None else sentences}
    if type(doc_id) is not str or not isinstance(title, _OPTIONAL_STR) or not isinstance(source, _OPTIONAL_STR) \
            or not (offset is None or type(offset) is int) \
            or not _BUILT_TYPES.issuperset(map(type, claims)) \
            or not all(type(error) is DocumentError for error in errors):  # fmt: skip
        return _validated_record(doc_id, title, source, offset, claims, errors, private)
    try:
        _check_references(doc_id, claims)
    except ValueError:  # validation raises it as pydantic's ValidationError, as before
        return _validated_record(doc_id, title, source, offset, claims, errors, private)
    values = {"doc_id": doc_id, "title": title, "source": source, "offset": offset, "claims": list(claims),
              "errors": list(errors), "rejected": None}  # fmt: skip
    return _unvalidated(DocumentClaims, values, {"doc_id", "title", "source", "offset", "claims", "errors"},
                        private)  # type: ignore[return-value]


def _validated_record(doc_id: str, title: str | None, source: str | None, offset: int | None, claims: list[Claim],
                      errors: list[DocumentError], private: dict[str, Any]) -> DocumentClaims:  # fmt: skip
    record = DocumentClaims(doc_id=doc_id, title=title, source=source, offset=offset, claims=claims, errors=errors)
    record._text, record._sentences = private["_text"], private["_sentences"]
    return record


def _check_references(doc_id: str, claims: list[Claim]) -> None:
    """Raise ValueError unless the claims' ids are unique and every reference names one of them."""
    ids = list(map(_ID, map(_DICT_OF, claims)))  # (C loops: an attribute of a model goes through its __getattr__ hook)
    if len(set(ids)) != len(ids):
        raise ValueError(f"document {doc_id}: duplicate claim ids")
    known = set(ids)
    for claim in claims:
        if not isinstance(claim, _REFERRING):  # names and metrics refer to no claim: most claims
            continue
        for ref in _references(claim):
            if ref not in known:
                raise ValueError(f"document {doc_id}: claim {claim.id} refers to unknown claim {ref}")


_OPTIONAL_STR = (str, type(None))
_ID = itemgetter("id")
_BUILT_TYPES = frozenset(_CLAIM_CLASSES.values())


@dataclass(frozen=True)
class ResolvedResult:
    """A result with its linked claims in place of their ids; ``*_text`` fall back to the phrase."""

    claim: ResultClaim
    number: NumberClaim | None
    metric: Claim | None
    dataset: Claim | None
    method: Claim | None
    baseline: Claim | None
    task: Claim | None = None

    @property
    def value(self) -> float | None:
        return self.number.value if self.number else None

    @property
    def unit(self) -> str | None:
        return self.number.unit if self.number else None

    @property
    def direction(self) -> str | None:
        return self.claim.direction

    @property
    def negated(self) -> bool:
        return self.claim.negated

    @property
    def metric_text(self) -> str | None:
        return self.claim.metric_text

    @property
    def dataset_text(self) -> str | None:
        return self.claim.dataset_text

    @property
    def method_text(self) -> str | None:
        return self.claim.method_text

    @property
    def baseline_text(self) -> str | None:
        return self.claim.baseline_text

    @property
    def task_text(self) -> str | None:
        return self.claim.task_text


#: The claim types whose fields refer to other claims (see :func:`_references`).
_REFERRING = (NumberClaim, ModelSizeClaim, ResultClaim)


def _references(claim: Claim) -> Iterator[str]:
    if isinstance(claim, NumberClaim) and claim.range_with:
        yield claim.range_with
    elif isinstance(claim, ModelSizeClaim):
        yield from claim.numbers
    elif isinstance(claim, ResultClaim):
        for ref in (claim.number, claim.metric, claim.dataset, claim.method, claim.baseline, claim.task):
            if ref:
                yield ref


def check_spans(text: str, claims: Iterable[Claim]) -> None:
    """Raise ValueError unless text[start:end] == claim.text for every claim (the span invariant)."""
    for claim in claims:
        if text[claim.start : claim.end] != claim.text:
            raise ValueError(
                f"span invariant broken for claim {claim.id} ({claim.rule}): "
                f"text[{claim.start}:{claim.end}] = {text[claim.start : claim.end]!r} != {claim.text!r}"
            )


def output_json_schema() -> dict[str, Any]:
    """The JSON Schema of one output document (JSONL line / JSON array item), from the models."""
    schema = DocumentClaims.model_json_schema(mode="serialization")
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "abstract-claims document"
    return schema
