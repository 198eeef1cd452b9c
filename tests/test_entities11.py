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
