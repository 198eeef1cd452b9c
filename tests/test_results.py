"""Result claims: each outcome number tied to metric, dataset, method and baseline, on real sentences."""

from __future__ import annotations

import pytest

from abstract_claims import extract_document
from abstract_claims.models import ResolvedResult


def results_of(text: str) -> list[ResolvedResult]:
    document = extract_document(text)
    for result in document.results():
        assert text[result.claim.start : result.claim.end] == result.claim.text
    return document.results()


def roles(result: ResolvedResult) -> tuple[str | None, str | None, str | None, str | None]:
    return result.metric_text, result.dataset_text, result.method_text, result.baseline_text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # X achieves N% on D
        ("Our results show that ConceptTime retains near 98% accuracy on Epilepsy with 1% of labels.",
         [("98%", ("accuracy", "Epilepsy", "ConceptTime", None))]),
        ("BMAttn achieves a \\textbf{3.3x} speedup on long-context tasks with negligible accuracy loss.",
         [("3.3x", ("speedup", None, "BMAttn", None))]),
        # improves M by N points / over B
        ("Extensive experiments show that PARS improves average accuracy over the best baselines by 1.02%.",
         [("1.02%", ("average accuracy", None, "PARS", "best baselines"))]),
        ("CoRP improves the base model by $8.1$ points on average.",
         [("8.1", (None, None, "CoRP", "base model"))]),
        ("Using one tenth of RandOpt's perturbation budget, CoRP exceeds single-inference RandOpt by $6.5$ points.",
         [("6.5", (None, None, "CoRP", "single-inference RandOpt"))]),
        # outperforms B by N percentage points, respectively
        ("ECC significantly improves LLM capability ranking quality, outperforming human-labeled and "
         "embedding-based baselines by an average of **17.64** and **18.02** percentage points, respectively.",
         [("17.64", ("LLM capability ranking quality", None, "ECC", "human-labeled baselines")),
          ("18.02", ("LLM capability ranking quality", None, "ECC", "embedding-based baselines"))]),
        # a 47% perplexity reduction over SparseGPT on Llama-3.1-8B (method from the sentence subject)
        ("Across six backbones, Block-OBS-GS attains the lowest perplexity on every backbone, with a $47\\%$ "
         "perplexity reduction over SparseGPT on Llama-3.1-8B at $s=0.875$.",
         [("47\\%", ("perplexity", None, "Block-OBS-GS", "SparseGPT"))]),
        # reduces regret from A to B on D: both ends, the earlier one without a method
        ("A simple prefix-only action-conditioned controller substantially reduces regret in the strongest "
         "interactive regime, from $0.506$ to $0.110$ on ALFWorld.",
         [("0.506", ("regret", "ALFWorld", None, None)),
          ("0.110", ("regret", "ALFWorld", "simple prefix-only action-conditioned controller", None))]),
        # respectively-lists pair up in order
        ("Empirical evaluations demonstrate that Pref-DetectGPT achieves state-of-the-art detection performance "
         "with relative improvements of 3.49\\%, 3.13\\%, and 10.66\\% in AUROC, AUPR, and TPR5\\%.",
         [("3.49\\%", ("AUROC", None, "Pref-DetectGPT", None)), ("3.13\\%", ("AUPR", None, "Pref-DetectGPT", None)),
          ("10.66\\%", ("TPR5\\%", None, "Pref-DetectGPT", None))]),
        # between 4B (0%) and 9B (56.6%): the sizes are settings, the percentages results
        ("(ii) a sharp within-family capability cliff in Qwen 3.5 between 4B (0%) and 9B (56.6%), smoothing to "
         "70.7% at 397B-A17B.",
         [("0%", (None, None, "Qwen 3.5", None)), ("56.6%", (None, None, "Qwen 3.5", None)),
          ("70.7%", (None, None, "Qwen 3.5", None))]),
    ],
)
def test_results_roles(text: str, expected: list[tuple[str, tuple]]) -> None:  # type: ignore[type-arg]
    found = [(r.number.text if r.number else None, roles(r)) for r in results_of(text)]
    assert found == expected


