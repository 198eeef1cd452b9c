"""Result roles by sentence shape (roles5): lists of 'M by V' items, values in parentheses after a measure or
another value, the values of the systems a value is compared with, and a value in a parallel clause."""

from __future__ import annotations

import pytest

from _result_helpers import metrics_of, results_of


def test_each_item_of_a_by_list_names_its_own_measure() -> None:
    assert metrics_of("Our experiments show that the proposed approach surpasses the BirdCLEF 2024 winner, improving "
                      "F1 by 7.3%, ROC-AUC by 6.2%, and CMAP by 6.6%.") == \
        {"7.3%": "F1", "6.2%": "ROC-AUC", "6.6%": "CMAP"}  # fmt: skip


def test_second_item_after_and_names_its_measure() -> None:
    metrics = metrics_of("Causal2Vec achieves strong results, while reducing the required sequence length by up to "
                         "85% and inference time by up to 82% compared to best-performing methods.")
    assert metrics == {"85%": "required sequence length", "82%": "inference time"}


@pytest.mark.parametrize(
    ("text", "number"),
    [
        # a comparison verb opens the item: the value is a margin over a system, not a measure of its own
        ("On A-OKVQA, ViFP improves accuracy by up to 5.4%, surpassing the previous state-of-the-art by 4.3%.", "4.3%"),
        # the change verb's object is a system: the items are systems, not measures
        ("It boosts baselines like Coconut by +8.2% on GPT-2 and CODI by +3.0% on LLaMA-3.1 8B.", "+3.0%"),
    ],
)
def test_by_items_that_are_no_measures(text: str, number: str) -> None:
    result = results_of(text)[number]
    assert result.metric_text is None or result.metric_text.split()[0].lower() not in ("surpassing", "codi")


def test_comparison_verb_list_names_systems_not_measures() -> None:
    results = results_of("Our model outperforms GPT-4 by 5.2% and Claude by 3.1% on average.")
    assert results["3.1%"].metric_text is None


def test_values_in_parentheses_after_a_value_share_its_measure() -> None:
    metrics = metrics_of("When evaluated using our dataset, TrustJudge reduces Score-Comparison inconsistency by "
                         "8.43% (from 23.32% to 14.89%) and Pairwise Transitivity inconsistency by 10.82% (from "
                         "15.22% to 4.40%), while maintaining higher evaluation accuracy.")
    assert metrics == {"8.43%": "Score-Comparison inconsistency", "23.32%": "Score-Comparison inconsistency",
                       "14.89%": "Score-Comparison inconsistency", "10.82%": "Pairwise Transitivity inconsistency",
                       "15.22%": "Pairwise Transitivity inconsistency", "4.40%": "Pairwise Transitivity inconsistency"}


def test_value_in_parentheses_after_the_object_of_a_change_verb() -> None:
    results = results_of("We demonstrate that ContraGS significantly reduces the peak memory during training (on "
                         "average 3.49X).")
    assert results["3.49X"].metric_text == "peak memory during training"


def test_parenthesized_value_after_an_adverb_keeps_the_object() -> None:
    results = results_of("Resource analyses indicate that hybrid models lower CPU utilization (9.5% vs. 23.2% on average).")
    assert results["9.5%"].metric_text == "CPU utilization"
    assert results["23.2%"].metric_text == "CPU utilization"


@pytest.mark.parametrize(
    ("text", "values", "metric"),
    [
        ("LOOP was evaluated on six standard IPC benchmark domains, where it achieved 85.8% success rate compared "
         "to LLM+P (55.0%), LLM-as-Planner (19.2%), and Tree-of-Thoughts (3.3%).", ("55.0%", "19.2%", "3.3%"),
         "success rate"),
        ("Experiments show that Libra-Guard achieves 86.79% accuracy, outperforming Qwen2.5-14B-Instruct (74.33%) "
         "and ShieldLM-Qwen-14B-Chat (65.69%).", ("74.33%", "65.69%"), "accuracy"),
    ],
)
def test_values_of_compared_systems_share_the_measure(text: str, values: tuple[str, ...], metric: str) -> None:
    results = results_of(text)
    assert {results[value].metric_text for value in values} == {metric}


def test_systems_with_values_and_no_comparison_take_no_measure() -> None:
    results = results_of("GPT-4o (43%) and Llama-3 (30%) lead the ranking, while our model reaches 85.2% accuracy.")
    assert results["43%"].metric_text is None
    assert results["30%"].metric_text is None


