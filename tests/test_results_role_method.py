"""Result roles, the method: the system that achieved a value, read on real abstract sentences.

Its subject (before 'achieves', 'can', 'is able to', after a reporting verb), the proposal the abstract names
('we achieve', 'our model', a value the experiments report), a name in parentheses or in the possessive; and the
words that are no system: a measure, a technique used, a report, a value inside the subject."""

from __future__ import annotations

import pytest

from _result_helpers import methods_of, results_of


def test_modifier_of_the_measure_is_no_method() -> None:
    results = results_of("On HotpotQA, search-augmented scores drop by 25-40 points when retrieval is noisy.")
    assert {r.method_text for r in results.values()} == {None}
    assert {r.metric_text for r in results.values()} == {"search-augmented scores"}


def test_measure_name_is_no_method() -> None:
    results = results_of("On the publicly available PCB defect dataset, mAP0.5 reaches 99.32% and mAP0.5:0.9 "
                         "reaches 75.18%.")
    assert (results["99.32%"].metric_text, results["99.32%"].method_text) == ("mAP0.5", None)
    assert (results["75.18%"].metric_text, results["75.18%"].method_text) == ("mAP0.5:0.9", None)


def test_system_subject_of_a_change_is_the_method_not_the_measure() -> None:
    results = results_of("Particularly, our FDP improves by 4.05% and 2.50% over the previous best results on the "
                         "CASME II and SAMM datasets, respectively.")
    assert (results["4.05%"].method_text, results["4.05%"].metric_text) == ("FDP", None)


@pytest.mark.parametrize(
    ("text", "number", "method"),
    [
        # the subject of 'achieving' is 'We validate our method ...': the system is the one we validate
        ("We propose ReDPO, an effective distillation method. We validate our method on two leading T2V models, "
         "VideoCrafter2 and AnimateDiff, achieving parameter reduction of 36.2% and 67.5% each.", "36.2%", "ReDPO"),
        ("We validate our method on image classification and video action recognition tasks, achieving average "
         "gains of 9.07% and 7.40% over existing methods.", "7.40%", "method"),
        # no verb reports the value: the system the clause evaluates
        ("We validated our proposed model on DRIVE, STARE, and CHASE_DB with outstanding performance in terms of "
         "dice scores of 83.28, 87.44, and 84.50%.", "87.44", "proposed model"),
        ("We propose PRISM, a detector. We additionally evaluate our method on four benchmarks from the "
         "literature, reaching an average accuracy of 81.60%.", "81.60%", "PRISM"),
    ],
)
def test_the_system_we_evaluate_achieved_the_value(text: str, number: str, method: str) -> None:
    assert results_of(text)[number].method_text == method


@pytest.mark.parametrize(
    ("text", "number", "method"),
    [
        # a finding with a subject of its own
        ("We validate our approach along multiple linguistic dimensions, showing that hedged responses receive "
         "25.6% lower ratings on average.", "25.6%", None),
        # a system named nearer the value, subject of its own statement
        ("We evaluate our method on segmentation benchmarks and show that when dCTS is applied alone, the token "
         "count can be reduced by a factor of 2.5 compared to standard patching.", "2.5", "dCTS"),
    ],
)
def test_the_evaluated_system_is_not_every_subject(text: str, number: str, method: str | None) -> None:
    assert results_of(text)[number].method_text == method


@pytest.mark.parametrize(
    "text",
    [
        # 'compared to X, with improvements of': the values are the subject's gains over X
        "FoBa achieves competitive results compared to current SOTA methods, with improvements of 1.48%, 3.61%, "
        "and 2.81% in the SeK metric, respectively.",
        "CASCAD reduces solving times by up to 10x compared to CNF-based approaches, achieving an additional 23.5% "
        "runtime reduction.",
    ],
)
def test_compared_system_then_the_subjects_own_values(text: str) -> None:
    for result in results_of(text).values():
        assert result.method_text in ("FoBa", "CASCAD")


def test_we_achieve_is_the_named_proposal() -> None:
    text = ("We propose PointSlice, a slicing-based detector for LiDAR point clouds. On the nuScenes dataset, we "
            "achieve a detection result of 66.74 mAP.")
    assert methods_of(text)["66.74"] == "PointSlice"


