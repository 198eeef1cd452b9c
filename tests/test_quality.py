"""Quality floors on the development gold (tests/data/seeds.gold.jsonl, a copy of shared/gold).

The floors are the issues' acceptance levels, measured with ``abstract_claims.evaluate`` (the scorer behind
``abstract-claims evaluate``, which prints the full table). A rule change that drops below a floor fails here
before it reaches held-out data.
"""

from __future__ import annotations

from typing import Any

import pytest

from abstract_claims import Extractor
from abstract_claims.evaluate import evaluate
from abstract_claims.sources import SourceDocument

LABELS = {"METHOD": "method", "DATASET": "dataset", "MODEL": "model", "METRIC": "metric", "MODEL_SIZE": "model_size",
          "TASK": "task"}
FLOORS = {"number": 0.95, "model_size": 0.90, "method": 0.85, "dataset": 0.85, "model": 0.85, "metric": 0.75}


@pytest.fixture(scope="module")
def predictions(gold: list[dict], extractor: Extractor) -> dict[str, list]:  # type: ignore[type-arg]
    return {d["doc_id"]: extractor.document(SourceDocument(d["doc_id"], d["text"])).claims for d in gold}


@pytest.fixture(scope="module")
def scores(gold: list[dict], predictions: dict[str, list]) -> dict[str, Any]:  # type: ignore[type-arg]
    records = {doc_id: {"claims": [claim.model_dump(mode="json") for claim in claims]}
               for doc_id, claims in predictions.items()}  # fmt: skip
    return evaluate({d["doc_id"]: d for d in gold}, records).to_json()


@pytest.mark.parametrize("claim_type", list(FLOORS))
def test_quality_exact_span_f1_floor(scores: dict[str, Any], claim_type: str) -> None:
    assert scores["types"][claim_type]["exact_f1"] >= FLOORS[claim_type]


def test_quality_number_values(scores: dict[str, Any]) -> None:
    assert scores["types"]["number"]["value_acc"] >= 0.98


def test_quality_proposed_flags(gold, predictions) -> None:  # type: ignore[no-untyped-def]
    right = total = 0
    for document in gold:
        got = {(c.start, c.end, c.type): c for c in predictions[document["doc_id"]]}
        for entity in document["entities"]:
            claim = got.get((entity["start"], entity["end"], LABELS[entity["label"]]))
            if claim is not None and entity["label"] in ("METHOD", "DATASET"):
                total += 1
                right += claim.proposed == entity["proposed"]
    assert right / total >= 0.90


def test_quality_results_found_and_linked(scores: dict[str, Any]) -> None:
    results = scores["results"]
    assert results["found"] >= 0.85
    assert results["metric"] >= 0.75
    assert results["method"] >= 0.75
    assert results["dataset"] >= 0.85
    assert results["baseline"] >= 0.75
