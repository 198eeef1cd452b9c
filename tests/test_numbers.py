"""Numbers and model sizes on real sentences from abstracts: values, units, kinds, qualifiers, exclusions."""

from __future__ import annotations

import itertools
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

import abstract_claims.numbers as numbers_module
from abstract_claims import NumberClaim, extract
from abstract_claims.numbers import singular
from abstract_claims.rules import RuleSet


def numbers_of(text: str) -> list[NumberClaim]:
    return [c for c in extract(text) if isinstance(c, NumberClaim)]


def summary(text: str) -> list[tuple[str, float, str | None, str, str | None]]:
    return [(n.text, n.value, n.unit, n.kind, n.approx) for n in numbers_of(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("no evaluated model clears 80%, with Claude-Opus-4.6 leading at 77.8%, revealing that",
         [("80%", 80.0, "%", "percent", None), ("77.8%", 77.8, "%", "percent", None)]),
        (r"and resolves 80\% of the bad cases observed in a large-scale commercial personalized assistant",
         [(r"80\%", 80.0, "%", "percent", None)]),
        (r"with a $47\%$ perplexity reduction over SparseGPT on Llama-3.1-8B at $s=0.875$",
         [(r"47\%", 47.0, "%", "percent", None), ("0.875", 0.875, None, "scalar", None)]),
        (r"BMAttn achieves a \textbf{3.3x} speedup on long-context tasks with negligible accuracy loss, and up to "
         r"\textbf{5x} speedup with minimal degradation",
         [("3.3x", 3.3, "x", "multiplier", None), ("5x", 5.0, "x", "multiplier", "up to")]),
        ("while reducing average inference cost by 1.73x and exhibiting stable out-of-distribution generalization",
         [("1.73x", 1.73, "x", "multiplier", None)]),
        (r"from an iso-depth pretraining sweep spanning ${\sim}50\times$ in training compute",
         [(r"50\times", 50.0, "x", "multiplier", "~")]),
        ("our failure taxonomy works as an actionable in-context reward signal, yielding +7.1 pp on 42 paired "
         "GPT-5.1 failures.",
         [("+7.1 pp", 7.1, "pp", "delta", None), ("42", 42.0, "failure", "count", None)]),
        ("CoRP improves the base model by $8.1$ points on average.",
         [("8.1", 8.1, "points", "delta", "average")]),
        ("outperforming human-labeled and embedding-based baselines by an average of **17.64** and **18.02** "
         "percentage points, respectively",
         [("17.64", 17.64, "pp", "delta", "average"), ("18.02", 18.02, "pp", "delta", "average")]),
        ("The model improves accuracy by 2.5 percentage points over the baseline.",
         [("2.5 percentage points", 2.5, "pp", "delta", None)]),
        # corpus sentences: percentage points written on the number, hyphenated, or after TeX's tie
        ("H-NET++ achieves a 0.159 BPB reduction versus GPT-2-fa and a 5.4pp gain on ParsGLUE.",
         [("0.159", 0.159, None, "scalar", None), ("5.4pp", 5.4, "pp", "delta", None)]),
        ("MemOrb achieves up to a 63 percentage-point gain in multi-turn success rate.",
         [("63 percentage-point", 63.0, "pp", "delta", "up to")]),
        # a qualifier before an article bounds the number; 'over a' compares with it
        (r"LoopPlay achieves approximately a 10\% improvement in recall, nearly an 8\% accuracy gain over a 12% "
         "baseline.",
         [(r"10\%", 10.0, "%", "percent", "~"), (r"8\%", 8.0, "%", "percent", "nearly"),
          ("12%", 12.0, "%", "percent", None)]),
        ("it handles 50,000 queries per second under 55~ms average latency per query.",
         [("50,000", 50000.0, "query per second", "scalar", None), ("55~ms", 55.0, "ms", "scalar", "less than")]),
        ("BenchHub integrates 54 benchmarks comprising 839K samples across 10 languages.",
         [("54", 54.0, "benchmark", "count", None), ("839K", 839.0, "K", "count", None),
          ("10", 10.0, "language", "count", None)]),
        ("1,500 paired prompts across Python, Java, and C++, where 1,200 are for mechanistic analysis",
         [("1,500", 1500.0, "prompt", "count", None), ("1,200", 1200.0, "prompt", "count", None)]),
        (r"measure a recurrence-equivalence exponent $\varphi = 0.46$.",
         [("0.46", 0.46, None, "scalar", None)]),
        (r"constant dropping from $1/2$ (SparseGPT) to $3\rho/2$ (Block-OBS-GS)",
         [("1/2", 0.5, None, "fraction", None)]),
        ("the model degrades by roughly 12 ms per request and needs 3 GB of memory",
         [("12 ms", 12.0, "ms", "scalar", "~"), ("3 GB", 3.0, "GB", "scalar", None)]),
        ("a learning rate of 1e-4 and a weight decay of 0.01",
         [("1e-4", 0.0001, None, "scalar", None), ("0.01", 0.01, None, "scalar", None)]),
        ("we observe model performance to degrade as much as ~21%.",
         [("21%", 21.0, "%", "percent", "~")]),
        ("retains near 98% accuracy on Epilepsy with 1% of labels",
         [("98%", 98.0, "%", "percent", "nearly"), ("1%", 1.0, "%", "percent", None)]),
        ("accuracy drops by -3.2% when the prompts are paraphrased",
         [("-3.2%", -3.2, "%", "percent", None)]),
        ("trained on 2.7 million abstracts and 15 trillion tokens",
         [("2.7 million", 2.7, "M", "count", None), ("15 trillion", 15.0, "T", "count", None)]),
        ("attains a 2-fold reduction in latency and runs 2.5 times faster than FlashAttention",
         [("2-fold", 2.0, "x", "multiplier", None), ("2.5 times", 2.5, "x", "multiplier", None)]),
        # corpus sentences: points written on the number with a hyphen are a difference before a change noun
        # or when the number is a decimal; an integer before another noun counts (the scale's points)
        ("CBDES MoE achieves a 1.6-point increase in mAP and a 4.1-point improvement in NDS",
         [("1.6-point", 1.6, "points", "delta", None), ("4.1-point", 4.1, "points", "delta", None)]),
        ("including a 4-point boost in hard satisfaction rate on FollowBench, a 6-point increase on InFoBench",
         [("4-point", 4.0, "points", "delta", None), ("6-point", 6.0, "points", "delta", None)]),
        ("the student reaches 81.2% accuracy, leaving a 7.5-point accuracy gap to the teacher",
         [("81.2%", 81.2, "%", "percent", None), ("7.5-point", 7.5, "points", "delta", None)]),
        ("harmfulness is rated by annotators using a 5-point scale", [("5", 5.0, "point", "count", None)]),
        # corpus sentences: a currency code before the amount, and a score after a metric's acronym
        ("requires around 20,000 API calls and over USD 6,000 in computational cost",
         [("20,000", 20000.0, "call", "count", "~"), ("6,000", 6000.0, "USD", "scalar", "over")]),
        ("reaches BLEU 35 on WMT14 English-German", [("35", 35.0, None, "count", None)]),
        # arXiv's hard line breaks inside a unit or a qualifier of several words (corpus sentences)
        ("scores 49 % on the originals but drops by 4 percentage\npoints on surface variants",
         [("49 %", 49.0, "%", "percent", None), ("4 percentage\npoints", 4.0, "pp", "delta", None)]),
        ("the retrieved passages cover more\nthan 60% of the questions", [("60%", 60.0, "%", "percent", "more than")]),
    ],
)
def test_numbers_values_units_kinds_qualifiers(text: str, expected: list[tuple]) -> None:  # type: ignore[type-arg]
    assert summary(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "We evaluate GPT-5.1, Llama-3.1-8B and Qwen-3 on WikiText-2, MATH-500 and BFCL-v3.",
        "hashes are computed with SHA-256 and pass@1 is reported, together with top-$K$ accuracy",
        "Extensive experiments on mathematical benchmarks show that T2T outperforms the Avg7 of TPR5% baselines",
        "courts discussing Art. 11 ECHR on freedom of assembly, as in Table 3 and Section 4.2",
        "(1) an early phase where the LM selects entities by frequency, (2) a middle phase",
        "a sharp within-family capability cliff in Qwen 3.5 and Llama 2 models",
        "Code: https://anonymous.4open.science/r/llm-output-length and \\url{https://github.com/a/b-3}",
        r"with the leading $mn^{2}$ constant and $O(T^{-1})$ rates for $\beta_1$ where $\rho=1-s$",
        "under $2{:}4$ structured sparsity since 2023, as reported in [12, 13]",
        "We find three converging pieces of evidence across seventeen benchmarks.",
        "its 3D structure and 1st-order terms with version 3.8.18",
        # corpus sentences: an integer after an all-capital word is part of a name (hardware, goals, standards)
        "at the fastest setting on a commonly used RTX 3090 GPU",
        "towards more equitable media ecosystems in line with SDG 16",
        "are compliant or near-compliant with ISO 9001",
    ],
)
def test_numbers_not_numbers(text: str) -> None:
    assert numbers_of(text) == []


