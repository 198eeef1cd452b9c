"""Result roles of changes written by their two ends ('from X to Y'), of gains a method brings to a model,
of values paired with the systems they are compared with, and of outcome words used as nouns."""

from __future__ import annotations

import pytest

from abstract_claims import extract_document
from abstract_claims.models import ResolvedResult


def results_of(text: str) -> list[ResolvedResult]:
    document = extract_document(text)
    for result in document.results():
        assert text[result.claim.start : result.claim.end] == result.claim.text
    return document.results()


def method_and_baseline(text: str) -> dict[str, tuple[str | None, str | None]]:
    return {r.number.text: (r.method_text, r.baseline_text) for r in results_of(text) if r.number is not None}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the model a change verb acts on is the starting system: its value is the earlier one, and the later
        # value is compared with it
        ("Extensive experiments show that GUI-Fix boosts Qwen2.5-VL-7B from 80.1% to 83.6% on ScreenSpot.",
         {"80.1%": ("Qwen2.5-VL-7B", None), "83.6%": ("GUI-Fix", "Qwen2.5-VL-7B")}),
        # ... also as the owner of the measure
        ("Our recipe raises Llama-3.1-8B's accuracy from 56.2% to 71.9%.",
         {"56.2%": ("Llama-3.1-8B", None), "71.9%": ("recipe", "Llama-3.1-8B")}),
        # ... or named in parentheses after the earlier value
        ("On ADE20K, SegAdapt raises mIoU from 35.0 (LoRA) to 36.4.",
         {"35.0": ("LoRA", None), "36.4": ("SegAdapt", "LoRA")}),
        # a system the sentence compares with before the range owns the earlier value
        ("TrackNetX outperforms prior tracking methods, reducing RMSE from 37.3 to 7.2.",
         {"37.3": ("prior tracking methods", None), "7.2": ("TrackNetX", "prior tracking methods")}),
    ],
)
def test_range_start_belongs_to_the_starting_system(text: str, expected: dict[str, tuple[str | None, str | None]]) -> None:
    assert method_and_baseline(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # a spread of values, no change: neither end is a starting system's
        "Across all datasets, TabBoost gives average inference speedups ranging from 1.2 to 2.1 times over XGBoost.",
        "Classification accuracies ranged from 91.3% (flaps) to 99.1% (cliffs) over the held-out splits.",
        # a system compared after the range is compared with the later value only
        "RL training improves the score from 70.9% to 85.1%, even surpassing Qwen3-235B-A22B.",
        # 'over' naming where the change was measured is no system
        "Our methods reduced the error rates from 12.3% to 7.1% over the core evaluation sets.",
    ],
)
def test_range_start_without_a_starting_system_keeps_no_method(text: str) -> None:
    results = [r for r in results_of(text) if r.number is not None]
    starts = [r for r in results if text[: r.number.start].rstrip().endswith("from")]
    # a spread's first end is the value of the system that reached the later one, never a starting system
    later = results[-1].method_text if "rang" in text else None
    assert starts and all(r.method_text == later for r in starts)


def test_gain_for_a_model_is_measured_against_that_model() -> None:
    text = ("We propose ContraDecode, a training-free decoding scheme. It raises accuracy by 4.2% for LLaVA-1.5 "
            "and 3.1% for Qwen2-VL.")
    assert method_and_baseline(text) == {"4.2%": ("ContraDecode", "LLaVA-1.5"), "3.1%": ("ContraDecode", "Qwen2-VL")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # values listed against systems listed after 'over' pair up in order
        ("Quantitative evaluation shows that RadTune yields gains of 14.5% and 31.3% over LLaVA-Rad and MedGemma.",
         {"14.5%": ("RadTune", "LLaVA-Rad"), "31.3%": ("RadTune", "MedGemma")}),
        # systems the subject surpasses, paired by 'respectively', are baselines, not methods
        ("Experiments show that our method surpasses D-DPCC and AdaDPCC in decoding speed, while achieving BD-Rate "
         "reductions of 20% and 9.4%, respectively.",
         {"20%": ("method", "D-DPCC"), "9.4%": ("method", "AdaDPCC")}),
    ],
)
def test_values_paired_with_compared_systems(text: str, expected: dict[str, tuple[str | None, str | None]]) -> None:
    assert method_and_baseline(text) == expected


