"""The cost of words not met before (speed round 35, the cold path): every lexeme attribute getter that
replaces one of spaCy's gives spaCy's value for every string, and the per-word caches of the entity rules give
the answers of the plain computations."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import spacy
from hypothesis import given, settings
from hypothesis import strategies as st
from spacy.lang import lex_attrs

from abstract_claims.pipeline import build_nlp

ROOT = Path(__file__).resolve().parents[1]
NLP = build_nlp()
SPACYS = spacy.blank("en").vocab.lex_attr_getters
OURS = NLP.vocab.lex_attr_getters


def _corpus_words() -> list[str]:
    """Every token of the seeds and the corpus slice, and every white-space separated piece of their sources."""
    texts = [path.read_text(encoding="utf-8") for path in sorted((ROOT / "seeds").glob("*.txt"))]
    with (ROOT / "tests" / "data" / "arxiv-ml-slice.jsonl").open(encoding="utf-8") as lines:
        for line in lines:
            record = json.loads(line)
            texts.extend(value for value in record.values() if isinstance(value, str))
    words = {token.text for text in texts for token in NLP.tokenizer(text)}
    words.update(piece for text in texts for piece in text.split())
    return sorted(words)


CORPUS_WORDS = _corpus_words()
# the edges of the replaced getters: runs of one shape class of 4 and 5, 99 and 100 characters, ASCII punctuation
# and currency beside their non-ASCII kin, number words, quotes and brackets of one and two characters, e-mails
EDGES = ["", "a", "aaaa", "aaaaa", "AAAAA", "11111", "-----", "....", "x" * 99, "x" * 100, "é" * 120, "Ab1-Cd2_e",
         "$", "$$", "$5", "€", "$€", "£", "!?", "¡", "«»", "-", "+", "~", "±", "@", "a@b.co", "x@y", "@@",
         "first", "Twentieth", "1st", "2nd", "ninety", "1,000", "3/4", "½", "²", "٣", "İ", "ǅ", "K", "Σ", "ß",
         "(", ")", "[", "]", "{", "}", "<", ">", '"', "'", "`", "''", "``", "'''", "‘", "’", "“", "”", "„", "‹", "❮",
         "'s", "'S", "’s", "--", "---", "US$", "C$", "Mex$", "E£", "…", "—", "THE", "The", "nevertheless", "en"]


def _same_values(word: str) -> None:
    for attribute, getter in OURS.items():
        try:
            expected = SPACYS[attribute](word)
        except IndexError:  # (prefix and like_url of '': spaCy makes no lexeme of it)
            with pytest.raises(IndexError):
                getter(word)
            continue
        value = getter(word)
        assert value == expected and type(value) is type(expected), (word, attribute, value, expected)


def test_speed_every_lexeme_getter_but_the_ones_left_is_replaced() -> None:
    assert OURS.keys() == SPACYS.keys()
    left = [attribute for attribute in OURS if OURS[attribute] is SPACYS[attribute]]
    assert not left, left  # (each of spaCy's Python getters has a faster one here)


def test_speed_lexeme_getters_on_corpus_words_and_edges() -> None:
    assert len(CORPUS_WORDS) > 2000
    for word in [*CORPUS_WORDS, *EDGES]:
        _same_values(word)


def test_speed_lexeme_getters_on_every_single_character() -> None:
    for code in range(0x3000):
        _same_values(chr(code))
        _same_values(chr(code) * 5)


@settings(max_examples=2000, deadline=None)
@given(st.text(max_size=120))
def test_speed_lexeme_getters_on_any_text(word: str) -> None:
    _same_values(word)


@settings(max_examples=2000, deadline=None)
@given(st.lists(st.sampled_from([*"aAzZ09-.$@'`(«/,+~±é²İ ", "st", "th", "http://", "www."]), max_size=110).map("".join))
def test_speed_lexeme_getters_on_ascii_like_text(word: str) -> None:
    _same_values(word)


def test_speed_word_shapes_are_spacys_when_met_again() -> None:
    # a shape is kept per string of character classes: words of the same classes share it
    for word in ["ImageNet-1k", "GraphNet-2k", "ImageNet-1k", "ab", "zz", "Ab", "1a", "a1", "....."]:
        assert OURS[spacy.attrs.SHAPE](word) == lex_attrs.word_shape(word), word
    lexeme = NLP.vocab["SpeedY-Model-2026"]
    assert lexeme.shape_ == "XxxxxX-Xxxxx-dddd" and not lexeme.is_stop and lexeme.lang_ == "en"
    assert NLP.vocab["The"].is_stop and NLP.vocab["'S"].norm_ == "'s" and NLP.vocab["(("].is_punct
