"""Throughput, memory and start-up of the extractor, against its floor (spaCy's tokenizer) and its peer.

Run from the repository root:

    .venv/bin/python benchmarks/benchmark.py           # the full run (100k abstracts; ~15 min on 2 cores)
    .venv/bin/python benchmarks/benchmark.py --quick   # a smoke run (2k abstracts; ~1 min)

Everything is measured in this one run on the same documents, so that the ratios hold on a noisy, shared
machine even when the absolute rates do not:

(a) spaCy's blank English tokenizer alone, the floor every spaCy pipeline pays;
(b) our full extraction in one process (records and their JSON lines);
(c) the same with 2 worker processes (``extract_parallel``);
(d) quantulum3 parsing each whole abstract, on the 57 seed abstracts only (~120 ms each; its one-off load
    is reported apart);
(e) the core extractor: the same pipeline with the entity and result components removed (numbers and model
    sizes only), so that b/e says what entities and results cost.

Rates (a)-(c) are taken on the first ``--sample`` abstracts of the generated corpus and on the seeds, after
a warm-up of both the tokenizer and the pipeline; each is the best of ``--repeats`` interleaved rounds. The
scale run streams the whole generated corpus (``--scale`` abstracts, gzip JSONL) through the command line
in a subprocess, sampling its memory (and its workers').
Start-up is a fresh interpreter importing the package, building the pipeline and extracting a first claim.
A stage table and a per-module profile say where the time goes.
"""

from __future__ import annotations

import argparse
import cProfile
import importlib.util
import json
import os
import platform
import pstats
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import spacy
from make_corpus import write_corpus

import abstract_claims
from abstract_claims import Extractor
from abstract_claims.export import document_json
from abstract_claims.markup import normalize
from abstract_claims.models import DocumentClaims, check_spans
from abstract_claims.parallel import extract_parallel
from abstract_claims.pipeline import build_nlp, claims_of, sentences_of
from abstract_claims.sources import SourceDocument, read_documents

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "seeds"
MB = 2**20

TARGET_FLOOR_RATIO = 0.33  # b/a
TARGET_PEER_RATIO = 100.0  # b/d
TARGET_WORKER_RATIO = 1.6  # c/b
TARGET_PEAK_MB = 500.0
TARGET_STARTUP_SECONDS = 3.0
TARGET_CORE_RATIO = 0.5  # b/e

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


@dataclass
class Rates:
    """Best documents/second seen per method over the rounds."""

    best: dict[str, float] = field(default_factory=dict)

    def record(self, name: str, documents: int, seconds: float) -> None:
        self.best[name] = max(self.best.get(name, 0.0), documents / seconds)


def core_extractor() -> Extractor:
    """Numbers and model sizes only: the pipeline without its entity and result components."""
    nlp = build_nlp()
    for name in ("abstract_claims_results", "abstract_claims_entities"):
        nlp.remove_pipe(name)
    return Extractor(nlp=nlp)


def timed(function: Callable[[], object]) -> float:
    started = time.perf_counter()
    function()
    return time.perf_counter() - started


def machine() -> list[str]:
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
        f"machine: {platform.system()} {platform.machine()}, {os.cpu_count()} cores ({cpu}){memory}",
        f"python {platform.python_version()}, spaCy {spacy.__version__}, "
        f"abstract-claims {abstract_claims.__version__}",
        f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}",
    ]


# --- rates ---------------------------------------------------------------------------------------------


def tokenizer_rate(tokenizer: Callable[[str], object], texts: Sequence[str], rates: Rates, name: str) -> None:
    rates.record(name, len(texts), timed(lambda: [tokenizer(text) for text in texts]))


