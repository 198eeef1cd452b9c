"""Measures: the span of a metric with its modifiers, and the words that make a phrase no measure."""

from __future__ import annotations

import pytest

from abstract_claims import extract


def metrics_of(text: str) -> list[str]:
    return [c.text for c in extract(text) if c.type == "metric"]


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        # noun premodifiers belong to the measure (guidelines, clarification 5)
        ("Our model significantly improves terminology translation accuracy compared to the baseline models.",
         "terminology translation accuracy"),
        ("We observe that web environment latency can contribute as much as 53.7% to the overall latency.",
         "web environment latency"),
        ("We observe that web environment latency can contribute as much as 53.7% to the overall latency.",
         "overall latency"),
        ("Given the same amount of expert memory footprint of 3.4GB, the model keeps its accuracy.",
         "expert memory footprint"),
        ("Existing vector quantization methods reduce KV cache usage by 2.1x on long prompts.", "KV cache usage"),
        ("A mean semantic collapse rate of 37.6% indicates systematic generation of spurious links.",
         "mean semantic collapse rate"),
        ("ChatGPT-4o-mini outperformed ChatGPT-4o in information extraction accuracy (F1 score: 0.9258 vs. 0.9029).",
         "information extraction accuracy"),
        # a weak head with a noun before it is a measure next to a value
        ("RECKON reduces resource consumption by 56.5% compared to traditional methods.", "resource consumption"),
        ("The healthcare NLP is the most cost-effective solution, reducing processing costs by over 80%.",
         "processing costs"),
    ],
)
def test_metrics_span_takes_noun_modifiers(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "not_metric"),
    [
        # a verb before the head is no modifier
        ("Data augmentation and careful annotation ensure accuracy and consistency across sites.", "ensure accuracy"),
        ("We compute fine-grained hallucination scores without requiring external resources.",
         "compute fine-grained hallucination scores"),
        ("Linguistic and acoustic variations dramatically amplify attack success in audio jailbreaks.",
         "amplify attack success"),
        # a noun alone does not make a weak head a measure away from a value: a training loss, a property
        ("SigLIP is a contrastive learning strategy with pairwise sigmoid loss that improves image-text alignment.",
         "pairwise sigmoid loss"),
        ("Bridging the gap between algorithmic adaptivity and hardware efficiency remains open.", "hardware efficiency"),
        # a unit after its value is no modifier
        ("Our solution enables real-time inference with only 3.6 MB memory usage and 9.46 ms latency.",
         "MB memory usage"),
        # function words and evaluative adjectives stay out
        ("The attention mechanism is poorly trained under truncation, even though validation loss decreases.",
         "though validation loss"),
        ("Mobile deployment is limited by the quadratic cost of processing larger images.", "quadratic cost"),
    ],
)
def test_metrics_span_leaves_out_non_modifiers(text: str, not_metric: str) -> None:
    assert not_metric not in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "listed"),
    [
        ("We measure abstraction through three metrics: concreteness, specificity, and negation. Our results differ.",
         ["concreteness", "specificity", "negation"]),
        ("It achieves considerable improvements in metrics such as CheckEval, G-Eval and Ref-F1 compared to existing "
         "approaches.", ["CheckEval", "G-Eval", "Ref-F1"]),
        ("The library defines a three-dimensional metric suite (reliability, generality, and locality).",
         ["reliability", "generality", "locality"]),
        ("We evaluate BLEU, CHRF, TER, and semantic similarity metrics across six major LLMs.", ["semantic similarity"]),
        ("Our approach achieves significant improvements in metrics such as mIOU, mDICE, and mRecall.",
         ["mIOU", "mDICE", "mRecall"]),
    ],
)
def test_metrics_listed_after_a_metric_kind(text: str, listed: list[str]) -> None:
    found = metrics_of(text)
    assert all(item in found for item in listed)