def test_we_achieve_after_fine_tuning_a_model_is_the_proposal_not_the_model() -> None:
    text = ("We introduce Direct-Align, a method that aligns diffusion models with human preference. By fine-tuning "
            "the FLUX.1 model with Direct-Align, we improve its human-evaluated realism by over 3x.")
    assert methods_of(text)["3x"] == "Direct-Align"


def test_we_achieve_without_a_named_proposal_names_nothing() -> None:
    text = "We study retrieval for legal search. On our benchmark, we achieve 81.3% recall."
    assert methods_of(text)["81.3%"] is None


@pytest.mark.parametrize("subject", ["The system", "The framework", "The full framework", "The resulting model"])
def test_definite_reference_is_the_named_proposal(subject: str) -> None:
    text = (f"We present TrackNet, a lightweight framework for multi-object tracking. {subject} achieves 93.3% "
            "identity preservation on the benchmark.")
    assert methods_of(text)["93.3%"] == "TrackNet"


def test_definite_reference_without_a_proposal_stands_as_written() -> None:
    text = ("This paper describes a controller for drone landing on moving ships. Evaluated in simulation, the system "
            "achieved a 100% landing success rate across 15 trials.")
    assert methods_of(text)["100%"] == "the system"


@pytest.mark.parametrize("subject", ["The base model", "The best model", "The teacher model"])
def test_a_definite_phrase_for_another_system_is_not_the_proposal(subject: str) -> None:
    text = (f"We present TrackNet, a lightweight framework for multi-object tracking. {subject} achieves 71.2% "
            "identity preservation on the benchmark.")
    assert methods_of(text)["71.2%"] != "TrackNet"


def test_a_model_the_abstract_introduces_is_its_proposal() -> None:
    text = ("We introduce Kimi-VL, an efficient open-source vision-language model. It reaches 64.5% accuracy on "
            "MathVista.")
    assert methods_of(text)["64.5%"] == "Kimi-VL"


def test_a_model_the_abstract_only_uses_is_not_its_proposal() -> None:
    text = "We fine-tune Llama-3-8B on grade-school math problems. It reaches 64.5% accuracy on MATH."
    assert methods_of(text)["64.5%"] != "Llama-3-8B"


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


# --- a modal or control verb between the subject and the verb that reports the value

def test_it_can_is_the_proposal() -> None:
    text = ("We introduce Avengers-Pro, a test-time routing framework. By varying a trade-off parameter, it can "
            "surpass the strongest single model (GPT-5-medium) by +7% in average accuracy.")
    assert methods_of(text)["+7%"] == "Avengers-Pro"


def test_a_subject_before_can_is_the_system() -> None:
    text = ("Our evaluation shows that the proposed algorithm can improve the transmission quality by up to 77.8% "
            "compared to the traditional reinforcement learning methods.")
    assert methods_of(text)["77.8%"] == "proposed algorithm"


def test_a_subject_before_is_able_to() -> None:
    text = "This linear technique is able to achieve 90% faithfulness on morphological relations."
    assert methods_of(text)["90%"] == "This linear technique"


def test_a_subject_before_enable_us_to() -> None:
    text = "On long prompts, our optimizations enable us to achieve a speed-up between 1.4x and 2.0x."
    assert methods_of(text)["1.4x"] == "optimizations"


def test_a_named_model_before_can() -> None:
    text = "In the zero-shot setting, GPT-4o can reach 91.2% accuracy on the test set."
    assert methods_of(text)["91.2%"] == "GPT-4o"


# --- ', with the best model achieving N': a subject of its own

def test_with_the_best_performing_model_achieving() -> None:
    text = ("We then show that Language Models (LMs) are better judges of readability, with the best-performing "
            "model achieving a Pearson correlation of 0.56 with human judgments.")
    assert methods_of(text)["0.56"] == "best-performing model"


def test_with_our_best_configuration_achieving() -> None:
    text = ("The uncertainty estimates can be calibrated to produce reliable prediction intervals, with our best "
            "configuration achieving an expected calibration error of 0.021.")
    assert methods_of(text)["0.021"] == "best configuration"


