"""Fast paths of the layer between spaCy and the rules (pipeline.py, handover.py): each gives what the plain
path gives, on real sentences."""

from __future__ import annotations

from typing import Any

import pytest
import spacy
from spacy.language import Language
from spacy.tokens import Doc

from abstract_claims.entities import Token
from abstract_claims.extractor import run_pipeline
from abstract_claims.handover import ENTITIES_ATTR, MARKUP_ATTR, NUMBERS_ATTR, RESULTS_ATTR, store, stored
from abstract_claims.pipeline import (
    RESULTS_COMPONENT,
    _tokens,
    claims_of,
    may_hold_space_tokens,
    window_checks,
    window_holds,
)


def _entities(extractor: Any) -> Any:
    return dict(extractor.nlp.pipeline)["abstract_claims_entities"]


def _pattern_hits(component: Any, doc: Doc, checked: bool) -> list[tuple[int, int, str, str]]:
    view, tokens, starts = component._view(doc)
    kept = component.window_checks
    if not checked:
        component.window_checks = [()] * len(kept)
    try:
        return component._pattern_hits(doc, view, tokens, starts)  # type: ignore[no-any-return]
    finally:
        component.window_checks = kept


def test_window_checks_keep_every_hit_of_the_anchored_patterns(extractor) -> None:  # type: ignore[no-untyped-def]
    """Each anchored pattern's example sentences: the hits with the window checks are those without, and the
    pattern's own hit is among them (a check that refused a window the Matcher accepts would lose it)."""
    component = _entities(extractor)
    anchored = [rule for (_, rule, _), anchor in zip(component.patterns, component.anchors, strict=True) if anchor]
    assert {rule.id for rule in anchored} >= {"dataset/shape-before-dataset-noun", "dataset/acronym-year",
                                               "metric/percent-error"}  # fmt: skip
    for rule in anchored:
        for example in rule.examples:
            doc = extractor.nlp(example.text)
            hits = _pattern_hits(component, doc, checked=True)
            assert hits == _pattern_hits(component, doc, checked=False), example.text
            assert any(rule_id == rule.id for _, _, rule_id, _ in hits), (rule.id, example.text)


@pytest.mark.parametrize("text", [
    "Extensive experiments on the ISIC-2018 dataset and the LEVIR-CD and WHU-CD datasets show gains.",
    "Our results on SemEval 2017 and on CoNLL 2003 improve the F1 score by 2 points.",
    "We evaluate on the DocVQA benchmark, the xView2 benchmark and the\nFVQ-20K corpus.",
])  # fmt: skip
def test_window_checks_on_sentences_with_several_windows(extractor, text: str) -> None:  # type: ignore[no-untyped-def]
    component = _entities(extractor)
    doc = extractor.nlp(text)
    hits = _pattern_hits(component, doc, checked=True)
    assert hits and hits == _pattern_hits(component, doc, checked=False)


def _token(text: str) -> Token:
    return Token(0, len(text), text, text.lower(), False)


def test_window_checks_read_text_lower_in_and_regex_as_the_matcher_does() -> None:
    pattern = [{"TEXT": {"REGEX": "v\\d"}}, {"LOWER": "score"}, {"TEXT": {"IN": ["F1", "BLEU"]}}]
    checks = window_checks(pattern)
    assert [(index, lower) for index, lower, _ in checks] == [(0, False), (1, True), (2, False)]
    # REGEX is searched, not matched at the start ('GPTv2'); LOWER reads the lower-case form ('Score')
    assert window_holds(checks, [_token("GPTv2"), _token("Score"), _token("F1")], 0)
    assert not window_holds(checks, [_token("GPT"), _token("Score"), _token("F1")], 0)
    assert not window_holds(checks, [_token("GPTv2"), _token("Score"), _token("f1")], 0)
    assert window_holds(checks, [_token("x"), _token("GPTv2"), _token("SCORE"), _token("BLEU")], 1)


