"""Extraction on a Dask cluster: a ``dask.bag`` of input partitions, one JSONL part file per partition.

A partition is a whole input file, or, for an uncompressed JSONL file, a block of ~``blocksize`` bytes cut
at line boundaries (so the 4 GB arXiv snapshot spreads over a cluster). The driver only plans: it lists the
files and, for block splitting, counts the lines before each block (one sequential read) so that records
keep the line numbers a single-process run gives them. Workers read their partitions themselves, from the
same paths: inputs must be on storage every worker sees. Part ``i`` holds partition ``i``'s records, so the
part files concatenated in name order are byte for byte the single-process ``--format jsonl`` output.

Each worker process builds the pipeline once (:func:`worker_extractor`, a per-process cache) and keeps it for
every partition it runs; the package travels to workers by being installed there, not by pickling a
pipeline with every task. Dask is optional: ``pip install "abstract-claims[dask]"``.
"""

from __future__ import annotations

import codecs
import functools
import importlib
import os
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import AbstractClaimsError
from .export import atomic_output, write_jsonl
from .extractor import Extractor
from .models import DocumentClaims
from .rules import RuleSet
from .sources import (
    STDIN,
    ReadOptions,
    SourceDocument,
    Warn,
    check_encoding,
    input_files,
    json_lines_file,
    read_file,
    read_jsonl_lines,
)

if TYPE_CHECKING:
    from distributed import Client

#: ~40k records of the arXiv snapshot (~1.7 kB each): minutes of work per task, ~70 tasks for its 4.5 GB.
DEFAULT_BLOCKSIZE = 64 * 2**20
PART_PREFIX, PART_SUFFIX = "part-", ".jsonl"
_COUNT_CHUNK = 16 * 2**20
_JSONL_SUFFIXES = (".jsonl", ".ndjson", ".json")
_GZIP_MAGIC = b"\x1f\x8b"

E_DASK_MISSING = "E302"
E_STDIN_NOT_SHIPPABLE = "E303"
E_STALE_PARTS = "E304"
E_PARTITION_FAILED = "E305"
E_BAD_BLOCKSIZE = "E306"

_extractor_lock = threading.Lock()


class DistributedError(AbstractClaimsError):
    """A Dask run cannot start or a partition failed. Takes one argument, so it pickles back from workers."""

    def __init__(self, message: str) -> None:
        super().__init__(message)


@dataclass(frozen=True)
class Partition:
    """One task's input: a whole file (``end`` None) or the lines in bytes [start, end) of a JSONL file."""

    index: int
    path: str  # as the user gave it: records name it as their source, exactly as a single-process run does
    start: int = 0
    end: int | None = None
    first_line: int = 1


@dataclass(frozen=True)
class PartResult:
    part: str
    documents: int
    claims: int
    errors: int


@dataclass(frozen=True)
class DaskRun:
    """What a run wrote: the part files in output order, and the totals for the summary line."""

    parts: list[Path]
    documents: int
    claims: int
    errors: int
    seconds: float


def require_dask() -> tuple[Any, Any]:
    """The ``dask.bag`` and ``distributed`` modules, or a :class:`DistributedError` saying how to get them.

    Imported here, not at the top, so that the package works without the ``dask`` extra.
    """
    try:
        return importlib.import_module("dask.bag"), importlib.import_module("distributed")
    except ImportError as error:
        raise DistributedError(f"[{E_DASK_MISSING}] Dask is not installed ({error.name} is missing): "
                               "pip install \"abstract-claims[dask]\"") from None  # fmt: skip