def test_with_the_top_model_after_a_clause_about_a_task() -> None:
    text = ("Our analysis reveals that long-range temporal reasoning is a primary bottleneck, with the top "
            "open-source model achieving only 63.15% accuracy.")
    assert methods_of(text)["63.15%"] == "top open-source model"


def test_with_a_model_of_the_subjects_size_keeps_the_subject() -> None:
    text = ("Extensive experiments demonstrate that the proposed GUI-ARP achieves state-of-the-art performance, "
            "with a 7B model reaching 60.8% accuracy on ScreenSpot-Pro.")
    assert methods_of(text)["60.8%"] == "GUI-ARP"


# --- the method: the paper's proposal in a report, names where the values were measured, phrases that are no system

def test_a_state_of_the_art_result_is_no_other_system_in_a_report() -> None:
    text = ("We propose GraphSketch, a sparse sketching framework for graph streams. Our experiments demonstrate "
            "state-of-the-art results with a 14.2% improvement in recall on DBLP.")
    assert methods_of(text)["14.2%"] == "GraphSketch"


def test_sota_performance_is_no_other_system_in_a_report() -> None:
    text = ("We introduce TileDiff, a tiled diffusion sampler. Extensive experiments show SoTA performance, yielding "
            "absolute gains of 3.1 points on GenEval.")
    assert methods_of(text)["3.1 points"] == "TileDiff"


def test_a_method_named_in_the_scope_of_the_report_is_where_it_was_measured() -> None:
    text = ("We propose QuantX, a row-parallel post-training quantizer. Experimental results on ResNet-18 and "
            "MobileNetV2 demonstrate a 12x quantization speedup over the GPTQ baseline.")
    assert methods_of(text)["12x"] == "QuantX"


def test_a_condition_is_no_technique() -> None:
    text = "Classification of rest versus task (motor imagery) conditions reached accuracies of 88% across subjects."
    assert methods_of(text)["88%"] is None


def test_a_phrase_that_starts_with_a_preposition_is_no_system() -> None:
    text = ("Our results show that adding depth (available at no cost with our sensor) to material segmentation "
            "improves the accuracy by 25% compared to RGB-only input.")
    assert methods_of(text)["25%"] is None


def test_a_phrase_that_ends_with_a_preposition_is_no_system() -> None:
    text = "The c-index with respect to relapses for the multimodal model reached 0.68 on the test split."
    assert methods_of(text)["0.68"] is None


@pytest.mark.parametrize(
    ("text", "value", "method"),
    [
        ("The rule-guided retrieval method also performed well (0.741) but required manual curation.", "0.741",
         "rule-guided retrieval method"),
        ("The self-reflection module further improves results by 5.1% on average for make and model recognition.",
         "5.1%", "self-reflection module"),
    ],
)
def test_an_adverb_before_the_verb_is_no_part_of_the_subject(text: str, value: str, method: str) -> None:
    assert methods_of(text)[value] == method


def test_it_also_is_the_paper_proposal() -> None:
    text = ("We present FlowHand, an event-based hand tracker for egocentric views. It also maintains a competitive "
            "3D-AUC of 0.84 on synthetic data.")
    assert methods_of(text)["0.84"] == "FlowHand"


def test_the_value_before_an_arrow_is_not_the_method_s() -> None:
    text = ("We propose RecAlign, a post-training recipe. Post-training with RecAlign improves image generation on "
            "GenEval (0.71$\\rightarrow$0.86).")
    methods = methods_of(text)
    assert methods["0.71"] is None
    assert methods["0.86"] is not None


def test_a_name_after_the_reporting_verb_is_the_subject_not_the_scope() -> None:
    text = "Experiments on two detection benchmarks show that QuantDet reaches 71.2% mAP at 4-bit precision."
    assert methods_of(text)["71.2%"] == "QuantDet"


def test_a_subject_opened_by_an_article_keeps_its_noun() -> None:
    text = "The best configuration achieves a final exploitability of 0.0628 on Kuhn Poker."
    assert methods_of(text)["0.0628"] == "best configuration"


# --- what the authors introduce achieves the value a participle after it reports

def test_the_introduced_system_achieves_the_participle_s_value() -> None:
    text = ("Smartwatch activity recognition is costly on device. We present WristNet, an on-watch recognizer. We "
            "introduce a novel architecture that unifies preprocessing and inference into one trainable module, "
            "achieving 5x faster processing across 25 activity classes.")
    assert methods_of(text)["5x"] == "WristNet"


