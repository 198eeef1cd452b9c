"""Faster per-word work for each new word (issue 17 item 8, issue 16): the lexeme attribute getters that replace
spaCy's, and the suffix search that tries only the patterns that can end with a chunk's last character. Each must
give what the plain computation gives."""

from __future__ import annotations

import random
import string

import spacy
from spacy.lang.en import lex_attrs as english_lex_attrs

from abstract_claims.pipeline import SuffixSearch, _like_number, build_nlp

NLP = build_nlp()

# words of corpus abstracts, and the number words, ordinals and fractions like_num reads
WORDS = ["Model-12", "57.1", "57.1%", "1,000", "+3", "-0.5", "±2", "~10", "3/4", "1/2/3", "a/b", "first", "Third",
         "TWENTY", "ten", "tenth", "1st", "22nd", "3rd", "4th", "th", "fifth-order", "nineteen", "billionth", "ImageNet",
         "respectively,", "²", "½", "٣", "İ", "ǅ", "naïve", "", "Σ", "x\n", " ", "(", "''", "«"]


def _random_words(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    pieces = [*string.printable, "é", "ß", "İ", "ǅ", "²", "½", "٣", "first", "Ten", "st", "nd", "±", "~", "/"]
    return ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 8))) for _ in range(count)]


def test_speed_like_number_is_spacys_english_like_num() -> None:
    words = [*WORDS, *english_lex_attrs._num_words, *english_lex_attrs._ordinal_words, *_random_words(20_000, 1)]
    for word in words:
        assert _like_number(word) is english_lex_attrs.like_num(word), word


def test_speed_every_replaced_lexeme_getter_gives_spacys_value() -> None:
    ours, spacys = NLP.vocab.lex_attr_getters, spacy.blank("en").vocab.lex_attr_getters
    assert ours.keys() == spacys.keys()
    assert sum(ours[attribute] is not spacys[attribute] for attribute in ours) >= 12  # the ones replaced
    for word in filter(None, [*WORDS, *_random_words(20_000, 2)]):
        for attribute, getter in ours.items():
            value, expected = getter(word), spacys[attribute](word)
            assert value == expected and type(value) is type(expected), (word, attribute)
    lexeme = NLP.vocab["Speed-J-Model-12"]
    assert lexeme.lower_ == "speed-j-model-12" and lexeme.prefix_ == "S" and lexeme.suffix_ == "-12"
    assert lexeme.is_title and not lexeme.like_num and NLP.vocab["twentieth"].like_num


def test_speed_suffix_search_by_last_character_finds_what_the_regex_finds() -> None:
    search = NLP.tokenizer.inner.suffix_search
    assert isinstance(search, SuffixSearch) and len(search.ending_with) > 30 and "\n" not in search.ending_with
    for chunk in [*WORDS, "Model-12,", "baseline.", "(ours)", "methods", "10km", "$5", "°C.", "U.S.", "it's", "a..",
                  *_random_words(30_000, 3)]:  # fmt: skip
        for piece in {chunk, chunk + "\n", chunk[:-1]}:
            found, expected = search(piece), search.regex.search(piece)
            assert (found and found.span()) == (expected and expected.span()), piece
