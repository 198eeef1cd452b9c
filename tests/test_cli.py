"""``abstract-claims extract`` on every input format, the output formats, and ``abstract-claims schema``.

Each input test checks the documents (how many, their ids and order, ``source`` and ``offset``) and that
every claim's span indexes the text it came from: ``source_text[offset + start : offset + end]`` for files
of documents, ``record_text[start:end]`` for JSONL / JSON / CSV records. Exit codes and unreadable inputs
are tested in test_cli_exit_codes.py and test_bad_input.py.
"""

from __future__ import annotations

import csv
import json
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from abstract_claims import Extractor
from abstract_claims.cli import app

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "seeds"
SEED_FILES = sorted(SEEDS.glob("*.txt"))

# Real sentences from the seed abstracts.
BMATTN = (r"BMAttn achieves a \textbf{3.3x} speedup on long-context tasks with negligible accuracy loss, "
          r"and up to \textbf{5x} speedup with minimal degradation")  # fmt: skip
CORP = r"CoRP improves the base model by $8.1$ points on average."
ECC = (r"Extensive quantitative and qualitative evaluations demonstrate that ECC significantly improves LLM "
       r"capability ranking quality, outperforming human-labeled and embedding-based baselines by an average "
       r"of **17.64** and **18.02** percentage points, respectively")  # fmt: skip

# (sentence, number text, value, unit, approx) that every run on these sentences must report.
KNOWN_NUMBERS = {
    BMATTN: [("3.3x", 3.3, "x", None), ("5x", 5.0, "x", "up to")],
    CORP: [("8.1", 8.1, "points", "average")],
    ECC: [("17.64", 17.64, "pp", "average"), ("18.02", 18.02, "pp", "average")],
}


# ---------------------------------------------------------------- helpers


@pytest.fixture
def cli(monkeypatch: pytest.MonkeyPatch, extractor: Extractor) -> Callable[..., Result]:
    """`abstract-claims ARGS` in this process (cwd: the checkout), with the session's extractor."""
    monkeypatch.setattr("abstract_claims.extractor.Extractor", lambda rules_dir=None, **options: extractor)
    monkeypatch.chdir(ROOT)

    def run(*args: str | Path, stdin: str | bytes | None = None) -> Result:
        result = CliRunner().invoke(app, [str(a) for a in args], input=stdin)
        assert result.exit_code == 0, (result.exit_code, result.stderr, result.exception)
        return result

    return run


def documents_of(stdout: str, output_format: str = "json") -> list[dict[str, Any]]:
    """Parse the command's output, insisting on its shape: one JSON array, or one object per line."""
    if output_format == "json":
        parsed = json.loads(stdout)
        assert isinstance(parsed, list)
        return parsed
    lines = stdout.splitlines()
    assert stdout.endswith("\n") and all(lines)
    parsed = [json.loads(line) for line in lines]
    assert all(isinstance(record, dict) for record in parsed)
    return parsed


def assert_spans_index(document: dict[str, Any], text: str) -> None:
    """Every claim of the document is the slice of ``text`` its offsets name."""
    for claim in document["claims"]:
        assert text[claim["start"] : claim["end"]] == claim["text"], (document["doc_id"], claim)


def assert_source_spans(document: dict[str, Any], source_text: str) -> None:
    offset = document["offset"]
    assert isinstance(offset, int)
    for claim in document["claims"]:
        start, end = offset + claim["start"], offset + claim["end"]
        assert source_text[start:end] == claim["text"], (document["doc_id"], claim)


def assert_known_numbers(document: dict[str, Any], sentence: str) -> None:
    numbers = {c["text"]: c for c in document["claims"] if c["type"] == "number"}
    for text, value, unit, approx in KNOWN_NUMBERS[sentence]:
        assert text in numbers, (document["doc_id"], sorted(numbers))
        got = numbers[text]
        assert (got["value"], got["unit"], got["approx"]) == (pytest.approx(value), unit, approx), got


