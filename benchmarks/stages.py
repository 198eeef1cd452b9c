"""Where the time goes: microseconds per document in each stage of the extraction, warm, one process.

    .venv/bin/python benchmarks/stages.py /tmp/corpus3k.jsonl            # the stage table
    .venv/bin/python benchmarks/stages.py /tmp/corpus3k.jsonl --profile  # and cProfile's top functions

The documents are extracted once to warm spaCy's caches and the rules' per-word caches; then each stage is
timed as ``nlp()`` runs them, one document after the other: the markup tokenizer (``markup.normalize`` shown
apart), the sentencizer, each claim component, ``claims_of`` with the span check and the sentence spans, the
output record and its JSON line. Each figure is CPU time (the machine may be shared), the best of ``--repeats``
passes.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import time
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path

from abstract_claims import Extractor
from abstract_claims.export import document_json
from abstract_claims.markup import normalize
from abstract_claims.models import built_record, check_spans
from abstract_claims.pipeline import claims_of, sentences_of
from abstract_claims.sources import SourceDocument, read_documents


def stage_times(documents: Sequence[SourceDocument], extractor: Extractor) -> dict[str, float]:
    """Microseconds per document spent in each stage, run one after the other as nlp() runs them."""
    nlp = extractor.nlp
    spent: dict[str, float] = defaultdict(float)
    clock = time.process_time  # CPU time: the machine may be shared
    for document in documents:
        text = document.text
        t0 = clock()
        normalize(text)
        t1 = clock()
        doc = nlp.tokenizer(text)  # markup normalisation again, then spaCy's tokenizer
        t2 = clock()
        spent["markup.normalize"] += t1 - t0
        spent["tokenizer (incl. normalize)"] += t2 - t1
        for name, component in nlp.pipeline:
            t = clock()
            doc = component(doc)
            spent[name.removeprefix("abstract_claims_")] += clock() - t
        t = clock()
        claims = claims_of(doc, document.doc_id)
        check_spans(text, claims)
        sentences = sentences_of(doc)
        t3 = clock()
        record = built_record(document.doc_id, document.title, document.source, document.offset, claims, [],
                              text=text, sentences=sentences)  # fmt: skip
        document_json(record)
        t4 = clock()
        spent["claims_of + spans + sentences"] += t3 - t
        spent["record + JSON"] += t4 - t3
    return {stage: seconds / len(documents) * 1e6 for stage, seconds in spent.items()}


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", type=Path, help="a JSONL (or any input abstract-claims reads)")
    parser.add_argument("--limit", type=int, default=3000, help="documents read (3000)")
    parser.add_argument("--repeats", type=int, default=2, help="timed passes; the best counts (2)")
    parser.add_argument("--profile", action="store_true", help="also cProfile one pass: top functions")
    parser.add_argument("--top", type=int, default=30, help="functions listed by --profile (30)")
    arguments = parser.parse_args(argv)
    documents = [d for _, d in zip(range(arguments.limit), read_documents([arguments.corpus]), strict=False)]
    extractor = Extractor()
    for _ in extractor.documents(documents):  # warm
        pass
    best: dict[str, float] = {}
    for _ in range(arguments.repeats):
        for stage, micros in stage_times(documents, extractor).items():
            best[stage] = min(best.get(stage, micros), micros)
    total = sum(micros for stage, micros in best.items() if stage != "markup.normalize")
    print(f"{len(documents):,} documents of {arguments.corpus.name}, warm, best of {arguments.repeats}, us/doc:")
    for stage, micros in best.items():
        print(f"  {stage:32s} {micros:8,.0f}  {micros / total:6.1%}")
    print(f"  {'total':32s} {total:8,.0f}  ({1e6 / total:,.0f} docs/s)")
    if arguments.profile:
        profile = cProfile.Profile()
        profile.enable()
        for record in extractor.documents(documents):
            document_json(record)
        profile.disable()
        pstats.Stats(profile).sort_stats("tottime").print_stats(arguments.top)


if __name__ == "__main__":
    main()