def test_results_our_method_is_the_proposed_method() -> None:
    text = ("Finally, we introduce \\textsc{RP-Reasoner}, which treats memory utilization as a pragmatic reasoning "
            "process. Experimental results demonstrate that our method significantly outperforms carefully designed "
            "baselines on \\textsc{RPEval}, and resolves 80\\% of the bad cases observed in a large assistant.")
    (result,) = results_of(text)
    assert result.number is not None and result.number.text == "80\\%"
    assert result.method is not None and result.method.type == "method" and result.method.name == "RP-Reasoner"


@pytest.mark.parametrize(
    "text",
    [
        "We evaluate 38 models and report four findings on 33 dual-axis tasks.",
        "BenchHub integrates 54 benchmarks comprising 839K samples across 10 languages.",
        "We train small LMs (124M parameters) with 5-shot prompts on Llama-3.1-8B at $s=0.875$.",
        "retains the ranking with 1% of labels at 50% sparsity",
        "a looped model (full equivalence, $\\varphi{=}1$) or a single block ($\\varphi{=}0$)",
    ],
)
def test_results_settings_and_counts_are_not_results(text: str) -> None:
    assert results_of(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("To ensure reliable evaluation, we apply 5-fold cross-validation, where each hyperparameter is tuned.", "5-fold"),
        ("Grouped structural pruning is applied at pruning ratios of 50%, 75% and 95% and the models are then "
         "fine-tuned.", "75%"),
        ("Our method demonstrates state-of-the-art performance for compression ratios ranging from 4x to 380x.", "380x"),
    ],
)
def test_the_settings_tried_are_no_results(text: str, value: str) -> None:
    assert value not in {r.number.text for r in results_of(text) if r.number is not None}


@pytest.mark.parametrize(
    ("text", "direction"),
    [
        ("CoRP improves the base model by $8.1$ points on average.", "increase"),
        ("while reducing average inference cost by 1.73x", "decrease"),
        ("yielding +7.1 pp on 42 paired failures", "increase"),
        ("Our method reduces regret from $0.506$ to $0.110$ on ALFWorld.", "decrease"),
    ],
)
def test_results_direction(text: str, direction: str) -> None:
    assert {r.direction for r in results_of(text)} == {direction}


def test_results_unfilled_roles_stay_null() -> None:
    (result,) = results_of("We apply perturbations to popular benchmarks and observe performance to degrade as much as ~21%.")
    assert roles(result) == (None, None, None, None)
    assert (result.claim.metric, result.claim.dataset, result.claim.method, result.claim.baseline) == (None,) * 4


