"""Names that are not entities at all, and names that are models by their shape (issue 11: acronyms of domain
concepts, generic acronyms, released models)."""

from __future__ import annotations

import pytest

from _claim_helpers import ENTITY_TYPES, explained
from abstract_claims import Extractor, extract
from abstract_claims.entities import match_long_form
from abstract_claims.entities.acronyms import _coined


def _entities(text: str) -> set[tuple[str, str]]:
    return {(c.type, c.text) for c in extract(text) if c.type in ENTITY_TYPES}


@pytest.mark.parametrize(
    ("short", "long_form", "coined"),
    [
        ("SoS", "Speed-of-sound", False),
        ("DfD", "depth from defocus", False),
        ("PnP", "plug-and-play", False),
        ("NFoV", "narrow field of view", False),
        ("LoRA", "Low-Rank Adaptation", True),
        ("PrO", "predictively oriented", True),
        ("RC-aux", "Reachability-Correction auxiliary objective", True),
        ("GRPO", "Group Relative Policy Optimization", False),
    ],
)
def test_coined_short_forms_mix_cases_for_their_own_sake(short: str, long_form: str, coined: bool) -> None:
    assert _coined(short, long_form.split()) is coined


@pytest.mark.parametrize(
    ("text", "short"),
    [
        ("Speed-of-sound (SoS) is a biomechanical characteristic of tissue. Reconstructing SoS images from "
         "ultrasound acquisitions can be cast as a limited-angle computed-tomography problem.", "SoS"),
        ("Existing depth from defocus (DfD) methods rely on a focal stack of several images.", "DfD"),
        ("We recover camera poses with structure-from-motion (SfM) and refine the SfM points.", "SfM"),
    ],
)
def test_acronym_of_a_phrase_with_small_words_is_not_coined(explaining: Extractor, text: str, short: str) -> None:
    """The lower-case letters of 'SoS' stand for 'of': the acronym of an ordinary phrase, not a coined name, and
    the phrase is a concept of the field, so no mention of the acronym is a method."""
    document = explained(explaining, text)
    assert not any(c.text == short for c in document.claims if c.type in ENTITY_TYPES)
    assert short in {r.text for r in document.rejected or []}


@pytest.mark.parametrize(
    ("text", "short"),
    [
        ("Reward models are central to reinforcement learning from human feedback (RLHF). RLHF needs many "
         "human comparisons.", "RLHF"),
        ("We fine-tune the policy with direct preference optimization (DPO) on the preference pairs.", "DPO"),
    ],
)
def test_known_method_acronym_of_a_lower_case_phrase_is_the_standard_technique(text: str, short: str) -> None:
    """Guidelines, clarification 1: a standard technique written as a lower-case phrase is no entity, nor is
    the acronym the abstract defines for it, even when the acronym is a well-known name."""
    assert not any(name == short for _, name in _entities(text))


@pytest.mark.parametrize(
    ("text", "short"),
    [
        ("We train the policy with Direct Preference Optimization (DPO) on preference pairs.", "DPO"),
        ("We adapt the encoder with low-rank adaptation (LoRA) and freeze the rest.", "LoRA"),
        ("The state is tracked by an extended Kalman filter (EKF) at every step.", "EKF"),
    ],
)
def test_named_methods_defined_with_their_acronym_stay_methods(text: str, short: str) -> None:
    assert ("method", short) in _entities(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Building on a frozen CLIP encoder that provides vision tokens, the detector localizes parts.", "CLIP"),
        ("The proposed system employs Contrastive Language-Image Pre-training (CLIP) to process camera images.",
         "CLIP"),
        ("We compare two related model families, SigLIP and SigLIP2, on retrieval.", "SigLIP"),
    ],
)
def test_released_encoders_are_models(text: str, name: str) -> None:
    """CLIP and SigLIP name released, pretrained encoders (guidelines, clarification 3), not methods."""
    assert ("model", name) in _entities(text)


