"""Quality floors on the development gold (tests/data/seeds.gold.jsonl, a copy of shared/gold).

The floors are the issues' acceptance levels; the shared scorer (shared/tools/score_claims.py) reports the
full table. A rule change that drops below a floor fails here before it reaches held-out data.
"""

from __future__ import annotations

from collections import defaultdict

import pytest

from abstract_claims import Extractor
from abstract_claims.sources import SourceDocument

LABELS = {"METHOD": "method", "DATASET": "dataset", "MODEL": "model", "METRIC": "metric", "MODEL_SIZE": "model_size"}
FLOORS = {"number": 0.95, "model_size": 0.90, "method": 0.85, "dataset": 0.85, "model": 0.85, "metric": 0.75}


@pytest.fixture(scope="module")
def predictions(gold: list[dict], extractor: Extractor) -> dict[str, list]:  # type: ignore[type-arg]
    return {d["doc_id"]: extractor.document(SourceDocument(d["doc_id"], d["text"])).claims for d in gold}


def _exact_f1(gold: list[dict], predictions: dict[str, list], claim_type: str) -> float:  # type: ignore[type-arg]
    tp = n_gold = n_pred = 0
    for document in gold:
        if claim_type == "number":
            wanted = [(n["start"], n["end"]) for n in document["numbers"]]
        else:
            wanted = [(e["start"], e["end"]) for e in document["entities"] if LABELS[e["label"]] == claim_type]
        got = [(c.start, c.end) for c in predictions[document["doc_id"]] if c.type == claim_type]
        remaining = list(got)
        for span in wanted:
            if span in remaining:
                remaining.remove(span)
                tp += 1
        n_gold += len(wanted)
        n_pred += len(got)
    precision, recall = tp / max(n_pred, 1), tp / max(n_gold, 1)
    return 2 * precision * recall / (precision + recall) if precision + recall else 0.0


@pytest.mark.parametrize("claim_type", list(FLOORS))
def test_quality_exact_span_f1_floor(gold, predictions, claim_type: str) -> None:  # type: ignore[no-untyped-def]
    assert _exact_f1(gold, predictions, claim_type) >= FLOORS[claim_type]


def test_quality_number_values(gold, predictions) -> None:  # type: ignore[no-untyped-def]
    right = total = 0
    for document in gold:
        got = {(c.start, c.end): c.value for c in predictions[document["doc_id"]] if c.type == "number"}
        for number in document["numbers"]:
            if (number["start"], number["end"]) in got:
                total += 1
                right += abs(got[(number["start"], number["end"])] - number["value"]) <= 1e-6 * max(1, abs(number["value"]))
    assert right / total >= 0.98


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


def test_quality_results_found_and_linked(gold, predictions) -> None:  # type: ignore[no-untyped-def]
    counts: dict[str, int] = defaultdict(int)
    for document in gold:
        claims = predictions[document["doc_id"]]
        by_id = {c.id: c for c in claims}
        results = [c for c in claims if c.type == "result"]
        for expected in document["results"]:
            number = document["numbers"][expected["number"]]
            counts["gold"] += 1
            match = next((r for r in results if by_id[r.number].start < number["end"]
                          and number["start"] < by_id[r.number].end), None)
            if match is None:
                continue
            counts["found"] += 1
            for role in ("metric", "dataset", "method", "baseline"):
                want = (expected[role] or "").lower().replace("\\", "").replace("$", "")
                linked = by_id.get(getattr(match, role) or "")
                texts = [t.lower().replace("\\", "").replace("$", "") for t in
                         (getattr(linked, "text", None), getattr(linked, "name", None), getattr(match, f"{role}_text"))
                         if t]
                if (not want and not texts) or (want and any(want in t or t in want for t in texts)):
                    counts[role] += 1
    assert counts["found"] / counts["gold"] >= 0.85
    assert counts["metric"] / counts["gold"] >= 0.75
    assert counts["method"] / counts["gold"] >= 0.75
    assert counts["dataset"] / counts["gold"] >= 0.85
    assert counts["baseline"] / counts["gold"] >= 0.75
