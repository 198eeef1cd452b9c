"""Methods, datasets, models and metrics on real sentences from abstracts."""

from __future__ import annotations

import pytest

from abstract_claims import extract
from abstract_claims.entities import initials, is_name_shaped, match_long_form

ENTITY_TYPES = ("method", "dataset", "model", "metric")


def entities_of(text: str) -> list[tuple[str, str]]:
    return [(c.text, c.type) for c in extract(text) if c.type in ENTITY_TYPES]


def proposed_of(text: str) -> dict[str, bool]:
    return {c.text: c.proposed for c in extract(text) if c.type in ("method", "dataset")}  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Building on this optimality framework, we propose a distribution-aware prompt reweighting approach, "
         "called CurveRL, based on a quantile coordinate transform. Extensive experiments across multiple "
         "benchmarks demonstrate that our proposed CurveRL consistently outperforms GRPO and other RLVR baselines.",
         [("CurveRL", "method"), ("CurveRL", "method"), ("GRPO", "method"), ("RLVR", "method")]),
        ("one-pass methods such as SparseGPT and Wanda approximate it at quadratic cost",
         [("SparseGPT", "method"), ("Wanda", "method")]),
        ("We evaluate these expressions on MMLU under HELM and on BIG-Bench Hard (BBH) under the Open LLM Leaderboard.",
         [("MMLU", "dataset"), ("HELM", "dataset"), ("BIG-Bench Hard", "dataset"), ("BBH", "dataset"),
          ("Open LLM Leaderboard", "dataset")]),
        ("Extensive experiments on mathematical benchmarks (MATH-500, AIME, AMC) across 5 mainstream LLMs",
         [("MATH-500", "dataset"), ("AIME", "dataset"), ("AMC", "dataset")]),
        ("a sharp within-family capability cliff in Qwen 3.5 between 4B (0%) and 9B (56.6%)",
         [("Qwen 3.5", "model")]),
        ("with Claude-Opus-4.6 leading at 77.8%, and gemini-3.1-pro second",
         [("Claude-Opus-4.6", "model"), ("gemini-3.1-pro", "model")]),
        ("with a 47% perplexity reduction over SparseGPT on Llama-3.1-8B",
         [("perplexity", "metric"), ("SparseGPT", "method"), ("Llama-3.1-8B", "model")]),
        ("with relative improvements of 3.49%, 3.13%, and 10.66% in AUROC, AUPR, and TPR5%",
         [("AUROC", "metric"), ("AUPR", "metric"), ("TPR5%", "metric")]),
        ("Large language models (LLMs) are trained with Reinforcement Learning with Verifiable Rewards (RLVR).",
         [("Reinforcement Learning with Verifiable Rewards", "method"), ("RLVR", "method")]),
        ("A Transformer is pretrained with gradient descent on a neural network.", []),
        ("RS FMs in remote sensing (RS) are compared with RS datasets.", []),
        ("We instantiate RC-aux on LeWorldModel and show that it improves LeWM-style planning.",
         [("RC-aux", "method"), ("LeWorldModel", "model"), ("LeWM", "model")]),
        ("Our method improves validation loss, answer accuracy and the auto-interp score of the bottleneck.",
         [("validation loss", "metric"), ("answer accuracy", "metric"), ("auto-interp score", "metric")]),
    ],
)
def test_entities_found_with_their_types(text: str, expected: list[tuple[str, str]]) -> None:
    assert entities_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("To measure this, we introduce ContractBench, a benchmark of 33 dual-axis tasks.", {"ContractBench": True}),
        (r"we develop \textsc{RPEval}, a benchmark comprising a personalized intent reasoning dataset.", {"RPEval": True}),
        ("we present ImmersedPrivacy, an interactive audio-visual evaluation framework that simulates environments.",
         {"ImmersedPrivacy": True}),
        ("Motivated by this insight, we propose Mean Order-Statistic Alignment (MOSA), which preserves exploration.",
         {"Mean Order-Statistic Alignment": True, "MOSA": True}),
        ("The methodology, which we call PrO-EKF, has no tunable hyper-parameters.", {"PrO-EKF": True}),
        ("We evaluate magnitude pruning, Wanda, SparseGPT, Wanda++, and our proposed MR-GOBS across families.",
         {"magnitude pruning": False, "Wanda": False, "SparseGPT": False, "Wanda++": False, "MR-GOBS": True}),
        ("We turn this geometry into CoRP (Consolidating Rewarded Perturbations), a gradient-free operator.",
         {"CoRP": True, "Consolidating Rewarded Perturbations": True}),
    ],
)
def test_entities_proposed(text: str, expected: dict[str, bool]) -> None:
    assert proposed_of(text) == expected