@pytest.mark.parametrize(
    ("text", "not_metric"),
    [
        # adjectives of an elided noun are no list of measures
        ("It computes several similarity metrics, including lexicographic, phonetic, and semantic ones.", "phonetic"),
        # an item that goes on past the list word is not cut there
        ("It excels across multiple metrics, including lip synchronization, expression quality, and temporal "
         "consistency.", "expression"),
        ("We report metrics like Pearson correlation, Spearman correlation, and Mean Absolute Error, as well as "
         "novel ones.", "Mean"),
    ],
)
def test_metrics_listed_items_are_whole_noun_phrases(text: str, not_metric: str) -> None:
    assert not_metric not in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        # two nouns, or a modifier of measures before the noun, make a weak head a measure without a value
        ("It is augmented with speculative execution that can reduce web environment overhead.",
         "web environment overhead"),
        ("Captures of these high-entropy patterns cause high false rejection rates, creating a reliability gap.",
         "false rejection rates"),
        # a rate after an -ing noun is a measure next to a value
        ("The detector keeps an average processing rate of 30 frames per second.", "average processing rate"),
    ],
)
def test_metrics_noun_compounds_of_weak_heads(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "not_metric"),
    [
        ("By strategically adjusting maximum learning rates based on model size, our method outperforms them.",
         "maximum learning rates"),
        ("A texture enrichment loss is further proposed to prompt the diffusion model.", "texture enrichment loss"),
    ],
)
def test_metrics_settings_and_objectives_are_no_measures(text: str, not_metric: str) -> None:
    assert not_metric not in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("An overall character/word error rate (CER/WER) of 11.76% beats the MLC-SLM baseline by 8.41 absolute "
         "CER/WER.", "CER/WER"),
        ("The system achieves an overall character/word error rate of 11.76% on the blind evaluation set.",
         "overall character/word error rate"),
        ("Significance-Gain BPE reduces validation and test perplexity by 13% and 12%, respectively.",
         "validation and test perplexity"),
        ("CFiCS achieves substantial gains in both micro and macro F1 scores across all tasks.", "micro and macro F1 scores"),
        ("Results show that the 3D reconstruction accuracy in the occluded areas reaches 0.37 mm.",
         "3D reconstruction accuracy"),
        ("Our end-to-end system achieved average BLEU scores of 28.88 for English-to-Indic directions.",
         "average BLEU scores"),
    ],
)
def test_metrics_coordinated_and_joined_measures(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "not_metric"),
    [
        # a metric head is no modifier coordinated with another
        ("Large batches result in memory and compute requirements beyond the resources of most labs.",
         "memory and compute"),
        # a dimension alone does not make a property a measure
        ("Controllable multi-view videos with high 3D consistency remain a major challenge.", "3D consistency"),
    ],
)
def test_metrics_coordination_needs_modifiers_of_measures(text: str, not_metric: str) -> None:
    assert not_metric not in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("We prove three guarantees: per-layer FLOP count in SparseGPT's complexity class.", "per-layer FLOP count"),
        ("Calibrating the scalar score improves prediction metrics but leaves control regret unchanged.",
         "control regret"),
        ("Such approaches generally lead to increased complexity and extended training cost.", "training cost"),
    ],
)
def test_metrics_modifiers_of_the_field(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("Evaluated on the CoL-SLTD dataset, it achieves a BLEU-4 of 72.64% in split 1.", "BLEU-4"),
        ("It reaches an AUROC of 87.6 percent and an F1-max of 87.0 percent on MVTec LOCO AD.", "F1-max"),
        ("Fine-tuned models significantly outperformed general models (Mental-RoBERTa F1=0.643 vs. RoBERTa-base 0.485).",
         "F1"),
    ],
)
def test_metrics_name_governing_a_value(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "not_metric"),
    [
        # an integer after '=' is a setting
        ("We use the random access configuration (YUV 4:2:0, GOPSize=32) and report BD-rate savings.", "GOPSize"),
    ],
)
def test_metrics_name_with_a_setting(text: str, not_metric: str) -> None:
    assert not_metric not in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "not_metric"),
    [
        ("VecInfer achieves performance comparable to full precision, while delivering up to 2.7x speedup.", "precision"),
        ("Prior work identified MLP modules in early layers as key contributors to factual recall.", "factual recall"),
        ("The survey highlights applications including traffic monitoring and precision agriculture.", "precision"),
        ("Chem42 offers a powerful generative AI tool for precision medicine.", "precision"),
    ],
)
def test_metrics_metric_words_in_other_senses(text: str, not_metric: str) -> None:
    assert not_metric not in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("Rhyme density increased by 34.2% across all regions.", "Rhyme density"),
        ("On legal reasoning, EvidenceRL raises Faithfulness from 32.8% to 67.6% on Llama-3.1-8B.", "Faithfulness"),
        ("Experimental results demonstrate that Skip-Vision reduces training time by up to 35%.", "training time"),
        ("In iterative feedback tasks, user satisfaction increased to 88% after 8 rounds.", "user satisfaction"),
    ],
)
def test_metrics_what_a_change_with_a_value_measures(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "not_metric"),
    [
        ("Our approach obtains consistent performance boosts ranging from 1.73% to 4.45% over the best methods.",
         "ranging"),
        ("Furthermore, the IS indicator improves by up to 4.95% over the baseline.", "indicator"),
        ("MaintainCoder improves maintainability metrics by 14-30% with even higher correctness.",
         "maintainability metrics"),
        ("Overall performance improved by 3.1% on average.", "Overall performance"),
    ],
)
def test_metrics_changes_that_name_no_measure(text: str, not_metric: str) -> None:
    assert not_metric not in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metrics"),
    [
        # two lower-case measures joined by a hyphen are two measures; a generic head joins its name
        ("It provides a vital perspective on accuracy-cost balancing.", ["accuracy", "cost"]),
        ("We report the F1-score on every split.", ["F1-score"]),
    ],
)
def test_metrics_hyphen_joined_measures(text: str, metrics: list[str]) -> None:
    assert metrics_of(text) == metrics


def test_a_loss_is_a_measure_only_where_it_is_measured() -> None:
    text = ("Several variants of reweighted risk functionals, such as focal loss and the Area Under the "
            "Risk-Coverage Curve (AURC), have been proposed. We train with a perceptual loss and report the "
            "validation loss. Empirical evaluations demonstrate that our AURC-based loss achieves competitive "
            "calibration.")
    metrics = [c.text for c in extract(text) if c.type == "metric"]
    assert "validation loss" in metrics
    assert "perceptual loss" not in metrics
    assert metrics.count("AURC") == 2  # the definition and 'our AURC-based loss': 'our' does not propose AURC


@pytest.mark.parametrize(
    ("text", "not_metric"),
    [
        # a named measure before 'loss' names a training objective
        ("We revisit fine-tuning with a novel dual-encoder architecture and a joint contrastive and cross-entropy loss.",
         "cross-entropy"),
        ("Traditional pixel-wise loss functions, including cross-entropy and Dice losses, often fail to capture "
         "topology.", "Dice"),
    ],
)
def test_a_named_measure_before_loss_is_an_objective(text: str, not_metric: str) -> None:
    assert not_metric not in metrics_of(text)


def test_a_drop_of_a_measure_is_still_the_measure() -> None:
    assert "accuracy" in metrics_of("Pruning half of the heads causes a small accuracy loss of 0.4 points on MNLI.")


