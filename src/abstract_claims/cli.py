"""The command line: a thin wrapper over :mod:`sources`, :class:`Extractor` and :mod:`export`.

Exit codes: 0 every document processed; 1 some documents carry errors (they are in the output);
2 usage or I/O error (nothing written); 130 interrupted (Ctrl-C); 141 standard output closed early
(``| head``); 143 terminated (SIGTERM: ``timeout``, Slurm, Kubernetes), which ends the run as Ctrl-C does.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any, Optional

import typer
from typer.core import TyperCommand, TyperGroup

from . import __version__
from .errors import (
    E_EMPTY_INPUT,
    E_OUTPUT_NEEDS_FILE,
    E_STALE_PARTIAL,
    E_UNKNOWN_OUTPUT_FORMAT,
    AbstractClaimsError,
)
from .export import check_output_path, format_for, stale_partial_files, write_documents
from .extractor import DEFAULT_TIME_LIMIT
from .models import DocumentClaims, output_json_schema
from .sources import ReadOptions, SourceDocument, read_documents


class _FlagsAsFlags:
    """Help that shows an on/off option as a bare flag: typer labels every option with its type, so that
    ``--quiet`` and even ``--help`` read ``<bool>`` as if they took a value."""

    def get_params(self, ctx: Any) -> list[Any]:
        params: list[Any] = super().get_params(ctx)  # type: ignore[misc]
        for param in params:
            if getattr(param, "is_flag", False):  # typer's options are not click.Option (typer has its own)
                setattr(param, "display_type_rich", _no_type)  # noqa: B010 - on this instance only
        return params


def _no_type(ctx: Any) -> None:
    return None


class _Command(_FlagsAsFlags, TyperCommand):
    pass


class _Group(_FlagsAsFlags, TyperGroup):
    pass


app = typer.Typer(
    cls=_Group,
    add_completion=False,
    pretty_exceptions_enable=False,
    no_args_is_help=True,
    help="Extract typed claims (numbers, model sizes, methods, datasets, metrics, results) from ML abstracts.",
)

EXIT_OK, EXIT_DOCUMENT_ERRORS, EXIT_USAGE = 0, 1, 2
# As a shell reports a process stopped by SIGINT / SIGPIPE / SIGTERM.
EXIT_INTERRUPTED, EXIT_BROKEN_PIPE, EXIT_TERMINATED = 130, 141, 143


class Terminated(KeyboardInterrupt):
    """SIGTERM arrived: the run stops the way Ctrl-C stops it (the output file is left as it was)."""


# Set by the SIGTERM handler: the exception it raises can land in a finalizer ('Exception ignored in ...'),
# where Python drops it, so the document stream checks this too and ends the run at the next document.
_TERMINATED = threading.Event()


def _terminate(signum: int, frame: object) -> None:
    signal.signal(signal.SIGTERM, signal.SIG_IGN)  # a second SIGTERM must not break the cleanup
    _TERMINATED.set()
    raise Terminated


def _stop_if_terminated() -> None:
    if _TERMINATED.is_set():
        raise Terminated


class OutputChoice(StrEnum):
    json = "json"
    jsonl = "jsonl"
    csv = "csv"
    xlsx = "xlsx"
    parquet = "parquet"


class InputChoice(StrEnum):
    auto = "auto"
    seeds = "seeds"
    text = "text"
    jsonl = "jsonl"
    csv = "csv"


class EncodingErrors(StrEnum):
    strict = "strict"
    replace = "replace"  # type: ignore[assignment]  # shadows str.replace; the CLI value must be "replace"


# Options shared by the commands that read inputs, declared once.
InputFormatOption = Annotated[InputChoice, typer.Option(
    "--input-format", help="How to read inputs; auto goes by extension and content.")]
TextFieldOption = Annotated[Optional[str], typer.Option(  # noqa: UP045 - typer reads Optional
    "--text-field", help="JSONL/CSV field holding the text (default: text, then abstract).")]
IdFieldOption = Annotated[Optional[str], typer.Option(  # noqa: UP045
    "--id-field", help="JSONL/CSV field holding the id (default: id, then doc_id).")]
EncodingOption = Annotated[str, typer.Option("--encoding", help="Text encoding of the inputs.")]
EncodingErrorsOption = Annotated[EncodingErrors, typer.Option(
    "--encoding-errors", help="strict: stop at a bad byte; replace: substitute U+FFFD.")]
QuietOption = Annotated[bool, typer.Option("--quiet", "-q", help="No summary on standard error.")]
TimeLimitOption = Annotated[float, typer.Option(
    "--time-limit", min=0, help="Seconds one document may take; past it the document gets error E202 and the "
    "run goes on (0: no limit).")]
RulesOption = Annotated[Optional[Path], typer.Option(  # noqa: UP045
    "--rules", help="A rules directory to use instead of the packaged one.")]
RemovePartialOption = Annotated[bool, typer.Option(
    "--remove-partial", help="Delete the temporary .partial files a killed earlier run left beside -o.")]


def _fail(message: str) -> typer.Exit:
    typer.echo(f"abstract-claims: error: {message}", err=True)
    return typer.Exit(EXIT_USAGE)


def _warn(message: str) -> None:
    typer.echo(f"abstract-claims: warning: {message}", err=True)


def _no_documents() -> typer.Exit:
    return _fail(f"[{E_EMPTY_INPUT}] the inputs hold no documents (empty files?); nothing written")


@contextlib.contextmanager
def _reported(output: str | None) -> Iterator[None]:
    """Turn what stops a run into one message on standard error and its exit code (no traceback)."""
    try:
        yield
    except AbstractClaimsError as error:
        raise _fail(str(error)) from None
    except BrokenPipeError:
        # The reader of standard output went away (`| head`): stop quietly, as cat or grep do. Later
        # writes (the interpreter flushes stdout at exit) go to /dev/null instead of raising again.
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        raise typer.Exit(EXIT_BROKEN_PIPE) from None
    except OSError as error:
        raise _fail(f"{getattr(error, 'filename', None) or output}: {error.strerror or error}") from None
    except KeyboardInterrupt as error:
        kept = f"; {output} was left as it was" if output and output != "-" else ""
        terminated = isinstance(error, Terminated)
        typer.echo(f"abstract-claims: {'terminated (SIGTERM)' if terminated else 'interrupted'}{kept}", err=True)
        raise typer.Exit(EXIT_TERMINATED if terminated else EXIT_INTERRUPTED) from None


class _Tally:
    """Counts documents, claims and errors as they stream past."""

    def __init__(self) -> None:
        self.documents = self.claims = self.errors = 0

    def count(self, documents: Iterable[DocumentClaims]) -> Iterator[DocumentClaims]:
        for document in documents:
            _stop_if_terminated()
            self.documents += 1
            self.claims += len(document.claims)
            self.errors += bool(document.errors)
            yield document
        _stop_if_terminated()  # before the writer keeps the output


@app.command(cls=_Command)
def extract(
    paths: Annotated[list[str], typer.Argument(help="Files or directories to read; '-' reads standard input.")],
    output: Annotated[Optional[str], typer.Option("-o", "--output", help="Output file (default: standard output).")] = None,  # noqa: UP045
    output_format: Annotated[Optional[OutputChoice], typer.Option("--format", "-f", help="Output format; default from the -o extension, else json.")] = None,  # noqa: UP045
    input_format: InputFormatOption = InputChoice.auto,
    text_field: TextFieldOption = None,
    id_field: IdFieldOption = None,
    encoding: EncodingOption = "utf-8",
    encoding_errors: EncodingErrorsOption = EncodingErrors.strict,
    rules: Annotated[Optional[Path], typer.Option("--rules", help="A rules directory to use instead of the packaged one.")] = None,  # noqa: UP045
    workers: Annotated[int, typer.Option(
        "--workers", "-w", min=1, help="Processes extracting in parallel; output stays in input order.")] = 1,
    quiet: Annotated[bool, typer.Option(
        "--quiet", "-q", help="No progress bar or summary on standard error.")] = False,
    remove_partial: RemovePartialOption = False,
    time_limit: TimeLimitOption = DEFAULT_TIME_LIMIT,
    explain: Annotated[bool, typer.Option(
        "--explain", help="Add 'rejected' to each document (JSON and JSONL): the spans decided not to be entities, "
        "with reason and rule. Runs in one process.")] = False,
) -> None:
    """Extract claims from abstracts and write them as JSON, JSONL, CSV, XLSX or Parquet."""
    from .extractor import Extractor
    from .parallel import extract_parallel

    with _reported(None):
        check_output_path(output)  # a directory or a missing one says so before its extension is judged
        chosen = format_for(output, output_format.value if output_format else None)
        if chosen == "parquet":
            from .parquet import require_pyarrow

            require_pyarrow()  # before any work: the extra may be missing
    if chosen in ("xlsx", "parquet") and (output is None or output == "-"):
        raise _fail(f"[{E_OUTPUT_NEEDS_FILE}] {chosen.upper() if chosen == 'xlsx' else 'Parquet'} output "
                    f"needs a file: pass -o FILE.{chosen}")
    options = ReadOptions(input_format=input_format.value, text_field=text_field, id_field=id_field,
                          encoding=encoding, encoding_errors=encoding_errors.value)  # fmt: skip
    started = time.perf_counter()
    tally = _Tally()
    with _reported(output):
        documents = _documents(paths, options, output, remove_partial)
        records = Extractor(rules_dir=rules, time_limit=time_limit or None, explain=True).documents(documents) \
            if explain else extract_parallel(documents, workers, rules_dir=rules, time_limit=time_limit or None)  # fmt: skip
        write_documents(_progress(tally.count(records), quiet, paths, options), output, chosen)
    seconds = time.perf_counter() - started
    if not quiet:
        typer.echo(f"abstract-claims: {tally.documents} documents, {tally.claims} claims, {tally.errors} with errors, "
                   f"{seconds:.2f} s", err=True)  # fmt: skip
    if tally.errors:
        raise typer.Exit(EXIT_DOCUMENT_ERRORS)


def _chain(first: SourceDocument, rest: Iterator[SourceDocument]) -> Iterator[SourceDocument]:
    yield first
    yield from rest


def _progress(records: Iterable[DocumentClaims], quiet: bool, paths: list[str],
              options: ReadOptions) -> Iterator[DocumentClaims]:  # fmt: skip
    """The records, passed through; on a terminal (and without --quiet) a progress bar on standard error:
    documents done, rate, elapsed, and time left when the inputs' size gives an estimate of the total."""
    from rich.console import Console

    console = Console(stderr=True)
    if quiet or not console.is_terminal:
        yield from records
        return
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

    estimate = _estimated_total(paths, options)
    counts = "{task.completed:,} / about {task.total:,} documents" if estimate else "{task.completed:,} documents"
    # No refresh thread (auto_refresh=False): worker processes may be forked while the bar is up.
    columns = (TextColumn(counts), BarColumn(), TextColumn("{task.fields[rate]}"), TimeElapsedColumn(),
               TimeRemainingColumn())  # fmt: skip
    with Progress(*columns, console=console, auto_refresh=False, transient=True) as bar:
        task = bar.add_task("extract", total=estimate, rate="")
        shown = time.monotonic()
        for done, record in enumerate(records, 1):
            bar.advance(task)
            if estimate and done >= estimate:
                estimate = shown_total(estimate, done)
                bar.update(task, total=estimate)
            if time.monotonic() - shown >= _PROGRESS_REFRESH_SECONDS:
                speed = bar.tasks[0].speed
                bar.update(task, rate=f"{speed:,.0f} docs/s" if speed else "")
                bar.refresh()
                shown = time.monotonic()
            yield record


