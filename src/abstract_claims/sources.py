"""Reading inputs into documents with ids and offsets.

Formats:
- ``seeds``: a header line, then one abstract per blank-line separated paragraph (the files in seeds/);
  doc_id ``<file name>:<n>``, ``offset`` where the abstract starts in the file. Read so for a name such as
  ``017_<hex id>.txt`` or ``*.seeds.txt``, or with ``--input-format seeds``.
- ``text``: the whole file is one document; doc_id is the file name. Any other ``.txt`` / ``.md`` file: no
  header line is guessed, so nothing is dropped.
- ``jsonl``: one JSON object per line (``text`` or ``abstract``; id from ``id`` or ``doc_id``), read line by
  line in constant memory; a ``.json`` file may hold one array of such objects, or one object. A file whose
  name does not say (``part-00000``, ``dump.txt``, a pipe such as ``<(zcat f.jsonl.gz)``) is JSONL when its
  first non-blank byte is ``{`` and its first lines hold a JSON object.
- ``csv``: a header row with an id column and a text column.
A JSONL field or CSV column ``title`` (a string) becomes the document's title in the output.
Files ending in ``.gz`` (or starting with gzip's magic bytes) are decompressed on the fly. ``-`` reads
standard input, as bytes, decoded like a file and read as it comes: JSONL line by line, seeds-style text
paragraph by paragraph (a short first line followed by paragraphs is its header).

Offsets index the text exactly as read: the bytes are decoded, never newline-translated, so ``\\r\\n`` stays.
A UTF-8 byte order mark at the start of a file is not part of the text: offsets count from the character
after it (as ``path.read_bytes().decode("utf-8-sig")`` gives it).

What is an error of the whole run and what is an error of one document:
- a file that cannot be read at all (missing, unreadable, binary, not in the encoding, corrupt gzip) raises
  :class:`InputError`: the run stops and nothing is written;
- a record that cannot be read inside a readable file (a malformed JSONL line, a line in another encoding,
  a record without its text field, a broken CSV row) becomes a document carrying an error, in its place;
- a file or directory that holds no documents is reported through ``warn`` and skipped.
Nothing is dropped silently.
"""

from __future__ import annotations

import codecs
import contextlib
import csv
import gzip
import io
import itertools
import json
import logging
import re
import sys
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, Literal

from .errors import (
    E_BAD_CSV,
    E_BAD_JSON,
    E_BINARY,
    E_CANNOT_READ,
    E_EMPTY_INPUT,
    E_INPUT_IS_OUTPUT,
    E_MISSING_FIELD,
    E_NO_SUCH_PATH,
    E_NOT_UTF8,
    E_UNKNOWN_ENCODING,
    InputError,
)
from .models import DocumentError

logger = logging.getLogger(__name__)

InputFormat = Literal["auto", "seeds", "text", "jsonl", "csv"]
TEXT_FIELDS = ("text", "abstract")
#: The record field (JSONL) or column (CSV) holding a paper's title, carried to the output when present.
TITLE_FIELD = "title"
ID_FIELDS = ("id", "doc_id")
STDIN = "-"
_KNOWN_SUFFIXES = {".txt": "auto", ".md": "auto", ".jsonl": "jsonl", ".ndjson": "jsonl", ".json": "jsonl",
                   ".csv": "csv", ".tsv": "csv"}  # fmt: skip
_LINE_BREAK = r"(?:\r\n|\r(?!\n)|\n)"  # CRLF, old Mac CR, LF: a CRLF is one line break, never two
_BLANK_LINES = re.compile(_LINE_BREAK + r"(?:[ \t]*" + _LINE_BREAK + ")+")
_HEADER_MAX_LENGTH = 150
_BLANK_LINE = re.compile(r"[ \t]*" + _LINE_BREAK + "?")
_SEEDS_NAME = re.compile(r"\d+_[0-9a-f]{8,}\.(?:txt|md)|.+\.seeds\.(?:txt|md)")
#: Lines looked at to tell JSONL from text when the name does not say.
_DETECTION_LINES = 5
#: Bytes looked at to tell a binary file from text.
_SNIFF_BYTES = 8192
_GZIP_MAGIC = b"\x1f\x8b"
_BINARY_MAGIC = (
    (b"%PDF-", "a PDF document"),
    (b"PK\x03\x04", "a ZIP archive (or a .docx / .xlsx document)"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "an old Microsoft Office document"),
    (b"\x89PNG\r\n\x1a\n", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF8", "a GIF image"),
    (b"\x7fELF", "an executable"),
    (b"BZh", "a bzip2 archive"),
    (b"\xfd7zXZ\x00", "an xz archive"),
    (b"\x28\xb5\x2f\xfd", "a zstd archive"),
)  # fmt: skip
# UTF-32 before UTF-16: the UTF-32-LE mark starts with the UTF-16-LE one.
_OTHER_BOMS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
               (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))  # fmt: skip
