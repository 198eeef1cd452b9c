"""Result roles on fresh abstracts (roles10): a compared system's own values, the first end of a change, a
subject written with its name in parentheses, a measure named before a value in parentheses, a leading scope
after a section label."""

from __future__ import annotations

from _result_helpers import baselines_of, datasets_of, methods_of, metrics_of

# --- the values after 'outperforming X at' are X's own


def test_values_after_a_compared_system_at_are_that_systems() -> None:
    text = ("In a paired comparison, our planner achieves a 57.9% task pass rate and a 72.0% global check pass rate, "
            "substantially outperforming a ReAct baseline at 30.6% and 43.1%, respectively.")
    methods, baselines = methods_of(text), baselines_of(text)
    assert methods["30.6%"] == methods["43.1%"] == "ReAct baseline"
    assert baselines["30.6%"] is None and baselines["43.1%"] is None
    assert baselines["57.9%"] == "ReAct baseline"


def test_a_margin_after_the_compared_system_is_no_value_of_it() -> None:
    text = ("T2I-Copilot surpasses FLUX1.1-pro by 6.17% at only 16.59% of its cost, and outperforms SD 3.5 Large by "
            "9.11%.")
    assert methods_of(text)["16.59%"] != "FLUX1.1-pro by 6.17%"


# --- the first end of a change is compared with nothing; the later ends share the clause's comparison


def test_the_first_end_of_a_change_has_no_baseline() -> None:
    text = ("The best Soloni model reduces WER from 0.42 to 0.22 and CER from 0.15 to 0.08, substantially "
            "outperforming QuartzNet on the isolated benchmark.")
    baselines = baselines_of(text)
    assert baselines["0.42"] is None and baselines["0.15"] is None
    assert baselines["0.22"] == baselines["0.08"] == "QuartzNet"


def test_an_arrow_start_has_no_baseline() -> None:
    text = ("Compared to the VAR series, NVG consistently outperforms it in terms of FID scores (3.30 -> 3.03, "
            "2.57 -> 2.44).")
    baselines = baselines_of(text)
    assert baselines["3.30"] is None and baselines["2.57"] is None


def test_a_change_after_the_compared_system_keeps_its_starting_system() -> None:
    # 'outperforms B, increasing X from 5% to 92%': 5% is B's, 92% is compared with B (ranges.py)
    text = ("OptiHive significantly outperforms baselines, increasing the optimality rate from 5% to 92% on the most "
            "complex problems.")
    assert baselines_of(text)["92%"] == "baselines"
    assert methods_of(text)["5%"] == "baselines"


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


# --- a quality named right before a value in parentheses


def test_a_quality_before_a_parenthesized_value_is_its_measure() -> None:
    text = ("Across 150 debates, ensembles outperform single-model baselines, with the largest gains in reasoning "
            "depth (+19.4%) and argument quality (+34.1%).")
    metrics = metrics_of(text)
    assert metrics["+19.4%"] == "reasoning depth"
    assert metrics["+34.1%"] == "argument quality"


def test_each_rated_quality_measures_its_own_value() -> None:
    text = ("The chatbot performed comparably in relevance (5.0) and clarity (4.9) but lagged in accuracy (3.9) and "
            "completeness (4.2).")
    metrics = metrics_of(text)
    assert (metrics["5.0"], metrics["4.9"], metrics["4.2"]) == ("relevance", "clarity", "completeness")


def test_classes_before_a_head_noun_are_no_measures() -> None:
    text = ("On EMBED, GPT-5 achieved the highest scores among GPT variants in density (56.8%), distortion (52.5%), "
            "and malignancy (52.8%) classification.")
    metrics = metrics_of(text)
    assert metrics["56.8%"] != "density" and metrics["52.8%"] != "malignancy"


def test_a_measure_inside_the_parenthesis_wins() -> None:
    text = ("FASTopoWM outperforms state-of-the-art methods in lane segment detection (37.4% vs. 33.6% on mAP) and "
            "centerline perception (46.3% vs. 41.5% on OLS).")
    assert metrics_of(text)["37.4%"] != "lane segment detection"


# --- a leading scope after a section label; a compared phrase ends before 'with a <measure> of'


def test_a_leading_scope_after_a_section_label_is_the_dataset() -> None:
    text = ("Results: On the TXIT benchmark, GPT-5 achieved a mean accuracy of 92.8%, outperforming GPT-4 (78.8%) and "
            "GPT-3.5 (62.1%).")
    datasets = datasets_of(text)
    assert datasets["92.8%"] == datasets["78.8%"] == "TXIT"


def test_the_compared_phrase_ends_before_the_value_reached_with() -> None:
    text = ("Experiments on the HDFS dataset demonstrate that SpikeLogBERT outperforms ANN-based neural log parsing "
            "models with a parsing accuracy of 0.99997.")
    assert baselines_of(text)["0.99997"] == "ANN-based neural log parsing models"


# --- a comparison right after the last change of a list of 'M by V'


def test_a_comparison_after_a_by_list_is_every_changes_baseline() -> None:
    text = ("Experiments on Human3.6M show that HTP reduces training MACs by 38.5%, inference MACs by 56.8%, and "
            "improves inference speed by an average of 81.1% compared to prior diffusion-based methods.")
    baselines = baselines_of(text)
    for value in ("38.5%", "56.8%", "81.1%"):
        assert baselines[value] == "prior diffusion-based methods"


def test_a_value_of_its_own_clause_does_not_share_the_by_lists_comparison() -> None:
    text = ("CogVLA reaches a success rate of 97.4% on LIBERO, while reducing training costs by 2.5-fold and "
            "inference latency by 2.8-fold compared to OpenVLA.")
    baselines = baselines_of(text)
    assert baselines["2.5-fold"] == "OpenVLA"
    assert baselines["97.4%"] is None


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


# --- 'M V, M V' lists and a compared system's '<system> score of N'


def test_each_measure_of_a_name_value_list_is_its_own_values() -> None:
    text = ("It delivers additional gains of up to BLEU-4 +0.38, METEOR +1.95, ROUGE-L +2.87 when combined with 10 "
            "percent of the data.")
    metrics = metrics_of(text)
    assert (metrics["+0.38"], metrics["+1.95"], metrics["+2.87"]) == ("BLEU-4", "METEOR", "ROUGE-L")


def test_the_baseline_score_of_a_value_is_the_baselines() -> None:
    text = ("Furthermore, the proposed model achieves a score of 3.62 on the newly introduced metric, surpassing the "
            "baseline score of 2.66.")
    methods, baselines = methods_of(text), baselines_of(text)
    assert methods["2.66"] is None  # the baseline's own value; a bare "baseline" names no system
    assert baselines["3.62"] == "baseline"


def test_a_measure_phrase_after_the_compared_system_is_no_part_of_it() -> None:
    text = "The proposed YOLOv9 model outperforms the other YOLO models with an accuracy of 91.3%."
    assert methods_of(text)["91.3%"] == "YOLOv9"
