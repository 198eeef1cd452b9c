"""Streaming: JSONL in and out, in input order, lazily, from gzip and from the arXiv metadata snapshot."""

from __future__ import annotations

import gc
import gzip
import itertools
import json
import os
import re
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from abstract_claims import Extractor
from abstract_claims import sources as sources_module
from abstract_claims.cli import _estimated_total, _progress, app, shown_total
from abstract_claims.errors import E_BAD_CSV
from abstract_claims.export import document_json
from abstract_claims.sources import (
    ReadOptions,
    SourceDocument,
    json_lines_file,
    read_documents,
    read_jsonl_lines,
)

# Records shaped like the arXiv metadata snapshot (arxiv-metadata-oai-snapshot.json): the abstract starts
# with white space and is wrapped with newlines; the other fields are ignored.
ARXIV_RECORDS = [
    {"id": "2401.00001", "submitter": "A. Author", "authors": "A. Author, B. Author",
     "title": "Sparse attention at scale", "categories": "cs.LG", "versions": [{"version": "v1"}],
     "abstract": "  BMAttn achieves a \\textbf{3.3x} speedup on long-context tasks with negligible\naccuracy "
                 "loss, and up to \\textbf{5x} speedup with minimal degradation.\n"},
    {"id": "2401.00002", "title": "Corrective preference",
     "abstract": "  CoRP improves the base model by $8.1$ points on average, reaching\n77.8% accuracy on "
                 "MMLU with a 124M parameters model.\n"},
]  # fmt: skip

SHORT_TEXTS = ["Model {i} reaches {p}.5% accuracy on MMLU.", "We train {i} models with 7B parameters.",
               "The method is {i}x faster than GRPO and improves F1 by {p} points."]  # fmt: skip


def _write_jsonl(path: Path, records: list[dict[str, object]]) -> None:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "wt", encoding="utf-8") as handle:
        for record in records:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")


def _generated(count: int) -> list[dict[str, object]]:
    return [{"id": f"g{i}", "text": SHORT_TEXTS[i % 3].format(i=i, p=i % 97)} for i in range(count)]


def _extract_jsonl(*args: str) -> list[dict[str, object]]:
    result = CliRunner().invoke(app, ["extract", *args, "--format", "jsonl", "-q"])
    assert result.exit_code == 0, result.output
    return [json.loads(line) for line in result.stdout.splitlines()]


def test_streaming_generated_jsonl_keeps_order_and_count(tmp_path: Path) -> None:
    records = _generated(3000)
    source = tmp_path / "many.jsonl"
    _write_jsonl(source, records)
    target = tmp_path / "out.jsonl"
    result = CliRunner().invoke(app, ["extract", str(source), "-o", str(target), "-q"])
    assert result.exit_code == 0, result.output
    lines = target.read_text(encoding="utf-8").splitlines()
    assert len(lines) == len(records)
    out = [json.loads(line) for line in lines]
    assert [o["doc_id"] for o in out] == [r["id"] for r in records]
    for record, document in zip(records, out, strict=True):
        assert all(record["text"][c["start"] : c["end"]] == c["text"] for c in document["claims"])  # type: ignore[index]
    assert sum(1 for o in out for c in o["claims"] if c["type"] == "number") >= 3000


def test_streaming_reads_lines_lazily(extractor: Extractor) -> None:
    produced = 0

    def lines() -> Iterator[bytes]:
        nonlocal produced
        for i in itertools.count():
            produced += 1
            yield (json.dumps({"id": f"r{i}", "text": f"We reach {i}.5% accuracy."}) + "\n").encode()

    records = extractor.documents(read_jsonl_lines(lines(), "endless.jsonl", ReadOptions()))
    first_three = [next(records) for _ in range(3)]
    assert [r.doc_id for r in first_three] == ["r0", "r1", "r2"]
    # read ahead at most one memory zone of documents (none in the warm-up): memory does not grow with the input
    assert produced <= 3 + extractor.zone_documents
    records.close()


def test_streaming_first_record_before_the_input_ends(tmp_path: Path) -> None:
    # A named pipe whose writer waits until the first record has been read: a reader that wanted the whole
    # input first would only see it after the writer gave up.
    fifo = tmp_path / "stream.jsonl"
    os.mkfifo(fifo)
    first_read = threading.Event()
    gave_up = threading.Event()

    def writer() -> None:
        with open(fifo, "w", encoding="utf-8") as handle:
            handle.write(json.dumps({"id": "r1", "text": "We reach 77.8% accuracy."}) + "\n")
            handle.flush()
            if not first_read.wait(20):
                gave_up.set()
            handle.write(json.dumps({"id": "r2", "text": "It is 3.3x faster."}) + "\n")

    thread = threading.Thread(target=writer, daemon=True)
    thread.start()
    documents = read_documents([fifo])
    first = next(documents)
    assert not gave_up.is_set()
    first_read.set()
    rest = list(documents)
    thread.join(5)
    assert [first.doc_id, *(d.doc_id for d in rest)] == ["r1", "r2"]