# C0 control bytes that never occur in text (tab, line feed, vertical tab, form feed, carriage return and
# escape do).
_CONTROL_BYTES = bytes(b for b in range(32) if b not in (9, 10, 11, 12, 13, 27))
_CSV_FIELD_LIMIT = 2**31 - 1
#: Bytes of a .json file's first line read to tell JSON lines from one JSON value.
_FIRST_LINE_LIMIT = 1 << 24
#: How many skipped file names a warning lists.
_NAMES_SHOWN = 3

Warn = Callable[[str], None]


@dataclass(frozen=True, slots=True)
class SourceDocument:
    """One document to extract from, or a record that could not be read (``error`` set, ``text`` empty)."""

    doc_id: str
    text: str
    source: str | None = None
    offset: int | None = None
    error: DocumentError | None = None
    title: str | None = None


@dataclass(frozen=True, slots=True)
class ReadOptions:
    input_format: InputFormat = "auto"
    text_field: str | None = None
    id_field: str | None = None
    encoding: str = "utf-8"
    encoding_errors: Literal["strict", "replace"] = "strict"


def read_documents(paths: Sequence[str | Path], options: ReadOptions | None = None,
                   stdin: IO[str] | IO[bytes] | None = None, warn: Warn | None = None,
                   output: str | Path | None = None) -> Iterator[SourceDocument]:  # fmt: skip
    """Every document of every input, in order, each exactly once.

    Raises :class:`InputError` before yielding anything for a missing path, an unknown encoding, or an input
    that is also ``output`` (the file the results will replace), and when a file cannot be read at all.
    ``warn`` (default: a logged warning) hears of inputs that hold no documents and of files a directory
    holds that are not read.
    """
    options = options or ReadOptions()
    warn = warn or logger.warning
    check_encoding(options.encoding)
    files = list(_expand(paths, warn))
    if output is not None and str(output) != STDIN:
        _refuse_output_among_inputs(Path(output), files)
    for path in files:
        count = 0
        if path == STDIN:
            documents = _read_stdin(stdin if stdin is not None else sys.stdin, options)
        else:
            documents = read_file(Path(path), options)
        for document in documents:
            count += 1
            yield document
        if count == 0:
            name = "standard input" if path == STDIN else str(path)
            warn(f"[{E_EMPTY_INPUT}] {name}: holds no documents (empty, or only white space); skipped")


def check_encoding(encoding: str) -> None:
    """Raise :class:`InputError` unless ``encoding`` names a text codec Python knows."""
    try:
        info = codecs.lookup(encoding)
    except LookupError:
        raise InputError(E_UNKNOWN_ENCODING, f"unknown encoding {encoding!r}: give a Python codec name, "
                         "e.g. --encoding utf-8, latin-1, cp1252 or utf-16") from None  # fmt: skip
    if not getattr(info, "_is_text_encoding", True):
        raise InputError(E_UNKNOWN_ENCODING, f"{encoding!r} is not a text encoding: give e.g. utf-8, latin-1")


def _refuse_output_among_inputs(output: Path, files: list[str | Path]) -> None:
    try:
        target = output.resolve()
    except OSError:
        return
    for path in files:
        if path != STDIN and Path(path).resolve() == target:
            raise InputError(E_INPUT_IS_OUTPUT, f"{path}: is both an input and the output (-o {output}); "
                             "the run would replace it: write the output elsewhere")  # fmt: skip


def _expand(paths: Sequence[str | Path], warn: Warn) -> Iterator[str | Path]:
    if not paths:
        raise InputError(E_NO_SUCH_PATH, "no input given: name files or directories, or '-' for stdin")
    for raw in paths:
        if str(raw) == STDIN:
            yield STDIN
            continue
        path = Path(raw)
        if path.is_dir():
            yield from _directory_files(path, warn)
        elif path.exists():  # a file, or a pipe such as <(zcat abstracts.jsonl.gz)
            yield path
        else:
            raise InputError(E_NO_SUCH_PATH, f"{path}: no such file or directory; check the path")


