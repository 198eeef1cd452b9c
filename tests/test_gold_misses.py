"""Every gold entity and number of the seeds (tests/data/seeds.gold.jsonl) is found with its exact span and type;
the ones the rules miss today are listed in tests/data/seeds_known_misses.txt and run as strict expected
failures, so a change that fixes a miss, or causes a new one, names it.

After a rule change that fixes or adds misses on purpose, rewrite the list with
``python tests/test_gold_misses.py`` and read its diff.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

from abstract_claims import Extractor
from abstract_claims.sources import SourceDocument

DATA = Path(__file__).resolve().parent / "data"
KNOWN_MISSES = DATA / "seeds_known_misses.txt"
LABELS = {"METHOD": "method", "DATASET": "dataset", "MODEL": "model", "METRIC": "metric", "MODEL_SIZE": "model_size",
          "TASK": "task"}


def gold_items() -> list[tuple[str, str, int, int, str]]:
    """(doc_id, type, start, end, text) of every gold entity and number, in file order."""
    items = []
    with open(DATA / "seeds.gold.jsonl", encoding="utf-8") as handle:
        for line in handle:
            document = json.loads(line)
            for entity in document["entities"]:
                items.append((document["doc_id"], LABELS[entity["label"]], entity["start"], entity["end"], entity["text"]))
            for number in document["numbers"]:
                items.append((document["doc_id"], "number", number["start"], number["end"], number["text"]))
    return items


def item_key(item: tuple[str, str, int, int, str]) -> str:
    doc_id, claim_type, start, end, text = item
    return f"{doc_id} {claim_type} {start}-{end} {json.dumps(text, ensure_ascii=False)}"


ITEMS = gold_items()
KNOWN = set(KNOWN_MISSES.read_text(encoding="utf-8").splitlines()) if KNOWN_MISSES.exists() else set()
_TEXTS = {json.loads(line)["doc_id"]: json.loads(line)["text"] for line in (DATA / "seeds.gold.jsonl").open(encoding="utf-8")}


@cache
def found_spans(doc_id: str) -> frozenset[tuple[str, int, int]]:
    claims = _extractor().document(SourceDocument(doc_id, _TEXTS[doc_id])).claims
    return frozenset((claim.type, claim.start, claim.end) for claim in claims)


@cache
def _extractor() -> Extractor:
    return Extractor()


def test_gold_misses_list_names_only_gold_items() -> None:
    assert {item_key(item) for item in ITEMS} >= KNOWN, "a known miss that is no gold item: rewrite the list"


@pytest.mark.parametrize(
    "item",
    [pytest.param(item, marks=pytest.mark.xfail(strict=True, reason="a known miss")) if item_key(item) in KNOWN
     else item for item in ITEMS],
    ids=[item_key(item) for item in ITEMS],
)
def test_gold_item_found(item: tuple[str, str, int, int, str]) -> None:
    doc_id, claim_type, start, end, _ = item
    assert (claim_type, start, end) in found_spans(doc_id)


def write_known_misses() -> None:
    misses = [item_key(item) for item in ITEMS if (item[1], item[2], item[3]) not in found_spans(item[0])]
    KNOWN_MISSES.write_text("".join(f"{line}\n" for line in sorted(misses)), encoding="utf-8")
    print(f"{len(misses)} of {len(ITEMS)} gold items missed: {KNOWN_MISSES}")


if __name__ == "__main__":
    write_known_misses()
