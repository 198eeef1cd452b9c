"""Writers for the output: JSON (one array) and JSONL (one document per line), written atomically.

A file is written to a temporary file beside it and renamed over the target only when every document has
been written: an interrupted or failed run leaves either the old file, untouched, or the complete new one.
"""

from __future__ import annotations

import codecs
import contextlib
import glob
import json
import os
import re
import stat
import sys
import tempfile
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import IO, Any, Literal

from pydantic import BaseModel

from .errors import E_CANNOT_WRITE, E_UNKNOWN_OUTPUT_FORMAT, OutputError
from .models import DocumentClaims

OutputFormat = Literal["json", "jsonl", "csv", "xlsx", "parquet"]
FORMAT_OF_SUFFIX: dict[str, OutputFormat] = {".json": "json", ".jsonl": "jsonl", ".ndjson": "jsonl",
                                              ".csv": "csv", ".xlsx": "xlsx", ".parquet": "parquet"}  # fmt: skip
STDOUT = "-"
# Lone surrogates come from JSON input ("\ud800") and cannot be written as UTF-8.
_SURROGATE = re.compile("[\ud800-\udfff]")
PARTIAL_SUFFIX = ".partial"
#: The encoding error handler of every text output: each character UTF-8 cannot hold (a lone surrogate)
#: becomes one U+FFFD, so that the output is valid UTF-8 and offsets into the text stay right.
UNENCODABLE = "abstract_claims.replace"


def _one_replacement_each(error: UnicodeError) -> tuple[str | bytes, int]:
    if not isinstance(error, UnicodeEncodeError) or error.encoding.replace("-", "").lower() != "utf8":
        raise error
    # As bytes: the UTF-8 encoder takes only ASCII text from an error handler.
    return "\ufffd".encode() * (error.end - error.start), error.end


codecs.register_error(UNENCODABLE, _one_replacement_each)


def encodable(text: str) -> str:
    """``text`` with each lone surrogate replaced by U+FFFD (same length: offsets into it stay right)."""
    if text.isascii():  # a flag of the string, read in constant time: no surrogate, no scan
        return text
    return _SURROGATE.sub("\ufffd", text) if _SURROGATE.search(text) else text


def format_for(path: str | None, requested: str | None) -> OutputFormat:
    """The format asked for, or the one the output file's extension names, or JSON for standard output.

    Raises :class:`OutputError` (E403) for a file whose extension names no format: writing JSON into
    ``claims.parquet`` or ``claims.txt`` would only surprise the program that reads it.
    """
    if requested:
        return requested  # type: ignore[return-value]
    if path and path != STDOUT:
        suffix = Path(path).suffix.lower()
        if suffix not in FORMAT_OF_SUFFIX:
            known = ", ".join(FORMAT_OF_SUFFIX)
            raise OutputError(E_UNKNOWN_OUTPUT_FORMAT, f"{path}: the extension {suffix or '(none)'} names no "
                              f"output format; end the file name with one of {known}, or pass --format")
        return FORMAT_OF_SUFFIX[suffix]
    return "json"


# json.dumps(..., ensure_ascii=False) builds this encoder anew at every call (~2 us a document)
_ENCODER = json.JSONEncoder(ensure_ascii=False)
_ENCODE = _ENCODER.encode
# ... and its encode() builds the C encoder under it anew at every call, with its Python set-up: built once here,
# with the same arguments (ensure_ascii=False: encode_basestring; no indent, no sorting). Its table of the
# containers being encoded (the circular-reference check) is left empty by every call that returns; one that
# raises may leave entries, so it is emptied then.
_MARKERS: dict[int, Any] = {}
_MAKE_ENCODER: Any = getattr(json.encoder, "c_make_encoder", None)  # (None without the _json accelerator)
_C_ENCODE: Callable[[Any, int], list[str]] | None = None if _MAKE_ENCODER is None else \
    _MAKE_ENCODER(_MARKERS, _ENCODER.default, json.encoder.encode_basestring, None, _ENCODER.key_separator,
                  _ENCODER.item_separator, False, False, True)  # fmt: skip


def _encoded(fields: dict[str, Any]) -> str:
    """``_ENCODE(fields)``."""
    if _C_ENCODE is None:
        return _ENCODE(fields)
    try:
        return "".join(_C_ENCODE(fields, 0))
    except BaseException:
        _MARKERS.clear()
        raise


def document_json(document: DocumentClaims) -> str:
    """One document as one line of JSON (UTF-8 text; a lone surrogate, which UTF-8 cannot hold, as U+FFFD)."""
    return encodable(_encoded(_json_fields(document)))


