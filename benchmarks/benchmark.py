"""Throughput, memory and start-up of the extractor on real arXiv abstracts, against spaCy's tokenizer and an
earlier commit of this project, all measured in one run.

Run from the repository root:

    .venv/bin/python benchmarks/benchmark.py --baseline-python /path/to/c5f786d/.venv/bin/python
    .venv/bin/python benchmarks/benchmark.py --quick   # a smoke run: 300 abstracts, 2,000 streamed

The documents are the first ``--sample`` (3,000) abstracts of ``--corpus`` (the arXiv sample,
``../shared/corpus/arxiv-ml.jsonl.gz``: real TeX and markdown). Every rate is taken in this one run on those
same documents, so that the ratios hold on a noisy, shared machine even when the absolute rates do not:

(a) spaCy's blank English tokenizer alone (``spacy.blank("en").tokenizer``), warm, in this process;
(b) this checkout's extraction, one process: a fresh interpreter loads the pipeline, extracts the documents
    once to warm its caches, then is timed over them again (records and their JSON lines, as the command line
    writes them); start-up is not counted;
(base) the same program run by ``--baseline-python`` (the interpreter of another checkout's venv, e.g.
    c5f786d), on the same documents;
(c) 2 worker processes (``extract_parallel(documents, 2)``) against 1 process (``Extractor().documents``),
    both on a cold vocabulary and timed from the first record to the last, so that neither the fork and the
    workers' pipelines nor the interpreter's start-up count;
start-up: fresh interpreters importing the package, building the pipeline and extracting a first claim, with the
    package's bytecode compiled first, as ``pip install`` leaves it (an editable install under
    PYTHONDONTWRITEBYTECODE=1, as on the project's machines, would otherwise compile ~19,000 lines at every start:
    ~0.2 s more);
memory: ``abstract-claims extract -`` streaming ``--scale`` (100,000) abstracts through its standard input (a
    pipe, as from ``zcat``) in a subprocess, its resident memory sampled every half second. The arXiv sample has
    71,386 abstracts: it is read whole and then again from its start (ids suffixed ``#2``) until ``--scale`` are
    written.

The rates (a), (b), (base) and both rates of (c) are the best of ``--repeats`` interleaved rounds.
"""

from __future__ import annotations

import argparse
import compileall
import contextlib
import gzip
import itertools
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "corpus" / "arxiv-ml.jsonl.gz"
MB = 2**20

TARGET_BASELINE_RATIO = 2.0  # b / base
TARGET_FLOOR_RATIO = 0.33  # b / a
TARGET_WORKER_RATIO = 1.8  # c, 2 workers / 1
TARGET_STARTUP_SECONDS = 1.5
TARGET_PEAK_MB = 500.0

STARTUP_PROGRAM = """
import json, time
started = time.perf_counter()
from abstract_claims import Extractor
imported = time.perf_counter()
extractor = Extractor()
loaded = time.perf_counter()
claims = extractor.claims("BMAttn achieves a \\\\textbf{3.3x} speedup with 77.8% accuracy.")
first = time.perf_counter()
assert claims
print(json.dumps({"import": imported - started, "load": loaded - imported, "first": first - loaded,
                  "total": first - started}))
"""

# Run by this checkout's interpreter and by the baseline's: only API both have (Extractor.documents,
# read_documents, document_json). argv: documents path, workers, passes. Prints documents/second.
RATE_PROGRAM = """
import json, sys, time
from abstract_claims import Extractor
from abstract_claims.export import document_json
from abstract_claims.sources import read_documents

path, workers, passes = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
documents = list(read_documents([path]))


def timed(records):
    first = last = None
    count = 0
    for record in records:
        document_json(record)
        last = time.perf_counter()
        first = first or last
        count += 1
    return (count - 1) / (last - first)


if workers == 1 and passes:  # warm: load the pipeline, extract once, then time the passes
    extractor = Extractor()
    for record in extractor.documents(documents):
        document_json(record)
    rates = [timed(extractor.documents(documents)) for _ in range(passes)]
elif workers == 1:  # cold: a new pipeline, its vocabulary empty, like a worker's
    rates = [timed(Extractor().documents(documents))]
else:
    from abstract_claims.parallel import extract_parallel
    rates = [timed(extract_parallel(documents, workers))]
print(json.dumps(max(rates)))
"""


