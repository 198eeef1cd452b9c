"""LaTeX / markdown -> clean text with an exact offset map back to the source."""

from __future__ import annotations

import pytest

from abstract_claims import Extractor
from abstract_claims.markup import UnmappableSpan, normalize
from abstract_claims.sources import SourceDocument


@pytest.mark.parametrize(
    ("source", "clean"),
    [
        (r"BMAttn achieves a \textbf{3.3x} speedup", "BMAttn achieves a 3.3x speedup"),
        (r"exponent $\varphi = 0.46$.", "exponent φ = 0.46."),
        (r"spanning ${\sim}50\times$ in", "spanning ∼50× in"),
        (r"resolves 80\% of", "resolves 80% of"),
        ("an average of **17.64** and __CapTrack__", "an average of 17.64 and CapTrack"),
        (r"models from $0.5$B to $8$B", "models from 0.5B to 8B"),
        (r"we introduce \toolname{}, a PPO-based framework", "we introduce toolname, a PPO-based framework"),
        ("Gauss--Seidel sweep --- done", "Gauss–Seidel sweep — done"),
        (r"$r \in \{1, 2, 4, 8\}$", "r ∈ {1, 2, 4, 8}"),
        ("Transformers follow _implicit_ curricula; snake_case stays", "Transformers follow implicit curricula; snake_case stays"),
        ("costs $5 only", "costs $5 only"),
        (r"\"uber na\"ive \'etude", "über naïve étude"),
        (r"see \cite{smith2020} and Table~\ref{tab:1}", "see  and Table "),
        # TeX's tie is a space that does not break; '~' before a digit is 'about', and a path keeps it
        ("Image restoration~(IR), as a fundamental task", "Image restoration (IR), as a fundamental task"),
        ("Video Anomaly Detection~(VAD) focuses on", "Video Anomaly Detection (VAD) focuses on"),
        (r"large language models~(\textbf{LLMs}) and Stage~A", "large language models (LLMs) and Stage A"),
        ("median half-life ~1.5 tokens, costs~5%", "median half-life ~1.5 tokens, costs~5%"),
        ("see https://x.org/a~b and www.x.edu/~kriz", "see https://x.org/a~b and www.x.edu/~kriz"),
        (r"the rate $a~b$ stays", "the rate a~b stays"),
        (r"code at \url{https://x.org/a_b%20c}.", "code at https://x.org/a_b%20c."),
        (r"$mn^{2}$ and $e^{y/\beta_2}$", "mn^2 and e^y/β_2"),
    ],
)
def test_markup_clean_text(source: str, clean: str) -> None:
    assert normalize(source).text == clean


@pytest.mark.parametrize(
    "source",
    [
        r"BMAttn achieves a \textbf{3.3x} speedup and $\varphi = 0.46$ with 80\% and **17.64**",
        r"unbalanced $ dollar and {braces and \textbf{never closed",
        "{" * 10000 + "deep" + "}" * 10000,
        "plain text with no markup at all, 77.8%",
        "",
    ],
)
def test_markup_every_clean_character_maps_to_its_source(source: str) -> None:
    markup = normalize(source)
    for index, char in enumerate(markup.text):
        try:
            start, end = markup.to_source(index, index + 1)
        except UnmappableSpan:
            continue  # one character of a multi-character replacement
        assert 0 <= start < end <= len(source)
        if end - start == 1:
            assert source[start] == char


def test_markup_replacement_maps_whole() -> None:
    source = r"exponent $\varphi = 0.46$"
    markup = normalize(source)
    phi = markup.text.index("φ")
    assert source[slice(*markup.to_source(phi, phi + 1))] == r"\varphi"
    value = markup.text.index("0.46")
    assert source[slice(*markup.to_source(value, value + 4))] == "0.46"


def test_markup_span_inside_a_replacement_is_refused() -> None:
    markup = normalize(r"we introduce \toolname{} today")
    start = markup.text.index("toolname")
    assert markup.to_source(start, start + len("toolname")) == (13, 24)
    with pytest.raises(UnmappableSpan):
        markup.to_source(start + 1, start + 4)


def test_markup_gap_between_number_and_unit_is_visible() -> None:
    markup = normalize(r"from $0.5$B to 3.3x")
    clean = markup.text
    half = clean.index("0.5B")
    assert not markup.is_contiguous(half, half + 4)  # '$' dropped between 0.5 and B
    times = clean.index("3.3x")
    assert markup.is_contiguous(times, times + 4)


def test_markup_records_math_and_styles() -> None:
    markup = normalize(r"we develop \textsc{RPEval}, with $\varphi = 0.46$ and **bold**")
    styles = {(markup.text[r.start : r.end], r.style) for r in markup.styled}
    assert ("RPEval", "smallcaps") in styles
    assert ("bold", "bold") in styles
    (math,) = markup.math
    assert markup.text[math[0] : math[1]] == "φ = 0.46"


def test_markup_crlf_is_kept_one_to_one() -> None:
    source = "first line 3.3x\r\nsecond line 80\\%"
    markup = normalize(source)
    index = markup.text.index("80%")
    assert source[slice(*markup.to_source(index, index + 3))] == "80\\%"


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        # real sentences of corpus abstracts: a definition joined to its long form by a tie
        ("Video Anomaly Detection~(VAD) focuses on identifying anomalies within videos.",
         {("Video Anomaly Detection", "task"), ("VAD", "task")}),
        ("To overcome these challenges, we propose leap multi-token prediction~(L-MTP), an innovative token "
         "prediction method.", {("leap multi-token prediction", "method"), ("L-MTP", "method")}),
    ],
)
def test_markup_tie_before_a_definition_lets_the_definition_be_read(source: str, expected: set[tuple[str, str]]) -> None:
    record = Extractor().document(SourceDocument("tie", source))
    found = {(claim.text, claim.type) for claim in record.claims if claim.type not in ("number", "result")}
    assert expected <= found
    assert not any("~" in claim.text for claim in record.claims)
