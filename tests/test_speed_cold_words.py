"""The cost of words not met before (speed round 35, the cold path): every lexeme attribute getter that
replaces one of spaCy's gives spaCy's value for every string, and the per-word caches of the entity rules give
the answers of the plain computations."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import partial
from pathlib import Path

import pytest
import spacy
from hypothesis import given, settings
from hypothesis import strategies as st
from spacy.lang import lex_attrs

from abstract_claims.entities import lexicons, shapes
from abstract_claims.entities.families import _compound_reading
from abstract_claims.entities.shapes import (
    _METRIC_PREFIX,
    _METRIC_PREFIX_STARTS,
    _is_capitalized,
    is_name_shaped,
)
from abstract_claims.entities.view import (
    T_CAPITAL,
    T_CAPITALIZED,
    T_COMPOUND,
    T_FAMILY,
    T_METRIC,
    T_ON,
    T_OPEN,
    T_ORGANIZATION,
    T_TRIGGER,
)
from abstract_claims.pipeline import build_nlp
from abstract_claims.regex_literals import holds_literals

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


# The per-word answers of the entity rules: the first computation for a word takes shortcuts, each compared here
# with the definition it shortens (as written before, below).
RULES = dict(NLP.pipeline)["abstract_claims_entities"].entity_rules
_DASH = re.compile(r"[-–]")
_INITIALS_WITH_PERIODS = re.compile(r"[A-Z]\.[A-Z]\.?")


def _is_name_shaped_before(text: str) -> bool:
    if len(text) < 2 or not text[0].isalpha() or _INITIALS_WITH_PERIODS.fullmatch(text):
        return False
    uppers = sum(map(str.isupper, text))
    digits = any(map(str.isdigit, text))
    if sum(map(str.isalpha, text)) < 2 and not digits:
        return False
    if uppers >= 2 and any(map(str.isupper, text[1:])):
        return True
    if text[0].isupper() and text.endswith("+") and text.rstrip("+").isalnum():
        return True
    if text[0].islower() and uppers == 1 and len(text) >= 4 and text.isalnum() and any(map(str.isupper, text[1:3])):
        return True
    return text[0].isupper() and digits and "-" in text


def _is_capitalized_before(text: str) -> bool:
    return (text[:1].isupper() and any(map(str.islower, text[1:]))) or _is_name_shaped_before(text)


def _token_class_before(text: str) -> int:
    lower = text.lower()
    flags = 0
    last_part = _DASH.split(lower)[-1] if "-" in text or "–" in text else lower
    if last_part in RULES.metric_head_words or (text[:1] in _METRIC_PREFIX_STARTS and _METRIC_PREFIX.match(text)):
        flags |= T_METRIC
    if not text.islower() and (text[:1].isalpha() or text[:1] in ("(", "[", "{")):
        flags |= T_CAPITAL
    if lower in RULES.propose_verbs or lower in RULES.naming_verbs or lower == "our":
        flags |= T_TRIGGER
    families = RULES.family_prefixes.get(lower[:2])
    if families and lower.startswith(families):
        flags |= T_FAMILY
    if text == "(":
        flags |= T_OPEN
    if lower == "on":
        flags |= T_ON
    if text in RULES.organizations:
        flags |= T_ORGANIZATION
    if _is_capitalized_before(text):
        flags |= T_CAPITALIZED
    return flags | (T_COMPOUND if _compound_reading(text, RULES) is not None else 0)


def _same_word_answers(word: str) -> None:
    assert is_name_shaped(word) is _is_name_shaped_before(word), word
    assert _is_capitalized(word) is _is_capitalized_before(word), word
    assert RULES.token_classes[word] == _token_class_before(word), word


def test_speed_word_answers_on_corpus_words_and_edges() -> None:
    for word in [*CORPUS_WORDS, *EDGES, "U.S.", "E.A.R.T.H.", "u.s.", "Ab.C", "F1-macro", "ResNet–50", "xLSTM",
                 "nuPlan", "LLaMA-2", "GPT-4o", "-", "–", "a–b-c", "ImageNetV2", "ﬁne-tuning"]:  # fmt: skip
        _same_word_answers(word)


def test_speed_a_word_in_lower_case_has_no_capital() -> None:
    # (the shortcut of is_name_shaped, _is_capitalized and token_class: str.islower leaves out every isupper)
    for code in range(0x110000):
        char = chr(code)
        assert not ((char + "a").islower() and char.isupper()), code


@settings(max_examples=2000, deadline=None)
@given(st.text(max_size=30) | st.lists(st.sampled_from([*"aAzZ09-–.+(é²İ", "Bench", "GPT", "ResNet", "on", "our"]),
                                       max_size=8).map("".join))  # fmt: skip
def test_speed_word_answers_on_any_text(word: str) -> None:
    _same_word_answers(word)


# A pattern tried only when the text passes its gate (the literals read off it, or a test written beside it):
# every text it matches passes.
_GATED_PATTERNS = [
    (shapes._DATASET_VARIANT, True, partial(holds_literals, shapes._DATASET_VARIANT_NEEDS)),
    (shapes._THOUSANDS_SUFFIX, True, lambda text: text.endswith(("K", "k"))),
    (shapes._METRIC_VARIANT, True, partial(holds_literals, shapes._METRIC_VARIANT_NEEDS)),
    (shapes._MODEL_WORD_END, False, partial(holds_literals, shapes._MODEL_WORD_END_NEEDS)),
    (shapes._SIZE_SUFFIX, True, partial(holds_literals, shapes._SIZE_SUFFIX_NEEDS)),
    (shapes._INITIALS_WITH_PERIODS, True, partial(holds_literals, shapes._INITIALS_NEEDS)),
    (lexicons._NUMBER_FORMAT, True, lambda text: text[-1:].isdigit()),
    (shapes._SIGNED_GAIN, False, partial(holds_literals, shapes._SIGNED_GAIN_NEEDS)),
    (shapes._INNER_DASH, False, lambda text: "-" in text or "–" in text),
]


@pytest.mark.parametrize(("pattern", "full", "gate"), _GATED_PATTERNS)
def test_speed_a_gated_pattern_matches_only_texts_past_its_gate(pattern: re.Pattern[str], full: bool,
                                                                gate: Callable[[str], bool]) -> None:  # fmt: skip
    match = pattern.fullmatch if full else pattern.search
    for text in [*CORPUS_WORDS, *EDGES, "Model\n", "VBench-2.0", "KonIQ-10k", "Qwen3-30B-A3B", "BF16", "E4M3", "E.A."]:
        assert not match(text) or gate(text), (pattern.pattern, text)

    @settings(max_examples=300, deadline=None)
    @given(st.from_regex(pattern, fullmatch=full))
    def matched(text: str) -> None:
        assert match(text) and gate(text), text

    matched()