@pytest.mark.parametrize(
    ("text", "dataset"),
    [
        ("we introduce ContractBench, a benchmark of 33 dual-axis tasks", "ContractBench"),
        ("we present ImmersedPrivacy, an interactive audio-visual evaluation framework that simulates", "ImmersedPrivacy"),
        ("Experiments on Countdown, 6 mathematical reasoning, and 2 coding benchmarks show", "Countdown"),
        ("retains near 98% accuracy on Epilepsy with 1% of labels", "Epilepsy"),
        ("on stratified samples from BFCL-v3 multi-turn and ToolSandbox.", "ToolSandbox"),
    ],
)
def test_entities_dataset_from_context(text: str, dataset: str) -> None:
    assert (dataset, "dataset") in entities_of(text)


def test_entities_acronym_fields_link_long_and_short_forms() -> None:
    claims = extract("we propose Region-Localized Preference Optimization (RLPO) for adaptation")
    long, short = (c for c in claims if c.type == "method")
    assert long.text == "Region-Localized Preference Optimization" and short.text == "RLPO"
    assert long.long_form == short.long_form == "Region-Localized Preference Optimization"  # type: ignore[union-attr]
    assert long.short_form == short.short_form == "RLPO"  # type: ignore[union-attr]


def test_entities_established_name_is_found_at_every_mention() -> None:
    text = ("We propose PARS, a model confidence estimation method. PARS first decouples the feature space. "
            "Extensive experiments show that PARS improves average accuracy.")
    mentions = [c for c in extract(text) if c.type == "method"]
    assert [m.text for m in mentions] == ["PARS", "PARS", "PARS"]
    assert all(m.proposed for m in mentions)  # type: ignore[union-attr]


def test_entities_initials_of_a_proposed_name() -> None:
    text = ("The resulting architecture, which we call a Predictive Concept Decoder, scales well. "
            "Specifically, PCDs can detect jailbreaks.")
    assert proposed_of(text) == {"Predictive Concept Decoder": True, "PCDs": True}


@pytest.mark.parametrize(
    ("surface", "name"),
    [("AUC-ROC", "auroc"), ("AUROC", "auroc"), ("F1 score", "f1"), ("validation loss", "validation loss"),
     ("answer margins", "answer margin")],
)
def test_entities_metric_canonical_name(surface: str, name: str) -> None:
    metrics = [c for c in extract(f"The method improves {surface} on both tasks.") if c.type == "metric"]
    assert [(m.text, m.name) for m in metrics] == [(surface, name)]  # type: ignore[union-attr]


def test_entities_model_family() -> None:
    models = [c for c in extract("six Llama-3 and Qwen-3 backbones, and gemini-3.1-pro") if c.type == "model"]
    assert [(m.text, m.family) for m in models] == [("Llama-3", "Llama"), ("Qwen-3", "Qwen"),  # type: ignore[union-attr]
                                                      ("gemini-3.1-pro", "Gemini")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [("CurveRL", True), ("GRPO", True), ("MR-GOBS", True), ("BFCL-v3", True), ("ADV-0", True), ("Wanda", False),
     ("top-K", False), ("fine-tuning", False), ("Transformer", False)],
)
def test_entities_name_shape(text: str, expected: bool) -> None:
    assert is_name_shaped(text) is expected


@pytest.mark.parametrize(
    ("short", "words", "size"),
    [("RLVR", ["central", "lever", "in", "Reinforcement", "Learning", "with", "Verified", "Rewards"], 5),
     ("LoRA", ["Low-rank", "adaptation"], 2),
     ("PSID", ["provide", "an", "analytical", "extension", "of", "a", "linear", "method"], None)],
)
def test_entities_schwartz_hearst_long_form(short: str, words: list[str], size: int | None) -> None:
    assert match_long_form(short, words) == size


def test_entities_initials() -> None:
    assert initials(["Block-Aligned", "Mixed-Precision", "Attention"]) == "BAMPA"
    assert initials(["Reinforcement", "Learning", "with", "Verified", "Rewards"]) == "RLVR"


@pytest.mark.parametrize(
    ("text", "dataset"),
    [
        ("Results on the Open Images dataset show that the detector generalises.", "Open Images"),
        ("Experiments on the Stanford Dogs dataset, CUB and iNaturalist confirm this.", "Stanford Dogs"),
    ],
)
def test_entities_the_name_benchmark_pattern(text: str, dataset: str) -> None:
    """'the X dataset' with a lower-case head (the token pattern runs only in sentences its gate finds)."""
    found = [(c.text, c.rule) for c in extract(text) if c.type == "dataset"]
    assert (dataset, "dataset/name-plus-dataset-head") in found, found


