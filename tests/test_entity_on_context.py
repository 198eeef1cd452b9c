"""Datasets read from the words around 'on X': a modifier between 'on' and the name, the verb that reports an
evaluation after it, and a list closed by a lower-case kind of data (issue 11, dataset recall on fresh abstracts)."""

from __future__ import annotations

import pytest

from _claim_helpers import claim_types


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # the verb that reports what the evaluation found closes the name
        ("Extensive experiments on TerraSplat-3K demonstrate that our method outperforms existing methods.",
         "TerraSplat-3K"),
        ("Experiments on HarborScan show that the detector improves recall from 0.61 to 0.72.", "HarborScan"),
        ("Our evaluations on VistaQA reveal biometric leakages across the tested systems.", "VistaQA"),
        # one modifier between 'on (the)' and the name
        ("We report results on the public RetinaPair-V2, where our model sets a new state of the art.", "RetinaPair-V2"),
        ("On NSF CoralSeg-5, a single annotated example recovers most of the full-supervision accuracy.", "CoralSeg-5"),
        # a list closed by a lower-case kind of data
        ("Experiments on paired OCT-to-SLO and fundus datasets demonstrate consistent improvements.", "OCT-to-SLO"),
        ("We evaluate on real-world TrafficNet-S and synthetic datasets.", "TrafficNet-S"),
    ],
)
def test_on_context_reads_a_dataset(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"dataset"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # after a modifier, the names of 'X and Y architectures' are what the list's last noun says
        ("The impact of freezing on contemporary DetNet5 and DetNet7 architectures remains unexplored.", "DetNet5"),
        # a number word or 'both' is no modifier of a name
        ("We study how the networks behave on both T1- and T2-weighted modalities.", "T2-weighted"),
        # after a modifier, 'with' may go on to say what the named design is combined with
        ("Comparing our results on the gated RecurNet with zoneout to earlier results, we see gains.", "RecurNet"),
        # 'built on' names what a system is made from
        ("Building on pretrained VoxLM, our system transcribes speech in noisy settings.", "VoxLM"),
    ],
)
def test_on_context_leaves_other_names(text: str, name: str) -> None:
    assert "dataset" not in claim_types(text).get(name, set())


def test_a_plural_class_after_a_modifier_stays_no_entity() -> None:
    text = ("Most studies are limited to small synthetic TGs and lack an evaluation of reasoning. We propose "
            "FlowTG, a framework to perform link forecasting on real-world TGs.")
    assert "TGs" not in claim_types(text)
