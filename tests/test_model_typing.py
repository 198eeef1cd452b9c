"""Which names are models, on real abstract sentences: the lines of a released model family, and the bare line names
and scores after a versioned family that are not."""

from __future__ import annotations

import pytest

from _claim_helpers import claim_types


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # the Claude lines written without 'Claude' (the model ids of Anthropic's SDK: claude-opus-4-5, ...)
        ("We evaluate Claude Code (Opus-4.5) on the repository tasks.", "Opus-4.5"),
        ("Sonnet 3.7 engaged broadly across tools, while Sonnet 4 showed selective adoption.", "Sonnet 4"),
        ("Sonnet 3.7 engaged broadly across tools, while Sonnet 4 showed selective adoption.", "Sonnet 3.7"),
        ("Among the models, Haiku 3.5 is the fastest.", "Haiku 3.5"),
        ("We compare GPT-4o and Claude-3.5-Sonnet on the benchmark.", "Claude-3.5-Sonnet"),
        # a small word glued on by a missing space is no part of the name
        ("Features extracted from foundation model backbones-specifically DINOv2-and enforces consistency.", "DINOv2"),
    ],
)
def test_claude_lines_are_models(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"model"}


@pytest.mark.parametrize(
    "text",
    [
        "We compress speech with the Opus codec at 6 kbps.",  # a bare line name is a codec, a poem
        "The model writes a sonnet and a haiku about the sea.",
        "Models including Claude 3.5 and 3.7 Sonnet-in detecting fraudulent documents.",
    ],
)
def test_bare_line_names_are_no_models(text: str) -> None:
    names = claim_types(text)
    assert not any(name.startswith(("Opus", "Sonnet", "Haiku")) for name in names)


def test_a_score_after_a_versioned_family_is_a_number() -> None:
    """'Claude Sonnet 4 96.0%': a percentage after a version is a score, not the size in 'Gemma 2 9B'."""
    types = claim_types("Gemini 2.5 Pro outperforms 98.7% of humans, GPT-5 97.8%, and Gemma 2 96.0%.")
    assert "number" in types.get("96.0%", set())
