"""Shortcuts of the entity passes (issue 16): each gives what the plain loop it replaces gives, on the seed
abstracts and on sentences of the shapes the rules read."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from abstract_claims import Extractor
from abstract_claims.entities import TextView, metrics, passes, token_class
from abstract_claims.entities.appositives import may_be_bare, read_appositive
from abstract_claims.entities.candidates import HOST_PATH, Mention
from abstract_claims.entities.families import compound_model_mention, compound_model_mentions
from abstract_claims.entities.lexicons import EntityRules

# names built on a model family, and words that only look like it
COMPOUNDS = ("We fine-tune PaliGemma2 and VideoLLaMA2, compare MoE-LLaVA with mHuBERT-147 and FastSAM, and query "
             "OpenAI-o1. Pretrained SparseGPT weights and E5-Mistral-7B-Instruct are released; BlackFalcon is not.")


def _views(extractor: Extractor, texts: list[str]) -> list[tuple[TextView, EntityRules]]:
    component = dict(extractor.nlp.pipeline)["abstract_claims_entities"]
    views = []
    for text in texts:
        view, _, _ = component._view(extractor.nlp(text))
        view.classify(component.entity_rules)
        views.append((view, component.entity_rules))
    return views


def _compound_mentions_by_scan(view: TextView, rules: EntityRules) -> list[Mention]:
    """compound_model_mentions as it was written before the compound marks: every token's word looked up."""
    found = [compound_model_mention(view, rules, token) for token in view.tokens]
    return [mention for mention in found if mention is not None]


def test_classify_gives_each_token_its_flags_and_compound_mark(extractor, seed_documents) -> None:  # type: ignore[no-untyped-def]
    marked = 0
    for view, rules in _views(extractor, [COMPOUNDS] + [document.text for document in seed_documents]):
        assert len(view.classes) == len(view.compounds) == len(view.tokens)
        for index, token in enumerate(view.tokens):
            assert view.classes[index] == token_class(token.text, rules)
            assert view.compounds[index] == (rules.compound_cache[token.text] is not None)
            marked += view.compounds[index]
    assert marked >= 8  # (the compound sentence alone has eight)


def test_compound_models_from_the_marks_equal_the_scan_of_every_token(extractor, seed_documents) -> None:  # type: ignore[no-untyped-def]
    views = _views(extractor, [COMPOUNDS] + [document.text for document in seed_documents])
    for view, rules in views:
        assert compound_model_mentions(view, rules) == _compound_mentions_by_scan(view, rules)
    view, rules = views[0]
    names = [view.text[m.start : m.end] for m in compound_model_mentions(view, rules)]
    assert "PaliGemma2" in names and "OpenAI-o1" in names and "BlackFalcon" not in names


BARE = ("We introduce \\textbf{PolyBench} a novel benchmark of 4,000 problems. MedVQA is a dataset of scans, "
        "Orca, a model trained on traces, and LLaVA as a baseline; we call it Saga an agent.")


def test_bare_appositive_is_read_only_where_one_may_follow(extractor, seed_documents) -> None:  # type: ignore[no-untyped-def]
    rules = dict(extractor.nlp.pipeline)["abstract_claims_entities"].entity_rules
    differs = 0
    for text in [BARE] + [document.text for document in seed_documents]:
        for position in sorted({m.end() for m in re.finditer(r"\w\b|\)|\}", text)}):
            with_bare = read_appositive(text, position, rules, introduced=False, bare=True)
            without = read_appositive(text, position, rules, introduced=False, bare=False)
            if not may_be_bare(text, position):
                assert with_bare == without
            differs += with_bare != without
    assert differs >= 1  # ('\\textbf{PolyBench} a novel benchmark': bare decides there)



def _host_paths_agree(text: str) -> None:
    """Each match of the dot-led pattern is HOST_PATH's, one character on (the word character before the dot)."""
    assert [m.start() + 1 for m in HOST_PATH.finditer(text)] == [m.start() for m in passes._HOST_PATH_DOT.finditer(text)]
    assert (HOST_PATH.search(text) is None) == (passes._HOST_PATH_DOT.search(text) is None)


def test_dot_led_host_path_on_the_seeds_and_links(seed_documents) -> None:  # type: ignore[no-untyped-def]
    for text in [document.text for document in seed_documents] + [
            "Code: github.com/x/y and huggingface.co/datasets/z; not i.e./ nor and/or, ..com/ or _.io/a.", "a.b/"]:
        _host_paths_agree(text)
    assert passes._HOST_PATH_DOT.search("see pages.cs.huji.ac.il/x") and not passes._HOST_PATH_DOT.search("i.e./")


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(["a", "Z", "_", "1", "é", "ſ", "K", ".", "/", "-", " ", "\n", "com", "io", "x/"]),
                max_size=30).map("".join))
def test_dot_led_host_path_on_generated_text(text: str) -> None:
    _host_paths_agree(text)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["mean", "Mean", "MEAN", "average", "median", "-", " ", "time", " of ", "=", ": ",
                                 "~", "≈ ", "about ", "3", "2.5", "x", "é"]), max_size=25).map("".join))
def test_every_aggregate_of_value_holds_an_averaging_word(text: str) -> None:
    """_aggregate_of_value skips a text without 'mean', 'average' or 'median': no match can lack all three."""
    for match in metrics._AGGREGATE_OF_VALUE.finditer(text):
        assert match.group("aggregate") in ("mean", "average", "median")
    if "mean" not in text and "average" not in text and "median" not in text:
        assert metrics._AGGREGATE_OF_VALUE.search(text) is None


def _urls_agree(text: str) -> None:
    assert passes._url_matches(text) == [match.span() for match in passes._URL.finditer(text)]


def test_url_matches_by_runs_on_the_seeds_and_links(seed_documents) -> None:  # type: ignore[no-untyped-def]
    links = ("Code at https://github.com/a/b, data at huggingface.co/datasets/x and WWW.Example.org; see "
             "pages.cs.huji.ac.il/x/ and/or i.e./ (github.com/y)\u00a0www.z.io/q, s3://bucket/key\u2028x.ai/")
    for text in [links] + [document.text for document in seed_documents]:
        _urls_agree(text)
    assert len(passes._url_matches(links)) >= 6


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(["a", "Z", "_", "1", "é", "ſ", "K", ".", "/", "//", ":", "-", " ", "\n", "\t",
                                 "\u00a0", "\u2028", "com", "io", "http", "https://", "www.", "WwW.", "(", ")", ","]),
                max_size=30).map("".join))
def test_url_matches_by_runs_on_generated_text(text: str) -> None:
    _urls_agree(text)