def test_results_link_existing_claims() -> None:
    document = extract_document("BMAttn achieves a 3.3x speedup on long-context tasks.")
    (result,) = document.results()
    assert result.metric is not None and result.metric.type == "metric" and result.metric.name == "speedup"
    assert result.method is not None and result.method.id == result.claim.method
    assert result.value == 3.3 and result.unit == "x"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # names listed before the numbers pair with them when the sentence says 'respectively'
        ("On the ALFWorld and WebShop benchmarks, PlanFormer achieves success rates of 87.3% and 62.1%, "
         "respectively.",
         [("87.3%", ("success rates", "ALFWorld", "PlanFormer", None)),
          ("62.1%", ("success rates", "WebShop", "PlanFormer", None))]),
        # 'it' is the paper's own method; a clause-opening 'Compared with X,' names the baseline
        ("We introduce PlanFormer, a hierarchical planning framework. With a larger backbone, it reduces the "
         "number of environment steps by 35% compared to Reflexion.",
         [("35%", ("number of environment steps", None, "PlanFormer", "Reflexion"))]),
        # ... and 'from A to B' gives A to the compared system (the gold annotates the starting value so)
        ("Compared with Medusa, EAGLE-3 improves the acceptance rate from 0.61 to 0.83.",
         [("0.61", ("acceptance rate", None, "Medusa", None)), ("0.83", ("acceptance rate", None, "EAGLE-3", "Medusa"))]),
        # a measure after a comparative: '1.8x lower FLOPs'
        ("RTP improves robustness at 1.8x lower FLOPs.", [("1.8x", ("FLOPs", None, "RTP", None))]),
        # an opening 'On X,' names the dataset of the whole sentence; 'N% above B' names the baseline
        ("On ImageNet-1K, MaskMix reaches 84.1% top-1 accuracy, 0.8% above MAE.",
         [("84.1%", ("top-1 accuracy", "ImageNet-1K", "MaskMix", None)),
          ("0.8%", (None, "ImageNet-1K", "MaskMix", "MAE"))]),
        # 'N% for X' names the method of N; 'with X' names a backbone, not the method
        ("On AlpacaEval 2.0, RPOM achieves a length-controlled win rate of 42.7% with Llama-3-8B-Instruct, "
         "compared with 40.3% for SimPO and 35.1% for DPO.",
         [("42.7%", ("length-controlled win rate", "AlpacaEval 2.0", "RPOM", None)),
          ("40.3%", ("length-controlled win rate", "AlpacaEval 2.0", "SimPO", None)),
          ("35.1%", ("length-controlled win rate", "AlpacaEval 2.0", "DPO", None))]),
        # each clause of a list has its own subject; the share 'solves 31.2% of tasks' is measured by its verb
        ("State-of-the-art models perform poorly: GPT-4o solves 31.2% of tasks, DeepSeek-Coder-V2 solves 27.9%, "
         "and the best open 7B model solves only 12.4%.",
         [("31.2%", ("solves", None, "GPT-4o", None)), ("27.9%", (None, None, "DeepSeek-Coder-V2", None)),
          ("12.4%", (None, None, "best open 7B model", None))]),
        # a list paired 'respectively' with datasets; the baseline named after the list is every item's
        ("Experiments on Kinetics-400, Something-Something V2 and EPIC-Kitchens-100 show that HiCo improves "
         "linear-probe accuracy by 4.1%, 3.6% and 2.9%, respectively, over VideoMAE.",
         [("4.1%", ("linear-probe accuracy", "Kinetics-400", "HiCo", "VideoMAE")),
          ("3.6%", ("linear-probe accuracy", "Something-Something V2", "HiCo", "VideoMAE")),
          ("2.9%", ("linear-probe accuracy", "EPIC-Kitchens-100", "HiCo", "VideoMAE"))]),
        # 'at 1% FPR' is an operating point, not a result
        ("On MIMIR-Clean, the best attack achieves a TPR of only 2.1% at 1% FPR, close to random guessing.",
         [("2.1%", ("TPR", "MIMIR-Clean", "best attack", None))]),
        # a measure right after a list's last number is the whole list's measure
        ("On FLORES-200, MorphAlign improves BLEU by 1.2, with the largest gains for Finnish and Turkish "
         "(+3.1 and +2.7 chrF++, respectively).",
         [("1.2", ("BLEU", "FLORES-200", "MorphAlign", None)), ("+3.1", ("chrF++", "FLORES-200", "MorphAlign", None)),
          ("+2.7", ("chrF++", "FLORES-200", "MorphAlign", None))]),
        # an elliptical clause names its method right before the values: '..., and GPT-4-Turbo from 79% to 31%'
        ("Gemini-1.5-Pro drops from 82% to 47%, and GPT-4-Turbo from 79% to 31%.",
         [("82%", (None, None, None, None)), ("47%", (None, None, "Gemini-1.5-Pro", None)),
          ("79%", (None, None, None, None)), ("31%", (None, None, "GPT-4-Turbo", None))]),
        # a measure as the subject names no method; 'the model' in an abstract that names no proposal is written
        # as it stands (guidelines, clarification 6)
        ("Without replay, MMLU accuracy falls by 7.2 points.", [("7.2 points", ("accuracy", "MMLU", None, None))]),
        ("Mixing general-domain data limits the drop, while the model gains 6.3 points on PubMedQA.",
         [("6.3 points", (None, "PubMedQA", "the model", None))]),
        # a baseline phrase ends before a coordinated 'and by ...'; '98.6% of the accuracy' names its measure
        ("SciRetriever improves nDCG@10 by 5.2 points over Contriever and by 2.1 points over E5-large.",
         [("5.2 points", ("nDCG@10", None, "SciRetriever", "Contriever")),
          ("2.1 points", ("nDCG@10", None, "SciRetriever", "E5-large"))]),
        ("TokenTrim reduces FLOPs by 3.2x while retaining 98.6% of the accuracy.",
         [("3.2x", ("FLOPs", None, "TokenTrim", None)), ("98.6%", ("accuracy", None, "TokenTrim", None))]),
        # with two datasets there, which number belongs to which is not said: no dataset
        ("On MT-Bench and GSM8K, TreeDraft achieves speedups of 3.1x and 2.8x on Vicuna-13B.",
         [("3.1x", ("speedups", None, "TreeDraft", None)), ("2.8x", ("speedups", None, "TreeDraft", None))]),
    ],
)
def test_results_roles_in_other_phrasings(text: str, expected: list[tuple[str, tuple]]) -> None:  # type: ignore[type-arg]
    found = [(r.number.text if r.number else None, roles(r)) for r in results_of(text)]
    assert found == expected


