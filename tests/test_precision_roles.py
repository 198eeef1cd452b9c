"""Result roles and outcome decisions fixed from a reading of random corpus results (precroles), each on real
corpus sentences."""

from __future__ import annotations

import pytest

from _result_helpers import datasets_of

# --- a leading 'on D,' after an opening adverb scopes the sentence, as 'On D,' does


@pytest.mark.parametrize(
    ("text", "value", "dataset"),
    [
        ("Furthermore, on the closed-loop Bench2Drive dataset, our approach achieves a 22\\% improvement in the "
         "driving score (DS), significantly outperforming existing baselines.", "22\\%", "Bench2Drive"),
        ("Notably, on the challenging open-loop nuScenes dataset, TTOG reduces the L2 distance by 36.06\\%.",
         "36.06\\%", "nuScenes"),
        ("For instance, on the PACS benchmark, pruning ViT, BeiT, and DeiT models by 50\\% using the Hessian metric "
         "resulted in accuracy drops of only -2.94\\%, -1.42\\%, and -1.72\\%, respectively, while achieving speed "
         "boosts of 2.5x, 1.81x, and 2.15x.", "2.5x", "PACS"),
    ],
)
def test_a_scope_after_an_opening_adverb_names_the_dataset(text: str, value: str, dataset: str) -> None:
    assert datasets_of(text)[value] == dataset


def test_a_scope_whose_comma_continues_a_list_names_no_one_dataset() -> None:
    text = ("Empirically, on several benchmarks such as Minerva Algebra, MATH-500, and GSM8K, Thinkless is able to "
            "reduce the usage of long-chain thinking by 50% - 90%, significantly improving the efficiency of "
            "Reasoning Language Models.")
    assert datasets_of(text)["90%"] != "Minerva Algebra"