def input_files(paths: Sequence[str | Path], warn: Warn | None = None) -> list[str | Path]:
    """The files :func:`read_documents` reads for ``paths``, in its order (directories expanded)."""
    return list(_expand(paths, warn or logger.warning))


def _directory_files(directory: Path, warn: Warn) -> list[Path]:
    """The readable files under directory, sorted; hidden files and folders (``.git``) are not read."""
    found: list[Path] = []
    skipped: list[Path] = []
    for path in sorted(directory.rglob("*")):
        relative = path.relative_to(directory)
        if any(part.startswith(".") for part in relative.parts) or not path.is_file():
            continue
        (found if _format_of(path) is not None else skipped).append(path)
    if skipped:
        names = ", ".join(str(p.relative_to(directory)) for p in skipped[:_NAMES_SHOWN])
        more = f" and {len(skipped) - _NAMES_SHOWN} more" if len(skipped) > _NAMES_SHOWN else ""
        warn(f"{directory}: skipped {len(skipped)} file(s) with other extensions ({names}{more}); "
             "to read one, name it on the command line")  # fmt: skip
    if not found:
        raise InputError(
            E_EMPTY_INPUT,
            f"{directory}: directory holds no readable input (.txt, .md, .jsonl, .ndjson, .json, .csv, .tsv, "
            "optionally .gz); name the files to read",
        )
    return found


def _format_of(path: Path) -> str | None:
    suffixes = [s.lower() for s in path.suffixes]
    if suffixes and suffixes[-1] == ".gz":
        suffixes = suffixes[:-1]
    return _KNOWN_SUFFIXES.get(suffixes[-1]) if suffixes else None


def read_file(path: Path, options: ReadOptions) -> Iterator[SourceDocument]:
    """The documents of one file, read in the format asked for or, with ``auto``, the one its name says;
    a file whose name says nothing (``part-00000``, ``dump.txt``, a pipe) is JSONL when its content is."""
    fmt = options.input_format
    if fmt == "auto":
        fmt = _format_of(path) or "auto"  # type: ignore[assignment]
    name = str(path)
    if fmt == "jsonl" and path.name.lower().removesuffix(".gz").endswith(".json") and not json_lines_file(path, options):
        yield from _read_json_file(_read_bytes(path), name, options)
        return
    if fmt == "csv":
        delimiter = "\t" if ".tsv" in [s.lower() for s in path.suffixes] else ","
        with _open_binary(path) as handle:
            yield from read_csv_lines(_csv_lines(handle, name, options), name, options, delimiter=delimiter)
        return
    with _open_binary(path) as handle:
        yield from _read_stream(handle, name, path.name, fmt, options, _is_seeds_name(path.name))


def _is_seeds_name(name: str) -> bool:
    """A seeds-style file by its name: ``<number>_<hex id>.txt`` as in seeds/, or ``*.seeds.txt``."""
    return _SEEDS_NAME.fullmatch(name.lower().removesuffix(".gz")) is not None


def _read_stream(handle: io.BufferedReader | gzip.GzipFile, name: str, label: str, fmt: str, options: ReadOptions,
                 guess_header: bool) -> Iterator[SourceDocument]:  # fmt: skip
    """A file or standard input in ``fmt`` (``auto``: JSONL by content, else text), read as it comes.

    JSONL is read line by line; with ``guess_header`` (seeds-style names, standard input) text is split into
    paragraphs as it comes, a first short line being a header; otherwise text is one document.
    """
    _sniff(_peek(handle, name), name, options)
    if not _ascii_compatible(options.encoding):  # UTF-16/32: b"\n" is not a line break; decode it whole
        text = _decode(_read_all(handle, name), name, options)
        if fmt == "jsonl" or (fmt == "auto" and _json_object_line(text.lstrip().partition("\n")[0], options)):
            yield from read_jsonl_lines(_text_lines(text), name, options)
        else:
            yield from _split_text(iter([text]), name, label, fmt, guess_header)
        return
    lines = _lines(handle, name)
    if fmt == "auto":
        leading = list(itertools.islice(lines, _DETECTION_LINES))
        lines = itertools.chain(leading, lines)
        if _looks_like_jsonl(leading, options):
            fmt = "jsonl"
    if fmt == "jsonl":
        yield from read_jsonl_lines(lines, name, options)
    else:
        yield from _split_text(_decoded_lines(lines, name, options), name, label, fmt, guess_header)


