"""Cheap tests before the patterns the entity rules try in a window around each name (issue 16): each is checked
against the pattern alone, on the seed abstracts at every token boundary and on generated text. A cheap test may
say 'maybe' where the pattern misses; it must never say 'no' where the pattern matches."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from abstract_claims.entities import context, metrics
from abstract_claims.entities.view import has_digit, occurs_in, word_starts

# text built from the words the cheap tests look for, the pieces of the patterns around them and odd characters
# (superscript digits, which str.isdigit takes and the re module's \d does not; non-breaking spaces)
PIECES = ["on ", "On ", "under ", "the ", "The ", "our ", "a ", "scores", "metrics", "measures", "benchmarks",
          "datasets", "dataset", "corpora", "environments", "suites", "models", "MLLMs", "LLMs", "data", "sets",
          " and ", " or ", ", ", ",", " (", ")", "(", "e.g., ", "such as ", "like ", ": ", " -- ", "\n", " ", "\u00a0",
          "X", "Foo-2", "GSM8K", "12", "0.5", "²", "%", "new", "two", "\t"]  # fmt: skip
TEXTS = st.lists(st.sampled_from(PIECES), max_size=40).map("".join)


def _positions(text: str) -> list[int]:
    """Each token boundary of a text (where a name may start or end), and both ends."""
    return sorted({0, len(text), *(m.start() for m in re.finditer(r"\b|\s", text))})


def _windows_hold(text: str) -> None:
    """At every position of ``text``, each cheap test is true wherever its pattern matches."""
    for position in _positions(text):
        before40 = text[max(0, position - 40) : position]
        if context._ON_BEFORE.search(before40):
            assert before40.rstrip().endswith(context._ON_ENDINGS)
        if context._LIST_BEFORE_DATA_NOUN.match(text, position, position + 160):
            assert occurs_in(text, context._DATA_NOUNS_AFTER_LIST, position, position + 160)
        if context._KIND_BEFORE_LIST.search(text[max(0, position - 120) : position]):
            assert occurs_in(text, context._KIND_WORDS, max(0, position - 120), position)
        if context._KIND_COMMA.search(text, max(0, position - 120), position):
            assert occurs_in(text, context._PLURAL_KIND_WORDS, max(0, position - 120), position)
        if context._MEASURE_NOUN_HINT.search(text, position, position + 300):
            assert occurs_in(text, context._MEASURE_NOUN_WORDS, position + 1, position + 300)
        if context._MEASURES_PARENTHESIS.search(text, max(0, position - 120), position):
            assert occurs_in(text, context._MEASURE_NOUN_WORDS, max(0, position - 120), position)
        if context._PHRASE_BEFORE.search(text, max(0, position - 90), position):
            assert text[max(0, position - 90) : position].rstrip().endswith(",")
        window = text[max(0, position - 80) : position]
        assert (context._WHITE_SPACE.search(text, max(0, position - 80), position) is None) == \
            (not any(ch.isspace() for ch in window))  # fmt: skip
        assert window.lower().rsplit(None, 1)[-1:] == window.lower().split()[-1:]
        after = text[position : position + 40]
        assert has_digit(after) == any(ch.isdigit() for ch in after)


def test_cheap_tests_hold_on_the_seed_abstracts(seed_documents) -> None:  # type: ignore[no-untyped-def]
    for document in seed_documents:
        _windows_hold(document.text)


@settings(max_examples=300, deadline=None)
@given(TEXTS)
def test_cheap_tests_hold_on_generated_text(text: str) -> None:
    _windows_hold(text)


@pytest.mark.parametrize(("sentence", "name", "matches"), [
    ("We evaluate FooNet on ImageNet and report top-1 accuracy.", "ImageNet", True),
    ("Results under the MMLU protocol improve.", "MMLU", True),
    ("Building on LLaMA, we train a new model.", "LLaMA", True),  # (the pattern matches; _BUILT_ON then says no)
    ("We train Llama on math problems.", "Llama", False),
    ("The model, which the authors call MedNet, is small.", "MedNet", False),
])  # fmt: skip
def test_on_name_cheap_test_on_sentences(sentence: str, name: str, matches: bool) -> None:
    start = sentence.index(name)
    before = sentence[max(0, start - 40) : start]
    assert bool(context._ON_BEFORE.search(before)) is matches
    assert bool(before.rstrip().endswith(context._ON_ENDINGS) and context._ON_BEFORE.search(before)) is matches


# sentences where each pattern matches at the name, one for each word its cheap test looks for
WINDOW_SENTENCES = [
    "We evaluate FooNet on ImageNet, and it wins.",
    "Results under the MMLU protocol improve.",
    "the Abt-Buy, DBLP-ACM and Company datasets are used",
    "the Abt-Buy and Company benchmarks are used",
    "NINCO, iNaturalist, and other corpora are used",
    "both GSM8K and SVAMP data sets",
    "multilingual benchmarks like MMTEB and MTEB",
    "two datasets -- AudioCaps and Clotho",
    "standard corpora such as Europarl, and WMT",
    "three environments: MESSENGER and MESSENGER-WM",
    "standard suites such as HELM, and BIG-bench",
    "open models such as Falcon, Pythia and OPT",
    "proprietary LLMs such as GPT-4o, Claude and Gemini",
    "open VLMs like LLaVA and Qwen-VL",
    "open MLLMs like LLaVA and Qwen-VL",
    "two multimodal datasets, MAMI and MMHS150K, with text",
    "the Dice and HD95 scores of the method",
    "semantic metrics (e.g., COMET-KIWI, BLEURT",
    "human-preference measures (HPSv2.1, PickScore",
    "the first large-scale FVQA dataset, FVQ-20K, which is new",
]


@pytest.mark.parametrize("sentence", WINDOW_SENTENCES)
def test_cheap_tests_hold_on_sentences_where_the_patterns_match(sentence: str) -> None:
    _windows_hold(sentence)


def test_word_starts_finds_overlapping_words_and_starts_again_for_each_text() -> None:
    text = "two MLLMs and LLMs"
    assert word_starts(text, ("MLLMs", "LLMs")) == [4, 5, 14]
    other = "LLMs first"
    assert word_starts(other, ("MLLMs", "LLMs")) == [0]
    assert occurs_in(other, ("LLMs",), 0, 1) and not occurs_in(other, ("LLMs",), 1, len(other))


def test_has_digit_takes_what_str_isdigit_takes() -> None:
    assert has_digit("mean of 3.5") and not has_digit("no value here")
    assert has_digit("x² term") is True  # (str.isdigit, not the re module's \d)
    assert has_digit("") is False


CHANGE_SENTENCES = [
    "Rhyme density increased by 34.2% and hallucinations drop nearly 5x, while recall rose from 61.0 to 70.2.",
    "EvidenceRL raises Faithfulness from 32.8% to 67.6% and reduces training time by 40%.",
    "It reaches an MPJPE of 38.0mm, a BLEU-4 of 72.64% and the best UIQM of 3.414; accuracy fell to 12%.",
    "Latency declining by 3 ms, throughput grows 2x and error rates improving by 0.5 points over 10 runs.",
]


@pytest.mark.parametrize("many", [0, 10**9])
def test_triggers_with_the_cheap_test_equal_those_without(seed_documents, many: int,  # type: ignore[no-untyped-def]
                                                          monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    """Whether or not the cheap test runs (it runs from _MANY_VALUES values on), the same phrases are found."""
    texts = [document.text for document in seed_documents] + CHANGE_SENTENCES + [" ".join(CHANGE_SENTENCES * 6)]
    triggers = [(metrics._NAME_OF_VALUE, metrics._OF_VALUE, ("of",)),
                (metrics._SUBJECT_CHANGED, metrics._SUBJECT_TRIGGER, metrics._CHANGE_VERB_STEMS),
                (metrics._OBJECT_CHANGED, metrics._OBJECT_TRIGGER, ("by", "from"))]  # fmt: skip
    found = 0
    for text in texts:
        values = metrics._value_starts(text)
        monkeypatch.setattr(metrics, "_MANY_VALUES", many)
        fast = [[m.span() for m in metrics._matches_near(p, t, text, values, needs)] for p, t, needs in triggers]
        monkeypatch.setattr(metrics, "_MANY_VALUES", 10**9)
        plain = [[m.span() for m in metrics._matches_near(p, t, text, values, needs)] for p, t, needs in triggers]
        assert fast == plain
        found += sum(map(len, plain))
    assert found > 10


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["increased", "rises", "dropping", "fell", "improves", "declined", "grew", "raises",
                                 "reduces", " by ", " from ", " to ", "of ", "an ", "the ", "FID ", "accuracy ",
                                 "nearly ", "3.5", " 12", "%", " ", ", "]), max_size=25).map("".join))  # fmt: skip
def test_every_trigger_hit_holds_one_of_its_words(text: str) -> None:
    for trigger, needs in ((metrics._OF_VALUE, ("of",)), (metrics._SUBJECT_TRIGGER, metrics._CHANGE_VERB_STEMS),
                           (metrics._OBJECT_TRIGGER, ("by", "from"))):  # fmt: skip
        for end in range(1, len(text) + 1):
            hit = trigger.search(text, max(0, end - 1 - metrics._TRIGGER_WINDOW), end)
            if hit is not None:
                assert occurs_in(text, needs, max(0, end - 1 - metrics._TRIGGER_WINDOW), end - 1)


# corpus sentences with values: ASCII ones, and ones with '∼', '±', '×' (a text that is not ASCII keeps the regex)
VALUE_SENTENCES = [
    "It achieves an exceptional average accuracy improvement of 4% on the challenging fine-grained datasets.",
    "The method achieves a mean absolute MAPSE error of 1.81 ± 0.14 mm, an annulus size error of 2.46 ± 0.31 mm, "
    "and a landmark localization error of 2.48 ± 0.07 mm.",
    "Our results demonstrate a significant improvement in tissue segmentation, achieving a Dice score of 0.750, "
    "surpassing the baseline score of 0.629.",
    "Our framework significantly outperforms state-of-the-art REC methods, achieves 30% error reduction in counting "
    "metrics and a 10% improvement in localization accuracy.",
    "Annotating a dataset of ∼2K clips extracted from simulation videos, we categorize surgical actions.",
    "reducing computational parameters and inference time by up to 10× and 9×, respectively, with a gain of -3.5",
]  # fmt: skip
VALUE_PIECES = ["achieves ", "achieving", "a ", "an ", "the ", "Dice ", "score ", "error", " of ", "of", " of ~",
                "about ", "up to ", "in ", " in runtime", "reduction ", "x ", "% ", "%", "-", "+", "~", "−", "∼", "$",
                "1", "2.5", "10", " ", "\n", "\t", "\x1c", "\u00a0", "\u2003", "²", "٣", "with ", "at ", ", "]  # fmt: skip


def _value_readings_agree(text: str) -> None:
    # _value_starts by str.find (ASCII text) gives what the regex gives, with or without the digits found before
    expected = [m.start() for m in metrics._VALUE_START.finditer(text)]
    assert metrics._value_starts(text) == expected
    if text.isascii():
        digits = metrics._digits(text)
        assert digits == [m.start() for m in re.finditer(r"\d", text)]
        assert metrics._value_starts(text, digits) == expected
        # _VALUE_IN tried at the digits only finds what its search finds
        assert [(m.span(), m.groupdict()) for m in metrics._matches_at(metrics._VALUE_IN, text, digits)] == \
            [(m.span(), m.groupdict()) for m in metrics._VALUE_IN.finditer(text)]  # fmt: skip
    # every reported value ends with a value after 'of' (_OF_A_VALUE): searched up to the last one, the same matches
    reported = [(m.span(), m.groupdict()) for m in metrics._REPORTED_OF_VALUE.finditer(text)]
    ends = [m.end() for m in metrics._OF_A_VALUE.finditer(text)]
    assert all(span[1] <= ends[-1] for span, _ in reported)
    bounded = metrics._REPORTED_OF_VALUE.finditer(text, 0, ends[-1]) if ends else iter(())
    assert [(m.span(), m.groupdict()) for m in bounded] == reported


def test_value_readings_agree_on_corpus_sentences_and_seed_abstracts(seed_documents) -> None:  # type: ignore[no-untyped-def]
    for text in VALUE_SENTENCES + [document.text for document in seed_documents]:
        _value_readings_agree(text)
    assert metrics._value_starts(VALUE_SENTENCES[0]) == [VALUE_SENTENCES[0].index("4%")]
    assert metrics._value_starts(VALUE_SENTENCES[4]) == [VALUE_SENTENCES[4].index("2K")]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(VALUE_PIECES), max_size=30).map("".join))
def test_value_readings_agree_on_generated_text(text: str) -> None:
    _value_readings_agree(text)


# corpus sentences with the cue words of three whole-text patterns (and words that only contain them)
CUE_SENTENCES = [
    "Our method outperforms existing methods in structural consistency and physical plausibility, surpassing X.",
    "achieving a mean stabilization efficacy of 87.8% and an average response time of 2.1 s (median half-life ~1.5)",
    "This yields higher semantic alignment than the baseline and 17.3% higher lexical variation than other regions.",
    "The meaning of unsurpassed, outperformed-by and demeaned averages is not higherorder than this.",
]
CUE_PIECES = ["outperform", "surpass", "s", "es", "ed", "ing", "mean", "average", "median", "higher", "better",
              "weaker", " than", " of ", "=", ": ", "~", "3.5", " ", "-", "un", "accuracy", "X"]  # fmt: skip


def _cue_patterns_agree(text: str) -> None:
    # each pattern tried at its words only (_matches_at over word_starts) finds what its search finds
    for pattern, words in ((metrics._OUTPERFORMS, metrics._OUTPERFORMS_WORDS),
                           (metrics._AGGREGATE_OF_VALUE, metrics._AGGREGATE_WORDS),
                           (metrics._COMPARED, metrics._COMPARATIVES)):  # fmt: skip
        assert [(m.span(), m.groupdict()) for m in metrics._matches_at(pattern, text, word_starts(text, words))] == \
            [(m.span(), m.groupdict()) for m in pattern.finditer(text)]  # fmt: skip


def test_cue_patterns_tried_at_their_words_agree_on_corpus_sentences(seed_documents) -> None:  # type: ignore[no-untyped-def]
    for text in CUE_SENTENCES + [document.text for document in seed_documents]:
        _cue_patterns_agree(text)
    assert len(metrics._matches_at(metrics._AGGREGATE_OF_VALUE, CUE_SENTENCES[1],
                                   word_starts(CUE_SENTENCES[1], metrics._AGGREGATE_WORDS))) == 3  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(CUE_PIECES), max_size=30).map("".join))
def test_cue_patterns_tried_at_their_words_agree_on_generated_text(text: str) -> None:
    _cue_patterns_agree(text)
