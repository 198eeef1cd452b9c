"""Candidates, votes and one decision: what is not an entity and why, and which rule decided each entity claim."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from _claim_helpers import ENTITY_TYPES, explained
from abstract_claims import Extractor, extract
from abstract_claims.cli import app
from abstract_claims.diff import diff_claims, read_claims, report_text
from abstract_claims.export import write_documents
from abstract_claims.sources import SourceDocument


@pytest.mark.parametrize(
    ("text", "span", "reason", "rule"),
    [
        ("We fuse camera images with LiDAR point clouds on a single GPU.", "LiDAR", "generic term", "generic/terms"),
        ("We fuse camera images with LiDAR point clouds on a single GPU.", "GPU", "generic term", "generic/terms"),
        ("Large language models (LLMs) often fail at multi-digit arithmetic.", "LLMs", "generic term",
         "generic/terms"),
        ("We study Chinese-English and English-German translation with a shared vocabulary.", "Chinese-English",
         "language", "not_entity/language"),
        ("We annotate rulings of the European Court of Human Rights (ECHR) with argument labels.", "ECHR",
         "organization", "rejected/organization"),
        ("We revisit contrastive decoding (CD) as a way to reduce hallucination.", "CD", "generic phrase",
         "rejected/generic-acronym"),
        ("We revisit contrastive decoding (CD) as a way to reduce hallucination.", "contrastive decoding",
         "generic phrase", "rejected/generic-acronym"),
        ("All models fit on a single card with 24GB VRAM.", "GB VRAM", "unit", "number/measurement"),
        ("Video Frame Interpolation (VFI) synthesizes intermediate frames between two inputs.", "VFI", "task",
         "task/acronym"),
        ("Code and data are available at https://github.com/example/DistillKit for reuse.",
         "https://github.com/example/DistillKit", "url", "rejected/url"),
        ("We show that the ANR impossibility theorem extends to ranked voting.", "ANR", "result or notion",
         "rejected/notion-head"),
        ("The shared task was held at INTERSPEECH 2024 with four tracks.", "INTERSPEECH", "venue", "generic/venues"),
        ("The framework is implemented in MindSpore and runs on Ascend devices.", "MindSpore", "software",
         "generic/software"),
        ("We classify chest X-rays of COVID-19 patients into three grades.", "COVID-19", "domain term",
         "generic/domain-terms"),
        ("Generation is bounded by the KV cache of the decoder.", "KV", "generic phrase", "generic/generic-acronyms"),
        ("Funding was provided by DARPA under a research grant.", "DARPA", "organization", "generic/organizations"),
        ("We quantize weights and activations to FP8 and report accuracy under W4A4KV4 settings.", "W4A4KV4",
         "generic term", "generic/number-formats"),
        ("We quantize weights and activations to FP8 and report accuracy under W4A4KV4 settings.", "FP8",
         "generic term", "generic/number-formats"),
        ("The entire dataset contains over 600 hours of UHD video recorded at 50 frames per second.", "UHD",
         "unexplained acronym", "rejected/unexplained-acronym"),
        ("Existing schema inference systems focus on JSON or RDF data and rely on lexical formats.", "RDF",
         "unexplained acronym", "rejected/unexplained-acronym"),
        ("In Stage II, this representation is cloned into parallel branches and steered by a policy.", "Stage II",
         "ordinal label", "rejected/ordinal-label"),
        ("Such variation can cause Type I, Type II, Type S, or Type M errors in downstream analyses.", "Type II",
         "ordinal label", "rejected/ordinal-label"),
    ],
)
def test_not_an_entity_is_an_outcome_with_a_reason(explaining: Extractor, text: str, span: str, reason: str,
                                                   rule: str) -> None:  # fmt: skip
    document = explained(explaining, text)
    rejected = {(r.text, r.reason, r.rule) for r in document.rejected or []}
    assert (span, reason, rule) in rejected, rejected
    assert all(r.text == text[r.start : r.end] for r in document.rejected or [])
    # rejected spans are no entity claims
    assert span not in {c.text for c in document.claims if c.type in ENTITY_TYPES}


def test_rejected_only_with_explain() -> None:
    text = "We fuse camera images with LiDAR point clouds on a single GPU."
    plain = Extractor().document(SourceDocument("doc", text))
    assert plain.rejected is None
    assert "rejected" not in plain.model_dump(mode="json")


def test_explain_flag_writes_rejected_per_document(tmp_path: Path) -> None:
    source = tmp_path / "abstracts.jsonl"
    record_text = "All models fit on a single card with 24GB VRAM."
    source.write_text(json.dumps({"id": "a", "text": record_text}) + "\n", encoding="utf-8")
    output = tmp_path / "out.jsonl"
    result = CliRunner().invoke(app, ["extract", str(source), "-o", str(output), "--explain", "-q"])
    assert result.exit_code == 0, result.output
    record = json.loads(output.read_text(encoding="utf-8"))
    start = record_text.index("GB VRAM")
    assert {"start": start, "end": start + 7, "text": "GB VRAM", "reason": "unit", "rule": "number/measurement"} \
        in record["rejected"]  # fmt: skip
    plain = tmp_path / "plain.jsonl"
    assert CliRunner().invoke(app, ["extract", str(source), "-o", str(plain), "-q"]).exit_code == 0
    assert "rejected" not in json.loads(plain.read_text(encoding="utf-8"))


def _claim(text: str, surface: str, occurrence: int = 0) -> tuple[str, str, tuple[str, ...]]:
    found = [c for c in extract(text) if c.text == surface and c.type in ENTITY_TYPES]
    claim = found[occurrence]
    return claim.type, claim.rule, tuple(claim.evidence)


def test_repeated_name_has_its_own_rule_and_the_deciding_rule_as_evidence() -> None:
    text = ("We propose ToolRace, a benchmark of multi-step tool use tasks. Agents often fail on ToolRace when "
            "tools time out, and ToolRace exposes it.")  # fmt: skip
    first = _claim(text, "ToolRace", 0)
    assert first == ("dataset", "entity/appositive", ("entity/name-shape",))
    # the later mentions read as established: re-typed by the repeated name, which keeps where it came from
    for occurrence in (1, 2):
        kind, rule, evidence = _claim(text, "ToolRace", occurrence)
        assert (kind, rule) == ("dataset", "entity/repeated-name")
        assert "entity/appositive" in evidence


def test_context_vote_decides_a_name_that_says_nothing_about_itself() -> None:
    assert _claim("Results on the SCOUT benchmark show a clear gain.", "SCOUT") == \
        ("dataset", "dataset/kind-after-name", ("entity/name-shape",))  # fmt: skip


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("LLM-driven simulations on the AMI test set indicate that our system substantially reduces DER by 9.92%.",
         "AMI"),
        ("It achieves strong performance, with HOTA scores of 66.4 on MOT17 and 65.7 on MOT20 test sets.", "MOT20"),
        ("We present a 997-sentence FLORES+ dev set and a fine-tuned translation model.", "FLORES+"),
        ("The experiments were performed with the MetroPT data set from the metro operator of Porto.", "MetroPT"),
        ("We conduct our experiments on the WMT09 data and report BLEU.", "WMT09"),
        ("We compare with a linear mention-ranking model on the CoNLL 2012 English test set.", "CoNLL 2012"),
        ("This paper presents three distinct systems developed for the M-DAIGT shared task on detecting AI "
         "generated content.", "M-DAIGT"),
        # a name ending in a data head: 'Treebank'
        ("The corpus was curated using the Urdu Treebank and diverse Urdu text corpora.", "Urdu Treebank"),
    ],
)
def test_a_split_or_data_noun_after_a_name_makes_it_a_dataset(text: str, name: str) -> None:
    assert [c.type for c in extract(text) if c.text == name] == ["dataset"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("This pipeline yields Arch-300K, a domain-specialized dataset of approximately 315,000 triplets.",
         "Arch-300K"),
        ("ArzEn-MultiGenre is a parallel dataset of Egyptian Arabic song lyrics and novels.", "ArzEn-MultiGenre"),
    ],
)
def test_a_name_said_to_be_a_dataset_is_a_dataset(text: str, name: str) -> None:
    assert [c.type for c in extract(text) if c.text == name] == ["dataset"]


@pytest.mark.parametrize(
    "text",
    [
        "We evaluated CAVSAM on widely-used datasets, achieving segmentation improvements exceeding 5%.",
        "We validate FooNet across multiple benchmark datasets, demonstrating competitive performance.",
        "FooNet is a method evaluated on three public benchmarks.",
    ],
)
def test_datasets_a_name_was_run_on_do_not_make_it_a_dataset(text: str) -> None:
    name = text.split()[2] if text.startswith("We") else text.split()[0]
    assert "dataset" not in [c.type for c in extract(text) if c.text == name]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # 'data' after a name without an edition or year: a modality, not a dataset
        ("Experiments on multi-site T1-weighted MRI data show that the method outperforms prior adaptation.",
         "T1-weighted MRI"),
        ("We fuse LiDAR data with camera images for 3D detection.", "LiDAR"),
    ],
)
def test_data_after_a_name_without_an_edition_is_no_dataset(text: str, name: str) -> None:
    assert "dataset" not in [c.type for c in extract(text) if c.text == name]


def test_context_vote_does_not_override_a_lexicon_reading() -> None:
    # GRPO is a method of the lexicon: 'the GRPO benchmark' does not make it a dataset
    assert _claim("Results on the GRPO benchmark are mixed.", "GRPO") == ("method", "method/known-methods", ())


def test_agreeing_candidates_are_evidence_in_a_stable_order() -> None:
    text = "We evaluate on the Spider dataset and report execution accuracy."
    kind, rule, evidence = _claim(text, "Spider")
    assert (kind, rule) == ("dataset", "dataset/known-benchmarks")
    assert "dataset/name-plus-dataset-head" in evidence
    assert len(set(evidence)) == len(evidence) and rule not in evidence
    assert all(_claim(text, "Spider") == (kind, rule, evidence) for _ in range(3))


def test_diff_compares_rejected_spans_when_both_outputs_have_them(tmp_path: Path) -> None:
    documents = [SourceDocument("a", "We fuse camera images with LiDAR point clouds on a single GPU."),
                 SourceDocument("b", "Results on the SCOUT benchmark show a clear gain.")]  # fmt: skip
    explained, plain = tmp_path / "explained.jsonl", tmp_path / "plain.jsonl"
    write_documents(Extractor(explain=True).documents(documents), str(explained), "jsonl")
    write_documents(Extractor().documents(documents), str(plain), "jsonl")
    records = [json.loads(line) for line in explained.read_text(encoding="utf-8").splitlines()]
    claims = sum(len(r["claims"]) for r in records)
    rejected = sum(len(r["rejected"]) for r in records)
    assert rejected >= 2
    # the same spans: nothing changed, rejected spans counted as unchanged not_entity claims
    same = diff_claims(read_claims(explained), read_claims(explained))
    assert not same.changes and same.unchanged == claims + rejected
    # one output without them: they are not compared (not 'disappeared')
    mixed = diff_claims(read_claims(explained), read_claims(plain))
    assert not mixed.changes and mixed.unchanged == claims
    # a rejection that turns into a claim shows as a type change
    lidar = next(r for r in records[0]["rejected"] if r["text"] == "LiDAR")
    records[0]["rejected"].remove(lidar)
    records[0]["claims"].append({"id": "c9", "type": "method", "start": lidar["start"], "end": lidar["end"],
                                 "text": "LiDAR", "rule": "entity/name-shape"})  # fmt: skip
    edited = tmp_path / "edited.jsonl"
    edited.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    changed = diff_claims(read_claims(explained), read_claims(edited))
    assert changed.counts()["type_changed"] == 1
    report = report_text(changed)
    assert 'not_entity "LiDAR" (generic/terms: generic term) -> method "LiDAR" (entity/name-shape)' in report


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We give an analytical extension of a linear method (PSID) beyond causal prediction.", "PSID"),
        ("We combine the unbiased LURE estimator with a prediction model.", "LURE"),
        ("It outperforms a RAG baseline by 34% in recall.", "RAG"),
        ("Implicit neural representations such as NeRF and SIREN encode a signal in network weights.", "SIREN"),
        ("We show advantages of finetuning over standard, off-the-shelf RAG approaches.", "RAG"),
        ("In this paper, we propose a novel inference-time scaling approach -- stepwise natural language "
         "self-critique (PANEL), which employs self-generated natural language critiques as feedback.", "PANEL"),
    ],
)
def test_bare_capitals_explained_as_a_method_stay_a_method(text: str, name: str) -> None:
    """An acronym the abstract never expands stays a method where its sentence says it is one: a method noun
    after or before it, parentheses after the phrase it shortens, a list of other systems."""
    assert ("method", name) in {(c.type, c.text) for c in extract(text)}


def test_bare_capitals_unexplained_at_every_mention_are_rejected_at_every_mention(explaining: Extractor) -> None:
    text = ("Conventional cameras record SDR footage. We convert SDR footage to HDR with a learned tone curve. "
            "The tone curve runs in real time on SDR streams.")
    document = explained(explaining, text)
    unexplained = [r.text for r in document.rejected or [] if r.reason == "unexplained acronym"]
    assert unexplained.count("SDR") == 3
    assert not any(c.text == "SDR" for c in document.claims)


def test_a_measure_named_with_union_is_no_organization() -> None:
    """'Union' heads institutions' names ('European Union'), but not after the preposition of a measure."""
    claims = extract("We report the Intersection over Union (IoU) of each mask; IoU rises by 3.1 points.")
    assert {("metric", "Intersection over Union"), ("metric", "IoU")} <= {(c.type, c.text) for c in claims}


