"""Tasks (prectasks2): frequent false positives read in random samples of corpus10k task claims."""

from __future__ import annotations

import pytest

from abstract_claims import extract


def claims_of(text: str) -> list[tuple[str, str]]:
    return [(c.type, " ".join(c.text.split())) for c in extract(text)]


def tasks_of(text: str) -> list[str]:
    return [name for kind, name in claims_of(text) if kind == "task"]


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
def test_precision_acronym_of_a_method_part(text: str, not_task: str) -> None:
    assert not_task not in tasks_of(text)


def test_precision_method_part_is_a_method() -> None:
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
def test_precision_acronym_of_a_task_stays(text: str, task: str) -> None:
    assert task in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "not_task"),
    [
        # corpus10k sentences: 'modeling' of an aspect of the input is a mechanism, also after 'for' or 'in'
        ("Specifically, for style modeling, we propose a style representation learning scheme to encode the style "
         "information into a compact representation.", "style modeling"),
        ("For appearance modeling, we develop FastPaint, a 2-steps diffusion model tailored for instant inpainting, "
         "which focuses on maintaining spatial appearance consistency.", "appearance modeling"),
        ("While recent state space models like Mamba show potential for long-range dependency modeling, their "
         "unfolding operations and fixed scan paths on 1D sequences fail to adapt to local object semantics.",
         "long-range dependency modeling"),
        ("Our study theoretically and empirically demonstrates that highly certain predictions in background "
         "modeling enhance the confidence of corresponding foreground modeling.", "background modeling"),
        ("These features are explicitly warped into a canonical space via a deformation offset field, eliminating "
         "the need for MLP-based motion modeling.", "motion modeling"),
    ],
)
def test_precision_modeling_of_an_aspect(text: str, not_task: str) -> None:
    assert not_task not in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus10k sentences (guards): 'modeling' of a thing the model outputs after a purpose word stays a task
        ("In this work, we present a\nsystematic analysis of the effect of base model selection on reward modeling\n"
         "performance.", "reward modeling"),
        ("We present an open-source, low-cost photogrammetry system for 3D plant\nmodeling and phenotyping.",
         "3D plant modeling"),
    ],
)
def test_precision_modeling_of_a_thing(text: str, task: str) -> None:
    assert task in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "not_task"),
    [
        # corpus10k sentences: after a purpose preposition, 'X learning' with X no learning setting is a scheme or
        # a step of a method, not a task
        ("R1-Searcher++ employs a two-stage\ntraining strategy: an initial SFT Cold-start phase for preliminary "
         "format\nlearning, followed by RL for Dynamic Knowledge Acquisition.", "preliminary format learning"),
        ("The model first extracts significant\nfeatures via projection and self-attention, then applies "
         "frequency-based\nfiltering to preserve essential structural information for prompt learning.",
         "prompt learning"),
    ],
)
def test_precision_learning_scheme_after_purpose_word(text: str, not_task: str) -> None:
    assert not_task not in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus10k sentences (guards): a learning setting after a purpose preposition names the learning problem
        ("Subsequently, a cross-domain\none-stage fusion training strategy is proposed, utilizing the large language\n"
         "model (LLM) as a unified interface for multi-source multi-task learning.", "multi-task learning"),
        ("Model merging has emerged as a promising approach for unifying independently\nfine-tuned models into an "
         "integrated framework, significantly enhancing\ncomputational efficiency in multi-task learning.",
         "multi-task learning"),
    ],
)
def test_precision_learning_setting_after_purpose_word(text: str, task: str) -> None:
    assert task in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "not_task"),
    [
        # corpus10k sentences: 'performance' is the measure of any method; 'enhancement' after a word that is no
        # signal is a step of a method
        ("Significant recent efforts have been dedicated to developing LLM unlearning\nbenchmarks such as WMDP "
         "(Weapons of Mass Destruction Proxy) and MUSE (Machine\nUnlearning Six-way Evaluation), facilitating "
         "standardized unlearning\nperformance assessment and method comparison.", "performance assessment"),
        ("Ablation studies further investigate the application strategies of\nfeature enhancement and consistency "
         "constraints, underscoring the significant\ncontributions of the proposed modules.", "feature enhancement"),
        ("We present DualPrompt-MedCap, a novel dual-prompt enhancement framework that\naugments Large "
         "Vision-Language Models (LVLMs) through two specialized\ncomponents.", "dual-prompt enhancement"),
    ],
)
def test_precision_generic_enhancement(text: str, not_task: str) -> None:
    assert not_task not in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus10k sentences (guards): enhancing a signal, or an enhancement named by its acronym, is a task
        ("Recent years have\nwitnessed promising progress in fundus image enhancement.", "fundus image enhancement"),
        ("Experimental results show that PPTformer achieves state-of-the-art performance\non image deraining, defocus "
         "deblurring, desnowing, and low-light enhancement.", "low-light enhancement"),
        ("Facial Aesthetics Enhancement (FAE) aims to improve facial attractiveness by\nadjusting the structure and "
         "appearance of a facial image while preserving its\nidentity as much as possible.",
         "Facial Aesthetics Enhancement"),
    ],
)
def test_precision_signal_enhancement(text: str, task: str) -> None:
    assert task in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "not_task"),
    [
        # corpus10k sentences: a manner or degree adjective before an activity head says how it is done
        ("However, most existing works share two constraints: 1) heavy reliance on explicit instructions with little "
         "reasoning on implicit user intention; 2) negligence of inter-step route planning on robot moves.",
         "little reasoning"),
        ("However, both approaches fall short, either omitting reasoning entirely or producing imitative reasoning "
         "that limits generalization.", "imitative reasoning"),
        ("MedSegFactory unlocks on-demand generation of paired medical images and segmentation masks through "
         "user-defined prompts that specify the target labels, imaging modalities, anatomical regions, and "
         "pathologies.", "on-demand generation"),
        ("This research paper presents an innovative ship detection system tailored for applications like maritime "
         "surveillance and ecological monitoring.", "innovative ship detection"),
    ],
)
def test_precision_manner_adjective(text: str, not_task: str) -> None:
    assert not_task not in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus10k sentences (guards): the manner word leaves the task; 'tiny' and 'repetitive' name tasks
        ("This research paper presents an innovative ship detection system tailored for applications like maritime "
         "surveillance and ecological monitoring.", "ship detection"),
        ("Tiny object detection plays a vital role in drone surveillance, remote sensing, and autonomous systems, "
         "enabling the identification of small targets across vast landscapes.", "Tiny object detection"),
        ("Repetitive action counting, which aims to count periodic movements in a video, is valuable for video "
         "analysis applications such as fitness monitoring.", "Repetitive action counting"),
    ],
)
def test_precision_manner_adjective_guards(text: str, task: str) -> None:
    assert task in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus10k sentences: 'small target', 'long document', 'long video' are compounds of the field's task names,
        # and 'infrared' is an adjective, not a participle
        ("Aiming at the detection difficulties of infrared images such as complex\nbackground, low signal-to-noise "
         "ratio, small target size and weak brightness, a\nlightweight infrared small target detection algorithm "
         "ISTD-YOLO based on\nimproved YOLOv7 was proposed.", "infrared small target detection"),
        ("For documents, FRAG achieves over 20% improvements on MP-DocVQA\ncompared with recent LMMs specialized in "
         "long document understanding.", "long document understanding"),
    ],
)
def test_precision_compound_modifiers_stay(text: str, task: str) -> None:
    assert task in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "not_task"),
    [
        # corpus10k sentences: matching a model's quantity is an objective or a step of a method
        ("Our approach\nleverages 1) activation matching, an intermediate constraint that encourages\nstudent to align "
         "its token-wise dependencies.", "activation matching"),
        ("By doing so, FReM helps quick-thinking models\nmove beyond superficial pattern matching and narrows the "
         "reasoning space for\nslow-thinking models to avoid unnecessary exploration.", "pattern matching"),
        ("Recent learning-based MVS\nframeworks overlook the geometric information embedded in features and\n"
         "correlations, leading to weak cost matching.", "cost matching"),
    ],
)
def test_precision_matching_objective(text: str, not_task: str) -> None:
    assert not_task not in tasks_of(text)