def test_window_checks_leave_other_tests_to_the_matcher() -> None:
    """Tests our tuples cannot answer (NOT_IN, IS_TITLE, lengths) give no check: the Matcher makes them."""
    assert window_checks([{"LOWER": {"NOT_IN": ["the", "a"]}}, {"IS_TITLE": True}, {"LENGTH": 3}]) == ()


def test_stored_reads_what_spacy_stores(extractor) -> None:  # type: ignore[no-untyped-def]
    doc = extractor.nlp("We fine-tune BERT on SQuAD and reach 91.2 F1, 3.1 points above RoBERTa.")
    for attribute in (MARKUP_ATTR, NUMBERS_ATTR, ENTITIES_ATTR, RESULTS_ATTR):
        assert stored(doc, attribute) is doc._.get(attribute) is not None
    other = extractor.nlp.make_doc("A second abstract.")
    assert stored(other, RESULTS_ATTR) is None  # the extension's default
    store(other, RESULTS_ATTR, "set")
    assert other._.get(RESULTS_ATTR) == "set"
    other._.set(NUMBERS_ATTR, "also set")
    assert stored(other, NUMBERS_ATTR) == "also set"


def test_stored_goes_through_an_extension_getter() -> None:
    Doc.set_extension("speed_view_probe", getter=lambda doc: len(doc))
    try:
        doc = Doc(spacy.blank("en").vocab, words=["a", "b", "c"])
        assert stored(doc, "speed_view_probe") == 3
    finally:
        Doc.remove_extension("speed_view_probe")


@pytest.mark.parametrize("text", [
    "We present Dita, a model for\nmanipulation.",  # a line break kept as written (no markup normalisation)
    "We present Dita,  a model for manipulation.",  # two spaces
    "We present Dita,\ta model.",
    " We present Dita.",
    "We present Dita. ",
    "We present Dita,\u00a0a model.",  # a no-break space: not ASCII, so the tokens are tested
    "We present\u2009Dita\x1c.",
])  # fmt: skip
def test_texts_with_white_space_tokens_are_never_passed_over(extractor, text: str) -> None:  # type: ignore[no-untyped-def]
    """The text test is True for every text in which spaCy made a token of white space; with it the view's
    words are those of the plain token scan."""
    tokenizer = extractor.nlp.tokenizer.inner
    if any(token.is_space for token in tokenizer(text)):
        assert may_hold_space_tokens(text)
    component = _entities(extractor)
    doc = extractor.nlp.make_doc(text)
    for _, pipe in extractor.nlp.pipeline[:2]:
        doc = pipe(doc)
    view, doc_tokens, _ = component._view(doc)
    words = [(token.start, token.end, token.text) for token in doc_tokens if not token.text.isspace()]
    assert [(token.start, token.end, token.text) for token in view.tokens] == words


def test_ascii_texts_with_single_spaces_hold_no_white_space_token(extractor, seed_documents) -> None:  # type: ignore[no-untyped-def]
    """The fast answer (False) on the seed abstracts: spaCy made no white-space token there."""
    tokenizer = extractor.nlp.tokenizer
    passed = 0
    for document in seed_documents:
        doc = tokenizer(document.text)
        if not may_hold_space_tokens(doc.text):
            passed += 1
            assert not any(token.is_space for token in doc)
    assert passed > len(seed_documents) // 2


def _nlp_with(component: Any) -> Any:
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    name = f"speed_view_{id(component)}"
    Language.component(name, func=component)
    nlp.add_pipe(name, name="probe")
    return nlp


def test_run_pipeline_gives_the_docs_of_nlp(extractor, seed_documents) -> None:  # type: ignore[no-untyped-def]
    """The same drafts as ``nlp(text)`` and ``nlp(text, disable=[...])`` on the seed abstracts."""
    nlp = extractor.nlp
    for document in seed_documents[:20]:
        for disable in (None, RESULTS_COMPONENT):
            ours = run_pipeline(nlp, document.text, disable)
            theirs = nlp(document.text, disable=[disable] if disable else [])
            assert [(t.text, t.is_sent_start) for t in ours] == [(t.text, t.is_sent_start) for t in theirs]
            assert claims_of(ours) == claims_of(theirs)
            assert (stored(ours, RESULTS_ATTR) is None) == (disable is not None)