def test_an_unnamed_introduced_system_is_written_as_it_stands() -> None:
    text = ("We develop a scalable splatting pipeline with structured initialization and batched CUDA kernels, "
            "achieving over 90x faster fitting compared to prior implementations.")
    assert methods_of(text)["90x"] == "scalable splatting pipeline"


def test_a_name_given_after_the_introduced_phrase_decides() -> None:
    text = ("We propose OpenFuse, a fusion system. We also introduce a novel method, named Adaptive Threshold "
            "Refinement, which adjusts similarity thresholds, achieving an improvement of 17% in 3D mIoU.")
    assert methods_of(text)["17%"] == "Adaptive Threshold Refinement"


def test_a_margin_after_the_compared_system_is_no_value_of_it() -> None:
    text = ("T2I-Copilot surpasses FLUX1.1-pro by 6.17% at only 16.59% of its cost, and outperforms SD 3.5 Large by "
            "9.11%.")
    assert methods_of(text)["16.59%"] != "FLUX1.1-pro by 6.17%"


# --- a subject written with its name in parentheses

def test_the_name_in_parentheses_of_a_described_subject_is_the_method() -> None:
    text = ("The strongest agent reaches 36.0% accuracy, while a strong open-source model (Qwen-2.5-VL-72B-Instruct) "
            "achieves 6.9% after 20 rounds of search.")
    assert methods_of(text)["6.9%"] == "Qwen-2.5-VL-72B-Instruct"


def test_a_name_before_its_acronym_stays_the_method() -> None:
    text = ("Leveraging CAM, our Content-Adaptive Mamba-based LIC model (CMIC) achieves state-of-the-art "
            "rate-distortion performance, surpassing VTM-21.0 by 15.91% BD-rate on Kodak.")
    assert methods_of(text)["15.91%"] != "CAM"


def test_words_in_parentheses_without_a_name_make_no_subject() -> None:
    # a measure with its cut-off in parentheses is no system; a verb-like noun ('score') after ')' is no verb
    text = ("Our method also improves the average Exact Match (EM) score by 3.3 points over prepending full "
            "documents.")
    assert methods_of(text)["3.3 points"] != "also improves the average Exact Match"


# --- 'the N achieved by X'

def test_a_value_achieved_by_a_named_system_is_its() -> None:
    text = ("The resulting segmentation models achieve 69.13% mIoU on MetalDAM, outperforming the 66.73% achieved by "
            "an ImageNet-pretrained encoder.")
    methods = methods_of(text)
    assert methods["66.73%"] == "ImageNet-pretrained encoder"
    assert methods["69.13%"] == "resulting segmentation models"


def test_a_value_achieved_by_using_a_technique_names_no_system() -> None:
    text = "In controlled settings, detection accuracies above 99% were achieved by using computational textual analysis."
    assert methods_of(text)["99%"] is None


# --- a name further inside a comparison is no method of a later value

def test_a_name_inside_a_comparison_phrase_is_not_the_method() -> None:
    text = ("Training detectors with 500 images generated by our approach yields superior detection performance "
            "compared to models trained on 5000 images from the ODGEN baseline, achieving improvements of up to 21.3% "
            "in mAP.")
    assert methods_of(text)["21.3%"] != "ODGEN"


def test_a_measure_phrase_after_the_compared_system_is_no_part_of_it() -> None:
    text = "The proposed YOLOv9 model outperforms the other YOLO models with an accuracy of 91.3%."
    assert methods_of(text)["91.3%"] == "YOLOv9"


def test_a_listed_pair_after_a_name_with_no_comparison_stays_the_subjects() -> None:
    # the name after 'on' is where the values were measured, not a system compared with
    text = "Our model reaches strong scores on MMLU (71.2/68.4) and on GSM8K (80.1/77.9)."
    methods = methods_of(text)
    assert methods["71.2"] != "MMLU" and methods["80.1"] != "GSM8K"


# --- both ends of a spread of values ('ranging from X to Y') are the system's own