def test_entities_capitalized_dataset_head_is_part_of_the_name() -> None:
    found = [c.text for c in extract("We train on the Open Images Dataset and test elsewhere.") if c.type == "dataset"]
    assert found == ["Open Images Dataset"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a sentence's final period after 'ADE20K' / 'ViT' ends the sentence, so no name runs across it
        ("MaskMix also transfers to semantic segmentation, achieving 49.7 mIoU on ADE20K. Code is available.",
         [("MaskMix", "method"), ("mIoU", "metric"), ("ADE20K", "dataset")]),
        # a version after the family's own digit: 'Qwen2.5-72B', not 'Qwen2'
        ("We evaluate 11 models, including GPT-4o, Claude 3.5 Sonnet and Qwen2.5-72B.",
         [("GPT-4o", "model"), ("Claude 3.5 Sonnet", "model"), ("Qwen2.5-72B", "model")]),
        # a known multi-word metric outranks the model name inside it
        ("With Stable Diffusion v1.5, one-step CTM generates 512x512 images with a CLIP score of 0.31.",
         [("Stable Diffusion v1.5", "model"), ("CTM", "method"), ("CLIP score", "metric")]),
        # an architecture named without pretrained weights is a method (guidelines, clarification 3)
        ("a ViT-B/16 reaches 84.1% top-1 accuracy and 52.3 box AP on COCO object detection.",
         [("ViT-B/16", "method"), ("top-1 accuracy", "metric"), ("box AP", "metric"), ("COCO", "dataset")]),
        ("On MT-Bench and GSM8K, TreeDraft achieves speedups of 3.1x and 2.8x on Vicuna-13B.",
         [("MT-Bench", "dataset"), ("GSM8K", "dataset"), ("TreeDraft", "method"), ("speedups", "metric"),
          ("Vicuna-13B", "model")]),
        # a comma alone after an opening phrase is not a list: MaskMix stays a method
        ("On ImageNet-1K, MaskMix reaches 84.1% top-1 accuracy.",
         [("ImageNet-1K", "dataset"), ("MaskMix", "method"), ("top-1 accuracy", "metric")]),
        ("IQL achieves a normalized score of 78.4 and solves 5 of the 6 AntMaze tasks.",
         [("IQL", "method"), ("normalized score", "metric"), ("AntMaze", "dataset")]),
    ],
)
def test_entities_in_fresh_abstract_sentences(text: str, expected: list[tuple[str, str]]) -> None:
    assert entities_of(text) == expected


def test_entities_acronym_defined_otherwise_than_the_lexicon() -> None:
    """'ASR' is the metric attack success rate in the lexicon; an abstract that defines it as a method wins."""
    text = ("We introduce Adaptive Support Regularization (ASR), which penalizes actions outside the support. "
            "ASR achieves a normalized score of 78.4 on the D4RL locomotion suite.")
    found = [(c.text, c.type, c.rule) for c in extract(text) if c.type in ENTITY_TYPES]
    assert ("Adaptive Support Regularization", "method", "entity/acronym-long-form") in found
    assert [(name, kind) for name, kind, _ in found if name == "ASR"] == [("ASR", "method"), ("ASR", "method")]
    assert proposed_of(text)["ASR"] is True
    attack = "We measure the attack success rate (ASR) of five jailbreaks."
    assert ("ASR", "metric") in entities_of(attack)


def test_entities_named_after_a_described_proposal() -> None:
    text = ("We present a distillation method, Consistency Trajectory Matching (CTM), that compresses a 50-step "
            "sampler into a single step. CTM achieves an FID of 1.98 on CIFAR-10.")
    assert proposed_of(text) == {"Consistency Trajectory Matching": True, "CTM": True, "CIFAR-10": False}


@pytest.mark.parametrize(
    ("text", "datasets"),
    [
        ("Empirically, on FEMNIST and Shakespeare, FedVarRed reaches target accuracy in 35% fewer rounds.",
         ["FEMNIST", "Shakespeare"]),
        ("Experiments on Hopper, Walker and HalfCheetah show consistent gains.", ["Hopper", "Walker", "HalfCheetah"]),
        ("We evaluate on Countdown, Sudoku, and Zebra puzzles.", ["Countdown", "Sudoku"]),
        ("Building on Mamba, we achieve 3% higher accuracy.", []),
    ],
)
def test_entities_datasets_listed_after_on(text: str, datasets: list[str]) -> None:
    assert [name for name, kind in entities_of(text) if kind == "dataset"] == datasets


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a name in a formula is a symbol, unless set as a name there
        (r"Prior work achieved error $\mathrm{OPT} + \epsilon$ with $\tilde{O}(d/\epsilon^4)$ samples.", []),
        # the head of a Title Case name comes before 'with': a method, not the measure 'margins'
        ("We propose Regularized Preference Optimization with Margins (RPOM), adding a margin-aware KL penalty.",
         [("Regularized Preference Optimization with Margins", "method"), ("RPOM", "method")]),
        # a dataset label runs along a list
        ("On CIFAR-10-C, CIFAR-100-C and ImageNet-C, ROTTA-2 reduces the average error rate to 14.2%.",
         [("CIFAR-10-C", "dataset"), ("CIFAR-100-C", "dataset"), ("ImageNet-C", "dataset"), ("ROTTA-2", "method"),
          ("average error rate", "metric")]),
        ("We introduce EnsembleDiff, a diffusion model over backbone frames conditioned on AlphaFold2 embeddings. "
         "On 1,200 proteins with NMR ensembles, EnsembleDiff improves the ensemble RMSD from 3.4 to 2.1.",
         [("EnsembleDiff", "method"), ("AlphaFold2", "model"), ("EnsembleDiff", "method"), ("ensemble RMSD", "metric")]),
        ("BalanceRoute lowers validation perplexity from 8.41 to 8.27 compared to the auxiliary-loss baseline.",
         [("BalanceRoute", "method"), ("validation perplexity", "metric")]),
    ],
)
def test_entities_in_fresh_abstract_sentences_2(text: str, expected: list[tuple[str, str]]) -> None:
    assert entities_of(text) == expected