_DICT_OF: Callable[[BaseModel], dict[str, Any]] = BaseModel.__dict__["__dict__"].__get__


def _json_fields(document: DocumentClaims) -> dict[str, Any]:
    """``document.model_dump(mode="json")`` read off the models' fields: every field of the output models is a
    str, int, float, bool, None or a list of str, which the JSON mode leaves as they are (an infinite float too), and
    the models keep their fields in declaration order. pydantic's serializer copied each claim into a new dict
    (~40% of the output's cost)."""
    # (the fields read off the dicts, and each model's __dict__ by its descriptor in a C loop: an attribute of a
    # pydantic model is looked up through the model's __getattr__ hook)
    fields = _DICT_OF(document).copy()
    fields["claims"] = list(map(_DICT_OF, fields["claims"]))
    fields["errors"] = list(map(_DICT_OF, fields["errors"]))
    if fields["rejected"] is None:
        del fields["rejected"]
    else:
        fields["rejected"] = list(map(_DICT_OF, fields["rejected"]))
    return fields


def write_jsonl(documents: Iterable[DocumentClaims], stream: IO[str]) -> None:
    for document in documents:
        stream.write(document_json(document))
        stream.write("\n")


def write_json(documents: Iterable[DocumentClaims], stream: IO[str]) -> None:
    """One JSON array, streamed: documents are written as they come, never all held in memory."""
    stream.write("[")
    first = True
    for document in documents:
        stream.write("\n  " if first else ",\n  ")
        stream.write(document_json(document))
        first = False
    stream.write("\n]\n" if not first else "]\n")


def check_output_path(path: str | Path | None) -> None:
    """Raise :class:`OutputError` now, before any work, when ``path`` cannot be written later."""
    if path is None or str(path) == STDOUT:
        return
    target = Path(path)
    if target.is_dir():
        example = target / "claims.json"
        raise OutputError(E_CANNOT_WRITE, f"{target}: is a directory; give a file name, e.g. -o {example}")
    real = Path(os.path.realpath(target))  # through a symbolic link: its target is what gets replaced
    if _is_special(real):
        if not os.access(real, os.W_OK):
            raise OutputError(E_CANNOT_WRITE, f"{target}: cannot write: no permission; choose another -o")
        return
    directory = real.parent
    if not directory.is_dir():
        raise OutputError(E_CANNOT_WRITE, f"{target}: cannot write: directory {directory} does not exist; "
                          "create it first or choose another -o")  # fmt: skip
    if not os.access(directory, os.W_OK | os.X_OK):
        raise OutputError(E_CANNOT_WRITE, f"{target}: cannot write: no permission to create files in "
                          f"{directory}; choose another -o")  # fmt: skip


def _is_special(path: Path) -> bool:
    """True for an existing file that is not a regular file: a device (/dev/null), a FIFO, a socket."""
    try:
        mode = path.stat().st_mode
    except OSError:
        return False
    return not stat.S_ISREG(mode) and not stat.S_ISDIR(mode)


def _cannot_write(target: Path, error: OSError) -> OutputError:
    reason = error.strerror or str(error)
    return OutputError(E_CANNOT_WRITE, f"{target}: cannot write: {reason}; nothing was written "
                       "(an existing file is left as it was)")  # fmt: skip


@contextlib.contextmanager
def atomic_output(path: str | Path, binary: bool = False) -> Iterator[IO[Any]]:
    """A file handle whose content replaces ``path`` only when the block finishes without error.

    The content goes to a hidden temporary file in the same directory (``.<name>.<random>.partial``), which
    is flushed to disk and renamed over ``path``; on any error or interruption it is deleted and ``path`` is
    left as it was. The new file gets the old file's permissions, or the usual ones for a new file.
    A symbolic link is written through: the file it points to is replaced, the link stays. A device or a
    FIFO (``/dev/null``, ``mkfifo``) is not a file that can be replaced: it is written into directly.
    Failing to create, write or rename the file raises :class:`OutputError` naming ``path``.
    """
    target = Path(os.path.realpath(path))
    if _is_special(target):
        with _direct_output(Path(path), binary) as direct:
            yield direct
        return
    parent = target.parent
    try:
        descriptor, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=PARTIAL_SUFFIX, dir=parent)
    except OSError as error:
        raise _cannot_write(Path(path), error) from None
    try:
        handle: IO[Any]
        if binary:
            handle = os.fdopen(descriptor, "wb")
        else:
            handle = os.fdopen(descriptor, "w", encoding="utf-8", errors=UNENCODABLE, newline="")
        with handle:
            yield handle
            try:
                handle.flush()
                os.fsync(handle.fileno())
            except OSError as error:
                raise _cannot_write(Path(path), error) from None
        try:
            os.chmod(temporary, _mode_for(target))
            os.replace(temporary, target)
        except OSError as error:
            raise _cannot_write(Path(path), error) from None
        _sync_directory(parent)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


