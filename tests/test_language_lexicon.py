"""rules/languages.json is ISO 639 from pycountry, frozen: it must match the installed pycountry."""

from __future__ import annotations

import json

import pytest

from abstract_claims import extract
from abstract_claims.language_lexicon import LEXICON_FILE, build_language_lexicon
from abstract_claims.rules import default_rules_dir


def test_language_lexicon_matches_the_installed_pycountry() -> None:
    shipped = json.loads((default_rules_dir() / LEXICON_FILE).read_text(encoding="utf-8"))
    assert build_language_lexicon() == shipped, (
        "pycountry changed: regenerate with `python -m abstract_claims.language_lexicon > "
        "src/abstract_claims/rules/languages.json` and review the diff"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Our system ranks first on the Chinese-English and English-to-Indic tracks.",
        "We report results for Tamil-to-English translation.",
    ],
)
def test_language_pairs_are_not_entities(text: str) -> None:
    assert [c.text for c in extract(text) if c.type in ("method", "dataset", "model")] == []
