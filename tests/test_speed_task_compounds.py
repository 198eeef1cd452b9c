"""Fast paths of the task rules (tasks.py: compound words, hyphen adjectives, 'introduced'): each is compared with the definition it replaces, on the seed abstracts, on
real-shaped sentences and on generated words."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import given
from hypothesis import strategies as st

from _hypothesis_profiles import fuzz_settings
from abstract_claims import Extractor
from abstract_claims.entities import TextView, Token
from abstract_claims.tasks import (
    _BOUND_WORDS,
    _DROPPING_WORDS,
    _LEFT_OUT,
    _MEANS_BEFORE,
    _NEW_TASK,
    _NEW_WORD,
    _PROPOSED,
    TaskMention,
    TaskRules,
    _after_a_cue_word,
    _bound_to,
    _compound_end,
    _compound_start,
    _introduced,
    _is_hyphen_adjective,
    _next_word,
    _previous_word,
    _scan,
    acronym_occurrences,
    find_tasks,
)

# sentences with the compound nouns the task rules read ('natural language', 'remote sensing', 'time series')
COMPOUNDS = (
    "We study natural language inference, named entity recognition and remote sensing image segmentation. "
    "Fine grained visual classification and time series forecasting follow; natural images are no compound. "
    "A model named Foo does multiple object tracking and\ncommon sense reasoning on novel view synthesis."
)


def _views(extractor: Extractor, texts: list[str]) -> list[tuple[TextView, TaskRules]]:
    component = dict(extractor.nlp.pipeline)["abstract_claims_entities"]
    views = []
    for text in texts:
        view, _, _ = component._view(extractor.nlp(text))
        views.append((view, component.task_rules))
    return views


def _compound_start_before(
    tokens: Sequence[Token], index: int, head: int, rules: TaskRules, taken: bytearray
) -> bool:
    """_compound_start as it was written before the word-set test."""
    following = _next_word(tokens, index, head + 1)
    return following <= head and 1 not in taken[tokens[index].start : tokens[index].end] and \
        f"{tokens[index].lower} {tokens[following].lower}" in rules.compound_nouns  # fmt: skip


def _compound_end_before(tokens: Sequence[Token], index: int, rules: TaskRules, taken: bytearray) -> bool:
    """_compound_end as it was written before the word-set test."""
    before = _previous_word(tokens, index)
    return 0 <= before < index and 1 not in taken[tokens[index].start : tokens[index].end] and \
        f"{tokens[before].lower} {tokens[index].lower}" in rules.compound_nouns  # fmt: skip


def test_compound_tests_answer_as_before_at_every_token(extractor, seed_documents) -> None:  # type: ignore[no-untyped-def]
    """Every token of the seed abstracts and of COMPOUNDS, with every head up to four words on, with nothing taken
    and with every other character taken: the same answers as the definitions without the word sets."""
    starts = ends = 0
    for view, rules in _views(extractor, [COMPOUNDS] + [document.text for document in seed_documents]):
        tokens = view.tokens
        free = bytearray(len(view.text) + 1)
        striped = bytearray(i % 2 for i in range(len(view.text) + 1))
        for index in range(len(tokens)):
            for taken in (free, striped):
                answer = _compound_end(tokens, index, rules, taken)
                assert answer == _compound_end_before(tokens, index, rules, taken), (
                    tokens[index],
                    view.text[:60],
                )
                ends += answer
                for head in range(index, min(len(tokens), index + 5)):
                    answer = _compound_start(tokens, index, head, rules, taken)
                    assert answer == _compound_start_before(tokens, index, head, rules, taken), tokens[index]
                    starts += answer
    assert (
        starts >= 8 and ends >= 8
    )  # the compounds of COMPOUNDS are found, so a test that always says no fails


def test_compound_word_sets_hold_each_side_of_every_space() -> None:
    """The sets are exact for nouns of any number of words: a word equal to a text before (after) a space."""

    class _Rules:
        compound_nouns = frozenset(["natural language", "one two three", "a  b"])

    firsts = TaskRules.compound_firsts.func(_Rules())  # type: ignore[arg-type]
    lasts = TaskRules.compound_lasts.func(_Rules())  # type: ignore[arg-type]
    assert firsts == {"natural", "one", "one two", "a", "a "}
    assert lasts == {"language", "two three", "three", " b", "b"}


@fuzz_settings(400)
@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyzé0123456789/._'", min_size=1, max_size=24))
def test_a_word_without_a_dash_is_no_hyphen_adjective(word: str) -> None:
    """_modifiers_start asks _is_hyphen_adjective only about words with a dash: the answer for the others is no."""
    rules = _TASK_RULES
    for candidate in (word, word.capitalize(), "real" + word, word + "based"):
        assert not _is_hyphen_adjective(candidate.lower(), rules, directly_before_head=True)
        assert not _is_hyphen_adjective(candidate.lower(), rules, directly_before_head=False)


_TASK_RULES = TaskRules(dict(Extractor().nlp.pipeline)["abstract_claims_entities"].rules)


def test_tasks_of_compound_sentences(extractor) -> None:  # type: ignore[no-untyped-def]
    """The tasks COMPOUNDS names start at the compound's first word."""
    ((view, rules),) = _views(extractor, [COMPOUNDS])
    names = {view.text[m.start : m.end] for m in find_tasks(view, rules, [])}
    assert "natural language inference" in names
    assert "remote sensing image segmentation" in names
    assert "time series forecasting" in names