@pytest.mark.parametrize(
    ("text", "not_metric"),
    [
        # a head that is a measure only in some senses needs measurement context (lexicon/metric-heads-need-context)
        ("To address this, we introduce a spatial consistency strategy to enforce that segmentation masks remain "
         "coherent in the 3D space.", "spatial consistency"),
        ("This module ensures the physical consistency of body parts and accessories, such as neck muscles.",
         "physical consistency"),
        ("For distributional consistency between the two policies, we apply a KL penalty.", "distributional consistency"),
        ("IP-RAR maximizes information recall through Integrated Reasoning-based Retrieval.", "information recall"),
        ("CFG combines the conditional score with the unconditional score to control the output.", "unconditional score"),
        ("We employ a self-reward by linearly combining three scores: (1) a frequency score indicating the prevalence "
         "of each option, and (2) a reasoning score for different question types.", "frequency score"),
        ("Coding systems such as ICD, Mondo, and ATC lack comprehensive coverage, resulting in missing associations.",
         "comprehensive coverage"),
        ("Next, SCARLet uses a perturbation-based attribution method to estimate passage-level utility for shared "
         "context.", "passage-level utility"),
        ("Our finding implies a negative correlation between the working space dimension and performance.",
         "negative correlation"),
        ("Researchers began to recognize the importance of physical fidelity in video generation.",
         "physical fidelity"),
        ("An adaptive Kalman filter updates the covariance of measurement noise based on detection confidence.",
         "detection confidence"),
        # depth is a measure only with its value: a network position or depth data is none
        ("The probe reads the residual stream at roughly 88% network depth.", "network depth"),
        ("The experimental results demonstrate that pseudo depth can effectively enhance segmentation performance "
         "by 3.1%.", "pseudo depth"),
        # a capitalized head followed by a name's next word is a word of the name
        ("Experiments on NYU Depth V2 show that the refined maps are sharper.", "Depth"),
        # an evaluative modifier is no part of the name, and a measure that names a constraint is none
        ("We compare the two schedules under aligned accuracy constraints of 90%.", "aligned accuracy"),
        ("The teacher is first trained using a multi-view consistency constraint on every ray, improving PSNR by 2%.",
         "multi-view consistency"),
        ("The framework is inspired by the recent success of generative models in text generation.",
         "recent success"),
        ("Image-based retrieval and pose regression approaches lack precision, while structure-based methods are slow.",
         "lack precision"),
        ("Through a detailed error analysis, we identify critical edge cases of the model.", "detailed error"),
    ],
)
def test_metrics_senses_without_measurement_are_no_measures(text: str, not_metric: str) -> None:
    assert not_metric not in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        # the same heads in measurement context: a change or result word, a comparative, a list with a known
        # measure, a value in the sentence, a metric kind noun
        ("Limiting the amount of retrieval reduces the size of the context and improves inference efficiency.",
         "inference efficiency"),
        ("Our framework outperforms existing methods, demonstrating superior temporal consistency and "
         "controllability.", "temporal consistency"),
        ("ReverBERT significantly outperforms baselines in terms of naturalness, expressiveness, and computational "
         "efficiency.", "computational efficiency"),
        ("The model outperforms state-of-the-art approaches in both prediction accuracy and computational efficiency.",
         "computational efficiency"),
        ("Our system achieves 70.6% accuracy in spatial consistency on the held-out split.", "spatial consistency"),
        ("This yields a falsifiable prediction: test-time recall can keep rising after answer accuracy has "
         "saturated.", "test-time recall"),
        ("The auto-interp score of the bottleneck concepts improves with data.", "auto-interp score"),
        ("For each token, the most suitable LLM is chosen based on a long-term utility metric.", "long-term utility"),
        ("We show our baseline system BLEU scores on the official development test set.", "BLEU scores"),
        ("The crawler reaches an average search depth of 4.2 pages per site.", "average search depth"),
        ("Performance was evaluated via Pearson correlation between predicted and actual labels.", "Pearson correlation"),
        ("In this paper, we systematically analyze the policy's generation diversity from the perspective of training "
         "problems.", "generation diversity"),
        ("Mechanistic analyses such as feature correlation, explained variance, and effective dimensionality indicate "
         "that the features differ.", "explained variance"),
        ("We evaluate the robustness of LLMs in practical RAG setups (henceforth retrieval robustness).",
         "retrieval robustness"),
    ],
)
def test_metrics_senses_with_measurement_are_measures(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric", "not_metric"),
    [
        # an evaluative degree modifier is no part of a measure's name
        ("Due to their insufficient accuracy in capturing the true image prior, these methods fail.", "accuracy",
         "insufficient accuracy"),
        ("The kernel delivers an order-of-magnitude speedup over the dense baseline.", "speedup",
         "order-of-magnitude speedup"),
        ("Both classic and NeRF-based solutions have to trade off accuracy over memory and processing times.",
         "accuracy", "off accuracy"),
        ("Results show that majority voting achieved 75 percent accuracy, outperforming the best configuration.",
         "accuracy", "percent accuracy"),
        ("The cache reduces memory overhead while maintaining stable inference latency on long contexts.",
         "inference latency", "stable inference latency"),
        # a value word is no part of the measure: 'zero decoding latency'
        ("The speculative decoder adds zero decoding latency to each request.", "decoding latency",
         "zero decoding latency"),
    ],
)
def test_metrics_degree_modifiers_are_left_out(text: str, metric: str, not_metric: str) -> None:
    metrics = metrics_of(text)
    assert metric in metrics
    assert not_metric not in metrics


