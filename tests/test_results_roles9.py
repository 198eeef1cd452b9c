"""Result roles on fresh abstracts (roles9): the one comparison of a clause shared by every value of its list,
written after the values (', outperforming X') or as the verb before them ('X outperforms Y, achieving ...')."""

from __future__ import annotations

import pytest

from _result_helpers import baselines_of, datasets_of, methods_of, metrics_of

# --- a comparison after a list of values is every value's baseline


@pytest.mark.parametrize(
    ("text", "values", "baseline"),
    [
        ("Our detector achieves a precision of 91.2%, a recall of 88.4% and an F1 score of 89.8%, outperforming "
         "existing detectors.", ["91.2%", "88.4%", "89.8%"], "existing detectors"),
        ("On the test split, the proposed tracker reaches an IDF1 of 71.3% on MOT17 and 68.9% on MOT20, significantly "
         "surpassing previous online trackers.", ["71.3%", "68.9%"], "previous online trackers"),
        ("The fused classifier obtains an AUC of 0.912 and a balanced accuracy of 84.5% on the external cohort, "
         "compared to single-modality baselines.", ["0.912", "84.5%"], "single-modality baselines"),
    ],
)
def test_a_trailing_comparison_is_the_baseline_of_every_listed_value(text: str, values: list[str], baseline: str) -> None:
    baselines = baselines_of(text)
    for value in values:
        assert baselines[value] == baseline


def test_the_verb_before_a_list_compares_every_value_after_it() -> None:
    text = ("Experiments show that our denoiser outperforms classical filters, achieving a peak signal-to-noise ratio "
            "of 38.2 dB, a structural similarity index measure of 0.951 and a root mean squared error of 0.0041.")
    baselines = baselines_of(text)
    for value in ("38.2 dB", "0.951", "0.0041"):
        assert baselines[value] == "classical filters"


# --- guards: values that have a comparison, a verb, a system or a range of their own


def test_a_value_with_a_verb_of_its_own_keeps_no_shared_baseline() -> None:
    text = ("The retriever attains 94.0% recall, and our reranker reaches 0.921 nDCG, far exceeding prior work, "
            "outperforming BM25.")
    assert baselines_of(text)["94.0%"] is None


def test_a_value_of_another_system_in_the_clause_keeps_no_shared_baseline() -> None:
    text = ("Our metric shows high agreement (>75%), with the guided variant reaching 85.9% accuracy, significantly "
            "outperforming captioning baselines.")
    assert baselines_of(text)["75%"] is None


def test_the_first_end_of_a_range_is_not_compared() -> None:
    text = ("Length compliance rises from below 30% with plain prompts to above 95% with our prompt, surpassing the "
            "draft-then-revise baseline.")
    assert baselines_of(text)["30%"] is None


def test_a_margin_after_the_comparison_belongs_to_the_margin() -> None:
    text = ("The model reaches 92.7% mIoU on NVOS and 95.2% mIoU on Spin-NeRF, outperforming prior lifting "
            "methods by 15 times in inference speed.")
    assert baselines_of(text)["92.7%"] is None


def test_the_values_of_a_compared_system_in_parentheses_are_not_compared_again() -> None:
    text = ("Our aggregator achieves an AUC of 0.751, outperforming attention pooling (0.491 $\\pm$ 0.042) and "
            "mean pooling (0.39 $\\pm$ 0.017).")
    baselines = baselines_of(text)
    assert baselines["0.042"] is None


def test_a_spread_after_the_value_does_not_stop_the_sharing() -> None:
    text = "The ensemble achieved 97.78 +/- 0.82% accuracy, outperforming a single CNN."
    baselines = baselines_of(text)
    assert baselines["97.78"] == "single CNN"


def test_a_second_comparison_verb_after_and_starts_its_own_comparison() -> None:
    text = ("Experiments demonstrate that our detector outperforms four baseline categories by up to 5.9% and boosts "
            "existing detectors by as much as 8.7%.")
    assert baselines_of(text)["8.7%"] != "four baseline categories"


# --- the method: the paper's proposal in a report, names where the values were measured, phrases that are no system


def test_a_state_of_the_art_result_is_no_other_system_in_a_report() -> None:
    text = ("We propose GraphSketch, a sparse sketching framework for graph streams. Our experiments demonstrate "
            "state-of-the-art results with a 14.2% improvement in recall on DBLP.")
    assert methods_of(text)["14.2%"] == "GraphSketch"


def test_sota_performance_is_no_other_system_in_a_report() -> None:
    text = ("We introduce TileDiff, a tiled diffusion sampler. Extensive experiments show SoTA performance, yielding "
            "absolute gains of 3.1 points on GenEval.")
    assert methods_of(text)["3.1 points"] == "TileDiff"


def test_a_method_named_in_the_scope_of_the_report_is_where_it_was_measured() -> None:
    text = ("We propose QuantX, a row-parallel post-training quantizer. Experimental results on ResNet-18 and "
            "MobileNetV2 demonstrate a 12x quantization speedup over the GPTQ baseline.")
    assert methods_of(text)["12x"] == "QuantX"


def test_a_condition_is_no_technique() -> None:
    text = "Classification of rest versus task (motor imagery) conditions reached accuracies of 88% across subjects."
    assert methods_of(text)["88%"] is None


