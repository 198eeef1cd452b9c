"""Reading inputs into documents with ids and offsets.

Formats:
- ``seeds``: a header line, then one abstract per blank-line separated paragraph (the files in seeds/);
  doc_id ``<file name>:<n>``, ``offset`` where the abstract starts in the file.
- ``text``: the whole file is one document; doc_id is the file name.
- ``jsonl``: one JSON object per line (``text`` or ``abstract``; id from ``id`` or ``doc_id``), read line by
  line in constant memory; a ``.json`` file may hold one array of such objects.
- ``csv``: a header row with an id column and a text column.
Files ending in ``.gz`` are decompressed on the fly. ``-`` reads standard input.

Offsets index the text exactly as read: the file is decoded, never newline-translated, so ``\\r\\n`` stays.
A record that cannot be read becomes a document carrying an error, never a silent gap.
"""

from __future__ import annotations

import codecs
import csv
import gzip
import io
import json
import re
import sys
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Literal

from .errors import (
    E_BAD_CSV,
    E_BAD_JSON,
    E_BINARY,
    E_EMPTY_INPUT,
    E_MISSING_FIELD,
    E_NO_SUCH_PATH,
    E_NOT_UTF8,
    E_UNKNOWN_FORMAT,
    InputError,
)
from .models import DocumentError

InputFormat = Literal["auto", "seeds", "text", "jsonl", "csv"]
TEXT_FIELDS = ("text", "abstract")
ID_FIELDS = ("id", "doc_id")
STDIN = "-"
_KNOWN_SUFFIXES = {".txt": "auto", ".md": "auto", ".jsonl": "jsonl", ".ndjson": "jsonl", ".json": "jsonl",
                   ".csv": "csv", ".tsv": "csv"}  # fmt: skip
_BLANK_LINES = re.compile(r"\r?\n(?:[ \t]*\r?\n)+")
_HEADER_MAX_LENGTH = 150


@dataclass(frozen=True, slots=True)
class SourceDocument:
    """One document to extract from, or a record that could not be read (``error`` set, ``text`` empty)."""

    doc_id: str
    text: str
    source: str | None = None
    offset: int | None = None
    error: DocumentError | None = None


@dataclass(frozen=True, slots=True)
class ReadOptions:
    input_format: InputFormat = "auto"
    text_field: str | None = None
    id_field: str | None = None
    encoding: str = "utf-8"
    encoding_errors: Literal["strict", "replace"] = "strict"


def read_documents(paths: Sequence[str | Path], options: ReadOptions | None = None,
                   stdin: IO[str] | None = None) -> Iterator[SourceDocument]:  # fmt: skip
    """Every document of every input, in order. Raises :class:`InputError` before yielding for bad paths."""
    options = options or ReadOptions()
    files = list(_expand(paths))
    for path in files:
        if path == STDIN:
            yield from _read_stdin(stdin or sys.stdin, options)
        else:
            yield from read_file(Path(path), options)


def _expand(paths: Sequence[str | Path]) -> Iterator[str | Path]:
    if not paths:
        raise InputError(E_NO_SUCH_PATH, "no input given: name files or directories, or '-' for standard input")
    for raw in paths:
        if str(raw) == STDIN:
            yield STDIN
            continue
        path = Path(raw)
        if path.is_dir():
            found = sorted(p for p in path.rglob("*") if p.is_file() and _format_of(p) is not None)
            if not found:
                raise InputError(
                    E_EMPTY_INPUT,
                    f"{path}: directory holds no readable input (.txt, .md, .jsonl, .json, .csv, optionally .gz)",
                )
            yield from found
        elif path.is_file():
            yield path
        else:
            raise InputError(E_NO_SUCH_PATH, f"{path}: no such file or directory")


def _format_of(path: Path) -> str | None:
    suffixes = [s.lower() for s in path.suffixes]
    if suffixes and suffixes[-1] == ".gz":
        suffixes = suffixes[:-1]
    return _KNOWN_SUFFIXES.get(suffixes[-1]) if suffixes else None


