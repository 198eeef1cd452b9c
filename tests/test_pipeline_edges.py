"""The edges where real pipelines live (issue 17): inputs under other names, standard input, signals, odd
output targets, unencodable characters, broken CSV rows, formula cells. See README, "Errors and exit codes".
"""

from __future__ import annotations

import gc
import io
import json
import os
import re
import signal
import stat
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from typer.testing import Result

from abstract_claims import Extractor
from abstract_claims.models import DocumentClaims
from abstract_claims.sources import ReadOptions, SourceDocument, read_documents

FIRST = "We use few-shot learning with a 4-bit quantized Gemma 2 9B model and reach 81.2% F1."
SECOND = "Our method improves PSNR by 1.3 dB over NeRF on the Mill-19 benchmark."
RECORDS = [{"id": "arxiv:1", "text": FIRST}, {"id": "arxiv:2", "text": SECOND}]
JSONL = "".join(json.dumps(record) + "\n" for record in RECORDS).encode()


def read(paths: list[str | Path], stdin: object = None, **options: str) -> list[SourceDocument]:
    warnings: list[str] = []
    return list(read_documents(paths, ReadOptions(**options), stdin=stdin, warn=warnings.append))  # type: ignore[arg-type]


@pytest.fixture
def cli(in_process_cli: Callable[..., Result]) -> Callable[..., Result]:
    return in_process_cli


# ---------------------------------------------------------------- 1. JSONL under another name


