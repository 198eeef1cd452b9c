"""Pin how the pipeline tokenizes the field's notation (spaCy's English rules plus our infix change)."""

from __future__ import annotations

import pytest

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
    ],
)
def test_tokenization_of_field_notation(text: str, tokens: list[str]) -> None:
    assert [token.text for token in NLP.make_doc(text)] == tokens
