"""Result roles on fresh abstracts (roles7): a value the paper's experiments report with no system of its own is
the named proposal; an outcome word inside a name or before 'of' is no verb whose subject is the system."""

from __future__ import annotations

import pytest

from _result_helpers import methods_of, metrics_of

# --- an outcome word used as a noun is not the verb that reports the value

def test_a_capitalised_outcome_word_inside_a_name_is_no_verb() -> None:
    text = ("We propose FlowGuard for anomaly detection. Experimental results show that our method achieves an EBI "
            "(Error Balance Index) of 68.91 for Q3 in real-world simulated scenarios.")
    assert methods_of(text)["68.91"] == "FlowGuard"


def test_scores_of_after_with_is_a_noun() -> None:
    text = ("Experiments on DanceTrack and SportsMOT show that MeMoSORT achieves state-of-the-art performance, with "
            "HOTA scores of 67.9% and 82.1%, respectively.")
    assert methods_of(text) == {"67.9%": "MeMoSORT", "82.1%": "MeMoSORT"}


def test_yielding_scores_of_names_the_system_used() -> None:
    text = ("We utilize Flan-T5 with prompt learning to generate workflow phrases, yielding ROUGE-1 and ROUGE-L "
            "scores of 0.4543 and 0.4427, respectively.")
    assert methods_of(text)["0.4543"] == "Flan-T5"


def test_a_name_in_parentheses_after_another_value_is_that_values_label() -> None:
    text = ("Under LOSOCV, the model had voxel-level Dice scores of 0.38+/-0.16 (WM) and 0.35+/-0.12 (BG), and "
            "cluster-level Dice scores of 0.61+/-0.19 (WM) and 0.62+/-0.21 (BG).")
    methods = methods_of(text)
    assert methods["0.35"] is None
    assert methods["0.61"] is None


# --- a value the experiments report: the proposal

@pytest.mark.parametrize("report", [
    "Experiments on two paired datasets demonstrate consistent improvements over state-of-the-art methods, "
    "achieving peak PSNR values of 24.96 dB",
    "Experiments on four DocQA datasets demonstrate average improvements of 24.96 dB",
    "Extensive ablation studies confirm the effectiveness of our approach, achieving up to 24.96 dB",
    "Extensive experiments demonstrate that our method significantly enhances dynamic modeling, achieving a PSNR "
    "gain of 24.96 dB",
    "Human evaluation shows 24.96 dB higher signal quality",
])
def test_a_value_the_experiments_report_is_the_proposal(report: str) -> None:
    text = f"We propose SPMF, a mean-flow model for image translation. {report} over the baselines."
    assert methods_of(text)["24.96 dB"] == "SPMF"


def test_a_report_without_a_named_proposal_names_nothing() -> None:
    text = ("This paper studies image translation with flow models. Experiments on two datasets demonstrate "
            "consistent improvements, achieving a peak PSNR of 24.96 dB.")
    assert methods_of(text)["24.96 dB"] is None


@pytest.mark.parametrize("report", [
    "Results show that models trained entirely on synthetic data achieve F1 scores of over 0.81",
    "Experiments show the student model reaches 0.81 accuracy",
    "Experiments that compare the teacher and the student show an accuracy of 0.81",
    "Experiments on LLaMA-3 show an accuracy of 0.81",
])
def test_a_report_about_another_system_is_not_the_proposal(report: str) -> None:
    text = f"We propose SPMF, a mean-flow model for image translation. {report}."
    assert methods_of(text)["0.81"] != "SPMF"


def test_the_values_of_compared_systems_are_not_the_proposal() -> None:
    text = ("We propose TabSQL for table question answering. Experiments demonstrate the effectiveness of our approach, "
            "achieving 70.5% accuracy on DataBench QA, significantly surpassing baseline scores of 26% and 27%. "
            "Comprehensive experiments demonstrate consistent improvements on LIBERO (72.4% vs 68.4% baseline).")
    methods = methods_of(text)
    assert methods["70.5%"] == "TabSQL"
    assert methods["72.4%"] == "TabSQL"
    assert methods["26%"] is None
    assert methods["27%"] is None
    assert methods["68.4%"] is None


def test_a_proposal_named_as_the_one_compared_with_is_not_the_system() -> None:
    text = ("We build on RainbowPlus, an open-ended red-teaming method. Our experiments show promising improvements "
            "(up to 144.1%) in attack success rates compared to RainbowPlus, a state-of-the-art approach.")
    assert methods_of(text)["144.1%"] != "RainbowPlus"


def test_a_value_inside_the_subject_is_no_system() -> None:
    text = ("We propose TTS-VAR for test-time scaling. Experiments on the model Infinity show a notable 8.7% GenEval "
            "score improvement (from 0.69 to 0.75).")
    assert methods_of(text)["0.75"] == "TTS-VAR"


def test_our_evaluation_is_a_report_not_a_system() -> None:
    text = ("Our evaluation of state-of-the-art audio models reveals a striking failure rate exceeding 93%, with the "
            "best model achieving only 6.9% accuracy.")
    assert methods_of(text)["93%"] is None


