"""Which names are measures, on real abstract sentences: the acronyms of evaluation kits, named measures' variants,
plural acronyms and homographs, a quantity reported with its value, the object of a change verb, a name given to a
metric; and the systems named after a measure, the settings, the changes and the properties praised alone that are
no measure."""

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
        ("Empirically, our approach achieves a remarkable codebook utilization of 100% and notable reconstruction FID.",
         "codebook utilization"),
        ("Our method achieves state-of-the-art rendering quality while being 20X faster in training than previous "
         "SOTA methods with a minimum storage requirement of only 30MB on real-world datasets.",
         "minimum storage requirement"),
        ("The method consistently improves efficiency, achieving an acceptance length of 5.92 and a 4.20x speedup.",
         "acceptance length"),
        ("The pipeline completed CPU inference in 6.9 s per case with a peak memory use of 3.6 GB.", "peak memory use"),
    ],
)
def test_quantity_reported_with_its_value(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"metric"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a setting given with its value, and changes and counts of no named measure
        ("All models are fine-tuned with a context length of 4096 tokens.", "context length"),
        ("The model achieves an average improvement of 5% over the baseline.", "average improvement"),
        ("The corpus reaches a total of 120 hours of speech.", "total"),
    ],
)
def test_settings_and_changes_with_a_value_are_no_measure(text: str, name: str) -> None:
    assert name not in claim_types(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("To further reduce bandwidth usage while preserving reconstruction quality, a channel-adaptive attention "
         "mechanism is proposed.", "reconstruction quality"),
        ("We propose PromptDistill, a training-free method that improves inference efficiency while preserving "
         "generation quality.", "generation quality"),
    ],
)
def test_a_measure_preserved_beside_one_improved(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"metric"}


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a value written on a name with '=' is no part of it; an acronym that also names a model is the measure then
        ("The evaluation metrics (micro-F1-Score=0.67) obtained from the baseline model validate the annotations.",
         "F1-Score", "metric"),
        ("The regressor reaches MAE=0.0050 on the boundary condition subset.", "MAE", "metric"),
        ("Across six of the eight evaluated subsets, MAE remains below 0.05 on the normalized pixel scale.", "MAE",
         "metric"),
    ],
)
def test_a_value_written_on_a_measure(text: str, name: str, label: str) -> None:
    assert claim_types(text).get(name) == {label}


@pytest.mark.parametrize(
    ("text", "names"),
    [
        # a plural acronym of measures is no class of systems ('Large Language Models (LLMs)')
        ("Outputs were analysed using mixed-effects modelling, intraclass correlation coefficients (ICCs), and "
         "Cohen's kappa.", ("intraclass correlation coefficients", "ICCs")),
        ("Acoustic perturbations cause jailbreak success rates (JSRs) to surge by up to +57.25 percentage points.",
         ("jailbreak success rates", "JSRs")),
    ],
)
def test_plural_acronyms_of_measures(text: str, names: tuple[str, ...]) -> None:
    types = claim_types(text)
    assert all(types.get(name) == {"metric"} for name in names), types


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a named measure in capitals after the code of its variant
        ("Our method enhances localization precision, with the ATE-RMSE metric improved by 46%.", "ATE-RMSE", "metric"),
        ("We find that SSIM overemphasizes high spatial frequencies, but its multi-scale counterpart, MS-SSIM, "
         "addresses this.", "MS-SSIM", "metric"),
        ("Therefore, we introduce BM-MAE, a masked image modeling pre-training strategy tailored for MRI data.",
         "BM-MAE", "method"),
    ],
)
def test_variants_of_named_measures(text: str, name: str, label: str) -> None:
    assert claim_types(text).get(name) == {label}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # the averaging variant starts a measure's name; long descriptive modifiers before it stay outside
        ("Using 5-fold cross-validation, the system achieves a binary progression-versus-non-progression macro F1 of "
         "0.82.", "macro F1"),
    ],
)
def test_variant_starts_a_measure(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"metric"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Agents are ranked by the time-normalized AUC-SR over all episodes.", "time-normalized AUC-SR"),
    ],
)
def test_normalized_variant_of_a_named_measure(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"metric"}


@pytest.mark.parametrize(
    ("text", "name", "types"),
    [
        # a measure's long form in the plural is the measure, and so is its acronym
        ("our CAM model outperforms state-of-the-art deep learning methods, reducing mean absolute errors (MAE) by "
         "34% for COT and 42% for CER.", "mean absolute errors", {"metric"}),
        ("our CAM model outperforms state-of-the-art deep learning methods, reducing mean absolute errors (MAE) by "
         "34% for COT and 42% for CER.", "MAE", {"metric"}),
        # the object of a change verb, changed by a value, is measured; the object of a comparison is the model
        ("DFI-OmniStereo achieves state-of-the-art results on the real-world Helvipad dataset, reducing disparity MAE "
         "by approximately 16% compared to the previous best omnidirectional stereo method.", "MAE", {"metric"}),
        ("For instance, it surpasses the recent MAE by 1.1\\% in imageNet-1K classification.", "MAE", {"model"}),
    ],
)
def test_measure_homograph_and_plural_long_form(text: str, name: str, types: set[str]) -> None:
    assert claim_types(text).get(name) == types


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We propose a novel evaluation metric called Minimal Pair Accuracy (MPA), which measures the reliance of "
         "models on gender cues.", "Minimal Pair Accuracy"),
        ("Furthermore, we propose a practical invocation evaluation metric called AttenHScore, which calculates the "
         "accumulation of hallucinations.", "AttenHScore"),
        ("We contribute a comprehensive metric named PancapScore and a human-curated test set for reliable "
         "evaluation.", "PancapScore"),
    ],
)
def test_a_name_given_to_a_metric_is_a_metric(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"metric"}


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Extensive experiments demonstrate that Gaussian Shading++ not only maintains performance losslessness but "
         "also outperforms existing methods in terms of robustness, making it a more practical solution.",
         "robustness"),
        ("Comprehensive experiments were conducted on three datasets to confirm the advantages of our method in "
         "terms of accuracy, efficiency, and generalizability.", "generalizability"),
    ],
)
def test_a_property_praised_alone_is_no_metric(text: str, word: str) -> None:
    assert "metric" not in claim_types(text).get(word, set())


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        ("It significantly outperforms existing methods in terms of transferability, computational efficiency, and "
         "noise imperceptibility.", "computational efficiency"),
        ("Comprehensive experiments were conducted on three datasets to confirm the advantages of our method in "
         "terms of accuracy, efficiency, and generalizability.", "accuracy"),
    ],
)
def test_a_measure_with_its_modifier_stays_a_metric(text: str, phrase: str) -> None:
    assert "metric" in claim_types(text).get(phrase, set())


def test_a_defined_acronym_headed_by_dice_is_a_measure() -> None:
    # the Dice score's surface variant, defined and reported in one breath (corpus abstract 2606.30108)
    text = ("On the public validation set, LETT-NeXt achieved a Dice Similarity Coefficient (DSC) of 79.4 $\\pm$ 10.1 "
            "and a Normalized Surface Dice (NSD) of 72.3 $\\pm$ 16.2.")
    types = claim_types(text)
    assert types.get("Normalized Surface Dice") == {"metric"} and types.get("NSD") == {"metric"}