@pytest.mark.parametrize(
    ("text", "ends"),
    [
        ("RS FMs retain 69% to 109% relative accuracy on RS datasets", ("69%", "109%")),
        (r"substantially reduces regret, from $0.506$ to $0.110$ on ALFWorld", ("0.506", "0.110")),
        ("Across six Llama-3 and Qwen-3 backbones from 3B to 70B parameters", ("3B", "70B")),
        ("frozen hidden states of three open-weight 7-8B models", ("7", "8B")),
        ("accuracy rises by between 3% and 5% on every task", ("3%", "5%")),
    ],
)
def test_numbers_range_ends_are_linked(text: str, ends: tuple[str, str]) -> None:
    numbers = numbers_of(text)
    first, second = (next(n for n in numbers if n.text == end) for end in ends)
    assert first.range_with == second.id
    assert second.range_with == first.id


def test_numbers_range_shares_the_unit_of_its_end() -> None:
    first, second = numbers_of("frozen hidden states of three open-weight 7-8B models")
    assert (first.unit, first.kind) == ("B", "parameters")
    assert (second.unit, second.kind) == ("B", "parameters")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("we train small LMs (124M parameters) on mixtures of natural text", [("124M parameters", 1.24e8, None, None, None)]),
        ("frozen hidden states of three open-weight 7-8B models", [("7-8B", 8e9, 7e9, 8e9, None)]),
        ("Across five language models from $0.5$B to $8$B and five tasks",
         [("0.5$B", 5e8, None, None, None), ("8$B", 8e9, None, None, None)]),
        ("smoothing to 70.7% at 397B-A17B: what emerges across the cliff", [("397B-A17B", 3.97e11, None, None, 1.7e10)]),
        ("including models up to 80B parameters.", [("80B parameters", 8e10, None, None, None)]),
        ("at $r{=}4$ a 410M looped model performs on par with a 580M non-looped model",
         [("410M", 4.1e8, None, None, None), ("580M", 5.8e8, None, None, None)]),
        ("pretrained on 2T tokens and 10M images", []),
        # a range of sizes written with scale letters on both ends is one size, and both ends are numbers
        ("Experiments across scales (100M-700M parameters) show that MASA achieves better benchmark accuracy",
         [("100M-700M parameters", 7e8, 1e8, 7e8, None)]),
        ("the syntactic-domain correlation can lower performance on entity knowledge tasks in OLMo-2 models (1B--13B).",
         [("1B--13B", 1.3e10, 1e9, 1.3e10, None)]),
    ],
)
def test_numbers_model_sizes(text: str, expected: list[tuple]) -> None:  # type: ignore[type-arg]
    sizes = [c for c in extract(text) if c.type == "model_size"]
    assert [(s.text, s.parameters, s.low, s.high, s.active_parameters) for s in sizes] == expected  # type: ignore[union-attr]


