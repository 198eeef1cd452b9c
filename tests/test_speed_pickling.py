"""The output models' own pickling (records come back from ``--workers`` processes so): a record, a claim, an
error or a rejected span comes back equal, of its class, with its fields in their order, its fields set and its
private values, as pydantic's pickling gives it back."""

from __future__ import annotations

import copyreg
import gc
import io
import pickle
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import BaseModel
from pydantic_core import PydanticUndefined

from abstract_claims import Extractor, parallel
from abstract_claims.models import (
    _SET_PRIVATE,
    CLAIM_ADAPTER,
    DocumentClaims,
    DocumentError,
    MethodClaim,
    NumberClaim,
    RejectedSpan,
    ResultClaim,
    _reduce_compactly,
    _reduce_record,
    _unpickled_record,
    _unvalidated,
)
from abstract_claims.parallel import extract_parallel
from abstract_claims.sources import SourceDocument, read_documents

#: The first 40 records of ../shared/corpus/arxiv-ml.jsonl.gz, shipped with the tests.
CORPUS_SLICE = Path(__file__).resolve().parent / "data" / "arxiv-ml-slice.jsonl"


def _assert_same(back: Any, model: Any) -> None:
    """``back`` is ``model`` as pydantic's pickling would give it back: equal, and equal in what ``==`` skips."""
    assert type(back) is type(model)
    if not isinstance(model, BaseModel):
        assert back == model
        return
    assert back == model
    assert list(back.__dict__) == list(model.__dict__)  # the JSON output writes the fields in this order
    assert back.model_fields_set == model.model_fields_set and type(back.model_fields_set) is set
    assert back.__pydantic_extra__ == model.__pydantic_extra__
    assert back.__pydantic_private__ == model.__pydantic_private__
    for name, value in model.__dict__.items():
        if isinstance(value, list):
            assert len(back.__dict__[name]) == len(value)
            for back_item, item in zip(back.__dict__[name], value, strict=True):
                _assert_same(back_item, item)


def _pydantics_trip(model: BaseModel) -> Any:
    """``model`` pickled pydantic's way (its ``__getstate__`` and ``__setstate__``), all the way down."""
    table = copyreg.dispatch_table.copy()
    for cls in {type(model), *_model_classes(model)}:
        table[cls] = lambda obj: object.__reduce_ex__(obj, 4)
    stream = io.BytesIO()
    pickler = pickle.Pickler(stream, 4)
    pickler.dispatch_table = table
    pickler.dump(model)
    return pickle.loads(stream.getvalue())


def _model_classes(model: BaseModel) -> set[type]:
    classes = {type(model)}
    for value in model.__dict__.values():
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, BaseModel):
                classes |= _model_classes(item)
    return classes


@pytest.fixture(scope="module")
def records(extractor: Extractor, explaining: Extractor, seed_documents: list[SourceDocument]) -> list[DocumentClaims]:
    """The seeds' records, with and without rejected spans, a slice of the corpus, a record with an error."""
    found = list(extractor.documents(seed_documents)) + list(explaining.documents(seed_documents[:10]))
    found += list(extractor.documents(read_documents([CORPUS_SLICE])))
    found.append(extractor.document(SourceDocument("bad", "", error=DocumentError(code="E101", message="m", line=3))))
    return found


def test_records_come_back_as_pydantics_pickling_gives_them(records: list[DocumentClaims]) -> None:
    types = {claim.type for record in records for claim in record.claims}
    assert types == {"number", "model_size", "method", "dataset", "model", "metric", "task", "result"}
    assert any(record.rejected for record in records) and any(record.errors for record in records)
    assert len({frozenset(claim.model_fields_set) for record in records for claim in record.claims}) > 3
    back = pickle.loads(pickle.dumps(records, pickle.HIGHEST_PROTOCOL))
    for back_record, record in zip(back, records, strict=True):
        _assert_same(back_record, record)
        _assert_same(back_record, _pydantics_trip(record))
        assert back_record.text == record.text and back_record.sentences == record.sentences


@pytest.mark.parametrize("protocol", range(pickle.HIGHEST_PROTOCOL + 1))
def test_every_protocol_and_every_model_alone(records: list[DocumentClaims], protocol: int) -> None:
    for record in records[:40] + records[-12:]:
        _assert_same(pickle.loads(pickle.dumps(record, protocol)), record)
        for part in [*record.claims, *record.errors, *(record.rejected or [])]:
            _assert_same(pickle.loads(pickle.dumps(part, protocol)), part)