def test_an_institution_named_with_union_is_still_an_organization(explaining: Extractor) -> None:
    document = explained(explaining, "We annotate rulings of the European Union Court (EUC) with argument labels.")
    assert ("EUC", "organization") in {(r.text, r.reason) for r in document.rejected or []}


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # the kind noun after a later mention decides the first, which said nothing about itself
        ("In this paper, we present the first large-scale in-the-wild FVQA dataset, FVQ-20K, which contains 20,000 "
         "face videos. Along with the FVQ-20K dataset, we propose a rating method.", "FVQ-20K", "dataset"),
        # a list shared with a dataset counts too
        ("We report 95% accuracy on Food2K, Food-101, and CNFOOD-241, respectively. CNFOOD-241 holds 241 "
         "categories.", "CNFOOD-241", "dataset"),
    ],
)
def test_pooled_evidence_types_every_mention_of_a_name(text: str, name: str, label: str) -> None:
    kinds = [c.type for c in extract(text) if c.text == name]
    assert len(kinds) >= 2 and set(kinds) == {label}, kinds


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a benchmark *of* the named task, not the name of one: 'the first SFDLA benchmark', 'existing CIR datasets'
        ("We introduce ProtoNet-X for continual depth completion. We evaluate ProtoNet-X on benchmark dataset "
         "sequences and ProtoNet-X forgets less.", "ProtoNet-X"),
        ("We propose MWT-Diff, an innovative framework for satellite image super-resolution. The analysis of "
         "MWT-Diff across multiple datasets shows favorable performance.", "MWT-Diff"),
    ],
)
def test_pooled_evidence_ignores_kind_nouns_that_do_not_name_the_name(text: str, name: str) -> None:
    assert {c.type for c in extract(text) if c.text == name} == {"method"}


