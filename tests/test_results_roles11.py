"""Result roles on fresh abstracts (roles11): values listed in parentheses after a compared system are that
system's, and a scope naming an unnamed split or subset of the evaluation data is the values' dataset."""

from __future__ import annotations

from _result_helpers import baselines_of, datasets_of, methods_of, metrics_of, results_of

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


def test_a_listed_pair_after_a_name_with_no_comparison_stays_the_subjects() -> None:
    # the name after 'on' is where the values were measured, not a system compared with
    text = "Our model reaches strong scores on MMLU (71.2/68.4) and on GSM8K (80.1/77.9)."
    methods = methods_of(text)
    assert methods["71.2"] != "MMLU" and methods["80.1"] != "GSM8K"


def test_a_single_value_after_a_compared_name_keeps_its_own_rule() -> None:
    text = ("A quantized Gemma2-9B model achieved a CHrF++ score of 49.88, outperforming zero-shot GPT-4o (44.58).")
    methods, baselines = methods_of(text), baselines_of(text)
    assert methods["44.58"] == "GPT-4o"
    assert baselines["44.58"] is None
    assert baselines["49.88"] == "zero-shot GPT-4o"


# --- an unnamed split or subset opening the sentence or a clause


def test_a_leading_unnamed_test_split_is_the_dataset() -> None:
    text = ("On the preliminary test set, the algorithm achieved an F1 score of 0.7660 in Track 1 and balanced "
            "accuracy of 0.8414 in Track 2.")
    datasets = datasets_of(text)
    assert datasets["0.7660"] == datasets["0.8414"] == "preliminary test set"


def test_subsets_opening_later_clauses_are_the_datasets_of_their_values() -> None:
    text = ("The gain is concentrated where it was expected: on the low-light subset with fewer than 200 lux, "
            "PSNR improves from 21.3 to 24.8, and on the motion-blur subset it improves from 19.6 to 22.0.")
    datasets = datasets_of(text)
    assert datasets["21.3"] == datasets["24.8"] == "low-light subset"
    assert datasets["19.6"] == datasets["22.0"] == "motion-blur subset"


def test_a_named_dataset_after_the_value_wins_over_an_unnamed_scope() -> None:
    text = "On the held-out test set, our model reaches 91.2% accuracy on CIFAR-10."
    assert datasets_of(text)["91.2%"] == "CIFAR-10"


def test_a_scope_that_is_no_split_is_no_dataset() -> None:
    text = "On the other hand, our model reaches 91.2% accuracy."
    assert datasets_of(text)["91.2%"] is None


def test_a_later_on_phrase_gives_the_value_its_own_scope() -> None:
    text = ("On the blind test set, our system ranked 5th with an accuracy of 70.50%, while on the PalmX development "
            "set, it achieved an accuracy of 84.1%.")
    datasets = datasets_of(text)
    assert datasets["70.50%"] == "blind test set"
    assert datasets["84.1%"] == "PalmX"


# --- a dataset named alone in parentheses right after the value


def test_dataset_labels_in_parentheses_after_values() -> None:
    text = ("Our results show that ORMs outperform ex-BoN and Maj, achieving execution accuracy gains of +4.33% (BIRD) "
            "and +2.10% (Spider) over ex-BoN, and +2.91% (BIRD) and +0.93% (Spider) over Maj.")
    datasets = datasets_of(text)
    assert datasets["+4.33%"] == datasets["+2.91%"] == "BIRD"
    assert datasets["+2.10%"] == datasets["+0.93%"] == "Spider"


def test_a_metric_label_in_parentheses_is_no_dataset() -> None:
    text = "On ISIC2018, DCFFSNet outperformed the next best model (CMUNet) by 1.3% (Dice) and 1.2% (IoU)."
    datasets = datasets_of(text)
    assert datasets["1.3%"] == datasets["1.2%"] == "ISIC2018"


def test_a_range_in_parentheses_after_a_compared_name_is_no_list() -> None:
    text = ("Corridor scripts exhibit higher visual similarity to the Indus script (61.7%-63.5%) than to the Bronze Age "
            "Proto-Cuneiform (10.2%-10.9%) or Proto-Elamite (7.6%-8.7%) systems.")
    assert all("result/method-compared-listed-values" not in result.claim.evidence for result in results_of(text).values())


# --- a later list closed by 'respectively' takes the datasets of the list before it


def test_a_respectively_list_takes_the_datasets_of_the_list_before_it() -> None:
    text = ("Experiments show that our agent achieves state-of-the-art performance, obtaining 64.7 on OSWorld-G, "
            "40.2 on ScreenSpot-Pro, and 73.1 on UI-Vision, surpassing the previous best results by 4.1, 3.2, and "
            "2.9 points, respectively.")
    datasets = datasets_of(text)
    assert datasets["4.1"] == "OSWorld-G" and datasets["3.2"] == "ScreenSpot-Pro" and datasets["2.9 points"] == "UI-Vision"


def test_a_later_list_on_one_dataset_keeps_it() -> None:
    text = ("Our model obtains 64.7 on OSWorld-G and 40.2 on UI-Vision, and improves accuracy on ScreenSpot by 4.1 "
            "and 3.2 points with 3B and 7B backbones, respectively.")
    datasets = datasets_of(text)
    assert datasets["4.1"] != "OSWorld-G" and datasets["3.2 points"] != "UI-Vision"


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

