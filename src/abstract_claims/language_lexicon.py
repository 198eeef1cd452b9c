"""Language names ('Chinese-English', 'English-to-Indic' are language pairs, not methods), from ISO 639.

The names come from pycountry's copy of the ISO 639-3 and ISO 639-5 tables (Debian's iso-codes): the languages
that have a two-letter ISO 639-1 code, the major languages that abstracts name, and the language families
('Indic languages' -> 'Indic'). The 7,000 smaller languages are left out: many of their names are ordinary
English words ('Even', 'Label'). Frozen at build time into ``rules/languages.json``
(``python -m abstract_claims.language_lexicon > src/abstract_claims/rules/languages.json``); pycountry is not
needed at run time. ``tests/test_language_lexicon.py`` checks the file against the installed pycountry.
"""

from __future__ import annotations

import json
import re
import sys
from importlib import metadata
from typing import Any

LEXICON_FILE = "languages.json"
LEXICON_ID = "not_entity/language"
# family names that are no language name in running text ('Artificial languages', 'Apache languages')
NOT_NAMES = frozenset(["Artificial", "Apache", "Sign", "Creoles and pidgins"])


def _plain_name(name: str) -> str:
    """'Modern Greek (1453-)' -> 'Modern Greek'; 'Catalan; Valencian' -> 'Catalan'; 'Indic languages' -> 'Indic'."""
    name = re.split(r"[;,(]", name)[0].strip()
    return re.sub(r"\s+languages$", "", name)


def build_language_lexicon() -> dict[str, Any]:
    """The lexicon as a JSON-able dict, the same on every run for one pycountry version."""
    import pycountry

    names: set[str] = set()
    for language in pycountry.languages:
        if hasattr(language, "alpha_2"):
            names.add(_plain_name(language.name))
            if hasattr(language, "common_name"):
                names.add(_plain_name(language.common_name))
    for family in pycountry.language_families:
        names.add(_plain_name(family.name))
    words = sorted(name for name in names if name and name[0].isupper() and name not in NOT_NAMES)
    return {
        "id": LEXICON_ID,
        "description": "Names of languages and language families: a language pair ('Chinese-English', "
        "'English-to-Indic') names no method, dataset or model.",
        "source": f"ISO 639-1 languages and ISO 639-5 families, pycountry {metadata.version('pycountry')}",
        "case_sensitive": True,
        "words": words,
    }


def main() -> None:
    json.dump(build_language_lexicon(), sys.stdout, ensure_ascii=False, indent=0)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