def machine() -> list[str]:
    import spacy

    import abstract_claims

    cpu = platform.processor() or "unknown CPU"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            names = (line.split(":", 1)[1].strip() for line in handle if line.startswith("model name"))
            cpu = next(names, cpu)
    except OSError:
        pass
    memory = ""
    try:
        pages, page = os.sysconf("SC_PHYS_PAGES"), os.sysconf("SC_PAGE_SIZE")
        memory = f", {pages * page / 2**30:.0f} GiB RAM"
    except (ValueError, OSError, AttributeError):
        pass
    return [
        f"machine: {platform.system()} {platform.machine()}, nproc {os.cpu_count()} ({cpu}){memory}",
        f"python {platform.python_version()}, spaCy {spacy.__version__}, "
        f"abstract-claims {abstract_claims.__version__}",
        f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}",
    ]


def corpus_lines(corpus: Path) -> Iterator[bytes]:
    opener = gzip.open if corpus.suffix == ".gz" else open
    with opener(corpus, "rb") as handle:
        yield from (line for line in handle if line.strip())


def write_sample(corpus: Path, count: int, target: Path) -> int:
    with open(target, "wb") as out:
        written = 0
        for line in itertools.islice(corpus_lines(corpus), count):
            out.write(line.rstrip(b"\n") + b"\n")
            written += 1
    return written


def write_scale_corpus(corpus: Path, count: int, target: Path) -> tuple[int, int | None]:
    """``count`` abstracts: the corpus read whole, then again from its start with ids suffixed '#2', '#3', ...
    Returns (abstracts written, abstracts in the corpus, or None when it was not read to its end)."""
    written = size = 0
    with gzip.open(target, "wb", compresslevel=1) as out:
        for round_ in itertools.count(1):
            for line in corpus_lines(corpus):
                if written == count:
                    return written, size if round_ > 1 else None
                if round_ == 1:
                    size += 1
                if round_ > 1:
                    record = json.loads(line)
                    record["id"] = f"{record.get('id')}#{round_}"
                    line = json.dumps(record, ensure_ascii=False).encode()
                out.write(line.rstrip(b"\n") + b"\n")
                written += 1
            if size == 0:
                return written, size
    return written, size


# --- measurements ------------------------------------------------------------------------------------------


def tokenizer_rate(texts: Sequence[str], passes: int) -> float:
    import spacy

    tokenizer = spacy.blank("en").tokenizer
    for text in texts:  # warm: spaCy caches each new word's lexeme and tokenization
        tokenizer(text)
    best = 0.0
    for _ in range(passes):
        started = time.perf_counter()
        for text in texts:
            tokenizer(text)
        best = max(best, len(texts) / (time.perf_counter() - started))
    return best


def extraction_rate(python: str, documents: Path, workers: int, passes: int) -> float:
    """Documents/second of RATE_PROGRAM run by ``python`` (start-up not counted)."""
    out = subprocess.run([python, "-c", RATE_PROGRAM, str(documents), str(workers), str(passes)],
                         check=True, capture_output=True, text=True)  # fmt: skip
    return float(out.stdout.strip().splitlines()[-1])


def startup(runs: int) -> dict[str, float]:
    """Median over fresh interpreters of import, pipeline load and first claim (and the process wall time)."""
    import abstract_claims

    compileall.compile_dir(str(Path(abstract_claims.__file__).parent), quiet=1)  # what pip install does
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", STARTUP_PROGRAM], check=True, capture_output=True, text=True)
        samples.append({**json.loads(out.stdout), "process": time.perf_counter() - started})
    return {key: statistics.median(sample[key] for sample in samples) for key in samples[0]}


@dataclass
class ScaleRun:
    documents: int
    seconds: float
    peak_rss_mb: float
    rss_quartiles: list[float]  # RSS at 25/50/75/100% of the run