def test_entities_digits_inside_a_name_are_not_numbers() -> None:
    text = "On AlpacaEval 2.0, RPOM achieves a length-controlled win rate of 42.7% with Llama-3-8B-Instruct."
    claims = extract(text)
    assert [c.text for c in claims if c.type == "number"] == ["42.7%"]
    assert ("AlpacaEval 2.0", "dataset") in [(c.text, c.type) for c in claims]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a version after a known name is part of it, and the list it stands in stays a list of datasets
        ("Experiments on Kinetics-400, Something-Something V2 and EPIC-Kitchens-100 show that HiCo improves "
         "linear-probe accuracy.",
         [("Kinetics-400", "dataset"), ("Something-Something V2", "dataset"), ("EPIC-Kitchens-100", "dataset"),
          ("HiCo", "method"), ("linear-probe accuracy", "metric")]),
        # a weak head after a known measure keeps that measure's modifiers
        ("A simple resampling rule reduces dead latents without hurting the downstream cross-entropy loss.",
         [("downstream cross-entropy loss", "metric")]),
    ],
)
def test_entities_in_fresh_abstract_sentences_3(text: str, expected: list[tuple[str, str]]) -> None:
    assert entities_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the noun phrase before 'dubbed' says what the name is
        ("We construct a new evaluation suite, dubbed MIMIR-Clean, that removes temporal distribution shift.",
         {"MIMIR-Clean": True}),
        # a plain capitalized word after 'called' in a first-person sentence is the name given there
        ("We release a large corpus of proofs, which we call ProofPile, and a model, called Llemma.",
         {"ProofPile": True, "Llemma": True}),
        ("This is called Bayesian inference by some.", {}),
    ],
)
def test_entities_named_by_a_naming_verb(text: str, expected: dict[str, bool]) -> None:
    assert proposed_of(text) == expected


def test_entities_named_suite_is_a_dataset() -> None:
    text = "We construct a new evaluation suite, dubbed MIMIR-Clean, that removes temporal distribution shift."
    assert ("MIMIR-Clean", "dataset") in entities_of(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a measure written after its value is a measure, whatever else the word names (MAE, the model)
        ("Exphormer++ reaches 0.7412 AP on Peptides-func and 0.2481 MAE on Peptides-struct.",
         [("Exphormer++", "method"), ("AP", "metric"), ("Peptides-func", "dataset"), ("MAE", "metric"),
          ("Peptides-struct", "dataset")]),
        ("We fine-tune MAE on ImageNet.", [("MAE", "model"), ("ImageNet", "dataset")]),
        # 'building on X' names what the method builds on, not data (here a released model, clarification 3)
        ("Building on NLLB-200, we propose MorphAlign, a subword regularization. MorphAlign improves chrF++ by 1.8.",
         [("NLLB-200", "model"), ("MorphAlign", "method"), ("MorphAlign", "method"), ("chrF++", "metric")]),
    ],
)
def test_entities_in_fresh_abstract_sentences_4(text: str, expected: list[tuple[str, str]]) -> None:
    assert entities_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a benchmark's edition and subset belong to its name
        ("On AIME 2024, ThinkPrune halves the response length. On MATH-500 and GPQA Diamond, accuracy is preserved.",
         [("AIME 2024", "dataset"), ("ThinkPrune", "method"), ("MATH-500", "dataset"), ("GPQA Diamond", "dataset"),
          ("accuracy", "metric")]),
        ("On MMLU Claude reaches 80%.", [("MMLU", "dataset"), ("Claude", "model")]),
        ("Using n-gram overlap with The Stack, we find that 8.6% of HumanEval problems appear verbatim.",
         [("The Stack", "dataset"), ("HumanEval", "dataset")]),
    ],
)
def test_entities_in_fresh_abstract_sentences_5(text: str, expected: list[tuple[str, str]]) -> None:
    assert [found for found in entities_of(text) if found[1] != "metric" or found[0] == "accuracy"] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the definition decides what an ambiguous acronym is: the model SAM, or the method SAM
        ("We propose PointSAM, which distills the Segment Anything Model (SAM) into a 3D backbone.",
         [("PointSAM", "method"), ("Segment Anything Model", "model"), ("SAM", "model")]),
        ("We train with Sharpness-Aware Minimization (SAM), and SAM improves accuracy.",
         [("Sharpness-Aware Minimization", "method"), ("SAM", "method"), ("SAM", "method"), ("accuracy", "metric")]),
        # training stages are not methods of their own
        ("Training Llama-3.1-8B with PPO raises the win rate against the SFT model.",
         [("Llama-3.1-8B", "model"), ("PPO", "method"), ("win rate", "metric")]),
    ],
)
def test_entities_in_fresh_abstract_sentences_6(text: str, expected: list[tuple[str, str]]) -> None:
    assert entities_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a lower-case prefix before a capitalized name; a dataset head after a modifier or two
        ("On the nuPlan closed-loop benchmark, DiffPlan achieves a score of 89.2.",
         [("nuPlan", "dataset"), ("DiffPlan", "method")]),
        ("We evaluate on nuScenes and iNaturalist with xLSTM.",
         [("nuScenes", "dataset"), ("iNaturalist", "dataset"), ("xLSTM", "method")]),
        # products outside the research are not entities
        ("The app runs on iPhone and Android devices.", []),
    ],
)
def test_entities_in_fresh_abstract_sentences_7(text: str, expected: list[tuple[str, str]]) -> None:
    assert entities_of(text) == expected


