"""Regression snapshots of the public contract: every seed abstract's claims, the schema, the pipeline."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from abstract_claims import Extractor
from abstract_claims.models import check_spans, output_json_schema
from abstract_claims.sources import read_documents

SEEDS = Path(__file__).resolve().parent.parent / "seeds"

SEED_DOCUMENTS = list(read_documents([SEEDS]))


def _basename(doc_id: str) -> str:
    return re.sub(r"[^\w]+", "_", doc_id)


def test_seed_snapshots_all_57_abstracts_are_read() -> None:
    assert len(SEED_DOCUMENTS) == 57
    assert SEED_DOCUMENTS[0].doc_id == "000_07ebe2df3ba62524.txt:1"
    assert SEED_DOCUMENTS[0].offset == len("NeurIPS 2026 Papers\n\n")


@pytest.mark.parametrize("document", SEED_DOCUMENTS, ids=[d.doc_id for d in SEED_DOCUMENTS])
def test_seed_snapshots_claims(document, extractor: Extractor, data_regression) -> None:  # type: ignore[no-untyped-def]
    record = extractor.document(document)
    assert record.errors == []
    snapshot = record.model_dump(mode="json")
    snapshot["source"] = Path(snapshot["source"]).relative_to(SEEDS.parent).as_posix()  # same in any checkout
    data_regression.check(snapshot, basename=_basename(document.doc_id))


@pytest.mark.parametrize("document", SEED_DOCUMENTS, ids=[d.doc_id for d in SEED_DOCUMENTS])
def test_seed_snapshots_span_invariant(document, extractor: Extractor) -> None:  # type: ignore[no-untyped-def]
    record = extractor.document(document)
    check_spans(document.text, record.claims)
    source_text = (SEEDS / document.doc_id.split(":")[0]).read_text(encoding="utf-8")
    for claim in record.claims:
        assert source_text[record.offset + claim.start : record.offset + claim.end] == claim.text  # type: ignore[operator]


def test_seed_snapshots_json_schema(data_regression) -> None:  # type: ignore[no-untyped-def]
    data_regression.check(output_json_schema())


def test_seed_snapshots_pipeline_config(extractor: Extractor, data_regression) -> None:  # type: ignore[no-untyped-def]
    config = extractor.nlp.config
    data_regression.check({"pipeline": list(config["nlp"]["pipeline"]),
                           "tokenizer": dict(config["nlp"]["tokenizer"]),
                           "components": {name: dict(config["components"][name]) for name in config["nlp"]["pipeline"]}})