@pytest.mark.parametrize(
    ("text", "short", "long_form"),
    [
        ("Efficient and reliable operation of Concentrated Solar Power (CSP) plants is essential for meeting the "
         "growing demand for sustainable energy. To monitor CSP plants, cameras mounted on solar receivers record "
         "infrared images.", "CSP", "Concentrated Solar Power"),
        ("Time-of-Flight (ToF) sensors efficiently capture scene depth. We propose DepthCAD, a novel ToF "
         "denoising approach, and apply it to raw ToF correlation measurements.", "ToF", "Time-of-Flight"),
        ("In recent years, robust multi-source models have emerged in the Earth Observation (EO) field. Our results "
         "may shape more streamlined approaches in EO applications.", "EO", "Earth Observation"),
        ("Ambient Assisted Living (AAL) technologies facilitate ageing in place. Within AAL technologies, action "
         "recognition plays a crucial role.", "AAL", "Ambient Assisted Living"),
    ],
)
def test_acronym_that_only_modifies_other_nouns_names_a_domain_concept(explaining: Extractor, text: str, short: str,
                                                                        long_form: str) -> None:
    """'CSP plants', 'ToF sensors', 'EO applications': an acronym the abstract uses only to modify other nouns,
    never as a system, of a long form with no head of a method name, is a concept of the domain (no entity)."""
    document = explained(explaining, text)
    assert not any(c.text in (short, long_form) for c in document.claims if c.type in ENTITY_TYPES)
    reasons = {(r.text, r.rule) for r in document.rejected or []}
    assert (long_form, "rejected/modifier-acronym") in reasons and (short, "rejected/modifier-acronym") in reasons


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        # a system: proposed before its long form, an appositive with a method noun, a verb of what systems do
        ("To address this, we propose FADE (Fine grained Attenuation for Diffusion Erasure), introducing adjacency "
         "aware unlearning. FADE comprises two components.", "FADE", "method"),
        ("In this demonstration, we introduce ECLAIR (Enhanced CLArification for Interactive Responses), a "
         "multi-agent framework for interactive disambiguation. ECLAIR enhances query clarification.", "ECLAIR",
         "method"),
        ("Motivated by this gap, we introduce T2T(Thickening-to-Thinning), a dynamic reward framework. On incorrect "
         "attempts, T2T incentivizes thickening. T2T significantly outperforms standard baselines.", "T2T", "method"),
        # a head of a method name
        ("Recent advances in Neural Radiance Fields (NeRF) have shown great potential. NeRF representations are "
         "slow to render.", "NeRF", "method"),
        # a measure
        ("Foundation models fail in low signal-to-noise ratio (SNR) videos such as sonar.", "SNR", "metric"),
    ],
)
def test_acronym_used_as_a_system_or_measure_is_no_domain_concept(text: str, name: str, kind: str) -> None:
    assert (kind, name) in _entities(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("DeepSeek R1 and OpenAI o1 solve most of the problems.", "DeepSeek R1"),
        ("We distil GPT-4o into GPT-4o mini with synthetic dialogues.", "GPT-4o mini"),
        ("Open models (LLaMA 3 8B, DeepSeek R1 8B) trail the proprietary ones.", "DeepSeek R1 8B"),
        ("Gemini Pro and Claude Sonnet are the strongest judges.", "Gemini Pro"),
        ("It matches DeepSeek V3 at a fraction of the cost.", "DeepSeek V3"),
    ],
)
def test_model_name_keeps_a_version_or_tier_after_a_space(text: str, name: str) -> None:
    """Audit shape 13: a model name is not cut before a space-separated version ('R1') or tier ('mini')."""
    assert ("model", name) in _entities(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We use the CLIP vision encoder to embed each frame.", "CLIP"),
        ("Compared to GPT-4 base weights, the tuned model is more calibrated.", "GPT-4"),
    ],
)
def test_lower_case_words_after_a_model_name_are_no_tier(text: str, name: str) -> None:
    assert ("model", name) in _entities(text)


