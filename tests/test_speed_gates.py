"""Faster forms of number and result patterns (issue 16), each checked against the form it stands for: a pattern
written for ASCII text, a pattern tried only where its words are, a narrower search after a cheap test. On the
seed abstracts and on generated text."""

from __future__ import annotations

import re
from collections.abc import Iterator

from hypothesis import given, settings
from hypothesis import strategies as st

from _regex_helpers import assert_same_matches
from abstract_claims import numbers as numbers_module
from abstract_claims.pipeline import packaged_rules
from abstract_claims.results import ResultRules, method, metric
from abstract_claims.results.base import last_match_at, word_places
from abstract_claims.results.lexicons import _any_phrase

# pieces of numbers and of what stands around them, with non-ASCII digits and white space
NUMBER_PIECES = ["1", "12", "0", "123", "1,000", ",", ".", "5.", ".5", "%", " %", "  %", " ", "\n", "a", "x", "-",
                 "٣", "１", "²", "\u00a0", "v", "(", "e", "B", "M", "-A", "×", "X", " x ", "_", "^"]  # fmt: skip


def _number_spans(pattern: re.Pattern[str], text: str) -> list[tuple[int, int]]:
    return [match.span() for match in pattern.finditer(text)]


# the digit-led patterns of numbers.py as they were written before, led by '(?=\d)' and the lookbehind
DIGIT_LED_REFERENCES = [
    (numbers_module._MIXTURE_OF_EXPERTS, re.compile(
        r"(?=\d)(?<![\w.])(?P<total>\d+(?:\.\d+)?)(?P<ts>[KMBT])-A(?P<active>\d+(?:\.\d+)?)(?P<as>[KMBT])(?![\w])")),
    (numbers_module._SHAPE, re.compile(r"(?=\d)(?<![\w.])\d+(?:\s?[×xX]\s?\d+)+(?![\w.^])")),
]  # fmt: skip


def _same_numbers(text: str) -> None:
    if text.isascii():
        assert _number_spans(numbers_module._NUMBER_ASCII, text) == _number_spans(numbers_module._NUMBER, text)
    for fast, reference in DIGIT_LED_REFERENCES:
        assert_same_matches(fast, reference, text, step=5)


def test_ascii_number_pattern_finds_the_numbers_of_the_seed_abstracts(seed_documents) -> None:  # type: ignore[no-untyped-def]
    for document in seed_documents:
        _same_numbers(document.text)
        _same_numbers(document.text.encode("ascii", "replace").decode())


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(NUMBER_PIECES), max_size=30).map("".join))
def test_ascii_number_pattern_finds_the_same_numbers_in_generated_text(text: str) -> None:
    _same_numbers(text)
    _same_numbers(text.encode("ascii", "replace").decode())


_NUMBER_RULES = numbers_module.NumberRules(packaged_rules())
_QUALIFIERS_BEFORE = sorted({phrase for rule in packaged_rules().qualifiers for phrase in rule.before})


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("abotuvnearlyximg ,;:(~<>≈≤\n\tſKkİ.")), max_size=30),
       st.sampled_from(_QUALIFIERS_BEFORE), st.sampled_from(["", " ", "  ", "\n", " \t", " \n "]),
       st.sampled_from(["", " a", " an", " A  "]))  # fmt: skip
def test_qualifier_search_from_the_start_finds_what_the_whole_pattern_finds(prefix: str, phrase: str, trailing: str,
                                                                            article: str) -> None:  # fmt: skip
    """The article path of _read_qualifier searches the window before the article from its start: the search of
    the phrases that can end it (or none, where _qualifier_search says none can) finds what qualifier_before finds."""
    spaced = phrase.replace(" ", " \n  ")  # (white space within a phrase may be longer than one space)
    for text in (prefix, prefix + phrase + trailing, prefix + phrase.upper() + trailing, phrase + prefix,
                 prefix + spaced + trailing, prefix + phrase + article + trailing):  # fmt: skip
        window = text[-30:]
        expected = _NUMBER_RULES.qualifier_before.search(window)
        search = numbers_module._qualifier_search(window, len(window.rstrip()), _NUMBER_RULES)
        found = search.search(window) if search is not None else None
        assert (found and (found.span(), found.group("phrase"))) == (
            expected and (expected.span(), expected.group("phrase"))), window


UNIT_PIECES = [" ", "  ", "\t", "\n", "\r\n", " \n ", "%", "percent", "Percent", "points", "point", "-", "per",
               "cent", "thousand", "millions", "B", "M", "k", "x", "s", "ms", "GB", "hours", "ſ", "K", "é", ".", "a"]  # fmt: skip


def _same_unit_answer(text: str) -> None:
    for position in range(len(text) + 1):
        each = any(pattern.match(text, position) for pattern, _ in _NUMBER_RULES.spaced_units)
        assert (_NUMBER_RULES.spaced_unit_any.match(text, position) is not None) is each, (text, position)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(UNIT_PIECES), max_size=12).map("".join))
