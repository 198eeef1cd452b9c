"""Precision on real abstracts (precents2): claims that a random sample of 10,000 corpus abstracts showed wrong,
grouped by cause. Sentences from corpus abstracts."""

from __future__ import annotations

import pytest

from _claim_helpers import claim_types


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
    ("text", "phrase"),
    [
        ("We create a dataset building on top of WikiArt with PoA analysis annotated by a capable Multimodal LLM.",
         "Multimodal LLM"),
        ("Designed as a lightweight solution compatible with any Transformer-based LLM without requiring additional "
         "training, it reduces latency.", "Transformer-based LLM"),
        ("Specifically, when given an off-the-shelf Bayesian LLM, we distill its aligned confidence into a "
         "smaller model.", "Bayesian LLM"),
    ],
)
def test_a_class_of_language_models_in_capitals_is_no_model(text: str, phrase: str) -> None:
    assert phrase not in claim_types(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Our method yields state-of-the-art results for both clustering (+3% ImageNet-100, Imagenet200) and GCD "
         "(+0.8% ImageNet-100, +5% CUB, +2% SCars, +4% Aircraft).", "SCars"),
        ("ProDisc-VAD achieves strong AUCs (97.98% ShanghaiTech, 87.12% UCF-Crime) using only 0.4M parameters.",
         "UCF-Crime"),
        ("Our framework outperforms traditional methods with BLEU-4 scores of 0.755 (BDD-X) and 0.778 (MSVD), CIDEr "
         "scores of 1.235 (BDD-X) and 1.315 (MSVD).", "BDD-X"),
    ],
)
def test_a_name_where_a_scores_evaluation_set_stands_is_a_dataset(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"dataset"}


def test_a_measure_after_a_percentage_is_no_method() -> None:
    text = "The proposed system achieves 46.47% AP_3D and 52.75% AP_BEV, maintaining comparable accuracy."
    assert "method" not in claim_types(text).get("AP_3D", set())


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We propose a novel evaluation metric called Minimal Pair Accuracy (MPA), which measures the reliance of "
         "models on gender cues.", "Minimal Pair Accuracy"),
        ("Furthermore, we propose a practical invocation evaluation metric called AttenHScore, which calculates the "
         "accumulation of hallucinations.", "AttenHScore"),
        ("We contribute a comprehensive metric named PancapScore and a human-curated test set for reliable "
         "evaluation.", "PancapScore"),
    ],
)
def test_a_name_given_to_a_metric_is_a_metric(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"metric"}


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
    ("text", "word"),
    [
        ("Extensive experiments demonstrate that Gaussian Shading++ not only maintains performance losslessness but "
         "also outperforms existing methods in terms of robustness, making it a more practical solution.",
         "robustness"),
        ("Comprehensive experiments were conducted on three datasets to confirm the advantages of our method in "
         "terms of accuracy, efficiency, and generalizability.", "generalizability"),
    ],
)
def test_a_property_praised_alone_is_no_metric(text: str, word: str) -> None:
    assert "metric" not in claim_types(text).get(word, set())


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        ("It significantly outperforms existing methods in terms of transferability, computational efficiency, and "
         "noise imperceptibility.", "computational efficiency"),
        ("Comprehensive experiments were conducted on three datasets to confirm the advantages of our method in "
         "terms of accuracy, efficiency, and generalizability.", "accuracy"),
    ],
)
def test_a_measure_with_its_modifier_stays_a_metric(text: str, phrase: str) -> None:
    assert "metric" in claim_types(text).get(phrase, set())
