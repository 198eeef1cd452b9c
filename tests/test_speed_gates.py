"""Faster forms of number and result patterns (issue 16), each checked against the form it stands for: a pattern
written for ASCII text, a pattern tried only where its words are, a narrower search after a cheap test. On the
seed abstracts and on generated text."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from abstract_claims import numbers as numbers_module
from abstract_claims.pipeline import packaged_rules

# pieces of numbers and of what stands around them, with non-ASCII digits and white space
NUMBER_PIECES = ["1", "12", "0", "123", "1,000", ",", ".", "5.", ".5", "%", " %", "  %", " ", "\n", "a", "x", "-",
                 "٣", "１", "²", "\u00a0", "v", "(", "e"]  # fmt: skip


def _number_spans(pattern: re.Pattern[str], text: str) -> list[tuple[int, int]]:
    return [match.span() for match in pattern.finditer(text)]


def _same_numbers(text: str) -> None:
    if text.isascii():
        assert _number_spans(numbers_module._NUMBER_ASCII, text) == _number_spans(numbers_module._NUMBER, text)


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

