"""Result roles on fresh abstracts (roles6): 'we achieve ...', 'the system achieves ...' and a proposal the
abstract introduces as a model all name the system that achieved the value (guidelines, clarification 6)."""

from __future__ import annotations

import pytest

from abstract_claims import extract_document
from abstract_claims.models import ResolvedResult


def results_of(text: str) -> dict[str, ResolvedResult]:
    document = extract_document(text)
    for result in document.results():
        assert text[result.claim.start : result.claim.end] == result.claim.text
    return {r.number.text: r for r in document.results() if r.number is not None}


def methods_of(text: str) -> dict[str, str | None]:
    return {number: result.method_text for number, result in results_of(text).items()}


def test_we_achieve_is_the_named_proposal() -> None:
    text = ("We propose PointSlice, a slicing-based detector for LiDAR point clouds. On the nuScenes dataset, we "
            "achieve a detection result of 66.74 mAP.")
    assert methods_of(text)["66.74"] == "PointSlice"


def test_we_achieve_after_fine_tuning_a_model_is_the_proposal_not_the_model() -> None:
    text = ("We introduce Direct-Align, a method that aligns diffusion models with human preference. By fine-tuning "
            "the FLUX.1 model with Direct-Align, we improve its human-evaluated realism by over 3x.")
    assert methods_of(text)["3x"] == "Direct-Align"


def test_we_achieve_without_a_named_proposal_names_nothing() -> None:
    text = "We study retrieval for legal search. On our benchmark, we achieve 81.3% recall."
    assert methods_of(text)["81.3%"] is None


@pytest.mark.parametrize("subject", ["The system", "The framework", "The full framework", "The resulting model"])
def test_definite_reference_is_the_named_proposal(subject: str) -> None:
    text = (f"We present TrackNet, a lightweight framework for multi-object tracking. {subject} achieves 93.3% "
            "identity preservation on the benchmark.")
    assert methods_of(text)["93.3%"] == "TrackNet"


def test_definite_reference_without_a_proposal_stands_as_written() -> None:
    text = ("This paper describes a controller for drone landing on moving ships. Evaluated in simulation, the system "
            "achieved a 100% landing success rate across 15 trials.")
    assert methods_of(text)["100%"] == "the system"


@pytest.mark.parametrize("subject", ["The base model", "The best model", "The teacher model"])
def test_a_definite_phrase_for_another_system_is_not_the_proposal(subject: str) -> None:
    text = (f"We present TrackNet, a lightweight framework for multi-object tracking. {subject} achieves 71.2% "
            "identity preservation on the benchmark.")
    assert methods_of(text)["71.2%"] != "TrackNet"


def test_a_model_the_abstract_introduces_is_its_proposal() -> None:
    text = ("We introduce Kimi-VL, an efficient open-source vision-language model. It reaches 64.5% accuracy on "
            "MathVista.")
    assert methods_of(text)["64.5%"] == "Kimi-VL"


def test_a_model_the_abstract_only_uses_is_not_its_proposal() -> None:
    text = "We fine-tune Llama-3-8B on grade-school math problems. It reaches 64.5% accuracy on MATH."
    assert methods_of(text)["64.5%"] != "Llama-3-8B"