def _looks_like_jsonl(lines: list[bytes], options: ReadOptions) -> bool:
    """JSONL by content: the first non-blank byte is ``{`` and one of the first lines is a JSON object."""
    content = [line for line in lines if line.strip()]
    if not content or not content[0].removeprefix(codecs.BOM_UTF8).lstrip().startswith(b"{"):
        return False
    return any(_json_object_line(line.removeprefix(codecs.BOM_UTF8), options) for line in content)


def _json_object_line(line: bytes | str, options: ReadOptions) -> bool:
    try:
        text = line if isinstance(line, str) else line.decode(options.encoding, options.encoding_errors)
        return isinstance(json.loads(text), dict)
    except (ValueError, RecursionError):
        return False


def _decoded_lines(lines: Iterable[bytes], name: str, options: ReadOptions) -> Iterator[str]:
    """The text of byte lines, decoded as they come (a byte order mark dropped), split at CR, LF and CRLF."""
    decoder = codecs.getincrementaldecoder(options.encoding)(options.encoding_errors)
    position = 0
    for line_number, raw in enumerate(lines, 1):
        try:
            text = decoder.decode(raw)
        except UnicodeDecodeError as error:
            raise InputError(E_NOT_UTF8, f"{name}: {_decoding_problem(error, options)} at byte "
                             f"{position + error.start} (line {line_number}, byte {error.start + 1} of the "
                             f"line); {_DECODING_ADVICE}") from None  # fmt: skip
        if position == 0:
            text = text.removeprefix("\ufeff")
        position += len(raw)
        yield from io.StringIO(text, newline="")
    try:
        yield from io.StringIO(decoder.decode(b"", final=True), newline="")
    except UnicodeDecodeError as error:
        raise InputError(E_NOT_UTF8, f"{name}: {_decoding_problem(error, options)} at the end of the input; "
                         f"{_DECODING_ADVICE}") from None  # fmt: skip


def _split_text(lines: Iterator[str], name: str, label: str, fmt: str,
                guess_header: bool) -> Iterator[SourceDocument]:  # fmt: skip
    """Text lines as documents: seeds-style paragraphs, or one document (``text``; ``auto`` unless
    ``guess_header`` and the text opens with a header line followed by paragraphs)."""
    if fmt == "text" or (fmt == "auto" and not guess_header):
        yield from _whole_text("".join(lines), label, name)
        return
    recorder = _Recorder(lines)
    blocks = stream_paragraphs(recorder)
    first = next(blocks, None)
    second = next(blocks, None)
    if first is None:
        return
    if second is None and fmt == "seeds":
        yield SourceDocument(f"{label}:1", first[1], name, first[0])
        return
    if second is None or (fmt == "auto" and not _is_header(first[1])):
        for _ in blocks:  # one document: its whole text
            pass
        yield from _whole_text("".join(recorder.kept or ()), label, name)
        return
    recorder.kept = None  # seeds style: paragraphs are documents, read one at a time
    for number, (offset, paragraph) in enumerate(itertools.chain([second], blocks), 1):
        yield SourceDocument(f"{label}:{number}", paragraph, name, offset)


class _Recorder:
    """Lines passed through, and kept (in ``kept``) until told to stop keeping them."""

    def __init__(self, lines: Iterator[str]) -> None:
        self.lines = lines
        self.kept: list[str] | None = []

    def __iter__(self) -> Iterator[str]:
        for line in self.lines:
            if self.kept is not None:
                self.kept.append(line)
            yield line


def stream_paragraphs(lines: Iterable[str]) -> Iterator[tuple[int, str]]:
    """:func:`paragraphs` of text given line by line (line ends kept), in memory of one paragraph."""
    position = 0
    block: list[str] = []
    block_start = 0
    for line in itertools.chain(lines, [None]):
        if line is None or _BLANK_LINE.fullmatch(line):
            text = "".join(block)
            stripped = text.strip()
            if stripped:
                yield block_start + text.index(stripped[0]), stripped
            block = []
            if line is None:
                return
            position += len(line)
            block_start = position
            continue
        block.append(line)
        position += len(line)


def json_lines_file(path: Path, options: ReadOptions) -> bool:
    """True for a ``.json`` file whose first line is a whole JSON object: JSON lines, such as the arXiv
    metadata snapshot (``arxiv-metadata-oai-snapshot.json``, 4 GB), read line by line in constant memory."""
    if not _ascii_compatible(options.encoding):
        return False
    try:
        with _open_binary(path) as handle:
            first = handle.readline(_FIRST_LINE_LIMIT)
        return isinstance(json.loads(first), dict)
    except (InputError, OSError, EOFError, zlib.error, ValueError, RecursionError):
        return False  # not JSON lines, or unreadable: the whole-file reader says what is wrong


