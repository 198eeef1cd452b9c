"""What kind of thing a name is, from its own shape and the words the abstract puts after it: a released
checkpoint's size, a task or a collection of data named right after an acronym definition, a plural class of
language models (issue 11, method precision on real abstracts)."""

from __future__ import annotations

import pytest

from _claim_helpers import ENTITY_TYPES, claim_types, explained
from abstract_claims import Extractor


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Notably, HarborNav-32B achieves an average success rate of 41.2% on the web benchmark.", "HarborNav-32B"),
        ("We release Tessel-Coder-7B-Instruct checkpoints and the training recipes.", "Tessel-Coder-7B-Instruct"),
        ("With our fixes, the Orbit-i-1.5B model performs on par with much larger models.", "Orbit-i-1.5B"),
        ("Our MoE variant Lumen-30B-A3B matches dense models at a fraction of the cost.", "Lumen-30B-A3B"),
    ],
)
def test_entity_kinds_name_with_a_size_in_billions_is_a_model(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"model"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a size in millions or thousands counts data, not parameters
        ("We build Lay4Scene-1M, which contains over one million annotated layouts.", "Lay4Scene-1M"),
        ("Building on Quill-2M, we create a benchmark of 3,000 prompts for layout control.", "Quill-2M"),
    ],
)
def test_entity_kinds_name_with_a_size_in_millions_is_not_a_model(text: str, name: str) -> None:
    assert "model" not in claim_types(text).get(name, set())


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("To fill this gap, we define the Cross-lingual Table Retrieval (CTR) task, requiring models to locate "
         "relevant rows. We then benchmark strong retrievers on CTR.", ("Cross-lingual Table Retrieval", "CTR")),
        ("Prior work has focused on the Dialogue State Drift (DSD) task: forecasting whether a conversation "
         "will derail.", ("Dialogue State Drift", "DSD")),
        ("To address this, we introduce the task of Retail Shelf Dialogue (RSD), aimed at training assistants "
         "to answer shoppers.", ("Retail Shelf Dialogue", "RSD")),
        ("The Object Room Navigation (RoomNav) task challenges agents to find a room in an unseen house.",
         ("RoomNav",)),
        ("Sign Gesture Synthesis (SGS) is the task of generating sign video from spoken text.",
         ("Sign Gesture Synthesis", "SGS")),
        ("The Truck Routing Problem (TRP) is a complex optimization problem with many real-world constraints.",
         ("Truck Routing Problem", "TRP")),
    ],
)
def test_entity_kinds_definition_named_as_a_task_is_no_method(explaining: Extractor, text: str,
                                                              names: tuple[str, ...]) -> None:  # fmt: skip
    document = explained(explaining, text)
    entity_texts = {c.text for c in document.claims if c.type in ENTITY_TYPES}
    rejected = {r.text: r.reason for r in document.rejected or []}
    for name in names:
        assert name not in entity_texts
        assert rejected.get(name) == "task", rejected


@pytest.mark.parametrize(
    "text",
    [
        "While Transformer-based Correlated MIL (TransMIL) is a natural fit for slide-level tasks, training it is hard.",
        "Visual Prompt Tuning (VPT) is employed for downstream recognition tasks with a frozen encoder.",
    ],
)
def test_entity_kinds_definition_near_task_words_that_call_it_none(text: str) -> None:
    # the copula says what the method is used for, not that it is a task
    assert "method" in claim_types(text).get(text[text.index("(") + 1 : text.index(")")], set())


