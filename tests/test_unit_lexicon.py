"""rules/measurement_units.json is quantulum3's unit database, frozen: it must match the installed quantulum3."""

from __future__ import annotations

import json

import pytest

from abstract_claims.rules import RuleSet, default_rules_dir
from abstract_claims.unit_lexicon import LEXICON_FILE, build_unit_lexicon, measurement_unit


def test_unit_lexicon_matches_the_installed_quantulum3() -> None:
    shipped = json.loads((default_rules_dir() / LEXICON_FILE).read_text(encoding="utf-8"))
    rebuilt = build_unit_lexicon()
    assert rebuilt["quantulum3_version"] == shipped["quantulum3_version"], (
        "quantulum3 changed: regenerate with `python -m abstract_claims.unit_lexicon > "
        "src/abstract_claims/rules/measurement_units.json` and review the diff"
    )
    assert rebuilt == shipped


@pytest.mark.parametrize(
    ("word", "unit"),
    [("ms", "millisecond"), ("GB", "gigabyte"), ("hours", "hour"), ("seconds", "second"), ("s", "second"),
     ("tokens", None), ("models", None), ("m", "metre"), ("K", None), ("drops", None)],
)
def test_unit_lexicon_words_after_a_number(word: str, unit: str | None) -> None:
    assert measurement_unit(word) == unit
    assert RuleSet.load().measurement_units.lookup(word) == unit


@pytest.mark.parametrize(
    ("sentence", "value", "unit"),
    [
        # the unit as written, singular, not quantulum3's name for it ('degree angle', 'metre', 'micrometre')
        ("The gimbal holds the camera within 1 degree of level while the vehicle turns.", 1.0, "degree"),
        ("The robot localizes itself to within 12 degrees of heading on all test routes.", 12.0, "degree"),
        ("The slides were digitized at a resolution of 0.5 microns per pixel before tiling.", 0.5, "micron"),
        ("the drone keeps a mean tracking error of 0.8 meters over the full trajectory", 0.8, "meter"),
        ("with a mean tracking error of 2.4 centimetres on the test track", 2.4, "centimetre"),
        ("the model forecasts rainfall 6 hours ahead", 6.0, "hour"),
    ],
)
def test_a_measurement_word_is_its_singular_as_written(sentence: str, value: float, unit: str) -> None:
    from abstract_claims import Extractor

    numbers = [claim for claim in Extractor().claims(sentence) if claim.type == "number"]
    assert [(claim.value, claim.unit, claim.kind) for claim in numbers if claim.value == value] == [
        (value, unit, "scalar")
    ]


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("Cross-view localization estimates the 3 degrees of freedom pose of a ground image from aerial imagery.", 3.0),
        ("We control a 7 degrees of freedom robotic arm from language instructions.", 7.0),
        ("The test statistic has 1 degree of freedom under the null hypothesis.", 1.0),
    ],
)
def test_degrees_of_freedom_are_counted_not_measured(sentence: str, value: float) -> None:
    from abstract_claims import Extractor

    numbers = [claim for claim in Extractor().claims(sentence) if claim.type == "number" and claim.value == value]
    assert [(claim.unit, claim.kind) for claim in numbers] == [("degree of freedom", "count")]