def test_a_phrase_that_starts_with_a_preposition_is_no_system() -> None:
    text = ("Our results show that adding depth (available at no cost with our sensor) to material segmentation "
            "improves the accuracy by 25% compared to RGB-only input.")
    assert methods_of(text)["25%"] is None


def test_a_phrase_that_ends_with_a_preposition_is_no_system() -> None:
    text = "The c-index with respect to relapses for the multimodal model reached 0.68 on the test split."
    assert methods_of(text)["0.68"] is None


@pytest.mark.parametrize(
    ("text", "value", "method"),
    [
        ("The rule-guided retrieval method also performed well (0.741) but required manual curation.", "0.741",
         "rule-guided retrieval method"),
        ("The self-reflection module further improves results by 5.1% on average for make and model recognition.",
         "5.1%", "self-reflection module"),
    ],
)
def test_an_adverb_before_the_verb_is_no_part_of_the_subject(text: str, value: str, method: str) -> None:
    assert methods_of(text)[value] == method


def test_it_also_is_the_paper_proposal() -> None:
    text = ("We present FlowHand, an event-based hand tracker for egocentric views. It also maintains a competitive "
            "3D-AUC of 0.84 on synthetic data.")
    assert methods_of(text)["0.84"] == "FlowHand"


def test_the_value_before_an_arrow_is_not_the_method_s() -> None:
    text = ("We propose RecAlign, a post-training recipe. Post-training with RecAlign improves image generation on "
            "GenEval (0.71$\\rightarrow$0.86).")
    methods = methods_of(text)
    assert methods["0.71"] is None
    assert methods["0.86"] is not None


def test_a_name_after_the_reporting_verb_is_the_subject_not_the_scope() -> None:
    text = "Experiments on two detection benchmarks show that QuantDet reaches 71.2% mAP at 4-bit precision."
    assert methods_of(text)["71.2%"] == "QuantDet"


def test_a_subject_opened_by_an_article_keeps_its_noun() -> None:
    text = "The best configuration achieves a final exploitability of 0.0628 on Kuhn Poker."
    assert methods_of(text)["0.0628"] == "best configuration"


def test_the_value_of_a_compared_system_after_a_possessive_is_not_compared_again() -> None:
    text = ("Our CNN-LSTM pipeline achieved an accuracy of 98%, surpassing the spatial-only model's 80.45% and the "
            "previously reported classifier's 76%.")
    assert baselines_of(text)["76%"] is None


# --- what the authors introduce achieves the value a participle after it reports


def test_the_introduced_system_achieves_the_participle_s_value() -> None:
    text = ("Smartwatch activity recognition is costly on device. We present WristNet, an on-watch recognizer. We "
            "introduce a novel architecture that unifies preprocessing and inference into one trainable module, "
            "achieving 5x faster processing across 25 activity classes.")
    assert methods_of(text)["5x"] == "WristNet"


def test_an_unnamed_introduced_system_is_written_as_it_stands() -> None:
    text = ("We develop a scalable splatting pipeline with structured initialization and batched CUDA kernels, "
            "achieving over 90x faster fitting compared to prior implementations.")
    assert methods_of(text)["90x"] == "scalable splatting pipeline"


def test_a_name_given_after_the_introduced_phrase_decides() -> None:
    text = ("We propose OpenFuse, a fusion system. We also introduce a novel method, named Adaptive Threshold "
            "Refinement, which adjusts similarity thresholds, achieving an improvement of 17% in 3D mIoU.")
    assert methods_of(text)["17%"] == "Adaptive Threshold Refinement"


# --- a list of names after a list of values, 'respectively', where some names are no dataset claims


def test_respectively_pairs_values_with_listed_names_that_are_not_all_claims() -> None:
    text = "It attains 98.9%, 95.8%, 94.5%, and 96.0% Recall@1 on SPED, Pitts30k-test, MSLS-val, and Nordland, respectively."
    datasets = datasets_of(text)
    assert datasets["95.8%"] == "Pitts30k-test"
    assert datasets["96.0%"] == "Nordland"


def test_respectively_pairs_across_a_scope_phrase_and_names_with_parentheses() -> None:
    text = ("Our detector improves by 4.05%, 2.50%, 7.71%, and 2.11% over the previous best results in terms of "
            "F1-score on the CASME II, SAMM, CAS(ME)^2, and CAS(ME)^3 datasets, respectively.")
    datasets = datasets_of(text)
    assert datasets["4.05%"] == "CASME II"
    assert datasets["7.71%"] == "CAS(ME)^2"


def test_respectively_does_not_pair_values_with_a_list_of_systems() -> None:
    text = "The macro F1 scores reach 0.69 and 0.495 for MuRIL and XLM-R, respectively."
    datasets = datasets_of(text)
    assert datasets["0.69"] != "MuRIL"


# --- an acronym right after a value that the entity stage did not read is its measure


@pytest.mark.parametrize(
    ("text", "value", "metric"),
    [
        ("On the nuScenes test set, our detector achieves 49.5% mAP and 59.2% NDS.", "59.2%", "NDS"),
        ("The tracker ranks first on KITTI 2D MOT with 79.59% HOTA, and runs in real time.", "79.59%", "HOTA"),
    ],
)
def test_an_unread_acronym_after_the_value_is_its_measure(text: str, value: str, metric: str) -> None:
    assert metrics_of(text)[value] == metric