def scale_run(corpus: Path, output: Path) -> ScaleRun:
    """Stream ``corpus`` through ``abstract-claims extract -`` (one process) in a subprocess, sampling its RSS.

    The abstracts reach it through a pipe on its standard input, as in ``zcat big.jsonl.gz | abstract-claims
    extract - ...`` (issue 17): a reader that held standard input whole would show here, where a file would not."""
    import psutil

    command = [sys.executable, "-c", "from abstract_claims.cli import main; main()", "extract", "-",
               "--format", "jsonl", "-o", str(output), "-q"]  # fmt: skip
    started = time.perf_counter()
    process = subprocess.Popen(command, stdin=subprocess.PIPE)
    feeder = threading.Thread(target=_feed, args=(corpus, process), daemon=True)
    feeder.start()
    watched = psutil.Process(process.pid)
    timeline: list[tuple[float, float]] = []
    while process.poll() is None:
        with contextlib.suppress(psutil.NoSuchProcess, psutil.AccessDenied):
            timeline.append((time.perf_counter() - started, watched.memory_info().rss / MB))
        time.sleep(0.5)
    code = process.wait()
    feeder.join()
    seconds = time.perf_counter() - started
    if code not in (0, 1):
        raise SystemExit(f"the scale run failed with exit code {code}")
    with open(output, "rb") as handle:
        documents = sum(1 for _ in handle)
    quartiles = [min(timeline, key=lambda point: abs(point[0] / seconds - q))[1] for q in (0.25, 0.5, 0.75, 1.0)] \
        if timeline else []  # fmt: skip
    return ScaleRun(documents, seconds, max((mb for _, mb in timeline), default=0.0), quartiles)


def _feed(corpus: Path, process: subprocess.Popen[bytes]) -> None:
    """Write the decompressed corpus into the process's standard input, in pieces, as ``zcat`` would."""
    assert process.stdin is not None
    with gzip.open(corpus, "rb") as source, contextlib.suppress(BrokenPipeError):
        while piece := source.read(1 << 16):
            process.stdin.write(piece)
    with contextlib.suppress(BrokenPipeError):
        process.stdin.close()


# --- report ------------------------------------------------------------------------------------------------


def verdict(value: float, target: float, at_least: bool = True) -> str:
    return "PASS" if (value >= target if at_least else value <= target) else "MISS"


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=CORPUS, help="the arXiv sample (gzip JSONL)")
    parser.add_argument("--sample", type=int, default=3000, help="abstracts for the rates (3000)")
    parser.add_argument("--scale", type=int, default=100_000, help="abstracts streamed for memory (100000)")
    parser.add_argument("--baseline-python", default=None,
                        help="the python of another checkout's venv (e.g. c5f786d) to compare with")  # fmt: skip
    parser.add_argument("--repeats", type=int, default=None, help="interleaved rounds; the best counts (2)")
    parser.add_argument("--startup-runs", type=int, default=3, help="fresh interpreters timed (3)")
    parser.add_argument("--quick", action="store_true", help="a smoke run: --sample 300 --scale 2000, 1 round")
    parser.add_argument("--workdir", type=Path, default=None, help="where the documents go (a temp dir)")
    arguments = parser.parse_args(argv)
    if arguments.quick:
        arguments.sample, arguments.scale = min(arguments.sample, 300), min(arguments.scale, 2000)
    if arguments.repeats is None:
        arguments.repeats = 1 if arguments.quick else 2
    print("\n".join(machine()), flush=True)
    with tempfile.TemporaryDirectory(prefix="abstract-claims-bench-") as temporary:
        workdir = arguments.workdir or Path(temporary)
        workdir.mkdir(parents=True, exist_ok=True)
        run(arguments, workdir)


