"""Patterns rewritten so that the regex engine finds them fast (issue 16): a lookbehind or a word boundary that
led a pattern moves after its first letters, where the engine's scan for them applies. Each is checked against
the pattern as it was written before, kept here as the reference, on the seed abstracts and on generated text."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from _regex_helpers import assert_same_matches
from abstract_claims.entities import context, metrics
from abstract_claims.entities.view import word_led

REFERENCES = [
    (metrics._VALUE_START, re.compile(r"(?<=[\s~∼+\-−])\d")),
    (metrics._METRIC_KIND_AFTER, re.compile(r"\b(?<=\S\s)(?:metrics|measures)\b")),
    (metrics._SINGULAR_METRIC, re.compile(r"(?<=\s)metric\b(?![\-–])")),
    (metrics._METRIC_KIND_BEFORE, re.compile(
        r"\b(?:metrics|measures|metric\s+suite)(?:\s*\(\s*(?:e\.g\.,?|i\.e\.,?)?|\s*:|,?\s+(?:such as|like|including|namely)\b|"
        r",?\s*e\.g\.,?)\s*")),
    (metrics._COMPARED, re.compile(r"\b(?:higher|lower|greater|better|worse|smaller|larger|stronger|weaker)\s+"
                                   r"(?P<np>[a-z][a-z\-]*(?:\s+[a-z][a-z\-]*){0,2}?)\s+than\b")),
    (context._LIST_CUE, re.compile(r"\b(?:such as|including|like)\s+")),
    (metrics._OUTPERFORMS, re.compile(r"\b(?:outperform|surpass)(?:s|es|ed|ing)?\b")),
    (metrics._OF_VALUE, re.compile(r"\bof\s+(?:(?:over|about|approximately|around|up to|nearly|only|just|~|∼)\s*)?[+\-−]?\d\Z")),
    (metrics._SUBJECT_TRIGGER, re.compile(
        r"\b(?:increased|decreased|increases|decreases|increase|decrease|increasing|decreasing|rose|rises|rise|"
        r"rising|dropped|drops|drop|dropping|fell|falls|falling|improved|improves|improving|declined|declines|"
        r"declining|grew|grows|growing)\s+(?:(?:by|from|to)\s+)?(?:(?:nearly|about|over|up to|approximately|around|"
        r"more than|almost)\s+)?[+\-−]?\d\Z")),
    (metrics._NAME_OF_VALUE, re.compile(
        r"\b(?:[Aa]n?|[Tt]he|average|mean|best|overall|highest|lowest)\s+(?P<name>[A-Z][A-Za-z0-9@\-]*[A-Z0-9@][A-Za-z0-9@\-]*)"
        r"\s+of\s+(?:(?:over|about|approximately|around|up to|nearly|only|just|~|∼)\s*)?[+\-−]?\d")),
    (metrics._OBJECT_CHANGED, re.compile(
        r"\b(?:raises|raised|raising|improves|improved|improving|reduces|reduced|reducing|increases|increased|increasing|"
        r"decreases|decreased|decreasing|lowers|lowered|lowering|boosts|boosted|boosting|cuts|cutting)\s+"
        r"(?:(?:the|its|their)\s+)?(?P<measure>(?:[A-Za-z][a-z]+(?:-[a-z]+)?|[A-Z][A-Z0-9]{1,5})(?:\s+[a-z]+(?:-[a-z]+)?){0,2})"
        r"\s+(?:by|from)\s+(?:(?:nearly|about|over|up to|approximately|around|more than|almost)\s+)?[+\-−]?\d")),
    (metrics._AGGREGATE_OF_VALUE, re.compile(
        r"(?<![\w\-])(?P<aggregate>mean|average|median)\s+(?P<np>[a-z][a-z\-]*(?:\s+[a-z][a-z\-]*){0,2}?)"
        r"\s*(?:\bof\s+|=\s*|:\s*|[~∼≈]\s*)(?:(?:about|approximately|around|nearly|over|only|just)\s+)?[+\-−]?\d")),
    (context._KIND_BEFORE_LIST, re.compile(
        r"\b(?P<kind>benchmarks?|datasets?|corpora|environments?|suites?|models|LLMs|VLMs|MLLMs)"
        r"(?:\s*,?\s*(?:such as|like|including|e\.g\.,?)\s+|\s*:\s*|(?<![A-Z]s)\s+(?:--|—|–)\s*|\s*,\s*(?=\S+\s*,\s*$))"
        r"(?:[^.;:()]{0,80}?(?:,|\band\b|\bor\b)\s*)?$")),
]  # fmt: skip

PIECES = ["metric", "metrics", "measures", "metric suite", " ", "  ", "\n", "-", "–", "~", "∼", "+", "−", "1", "2.5",
          "x", "a", "_", "(", "e.g.,", ": ", " such as ", "such as", "including", "like", "unlike", "higher", "lower",
          "better", " than ", "than", "accuracy", "run-time", "namely", ",", "ſ", "é", "mean", "average", "median",
          "the", " of ", "of", "proof", "=", "increased", "rose", "drops", " by ", "A", "an", "An", "The", "BLEU", "MPJPE", "reduces", "cuts", "its ", "from ", "up to ", "nearly ", "≈ ", "about ", "geometric", "outperform", "surpass", "es", "ing", "s", "benchmark", "datasets",
          "MLLMs", "LLMs", "models", "suite", " -- ", "X", "Y, "]  # fmt: skip


def _same_matches(text: str) -> None:
    for fast, reference in REFERENCES:
        assert_same_matches(fast, reference, text, step=7)


def test_rewritten_patterns_match_as_before_on_the_seed_abstracts(seed_documents) -> None:  # type: ignore[no-untyped-def]
    for document in seed_documents:
        _same_matches(document.text)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=30).map("".join))
def test_rewritten_patterns_match_as_before_on_generated_text(text: str) -> None:
    _same_matches(text)


@pytest.mark.parametrize(("sentence", "expected"), [
    ("This yields higher semantic alignment than the baseline.", ["higher semantic alignment than"]),
    ("It is not higherorder than X; a 5x higher cost than Y.", ["higher cost than"]),
    ("strong baselines such as BERT, including GPT-2, unlike T5", ["such as ", "including "]),
])  # fmt: skip
def test_word_led_patterns_on_sentences(sentence: str, expected: list[str]) -> None:
    pattern = metrics._COMPARED if "than" in sentence else context._LIST_CUE
    assert [m.group() for m in pattern.finditer(sentence)] == expected


def test_word_led_escapes_and_keeps_the_boundary() -> None:
    pattern = re.compile(word_led(["a.b", "x y"]))
    assert [m.group() for m in pattern.finditer("a.b za.b x y zx y axb")] == ["a.b", "x y"]
