"""How the extraction uses Python's cyclic garbage collector.

An extraction makes and frees many small objects (tokens, mentions, drafts, claims) and almost no reference
cycles (~3.5 objects in cycles an abstract); reference counting frees nearly all of them. What the collector
costs is walking objects that are alive and will stay so: the pipeline, its rules and caches (~100,000 objects),
a memory zone's records, the claims of a long text read so far. These helpers keep it from walking them again
and again; each says what it measured.
"""

from __future__ import annotations

import contextlib
import gc
import threading
from collections.abc import Iterator


def freeze_alive_objects() -> None:
    """Take the objects alive now out of the collector's view (``gc.collect()``, then ``gc.freeze()``): later
    collections do not walk them. Frozen objects are still freed when nothing refers to them; only a reference
    cycle among them outlives the process."""
    gc.collect()  # what is garbage now is freed, not frozen
    gc.freeze()


@contextlib.contextmanager
def young_collections_every(threshold: int | None) -> Iterator[None]:
    """Within the block, the garbage collector's first threshold is at least ``threshold`` (None: unchanged).
    On leaving, the thresholds found are set back, unless something else changed them meanwhile (another
    extractor's block that ended after this one began: its own are restored then)."""
    found = gc.get_threshold()
    if threshold is None or found[0] >= threshold:
        yield
        return
    raised = (threshold, *found[1:])
    gc.set_threshold(*raised)
    try:
        yield
    finally:
        if gc.get_threshold() == raised:
            gc.set_threshold(*found)


class FullCollectionsHeld:
    """A block in which Python's cyclic garbage collector makes no automatic full collection (of its oldest
    generation) but at most one at the end; the young generations are collected as usual. Threads share the
    collector: the blocks open are counted under a lock, and the outermost one restores the threshold.

    A long text read in segments keeps the claims of each segment (~4 tracked objects a claim) until its
    record is made. A full collection walks them all with the pipeline's own objects (~0.1 s at 200 KB of a
    list of numbers) and came each time a quarter more objects had survived, so the cost per MB grew with the
    length of the text (+15 to 40% from 40 to 200 KB: 3 full collections at 200 KB, 13 at 1 MB). They found
    no garbage: the segments' Docs are freed by reference counting. So they wait for the end of the block, where
    the one full collection the collector would have considered in it (its threshold: that many young
    collections) is made, in the block, not in whatever runs next."""

    #: a threshold for the oldest generation's count (of young collections) that is never reached
    never = 1 << 30

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._open = 0
        self._threshold = 0  # the collector's own threshold for the oldest generation
        self._young = 0  # young collections (the oldest generation's count) when the outermost block opened

    def __enter__(self) -> None:
        with self._lock:
            if not self._open:
                young, middle, self._threshold = gc.get_threshold()
                gc.set_threshold(young, middle, self.never)
                self._young = gc.get_count()[2]
            self._open += 1

    def __exit__(self, *exception: object) -> None:
        with self._lock:
            self._open -= 1
            if self._open:
                return
            young, middle, _ = gc.get_threshold()
            gc.set_threshold(young, middle, self._threshold)
            if gc.isenabled() and gc.get_count()[2] - self._young > self._threshold:
                gc.collect()


#: The one instance: the collector is one per process.
full_collections_held = FullCollectionsHeld()
