"""Result roles, the baseline: what a value is compared with, and the values compared systems reach themselves.

'outperforming X', 'over X', 'X vs. Y', a comparison shared by every value of a list, the first end of a change;
values after a compared system ('X, which achieved 51.3%', 'X (0.61/0.72)') are that system's, with no baseline."""

from __future__ import annotations

import pytest

from _result_helpers import baselines_of, methods_and_baselines, methods_of, results_of


def test_values_of_the_system_compared_with_at_its_scores() -> None:
    results = results_of("Evaluated across two surveys, the two-stage approach achieves a precision of 0.927, a recall "
                         "of 0.781, and an F-1 score of 0.848, compared with the one-stage baseline at a precision of "
                         "0.943, a recall of 0.728, and an F-1 score of 0.822.")
    assert results["0.848"].metric_text == "F-1 score"
    assert results["0.848"].method_text == "two-stage approach"
    assert (results["0.822"].metric_text, results["0.822"].method_text) == ("F-1 score", "one-stage baseline")
    assert results["0.728"].baseline_text is None


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


def test_the_compared_model_which_achieved_the_values() -> None:
    text = ("The proposed model achieves a Dice coefficient of 89.7% and an IoU of 80.01% on fundus images, "
            "outperforming the Attention U-Net model, which achieved 51.3% and 34.2%, respectively.")
    roles = methods_and_baselines(text)
    assert roles["89.7%"][0] == "proposed model"
    assert roles["51.3%"] == ("Attention U-Net model", None)
    assert roles["34.2%"] == ("Attention U-Net model", None)


def test_the_compared_baseline_which_scored_the_value() -> None:
    text = ("CEDANet achieves a smoke-class IoU of 0.261 with citizen feedback, vastly outperforming the baseline "
            "model, which scored 0.083.")
    roles = methods_and_baselines(text)
    assert roles["0.261"] == ("CEDANet", "baseline model")
    assert roles["0.083"] == ("baseline model", None)


def test_an_enumerated_compared_item() -> None:
    text = ("Our design achieves a macro IoU of 65.3%, significantly surpassing (i) the erroneous maps baseline, "
            "which yields 40.1%.")
    assert methods_and_baselines(text)["40.1%"] == ("erroneous maps baseline", None)


def test_which_after_the_systems_own_name_keeps_it() -> None:
    text = ("Experiments demonstrate the effectiveness and robustness of SpecVLM, which achieves up to 2.68x "
            "decoding speedup.")
    assert methods_and_baselines(text)["2.68x"][0] == "SpecVLM"


# --- the amount after 'by' may be hedged or named a margin

def test_by_approximately_keeps_the_compared_system() -> None:
    text = "Experimental results show that FATA outperforms B-Prompt by approximately 40% in aggregate metrics."
    assert baselines_of(text)["40%"] == "B-Prompt"


def test_by_a_margin_of_more_than() -> None:
    text = ("On the proposed benchmark, our models outperform the MathSpeech model by a substantial margin of more "
            "than 40 percentage points.")
    assert baselines_of(text)["40 percentage points"] == "MathSpeech model"


def test_by_more_than_after_exceeds() -> None:
    text = ("Our prototypical network approach exceeds the competition baseline by more than 30 percentage points "
            "in Recall@5.")
    assert baselines_of(text)["30 percentage points"] == "competition baseline"


def test_those_of_names_the_system_the_values_belong_to() -> None:
    text = ("In the captioning task, SAR-RS-CoCa achieves BLEU-4, SPICE, and CIDEr scores exceeding those of the "
            "original CoCa model by more than 8x, 4x, and 10x, respectively.")
    assert set(baselines_of(text).values()) == {"original CoCa model"}


def test_a_coordinated_verb_after_the_compared_phrase_ends_it() -> None:
    text = ("Our method achieves up to 29% higher AUROC than semantic entropy-based approaches and reduces "
            "calibration errors by over 15%.")
    assert baselines_of(text)["15%"] is None


# --- a compared name that starts with a digit is a name, not an amount

def test_over_a_name_starting_with_a_digit() -> None:
    text = "Remarkably, we achieve up to 1.35 dB PSNR gain over 3DGS with a reduced number of primitives."
    assert baselines_of(text)["1.35 dB"] == "3DGS"


