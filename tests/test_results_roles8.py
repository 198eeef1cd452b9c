"""Result roles on fresh abstracts (roles8): a measure named with a cut-off or a dimension ('R1@0.7', '3D Dice'),
'in terms of M' after a scope phrase, a value's own 'on' before a later value's dataset, and a clause that opens
with a scope of its own."""

from __future__ import annotations

from _result_helpers import baselines_of, datasets_of, methods_of, metrics_of, results_of

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


# --- a value's own 'on' comes before a later value's dataset

def test_the_later_values_dataset_is_not_the_earlier_ones() -> None:
    text = "For example, SAM2 drops from 76.4% on MOSEv1 to only 50.9% on MOSEv2."
    assert datasets_of(text) == {"76.4%": "MOSEv1", "50.9%": "MOSEv2"}


def test_a_name_typed_as_a_system_in_the_place_of_a_dataset() -> None:
    text = ("Evaluated on public benchmarks, Xiaomi-GUI-0 achieves 72.0% success on RealMobile and 78.9% on "
            "AndroidWorld, while substantially improving execution stability.")
    assert datasets_of(text) == {"72.0%": "RealMobile", "78.9%": "AndroidWorld"}


def test_a_value_in_parentheses_with_its_own_subset() -> None:
    text = ("Additionally, the weighted F1-score increased from 0.65 (on H0) to 1.00 (on H3-H4) signifying that "
            "the synthetic images improved model performance.")
    assert datasets_of(text)["0.65"] == "H0"


def test_an_unnamed_scope_leaves_the_value_without_a_dataset() -> None:
    text = ("OTESGN achieves state-of-the-art results, outperforming previous best models by +1.01% F1 on Twitter "
            "and +1.30% F1 on Laptop14 benchmarks.")
    datasets = datasets_of(text)
    assert datasets["+1.01%"] is None
    assert datasets["+1.30%"] == "Laptop14"


def test_a_model_after_on_is_no_dataset() -> None:
    text = "Specifically, we achieve 1.25x speedup on SAM-H with only 0.7% mIOU drop evaluated on COCO."
    assert datasets_of(text)["1.25x"] in (None, "COCO")
    assert datasets_of(text)["1.25x"] != "SAM-H"


def test_values_of_one_dataset_keep_it() -> None:
    text = "Our model reaches 84.1% top-1 accuracy and 96.9% top-5 accuracy on ImageNet."
    assert datasets_of(text) == {"84.1%": "ImageNet", "96.9%": "ImageNet"}


# --- a later clause opens with a scope of its own

def test_a_clause_after_a_semicolon_with_its_own_scope() -> None:
    text = ("For instance, on the GSM8K math benchmark, it accelerates inference by 6x while improving accuracy "
            "by 2.58%; on Flickr30K captioning, it achieves a 10x speedup with higher performance.")
    datasets = datasets_of(text)
    assert datasets["10x"] == "Flickr30K"
    assert datasets["2.58%"] != "Flickr30K"


def test_a_coordinated_clause_with_its_own_scope() -> None:
    text = ("On CIFAR-100, it improves average accuracy by over 1% against a strong baseline, and on the more "
            "challenging Split ImageNet-R, it achieves a state of the art accuracy of 69.41%.")
    datasets = datasets_of(text)
    assert datasets["69.41%"] == "ImageNet-R"
    assert datasets["1%"] == "CIFAR-100"


def test_a_scope_with_two_datasets_names_none_of_them() -> None:
    text = ("Our model is fast, and on MATH-500 and AIME, it reaches 91.2% accuracy.")
    assert datasets_of(text)["91.2%"] is None


# --- the value of a system compared with, in a relative clause of its own

def methods_and_baselines(text: str) -> dict[str, tuple[str | None, str | None]]:
    return {number: (result.method_text, result.baseline_text) for number, result in results_of(text).items()}


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


# --- a modal or control verb between the subject and the verb that reports the value

def test_it_can_is_the_proposal() -> None:
    text = ("We introduce Avengers-Pro, a test-time routing framework. By varying a trade-off parameter, it can "
            "surpass the strongest single model (GPT-5-medium) by +7% in average accuracy.")
    assert methods_of(text)["+7%"] == "Avengers-Pro"


def test_a_subject_before_can_is_the_system() -> None:
    text = ("Our evaluation shows that the proposed algorithm can improve the transmission quality by up to 77.8% "
            "compared to the traditional reinforcement learning methods.")
    assert methods_of(text)["77.8%"] == "proposed algorithm"


def test_a_subject_before_is_able_to() -> None:
    text = "This linear technique is able to achieve 90% faithfulness on morphological relations."
    assert methods_of(text)["90%"] == "This linear technique"


def test_a_subject_before_enable_us_to() -> None:
    text = "On long prompts, our optimizations enable us to achieve a speed-up between 1.4x and 2.0x."
    assert methods_of(text)["1.4x"] == "optimizations"


def test_a_named_model_before_can() -> None:
    text = "In the zero-shot setting, GPT-4o can reach 91.2% accuracy on the test set."
    assert methods_of(text)["91.2%"] == "GPT-4o"


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
    assert baselines_of(text).get("3%") is None  # a setting now (roles12): no result, so no baseline


def test_a_relative_clause_ends_the_compared_phrase() -> None:
    text = ("Our method improves classification accuracy by 2.23% over the Transformer-based OCR baseline when "
            "using Euclidean distance.")
    assert baselines_of(text)["2.23%"] == "Transformer-based OCR baseline"


# --- ', with the best model achieving N': a subject of its own

def test_with_the_best_performing_model_achieving() -> None:
    text = ("We then show that Language Models (LMs) are better judges of readability, with the best-performing "
            "model achieving a Pearson correlation of 0.56 with human judgments.")
    assert methods_of(text)["0.56"] == "best-performing model"


def test_with_our_best_configuration_achieving() -> None:
    text = ("The uncertainty estimates can be calibrated to produce reliable prediction intervals, with our best "
            "configuration achieving an expected calibration error of 0.021.")
    assert methods_of(text)["0.021"] == "best configuration"


def test_with_the_top_model_after_a_clause_about_a_task() -> None:
    text = ("Our analysis reveals that long-range temporal reasoning is a primary bottleneck, with the top "
            "open-source model achieving only 63.15% accuracy.")
    assert methods_of(text)["63.15%"] == "top open-source model"


def test_with_a_model_of_the_subjects_size_keeps_the_subject() -> None:
    text = ("Extensive experiments demonstrate that the proposed GUI-ARP achieves state-of-the-art performance, "
            "with a 7B model reaching 60.8% accuracy on ScreenSpot-Pro.")
    assert methods_of(text)["60.8%"] == "GUI-ARP"
