"""Writers for the output: JSON (one array) and JSONL (one document per line), written atomically."""

from __future__ import annotations

import contextlib
import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import IO, Any, Literal

from .models import DocumentClaims

OutputFormat = Literal["json", "jsonl", "csv", "xlsx"]
FORMAT_OF_SUFFIX: dict[str, OutputFormat] = {".json": "json", ".jsonl": "jsonl", ".ndjson": "jsonl",
                                              ".csv": "csv", ".xlsx": "xlsx"}  # fmt: skip


def format_for(path: str | None, requested: str | None) -> OutputFormat:
    """The format asked for, or the one the output file's extension names, or JSON."""
    if requested:
        return requested  # type: ignore[return-value]
    if path and path != "-":
        return FORMAT_OF_SUFFIX.get(Path(path).suffix.lower(), "json")
    return "json"


def document_json(document: DocumentClaims) -> str:
    return json.dumps(document.model_dump(mode="json"), ensure_ascii=False)


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


@contextlib.contextmanager
def atomic_output(path: str | Path, binary: bool = False) -> Iterator[IO[Any]]:
    """A file handle whose content replaces ``path`` only when the block finishes without error."""
    target = Path(path)
    directory = target.parent if str(target.parent) else Path(".")
    descriptor, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".partial", dir=directory)
    try:
        with os.fdopen(descriptor, "wb" if binary else "w", **({} if binary else {"encoding": "utf-8", "newline": ""})) as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise


TEXT_WRITERS: dict[str, Callable[[Iterable[DocumentClaims], IO[str]], None]] = {
    "json": write_json,
    "jsonl": write_jsonl,
}


def write_documents(documents: Iterable[DocumentClaims], path: str | None, output_format: OutputFormat) -> None:
    """Write to ``path`` atomically, or to standard output when path is None or '-'."""
    if output_format in TEXT_WRITERS:
        writer = TEXT_WRITERS[output_format]
        if path is None or path == "-":
            writer(documents, sys.stdout)
            sys.stdout.flush()
        else:
            with atomic_output(path) as handle:
                writer(documents, handle)
        return
    from . import spreadsheets

    spreadsheets.write(documents, path, output_format)
