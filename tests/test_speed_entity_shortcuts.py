"""Shortcuts of the entity passes (speed round 36): each gives what the plain code it replaces gives."""

from __future__ import annotations

from operator import attrgetter

from hypothesis import given, settings
from hypothesis import strategies as st

from abstract_claims.entities import proposals
from abstract_claims.entities.candidates import Mention, Vote
from abstract_claims.entities.resolution import resolve_overlaps

S_EVIDENCE = 0


def _resolve_in_full(mentions: list[Mention]) -> list[Mention]:
    """resolve_overlaps as it was before the shortcut for mentions that do not overlap."""
    kept: list[Mention] = []
    taken = bytearray(max((m.end for m in mentions), default=0) + 1)
    by_span: dict[tuple[int, int], Mention] = {}
    for mention in sorted(mentions, key=lambda m: (-m.priority, -(m.end - m.start), m.start)):
        if taken.find(1, mention.start, mention.end) == -1:
            kept.append(mention)
            by_span[mention.start, mention.end] = mention
            taken[mention.start : mention.end] = b"\x01" * (mention.end - mention.start)
            continue
        winner = by_span.get((mention.start, mention.end))
        if winner is not None and winner.label == mention.label:
            decision = mention.decided_by or mention.rule
            if decision != (winner.decided_by or winner.rule):
                winner.votes += (Vote(decision, mention.label, S_EVIDENCE),)
    return sorted(kept, key=attrgetter("start"))


_SPANS = st.lists(st.tuples(st.integers(0, 30), st.integers(0, 6), st.integers(1, 9), st.sampled_from("ab")),
                  max_size=8)


def _mentions(spans: list[tuple[int, int, int, str]]) -> list[Mention]:
    return [Mention(start, start + length, "method", f"rule/{rule}", priority) for start, length, priority, rule in spans]


@settings(max_examples=500, deadline=None)
@given(_SPANS, st.booleans())
def test_resolve_overlaps_equals_the_full_resolution(spans: list[tuple[int, int, int, str]], in_order: bool) -> None:
    if in_order:  # (apart and in order, the shortcut's case, as often as not)
        spans = sorted(spans)
        spans = [span for number, span in enumerate(spans)
                 if all(span[0] >= before[0] + before[1] for before in spans[:number])]  # fmt: skip
    fast, full = _mentions(spans), _mentions(spans)
    assert [(m.start, m.end, m.rule, m.votes) for m in resolve_overlaps(fast)] == \
        [(m.start, m.end, m.rule, m.votes) for m in _resolve_in_full(full)]  # fmt: skip
    assert [m.votes for m in fast] == [m.votes for m in full]


def _same_gate(text: str) -> bool:
    """'X is proposed' is tried at a name's end only before the bound: the bound from the verbs' last 'ed' lets
    through every end the bound from each verb's last occurrence did."""
    exact = max(map(text.rfind, proposals._PROPOSED_VERBS))
    bound = text.rfind("ed") - proposals._VERB_BEFORE_ED
    return all(bool(end < exact and proposals._IS_PROPOSED.match(text, end))
               == bool(end < bound and proposals._IS_PROPOSED.match(text, end)) for end in range(len(text) + 1))  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["X", " ", "is", "are", ",", "(a)", "proposed", "introduced", "presented", "developed",
                                 "ed", "new", "ly", "by", "in", "\n"]), max_size=10))
def test_the_proposed_verb_bound_gates_alike(pieces: list[str]) -> None:
    assert _same_gate("".join(pieces))


def test_the_proposed_verb_bound_gates_alike_in_the_seeds(seed_documents) -> None:  # type: ignore[no-untyped-def]
    assert all(_same_gate(document.text) for document in seed_documents)