def test_records_are_pickled_compactly(records: list[DocumentClaims]) -> None:
    # the fast paths are taken: a record's claims travel as three lists, rebuilt in one call
    record = next(record for record in records if record.claims)
    function, arguments = record.__reduce_ex__(4)
    assert function is _unpickled_record and arguments[4] == tuple(map(type, record.claims))
    function, arguments = record.claims[0].__reduce_ex__(4)
    assert function is _unvalidated and arguments[1] is record.claims[0].__dict__
    error = DocumentError(code="E101", message="m")
    assert error.__reduce_ex__(4)[0] is _unvalidated
    assert RejectedSpan(start=0, end=1, text="a", reason="url", rule="r").__reduce_ex__(4)[0] is _unvalidated
    assert DocumentClaims.__reduce_ex__ is _reduce_record and NumberClaim.__reduce_ex__ is _reduce_compactly


def test_validated_and_copied_models_come_back_too() -> None:
    number = NumberClaim(id="c1", start=0, end=3, text="77%", rule="number/percent", value=77.0, kind="percent")
    ranged = number.model_copy(update={"id": "c2", "range_with": "c1"})  # fields set grows, __dict__ is copied
    result = ResultClaim(id="c3", start=0, end=3, text="77%", rule="result/x", number="c1", direction="increase")
    record = DocumentClaims(doc_id="d", title="T", claims=[number, ranged, result],
                            errors=[DocumentError(code="E1", message="m")])  # fmt: skip
    record._text = "77%"
    record.rejected = [RejectedSpan(start=0, end=1, text="7", reason="unit", rule="r")]  # assigned: fields set grows
    constructed = DocumentClaims.model_construct(doc_id="e", claims=[number])
    for model in (number, ranged, result, record, constructed, DocumentClaims(doc_id="empty")):
        _assert_same(pickle.loads(pickle.dumps(model)), model)
        _assert_same(pickle.loads(pickle.dumps(model)), _pydantics_trip(model))


class _OwnClaim(MethodClaim):
    """A claim class of a library user's: its record is pickled claim by claim."""


def test_claims_of_other_classes_and_undefined_private_values_take_pydantics_way() -> None:
    own = _OwnClaim(id="c1", start=0, end=1, text="a", rule="r", name="a")
    record = DocumentClaims(doc_id="d", claims=[own])
    assert record.__reduce_ex__(4)[0] is _unvalidated
    _assert_same(pickle.loads(pickle.dumps(record)), record)
    undefined = DocumentClaims(doc_id="u")
    _SET_PRIVATE(undefined, {"_text": PydanticUndefined, "_sentences": []})
    assert undefined.__reduce_ex__(4)[0] is not _unpickled_record
    back = pickle.loads(pickle.dumps(undefined))
    assert back.__pydantic_private__ == {"_sentences": []} == _pydantics_trip(undefined).__pydantic_private__


_OPTIONAL = st.none() | st.text(max_size=5)


@given(st.fixed_dictionaries({}, optional={
    "unit": _OPTIONAL, "quantity": _OPTIONAL, "approx": _OPTIONAL, "symbol": _OPTIONAL, "range_with": st.just("c1"),
    "evidence": st.lists(st.text(max_size=4), max_size=3)}), st.fixed_dictionaries({}, optional={
    "metric": _OPTIONAL, "dataset": _OPTIONAL, "method": _OPTIONAL, "baseline": _OPTIONAL, "task": _OPTIONAL,
    "metric_text": _OPTIONAL, "task_text": _OPTIONAL, "direction": st.sampled_from([None, "increase", "decrease"]),
    "negated": st.booleans()}), st.floats(allow_nan=False))  # fmt: skip
def test_any_fields_set_comes_back(number_fields: dict[str, Any], result_fields: dict[str, Any], value: float) -> None:
    number = CLAIM_ADAPTER.validate_python({"id": "c1", "type": "number", "start": 0, "end": 1, "text": "7",
                                            "rule": "r", "value": value, "kind": "scalar", **number_fields})
    result = CLAIM_ADAPTER.validate_python({"id": "c2", "type": "result", "start": 0, "end": 1, "text": "7",
                                            "rule": "r", "number": "c1", **result_fields})
    record = DocumentClaims.model_construct(doc_id="d", claims=[number, result])
    for model in (number, result, record):
        _assert_same(pickle.loads(pickle.dumps(model)), model)


def test_parallel_records_are_the_in_process_records(extractor: Extractor,
                                                     seed_documents: list[SourceDocument]) -> None:  # fmt: skip
    expected = list(extractor.documents(seed_documents[:30]))
    got = list(extract_parallel(seed_documents[:30], 2, chunksize=7))
    for back, record in zip(got, expected, strict=True):
        _assert_same(back, record)
        assert back.text == record.text and back.sentences == record.sentences


def test_parallel_parent_freezes_its_objects_once(seed_documents: list[SourceDocument],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    # the parent's full collections no longer walk spaCy's, pydantic's and the rules' objects (conftest unfreezes)
    monkeypatch.setattr(parallel, "_objects_frozen", False)
    gc.unfreeze()
    assert len(list(extract_parallel(seed_documents[:3], 2))) == 3
    assert parallel._objects_frozen and gc.get_freeze_count() > 10_000