@pytest.mark.parametrize(
    ("text", "value", "method"),
    [
        ("Notably, ADZUS reached Dice scores ranging from 88.7% to 92.9% across different segmentation tasks.",
         "88.7%", "ADZUS"),
        ("Compared with the-state-of-the-art methods, CoT-RAG exhibits a significant accuracy improvement, ranging "
         "from 4.0% to 23.0%.", "4.0%", "CoT-RAG"),
    ],
)
def test_the_first_end_of_a_spread_is_the_systems_value(text: str, value: str, method: str) -> None:
    assert methods_of(text)[value] == method


def test_the_first_end_of_a_change_is_still_the_starting_value() -> None:
    text = "Our method achieves an average Dice score improvement from 0.855 to 0.864, outperforming prior work."
    assert methods_of(text)["0.855"] is None


# --- a predicate after a comma or 'and' shares the subject of the first predicate of its chain

@pytest.mark.parametrize(
    ("text", "value", "method"),
    [
        ("For instance, when applied to QwQ-32B on the LiveBench/Code dataset, ThoughtMani keeps the original "
         "performance and reduces output token counts by approximately 30%, with little overhead from the CoT "
         "generator.", "30%", "ThoughtMani"),
        ("Experimental results demonstrate that our approach achieves stable training dynamics and significantly "
         "improves face recognition accuracy by 12.7% on the LFW benchmark compared to baseline methods.", "12.7%",
         "approach"),
        ("We present GlobeReady, a clinician-friendly AI platform for fundus disease detection. Through training-free "
         "local feature augmentation, it addresses domain shifts across centers and populations, reaching an average "
         "accuracy of 88.9% across five centers in China.", "88.9%", "GlobeReady"),
    ],
)
def test_a_coordinated_predicate_shares_the_chains_subject(text: str, value: str, method: str) -> None:
    assert methods_of(text)[value] == method


def test_a_plural_noun_before_the_comma_is_no_verb_of_the_chain() -> None:
    text = ("Besides, MathAgent has been successfully deployed in an educational platform that has served over one "
            "million K-12 students, achieving nearly 90% student satisfaction.")
    assert methods_of(text)["90%"] == "MathAgent"


def test_the_value_after_versus_is_not_the_subjects() -> None:
    text = ("Through extensive evaluations, we find EMAFusion outperforms the best individual models by over 2.6 "
            "percentage points (94.3% vs. 91.7%), while being 4X cheaper than the average cost.")
    assert methods_of(text)["91.7%"] == "best individual models"


def test_the_system_named_in_the_possessive_before_its_measure_is_the_values() -> None:
    text = ("Our approach achieves an area under the curve (AUC) of 0.85, an absolute improvement of 0.19 compared to "
            "our baseline model's AUC of 0.66, corresponding to a substantial approximate 233% relative improvement "
            "over random guessing (AUC = 0.5).")
    assert methods_of(text)["0.66"] == "our baseline model"


def test_a_change_in_parentheses_after_the_compared_phrase_stays_the_subjects() -> None:
    text = ("Our DL-based models surpass commercial solutions in Conditional (+5.3%) and Associated-with-Someone-Else "
            "(+10.1%) categories.")
    assert methods_of(text)["+5.3%"] != "commercial solutions"


# --- a subject phrase that cannot name a system is no method; the system named after its measure is

@pytest.mark.parametrize(
    ("text", "value", "method"),
    [
        ("In the breast tumors, average TSC values were 83.0, 72.0, 80.0, and 84.0 mmol/L, respectively.", "83.0", None),
        ("Our overall accuracy of 83.44% surpasses the previous state-of-the-art few-shot methods by a margin of "
         "6.75%.", "83.44%", None),
        ("For example, in the Natural Questions task, the accuracy of GPT-4o degrades from 60% to as low as 3% with "
         "standard prompting when 1 out of 10 references provided is corrupted with prompt injection attacks.", "3%",
         "GPT-4o"),
        ("Compared to state-of-the-art systems, semi-PD maintains lower latency at higher request rates, reducing the "
         "average end-to-end latency per request by 1.27-2.58x on DeepSeek series models.", "2.58x", "semi-PD"),
    ],
)
def test_a_subject_that_is_a_measure_or_runs_into_its_verb(text: str, value: str, method: str | None) -> None:
    assert methods_of(text)[value] == method
