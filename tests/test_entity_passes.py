"""The entity passes visit only the tokens flagged for them; the per-word caches behind the flags are bounded."""

from __future__ import annotations

import pytest

from abstract_claims import Extractor, entities
from abstract_claims.entities import T_CAPITAL, T_FAMILY, T_METRIC, T_OPEN, T_TRIGGER, EntityRules, TextView
from abstract_claims.entities import view as entity_view
from abstract_claims.handover import entity_drafts_of
from abstract_claims.sources import SourceDocument

SENTENCE = (
    "We propose Region-Localized Preference Optimization (RLPO), which raises the win rate of Llama-3.1-8B "
    "over DPO by 4.2 points."
)


def _view(extractor: Extractor, text: str) -> tuple[TextView, EntityRules]:
    doc = extractor.nlp(text)
    component = extractor.nlp.get_pipe("abstract_claims_entities")
    return entity_drafts_of(doc, "test").view, component.entity_rules  # type: ignore[attr-defined]


def _flagged(view: TextView, flag: int) -> list[str]:
    return [view.tokens[index].text for index in view.where(flag)]


def test_entity_passes_token_flags_on_a_sentence(extractor: Extractor) -> None:
    view, _ = _view(extractor, SENTENCE)
    assert _flagged(view, T_OPEN) == ["("]
    assert _flagged(view, T_TRIGGER) == ["propose"]
    # a prefix test only ('Optimization' begins like OPT); the model pattern then reads the text itself
    assert "Llama-3.1" in _flagged(view, T_FAMILY) and "Region-Localized" not in _flagged(view, T_FAMILY)
    assert "rate" in _flagged(view, T_METRIC) and "over" not in _flagged(view, T_METRIC)
    capitals = _flagged(view, T_CAPITAL)
    assert {"We", "Region-Localized", "RLPO", "DPO", "("} <= set(capitals) and "propose" not in capitals


def test_entity_passes_find_the_sentence_s_entities(extractor: Extractor) -> None:
    found = {(claim.type, claim.text) for claim in extractor.claims(SENTENCE) if claim.type != "number"}
    assert {("method", "Region-Localized Preference Optimization"), ("method", "RLPO"), ("model", "Llama-3.1-8B"),
            ("method", "DPO"), ("metric", "win rate")} <= found  # fmt: skip


def test_entity_passes_flags_match_the_words_rules(extractor: Extractor) -> None:
    """Every token's flags are what :func:`token_class` says of its word (the cache adds nothing)."""
    view, rules = _view(extractor, SENTENCE)
    assert list(view.classes) == [entities.token_class(token.text, rules) for token in view.tokens]


def test_entity_passes_caches_stay_bounded_and_change_nothing(
    monkeypatch: pytest.MonkeyPatch, seed_documents: list[SourceDocument]
) -> None:
    texts = [document.text for document in seed_documents[:6]]
    expected = [Extractor().claims(text) for text in texts]
    monkeypatch.setattr(entity_view, "CACHE_LIMIT", 8)  # the word caches read it there
    small = Extractor()
    assert [small.claims(text) for text in texts] == expected
    rules = small.nlp.get_pipe("abstract_claims_entities").entity_rules  # type: ignore[attr-defined]
    for cache in (rules.token_classes, rules.shape_cache, rules.modifier_cache, rules.name_core_cache,
                  rules.classify_cache, rules.generic_cache, rules.family_cache):  # fmt: skip
        assert len(cache) <= 8
