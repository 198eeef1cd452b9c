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
