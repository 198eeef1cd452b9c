"""Task acronyms on real abstract sentences: a definition whose long form spells its hyphenated compounds or its
modality mapping, a hyphenated short form, two heads of one object sharing a short form; and the acronyms that are
no task (not spelled by the task, an imaging modality, a part of the paper's method)."""

from __future__ import annotations

import pytest

from _claim_helpers import claims_of, tasks_of, typed


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


@pytest.mark.parametrize(
    ("text", "not_task"),
    [
        # corpus10k sentences: an acronym definition listed as a part of the paper's method names that part
        ("Our approach consists of two core modules: Cross-modal Consistency Learning (CMCL) and Multi-modal "
         "Collaborative Diagnosis (MMCD).", "Cross-modal Consistency Learning"),
        ("Our approach consists of two core modules: Cross-modal Consistency Learning (CMCL) and Multi-modal "
         "Collaborative Diagnosis (MMCD).", "CMCL"),
        ("We introduce two key methods: Parts-Aware Re-weighting (PAR) and Parts Consistency Enhancement (PCE).",
         "Parts Consistency Enhancement"),
        ("CMCL includes Pseudo-label Generation (PLG) and Cross-modal Consistency Diagnosis (CMCD).",
         "Pseudo-label Generation"),
        ("CMCL includes Pseudo-label Generation (PLG) and Cross-modal Consistency Diagnosis (CMCD).", "CMCD"),
        ("Our core mechanism, Boundary Consistency Regularized Multi-Task Learning (BCRM), enforces prediction "
         "agreement between teacher and student models on both segmentation masks and detailed semantic boundaries.",
         "BCRM"),
        ("In this work, we propose a post-hoc method, Perturbation-Rectified OOD detection (PRO), based on the "
         "insight that prediction confidence for OOD inputs is more susceptible to reduction under perturbation than "
         "in-distribution (IND) inputs.", "Perturbation-Rectified OOD detection"),
        ("Using multi-view integration, 3D keypoints are reconstructed and evaluated with the Rapid Entire Body "
         "Assessment (REBA) method.", "Rapid Entire Body Assessment"),
        ("Our method at its core utilizes the Elevation-Constrained Spatial Road Clustering (ECSRC) algorithm for "
         "robust anomaly correction, significantly reducing surface roughness and fitting errors.", "ECSRC"),
    ],
)
def test_tasks_acronym_of_a_method_part(text: str, not_task: str) -> None:
    assert not_task not in tasks_of(text)


def test_tasks_method_part_is_a_method() -> None:
    claims = claims_of("Using multi-view integration, 3D keypoints are reconstructed and evaluated with the Rapid "
                       "Entire Body Assessment (REBA) method.")
    assert ("method", "REBA") in claims


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus10k sentences (guards): a plural noun before a comma ends a clause; a known task acronym keeps its
        # reading before 'framework'
        ("Despite the rapid evolution of learning and computer vision algorithms,\nFine-Grained Classification (FGC) "
         "still poses an open problem in many\npractically relevant applications.", "FGC"),
        ("We propose UAV-VLN, a novel end-to-end\nVision-Language Navigation (VLN) framework for Unmanned Aerial "
         "Vehicles (UAVs)\nthat seamlessly integrates Large Language Models (LLMs) with visual perception\nto "
         "facilitate human-interactive navigation.", "VLN"),
    ],
)
def test_tasks_acronym_of_a_task_stays(text: str, task: str) -> None:
    assert task in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "task", "not_task"),
    [
        # corpus10k sentences: a verb or a degree adjective before a task acronym is no part of the task
        ("It detects critical MT errors and provides actionable feedback, helping users decide whether to accept or "
         "reject MT outputs even without the knowledge of the target language.", "MT", "reject MT"),
        ("Our approach demonstrate superior performances with limited retrieved frames (5-10) compared with other "
         "SOTA methods and baselines on two major video QA datasets, NExT-QA and EgoSchema.", "video QA",
         "major video QA"),
    ],
)
def test_task_acronym_after_verb_or_degree_word(text: str, task: str, not_task: str) -> None:
    tasks = tasks_of(text)
    assert task in tasks
    assert not_task not in tasks
