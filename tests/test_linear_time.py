"""Bounded work per document (issue 17, item 8): long documents read in segments keep their references, lists of
thousands of values cost one step per value, and the result rules have a budget in overlong sentences."""

from __future__ import annotations

import gc
import itertools
import logging
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from abstract_claims import Extractor
from abstract_claims import extractor as extractor_module
from abstract_claims import numbers as numbers_module
from abstract_claims.collector import full_collections_held
from abstract_claims.drafts import Draft
from abstract_claims.entities import TextView
from abstract_claims.handover import EntityDrafts, NumberDrafts, numbers_outside_names
from abstract_claims.markup import normalize
from abstract_claims.models import Claim
from abstract_claims.numbers import FoundNumber, NumberRules
from abstract_claims.pipeline import packaged_rules
from abstract_claims.sources import SourceDocument

LIST_SENTENCE = "The accuracies on the 3,400 tasks are " + ", ".join(
    f"{(index * 37) % 1000 / 10:.1f}%" for index in range(3_400)) + "."  # fmt: skip
AFTER = "Our method improves PSNR by 1.3 dB over NeRF on the Mill-19 benchmark."

# the claim type each reference field points at
_TARGETS = {"number": "number", "metric": "metric", "dataset": "dataset", "baseline": None, "method": None,
            "task": "task", "range_with": "number"}  # fmt: skip


def _references_hold(claims: list[Claim]) -> None:
    by_id = {claim.id: claim for claim in claims}
    assert len(by_id) == len(claims)
    for claim in claims:
        for field, wanted in _TARGETS.items():
            target = getattr(claim, field, None)
            if target is None:
                continue
            assert target in by_id, (claim.id, field, target)
            if wanted is not None:
                assert by_id[target].type == wanted, (claim.id, field, by_id[target].type)
        task_text = getattr(claim, "task_text", None)
        if task_text is not None:
            assert " ".join(by_id[claim.task].text.split()) == task_text  # type: ignore[attr-defined]


