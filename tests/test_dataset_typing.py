"""Which names are datasets, on real abstract sentences: a data noun before the names it introduces, the items of a
dataset list, a bracketed short name of a collection, benchmark names with a variant tag, a
name where a score's evaluation set stands ('+2% SCars'); and what is no dataset (a
language, a system named with a data morpheme, a definition in an appositive, plain items listed beside datasets)."""

from __future__ import annotations

import pytest

from _claim_helpers import claim_types


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
        # a plural data noun after a count, a preposition or a determiner, then a list of names
        ("The agent reaches 61.2% and 40.5% on two benchmarks GridClick-2 and GridClick-Pro.", "GridClick-2"),
        ("The agent reaches 61.2% and 40.5% on two benchmarks GridClick-2 and GridClick-Pro.", "GridClick-Pro"),
        ("Experiments on multi-domain datasets DialoZoo and TaskTalk show that our adapter outperforms baselines.",
         "DialoZoo"),
        # capitalized modifiers between the determiner and a singular data noun
        ("For face recognition (FR), the backbone outperforms other approaches on the large-scale FR benchmark "
         "FaceQ-9.", "FaceQ-9"),
        ("We evaluate report generation on the large-scale chest CT dataset ThoraxCT-R.", "ThoraxCT-R"),
        ("We reach a new state of the art on the modern Czech summarization dataset SumaCz.", "SumaCz"),
    ],
)
def test_data_noun_before_names(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"dataset"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a name among the modifiers makes the noun its own kind: the name after it begins the clause
        ("On the AfriQuiz benchmark GlossAdapt improves exact-match accuracy by 12.9 points.", "GlossAdapt"),
        # the verb 'benchmarks' after its subject
        ("This paper benchmarks PruneLite and TriPrune on three pruning problems.", "PruneLite"),
        # the name goes on into its own clause
        ("On the multilingual datasets PolyNet outperforms all baselines.", "PolyNet"),
    ],
)
def test_data_noun_before_other_names(text: str, name: str) -> None:
    assert claim_types(text).get(name) != {"dataset"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # plain capitalized words listed with a dataset before a plural data noun
        ("Experimental results on the BraTS2021 and Pelvis datasets demonstrate the superiority of our method.", "Pelvis"),
        ("Results on the BSDS500, NYUDv2 and Contourset datasets demonstrate the effectiveness of the detector.",
         "Contourset"),
        ("Extensive experiments on Tanks&Temples, Deep Blending, and Mip-NeRF360 datasets show fewer Gaussians.",
         "Deep Blending"),
        # a lower-case modifier before the noun
        ("Experiments are carried out using DomainNet, Sketchy, and Quickdraw zero-shot datasets.", "Sketchy"),
    ],
)
def test_titled_words_in_a_dataset_list(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"dataset"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # no dataset in the list: platforms and languages are kinds of data, not names
        ("We compare the detectors across Twitter and Reddit datasets using ROC curves.", "Reddit"),
        ("Our results across English, Arabic, and German datasets and on the MMLU benchmark are strong.", "German"),
        # a language listed with a dataset
        ("We evaluate on the XNLI and Swahili benchmarks.", "Swahili"),
    ],
)
def test_titled_words_in_other_lists(text: str, name: str) -> None:
    assert claim_types(text).get(name) is None


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a lower-case note in brackets after a listed dataset
        ("We test on two legal benchmark datasets with long-tail labels: LEDGAR (single-label) and ToSClauses "
         "(multi-label).", "ToSClauses"),
        ("Experiments on CIFAR-100 (classification), RoadCrack, and DroneView (detection) validate the module.",
         "RoadCrack"),
        # 'as well as' joins two items of a list
        ("Extensive experiments on the CoSER benchmark, as well as PersonaMR and LifeChoice, show consistent gains.",
         "PersonaMR"),
    ],
)
def test_list_with_notes_and_as_well_as(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"dataset"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # an indefinite article or 'the first' before a capitalized definition and a data noun
        ("To fill this gap, this paper introduces a novel Rain-eXtended Crowd Counting (RXCC) dataset.", "RXCC"),
        ("Using this pipeline, we curated a Large Hand Poses (LHP) Dataset from open-source videos.", "LHP"),
        ("Our approach begins with constructing the first Caption-Aligned Image Forgery (CAIF) dataset.", "CAIF"),
    ],
)
def test_introduced_definition_before_a_data_noun(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"dataset"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # in an appositive to the dataset's own name, the definition says what kind of data it holds
        ("We introduce ChatRole, the first Emotionally Supportive Role-Playing (ESRP) dataset.", "ESRP"),
        ("We present KhmerVQA, an open-ended Visual Question Answering (VQA) Dataset in Khmer.", "VQA"),
    ],
)
def test_definition_in_an_appositive_is_no_dataset(text: str, name: str) -> None:
    assert claim_types(text).get(name) != {"dataset"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # plain capitalized words, or a word and its number, coordinated with datasets
        ("We apply the method to action recognition with three datasets (UCF101, Kinetics600, and HMDB51).",
         "Kinetics600"),
        ("Models are commonly evaluated on challenging benchmarks such as AIME and Algebra400.", "Algebra400"),
        ("We test on four stereo datasets (KITTI2012, KITTI2015, Middlebury, ETH3D) and report the error.",
         "Middlebury"),
        ("It attains 98.9% and 96.0% Recall@1 on Pitts30k-test and Nordland, respectively.", "Nordland"),
    ],
)
def test_plain_items_listed_with_datasets(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"dataset"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # words joined by a bare 'and' to a longer name belong to it
        ("We propose experiments on the Abstraction and Reasoning Corpus (ARC) benchmark.", "Abstraction"),
        # a task's name in a list of benchmarks
        ("Experiments on Question Answering (QA), Summarization, and Long-Form QA (LFQA) benchmarks show gains.",
         "Summarization"),
        # a list of tasks
        ("It covers tasks including Emotion Classification, EmoQA-2, and Emotion Expression.", "Emotion Expression"),
        # no list: the comma after 'On X' opens the clause
        ("On MedQA-5, Clinician agreement reached 94.1%.", "Clinician"),
    ],
)
def test_plain_items_not_in_dataset_lists(text: str, name: str) -> None:
    assert claim_types(text).get(name) != {"dataset"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # an item's score in brackets does not break the list
        ("The vector improves results across reasoning benchmarks: GSM8K (+4.9%), HumanEval (+4.3%), and "
         "LogicGridHard (+12.3%).", "LogicGridHard"),
        ("Our evaluator matches pairwise ones on the SummEval (+0.03), ChatTopics (-0.03), and StoryEvalX (+0.05) "
         "meta-evaluation benchmarks.", "ChatTopics"),
    ],
)
def test_list_items_with_scores(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"dataset"}


