"""Pin how the pipeline tokenizes the field's notation (spaCy's English rules plus our infix change)."""

from __future__ import annotations

import pytest

from abstract_claims import extract
from abstract_claims.markup import normalize
from abstract_claims.pipeline import build_nlp

NLP = build_nlp()


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("Claude-Opus-4.6 leads", ["Claude-Opus-4.6", "leads"]),
        ("GPT-5.1, Qwen 3.5", ["GPT-5.1", ",", "Qwen", "3.5"]),
        ("Llama-3.1-8B", ["Llama-3.1", "-", "8B"]),
        ("Block-OBS-GS and MR-GOBS", ["Block-OBS-GS", "and", "MR-GOBS"]),
        ("LIBERO-Goal, BFCL-v3, WikiText-2, MATH-500", ["LIBERO-Goal", ",", "BFCL-v3", ",", "WikiText-2", ",", "MATH-500"]),
        ("rejection fine-tuning", ["rejection", "fine-tuning"]),
        ("Wanda++ and TimeX++", ["Wanda++", "and", "TimeX++"]),
        ("pass@1 and top-1", ["pass@1", "and", "top-1"]),
        ("7B, 3.2x, 7-8B, 397B-A17B", ["7B", ",", "3.2x", ",", "7", "-", "8B", ",", "397B-A17B"]),
        ("77.8% (RLVR)", ["77.8", "%", "(", "RLVR", ")"]),
        ("T2T(Thickening-to-Thinning)", ["T2T", "(", "Thickening-to-Thinning", ")"]),
        ("SHAP/TimeX", ["SHAP", "/", "TimeX"]),
        ("e.g. this, i.e. that", ["e.g.", "this", ",", "i.e.", "that"]),
        (r"a \textbf{3.3x} speedup", ["a", "3.3x", "speedup"]),
        (r"$\varphi = 0.46$", ["φ", "=", "0.46"]),
        # two sentences joined without a space after a name in capitals (arXiv text): the period is split off
        ("environments: MESSENGER and MESSENGER-WM.To highlight", ["environments", ":", "MESSENGER", "and",
                                                                  "MESSENGER-WM", ".", "To", "highlight"]),
        ("the U.S.Army", ["the", "U.S.Army"]),
    ],
)
def test_tokenization_of_field_notation(text: str, tokens: list[str]) -> None:
    assert [token.text for token in NLP.make_doc(text)] == tokens


def _sentence_starts(nlp_sentencizer: object, text: str) -> list[int]:
    doc = nlp_sentencizer(NLP.make_doc(text))  # type: ignore[operator]
    return [token.i for token in doc if token.is_sent_start]


@pytest.mark.parametrize(
    "text",
    [
        "We propose X. It improves accuracy by 3.3%! Does it generalize? Yes... mostly.",
        "Results (see Sec. 4.) hold.\nThe code is at https://github.com/x/y. We thank A. B. Smith.",
        '"It works." He said so; "really?" Then: 5 ... 6',
        "",
        "...",
        "No final period",
    ],
)
def test_tokenization_sentence_starts_as_spacy_sentencizer(text: str) -> None:
    from spacy.pipeline import Sentencizer

    assert _sentence_starts(NLP.get_pipe("sentencizer"), text) == _sentence_starts(Sentencizer(), text)


def test_tokenization_sentence_starts_as_spacy_sentencizer_on_the_seeds(seed_documents) -> None:  # type: ignore[no-untyped-def]
    from spacy.pipeline import Sentencizer

    ours, spacys = NLP.get_pipe("sentencizer"), Sentencizer()
    for document in seed_documents:
        assert _sentence_starts(ours, document.text) == _sentence_starts(spacys, document.text), document.doc_id


def _uncached_twin(nlp):  # type: ignore[no-untyped-def]
    """spaCy's tokenizer with the pipeline's rules and no cache: every chunk split by the rules each time."""
    from spacy.tokenizer import Tokenizer

    inner = nlp.tokenizer.inner
    return Tokenizer(nlp.vocab, rules=inner.rules, prefix_search=inner.prefix_search,
                     suffix_search=inner.suffix_search, infix_finditer=inner.infix_finditer,
                     token_match=inner.token_match, url_match=inner.url_match, max_cache_size=0)  # fmt: skip