def _typed(text: str) -> list[tuple[str, str]]:
    return [(c.text, c.type) for c in extract(text) if c.type in ("method", "dataset", "model")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a verb after 'and' or an adverb shares the first-person subject before it
        ("We propose a novel synthetic data generation pipeline, and create Stress17k, a training set that "
         "simulates change of meaning.", [("Stress17k", "dataset")]),
        ("We highlight the importance of knowledge and deliberately construct a focused benchmark, CTFKnow, with "
         "3,992 questions.", [("CTFKnow", "dataset")]),
        # past tense proposes too
        ("We studied enterprise data warehouses and released Beaver, the first private enterprise text-to-SQL "
         "benchmark.", [("Beaver", "dataset")]),
        # a Title Case dataset name after the proposing verb
        ("In this paper, we introduce the ETD Dataset, the first public dataset for end-turn detection.",
         [("ETD Dataset", "dataset")]),
    ],
)
def test_proposal_verbs_introduce_datasets(text: str, expected: list[tuple[str, str]]) -> None:
    assert _typed(text) == expected


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # after 'a', an acronym before a noun names the kind of the new thing, not the thing
        ("To address these issues, we proposed a novel RGB-T road scene semantic segmentation network.", "RGB-T"),
        ("Hence, we introduce a large-scale PET-CT lung tumor segmentation dataset, which comprises 21,930 pairs.",
         "PET-CT"),
    ],
)
def test_proposal_verbs_do_not_propose_a_modifier(text: str, name: str) -> None:
    assert all(c.text != name or not c.proposed for c in extract(text))


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # an appositive that names a released model: a language model, a family of models, a model trained so
        ("In this paper, we propose TAT-R1, a terminology-aware translation model trained with reinforcement "
         "learning.", "TAT-R1", "model"),
        ("We present TinyRM, a family of small, bidirectional masked language models (MLMs) with as few as 400 "
         "million parameters.", "TinyRM", "model"),
        ("We introduce EagleVision, an MLLM tailored for remote sensing that excels in object detection.",
         "EagleVision", "model"),
        # a design stays a method: the head is a framework, a generative model, an LLM-based agent
        ("We further introduce MoScNet, a novel Vision-Language Model (VLM) framework for transliterating Modi "
         "script images.", "MoScNet", "method"),
        ("We present ORACLE, a novel generative model for the synthesis of realistic indoor activity plans.",
         "ORACLE", "method"),
        ("We propose CountLLM, the first large language model (LLM)-based framework that counts actions.",
         "CountLLM", "method"),
        ("To enhance object-level evaluation, we introduce FiVE-Acc, a novel metric leveraging Vision-Language "
         "Models (VLMs) to judge edits.", "FiVE-Acc", "metric"),  # a measure, not the model it leverages
        ("We introduce CoSIL, an LLM driven, simple yet powerful function level issue localization method.",
         "CoSIL", "method"),
    ],
)
def test_appositive_head_names_a_released_model_or_a_design(text: str, name: str, label: str) -> None:
    assert {c.type for c in extract(text) if c.text == name} == {label}


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # the kind named in the noun phrase before a name set off by commas
        ("Results suggest that our finetuned model, StresSLM, significantly outperforms existing models.",
         "StresSLM", "model"),
        ("We also collected a large infrared dataset, IR-500K, which includes 500,000 infrared images.",
         "IR-500K", "dataset"),
        ("Moreover, we present a new benchmark dataset, CVTG-2K, tailored to evaluate text generation.",
         "CVTG-2K", "dataset"),
        # not after a preposition: where a system was run, not what it is
        ("On the new benchmark dataset, ProtoNet-X, which we train once, forgets less.", "ProtoNet-X", "method"),
        # a multimodal model may be a design
        ("So we propose a multimodal model, CA-TriNet, a deep learning model that combines LSTMs.", "CA-TriNet",
         "method"),
    ],
)
def test_kind_before_a_name_set_off_by_commas(text: str, name: str, label: str) -> None:
    assert {c.type for c in extract(text) if c.text == name} == {label}


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a name coordinated with models is a model
        ("We evaluate LLaMA-4-Scout-17B, LLaMA-3.3-70B, Gemma2-9B, and Compound-Beta using Pearson correlation.",
         "Compound-Beta", "model"),
        ("Here we examine the output representation in three SLMs (SALMONN, Qwen2-Audio and Phi-4-Multimodal-Instruct).",
         "SALMONN", "model"),
        # but not a method named as one, nor an architecture
        ("We compare cloud APIs, the legacy rule-based NegEx approach, and GPT-4o.", "NegEx", "method"),
    ],
)
def test_names_listed_with_models_are_models(text: str, name: str, label: str) -> None:
    assert {c.type for c in extract(text) if c.text == name} == {label}