def test_counted_kind_list_at_a_sentence_start() -> None:
    # the count word opens the sentence: 'Two datasets, X and Y, ...'
    types = claim_types("We train the detector on harbour scenes. Two challenging datasets, PortSAR-12 and "
                        "PortSAR-Delta, are collected.")
    assert types.get("PortSAR-12") == {"dataset"}
    assert types.get("PortSAR-Delta") == {"dataset"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # after a preposition, a data noun that introduces new data names the name set off by commas
        ("We compare four chatbots on a new dataset, MedQuery-500, using a structured evaluation framework.",
         "MedQuery-500"),
        ("Extensive experiments on a newly constructed makeup dataset, MakeupFFHQ++, demonstrate the gains.",
         "MakeupFFHQ++"),
    ],
)
def test_new_data_noun_before_an_appositive_name(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"dataset"}


def test_data_noun_after_a_preposition_before_a_subject() -> None:
    # the name after the comma is the clause's subject, the system that was run
    assert claim_types("On the new ShipDet-7 dataset, HarborNet achieves 71.2% mAP.").get("HarborNet") != {"dataset"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Our method yields state-of-the-art results for both clustering (+3% ImageNet-100, Imagenet200) and GCD "
         "(+0.8% ImageNet-100, +5% CUB, +2% SCars, +4% Aircraft).", "SCars"),
        ("ProDisc-VAD achieves strong AUCs (97.98% ShanghaiTech, 87.12% UCF-Crime) using only 0.4M parameters.",
         "UCF-Crime"),
        ("Our framework outperforms traditional methods with BLEU-4 scores of 0.755 (BDD-X) and 0.778 (MSVD), CIDEr "
         "scores of 1.235 (BDD-X) and 1.315 (MSVD).", "BDD-X"),
    ],
)
def test_a_name_where_a_scores_evaluation_set_stands_is_a_dataset(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"dataset"}


def test_a_measure_after_a_percentage_is_no_method() -> None:
    text = "The proposed system achieves 46.47% AP_3D and 52.75% AP_BEV, maintaining comparable accuracy."
    assert "method" not in claim_types(text).get("AP_3D", set())