def test_tokenization_cache_fill_keeps_the_tokens_of_every_seed(seed_documents) -> None:  # type: ignore[no-untyped-def]
    nlp = build_nlp()
    twin = _uncached_twin(nlp)
    texts = [document.text for document in seed_documents]
    for text in [*texts, *texts]:  # the second time round every chunk is read from the cache
        doc = nlp.tokenizer(text)
        expected = twin(doc.text)
        assert [(t.text, t.whitespace_) for t in doc] == [(t.text, t.whitespace_) for t in expected]
    with nlp.memory_zone():
        for text in texts:
            assert [t.text for t in nlp.tokenizer(text)] == [t.text for t in twin(normalize(text).text)]


def test_tokenization_cache_fill_caches_chunks_after_a_special_case() -> None:
    # 'e.g.' is one of spaCy's special cases: spaCy itself caches nothing after it in a text, so without the fill
    # 'ResNet-50,' would be split by the affix rules in every text that has it after an 'e.g.'
    nlp = build_nlp()
    inner = nlp.tokenizer.inner
    searched: list[str] = []
    suffix_search = inner.suffix_search

    def counting(chunk: str):  # type: ignore[no-untyped-def]
        searched.append(chunk)
        return suffix_search(chunk)

    inner.suffix_search = counting
    nlp.tokenizer("Common words, e.g. these.")  # 'e.g.' met before: a special case met again is no new chunk
    nlp.tokenizer("Baselines, e.g. ResNet-50, ViT-B/16.")
    searched.clear()
    doc = nlp.tokenizer("Baselines, e.g. ResNet-50, ViT-B/16.")
    assert [t.text for t in doc] == ["Baselines", ",", "e.g.", "ResNet-50", ",", "ViT-B/16", "."]
    assert "ResNet-50," not in searched and "ViT-B/16." not in searched
    # a blank line is a special case too (a line break between words is a space of the clean text: see
    # test_tokenization_line_breaks_between_words_are_spaces)
    nlp.tokenizer("We compare against\n\nSwin-T, DeiT-S.")
    searched.clear()
    doc = nlp.tokenizer("Backbones:\n\nSwin-T, DeiT-S.")
    assert [t.text for t in doc] == ["Backbones", ":", "\n\n", "Swin-T", ",", "DeiT-S."]
    assert "Swin-T," not in searched and "DeiT-S." not in searched


@pytest.mark.parametrize(
    ("text", "expected"),
    [  # corpus sentences, hard-wrapped as arXiv serves them: the names match as they do on one line
        ("WebSight-7B achieves a top-1 accuracy of 58.84% on the Showdown\nClicks benchmark.",
         [("WebSight-7B", "model"), ("top-1 accuracy", "metric"), ("Showdown\nClicks", "dataset")]),
        ("We apply Monte\nCarlo Dropout to the encoder and evaluate on Natural\nQuestions.",
         [("Monte\nCarlo Dropout", "method"), ("Natural\nQuestions", "dataset")]),
    ],
)
def test_tokenization_line_breaks_between_words_are_spaces(text: str, expected: list[tuple[str, str]]) -> None:
    # arXiv abstracts are wrapped at ~80 characters; spaCy made a token of each break, so a name of several words
    # cut by one matched no lexicon or token pattern: the same abstract wrapped elsewhere gave other claims
    claims = [(c.text, c.type) for c in extract(text) if c.type in ("method", "dataset", "metric", "model")]
    assert claims == expected
    assert [(c.text.replace("\n", " "), c.type) for c in extract(text.replace("\n", " "))
            if c.type in ("method", "dataset", "metric", "model")] == [(t.replace("\n", " "), y) for t, y in expected]
    assert normalize(text).text == text.replace("\n", " ")  # one character for one: offsets stay
    assert normalize("two paragraphs.\n\nThe second").text == "two paragraphs.\n\nThe second"