def test_coined_name_explained_after_a_dash_is_introduced() -> None:
    text = ("To address this gap, we present Bench360 -- Benchmarking Local LLM Inference from 360°. Bench360 "
            "allows users to define their own tasks.")  # fmt: skip
    assert [c.type for c in extract(text) if c.text == "Bench360"] == ["dataset", "dataset"]


def test_a_name_is_not_found_again_inside_a_link() -> None:
    text = "We introduce DSDBench: a benchmark of 1,117 tasks. DSDBench is available at https://github.com/ab12/DSDBench."
    found = [(c.type, c.start) for c in extract(text) if c.text == "DSDBench"]
    assert found == [("dataset", text.index("DSDBench")), ("dataset", text.index("DSDBench is"))]


def test_an_appositive_retypes_a_lexicon_name_the_abstract_proposes() -> None:
    # XSum is a summarization dataset of the lexicon; this abstract's XSum is its own pipeline
    text = ("This paper presents XSum, a modular pipeline for multi-document summarization. Evaluated on the "
            "SurveySum dataset, XSum demonstrates strong performance.")  # fmt: skip
    assert [c.type for c in extract(text) if c.text == "XSum"] == ["method", "method"]
    # not proposed: the lexicon reading stands
    assert {c.type for c in extract("We evaluate on XSum, a summarization benchmark.") if c.text == "XSum"} == {"dataset"}


def test_names_listed_before_a_dataset_noun_are_not_models() -> None:
    # LLaVA-Bench starts with a model family, but the list is one of datasets
    text = "We conduct experiments on the ScienceQA, Vizwiz, MM-vet, and LLaVA-Bench datasets for VQA."
    assert "model" not in {c.type for c in extract(text) if c.text == "MM-vet"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a plain capitalized word explained as a released model or a dataset is one
        ("We pair a fine-tuned Whisper ASR model with Krutrim, an Indic-specialized large language model (LLM).",
         ("Krutrim", "model")),
        ("This report presents Wan, a comprehensive and open suite of video foundation models.", ("Wan", "model")),
        # a head noun is no name; a benchmark of language models is a benchmark
        ("We introduce the Misleading Chart Question Answering (Misleading ChartQA) Benchmark, a large-scale "
         "multimodal dataset.", None),
        ("We introduce L0-Bench, a language model benchmark for testing procedural correctness.",
         ("L0-Bench", "dataset")),
    ],
)
def test_appositive_explains_a_plain_word(text: str, expected: tuple[str, str] | None) -> None:
    typed = [(c.text, c.type) for c in extract(text) if c.type in ("method", "dataset", "model")]
    if expected is None:
        assert ("Benchmark", "dataset") not in typed
    else:
        assert expected in typed


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # the whole run of capitalized words after a naming verb, not its first word
        ("We build a shared space across multiple domains called Thought Space with SLMs instead of LLMs.",
         "Thought Space"),
        ("In this paper, we propose a novel generative model, named Generative Compositor, to address few-shot VIE.",
         "Generative Compositor"),
    ],
)
def test_named_after_a_naming_verb_is_the_whole_capitalized_run(text: str, name: str) -> None:
    assert name in [c.text for c in extract(text) if c.type == "method"]


def test_a_capitalized_named_is_no_naming_verb() -> None:
    text = "We present the Named Entity Recognition (NER) system developed by our team for the shared task."
    assert all(c.rule != "entity/named" for c in extract(text))


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("We present Video Motion Graphs, a system designed to generate realistic human motion videos.",
         "Video Motion Graphs", "method"),
        ("We present Thinking with Generated Images, a novel paradigm that transforms how models reason.",
         "Thinking with Generated Images", "method"),
        ("We introduce Browsing Lost Unformed Recollections, a tip-of-the-tongue search and reasoning benchmark.",
         "Browsing Lost Unformed Recollections", "dataset"),
    ],
)
def test_title_case_name_after_a_proposing_verb_explained_by_an_appositive(text: str, name: str, label: str) -> None:
    assert [(c.type, c.proposed) for c in extract(text) if c.text == name] == [(label, True)]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Experiments conducted on the VOC 2007 and VOC 2012 benchmarks show consistent gains in mAP.", "VOC 2007"),
        ("We randomly select 10 newswire texts from the ACE 2005 training corpus as our development set.",
         "ACE 2005"),
        ("This paper presents our solution to the ANHIR 2019 challenge on image registration.", "ANHIR 2019"),
    ],
)
def test_an_acronym_with_a_year_drawn_from_or_evaluated_on_is_a_dataset(text: str, name: str) -> None:
    assert [c.type for c in extract(text) if c.text == name] == ["dataset"]