def read_file(path: Path, options: ReadOptions) -> Iterator[SourceDocument]:
    fmt = options.input_format
    if fmt == "auto":
        fmt = _format_of(path) or "auto"  # type: ignore[assignment]
    if fmt == "jsonl":
        with _open_binary(path) as handle:
            if path.name.lower().removesuffix(".gz").endswith(".json") and _starts_with_array(handle):
                yield from _read_json_array(handle, str(path), options)
            else:
                yield from read_jsonl_lines(handle, str(path), options)
        return
    text = _decode(_read_bytes(path), str(path), options)
    if fmt == "csv":
        yield from read_csv_text(text, str(path), options, delimiter="\t" if ".tsv" in path.suffixes else ",")
    elif fmt == "text":
        yield from _whole_text(text, path.name, str(path))
    elif fmt == "seeds":
        yield from split_seeds(text, path.name, str(path), require_header=False)
    else:
        yield from split_auto(text, path.name, str(path))


def _open_binary(path: Path) -> IO[bytes]:
    if path.suffix.lower() == ".gz":
        return gzip.open(path, "rb")
    return open(path, "rb")


def _read_bytes(path: Path) -> bytes:
    try:
        with _open_binary(path) as handle:
            return handle.read()
    except OSError as error:
        raise InputError(E_NO_SUCH_PATH, f"{path}: cannot read: {error.strerror or error}") from None


def _decode(data: bytes, name: str, options: ReadOptions, line: int | None = None) -> str:
    if b"\x00" in data[:8192] and options.encoding.lower().replace("-", "") in ("utf8", "utf8sig"):
        if data.count(b"\x00") > len(data[:8192]) // 10:
            raise InputError(E_BINARY, f"{name}: looks like a binary file (NUL bytes); give a text, JSONL or CSV file")
    try:
        text = codecs.decode(data, options.encoding, options.encoding_errors)
    except UnicodeDecodeError as error:
        where = f"{name}, line {line}" if line is not None else name
        raise InputError(
            E_NOT_UTF8,
            f"{where}: not valid {options.encoding} at byte {error.start}: {error.reason}; "
            "pass --encoding (e.g. latin-1) or --encoding-errors replace",
        ) from None
    except LookupError:
        raise InputError(E_UNKNOWN_FORMAT, f"unknown encoding {options.encoding!r}") from None
    return text.removeprefix("\ufeff")


def _whole_text(text: str, name: str, source: str) -> Iterator[SourceDocument]:
    stripped = text.strip()
    if not stripped:
        return
    yield SourceDocument(name, stripped, source, text.index(stripped[0]) if stripped else 0)


def paragraphs(text: str) -> Iterator[tuple[int, str]]:
    """(offset, paragraph) for each blank-line separated block, leading and trailing white space cut."""
    position = 0
    for separator in [*_BLANK_LINES.finditer(text), None]:
        end = separator.start() if separator else len(text)
        block = text[position:end]
        stripped = block.strip()
        if stripped:
            yield position + block.index(stripped[0]), stripped
        if separator:
            position = separator.end()


def split_seeds(text: str, name: str, source: str, require_header: bool = True) -> Iterator[SourceDocument]:
    """A seeds-style file: a header line, then one abstract per paragraph, ids '<name>:<n>' from 1."""
    blocks = list(paragraphs(text))
    if blocks and (not require_header or _is_header(blocks[0][1])) and len(blocks) > 1:
        blocks = blocks[1:]
    for number, (offset, paragraph) in enumerate(blocks, 1):
        yield SourceDocument(f"{name}:{number}", paragraph, source, offset)


def split_auto(text: str, name: str, source: str) -> Iterator[SourceDocument]:
    """Seeds-style when the file opens with a short header line followed by paragraphs, else one document."""
    blocks = list(paragraphs(text))
    if len(blocks) > 1 and _is_header(blocks[0][1]):
        yield from split_seeds(text, name, source)
    else:
        yield from _whole_text(text, name, source)


def _is_header(block: str) -> bool:
    return "\n" not in block and len(block) <= _HEADER_MAX_LENGTH


def _field(record: dict[str, object], wanted: str | None, defaults: tuple[str, ...]) -> tuple[str | None, object]:
    for name in (wanted,) if wanted else defaults:
        if name in record:
            return name, record[name]
    return None, None