def test_numbers_both_ends_of_a_size_range_are_numbers() -> None:
    claims = extract("Consistent improvements were observed across model scales (0.5B-14B) and all tasks")
    assert [(n.text, n.value, n.unit, n.kind) for n in claims if isinstance(n, NumberClaim)] == [
        ("0.5B", 0.5, "B", "parameters"), ("14B", 14.0, "B", "parameters")]


def test_numbers_model_size_links_its_numbers() -> None:
    claims = extract("smoothing to 70.7% at 397B-A17B: what emerges")
    size = next(c for c in claims if c.type == "model_size")
    linked = [next(c for c in claims if c.id == ref) for ref in size.numbers]  # type: ignore[union-attr]
    assert [n.text for n in linked] == ["397B", "17B"]
    assert all(n.kind == "parameters" for n in linked)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("text", "symbol"),
    [(r"measure a recurrence-equivalence exponent $\varphi = 0.46$.", "φ"),
     (r"on Llama-3.1-8B at $s=0.875$;", "s"),
     (r"for any temperature $\beta \geq 0.5$ the bound holds", "β")],
)
def test_numbers_symbol_of_assigned_value(text: str, symbol: str) -> None:
    (number,) = numbers_of(text)
    assert number.symbol == symbol


@pytest.mark.parametrize(
    ("plural", "expected"),
    [("LLMs", "llm"), ("queries", "query"), ("model-task pairs", "model-task pair"), ("judgments", "judgment"),
     ("analyses", "analysis"), ("patches", "patch"), ("biases", "bias"), ("is", None), ("corpus", None),
     ("accuracy", None)],
)
def test_numbers_singular_of_counted_nouns(plural: str, expected: str | None) -> None:
    from abstract_claims.numbers import NumberRules
    from abstract_claims.rules import RuleSet

    assert singular(plural.split()[-1] if " " in plural else plural, NumberRules(RuleSet.load())) == (
        expected.split()[-1] if expected and " " in expected else expected
    )


