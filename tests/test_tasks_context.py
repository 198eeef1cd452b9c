"""Task heads that need the abstract to name them as tasks, on real sentences of corpus abstracts: a technique-like
head ('modeling') is a task only after a purpose preposition, before a cue noun or after a cue noun in its clause
(or where the abstract names it so once); a bare head after a hyphenated adjective of manner is the act done some way,
while a setting adjective ('fine-grained', 'document-level') is part of the task's name; 'remote sensing' and 'time
series' modify a task head as one noun."""

from __future__ import annotations

import pytest

from abstract_claims import extract


def tasks_of(text: str) -> list[str]:
    return [c.text for c in extract(text) if c.type == "task"]


@pytest.mark.parametrize(
    "text",
    [
        # a modeling step inside a method, not a task the paper solves
        "LAWCAT integrates causal Conv1D layers to enhance local dependency modeling and employs normalized gated "
        "linear attention.",
        "It handles transmission delays via multi-scale motion modeling and two-stage compensation.",
        "Existing methods overlook the fine-grained semantic and prosodic interaction modeling.",
        # a bare head after a hyphenated adjective of manner: how the act is done
        "We give quantitative findings utilizing InceptionReNetv2-based classification to demonstrate the effectiveness.",
        "It encodes graphs as sequences, enabling linear-time parsing with n tagging actions.",
        # a phrase made one hyphenated word says how or where ('off-the-shelf', 'on-the-fly', 'human-in-the-loop')
        "Tasks are generated through a carefully designed synthesis pipeline with human-in-the-loop verification.",
        "Additionally, VisioFirm has on-the-fly segmentation powered by Segment Anything accelerated through WebGPU.",
        # after 'without': a step left out, not the task solved
        "CapRecover recovers labels or captions directly from intermediate features without image reconstruction.",
        # the bare object of 'we propose / introduce' is the paper's method
        "During decoding, to reduce the latency of long sequences, we propose KV Cache compression to remove caches.",
        "We propose Domain Adaptation via Feature Refinement (DAFR2), a simple yet effective framework.",
        # the verb of a plural subject after a determiner is no modifier
        "In these temporal graphs, these settings demand reasoning over who interacts with whom and when.",
        "These findings highlight retrieval augmentation as a promising direction for real-world use.",
        # the whole object of 'via' / 'using': the means of another act
        "In addition, we optimize Anchor Box sizes using K-means clustering and deploy a new regression loss.",
        "Finally, we reconstruct B-mode images via depth-resolved echo extraction across the acquisition geometry.",
        # an evaluative adjective leaves no task modifier
        "Reptile meta-updates enable quick adaptation with little data.",
    ],
)
def test_tasks_techniques_and_manner_are_no_tasks(text: str) -> None:
    assert tasks_of(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a technique-like head named as a task: a purpose preposition, a cue noun before or after
        ("Decoder-only language models have become the dominant architecture for reward modeling in RLHF.",
         ["reward modeling"]),
        ("Such superiority also benefits downstream tasks like dynamics modeling.", ["dynamics modeling"]),
        ("This study investigates this phenomenon by evaluating LLMs on the task of automated process modeling, where "
         "the goal is to generate a formal model.", ["process modeling"]),
        ("The model outperforms models 175 times larger on safety preference modeling tasks.",
         ["safety preference modeling"]),
        # the task solved, not the step left out after 'without'
        ("Such models perform document-level Visual Question Answering without Optical Character Recognition.",
         ["Visual Question Answering"]),
        # ... unless named as a task
        ("This paper introduces generalized face discovery (GFD), a novel open-world face recognition task.",
         ["generalized face discovery", "GFD", "open-world face recognition"]),
        ("This study introduces urban spatial reasoning as a new challenge for VLMs.", ["urban spatial reasoning"]),
        ("We propose cross-lingual coreference resolution as a way of transferring information to other languages.",
         ["cross-lingual coreference resolution"]),
        # ... but a known task, or one the sentence calls a task, stays
        ("We investigated using machine translation to create a parallel corpus.", ["machine translation"]),
        ("Using multilingual question answering and named entity recognition as example tasks, we show the gains.",
         ["multilingual question answering", "named entity recognition"]),
        # the name starts after 'off-the-shelf'
        ("We show consistent performance improvements on off-the-shelf multimodal retrieval models (e.g., VISTA).",
         ["multimodal retrieval"]),
        # the setting adjective of a bare head stays in the task's name
        ("Our method sets a new state-of-the-art for language-driven segmentation.", ["language-driven segmentation"]),
        ("Experiments on CUB200 fine-grained classification show consistent gains.", ["fine-grained classification"]),
        # 'remote sensing', 'time series': one noun before the head
        ("Time series forecasting is a foundational task across domains, such as finance and healthcare.",
         ["Time series forecasting"]),
        ("However, their direct application to time series forecasting remains challenging.",
         ["time series forecasting"]),
        ("Multispectral remote sensing object detection is one of the important applications.",
         ["Multispectral remote sensing object detection"]),
    ],
)
def test_tasks_named_in_context_are_kept(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


def test_tasks_technique_like_head_named_once_is_a_task_at_every_mention() -> None:
    text = ("We present small reward models as scalable alternatives for preference modeling. While challenges remain "
            "in building generalist models and conversational preference modeling, the results are promising.")
    assert tasks_of(text) == ["preference modeling", "conversational preference modeling"]


def test_tasks_setting_adjective_keeps_an_acronym_definition() -> None:
    text = ("Existing methods fall short in clinical scenarios requiring fine-grained segmentation (FGS), which remains "
            "challenging. We propose ASM-UNet, a novel Mamba-based architecture for FGS.")
    assert tasks_of(text) == ["fine-grained segmentation", "FGS", "FGS"]


@pytest.mark.parametrize(
    "text",
    [
        # who does the activity, not what is done: an agent before a cognitive head
        "Human tutoring interventions play a crucial role in supporting student learning, improving academic "
        "performance.",
        "The approach achieves 86.5% alignment with human reasoning and 75.3% agreement on novelty conclusions.",
        # an imaging modality or a monitoring application, not a problem a system is evaluated on
        "Acquiring and annotating large datasets in ultrasound imaging is challenging due to low contrast.",
        "The open-source implementation provides a scalable solution for behavior monitoring, contributing to "
        "precision pig farming.",
        # an act in progress inside a method
        "The method delivers accurate, fine-grained confidence scores during text generation.",
        # a participle says how the activity is done
        "Combined with a three-block prompting strategy, it enables step-wise, grounded reasoning for the LLM.",
        "To address this, we propose MultiCrafter, a framework that ensures high-fidelity, preference-aligned "
        "generation.",
        # the generation of a method's intermediate steps is a generic activity
        "Large reasoning models achieve remarkable performance through extensive chain-of-thought generation, yet "
        "exhibit inefficiency.",
    ],
)
def test_tasks_capabilities_applications_and_acts_in_progress_are_no_tasks(text: str) -> None:
    assert tasks_of(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a kind of generation, not a manner ('personalized'), and a modality that conditions the output
        ("Personalized generation in T2I diffusion models aims to naturally incorporate individual subjects.",
         ["Personalized generation"]),
        ("Gaussian Splatting pipelines have opened new possibilities for text-conditioned generation, editing, and "
         "semantic scene understanding.", ["text-conditioned generation", "semantic scene understanding"]),
        # an application head named as a task by its cue noun
        ("We benchmark VideoQA models for traffic monitoring tasks.", ["VideoQA", "traffic monitoring"]),
        # a task named once is the task also during another act
        ("We study code generation with retrieval. Definitions provide contextual grounding during code generation.",
         ["code generation", "code generation"]),
    ],
)
def test_tasks_kinds_and_named_applications_are_kept(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an evaluative adjective or a verb starts no task, and a head alone after one is the act
        ("Our investigation identifies lazy reasoning during the thinking stage as the primary factor.", []),
        ("Models often struggle to differentiate between physically valid and invalid reasoning.", []),
        ("Our findings establish machine unlearning as a practical framework for enhancing fairness.",
         ["machine unlearning"]),
        ("Extensive experiments on four well-known logical reasoning benchmarks show consistent gains.",
         ["logical reasoning"]),
        # a phenomenon of training, not a task
        ("However, DL algorithms can suffer from shortcut learning, in which spurious features drive predictions.", []),
        # a purpose preposition across two words the phrase leaves out names a technique-like head as a task
        ("We propose a novel training framework for more adequate preference modeling through attention-level "
         "optimization.", ["preference modeling"]),
        # 'apparent' and 'complementary' name settings of the field ('apparent personality', 'complementary labels')
        ("The model achieves competitive results for apparent personality estimation.",
         ["apparent personality estimation"]),
    ],
)
def test_tasks_evaluative_words_verbs_and_phenomena(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an adjective naming the input or setting makes a weak head a task's name, as a noun does
        ("However, security issues in visual grounding for VLMs remain underexplored.", ["visual grounding"]),
        ("We address temporal localization and visual tracking in long videos.",
         ["temporal localization", "visual tracking"]),
        ("Specialized ordinal regression methods remain unexplored.", ["ordinal regression"]),
        # not before a cognitive head (a capability) or a technique-like head, and 'textual' stays out
        ("MLLMs lack visual understanding and temporal modeling.", []),
        ("Inspired by the success of textual inversion in personalizing diffusion models, we propose a method.", []),
        # before the other weak heads the adjective says what a step works on ...
        ("A forgery discrepancy learning module, built upon a visual reconstruction paradigm, is proposed.", []),
        ("We propose a modular framework that introduces visual verification into the reasoning process.", []),
        ("The system processes video footage by applying temporal interpolation for continuity.", []),
        # ... a task only where the abstract names one
        ("It evaluates models through three novel QA tasks that require spatial localization and temporal prediction.",
         ["QA", "temporal prediction"]),
    ],
)
def test_tasks_kind_adjective_before_a_weak_head(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a learning scheme inside a method is no task ...
        ("Compared to manually designed prompts, prompt learning eliminates the need for expert knowledge.", []),
        ("These enhanced object features then guide attribute learning through a cross-attention mechanism.", []),
        # ... unless the abstract names it as one
        ("Results on multi-task learning benchmarks improve.", ["multi-task learning"]),
    ],
)
def test_tasks_learning_is_a_task_only_where_named_so(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected
