"""Result roles, the metric: the measure a value is given, read on real abstract sentences.

Named before or after the value, in parentheses, with a cut-off or a dimension ('R1@0.7', '3D Dice'), 'in terms
of M', 'the M of', 'M = V', items of a 'by' list and parallel clauses; and the words that are no measure."""

from __future__ import annotations

import pytest

from _result_helpers import metrics_of, results_of


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
        # not shared: the second value has a measure of its own (an acronym the entity stage does not read)
        ("Specifically, it attains state-of-the-art results on V2X-Seq, with 39.0% mAP and 32.8% AMOTA.", "32.8%", "AMOTA"),
    ],
)
def test_metric_of_parallel_items(text: str, number: str, metric: str | None) -> None:
    assert results_of(text)[number].metric_text == metric


def test_in_names_each_items_own_measure() -> None:
    assert results_of("Our model outperforms existing methods by 6% in AP and 10% in AR.")["10%"].metric_text != "AP"


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


# --- a named measure between the value and its change noun

@pytest.mark.parametrize(("sentence", "value", "measure"), [
    ("It achieves a 4% DSC gain on the Synapse dataset with only 20% labeled data.", "4%", "DSC"),
    ("It shows a notable 8.7% GenEval score improvement over the base model.", "8.7%", "GenEval score"),
    ("Extensive experiments demonstrate a 38.84% average BD-rate reduction over G-PCC.", "38.84%", "average BD-rate"),
    ("It accomplishes a notable 16% NMI improvement over the runner-up method.", "16%", "NMI"),
    ("Our method surpasses CE with 6.13% IoU gain and a 4.33% DSC increase.", "4.33%", "DSC"),
    ("BLADE achieves a 14.10x end-to-end inference acceleration over a 50-step baseline.", "14.10x",
     "end-to-end inference acceleration"),
    ("DS-MoE achieves up to 16 per cent computational savings.", "16 per cent", "computational savings"),
])
def test_a_named_measure_before_a_change_noun(sentence: str, value: str, measure: str) -> None:
    assert metrics_of(sentence)[value] == measure


@pytest.mark.parametrize("sentence", [
    "We observe up to 12.5% performance improvements on the turn intention task.",
    "This yields a 5% relative improvement over the baseline.",
    "It brings a 7% improvement on average.",
    "The framework delivers 9.3 zero-shot improvements on PACS.",
])
def test_no_measure_is_read_from_vague_or_statistic_words(sentence: str) -> None:
    assert next(iter(metrics_of(sentence).values())) is None


def test_a_capitalised_name_keeps_its_first_word() -> None:
    text = "ReflecSched secures a 71.35% Win Rate and a 2.755% Relative Percentage Deviation reduction."
    assert metrics_of(text)["2.755%"] == "Relative Percentage Deviation"


# --- the measure a change noun governs, written with a cut-off or a dimension

def test_a_measure_with_a_threshold_after_at_is_the_metric() -> None:
    text = ("Experiments show our method outperforms state-of-the-art approaches, achieving a 7.1% improvement in "
            "R1@0.7 on Charades-STA for a 3B model compared to Time-R1.")
    assert metrics_of(text)["7.1%"] == "R1@0.7"


def test_a_measure_with_an_iou_cut_off_is_the_metric() -> None:
    text = ("Extensive experiments demonstrate that AGSSP consistently enhances performance across various settings, "
            "achieving up to a 10% improvement in mAP@0.5 and 11.4% in mAP@0.5:0.95 compared to ImageNet-based models.")
    metrics = metrics_of(text)
    assert metrics["10%"] == "mAP@0.5"
    assert metrics["11.4%"] == "mAP@0.5:0.95"


def test_a_dimension_before_the_measure_is_part_of_it() -> None:
    text = ("In the limited-data scenario, FedGIN achieved a 12 to 18% improvement in 3D Dice scores on MRI test "
            "cases compared to FL without GIN.")
    assert metrics_of(text)["18%"] == "3D Dice"


