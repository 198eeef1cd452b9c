"""Helpers of the result-role tests: one sentence's results keyed by their value's text, and the role each names."""

from __future__ import annotations

from abstract_claims import extract_document
from abstract_claims.models import ResolvedResult


def results_of(text: str) -> dict[str, ResolvedResult]:
    """Value text -> its result; every result's span is checked against the text on the way."""
    document = extract_document(text)
    for result in document.results():
        assert text[result.claim.start : result.claim.end] == result.claim.text
    return {r.number.text: r for r in document.results() if r.number is not None}


def methods_of(text: str) -> dict[str, str | None]:
    return {number: result.method_text for number, result in results_of(text).items()}


def metrics_of(text: str) -> dict[str, str | None]:
    return {number: result.metric_text for number, result in results_of(text).items()}


def datasets_of(text: str) -> dict[str, str | None]:
    return {number: result.dataset_text for number, result in results_of(text).items()}


def baselines_of(text: str) -> dict[str, str | None]:
    return {number: result.baseline_text for number, result in results_of(text).items()}


def methods_and_baselines(text: str) -> dict[str, tuple[str | None, str | None]]:
    return {number: (result.method_text, result.baseline_text) for number, result in results_of(text).items()}
