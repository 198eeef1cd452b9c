"""Token patterns run only on the windows around their anchor words (issue 16): the hits equal those of the
Matcher run on whole sentences."""

from __future__ import annotations

from abstract_claims.entities import TextView
from abstract_claims.pipeline import _tokens, _words_only, markup_of, pattern_anchor


def test_pattern_anchor_of_fixed_patterns() -> None:
    shape = {"TEXT": {"REGEX": "^[A-Z]"}}
    assert pattern_anchor([shape, {"TEXT": {"IN": ["dataset", "corpus"]}}]) == (2, 1, False, frozenset(["dataset", "corpus"]))
    assert pattern_anchor([{"LOWER": "and"}, shape]) == (2, 0, True, frozenset(["and"]))
    assert pattern_anchor([shape, {"TEXT": "Task"}, shape]) == (3, 1, False, frozenset(["Task"]))


def test_no_anchor_for_patterns_of_varying_length_or_without_words() -> None:
    assert pattern_anchor([{"IS_TITLE": True, "OP": "+"}, {"TEXT": {"IN": ["dataset"]}}]) is None
    assert pattern_anchor([{"TEXT": {"REGEX": "^v\\d"}}]) is None
    assert pattern_anchor([{"LOWER": {"NOT_IN": ["the", "a"]}}, {"TEXT": {"REGEX": "^\\d"}}]) is None


def test_pattern_hits_on_anchor_windows_equal_those_on_sentences(extractor, seed_documents) -> None:  # type: ignore[no-untyped-def]
    component = dict(extractor.nlp.pipeline)["abstract_claims_entities"]
    anchors = component.anchors
    anchored = {rule.id for (_, rule, _), anchor in zip(component.patterns, anchors, strict=True) if anchor}
    assert "dataset/shape-before-dataset-noun" in anchored
    seen: set[str] = set()
    for document in seed_documents:
        doc = extractor.nlp(document.text)
        text = markup_of(doc).text
        tokens, starts, _, sentences = _tokens(doc, text)
        view = TextView(text, _words_only(tokens), sentences, markup_of(doc))
        hits = component._pattern_hits(doc, view, tokens, starts)
        component.anchors = [None] * len(anchors)
        try:
            assert component._pattern_hits(doc, view, tokens, starts) == hits
        finally:
            component.anchors = anchors
        seen.update(rule_id for _, _, rule_id, _ in hits if rule_id in anchored)
    assert "dataset/shape-before-dataset-noun" in seen  # (the seeds exercise the windows)
