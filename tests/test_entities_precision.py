"""Precision on real abstracts (precents): two capitals an abstract never defines ('SR', 'SD', 'RF', 'GS') abbreviate
a field's phrase, a biomarker or a modality far more often than they name a method, whatever word follows them
(~1 in 20 such claims right in 10,000 corpus abstracts); only a definition, a proposal or a list with a surer name
makes them one. Sentences from corpus abstracts."""

from __future__ import annotations

import pytest

from _claim_helpers import claim_types


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a task's abbreviation before a method noun
        ("In this work, we introduce ResQu a novel SR framework that integrates a quaternion wavelet preprocessing "
         "framework with latent diffusion models.", "SR"),
        ("The results show that our method outperforms most linear SC algorithms with carefully tuned "
         "hyperparameters.", "SC"),
        ("These domain shifts are inadequately tackled by previous KD approaches.", "KD"),
        # a generic technique, a field, a modality
        ("With the RF classifier, our approach can reach F1 of 93.4%, demonstrating its validity.", "RF"),
        ("Extracting causal relationships from text is time-consuming for novice modelers, limiting SD tool "
         "adoption.", "SD"),
        ("The NN approach showed a high success rate in accurately matching geographical features.", "NN"),
        ("This paper presents a novel research analytical IT system grounded in Fundamental Ontology.", "IT"),
        # listed with one another, none of them a surer name
        ("Immunohistochemistry (IHC) biomarkers like HER2, ER, and PR are critical for identifying breast cancer "
         "subtypes.", "PR"),
        ("We developed a Pathobiological dictionary of imaging features such as PFs and RF.", "RF"),
    ],
)
def test_undefined_two_capitals_are_no_method(text: str, name: str) -> None:
    assert "method" not in claim_types(text).get(name, set())


def test_two_capitals_listed_with_coined_names_stay_methods() -> None:
    # 'YaRN' and 'LongRoPE' are coined names in mixed case: the list makes 'PI' one of them
    text = ("Experiments demonstrate that many existing methods can be further enhanced, like PI, YaRN, and "
            "LongRoPE.")
    assert "method" in claim_types(text).get("PI", set())


def test_defined_two_capitals_stay_methods() -> None:
    text = ("Common entropy-based methods, such as Semantic Entropy (SE), rely on output diversity. Overconfident "
            "embeddings cause SE to underestimate uncertainty.")
    found = [t for t, types in claim_types(text).items() if t == "SE" and "method" in types]
    assert found


@pytest.mark.parametrize(
    "text",
    [
        "Point-based solutions rely on position annotations of WiFi fingerprints.",
        "In such settings, WiFi signals are often readily available, offering a privacy preserving alternative to "
        "vision based methods.",
    ],
)
def test_wifi_is_a_technology_not_a_method(text: str) -> None:
    # a general-purpose technology outside the research, like OAuth (guidelines, METHOD)
    assert "method" not in claim_types(text).get("WiFi", set())
