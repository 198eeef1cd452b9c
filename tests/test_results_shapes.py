"""Result roles by sentence shape: a measure named after a list of values ('in terms of'), a value in
parentheses after another value's measure, the data an intervention trains on, a modifier of the measure
read as the system, and a dataset behind a compound adjective."""

from __future__ import annotations

import pytest

from _result_helpers import results_of


def test_in_terms_of_after_a_list_names_the_measure_of_every_value() -> None:
    results = results_of("Results show that the 3D reconstruction accuracy in the non-occluded and occluded areas "
                         "reaches 0.37 mm and 0.39 mm in terms of surface distance, respectively.")
    assert {number: r.metric_text for number, r in results.items()} == \
        {"0.37 mm": "surface distance", "0.39 mm": "surface distance"}  # fmt: skip


def test_in_terms_of_right_after_a_gain() -> None:
    results = results_of("The ToMPO algorithm outperforms the GRPO method by 35% in terms of model output "
                         "compliance and cooperative outcomes.")
    assert results["35%"].metric_text == "model output compliance"


def test_value_in_parentheses_after_a_measure_shares_it() -> None:
    results = results_of("A human baseline from 1,000+ participants achieves 92.6% accuracy (95.1% on unrelated pairs).")
    assert results["92.6%"].metric_text == "accuracy"
    assert results["95.1%"].metric_text == "accuracy"


def test_listed_measure_before_a_parenthesized_value() -> None:
    results = results_of("Our ResNet-50 model achieves high classification accuracy (95.94%), AUC-ROC (98.91%), "
                         "and Cohen's Kappa (0.913).")
    assert results["98.91%"].metric_text == "AUC-ROC"


@pytest.mark.parametrize(
    ("text", "number", "dataset"),
    [
        # a sentence opened by a gerund of training names the data trained on, not where the gain was measured
        (r"We introduce STORM-BORN, a dataset of derivations. Fine-tuning on STORM-BORN boosts accuracy by "
         r"$7.84\%$ (LLaMA3-8B) and $9.12\%$ (Qwen2.5-7B).", r"7.84\%", None),
        # guards: 'training' as a noun, a participle: the value is measured there
        ("ReGATE matches the peak accuracy of standard training on MVBench up to 2x faster.", "2x", "MVBench"),
        ("Our model trained on ImageNet reaches 84.1% top-1 accuracy.", "84.1%", "ImageNet"),
        ("Evaluated on ImageNet, our model reaches 84.1% top-1 accuracy.", "84.1%", "ImageNet"),
    ],
)
def test_training_data_is_no_evaluation_dataset(text: str, number: str, dataset: str | None) -> None:
    assert results_of(text)[number].dataset_text == dataset


def test_modifier_of_the_measure_is_no_method() -> None:
    results = results_of("On HotpotQA, search-augmented scores drop by 25-40 points when retrieval is noisy.")
    assert {r.method_text for r in results.values()} == {None}
    assert {r.metric_text for r in results.values()} == {"search-augmented scores"}


def test_measure_name_is_no_method() -> None:
    results = results_of("On the publicly available PCB defect dataset, mAP0.5 reaches 99.32% and mAP0.5:0.9 "
                         "reaches 75.18%.")
    assert (results["99.32%"].metric_text, results["99.32%"].method_text) == ("mAP0.5", None)
    assert (results["75.18%"].metric_text, results["75.18%"].method_text) == ("mAP0.5:0.9", None)


def test_system_subject_of_a_change_is_the_method_not_the_measure() -> None:
    results = results_of("Particularly, our FDP improves by 4.05% and 2.50% over the previous best results on the "
                         "CASME II and SAMM datasets, respectively.")
    assert (results["4.05%"].method_text, results["4.05%"].metric_text) == ("FDP", None)


def test_datasets_after_a_compound_adjective_pair_with_the_values() -> None:
    results = results_of("This strategy achieves absolute gains of 18.3% and 22.8% in Pass@32 performance on the "
                         "competition-level AIME24 and AIME25 benchmarks.")
    assert (results["18.3%"].dataset_text, results["22.8%"].dataset_text) == ("AIME24", "AIME25")


def test_dataset_after_a_compound_adjective() -> None:
    results = results_of("Our agent reaches 62.5% accuracy on the competition-level AIME24.")
    assert results["62.5%"].dataset_text == "AIME24"


