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


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("This study evaluates the application of a deep learning keypoint and object detection model, YOLOv8-pose, "
         "for the automatic identification of localised periodontal bone loss landmarks.", "YOLOv8-pose"),
        ("We adapt a standard YOLOv8n model to a custom, fine-grained fruit detection dataset by progressively "
         "unfreezing backbone layers.", "YOLOv8n"),
        ("We conduct comprehensive experiments with Mask R-CNN, Cascade Mask R-CNN, SparseInst and YOLO11, fine-tuning "
         "these models for the task of rip current segmentation.", "YOLO11"),
        ("In contrast, YOLOv12 leveraged CNN-based attention for enhanced local feature extraction, optimizing it for "
         "computational efficiency and edge deployment.", "YOLOv12"),
    ],
)
def test_numbered_yolo_releases_are_models(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"model"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("To further enhance UltraFlwr's efficiency, we propose YOLO-PA, a set of novel Partial Aggregation (PA) "
         "strategies specifically designed for YOLO models in FL.", "YOLO-PA"),
        ("To address these challenges, we introduce YOLO-DCAP, a novel enhanced version of YOLOv5 designed to improve "
         "object localization in these complex scenarios.", "YOLO-DCAP"),
    ],
)
def test_a_name_adding_only_letters_to_yolo_is_no_release(text: str, name: str) -> None:
    assert "model" not in claim_types(text).get(name, set())


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        ("We create a dataset building on top of WikiArt with PoA analysis annotated by a capable Multimodal LLM.",
         "Multimodal LLM"),
        ("Designed as a lightweight solution compatible with any Transformer-based LLM without requiring additional "
         "training, it reduces latency.", "Transformer-based LLM"),
        ("Specifically, when given an off-the-shelf Bayesian LLM, we distill its aligned confidence into a "
         "smaller model.", "Bayesian LLM"),
    ],
)
def test_a_class_of_language_models_in_capitals_is_no_model(text: str, phrase: str) -> None:
    assert phrase not in claim_types(text)
