"""Parquet output: typed columns (string ids, integer offsets), the same rows as CSV, text exactly as read."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from abstract_claims.models import DocumentClaims
from abstract_claims.parquet import write_parquet
from abstract_claims.sources import read_documents
from abstract_claims.spreadsheets import CLAIM_COLUMNS, claim_rows

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "seeds"
CORPUS_SLICE = Path(__file__).resolve().parent / "data" / "arxiv-ml-slice.jsonl"


@pytest.fixture(scope="module")
def corpus_claims(extractor) -> list[DocumentClaims]:
    return list(extractor.documents(read_documents([CORPUS_SLICE])))


def test_parquet_columns_are_typed(corpus_claims, tmp_path):
    path = tmp_path / "claims.parquet"
    write_parquet(corpus_claims, path)
    table = pq.read_table(path)
    assert tuple(table.column_names) == CLAIM_COLUMNS
    types = dict(zip(table.column_names, table.schema.types, strict=True))
    assert types["doc_id"] == pa.string()  # "2503.11750" stays a string, never the float 2503.1175
    assert types["start"] == types["end"] == types["source_start"] == pa.int64()
    assert (types["value"], types["proposed"]) == (pa.float64(), pa.bool_())
    assert table.column("doc_id").to_pylist()[0] == "2503.11731"


@pytest.mark.parametrize("inputs", ["corpus", "seeds"])
def test_parquet_rows_match_the_claims_and_index_the_text(request, extractor, tmp_path, inputs):
    documents = (request.getfixturevalue("corpus_claims") if inputs == "corpus"
                 else list(extractor.documents(read_documents([SEEDS]))))  # fmt: skip
    path = tmp_path / "claims.parquet"
    write_parquet(documents, path)
    rows = pq.read_table(path).to_pylist()
    assert [list(row.values()) for row in rows] == [row for document in documents for row in claim_rows(document)]
    texts = {document.doc_id: document.text for document in documents}
    claimed = [row for row in rows if row["claim_id"] is not None]
    assert claimed
    for row in claimed:  # no formula quoting: the text is the slice of the source it names
        assert texts[row["doc_id"]][row["start"] : row["end"]] == row["text"]
    if inputs == "corpus":
        records = {record["id"]: record for record in map(json.loads, CORPUS_SLICE.open(encoding="utf-8"))}
        assert {row["doc_id"]: row["title"] for row in rows} == {key: r["title"] for key, r in records.items()}


def test_parquet_cli_writes_by_extension(in_process_cli, tmp_path):
    path = tmp_path / "claims.parquet"
    result = in_process_cli("extract", CORPUS_SLICE, "-o", path, "-q")
    assert result.exit_code == 0, result.stderr
    assert pq.read_table(path).num_rows >= 40


def test_parquet_without_pyarrow_is_an_error_with_the_install_command(in_process_cli, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "pyarrow", None)  # what an installation without the extra sees
    monkeypatch.setitem(sys.modules, "pyarrow.parquet", None)
    path = tmp_path / "claims.parquet"
    result = in_process_cli("extract", CORPUS_SLICE, "-o", path)
    assert result.exit_code == 2
    assert "[E404]" in result.stderr and "abstract-claims[parquet]" in result.stderr
    assert not path.exists()


def test_parquet_to_standard_output_is_refused(in_process_cli):
    result = in_process_cli("extract", CORPUS_SLICE, "--format", "parquet")
    assert result.exit_code == 2 and "[E402]" in result.stderr


def test_parquet_replaces_lone_surrogates_one_for_one(extractor, tmp_path):
    """JSON input may hold a lone surrogate ("\\ud800"), which UTF-8 cannot: it becomes one U+FFFD, so the
    offsets of every claim after it still index the text."""
    record = json.dumps({"id": "broken\ud800id", "text": "We propose LoRA-X \ud800, which improves accuracy by 3.2% on MMLU."})
    source = tmp_path / "in.jsonl"
    source.write_text(record + "\n", encoding="utf-8")
    documents = list(extractor.documents(read_documents([source])))
    path = tmp_path / "claims.parquet"
    write_parquet(documents, path)
    rows = pq.read_table(path).to_pylist()
    assert {row["doc_id"] for row in rows} == {"broken\ufffdid"}
    text = documents[0].text.replace("\ud800", "\ufffd")
    claimed = [row for row in rows if row["claim_id"] is not None]
    assert {row["text"] for row in claimed} >= {"3.2%", "MMLU"}
    for row in claimed:
        assert text[row["start"] : row["end"]] == row["text"]
