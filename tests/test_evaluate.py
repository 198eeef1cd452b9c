"""``abstract-claims evaluate``: the same figures as the project's reference scorer, and its matching rules."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from abstract_claims.evaluate import evaluate, match, normalized, same_unit, same_value

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
SCORER = SHARED / "tools" / "score_claims.py"
SEEDS_GOLD = SHARED / "gold" / "seeds.gold.jsonl"
DEV_GOLD = SHARED / "gold" / "arxiv-dev.gold.jsonl"

# From the seed abstracts (000_07ebe2df3ba62524.txt and 003_dae900ebcbdb542d.txt).
CORP = "CoRP improves the base model by 8.1 points on average."
BMATTN = "BMAttn achieves a 3.3x speedup on long-context tasks."


def reference(*args: str | Path) -> str:
    """The reference scorer's standard output."""
    completed = subprocess.run([sys.executable, str(SCORER), *map(str, args)], capture_output=True, text=True,
                               check=True, timeout=120)  # fmt: skip
    return completed.stdout


@pytest.fixture(scope="module")
def seed_predictions(tmp_path_factory: pytest.TempPathFactory, extractor) -> Path:  # type: ignore[no-untyped-def]
    """The claims of the seed gold's texts, as `extract --format jsonl` writes them."""
    from abstract_claims.export import document_json
    from abstract_claims.sources import SourceDocument

    path = tmp_path_factory.mktemp("evaluate") / "seeds.pred.jsonl"
    records = [json.loads(line) for line in SEEDS_GOLD.read_text(encoding="utf-8").splitlines() if line.strip()]
    documents = extractor.documents(SourceDocument(r["doc_id"], r["text"]) for r in records)
    path.write_text("".join(document_json(d) + "\n" for d in documents), encoding="utf-8")
    return path


# ---------------------------------------------------------------- the same figures as the reference scorer


@pytest.mark.parametrize("options", [[], ["--json"], ["--show-errors", "3"], ["--json", "--as", "model=method"]])
def test_evaluate_prints_the_reference_scorers_figures_on_the_seed_gold(
    in_process_cli, seed_predictions: Path, options: list[str]  # type: ignore[no-untyped-def]
) -> None:
    ours = in_process_cli("evaluate", SEEDS_GOLD, seed_predictions, *options)
    assert ours.exit_code == 0, ours.output
    assert ours.stdout == reference(SEEDS_GOLD, seed_predictions, *options)


@pytest.mark.parametrize("options", [[], ["--json", "--show-errors", "5"]])
def test_evaluate_prints_the_reference_scorers_figures_on_the_arxiv_dev_gold(in_process_cli, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                                             options: list[str]) -> None:  # fmt: skip
    predicted = tmp_path / "dev.pred.jsonl"
    extracted = in_process_cli("extract", DEV_GOLD, "--format", "jsonl", "-o", predicted, "--quiet")
    assert extracted.exit_code == 0, extracted.output
    ours = in_process_cli("evaluate", DEV_GOLD, predicted, *options)
    assert ours.exit_code == 0, ours.output
    assert ours.stdout == reference(DEV_GOLD, predicted, *options)
    assert "task" in ours.stdout  # this gold annotates tasks (third edition), which have no claim type


def test_evaluate_without_predictions_extracts_the_gold_texts(in_process_cli, seed_predictions: Path) -> None:  # type: ignore[no-untyped-def]
    ours = in_process_cli("evaluate", SEEDS_GOLD, "--json")
    assert ours.exit_code == 0, ours.output
    scores = json.loads(ours.stdout)
    assert scores == json.loads(reference(SEEDS_GOLD, seed_predictions, "--json"))
    assert scores["documents"] == 57 and scores["documents_missing_from_predictions"] == 0
    assert scores["types"]["number"]["gold"] > 0 and scores["results"]["gold"] > 0


# ---------------------------------------------------------------- the matching rules, on small documents


def _gold(text: str, numbers: list[tuple[str, float, str | None]], entities: list[tuple[str, str]],
          results: list[dict[str, object]]) -> dict[str, object]:  # fmt: skip
    def span(mention: str) -> dict[str, object]:
        start = text.index(mention)
        return {"start": start, "end": start + len(mention), "text": mention}

    return {"doc_id": "d", "text": text,
            "numbers": [{**span(m), "value": v, "unit": u, "kind": "scalar"} for m, v, u in numbers],
            "entities": [{**span(m), "label": label, "proposed": False} for m, label in entities],
            "results": results}  # fmt: skip


def _claim(text: str, claim_id: str, claim_type: str, mention: str, **fields: object) -> dict[str, object]:
    start = text.index(mention)
    return {"id": claim_id, "type": claim_type, "start": start, "end": start + len(mention), "text": mention,
            **fields}  # fmt: skip


