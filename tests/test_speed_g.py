"""Fast paths of speedG (extractor.py, pipeline.py, entities/view.py): each is compared with the definition it
replaces, on the seed abstracts, on real-shaped sentences and on generated text."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from _hypothesis_profiles import fuzz_settings
from abstract_claims.extractor import PUNCTUATION_RUN, has_pathological_parts, has_punctuation_run

# the definition has_punctuation_run replaces
_PUNCTUATION_RUN = re.compile(rf"[^\w\s]{{{PUNCTUATION_RUN},}}")

# ASCII word characters, white space (\x1c-\x1f are white space to str.isspace and to re's \s), punctuation
_ALPHABET = "aZ09_ \t\n\r\x0b\x0c\x1c\x1f!#$%&()*+,-./:;<=>?@[\\]^`{|}~'\"" + "é—ß\u00a0\u2009·"


def test_punctuation_run_is_the_regex_on_the_seeds(seed_documents) -> None:  # type: ignore[no-untyped-def]
    for document in seed_documents:
        text = document.text
        assert has_punctuation_run(text) == (_PUNCTUATION_RUN.search(text) is not None)
        # and with a run of 16 and of 15 symbols put in the middle
        middle = len(text) // 2
        for run in ("%" * 16, "-=" * 8, "_" * 16, "$\\{}^" * 3, "!" * 15):
            padded = text[:middle] + run + text[middle:]
            assert has_punctuation_run(padded) == (_PUNCTUATION_RUN.search(padded) is not None), run


@fuzz_settings(400)
@given(st.text(alphabet=_ALPHABET, max_size=80), st.integers(min_value=0, max_value=24))
def test_punctuation_run_is_the_regex_on_generated_text(text: str, run: int) -> None:
    for candidate in (text, text[: len(text) // 2] + "#" * run + text[len(text) // 2 :], "(" * run + text):
        assert has_punctuation_run(candidate) == (_PUNCTUATION_RUN.search(candidate) is not None), candidate


def test_punctuation_run_reads_each_ascii_character_as_the_regex_class_does() -> None:
    """Each ASCII character alone, in a run of 16: found exactly when the regex class matches it ('_' is a word
    character, \\x1c is white space)."""
    for code in range(128):
        text = f"a {chr(code) * 16} b"
        assert has_punctuation_run(text) == (_PUNCTUATION_RUN.search(text) is not None), repr(chr(code))
    assert has_pathological_parts("A table: " + "=" * 40 + " and more.")
    assert not has_pathological_parts("Scores rose (+12.5%) over [3]--[5]; see {\\S}4.")