def test_entities_dataset_before_a_measure_is_not_its_modifier() -> None:
    text = "Without replay, MMLU accuracy falls by 7.2 points, and SparseGS renders at 200 FPS."
    assert entities_of(text) == [("MMLU", "dataset"), ("accuracy", "metric"), ("SparseGS", "method")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # plain capitalized words listed with a found name after 'including' / 'such as' are names of its kind
        ("We benchmark 14 time-series foundation models, including Chronos, TimesFM and Moirai, on 42 datasets.",
         # released foundation models are models (guidelines, clarification 3)
         [("Chronos", "model"), ("TimesFM", "model"), ("Moirai", "model")]),
        ("We compare with baselines including Random and Oracle.", []),
        # 'X prompts' are data; forecasting errors are measures
        ("The refusal rate on benign XSTest prompts rises by only 1.5%, and MASE drops by 12%.",
         [("refusal rate", "metric"), ("XSTest", "dataset"), ("MASE", "metric")]),
    ],
)
def test_entities_in_fresh_abstract_sentences_8(text: str, expected: list[tuple[str, str]]) -> None:
    assert entities_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A new optimizer, AdaMuon, is proposed to combine Adam and Muon.",
         {"AdaMuon": True, "Adam": False, "Muon": False}),
        ("Then HyperNet is introduced in [3] for few-shot learning.", {"HyperNet": False}),
    ],
)
def test_entities_proposed_in_the_passive(text: str, expected: dict[str, bool]) -> None:
    assert proposed_of(text) == expected


def test_entities_subsets_listed_in_parentheses() -> None:
    text = ("On the BEIR scientific subsets (SciFact, SCIDOCS and TREC-COVID), SciRetriever improves nDCG@10 by "
            "5.2 points over Contriever.")
    assert [name for name, kind in entities_of(text) if kind == "dataset"] == ["BEIR", "SciFact", "SCIDOCS", "TREC-COVID"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # generic acronyms (guidelines, clarifications 1-2): a lower-case standard technique, a class of systems
        ("To address this, we build on contrastive decoding (CD), which contrasts two output distributions.", []),
        ("Recent Large Multimodal Models (LMMs) have made progress in visual understanding.", []),
        ("Spiking Neural Networks (SNNs) are energy efficient.", []),
        ("Masked language models (MLMs) such as encoders are widely used.", []),
        # ... also when the acronym is a well-known method's ('model-agnostic meta-learning (MAML)' in arxiv-dev)
        ("Policies are aligned with direct preference optimization (DPO) on the data.", []),
        # ... but a proper noun inside, a known name in Title Case or a coined acronym keeps the definition
        ("We fuse the estimates with an extended Kalman filter (EKF) and run it online.",
         [("extended Kalman filter", "method"), ("EKF", "method")]),
        ("Policies are aligned with Direct Preference Optimization (DPO) on the data.",
         [("Direct Preference Optimization", "method"), ("DPO", "method")]),
        ("We study Vision Transformers (ViTs) on images.", [("Vision Transformers", "method"), ("ViTs", "method")]),
        # a definition in the object of 'we <verb>' is the paper's own name, lower case or not
        ("To overcome this shortcoming, we propose a novel dynamic\npyramid network (DPN) for compression.",
         [("dynamic\npyramid network", "method"), ("DPN", "method")]),
        ("We propose semantic detection boxes (SemDBs) to guide the detector.",
         [("semantic detection boxes", "method"), ("SemDBs", "method")]),
    ],
)
def test_entities_acronym_definitions_generic_or_named(text: str, expected: list[tuple[str, str]]) -> None:
    assert entities_of(text) == expected


