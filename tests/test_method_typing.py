"""Which names are methods, on real abstract sentences: a proposal's coined acronym, a name after a colon, two names
joined by 'to', scores listed as methods; and what is no method name (two capitals an abstract never defines, a
generic acronym before a short noun, a technology such as WiFi)."""

from __future__ import annotations

import pytest

from _claim_helpers import claim_types
from abstract_claims import extract


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # an acronym the abstract coins for its own proposal is not the lexicon's benchmark or measure of the same
        # letters; the long form and the appositive decide
        ("Based on this discovery, we propose Multi-task Unified eStimation via timestep Embedding (MUSE), a "
         "parameter-free approach. Experiments across 10 datasets demonstrate that MUSE is competitive.", "MUSE",
         "method"),
        ("We propose Hierarchical Object Tracking Attention (HOTA), a module that links detections across frames.",
         "HOTA", "method"),
        ("To evaluate our approach, we introduce Agentic RAG Capabilities (ARC), a fine-grained metric analyzing "
         "reasoning and search coordination.", "ARC", "metric"),
        # a benchmark the abstract introduces keeps the reading its long form's head gives
        ("We introduce the Massive Text Embedding Benchmark (MTEB), spanning 8 embedding tasks.", "MTEB", "dataset"),
    ],
)
def test_coined_acronym_of_a_proposal_is_its_own(text: str, name: str, label: str) -> None:
    assert claim_types(text).get(name) == {label}


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
    ("text", "name"),
    [
        # the main clause after an appositive is not part of it: 'accuracy' there does not make the name a measure
        ("Building on YOLOv10, an NMS-free dual-head detector, we achieve state-of-the-art accuracy.", "YOLOv10"),
    ],
)
def test_main_clause_after_an_appositive(text: str, name: str) -> None:
    assert claim_types(text).get(name) != {"metric"}


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
    ("text", "name"),
    [
        # a task's abbreviation before a method noun
        ("In this work, we introduce ResQu a novel SR framework that integrates a quaternion wavelet preprocessing "
         "framework with latent diffusion models.", "SR"),
        ("The results show that our method outperforms most linear SC algorithms with carefully tuned "
         "hyperparameters.", "SC"),
        ("These domain shifts are inadequately tackled by previous KD approaches.", "KD"),
        # a generic technique, a field, a modality
        ("With the RF classifier, our approach can reach F1 of 93.4%, demonstrating its validity.", "RF"),
        ("Extracting causal relationships from text is time-consuming for novice modelers, limiting SD tool "
         "adoption.", "SD"),
        ("The NN approach showed a high success rate in accurately matching geographical features.", "NN"),
        ("This paper presents a novel research analytical IT system grounded in Fundamental Ontology.", "IT"),
        # listed with one another, none of them a surer name
        ("Immunohistochemistry (IHC) biomarkers like HER2, ER, and PR are critical for identifying breast cancer "
         "subtypes.", "PR"),
        ("We developed a Pathobiological dictionary of imaging features such as PFs and RF.", "RF"),
    ],
)
def test_undefined_two_capitals_are_no_method(text: str, name: str) -> None:
    assert "method" not in claim_types(text).get(name, set())


def test_two_capitals_listed_with_coined_names_stay_methods() -> None:
    # 'YaRN' and 'LongRoPE' are coined names in mixed case: the list makes 'PI' one of them
    text = ("Experiments demonstrate that many existing methods can be further enhanced, like PI, YaRN, and "
            "LongRoPE.")
    assert "method" in claim_types(text).get("PI", set())


def test_defined_two_capitals_stay_methods() -> None:
    text = ("Common entropy-based methods, such as Semantic Entropy (SE), rely on output diversity. Overconfident "
            "embeddings cause SE to underestimate uncertainty.")
    found = [t for t, types in claim_types(text).items() if t == "SE" and "method" in types]
    assert found


@pytest.mark.parametrize(
    "text",
    [
        "Point-based solutions rely on position annotations of WiFi fingerprints.",
        "In such settings, WiFi signals are often readily available, offering a privacy preserving alternative to "
        "vision based methods.",
    ],
)
def test_wifi_is_a_technology_not_a_method(text: str) -> None:
    # a general-purpose technology outside the research, like OAuth (guidelines, METHOD)
    assert "method" not in claim_types(text).get("WiFi", set())