@pytest.mark.parametrize(
    ("text", "name", "entity"),
    [
        ("Contrastive decoding is not well-suited for AV-LLMs, where hallucinations emerge from both modalities.",
         "AV-LLMs", False),
        ("Encoder-free designs match encoder-based Video-LLMs while reducing FLOPs.", "Video-LLMs", False),
        ("To address these limitations, we present ST-VLM, a VLM enhanced for spatio-temporal reasoning.", "ST-VLM",
         True),
        ("To counter the attacks, we propose DiffPure-VLM, leveraging diffusion models.", "DiffPure-VLM", True),
    ],
)
def test_plural_kind_of_model_is_a_class_not_a_name(text: str, name: str, entity: bool) -> None:
    """'AV-LLMs', 'Video-LLMs': a plural generic model acronym after a modality names a class of systems
    (clarification 2); the singular a paper presents, or a coined prefix, is a name."""
    assert any(found == name for _, found in _entities(text)) is entity


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Our method outperforms previous ones on RealEstate10K and ACID within the same setting.", "RealEstate10K"),
        ("We evaluate hand pose estimation on InterHand2.6M with the standard protocol.", "InterHand2.6M"),
    ],
)
def test_scale_letter_glued_to_a_camel_case_name_is_part_of_it(text: str, name: str) -> None:
    """'RealEstate10K': the tokenizer splits the scale letter off the digits, as in 'FVQ-20K'."""
    assert name in {found for _, found in _entities(text)}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("The baseline models LLaVA-7B and QwenVL demonstrate enhanced resistance to hallucination.", "QwenVL"),
        ("It outperforms baselines such as E5-Mistral-7B-Instruct (15.0%) and BM25 (9.8%).", "E5-Mistral-7B-Instruct"),
    ],
)
def test_model_family_with_a_glued_tier_or_a_numbered_prefix_is_a_model(text: str, name: str) -> None:
    assert ("model", name) in _entities(text)


@pytest.mark.parametrize(
    ("text", "short", "long_form"),
    [
        ("Post-Traumatic Stress Disorder (PTSD) remains underdiagnosed in clinical settings. This study evaluates "
         "approaches for detecting PTSD from clinical interview transcripts.", "PTSD", "Post-Traumatic Stress Disorder"),
        ("The cohort comprises 532 scans from patients with Advanced Prostate Cancer (APC).", "APC",
         "Advanced Prostate Cancer"),
        ("We conduct our experiments on patients with clear cell renal cell carcinoma (ccRCC).", "ccRCC",
         "clear cell renal cell carcinoma"),
    ],
)
def test_acronym_of_a_disease_is_a_domain_term(explaining: Extractor, text: str, short: str, long_form: str) -> None:
    """A disease or clinical condition defined with its acronym is a term of the domain, not a method, at every
    mention (issue 11: 'Inborn Errors of Metabolism (IEM)')."""
    document = explained(explaining, text)
    assert not any(c.text in (short, long_form) for c in document.claims if c.type in ENTITY_TYPES)
    assert (short, "rejected/condition-acronym") in {(r.text, r.rule) for r in document.rejected or []}


def test_a_method_for_a_disease_proposed_by_the_abstract_stays_a_method() -> None:
    text = "We propose CAD-Net (Cancer Detection Network) and apply CAD-Net to screening mammograms."
    assert ("method", "CAD-Net") in _entities(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Our approach extends ZipNeRF and utilizes Grounded SAM for segmentation mask generation.", "Grounded SAM"),
        ("We evaluated LoRA placement across different modules in Grounding DINO.", "Grounding DINO"),
    ],
)
def test_capitalized_participle_before_a_family_names_a_product(text: str, name: str) -> None:
    """'Grounded SAM' is a released model built on SAM, not the method SAM (sharpness-aware minimization)."""
    assert ("model", name) in _entities(text)


