"""Which names are methods, on real abstract sentences: a proposal's coined acronym, a name after a colon or given
by 'termed', two names joined by 'to', scores listed as methods; and what is no method name (two capitals an abstract
never defines, a generic acronym before a short noun, a technology such as WiFi, a defined acronym of a property,
phenomenon or field, the kind of a proposal before its name, a word that starts a longer name or follows a lab's
possessive)."""

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


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("We evaluated custom and fine-tuned models, including EfficientNet-B7 and Vision Transformer (ViT-B16), "
         "and introduced an ensemble model.", "Vision"),
        ("Past studies have narrowly focused on negation detection, leading to underperforming commercial solutions "
         "such as AWS Medical Comprehend, Azure AI Text Analytics, and GPT-4o.", "Azure"),
        ("We experimentally verify our claim with a range of CFG-based conditional models for both image and video "
         "generation, including Zero-1-to-3, Versatile Diffusion, DiT, DynamiCrafter, and InstructPix2Pix.",
         "Versatile"),
        ("Assessing methods like PCA, Kernel PCA, UMAP, Random Projections and Autoencoders.", "Random"),
        ("Regulatory compliance under frameworks like GDPR and California's AB 602.", "California"),
    ],
)
def test_a_listed_word_that_starts_a_longer_name_is_no_name_of_its_own(text: str, word: str) -> None:
    assert word not in claim_types(text)


def test_a_listed_word_that_ends_its_item_still_takes_the_lists_type() -> None:
    text = ("Our comparison includes well-established segmentation methods such as StarDist, Cellpose, and the "
            "Segment Anything Model 2 (SAM2).")
    assert "method" in claim_types(text).get("Cellpose", set())


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Numerical feature embeddings are extracted using Google's pre-trained ViT.", "pre-trained"),
        ("OpenAI's multimodal GPT-4o has demonstrated remarkable capabilities in image generation and editing.",
         "multimodal"),
        ("We demonstrate that OpenAI's foundational models exhibit inherent security weaknesses.", "foundational"),
        ("Compared to OpenAI's earlier model GPT-3.5 Turbo.", "earlier"),
    ],
)
def test_a_lower_case_word_after_a_labs_possessive_is_no_name(text: str, word: str) -> None:
    assert word not in claim_types(text)