def run(arguments: argparse.Namespace, workdir: Path) -> None:
    from abstract_claims.sources import read_documents

    start = startup(arguments.startup_runs)
    print(f"\nstart-up (median of {arguments.startup_runs} fresh interpreters): import {start['import']:.2f} s, "
          f"pipeline {start['load']:.2f} s, first claim {start['first']:.3f} s = {start['total']:.2f} s "
          f"(process wall time {start['process']:.2f} s)", flush=True)  # fmt: skip

    sample_path = workdir / "sample.jsonl"
    count = write_sample(arguments.corpus, arguments.sample, sample_path)
    texts = [document.text for document in read_documents([sample_path])]
    characters = sum(map(len, texts)) / max(1, len(texts))
    print(f"documents: the first {count:,} abstracts of {arguments.corpus.name} ({characters:,.0f} characters "
          "on average)", flush=True)  # fmt: skip

    python = sys.executable
    rates: dict[str, float] = {}

    def best(name: str, rate: float) -> None:
        rates[name] = max(rates.get(name, 0.0), rate)

    for _ in range(arguments.repeats):  # interleaved, so that a busy moment of the machine hits each of them
        best("a", tokenizer_rate(texts, 1))
        best("b", extraction_rate(python, sample_path, 1, 1))
        if arguments.baseline_python:
            best("base", extraction_rate(arguments.baseline_python, sample_path, 1, 1))
        # one process and two workers back to back in each round: a busy minute of the shared machine would
        # otherwise decide the ratio of two single runs
        best("cold_one", extraction_rate(python, sample_path, 1, 0))
        best("cold_two", extraction_rate(python, sample_path, 2, 0))
    cold_one, cold_two = rates["cold_one"], rates["cold_two"]

    print(f"\nrates on those {count:,} abstracts, documents/second (best of {arguments.repeats} interleaved rounds):")
    print(f"  (a)    spaCy blank English tokenizer               {rates['a']:9,.0f}")
    print(f"  (b)    abstract-claims, 1 process (warm)           {rates['b']:9,.0f}")
    if "base" in rates:
        print(f"  (base) the same, run by --baseline-python           {rates['base']:9,.0f}  "
              f"({arguments.baseline_python})")
    print(f"  (c)    1 process, cold vocabulary                  {cold_one:9,.0f}")
    print(f"         2 worker processes, cold vocabulary         {cold_two:9,.0f}", flush=True)

    scale_corpus = workdir / "scale.jsonl.gz"
    written, size = write_scale_corpus(arguments.corpus, arguments.scale, scale_corpus)
    which = f"the first {written:,} of {arguments.corpus.name}" if size is None else \
        f"the {size:,} of {arguments.corpus.name} read whole, then again from the start, {written:,} in all"
    scale = scale_run(scale_corpus, workdir / "scale-out.jsonl")
    quartiles = "  ".join(f"{mb:.0f}" for mb in scale.rss_quartiles)
    print(f"\nmemory: `abstract-claims extract - --format jsonl`, 1 process, streaming {which} "
          "through standard input:")
    print(f"  {scale.documents:,} documents in {scale.seconds:.0f} s = {scale.documents / scale.seconds:,.0f} "
          f"docs/s; peak RSS {scale.peak_rss_mb:.0f} MB; RSS at 25/50/75/100%: {quartiles} MB")  # fmt: skip

    print("\ntargets (ratios measured in this run):")
    if "base" in rates:
        ratio = rates["b"] / rates["base"]
        print(f"  b/base  this checkout / baseline          {ratio:7.2f}  target >= {TARGET_BASELINE_RATIO}   "
              f"{verdict(ratio, TARGET_BASELINE_RATIO)}")  # fmt: skip
    floor = rates["b"] / rates["a"]
    print(f"  b/a     extraction / bare tokenizer       {floor:7.3f}  target >= {TARGET_FLOOR_RATIO}  "
          f"{verdict(floor, TARGET_FLOOR_RATIO)}")  # fmt: skip
    workers = cold_two / cold_one
    print(f"  c       2 workers / 1 process             {workers:7.2f}  target >= {TARGET_WORKER_RATIO}   "
          f"{verdict(workers, TARGET_WORKER_RATIO)}")  # fmt: skip
    print(f"  start-up to first claim (s)               {start['total']:7.2f}  target <  {TARGET_STARTUP_SECONDS}   "
          f"{verdict(start['total'], TARGET_STARTUP_SECONDS, at_least=False)}")  # fmt: skip
    print(f"  peak RSS streaming, MB                    {scale.peak_rss_mb:7.0f}  target <= {TARGET_PEAK_MB:.0f}   "
          f"{verdict(scale.peak_rss_mb, TARGET_PEAK_MB, at_least=False)}")  # fmt: skip


if __name__ == "__main__":
    main()
