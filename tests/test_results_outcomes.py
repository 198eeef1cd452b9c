"""Which values are results, on real abstract sentences: a value assigned to a measure in parentheses ('(F1=0.700)',
'(r=0.93)') reports an outcome; a confidence level, a sample size, and the share of a resource a method uses ('using
just 10% of the data', 'with only 1% labeled data') are settings."""

from __future__ import annotations

import pytest

from _result_helpers import metrics_of, results_of

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


@pytest.mark.parametrize(
    ("text", "value", "bounds"),
    [
        ("Leveraging SSL pretraining and the HybMNet model, it achieved AUC of 0.864 (95% CI: 0.852, 0.875) on the "
         "CMMD dataset and 0.889 (95% CI: 0.875, 0.903) on the INbreast dataset, highlighting its effectiveness.",
         "0.864", ("0.852", "0.903")),
        ("The model achieved an overall AUC of 0.91 (95% CI: 0.90-0.92) with a precision of 0.08 (95% CI: "
         "0.08-0.08), and a recall of 0.73 (95% CI: 0.71-0.76).", "0.91", ("0.90", "0.92", "0.71", "0.76")),
        ("Compared to human-authored science summaries, LLM summaries were nearly five times more likely to contain "
         "broad generalizations (OR = 4.85, 95% CI [3.06, 7.70]).", "4.85", ("3.06", "7.70")),
    ],
)
def test_a_bound_of_a_confidence_interval_is_no_result(text: str, value: str, bounds: tuple[str, ...]) -> None:
    results = results_of(text)
    assert value in results
    for bound in bounds:
        assert bound not in results
