"""Result roles and outcome decisions fixed from a reading of random corpus results (precroles), each on real
corpus sentences."""

from __future__ import annotations

import pytest

from _result_helpers import baselines_of, datasets_of, methods_of, metrics_of, results_of

# --- a leading 'on D,' after an opening adverb scopes the sentence, as 'On D,' does


@pytest.mark.parametrize(
    ("text", "value", "dataset"),
    [
        ("Furthermore, on the closed-loop Bench2Drive dataset, our approach achieves a 22\\% improvement in the "
         "driving score (DS), significantly outperforming existing baselines.", "22\\%", "Bench2Drive"),
        ("Notably, on the challenging open-loop nuScenes dataset, TTOG reduces the L2 distance by 36.06\\%.",
         "36.06\\%", "nuScenes"),
        ("For instance, on the PACS benchmark, pruning ViT, BeiT, and DeiT models by 50\\% using the Hessian metric "
         "resulted in accuracy drops of only -2.94\\%, -1.42\\%, and -1.72\\%, respectively, while achieving speed "
         "boosts of 2.5x, 1.81x, and 2.15x.", "2.5x", "PACS"),
    ],
)
def test_a_scope_after_an_opening_adverb_names_the_dataset(text: str, value: str, dataset: str) -> None:
    assert datasets_of(text)[value] == dataset


def test_a_scope_whose_comma_continues_a_list_names_no_one_dataset() -> None:
    text = ("Empirically, on several benchmarks such as Minerva Algebra, MATH-500, and GSM8K, Thinkless is able to "
            "reduce the usage of long-chain thinking by 50% - 90%, significantly improving the efficiency of "
            "Reasoning Language Models.")
    assert datasets_of(text)["90%"] != "Minerva Algebra"


# --- a compared phrase that ends at a participle keeps the participle's preposition and object


@pytest.mark.parametrize(
    ("text", "value", "baseline"),
    [
        ("Through comprehensive experiments on mathematical reasoning benchmarks, we demonstrate that models "
         "fine-tuned on bridged datasets consistently outperform those trained on original datasets, with "
         "improvements of up to +5.87% on NuminaMath.", "+5.87%", "those trained on original datasets"),
        ("Our evaluation shows that RAGO achieves up to a 2x increase in QPS per chip and a 55% reduction in "
         "time-to-first-token latency compared to RAG systems built on LLM-system extensions.", "55%",
         "RAG systems built on LLM-system extensions"),
        ("By fine-tuning LLMs with these carefully selected distracting passages, we achieve up to a 7.5% increase in "
         "answering accuracy compared to counterparts fine-tuned on conventional RAG datasets.", "7.5%",
         "counterparts fine-tuned on conventional RAG datasets"),
    ],
)
def test_a_compared_phrase_cut_at_a_participle_keeps_its_object(text: str, value: str, baseline: str) -> None:
    assert baselines_of(text)[value] == baseline


def test_a_passive_verb_before_by_is_not_extended() -> None:
    text = ("Compared to the baseline, the inference time is reduced by $51\\%$ and $34\\%$, respectively.")
    assert "reduced by" not in (baselines_of(text).get("51\\%") or "")


# --- a confidence level and the share of a resource a method uses are settings, not results


@pytest.mark.parametrize(
    ("text", "setting", "result"),
    [
        ("The model achieved an overall AUC of 0.91 (95% CI: 0.90-0.92) with a precision of 0.08 (95% CI: 0.08-0.08), "
         "and a recall of 0.73 (95% CI: 0.71-0.76).", "95%", "0.91"),
        ("Experimental results show that MDD-LLM (70B) achieves an accuracy of 0.8378 and an AUC of 0.8919 (95% CI: "
         "0.8799 - 0.9040), significantly outperforming existing machine learning and deep learning frameworks.",
         "95%", "0.8919"),
        ("Notably, Data Whisperer achieves superior performance compared to the full GSM8K dataset on the "
         "Llama-3-8B-Instruct model, using just 10% of the data, and outperforms existing methods with a 3.1-point "
         "improvement and a 7.4$\\times$ speedup.", "10%", "3.1-point"),
        ("Extensive experiments demonstrate that GAPrompt significantly outperforms state-of-the-art PEFT methods and "
         "achieves competitive results compared to full fine-tuning on various benchmarks, while utilizing only 2.19% "
         "of trainable parameters.", "2.19%", None),
    ],
)
def test_a_confidence_level_or_a_resource_share_is_no_result(text: str, setting: str, result: str | None) -> None:
    results = results_of(text)
    assert setting not in results
    if result is not None:
        assert result in results