def test_sentence_initial_participle_is_not_part_of_a_model_name() -> None:
    assert ("model", "Llama-2") in _entities("Pretrained Llama-2 models are used as teachers.")


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        ("Classification improves when evaluated using the Swin Transformer, achieving an accuracy of 77.78%.",
         "Swin Transformer", "method"),
        ("We introduce E-ViM, a data-efficient Vision Mamba network that preserves the 3D structure of video.",
         "Vision Mamba", "method"),
        ("We fine-tune Whisper on the Air Traffic Control Corpus dataset.", "Air Traffic Control Corpus", "dataset"),
    ],
)
def test_lexicon_word_inside_a_title_case_name_takes_the_whole_name(text: str, name: str, kind: str) -> None:
    """A lexicon name of one capitalized word ('Swin', 'Mamba', the time-series benchmark 'Traffic') inside a run
    of capitalized words is a word of the longer name."""
    entities = _entities(text)
    assert (kind, name) in entities
    assert not any(found in ("Swin", "Mamba", "Traffic") for _, found in entities)


def test_lexicon_word_alone_or_in_a_list_stays_itself() -> None:
    entities = _entities("We forecast on Electricity, Weather and Traffic. Mamba is fast. We compare with Mamba and DiT.")
    assert {("dataset", "Traffic"), ("dataset", "Weather"), ("method", "Mamba")} <= entities


@pytest.mark.parametrize(
    ("short", "words", "size"),
    [
        ("CCL", "we propose Customized Curriculum Learning", 3),
        ("PPO", "agents with Proximal Policy Optimization", 3),
        ("APA", "we propose Ancestral Prototype Adaptation", 3),
        # more words only when they add the initials: not a number, not a preposition
        ("VQA", "contains 49,919 visual question-answering", 2),
        ("TTS", "speech through text-to-speech", 1),
    ],
)
def test_long_form_whose_initials_spell_the_acronym_is_not_cut(short: str, words: str, size: int) -> None:
    """Schwartz-Hearst takes the fewest words and may take a letter from inside one ('Curriculum' gives the
    second C of CCL); when the initials of more words spell the short form, those words are the long form."""
    assert match_long_form(short, words.split()) == size


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        # introduced in the third person, or after 'new' / 'called': the paper's own name, no domain concept
        ("This paper identifies the intra-class variation problem and proposes the Intra-class Variation-Free "
         "Consensus (IVFC) loss. IVFC aligns object poses.", "IVFC", "method"),
        ("We construct a dataset called multimodal grounded chain-of-thought (MM-GCoT) consisting of 24,022 samples.",
         "MM-GCoT", "dataset"),
        # a domain concept's acronym inside a name stays the name's
        ("Furthermore, we present BEV-LLM, integrating Bird's-Eye-View (BEV) features from multi-view images into "
         "MLLMs. BEV features matter.", "BEV-LLM", "method"),
    ],
)
def test_introduced_definitions_and_names_built_on_a_concept_stay_names(text: str, name: str, kind: str) -> None:
    assert (kind, name) in _entities(text)


def test_sentence_initial_gerund_is_not_part_of_a_model_name() -> None:
    text = "Pruning 88.9% of visual tokens keeps accuracy.Taking LLaVA-1.5-7B as the base VLM, we prune tokens."
    assert ("model", "LLaVA-1.5-7B") in _entities(text)


