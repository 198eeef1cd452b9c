"""Entity typing on real corpus abstracts (ents11): benchmark names with a variant tag after their dataset morpheme,
..."""

from __future__ import annotations

import pytest

from _claim_helpers import claim_types


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a version, year, split letter, modality code, grade or modality split after 'Bench', 'Eval' or 'Arena'
        ("The model achieves a VBench-I2V total score of 87.32% for image-to-video generation.", "VBench-I2V"),
        ("We evaluate 30 LLMs on AutoCodeBench and its simplified version AutoCodeBench-Lite.", "AutoCodeBench-Lite"),
        ("A simple approach yields 81% accuracy on Deepfake-Eval-2024, surpassing the reported baseline.",
         "Deepfake-Eval-2024"),
        ("MapAgent improves the accuracy on MapEval-Textual, MapEval-API and MapEval-Visual.", "MapEval-Visual"),
        ("Our agent reaches 91.6 on LongMemEval-S with a memory of one million tokens.", "LongMemEval-S"),
        ("The retriever improves the accuracy of the reader on MMLongBenchDoc by 4.1 points.", "MMLongBenchDoc"),
        ("Our benchmark comprises two splits, with OdysseyBench-Neo holding 302 newly synthesized tasks.",
         "OdysseyBench-Neo"),
    ],
)
def test_benchmark_names_with_a_variant_tag(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"dataset"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a system word after the morpheme names a method; a quality-assessment model ends in 'QA'
        ("We propose FuncBenchGen, a framework that generates function-calling tasks.", "FuncBenchGen"),
        ("We present SafeEvalAgent, an agent that audits the safety of LLMs.", "SafeEvalAgent"),
        ("For real-time deployment, we introduce HiRQA-S, a lightweight variant with an inference time of 3.5 ms.",
         "HiRQA-S"),
    ],
)
def test_system_words_after_a_dataset_morpheme_stay_methods(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"method"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a known measure averaged ('macro', 'micro', 'weighted' on either side), 'Self-' before it, or two measures
        ("Our base model achieves Macro-F1 0.615 on the challenge dataset.", "Macro-F1"),
        ("The pipeline achieves promising results with an F1-weighted score over 70%.", "F1-weighted"),
        ("The fine-tuned model achieved 0.60 F1-micro compared to 0.34 from general models.", "F1-micro"),
        ("The prompting method achieves 0.177 Self-BLEU and 0.915 Distinct-2 in Japanese.", "Self-BLEU"),
        ("The prompting method achieves 0.177 Self-BLEU and 0.915 Distinct-2 in Japanese.", "Distinct-2"),
        ("The captioner drives gains on Flickr30k (BLEU-4 12.29, METEOR 27.98, BERTScore-F1 71.20).", "BERTScore-F1"),
        ("Alignment improves the En-to-De performance over Global Mining by 0.37 ASR-BLEU.", "ASR-BLEU"),
        ("Captions were validated with COMET-Kiwi for translation quality.", "COMET-Kiwi"),
    ],
)
def test_measure_compounds_are_metrics(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"metric"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a system built on a measure's acronym is no measure ('ASR' is also speech recognition)
        ("Our PV-ASR method achieves a 17.4% lower word error rate.", "PV-ASR"),
        ("We introduce the Dynamic Scene Cue-Consistency Tracker (DSC-Track) to implement this principle.", "DSC-Track"),
    ],
)
def test_systems_named_after_measures_stay_methods(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"method"}


@pytest.mark.parametrize(
    "text",
    [
        "Persuasion is quantified with Jensen-Shannon divergence over belief distributions.",
        "We incorporate the Gromov-Wasserstein distance into the loss function.",
        "Output-level distillation uses the Kullback-Leibler divergence.",
    ],
)
def test_a_measure_named_after_people_is_no_method(text: str) -> None:
    assert "method" not in {kind for kinds in claim_types(text).values() for kind in kinds}


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
