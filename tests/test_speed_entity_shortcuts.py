"""Shortcuts of the entity passes (speed round 36): each gives what the plain code it replaces gives."""

from __future__ import annotations

import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from abstract_claims.entities import acronyms, passes, proposals
from abstract_claims.entities.candidates import Mention
from abstract_claims.entities.resolution import _resolve_by_priority, resolve_overlaps
from abstract_claims.entities.shapes import _CONNECTORS, _DASHES, initials

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
        [(m.start, m.end, m.rule, m.votes) for m in _resolve_by_priority(full)]  # fmt: skip
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


def _short_form_ok_before(text: str) -> bool:
    letters = [ch for ch in text if ch.isalpha()]
    return 2 <= len(text) <= 12 and len(letters) >= 2 and text[0].isalnum() and any(ch.isupper() for ch in text)


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet="aAß1 -)(İſ.", max_size=14))
def test_short_form_ok_as_before(text: str) -> None:
    assert acronyms._short_form_ok(text) == _short_form_ok_before(text)


def _match_long_form_before(short: str, words: list[str]) -> int | None:
    """match_long_form as it was before its dash split, covered count and letters were made cheaper."""
    short_chars = [ch.lower() for ch in short if ch.isalnum()]
    if not short_chars:
        return None
    window = list(words[-min(min(len(short_chars) + 5, len(short_chars) * 2), len(words)) :])
    first_char = acronyms._schwartz_hearst_start(short_chars, " ".join(window))
    if first_char is None:
        return None
    size, offset = len(window), 0
    for word in window:
        if first_char < offset + len(word) + 1:
            break
        offset += len(word) + 1
        size -= 1
    first = window[-size]
    if first.lower() in _CONNECTORS or not first[:1].isalpha():
        return None
    starts = {part[0].lower() for word in window[-size:] for part in _DASHES.split(word) if part}
    covered = sum(ch in starts for ch in dict.fromkeys(short_chars))
    if covered * 2 < len(set(short_chars)):
        return None
    letters = "".join(ch for ch in short if ch.isalpha()).upper()
    for longer in range(size + 1, min(len(letters), len(window)) + 1):
        added = window[-longer : -size]
        if not all(word[:1].isalpha() and word.lower() not in acronyms._NOT_IN_LONG_FORMS and initials([word])
                   for word in added):  # fmt: skip
            break
        if added[0].lower() in _CONNECTORS:
            continue
        if initials(window[-longer:]) == letters:
            return longer
    return size


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet="ABCDabcß-1", min_size=1, max_size=6),
       st.lists(st.text(alphabet="ABCDabcd-–ßİ of", min_size=1, max_size=8), max_size=9))
def test_match_long_form_as_before(short: str, words: list[str]) -> None:
    assert _outcome(acronyms.match_long_form, short, words) == _outcome(_match_long_form_before, short, words)


def _outcome(function, *arguments):  # type: ignore[no-untyped-def]
    """What a call gives, or the kind of error it raises (a one-letter form can index past its window, as before)."""
    try:
        return function(*arguments)
    except IndexError as error:
        return type(error)


def test_match_long_form_as_before_on_the_seeds(extractor, seed_documents) -> None:  # type: ignore[no-untyped-def]
    component = dict(extractor.nlp.pipeline)["abstract_claims_entities"]
    rules = component.entity_rules
    compared = 0
    for document in seed_documents:
        view = component._view(extractor.nlp(document.text))[0]
        words = [token.text for token in view.tokens if not token.text.isspace()]
        for index, word in enumerate(words):
            if acronyms._short_form_ok(word):
                before = words[max(0, index - 12) : index]
                assert acronyms.match_long_form(word, before) == _match_long_form_before(word, before)
                compared += 1
        for token in view.tokens:  # every place a definition could start
            assert acronyms._introduced(view, token.start, rules) == _introduced_before(view, token.start, rules)
    assert compared > 100


def _introduced_before(view, start: int, rules) -> bool:  # type: ignore[no-untyped-def]
    sentence_start = view.sentence_at(start)[0]
    before = view.text[max(sentence_start, start - 80) : start].lower()
    for match in reversed(list(acronyms._INTRODUCING.finditer(before))):
        word = match.group(1)
        if word in acronyms._NEW_WORDS or word in rules.naming_verbs or word in rules.propose_verbs:
            return not acronyms._CLAUSE_BREAK.search(before, match.end())
    return False


def test_only_w_and_capital_w_match_a_case_blind_w() -> None:
    """_url_matches looks for 'www.' only where 'w.' or 'W.' stands: no other character matches a case-blind 'w'."""
    assert [chr(code) for code in range(sys.maxunicode + 1) if passes._WWW.match(chr(code) * 3 + ".")] == ["W", "w"]


def test_url_matches_as_before(seed_documents) -> None:  # type: ignore[no-untyped-def]
    for text in [document.text for document in seed_documents] + ["see WWW.x.org/a", "a/b www.c.io/d", "x/y w.z"]:
        if "/" in text:
            assert passes._url_matches(text) == _url_matches_before(text)


def _url_matches_before(text: str) -> list[tuple[int, int]]:
    return [match.span() for match in passes._URL.finditer(text)]