@pytest.mark.parametrize(
    ("text", "number", "metric"),
    [
        ("For instance, the best agent based on Gemini-Pro-2.5 achieves only 38.69% accuracy, while the OpenAI CUA "
         "agent reaches just 22.69%, demonstrating the benchmark's significant difficulty.", "22.69%", "accuracy"),
        ("XGBoost achieved an average F1 score of 0.86, while Neural Networks scored 0.84.", "0.84", "average F1 score"),
        ("We obtain our best result on GenImage with an accuracy of 95.06%, whereas the original benchmark achieved "
         "82.20%.", "82.20%", "accuracy"),
    ],
)
def test_value_of_a_parallel_clause_shares_the_measure(text: str, number: str, metric: str) -> None:
    assert results_of(text)[number].metric_text == metric


def test_value_with_its_own_words_after_it_is_not_parallel() -> None:
    results = results_of("Our model achieves 85% accuracy, while the baseline reaches 40 points of BLEU.")
    assert results["40 points"].metric_text != "accuracy"


@pytest.mark.parametrize(
    ("text", "number", "method"),
    [
        # the subject of 'achieving' is 'We validate our method ...': the system is the one we validate
        ("We propose ReDPO, an effective distillation method. We validate our method on two leading T2V models, "
         "VideoCrafter2 and AnimateDiff, achieving parameter reduction of 36.2% and 67.5% each.", "36.2%", "ReDPO"),
        ("We validate our method on image classification and video action recognition tasks, achieving average "
         "gains of 9.07% and 7.40% over existing methods.", "7.40%", "method"),
        # no verb reports the value: the system the clause evaluates
        ("We validated our proposed model on DRIVE, STARE, and CHASE_DB with outstanding performance in terms of "
         "dice scores of 83.28, 87.44, and 84.50%.", "87.44", "proposed model"),
        ("We propose PRISM, a detector. We additionally evaluate our method on four benchmarks from the "
         "literature, reaching an average accuracy of 81.60%.", "81.60%", "PRISM"),
    ],
)
def test_the_system_we_evaluate_achieved_the_value(text: str, number: str, method: str) -> None:
    assert results_of(text)[number].method_text == method


@pytest.mark.parametrize(
    ("text", "number", "method"),
    [
        # a finding with a subject of its own
        ("We validate our approach along multiple linguistic dimensions, showing that hedged responses receive "
         "25.6% lower ratings on average.", "25.6%", None),
        # a system named nearer the value, subject of its own statement
        ("We evaluate our method on segmentation benchmarks and show that when dCTS is applied alone, the token "
         "count can be reduced by a factor of 2.5 compared to standard patching.", "2.5", "dCTS"),
    ],
)
def test_the_evaluated_system_is_not_every_subject(text: str, number: str, method: str | None) -> None:
    assert results_of(text)[number].method_text == method


@pytest.mark.parametrize(
    ("text", "number", "metric"),
    [
        ("Experimental results show that VSI achieve 40.00% key frame localization accuracy on the text-relevant "
         "subset of LongVideoBench and 68.48% accuracy on downstream long Video-QA tasks.", "40.00%",
         "key frame localization accuracy"),
        ("Adversarial robustness tests reveal that hybrid models are more resilient on simpler datasets (e.g., "
         "45.27% robust accuracy on MNIST vs. 10.80% for classical).", "45.27%", "robust accuracy"),
        # a change noun after the value: the measure it changes
        ("Real-world deployment yields 78% cost reduction, 23% improved diagnostic accuracy, and 89% clinician "
         "acceptance.", "78%", "cost"),
        ("Experiments show that OBR delivers up to 4.72x speedup and 6.4x memory reduction compared to the "
         "FP16-dense baseline.", "6.4x", "memory"),
    ],
)
def test_measure_with_modifiers_after_the_value(text: str, number: str, metric: str) -> None:
    assert results_of(text)[number].metric_text == metric


def test_a_statistic_word_is_no_modifier_of_a_measure() -> None:
    results = results_of("The framework shows a 2-10% net improvement in key performance metrics compared to the "
                         "state-of-the-art methods.")
    assert results["10%"].metric_text is None


def test_second_list_of_values_takes_its_own_measure() -> None:
    metrics = metrics_of("We validated our proposed model on DRIVE, STARE, and CHASE_DB with outstanding performance "
                         "in terms of dice scores of 83.28, 87.44, and 84.50% and Jaccard indices of 72.85, 79.31, "
                         "and 74.70%, respectively.")
    assert metrics == {"83.28": "dice scores", "87.44": "dice scores", "84.50%": "dice scores",
                       "72.85": "Jaccard indices", "79.31": "Jaccard indices", "74.70%": "Jaccard indices"}


@pytest.mark.parametrize(
    ("text", "number", "metric"),
    [
        ("Fused embeddings correlate moderately (median cosine similarity of 0.60 after alignment).", "0.60",
         "median cosine similarity"),
        ("For 3D liver segmentation, Test Time Augmentation with entropy achieves an R2 score of 85.03 and a "
         "Pearson correlation of 65.02, demonstrating cross-modality robustness.", "65.02", "Pearson correlation"),
    ],
)
def test_measure_of_opened_by_a_parenthesis_or_and(text: str, number: str, metric: str) -> None:
    assert results_of(text)[number].metric_text == metric