def test_entities_acronym_long_form_stops_before_a_line_break() -> None:
    text = "Furthermore, we propose a cross-modal interactive perception network with Mamba\n(CIPA) for segmentation."
    assert entities_of(text)[0] == ("cross-modal interactive perception network with Mamba", "method")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # guidelines, clarification 3: an architecture is a method, a released checkpoint a model
        ("We use a ResNet-152 backbone for the image encoder.", [("ResNet-152", "method")]),
        ("Features come from ResNet-50 pretrained on ImageNet.", [("ResNet-50", "model"), ("ImageNet", "dataset")]),
        ("we present a hybrid\nspike vision Transformer (HsVT) for fall detection",
         [("hybrid\nspike vision Transformer", "method"), ("HsVT", "method")]),
        ("We train Conditional Variational Autoencoders (CVAE) on the trajectories.",
         [("Conditional Variational Autoencoders", "method"), ("CVAE", "method")]),
        # a released model's name before 'architecture' is its design, unless its weights are meant
        ("Built on the Qwen3 architecture, the model incorporates three key innovations.", [("Qwen3", "method")]),
        ("It follows the LLaVA architecture and adopts detailed task instructions.", [("LLaVA", "method")]),
        ("including fine-tuned BERT architectures, for automating the review", [("BERT", "model")]),
        ("Qwen3 is built on the Qwen3 architecture.", [("Qwen3", "model"), ("Qwen3", "method")]),
    ],
)
def test_entities_architectures_are_methods(text: str, expected: list[tuple[str, str]]) -> None:
    assert entities_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a family inside a longer name, or in another case, still names a model
        ("compared with MoE-LLaVA, VideoLLaMA2 and PaliGemma2",
         [("MoE-LLaVA", "model"), ("VideoLLaMA2", "model"), ("PaliGemma2", "model")]),
        ("we fine-tune mHuBERT-147 and compare with OpenAI-o1 and Deepseek",
         [("mHuBERT-147", "model"), ("OpenAI-o1", "model"), ("Deepseek", "model")]),
        # ... but not a lexicon method, a benchmark, or a family that is also an English word
        ("one-pass methods such as SparseGPT prune in one shot", [("SparseGPT", "method")]),
        ("We evaluate on SEED-Bench-R1 and FALCON-Bench.", [("SEED-Bench-R1", "dataset"), ("FALCON-Bench", "dataset")]),
    ],
)
def test_entities_models_named_after_a_family(text: str, expected: list[tuple[str, str]]) -> None:
    assert entities_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the tokenizer splits a scale letter off digits; a versioned name keeps it
        ("We build FVQ-20K, a dataset of face videos.", [("FVQ-20K", "dataset")]),
        # a measure defined with its acronym
        ("Segmentation is scored with the Dice Similarity Coefficient (DSC).",
         [("Dice Similarity Coefficient", "metric"), ("DSC", "metric")]),
        ("It improves the signal-to-noise ratio (SNR) by a wide margin.",
         [("signal-to-noise ratio", "metric"), ("SNR", "metric")]),
        ("Captions are rated with VLScore and BERTScore.", [("VLScore", "metric"), ("BERTScore", "metric")]),
        # a link without its scheme is no name
        ("Code is at group.github.io/research/DSG and anonymous.4open.science/r/MyTool-2B3.", []),
    ],
)
def test_entities_shapes_measures_and_links(text: str, expected: list[tuple[str, str]]) -> None:
    assert entities_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the kind named before a list, a colon or an appositive types the names in it
        ("Although multilingual benchmarks like MMTEB broaden coverage, data are scarce.", [("MMTEB", "dataset")]),
        ("We test in two environments: MESSENGER and MESSENGER-WM.", [("MESSENGER", "dataset"), ("MESSENGER-WM", "dataset")]),
        ("We construct a focused benchmark, CTFKnow, with 3,992 questions.", [("CTFKnow", "dataset")]),
        ("We compare open models such as Pythia and Zamba.", [("Pythia", "model"), ("Zamba", "model")]),
        ("We compare detection models such as DETR.", [("DETR", "method")]),
        # an acronym's default label gives way to what the appositive says
        ("We introduce CORE (Comprehensive Ontological Relation Evaluation), a dataset of questions.",
         [("CORE", "dataset"), ("Comprehensive Ontological Relation Evaluation", "dataset")]),
    ],
)
def test_entities_kind_named_around_a_name(text: str, expected: list[tuple[str, str]]) -> None:
    assert entities_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # arXiv's hard line breaks are no words: a name after 'We present\n' is still introduced there
        ("Actions constrain adaptability. We present\nDita, a scalable framework that denoises actions.",
         [("Dita", "method")]),
        ("The model improves segmentation\naccuracy on the test split.", [("segmentation\naccuracy", "metric")]),
        # an evaluative adjective makes no measure
        ("It has achieved remarkable\nsuccess in many fields.", []),
    ],
)
def test_entities_across_line_breaks(text: str, expected: list[tuple[str, str]]) -> None:
    assert entities_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the appositive's head decides: a system or framework is a method, whatever data it works on
        ("To improve latency, we propose SpecCache, a caching framework augmented with speculative execution that "
         "can reduce web environment overhead.", [("SpecCache", "method")]),
        ("We introduce\nBenchPress, a human-in-the-loop system designed to accelerate the creation of\ndomain-specific "
         "text-to-SQL benchmarks.", [("BenchPress", "method")]),
        ("We introduce Xplore-Agent, a GUI agent framework for exploration.", [("Xplore-Agent", "method")]),
    ],
)
def test_entities_appositive_head_decides(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(t, label) for t, label in entities_of(text) if label != "metric"] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a name in a formula keeps the '$' that closes it
        ("In this\nwork, we introduce E-ViM$^3$, a data-efficient Vision Mamba network that\npreserves the 3D "
         "structure of video data", "E-ViM$^3$"),
        # a long form whose first letters are set in bold keeps the command that opens them
        ("We propose \\textbf{A}daptive \\textbf{D}ata \\textbf{R}efinement (ADR), a framework that filters "
         "noisy samples.", "\\textbf{A}daptive \\textbf{D}ata \\textbf{R}efinement"),
    ],
)
def test_names_keep_the_markup_they_stand_in(text: str, expected: str) -> None:
    assert expected in [c.text for c in extract(text) if c.type in ENTITY_TYPES]