def test_entity_kinds_definition_with_a_task_head_of_another_kind_keeps_it() -> None:
    # a long form whose own head says what it is (a benchmark) is not re-read as a task
    text = "We introduce the Spoken Arithmetic Benchmark (SAB) tasks and evaluate ten speech models on them."
    assert claim_types(text).get("SAB") == {"dataset"}


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("In addition, we constructed a novel Realistic Harbor Vessel (RHV) dataset to evaluate the tracker. The "
         "RHV dataset contains 200 image sequences.", ("Realistic Harbor Vessel", "RHV")),
        ("We evaluate the system on the challenging Contract Clause Assessment (CCA) dataset.",
         ("Contract Clause Assessment", "CCA")),
        ("We also collected a Similar Birdsong Pair (SBP) dataset for acoustic similarity research.",
         ("Similar Birdsong Pair", "SBP")),
    ],
)
def test_entity_kinds_definition_before_a_data_noun_is_a_dataset(text: str, names: tuple[str, ...]) -> None:
    types = claim_types(text)
    for name in names:
        assert types.get(name) == {"dataset"}, types


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # the first collection of its kind is named after its task; a lower-case long form is a task; a plural
        # kind noun counts the benchmarks of a capability
        ("ChatLore is the first Emotionally Grounded Story-Telling (EGST) dataset for role-play.", "EGST"),
        ("We introduce the first video gesture recognition (VGR) dataset recorded with event cameras.", "VGR"),
        ("Most existing Theory of Mind (ToM) benchmarks rely on variations of the Sally-Anne test.", "ToM"),
        ("We deliver a Hebrew Machine Reading Comprehension (MRC) dataset of 10,000 questions.", "MRC"),
    ],
)
def test_entity_kinds_definition_before_a_data_noun_that_names_a_kind(text: str, name: str) -> None:
    assert "dataset" not in claim_types(text).get(name, set())


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Video Large Language Models (VideoLLMs) face a bottleneck when the number of frames grows. We evaluate "
         "three advanced VideoLLMs on long videos.", "VideoLLMs"),
        ("Speech-aware language models (SpeechLMs) may exhibit gender differentiation. Current SpeechLMs do not "
         "remove these biases.", "SpeechLMs"),
        ("We compare several OmniLLMs that accept audio and video, and find that all of them ignore the audio "
         "track.", "OmniLLMs"),
    ],
)
def test_entity_kinds_plural_class_of_language_models_is_no_name(explaining: Extractor, text: str,
                                                                 name: str) -> None:  # fmt: skip
    document = explained(explaining, text)
    assert name not in {c.text for c in document.claims if c.type in ENTITY_TYPES}
    assert name in {r.text for r in document.rejected or []}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We use hyperspectral images from the TianHui satellite as the data source for mapping.", "TianHui"),
        ("Blurry frames and events were recorded with a DAVIS240x camera in low light.", "DAVIS240x"),
        ("Navigation commands were executed by the Lunar-7 rover on a test field.", "Lunar-7"),
    ],
)
def test_entity_kinds_name_of_a_device_is_no_entity(explaining: Extractor, text: str, name: str) -> None:
    document = explained(explaining, text)
    assert name not in {c.text for c in document.claims if c.type in ENTITY_TYPES}
    assert name in {r.text for r in document.rejected or []}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We introduce a multi-modal HALO-DETR drone detector combining visible and acoustic signals.", "HALO-DETR"),
        ("A CNN pretrained on BigEarth satellite imagery classifies damaged buildings.", "BigEarth"),
    ],
)
def test_entity_kinds_device_noun_that_modifies_a_system_or_data(text: str, name: str) -> None:
    assert name in claim_types(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We survey the limitations of LLM-driven Agentic AI in home care settings.", "LLM-driven Agentic AI"),
        ("Our approach is compared with API-based LLMs and with fine-tuned encoders.", "API-based LLMs"),
        ("We validated the segmentation on FLAIR-weighted MRI scans of 40 subjects.", "FLAIR-weighted MRI"),
        ("Training takes two days on eight RTX-6000 GPUs with mixed precision.", "RTX-6000 GPUs"),
        ("While Large Audio-Language Models handle speech well, they ignore music.", "Large Audio-Language Models"),
    ],
)
def test_entity_kinds_capitalized_words_with_a_generic_head_are_no_name(text: str, name: str) -> None:
    assert name not in claim_types(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a capitalized name whose head is an ordinary word of the generic lexicon is still a name (clarification 1)
        ("Specifically, Spiral Attention employs a static mask where each token attends to nearby tokens.",
         "Spiral Attention"),
        ("The network incorporates a Cross-Scale Transformer for feature fusion across resolutions.",
         "Cross-Scale Transformer"),
    ],
)
def test_entity_kinds_capitalized_name_with_an_ordinary_generic_head_stays(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"method"}


@pytest.mark.parametrize(
    ("text", "short", "label"),
    [
        # the bracket closes on a hyphenated word: the definition is still read, and its long form decides
        ("We compare against a multi-objective genetic algorithm (MOGA)-based approach. MOGA is slow.", "MOGA",
         None),
        ("We introduce Sparse Dictionary Probe (SDP)-based interpretability to chest imaging.", "SDP", "method"),
    ],
)
def test_entity_kinds_definition_glued_to_a_hyphenated_word(text: str, short: str, label: str | None) -> None:
    types = claim_types(text)
    assert types.get(short) == ({label} if label else None), types


