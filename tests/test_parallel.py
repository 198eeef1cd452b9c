"""``extract_parallel`` and ``extract --workers``: worker processes give the single-process output."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from abstract_claims import Extractor
from abstract_claims.cli import app
from abstract_claims.errors import RuleError
from abstract_claims.export import document_json
from abstract_claims.parallel import _chunks, default_start_method, extract_parallel
from abstract_claims.sources import SourceDocument

ROOT = Path(__file__).resolve().parent.parent


def _many(seed_documents: list[SourceDocument], count: int) -> list[SourceDocument]:
    """``count`` documents cycling over the seeds, each with its own id."""
    cycle = itertools.cycle(seed_documents)
    return [SourceDocument(f"doc-{i}", next(cycle).text, "many.jsonl") for i in range(count)]


@pytest.mark.parametrize("workers,chunksize", [(2, 7), (2, 48), (3, 1)])
def test_parallel_output_equals_single_process(seed_documents: list[SourceDocument], extractor: Extractor,
                                               workers: int, chunksize: int) -> None:  # fmt: skip
    documents = _many(seed_documents, 80)
    expected = [document_json(record) for record in extractor.documents(documents)]
    got = [document_json(record) for record in extract_parallel(documents, workers, chunksize=chunksize)]
    assert got == expected


def test_parallel_keeps_private_text_and_sentences(seed_documents: list[SourceDocument]) -> None:
    # exporters (spreadsheets, review page) read record.text and record.sentences after the trip back
    record = next(extract_parallel(seed_documents[:3], 2))
    assert record.text == seed_documents[0].text
    assert record.sentences and all(start < end for start, end in record.sentences)
    assert all(record.text[c.start : c.end] == c.text for c in record.claims)


@pytest.mark.parametrize("workers", [0, 1])
def test_parallel_one_worker_runs_in_process(seed_documents: list[SourceDocument], extractor: Extractor,
                                             workers: int) -> None:  # fmt: skip
    got = [document_json(r) for r in extract_parallel(seed_documents[:5], workers)]
    assert got == [document_json(r) for r in extractor.documents(seed_documents[:5])]


def test_parallel_reads_input_lazily(seed_documents: list[SourceDocument]) -> None:
    # A 100 GB input must not be read ahead of the workers: after the first record, only the chunks in
    # flight (workers * 4 chunks of chunksize) have been taken from the input.
    taken = 0

    def endless() -> Iterator[SourceDocument]:
        nonlocal taken
        for i in itertools.count():
            taken += 1
            yield SourceDocument(f"d{i}", seed_documents[i % len(seed_documents)].text)

    records = extract_parallel(endless(), 2, chunksize=5)
    first = next(records)
    assert first.doc_id == "d0"
    assert taken <= 2 * 4 * 5 + 5
    records.close()  # stops the pool; the endless input is never exhausted


def test_parallel_error_documents_stay_in_place(seed_documents: list[SourceDocument]) -> None:
    from abstract_claims.models import DocumentError

    error = DocumentError(code="E102", message="x.jsonl: line 2 is not valid JSON")
    bad = SourceDocument("bad", "", "x.jsonl", None, error)
    documents = [seed_documents[0], bad, seed_documents[1]]
    records = list(extract_parallel(documents, 2, chunksize=1))
    assert [r.doc_id for r in records] == [d.doc_id for d in documents]
    assert records[1].errors and not records[1].claims


def test_parallel_bad_rules_directory_fails_before_reading(tmp_path: Path) -> None:
    def never() -> Iterator[SourceDocument]:
        raise AssertionError("input read before the rules were checked")
        yield

    with pytest.raises(RuleError):
        extract_parallel(never(), 2, rules_dir=tmp_path / "missing")


def test_parallel_rejects_empty_chunks(seed_documents: list[SourceDocument]) -> None:
    with pytest.raises(ValueError, match="chunksize"):
        extract_parallel(seed_documents, 2, chunksize=0)


@pytest.mark.parametrize("size,expected", [(2, [[0, 1], [2, 3], [4]]), (5, [[0, 1, 2, 3, 4]]),
                                           (9, [[0, 1, 2, 3, 4]])])  # fmt: skip
def test_parallel_chunks_cover_input_in_order(size: int, expected: list[list[int]]) -> None:
    documents = [SourceDocument(str(i), "x") for i in range(5)]
    assert [[int(d.doc_id) for d in chunk] for chunk in _chunks(documents, size)] == expected


def test_parallel_start_method_is_known() -> None:
    import multiprocessing

    assert default_start_method() in multiprocessing.get_all_start_methods()


@pytest.mark.parametrize("output_format", ["jsonl", "json"])
def test_cli_workers_output_is_byte_identical(tmp_path: Path, output_format: str) -> None:
    runner = CliRunner()
    outputs = []
    for workers in ("1", "2"):
        target = tmp_path / f"w{workers}.{output_format}"
        arguments = ["extract", str(ROOT / "seeds"), "-o", str(target), "--workers", workers, "-q"]
        result = runner.invoke(app, arguments)
        assert result.exit_code == 0, result.output
        outputs.append(target.read_bytes())
    assert outputs[0] and outputs[0] == outputs[1]