def shown_total(estimate: int, done: int) -> int:
    """The total the bar shows once ``done`` documents reached the estimate: a little more than done, so that
    the bar never reads "2,000 / about 1,983" and the time left stays an estimate."""
    return max(estimate, done + max(1, done // 100))


_PROGRESS_REFRESH_SECONDS = 0.2
_SAMPLE_BYTES = 1 << 20


def _estimated_total(paths: list[str], options: ReadOptions) -> int | None:
    """A cheap guess of how many documents the inputs hold: each JSONL file's size over the mean size of the
    records in its first MiB (of compressed bytes, for .gz). None unless every input is a JSONL file."""
    import gzip
    import zlib

    from .sources import input_files

    total = 0
    try:
        for path in input_files(paths, warn=lambda _: None):
            name = Path(path).name.lower().removesuffix(".gz")
            jsonl = options.input_format in ("auto", "jsonl") and name.endswith(_JSONL_FILES)
            if path == "-" or not jsonl:
                return None  # seeds-style text, CSV, standard input: no cheap count
            with open(path, "rb") as raw:
                size = os.fstat(raw.fileno()).st_size
                compressed = raw.read(2) == b"\x1f\x8b"
                raw.seek(0)
                sample = (gzip.GzipFile(fileobj=raw) if compressed else raw).read(_SAMPLE_BYTES)
                consumed = raw.tell()  # the file bytes behind the sample
            if sample.lstrip()[:1] == b"[":
                return None  # a JSON array: lines are not records
            lines = sample.count(b"\n") + (bool(sample) and not sample.endswith(b"\n"))
            total += lines if consumed >= size else round(lines * size / max(consumed, 1))
    except (OSError, EOFError, zlib.error, AbstractClaimsError):
        return None  # the reader reports what is wrong
    return total or None


_JSONL_FILES = (".jsonl", ".ndjson", ".json")


@app.command(cls=_Command)
def render(
    paths: Annotated[list[str], typer.Argument(
        help="Files or directories to read; '-' reads standard input.")],
    output: Annotated[Optional[str], typer.Option(  # noqa: UP045
        "-o", "--output", help="HTML file to write (default: standard output, one page). More than "
        "--page-size documents continue in files beside it: claims-2.html, claims-3.html ...")] = None,
    page_size: Annotated[int, typer.Option(
        "--page-size", min=1, help="Documents per HTML file when writing to -o.")] = 200,
    input_format: InputFormatOption = InputChoice.auto,
    text_field: TextFieldOption = None,
    id_field: IdFieldOption = None,
    encoding: EncodingOption = "utf-8",
    encoding_errors: EncodingErrorsOption = EncodingErrors.strict,
    rules: Annotated[Optional[Path], typer.Option(  # noqa: UP045
        "--rules", help="A rules directory to use instead of the packaged one.")] = None,
    quiet: QuietOption = False,
    remove_partial: RemovePartialOption = False,
    time_limit: TimeLimitOption = DEFAULT_TIME_LIMIT,
) -> None:  # fmt: skip
    """Write self-contained HTML pages showing each abstract with its claims highlighted by type."""
    from . import render as review_page

    with _reported(None):
        check_output_path(output)  # a directory or a missing one says so before its extension is judged
    if output is not None and output != "-" and Path(output).suffix.lower() not in (".html", ".htm"):
        raise _fail(f"[{E_UNKNOWN_OUTPUT_FORMAT}] {output}: the review page is HTML: end the file name "
                    "with .html")  # fmt: skip
    options = ReadOptions(input_format=input_format.value, text_field=text_field, id_field=id_field,
                          encoding=encoding, encoding_errors=encoding_errors.value)  # fmt: skip
    started = time.perf_counter()
    files: list[Path] = []
    tally = _extract_and_write(paths, options, rules, output,
                               lambda documents: files.extend(review_page.write(documents, output, page_size)),
                               remove_partial, time_limit or None)  # fmt: skip
    if not quiet:
        seconds = time.perf_counter() - started
        where = f" in {len(files)} files ({files[0].name}, {files[1].name} ...)" if len(files) > 1 else ""
        typer.echo(f"abstract-claims: rendered {tally.documents} documents, {tally.claims} claims, "
                   f"{tally.errors} with errors{where}, {seconds:.2f} s", err=True)  # fmt: skip
    if tally.errors:
        raise typer.Exit(EXIT_DOCUMENT_ERRORS)


def _documents(paths: list[str], options: ReadOptions, output: str | None,
               remove_partial: bool = False) -> Iterator[SourceDocument]:  # fmt: skip
    """The input documents, read far enough that input errors surface before any output is opened."""
    check_output_path(output)
    _report_stale_partial_files(output, remove_partial)
    documents = read_documents(paths, options, warn=_warn, output=output)
    first = next(documents, None)
    if first is None:
        raise _no_documents()
    return _chain(first, documents)


def _report_stale_partial_files(output: str | None, remove: bool) -> None:
    """Name the temporary files a killed earlier run left beside the output (and delete them if asked)."""
    stale = stale_partial_files(output)
    if not stale:
        return
    names = ", ".join(str(path) for path in stale)
    if remove:
        for path in stale:
            with contextlib.suppress(OSError):
                path.unlink()
        _warn(f"[{E_STALE_PARTIAL}] removed {len(stale)} temporary file(s) of an earlier run: {names}")
    else:
        _warn(f"[{E_STALE_PARTIAL}] {len(stale)} temporary file(s) of an earlier run that was killed: {names}; "
              "unless another run is writing the same output now, delete them (or pass --remove-partial)")


def _extract_and_write(paths: list[str], options: ReadOptions, rules: Path | None, output: str | None,
                       write: Callable[[Iterable[DocumentClaims]], None], remove_partial: bool,
                       time_limit: float | None) -> _Tally:  # fmt: skip
    """Read, extract and hand the documents to ``write``; input and I/O errors exit with EXIT_USAGE."""
    from .extractor import Extractor

    tally = _Tally()
    with _reported(output):
        documents = _documents(paths, options, output, remove_partial)
        write(tally.count(Extractor(rules_dir=rules, time_limit=time_limit).documents(documents)))
    return tally


@app.command("dask", cls=_Command)
def dask_run(
    paths: Annotated[list[str], typer.Argument(
        help="Files or directories, at paths every Dask worker can read (shared storage).")],
    output_dir: Annotated[Path, typer.Option(
        "-o", "--output", help="Directory for the part files part-00000.jsonl, ...; concatenated in name "
        "order they are the single-process JSONL output.")],
    scheduler: Annotated[Optional[str], typer.Option(  # noqa: UP045
        "--scheduler", help="Address of a running Dask scheduler, e.g. tcp://host:8786 (default: a local "
        "cluster, stopped at the end).")] = None,
    workers: Annotated[Optional[int], typer.Option(  # noqa: UP045
        "--workers", "-w", min=1, help="Processes of the local cluster (default: one per core).")] = None,
    blocksize: Annotated[str, typer.Option(
        "--blocksize", help="Uncompressed JSONL is cut into partitions of about this size (.gz and other "
        "files are one partition each).")] = "64MiB",
    input_format: InputFormatOption = InputChoice.auto,
    text_field: TextFieldOption = None,
    id_field: IdFieldOption = None,
    encoding: EncodingOption = "utf-8",
    encoding_errors: EncodingErrorsOption = EncodingErrors.strict,
    rules: Annotated[Optional[Path], typer.Option(  # noqa: UP045
        "--rules", help="A rules directory (at the same path on every worker).")] = None,
    overwrite: Annotated[bool, typer.Option(
        "--overwrite", help="Replace the part files an earlier run left in the output directory.")] = False,
    quiet: QuietOption = False,
) -> None:  # fmt: skip
    """Extract on a Dask cluster (local, or --scheduler): one JSONL part file per input partition."""
    from .distributed import default_workers, extract_with_dask, parse_blocksize, require_dask

    options = ReadOptions(input_format=input_format.value, text_field=text_field, id_field=id_field,
                          encoding=encoding, encoding_errors=encoding_errors.value)  # fmt: skip
    with _reported(None):
        require_dask()
        run = extract_with_dask(paths, output_dir, scheduler=scheduler, workers=workers or default_workers(),
                                options=options, rules_dir=rules, blocksize=parse_blocksize(blocksize),
                                overwrite=overwrite, warn=_warn)  # fmt: skip
    if run.documents == 0:
        raise _no_documents()
    if not quiet:
        typer.echo(f"abstract-claims: {run.documents} documents, {run.claims} claims, {run.errors} with "
                   f"errors, {run.seconds:.2f} s; {len(run.parts)} part files in {output_dir}",
                   err=True)  # fmt: skip
    if run.errors:
        raise typer.Exit(EXIT_DOCUMENT_ERRORS)


@app.command("evaluate", cls=_Command)
def evaluate_command(
    gold: Annotated[str, typer.Argument(help="Gold annotations, JSONL in the format of README 'Evaluating'.")],
    predictions: Annotated[Optional[str], typer.Argument(  # noqa: UP045
        help="Predicted documents (JSONL or JSON as `extract` writes them); without it the gold texts are "
        "extracted.")] = None,
    json_output: Annotated[bool, typer.Option("--json", help="Print one JSON object instead of a table.")] = False,
    show_errors: Annotated[int, typer.Option(
        "--show-errors", min=0, metavar="N", help="List up to N missed and N spurious claims per type.")] = 0,
    merge: Annotated[Optional[list[str]], typer.Option(  # noqa: UP045
        "--as", metavar="PRED=GOLD", help="Score predicted claims of type PRED as gold type GOLD "
        "(e.g. model=method); repeatable.")] = None,
    rules: Annotated[Optional[Path], typer.Option(  # noqa: UP045
        "--rules", help="A rules directory to use when extracting the gold texts.")] = None,
) -> None:  # fmt: skip
    """Score claims against gold: precision / recall / F1 per type, number values and units, result roles."""
    from . import evaluate as scoring

    merged: dict[str, str] = {}
    for item in merge or []:
        predicted_type, equals, gold_type = item.partition("=")
        if not equals or not predicted_type or not gold_type:
            raise _fail(f"--as {item!r}: write PRED=GOLD, e.g. --as model=method")
        merged[predicted_type] = gold_type
    with _reported(None):
        gold_records = scoring.read_records(gold, "gold")
        scoring.check_gold(gold_records, gold)
        if predictions is None:
            predicted = scoring.predictions_for(gold_records, rules)
        else:
            predicted = scoring.read_records(predictions, "predictions")
    result = scoring.evaluate(gold_records, predicted, merged)
    if json_output:
        typer.echo(json.dumps(result.to_json(), indent=2))
    else:
        typer.echo(result.table())
    if show_errors and (listed := result.errors(show_errors)):
        typer.echo(listed)


@app.command(cls=_Command)
def diff(
    old: Annotated[Path, typer.Argument(help="Extraction output before the change (JSONL, as 'extract --format jsonl' writes).")],
    new: Annotated[Path, typer.Argument(help="Extraction output after the change, of the same documents.")],
    texts: Annotated[Optional[list[str]], typer.Option(  # noqa: UP045
        "--text", help="The input documents (any format extract reads), to show each sample in its sentence.")] = None,
    claim_types: Annotated[Optional[list[str]], typer.Option(  # noqa: UP045
        "--type", "-t", help="Compare only claims of this type (repeatable): method, dataset, model, ...")] = None,
    sample: Annotated[int, typer.Option("--sample", "-n", min=0, help="Changes shown per category.")] = 5,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the sample: the same seed shows the same changes.")] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="Write the report as JSON.")] = False,
    input_format: InputFormatOption = InputChoice.auto,
    text_field: TextFieldOption = None,
    id_field: IdFieldOption = None,
) -> None:  # fmt: skip
    """Which claims appeared, disappeared, or changed type or span between two extraction outputs."""
    from . import diff as claims_diff

    options = ReadOptions(input_format=input_format.value, text_field=text_field, id_field=id_field)
    with _reported(None):
        before, after = claims_diff.read_claims(old), claims_diff.read_claims(new)
        documents = {document.doc_id: document.text for document in read_documents(texts, options, warn=_warn)} \
            if texts else None  # fmt: skip
        found = claims_diff.diff_claims(before, after, claim_types)
        if as_json:
            report = claims_diff.report_json(found, documents, sample, seed)
            sys.stdout.write(json.dumps(report, indent=1, ensure_ascii=False) + "\n")
        else:
            sys.stdout.write(claims_diff.report_text(found, documents, sample, seed))


@app.command("rules", cls=_Command)
def rules_command(
    rule_ids: Annotated[Optional[list[str]], typer.Argument(  # noqa: UP045
        help="Rule ids (or prefixes such as 'result/') to show; all when none.", show_default=False)] = None,
    rules: RulesOption = None,
    as_json: Annotated[bool, typer.Option("--json", help="Write the registry as JSON lines.")] = False,
) -> None:  # fmt: skip
    """The rule registry: every rule id a claim's 'rule' or 'evidence' can name, what it does, where it lives
    and a sentence it fires on."""
    from .registry import registry_entries

    with _reported(None):
        entries = [entry for entry in registry_entries(rules)
                   if not rule_ids or any(entry.id == wanted or entry.id.startswith(wanted) for wanted in rule_ids)]
        if rule_ids and not entries:
            raise _fail(f"no registered rule has the id or prefix {', '.join(map(repr, rule_ids))}; "
                        "'abstract-claims rules' lists them all")
        for entry in entries:
            if as_json:
                sys.stdout.write(json.dumps(entry.as_json(), ensure_ascii=False) + "\n")
            else:
                sys.stdout.write(entry.as_text() + "\n")


@app.command(cls=_Command)
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


def _unraisable(unraisable: Any) -> None:
    """The SIGTERM handler's exception, when it lands in a finalizer, is dropped by Python with an 'Exception
    ignored in ...' traceback on standard error: the run stops at the next document all the same (_TERMINATED),
    so it is dropped silently; anything else goes to Python's own hook."""
    if not isinstance(unraisable.exc_value, Terminated):
        sys.__unraisablehook__(unraisable)


def main() -> None:
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, _terminate)
        sys.unraisablehook = _unraisable
    app(prog_name="abstract-claims")  # also under `python -m abstract_claims`
