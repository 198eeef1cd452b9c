"""Metric and dataset typing on abstracts no rule was written against (ents10): the scores of tracking and 3D
detection kits, standard measure acronyms written after their values, ..."""

from __future__ import annotations

import pytest

from _claim_helpers import claim_types


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # the scores of TrackEval and nuScenes (rules/generated/tracking_measures.jsonl), after a value or as the
        # object of a change verb
        ("The tracker ranks first on KITTI 2D MOT with 79.59% HOTA and outperforms SimpleTrack by 2.2% AMOTA.",
         "HOTA"),
        ("The tracker ranks first on KITTI 2D MOT with 79.59% HOTA and outperforms SimpleTrack by 2.2% AMOTA.",
         "AMOTA"),
        ("Experiments on nuScenes show that the detector achieves 49.5% mAP and 59.2% NDS on the test set.", "NDS"),
        ("Our association module improves IDF1 by 3.1 points on MOT17.", "IDF1"),
        ("The segmenter reaches a J&F of 85.2 on the validation split.", "J&F"),
        # standard measure acronyms of medical segmentation, survival analysis, document VQA and video coding
        ("With 93.33% DSC for CT and 89.30% DSC for MR data, the method segments the heart accurately.", "DSC"),
        ("The survival model achieves a C-index of 0.838 on the hold-out cohort.", "C-index"),
        ("The lane detector reaches an Acc of 82.3% for lane line segmentation.", "Acc"),
        ("The page-level variant improves the concatenation baseline by up to +22.5 ANLS.", "ANLS"),
        ("The codec achieves an 11% BD-rate reduction compared to the previous state of the art.", "BD-rate"),
    ],
)
def test_measure_acronyms_of_evaluation_kits(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"metric"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a three-letter acronym of the kits that names other things is not in the lexicon ('MTR', 'IDP'), and the
        # VACE family is left out ('SFDA' is source-free domain adaptation)
        ("SFDA methods adapt a source model without source data.", "SFDA"),
        # an abstract's own definition of a component outranks the lexicon
        ("To aggregate global context, we propose a novel Dynamic Skip Connection (DSC) block that enhances "
         "cross-layer connectivity.", "DSC"),
    ],
)
def test_measure_acronyms_need_the_kit_reading(text: str, name: str) -> None:
    assert "metric" not in claim_types(text).get(name, set())


@pytest.mark.parametrize(
    ("text", "measure"),
    [
        # the -ing head of a task names what a measure judges (task heads of rules/task_rules.json)
        ("The neural log parser outperforms ANN-based models with a parsing accuracy of 0.99997.", "parsing accuracy"),
        ("Retrieval boosts post-cutoff question answering accuracy from 15% to 90%.", "question answering accuracy"),
        ("CounterNet improves counting accuracy by 5% to 20% over density-map baselines.", "counting accuracy"),
        ("The inpainting model reaches higher inpainting quality than diffusion baselines.", "inpainting quality"),
    ],
)
def test_task_ing_words_modify_measures(text: str, measure: str) -> None:
    assert any(measure in found and "metric" in types for found, types in claim_types(text).items()), \
        claim_types(text)  # fmt: skip