@pytest.mark.parametrize(
    "text",
    [
        "The method was presented in ICLR 2025 as a poster.",  # a venue
        "We present a practical application of HOLODECK 2.0 in procedural game modeling.",  # a version: a system
    ],
)
def test_venues_and_versions_are_no_acronym_edition(text: str) -> None:
    assert not [c for c in extract(text) if c.type == "dataset"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a named loss is a training objective, a method (guidelines, clarification 5)
        ("We propose an enhanced StarGAN, a generative model that integrates Patch Loss and SSIM Loss to improve "
         "image quality.", "SSIM Loss"),
        ("We introduce a Phase Consistency Loss that aligns the two branches during training.",
         "Phase Consistency Loss"),
        # a definition followed by 'framework' names a method, whatever its head word measures elsewhere
        ("To overcome these constraints, we propose the Cross-Lingual Consistency (CLC) framework, an innovative "
         "inference paradigm.", "CLC"),
    ],
)
def test_named_losses_and_frameworks_are_methods_not_metrics(text: str, name: str) -> None:
    assert [c.type for c in extract(text) if c.text == name] == ["method"]


def test_a_measured_loss_written_as_a_name_stays_a_metric() -> None:
    assert [c.type for c in extract("The Validation Loss drops by 3% after pruning.") if c.text == "Validation Loss"] \
        == ["metric"]  # fmt: skip


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a token pattern that reads the whole long form types the definition: imagery is data, a versioned
        # model name a model
        ("We use satellite image time series from two sources: Sentinel-2 (S2) and PlanetScope (PS). The findings "
         "are clear.", "PS", "dataset"),
        ("We investigate two leading backbones: the Segment Anything Model v2 (SAM2), renowned for its strong "
         "segmentation priors, and DINOv3.", "SAM2", "model"),
    ],
)
def test_an_acronym_definition_takes_the_reading_of_a_pattern_on_its_long_form(text: str, name: str,
                                                                               label: str) -> None:  # fmt: skip
    assert [c.type for c in extract(text) if c.text == name] == [label]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("SemEval-2010 Task 8 is a relation classification dataset of 10,717 sentences.", "Task 8"),
        ("We train the agent with Step-1X as the policy model.", "Step-1X"),
    ],
)
def test_an_ordinal_that_belongs_to_a_name_is_not_rejected(explaining: Extractor, text: str, name: str) -> None:
    document = explained(explaining, text)
    assert not [r for r in document.rejected or [] if r.rule == "rejected/ordinal-label"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("GSM-MC contains 1,368 math problems with a key variable deliberately removed.", "GSM-MC"),
        ("MuSLR comprises 1,093 instances across 7 domains, with reasoning depths ranging from 2 to 9.", "MuSLR"),
        ("The benchmark dataset HRIP-Basic has 2,160 question-answer-evidence pairs.", "HRIP-Basic"),
    ],
)
def test_a_name_that_holds_counted_data_items_is_a_dataset(text: str, name: str) -> None:
    [claim] = [c for c in extract(text) if c.text == name]
    assert claim.type == "dataset"
    assert "dataset/holds-items" in [claim.rule, *claim.evidence]


@pytest.mark.parametrize(
    "text",
    [
        "FooNet has 7B parameters and runs on one GPU.",
        "FooNet contains 3 modules: an encoder, a router and a decoder.",
    ],
)
def test_a_count_of_parameters_or_parts_does_not_make_a_dataset(text: str) -> None:
    assert [c.type for c in extract(text) if c.text == "FooNet"] == ["method"]


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("Inspired by this, we propose Dynamic Reasoning Quota Allocation (DRQA), a novel method that transfers the "
         "benefits of resource competition to single-question inference.", "DRQA", "method"),
        ("Furthermore, we propose Residual Query Alignment (RQA) to preserve unrelated visual content.", "RQA",
         "method"),
        ("In addition to evaluating on the QA-Ego4D dataset, we introduce and evaluate on the Human Memory "
         "Enhancement Question-Answer (HME-QA) dataset.", "HME-QA", "dataset"),
    ],
)
def test_an_acronym_suffix_its_long_form_spells_out_says_nothing_of_its_kind(text: str, name: str,
                                                                             label: str) -> None:  # fmt: skip
    assert {c.type for c in extract(text) if c.text == name} == {label}


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("In this work, we propose HoneyImage, a novel method for dataset ownership verification in image "
         "recognition models.", "HoneyImage", "method"),
        ("To address this, we propose Patho-AgenticRAG, a multimodal RAG framework with a database built on "
         "page-level embeddings from pathology textbooks.", "Patho-AgenticRAG", "method"),
        ("We introduce SYNTHIA, a dataset of 30,000 backstories derived from 10,000 real social media users.",
         "SYNTHIA", "dataset"),
    ],
)
def test_the_head_of_an_appositive_decides_not_a_data_noun_after_its_preposition(text: str, name: str,
                                                                                  label: str) -> None:  # fmt: skip
    assert {c.type for c in extract(text) if c.text == name} == {label}


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("We evaluate it on OV-RefOD, introducing FitAP, a confidence-free average precision metric based on IoU "
         "and box area.", "FitAP", "metric"),
        ("To address these limitations, we propose VELA, an automatic evaluation metric for long captions.", "VELA",
         "metric"),
        ("This paper introduces Pairwise Difference Pearson (PDP), a novel segment-level meta-evaluation metric for "
         "Machine Translation.", "PDP", "metric"),
        ("We introduce GM-Skip, a flexible and metric-adaptive framework for Transformer block skipping.", "GM-Skip",
         "method"),
        ("Furthermore, we introduce Candidate Prior Normalization (CPN), a simple yet effective training-free score "
         "calibration module for retrieval.", "CPN", "method"),
    ],
)
def test_an_appositive_headed_by_a_measure_noun_makes_a_metric(text: str, name: str, label: str) -> None:
    assert {c.type for c in extract(text) if c.text == name} == {label}


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("We use the Abt-Buy, DBLP-ACM, iTunes-Amazon and Company datasets.", ["Abt-Buy", "DBLP-ACM", "iTunes-Amazon"]),
        ("Our proposed method achieves competitive performance on both the HICO-Det and the V-COCO datasets.",
         ["HICO-Det", "V-COCO"]),
        ("We use ImageNet-1K as known data and NINCO, iNaturalist, OpenImage-O, and other datasets as unknowns.",
         ["NINCO", "iNaturalist", "OpenImage-O"]),
    ],
)
def test_names_listed_before_a_plural_data_noun_are_datasets(text: str, names: list[str]) -> None:
    types = {c.text: c.type for c in extract(text)}
    assert [types.get(name) for name in names] == ["dataset"] * len(names)