def stream_rates(records: Iterable[DocumentClaims], count: int, rates: Rates, name: str) -> None:
    """Records the rate over the whole stream as ``name``, and after its first quarter as ``name steady``:
    the steady rate leaves out what a long run pays once (forking workers, building their pipelines)."""
    quarter = max(1, count // 4)
    started = time.perf_counter()
    quarter_at = started
    done = 0
    for record in records:
        document_json(record)
        done += 1
        if done == quarter:
            quarter_at = time.perf_counter()
    ended = time.perf_counter()
    rates.record(name, done, ended - started)
    rates.record(f"{name} steady", done - quarter, ended - quarter_at)


def quantulum_rates(texts: Sequence[str]) -> tuple[float, float, bool]:
    """(load seconds, abstracts/second, classifier installed?) of quantulum3 on whole abstracts."""
    started = time.perf_counter()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "classifier dependencies not installed": reported below instead
        from quantulum3 import parser

        parser.parse("3 m")  # the first call loads its unit tables (and classifier)
    load = time.perf_counter() - started
    classifier = importlib.util.find_spec("sklearn") is not None
    return load, len(texts) / timed(lambda: [parser.parse(text) for text in texts]), classifier


# --- start-up and scale --------------------------------------------------------------------------------


def startup(runs: int) -> dict[str, float]:
    """Median over fresh interpreters of import, pipeline load and first claim (and the process wall time)."""
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        command = [sys.executable, "-c", STARTUP_PROGRAM]
        out = subprocess.run(command, check=True, capture_output=True, text=True)
        wall = time.perf_counter() - started
        samples.append({**json.loads(out.stdout), "process": wall})
    return {key: statistics.median(sample[key] for sample in samples) for key in samples[0]}


@dataclass
class ScaleRun:
    workers: int
    documents: int
    seconds: float
    peak_rss_mb: float  # the largest single process
    peak_tree_rss_mb: float  # all processes of the run together (shared pages counted in each)
    peak_tree_pss_mb: float | None  # the same, shared pages divided among their sharers (Linux)
    rss_over_time: list[tuple[float, float]]  # (fraction of the run, main process RSS MB)


def scale_run(corpus: Path, workers: int, output: Path) -> ScaleRun:
    """Stream the corpus through ``abstract-claims extract`` in a subprocess, sampling its memory."""
    command = [sys.executable, "-c", "from abstract_claims.cli import main; main()", "extract",
               str(corpus), "--format", "jsonl", "-o", str(output), "--workers", str(workers),
               "-q"]  # fmt: skip
    started = time.perf_counter()
    process = subprocess.Popen(command)
    peak = peak_tree = 0.0
    peak_pss: float | None = None
    timeline: list[tuple[float, float]] = []
    try:
        import psutil
    except ImportError:
        psutil = None
    if psutil is not None:
        watched = psutil.Process(process.pid)
        while process.poll() is None:
            try:
                tree = [watched, *watched.children(recursive=True)]
                rss = [p.memory_info().rss / MB for p in tree]
                peak, peak_tree = max(peak, *rss), max(peak_tree, sum(rss))
                timeline.append((time.perf_counter() - started, rss[0]))
                if sys.platform.startswith("linux"):
                    pss = sum(p.memory_full_info().pss for p in tree) / MB
                    peak_pss = max(peak_pss or 0.0, pss)
            except (psutil.NoSuchProcess, psutil.AccessDenied):
                pass
            time.sleep(0.5)
    code = process.wait()
    seconds = time.perf_counter() - started
    if code not in (0, 1):
        raise SystemExit(f"the scale run failed with exit code {code}")
    if psutil is None:  # the largest descendant's peak, as the kernel kept it
        import resource

        peak = peak_tree = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    with open(output, "rb") as handle:
        documents = sum(1 for _ in handle)
    fractions = [(t / seconds, mb) for t, mb in timeline]
    return ScaleRun(workers, documents, seconds, peak, peak_tree, peak_pss, fractions)


# --- where the time goes -------------------------------------------------------------------------------


def stage_times(documents: Sequence[SourceDocument], extractor: Extractor) -> dict[str, float]:
    """Microseconds per document spent in each stage, run one after the other as nlp() runs them."""
    nlp = extractor.nlp
    spent: dict[str, float] = defaultdict(float)
    clock = time.perf_counter
    for document in documents:
        text = document.text
        t0 = clock()
        normalize(text)
        t1 = clock()
        doc = nlp.tokenizer(text)  # markup normalisation again, then spaCy's tokenizer
        t2 = clock()
        spent["markup normalize (markup.py)"] += t1 - t0
        spent["spaCy tokenizer (on clean text)"] += (t2 - t1) - (t1 - t0)
        for name, component in nlp.pipeline:
            t = clock()
            doc = component(doc)
            spent[f"component {name}"] += clock() - t
        t = clock()
        claims = claims_of(doc, document.doc_id)
        check_spans(text, claims)
        sentences_of(doc)
        t3 = clock()
        record = DocumentClaims(doc_id=document.doc_id, source=document.source, offset=document.offset,
                                claims=claims)  # fmt: skip
        t4 = clock()
        document_json(record)
        t5 = clock()
        spent["claims_of + spans + sentences"] += t3 - t
        spent["DocumentClaims (pydantic)"] += t4 - t3
        spent["JSON serialization"] += t5 - t4
    return {stage: seconds / len(documents) * 1e6 for stage, seconds in spent.items()}


def module_profile(documents: Sequence[SourceDocument], extractor: Extractor, top: int) -> list[str]:
    """cProfile of extraction: own time per source file, and the ``top`` functions by own time."""
    profile = cProfile.Profile()
    profile.enable()
    for record in extractor.documents(documents):
        document_json(record)
    profile.disable()
    stats = pstats.Stats(profile)
    by_file: dict[str, float] = defaultdict(float)
    rows = []
    for (filename, line, function), (_, _, own, _, _) in stats.stats.items():  # type: ignore[attr-defined]
        by_file[_short(filename)] += own
        rows.append((own, f"{_short(filename)}:{line}({function})"))
    total = sum(by_file.values()) or 1.0
    lines = ["own time by source file (cProfile):"]
    for name, own in sorted(by_file.items(), key=lambda item: -item[1])[:12]:
        lines.append(f"  {own / total:6.1%}  {name}")
    lines.append(f"top {top} functions by own time:")
    for own, name in sorted(rows, reverse=True)[:top]:
        lines.append(f"  {own / total:6.1%}  {name}")
    return lines


def _short(filename: str) -> str:
    if filename.startswith("~") or filename.startswith("<"):
        return "builtins / C extensions"
    path = Path(filename)
    for marker in ("abstract_claims", "spacy", "pydantic", "thinc", "json", "re"):
        if marker in path.parts:
            return "/".join(path.parts[path.parts.index(marker) :])
    return path.name


# --- report --------------------------------------------------------------------------------------------


def verdict(value: float, target: float, at_least: bool = True) -> str:
    return "PASS" if (value >= target if at_least else value <= target) else "MISS"


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scale", type=int, default=100_000, help="generated abstracts streamed (100000)")
    parser.add_argument("--sample", type=int, default=2000, help="generated abstracts for rates (2000)")
    parser.add_argument("--repeats", type=int, default=None, help="interleaved rounds; the best counts (2; 1 with --quick)")
    parser.add_argument("--scale-workers", type=int, nargs="+", default=[1],
                        help="--workers of the scale runs (1)")  # fmt: skip
    parser.add_argument("--startup-runs", type=int, default=3, help="fresh interpreters timed (3)")
    parser.add_argument("--top", type=int, default=12, help="functions listed by the profile (12)")
    parser.add_argument("--quick", action="store_true", help="a smoke run: --scale 2000 --sample 300")
    parser.add_argument("--workdir", type=Path, default=None, help="where the corpus goes (a temp dir)")
    arguments = parser.parse_args(argv)
    if arguments.quick:
        arguments.scale, arguments.sample = 2000, 300
    if arguments.repeats is None:
        arguments.repeats = 1 if arguments.quick else 2

    print("\n".join(machine()), flush=True)
    with tempfile.TemporaryDirectory(prefix="abstract-claims-bench-") as temporary:
        workdir = arguments.workdir or Path(temporary)
        workdir.mkdir(parents=True, exist_ok=True)
        run(arguments, workdir)


def run(arguments: argparse.Namespace, workdir: Path) -> None:
    start = startup(arguments.startup_runs)
    print(f"\nstart-up (median of {arguments.startup_runs} fresh interpreters): import {start['import']:.2f} "
          f"s, pipeline {start['load']:.2f} s, first claim {start['first']:.3f} s = {start['total']:.2f} s "
          f"(process wall time {start['process']:.2f} s)", flush=True)  # fmt: skip

    corpus = workdir / "corpus.jsonl.gz"
    made = timed(lambda: write_corpus(corpus, arguments.scale))
    size = corpus.stat().st_size / MB
    print(f"corpus: {arguments.scale:,} abstracts (seed sentences recombined), {size:.1f} MB gzip JSONL, "
          f"made in {made:.1f} s", flush=True)  # fmt: skip

    seeds = list(read_documents([SEEDS]))
    sample = []
    for document in read_documents([corpus]):
        sample.append(document)
        if len(sample) == arguments.sample:
            break
    seed_texts = [d.text for d in seeds]
    sample_texts = [d.text for d in sample]
    # Warm both: spaCy caches each new word's lexeme and tokenization; a long run sees the steady state.
    tokenizer = spacy.blank("en").tokenizer
    for text in seed_texts + sample_texts:
        tokenizer(text)
    extractor, core = Extractor(), core_extractor()
    for _ in extractor.documents(seeds):
        pass
    for _ in core.documents(seeds):
        pass
    rates = Rates()
    for _ in range(arguments.repeats):
        tokenizer_rate(tokenizer, seed_texts * 5, rates, "a seeds")
        stream_rates(extractor.documents(seeds * 5), len(seeds) * 5, rates, "b seeds")
        stream_rates(core.documents(seeds * 5), len(seeds) * 5, rates, "e seeds")
        tokenizer_rate(tokenizer, sample_texts, rates, "a sample")
        stream_rates(extractor.documents(sample), len(sample), rates, "b sample")
        stream_rates(core.documents(sample), len(sample), rates, "e sample")
        stream_rates(extract_parallel(sample, 2), len(sample), rates, "c sample")  # new pool each round
    load, peer, classifier = quantulum_rates(seed_texts)
    r = rates.best
    characters = sum(map(len, sample_texts)) / len(sample_texts)

    print(f"\nrates, documents/second (best of {arguments.repeats} interleaved rounds):")
    print(f"  {'':44s} {'seeds (57)':>12s} {f'generated ({len(sample):,})':>18s}")
    print(f"  {'(a) spaCy blank English tokenizer':44s} {r['a seeds']:12,.0f} {r['a sample']:18,.0f}")
    print(f"  {'(b) abstract-claims, 1 process':44s} {r['b seeds']:12,.0f} {r['b sample']:18,.0f}")
    print(f"  {'(c) abstract-claims, 2 worker processes':44s} {'':>12s} {r['c sample']:18,.0f}")
    print(f"  {'    the same after the first quarter (steady)':44s} {'':>12s} {r['c sample steady']:18,.0f}")
    print(f"  {'    (b) after the first quarter (steady)':44s} {'':>12s} {r['b sample steady']:18,.0f}")
    print(f"  {'(d) quantulum3 parser.parse(whole abstract)':44s} {peer:12,.2f} {'':>18s}")
    print(f"  {'(e) core: numbers and model sizes only':44s} {r['e seeds']:12,.0f} {r['e sample']:18,.0f}")
    print(f"  quantulum3 load (import + first parse), not in (d): {load:.2f} s; its classifier (sklearn) "
          f"is {'installed' if classifier else 'not installed, which makes it faster'}")
    print(f"  generated abstracts average {characters:,.0f} characters")

    scale = [scale_run(corpus, n, workdir / f"out-{n}.jsonl") for n in arguments.scale_workers]
    print("\nscale: the generated corpus streamed by `abstract-claims extract --format jsonl` (subprocess)")
    for s in scale:
        pss = f", PSS {s.peak_tree_pss_mb:.0f} MB" if s.peak_tree_pss_mb is not None else ""
        over = "  ".join(f"{mb:.0f}" for _, mb in _quartiles(s.rss_over_time))
        print(f"  --workers {s.workers}: {s.documents:,} documents in {s.seconds:.0f} s = "
              f"{s.documents / s.seconds:,.0f} docs/s; peak RSS {s.peak_rss_mb:.0f} MB (largest process), "
              f"all processes {s.peak_tree_rss_mb:.0f} MB{pss}; main process RSS at 25/50/75/100%: {over} MB")

    floor, workers = r["b sample"] / r["a sample"], r["c sample steady"] / r["b sample steady"]
    versus_peer = r["b seeds"] / peer
    single = [s for s in scale if s.workers == 1] or scale
    peak = max(s.peak_rss_mb for s in single)
    by_workers = {s.workers: s.documents / s.seconds for s in scale}
    scale_note = f"; scale runs: {by_workers[2] / by_workers[1]:.2f}" if {1, 2} <= set(by_workers) else ""
    print("\ntargets (ratios measured in this run):")
    seeds_floor = r["b seeds"] / r["a seeds"]
    print(f"  b/a  full extraction / tokenizer      {floor:8.3f}  target >= {TARGET_FLOOR_RATIO}   "
          f"{verdict(floor, TARGET_FLOOR_RATIO)}  (on the seeds: {seeds_floor:.3f})")  # fmt: skip
    print(f"  c/b  2 workers / 1 process (steady)   {workers:8.2f}  target >= {TARGET_WORKER_RATIO}    "
          f"{verdict(workers, TARGET_WORKER_RATIO)}  (whole {len(sample):,}, with start-up: "
          f"{r['c sample'] / r['b sample']:.2f}{scale_note})")  # fmt: skip
    print(f"  b/d  extraction / quantulum3 (seeds)  {versus_peer:8.1f}  target >= {TARGET_PEER_RATIO:.0f}    "
          f"{verdict(versus_peer, TARGET_PEER_RATIO)}")  # fmt: skip
    core_ratio = r["b seeds"] / r["e seeds"]
    print(f"  b/e  full extraction / core (seeds)   {core_ratio:8.3f}  target >= {TARGET_CORE_RATIO}    "
          f"{verdict(core_ratio, TARGET_CORE_RATIO)}  (generated: {r['b sample'] / r['e sample']:.3f})")  # fmt: skip
    print(f"  peak RSS streaming, --workers {single[0].workers} (MB)  {peak:8.0f}  target <= "
          f"{TARGET_PEAK_MB:.0f}    {verdict(peak, TARGET_PEAK_MB, at_least=False)}  "
          f"({single[0].documents:,} abstracts)")  # fmt: skip
    print(f"  start-up to first claim (s)           {start['total']:8.2f}  target <= "
          f"{TARGET_STARTUP_SECONDS:.0f}      "
          f"{verdict(start['total'], TARGET_STARTUP_SECONDS, at_least=False)}")  # fmt: skip

    profiled = sample[: min(len(sample), 400)]
    stages = stage_times(profiled, extractor)
    total = sum(stages.values())
    floor_us = 1e6 / r["a sample"]
    print(f"\nwhere the time goes ({len(profiled)} generated abstracts, one process; tokenizer floor "
          f"{floor_us:,.0f} us/doc):")  # fmt: skip
    for stage, micros in sorted(stages.items(), key=lambda item: -item[1]):
        share = micros / total
        print(f"  {stage:44s} {micros:9,.0f} us/doc {share:7.1%}  {micros / floor_us:6.2f} x floor")
    print(f"  {'total':44s} {total:9,.0f} us/doc")
    print("\n".join(module_profile(profiled[:200], extractor, arguments.top)))


def _quartiles(timeline: list[tuple[float, float]]) -> list[tuple[float, float]]:
    if not timeline:
        return []
    return [min(timeline, key=lambda point: abs(point[0] - q)) for q in (0.25, 0.5, 0.75, 1.0)]


if __name__ == "__main__":
    main()
