"""Shortcuts of the tokenizer and of the word tests after it (suffix and infix search, lexeme getters, markup
candidates, word occurrences): each must give what the plain computation gives (issue 17 item 8, issue 16)."""

from __future__ import annotations

import random
import re
import string

import pytest

from abstract_claims.markup import _TOKEN, _TOKEN_START, normalize
from abstract_claims.pipeline import InfixFinditer, SuffixSearch, build_nlp

NLP = build_nlp()

# chunks of corpus abstracts (and pieces of them) where the affix rules have something to find or nearly so
CHUNKS = ["ResNet-50,", "ViT-B/16.", "(e.g.", "accuracy.However", "MESSENGER-WM.To", "U.S.Army", "3.5%", "1.2x",
          "...", "models'", "it's", "tasks--57.5%", "BLEU-4)", "10km", "$5", "°C.", "ADE20K.", "Llama-2-7B.",
          "T2T(Thickening-to-Thinning)", "x,y", "a:b", "3-4", "2^10", "model.", "e.g.,", "www.example.com.",
          "(ICML", "BERTScore),", "state-of-the-art", "Model-12", "57.1", "…", "a…b", "“quoted”", "x\n", "word\n",
          "ImageNet-1k:", "F1=0.8", "A/B", "ω", "naïve,", "Straße.", "2023).", "[CLS]", "{0,1}", ""]


