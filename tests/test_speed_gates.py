"""Faster forms of number and result patterns (issue 16), each checked against the form it stands for: a pattern
written for ASCII text, a pattern tried only where its words are, a narrower search after a cheap test. On the
seed abstracts and on generated text."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from abstract_claims import numbers as numbers_module

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
