"""Faster forms of the result rules (issue 16): each is checked against the slow form it stands for. A cheap test
before a pattern may say 'maybe' where the pattern misses; it must never say 'no' where the pattern matches. A
rewritten computation gives what the old one gave."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from abstract_claims import Extractor
from abstract_claims.entities.view import occurs_in
from abstract_claims.handover import entity_drafts_of, number_drafts_of
from abstract_claims.pipeline import RESULTS_COMPONENT, ResultsComponent
from abstract_claims.results import ResultRules, baseline, clauses, dataset, negation_before, outcome
from abstract_claims.results.base import ClauseCache, clause_of

# sentences of arXiv abstracts (corpus), with a negation before a value, a confidence interval, a test split,
# settings tried and semicolons
SENTENCES = [
    "Our experiments with 1.5B models show that, as of January 2025, compliance with web data\nopt-outs does not "
    "degrade general knowledge acquisition (close to 0\\% DCG).",
    "Experiments show that Falcon\nnot only surpasses existing state-of-the-art methods by an average of 2.5%\nacross "
    "six widely recognized benchmarks (reaching up to 4.3\\% improvement on\nCityscapes), but also reduces runtime by "
    "around 30% compared to prior\ngraph-based approaches.",
    "Even though our\nmodel reaches state-of-the-art results on the test set (sensitivity=74%, false\npositive "
    "rate=1.6), we show that neither the junior nor the senior reader\nsignificantly increase their sensitivity "
    "(p=0.59, p=1, respectively).",
    "Empirical\nresults show that, while the vanilla method yields virtually no improvement\n(0%) on MATH, EAST "
    "achieves around a 1% gain over backbone model.",
    "The model reaches an AUC of 0.85 (95% CI: 0.83-0.87) on the held-out test set; on the external cohort, it "
    "reaches 0.81.",
    "We evaluate pruning ratios of 50%, 75% and 95%, and sparsity levels from 10% to 30%; accuracy DOES NOT drop "
    "by more than 1.2%.",
]

# text built from the words the cheap tests look for, the pieces of the patterns around them and odd characters
PIECES = ["of ", "Of ", "OF ", "from ", "between ", "ranging from ", "= ", "ratios ", "levels ", "rates ", "budgets ",
          "10", "0.5", "%", "\\%", "x", "X", "×", " to ", " and ", "AND ", ", ", "-", "–", "~", "≈", " ", "\n", "\x1c",
          "\u00a0", "CI", "C.I.", "confidence intervals", "credible interval", ": ", "[", "(", "on the ", "On its ",
          "test set", "held-out split", "subsets", "Results: ", "does not", "DOES NOT", "Fails to", "can not",
          "neither", "İ", "ı", "ſ", "K", "outperforms ", "Over ", "over ", "than ", "by ", " by up to ", "compared to ",
          "improvements over ", "lags behind ", "GPT-4", "baselines ", "and "]  # fmt: skip
TEXTS = st.lists(st.sampled_from(PIECES), max_size=30).map("".join)


@pytest.fixture(scope="module")
def extractor() -> Extractor:
    return Extractor()


def _cheap_tests_hold(text: str, rules: ResultRules) -> None:
    """At every position of ``text``, each cheap test is true wherever its pattern matches."""
    for match in baseline._COMPARISON.finditer(text):
        assert occurs_in(text, baseline._COMPARISON_WORDS, match.start(), match.end())
    for position in range(len(text) + 1):
        before = text[max(0, position - 120) : position]
        if rules.baseline_by.search(before) or rules.compared_by.search(before) or baseline._LISTED_SYSTEM_BY.search(before):
            assert "by" in before
        start80, start60 = max(0, position - 80), max(0, position - 60)
        if outcome._SETTING_LEVELS_BEFORE.search(text, start80, position):
            assert outcome._may_end_in_levels(text[start80:position])
        if outcome._INTERVAL_BOUND_BEFORE.search(text, start60, position):
            assert occurs_in(text, outcome._INTERVAL_WORDS, start60, position)
        for match in dataset._UNNAMED_SCOPE.finditer(text, 0, len(text)):
            if match.end() <= position:
                assert occurs_in(text, dataset._SPLIT_HEAD_WORDS, 0, position)


@pytest.fixture(scope="module")
def rules(extractor: Extractor) -> ResultRules:
    component = extractor.nlp.get_pipe(RESULTS_COMPONENT)
    assert isinstance(component, ResultsComponent)
    return component.result_rules


def test_cheap_tests_hold_on_corpus_sentences(rules: ResultRules) -> None:
    for sentence in SENTENCES:
        _cheap_tests_hold(sentence, rules)


def test_cheap_tests_hold_on_the_seed_abstracts(seed_documents, rules: ResultRules) -> None:  # type: ignore[no-untyped-def]
    for document in seed_documents[:20]:
        _cheap_tests_hold(document.text[:1500], rules)


@settings(max_examples=300, deadline=None)
@given(text=TEXTS)
def test_cheap_tests_hold_on_generated_text(rules: ResultRules, text: str) -> None:
    _cheap_tests_hold(text, rules)


def test_levels_test_says_no_before_most_values() -> None:
    """The test is worth its cost: it rules out a value after a verb or a plain noun."""
    assert not outcome._may_end_in_levels("Falcon surpasses existing methods by an average of 2.5% and reduces runtime by ")
    assert not outcome._may_end_in_levels("EAST achieves around a ")
    assert outcome._may_end_in_levels("We evaluate pruning ratios of 50%, 75% and ")
    assert outcome._may_end_in_levels("sparsity levels between ")


def test_folded_negation_trigger_finds_what_the_trigger_finds(rules: ResultRules, seed_documents) -> None:  # type: ignore[no-untyped-def]
    texts = [*SENTENCES, *(document.text for document in seed_documents), "It Does Not help; it FAILS TO gain."]
    for text in texts:
        if not text.isascii():
            continue  # (the folded form is only used on an ASCII text)
        folded = rules.negation_trigger_folded
        assert folded is not None  # (the triggers are ASCII)
        expected = [match.span() for match in rules.negation_trigger.finditer(text)]
        assert [match.span() for match in folded.finditer(text.lower())] == expected


def test_negation_is_found_as_before_in_the_folded_text(extractor: Extractor, rules: ResultRules) -> None:
    """negation_before reads the trigger in the folded text and returns it as matched in the text itself."""
    found = []
    for sentence in SENTENCES:
        doc = extractor.nlp(sentence)
        view = entity_drafts_of(doc, "test").view
        cache = ClauseCache(view)
        assert cache.folded() == (view.text.lower() if view.text.isascii() else None)
        spans = clauses(view)
        for number in number_drafts_of(doc, "test").numbers:
            trigger = negation_before(view, number, clause_of(spans, number.start), rules, cache)
            if trigger is not None:
                assert trigger.string is view.text
                again = rules.negation_trigger.search(view.text, trigger.start())
                assert again is not None and trigger.span() == again.span()
                found.append(trigger.group().lower())
    assert "does not" in found


def _clauses_by_regex(view) -> list[tuple[int, int]]:  # type: ignore[no-untyped-def]
    """The clauses as they were cut before: a regex over a copy of each sentence."""
    spans = []
    for start, end in view.sentences:
        position = start
        for match in re.finditer(r";", view.text[start:end]):
            cut = start + match.start()
            spans.append((position, cut))
            position = cut + 1
        spans.append((position, end))
    return [(a + len(view.text[a:b]) - len(view.text[a:b].lstrip()), b) for a, b in spans if view.text[a:b].strip()]


def test_clauses_are_cut_as_before(extractor: Extractor, seed_documents) -> None:  # type: ignore[no-untyped-def]
    texts = [" ".join(SENTENCES), "A; ; B;", *(document.text for document in seed_documents)]
    for text in texts:
        view = entity_drafts_of(extractor.nlp(text), "test").view
        assert clauses(view) == _clauses_by_regex(view)
    assert len(clauses(entity_drafts_of(extractor.nlp(SENTENCES[4]), "test").view)) == 2


# --- stop 34: occurs_near, _written_at and the 'by' tail before _BY_ITEM_TAIL


@settings(max_examples=200, deadline=None)
@given(TEXTS, st.integers(0, 60), st.integers(0, 60))
def test_occurs_near_is_occurs_in(text: str, start: int, length: int) -> None:
    from abstract_claims.results.base import occurs_near

    for words in (baseline._COMPARISON_WORDS, outcome._INTERVAL_WORDS, dataset._SPLIT_HEAD_WORDS):
        assert occurs_near(text, words, start, start + length) == occurs_in(text, words, start, start + length)


@settings(max_examples=200, deadline=None)
@given(TEXTS, st.integers(0, 20), st.lists(st.sampled_from(["of", "the", "F1", "%", "Over", "x", "ſ"]), max_size=4))
def test_written_at_is_the_built_pattern(text: str, start: int, words: list[str]) -> None:
    from abstract_claims.results.metric import _written_at

    start = min(start, len(text))
    match = re.match(r"\s*" + r"\s+".join(re.escape(word) for word in words), text[start:]) if words else None
    expected = (start + len(match.group()) - len(match.group().lstrip()), start + match.end()) if match else None
    assert _written_at(text, start, words) == expected
    if words:  # the phrase as it is written from its first word
        spaced = "  " + " \n ".join(words) + " tail"
        assert _written_at(spaced, 0, words) == (2, len(spaced) - len(" tail"))


@settings(max_examples=200, deadline=None)
@given(TEXTS)
def test_by_item_tail_has_its_by_last(text: str) -> None:
    from abstract_claims.results import metric

    for end in range(len(text) + 1):
        window_start = max(0, end - 100)
        if metric._BY_ITEM_TAIL.search(text, window_start, end):
            by = text.rfind("by", window_start, end)
            assert by > window_start and metric._BY_AMOUNT.fullmatch(text, by, end)


def test_by_item_tail_example() -> None:
    from abstract_claims.results import metric

    text = "reducing the sequence length by up to 85% and inference time by up to 82%"
    end = text.index("82")
    assert metric._BY_ITEM_TAIL.search(text, 0, end)
    by = text.rfind("by", 0, end)
    assert metric._BY_AMOUNT.fullmatch(text, by, end)
