"""Parquet output (the optional extra ``abstract-claims[parquet]``, which brings pyarrow).

The table has the CSV's columns (:data:`spreadsheets.CLAIM_COLUMNS`: one row per claim, one row with blank
claim columns per document without claims) with types, so that data tools need no hints: ids and text are
strings, offsets 64-bit integers, ``value`` a double, ``proposed`` a boolean; a blank cell is a null. Text is
stored exactly as in the JSON output (no formula quoting): ``text == document_text[start:end]``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from .errors import E_MISSING_EXTRA, E_OUTPUT_NEEDS_FILE, OutputError
from .export import atomic_output, encodable
from .models import DocumentClaims
from .spreadsheets import CLAIM_COLUMNS, CellValue, claim_rows

#: Rows per row group: bounded memory on any input, and row groups of a size readers handle well.
ROWS_PER_GROUP = 50_000
_INTEGER_COLUMNS = {"start", "end", "source_start", "source_end"}
_FLOAT_COLUMNS = {"value"}
_BOOLEAN_COLUMNS = {"proposed"}


def require_pyarrow() -> Any:
    """The pyarrow module, or :class:`OutputError` (E404) saying how to install it."""
    try:
        import pyarrow
        import pyarrow.parquet  # the writer lives in the submodule
    except ImportError:
        raise OutputError(E_MISSING_EXTRA, "Parquet output needs pyarrow: pip install "
                          "'abstract-claims[parquet]' (or pip install pyarrow); nothing was written") from None
    return pyarrow


def parquet_schema() -> Any:
    """The pyarrow schema of the table: CLAIM_COLUMNS with their types."""
    pa = require_pyarrow()
    fields = []
    for column in CLAIM_COLUMNS:
        if column in _INTEGER_COLUMNS:
            kind = pa.int64()
        elif column in _FLOAT_COLUMNS:
            kind = pa.float64()
        elif column in _BOOLEAN_COLUMNS:
            kind = pa.bool_()
        else:
            kind = pa.string()
        fields.append(pa.field(column, kind, nullable=True))
    return pa.schema(fields)


def write_parquet(documents: Iterable[DocumentClaims], path: str | Path) -> None:
    """Write the claims table to ``path`` as Parquet, atomically, in row groups of ROWS_PER_GROUP."""
    pa = require_pyarrow()
    schema = parquet_schema()
    with atomic_output(path, binary=True) as handle:
        writer = pa.parquet.ParquetWriter(handle, schema)
        try:
            for batch in _batches(documents):
                columns = list(zip(*batch, strict=True))
                writer.write_table(pa.Table.from_arrays(
                    [pa.array(values, type=field.type) for values, field in zip(columns, schema, strict=True)],
                    schema=schema))  # fmt: skip
        finally:
            writer.close()


def _batches(documents: Iterable[DocumentClaims]) -> Iterator[list[list[CellValue]]]:
    batch: list[list[CellValue]] = []
    for document in documents:
        # Parquet strings are UTF-8, which cannot hold a lone surrogate (from JSON input such as "\ud800"): each
        # becomes one U+FFFD, as in every other writer, so that offsets into the text stay right
        batch.extend([encodable(cell) if isinstance(cell, str) else cell for cell in row]
                     for row in claim_rows(document))  # fmt: skip
        if len(batch) >= ROWS_PER_GROUP:
            yield batch
            batch = []
    if batch:
        yield batch


def write(documents: Iterable[DocumentClaims], path: str | None) -> None:
    """Write Parquet to ``path``; standard output cannot take it."""
    if path is None or path == "-":
        raise OutputError(E_OUTPUT_NEEDS_FILE, "Parquet output needs a file: pass -o FILE.parquet")
    write_parquet(documents, path)
