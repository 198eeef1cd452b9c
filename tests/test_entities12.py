"""Entity typing on real corpus abstracts (ents12): measures reported with their value, preserved, written with
'=' or a variant code, plural acronyms of measures; scores listed as methods; name boundaries ('X to Y', 'AI-text');
proposals named after a colon."""

from __future__ import annotations

import pytest

from _claim_helpers import claim_types
from abstract_claims import extract


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Empirically, our approach achieves a remarkable codebook utilization of 100% and notable reconstruction FID.",
         "codebook utilization"),
        ("Our method achieves state-of-the-art rendering quality while being 20X faster in training than previous "
         "SOTA methods with a minimum storage requirement of only 30MB on real-world datasets.",
         "minimum storage requirement"),
        ("The method consistently improves efficiency, achieving an acceptance length of 5.92 and a 4.20x speedup.",
         "acceptance length"),
        ("The pipeline completed CPU inference in 6.9 s per case with a peak memory use of 3.6 GB.", "peak memory use"),
    ],
)
def test_quantity_reported_with_its_value(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"metric"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a setting given with its value, and changes and counts of no named measure
        ("All models are fine-tuned with a context length of 4096 tokens.", "context length"),
        ("The model achieves an average improvement of 5% over the baseline.", "average improvement"),
        ("The corpus reaches a total of 120 hours of speech.", "total"),
    ],
)
def test_settings_and_changes_with_a_value_are_no_measure(text: str, name: str) -> None:
    assert name not in claim_types(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("To further reduce bandwidth usage while preserving reconstruction quality, a channel-adaptive attention "
         "mechanism is proposed.", "reconstruction quality"),
        ("We propose PromptDistill, a training-free method that improves inference efficiency while preserving "
         "generation quality.", "generation quality"),
    ],
)
def test_a_measure_preserved_beside_one_improved(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"metric"}


@pytest.mark.parametrize(
    ("text", "names"),
    [
        # a scoring procedure defined with its acronym in a list of methods is a method
        ("Uncertainty methods, such as Predictive Entropy Score (PES), rank answers by their spread.",
         ("Predictive Entropy Score", "PES")),
        ("Grading relies on traditional approaches, such as the Clinical Frailty Score (CFS), which need experts.",
         ("Clinical Frailty Score", "CFS")),
    ],
)
def test_scores_listed_as_methods(text: str, names: tuple[str, ...]) -> None:
    types = claim_types(text)
    assert all(types.get(name) == {"method"} for name in names), types


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a value written on a name with '=' is no part of it; an acronym that also names a model is the measure then
        ("The evaluation metrics (micro-F1-Score=0.67) obtained from the baseline model validate the annotations.",
         "F1-Score", "metric"),
        ("The regressor reaches MAE=0.0050 on the boundary condition subset.", "MAE", "metric"),
        ("Across six of the eight evaluated subsets, MAE remains below 0.05 on the normalized pixel scale.", "MAE",
         "metric"),
    ],
)
def test_a_value_written_on_a_measure(text: str, name: str, label: str) -> None:
    assert claim_types(text).get(name) == {label}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # the main clause after an appositive is not part of it: 'accuracy' there does not make the name a measure
        ("Building on YOLOv10, an NMS-free dual-head detector, we achieve state-of-the-art accuracy.", "YOLOv10"),
    ],
)
def test_main_clause_after_an_appositive(text: str, name: str) -> None:
    assert claim_types(text).get(name) != {"metric"}


