"""CSV and XLSX writers: the claims as rows that spreadsheet users can filter, sort and check by eye.

CSV (and the XLSX sheet ``claims``) has one row per claim, with these columns, always in this order::

    doc_id, title, source, claim_id, type, text, start, end, source_start, source_end,
    value, unit, kind, approx, name, proposed, rule, sentence, errors

A cell is blank where a field does not apply to the claim's type. ``title`` is the paper's title when the
input record has one; ``value`` is a number's value and a model size's parameter count;
``source_start``/``source_end`` are ``offset + start``/``offset + end`` (blank when the document has no
offset); ``sentence`` is the sentence holding the claim; ``errors`` lists the document's errors
(``E101: message``, joined by ``; ``). A document without claims still gets one row, with the claim columns
blank, so every input document appears and none is dropped silently.

The XLSX workbook is for reading: text wraps, the sentences' hard line breaks and runs of spaces are
collapsed to single spaces (the ``text`` of a claim is kept exactly), and ids that are arXiv identifiers link
to the paper. Its sheets:

- ``claims``: the table above;
- ``results``: one row per result claim: method, dataset, metric, value, unit, direction, negated and
  baseline side by side, the result's own words in one narrow column;
- ``leaderboard``: the results that name both a dataset and a metric, grouped by (dataset, metric) and
  sorted: dataset, metric, scores before improvements (``kind`` delta), value from high to low; so that one
  reads who reported what on what;
- ``documents``: doc_id, title, paper link, source, offset, claim count per type, errors.

A table longer than Excel's 1,048,576 rows continues on further sheets, ``claims (2)`` and so on.

Spreadsheet applications run a cell starting with ``=``, ``+``, ``-`` or ``@`` as a formula (CSV injection).
In CSV such text cells get a leading ``'`` (OWASP's advice); numeric columns are plain numbers and never
prefixed. In XLSX every text cell is stored as a string, never as a formula, and risky ones carry Excel's
``quotePrefix`` style so that editing the cell keeps it text; the text itself is unchanged.
"""

from __future__ import annotations

import contextlib
import csv
import re
import shutil
import tempfile
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from copy import copy
from pathlib import Path
from typing import IO, Any

from openpyxl import Workbook
from openpyxl.cell import WriteOnlyCell
from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE
from openpyxl.styles import Alignment, Font
from openpyxl.utils import get_column_letter

from .export import atomic_output, encodable, utf8_stdout
from .links import paper_url
from .models import CLAIM_TYPE_ORDER, Claim, DocumentClaims, ResultClaim

CellValue = str | int | float | bool | None

CLAIM_COLUMNS: tuple[str, ...] = (
    "doc_id", "title", "source", "claim_id", "type", "text", "start", "end", "source_start", "source_end",
    "value", "unit", "kind", "approx", "name", "proposed", "rule", "sentence", "errors",
)  # fmt: skip
RESULT_COLUMNS: tuple[str, ...] = (
    "doc_id", "title", "claim_id", "method", "dataset", "metric", "task", "value", "unit", "approx", "direction",
    "negated", "baseline", "number_text", "text", "rule", "paper",
)  # fmt: skip
LEADERBOARD_COLUMNS: tuple[str, ...] = (
    "dataset", "metric", "method", "value", "unit", "kind", "approx", "direction", "negated", "baseline", "task",
    "doc_id", "title", "claim_id", "paper",
)  # fmt: skip
DOCUMENT_COLUMNS: tuple[str, ...] = ("doc_id", "title", "paper", "source", "offset", "claims", *CLAIM_TYPE_ORDER,
                                     "errors")  # fmt: skip
#: Columns of prose: wrapped in XLSX, and (but for a claim's exact ``text``) white space collapsed there, as
#: in names and the phrases a result's roles fall back to ("challenging\nfine-grained datasets").
_PROSE_COLUMNS = {"title", "sentence", "errors", "text"}
_COLLAPSED_COLUMNS = {"title", "sentence", "errors", "name", "method", "dataset", "metric", "baseline"}

#: Leading characters that make a spreadsheet read a cell as a formula (OWASP's CSV injection list).
FORMULA_TRIGGERS = ("=", "+", "-", "@", "\t", "\r")
# White space, and the invisible characters (zero-width spaces, byte order mark) a cell can start with.
_LEADING_SPACE = re.compile(r"^[\s\u200b-\u200d\u2060\ufeff]+")
#: Excel refuses longer cells; longer text is cut and marked with an ellipsis.
XLSX_MAX_CELL_LENGTH = 32_767
#: Rows per worksheet (header included) that Excel can open.
XLSX_MAX_ROWS = 1_048_576

