"""Tasks (task12): shapes found by comparing with TDMSci train and read on corpus abstracts."""

from __future__ import annotations

import pytest

from abstract_claims import extract


def tasks_of(text: str) -> list[str]:
    return [c.text for c in extract(text) if c.type == "task"]


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus3k sentences (shortened): a bare task head before a measure noun that is no metric names the task measured
        ("Extensive experiments demonstrate the superior dehazing performance and visual quality of our approach "
         "over existing methods.", "dehazing"),
        ("Our model achieves strong transliteration performance, with Char-BLEU scores of 96.37 for Urdu->Roman-Urdu.",
         "transliteration"),
        ("Our experiments reveal that these approaches enhance translation performance by an average of +1.47 BLEU.",
         "translation"),
        ("Evaluated on several synthetic and real-world scenes, TranSplat yields excellent 3D object extractions and "
         "relighting performance compared to recent baseline methods.", "relighting"),
    ],
)
def test_tasks12_bare_head_before_a_measure_noun(text: str, task: str) -> None:
    assert task in tasks_of(text)


@pytest.mark.parametrize(
    "text",
    [
        # an operation on any input: how well the method's step works, not a task's name
        "Experimental results demonstrate that CP-SSM surpasses Transformer-based models in classification "
        "performance while significantly reducing computational complexity.",
        "Extensive experiments on two public datasets demonstrate the effectiveness of the proposed framework, showing "
        "significant improvements in segmentation performance.",
        # a thing, not a measure: the head modifies it
        "We release the translation models and the parsing pipeline.",
    ],
)
def test_tasks12_no_task_before_other_nouns(text: str) -> None:
    assert tasks_of(text) == []


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus10k sentences: NLP task heads ('slot schema induction', 'entity resolution', Papers with Code titles);
        # 'induction' is a task where the abstract names it one (an acronym definition, 'for', 'on')
        ("In task-oriented dialogue (TOD) systems, Slot Schema Induction (SSI) is essential for automatically "
         "identifying key information slots from dialogue data without manual intervention.", "Slot Schema Induction"),
        ("We evaluate our parser on unsupervised grammar induction for ten languages.", "unsupervised grammar induction"),
        ("This is an ideal benchmark to test the key features of our pipeline, including automatic named entity "
         "recognition and entity resolution.", "entity resolution"),
    ],
)
def test_tasks12_nlp_task_heads(text: str, task: str) -> None:
    assert task in tasks_of(text)


def test_tasks12_resolution_after_other_nouns_is_the_pixel_count() -> None:
    assert tasks_of("Our method renders novel views at a higher image resolution than prior work.") == []


@pytest.mark.parametrize(
    "text",
    [
        # corpus10k: a technique or a theory named by 'induction', not a task
        "These results suggest that our K-step return induction offers a promising direction for enhancing RL-based KD.",
        "Our approach leverages a multi-agent framework with reverse-prompt induction to distill supervision.",
    ],
)
def test_tasks12_induction_as_a_technique_is_not_a_task(text: str) -> None:
    assert tasks_of(text) == []


def test_tasks12_a_head_before_a_bound_head_it_cannot_modify() -> None:
    # corpus10k: 'resolution' is a task head only after 'coreference' and the like, so 'image generation' keeps its head
    text = "We release (4) enhanced image generation resolution, and (5) emergent image editing capabilities."
    assert "image generation" in tasks_of(text)
