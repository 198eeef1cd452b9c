"""Rule files: every example and counter-example runs, and broken files fail with file and line."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from abstract_claims import extract
from abstract_claims.errors import RuleError
from abstract_claims.rules import (
    ExclusionRule,
    QualifierRule,
    RegisteredRule,
    RuleSet,
    UnitRule,
    default_rules_dir,
)

RULES = RuleSet.load()


def _cases(kind: str) -> list[tuple[str, str, str]]:
    cases = []
    for rule in RULES.all_rules():
        if isinstance(rule, RegisteredRule):
            continue  # rules decided in code: tests/test_registry.py runs their examples
        for example in getattr(rule, kind):
            cases.append((rule.id, example.text, example.claim))
    return cases


def _rule(rule_id: str):  # type: ignore[no-untyped-def]
    return next(rule for rule in RULES.all_rules() if rule.id == rule_id)


@pytest.mark.parametrize(("rule_id", "text", "claim"), _cases("examples"))
def test_rules_example_is_produced(rule_id: str, text: str, claim: str) -> None:
    rule = _rule(rule_id)
    claims = extract(text)
    numbers = [c for c in claims if c.type == "number"]
    if isinstance(rule, UnitRule):
        assert any(c.text == claim and c.rule == rule_id for c in numbers), [(c.text, c.rule) for c in numbers]
    elif isinstance(rule, QualifierRule):
        assert any(c.text == claim and c.approx == rule.approx for c in numbers), [(c.text, c.approx) for c in numbers]
    elif isinstance(rule, ExclusionRule):
        assert not any(c.text == claim for c in numbers), [c.text for c in numbers]
    else:
        label = rule.label  # type: ignore[attr-defined]
        assert any(c.text == claim and c.type == label for c in claims), [(c.text, c.type) for c in claims]


@pytest.mark.parametrize("rule", [rule for rule in RULES.entity_patterns if rule.requires], ids=lambda rule: rule.id)
def test_rules_pattern_gate_holds_for_its_examples(rule) -> None:  # type: ignore[no-untyped-def]
    """A pattern runs only where its ``requires`` regex is found, so the regex must hold wherever it matches."""
    for example in rule.examples:
        assert re.search(rule.requires, example.text), (rule.id, example.text)


@pytest.mark.parametrize(("rule_id", "text", "claim"), _cases("counter_examples"))
def test_rules_counter_example_is_not_produced(rule_id: str, text: str, claim: str) -> None:
    rule = _rule(rule_id)
    claims = extract(text)
    numbers = [c for c in claims if c.type == "number"]
    if isinstance(rule, ExclusionRule):
        assert any(c.text == claim for c in numbers), [c.text for c in numbers]
    else:
        assert not any(c.text == claim and c.rule == rule_id for c in claims), [(c.text, c.rule) for c in claims]


def _copy_rules(tmp_path: Path) -> Path:
    target = tmp_path / "rules"
    shutil.copytree(str(default_rules_dir()), target)
    return target


def _rewrite_first_line(path: Path, change) -> None:  # type: ignore[no-untyped-def]
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[0] = change(lines[0])
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda line: line.replace('"unit":', '"unti": "x", "unit":', 1), "unti"),
        (lambda line: line.replace('"unit":', '"unit": "%", "unit":', 1), "duplicate key 'unit'"),
        (lambda line: line[:-1], "not valid JSON"),
    ],
)
def test_rules_broken_file_names_file_and_line(tmp_path: Path, change, message: str) -> None:  # type: ignore[no-untyped-def]
    rules_dir = _copy_rules(tmp_path)
    _rewrite_first_line(rules_dir / "number_units.jsonl", change)
    with pytest.raises(RuleError) as caught:
        RuleSet.load(rules_dir)
    assert "number_units.jsonl:1" in str(caught.value)
    assert message in str(caught.value)


def test_rules_duplicate_id_is_refused(tmp_path: Path) -> None:
    rules_dir = _copy_rules(tmp_path)
    path = rules_dir / "qualifiers.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines()
    duplicate = json.loads(lines[1])
    duplicate["id"] = json.loads(lines[0])["id"]
    path.write_text("\n".join([*lines, json.dumps(duplicate)]) + "\n", encoding="utf-8")
    with pytest.raises(RuleError, match=r"qualifiers.jsonl:\d+: duplicate id 'approx/about'"):
        RuleSet.load(rules_dir)


def test_rules_example_must_occur_in_its_text(tmp_path: Path) -> None:
    rules_dir = _copy_rules(tmp_path)
    path = rules_dir / "number_units.jsonl"
    record = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    record["examples"] = [{"text": "no digits here", "claim": "77.8%"}]
    _rewrite_first_line(path, lambda _: json.dumps(record))
    with pytest.raises(RuleError, match="does not occur in its text"):
        RuleSet.load(rules_dir)


def test_rules_missing_directory_is_refused(tmp_path: Path) -> None:
    with pytest.raises(RuleError, match="does not exist"):
        RuleSet.load(tmp_path / "nowhere")


def test_rules_ship_inside_the_package() -> None:
    names = {entry.name for entry in default_rules_dir().iterdir()}
    assert {"number_units.jsonl", "qualifiers.jsonl", "number_exclusions.jsonl", "lexicons.json",
            "entity_lexicons.jsonl", "measurement_units.json"} <= names


def test_rules_bad_token_pattern_names_file_and_line(tmp_path: Path) -> None:
    rules_dir = _copy_rules(tmp_path)
    path = rules_dir / "entity_patterns.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines()
    record = json.loads(lines[1])
    record["pattern"] = [{"LOWER": {"IN": "benchmark"}}]  # IN takes a list
    lines[1] = json.dumps(record)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(RuleError, match=r"entity_patterns.jsonl:2: rule 'metric/percent-error': bad token pattern"):
        RuleSet.load(rules_dir)


def test_rules_user_rules_directory_changes_extraction(tmp_path: Path) -> None:
    from abstract_claims import Extractor

    text = "Our agent is compared with Zorblax and two planners."
    assert ("Zorblax", "method") not in [(c.text, c.type) for c in Extractor().claims(text)]
    rules_dir = _copy_rules(tmp_path)
    path = rules_dir / "entity_lexicons.jsonl"
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    next(r for r in records if r["id"] == "method/known-methods")["terms"].append("Zorblax")
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n", encoding="utf-8")
    claims = Extractor(rules_dir=rules_dir).claims(text)
    assert ("Zorblax", "method") in [(c.text, c.type) for c in claims]


# ---------------------------------------------------------------------------------------------------------
# Word lists of lexicons.json and the not-entity lexicons of entity_lexicons.jsonl, on real corpus sentences


def _typed(text: str) -> set[tuple[str, str]]:
    return {(c.text, c.type) for c in extract(text) if c.type in ("method", "dataset", "model", "metric")}


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        ("Ethical issues around text-to-image (T2I) models demand a comprehensive control over the generative content.", "T2I"),
        ("The growing adoption of long-context Large Language Models (LLMs) has introduced significant memory and "
         "computational challenges in autoregressive decoding due to the expanding Key-Value (KV) cache.", "KV"),
        ("A considerable volume of research has identified the persistence of COVID-19 vaccine hesitancy in discourse "
         "shared on various social media platforms.", "COVID-19"),
        ("In this paper, we address the challenge of few-shot classification in histopathology whole slide images (WSIs) "
         "by utilizing foundational vision-language models (VLMs) and slide-level prompt learning.", "WSIs"),
        ("The source code and pre-trained models are publicly available and implemented using the PaddlePaddle framework.",
         "PaddlePaddle"),
        ("We introduce CLAIMCHECK, an annotated dataset of NeurIPS 2023 and 2024 submissions and reviews mined from "
         "OpenReview.", "NeurIPS"),
    ],
)
def test_rules_generic_lexicons_name_no_entity(text: str, surface: str) -> None:
    """Acronyms of generic phrases, domain terms, software and venues are no methods (guidelines, clarifications 2, 4)."""
    assert not any(found == surface for found, _ in _typed(text)), _typed(text)


def test_rules_generic_lexicons_leave_a_dataset_beside_them() -> None:
    # (the long form is still cut to 'Open Research Dataset' by the generic term; CORD-19 is its short name in
    # brackets after a collection head: dataset/kind-parenthesis)
    text = ("In this work, we apply topic modeling using Non-Negative Matrix Factorization (NMF) on the COVID-19 Open "
            "Research Dataset (CORD-19) to uncover the underlying thematic structure.")
    assert ("CORD-19", "dataset") in _typed(text)


@pytest.mark.parametrize(
    ("text", "measure"),
    [
        ("Our results indicate that UniCon reduces GPU memory usage by one-third and increases training speed by 2.3 times.",
         "GPU memory usage"),
        ("Our results indicate that UniCon reduces GPU memory usage by one-third and increases training speed by 2.3 times.",
         "training speed"),
        ("Among socioeconomic and demographic factors, only population density demonstrates a significant but modest "
         "association with patient ratings.", "patient ratings"),
        ("Our model achieves state-of-the-art performance with an MPJPE of 38.0mm and P-MPJPE of 31.9mm on Human3.6M.",
         "MPJPE"),
    ],
)
def test_rules_measure_heads_read_a_metric(text: str, measure: str) -> None:
    assert (measure, "metric") in _typed(text)


@pytest.mark.parametrize(
    ("text", "not_a_measure"),
    [
        ("Our work provides a practical solution for scaling high-performance MLLMs with enhanced efficiency.",
         "enhanced efficiency"),
        ("To address class imbalance and improve generalization, we integrate focal loss, orthogonal regularization, "
         "and binary encoding strategies.", "focal loss"),
        ("We achieve this by introducing a contrastive loss that preserves the semantic content of the features.",
         "contrastive loss"),
    ],
)
def test_rules_evaluative_words_and_loss_kinds_are_no_measures(text: str, not_a_measure: str) -> None:
    assert (not_a_measure, "metric") not in _typed(text)


@pytest.mark.parametrize(
    ("text", "model"),
    [
        ("We introduce Lumina-Image 2.0, an advanced text-to-image generation framework that achieves significant "
         "progress compared to previous work, Lumina-Next.", "Lumina-Next"),
        ("Experiments on both text-to-image (Lumina-Next, Stable Diffusion 3, and Flux) and text-to-video (Wan-2.1) "
         "generation demonstrate that CFG-Zero* consistently outperforms CFG.", "Wan-2.1"),
    ],
)
def test_rules_generation_model_families_read_a_model(text: str, model: str) -> None:
    assert (model, "model") in _typed(text)


@pytest.mark.parametrize(
    ("text", "technique"),
    [
        ("Speculative decoding accelerates generation, but we show that speculative decoding loses its edge at large "
         "batch sizes.", "speculative decoding"),
        ("As a result, classifier-free guidance overestimates the clean prediction at the first denoising step.",
         "classifier-free guidance"),
    ],
)
def test_rules_lower_case_standard_techniques_are_no_methods(text: str, technique: str) -> None:
    """Guidelines, clarification 1: a standard technique written as an ordinary lower-case phrase is no entity."""
    assert (technique, "method") not in _typed(text)