_COLUMN_WIDTHS: dict[str, float] = {
    "doc_id": 16, "title": 40, "source": 24, "claim_id": 9, "type": 11, "text": 28, "start": 8, "end": 8,
    "source_start": 12, "source_end": 12, "value": 12, "unit": 10, "kind": 10, "approx": 10, "name": 24,
    "proposed": 10, "rule": 24, "sentence": 60, "errors": 40, "method": 24, "dataset": 24, "metric": 20,
    "direction": 10, "negated": 9, "baseline": 24, "number_text": 12, "offset": 9, "claims": 9, "paper": 34,
    "task": 24,
}  # fmt: skip
_DEFAULT_WIDTH = 12.0


def is_formula_like(text: str) -> bool:
    """True when a spreadsheet application would read ``text`` typed into a cell as a formula.

    Applications strip white space first (" =1+1", a no-break space or a line break before "=") and some
    read the full-width forms ("＝", "＋", "－", "＠") as the ASCII ones, so both are looked through.
    """
    if text.startswith(FORMULA_TRIGGERS):
        return True
    stripped = _LEADING_SPACE.sub("", text, count=1)
    return bool(stripped) and unicodedata.normalize("NFKC", stripped[0]).startswith(FORMULA_TRIGGERS)


def errors_text(document: DocumentClaims) -> str | None:
    """The document's errors in one cell: ``E101: message (line 3); ...``, or None without errors."""
    if not document.errors:
        return None
    return "; ".join(
        f"{error.code}: {error.message}" + (f" (line {error.line})" if error.line is not None else "")
        for error in document.errors
    )


def claim_rows(document: DocumentClaims) -> Iterator[list[CellValue]]:
    """The document's rows of the claims table (CLAIM_COLUMNS); one blank-claim row when it has no claims."""
    errors = errors_text(document)
    if not document.claims:
        yield [document.doc_id, document.title, document.source, *([None] * (len(CLAIM_COLUMNS) - 4)), errors]
        return
    for claim in document.claims:
        yield [
            document.doc_id,
            document.title,
            document.source,
            claim.id,
            claim.type,
            claim.text,
            claim.start,
            claim.end,
            None if document.offset is None else document.offset + claim.start,
            None if document.offset is None else document.offset + claim.end,
            _claim_value(claim),
            getattr(claim, "unit", None),
            getattr(claim, "kind", None),
            getattr(claim, "approx", None),
            getattr(claim, "name", None),
            getattr(claim, "proposed", None),
            claim.rule,
            document.sentence_of(claim),
            errors,
        ]


def result_rows(document: DocumentClaims) -> Iterator[list[CellValue]]:
    """One row per result claim (RESULT_COLUMNS): who achieved what value on what, against what."""
    for claim in document.claims:
        if not isinstance(claim, ResultClaim):
            continue
        number = document.get(claim.number)
        yield [
            document.doc_id,
            document.title,
            claim.id,
            role_text(document, claim.method, claim.method_text),
            role_text(document, claim.dataset, claim.dataset_text),
            role_text(document, claim.metric, claim.metric_text),
            role_text(document, claim.task, claim.task_text),
            _claim_value(number) if number else None,
            getattr(number, "unit", None),
            getattr(number, "approx", None),
            claim.direction,
            claim.negated,
            role_text(document, claim.baseline, claim.baseline_text),
            number.text if number else None,
            claim.text,
            claim.rule,
            paper_url(document.doc_id),
        ]


def leaderboard_rows(document: DocumentClaims) -> Iterator[list[CellValue]]:
    """The document's results that name a dataset and a metric, as rows of LEADERBOARD_COLUMNS (unsorted)."""
    for claim in document.claims:
        if not isinstance(claim, ResultClaim):
            continue
        dataset = role_text(document, claim.dataset, claim.dataset_text)
        metric = role_text(document, claim.metric, claim.metric_text)
        if not dataset or not metric:
            continue
        number = document.get(claim.number)
        yield [
            dataset,
            metric,
            role_text(document, claim.method, claim.method_text),
            _claim_value(number) if number else None,
            getattr(number, "unit", None),
            getattr(number, "kind", None),
            getattr(number, "approx", None),
            claim.direction,
            claim.negated,
            role_text(document, claim.baseline, claim.baseline_text),
            role_text(document, claim.task, claim.task_text),
            document.doc_id,
            document.title,
            claim.id,
            paper_url(document.doc_id),
        ]


def leaderboard_order(row: Sequence[CellValue]) -> tuple[str, str, bool, float, str, str]:
    """Sort key of a leaderboard row: dataset, metric (ignoring case), scores before improvements (a gain of
    +7.1 pp does not rank against a score of 77.8%), value from high to low, then document and claim."""
    cell = dict(zip(LEADERBOARD_COLUMNS, row, strict=True))
    value = cell["value"]
    high_first = -value if isinstance(value, int | float) else float("inf")
    return (str(cell["dataset"]).casefold(), str(cell["metric"]).casefold(), cell["kind"] == "delta", high_first,
            str(cell["doc_id"]), str(cell["claim_id"]))  # fmt: skip


