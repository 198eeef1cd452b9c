"""Extraction spread over worker processes on one machine, in input order and in bounded memory.

Each worker process builds one :class:`Extractor` when it starts and keeps it for every chunk it is given.
Documents travel in chunks (tens of documents, ~0.1 s of work each) so that the cost of pickling and of the
inter-process queues stays small against the extraction; at most 4 chunks per worker are outstanding at any
time, so a 100 GB input is read only as fast as the workers consume it.

:class:`concurrent.futures.ProcessPoolExecutor` is used rather than ``multiprocessing.Pool``: ``Pool.imap``
reads its whole input ahead of the workers (its feeder thread is unbounded), and a worker killed by the
operating system (out of memory, a segfault) leaves a ``Pool`` waiting for ever, whereas the executor raises
``BrokenProcessPool`` and we report it.
"""

from __future__ import annotations

import contextlib
import ctypes
import itertools
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections import deque
from collections.abc import Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

from .collector import freeze_alive_objects
from .errors import AbstractClaimsError
from .extractor import DEFAULT_TIME_LIMIT, Extractor
from .models import DocumentClaims
from .rules import RuleSet
from .sources import SourceDocument

#: Documents per task: ~3 ms each, so a chunk is ~0.1 s of work against well under 1 ms of queue overhead.
DEFAULT_CHUNKSIZE = 48
#: Chunks outstanding per worker: enough to keep every worker busy while the parent writes results.
CHUNKS_IN_FLIGHT_PER_WORKER = 4

E_WORKER_DIED = "E301"

# The one Extractor of a worker process, set by the pool's initializer (never used in the parent).
_worker_extractor: Extractor | None = None


class WorkerError(AbstractClaimsError):
    """A worker process died (killed for memory, crashed): the run stops."""

    code = E_WORKER_DIED

    def __init__(self, message: str) -> None:
        super().__init__(f"[{E_WORKER_DIED}] {message}")


def default_start_method() -> str:
    """``fork`` on Linux: workers start at once, sharing the parent's imports (then build their pipeline).

    spaCy holds no threads or locks at import that ``fork`` would break; where ``fork`` is missing (Windows)
    or unsafe (macOS system frameworks) ``spawn`` is used, which re-imports spaCy in each worker (~1 s).
    """
    if sys.platform.startswith("linux") and "fork" in multiprocessing.get_all_start_methods():
        return "fork"
    return "spawn"


def extract_parallel(
    documents: Iterable[SourceDocument],
    workers: int,
    rules_dir: str | Path | None = None,
    chunksize: int = DEFAULT_CHUNKSIZE,
    start_method: str | None = None,
    time_limit: float | None = DEFAULT_TIME_LIMIT,
) -> Iterator[DocumentClaims]:
    """Output records in input order, extracted by ``workers`` processes (by this one when ``workers <= 1``).

    The output is the same, record for record, as ``Extractor(rules_dir).documents(documents)``. The input is
    consumed lazily: at most ``workers * 4`` chunks of ``chunksize`` documents are held at once. A bad rules
    directory raises here, before any document is read.
    """
    if workers <= 1:
        return Extractor(rules_dir=rules_dir, time_limit=time_limit).documents(documents)
    if chunksize < 1:
        raise ValueError(f"chunksize must be at least 1, not {chunksize}")
    RuleSet.load(rules_dir)  # reported here, with its file and line, rather than by a dying worker
    rules = str(rules_dir) if rules_dir is not None else None
    return _pooled(documents, workers, rules, chunksize, start_method or default_start_method(), time_limit)