@contextlib.contextmanager
def _direct_output(path: Path, binary: bool) -> Iterator[IO[Any]]:
    try:
        if binary:
            stream: IO[Any] = open(path, "wb")  # noqa: SIM115 (closed below)
        else:
            stream = open(path, "w", encoding="utf-8", errors=UNENCODABLE, newline="")  # noqa: SIM115
    except OSError as error:
        raise _cannot_write(path, error) from None
    with stream as handle:
        yield handle
        try:
            handle.flush()
        except OSError as error:
            raise _cannot_write(path, error) from None


def stale_partial_files(path: str | Path | None) -> list[Path]:
    """The temporary files an earlier run left beside ``path`` (killed before it could remove them)."""
    if path is None or str(path) == STDOUT:
        return []
    target = Path(os.path.realpath(path))
    try:
        return sorted(target.parent.glob(f".{glob.escape(target.name)}.*{PARTIAL_SUFFIX}"))
    except OSError:
        return []


class StagedFiles:
    """Several files written under temporary names and renamed over their targets together by :meth:`commit`,
    in the order they were opened: a run that fails or is interrupted before then (:meth:`discard`) leaves
    every target as it was, so a set of files that link to each other is never half old, half new."""

    def __init__(self) -> None:
        self._staged: list[tuple[str, Path]] = []

    @contextlib.contextmanager
    def open(self, path: str | Path) -> Iterator[IO[str]]:
        """A UTF-8 text handle whose content becomes ``path`` at :meth:`commit`."""
        target = Path(path)
        try:
            descriptor, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=PARTIAL_SUFFIX,
                                                     dir=target.parent)  # fmt: skip
        except OSError as error:
            raise _cannot_write(target, error) from None
        self._staged.append((temporary, target))
        try:
            with os.fdopen(descriptor, "w", encoding="utf-8", errors=UNENCODABLE, newline="") as handle:
                yield handle
                handle.flush()
                os.fsync(handle.fileno())
        except OSError as error:
            raise _cannot_write(target, error) from None

    def commit(self) -> None:
        for temporary, target in self._staged:
            try:
                os.chmod(temporary, _mode_for(target))
                os.replace(temporary, target)
            except OSError as error:
                raise _cannot_write(target, error) from None
        for directory in {target.parent for _, target in self._staged}:
            _sync_directory(directory)
        self._staged = []

    def discard(self) -> None:
        for temporary, _ in self._staged:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
        self._staged = []


def _mode_for(target: Path) -> int:
    """The permissions of the file being replaced, or those a new file gets under the current umask."""
    try:
        return target.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _sync_directory(directory: Path) -> None:
    """Make the rename durable (POSIX); where a directory cannot be opened (Windows) nothing is needed."""
    with contextlib.suppress(OSError, AttributeError):
        descriptor = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


def utf8_stdout() -> IO[str]:
    """Standard output, switched to UTF-8 if the locale chose another encoding (the output is UTF-8), with
    each character UTF-8 cannot hold written as U+FFFD."""
    stream = sys.stdout
    if hasattr(stream, "reconfigure"):
        stream.reconfigure(encoding="utf-8", errors=UNENCODABLE)
    return stream


TEXT_WRITERS: dict[str, Callable[[Iterable[DocumentClaims], IO[str]], None]] = {
    "json": write_json,
    "jsonl": write_jsonl,
}


def write_documents(documents: Iterable[DocumentClaims], path: str | None,
                    output_format: OutputFormat) -> None:  # fmt: skip
    """Write to ``path`` atomically, or to standard output when path is None or '-'."""
    if output_format in TEXT_WRITERS:
        writer = TEXT_WRITERS[output_format]
        if path is None or path == STDOUT:
            stream = utf8_stdout()
            writer(documents, stream)
            stream.flush()
        else:
            with atomic_output(path) as handle:
                writer(documents, handle)
        return
    if output_format == "parquet":
        from . import parquet

        parquet.write(documents, path)
        return
    from . import spreadsheets

    spreadsheets.write(documents, path, output_format)