@contextlib.contextmanager
def _open_binary(path: Path) -> Iterator[io.BufferedReader | gzip.GzipFile]:  # both have peek()
    """The file's bytes, decompressed when it is gzip (by name or by its first bytes)."""
    try:
        raw = open(path, "rb")  # noqa: SIM115 (closed below)
    except OSError as error:
        raise _unreadable(path, error) from None
    with raw:
        try:
            magic = raw.peek(2)[:2]
        except OSError as error:
            raise _unreadable(path, error) from None
        if path.suffix.lower() == ".gz" or magic == _GZIP_MAGIC:
            with gzip.GzipFile(fileobj=raw, mode="rb") as unzipped:
                yield unzipped
        else:
            yield raw


def _peek(handle: io.BufferedReader | gzip.GzipFile, name: str) -> bytes:
    try:
        return handle.peek(_SNIFF_BYTES)[:_SNIFF_BYTES]
    except (OSError, EOFError, zlib.error) as error:
        raise _unreadable(name, error) from None


def _unreadable(path: Path | str, error: BaseException) -> InputError:
    if isinstance(error, gzip.BadGzipFile | zlib.error | EOFError):
        return InputError(E_CANNOT_READ, f"{path}: cannot decompress: {error}; the gzip file is corrupt or "
                                         "truncated (check it with gzip -t)")  # fmt: skip
    reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
    return InputError(E_CANNOT_READ, f"{path}: cannot read: {reason}; check the file and its permissions")


def _read_all(handle: io.BufferedIOBase, name: str) -> bytes:
    try:
        return handle.read()
    except (OSError, EOFError, zlib.error) as error:
        raise _unreadable(name, error) from None


def _read_bytes(path: Path) -> bytes:
    with _open_binary(path) as handle:
        return _read_all(handle, str(path))


def _lines(handle: io.BufferedIOBase, name: str) -> Iterator[bytes]:
    """The lines of a binary file, turning a read error midway (truncated gzip) into an InputError."""
    iterator = iter(handle)
    while True:
        try:
            line = next(iterator)
        except StopIteration:
            return
        except (OSError, EOFError, zlib.error) as error:
            raise _unreadable(name, error) from None
        yield line


def _text_lines(text: str) -> Iterator[str]:
    """Lines split at ``\n`` only, as a JSONL reader of bytes would (JSON strings may hold U+2028)."""
    return iter(io.StringIO(text, newline="\n"))


def _ascii_compatible(encoding: str) -> bool:
    """True for encodings where b'\\n' is a line break and ASCII bytes are ASCII (not UTF-16/32)."""
    sample = b'{"a": 1}\n,;\t'
    try:
        return sample.decode(encoding) == sample.decode("ascii")
    except (UnicodeDecodeError, LookupError):
        return False


def _sniff(head: bytes, name: str, options: ReadOptions) -> None:
    """Raise :class:`InputError` when the first bytes say the file is not text in an ASCII-like encoding."""
    if not _ascii_compatible(options.encoding):
        return
    for bom, encoding in _OTHER_BOMS:
        if head.startswith(bom):
            raise InputError(E_NOT_UTF8, f"{name}: starts with a {encoding.upper()} byte order mark, so it "
                             f"is {encoding.upper()} text: pass --encoding {encoding}")  # fmt: skip
    for magic, what in _BINARY_MAGIC:
        if head.startswith(magic):
            raise InputError(E_BINARY, f"{name}: is {what}, not text; convert it to text, or give a .txt, "
                             ".jsonl or .csv file")  # fmt: skip
    if not head:
        return
    controls = len(head) - len(head.translate(None, _CONTROL_BYTES))
    try:
        codecs.getincrementaldecoder(options.encoding)("strict").decode(head, final=False)
        decodes = True
    except UnicodeDecodeError:
        decodes = False
    if controls * 10 > len(head) or (not decodes and (b"\x00" in head or controls * 100 > len(head))):
        utf16 = head.count(b"\x00") * 4 > len(head)  # ASCII text in UTF-16 is half NUL bytes
        hint = " (UTF-16 text without a byte order mark? pass --encoding utf-16)" if utf16 else ""
        raise InputError(E_BINARY, f"{name}: looks like a binary file ({controls} control bytes in the "
                         f"first {len(head)}){hint}; give a text, JSONL or CSV file")  # fmt: skip


