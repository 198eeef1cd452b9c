"""Shortcuts of the entity passes' glue (speed round 34): each gives what the plain code it replaces gives."""

from __future__ import annotations

import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from abstract_claims.entities import context, passes
from abstract_claims.entities.candidates import Blocked, Mention, Vote
from abstract_claims.tasks import TaskMention, resolve_with_entities

CUE_TEXTS = ["models such as X and Y", "likelike such as  Y", "_like X", "élike X", "like", "such as",
             "including\n\tX", "(including X", "-like X", "unlike X", "like  ", "Such as X", "such  as X"]


def test_list_cue_ends_are_the_regex_matches_ends(seed_documents) -> None:  # type: ignore[no-untyped-def]
    for text in CUE_TEXTS + [document.text for document in seed_documents]:
        assert context._list_cue_ends(text) == [match.end() for match in context._LIST_CUE.finditer(text)]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["such as", "including", "like", " ", "\n", "_", "-", "a", "é", ",", "(", "X"]),
                max_size=12))
def test_list_cue_ends_on_pieces(pieces: list[str]) -> None:
    text = "".join(pieces)
    assert context._list_cue_ends(text) == [match.end() for match in context._LIST_CUE.finditer(text)]


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="ab ,()%andor\n-", max_size=40), st.integers(0, 40), st.integers(0, 40))
def test_list_separator_matched_in_place_is_the_slice_match(text: str, start: int, end: int) -> None:
    sliced, in_place = context._LIST_SEPARATOR.fullmatch(text[start:end]), context._LIST_SEPARATOR.fullmatch(text, start, end)
    assert (sliced is None) == (in_place is None)
    if sliced is not None and in_place is not None:
        assert sliced.groupdict() == in_place.groupdict()


def _resolve_by_scan(tasks: list[TaskMention], entities: list[Mention]) -> tuple[list[int], list[int]]:
    """resolve_with_entities as written before the covered-characters mask: every entity's overlapping tasks."""
    kept, dropped = [], set()
    for number, entity in enumerate(entities):
        overlapping = [i for i, task in enumerate(tasks) if task.start < entity.end and entity.start < task.end]
        wins = not overlapping or entity.proposed or any(
            (not tasks[i].rule.startswith("task/acronym") or (entity.label == "metric" and entity.start <= tasks[i].start
                                                               and tasks[i].end < entity.end))
            and not (entity.label != "model" and tasks[i].start <= entity.start and entity.end <= tasks[i].end)
            for i in overlapping)  # fmt: skip
        if wins:
            kept.append(number)
            dropped.update(overlapping)
    return [i for i in range(len(tasks)) if i not in dropped], kept


spans = st.tuples(st.integers(0, 30), st.integers(0, 8))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(spans, st.sampled_from(["task/acronym-defined", "task/lexicon"])), max_size=5),
       st.lists(st.tuples(spans, st.sampled_from(["metric", "model", "method"]), st.booleans()), max_size=6))
def test_resolve_with_entities_keeps_what_the_scan_keeps(task_specs, entity_specs) -> None:  # type: ignore[no-untyped-def]
    tasks = [TaskMention(start, start + length, rule) for (start, length), rule in task_specs]
    entities = [Mention(start, start + length, label, "entity/x", 1, proposed=proposed)
                for (start, length), label, proposed in entity_specs]  # fmt: skip
    kept_tasks, kept_entities = resolve_with_entities(tasks, entities)
    task_numbers, entity_numbers = _resolve_by_scan(tasks, entities)
    assert [id(task) for task in kept_tasks] == [id(tasks[i]) for i in task_numbers]
    assert [id(entity) for entity in kept_entities] == [id(entities[i]) for i in entity_numbers]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 30), st.integers(0, 6)), max_size=6), st.integers(0, 34), st.integers(0, 8))
def test_blocked_containing_is_the_scan(spans_given, start, length) -> None:  # type: ignore[no-untyped-def]
    blocked = Blocked(40)
    for number, (span_start, span_length) in enumerate(spans_given):
        blocked.append((span_start, span_start + span_length), f"rule/{number}", "reason")
    end = start + length
    expected = next((r for r in blocked.rejections if r.start <= start and end <= r.end), None)
    assert blocked.containing(start, end) == expected


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["a", "b", "c"]), st.lists(st.sampled_from(["a", "b", "c", "d"]), max_size=4),
       st.sampled_from([None, "a", "b", "d"]))
def test_evidence_without_votes_is_the_general_rule(rule, voters, decided_by) -> None:  # type: ignore[no-untyped-def]
    mention = Mention(0, 1, "method", rule, 1, votes=tuple(Vote(voter, "method", 1) for voter in voters),
                      decided_by=decided_by)  # fmt: skip
    ordered = dict.fromkeys([mention.rule, *(vote.rule for vote in mention.votes)])
    assert mention.evidence == tuple(r for r in ordered if r != mention.decision)


def test_only_w_and_capital_w_lower_to_a_w() -> None:
    """_url_spans lowers the text to look for 'www.' only when 'w.' or 'W.' is in it: no other character's lower
    case holds a 'w' (so a 'www.' of the lowered text is a 'w' or 'W' before a dot in the text)."""
    assert [c for c in map(chr, range(sys.maxunicode + 1)) if "w" in c.lower()] == ["W", "w"]


def test_url_spans_of_www_in_any_case(extractor) -> None:  # type: ignore[no-untyped-def]
    component = dict(extractor.nlp.pipeline)["abstract_claims_entities"]
    for text in ["See WwW.Example.org now.", "See www.example.org now.", "A new view. No link."]:
        view, _, _ = component._view(extractor.nlp(text))
        expected = [match.span() for match in passes._URL_SCHEME.finditer(text)] if "www." in text.lower() else []
        assert passes._url_spans(view) == expected