@pytest.mark.parametrize(
    ("text", "short", "entity"),
    [
        ("Quad Bayer demosaicing is the central challenge for Hybrid Event-based Vision Sensors (HybridEVS). We "
         "demosaic HybridEVS RAW images.", "HybridEVS", False),
        ("The algorithm is evaluated on data from the SPHERE instrument at the Very Large Telescope (VLT).", "VLT",
         False),
        # the head is what decides: a method for edge devices is no device
        ("We propose the first baseline for REal-Time High-resolution image INpainting on Edge Devices (RETHINED).",
         "RETHINED", True),
    ],
)
def test_acronym_of_a_device_is_hardware(text: str, short: str, entity: bool) -> None:
    """Sensors, instruments and computing devices are no entities (clarification 4: hardware)."""
    assert any(name == short for _, name in _entities(text)) is entity


def test_imagenet_with_a_lower_case_scale_is_the_benchmark() -> None:
    assert ("dataset", "ImageNet-1k") in _entities("Extensive experiments on ImageNet-1k demonstrate the gain.")


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a place's abbreviation with periods is no name
        ("Academic choice is crucial in U.S. undergraduate education, allowing students significant freedom.",
         "U.S", None),
        ("This paper proposes the E.A.R.T.H. framework, a five-stage generative pipeline.", "E.A.R.T.H", "method"),
        # a known measure's n-gram order or variant
        ("Trained on the MS COCO 2017 dataset, our final model, Nexus, achieves a BLEU-4 score of 31.4.",
         "BLEU-4", "metric"),
        # a definition that spells out a known measure's acronym is that measure
        ("TNet-R achieves competitive performance with a mean Intersection-over-Union (mIoU) of 85.35% on ISPRS "
         "Vaihingen.", "mIoU", "metric"),
        # ... but a definition that reads the letters otherwise is not ('ASR' is also attack success rate)
        ("We propose Adaptive Support Regularization (ASR) for robust training of classifiers.", "ASR", "method"),
    ],
)
def test_abbreviations_measure_variants_and_spelled_out_measures(text: str, name: str, label: str | None) -> None:
    assert [c.type for c in extract(text) if c.text == name] == ([label] if label else [])


@pytest.mark.parametrize(
    "text",
    [
        "Using lightweight models with fewer than 500M parameters and training on Kaggle T4 GPUs, the method "
        "achieved 92% Success@10.",
        "We further expand the hypothesis space by sourcing ideas from Kaggle notebooks and arXiv papers.",
    ],
)
def test_a_platform_is_no_dataset(text: str) -> None:
    """Kaggle hosts data and competitions; the platform's name is not a dataset (guidelines, clarification 4)."""
    assert not [c for c in extract(text) if c.text == "Kaggle"]


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("Without additional training, FoCa achieves near-lossless speedups of 5.50 times on FLUX, 6.45 times on "
         "HunyuanVideo.", "FLUX", "model"),
        ("We leverage the A-VAE from FLUX to define our latent space.", "FLUX", "model"),
    ],
)
def test_a_family_written_as_its_publisher_writes_it_needs_no_version(text: str, name: str, label: str) -> None:
    """'FLUX' as its publisher writes it is the model; the need-version entry 'Flux' guards the word."""
    assert [c.type for c in extract(text) if c.text == name] == [label]


def test_a_family_that_is_also_a_word_still_needs_a_version() -> None:
    text = "Flux of particles through the membrane is measured with a new sensor."
    assert not [c for c in extract(text) if c.text == "Flux"]


@pytest.mark.parametrize(
    ("text", "dataset"),
    [
        ("Traffic sign recognition, as a core component of autonomous driving perception systems, directly "
         "influences driving safety.", None),
        ("Traffic monitoring is crucial for urban mobility, road safety, and intelligent transportation systems.",
         None),
        ("We evaluate on the ETTh1, Weather, Traffic and Electricity datasets.", "Traffic"),
    ],
)
def test_a_benchmark_named_by_an_english_noun_is_the_word_where_it_starts_a_noun_phrase(text: str,
                                                                                       dataset: str | None) -> None:  # fmt: skip
    found = [c.text for c in extract(text) if c.type == "dataset" and c.text == "Traffic"]
    assert found == ([dataset] if dataset else [])