def test_numbers_spans_index_the_raw_latex() -> None:
    text = r"**17.64** and ${\sim}50\times$ and $0.5$B and \textbf{3.3x} and 80\% and $\varphi{=}1$"
    for claim in extract(text):
        assert text[claim.start : claim.end] == claim.text
    assert [n.text for n in numbers_of(text)] == ["17.64", r"50\times", "0.5", "3.3x", r"80\%", "1"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("In our evaluation on 8\nmajor diseases from a national biobank, the pipeline",
         [("8", 8.0, "disease", "count", None)]),
        ("a language spoken by nearly 700\nmillion speakers, the region lacks",
         [("700\nmillion", 700.0, "M", "count", "nearly")]),
        ("convolutional networks, which consist of up to 500 millions parameters",
         [("500 millions", 500.0, "M", "parameters", "up to")]),
    ],
)
def test_numbers_unit_after_a_line_break(text: str, expected: list[tuple]) -> None:  # type: ignore[type-arg]
    assert summary(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # units written on the number, as the measurement lexicon writes them, with what they measure
        ("the compressed index takes 30MB and answers in 350ms on a laptop",
         [("30MB", 30.0, "MB", "data storage"), ("350ms", 350.0, "ms", "time")]),
        ("renders at 60FPS with a 0.2dB drop in PSNR", [("60FPS", 60.0, "fps", "frequency"),
                                                      ("0.2dB", 0.2, "dB", "sound level")]),
        ("shrinking the checkpoint from 767MB to 120MB", [("767MB", 767.0, "MB", "data storage"),
                                                          ("120MB", 120.0, "MB", "data storage")]),
        ("fits on a single GPU with 24GB VRAM", [("24GB", 24.0, "GB", "data storage")]),
        ("reaching a 4.24X speedup in decoding", [("4.24X", 4.24, "x", None)]),
        # spaced units: a symbol gives its normal symbol, a word the unit's name
        ("a surface distance of 0.27 mm and a latency of 5 msec", [("0.27 mm", 0.27, "mm", "length"),
                                                                 ("5 msec", 5.0, "ms", "time")]),
        ("trained for 10 hours at 20°C", [("10", 10.0, "hour", "time"), ("20°C", 20.0, "°C", "temperature")]),
        ("runs in real time at 30 fps on a phone", [("30 fps", 30.0, "fps", "frequency")]),
        # decades are no durations
        ("a trend since the 1990s and 2010s", []),
    ],
)
def test_numbers_measurement_units(text: str, expected: list[tuple]) -> None:  # type: ignore[type-arg]
    assert [(n.text, n.value, n.unit, n.quantity) for n in numbers_of(text)] == expected