def test_run_pipeline_raises_as_nlp_does() -> None:
    def missing(doc: Doc) -> Doc:
        raise KeyError("a component used before it was initialized")

    def broken(doc: Doc) -> Doc:
        raise RuntimeError("broken")

    def no_doc(doc: Doc) -> Any:
        return None

    for component, error, message in ((missing, ValueError, "E109"), (broken, RuntimeError, "broken"),
                                      (no_doc, ValueError, "E005")):  # fmt: skip
        nlp = _nlp_with(component)
        with pytest.raises(error, match=message):
            nlp("We propose BERT.")
        with pytest.raises(error, match=message):
            run_pipeline(nlp, "We propose BERT.")
        nlp.disable_pipe("probe")  # a disabled component is not run
        assert run_pipeline(nlp, "We propose BERT.")[0].is_sent_start
        nlp.enable_pipe("probe")
        assert run_pipeline(nlp, "We propose BERT.", disable="probe")[0].is_sent_start


@pytest.mark.parametrize("text", [
    "We fine-tune Llama-2-7B on GSM8K.",
    "We present Dita,  a model for\nmanipulation. ",  # two spaces, a line break, a final space
    "  Leading spaces: (ViT-B/16) reaches 81.2%.\t\tTabs.",
    "ÅrXiv's naïve “quoted” text — with a dash.\u00a0End",
])  # fmt: skip
def test_token_offsets_from_the_token_structs_are_spacys(extractor, text: str) -> None:  # type: ignore[no-untyped-def]
    """_tokens ends each token where the next starts, less its trailing space: the offsets, texts and lower-case
    forms spaCy gives."""
    doc = extractor.nlp.tokenizer.inner(text)
    tokens, starts, ends, _ = _tokens(doc, doc.text)
    assert [(t.start, t.end, t.text, t.lower) for t in tokens] == [
        (t.idx, t.idx + len(t), t.text, t.lower_) for t in doc]
    assert (starts, ends) == ([t.idx for t in doc], [t.idx + len(t) for t in doc])


@pytest.mark.parametrize("text", [
    "Table Structure Recognition (TSR) is vital for various downstream tasks like\ninformation retrieval, table "
    "reconstruction, and document understanding. While\nmost state-of-the-art (SOTA) research predominantly focuses "
    "on TSR in English\ndocuments.",
    "In clinical imaging, magnetic resonance (MR) image volumes are often acquired\nas stacks of 2D slices.  While "
    "this is sufficient for clinical evaluation, automated algorithms designed\nfor 3D analysis perform "
    "sub-optimally on 2D-acquired scans. ",
    "SOTA.",
])  # fmt: skip
def test_tokens_read_in_numpy_are_spacys_with_python_types(extractor, text: str) -> None:  # type: ignore[no-untyped-def]
    """_tokens works its offsets and sentence flags out in numpy: what it gives are spaCy's offsets, texts and
    sentences, as Python ints, strs and bools (no numpy scalar leaks into the tokens)."""
    doc = extractor.nlp(text)
    tokens, starts, ends, sentences = _tokens(doc, doc.text)
    assert [(t.start, t.end, t.text, t.lower, t.sentence_start) for t in tokens] == [
        (t.idx, t.idx + len(t), t.text, t.lower_, t.is_sent_start) for t in doc]
    assert sentences == [(s.start_char, s.end_char) for s in doc.sents]
    assert {type(value) for t in tokens for value in t} == {int, str, bool}
    assert {type(value) for value in [*starts, *ends, *(offset for s in sentences for offset in s)]} == {int}


def test_tokens_of_a_doc_without_sentence_starts_are_one_sentence(extractor) -> None:  # type: ignore[no-untyped-def]
    """A doc no sentencizer has seen (no token past the first flagged) is one sentence."""
    doc = extractor.nlp.tokenizer.inner("We fine-tune Llama-2-7B on GSM8K. It works.")
    tokens, _, _, sentences = _tokens(doc, doc.text)
    assert sentences == [(0, len(doc.text))]
    assert not any(t.sentence_start for t in tokens[1:])