def test_streaming_gzip_input_equals_plain(tmp_path: Path) -> None:
    records = _generated(200) + ARXIV_RECORDS  # type: ignore[operator]
    plain, packed = tmp_path / "abstracts.jsonl", tmp_path / "abstracts.jsonl.gz"
    _write_jsonl(plain, records)
    _write_jsonl(packed, records)
    from_plain, from_packed = _extract_jsonl(str(plain)), _extract_jsonl(str(packed))
    assert len(from_packed) == len(records)
    for a, b in zip(from_plain, from_packed, strict=True):
        assert b["source"] == str(packed)
        assert {**a, "source": None} == {**b, "source": None}


def test_streaming_gzip_reads_lazily(tmp_path: Path) -> None:
    packed = tmp_path / "abstracts.jsonl.gz"
    _write_jsonl(packed, _generated(50))
    documents = read_documents([packed])
    assert next(documents).doc_id == "g0"
    documents.close()


@pytest.mark.parametrize("name", ["arxiv-metadata-oai-snapshot.json", "arxiv.jsonl", "arxiv.json.gz"])
def test_streaming_arxiv_snapshot_offsets_are_exact(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    _write_jsonl(path, ARXIV_RECORDS)
    out = _extract_jsonl(str(path))
    assert [o["doc_id"] for o in out] == ["2401.00001", "2401.00002"]
    for record, document in zip(ARXIV_RECORDS, out, strict=True):
        text = record["abstract"]
        assert isinstance(text, str) and text.startswith("  ") and "\n" in text  # as the snapshot has it
        assert document["errors"] == [] and document["claims"]
        for claim in document["claims"]:  # type: ignore[attr-defined]
            assert text[claim["start"] : claim["end"]] == claim["text"]
    numbers = {c["text"] for c in out[0]["claims"] if c["type"] == "number"}  # type: ignore[attr-defined]
    assert {"3.3x", "5x"} <= numbers


def test_streaming_arxiv_json_is_read_line_by_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The snapshot is 4 GB of JSON lines named .json: it must stream, never be read whole.
    path = tmp_path / "arxiv-metadata-oai-snapshot.json"
    _write_jsonl(path, ARXIV_RECORDS * 3)
    assert json_lines_file(path, ReadOptions())

    def whole_file(*args: object) -> bytes:
        raise AssertionError("the .json file was read whole")

    monkeypatch.setattr(sources_module, "_read_bytes", whole_file)
    assert [d.doc_id for d in read_documents([path])] == ["2401.00001", "2401.00002"] * 3


@pytest.mark.parametrize("content,expected", [('[{"text": "a"}]\n', False), ('{\n  "text": "a"\n}\n', False),
                                              ('{"text": "a"}\n{"text": "b"}\n', True), ("", False)])
def test_streaming_json_lines_detection(tmp_path: Path, content: str, expected: bool) -> None:
    path = tmp_path / "input.json"
    path.write_text(content, encoding="utf-8")
    assert json_lines_file(path, ReadOptions()) is expected


def test_streaming_output_records_match_extractor(tmp_path: Path, extractor: Extractor) -> None:
    path = tmp_path / "arxiv.jsonl"
    _write_jsonl(path, ARXIV_RECORDS)
    expected = [json.loads(document_json(r)) for r in extractor.documents(read_documents([path]))]
    assert _extract_jsonl(str(path)) == expected


@pytest.mark.parametrize("suffix", [".jsonl", ".jsonl.gz"])
def test_streaming_estimated_total(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"many{suffix}"
    records = _generated(30000)  # over 1 MiB: the estimate is extrapolated from the first MiB
    _write_jsonl(path, records)
    estimate = _estimated_total([str(path)], ReadOptions())
    assert estimate is not None and abs(estimate - len(records)) / len(records) < 0.2


def test_streaming_estimated_total_exact_for_small_files(tmp_path: Path) -> None:
    path = tmp_path / "few.jsonl"
    _write_jsonl(path, _generated(120))
    assert _estimated_total([str(path)], ReadOptions()) == 120


@pytest.mark.parametrize("inputs", [["seeds"], ["-"]])
def test_streaming_no_estimate_without_jsonl(inputs: list[str]) -> None:
    root = Path(__file__).resolve().parent.parent
    paths = [str(root / p) if p != "-" else p for p in inputs]
    assert _estimated_total(paths, ReadOptions()) is None


def test_streaming_progress_bar_only_on_a_terminal(monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str],
                                                   seed_documents: list[SourceDocument],
                                                   extractor: Extractor) -> None:  # fmt: skip
    from rich.console import Console

    records = list(extractor.documents(seed_documents[:3]))
    assert list(_progress(records, False, ["seeds"], ReadOptions())) == records  # not a terminal: silent
    assert capsys.readouterr().err == ""
    monkeypatch.setattr(Console, "is_terminal", property(lambda self: True))
    assert list(_progress(records, True, ["seeds"], ReadOptions())) == records  # --quiet: silent
    assert capsys.readouterr().err == ""
    assert list(_progress(records, False, ["seeds"], ReadOptions())) == records
    assert "documents" in capsys.readouterr().err


def test_streaming_progress_estimate_never_undershoots(monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str],
                                                      seed_documents: list[SourceDocument],
                                                      extractor: Extractor) -> None:  # fmt: skip
    from rich.console import Console

    import abstract_claims.cli as cli_module

    records = list(extractor.documents(seed_documents[:6]))
    monkeypatch.setattr(Console, "is_terminal", property(lambda self: True))
    monkeypatch.setattr(cli_module, "_estimated_total", lambda paths, options: 3)  # the first MiB misled it
    monkeypatch.setattr(cli_module, "_PROGRESS_REFRESH_SECONDS", 0.0)  # draw after every document
    assert list(_progress(records, False, ["many.jsonl"], ReadOptions())) == records
    shown = [(int(done), int(total)) for done, total in
             re.findall(r"(\d+) / about (\d+) documents", capsys.readouterr().err)]  # fmt: skip
    assert [done for done, _ in shown][-1] == 6
    assert all(done < total for done, total in shown), shown


