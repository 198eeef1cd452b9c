"""Result roles, the dataset: what a value was measured on, read on real abstract sentences.

'on X', a scope opening the clause or a later clause, a subset or split in parentheses, datasets listed before
'respectively'; and what is no evaluation data (training data, a model after 'on', an unnamed scope)."""

from __future__ import annotations

import pytest

from _result_helpers import datasets_of, results_of


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


# --- a leading scope after a section label; a compared phrase ends before 'with a <measure> of'

def test_a_leading_scope_after_a_section_label_is_the_dataset() -> None:
    text = ("Results: On the TXIT benchmark, GPT-5 achieved a mean accuracy of 92.8%, outperforming GPT-4 (78.8%) and "
            "GPT-3.5 (62.1%).")
    datasets = datasets_of(text)
    assert datasets["92.8%"] == datasets["78.8%"] == "TXIT"


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


# --- a leading 'on D,' after an opening adverb scopes the sentence, as 'On D,' does

@pytest.mark.parametrize(
    ("text", "value", "dataset"),
    [
        ("Furthermore, on the closed-loop Bench2Drive dataset, our approach achieves a 22\\% improvement in the "
         "driving score (DS), significantly outperforming existing baselines.", "22\\%", "Bench2Drive"),
        ("Notably, on the challenging open-loop nuScenes dataset, TTOG reduces the L2 distance by 36.06\\%.",
         "36.06\\%", "nuScenes"),
        ("For instance, on the PACS benchmark, pruning ViT, BeiT, and DeiT models by 50\\% using the Hessian metric "
         "resulted in accuracy drops of only -2.94\\%, -1.42\\%, and -1.72\\%, respectively, while achieving speed "
         "boosts of 2.5x, 1.81x, and 2.15x.", "2.5x", "PACS"),
    ],
)
def test_a_scope_after_an_opening_adverb_names_the_dataset(text: str, value: str, dataset: str) -> None:
    assert datasets_of(text)[value] == dataset


def test_a_scope_whose_comma_continues_a_list_names_no_one_dataset() -> None:
    text = ("Empirically, on several benchmarks such as Minerva Algebra, MATH-500, and GSM8K, Thinkless is able to "
            "reduce the usage of long-chain thinking by 50% - 90%, significantly improving the efficiency of "
            "Reasoning Language Models.")
    assert datasets_of(text)["90%"] != "Minerva Algebra"