def test_a_denoted_name_stops_before_its_acronym() -> None:
    text = ("Furthermore, we\npresent a new baseline model for panoptic symbol spotting, termed Dual-Pathway\n"
            "Symbol Spotter (DPSS). It incorporates an adaptive fusion module to enhance\nprimitive features.")
    names = entities_of(text)
    assert ("Dual-Pathway\nSymbol Spotter", "method") in names
    assert ("DPSS", "method") in names
    assert not [name for name, _ in names if "(" in name]


@pytest.mark.parametrize(
    "link",
    ["huggingface.co/datasets/simkoc/Remove360", "pages.cs.huji.ac.il/lab/Remove360",
     "https://github.com/lab/Remove360"],
)
def test_a_name_inside_a_link_is_no_mention(link: str) -> None:
    text = (f"We introduce Remove360, a benchmark of indoor and outdoor scenes for object removal. "
            f"Data are available at {link}.")
    claims = [c for c in extract(text) if c.type in ENTITY_TYPES]
    assert [(c.text, c.type) for c in claims] == [("Remove360", "dataset")]


def test_a_benchmark_suffix_with_plus_signs_names_a_dataset() -> None:
    text = ("In addition, we propose two new evaluation benchmarks for a more accurate assessment of image "
            "generation capabilities: GenEval++, which increases instruction complexity to mitigate score saturation.")
    assert ("GenEval++", "dataset") in entities_of(text)


def test_a_measure_keeps_its_modifiers_at_later_mentions_of_its_name() -> None:
    text = ("InstaDA achieves an increase of +4.0 in box average precision (AP). Furthermore, it outperforms the "
            "leading model, DiverGen, by +0.3 in box AP and +0.1 in mask AP.")
    metrics = [c.text for c in extract(text) if c.type == "metric"]
    assert "box AP" in metrics and "mask AP" in metrics
    assert "AP" in metrics  # the definition itself


def test_a_checkpoint_name_keeps_its_active_parameters() -> None:
    text = "We evaluate gpt-4.1, claude-sonnet-4, and Qwen3-235B-A22B-FP8 on SafeMT and CoSafe."
    assert ("Qwen3-235B-A22B-FP8", "model") in entities_of(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Existing approaches such as reinforcement learning from human feedback (RLHF)--each suffer from "
         "limitations including poor generalization.", "RLHF"),
        ("we propose Causally-Guided Gaussian Perturbations (CGP)-a lightweight framework that enhances OOD "
         "generalization.", "CGP"),
    ],
)
def test_a_name_ends_at_the_bracket_that_closes_its_definition(text: str, name: str) -> None:
    names = [c.text for c in extract(text) if c.type in ENTITY_TYPES]
    assert not [n for n in names if ")" in n]
    if name == "CGP":
        assert name in names