def test_subset_in_parentheses_with_the_value() -> None:
    results = results_of("In contrast, LLMs achieve 48.25-70.9% overall accuracy, with near-ceiling performance on "
                         "related pairs (86.5-100%) but severe degradation on unrelated pairs (0-41.35%).")
    assert (results["100%"].dataset_text, results["41.35%"].dataset_text) == ("related pairs", "unrelated pairs")
    assert results["70.9%"].dataset_text is None
    results = results_of("A human baseline from 1,000+ participants achieves 92.6% accuracy (95.1% on unrelated pairs).")
    assert (results["92.6%"].dataset_text, results["95.1%"].dataset_text) == (None, "unrelated pairs")


@pytest.mark.parametrize(
    "text",
    [
        # a quality scored, a quantifier, a size: no subset
        "Evaluation with GPT-4 as a judge gives higher scores on coherence (8.1/10) and creativity (7.9/10).",
        "GRMs struggle to make correct judgments on some queries (14%-37%), despite solving them.",
        "Tests conducted on glass samples (1-12 mm) show that measurement errors were reduced.",
    ],
)
def test_no_subset_in_parentheses(text: str) -> None:
    assert {r.dataset_text for r in results_of(text).values()} <= {None}


def test_dataset_after_a_list_of_measured_items_is_every_items() -> None:
    results = results_of("MedReadCtrl delivers substantial gains on unseen clinical tasks (e.g., +14.7 ROUGE-L, "
                         "+6.18 SARI on MTSamples).")
    assert (results["+14.7"].dataset_text, results["+6.18"].dataset_text) == ("MTSamples", "MTSamples")


@pytest.mark.parametrize(
    ("text", "number", "metric"),
    [
        ("The final student model has better performance than the teacher model while having 163$\\times$ lower "
         "parameters.", "163", "parameters"),
        ("Sparse-dLLM achieves up to 10$\\times$ higher throughput than vanilla dLLMs.", "10", "throughput"),
    ],
)
def test_comparative_after_a_written_multiplier(text: str, number: str, metric: str) -> None:
    assert results_of(text)[number].metric_text == metric


@pytest.mark.parametrize(
    ("text", "number", "metric"),
    [
        ("Where we reduce forgetting compared to baselines by 52.2% for indoor and 53.2% for outdoor to achieve "
         "the state of the art.", "53.2%", "forgetting"),
        ("D-Artemis achieves a 75.8% success rate on AndroidWorld and 96.8% on ScreenSpot-V2.", "96.8%", "success rate"),
        ("SVR-GS reduces the number of Gaussians by 1.79$\\times$ compared to MaskGS and 5.63$\\times$ compared to 3DGS.",
         "5.63", "number of Gaussians"),
        # not shared: the second value has a measure of its own (an acronym the entity stage does not read: roles9)
        ("Specifically, it attains state-of-the-art results on V2X-Seq, with 39.0% mAP and 32.8% AMOTA.", "32.8%", "AMOTA"),
    ],
)
def test_metric_of_parallel_items(text: str, number: str, metric: str | None) -> None:
    assert results_of(text)[number].metric_text == metric


def test_in_names_each_items_own_measure() -> None:
    assert results_of("Our model outperforms existing methods by 6% in AP and 10% in AR.")["10%"].metric_text != "AP"


def test_subset_right_after_the_value() -> None:
    results = results_of("Experiments across six benchmarks demonstrate that MOAT outperforms state-of-the-art baselines, "
                         "achieving average improvements of 3.1% on held-in tasks and 4.4% on held-out tasks.")
    assert (results["3.1%"].dataset_text, results["4.4%"].dataset_text) == ("held-in tasks", "held-out tasks")
    results = results_of("Expected Calibration Error increases 2-4x on unrelated pairs.")
    assert results["4x"].dataset_text == "unrelated pairs"


@pytest.mark.parametrize(
    "text",
    [
        "RECAP improves emotional reasoning by 22-28% on 8B models and 10-13% on larger models.",
        "It improves accuracy by 5% on average.",
        "Our trained model outperforms o3-mini by 18% on automatic evaluation metrics.",
    ],
)
def test_no_subset_right_after_the_value(text: str) -> None:
    assert {r.dataset_text for r in results_of(text).values()} <= {None}