def test_outperforms_a_model_named_by_its_size() -> None:
    text = ("Our 3B-to-1B OverFill configuration outperforms 1B pruned models by 83.2%, while the 8B-to-3B "
            "configuration improves over 3B pruned models by 79.2% on average.")
    assert baselines_of(text) == {"83.2%": "1B pruned models", "79.2%": "3B pruned models"}


def test_over_an_amount_is_still_a_span_of_time() -> None:
    text = "The success rate rises from 41.0% to 68.5% over 3 training rounds."
    assert baselines_of(text)["68.5%"] is None


def test_a_compared_value_is_no_baseline_name() -> None:
    text = ("The results show that transformer-based models outperform non-transformer models, achieving micro F1 "
            "scores of 80-90% compared to 64-67% for non-transformer models.")
    assert baselines_of(text)["90%"] == "non-transformer models"


def test_by_over_an_amount_and_another_measure() -> None:
    text = "Our approach reduces latency by over 2x and memory by up to 35% on embedded devices."
    assert baselines_of(text)["35%"] is None


# --- the compared system after the value's measure or data

def test_over_after_the_measure_of_the_change() -> None:
    text = ("On the Phoenix14T dataset, the contrastive loss alone yields a 16% improvement in Probability of "
            "Correct Keypoint over the PT baseline.")
    assert baselines_of(text)["16%"] == "PT baseline"


def test_over_after_the_dataset_of_the_value() -> None:
    text = ("Using the negative TSE reward alone, we observe a remarkable average improvement of 24.7% on the "
            "Countdown dataset over an existing dLLM.")
    assert baselines_of(text)["24.7%"] == "existing dLLM"


def test_compared_to_after_the_measure_and_task() -> None:
    text = ("Experimental results demonstrate that CoE-Ops achieves a 72% improvement in routing accuracy for "
            "high-level AIOps tasks compared to existing CoE methods.")
    assert baselines_of(text)["72%"] == "existing CoE methods"


def test_intersection_over_union_is_a_measure() -> None:
    text = ("Our methodology significantly improves upon the state of the art, with a 200% increase in "
            "Recognition Accuracy and a 75% increase in Line Intersection over Union.")
    assert baselines_of(text)["75%"] is None


def test_over_a_span_of_time_after_the_measure() -> None:
    text = "The deployment yields a 44x reduction in carbon footprint for the median text prompt over one year."
    assert baselines_of(text)["44x"] is None


def test_a_comparison_after_a_comma_is_another_clause() -> None:
    text = ("With a high compression ratio of 3%, our method not only avoids performance degradation compared to "
            "prepending full documents across all datasets but also improves the average Exact Match (EM) score.")
    assert baselines_of(text).get("3%") is None  # a setting: no result, so no baseline


def test_a_relative_clause_ends_the_compared_phrase() -> None:
    text = ("Our method improves classification accuracy by 2.23% over the Transformer-based OCR baseline when "
            "using Euclidean distance.")
    assert baselines_of(text)["2.23%"] == "Transformer-based OCR baseline"


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


def test_the_value_of_a_compared_system_after_a_possessive_is_not_compared_again() -> None:
    text = ("Our CNN-LSTM pipeline achieved an accuracy of 98%, surpassing the spatial-only model's 80.45% and the "
            "previously reported classifier's 76%.")
    assert baselines_of(text)["76%"] is None


# --- the values after 'outperforming X at' are X's own

def test_values_after_a_compared_system_at_are_that_systems() -> None:
    text = ("In a paired comparison, our planner achieves a 57.9% task pass rate and a 72.0% global check pass rate, "
            "substantially outperforming a ReAct baseline at 30.6% and 43.1%, respectively.")
    methods, baselines = methods_of(text), baselines_of(text)
    assert methods["30.6%"] == methods["43.1%"] == "ReAct baseline"
    assert baselines["30.6%"] is None and baselines["43.1%"] is None
    assert baselines["57.9%"] == "ReAct baseline"


# --- the first end of a change is compared with nothing; the later ends share the clause's comparison

def test_the_first_end_of_a_change_has_no_baseline() -> None:
    text = ("The best Soloni model reduces WER from 0.42 to 0.22 and CER from 0.15 to 0.08, substantially "
            "outperforming QuartzNet on the isolated benchmark.")
    baselines = baselines_of(text)
    assert baselines["0.42"] is None and baselines["0.15"] is None
    assert baselines["0.22"] == baselines["0.08"] == "QuartzNet"