def test_a_task_after_the_change_noun_is_no_measure() -> None:
    text = ("Compared to the baseline, our method reduces the number of trainable parameters by approximately 58%, "
            "while achieving a 6.52% improvement in the 3D detection task and a 6.25% improvement in the 3D visual "
            "grounding task.")
    metrics = metrics_of(text)
    assert metrics["6.52%"] is None
    assert metrics["6.25%"] is None


# --- 'in terms of M' after the value's scope

def test_in_terms_of_after_the_dataset_of_the_value() -> None:
    text = ("Specifically, SED-Aug outperforms the best baseline model by approximately 17.67% on the Twitter2012 "
            "dataset and by about 15.57% on the Twitter2018 dataset in terms of the average F1 score.")
    assert metrics_of(text)["15.57%"] == "average F1 score"


def test_in_terms_of_after_an_average() -> None:
    text = ("Our approach outperforms state-of-the-art methods on three datasets, with an improvement of up to "
            "3.09 dB on average in terms of PSNR.")
    assert metrics_of(text)["3.09 dB"] == "PSNR"


def test_in_terms_of_after_the_compared_systems() -> None:
    text = "Our model obtains up to +8% improvement over other open-source models in terms of instruction following."
    assert metrics_of(text)["+8%"] == "instruction following"


def test_in_terms_of_after_a_verb_is_not_the_values() -> None:
    text = "Our model reaches 81.2% on ImageNet and also ranks first in terms of speed."
    assert metrics_of(text)["81.2%"] != "speed"


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


# --- a quality named right before a value in parentheses

def test_a_quality_before_a_parenthesized_value_is_its_measure() -> None:
    text = ("Across 150 debates, ensembles outperform single-model baselines, with the largest gains in reasoning "
            "depth (+19.4%) and argument quality (+34.1%).")
    metrics = metrics_of(text)
    assert metrics["+19.4%"] == "reasoning depth"
    assert metrics["+34.1%"] == "argument quality"


def test_each_rated_quality_measures_its_own_value() -> None:
    text = ("The chatbot performed comparably in relevance (5.0) and clarity (4.9) but lagged in accuracy (3.9) and "
            "completeness (4.2).")
    metrics = metrics_of(text)
    assert (metrics["5.0"], metrics["4.9"], metrics["4.2"]) == ("relevance", "clarity", "completeness")


def test_classes_before_a_head_noun_are_no_measures() -> None:
    text = ("On EMBED, GPT-5 achieved the highest scores among GPT variants in density (56.8%), distortion (52.5%), "
            "and malignancy (52.8%) classification.")
    metrics = metrics_of(text)
    assert metrics["56.8%"] != "density" and metrics["52.8%"] != "malignancy"


def test_a_measure_inside_the_parenthesis_wins() -> None:
    text = ("FASTopoWM outperforms state-of-the-art methods in lane segment detection (37.4% vs. 33.6% on mAP) and "
            "centerline perception (46.3% vs. 41.5% on OLS).")
    assert metrics_of(text)["37.4%"] != "lane segment detection"


# --- 'M V, M V' lists and a compared system's '<system> score of N'

def test_each_measure_of_a_name_value_list_is_its_own_values() -> None:
    text = ("It delivers additional gains of up to BLEU-4 +0.38, METEOR +1.95, ROUGE-L +2.87 when combined with 10 "
            "percent of the data.")
    metrics = metrics_of(text)
    assert (metrics["+0.38"], metrics["+1.95"], metrics["+2.87"]) == ("BLEU-4", "METEOR", "ROUGE-L")


# --- a measure after the value's closing parenthesis and a comma opens the next item

def test_a_measure_after_a_closed_parenthesis_is_the_next_items() -> None:
    text = ("On the MIMIC-CXR benchmark, DiagCoT improved zero-shot disease classification AUC from 0.52 to 0.76 "
            "(absolute gain of 0.24), pathology grounding mIoU from 0.08 to 0.31 (absolute gain of 0.23), and report "
            "generation BLEU from 0.11 to 0.33.")
    metrics = metrics_of(text)
    assert metrics["0.24"] == "zero-shot disease classification AUC"
    assert metrics["0.08"] == metrics["0.31"] == metrics["0.23"] == "pathology grounding mIoU"


