"""Shortcuts in the number and task rules (issue 16): each pattern rewritten for speed is checked against the
pattern as written before, kept here as the reference, and each gate against what it stands before, on real
sentences and on generated text. A gate tested here is a necessary condition of what it skips: the sentences below
are the cases it must let through."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from abstract_claims import numbers as numbers_module
from abstract_claims.markup import normalize
from abstract_claims.numbers import NumberRules, find_numbers
from abstract_claims.pipeline import packaged_rules

_RULES = NumberRules(packaged_rules())

# _NUMBER before it was led by its digit
_NUMBER_REFERENCE = re.compile(r"(?=\d)(?<![\d.,])(?:\d+,\d{1,2}(?=\s?%)|\d{1,3}(?:,\d{3})+(?![\d])|\d+)(?:\.\d+)?")

_NUMBER_PIECES = ["1", "23", "4.5", ",", ".", ",000", ",5", "%", " %", " ", "\n", "x", "-", "٣", "v", "e", "(", ")"]


def _same_numbers(text: str) -> None:
    assert [m.span() for m in numbers_module._NUMBER.finditer(text)] == \
        [m.span() for m in _NUMBER_REFERENCE.finditer(text)]  # fmt: skip
    for position in range(0, len(text), 5):  # a search from a position reads the character before it
        found, expected = numbers_module._NUMBER.search(text, position), _NUMBER_REFERENCE.search(text, position)
        assert (found and found.span()) == (expected and expected.span())


def test_speed_number_pattern_matches_as_before_on_the_seed_abstracts(seed_documents) -> None:  # type: ignore[no-untyped-def]
    for document in seed_documents:
        _same_numbers(document.text)
        _same_numbers(normalize(document.text).text)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_NUMBER_PIECES), max_size=30).map("".join))
def test_speed_number_pattern_matches_as_before_on_generated_text(text: str) -> None:
    _same_numbers(text)


@pytest.mark.parametrize(("text", "expected"), [
    ("accuracy rises from 72,64% to 1,200,000 tokens and v1.2.3", ["72,64", "1,200,000", "1.2"]),
    ("a 3.5x speedup on 12 tasks", ["3.5", "12"]),
    ("(.5, ,7)", []),
])  # fmt: skip
def test_speed_number_pattern_on_sentences(text: str, expected: list[str]) -> None:
    assert [m.group() for m in numbers_module._NUMBER.finditer(text)] == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("Models such as Qwen3-30B-A3B are sparse.", [("30B", "parameters"), ("3B", "parameters")]),
    ("no digits a number starts with here: .5 and ,7", []),
])  # fmt: skip
def test_speed_text_without_a_number_candidate_has_no_number(text: str, expected: list[tuple[str, str]]) -> None:
    markup = normalize(text)
    assert [(markup.text[n.start : n.end], n.kind) for n in find_numbers(markup, _RULES)] == expected