def test_an_arrow_start_has_no_baseline() -> None:
    text = ("Compared to the VAR series, NVG consistently outperforms it in terms of FID scores (3.30 -> 3.03, "
            "2.57 -> 2.44).")
    baselines = baselines_of(text)
    assert baselines["3.30"] is None and baselines["2.57"] is None


def test_a_change_after_the_compared_system_keeps_its_starting_system() -> None:
    # 'outperforms B, increasing X from 5% to 92%': 5% is B's, 92% is compared with B (ranges.py)
    text = ("OptiHive significantly outperforms baselines, increasing the optimality rate from 5% to 92% on the most "
            "complex problems.")
    assert baselines_of(text)["92%"] == "baselines"
    assert methods_of(text)["5%"] == "baselines"


def test_the_compared_phrase_ends_before_the_value_reached_with() -> None:
    text = ("Experiments on the HDFS dataset demonstrate that SpikeLogBERT outperforms ANN-based neural log parsing "
            "models with a parsing accuracy of 0.99997.")
    assert baselines_of(text)["0.99997"] == "ANN-based neural log parsing models"


# --- a comparison right after the last change of a list of 'M by V'

def test_a_comparison_after_a_by_list_is_every_changes_baseline() -> None:
    text = ("Experiments on Human3.6M show that HTP reduces training MACs by 38.5%, inference MACs by 56.8%, and "
            "improves inference speed by an average of 81.1% compared to prior diffusion-based methods.")
    baselines = baselines_of(text)
    for value in ("38.5%", "56.8%", "81.1%"):
        assert baselines[value] == "prior diffusion-based methods"


def test_a_value_of_its_own_clause_does_not_share_the_by_lists_comparison() -> None:
    text = ("CogVLA reaches a success rate of 97.4% on LIBERO, while reducing training costs by 2.5-fold and "
            "inference latency by 2.8-fold compared to OpenVLA.")
    baselines = baselines_of(text)
    assert baselines["2.5-fold"] == "OpenVLA"
    assert baselines["97.4%"] is None


def test_the_baseline_score_of_a_value_is_the_baselines() -> None:
    text = ("Furthermore, the proposed model achieves a score of 3.62 on the newly introduced metric, surpassing the "
            "baseline score of 2.66.")
    methods, baselines = methods_of(text), baselines_of(text)
    assert methods["2.66"] is None  # the baseline's own value; a bare "baseline" names no system
    assert baselines["3.62"] == "baseline"


# --- '(v1/v2)', '(v1 M1, v2 M2)' after a system compared with

def test_slash_pairs_after_compared_systems_are_theirs() -> None:
    text = ("On the AIME25 benchmark, DCPO achieves a performance of (23.3/19.0), surpassing GRPO (13.3/10.5) and "
            "Qwen2.5-Math-7B (20.0/15.3).")
    methods, baselines = methods_of(text), baselines_of(text)
    assert methods["13.3"] == methods["10.5"] == "GRPO"
    assert methods["20.0"] == methods["15.3"] == "Qwen2.5-Math-7B"
    assert baselines["13.3"] is None and baselines["20.0"] is None  # a system is not compared with itself
    assert methods["23.3"] == "DCPO"


def test_values_with_measures_after_a_compared_baseline_name_are_its() -> None:
    text = ("On Cityscapes, SegNeXt-L achieves 0.812 mIoU and 0.903 accuracy, outperforming a strong DeepLabV3 "
            "baseline (0.781 mIoU, 0.887 accuracy).")
    methods, baselines = methods_of(text), baselines_of(text)
    assert methods["0.781"] == methods["0.887"] == "DeepLabV3"
    assert baselines["0.781"] is None and baselines["0.887"] is None
    assert methods["0.812"] == "SegNeXt-L" and baselines["0.812"] is not None


def test_a_single_value_after_a_compared_name_keeps_its_own_rule() -> None:
    text = ("A quantized Gemma2-9B model achieved a CHrF++ score of 49.88, outperforming zero-shot GPT-4o (44.58).")
    methods, baselines = methods_of(text), baselines_of(text)
    assert methods["44.58"] == "GPT-4o"
    assert baselines["44.58"] is None
    assert baselines["49.88"] == "zero-shot GPT-4o"