def test_names_compared_on_datasets_stay_methods() -> None:
    types = {c.text: c.type for c in extract("We compare FooNet and BarNet on three datasets.")}
    assert (types.get("FooNet"), types.get("BarNet")) == ("method", "method")


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("In this work, we introduce PersonaFuse, a novel LLM post-training framework that enables LLMs to adapt.",
         "PersonaFuse", "method"),
        ("We introduce Synthetic Bootstrapped Pretraining (SBP), a language model (LM) pretraining procedure that "
         "first learns a model of relations between documents.", "SBP", "method"),
        ("We present SMooGPT, a fine-tuned LLM, acting as a reasoner, composer, and generator for stylized motion.",
         "SMooGPT", "model"),
    ],
)
def test_a_model_word_that_modifies_a_design_noun_names_no_model(text: str, name: str, label: str) -> None:
    assert {c.type for c in extract(text) if c.text == name} == {label}


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # one appositive reader, in any sentence: the head noun decides, also after a copula
        ("Prior work relied on TraceGuard-Eval, an LLM-based auditor that flags unsafe tool calls.",
         "TraceGuard-Eval", "method"),
        ("ArabJobs is a publicly available corpus of Arabic job advertisements collected from four countries.",
         "ArabJobs", "dataset"),
        ("SCINE is the first approach to situate professional video generation among generative models.", "SCINE",
         "method"),
        ("CycleSync, a video-to-audio-based metric that measures motion cues, correlates with human ratings.",
         "CycleSync", "metric"),
        ("We evaluate on Honor of Kings (HoK), a complex multiplayer game environment with rapid state changes.",
         "HoK", "dataset"),
        # a comma after the head noun closes the appositive
        ("MAISI, a previously proposed framework, addresses generalizability issues.", "MAISI", "method"),
        # a collective's head is what it collects
        ("This article presents mmHSense, a set of open labeled mmWave datasets to support human sensing.",
         "mmHSense", "dataset"),
    ],
)
def test_an_appositive_or_a_copula_says_what_any_name_is(text: str, name: str, label: str) -> None:
    assert {c.type for c in extract(text) if c.text == name} == {label}


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a noun phrase after a sentence's opening phrase is the main clause's subject, not an appositive
        ("On ImageNet-R, the proposed framework improves accuracy by 3.1%.", "ImageNet-R", "dataset"),
        ("Despite the interviews not being structured to measure the PsyScale-R, the zero-shot performance of the LLM "
         "predictions approaches human reliability.", "PsyScale-R", "method"),
        # after a copula 'challenge' says a problem is hard, not that it is a competition
        ("Face Spoofing Detection (FSD) is a critical challenge in biometric security.", "FSD", "method"),
        # the head is the noun before a participle or 'of', not a data noun after it
        ("We introduce ADEPTS, a capability framework defining a set of core user-facing capabilities.", "ADEPTS",
         "method"),
        ("MedAtlas, a novel benchmark framework designed to evaluate large language models on medical tasks.",
         "MedAtlas", "dataset"),
        ("We propose BigCharts, a dataset creation pipeline that generates visually diverse chart images.",
         "BigCharts", "method"),
        # a model head leaves a model family's name a model; a plural model head is not the name's head
        ("We compare GPT-4o, a general-purpose MLLM, and MedGemma, an open-source medical model.", "MedGemma",
         "model"),
        ("We show that SOP is effective on POE, an online platform hosting various commercial LLMs.", "POE",
         "dataset"),
    ],
)
def test_what_is_not_an_appositive_or_not_its_head(text: str, name: str, label: str) -> None:
    assert {c.type for c in extract(text) if c.text == name} == {label}


