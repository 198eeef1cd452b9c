"""Coverage-guided fuzzing (atheris, libFuzzer) of the text normalisation, the number parser and extraction.

The bounded run in the test suite is hypothesis (tests/test_properties.py); this is the long run::

    .venv/bin/pip install atheris
    .venv/bin/python fuzz/make_corpus.py                      # seed abstracts -> fuzz/corpus/ (once)
    .venv/bin/python fuzz/fuzz_text.py fuzz/corpus -max_len=4096 -max_total_time=3600 -timeout=10

``FUZZ_TARGET`` picks what is fuzzed: ``markup`` (``normalize`` and its offset map), ``numbers`` (the
default: ``normalize`` then ``find_numbers``) or ``extract`` (the whole pipeline and the output contract,
slower). A failure leaves ``crash-<sha1>`` in the working directory; replay it with
``.venv/bin/python fuzz/fuzz_text.py crash-<sha1>``.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import sys
from typing import Any

TARGET = os.environ.get("FUZZ_TARGET", "numbers")

_state: dict[str, Any] = {}


def check_markup(text: str) -> Any:
    """normalize never raises and maps every clean character to a non-empty, ordered source range."""
    from abstract_claims.markup import UnmappableSpan, normalize

    markup = normalize(text)
    clean = markup.text
    if markup.starts is None or markup.ends is None:
        assert len(clean) == len(text)
        return markup
    starts, ends = markup.starts, markup.ends
    assert len(starts) == len(ends) == len(clean)
    for index in range(len(clean)):
        assert 0 <= starts[index] < ends[index] <= len(text), (index, starts[index], ends[index])
        if index:
            assert starts[index - 1] <= starts[index] and ends[index - 1] <= ends[index], index
        with contextlib.suppress(UnmappableSpan):
            assert markup.to_source(index, index + 1) == (starts[index], ends[index])
    for a, b in markup.math:
        assert 0 <= a <= b <= len(clean), (a, b)
        for index in (a, b - 1, b):
            linear = next(((x, y) for x, y in markup.math if x <= index < y), None)
            assert markup.math_range(index) == linear, (index, linear)
    return markup


def check_numbers(text: str) -> None:
    """find_numbers never raises; every number lies in the clean text and has a finite value."""
    from abstract_claims.numbers import NumberRules, find_numbers
    from abstract_claims.rules import RuleSet

    if "number_rules" not in _state:
        _state["number_rules"] = NumberRules(RuleSet.load(None))
    markup = check_markup(text)
    found = find_numbers(markup, _state["number_rules"])
    for number in found:
        assert 0 <= number.start < number.end <= len(markup.text), number
        assert math.isfinite(number.value), number
        assert number.partner is None or 0 <= number.partner < len(found), number


def check_extract(text: str) -> None:
    """The output contract: no error, exact spans, unique ids, strict JSON."""
    from abstract_claims import Extractor
    from abstract_claims.export import document_json
    from abstract_claims.sources import SourceDocument

    if "extractor" not in _state:
        _state["extractor"] = Extractor()
    record = _state["extractor"].document(SourceDocument("fuzz", text))
    assert record.errors == [], record.errors
    assert len({claim.id for claim in record.claims}) == len(record.claims)
    for claim in record.claims:
        assert text[claim.start : claim.end] == claim.text, claim

    def reject(name: str) -> None:
        raise AssertionError(f"not strict JSON: {name}")

    json.loads(document_json(record), parse_constant=reject)


CHECKS = {"markup": check_markup, "numbers": check_numbers, "extract": check_extract}


def test_one_input(data: bytes) -> None:
    """libFuzzer's entry point: the bytes as text (UTF-8 with replacement, so every input is used)."""
    text = data.decode("utf-8", "replace")
    CHECKS[TARGET](text)


def main() -> None:
    import atheris

    with atheris.instrument_imports(include=["abstract_claims"]):
        import abstract_claims.markup
        import abstract_claims.numbers  # noqa: F401

    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
