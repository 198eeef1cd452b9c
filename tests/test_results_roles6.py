"""Result roles on fresh abstracts (roles6): 'we achieve ...', 'the system achieves ...' and a proposal the
abstract introduces as a model all name the system that achieved the value (guidelines, clarification 6)."""

from __future__ import annotations

import pytest

from _result_helpers import methods_of, metrics_of


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


@pytest.mark.parametrize(
    ("text", "number", "metric"),
    [
        ("Evaluated on data from 2018 to 2024, the framework achieves a 26% annualized return.", "26%",
         "annualized return"),
        ("On Wan2.1-1.3B, BLADE achieves a 14.10x end-to-end inference acceleration over a 50-step baseline.", "14.10x",
         "end-to-end inference acceleration"),
        ("On a suite of 135 desktop tasks, ComputerAgent attains 92.1% success on simple tasks.", "92.1%", "success"),
        ("Our automatic judge achieves over 90% agreement with expert human judgments.", "90%", "agreement"),
    ],
)
def test_plain_words_after_a_reported_value_are_its_measure(text: str, number: str, metric: str) -> None:
    assert metrics_of(text)[number] == metric


@pytest.mark.parametrize(
    ("text", "number", "metric"),
    [
        ("Our method achieves 95% on MMLU.", "95%", None),  # a dataset, no measure
        ("Discrete Diffusion VLA achieves 96.3% avg. on the benchmark.", "96.3%", None),  # an abbreviation
        ("Regulatory alignment reaches 75% based on rule coverage.", "75%", None),  # a participle, no measure
        ("It achieves 35% fewer rounds than the baseline.", "35%", "rounds"),  # a comparative's own rule
    ],
)
def test_no_plain_measure_after_a_reported_value(text: str, number: str, metric: str | None) -> None:
    assert metrics_of(text)[number] == metric


def test_a_preposition_after_the_value_is_no_measure() -> None:
    text = "Across models, attack rates rise steadily, with attack rates reaching over 80% under extreme scarcity."
    assert metrics_of(text)["80%"] == "attack rates"
