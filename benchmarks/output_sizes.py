"""How large and how slow each output is on real abstracts: the review page (per file), XLSX, Parquet, CSV.

Run from the repository root on the shared arXiv corpus (or any JSONL of abstracts, gzipped or not):

    .venv/bin/python benchmarks/output_sizes.py ../shared/corpus/arxiv-ml.jsonl.gz --documents 2000

The documents are extracted once; each writer is then timed on the same records, and the sizes of the files
it wrote are reported (the review page as its first file, the largest of the others and the total).
"""

from __future__ import annotations

import argparse
import itertools
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path

from abstract_claims import Extractor
from abstract_claims.models import DocumentClaims
from abstract_claims.render import PAGE_SIZE, write_html
from abstract_claims.sources import read_documents
from abstract_claims.spreadsheets import write_csv, write_xlsx


def _megabytes(size: int) -> str:
    return f"{size / 1e6:.2f} MB"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus", type=Path, help="JSONL of abstracts (id, title, text), optionally .gz")
    parser.add_argument("--documents", type=int, default=2000, help="how many of its first records to use")
    parser.add_argument("--page-size", type=int, default=PAGE_SIZE, help="documents per HTML file")
    arguments = parser.parse_args()

    started = time.perf_counter()
    documents = list(itertools.islice(Extractor().documents(read_documents([arguments.corpus])),
                                      arguments.documents))  # fmt: skip
    print(f"{len(documents)} documents, {sum(len(d.claims) for d in documents)} claims, extracted in "
          f"{time.perf_counter() - started:.1f} s")

    def html(records: Iterable[DocumentClaims], path: Path) -> None:
        write_html(records, path, page_size=arguments.page_size)

    writers: list[tuple[str, Callable[[Iterable[DocumentClaims], Path], object]]] = [
        ("claims.html", html), ("claims.xlsx", write_xlsx), ("claims.csv", write_csv)]  # fmt: skip
    try:
        from abstract_claims.parquet import write_parquet

        writers.append(("claims.parquet", write_parquet))
    except ImportError:
        print("parquet: pyarrow is not installed (pip install 'abstract-claims[parquet]')")
    with tempfile.TemporaryDirectory() as directory:
        for name, write in writers:
            folder = Path(directory) / name.replace(".", "-")
            folder.mkdir()
            started = time.perf_counter()
            write(documents, folder / name)
            seconds = time.perf_counter() - started
            sizes = sorted((path.stat().st_size for path in folder.iterdir()), reverse=True)
            first = (folder / name).stat().st_size
            others = [size for path in folder.iterdir() if path.name != name for size in [path.stat().st_size]]
            detail = (f"; {len(sizes)} files, the first {_megabytes(first)}, the largest other "
                      f"{_megabytes(max(others))}" if others else "")  # fmt: skip
            print(f"{name:15} {_megabytes(sum(sizes)):>10} in {seconds:5.1f} s "
                  f"({sum(sizes) / len(documents) / 1e3:.1f} kB a document){detail}")


if __name__ == "__main__":
    main()