def test_linear_time_long_document_in_segments_keeps_every_reference(extractor: Extractor,
                                                                     seed_documents: list[SourceDocument]) -> None:  # fmt: skip
    # the seed abstracts joined into one 60 KB document: read in segments of ~20,000 characters, whose claims
    # are numbered and offset into the whole text; a result's task pointed at its segment's own id before
    text = "\n\n".join(document.text for document in seed_documents)
    text = (text * (60_000 // len(text) + 1))[:60_000]
    assert len(text) > 2 * extractor_module.SEGMENT_LENGTH
    claims = extractor.document(SourceDocument("long", text)).claims
    assert [claim.id for claim in claims] == [f"c{index}" for index in range(1, len(claims) + 1)]
    assert all(text[claim.start : claim.end] == claim.text for claim in claims)
    tasks = [claim for claim in claims if getattr(claim, "task", None) is not None]
    assert tasks and max(claim.start for claim in tasks) > extractor_module.SEGMENT_LENGTH
    _references_hold(claims)


def test_linear_time_overlong_list_keeps_every_number_and_bounds_the_results(
        extractor: Extractor, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:  # fmt: skip
    text = f"{LIST_SENTENCE} {AFTER}"
    with caplog.at_level(logging.WARNING, logger="abstract_claims.extractor"):
        bounded = extractor.document(SourceDocument("list", text))
    warnings = [record.getMessage() for record in caplog.records if "[E203]" in record.getMessage()]
    assert len(warnings) == 1 and "list: " in warnings[0]
    assert not bounded.errors
    monkeypatch.setattr(extractor_module, "RESULT_BUDGET", 10**9)  # every number searched, as before the budget
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="abstract_claims.extractor"):
        unbounded = extractor.document(SourceDocument("list", text))
    assert not any("[E203]" in record.getMessage() for record in caplog.records)

    def spans(claims: list[Claim], *types: str) -> list[tuple[int, int, str]]:
        return [(c.start, c.end, c.type) for c in claims if c.type in types]

    # numbers and entities are the same claims; results only for the first numbers of the list
    kinds = ("number", "model_size", "method", "dataset", "model", "metric", "task")
    assert spans(bounded.claims, *kinds) == spans(unbounded.claims, *kinds)
    assert len([c for c in bounded.claims if c.type == "number" and c.text.endswith("%")]) == 3_400
    list_end = len(LIST_SENTENCE)
    bounded_results = [c for c in bounded.claims if c.type == "result" and c.start < list_end]
    unbounded_results = [c for c in unbounded.claims if c.type == "result" and c.start < list_end]
    assert len(unbounded_results) >= 3_400
    assert extractor_module.SENTENCE_PIECE // 10 <= len(bounded_results) <= 300
    # the sentence after the list is read on its own, with its result, whatever the budget left
    after = [c for c in bounded.claims if c.type == "result" and c.start >= list_end]
    assert [(c.text, c.method_text, c.baseline_text) for c in after] == [  # type: ignore[attr-defined]
        (c.text, c.method_text, c.baseline_text) for c in unbounded.claims  # type: ignore[attr-defined]
        if c.type == "result" and c.start >= list_end]
    assert after and "1.3 dB" in after[0].text
    _references_hold(bounded.claims)


def test_linear_time_abstract_like_list_has_no_budget(extractor: Extractor, caplog: pytest.LogCaptureFixture) -> None:
    # 150 values in a sentence of ~1,000 characters: more than any abstract has (32), still no table
    items = ", ".join(f"{(index * 37) % 1000 / 10:.1f}%" for index in range(150))
    text = f"The accuracies are {items}. " * 4
    assert not extractor_module.has_pathological_parts(text)
    with caplog.at_level(logging.WARNING, logger="abstract_claims.extractor"):
        claims = extractor.document(SourceDocument("short", text)).claims
    assert not any("[E203]" in record.getMessage() for record in caplog.records)
    assert len([c for c in claims if c.type == "result"]) == 600


def test_linear_time_table_sentences_of_abstract_length_share_the_budget(
        extractor: Extractor, caplog: pytest.LogCaptureFixture) -> None:  # fmt: skip
    # sentences of ~2,100 characters with 300 values each: none is overlong, each is a table
    tables = [f"Table {table} lists " + ", ".join(f"{((table + item) * 37) % 1000 / 10:.1f}%" for item in range(300))
              + "." for table in range(1, 5)]  # fmt: skip
    text = " ".join([*tables, AFTER])
    assert all(len(table) < extractor_module.SENTENCE_LIMIT for table in tables)
    pieces = list(extractor_module._bounded_pieces(text))
    assert max(end - start for start, end, _ in pieces) <= extractor_module.SENTENCE_PIECE
    assert [table for _, _, table in pieces] == [True] * (len(pieces) - 1) + [False]  # the last sentence: AFTER
    with caplog.at_level(logging.WARNING, logger="abstract_claims.extractor"):
        claims = extractor.document(SourceDocument("tables", text)).claims
    warnings = [record.getMessage() for record in caplog.records if "[E203]" in record.getMessage()]
    # the budget is spent on its first RESULT_BUDGET numbers, not on the whole piece that reaches it
    assert len(warnings) == 1 and f"tables: {1_200 - extractor_module.RESULT_BUDGET:,} numbers" in warnings[0]
    assert len([c for c in claims if c.type == "number" and c.text.endswith("%")]) == 1_200
    first_end = len(tables[0])
    assert 100 <= len([c for c in claims if c.type == "result" and c.start < first_end]) < 200
    assert len([c for c in claims if c.type == "result" and first_end < c.start < len(text) - len(AFTER)]) == 0
    assert [c.text for c in claims if c.type == "number" and c.start > len(text) - len(AFTER)] == ["1.3 dB"]
    assert any(c.type == "result" and c.start >= len(text) - len(AFTER) for c in claims)
    _references_hold(claims)


def test_linear_time_table_pieces_past_the_budget_are_read_together_with_the_same_claims(
        extractor: Extractor, monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    # names then their values (the names read together while the budget lasts: no number in them), an overlong
    # list, two tables of abstract length, then a sentence of text: past the budget the pieces of one table
    # sentence are read together, and every claim is the one read piece by piece
    names = ", ".join(f"Model-{index}" for index in range(600))
    values = ", ".join(f"{50 + (index * 7) % 50}.{index % 10}%" for index in range(600))
    respectively = f"{names} reach {values} accuracy on ImageNet, respectively, outperforming the baseline."
    tables = [f"Table {table} lists " + ", ".join(f"{((table + item) * 37) % 1000 / 10:.1f}%" for item in range(300))
              + "." for table in range(1, 3)]  # fmt: skip
    text = " ".join([respectively, LIST_SENTENCE[:20_000] + ".", *tables, AFTER])
    calls: list[int] = []
    nlp = extractor.nlp

    class Counting:
        pipe_names = nlp.pipe_names
        get_pipe = staticmethod(nlp.get_pipe)

        def __call__(self, piece: str, **kwargs: object):  # type: ignore[no-untyped-def]
            calls.append(len(piece))
            return nlp(piece, **kwargs)

    monkeypatch.setattr(extractor, "nlp", Counting())
    joined = extractor.document(SourceDocument("tables", text)).claims
    joined_calls = list(calls)
    assert max(joined_calls) <= extractor_module.UNSEARCHED_PIECE < 2 * 2_100  # one table sentence at most
    monkeypatch.setattr(extractor_module, "UNSEARCHED_PIECE", 0)  # each piece on its own, as before
    calls.clear()
    apart = extractor.document(SourceDocument("tables", text)).claims
    assert [claim.model_dump() for claim in joined] == [claim.model_dump() for claim in apart]
    assert len([c for c in joined if c.type == "number" and c.text.endswith("%")]) > 3_000
    assert len(joined_calls) * 3 < len(calls)
    assert len([c for c in joined if c.type == "method" and c.text.startswith("Model-")]) == 600
    # the budget is spent on the values after the names: ~100 results there, none in the list after it
    assert 100 <= len([c for c in joined if c.type == "result" and c.start < len(respectively)]) < 300
    assert not any(c.type == "result" and len(respectively) < c.start < len(text) - len(AFTER) for c in joined)
    _references_hold(joined)


@given(st.lists(st.tuples(st.sampled_from(["12.3%, ", "4.5, ", "word ", ". ", "\n\n", "and "]),
                          st.integers(min_value=1, max_value=600)), max_size=6))  # fmt: skip
def test_linear_time_joined_table_pieces_keep_to_one_sentence(parts: list[tuple[str, int]]) -> None:
    text = "".join(fragment * count for fragment, count in parts)
    pending = list(extractor_module._bounded_pieces(text))
    pending.reverse()
    while pending:
        start, end, table = pending.pop()
        if not table:
            continue
        joined_end = extractor_module._join_table_pieces(text, start, end, pending)
        assert joined_end == end or joined_end - start <= extractor_module.UNSEARCHED_PIECE
        # no sentence end inside the joined piece: only the break that closes it
        inside = extractor_module._SEGMENT_BREAK.search(text, start, joined_end)
        assert end == joined_end or inside is None or inside.end() == joined_end, text[start:joined_end]
        assert not pending or pending[-1][0] >= joined_end


# ---------------------------------------------------------------- the number rules, step by step


def _link_neighbours_pairwise(text: str, found: list[FoundNumber]) -> None:
    """The list rule as it was written before (every member of the list visited again at every new value)."""
    group: list[int] = []
    for index in range(len(found) - 1):
        first, second = found[index], found[index + 1]
        if first.active_of is not None or second.active_of is not None:
            group = []
            continue
        between = text[first.tail : second.start]
        if between.strip() == "±" and first.unit is None:
            numbers_module._share_unit(first, second)
            group = []
            continue
        joiner = numbers_module._range_joiner(text, first, between)
        if joiner is not None and first.partner is None:
            first.partner, second.partner = index + 1, index
            first.joiner = second.joiner = joiner
            numbers_module._share_unit(first, second)
            group = []
            continue
        if re.fullmatch(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", between):
            group = group or [index]
            group.append(index + 1)
            members = [found[i] for i in group]
            last = members[-1]
            for member in members[:-1]:
                shares = last.kind in ("delta", "percent", "multiplier") or last.scale is not None
                if member.unit is None and last.unit is not None and member.kind in ("count", "scalar") and shares:
                    numbers_module._share_unit(member, last)
            head = members[0]
            for member in members[1:]:
                if member.approx is None and head.approx is not None:
                    member.approx = head.approx
        else:
            group = []


_ITEMS = st.sampled_from(["3", "4.5", "12%", "7x", "2.5 pp", "about 6", "up to 9%", "12M", "40 images", "1-2",
                          "5 to 8%", "0.37 ± 0.27 mm", "(3)", "between 2 and 4", "~10"])  # fmt: skip
_JOINERS = st.sampled_from([", ", ", and ", " and ", " or ", "; ", " - ", ", or ", " with "])


@given(st.lists(st.tuples(_ITEMS, _JOINERS), min_size=1, max_size=12))
def test_linear_time_list_sharing_is_the_pairwise_rule(items: list[tuple[str, str]]) -> None:
    text = "We reach " + "".join(item + joiner for item, joiner in items) + "overall."
    rules = NumberRules(packaged_rules())
    incremental = numbers_module.find_numbers(_markup(text), rules)
    original = numbers_module._link_neighbours
    try:
        numbers_module._link_neighbours = lambda text, found, rules: _link_neighbours_pairwise(text, found)  # type: ignore[assignment]
        pairwise = numbers_module.find_numbers(_markup(text), rules)
    finally:
        numbers_module._link_neighbours = original  # type: ignore[assignment]
    assert incremental == pairwise


def _markup(text: str):  # type: ignore[no-untyped-def]
    from abstract_claims.markup import normalize

    return normalize(text)


_QUALIFIER_WINDOWS = st.text(alphabet=st.sampled_from(list("abotuvnearlyximg ,;:(~<>≈≤\n\tſKkİ.")), max_size=40)


@given(_QUALIFIER_WINDOWS, st.sampled_from(sorted({p for r in packaged_rules().qualifiers for p in r.before})),
       st.sampled_from(["", " ", "  ", "\n", " \t"]))  # fmt: skip
def test_linear_time_qualifier_test_of_the_last_character_finds_what_the_search_does(
        prefix: str, phrase: str, trailing: str) -> None:  # fmt: skip
    rules = NumberRules(packaged_rules())
    for text in (prefix, prefix + phrase + trailing, prefix + phrase.upper() + trailing, phrase + prefix):
        window = text[-30:]  # what _read_qualifier reads before the number
        stripped = len(window.rstrip())
        search = rules.qualifier_before.search(window, max(0, stripped - rules.qualifier_longest))
        final = rules.qualifier_final.match(window, stripped - 1) if stripped else None
        assert (search is not None) <= (final is not None), window  # the test never skips a qualifier
        number = FoundNumber(len(text), len(text) + 3, len(text) + 1, len(text) + 3, 5.0, "percent", "r")
        numbers_module._read_qualifier(text + "5 %.", number, rules)
        assert number.approx == (rules.approx_of.get(search.group("phrase").lower()) if search else None)


_FRAGMENTS = st.sampled_from(["We reach 81.2% F1. ", "12.3%, ", "4.5, ", "and ", "Model-7, ", "respectively. ",
                              "\n\n", "$x = 3$ ", "word " * 30, "(", "%%", ". ", "1,000 "])  # fmt: skip


@given(st.lists(st.tuples(_FRAGMENTS, st.integers(min_value=1, max_value=400)), max_size=8))
def test_linear_time_pieces_cover_the_text_in_order(parts: list[tuple[str, int]]) -> None:
    text = "".join(fragment * count for fragment, count in parts)
    if extractor_module._PUNCTUATION_RUN.search(text):
        return  # runs are left out: tested in test_pipeline_edges.py
    pieces = list(extractor_module._bounded_pieces(text))
    assert [(start, end) for start, end, _ in pieces] == list(extractor_module.bounded_segments(text))
    covered = "".join(text[start:end] for start, end, _ in pieces)
    assert covered.split() == text.split()  # only white-space-only pieces are dropped
    assert all(a < b for a, b, _ in pieces)
    assert all(b <= c for (_, b, _), (c, _, _) in itertools.pairwise(pieces))
    # a table's pieces hold at most SENTENCE_PIECE characters, and the last one the sentence's end ('. ', '\n\n')
    assert all(len(text[start:end].rstrip()) <= extractor_module.SENTENCE_PIECE + 1
               for start, end, table in pieces if table)  # fmt: skip
    if not extractor_module.has_pathological_parts(text):
        assert not any(table for _, _, table in pieces)


@given(st.text(alphabet=st.sampled_from(list("/eE×x·^ \t\n\u2009\u00a0%,.;)0123456789{}-+−abc")), max_size=8))
def test_linear_time_notation_patterns_start_where_the_number_reader_looks_for_them(after: str) -> None:
    # _read_number tries the fraction, scientific and power-of-ten patterns only after a character that can
    # start one of them: after any other, none of them matches
    starts = after[:1] in numbers_module._NOTATION_STARTS or after[:1].isspace()
    patterns = (numbers_module._FRACTION, numbers_module._SCIENTIFIC_E, numbers_module._SCIENTIFIC_TEN,
                numbers_module._POWER_OF_TEN)  # fmt: skip
    assert starts or not any(pattern.match(after) for pattern in patterns)


_spans = st.tuples(st.integers(0, 60), st.integers(0, 12)).map(lambda span: (span[0], span[0] + span[1]))


@given(names=st.lists(_spans, max_size=12), numbers=st.lists(_spans, max_size=12))
def test_numbers_inside_names_are_those_some_name_contains(names: list[tuple[int, int]],
                                                           numbers: list[tuple[int, int]]) -> None:  # fmt: skip
    # nested, overlapping and unsorted names, as the entity rules leave them: the one-bisection-per-number test
    # keeps exactly the numbers that no name contains
    drafts = [Draft("number", start, end, "number/test") for start, end in numbers]
    entities = EntityDrafts([], TextView("", [], [], normalize("")), names)
    kept = numbers_outside_names(NumberDrafts(drafts, []), entities)
    assert kept == [d for d in drafts if not any(s <= d.start and d.end <= e for s, e in names)]


def test_a_respectively_sentence_keeps_the_numbers_outside_its_names() -> None:
    # thousands of names and numbers in one sentence: 'Model-7' is a name and its digit no number, while every
    # percentage after the names stays a number
    methods = [f"Model-{index}" for index in range(600)]
    values = [f"{50 + index % 50}.{index % 10}%" for index in range(600)]
    text = f"{', '.join(methods)} reach {', '.join(values)} accuracy on ImageNet, respectively."
    claims = Extractor(time_limit=None).claims(text)
    assert [claim.text for claim in claims if claim.type == "method"] == methods
    assert [claim.text for claim in claims if claim.type == "number"] == values


@pytest.mark.parametrize("run", ["12", "2024", "1.5", "12K"])
def test_linear_time_a_benchmark_variant_tag_never_splits_a_digit_run(run: str) -> None:
    """The variant tags after 'Bench' / 'Eval' repeat: if two tags could share a digit run, a name of 'XBench', 30
    digits and a letter would make the regex try every split of the run before failing (2**29 ways)."""
    from abstract_claims.entities.shapes import _DATASET_VARIANT, _VARIANT_TAG

    assert re.fullmatch(f"(?:{_VARIANT_TAG}){{2}}", run) is None
    assert re.fullmatch(f"(?:{_VARIANT_TAG})", run) is not None
    assert _DATASET_VARIANT.fullmatch(f"MedBench{run}") is not None
    assert _DATASET_VARIANT.fullmatch("XBench" + "1" * 30 + "z") is None


def test_linear_time_long_documents_hold_full_collections_until_their_end(extractor: Extractor) -> None:
    """While a long text is read in segments the collector makes no automatic full collection (each walked every
    claim read so far); its thresholds are as they were afterwards, also after an error and in nested blocks."""
    held = full_collections_held
    before = gc.get_threshold()
    full_collections: list[int] = []

    def count(phase: str, info: dict[str, int]) -> None:
        if phase == "start" and info["generation"] == 2:
            full_collections.append(1)

    gc.callbacks.append(count)
    try:
        with held:
            with held:
                assert gc.get_threshold()[:2] == before[:2]
                assert gc.get_threshold()[2] == held.never
            assert gc.get_threshold()[2] == held.never
            garbage = [[index] for index in range(300_000)]  # many young collections, none of them full
            assert not full_collections
            del garbage
        with pytest.raises(RuntimeError), held:
            raise RuntimeError
    finally:
        gc.callbacks.remove(count)
    assert gc.get_threshold() == before
    record = extractor.document(SourceDocument("long", (AFTER + " ") * 400))
    assert len(record.claims) > 400 and gc.get_threshold() == before