def _decode(data: bytes, name: str, options: ReadOptions) -> str:
    """The text of a whole file; InputError naming the byte (and line) where decoding fails."""
    _sniff(data[:_SNIFF_BYTES], name, options)
    try:
        text = codecs.decode(data, options.encoding, options.encoding_errors)
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        column = error.start - (data.rfind(b"\n", 0, error.start) + 1) + 1
        raise InputError(E_NOT_UTF8, f"{name}: {_decoding_problem(error, options)} at byte {error.start} "
                         f"(line {line}, byte {column} of the line); {_DECODING_ADVICE}") from None
    return text.removeprefix("\ufeff")


_DECODING_ADVICE = ("pass the file's encoding with --encoding (e.g. --encoding latin-1), or "
                    "--encoding-errors replace to read bad bytes as U+FFFD")  # fmt: skip


def _decoding_problem(error: UnicodeDecodeError, options: ReadOptions) -> str:
    bad = error.object[error.start : min(error.end, error.start + 4)]
    return f"not valid {options.encoding} ({error.reason}: byte {bad.hex(' ')})"


def _whole_text(text: str, name: str, source: str) -> Iterator[SourceDocument]:
    stripped = text.strip()
    if not stripped:
        return
    yield SourceDocument(name, stripped, source, text.index(stripped[0]))


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
    """A title line such as 'NeurIPS 2026 Papers': one short line that is not a sentence (a plain text
    whose first paragraph is a one-line sentence must not lose it)."""
    return ("\n" not in block and "\r" not in block and len(block) <= _HEADER_MAX_LENGTH
            and not block.rstrip().endswith((".", "!", "?", ";", ":", ",")))  # fmt: skip


def _field(record: dict[str, object], wanted: str | None,
           defaults: tuple[str, ...]) -> tuple[str | None, object]:  # fmt: skip
    for name in (wanted,) if wanted else defaults:
        if name in record:
            return name, record[name]
    return None, None


def record_document(record: object, name: str, line: int | None, options: ReadOptions,
                    where: str | None = None) -> SourceDocument:  # fmt: skip
    """One JSON record as a document (or a document carrying the reason it cannot be read).

    ``line`` is the record's line in the file (None for an item of a JSON array); ``where`` says where the
    record is in messages and fallback ids ("line 4", "item 4"), by default from ``line``.
    """
    where = where or f"line {line}"
    fallback_id = f"{Path(name).name}:{where.rpartition(' ')[2]}"
    if not isinstance(record, dict):
        return _error_document(fallback_id, name, line, E_BAD_JSON,
                               f"{where} is a JSON {_json_type(record)}, not an object; each record must be "
                               'an object such as {"id": "...", "text": "..."}')  # fmt: skip
    _, raw_id = _field(record, options.id_field, ID_FIELDS)
    if isinstance(raw_id, str) and raw_id:
        doc_id = raw_id
    elif raw_id is not None and raw_id != "" and not isinstance(raw_id, dict | list):
        doc_id = json.dumps(raw_id)
    else:
        doc_id = fallback_id
    field_name, text = _field(record, options.text_field, TEXT_FIELDS)
    if field_name is None:
        wanted = repr(options.text_field) if options.text_field else " or ".join(map(repr, TEXT_FIELDS))
        fields = ", ".join(map(str, record)) or "none"
        return _error_document(doc_id, name, line, E_MISSING_FIELD,
                               f"{where} has no field {wanted} (fields: {fields}); "
                               "name the text field with --text-field")  # fmt: skip
    if not isinstance(text, str):
        return _error_document(doc_id, name, line, E_MISSING_FIELD,
                               f"{where}: field {field_name!r} is a JSON {_json_type(text)}, "
                               "not a string")  # fmt: skip
    title = record.get(TITLE_FIELD)
    return SourceDocument(doc_id, text, name, None, title=title if isinstance(title, str) and title else None)


