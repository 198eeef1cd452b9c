"""Fast per-token classes (extractor.py's punctuation run, entities/view.py's lexeme slots): each is compared
with the definition it replaces, on the seed abstracts, on real-shaped sentences and on generated text."""

from __future__ import annotations

import contextlib
import re
from typing import Any

import numpy
import spacy
from hypothesis import given
from hypothesis import strategies as st

from _hypothesis_profiles import fuzz_settings
from abstract_claims import Extractor
from abstract_claims.extractor import PUNCTUATION_RUN, has_pathological_parts, has_punctuation_run
from abstract_claims.pipeline import LexemeSlots, _tokens

# the definition has_punctuation_run replaces
_PUNCTUATION_RUN = re.compile(rf"[^\w\s]{{{PUNCTUATION_RUN},}}")

# ASCII word characters, white space (\x1c-\x1f are white space to str.isspace and to re's \s), punctuation
_ALPHABET = "aZ09_ \t\n\r\x0b\x0c\x1c\x1f!#$%&()*+,-./:;<=>?@[\\]^`{|}~'\"" + "é—ß\u00a0\u2009·"


def _entities(extractor: Extractor) -> Any:
    return dict(extractor.nlp.pipeline)["abstract_claims_entities"]


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


def _dict_classes(view: Any, rules: Any) -> tuple[bytes, bytes]:
    """TextView.classify's answer from the per-word cache, whatever the view holds."""
    view._classified_by = None
    view.classify(rules)
    return view.classes, view.compounds


def test_lexeme_slots_give_the_per_word_classes(extractor, seed_documents) -> None:  # type: ignore[no-untyped-def]
    """The view's classes, read from the lexemes' slots when the view is built, are the per-word cache's, on
    every seed abstract; the first reading writes the slots, the second reads them."""
    component = _entities(extractor)
    rules = component.entity_rules
    read = 0
    for document in seed_documents:
        for _ in range(2):
            view, _, _ = component._view(extractor.nlp.make_doc(document.text))
            if view._classified_by is rules:
                read += 1
                slots = (view.classes, view.compounds)
                assert slots == _dict_classes(view, rules), document.doc_id
    assert read >= len(seed_documents)  # most seed abstracts have no line-break token (their classes are slots)


def test_lexeme_slots_after_a_memory_zone(seed_documents) -> None:  # type: ignore[no-untyped-def]
    """Lexemes made in a memory zone are freed with it: the words met there and later again are read right."""
    extractor = Extractor()
    component = _entities(extractor)
    rules = component.entity_rules
    texts = [document.text for document in seed_documents[:12]]
    unseen = "Zorblax-9 and QuuxNet beat FlimFlam on GlorpBench-2 with 71.3 Glorp@5."
    read = 0
    for text in [*texts, unseen]:  # in a zone, then outside, then in another zone
        for zoned in (True, False, True):
            with extractor.nlp.memory_zone() if zoned else contextlib.nullcontext():
                view, _, _ = component._view(extractor.nlp.make_doc(text))
                if view._classified_by is rules:
                    read += 1
                    assert (view.classes, view.compounds) == _dict_classes(view, rules), text
    assert read >= 3 * 8


def test_two_lexeme_slot_caches_on_one_vocabulary_keep_their_own_answers(extractor, seed_documents) -> None:  # type: ignore[no-untyped-def]
    """A slot written by one cache is no answer of another (each has its tag): two caches with different answers,
    read in turn on the same docs, each give their own answers."""
    component = _entities(extractor)
    real = component.entity_rules.token_classes
    other = LexemeSlots(_Constant(300))
    mine = LexemeSlots(real)
    for document in seed_documents[:15]:
        doc = extractor.nlp.make_doc(document.text)
        tokens = _tokens(doc, document.text)[0]
        expected = numpy.array([real[token.text] for token in tokens], dtype=numpy.ushort).tobytes()
        for _ in range(2):
            assert mine.packed(doc, tokens) == expected
            assert other.packed(doc, tokens) == numpy.full(len(tokens), 300, dtype=numpy.ushort).tobytes()


class _Constant(dict[str, int]):
    def __init__(self, value: int) -> None:
        super().__init__()
        self.value = value

    def __missing__(self, word: str) -> int:
        return self.value


def test_lexeme_slots_leave_a_vocabulary_with_vectors_alone() -> None:
    nlp = spacy.blank("en")
    nlp.vocab.set_vector("model", numpy.ones(3, dtype="float32"))
    row = nlp.vocab["model"].rank
    doc = nlp("the model wins")
    slots = LexemeSlots(_Constant(5))
    assert slots.packed(doc, _tokens(doc, doc.text)[0]) is None
    assert nlp.vocab["model"].rank == row