@pytest.mark.parametrize(("estimate", "done", "shown"), [(1983, 1983, 2002), (3, 5, 6), (10_000, 50, 10_000)])
def test_streaming_shown_total_stays_ahead_of_the_count(estimate: int, done: int, shown: int) -> None:
    assert shown_total(estimate, done) == shown


def _novel_words(seed_documents: list[SourceDocument], start: int, count: int) -> list[SourceDocument]:
    """Seed abstracts each followed by a sentence of words no other document has."""
    sentence = "We call it Zq{i}x-{i} and beat Wv{i}q by {i}.5%."
    return [SourceDocument(f"n{i}", f"{seed_documents[i % 5].text} {sentence.format(i=i)}")
            for i in range(start, start + count)]  # fmt: skip


def test_streaming_memory_zones_keep_the_output(seed_documents: list[SourceDocument],
                                                extractor: Extractor) -> None:  # fmt: skip
    documents = _novel_words(seed_documents, 0, 30)
    zoned = Extractor()
    zoned.warm_documents, zoned.zone_documents = 3, 4
    expected = [document_json(r) for r in extractor.documents(documents)]
    assert [document_json(r) for r in zoned.documents(documents)] == expected


def test_streaming_memory_zones_free_new_words(seed_documents: list[SourceDocument]) -> None:
    # spaCy keeps every new word's string for ever; past the warm-up, each zone frees what it added
    zoned = Extractor()
    zoned.warm_documents, zoned.zone_documents = 2, 5
    list(zoned.documents(_novel_words(seed_documents, 0, 12)))
    after_first = len(zoned.nlp.vocab.strings)
    list(zoned.documents(_novel_words(seed_documents, 100, 40)))
    assert len(zoned.nlp.vocab.strings) == after_first


def test_streaming_freezes_the_long_lived_objects_after_the_warm_up(seed_documents: list[SourceDocument]) -> None:
    # a full garbage collection walked the pipeline, its rules and per-word caches about every 1,000
    # documents; after the warm-up they are frozen out of the collector's view, and the output is the same
    documents = _novel_words(seed_documents, 0, 8)
    gc.unfreeze()
    streaming = Extractor()
    streaming.warm_documents, streaming.zone_documents = 3, 4
    records = streaming.documents(documents)
    warm = [document_json(record) for record in itertools.islice(records, 3)]
    assert gc.get_freeze_count() == 0
    rest = [document_json(record) for record in records]
    assert gc.get_freeze_count() > 10_000  # the pipeline and its rules: ~100,000 objects
    unfrozen = Extractor()
    unfrozen.warm_documents, unfrozen.freeze_after_warm_up = 3, False
    assert warm + rest == [document_json(record) for record in unfrozen.documents(documents)]