@pytest.mark.parametrize(
    ("text", "not_metric"),
    [
        # a word after the plural subject of a finding is its verb, not a modifier of the measure
        ("Our results highlight cyclic consistency as a necessary complement to standard evaluations, improving "
         "accuracy by 2%.", "highlight cyclic consistency"),
        ("Our findings position semantic entropy as an interpretable uncertainty signal for 3 graders.",
         "position semantic entropy"),
    ],
)
def test_metrics_a_verb_after_a_plural_subject_is_no_modifier(text: str, not_metric: str) -> None:
    assert not_metric not in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("ADDiff-Dose significantly outperforms traditional baselines, achieving an MAE of 0.101-0.154 on the "
         "external cohorts.", "metric"),
        ("Our method achieves a 12.87% improvement in MAE and a 9.08% improvement in RMSE.", "metric"),
        ("On our multi-task dataset, WeedSense achieves 1.67cm MAE for height estimation.", "metric"),
        # the masked autoencoder where nothing is measured with it
        ("For high-level tasks such as classification, a frozen MAE encoder combined with a lightweight linear "
         "head suffices.", "model"),
        ("Our experiments demonstrate that MINR not only outperforms MAE in in-domain scenarios but also in "
         "out-of-domain ones.", "model"),
    ],
)
def test_an_acronym_of_a_model_and_a_measure_is_the_measure_where_the_sentence_measures(text: str,
                                                                                      label: str) -> None:  # fmt: skip
    assert [c.type for c in extract(text) if c.text == "MAE"] == [label]


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        # the plural and -ing forms of a change verb, a hyphenated word, a symbol in parentheses
        ("Sentiment turned more negative, with polarity decreasing by 0.31 after major unrest.", "polarity"),
        ("Hallucinations drop nearly 5x and evidence-supported diagnoses increase from 31.8% to 61.6%.",
         "evidence-supported diagnoses"),
        ("Accuracy increases from 37.0 to 54.5 while grounding ($G@3$) rises from 47.6 to 78.2.", "grounding"),
        ("We apply quantization and pruning, reducing the model size by 74% while keeping accuracy.", "model size"),
        ("Company X's market share grew by 2% in the last quarter.", "market share"),
    ],
)
def test_metrics_changed_by_value_in_more_verb_forms(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "not_metric"),
    [
        ("Besides improving 3D semantic scene synthesis, we evaluate the samples as labeled data.", "Besides"),
        ("On the LLM-REDIAL dataset, MemInsight boosts persuasiveness of recommendations by up to 14%.",
         "recommendations"),
        ("This matches the complexity class, with the leading $mn^{2}$ constant dropping from $1/2$ to $3/2$.",
         "constant"),
        ("A simulation calibrated to current adoption rates projects automation rising from 10% to 40%.",
         "rates projects automation"),
    ],
)
def test_metrics_changed_by_value_needs_the_whole_subject(text: str, not_metric: str) -> None:
    assert not_metric not in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("LLMs reach 78.3% at pass@1, and a power efficiency of 64.0% at eff@1.", "eff@1"),
        ("Our recommender improves HR@10 by 4.1% over the strongest baseline.", "HR@10"),
        ("YOLOv8s balances accuracy (mAP@0.5:0.95 = 0.855) and speed.", "mAP@0.5:0.95"),
    ],
)
def test_metrics_any_name_at_a_cut_off(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


def test_metrics_a_venue_after_at_is_no_cut_off() -> None:
    assert "eRisk@CLEF" not in metrics_of("We took part in the eRisk@CLEF shared task on early risk detection.")


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("Experiments show that Radial Attention maintains video quality across three video models.", "video quality"),
        ("To enhance translation quality in this low-resource scenario, we propose an end-to-end pipeline.",
         "translation quality"),
        ("Our approach outperforms existing methods in terms of rendering quality and surface accuracy.",
         "rendering quality"),
        ("We report area efficiency of 63.8%, delay efficiency of 65.9%, and power efficiency of 64.0%.",
         "power efficiency"),
    ],
)
def test_metrics_quality_after_a_noun_is_a_measure(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "not_metric"),
    [
        # alone or after an adjective, 'quality' is evaluative (guidelines, clarification 5)
        ("Recent video models produce videos of high quality at a large cost.", "quality"),
        ("Prior work has primarily focused on enhancing visual quality and addressing flicker.", "visual quality"),
        ("We curate 1,267 high-quality annotated samples for training.", "high-quality"),
        # no measurement around it: a property of data
        ("For data quality, we filter documents with a heuristic classifier.", "data quality"),
    ],
)
def test_metrics_quality_alone_or_after_an_adjective_is_no_measure(text: str, not_metric: str) -> None:
    assert not_metric not in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("We incorporate a novel Knowledge Plausibility metric, enhanced by knowledge hints.", "Knowledge Plausibility"),
        ("We capitalize on the well-known CHAIR metric, originally designed for image captioning.", "CHAIR"),
        ("Our method yields 18.2% to 34.5% improvements on the AAD metric.", "AAD"),
        ("SCORE achieves 89.7% emotional consistency (EASM metric) versus the baselines.", "EASM"),
    ],
)
def test_metrics_a_name_before_the_kind_noun_metric(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "not_metric"),
    [
        ("Subsequently, we propose an HSIC-based metric to quantify neuron redundancy.", "HSIC"),
        ("We confirm the agreement between our GACL-induced metric and human ratings.", "GACL"),
        ("The metric is evaluated on MMLU. This metric is cheap.", "The"),
    ],
)
def test_metrics_a_kind_of_metrics_is_no_name(text: str, not_metric: str) -> None:
    assert not_metric not in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metrics"),
    [
        # each measure of a slash pair is its own mention ...
        ("LLM-as-a-judge correlates with humans and can replace traditional EM/F1 metrics.", ["EM", "F1"]),
        ("W2SVD surpasses the standard samplers in FID/FVD on HunyuanVideo.", ["FID", "FVD"]),
        # ... unless the abstract defines the pair for a slash-joined long form
        ("It reaches an overall character/word error rate (CER/WER) of 11.76%, 8.41 absolute CER/WER below the "
         "baseline.", ["overall character/word error rate", "CER/WER", "CER/WER"]),
    ],
)
def test_metrics_slash_pairs(text: str, metrics: list[str]) -> None:
    assert metrics_of(text) == metrics


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("Experiments show that ReverBERT significantly outperforms baselines in terms of naturalness, "
         "expressiveness, and computational efficiency.", "expressiveness"),
        ("The mean errors were 0.37 mm and 0.39 mm in terms of surface distance, respectively.", "surface distance"),
        ("Our framework boosts existing codecs with minimal overhead in terms of bitrate, execution time, and "
         "number of parameters.", "execution time"),
        ("SaMam outperforms state-of-the-art methods in terms of both accuracy and speed.", "speed"),
        ("Our method outperforms state-of-the-art techniques in terms of color similarity to the reference.",
         "color similarity"),
    ],
)
def test_metrics_what_a_comparison_is_in_terms_of(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "not_metric"),
    [
        # no measurement in the sentence
        ("When understood in terms of its presuppositions, the regularity is inseparable from a subject.",
         "presuppositions"),
        # heads that name no quantity, a vague head, a name cut by the list
        ("Our dataset includes skilled participants with unprecedented diversity in terms of gender, age, and "
         "skill level, compared to prior datasets.", "skill level"),
        ("Our method achieves better results in terms of performance on all benchmarks.", "performance"),
        ("Transition matrices restrict expressivity, as measured in terms of the ability to emulate automata.",
         "ability"),
        ("Compared to prior datasets, ours has unprecedented diversity in terms of gender, age, and location.",
         "location"),
        ("It outperforms the previous best method by 2.8% in terms of the mean Intersection over Union metric.",
         "mean Intersection"),
    ],
)
def test_metrics_what_is_in_terms_of_needs_a_measured_quantity(text: str, not_metric: str) -> None:
    assert not_metric not in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("East Coast artists show 17.3% higher lexical variation than other regions.", "lexical variation"),
        ("The event-based tracker provides greater motion tolerance than conventional APS trackers.",
         "motion tolerance"),
        ("Deep learning-based methods exhibited greater robustness than those using classical segmentation.",
         "robustness"),
    ],
)
def test_metrics_what_a_comparative_compares(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "not_metric"),
    [
        ("Clustering value profiles better explains rater variation than the most predictive demographic groupings.",
         "explains rater variation"),
        ("The fine-tuned model reaches higher performance than the base model.", "performance"),
        ("Contrastive pretraining yields better representations than masked modeling.", "representations"),
    ],
)
def test_metrics_a_comparative_of_no_quantity(text: str, not_metric: str) -> None:
    assert not_metric not in metrics_of(text)


