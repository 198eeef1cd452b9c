"""Regression snapshots of the public contract: every seed abstract's claims, the schema, the pipeline."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from abstract_claims import Extractor
from abstract_claims.models import DocumentClaims, check_spans, output_json_schema
from abstract_claims.sources import read_documents

SEEDS = Path(__file__).resolve().parent.parent / "seeds"

SEED_DOCUMENTS = list(read_documents([SEEDS]))


def _basename(doc_id: str) -> str:
    return re.sub(r"[^\w]+", "_", doc_id)


def test_seed_snapshots_all_57_abstracts_are_read() -> None:
    assert len(SEED_DOCUMENTS) == 57
    assert SEED_DOCUMENTS[0].doc_id == "000_07ebe2df3ba62524.txt:1"
    assert SEED_DOCUMENTS[0].offset == len("NeurIPS 2026 Papers\n\n")


# Fields a snapshot line leaves out: the key says type and span, and ids change whenever a claim is added
_KEYED_FIELDS = ("id", "type", "start", "end", "text")
_REFERENCES = ("number", "metric", "dataset", "method", "baseline", "task", "range_with")


def readable_snapshot(record: DocumentClaims) -> str:
    """One line per claim, sorted by 'type start-end', references written as the keys they point to: adding a
    claim changes one line of a snapshot, not the numbering of every claim after it."""
    keys = {claim.id: f"{claim.type} {claim.start}-{claim.end}" for claim in record.claims}
    for claim in record.claims:  # results of one sentence share its span: the value each reports tells them apart
        if claim.type == "result":
            keys[claim.id] += f"/{keys[claim.number].split()[1]}"  # type: ignore[union-attr]
    lines = [f"doc_id {record.doc_id}, offset {record.offset}, errors {len(record.errors)}"]
    for claim in sorted(record.claims, key=lambda c: (c.type, c.start, c.end, c.id)):
        fields = claim.model_dump(mode="json")
        # a result's text is its whole clause, given by its key's span: the line shows its roles instead
        parts = [keys[claim.id]] if claim.type == "result" else [keys[claim.id], json.dumps(fields["text"], ensure_ascii=False)]
        for name, value in fields.items():
            if name in _KEYED_FIELDS or value is None or value == [] or value is False:
                continue
            if name in _REFERENCES:
                value = f"<{keys[value]}>"
            elif name == "numbers":
                value = ",".join(f"<{keys[item]}>" for item in value)
            parts.append(f"{name}={value}")
        lines.append(" ".join(parts))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("document", SEED_DOCUMENTS, ids=[d.doc_id for d in SEED_DOCUMENTS])
def test_seed_snapshots_claims(document, extractor: Extractor, file_regression) -> None:  # type: ignore[no-untyped-def]
    record = extractor.document(document)
    assert record.errors == []
    file_regression.check(readable_snapshot(record), basename=_basename(document.doc_id), extension=".txt")


def test_seed_snapshots_readable_lines_keep_every_claim(extractor: Extractor) -> None:
    # 'BMAttn achieves a 3.3x speedup ...': a result with its number and metric (the README's example abstract)
    record = extractor.document(next(d for d in SEED_DOCUMENTS if "BMAttn" in d.text))
    lines = readable_snapshot(record).splitlines()
    assert len(lines) == 1 + len(record.claims)
    result = next(claim for claim in record.claims if claim.type == "result")
    number = record.get(result.number)  # type: ignore[union-attr]
    [line] = [line for line in lines if line.startswith(f"result {result.start}-{result.end}/{number.start}-{number.end} ")]  # type: ignore[union-attr]
    assert f"number=<number {number.start}-{number.end}>" in line  # type: ignore[union-attr]


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