def extract_with_dask(
    paths: Sequence[str | Path],
    output_dir: str | Path,
    *,
    client: Client | None = None,
    scheduler: str | None = None,
    workers: int = 2,
    options: ReadOptions | None = None,
    rules_dir: str | Path | None = None,
    blocksize: int = DEFAULT_BLOCKSIZE,
    overwrite: bool = False,
    warn: Warn | None = None,
) -> DaskRun:
    """Extract every document of ``paths`` on Dask and write ``output_dir/part-NNNNN.jsonl``.

    Uses ``client`` if given, else connects to ``scheduler`` (``tcp://host:8786``), else starts a local
    cluster of ``workers`` processes with one thread each (extraction is pure Python: threads would share
    one GIL) and stops it at the end.
    """
    bags, dask_distributed = require_dask()
    started = time.perf_counter()
    options = options or ReadOptions()
    rules = str(rules_dir) if rules_dir is not None else None
    RuleSet.load(rules)  # a bad rules directory is reported here, not by every worker
    partitions = plan_partitions(paths, options, blocksize, warn)
    output = Path(output_dir)
    _prepare_output(output, overwrite)
    width = max(5, len(str(len(partitions) - 1)))
    bag = bags.from_sequence(partitions, npartitions=max(1, len(partitions)))
    results_bag = bag.map(run_partition, output_dir=str(output), options=options, rules_dir=rules,
                          width=width)  # fmt: skip

    cluster: Any = None
    session: Any = client
    if client is None:
        if scheduler:
            session = dask_distributed.Client(scheduler)
        else:
            cluster = dask_distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                                    dashboard_address=None)  # fmt: skip
            session = dask_distributed.Client(cluster)
    try:
        results: list[PartResult] = session.compute(results_bag, sync=True)
    except dask_distributed.KilledWorker as error:
        raise DistributedError(f"[{E_PARTITION_FAILED}] workers kept dying on a partition ({error}); they "
                               "may run out of memory: give them more, or a smaller --blocksize") from None
    finally:
        if client is None:
            session.close()
        if cluster is not None:
            cluster.close()
    return DaskRun(parts=[output / result.part for result in results],
                   documents=sum(r.documents for r in results), claims=sum(r.claims for r in results),
                   errors=sum(r.errors for r in results), seconds=time.perf_counter() - started)  # fmt: skip


def plan_partitions(paths: Sequence[str | Path], options: ReadOptions, blocksize: int = DEFAULT_BLOCKSIZE,
                    warn: Warn | None = None) -> list[Partition]:  # fmt: skip
    """The partitions of ``paths`` in output order; :class:`InputError` for a path that cannot be read."""
    if blocksize < 1:
        raise ValueError(f"blocksize must be positive, not {blocksize}")
    check_encoding(options.encoding)
    partitions: list[Partition] = []
    for path in input_files(paths, warn):
        if path == STDIN:
            raise DistributedError(f"[{E_STDIN_NOT_SHIPPABLE}] standard input cannot be shared with Dask "
                                   "workers: write it to a file they can read")  # fmt: skip
        name = str(path)
        next(read_file(Path(name), options), None)  # opens, sniffs and decodes the start: bad files fail here
        if _splittable(Path(name), options):
            for start, end, first_line in _line_blocks(Path(name), blocksize):
                partitions.append(Partition(len(partitions), name, start, end, first_line))
        else:
            partitions.append(Partition(len(partitions), name))
    return partitions


def _splittable(path: Path, options: ReadOptions) -> bool:
    """True when the file's records are its lines, readable from any line: JSONL, uncompressed, and in an
    encoding where b"\\n" ends a line (not UTF-16/32); the same test :func:`sources.read_file` applies."""
    suffix = path.suffix.lower()
    if options.input_format not in ("auto", "jsonl") or suffix == ".gz":
        return False
    if options.input_format == "auto" and suffix not in _JSONL_SUFFIXES:
        return False
    if suffix == ".json" and not json_lines_file(path, options):
        return False
    if "\n".encode(codecs.lookup(options.encoding).name) != b"\n":
        return False
    with open(path, "rb") as handle:
        return handle.read(2) != _GZIP_MAGIC


def _line_blocks(path: Path, blocksize: int) -> Iterator[tuple[int, int, int]]:
    """(start, end, first line number) of blocks of about ``blocksize`` bytes, each ending after a newline."""
    size = path.stat().st_size
    with open(path, "rb") as handle:
        start, line = 0, 1
        while start < size:
            handle.seek(min(start + blocksize, size))
            handle.readline()  # on to the end of the line the boundary falls in
            end = handle.tell()
            yield start, end, line
            line += _newlines(handle, start, end)
            start = end