def test_a_name_after_a_labs_possessive_stays() -> None:
    text = "Frontier models like OpenAI's o1 achieve a strong correlation with human judgments."
    assert "model" in claim_types(text).get("o1", set())


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We develop a novel streaming video backbone, termed as StreamFormer, by incorporating causal temporal "
         "attention into a pre-trained vision transformer.", "StreamFormer"),
        ("This paper introduces a novel federated learning framework termed LoRa-FL designed for training low-rank "
         "one-shot image detection models deployed on edge devices.", "LoRa-FL"),
        ("In this work, a lightweight multimodal language model termed MilChat is introduced, specifically adapted "
         "to analyze remote sensing imagery.", "MilChat"),
        ("Our method, termed the MeanFlow model, is self-contained and requires no pre-training.", "MeanFlow"),
    ],
)
def test_a_termed_name_is_the_name_without_the_words_around_it(text: str, name: str) -> None:
    found = claim_types(text)
    assert "method" in found.get(name, set())
    assert not [claimed for claimed in found if name in claimed and claimed != name]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("This paper proposes a novel scene understanding task called Visual Jenga.", "Visual Jenga"),
        ("In this paper, we define a new task called Group Theorization, in which a system must write theories.",
         "Group Theorization"),
    ],
)
def test_a_name_given_to_a_task_is_no_method(text: str, name: str) -> None:
    assert "method" not in claim_types(text).get(name, set())


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("To address these issues, we propose a holistic framework, the class-driven scribble promotion network, "
         "for robust scribble-supervised semantic segmentation.", "holistic framework"),
        ("In this work, we propose a new parallelization scheme, the Picard Consistency Model (PCM), which reduces "
         "the number of generation steps.", "parallelization scheme"),
        ("This paper introduces a different approach, an end-to-end pipeline where a Large Language Model rewrites "
         "queries.", "different approach"),
    ],
)
def test_the_kind_of_a_proposal_before_its_name_is_no_name(text: str, kind: str) -> None:
    assert kind not in claim_types(text)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Existing methods mitigate Catastrophic Forgetting (CF) by replaying stored samples, but CF remains "
         "severe.", ["Catastrophic Forgetting", "CF"]),
        ("The challenge of Domain Generalization (DG) in Face Anti-Spoofing (FAS) is significant.",
         ["Domain Generalization", "DG"]),
        ("We propose a definition of Mechanistic Interpretability (MI) as the practice of producing falsifiable "
         "explanations of neural networks, allowing us to distinguish MI from other interpretability paradigms.",
         ["Mechanistic Interpretability", "MI"]),
        ("The system assesses effectiveness using four rubrics: Content Relevance (CR), Expressive Clarity (EC), "
         "and Audience Engagement (AE).", ["Content Relevance", "CR", "Expressive Clarity", "EC"]),
        ("We evaluate whether language models exhibit Theory of Mind (ToM) in multi-agent settings.",
         ["Theory of Mind", "ToM"]),
    ],
)
def test_a_defined_acronym_of_a_property_phenomenon_or_field_is_no_method(text: str, names: list[str]) -> None:
    found = claim_types(text)
    assert [name for name in names if "method" in found.get(name, set())] == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a module named like a property: the method noun before it says what it is
        ("We introduce the Psychology-Inspired Network (PINet), which consists of three key modules: Multimodal "
         "Feature Awareness (MFA), Multimodal Feature Interaction (MFI), and Psychology-Informed Fusion (PIF).",
         "MFA"),
        # a coined acronym names a method whatever its long form's head
        ("We propose Adaptive Local Differential Privacy (AdaLDP), which allocates the privacy budget per round.",
         "AdaLDP"),
        ("Unlike entropy-based methods, such as Semantic Entropy (SE), our approach needs no sampling.", "SE"),
    ],
)
def test_defined_names_with_such_heads_that_are_methods_stay(text: str, name: str) -> None:
    assert "method" in claim_types(text).get(name, set())


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We propose the first motion unlearning benchmark by filtering toxic motions from the large and recent "
         "text-to-motion datasets of HumanML3D and Motion-X. We propose baselines, by adapting state-of-the-art "
         "image unlearning techniques.", "Motion-X"),
        ("To address these issues, we investigate a simple yet powerful vision task Adaptor for Mamba models, which "
         "consists of two functional modules: Adaptor-T and Adaptor-S. When solving the hidden states for SSM, we "
         "apply a lightweight prediction module Adaptor-T.", "Adaptor-S"),
        ("Furthermore, we propose a dynamical system-based approach, referred to as DAA-S. This model formulates the "
         "spatial correlations among attention maps using a graph-based state equation.", "DAA-S"),
    ],
)
def test_a_name_that_ends_a_sentence_does_not_run_into_the_next(text: str, name: str) -> None:
    found = claim_types(text)
    assert name in found
    assert not [claimed for claimed in found if claimed.startswith(name + ".")]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Furthermore, its processing speed of 25.48 FPS on an NVIDIA Jetson AGX Orin confirms its suitability for "
         "ADAS deployment.", "Jetson AGX Orin"),
        ("Our system is optimised for Jetson Orin AGX onboard hardware.", "Jetson Orin AGX"),
        ("It can run completely offline, even on low resource devices like a RaspberryPi.", "RaspberryPi"),
        ("The Intel RealSense D415 depth camera was used to collect RGB and depth data from the road surfaces.",
         "RealSense"),
        ("Our implementation achieves 1038 TOPS on RTX5090, which is a 5x speedup over the fastest FlashAttention "
         "on RTX5090.", "RTX5090"),
    ],
)
def test_a_hardware_product_is_no_method_or_dataset(text: str, name: str) -> None:
    assert name not in claim_types(text)