@pytest.mark.parametrize("name", ["part-00000", "dump.txt", "abstracts.md", "export.data"])
def test_sources_jsonl_under_another_name_is_read_by_content(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    path.write_bytes(b"\n" + JSONL)
    assert [(d.doc_id, d.text) for d in read([path])] == [("arxiv:1", FIRST), ("arxiv:2", SECOND)]


def test_sources_jsonl_through_a_pipe_is_read_by_content(tmp_path: Path) -> None:
    fifo = tmp_path / "abstracts"  # what <(zcat abstracts.jsonl.gz) hands over: a pipe without a suffix
    os.mkfifo(fifo)
    writer = threading.Thread(target=fifo.write_bytes, args=(JSONL,))
    writer.start()
    documents = read([fifo])
    writer.join()
    assert [d.doc_id for d in documents] == ["arxiv:1", "arxiv:2"]


@pytest.mark.parametrize(
    ("content", "options", "ids"),
    [
        # a text that opens with a brace but holds no JSON object is one plain-text document
        ("{\\em Sparse} attention reaches 81.2% F1.\n\n" + SECOND + "\n", {}, ["dump.txt"]),
        # the format can be forced either way
        (JSONL.decode(), {"input_format": "text"}, ["dump.txt"]),
        (JSONL.decode(), {"input_format": "jsonl"}, ["arxiv:1", "arxiv:2"]),
    ],
)
def test_sources_content_detection_and_forced_format(tmp_path: Path, content: str, options: dict[str, str],
                                                     ids: list[str]) -> None:  # fmt: skip
    path = tmp_path / "dump.txt"
    path.write_text(content, encoding="utf-8")
    assert [d.doc_id for d in read([path], **options)] == ids


def test_sources_jsonl_by_content_keeps_line_numbers_of_bad_lines(tmp_path: Path) -> None:
    path = tmp_path / "part-00001"
    path.write_bytes(JSONL + b"{not json\n")
    documents = read([path])
    assert [d.doc_id for d in documents] == ["arxiv:1", "arxiv:2", "part-00001:3"]
    error = documents[2].error
    assert error is not None and error.code == "E102" and error.line == 3


# ---------------------------------------------------------------- 2. standard input, streamed


class _Trickle(io.RawIOBase):
    """Standard input that serves its bytes in small reads and counts how many it has handed out."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.served = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: memoryview) -> int:  # type: ignore[override]
        piece = self.data[self.served : self.served + min(len(buffer), 4096)]
        buffer[: len(piece)] = piece
        self.served += len(piece)
        return len(piece)


@pytest.mark.parametrize(
    ("data", "options"),
    [
        (JSONL * 20_000, {}),  # ~3 MB of JSONL
        (("Papers\n\n" + (FIRST + "\n\n") * 30_000).encode(), {}),  # seeds style: a header, paragraphs
        (("Papers.\n\n" + (FIRST + "\n\n") * 30_000).encode(), {"input_format": "seeds"}),
    ],
)
def test_sources_standard_input_is_read_as_it_comes(data: bytes, options: dict[str, str]) -> None:
    stdin = _Trickle(data)
    documents = read_documents(["-"], ReadOptions(**options), stdin=io.BufferedReader(stdin))  # type: ignore[arg-type]
    first = next(documents)
    assert first.text == FIRST
    assert stdin.served < 64 * 1024 < len(data)  # the first document came before the rest was read
    assert sum(1 for _ in documents) == (40_000 if data.startswith(b"{") else 30_000) - 1


def test_sources_standard_input_seeds_style_offsets_match_the_file() -> None:
    seeds = sorted((Path(__file__).resolve().parent.parent / "seeds").glob("*.txt"))[0]
    data = seeds.read_bytes()
    from_file = read([seeds])
    from_stdin = read(["-"], stdin=io.BytesIO(data))
    assert [(d.text, d.offset) for d in from_stdin] == [(d.text, d.offset) for d in from_file]
    assert [d.doc_id for d in from_stdin] == [f"stdin:{n}" for n in range(1, len(from_file) + 1)]


def test_sources_standard_input_gzip_is_decompressed() -> None:
    import gzip

    documents = read(["-"], stdin=io.BytesIO(gzip.compress(JSONL)))
    assert [d.doc_id for d in documents] == ["arxiv:1", "arxiv:2"]


# ---------------------------------------------------------------- 7. plain text: no header guessing


@pytest.mark.parametrize(
    ("name", "options", "expected"),
    [
        # a first abstract of one short line without final punctuation is not a header: nothing is dropped
        ("notes.txt", {}, [("notes.txt", "Sparse attention for long inputs\n\n" + SECOND)]),
        # the seeds-style format drops its header line: by its name pattern, or by the flag
        ("notes.seeds.txt", {}, [("notes.seeds.txt:1", SECOND)]),
        ("017_0123456789abcdef.txt", {}, [("017_0123456789abcdef.txt:1", SECOND)]),
        ("notes.txt", {"input_format": "seeds"}, [("notes.txt:1", SECOND)]),
    ],
)
def test_sources_plain_text_has_no_header_guessing(tmp_path: Path, name: str, options: dict[str, str],
                                                   expected: list[tuple[str, str]]) -> None:  # fmt: skip
    path = tmp_path / name
    path.write_text("Sparse attention for long inputs\n\n" + SECOND + "\n", encoding="utf-8")
    assert [(d.doc_id, d.text) for d in read([path], **options)] == expected


# ---------------------------------------------------------------- 6. CSV input: broken rows


def test_sources_csv_unclosed_quote_is_one_error_document_for_its_row(tmp_path: Path) -> None:
    path = tmp_path / "papers.csv"
    path.write_text(f'id,text\na,{FIRST}\nb,"{SECOND}\nc,{FIRST}\nd,"{SECOND}"\n', encoding="utf-8")
    documents = read([path])
    assert [(d.doc_id, d.error.line if d.error else None) for d in documents] == [
        ("a", None), ("papers.csv:3", 3), ("c", None), ("d", None)]  # fmt: skip
    error = documents[1].error
    assert error is not None and error.code == "E107" and "row on line 3 cannot be read" in error.message
    assert [d.text for d in documents[2:]] == [FIRST, SECOND]


def test_sources_csv_extra_cells_are_an_error_never_a_cut(tmp_path: Path) -> None:
    path = tmp_path / "papers.csv"
    path.write_text("id,text\na,We reach 81.2% F1, beating Gemma 2 9B by 3 points.\nb,We reach 5%.,,\n",
                    encoding="utf-8")  # fmt: skip
    cut, trailing_blank_cells = read([path])
    assert cut.error is not None and cut.error.code == "E107" and cut.error.line == 2
    assert "has 3 cells, the header 2" in cut.error.message
    assert trailing_blank_cells.error is None and trailing_blank_cells.text == "We reach 5%."


# ---------------------------------------------------------------- 5. unencodable characters in every writer

# Valid JSON whose strings hold lone surrogates: one in the id, two in the text (before and after a number).
SURROGATE_JSONL = b'{"id": "arxiv:\\ud800", "text": "Lone \\ud800 and \\udfff: we reach 81.2% F1 \\udbff."}\n'
REPLACED_TEXT = "Lone \ufffd and \ufffd: we reach 81.2% F1 \ufffd."


def _claims_index_the_replaced_text(records: list[dict[str, object]]) -> None:
    (record,) = records
    assert record["doc_id"] == "arxiv:\ufffd"
    claims = record["claims"]
    assert isinstance(claims, list) and any(claim["text"] == "81.2%" for claim in claims)
    for claim in claims:  # one U+FFFD per surrogate: offsets into the input text stay right
        assert REPLACED_TEXT[claim["start"] : claim["end"]] == claim["text"]


@pytest.mark.parametrize("output_format", ["json", "jsonl"])
@pytest.mark.parametrize("to_file", [True, False])
def test_export_json_writers_replace_lone_surrogates(cli: Callable[..., Result], tmp_path: Path,
                                                     output_format: str, to_file: bool) -> None:  # fmt: skip
    source = tmp_path / "in.jsonl"
    source.write_bytes(SURROGATE_JSONL)
    out = tmp_path / f"claims.{output_format}"
    result = cli("extract", source, "-f", output_format, "-q", *(["-o", out] if to_file else []))
    assert result.exit_code == 0, result.stderr
    data = out.read_bytes() if to_file else result.stdout_bytes
    text = data.decode("utf-8")  # strict: valid UTF-8
    records = json.loads(text) if output_format == "json" else [json.loads(line) for line in text.splitlines()]
    _claims_index_the_replaced_text(records)


@pytest.mark.parametrize("to_file", [True, False])
def test_spreadsheets_csv_replaces_lone_surrogates(cli: Callable[..., Result], tmp_path: Path,
                                                   to_file: bool) -> None:  # fmt: skip
    import csv

    source = tmp_path / "in.jsonl"
    source.write_bytes(SURROGATE_JSONL)
    out = tmp_path / "claims.csv"
    result = cli("extract", source, "-f", "csv", "-q", *(["-o", out] if to_file else []))
    assert result.exit_code == 0, result.stderr
    data = out.read_bytes() if to_file else result.stdout_bytes
    rows = list(csv.DictReader(io.StringIO(data.decode("utf-8-sig"), newline="")))
    assert {row["doc_id"] for row in rows} == {"arxiv:\ufffd"}
    assert {row["sentence"] for row in rows} == {REPLACED_TEXT}
    for row in rows:
        assert REPLACED_TEXT[int(row["start"]) : int(row["end"])] == row["text"]


def test_spreadsheets_xlsx_replaces_lone_surrogates(cli: Callable[..., Result], tmp_path: Path) -> None:
    from openpyxl import load_workbook

    source = tmp_path / "in.jsonl"
    source.write_bytes(SURROGATE_JSONL)
    out = tmp_path / "claims.xlsx"
    result = cli("extract", source, "-o", out, "-q")
    assert result.exit_code == 0, result.stderr
    workbook = load_workbook(out)  # an invalid file (XML with surrogates) raises here
    rows = list(workbook["claims"].iter_rows(values_only=True))
    header = rows[0]
    cells = [dict(zip(header, row, strict=True)) for row in rows[1:]]
    assert {cell["doc_id"] for cell in cells} == {"arxiv:\ufffd"}
    assert {cell["sentence"] for cell in cells} == {REPLACED_TEXT}


@pytest.mark.parametrize("to_file", [True, False])
def test_render_replaces_lone_surrogates(cli: Callable[..., Result], tmp_path: Path, to_file: bool) -> None:
    source = tmp_path / "in.jsonl"
    source.write_bytes(SURROGATE_JSONL)
    out = tmp_path / "claims.html"
    result = cli("render", source, "-q", *(["-o", out] if to_file else []))
    assert result.exit_code == 0, result.stderr
    page = (out.read_bytes() if to_file else result.stdout_bytes).decode("utf-8")
    assert "arxiv:\ufffd" in page and "Lone \ufffd and \ufffd" in page


# ---------------------------------------------------------------- 9. CSV formula guard


@pytest.mark.parametrize(
    "text",
    ["=1+1", " =1+1", "\u00a0=HYPERLINK(1)", "\n=1+1", "\r\n@SUM(A1)", "\uff1d1+1", "\uff0b7.1 pp",
     "\u3000\uff0dcmd", "\u200b=1", "\t=1", "+7.1 pp"],
)  # fmt: skip
def test_spreadsheets_formula_guard_looks_through_space_and_full_width_forms(text: str) -> None:
    from abstract_claims.spreadsheets import _csv_cell, is_formula_like

    assert is_formula_like(text)
    assert _csv_cell(text) == "'" + text


@pytest.mark.parametrize("text", ["We reach 81.2% F1.", "  81.2% F1", "\u00a0(+3.1)", "81.2%", ""])
def test_spreadsheets_formula_guard_leaves_plain_text(text: str) -> None:
    from abstract_claims.spreadsheets import _csv_cell, is_formula_like

    assert not is_formula_like(text)
    assert _csv_cell(text) == text


# ---------------------------------------------------------------- 3. SIGTERM, a killed parent, stale temporary files

CLI = [sys.executable, "-c", "from abstract_claims.cli import main; main()"]
WAIT_SECONDS = 120  # only a bound against hanging for ever, never an assertion on speed


def _wait_for(condition: Callable[[], bool]) -> None:
    deadline = time.monotonic() + WAIT_SECONDS
    while not condition():
        assert time.monotonic() < deadline, "gave up waiting"
        time.sleep(0.05)


def _start_on_open_stdin(args: list[str], env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
    """The command line reading standard input that stays open: the run is under way until it is stopped."""
    process = subprocess.Popen([*CLI, "extract", "-", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, env=env)  # fmt: skip
    assert process.stdin is not None
    process.stdin.write(JSONL * 60)  # 120 documents: more than one chunk for two workers
    process.stdin.flush()
    return process


@pytest.mark.parametrize("suffix", ["json", "xlsx"])
def test_cli_sigterm_exits_143_keeps_the_old_file_and_removes_temporary_files(tmp_path: Path,
                                                                              suffix: str) -> None:  # fmt: skip
    out = tmp_path / f"claims.{suffix}"
    out.write_bytes(b"old")
    scratch = tmp_path / "tmp"  # openpyxl's temporary sheets go to TMPDIR
    scratch.mkdir()
    process = _start_on_open_stdin(["-o", str(out)], env={**os.environ, "TMPDIR": str(scratch)})
    # the temporary files exist once the first documents are extracted and written (XLSX: its sheets)
    _wait_for(lambda: any(p.name.endswith(".partial") for p in tmp_path.iterdir()) or any(scratch.iterdir()))
    process.send_signal(signal.SIGTERM)
    _, stderr = process.communicate()
    assert process.returncode == 143
    assert stderr.decode() == f"abstract-claims: terminated (SIGTERM); {out} was left as it was\n"
    assert out.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == [out.name, "tmp"] and list(scratch.iterdir()) == []


FINALIZER_INTERRUPTED = """
import sys
from abstract_claims import cli
sys.unraisablehook = cli._unraisable  # as cli.main() installs it

class Sheet:
    def __del__(self):  # SIGTERM arriving while a finalizer runs: the handler's exception lands here
        raise cli.Terminated

class Broken:
    def __del__(self):
        raise ValueError("a real bug")

Sheet()
Broken()
"""


def test_sigterm_landing_in_a_finalizer_prints_no_traceback_other_errors_still_do() -> None:
    """Python drops an exception raised in a finalizer with an 'Exception ignored in ...' traceback; the run
    stops at the next document anyway, so the SIGTERM message stays the only line on standard error."""
    done = subprocess.run([sys.executable, "-c", FINALIZER_INTERRUPTED], capture_output=True, text=True,
                          timeout=WAIT_SECONDS, check=True)  # fmt: skip
    assert "Terminated" not in done.stderr
    assert "Exception ignored in" in done.stderr and "ValueError: a real bug" in done.stderr


def _children(pid: int) -> list[int]:
    return [int(child) for child in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]


def _running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except FileNotFoundError:
        return False
    return state not in ("Z", "X")  # a zombie has ended; only its parent's wait is missing


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs Linux /proc to find the workers")
def test_parallel_workers_stop_when_their_parent_is_killed() -> None:
    process = _start_on_open_stdin(["-w", "2", "-f", "jsonl", "-q"])
    _wait_for(lambda: len(_children(process.pid)) == 2)
    workers = _children(process.pid)
    process.kill()  # SIGKILL: the parent can clean nothing up
    process.communicate()
    _wait_for(lambda: not any(_running(worker) for worker in workers))


@pytest.mark.parametrize(("options", "kept"), [([], True), (["--remove-partial"], False)])
def test_cli_stale_partial_files_are_named_and_removed_on_request(cli: Callable[..., Result], tmp_path: Path,
                                                                   options: list[str], kept: bool) -> None:  # fmt: skip
    source = tmp_path / "in.jsonl"
    source.write_bytes(JSONL)
    stale = tmp_path / ".claims.json.k3v9x2.partial"  # what a run killed with SIGKILL leaves
    stale.write_bytes(b"[\n")
    result = cli("extract", source, "-o", tmp_path / "claims.json", "-q", *options)
    assert result.exit_code == 0
    assert "[E405]" in result.stderr and str(stale) in result.stderr
    assert stale.exists() is kept
    assert len(json.loads((tmp_path / "claims.json").read_text(encoding="utf-8"))) == 2


# ---------------------------------------------------------------- 4. -o onto a FIFO or a symbolic link


def test_export_output_onto_a_fifo_is_written_into_it(cli: Callable[..., Result], tmp_path: Path) -> None:
    source = tmp_path / "in.jsonl"
    source.write_bytes(JSONL)
    fifo = tmp_path / "claims.jsonl"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()))
    reader.start()
    result = cli("extract", source, "-o", fifo, "-q")
    reader.join()
    assert result.exit_code == 0, result.stderr
    assert [json.loads(line)["doc_id"] for line in received[0].splitlines()] == ["arxiv:1", "arxiv:2"]
    assert stat.S_ISFIFO(fifo.lstat().st_mode)  # still the FIFO, not a regular file in its place
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".partial")] == []


@pytest.mark.parametrize("target_exists", [True, False])
def test_export_output_onto_a_symlink_replaces_its_target(cli: Callable[..., Result], tmp_path: Path,
                                                          target_exists: bool) -> None:  # fmt: skip
    source = tmp_path / "in.jsonl"
    source.write_bytes(JSONL)
    (tmp_path / "results").mkdir()
    target = tmp_path / "results" / "claims-v2.jsonl"
    if target_exists:
        target.write_bytes(b"old\n")
    link = tmp_path / "claims.jsonl"
    link.symlink_to(target)
    result = cli("extract", source, "-o", link, "-q")
    assert result.exit_code == 0, result.stderr
    assert link.is_symlink() and link.resolve() == target.resolve()
    assert [json.loads(line)["doc_id"] for line in target.read_text().splitlines()] == ["arxiv:1", "arxiv:2"]
    assert sorted(p.name for p in (tmp_path / "results").iterdir()) == ["claims-v2.jsonl"]


# ---------------------------------------------------------------- 10. XLSX interrupted


def test_spreadsheets_interrupted_xlsx_leaves_no_tracebacks_and_no_temporary_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, extractor: Extractor
) -> None:
    from openpyxl.worksheet import _writer

    from abstract_claims.spreadsheets import write_xlsx

    unraisable: list[object] = []
    monkeypatch.setattr(sys, "unraisablehook", unraisable.append)
    known = set(_writer.ALL_TEMP_FILES)

    def interrupted() -> Iterator[DocumentClaims]:
        for index in range(30):
            if index == 20:
                raise KeyboardInterrupt  # Ctrl-C while the sheets are half written
            yield extractor.document(SourceDocument(f"d{index}", FIRST))

    out = tmp_path / "claims.xlsx"
    with pytest.raises(KeyboardInterrupt):
        write_xlsx(interrupted(), out)
    gc.collect()  # the half-written sheets' generators are finalised here at the latest
    assert unraisable == []
    new = set(_writer.ALL_TEMP_FILES) - known
    assert not any(Path(name).exists() for name in new)
    assert list(tmp_path.iterdir()) == []


# ---------------------------------------------------------------- 8. bounded work on pathological text


@pytest.mark.parametrize("run", ["%" * 20_000, "(" * 20_000, "((((]]]]" * 2_000])
def test_extractor_long_punctuation_runs_are_skipped_and_the_rest_is_read(extractor: Extractor,
                                                                          run: str) -> None:  # fmt: skip
    from abstract_claims.extractor import PUNCTUATION_RUN, bounded_segments

    text = f"{FIRST} {run} {SECOND}"
    pieces = list(bounded_segments(text))
    long_run = re.compile(rf"[^\w\s]{{{PUNCTUATION_RUN}}}")
    assert not any(long_run.search(text[a:b]) for a, b in pieces)
    assert sum(b - a for a, b in pieces) == len(text) - len(run)  # only the run is left out
    record = extractor.document(SourceDocument("d", text))
    assert not record.errors
    alone = {(c.text, c.type) for c in extractor.document(SourceDocument("f", FIRST)).claims}
    alone |= {(c.text, c.type) for c in extractor.document(SourceDocument("s", SECOND)).claims}
    assert {(c.text, c.type) for c in record.claims} == alone
    assert all(text[c.start : c.end] == c.text for c in record.claims)


def test_extractor_overlong_sentences_are_read_in_bounded_pieces(extractor: Extractor) -> None:
    from abstract_claims.extractor import SENTENCE_PIECE, bounded_segments, has_pathological_parts

    items = ", ".join(f"{(index * 37) % 1000 / 10:.1f}%" for index in range(3_400))  # one 24 KB sentence
    text = f"{FIRST} The accuracies on the 3,400 tasks are {items}. {SECOND}"
    assert has_pathological_parts(text)
    pieces = list(bounded_segments(text))
    assert max(b - a for a, b in pieces) <= SENTENCE_PIECE
    assert "".join(text[a:b] for a, b in pieces) == text  # nothing skipped: only punctuation runs are
    record = extractor.document(SourceDocument("list", text))
    numbers = [c for c in record.claims if c.type == "number"]
    assert len([c for c in numbers if c.text.endswith("%")]) >= 3_400
    assert all(text[c.start : c.end] == c.text for c in record.claims)


def test_extractor_real_abstracts_are_never_cut(seed_documents: list[SourceDocument], gold: list[dict]) -> None:
    from abstract_claims.extractor import has_pathological_parts

    texts = [document.text for document in seed_documents] + [record["text"] for record in gold]
    assert not any(has_pathological_parts(text) for text in texts)  # so their output stays byte-identical


def test_extractor_time_limit_records_an_error_and_goes_on(extractor: Extractor,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    limited = Extractor(nlp=extractor.nlp, time_limit=0.05)
    run = limited._run

    def hangs_on_slow(text: str, doc_id: str) -> object:
        if doc_id == "slow":
            time.sleep(600)  # a document the rules never finish; SIGALRM ends the sleep
        return run(text, doc_id)

    monkeypatch.setattr(limited, "_run", hangs_on_slow)
    slow, fine = limited.documents([SourceDocument("slow", FIRST), SourceDocument("fine", FIRST)])
    assert [error.code for error in slow.errors] == ["E202"] and slow.claims == []
    assert "time limit of 0.05 s" in slow.errors[0].message
    assert not fine.errors and any(claim.text == "81.2%" for claim in fine.claims)


def test_cli_time_limit_option_stops_one_document_and_exits_1(tmp_path: Path) -> None:
    items = ", ".join(f"{(index * 37) % 1000 / 10:.1f}%" for index in range(20_000))  # seconds of work
    source = tmp_path / "in.jsonl"
    source.write_text(json.dumps({"id": "list", "text": f"Scores: {items}."}) + "\n" + JSONL.decode(),
                      encoding="utf-8")  # fmt: skip
    result = subprocess.run([*CLI, "extract", str(source), "-f", "jsonl", "-q", "--time-limit", "0.5"],
                            capture_output=True, check=False)  # fmt: skip
    assert result.returncode == 1
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert [record["doc_id"] for record in records] == ["list", "arxiv:1", "arxiv:2"]
    assert [error["code"] for error in records[0]["errors"]] == ["E202"]
    assert all(not record["errors"] and record["claims"] for record in records[1:])