def document_row(document: DocumentClaims) -> list[CellValue]:
    """The document's row of the documents table (DOCUMENT_COLUMNS): counts per claim type, errors."""
    counts = {claim_type: 0 for claim_type in CLAIM_TYPE_ORDER}
    for claim in document.claims:
        counts[claim.type] = counts.get(claim.type, 0) + 1
    return [document.doc_id, document.title, paper_url(document.doc_id), document.source, document.offset,
            len(document.claims),
            *(counts[claim_type] for claim_type in CLAIM_TYPE_ORDER), errors_text(document)]  # fmt: skip


def _claim_value(claim: Claim) -> float | None:
    # A model size's value is its parameter count, so one column sorts both.
    value = getattr(claim, "value", None)
    if value is None:
        value = getattr(claim, "parameters", None)
    return float(value) if value is not None else None


def role_text(document: DocumentClaims, claim_id: str | None, fallback: str | None) -> str | None:
    """A result's role as a reader wants it: the linked claim's name (or text), else the phrase found."""
    linked = document.get(claim_id) if claim_id else None
    if linked is not None:
        return getattr(linked, "name", None) or linked.text
    return fallback


# ---------------------------------------------------------------- CSV


def write_csv(documents: Iterable[DocumentClaims], path_or_stream: str | Path | IO[str],
              *, bom: bool | None = None) -> None:  # fmt: skip
    """Write the claims table as CSV to a file (atomically) or a text stream.

    ``bom`` (default: True for files, False for streams) writes a UTF-8 byte order mark, which is how
    Excel knows the file is UTF-8; LibreOffice and the csv module (encoding ``utf-8-sig``) read it too.
    """
    if isinstance(path_or_stream, str | Path):
        with atomic_output(path_or_stream) as handle:
            _write_csv_rows(documents, handle, bom=True if bom is None else bom)
    else:
        _write_csv_rows(documents, path_or_stream, bom=bool(bom))


def _write_csv_rows(documents: Iterable[DocumentClaims], stream: IO[str], *, bom: bool) -> None:
    if bom:
        stream.write("\ufeff")
    writer = csv.writer(stream, lineterminator="\r\n")  # RFC 4180 line ends, as Excel writes them
    writer.writerow(CLAIM_COLUMNS)
    for document in documents:
        writer.writerows([_csv_cell(value) for value in row] for row in claim_rows(document))


def _csv_cell(value: CellValue) -> str | int:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return _number_text(value)
    return "'" + value if is_formula_like(value) else value


def _number_text(value: float) -> str:
    # 8000000000 rather than 8000000000.0; repr keeps every other float exact.
    if value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    return repr(value)


# ---------------------------------------------------------------- XLSX


def write_xlsx(documents: Iterable[DocumentClaims], path: str | Path) -> None:
    """Write the workbook (sheets claims, results, leaderboard, documents) to ``path`` atomically.

    The workbook is streamed (openpyxl's write-only mode): memory stays flat however many documents come,
    but for the leaderboard's rows (a few per document), which are held to be sorted.
    A table longer than Excel's row limit continues on a sheet of its own: "claims (2)", "claims (3)" ...
    """
    # openpyxl streams each sheet into a temporary file; they go to a directory of this run's own, removed
    # at the end whatever happens (a SIGTERM between openpyxl's creating a file and its noting it would
    # otherwise leave the file behind)
    scratch = tempfile.mkdtemp(prefix="abstract-claims-xlsx-")
    previous, tempfile.tempdir = tempfile.tempdir, scratch
    try:
        workbook = Workbook(write_only=True)
        try:
            claims = _Table(workbook, "claims", CLAIM_COLUMNS)
            results = _Table(workbook, "results", RESULT_COLUMNS)
            board = _Table(workbook, "leaderboard", LEADERBOARD_COLUMNS)
            summaries = _Table(workbook, "documents", DOCUMENT_COLUMNS)
            board_rows: list[list[CellValue]] = []
            for document in documents:
                for row in claim_rows(document):
                    claims.append(row)
                for row in result_rows(document):
                    results.append(row)
                board_rows.extend(leaderboard_rows(document))
                summaries.append(document_row(document))
            for row in sorted(board_rows, key=leaderboard_order):
                board.append(row)
            for table in (claims, results, board, summaries):
                table.finish()
        except BaseException:
            _discard_sheets(workbook)
            raise
        with atomic_output(path, binary=True) as handle:
            workbook.save(handle)
    finally:
        tempfile.tempdir = previous
        shutil.rmtree(scratch, ignore_errors=True)


