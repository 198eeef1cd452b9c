"""Write the seed abstracts, one per file, into fuzz/corpus/ as the fuzzer's starting inputs."""

from __future__ import annotations

import hashlib
from pathlib import Path

from abstract_claims.sources import read_documents

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    corpus = ROOT / "fuzz" / "corpus"
    corpus.mkdir(exist_ok=True)
    count = 0
    for document in read_documents([ROOT / "seeds"]):
        data = document.text.encode("utf-8")[:4096]
        (corpus / hashlib.sha1(data).hexdigest()).write_bytes(data)
        count += 1
    print(f"{count} inputs in {corpus}")


if __name__ == "__main__":
    main()