def test_metrics_a_metric_suite_across_a_line_break() -> None:
    text = "Our framework defines a three-dimensional metric\nsuite (reliability, generality, and locality), and more."
    assert metrics_of(text) == ["reliability", "generality", "locality"]


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("Our kernels beat the vendor libraries, outperforming rocBLAS by over 10% in runtime.", "runtime"),
        ("LightLoc achieves state-of-the-art performance with a 50x reduction in training time.", "training time"),
        ("Pruning achieves a 50% reduction in model size and a 35% speedup in training.", "model size"),
    ],
)
def test_metrics_a_measure_after_its_value_and_in(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


def test_metrics_a_setting_after_a_value_and_in_is_no_measure() -> None:
    assert metrics_of("The ensemble gains 1.02% in the single-model settings on the test split.") == []


@pytest.mark.parametrize(
    ("text", "not_metric"),
    [
        # audit 4, error shape 3: a setting, a guarantee, a procedure named after a measure
        ("A feature count of 10 qubits and a depth of 4 emerge as practical operating points.", "feature count"),
        ("Our method scales to large graphs while providing formal error guarantees.", "formal error"),
        ("These prediction sets are designed to achieve statistically rigorous coverage guarantees.",
         "rigorous coverage"),
        ("We learn whether the agents should speak or skip through regret matching.", "regret"),
        ("We introduce window-based local attention into channel-spatial entropy modeling.", "channel-spatial entropy"),
    ],
)
def test_metrics_settings_bounds_and_procedures_are_no_measures(text: str, not_metric: str) -> None:
    assert not_metric not in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("We formalize the generalization error bound using Rademacher complexity.", "generalization error"),
        ("We prove tight regret bounds for the bandit setting.", "regret"),
        ("Our tokenizer lowers the token count of each prompt by 2x.", "token count"),
    ],
)
def test_metrics_a_measure_before_its_bound_keeps_its_nouns(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("Models fail on the related pairs (0-41.35%), despite assigning similar confidence (92-94%).", "confidence"),
        ("The small model does very well on faithfulness (4.619) and relevance (4.857).", "faithfulness"),
    ],
)
def test_metrics_a_weak_head_with_its_value_in_parentheses(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


def test_metrics_a_weak_head_with_a_reference_in_parentheses_is_no_measure() -> None:
    assert "cost" not in metrics_of("We discuss the cost (see Section 3) of annotation.")


@pytest.mark.parametrize(
    ("text", "not_metric"),
    [
        ("To maintain overall quality of the field, a global optimization scheme prevents overfitting.",
         "overall quality"),
        ("Crowdsourcing produces such poor-quality labels that need filtering.", "poor-quality"),
        ("We write every answer with the utmost quality in mind.", "utmost quality"),
    ],
)
def test_metrics_quality_after_an_aggregate_or_degree_word_is_no_measure(text: str, not_metric: str) -> None:
    assert not_metric not in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        # an averaging word that names a variant of a measure belongs to a name-shaped measure too
        ("Fine-tuning improves macro F1-Score by more than 20 points in both languages.", "macro F1-Score"),
        ("The classifier achieves a mean ROC AUC of 0.81 and a Macro F1 score of 0.50 in the 4-class task.",
         "Macro F1 score"),
        # a capitalized modifier inside a Title Case measure
        ("It achieved a Word Error Rate of 29%, Phoneme Error Rate of 12%, and an overall accuracy of 74%.",
         "Phoneme Error Rate"),
        ("Gemini 2.0 Pro achieves 52.9% Complete Path Accuracy while DeepSeek-R1 reaches 80.5%.",
         "Complete Path Accuracy"),
        # a noun in -ing right after the value names what the rate counts
        ("In sea trials, the drone achieved a 100% docking success rate across 15 trials.", "docking success rate"),
    ],
)
def test_metrics_modifiers_of_named_and_title_case_measures(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric", "not_metric"),
    [
        # a Title Case name that goes on beyond the modifiers is kept whole, not cut at them
        ("Our method achieves a competitive mean Target Registration Error of 2.39 mm on the benchmark.",
         "Target Registration Error", "Registration Error"),
        ("The strategy induces a distinct Safety Alignment Margin in the output space.",
         "Safety Alignment Margin", "distinct Safety Alignment Margin"),
        # 'peak' before a quality measure says the best value reached; a resource's peak is measured
        ("On UCF101 the model reaches a peak accuracy of 93.34% with the ResNet50 backbone.", "accuracy",
         "peak accuracy"),
        ("Our kernel lowers peak memory usage by 40% during training.", "peak memory usage", "memory usage"),
        # 'real-time' qualifies the setting, not the measure
        ("The renderer keeps high visual quality while maintaining real-time rendering speed (85 FPS).",
         "rendering speed", "real-time rendering speed"),
        # an -ing word after an article is an adjective or a verb, not a noun of the measure
        ("We report the resulting success rate of 81% on the real robot.", "success rate", "resulting success rate"),
    ],
)
def test_metrics_words_before_a_measure_that_are_not_its_name(text: str, metric: str, not_metric: str) -> None:
    found = metrics_of(text)
    assert metric in found
    assert not_metric not in found