@pytest.mark.parametrize(
    ("text", "names", "label"),
    [
        # a dataset head after an acronym definition names the collection, both halves
        ("Our system placed second in the Short-Term Hand Motion Forecasting (SHF) Challenge at CVPR.",
         ["Short-Term Hand Motion Forecasting", "SHF"], "dataset"),
        ("The model is evaluated on the Fatality Analysis Reporting System (FARS) dataset.",
         ["Fatality Analysis Reporting System", "FARS"], "dataset"),
        # an acronym definition listed after 'metrics:' is a measure
        ("We report four metrics: CLIPScore, aesthetic score, Cross-View Temporal Drift (CVTD), and FID.",
         ["Cross-View Temporal Drift", "CVTD"], "metric"),
        # a dataset head after a name, from the one list of dataset heads
        ("Our system ranked first in the 2025 PlantCLEF challenge on species prediction.", ["PlantCLEF"], "dataset"),
        ("We use face photos from the KDEF database and three classifiers.", ["KDEF"], "dataset"),
    ],
)
def test_the_words_around_a_definition_or_a_name_type_it(text: str, names: list[str], label: str) -> None:
    types = {c.text: c.type for c in extract(text)}
    assert [types.get(name) for name in names] == [label] * len(names)


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a kind of data after a task's name or a plural head says what the data is about
        ("In this paper, we introduce the first video action recognition (VAR) dataset using spike cameras.", "VAR",
         None),
        ("Experiments on real-world Logical Equivalence Checking (LEC) benchmarks show large gains.", "LEC", None),
        # a plural head after modifiers is no dataset head: 'pose significant challenges', 'pair sets'
        ("Effective in general domains, FooJudges pose significant challenges in specialised ones.", "FooJudges",
         "method"),
        # 'a X archive' is a store the method keeps; 'the X archive' is a published collection
        ("We store the candidate solutions in a QD-Grid archive and select parents from it.", "QD-Grid", None),
        # a parenthesis that describes (lower-case phrases) lists no data, and a hyphenated modifier is no name
        ("The service keeps state in a persistent database (append-only event log, FSM-state-machine lifecycle "
         "tracking) for audits.", "FSM", None),
    ],
)
def test_what_a_kind_of_data_after_a_name_does_not_make_a_dataset(text: str, name: str, label: str | None) -> None:
    types = {c.type for c in extract(text) if c.text == name}
    assert "dataset" not in types and (label is None or types == {label})


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a list member that is the subject of a system verb is not typed by its neighbours
        ("Trained on ScienceWorld trajectories alone, Dream-Agent outperforms fixed, RL-trained, and prompted "
         "memory baselines.", "Dream-Agent", "method"),
        # a list of datasets, one with a capitalized qualifier, is a list
        ("Our method improves step recognition across Kitchen-Ops atomic, Ego4D GoalStep, and CookPER.", "CookPER",
         "dataset"),
        ("Our method improves step recognition across Kitchen-Ops atomic, Ego4D GoalStep, and CookPER.",
         "Kitchen-Ops", "dataset"),
    ],
)
def test_lists_of_datasets_and_their_subjects(text: str, name: str, label: str) -> None:
    assert {c.type for c in extract(text) if c.text == name} == {label}


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Evaluation on two public datasets, PubHealth and SciFact, shows that our pipeline improved F1 scores by "
         "up to 0.019 and 0.049, respectively.", ["PubHealth", "SciFact"]),
        ("Experiments on two publicly available datasets, TB-Dense and MATRES, demonstrate that our approach "
         "achieves state-of-the-art (SOTA) performance.", ["TB-Dense", "MATRES"]),
        ("Extensive experiments on two widely used datasets, DFEW and FERV39k, demonstrate that HDF significantly "
         "improves both recognition accuracy and robustness.", ["DFEW", "FERV39k"]),
    ],
)
def test_names_listed_after_a_counted_kind_and_a_comma_take_the_kind(text: str, names: list[str]) -> None:
    """'two datasets, A and B,': a list closed by punctuation right after a counted kind noun names that kind."""
    assert [(c.text, c.type) for c in extract(text) if c.text in names] == [(name, "dataset") for name in names]


def test_names_that_begin_the_clause_after_a_kind_are_not_its_items() -> None:
    text = "On both datasets, MoSeNet and LaRoNet outperform the strongest baselines by a wide margin."
    assert [c.type for c in extract(text) if c.text in ("MoSeNet", "LaRoNet")] == ["method", "method"]


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("To facilitate insights into the film editing style, we construct a multi-shot video-text dataset "
         "Cine250K with detailed shot annotations.", "Cine250K", "dataset"),
        ("To facilitate the training, we introduce a new dataset PhysAssets of over 24,000 3D assets, annotated "
         "with physical properties.", "PhysAssets", "dataset"),
        ("We release our dataset TASERTab to enable the research community to access real-world financial "
         "tables.", "TASERTab", "dataset"),
        # the verb 'benchmark', and a name after another name's kind noun, are not data nouns before a name
        ("We benchmark GeMix on three image classification tasks against strong augmentation baselines.",
         "GeMix", "method"),
        ("On the AfriMGSM benchmark MERLIN improves exact match accuracy over the strongest baseline.",
         "MERLIN", "method"),
    ],
)
def test_a_data_noun_right_before_a_name_makes_it_a_dataset(text: str, name: str, label: str) -> None:
    assert [c.type for c in extract(text) if c.text == name] == [label]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("The TCGA archive contains 11,000 tumour samples.", "TCGA"),
        ("We evaluate on three benchmarks (MMLU, GSM8K, and FooQA).", "FooQA"),
    ],
)
def test_a_definite_archive_and_a_list_of_names_after_a_data_noun_stay_datasets(text: str, name: str) -> None:
    assert {c.type for c in extract(text) if c.text == name} == {"dataset"}


@pytest.mark.parametrize(
    ("text", "names"),
    [
        # a possessive kind noun, three modifiers, a bracketed note or a second capitalized word in an item
        ("We report results on our held-out datasets, FogNight and RainCity, and release them.",
         ["FogNight", "RainCity"]),
        ("We demonstrate the results on two public cardiac imaging datasets, ACDC and MSCMRseg, and further "
         "evaluate its performance on a private cohort.", ["ACDC", "MSCMRseg"]),
        ("The algorithms are tested on two public datasets, OpenSARShip (6 classes) and FuSARShip (9 classes), "
         "using three feature extractors.", ["OpenSARShip", "FuSARShip"]),
    ],
)
def test_names_listed_after_a_pointed_kind_and_a_comma_take_the_kind(text: str, names: list[str]) -> None:
    assert [(c.text, c.type) for c in extract(text) if c.text in names] == [(name, "dataset") for name in names]


def test_names_that_begin_the_clause_after_a_possessive_kind_are_not_its_items() -> None:
    text = "On our datasets, MoSeNet and LaRoNet improve recall by a wide margin."
    assert [c.type for c in extract(text) if c.text in ("MoSeNet", "LaRoNet")] == ["method", "method"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Our highest compression model achieves a zero-shot RecFID of 3.49 with a compression ratio of 768.", "RecFID"),
        ("On the held-out cases it achieves a Dice of 0.852 and HD95 of 7.39 with the default setting.", "HD95"),
        ("After fine-tuning, the pruned model reduces SDLogJ to 0.11 on the cardiac scans.", "SDLogJ"),
        ("We observe that five of the agents reach a CRV exceeding 0.60 on the hardest split.", "CRV"),
        ("The detectors offer a good balance of high accuracy (FQS > 0.85) and speed.", "FQS"),
        ("The tagger favours sequences with high TPI (0.91 to 0.95) but ignores rare tokens.", "TPI"),
        ("Our method improves semantic metrics (e.g., MetricX-24) at a lower delay.", "MetricX-24"),  # (COMET-KIWI: a lexicon term now)
        ("Training raises the reward scores (DreamSim, ImageReward, VisionReward) over DPO.", "VisionReward"),
    ],
)
def test_a_name_whose_value_is_reported_is_a_measure(text: str, name: str) -> None:
    """'an rFID of 3.49', 'reduces X to 0.11', 'X exceeding 0.60', 'high X (0.91 to 0.95)', 'metrics (e.g., X)'."""
    assert [(c.type, c.rule) for c in extract(text) if c.text == name] == [("metric", "entity/measure-with-value")]