def test_numbers_unit_on_a_number_is_no_name() -> None:
    claims = extract("The model fits on a single GPU with 24GB VRAM and needs 30MB of disk.")
    assert [c.text for c in claims if c.type in ("method", "dataset", "model")] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 'N+' is N or more, and the noun after it is still counted
        ("trained on a large-scale dataset of 32,000+ images from 105 smartphones",
         [("32,000+", 32000.0, "image", "count", "at least"), ("105", 105.0, "smartphone", "count", None)]),
        ("across three models and 15+ languages", [("15+", 15.0, "language", "count", "at least")]),
        ("the renderer enables 600+ FPS on a laptop", [("600+ FPS", 600.0, "fps", "scalar", "at least")]),
        # the counted noun after several modifiers, coordinated ones too
        ("a survey of over 75 remote sensing vision foundation models", [("75", 75.0, "model", "count", "over")]),
        ("an English dataset spanning 12 spoken and written genres", [("12", 12.0, "genre", "count", None)]),
        ("we release 1,267 high-quality annotated editing instances", [("1,267", 1267.0, "instance", "count", None)]),
        # a rate: a counted noun per another
        ("achieving up to 101 frames per second on a single GPU",
         [("101", 101.0, "frame per second", "scalar", "up to")]),
        ("the highest technical complexity (3.04 rhymes per line)", [("3.04", 3.04, "rhyme per line", "scalar", None)]),
        # 'N out of M things': both count the things
        ("RCA improves FitAP in 11 out of 15 open-source VLMs, with gains up to 26.6%.",
         [("11", 11.0, "vlm", "count", None), ("15", 15.0, "vlm", "count", None),
          ("26.6%", 26.6, "%", "percent", "up to")]),
        ("The three variants consistently hold the top three positions, leading in 13 of the 15 benchmarks.",
         [("13", 13.0, "benchmark", "count", None), ("15", 15.0, "benchmark", "count", None)]),
        # a whole number of things for each item of a design counts the things
        ("Our final dataset contains 50 images per identity, and all newly generated identities are checked",
         [("50", 50.0, "image", "count", None)]),
        ("Controlled ablation studies conducted on 50 questions per configuration across 3 independent runs",
         [("50", 50.0, "question", "count", None), ("3", 3.0, "run", "count", None)]),
        # a mean and its deviation share the unit
        (r"the distance reaches 0.37$\pm$0.27 mm on occluded areas",
         [("0.37", 0.37, "mm", "scalar", None), ("0.27 mm", 0.27, "mm", "scalar", None)]),
        # a score out of a maximum is a fraction, decimals included
        ("achieves the top clinician rating (7.20/10) among the variants", [("7.20/10", 0.72, None, "fraction", None)]),
    ],
)
def test_numbers_counts_rates_and_shared_units(text: str, expected: list[tuple]) -> None:  # type: ignore[type-arg]
    assert summary(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a symbol defined as a count counts that noun, in its set and where it is used later
        (r"an iso-depth sweep across recurrence counts $r \in \{1, 2, 4\}$. For example, at $r{=}4$ a looped model",
         [("1", "recurrence"), ("2", "recurrence"), ("4", "recurrence"), ("4", "recurrence")]),
        (r"we vary the number of layers $L \in \{2, 6\}$ and keep the width", [("2", "layer"), ("6", "layer")]),
        # a bare count standing for the noun counted just before it
        (r"its median robustness is 22 tasks (92\%), compared with 13 (54\%) under arithmetic mean",
         [("22", "task"), ("92\\%", "%"), ("13", "task"), ("54\\%", "%")]),
        ("we build 800 questions, where 600 are used for training and 200 are held out",
         [("800", "question"), ("600", "question"), ("200", "question")]),
        # not a count standing for the earlier noun: a batch size after a count of epochs
        ("we train 3 models for 10 epochs with a batch size of 32.", [("3", "model"), ("10", "epoch"), ("32", None)]),
        ("Across 17 benchmarks, 3 models achieve over 90% accuracy.", [("17", "benchmark"), ("3", "model"), ("90%", "%")]),
        ("Visualizations based on 1536-dimensional embeddings confirm semantic clusters", [("1536", "dimension")]),
        # an acronym ending in s or a mass noun before the noun counted modifies it
        ("evaluated on a cohort of 4,160 real NHS patients, the proposed model achieves", [("4,160", "patient")]),
        ("a visual reasoning dataset built from 46 data sources across 8 dimensions",
         [("46", "source"), ("8", "dimension")]),
    ],
)
def test_numbers_count_units_from_context(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert [(n.text, n.unit) for n in numbers_of(text)] == expected


@pytest.mark.parametrize(
    "text",
    [
        # enumerators in running text, without an opening parenthesis
        "for two reasons: partitioning posts into sentences 1) broadly matches the granularity and 2) simplifies it",
        "The framework integrates 1) progressive generation, 2) gradient guidance, and 3) prompt tuning.",
        # labels listed after a label word
        "specifically Task 4 (Subtasks 1, 2a, and 2b) and Task 5 (Subtasks 1 and 2)",
        "as shown in Tables 3, 4 and 5",
        # versions and editions written after a name
        "We present HAPS 2.0, an enhanced motion dataset, and evaluate on MultiVENT 2.0.",
        "This paper presents our system for the SMM4H-HeaRD 2025 shared tasks.",
        # 'type 2 diabetes' is a label; '3-D' is one term, as '3D' is
        "detect potential deviations in type 2 diabetes and other pancreatic disease",
        "yet their sparse, noisy point clouds constrain 3-D object detection.",
        # a version in a name, as the singular verb after it says (a count of several would take the plural)
        "Evaluation results demonstrate that Step-Audio 2 achieves state-of-the-art performance on audio benchmarks",
        "However, generating formal proofs in specialized languages like Lean 4 remains a significant challenge",
        "Seedream 4.0 is pretrained on billions of text-image pairs spanning diverse taxonomies",
        # a size written after a model family's version is part of the model's name
        "We use a 4-bit quantized Gemma 2 9B model",
        "the LLaMA 3.1 8B fine-tuned model and Qwen 1.5 0.5B",
    ],
)
def test_numbers_labels_versions_and_names_are_not_numbers(text: str) -> None:
    assert [n.text for n in numbers_of(text) if n.unit != "bit"] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a nuclei F1-score of 73.40% for Track 1 and 63.48% for Track 2",
         [("73.40%", 73.4, "%", "percent", None), ("63.48%", 63.48, "%", "percent", None)]),
        ("a score of 0.944 for Task Aggregate and 0.487 for the overall aggregate",
         [("0.944", 0.944, None, "scalar", None), ("0.487", 0.487, None, "scalar", None)]),
        ("each sample (with 2) is kept", [("2", 2.0, None, "count", None)]),
        ("We collected 2025 images from the archive", [("2025", 2025.0, "image", "count", None)]),
        ("examined narratives from the 2021 Cuban protests in 1,500 posts", [("1,500", 1500.0, "post", "count", None)]),
    ],
)
def test_numbers_not_labels(text: str, expected: list[tuple]) -> None:  # type: ignore[type-arg]
    assert summary(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("semantic drift, especially in sub-10B parameter LLMs handling complex inference",
         [("10B", 10.0, "B", "parameters", "less than")]),
        ("achieves 85-99% single-shot accuracy and near-100% pass@100",
         [("85", 85.0, "%", "percent", None), ("99%", 99.0, "%", "percent", None),
          ("100%", 100.0, "%", "percent", "nearly")]),
        ("rivalling larger models with as few as 400 million parameters",
         [("400 million", 400.0, "M", "parameters", "as few as")]),
    ],
)
def test_numbers_qualifier_prefixes(text: str, expected: list[tuple]) -> None:  # type: ignore[type-arg]
    assert summary(text) == expected