def seeds_paragraphs(text: str) -> list[tuple[int, str]]:
    """(offset, paragraph) of each blank-line separated block, found independently of the package."""
    found = []
    for match in re.finditer(r"\S(?:.*?\S)?(?=\n[ \t]*\n|\s*\Z)", text, flags=re.DOTALL):
        found.append((match.start(), match.group()))
    return found


def expected_seed_documents(path: Path) -> list[tuple[str, int, str]]:
    """(doc_id, offset, text) of each abstract of a seeds-style file: the header paragraph is skipped."""
    blocks = seeds_paragraphs(path.read_text(encoding="utf-8"))
    header_offset, header = blocks[0]
    assert header_offset == 0 and "\n" not in header
    return [(f"{path.name}:{n}", offset, text) for n, (offset, text) in enumerate(blocks[1:], 1)]


def write_jsonl(path: Path, records: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


# ---------------------------------------------------------------- seeds-style input


def test_cli_seeds_directory_reads_every_abstract_in_order(cli: Callable[..., Result]) -> None:
    documents = documents_of(cli("extract", "seeds/").stdout)
    expected = [(path, *doc) for path in SEED_FILES for doc in expected_seed_documents(path)]
    assert [d["doc_id"] for d in documents] == [doc_id for _, doc_id, _, _ in expected]
    assert len(expected) > 50  # three seed files of 19 abstracts each
    for document, (path, _, offset, text) in zip(documents, expected, strict=True):
        assert document["source"] == f"seeds/{path.name}"
        assert document["offset"] == offset
        assert document["errors"] == []
        assert_spans_index(document, text)
        assert_source_spans(document, path.read_text(encoding="utf-8"))
    assert sum(len(d["claims"]) for d in documents) > 300  # the seeds are full of numbers and names


@pytest.mark.parametrize("seed_name", ["003_dae900ebcbdb542d.txt"])
@pytest.mark.parametrize("sentence", [BMATTN, CORP, ECC])
def test_cli_seeds_file_offsets_index_the_file(
    cli: Callable[..., Result], seed_name: str, sentence: str
) -> None:
    path = SEEDS / seed_name
    source_text = path.read_text(encoding="utf-8")
    documents = documents_of(cli("extract", f"seeds/{seed_name}").stdout)
    assert [(d["doc_id"], d["offset"]) for d in documents] == [
        (doc_id, offset) for doc_id, offset, _ in expected_seed_documents(path)
    ]
    for document in documents:
        assert_source_spans(document, source_text)
    sentence_at = source_text.index(sentence)
    holder = next(d for d in reversed(documents) if d["offset"] <= sentence_at)
    in_sentence = {
        **holder,
        "claims": [c for c in holder["claims"] if c["type"] == "number"
                   and sentence_at <= holder["offset"] + c["start"] < sentence_at + len(sentence)],
    }  # fmt: skip
    assert_known_numbers(in_sentence, sentence)


# ---------------------------------------------------------------- plain text


@pytest.mark.parametrize(
    ("name", "content", "options", "text"),
    [
        ("bmattn.txt", "\n\n   " + BMATTN + "\n", [], BMATTN),
        # a short first line would be a seeds header in auto mode; --input-format text keeps one document
        ("notes.txt", "Speedups\n\n" + BMATTN + "\n", ["--input-format", "text"], "Speedups\n\n" + BMATTN),
    ],
)
def test_cli_plain_text_file_is_one_document_named_after_the_file(
    cli: Callable[..., Result], tmp_path: Path, name: str, content: str, options: list[str], text: str
) -> None:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    (document,) = documents_of(cli("extract", path, *options).stdout)
    assert document["doc_id"] == name
    assert document["source"] == str(path)
    assert document["offset"] == content.index(text)
    assert_source_spans(document, content)
    assert_spans_index(document, text)
    assert_known_numbers(document, BMATTN)


# ---------------------------------------------------------------- JSONL, JSON, CSV records


@pytest.mark.parametrize(
    ("records", "options", "expected_ids"),
    [
        ([{"id": "paper-1", "text": BMATTN}, {"doc_id": "paper-2", "abstract": CORP},
          {"id": 17, "title": "ECC", "text": ECC}], [], ["paper-1", "paper-2", "17"]),
        ([{"paper": "p-b", "body": CORP, "text": "no claims here"}, {"paper": "p-a", "body": BMATTN}],
         ["--text-field", "body", "--id-field", "paper"], ["p-b", "p-a"]),
    ],
)  # fmt: skip
def test_cli_jsonl_records_keep_their_ids_and_order(
    cli: Callable[..., Result], tmp_path: Path, records: list[dict[str, Any]], options: list[str],
    expected_ids: list[str],
) -> None:  # fmt: skip
    path = write_jsonl(tmp_path / "abstracts.jsonl", records)
    documents = documents_of(cli("extract", path, *options).stdout)
    assert [d["doc_id"] for d in documents] == expected_ids
    text_field = options[options.index("--text-field") + 1] if options else None
    for document, record in zip(documents, records, strict=True):
        text = record[text_field] if text_field else record.get("text", record.get("abstract"))
        assert document["source"] == str(path)
        assert document["offset"] is None
        assert document["errors"] == []
        assert_spans_index(document, text)
        assert_known_numbers(document, text)


@pytest.mark.parametrize("records", [[{"id": "b", "text": CORP}, {"id": "a", "abstract": BMATTN}]])
def test_cli_json_array_file_is_read_item_by_item(
    cli: Callable[..., Result], tmp_path: Path, records: list[dict[str, Any]]
) -> None:
    path = tmp_path / "abstracts.json"
    path.write_text(json.dumps(records, indent=2), encoding="utf-8")
    documents = documents_of(cli("extract", path).stdout)
    assert [d["doc_id"] for d in documents] == ["b", "a"]
    for document, text in zip(documents, [CORP, BMATTN], strict=True):
        assert document["offset"] is None
        assert_spans_index(document, text)
        assert_known_numbers(document, text)


@pytest.mark.parametrize(
    ("header", "options"),
    [
        (["id", "title", "text"], []),
        (["paper_id", "title", "summary"], ["--text-field", "summary", "--id-field", "paper_id"]),
    ],
)
def test_cli_csv_rows_are_documents_with_their_ids(
    cli: Callable[..., Result], tmp_path: Path, header: list[str], options: list[str]
) -> None:
    # quotes, commas and a line break inside a cell must survive CSV quoting with offsets intact
    texts = [BMATTN, 'Results, in short:\n"' + CORP + '"', ECC]
    path = tmp_path / "abstracts.csv"
    with open(path, "w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(header)
        writer.writerows([[f"row-{n}", "a title, with a comma", text] for n, text in enumerate(texts, 1)])
    documents = documents_of(cli("extract", path, *options).stdout)
    assert [d["doc_id"] for d in documents] == ["row-1", "row-2", "row-3"]
    for document, text, sentence in zip(documents, texts, [BMATTN, CORP, ECC], strict=True):
        assert document["source"] == str(path)
        assert document["offset"] is None
        assert_spans_index(document, text)
        assert_known_numbers(document, sentence)


# ---------------------------------------------------------------- standard input


@pytest.mark.parametrize("records", [[{"id": "x1", "text": BMATTN}, {"doc_id": "x2", "abstract": CORP}]])
def test_cli_stdin_jsonl(cli: Callable[..., Result], records: list[dict[str, Any]]) -> None:
    stdin = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    documents = documents_of(cli("extract", "-", stdin=stdin).stdout)
    assert [(d["doc_id"], d["source"], d["offset"]) for d in documents] == [
        ("x1", "<stdin>", None), ("x2", "<stdin>", None)
    ]  # fmt: skip
    for document, text in zip(documents, [BMATTN, CORP], strict=True):
        assert_spans_index(document, text)
        assert_known_numbers(document, text)


@pytest.mark.parametrize("stdin", ["\n  " + CORP + "\n"])
def test_cli_stdin_plain_text_is_one_document(cli: Callable[..., Result], stdin: str) -> None:
    (document,) = documents_of(cli("extract", "-", stdin=stdin).stdout)
    assert (document["doc_id"], document["source"]) == ("stdin", "<stdin>")
    assert document["offset"] == stdin.index(CORP)
    assert_source_spans(document, stdin)
    assert_known_numbers(document, CORP)


# ---------------------------------------------------------------- output formats


@pytest.mark.parametrize("output_format", ["json", "jsonl"])
def test_cli_format_option_shapes_standard_output(
    cli: Callable[..., Result], tmp_path: Path, output_format: str
) -> None:
    path = write_jsonl(tmp_path / "in.jsonl", [{"id": "a", "text": BMATTN}, {"id": "b", "text": CORP}])
    stdout = cli("extract", path, "--format", output_format).stdout
    documents = documents_of(stdout, output_format)
    assert [d["doc_id"] for d in documents] == ["a", "b"]
    if output_format == "jsonl":
        assert len(stdout.splitlines()) == 2
        with pytest.raises(json.JSONDecodeError):
            json.loads(stdout)  # two documents, not one JSON value
    else:
        assert stdout.lstrip().startswith("[") and stdout.rstrip().endswith("]")


@pytest.mark.parametrize(
    ("name", "options", "output_format"),
    [
        ("out.jsonl", [], "jsonl"),
        ("out.ndjson", [], "jsonl"),
        ("out.json", [], "json"),
        ("out.json", ["--format", "jsonl"], "jsonl"),  # an explicit format wins over the extension
    ],
)
def test_cli_output_file_format_follows_its_extension(
    cli: Callable[..., Result], tmp_path: Path, name: str, options: list[str], output_format: str
) -> None:
    source = write_jsonl(tmp_path / "in.jsonl", [{"id": "a", "text": BMATTN}, {"id": "b", "text": CORP}])
    out = tmp_path / name
    result = cli("extract", source, "-o", out, *options)
    assert result.stdout == ""
    documents = documents_of(out.read_text(encoding="utf-8"), output_format)
    assert [d["doc_id"] for d in documents] == ["a", "b"]
    assert_known_numbers(documents[0], BMATTN)


# ---------------------------------------------------------------- schema


@pytest.fixture(scope="module")
def schema_text() -> str:
    result = CliRunner().invoke(app, ["schema"])
    assert result.exit_code == 0, result.stderr
    return result.stdout


@pytest.fixture(scope="module")
def seeds_output(extractor: Extractor) -> list[dict[str, Any]]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("abstract_claims.extractor.Extractor", lambda rules_dir=None, **options: extractor)
        result = CliRunner().invoke(app, ["extract", str(SEEDS), "--format", "jsonl"])
    assert result.exit_code == 0, result.stderr
    return documents_of(result.stdout, "jsonl")


def test_cli_schema_validates_the_output(schema_text: str, seeds_output: list[dict[str, Any]]) -> None:
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(schema_text)
    validator = jsonschema.Draft202012Validator(schema)
    validator.check_schema(schema)
    for document in seeds_output:
        problems = [error.message for error in validator.iter_errors(document)]
        assert problems == [], document["doc_id"]
    assert {c["type"] for d in seeds_output for c in d["claims"]} >= {"number", "method", "metric", "result"}


@pytest.mark.parametrize(
    ("what", "change"),
    [
        ("claim of an unknown type", lambda c: {**c, "type": "sentiment"}),
        ("number without its value", lambda c: {k: v for k, v in c.items() if k != "value"}),
        ("claim with a key the contract lacks", lambda c: {**c, "confidence": 0.9}),
        ("offset that is not a number", lambda c: {**c, "start": "10"}),
    ],
)
def test_cli_schema_rejects_output_that_breaks_the_contract(
    schema_text: str, seeds_output: list[dict[str, Any]], what: str, change: Callable[[dict], dict]
) -> None:
    jsonschema = pytest.importorskip("jsonschema")
    validator = jsonschema.Draft202012Validator(json.loads(schema_text))
    document = next(d for d in seeds_output if any(c["type"] == "number" for c in d["claims"]))
    claims = [change(c) if c["type"] == "number" else c for c in document["claims"]]
    assert not validator.is_valid({**document, "claims": claims}), what


def test_cli_schema_snapshot(schema_text: str, file_regression: Any) -> None:
    """The output contract as `abstract-claims schema` prints it: a change here is a contract change."""
    assert json.loads(schema_text)["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    file_regression.check(schema_text, extension=".json")


# ---------------------------------------------------------------- the installed console script


def _console_script() -> str:
    found = shutil.which("abstract-claims", path=str(Path(sys.executable).parent)) or shutil.which(
        "abstract-claims"
    )
    assert found, "the abstract-claims console script is not installed next to this Python"
    return found


@pytest.mark.parametrize(
    ("args", "stdin"),
    [
        (["extract", "seeds/004_1fb232c8072e575b.txt", "--format", "jsonl"], None),
        (["extract", "-", "--format", "json"], ("\n" + BMATTN + "\n").encode()),
    ],
)
def test_cli_console_script_matches_the_in_process_run(
    cli: Callable[..., Result], args: list[str], stdin: bytes | None
) -> None:
    completed = subprocess.run([_console_script(), *args], input=stdin, capture_output=True, cwd=ROOT,
                               timeout=120, check=False)  # fmt: skip
    assert completed.returncode == 0, completed.stderr.decode()
    assert b"documents" in completed.stderr  # the summary goes to standard error, not into the output
    in_process = cli(*args, stdin=stdin)
    assert completed.stdout == in_process.stdout_bytes
    output_format = args[args.index("--format") + 1]
    assert documents_of(completed.stdout.decode("utf-8"), output_format)


@pytest.mark.parametrize(
    ("args", "flags"),
    [(["extract", "--help"], ["--quiet", "--help"]), (["render", "--help"], ["--quiet", "--help"]),
     (["--help"], ["--version", "--help"]), (["dask", "--help"], ["--overwrite", "--quiet"])],
)  # fmt: skip
def test_cli_help_shows_flags_as_flags(args: list[str], flags: list[str]) -> None:
    result = CliRunner().invoke(app, args, env={"COLUMNS": "160"})
    assert result.exit_code == 0
    assert "<bool>" not in result.output  # an on/off option takes no value
    for flag in flags:
        assert re.search(rf"{flag}\b", result.output), flag
    if args[0] == "extract":  # options that take a value still show its type
        assert re.search(r"--workers\s+-w\s+<int range>", result.output)


@pytest.mark.parametrize("input_format", ["jsonl", "csv"])
def test_cli_carries_the_title_of_a_record(cli: Callable[..., Result], tmp_path: Path, input_format: str) -> None:
    records = [{"id": "2503.11750", "title": "CoRP: Corrective\n  Preference Tuning", "text": CORP},
               {"id": "2503.11751", "text": BMATTN}]  # fmt: skip
    if input_format == "jsonl":
        path = write_jsonl(tmp_path / "papers.jsonl", records)
    else:
        path = tmp_path / "papers.csv"
        with open(path, "w", encoding="utf-8", newline="") as handle:
            writer = csv.DictWriter(handle, ["id", "title", "text"])
            writer.writeheader()
            writer.writerows(records)
    documents = documents_of(cli("extract", path).stdout)
    assert [(d["doc_id"], d["title"]) for d in documents] == [
        ("2503.11750", "CoRP: Corrective\n  Preference Tuning"), ("2503.11751", None)]  # as written
    assert_known_numbers(documents[0], CORP)