def test_results_measure_said_after_the_value() -> None:
    """'2.3 times faster', 'on 61% of datasets': the measure is in the words after the value, not the one
    named earlier in the sentence."""
    text = ("On the OpenML-CC18 suite, TabFlex matches TabPFN's ROC AUC (0.917 vs. 0.919) while being 2.3 times "
            "faster, and it outperforms XGBoost and CatBoost on 61% of datasets.")
    metrics = {r.number.text: r.metric_text for r in results_of(text) if r.number is not None}
    assert metrics == {"0.917": "ROC AUC", "0.919": "ROC AUC", "2.3 times": None, "61%": None}


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # gains in dB, errors in mm and rates are reported outcomes
        ("Our method outperforms existing event-based methods by up to 1.98dB in PSNR on Vimeo90K.", ["1.98dB"]),
        ("The reconstruction accuracy in the occluded areas reaches 0.39 mm in terms of surface distance.",
         ["0.39 mm"]),
        ("The renderer significantly improves rendering speed, achieving up to 101 frames per second.", ["101"]),
        # money and memory budgets stay settings
        ("Skin cancer accounts for over $8 billion in annual healthcare expenditures.", []),
        ("Given the same expert memory footprint of 3.4GB, our method is more accurate.", []),
        # and physical quantities that no measure or outcome word around them reports: a resolution, a range
        ("The dataset combines very high-resolution (0.5m) LiDAR-derived canopy height maps, spatially aligned.", []),
        ("BirdRecorder aims to detect, track, and classify avian species within a range of 800 m.", []),
        ("This helps localize the robot more accurately (0.64cm error) and more efficiently than prior work.",
         ["0.64cm"]),
        # so do the counts of a design: so many things for each item
        ("The dataset consists of 10 satellite images per location, each containing both flooded and non-flooded areas.",
         []),
    ],
)
def test_results_measured_quantities(text: str, values: list[str]) -> None:
    assert [result.number.text for result in results_of(text)] == values


