"""Time per MB of the extractor on pathological text: it must grow linearly with the input.

Run from the repository root:

    .venv/bin/python benchmarks/pathological.py                 # sizes 10, 20, 40 KB (~1 min on 2 cores)
    .venv/bin/python benchmarks/pathological.py --sizes 20 100 1000

Each pattern is one document of the given size, extracted in this process with the per-document time limit
switched off (so the number measured is the real cost, not the limit). The patterns are those that once took
minutes (issue 17): 20 KB of '%' (spaCy's suffix search), of '(' (its prefix search), punctuation runs just
under the length that is skipped, a list of thousands of percentages in one sentence, one long
'respectively' sentence, sentences of abstract length that are each a list of 300 percentages, one paragraph
with LaTeX markup in every sentence (the offset map of the markup), and for comparison the seed abstracts
joined into one document.
The target is at most 10 s per MB at every size: a quadratic cost shows as s/MB growing with the size. 'CPU
s/MB' is the process's CPU time (the machine may be shared: wall time then grows, CPU time much less). The
column 'results s/MB' is the part of the wall time spent in the results component, whose rules run once per
number (in a table sentence, for its first RESULT_BUDGET numbers or so only: see extractor.py). The first size
of each pattern also pays for what the process sees first (spaCy makes a lexeme of every new word, the entity
rules classify every new name once): read the rows of one pattern together.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from pathlib import Path

from spacy.tokens import Doc

from abstract_claims import Extractor
from abstract_claims.sources import SourceDocument

ROOT = Path(__file__).resolve().parent.parent


def _repeat(unit: str) -> Callable[[int], str]:
    return lambda size: (unit * (size // len(unit) + 1))[:size]


def _percent_list(size: int) -> str:
    items: list[str] = []
    length = 0
    index = 0
    while length < size:
        item = f"{(index * 37) % 1000 / 10:.1f}%"
        items.append(item)
        length += len(item) + 2
        index += 1
    return "The accuracies are " + ", ".join(items) + "."


def _respectively(size: int) -> str:
    methods: list[str] = []
    values: list[str] = []
    index = 0
    while sum(len(m) + len(v) + 4 for m, v in zip(methods, values, strict=True)) < size:
        methods.append(f"Model-{index}")
        values.append(f"{50 + (index * 7) % 50}.{index % 10}%")
        index += 1
    return (f"{', '.join(methods)} reach {', '.join(values)} accuracy on ImageNet, respectively, "
            "outperforming the baseline.")  # fmt: skip


def _list_sentences(size: int) -> str:
    """Sentences of ~2,400 characters, each a list of 300 percentages: no sentence is overlong, each is a table."""
    sentences: list[str] = []
    index = 0
    while sum(len(sentence) + 1 for sentence in sentences) < size:
        items = ", ".join(f"{((index + item) * 37) % 1000 / 10:.1f}%" for item in range(300))
        sentences.append(f"Table {index // 300 + 1} lists {items}.")
        index += 300
    return " ".join(sentences)[:size]


def _abstracts(size: int) -> str:
    seeds = "\n\n".join(path.read_text(encoding="utf-8") for path in sorted((ROOT / "seeds").glob("*.txt")))
    return (seeds * (size // len(seeds) + 1))[:size]


# LaTeX markup in every sentence, one paragraph: the offset map between the source and its clean text grows with it
_MARKUP_SENTENCE = r"It reaches 77.8% on \textbf{MMLU}, $\varphi = 0.46$ and a {\em 3.3x} speedup \cite{x}. "

PATTERNS: dict[str, Callable[[int], str]] = {
    "percent signs": _repeat("%"),
    "open parentheses": _repeat("("),
    "mixed punctuation": _repeat("%)(]-/"),
    # just under the run that is skipped: 15 "(" and a letter, over and over (each token costs 15 squared)
    "15-character runs": _repeat("(" * 15 + "x "),
    "percentage list": _percent_list,
    "respectively": _respectively,
    "list sentences": _list_sentences,
    "seed abstracts": _abstracts,
    "markup paragraph": _repeat(_MARKUP_SENTENCE),
}


class _ResultsTimer:
    """Seconds spent in the results component (its rules are read per number: issue 17, item 8)."""

    def __init__(self, extractor: Extractor) -> None:
        component = extractor.nlp.get_pipe("abstract_claims_results")
        self.seconds = 0.0
        call = type(component).__call__
        timer = self

        def timed(self: object, doc: Doc) -> Doc:
            started = time.perf_counter()
            try:
                done: Doc = call(self, doc)
                return done
            finally:
                timer.seconds += time.perf_counter() - started

        type(component).__call__ = timed  # type: ignore[method-assign]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[10, 20, 40], help="document sizes in KB")
    parser.add_argument("--patterns", nargs="+", choices=sorted(PATTERNS), default=list(PATTERNS))
    arguments = parser.parse_args()
    extractor = Extractor(time_limit=None)
    for path in sorted((ROOT / "seeds").glob("*.txt")):  # warm-up: the rules' lazily compiled patterns and caches
        extractor.claims(path.read_text(encoding="utf-8"))
    results = _ResultsTimer(extractor)
    print(f"{'pattern':<20} {'KB':>7} {'seconds':>9} {'s/MB':>8} {'CPU s/MB':>9} {'results s/MB':>13} {'claims':>7}")
    for name in arguments.patterns:
        for kb in arguments.sizes:
            text = PATTERNS[name](kb * 1000)
            results.seconds = 0.0
            started, cpu = time.perf_counter(), time.process_time()
            record = extractor.document(SourceDocument(name, text))
            seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
            megabytes = len(text) / 1e6
            print(f"{name:<20} {len(text) / 1000:>7.1f} {seconds:>9.2f} {seconds / megabytes:>8.2f} {cpu / megabytes:>9.2f} "
                  f"{results.seconds / megabytes:>13.2f} {len(record.claims):>7}", flush=True)  # fmt: skip


if __name__ == "__main__":
    main()
