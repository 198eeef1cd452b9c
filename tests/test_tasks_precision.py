"""Tasks (prectasks): frequent false positives read in a random sample of corpus10k task claims."""

from __future__ import annotations

import pytest

from abstract_claims import extract


def tasks_of(text: str) -> list[str]:
    return [c.text for c in extract(text) if c.type == "task"]


@pytest.mark.parametrize(
    ("text", "not_task"),
    [
        # corpus10k sentences: 'adaptation' after a word that is no domain, language or speaker is a step of a method
        ("It is also plug-and-play allowing integrating existing surrogate-dependent unlearnable methods with little "
         "adaptation.", "little adaptation"),
        ("These findings highlight that efficient parameter adaptation via LoRA remains the most effective strategy for "
         "our tasks: sentiment analysis, paraphrase detection, and sonnet generation.", "parameter adaptation"),
        ("This paper proposes a novel visual and semantic prompt collaboration framework, which utilizes prompt tuning "
         "techniques for efficient feature adaptation.", "feature adaptation"),
        ("These results highlight the promise of transformer-based designs for multilingual handwriting generation and "
         "efficient style adaptation.", "style adaptation"),
        ("In this paper, we begin by applying and analyzing low rank adaptation in a continual learning setting.",
         "rank adaptation"),
    ],
)
def test_precision_adaptation_needs_a_domain(text: str, not_task: str) -> None:
    assert not_task not in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus10k sentences (guards, passing before too): adapting to a new domain or accent keeps its name
        ("Domain shift hurts the real-world performance of deep neural networks, necessitating unsupervised domain "
         "adaptation (UDA) to bridge this gap.", "unsupervised domain adaptation"),
        ("Speech-to-speech translation systems convert spoken input in one language to spoken output in another, "
         "typically focusing on either language translation or accent adaptation.", "accent adaptation"),
    ],
)
def test_precision_adaptation_after_a_domain(text: str, task: str) -> None:
    assert task in tasks_of(text)


@pytest.mark.parametrize(
    "text",
    [
        # corpus10k sentences: a bare 'translation' beside rotation or scaling is a shift in space
        "These motion-based descriptors achieve natural invariance to translation, rotation, and scale variations "
        "while remaining robust across different imaging modalities.",
        "Existing methods either estimate and decompose the essential matrix or directly estimate the rotation and "
        "translation to obtain the solution.",
        "Our method adversarially integrates both global transformations (e.g., rotation, translation) and local "
        "elastic deformations during training to simulate realistic low-quality conditions.",
    ],
)
def test_precision_geometric_translation(text: str) -> None:
    assert "translation" not in tasks_of(text)


def test_precision_translation_task_beside_reflection() -> None:
    # corpus10k sentence (a guard, passing before too): 'reflection' alone does not make the transform
    assert "translation" in tasks_of("The experiment involved a translation task paired with retrospective reflection.")
