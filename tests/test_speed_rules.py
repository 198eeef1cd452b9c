"""Shortcuts in the number and task rules (issue 16): each pattern rewritten for speed is checked against the
pattern as written before, kept here as the reference, and each gate against what it stands before, on real
sentences and on generated text. A gate tested here is a necessary condition of what it skips: the sentences below
are the cases it must let through."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from abstract_claims import extract
from abstract_claims import numbers as numbers_module
from abstract_claims import tasks as tasks_module
from abstract_claims.markup import normalize
from abstract_claims.numbers import NumberRules, find_numbers
from abstract_claims.pipeline import packaged_rules

_RULES = NumberRules(packaged_rules())

# _NUMBER before it was led by its digit
_NUMBER_REFERENCE = re.compile(r"(?=\d)(?<![\d.,])(?:\d+,\d{1,2}(?=\s?%)|\d{1,3}(?:,\d{3})+(?![\d])|\d+)(?:\.\d+)?")

_NUMBER_PIECES = ["1", "23", "4.5", ",", ".", ",000", ",5", "%", " %", " ", "\n", "x", "-", "٣", "v", "e", "(", ")"]


def _same_numbers(text: str) -> None:
    assert [m.span() for m in numbers_module._NUMBER.finditer(text)] == \
        [m.span() for m in _NUMBER_REFERENCE.finditer(text)]  # fmt: skip
    for position in range(0, len(text), 5):  # a search from a position reads the character before it
        found, expected = numbers_module._NUMBER.search(text, position), _NUMBER_REFERENCE.search(text, position)
        assert (found and found.span()) == (expected and expected.span())


def test_speed_number_pattern_matches_as_before_on_the_seed_abstracts(seed_documents) -> None:  # type: ignore[no-untyped-def]
    for document in seed_documents:
        _same_numbers(document.text)
        _same_numbers(normalize(document.text).text)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_NUMBER_PIECES), max_size=30).map("".join))
def test_speed_number_pattern_matches_as_before_on_generated_text(text: str) -> None:
    _same_numbers(text)


@pytest.mark.parametrize(("text", "expected"), [
    ("accuracy rises from 72,64% to 1,200,000 tokens and v1.2.3", ["72,64", "1,200,000", "1.2"]),
    ("a 3.5x speedup on 12 tasks", ["3.5", "12"]),
    ("(.5, ,7)", []),
])  # fmt: skip
def test_speed_number_pattern_on_sentences(text: str, expected: list[str]) -> None:
    assert [m.group() for m in numbers_module._NUMBER.finditer(text)] == expected


def _approx(text: str) -> list[tuple[str, str | None]]:
    markup = normalize(text)
    return [(markup.text[n.start : n.end], n.approx) for n in find_numbers(markup, _RULES)]


@pytest.mark.parametrize(("sentence", "expected"), [
    # the qualifier's last word is one the gate must let through: 'than', 'to', 'of', 'least', a symbol, a
    # phrase broken across lines, and a qualifier in capitals
    ("Our method improves accuracy by more than 5% on all benchmarks.", [("5%", "more than")]),
    ("It reduces latency by up to 40% while keeping quality.", [("40%", "up to")]),
    ("The model attains an average of 81.2% accuracy.", [("81.2%", "average")]),
    ("We keep at least 3 experts active per token.", [("3", "at least")]),
    ("The error falls to ∼ 2% on the test split.", [("2%", "~")]),
    ("This gives a gain of more\nthan 12 points over the baseline.", [("12 points", "more than")]),
    ("RESULTS SHOW ABOUT 30% FEWER ERRORS.", [("30%", "~")]),
    ("It uses (approx. 7 GB) of memory.", [("7 GB", "~")]),
    ("We ran it for almost 7 days.", [("7", "nearly")]),
    ("It is faster (≤ 3 ms) than the baseline.", [("3 ms", "at most")]),
    # not a qualifier: a word that ends like one ('utmost', whose tail 'most' ends 'at most')
    ("Sets of 40 images and the utmost 7 steps.", [("40", None), ("7", None)]),
])  # fmt: skip
def test_speed_qualifier_gate_keeps_the_qualifiers_of_real_sentences(sentence: str, expected: list) -> None:  # type: ignore[type-arg]
    assert _approx(sentence) == expected


_QUALIFIER_WINDOWS = st.text(alphabet=st.sampled_from(list("abotuvnearlyximg ,;:(~<>≈≤\n\tſKkİ.")), max_size=40)


@settings(max_examples=300, deadline=None)
@given(_QUALIFIER_WINDOWS, st.sampled_from(sorted({p for r in packaged_rules().qualifiers for p in r.before})),
       st.sampled_from(["", " ", "  ", "\n", " \t"]))  # fmt: skip
def test_speed_qualifier_last_word_gate_never_skips_a_qualifier_and_its_search_finds_the_same(prefix: str, phrase: str, trailing: str) -> None:
    for text in (prefix, prefix + phrase + trailing, prefix + phrase.upper() + trailing, phrase + prefix,
                 prefix + phrase.replace(" ", "\n") + trailing):  # fmt: skip
        window = text[-30:]  # what _read_qualifier reads before the number
        stripped = len(window.rstrip())
        search = _RULES.qualifier_before.search(window, max(0, stripped - _RULES.qualifier_longest))
        ending = _RULES.qualifier_last_word.match(window[::-1])
        if search is not None:
            assert ending is not None and ending.lastindex, window
        if ending is not None and ending.lastindex:  # the search of that last word's phrases finds the same
            narrow = _RULES.qualifier_by_last_word[ending.lastindex - 1]
            found = narrow.search(window, max(0, stripped - _RULES.qualifier_longest))
            assert (found and (found.span(), found.group("phrase"))) == (search and (search.span(), search.group("phrase")))


@pytest.mark.parametrize(("text", "expected"), [
    ("see arXiv:2501.01234", True), ("ARXIV: 2501", True), ("doi:10.1/abc", True), ("DOI: 10", True),
    ("Note: 5 runs", False), ("ratio 2:4 and a: b", False), (":v", False), ("", False), ("İ:", True),
])  # fmt: skip
def test_speed_identifier_end_is_the_search_for_each_ending(text: str, expected: bool) -> None:
    assert numbers_module._has_identifier_end(text) is expected
    assert any(end in text for end in numbers_module._IDENTIFIER_ENDS) is expected


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("vViIıİ: x:a")), max_size=20))
def test_speed_identifier_end_on_generated_text(text: str) -> None:
    assert numbers_module._has_identifier_end(text) == any(end in text for end in numbers_module._IDENTIFIER_ENDS)


@pytest.mark.parametrize(("text", "expected"), [
    ("Models such as Qwen3-30B-A3B are sparse.", [("30B", "parameters"), ("3B", "parameters")]),
    ("no digits a number starts with here: .5 and ,7", []),
])  # fmt: skip
def test_speed_text_without_a_number_candidate_has_no_number(text: str, expected: list[tuple[str, str]]) -> None:
    markup = normalize(text)
    assert [(markup.text[n.start : n.end], n.kind) for n in find_numbers(markup, _RULES)] == expected


@pytest.mark.parametrize(("sentence", "expected"), [
    # a definition before bare whole numbers gives them their noun; a percentage alone needs no search
    ("We vary the number of layers L and set L = 12 in all runs.", [("12", "layer")]),
    ("The number of layers L is small; accuracy is 81.2%.", [("81.2%", "%")]),
])  # fmt: skip
def test_speed_count_symbols_gate_on_sentences(sentence: str, expected: list[tuple[str, str]]) -> None:
    markup = normalize(sentence)
    assert [(markup.text[n.start : n.end], n.unit) for n in find_numbers(markup, _RULES)] == expected


# --- tasks ---------------------------------------------------------------------------------------------------

_CUE_REFERENCE = re.compile(r"(?:tasks?|benchmarks?|problems?)\b")
_DIMENSION_REFERENCE = re.compile(r"[1-9][dD][-–/]")
_TASK_PIECES = ["task", "tasks", "taskset", "sub", "benchmark", "benchmarks", "problem", "problems", "s", " ", "-",
                "–", "/", "4", "0", "d", "D", "3D", "x", "_", "\n", "é"]  # fmt: skip


_NON_SPACE = re.compile(r"\S+")
_WORD_OR_MARK = re.compile(r"\w+|\S")
_WORD = re.compile(r"\w+")


def _same_task_scans(text: str) -> None:
    assert tasks_module._cue_word_starts(text) == [m.start() for m in _CUE_REFERENCE.finditer(text)]
    assert tasks_module._has_dimension_start(text) is (_DIMENSION_REFERENCE.search(text) is not None)
    for tokens in (_NON_SPACE, _WORD_OR_MARK, _WORD):  # three ways of cutting tokens (the last leaves dashes out)
        spans = [token.span() for token in tokens.finditer(text)]
        starts, ends = [start for start, _ in spans], [end for _, end in spans]
        assert tasks_module._dashed_tokens(text, starts, ends) == \
            [index for index, span in enumerate(spans) if tasks_module._DASH.search(text, *span)]  # fmt: skip


def test_speed_task_scans_find_what_the_patterns_do_on_the_seed_abstracts(seed_documents) -> None:  # type: ignore[no-untyped-def]
    for document in seed_documents:
        _same_task_scans(document.text)
        _same_task_scans(normalize(document.text).text)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_TASK_PIECES), max_size=30).map("".join))
def test_speed_task_scans_find_what_the_patterns_do_on_generated_text(text: str) -> None:
    _same_task_scans(text)


_SPACES = st.sampled_from([" ", "  ", "\n", "\t"])
# 'We propose a new task': each word in some case, with the case forms the pattern reads besides the ASCII ones
_NEW_TASK_SENTENCES = st.tuples(
    st.sampled_from(["We", "we", "WE", "this paper", "This work", "Xwe"]), _SPACES,
    st.sampled_from(["propose", "Introduce", "PRESENT", "defines", "formulate"]), _SPACES,
    st.sampled_from(["a", "the", "A", "THE"]), _SPACES, st.sampled_from(["new", "New", "NEW", "novel", "NoVeL", "nev"]),
    _SPACES, st.sampled_from(["", "reasoning ", "multi-hop "]),
    st.sampled_from(["task", "TASK", "taſk", "tasK", "problem", "Problems", "PROBLEM", "tusk"]),
).map("".join)


@settings(max_examples=400, deadline=None)
@given(_NEW_TASK_SENTENCES)
def test_speed_new_task_gate_lets_every_match_through(text: str) -> None:
    if tasks_module._NEW_TASK.search(text):
        assert tasks_module._may_introduce_a_task(text.lower())


def test_speed_new_task_gate_on_the_seed_abstracts(seed_documents) -> None:  # type: ignore[no-untyped-def]
    for document in seed_documents:
        text = normalize(document.text).text
        if tasks_module._NEW_TASK.search(text):
            assert tasks_module._may_introduce_a_task(text.lower())


def _tasks(text: str) -> list[str]:
    return [claim.text for claim in extract(text) if claim.type == "task"]


@pytest.mark.parametrize(("text", "expected"), [
    # the cue word after the list, before it, inside a hyphenated word, and none where it is no whole word
    ("We evaluate on QA, retrieval, and NER benchmarks.", ["QA", "retrieval", "NER"]),
    ("We study problems such as segmentation, denoising, and registration of scans.",
     ["segmentation", "denoising", "registration"]),
    ("We study multi-task problems such as anomaly detection, denoising and registration.",
     ["anomaly detection", "denoising", "registration"]),
    ("Generative models serve subtasks such as anomaly detection, denoising and registration.", ["anomaly detection"]),
    # a task acronym only after a dimension: no word of the text is the acronym itself
    ("Dynamic scenes make 4D-SLAM hard.", ["4D-SLAM"]),
    ("Monocular 3D/6D-HPE is hard.", ["3D/6D-HPE"]),
])  # fmt: skip
def test_speed_task_scans_on_sentences(text: str, expected: list[str]) -> None:
    assert _tasks(text) == expected


_SHAPE_PIECES = ["512", "×", "x", "X", " ", "\u00a0", "\n", "1.5", ",", ".", "a", "^", "10", "-", "(", "٣"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_SHAPE_PIECES), max_size=25).map("".join))
def test_speed_times_sign_read_before_the_candidates_is_the_search(text: str) -> None:
    candidates = list(numbers_module._NUMBER.finditer(text))
    assert numbers_module._has_times_before(text, candidates) is (numbers_module._SHAPE_TIMES.search(text) is not None)


@pytest.mark.parametrize(("sentence", "expected"), [
    # a shape is no number, written with '×', 'x' or 'X', with or without spaces; '4 × 10^5' and '3.3x' are
    ("We train on 512×512 crops and 224 x 224 images.", []),
    ("Inputs are 64X64X3 tensors with 1,000 samples.", [("1,000", "sample")]),
    ("A 3.3x speedup at 4 × 10^5 tokens.", [("3.3x", "x"), ("4 × 10^5", None)]),
])  # fmt: skip
def test_speed_times_sign_gate_on_sentences(sentence: str, expected: list[tuple[str, str | None]]) -> None:
    markup = normalize(sentence)
    assert [(markup.text[n.start : n.end], n.unit) for n in find_numbers(markup, _RULES)] == expected


_LIST_PIECES = ["QA", "retrieval", "NER", "tasks", "such as", "and", "or", ", ", ",", " ", "  ", "\n", "(", "-", "/",
                "x1", "é", "on", "\u00a0", "."]  # fmt: skip


def _same_lists(text: str) -> None:
    comma = text.find(",")
    if comma == -1:
        return
    for start in range(0, comma + 1, 3):  # a sentence may start anywhere before its first comma
        expected = [m.span() for m in tasks_module._TASK_LIST.finditer(text, start, len(text))]
        bound = tasks_module._list_search_start(text, start, comma)
        assert [m.span() for m in tasks_module._TASK_LIST.finditer(text, bound, len(text))] == expected


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_LIST_PIECES), max_size=25).map("".join))
def test_speed_list_search_start_finds_the_same_lists_on_generated_text(text: str) -> None:
    _same_lists(text)


@pytest.mark.parametrize(("text", "expected"), [
    # the first item is one word after others, a phrase of words, or follows a bracket
    ("We evaluate on QA, retrieval, and NER tasks with long documents.", ["QA", "retrieval", "NER"]),
    ("Open domain QA, retrieval, and NER tasks remain hard.", ["domain QA", "retrieval", "NER"]),
    ("It serves tasks such as image anomaly detection, denoising and registration.",
     ["image anomaly detection", "denoising", "registration"]),
    ("We report gains on three tasks (QA, retrieval, and NER) with long documents.", ["QA", "retrieval", "NER"]),
])  # fmt: skip
def test_speed_list_search_start_on_sentences(text: str, expected: list[str]) -> None:
    assert _tasks(text) == expected
