"""The command line: a thin wrapper over :mod:`sources`, :class:`Extractor` and :mod:`export`.

Exit codes: 0 every document processed; 1 some documents carry errors (they are in the output);
2 usage or I/O error (nothing written).
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Iterable, Iterator
from enum import Enum
from pathlib import Path
from typing import Annotated, Optional

import typer

from . import __version__
from .errors import AbstractClaimsError
from .export import format_for, write_documents
from .models import DocumentClaims, output_json_schema
from .sources import ReadOptions, read_documents

app = typer.Typer(
    add_completion=False,
    pretty_exceptions_enable=False,
    no_args_is_help=True,
    help="Extract typed claims (numbers, model sizes, methods, datasets, metrics, results) from ML abstracts.",
)

EXIT_OK, EXIT_DOCUMENT_ERRORS, EXIT_USAGE = 0, 1, 2


class OutputChoice(str, Enum):
    json = "json"
    jsonl = "jsonl"
    csv = "csv"
    xlsx = "xlsx"


class InputChoice(str, Enum):
    auto = "auto"
    seeds = "seeds"
    text = "text"
    jsonl = "jsonl"
    csv = "csv"


class EncodingErrors(str, Enum):
    strict = "strict"
    replace = "replace"


def _fail(message: str) -> typer.Exit:
    typer.echo(f"abstract-claims: error: {message}", err=True)
    return typer.Exit(EXIT_USAGE)


class _Tally:
    """Counts documents, claims and errors as they stream past."""

    def __init__(self) -> None:
        self.documents = self.claims = self.errors = 0

    def count(self, documents: Iterable[DocumentClaims]) -> Iterator[DocumentClaims]:
        for document in documents:
            self.documents += 1
            self.claims += len(document.claims)
            self.errors += bool(document.errors)
            yield document


@app.command()
def extract(
    paths: Annotated[list[str], typer.Argument(help="Files or directories to read; '-' reads standard input.")],
    output: Annotated[Optional[str], typer.Option("-o", "--output", help="Output file (default: standard output).")] = None,  # noqa: UP045
    output_format: Annotated[Optional[OutputChoice], typer.Option("--format", "-f", help="Output format; default from the -o extension, else json.")] = None,  # noqa: UP045
    input_format: Annotated[InputChoice, typer.Option("--input-format", help="How to read inputs; auto goes by extension and content.")] = InputChoice.auto,
    text_field: Annotated[Optional[str], typer.Option("--text-field", help="JSONL/CSV field holding the text (default: text, then abstract).")] = None,  # noqa: UP045
    id_field: Annotated[Optional[str], typer.Option("--id-field", help="JSONL/CSV field holding the id (default: id, then doc_id).")] = None,  # noqa: UP045
    encoding: Annotated[str, typer.Option("--encoding", help="Text encoding of the inputs.")] = "utf-8",
    encoding_errors: Annotated[EncodingErrors, typer.Option("--encoding-errors", help="strict: stop at a bad byte; replace: substitute U+FFFD.")] = EncodingErrors.strict,
    rules: Annotated[Optional[Path], typer.Option("--rules", help="A rules directory to use instead of the packaged one.")] = None,  # noqa: UP045
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No summary on standard error.")] = False,
) -> None:
    """Extract claims from abstracts and write them as JSON, JSONL, CSV or XLSX."""
    from .extractor import Extractor

    chosen = format_for(output, output_format.value if output_format else None)
    if chosen == "xlsx" and (output is None or output == "-"):
        raise _fail("XLSX output needs a file: pass -o FILE.xlsx")
    options = ReadOptions(input_format=input_format.value, text_field=text_field, id_field=id_field,  # type: ignore[arg-type]
                          encoding=encoding, encoding_errors=encoding_errors.value)  # type: ignore[arg-type]  # fmt: skip
    started = time.perf_counter()
    tally = _Tally()
    try:
        documents = read_documents(paths, options)
        first = next(documents, None)  # input errors surface before any output is opened
        extractor = Extractor(rules_dir=rules)
        stream = _chain(first, documents)
        write_documents(tally.count(extractor.documents(stream)), output, chosen)
    except AbstractClaimsError as error:
        raise _fail(str(error)) from None
    except OSError as error:
        raise _fail(f"{getattr(error, 'filename', None) or output}: {error.strerror or error}") from None
    seconds = time.perf_counter() - started
    if tally.documents == 0:
        raise _fail("the inputs hold no documents (empty files?)")
    if not quiet:
        typer.echo(f"abstract-claims: {tally.documents} documents, {tally.claims} claims, {tally.errors} with errors, "
                   f"{seconds:.2f} s", err=True)  # fmt: skip
    if tally.errors:
        raise typer.Exit(EXIT_DOCUMENT_ERRORS)


def _chain(first: object, rest: Iterator[object]) -> Iterator:  # type: ignore[type-arg]
    if first is not None:
        yield first
    yield from rest


@app.command()
def schema() -> None:
    """Print the JSON Schema of one output document (generated from the pydantic models)."""
    json.dump(output_json_schema(), sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


def _version(value: bool) -> None:
    if value:
        typer.echo(__version__)
        raise typer.Exit()


@app.callback()
def _main(
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True, help="Print the version.")] = False,
) -> None:
    """abstract-claims: typed claims with exact source spans from ML paper abstracts."""


def main() -> None:
    app()