def test_a_range_in_parentheses_after_a_compared_name_is_no_list() -> None:
    text = ("Corridor scripts exhibit higher visual similarity to the Indus script (61.7%-63.5%) than to the Bronze Age "
            "Proto-Cuneiform (10.2%-10.9%) or Proto-Elamite (7.6%-8.7%) systems.")
    assert all("result/method-compared-listed-values" not in result.claim.evidence for result in results_of(text).values())


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


# --- 'A vs. B': the later value is the compared system's, the earlier one is compared with it

def test_the_value_after_versus_is_the_compared_systems() -> None:
    text = ("Results showed that reasoning models outperformed non-reasoning models in accuracy (71% vs 68%) and F1 "
            "score (67% vs 60%), with Gemini 2.0 Flash Thinking achieving the highest accuracy (75%).")
    methods, baselines = methods_of(text), baselines_of(text)
    assert (methods["68%"], baselines["71%"]) == ("non-reasoning models", "non-reasoning models")
    assert baselines["67%"] == "non-reasoning models"


def test_a_colon_after_the_compared_system_opens_its_values() -> None:
    text = ("COSMIC achieves substantial improvements over state-of-the-art methods: 15.81% in accuracy and 5.33% in "
            "recall on the benchmark.")
    assert baselines_of(text)["15.81%"] == "state-of-the-art methods"


# --- a compared phrase that ends at a participle keeps the participle's preposition and object

@pytest.mark.parametrize(
    ("text", "value", "baseline"),
    [
        ("Through comprehensive experiments on mathematical reasoning benchmarks, we demonstrate that models "
         "fine-tuned on bridged datasets consistently outperform those trained on original datasets, with "
         "improvements of up to +5.87% on NuminaMath.", "+5.87%", "those trained on original datasets"),
        ("Our evaluation shows that RAGO achieves up to a 2x increase in QPS per chip and a 55% reduction in "
         "time-to-first-token latency compared to RAG systems built on LLM-system extensions.", "55%",
         "RAG systems built on LLM-system extensions"),
        ("By fine-tuning LLMs with these carefully selected distracting passages, we achieve up to a 7.5% increase in "
         "answering accuracy compared to counterparts fine-tuned on conventional RAG datasets.", "7.5%",
         "counterparts fine-tuned on conventional RAG datasets"),
    ],
)
def test_a_compared_phrase_cut_at_a_participle_keeps_its_object(text: str, value: str, baseline: str) -> None:
    assert baselines_of(text)[value] == baseline


def test_a_passive_verb_before_by_is_not_extended() -> None:
    text = ("Compared to the baseline, the inference time is reduced by $51\\%$ and $34\\%$, respectively.")
    assert "reduced by" not in (baselines_of(text).get("51\\%") or "")


# --- a score alone in parentheses right after the compared phrase is the compared system's

@pytest.mark.parametrize(
    ("text", "value", "method"),
    [
        ("Experimental results show that Bagging consistently achieved superior classification performance with a "
         "test accuracy of 100%, outperforming Boosting (97%) and Stacking (92%).", "97%", "Boosting"),
        ("The resulting accuracy of the feedforward TDE network (89%) is higher than the feedforward CuBa-LIF network "
         "(71%) and close to the recurrent CuBa-LIF network (91%).", "71%", "feedforward CuBa-LIF network"),
        ("On the external test set, adU-Net achieves the best average score of 0.618, outperforming the baseline "
         "nnU-Net model (0.605).", "0.605", "baseline nnU-Net model"),
    ],
)
def test_a_score_in_parentheses_after_the_compared_phrase_is_its_own(text: str, value: str, method: str) -> None:
    result = results_of(text)[value]
    assert (result.method_text, result.baseline_text) == (method, None)


# --- a coordinated verb after the compared phrase starts another statement

@pytest.mark.parametrize(
    ("text", "value", "baseline"),
    [
        ("Its lip sync accuracy improves by 13.7% and 14.2% compared to the best baseline and produces results close "
         "to the ground truth videos.", "13.7%", "best baseline"),
        ("Experimental results demonstrate that FlowKV significantly accelerates inference by 15.2%-48.9% on LongBench "
         "dataset compared to the baseline and supports applications with heterogeneous GPUs.", "48.9%", "baseline"),
    ],
)
def test_a_coordinated_verb_ends_the_compared_phrase(text: str, value: str, baseline: str) -> None:
    assert baselines_of(text)[value] == baseline