def test_values_of_the_system_compared_with_at_its_scores() -> None:
    results = results_of("Evaluated across two surveys, the two-stage approach achieves a precision of 0.927, a recall "
                         "of 0.781, and an F-1 score of 0.848, compared with the one-stage baseline at a precision of "
                         "0.943, a recall of 0.728, and an F-1 score of 0.822.")
    assert results["0.848"].metric_text == "F-1 score"
    assert results["0.848"].method_text == "two-stage approach"
    assert (results["0.822"].metric_text, results["0.822"].method_text) == ("F-1 score", "one-stage baseline")
    assert results["0.728"].baseline_text is None


@pytest.mark.parametrize(
    "text",
    [
        # 'compared to X, with improvements of': the values are the subject's gains over X
        "FoBa achieves competitive results compared to current SOTA methods, with improvements of 1.48%, 3.61%, "
        "and 2.81% in the SeK metric, respectively.",
        "CASCAD reduces solving times by up to 10x compared to CNF-based approaches, achieving an additional 23.5% "
        "runtime reduction.",
    ],
)
def test_compared_system_then_the_subjects_own_values(text: str) -> None:
    for result in results_of(text).values():
        assert result.method_text in ("FoBa", "CASCAD")


def test_which_changed_to_keeps_the_measure() -> None:
    results = results_of("Using base models, we achieved a Spearman correlation of 0.8 with human ratings, which "
                         "increased to 0.9 when employing fine-tuned models.")
    assert results["0.9"].metric_text == "Spearman correlation"


@pytest.mark.parametrize(
    ("text", "number", "metric"),
    [
        ("Our system achieves a Hard Score of 26.66, a Soft Score of 48.35, and an Average Score of 37.505.", "48.35",
         "Soft Score"),
        ("The proposed pipeline yields an improvement > 8-10% in the F1, and > 2-10% in BERT score compared to "
         "alternative approaches.", "10%", "BERT score"),
    ],
)
def test_a_named_score_is_a_measure(text: str, number: str, metric: str) -> None:
    assert results_of(text)[number].metric_text == metric


@pytest.mark.parametrize(
    "text",
    [
        "Notably, we are achieving SOTA scores of 66.66% on Livecodebench v6.",
        "In text-to-image generation tasks, UniLIP obtains scores of 0.87 on GenEval.",
    ],
)
def test_an_evaluative_or_verb_word_does_not_name_a_score(text: str) -> None:
    for result in results_of(text).values():
        assert result.metric_text is None


@pytest.mark.parametrize(
    ("text", "number", "baseline"),
    [
        ("For instance, GPT-5's safety rate on the EU AI Act drops from 72.50% to 36.36% over successive "
         "iterations.", "36.36%", None),
        ("Our proposed ADCD-Net consistently outperforms state-of-the-art methods by 20.79% averaged over 5 types "
         "of distortions.", "20.79%", "state-of-the-art methods"),
        # not a span of time: the baseline's value
        ("A2P achieves 47.46% step-level accuracy, a 2.85x improvement over the 16.67% of the baseline.", "2.85x",
         "16.67% of the baseline"),
    ],
)
def test_over_a_span_of_time_is_no_baseline(text: str, number: str, baseline: str | None) -> None:
    assert results_of(text)[number].baseline_text == baseline


@pytest.mark.parametrize(
    ("text", "number", "baseline"),
    [
        # the comparison after the value ends where a coordinated verb starts another statement
        ("On MATH-V and VLM-S2H, STELAR-Vision improves accuracy by 9.7% over its base model and surpasses the "
         "larger Qwen2VL-72B-Instruct by 7.3%.", "9.7%", "base model"),
        # 'by V' belongs to the nearest comparison verb
        ("On MATH-V and VLM-S2H, STELAR-Vision improves accuracy by 9.7% over its base model and surpasses the "
         "larger Qwen2VL-72B-Instruct by 7.3%.", "7.3%", "larger Qwen2VL-72B-Instruct"),
        ("Six cross-domain transfers show consistent gains, with the student surpassing the LALM and outperforming "
         "the strongest baseline by 3.9%.", "3.9%", "strongest baseline"),
        ("On the AfriMGSM benchmark MERLIN improves exact-match accuracy by +12.9 pp over MindMerger and outperforms "
         "GPT-4o-mini.", "+12.9 pp", "MindMerger"),
    ],
)
def test_baseline_phrase_ends_at_a_coordinated_verb(text: str, number: str, baseline: str) -> None:
    assert results_of(text)[number].baseline_text == baseline
