"""What a name-shaped word is read as when its own shape says more than 'a name' (method precision on real
abstracts): a known measure under a prefix is a measure, a count of thousands closing a name counts a
collection's items, a hanging hyphen or a gain glued to a name is no part of it, and a definition of a problem
or of what a setting aims to do names a task, not a method."""

from __future__ import annotations

import pytest

from _claim_helpers import claim_types


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Our detector reaches 97.1% I-AUROC and 95.4% P-AUROC on the industrial benchmark.", "I-AUROC"),
        ("Our detector reaches 97.1% I-AUROC and 95.4% P-AUROC on the industrial benchmark.", "P-AUROC"),
        ("The tokenizer attains an rFID of 0.74 and the generator a gFID of 1.9 at 256 pixels.", "rFID"),
        ("The tokenizer attains an rFID of 0.74 and the generator a gFID of 1.9 at 256 pixels.", "gFID"),
        ("We report mPSNR and mSSIM against three recent 4D generation methods.", "mPSNR"),
        ("The adapter raises clDice by 4.2 points on the vessel datasets.", "clDice"),
        ("We measure gIoU and F1-score for the box and class heads.", "gIoU"),
    ],
)
def test_name_readings_known_measure_under_a_prefix_is_a_metric(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"metric"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a lower-case prefix before a name that is not a measure keeps the name a method
        ("We compare with xLSTM and Mamba on the long-range arena.", "xLSTM"),
        ("Our student is distilled from iBOT features.", "iBOT"),
    ],
)
def test_name_readings_prefix_before_another_name_is_not_a_metric(text: str, name: str) -> None:
    assert "metric" not in claim_types(text).get(name, set())


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We validate the method on the scene-level collection DL3DV-10K, where it generalizes to new scenes.",
         "DL3DV-10K"),
        ("Evaluations on KonIQ-10k and AGIQA-3k show competitive correlation with human ratings.", "KonIQ-10k"),
        ("Evaluations on KonIQ-10k and AGIQA-3k show competitive correlation with human ratings.", "AGIQA-3k"),
        ("We additionally curate GRASP-2k, which contains reasoning-intensive queries.", "GRASP-2k"),
    ],
)
def test_name_readings_count_of_thousands_closing_a_name_is_a_dataset(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"dataset"}


def test_name_readings_billions_before_the_thousands_keep_a_model_context_length() -> None:
    # 'SWA-3B-4k': a 3B model with a 4k context window, not a collection of 4,000 items
    assert "dataset" not in claim_types("We train SWA-3B-4k (a recurrent LLM) from scratch.").get("SWA-3B-4k", set())


@pytest.mark.parametrize(
    ("text", "absent", "kept"),
    [
        # 'T1' is no name once the hanging hyphen is off; 'LoRA' of 'LoRA- and DoRA-based' is
        ("Experiments were conducted on both T1- and T2-weighted modalities.", "T1-", None),
        ("We compare LoRA- and DoRA-based adapters on the same prompts.", "LoRA-", "LoRA"),
        # a gain written on a name: the name is the measure, the gain a number
        ("It improves AP+6.9 on COCO over the previous detector.", "AP+6.9", "AP"),
    ],
)
def test_name_readings_hyphen_or_gain_glued_to_a_name_is_not_part_of_it(text: str, absent: str,
                                                                        kept: str | None) -> None:  # fmt: skip
    found = claim_types(text)
    assert absent not in found
    if kept is not None:
        assert kept in found


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("We apply the search to the Traveling Salesman Problem (TSP) and report gaps on 100 TSP instances.",
         ("Traveling Salesman Problem", "TSP")),
        ("We introduce the Block Stacking Problem (BSP), a challenging part of robotic assembly.",
         ("Block Stacking Problem", "BSP")),
        ("Compositional Zero-Shot Learning (CZSL) aims to recognize unseen attribute-object compositions. "
         "Existing CZSL methods overfit to seen pairs.", ("Compositional Zero-Shot Learning", "CZSL")),
        ("Lifelong person re-identification (LReID) aims to incrementally accumulate knowledge across domains.",
         ("Lifelong person re-identification", "LReID")),
        ("Human-Scene Interaction (HSI) seeks to generate realistic human motion in 3D scenes.",
         ("Human-Scene Interaction", "HSI")),
    ],
)
def test_name_readings_definition_of_a_problem_or_an_aim_is_no_method(text: str, names: tuple[str, ...]) -> None:
    found = claim_types(text)
    for name in names:
        assert "method" not in found.get(name, set()), name


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # the definition does not open the sentence, or the sentence proposes it: a method
        ("We propose Adaptive Token Routing (ATR), which aims to reduce the cost of long contexts.", "ATR"),
        ("In this work, Sparse Expert Merging (SEM) aims to compress mixtures of experts.", "SEM"),
    ],
)
def test_name_readings_aim_of_a_proposed_or_embedded_definition_stays_a_method(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"method"}


@pytest.mark.parametrize(
    ("text", "licence"),
    [
        ("The corpus is released under a CC-BY-NC-SA 4.0 license for research use.", "CC-BY-NC-SA"),
        ("A NoDerivs clause hidden behind a CC-BY label silently prohibits tokenisation.", "CC-BY"),
        ("The code is available under GPL-3.0 and the data under CC BY 4.0.", "GPL-3.0"),
        ("The code is available under GPL-3.0 and the data under CC BY 4.0.", "CC BY"),
    ],
)
def test_name_readings_licence_is_no_entity(text: str, licence: str) -> None:
    assert licence not in claim_types(text)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("To this end, we propose Composed Object Retrieval (COR), a brand-new task that goes beyond image-level "
         "retrieval.", ("Composed Object Retrieval", "COR")),
        ("We introduce Weakly Supervised Face Parsing (WSFP), a new task setting that performs dense parsing.",
         ("Weakly Supervised Face Parsing", "WSFP")),
    ],
)
def test_name_readings_definition_the_appositive_calls_a_task_is_no_method(text: str, names: tuple[str, ...]) -> None:
    found = claim_types(text)
    for name in names:
        assert "method" not in found.get(name, set()), name


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a task trained on to learn something else is part of a method; a task and a framework; a task's modifier
        ("We propose Masked Feature Modeling (MFM), a novel auxiliary task that performs feature masking.", "MFM"),
        ("We introduce Demographic Attribute Inference from Questions (DAIQ), a task and framework for auditing "
         "models.", "DAIQ"),
        ("We introduce Visual Gaussian Tokens (VGT), a task-driven framework for compression.", "VGT"),
    ],
)
def test_name_readings_appositive_that_is_not_only_a_task_keeps_the_method(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"method"}


def test_name_readings_name_with_a_hanging_hyphen_in_a_list_before_a_data_noun_is_a_dataset() -> None:
    text = ("Evaluated on the DBpedia- and Corporate-based KGQA benchmarks, our approach took first place among the "
            "participants.")
    assert claim_types(text).get("DBpedia") == {"dataset"}