@pytest.mark.parametrize("text", [CORP])
def test_evaluate_counts_exact_and_overlapping_spans_per_type(text: str) -> None:
    gold = {"d": _gold(text, [("8.1 points", 8.1, "points")], [("CoRP", "METHOD")], [])}
    predicted = {"d": {"claims": [_claim(text, "c1", "method", "CoRP"),
                                  _claim(text, "c2", "number", "8.1", value=8.1, unit="point"),
                                  _claim(text, "c3", "metric", "average")]}}  # fmt: skip
    scores = evaluate(gold, predicted).to_json()
    assert set(scores["types"]) == {"number", "method"}  # metric is not annotated in this gold
    number = scores["types"]["number"]
    assert (number["exact_f1"], number["overlap_f1"], number["value_acc"], number["unit_acc"]) == (0.0, 1.0, 1.0, 1.0)
    assert scores["types"]["method"]["exact_f1"] == 1.0


@pytest.mark.parametrize("text", [BMATTN])
def test_evaluate_result_roles_agree_in_any_written_form(text: str) -> None:
    gold = {"d": _gold(text, [("3.3x", 3.3, "x")], [("BMAttn", "METHOD")],
                       [{"number": 0, "metric": "speedup", "dataset": "long-context tasks", "method": "BMAttn",
                         "baseline": None}])}  # fmt: skip
    claims = [_claim(text, "c1", "method", "BMAttn", name="BMAttn", long_form="Block-Aligned Attention"),
              _claim(text, "c2", "number", "3.3x", value=3.3, unit="x"),
              _claim(text, "c3", "result", text, number="c2", method="c1", metric=None, dataset=None,
                     baseline=None, metric_text="speedup", dataset_text=None, baseline_text=None)]  # fmt: skip
    results = evaluate(gold, {"d": {"claims": claims}}).to_json()["results"]
    assert (results["found"], results["precision"]) == (1.0, 1.0)
    assert (results["metric"], results["method"], results["baseline"]) == (1.0, 1.0, 1.0)
    assert results["dataset"] == 0.0  # gold names the tasks, the prediction nothing


@pytest.mark.parametrize(
    ("gold_unit", "predicted_unit", "agree"),
    [("points", "point", True), ("Samples", "sample", True), ("loss", "los", False), (None, None, True),
     ("%", None, False)],
)
def test_evaluate_units_agree_ignoring_case_and_a_plural_s(gold_unit: str | None, predicted_unit: str | None,
                                                           agree: bool) -> None:  # fmt: skip
    assert same_unit({"unit": gold_unit}, {"unit": predicted_unit}) is agree


@pytest.mark.parametrize(("gold", "predicted", "agree"), [(0.46, 0.4600000001, True), (124e6, 124.0, False),
                                                          (2 / 3, 0.6667, False), (8.1, None, False)])  # fmt: skip
def test_evaluate_values_agree_within_a_millionth(gold: float, predicted: float | None, agree: bool) -> None:
    assert same_value({"value": gold}, {"value": predicted}) is agree


def test_evaluate_matches_greedily_one_to_one() -> None:
    gold = [{"start": 0, "end": 10}, {"start": 2, "end": 4}]
    predicted = [{"start": 3, "end": 5}, {"start": 0, "end": 10}]
    assert [(g["start"], p["start"]) for g, p in match(gold, predicted, exact=False)] == [(0, 3), (2, 0)]
    assert [(g["start"], p["start"]) for g, p in match(gold, predicted, exact=True)] == [(0, 0)]


@pytest.mark.parametrize(("phrase", "expected"), [(r"$\varphi$  Score", "varphi score"), ("", None), (None, None)])
def test_evaluate_normalizes_role_phrases(phrase: str | None, expected: str | None) -> None:
    assert normalized(phrase) == expected


# ---------------------------------------------------------------- bad input


@pytest.mark.parametrize(
    ("content", "code", "where"),
    [('{"doc_id": "a", "text": "x"}\n{"doc_id": \n', "E102", "gold.jsonl:2"),
     ('{"text": "CoRP improves by 8.1 points."}\n', "E103", "gold.jsonl:1"),
     ('{"doc_id": "a", "text": "GRPO", "entities": [{"start": 0, "end": 4, "text": "GRPO", "label": "ALGO"}]}\n',
      "E103", "unknown entity label 'ALGO'")],
)
def test_evaluate_refuses_bad_gold_naming_code_and_place(in_process_cli, tmp_path: Path, content: str,  # type: ignore[no-untyped-def]
                                                         code: str, where: str) -> None:  # fmt: skip
    gold = tmp_path / "gold.jsonl"
    gold.write_text(content, encoding="utf-8")
    result = in_process_cli("evaluate", gold)
    assert result.exit_code == 2
    assert f"[{code}]" in result.stderr and where in result.stderr
