"""A synthetic corpus for scale runs: the seed abstracts' sentences shuffled and recombined, arXiv-shaped.

Each generated abstract opens with a first sentence of some seed abstract and goes on with 4 to 9 sentences
drawn from all the others, so that it reads like an abstract (LaTeX, markdown, numbers and names included)
while the corpus can be made as large as wanted. The RNG is seeded: the same count and seed give the same
bytes. Records look like the arXiv metadata snapshot: ``{"id", "title", "abstract"}``, the abstract
starting with two spaces and wrapped at ~80 columns with newlines.

    .venv/bin/python benchmarks/make_corpus.py /tmp/corpus.jsonl.gz --count 100000
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
from collections.abc import Iterator
from pathlib import Path

from abstract_claims import Extractor
from abstract_claims.sources import read_documents

SEEDS = Path(__file__).resolve().parent.parent / "seeds"
WRAP_COLUMNS = 80


def seed_sentences(seeds: Path = SEEDS) -> tuple[list[str], list[str]]:
    """(opening sentences, other sentences) of the seed abstracts, split by the pipeline's own sentencizer."""
    openers: list[str] = []
    others: list[str] = []
    for record in Extractor().documents(read_documents([seeds])):
        text = record.text or ""
        sentences = [text[start:end] for start, end in record.sentences]
        if sentences:
            openers.append(sentences[0])
            others.extend(sentences[1:])
    return openers, others


def _wrap(text: str, columns: int = WRAP_COLUMNS) -> str:
    """Greedy wrapping at spaces, as arXiv stores abstracts (a line break replaces a space)."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > columns:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    return "\n".join(lines)


def make_corpus(count: int, seed: int = 0, seeds: Path = SEEDS) -> Iterator[dict[str, str]]:
    """``count`` arXiv-shaped records, the same ones for the same ``seed``."""
    openers, others = seed_sentences(seeds)
    rng = random.Random(seed)
    for index in range(count):
        sentences = [rng.choice(openers), *rng.sample(others, rng.randint(4, 9))]
        body = " ".join(sentence.strip() for sentence in sentences)
        title = " ".join(sentences[0].split()[:8]).rstrip(".,:;")
        yield {"id": f"synthetic.{index:07d}", "title": title, "abstract": "  " + _wrap(body) + "\n"}


def write_corpus(path: Path, count: int, seed: int = 0) -> Path:
    """Write ``count`` records as JSONL (gzip-compressed when ``path`` ends in .gz)."""
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "wt", encoding="utf-8") as handle:
        for record in make_corpus(count, seed):
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("output", type=Path, help="JSONL file to write (.jsonl.gz to compress)")
    parser.add_argument("--count", type=int, default=100_000, help="abstracts to generate (default 100000)")
    parser.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    arguments = parser.parse_args()
    write_corpus(arguments.output, arguments.count, arguments.seed)
    print(f"{arguments.count} abstracts written to {arguments.output}")


if __name__ == "__main__":
    main()
