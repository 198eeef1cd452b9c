"""Invariants that hold for any text, checked with hypothesis (bounded here; see _hypothesis_profiles.py).

For any text, and for mutated seed abstracts: extraction records no error, every claim's span is exact
(``text[start:end] == claim.text``), ids are unique, cross references resolve, and the JSON output is strict
JSON that validates against the generated JSON Schema. ``normalize`` keeps an exact, ordered offset map and
``find_numbers`` never raises, on any string at all.
"""

from __future__ import annotations

import importlib.util
import itertools
import json
import math
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from _hypothesis_profiles import fuzz_settings
from abstract_claims import Extractor
from abstract_claims.export import document_json
from abstract_claims.markup import Markup, UnmappableSpan, normalize
from abstract_claims.models import DocumentClaims, output_json_schema
from abstract_claims.numbers import NumberRules, find_numbers
from abstract_claims.rules import RuleSet
from abstract_claims.sources import SourceDocument

WORDS = (
    "We",
    "propose",
    "CurveRL",
    "achieves",
    "accuracy",
    "perplexity",
    "on",
    "MMLU",
    "WikiText-2",
    "GPT-5.1",
    "Llama-3.1-8B",
    "Qwen 3.5",
    "improves",
    "by",
    "over",
    "the",
    "baseline",
    "parameters",
    "samples",
    "speedup",
    "points",
    "pp",
    "percentage points",
    "from",
    "to",
    "and",
    "between",
    "up to",
    "nearly",
    "at least",
    "(1)",
    "Table 3",
    "pass@1",
    "top-$K$",
    "397B-A17B",
    "2/3",
    "2:4",
    "φ",
    "=",
    "≈",
    "in 2024",
    "(RLPO)",
    "Region-Localized Preference Optimization",
    "outperforms",
    "SparseGPT",
    "a",
    "of",
    ".",
    ",",
    ";",
    "(",
    ")",
    "[3]",
    "e.g.",
    "i.e.",
    "vs.",
    "x",
    "×",
    "%",
    "-",
    "–",
    "AUROC",
    "F1",
    "models",
)
MARKUP = (
    "$",
    "$$",
    "\\textbf{",
    "\\textsc{",
    "\\emph{",
    "{",
    "}",
    "\\%",
    "\\varphi",
    "\\times",
    "\\sim",
    "\\le",
    "**",
    "__",
    "_",
    "*",
    "~",
    "\\\\",
    "\\(",
    "\\)",
    "\\[",
    "\\]",
    "\\url{",
    "\\href{",
    "\\cite{",
    "\\cite[",
    "]",
    "[",
    "--",
    "---",
    "\\'",
    "\\'{e}",
    "^{",
    "^",
    "\\unknownmacro",
    "\\foo{}",
    "\\,",
    "\\{",
    "\\}",
    "http://example.com/v2/1.5?x=3",
    "www.example.org/7B",
    "arXiv:2401.12345",
    "\\",
    "{}",
    "$\\varphi = 0.46$",
    "\\textbf{3.3x}",
    "80\\%",
    "${\\sim}50\\times$",
    "**17.64**",
    "__CapTrack__",
    "_both_",
)
SPACING = ("", " ", " ", " ", "\n", "\r\n", "\n\n", "\t", "\u00a0")
UNICODE = (
    "é",
    "φ",
    "β",
    "−",
    "…",
    "“",
    "”",
    "中文",
    "🙂",
    "\u200b",
    "\ufeff",
    "\x00",
    "\ufffd",
    "Å",
    "ﬁ",
    "\u0301",
    "\ud800",
)

