"""Tasks on fresh corpus shapes (task10): acronym definitions whose long form spells its hyphenated compounds or its
modality mapping with one letter a part."""

from __future__ import annotations

import pytest

from abstract_claims import extract


def typed(text: str) -> list[tuple[str, str]]:
    return [(c.text, c.type) for c in extract(text) if c.type not in ("number", "result")]


def tasks_of(text: str) -> list[str]:
    return [c.text for c in extract(text) if c.type == "task"]


@pytest.mark.parametrize(
    ("text", "long_form", "short"),
    [
        # a hyphenated compound gives one letter of the short form
        ("Current methods struggle in complex multi-hop question answering (MQA) tasks. Results on MQA benchmarks "
         "improve.", "multi-hop question answering", "MQA"),
        ("Group-level emotion recognition (GER) aims to identify holistic emotions in a scene. We improve GER "
         "performance.", "Group-level emotion recognition", "GER"),
        ("Zero-shot Image Captioning (ZIC) increasingly uses synthetic data. Our method improves ZIC.",
         "Zero-shot Image Captioning", "ZIC"),
        # the short form abbreviates the whole task phrase, not only the words the pair finder took
        ("Multi-Target Multi-Camera Tracking (MTMC) is an essential computer vision task. MTMC systems track people.",
         "Multi-Target Multi-Camera Tracking", "MTMC"),
        # a modality mapping: each part gives a letter ('to' too)
        ("Developing high-quality text-to-speech (TTS) systems for low-resource languages is hard. We improve TTS "
         "performance.", "text-to-speech", "TTS"),
        ("Recent advances in text-to-audio (TTA) generation excel at short clips. Prior TTA baselines fail.",
         "text-to-audio", "TTA"),
    ],
)
def test_tasks10_acronym_of_a_task_spelled_by_its_compounds(text: str, long_form: str, short: str) -> None:
    found = typed(text)
    assert (long_form, "task") in found
    assert [t for t in found if t[0] == short] == [(short, "task"), (short, "task")]


@pytest.mark.parametrize(
    "text",
    [
        # letters that do not spell the task phrase leave the short form to the entity rules
        "Prompt tuning with semantic alignment for anomaly detection (APT) is a new prior method.",
        "We propose a weakly-supervised temporal forgery localization (MDP) framework.",
    ],
)
def test_tasks10_acronym_not_spelled_by_the_task_is_no_task(text: str) -> None:
    short = text.split("(")[1].split(")")[0]
    assert short not in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Infrared small target detection (ISTD) is one of the key techniques in image processing. ISTD is hard.",
         ["Infrared small target detection", "ISTD", "ISTD"]),
        ("Atmospheric turbulence hinders downstream vision tasks like target detection.", ["target detection"]),
        ("Our code-based representation improves LLMs in 3D shape understanding and shape completion.",
         ["3D shape understanding", "shape completion"]),
        ("Accurate plant counting informs crop yield prediction and density assessment.",
         ["plant counting", "crop yield prediction", "density assessment"]),
    ],
)
def test_tasks10_noun_that_is_also_a_verb_modifies_a_task_head(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 'target' before other heads names the target domain or data, not the task
        ("The LLM iteratively queries a target machine translation model to guide generation.",
         ["machine translation"]),
        # ('feature adaptation' is a step of a method: 'adaptation' names a task only after a domain, tasks.BOUND_HEADS)
        ("We then perform self-supervised target feature adaptation on unlabeled data.", []),
        # after a modal or 'to' the word is the verb
        ("Such models may target detection of rare events.", []),
    ],
)
def test_tasks10_noun_verb_outside_its_heads_or_as_a_verb(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


def test_tasks10_hyphenated_short_form_of_a_task() -> None:
    text = ("Deshpande et al. proposed the Conditional Semantic Textual Similarity (C-STS) task. "
            "We train a C-STS model on cleaned C-STS data.")
    assert [t for t in typed(text) if t[0] == "C-STS"] == [("C-STS", "task")] * 3


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Diffusion models have become the dominant paradigm for artistic style transfer and makeup transfer.",
         ["artistic style transfer", "makeup transfer"]),
        ("Our framework enables high-fidelity motion transfer across identities.", ["motion transfer"]),
        # other transfers are learning schemes
        ("Knowledge transfer from the teacher improves cross-lingual transfer.", []),
        ("De-identification in the healthcare setting removes identifying information; we apply LLMs to "
         "de-identification.", ["De-identification", "de-identification"]),
        ("Speaker diarization and automated fact-checking remain hard.", ["Speaker diarization", "fact-checking"]),
        ("Existing text anonymization techniques hurt utility.", ["text anonymization"]),
        # 'classical' says when, not which task
        ("Classical mesh texturing techniques blend captured images.", ["mesh texturing"]),
        # a reasoning model's reasoning is what it does, not a task
        ("Our analysis reveals distinct patterns in LRM reasoning.", []),
    ],
)
def test_tasks10_task_heads_of_the_field(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Pretrained segmentation models for cardiac magnetic resonance imaging (MRI) struggle to generalize. "
        "We augment cardiac MRI data.",
        "Structural magnetic resonance imaging (sMRI) shows atrophy. sMRI scans are costly.",
    ],
)
def test_tasks10_imaging_modality_with_its_acronym_is_no_task(text: str) -> None:
    assert tasks_of(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Extensive evaluations on survival prediction show gains.", ["survival prediction"]),
        ("We apply LLMs to clinical trial matching and signal reconstruction.",
         ["clinical trial matching", "signal reconstruction"]),
        ("Drones enable efficient animal counting in the wild.", ["animal counting"]),
        # an adjective in -al before a weak head still says how, not which task
        ("We add causal prediction and temporal matching.", []),
    ],
)
def test_tasks10_noun_in_al_modifies_a_weak_head(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We evaluate zero-shot image-text retrieval on two benchmarks.", ["zero-shot image-text retrieval"]),
        ("Its application to the downstream Image-Text Retrieval (ITR) task is challenging. ITR needs alignment.",
         ["Image-Text Retrieval", "ITR", "ITR"]),
        # a modality with another kind of word after the hyphen still says how
        ("We propose image-based retrieval for products.", []),
    ],
)
def test_tasks10_two_modalities_paired_name_a_cross_modal_task(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Experiments show gains on indoor lighting estimation and building segmentation.",
         ["indoor lighting estimation", "building segmentation"]),
        ("Aggression cues boost cyberbullying detection.", ["cyberbullying detection"]),
        ("Our approach enables efficient image demosaicing on mobile devices.", ["image demosaicing"]),
        # the -ing word as a verb with its object
        ("This is essential for building autonomous travel planning agents.", ["autonomous travel planning"]),
        ("We propose a method for building Question-Answering (QA) systems. QA is hard.",
         ["Question-Answering", "QA", "QA"]),
    ],
)
def test_tasks10_noun_in_ing_modifies_a_task_head(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


def test_tasks10_two_heads_of_one_object_share_a_short_form() -> None:
    text = ("Foundation models are adapted to downstream tasks like image forgery detection and localization (IFDL). "
            "We propose a unified IFDL framework.")
    assert tasks_of(text) == ["image forgery detection and localization", "IFDL", "IFDL"]