@pytest.mark.parametrize(
    ("text", "sizes"),
    [
        # sizes of other things than a model's parameters are numbers, not model sizes
        ("We pre-train 1B-parameter models (up to 32K context) and 3B-parameter models (8K context) on 100B tokens",
         ["1B-parameter", "3B-parameter"]),
        ("auditing a large-scale dataset of 186K articles from online editions of 1.5K American newspapers", []),
        ("we collect 1M real-world VQA pairs and train on them", []),
        ("the disease accounts for over $8 billion in annual healthcare expenditures", []),
        ("three BPE tokenizers (4K, 8K, and 16K vocabulary sizes) for text correction", []),
        ("a significant challenge for the 2.2 billion people worldwide", []),
        # parameter counts written around the noun are model sizes
        ("logical inconsistencies, especially in sub-10B parameter LLMs", ["10B parameter"]),
        ("rivalling larger models with as few as 400 million parameters", ["400 million parameters"]),
        ("fine-tuning the 7B LVLMs with our method achieves consistent gains", ["7B"]),
        ("an 8B model peaks at 1T tokens, while a 3B model needs more data", ["8B", "3B"]),
        ("Through test-time scaling, a 1.5B GenPRM outperforms GPT-4o", ["1.5B"]),
        ("when implemented with 7B open-source LMMs using only 2% of the data", ["7B"]),
        ("neuro and spine MRI, all acquired at 1.5T and 3T, to test generalization", []),
        # a range counts what its second end counts; 'large-scale' says nothing about a model's scale
        ("progressively extends the model's context length from 8K to 128K tokens, enabling longer videos", []),
        ("a large-scale geometry dataset of 21.8 million geometric problems, over 3 million of which contain", []),
        ("This enables the creation of a large-scale dataset with 1500k+ samples, almost 50 times larger", []),
    ],
)
def test_numbers_model_sizes_only_for_parameter_counts(text: str, sizes: list[str]) -> None:
    assert [c.text for c in extract(text) if c.type == "model_size"] == sizes


def test_numbers_money_is_a_number_with_its_quantity() -> None:
    money = numbers_of("accounting for over $8 billion in annual healthcare expenditures")
    assert [(n.text, n.value, n.unit, n.quantity, n.kind, n.approx) for n in money] == [
        ("8 billion", 8.0, "B", "currency", "scalar", "over")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a sign after a qualifier
        ("the carbon isotope values are ∼−23.5‰ in the samples", [("−23.5‰", -23.5, "‰", "scalar", "~")]),
        # a decimal comma where no thousands reading fits
        ("achieving a BLEU-4 of 72,64% on 1,234 test samples",
         [("72,64%", 72.64, "%", "percent", None), ("1,234", 1234.0, "sample", "count", None)]),
        # a percentage after a dash standing for a pause
        ("the gap to frontier on more complex tasks--57.5% and 34.6% above the average",
         [("57.5%", 57.5, "%", "percent", None), ("34.6%", 34.6, "%", "percent", None)]),
        # a score after a model family's name is not its version
        ("an F1 score of 91.58%, compared to ViT 86.54%, 88.28%",
         [("91.58%", 91.58, "%", "percent", None), ("86.54%", 86.54, "%", "percent", None),
          ("88.28%", 88.28, "%", "percent", None)]),
    ],
)
def test_numbers_signs_commas_dashes_and_scores_after_names(text: str, expected: list[tuple]) -> None:  # type: ignore[type-arg]
    assert summary(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        r"volumes with resolutions up to 512$\times$512$\times$256, utilizing commodity GPUs",
        r"with FID on ImageNet 256 $\times$ 256 after 400K iterations",
        "initial low-resolution outputs 128 x 128 are super-resolved",
    ],
)
def test_numbers_shapes_are_not_numbers(text: str) -> None:
    assert [n.text for n in numbers_of(text) if n.unit != "K"] == []


@pytest.mark.parametrize(
    ("text", "model"),
    [
        ("We use few-shot learning with a 4-bit quantized Gemma 2 9B model", "Gemma 2 9B"),
        ("For instance, the LLaMA 3.1 8B fine-tuned model achieved a gain", "LLaMA 3.1 8B"),
    ],
)
def test_numbers_size_inside_a_spaced_model_name(text: str, model: str) -> None:
    claims = extract(text)
    assert [c.text for c in claims if c.type == "model"] == [model]
    assert [c.text for c in claims if c.type in ("model_size",)] == []
    assert [n.text for n in numbers_of(text) if n.unit != "bit"] == []