def test_every_mention_of_a_measure_is_that_measure() -> None:
    text = ("We compare zero-shot rFID across tokenizers. Our highest compression model achieves a zero-shot rFID "
            "of 3.49 with a compression ratio of 768.")
    assert [c.type for c in extract(text) if c.text == "rFID"] == ["metric", "metric"]


@pytest.mark.parametrize(
    "text",
    [
        "Our method outperforms B-SOiD (30.52%) and reaches the highest accuracy.",
        "We build a ResNet of 50 layers and train it on ImageNet.",
        "The proposed SegMaster achieves 85.1% mIoU on Cityscapes, above 0.8 of the oracle.",
        "Compared to LLM+P (55.0%), our planner succeeds more often.",
    ],
)
def test_a_system_with_its_score_stays_a_method(text: str) -> None:
    assert "metric" not in {c.type for c in extract(text) if c.text in ("B-SOiD", "ResNet", "SegMaster", "LLM+P")}


def test_the_short_name_of_a_challenge_is_the_competition() -> None:
    """'the AIM 2025 X Challenge ... lessons learned from X': the name before 'Challenge' is the competition."""
    text = ("This report presents an overview of the AIM 2025 WaveSeg Challenge, a competition on rip currents. "
            "We conclude with lessons learned from the submissions to WaveSeg.")
    assert {c.type for c in extract(text) if c.text.startswith("WaveSeg")} == {"dataset"}


def test_a_name_before_another_capitalized_head_keeps_its_own_type() -> None:
    """'We introduce X, a memory language ... X Bench, a planned benchmark': only 'Challenge' names X itself."""
    text = ("We introduce MemSpeak, a unified memory operation language. MemSpeak defines a compact operation set. "
            "We also outline MemSpeak Bench, a planned benchmark.")
    assert {c.type for c in extract(text) if c.text == "MemSpeak"} == {"method"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We fine-tune Stable Diffusion~1.5 with LoRA adapters.", "Stable Diffusion~1.5"),
        ("We fine-tune a quantized Orca~2 model with low-rank adapters.", "Orca~2"),
    ],
)
def test_a_model_version_after_a_latex_tie_is_part_of_the_name(text: str, name: str) -> None:
    assert [(c.text, c.type) for c in extract(text) if c.type == "model"][:1] == [(name, "model")]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Our model surpasses current leading methods in both Dice and HD95 scores on the hardest cases.", "HD95"),
        ("It significantly improves COMET (semantic adequacy) and M-ETA (entity preservation) scores.", "M-ETA"),
        ("We have evaluated the quality of generated faces using FID, KIDX, and SSIM scores.", "KIDX"),
        ("It also achieved xCOMET scores of 0.793 (dev) and 0.787 (test).", "xCOMET"),
    ],
)
def test_a_name_before_a_plural_measure_noun_is_a_measure(text: str, name: str) -> None:
    assert [c.type for c in extract(text) if c.text == name] == ["metric"]


@pytest.mark.parametrize(
    "text",
    [
        "Using prompted personas, we test whether EigenBench scores are more sensitive to the model or the prompt.",
        "On the held-out split, FooNet scores 85% and BarNet scores higher than the baselines.",
    ],
)
def test_scores_of_a_system_or_the_verb_score_make_no_measure(text: str) -> None:
    assert "metric" not in {c.type for c in extract(text) if c.text in ("EigenBench", "FooNet", "BarNet")}


@pytest.mark.parametrize(
    ("text", "names", "label"),
    [
        ("To support research in this area, we introduce two datasets -- DnD and ELIP -- and benchmark a variety "
         "of alignment techniques on them.", ["DnD", "ELIP"], "dataset"),
        ("We conduct experiments on diverse datasets -- Horse2Zebra, Monet2Photo, and a synthetic dataset.",
         ["Horse2Zebra", "Monet2Photo"], "dataset"),
        # a dash after 'LLMs' sets off the name of the method the sentence describes
        ("We propose an ontology enhanced KGC method using LLMs -- OL-KGC.", ["OL-KGC"], "method"),
    ],
)
def test_names_after_a_kind_and_a_dash_take_the_kind(text: str, names: list[str], label: str) -> None:
    assert [(c.text, c.type) for c in extract(text) if c.text in names] == [(name, label) for name in names]


def test_a_name_said_to_be_an_accuracy_is_a_measure_at_every_mention() -> None:
    text = ("Reliability is assessed with UAcc, an uncertainty-aware accuracy that rewards concise answers. "
            "This is the first work to combine conformal prediction and UAcc for essay scoring.")
    assert [c.type for c in extract(text) if c.text == "UAcc"] == ["metric", "metric"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # values shared out by 'respectively' belong to the noun after them, not to the name before 'of'
        ("It fine-tunes the pre-trained models YoloV8 and YoloV11 of 99.49% and 99.56% accuracies.", "YoloV11"),
        # a name in brackets after a described name is that name, whatever 'X scores' says later
        ("Sentiment was scored with the Sentiment Intensity Analyzer (VADER), a rule-based tool. Approach 1 uses "
         "raw VADER scores; Approach 2 rescales them.", "VADER"),
    ],
)
def test_a_value_shared_out_or_a_bracketed_alias_makes_no_measure(text: str, name: str) -> None:
    assert [c.type for c in extract(text) if c.text == name][:1] == ["method"]


def test_a_counted_name_before_metrics_owns_them_and_is_no_measure() -> None:
    # 'three out of four X metrics' are the metrics of a benchmark X; 'Dice and HD95 scores' are measures
    owned = extract("Our method achieves the best performance on three out of four MUSE-BOOKS metrics.")
    assert "metric" not in [c.type for c in owned if c.text == "MUSE-BOOKS"]
    listed = extract("It improves Dice and HD95 scores on both sets.")
    assert ("HD95", "metric") in [(c.text, c.type) for c in listed]
