"""Token patterns run only on the windows around their anchor words (issue 16): the hits equal those of the
Matcher run on whole sentences. And the literal prefilter's loops equal the plain ``all(any(...))``."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from abstract_claims.pipeline import anchor_search_words, pattern_anchor
from abstract_claims.regex_literals import holds_literals


def test_pattern_anchor_of_fixed_patterns() -> None:
    shape = {"TEXT": {"REGEX": "^[A-Z]"}}
    assert pattern_anchor([shape, {"TEXT": {"IN": ["dataset", "corpus"]}}]) == (2, 1, False, frozenset(["dataset", "corpus"]))
    assert pattern_anchor([{"LOWER": "and"}, shape]) == (2, 0, True, frozenset(["and"]))
    assert pattern_anchor([shape, {"TEXT": "Task"}, shape]) == (3, 1, False, frozenset(["Task"]))


def test_anchor_search_words_leave_out_words_found_by_their_prefix() -> None:
    words = frozenset(["benchmark", "benchmarks", "corpus", "corpora", "dataset", "datasets"])
    assert anchor_search_words((2, 1, False, words)) == ("benchmark", "corpora", "corpus", "dataset")
    assert anchor_search_words((2, 1, True, frozenset(["and"]))) == ()  # (a LOWER anchor is not searched)
    assert anchor_search_words(None) == ()


def test_no_anchor_for_patterns_of_varying_length_or_without_words() -> None:
    assert pattern_anchor([{"IS_TITLE": True, "OP": "+"}, {"TEXT": {"IN": ["dataset"]}}]) is None
    assert pattern_anchor([{"TEXT": {"REGEX": "^v\\d"}}]) is None
    assert pattern_anchor([{"LOWER": {"NOT_IN": ["the", "a"]}}, {"TEXT": {"REGEX": "^\\d"}}]) is None


def test_pattern_hits_on_anchor_windows_equal_those_on_sentences(extractor, seed_documents) -> None:  # type: ignore[no-untyped-def]
    component = dict(extractor.nlp.pipeline)["abstract_claims_entities"]
    anchors, searches = component.anchors, component.anchor_searches
    assert any(searches)  # (the TEXT anchors' windows are found by string search, the sentence loop is the check)
    anchored = {rule.id for (_, rule, _), anchor in zip(component.patterns, anchors, strict=True) if anchor}
    assert "dataset/shape-before-dataset-noun" in anchored
    seen: set[str] = set()
    for document in seed_documents:
        doc = extractor.nlp(document.text)
        view, tokens, starts = component._view(doc)
        hits = component._pattern_hits(doc, view, tokens, starts)
        component.anchors, component.anchor_searches = [None] * len(anchors), [()] * len(anchors)
        try:
            assert component._pattern_hits(doc, view, tokens, starts) == hits
        finally:
            component.anchors, component.anchor_searches = anchors, searches
        seen.update(rule_id for _, _, rule_id, _ in hits if rule_id in anchored)
    assert "dataset/shape-before-dataset-noun" in seen  # (the seeds exercise the windows)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(st.sampled_from(["ab", "b", "19", "20", " Task ", "core", "x"]), max_size=3).map(tuple),
                max_size=3).map(tuple),
       st.lists(st.sampled_from(["a", "b", "1", "9", "20", " ", "Task", "core", "x"]), max_size=12).map("".join))  # fmt: skip
def test_holds_literals_is_all_of_any(literals: tuple[tuple[str, ...], ...], text: str) -> None:
    """The loops of holds_literals say what ``all(any(...))`` says (an empty entry holds nowhere)."""
    assert holds_literals(literals, text) == all(any(literal in text for literal in entry) for entry in literals)
    answered: dict[tuple[str, ...], bool] = {}  # (the answers remembered for the text say the same, read again)
    assert holds_literals(literals, text, answered) == holds_literals(literals, text)
    assert holds_literals(literals[::-1], text, answered) == holds_literals(literals, text)


def test_holds_literals_on_a_sentence() -> None:
    text = "Results on the SemEval-2017 Task 4 data improve."
    assert holds_literals(((" Task ",), ("19", "20")), text)
    assert not holds_literals(((" Task ",), ("Sentinel", "Landsat")), text)
    assert holds_literals((), text)