def test_the_name_given_to_an_observation_is_no_method() -> None:
    text = ("In this paper, we identify a phenomenon we term Spatiotemporal\nEnergy Decay in video diffusion "
            "models: post-softmax attention scores diminish as spatial and temporal distance between tokens "
            "increase. Motivated by this, we propose Radial Attention, a scalable sparse attention mechanism.")
    assert entities_of(text) == [("Radial Attention", "method")]


def test_a_capitalized_component_named_by_an_agent_noun_is_a_method() -> None:
    text = ("Additionally, SyncTalk++ enhances robustness to out-of-distribution audio by incorporating an "
            "Expression Generator and a Torso Restorer, which generate speech-matched facial expressions.")
    names = entities_of(text)
    assert ("Expression Generator", "method") in names
    assert ("Torso Restorer", "method") in names


def test_a_conversion_between_kinds_is_no_name() -> None:
    text = "Our work advances transparent and collaboratively controllable image-to-KG pipelines for historical data."
    assert entities_of(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a tier after the size, and a version after the tier, belong to the name (and the version is no number)
        ("three large language models (Claude 3.5 Sonnet, Llama 3.1 70B Instruct, and GPT-4 Turbo)",
         [("Claude 3.5 Sonnet", "model"), ("Llama 3.1 70B Instruct", "model"), ("GPT-4 Turbo", "model")]),
        ("We evaluate top language models (Claude Sonnet 4, DeepSeek-V3, Llama 4 Maverick) on the texts.",
         [("Claude Sonnet 4", "model"), ("DeepSeek-V3", "model"), ("Llama 4 Maverick", "model")]),
        ("as evaluated by Llama Guard 3 while preserving the utility of the model", [("Llama Guard 3", "model")]),
        # a model asked to judge is a way of evaluating, named like 'LLM-as-a-judge'
        ("Evaluations with GPT-4o-as-judge further show more stable reasoning traces.",
         [("GPT-4o-as-judge", "method")]),
    ],
)
def test_entities_model_names_with_tiers_and_roles(text: str, expected: list[tuple[str, str]]) -> None:
    assert entities_of(text) == expected


def test_a_version_after_a_model_tier_is_no_number() -> None:
    text = "It outperforms leading proprietary models, such as Claude Sonnet 4."
    assert [(claim.type, claim.text) for claim in extract(text)] == [("model", "Claude Sonnet 4")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a measure or benchmark named after a model is that measure or benchmark, not the model
        ("The resulting system achieved a BERT Score of 0.898, with other metrics in range.", [("BERT Score", "metric")]),
        ("Quantitative metrics confirm the superior performance in terms of CLIP Score, FID, and SSIM.",
         [("CLIP Score", "metric"), ("FID", "metric"), ("SSIM", "metric")]),
        ("Notably, on Vicuna Bench, our method achieves up to 3.19x speedup.",
         [("Vicuna Bench", "dataset"), ("speedup", "metric")]),
    ],
)
def test_entities_names_that_start_with_a_model(text: str, expected: list[tuple[str, str]]) -> None:
    assert entities_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a defined acronym whose long form ends in a measure's head (also plural, and kappa) is a measure
        ("On LiTS, the network achieves Dice Similarity Coefficients (DSC) of 97.6% and 89.1% for liver and tumor.",
         [("LiTS", "dataset"), ("Dice Similarity Coefficients", "metric"), ("DSC", "metric")]),
        ("achieving an average Quadratic Weighted Kappa (QWK) of 0.854 across all dimensions.",
         [("Quadratic Weighted Kappa", "metric"), ("QWK", "metric")]),
    ],
)
def test_entities_defined_measures_with_plural_heads(text: str, expected: list[tuple[str, str]]) -> None:
    assert entities_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 'quality' names a measure in a name only after what is judged, not after a small word or a grade
        ("We apply our techniques to the Animal Faces High Quality (AFHQ) dataset.",
         [("Animal Faces High Quality", "dataset"), ("AFHQ", "dataset")]),
        ("We propose Proof of Quality (PoQ), a consensus protocol.", [("Proof of Quality", "method"), ("PoQ", "method")]),
        ("REACT achieves a 48.2% Video Panoptic Quality (VPQ) on DeepAccident.",
         [("REACT", "method"), ("Video Panoptic Quality", "metric"), ("VPQ", "metric"), ("DeepAccident", "dataset")]),
    ],
)
def test_entities_names_ending_in_quality(text: str, expected: list[tuple[str, str]]) -> None:
    assert entities_of(text) == expected


def test_entities_model_families_of_translation_vision_and_robotics() -> None:
    text = "LLMs outperform traditional MT models, with a +4.79 ChrF improvement over NLLB-54B and ByT5, and OpenVLA."
    assert [(name, label) for name, label in entities_of(text) if label == "model"] == [
        ("NLLB-54B", "model"), ("ByT5", "model"), ("OpenVLA", "model")]