def test_numbers_score_after_a_name_is_not_swallowed_by_the_name() -> None:
    claims = extract("an F1 score of 91.58%, compared to ViT 86.54%, 88.28%")
    assert all("86.54" not in c.text for c in claims if c.type in ("model", "method"))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("correlates with human rankings at just $4 per test.", [("4", 4.0, "$", "currency")]),
        ("with only 7,000 samples and a $42 training cost", [("7,000", 7000.0, "sample", None),
                                                            ("42", 42.0, "$", "currency")]),
        # ordinary words that quantulum3 also knows as units are counted nouns here
        ("a dataset comprising 5 real image datasets and 3 quarters of the data", [("5", 5.0, "dataset", None),
                                                                                  ("3", 3.0, "quarter", None)]),
    ],
)
def test_numbers_money_and_words_that_are_not_units(text: str, expected: list[tuple]) -> None:  # type: ignore[type-arg]
    assert [(n.text, n.value, n.unit, n.quantity) for n in numbers_of(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a short aside between a count and its noun
        ("were scanned on 13 different scanners.\n  There was a decrease from 116 (0.43%) to 22 (0.08%) fully "
         "undetected tissue samples",
         [("13", "scanner"), ("116", None), ("0.43%", "%"), ("22", "sample"), ("0.08%", "%")]),
        ("Segment Anything 2 (SAM2) enables robust single-object tracking", [("2", None)]),
    ],
)
def test_numbers_counted_noun_after_an_aside(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert [(n.text, n.unit) for n in numbers_of(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("improves over the baseline on 60m range and a localization error below 0.3m",
         [("60m", "m"), ("0.3m", "m")]),
        ("an average relative pose error (RPE) of 1.09 m on the test drive", [("1.09 m", "m")]),
        # a lower-case m before a plural noun is a million, not a metre (and not read)
        ("pretrained on 1m images with 5m parameters", []),
    ],
)
def test_numbers_metres(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(n.text, n.unit) for n in numbers_of(text)] == expected


# --- the fast paths of the number scanner find what the plain regexes find ----------------------------------
# Each shortcut in numbers.py (a gate on the characters a pattern needs, a search started late, a loop instead of a
# regex) must give the very answer of the regex it stands for, on real sentences and on any text.

_RULES = numbers_module.NumberRules(RuleSet.load())
_ALL_LINKS = numbers_module._url_pattern(True, True, True)
_SHORTCUT_TEXTS = [
    "Code: https://github.com/x/y-z. Contact a.b+c@uni-x.edu or see arXiv:2501.01234 and doi: 10.1/abc.",
    "Ratio 2:4 at WWW.Example.org; no link here: just 77.8% accuracy, up to 5x faster than about 3 ms.",
    "approximately 12 ms, more than\n 40 %, (at least 3 layers), ~ 7B parameters, over $8 billion",
    "DOİ:10.5/x and ſ",
    "see doı:10.5/x now",
]
_PIECES = [*"ab xXv:/.@-~([A0123\n\tışİ%hHwWſK", "www.", "http", "HTTP", "://", "doi:", "up to ", "more than ", "ms", " per "]
_TEXT = st.lists(st.sampled_from(_PIECES), max_size=30).map("".join)


def _links_found(text: str) -> list[tuple[int, int]]:
    if "://" in text or "www." in text or "@" in text or ":" in text:
        links = numbers_module._url_pattern("://" in text or "www." in text.lower(),
                                            any(end in text for end in numbers_module._IDENTIFIER_ENDS), "@" in text)
        return [match.span() for match in links.finditer(text)] if links is not None else []
    return []


@pytest.mark.parametrize("text", _SHORTCUT_TEXTS)
def test_numbers_links_only_with_the_alternatives_the_text_can_match(text: str) -> None:
    assert _links_found(text) == [match.span() for match in _ALL_LINKS.finditer(text)]


@given(_TEXT)
def test_numbers_links_only_with_the_alternatives_the_text_can_match_on_any_text(text: str) -> None:
    if "://" in text or "www." in text or "@" in text or ":" in text:
        assert _links_found(text) == [match.span() for match in _ALL_LINKS.finditer(text)]


# the link alternatives as they were written, case-insensitive as a whole: the rewritten ones (each case-insensitive
# within itself, the link's led by its first letter in both cases) must match what they matched, in every combination
_LINK_REFERENCE = (r"(?:https?://|www\.)\S+", r"\b(?:arXiv|doi):\s?\S+", r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)*\.[A-Za-z]{2,}")
_LINK_TEXTS = [*_SHORTCUT_TEXTS, "HTTPſ://a.b hTtP://c WwW.d.e wWw.f aRxıv:3 a@b.cK x@y.İt http:/ ww.w www", ""]


def _same_links(text: str) -> None:
    for scheme, identifier, email in itertools.product((False, True), repeat=3):
        kept = [pattern for pattern, wanted in zip(_LINK_REFERENCE, (scheme, identifier, email), strict=True) if wanted]
        fast = numbers_module._url_pattern(scheme, identifier, email)
        if fast is None:
            assert not kept
            continue
        reference = re.compile("|".join(kept), re.IGNORECASE)
        assert [m.span() for m in fast.finditer(text)] == [m.span() for m in reference.finditer(text)]


@pytest.mark.parametrize("text", _LINK_TEXTS)
def test_numbers_link_alternatives_match_as_written_before(text: str) -> None:
    _same_links(text)


@given(_TEXT)
def test_numbers_link_alternatives_match_as_written_before_on_any_text(text: str) -> None:
    _same_links(text)


def _previous_word_by_regex(text: str, start: int) -> str:
    match = numbers_module._PREVIOUS_WORD.search(text, max(0, start - 30), start)
    return match.group("word") if match else ""


@given(_TEXT, st.integers(min_value=0, max_value=60))
def test_numbers_previous_word_as_the_regex_reads_it(text: str, start: int) -> None:
    start = min(start, len(text))
    assert numbers_module._previous_word(text, start) == _previous_word_by_regex(text, start)


@pytest.mark.parametrize("text", _SHORTCUT_TEXTS)
def test_numbers_previous_word_as_the_regex_reads_it_in_sentences(text: str) -> None:
    for start in range(len(text) + 1):
        assert numbers_module._previous_word(text, start) == _previous_word_by_regex(text, start)


@given(_TEXT)
def test_numbers_qualifier_search_started_late_finds_the_same(window: str) -> None:
    late = _RULES.qualifier_before.search(window, max(0, len(window.rstrip()) - _RULES.qualifier_longest))
    full = _RULES.qualifier_before.search(window)
    assert (late.span() if late else None) == (full.span() if full else None)


def _spaced_unit_by_each_regex(text: str, end: int) -> tuple[int, str] | None:
    for pattern, rule in _RULES.spaced_units:
        found = pattern.match(text, end)
        if found and not rule.requires_next:
            return found.end(), rule.id
        if found:
            following = numbers_module._WORD_AFTER.match(text, found.end())
            if following and following.group("word").lower() in rule.requires_next:
                return found.end(), rule.id
    return None


@pytest.mark.parametrize("text", ["a 7.1 percentage points gain", "12 thousand\n images", "3 ms", "5 Percent",
                                  "40 million", "2 per cent", "7 pp"])  # fmt: skip
def test_numbers_spaced_unit_prefilter_keeps_every_unit(text: str) -> None:
    for end in range(len(text) + 1):
        found = numbers_module._spaced_unit(text, end, _RULES)
        assert ((found[0], found[1].id) if found else None) == _spaced_unit_by_each_regex(text, end)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the folds of a cross-validation are counted, not a change by a factor
        ("bar level CT images with 5-fold cross-validation, ensuring", [("5", 5.0, "fold", "count", None)]),
        ("Using 5-fold cross-validation in 11 external cohorts", [("5", 5.0, "fold", "count", None),
                                                                   ("11", 11.0, "cohort", "count", None)]),
        ("We achieved a 5-fold cross-validated average AUC", [("5", 5.0, "fold", "count", None)]),
        # ... also past the unit of the split
        ("Using 5-fold patient-wise cross-validation on the LUMIERE dataset, TRACE achieves",
         [("5", 5.0, "fold", "count", None)]),
        # a factor stays a multiplier
        ("with a 100-fold reduction in time.", [("100-fold", 100.0, "x", "multiplier", None)]),
        ("compressed 4.1-fold from the MobileNet-V2 teacher", [("4.1-fold", 4.1, "x", "multiplier", None)]),
    ],
)
def test_numbers_fold_of_a_cross_validation_is_a_count(text: str, expected: list[tuple[str, float, str | None, str, str | None]]) -> None:
    assert summary(text) == expected


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # corpus sentences: values listed with no space after the comma, after a decimal or in a bracketed list
        ("Performance declined for light (VLM = 0.60 (0.56,0.67), DM = 0.70 (0.63, 0.79)).",
         ["0.60", "0.56", "0.67", "0.70", "0.63", "0.79"]),
        ("Prompting yields an improvement of +0.16 (95% CI: [0.10,0.22]).", ["+0.16", "95%", "0.10", "0.22"]),
        ("this ordering persists across texture-overlay strengths alpha in {0.15,0.25,0.35,0.50}.",
         ["0.15", "0.25", "0.35", "0.50"]),
        ("MAE remains below 0.05 on the normalized [0,1] pixel scale.", ["0.05", "0", "1"]),
        # a thousands group and a citation stay as they were
        ("It holds 1,000 images [3,4] and 12,500 captions.", ["1,000", "12,500"]),
    ],
)
def test_numbers_values_listed_without_a_space(text: str, values: list[str]) -> None:
    assert [claim.text for claim in extract(text) if isinstance(claim, NumberClaim)] == values