def _pooled(documents: Iterable[SourceDocument], workers: int, rules_dir: str | None, chunksize: int,
            start_method: str, time_limit: float | None) -> Iterator[DocumentClaims]:  # fmt: skip
    _freeze_objects_once()  # before the pool forks its workers, which inherit the frozen objects
    context = multiprocessing.get_context(start_method)
    pool = ProcessPoolExecutor(workers, mp_context=context, initializer=_start_worker,
                               initargs=(rules_dir, os.getpid(), time_limit))  # fmt: skip
    pending: deque[Future[list[DocumentClaims]]] = deque()
    limit = workers * CHUNKS_IN_FLIGHT_PER_WORKER
    try:
        for chunk in _chunks(documents, chunksize):
            pending.append(pool.submit(_extract_chunk, chunk))
            if len(pending) >= limit:
                yield from _result(pending.popleft())
        while pending:
            yield from _result(pending.popleft())
    finally:
        # Also reached when the consumer stops early: drop the queued chunks rather than extract them.
        pool.shutdown(wait=True, cancel_futures=True)


#: Whether this process has taken its objects out of the garbage collector's view (see _freeze_objects_once).
_objects_frozen = False


def _freeze_objects_once() -> None:
    """Take the objects alive now out of the view of Python's cyclic garbage collector (``gc.collect()``, then
    ``gc.freeze()``), once a process, as :attr:`Extractor.freeze_after_warm_up` does after its warm-up.

    In the parent: the ~90,000 objects of spaCy, pydantic and the rules, which every full collection walked
    (~55 ms each, about every 1,500 records it unpickled: ~35 us a document, a quarter of the parent's CPU). In a
    worker: its pipeline, built at start, which its full collections walked until its extractor's own freeze after
    2,000 documents. Frozen objects are still freed when nothing refers to them; only a reference cycle among them
    outlives the run."""
    global _objects_frozen
    if not _objects_frozen:
        _objects_frozen = True
        freeze_alive_objects()


def _chunks(documents: Iterable[SourceDocument], size: int) -> Iterator[list[SourceDocument]]:
    iterator = iter(documents)
    while chunk := list(itertools.islice(iterator, size)):
        yield chunk


def _result(future: Future[list[DocumentClaims]]) -> list[DocumentClaims]:
    try:
        return future.result()
    except BrokenProcessPool as error:
        raise WorkerError(
            f"a worker process died while extracting ({error}); it may have run out of memory: "
            "try fewer --workers, or find the document with --workers 1"
        ) from None


def _start_worker(rules_dir: str | None, parent: int, time_limit: float | None) -> None:
    global _worker_extractor, _objects_frozen
    _stop_with_parent(parent)
    _worker_extractor = Extractor(rules_dir=rules_dir, time_limit=time_limit)
    _objects_frozen = False  # (a forked worker has the parent's flag, not the objects made since)
    _freeze_objects_once()


#: prctl(2) option: the signal a process gets when its parent dies (Linux).
_PR_SET_PDEATHSIG = 1
#: Seconds between two looks at the parent, where the kernel cannot be asked to tell (not Linux).
_PARENT_POLL_SECONDS = 1.0


def _stop_with_parent(parent: int) -> None:
    """Make this worker end when the parent process dies (killed with SIGKILL, say): orphaned workers would
    go on extracting for nobody and hold standard output open, so that a pipe downstream never ends.

    A worker ends on SIGTERM at once (the parent's handler, which fork copied, would make it clean up
    an output it does not own). On Linux the kernel sends SIGTERM when the parent dies; elsewhere a daemon
    thread watches the parent's id.
    """
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    armed = False
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            armed = ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM) == 0
    if not armed:
        threading.Thread(target=_watch_parent, args=(parent,), daemon=True, name="parent-watch").start()
    if os.getppid() != parent:  # the parent died before the kernel was told to watch it
        os._exit(EXIT_ORPHANED)


def _watch_parent(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(_PARENT_POLL_SECONDS)
    os._exit(EXIT_ORPHANED)


#: Exit code of a worker whose parent died (as if it had been sent SIGTERM).
EXIT_ORPHANED = 143


def _extract_chunk(chunk: list[SourceDocument]) -> list[DocumentClaims]:
    if _worker_extractor is None:  # pragma: no cover - the initializer always runs first
        raise RuntimeError("worker started without its extractor")
    return list(_worker_extractor.documents(chunk))  # documents(), not document(): its memory zones
