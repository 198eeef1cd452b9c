"""Task acronyms on real abstract sentences: a definition whose long form spells its hyphenated compounds or its
modality mapping, a hyphenated short form, two heads of one object sharing a short form; and the acronyms that are
no task (not spelled by the task, an imaging modality)."""

from __future__ import annotations

import pytest

from _claim_helpers import tasks_of, typed


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
def test_tasks_acronym_of_a_task_spelled_by_its_compounds(text: str, long_form: str, short: str) -> None:
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
def test_tasks_acronym_not_spelled_by_the_task_is_no_task(text: str) -> None:
    short = text.split("(")[1].split(")")[0]
    assert short not in tasks_of(text)


def test_tasks_hyphenated_short_form_of_a_task() -> None:
    text = ("Deshpande et al. proposed the Conditional Semantic Textual Similarity (C-STS) task. "
            "We train a C-STS model on cleaned C-STS data.")
    assert [t for t in typed(text) if t[0] == "C-STS"] == [("C-STS", "task")] * 3


@pytest.mark.parametrize(
    "text",
    [
        "Pretrained segmentation models for cardiac magnetic resonance imaging (MRI) struggle to generalize. "
        "We augment cardiac MRI data.",
        "Structural magnetic resonance imaging (sMRI) shows atrophy. sMRI scans are costly.",
    ],
)
def test_tasks_imaging_modality_with_its_acronym_is_no_task(text: str) -> None:
    assert tasks_of(text) == []


def test_tasks_two_heads_of_one_object_share_a_short_form() -> None:
    text = ("Foundation models are adapted to downstream tasks like image forgery detection and localization (IFDL). "
            "We propose a unified IFDL framework.")
    assert tasks_of(text) == ["image forgery detection and localization", "IFDL", "IFDL"]