@pytest.mark.parametrize(
    "text",
    [
        "Existing diffusion language models are plagued by a severe quality-speed trade-off at inference.",
        "This work reconciles the privacy-utility trade-off of synthetic biometric data.",
    ],
)
def test_metrics_a_trade_off_of_two_goals_is_no_measure(text: str) -> None:
    assert not any("-" in m for m in metrics_of(text))


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("The system had an answer accuracy of 92.83% with an average response time of 6.25 seconds.",
         "average response time"),
        ("GazeProphet achieves a median angular error of 3.83 degrees, outperforming the baselines.",
         "median angular error"),
        ("Vision and language embeddings correlate moderately (median cosine similarity of 0.60 after alignment).",
         "median cosine similarity"),
        ("The learned gates decay quickly (median half-life ~1.5 tokens) in the upper layers.", "median half-life"),
    ],
)
def test_metrics_an_averaged_quantity_governing_a_value(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "not_metric"),
    [
        ("Our method yields an average improvement of 5% over the baselines.", "average improvement"),
        ("The dialogues have an average number of 3 turns per user.", "average number"),
        ("Patients had a mean age of 54 years at enrolment.", "mean age"),
    ],
)
def test_metrics_an_averaged_count_or_gain_is_no_measure(text: str, not_metric: str) -> None:
    assert not_metric not in metrics_of(text)


def test_metrics_an_averaged_lead_names_no_measure() -> None:
    text = "LLaMA is weaker than Gemini, with the latter showing an average advantage of about 24 percentage points."
    assert "average advantage" not in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "not_metric"),
    [
        # a hyphenated word led by a degree word is an adjective, no measure or part of one
        ("We find more suggestibility on lower-accuracy claims than on others.", "lower-accuracy"),
        ("The suite gives the community a higher-fidelity tool to track progress.", "higher-fidelity"),
        ("One labelled example recovers full-supervision localization accuracy of 90%.",
         "full-supervision localization accuracy"),
        # a curve is a measure where it plots measures
        ("We introduce a refinement approach using B-Spline curve fitting techniques.", "B-Spline curve"),
        ("The tool is widely used, yet its steep learning curve hinders adoption.", "steep learning curve"),
        ("The method predicts 3D parametric curve instances from raw point clouds.", "3D parametric curve"),
        # degree words before a measure are not part of it
        ("Given that no model achieves perfect accuracy, we study calibration.", "perfect accuracy"),
        ("We compare reasoning performance at matched cost across the three agents.", "matched cost"),
    ],
)
def test_metrics_degree_words_and_shapes_are_no_measures(text: str, not_metric: str) -> None:
    assert not_metric not in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("The model achieves a zero-shot accuracy of 56% on the benchmark.", "zero-shot accuracy"),
        ("We report accuracy, recall, precision, F1-score and ROC curves on the test split.", "ROC curves"),
        ("We report ECE, Brier score and risk-coverage curves for every model.", "risk-coverage curves"),
        ("Pruning weakens decision flips and increases near-boundary vulnerability by 12%.",
         "near-boundary vulnerability"),
    ],
)
def test_metrics_hyphenated_settings_and_plots_of_measures_stay(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("The reweighting lifts worst-group accuracy (from 0.7% to 85.5%) on CelebA.", "worst-group accuracy"),
        ("The classifier reached an area under the receiver operating characteristic curve of 0.62 on the cohort.",
         "characteristic curve"),
    ],
)
def test_metrics_worst_group_measures_and_curves_under_an_area(text: str, metric: str) -> None:
    assert any(metric in found for found in metrics_of(text))


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        # the word that says how values are aggregated is part of the quantity, past any number of modifiers
        ("Different from the mean squared error used in DMD2 pre-training, our method is adversarial.",
         "mean squared error"),
        ("It performs well on several multimodal benchmarks, all while reducing the total token count by over 41%.",
         "total token count"),
        ("The leaderboard covers nine languages, with an average MSLAS score of 78.7 percent.", "average MSLAS score"),
        ("Our approach achieves average transfer attack success rates of over 90% on CIFAR-10.",
         "average transfer attack success rates"),
        ("The agent reaches a 74.6% average subgoal completion rate on the benchmark.",
         "average subgoal completion rate"),
    ],
)
def test_metrics_an_aggregate_before_modifiers_belongs_to_the_measure(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("We average accuracy over five random seeds and report it.", "accuracy"),
        ("Average confidence rose, while test accuracy fell by 2%.", "test accuracy"),
    ],
)
def test_metrics_an_aggregate_verb_or_lone_weak_head_takes_no_aggregate(text: str, metric: str) -> None:
    found = metrics_of(text)
    assert metric in found
    assert not any(m.lower().startswith("average") for m in found)


