"""Shortcuts of the pipeline that save work without changing what it finds (issue 16): each is checked against
the slow way it replaces."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import abstract_claims.numbers as numbers_module
from abstract_claims.entities import P_LEXICON, Mention, Vote, passes
from abstract_claims.pipeline import packaged_rules
from abstract_claims.regex_literals import holds_literals, required_literals

REQUIRES = sorted({rule.requires for rule in packaged_rules().entity_patterns if rule.requires})
GENERABLE = [pattern for pattern in REQUIRES if not re.search(r"\(\?<?[=!]", pattern)]  # hypothesis: no lookarounds


# the link pattern as it was before its runs were made possessive: the reference the fast one must equal
URL_BACKTRACKING = re.compile(r"(?:https?://|www\.)\S+|(?<![\w\-])[\w\-]+(?:\.[\w\-]+)*\.[A-Za-z]{2,12}/\S*",
                              re.IGNORECASE)


@pytest.mark.parametrize(("pattern", "expected"), [
    (r"\d\d Task \d", ((" Task ",),)),
    (r"[A-Z]{2}[A-Za-z]*\s+(?:19|20)\d\d\b", (("19", "20"),)),
    (r"(?:dataset|benchmark|corp[uo]r?)", (("dataset", "benchmark", "corp"),)),
    (r"ab*c", (("a",), ("c",))),  # 'b' may be absent
    (r"x(?:ab|c*)", (("x",),)),  # a branch without a literal requires nothing
    (r"(?i)task", ()),  # any case matches
    (r"a(?i:bc)d", (("a",), ("d",))),
    (r"(?=Task)\w+", (("Task",),)),  # what a lookaround requires lies in the text too
    (r"(?!Task)\w+", ()),  # (a negative one requires nothing)
    (r"he(?<=\b[Tt]he)\s+(?=\S+\s+(?:benchmark|dataset))", (("he",), ("benchmark", "dataset"))),
])  # fmt: skip
def test_required_literals_of_a_pattern(pattern: str, expected: tuple[tuple[str, ...], ...]) -> None:
    assert required_literals(pattern) == expected


@pytest.mark.parametrize("pattern", GENERABLE)
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_required_literals_lie_in_every_text_the_requires_regex_matches(pattern: str, data: st.DataObject) -> None:
    """The packaged `requires` regexes: a text where one matches always passes its literal prefilter."""
    text = data.draw(st.from_regex(pattern, fullmatch=False))
    assert re.search(pattern, text)
    assert holds_literals(required_literals(pattern), text)


def test_required_literals_skip_a_text_only_when_the_requires_regex_misses_it(seed_documents) -> None:  # type: ignore[no-untyped-def]
    for document in seed_documents:
        for pattern in REQUIRES:
            if re.search(pattern, document.text):
                assert holds_literals(required_literals(pattern), document.text)
    assert any(not holds_literals(required_literals(r"\d\d Task \d"), document.text) for document in seed_documents)


def test_pattern_hits_with_the_prefilter_equal_those_without(extractor, seed_documents) -> None:  # type: ignore[no-untyped-def]
    component = dict(extractor.nlp.pipeline)["abstract_claims_entities"]
    prefilter = component.required_literals
    assert any(prefilter), "no pattern has a prefilter"
    compared = 0
    for document in seed_documents:
        doc = extractor.nlp(document.text)
        view, tokens, starts = component._view(doc)
        hits = component._pattern_hits(doc, view, tokens, starts)
        component.required_literals = [()] * len(prefilter)
        try:
            assert component._pattern_hits(doc, view, tokens, starts) == hits
        finally:
            component.required_literals = prefilter
        compared += bool(hits)
    assert compared


@settings(max_examples=200, deadline=None)
@given(text=st.from_regex(numbers_module._SHAPE, fullmatch=False))
def test_numbers_shape_prefilter_holds_wherever_a_shape_matches(text: str) -> None:
    """find_numbers scans for tensor shapes ('512×512', '224 x 224') only in a text with a times sign before a
    digit; a text where _SHAPE matches always has one."""
    if numbers_module._SHAPE.search(text):
        assert numbers_module._SHAPE_TIMES.search(text)


@pytest.mark.parametrize(("text", "shape"), [
    ("Images are resized to 224 x 224 before training.", True),
    ("a 3D volume of 512×512×256 voxels", True),
    ("We train for approximately 3 epochs on 8 GPUs.", False),  # an 'x', no shape
    ("It is 3.3x faster than the baseline.", False),
])  # fmt: skip
def test_numbers_shape_prefilter_on_sentences(text: str, shape: bool) -> None:
    assert bool(numbers_module._SHAPE.search(text)) == shape
    if shape:
        assert numbers_module._SHAPE_TIMES.search(text)
    assert (not numbers_module._SHAPE_TIMES.search(text)) <= (not shape)


URL_TEXT = st.text(alphabet=st.sampled_from(list("ab.-/:wWhtps_ \n1İıK@")), max_size=40)


@settings(max_examples=500, deadline=None)
@given(text=URL_TEXT)
def test_url_pattern_with_possessive_runs_finds_the_backtracking_ones_matches(text: str) -> None:
    assert [m.span() for m in passes._URL.finditer(text)] == [m.span() for m in URL_BACKTRACKING.finditer(text)]


@pytest.mark.parametrize("text", [
    "Code is at github.com/org/repo and https://x.io/a.", "see pages.cs.huji.ac.il/x or www.example.com.",
    "the i.e./ and/or cases", "hf.co/datasets/x-y.z/ (v1.2.3.tar/gz)",
])  # fmt: skip
def test_url_pattern_with_possessive_runs_on_sentences(text: str) -> None:
    spans = [m.span() for m in passes._URL.finditer(text)]
    assert spans == [m.span() for m in URL_BACKTRACKING.finditer(text)]
    assert bool(spans) == ("/" in text.replace("and/or", "").replace("i.e./", ""))


_RULES = st.sampled_from(["entity/name-shape", "entity/repeated-name", "entity/acronym", "entity/appositive",
                          "dataset/on-name"])  # fmt: skip


@settings(max_examples=300)
@given(rule=_RULES, votes=st.lists(_RULES, max_size=4), decided=st.booleans(),
       readings=st.frozensets(_RULES, min_size=1))  # fmt: skip
def test_read_only_by_says_what_the_evidence_says(rule: str, votes: list[str], decided: bool,
                                                  readings: frozenset[str]) -> None:  # fmt: skip
    """Mention.read_only_by, read from the rules without building the evidence tuple: for a mention decided by one
    of ``readings`` (where the callers ask it), true exactly when no rule of its evidence lies outside them."""
    mention = Mention(0, 4, "method", rule, P_LEXICON, votes=tuple(Vote(r, "method", 1) for r in votes),
                      decided_by=votes[-1] if decided and votes else None)  # fmt: skip
    if mention.decision in readings:
        assert mention.read_only_by(readings) == (not set(mention.evidence) - readings)