numbers = st.from_regex(
    r"[+\-−]?[0-9]{1,4}(?:[.,][0-9]{1,3})?(?:[eE][-+]?[0-9]{1,3})?(?:%|x|×|B|M|K| pp| points|-[0-9]B)?",
    fullmatch=True,
)
pieces = st.one_of(
    st.sampled_from(WORDS),
    numbers,
    st.sampled_from(MARKUP),
    st.sampled_from(UNICODE),
    st.text(max_size=3),
)
abstract_texts = st.lists(st.tuples(pieces, st.sampled_from(SPACING)), max_size=40).map(
    lambda parts: "".join(piece + space for piece, space in parts)
)
REFERENCE_FIELDS = {
    "number": ("range_with",),
    "model_size": ("numbers",),
    "result": ("number", "metric", "dataset", "method", "baseline"),
}
_VALIDATOR = Draft202012Validator(output_json_schema())


@pytest.fixture(scope="module")
def number_rules() -> NumberRules:
    return NumberRules(RuleSet.load(None))


def _reject_constant(name: str) -> Any:
    raise ValueError(f"not strict JSON: {name}")


def assert_document_invariants(text: str, record: DocumentClaims) -> None:
    """The output contract for one document extracted from ``text``."""
    assert record.errors == [], record.errors
    ids = [claim.id for claim in record.claims]
    assert len(ids) == len(set(ids)), f"duplicate claim ids: {ids}"
    known = set(ids)
    for claim in record.claims:
        assert 0 <= claim.start < claim.end <= len(text), claim
        assert text[claim.start : claim.end] == claim.text, claim
        for name in REFERENCE_FIELDS.get(claim.type, ()):
            value = getattr(claim, name)
            targets = value if isinstance(value, list) else [value] if value is not None else []
            assert set(targets) <= known, f"claim {claim.id}: {name} = {value!r} names no claim here"
    line = document_json(record)
    parsed = json.loads(line, parse_constant=_reject_constant)
    _VALIDATOR.validate(parsed)
    assert DocumentClaims.model_validate(parsed).model_dump(mode="json") == parsed


def assert_markup_invariants(source: str, markup: Markup) -> None:
    """normalize: an exact, ordered map from every clean character to a non-empty source range."""
    assert markup.source == source
    text = markup.text
    assert not re.search("[\ud800-\udfff]", text), "a lone surrogate reached the clean text"
    if markup.starts is None or markup.ends is None:
        assert len(text) == len(source)
        pairs = zip(source, text, strict=True)
        assert all(a == b or (b == "\ufffd" and "\ud800" <= a <= "\udfff") or (a, b) == ("\n", " ") for a, b in pairs)
        return
    starts, ends = markup.starts, markup.ends
    assert len(starts) == len(ends) == len(text)
    for index in range(len(text)):
        assert 0 <= starts[index] < ends[index] <= len(source), index
        if index:
            assert starts[index - 1] <= starts[index] and ends[index - 1] <= ends[index], index
            assert ends[index - 1] <= starts[index] or (starts[index - 1], ends[index - 1]) == (
                starts[index],
                ends[index],
            ), f"clean characters {index - 1} and {index} map to overlapping source ranges"
        try:
            mapped = markup.to_source(index, index + 1)
        except UnmappableSpan:
            continue  # one character of a multi-character replacement ('\\varphi' -> ...)
        assert mapped == (starts[index], ends[index])
        if ends[index] - starts[index] == 1 and source[starts[index]] == text[index]:
            assert source[mapped[0] : mapped[1]] == text[index]
    if text:
        assert markup.to_source(0, len(text)) == (starts[0], ends[-1])
    for ranges in (markup.math, markup.verbatim):
        for (_, end), (start, _) in itertools.pairwise(ranges):
            assert end <= start, f"ranges overlap or are out of order: {ranges}"
        assert all(0 <= a <= b <= len(text) for a, b in ranges)
    for index in range(len(text) + 1):
        linear = next(((a, b) for a, b in markup.math if a <= index < b), None)
        assert markup.math_range(index) == linear, index
    assert all(0 <= r.start < r.end <= len(text) for r in markup.styled)


@fuzz_settings(200)
@given(abstract_texts)
def test_extraction_invariants_hold_for_any_abstract_like_text(extractor: Extractor, text: str) -> None:
    assert_document_invariants(text, extractor.document(SourceDocument("doc", text)))