def _random_chunks(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    pieces = [*string.printable, "…", "é", "ß", "—", "–", "km", "'s", "...", "AB", "e.g.", "1-2", "°C"]
    return ["".join(rng.choice(pieces) for _ in range(rng.randint(0, 12))) for _ in range(count)]


def _span(match: re.Match[str] | None) -> tuple[int, int] | None:
    return None if match is None else match.span()


def test_speed_suffix_search_finds_what_the_regex_finds() -> None:
    search = NLP.tokenizer.inner.suffix_search
    assert isinstance(search, SuffixSearch)
    for chunk in [*CHUNKS, *_random_chunks(30_000, 1)]:
        for piece in {chunk, chunk[1:], chunk[:-1]}:
            assert _span(search(piece)) == _span(search.regex.search(piece)), piece


def test_speed_infix_finditer_finds_what_the_regex_finds() -> None:
    finditer = NLP.tokenizer.inner.infix_finditer
    assert isinstance(finditer, InfixFinditer)
    for chunk in [*CHUNKS, *_random_chunks(30_000, 2)]:
        assert [m.span() for m in finditer(chunk)] == [m.span() for m in finditer.regex.finditer(chunk)], chunk


def test_speed_affix_shortcuts_skip_chunks_without_an_affix() -> None:
    # the point of the shortcuts: a name or a number the tokenizer meets for the first time is not searched by
    # the long regexes ('Model-12' ends with no suffix's character; its hyphen follows no digit)
    search, finditer = NLP.tokenizer.inner.suffix_search, NLP.tokenizer.inner.infix_finditer
    assert search.last_characters is not None and "2" not in search.last_characters
    assert finditer.starts is not None
    assert list(finditer("Model-12")) == [] and list(finditer("57.1")) == []
    assert [m.group() for m in finditer("3-4")] == ["-"]


def test_speed_shortcuts_read_a_regex_they_cannot_analyse_as_it_is() -> None:
    # an alternative whose first or last character is not read (an empty infix, an optional part, a '.') turns
    # the test off: the regex then runs on every chunk, as spaCy's own would
    empty_infix = InfixFinditer(r"(?<=a)(?=b)|-")
    assert empty_infix.gate is None and [m.span() for m in empty_infix("ab-")] == [(1, 1), (2, 3)]
    any_end = SuffixSearch(r"x.$|,$")
    assert any_end.last_characters is None and _span(any_end("axq")) == (1, 3)
    unbounded = SuffixSearch(r"\.\.+$|a$|(?<=[0-9])km$")
    for piece in ["x.....", "ab....", "a", "....a", "12km", "1.km", "b...a", "x...\n"]:
        assert _span(unbounded(piece)) == _span(unbounded.regex.search(piece)), piece


def test_speed_tokenizer_saves_and_reloads_its_regexes(tmp_path) -> None:  # type: ignore[no-untyped-def]
    # spaCy saves a tokenizer's regexes as `search.__self__.pattern`: the shortcuts save the plain regexes, and a
    # pipeline read back tokenizes the same
    nlp = build_nlp()
    inner = nlp.tokenizer.inner
    assert inner.suffix_search.__self__.pattern == inner.suffix_search.regex.pattern
    nlp.tokenizer.to_disk(tmp_path / "tokenizer")
    other = build_nlp()
    other.tokenizer.from_disk(tmp_path / "tokenizer")
    text = "Model-12, ResNet-50 and ViT-B/16 reach 57.1% (e.g. on ADE20K.)"
    assert [t.text for t in other.tokenizer(text)] == [t.text for t in nlp.tokenizer(text)]


def _markup_tokens_by_class(source: str) -> list[tuple[tuple[int, int], str | None]]:
    """What markup._markup_tokens found before its start regex left out single hyphens."""
    found, position = [], 0
    while (candidate := re.compile(r"[-\\${}*_~]").search(source, position)) is not None:
        token = _TOKEN.match(source, candidate.start())
        if token is None:
            position = candidate.start() + 1
        else:
            found.append((token.span(), token.lastgroup))
            position = token.end()
    return found


@pytest.mark.parametrize("source", ["fine-tuned \\textbf{X}--Y---Z", "a - b -- c", "x-$y$-z", "-", "--", "---",
                                    "a-\\-b", "e-~x", "1--2 pages", "**bold**-__under__"])
def test_speed_markup_candidates_skip_single_hyphens_only(source: str) -> None:
    from abstract_claims.markup import _markup_tokens

    assert [(t.span(), t.lastgroup) for t in _markup_tokens(source)] == _markup_tokens_by_class(source)
    assert _TOKEN_START.search("fine-tuned") is None and _TOKEN_START.search("a--b") is not None
    normalize(source)  # never raises


def test_speed_markup_literal_test_finds_every_markup_candidate() -> None:
    """A text with none of markup._MARKUP_LITERALS has no markup token: normalize's shortcut keeps the text as the
    full scan would."""
    from abstract_claims.markup import _MARKUP_LITERALS, _markup_tokens

    for source in [*_random_chunks(3000, 5), "fine-tuned a - b", "x~y", "a\\b", "$", "{}", "*", "_", "--"]:
        if not any(literal in source for literal in _MARKUP_LITERALS):
            assert next(_markup_tokens(source), None) is None, source


@pytest.mark.parametrize("length", [10, 5000, 70_000])
def test_speed_shared_offsets_give_the_identity_map(length: int) -> None:
    """Copied runs take their offsets from one shared list (or ``range`` past its cap): the map is the same."""
    source = ("ab \\textbf{c} d " * length)[:length] + " \\%"
    markup = normalize(source)
    assert markup.starts is not None and markup.ends is not None and markup.text.endswith(" %")
    *copied, percent = zip(markup.text, markup.starts, markup.ends, strict=True)
    assert all(end == start + 1 and source[start] == char for char, start, end in copied)
    assert percent == ("%", len(source) - 2, len(source))
    assert [start for _, start, _ in copied] == sorted({start for _, start, _ in copied})


def test_speed_lexeme_getters_give_spacys_values() -> None:
    from spacy.attrs import IS_ASCII, LIKE_URL
    from spacy.lang import lex_attrs

    getters = NLP.vocab.lex_attr_getters
    assert getters[IS_ASCII] is not lex_attrs.is_ascii and getters[LIKE_URL] is not lex_attrs.like_url
    words = [*CHUNKS[:-1], "http://localhost", "https://x", "www.", "www.x", "a@b.com", "arxiv.org", "x.org/",
             "naïve", "v1.2", ".", "a.", "Model-12", *_random_chunks(5_000, 3)]  # fmt: skip
    for word in filter(None, words):
        assert getters[IS_ASCII](word) == lex_attrs.is_ascii(word), word
        assert getters[LIKE_URL](word) == lex_attrs.like_url(word), word
    lexeme = NLP.vocab["www.speed-i.org"]
    assert lexeme.like_url and lexeme.is_ascii and not NLP.vocab["naïve-speed-i"].is_ascii


def test_speed_chunk_start_reads_back_to_the_delimiter() -> None:
    from abstract_claims.numbers import _CHUNK_DELIMITERS, _chunk_start

    def walked(text: str, start: int) -> int:
        while start > 0 and text[start - 1] not in _CHUNK_DELIMITERS:
            start -= 1
        return start

    long_name = "Model" + "-x" * 40 + "-12"  # a chunk longer than the reversed window
    for text in ["Model-12, 57.1%", "(GPT-4o)", "tasks--57.5%", long_name, "a" * 31 + "1", "a" * 32 + "1", "x=1;y~2",
                 *_random_chunks(3_000, 4)]:  # fmt: skip
        for start in range(len(text) + 1):
            assert _chunk_start(text, start) == walked(text, start), (text, start)


def test_speed_word_occurrences_are_those_of_the_text_asked_about() -> None:
    # occurs_in reads word_starts' memo directly: a memo of another text (even an equal one) is never read
    from abstract_claims.entities.view import occurs_in

    words = ("data", "dataset")
    first = "We release the data."
    assert occurs_in(first, words, 0, len(first))
    other = "No such word here, none at all."
    assert not occurs_in(other, words, 0, len(other))
    assert occurs_in(first, words, 15, 16) and not occurs_in(first, words, 16, len(first))
    equal = "".join(["We release ", "the data."])  # equal, not the same object
    assert equal == first and occurs_in(equal, words, 15, 16)


def test_speed_digits_inside_a_name_as_before() -> None:
    from abstract_claims.numbers import _PAUSE_DASH, _SIZE_RANGE_START, _is_inside_name

    def before(text: str, start: int, chunk_start: int) -> bool:
        if chunk_start == start:
            return False
        chunk = _PAUSE_DASH.split(text[chunk_start:start])[-1]
        return any(ch.isalpha() or ch in "_^@" for ch in chunk) and not _SIZE_RANGE_START.fullmatch(chunk)

    for text in ["GPT-5.1", "Llama-3.1-8B", "pass@1", "T2T", "TPR5%", "β_1", "x^2", "tasks--57.5%", "1.5B-7B", "²3",
                 "Model-12", *_random_chunks(3_000, 5)]:  # fmt: skip
        for start in range(len(text) + 1):
            for chunk_start in range(start + 1):
                assert _is_inside_name(text, start, chunk_start) == before(text, start, chunk_start), text