@pytest.mark.parametrize(
    "text",
    [
        # 'precision' after a word of degree, with no value and no other measure in its sentence, is exactness
        "The algorithm is designed to detect line segments from images with high precision and completeness.",
        "The agent can fit experimental scattering datasets with high precision.",
        "Extensive experiments show that the detector maintains high precision even under 8x scale changes.",
    ],
)
def test_metrics_precision_as_exactness_is_no_measure(text: str) -> None:
    assert "precision" not in metrics_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Traditional discriminative models demonstrate high precision but often exhibit limited recall.",
        "WebSight answers correctly 97.14% of the time, indicating high precision.",
        "The pipeline reduces inference costs by about 70% while achieving high precision (0.90).",
        "Our pseudo-boxes achieve higher precision than other methods, including the method trained on labels.",
    ],
)
def test_metrics_precision_with_a_value_or_another_measure_stays(text: str) -> None:
    assert "precision" in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "not_metric"),
    [
        # an item of a list that a training-objective noun closes is a loss or regularizer, no measure (audit6)
        ("The model is trained with a combined binary cross-entropy plus Dice loss on the training split.",
         "binary cross-entropy"),
        ("The student is distilled using a hybrid of cross-entropy, RankNet, and KL divergence losses.", "cross-entropy"),
        ("The router is trained together with budget-cost, entropy, and rank-balance regularization.", "budget-cost"),
        ("The draft model is trained using a combined cross-entropy and Smooth L1 objective.", "cross-entropy"),
        # an entropy right before 'loss' names the objective
        ("The method incorporates a filtered cross entropy loss to adjust unsafe visual tokens.", "cross entropy"),
    ],
)
def test_metrics_a_training_objective_is_no_measure(text: str, not_metric: str) -> None:
    assert not any(not_metric in metric for metric in metrics_of(text))


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        # the list goes on past the loss, the loss is a drop of a measure, or the loss is measured
        ("The results confirm its advantages in perplexity, distillation loss, and generation quality.", "perplexity"),
        ("The method keeps perplexity and validation loss unchanged while pruning 50% of the weights.", "perplexity"),
        ("Quantization causes minimal accuracy and performance loss on all benchmarks.", "accuracy"),
        ("The validation cross-entropy loss decreases steadily during training.", "validation cross-entropy loss"),
    ],
)
def test_metrics_a_measure_listed_with_a_loss_stays(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "not_metric"),
    [
        # a hyphenated measure word before the noun it modifies is an adjective
        ("We propose a zero-cost proxy that needs no labelled data.", "zero-cost"),
        ("The model learns from zero-variance prompts that other methods filter out.", "zero-variance"),
        ("Deep unfolding networks rely on explicit data-fidelity updates and learned denoisers.", "data-fidelity"),
        # a naming verb is no modifier of the measure it names
        ("A class of neurons -- called entropy neurons -- affects the output distribution.", "entropy"),
        ("We ignore the so-called zero-variance prompts in training.", "zero-variance"),
        # 'costs' before an amount is a verb
        ("Naive decomposition costs up to 27.6 points on the hardest cells.", "costs"),
        ("Each query costs only $0.02 with our router.", "costs"),
    ],
)
def test_metrics_adjectives_names_and_verbs_are_no_measures(text: str, not_metric: str) -> None:
    assert not any(not_metric in metric for metric in metrics_of(text))


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("Cascade R-CNN achieves the lowest overall miss-rate and exhibits the smallest bias.", "overall miss-rate"),
        ("The method reduces computational costs by 40% on the benchmark.", "computational costs"),
    ],
)
def test_metrics_hyphenated_measures_and_costs_before_a_change_stay(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        # two modifiers coordinated before a plural head name one measure each: the span takes both
        ("The model offers drastically lower storage and computational costs.", "storage and computational costs"),
        ("Deployment is hindered by high computational and memory costs.", "computational and memory costs"),
        ("Accelerators incur high capital and operational costs due to frequent upgrades.",
         "capital and operational costs"),
        # not before a singular head, where the first word ends another phrase
        ("The method improves robustness against noise and computational efficiency.", "computational efficiency"),
    ],
)
def test_metrics_coordinated_modifiers_of_a_plural_head(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric", "is_metric"),
    [
        # a count is a measure only in measurement context
        ("Variations in input video frame count have different effects on different types of models.",
         "input video frame count", False),
        ("We show downstream tasks such as future lesion count and location estimation.", "future lesion count", False),
        ("We present a lightweight framework that estimates step count from wrist accelerometry.", "step count", False),
        # a count of a resource is a measure of cost
        ("Our model achieves high classification performance with low parameter count.", "parameter count", True),
        ("The channel compression strategy reduces the parameter count from 3.01M to 0.89M.", "parameter count", True),
        ("SemToken achieves a reduction in token count and a speedup with no loss.", "token count", True),
    ],
)
def test_metrics_a_count_needs_measurement_context(text: str, metric: str, is_metric: bool) -> None:
    assert (metric in metrics_of(text)) is is_metric


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        # a participle away from the head starts the name after an aggregate word
        ("The agent also reduces the total failed task rate from 32.4% to 12.9%.", "total failed task rate"),
        ("The planner raises the average completed subtask count from 3.1 to 4.6.", "average completed subtask count"),
        # not a verb of the measure lexicons, nor a stop word
        ("The schedule boosted task accuracy by 3% on every split.", "task accuracy"),
        ("We compare the three agents at matched training compute.", "training compute"),
    ],
)
def test_metrics_a_participle_leading_the_name(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        # after an article or a coordinator a participle away from the head is a condition or a verb
        ("The method gains almost the optimal acceleration at the fixed acceptance rate and exit position.",
         "acceptance rate"),
        ("We apply a first-order hold condition in SSMs, derive the new form, and analyzed cumulative error.",
         "cumulative error"),
    ],
)
def test_metrics_a_participle_after_an_article_stays_out(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        # a capitalized modifier at a sentence start belongs to a strong or known head right after it
        ("Results vary. Segmentation accuracy varied by tumour type, sequence and location.", "Segmentation accuracy"),
        ("Position RMSE ranged from 1.68 to 16.39 m across the held-out flights.", "Position RMSE"),
        ("Classification accuracy for JAX and PyTorch was comparable to current benchmarks.", "Classification accuracy"),
    ],
)
def test_metrics_a_modifier_at_a_sentence_start(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


def test_metrics_a_sentence_start_modifier_of_a_weak_head_names_no_measure() -> None:
    metrics = metrics_of("The segments are fused. Predictive entropy is then used to set aggregation boundaries.")
    assert not any("entropy" in metric for metric in metrics)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        # sensitivity and specificity are measures where they are reported: a value, the pair, a known measure beside
        ("The best model obtained 78.98% accuracy, 76.54% sensitivity, 81.58% specificity, 81.58% precision, and "
         "78.98% F1-score.", "sensitivity"),
        ("The best model obtained 78.98% accuracy, 76.54% sensitivity, 81.58% specificity, 81.58% precision, and "
         "78.98% F1-score.", "specificity"),
        ("Our submission attains balanced accuracy of 0.8762, sensitivity of 0.8873, specificity of 0.8651, and ROC "
         "AUC of 0.9499.", "sensitivity"),
        ("Compared with human expert estimations, GPT-5 exhibited lower sensitivity (63.5%) and specificity (52.3%).",
         "specificity"),
        ("Fine-tuning improved specificity to 55%, but overall performance declined.", "specificity"),
        ("MedGemma outperformed GPT-4o at baseline, achieving higher sensitivity and AUROC.", "sensitivity"),
        ("The method achieves notable gains in sensitivity, specificity, and area under the ROC curve.", "sensitivity"),
        ("The results show that the model recognizes facial expressions with 83.8% mean sensitivity.",
         "mean sensitivity"),
        # a weak head right after a percentage gives its value
        ("On the driving benchmark, the agent attains 95% success and 0.80 SPL.", "success"),
        ("The judge process achieves 90% agreement with human experts.", "agreement"),
        ("The highest-ranking agentic system shows 75% coverage.", "coverage"),
    ],
)
def test_reported_measures(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # properties, not measures: what the model is sensitive to, what a domain is specific to
        ("Our analysis reveals greater sensitivity to the decoding strategy than to the prompt.", "sensitivity"),
        ("We vary prompt specificity and context size and annotate sentence-level outputs.", "specificity"),
        ("Local sensitivity analysis shows predictable, mostly monotonic behavior with 12% variation.", "sensitivity"),
        ("A bandit framework rewrites the query based upon the sensitivities of 17 linguistic features.",
         "sensitivities"),
        ("Such specificity is needed to vet our hypotheses.", "specificity"),
        # a percentage before a level or a gain's size
        ("We compute category-level means with 95% confidence intervals.", "confidence"),
        ("The model improves the DICE score up to 6.7% margins while using fewer parameters.", "margins"),
    ],
)
def test_unreported_measures_stay_out(text: str, word: str) -> None:
    assert not any(word in m for m in metrics_of(text))


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # a metric acronym that the abstract defines with another long form is no measure there
        ("We propose multi-source adversarial perturbations elimination (MAPE) to counter attacks. MAPE removes "
         "perturbations.", "MAPE"),
        ("To reduce architectural redundancy, the Asymmetric Dual Encoder (ADE) module assigns capacity by modality.",
         "ADE"),
        ("Our approach pairs high-accuracy scanners (HAS) with corresponding low-accuracy scanners (LAS) of "
         "measurements.", "LAS"),
    ],
)
def test_redefined_metric_acronyms_stay_out(text: str, word: str) -> None:
    assert not any(word in m for m in metrics_of(text))


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("Our model achieves a mean absolute percentage error (MAPE) of 3.2% on the test split.", "MAPE"),
        ("It reaches an average displacement error (ADE) of 0.21 m on ETH/UCY.", "ADE"),
        ("The model lowers ADE and FDE on ETH/UCY by 10%.", "FDE"),
    ],
)
def test_metric_acronyms_defined_as_themselves(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        # what a system outperforms others in is measured (guidelines, clarification 5)
        ("Extensive experiments demonstrate that PosBridge outperforms mainstream baselines in structural "
         "consistency, appearance fidelity, and computational efficiency.", "appearance fidelity"),
        ("Extensive experiments demonstrate that PosBridge outperforms mainstream baselines in structural "
         "consistency, appearance fidelity, and computational efficiency.", "structural consistency"),
        ("Our approach outperforms previous works in both training time and reconstruction accuracy.", "training time"),
        ("Using this dataset, we train fast translation networks that outperform diffusion-based methods in speed "
         "and quality.", "speed"),
    ],
)
def test_outperforms_in(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Our method outperforms state-of-the-art approaches in low-label settings.", "settings"),
        ("The framework outperforms existing methods in total link prediction, inductive link prediction.",
         "prediction"),
        ("Experiments show that VIPER-R1 consistently outperforms VLM baselines in accuracy and interpretability.",
         "interpretability"),
        ("Experiments show that our method outperforms state-of-the-art methods in synchronization and realism.",
         "realism"),
        ("INT consistently outperforms standard LLMs in therapeutic quality and depth.", "depth"),
    ],
)
def test_outperforms_in_stays_out(text: str, word: str) -> None:
    assert not any(word in m for m in metrics_of(text))


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # a measure word before a noun of kinds or groups modifies it
        ("LED defines eight standardized error types and three complementary tasks.", "error"),
        ("We further present a set of LLM-specific error modes and offer nine practical recommendations.", "error"),
        ("I construct a universal rating system using a simple, unsupervised classifier.", "rating"),
        ("Visual asymmetry disrupts stereo matching by affecting the crucial cost volume computation.", "cost"),
        ("Our findings identify three distinct efficiency regimes for real-time applications.", "efficiency"),
    ],
)
def test_measure_word_before_a_kind_noun(text: str, word: str) -> None:
    assert not any(word in m for m in metrics_of(text))