def test_measures_each_before_their_own_parenthesized_values() -> None:
    text = ("SlideMamba also achieves competitive results across ROC AUC (0.738 \\pm 0.055), sensitivity (0.662 \\pm "
            "0.083), and specificity (0.725 \\pm 0.094).")
    metrics = metrics_of(text)
    assert metrics["0.055"] == "ROC AUC" and metrics["0.083"] == "sensitivity"


# --- the measure a value is given: 'M = V', 'a Name (ACR) of V', the object of a change verb

@pytest.mark.parametrize(
    ("text", "value", "metric"),
    [
        # a measure followed by its own value is that value's, not the one before it
        ("The model demonstrated State-of-the-Art performance on PHOENIX-14T benchmark, far outperforming existing "
         "models in all 6 metrics (ScareBLEU = 63.89, BLEU-1 = 55.14, BLEU-2 = 38.07, BLEU-4 = 20.68, COMET = 0.624).",
         "55.14", "BLEU-1"),
        # a measure's acronym between its name and 'of'
        ("Our proposed method achieves a classification accuracy (ACC) of 91.96%, a sensitivity (SEN) of 92.04%, and "
         "an area under the curve (AUC) of 91.87%, showing improved performance compared to existing methods.",
         "92.04%", "sensitivity"),
        # the object of 'speeds up', and a name with a digit inside it
        ("Despite its simplicity, the proposed training recipe (REPA-E) shows remarkable performance; speeding up "
         "diffusion model training by over 17x and 45x over REPA and vanilla training recipes, respectively.", "17x",
         "diffusion model training"),
        ("In our experiments, IAP-AS improves the F1-max metric by up to 10%, demonstrating superior adaptability and "
         "generalization.", "10%", "F1-max metric"),
        # a lower-case label given the value
        ("Even though our model reaches state-of-the-art results on the test set (sensitivity=74%, false positive "
         "rate=1.6), we show that neither reader significantly increases their sensitivity.", "74%", "sensitivity"),
    ],
)
def test_the_measure_a_value_is_given(text: str, value: str, metric: str) -> None:
    assert metrics_of(text)[value] == metric


def test_a_capitalised_label_is_no_measure() -> None:
    text = ("Experimental results on the ShapeNet-v2 dataset demonstrate that our method achieves state-of-the-art "
            "performance (ShapeNet-v2: 0.14% on 1-NNA-Abs50 EMD and 57.90% on COV EMD).")
    assert metrics_of(text)["0.14%"] != "ShapeNet-v2"


@pytest.mark.parametrize(
    ("text", "value", "metric"),
    [
        ("Larger models (70B) outperformed smaller ones (8B), achieving kappa values of 0.98 (PE detection) and "
         "0.65-0.75 (PE location).", "0.98", "kappa values"),
        ("Empirical evaluation on the DrivingStereo dataset demonstrates that USAM-Net achieves superior performance "
         "metrics, including a Global Difference (GD) of 3.61% and an End-Point Error (EPE) of 0.88.", "3.61%",
         "Global Difference"),
    ],
)
def test_the_measure_named_before_of(text: str, value: str, metric: str) -> None:
    assert metrics_of(text)[value] == metric


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a measure right after 'for' is what the value measures, not the measure of the value before it
        ("The modification leads to an improvement up to 13.68% for the mean IoU and up to 17.88% for the mean "
         "accuracy values on the synthetic dataset.", {"13.68%": "mean IoU", "17.88%": "mean accuracy"}),
        ("Results show that our pattern similarity-based method can detect ChatGPT assisted paraphrased articles at "
         "percentages 96.23% for accuracy, 96.21% for sensitivity and 96.25% for specificity.",
         {"96.23%": "accuracy", "96.21%": "sensitivity", "96.25%": "specificity"}),
    ],
)
def test_the_measure_named_after_for_is_the_values(text: str, expected: dict[str, str]) -> None:
    metrics = metrics_of(text)
    for value, metric in expected.items():
        assert metrics[value] == metric