def record_document(record: object, name: str, line: int, options: ReadOptions) -> SourceDocument:
    """One JSON record as a document (or a document carrying the reason it cannot be read)."""
    fallback_id = f"{Path(name).name}:{line}"
    if not isinstance(record, dict):
        return _error_document(fallback_id, name, line, E_BAD_JSON, f"line {line} is not a JSON object")
    _, raw_id = _field(record, options.id_field, ID_FIELDS)
    doc_id = str(raw_id) if raw_id is not None and raw_id != "" else fallback_id
    field_name, text = _field(record, options.text_field, TEXT_FIELDS)
    if field_name is None:
        wanted = options.text_field or " or ".join(TEXT_FIELDS)
        return _error_document(doc_id, name, line, E_MISSING_FIELD,
                               f"line {line} has no field {wanted!r} (fields: {', '.join(map(str, record))}); "
                               "name the text field with --text-field")  # fmt: skip
    if not isinstance(text, str):
        return _error_document(doc_id, name, line, E_MISSING_FIELD,
                               f"line {line}: field {field_name!r} is {type(text).__name__}, not a string")  # fmt: skip
    return SourceDocument(doc_id, text, name, None)


def _error_document(doc_id: str, source: str, line: int, code: str, message: str) -> SourceDocument:
    return SourceDocument(doc_id, "", source, None, DocumentError(code=code, message=f"{source}: {message}", line=line))


def read_jsonl_lines(handle: Iterable[bytes], name: str, options: ReadOptions) -> Iterator[SourceDocument]:
    """JSONL, line by line: a malformed line becomes a document with an error; the others go on."""
    for line_number, raw in enumerate(handle, 1):
        if line_number == 1:
            raw = raw.removeprefix(codecs.BOM_UTF8)
        if not raw.strip():
            continue
        try:
            line = _decode(raw, name, options, line_number)
        except InputError as error:
            yield _error_document(f"{Path(name).name}:{line_number}", name, line_number, E_NOT_UTF8,
                                  str(error).removeprefix(f"[{E_NOT_UTF8}] {name}: "))  # fmt: skip
            continue
        try:
            record = json.loads(line)
        except ValueError as error:
            yield _error_document(f"{Path(name).name}:{line_number}", name, line_number, E_BAD_JSON,
                                  f"line {line_number} is not valid JSON: {error}")  # fmt: skip
            continue
        yield record_document(record, name, line_number, options)


def _starts_with_array(handle: IO[bytes]) -> bool:
    head = handle.read(64)
    handle.seek(0)
    return head.lstrip(codecs.BOM_UTF8 + b" \t\r\n").startswith(b"[")


def _read_json_array(handle: IO[bytes], name: str, options: ReadOptions) -> Iterator[SourceDocument]:
    text = _decode(handle.read(), name, options)
    try:
        records = json.loads(text)
    except ValueError as error:
        raise InputError(E_BAD_JSON, f"{name}: not valid JSON: {error}") from None
    for index, record in enumerate(records, 1):
        yield record_document(record, name, index, options)


def read_csv_text(text: str, name: str, options: ReadOptions, delimiter: str = ",") -> Iterator[SourceDocument]:
    reader = csv.DictReader(io.StringIO(text, newline=""), delimiter=delimiter)
    columns = reader.fieldnames or []
    text_column = options.text_field or next((c for c in TEXT_FIELDS if c in columns), None)
    id_column = options.id_field or next((c for c in ID_FIELDS if c in columns), None)
    if text_column not in columns or (options.id_field and id_column not in columns):
        missing = text_column if text_column not in columns else id_column
        raise InputError(
            E_BAD_CSV,
            f"{name}: no column {missing or 'text'!r} (columns: {', '.join(columns) or 'none'}); "
            "name them with --text-field and --id-field",
        )
    for row in reader:
        line = reader.line_num
        value = row.get(text_column or "")
        doc_id = (row.get(id_column) if id_column else None) or f"{Path(name).name}:{line}"
        if value is None:
            yield _error_document(doc_id, name, line, E_BAD_CSV, f"row ending on line {line} has no {text_column!r} cell")
        else:
            yield SourceDocument(doc_id, value, name, None)


def _read_stdin(stream: IO[str], options: ReadOptions) -> Iterator[SourceDocument]:
    text = stream.read().removeprefix("\ufeff")
    fmt = options.input_format
    if fmt == "auto":
        fmt = "jsonl" if text.lstrip().startswith("{") else "auto"
    if fmt == "jsonl":
        yield from read_jsonl_lines(io.BytesIO(text.encode("utf-8")), "<stdin>", options)
    elif fmt == "csv":
        yield from read_csv_text(text, "<stdin>", options)
    elif fmt == "text":
        yield from _whole_text(text, "stdin", "<stdin>")
    elif fmt == "seeds":
        yield from split_seeds(text, "stdin", "<stdin>", require_header=False)
    else:
        yield from split_auto(text, "stdin", "<stdin>")