def _json_type(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "string"
    return "array" if isinstance(value, list) else "object"


def _error_document(doc_id: str, source: str, line: int | None, code: str, message: str) -> SourceDocument:
    error = DocumentError(code=code, message=f"{source}: {message}", line=line)
    return SourceDocument(doc_id, "", source, None, error)


def read_jsonl_lines(handle: Iterable[bytes] | Iterable[str], name: str, options: ReadOptions,
                     first_line: int = 1, first_byte: int = 0) -> Iterator[SourceDocument]:  # fmt: skip
    """JSONL, line by line: a malformed line becomes a document with an error; the others go on.

    Lines given as bytes are decoded with ``options`` one by one, so a line in another encoding is an error
    document naming its line and byte; lines given as text are used as they are. ``first_line`` and
    ``first_byte`` place lines read from the middle of a file (a Dask partition).
    """
    position = first_byte  # byte offset of the line in the (decompressed) file
    lines: Iterable[bytes | str] = handle
    for line_number, raw in enumerate(lines, first_line):
        line_start = position
        position += len(raw)
        if line_number == 1 and isinstance(raw, str):
            raw = raw.removeprefix("\ufeff")
        elif line_number == 1 and isinstance(raw, bytes) and raw.startswith(codecs.BOM_UTF8):
            raw = raw[len(codecs.BOM_UTF8) :]
            line_start += len(codecs.BOM_UTF8)
        if not raw.strip():
            continue
        fallback_id = f"{Path(name).name}:{line_number}"
        try:
            line = raw if isinstance(raw, str) else raw.decode(options.encoding, options.encoding_errors)
        except UnicodeDecodeError as error:
            yield _error_document(fallback_id, name, line_number, E_NOT_UTF8,
                                  f"line {line_number}: {_decoding_problem(error, options)} at byte "
                                  f"{line_start + error.start} (byte {error.start + 1} of the line); the "
                                  f"other lines are read; {_DECODING_ADVICE}")  # fmt: skip
            continue
        try:
            record = json.loads(line)
        except ValueError as error:
            yield _error_document(fallback_id, name, line_number, E_BAD_JSON,
                                  f"line {line_number} is not valid JSON: {error}; "
                                  "fix or remove the line")  # fmt: skip
            continue
        except RecursionError:
            yield _error_document(fallback_id, name, line_number, E_BAD_JSON,
                                  f"line {line_number} nests JSON too deeply to read; "
                                  "fix or remove the line")  # fmt: skip
            continue
        yield record_document(record, name, line_number, options)


def _read_json_file(data: bytes, name: str, options: ReadOptions) -> Iterator[SourceDocument]:
    """A ``.json`` file: an array of records, one record, or (if it does not parse whole) JSONL."""
    text = _decode(data, name, options)
    stripped = text.lstrip()
    if not stripped:
        return
    try:
        value = json.loads(text)
    except RecursionError:
        raise InputError(E_BAD_JSON, f"{name}: JSON nested too deeply to read; fix the file") from None
    except ValueError as error:
        if stripped.startswith("["):
            raise InputError(E_BAD_JSON, f"{name}: not valid JSON: {error}; fix the file, or write one "
                             "record per line (JSONL) so that one bad record stops nothing else") from None
        yield from read_jsonl_lines(_text_lines(text), name, options)
        return
    if isinstance(value, list):
        for index, record in enumerate(value, 1):
            yield record_document(record, name, None, options, where=f"item {index}")
    else:
        yield record_document(value, name, 1, options)


def _csv_lines(handle: io.BufferedIOBase, name: str, options: ReadOptions) -> Iterator[str]:
    """A CSV file's lines as text with their line ends (which the csv module reads), decoded as they come;
    UTF-16 and UTF-32, where b"\\n" is no line break, are decoded whole."""
    if not _ascii_compatible(options.encoding):
        return iter(io.StringIO(_decode(_read_all(handle, name), name, options), newline=""))
    return _decoded_lines(_lines(handle, name), name, options)


def read_csv_lines(lines: Iterator[str], name: str, options: ReadOptions,
                   delimiter: str = ",") -> Iterator[SourceDocument]:  # fmt: skip
    """CSV (or TSV) with a header row, read row by row as the lines come; a row that cannot be parsed becomes
    a document with an error.

    A row that cannot be parsed (a quote never closed) is one error document for its first line, and reading
    goes on at the next line, so the rows after it are not swallowed. A row with more cells than the header
    (an unquoted comma in the text) is an error document too: cutting it would lose text silently. Only the
    lines of the row being read are kept, so memory does not grow with the file.
    """
    # The module-wide limit (128 KiB a field) would stop a long abstract; raising it is idempotent.
    csv.field_size_limit(max(csv.field_size_limit(), _CSV_FIELD_LIMIT))
    feed = _LineFeed(lines)
    reader = csv.reader(feed, delimiter=delimiter, strict=True)
    try:
        columns = next((row for row in reader if row), [])
    except csv.Error as error:
        raise InputError(E_BAD_CSV, f"{name}: the header row cannot be read: {error}; fix line 1") from None
    if not columns:
        return
    text_column = options.text_field or next((c for c in TEXT_FIELDS if c in columns), None)
    id_column = options.id_field or next((c for c in ID_FIELDS if c in columns), None)
    if text_column not in columns or (options.id_field and id_column not in columns):
        missing = text_column if text_column not in columns else id_column
        wanted = repr(missing) if missing else " or ".join(map(repr, TEXT_FIELDS))
        raise InputError(
            E_BAD_CSV,
            f"{name}: no column {wanted} in the header row (columns: {', '.join(columns)}); "
            "name the columns with --text-field and --id-field",
        )
    text_index = columns.index(str(text_column))
    id_index = columns.index(id_column) if id_column in columns else None
    title_index = columns.index(TITLE_FIELD) if TITLE_FIELD in columns else None
    file_name = Path(name).name
    while True:
        feed.forget_before_position()  # the rows before are read: their lines are not needed again
        first_line = feed.position + 1
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error as error:
            problem = ("a quoted cell is never closed" if "end of data" in str(error)
                       else f"{error} (a quote inside a quoted cell must be doubled)")  # fmt: skip
            yield _error_document(f"{file_name}:{first_line}", name, first_line, E_BAD_CSV,
                                  f"row on line {first_line} cannot be read: {problem}; fix its quoting "
                                  "(the lines after it are read as rows of their own)")  # fmt: skip
            feed.position = first_line  # start again on the next line, with a fresh parser
            reader = csv.reader(feed, delimiter=delimiter, strict=True)
            continue
        if not row:
            continue  # a blank line
        cell_id = row[id_index] if id_index is not None and id_index < len(row) else ""
        doc_id = cell_id or f"{file_name}:{first_line}"
        extra = [cell for cell in row[len(columns) :] if cell.strip()]
        if extra:
            yield _error_document(doc_id, name, first_line, E_BAD_CSV,
                                  f"row on line {first_line} has {len(row)} cells, the header "
                                  f"{len(columns)}: a cell holding {delimiter!r} must be quoted; the row is "
                                  "not read rather than cut")  # fmt: skip
        elif text_index >= len(row):
            yield _error_document(doc_id, name, first_line, E_BAD_CSV,
                                  f"row on line {first_line} has no {text_column!r} cell "
                                  "(too few cells)")  # fmt: skip
        else:
            title = row[title_index] if title_index is not None and title_index < len(row) else ""
            yield SourceDocument(doc_id, row[text_index], name, None, title=title or None)


class _LineFeed:
    """Lines handed to a CSV parser one at a time as they come; ``position`` (lines handed out) can be moved
    back to any line not yet forgotten, so that a parser can start again after a row it could not read."""

    def __init__(self, lines: Iterator[str]) -> None:
        self.source = lines
        self.kept: list[str] = []  # lines kept_from + 1, kept_from + 2, ... (1-based), handed out or not
        self.kept_from = 0
        self.position = 0

    def __iter__(self) -> Iterator[str]:
        return self

    def __next__(self) -> str:
        index = self.position - self.kept_from
        if index >= len(self.kept):
            self.kept.append(next(self.source))  # StopIteration ends the parser's input
        self.position += 1
        return self.kept[index]

    def forget_before_position(self) -> None:
        del self.kept[: self.position - self.kept_from]
        self.kept_from = self.position


def _read_stdin(stream: IO[str] | IO[bytes], options: ReadOptions) -> Iterator[SourceDocument]:
    """Standard input as it comes: JSONL line by line, seeds-style text paragraph by paragraph (bytes
    decoded with ``options``, newlines kept; gzip decompressed), CSV row by row."""
    name = "<stdin>"
    raw: Any = getattr(stream, "buffer", stream)
    if isinstance(raw, io.TextIOBase):  # a text stream without bytes underneath (a test's StringIO)
        text = raw.read().removeprefix("\ufeff")
        raw = io.BytesIO(text.encode(options.encoding, "surrogatepass"))
    buffer: io.BufferedReader = raw if hasattr(raw, "peek") else io.BufferedReader(raw)
    if options.input_format == "csv":
        yield from read_csv_lines(_csv_lines(buffer, name, options), name, options)
        return
    try:
        compressed = buffer.peek(2)[:2] == _GZIP_MAGIC
    except OSError as error:
        raise _unreadable(name, error) from None
    if compressed:
        with gzip.GzipFile(fileobj=buffer, mode="rb") as unzipped:
            yield from _read_stream(unzipped, name, "stdin", options.input_format, options, guess_header=True)
    else:
        yield from _read_stream(buffer, name, "stdin", options.input_format, options, guess_header=True)
