"""Tasks (tasks13): causes found by comparing with the d12/d13/arxiv-dev task errors, read on corpus abstracts."""

from __future__ import annotations

import pytest

from abstract_claims import extract


def tasks_of(text: str) -> list[str]:
    return [c.text for c in extract(text) if c.type == "task"]


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus3k sentences: 'removal' and 'erasure' end a task's name after the thing removed
        ("In this paper, we propose Dereflection Any Image, a comprehensive solution with an efficient data preparation "
         "pipeline and a generalizable model for robust reflection removal.", "reflection removal"),
        ("Due to the dense information in text and patterns covered by shadows, document shadow removal requires "
         "specialized methods.", "document shadow removal"),
        ("Text-to-Image diffusion models can produce undesirable content that necessitates concept erasure techniques.",
         "concept erasure"),
        ("Cloud removal (CR) remains a challenging task in remote sensing image processing.", "CR"),
    ],
)
def test_tasks13_removal_heads(text: str, task: str) -> None:
    assert task in tasks_of(text)


@pytest.mark.parametrize(
    "text",
    [
        # a verb before the head, and no thing removed
        "Watermarks are typically expected to preserve the integrity of the target image, withstand removal attempts, "
        "and prevent unauthorized replication onto unrelated images.",
        "We study the removal of redundant tokens and show that efficient removal keeps accuracy.",
    ],
)
def test_tasks13_no_removal_task(text: str) -> None:
    assert not [t for t in tasks_of(text) if t.endswith("removal")]


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus3k sentences: 'decomposition' names a task after the words the field names it by
        ("Our method synergistically trains for both monocular depth estimation and intrinsic image decomposition.",
         "intrinsic image decomposition"),
        ("Existing image decomposition methods are trained on a set of superimposed input images and the respective "
         "unmixed target images.", "image decomposition"),
        ("We propose four modules: LLM-based scene decomposition, LLM-based motion planning, motion refinement network "
         "and compositional SDS, to tackle the two challenges in a divide-and-conquer strategy.", "scene decomposition"),
    ],
)
def test_tasks13_bound_decomposition(text: str, task: str) -> None:
    assert task in tasks_of(text)


@pytest.mark.parametrize(
    "text",
    [
        # after other words a technique (corpus10k shapes)
        "We factorize the joint action-value function through value decomposition and train agents with QMIX.",
        "The planner relies on task decomposition to split long instructions into subgoals.",
        "We compress the embedding tables with tensor decomposition.",
    ],
)
def test_tasks13_decomposition_technique(text: str) -> None:
    assert not [t for t in tasks_of(text) if t.endswith("decomposition")]


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus10k sentences: 'decoding' names a task after the brain signal or behaviour read out
        ("Brain decoding currently faces significant challenges in individual differences, modality alignment, and "
         "high-dimensional embeddings.", "Brain decoding"),
        ("We investigate its potential for versatile EEG decoding, assessing performance on a range of few-shot and "
         "zero-shot settings.", "EEG decoding"),
        ("Despite limited data, SSENSE achieves promising results, demonstrating that general-purpose language "
         "representations can serve as effective priors for neural decoding.", "neural decoding"),
    ],
)
def test_tasks13_bound_decoding(text: str, task: str) -> None:
    assert task in tasks_of(text)


def test_tasks13_speculative_decoding_is_no_task() -> None:
    text = "We accelerate LLM inference with speculative decoding and contrastive decoding."
    assert not [t for t in tasks_of(text) if t.endswith("decoding")]


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus10k sentences: two adjectives share a lexicon term's head, as they share a head noun's
        ("In this work, we address multilingual and cross-lingual emotion detection by leveraging adapter-based "
         "fine-tuning with multilingual pre-trained language models.", "multilingual and cross-lingual emotion detection"),
        ("Despite the demonstrated effectiveness of transformer models in NLP, and image and video classification, the "
         "available tools fall short.", "image and video classification"),
    ],
)
def test_tasks13_shared_lexicon_head(text: str, task: str) -> None:
    assert task in tasks_of(text)
