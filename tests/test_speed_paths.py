"""The cheaper paths of extraction's fixed costs give what the longer ones gave."""

from __future__ import annotations

import signal

import pytest

from abstract_claims import extractor as extractor_module
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


@pytest.mark.skipif(not hasattr(signal, "setitimer"), reason="no SIGALRM timer here")
def test_time_limit_restores_the_previous_handler() -> None:
    def mine(signum: int, frame: object) -> None:
        pass

    before = signal.signal(signal.SIGALRM, mine)
    try:
        with extractor_module._time_limit(5.0):
            assert signal.getsignal(signal.SIGALRM) is extractor_module._stop
            assert signal.getitimer(signal.ITIMER_REAL)[0] > 0
        assert signal.getsignal(signal.SIGALRM) is mine
        assert signal.getitimer(signal.ITIMER_REAL)[0] == 0
    finally:
        signal.signal(signal.SIGALRM, before)
    with extractor_module._time_limit(5.0):
        pass
    assert signal.getsignal(signal.SIGALRM) == before