@pytest.mark.parametrize(
    ("text", "method"),
    [
        # 'scores' after 'achieving' is the verb's object, so the subject of 'achieving' is the method
        ("MSA-Net has demonstrated exceptional performance, achieving Dice scores of 86.5% and 92.6% on Synapse "
         "and ACDC.", "MSA-Net"),
        ("When integrated with a chatbot, the RoboTalk system achieves fact-consistency scores above 87% in "
         "real-time dialogs.", "RoboTalk"),
    ],
)
def test_outcome_noun_after_outcome_verb_is_no_verb(text: str, method: str) -> None:
    assert {r.method_text for r in results_of(text)} == {method}


def test_baseline_is_never_a_bare_article() -> None:
    text = ("The distilled model reaches 69.9% accuracy, lower than the 87.6% achieved by the best-performing LLM, "
            "while running on a phone.")
    assert all(r.baseline_text not in ("the", "a", "an") for r in results_of(text))


def test_adverb_after_article_stays_in_the_compared_name() -> None:
    (result,) = [r for r in results_of("On average, our models achieve error rates 48% lower than the comparably "
                                       "sized Whisper Tiny model.")]
    assert result.baseline_text == "comparably sized Whisper Tiny model"


def test_value_compared_for_a_system_is_that_systems() -> None:
    text = "Transformer-based taggers reach micro F1 scores of 80-90% compared to 64-67% for non-transformer models."
    assert method_and_baseline(text) == {
        "80": ("Transformer-based taggers", "non-transformer models"),
        "90%": ("Transformer-based taggers", "non-transformer models"),
        "64": ("non-transformer models", None),
        "67%": ("non-transformer models", None),
    }


def test_margin_of_a_comparison_keeps_its_baseline_to_itself() -> None:
    text = ("We obtain a competitive 70.9 PVE on the BEHAVE dataset, outperforming a recently published RGB based "
            "method by 18.4 mm.")
    assert method_and_baseline(text) == {"70.9": (None, None), "18.4 mm": (None, "recently published RGB based method")}


def test_name_after_a_comparison_and_a_few_words_is_no_method() -> None:
    text = "Compared to the second-best model MVANet, we achieve F-measure gains of 4.6% on DIS-TE."
    assert method_and_baseline(text) == {"4.6%": (None, "second-best model MVANet")}


def test_participle_after_an_outcome_verb_is_no_verb() -> None:
    (result,) = results_of("Our experiments yield improved Macro-F1 scores by up to 3.20% on popular benchmarks.")
    assert result.method_text is None


@pytest.mark.parametrize(
    ("text", "compared"),
    [
        # a compared value whose 'for' names a task or a dataset belongs to no system, and not to the subject
        ("PowerTool improved task completion rates (99.3% vs. 88.9% for test selection).", ("88.9%", None)),
        ("About 40% of the claims of SOTA models are not factual on FactBench, compared to only 10% for other "
         "datasets.", ("10%", None)),
        # a model claim inside the phrase makes it a system
        ("RAVID achieves an average accuracy of 80.27%, compared to 63.44% for the state-of-the-art model C2P-CLIP.",
         ("63.44%", "state-of-the-art model C2P-CLIP")),
    ],
)
def test_compared_value_for_a_non_system(text: str, compared: tuple[str, str | None]) -> None:
    value, method = compared
    assert method_and_baseline(text)[value][0] == method


def test_hedge_word_is_no_baseline() -> None:
    text = "About 40% of the claims of SOTA models are not factual on FactBench, compared to only 10% for other datasets."
    assert all(baseline != "only" for _, baseline in method_and_baseline(text).values())


def test_value_alone_in_parentheses_after_a_name_is_that_systems() -> None:
    text = ("On the clinical benchmark, MedTutor achieved a mean accuracy of 92.8%, outperforming GPT-4 (78.8%) and "
            "GPT-3.5 (62.1%).")
    found = method_and_baseline(text)
    assert found["78.8%"][0] == "GPT-4" and found["62.1%"][0] == "GPT-3.5" and found["92.8%"][0] == "MedTutor"


def test_name_after_on_before_a_parenthesized_value_is_no_method() -> None:
    text = "GazeNet achieves state-of-the-art performance on ETH-XGaze (3.36) while running in real time."
    assert method_and_baseline(text)["3.36"][0] != "ETH-XGaze"