def _newlines(handle: Any, start: int, end: int) -> int:
    handle.seek(start)
    count, left = 0, end - start
    while left > 0:
        chunk = handle.read(min(_COUNT_CHUNK, left))
        if not chunk:
            break
        count += chunk.count(b"\n")
        left -= len(chunk)
    return count


def _prepare_output(output: Path, overwrite: bool) -> None:
    output.mkdir(parents=True, exist_ok=True)
    stale = sorted(output.glob(f"{PART_PREFIX}*{PART_SUFFIX}"))
    if stale and not overwrite:
        raise DistributedError(f"[{E_STALE_PARTS}] {output}: already holds {len(stale)} part files of "
                               "an earlier run; remove them, choose another directory or pass --overwrite")
    for part in stale:
        part.unlink()


def part_name(index: int, width: int = 5) -> str:
    """The file name of partition ``index``: zero-padded, so that name order is output order."""
    return f"{PART_PREFIX}{index:0{width}d}{PART_SUFFIX}"


@functools.cache
def worker_extractor(rules_dir: str | None) -> Extractor:
    """The extractor of this process, built on its first partition and kept for all the others."""
    return Extractor(rules_dir=rules_dir)


def extractors_built() -> int:
    """How many extractors this process has built (1 on a worker that ran any partition)."""
    return worker_extractor.cache_info().misses


def run_partition(partition: Partition, output_dir: str, options: ReadOptions, rules_dir: str | None,
                  width: int) -> PartResult:  # fmt: skip
    """Extract one partition into its part file, written atomically (a retried task leaves no half file)."""
    with _extractor_lock:  # the first tasks of a multi-threaded worker must not build one each
        extractor = worker_extractor(rules_dir)
    name = part_name(partition.index, width)
    counts = [0, 0, 0]

    def counted(records: Iterator[DocumentClaims]) -> Iterator[DocumentClaims]:
        for record in records:
            counts[0] += 1
            counts[1] += len(record.claims)
            counts[2] += bool(record.errors)
            yield record

    try:
        # One partition at a time per process: a spaCy pipeline (and its memory zones) is not for
        # concurrent threads, and the GIL would serialise them anyway.
        with _extractor_lock, atomic_output(Path(output_dir) / name) as handle:
            records = extractor.documents(partition_documents(partition, options))
            write_jsonl(counted(records), handle)
    except AbstractClaimsError as error:  # its own constructor may not survive the trip back to the client
        raise DistributedError(f"[{E_PARTITION_FAILED}] partition {partition.index} ({partition.path}): "
                               f"{error}") from None  # fmt: skip
    return PartResult(name, *counts)


def partition_documents(partition: Partition, options: ReadOptions) -> Iterator[SourceDocument]:
    """The documents of one partition, with the ids, sources and line numbers a whole-input read gives."""
    if partition.end is None:
        yield from read_file(Path(partition.path), options)
        return
    with open(partition.path, "rb") as handle:
        lines = _block_lines(handle, partition.start, partition.end)
        yield from read_jsonl_lines(lines, partition.path, options, first_line=partition.first_line,
                                    first_byte=partition.start)  # fmt: skip


def _block_lines(handle: Any, start: int, end: int) -> Iterator[bytes]:
    handle.seek(start)
    position = start
    while position < end:
        line = handle.readline()
        if not line:
            return
        position += len(line)
        yield line


def default_workers() -> int:
    """Local worker processes when none are asked for: one per core."""
    return os.cpu_count() or 1


def parse_blocksize(text: str) -> int:
    """Bytes from '64MiB', '100MB', '1e6' or '65536' (Dask's notation)."""
    from dask.utils import parse_bytes

    try:
        size = int(parse_bytes(text))
    except (ValueError, TypeError):
        size = 0
    if size < 1:
        raise DistributedError(f"[{E_BAD_BLOCKSIZE}] --blocksize {text!r}: give a size such as 64MiB")
    return size
