"""The cheaper paths of extraction's fixed costs give what the longer ones gave."""

from __future__ import annotations

from abstract_claims.extractor import SENTENCE_LIMIT, TABLE_NUMBERS, has_pathological_parts

WORDS = "We train the model on the data and report the accuracy of the results "


def test_pathological_parts_at_the_sentence_limit() -> None:
    # one sentence of exactly SENTENCE_LIMIT characters is read whole, one character more is not: the short cut
    # for texts no longer than the limit must not move the boundary
    sentence = (WORDS * (SENTENCE_LIMIT // len(WORDS) + 1))[: SENTENCE_LIMIT - 1] + "."
    assert len(sentence) == SENTENCE_LIMIT
    assert not has_pathological_parts(sentence)
    assert has_pathological_parts("a" + sentence)


def test_pathological_parts_short_table_sentence() -> None:
    # a table dumped as one sentence shorter than SENTENCE_LIMIT is still found by its numbers
    table = "The scores are " + ", ".join(str(index % 10) for index in range(TABLE_NUMBERS + 1)) + "."
    assert len(table) < SENTENCE_LIMIT
    assert has_pathological_parts(table)
    assert not has_pathological_parts("The scores are " + ", ".join("7" * TABLE_NUMBERS) + ".")
