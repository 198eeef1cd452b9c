"""Shortcuts of the metric and context rules, each checked against the work it spares: a cheap test that says no
pattern can match, a search started where the first match can start. On the seed abstracts and on generated text."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from abstract_claims.entities import appositives, context, metrics

# words and gaps around a name and before a value: articles, copulas, brackets, commas, odd white space
PIECES = [" ", "  ", "\n", "\u00a0", ",", ";", ":", "(", ")", "a", "1", "é", "an", "as", "is", "was", "the", "and", "with", "at",
          "achieves", "reaching", "mean", "accuracy", "x-y", "-", "of", "5", "3.2", "$", "~", "on", "X", "."]  # fmt: skip
TEXTS = st.lists(st.sampled_from(PIECES), max_size=30).map("".join)


def _appositive_opens_agree(text: str) -> None:
    """Where _MAY_OPEN_APPOSITIVE does not match, none of the patterns read_appositive tries does."""
    for start in range(len(text) + 1):
        if context._MAY_OPEN_APPOSITIVE.match(text, start) is None:
            for pattern in (appositives._APPOSITIVE_COMMA, appositives._APPOSITIVE_AS, appositives._COPULAR,
                            appositives._APPOSITIVE_BARE):  # fmt: skip
                assert pattern.match(text, start) is None, (pattern.pattern, text, start)
        if text[start : start + 2].lstrip()[:1].isalnum():  # (_kind_before_appositive's test before the pattern)
            assert context._CLOSES_APPOSITIVE.match(text, start) is None, (text, start)


def _reported_of_value_zone_agrees(text: str) -> None:
    """_REPORTED_OF_VALUE searched from the words before the first 'of <value>' finds what it finds from the start."""
    values = list(metrics._OF_A_VALUE.finditer(text))
    if not values:
        return
    first_of = values[0].start()
    words_before = metrics._RUNS_BEFORE.match(text[::-1], len(text) - first_of)
    assert words_before is not None
    zone_start = first_of - len(words_before.group())
    end = values[-1].end()
    expected = [(m.span(), m.span("np"), m.group("verb")) for m in metrics._REPORTED_OF_VALUE.finditer(text, 0, end)]
    found = [(m.span(), m.span("np"), m.group("verb"))
             for m in metrics._REPORTED_OF_VALUE.finditer(text, zone_start, end)]  # fmt: skip
    assert found == expected, text


def test_shortcuts_on_the_seed_abstracts(seed_documents) -> None:  # type: ignore[no-untyped-def]
    for document in seed_documents:
        _appositive_opens_agree(document.text)
        _reported_of_value_zone_agrees(document.text)


@settings(max_examples=500, deadline=None)
@given(TEXTS)
def test_appositive_opening_gate_on_generated_text(text: str) -> None:
    _appositive_opens_agree(text)


@settings(max_examples=500, deadline=None)
@given(TEXTS)
def test_reported_of_value_zone_on_generated_text(text: str) -> None:
    _reported_of_value_zone_agrees(text)


def test_metric_prefix_matches_start_with_one_of_its_first_characters() -> None:
    """metric_mentions tries _METRIC_PREFIX only at words whose first character is in _METRIC_PREFIX_FIRSTS."""
    tails = ["UC", "UROC", "UPR", "PR", "ass@", "aj@", "its@", "ecall@", "@", "DCG", "CG", "AP", "op-1", "vg", "vg3",
             "BScore", "xScore", "-Score"]  # fmt: skip
    for first in map(chr, range(0x10000)):
        if first not in metrics._METRIC_PREFIX_FIRSTS:
            assert not any(metrics._METRIC_PREFIX.match(first + tail) for tail in tails), first