@pytest.mark.parametrize(
    ("text", "names"),
    [
        # a plural acronym of measures is no class of systems ('Large Language Models (LLMs)')
        ("Outputs were analysed using mixed-effects modelling, intraclass correlation coefficients (ICCs), and "
         "Cohen's kappa.", ("intraclass correlation coefficients", "ICCs")),
        ("Acoustic perturbations cause jailbreak success rates (JSRs) to surge by up to +57.25 percentage points.",
         ("jailbreak success rates", "JSRs")),
    ],
)
def test_plural_acronyms_of_measures(text: str, names: tuple[str, ...]) -> None:
    types = claim_types(text)
    assert all(types.get(name) == {"metric"} for name in names), types


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a named measure in capitals after the code of its variant
        ("Our method enhances localization precision, with the ATE-RMSE metric improved by 46%.", "ATE-RMSE", "metric"),
        ("We find that SSIM overemphasizes high spatial frequencies, but its multi-scale counterpart, MS-SSIM, "
         "addresses this.", "MS-SSIM", "metric"),
        ("Therefore, we introduce BM-MAE, a masked image modeling pre-training strategy tailored for MRI data.",
         "BM-MAE", "method"),
    ],
)
def test_variants_of_named_measures(text: str, name: str, label: str) -> None:
    assert claim_types(text).get(name) == {label}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # the averaging variant starts a measure's name; long descriptive modifiers before it stay outside
        ("Using 5-fold cross-validation, the system achieves a binary progression-versus-non-progression macro F1 of "
         "0.82.", "macro F1"),
    ],
)
def test_variant_starts_a_measure(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"metric"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("3D Gaussian splatting (3DGS) is a popular radiance field method, with many application-specific extensions.",
         "3D Gaussian splatting"),
        ("Recently single-view 3D generation via Gaussian splatting has emerged and developed quickly.",
         "Gaussian splatting"),
    ],
)
def test_gaussian_splatting_in_lower_case(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"method"}


@pytest.mark.parametrize(
    "text",
    [
        "The benchmark spans applications such as authorship verification, AI-text detection, and probing.",
    ],
)
def test_generic_acronym_before_a_short_noun_is_no_name(text: str) -> None:
    assert "AI-text" not in claim_types(text)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        # 'to' after a name shape goes from one name to another
        ("Our method gains +2.26% over existing source-free methods from PubLayNet to DocLayNet.",
         ("PubLayNet", "DocLayNet")),
        ("We significantly improve the performance when generalizing from SceneFlow to Middlebury.",
         ("SceneFlow",)),
    ],
)
def test_two_names_joined_by_to(text: str, names: tuple[str, ...]) -> None:
    types = claim_types(text)
    assert all(name in types for name in names), types


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Agents are ranked by the time-normalized AUC-SR over all episodes.", "time-normalized AUC-SR"),
    ],
)
def test_normalized_variant_of_a_named_measure(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"metric"}


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # the proposing verb's object names the kind, then the name after a colon
        ("To address these challenges, we introduce the first comprehensive multimodal Urban Digital Twin benchmark "
         "dataset: TUM2TWIN.", "TUM2TWIN", "dataset"),
        ("To tackle these challenges, we propose a novel quantization method for video enhancement: Progressive "
         "Multi-Frame Quantization for Video Enhancement (PMQ-VE).", "PMQ-VE", "method"),
    ],
)
def test_proposed_name_after_a_colon(text: str, name: str, label: str) -> None:
    claims = [c for c in extract(text) if c.text == name]
    assert claims and all(c.type == label and getattr(c, "proposed", False) for c in claims), claims


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a plural before the colon: its items are listed, and the proposal is not each of them
        ("We then introduce a robustness benchmark that evaluates models under three scenarios: Entire-Missing "
         "Modality (EMM), Random-Missing Modality (RMM), and Noisy Modality (NM).", "EMM"),
    ],
)
def test_items_after_a_plural_and_a_colon_are_not_the_proposal(text: str, name: str) -> None:
    assert "dataset" not in claim_types(text).get(name, set())


@pytest.mark.parametrize(
    ("text", "name", "types"),
    [
        # a measure's long form in the plural is the measure, and so is its acronym
        ("our CAM model outperforms state-of-the-art deep learning methods, reducing mean absolute errors (MAE) by "
         "34% for COT and 42% for CER.", "mean absolute errors", {"metric"}),
        ("our CAM model outperforms state-of-the-art deep learning methods, reducing mean absolute errors (MAE) by "
         "34% for COT and 42% for CER.", "MAE", {"metric"}),
        # the object of a change verb, changed by a value, is measured; the object of a comparison is the model
        ("DFI-OmniStereo achieves state-of-the-art results on the real-world Helvipad dataset, reducing disparity MAE "
         "by approximately 16% compared to the previous best omnidirectional stereo method.", "MAE", {"metric"}),
        ("For instance, it surpasses the recent MAE by 1.1\\% in imageNet-1K classification.", "MAE", {"model"}),
    ],
)
def test_measure_homograph_and_plural_long_form(text: str, name: str, types: set[str]) -> None:
    assert claim_types(text).get(name) == types
