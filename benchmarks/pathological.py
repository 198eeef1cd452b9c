"""Time per MB of the extractor on pathological text: it must grow linearly with the input.

Run from the repository root:

    .venv/bin/python benchmarks/pathological.py                 # sizes 10, 20, 40 KB, 3 rounds (~1 min)
    .venv/bin/python benchmarks/pathological.py --sizes 10 40 200   # the README's table (~40 s)

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
The whole table is run ``--rounds`` times, each round in a fresh pipeline (so each pays that first sight
again); a row shows its round with the least CPU time (the one least disturbed by other jobs, as ``timeit``
takes the minimum) and, under 'worst', its most disturbed one.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from spacy.tokens import Doc

from abstract_claims import Extractor
from abstract_claims.sources import SourceDocument

ROOT = Path(__file__).resolve().parent.parent
TARGET_CPU_SECONDS_PER_MB = 10.0  # issue 17, item 8


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
    """Seconds spent in the results component (its rules are read per number: issue 17, item 8). The component's
    class is wrapped once, so every extractor made afterwards is timed."""

    def __init__(self) -> None:
        self.seconds = 0.0
        component_class = type(Extractor(time_limit=None).nlp.get_pipe("abstract_claims_results"))
        call = component_class.__call__
        timer = self

        def timed(self: object, doc: Doc) -> Doc:
            started = time.perf_counter()
            try:
                done: Doc = call(self, doc)
                return done
            finally:
                timer.seconds += time.perf_counter() - started

        component_class.__call__ = timed  # type: ignore[method-assign]


@dataclass
class _Row:
    name: str
    kilobytes: float
    claims: int
    seconds: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    results: list[float] = field(default_factory=list)


def _round(patterns: list[str], sizes: list[int], results: _ResultsTimer, rows: dict[tuple[str, int], _Row]) -> None:
    """One pass over every pattern and size, in a fresh pipeline: each round pays the same first sight of the
    patterns' words as the others, so that the rounds differ only by the machine's noise."""
    extractor = Extractor(time_limit=None)
    for path in sorted((ROOT / "seeds").glob("*.txt")):  # warm-up: the rules' lazily compiled patterns and caches
        extractor.claims(path.read_text(encoding="utf-8"))
    for name in patterns:
        for kb in sizes:
            text = PATTERNS[name](kb * 1000)
            results.seconds = 0.0
            started, cpu = time.perf_counter(), time.process_time()
            record = extractor.document(SourceDocument(name, text))
            seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
            megabytes = len(text) / 1e6
            row = rows.setdefault((name, kb), _Row(name, len(text) / 1000, len(record.claims)))
            row.seconds.append(seconds / megabytes)
            row.cpu.append(cpu / megabytes)
            row.results.append(results.seconds / megabytes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[10, 20, 40], help="document sizes in KB")
    parser.add_argument("--patterns", nargs="+", choices=sorted(PATTERNS), default=list(PATTERNS))
    parser.add_argument("--rounds", type=int, default=3, help="rounds, each in a fresh pipeline (best and worst shown)")
    arguments = parser.parse_args()
    results = _ResultsTimer()
    rows: dict[tuple[str, int], _Row] = {}
    for _ in range(arguments.rounds):
        _round(arguments.patterns, arguments.sizes, results, rows)
    print(f"{'pattern':<20} {'KB':>7} {'s/MB':>8} {'CPU s/MB':>9} {'worst':>7} {'results s/MB':>13} {'claims':>7}")
    for row in rows.values():
        best = row.cpu.index(min(row.cpu))  # the round least disturbed by other jobs on the machine
        print(f"{row.name:<20} {row.kilobytes:>7.1f} {row.seconds[best]:>8.2f} {row.cpu[best]:>9.2f} "
              f"{max(row.cpu):>7.2f} {row.results[best]:>13.2f} {row.claims:>7}")  # fmt: skip
    slowest = max(rows.values(), key=lambda row: min(row.cpu))
    verdict = "PASS" if min(slowest.cpu) <= TARGET_CPU_SECONDS_PER_MB else "MISS"
    print(f"\nslowest row, best of {arguments.rounds} rounds: {slowest.name}, {slowest.kilobytes:.0f} KB, "
          f"{min(slowest.cpu):.2f} CPU s/MB; target <= {TARGET_CPU_SECONDS_PER_MB:g}  {verdict}")


if __name__ == "__main__":
    main()