def metric_texts(text: str) -> list[tuple[str, str | None]]:
    return [(result.number.text, result.metric_text) for result in results_of(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # guidelines, clarification 7: the measure is the phrase that says what was measured
        ("Our analysis reveals a 23.7%\nincrease in vocabulary diversity over the study period.",
         [("23.7%", "vocabulary diversity")]),
        ("East Coast artists demonstrating 17.3% higher lexical variation than other regions.",
         [("17.3%", "lexical variation")]),
        ("Rhyme density\nincreased by 34.2% across all regions.", [("34.2%", "Rhyme density")]),
        ("Experimental results show that RECKON reduces resource consumption by 56.5% compared to traditional "
         "methods.", [("56.5%", "resource consumption")]),
        ("Selecting a frame achieved an area under curve of 76% for Monte Carlo Dropout.",
         [("76%", "area under curve")]),
        ("VeriLocc discovers more performant assignments, outperforming rocBLAS by\nover 10% in runtime.",
         [("10%", "runtime")]),
        ("The results show that VSA consequently increases the GUI agent's task completion rate by\n90%.",
         [("90%", "task completion rate")]),
        # ... and not a compared system, a setting or an evaluative word
        ("CoRP improves the base model by $8.1$ points on average.", [("8.1", None)]),
        ("Notably, it outperforms previous best approaches by 5.36% on ARID1.5.", [("5.36%", None)]),
        ("LIT achieves a significant relative improvement of up to 9% on multimodal benchmarks.", [("9%", None)]),
    ],
)
def test_results_measure_phrases(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert metric_texts(text) == expected


def method_texts(text: str) -> list[tuple[str, str | None]]:
    return [(result.number.text, result.method_text) for result in results_of(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the subject ends at its verb, and a report is no system
        ("Our system places third out\nof fourteen systems submitted for Task A.1, achieving a test-time recall of\n0.579.",
         [("0.579", "system")]),
        ("Our results demonstrate that ThinkPad-RL outperforms baseline prompting approaches, achieving up to 6.7% "
         "accuracy gains.", [("6.7%", "ThinkPad-RL")]),
        ("We evaluate the tokenizer. Our end-to-end system achieved average BLEU scores of 23.5 on the test set.",
         [("23.5", "end-to-end system")]),
        # 'our approach' / 'this strategy' stand for the paper's proposal; line breaks are collapsed
        ("We propose SpecCache, a caching framework. Extensive evaluations show that our\napproach improves the cache "
         "hit rate by up to 58x compared to a random caching strategy.", [("58x", "SpecCache")]),
    ],
)
def test_results_method_phrases(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert method_texts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a value in parentheses after a name compared with is that name's
        ("On the clinical benchmark, MedTutor achieved a mean accuracy of 92.8%, outperforming GPT-4 (78.8%) and "
         "GPT-3.5 (62.1%).", [("92.8%", "MedTutor"), ("78.8%", "GPT-4"), ("62.1%", "GPT-3.5")]),
        # ... not the name of a subset or task in a list that 'on' opens
        ("StepX achieves first-place performance on ALFWorld Heat (79.1%), PickTwo (95.0%) and Clean (88.0%).",
         [("79.1%", "StepX"), ("95.0%", "StepX"), ("88.0%", "StepX")]),
    ],
)
def test_results_value_in_parentheses_after_a_compared_name(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert method_texts(text) == expected


def baseline_texts(text: str) -> list[tuple[str, str | None]]:
    return [(result.number.text, result.baseline_text) for result in results_of(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the one thing a clause compares against, before or after the value
        ("Enhanced StarGAN achieved the lowest FID of 30.06,\noutperforming baseline models.",
         [("30.06", "baseline models")]),
        ("Our experiments show substantial improvements over baseline approaches,\nwith our models achieving up to "
         "50% relative improvement in\nhandling complex scenes.", [("50%", "baseline approaches")]),
        ("Their synthesis efficiency still lags behind\nexpert-crafted implementations, with area efficiency of 63.8%.",
         [("63.8%", "expert-crafted implementations")]),
        # ... but not another value's baseline, nor a predicate of its own
        ("achieving an accuracy of 77.78%, an 11.11% improvement over the\noriginal dataset.",
         [("77.78%", None), ("11.11%", "original dataset")]),
        ("Our model consistently outperforms traditional\nfine-tuning methods and achieves F1-scores of 0.922 on SST-2.",
         [("0.922", None)]),
        ("The best combinations consistently surpass an accuracy of 95% in a grading task.", [("95%", None)]),
    ],
)
def test_results_baselines_compared_in_the_clause(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert baseline_texts(text) == expected


def dataset_texts(text: str) -> list[tuple[str, str | None]]:
    return [(result.number.text, result.dataset_text) for result in results_of(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the one dataset a sentence evaluates on, before a comma
        ("Evaluated on the ODIR-5K dataset, DMS-Net achieves\nstate-of-the-art performance with 80.5% accuracy.",
         [("80.5%", "ODIR-5K")]),
        ("Especially, on the AVHBench dataset, it improves accuracy by 6% over the decoder.", [("6%", "AVHBench")]),
        # a collection named by a phrase
        ("Our experiments on vision\ngeneration benchmarks show substantial improvements, with our models achieving up "
         "to 50% relative improvement.", [("50%", "vision generation benchmarks")]),
        ("The system achieves a word error rate of 11.76% on the blind evaluation set of the challenge.",
         [("11.76%", "blind evaluation set")]),
        # ... not a vague one, nor the dataset of another predicate
        ("Extensive evaluations on two standard benchmarks show that our approach improves the hit rate by 58x.",
         [("58x", None)]),
        ("Our method outperforms designed baselines on RPEval, and resolves 80% of the bad cases.", [("80%", None)]),
    ],
)
def test_results_datasets_of_the_sentence(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert dataset_texts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # editions listed after a dataset with its edition pair with the values in order
        ("We evaluate on CodeArena 1.0, 2.0, and Pro, where our agent reaches 45.2%, 51.3%, and 38.0%, respectively.",
         [("45.2%", "CodeArena 1.0"), ("51.3%", "2.0"), ("38.0%", "Pro")]),
        ("On the DocParseBench v2.1 and v2.2 benchmarks, our model scores 90.15 and 91.42, respectively.",
         [("90.15", "DocParseBench v2.1"), ("91.42", "v2.2")]),
        # one value does not say which edition it was measured on
        ("On the DocParseBench v2.1 and v2.2 benchmarks, our model scores 91.42.", [("91.42", None)]),
    ],
)
def test_results_values_paired_with_listed_editions(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert dataset_texts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a negated outcome: its direction says only what the sentence says
        ("Our method does not improve accuracy on MMLU, which stays at 61.2%.", [("61.2%", True, None)]),
        ("BERT-base fails to outperform the baseline, dropping F1 by 2.3 points.", [("2.3 points", True, "decrease")]),
        ("The fine-tuned model shows no significant gain (0.3 points) on GSM8K.", [("0.3 points", True, None)]),
        # ... and not a negation of something else
        ("It does not need labels, but improves F1 by 2.3 points.", [("2.3 points", False, "increase")]),
        ("Our method improves accuracy by 5.1% on MMLU without additional training.", [("5.1%", False, "increase")]),
        ("It reaches 71.3% (not pretrained) on CIFAR10-DVS, and 72.4% on N-Caltech101.",
         [("71.3%", False, None), ("72.4%", False, None)]),
    ],
)
def test_results_negation(text: str, expected: list[tuple[str, bool, str | None]]) -> None:
    assert [(r.number.text, r.negated, r.direction) for r in results_of(text)] == expected  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a subject that changes, a measure listed with 'of', and no measure of another sub-clause
        ("On cardiac diagnosis, F1@3 increases from 37.0 to 54.5 on Llama-3.2-3B while grounding rises from 47.6 "
         "to 78.2.", [("37.0", "F1@3"), ("54.5", "F1@3"), ("47.6", "grounding"), ("78.2", "grounding")]),
        ("Hallucinations drop nearly 5x on the test set.", [("5x", "Hallucinations")]),
        ("Their synthesis efficiency lags behind, with area efficiency of 63.8%, delay\nefficiency of 65.9%, and power "
         "efficiency of 64.0%.", [("63.8%", "area efficiency"), ("65.9%", "delay efficiency"),
                                  ("64.0%", "power efficiency")]),
        ("For fatigue cracks, the model recorded a precision of 0.87, recall of 0.83, and F1-score of 0.85.",
         [("0.87", "precision"), ("0.83", "recall"), ("0.85", "F1-score")]),
        ("It obtains consistent performance boosts ranging from 1.73% to 4.45% over the best methods.",
         [("1.73%", None), ("4.45%", None)]),
    ],
)
def test_results_measure_of_the_sub_clause(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert metric_texts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # parallel items of one clause share its baseline
        ("We reduce forgetting compared to baselines by 52.2% for indoor and 53.2% for\noutdoor scenes.",
         [("52.2%", "baselines"), ("53.2%", "baselines")]),
        ("Notably, it outperforms previous best approaches by 5.36% on ARID1.5 and 1.72% on Dark-101.",
         [("5.36%", "previous best approaches"), ("1.72%", "previous best approaches")]),
        # 'X vs. Y' names two classes, not a baseline
        ("For normal vs. abnormal classification, it reached 99.8% precision and 99.6% recall.",
         [("99.8%", None), ("99.6%", None)]),
    ],
)
def test_results_parallel_items_share_the_baseline(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert baseline_texts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It delivers substantial gains on unseen clinical tasks (e.g., +14.7 ROUGE-L, +6.18 SARI on MTSamples).",
         [("+14.7", "ROUGE-L"), ("+6.18", "SARI")]),
        ("It achieves absolute gains of 18.3% and 22.8% in Pass@32 performance on AIME24 and AIME25.",
         [("18.3%", "Pass@32"), ("22.8%", "Pass@32")]),
    ],
)
def test_results_measure_named_after_signed_or_listed_values(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert metric_texts(text) == expected


def rules_of(text: str) -> list[tuple[str, str, list[str]]]:
    return [(result.number.text, result.claim.rule, result.claim.evidence) for result in results_of(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the outcome rule is the result's rule; the evidence names the rule of each filled role, in role order
        ("FlashDecode achieves a 2.4x speedup over vLLM.",
         [("2.4x", "result/multiplier-value",
           ["result/metric-after-value", "result/method-subject-of-verb", "result/baseline-marker-after-value"])]),
        ("On the hard split, the median robustness is 22 tasks for our ranking.",
         [("22", "result/count-is-measure", ["result/metric-before-value", "result/dataset-unnamed-split-scope"])]),
        ("We propose FlashRoute, a routing scheme for mixture-of-experts models. Our method reduces latency by 38%.",
         [("38%", "result/percent-value", ["result/metric-object-of-change-verb", "result/method-proposal-reference"])]),
        ("On machine translation, Transformer-XL reaches 34.7 BLEU.",
         [("34.7", "result/scalar-value",
           ["result/metric-after-value", "result/method-subject-of-verb", "result/task-before-value"])]),
    ],
)
def test_results_rule_and_evidence(text: str, expected: list[tuple[str, str, list[str]]]) -> None:
    assert rules_of(text) == expected


def test_results_every_emitted_rule_is_registered() -> None:
    from abstract_claims.rules import RuleSet

    registered = RuleSet.load().claim_rules
    text = ("Extensive experiments demonstrate that PCM achieves up to a 2.71x speedup over sequential sampling "
            "and a 1.77x speedup over Picard iteration across various tasks. Approximately 78% of responses were "
            "rated satisfactory in terms of completeness.")  # fmt: skip
    for number, rule, evidence in rules_of(text):
        assert rule in registered, (number, rule)
        assert all(item in registered for item in evidence), (number, evidence)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a share is measured by what holds for its items, or by the verb that counts them (clarification 7)
        ("Approximately 78% of responses were rated satisfactory in terms of completeness.",
         [("78%", "rated satisfactory")]),
        ("The results show that 11.20% of this dataset is identified as containing hate in different categories.",
         [("11.20%", "identified as containing hate")]),
        ("Even the strongest models solved fewer than 5% of the problems.", [("5%", "solved")]),
        ("Moreover, in the recent picoCTF2024 hosted by CMU, CTFAgent ranked in the top 23.6% of nearly 7,000 "
         "participating teams.", [("23.6%", "ranked in the top")]),
        # a value compared with the one before measures the same thing
        ("In open-ended visual question answering (VQA), it scores 36.76% METEOR (vs. 33.58%), and in "
         "closed-ended VQA, it achieves 79.95% accuracy (vs. 75.78%).",
         [("36.76%", "METEOR"), ("33.58%", "METEOR"), ("79.95%", "accuracy"), ("75.78%", "accuracy")]),
        # a speed comparative with its noun is the measure ('6x faster training', clarification 7)
        ("Compared to prior diffusion approaches, our method achieves 3.1x faster inference.",
         [("3.1x", "faster inference")]),
        # a list shares the measure after its last value across 'absolute'
        ("The method delivers 9.5%, 6.5%, and 6.0% absolute accuracy gains for three backbones.",
         [("9.5%", "accuracy"), ("6.5%", "accuracy"), ("6.0%", "accuracy")]),
    ],
)
def test_results_measure_of_shares_comparisons_and_speed(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert metric_texts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 'respectively' pairs values with the methods listed before them
        ("Inception-UNet and Xception-UNet achieved mean Dice scores of 90.88 and 93.24, respectively.",
         [("90.88", "Inception-UNet"), ("93.24", "Xception-UNet")]),
        # a technique written as an ordinary noun phrase that acts on a measure
        ("Results show that majority voting achieved 75 percent accuracy on the test questions.",
         [("75 percent", "majority voting")]),
        ("In addition, hyperconnections raise $\\varphi$ to $0.65$, a genuine capacity gain.",
         [("0.65", "hyperconnections")]),
        # the subject's phrase ends at its system noun; plural system nouns name a system
        ("A human baseline from 300 annotators achieves 91.0% accuracy on the test set.",
         [("91.0%", "human baseline")]),
        ("Hybrid architectures exhibit 20-40x greater resilience to layer removal than pure Transformers.",
         [("20", "Hybrid architectures"), ("40x", "Hybrid architectures")]),
        # a pretrained model in parentheses after the value, when the subject names no system claim
        ("Fine-tuning on our corpus boosts accuracy by 7.8% (Llama-3-8B) and 9.1% (Qwen2.5-7B).",
         [("7.8%", "Llama-3-8B"), ("9.1%", "Qwen2.5-7B")]),
        # a change noun after a value is no verb: 'our method' stays the subject and resolves to the proposal
        ("We propose FlowInterp, a diffusion model for video frame interpolation. Compared to prior diffusion "
         "approaches, our method achieves up to 1.2dB PSNR gain on Vimeo90K and 3.1x faster inference.",
         [("1.2dB", "FlowInterp"), ("3.1x", "FlowInterp")]),
        # a lone capitalised word marked proposed is not the paper's contribution
        ("Spatiotemporal attention is costly. We propose Radial Attention, a sparse attention mechanism. With "
         "minimal tuning, it reduces training costs by up to 4.4x compared to direct fine-tuning.",
         [("4.4x", "Radial Attention")]),
    ],
)
def test_results_method_shapes(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert method_texts(text) == expected


def test_results_model_after_for_is_a_backbone_of_the_proposal() -> None:
    text = ("We introduce ContraDecode, a training-free decoding method for audio-visual language models. On "
            "AVHBench, it improves accuracy by 6% for VideoLLaMA2.")  # fmt: skip
    assert method_texts(text) == [("6%", "ContraDecode")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 'than B' after a comparative and its measure
        ("Hybrid architectures exhibit 20-40x greater resilience to layer removal than pure Transformers.",
         [("20", "pure Transformers"), ("40x", "pure Transformers")]),
        # the second end of a range shares the first end's baseline
        ("Experimental results show that WikiAutoGen outperforms previous methods by 8%-29% on our WikiSeek "
         "benchmark.", [("8%", "previous methods"), ("29%", "previous methods")]),
        # a baseline phrase stops before the next compared value; decimals stay whole
        ("Extensive experiments demonstrate that PCM achieves up to a 2.71x speedup over sequential sampling and "
         "a 1.77x speedup over Picard iteration across various tasks.",
         [("2.71x", "sequential sampling"), ("1.77x", "Picard iteration")]),
        ("Domain-specific models significantly outperformed general models (Mental-RoBERTa F1=0.643 vs. "
         "RoBERTa-base 0.485).", [("0.643", "RoBERTa-base")]),
        # a digit inside a name does not hide the clause's comparison
        ("GenM3 achieves a state-of-the-art FID of 0.035 on the HumanML3D benchmark, surpassing state-of-the-art "
         "methods by a large margin.", [("0.035", "state-of-the-art methods")]),
    ],
)
def test_results_baseline_shapes(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert baseline_texts(text) == expected
