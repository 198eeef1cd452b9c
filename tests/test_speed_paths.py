"""The cheaper paths of extraction's fixed costs give what the longer ones gave."""

from __future__ import annotations

import json
import math
import re
import signal
from typing import Any

import pytest
from pydantic import ValidationError

from abstract_claims import Extractor, pipeline
from abstract_claims import extractor as extractor_module
from abstract_claims.export import document_json, encodable
from abstract_claims.extractor import SENTENCE_LIMIT, TABLE_NUMBERS, has_pathological_parts
from abstract_claims.models import (
    CLAIM_ADAPTER,
    DocumentClaims,
    DocumentError,
    NumberClaim,
    built_claim,
    built_record,
)
from abstract_claims.sources import SourceDocument

WORDS = "We train the model on the data and report the accuracy of the results "


def test_pathological_parts_at_the_sentence_limit() -> None:
    # one sentence of exactly SENTENCE_LIMIT characters is read whole, one character more is not: the short cut
    # for texts no longer than the limit must not move the boundary
    sentence = (WORDS * (SENTENCE_LIMIT // len(WORDS) + 1))[: SENTENCE_LIMIT - 1] + "."
    assert len(sentence) == SENTENCE_LIMIT
    assert not has_pathological_parts(sentence)
    assert has_pathological_parts("a" + sentence)


def test_pathological_parts_short_table_sentence() -> None:
    # a table dumped as one sentence shorter than SENTENCE_LIMIT is still found by its numbers
    table = "The scores are " + ", ".join(str(index % 10) for index in range(TABLE_NUMBERS + 1)) + "."
    assert len(table) < SENTENCE_LIMIT
    assert has_pathological_parts(table)
    assert not has_pathological_parts("The scores are " + ", ".join("7" * TABLE_NUMBERS) + ".")


@pytest.mark.skipif(not hasattr(signal, "setitimer"), reason="no SIGALRM timer here")
def test_time_limit_restores_the_previous_handler() -> None:
    def mine(signum: int, frame: object) -> None:
        pass

    before = signal.signal(signal.SIGALRM, mine)
    try:
        with extractor_module._time_limit(5.0):
            assert signal.getsignal(signal.SIGALRM) is extractor_module._stop
            assert signal.getitimer(signal.ITIMER_REAL)[0] > 0
        assert signal.getsignal(signal.SIGALRM) is mine
        assert signal.getitimer(signal.ITIMER_REAL)[0] == 0
    finally:
        signal.signal(signal.SIGALRM, before)
    with extractor_module._time_limit(5.0):
        pass
    assert signal.getsignal(signal.SIGALRM) == before


def test_built_claims_are_the_validated_claims(extractor: Extractor, seed_documents: list[SourceDocument],
                                               gold: list[dict], monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    # every record claims_of builds from the rules' drafts, on the seeds and the gold texts, gives the claim
    # pydantic's validation gives: the same class, fields (in order), field set and JSON
    records: list[dict[str, Any]] = []

    def recording(record: dict[str, Any]) -> Any:
        records.append(dict(record))
        return built_claim(record)

    monkeypatch.setattr(pipeline, "built_claim", recording)
    documents = [*seed_documents, *(SourceDocument(str(index), item["text"]) for index, item in enumerate(gold))]
    for document in documents:
        extractor.document(document)
    assert len(records) > 1_000
    assert {record["type"] for record in records} == {"number", "model_size", "method", "dataset", "model", "metric",
                                                      "task", "result"}  # fmt: skip
    for record in records:
        built, validated = built_claim(dict(record)), CLAIM_ADAPTER.validate_python(dict(record))
        assert type(built) is type(validated)
        assert list(built.__dict__.items()) == list(validated.__dict__.items())
        assert built.model_fields_set == validated.model_fields_set
        assert built.model_dump_json() == validated.model_dump_json()


NUMBER = {"id": "c1", "type": "number", "start": 4, "end": 9, "text": "77.8%", "rule": "number/percent",
          "evidence": [], "value": 77.8, "unit": "%", "quantity": None, "kind": "percent", "approx": None,
          "symbol": None, "range_with": None}  # fmt: skip


@pytest.mark.parametrize(("change", "message"), [
    ({"end": 4}, "empty or inverted span"),
    ({"start": 5}, "has length 5, span [5, 9) has length 4"),
    ({"text": "77.8"}, "has length 4, span [4, 9) has length 5"),
    ({"start": -1, "end": 4}, "greater than or equal to 0"),
    ({"colour": "red"}, "Extra inputs are not permitted"),
    ({"kind": "percentage"}, "Input should be 'percent'"),
    ({"value": "many"}, "Input should be a valid number"),
    ({"type": "numeral"}, "does not match any of the expected tags"),
])  # fmt: skip
def test_built_claim_of_a_wrong_record_raises_validation_errors(change: dict[str, Any], message: str) -> None:
    with pytest.raises(ValidationError, match=re.escape(message)):
        built_claim({**NUMBER, **change})


def test_built_claim_coerces_as_validation_does() -> None:
    claim = built_claim({**NUMBER, "value": 77, "text": "77.8%"})
    assert isinstance(claim, NumberClaim) and claim.value == 77.0 and type(claim.value) is float
    defaults = {key: value for key, value in NUMBER.items() if key not in ("evidence", "symbol")}
    fast = built_claim(defaults)
    assert fast == CLAIM_ADAPTER.validate_python(NUMBER) and fast.evidence == [] and fast.symbol is None
    assert fast.evidence is not built_claim(defaults).evidence  # a new list for each claim, as its factory gives


def _pydantic_json(document: DocumentClaims) -> str:
    return encodable(json.dumps(document.model_dump(mode="json"), ensure_ascii=False))


def test_document_json_is_pydantics_json(extractor: Extractor, explaining: Extractor,
                                         seed_documents: list[SourceDocument]) -> None:  # fmt: skip
    # the JSON line read off the models' fields is the one pydantic's JSON mode gives: every seed abstract, with
    # and without the rejected spans, a document with an error, an infinite value and a lone surrogate
    records = [extractor.document(document) for document in seed_documents]
    records += [explaining.document(document) for document in seed_documents]
    records.append(extractor.document(SourceDocument("bad", "", error=DocumentError(code="E101", message="\ud800"))))
    records.append(DocumentClaims(doc_id="inf", title="T", source="s.jsonl", offset=7, claims=[
        NumberClaim(id="c1", start=0, end=3, text="1e9", rule="number/scientific", value=math.inf, kind="scalar")]))
    assert any(record.rejected for record in records) and any(record.claims for record in records)
    for record in records:
        assert document_json(record) == _pydantic_json(record)
    assert '"value": Infinity' in document_json(records[-1])
    assert '"message": "\ufffd"' in document_json(records[-2])


def test_built_record_is_the_validated_record(extractor: Extractor, seed_documents: list[SourceDocument]) -> None:
    for document in seed_documents:
        claims = extractor.document(document).claims
        errors = [DocumentError(code="E101", message="m", line=2)]
        built = built_record(document.doc_id, "A title", document.source, document.offset, claims, errors)
        validated = DocumentClaims(doc_id=document.doc_id, title="A title", source=document.source,
                                   offset=document.offset, claims=claims, errors=errors)  # fmt: skip
        assert list(built.__dict__.items()) == list(validated.__dict__.items())
        assert built.model_fields_set == validated.model_fields_set
        assert built.__pydantic_private__ == validated.__pydantic_private__
        assert built.model_dump_json() == validated.model_dump_json()


def test_built_record_sets_text_and_sentences_as_assignment_does(extractor: Extractor,
                                                                 seed_documents: list[SourceDocument]) -> None:
    for document in seed_documents[:5]:
        claims = extractor.document(document).claims
        sentences = [(0, 5), (6, 9)]
        built = built_record(document.doc_id, None, document.source, document.offset, claims, [],
                             text=document.text, sentences=sentences)
        assigned = DocumentClaims(doc_id=document.doc_id, source=document.source, offset=document.offset, claims=claims)
        assigned._text, assigned._sentences = document.text, sentences
        assert built.__pydantic_private__ == assigned.__pydantic_private__
        assert built.sentences is sentences and built.text == document.text
    bare = built_record("d", None, None, None, [], [])
    assert bare.__pydantic_private__ == DocumentClaims(doc_id="d").__pydantic_private__  # None and []
    assert bare.sentences is not built_record("d", None, None, None, [], []).sentences  # a new list each
    subclassed_id = type("Id", (str,), {})("d")  # not a str itself: the record is validated
    validated = built_record(subclassed_id, None, None, None, [], [], text="t", sentences=[(0, 1)])
    assert (validated.text, validated.sentences) == ("t", [(0, 1)])


def test_built_record_checks_references_as_validation_does() -> None:
    number = NumberClaim.model_validate(NUMBER)
    linked = number.model_copy(update={"id": "c2", "range_with": "c9"})
    with pytest.raises(ValidationError, match="claim c2 refers to unknown claim c9"):
        built_record("d", None, None, None, [number, linked], [])
    with pytest.raises(ValidationError, match="duplicate claim ids"):
        built_record("d", None, None, None, [number, number], [])
    with pytest.raises(ValidationError, match="should be a valid string"):
        built_record("d", 7, None, None, [number], [])  # type: ignore[arg-type]
    assert built_record("d", None, None, None, [number, linked.model_copy(update={"range_with": "c1"})], []).claims


@pytest.mark.parametrize("text", [
    'It works (see Fig. 2.) well!) "Yes?!" he said. . . And then.',
    "Marks at the end only ?!.",
    "A.\n\nB ... .) C",
    "? Leading mark. x",
    "No mark",
])  # fmt: skip
def test_sentencizer_reads_only_after_marks_as_spacy_does(extractor: Extractor, text: str) -> None:
    from spacy.pipeline import Sentencizer

    nlp = extractor.nlp
    ours = nlp.get_pipe("sentencizer")(nlp.make_doc(text))
    spacys = Sentencizer()(nlp.make_doc(text))
    assert [token.is_sent_start for token in ours] == [token.is_sent_start for token in spacys]


def test_sentencizer_gives_spacys_sentences_on_the_seed_abstracts(extractor: Extractor,
                                                                   seed_documents: list[SourceDocument]) -> None:  # fmt: skip
    # the marks found by a C loop over the ORTH array: every token of real abstracts as spaCy's own loop reads it
    from spacy.pipeline import Sentencizer

    nlp = extractor.nlp
    for document in seed_documents:
        text = nlp.tokenizer(document.text).text
        ours = nlp.get_pipe("sentencizer")(nlp.make_doc(text))
        spacys = Sentencizer()(nlp.make_doc(text))
        assert [token.is_sent_start for token in ours] == [token.is_sent_start for token in spacys]


def test_cache_fill_gives_the_new_chunks_in_their_order() -> None:
    # the chunks not met before go to spaCy's tokenizer once, in the order the text has them (as the comprehension
    # gave them): a corpus sentence, then one that repeats some of its chunks
    from abstract_claims.pipeline import build_nlp

    nlp = build_nlp()
    given: list[str] = []
    inner = nlp.tokenizer.inner
    nlp.tokenizer.inner = lambda text: (given.append(text), inner(text))[1]
    nlp.tokenizer("Our model reaches 84.3% top-1 accuracy on ImageNet, outperforming ViT-B/16.")
    nlp.tokenizer("On ImageNet, our model is 2.1x faster than ViT-B/16 at 84.3% accuracy.")
    assert given[0] == "Our model reaches 84.3% top-1 accuracy on ImageNet, outperforming ViT-B/16."
    assert given[2] == "On our is 2.1x faster than ViT-B/16 at accuracy."  # (chunks: split at white space)
    given.clear()
    nlp.tokenizer("Our model is faster than ViT-B/16 at accuracy.")  # every chunk met before: no fill
    assert given == ["Our model is faster than ViT-B/16 at accuracy."]


@pytest.mark.parametrize("value", [
    {"a": [1, 2.5, None, True, "é\ud800\n\"q\""], "b": {"c": -0.0, "d": math.inf}},
    {"claims": [], "errors": [{"code": "E1", "message": "x"}]},
])  # fmt: skip
def test_encoder_built_once_gives_json_dumps(value: dict[str, Any]) -> None:
    from abstract_claims.export import _encoded

    assert _encoded(value) == json.dumps(value, ensure_ascii=False)
    circular: dict[str, Any] = {"x": [1]}
    circular["x"].append(circular)
    with pytest.raises(ValueError, match="Circular reference detected"):
        _encoded(circular)
    with pytest.raises(TypeError, match="not JSON serializable"):
        _encoded({"claims": [{"id": "c1"}, object()]})
    # a failed call leaves no container marked: the same objects encode again
    assert _encoded(value) == json.dumps(value, ensure_ascii=False)
    assert _encoded({"again": value}) == json.dumps({"again": value}, ensure_ascii=False)


def test_claims_of_orders_ties_as_the_drafts_came(extractor: Extractor) -> None:
    # claims with the same span, type and rule keep the order of their drafts (a stable sort did; the place of
    # each draft breaks the tie now): the result claims of one clause share its span
    text = "Our method improves accuracy by 3.2% and F1 by 4.1% on SQuAD."
    doc = extractor.nlp(text)
    drafts = pipeline.drafts_of(doc)
    claims = pipeline.claims_of(doc)
    results = [claim for claim in claims if claim.type == "result"]
    assert len(results) == 2 and results[0].start == results[1].start and results[0].end == results[1].end
    numbers = {claim.id: claim.text for claim in claims if claim.type == "number"}
    drafted = [draft.refs["number"] for draft in drafts if draft.type == "result"]
    assert [numbers[result.number] for result in results] == [text[n.start:n.end] for n in drafted]  # type: ignore[union-attr]


@pytest.mark.parametrize("text", [
    "We reach 84.3% accuracy. Our code is public! Is it fast? Yes.",  # an ASCII text: its marks found by numpy
    "Die Genauigkeit steigt um 3,2 %. Ergebnisse sind öffentlich！ Warum？ Darum。 Ende",  # marks of other scripts
    "No mark at all",
])  # fmt: skip
def test_sentencizer_on_docs_of_any_tokenizer_as_spacy(extractor: Extractor, text: str) -> None:
    # a doc of spaCy's own tokenizer has no clean text stored: the doc's own text is read, and none is stored on it
    import spacy
    from spacy.pipeline import Sentencizer

    plain = spacy.blank("en")
    ours = extractor.nlp.get_pipe("sentencizer")
    for doc, twin in [(plain.make_doc(text), plain.make_doc(text)),
                      (extractor.nlp.make_doc(text), extractor.nlp.make_doc(text))]:  # fmt: skip
        before = dict(doc.user_data)
        ours(doc)
        Sentencizer()(twin)
        assert [token.is_sent_start for token in doc] == [token.is_sent_start for token in twin]
        assert doc.user_data == before