@fuzz_settings(100)
@given(st.text(max_size=200))
def test_extraction_invariants_hold_for_arbitrary_text(extractor: Extractor, text: str) -> None:
    assert_document_invariants(text, extractor.document(SourceDocument("doc", text)))


@fuzz_settings(100)
@given(st.data())
def test_extraction_invariants_hold_for_mutated_seed_abstracts(
    extractor: Extractor, seed_documents: list[SourceDocument], data: st.DataObject
) -> None:
    text = data.draw(st.sampled_from(seed_documents), label="seed").text
    for _ in range(data.draw(st.integers(1, 6), label="mutations")):
        position = data.draw(st.integers(0, len(text)), label="position")
        mutation = data.draw(st.sampled_from(["markup", "unicode", "cut", "delete", "piece"]), label="kind")
        if mutation == "markup":
            text = text[:position] + data.draw(st.sampled_from(MARKUP)) + text[position:]
        elif mutation == "unicode":
            text = text[:position] + data.draw(st.sampled_from(UNICODE) | st.characters()) + text[position:]
        elif mutation == "cut":
            text = text[:position]
        elif mutation == "delete":
            text = text[:position] + text[position + data.draw(st.integers(1, 20)) :]
        else:
            text = text[:position] + data.draw(pieces) + text[position:]
    assert_document_invariants(text, extractor.document(SourceDocument("doc", text)))


def test_extraction_is_the_same_when_run_twice(
    extractor: Extractor, seed_documents: list[SourceDocument]
) -> None:
    first = [document_json(extractor.document(document)) for document in seed_documents]
    again = [document_json(extractor.document(document)) for document in seed_documents]
    assert first == again


@fuzz_settings(500)
@given(st.one_of(abstract_texts, st.text()))
def test_normalize_keeps_an_exact_offset_map(text: str) -> None:
    assert_markup_invariants(text, normalize(text))


@fuzz_settings(300)
@given(st.one_of(abstract_texts, st.text()))
def test_find_numbers_never_raises_and_stays_in_the_text(number_rules: NumberRules, text: str) -> None:
    markup = normalize(text)
    found = find_numbers(markup, number_rules)
    for index, number in enumerate(found):
        assert 0 <= number.start < number.end <= len(markup.text), number
        assert number.start <= number.core_end <= number.tail <= len(markup.text), number
        assert math.isfinite(number.value), number
        if number.partner is not None:
            assert 0 <= number.partner < len(found) and number.partner != index, number
    assert [n.start for n in found] == sorted(n.start for n in found)


@pytest.mark.parametrize(
    "source",
    [
        "{" * 10_000 + "80%" + "}" * 10_000,
        "{" * 10_000,
        "}" * 10_000,
        "\\textbf{" * 5_000 + "3.3x",
        "$" * 9_999 + " 5%",
        "\\url{" * 2_000,
        "\\cite[" * 2_000 + "x",
        "**__" * 3_000,
        "\\" * 10_001,
    ],
    ids=["nested", "open", "close", "textbf", "dollars", "url", "cite", "emphasis", "backslashes"],
)
def test_normalize_pathological_markup_keeps_the_map(source: str) -> None:
    assert_markup_invariants(source, normalize(source))


def _fuzz_harness() -> Any:
    path = Path(__file__).resolve().parent.parent / "fuzz" / "fuzz_text.py"
    spec = importlib.util.spec_from_file_location("fuzz_text", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("target", ["markup", "numbers", "extract"])
def test_atheris_harness_runs_on_seed_abstracts(target: str, seed_documents: list[SourceDocument]) -> None:
    harness = _fuzz_harness()  # keeps fuzz/fuzz_text.py (the long run, see README) in step with the code
    for document in seed_documents[:5]:
        harness.CHECKS[target](document.text)
    harness.CHECKS[target]("\\textbf{" * 50 + "80\\% $x = 5$ " + "}" * 49)