def test_plural_of_a_known_rate_keeps_its_modifiers() -> None:
    # 'false negative rates' as 'false negative rate' (metric/known-metrics), not 'negative rates'
    assert "false negative rates" in metrics_of("YOLO-series detectors suffer from significantly higher false "
                                                 "negative rates on small objects.")


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        # time measures of metric/known-metrics
        ("The method significantly reduces model size and inference time, making it suitable for deployment.",
         "inference time"),
        ("Evaluation metrics included the Dice Similarity Coefficient (DSC) and processing time.", "processing time"),
        ("MixGRPO outperforms DanceGRPO with nearly 50% lower training time.", "training time"),
        ("Previous discrete video VAEs experienced unstable training, long training time, and degraded quality.",
         "training time"),
    ],
)
def test_time_measures(text: str, metric: str) -> None:
    assert metric in metrics_of(text)


@pytest.mark.parametrize(
    "text",
    [
        # the time something happens, or a modifier of another noun
        "Retrieval-augmented generation integrates external knowledge retrieved at inference time.",
        "The policy modifies token probabilities during training time without fine-tuning the model.",
        "Building on SPS we present xCompress, an inference time controller framework that samples and ranks.",
    ],
)
def test_times_of_use_are_no_measures(text: str) -> None:
    assert not any("time" in m for m in metrics_of(text))


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # a named measure before a lower-case 'loss' is a training objective, also for the name rules
        ("The framework utilizes multi-scale SSIM loss with frequency domain enhancement for robust optimization.",
         "SSIM"),
        ("Most models naively use either Dice loss or Cross-Entropy loss or their combination.", "Cross-Entropy"),
        ("We propose LCPO, which directly balances the implicit reward related to NLL loss.", "NLL"),
    ],
)
def test_named_measure_before_loss_is_an_objective(text: str, word: str) -> None:
    assert word not in metrics_of(text)


def test_drop_in_a_named_measure_stays_a_measure() -> None:
    # 'a modest mAP loss of 5.51%': a drop in mAP, whose measure is mAP
    text = "Our method achieves a 1.85x speedup over the baseline, with a modest mAP loss of 5.51%."
    assert any("mAP" in m for m in metrics_of(text))