# --- a measure in parentheses after the value that labels a value of its own is not the value's measure

@pytest.mark.parametrize(
    ("text", "value", "metric"),
    [
        ("Evaluated on test dataset, ProtoBERT-LoRA achieved F1-score of 0.624 (precision: 0.481, recall: 0.887), "
         "outperforming the rule-based system, machine learning baselines and finetuned PubMedBERT.", "0.624",
         "F1-score"),
        ("The model achieved an adjusted F1-score of 0.80 (precision = 0.73, recall = 0.88) in detecting 393 "
         "symptom-worsening episodes across 341 participants.", "0.80", "F1-score"),
    ],
)
def test_a_label_of_the_values_in_parentheses_is_not_the_measure(text: str, value: str, metric: str) -> None:
    assert metrics_of(text)[value] == metric


def test_a_measure_alone_in_parentheses_after_the_value_is_still_its_measure() -> None:
    text = ("Compared to traditional end-to-end and two-stage methods, our proposed Ask2Loc can improve performance by "
            "up to 14.91 (mIoU) on the In-VAL task.")
    assert metrics_of(text)["14.91"] == "mIoU"


# --- a measure claim a value is given to by ':' or '=' is its measure, not the next label of the list

@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Our model achieved promising results in five-fold cross-validation (accuracy: 82%, AUC: 0.86, F1-score: "
         "0.84, sensitivity: 0.85, specificity: 0.81, precision: 0.80).",
         {"82%": "accuracy", "0.86": "AUC", "0.84": "F1-score", "0.85": "sensitivity", "0.81": "specificity"}),
        ("Result: In polyp detection, ResNet50 achieved the best performance (F1: 91.35%, AUROC: 0.98), followed by "
         "BiomedCLIP (F1: 88.68%, AUROC: 0.97).", {"91.35%": "F1", "88.68%": "F1"}),
        ("Experiments demonstrate that FundusGAN consistently outperforms state-of-the-art methods across multiple "
         "metrics (SSIM: 0.8863, FID: 54.2, KID: 0.0436 on DDR).", {"0.8863": "SSIM", "54.2": "FID"}),
    ],
)
def test_the_label_a_value_is_given_to_is_its_measure(text: str, expected: dict[str, str]) -> None:
    metrics = metrics_of(text)
    for value, metric in expected.items():
        assert metrics[value] == metric


def test_a_heading_colon_before_a_value_with_its_measure_after_is_no_label() -> None:
    text = ("The performance results show that this approach has attained high accuracy: 98% Dice Similarity Score "
            "(DSC) and significantly lower Hausdorff Distance.")
    assert metrics_of(text)["98%"] == "Dice Similarity Score"


# --- a value set against the value before it by 'vs.' is of that value's measure

@pytest.mark.parametrize(
    ("text", "value", "metric"),
    [
        ("The results showed lower Frechet Inception Distance (FID) and Kernel Inception Distance (KID) scores "
         "compared to existing methods (FID: 67.18 vs. 210.4, KID: 0.01604 vs. 0.225).", "210.4", "FID"),
        ("It improves lesion classification, further underscoring its potential in clinical settings (RSNA: mIoU: "
         "76.58% vs. 62.58%, Sensitivity: 85.58% vs. 77.03%).", "62.58%", "mIoU"),
        ("The approach shows (3) improved accuracy at equivalent latency (75.2% vs. 57.3% at approximately "
         "5,000ms).", "57.3%", "accuracy"),
    ],
)
def test_a_value_after_versus_shares_the_measure_of_the_value_before(text: str, value: str, metric: str) -> None:
    assert metrics_of(text)[value] == metric