def test_task_ing_word_as_a_verb_is_no_measure() -> None:
    text = "Memory-QA is a real-world task that involves answering recall questions about stored images."
    assert "metric" not in claim_types(text).get("recall", set())


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # an acronym the abstract coins for its own proposal is not the lexicon's benchmark or measure of the same
        # letters; the long form and the appositive decide
        ("Based on this discovery, we propose Multi-task Unified eStimation via timestep Embedding (MUSE), a "
         "parameter-free approach. Experiments across 10 datasets demonstrate that MUSE is competitive.", "MUSE",
         "method"),
        ("We propose Hierarchical Object Tracking Attention (HOTA), a module that links detections across frames.",
         "HOTA", "method"),
        ("To evaluate our approach, we introduce Agentic RAG Capabilities (ARC), a fine-grained metric analyzing "
         "reasoning and search coordination.", "ARC", "metric"),
        # a benchmark the abstract introduces keeps the reading its long form's head gives
        ("We introduce the Massive Text Embedding Benchmark (MTEB), spanning 8 embedding tasks.", "MTEB", "dataset"),
    ],
)
def test_coined_acronym_of_a_proposal_is_its_own(text: str, name: str, label: str) -> None:
    assert claim_types(text).get(name) == {label}


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # a language is no dataset, after 'on' in an evaluation nor explained by an appositive
        ("We evaluate four models across four domains, focusing on Persian, a low-resource language with distinct "
         "linguistic features.", "Persian"),
        ("This work addresses this gap for Shona, a Bantu language spoken in Zimbabwe and Mozambique.", "Shona"),
        ("To address the data scarcity in Tibetan, a low-resource language spoken by over 6 million people, we "
         "introduce TibCoT, a multi-domain Tibetan dataset.", "Tibetan"),
    ],
)
def test_language_is_no_dataset(text: str, language: str) -> None:
    assert language not in claim_types(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a name alone in brackets after a named collection is its short name
        ("This paper introduces the Real-World Robustness Dataset (RRDataset) for evaluating detectors.", "RRDataset"),
        ("To bridge this gap, we construct the Omnibus Dataset for Multimodal News Deception (OmniFake), a benchmark "
         "of 127K samples.", "OmniFake"),
        ("First, we introduce the Massive Text Embedding Benchmark for Dutch (MTEB-NL), which includes new datasets.",
         "MTEB-NL"),
        # ... or closing a phrase that introduces new data and says what it holds
        ("Moreover, we present a dataset comprising 25,368 samples (CausalDR), where each sample includes a causal "
         "graph.", "CausalDR"),
        ("First, we introduce a new dataset containing 457 agricultural-themed virtual museums (AgriMuseums), each "
         "enriched with textual descriptions.", "AgriMuseums"),
    ],
)
def test_bracketed_short_name_of_a_collection(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"dataset"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # the bracket shortens a task named after a purpose, or names the backbone after a dataset
        ("We introduce MedSynth, a novel dataset of synthetic medical dialogues designed to advance the "
         "Dialogue-to-Note (Dial-2-Note) task.", "Dial-2-Note"),
        ("Our distilled student reaches 80.1% top-1 accuracy on ImageNet (ResNet-50).", "ResNet-50"),
    ],
)
def test_bracketed_name_that_shortens_no_collection(text: str, name: str) -> None:
    assert "dataset" not in claim_types(text).get(name, set())


@pytest.mark.parametrize(
    ("text", "measure"),
    [
        # what a change verb with a value says changed, after a determiner, an aggregate or a generic acronym
        ("Fine-tuning on our data reduces the average prompt length by 40% without hurting accuracy.",
         "average prompt length"),
        ("The scheduler reduces CPU utilization by 30% on the production cluster.", "CPU utilization"),
        ("Our cache eviction policy reduces KV cache storage by over 3x at equal quality.", "KV cache storage"),
        ("The planner reduces total cost by 3x compared to a greedy dispatcher.", "total cost"),
        ("The diarization system reduces DER by 9% relative to the cascaded baseline.", "DER"),
    ],
)
def test_measure_a_change_verb_names(text: str, measure: str) -> None:
    assert claim_types(text).get(measure) == {"metric"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a named model or a generic acronym alone is no measure of a change
        ("Our adapter improves FLUX by 2.3 points on the compositional prompts.", "FLUX"),
        ("It improves upon the previous SOTA by 3 points.", "SOTA"),
    ],
)
def test_change_verb_object_that_is_no_measure(text: str, name: str) -> None:
    assert "metric" not in claim_types(text).get(name, set())


@pytest.mark.parametrize(
    ("text", "measure"),
    [
        # evaluative and degree words before a measure are not part of its name
        ("Results show almost identical accuracy on seen and unseen sentences.", "accuracy"),
        ("Recent papers show LLMs achieve near-random accuracy in causal relation classification.", "accuracy"),
        ("Deploying detectors requires the right accuracy/speed trade-off in model selection.", "accuracy"),
        ("The attribute extractor runs at scale with commendable accuracy on every product category.", "accuracy"),
        # a noun after 'near' still names the measure
        ("We study decision flips, distribution shift, and near-boundary vulnerability of pruned models.",
         "near-boundary vulnerability"),
    ],
)
def test_degree_words_before_a_measure(text: str, measure: str) -> None:
    found = {name for name, types in claim_types(text).items() if "metric" in types}
    assert found == {measure}