def test_entity_kinds_proposed_plural_models_stay() -> None:
    # the abstract's own models, proposed by name, are not a class
    text = "We propose OrcaLMs, a family of small models for tabular reasoning. OrcaLMs outperform larger baselines."
    assert claim_types(text).get("OrcaLMs", set()) & {"method", "model"}


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # corpus sentences: the paper's own system, named after the released family it builds on, and the
        # appositive says it is a framework or an approach (guidelines, clarification 3)
        ("We present CLIP-IN, a novel framework that bolsters CLIP's fine-grained perception through two core "
         "innovations.", "CLIP-IN", "method"),
        ("We introduce Wan-Animate, a unified framework for character animation and replacement.", "Wan-Animate",
         "method"),
        ("This paper introduces SAM-PTx, a parameter-efficient approach for adapting SAM using frozen CLIP-derived "
         "text embeddings as class-level semantic guidance.", "SAM-PTx", "method"),
        # a release of the family itself: the appositive's head is a model noun
        ("We introduce Qwen3-Omni, a unified multimodal model that handles text, images and audio.", "Qwen3-Omni",
         "model"),
    ],
)
def test_entity_kinds_proposed_family_name_with_a_method_appositive_is_a_method(text: str, name: str,
                                                                               label: str) -> None:
    assert claim_types(text).get(name) == {label}


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # corpus sentences: the items of one parenthesized list share a type, two items are enough there
        ("We validate our D3 on 4 open-source datasets (Gen-Video, VideoPhy, EvalCrafter, VidProM), 40 subsets "
         "in total.", "VidProM", "dataset"),
        ("QUAN is evaluated on image classification (CIFAR-10/100, ImageNet), object detection (COCO, DOTA), and "
         "robotic perception tasks.", "CIFAR-10/100", "dataset"),
        ("Our models significantly outperform strong multilingual baselines (mBERT, mT5, MuRIL) in perplexity.",
         "MuRIL", "model"),
    ],
)
def test_entity_kinds_items_of_one_parenthesized_list_share_a_type(text: str, name: str, label: str) -> None:
    assert claim_types(text).get(name) == {label}


def test_entity_kinds_a_comma_after_an_opening_phrase_is_no_list() -> None:
    # 'On X, Y reaches ...': outside parentheses a comma alone makes no list
    assert claim_types("On ImageNet-1K, MaskMix-B reaches 84.1% top-1 accuracy.").get("MaskMix-B") == {"method"}


@pytest.mark.parametrize(
    ("text", "name", "left"),
    [  # corpus sentences: a capitalised dataset head after a name is part of it; the bare name is not claimed there
        ("In this paper, we first introduce the X2Edit Dataset, a comprehensive dataset covering 14 diverse editing "
         "tasks. X2Edit is built with industry-leading unified image generation models.", "X2Edit Dataset", None),
        ("We compile the proceedings of the CLiC-it conference into the CLiC-it Corpus, providing a comprehensive "
         "analysis of its metadata.", "CLiC-it Corpus", None),
        ("We assess 3 VLMs on a diverse subset of traffic situations sampled from the Waymo Open Dataset.",
         "Waymo Open Dataset", "Waymo Open"),
        ("Our model surpasses the top-performing approaches from the CARLA Leaderboard by achieving lower "
         "infraction scores.", "CARLA Leaderboard", "CARLA"),
        ("This paper presents our solution for the MIDOG 2025 Challenge Track 2, which focuses on binary "
         "classification of mitotic figures.", "MIDOG 2025 Challenge", "MIDOG 2025"),
    ],
)
def test_entity_kinds_capitalised_dataset_head_is_part_of_the_name(text: str, name: str, left: str | None) -> None:
    types = claim_types(text)
    assert types.get(name) == {"dataset"}, types
    assert left is None or left not in types, types


def test_entity_kinds_lower_case_or_plural_dataset_head_stays_out() -> None:
    # 'dataset' in lower case says what the name is; a plural head may cover a list of names
    assert claim_types("We evaluate on the nuScenes dataset.").get("nuScenes") == {"dataset"}
    types = claim_types("Experiments on the nuScenes and Waymo Open Datasets validate the approach.")
    assert types.get("Waymo Open") == {"dataset"} and "Waymo Open Datasets" not in types, types


@pytest.mark.parametrize(
    ("text", "name"),
    [  # corpus sentences: a released model and the backbone variant it was released in are one checkpoint
        ("Our approach leverages the CLIP ViT-B/16 backbone and enhances it through Low-Rank Adaptation.",
         "CLIP ViT-B/16"),
        ("The method outperforms LAION CLIP ViT-H/14 with an SVM head and improves on DFN ViT-L/14.", "CLIP ViT-H/14"),
    ],
)
def test_entity_kinds_model_with_its_backbone_variant_is_one_model(text: str, name: str) -> None:
    types = claim_types(text)
    assert types.get(name) == {"model"}, types
    assert name.split(" ")[-1] not in types, types