def test_a_participle_after_a_comparison_keeps_its_subject() -> None:
    text = ("Deep learning based classification demonstrated superior performance, with CNN outperforming Bi-LSTM by "
            "achieving 96.41 percent accuracy.")
    assert methods_of(text)["96.41 percent"] == "CNN"


# --- the subject of a finding starts after the reporting verb; a participle with its own named subject

def test_the_subject_after_a_reporting_verb_without_that() -> None:
    text = ("We propose DKUA for continual retrieval. Experimental results show our DKUA outperforms the existing "
            "methods by 7.6% average mAP.")
    assert methods_of(text)["7.6%"] == "DKUA"


def test_a_reporting_verb_is_not_part_of_a_subject() -> None:
    text = "Experiments show ontology-aligned prompts boost extraction accuracy by 44.2% over baselines."
    assert methods_of(text)["44.2%"] == "ontology-aligned prompts"


def test_a_participle_with_a_named_subject_of_its_own() -> None:
    text = ("Results showed reasoning-capable LLMs consistently outperforming standard versions, with Gemini 2.0 Pro "
            "achieving 52.9% Complete Path Accuracy and DeepSeek-R1 reaching 80.5% Partial Path Accuracy.")
    assert methods_of(text) == {"52.9%": "Gemini 2.0 Pro", "80.5%": "DeepSeek-R1"}


def test_a_participle_after_with_and_a_measure_keeps_the_main_subject() -> None:
    text = "FooNet outperforms the baselines, with accuracy reaching 91.5% on the test set."
    assert methods_of(text)["91.5%"] == "FooNet"


# --- a named measure between the value and its change noun

@pytest.mark.parametrize(("sentence", "value", "measure"), [
    ("It achieves a 4% DSC gain on the Synapse dataset with only 20% labeled data.", "4%", "DSC"),
    ("It shows a notable 8.7% GenEval score improvement over the base model.", "8.7%", "GenEval score"),
    ("Extensive experiments demonstrate a 38.84% average BD-rate reduction over G-PCC.", "38.84%", "average BD-rate"),
    ("It accomplishes a notable 16% NMI improvement over the runner-up method.", "16%", "NMI"),
    ("Our method surpasses CE with 6.13% IoU gain and a 4.33% DSC increase.", "4.33%", "DSC"),
    ("BLADE achieves a 14.10x end-to-end inference acceleration over a 50-step baseline.", "14.10x",
     "end-to-end inference acceleration"),
    ("DS-MoE achieves up to 16 per cent computational savings.", "16 per cent", "computational savings"),
])
def test_a_named_measure_before_a_change_noun(sentence: str, value: str, measure: str) -> None:
    assert metrics_of(sentence)[value] == measure


@pytest.mark.parametrize("sentence", [
    "We observe up to 12.5% performance improvements on the turn intention task.",
    "This yields a 5% relative improvement over the baseline.",
    "It brings a 7% improvement on average.",
    "The framework delivers 9.3 zero-shot improvements on PACS.",
])
def test_no_measure_is_read_from_vague_or_statistic_words(sentence: str) -> None:
    assert next(iter(metrics_of(sentence).values())) is None


def test_a_change_noun_after_a_value_and_its_measure_is_no_verb() -> None:
    text = "Notably, our method surpasses CE with 6.13% IoU gain, 4.33% DSC increase, and 4.79% BECE reduction."
    assert methods_of(text) == {"6.13%": "method", "4.33%": "method", "4.79%": "method"}


def test_a_comparative_after_a_value_is_no_verb() -> None:
    text = ("Extensive evaluations show that our approach delivers 48% lower decoding latency with over 60% expert "
            "cache hit rate.")
    assert methods_of(text)["60%"] == "approach"


def test_a_name_after_outperforming_is_the_one_compared_with() -> None:
    text = ("Our experiments on the CMU Panoptic dataset provide conclusive evidence of our method's superiority, "
            "outperforming the dVAE baseline by 9.31% SSIM.")
    assert methods_of(text)["9.31%"] != "dVAE"


@pytest.mark.parametrize(("sentence", "value", "system"), [
    ("Extensive experiments demonstrate that 3D-R1 delivers an average improvement of 10% across benchmarks.", "10%",
     "3D-R1"),
    ("On SUN RGB-D, 3DRot raises the 3D IoU from 43.21 to 44.51.", "44.51", "3DRot"),
    ("Pixtral 12B exhibited the highest rate of harmful responses, while Claude Sonnet 3.5 was the most resistant "
     "(~10%).", "10%", "Claude Sonnet 3.5"),
])
def test_a_name_with_digits_before_the_verb_is_still_its_subject(sentence: str, value: str, system: str) -> None:
    assert methods_of(sentence)[value] == system


def test_a_capitalised_name_keeps_its_first_word() -> None:
    text = "ReflecSched secures a 71.35% Win Rate and a 2.755% Relative Percentage Deviation reduction."
    assert metrics_of(text)["2.755%"] == "Relative Percentage Deviation"