# --- a later 'B by margin' item after a comparison verb is compared with its own system

@pytest.mark.parametrize(
    ("text", "value", "baseline"),
    [
        ("For instance, our DVHGNN-S achieves an impressive top-1 accuracy of 83.1% on ImageNet-1K, surpassing ViG-S by "
         "+1.0% and ViHGNN-S by +0.6%.", "+0.6%", "ViHGNN-S"),
        ("Experimental results demonstrate that our model achieves an average prediction error of only 15 seconds, "
         "outperforming state-of-the-art data fusion methods by 65.69% and a video-only model by 11.30%.", "11.30%",
         "video-only model"),
    ],
)
def test_a_later_listed_system_by_margin_is_its_values_baseline(text: str, value: str, baseline: str) -> None:
    assert baselines_of(text)[value] == baseline


def test_a_later_listed_measure_by_margin_is_no_baseline() -> None:
    text = ("Our experiments show that dynamic decomposition outperforms existing decomposition policies, improving "
            "verification confidence by 0.07 and accuracy by 0.12 (on a 0-1 scale) on average across varying verifiers.")
    assert baselines_of(text)["0.12"] != "accuracy"


# --- what outperform / surpass / exceed / beat take before 'by' is the compared system, whatever its head noun

@pytest.mark.parametrize(
    ("text", "value", "baseline"),
    [
        ("Notably, SAM2MOT outperforms existing methods on DanceTrack by +2.1 HOTA and +4.5 IDF1, highlighting its "
         "effectiveness in MOT.", "+4.5", "existing methods"),
        ("Hydra-NeXt surpasses the previous state-of-the-art by 22.98 DS and 17.49 SR, marking a significant "
         "advancement in autonomous driving.", "22.98", "previous state-of-the-art"),
        ("The results show that our method outperforms existing approaches by 37.3% on average for supervised and "
         "unsupervised cases while remaining lightweight compared to other methods.", "37.3%", "existing approaches"),
        ("Experimental results on the Extreme-GoPro dataset showed that our method outperforms the next best method "
         "by 14% in SSIM, whereas experiments on the Extreme-KITTI dataset showed that our method outperforms the "
         "next best by 18% in SSIM.", "18%", "next best"),
    ],
)
def test_the_object_of_an_outdoing_verb_before_by_is_the_baseline(text: str, value: str, baseline: str) -> None:
    assert baselines_of(text)[value] == baseline


def test_a_pronoun_after_an_outdoing_verb_is_no_baseline() -> None:
    text = ("Under the same token budget, ThinkPRM scales up verification compute more effectively compared to "
            "LLM-as-a-Judge, outperforming it by 7.2% on a subset of ProcessBench.")
    assert baselines_of(text)["7.2%"] != "it"


# --- a comparison after the last item of a list of labelled changes is every item's, a change word in a label
# being no verb

@pytest.mark.parametrize(
    ("text", "value", "baseline"),
    [
        ("Our evaluation shows that RAGO achieves up to a 2x increase in QPS per chip and a 55% reduction in "
         "time-to-first-token latency compared to RAG systems built on LLM-system extensions.", "2x",
         "RAG systems built on LLM-system extensions"),
        ("Our novel GPU-HPU heterogeneous system demonstrates up to 4.1x performance gains and 4.6x energy efficiency "
         "improvements over a GPUonly system, providing scalability without increasing the number of GPUs.", "4.1x",
         "GPUonly system"),
        ("Experimental results in the Nuscenes, SemanticKITTI, and Waymo datasets demonstrate that the proposed method "
         "achieves competitive performance, with an approximately 16x reduction in model size and a nearly 1.9x "
         "decrease in inference time compared to its teacher model.", "16x", "teacher model"),
    ],
)
def test_a_comparison_after_a_list_of_labelled_changes_is_each_items(text: str, value: str, baseline: str) -> None:
    assert baselines_of(text)[value] == baseline


def test_a_value_with_a_clause_of_its_own_before_the_compared_item_gets_no_baseline() -> None:
    text = ("Our results demonstrate the system's effectiveness and generalizability, with 46.9% of generated code "
            "being high-quality and error-free, and 25% showing performance improvements over baseline "
            "implementations.")
    assert baselines_of(text)["46.9%"] is None
