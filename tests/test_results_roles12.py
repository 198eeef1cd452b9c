"""Result roles on fresh abstracts (roles12): general ways abstracts report results, each on real corpus sentences."""

from __future__ import annotations

import pytest

from _result_helpers import baselines_of, methods_of, metrics_of, results_of

# --- a comparison after the last item of a list of 'value measure' items is every item's


@pytest.mark.parametrize(
    ("text", "values", "baseline"),
    [
        ("Furthermore, our method exhibits significant efficiency, with an 8x acceleration in training and a 16x "
         "acceleration in rendering compared to Switch-NeRF.", ["8x", "16x"], "Switch-NeRF"),
        ("Extensive experiments demonstrate that OneDC achieves SOTA perceptual quality even with one-step generation, "
         "offering over 40% bitrate reduction and 20x faster decoding compared to prior multi-step diffusion-based "
         "codecs.", ["40%", "20x"], "prior multi-step diffusion-based codecs"),
        ("Extensive experiments across four benchmarks and twelve baselines show that LORex improves accuracy by 12% "
         "and Wu & Palmer similarity by 5% over state-of-the-art methods.", ["12%", "5%"], "state-of-the-art methods"),
    ],
)
def test_a_comparison_after_a_list_of_labelled_values_is_every_items(text: str, values: list[str], baseline: str) -> None:
    baselines = baselines_of(text)
    for value in values:
        assert baselines[value] == baseline


def test_a_value_whose_change_is_compared_after_it_is_not_compared() -> None:
    # 'an accuracy of 77.78%, an 11.11% improvement over X': the later item is the change of the earlier value
    text = ("Leveraging speech-text mixed input boosts performance to 78.85%, a 3.23% improvement over pure speech "
            "input, highlighting the enhanced robustness.")
    assert baselines_of(text)["78.85%"] is None


# --- both ends of a spread of values ('ranging from X to Y') are the system's own


@pytest.mark.parametrize(
    ("text", "value", "method"),
    [
        ("Notably, ADZUS reached Dice scores ranging from 88.7% to 92.9% across different segmentation tasks.",
         "88.7%", "ADZUS"),
        ("Compared with the-state-of-the-art methods, CoT-RAG exhibits a significant accuracy improvement, ranging "
         "from 4.0% to 23.0%.", "4.0%", "CoT-RAG"),
    ],
)
def test_the_first_end_of_a_spread_is_the_systems_value(text: str, value: str, method: str) -> None:
    assert methods_of(text)[value] == method


def test_the_first_end_of_a_change_is_still_the_starting_value() -> None:
    text = "Our method achieves an average Dice score improvement from 0.855 to 0.864, outperforming prior work."
    assert methods_of(text)["0.855"] is None


# --- a predicate after a comma or 'and' shares the subject of the first predicate of its chain


@pytest.mark.parametrize(
    ("text", "value", "method"),
    [
        ("For instance, when applied to QwQ-32B on the LiveBench/Code dataset, ThoughtMani keeps the original "
         "performance and reduces output token counts by approximately 30%, with little overhead from the CoT "
         "generator.", "30%", "ThoughtMani"),
        ("Experimental results demonstrate that our approach achieves stable training dynamics and significantly "
         "improves face recognition accuracy by 12.7% on the LFW benchmark compared to baseline methods.", "12.7%",
         "approach"),
        ("We present GlobeReady, a clinician-friendly AI platform for fundus disease detection. Through training-free "
         "local feature augmentation, it addresses domain shifts across centers and populations, reaching an average "
         "accuracy of 88.9% across five centers in China.", "88.9%", "GlobeReady"),
    ],
)
def test_a_coordinated_predicate_shares_the_chains_subject(text: str, value: str, method: str) -> None:
    assert methods_of(text)[value] == method


def test_a_plural_noun_before_the_comma_is_no_verb_of_the_chain() -> None:
    text = ("Besides, MathAgent has been successfully deployed in an educational platform that has served over one "
            "million K-12 students, achieving nearly 90% student satisfaction.")
    assert methods_of(text)["90%"] == "MathAgent"


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


# --- settings that are no results


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("To ensure reliable evaluation, we apply 5-fold cross-validation, where each hyperparameter is tuned.", "5-fold"),
        ("Grouped structural pruning is applied at pruning ratios of 50%, 75% and 95% and the models are then "
         "fine-tuned.", "75%"),
        ("Our method demonstrates state-of-the-art performance for compression ratios ranging from 4x to 380x.", "380x"),
    ],
)
def test_the_settings_tried_are_no_results(text: str, value: str) -> None:
    assert value not in results_of(text)


# --- 'A vs. B': the later value is the compared system's, the earlier one is compared with it


def test_the_value_after_versus_is_the_compared_systems() -> None:
    text = ("Results showed that reasoning models outperformed non-reasoning models in accuracy (71% vs 68%) and F1 "
            "score (67% vs 60%), with Gemini 2.0 Flash Thinking achieving the highest accuracy (75%).")
    methods, baselines = methods_of(text), baselines_of(text)
    assert (methods["68%"], baselines["71%"]) == ("non-reasoning models", "non-reasoning models")
    assert baselines["67%"] == "non-reasoning models"


def test_the_value_after_versus_is_not_the_subjects() -> None:
    text = ("Through extensive evaluations, we find EMAFusion outperforms the best individual models by over 2.6 "
            "percentage points (94.3% vs. 91.7%), while being 4X cheaper than the average cost.")
    assert methods_of(text)["91.7%"] == "best individual models"


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


def test_a_colon_after_the_compared_system_opens_its_values() -> None:
    text = ("COSMIC achieves substantial improvements over state-of-the-art methods: 15.81% in accuracy and 5.33% in "
            "recall on the benchmark.")
    assert baselines_of(text)["15.81%"] == "state-of-the-art methods"


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


def test_the_system_named_in_the_possessive_before_its_measure_is_the_values() -> None:
    text = ("Our approach achieves an area under the curve (AUC) of 0.85, an absolute improvement of 0.19 compared to "
            "our baseline model's AUC of 0.66, corresponding to a substantial approximate 233% relative improvement "
            "over random guessing (AUC = 0.5).")
    assert methods_of(text)["0.66"] == "our baseline model"