# sentences that introduce a task, and others like them that do not
NEW_TASKS = (
    "We introduce a new task, multi-hop table retrieval, and a benchmark for it. This paper proposes a NOVEL "
    "open-world face recognition problem: open-set face grouping. We study a new dataset for image captioning. "
    "This work defines the novel   task of\nvideo question answering. We present novel methods for "
    "machine translation."
)


def _introduced_before(view: TextView, mention: TaskMention) -> bool:
    """_introduced as it was written before the 'new' / 'novel' test (without the per-sentence memo)."""
    sentence = view.sentence_at(mention.start)
    cue = _NEW_TASK.search(view.text, *sentence)
    return cue is not None and cue.start() < mention.start and mention.start - cue.end() < 60


def test_introduced_answers_as_before(extractor, seed_documents) -> None:  # type: ignore[no-untyped-def]
    """Every task mention of the seed abstracts and of NEW_TASKS, and a mention at every token start: the same
    answer as the definition that runs the full pattern on every sentence."""
    introduced = 0
    for view, rules in _views(extractor, [NEW_TASKS] + [document.text for document in seed_documents]):
        mentions = find_tasks(view, rules, [])
        mentions += [TaskMention(token.start, token.end, "task/head-noun") for token in view.tokens]
        cues: dict[tuple[int, int], object] = {}
        for mention in mentions:
            answer = _introduced(view, mention, cues)  # type: ignore[arg-type]
            assert answer == _introduced_before(view, mention), view.text[mention.start : mention.end]
            assert answer == _introduced(view, mention)
            introduced += answer
    assert introduced >= 10  # the tasks of NEW_TASKS are introduced: a test that always says no fails


@fuzz_settings(400)
@given(
    st.sampled_from(["we", "We", "WE", "this paper", "This Work", "they"]),
    st.sampled_from(["introduce", "PROPOSE", "formally define", "here present", "study"]),
    st.sampled_from(["a", "the", "The", "an"]),
    st.sampled_from(["new", "NEW", "Novel", "nov el", "knew", "newly", "renewed", "ne\u017fw", "novel,"]),
    st.sampled_from(["", "open-world ", "hard multi-hop "]),
    st.sampled_from(["task", "TASK", "ta\u017fk", "tas\u212a", "problem", "tasks"]),
)
def test_every_new_task_match_holds_new_or_novel(
    lead: str, verb: str, article: str, new: str, words: str, noun: str
) -> None:
    """_introduced runs _NEW_TASK only on a sentence where 'new' or 'novel' is found, read as the pattern reads it
    (without case): generated sentences of its shape, with the long s and the Kelvin sign it folds."""
    text = f"Here {lead} {verb} {article} {new} {words}{noun}, X."
    if _NEW_TASK.search(text) is not None:
        assert _NEW_WORD.search(text) is not None
    else:
        assert (
            _NEW_WORD.search(text) is None
            or new not in ("new", "NEW", "Novel")
            or lead == "they"
            or verb == "study"
            or article == "an"
            or noun == "tasks"
        )


# corpus sentences with the cue words before a task phrase, and ones like them that are no cue
CUED_PHRASES = (
    "That overcomes these limitations using sequence\nalignment via implicit clustering. We deploy it without "
    "sacrificing detection accuracy, directly from features without image reconstruction. We propose KV cache "
    "compression to remove caches and introduces substructure-level tokenization. Leveraging  machine translation "
    "and UTILIZING optical flow estimation, it presents\tdepth estimation. Vias, usings and prevent segmentation."
)


def test_dropping_cues_need_their_word_before_the_phrase(extractor, seed_documents) -> None:  # type: ignore[no-untyped-def]
    """At every token start of the seed abstracts and of CUED_PHRASES: where _LEFT_OUT, _PROPOSED or
    _MEANS_BEFORE match the window find_tasks searches, _after_a_cue_word says so (it gates the three)."""
    matched = 0
    for view, _ in _views(extractor, [CUED_PHRASES] + [document.text for document in seed_documents]):
        for token in view.tokens:
            window = (view.text, max(0, token.start - 12), token.start)
            if any(pattern.search(*window) for pattern in (_LEFT_OUT, _PROPOSED, _MEANS_BEFORE)):
                assert _after_a_cue_word(view.text, token.start), view.text[window[1] : token.start + 20]
                matched += 1
    assert (
        matched >= 8
    )  # the cues of CUED_PHRASES are found: a test of a gate that always says yes is no test