def test_precision_feature_matching_stays() -> None:
    # corpus10k sentence (guard): matching image features is a task
    assert "feature matching" in tasks_of("Robust and efficient local feature matching plays a crucial role in\n"
                                          "applications such as SLAM and visual localization for robotics.")


@pytest.mark.parametrize(
    ("text", "task", "not_task"),
    [
        # corpus10k sentences: 'on-device', '-performing', '-realistic' say where or how well, not which task
        ("The rapid advancements in Large Vision Language Models (LVLMs) offer the\npotential to surpass conventional "
         "labeling by generating richer, more detailed\ndescriptions of on-device human behavior understanding (HBU) "
         "in low-resolution\nvision systems, such as depth, thermal, and infrared.", "human behavior understanding",
         "on-device human behavior understanding"),
    ],
)
def test_precision_describing_hyphen_adjective(text: str, task: str, not_task: str) -> None:
    tasks = tasks_of(text)
    assert task in tasks
    assert not_task not in tasks


def test_precision_performing_is_no_task_modifier() -> None:
    # corpus10k sentence
    text = ("Our experiments show an mAP50-95 of 98.8 for sugar-beet detection\nand an mIoU of 64.0 for the "
            "best-performing segmentation model.")
    assert "best-performing segmentation" not in tasks_of(text)