def _discard_sheets(workbook: Any) -> None:
    """Close the half-written sheets of an interrupted workbook and delete their temporary files.

    Each write-only sheet streams into a temporary file through two nested generators (rows inside the
    sheet's XML); left to the garbage collector at exit they close in the wrong order and print "Exception
    ignored" tracebacks. openpyxl has no public call for this, hence the private attributes.
    """
    for sheet in workbook.worksheets:
        with contextlib.suppress(Exception):
            if sheet._rows is not None:
                sheet._rows.close()
            if sheet._writer is not None:
                sheet._writer.close()
                sheet._writer.cleanup()


class _Table:
    """One table of the workbook, on as many worksheets as Excel's row limit needs."""

    def __init__(self, workbook: Any, name: str, columns: Sequence[str]) -> None:
        self.workbook, self.name, self.columns = workbook, name, columns
        self.sheets = 0
        self._start_sheet()

    def append(self, row: Sequence[CellValue]) -> None:
        if self.rows == XLSX_MAX_ROWS:
            self.finish()
            self._start_sheet()
        self.sheet.append([_xlsx_cell(self.sheet, value, column, self.aligned)
                           for value, column in zip(row, self.columns, strict=True)])  # fmt: skip
        self.rows += 1

    def finish(self) -> None:
        self.sheet.auto_filter.ref = f"A1:{get_column_letter(len(self.columns))}{self.rows}"

    def _start_sheet(self) -> None:
        self.sheets += 1
        title = self.name if self.sheets == 1 else f"{self.name} ({self.sheets})"
        self.sheet = self.workbook.create_sheet(title)
        # Write-only sheets take their layout before the first row.
        self.sheet.freeze_panes = "A2"
        for index, column in enumerate(self.columns, start=1):
            width = _COLUMN_WIDTHS.get(column, _DEFAULT_WIDTH)
            self.sheet.column_dimensions[get_column_letter(index)].width = width
        header = []
        for column in self.columns:
            cell = _xlsx_cell(self.sheet, column)
            cell.font = Font(bold=True)
            header.append(cell)
        self.sheet.append(header)
        self.rows = 1
        self.aligned = _Alignments(self.sheet)


_WRAPPED = Alignment(wrap_text=True, vertical="top")
_TOP = Alignment(vertical="top")


class _Alignments:
    """The cell styles of the two alignments, registered in the workbook once and copied to each cell:
    assigning ``cell.alignment`` looks the style up in the workbook's tables again for every cell, which
    took a quarter of the time of writing a workbook."""

    def __init__(self, sheet: Any) -> None:
        self.styles = []
        for alignment in (_TOP, _WRAPPED):
            template = WriteOnlyCell(sheet)
            template.alignment = alignment
            self.styles.append(template._style)

    def apply(self, cell: Any, *, wrapped: bool) -> None:
        cell._style = copy(self.styles[wrapped])


def _xlsx_cell(sheet: Any, value: CellValue, column: str | None = None, aligned: _Alignments | None = None) -> Any:
    if value is None:
        return None  # an empty cell: nothing is written for it
    if not isinstance(value, str):
        cell = WriteOnlyCell(sheet, value=value)
        if aligned is not None:
            aligned.apply(cell, wrapped=False)
        return cell
    if column in _COLLAPSED_COLUMNS:
        value = " ".join(value.split())  # arXiv's hard line breaks are not the author's
    # Control characters are not allowed in XLSX, nor lone surrogates in its XML: one U+FFFD each.
    text = encodable(ILLEGAL_CHARACTERS_RE.sub("\ufffd", value))
    if len(text) > XLSX_MAX_CELL_LENGTH:
        text = text[: XLSX_MAX_CELL_LENGTH - 1] + "…"
    cell = WriteOnlyCell(sheet, value=text)
    cell.data_type = "s"  # openpyxl makes a formula of any string starting with '='; this is text
    if column == "paper":
        cell.hyperlink = text
        cell.style = "Hyperlink"
    elif aligned is not None:
        aligned.apply(cell, wrapped=column in _PROSE_COLUMNS)
    if is_formula_like(text):
        cell.quotePrefix = True
    return cell


# ---------------------------------------------------------------- dispatch from export.write_documents


def write(documents: Iterable[DocumentClaims], path: str | None, output_format: str) -> None:
    """Write CSV or XLSX to ``path``; CSV goes to standard output (without BOM) when path is None or '-'."""
    to_stdout = path is None or path == "-"
    if output_format == "csv":
        if to_stdout:
            stream = utf8_stdout()
            write_csv(documents, stream)
            stream.flush()
        else:
            write_csv(documents, str(path))
    elif output_format == "xlsx":
        if to_stdout:
            raise ValueError("XLSX output needs a file path, not standard output")
        write_xlsx(documents, str(path))
    else:
        raise ValueError(f"spreadsheets cannot write {output_format!r}; use 'csv' or 'xlsx'")