def test_a_share_of_the_compared_systems_resource_stays_a_result() -> None:
    text = ("Remarkably, MASF-YOLO-s outperforms YOLOv11-m while requiring only approximately 60% of its parameters "
            "and 65% of its computational cost.")
    assert "60%" in results_of(text)


# --- a measure in parentheses after the value that labels a value of its own is not the value's measure


@pytest.mark.parametrize(
    ("text", "value", "metric"),
    [
        ("Evaluated on test dataset, ProtoBERT-LoRA achieved F1-score of 0.624 (precision: 0.481, recall: 0.887), "
         "outperforming the rule-based system, machine learning baselines and finetuned PubMedBERT.", "0.624",
         "F1-score"),
        ("The model achieved an adjusted F1-score of 0.80 (precision = 0.73, recall = 0.88) in detecting 393 "
         "symptom-worsening episodes across 341 participants.", "0.80", "F1-score"),
    ],
)
def test_a_label_of_the_values_in_parentheses_is_not_the_measure(text: str, value: str, metric: str) -> None:
    assert metrics_of(text)[value] == metric


def test_a_measure_alone_in_parentheses_after_the_value_is_still_its_measure() -> None:
    text = ("Compared to traditional end-to-end and two-stage methods, our proposed Ask2Loc can improve performance by "
            "up to 14.91 (mIoU) on the In-VAL task.")
    assert metrics_of(text)["14.91"] == "mIoU"


# --- a value in parentheses assigned to a measure reports an outcome; one assigned to another symbol does not


@pytest.mark.parametrize(
    ("text", "value", "metric"),
    [
        ("LLaMA embeddings with neural networks achieved the highest performance (F1=0.700).", "0.700", "F1"),
        ("On the other hand, CAM-based methods (e.g., G-CAME) achieve superior localization (PG = 96.13%) and "
         "significantly lower runtime (Time = 0.54s), but at the expense of reduced faithfulness (OA = 0.549).",
         "96.13%", "PG"),
        ("Our experiments on readability and reading comprehension show Chinese models' performance across these "
         "languages correlates strongly (r=0.93) with Western models'.", "0.93", "r"),
    ],
)
def test_a_value_assigned_to_a_measure_in_parentheses_is_a_result(text: str, value: str, metric: str) -> None:
    assert metrics_of(text)[value] == metric


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("In this rapid review (N = 58), I explored how ChatGPT UX has been evaluated.", "58"),
        ("There was a significant difference between dTV and wTV (p<0.001), as well as between dTV and AG-TV.",
         "0.001"),
    ],
)
def test_a_sample_size_or_p_value_in_parentheses_is_no_result(text: str, value: str) -> None:
    assert value not in results_of(text)


# --- a score alone in parentheses right after the compared phrase is the compared system's


@pytest.mark.parametrize(
    ("text", "value", "method"),
    [
        ("Experimental results show that Bagging consistently achieved superior classification performance with a "
         "test accuracy of 100%, outperforming Boosting (97%) and Stacking (92%).", "97%", "Boosting"),
        ("The resulting accuracy of the feedforward TDE network (89%) is higher than the feedforward CuBa-LIF network "
         "(71%) and close to the recurrent CuBa-LIF network (91%).", "71%", "feedforward CuBa-LIF network"),
        ("On the external test set, adU-Net achieves the best average score of 0.618, outperforming the baseline "
         "nnU-Net model (0.605).", "0.605", "baseline nnU-Net model"),
    ],
)
def test_a_score_in_parentheses_after_the_compared_phrase_is_its_own(text: str, value: str, method: str) -> None:
    result = results_of(text)[value]
    assert (result.method_text, result.baseline_text) == (method, None)