@fuzz_settings(400)
@given(
    st.sampled_from(["", "x", "a ", "(", "re", "1 "]),
    st.sampled_from(
        [
            *_DROPPING_WORDS,
            "Without",
            "VIA",
            "PROPOSES",
            "u\u017fing",
            "propo\u017fe",
            "\u0130ntroduce",
            "vıa",
            "Using",
            "prevent",
            "pres",
            "uses",
        ]
    ),
    st.sampled_from([" ", "\n", " \t ", "  \n  ", "", "-"]),
)
def test_every_dropping_cue_match_ends_in_its_word(lead: str, word: str, space: str) -> None:
    """Generated windows of the cue patterns' shape, with other cases, the long s, the dotted and dotless i: where
    a pattern matches, _after_a_cue_word says yes."""
    text = f"{lead}{word}{space}image segmentation"
    start = len(text) - len("image segmentation")
    if any(
        pattern.search(text, max(0, start - 12), start) for pattern in (_LEFT_OUT, _PROPOSED, _MEANS_BEFORE)
    ):
        assert _after_a_cue_word(text, start)


def test_introduced_with_the_lower_case_text_answers_as_with_the_pattern(extractor, seed_documents) -> None:  # type: ignore[no-untyped-def]
    """_introduced given the lower-case text (as find_tasks gives it): the same answers as with _NEW_WORD, at every
    token start of the seed abstracts, NEW_TASKS and a text whose lowering moves characters ('İ')."""
    texts = [NEW_TASKS, "\u0130stanbul: " + NEW_TASKS] + [document.text for document in seed_documents]
    introduced = 0
    for view, _ in _views(extractor, texts):
        mentions = [TaskMention(token.start, token.end, "task/head-noun") for token in view.tokens]
        lower = view.text.lower()
        for mention in mentions:
            answer = _introduced(view, mention, None, lower)
            assert answer == _introduced(view, mention), view.text[mention.start : mention.end]
            introduced += answer
    assert introduced >= 10


# tokens with a dimension before a task acronym, and others with a dash that are none
DIMENSIONS = (
    "We build 4D-SLAM and 3D-VQA systems for 3D-to-2D-MOT and 2d-HOI; 3D\u2013SLAM, 0D-QA, Re-ID, CV-SLAM and "
    "3D-ETD are no dimensions of a task acronym, nor is the 3D-OVS dataset. Multilingual ASR and 4D-PSG follow."
)


def test_acronym_occurrences_with_the_scan_answer_as_without(extractor, seed_documents) -> None:  # type: ignore[no-untyped-def]
    """acronym_occurrences with the scan (its dashed words read for a dimension) gives what it gives without
    (the text searched for a dimension by _has_dimension_start), with the known acronyms and a defined one."""
    dimensioned = 0
    for view, rules in _views(extractor, [DIMENSIONS] + [document.text for document in seed_documents]):
        free = bytearray(len(view.text) + 1)
        for acronyms in (set(rules.acronyms), set(rules.acronyms) | {"ETD"}, {"ETD"}):
            fast = acronym_occurrences(view, rules, acronyms, free, free, _scan(view, rules))
            assert fast == acronym_occurrences(view, rules, acronyms, free, free), view.text[:60]
            dimensioned += sum(
                view.text[m.start : m.end] in ("4D-SLAM", "3D-to-2D-MOT", "2d-HOI") for m in fast
            )
    assert dimensioned >= 3


def test_compound_and_bound_tests_need_their_word_sets(extractor, seed_documents) -> None:  # type: ignore[no-untyped-def]
    """_modifiers_start asks _compound_start and _compound_end only about words of rules.compound_words, and
    _bound_to only about words of _BOUND_WORDS: at every token, with every head up to four words on, the others
    answer no."""
    texts = [COMPOUNDS, "It does theorem proving, intrinsic image decomposition and EEG decoding."]
    found = 0
    for view, rules in _views(extractor, texts + [document.text for document in seed_documents]):
        tokens = view.tokens
        free = bytearray(len(view.text) + 1)
        for index in range(len(tokens)):
            for head in range(index, min(len(tokens), index + 5)):
                answers = (
                    _compound_start(tokens, index, head, rules, free)
                    or _compound_end(tokens, index, rules, free),
                    _bound_to(tokens, index, head, rules, free),
                )
                assert not answers[0] or tokens[index].lower in rules.compound_words
                assert not answers[1] or tokens[index].lower in _BOUND_WORDS
                found += any(answers)
    assert found >= 10