def test_streaming_collects_young_objects_less_often_and_restores_the_thresholds(
        seed_documents: list[SourceDocument]) -> None:  # fmt: skip
    # at Python's 700 the collector walked each abstract's working objects again and again; while documents()
    # runs it waits for 50,000 new objects, and the caller's thresholds are back when the generator ends
    documents = _novel_words(seed_documents, 0, 8)
    before = gc.get_threshold()
    gc.set_threshold(700, 10, 10)
    try:
        streaming = Extractor()
        streaming.warm_documents, streaming.zone_documents = 3, 4
        records = streaming.documents(documents)
        first = document_json(next(records))
        assert gc.get_threshold() == (50_000, 10, 10)
        rest = [document_json(record) for record in records]
        assert gc.get_threshold() == (700, 10, 10)
        abandoned = streaming.documents(documents)
        next(abandoned)
        abandoned.close()  # a consumer that stops early
        assert gc.get_threshold() == (700, 10, 10)
        untouched = Extractor()
        untouched.warm_documents, untouched.young_collection_threshold = 3, None
        untouched_records = untouched.documents(documents)
        expected = [document_json(next(untouched_records))]
        assert gc.get_threshold() == (700, 10, 10)
        expected += [document_json(record) for record in untouched_records]
        assert [first, *rest] == expected
    finally:
        gc.set_threshold(*before)


def _pipe_writer(fifo: Path, first: str, second: str, first_read: threading.Event,
                 gave_up: threading.Event) -> threading.Thread:  # fmt: skip
    """A writer that waits until the reader has the first document before it writes the rest."""

    def write() -> None:
        with open(fifo, "w", encoding="utf-8", newline="") as handle:
            handle.write(first)
            handle.flush()
            if not first_read.wait(20):
                gave_up.set()
            handle.write(second)

    thread = threading.Thread(target=write, daemon=True)
    thread.start()
    return thread


@pytest.mark.parametrize("through", ["path", "stdin"])
def test_streaming_csv_row_by_row(tmp_path: Path, through: str) -> None:
    """CSV is read as it comes, by path and on standard input (a pipe), with a quoted multi-line cell."""
    fifo = tmp_path / "stream.csv"
    os.mkfifo(fifo)
    first_read, gave_up = threading.Event(), threading.Event()
    header_and_row = 'id,title,abstract\r\nr1,One,"We reach 77.8% accuracy\non MMLU."\r\n'
    thread = _pipe_writer(fifo, header_and_row, "r2,Two,It is 3.3x faster.\r\n", first_read, gave_up)
    if through == "path":
        documents = read_documents([fifo], ReadOptions(input_format="csv"))
    else:
        stream = open(fifo, "rb")  # noqa: SIM115 - closed below
        documents = read_documents(["-"], ReadOptions(input_format="csv"), stdin=stream)
    first = next(documents)
    assert not gave_up.is_set()
    first_read.set()
    rest = list(documents)
    thread.join(5)
    if through == "stdin":
        stream.close()
    assert (first.doc_id, first.text, first.title) == ("r1", "We reach 77.8% accuracy\non MMLU.", "One")
    assert [document.doc_id for document in rest] == ["r2"]


def test_streaming_csv_bad_row_in_a_stream_costs_only_itself(tmp_path: Path) -> None:
    """A quote never closed, midway through a piped CSV: one error document at its line, and the rows after it
    are read again as rows of their own."""
    fifo = tmp_path / "broken.csv"
    os.mkfifo(fifo)
    rows = 'id,text\nr1,We reach 77.8% accuracy.\nr2,"It is 3.3x faster.\nr3,It gains 2.1 points.\n'
    written = threading.Event()
    written.set()  # nothing waits: the whole file comes at once, through a pipe that cannot be read twice
    thread = _pipe_writer(fifo, rows, "", written, threading.Event())
    documents = list(read_documents([fifo], ReadOptions(input_format="csv")))
    thread.join(5)
    assert [(d.doc_id, d.error.code if d.error else None) for d in documents] == [
        ("r1", None), ("broken.csv:3", E_BAD_CSV), ("r3", None)]
    assert documents[1].error is not None and documents[1].error.line == 3