@pytest.mark.parametrize(
    ("text", "wrong", "name"),
    [
        ("For ImageNet $256\\times256$, Our DDT-XL/2 achieves a new state-of-the-art performance of 1.31 FID.",
         "Our DDT-XL/2", "DDT-XL/2"),
        ("Our framework has three parts: (1) a layout planner; (2) attention masking; and (3) An Entity-Consistency "
         "Constraint strategy that propagates first-frame features.", "An Entity-Consistency Constraint",
         "Entity-Consistency Constraint"),
        ("Results: For spiral-UTE lung MRI, hybrid learning consistently outperforms the baselines.",
         "For spiral-UTE", None),
        ("Given their progress in audio processing, a heuristic question arises: Can ALLMs be leveraged to solve "
         "ADD?", "Can ALLMs", None),
    ],
)
def test_a_clause_opening_function_word_starts_no_title_case_name(text: str, wrong: str, name: str | None) -> None:
    found = claim_types(text)
    assert wrong not in found
    if name is not None:
        assert "method" in found.get(name, set())


def test_a_name_titled_as_a_question_keeps_its_question_word() -> None:
    text = ("Concurrently, we propose a novel benchmark, How Social Is It (we call it HSII below), designed to "
            "assess LLMs' social capabilities.")
    assert "How" not in claim_types(text)


@pytest.mark.parametrize(
    ("text", "term"),
    [
        ("Instead of relying on attention scores, we formulate token pruning as an optimization problem, accurately "
         "identifying important visual tokens.", "token pruning"),
        ("First, we formulate unsupervised matching as a quadratic assignment problem and introduce a novel "
         "heuristic that outperforms previous solvers.", "unsupervised matching"),
        ("This work establishes language similarity as a critical factor in inversion attack transferability.",
         "language similarity"),
    ],
)
def test_a_term_recast_as_a_problem_or_shown_as_a_factor_is_no_method(text: str, term: str) -> None:
    assert "method" not in claim_types(text).get(term, set())


def test_a_term_proposed_as_a_strategy_stays_a_method() -> None:
    text = "We propose self-questioning as a lightweight and scalable strategy for eliciting latent knowledge."
    assert "method" in claim_types(text).get("self-questioning", set())


@pytest.mark.parametrize(
    ("text", "short"),
    [
        ("Table Structure Recognition (TSR) is vital for various downstream tasks like information retrieval, table "
         "reconstruction, and document understanding. While most state-of-the-art (SOTA) research predominantly "
         "focuses on TSR in English documents, the need for similar capabilities in other languages is evident, "
         "considering the global diversity of data. Moreover, creating substantial labeled data in non-English "
         "languages and training these SOTA models from scratch is costly and time-consuming. We propose TSR as a "
         "language-agnostic cell arrangement prediction and introduce SPRINT, Script-agnostic Structure Recognition "
         "in Tables.", "TSR"),
        ("Road Surface Reconstruction (RSR) is crucial for autonomous driving, enabling the understanding of road "
         "surface conditions. Recently, RSR from the Bird's Eye View (BEV) has gained attention for its potential to "
         "enhance performance. However, existing methods for transforming perspective views to BEV face challenges "
         "such as information loss and representation sparsity. Moreover, stereo matching in BEV is limited by the "
         "need to balance accuracy with inference speed. To address these challenges, we propose two efficient and "
         "accurate BEV-based RSR models: FastRSR-mono and FastRSR-stereo.", "RSR"),
    ],
)
def test_an_abstract_that_opens_by_defining_a_task_names_no_method(text: str, short: str) -> None:
    found = claim_types(text)
    assert "method" not in found.get(short, set())
    assert "task" in found.get(short, set())


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # the copula says it is a technique
        ("Embedding-Based Retrieval (EBR) is an important technique in modern search engines, enabling semantic "
         "match between search queries and relevant results.", "EBR", "method"),
        # a challenge named after the task is a shared task's data
        ("Cross-Domain Few-Shot Object Detection (CD-FSOD) poses significant challenges to existing object detection "
         "and few-shot detection models when applied across domains. In conjunction with NTIRE 2025, we organized the "
         "1st CD-FSOD Challenge, aiming to advance the performance of current object detectors.", "CD-FSOD Challenge",
         "dataset"),
    ],
)
def test_an_opening_definition_said_to_be_a_technique_or_a_challenge_keeps_its_reading(text: str, name: str,
                                                                                      label: str) -> None:
    assert label in claim_types(text).get(name, set())