def test_one_unit_pattern_matches_where_one_of_the_units_does(text: str) -> None:
    _same_unit_answer(text)


def test_one_unit_pattern_on_the_seed_abstracts(seed_documents) -> None:  # type: ignore[no-untyped-def]
    for document in seed_documents:
        text = document.text
        for match in numbers_module._NUMBER.finditer(text):  # (where it is asked: after a number)
            each = any(pattern.match(text, match.end()) for pattern, _ in _NUMBER_RULES.spaced_units)
            assert (_NUMBER_RULES.spaced_unit_any.match(text, match.end()) is not None) is each


_RESULT_RULES = ResultRules(packaged_rules())

# words and pieces of the comparisons _COMPARED_SYSTEM_AT reads, and of negations
COMPARISON_PIECES = ["compared to ", "Compared with ", "compared  with\n", "outperforming ", "outperforms ", "surpassed ",
                     "exceeds ", "beating ", "than ", "over ", "versus ", "vs. ", "vs ", "below ", "above ", "behind ",
                     "improves on ", "improving upon ", "the ", "a ", "(DL) ", "ReAct baseline ", "U-Net model", ", which ",
                     "achieved ", "only ", " at ", "at ", "about ", "30.6%", "2.66", ", ", "'s ", "average ", "score of ",
                     "accuracy of ", "results of ", "with ", "of ", "x", "_", "é", "ſ", "K", "over", "than", "beat",
                     "does not ", "DOES NOT ", "doesn't ", "no significant ", "not", "nor ", "cannot", "fail to ",
                     "without any gain ", "is\nnot ", "anot ", "_not ", "not_ ", "1not "]  # fmt: skip


def _last(matches: Iterator[re.Match[str]]) -> re.Match[str] | None:
    found = None
    for found in matches:  # noqa: B007
        pass
    return found


def _same_compared_system(text: str) -> None:
    for match in method._COMPARED_SYSTEM_AT.finditer(text):  # every match opens with one of the words
        assert text.startswith(method._COMPARED_SYSTEM_WORDS, match.start())
    for start in range(0, len(text) + 1, 3):
        for end in (len(text), max(start, len(text) - 5)):
            expected = _last(method._COMPARED_SYSTEM_AT.finditer(text, start, end))
            places = word_places(text, method._COMPARED_SYSTEM_WORDS, start, end)
            found = last_match_at(method._COMPARED_SYSTEM_AT, text, places, end)
            assert (found and (found.span(), found.groupdict())) == (expected and (expected.span(), expected.groupdict()))


def _same_triggers(text: str) -> None:
    triggers = _RESULT_RULES.rules.words("lexicon/negation-triggers")
    reference = _any_phrase(frozenset(trigger.lower() for trigger in triggers), flags=0)  # (the pattern it was)
    folded = text.lower()
    for start in (0, len(text) // 3):
        for end in (len(folded), len(folded) * 2 // 3):
            assert [m.span() for m in _RESULT_RULES.negation_trigger_folded.finditer(folded, start, end)] == \
                [m.span() for m in reference.finditer(folded, start, end)]  # fmt: skip


def test_compared_system_and_negation_triggers_on_the_seed_abstracts(seed_documents) -> None:  # type: ignore[no-untyped-def]
    for document in seed_documents:
        _same_compared_system(document.text)
        _same_triggers(document.text)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(COMPARISON_PIECES), max_size=25).map("".join))
def test_compared_system_and_negation_triggers_on_generated_text(text: str) -> None:
    _same_compared_system(text)
    _same_triggers(text)


BY_PIECES = ["reducing ", "the ", "required ", "sequence ", "length ", "by ", "by", " by ", "by\n", "\tby ", "up to ",
             "85%", " and ", ", ", ", and ", "inference time ", "x", "a-b", "@k", "(from 23.32% to 14.89%)", "(", ")",
             "; ", " ", "  ", "\n", "nearby ", "bye ", "ſ", "é", "1.5x "]  # fmt: skip


def _same_by_item(text: str) -> None:
    for end in range(len(text), max(-1, len(text) - 40), -3):
        for start in range(0, end + 1, 4):
            found, expected = metric._by_item_before(text, start, end), metric._BY_ITEM_BEFORE.search(text, start, end)
            assert (found and (found.span(), found.group("np"))) == (expected and (expected.span(), expected.group("np")))


def test_by_item_before_on_the_seed_abstracts(seed_documents) -> None:  # type: ignore[no-untyped-def]
    for document in seed_documents:
        text = document.text
        for by in re.finditer(r"\sby\s", text):  # windows of 160 characters ending after each 'by' (where it is asked)
            for end in range(by.end(), min(len(text), by.end() + 60), 9):
                start = max(0, end - 160)
                found, expected = metric._by_item_before(text, start, end), metric._BY_ITEM_BEFORE.search(text, start, end)
                assert (found and found.span()) == (expected and expected.span())


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(BY_PIECES), max_size=20).map("".join))
def test_by_item_before_on_generated_text(text: str) -> None:
    _same_by_item(text)