def test_a_change_in_parentheses_after_the_compared_phrase_stays_the_subjects() -> None:
    text = ("Our DL-based models surpass commercial solutions in Conditional (+5.3%) and Associated-with-Someone-Else "
            "(+10.1%) categories.")
    assert methods_of(text)["+5.3%"] != "commercial solutions"


# --- a coordinated verb after the compared phrase starts another statement


@pytest.mark.parametrize(
    ("text", "value", "baseline"),
    [
        ("Its lip sync accuracy improves by 13.7% and 14.2% compared to the best baseline and produces results close "
         "to the ground truth videos.", "13.7%", "best baseline"),
        ("Experimental results demonstrate that FlowKV significantly accelerates inference by 15.2%-48.9% on LongBench "
         "dataset compared to the baseline and supports applications with heterogeneous GPUs.", "48.9%", "baseline"),
    ],
)
def test_a_coordinated_verb_ends_the_compared_phrase(text: str, value: str, baseline: str) -> None:
    assert baselines_of(text)[value] == baseline


@pytest.mark.parametrize(
    ("text", "setting"),
    [
        ("Notably, with only 1% labeled data, 3DResT achieves an mIoU improvement of 8.34 points compared to the fully "
         "supervised method.", "1%"),
        ("With only 25% visual tokens, VidCom2 achieves 99.6% of the original performance on LLaVA-OV.", "25%"),
    ],
)
def test_a_share_of_labelled_data_without_of_is_a_setting(text: str, setting: str) -> None:
    assert setting not in results_of(text)


def test_a_share_of_additional_parameters_stays_a_setting_but_a_saving_is_a_result() -> None:
    setting = ("X-Cross achieves performance comparable to a model that is fine-tuned with LoRA, while using only 25% "
               "of the additional parameters.")
    saving = ("SCANet-large (4.29M) achieves comparable accuracy to state-of-the-art methods with 70.9% fewer "
              "parameters.")
    assert "25%" not in results_of(setting)
    assert "70.9%" in results_of(saving)


# --- a later 'B by margin' item after a comparison verb is compared with its own system


@pytest.mark.parametrize(
    ("text", "value", "baseline"),
    [
        ("For instance, our DVHGNN-S achieves an impressive top-1 accuracy of 83.1% on ImageNet-1K, surpassing ViG-S by "
         "+1.0% and ViHGNN-S by +0.6%.", "+0.6%", "ViHGNN-S"),
        ("Experimental results demonstrate that our model achieves an average prediction error of only 15 seconds, "
         "outperforming state-of-the-art data fusion methods by 65.69% and a video-only model by 11.30%.", "11.30%",
         "video-only model"),
    ],
)
def test_a_later_listed_system_by_margin_is_its_values_baseline(text: str, value: str, baseline: str) -> None:
    assert baselines_of(text)[value] == baseline


def test_a_later_listed_measure_by_margin_is_no_baseline() -> None:
    text = ("Our experiments show that dynamic decomposition outperforms existing decomposition policies, improving "
            "verification confidence by 0.07 and accuracy by 0.12 (on a 0-1 scale) on average across varying verifiers.")
    assert baselines_of(text)["0.12"] != "accuracy"


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


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("We contrast manual and large language model (LLM) annotations (n=320 and n=390 respectively) of ten "
         "randomly-sampled PubMed open-access (PMOA) case reports.", "320"),
        ("Validation was performed on a multi-subject, multi-site dataset (n=267, 44 sites) and a multi-subject "
         "dataset with various neck positions (n=10, 3 sessions).", "267"),
    ],
)
def test_a_sample_size_is_no_result(text: str, value: str) -> None:
    assert value not in results_of(text)
